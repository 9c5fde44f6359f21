import{a as p}from"./chunk-5A7QKWCT.js";import{d as m}from"./chunk-3NR5HZ6E.js";var u=m(p(),1);function w(){let n=new AbortController,r=!1,s=a(1,()=>n.abort()),c=a(2,()=>{r=!0}),{kind:l,stream:e}=s.open();
return{stdout:t=>{n.signal.aborted||s.write(t)},stderr:t=>{r||c.write(t)},readStdin:async()=>{let t=[];for await(let o of process.
stdin)t.push(o);return Buffer.concat(t)},cwd:process.cwd(),env:process.env,isTTY:!!e?.isTTY,stdoutIsFile:l==="file",...e?
f(e):{},...e?.isTTY?{onResize:t=>{let o=()=>{let{terminal:i}=f(e);i&&t(i)};return e.on("resize",o),()=>e.off("resize",o)}}:
{},stdoutClosed:n.signal}}function a(n,r){let s,c=()=>{if(s===void 0){let e=b(n),t=e==="stream"?n===1?process.stdout:process.
stderr:null;t?.on("error",r),s={kind:e,stream:t}}return s};return{open:c,write:e=>{let{stream:t}=c();if(t){t.write(e);return}
try{let o=Buffer.from(e,"utf8");for(let i=0;i<o.length;)i+=(0,u.writeSync)(n,o,i)}catch{r()}}}}function b(n){try{let r=(0,u.fstatSync)(
n);if(r.isFile())return"file";if(r.isCharacterDevice()&&r.rdev===v())return"null"}catch{}return"stream"}var d;function v(){
if(d===void 0)try{d=(0,u.statSync)("/dev/null").rdev}catch{d=-1}return d}function f(n){let{columns:r=0,rows:s=0}=n;return r>
0&&s>0?{terminal:{columns:r,rows:s}}:{}}var g={ok:0,failure:1,usage:2};export{w as a,g as b};
