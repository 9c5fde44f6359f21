import{a as y,d as g,f as w}from"./chunk-56XQEZWE.js";import{d as p}from"./chunk-OKFZ7BVP.js";import{a as v}from"./chunk-5A7QKWCT.js";
import{D as c}from"./chunk-VTCVQFHR.js";import{d as k}from"./chunk-3NR5HZ6E.js";var i=k(v(),1);async function S(e,t,n){let r=h((0,i.statSync)(e));if(typeof r!="string")return r;let o=(0,i.openSync)(e,i.constants.O_RDONLY|
(i.constants.O_NONBLOCK??0)),a;try{a=h((0,i.fstatSync)(o))}catch(u){throw(0,i.closeSync)(o),u}return a==="file"?$(o,t):a===
"pipe"?N(o,t,n):((0,i.closeSync)(o),a)}function h(e){return e.isFile()?"file":e.isFIFO()?"pipe":{kind:"not-readable",what:y(
e)??"not a regular file"}}function $(e,t){try{let{size:n}=(0,i.fstatSync)(e);if(n>t)return{kind:"too-large",size:n};let r=g(
e,n,t);return r===null?{kind:"too-large",size:null}:{kind:"read",bytes:r}}finally{(0,i.closeSync)(e)}}async function N(e,t,n){
let{Socket:r}=await import("node:net"),o=new r({fd:e,readable:!0,writable:!1});return new Promise((a,u)=>{let m=[],l=0,b=!1,
s=d=>{b||(b=!0,n?.removeEventListener("abort",f),o.destroy(),d())},f=()=>s(()=>u(n?.reason));o.on("data",d=>{m.push(d),l+=
d.length,l>t&&s(()=>a({kind:"too-large",size:null}))}),o.on("end",()=>s(()=>a({kind:"read",bytes:Buffer.concat(m,l)}))),
o.on("error",d=>s(()=>u(d))),n?.aborted?f():n?.addEventListener("abort",f,{once:!0})})}async function T(e,t,n){let r;try{
r=await S(e,c.eventBytes,n)}catch(o){throw n?.aborted&&o===n.reason?o:w(t,o,"event file")}if(r.kind==="read")return r.bytes;
throw r.kind==="too-large"?I(t,r.size):new p("usage",`event file: is ${r.what}; an event payload must be a regular file \
or a pipe: give a JSON file, or <(command) for a command's output`,{where:t})}function I(e,t){return F(e,"event file",t,
c.eventBytes,"an event payload","as GitHub caps a webhook payload at 25 MB; give the payload alone")}function F(e,t,n,r,o,a){
let u=n===null?`is more than ${r} bytes`:`is ${n} bytes`;return new p("usage",`${t===void 0?"":`${t}: `}${u}; ${o} may b\
e at most ${r} bytes (${O(r)}), ${a}`,{where:e})}function O(e){return e>=1024*1024?`${e/1024/1024} MiB`:`${e/1024} KiB`}export{S as a,T as b,I as c,F as d};
