import{a as f}from"./chunk-5A7QKWCT.js";import{d as a}from"./chunk-3NR5HZ6E.js";var o=a(f(),1);function b(){let r=new AbortController,t=!1,n=l(1,()=>r.abort()),i=l(2,()=>{t=!0}),{kind:d,stream:s}=n.open();
return{stdout:e=>{r.signal.aborted||n.write(e)},stderr:e=>{t||i.write(e)},readStdin:async()=>{let e=[];for await(let u of process.
stdin)e.push(u);return Buffer.concat(e)},cwd:process.cwd(),env:process.env,isTTY:!!s?.isTTY,stdoutIsFile:d==="file",...s?
w(s):{},stdoutClosed:r.signal}}function l(r,t){let n,i=()=>{if(n===void 0){let s=m(r),e=s==="stream"?r===1?process.stdout:
process.stderr:null;e?.on("error",t),n={kind:s,stream:e}}return n};return{open:i,write:s=>{let{stream:e}=i();if(e){e.write(
s);return}try{let u=Buffer.from(s,"utf8");for(let c=0;c<u.length;)c+=(0,o.writeSync)(r,u,c)}catch{t()}}}}function m(r){try{
let t=(0,o.fstatSync)(r);if(t.isFile())return"file";if(t.isCharacterDevice()&&t.rdev===p())return"null"}catch{}return"st\
ream"}function p(){try{return(0,o.statSync)("/dev/null").rdev}catch{return-1}}function w(r){let{columns:t=0,rows:n=0}=r;
return t>0&&n>0?{terminal:{columns:t,rows:n}}:{}}var v={ok:0,failure:1,usage:2};export{b as a,v as b};
