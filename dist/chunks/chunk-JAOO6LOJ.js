import{g as h}from"./chunk-STXFBSZB.js";import{e as g}from"./chunk-PVAFYG6P.js";import{F as m}from"./chunk-5OYFZTF3.js";
import{a as f}from"./chunk-CITYZUZ5.js";import{lstat as b,readdir as R,readFile as L,stat as y}from"node:fs/promises";import{tmpdir as S}from"node:os";import{basename as C,
join as w}from"node:path";var P=/^baton-run-(.+)-[A-Za-z0-9]{6}$/,M=2e3,U=1e3,k=50;async function $(n,r={}){let o=r.tempRoot??S(),e;try{e=await R(
o)}catch{return[]}let t=[];for(let s of e){let a=P.exec(s)?.[1];if(a===void 0||!m(a)||(await b(w(n.rootDir,a)).catch(()=>null))?.
isDirectory()!==!0)continue;let u=w(o,s);if(!await D(u))continue;let i=await E(n,a,s);if(i===!1)continue;let c=[...new Set(
[u,...i===null?[]:[i]])],{stopped:d,running:p,looked:v}=await O(c,r.graceMs??M),I=p.length===0&&await h(u);t.push({run:a,
tempDir:u,removed:I,stopped:d,running:p,looked:v})}return t}async function D(n){let r=await b(n).catch(()=>null),o=process.
getuid?.();return r?.isDirectory()===!0&&(o===void 0||r.uid===o)}async function E(n,r,o){try{let e=await n.readSummary(r);
if(g(e)!=="interrupted")return!1;let t=e.process?.temp;return t===void 0?null:C(t)===o?t:!1}catch{return!1}}async function O(n,r){
let o=await l(n);if(o===null)return{stopped:[],running:[],looked:!1};let e=o,t=new Set,s=new Set,a=(i,c)=>{for(let d of i)
try{process.kill(d,c),t.add(d)}catch(p){p.code==="EPERM"&&s.add(d)}},u=async(i,c)=>{for(let d=Date.now()+i;e.length>0&&Date.
now()<d;)await new Promise(p=>setTimeout(p,k)),e=await l(n)??[],a(e.filter(p=>!t.has(p)&&!s.has(p)),c)};return a(e,"SIGT\
ERM"),await u(r,"SIGTERM"),e.length>0&&(e=await l(n)??[],a(e,"SIGKILL"),await u(U,"SIGKILL")),{stopped:[...t].filter(i=>!e.
includes(i)).sort((i,c)=>i-c),running:[...e].sort((i,c)=>i-c),looked:!0}}async function l(n){let r;try{await y("/proc/se\
lf/environ"),r=await R("/proc")}catch{return null}let o=process.getuid?.(),e=[];for(let t of r){if(!/^[1-9][0-9]*$/.test(
t))continue;let s=Number(t);if(s!==process.pid)try{if(o!==void 0&&(await y(`/proc/${t}`)).uid!==o)continue;let a=await L(
`/proc/${t}/environ`,"utf8");n.some(u=>x(a,u))&&e.push(s)}catch{}}return e}function x(n,r){for(let o of n.split("\0")){let e=o.
slice(o.indexOf("=")+1);if(e===r||e.startsWith(`${r}/`))return!0}return!1}async function z(n,r,o){for(let e of await $(r,o))n.stderr(`${T(e)}
`)}function T(n){let r=f(n.tempDir),o=s=>`${s.length===1?"pid":"pids"} ${s.join(", ")}`,e=s=>s===1?"1 process":`${s} pro\
cesses`,t=[];return n.stopped.length>0&&t.push(`stopped ${e(n.stopped.length)} it left running (${o(n.stopped)})`),n.running.
length>0?t.push(`${e(n.running.length)} it left ${n.running.length===1?"is":"are"} still running and could not be stoppe\
d (${o(n.running)}): its temp dir ${r} is kept until ${n.running.length===1?"it ends":"they end"}`):n.removed?t.push(`re\
moved its temp dir ${r}`):t.push(`its temp dir ${r} could not be removed: remove it yourself`),n.looked||t.push("process\
es it left running, if any, cannot be told apart on this system (no /proc): look for them with ps"),`baton: run ${n.run}\
 was interrupted (its baton process is gone): ${t.join("; ")}`}export{z as a};
