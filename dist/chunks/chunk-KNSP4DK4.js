import{a as y,e as g}from"./chunk-NTMCWS74.js";import{d as p}from"./chunk-OKFZ7BVP.js";import{a as k}from"./chunk-5A7QKWCT.js";
import{D as c}from"./chunk-VTCVQFHR.js";import{d as w}from"./chunk-3NR5HZ6E.js";var a=w(k(),1);async function v(n,t,o){let r=h((0,a.statSync)(n));if(typeof r!="string")return r;let e=(0,a.openSync)(n,a.constants.O_RDONLY|
(a.constants.O_NONBLOCK??0)),i;try{i=h((0,a.fstatSync)(e))}catch(u){throw(0,a.closeSync)(e),u}return i==="file"?S(e,t):i===
"pipe"?$(e,t,o):((0,a.closeSync)(e),i)}function h(n){return n.isFile()?"file":n.isFIFO()?"pipe":{kind:"not-readable",what:y(
n)??"not a regular file"}}function S(n,t){try{let{size:o}=(0,a.fstatSync)(n);if(o>t)return{kind:"too-large",size:o};let r=Buffer.
allocUnsafe(o+1),e=0;for(;;){if(e===r.length){if(e>t)return{kind:"too-large",size:null};let u=Buffer.allocUnsafe(Math.min(
r.length*2,t+1));r.copy(u,0,0,e),r=u}let i=(0,a.readSync)(n,r,e,r.length-e,null);if(i===0)break;e+=i}return{kind:"read",
bytes:r.subarray(0,e)}}finally{(0,a.closeSync)(n)}}async function $(n,t,o){let{Socket:r}=await import("node:net"),e=new r(
{fd:n,readable:!0,writable:!1});return new Promise((i,u)=>{let b=[],s=0,m=!1,l=d=>{m||(m=!0,o?.removeEventListener("abor\
t",f),e.destroy(),d())},f=()=>l(()=>u(o?.reason));e.on("data",d=>{b.push(d),s+=d.length,s>t&&l(()=>i({kind:"too-large",size:null}))}),
e.on("end",()=>l(()=>i({kind:"read",bytes:Buffer.concat(b,s)}))),e.on("error",d=>l(()=>u(d))),o?.aborted?f():o?.addEventListener(
"abort",f,{once:!0})})}async function E(n,t,o){let r;try{r=await v(n,c.eventBytes,o)}catch(e){throw o?.aborted&&e===o.reason?
e:g(t,e,"event file")}if(r.kind==="read")return r.bytes;throw r.kind==="too-large"?N(t,r.size):new p("usage",`event file\
: is ${r.what}; an event payload must be a regular file or a pipe: give a JSON file, or <(command) for a command's outpu\
t`,{where:t})}function N(n,t){return I(n,"event file",t,c.eventBytes,"an event payload","as GitHub caps a webhook payloa\
d at 25 MB; give the payload alone")}function I(n,t,o,r,e,i){let u=o===null?`is more than ${r} bytes`:`is ${o} bytes`;return new p(
"usage",`${t===void 0?"":`${t}: `}${u}; ${e} may be at most ${r} bytes (${R(r)}), ${i}`,{where:n})}function R(n){return n>=
1024*1024?`${n/1024/1024} MiB`:`${n/1024} KiB`}export{v as a,E as b,N as c,I as d};
