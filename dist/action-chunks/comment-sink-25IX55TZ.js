import{a as F,b as O}from"./chunk-SZWET2EW.js";import{b as C,d as E,e as x}from"./chunk-DXYW3RGQ.js";import{
c as P,d as G}from"./chunk-LZSRZBQU.js";import{c as A,d as w,e as q}from"./chunk-O7UU6C5Q.js";import"./chunk-SM223FN7.js";
import{d as Q}from"./chunk-A64LSPLL.js";var M=Q(F(),1),z="0.0.0-development",I=()=>Promise.resolve();function K(r,e,t){return r.retryLimiter.schedule(X,r,e,t)}async function X(r,e,t){
let{pathname:n}=new URL(t.url,"http://github.test"),s=Y(t.method,n),o=!s&&t.method!=="GET"&&t.method!=="HEAD",u=t.method===
"GET"&&n.startsWith("/search/"),d=n.startsWith("/graphql"),a=~~e.retryCount>0?{priority:0,weight:0}:{};r.clustering&&(a.
expiration=1e3*60),(o||d)&&await r.write.key(r.id).schedule(a,I),o&&r.triggersNotification(n)&&await r.notifications.key(
r.id).schedule(a,I),u&&await r.search.key(r.id).schedule(a,I);let c=(s?r.auth:r.global).key(r.id).schedule(a,e,t);if(d){
let l=await c;if(l.data.errors!=null&&l.data.errors.some(m=>m.type==="RATE_LIMITED"))throw Object.assign(new Error("Grap\
hQL Rate Limit Exceeded"),{response:l,data:l.data})}return c}function Y(r,e){return r==="PATCH"&&/^\/applications\/[^/]+\/token\/scoped$/.
test(e)||r==="POST"&&(/^\/applications\/[^/]+\/token$/.test(e)||/^\/app\/installations\/[^/]+\/access_tokens$/.test(e)||
e==="/login/oauth/access_token")}var J=["/orgs/{org}/invitations","/orgs/{org}/invitations/{invitation_id}","/orgs/{org}\
/teams/{team_slug}/discussions","/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments","/repos/{owner}\
/{repo}/collaborators/{username}","/repos/{owner}/{repo}/commits/{commit_sha}/comments","/repos/{owner}/{repo}/issues","\
/repos/{owner}/{repo}/issues/{issue_number}/comments","/repos/{owner}/{repo}/issues/{issue_number}/sub_issue","/repos/{o\
wner}/{repo}/issues/{issue_number}/sub_issues/priority","/repos/{owner}/{repo}/pulls","/repos/{owner}/{repo}/pulls/{pull\
_number}/comments","/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies","/repos/{owner}/{repo}/pull\
s/{pull_number}/merge","/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers","/repos/{owner}/{repo}/pulls/{pul\
l_number}/reviews","/repos/{owner}/{repo}/releases","/teams/{team_id}/discussions","/teams/{team_id}/discussions/{discus\
sion_number}/comments"];function Z(r){let t=`^(?:${r.map(n=>n.split("/").map(s=>s.startsWith("{")?"(?:.+?)":s).join("/")).
map(n=>`(?:${n})`).join("|")})[^/]*$`;return new RegExp(t,"i")}var U=Z(J),H=U.test.bind(U),p={},ee=function(r,e){p.global=
new r.Group({id:"octokit-global",maxConcurrent:10,...e}),p.auth=new r.Group({id:"octokit-auth",maxConcurrent:1,...e}),p.
search=new r.Group({id:"octokit-search",maxConcurrent:1,minTime:2e3,...e}),p.write=new r.Group({id:"octokit-write",maxConcurrent:1,
minTime:1e3,...e}),p.notifications=new r.Group({id:"octokit-notifications",maxConcurrent:1,minTime:3e3,...e})};function T(r,e){
let{enabled:t=!0,Bottleneck:n=M.default,id:s="no-id",timeout:o=1e3*60*2,connection:u}=e.throttle||{};if(!t)return{};let d={
timeout:o};typeof u<"u"&&(d.connection=u);let i=Object.assign({clustering:u!=null,triggersNotification:H,fallbackSecondaryRateRetryAfter:60,
retryAfterBaseValue:1e3,id:s},e.throttle);if(typeof i.onSecondaryRateLimit!="function"||typeof i.onRateLimit!="function")
throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);let a=!1,c=()=>{if(a)return;a=!0,p.global==null&&ee(n,d),i.global=i.global??p.global,i.auth=i.auth??p.auth,i.search=
i.search??p.search,i.write=i.write??p.write,i.notifications=i.notifications??p.notifications,i.retryLimiter=i.retryLimiter??
new n;let l={},m=new n.Events(l);l.on("secondary-limit",i.onSecondaryRateLimit),l.on("rate-limit",i.onRateLimit),l.on("e\
rror",h=>r.log.warn("Error in throttling-plugin limit handler",h)),i.retryLimiter.on("failed",async function(h,y){let[f,
g,b]=y.args,{pathname:_}=new URL(b.url,"http://github.test");if(!(_.startsWith("/graphql")&&h.status!==401||h.status===403||
h.status===429))return;let R=~~g.retryCount;g.retryCount=R,b.request.retryCount=R;let{wantRetry:N,retryAfter:V=0}=await(async function(){
if(/\bsecondary rate\b/i.test(h.message)){let k=Number(h.response.headers["retry-after"])||f.fallbackSecondaryRateRetryAfter;
return{wantRetry:await m.trigger("secondary-limit",k,b,r,R),retryAfter:k}}if(h.response.headers!=null&&h.response.headers["\
x-ratelimit-remaining"]==="0"||(h.response.data?.errors??[]).some(k=>k.type==="RATE_LIMITED")){let k=new Date(~~h.response.
headers["x-ratelimit-reset"]*1e3).getTime(),L=Math.max(Math.ceil((k-Date.now())/1e3)+1,0);return{wantRetry:await m.trigger(
"rate-limit",L,b,r,R),retryAfter:L}}return{}})();if(N)return g.retryCount++,V*f.retryAfterBaseValue})};return r.hook.wrap(
"request",(l,m)=>(c(),K(i,l,m))),{}}T.VERSION=z;T.triggersNotification=H;var te="github-actions[bot]",re=100,j=1e3,ne=x.plugin(O,T),W={key:()=>({schedule:(r,e,...t)=>e(...t)})},B=class{#r;#n;#s;#i;#u;#c;#e;#l;#t;constructor(e){
let[t,n,...s]=e.repository.split("/");if(!t||!n||s.length>0)throw new w("repository-invalid",`repository must be owner/r\
epo, got "${e.repository}"`);if(!e.token)throw new w("token-missing","no GitHub token: set the github-token input (defau\
lt: ${{ github.token }})",{where:"github-token"});this.#r=t,this.#n=n,this.#i=e,this.#e=e.signal;let o=(e.baseUrl??E.baseUrl??
"https://api.github.com").replace(/\/+$/,"");this.#c=o,this.#u=new URL(o).origin;let u=e.reporter,d=e.rateLimit??{},i=d.
maxWaitSeconds??120,a=d.retries??3,c=e.requestTimeoutMs??3e4,l=e.fetch??E.request?.fetch??globalThis.fetch,m=y=>(f,g,b,_)=>this.#e?.
aborted?!1:_>=a||f>i?(u?.warning(`GitHub ${y} on ${g.method} ${g.url}; giving up after ${_+1} tries`),!1):(u?.info(`GitH\
ub ${y} on ${g.method} ${g.url}; retrying after ${f} s`),!0),h=e.paceWrites===!1?{write:W,notifications:W}:{};this.#s=new ne(
{auth:e.token,baseUrl:o,userAgent:C("baton-report"),request:{fetch:async(y,f)=>{let g=[AbortSignal.timeout(c),...f?.signal?
[f.signal]:[]];try{return await l(y,{...f,signal:AbortSignal.any(g)})}catch(b){throw f?.signal?.aborted?new DOMException(
String(f.signal.reason),"AbortError"):b}}},retry:{retries:e.retry?.retries??3,retryAfterBaseValue:e.retry?.baseDelayMs??
1e3},throttle:{id:`baton-${t}-${n}`,retryAfterBaseValue:d.retryAfterUnitMs??1e3,onRateLimit:m("rate limit"),onSecondaryRateLimit:m(
"secondary rate limit"),...h},log:{debug:()=>{},info:()=>{},warn:()=>{},error:()=>{}}})}get inFlight(){return this.#t}identity(){
return this.#l??=this.#f(),this.#l}async upsert(e){try{return await this.#m(e)}catch(t){throw this.#e?.aborted&&!(t instanceof
A)?this.#o(e.issueNumber):P("comment-failed",`could not post the report comment on #${e.issueNumber} in ${this.#r}/${this.#n}`,
t)}}async#m(e){let{issueNumber:t,marker:n,body:s}=e;if(!Number.isInteger(t)||t<1)throw new w("issue-number-invalid",`iss\
ue number must be a positive whole number, got ${t}`,{where:"issue-number"});if(!n.startsWith("<!--")||!s.includes(n))throw new q(
"the comment body must carry its marker, or it could never be found again");let o=await this.identity(),u=await this.#h(
t,n,o,this.#e);if(u){let{id:i,url:a,sent:c}=await this.#d(t,u,s);return{id:i,url:a,action:c?"updated":"unchanged"}}let d=Math.
max(1,this.#i.createAttempts??3);for(let i=1;;i++){if(this.#e?.aborted)throw this.#o(t);this.#t="create";try{let a=await this.#a(
t,"create a comment on",()=>this.#s.request("POST /repos/{owner}/{repo}/issues/{issue_number}/comments",{owner:this.#r,repo:this.#n,
issue_number:t,body:s,request:{retries:0}}));this.#t=void 0;let c=a.data;return{id:c.id,url:c.html_url,action:"created"}}catch(a){
if(D(a)||(this.#t=void 0),!D(a)||i>=d)throw a;this.#i.reporter?.warning(`creating the report comment on #${t} failed wit\
hout a clear answer (${oe(a)}); checking whether it was created before trying again`),await ae((i+1)**2*(this.#i.retry?.
baseDelayMs??1e3),this.#e);let c=this.#e?.aborted===!0,l=await this.#h(t,n,o,c?void 0:this.#e);if(l){if(this.#t=void 0,c)
return{id:l.id,url:l.html_url,action:"created"};let{id:m,url:h}=await this.#d(t,l,s);return{id:m,url:h,action:"created"}}
this.#t=void 0}}}#o(e){let t=this.#t===void 0?"was not posted":`may have been ${this.#t==="create"?"created":"updated"}:\
 its request got no answer before the stop`;return new w("cancelled",`the report comment on #${e} in ${this.#r}/${this.#n}\
 ${t} (${String(this.#e?.reason)})`)}async#d(e,t,n){if(t.body===n)return{id:t.id,url:t.html_url,sent:!1};if(this.#e?.aborted)
throw this.#o(e);this.#t="update";let s=await this.#a(e,"update comment",()=>this.#s.request("PATCH /repos/{owner}/{repo\
}/issues/comments/{comment_id}",{owner:this.#r,repo:this.#n,comment_id:t.id,body:n}));this.#t=void 0;let o=s.data;return{
id:o.id,url:o.html_url,sent:!0}}async#h(e,t,n,s){let o=null;for(let u=1;u<=j;u++){let d=await this.#a(e,"list comments o\
f",()=>o===null?this.#s.request("GET /repos/{owner}/{repo}/issues/{issue_number}/comments",{owner:this.#r,repo:this.#n,issue_number:e,
per_page:re,request:{signal:s}}):this.#s.request({method:"GET",url:o,request:{signal:s}})),a=d.data.find(c=>se(c,n)&&typeof c.
body=="string"&&c.body.includes(t));if(a)return a;if(o=ie(d.headers.link,this.#u),o===null)return}throw new q(`more than\
 ${j} pages of comments on #${e}; refusing to read further`)}async#f(){try{let n=(await this.#s.request("GET /user",{request:{
signal:this.#e}})).data;return{login:n.login,id:n.id,source:"user"}}catch(t){let n=$(t);if(n===401)throw S(t);if(n!==403&&
n!==404)throw t;this.#e?.throwIfAborted()}try{let t=`${this.#c.replace(/\/api\/v3$/,"/api")}/graphql`,s=(await this.#s.request(
{method:"POST",url:t,query:"query { viewer { login databaseId } }",request:{signal:this.#e}})).data.data?.viewer;if(typeof s?.
login=="string"&&s.login!==""){let o=typeof s.databaseId=="number"?s.databaseId:null;return{login:s.login,id:o,source:"g\
raphql-viewer"}}}catch(t){if($(t)===401)throw S(t);if(this.#e?.aborted)throw t}let e=this.#i.fallbackLogin??te;return this.#i.
reporter?.warning(`could not tell which account the token acts as (GET /user and GraphQL viewer both failed); assuming ${e}\
. Only its comments are treated as baton's`),{login:e,id:null,source:"fallback"}}async#a(e,t,n){try{return await n()}catch(s){
let o=$(s),u=v(s);if(o===401)throw S(s);if(o===403&&!/rate limit/i.test(u)){let d=`GitHub refused to ${t} #${e} in ${this.#r}\
/${this.#n} (403: ${u}).`,i=this.#i.forkPullRequest,a=i?`This run is for a pull request from a fork${i.head?` (${i.head}\
)`:""}, and GitHub gives such a run a read-only GITHUB_TOKEN whatever the job's permissions: say, so it cannot comment. \
Give the report mode: summary in runs for pull requests from forks (the report is then in the run's job summary), e.g. m\
ode: \${{ github.event.pull_request.head.repo.full_name != github.repository && 'summary' || 'both' }}`:`The token needs\
 write access to issues and pull requests; give the job:
  permissions:
    issues: write
    pull-requests: write
or pass a github-token that has it`;throw new w("comment-forbidden",`${d} ${a}`,{where:"github-token",cause:s})}throw o===
404?new w("issue-not-found",`issue or pull request #${e} was not found in ${this.#r}/${this.#n} (404). Check the issue-n\
umber input, and that the token can read the repository`,{where:"issue-number",cause:s}):o===410?new w("issue-gone",`iss\
ue #${e} in ${this.#r}/${this.#n} was deleted or its comments are off (410)`,{where:"issue-number",cause:s}):o===422?new w(
"comment-refused",`GitHub refused the report comment on #${e} (422: ${u})`,{cause:s}):s}}};function se(r,e){return r.user?
e.id!==null?r.user.id===e.id:r.user.login.toLowerCase()===e.login.toLowerCase():!1}function ie(r,e){if(!r)return null;for(let t of r.
split(",")){let n=/<([^>]+)>\s*;\s*rel="?next"?/.exec(t);if(n)try{let s=new URL(n[1]);return s.origin===e?s.toString():null}catch{
return null}}return null}function D(r){if(r instanceof A)return!1;let e=$(r);return e===void 0||e>=500}function $(r){let e=r?.
status;return typeof e=="number"?e:void 0}function v(r){let e=r?.response?.data;return typeof e?.message=="string"?G(e.message):
G(r instanceof Error?r.message:String(r))}function oe(r){let e=$(r);return e===void 0?v(r):`${e}: ${v(r)}`}function S(r){
return new w("token-rejected",`GitHub rejected the token (401: ${v(r)}); check the github-token input`,{where:"github-to\
ken",cause:r})}function ae(r,e){return new Promise(t=>{if(e?.aborted)return t();let n=setTimeout(s,r);e?.addEventListener(
"abort",s,{once:!0});function s(){clearTimeout(n),e?.removeEventListener("abort",s),t()}})}export{te as GITHUB_ACTIONS_BOT_LOGIN,B as GitHubCommentSink,ie as nextLink};
