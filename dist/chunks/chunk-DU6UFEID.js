import{a as g,d as y,f as w}from"./chunk-56XQEZWE.js";import{d as l}from"./chunk-OKFZ7BVP.js";import{a as $}from"./chunk-5A7QKWCT.js";
import{D as c}from"./chunk-VTCVQFHR.js";import{d as v}from"./chunk-3NR5HZ6E.js";var o=v($(),1);async function k(e,t,n){let r=h((0,o.statSync)(e));if(typeof r!="string")return r;let i=(0,o.openSync)(e,o.constants.O_RDONLY|
(o.constants.O_NONBLOCK??0)),a;try{a=h((0,o.fstatSync)(i))}catch(d){throw(0,o.closeSync)(i),d}return a==="file"?S(i,t):a===
"pipe"?N(i,t,n):((0,o.closeSync)(i),a)}function h(e){return e.isFile()?"file":e.isFIFO()?"pipe":{kind:"not-readable",what:g(
e)??"not a regular file"}}function S(e,t){try{let{size:n}=(0,o.fstatSync)(e);if(n>t)return{kind:"too-large",size:n};let r=y(
e,n,t);return r===null?{kind:"too-large",size:null}:{kind:"read",bytes:r}}finally{(0,o.closeSync)(e)}}async function N(e,t,n){
let{Socket:r}=await import("node:net"),i=new r({fd:e,readable:!0,writable:!1});return new Promise((a,d)=>{let b=[],f=0,m=!1,
s=u=>{m||(m=!0,n?.removeEventListener("abort",p),i.destroy(),u())},p=()=>s(()=>d(n?.reason));i.on("data",u=>{b.push(u),f+=
u.length,f>t&&s(()=>a({kind:"too-large",size:null}))}),i.on("end",()=>s(()=>a({kind:"read",bytes:Buffer.concat(b,f)}))),
i.on("error",u=>s(()=>d(u))),n?.aborted?p():n?.addEventListener("abort",p,{once:!0})})}async function T(e,t,n){let r;try{
r=await k(e,c.eventBytes,n)}catch(i){throw n?.aborted&&i===n.reason?i:w(t,i,"event file")}if(r.kind==="read")return r.bytes;
throw r.kind==="too-large"?I(t,r.size):new l("usage",`event file: is ${r.what}; an event payload must be a regular file \
or a pipe: give a JSON file, or <(command) for a command's output`,{where:t})}function z(e,t,n,r){return new l("cancelle\
d",`${t}: cancelled while waiting for the pipe to be written and closed${n}`,{where:e,details:[`give a file, or a pipe w\
hose writer is running: ${r}`]})}function I(e,t){return F(e,"event file",t,c.eventBytes,"an event payload","as GitHub ca\
ps a webhook payload at 25 MB; give the payload alone")}function F(e,t,n,r,i,a){let d=n===null?`is more than ${r} bytes`:
`is ${n} bytes`;return new l("usage",`${t===void 0?"":`${t}: `}${d}; ${i} may be at most ${r} bytes (${O(r)}), ${a}`,{where:e})}
function O(e){return e>=1024*1024?`${e/1024/1024} MiB`:`${e/1024} KiB`}export{k as a,T as b,z as c,I as d,F as e};
