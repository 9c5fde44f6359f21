import{a as P}from"./chunk-VJIS763B.js";import{b as F,c as G}from"./chunk-U4ANLXZY.js";import{a as O,b as x,
c as S,d as H}from"./chunk-5FUWIYLS.js";import{b as R}from"./chunk-SZWET2EW.js";import{a as _}from"./chunk-WWT2R6FE.js";
import{d as k}from"./chunk-DXYW3RGQ.js";import{a as E,c as g,d as y,e as A,f as I}from"./chunk-6LFU2WTU.js";
import"./chunk-R2LRCHEZ.js";import"./chunk-PO5EA42V.js";import{d as m}from"./chunk-Q6FS6WJP.js";import{
l as p,n as l,o as $}from"./chunk-DHIUKFLR.js";import"./chunk-SM223FN7.js";import{a as Q,b as v,c as w,d as h,
e as U,f as V}from"./chunk-5RPB7GQ6.js";import"./chunk-A64LSPLL.js";var N=function(s,o,r,t){function a(e){return e instanceof r?e:new r(function(n){n(e)})}return new(r||(r=Promise))(function(e,n){
function c(i){try{d(t.next(i))}catch(f){n(f)}}function u(i){try{d(t.throw(i))}catch(f){n(f)}}function d(i){i.done?e(i.value):
a(i.value).then(c,u)}d((t=t.apply(s,o||[])).next())})};function B(s,o,r,t,a){return N(this,void 0,void 0,function*(){var e;
let[n,c]=O(k),u={log:void 0,userAgent:y(),previews:void 0,retry:n,request:c},i=yield _(a,u,R,x).request("GET /repos/{own\
er}/{repo}/actions/runs/{run_id}/artifacts{?name}",{owner:r,repo:t,run_id:o,name:s});if(i.status!==200)throw new v(`Inva\
lid response from GitHub API: ${i.status} (${(e=i?.headers)===null||e===void 0?void 0:e["x-github-request-id"]})`);if(i.
data.artifacts.length===0)throw new w(`Artifact not found for name: ${s}
        Please ensure that your artifact is not expired and the artifact was uploaded using a compatible version of tool\
kit/upload-artifact.
        For more information, visit the GitHub Artifacts FAQ: https://github.com/actions/toolkit/blob/main/packages/arti\
fact/docs/faq.md`);let f=i.data.artifacts[0];return i.data.artifacts.length>1&&(f=i.data.artifacts.sort((z,C)=>C.id-z.id)[0],
p(`More than one artifact found for a single name, returning newest (id: ${f.id})`)),{artifact:{name:f.name,id:f.id,size:f.
size_in_bytes,createdAt:f.created_at?new Date(f.created_at):void 0,digest:f.digest}}})}function D(s){return N(this,void 0,
void 0,function*(){var o;let r=I(),{workflowRunBackendId:t,workflowJobRunBackendId:a}=A(),e={workflowRunBackendId:t,workflowJobRunBackendId:a,
nameFilter:g.create({value:s})},n=yield r.ListArtifacts(e);if(n.artifacts.length===0)throw new w(`Artifact not found for\
 name: ${s}
        Please ensure that your artifact is not expired and the artifact was uploaded using a compatible version of tool\
kit/upload-artifact.
        For more information, visit the GitHub Artifacts FAQ: https://github.com/actions/toolkit/blob/main/packages/arti\
fact/docs/faq.md`);let c=n.artifacts[0];return n.artifacts.length>1&&(c=n.artifacts.sort((u,d)=>Number(d.databaseId)-Number(
u.databaseId))[0],p(`More than one artifact found for a single name, returning newest (id: ${c.databaseId})`)),{artifact:{
name:c.name,id:Number(c.databaseId),size:Number(c.size),createdAt:c.createdAt?E.toDate(c.createdAt):void 0,digest:(o=c.digest)===
null||o===void 0?void 0:o.value}}})}var T=function(s,o,r,t){function a(e){return e instanceof r?e:new r(function(n){n(e)})}return new(r||(r=Promise))(function(e,n){
function c(i){try{d(t.next(i))}catch(f){n(f)}}function u(i){try{d(t.throw(i))}catch(f){n(f)}}function d(i){i.done?e(i.value):
a(i.value).then(c,u)}d((t=t.apply(s,o||[])).next())})};function L(s,o,r,t,a){return T(this,void 0,void 0,function*(){var e;
let[n,c]=O(k),u={log:void 0,userAgent:y(),previews:void 0,retry:n,request:c},d=_(a,u,R,x),i=yield B(s,o,r,t,a),f=yield d.
rest.actions.deleteArtifact({owner:r,repo:t,artifact_id:i.artifact.id});if(f.status!==204)throw new v(`Invalid response \
from GitHub API: ${f.status} (${(e=f?.headers)===null||e===void 0?void 0:e["x-github-request-id"]})`);return{id:i.artifact.
id}})}function j(s){return T(this,void 0,void 0,function*(){let o=I(),{workflowRunBackendId:r,workflowJobRunBackendId:t}=A(),
a={workflowRunBackendId:r,workflowJobRunBackendId:t,nameFilter:g.create({value:s})},e=yield o.ListArtifacts(a);if(e.artifacts.
length===0)throw new w(`Artifact not found for name: ${s}`);let n=e.artifacts[0];e.artifacts.length>1&&(n=e.artifacts.sort(
(d,i)=>Number(i.databaseId)-Number(d.databaseId))[0],p(`More than one artifact found for a single name, returning newest\
 (id: ${n.databaseId})`));let c={workflowRunBackendId:n.workflowRunBackendId,workflowJobRunBackendId:n.workflowJobRunBackendId,
name:n.name},u=yield o.DeleteArtifact(c);return $(`Artifact '${s}' (ID: ${u.artifactId}) deleted`),{id:Number(u.artifactId)}})}var b=function(s,o,r,t){function a(e){return e instanceof r?e:new r(function(n){n(e)})}return new(r||(r=Promise))(function(e,n){
function c(i){try{d(t.next(i))}catch(f){n(f)}}function u(i){try{d(t.throw(i))}catch(f){n(f)}}function d(i){i.done?e(i.value):
a(i.value).then(c,u)}d((t=t.apply(s,o||[])).next())})},J=function(s,o){var r={};for(var t in s)Object.prototype.hasOwnProperty.
call(s,t)&&o.indexOf(t)<0&&(r[t]=s[t]);if(s!=null&&typeof Object.getOwnPropertySymbols=="function")for(var a=0,t=Object.
getOwnPropertySymbols(s);a<t.length;a++)o.indexOf(t[a])<0&&Object.prototype.propertyIsEnumerable.call(s,t[a])&&(r[t[a]]=
s[t[a]]);return r},q=class{uploadArtifact(o,r,t,a){return b(this,void 0,void 0,function*(){try{if(m())throw new h;return P(
o,r,t,a)}catch(e){throw l(`Artifact upload failed with error: ${e}.

Errors can be temporary, so please try again and optionally run the action with debug mode enabled for more information.\


If the error persists, please check whether Actions is operating normally at [https://githubstatus.com](https://www.gith\
ubstatus.com).`),e}})}downloadArtifact(o,r){return b(this,void 0,void 0,function*(){try{if(m())throw new h;if(r?.findBy){
let{findBy:{repositoryOwner:t,repositoryName:a,token:e}}=r,n=J(r,["findBy"]);return F(o,t,a,e,n)}return G(o,r)}catch(t){
throw l(`Download Artifact failed with error: ${t}.

Errors can be temporary, so please try again and optionally run the action with debug mode enabled for more information.\


If the error persists, please check whether Actions and API requests are operating normally at [https://githubstatus.com\
](https://www.githubstatus.com).`),t}})}listArtifacts(o){return b(this,void 0,void 0,function*(){try{if(m())throw new h;
if(o?.findBy){let{findBy:{workflowRunId:r,repositoryOwner:t,repositoryName:a,token:e}}=o;return S(r,t,a,e,o?.latest)}return H(
o?.latest)}catch(r){throw l(`Listing Artifacts failed with error: ${r}.

Errors can be temporary, so please try again and optionally run the action with debug mode enabled for more information.\


If the error persists, please check whether Actions and API requests are operating normally at [https://githubstatus.com\
](https://www.githubstatus.com).`),r}})}getArtifact(o,r){return b(this,void 0,void 0,function*(){try{if(m())throw new h;
if(r?.findBy){let{findBy:{workflowRunId:t,repositoryOwner:a,repositoryName:e,token:n}}=r;return B(o,t,a,e,n)}return D(o)}catch(t){
throw l(`Get Artifact failed with error: ${t}.

Errors can be temporary, so please try again and optionally run the action with debug mode enabled for more information.\


If the error persists, please check whether Actions and API requests are operating normally at [https://githubstatus.com\
](https://www.githubstatus.com).`),t}})}deleteArtifact(o,r){return b(this,void 0,void 0,function*(){try{if(m())throw new h;
if(r?.findBy){let{findBy:{repositoryOwner:t,repositoryName:a,workflowRunId:e,token:n}}=r;return L(o,e,t,a,n)}return j(o)}catch(t){
throw l(`Delete Artifact failed with error: ${t}.

Errors can be temporary, so please try again and optionally run the action with debug mode enabled for more information.\


If the error persists, please check whether Actions and API requests are operating normally at [https://githubstatus.com\
](https://www.githubstatus.com).`),t}})}};var M=new q,$t=M;export{w as ArtifactNotFoundError,q as DefaultArtifactClient,Q as FilesNotFoundError,h as GHESNotSupportedError,v as InvalidResponseError,
U as NetworkError,V as UsageError,$t as default};
