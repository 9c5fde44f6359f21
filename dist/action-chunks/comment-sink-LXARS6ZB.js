import{a as X,b as C}from"./chunk-SZWET2EW.js";import{b as S,d as T,e as x}from"./chunk-DXYW3RGQ.js";import{
c as O,d as E}from"./chunk-MRMAEUWW.js";import{c as A,d as p,e as q}from"./chunk-O7UU6C5Q.js";import"./chunk-SM223FN7.js";
import{d as K}from"./chunk-A64LSPLL.js";var U=K(X(),1),Y="0.0.0-development",G=()=>Promise.resolve();function J(r,e,t){return r.retryLimiter.schedule(Z,r,e,t)}async function Z(r,e,t){
let{pathname:s}=new URL(t.url,"http://github.test"),n=ee(t.method,s),o=!n&&t.method!=="GET"&&t.method!=="HEAD",u=t.method===
"GET"&&s.startsWith("/search/"),d=s.startsWith("/graphql"),a=~~e.retryCount>0?{priority:0,weight:0}:{};r.clustering&&(a.
expiration=1e3*60),(o||d)&&await r.write.key(r.id).schedule(a,G),o&&r.triggersNotification(s)&&await r.notifications.key(
r.id).schedule(a,G),u&&await r.search.key(r.id).schedule(a,G);let l=(n?r.auth:r.global).key(r.id).schedule(a,e,t);if(d){
let c=await l;if(c.data.errors!=null&&c.data.errors.some(m=>m.type==="RATE_LIMITED"))throw Object.assign(new Error("Grap\
hQL Rate Limit Exceeded"),{response:c,data:c.data})}return l}function ee(r,e){return r==="PATCH"&&/^\/applications\/[^/]+\/token\/scoped$/.
test(e)||r==="POST"&&(/^\/applications\/[^/]+\/token$/.test(e)||/^\/app\/installations\/[^/]+\/access_tokens$/.test(e)||
e==="/login/oauth/access_token")}var te=["/orgs/{org}/invitations","/orgs/{org}/invitations/{invitation_id}","/orgs/{org\
}/teams/{team_slug}/discussions","/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments","/repos/{owner\
}/{repo}/collaborators/{username}","/repos/{owner}/{repo}/commits/{commit_sha}/comments","/repos/{owner}/{repo}/issues",
"/repos/{owner}/{repo}/issues/{issue_number}/comments","/repos/{owner}/{repo}/issues/{issue_number}/sub_issue","/repos/{\
owner}/{repo}/issues/{issue_number}/sub_issues/priority","/repos/{owner}/{repo}/pulls","/repos/{owner}/{repo}/pulls/{pul\
l_number}/comments","/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies","/repos/{owner}/{repo}/pul\
ls/{pull_number}/merge","/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers","/repos/{owner}/{repo}/pulls/{pu\
ll_number}/reviews","/repos/{owner}/{repo}/releases","/teams/{team_id}/discussions","/teams/{team_id}/discussions/{discu\
ssion_number}/comments"];function re(r){let t=`^(?:${r.map(s=>s.split("/").map(n=>n.startsWith("{")?"(?:.+?)":n).join("/")).
map(s=>`(?:${s})`).join("|")})[^/]*$`;return new RegExp(t,"i")}var P=re(te),M=P.test.bind(P),f={},ne=function(r,e){f.global=
new r.Group({id:"octokit-global",maxConcurrent:10,...e}),f.auth=new r.Group({id:"octokit-auth",maxConcurrent:1,...e}),f.
search=new r.Group({id:"octokit-search",maxConcurrent:1,minTime:2e3,...e}),f.write=new r.Group({id:"octokit-write",maxConcurrent:1,
minTime:1e3,...e}),f.notifications=new r.Group({id:"octokit-notifications",maxConcurrent:1,minTime:3e3,...e})};function R(r,e){
let{enabled:t=!0,Bottleneck:s=U.default,id:n="no-id",timeout:o=1e3*60*2,connection:u}=e.throttle||{};if(!t)return{};let d={
timeout:o};typeof u<"u"&&(d.connection=u);let i=Object.assign({clustering:u!=null,triggersNotification:M,fallbackSecondaryRateRetryAfter:60,
retryAfterBaseValue:1e3,id:n},e.throttle);if(typeof i.onSecondaryRateLimit!="function"||typeof i.onRateLimit!="function")
throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);let a=!1,l=()=>{if(a)return;a=!0,f.global==null&&ne(s,d),i.global=i.global??f.global,i.auth=i.auth??f.auth,i.search=
i.search??f.search,i.write=i.write??f.write,i.notifications=i.notifications??f.notifications,i.retryLimiter=i.retryLimiter??
new s;let c={},m=new s.Events(c);c.on("secondary-limit",i.onSecondaryRateLimit),c.on("rate-limit",i.onRateLimit),c.on("e\
rror",h=>r.log.warn("Error in throttling-plugin limit handler",h)),i.retryLimiter.on("failed",async function(h,k){let[g,
$,w]=k.args,{pathname:F}=new URL(w.url,"http://github.test");if(!(F.startsWith("/graphql")&&h.status!==401||h.status===403||
h.status===429))return;let _=~~$.retryCount;$.retryCount=_,w.request.retryCount=_;let{wantRetry:Q,retryAfter:z=0}=await(async function(){
if(/\bsecondary rate\b/i.test(h.message)){let b=Number(h.response.headers["retry-after"])||g.fallbackSecondaryRateRetryAfter;
return{wantRetry:await m.trigger("secondary-limit",b,w,r,_),retryAfter:b}}if(h.response.headers!=null&&h.response.headers["\
x-ratelimit-remaining"]==="0"||(h.response.data?.errors??[]).some(b=>b.type==="RATE_LIMITED")){let b=new Date(~~h.response.
headers["x-ratelimit-reset"]*1e3).getTime(),v=Math.max(Math.ceil((b-Date.now())/1e3)+1,0);return{wantRetry:await m.trigger(
"rate-limit",v,w,r,_),retryAfter:v}}return{}})();if(Q)return $.retryCount++,z*g.retryAfterBaseValue})};return r.hook.wrap(
"request",(c,m)=>(l(),J(i,c,m))),{}}R.VERSION=Y;R.triggersNotification=M;var H=x.plugin(C,R),j={debug:()=>{},info:()=>{},warn:()=>{},error:()=>{}};function B(r,e){let t=e??T.request?.fetch??globalThis.
fetch;return async(s,n)=>{let o=[AbortSignal.timeout(r),...n?.signal?[n.signal]:[]];try{return await t(s,{...n,signal:AbortSignal.
any(o)})}catch(u){throw n?.signal?.aborted?new DOMException(String(n.signal.reason),"AbortError"):u}}}var se="github-actions[bot]",ie=100,D=1e3,N={key:()=>({schedule:(r,e,...t)=>e(...t)})},W=class{#r;#n;#s;#i;#u;#c;#e;#l;#t;constructor(e){
let[t,s,...n]=e.repository.split("/");if(!t||!s||n.length>0)throw new p("repository-invalid",`repository must be owner/r\
epo, got "${e.repository}"`);if(!e.token)throw new p("token-missing","no GitHub token: set the github-token input (defau\
lt: ${{ github.token }})",{where:"github-token"});this.#r=t,this.#n=s,this.#i=e,this.#e=e.signal;let o=(e.baseUrl??T.baseUrl??
"https://api.github.com").replace(/\/+$/,"");this.#c=o,this.#u=new URL(o).origin;let u=e.reporter,d=e.rateLimit??{},i=d.
maxWaitSeconds??120,a=d.retries??3,l=e.requestTimeoutMs??3e4,c=h=>(k,g,$,w)=>this.#e?.aborted?!1:w>=a||k>i?(u?.warning(`\
GitHub ${h} on ${g.method} ${g.url}; giving up after ${w+1} tries`),!1):(u?.info(`GitHub ${h} on ${g.method} ${g.url}; r\
etrying after ${k} s`),!0),m=e.paceWrites===!1?{write:N,notifications:N}:{};this.#s=new H({auth:e.token,baseUrl:o,userAgent:S(
"baton-report"),request:{fetch:B(l,e.fetch)},retry:{retries:e.retry?.retries??3,retryAfterBaseValue:e.retry?.baseDelayMs??
1e3},throttle:{id:`baton-${t}-${s}`,retryAfterBaseValue:d.retryAfterUnitMs??1e3,onRateLimit:c("rate limit"),onSecondaryRateLimit:c(
"secondary rate limit"),...m},log:j})}get inFlight(){return this.#t}identity(){return this.#l??=this.#f(),this.#l}async upsert(e){
try{return await this.#m(e)}catch(t){throw this.#e?.aborted&&!(t instanceof A)?this.#o(e.issueNumber):O("comment-failed",
`could not post the report comment on #${e.issueNumber} in ${this.#r}/${this.#n}`,t)}}async#m(e){let{issueNumber:t,marker:s,
body:n}=e;if(!Number.isInteger(t)||t<1)throw new p("issue-number-invalid",`issue number must be a positive whole number,\
 got ${t}`,{where:"issue-number"});if(!s.startsWith("<!--")||!n.includes(s))throw new q("the comment body must carry its\
 marker, or it could never be found again");let o=await this.identity(),u=await this.#h(t,s,o,this.#e);if(u){let{id:i,url:a,
