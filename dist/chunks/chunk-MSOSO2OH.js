import{execFile as x}from"node:child_process";import{basename as k}from"node:path";var d="000000000000000000000000000000\
0000000000";async function E(t,e){let[n,i,o,c]=await Promise.all([m(t,["rev-parse","--show-toplevel","HEAD","--symbolic-\
full-name","HEAD"]),m(t,["config","--get-regexp","^(remote\\.origin\\.url|user\\.name|init\\.defaultbranch)$"]),m(t,["sy\
mbolic-ref","-q","--short","refs/remotes/origin/HEAD"]),m(t,["log","-1","--no-show-signature","--decorate-refs=refs/tags\
/",`--format=${b}`,"HEAD"])]),[s=null,a=null,u=null]=n.lines,g=n.ok?u:s!==null?(await m(t,["symbolic-ref","-q","HEAD"])).
lines[0]:null,r=new Map;for(let l of i.lines){let p=l.indexOf(" ");p>0&&r.set(l.slice(0,p),l.slice(p+1))}let f=r.get("re\
mote.origin.url"),h=n.ok&&a&&/^[0-9a-f]{40,64}$/.test(a)?a:d;return{facts:{repository:f&&y(f)||`local/${k(t)||"repositor\
y"}`,sha:h,ref:g?.startsWith("refs/")?g:"refs/heads/main",actor:r.get("user.name")||e.USER||e.USERNAME||"local",workspace:t,
...o.ok&&o.lines[0]?.startsWith("origin/")?{defaultBranch:o.lines[0].slice(7)}:r.get("init.defaultbranch")?{defaultBranch:r.
get("init.defaultbranch")}:{},...c.ok&&h!==d?$(c.stdout):{}},root:s}}var b="%P%x00%D%x00%T%x00%an%x00%ae%x00%cn%x00%ce%x\
00%cI%x00%B";function $(t){let e=t.split("\0");if(e.length<9)return{};let[n="",i="",o="",c="",s="",a="",u="",g=""]=e,r=n.
split(" ")[0]??"",f=i.split(", ").filter(l=>l.startsWith("tag: ")).map(l=>l.slice(5)),h={tree:o,message:e.slice(8).join(
"\0").replace(/\n+$/,""),timestamp:g,author:{name:c,email:s},committer:{name:a,email:u}};return{.../^[0-9a-f]{40,64}$/.test(
r)?{parentSha:r}:{},tags:f,commit:h}}function y(t){let e=/[/:]([^/:]+)\/([^/]+?)(?:\.git)?\/?$/.exec(t.trim());return e?
`${e[1]}/${e[2]}`:null}async function w(t,e,n,i){if(!/^[0-9a-f]{7,64}$/i.test(e))return null;let o=await m(t,["show",`${e}\
:./${n.replace(/^\.\/+/,"")}`],i);return o.ok?o.stdout:null}function m(t,e,n){return new Promise(i=>{x("git",e,{cwd:t,timeout:5e3,
windowsHide:!0,...n?{maxBuffer:n}:{}},(o,c)=>{let s=String(c??""),a=s.split(/\r?\n/).filter(u=>u!=="");i({ok:!o,lines:a,
stdout:s})})})}export{E as a,$ as b,y as c,w as d};
