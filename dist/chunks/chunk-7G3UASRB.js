import{i as l}from"./chunk-UXXJDIQ6.js";import{d as b}from"./chunk-BSZZZBWH.js";import{J as w,Q as y,d as h}from"./chunk-4BDN2CUM.js";
import{a as g}from"./chunk-CITYZUZ5.js";import{lstat as R,readdir as f,readFile as C,stat as v}from"node:fs/promises";import{tmpdir as k}from"node:os";import{basename as M,
join as $}from"node:path";var T=/^baton-run-(.+)-[A-Za-z0-9]{6}$/,U=2e3,D=1e3,E=50;async function S(n,r={}){let t=r.tempRoot??k(),e;try{e=await f(
t)}catch{return[]}let o=[];for(let i of e){let a=T.exec(i)?.[1];if(a===void 0||!y(a)||(await R(n.runDir(a)).catch(()=>null))?.
isDirectory()!==!0)continue;let c=$(t,i);if(!await x(c))continue;let s=await _(n,a,i);if(s===!1)continue;let p=[...new Set(
[c,...s===null?[]:[s]])],{stopped:d,running:u,looked:L}=await A(p,r.graceMs??U),I=u.length===0&&await l(c),P=u.length===
0?await O(n.runDir(a)):0;o.push({run:a,tempDir:c,removed:I,stopped:d,running:u,looked:L,partial:P})}return o}async function O(n){
let r=await f(n,{withFileTypes:!0}).catch(()=>[]),t=0;for(let e of r)!(w(e.name)||h(e.name))||e.isSymbolicLink()||await l(
$(n,e.name))&&t++;return t}async function x(n){let r=await R(n).catch(()=>null),t=process.getuid?.();return r?.isDirectory()===
!0&&(t===void 0||r.uid===t)}async function _(n,r,t){try{let e=await n.readSummary(r);if(b(e)!=="interrupted")return!1;let o=e.
process?.temp;return o===void 0?null:M(o)===t?o:!1}catch{return!1}}async function A(n,r){let t=await m(n);if(t===null)return{
stopped:[],running:[],looked:!1};let e=t,o=new Set,i=new Set,a=(s,p)=>{for(let d of s)try{process.kill(d,p),o.add(d)}catch(u){
u.code==="EPERM"&&i.add(d)}},c=async(s,p)=>{for(let d=Date.now()+s;e.length>0&&Date.now()<d;)await new Promise(u=>setTimeout(
u,E)),e=await m(n)??[],a(e.filter(u=>!o.has(u)&&!i.has(u)),p)};return a(e,"SIGTERM"),await c(r,"SIGTERM"),e.length>0&&(e=
await m(n)??[],a(e,"SIGKILL"),await c(D,"SIGKILL")),{stopped:[...o].filter(s=>!e.includes(s)).sort((s,p)=>s-p),running:[
...e].sort((s,p)=>s-p),looked:!0}}async function m(n){let r;try{await v("/proc/self/environ"),r=await f("/proc")}catch{return null}
let t=process.getuid?.(),e=[];for(let o of r){if(!/^[1-9][0-9]*$/.test(o))continue;let i=Number(o);if(i!==process.pid)try{
if(t!==void 0&&(await v(`/proc/${o}`)).uid!==t)continue;let a=await C(`/proc/${o}/environ`,"utf8");n.some(c=>N(a,c))&&e.
push(i)}catch{}}return e}function N(n,r){for(let t of n.split("\0")){let e=t.slice(t.indexOf("=")+1);if(e===r||e.startsWith(
`${r}/`))return!0}return!1}async function V(n,r,t){for(let e of await S(r,t))n.stderr(`${j(e)}
`)}function j(n){let r=g(n.tempDir),t=i=>`${i.length===1?"pid":"pids"} ${i.join(", ")}`,e=i=>i===1?"1 process":`${i} pro\
cesses`,o=[];return n.stopped.length>0&&o.push(`stopped ${e(n.stopped.length)} it left running (${t(n.stopped)})`),n.running.
length>0?o.push(`${e(n.running.length)} it left ${n.running.length===1?"is":"are"} still running and could not be stoppe\
d (${t(n.running)}): its temp dir ${r} is kept until ${n.running.length===1?"it ends":"they end"}`):n.removed?o.push(`re\
moved its temp dir ${r}`):o.push(`its temp dir ${r} could not be removed: remove it yourself`),n.partial>0&&o.push(`remo\
ved ${n.partial===1?"a write":`${n.partial} writes`} it had not finished from its records`),n.looked||o.push("processes \
it left running, if any, cannot be told apart on this system (no /proc): look for them with ps"),`baton: run ${n.run} wa\
s interrupted (its baton process is gone): ${o.join("; ")}`}export{V as a};
