import{o as s}from"./chunk-JQWIKLAS.js";import"./chunk-VLLWXIM2.js";import"./chunk-A64LSPLL.js";import{execFile as u}from"node:child_process";import{lstat as c,readFile as d}from"node:fs/promises";import{join as k}from"node:path";
import{promisify as w}from"node:util";var m=w(u);async function B(t){let e=t.GITHUB_WORKFLOW_REF,i=t.GITHUB_REPOSITORY,n=t.GITHUB_WORKSPACE;if(!e||!i||!n)return{
kind:"unavailable",reason:"GITHUB_WORKFLOW_REF, GITHUB_REPOSITORY or GITHUB_WORKSPACE is not set"};let r=e.lastIndexOf("\
@"),o=r<0?e:e.slice(0,r);return o.startsWith(`${i}/`)?R(t,o.slice(i.length+1)):{kind:"unavailable",reason:`the workflow ${o}\
 is not in ${i}`}}async function R(t,e){let i=t.GITHUB_WORKSPACE;if(!i)return{kind:"unavailable",reason:"GITHUB_WORKSPAC\
E is not set"};if(!/^\.github\/workflows\/[^/]+\.ya?ml$/.test(e))return{kind:"unavailable",reason:`${e} is not a workflo\
w file path`};let n=t.GITHUB_WORKFLOW_SHA;if(n&&/^[0-9a-f]{40}$/.test(n)){let a=await f(i,["rev-parse","HEAD"]);if(a!==void 0&&
a.trim()!==n){let l=await f(i,["show",`${n}:${e}`]);return l===void 0?{kind:"unavailable",reason:`the checkout is not at\
 ${n.slice(0,12)}, and ${e} at that commit is not in it`}:{kind:"found",file:{path:e,text:l}}}}let r=k(i,e),o=await c(r).
catch(()=>{});return o?o.isFile()?o.size>s.workflowFileBytes?{kind:"unavailable",reason:`${e} is larger than 1 MiB`}:{kind:"\
found",file:{path:e,text:await d(r,"utf8")}}:{kind:"unavailable",reason:`${e} is not a regular file`}:{kind:"unavailable",
reason:`${e} is not in the workspace (is the repository checked out?)`}}async function f(t,e){try{let{stdout:i}=await m(
"git",["-C",t,...e],{timeout:1e4,maxBuffer:s.workflowFileBytes*2});return i}catch{return}}export{B as findRunWorkflow,R as readRepositoryWorkflow};
