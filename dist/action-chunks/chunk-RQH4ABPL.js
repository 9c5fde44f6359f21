import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as w,b as E}from"./chunk-NCIULLRG.js";import{d as U}from"./chunk-56PCLR4F.js";import{A as _,B as A,
C as L,D as T,E as R,b as y,d as k,h as n,i as g,j as c,k as P,l as h,m as j,n as u,p as v,q as H,s as d,u as $,w as a,z as M}from"./chunk-T23XP4SS.js";
import{d as z}from"./chunk-O7UU6C5Q.js";import{E as x}from"./chunk-WNTO4VPO.js";var G=u({summary:n(),detail:n(),status:H([_,$("")]),data:d(n(),n()),next:a(A),failure:a(T),expectations:a(L),artifacts:j(
R)}),F=u({exit_code:a(g().check(c())),duration_ms:a(g().check(c(),k())),attempt:a(g().check(c(),y(1))),usage:a(U)}),O=v(
G,{id:M,job:n(),matrix:a(d(n(),h())),present:P(),meta:F}),I=u({repository:n(),ref:n(),sha:n(),run_id:n(),actor:n(),event_name:n(),
event:d(n(),h())}),J=u({number:g().check(c(),y(1)),previous:a(G),verify:a(u({exit_code:a(g().check(c())),output:n()}))}),
oe=u({stages:d(n(),O),jobs:d(n(),j(O)),inputs:d(n(),n()),github:I,attempt:J});function D(e,s,o){if(e.references.some(r=>r.
kind==="stage"?r.stage===s:r.stage===o))return!0;for(let{root:r}of e.paths.values())if(r!==null&&(r.length===0||r.length===
1&&(r[0]==="stages"||r[0]==="jobs")))return!0;return!1}var N={exit_code:null,duration_ms:null,attempt:null,usage:null};function C(e,s=""){
return e===null?{summary:"",detail:"",status:s,data:{},next:null,failure:null,expectations:null,artifacts:[]}:{summary:e.
summary,detail:e.detail??"",status:e.status,data:e.data??{},next:e.next??null,failure:e.failure??null,expectations:e.expectations??
null,artifacts:e.artifacts??[]}}var V=new WeakMap;function W(e){let s=e.stored;if(s===void 0)return q(e);let o=V.get(s);
if(o!==void 0&&o.id===e.stage&&o.job===e.job)return o;let r=q(e);return V.set(s,r),r}function q(e){let s=e.stored;if(s===
void 0){let f=e.sample??null;return{id:e.stage,job:e.job,matrix:e.sampleMatrix??e.matrix??null,...C(f),present:f!==null,
meta:N}}let{record:o,handoff:r}=s;return{id:e.stage,job:e.job,matrix:o.matrix,...C(r,o.status),present:r!==null,meta:{exit_code:o.
agent.exit_code,duration_ms:o.agent.duration_ms,attempt:o.attempt,usage:o.agent.usage}}}function Y(e){return`its fields \
render empty and its data has no fields (read one with {{default stages.${e}.data.<key> "\u2026"}}, or inside {{#if stages.${e}\
.present}})`}function K(e){return e.recordedLike===void 0||e.recordedLike.length===0?"":`; this run has records of ${e.recordedLike.
join(", ")}: if ${e.stage} is a matrix job, name its legs in the \`needs\` input instead`}function Q(e){if(e.stored===void 0&&
e.sample===void 0)return{code:x.upstreamRecordMissing,severity:"warning",path:`stages.${e.stage}`,message:e.open?`stage ${e.
stage} has no record: it did not run, or job ${e.job} does not record it (its stage ids come from an expression, known o\
nly when it runs, so a misspelt id cannot be told apart here: check the id)`:`upstream stage ${e.stage} has no record (i\
t was skipped or did not run)${K(e)}`};if(e.stored!==void 0&&e.stored.handoff===null)return{code:x.upstreamHandoffMissing,
severity:"warning",path:`stages.${e.stage}`,message:`upstream stage ${e.stage} wrote no handoff`}}function S(){return Object.
defineProperty(Object.create(null),Symbol.toPrimitive,{value:()=>"[object Object]"})}function se(e){let s=S(),o=S(),r=[],
f=new Set(e.require??[]);for(let t of f)if(!e.upstream.some(i=>i.stage===t)){let i=e.upstream.map(b=>b.stage);throw new z(
x.unknownStage,`required stage ${t} is not upstream of this stage; upstream: ${i.join(", ")||"(none)"}`,{where:`stages.${t}`})}
let l=new Map,B=[...e.upstream].sort((t,i)=>w(t.stage,i.stage));for(let t of B){let i=W(t);s[t.stage]=i;let b=l.get(t.job)??
[];(!t.open||t.stored!==void 0||t.sample!==void 0)&&b.push({stage:t.stage,...t.place===void 0?{}:{place:t.place},context:i}),
l.set(t.job,b);let p=Q(t);if(p!==void 0){if(f.has(t.stage))throw new z(p.code,p.message,{where:p.path,details:["this sta\
ge lists it in its `needs` input, so the prompt is not rendered without its handoff"]});e.analysis!==void 0&&!D(e.analysis,
t.stage,t.job)||r.push({...p,message:`${p.message}; ${Y(t.stage)}`})}}for(let t of e.openJobs??[])l.has(t)||l.set(t,[]);
for(let t of[...l.keys()].sort(w))o[t]=E(l.get(t)??[]).map(i=>i.context);let m=e.attempt;return{context:{stages:s,jobs:o,
inputs:Object.assign(S(),e.inputs),github:e.github,attempt:{number:m?.number??1,previous:m?.previous?C(m.previous):null,
verify:m?.verify??null}},warnings:r}}export{O as a,I as b,oe as c,se as d};
