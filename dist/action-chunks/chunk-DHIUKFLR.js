import{a as A,b as te}from"./chunk-SM223FN7.js";import{a as G,b as ee,d as _}from"./chunk-A64LSPLL.js";var z=ee((Me,J)=>{J.exports=G("crypto")});import*as E from"http";import*as C from"https";function U(r){let t=r.protocol==="https:";if(re(r))return;let e=t?process.env.https_proxy||process.env.HTTPS_PROXY:process.
env.http_proxy||process.env.HTTP_PROXY;if(e)try{return new O(e)}catch{if(!e.startsWith("http://")&&!e.startsWith("https:\
//"))return new O(`http://${e}`)}else return}function re(r){if(!r.hostname)return!1;let t=r.hostname;if(ie(t))return!0;let e=process.
env.no_proxy||process.env.NO_PROXY||"";if(!e)return!1;let i;r.port?i=Number(r.port):r.protocol==="http:"?i=80:r.protocol===
"https:"&&(i=443);let o=[r.hostname.toUpperCase()];typeof i=="number"&&o.push(`${o[0]}:${i}`);for(let n of e.split(",").
map(s=>s.trim().toUpperCase()).filter(s=>s))if(n==="*"||o.some(s=>s===n||s.endsWith(`.${n}`)||n.startsWith(".")&&s.endsWith(
`${n}`)))return!0;return!1}function ie(r){let t=r.toLowerCase();return t==="localhost"||t.startsWith("127.")||t.startsWith(
"[::1]")||t.startsWith("[0:0:0:0:0:0:0:1]")}var O=class extends URL{constructor(t,e){super(t,e),this._decodedUsername=decodeURIComponent(
super.username),this._decodedPassword=decodeURIComponent(super.password)}get username(){return this._decodedUsername}get password(){
return this._decodedPassword}};var g=_(te(),1),h=function(r,t,e,i){function o(n){return n instanceof e?n:new e(function(s){s(n)})}return new(e||(e=Promise))(
function(n,s){function u(a){try{c(i.next(a))}catch(d){s(d)}}function l(a){try{c(i.throw(a))}catch(d){s(d)}}function c(a){
a.done?n(a.value):o(a.value).then(u,l)}c((i=i.apply(r,t||[])).next())})};function oe(...r){let t=G("../vendor/undici.cjs").
ProxyAgent;return new.target?new t(...r):t(...r)}var p;(function(r){r[r.OK=200]="OK",r[r.MultipleChoices=300]="MultipleC\
hoices",r[r.MovedPermanently=301]="MovedPermanently",r[r.ResourceMoved=302]="ResourceMoved",r[r.SeeOther=303]="SeeOther",
r[r.NotModified=304]="NotModified",r[r.UseProxy=305]="UseProxy",r[r.SwitchProxy=306]="SwitchProxy",r[r.TemporaryRedirect=
307]="TemporaryRedirect",r[r.PermanentRedirect=308]="PermanentRedirect",r[r.BadRequest=400]="BadRequest",r[r.Unauthorized=
401]="Unauthorized",r[r.PaymentRequired=402]="PaymentRequired",r[r.Forbidden=403]="Forbidden",r[r.NotFound=404]="NotFoun\
d",r[r.MethodNotAllowed=405]="MethodNotAllowed",r[r.NotAcceptable=406]="NotAcceptable",r[r.ProxyAuthenticationRequired=407]=
"ProxyAuthenticationRequired",r[r.RequestTimeout=408]="RequestTimeout",r[r.Conflict=409]="Conflict",r[r.Gone=410]="Gone",
r[r.TooManyRequests=429]="TooManyRequests",r[r.InternalServerError=500]="InternalServerError",r[r.NotImplemented=501]="N\
otImplemented",r[r.BadGateway=502]="BadGateway",r[r.ServiceUnavailable=503]="ServiceUnavailable",r[r.GatewayTimeout=504]=
"GatewayTimeout"})(p||(p={}));var f;(function(r){r.Accept="accept",r.ContentType="content-type"})(f||(f={}));var w;(function(r){
r.ApplicationJson="application/json"})(w||(w={}));var se=[p.MovedPermanently,p.ResourceMoved,p.SeeOther,p.TemporaryRedirect,p.PermanentRedirect],ce=[p.BadGateway,p.ServiceUnavailable,
p.GatewayTimeout],ae=["OPTIONS","GET","DELETE","HEAD"],ue=10,le=5,$=class r extends Error{constructor(t,e){super(t),this.
name="HttpClientError",this.statusCode=e,Object.setPrototypeOf(this,r.prototype)}},P=class{constructor(t){this.message=t}readBody(){
return h(this,void 0,void 0,function*(){return new Promise(t=>h(this,void 0,void 0,function*(){let e=Buffer.alloc(0);this.
message.on("data",i=>{e=Buffer.concat([e,i])}),this.message.on("end",()=>{t(e.toString())})}))})}readBodyBuffer(){return h(
this,void 0,void 0,function*(){return new Promise(t=>h(this,void 0,void 0,function*(){let e=[];this.message.on("data",i=>{
e.push(i)}),this.message.on("end",()=>{t(Buffer.concat(e))})}))})}};var k=class{constructor(t,e,i){this._ignoreSslError=!1,this._allowRedirects=!0,this._allowRedirectDowngrade=!1,this._maxRedirects=
50,this._allowRetries=!1,this._maxRetries=1,this._keepAlive=!1,this._disposed=!1,this.userAgent=this._getUserAgentWithOrchestrationId(
t),this.handlers=e||[],this.requestOptions=i,i&&(i.ignoreSslError!=null&&(this._ignoreSslError=i.ignoreSslError),this._socketTimeout=
i.socketTimeout,i.allowRedirects!=null&&(this._allowRedirects=i.allowRedirects),i.allowRedirectDowngrade!=null&&(this._allowRedirectDowngrade=
i.allowRedirectDowngrade),i.maxRedirects!=null&&(this._maxRedirects=Math.max(i.maxRedirects,0)),i.keepAlive!=null&&(this.
_keepAlive=i.keepAlive),i.allowRetries!=null&&(this._allowRetries=i.allowRetries),i.maxRetries!=null&&(this._maxRetries=
i.maxRetries))}options(t,e){return h(this,void 0,void 0,function*(){return this.request("OPTIONS",t,null,e||{})})}get(t,e){
return h(this,void 0,void 0,function*(){return this.request("GET",t,null,e||{})})}del(t,e){return h(this,void 0,void 0,function*(){
return this.request("DELETE",t,null,e||{})})}post(t,e,i){return h(this,void 0,void 0,function*(){return this.request("PO\
ST",t,e,i||{})})}patch(t,e,i){return h(this,void 0,void 0,function*(){return this.request("PATCH",t,e,i||{})})}put(t,e,i){
return h(this,void 0,void 0,function*(){return this.request("PUT",t,e,i||{})})}head(t,e){return h(this,void 0,void 0,function*(){
return this.request("HEAD",t,null,e||{})})}sendStream(t,e,i,o){return h(this,void 0,void 0,function*(){return this.request(
t,e,i,o)})}getJson(t){return h(this,arguments,void 0,function*(e,i={}){i[f.Accept]=this._getExistingOrDefaultHeader(i,f.
Accept,w.ApplicationJson);let o=yield this.get(e,i);return this._processResponse(o,this.requestOptions)})}postJson(t,e){
return h(this,arguments,void 0,function*(i,o,n={}){let s=JSON.stringify(o,null,2);n[f.Accept]=this._getExistingOrDefaultHeader(
n,f.Accept,w.ApplicationJson),n[f.ContentType]=this._getExistingOrDefaultContentTypeHeader(n,w.ApplicationJson);let u=yield this.
post(i,s,n);return this._processResponse(u,this.requestOptions)})}putJson(t,e){return h(this,arguments,void 0,function*(i,o,n={}){
let s=JSON.stringify(o,null,2);n[f.Accept]=this._getExistingOrDefaultHeader(n,f.Accept,w.ApplicationJson),n[f.ContentType]=
this._getExistingOrDefaultContentTypeHeader(n,w.ApplicationJson);let u=yield this.put(i,s,n);return this._processResponse(
u,this.requestOptions)})}patchJson(t,e){return h(this,arguments,void 0,function*(i,o,n={}){let s=JSON.stringify(o,null,2);
n[f.Accept]=this._getExistingOrDefaultHeader(n,f.Accept,w.ApplicationJson),n[f.ContentType]=this._getExistingOrDefaultContentTypeHeader(
n,w.ApplicationJson);let u=yield this.patch(i,s,n);return this._processResponse(u,this.requestOptions)})}request(t,e,i,o){
return h(this,void 0,void 0,function*(){if(this._disposed)throw new Error("Client has already been disposed.");let n=new URL(
e),s=this._prepareRequest(t,n,o),u=this._allowRetries&&ae.includes(t)?this._maxRetries+1:1,l=0,c;do{if(c=yield this.requestRaw(
s,i),c&&c.message&&c.message.statusCode===p.Unauthorized){let d;for(let m of this.handlers)if(m.canHandleAuthentication(
c)){d=m;break}return d?d.handleAuthentication(this,s,i):c}let a=this._maxRedirects;for(;c.message.statusCode&&se.includes(
c.message.statusCode)&&this._allowRedirects&&a>0;){let d=c.message.headers.location;if(!d)break;let m=new URL(d);if(n.protocol===
"https:"&&n.protocol!==m.protocol&&!this._allowRedirectDowngrade)throw new Error("Redirect from HTTPS to HTTP protocol. \
This downgrade is not allowed for security reasons. If you want to allow this behavior, set the allowRedirectDowngrade o\
ption to true.");if(yield c.readBody(),m.hostname!==n.hostname)for(let V in o)V.toLowerCase()==="authorization"&&delete o[V];
s=this._prepareRequest(t,m,o),c=yield this.requestRaw(s,i),a--}if(!c.message.statusCode||!ce.includes(c.message.statusCode))
return c;l+=1,l<u&&(yield c.readBody(),yield this._performExponentialBackoff(l))}while(l<u);return c})}dispose(){this._agent&&
this._agent.destroy(),this._disposed=!0}requestRaw(t,e){return h(this,void 0,void 0,function*(){return new Promise((i,o)=>{
function n(s,u){s?o(s):u?i(u):o(new Error("Unknown error"))}this.requestRawWithCallback(t,e,n)})})}requestRawWithCallback(t,e,i){
typeof e=="string"&&(t.options.headers||(t.options.headers={}),t.options.headers["Content-Length"]=Buffer.byteLength(e,"\
utf8"));let o=!1;function n(l,c){o||(o=!0,i(l,c))}let s=t.httpModule.request(t.options,l=>{let c=new P(l);n(void 0,c)}),
u;s.on("socket",l=>{u=l}),s.setTimeout(this._socketTimeout||3*6e4,()=>{u&&u.end(),n(new Error(`Request timeout: ${t.options.
path}`))}),s.on("error",function(l){n(l)}),e&&typeof e=="string"&&s.write(e,"utf8"),e&&typeof e!="string"?(e.on("close",
function(){s.end()}),e.pipe(s)):s.end()}getAgent(t){let e=new URL(t);return this._getAgent(e)}getAgentDispatcher(t){let e=new URL(
t),i=U(e);if(i&&i.hostname)return this._getProxyAgentDispatcher(e,i)}_prepareRequest(t,e,i){let o={};o.parsedUrl=e;let n=o.
parsedUrl.protocol==="https:";o.httpModule=n?C:E;let s=n?443:80;if(o.options={},o.options.host=o.parsedUrl.hostname,o.options.
port=o.parsedUrl.port?parseInt(o.parsedUrl.port):s,o.options.path=(o.parsedUrl.pathname||"")+(o.parsedUrl.search||""),o.
options.method=t,o.options.headers=this._mergeHeaders(i),this.userAgent!=null&&(o.options.headers["user-agent"]=this.userAgent),
o.options.agent=this._getAgent(o.parsedUrl),this.handlers)for(let u of this.handlers)u.prepareRequest(o.options);return o}_mergeHeaders(t){
return this.requestOptions&&this.requestOptions.headers?Object.assign({},x(this.requestOptions.headers),x(t||{})):x(t||{})}_getExistingOrDefaultHeader(t,e,i){
let o;if(this.requestOptions&&this.requestOptions.headers){let s=x(this.requestOptions.headers)[e];s&&(o=typeof s=="numb\
er"?s.toString():s)}let n=t[e];return n!==void 0?typeof n=="number"?n.toString():n:o!==void 0?o:i}_getExistingOrDefaultContentTypeHeader(t,e){
let i;if(this.requestOptions&&this.requestOptions.headers){let n=x(this.requestOptions.headers)[f.ContentType];n&&(typeof n==
"number"?i=String(n):Array.isArray(n)?i=n.join(", "):i=n)}let o=t[f.ContentType];return o!==void 0?typeof o=="number"?String(
o):Array.isArray(o)?o.join(", "):o:i!==void 0?i:e}_getAgent(t){let e,i=U(t),o=i&&i.hostname;if(this._keepAlive&&o&&(e=this.
_proxyAgent),o||(e=this._agent),e)return e;let n=t.protocol==="https:",s=100;if(this.requestOptions&&(s=this.requestOptions.
maxSockets||E.globalAgent.maxSockets),i&&i.hostname){let u={maxSockets:s,keepAlive:this._keepAlive,proxy:Object.assign(Object.
assign({},(i.username||i.password)&&{proxyAuth:`${i.username}:${i.password}`}),{host:i.hostname,port:i.port})},l,c=i.protocol===
"https:";n?l=c?g.httpsOverHttps:g.httpsOverHttp:l=c?g.httpOverHttps:g.httpOverHttp,e=l(u),this._proxyAgent=e}if(!e){let u={
keepAlive:this._keepAlive,maxSockets:s};e=n?new C.Agent(u):new E.Agent(u),this._agent=e}return n&&this._ignoreSslError&&
(e.options=Object.assign(e.options||{},{rejectUnauthorized:!1})),e}_getProxyAgentDispatcher(t,e){let i;if(this._keepAlive&&
(i=this._proxyAgentDispatcher),i)return i;let o=t.protocol==="https:";return i=new oe(Object.assign({uri:e.href,pipelining:this.
_keepAlive?1:0},(e.username||e.password)&&{token:`Basic ${Buffer.from(`${e.username}:${e.password}`).toString("base64")}`})),
this._proxyAgentDispatcher=i,o&&this._ignoreSslError&&(i.options=Object.assign(i.options.requestTls||{},{rejectUnauthorized:!1})),
i}_getUserAgentWithOrchestrationId(t){let e=t||"actions/http-client",i=process.env.ACTIONS_ORCHESTRATION_ID;if(i){let o=i.
replace(/[^a-z0-9_.-]/gi,"_");return`${e} actions_orchestration_id/${o}`}return e}_performExponentialBackoff(t){return h(
this,void 0,void 0,function*(){t=Math.min(ue,t);let e=le*Math.pow(2,t);return new Promise(i=>setTimeout(()=>i(),e))})}_processResponse(t,e){
return h(this,void 0,void 0,function*(){return new Promise((i,o)=>h(this,void 0,void 0,function*(){let n=t.message.statusCode||
0,s={statusCode:n,result:null,headers:{}};n===p.NotFound&&i(s);function u(a,d){if(typeof d=="string"){let m=new Date(d);
if(!isNaN(m.valueOf()))return m}return d}let l,c;try{c=yield t.readBody(),c&&c.length>0&&(e&&e.deserializeDates?l=JSON.parse(
c,u):l=JSON.parse(c),s.result=l),s.headers=t.message.headers}catch{}if(n>299){let a;l&&l.message?a=l.message:c&&c.length>
0?a=c:a=`Failed request: (${n})`;let d=new $(a,n);d.result=s.result,o(d)}else i(s)}))})}},x=r=>Object.keys(r).reduce((t,e)=>(t[e.
toLowerCase()]=r[e],t),{});import*as Q from"os";function y(r){return r==null?"":typeof r=="string"||r instanceof String?r:JSON.stringify(r)}function D(r){return Object.
keys(r).length?{title:r.title,file:r.file,line:r.startLine,endLine:r.endLine,col:r.startColumn,endColumn:r.endColumn}:{}}function v(r,t,e){let i=new I(r,t,e);process.stdout.write(i.toString()+Q.EOL)}function N(r,t=""){v(r,{},t)}var K="::",I=class{constructor(t,e,i){
t||(t="missing.command"),this.command=t,this.properties=e,this.message=i}toString(){let t=K+this.command;if(this.properties&&
Object.keys(this.properties).length>0){t+=" ";let e=!0;for(let i in this.properties)if(this.properties.hasOwnProperty(i)){
let o=this.properties[i];o&&(e?e=!1:t+=",",t+=`${i}=${he(o)}`)}}return t+=`${K}${de(this.message)}`,t}};function de(r){return y(
r).replace(/%/g,"%25").replace(/\r/g,"%0D").replace(/\n/g,"%0A")}function he(r){return y(r).replace(/%/g,"%25").replace(
/\r/g,"%0D").replace(/\n/g,"%0A").replace(/:/g,"%3A").replace(/,/g,"%2C")}var Y=_(z(),1),R=_(A(),1);import*as b from"os";function L(r,t){let e=process.env[`GITHUB_${r}`];if(!e)throw new Error(`Unable to find environment variable for file com\
mand ${r}`);if(!R.existsSync(e))throw new Error(`Missing file at path: ${e}`);R.appendFileSync(e,`${y(t)}${b.EOL}`,{encoding:"\
utf8"})}function q(r,t){let e=`ghadelimiter_${Y.randomUUID()}`,i=y(t);if(r.includes(e))throw new Error(`Unexpected input\
: name should not contain the delimiter "${e}"`);if(i.includes(e))throw new Error(`Unexpected input: value should not co\
ntain the delimiter "${e}"`);return`${r}<<${e}${b.EOL}${i}${b.EOL}${e}`}import*as M from"os";var fe=function(r,t,e,i){function o(n){return n instanceof e?n:new e(function(s){s(n)})}return new(e||(e=Promise))(function(n,s){
function u(a){try{c(i.next(a))}catch(d){s(d)}}function l(a){try{c(i.throw(a))}catch(d){s(d)}}function c(a){a.done?n(a.value):
o(a.value).then(u,l)}c((i=i.apply(r,t||[])).next())})};var B=class{constructor(t){this.token=t}prepareRequest(t){if(!t.headers)throw Error("The request has no headers");t.headers.
Authorization=`Bearer ${this.token}`}canHandleAuthentication(){return!1}handleAuthentication(){return fe(this,void 0,void 0,
function*(){throw new Error("not implemented")})}};var S=_(A(),1);import{EOL as we}from"os";var j=function(r,t,e,i){function o(n){return n instanceof e?n:new e(function(s){
s(n)})}return new(e||(e=Promise))(function(n,s){function u(a){try{c(i.next(a))}catch(d){s(d)}}function l(a){try{c(i.throw(
a))}catch(d){s(d)}}function c(a){a.done?n(a.value):o(a.value).then(u,l)}c((i=i.apply(r,t||[])).next())})},{access:ye,appendFile:ge,
writeFile:ve}=S.promises,X="GITHUB_STEP_SUMMARY";var F=class{constructor(){this._buffer=""}filePath(){return j(this,void 0,void 0,function*(){if(this._filePath)return this.
_filePath;let t=process.env[X];if(!t)throw new Error(`Unable to find environment variable for $${X}. Check if your runti\
me environment supports job summaries.`);try{yield ye(t,S.constants.R_OK|S.constants.W_OK)}catch{throw new Error(`Unable\
 to access summary file: '${t}'. Check if the file has correct read/write permissions.`)}return this._filePath=t,this._filePath})}wrap(t,e,i={}){
let o=Object.entries(i).map(([n,s])=>` ${n}="${s}"`).join("");return e?`<${t}${o}>${e}</${t}>`:`<${t}${o}>`}write(t){return j(
this,void 0,void 0,function*(){let e=!!t?.overwrite,i=yield this.filePath();return yield(e?ve:ge)(i,this._buffer,{encoding:"\
utf8"}),this.emptyBuffer()})}clear(){return j(this,void 0,void 0,function*(){return this.emptyBuffer().write({overwrite:!0})})}stringify(){
return this._buffer}isEmptyBuffer(){return this._buffer.length===0}emptyBuffer(){return this._buffer="",this}addRaw(t,e=!1){
return this._buffer+=t,e?this.addEOL():this}addEOL(){return this.addRaw(we)}addCodeBlock(t,e){let i=Object.assign({},e&&
{lang:e}),o=this.wrap("pre",this.wrap("code",t),i);return this.addRaw(o).addEOL()}addList(t,e=!1){let i=e?"ol":"ul",o=t.
map(s=>this.wrap("li",s)).join(""),n=this.wrap(i,o);return this.addRaw(n).addEOL()}addTable(t){let e=t.map(o=>{let n=o.map(
s=>{if(typeof s=="string")return this.wrap("td",s);let{header:u,data:l,colspan:c,rowspan:a}=s,d=u?"th":"td",m=Object.assign(
Object.assign({},c&&{colspan:c}),a&&{rowspan:a});return this.wrap(d,l,m)}).join("");return this.wrap("tr",n)}).join(""),
i=this.wrap("table",e);return this.addRaw(i).addEOL()}addDetails(t,e){let i=this.wrap("details",this.wrap("summary",t)+e);
return this.addRaw(i).addEOL()}addImage(t,e,i){let{width:o,height:n}=i||{},s=Object.assign(Object.assign({},o&&{width:o}),
n&&{height:n}),u=this.wrap("img",null,Object.assign({src:t,alt:e},s));return this.addRaw(u).addEOL()}addHeading(t,e){let i=`\
h${e}`,o=["h1","h2","h3","h4","h5","h6"].includes(i)?i:"h1",n=this.wrap(o,t);return this.addRaw(n).addEOL()}addSeparator(){
let t=this.wrap("hr",null);return this.addRaw(t).addEOL()}addBreak(){let t=this.wrap("br",null);return this.addRaw(t).addEOL()}addQuote(t,e){
let i=Object.assign({},e&&{cite:e}),o=this.wrap("blockquote",t,i);return this.addRaw(o).addEOL()}addLink(t,e){let i=this.
wrap("a",t,{href:e});return this.addRaw(i).addEOL()}},_e=new F;var xe=_e;import H from"os";var T=_(A(),1);var{chmod:Ee,copyFile:Se,lstat:Oe,mkdir:be,open:nt,readdir:Re,rename:Te,rm:Ae,rmdir:ot,stat:Ue,symlink:$e,unlink:Pe}=T.promises,
ke=process.platform==="win32";var st=T.constants.O_RDONLY;var dt=process.platform==="win32";var wt=H.platform(),yt=H.arch();var Be=function(r,t,e,i){function o(n){return n instanceof e?n:new e(function(s){s(n)})}return new(e||(e=Promise))(function(n,s){
function u(a){try{c(i.next(a))}catch(d){s(d)}}function l(a){try{c(i.throw(a))}catch(d){s(d)}}function c(a){a.done?n(a.value):
o(a.value).then(u,l)}c((i=i.apply(r,t||[])).next())})},W;(function(r){r[r.Success=0]="Success",r[r.Failure=1]="Failure"})(
W||(W={}));function Tt(r,t){let e=y(t);if(process.env[r]=e,process.env.GITHUB_ENV||"")return L("ENV",q(r,t));v("set-env",
{name:r},e)}function pe(r){v("add-mask",{},r)}function At(r,t){let e=process.env[`INPUT_${r.replace(/ /g,"_").toUpperCase()}`]||"";if(t&&t.required&&!e)throw new Error(
`Input required and not supplied: ${r}`);return t&&t.trimWhitespace===!1?e:e.trim()}function Ut(r,t){if(process.env.GITHUB_OUTPUT||"")return L("OUTPUT",q(r,t));process.stdout.write(M.EOL),v("set-output",{
name:r},y(t))}function $t(r){process.exitCode=W.Failure,je(r)}function me(r){v("debug",{},r)}function je(r,t={}){v("error",D(t),r instanceof Error?r.toString():r)}function Pt(r,t={}){
v("warning",D(t),r instanceof Error?r.toString():r)}function kt(r){process.stdout.write(r+M.EOL)}function Fe(r){N("group",r)}function We(){N("endgroup")}function Ct(r,t){return Be(
this,void 0,void 0,function*(){Fe(r);let e;try{e=yield t()}finally{We()}return e})}export{z as a,p as b,k as c,B as d,xe as e,W as f,Tt as g,pe as h,At as i,Ut as j,$t as k,me as l,je as m,Pt as n,kt as o,
Ct as p};
