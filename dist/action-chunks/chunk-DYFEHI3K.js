import{execFile as c}from"node:child_process";var u=/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/,a=t=>t.slice(0,12);function o(t,e){
return new Promise(n=>{c("git",["-c","safe.directory=*","-c","core.fsmonitor=false",...e],{cwd:t,encoding:"buffer",maxBuffer:64*
1024*1024,timeout:3e4,windowsHide:!0},(i,r)=>n(i?void 0:r))})}async function m(t){let e=await o(t,["rev-parse","--show-t\
oplevel","--absolute-git-dir"]),n=await o(t,["rev-parse","--verify","--quiet","HEAD^{commit}"]),[i,r]=e?.toString("utf8").
split(`
`)??[],s=n?.toString("utf8").trim();return!i||!r||!s?null:{top:i,gitDir:r,head:s}}async function g(t,e){return await o(t,
["cat-file","-e",`${e}^{commit}`])!==void 0}export{u as a,a as b,o as c,m as d,g as e};
