import{a as pr,b as ur}from"./chunk-ZVAPDWCN.js";import{a as q,b as fe,d as _e}from"./chunk-3NR5HZ6E.js";var we=fe(B=>{"use strict";Object.defineProperty(B,"__esModule",{value:!0});B.getProxyUrl=lr;B.checkBypass=be;function lr(e){
let r=e.protocol==="https:";if(be(e))return;let s=r?process.env.https_proxy||process.env.HTTPS_PROXY:process.env.http_proxy||
process.env.HTTP_PROXY;if(s)try{return new N(s)}catch{if(!s.startsWith("http://")&&!s.startsWith("https://"))return new N(
`http://${s}`)}else return}function be(e){if(!e.hostname)return!1;let r=e.hostname;if(gr(r))return!0;let s=process.env.no_proxy||
process.env.NO_PROXY||"";if(!s)return!1;let o;e.port?o=Number(e.port):e.protocol==="http:"?o=80:e.protocol==="https:"&&(o=
443);let t=[e.hostname.toUpperCase()];typeof o=="number"&&t.push(`${t[0]}:${o}`);for(let n of s.split(",").map(i=>i.trim().
toUpperCase()).filter(i=>i))if(n==="*"||t.some(i=>i===n||i.endsWith(`.${n}`)||n.startsWith(".")&&i.endsWith(`${n}`)))return!0;
return!1}function gr(e){let r=e.toLowerCase();return r==="localhost"||r.startsWith("127.")||r.startsWith("[::1]")||r.startsWith(
"[0:0:0:0:0:0:0:1]")}var N=class extends URL{constructor(r,s){super(r,s),this._decodedUsername=decodeURIComponent(super.
username),this._decodedPassword=decodeURIComponent(super.password)}get username(){return this._decodedUsername}get password(){
return this._decodedPassword}}});var ye=fe(E=>{"use strict";var dr=E&&E.__createBinding||(Object.create?(function(e,r,s,o){o===void 0&&(o=s);var t=Object.
getOwnPropertyDescriptor(r,s);(!t||("get"in t?!r.__esModule:t.writable||t.configurable))&&(t={enumerable:!0,get:function(){
return r[s]}}),Object.defineProperty(e,o,t)}):(function(e,r,s,o){o===void 0&&(o=s),e[o]=r[s]})),mr=E&&E.__setModuleDefault||
(Object.create?(function(e,r){Object.defineProperty(e,"default",{enumerable:!0,value:r})}):function(e,r){e.default=r}),M=E&&
E.__importStar||(function(){var e=function(r){return e=Object.getOwnPropertyNames||function(s){var o=[];for(var t in s)Object.
prototype.hasOwnProperty.call(s,t)&&(o[o.length]=t);return o},e(r)};return function(r){if(r&&r.__esModule)return r;var s={};
if(r!=null)for(var o=e(r),t=0;t<o.length;t++)o[t]!=="default"&&dr(s,r,o[t]);return mr(s,r),s}})(),f=E&&E.__awaiter||function(e,r,s,o){
function t(n){return n instanceof s?n:new s(function(i){i(n)})}return new(s||(s=Promise))(function(n,i){function a(u){try{
p(o.next(u))}catch(l){i(l)}}function c(u){try{p(o.throw(u))}catch(l){i(l)}}function p(u){u.done?n(u.value):t(u.value).then(
a,c)}p((o=o.apply(e,r||[])).next())})};Object.defineProperty(E,"__esModule",{value:!0});E.HttpClient=E.HttpClientResponse=
E.HttpClientError=E.MediaTypes=E.Headers=E.HttpCodes=void 0;E.getProxyUrl=Er;E.isHttps=Gr;var X=M(q("http")),Ge=M(q("https")),
Y=M(we()),x=M(ur()),Tr=(()=>{let e,r=()=>e??=q("../vendor/undici.cjs");return new Proxy(function(){},{get:(s,o)=>r()[o],
apply:(s,o,t)=>Reflect.apply(r(),o,t),construct:(s,o)=>Reflect.construct(r(),o)})})(),G;(function(e){e[e.OK=200]="OK",e[e.
MultipleChoices=300]="MultipleChoices",e[e.MovedPermanently=301]="MovedPermanently",e[e.ResourceMoved=302]="ResourceMove\
d",e[e.SeeOther=303]="SeeOther",e[e.NotModified=304]="NotModified",e[e.UseProxy=305]="UseProxy",e[e.SwitchProxy=306]="Sw\
itchProxy",e[e.TemporaryRedirect=307]="TemporaryRedirect",e[e.PermanentRedirect=308]="PermanentRedirect",e[e.BadRequest=
400]="BadRequest",e[e.Unauthorized=401]="Unauthorized",e[e.PaymentRequired=402]="PaymentRequired",e[e.Forbidden=403]="Fo\
rbidden",e[e.NotFound=404]="NotFound",e[e.MethodNotAllowed=405]="MethodNotAllowed",e[e.NotAcceptable=406]="NotAcceptable",
e[e.ProxyAuthenticationRequired=407]="ProxyAuthenticationRequired",e[e.RequestTimeout=408]="RequestTimeout",e[e.Conflict=
409]="Conflict",e[e.Gone=410]="Gone",e[e.TooManyRequests=429]="TooManyRequests",e[e.InternalServerError=500]="InternalSe\
rverError",e[e.NotImplemented=501]="NotImplemented",e[e.BadGateway=502]="BadGateway",e[e.ServiceUnavailable=503]="Servic\
eUnavailable",e[e.GatewayTimeout=504]="GatewayTimeout"})(G||(E.HttpCodes=G={}));var w;(function(e){e.Accept="accept",e.ContentType=
"content-type"})(w||(E.Headers=w={}));var A;(function(e){e.ApplicationJson="application/json"})(A||(E.MediaTypes=A={}));
function Er(e){let r=Y.getProxyUrl(new URL(e));return r?r.href:""}var hr=[G.MovedPermanently,G.ResourceMoved,G.SeeOther,
G.TemporaryRedirect,G.PermanentRedirect],fr=[G.BadGateway,G.ServiceUnavailable,G.GatewayTimeout],_r=["OPTIONS","GET","DE\
LETE","HEAD"],br=10,wr=5,V=class e extends Error{constructor(r,s){super(r),this.name="HttpClientError",this.statusCode=s,
Object.setPrototypeOf(this,e.prototype)}};E.HttpClientError=V;var H=class{constructor(r){this.message=r}readBody(){return f(
this,void 0,void 0,function*(){return new Promise(r=>f(this,void 0,void 0,function*(){let s=Buffer.alloc(0);this.message.
on("data",o=>{s=Buffer.concat([s,o])}),this.message.on("end",()=>{r(s.toString())})}))})}readBodyBuffer(){return f(this,
void 0,void 0,function*(){return new Promise(r=>f(this,void 0,void 0,function*(){let s=[];this.message.on("data",o=>{s.push(
o)}),this.message.on("end",()=>{r(Buffer.concat(s))})}))})}};E.HttpClientResponse=H;function Gr(e){return new URL(e).protocol===
"https:"}var Z=class{constructor(r,s,o){this._ignoreSslError=!1,this._allowRedirects=!0,this._allowRedirectDowngrade=!1,
this._maxRedirects=50,this._allowRetries=!1,this._maxRetries=1,this._keepAlive=!1,this._disposed=!1,this.userAgent=this.
_getUserAgentWithOrchestrationId(r),this.handlers=s||[],this.requestOptions=o,o&&(o.ignoreSslError!=null&&(this._ignoreSslError=
o.ignoreSslError),this._socketTimeout=o.socketTimeout,o.allowRedirects!=null&&(this._allowRedirects=o.allowRedirects),o.
allowRedirectDowngrade!=null&&(this._allowRedirectDowngrade=o.allowRedirectDowngrade),o.maxRedirects!=null&&(this._maxRedirects=
Math.max(o.maxRedirects,0)),o.keepAlive!=null&&(this._keepAlive=o.keepAlive),o.allowRetries!=null&&(this._allowRetries=o.
allowRetries),o.maxRetries!=null&&(this._maxRetries=o.maxRetries))}options(r,s){return f(this,void 0,void 0,function*(){
return this.request("OPTIONS",r,null,s||{})})}get(r,s){return f(this,void 0,void 0,function*(){return this.request("GET",
r,null,s||{})})}del(r,s){return f(this,void 0,void 0,function*(){return this.request("DELETE",r,null,s||{})})}post(r,s,o){
return f(this,void 0,void 0,function*(){return this.request("POST",r,s,o||{})})}patch(r,s,o){return f(this,void 0,void 0,
function*(){return this.request("PATCH",r,s,o||{})})}put(r,s,o){return f(this,void 0,void 0,function*(){return this.request(
"PUT",r,s,o||{})})}head(r,s){return f(this,void 0,void 0,function*(){return this.request("HEAD",r,null,s||{})})}sendStream(r,s,o,t){
return f(this,void 0,void 0,function*(){return this.request(r,s,o,t)})}getJson(r){return f(this,arguments,void 0,function*(s,o={}){
o[w.Accept]=this._getExistingOrDefaultHeader(o,w.Accept,A.ApplicationJson);let t=yield this.get(s,o);return this._processResponse(
t,this.requestOptions)})}postJson(r,s){return f(this,arguments,void 0,function*(o,t,n={}){let i=JSON.stringify(t,null,2);
n[w.Accept]=this._getExistingOrDefaultHeader(n,w.Accept,A.ApplicationJson),n[w.ContentType]=this._getExistingOrDefaultContentTypeHeader(
n,A.ApplicationJson);let a=yield this.post(o,i,n);return this._processResponse(a,this.requestOptions)})}putJson(r,s){return f(
this,arguments,void 0,function*(o,t,n={}){let i=JSON.stringify(t,null,2);n[w.Accept]=this._getExistingOrDefaultHeader(n,
w.Accept,A.ApplicationJson),n[w.ContentType]=this._getExistingOrDefaultContentTypeHeader(n,A.ApplicationJson);let a=yield this.
put(o,i,n);return this._processResponse(a,this.requestOptions)})}patchJson(r,s){return f(this,arguments,void 0,function*(o,t,n={}){
let i=JSON.stringify(t,null,2);n[w.Accept]=this._getExistingOrDefaultHeader(n,w.Accept,A.ApplicationJson),n[w.ContentType]=
this._getExistingOrDefaultContentTypeHeader(n,A.ApplicationJson);let a=yield this.patch(o,i,n);return this._processResponse(
a,this.requestOptions)})}request(r,s,o,t){return f(this,void 0,void 0,function*(){if(this._disposed)throw new Error("Cli\
ent has already been disposed.");let n=new URL(s),i=this._prepareRequest(r,n,t),a=this._allowRetries&&_r.includes(r)?this.
_maxRetries+1:1,c=0,p;do{if(p=yield this.requestRaw(i,o),p&&p.message&&p.message.statusCode===G.Unauthorized){let l;for(let g of this.
handlers)if(g.canHandleAuthentication(p)){l=g;break}return l?l.handleAuthentication(this,i,o):p}let u=this._maxRedirects;
for(;p.message.statusCode&&hr.includes(p.message.statusCode)&&this._allowRedirects&&u>0;){let l=p.message.headers.location;
if(!l)break;let g=new URL(l);if(n.protocol==="https:"&&n.protocol!==g.protocol&&!this._allowRedirectDowngrade)throw new Error(
"Redirect from HTTPS to HTTP protocol. This downgrade is not allowed for security reasons. If you want to allow this beh\
avior, set the allowRedirectDowngrade option to true.");if(yield p.readBody(),g.hostname!==n.hostname)for(let h in t)h.toLowerCase()===
"authorization"&&delete t[h];i=this._prepareRequest(r,g,t),p=yield this.requestRaw(i,o),u--}if(!p.message.statusCode||!fr.
includes(p.message.statusCode))return p;c+=1,c<a&&(yield p.readBody(),yield this._performExponentialBackoff(c))}while(c<
a);return p})}dispose(){this._agent&&this._agent.destroy(),this._disposed=!0}requestRaw(r,s){return f(this,void 0,void 0,
function*(){return new Promise((o,t)=>{function n(i,a){i?t(i):a?o(a):t(new Error("Unknown error"))}this.requestRawWithCallback(
r,s,n)})})}requestRawWithCallback(r,s,o){typeof s=="string"&&(r.options.headers||(r.options.headers={}),r.options.headers["\
Content-Length"]=Buffer.byteLength(s,"utf8"));let t=!1;function n(c,p){t||(t=!0,o(c,p))}let i=r.httpModule.request(r.options,
c=>{let p=new H(c);n(void 0,p)}),a;i.on("socket",c=>{a=c}),i.setTimeout(this._socketTimeout||3*6e4,()=>{a&&a.end(),n(new Error(
`Request timeout: ${r.options.path}`))}),i.on("error",function(c){n(c)}),s&&typeof s=="string"&&i.write(s,"utf8"),s&&typeof s!=
"string"?(s.on("close",function(){i.end()}),s.pipe(i)):i.end()}getAgent(r){let s=new URL(r);return this._getAgent(s)}getAgentDispatcher(r){
let s=new URL(r),o=Y.getProxyUrl(s);if(o&&o.hostname)return this._getProxyAgentDispatcher(s,o)}_prepareRequest(r,s,o){let t={};
t.parsedUrl=s;let n=t.parsedUrl.protocol==="https:";t.httpModule=n?Ge:X;let i=n?443:80;if(t.options={},t.options.host=t.
parsedUrl.hostname,t.options.port=t.parsedUrl.port?parseInt(t.parsedUrl.port):i,t.options.path=(t.parsedUrl.pathname||"")+
(t.parsedUrl.search||""),t.options.method=r,t.options.headers=this._mergeHeaders(o),this.userAgent!=null&&(t.options.headers["\
user-agent"]=this.userAgent),t.options.agent=this._getAgent(t.parsedUrl),this.handlers)for(let a of this.handlers)a.prepareRequest(
t.options);return t}_mergeHeaders(r){return this.requestOptions&&this.requestOptions.headers?Object.assign({},C(this.requestOptions.
headers),C(r||{})):C(r||{})}_getExistingOrDefaultHeader(r,s,o){let t;if(this.requestOptions&&this.requestOptions.headers){
let i=C(this.requestOptions.headers)[s];i&&(t=typeof i=="number"?i.toString():i)}let n=r[s];return n!==void 0?typeof n==
"number"?n.toString():n:t!==void 0?t:o}_getExistingOrDefaultContentTypeHeader(r,s){let o;if(this.requestOptions&&this.requestOptions.
headers){let n=C(this.requestOptions.headers)[w.ContentType];n&&(typeof n=="number"?o=String(n):Array.isArray(n)?o=n.join(
", "):o=n)}let t=r[w.ContentType];return t!==void 0?typeof t=="number"?String(t):Array.isArray(t)?t.join(", "):t:o!==void 0?
o:s}_getAgent(r){let s,o=Y.getProxyUrl(r),t=o&&o.hostname;if(this._keepAlive&&t&&(s=this._proxyAgent),t||(s=this._agent),
s)return s;let n=r.protocol==="https:",i=100;if(this.requestOptions&&(i=this.requestOptions.maxSockets||X.globalAgent.maxSockets),
o&&o.hostname){let a={maxSockets:i,keepAlive:this._keepAlive,proxy:Object.assign(Object.assign({},(o.username||o.password)&&
{proxyAuth:`${o.username}:${o.password}`}),{host:o.hostname,port:o.port})},c,p=o.protocol==="https:";n?c=p?x.httpsOverHttps:
x.httpsOverHttp:c=p?x.httpOverHttps:x.httpOverHttp,s=c(a),this._proxyAgent=s}if(!s){let a={keepAlive:this._keepAlive,maxSockets:i};
s=n?new Ge.Agent(a):new X.Agent(a),this._agent=s}return n&&this._ignoreSslError&&(s.options=Object.assign(s.options||{},
{rejectUnauthorized:!1})),s}_getProxyAgentDispatcher(r,s){let o;if(this._keepAlive&&(o=this._proxyAgentDispatcher),o)return o;
let t=r.protocol==="https:";return o=new Tr.ProxyAgent(Object.assign({uri:s.href,pipelining:this._keepAlive?1:0},(s.username||
s.password)&&{token:`Basic ${Buffer.from(`${s.username}:${s.password}`).toString("base64")}`})),this._proxyAgentDispatcher=
o,t&&this._ignoreSslError&&(o.options=Object.assign(o.options.requestTls||{},{rejectUnauthorized:!1})),o}_getUserAgentWithOrchestrationId(r){
let s=r||"actions/http-client",o=process.env.ACTIONS_ORCHESTRATION_ID;if(o){let t=o.replace(/[^a-z0-9_.-]/gi,"_");return`${s}\
 actions_orchestration_id/${t}`}return s}_performExponentialBackoff(r){return f(this,void 0,void 0,function*(){r=Math.min(
br,r);let s=wr*Math.pow(2,r);return new Promise(o=>setTimeout(()=>o(),s))})}_processResponse(r,s){return f(this,void 0,void 0,
function*(){return new Promise((o,t)=>f(this,void 0,void 0,function*(){let n=r.message.statusCode||0,i={statusCode:n,result:null,
headers:{}};n===G.NotFound&&o(i);function a(u,l){if(typeof l=="string"){let g=new Date(l);if(!isNaN(g.valueOf()))return g}
return l}let c,p;try{p=yield r.readBody(),p&&p.length>0&&(s&&s.deserializeDates?c=JSON.parse(p,a):c=JSON.parse(p),i.result=
c),i.headers=r.message.headers}catch{}if(n>299){let u;c&&c.message?u=c.message:p&&p.length>0?u=p:u=`Failed request: (${n}\
)`;let l=new V(u,n);l.result=i.result,t(l)}else o(i)}))})}};E.HttpClient=Z;var C=e=>Object.keys(e).reduce((r,s)=>(r[s.toLowerCase()]=
e[s],r),{})});var ee=_e(ye(),1),yr=function(e,r,s,o){function t(n){return n instanceof s?n:new s(function(i){i(n)})}return new(s||(s=Promise))(
function(n,i){function a(u){try{p(o.next(u))}catch(l){i(l)}}function c(u){try{p(o.throw(u))}catch(l){i(l)}}function p(u){
u.done?n(u.value):t(u.value).then(a,c)}p((o=o.apply(e,r||[])).next())})};function Or(...e){let r=q("../vendor/undici.cjs").
fetch;return new.target?new r(...e):r(...e)}function Oe(e,r){if(!e&&!r.auth)throw new Error("Parameter token or opts.aut\
h is required");if(e&&r.auth)throw new Error("Parameters token and opts.auth may not both be specified");return typeof r.
auth=="string"?r.auth:`token ${e}`}function Ae(e){return new ee.HttpClient().getAgent(e)}function Ar(e){return new ee.HttpClient().
getAgentDispatcher(e)}function ve(e){let r=Ar(e);return(o,t)=>yr(this,void 0,void 0,function*(){return Or(o,Object.assign(
Object.assign({},t),{dispatcher:r}))})}function ke(){return process.env.GITHUB_API_URL||"https://api.github.com"}function re(e){
var r;let s=(r=process.env.ACTIONS_ORCHESTRATION_ID)===null||r===void 0?void 0:r.trim();if(s){let t=`actions_orchestrati\
on_id/${s.replace(/[^a-z0-9_.-]/gi,"_")}`;return e?.includes(t)?e:`${e?`${e} `:""}${t}`}return e}var z=_e(pr(),1);import{EOL as kr}from"os";var W=class{constructor(){var r,s,o;if(this.payload={},process.env.GITHUB_EVENT_PATH)
if((0,z.existsSync)(process.env.GITHUB_EVENT_PATH))this.payload=JSON.parse((0,z.readFileSync)(process.env.GITHUB_EVENT_PATH,
{encoding:"utf8"}));else{let t=process.env.GITHUB_EVENT_PATH;process.stdout.write(`GITHUB_EVENT_PATH ${t} does not exist${kr}`)}
this.eventName=process.env.GITHUB_EVENT_NAME,this.sha=process.env.GITHUB_SHA,this.ref=process.env.GITHUB_REF,this.workflow=
process.env.GITHUB_WORKFLOW,this.action=process.env.GITHUB_ACTION,this.actor=process.env.GITHUB_ACTOR,this.job=process.env.
GITHUB_JOB,this.runAttempt=parseInt(process.env.GITHUB_RUN_ATTEMPT,10),this.runNumber=parseInt(process.env.GITHUB_RUN_NUMBER,
10),this.runId=parseInt(process.env.GITHUB_RUN_ID,10),this.apiUrl=(r=process.env.GITHUB_API_URL)!==null&&r!==void 0?r:"h\
ttps://api.github.com",this.serverUrl=(s=process.env.GITHUB_SERVER_URL)!==null&&s!==void 0?s:"https://github.com",this.graphqlUrl=
(o=process.env.GITHUB_GRAPHQL_URL)!==null&&o!==void 0?o:"https://api.github.com/graphql"}get issue(){let r=this.payload;
return Object.assign(Object.assign({},this.repo),{number:(r.issue||r.pull_request||r).number})}get repo(){if(process.env.
GITHUB_REPOSITORY){let[r,s]=process.env.GITHUB_REPOSITORY.split("/");return{owner:r,repo:s}}if(this.payload.repository)return{
owner:this.payload.repository.owner.login,repo:this.payload.repository.name};throw new Error("context.repo requires a GI\
THUB_REPOSITORY environment variable like 'owner/repo'")}};function v(){return typeof navigator=="object"&&"userAgent"in navigator?navigator.userAgent:typeof process=="object"&&process.
version!==void 0?`Node.js/${process.version.substr(1)} (${process.platform}; ${process.arch})`:"<environment undetectabl\
e>"}function $(e,r,s,o){if(typeof s!="function")throw new Error("method for before hook must be a function");return o||(o={}),
Array.isArray(r)?r.reverse().reduce((t,n)=>$.bind(null,e,n,t,o),s)():Promise.resolve().then(()=>e.registry[r]?e.registry[r].
reduce((t,n)=>n.hook.bind(null,t,o),s)():s(o))}function Pe(e,r,s,o){let t=o;e.registry[s]||(e.registry[s]=[]),r==="before"&&(o=(n,i)=>Promise.resolve().then(t.bind(null,
i)).then(n.bind(null,i))),r==="after"&&(o=(n,i)=>{let a;return Promise.resolve().then(n.bind(null,i)).then(c=>(a=c,t(a,i))).
then(()=>a)}),r==="error"&&(o=(n,i)=>Promise.resolve().then(n.bind(null,i)).catch(a=>t(a,i))),e.registry[s].push({hook:o,
orig:t})}function Se(e,r,s){if(!e.registry[r])return;let o=e.registry[r].map(t=>t.orig).indexOf(s);o!==-1&&e.registry[r].splice(o,
1)}var Re=Function.bind,Fe=Re.bind(Re);function Ue(e,r,s){let o=Fe(Se,null).apply(null,s?[r,s]:[r]);e.api={remove:o},e.remove=
o,["before","error","after","wrap"].forEach(t=>{let n=s?[r,t,s]:[r,t];e[t]=e.api[t]=Fe(Pe,null).apply(null,n)})}function Sr(){
let e=Symbol("Singular"),r={registry:{}},s=$.bind(null,r,e);return Ue(s,r,e),s}function Rr(){let e={registry:{}},r=$.bind(
null,e);return Ue(r,e),r}var De={Singular:Sr,Collection:Rr};var Fr="0.0.0-development",Ur=`octokit-endpoint.js/${Fr} ${v()}`,Dr={method:"GET",baseUrl:"https://api.github.com",headers:{
accept:"application/vnd.github.v3+json","user-agent":Ur},mediaType:{format:""}};function Cr(e){return e?Object.keys(e).reduce(
(r,s)=>(r[s.toLowerCase()]=e[s],r),{}):{}}function Lr(e){if(typeof e!="object"||e===null||Object.prototype.toString.call(
e)!=="[object Object]")return!1;let r=Object.getPrototypeOf(e);if(r===null)return!0;let s=Object.prototype.hasOwnProperty.
call(r,"constructor")&&r.constructor;return typeof s=="function"&&s instanceof s&&Function.prototype.call(s)===Function.
prototype.call(e)}function Ie(e,r){let s=Object.assign({},e);return Object.keys(r).forEach(o=>{Lr(r[o])?o in e?s[o]=Ie(e[o],
r[o]):Object.assign(s,{[o]:r[o]}):Object.assign(s,{[o]:r[o]})}),s}function Ce(e){for(let r in e)e[r]===void 0&&delete e[r];
return e}function oe(e,r,s){if(typeof r=="string"){let[t,n]=r.split(" ");s=Object.assign(n?{method:t,url:n}:{url:t},s)}else
s=Object.assign({},r);s.headers=Cr(s.headers),Ce(s),Ce(s.headers);let o=Ie(e||{},s);return s.url==="/graphql"&&(e&&e.mediaType.
previews?.length&&(o.mediaType.previews=e.mediaType.previews.filter(t=>!o.mediaType.previews.includes(t)).concat(o.mediaType.
previews)),o.mediaType.previews=(o.mediaType.previews||[]).map(t=>t.replace(/-preview/,""))),o}function Ir(e,r){let s=/\?/.
test(e)?"&":"?",o=Object.keys(r);return o.length===0?e:e+s+o.map(t=>t==="q"?"q="+r.q.split("+").map(encodeURIComponent).
join("+"):`${t}=${encodeURIComponent(r[t])}`).join("&")}var jr=/\{[^{}}]+\}/g;function qr(e){return e.replace(/(?:^\W+)|(?:(?<!\W)\W+$)/g,
"").split(/,/)}function Nr(e){let r=e.match(jr);return r?r.map(qr).reduce((s,o)=>s.concat(o),[]):[]}function Le(e,r){let s={
__proto__:null};for(let o of Object.keys(e))r.indexOf(o)===-1&&(s[o]=e[o]);return s}function je(e){return e.split(/(%[0-9A-Fa-f]{2})/g).
map(function(r){return/%[0-9A-Fa-f]/.test(r)||(r=encodeURI(r).replace(/%5B/g,"[").replace(/%5D/g,"]")),r}).join("")}function D(e){
return encodeURIComponent(e).replace(/[!'()*]/g,function(r){return"%"+r.charCodeAt(0).toString(16).toUpperCase()})}function L(e,r,s){
return r=e==="+"||e==="#"?je(r):D(r),s?D(s)+"="+r:r}function U(e){return e!=null}function se(e){return e===";"||e==="&"||
e==="?"}function Br(e,r,s,o){var t=e[s],n=[];if(U(t)&&t!=="")if(typeof t=="string"||typeof t=="number"||typeof t=="bigin\
t"||typeof t=="boolean")t=t.toString(),o&&o!=="*"&&(t=t.substring(0,parseInt(o,10))),n.push(L(r,t,se(r)?s:""));else if(o===
"*")Array.isArray(t)?t.filter(U).forEach(function(i){n.push(L(r,i,se(r)?s:""))}):Object.keys(t).forEach(function(i){U(t[i])&&
n.push(L(r,t[i],i))});else{let i=[];Array.isArray(t)?t.filter(U).forEach(function(a){i.push(L(r,a))}):Object.keys(t).forEach(
function(a){U(t[a])&&(i.push(D(a)),i.push(L(r,t[a].toString())))}),se(r)?n.push(D(s)+"="+i.join(",")):i.length!==0&&n.push(
i.join(","))}else r===";"?U(t)&&n.push(D(s)):t===""&&(r==="&"||r==="?")?n.push(D(s)+"="):t===""&&n.push("");return n}function xr(e){
return{expand:Vr.bind(null,e)}}function Vr(e,r){var s=["+","#",".","/",";","?","&"];return e=e.replace(/\{([^\{\}]+)\}|([^\{\}]+)/g,
function(o,t,n){if(t){let a="",c=[];if(s.indexOf(t.charAt(0))!==-1&&(a=t.charAt(0),t=t.substr(1)),t.split(/,/g).forEach(
function(p){var u=/([^:\*]*)(?::(\d+)|(\*))?/.exec(p);c.push(Br(r,a,u[1],u[2]||u[3]))}),a&&a!=="+"){var i=",";return a===
"?"?i="&":a!=="#"&&(i=a),(c.length!==0?a:"")+c.join(i)}else return c.join(",")}else return je(n)}),e==="/"?e:e.replace(/\/$/,
"")}function qe(e){let r=e.method.toUpperCase(),s=(e.url||"/").replace(/:([a-z]\w+)/g,"{$1}"),o=Object.assign({},e.headers),
t,n=Le(e,["method","baseUrl","url","headers","request","mediaType"]),i=Nr(s);s=xr(s).expand(n),/^http/.test(s)||(s=e.baseUrl+
s);let a=Object.keys(e).filter(u=>i.includes(u)).concat("baseUrl"),c=Le(n,a);if(!/application\/octet-stream/i.test(o.accept)&&
(e.mediaType.format&&(o.accept=o.accept.split(/,/).map(u=>u.replace(/application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/,`\
application/vnd$1$2.${e.mediaType.format}`)).join(",")),s.endsWith("/graphql")&&e.mediaType.previews?.length)){let u=o.accept.
match(/(?<![\w-])[\w-]+(?=-preview)/g)||[];o.accept=u.concat(e.mediaType.previews).map(l=>{let g=e.mediaType.format?`.${e.
mediaType.format}`:"+json";return`application/vnd.github.${l}-preview${g}`}).join(",")}return["GET","HEAD"].includes(r)?
s=Ir(s,c):"data"in c?t=c.data:Object.keys(c).length&&(t=c),!o["content-type"]&&typeof t<"u"&&(o["content-type"]="applica\
tion/json; charset=utf-8"),["PATCH","PUT"].includes(r)&&typeof t>"u"&&(t=""),Object.assign({method:r,url:s,headers:o},typeof t<
"u"?{body:t}:null,e.request?{request:e.request}:null)}function Hr(e,r,s){return qe(oe(e,r,s))}function Ne(e,r){let s=oe(
e,r),o=Hr.bind(null,s);return Object.assign(o,{DEFAULTS:s,defaults:Ne.bind(null,s),merge:oe.bind(null,s),parse:qe})}var Be=Ne(
null,Dr);var _=new Uint8Array(256);_[9]|=2;_[32]|=2;_[59]|=4;_[44]|=8;for(let e=128;e<=255;e++)_[e]|=1;for(let e of"!#$%&'*+-.^_`\
|~")_[e.charCodeAt(0)]|=16;for(let e=48;e<=57;e++)_[e]|=16;for(let e=65;e<=90;e++)_[e]|=17;for(let e=97;e<=122;e++)_[e]|=
16;var xe=(()=>{let e=function(){};return e.prototype=Object.create(null),e})();function Ve(e,r){let s=4|(r?.comma===!0?8:0),o=e.length,t=r?.start??0;for(;(_[e.charCodeAt(t)]&2)!==0;)t++;let n=t,i=0,a=-1,
c=r?.parameters===!1?8:0;for(;n<o;){let g=e.charCodeAt(n),h=_[g];if((h&s)!==0){c|=h&8;break}(h&2)!==0?a===-1&&(a=n):a=-1,
i|=g&65280|h,n++}let p=a===-1?n:a,u=e.slice(t,p),l=(i&65281)===0?u:u.toLowerCase();return n===o||c!==0?{type:l,index:n,parameters:new xe}:
Mr(e,l,n,o,s)}function Mr(e,r,s,o,t){let n=new xe;e:for(;s<o;){for(s++;(_[e.charCodeAt(s)]&2)!==0;)s++;let i=s,a=0,c=-1;
for(;s<o;){let p=e.charCodeAt(s),u=_[p];if((u&t)!==0){if((u&8)!==0)break e;continue e}if(p===61){let l=c===-1?s:c,g=e.slice(
i,l),h=(a&65281)===0?g:g.toLowerCase();for(s++;(_[e.charCodeAt(s)]&2)!==0;)s++;if(s<o&&e.charCodeAt(s)===34){let T=++s,y=!1;
for(;s<o;){let P=e.charCodeAt(s);if(P===34){n[h]===void 0&&(n[h]=y?Wr(e,T,s):e.slice(T,s)),s++;let b=0;for(;s<o;){let j=e.
charCodeAt(s),F=_[j];if((F&t)!==0){b=F&8;break}s++}if(b!==0)break e;continue e}if(P===92&&s+1<o){y=!0,s+=2;continue}s++}
continue e}let d=s,O=0,m=-1;for(;s<o;){let T=e.charCodeAt(s),y=_[T];if((y&t)!==0){O=y&8;break}(y&2)!==0?m===-1&&(m=s):m=
-1,s++}if(n[h]===void 0){let T=m===-1?s:m;n[h]=e.slice(d,T)}if(O!==0)break e;continue e}(u&2)!==0?c===-1&&(c=s):c=-1,a|=
p&65280|u,s++}}return{type:r,index:s,parameters:n}}function Wr(e,r,s){let o="";for(let t=r;t<s;t++)e.charCodeAt(t)===92&&
(o+=e.slice(r,t),r=++t);return o+e.slice(r,s)}var zr=/^-?\d+$/,K=/^-?\d+n+$/,k=JSON.stringify,te=JSON.parse,$e=/^-?\d+n$/,He=/([\[:])?"(-?\d+)n"($|\s*[,\}\]])/g,Me=/([\[:])?("-?\d+n+)n("$|"\s*[,\}\]])/g,
ne=e=>e===void 0||typeof e=="function"||typeof e=="symbol",ie=e=>e!==null&&typeof e=="object"&&e.constructor&&e.constructor.
name==="RawJSON",$r=(e,r,s)=>{let o="";typeof s=="number"?o=" ".repeat(Math.min(10,Math.max(0,Math.floor(s)))):typeof s==
"string"&&(o=s.slice(0,10));let t=typeof r=="function",n=Array.isArray(r)?new Set(r.map(String)):null,i=(d,O,m)=>(m!==null&&
typeof m=="object"&&typeof m.toJSON=="function"&&(m=m.toJSON(O)),typeof m=="string"&&K.test(m)?m+"n":typeof m=="bigint"?
"rawJSON"in JSON?JSON.rawJSON(m.toString()):m.toString()+"n":(t&&(m=r.call(d,O,m)),m!==null&&typeof m=="object"&&(m instanceof
Number||m instanceof String||m instanceof Boolean)&&(m=m.valueOf()),m)),a=i({"":e},"",e);if(ne(a))return;let c=a===null||
typeof a!="object",p=ie(a);if(c||p)return k(a);let u=[],l=0,g=[{parent:{"":a},key:"",val:a,isArray:Array.isArray(a),keys:Array.
isArray(a)?null:Object.keys(a),index:0,first:!0}],h=new WeakSet([a]);for(;g.length>0;){let d=g[g.length-1];d.index===0&&
(u.push(d.isArray?"[":"{"),l++);let O=!1;if(d.isArray)if(d.index<d.val.length){d.first||u.push(","),o&&u.push(`
`+o.repeat(l));let m=d.val[d.index],T=i(d.val,String(d.index),m);if(ne(T))u.push("null"),d.first=!1,d.index++;else{let y=T!==
null&&typeof T=="object",P=ie(T);if(y&&!P){if(h.has(T))throw new TypeError("Converting circular structure to JSON");h.add(
T),g.push({parent:d.val,key:String(d.index),val:T,isArray:Array.isArray(T),keys:Array.isArray(T)?null:Object.keys(T),index:0,
first:!0}),d.first=!1,d.index++}else u.push(k(T)),d.first=!1,d.index++}}else O=!0;else{for(;d.index<d.keys.length;){let T=d.
keys[d.index++];if(n&&!n.has(T))continue;let P=d.val[T],b=i(d.val,T,P);if(ne(b))continue;d.first||u.push(","),o?u.push(`\

`+o.repeat(l)+k(T)+": "):u.push(k(T)+":");let j=b!==null&&typeof b=="object",F=ie(b);if(j&&!F){if(h.has(b))throw new TypeError(
"Converting circular structure to JSON");h.add(b),g.push({parent:d.val,key:T,val:b,isArray:Array.isArray(b),keys:Array.isArray(
b)?null:Object.keys(b),index:0,first:!0}),d.first=!1;break}else u.push(k(b)),d.first=!1}d.index>=d.keys.length&&g[g.length-
1]===d&&(O=!0)}O&&(l--,!d.first&&o&&u.push(`
`+o.repeat(l)),u.push(d.isArray?"]":"}"),h.delete(d.val),g.pop())}return u.join("")},Je=(e,r,s)=>{try{return"rawJSON"in JSON?
k(e,(a,c)=>typeof c=="bigint"?JSON.rawJSON(c.toString()):typeof r=="function"?r(a,c):(Array.isArray(r)&&r.includes(a),c),
s):e?k(e,(a,c)=>typeof c=="string"&&K.test(c)||typeof c=="bigint"?c.toString()+"n":typeof r=="function"?r(a,c):(Array.isArray(
r)&&r.includes(a),c),s).replace(He,"$1$2$3").replace(Me,"$1$2$3"):k(e,r,s)}catch(o){if(o instanceof RangeError){let t=$r(
e,r,s);return t===void 0?void 0:"rawJSON"in JSON?t:t.replace(He,"$1$2$3").replace(Me,"$1$2$3")}throw o}},J=new Map,Jr=()=>{
let e=JSON.parse.toString();if(J.has(e))return J.get(e);try{let r=JSON.parse("1",(s,o,t)=>!!t?.source&&t.source==="1");return J.
set(e,r),r}catch{return J.set(e,!1),!1}},Kr=(e,r,s,o)=>typeof r=="string"&&$e.test(r)?BigInt(r.slice(0,-1)):typeof r=="s\
tring"&&K.test(r)?r.slice(0,-1):typeof o=="function"?o(e,r,s):r,Qr=(e,r)=>JSON.parse(e,(s,o,t)=>{let n=typeof o=="number",
i=o>Number.MAX_SAFE_INTEGER||o<Number.MIN_SAFE_INTEGER,a=n&&i,c=t&&zr.test(t.source);return a&&c?BigInt(t.source):typeof r==
"function"?r(s,o,t):o}),Ke=Number.MAX_SAFE_INTEGER.toString(),We=Ke.length,Xr=/"(?:[^"\\]|\\.)*"|-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/g,
Yr=/^"-?\d+n+"$/,Zr=(e,r)=>{let s={"":e},o=[{parent:s,key:"",visited:!1}];for(;o.length>0;){let t=o[o.length-1];if(t.visited){
let{parent:n,key:i}=t,a=n[i];typeof a=="string"&&($e.test(a)?a=BigInt(a.slice(0,-1)):K.test(a)&&(a=a.slice(0,-1))),typeof r==
"function"&&(a=r.call(n,i,a)),a===void 0?delete n[i]:n[i]=a,o.pop()}else{t.visited=!0;let n=t.parent[t.key];if(n!==null&&
typeof n=="object"){let a=Object.keys(n);for(let c=a.length-1;c>=0;c--)o.push({parent:n,key:a[c],visited:!1})}}}return s[""]},
ze=e=>e.replace(Xr,(r,s,o,t)=>{let n=r[0]==='"';if(n&&Yr.test(r))return r.substring(0,r.length-1)+'n"';let a=o||t,c=s&&(s.
length<We||s.length===We&&s<=Ke);return n||a||c?r:'"'+r+'n"'}),Qe=(e,r)=>{if(!e)return te(e,r);try{if(Jr())return Qr(e,r);
let s=ze(e);return te(s,(o,t,n)=>Kr(o,t,n,r))}catch(s){if(s instanceof RangeError){let o=ze(e),t=te(o);return Zr(t,r)}throw s}};var S=class extends Error{name;status;request;response;constructor(r,s,o){super(r,{cause:o.cause}),this.name="HttpError",
this.status=Number.parseInt(s),Number.isNaN(this.status)&&(this.status=0);"response"in o&&(this.response=o.response);let t=Object.
assign({},o.request);o.request.headers.authorization&&(t.headers=Object.assign({},o.request.headers,{authorization:o.request.
headers.authorization.replace(/(?<! ) .*$/," [REDACTED]")})),t.url=t.url.replace(/\bclient_secret=\w+/g,"client_secret=[\
REDACTED]").replace(/\baccess_token=\w+/g,"access_token=[REDACTED]"),this.request=t}};var es="10.0.16",rs={headers:{"user-agent":`octokit-request.js/${es} ${v()}`}};function ss(e){if(typeof e!="object"||e===
null||Object.prototype.toString.call(e)!=="[object Object]")return!1;let r=Object.getPrototypeOf(e);if(r===null)return!0;
let s=Object.prototype.hasOwnProperty.call(r,"constructor")&&r.constructor;return typeof s=="function"&&s instanceof s&&
Function.prototype.call(s)===Function.prototype.call(e)}var Xe=()=>"";async function Ye(e){let r=e.request?.fetch||globalThis.
fetch;if(!r)throw new Error("fetch is not set. Please pass a fetch implementation as new Octokit({ request: { fetch }}).\
 Learn more at https://github.com/octokit/octokit.js/#fetch-missing");let s=e.request?.log||console,o=e.request?.parseSuccessResponseBody!==
!1,t=ss(e.body)||Array.isArray(e.body)?Je(e.body):e.body,n=Object.fromEntries(Object.entries(e.headers).map(([l,g])=>[l,
String(g)])),i;try{i=await r(e.url,{method:e.method,body:t,redirect:e.request?.redirect,headers:n,signal:e.request?.signal,
...e.body&&{duplex:"half"}})}catch(l){let g="Unknown Error";if(l instanceof Error){if(l.name==="AbortError")throw l.status=
500,l;g=l.message,l.name==="TypeError"&&"cause"in l&&(l.cause instanceof Error?g=l.cause.message:typeof l.cause=="string"&&
(g=l.cause))}let h=new S(g,500,{request:e});throw h.cause=l,h}let a=i.status,c=i.url,p={};for(let[l,g]of i.headers)p[l]=
g;let u={url:c,status:a,headers:p,data:""};if("deprecation"in p){let l=p.link&&p.link.match(/<([^<>]+)>; rel="deprecation"/),
g=l&&l.pop();s.warn(`[@octokit/request] "${e.method} ${e.url}" is deprecated. It is scheduled to be removed on ${p.sunset}${g?
`. See ${g}`:""}`)}if(a===204||a===205)return u;if(e.method==="HEAD"){if(a<400)return u;throw new S(i.statusText,a,{response:u,
request:e})}if(a===304)throw u.data=await ae(i),new S("Not modified",a,{response:u,request:e});if(a>=400)throw u.data=await ae(
i),new S(ts(u.data),a,{response:u,request:e});return u.data=o?await ae(i):i.body,u}async function ae(e){let r=e.headers.
get("content-type");if(!r)return e.text().catch(Xe);let s=Ve(r);if(os(s)){let o="";try{return o=await e.text(),Qe(o)}catch{
return o}}else return s.type.startsWith("text/")||s.parameters.charset?.toLowerCase()==="utf-8"&&s.type!=="application/o\
ctet-stream"?e.text().catch(Xe):e.arrayBuffer().catch(()=>new ArrayBuffer(0))}function os(e){return e.type==="applicatio\
n/json"||e.type==="application/scim+json"}function ts(e){if(typeof e=="string")return e;if(e instanceof ArrayBuffer)return"\
Unknown error";if(typeof e=="object"&&e!==null&&"message"in e){let r=e,s="documentation_url"in r?` - ${r.documentation_url}`:
"";return Array.isArray(r.errors)?`${r.message}: ${r.errors.map(o=>JSON.stringify(o)).join(", ")}${s}`:`${r.message}${s}`}
return`Unknown error: ${JSON.stringify(e)}`}function ce(e,r){let s=e.defaults(r);return Object.assign(function(t,n){let i=s.
merge(t,n);if(!i.request||!i.request.hook)return Ye(s.parse(i));let a=(c,p)=>Ye(s.parse(s.merge(c,p)));return Object.assign(
a,{endpoint:s,defaults:ce.bind(null,s)}),i.request.hook(a,i)},{endpoint:s,defaults:ce.bind(null,s)})}var I=ce(Be,rs);var ns="0.0.0-development";function is(e){return`Request failed due to following response errors:
`+e.errors.map(r=>` - ${r.message}`).join(`
`)}var as=class extends Error{constructor(e,r,s){super(is(s)),this.request=e,this.headers=r,this.response=s,this.errors=
s.errors,this.data=s.data,Error.captureStackTrace&&Error.captureStackTrace(this,this.constructor)}request;headers;response;name="\
GraphqlResponseError";errors;data},cs=["method","baseUrl","url","headers","request","query","mediaType","operationName"],
ps=["query","method","url"],Ze=/\/api\/v3\/?$/;function us(e,r,s){if(s){if(typeof r=="string"&&"query"in s)return Promise.
reject(new Error('[@octokit/graphql] "query" cannot be used as variable name'));for(let i in s)if(ps.includes(i))return Promise.
reject(new Error(`[@octokit/graphql] "${i}" cannot be used as variable name`))}let o=typeof r=="string"?Object.assign({query:r},
s):r,t=Object.keys(o).reduce((i,a)=>cs.includes(a)?(i[a]=o[a],i):(i.variables||(i.variables={}),i.variables[a]=o[a],i),{}),
n=o.baseUrl||e.endpoint.DEFAULTS.baseUrl;return Ze.test(n)&&(t.url=n.replace(Ze,"/api/graphql")),e(t).then(i=>{if(i.data.
errors){let a={};for(let c of Object.keys(i.headers))a[c]=i.headers[c];throw new as(t,a,i.data)}return i.data.data})}function pe(e,r){
let s=e.defaults(r);return Object.assign((t,n)=>us(s,t,n),{defaults:pe.bind(null,s),endpoint:s.endpoint})}var Ks=pe(I,{headers:{
"user-agent":`octokit-graphql.js/${ns} ${v()}`},method:"POST",url:"/graphql"});function er(e){return pe(e,{method:"POST",
url:"/graphql"})}var ue="(?:[a-zA-Z0-9_-]+)",rr="\\.",sr=new RegExp(`^${ue}${rr}${ue}${rr}${ue}$`),ls=sr.test.bind(sr);async function gs(e){
let r=ls(e),s=e.startsWith("v1.")||e.startsWith("ghs_"),o=e.startsWith("ghu_");return{type:"token",token:e,tokenType:r?"\
app":s?"installation":o?"user-to-server":"oauth"}}function ds(e){return e.split(/\./).length===3?`bearer ${e}`:`token ${e}`}
async function ms(e,r,s,o){let t=r.endpoint.merge(s,o);return t.headers.authorization=ds(e),r(t)}var or=function(r){if(!r)
throw new Error("[@octokit/auth-token] No token passed to createTokenAuth");if(typeof r!="string")throw new Error("[@oct\
okit/auth-token] Token passed to createTokenAuth is not a string");return r=r.replace(/^(token|bearer) +/i,""),Object.assign(
gs.bind(null,r),{hook:ms.bind(null,r)})};var le="7.0.8";var tr=()=>{},Ts=console.warn.bind(console),Es=console.error.bind(console);function hs(e={}){return typeof e.debug!="fun\
ction"&&(e.debug=tr),typeof e.info!="function"&&(e.info=tr),typeof e.warn!="function"&&(e.warn=Ts),typeof e.error!="func\
tion"&&(e.error=Es),e}var nr=`octokit-core.js/${le} ${v()}`,Q=class{static VERSION=le;static defaults(r){return class extends this{constructor(...o){
let t=o[0]||{};if(typeof r=="function"){super(r(t));return}super(Object.assign({},r,t,t.userAgent&&r.userAgent?{userAgent:`${t.
userAgent} ${r.userAgent}`}:null))}}}static plugins=[];static plugin(...r){let s=this.plugins;return class extends this{static plugins=s.
concat(r.filter(t=>!s.includes(t)))}}constructor(r={}){let s=new De.Collection,o={baseUrl:I.endpoint.DEFAULTS.baseUrl,headers:{},
request:Object.assign({},r.request,{hook:s.bind(null,"request")}),mediaType:{previews:[],format:""}};if(o.headers["user-\
agent"]=r.userAgent?`${r.userAgent} ${nr}`:nr,r.baseUrl&&(o.baseUrl=r.baseUrl),r.previews&&(o.mediaType.previews=r.previews),
r.timeZone&&(o.headers["time-zone"]=r.timeZone),this.request=I.defaults(o),this.graphql=er(this.request).defaults(o),this.
log=hs(r.log),this.hook=s,r.authStrategy){let{authStrategy:n,...i}=r,a=n(Object.assign({request:this.request,log:this.log,
octokit:this,octokitOptions:i},r.auth));s.wrap("request",a.hook),this.auth=a}else if(!r.auth)this.auth=async()=>({type:"\
unauthenticated"});else{let n=or(r.auth);s.wrap("request",n.hook),this.auth=n}let t=this.constructor;for(let n=0;n<t.plugins.
length;++n)Object.assign(this,t.plugins[n](this,r))}request;graphql;log;hook;auth};var ge="17.0.0";var fs={actions:{addCustomLabelsToSelfHostedRunnerForOrg:["POST /orgs/{org}/actions/runners/{runner_id}/labels"],addCustomLabelsToSelfHostedRunnerForRepo:[
"POST /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"],addRepoAccessToSelfHostedRunnerGroupInOrg:["PUT /orgs/{\
org}/actions/runner-groups/{runner_group_id}/repositories/{repository_id}"],addSelectedRepoToOrgSecret:["PUT /orgs/{org}\
/actions/secrets/{secret_name}/repositories/{repository_id}"],addSelectedRepoToOrgVariable:["PUT /orgs/{org}/actions/var\
iables/{name}/repositories/{repository_id}"],approveWorkflowRun:["POST /repos/{owner}/{repo}/actions/runs/{run_id}/appro\
ve"],cancelWorkflowRun:["POST /repos/{owner}/{repo}/actions/runs/{run_id}/cancel"],createEnvironmentVariable:["POST /rep\
os/{owner}/{repo}/environments/{environment_name}/variables"],createHostedRunnerForOrg:["POST /orgs/{org}/actions/hosted\
-runners"],createOrUpdateEnvironmentSecret:["PUT /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_n\
ame}"],createOrUpdateOrgSecret:["PUT /orgs/{org}/actions/secrets/{secret_name}"],createOrUpdateRepoSecret:["PUT /repos/{\
owner}/{repo}/actions/secrets/{secret_name}"],createOrgVariable:["POST /orgs/{org}/actions/variables"],createRegistrationTokenForOrg:[
"POST /orgs/{org}/actions/runners/registration-token"],createRegistrationTokenForRepo:["POST /repos/{owner}/{repo}/actio\
ns/runners/registration-token"],createRemoveTokenForOrg:["POST /orgs/{org}/actions/runners/remove-token"],createRemoveTokenForRepo:[
"POST /repos/{owner}/{repo}/actions/runners/remove-token"],createRepoVariable:["POST /repos/{owner}/{repo}/actions/varia\
bles"],createWorkflowDispatch:["POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches"],deleteActionsCacheById:[
"DELETE /repos/{owner}/{repo}/actions/caches/{cache_id}"],deleteActionsCacheByKey:["DELETE /repos/{owner}/{repo}/actions\
/caches{?key,ref}"],deleteArtifact:["DELETE /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"],deleteCustomImageFromOrg:[
"DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}"],deleteCustomImageVersionFromOrg:["DELET\
E /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}"],deleteEnvironmentSecret:["\
DELETE /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"],deleteEnvironmentVariable:["DELETE \
/repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"],deleteHostedRunnerForOrg:["DELETE /orgs/{org}/a\
ctions/hosted-runners/{hosted_runner_id}"],deleteOrgSecret:["DELETE /orgs/{org}/actions/secrets/{secret_name}"],deleteOrgVariable:[
"DELETE /orgs/{org}/actions/variables/{name}"],deleteRepoSecret:["DELETE /repos/{owner}/{repo}/actions/secrets/{secret_n\
ame}"],deleteRepoVariable:["DELETE /repos/{owner}/{repo}/actions/variables/{name}"],deleteSelfHostedRunnerFromOrg:["DELE\
TE /orgs/{org}/actions/runners/{runner_id}"],deleteSelfHostedRunnerFromRepo:["DELETE /repos/{owner}/{repo}/actions/runne\
rs/{runner_id}"],deleteWorkflowRun:["DELETE /repos/{owner}/{repo}/actions/runs/{run_id}"],deleteWorkflowRunLogs:["DELETE\
 /repos/{owner}/{repo}/actions/runs/{run_id}/logs"],disableSelectedRepositoryGithubActionsOrganization:["DELETE /orgs/{o\
rg}/actions/permissions/repositories/{repository_id}"],disableWorkflow:["PUT /repos/{owner}/{repo}/actions/workflows/{wo\
rkflow_id}/disable"],downloadArtifact:["GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}"],downloadJobLogsForWorkflowRun:[
"GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs"],downloadWorkflowRunAttemptLogs:["GET /repos/{owner}/{repo}/actio\
ns/runs/{run_id}/attempts/{attempt_number}/logs"],downloadWorkflowRunLogs:["GET /repos/{owner}/{repo}/actions/runs/{run_\
id}/logs"],enableSelectedRepositoryGithubActionsOrganization:["PUT /orgs/{org}/actions/permissions/repositories/{reposit\
ory_id}"],enableWorkflow:["PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/enable"],forceCancelWorkflowRun:["P\
OST /repos/{owner}/{repo}/actions/runs/{run_id}/force-cancel"],generateRunnerJitconfigForOrg:["POST /orgs/{org}/actions/\
runners/generate-jitconfig"],generateRunnerJitconfigForRepo:["POST /repos/{owner}/{repo}/actions/runners/generate-jitcon\
fig"],getActionsCacheList:["GET /repos/{owner}/{repo}/actions/caches"],getActionsCacheUsage:["GET /repos/{owner}/{repo}/\
actions/cache/usage"],getActionsCacheUsageByRepoForOrg:["GET /orgs/{org}/actions/cache/usage-by-repository"],getActionsCacheUsageForOrg:[
"GET /orgs/{org}/actions/cache/usage"],getAllowedActionsOrganization:["GET /orgs/{org}/actions/permissions/selected-acti\
ons"],getAllowedActionsRepository:["GET /repos/{owner}/{repo}/actions/permissions/selected-actions"],getArtifact:["GET /\
repos/{owner}/{repo}/actions/artifacts/{artifact_id}"],getCustomImageForOrg:["GET /orgs/{org}/actions/hosted-runners/ima\
ges/custom/{image_definition_id}"],getCustomImageVersionForOrg:["GET /orgs/{org}/actions/hosted-runners/images/custom/{i\
mage_definition_id}/versions/{version}"],getCustomOidcSubClaimForRepo:["GET /repos/{owner}/{repo}/actions/oidc/customiza\
tion/sub"],getEnvironmentPublicKey:["GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/public-key"],getEnvironmentSecret:[
"GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"],getEnvironmentVariable:["GET /repos/{\
owner}/{repo}/environments/{environment_name}/variables/{name}"],getGithubActionsDefaultWorkflowPermissionsOrganization:[
"GET /orgs/{org}/actions/permissions/workflow"],getGithubActionsDefaultWorkflowPermissionsRepository:["GET /repos/{owner\
}/{repo}/actions/permissions/workflow"],getGithubActionsPermissionsOrganization:["GET /orgs/{org}/actions/permissions"],
getGithubActionsPermissionsRepository:["GET /repos/{owner}/{repo}/actions/permissions"],getHostedRunnerForOrg:["GET /org\
s/{org}/actions/hosted-runners/{hosted_runner_id}"],getHostedRunnersGithubOwnedImagesForOrg:["GET /orgs/{org}/actions/ho\
sted-runners/images/github-owned"],getHostedRunnersLimitsForOrg:["GET /orgs/{org}/actions/hosted-runners/limits"],getHostedRunnersMachineSpecsForOrg:[
"GET /orgs/{org}/actions/hosted-runners/machine-sizes"],getHostedRunnersPartnerImagesForOrg:["GET /orgs/{org}/actions/ho\
sted-runners/images/partner"],getHostedRunnersPlatformsForOrg:["GET /orgs/{org}/actions/hosted-runners/platforms"],getJobForWorkflowRun:[
"GET /repos/{owner}/{repo}/actions/jobs/{job_id}"],getOrgPublicKey:["GET /orgs/{org}/actions/secrets/public-key"],getOrgSecret:[
"GET /orgs/{org}/actions/secrets/{secret_name}"],getOrgVariable:["GET /orgs/{org}/actions/variables/{name}"],getPendingDeploymentsForRun:[
"GET /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"],getRepoPermissions:["GET /repos/{owner}/{repo}/ac\
tions/permissions",{},{renamed:["actions","getGithubActionsPermissionsRepository"]}],getRepoPublicKey:["GET /repos/{owne\
r}/{repo}/actions/secrets/public-key"],getRepoSecret:["GET /repos/{owner}/{repo}/actions/secrets/{secret_name}"],getRepoVariable:[
"GET /repos/{owner}/{repo}/actions/variables/{name}"],getReviewsForRun:["GET /repos/{owner}/{repo}/actions/runs/{run_id}\
/approvals"],getSelfHostedRunnerForOrg:["GET /orgs/{org}/actions/runners/{runner_id}"],getSelfHostedRunnerForRepo:["GET \
/repos/{owner}/{repo}/actions/runners/{runner_id}"],getWorkflow:["GET /repos/{owner}/{repo}/actions/workflows/{workflow_\
id}"],getWorkflowAccessToRepository:["GET /repos/{owner}/{repo}/actions/permissions/access"],getWorkflowRun:["GET /repos\
/{owner}/{repo}/actions/runs/{run_id}"],getWorkflowRunAttempt:["GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts\
/{attempt_number}"],getWorkflowRunUsage:["GET /repos/{owner}/{repo}/actions/runs/{run_id}/timing"],getWorkflowUsage:["GE\
T /repos/{owner}/{repo}/actions/workflows/{workflow_id}/timing"],listArtifactsForRepo:["GET /repos/{owner}/{repo}/action\
s/artifacts"],listCustomImageVersionsForOrg:["GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}\
/versions"],listCustomImagesForOrg:["GET /orgs/{org}/actions/hosted-runners/images/custom"],listEnvironmentSecrets:["GET\
 /repos/{owner}/{repo}/environments/{environment_name}/secrets"],listEnvironmentVariables:["GET /repos/{owner}/{repo}/en\
vironments/{environment_name}/variables"],listGithubHostedRunnersInGroupForOrg:["GET /orgs/{org}/actions/runner-groups/{\
runner_group_id}/hosted-runners"],listHostedRunnersForOrg:["GET /orgs/{org}/actions/hosted-runners"],listJobsForWorkflowRun:[
"GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs"],listJobsForWorkflowRunAttempt:["GET /repos/{owner}/{repo}/action\
s/runs/{run_id}/attempts/{attempt_number}/jobs"],listLabelsForSelfHostedRunnerForOrg:["GET /orgs/{org}/actions/runners/{\
runner_id}/labels"],listLabelsForSelfHostedRunnerForRepo:["GET /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"],
listOrgSecrets:["GET /orgs/{org}/actions/secrets"],listOrgVariables:["GET /orgs/{org}/actions/variables"],listRepoOrganizationSecrets:[
"GET /repos/{owner}/{repo}/actions/organization-secrets"],listRepoOrganizationVariables:["GET /repos/{owner}/{repo}/acti\
ons/organization-variables"],listRepoSecrets:["GET /repos/{owner}/{repo}/actions/secrets"],listRepoVariables:["GET /repo\
s/{owner}/{repo}/actions/variables"],listRepoWorkflows:["GET /repos/{owner}/{repo}/actions/workflows"],listRunnerApplicationsForOrg:[
"GET /orgs/{org}/actions/runners/downloads"],listRunnerApplicationsForRepo:["GET /repos/{owner}/{repo}/actions/runners/d\
ownloads"],listSelectedReposForOrgSecret:["GET /orgs/{org}/actions/secrets/{secret_name}/repositories"],listSelectedReposForOrgVariable:[
"GET /orgs/{org}/actions/variables/{name}/repositories"],listSelectedRepositoriesEnabledGithubActionsOrganization:["GET \
/orgs/{org}/actions/permissions/repositories"],listSelfHostedRunnersForOrg:["GET /orgs/{org}/actions/runners"],listSelfHostedRunnersForRepo:[
"GET /repos/{owner}/{repo}/actions/runners"],listWorkflowRunArtifacts:["GET /repos/{owner}/{repo}/actions/runs/{run_id}/\
artifacts"],listWorkflowRuns:["GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs"],listWorkflowRunsForRepo:[
"GET /repos/{owner}/{repo}/actions/runs"],reRunJobForWorkflowRun:["POST /repos/{owner}/{repo}/actions/jobs/{job_id}/reru\
n"],reRunWorkflow:["POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun"],reRunWorkflowFailedJobs:["POST /repos/{owne\
r}/{repo}/actions/runs/{run_id}/rerun-failed-jobs"],removeAllCustomLabelsFromSelfHostedRunnerForOrg:["DELETE /orgs/{org}\
/actions/runners/{runner_id}/labels"],removeAllCustomLabelsFromSelfHostedRunnerForRepo:["DELETE /repos/{owner}/{repo}/ac\
tions/runners/{runner_id}/labels"],removeCustomLabelFromSelfHostedRunnerForOrg:["DELETE /orgs/{org}/actions/runners/{run\
ner_id}/labels/{name}"],removeCustomLabelFromSelfHostedRunnerForRepo:["DELETE /repos/{owner}/{repo}/actions/runners/{run\
ner_id}/labels/{name}"],removeSelectedRepoFromOrgSecret:["DELETE /orgs/{org}/actions/secrets/{secret_name}/repositories/\
{repository_id}"],removeSelectedRepoFromOrgVariable:["DELETE /orgs/{org}/actions/variables/{name}/repositories/{reposito\
ry_id}"],reviewCustomGatesForRun:["POST /repos/{owner}/{repo}/actions/runs/{run_id}/deployment_protection_rule"],reviewPendingDeploymentsForRun:[
"POST /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"],setAllowedActionsOrganization:["PUT /orgs/{org}/\
actions/permissions/selected-actions"],setAllowedActionsRepository:["PUT /repos/{owner}/{repo}/actions/permissions/selec\
ted-actions"],setCustomLabelsForSelfHostedRunnerForOrg:["PUT /orgs/{org}/actions/runners/{runner_id}/labels"],setCustomLabelsForSelfHostedRunnerForRepo:[
"PUT /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"],setCustomOidcSubClaimForRepo:["PUT /repos/{owner}/{repo}\
/actions/oidc/customization/sub"],setGithubActionsDefaultWorkflowPermissionsOrganization:["PUT /orgs/{org}/actions/permi\
ssions/workflow"],setGithubActionsDefaultWorkflowPermissionsRepository:["PUT /repos/{owner}/{repo}/actions/permissions/w\
orkflow"],setGithubActionsPermissionsOrganization:["PUT /orgs/{org}/actions/permissions"],setGithubActionsPermissionsRepository:[
"PUT /repos/{owner}/{repo}/actions/permissions"],setSelectedReposForOrgSecret:["PUT /orgs/{org}/actions/secrets/{secret_\
name}/repositories"],setSelectedReposForOrgVariable:["PUT /orgs/{org}/actions/variables/{name}/repositories"],setSelectedRepositoriesEnabledGithubActionsOrganization:[
"PUT /orgs/{org}/actions/permissions/repositories"],setWorkflowAccessToRepository:["PUT /repos/{owner}/{repo}/actions/pe\
rmissions/access"],updateEnvironmentVariable:["PATCH /repos/{owner}/{repo}/environments/{environment_name}/variables/{na\
me}"],updateHostedRunnerForOrg:["PATCH /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"],updateOrgVariable:["PATCH\
 /orgs/{org}/actions/variables/{name}"],updateRepoVariable:["PATCH /repos/{owner}/{repo}/actions/variables/{name}"]},activity:{
checkRepoIsStarredByAuthenticatedUser:["GET /user/starred/{owner}/{repo}"],deleteRepoSubscription:["DELETE /repos/{owner\
}/{repo}/subscription"],deleteThreadSubscription:["DELETE /notifications/threads/{thread_id}/subscription"],getFeeds:["G\
ET /feeds"],getRepoSubscription:["GET /repos/{owner}/{repo}/subscription"],getThread:["GET /notifications/threads/{threa\
d_id}"],getThreadSubscriptionForAuthenticatedUser:["GET /notifications/threads/{thread_id}/subscription"],listEventsForAuthenticatedUser:[
"GET /users/{username}/events"],listNotificationsForAuthenticatedUser:["GET /notifications"],listOrgEventsForAuthenticatedUser:[
"GET /users/{username}/events/orgs/{org}"],listPublicEvents:["GET /events"],listPublicEventsForRepoNetwork:["GET /networ\
ks/{owner}/{repo}/events"],listPublicEventsForUser:["GET /users/{username}/events/public"],listPublicOrgEvents:["GET /or\
gs/{org}/events"],listReceivedEventsForUser:["GET /users/{username}/received_events"],listReceivedPublicEventsForUser:["\
GET /users/{username}/received_events/public"],listRepoEvents:["GET /repos/{owner}/{repo}/events"],listRepoNotificationsForAuthenticatedUser:[
"GET /repos/{owner}/{repo}/notifications"],listReposStarredByAuthenticatedUser:["GET /user/starred"],listReposStarredByUser:[
"GET /users/{username}/starred"],listReposWatchedByUser:["GET /users/{username}/subscriptions"],listStargazersForRepo:["\
GET /repos/{owner}/{repo}/stargazers"],listWatchedReposForAuthenticatedUser:["GET /user/subscriptions"],listWatchersForRepo:[
"GET /repos/{owner}/{repo}/subscribers"],markNotificationsAsRead:["PUT /notifications"],markRepoNotificationsAsRead:["PU\
T /repos/{owner}/{repo}/notifications"],markThreadAsDone:["DELETE /notifications/threads/{thread_id}"],markThreadAsRead:[
"PATCH /notifications/threads/{thread_id}"],setRepoSubscription:["PUT /repos/{owner}/{repo}/subscription"],setThreadSubscription:[
"PUT /notifications/threads/{thread_id}/subscription"],starRepoForAuthenticatedUser:["PUT /user/starred/{owner}/{repo}"],
unstarRepoForAuthenticatedUser:["DELETE /user/starred/{owner}/{repo}"]},apps:{addRepoToInstallation:["PUT /user/installa\
tions/{installation_id}/repositories/{repository_id}",{},{renamed:["apps","addRepoToInstallationForAuthenticatedUser"]}],
addRepoToInstallationForAuthenticatedUser:["PUT /user/installations/{installation_id}/repositories/{repository_id}"],checkToken:[
"POST /applications/{client_id}/token"],createFromManifest:["POST /app-manifests/{code}/conversions"],createInstallationAccessToken:[
"POST /app/installations/{installation_id}/access_tokens"],deleteAuthorization:["DELETE /applications/{client_id}/grant"],
deleteInstallation:["DELETE /app/installations/{installation_id}"],deleteToken:["DELETE /applications/{client_id}/token"],
getAuthenticated:["GET /app"],getBySlug:["GET /apps/{app_slug}"],getInstallation:["GET /app/installations/{installation_\
id}"],getOrgInstallation:["GET /orgs/{org}/installation"],getRepoInstallation:["GET /repos/{owner}/{repo}/installation"],
getSubscriptionPlanForAccount:["GET /marketplace_listing/accounts/{account_id}"],getSubscriptionPlanForAccountStubbed:["\
GET /marketplace_listing/stubbed/accounts/{account_id}"],getUserInstallation:["GET /users/{username}/installation"],getWebhookConfigForApp:[
"GET /app/hook/config"],getWebhookDelivery:["GET /app/hook/deliveries/{delivery_id}"],listAccountsForPlan:["GET /marketp\
lace_listing/plans/{plan_id}/accounts"],listAccountsForPlanStubbed:["GET /marketplace_listing/stubbed/plans/{plan_id}/ac\
counts"],listInstallationReposForAuthenticatedUser:["GET /user/installations/{installation_id}/repositories"],listInstallationRequestsForAuthenticatedApp:[
"GET /app/installation-requests"],listInstallations:["GET /app/installations"],listInstallationsForAuthenticatedUser:["G\
ET /user/installations"],listPlans:["GET /marketplace_listing/plans"],listPlansStubbed:["GET /marketplace_listing/stubbe\
d/plans"],listReposAccessibleToInstallation:["GET /installation/repositories"],listSubscriptionsForAuthenticatedUser:["G\
ET /user/marketplace_purchases"],listSubscriptionsForAuthenticatedUserStubbed:["GET /user/marketplace_purchases/stubbed"],
listWebhookDeliveries:["GET /app/hook/deliveries"],redeliverWebhookDelivery:["POST /app/hook/deliveries/{delivery_id}/at\
tempts"],removeRepoFromInstallation:["DELETE /user/installations/{installation_id}/repositories/{repository_id}",{},{renamed:[
"apps","removeRepoFromInstallationForAuthenticatedUser"]}],removeRepoFromInstallationForAuthenticatedUser:["DELETE /user\
/installations/{installation_id}/repositories/{repository_id}"],resetToken:["PATCH /applications/{client_id}/token"],revokeInstallationAccessToken:[
"DELETE /installation/token"],scopeToken:["POST /applications/{client_id}/token/scoped"],suspendInstallation:["PUT /app/\
installations/{installation_id}/suspended"],unsuspendInstallation:["DELETE /app/installations/{installation_id}/suspende\
d"],updateWebhookConfigForApp:["PATCH /app/hook/config"]},billing:{getGithubActionsBillingOrg:["GET /orgs/{org}/settings\
/billing/actions"],getGithubActionsBillingUser:["GET /users/{username}/settings/billing/actions"],getGithubBillingPremiumRequestUsageReportOrg:[
"GET /organizations/{org}/settings/billing/premium_request/usage"],getGithubBillingPremiumRequestUsageReportUser:["GET /\
users/{username}/settings/billing/premium_request/usage"],getGithubBillingUsageReportOrg:["GET /organizations/{org}/sett\
ings/billing/usage"],getGithubBillingUsageReportUser:["GET /users/{username}/settings/billing/usage"],getGithubPackagesBillingOrg:[
"GET /orgs/{org}/settings/billing/packages"],getGithubPackagesBillingUser:["GET /users/{username}/settings/billing/packa\
ges"],getSharedStorageBillingOrg:["GET /orgs/{org}/settings/billing/shared-storage"],getSharedStorageBillingUser:["GET /\
users/{username}/settings/billing/shared-storage"]},campaigns:{createCampaign:["POST /orgs/{org}/campaigns"],deleteCampaign:[
"DELETE /orgs/{org}/campaigns/{campaign_number}"],getCampaignSummary:["GET /orgs/{org}/campaigns/{campaign_number}"],listOrgCampaigns:[
"GET /orgs/{org}/campaigns"],updateCampaign:["PATCH /orgs/{org}/campaigns/{campaign_number}"]},checks:{create:["POST /re\
pos/{owner}/{repo}/check-runs"],createSuite:["POST /repos/{owner}/{repo}/check-suites"],get:["GET /repos/{owner}/{repo}/\
check-runs/{check_run_id}"],getSuite:["GET /repos/{owner}/{repo}/check-suites/{check_suite_id}"],listAnnotations:["GET /\
repos/{owner}/{repo}/check-runs/{check_run_id}/annotations"],listForRef:["GET /repos/{owner}/{repo}/commits/{ref}/check-\
runs"],listForSuite:["GET /repos/{owner}/{repo}/check-suites/{check_suite_id}/check-runs"],listSuitesForRef:["GET /repos\
/{owner}/{repo}/commits/{ref}/check-suites"],rerequestRun:["POST /repos/{owner}/{repo}/check-runs/{check_run_id}/rereque\
st"],rerequestSuite:["POST /repos/{owner}/{repo}/check-suites/{check_suite_id}/rerequest"],setSuitesPreferences:["PATCH \
/repos/{owner}/{repo}/check-suites/preferences"],update:["PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}"]},codeScanning:{
commitAutofix:["POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix/commits"],createAutofix:["POST /r\
epos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"],createVariantAnalysis:["POST /repos/{owner}/{repo}/cod\
e-scanning/codeql/variant-analyses"],deleteAnalysis:["DELETE /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}{\
?confirm_delete}"],deleteCodeqlDatabase:["DELETE /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"],getAlert:[
"GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}",{},{renamedParameters:{alert_id:"alert_number"}}],getAnalysis:[
"GET /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}"],getAutofix:["GET /repos/{owner}/{repo}/code-scanning/a\
lerts/{alert_number}/autofix"],getCodeqlDatabase:["GET /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"],
getDefaultSetup:["GET /repos/{owner}/{repo}/code-scanning/default-setup"],getSarif:["GET /repos/{owner}/{repo}/code-scan\
ning/sarifs/{sarif_id}"],getVariantAnalysis:["GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_va\
riant_analysis_id}"],getVariantAnalysisRepoTask:["GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeq\
l_variant_analysis_id}/repos/{repo_owner}/{repo_name}"],listAlertInstances:["GET /repos/{owner}/{repo}/code-scanning/ale\
rts/{alert_number}/instances"],listAlertsForOrg:["GET /orgs/{org}/code-scanning/alerts"],listAlertsForRepo:["GET /repos/\
{owner}/{repo}/code-scanning/alerts"],listAlertsInstances:["GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number\
}/instances",{},{renamed:["codeScanning","listAlertInstances"]}],listCodeqlDatabases:["GET /repos/{owner}/{repo}/code-sc\
anning/codeql/databases"],listRecentAnalyses:["GET /repos/{owner}/{repo}/code-scanning/analyses"],updateAlert:["PATCH /r\
epos/{owner}/{repo}/code-scanning/alerts/{alert_number}"],updateDefaultSetup:["PATCH /repos/{owner}/{repo}/code-scanning\
/default-setup"],uploadSarif:["POST /repos/{owner}/{repo}/code-scanning/sarifs"]},codeSecurity:{attachConfiguration:["PO\
ST /orgs/{org}/code-security/configurations/{configuration_id}/attach"],attachEnterpriseConfiguration:["POST /enterprise\
s/{enterprise}/code-security/configurations/{configuration_id}/attach"],createConfiguration:["POST /orgs/{org}/code-secu\
rity/configurations"],createConfigurationForEnterprise:["POST /enterprises/{enterprise}/code-security/configurations"],deleteConfiguration:[
"DELETE /orgs/{org}/code-security/configurations/{configuration_id}"],deleteConfigurationForEnterprise:["DELETE /enterpr\
ises/{enterprise}/code-security/configurations/{configuration_id}"],detachConfiguration:["DELETE /orgs/{org}/code-securi\
ty/configurations/detach"],getConfiguration:["GET /orgs/{org}/code-security/configurations/{configuration_id}"],getConfigurationForRepository:[
"GET /repos/{owner}/{repo}/code-security-configuration"],getConfigurationsForEnterprise:["GET /enterprises/{enterprise}/\
code-security/configurations"],getConfigurationsForOrg:["GET /orgs/{org}/code-security/configurations"],getDefaultConfigurations:[
"GET /orgs/{org}/code-security/configurations/defaults"],getDefaultConfigurationsForEnterprise:["GET /enterprises/{enter\
prise}/code-security/configurations/defaults"],getRepositoriesForConfiguration:["GET /orgs/{org}/code-security/configura\
tions/{configuration_id}/repositories"],getRepositoriesForEnterpriseConfiguration:["GET /enterprises/{enterprise}/code-s\
ecurity/configurations/{configuration_id}/repositories"],getSingleConfigurationForEnterprise:["GET /enterprises/{enterpr\
ise}/code-security/configurations/{configuration_id}"],setConfigurationAsDefault:["PUT /orgs/{org}/code-security/configu\
rations/{configuration_id}/defaults"],setConfigurationAsDefaultForEnterprise:["PUT /enterprises/{enterprise}/code-securi\
ty/configurations/{configuration_id}/defaults"],updateConfiguration:["PATCH /orgs/{org}/code-security/configurations/{co\
nfiguration_id}"],updateEnterpriseConfiguration:["PATCH /enterprises/{enterprise}/code-security/configurations/{configur\
ation_id}"]},codesOfConduct:{getAllCodesOfConduct:["GET /codes_of_conduct"],getConductCode:["GET /codes_of_conduct/{key}"]},
codespaces:{addRepositoryForSecretForAuthenticatedUser:["PUT /user/codespaces/secrets/{secret_name}/repositories/{reposi\
tory_id}"],addSelectedRepoToOrgSecret:["PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"],
checkPermissionsForDevcontainer:["GET /repos/{owner}/{repo}/codespaces/permissions_check"],codespaceMachinesForAuthenticatedUser:[
"GET /user/codespaces/{codespace_name}/machines"],createForAuthenticatedUser:["POST /user/codespaces"],createOrUpdateOrgSecret:[
"PUT /orgs/{org}/codespaces/secrets/{secret_name}"],createOrUpdateRepoSecret:["PUT /repos/{owner}/{repo}/codespaces/secr\
ets/{secret_name}"],createOrUpdateSecretForAuthenticatedUser:["PUT /user/codespaces/secrets/{secret_name}"],createWithPrForAuthenticatedUser:[
"POST /repos/{owner}/{repo}/pulls/{pull_number}/codespaces"],createWithRepoForAuthenticatedUser:["POST /repos/{owner}/{r\
epo}/codespaces"],deleteForAuthenticatedUser:["DELETE /user/codespaces/{codespace_name}"],deleteFromOrganization:["DELET\
E /orgs/{org}/members/{username}/codespaces/{codespace_name}"],deleteOrgSecret:["DELETE /orgs/{org}/codespaces/secrets/{\
secret_name}"],deleteRepoSecret:["DELETE /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"],deleteSecretForAuthenticatedUser:[
"DELETE /user/codespaces/secrets/{secret_name}"],exportForAuthenticatedUser:["POST /user/codespaces/{codespace_name}/exp\
orts"],getCodespacesForUserInOrg:["GET /orgs/{org}/members/{username}/codespaces"],getExportDetailsForAuthenticatedUser:[
"GET /user/codespaces/{codespace_name}/exports/{export_id}"],getForAuthenticatedUser:["GET /user/codespaces/{codespace_n\
ame}"],getOrgPublicKey:["GET /orgs/{org}/codespaces/secrets/public-key"],getOrgSecret:["GET /orgs/{org}/codespaces/secre\
ts/{secret_name}"],getPublicKeyForAuthenticatedUser:["GET /user/codespaces/secrets/public-key"],getRepoPublicKey:["GET /\
repos/{owner}/{repo}/codespaces/secrets/public-key"],getRepoSecret:["GET /repos/{owner}/{repo}/codespaces/secrets/{secre\
t_name}"],getSecretForAuthenticatedUser:["GET /user/codespaces/secrets/{secret_name}"],listDevcontainersInRepositoryForAuthenticatedUser:[
"GET /repos/{owner}/{repo}/codespaces/devcontainers"],listForAuthenticatedUser:["GET /user/codespaces"],listInOrganization:[
"GET /orgs/{org}/codespaces",{},{renamedParameters:{org_id:"org"}}],listInRepositoryForAuthenticatedUser:["GET /repos/{o\
wner}/{repo}/codespaces"],listOrgSecrets:["GET /orgs/{org}/codespaces/secrets"],listRepoSecrets:["GET /repos/{owner}/{re\
po}/codespaces/secrets"],listRepositoriesForSecretForAuthenticatedUser:["GET /user/codespaces/secrets/{secret_name}/repo\
sitories"],listSecretsForAuthenticatedUser:["GET /user/codespaces/secrets"],listSelectedReposForOrgSecret:["GET /orgs/{o\
rg}/codespaces/secrets/{secret_name}/repositories"],preFlightWithRepoForAuthenticatedUser:["GET /repos/{owner}/{repo}/co\
despaces/new"],publishForAuthenticatedUser:["POST /user/codespaces/{codespace_name}/publish"],removeRepositoryForSecretForAuthenticatedUser:[
"DELETE /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"],removeSelectedRepoFromOrgSecret:["DELETE /\
orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"],repoMachinesForAuthenticatedUser:["GET /repos\
/{owner}/{repo}/codespaces/machines"],setRepositoriesForSecretForAuthenticatedUser:["PUT /user/codespaces/secrets/{secre\
t_name}/repositories"],setSelectedReposForOrgSecret:["PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories"],startForAuthenticatedUser:[
"POST /user/codespaces/{codespace_name}/start"],stopForAuthenticatedUser:["POST /user/codespaces/{codespace_name}/stop"],
stopInOrganization:["POST /orgs/{org}/members/{username}/codespaces/{codespace_name}/stop"],updateForAuthenticatedUser:[
"PATCH /user/codespaces/{codespace_name}"]},copilot:{addCopilotSeatsForTeams:["POST /orgs/{org}/copilot/billing/selected\
_teams"],addCopilotSeatsForUsers:["POST /orgs/{org}/copilot/billing/selected_users"],cancelCopilotSeatAssignmentForTeams:[
"DELETE /orgs/{org}/copilot/billing/selected_teams"],cancelCopilotSeatAssignmentForUsers:["DELETE /orgs/{org}/copilot/bi\
lling/selected_users"],copilotMetricsForOrganization:["GET /orgs/{org}/copilot/metrics"],copilotMetricsForTeam:["GET /or\
gs/{org}/team/{team_slug}/copilot/metrics"],getCopilotOrganizationDetails:["GET /orgs/{org}/copilot/billing"],getCopilotSeatDetailsForUser:[
"GET /orgs/{org}/members/{username}/copilot"],listCopilotSeats:["GET /orgs/{org}/copilot/billing/seats"]},credentials:{revoke:[
"POST /credentials/revoke"]},dependabot:{addSelectedRepoToOrgSecret:["PUT /orgs/{org}/dependabot/secrets/{secret_name}/r\
epositories/{repository_id}"],createOrUpdateOrgSecret:["PUT /orgs/{org}/dependabot/secrets/{secret_name}"],createOrUpdateRepoSecret:[
"PUT /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"],deleteOrgSecret:["DELETE /orgs/{org}/dependabot/secrets/{s\
ecret_name}"],deleteRepoSecret:["DELETE /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"],getAlert:["GET /repos/{\
owner}/{repo}/dependabot/alerts/{alert_number}"],getOrgPublicKey:["GET /orgs/{org}/dependabot/secrets/public-key"],getOrgSecret:[
"GET /orgs/{org}/dependabot/secrets/{secret_name}"],getRepoPublicKey:["GET /repos/{owner}/{repo}/dependabot/secrets/publ\
ic-key"],getRepoSecret:["GET /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"],listAlertsForEnterprise:["GET /ent\
erprises/{enterprise}/dependabot/alerts"],listAlertsForOrg:["GET /orgs/{org}/dependabot/alerts"],listAlertsForRepo:["GET\
 /repos/{owner}/{repo}/dependabot/alerts"],listOrgSecrets:["GET /orgs/{org}/dependabot/secrets"],listRepoSecrets:["GET /\
repos/{owner}/{repo}/dependabot/secrets"],listSelectedReposForOrgSecret:["GET /orgs/{org}/dependabot/secrets/{secret_nam\
e}/repositories"],removeSelectedRepoFromOrgSecret:["DELETE /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{re\
pository_id}"],repositoryAccessForOrg:["GET /organizations/{org}/dependabot/repository-access"],setRepositoryAccessDefaultLevel:[
"PUT /organizations/{org}/dependabot/repository-access/default-level"],setSelectedReposForOrgSecret:["PUT /orgs/{org}/de\
pendabot/secrets/{secret_name}/repositories"],updateAlert:["PATCH /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"],
updateRepositoryAccessForOrg:["PATCH /organizations/{org}/dependabot/repository-access"]},dependencyGraph:{createRepositorySnapshot:[
"POST /repos/{owner}/{repo}/dependency-graph/snapshots"],diffRange:["GET /repos/{owner}/{repo}/dependency-graph/compare/\
{basehead}"],exportSbom:["GET /repos/{owner}/{repo}/dependency-graph/sbom"]},emojis:{get:["GET /emojis"]},enterpriseTeamMemberships:{
add:["PUT /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"],bulkAdd:["POST /enterprises/{enterp\
rise}/teams/{enterprise-team}/memberships/add"],bulkRemove:["POST /enterprises/{enterprise}/teams/{enterprise-team}/memb\
erships/remove"],get:["GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"],list:["GET /enterp\
rises/{enterprise}/teams/{enterprise-team}/memberships"],remove:["DELETE /enterprises/{enterprise}/teams/{enterprise-tea\
m}/memberships/{username}"]},enterpriseTeamOrganizations:{add:["PUT /enterprises/{enterprise}/teams/{enterprise-team}/or\
ganizations/{org}"],bulkAdd:["POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/add"],bulkRemove:["PO\
ST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/remove"],delete:["DELETE /enterprises/{enterprise}/te\
ams/{enterprise-team}/organizations/{org}"],getAssignment:["GET /enterprises/{enterprise}/teams/{enterprise-team}/organi\
zations/{org}"],getAssignments:["GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations"]},enterpriseTeams:{
create:["POST /enterprises/{enterprise}/teams"],delete:["DELETE /enterprises/{enterprise}/teams/{team_slug}"],get:["GET \
/enterprises/{enterprise}/teams/{team_slug}"],list:["GET /enterprises/{enterprise}/teams"],update:["PATCH /enterprises/{\
enterprise}/teams/{team_slug}"]},gists:{checkIsStarred:["GET /gists/{gist_id}/star"],create:["POST /gists"],createComment:[
"POST /gists/{gist_id}/comments"],delete:["DELETE /gists/{gist_id}"],deleteComment:["DELETE /gists/{gist_id}/comments/{c\
omment_id}"],fork:["POST /gists/{gist_id}/forks"],get:["GET /gists/{gist_id}"],getComment:["GET /gists/{gist_id}/comment\
s/{comment_id}"],getRevision:["GET /gists/{gist_id}/{sha}"],list:["GET /gists"],listComments:["GET /gists/{gist_id}/comm\
ents"],listCommits:["GET /gists/{gist_id}/commits"],listForUser:["GET /users/{username}/gists"],listForks:["GET /gists/{\
gist_id}/forks"],listPublic:["GET /gists/public"],listStarred:["GET /gists/starred"],star:["PUT /gists/{gist_id}/star"],
unstar:["DELETE /gists/{gist_id}/star"],update:["PATCH /gists/{gist_id}"],updateComment:["PATCH /gists/{gist_id}/comment\
s/{comment_id}"]},git:{createBlob:["POST /repos/{owner}/{repo}/git/blobs"],createCommit:["POST /repos/{owner}/{repo}/git\
/commits"],createRef:["POST /repos/{owner}/{repo}/git/refs"],createTag:["POST /repos/{owner}/{repo}/git/tags"],createTree:[
"POST /repos/{owner}/{repo}/git/trees"],deleteRef:["DELETE /repos/{owner}/{repo}/git/refs/{ref}"],getBlob:["GET /repos/{\
owner}/{repo}/git/blobs/{file_sha}"],getCommit:["GET /repos/{owner}/{repo}/git/commits/{commit_sha}"],getRef:["GET /repo\
s/{owner}/{repo}/git/ref/{ref}"],getTag:["GET /repos/{owner}/{repo}/git/tags/{tag_sha}"],getTree:["GET /repos/{owner}/{r\
epo}/git/trees/{tree_sha}"],listMatchingRefs:["GET /repos/{owner}/{repo}/git/matching-refs/{ref}"],updateRef:["PATCH /re\
pos/{owner}/{repo}/git/refs/{ref}"]},gitignore:{getAllTemplates:["GET /gitignore/templates"],getTemplate:["GET /gitignor\
e/templates/{name}"]},hostedCompute:{createNetworkConfigurationForOrg:["POST /orgs/{org}/settings/network-configurations"],
deleteNetworkConfigurationFromOrg:["DELETE /orgs/{org}/settings/network-configurations/{network_configuration_id}"],getNetworkConfigurationForOrg:[
"GET /orgs/{org}/settings/network-configurations/{network_configuration_id}"],getNetworkSettingsForOrg:["GET /orgs/{org}\
/settings/network-settings/{network_settings_id}"],listNetworkConfigurationsForOrg:["GET /orgs/{org}/settings/network-co\
nfigurations"],updateNetworkConfigurationForOrg:["PATCH /orgs/{org}/settings/network-configurations/{network_configurati\
on_id}"]},interactions:{getRestrictionsForAuthenticatedUser:["GET /user/interaction-limits"],getRestrictionsForOrg:["GET\
 /orgs/{org}/interaction-limits"],getRestrictionsForRepo:["GET /repos/{owner}/{repo}/interaction-limits"],getRestrictionsForYourPublicRepos:[
"GET /user/interaction-limits",{},{renamed:["interactions","getRestrictionsForAuthenticatedUser"]}],removeRestrictionsForAuthenticatedUser:[
"DELETE /user/interaction-limits"],removeRestrictionsForOrg:["DELETE /orgs/{org}/interaction-limits"],removeRestrictionsForRepo:[
"DELETE /repos/{owner}/{repo}/interaction-limits"],removeRestrictionsForYourPublicRepos:["DELETE /user/interaction-limit\
s",{},{renamed:["interactions","removeRestrictionsForAuthenticatedUser"]}],setRestrictionsForAuthenticatedUser:["PUT /us\
er/interaction-limits"],setRestrictionsForOrg:["PUT /orgs/{org}/interaction-limits"],setRestrictionsForRepo:["PUT /repos\
/{owner}/{repo}/interaction-limits"],setRestrictionsForYourPublicRepos:["PUT /user/interaction-limits",{},{renamed:["int\
eractions","setRestrictionsForAuthenticatedUser"]}]},issues:{addAssignees:["POST /repos/{owner}/{repo}/issues/{issue_num\
ber}/assignees"],addBlockedByDependency:["POST /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"],addLabels:[
"POST /repos/{owner}/{repo}/issues/{issue_number}/labels"],addSubIssue:["POST /repos/{owner}/{repo}/issues/{issue_number\
}/sub_issues"],checkUserCanBeAssigned:["GET /repos/{owner}/{repo}/assignees/{assignee}"],checkUserCanBeAssignedToIssue:[
"GET /repos/{owner}/{repo}/issues/{issue_number}/assignees/{assignee}"],create:["POST /repos/{owner}/{repo}/issues"],createComment:[
"POST /repos/{owner}/{repo}/issues/{issue_number}/comments"],createLabel:["POST /repos/{owner}/{repo}/labels"],createMilestone:[
"POST /repos/{owner}/{repo}/milestones"],deleteComment:["DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}"],deleteLabel:[
"DELETE /repos/{owner}/{repo}/labels/{name}"],deleteMilestone:["DELETE /repos/{owner}/{repo}/milestones/{milestone_numbe\
r}"],get:["GET /repos/{owner}/{repo}/issues/{issue_number}"],getComment:["GET /repos/{owner}/{repo}/issues/comments/{com\
ment_id}"],getEvent:["GET /repos/{owner}/{repo}/issues/events/{event_id}"],getLabel:["GET /repos/{owner}/{repo}/labels/{\
name}"],getMilestone:["GET /repos/{owner}/{repo}/milestones/{milestone_number}"],getParent:["GET /repos/{owner}/{repo}/i\
ssues/{issue_number}/parent"],list:["GET /issues"],listAssignees:["GET /repos/{owner}/{repo}/assignees"],listComments:["\
GET /repos/{owner}/{repo}/issues/{issue_number}/comments"],listCommentsForRepo:["GET /repos/{owner}/{repo}/issues/commen\
ts"],listDependenciesBlockedBy:["GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"],listDependenciesBlocking:[
"GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocking"],listEvents:["GET /repos/{owner}/{repo}/issues/{\
issue_number}/events"],listEventsForRepo:["GET /repos/{owner}/{repo}/issues/events"],listEventsForTimeline:["GET /repos/\
{owner}/{repo}/issues/{issue_number}/timeline"],listForAuthenticatedUser:["GET /user/issues"],listForOrg:["GET /orgs/{or\
g}/issues"],listForRepo:["GET /repos/{owner}/{repo}/issues"],listLabelsForMilestone:["GET /repos/{owner}/{repo}/mileston\
es/{milestone_number}/labels"],listLabelsForRepo:["GET /repos/{owner}/{repo}/labels"],listLabelsOnIssue:["GET /repos/{ow\
ner}/{repo}/issues/{issue_number}/labels"],listMilestones:["GET /repos/{owner}/{repo}/milestones"],listSubIssues:["GET /\
repos/{owner}/{repo}/issues/{issue_number}/sub_issues"],lock:["PUT /repos/{owner}/{repo}/issues/{issue_number}/lock"],removeAllLabels:[
"DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels"],removeAssignees:["DELETE /repos/{owner}/{repo}/issues/{issu\
e_number}/assignees"],removeDependencyBlockedBy:["DELETE /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocke\
d_by/{issue_id}"],removeLabel:["DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}"],removeSubIssue:["DELE\
TE /repos/{owner}/{repo}/issues/{issue_number}/sub_issue"],reprioritizeSubIssue:["PATCH /repos/{owner}/{repo}/issues/{is\
sue_number}/sub_issues/priority"],setLabels:["PUT /repos/{owner}/{repo}/issues/{issue_number}/labels"],unlock:["DELETE /\
repos/{owner}/{repo}/issues/{issue_number}/lock"],update:["PATCH /repos/{owner}/{repo}/issues/{issue_number}"],updateComment:[
"PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}"],updateLabel:["PATCH /repos/{owner}/{repo}/labels/{name}"],updateMilestone:[
"PATCH /repos/{owner}/{repo}/milestones/{milestone_number}"]},licenses:{get:["GET /licenses/{license}"],getAllCommonlyUsed:[
"GET /licenses"],getForRepo:["GET /repos/{owner}/{repo}/license"]},markdown:{render:["POST /markdown"],renderRaw:["POST \
/markdown/raw",{headers:{"content-type":"text/plain; charset=utf-8"}}]},meta:{get:["GET /meta"],getAllVersions:["GET /ve\
rsions"],getOctocat:["GET /octocat"],getZen:["GET /zen"],root:["GET /"]},migrations:{deleteArchiveForAuthenticatedUser:[
"DELETE /user/migrations/{migration_id}/archive"],deleteArchiveForOrg:["DELETE /orgs/{org}/migrations/{migration_id}/arc\
hive"],downloadArchiveForOrg:["GET /orgs/{org}/migrations/{migration_id}/archive"],getArchiveForAuthenticatedUser:["GET \
/user/migrations/{migration_id}/archive"],getStatusForAuthenticatedUser:["GET /user/migrations/{migration_id}"],getStatusForOrg:[
"GET /orgs/{org}/migrations/{migration_id}"],listForAuthenticatedUser:["GET /user/migrations"],listForOrg:["GET /orgs/{o\
rg}/migrations"],listReposForAuthenticatedUser:["GET /user/migrations/{migration_id}/repositories"],listReposForOrg:["GE\
T /orgs/{org}/migrations/{migration_id}/repositories"],listReposForUser:["GET /user/migrations/{migration_id}/repositori\
es",{},{renamed:["migrations","listReposForAuthenticatedUser"]}],startForAuthenticatedUser:["POST /user/migrations"],startForOrg:[
"POST /orgs/{org}/migrations"],unlockRepoForAuthenticatedUser:["DELETE /user/migrations/{migration_id}/repos/{repo_name}\
/lock"],unlockRepoForOrg:["DELETE /orgs/{org}/migrations/{migration_id}/repos/{repo_name}/lock"]},oidc:{getOidcCustomSubTemplateForOrg:[
"GET /orgs/{org}/actions/oidc/customization/sub"],updateOidcCustomSubTemplateForOrg:["PUT /orgs/{org}/actions/oidc/custo\
mization/sub"]},orgs:{addSecurityManagerTeam:["PUT /orgs/{org}/security-managers/teams/{team_slug}",{},{deprecated:"octo\
kit.rest.orgs.addSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#add-a-secu\
rity-manager-team"}],assignTeamToOrgRole:["PUT /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"],assignUserToOrgRole:[
"PUT /orgs/{org}/organization-roles/users/{username}/{role_id}"],blockUser:["PUT /orgs/{org}/blocks/{username}"],cancelInvitation:[
"DELETE /orgs/{org}/invitations/{invitation_id}"],checkBlockedUser:["GET /orgs/{org}/blocks/{username}"],checkMembershipForUser:[
"GET /orgs/{org}/members/{username}"],checkPublicMembershipForUser:["GET /orgs/{org}/public_members/{username}"],convertMemberToOutsideCollaborator:[
"PUT /orgs/{org}/outside_collaborators/{username}"],createArtifactStorageRecord:["POST /orgs/{org}/artifacts/metadata/st\
orage-record"],createInvitation:["POST /orgs/{org}/invitations"],createIssueType:["POST /orgs/{org}/issue-types"],createWebhook:[
"POST /orgs/{org}/hooks"],customPropertiesForOrgsCreateOrUpdateOrganizationValues:["PATCH /organizations/{org}/org-prope\
rties/values"],customPropertiesForOrgsGetOrganizationValues:["GET /organizations/{org}/org-properties/values"],customPropertiesForReposCreateOrUpdateOrganizationDefinition:[
"PUT /orgs/{org}/properties/schema/{custom_property_name}"],customPropertiesForReposCreateOrUpdateOrganizationDefinitions:[
"PATCH /orgs/{org}/properties/schema"],customPropertiesForReposCreateOrUpdateOrganizationValues:["PATCH /orgs/{org}/prop\
erties/values"],customPropertiesForReposDeleteOrganizationDefinition:["DELETE /orgs/{org}/properties/schema/{custom_prop\
erty_name}"],customPropertiesForReposGetOrganizationDefinition:["GET /orgs/{org}/properties/schema/{custom_property_name\
}"],customPropertiesForReposGetOrganizationDefinitions:["GET /orgs/{org}/properties/schema"],customPropertiesForReposGetOrganizationValues:[
"GET /orgs/{org}/properties/values"],delete:["DELETE /orgs/{org}"],deleteAttestationsBulk:["POST /orgs/{org}/attestation\
s/delete-request"],deleteAttestationsById:["DELETE /orgs/{org}/attestations/{attestation_id}"],deleteAttestationsBySubjectDigest:[
"DELETE /orgs/{org}/attestations/digest/{subject_digest}"],deleteIssueType:["DELETE /orgs/{org}/issue-types/{issue_type_\
id}"],deleteWebhook:["DELETE /orgs/{org}/hooks/{hook_id}"],disableSelectedRepositoryImmutableReleasesOrganization:["DELE\
TE /orgs/{org}/settings/immutable-releases/repositories/{repository_id}"],enableSelectedRepositoryImmutableReleasesOrganization:[
"PUT /orgs/{org}/settings/immutable-releases/repositories/{repository_id}"],get:["GET /orgs/{org}"],getImmutableReleasesSettings:[
"GET /orgs/{org}/settings/immutable-releases"],getImmutableReleasesSettingsRepositories:["GET /orgs/{org}/settings/immut\
able-releases/repositories"],getMembershipForAuthenticatedUser:["GET /user/memberships/orgs/{org}"],getMembershipForUser:[
"GET /orgs/{org}/memberships/{username}"],getOrgRole:["GET /orgs/{org}/organization-roles/{role_id}"],getOrgRulesetHistory:[
"GET /orgs/{org}/rulesets/{ruleset_id}/history"],getOrgRulesetVersion:["GET /orgs/{org}/rulesets/{ruleset_id}/history/{v\
ersion_id}"],getWebhook:["GET /orgs/{org}/hooks/{hook_id}"],getWebhookConfigForOrg:["GET /orgs/{org}/hooks/{hook_id}/con\
fig"],getWebhookDelivery:["GET /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}"],list:["GET /organizations"],listAppInstallations:[
"GET /orgs/{org}/installations"],listArtifactStorageRecords:["GET /orgs/{org}/artifacts/{subject_digest}/metadata/storag\
e-records"],listAttestationRepositories:["GET /orgs/{org}/attestations/repositories"],listAttestations:["GET /orgs/{org}\
/attestations/{subject_digest}"],listAttestationsBulk:["POST /orgs/{org}/attestations/bulk-list{?per_page,before,after}"],
listBlockedUsers:["GET /orgs/{org}/blocks"],listFailedInvitations:["GET /orgs/{org}/failed_invitations"],listForAuthenticatedUser:[
"GET /user/orgs"],listForUser:["GET /users/{username}/orgs"],listInvitationTeams:["GET /orgs/{org}/invitations/{invitati\
on_id}/teams"],listIssueTypes:["GET /orgs/{org}/issue-types"],listMembers:["GET /orgs/{org}/members"],listMembershipsForAuthenticatedUser:[
"GET /user/memberships/orgs"],listOrgRoleTeams:["GET /orgs/{org}/organization-roles/{role_id}/teams"],listOrgRoleUsers:[
"GET /orgs/{org}/organization-roles/{role_id}/users"],listOrgRoles:["GET /orgs/{org}/organization-roles"],listOrganizationFineGrainedPermissions:[
"GET /orgs/{org}/organization-fine-grained-permissions"],listOutsideCollaborators:["GET /orgs/{org}/outside_collaborator\
s"],listPatGrantRepositories:["GET /orgs/{org}/personal-access-tokens/{pat_id}/repositories"],listPatGrantRequestRepositories:[
"GET /orgs/{org}/personal-access-token-requests/{pat_request_id}/repositories"],listPatGrantRequests:["GET /orgs/{org}/p\
ersonal-access-token-requests"],listPatGrants:["GET /orgs/{org}/personal-access-tokens"],listPendingInvitations:["GET /o\
rgs/{org}/invitations"],listPublicMembers:["GET /orgs/{org}/public_members"],listSecurityManagerTeams:["GET /orgs/{org}/\
security-managers",{},{deprecated:"octokit.rest.orgs.listSecurityManagerTeams() is deprecated, see https://docs.github.c\
om/rest/orgs/security-managers#list-security-manager-teams"}],listWebhookDeliveries:["GET /orgs/{org}/hooks/{hook_id}/de\
liveries"],listWebhooks:["GET /orgs/{org}/hooks"],pingWebhook:["POST /orgs/{org}/hooks/{hook_id}/pings"],redeliverWebhookDelivery:[
"POST /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"],removeMember:["DELETE /orgs/{org}/members/{usernam\
e}"],removeMembershipForUser:["DELETE /orgs/{org}/memberships/{username}"],removeOutsideCollaborator:["DELETE /orgs/{org\
}/outside_collaborators/{username}"],removePublicMembershipForAuthenticatedUser:["DELETE /orgs/{org}/public_members/{use\
rname}"],removeSecurityManagerTeam:["DELETE /orgs/{org}/security-managers/teams/{team_slug}",{},{deprecated:"octokit.res\
t.orgs.removeSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#remove-a-secur\
ity-manager-team"}],reviewPatGrantRequest:["POST /orgs/{org}/personal-access-token-requests/{pat_request_id}"],reviewPatGrantRequestsInBulk:[
"POST /orgs/{org}/personal-access-token-requests"],revokeAllOrgRolesTeam:["DELETE /orgs/{org}/organization-roles/teams/{\
team_slug}"],revokeAllOrgRolesUser:["DELETE /orgs/{org}/organization-roles/users/{username}"],revokeOrgRoleTeam:["DELETE\
 /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"],revokeOrgRoleUser:["DELETE /orgs/{org}/organization-roles/\
users/{username}/{role_id}"],setImmutableReleasesSettings:["PUT /orgs/{org}/settings/immutable-releases"],setImmutableReleasesSettingsRepositories:[
"PUT /orgs/{org}/settings/immutable-releases/repositories"],setMembershipForUser:["PUT /orgs/{org}/memberships/{username\
}"],setPublicMembershipForAuthenticatedUser:["PUT /orgs/{org}/public_members/{username}"],unblockUser:["DELETE /orgs/{or\
g}/blocks/{username}"],update:["PATCH /orgs/{org}"],updateIssueType:["PUT /orgs/{org}/issue-types/{issue_type_id}"],updateMembershipForAuthenticatedUser:[
"PATCH /user/memberships/orgs/{org}"],updatePatAccess:["POST /orgs/{org}/personal-access-tokens/{pat_id}"],updatePatAccesses:[
"POST /orgs/{org}/personal-access-tokens"],updateWebhook:["PATCH /orgs/{org}/hooks/{hook_id}"],updateWebhookConfigForOrg:[
"PATCH /orgs/{org}/hooks/{hook_id}/config"]},packages:{deletePackageForAuthenticatedUser:["DELETE /user/packages/{packag\
e_type}/{package_name}"],deletePackageForOrg:["DELETE /orgs/{org}/packages/{package_type}/{package_name}"],deletePackageForUser:[
"DELETE /users/{username}/packages/{package_type}/{package_name}"],deletePackageVersionForAuthenticatedUser:["DELETE /us\
er/packages/{package_type}/{package_name}/versions/{package_version_id}"],deletePackageVersionForOrg:["DELETE /orgs/{org\
}/packages/{package_type}/{package_name}/versions/{package_version_id}"],deletePackageVersionForUser:["DELETE /users/{us\
ername}/packages/{package_type}/{package_name}/versions/{package_version_id}"],getAllPackageVersionsForAPackageOwnedByAnOrg:[
"GET /orgs/{org}/packages/{package_type}/{package_name}/versions",{},{renamed:["packages","getAllPackageVersionsForPacka\
geOwnedByOrg"]}],getAllPackageVersionsForAPackageOwnedByTheAuthenticatedUser:["GET /user/packages/{package_type}/{packag\
e_name}/versions",{},{renamed:["packages","getAllPackageVersionsForPackageOwnedByAuthenticatedUser"]}],getAllPackageVersionsForPackageOwnedByAuthenticatedUser:[
"GET /user/packages/{package_type}/{package_name}/versions"],getAllPackageVersionsForPackageOwnedByOrg:["GET /orgs/{org}\
/packages/{package_type}/{package_name}/versions"],getAllPackageVersionsForPackageOwnedByUser:["GET /users/{username}/pa\
ckages/{package_type}/{package_name}/versions"],getPackageForAuthenticatedUser:["GET /user/packages/{package_type}/{pack\
age_name}"],getPackageForOrganization:["GET /orgs/{org}/packages/{package_type}/{package_name}"],getPackageForUser:["GET\
 /users/{username}/packages/{package_type}/{package_name}"],getPackageVersionForAuthenticatedUser:["GET /user/packages/{\
package_type}/{package_name}/versions/{package_version_id}"],getPackageVersionForOrganization:["GET /orgs/{org}/packages\
/{package_type}/{package_name}/versions/{package_version_id}"],getPackageVersionForUser:["GET /users/{username}/packages\
/{package_type}/{package_name}/versions/{package_version_id}"],listDockerMigrationConflictingPackagesForAuthenticatedUser:[
"GET /user/docker/conflicts"],listDockerMigrationConflictingPackagesForOrganization:["GET /orgs/{org}/docker/conflicts"],
listDockerMigrationConflictingPackagesForUser:["GET /users/{username}/docker/conflicts"],listPackagesForAuthenticatedUser:[
"GET /user/packages"],listPackagesForOrganization:["GET /orgs/{org}/packages"],listPackagesForUser:["GET /users/{usernam\
e}/packages"],restorePackageForAuthenticatedUser:["POST /user/packages/{package_type}/{package_name}/restore{?token}"],restorePackageForOrg:[
"POST /orgs/{org}/packages/{package_type}/{package_name}/restore{?token}"],restorePackageForUser:["POST /users/{username\
}/packages/{package_type}/{package_name}/restore{?token}"],restorePackageVersionForAuthenticatedUser:["POST /user/packag\
es/{package_type}/{package_name}/versions/{package_version_id}/restore"],restorePackageVersionForOrg:["POST /orgs/{org}/\
packages/{package_type}/{package_name}/versions/{package_version_id}/restore"],restorePackageVersionForUser:["POST /user\
s/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"]},privateRegistries:{createOrgPrivateRegistry:[
"POST /orgs/{org}/private-registries"],deleteOrgPrivateRegistry:["DELETE /orgs/{org}/private-registries/{secret_name}"],
getOrgPrivateRegistry:["GET /orgs/{org}/private-registries/{secret_name}"],getOrgPublicKey:["GET /orgs/{org}/private-reg\
istries/public-key"],listOrgPrivateRegistries:["GET /orgs/{org}/private-registries"],updateOrgPrivateRegistry:["PATCH /o\
rgs/{org}/private-registries/{secret_name}"]},projects:{addItemForOrg:["POST /orgs/{org}/projectsV2/{project_number}/ite\
ms"],addItemForUser:["POST /users/{username}/projectsV2/{project_number}/items"],deleteItemForOrg:["DELETE /orgs/{org}/p\
rojectsV2/{project_number}/items/{item_id}"],deleteItemForUser:["DELETE /users/{username}/projectsV2/{project_number}/it\
ems/{item_id}"],getFieldForOrg:["GET /orgs/{org}/projectsV2/{project_number}/fields/{field_id}"],getFieldForUser:["GET /\
users/{username}/projectsV2/{project_number}/fields/{field_id}"],getForOrg:["GET /orgs/{org}/projectsV2/{project_number}"],
getForUser:["GET /users/{username}/projectsV2/{project_number}"],getOrgItem:["GET /orgs/{org}/projectsV2/{project_number\
}/items/{item_id}"],getUserItem:["GET /users/{username}/projectsV2/{project_number}/items/{item_id}"],listFieldsForOrg:[
"GET /orgs/{org}/projectsV2/{project_number}/fields"],listFieldsForUser:["GET /users/{username}/projectsV2/{project_numb\
er}/fields"],listForOrg:["GET /orgs/{org}/projectsV2"],listForUser:["GET /users/{username}/projectsV2"],listItemsForOrg:[
"GET /orgs/{org}/projectsV2/{project_number}/items"],listItemsForUser:["GET /users/{username}/projectsV2/{project_number\
}/items"],updateItemForOrg:["PATCH /orgs/{org}/projectsV2/{project_number}/items/{item_id}"],updateItemForUser:["PATCH /\
users/{username}/projectsV2/{project_number}/items/{item_id}"]},pulls:{checkIfMerged:["GET /repos/{owner}/{repo}/pulls/{\
pull_number}/merge"],create:["POST /repos/{owner}/{repo}/pulls"],createReplyForReviewComment:["POST /repos/{owner}/{repo\
}/pulls/{pull_number}/comments/{comment_id}/replies"],createReview:["POST /repos/{owner}/{repo}/pulls/{pull_number}/revi\
ews"],createReviewComment:["POST /repos/{owner}/{repo}/pulls/{pull_number}/comments"],deletePendingReview:["DELETE /repo\
s/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"],deleteReviewComment:["DELETE /repos/{owner}/{repo}/pulls/comm\
ents/{comment_id}"],dismissReview:["PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/dismissals"],get:[
"GET /repos/{owner}/{repo}/pulls/{pull_number}"],getReview:["GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{revi\
ew_id}"],getReviewComment:["GET /repos/{owner}/{repo}/pulls/comments/{comment_id}"],list:["GET /repos/{owner}/{repo}/pul\
ls"],listCommentsForReview:["GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments"],listCommits:["\
GET /repos/{owner}/{repo}/pulls/{pull_number}/commits"],listFiles:["GET /repos/{owner}/{repo}/pulls/{pull_number}/files"],
listRequestedReviewers:["GET /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"],listReviewComments:["GET /r\
epos/{owner}/{repo}/pulls/{pull_number}/comments"],listReviewCommentsForRepo:["GET /repos/{owner}/{repo}/pulls/comments"],
listReviews:["GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],merge:["PUT /repos/{owner}/{repo}/pulls/{pull_numb\
er}/merge"],removeRequestedReviewers:["DELETE /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"],requestReviewers:[
"POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"],submitReview:["POST /repos/{owner}/{repo}/pulls/{p\
ull_number}/reviews/{review_id}/events"],update:["PATCH /repos/{owner}/{repo}/pulls/{pull_number}"],updateBranch:["PUT /\
repos/{owner}/{repo}/pulls/{pull_number}/update-branch"],updateReview:["PUT /repos/{owner}/{repo}/pulls/{pull_number}/re\
views/{review_id}"],updateReviewComment:["PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}"]},rateLimit:{get:["GE\
T /rate_limit"]},reactions:{createForCommitComment:["POST /repos/{owner}/{repo}/comments/{comment_id}/reactions"],createForIssue:[
"POST /repos/{owner}/{repo}/issues/{issue_number}/reactions"],createForIssueComment:["POST /repos/{owner}/{repo}/issues/\
comments/{comment_id}/reactions"],createForPullRequestReviewComment:["POST /repos/{owner}/{repo}/pulls/comments/{comment\
_id}/reactions"],createForRelease:["POST /repos/{owner}/{repo}/releases/{release_id}/reactions"],createForTeamDiscussionCommentInOrg:[
"POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"],createForTeamDiscussionInOrg:[
"POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"],deleteForCommitComment:["DELETE /repos/{\
owner}/{repo}/comments/{comment_id}/reactions/{reaction_id}"],deleteForIssue:["DELETE /repos/{owner}/{repo}/issues/{issu\
e_number}/reactions/{reaction_id}"],deleteForIssueComment:["DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/re\
actions/{reaction_id}"],deleteForPullRequestComment:["DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions\
/{reaction_id}"],deleteForRelease:["DELETE /repos/{owner}/{repo}/releases/{release_id}/reactions/{reaction_id}"],deleteForTeamDiscussion:[
"DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions/{reaction_id}"],deleteForTeamDiscussionComment:[
"DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions/{reaction_id}"],
listForCommitComment:["GET /repos/{owner}/{repo}/comments/{comment_id}/reactions"],listForIssue:["GET /repos/{owner}/{re\
po}/issues/{issue_number}/reactions"],listForIssueComment:["GET /repos/{owner}/{repo}/issues/comments/{comment_id}/react\
ions"],listForPullRequestReviewComment:["GET /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"],listForRelease:[
"GET /repos/{owner}/{repo}/releases/{release_id}/reactions"],listForTeamDiscussionCommentInOrg:["GET /orgs/{org}/teams/{\
team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"],listForTeamDiscussionInOrg:["GET /orgs/\
{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"]},repos:{acceptInvitation:["PATCH /user/repository_in\
vitations/{invitation_id}",{},{renamed:["repos","acceptInvitationForAuthenticatedUser"]}],acceptInvitationForAuthenticatedUser:[
"PATCH /user/repository_invitations/{invitation_id}"],addAppAccessRestrictions:["POST /repos/{owner}/{repo}/branches/{br\
anch}/protection/restrictions/apps",{},{mapToData:"apps"}],addCollaborator:["PUT /repos/{owner}/{repo}/collaborators/{us\
ername}"],addStatusCheckContexts:["POST /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contex\
ts",{},{mapToData:"contexts"}],addTeamAccessRestrictions:["POST /repos/{owner}/{repo}/branches/{branch}/protection/restr\
ictions/teams",{},{mapToData:"teams"}],addUserAccessRestrictions:["POST /repos/{owner}/{repo}/branches/{branch}/protecti\
on/restrictions/users",{},{mapToData:"users"}],cancelPagesDeployment:["POST /repos/{owner}/{repo}/pages/deployments/{pag\
es_deployment_id}/cancel"],checkAutomatedSecurityFixes:["GET /repos/{owner}/{repo}/automated-security-fixes"],checkCollaborator:[
"GET /repos/{owner}/{repo}/collaborators/{username}"],checkImmutableReleases:["GET /repos/{owner}/{repo}/immutable-relea\
ses"],checkPrivateVulnerabilityReporting:["GET /repos/{owner}/{repo}/private-vulnerability-reporting"],checkVulnerabilityAlerts:[
"GET /repos/{owner}/{repo}/vulnerability-alerts"],codeownersErrors:["GET /repos/{owner}/{repo}/codeowners/errors"],compareCommits:[
"GET /repos/{owner}/{repo}/compare/{base}...{head}"],compareCommitsWithBasehead:["GET /repos/{owner}/{repo}/compare/{bas\
ehead}"],createAttestation:["POST /repos/{owner}/{repo}/attestations"],createAutolink:["POST /repos/{owner}/{repo}/autol\
inks"],createCommitComment:["POST /repos/{owner}/{repo}/commits/{commit_sha}/comments"],createCommitSignatureProtection:[
"POST /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"],createCommitStatus:["POST /repos/{owner}/\
{repo}/statuses/{sha}"],createDeployKey:["POST /repos/{owner}/{repo}/keys"],createDeployment:["POST /repos/{owner}/{repo\
}/deployments"],createDeploymentBranchPolicy:["POST /repos/{owner}/{repo}/environments/{environment_name}/deployment-bra\
nch-policies"],createDeploymentProtectionRule:["POST /repos/{owner}/{repo}/environments/{environment_name}/deployment_pr\
otection_rules"],createDeploymentStatus:["POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"],createDispatchEvent:[
"POST /repos/{owner}/{repo}/dispatches"],createForAuthenticatedUser:["POST /user/repos"],createFork:["POST /repos/{owner\
}/{repo}/forks"],createInOrg:["POST /orgs/{org}/repos"],createOrUpdateEnvironment:["PUT /repos/{owner}/{repo}/environmen\
ts/{environment_name}"],createOrUpdateFileContents:["PUT /repos/{owner}/{repo}/contents/{path}"],createOrgRuleset:["POST\
 /orgs/{org}/rulesets"],createPagesDeployment:["POST /repos/{owner}/{repo}/pages/deployments"],createPagesSite:["POST /r\
epos/{owner}/{repo}/pages"],createRelease:["POST /repos/{owner}/{repo}/releases"],createRepoRuleset:["POST /repos/{owner\
}/{repo}/rulesets"],createUsingTemplate:["POST /repos/{template_owner}/{template_repo}/generate"],createWebhook:["POST /\
repos/{owner}/{repo}/hooks"],customPropertiesForReposCreateOrUpdateRepositoryValues:["PATCH /repos/{owner}/{repo}/proper\
ties/values"],customPropertiesForReposGetRepositoryValues:["GET /repos/{owner}/{repo}/properties/values"],declineInvitation:[
"DELETE /user/repository_invitations/{invitation_id}",{},{renamed:["repos","declineInvitationForAuthenticatedUser"]}],declineInvitationForAuthenticatedUser:[
"DELETE /user/repository_invitations/{invitation_id}"],delete:["DELETE /repos/{owner}/{repo}"],deleteAccessRestrictions:[
"DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"],deleteAdminBranchProtection:["DELETE /repos/{o\
wner}/{repo}/branches/{branch}/protection/enforce_admins"],deleteAnEnvironment:["DELETE /repos/{owner}/{repo}/environmen\
ts/{environment_name}"],deleteAutolink:["DELETE /repos/{owner}/{repo}/autolinks/{autolink_id}"],deleteBranchProtection:[
"DELETE /repos/{owner}/{repo}/branches/{branch}/protection"],deleteCommitComment:["DELETE /repos/{owner}/{repo}/comments\
/{comment_id}"],deleteCommitSignatureProtection:["DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_sig\
natures"],deleteDeployKey:["DELETE /repos/{owner}/{repo}/keys/{key_id}"],deleteDeployment:["DELETE /repos/{owner}/{repo}\
/deployments/{deployment_id}"],deleteDeploymentBranchPolicy:["DELETE /repos/{owner}/{repo}/environments/{environment_nam\
e}/deployment-branch-policies/{branch_policy_id}"],deleteFile:["DELETE /repos/{owner}/{repo}/contents/{path}"],deleteInvitation:[
"DELETE /repos/{owner}/{repo}/invitations/{invitation_id}"],deleteOrgRuleset:["DELETE /orgs/{org}/rulesets/{ruleset_id}"],
deletePagesSite:["DELETE /repos/{owner}/{repo}/pages"],deletePullRequestReviewProtection:["DELETE /repos/{owner}/{repo}/\
branches/{branch}/protection/required_pull_request_reviews"],deleteRelease:["DELETE /repos/{owner}/{repo}/releases/{rele\
ase_id}"],deleteReleaseAsset:["DELETE /repos/{owner}/{repo}/releases/assets/{asset_id}"],deleteRepoRuleset:["DELETE /rep\
os/{owner}/{repo}/rulesets/{ruleset_id}"],deleteWebhook:["DELETE /repos/{owner}/{repo}/hooks/{hook_id}"],disableAutomatedSecurityFixes:[
"DELETE /repos/{owner}/{repo}/automated-security-fixes"],disableDeploymentProtectionRule:["DELETE /repos/{owner}/{repo}/\
environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"],disableImmutableReleases:["DELETE /re\
pos/{owner}/{repo}/immutable-releases"],disablePrivateVulnerabilityReporting:["DELETE /repos/{owner}/{repo}/private-vuln\
erability-reporting"],disableVulnerabilityAlerts:["DELETE /repos/{owner}/{repo}/vulnerability-alerts"],downloadArchive:[
"GET /repos/{owner}/{repo}/zipball/{ref}",{},{renamed:["repos","downloadZipballArchive"]}],downloadTarballArchive:["GET \
/repos/{owner}/{repo}/tarball/{ref}"],downloadZipballArchive:["GET /repos/{owner}/{repo}/zipball/{ref}"],enableAutomatedSecurityFixes:[
"PUT /repos/{owner}/{repo}/automated-security-fixes"],enableImmutableReleases:["PUT /repos/{owner}/{repo}/immutable-rele\
ases"],enablePrivateVulnerabilityReporting:["PUT /repos/{owner}/{repo}/private-vulnerability-reporting"],enableVulnerabilityAlerts:[
"PUT /repos/{owner}/{repo}/vulnerability-alerts"],generateReleaseNotes:["POST /repos/{owner}/{repo}/releases/generate-no\
tes"],get:["GET /repos/{owner}/{repo}"],getAccessRestrictions:["GET /repos/{owner}/{repo}/branches/{branch}/protection/r\
estrictions"],getAdminBranchProtection:["GET /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"],getAllDeploymentProtectionRules:[
"GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"],getAllEnvironments:["GET /repos\
/{owner}/{repo}/environments"],getAllStatusCheckContexts:["GET /repos/{owner}/{repo}/branches/{branch}/protection/requir\
ed_status_checks/contexts"],getAllTopics:["GET /repos/{owner}/{repo}/topics"],getAppsWithAccessToProtectedBranch:["GET /\
repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps"],getAutolink:["GET /repos/{owner}/{repo}/autolinks/\
{autolink_id}"],getBranch:["GET /repos/{owner}/{repo}/branches/{branch}"],getBranchProtection:["GET /repos/{owner}/{repo\
}/branches/{branch}/protection"],getBranchRules:["GET /repos/{owner}/{repo}/rules/branches/{branch}"],getClones:["GET /r\
epos/{owner}/{repo}/traffic/clones"],getCodeFrequencyStats:["GET /repos/{owner}/{repo}/stats/code_frequency"],getCollaboratorPermissionLevel:[
"GET /repos/{owner}/{repo}/collaborators/{username}/permission"],getCombinedStatusForRef:["GET /repos/{owner}/{repo}/com\
mits/{ref}/status"],getCommit:["GET /repos/{owner}/{repo}/commits/{ref}"],getCommitActivityStats:["GET /repos/{owner}/{r\
epo}/stats/commit_activity"],getCommitComment:["GET /repos/{owner}/{repo}/comments/{comment_id}"],getCommitSignatureProtection:[
"GET /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"],getCommunityProfileMetrics:["GET /repos/{o\
wner}/{repo}/community/profile"],getContent:["GET /repos/{owner}/{repo}/contents/{path}"],getContributorsStats:["GET /re\
pos/{owner}/{repo}/stats/contributors"],getCustomDeploymentProtectionRule:["GET /repos/{owner}/{repo}/environments/{envi\
ronment_name}/deployment_protection_rules/{protection_rule_id}"],getDeployKey:["GET /repos/{owner}/{repo}/keys/{key_id}"],
getDeployment:["GET /repos/{owner}/{repo}/deployments/{deployment_id}"],getDeploymentBranchPolicy:["GET /repos/{owner}/{\
repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"],getDeploymentStatus:["GET /repos/{\
owner}/{repo}/deployments/{deployment_id}/statuses/{status_id}"],getEnvironment:["GET /repos/{owner}/{repo}/environments\
/{environment_name}"],getLatestPagesBuild:["GET /repos/{owner}/{repo}/pages/builds/latest"],getLatestRelease:["GET /repo\
s/{owner}/{repo}/releases/latest"],getOrgRuleSuite:["GET /orgs/{org}/rulesets/rule-suites/{rule_suite_id}"],getOrgRuleSuites:[
"GET /orgs/{org}/rulesets/rule-suites"],getOrgRuleset:["GET /orgs/{org}/rulesets/{ruleset_id}"],getOrgRulesets:["GET /or\
gs/{org}/rulesets"],getPages:["GET /repos/{owner}/{repo}/pages"],getPagesBuild:["GET /repos/{owner}/{repo}/pages/builds/\
{build_id}"],getPagesDeployment:["GET /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}"],getPagesHealthCheck:[
"GET /repos/{owner}/{repo}/pages/health"],getParticipationStats:["GET /repos/{owner}/{repo}/stats/participation"],getPullRequestReviewProtection:[
"GET /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"],getPunchCardStats:["GET /repos/{\
owner}/{repo}/stats/punch_card"],getReadme:["GET /repos/{owner}/{repo}/readme"],getReadmeInDirectory:["GET /repos/{owner\
}/{repo}/readme/{dir}"],getRelease:["GET /repos/{owner}/{repo}/releases/{release_id}"],getReleaseAsset:["GET /repos/{own\
er}/{repo}/releases/assets/{asset_id}"],getReleaseByTag:["GET /repos/{owner}/{repo}/releases/tags/{tag}"],getRepoRuleSuite:[
"GET /repos/{owner}/{repo}/rulesets/rule-suites/{rule_suite_id}"],getRepoRuleSuites:["GET /repos/{owner}/{repo}/rulesets\
/rule-suites"],getRepoRuleset:["GET /repos/{owner}/{repo}/rulesets/{ruleset_id}"],getRepoRulesetHistory:["GET /repos/{ow\
ner}/{repo}/rulesets/{ruleset_id}/history"],getRepoRulesetVersion:["GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/hist\
ory/{version_id}"],getRepoRulesets:["GET /repos/{owner}/{repo}/rulesets"],getStatusChecksProtection:["GET /repos/{owner}\
/{repo}/branches/{branch}/protection/required_status_checks"],getTeamsWithAccessToProtectedBranch:["GET /repos/{owner}/{\
repo}/branches/{branch}/protection/restrictions/teams"],getTopPaths:["GET /repos/{owner}/{repo}/traffic/popular/paths"],
getTopReferrers:["GET /repos/{owner}/{repo}/traffic/popular/referrers"],getUsersWithAccessToProtectedBranch:["GET /repos\
/{owner}/{repo}/branches/{branch}/protection/restrictions/users"],getViews:["GET /repos/{owner}/{repo}/traffic/views"],getWebhook:[
"GET /repos/{owner}/{repo}/hooks/{hook_id}"],getWebhookConfigForRepo:["GET /repos/{owner}/{repo}/hooks/{hook_id}/config"],
getWebhookDelivery:["GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}"],listActivities:["GET /repos/{o\
wner}/{repo}/activity"],listAttestations:["GET /repos/{owner}/{repo}/attestations/{subject_digest}"],listAutolinks:["GET\
 /repos/{owner}/{repo}/autolinks"],listBranches:["GET /repos/{owner}/{repo}/branches"],listBranchesForHeadCommit:["GET /\
repos/{owner}/{repo}/commits/{commit_sha}/branches-where-head"],listCollaborators:["GET /repos/{owner}/{repo}/collaborat\
ors"],listCommentsForCommit:["GET /repos/{owner}/{repo}/commits/{commit_sha}/comments"],listCommitCommentsForRepo:["GET \
/repos/{owner}/{repo}/comments"],listCommitStatusesForRef:["GET /repos/{owner}/{repo}/commits/{ref}/statuses"],listCommits:[
"GET /repos/{owner}/{repo}/commits"],listContributors:["GET /repos/{owner}/{repo}/contributors"],listCustomDeploymentRuleIntegrations:[
"GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/apps"],listDeployKeys:["GET /repo\
s/{owner}/{repo}/keys"],listDeploymentBranchPolicies:["GET /repos/{owner}/{repo}/environments/{environment_name}/deploym\
ent-branch-policies"],listDeploymentStatuses:["GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"],listDeployments:[
"GET /repos/{owner}/{repo}/deployments"],listForAuthenticatedUser:["GET /user/repos"],listForOrg:["GET /orgs/{org}/repos"],
listForUser:["GET /users/{username}/repos"],listForks:["GET /repos/{owner}/{repo}/forks"],listInvitations:["GET /repos/{\
owner}/{repo}/invitations"],listInvitationsForAuthenticatedUser:["GET /user/repository_invitations"],listLanguages:["GET\
 /repos/{owner}/{repo}/languages"],listPagesBuilds:["GET /repos/{owner}/{repo}/pages/builds"],listPublic:["GET /reposito\
ries"],listPullRequestsAssociatedWithCommit:["GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls"],listReleaseAssets:[
"GET /repos/{owner}/{repo}/releases/{release_id}/assets"],listReleases:["GET /repos/{owner}/{repo}/releases"],listTags:[
"GET /repos/{owner}/{repo}/tags"],listTeams:["GET /repos/{owner}/{repo}/teams"],listWebhookDeliveries:["GET /repos/{owne\
r}/{repo}/hooks/{hook_id}/deliveries"],listWebhooks:["GET /repos/{owner}/{repo}/hooks"],merge:["POST /repos/{owner}/{rep\
o}/merges"],mergeUpstream:["POST /repos/{owner}/{repo}/merge-upstream"],pingWebhook:["POST /repos/{owner}/{repo}/hooks/{\
hook_id}/pings"],redeliverWebhookDelivery:["POST /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"],
removeAppAccessRestrictions:["DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",{},{mapToData:"\
apps"}],removeCollaborator:["DELETE /repos/{owner}/{repo}/collaborators/{username}"],removeStatusCheckContexts:["DELETE \
/repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",{},{mapToData:"contexts"}],removeStatusCheckProtection:[
"DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"],removeTeamAccessRestrictions:["DELET\
E /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",{},{mapToData:"teams"}],removeUserAccessRestrictions:[
"DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",{},{mapToData:"users"}],renameBranch:["PO\
ST /repos/{owner}/{repo}/branches/{branch}/rename"],replaceAllTopics:["PUT /repos/{owner}/{repo}/topics"],requestPagesBuild:[
"POST /repos/{owner}/{repo}/pages/builds"],setAdminBranchProtection:["POST /repos/{owner}/{repo}/branches/{branch}/prote\
ction/enforce_admins"],setAppAccessRestrictions:["PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/ap\
ps",{},{mapToData:"apps"}],setStatusCheckContexts:["PUT /repos/{owner}/{repo}/branches/{branch}/protection/required_stat\
us_checks/contexts",{},{mapToData:"contexts"}],setTeamAccessRestrictions:["PUT /repos/{owner}/{repo}/branches/{branch}/p\
rotection/restrictions/teams",{},{mapToData:"teams"}],setUserAccessRestrictions:["PUT /repos/{owner}/{repo}/branches/{br\
anch}/protection/restrictions/users",{},{mapToData:"users"}],testPushWebhook:["POST /repos/{owner}/{repo}/hooks/{hook_id\
}/tests"],transfer:["POST /repos/{owner}/{repo}/transfer"],update:["PATCH /repos/{owner}/{repo}"],updateBranchProtection:[
"PUT /repos/{owner}/{repo}/branches/{branch}/protection"],updateCommitComment:["PATCH /repos/{owner}/{repo}/comments/{co\
mment_id}"],updateDeploymentBranchPolicy:["PUT /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-p\
olicies/{branch_policy_id}"],updateInformationAboutPagesSite:["PUT /repos/{owner}/{repo}/pages"],updateInvitation:["PATC\
H /repos/{owner}/{repo}/invitations/{invitation_id}"],updateOrgRuleset:["PUT /orgs/{org}/rulesets/{ruleset_id}"],updatePullRequestReviewProtection:[
"PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"],updateRelease:["PATCH /repos/{\
owner}/{repo}/releases/{release_id}"],updateReleaseAsset:["PATCH /repos/{owner}/{repo}/releases/assets/{asset_id}"],updateRepoRuleset:[
"PUT /repos/{owner}/{repo}/rulesets/{ruleset_id}"],updateStatusCheckPotection:["PATCH /repos/{owner}/{repo}/branches/{br\
anch}/protection/required_status_checks",{},{renamed:["repos","updateStatusCheckProtection"]}],updateStatusCheckProtection:[
"PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"],updateWebhook:["PATCH /repos/{owner}/\
{repo}/hooks/{hook_id}"],updateWebhookConfigForRepo:["PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config"],uploadReleaseAsset:[
"POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",{baseUrl:"https://uploads.github.com"}]},search:{
code:["GET /search/code"],commits:["GET /search/commits"],issuesAndPullRequests:["GET /search/issues"],labels:["GET /sea\
rch/labels"],repos:["GET /search/repositories"],topics:["GET /search/topics"],users:["GET /search/users"]},secretScanning:{
createPushProtectionBypass:["POST /repos/{owner}/{repo}/secret-scanning/push-protection-bypasses"],getAlert:["GET /repos\
/{owner}/{repo}/secret-scanning/alerts/{alert_number}"],getScanHistory:["GET /repos/{owner}/{repo}/secret-scanning/scan-\
history"],listAlertsForOrg:["GET /orgs/{org}/secret-scanning/alerts"],listAlertsForRepo:["GET /repos/{owner}/{repo}/secr\
et-scanning/alerts"],listLocationsForAlert:["GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}/locations"],
listOrgPatternConfigs:["GET /orgs/{org}/secret-scanning/pattern-configurations"],updateAlert:["PATCH /repos/{owner}/{rep\
o}/secret-scanning/alerts/{alert_number}"],updateOrgPatternConfigs:["PATCH /orgs/{org}/secret-scanning/pattern-configura\
tions"]},securityAdvisories:{createFork:["POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/forks"],createPrivateVulnerabilityReport:[
"POST /repos/{owner}/{repo}/security-advisories/reports"],createRepositoryAdvisory:["POST /repos/{owner}/{repo}/security\
-advisories"],createRepositoryAdvisoryCveRequest:["POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/cve"],getGlobalAdvisory:[
"GET /advisories/{ghsa_id}"],getRepositoryAdvisory:["GET /repos/{owner}/{repo}/security-advisories/{ghsa_id}"],listGlobalAdvisories:[
"GET /advisories"],listOrgRepositoryAdvisories:["GET /orgs/{org}/security-advisories"],listRepositoryAdvisories:["GET /r\
epos/{owner}/{repo}/security-advisories"],updateRepositoryAdvisory:["PATCH /repos/{owner}/{repo}/security-advisories/{gh\
sa_id}"]},teams:{addOrUpdateMembershipForUserInOrg:["PUT /orgs/{org}/teams/{team_slug}/memberships/{username}"],addOrUpdateRepoPermissionsInOrg:[
"PUT /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"],checkPermissionsForRepoInOrg:["GET /orgs/{org}/teams/{team_slu\
g}/repos/{owner}/{repo}"],create:["POST /orgs/{org}/teams"],createDiscussionCommentInOrg:["POST /orgs/{org}/teams/{team_\
slug}/discussions/{discussion_number}/comments"],createDiscussionInOrg:["POST /orgs/{org}/teams/{team_slug}/discussions"],
deleteDiscussionCommentInOrg:["DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_nu\
mber}"],deleteDiscussionInOrg:["DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"],deleteInOrg:["DEL\
ETE /orgs/{org}/teams/{team_slug}"],getByName:["GET /orgs/{org}/teams/{team_slug}"],getDiscussionCommentInOrg:["GET /org\
s/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"],getDiscussionInOrg:["GET /orgs/{or\
g}/teams/{team_slug}/discussions/{discussion_number}"],getMembershipForUserInOrg:["GET /orgs/{org}/teams/{team_slug}/mem\
berships/{username}"],list:["GET /orgs/{org}/teams"],listChildInOrg:["GET /orgs/{org}/teams/{team_slug}/teams"],listDiscussionCommentsInOrg:[
"GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"],listDiscussionsInOrg:["GET /orgs/{org}/tea\
ms/{team_slug}/discussions"],listForAuthenticatedUser:["GET /user/teams"],listMembersInOrg:["GET /orgs/{org}/teams/{team\
_slug}/members"],listPendingInvitationsInOrg:["GET /orgs/{org}/teams/{team_slug}/invitations"],listReposInOrg:["GET /org\
s/{org}/teams/{team_slug}/repos"],removeMembershipForUserInOrg:["DELETE /orgs/{org}/teams/{team_slug}/memberships/{usern\
ame}"],removeRepoInOrg:["DELETE /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"],updateDiscussionCommentInOrg:["PATC\
H /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"],updateDiscussionInOrg:["PATC\
H /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"],updateInOrg:["PATCH /orgs/{org}/teams/{team_slug}"]},users:{
addEmailForAuthenticated:["POST /user/emails",{},{renamed:["users","addEmailForAuthenticatedUser"]}],addEmailForAuthenticatedUser:[
"POST /user/emails"],addSocialAccountForAuthenticatedUser:["POST /user/social_accounts"],block:["PUT /user/blocks/{usern\
ame}"],checkBlocked:["GET /user/blocks/{username}"],checkFollowingForUser:["GET /users/{username}/following/{target_user\
}"],checkPersonIsFollowedByAuthenticated:["GET /user/following/{username}"],createGpgKeyForAuthenticated:["POST /user/gp\
g_keys",{},{renamed:["users","createGpgKeyForAuthenticatedUser"]}],createGpgKeyForAuthenticatedUser:["POST /user/gpg_key\
s"],createPublicSshKeyForAuthenticated:["POST /user/keys",{},{renamed:["users","createPublicSshKeyForAuthenticatedUser"]}],
createPublicSshKeyForAuthenticatedUser:["POST /user/keys"],createSshSigningKeyForAuthenticatedUser:["POST /user/ssh_sign\
ing_keys"],deleteAttestationsBulk:["POST /users/{username}/attestations/delete-request"],deleteAttestationsById:["DELETE\
 /users/{username}/attestations/{attestation_id}"],deleteAttestationsBySubjectDigest:["DELETE /users/{username}/attestat\
ions/digest/{subject_digest}"],deleteEmailForAuthenticated:["DELETE /user/emails",{},{renamed:["users","deleteEmailForAu\
thenticatedUser"]}],deleteEmailForAuthenticatedUser:["DELETE /user/emails"],deleteGpgKeyForAuthenticated:["DELETE /user/\
gpg_keys/{gpg_key_id}",{},{renamed:["users","deleteGpgKeyForAuthenticatedUser"]}],deleteGpgKeyForAuthenticatedUser:["DEL\
ETE /user/gpg_keys/{gpg_key_id}"],deletePublicSshKeyForAuthenticated:["DELETE /user/keys/{key_id}",{},{renamed:["users",
"deletePublicSshKeyForAuthenticatedUser"]}],deletePublicSshKeyForAuthenticatedUser:["DELETE /user/keys/{key_id}"],deleteSocialAccountForAuthenticatedUser:[
"DELETE /user/social_accounts"],deleteSshSigningKeyForAuthenticatedUser:["DELETE /user/ssh_signing_keys/{ssh_signing_key\
_id}"],follow:["PUT /user/following/{username}"],getAuthenticated:["GET /user"],getById:["GET /user/{account_id}"],getByUsername:[
"GET /users/{username}"],getContextForUser:["GET /users/{username}/hovercard"],getGpgKeyForAuthenticated:["GET /user/gpg\
_keys/{gpg_key_id}",{},{renamed:["users","getGpgKeyForAuthenticatedUser"]}],getGpgKeyForAuthenticatedUser:["GET /user/gp\
g_keys/{gpg_key_id}"],getPublicSshKeyForAuthenticated:["GET /user/keys/{key_id}",{},{renamed:["users","getPublicSshKeyFo\
rAuthenticatedUser"]}],getPublicSshKeyForAuthenticatedUser:["GET /user/keys/{key_id}"],getSshSigningKeyForAuthenticatedUser:[
"GET /user/ssh_signing_keys/{ssh_signing_key_id}"],list:["GET /users"],listAttestations:["GET /users/{username}/attestat\
ions/{subject_digest}"],listAttestationsBulk:["POST /users/{username}/attestations/bulk-list{?per_page,before,after}"],listBlockedByAuthenticated:[
"GET /user/blocks",{},{renamed:["users","listBlockedByAuthenticatedUser"]}],listBlockedByAuthenticatedUser:["GET /user/b\
locks"],listEmailsForAuthenticated:["GET /user/emails",{},{renamed:["users","listEmailsForAuthenticatedUser"]}],listEmailsForAuthenticatedUser:[
"GET /user/emails"],listFollowedByAuthenticated:["GET /user/following",{},{renamed:["users","listFollowedByAuthenticated\
User"]}],listFollowedByAuthenticatedUser:["GET /user/following"],listFollowersForAuthenticatedUser:["GET /user/followers"],
listFollowersForUser:["GET /users/{username}/followers"],listFollowingForUser:["GET /users/{username}/following"],listGpgKeysForAuthenticated:[
"GET /user/gpg_keys",{},{renamed:["users","listGpgKeysForAuthenticatedUser"]}],listGpgKeysForAuthenticatedUser:["GET /us\
er/gpg_keys"],listGpgKeysForUser:["GET /users/{username}/gpg_keys"],listPublicEmailsForAuthenticated:["GET /user/public_\
emails",{},{renamed:["users","listPublicEmailsForAuthenticatedUser"]}],listPublicEmailsForAuthenticatedUser:["GET /user/\
public_emails"],listPublicKeysForUser:["GET /users/{username}/keys"],listPublicSshKeysForAuthenticated:["GET /user/keys",
{},{renamed:["users","listPublicSshKeysForAuthenticatedUser"]}],listPublicSshKeysForAuthenticatedUser:["GET /user/keys"],
listSocialAccountsForAuthenticatedUser:["GET /user/social_accounts"],listSocialAccountsForUser:["GET /users/{username}/s\
ocial_accounts"],listSshSigningKeysForAuthenticatedUser:["GET /user/ssh_signing_keys"],listSshSigningKeysForUser:["GET /\
users/{username}/ssh_signing_keys"],setPrimaryEmailVisibilityForAuthenticated:["PATCH /user/email/visibility",{},{renamed:[
"users","setPrimaryEmailVisibilityForAuthenticatedUser"]}],setPrimaryEmailVisibilityForAuthenticatedUser:["PATCH /user/e\
mail/visibility"],unblock:["DELETE /user/blocks/{username}"],unfollow:["DELETE /user/following/{username}"],updateAuthenticated:[
"PATCH /user"]}},ir=fs;var R=new Map;for(let[e,r]of Object.entries(ir))for(let[s,o]of Object.entries(r)){let[t,n,i]=o,[a,c]=t.split(/ /),p=Object.
assign({method:a,url:c},n);R.has(e)||R.set(e,new Map),R.get(e).set(s,{scope:e,methodName:s,endpointDefaults:p,decorations:i})}
var _s={has({scope:e},r){return R.get(e).has(r)},getOwnPropertyDescriptor(e,r){return{value:this.get(e,r),configurable:!0,
writable:!0,enumerable:!0}},defineProperty(e,r,s){return Object.defineProperty(e.cache,r,s),!0},deleteProperty(e,r){return delete e.
cache[r],!0},ownKeys({scope:e}){return[...R.get(e).keys()]},set(e,r,s){return e.cache[r]=s},get({octokit:e,scope:r,cache:s},o){
if(s[o])return s[o];let t=R.get(r).get(o);if(!t)return;let{endpointDefaults:n,decorations:i}=t;return i?s[o]=bs(e,r,o,n,
i):s[o]=e.request.defaults(n),s[o]}};function de(e){let r={};for(let s of R.keys())r[s]=new Proxy({octokit:e,scope:s,cache:{}},
_s);return r}function bs(e,r,s,o,t){let n=e.request.defaults(o);function i(...a){let c=n.endpoint.merge(...a);if(t.mapToData)
return c=Object.assign({},c,{data:c[t.mapToData],[t.mapToData]:void 0}),n(c);if(t.renamed){let[p,u]=t.renamed;e.log.warn(
`octokit.${r}.${s}() has been renamed to octokit.${p}.${u}()`)}if(t.deprecated&&e.log.warn(t.deprecated),t.renamedParameters){
let p=n.endpoint.merge(...a);for(let[u,l]of Object.entries(t.renamedParameters))u in p&&(e.log.warn(`"${u}" parameter is\
 deprecated for "octokit.${r}.${s}()". Use "${l}" instead`),l in p||(p[l]=p[u]),delete p[u]);return n(p)}return n(...a)}
return Object.assign(i,n)}function me(e){return{rest:de(e)}}me.VERSION=ge;function ws(e){let r=de(e);return{...r,rest:r}}ws.VERSION=ge;var Gs="0.0.0-development";function ys(e){if(!e.data)return{...e,data:[]};if(!(("total_count"in e.data||"total_commits"in
e.data)&&!("url"in e.data)))return e;let s=e.data.incomplete_results,o=e.data.repository_selection,t=e.data.total_count,
n=e.data.total_commits;delete e.data.incomplete_results,delete e.data.repository_selection,delete e.data.total_count,delete e.
data.total_commits;let i=Object.keys(e.data)[0],a=e.data[i];return e.data=a,typeof s<"u"&&(e.data.incomplete_results=s),
typeof o<"u"&&(e.data.repository_selection=o),e.data.total_count=t,e.data.total_commits=n,e}function Te(e,r,s){let o=typeof r==
"function"?r.endpoint(s):e.request.endpoint(r,s),t=typeof r=="function"?r:e.request,n=o.method,i=o.headers,a=o.url;return{
[Symbol.asyncIterator]:()=>({async next(){if(!a)return{done:!0};try{let c=await t({method:n,url:a,headers:i}),p=ys(c);if(a=
((p.headers.link||"").match(/<([^<>]+)>;\s*rel="next"/)||[])[1],!a&&"total_commits"in p.data){let u=new URL(p.url),l=u.searchParams,
g=parseInt(l.get("page")||"1",10),h=parseInt(l.get("per_page")||"250",10);g*h<p.data.total_commits&&(l.set("page",String(
g+1)),a=u.toString())}return{value:p}}catch(c){if(c.status!==409)throw c;return a="",{value:{status:200,headers:{},data:[]}}}}})}}
function ar(e,r,s,o){return typeof s=="function"&&(o=s,s=void 0),cr(e,[],Te(e,r,s)[Symbol.asyncIterator](),o)}function cr(e,r,s,o){
return s.next().then(t=>{if(t.done)return r;let n=!1;function i(){n=!0}return r=r.concat(o?o(t.value,i):t.value.data),n?
r:cr(e,r,s,o)})}var ho=Object.assign(ar,{iterator:Te});function Ee(e){return{paginate:Object.assign(ar.bind(null,e),{iterator:Te.bind(null,e)})}}Ee.VERSION=Gs;var Go=new W,he=ke(),Os={baseUrl:he,request:{agent:Ae(he),fetch:ve(he)}},yo=Q.plugin(me,Ee).defaults(Os);function Oo(e,r){
let s=Object.assign({},r||{}),o=Oe(e,s);o&&(s.auth=o);let t=re(s.userAgent);return t&&(s.userAgent=t),s}export{W as a,re as b,S as c,Os as d,yo as e,Oo as f};
