import{a as S,b as X}from"./chunk-ZVAPDWCN.js";import{a as q,b as Y,d as y}from"./chunk-3NR5HZ6E.js";var j=Y((Fe,W)=>{W.exports=q("crypto")});import Ne from"os";import*as M from"os";function v(i){return i==null?"":typeof i=="string"||i instanceof String?i:JSON.stringify(i)}function R(i){return Object.
keys(i).length?{title:i.title,file:i.file,line:i.startLine,endLine:i.endLine,col:i.startColumn,endColumn:i.endColumn}:{}}function _(i,e,t){let r=new U(i,e,t);process.stdout.write(r.toString()+M.EOL)}var B="::",U=class{constructor(e,t,r){e||(e="missing.command"),this.command=e,this.properties=t,this.message=r}toString(){
let e=B+this.command;if(this.properties&&Object.keys(this.properties).length>0){e+=" ";let t=!0;for(let r in this.properties)
if(this.properties.hasOwnProperty(r)){let n=this.properties[r];n&&(t?t=!1:e+=",",e+=`${r}=${Z(n)}`)}}return e+=`${B}${H(
this.message)}`,e}};function H(i){return v(i).replace(/%/g,"%25").replace(/\r/g,"%0D").replace(/\n/g,"%0A")}function Z(i){
return v(i).replace(/%/g,"%25").replace(/\r/g,"%0D").replace(/\n/g,"%0A").replace(/:/g,"%3A").replace(/,/g,"%2C")}var ee=y(j(),1),G=y(S(),1);import*as Q from"os";import*as E from"http";import*as P from"https";function b(i){let e=i.protocol==="https:";if(te(i))return;let t=e?process.env.https_proxy||process.env.HTTPS_PROXY:process.
env.http_proxy||process.env.HTTP_PROXY;if(t)try{return new O(t)}catch{if(!t.startsWith("http://")&&!t.startsWith("https:\
//"))return new O(`http://${t}`)}else return}function te(i){if(!i.hostname)return!1;let e=i.hostname;if(re(e))return!0;let t=process.
env.no_proxy||process.env.NO_PROXY||"";if(!t)return!1;let r;i.port?r=Number(i.port):i.protocol==="http:"?r=80:i.protocol===
"https:"&&(r=443);let n=[i.hostname.toUpperCase()];typeof r=="number"&&n.push(`${n[0]}:${r}`);for(let o of t.split(",").
map(s=>s.trim().toUpperCase()).filter(s=>s))if(o==="*"||n.some(s=>s===o||s.endsWith(`.${o}`)||o.startsWith(".")&&s.endsWith(
`${o}`)))return!0;return!1}function re(i){let e=i.toLowerCase();return e==="localhost"||e.startsWith("127.")||e.startsWith(
"[::1]")||e.startsWith("[0:0:0:0:0:0:0:1]")}var O=class extends URL{constructor(e,t){super(e,t),this._decodedUsername=decodeURIComponent(
super.username),this._decodedPassword=decodeURIComponent(super.password)}get username(){return this._decodedUsername}get password(){
return this._decodedPassword}};var g=y(X(),1),d=function(i,e,t,r){function n(o){return o instanceof t?o:new t(function(s){s(o)})}return new(t||(t=Promise))(
function(o,s){function u(a){try{c(r.next(a))}catch(h){s(h)}}function l(a){try{c(r.throw(a))}catch(h){s(h)}}function c(a){
a.done?o(a.value):n(a.value).then(u,l)}c((r=r.apply(i,e||[])).next())})};function ne(...i){let e=q("../vendor/undici.cjs").
ProxyAgent;return new.target?new e(...i):e(...i)}var p;(function(i){i[i.OK=200]="OK",i[i.MultipleChoices=300]="MultipleC\
hoices",i[i.MovedPermanently=301]="MovedPermanently",i[i.ResourceMoved=302]="ResourceMoved",i[i.SeeOther=303]="SeeOther",
i[i.NotModified=304]="NotModified",i[i.UseProxy=305]="UseProxy",i[i.SwitchProxy=306]="SwitchProxy",i[i.TemporaryRedirect=
307]="TemporaryRedirect",i[i.PermanentRedirect=308]="PermanentRedirect",i[i.BadRequest=400]="BadRequest",i[i.Unauthorized=
401]="Unauthorized",i[i.PaymentRequired=402]="PaymentRequired",i[i.Forbidden=403]="Forbidden",i[i.NotFound=404]="NotFoun\
d",i[i.MethodNotAllowed=405]="MethodNotAllowed",i[i.NotAcceptable=406]="NotAcceptable",i[i.ProxyAuthenticationRequired=407]=
"ProxyAuthenticationRequired",i[i.RequestTimeout=408]="RequestTimeout",i[i.Conflict=409]="Conflict",i[i.Gone=410]="Gone",
i[i.TooManyRequests=429]="TooManyRequests",i[i.InternalServerError=500]="InternalServerError",i[i.NotImplemented=501]="N\
otImplemented",i[i.BadGateway=502]="BadGateway",i[i.ServiceUnavailable=503]="ServiceUnavailable",i[i.GatewayTimeout=504]=
"GatewayTimeout"})(p||(p={}));var f;(function(i){i.Accept="accept",i.ContentType="content-type"})(f||(f={}));var w;(function(i){
i.ApplicationJson="application/json"})(w||(w={}));var oe=[p.MovedPermanently,p.ResourceMoved,p.SeeOther,p.TemporaryRedirect,p.PermanentRedirect],se=[p.BadGateway,p.ServiceUnavailable,
p.GatewayTimeout],ce=["OPTIONS","GET","DELETE","HEAD"],ae=10,ue=5,C=class i extends Error{constructor(e,t){super(e),this.
name="HttpClientError",this.statusCode=t,Object.setPrototypeOf(this,i.prototype)}},I=class{constructor(e){this.message=e}readBody(){
return d(this,void 0,void 0,function*(){return new Promise(e=>d(this,void 0,void 0,function*(){let t=Buffer.alloc(0);this.
message.on("data",r=>{t=Buffer.concat([t,r])}),this.message.on("end",()=>{e(t.toString())})}))})}readBodyBuffer(){return d(
this,void 0,void 0,function*(){return new Promise(e=>d(this,void 0,void 0,function*(){let t=[];this.message.on("data",r=>{
t.push(r)}),this.message.on("end",()=>{e(Buffer.concat(t))})}))})}};var $=class{constructor(e,t,r){this._ignoreSslError=!1,this._allowRedirects=!0,this._allowRedirectDowngrade=!1,this._maxRedirects=
50,this._allowRetries=!1,this._maxRetries=1,this._keepAlive=!1,this._disposed=!1,this.userAgent=this._getUserAgentWithOrchestrationId(
e),this.handlers=t||[],this.requestOptions=r,r&&(r.ignoreSslError!=null&&(this._ignoreSslError=r.ignoreSslError),this._socketTimeout=
r.socketTimeout,r.allowRedirects!=null&&(this._allowRedirects=r.allowRedirects),r.allowRedirectDowngrade!=null&&(this._allowRedirectDowngrade=
r.allowRedirectDowngrade),r.maxRedirects!=null&&(this._maxRedirects=Math.max(r.maxRedirects,0)),r.keepAlive!=null&&(this.
_keepAlive=r.keepAlive),r.allowRetries!=null&&(this._allowRetries=r.allowRetries),r.maxRetries!=null&&(this._maxRetries=
r.maxRetries))}options(e,t){return d(this,void 0,void 0,function*(){return this.request("OPTIONS",e,null,t||{})})}get(e,t){
return d(this,void 0,void 0,function*(){return this.request("GET",e,null,t||{})})}del(e,t){return d(this,void 0,void 0,function*(){
return this.request("DELETE",e,null,t||{})})}post(e,t,r){return d(this,void 0,void 0,function*(){return this.request("PO\
ST",e,t,r||{})})}patch(e,t,r){return d(this,void 0,void 0,function*(){return this.request("PATCH",e,t,r||{})})}put(e,t,r){
return d(this,void 0,void 0,function*(){return this.request("PUT",e,t,r||{})})}head(e,t){return d(this,void 0,void 0,function*(){
return this.request("HEAD",e,null,t||{})})}sendStream(e,t,r,n){return d(this,void 0,void 0,function*(){return this.request(
e,t,r,n)})}getJson(e){return d(this,arguments,void 0,function*(t,r={}){r[f.Accept]=this._getExistingOrDefaultHeader(r,f.
Accept,w.ApplicationJson);let n=yield this.get(t,r);return this._processResponse(n,this.requestOptions)})}postJson(e,t){
return d(this,arguments,void 0,function*(r,n,o={}){let s=JSON.stringify(n,null,2);o[f.Accept]=this._getExistingOrDefaultHeader(
o,f.Accept,w.ApplicationJson),o[f.ContentType]=this._getExistingOrDefaultContentTypeHeader(o,w.ApplicationJson);let u=yield this.
post(r,s,o);return this._processResponse(u,this.requestOptions)})}putJson(e,t){return d(this,arguments,void 0,function*(r,n,o={}){
let s=JSON.stringify(n,null,2);o[f.Accept]=this._getExistingOrDefaultHeader(o,f.Accept,w.ApplicationJson),o[f.ContentType]=
this._getExistingOrDefaultContentTypeHeader(o,w.ApplicationJson);let u=yield this.put(r,s,o);return this._processResponse(
u,this.requestOptions)})}patchJson(e,t){return d(this,arguments,void 0,function*(r,n,o={}){let s=JSON.stringify(n,null,2);
o[f.Accept]=this._getExistingOrDefaultHeader(o,f.Accept,w.ApplicationJson),o[f.ContentType]=this._getExistingOrDefaultContentTypeHeader(
o,w.ApplicationJson);let u=yield this.patch(r,s,o);return this._processResponse(u,this.requestOptions)})}request(e,t,r,n){
return d(this,void 0,void 0,function*(){if(this._disposed)throw new Error("Client has already been disposed.");let o=new URL(
t),s=this._prepareRequest(e,o,n),u=this._allowRetries&&ce.includes(e)?this._maxRetries+1:1,l=0,c;do{if(c=yield this.requestRaw(
s,r),c&&c.message&&c.message.statusCode===p.Unauthorized){let h;for(let m of this.handlers)if(m.canHandleAuthentication(
c)){h=m;break}return h?h.handleAuthentication(this,s,r):c}let a=this._maxRedirects;for(;c.message.statusCode&&oe.includes(
c.message.statusCode)&&this._allowRedirects&&a>0;){let h=c.message.headers.location;if(!h)break;let m=new URL(h);if(o.protocol===
"https:"&&o.protocol!==m.protocol&&!this._allowRedirectDowngrade)throw new Error("Redirect from HTTPS to HTTP protocol. \
This downgrade is not allowed for security reasons. If you want to allow this behavior, set the allowRedirectDowngrade o\
ption to true.");if(yield c.readBody(),m.hostname!==o.hostname)for(let F in n)F.toLowerCase()==="authorization"&&delete n[F];
s=this._prepareRequest(e,m,n),c=yield this.requestRaw(s,r),a--}if(!c.message.statusCode||!se.includes(c.message.statusCode))
return c;l+=1,l<u&&(yield c.readBody(),yield this._performExponentialBackoff(l))}while(l<u);return c})}dispose(){this._agent&&
this._agent.destroy(),this._disposed=!0}requestRaw(e,t){return d(this,void 0,void 0,function*(){return new Promise((r,n)=>{
function o(s,u){s?n(s):u?r(u):n(new Error("Unknown error"))}this.requestRawWithCallback(e,t,o)})})}requestRawWithCallback(e,t,r){
typeof t=="string"&&(e.options.headers||(e.options.headers={}),e.options.headers["Content-Length"]=Buffer.byteLength(t,"\
utf8"));let n=!1;function o(l,c){n||(n=!0,r(l,c))}let s=e.httpModule.request(e.options,l=>{let c=new I(l);o(void 0,c)}),
u;s.on("socket",l=>{u=l}),s.setTimeout(this._socketTimeout||3*6e4,()=>{u&&u.end(),o(new Error(`Request timeout: ${e.options.
path}`))}),s.on("error",function(l){o(l)}),t&&typeof t=="string"&&s.write(t,"utf8"),t&&typeof t!="string"?(t.on("close",
function(){s.end()}),t.pipe(s)):s.end()}getAgent(e){let t=new URL(e);return this._getAgent(t)}getAgentDispatcher(e){let t=new URL(
e),r=b(t);if(r&&r.hostname)return this._getProxyAgentDispatcher(t,r)}_prepareRequest(e,t,r){let n={};n.parsedUrl=t;let o=n.
parsedUrl.protocol==="https:";n.httpModule=o?P:E;let s=o?443:80;if(n.options={},n.options.host=n.parsedUrl.hostname,n.options.
port=n.parsedUrl.port?parseInt(n.parsedUrl.port):s,n.options.path=(n.parsedUrl.pathname||"")+(n.parsedUrl.search||""),n.
options.method=e,n.options.headers=this._mergeHeaders(r),this.userAgent!=null&&(n.options.headers["user-agent"]=this.userAgent),
n.options.agent=this._getAgent(n.parsedUrl),this.handlers)for(let u of this.handlers)u.prepareRequest(n.options);return n}_mergeHeaders(e){
return this.requestOptions&&this.requestOptions.headers?Object.assign({},x(this.requestOptions.headers),x(e||{})):x(e||{})}_getExistingOrDefaultHeader(e,t,r){
let n;if(this.requestOptions&&this.requestOptions.headers){let s=x(this.requestOptions.headers)[t];s&&(n=typeof s=="numb\
er"?s.toString():s)}let o=e[t];return o!==void 0?typeof o=="number"?o.toString():o:n!==void 0?n:r}_getExistingOrDefaultContentTypeHeader(e,t){
let r;if(this.requestOptions&&this.requestOptions.headers){let o=x(this.requestOptions.headers)[f.ContentType];o&&(typeof o==
"number"?r=String(o):Array.isArray(o)?r=o.join(", "):r=o)}let n=e[f.ContentType];return n!==void 0?typeof n=="number"?String(
n):Array.isArray(n)?n.join(", "):n:r!==void 0?r:t}_getAgent(e){let t,r=b(e),n=r&&r.hostname;if(this._keepAlive&&n&&(t=this.
_proxyAgent),n||(t=this._agent),t)return t;let o=e.protocol==="https:",s=100;if(this.requestOptions&&(s=this.requestOptions.
maxSockets||E.globalAgent.maxSockets),r&&r.hostname){let u={maxSockets:s,keepAlive:this._keepAlive,proxy:Object.assign(Object.
assign({},(r.username||r.password)&&{proxyAuth:`${r.username}:${r.password}`}),{host:r.hostname,port:r.port})},l,c=r.protocol===
"https:";o?l=c?g.httpsOverHttps:g.httpsOverHttp:l=c?g.httpOverHttps:g.httpOverHttp,t=l(u),this._proxyAgent=t}if(!t){let u={
keepAlive:this._keepAlive,maxSockets:s};t=o?new P.Agent(u):new E.Agent(u),this._agent=t}return o&&this._ignoreSslError&&
(t.options=Object.assign(t.options||{},{rejectUnauthorized:!1})),t}_getProxyAgentDispatcher(e,t){let r;if(this._keepAlive&&
(r=this._proxyAgentDispatcher),r)return r;let n=e.protocol==="https:";return r=new ne(Object.assign({uri:t.href,pipelining:this.
_keepAlive?1:0},(t.username||t.password)&&{token:`Basic ${Buffer.from(`${t.username}:${t.password}`).toString("base64")}`})),
this._proxyAgentDispatcher=r,n&&this._ignoreSslError&&(r.options=Object.assign(r.options.requestTls||{},{rejectUnauthorized:!1})),
r}_getUserAgentWithOrchestrationId(e){let t=e||"actions/http-client",r=process.env.ACTIONS_ORCHESTRATION_ID;if(r){let n=r.
replace(/[^a-z0-9_.-]/gi,"_");return`${t} actions_orchestration_id/${n}`}return t}_performExponentialBackoff(e){return d(
this,void 0,void 0,function*(){e=Math.min(ae,e);let t=ue*Math.pow(2,e);return new Promise(r=>setTimeout(()=>r(),t))})}_processResponse(e,t){
return d(this,void 0,void 0,function*(){return new Promise((r,n)=>d(this,void 0,void 0,function*(){let o=e.message.statusCode||
0,s={statusCode:o,result:null,headers:{}};o===p.NotFound&&r(s);function u(a,h){if(typeof h=="string"){let m=new Date(h);
if(!isNaN(m.valueOf()))return m}return h}let l,c;try{c=yield e.readBody(),c&&c.length>0&&(t&&t.deserializeDates?l=JSON.parse(
c,u):l=JSON.parse(c),s.result=l),s.headers=e.message.headers}catch{}if(o>299){let a;l&&l.message?a=l.message:c&&c.length>
0?a=c:a=`Failed request: (${o})`;let h=new C(a,o);h.result=s.result,n(h)}else r(s)}))})}},x=i=>Object.keys(i).reduce((e,t)=>(e[t.
toLowerCase()]=i[t],e),{});var le=function(i,e,t,r){function n(o){return o instanceof t?o:new t(function(s){s(o)})}return new(t||(t=Promise))(function(o,s){
function u(a){try{c(r.next(a))}catch(h){s(h)}}function l(a){try{c(r.throw(a))}catch(h){s(h)}}function c(a){a.done?o(a.value):
n(a.value).then(u,l)}c((r=r.apply(i,e||[])).next())})};var N=class{constructor(e){this.token=e}prepareRequest(e){if(!e.headers)throw Error("The request has no headers");e.headers.
Authorization=`Bearer ${this.token}`}canHandleAuthentication(){return!1}handleAuthentication(){return le(this,void 0,void 0,
function*(){throw new Error("not implemented")})}};var T=y(S(),1);import{EOL as fe}from"os";var k=function(i,e,t,r){function n(o){return o instanceof t?o:new t(function(s){
s(o)})}return new(t||(t=Promise))(function(o,s){function u(a){try{c(r.next(a))}catch(h){s(h)}}function l(a){try{c(r.throw(
a))}catch(h){s(h)}}function c(a){a.done?o(a.value):n(a.value).then(u,l)}c((r=r.apply(i,e||[])).next())})},{access:pe,appendFile:me,
writeFile:we}=T.promises,V="GITHUB_STEP_SUMMARY";var D=class{constructor(){this._buffer=""}filePath(){return k(this,void 0,void 0,function*(){if(this._filePath)return this.
_filePath;let e=process.env[V];if(!e)throw new Error(`Unable to find environment variable for $${V}. Check if your runti\
me environment supports job summaries.`);try{yield pe(e,T.constants.R_OK|T.constants.W_OK)}catch{throw new Error(`Unable\
 to access summary file: '${e}'. Check if the file has correct read/write permissions.`)}return this._filePath=e,this._filePath})}wrap(e,t,r={}){
let n=Object.entries(r).map(([o,s])=>` ${o}="${s}"`).join("");return t?`<${e}${n}>${t}</${e}>`:`<${e}${n}>`}write(e){return k(
this,void 0,void 0,function*(){let t=!!e?.overwrite,r=yield this.filePath();return yield(t?we:me)(r,this._buffer,{encoding:"\
utf8"}),this.emptyBuffer()})}clear(){return k(this,void 0,void 0,function*(){return this.emptyBuffer().write({overwrite:!0})})}stringify(){
return this._buffer}isEmptyBuffer(){return this._buffer.length===0}emptyBuffer(){return this._buffer="",this}addRaw(e,t=!1){
return this._buffer+=e,t?this.addEOL():this}addEOL(){return this.addRaw(fe)}addCodeBlock(e,t){let r=Object.assign({},t&&
{lang:t}),n=this.wrap("pre",this.wrap("code",e),r);return this.addRaw(n).addEOL()}addList(e,t=!1){let r=t?"ol":"ul",n=e.
map(s=>this.wrap("li",s)).join(""),o=this.wrap(r,n);return this.addRaw(o).addEOL()}addTable(e){let t=e.map(n=>{let o=n.map(
s=>{if(typeof s=="string")return this.wrap("td",s);let{header:u,data:l,colspan:c,rowspan:a}=s,h=u?"th":"td",m=Object.assign(
Object.assign({},c&&{colspan:c}),a&&{rowspan:a});return this.wrap(h,l,m)}).join("");return this.wrap("tr",o)}).join(""),
r=this.wrap("table",t);return this.addRaw(r).addEOL()}addDetails(e,t){let r=this.wrap("details",this.wrap("summary",e)+t);
return this.addRaw(r).addEOL()}addImage(e,t,r){let{width:n,height:o}=r||{},s=Object.assign(Object.assign({},n&&{width:n}),
o&&{height:o}),u=this.wrap("img",null,Object.assign({src:e,alt:t},s));return this.addRaw(u).addEOL()}addHeading(e,t){let r=`\
h${t}`,n=["h1","h2","h3","h4","h5","h6"].includes(r)?r:"h1",o=this.wrap(n,e);return this.addRaw(o).addEOL()}addSeparator(){
let e=this.wrap("hr",null);return this.addRaw(e).addEOL()}addBreak(){let e=this.wrap("br",null);return this.addRaw(e).addEOL()}addQuote(e,t){
let r=Object.assign({},t&&{cite:t}),n=this.wrap("blockquote",e,r);return this.addRaw(n).addEOL()}addLink(e,t){let r=this.
wrap("a",e,{href:t});return this.addRaw(r).addEOL()}},ze=new D;import K from"os";var A=y(S(),1);var{chmod:ge,copyFile:ye,lstat:ve,mkdir:_e,open:Xe,readdir:xe,rename:Ee,rm:Te,rmdir:He,stat:Oe,symlink:Ae,unlink:Se}=A.promises,
Re=process.platform==="win32";var Ze=A.constants.O_RDONLY;var nt=process.platform==="win32";var ut=K.platform(),lt=K.arch();var z;(function(i){i[i.Success=0]="Success",i[i.Failure=1]="Failure"})(z||(z={}));function he(i){_("add-mask",{},i)}function de(i){_("debug",{},i)}function Ot(i,e={}){_("error",R(e),i instanceof Error?i.toString():i)}function At(i,e={}){
_("warning",R(e),i instanceof Error?i.toString():i)}function L(i){process.stdout.write(i+Q.EOL)}function $t(){return 8*1024*1024}function Pt(){let i=process.env.ACTIONS_RUNTIME_TOKEN;if(!i)throw new Error("Unable to \
get the ACTIONS_RUNTIME_TOKEN env variable");return i}function Nt(){let i=process.env.ACTIONS_RESULTS_URL;if(!i)throw new Error(
"Unable to get the ACTIONS_RESULTS_URL env variable");return new URL(i).origin}function kt(){let e=new URL(process.env.GITHUB_SERVER_URL||
"https://github.com").hostname.trimEnd().toUpperCase(),t=e==="GITHUB.COM",r=e.endsWith(".GHE.COM"),n=e.endsWith(".LOCALH\
OST");return!t&&!r&&!n}function Dt(){let i=process.env.GITHUB_WORKSPACE;if(!i)throw new Error("Unable to get the GITHUB_\
WORKSPACE env variable");return i}function Lt(){let i=Ne.cpus().length,e=32;if(i>4){let r=16*i;e=r>300?300:r}let t=process.
env.ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY;if(t){let r=parseInt(t);if(isNaN(r)||r<1)throw new Error("Invalid value set for \
ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY env variable");return r<e?(L("Set concurrency based on the value set in ACTIONS_ARTI\
FACT_UPLOAD_CONCURRENCY."),r):(L(`ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY is higher than the cap of ${e} based on the number\
 of cpus. Set it to the maximum value allowed.`),e)}return 5}function Ft(){let i=process.env.ACTIONS_ARTIFACT_UPLOAD_TIMEOUT_MS;
if(!i)return 3e5;let e=parseInt(i);if(isNaN(e))throw new Error("Invalid value set for ACTIONS_ARTIFACT_UPLOAD_TIMEOUT_MS\
 env variable");return e}function qt(){let i=process.env.ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT||"1000",e=parseInt(i);if(isNaN(
e)||e<1)throw new Error("Invalid value set for ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT env variable");return e}export{j as a,p as b,$ as c,N as d,he as e,de as f,Ot as g,At as h,L as i,$t as j,Pt as k,Nt as l,kt as m,Dt as n,Lt as o,
Ft as p,qt as q};
