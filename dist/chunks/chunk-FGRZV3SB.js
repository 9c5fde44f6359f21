import{d as x,e as d,f as A}from"./chunk-EE3CSVQT.js";import{execFile as y}from"node:child_process";import{basename as E}from"node:path";var k="0000000000000000000000000000000000000000";async function F(t,e){let[n,i,o,c]=await Promise.all([m(t,["rev-parse",
"--show-toplevel","HEAD","--symbolic-full-name","HEAD"]),m(t,["config","--get-regexp","^(remote\\.origin\\.url|user\\.name|\
init\\.defaultbranch)$"]),m(t,["symbolic-ref","-q","--short","refs/remotes/origin/HEAD"]),m(t,["log","-1","--no-show-sig\
nature","--decorate-refs=refs/tags/",`--format=${H}`,"HEAD"])]),[r=null,a=null,u=null]=n.lines,g=n.ok?u:r!==null?(await m(
t,["symbolic-ref","-q","HEAD"])).lines[0]:null,s=new Map;for(let l of i.lines){let h=l.indexOf(" ");h>0&&s.set(l.slice(0,
h),l.slice(h+1))}let f=s.get("remote.origin.url"),p=n.ok&&a&&d.test(a)?a:k;return{facts:{repository:f&&$(f)||C(r??t),sha:p,
ref:g?.startsWith("refs/")?g:"refs/heads/main",actor:s.get("user.name")||e.USER||e.USERNAME||"local",workspace:t,...o.ok&&
o.lines[0]?.startsWith("origin/")?{defaultBranch:o.lines[0].slice(7)}:A.test(s.get("init.defaultbranch")??"")?{defaultBranch:s.
get("init.defaultbranch")}:{},...c.ok&&p!==k?b(c.stdout):{}},root:r}}var H="%P%x00%D%x00%T%x00%an%x00%ae%x00%cn%x00%ce%x\
00%cI%x00%B";function b(t){let e=t.split("\0");if(e.length<9)return{};let[n="",i="",o="",c="",r="",a="",u="",g=""]=e,s=n.
split(" ")[0]??"",f=i.split(", ").filter(l=>l.startsWith("tag: ")).map(l=>l.slice(5)),p={tree:o,message:e.slice(8).join(
"\0").replace(/\n+$/,""),timestamp:g,author:{name:c,email:r},committer:{name:a,email:u}};return{...d.test(s)?{parentSha:s}:
{},tags:f,commit:p}}function $(t){let e=/[/:]([^/:]+)\/([^/]+?)(?:\.git)?\/?$/.exec(t.trim()),n=e?`${e[1]}/${e[2]}`:null;
return n!==null&&x.test(n)?n:null}function C(t){return`local/${E(t).replace(/[^A-Za-z0-9_.-]+/g,"-")||"repository"}`}async function P(t,e,n,i){
if(!/^[0-9a-f]{7,64}$/i.test(e))return null;let o=await m(t,["show",`${e}:./${n.replace(/^\.\/+/,"")}`],i);return o.ok?o.
stdout:null}function m(t,e,n){return new Promise(i=>{y("git",e,{cwd:t,timeout:5e3,windowsHide:!0,...n?{maxBuffer:n}:{}},
(o,c)=>{let r=String(c??""),a=r.split(/\r?\n/).filter(u=>u!=="");i({ok:!o,lines:a,stdout:r})})})}export{F as a,b,$ as c,P as d};
