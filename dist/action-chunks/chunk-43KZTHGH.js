import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as j,b as V}from"./chunk-6I6CLS2H.js";import{b as U,d as E,j as O}from"./chunk-D5DAGAHK.js";import{
B as M,C as _,D as A,E as L,F as T,G as R,d as y,f as k,j as r,k as p,l as c,m as P,n as h,o as w,p as u,r as $,s as v,u as d,
w as H,y as a}from"./chunk-F5SJJ7OM.js";import{d as z}from"./chunk-O7UU6C5Q.js";import{K as x}from"./chunk-HAPBAMSR.js";var F=u({summary:r(),detail:r(),status:v([_,H("")]),data:d(r(),r()),next:a(A),failure:a(T),expectations:a(L),artifacts:w(
R)}),J=u({exit_code:a(p().check(c())),duration_ms:a(p().check(c(),k())),attempt:a(p().check(c(),y(1))),usage:a(E)}),q=$(
F,{id:M,job:r(),matrix:a(d(r(),h())),present:P(),meta:J}),D=u({repository:r(),ref:r(),sha:r(),run_id:r(),actor:r(),event_name:r(),
event:d(r(),h())}),N=u({number:p().check(c(),y(1)),previous:a(F),verify:a(u({exit_code:a(p().check(c())),output:r()}))}),
ie=u({stages:d(r(),q),jobs:d(r(),w(q)),inputs:d(r(),r()),github:D,attempt:N});function W(e,o,n){if(e.references.some(s=>s.
kind==="stage"?s.stage===o:s.stage===n))return!0;for(let{root:s}of e.paths.values())if(s!==null&&(s.length===0||s.length===
1&&(s[0]==="stages"||s[0]==="jobs")))return!0;return!1}var Y={exit_code:null,duration_ms:null,attempt:null,usage:null};function C(e,o=""){
return e===null?{summary:"",detail:"",status:o,data:{},next:null,failure:null,expectations:null,artifacts:[]}:{summary:e.
summary,detail:e.detail??"",status:e.status,data:e.data??{},next:e.next??null,failure:e.failure??null,expectations:e.expectations??
null,artifacts:e.artifacts??[]}}var G=new WeakMap;function K(e){let o=e.stored;if(o===void 0)return B(e);let n=G.get(o);
if(n!==void 0&&n.id===e.stage&&n.job===e.job)return n;let s=B(e);return G.set(o,s),s}function B(e){let o=e.stored;if(o===
void 0){let f=e.sample??null;return{id:e.stage,job:e.job,matrix:e.sampleMatrix??e.matrix??null,...C(f),present:f!==null,
meta:Y}}let{record:n,handoff:s}=o;return{id:e.stage,job:e.job,matrix:n.matrix,...C(s,n.status),present:s!==null,meta:{exit_code:n.
agent.exit_code,duration_ms:n.agent.duration_ms,attempt:n.attempt,usage:n.agent.usage}}}function Q(e){return`its fields \
render empty and its data has no fields (read one with {{default stages.${e}.data.<key> "\u2026"}}, or inside {{#if stages.${e}\
.present}})`}function X(e){return e.recordedLike===void 0||e.recordedLike.length===0?"":`; this run has records of ${e.recordedLike.
join(", ")}: if ${e.stage} is a matrix job, name its legs in the \`needs\` input instead`}function Z(e){if(e.stored===void 0&&
e.sample===void 0)return{code:x.upstreamRecordMissing,severity:"warning",path:`stages.${e.stage}`,message:e.open?`stage ${e.
stage} has no record: it did not run, or job ${e.job} does not record it (its stage ids come from an expression, known o\
nly when it runs, so a misspelt id cannot be told apart here: check the id)`:`upstream stage ${e.stage} has no record (i\
t was skipped or did not run)${X(e)}`};if(e.stored!==void 0&&e.stored.handoff===null){let o=O(e.stored.record),[n]=o;return{
code:x.upstreamHandoffMissing,severity:"warning",path:`stages.${e.stage}`,message:n===void 0?`upstream stage ${e.stage} \
wrote no handoff`:`upstream stage ${e.stage} wrote a handoff that was refused, so it has none (${U(n)}${o.length>1?`, an\
d ${o.length-1} more`:""}); every problem is in stage ${e.stage}'s record`}}}function S(){return Object.defineProperty(Object.
create(null),Symbol.toPrimitive,{value:()=>"[object Object]"})}function ue(e){let o=S(),n=S(),s=[],f=new Set(e.require??
[]);for(let t of f)if(!e.upstream.some(i=>i.stage===t)){let i=e.upstream.map(b=>b.stage);throw new z(x.unknownStage,`req\
uired stage ${t} is not upstream of this stage; upstream: ${i.join(", ")||"(none)"}`,{where:`stages.${t}`})}let l=new Map,
I=[...e.upstream].sort((t,i)=>j(t.stage,i.stage));for(let t of I){let i=K(t);o[t.stage]=i;let b=l.get(t.job)??[];(!t.open||
t.stored!==void 0||t.sample!==void 0)&&b.push({stage:t.stage,...t.place===void 0?{}:{place:t.place},context:i}),l.set(t.
job,b);let g=Z(t);if(g!==void 0){if(f.has(t.stage))throw new z(g.code,g.message,{where:g.path,details:["this stage lists\
 it in its `needs` input, so the prompt is not rendered without its handoff"]});e.analysis!==void 0&&!W(e.analysis,t.stage,
t.job)||s.push({...g,message:`${g.message}; ${Q(t.stage)}`})}}for(let t of e.openJobs??[])l.has(t)||l.set(t,[]);for(let t of[
...l.keys()].sort(j))n[t]=V(l.get(t)??[]).map(i=>i.context);let m=e.attempt;return{context:{stages:o,jobs:n,inputs:Object.
assign(S(),e.inputs),github:e.github,attempt:{number:m?.number??1,previous:m?.previous?C(m.previous):null,verify:m?.verify??
null}},warnings:s}}export{q as a,D as b,ie as c,ue as d};
