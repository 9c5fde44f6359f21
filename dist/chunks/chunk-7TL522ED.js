import{p as k}from"./chunk-XKKS5J6K.js";import{a as I}from"./chunk-NUWPZMYM.js";import{a as g,e as y}from"./chunk-DU6UFEID.js";
import{c,f as p}from"./chunk-56XQEZWE.js";import{a as w}from"./chunk-TIXFR75A.js";import{d as s}from"./chunk-OKFZ7BVP.js";
import{a as S}from"./chunk-5A7QKWCT.js";import{D as f,R as u}from"./chunk-VTCVQFHR.js";import{d as m}from"./chunk-3NR5HZ6E.js";var h=m(S(),1),F=m(I(),1);import{basename as l,join as b,resolve as d}from"node:path";var N=/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Variation_Selector}\u115f\u1160\u3164\uffa0]/u;function x(i){try{return(0,h.readdirSync)(
b(i,u),{withFileTypes:!0}).filter(e=>!e.isDirectory()&&/\.ya?ml$/.test(e.name)&&!N.test(e.name)).map(e=>`${u}/${e.name}`).
sort()}catch{return[]}}function C(i,e){let a=x(i),n=l(e),r=a.find(t=>l(t)===n);if(r!==void 0)return r;let o=w(n,a.map(t=>l(
t)));return o===void 0?void 0:a.find(t=>l(t)===o)}function T(i,e){try{let a=c(b(i,e),f.workflowFileBytes);if(a.kind!=="f\
ile")return!1;let n=Buffer.from(a.bytes).toString("utf8"),r=(0,F.parse)(n)?.on,o=typeof r=="string"?[r]:Array.isArray(r)?
r:r!==null&&typeof r=="object"?Object.keys(r):[];return o.length>0&&o.every(t=>t==="workflow_call")}catch{return!1}}function E(i,e,a){
let n=p(e,a),r=k(a,"ENOENT")?C(i,e):void 0;return r===void 0||d(i,r)===d(i,e)?n:new s(n.code,n.message,{...n.where===void 0?
{}:{where:n.where},details:[`did you mean ${r}?`],cause:a})}async function U(i,e,a={}){let{signal:n,unreadable:r=t=>E(i,
e,t)}=a,o;try{o=await g(d(i,e),f.workflowFileBytes,n)}catch(t){throw n?.aborted&&t===n.reason?t:r(t)}if(o.kind==="read")
return o.bytes.toString("utf8");throw o.kind==="too-large"?y(e,void 0,o.size,f.workflowFileBytes,"a workflow file","as b\
aton reads no larger workflow file, named or called: move long scripts and prompts into files it names"):o.what==="a dir\
ectory"?new s("usage","is a directory",{where:e}):new s("usage",`is ${o.what}; a workflow file must be a regular file or\
 a pipe: give the workflow file, or <(command) for a command's output`,{where:e})}export{x as a,T as b,U as c};
