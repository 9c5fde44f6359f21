import{a as b}from"./chunk-5A7QKWCT.js";import{d as p}from"./chunk-3NR5HZ6E.js";var u=p(b(),1);function w(){let n=new AbortController,r=!1,o=f(1,()=>n.abort()),c=f(2,()=>{r=!0}),{kind:l,stream:t}=o.open();
return{stdout:e=>{n.signal.aborted||o.write(e)},stderr:e=>{r||c.write(e)},readStdin:async e=>{let i=[],s=0;for await(let a of process.
stdin)if(i.push(a),s+=a.length,s>e)break;return Buffer.concat(i,s).subarray(0,e+1)},cwd:process.cwd(),env:process.env,...process.
argv[1]===void 0?{}:{script:process.argv[1]},isTTY:!!t?.isTTY,stdoutIsFile:l==="file",...t?m(t):{},...t?.isTTY?{onResize:e=>{
let i=()=>{let{terminal:s}=m(t);s&&e(s)};return t.on("resize",i),()=>t.off("resize",i)}}:{},stdoutClosed:n.signal}}function f(n,r){
let o,c=()=>{if(o===void 0){let t=v(n),e=t==="stream"?n===1?process.stdout:process.stderr:null;e?.on("error",r),o={kind:t,
stream:e}}return o};return{open:c,write:t=>{let{stream:e}=c();if(e){e.write(t);return}try{let i=Buffer.from(t,"utf8");for(let s=0;s<
i.length;)s+=(0,u.writeSync)(n,i,s)}catch{r()}}}}function v(n){try{let r=(0,u.fstatSync)(n);if(r.isFile())return"file";if(r.
isCharacterDevice()&&r.rdev===g())return"null"}catch{}return"stream"}var d;function g(){if(d===void 0)try{d=(0,u.statSync)(
"/dev/null").rdev}catch{d=-1}return d}function m(n){let{columns:r=0,rows:o=0}=n;return r>0&&o>0?{terminal:{columns:r,rows:o}}:
{}}var S={ok:0,failure:1,usage:2};export{w as a,S as b};
