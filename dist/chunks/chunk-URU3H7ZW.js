import{a as m,b,h as v}from"./chunk-CQFXWFSA.js";import{m as w}from"./chunk-YW23EYA3.js";import{G as y,c as h}from"./chunk-LZYN5DKP.js";import{lstat as P,readdir as g,readFile as k,stat as $}from"node:fs/promises";import{tmpdir as M}from"node:os";import{basename as T,
join as S,resolve as D}from"node:path";var E=/^baton-run-(.+)-[A-Za-z0-9]{6}$/,C=2e3,U=1e3,x=50,l=new Map;function q(n,o={}){let r=D(n.rootDir),e=(l.get(r)??Promise.
resolve()).then(()=>_(n,o)),t=e.catch(()=>{});return l.set(r,t),t.then(()=>{l.get(r)===t&&l.delete(r)}),e}async function _(n,o){
let r=o.tempRoot??M(),e;try{e=await g(r)}catch{return[]}let t=[];for(let i of e){let a=E.exec(i)?.[1];if(a===void 0||!y(
a)||(await P(n.runDir(a)).catch(()=>null))?.isDirectory()!==!0)continue;let c=S(r,i);if(!await b(c))continue;let s=await O(
n,a,i);if(s===!1)continue;let p=[...new Set([c,...s===null?[]:[s]])],{stopped:d,running:u,looked:L}=await A(p,o.graceMs??
C),R=u.length===0&&await m(c),I=u.length===0?await N(n.runDir(a)):0;t.push({run:a,tempDir:c,removed:R,stopped:d,running:u,
looked:L,partial:I})}return t}function B(n){let o=n.tempDir,r=i=>`${i.length===1?"pid":"pids"} ${i.join(", ")}`,e=i=>i===
1?"1 process":`${i} processes`,t=[];return n.stopped.length>0&&t.push(`stopped ${e(n.stopped.length)} it left running (${r(
n.stopped)})`),n.running.length>0?t.push(`${e(n.running.length)} it left ${n.running.length===1?"is":"are"} still runnin\
g and could not be stopped (${r(n.running)}): its temp dir ${o} is kept until ${n.running.length===1?"it ends":"they end"}`):
n.removed?t.push(`removed its temp dir ${o}`):t.push(`its temp dir ${o} could not be removed: remove it yourself`),n.partial>
0&&t.push(`removed ${n.partial===1?"a write":`${n.partial} writes`} it had not finished from its records`),n.looked||t.push(
"processes it left running, if any, cannot be told apart on this system (no /proc): look for them with ps"),`run ${n.run}\
 was interrupted (its baton process is gone): ${t.join("; ")}`}async function N(n){let o=await g(n,{withFileTypes:!0}).catch(
()=>[]),r=0;for(let e of o)!(w(e.name)||h(e.name))||e.isSymbolicLink()||await m(S(n,e.name))&&r++;return r}async function O(n,o,r){
try{let e=await n.readSummary(o);if(v(e)!=="interrupted")return!1;let t=e.process?.temp;return t===void 0?null:T(t)===r?
t:!1}catch{return!1}}async function A(n,o){let r=await f(n);if(r===null)return{stopped:[],running:[],looked:!1};let e=r,
t=new Set,i=new Set,a=(s,p)=>{for(let d of s)try{process.kill(d,p),t.add(d)}catch(u){u.code==="EPERM"&&i.add(d)}},c=async(s,p)=>{
for(let d=Date.now()+s;e.length>0&&Date.now()<d;)await new Promise(u=>setTimeout(u,x)),e=await f(n)??[],a(e.filter(u=>!t.
has(u)&&!i.has(u)),p)};return a(e,"SIGTERM"),await c(o,"SIGTERM"),e.length>0&&(e=await f(n)??[],a(e,"SIGKILL"),await c(U,
"SIGKILL")),{stopped:[...t].filter(s=>!e.includes(s)).sort((s,p)=>s-p),running:[...e].sort((s,p)=>s-p),looked:!0}}async function f(n){
let o;try{await $("/proc/self/environ"),o=await g("/proc")}catch{return null}let r=process.getuid?.(),e=[];for(let t of o){
if(!/^[1-9][0-9]*$/.test(t))continue;let i=Number(t);if(i!==process.pid)try{if(r!==void 0&&(await $(`/proc/${t}`)).uid!==
r)continue;let a=await k(`/proc/${t}/environ`,"utf8");n.some(c=>G(a,c))&&e.push(i)}catch{}}return e}function G(n,o){for(let r of n.
split("\0")){let e=r.slice(r.indexOf("=")+1);if(e===o||e.startsWith(`${o}/`))return!0}return!1}export{q as a,B as b};
