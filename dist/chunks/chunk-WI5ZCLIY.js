import{a as w,b as C,d as S}from"./chunk-3NR5HZ6E.js";var Y=C((nt,Q)=>{Q.exports=w("crypto")});var k=C((it,H)=>{H.exports=w("fs")});var re=C(E=>{"use strict";var ct=w("net"),we=w("tls"),D=w("http"),Z=w("https"),ve=w("events"),at=w("assert"),ge=w("util");
E.httpOverHttp=ye;E.httpsOverHttp=_e;E.httpOverHttps=xe;E.httpsOverHttps=Ee;function ye(t){var e=new v(t);return e.request=
D.request,e}function _e(t){var e=new v(t);return e.request=D.request,e.createSocket=ee,e.defaultPort=443,e}function xe(t){
var e=new v(t);return e.request=Z.request,e}function Ee(t){var e=new v(t);return e.request=Z.request,e.createSocket=ee,e.
defaultPort=443,e}function v(t){var e=this;e.options=t||{},e.proxyOptions=e.options.proxy||{},e.maxSockets=e.options.maxSockets||
D.Agent.defaultMaxSockets,e.requests=[],e.sockets=[],e.on("free",function(r,i,o,s){for(var a=te(i,o,s),l=0,c=e.requests.
length;l<c;++l){var u=e.requests[l];if(u.host===a.host&&u.port===a.port){e.requests.splice(l,1),u.request.onSocket(r);return}}
r.destroy(),e.removeSocket(r)})}ge.inherits(v,ve.EventEmitter);v.prototype.addRequest=function(e,n,r,i){var o=this,s=q({
request:e},o.options,te(n,r,i));if(o.sockets.length>=this.maxSockets){o.requests.push(s);return}o.createSocket(s,function(a){
a.on("free",l),a.on("close",c),a.on("agentRemove",c),e.onSocket(a);function l(){o.emit("free",a,s)}function c(u){o.removeSocket(
a),a.removeListener("free",l),a.removeListener("close",c),a.removeListener("agentRemove",c)}})};v.prototype.createSocket=
function(e,n){var r=this,i={};r.sockets.push(i);var o=q({},r.proxyOptions,{method:"CONNECT",path:e.host+":"+e.port,agent:!1,
headers:{host:e.host+":"+e.port}});e.localAddress&&(o.localAddress=e.localAddress),o.proxyAuth&&(o.headers=o.headers||{},
o.headers["Proxy-Authorization"]="Basic "+new Buffer(o.proxyAuth).toString("base64")),y("making CONNECT request");var s=r.
request(o);s.useChunkedEncodingByDefault=!1,s.once("response",a),s.once("upgrade",l),s.once("connect",c),s.once("error",
u),s.end();function a(h){h.upgrade=!0}function l(h,f,x){process.nextTick(function(){c(h,f,x)})}function c(h,f,x){if(s.removeAllListeners(),
f.removeAllListeners(),h.statusCode!==200){y("tunneling socket could not be established, statusCode=%d",h.statusCode),f.
destroy();var O=new Error("tunneling socket could not be established, statusCode="+h.statusCode);O.code="ECONNRESET",e.request.
emit("error",O),r.removeSocket(i);return}if(x.length>0){y("got illegal response body from proxy"),f.destroy();var O=new Error(
"got illegal response body from proxy");O.code="ECONNRESET",e.request.emit("error",O),r.removeSocket(i);return}return y(
"tunneling connection has established"),r.sockets[r.sockets.indexOf(i)]=f,n(f)}function u(h){s.removeAllListeners(),y(`t\
unneling socket could not be established, cause=%s
`,h.message,h.stack);var f=new Error("tunneling socket could not be established, cause="+h.message);f.code="ECONNRESET",
e.request.emit("error",f),r.removeSocket(i)}};v.prototype.removeSocket=function(e){var n=this.sockets.indexOf(e);if(n!==
-1){this.sockets.splice(n,1);var r=this.requests.shift();r&&this.createSocket(r,function(i){r.request.onSocket(i)})}};function ee(t,e){
var n=this;v.prototype.createSocket.call(n,t,function(r){var i=t.request.getHeader("host"),o=q({},n.options,{socket:r,servername:i?
i.replace(/:.*$/,""):t.host}),s=we.connect(0,o);n.sockets[n.sockets.indexOf(r)]=s,e(s)})}function te(t,e,n){return typeof t==
"string"?{host:t,port:e,localAddress:n}:t}function q(t){for(var e=1,n=arguments.length;e<n;++e){var r=arguments[e];if(typeof r==
"object")for(var i=Object.keys(r),o=0,s=i.length;o<s;++o){var a=i[o];r[a]!==void 0&&(t[a]=r[a])}}return t}var y;process.
env.NODE_DEBUG&&/\btunnel\b/.test(process.env.NODE_DEBUG)?y=function(){var t=Array.prototype.slice.call(arguments);typeof t[0]==
"string"?t[0]="TUNNEL: "+t[0]:t.unshift("TUNNEL:"),console.error.apply(console,t)}:y=function(){};E.debug=y});var ie=C((lt,ne)=>{ne.exports=re()});import Ze from"os";import*as z from"os";function T(t){return t==null?"":typeof t=="string"||t instanceof String?t:JSON.stringify(t)}function P(t){return Object.
keys(t).length?{title:t.title,file:t.file,line:t.startLine,endLine:t.endLine,col:t.startColumn,endColumn:t.endColumn}:{}}function A(t,e,n){let r=new $(t,e,n);process.stdout.write(r.toString()+z.EOL)}var K="::",$=class{constructor(e,n,r){e||(e="missing.command"),this.command=e,this.properties=n,this.message=r}toString(){
let e=K+this.command;if(this.properties&&Object.keys(this.properties).length>0){e+=" ";let n=!0;for(let r in this.properties)
if(this.properties.hasOwnProperty(r)){let i=this.properties[r];i&&(n?n=!1:e+=",",e+=`${r}=${he(i)}`)}}return e+=`${K}${le(
this.message)}`,e}};function le(t){return T(t).replace(/%/g,"%25").replace(/\r/g,"%0D").replace(/\n/g,"%0A")}function he(t){
return T(t).replace(/%/g,"%25").replace(/\r/g,"%0D").replace(/\n/g,"%0A").replace(/:/g,"%3A").replace(/,/g,"%2C")}var fe=S(Y(),1),X=S(k(),1);import*as ue from"os";import*as b from"http";import*as W from"https";function L(t){let e=t.protocol==="https:";if(de(t))return;let n=e?process.env.https_proxy||process.env.HTTPS_PROXY:process.
env.http_proxy||process.env.HTTP_PROXY;if(n)try{return new N(n)}catch{if(!n.startsWith("http://")&&!n.startsWith("https:\
//"))return new N(`http://${n}`)}else return}function de(t){if(!t.hostname)return!1;let e=t.hostname;if(pe(e))return!0;let n=process.
env.no_proxy||process.env.NO_PROXY||"";if(!n)return!1;let r;t.port?r=Number(t.port):t.protocol==="http:"?r=80:t.protocol===
"https:"&&(r=443);let i=[t.hostname.toUpperCase()];typeof r=="number"&&i.push(`${i[0]}:${r}`);for(let o of n.split(",").
map(s=>s.trim().toUpperCase()).filter(s=>s))if(o==="*"||i.some(s=>s===o||s.endsWith(`.${o}`)||o.startsWith(".")&&s.endsWith(
`${o}`)))return!0;return!1}function pe(t){let e=t.toLowerCase();return e==="localhost"||e.startsWith("127.")||e.startsWith(
"[::1]")||e.startsWith("[0:0:0:0:0:0:0:1]")}var N=class extends URL{constructor(e,n){super(e,n),this._decodedUsername=decodeURIComponent(
super.username),this._decodedPassword=decodeURIComponent(super.password)}get username(){return this._decodedUsername}get password(){
return this._decodedPassword}};var _=S(ie(),1),d=function(t,e,n,r){function i(o){return o instanceof n?o:new n(function(s){s(o)})}return new(n||(n=Promise))(
function(o,s){function a(u){try{c(r.next(u))}catch(h){s(h)}}function l(u){try{c(r.throw(u))}catch(h){s(h)}}function c(u){
u.done?o(u.value):i(u.value).then(a,l)}c((r=r.apply(t,e||[])).next())})};function Oe(...t){let e=w("../vendor/undici.cjs").
ProxyAgent;return new.target?new e(...t):e(...t)}var m;(function(t){t[t.OK=200]="OK",t[t.MultipleChoices=300]="MultipleC\
hoices",t[t.MovedPermanently=301]="MovedPermanently",t[t.ResourceMoved=302]="ResourceMoved",t[t.SeeOther=303]="SeeOther",
t[t.NotModified=304]="NotModified",t[t.UseProxy=305]="UseProxy",t[t.SwitchProxy=306]="SwitchProxy",t[t.TemporaryRedirect=
307]="TemporaryRedirect",t[t.PermanentRedirect=308]="PermanentRedirect",t[t.BadRequest=400]="BadRequest",t[t.Unauthorized=
401]="Unauthorized",t[t.PaymentRequired=402]="PaymentRequired",t[t.Forbidden=403]="Forbidden",t[t.NotFound=404]="NotFoun\
d",t[t.MethodNotAllowed=405]="MethodNotAllowed",t[t.NotAcceptable=406]="NotAcceptable",t[t.ProxyAuthenticationRequired=407]=
"ProxyAuthenticationRequired",t[t.RequestTimeout=408]="RequestTimeout",t[t.Conflict=409]="Conflict",t[t.Gone=410]="Gone",
t[t.TooManyRequests=429]="TooManyRequests",t[t.InternalServerError=500]="InternalServerError",t[t.NotImplemented=501]="N\
otImplemented",t[t.BadGateway=502]="BadGateway",t[t.ServiceUnavailable=503]="ServiceUnavailable",t[t.GatewayTimeout=504]=
"GatewayTimeout"})(m||(m={}));var p;(function(t){t.Accept="accept",t.ContentType="content-type"})(p||(p={}));var g;(function(t){
t.ApplicationJson="application/json"})(g||(g={}));var Se=[m.MovedPermanently,m.ResourceMoved,m.SeeOther,m.TemporaryRedirect,m.PermanentRedirect],Te=[m.BadGateway,m.ServiceUnavailable,
m.GatewayTimeout],Ae=["OPTIONS","GET","DELETE","HEAD"],Re=10,be=5,B=class t extends Error{constructor(e,n){super(e),this.
name="HttpClientError",this.statusCode=n,Object.setPrototypeOf(this,t.prototype)}},F=class{constructor(e){this.message=e}readBody(){
return d(this,void 0,void 0,function*(){return new Promise(e=>d(this,void 0,void 0,function*(){let n=Buffer.alloc(0);this.
message.on("data",r=>{n=Buffer.concat([n,r])}),this.message.on("end",()=>{e(n.toString())})}))})}readBodyBuffer(){return d(
this,void 0,void 0,function*(){return new Promise(e=>d(this,void 0,void 0,function*(){let n=[];this.message.on("data",r=>{
n.push(r)}),this.message.on("end",()=>{e(Buffer.concat(n))})}))})}};var M=class{constructor(e,n,r){this._ignoreSslError=!1,this._allowRedirects=!0,this._allowRedirectDowngrade=!1,this._maxRedirects=
50,this._allowRetries=!1,this._maxRetries=1,this._keepAlive=!1,this._disposed=!1,this.userAgent=this._getUserAgentWithOrchestrationId(
e),this.handlers=n||[],this.requestOptions=r,r&&(r.ignoreSslError!=null&&(this._ignoreSslError=r.ignoreSslError),this._socketTimeout=
r.socketTimeout,r.allowRedirects!=null&&(this._allowRedirects=r.allowRedirects),r.allowRedirectDowngrade!=null&&(this._allowRedirectDowngrade=
r.allowRedirectDowngrade),r.maxRedirects!=null&&(this._maxRedirects=Math.max(r.maxRedirects,0)),r.keepAlive!=null&&(this.
_keepAlive=r.keepAlive),r.allowRetries!=null&&(this._allowRetries=r.allowRetries),r.maxRetries!=null&&(this._maxRetries=
r.maxRetries))}options(e,n){return d(this,void 0,void 0,function*(){return this.request("OPTIONS",e,null,n||{})})}get(e,n){
return d(this,void 0,void 0,function*(){return this.request("GET",e,null,n||{})})}del(e,n){return d(this,void 0,void 0,function*(){
return this.request("DELETE",e,null,n||{})})}post(e,n,r){return d(this,void 0,void 0,function*(){return this.request("PO\
ST",e,n,r||{})})}patch(e,n,r){return d(this,void 0,void 0,function*(){return this.request("PATCH",e,n,r||{})})}put(e,n,r){
return d(this,void 0,void 0,function*(){return this.request("PUT",e,n,r||{})})}head(e,n){return d(this,void 0,void 0,function*(){
return this.request("HEAD",e,null,n||{})})}sendStream(e,n,r,i){return d(this,void 0,void 0,function*(){return this.request(
e,n,r,i)})}getJson(e){return d(this,arguments,void 0,function*(n,r={}){r[p.Accept]=this._getExistingOrDefaultHeader(r,p.
Accept,g.ApplicationJson);let i=yield this.get(n,r);return this._processResponse(i,this.requestOptions)})}postJson(e,n){
return d(this,arguments,void 0,function*(r,i,o={}){let s=JSON.stringify(i,null,2);o[p.Accept]=this._getExistingOrDefaultHeader(
o,p.Accept,g.ApplicationJson),o[p.ContentType]=this._getExistingOrDefaultContentTypeHeader(o,g.ApplicationJson);let a=yield this.
post(r,s,o);return this._processResponse(a,this.requestOptions)})}putJson(e,n){return d(this,arguments,void 0,function*(r,i,o={}){
let s=JSON.stringify(i,null,2);o[p.Accept]=this._getExistingOrDefaultHeader(o,p.Accept,g.ApplicationJson),o[p.ContentType]=
this._getExistingOrDefaultContentTypeHeader(o,g.ApplicationJson);let a=yield this.put(r,s,o);return this._processResponse(
a,this.requestOptions)})}patchJson(e,n){return d(this,arguments,void 0,function*(r,i,o={}){let s=JSON.stringify(i,null,2);
o[p.Accept]=this._getExistingOrDefaultHeader(o,p.Accept,g.ApplicationJson),o[p.ContentType]=this._getExistingOrDefaultContentTypeHeader(
o,g.ApplicationJson);let a=yield this.patch(r,s,o);return this._processResponse(a,this.requestOptions)})}request(e,n,r,i){
return d(this,void 0,void 0,function*(){if(this._disposed)throw new Error("Client has already been disposed.");let o=new URL(
n),s=this._prepareRequest(e,o,i),a=this._allowRetries&&Ae.includes(e)?this._maxRetries+1:1,l=0,c;do{if(c=yield this.requestRaw(
s,r),c&&c.message&&c.message.statusCode===m.Unauthorized){let h;for(let f of this.handlers)if(f.canHandleAuthentication(
c)){h=f;break}return h?h.handleAuthentication(this,s,r):c}let u=this._maxRedirects;for(;c.message.statusCode&&Se.includes(
c.message.statusCode)&&this._allowRedirects&&u>0;){let h=c.message.headers.location;if(!h)break;let f=new URL(h);if(o.protocol===
"https:"&&o.protocol!==f.protocol&&!this._allowRedirectDowngrade)throw new Error("Redirect from HTTPS to HTTP protocol. \
This downgrade is not allowed for security reasons. If you want to allow this behavior, set the allowRedirectDowngrade o\
ption to true.");if(yield c.readBody(),f.hostname!==o.hostname)for(let x in i)x.toLowerCase()==="authorization"&&delete i[x];
s=this._prepareRequest(e,f,i),c=yield this.requestRaw(s,r),u--}if(!c.message.statusCode||!Te.includes(c.message.statusCode))
return c;l+=1,l<a&&(yield c.readBody(),yield this._performExponentialBackoff(l))}while(l<a);return c})}dispose(){this._agent&&
this._agent.destroy(),this._disposed=!0}requestRaw(e,n){return d(this,void 0,void 0,function*(){return new Promise((r,i)=>{
function o(s,a){s?i(s):a?r(a):i(new Error("Unknown error"))}this.requestRawWithCallback(e,n,o)})})}requestRawWithCallback(e,n,r){
typeof n=="string"&&(e.options.headers||(e.options.headers={}),e.options.headers["Content-Length"]=Buffer.byteLength(n,"\
utf8"));let i=!1;function o(l,c){i||(i=!0,r(l,c))}let s=e.httpModule.request(e.options,l=>{let c=new F(l);o(void 0,c)}),
a;s.on("socket",l=>{a=l}),s.setTimeout(this._socketTimeout||3*6e4,()=>{a&&a.end(),o(new Error(`Request timeout: ${e.options.
path}`))}),s.on("error",function(l){o(l)}),n&&typeof n=="string"&&s.write(n,"utf8"),n&&typeof n!="string"?(n.on("close",
function(){s.end()}),n.pipe(s)):s.end()}getAgent(e){let n=new URL(e);return this._getAgent(n)}getAgentDispatcher(e){let n=new URL(
e),r=L(n);if(r&&r.hostname)return this._getProxyAgentDispatcher(n,r)}_prepareRequest(e,n,r){let i={};i.parsedUrl=n;let o=i.
parsedUrl.protocol==="https:";i.httpModule=o?W:b;let s=o?443:80;if(i.options={},i.options.host=i.parsedUrl.hostname,i.options.
port=i.parsedUrl.port?parseInt(i.parsedUrl.port):s,i.options.path=(i.parsedUrl.pathname||"")+(i.parsedUrl.search||""),i.
options.method=e,i.options.headers=this._mergeHeaders(r),this.userAgent!=null&&(i.options.headers["user-agent"]=this.userAgent),
i.options.agent=this._getAgent(i.parsedUrl),this.handlers)for(let a of this.handlers)a.prepareRequest(i.options);return i}_mergeHeaders(e){
return this.requestOptions&&this.requestOptions.headers?Object.assign({},R(this.requestOptions.headers),R(e||{})):R(e||{})}_getExistingOrDefaultHeader(e,n,r){
let i;if(this.requestOptions&&this.requestOptions.headers){let s=R(this.requestOptions.headers)[n];s&&(i=typeof s=="numb\
er"?s.toString():s)}let o=e[n];return o!==void 0?typeof o=="number"?o.toString():o:i!==void 0?i:r}_getExistingOrDefaultContentTypeHeader(e,n){
let r;if(this.requestOptions&&this.requestOptions.headers){let o=R(this.requestOptions.headers)[p.ContentType];o&&(typeof o==
"number"?r=String(o):Array.isArray(o)?r=o.join(", "):r=o)}let i=e[p.ContentType];return i!==void 0?typeof i=="number"?String(
i):Array.isArray(i)?i.join(", "):i:r!==void 0?r:n}_getAgent(e){let n,r=L(e),i=r&&r.hostname;if(this._keepAlive&&i&&(n=this.
_proxyAgent),i||(n=this._agent),n)return n;let o=e.protocol==="https:",s=100;if(this.requestOptions&&(s=this.requestOptions.
maxSockets||b.globalAgent.maxSockets),r&&r.hostname){let a={maxSockets:s,keepAlive:this._keepAlive,proxy:Object.assign(Object.
assign({},(r.username||r.password)&&{proxyAuth:`${r.username}:${r.password}`}),{host:r.hostname,port:r.port})},l,c=r.protocol===
"https:";o?l=c?_.httpsOverHttps:_.httpsOverHttp:l=c?_.httpOverHttps:_.httpOverHttp,n=l(a),this._proxyAgent=n}if(!n){let a={
keepAlive:this._keepAlive,maxSockets:s};n=o?new W.Agent(a):new b.Agent(a),this._agent=n}return o&&this._ignoreSslError&&
(n.options=Object.assign(n.options||{},{rejectUnauthorized:!1})),n}_getProxyAgentDispatcher(e,n){let r;if(this._keepAlive&&
(r=this._proxyAgentDispatcher),r)return r;let i=e.protocol==="https:";return r=new Oe(Object.assign({uri:n.href,pipelining:this.
_keepAlive?1:0},(n.username||n.password)&&{token:`Basic ${Buffer.from(`${n.username}:${n.password}`).toString("base64")}`})),
this._proxyAgentDispatcher=r,i&&this._ignoreSslError&&(r.options=Object.assign(r.options.requestTls||{},{rejectUnauthorized:!1})),
r}_getUserAgentWithOrchestrationId(e){let n=e||"actions/http-client",r=process.env.ACTIONS_ORCHESTRATION_ID;if(r){let i=r.
replace(/[^a-z0-9_.-]/gi,"_");return`${n} actions_orchestration_id/${i}`}return n}_performExponentialBackoff(e){return d(
this,void 0,void 0,function*(){e=Math.min(Re,e);let n=be*Math.pow(2,e);return new Promise(r=>setTimeout(()=>r(),n))})}_processResponse(e,n){
return d(this,void 0,void 0,function*(){return new Promise((r,i)=>d(this,void 0,void 0,function*(){let o=e.message.statusCode||
0,s={statusCode:o,result:null,headers:{}};o===m.NotFound&&r(s);function a(u,h){if(typeof h=="string"){let f=new Date(h);
if(!isNaN(f.valueOf()))return f}return h}let l,c;try{c=yield e.readBody(),c&&c.length>0&&(n&&n.deserializeDates?l=JSON.parse(
c,a):l=JSON.parse(c),s.result=l),s.headers=e.message.headers}catch{}if(o>299){let u;l&&l.message?u=l.message:c&&c.length>
0?u=c:u=`Failed request: (${o})`;let h=new B(u,o);h.result=s.result,i(h)}else r(s)}))})}},R=t=>Object.keys(t).reduce((e,n)=>(e[n.
toLowerCase()]=t[n],e),{});var Ue=function(t,e,n,r){function i(o){return o instanceof n?o:new n(function(s){s(o)})}return new(n||(n=Promise))(function(o,s){
function a(u){try{c(r.next(u))}catch(h){s(h)}}function l(u){try{c(r.throw(u))}catch(h){s(h)}}function c(u){u.done?o(u.value):
i(u.value).then(a,l)}c((r=r.apply(t,e||[])).next())})};var j=class{constructor(e){this.token=e}prepareRequest(e){if(!e.headers)throw Error("The request has no headers");e.headers.
Authorization=`Bearer ${this.token}`}canHandleAuthentication(){return!1}handleAuthentication(){return Ue(this,void 0,void 0,
function*(){throw new Error("not implemented")})}};var U=S(k(),1);import{EOL as Ne}from"os";var G=function(t,e,n,r){function i(o){return o instanceof n?o:new n(function(s){
s(o)})}return new(n||(n=Promise))(function(o,s){function a(u){try{c(r.next(u))}catch(h){s(h)}}function l(u){try{c(r.throw(
u))}catch(h){s(h)}}function c(u){u.done?o(u.value):i(u.value).then(a,l)}c((r=r.apply(t,e||[])).next())})},{access:Ie,appendFile:Pe,
writeFile:$e}=U.promises,oe="GITHUB_STEP_SUMMARY";var V=class{constructor(){this._buffer=""}filePath(){return G(this,void 0,void 0,function*(){if(this._filePath)return this.
_filePath;let e=process.env[oe];if(!e)throw new Error(`Unable to find environment variable for $${oe}. Check if your run\
time environment supports job summaries.`);try{yield Ie(e,U.constants.R_OK|U.constants.W_OK)}catch{throw new Error(`Unab\
le to access summary file: '${e}'. Check if the file has correct read/write permissions.`)}return this._filePath=e,this.
_filePath})}wrap(e,n,r={}){let i=Object.entries(r).map(([o,s])=>` ${o}="${s}"`).join("");return n?`<${e}${i}>${n}</${e}>`:
`<${e}${i}>`}write(e){return G(this,void 0,void 0,function*(){let n=!!e?.overwrite,r=yield this.filePath();return yield(n?
$e:Pe)(r,this._buffer,{encoding:"utf8"}),this.emptyBuffer()})}clear(){return G(this,void 0,void 0,function*(){return this.
emptyBuffer().write({overwrite:!0})})}stringify(){return this._buffer}isEmptyBuffer(){return this._buffer.length===0}emptyBuffer(){
return this._buffer="",this}addRaw(e,n=!1){return this._buffer+=e,n?this.addEOL():this}addEOL(){return this.addRaw(Ne)}addCodeBlock(e,n){
let r=Object.assign({},n&&{lang:n}),i=this.wrap("pre",this.wrap("code",e),r);return this.addRaw(i).addEOL()}addList(e,n=!1){
let r=n?"ol":"ul",i=e.map(s=>this.wrap("li",s)).join(""),o=this.wrap(r,i);return this.addRaw(o).addEOL()}addTable(e){let n=e.
map(i=>{let o=i.map(s=>{if(typeof s=="string")return this.wrap("td",s);let{header:a,data:l,colspan:c,rowspan:u}=s,h=a?"t\
h":"td",f=Object.assign(Object.assign({},c&&{colspan:c}),u&&{rowspan:u});return this.wrap(h,l,f)}).join("");return this.
wrap("tr",o)}).join(""),r=this.wrap("table",n);return this.addRaw(r).addEOL()}addDetails(e,n){let r=this.wrap("details",
this.wrap("summary",e)+n);return this.addRaw(r).addEOL()}addImage(e,n,r){let{width:i,height:o}=r||{},s=Object.assign(Object.
assign({},i&&{width:i}),o&&{height:o}),a=this.wrap("img",null,Object.assign({src:e,alt:n},s));return this.addRaw(a).addEOL()}addHeading(e,n){
let r=`h${n}`,i=["h1","h2","h3","h4","h5","h6"].includes(r)?r:"h1",o=this.wrap(i,e);return this.addRaw(o).addEOL()}addSeparator(){
let e=this.wrap("hr",null);return this.addRaw(e).addEOL()}addBreak(){let e=this.wrap("br",null);return this.addRaw(e).addEOL()}addQuote(e,n){
let r=Object.assign({},n&&{cite:n}),i=this.wrap("blockquote",e,r);return this.addRaw(i).addEOL()}addLink(e,n){let r=this.
wrap("a",e,{href:n});return this.addRaw(r).addEOL()}},gt=new V;import ce from"os";var I=S(k(),1);var{chmod:Le,copyFile:De,lstat:qe,mkdir:Be,open:xt,readdir:Fe,rename:Me,rm:We,rmdir:Et,stat:je,symlink:Ge,unlink:Ve}=I.promises,
Je=process.platform==="win32";var Ot=I.constants.O_RDONLY;var bt=process.platform==="win32";var It=ce.platform(),Pt=ce.arch();var ae;(function(t){t[t.Success=0]="Success",t[t.Failure=1]="Failure"})(ae||(ae={}));function Ce(t){A("add-mask",{},t)}function ke(t){A("debug",{},t)}function zt(t,e={}){A("error",P(e),t instanceof Error?t.toString():t)}function Qt(t,e={}){
A("warning",P(e),t instanceof Error?t.toString():t)}function J(t){process.stdout.write(t+ue.EOL)}function rr(){return 8*1024*1024}function nr(){let t=process.env.ACTIONS_RUNTIME_TOKEN;if(!t)throw new Error("Unable to \
get the ACTIONS_RUNTIME_TOKEN env variable");return t}function ir(){let t=process.env.ACTIONS_RESULTS_URL;if(!t)throw new Error(
"Unable to get the ACTIONS_RESULTS_URL env variable");return new URL(t).origin}function or(){let e=new URL(process.env.GITHUB_SERVER_URL||
"https://github.com").hostname.trimEnd().toUpperCase(),n=e==="GITHUB.COM",r=e.endsWith(".GHE.COM"),i=e.endsWith(".LOCALH\
OST");return!n&&!r&&!i}function sr(){let t=process.env.GITHUB_WORKSPACE;if(!t)throw new Error("Unable to get the GITHUB_\
WORKSPACE env variable");return t}function cr(){let t=Ze.cpus().length,e=32;if(t>4){let r=16*t;e=r>300?300:r}let n=process.
env.ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY;if(n){let r=parseInt(n);if(isNaN(r)||r<1)throw new Error("Invalid value set for \
ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY env variable");return r<e?(J("Set concurrency based on the value set in ACTIONS_ARTI\
FACT_UPLOAD_CONCURRENCY."),r):(J(`ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY is higher than the cap of ${e} based on the number\
 of cpus. Set it to the maximum value allowed.`),e)}return 5}function ar(){let t=process.env.ACTIONS_ARTIFACT_UPLOAD_TIMEOUT_MS;
if(!t)return 3e5;let e=parseInt(t);if(isNaN(e))throw new Error("Invalid value set for ACTIONS_ARTIFACT_UPLOAD_TIMEOUT_MS\
 env variable");return e}function ur(){let t=process.env.ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT||"1000",e=parseInt(t);if(isNaN(
e)||e<1)throw new Error("Invalid value set for ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT env variable");return e}export{Y as a,k as b,ie as c,m as d,M as e,j as f,Ce as g,ke as h,zt as i,Qt as j,J as k,rr as l,nr as m,ir as n,or as o,
sr as p,cr as q,ar as r,ur as s};
