import{d as f}from"./chunk-OKFZ7BVP.js";import{a as k}from"./chunk-5A7QKWCT.js";import{Da as p,pa as c,wa as g}from"./chunk-RHKLK6JY.js";
import{d as y}from"./chunk-3NR5HZ6E.js";function z(e,n,t){let r=w(n);return new f("usage",t===void 0?r:`${t}: ${r}`,{where:e,cause:n})}function w(e){let n=e?.code;
return n==="ENOENT"?"no such file":n==="EISDIR"?"is a directory":n==="EACCES"||n==="EPERM"?"permission denied":`cannot b\
e read (${n??(e instanceof Error?e.message:String(e))})`}var F=g({code:c(),severity:p(["error","warning"]),path:c(),message:c()});function A(e){return`${e.path}: ${e.message}`}function O(e,n){if(e.charCodeAt(n)!==27)return-1;let t=e.charCodeAt(n+1);if(t===91){let r=n+2;for(;r<e.length&&e.charCodeAt(
r)>=48&&e.charCodeAt(r)<=63;)r++;for(;r<e.length&&e.charCodeAt(r)>=32&&e.charCodeAt(r)<=47;)r++;let i=e.charCodeAt(r);return i>=
64&&i<=126?r+1:-1}if(t===93){let r=Math.min(e.length,n+4096);for(let i=n+2;i<r;i++){let o=e.charCodeAt(i);if(o===7)return i+
1;if(o===27)return e.charCodeAt(i+1)===92?i+2:-1}}return-1}function N(e){let n=e.length;for(;n>0&&e.charCodeAt(n-1)===13;)
n--;let t=e.slice(0,n);return t.slice(t.lastIndexOf("\r")+1)}function U(e){if(!e.includes("\x1B"))return e;let n="",t=0;
for(let r=e.indexOf("\x1B");r>=0;r=e.indexOf("\x1B",r+1)){let i=O(e,r);i<0||(n+=e.slice(t,r),t=i,r=i-1)}return n+e.slice(
t)}var s=y(k(),1);function h(e){return e.isFile()?null:e.isSymbolicLink()?"a symbolic link":e.isDirectory()?"a directory":e.
isFIFO()?"a FIFO (named pipe)":e.isSocket()?"a socket":e.isCharacterDevice()?"a character device":e.isBlockDevice()?"a b\
lock device":"not a regular file"}async function M(e,n){return S(e,n)}function S(e,n){let t=m(e,n);if(t.kind!=="opened")
return t;let{fd:r,stats:i}=t;try{let o=Buffer.allocUnsafe(Math.min(i.size,n)+1),l=0;for(;;){if(l===o.length){if(l>n)return{
kind:"too-large",size:l};let a=Buffer.allocUnsafe(Math.min(o.length*2,n+1));o.copy(a,0,0,l),o=a}let u=(0,s.readSync)(r,o,
l,o.length-l,l);if(u===0)break;l+=u}return{kind:"file",bytes:new Uint8Array(o.subarray(0,l))}}finally{(0,s.closeSync)(r)}}
function T(e,n){let t=m(e,null);if(t.kind!=="opened")return t;let{fd:r,stats:i}=t;try{let o=Math.max(0,i.size-n),l=Buffer.
allocUnsafe(i.size-o),u=0;for(;u<l.length;){let a=(0,s.readSync)(r,l,u,l.length-u,o+u);if(a===0)break;u+=a}return{kind:"\
file",bytes:new Uint8Array(l.subarray(0,u)),size:i.size}}finally{(0,s.closeSync)(r)}}function m(e,n){let t;try{t=(0,s.lstatSync)(
e)}catch(a){if(b(a))return{kind:"missing"};throw a}let r=h(t);if(r!==null)return{kind:"not-regular",what:r};if(n!==null&&
t.size>n)return{kind:"too-large",size:t.size};let i;try{i=(0,s.openSync)(e,s.constants.O_RDONLY|(s.constants.O_NOFOLLOW??
0)|(s.constants.O_NONBLOCK??0))}catch(a){if(d(a)==="ELOOP"||d(a)==="EMLINK")return{kind:"not-regular",what:"a symbolic l\
ink"};if(b(a))return{kind:"missing"};throw a}let o;try{o=(0,s.fstatSync)(i)}catch(a){throw(0,s.closeSync)(i),a}let l=h(o),
u=l!==null?l:o.ino!==t.ino||o.dev!==t.dev?"a file that was replaced while being opened":null;return u===null?{kind:"open\
ed",fd:i,stats:o}:((0,s.closeSync)(i),{kind:"not-regular",what:u})}function d(e){let n=e?.code;return typeof n=="string"?
n:void 0}function b(e){let n=d(e);return n==="ENOENT"||n==="ENOTDIR"}export{M as a,S as b,T as c,z as d,w as e,F as f,A as g,O as h,N as i,U as j};
