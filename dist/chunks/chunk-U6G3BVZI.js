import{d as x,e as d,f as A}from"./chunk-T7W5VX65.js";import{execFile as E}from"node:child_process";import{basename as H}from"node:path";var k="0000000000000000000000000000000000000000";async function F(n,e){let t=f=>y(n,e,f),[r,o,i,c]=await Promise.all([t(
["rev-parse","--show-toplevel","HEAD","--symbolic-full-name","HEAD"]),t(["config","--get-regexp","^(remote\\.origin\\.url|\
user\\.name|init\\.defaultbranch)$"]),t(["symbolic-ref","-q","--short","refs/remotes/origin/HEAD"]),t(["log","-1","--no-\
show-signature","--decorate-refs=refs/tags/",`--format=${b}`,"HEAD"])]),[s=null,a=null,m=null]=r.lines,u=r.ok?m:s!==null?
(await t(["symbolic-ref","-q","HEAD"])).lines[0]:null,l=new Map;for(let f of o.lines){let h=f.indexOf(" ");h>0&&l.set(f.
slice(0,h),f.slice(h+1))}let p=l.get("remote.origin.url"),g=r.ok&&a&&d.test(a)?a:k;return{facts:{repository:p&&w(p)||$(s??
n),sha:g,ref:u?.startsWith("refs/")?u:"refs/heads/main",actor:l.get("user.name")||e.USER||e.USERNAME||"local",workspace:n,
...i.ok&&i.lines[0]?.startsWith("origin/")?{defaultBranch:i.lines[0].slice(7)}:A.test(l.get("init.defaultbranch")??"")?{
defaultBranch:l.get("init.defaultbranch")}:{},...c.ok&&g!==k?R(c.stdout):{}},root:s}}var b="%P%x00%D%x00%T%x00%an%x00%ae\
%x00%cn%x00%ce%x00%cI%x00%B";function R(n){let e=n.split("\0");if(e.length<9)return{};let[t="",r="",o="",i="",c="",s="",
a="",m=""]=e,u=t.split(" ")[0]??"",l=r.split(", ").filter(g=>g.startsWith("tag: ")).map(g=>g.slice(5)),p={tree:o,message:e.
slice(8).join("\0").replace(/\n+$/,""),timestamp:m,author:{name:i,email:c},committer:{name:s,email:a}};return{...d.test(
u)?{parentSha:u}:{},tags:l,commit:p}}function w(n){let e=/[/:]([^/:]+)\/([^/]+?)(?:\.git)?\/?$/.exec(n.trim()),t=e?`${e[1]}\
/${e[2]}`:null;return t!==null&&x.test(t)?t:null}function $(n){return`local/${H(n).replace(/[^A-Za-z0-9_.-]+/g,"-")||"re\
pository"}`}async function P(n,e,t,r,o){if(!/^[0-9a-f]{7,64}$/i.test(t))return null;let i=await y(n,e,["show",`${t}:./${r.
replace(/^\.\/+/,"")}`],o);return i.ok?i.stdout:null}function y(n,e,t,r){return new Promise(o=>{E("git",t,{cwd:n,env:e,timeout:5e3,
windowsHide:!0,...r?{maxBuffer:r}:{}},(i,c)=>{let s=String(c??""),a=s.split(/\r?\n/).filter(m=>m!=="");o({ok:!i,lines:a,
stdout:s})})})}export{F as a,R as b,w as c,P as d};
