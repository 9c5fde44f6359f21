import{a as C,b as k}from"./chunk-UHGJIJ4K.js";import{a as R,b as v}from"./chunk-NTHMEBCW.js";import"./chunk-M7D5MYJS.js";
import"./chunk-KVCAWAKW.js";import"./chunk-J36FMKBS.js";import{a as O,c as N}from"./chunk-MLMOI2NF.js";
import{a as j}from"./chunk-ORL5NY7E.js";import{L as I}from"./chunk-42WHSDBF.js";import{d as w}from"./chunk-O7UU6C5Q.js";
import{L as M,N as L,O as $}from"./chunk-JQHWHRQY.js";import"./chunk-A64LSPLL.js";function B(e){if(e.startsWith("./"))return e.slice(2).replace(/\/+$/,"");let r=/^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)((?:\/[^@]*)?)@.+$/.
exec(e);return r?.[2]?.toLowerCase()!==M?null:(r[3]??"").replace(/^\/|\/+$/g,"")}function J(e){return B(e.trim())===L}function G(e,r){let t=T(e),n=T(r);return(typeof t!=typeof n||t===null||n===null)&&((t===null||typeof t=="boolean")&&(t=Number(
t)),(n===null||typeof n=="boolean")&&(n=Number(n)),typeof t=="number"&&typeof n=="string"?n=Number(n):typeof t=="string"&&
typeof n=="number"&&(t=Number(t))),typeof t!=typeof n?!1:typeof t=="number"?t===n:typeof t=="string"?W(t)===W(n):t===n}function T(e){
return e===void 0?null:e===null||typeof e=="object"||typeof e=="string"||typeof e=="number"||typeof e=="boolean"?e:String(
e)}function W(e){return e.includes("\u0131")?e.split("\u0131").map(r=>r.toUpperCase()).join("\u0131"):e.toUpperCase()}var _=256;function P(e,r,t={}){let n=i=>t.whereOf?.(i)??r;if(e===null||typeof e!="object"||Array.isArray(e))throw new w("matrix-in\
valid",`strategy.matrix must be a mapping, got ${A(e)}`,{where:r});let a=[],o=[],c=[];for(let[i,u]of Object.entries(e)){
if(i==="include"||i==="exclude"){if(!Array.isArray(u))throw new w("matrix-invalid",`strategy.matrix.${i} must be a list \
of mappings`,{where:n([i])});i==="include"?o=u:c=u;continue}if(!Array.isArray(u))throw new w("matrix-invalid",`strategy.\
matrix.${i} must be a list, got ${A(u)}`,{where:n([i])});if(u.length===0)throw new w("matrix-invalid",`strategy.matrix.${i}\
 is an empty list`,{where:n([i])});a.push([i,u])}let m=a.map(([i])=>i),x=i=>m.some(u=>u.toLowerCase()===i.toLowerCase()),
s=c.map((i,u)=>{let d=F(i,"exclude",n(["exclude",u])),p=Object.keys(d);if(p.length===0)throw new w("matrix-invalid","str\
ategy.matrix.exclude: an entry is empty, and GitHub refuses an empty exclude filter; give it the values of the legs to l\
eave out",{where:n(["exclude",u])});let y=p.find(h=>!x(h));if(y!==void 0)throw new w("matrix-invalid",`strategy.matrix.e\
xclude: key '${y}' does not match any key within the matrix${I(y,m)}; GitHub refuses the workflow; matrix keys: ${m.join(
", ")||"none"}`,{where:n(["exclude",u,y])});return E(d)}),g=o.map((i,u)=>{let d=F(i,"include",n(["include",u]));if(Object.
keys(d).length===0)throw new w("matrix-invalid","strategy.matrix.include: an entry is empty, and GitHub refuses an inclu\
de mapping without values; give it values to add to the legs it matches, or the values of a leg of its own",{where:n(["i\
nclude",u])});let p=Object.fromEntries(Object.entries(d).filter(([h])=>x(h))),y=Object.fromEntries(Object.entries(d).filter(
([h])=>!x(h)));return{filter:p,extra:y,condition:E(p),matched:!1}}),f=(i,u)=>i.every(({path:d,value:p})=>G(Y(u,d),p)),l=a.
length>0?[{}]:[];for(let[i,u]of a)l=l.flatMap(d=>u.map(p=>({...d,[i]:p})));let b=[];for(let i of l){if(s.some(d=>f(d,i)))
continue;let u={};for(let d of g)f(d.condition,i)&&(d.matched=!0,u=H(u,d.extra));b.push({...i,...u})}for(let i of g)i.matched||
b.push({...i.filter,...i.extra});if(b.length===0)throw new w("matrix-invalid","strategy.matrix produces no legs (every c\
ombination is excluded)",{where:r});if(b.length>_)throw new w("matrix-invalid",`strategy.matrix produces ${b.length} leg\
s; GitHub allows at most ${_} per job`,{where:r});return b}function F(e,r,t){if(e===null||typeof e!="object"||Array.isArray(e))throw new w("matrix-invalid",`each strategy.matrix.${r}\
 entry must be a mapping, got ${A(e)}`,{where:t});return e}function E(e){let r=[],t=Object.entries(e).reverse().map(([n,
a])=>({path:[n],value:a}));for(let n=t.pop();n!==void 0;n=t.pop()){let{path:a,value:o}=n;if(Array.isArray(o))for(let c=o.
length-1;c>=0;c--)t.push({path:[...a,c],value:o[c]});else if(o!==null&&typeof o=="object"){let c=Object.entries(o);for(let m=c.
length-1;m>=0;m--){let[x,s]=c[m];t.push({path:[...a,x],value:s})}}else r.push({path:a,value:V(o)})}return r}function V(e){
return typeof e=="number"?Number(e.toPrecision(15)):typeof e=="string"||typeof e=="boolean"?e:null}function Y(e,r){let t=e;
for(let n of r){if(Array.isArray(t)){let a=Number(n);t=Number.isFinite(a)&&a>=0?t[Math.floor(a)]:void 0}else if(t!==null&&
typeof t=="object"){let a=String(n).toLowerCase(),o=Object.keys(t).find(c=>c.toLowerCase()===a);t=o===void 0?void 0:t[o]}else
return null;if(t===void 0)return null}return t}function H(e,r){let t={...e};for(let[n,a]of Object.entries(r)){let o=Object.
keys(t).find(c=>c.toLowerCase()===n.toLowerCase());t[o??n]=a}return t}function A(e){return e===null?"null":Array.isArray(
e)?"a list":typeof e=="object"?"a mapping":`${typeof e} ${JSON.stringify(e)}`}function pe(e){let r=C(e)?.jobs;if(r===void 0)return null;let t={jobs:[]};for(let[a,o]of Object.entries(r)){if(!k(o))continue;
let c=typeof o.needs=="string"?[o.needs]:Array.isArray(o.needs)?o.needs.map(String):[],m=[],x=typeof o.uses=="string"&&J(
o.uses),s=x?[o.with]:(Array.isArray(o.steps)?o.steps:[]).map(y=>y?.with),g=!1,f=!1;for(let y of s){let h=k(y)?y.stage:void 0;
h!=null&&String(h).trim()!==""&&(g=!0),!(typeof h!="string"||h.trim()==="")&&(h.includes("${{")?f=!0:m.push(h.trim()))}let l=K(
a,o.strategy),b=g?void 0:l,i=typeof o.uses=="string"&&!x,u=f||i?null:q(a,o.strategy,l),d=l===void 0||i?void 0:N(a,l.map(
y=>y.matrix)),p=o.strategy!==void 0&&o.strategy!==null;t.jobs.push({id:a,needs:c,matrix:p,stages:m,callsStageWorkflow:x,
...b===void 0?{}:{legs:b},...d===void 0?{}:{legPlaces:d},stageIds:u===null?null:[...new Set([...m,...u])],openMatrix:p&&
u===null&&!g&&!i})}let n=t.jobs.map(a=>a.id);for(let a of t.jobs)a.needs=a.needs.map(o=>R(n,o)??o);return t}function K(e,r){
let t=k(r)?r.matrix:void 0;if(!(!k(t)||S(t)))try{return P(t,e).map(n=>({stage:j(e,n),matrix:n}))}catch{return}}function S(e){
return typeof e=="string"?e.includes("${{"):Array.isArray(e)?e.some(S):k(e)?Object.entries(e).some(([r,t])=>r.includes("\
${{")||S(t)):!1}function q(e,r,t){return r==null?[e]:k(r)?r.matrix===void 0?[e]:t?.map(n=>n.stage)??null:null}function U(e,r){
let t=new Map(e.jobs.map(o=>[o.id,o])),n=new Set,a=[...t.get(r)?.needs??[]];for(let o=a.pop();o!==void 0;o=a.pop())n.has(
o)||o===r||!t.has(o)||(n.add(o),a.push(...t.get(o).needs));return n}function ge(e){let{graph:r}=e,t=U(r,e.job),n=new Map;
for(let f of r.jobs)for(let l of f.stages)n.set(l,f.id);let a=new Map;for(let f of r.jobs)for(let l of f.legs??[])a.set(
l.stage,{job:f.id,matrix:l.matrix});let o=(f,l)=>{let b=n.get(f);if(b!==void 0)return{job:b,open:!1};let i=r.jobs.filter(
({id:p})=>f===p||f.startsWith(`${p}-`)).sort((p,y)=>y.id.length-p.id.length),u=i.find(p=>p.stageIds?.includes(f));if(u!==
void 0)return{job:u.id,open:!1};if(l&&i[0]!==void 0)return{job:i[0].id,open:!1};let d=i.find(p=>p.stageIds===null);return d===
void 0?void 0:{job:d.id,open:!0}},c=new Set;for(let f of r.jobs)if(t.has(f.id))if(f.stages.length>0)for(let l of f.stages)
c.add(l);else if(!f.matrix)c.add(f.id);else for(let l of f.legs??[])c.add(l.stage);let m=new Set([...c,...e.recorded]),x=new Set(
[...m,...e.referenced]),s=new Map(r.jobs.map(f=>[f.id,f.legPlaces])),g=[];for(let f of[...x].sort(O)){let l=o(f,m.has(f));
if(l===void 0||!t.has(l.job))continue;let b=a.get(f),i=b?.job===l.job?b.matrix:void 0,u=s.get(l.job)?.get(f);g.push({stage:f,
job:l.job,...i===void 0?{}:{matrix:i},...l.open?{open:!0}:{},...u===void 0?{}:{place:[u]}})}return g}function me(e,r,t){
let n=U(e,r),a=e.jobs.filter(s=>n.has(s.id)),o=new Map(e.jobs.map((s,g)=>[s.id,g])),c=s=>{let g=e.jobs[o.get(s.job??"")??
-1]?.stageIds?.indexOf(s.stage)??-1;return g===-1?Number.POSITIVE_INFINITY:g},m=t.filter(s=>s.open!==!0).map(s=>({u:s,job:o.
get(s.job??"")??Number.POSITIVE_INFINITY,place:c(s)})).sort((s,g)=>s.job-g.job||s.place-g.place||O(s.u.stage,g.u.stage)),
x={jobs:e.jobs.map(s=>({id:s.id,needs:s.needs.map(g=>({id:g}))}))};return{job:r,upstreamStages:m.map(({u:s})=>s.stage),openMatrices:a.
filter(s=>s.stageIds===null&&s.openMatrix).map(s=>s.id),unknown:a.some(s=>s.stageIds===null&&!s.openMatrix),jobs:new Map(
e.jobs.map(s=>[s.id,{stages:s.stageIds,matrix:s.matrix}])),upstreamJobs:a.map(s=>s.id),runsAfter:s=>v(x,s,r)}}function be(e,r,t){
return t===r?!0:t===$&&e.jobs.some(n=>n.id===r&&n.callsStageWorkflow)}export{me as needsInputFactsOf,pe as readJobGraph,be as recordIsFromJob,U as upstreamJobsOf,ge as upstreamStagesOf};