sent:l}=await this.#d(t,u,n);return{id:i,url:a,action:l?"updated":"unchanged"}}let d=Math.max(1,this.#i.createAttempts??
3);for(let i=1;;i++){if(this.#e?.aborted)throw this.#o(t);this.#t="create";try{let a=await this.#a(t,"create a comment o\
n",()=>this.#s.request("POST /repos/{owner}/{repo}/issues/{issue_number}/comments",{owner:this.#r,repo:this.#n,issue_number:t,
body:n,request:{retries:0}}));this.#t=void 0;let l=a.data;return{id:l.id,url:l.html_url,action:"created"}}catch(a){if(V(
a)||(this.#t=void 0),!V(a)||i>=d)throw a;this.#i.reporter?.warning(`creating the report comment on #${t} failed without \
a clear answer (${ue(a)}); checking whether it was created before trying again`),await ce((i+1)**2*(this.#i.retry?.baseDelayMs??
1e3),this.#e);let l=this.#e?.aborted===!0,c=await this.#h(t,s,o,l?void 0:this.#e);if(c){if(this.#t=void 0,l)return{id:c.
id,url:c.html_url,action:"created"};let{id:m,url:h}=await this.#d(t,c,n);return{id:m,url:h,action:"created"}}this.#t=void 0}}}#o(e){
let t=this.#t===void 0?"was not posted":`may have been ${this.#t==="create"?"created":"updated"}: its request got no ans\
wer before the stop`;return new p("cancelled",`the report comment on #${e} in ${this.#r}/${this.#n} ${t} (${String(this.#e?.
reason)})`)}async#d(e,t,s){if(t.body===s)return{id:t.id,url:t.html_url,sent:!1};if(this.#e?.aborted)throw this.#o(e);this.#t=
"update";let n=await this.#a(e,"update comment",()=>this.#s.request("PATCH /repos/{owner}/{repo}/issues/comments/{commen\
t_id}",{owner:this.#r,repo:this.#n,comment_id:t.id,body:s}));this.#t=void 0;let o=n.data;return{id:o.id,url:o.html_url,sent:!0}}async#h(e,t,s,n){
let o=null;for(let u=1;u<=D;u++){let d=await this.#a(e,"list comments of",()=>o===null?this.#s.request("GET /repos/{owne\
r}/{repo}/issues/{issue_number}/comments",{owner:this.#r,repo:this.#n,issue_number:e,per_page:ie,request:{signal:n}}):this.#s.
request({method:"GET",url:o,request:{signal:n}})),a=d.data.find(l=>oe(l,s)&&typeof l.body=="string"&&l.body.includes(t));
if(a)return a;if(o=ae(d.headers.link,this.#u),o===null)return}throw new q(`more than ${D} pages of comments on #${e}; re\
fusing to read further`)}async#f(){try{let s=(await this.#s.request("GET /user",{request:{signal:this.#e}})).data;return{
login:s.login,id:s.id,source:"user"}}catch(t){let s=y(t);if(s===401)throw I(t);if(s!==403&&s!==404)throw t;this.#e?.throwIfAborted()}
try{let t=`${this.#c.replace(/\/api\/v3$/,"/api")}/graphql`,n=(await this.#s.request({method:"POST",url:t,query:"query {\
 viewer { login databaseId } }",request:{signal:this.#e}})).data.data?.viewer;if(typeof n?.login=="string"&&n.login!==""){
