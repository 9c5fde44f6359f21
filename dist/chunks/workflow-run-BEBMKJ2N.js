import{b as q}from"./chunk-2U5FY7QR.js";import{a as N,b as G}from"./chunk-U3S4JFPO.js";import{b as E,d as T,
e as x}from"./chunk-JWUMYVIT.js";import"./chunk-ZVAPDWCN.js";import"./chunk-6RREDHNG.js";import{d as A}from"./chunk-OKFZ7BVP.js";
import{d as D}from"./chunk-3NR5HZ6E.js";var S=D(N(),1),U="0.0.0-development",R=()=>Promise.resolve();function B(e,t,n){return e.retryLimiter.schedule(V,e,t,n)}async function V(e,t,n){
let{pathname:s}=new URL(n.url,"http://github.test"),a=H(n.method,s),d=!a&&n.method!=="GET"&&n.method!=="HEAD",h=n.method===
"GET"&&s.startsWith("/search/"),c=s.startsWith("/graphql"),i=~~t.retryCount>0?{priority:0,weight:0}:{};e.clustering&&(i.
expiration=1e3*60),(d||c)&&await e.write.key(e.id).schedule(i,R),d&&e.triggersNotification(s)&&await e.notifications.key(
e.id).schedule(i,R),h&&await e.search.key(e.id).schedule(i,R);let p=(a?e.auth:e.global).key(e.id).schedule(i,t,n);if(c){
let o=await p;if(o.data.errors!=null&&o.data.errors.some(u=>u.type==="RATE_LIMITED"))throw Object.assign(new Error("Grap\
hQL Rate Limit Exceeded"),{response:o,data:o.data})}return p}function H(e,t){return e==="PATCH"&&/^\/applications\/[^/]+\/token\/scoped$/.
test(t)||e==="POST"&&(/^\/applications\/[^/]+\/token$/.test(t)||/^\/app\/installations\/[^/]+\/access_tokens$/.test(t)||
t==="/login/oauth/access_token")}var Q=["/orgs/{org}/invitations","/orgs/{org}/invitations/{invitation_id}","/orgs/{org}\
/teams/{team_slug}/discussions","/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments","/repos/{owner}\
/{repo}/collaborators/{username}","/repos/{owner}/{repo}/commits/{commit_sha}/comments","/repos/{owner}/{repo}/issues","\
/repos/{owner}/{repo}/issues/{issue_number}/comments","/repos/{owner}/{repo}/issues/{issue_number}/sub_issue","/repos/{o\
wner}/{repo}/issues/{issue_number}/sub_issues/priority","/repos/{owner}/{repo}/pulls","/repos/{owner}/{repo}/pulls/{pull\
_number}/comments","/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies","/repos/{owner}/{repo}/pull\
s/{pull_number}/merge","/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers","/repos/{owner}/{repo}/pulls/{pul\
l_number}/reviews","/repos/{owner}/{repo}/releases","/teams/{team_id}/discussions","/teams/{team_id}/discussions/{discus\
sion_number}/comments"];function F(e){let n=`^(?:${e.map(s=>s.split("/").map(a=>a.startsWith("{")?"(?:.+?)":a).join("/")).
map(s=>`(?:${s})`).join("|")})[^/]*$`;return new RegExp(n,"i")}var v=F(Q),O=v.test.bind(v),m={},z=function(e,t){m.global=
new e.Group({id:"octokit-global",maxConcurrent:10,...t}),m.auth=new e.Group({id:"octokit-auth",maxConcurrent:1,...t}),m.
search=new e.Group({id:"octokit-search",maxConcurrent:1,minTime:2e3,...t}),m.write=new e.Group({id:"octokit-write",maxConcurrent:1,
minTime:1e3,...t}),m.notifications=new e.Group({id:"octokit-notifications",maxConcurrent:1,minTime:3e3,...t})};function y(e,t){
let{enabled:n=!0,Bottleneck:s=S.default,id:a="no-id",timeout:d=1e3*60*2,connection:h}=t.throttle||{};if(!n)return{};let c={
timeout:d};typeof h<"u"&&(c.connection=h);let r=Object.assign({clustering:h!=null,triggersNotification:O,fallbackSecondaryRateRetryAfter:60,
retryAfterBaseValue:1e3,id:a},t.throttle);if(typeof r.onSecondaryRateLimit!="function"||typeof r.onRateLimit!="function")
throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);let i=!1,p=()=>{if(i)return;i=!0,m.global==null&&z(s,c),r.global=r.global??m.global,r.auth=r.auth??m.auth,r.search=
r.search??m.search,r.write=r.write??m.write,r.notifications=r.notifications??m.notifications,r.retryLimiter=r.retryLimiter??
new s;let o={},u=new s.Events(o);o.on("secondary-limit",r.onSecondaryRateLimit),o.on("rate-limit",r.onRateLimit),o.on("e\
rror",l=>e.log.warn("Error in throttling-plugin limit handler",l)),r.retryLimiter.on("failed",async function(l,I){let[L,
b,g]=I.args,{pathname:P}=new URL(g.url,"http://github.test");if(!(P.startsWith("/graphql")&&l.status!==401||l.status===403||
l.status===429))return;let w=~~b.retryCount;b.retryCount=w,g.request.retryCount=w;let{wantRetry:M,retryAfter:W=0}=await(async function(){
if(/\bsecondary rate\b/i.test(l.message)){let f=Number(l.response.headers["retry-after"])||L.fallbackSecondaryRateRetryAfter;
return{wantRetry:await u.trigger("secondary-limit",f,g,e,w),retryAfter:f}}if(l.response.headers!=null&&l.response.headers["\
x-ratelimit-remaining"]==="0"||(l.response.data?.errors??[]).some(f=>f.type==="RATE_LIMITED")){let f=new Date(~~l.response.
headers["x-ratelimit-reset"]*1e3).getTime(),_=Math.max(Math.ceil((f-Date.now())/1e3)+1,0);return{wantRetry:await u.trigger(
"rate-limit",_,g,e,w),retryAfter:_}}return{}})();if(M)return b.retryCount++,W*L.retryAfterBaseValue})};return e.hook.wrap(
"request",(o,u)=>(p(),B(r,o,u))),{}}y.VERSION=U;y.triggersNotification=O;var j=x.plugin(G,y),C={debug:()=>{},info:()=>{},warn:()=>{},error:()=>{}};function $(e,t){let n=t??T.request?.fetch??globalThis.
fetch;return async(s,a)=>{let d=[AbortSignal.timeout(e),...a?.signal?[a.signal]:[]];try{return await n(s,{...a,signal:AbortSignal.
any(d)})}catch(h){throw a?.signal?.aborted?new DOMException(String(a.signal.reason),"AbortError"):h}}}var k=100,X=50;async function ae(e){let{owner:t,repo:n,runId:s}=e,a=e.requestTimeoutMs??3e4,d=new j({auth:e.token,baseUrl:e.
apiUrl.replace(/\/+$/,""),userAgent:E("baton-pull"),request:{fetch:$(a)},retry:{retries:e.retry?.retries??3,retryAfterBaseValue:e.
retry?.baseDelayMs??1e3},throttle:{id:`baton-pull-${t}-${n}`,onRateLimit:(i,p,o,u)=>u<3,onSecondaryRateLimit:(i,p,o,u)=>u<
3},log:C}),h=async(i,p)=>{try{return(await p()).data}catch(o){let u=o?.status,l=u===401||u===403||u===404;throw new A(l?
"run-unreadable":"github-failed",`could not read ${i} of run ${s} of ${t}/${n}: ${q(o)}`,{cause:o,...l?{}:{details:["Git\
Hub did not answer as it should, after several tries: try again later"]}})}},c=await h("the workflow run",()=>d.request(
"GET /repos/{owner}/{repo}/actions/runs/{run_id}",{owner:t,repo:n,run_id:s})),r=[];for(let i=1;i<=X;i++){let p=await h("\
the jobs",()=>e.attempt===null?d.request("GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs",{owner:t,repo:n,run_id:s,
filter:"latest",per_page:k,page:i}):d.request("GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}\
/jobs",{owner:t,repo:n,run_id:s,attempt_number:e.attempt,per_page:k,page:i}));for(let o of p.jobs)r.push({name:o.name,conclusion:o.
conclusion??null});if(p.jobs.length<k||r.length>=p.total_count)break}return{path:c.path.replace(/@.*$/,""),event:c.event,
head_sha:c.head_sha,head_branch:c.head_branch??null,run_attempt:e.attempt??c.run_attempt??1,display_title:c.display_title,
jobs:r}}export{ae as readWorkflowRun};
