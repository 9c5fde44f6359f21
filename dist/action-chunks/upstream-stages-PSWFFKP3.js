import{a as Y}from"./chunk-M7D5MYJS.js";import{a as C,b as v}from"./chunk-NTHMEBCW.js";import"./chunk-7YU7CFFY.js";
import{a as O,c as R}from"./chunk-47XUVJMT.js";import{L as N,M as A}from"./chunk-BBEOYIDT.js";import{d as w}from"./chunk-O7UU6C5Q.js";
import{F as L,H as $,I}from"./chunk-CNBLK6EZ.js";import{d as V}from"./chunk-A64LSPLL.js";var U=V(Y(),1);function H(e){if(e.startsWith("./"))return e.slice(2).replace(/\/+$/,"");let r=/^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)((?:\/[^@]*)?)@.+$/.
exec(e);return r?.[2]?.toLowerCase()!==L?null:(r[3]??"").replace(/^\/|\/+$/g,"")}function J(e){return H(e.trim())===$}function W(e,r){let t=T(e),n=T(r);return(typeof t!=typeof n||t===null||n===null)&&((t===null||typeof t=="boolean")&&(t=Number(
t)),(n===null||typeof n=="boolean")&&(n=Number(n)),typeof t=="number"&&typeof n=="string"?n=Number(n):typeof t=="string"&&
typeof n=="number"&&(t=Number(t))),typeof t!=typeof n?!1:typeof t=="number"?t===n:typeof t=="string"?G(t)===G(n):t===n}function T(e){
return e===void 0?null:e===null||typeof e=="object"||typeof e=="string"||typeof e=="number"||typeof e=="boolean"?e:String(
e)}function G(e){return e.includes("\u0131")?e.split("\u0131").map(r=>r.toUpperCase()).join("\u0131"):e.toUpperCase()}var _=256;function P(e,r,t={}){let n=s=>t.whereOf?.(s)??r;if(e===null||typeof e!="object"||Array.isArray(e))throw new w("matrix-in\
valid",`strategy.matrix must be a mapping, got ${S(e)}`,{where:r});let l=[],i=[],a=[];for(let[s,u]of Object.entries(e)){
if(s==="include"||s==="exclude"){if(!Array.isArray(u))throw new w("matrix-invalid",`strategy.matrix.${s} must be a list \
of mappings`,{where:n([s])});s==="include"?i=u:a=u;continue}if(!Array.isArray(u))throw new w("matrix-invalid",`strategy.\
matrix.${s} must be a list, got ${S(u)}`,{where:n([s])});if(u.length===0)throw new w("matrix-invalid",`strategy.matrix.${s}\
 is an empty list`,{where:n([s])});l.push([s,u])}let y=l.map(([s])=>s),b=s=>y.some(u=>u.toLowerCase()===s.toLowerCase()),
o=a.map((s,u)=>{let d=F(s,"exclude",n(["exclude",u])),p=Object.keys(d);if(p.length===0)throw new w("matrix-invalid","str\
ategy.matrix.exclude: an entry is empty, and GitHub refuses an empty exclude filter; give it the values of the legs to l\
eave out",{where:n(["exclude",u])});let h=p.find(x=>!b(x));if(h!==void 0)throw new w("matrix-invalid",`strategy.matrix.e\
xclude: key '${h}' does not match any key within the matrix${N(h,y)}; GitHub refuses the workflow; matrix keys: ${y.join(
", ")||"none"}`,{where:n(["exclude",u,h])});return E(d)}),g=i.map((s,u)=>{let d=F(s,"include",n(["include",u]));if(Object.
keys(d).length===0)throw new w("matrix-invalid","strategy.matrix.include: an entry is empty, and GitHub refuses an inclu\
de mapping without values; give it values to add to the legs it matches, or the values of a leg of its own",{where:n(["i\
nclude",u])});let p=Object.fromEntries(Object.entries(d).filter(([x])=>b(x))),h=Object.fromEntries(Object.entries(d).filter(
([x])=>!b(x)));return{filter:p,extra:h,condition:E(p),matched:!1}}),f=(s,u)=>s.every(({path:d,value:p})=>W(q(u,d),p)),c=l.
length>0?[{}]:[];for(let[s,u]of l)c=c.flatMap(d=>u.map(p=>({...d,[s]:p})));let m=[];for(let s of c){if(o.some(d=>f(d,s)))
continue;let u={};for(let d of g)f(d.condition,s)&&(d.matched=!0,u=z(u,d.extra));m.push({...s,...u})}for(let s of g)s.matched||
m.push({...s.filter,...s.extra});if(m.length===0)throw new w("matrix-invalid","strategy.matrix produces no legs (every c\
ombination is excluded)",{where:r});if(m.length>_)throw new w("matrix-invalid",`strategy.matrix produces ${m.length} leg\
s; GitHub allows at most ${_} per job`,{where:r});return m}function F(e,r,t){if(e===null||typeof e!="object"||Array.isArray(e))throw new w("matrix-invalid",`each strategy.matrix.${r}\
 entry must be a mapping, got ${S(e)}`,{where:t});return e}function E(e){let r=[],t=Object.entries(e).reverse().map(([n,
l])=>({path:[n],value:l}));for(let n=t.pop();n!==void 0;n=t.pop()){let{path:l,value:i}=n;if(Array.isArray(i))for(let a=i.
length-1;a>=0;a--)t.push({path:[...l,a],value:i[a]});else if(i!==null&&typeof i=="object"){let a=Object.entries(i);for(let y=a.
length-1;y>=0;y--){let[b,o]=a[y];t.push({path:[...l,b],value:o})}}else r.push({path:l,value:K(i)})}return r}function K(e){
return typeof e=="number"?Number(e.toPrecision(15)):typeof e=="string"||typeof e=="boolean"?e:null}function q(e,r){let t=e;
for(let n of r){if(Array.isArray(t)){let l=Number(n);t=Number.isFinite(l)&&l>=0?t[Math.floor(l)]:void 0}else if(t!==null&&
typeof t=="object"){let l=String(n).toLowerCase(),i=Object.keys(t).find(a=>a.toLowerCase()===l);t=i===void 0?void 0:t[i]}else
return null;if(t===void 0)return null}return t}function z(e,r){let t={...e};for(let[n,l]of Object.entries(r)){let i=Object.
keys(t).find(a=>a.toLowerCase()===n.toLowerCase());t[i??n]=l}return t}function S(e){return e===null?"null":Array.isArray(
e)?"a list":typeof e=="object"?"a mapping":`${typeof e} ${JSON.stringify(e)}`}function me(e){let r;try{r=(0,U.parse)(e,{maxAliasCount:100})}catch{return null}let t=k(r)?r.jobs:void 0;if(!k(t))return null;
let n={jobs:[]};for(let[i,a]of Object.entries(t)){if(!k(a))continue;let y=typeof a.needs=="string"?[a.needs]:Array.isArray(
a.needs)?a.needs.map(String):[],b=[],o=typeof a.uses=="string"&&J(a.uses),g=o?[a.with]:(Array.isArray(a.steps)?a.steps:[]).
map(x=>x?.with),f=!1,c=!1;for(let x of g){let j=k(x)?x.stage:void 0;j!=null&&String(j).trim()!==""&&(f=!0),!(typeof j!="\
string"||j.trim()==="")&&(j.includes("${{")?c=!0:b.push(j.trim()))}let m=X(i,a.strategy),s=f?void 0:m,u=typeof a.uses=="\
string"&&!o,d=c||u?null:Z(i,a.strategy,m),p=m===void 0||u?void 0:R(i,m.map(x=>x.matrix)),h=a.strategy!==void 0&&a.strategy!==
null;n.jobs.push({id:i,needs:y,matrix:h,stages:b,callsStageWorkflow:o,...s===void 0?{}:{legs:s},...p===void 0?{}:{legPlaces:p},
stageIds:d===null?null:[...new Set([...b,...d])],openMatrix:h&&d===null&&!f&&!u})}let l=n.jobs.map(i=>i.id);for(let i of n.
jobs)i.needs=i.needs.map(a=>C(l,a)??a);return n}function X(e,r){let t=k(r)?r.matrix:void 0;if(!(!k(t)||M(t)))try{return P(
t,e).map(n=>({stage:A(e,n),matrix:n}))}catch{return}}function M(e){return typeof e=="string"?e.includes("${{"):Array.isArray(
e)?e.some(M):k(e)?Object.entries(e).some(([r,t])=>r.includes("${{")||M(t)):!1}function Z(e,r,t){return r==null?[e]:k(r)?
r.matrix===void 0?[e]:t?.map(n=>n.stage)??null:null}function B(e,r){let t=new Map(e.jobs.map(i=>[i.id,i])),n=new Set,l=[
...t.get(r)?.needs??[]];for(let i=l.pop();i!==void 0;i=l.pop())n.has(i)||i===r||!t.has(i)||(n.add(i),l.push(...t.get(i).
needs));return n}function ye(e){let{graph:r}=e,t=B(r,e.job),n=new Map;for(let f of r.jobs)for(let c of f.stages)n.set(c,
f.id);let l=new Map;for(let f of r.jobs)for(let c of f.legs??[])l.set(c.stage,{job:f.id,matrix:c.matrix});let i=(f,c)=>{
let m=n.get(f);if(m!==void 0)return{job:m,open:!1};let s=r.jobs.filter(({id:p})=>f===p||f.startsWith(`${p}-`)).sort((p,h)=>h.
id.length-p.id.length),u=s.find(p=>p.stageIds?.includes(f));if(u!==void 0)return{job:u.id,open:!1};if(c&&s[0]!==void 0)return{
job:s[0].id,open:!1};let d=s.find(p=>p.stageIds===null);return d===void 0?void 0:{job:d.id,open:!0}},a=new Set;for(let f of r.
jobs)if(t.has(f.id))if(f.stages.length>0)for(let c of f.stages)a.add(c);else if(!f.matrix)a.add(f.id);else for(let c of f.
legs??[])a.add(c.stage);let y=new Set([...a,...e.recorded]),b=new Set([...y,...e.referenced]),o=new Map(r.jobs.map(f=>[f.
id,f.legPlaces])),g=[];for(let f of[...b].sort(O)){let c=i(f,y.has(f));if(c===void 0||!t.has(c.job))continue;let m=l.get(
f),s=m?.job===c.job?m.matrix:void 0,u=o.get(c.job)?.get(f);g.push({stage:f,job:c.job,...s===void 0?{}:{matrix:s},...c.open?
{open:!0}:{},...u===void 0?{}:{place:[u]}})}return g}function be(e,r,t){let n=B(e,r),l=e.jobs.filter(o=>n.has(o.id)),i=new Map(
e.jobs.map((o,g)=>[o.id,g])),a=o=>{let g=e.jobs[i.get(o.job??"")??-1]?.stageIds?.indexOf(o.stage)??-1;return g===-1?Number.
POSITIVE_INFINITY:g},y=t.filter(o=>o.open!==!0).map(o=>({u:o,job:i.get(o.job??"")??Number.POSITIVE_INFINITY,place:a(o)})).
sort((o,g)=>o.job-g.job||o.place-g.place||O(o.u.stage,g.u.stage)),b={jobs:e.jobs.map(o=>({id:o.id,needs:o.needs.map(g=>({
id:g}))}))};return{job:r,upstreamStages:y.map(({u:o})=>o.stage),openMatrices:l.filter(o=>o.stageIds===null&&o.openMatrix).
map(o=>o.id),unknown:l.some(o=>o.stageIds===null&&!o.openMatrix),jobs:new Map(e.jobs.map(o=>[o.id,{stages:o.stageIds,matrix:o.
matrix}])),upstreamJobs:l.map(o=>o.id),runsAfter:o=>v(b,o,r)}}function xe(e,r,t){return t===r?!0:t===I&&e.jobs.some(n=>n.
id===r&&n.callsStageWorkflow)}function k(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)}export{be as needsInputFactsOf,me as readJobGraph,xe as recordIsFromJob,B as upstreamJobsOf,ye as upstreamStagesOf};
