import{a as g,d as w,f as y}from"./chunk-X6MVMOSM.js";import{d as s}from"./chunk-OKFZ7BVP.js";import{a as k}from"./chunk-5A7QKWCT.js";
import{G as c}from"./chunk-C33NMHQG.js";import{d as S}from"./chunk-3NR5HZ6E.js";var o=S(k(),1);async function $(e,t,r){let n=h((0,o.statSync)(e));if(typeof n!="string")return n;let i=(0,o.openSync)(e,o.constants.O_RDONLY|
(o.constants.O_NONBLOCK??0)),a;try{a=h((0,o.fstatSync)(i))}catch(u){throw(0,o.closeSync)(i),u}return a==="file"?N(i,t):a===
"pipe"?I(i,t,r):((0,o.closeSync)(i),a)}function h(e){return e.isFile()?"file":e.isFIFO()?"pipe":{kind:"not-readable",what:g(
e)??"not a regular file"}}function N(e,t){try{let{size:r}=(0,o.fstatSync)(e);if(r>t)return{kind:"too-large",size:r};let n=w(
e,r,t);return n===null?{kind:"too-large",size:null}:{kind:"read",bytes:n}}finally{(0,o.closeSync)(e)}}async function I(e,t,r){
let{Socket:n}=await import("node:net"),i=new n({fd:e,readable:!0,writable:!1});return new Promise((a,u)=>{let b=[],f=0,m=!1,
l=d=>{m||(m=!0,r?.removeEventListener("abort",p),i.destroy(),d())},p=()=>l(()=>u(r?.reason));i.on("data",d=>{b.push(d),f+=
d.length,f>t&&l(()=>a({kind:"too-large",size:null}))}),i.on("end",()=>l(()=>a({kind:"read",bytes:Buffer.concat(b,f)}))),
i.on("error",d=>l(()=>u(d))),r?.aborted?p():r?.addEventListener("abort",p,{once:!0})})}async function A(e,t,r){let n;try{
n=await $(e,c.eventBytes,r)}catch(i){throw v(r,i)?i:y(t,i,"event file")}if(n.kind==="read")return n.bytes;throw n.kind===
"too-large"?F(t,n.size):new s("usage",`event file: is ${n.what}; an event payload must be a regular file or a pipe: give\
 a JSON file, or <(command) for a command's output`,{where:t})}function v(e,t){return e?.aborted===!0&&t===e.reason}function E(e,t,r){
return e.catch(n=>{throw v(t,n)?new s("cancelled",`${r.what}: cancelled while waiting for the pipe to be written and clo\
sed${r.after}`,{where:r.file,details:[`give a file, or a pipe whose writer is running: ${r.give}`]}):n})}function F(e,t){
return T(e,"event file",t,c.eventBytes,"an event payload","as GitHub caps a webhook payload at 25 MB; give the payload a\
lone")}function T(e,t,r,n,i,a){let u=r===null?`is more than ${n} bytes`:`is ${r} bytes`;return new s("usage",`${t===void 0?
"":`${t}: `}${u}; ${i} may be at most ${n} bytes (${B(n)}), ${a}`,{where:e})}function B(e){return e>=1024*1024?`${e/1024/
1024} MiB`:`${e/1024} KiB`}export{$ as a,A as b,v as c,E as d,F as e,T as f};
