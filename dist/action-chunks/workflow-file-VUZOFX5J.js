import{t as l}from"./chunk-X2XQMBC6.js";import"./chunk-A64LSPLL.js";import{execFile as w}from"node:child_process";import{lstat as h,readFile as m}from"node:fs/promises";import{join as p}from"node:path";
import{promisify as R}from"node:util";var F=R(w);async function B(i){let e=i.GITHUB_WORKFLOW_REF,n=i.GITHUB_REPOSITORY,r=i.GITHUB_WORKSPACE;if(!e||!n||!r)return{
kind:"unavailable",reason:"GITHUB_WORKFLOW_REF, GITHUB_REPOSITORY or GITHUB_WORKSPACE is not set"};let f=e.lastIndexOf("\
@"),a=f<0?e:e.slice(0,f);if(!a.startsWith(`${n}/`))return{kind:"unavailable",reason:`the workflow ${a} is not in ${n}`};
let t=a.slice(n.length+1);if(!/^\.github\/workflows\/[^/]+\.ya?ml$/.test(t))return{kind:"unavailable",reason:`${t} is no\
t a workflow file path`};let o=i.GITHUB_WORKFLOW_SHA;if(o&&/^[0-9a-f]{40}$/.test(o)){let c=await k(r,["rev-parse","HEAD"]);
if(c!==void 0&&c.trim()!==o){let d=await k(r,["show",`${o}:${t}`]);return d===void 0?{kind:"unavailable",reason:`the che\
ckout is not at ${o.slice(0,12)}, and ${t} at that commit is not in it`}:{kind:"found",file:{path:t,text:d}}}}let u=p(r,
t),s=await h(u).catch(()=>{});return s?s.isFile()?s.size>l.workflowFileBytes?{kind:"unavailable",reason:`${t} is larger \
than 1 MiB`}:{kind:"found",file:{path:t,text:await m(u,"utf8")}}:{kind:"unavailable",reason:`${t} is not a regular file`}:
{kind:"unavailable",reason:`${t} is not in the workspace (is the repository checked out?)`}}async function k(i,e){try{let{
stdout:n}=await F("git",["-C",i,...e],{timeout:1e4,maxBuffer:l.workflowFileBytes*2});return n}catch{return}}export{B as findRunWorkflow};
