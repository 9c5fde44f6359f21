import{e as H,f as S}from"./chunk-VLLWXIM2.js";import"./chunk-A64LSPLL.js";import{execFile as q}from"node:child_process";import{lstat as B,realpath as _}from"node:fs/promises";import{dirname as w,
isAbsolute as k,relative as p,resolve as h,sep as C}from"node:path";var P=/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;async function D(n,r,e,s){let t=n.GITHUB_SHA??"";if(!P.test(t)||k(e))return{kind:"\
checkout"};let m=h(r,e),l=p(h(r),m);if(l===""||l.startsWith("..")||k(l))return{kind:"checkout"};let d=await F(h(r),w(m)),
a=(await u(d,["rev-parse","--show-toplevel"]))?.toString("utf8").trim(),o=(await u(d,["rev-parse","--verify","--quiet","\
HEAD^{commit}"]))?.toString("utf8").trim();if(!a||!o||o===t)return{kind:"checkout"};let f=p(await _(a),h(await _(d),p(d,
m)));if(f===""||f.startsWith("..")||k(f))return{kind:"checkout"};let i=U=>U.slice(0,12),g="a template is read at the com\
mit the run is for, as the workflow file is, so that a checked-out pull request's head cannot write it";if(await u(a,["c\
at-file","-e",`${t}^{commit}`])===void 0)return n.GITHUB_EVENT_NAME==="pull_request"?{kind:"checkout",note:`the checkout\
 is at ${i(o)}, and ${i(t)}, the merge commit this pull_request run is for, is not in the clone: read from the checkout,\
 as the pull request's workflow file is its author's too`}:{kind:"refused",reason:`the checkout is at ${i(o)}, not at ${i(
t)}, the commit this run is for (GITHUB_SHA), and ${i(t)} is not in the clone: ${g}; fetch that commit too (actions/chec\
kout with fetch-depth: 0), or write the template in the \`prompt\` input`};let x=f.split(C).join("/"),v=(await u(a,["ls-\
tree","-z","--long",t,"--",x]))?.toString("utf8")??"",$=/^(\d+) (\w+) ([0-9a-f]+) +(-|\d+)\t/.exec(v);if(!$)return{kind:"\
refused",reason:`is not in ${i(t)}, the commit this run is for (GITHUB_SHA); the checkout is at ${i(o)}, whose copy is n\
ot read: ${g}. Commit it to the branch the run is for, or write the template in the \`prompt\` input`};let[,E,b,T,y]=$;if(E===
"120000")return{kind:"refused",reason:`is a symbolic link in ${i(t)}; links are never followed`};if(b!=="blob")return{kind:"\
refused",reason:`is not a file in ${i(t)} (a ${b})`};if(Number(y)>s)return{kind:"refused",reason:`is ${y} bytes in ${i(t)}\
, more than the ${s}-byte limit`};let A=await u(a,["cat-file","blob",T]);if(A===void 0)return{kind:"refused",reason:`can\
not be read from ${i(t)} with git`};let c=S(A);return c.kind!=="text"?{kind:"refused",reason:c.kind==="utf-16"?`${c.problem}\
; ${H}`:c.problem}:{kind:"read",text:c.text,sha:t,head:o}}async function F(n,r){for(let e=r;;e=w(e))if((await B(e).catch(
()=>{}))?.isDirectory()||e===n||w(e)===e)return e}function u(n,r){return new Promise(e=>{q("git",["-C",n,...r],{encoding:"\
buffer",timeout:1e4,maxBuffer:16*1024*1024,windowsHide:!0},(s,t)=>e(s?void 0:t))})}export{D as readAtRunCommit};
