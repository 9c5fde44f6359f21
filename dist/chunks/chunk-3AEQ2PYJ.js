import{p as h}from"./chunk-YW23EYA3.js";import{a as N}from"./chunk-NUWPZMYM.js";import{a as g,c as y,f as k}from"./chunk-JFRZY623.js";
import{c as w,f as c}from"./chunk-X6MVMOSM.js";import{a as p}from"./chunk-TIXFR75A.js";import{d as s}from"./chunk-OKFZ7BVP.js";
import{a as I}from"./chunk-5A7QKWCT.js";import{G as f,V as u}from"./chunk-C33NMHQG.js";import{d as m}from"./chunk-3NR5HZ6E.js";var b=m(I(),1),S=m(N(),1);import{basename as l,join as F,resolve as d}from"node:path";var x=/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Variation_Selector}\u115f\u1160\u3164\uffa0]/u;function B(i){try{return(0,b.readdirSync)(
F(i,u),{withFileTypes:!0}).filter(e=>!e.isDirectory()&&/\.ya?ml$/.test(e.name)&&!x.test(e.name)).map(e=>`${u}/${e.name}`).
sort()}catch{return[]}}function C(i,e){let a=B(i),n=l(e),r=a.find(t=>l(t)===n);if(r!==void 0)return r;let o=p(n,a.map(t=>l(
t)));return o===void 0?void 0:a.find(t=>l(t)===o)}function U(i,e){try{let a=w(F(i,e),f.workflowFileBytes);if(a.kind!=="f\
ile")return!1;let n=Buffer.from(a.bytes).toString("utf8"),r=(0,S.parse)(n)?.on,o=typeof r=="string"?[r]:Array.isArray(r)?
r:r!==null&&typeof r=="object"?Object.keys(r):[];return o.length>0&&o.every(t=>t==="workflow_call")}catch{return!1}}function E(i,e,a){
let n=c(e,a),r=h(a,"ENOENT")?C(i,e):void 0;return r===void 0||d(i,r)===d(i,e)?n:new s(n.code,n.message,{...n.where===void 0?
{}:{where:n.where},details:[`did you mean ${r}?`],cause:a})}async function j(i,e,a={}){let{signal:n,unreadable:r=t=>E(i,
e,t)}=a,o;try{o=await g(d(i,e),f.workflowFileBytes,n)}catch(t){throw y(n,t)?t:r(t)}if(o.kind==="read")return o.bytes.toString(
"utf8");throw o.kind==="too-large"?k(e,void 0,o.size,f.workflowFileBytes,"a workflow file","as baton reads no larger wor\
kflow file, named or called: move long scripts and prompts into files it names"):o.what==="a directory"?new s("usage","i\
s a directory",{where:e}):new s("usage",`is ${o.what}; a workflow file must be a regular file or a pipe: give the workfl\
ow file, or <(command) for a command's output`,{where:e})}export{B as a,U as b,j as c};
