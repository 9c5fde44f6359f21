import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as S,b as U}from"./chunk-3M4OR4VW.js";import{d as E,f as O,l as V,x as q}from"./chunk-S3VQCA2F.js";
import{B as M,C as _,D as A,E as L,F as T,G as R,d as y,f as C,j as r,k as g,l as f,m as k,n as h,o as w,p as u,r as P,s as v,
u as d,w as H,y as a}from"./chunk-GNY3OND4.js";import{d as z}from"./chunk-O7UU6C5Q.js";import{z as m}from"./chunk-JQWIKLAS.js";var I=u({summary:r(),detail:r(),status:v([_,H("")]),data:d(r(),r()),next:a(A),failure:a(T),expectations:a(L),artifacts:w(
R)}),D=u({exit_code:a(g().check(f())),duration_ms:a(g().check(f(),C())),attempt:a(g().check(f(),y(1))),usage:a(O)}),G=P(
I,{id:M,job:r(),matrix:a(d(r(),h())),present:k(),meta:D}),N=u({repository:r(),ref:r(),sha:r(),run_id:r(),actor:r(),event_name:r(),
event:d(r(),h())}),W=u({number:g().check(f(),y(1)),previous:a(I),verify:a(u({exit_code:a(g().check(f())),output:r()}))}),
de=u({stages:d(r(),G),jobs:d(r(),w(G)),inputs:d(r(),r()),github:N,attempt:W});function Y(e,o,n){if(e.references.some(s=>s.
kind==="stage"?s.stage===o:s.stage===n))return!0;for(let{root:s}of e.paths.values())if(s!==null&&(s.length===0||s.length===
1&&(s[0]==="stages"||s[0]==="jobs")))return!0;return!1}var K={exit_code:null,duration_ms:null,attempt:null,usage:null};function $(e,o=""){
return e===null?{summary:"",detail:"",status:o,data:{},next:null,failure:null,expectations:null,artifacts:[]}:{summary:e.
summary,detail:e.detail??"",status:e.status,data:e.data??{},next:e.next??null,failure:e.failure??null,expectations:e.expectations??
null,artifacts:e.artifacts??[]}}var B=new WeakMap;function Q(e){let o=e.stored;if(o===void 0)return F(e);let n=B.get(o);
if(n!==void 0&&n.id===e.stage&&n.job===e.job)return n;let s=F(e);return B.set(o,s),s}function F(e){let o=e.stored;if(o===
void 0){let c=e.sample??null;return{id:e.stage,job:e.job,matrix:e.sampleMatrix??e.matrix??null,...$(c),present:c!==null,
meta:K}}let{record:n,handoff:s}=o;return{id:e.stage,job:e.job,matrix:n.matrix,...$(s,n.status),present:s!==null,meta:{exit_code:n.
agent.exit_code,duration_ms:n.agent.duration_ms,attempt:n.attempt,usage:n.agent.usage}}}function X(e){return`its fields \
render empty and its data has no fields (read one with {{default stages.${e}.data.<key> "\u2026"}}, or inside {{#if stages.${e}\
.present}})`}function Z(e){return e.meant!==void 0?`; did you mean ${e.meant}? this run has a record of stage ${e.meant}\
: name it in the \`needs\` input`:e.recordedLike===void 0||e.recordedLike.length===0?"":`; this run has records of ${e.recordedLike.
join(", ")}: if ${e.stage} is a matrix job, name its legs in the \`needs\` input instead`}function ee(e){if(e.stored===void 0&&
e.sample===void 0&&e.superseded!==void 0)return{code:m.upstreamRecordMissing,severity:"warning",path:`stages.${e.stage}`,
message:`upstream stage ${e.stage} is left out: ${q(e.superseded)}`};if(e.stored===void 0&&e.sample===void 0)return{code:m.
upstreamRecordMissing,severity:"warning",path:`stages.${e.stage}`,message:e.open?`stage ${e.stage} has no record: it did\
 not run, or job ${e.job} does not record it (its stage ids come from an expression, known only when it runs, so a missp\
elt id cannot be told apart here: check the id)`:`upstream stage ${e.stage} has no record (it was skipped or did not run\
)${Z(e)}`};if(e.stored!==void 0&&e.stored.handoff===null){let o=V(e.stored.record),[n]=o;return{code:m.upstreamHandoffMissing,
severity:"warning",path:`stages.${e.stage}`,message:n===void 0?`upstream stage ${e.stage} wrote no handoff`:`upstream st\
age ${e.stage} wrote a handoff that was refused, so it has none (${E(n)}${o.length>1?`, and ${o.length-1} more`:""}); ev\
ery problem is in stage ${e.stage}'s record`}}}function j(){return Object.defineProperty(Object.create(null),Symbol.toPrimitive,
{value:()=>"[object Object]"})}function le(e){let o=j(),n=j(),s=[],c=new Set(e.require??[]);for(let t of c)if(!e.upstream.
some(i=>i.stage===t)){let i=e.upstream.map(x=>x.stage);throw new z(m.unknownStage,`required stage ${t} is not upstream o\
f this stage; upstream: ${i.join(", ")||"(none)"}`,{where:`stages.${t}`})}let l=new Map,J=[...e.upstream].sort((t,i)=>S(
t.stage,i.stage));for(let t of J){let i=Q(t);o[t.stage]=i;let x=l.get(t.job)??[];(!t.open||t.stored!==void 0||t.sample!==
void 0)&&x.push({stage:t.stage,...t.place===void 0?{}:{place:t.place},context:i}),l.set(t.job,x);let p=ee(t);if(p!==void 0){
if(c.has(t.stage))throw new z(p.code,p.message,{where:p.path,details:["this stage lists it in its `needs` input, so the \
prompt is not rendered without its handoff"]});e.analysis!==void 0&&!Y(e.analysis,t.stage,t.job)||s.push({...p,message:`${p.
message}; ${X(t.stage)}`})}}for(let t of e.openJobs??[])l.has(t)||l.set(t,[]);for(let t of[...l.keys()].sort(S))n[t]=U(l.
get(t)??[]).map(i=>i.context);let b=e.attempt;return{context:{stages:o,jobs:n,inputs:Object.assign(j(),e.inputs),github:e.
github,attempt:{number:b?.number??1,previous:b?.previous?$(b.previous):null,verify:b?.verify??null}},warnings:s}}export{G as a,N as b,de as c,le as d};
