import{a as I,b as G}from"./chunk-U3S4JFPO.js";import{b as T,d as q,e as v}from"./chunk-JWUMYVIT.js";import{
b as x}from"./chunk-47QNWK6A.js";import"./chunk-ZVAPDWCN.js";import"./chunk-6RREDHNG.js";import{d as E}from"./chunk-OKFZ7BVP.js";
import{d as M}from"./chunk-3NR5HZ6E.js";var C=M(I(),1),O="0.0.0-development",k=()=>Promise.resolve();function D(e,r,s){return e.retryLimiter.schedule(U,e,r,s)}async function U(e,r,s){
let{pathname:i}=new URL(s.url,"http://github.test"),m=N(s.method,i),h=!m&&s.method!=="GET"&&s.method!=="HEAD",p=s.method===
"GET"&&i.startsWith("/search/"),d=i.startsWith("/graphql"),l=~~r.retryCount>0?{priority:0,weight:0}:{};e.clustering&&(l.
expiration=1e3*60),(h||d)&&await e.write.key(e.id).schedule(l,k),h&&e.triggersNotification(i)&&await e.notifications.key(
e.id).schedule(l,k),p&&await e.search.key(e.id).schedule(l,k);let u=(m?e.auth:e.global).key(e.id).schedule(l,r,s);if(d){
let n=await u;if(n.data.errors!=null&&n.data.errors.some(a=>a.type==="RATE_LIMITED"))throw Object.assign(new Error("Grap\
hQL Rate Limit Exceeded"),{response:n,data:n.data})}return u}function N(e,r){return e==="PATCH"&&/^\/applications\/[^/]+\/token\/scoped$/.
test(r)||e==="POST"&&(/^\/applications\/[^/]+\/token$/.test(r)||/^\/app\/installations\/[^/]+\/access_tokens$/.test(r)||
r==="/login/oauth/access_token")}var V=["/orgs/{org}/invitations","/orgs/{org}/invitations/{invitation_id}","/orgs/{org}\
/teams/{team_slug}/discussions","/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments","/repos/{owner}\
/{repo}/collaborators/{username}","/repos/{owner}/{repo}/commits/{commit_sha}/comments","/repos/{owner}/{repo}/issues","\
/repos/{owner}/{repo}/issues/{issue_number}/comments","/repos/{owner}/{repo}/issues/{issue_number}/sub_issue","/repos/{o\
wner}/{repo}/issues/{issue_number}/sub_issues/priority","/repos/{owner}/{repo}/pulls","/repos/{owner}/{repo}/pulls/{pull\
_number}/comments","/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies","/repos/{owner}/{repo}/pull\
s/{pull_number}/merge","/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers","/repos/{owner}/{repo}/pulls/{pul\
l_number}/reviews","/repos/{owner}/{repo}/releases","/teams/{team_id}/discussions","/teams/{team_id}/discussions/{discus\
sion_number}/comments"];function H(e){let s=`^(?:${e.map(i=>i.split("/").map(m=>m.startsWith("{")?"(?:.+?)":m).join("/")).
map(i=>`(?:${i})`).join("|")})[^/]*$`;return new RegExp(s,"i")}var j=H(V),S=j.test.bind(j),c={},Q=function(e,r){c.global=
new e.Group({id:"octokit-global",maxConcurrent:10,...r}),c.auth=new e.Group({id:"octokit-auth",maxConcurrent:1,...r}),c.
search=new e.Group({id:"octokit-search",maxConcurrent:1,minTime:2e3,...r}),c.write=new e.Group({id:"octokit-write",maxConcurrent:1,
minTime:1e3,...r}),c.notifications=new e.Group({id:"octokit-notifications",maxConcurrent:1,minTime:3e3,...r})};function b(e,r){
let{enabled:s=!0,Bottleneck:i=C.default,id:m="no-id",timeout:h=1e3*60*2,connection:p}=r.throttle||{};if(!s)return{};let d={
timeout:h};typeof p<"u"&&(d.connection=p);let t=Object.assign({clustering:p!=null,triggersNotification:S,fallbackSecondaryRateRetryAfter:60,
retryAfterBaseValue:1e3,id:m},r.throttle);if(typeof t.onSecondaryRateLimit!="function"||typeof t.onRateLimit!="function")
throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);let l=!1,u=()=>{if(l)return;l=!0,c.global==null&&Q(i,d),t.global=t.global??c.global,t.auth=t.auth??c.auth,t.search=
t.search??c.search,t.write=t.write??c.write,t.notifications=t.notifications??c.notifications,t.retryLimiter=t.retryLimiter??
new i;let n={},a=new i.Events(n);n.on("secondary-limit",t.onSecondaryRateLimit),n.on("rate-limit",t.onRateLimit),n.on("e\
rror",o=>e.log.warn("Error in throttling-plugin limit handler",o)),t.retryLimiter.on("failed",async function(o,g){let[L,
_,w]=g.args,{pathname:$}=new URL(w.url,"http://github.test");if(!($.startsWith("/graphql")&&o.status!==401||o.status===403||
o.status===429))return;let y=~~_.retryCount;_.retryCount=y,w.request.retryCount=y;let{wantRetry:P,retryAfter:W=0}=await(async function(){
if(/\bsecondary rate\b/i.test(o.message)){let f=Number(o.response.headers["retry-after"])||L.fallbackSecondaryRateRetryAfter;
return{wantRetry:await a.trigger("secondary-limit",f,w,e,y),retryAfter:f}}if(o.response.headers!=null&&o.response.headers["\
x-ratelimit-remaining"]==="0"||(o.response.data?.errors??[]).some(f=>f.type==="RATE_LIMITED")){let f=new Date(~~o.response.
headers["x-ratelimit-reset"]*1e3).getTime(),R=Math.max(Math.ceil((f-Date.now())/1e3)+1,0);return{wantRetry:await a.trigger(
"rate-limit",R,w,e,y),retryAfter:R}}return{}})();if(P)return _.retryCount++,W*L.retryAfterBaseValue})};return e.hook.wrap(
"request",(n,a)=>(u(),D(t,n,a))),{}}b.VERSION=O;b.triggersNotification=S;var B=v.plugin(G,b),A=100,z=50;async function re(e){let{owner:r,repo:s,runId:i}=e,m=e.requestTimeoutMs??3e4,h=q.request?.
fetch??globalThis.fetch,p=new B({auth:e.token,baseUrl:e.apiUrl.replace(/\/+$/,""),userAgent:T("baton-pull"),request:{fetch:(u,n)=>h(
u,{...n,signal:AbortSignal.any([AbortSignal.timeout(m),...n?.signal?[n.signal]:[]])})},retry:{retries:e.retry?.retries??
3,retryAfterBaseValue:e.retry?.baseDelayMs??1e3},throttle:{id:`baton-pull-${r}-${s}`,onRateLimit:(u,n,a,o)=>o<3,onSecondaryRateLimit:(u,n,a,o)=>o<
3},log:{debug:()=>{},info:()=>{},warn:()=>{},error:()=>{}}}),d=async(u,n)=>{try{return(await n()).data}catch(a){let o=a?.
status,g=o===401||o===403||o===404;throw new E(g?"run-unreadable":"github-failed",`could not read ${u} of run ${i} of ${r}\
/${s}: ${x(a)}`,{cause:a,...g?{}:{details:["GitHub did not answer as it should, after several tries: try again later"]}})}},
t=await d("the workflow run",()=>p.request("GET /repos/{owner}/{repo}/actions/runs/{run_id}",{owner:r,repo:s,run_id:i})),
l=[];for(let u=1;u<=z;u++){let n=await d("the jobs",()=>e.attempt===null?p.request("GET /repos/{owner}/{repo}/actions/ru\
ns/{run_id}/jobs",{owner:r,repo:s,run_id:i,filter:"latest",per_page:A,page:u}):p.request("GET /repos/{owner}/{repo}/acti\
ons/runs/{run_id}/attempts/{attempt_number}/jobs",{owner:r,repo:s,run_id:i,attempt_number:e.attempt,per_page:A,page:u}));
for(let a of n.jobs)l.push({name:a.name,conclusion:a.conclusion??null});if(n.jobs.length<A||l.length>=n.total_count)break}
return{path:t.path.replace(/@.*$/,""),event:t.event,head_sha:t.head_sha,head_branch:t.head_branch??null,run_attempt:e.attempt??
t.run_attempt??1,display_title:t.display_title,jobs:l}}export{re as readWorkflowRun};
