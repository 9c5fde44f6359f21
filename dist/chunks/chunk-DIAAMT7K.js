import{a as i}from"./chunk-5A7QKWCT.js";import{d as n}from"./chunk-3NR5HZ6E.js";var e=n(i(),1);function d(){let t=new AbortController,o=!1;return process.stdout.on("error",()=>t.abort()),process.stderr.
on("error",()=>{o=!0}),{stdout:r=>{t.signal.aborted||process.stdout.write(r)},stderr:r=>{o||process.stderr.write(r)},readStdin:async()=>{
let r=[];for await(let s of process.stdin)r.push(s);return Buffer.concat(r)},cwd:process.cwd(),env:process.env,isTTY:!!process.
stdout.isTTY,stdoutIsFile:u(1),...c(process.stdout),stdoutClosed:t.signal}}function u(t){try{return(0,e.fstatSync)(t).isFile()}catch{
return!1}}function c(t){let{columns:o=0,rows:r=0}=t;return o>0&&r>0?{terminal:{columns:o,rows:r}}:{}}var l={ok:0,failure:1,
usage:2};export{d as a,l as b};
