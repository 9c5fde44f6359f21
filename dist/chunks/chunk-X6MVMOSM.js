import{d as f}from"./chunk-OKFZ7BVP.js";import{a as h}from"./chunk-5A7QKWCT.js";import{h as c,o as g,v as p}from"./chunk-FJ7SBSSN.js";
import{d as k}from"./chunk-3NR5HZ6E.js";function R(e,n,r){let i=w(n);return new f("usage",r===void 0?i:`${r}: ${i}`,{where:e,cause:n})}function w(e){let n=e?.code;
return n==="ENOENT"?"no such file":n==="EISDIR"?"is a directory":n==="EACCES"||n==="EPERM"?"permission denied":`cannot b\
e read (${n??(e instanceof Error?e.message:String(e))})`}var x=g({code:c(),severity:p(["error","warning"]),path:c(),message:c()});function N(e){return`${e.path}: ${e.message}`}var o=k(h(),1);function b(e){return e.isFile()?null:e.isSymbolicLink()?"a symbolic link":e.isDirectory()?"a directory":e.
isFIFO()?"a FIFO (named pipe)":e.isSocket()?"a socket":e.isCharacterDevice()?"a character device":e.isBlockDevice()?"a b\
lock device":"not a regular file"}async function P(e,n){return O(e,n)}function O(e,n){let r=m(e,n);if(r.kind!=="opened")
return r;let{fd:i,stats:t}=r;try{let l=z(i,t.size,n);return l===null?{kind:"too-large",size:n+1}:{kind:"file",bytes:new Uint8Array(
l)}}finally{(0,o.closeSync)(i)}}function z(e,n,r){let i=Buffer.allocUnsafe(Math.min(n,r)+1),t=0;for(;;){if(t===i.length){
if(t>r)return null;let a=Buffer.allocUnsafe(Math.min(i.length*2,r+1));i.copy(a,0,0,t),i=a}let l=(0,o.readSync)(e,i,t,i.length-
t,t);if(l===0)break;t+=l}return i.subarray(0,t)}function T(e,n){let r=m(e,null);if(r.kind!=="opened")return r;let{fd:i,stats:t}=r;
try{let l=Math.max(0,t.size-n),a=Buffer.allocUnsafe(t.size-l),u=0;for(;u<a.length;){let s=(0,o.readSync)(i,a,u,a.length-
u,l+u);if(s===0)break;u+=s}return{kind:"file",bytes:new Uint8Array(a.subarray(0,u)),size:t.size}}finally{(0,o.closeSync)(
i)}}function m(e,n){let r;try{r=(0,o.lstatSync)(e)}catch(s){if(y(s))return{kind:"missing"};throw s}let i=b(r);if(i!==null)
return{kind:"not-regular",what:i};if(n!==null&&r.size>n)return{kind:"too-large",size:r.size};let t;try{t=(0,o.openSync)(
e,o.constants.O_RDONLY|(o.constants.O_NOFOLLOW??0)|(o.constants.O_NONBLOCK??0))}catch(s){if(d(s)==="ELOOP"||d(s)==="EMLI\
NK")return{kind:"not-regular",what:"a symbolic link"};if(y(s))return{kind:"missing"};throw s}let l;try{l=(0,o.fstatSync)(
t)}catch(s){throw(0,o.closeSync)(t),s}let a=b(l),u=a!==null?a:l.ino!==r.ino||l.dev!==r.dev?"a file that was replaced whi\
le being opened":null;return u===null?{kind:"opened",fd:t,stats:l}:((0,o.closeSync)(t),{kind:"not-regular",what:u})}function d(e){
let n=e?.code;return typeof n=="string"?n:void 0}function y(e){let n=d(e);return n==="ENOENT"||n==="ENOTDIR"}export{b as a,P as b,O as c,z as d,T as e,R as f,w as g,x as h,N as i};
