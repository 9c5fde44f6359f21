import{a as R}from"./chunk-PRJPWCRX.js";import{a as V}from"./chunk-M7D5MYJS.js";import{a as N,b as v}from"./chunk-NTHMEBCW.js";
import"./chunk-JVB4MFW7.js";import{a as O,c as I}from"./chunk-AQF32NQ6.js";import{L as $,M}from"./chunk-WGTUOESA.js";
import{d as h}from"./chunk-O7UU6C5Q.js";import{H as L}from"./chunk-K26OWEVR.js";import{d as _}from"./chunk-A64LSPLL.js";var U=_(V(),1);function F(e,r){let t=J(e),n=J(r);return(typeof t!=typeof n||t===null||n===null)&&((t===null||typeof t=="boolean")&&(t=Number(
t)),(n===null||typeof n=="boolean")&&(n=Number(n)),typeof t=="number"&&typeof n=="string"?n=Number(n):typeof t=="string"&&
typeof n=="number"&&(t=Number(t))),typeof t!=typeof n?!1:typeof t=="number"?t===n:typeof t=="string"?G(t)===G(n):t===n}function J(e){
return e===void 0?null:e===null||typeof e=="object"||typeof e=="string"||typeof e=="number"||typeof e=="boolean"?e:String(
e)}function G(e){return e.includes("\u0131")?e.split("\u0131").map(r=>r.toUpperCase()).join("\u0131"):e.toUpperCase()}var C=256;function W(e,r,t={}){let n=o=>t.whereOf?.(o)??r;if(e===null||typeof e!="object"||Array.isArray(e))throw new h("matrix-in\
valid",`strategy.matrix must be a mapping, got ${A(e)}`,{where:r});let l=[],i=[],a=[];for(let[o,u]of Object.entries(e)){
if(o==="include"||o==="exclude"){if(!Array.isArray(u))throw new h("matrix-invalid",`strategy.matrix.${o} must be a list \
of mappings`,{where:n([o])});o==="include"?i=u:a=u;continue}if(!Array.isArray(u))throw new h("matrix-invalid",`strategy.\
matrix.${o} must be a list, got ${A(u)}`,{where:n([o])});if(u.length===0)throw new h("matrix-invalid",`strategy.matrix.${o}\
 is an empty list`,{where:n([o])});l.push([o,u])}let y=l.map(([o])=>o),b=o=>y.some(u=>u.toLowerCase()===o.toLowerCase()),
s=a.map((o,u)=>{let c=E(o,"exclude",n(["exclude",u])),g=Object.keys(c);if(g.length===0)throw new h("matrix-invalid","str\
ategy.matrix.exclude: an entry is empty, and GitHub refuses an empty exclude filter; give it the values of the legs to l\
eave out",{where:n(["exclude",u])});let w=g.find(x=>!b(x));if(w!==void 0)throw new h("matrix-invalid",`strategy.matrix.e\
xclude: key '${w}' does not match any key within the matrix${$(w,y)}; GitHub refuses the workflow; matrix keys: ${y.join(
", ")||"none"}`,{where:n(["exclude",u,w])});return P(c)}),p=i.map((o,u)=>{let c=E(o,"include",n(["include",u]));if(Object.
keys(c).length===0)throw new h("matrix-invalid","strategy.matrix.include: an entry is empty, and GitHub refuses an inclu\
de mapping without values; give it values to add to the legs it matches, or the values of a leg of its own",{where:n(["i\
nclude",u])});let g=Object.fromEntries(Object.entries(c).filter(([x])=>b(x))),w=Object.fromEntries(Object.entries(c).filter(
([x])=>!b(x)));return{filter:g,extra:w,condition:P(g),matched:!1}}),f=(o,u)=>o.every(({path:c,value:g})=>F(Y(u,c),g)),d=l.
length>0?[{}]:[];for(let[o,u]of l)d=d.flatMap(c=>u.map(g=>({...c,[o]:g})));let m=[];for(let o of d){if(s.some(c=>f(c,o)))
continue;let u={};for(let c of p)f(c.condition,o)&&(c.matched=!0,u=q(u,c.extra));m.push({...o,...u})}for(let o of p)o.matched||
m.push({...o.filter,...o.extra});if(m.length===0)throw new h("matrix-invalid","strategy.matrix produces no legs (every c\
ombination is excluded)",{where:r});if(m.length>C)throw new h("matrix-invalid",`strategy.matrix produces ${m.length} leg\
s; GitHub allows at most ${C} per job`,{where:r});return m}function E(e,r,t){if(e===null||typeof e!="object"||Array.isArray(e))throw new h("matrix-invalid",`each strategy.matrix.${r}\
 entry must be a mapping, got ${A(e)}`,{where:t});return e}function P(e){let r=[],t=Object.entries(e).reverse().map(([n,
l])=>({path:[n],value:l}));for(let n=t.pop();n!==void 0;n=t.pop()){let{path:l,value:i}=n;if(Array.isArray(i))for(let a=i.
length-1;a>=0;a--)t.push({path:[...l,a],value:i[a]});else if(i!==null&&typeof i=="object"){let a=Object.entries(i);for(let y=a.
length-1;y>=0;y--){let[b,s]=a[y];t.push({path:[...l,b],value:s})}}else r.push({path:l,value:H(i)})}return r}function H(e){
return typeof e=="number"?Number(e.toPrecision(15)):typeof e=="string"||typeof e=="boolean"?e:null}function Y(e,r){let t=e;
for(let n of r){if(Array.isArray(t)){let l=Number(n);t=Number.isFinite(l)&&l>=0?t[Math.floor(l)]:void 0}else if(t!==null&&
typeof t=="object"){let l=String(n).toLowerCase(),i=Object.keys(t).find(a=>a.toLowerCase()===l);t=i===void 0?void 0:t[i]}else
return null;if(t===void 0)return null}return t}function q(e,r){let t={...e};for(let[n,l]of Object.entries(r)){let i=Object.
keys(t).find(a=>a.toLowerCase()===n.toLowerCase());t[i??n]=l}return t}function A(e){return e===null?"null":Array.isArray(
e)?"a list":typeof e=="object"?"a mapping":`${typeof e} ${JSON.stringify(e)}`}function fe(e){let r;try{r=(0,U.parse)(e,{maxAliasCount:100})}catch{return null}let t=k(r)?r.jobs:void 0;if(!k(t))return null;
let n={jobs:[]};for(let[i,a]of Object.entries(t)){if(!k(a))continue;let y=typeof a.needs=="string"?[a.needs]:Array.isArray(
a.needs)?a.needs.map(String):[],b=[],s=typeof a.uses=="string"&&R(a.uses),p=s?[a.with]:(Array.isArray(a.steps)?a.steps:[]).
map(x=>x?.with),f=!1,d=!1;for(let x of p){let j=k(x)?x.stage:void 0;j!=null&&String(j).trim()!==""&&(f=!0),!(typeof j!="\
string"||j.trim()==="")&&(j.includes("${{")?d=!0:b.push(j.trim()))}let m=K(i,a.strategy),o=f?void 0:m,u=typeof a.uses=="\
string"&&!s,c=d||u?null:X(i,a.strategy,m),g=m===void 0||u?void 0:I(i,m.map(x=>x.matrix)),w=a.strategy!==void 0&&a.strategy!==
null;n.jobs.push({id:i,needs:y,matrix:w,stages:b,callsStageWorkflow:s,...o===void 0?{}:{legs:o},...g===void 0?{}:{legPlaces:g},
stageIds:c===null?null:[...new Set([...b,...c])],openMatrix:w&&c===null&&!f&&!u})}let l=n.jobs.map(i=>i.id);for(let i of n.
jobs)i.needs=i.needs.map(a=>N(l,a)??a);return n}function K(e,r){let t=k(r)?r.matrix:void 0;if(!(!k(t)||S(t)))try{return W(
t,e).map(n=>({stage:M(e,n),matrix:n}))}catch{return}}function S(e){return typeof e=="string"?e.includes("${{"):Array.isArray(
e)?e.some(S):k(e)?Object.entries(e).some(([r,t])=>r.includes("${{")||S(t)):!1}function X(e,r,t){return r==null?[e]:k(r)?
r.matrix===void 0?[e]:t?.map(n=>n.stage)??null:null}function T(e,r){let t=new Map(e.jobs.map(i=>[i.id,i])),n=new Set,l=[
...t.get(r)?.needs??[]];for(let i=l.pop();i!==void 0;i=l.pop())n.has(i)||i===r||!t.has(i)||(n.add(i),l.push(...t.get(i).
needs));return n}function le(e){let{graph:r}=e,t=T(r,e.job),n=new Map;for(let f of r.jobs)for(let d of f.stages)n.set(d,
f.id);let l=new Map;for(let f of r.jobs)for(let d of f.legs??[])l.set(d.stage,{job:f.id,matrix:d.matrix});let i=(f,d)=>{
let m=n.get(f);if(m!==void 0)return{job:m,open:!1};let o=r.jobs.filter(({id:g})=>f===g||f.startsWith(`${g}-`)).sort((g,w)=>w.
id.length-g.id.length),u=o.find(g=>g.stageIds?.includes(f));if(u!==void 0)return{job:u.id,open:!1};if(d&&o[0]!==void 0)return{
job:o[0].id,open:!1};let c=o.find(g=>g.stageIds===null);return c===void 0?void 0:{job:c.id,open:!0}},a=new Set;for(let f of r.
jobs)if(t.has(f.id))if(f.stages.length>0)for(let d of f.stages)a.add(d);else if(!f.matrix)a.add(f.id);else for(let d of f.
legs??[])a.add(d.stage);let y=new Set([...a,...e.recorded]),b=new Set([...y,...e.referenced]),s=new Map(r.jobs.map(f=>[f.
id,f.legPlaces])),p=[];for(let f of[...b].sort(O)){let d=i(f,y.has(f));if(d===void 0||!t.has(d.job))continue;let m=l.get(
f),o=m?.job===d.job?m.matrix:void 0,u=s.get(d.job)?.get(f);p.push({stage:f,job:d.job,...o===void 0?{}:{matrix:o},...d.open?
{open:!0}:{},...u===void 0?{}:{place:[u]}})}return p}function de(e,r,t){let n=T(e,r),l=e.jobs.filter(s=>n.has(s.id)),i=new Map(
e.jobs.map((s,p)=>[s.id,p])),a=s=>{let p=e.jobs[i.get(s.job??"")??-1]?.stageIds?.indexOf(s.stage)??-1;return p===-1?Number.
POSITIVE_INFINITY:p},y=t.filter(s=>s.open!==!0).map(s=>({u:s,job:i.get(s.job??"")??Number.POSITIVE_INFINITY,place:a(s)})).
sort((s,p)=>s.job-p.job||s.place-p.place||O(s.u.stage,p.u.stage)),b={jobs:e.jobs.map(s=>({id:s.id,needs:s.needs.map(p=>({
id:p}))}))};return{job:r,upstreamStages:y.map(({u:s})=>s.stage),openMatrices:l.filter(s=>s.stageIds===null&&s.openMatrix).
map(s=>s.id),unknown:l.some(s=>s.stageIds===null&&!s.openMatrix),jobs:new Map(e.jobs.map(s=>[s.id,{stages:s.stageIds,matrix:s.
matrix}])),upstreamJobs:l.map(s=>s.id),runsAfter:s=>v(b,s,r)}}function ce(e,r,t){return t===r?!0:t===L&&e.jobs.some(n=>n.
id===r&&n.callsStageWorkflow)}function k(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)}export{de as needsInputFactsOf,fe as readJobGraph,ce as recordIsFromJob,T as upstreamJobsOf,le as upstreamStagesOf};
