import{b as J}from"./chunk-GYLFUOV4.js";import{a as N,b as j}from"./chunk-UHGJIJ4K.js";import"./chunk-M7D5MYJS.js";
import{a as I,b as v}from"./chunk-NTHMEBCW.js";import"./chunk-KH6MSAET.js";import"./chunk-77W67CAP.js";
import{a as M,c as $}from"./chunk-3M4OR4VW.js";import{a as k}from"./chunk-4K4GM72I.js";import{L as A}from"./chunk-GNY3OND4.js";
import{d as h}from"./chunk-O7UU6C5Q.js";import{E as L}from"./chunk-JQWIKLAS.js";import"./chunk-VLLWXIM2.js";
import"./chunk-A64LSPLL.js";function F(e,s){let t=R(e),n=R(s);return(typeof t!=typeof n||t===null||n===null)&&((t===null||typeof t=="boolean")&&(t=Number(
t)),(n===null||typeof n=="boolean")&&(n=Number(n)),typeof t=="number"&&typeof n=="string"?n=Number(n):typeof t=="string"&&
typeof n=="number"&&(t=Number(t))),typeof t!=typeof n?!1:typeof t=="number"?t===n:typeof t=="string"?G(t)===G(n):t===n}function R(e){
return e===void 0?null:e===null||typeof e=="object"||typeof e=="string"||typeof e=="number"||typeof e=="boolean"?e:String(
e)}function G(e){return e.includes("\u0131")?e.split("\u0131").map(s=>s.toUpperCase()).join("\u0131"):e.toUpperCase()}var C=256;function W(e,s,t={}){let n=i=>t.whereOf?.(i)??s;if(e===null||typeof e!="object"||Array.isArray(e))throw new h("matrix-in\
valid",`strategy.matrix must be a mapping, got ${O(e)}`,{where:s});let a=[],r=[],d=[];for(let[i,f]of Object.entries(e)){
if(i==="include"||i==="exclude"){if(!Array.isArray(f))throw new h("matrix-invalid",`strategy.matrix.${i} must be a list \
of mappings`,{where:n([i])});i==="include"?r=f:d=f;continue}if(!Array.isArray(f))throw new h("matrix-invalid",`strategy.\
matrix.${i} must be a list, got ${O(f)}`,{where:n([i])});if(f.length===0)throw new h("matrix-invalid",`strategy.matrix.${i}\
 is an empty list`,{where:n([i])});a.push([i,f])}let m=a.map(([i])=>i),x=i=>m.some(f=>f.toLowerCase()===i.toLowerCase()),
o=d.map((i,f)=>{let c=E(i,"exclude",n(["exclude",f])),g=Object.keys(c);if(g.length===0)throw new h("matrix-invalid","str\
ategy.matrix.exclude: an entry is empty, and GitHub refuses an empty exclude filter; give it the values of the legs to l\
eave out",{where:n(["exclude",f])});let y=g.find(w=>!x(w));if(y!==void 0)throw new h("matrix-invalid",`strategy.matrix.e\
xclude: key '${y}' does not match any key within the matrix${A(y,m)}; GitHub refuses the workflow; matrix keys: ${m.join(
", ")||"none"}`,{where:n(["exclude",f,y])});return P(c)}),p=r.map((i,f)=>{let c=E(i,"include",n(["include",f]));if(Object.
keys(c).length===0)throw new h("matrix-invalid","strategy.matrix.include: an entry is empty, and GitHub refuses an inclu\
de mapping without values; give it values to add to the legs it matches, or the values of a leg of its own",{where:n(["i\
nclude",f])});let g=Object.fromEntries(Object.entries(c).filter(([w])=>x(w))),y=Object.fromEntries(Object.entries(c).filter(
([w])=>!x(w)));return{filter:g,extra:y,condition:P(g),matched:!1}}),u=(i,f)=>i.every(({path:c,value:g})=>F(_(f,c),g)),l=a.
length>0?[{}]:[];for(let[i,f]of a)l=l.flatMap(c=>f.map(g=>({...c,[i]:g})));let b=[];for(let i of l){if(o.some(c=>u(c,i)))
continue;let f={};for(let c of p)u(c.condition,i)&&(c.matched=!0,f=V(f,c.extra));b.push({...i,...f})}for(let i of p)i.matched||
b.push({...i.filter,...i.extra});if(b.length===0)throw new h("matrix-invalid","strategy.matrix produces no legs (every c\
ombination is excluded)",{where:s});if(b.length>C)throw new h("matrix-invalid",`strategy.matrix produces ${b.length} leg\
s; GitHub allows at most ${C} per job`,{where:s});return b}function E(e,s,t){if(e===null||typeof e!="object"||Array.isArray(e))throw new h("matrix-invalid",`each strategy.matrix.${s}\
 entry must be a mapping, got ${O(e)}`,{where:t});return e}function P(e){let s=[],t=Object.entries(e).reverse().map(([n,
a])=>({path:[n],value:a}));for(let n=t.pop();n!==void 0;n=t.pop()){let{path:a,value:r}=n;if(Array.isArray(r))for(let d=r.
length-1;d>=0;d--)t.push({path:[...a,d],value:r[d]});else if(r!==null&&typeof r=="object"){let d=Object.entries(r);for(let m=d.
length-1;m>=0;m--){let[x,o]=d[m];t.push({path:[...a,x],value:o})}}else s.push({path:a,value:T(r)})}return s}function T(e){
return typeof e=="number"?Number(e.toPrecision(15)):typeof e=="string"||typeof e=="boolean"?e:null}function _(e,s){let t=e;
for(let n of s){if(Array.isArray(t)){let a=Number(n);t=Number.isFinite(a)&&a>=0?t[Math.floor(a)]:void 0}else if(t!==null&&
typeof t=="object"){let a=String(n).toLowerCase(),r=Object.keys(t).find(d=>d.toLowerCase()===a);t=r===void 0?void 0:t[r]}else
return null;if(t===void 0)return null}return t}function V(e,s){let t={...e};for(let[n,a]of Object.entries(s)){let r=Object.
keys(t).find(d=>d.toLowerCase()===n.toLowerCase());t[r??n]=a}return t}function O(e){return e===null?"null":Array.isArray(
e)?"a list":typeof e=="object"?"a mapping":`${typeof e} ${JSON.stringify(e)}`}function ae(e){let s=N(e)?.jobs;if(s===void 0)return null;let t={jobs:[]};for(let[a,r]of Object.entries(s)){if(!j(r))continue;
let d=typeof r.needs=="string"?[r.needs]:Array.isArray(r.needs)?r.needs.map(String):[],m=[],x=typeof r.uses=="string"&&J(
r.uses),o=x?[r.with]:(Array.isArray(r.steps)?r.steps:[]).map(y=>y?.with),p=!1,u=!1;for(let y of o){let w=j(y)?y.stage:void 0;
w!=null&&String(w).trim()!==""&&(p=!0),!(typeof w!="string"||w.trim()==="")&&(w.includes("${{")?u=!0:m.push(w.trim()))}let l=H(
a,r.strategy),b=p?void 0:l,i=typeof r.uses=="string"&&!x,f=u||i?null:Y(a,r.strategy,l),c=l===void 0||i?void 0:$(a,l.map(
y=>y.matrix)),g=r.strategy!==void 0&&r.strategy!==null;t.jobs.push({id:a,needs:d,matrix:g,stages:m,callsStageWorkflow:x,
...b===void 0?{}:{legs:b},...c===void 0?{}:{legPlaces:c},stageIds:f===null?null:[...new Set([...m,...f])],openMatrix:g&&
f===null&&!p&&!i})}let n=t.jobs.map(a=>a.id);for(let a of t.jobs)a.needs=a.needs.map(r=>I(n,r)??r);return t}function H(e,s){
let t=j(s)?s.matrix:void 0;if(!(!j(t)||S(t)))try{return W(t,e).map(n=>({stage:k(e,n),matrix:n}))}catch{return}}function S(e){
return typeof e=="string"?e.includes("${{"):Array.isArray(e)?e.some(S):j(e)?Object.entries(e).some(([s,t])=>s.includes("\
${{")||S(t)):!1}function Y(e,s,t){return s==null?[e]:j(s)?s.matrix===void 0?[e]:t?.map(n=>n.stage)??null:null}function U(e,s){
let t=new Map(e.jobs.map(r=>[r.id,r])),n=new Set,a=[...t.get(s)?.needs??[]];for(let r=a.pop();r!==void 0;r=a.pop())n.has(
r)||r===s||!t.has(r)||(n.add(r),a.push(...t.get(r).needs));return n}function fe(e){let{graph:s}=e,t=U(s,e.job),n=new Map;
for(let u of s.jobs)for(let l of u.stages)n.set(l,u.id);let a=new Map;for(let u of s.jobs)for(let l of u.legs??[])a.set(
l.stage,{job:u.id,matrix:l.matrix});let r=(u,l)=>{let b=n.get(u);if(b!==void 0)return{job:b,open:!1};let i=s.jobs.filter(
({id:g})=>u===g||u.startsWith(`${g}-`)).sort((g,y)=>y.id.length-g.id.length),f=i.find(g=>g.stageIds?.includes(u));if(f!==
void 0)return{job:f.id,open:!1};if(l&&i[0]!==void 0)return{job:i[0].id,open:!1};let c=i.find(g=>g.stageIds===null);return c===
void 0?void 0:{job:c.id,open:!0}},d=new Set;for(let u of s.jobs)if(t.has(u.id))if(u.stages.length>0)for(let l of u.stages)
d.add(l);else if(!u.matrix)d.add(u.id);else for(let l of u.legs??[])d.add(l.stage);let m=new Set([...d,...e.recorded]),x=new Set(
[...m,...e.referenced]),o=new Map(s.jobs.map(u=>[u.id,u.legPlaces])),p=[];for(let u of[...x].sort(M)){let l=r(u,m.has(u));
if(l===void 0||!t.has(l.job))continue;let b=a.get(u),i=b?.job===l.job?b.matrix:void 0,f=o.get(l.job)?.get(u);p.push({stage:u,
job:l.job,...i===void 0?{}:{matrix:i},...l.open?{open:!0}:{},...f===void 0?{}:{place:[f]}})}return p}function ue(e,s,t){
let n=U(e,s),a=e.jobs.filter(o=>n.has(o.id)),r=new Map(e.jobs.map((o,p)=>[o.id,p])),d=o=>{let p=e.jobs[r.get(o.job??"")??
-1]?.stageIds?.indexOf(o.stage)??-1;return p===-1?Number.POSITIVE_INFINITY:p},m=t.filter(o=>o.open!==!0).map(o=>({u:o,job:r.
get(o.job??"")??Number.POSITIVE_INFINITY,place:d(o)})).sort((o,p)=>o.job-p.job||o.place-p.place||M(o.u.stage,p.u.stage)),
x={jobs:e.jobs.map(o=>({id:o.id,needs:o.needs.map(p=>({id:p}))}))};return{job:s,upstreamStages:m.map(({u:o})=>o.stage),openMatrices:a.
filter(o=>o.stageIds===null&&o.openMatrix).map(o=>o.id),unknown:a.some(o=>o.stageIds===null&&!o.openMatrix),jobs:new Map(
e.jobs.map(o=>[o.id,{stages:o.stageIds,matrix:o.matrix}])),upstreamJobs:a.map(o=>o.id),runsAfter:o=>v(x,o,s)}}function le(e,s,t){
return t===s?!0:t===L&&e.jobs.some(n=>n.id===s&&n.callsStageWorkflow)}export{ue as needsInputFactsOf,ae as readJobGraph,le as recordIsFromJob,U as upstreamJobsOf,fe as upstreamStagesOf};
