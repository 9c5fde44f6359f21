import{b as C}from"./chunk-SZWET2EW.js";import{a as z}from"./chunk-WWT2R6FE.js";import{d as k}from"./chunk-DXYW3RGQ.js";
import{a as N,d as R,e as v,f as I}from"./chunk-6LFU2WTU.js";import{h as O}from"./chunk-Q6FS6WJP.js";import{
l as g,n as x,o as h}from"./chunk-DHIUKFLR.js";var T=5,G=[400,401,403,404,422];function D(i,a=T,r=G){var e;if(a<=0)return[{enabled:!1},i.request];let n={enabled:!0};r.
length>0&&(n.doNotRetry=r);let s=Object.assign(Object.assign({},i.request),{retries:a});return g(`GitHub client configur\
ed with: (retries: ${s.retries}, retry-exempt-status-code: ${(e=n.doNotRetry)!==null&&e!==void 0?e:"octokit default: [40\
0, 401, 403, 404, 422]"})`),[n,s]}var E="6.0.0";function $(i){i.hook.wrap("request",(a,r)=>{i.log.debug("request",r);let e=Date.now(),n=i.request.endpoint.parse(r),s=n.
url.replace(r.baseUrl,"");return a(r).then(t=>{let o=t.headers["x-github-request-id"];return i.log.info(`${n.method} ${s}\
 - ${t.status} with id ${o} in ${Date.now()-e}ms`),t}).catch(t=>{let o=t.response?.headers["x-github-request-id"]||"UNKN\
OWN";throw i.log.error(`${n.method} ${s} - ${t.status} with id ${o} in ${Date.now()-e}ms`),t})})}$.VERSION=E;var F=function(i,a,r,e){function n(s){return s instanceof r?s:new r(function(t){t(s)})}return new(r||(r=Promise))(function(s,t){
function o(u){try{c(e.next(u))}catch(p){t(p)}}function d(u){try{c(e.throw(u))}catch(p){t(p)}}function c(u){u.done?s(u.value):
n(u.value).then(o,d)}c((e=e.apply(i,a||[])).next())})},w=O(),b=100,M=Math.ceil(w/b);function nt(i,a,r,e){return F(this,arguments,
void 0,function*(n,s,t,o,d=!1){h(`Fetching artifact list for workflow run ${n} in repository ${s}/${t}`);let c=[],[u,p]=D(
k),S={log:void 0,userAgent:R(),previews:void 0,retry:u,request:p},q=z(o,S,C,$),l=1,{data:_}=yield q.request("GET /repos/\
{owner}/{repo}/actions/runs/{run_id}/artifacts",{owner:s,repo:t,run_id:n,per_page:b,page:l}),y=Math.ceil(_.total_count/b),
A=_.total_count;A>w&&(x(`Workflow run ${n} has ${A} artifacts, exceeding the limit of ${w}. Results will be incomplete a\
s only the first ${w} artifacts will be returned`),y=M);for(let f of _.artifacts)c.push({name:f.name,id:f.id,size:f.size_in_bytes,
createdAt:f.created_at?new Date(f.created_at):void 0,digest:f.digest});for(l++,l;l<=y;l++){g(`Fetching page ${l} of arti\
fact list`);let{data:f}=yield q.request("GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts",{owner:s,repo:t,run_id:n,
per_page:b,page:l});for(let m of f.artifacts)c.push({name:m.name,id:m.id,size:m.size_in_bytes,createdAt:m.created_at?new Date(
m.created_at):void 0,digest:m.digest})}return d&&(c=L(c)),h(`Found ${c.length} artifact(s)`),{artifacts:c}})}function it(){
return F(this,arguments,void 0,function*(i=!1){let a=I(),{workflowRunBackendId:r,workflowJobRunBackendId:e}=v(),n={workflowRunBackendId:r,
workflowJobRunBackendId:e},t=(yield a.ListArtifacts(n)).artifacts.map(o=>{var d;return{name:o.name,id:Number(o.databaseId),
size:Number(o.size),createdAt:o.createdAt?N.toDate(o.createdAt):void 0,digest:(d=o.digest)===null||d===void 0?void 0:d.value}});
return i&&(t=L(t)),h(`Found ${t.length} artifact(s)`),{artifacts:t}})}function L(i){i.sort((e,n)=>n.id-e.id);let a=[],r=new Set;
for(let e of i)r.has(e.name)||(a.push(e),r.add(e.name));return a}export{D as a,$ as b,nt as c,it as d};
