import{a as x,b as e,c as k,d as T,e as E}from"./chunk-DYFEHI3K.js";import{e as H,f as S}from"./chunk-VLLWXIM2.js";
import"./chunk-A64LSPLL.js";import{lstat as N,realpath as U}from"node:fs/promises";import{dirname as $,isAbsolute as p,relative as w,resolve as u,sep as R}from"node:path";async function j(o,r,i,d){let t=o.GITHUB_SHA??"";if(!x.test(t)||p(i))return{kind:"checkout"};let h=u(r,i),f=w(u(r),h);if(f===
""||f.startsWith("..")||p(f))return{kind:"checkout"};let m=await v(u(r),$(h)),l=await T(m);if(l===null||l.head===t)return{
kind:"checkout"};let{top:s,head:a}=l,c=w(await U(s),u(await U(m),w(m,h)));if(c===""||c.startsWith("..")||p(c))return{kind:"\
checkout"};let b="a template is read at the commit the run is for, as the workflow file is, so that a checked-out pull r\
equest's head cannot write it";if(!await E(s,t))return o.GITHUB_EVENT_NAME==="pull_request"?{kind:"checkout",note:`the c\
heckout is at ${e(a)}, and ${e(t)}, the merge commit this pull_request run is for, is not in the clone: read from the ch\
eckout, as the pull request's workflow file is its author's too`}:{kind:"refused",reason:`the checkout is at ${e(a)}, no\
t at ${e(t)}, the commit this run is for (GITHUB_SHA), and ${e(t)} is not in the clone: ${b}; fetch that commit too (act\
ions/checkout with fetch-depth: 0), or write the template in the \`prompt\` input`};let C=c.split(R).join("/"),I=(await k(
s,["ls-tree","-z","--long",t,"--",C]))?.toString("utf8")??"",g=/^(\d+) (\w+) ([0-9a-f]+) +(-|\d+)\t/.exec(I);if(!g)return{
kind:"refused",reason:`is not in ${e(t)}, the commit this run is for (GITHUB_SHA); the checkout is at ${e(a)}, whose cop\
y is not read: ${b}. Commit it to the branch the run is for, or write the template in the \`prompt\` input`};let[,q,y,G,
A]=g;if(q==="120000")return{kind:"refused",reason:`is a symbolic link in ${e(t)}; links are never followed`};if(y!=="blo\
b")return{kind:"refused",reason:`is not a file in ${e(t)} (a ${y})`};if(Number(A)>d)return{kind:"refused",reason:`is ${A}\
 bytes in ${e(t)}, more than the ${d}-byte limit`};let _=await k(s,["cat-file","blob",G]);if(_===void 0)return{kind:"ref\
used",reason:`cannot be read from ${e(t)} with git`};let n=S(_);return n.kind!=="text"?{kind:"refused",reason:n.kind==="\
utf-16"?`${n.problem}; ${H}`:n.problem}:{kind:"read",text:n.text,sha:t,head:a}}async function v(o,r){for(let i=r;;i=$(i))
if((await N(i).catch(()=>{}))?.isDirectory()||i===o||$(i)===i)return i}export{j as readAtRunCommit};
