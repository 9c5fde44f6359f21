import{d as f}from"./chunk-OKFZ7BVP.js";import{a as h}from"./chunk-5A7QKWCT.js";import{h as c,o as g,v as p}from"./chunk-X3WXZ7VZ.js";
import{d as m}from"./chunk-3NR5HZ6E.js";function R(e,n,t){let l=w(n);return new f("usage",t===void 0?l:`${t}: ${l}`,{where:e,cause:n})}function w(e){let n=e?.code;
return n==="ENOENT"?"no such file":n==="EISDIR"?"is a directory":n==="EACCES"||n==="EPERM"?"permission denied":`cannot b\
e read (${n??(e instanceof Error?e.message:String(e))})`}var S=g({code:c(),severity:p(["error","warning"]),path:c(),message:c()});function x(e){return`${e.path}: ${e.message}`}var r=m(h(),1);function y(e){return e.isFile()?null:e.isSymbolicLink()?"a symbolic link":e.isDirectory()?"a directory":e.
isFIFO()?"a FIFO (named pipe)":e.isSocket()?"a socket":e.isCharacterDevice()?"a character device":e.isBlockDevice()?"a b\
lock device":"not a regular file"}async function U(e,n){return O(e,n)}function O(e,n){let t=k(e,n);if(t.kind!=="opened")
return t;let{fd:l,stats:u}=t;try{let o=Buffer.allocUnsafe(Math.min(u.size,n)+1),i=0;for(;;){if(i===o.length){if(i>n)return{
kind:"too-large",size:i};let s=Buffer.allocUnsafe(Math.min(o.length*2,n+1));o.copy(s,0,0,i),o=s}let a=(0,r.readSync)(l,o,
i,o.length-i,i);if(a===0)break;i+=a}return{kind:"file",bytes:new Uint8Array(o.subarray(0,i))}}finally{(0,r.closeSync)(l)}}
function P(e,n){let t=k(e,null);if(t.kind!=="opened")return t;let{fd:l,stats:u}=t;try{let o=Math.max(0,u.size-n),i=Buffer.
allocUnsafe(u.size-o),a=0;for(;a<i.length;){let s=(0,r.readSync)(l,i,a,i.length-a,o+a);if(s===0)break;a+=s}return{kind:"\
file",bytes:new Uint8Array(i.subarray(0,a)),size:u.size}}finally{(0,r.closeSync)(l)}}function k(e,n){let t;try{t=(0,r.lstatSync)(
e)}catch(s){if(b(s))return{kind:"missing"};throw s}let l=y(t);if(l!==null)return{kind:"not-regular",what:l};if(n!==null&&
t.size>n)return{kind:"too-large",size:t.size};let u;try{u=(0,r.openSync)(e,r.constants.O_RDONLY|(r.constants.O_NOFOLLOW??
0)|(r.constants.O_NONBLOCK??0))}catch(s){if(d(s)==="ELOOP"||d(s)==="EMLINK")return{kind:"not-regular",what:"a symbolic l\
ink"};if(b(s))return{kind:"missing"};throw s}let o;try{o=(0,r.fstatSync)(u)}catch(s){throw(0,r.closeSync)(u),s}let i=y(o),
a=i!==null?i:o.ino!==t.ino||o.dev!==t.dev?"a file that was replaced while being opened":null;return a===null?{kind:"open\
ed",fd:u,stats:o}:((0,r.closeSync)(u),{kind:"not-regular",what:a})}function d(e){let n=e?.code;return typeof n=="string"?
n:void 0}function b(e){let n=d(e);return n==="ENOENT"||n==="ENOTDIR"}export{y as a,U as b,O as c,P as d,R as e,w as f,S as g,x as h};
