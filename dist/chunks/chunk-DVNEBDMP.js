import{a as m}from"./chunk-5A7QKWCT.js";import{d as f}from"./chunk-3NR5HZ6E.js";var o=f(m(),1);function v(){let r=new AbortController,t=!1,n=a(1,()=>r.abort()),i=a(2,()=>{t=!0}),{kind:l,stream:s}=n.open();
return{stdout:e=>{r.signal.aborted||n.write(e)},stderr:e=>{t||i.write(e)},readStdin:async()=>{let e=[];for await(let u of process.
stdin)e.push(u);return Buffer.concat(e)},cwd:process.cwd(),env:process.env,isTTY:!!s?.isTTY,stdoutIsFile:l==="file",...s?
w(s):{},stdoutClosed:r.signal}}function a(r,t){let n,i=()=>{if(n===void 0){let s=p(r),e=s==="stream"?r===1?process.stdout:
process.stderr:null;e?.on("error",t),n={kind:s,stream:e}}return n};return{open:i,write:s=>{let{stream:e}=i();if(e){e.write(
s);return}try{let u=Buffer.from(s,"utf8");for(let d=0;d<u.length;)d+=(0,o.writeSync)(r,u,d)}catch{t()}}}}function p(r){try{
let t=(0,o.fstatSync)(r);if(t.isFile())return"file";if(t.isCharacterDevice()&&t.rdev===b())return"null"}catch{}return"st\
ream"}var c;function b(){if(c===void 0)try{c=(0,o.statSync)("/dev/null").rdev}catch{c=-1}return c}function w(r){let{columns:t=0,
rows:n=0}=r;return t>0&&n>0?{terminal:{columns:t,rows:n}}:{}}var g={ok:0,failure:1,usage:2};export{v as a,g as b};
