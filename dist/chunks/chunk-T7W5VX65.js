import{a as q}from"./chunk-LS2NIP65.js";import{a as O,e as W}from"./chunk-TIXFR75A.js";import{d as y}from"./chunk-OKFZ7BVP.js";
import{G as A,f as N}from"./chunk-C33NMHQG.js";var S=e=>({reads:e,notSlash:!1,min:1,max:1});function D(e){let n=[];for(let t=0;t<e.length;t++){let s=e.charCodeAt(t);if(e[t+
1]==="-"&&t+2<e.length){let r=e.charCodeAt(t+2);if(s>r)return null;n.push([s,r]),t+=2}else n.push([s,s])}return n}function C(e){
let n=[],t=!0;for(let s=0;s<e.length;s++){let r=e[s],a=n.at(-1);if(r==="\\"&&s+1<e.length){let o=e[++s];n.push({steps:[S(
{kind:"char",char:o})],sample:o,repeatable:!0})}else if(r==="*"){let o=e[s+1]==="*";o&&s++,n.push({steps:[{reads:{kind:"\
any"},notSlash:!o,min:0,max:1/0}],sample:"0",repeatable:!1})}else if((r==="+"||r==="?")&&a?.repeatable){let o=a.steps[0];
r==="+"?a.steps.push({...o,min:0,max:1/0}):(a.steps[0]={...o,min:0},a.sample=""),a.repeatable=!1}else if(r==="["&&e.indexOf(
"]",s+2)>s){let o=e.indexOf("]",s+2),i=e.slice(s+1,o),c=D(i);c===null&&(t=!1),n.push({steps:[S({kind:"set",ranges:c??[]})],
sample:i[0],repeatable:!0}),s=o}else n.push({steps:[S({kind:"char",char:r})],sample:r,repeatable:!0})}return{pieces:n,valid:t}}
function T(e,n){if(e.notSlash&&n==="/")return!1;switch(e.reads.kind){case"any":return!0;case"char":return e.reads.char===
n;case"set":{let t=n.charCodeAt(0);return e.reads.ranges.some(([s,r])=>t>=s&&t<=r)}}}var U=()=>!1;function I(e){let{pieces:n,
valid:t}=C(e);if(!t)return U;let s=n.flatMap(a=>a.steps),r=s.length;return a=>{let o=new Uint8Array(r+1),i=new Uint8Array(
r+1),c=(d,p)=>{for(let l=p;l<=r&&!d[l]&&(d[l]=1,!(l===r||s[l].min===1));l++);};c(o,0);for(let d=0;d<a.length;d++){let p=a[d];
i.fill(0);let l=!1;for(let u=0;u<r;u++){if(!o[u])continue;let f=s[u];T(f,p)&&(c(i,f.max===1/0?u:u+1),l=!0)}if(!l)return!1;
[o,i]=[i,o]}return o[r]===1}}function x(e){return typeof e=="string"?[e]:Array.isArray(e)?e.filter(n=>typeof n=="string"):
null}function L(e,n){let t=!1;for(let s of n){let r=s.startsWith("!");I(r?s.slice(1):s)(e)&&(t=!r)}return t}function P(e,n){
return!n.some(t=>I(t)(e))}function F(e){return C(e).pieces.map(n=>n.sample).join("")}var M=/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/,B=/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/,pe=/^(?!refs\/)[^\p{Cc}\s~^:?*[\\]+$/u,k="\
0000000000000000000000000000000000000000",he={repository:"local/repository",sha:k,ref:"refs/heads/main",actor:"local",workspace:"\
."},J=[["issue_comment",e=>"comment"in e&&"issue"in e],["pull_request_review_comment",e=>"comment"in e&&"pull_request"in
e],["pull_request_review",e=>"review"in e&&"pull_request"in e],["pull_request",e=>"pull_request"in e],["pull_request_tar\
get",e=>"pull_request"in e],["issues",e=>"issue"in e],["discussion_comment",e=>"comment"in e&&"discussion"in e],["discus\
sion",e=>"discussion"in e],["release",e=>"release"in e],["workflow_run",e=>"workflow_run"in e],["push",e=>"pusher"in e||
"before"in e&&"after"in e],["workflow_dispatch",e=>"inputs"in e],["schedule",e=>"schedule"in e]];function ge(e,n,t,s=q){
let r=Object.keys(e.on),a=r.includes("workflow_call"),o=a||r.length===0,i=`its triggers: ${r.join(", ")}`;if(t){if(o||r.
includes(t))return{name:t,problem:null};let f=O(t,r),_=f===void 0?"":`; did you mean "${f}"?`;return{name:t,problem:`${s.
eventName(t)} is not a trigger of this workflow; ${i}${_}`}}let c=n?J.filter(([,f])=>f(n)).map(([f])=>f):[],d=c.find(f=>a||
r.includes(f));if(d!==void 0)return{name:d,problem:null};let p=r.find(f=>f!=="workflow_call")??"workflow_dispatch",l=r.includes(
"workflow_dispatch")?"workflow_dispatch":p;if(o||c.length===0)return{name:l,problem:null};let u=c.length===1?c[0]:`${c.slice(
0,-1).join(", ")} or ${c.at(-1)}`;return{name:l,problem:`${s.event}: the payload looks like ${/^[aeiou]/.test(u)?"an":"a"}\
 ${u} event, which is not a trigger of this workflow; ${i}; to use it as one of them, pass ${s.passEventName(p)}`}}var V={
branch_protection_rule:"created",check_run:"created",check_suite:"completed",discussion:"created",discussion_comment:"cr\
eated",issue_comment:"created",issues:"opened",label:"created",merge_group:"checks_requested",milestone:"created",project:"\
created",project_card:"created",project_column:"created",pull_request:"opened",pull_request_review:"submitted",pull_request_review_comment:"\
created",pull_request_target:"opened",registry_package:"published",release:"published",repository_dispatch:"local-dispat\
ch",watch:"started",workflow_run:"completed"};function Y(e,n,t=q){let s=e?.on.push,r=s!==null&&typeof s=="object"?s:{};if(!("\
tags"in r||"tags-ignore"in r)||"branches"in r||"branches-ignore"in r)return{ref:n.ref,notice:null};let o=x(r.tags),i=x(r["\
tags-ignore"]),c=g=>(o===null||L(g,o))&&(i===null||P(g,i)),d=o===null?`on.push.tags-ignore (${(i??[]).join(", ")})`:`on.\
push.tags (${o.join(", ")})`,p=(n.tags??[]).filter(c).sort((g,b)=>g.localeCompare(b,"en",{numeric:!0})),l=p.at(-1);if(l!==
void 0){let g=p.length===1?null:{level:"info",message:`HEAD has ${p.length} tags that ${d} takes (${p.join(", ")}): the \
default push is of ${l}, the highest; pass ${t.withEvent} with a push payload for another`};return{ref:`refs/tags/${l}`,
notice:g}}let u=(o??[]).filter(g=>!g.startsWith("!")).map(F),f=[...new Set(["v0.0.0","0.0.0",...u])].filter(g=>g!==""),_=f.
find(c);if(_!==void 0)return{ref:`refs/tags/${_}`,notice:{level:"info",message:`the workflow runs on pushes of tags only\
, and HEAD has no tag that ${d} takes: the default push is of the placeholder tag ${_}; tag HEAD, or pass ${t.withEvent}\
 with a push payload, for a real one`}};let w=n.ref.replace(/^refs\/heads\//,"");return{ref:n.ref,notice:{level:"warning",
message:`the workflow runs on pushes of tags only, and neither HEAD nor a placeholder tag (${f.join(", ")}) passes ${d}:\
 the default push is of the branch ${w}, which GitHub never runs it for; tag HEAD with a tag that passes, or pass ${t.withEvent}\
 with a push payload whose ref is refs/tags/<tag>`}}}var z="local-label";function me(e,n,t,s,r=z){let[a="local",o="repos\
itory"]=n.repository.split("/"),i={login:n.actor,type:"User"},c=`https://github.com/${n.repository}`,d={name:o,full_name:n.
repository,owner:{login:a},fork:!1,html_url:c,default_branch:n.defaultBranch??n.ref.replace(/^refs\/heads\//,"")},p={repository:d,
sender:i},l=Z(s,e)??V[e],u=l===void 0?p:{...p,action:l},f={name:r,color:"ededed",description:""},_=l==="labeled"||l==="u\
nlabeled",w=l==="labeled"?[f]:[],g=_?{label:f}:{},b=l==="closed"?"closed":"open",E={number:1,title:"Local issue",body:"",
state:b,labels:w,user:i},H=n.ref.replace(/^refs\/heads\//,""),j=(h,m)=>({label:`${a}:${h}`,ref:h,sha:m,user:{login:a},repo:d}),
v={number:1,title:"Local pull request",body:"",state:b,draft:!1,merged:!1,merged_at:null,merge_commit_sha:null,locked:!1,
labels:w,assignees:[],requested_reviewers:[],user:i,html_url:`${c}/pull/1`,head:j(H,n.sha),base:j(d.default_branch,n.parentSha??
n.sha)},$={id:1,body:"",user:i};switch(e){case"workflow_dispatch":case"workflow_call":return{...p,ref:n.ref,inputs:Object.
fromEntries(Object.entries(t).map(([h,m])=>[h,String(m)]))};case"push":return{...p,...G(s,n,c)};case"issues":return{...u,
issue:E,...g};case"issue_comment":return{...u,issue:E,comment:$};case"pull_request":case"pull_request_target":return{...u,
number:1,pull_request:v,...g};case"pull_request_review":return{...u,pull_request:v,review:{id:1,body:"",state:"commented",
user:i}};case"pull_request_review_comment":return{...u,pull_request:v,comment:$};case"discussion":case"discussion_commen\
t":{let h={number:1,title:"Local discussion",body:"",user:i};return e==="discussion"?{...u,discussion:h,...g}:{...u,discussion:h,
comment:$}}case"release":{let h=n.ref.startsWith("refs/tags/")?n.ref.slice(10):"v0.0.0";return{...u,release:{id:1,tag_name:h,
name:h,body:"",draft:!1,prerelease:!1,target_commitish:d.default_branch,author:i}}}case"workflow_run":{let h=l==="comple\
ted";return{...u,workflow_run:{id:1,name:K(s)??"CI",event:"push",status:h?"completed":l,conclusion:h?"success":null,head_branch:d.
default_branch,head_sha:n.sha,run_number:1,run_attempt:1,html_url:`${c}/actions/runs/1`,pull_requests:[],repository:d,head_repository:d}}}case"\
check_suite":case"check_run":{let h=l==="completed",m={id:1,head_branch:d.default_branch,head_sha:n.sha,status:h?"comple\
ted":"queued",conclusion:h?"success":null,pull_requests:[]};return e==="check_suite"?{...u,check_suite:m}:{...u,check_run:{
id:1,name:"local-check",head_sha:n.sha,status:m.status,conclusion:m.conclusion,check_suite:m,pull_requests:[]}}}case"rep\
ository_dispatch":return{...u,branch:d.default_branch,client_payload:{}};case"label":return{...u,label:f};case"schedule":
return{...p,schedule:Q(s)??"0 0 * * *"};default:return u}}function G(e,n,t){let{ref:s}=Y(e,n),r=s.startsWith("refs/tags/"),
a=r?k:n.parentSha??k,o=a===k,i=n.commit,c={id:n.sha,...i?{tree_id:i.tree,distinct:!0,message:i.message,timestamp:i.timestamp,
author:i.author,committer:i.committer}:{},url:`${t}/commit/${n.sha}`};return{ref:s,before:a,after:n.sha,base_ref:r&&n.ref.
startsWith("refs/heads/")?n.ref:null,created:o,deleted:!1,forced:!1,compare:o?`${t}/compare/${s.replace(/^refs\/(heads|tags)\//,
"")}`:`${t}/compare/${a.slice(0,12)}...${n.sha.slice(0,12)}`,pusher:{name:n.actor},commits:r?[]:[c],head_commit:c}}function Z(e,n){
let t=e?.on[n]?.types,s=Array.isArray(t)?t[0]:t;return typeof s=="string"&&s!==""?s:void 0}function K(e){let n=e?.on.workflow_run?.
workflows;return Array.isArray(n)&&typeof n[0]=="string"?n[0]:void 0}function Q(e){let n=e?.on.schedule;if(!Array.isArray(
n))return null;let t=n[0]?.cron;return typeof t=="string"?t:null}function _e(e){let t=e?.repository?.full_name;return typeof t==
"string"&&M.test(t)?t:void 0}function X(e){let n=e.sender?.login;return typeof n=="string"&&n!==""?n:void 0}function ee(e,n){
if(e!=="push")return;let t=n.after;return typeof t=="string"&&B.test(t)&&/[^0]/.test(t)?t:void 0}function R(e,...n){let t=e;
for(let s of n)t=t?.[s];return typeof t=="number"&&Number.isSafeInteger(t)&&t>=0?String(t):typeof t=="string"&&/^\d+$/.test(
t)?t:void 0}function we(e){let{facts:n,payload:t}=e,[s="local"]=n.repository.split("/"),r=t.pull_request,a=te(e.eventName,
t)??n.ref,o=X(t),i=o??n.actor,c={actor_id:o===void 0?void 0:R(t,"sender","id"),repository_id:R(t,"repository","id"),repository_owner_id:R(
t,"repository","owner","id")};return{event_name:e.eventName,event:t,repository:n.repository,repository_owner:s,ref:a,ref_name:a.
replace(/^refs\/(heads|tags|pull)\//,""),ref_type:a.startsWith("refs/tags/")?"tag":"branch",head_ref:r?.head?.ref??"",base_ref:r?.
base?.ref??"",sha:ee(e.eventName,t)??n.sha,actor:i,triggering_actor:i,...Object.fromEntries(Object.entries(c).filter(([,
d])=>d!==void 0)),ref_protected:!1,run_id:e.runId,run_number:"1",run_attempt:"1",workflow:e.workflow.name??e.workflowPath,
workflow_ref:`${n.repository}/${e.workflowPath}@${a}`,workflow_sha:n.sha,workspace:n.workspace,server_url:"https://githu\
b.com",api_url:"https://api.github.com",graphql_url:"https://api.github.com/graphql",retention_days:"90",action:"",job:"",
token:""}}var ne=new Set(["branch_protection_rule","check_run","check_suite","delete","discussion","discussion_comment",
"fork","gollum","issue_comment","issues","label","milestone","page_build","public","registry_package","repository_dispat\
ch","schedule","status","watch","workflow_run"]);function te(e,n){let t=n.pull_request,s=r=>typeof r=="string"&&r!==""?`\
refs/heads/${r}`:void 0;switch(e){case"pull_request":case"pull_request_review":case"pull_request_review_comment":{let r=n.
number??t?.number;if(typeof r=="number"&&Number.isSafeInteger(r)&&r>0)return`refs/pull/${r}/merge`;break}case"pull_reque\
st_target":return s(t?.base?.ref);case"release":{let r=n.release?.tag_name;if(typeof r=="string"&&r!=="")return`refs/tag\
s/${r}`;break}}return ne.has(e)?s(n.repository?.default_branch):typeof n.ref=="string"&&n.ref.startsWith("refs/")?n.ref:
void 0}function be(e,n){let t;try{t=JSON.parse(N(e))}catch(s){throw new y("event-invalid",`not JSON${re(e,s)}; an event \
payload is one JSON object`,{where:n})}if(t===null||typeof t!="object"||Array.isArray(t))throw new y("event-invalid","an\
 event payload must be a JSON object",{where:n});return se(t,n),t}function re(e,n){let t=/at position (\d+)/.exec(n instanceof
Error?n.message:"");if(t===null)return/end of JSON input/.test(String(n))?" (it ends too soon)":"";let{line:s,column:r}=W(
e,Number(t[1])+(e.charCodeAt(0)===65279?1:0));return` at line ${s}, column ${r}`}function se(e,n){let t=[{value:e,depth:1}];
for(let s=t.pop();s!==void 0;s=t.pop()){if(s.depth>A.eventDepth)throw new y("event-invalid",`an event payload nested dee\
per than ${A.eventDepth} levels of objects and arrays is refused (GitHub's own nest under 10)`,{where:n});for(let r of Object.
values(s.value))r!==null&&typeof r=="object"&&t.push({value:r,depth:s.depth+1})}}export{x as a,L as b,P as c,M as d,B as e,pe as f,he as g,ge as h,Y as i,z as j,me as k,_e as l,X as m,ee as n,we as o,te as p,
be as q,se as r};