let o=typeof n.databaseId=="number"?n.databaseId:null;return{login:n.login,id:o,source:"graphql-viewer"}}}catch(t){if(y(
t)===401)throw I(t);if(this.#e?.aborted)throw t}let e=this.#i.fallbackLogin??se;return this.#i.reporter?.warning(`could \
not tell which account the token acts as (GET /user and GraphQL viewer both failed); assuming ${e}. Only its comments ar\
e treated as baton's`),{login:e,id:null,source:"fallback"}}async#a(e,t,s){try{return await s()}catch(n){let o=y(n),u=L(n);
if(o===401)throw I(n);if(o===403&&!/rate limit/i.test(u)){let d=`GitHub refused to ${t} #${e} in ${this.#r}/${this.#n} (\
403: ${u}).`,i=this.#i.forkPullRequest,a=i?`This run is for a pull request from a fork${i.head?` (${i.head})`:""}, and G\
itHub gives such a run a read-only GITHUB_TOKEN whatever the job's permissions: say, so it cannot comment. Give the repo\
rt mode: summary in runs for pull requests from forks (the report is then in the run's job summary), e.g. mode: \${{ gith\
ub.event.pull_request.head.repo.full_name != github.repository && 'summary' || 'both' }}`:`The token needs write access \
to issues and pull requests; give the job:
  permissions:
    issues: write
    pull-requests: write
or pass a github-token that has it`;throw new p("comment-forbidden",`${d} ${a}`,{where:"github-token",cause:n})}throw o===
404?new p("issue-not-found",`issue or pull request #${e} was not found in ${this.#r}/${this.#n} (404). Check the issue-n\
umber input, and that the token can read the repository`,{where:"issue-number",cause:n}):o===410?new p("issue-gone",`iss\
ue #${e} in ${this.#r}/${this.#n} was deleted or its comments are off (410)`,{where:"issue-number",cause:n}):o===422?new p(
"comment-refused",`GitHub refused the report comment on #${e} (422: ${u})`,{cause:n}):n}}};function oe(r,e){return r.user?
e.id!==null?r.user.id===e.id:r.user.login.toLowerCase()===e.login.toLowerCase():!1}function ae(r,e){if(!r)return null;for(let t of r.
split(",")){let s=/<([^>]+)>\s*;\s*rel="?next"?/.exec(t);if(s)try{let n=new URL(s[1]);return n.origin===e?n.toString():null}catch{
return null}}return null}function V(r){if(r instanceof A)return!1;let e=y(r);return e===void 0||e>=500}function y(r){let e=r?.
status;return typeof e=="number"?e:void 0}function L(r){let e=r?.response?.data;return typeof e?.message=="string"?E(e.message):
E(r instanceof Error?r.message:String(r))}function ue(r){let e=y(r);return e===void 0?L(r):`${e}: ${L(r)}`}function I(r){
return new p("token-rejected",`GitHub rejected the token (401: ${L(r)}); check the github-token input`,{where:"github-to\
ken",cause:r})}function ce(r,e){return new Promise(t=>{if(e?.aborted)return t();let s=setTimeout(n,r);e?.addEventListener(
"abort",n,{once:!0});function n(){clearTimeout(s),e?.removeEventListener("abort",n),t()}})}export{se as GITHUB_ACTIONS_BOT_LOGIN,W as GitHubCommentSink,ae as nextLink};
