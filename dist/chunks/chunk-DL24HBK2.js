import{execFile as x}from"node:child_process";import{basename as k}from"node:path";var d="000000000000000000000000000000\
0000000000";async function A(t,e){let[n,c,r,s]=await Promise.all([m(t,["rev-parse","--show-toplevel","HEAD","--symbolic-\
full-name","HEAD"]),m(t,["config","--get-regexp","^(remote\\.origin\\.url|user\\.name|init\\.defaultbranch)$"]),m(t,["sy\
mbolic-ref","-q","--short","refs/remotes/origin/HEAD"]),m(t,["log","-1","--no-show-signature","--decorate-refs=refs/tags\
/",`--format=${b}`,"HEAD"])]),[l=null,i=null,h=null]=n.lines,g=n.ok?h:l!==null?(await m(t,["symbolic-ref","-q","HEAD"])).
lines[0]:null,o=new Map;for(let a of c.lines){let p=a.indexOf(" ");p>0&&o.set(a.slice(0,p),a.slice(p+1))}let u=o.get("re\
mote.origin.url"),f=n.ok&&i&&/^[0-9a-f]{40,64}$/.test(i)?i:d;return{facts:{repository:u&&y(u)||`local/${k(t)||"repositor\
y"}`,sha:f,ref:g?.startsWith("refs/")?g:"refs/heads/main",actor:o.get("user.name")||e.USER||e.USERNAME||"local",workspace:t,
...r.ok&&r.lines[0]?.startsWith("origin/")?{defaultBranch:r.lines[0].slice(7)}:o.get("init.defaultbranch")?{defaultBranch:o.
get("init.defaultbranch")}:{},...s.ok&&f!==d?H(s.stdout):{}},root:l}}var b="%P%x00%D%x00%T%x00%an%x00%ae%x00%cn%x00%ce%x\
00%cI%x00%B";function H(t){let e=t.split("\0");if(e.length<9)return{};let[n="",c="",r="",s="",l="",i="",h="",g=""]=e,o=n.
split(" ")[0]??"",u=c.split(", ").filter(a=>a.startsWith("tag: ")).map(a=>a.slice(5)),f={tree:r,message:e.slice(8).join(
"\0").replace(/\n+$/,""),timestamp:g,author:{name:s,email:l},committer:{name:i,email:h}};return{.../^[0-9a-f]{40,64}$/.test(
o)?{parentSha:o}:{},tags:u,commit:f}}function y(t){let e=/[/:]([^/:]+)\/([^/]+?)(?:\.git)?\/?$/.exec(t.trim());return e?
`${e[1]}/${e[2]}`:null}function m(t,e){return new Promise(n=>{x("git",e,{cwd:t,timeout:5e3,windowsHide:!0},(c,r)=>{let s=String(
r??""),l=s.split(/\r?\n/).filter(i=>i!=="");n({ok:!c,lines:l,stdout:s})})})}export{A as a};
