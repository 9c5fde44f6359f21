import{i as m}from"./chunk-UXXJDIQ6.js";import{e as b}from"./chunk-3KLISDON.js";import{F as y}from"./chunk-RDWP7FPM.js";
import{a as w}from"./chunk-CITYZUZ5.js";import{V as h}from"./chunk-DFBKRPZ5.js";import{lstat as $,readdir as g,readFile as P,stat as R}from"node:fs/promises";import{tmpdir as E}from"node:os";import{basename as C,
join as d}from"node:path";var T=/^baton-run-(.+)-[A-Za-z0-9]{6}$/,M=2e3,O=1e3,_=50,k=new RegExp(`^(${h.replace(".","\\.")}.+-[A-Za-z0-9]{6}|\\..+[.\
-][0-9a-f]{12}\\.tmp)$`);async function L(n,r={}){let t=r.tempRoot??E(),e;try{e=await g(t)}catch{return[]}let o=[];for(let i of e){
let a=T.exec(i)?.[1];if(a===void 0||!y(a)||(await $(d(n.rootDir,a)).catch(()=>null))?.isDirectory()!==!0)continue;let c=d(
t,i);if(!await x(c))continue;let s=await A(n,a,i);if(s===!1)continue;let p=[...new Set([c,...s===null?[]:[s]])],{stopped:l,
running:u,looked:v}=await D(p,r.graceMs??M),I=u.length===0&&await m(c),S=u.length===0?await U(d(n.rootDir,a)):0;o.push({
run:a,tempDir:c,removed:I,stopped:l,running:u,looked:v,partial:S})}return o}async function U(n){let r=await g(n,{withFileTypes:!0}).
catch(()=>[]),t=0;for(let e of r)!k.test(e.name)||e.isSymbolicLink()||await m(d(n,e.name))&&t++;return t}async function x(n){
let r=await $(n).catch(()=>null),t=process.getuid?.();return r?.isDirectory()===!0&&(t===void 0||r.uid===t)}async function A(n,r,t){
try{let e=await n.readSummary(r);if(b(e)!=="interrupted")return!1;let o=e.process?.temp;return o===void 0?null:C(o)===t?
o:!1}catch{return!1}}async function D(n,r){let t=await f(n);if(t===null)return{stopped:[],running:[],looked:!1};let e=t,
o=new Set,i=new Set,a=(s,p)=>{for(let l of s)try{process.kill(l,p),o.add(l)}catch(u){u.code==="EPERM"&&i.add(l)}},c=async(s,p)=>{
for(let l=Date.now()+s;e.length>0&&Date.now()<l;)await new Promise(u=>setTimeout(u,_)),e=await f(n)??[],a(e.filter(u=>!o.
has(u)&&!i.has(u)),p)};return a(e,"SIGTERM"),await c(r,"SIGTERM"),e.length>0&&(e=await f(n)??[],a(e,"SIGKILL"),await c(O,
"SIGKILL")),{stopped:[...o].filter(s=>!e.includes(s)).sort((s,p)=>s-p),running:[...e].sort((s,p)=>s-p),looked:!0}}async function f(n){
let r;try{await R("/proc/self/environ"),r=await g("/proc")}catch{return null}let t=process.getuid?.(),e=[];for(let o of r){
if(!/^[1-9][0-9]*$/.test(o))continue;let i=Number(o);if(i!==process.pid)try{if(t!==void 0&&(await R(`/proc/${o}`)).uid!==
t)continue;let a=await P(`/proc/${o}/environ`,"utf8");n.some(c=>N(a,c))&&e.push(i)}catch{}}return e}function N(n,r){for(let t of n.
split("\0")){let e=t.slice(t.indexOf("=")+1);if(e===r||e.startsWith(`${r}/`))return!0}return!1}async function B(n,r,t){for(let e of await L(r,t))n.stderr(`${j(e)}
`)}function j(n){let r=w(n.tempDir),t=i=>`${i.length===1?"pid":"pids"} ${i.join(", ")}`,e=i=>i===1?"1 process":`${i} pro\
cesses`,o=[];return n.stopped.length>0&&o.push(`stopped ${e(n.stopped.length)} it left running (${t(n.stopped)})`),n.running.
length>0?o.push(`${e(n.running.length)} it left ${n.running.length===1?"is":"are"} still running and could not be stoppe\
d (${t(n.running)}): its temp dir ${r} is kept until ${n.running.length===1?"it ends":"they end"}`):n.removed?o.push(`re\
moved its temp dir ${r}`):o.push(`its temp dir ${r} could not be removed: remove it yourself`),n.partial>0&&o.push(`remo\
ved ${n.partial===1?"a write":`${n.partial} writes`} it had not finished from its records`),n.looked||o.push("processes \
it left running, if any, cannot be told apart on this system (no /proc): look for them with ps"),`baton: run ${n.run} wa\
s interrupted (its baton process is gone): ${o.join("; ")}`}export{B as a};
