import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as Q0,c as Ag,e as G0,f as j0}from"./chunk-LUFE2MIA.js";import{a as kF,f as hn,g as Dl,h as vs,i as _t,j as Bs,
o as U0,p as H0}from"./chunk-W7YMJ3MV.js";import{a as xg}from"./chunk-ZVAPDWCN.js";import{a as Ad,b as bg,e as Cg}from"./chunk-4P7ZWNHY.js";
import{a as xd}from"./chunk-RBL3FFHZ.js";import{a as LF}from"./chunk-5A7QKWCT.js";import{a as j,b as S,c as OF,
d as tr}from"./chunk-3NR5HZ6E.js";var EE=S((zse,wE)=>{var Ka=1e3,$a=Ka*60,Xa=$a*60,Os=Xa*24,fq=Os*7,hq=Os*365.25;wE.exports=function(t,e){e=e||{};var r=typeof t;
if(r==="string"&&t.length>0)return gq(t);if(r==="number"&&isFinite(t))return e.long?xq(t):yq(t);throw new Error("val is \
not a non-empty string or a valid number. val="+JSON.stringify(t))};function gq(t){if(t=String(t),!(t.length>100)){var e=/^(-?(?:\d+)?\.?\d+) *(milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)?$/i.
exec(t);if(e){var r=parseFloat(e[1]),n=(e[2]||"ms").toLowerCase();switch(n){case"years":case"year":case"yrs":case"yr":case"\
y":return r*hq;case"weeks":case"week":case"w":return r*fq;case"days":case"day":case"d":return r*Os;case"hours":case"hour":case"\
hrs":case"hr":case"h":return r*Xa;case"minutes":case"minute":case"mins":case"min":case"m":return r*$a;case"seconds":case"\
second":case"secs":case"sec":case"s":return r*Ka;case"milliseconds":case"millisecond":case"msecs":case"msec":case"ms":return r;default:
return}}}}function yq(t){var e=Math.abs(t);return e>=Os?Math.round(t/Os)+"d":e>=Xa?Math.round(t/Xa)+"h":e>=$a?Math.round(
t/$a)+"m":e>=Ka?Math.round(t/Ka)+"s":t+"ms"}function xq(t){var e=Math.abs(t);return e>=Os?kd(t,e,Os,"day"):e>=Xa?kd(t,e,
Xa,"hour"):e>=$a?kd(t,e,$a,"minute"):e>=Ka?kd(t,e,Ka,"second"):t+" ms"}function kd(t,e,r,n){var i=e>=r*1.5;return Math.round(
t/r)+" "+n+(i?"s":"")}});var Qg=S((Fse,IE)=>{function Aq(t){r.debug=r,r.default=r,r.coerce=l,r.disable=a,r.enable=i,r.enabled=o,r.humanize=EE(),r.
destroy=c,Object.keys(t).forEach(u=>{r[u]=t[u]}),r.names=[],r.skips=[],r.formatters={};function e(u){let d=0;for(let m=0;m<
u.length;m++)d=(d<<5)-d+u.charCodeAt(m),d|=0;return r.colors[Math.abs(d)%r.colors.length]}r.selectColor=e;function r(u){
let d,m=null,p,x;function g(...b){if(!g.enabled)return;let C=g,E=Number(new Date),P=E-(d||E);C.diff=P,C.prev=d,C.curr=E,
d=E,b[0]=r.coerce(b[0]),typeof b[0]!="string"&&b.unshift("%O");let M=0;b[0]=b[0].replace(/%([a-zA-Z%])/g,(ee,I)=>{if(ee===
"%%")return"%";M++;let F=r.formatters[I];if(typeof F=="function"){let B=b[M];ee=F.call(C,B),b.splice(M,1),M--}return ee}),
r.formatArgs.call(C,b),(C.log||r.log).apply(C,b)}return g.namespace=u,g.useColors=r.useColors(),g.color=r.selectColor(u),
g.extend=n,g.destroy=r.destroy,Object.defineProperty(g,"enabled",{enumerable:!0,configurable:!1,get:()=>m!==null?m:(p!==
r.namespaces&&(p=r.namespaces,x=r.enabled(u)),x),set:b=>{m=b}}),typeof r.init=="function"&&r.init(g),g}function n(u,d){let m=r(
this.namespace+(typeof d>"u"?":":d)+u);return m.log=this.log,m}function i(u){r.save(u),r.namespaces=u,r.names=[],r.skips=
[];let d=(typeof u=="string"?u:"").trim().replace(/\s+/g,",").split(",").filter(Boolean);for(let m of d)m[0]==="-"?r.skips.
push(m.slice(1)):r.names.push(m)}function s(u,d){let m=0,p=0,x=-1,g=0;for(;m<u.length;)if(p<d.length&&(d[p]===u[m]||d[p]===
"*"))d[p]==="*"?(x=p,g=m,p++):(m++,p++);else if(x!==-1)p=x+1,g++,m=g;else return!1;for(;p<d.length&&d[p]==="*";)p++;return p===
d.length}function a(){let u=[...r.names,...r.skips.map(d=>"-"+d)].join(",");return r.enable(""),u}function o(u){for(let d of r.
skips)if(s(u,d))return!1;for(let d of r.names)if(s(u,d))return!0;return!1}function l(u){return u instanceof Error?u.stack||
u.message:u}function c(){console.warn("Instance method `debug.destroy()` is deprecated and no longer does anything. It w\
ill be removed in the next major version of `debug`.")}return r.enable(r.load()),r}IE.exports=Aq});var PE=S((nr,zd)=>{nr.formatArgs=Cq;nr.save=Sq;nr.load=Nq;nr.useColors=bq;nr.storage=wq();nr.destroy=(()=>{let t=!1;return()=>{
t||(t=!0,console.warn("Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed i\
n the next major version of `debug`."))}})();nr.colors=["#0000CC","#0000FF","#0033CC","#0033FF","#0066CC","#0066FF","#00\
99CC","#0099FF","#00CC00","#00CC33","#00CC66","#00CC99","#00CCCC","#00CCFF","#3300CC","#3300FF","#3333CC","#3333FF","#33\
66CC","#3366FF","#3399CC","#3399FF","#33CC00","#33CC33","#33CC66","#33CC99","#33CCCC","#33CCFF","#6600CC","#6600FF","#66\
33CC","#6633FF","#66CC00","#66CC33","#9900CC","#9900FF","#9933CC","#9933FF","#99CC00","#99CC33","#CC0000","#CC0033","#CC\
0066","#CC0099","#CC00CC","#CC00FF","#CC3300","#CC3333","#CC3366","#CC3399","#CC33CC","#CC33FF","#CC6600","#CC6633","#CC\
9900","#CC9933","#CCCC00","#CCCC33","#FF0000","#FF0033","#FF0066","#FF0099","#FF00CC","#FF00FF","#FF3300","#FF3333","#FF\
3366","#FF3399","#FF33CC","#FF33FF","#FF6600","#FF6633","#FF9900","#FF9933","#FFCC00","#FFCC33"];function bq(){if(typeof window<
"u"&&window.process&&(window.process.type==="renderer"||window.process.__nwjs))return!0;if(typeof navigator<"u"&&navigator.
userAgent&&navigator.userAgent.toLowerCase().match(/(edge|trident)\/(\d+)/))return!1;let t;return typeof document<"u"&&document.
documentElement&&document.documentElement.style&&document.documentElement.style.WebkitAppearance||typeof window<"u"&&window.
console&&(window.console.firebug||window.console.exception&&window.console.table)||typeof navigator<"u"&&navigator.userAgent&&
(t=navigator.userAgent.toLowerCase().match(/firefox\/(\d+)/))&&parseInt(t[1],10)>=31||typeof navigator<"u"&&navigator.userAgent&&
navigator.userAgent.toLowerCase().match(/applewebkit\/(\d+)/)}function Cq(t){if(t[0]=(this.useColors?"%c":"")+this.namespace+
(this.useColors?" %c":" ")+t[0]+(this.useColors?"%c ":" ")+"+"+zd.exports.humanize(this.diff),!this.useColors)return;let e="\
color: "+this.color;t.splice(1,0,e,"color: inherit");let r=0,n=0;t[0].replace(/%[a-zA-Z%]/g,i=>{i!=="%%"&&(r++,i==="%c"&&
(n=r))}),t.splice(n,0,e)}nr.log=console.debug||console.log||(()=>{});function Sq(t){try{t?nr.storage.setItem("debug",t):
nr.storage.removeItem("debug")}catch{}}function Nq(){let t;try{t=nr.storage.getItem("debug")||nr.storage.getItem("DEBUG")}catch{}
return!t&&typeof process<"u"&&"env"in process&&(t=process.env.DEBUG),t}function wq(){try{return localStorage}catch{}}zd.
exports=Qg()(nr);var{formatters:Eq}=zd.exports;Eq.j=function(t){try{return JSON.stringify(t)}catch(e){return"[Unexpected\
JSONParseError]: "+e.message}}});var vE=S((xt,qd)=>{var Iq=j("tty"),Fd=j("util");xt.init=Mq;xt.log=Bq;xt.formatArgs=_q;xt.save=Rq;xt.load=Tq;xt.useColors=
Pq;xt.destroy=Fd.deprecate(()=>{},"Instance method `debug.destroy()` is deprecated and no longer does anything. It will \
be removed in the next major version of `debug`.");xt.colors=[6,2,3,4,5,1];try{let t=j("supports-color");t&&(t.stderr||t).
level>=2&&(xt.colors=[20,21,26,27,32,33,38,39,40,41,42,43,44,45,56,57,62,63,68,69,74,75,76,77,78,79,80,81,92,93,98,99,112,
113,128,129,134,135,148,149,160,161,162,163,164,165,166,167,168,169,170,171,172,173,178,179,184,185,196,197,198,199,200,
201,202,203,204,205,206,207,208,209,214,215,220,221])}catch{}xt.inspectOpts=Object.keys(process.env).filter(t=>/^debug_/i.
test(t)).reduce((t,e)=>{let r=e.substring(6).toLowerCase().replace(/_([a-z])/g,(i,s)=>s.toUpperCase()),n=process.env[e];
return/^(yes|on|true|enabled)$/i.test(n)?n=!0:/^(no|off|false|disabled)$/i.test(n)?n=!1:n==="null"?n=null:n=Number(n),t[r]=
n,t},{});function Pq(){return"colors"in xt.inspectOpts?!!xt.inspectOpts.colors:Iq.isatty(process.stderr.fd)}function _q(t){
let{namespace:e,useColors:r}=this;if(r){let n=this.color,i="\x1B[3"+(n<8?n:"8;5;"+n),s=`  ${i};1m${e} \x1B[0m`;t[0]=s+t[0].
split(`
`).join(`
`+s),t.push(i+"m+"+qd.exports.humanize(this.diff)+"\x1B[0m")}else t[0]=vq()+e+" "+t[0]}function vq(){return xt.inspectOpts.
hideDate?"":new Date().toISOString()+" "}function Bq(...t){return process.stderr.write(Fd.formatWithOptions(xt.inspectOpts,
...t)+`
`)}function Rq(t){t?process.env.DEBUG=t:delete process.env.DEBUG}function Tq(){return process.env.DEBUG}function Mq(t){t.
inspectOpts={};let e=Object.keys(xt.inspectOpts);for(let r=0;r<e.length;r++)t.inspectOpts[e[r]]=xt.inspectOpts[e[r]]}qd.
exports=Qg()(xt);var{formatters:_E}=qd.exports;_E.o=function(t){return this.inspectOpts.colors=this.useColors,Fd.inspect(
t,this.inspectOpts).split(`
`).map(e=>e.trim()).join(" ")};_E.O=function(t){return this.inspectOpts.colors=this.useColors,Fd.inspect(t,this.inspectOpts)}});var Ud=S((qse,Gg)=>{typeof process>"u"||process.type==="renderer"||process.browser===!0||process.__nwjs?Gg.exports=PE():
Gg.exports=vE()});var TE=S(ir=>{"use strict";var Dq=ir&&ir.__createBinding||(Object.create?(function(t,e,r,n){n===void 0&&(n=r);var i=Object.
getOwnPropertyDescriptor(e,r);(!i||("get"in i?!e.__esModule:i.writable||i.configurable))&&(i={enumerable:!0,get:function(){
return e[r]}}),Object.defineProperty(t,n,i)}):(function(t,e,r,n){n===void 0&&(n=r),t[n]=e[r]})),Oq=ir&&ir.__setModuleDefault||
(Object.create?(function(t,e){Object.defineProperty(t,"default",{enumerable:!0,value:e})}):function(t,e){t.default=e}),BE=ir&&
ir.__importStar||function(t){if(t&&t.__esModule)return t;var e={};if(t!=null)for(var r in t)r!=="default"&&Object.prototype.
hasOwnProperty.call(t,r)&&Dq(e,t,r);return Oq(e,t),e};Object.defineProperty(ir,"__esModule",{value:!0});ir.req=ir.json=ir.
toBuffer=void 0;var Lq=BE(j("http")),kq=BE(j("https"));async function RE(t){let e=0,r=[];for await(let n of t)e+=n.length,
r.push(n);return Buffer.concat(r,e)}ir.toBuffer=RE;async function zq(t){let r=(await RE(t)).toString("utf8");try{return JSON.
parse(r)}catch(n){let i=n;throw i.message+=` (input: ${r})`,i}}ir.json=zq;function Fq(t,e={}){let n=((typeof t=="string"?
t:t.href).startsWith("https:")?kq:Lq).request(t,e),i=new Promise((s,a)=>{n.once("response",s).once("error",a).end()});return n.
then=i.then.bind(i),n}ir.req=Fq});var Wg=S(fr=>{"use strict";var DE=fr&&fr.__createBinding||(Object.create?(function(t,e,r,n){n===void 0&&(n=r);var i=Object.
getOwnPropertyDescriptor(e,r);(!i||("get"in i?!e.__esModule:i.writable||i.configurable))&&(i={enumerable:!0,get:function(){
return e[r]}}),Object.defineProperty(t,n,i)}):(function(t,e,r,n){n===void 0&&(n=r),t[n]=e[r]})),qq=fr&&fr.__setModuleDefault||
(Object.create?(function(t,e){Object.defineProperty(t,"default",{enumerable:!0,value:e})}):function(t,e){t.default=e}),OE=fr&&
fr.__importStar||function(t){if(t&&t.__esModule)return t;var e={};if(t!=null)for(var r in t)r!=="default"&&Object.prototype.
hasOwnProperty.call(t,r)&&DE(e,t,r);return qq(e,t),e},Uq=fr&&fr.__exportStar||function(t,e){for(var r in t)r!=="default"&&
!Object.prototype.hasOwnProperty.call(e,r)&&DE(e,t,r)};Object.defineProperty(fr,"__esModule",{value:!0});fr.Agent=void 0;
var Hq=OE(j("net")),ME=OE(j("http")),Qq=j("https");Uq(TE(),fr);var yn=Symbol("AgentBaseInternalState"),jg=class extends ME.
Agent{constructor(e){super(e),this[yn]={}}isSecureEndpoint(e){if(e){if(typeof e.secureEndpoint=="boolean")return e.secureEndpoint;
if(typeof e.protocol=="string")return e.protocol==="https:"}let{stack:r}=new Error;return typeof r!="string"?!1:r.split(
`
`).some(n=>n.indexOf("(https.js:")!==-1||n.indexOf("node:https:")!==-1)}incrementSockets(e){if(this.maxSockets===1/0&&this.
maxTotalSockets===1/0)return null;this.sockets[e]||(this.sockets[e]=[]);let r=new Hq.Socket({writable:!1});return this.sockets[e].
push(r),this.totalSocketCount++,r}decrementSockets(e,r){if(!this.sockets[e]||r===null)return;let n=this.sockets[e],i=n.indexOf(
r);i!==-1&&(n.splice(i,1),this.totalSocketCount--,n.length===0&&delete this.sockets[e])}getName(e){return this.isSecureEndpoint(
e)?Qq.Agent.prototype.getName.call(this,e):super.getName(e)}createSocket(e,r,n){let i={...r,secureEndpoint:this.isSecureEndpoint(
r)},s=this.getName(i),a=this.incrementSockets(s);Promise.resolve().then(()=>this.connect(e,i)).then(o=>{if(this.decrementSockets(
s,a),o instanceof ME.Agent)try{return o.addRequest(e,i)}catch(l){return n(l)}this[yn].currentSocket=o,super.createSocket(
e,r,n)},o=>{this.decrementSockets(s,a),n(o)})}createConnection(){let e=this[yn].currentSocket;if(this[yn].currentSocket=
void 0,!e)throw new Error("No socket was returned in the `connect()` function");return e}get defaultPort(){return this[yn].
defaultPort??(this.protocol==="https:"?443:80)}set defaultPort(e){this[yn]&&(this[yn].defaultPort=e)}get protocol(){return this[yn].
protocol??(this.isSecureEndpoint()?"https:":"http:")}set protocol(e){this[yn]&&(this[yn].protocol=e)}};fr.Agent=jg});var LE=S(Ja=>{"use strict";var Gq=Ja&&Ja.__importDefault||function(t){return t&&t.__esModule?t:{default:t}};Object.defineProperty(
Ja,"__esModule",{value:!0});Ja.parseProxyResponse=void 0;var jq=Gq(Ud()),Hd=(0,jq.default)("https-proxy-agent:parse-prox\
y-response");function Wq(t){return new Promise((e,r)=>{let n=0,i=[];function s(){let u=t.read();u?c(u):t.once("readable",
s)}function a(){t.removeListener("end",o),t.removeListener("error",l),t.removeListener("readable",s)}function o(){a(),Hd(
"onend"),r(new Error("Proxy connection ended before receiving CONNECT response"))}function l(u){a(),Hd("onerror %o",u),r(
u)}function c(u){i.push(u),n+=u.length;let d=Buffer.concat(i,n),m=d.indexOf(`\r
\r
`);if(m===-1){Hd("have not received end of HTTP headers yet..."),s();return}let p=d.slice(0,m).toString("ascii").split(`\
\r
`),x=p.shift();if(!x)return t.destroy(),r(new Error("No header received from proxy CONNECT response"));let g=x.split(" "),
b=+g[1],C=g.slice(2).join(" "),E={};for(let P of p){if(!P)continue;let M=P.indexOf(":");if(M===-1)return t.destroy(),r(new Error(
`Invalid header from proxy CONNECT response: "${P}"`));let W=P.slice(0,M).toLowerCase(),ee=P.slice(M+1).trimStart(),I=E[W];
typeof I=="string"?E[W]=[I,ee]:Array.isArray(I)?I.push(ee):E[W]=ee}Hd("got proxy server response: %o %o",x,E),a(),e({connect:{
statusCode:b,statusText:C,headers:E},buffered:d})}t.on("error",l),t.on("end",o),s()})}Ja.parseProxyResponse=Wq});var HE=S(Rr=>{"use strict";var Yq=Rr&&Rr.__createBinding||(Object.create?(function(t,e,r,n){n===void 0&&(n=r);var i=Object.
getOwnPropertyDescriptor(e,r);(!i||("get"in i?!e.__esModule:i.writable||i.configurable))&&(i={enumerable:!0,get:function(){
return e[r]}}),Object.defineProperty(t,n,i)}):(function(t,e,r,n){n===void 0&&(n=r),t[n]=e[r]})),Kq=Rr&&Rr.__setModuleDefault||
(Object.create?(function(t,e){Object.defineProperty(t,"default",{enumerable:!0,value:e})}):function(t,e){t.default=e}),qE=Rr&&
Rr.__importStar||function(t){if(t&&t.__esModule)return t;var e={};if(t!=null)for(var r in t)r!=="default"&&Object.prototype.
hasOwnProperty.call(t,r)&&Yq(e,t,r);return Kq(e,t),e},UE=Rr&&Rr.__importDefault||function(t){return t&&t.__esModule?t:{default:t}};
Object.defineProperty(Rr,"__esModule",{value:!0});Rr.HttpsProxyAgent=void 0;var Qd=qE(j("net")),kE=qE(j("tls")),$q=UE(j("assert")),
Xq=UE(Ud()),Jq=Wg(),Vq=j("url"),Zq=LE(),ql=(0,Xq.default)("https-proxy-agent"),zE=t=>t.servername===void 0&&t.host&&!Qd.
isIP(t.host)?{...t,servername:t.host}:t,Gd=class extends Jq.Agent{constructor(e,r){super(r),this.options={path:void 0},this.
proxy=typeof e=="string"?new Vq.URL(e):e,this.proxyHeaders=r?.headers??{},ql("Creating new HttpsProxyAgent instance: %o",
this.proxy.href);let n=(this.proxy.hostname||this.proxy.host).replace(/^\[|\]$/g,""),i=this.proxy.port?parseInt(this.proxy.
port,10):this.proxy.protocol==="https:"?443:80;this.connectOpts={ALPNProtocols:["http/1.1"],...r?FE(r,"headers"):null,host:n,
port:i}}async connect(e,r){let{proxy:n}=this;if(!r.host)throw new TypeError('No "host" provided');let i;n.protocol==="ht\
tps:"?(ql("Creating `tls.Socket`: %o",this.connectOpts),i=kE.connect(zE(this.connectOpts))):(ql("Creating `net.Socket`: \
%o",this.connectOpts),i=Qd.connect(this.connectOpts));let s=typeof this.proxyHeaders=="function"?this.proxyHeaders():{...this.
proxyHeaders},a=Qd.isIPv6(r.host)?`[${r.host}]`:r.host,o=`CONNECT ${a}:${r.port} HTTP/1.1\r
`;if(n.username||n.password){let m=`${decodeURIComponent(n.username)}:${decodeURIComponent(n.password)}`;s["Proxy-Author\
ization"]=`Basic ${Buffer.from(m).toString("base64")}`}s.Host=`${a}:${r.port}`,s["Proxy-Connection"]||(s["Proxy-Connecti\
on"]=this.keepAlive?"Keep-Alive":"close");for(let m of Object.keys(s))o+=`${m}: ${s[m]}\r
`;let l=(0,Zq.parseProxyResponse)(i);i.write(`${o}\r
`);let{connect:c,buffered:u}=await l;if(e.emit("proxyConnect",c),this.emit("proxyConnect",c,e),c.statusCode===200)return e.
once("socket",eU),r.secureEndpoint?(ql("Upgrading socket connection to TLS"),kE.connect({...FE(zE(r),"host","path","port"),
socket:i})):i;i.destroy();let d=new Qd.Socket({writable:!1});return d.readable=!0,e.once("socket",m=>{ql("Replaying prox\
y buffer for failed request"),(0,$q.default)(m.listenerCount("data")>0),m.push(u),m.push(null)}),d}};Gd.protocols=["http",
"https"];Rr.HttpsProxyAgent=Gd;function eU(t){t.resume()}function FE(t,...e){let r={},n;for(n in t)e.includes(n)||(r[n]=
t[n]);return r}});var jE=S(Tr=>{"use strict";var tU=Tr&&Tr.__createBinding||(Object.create?(function(t,e,r,n){n===void 0&&(n=r);var i=Object.
getOwnPropertyDescriptor(e,r);(!i||("get"in i?!e.__esModule:i.writable||i.configurable))&&(i={enumerable:!0,get:function(){
return e[r]}}),Object.defineProperty(t,n,i)}):(function(t,e,r,n){n===void 0&&(n=r),t[n]=e[r]})),rU=Tr&&Tr.__setModuleDefault||
(Object.create?(function(t,e){Object.defineProperty(t,"default",{enumerable:!0,value:e})}):function(t,e){t.default=e}),GE=Tr&&
Tr.__importStar||function(t){if(t&&t.__esModule)return t;var e={};if(t!=null)for(var r in t)r!=="default"&&Object.prototype.
hasOwnProperty.call(t,r)&&tU(e,t,r);return rU(e,t),e},nU=Tr&&Tr.__importDefault||function(t){return t&&t.__esModule?t:{default:t}};
Object.defineProperty(Tr,"__esModule",{value:!0});Tr.HttpProxyAgent=void 0;var iU=GE(j("net")),sU=GE(j("tls")),aU=nU(Ud()),
oU=j("events"),lU=Wg(),QE=j("url"),Va=(0,aU.default)("http-proxy-agent"),jd=class extends lU.Agent{constructor(e,r){super(
r),this.proxy=typeof e=="string"?new QE.URL(e):e,this.proxyHeaders=r?.headers??{},Va("Creating new HttpProxyAgent instan\
ce: %o",this.proxy.href);let n=(this.proxy.hostname||this.proxy.host).replace(/^\[|\]$/g,""),i=this.proxy.port?parseInt(
this.proxy.port,10):this.proxy.protocol==="https:"?443:80;this.connectOpts={...r?cU(r,"headers"):null,host:n,port:i}}addRequest(e,r){
e._header=null,this.setRequestProps(e,r),super.addRequest(e,r)}setRequestProps(e,r){let{proxy:n}=this,i=r.secureEndpoint?
"https:":"http:",s=e.getHeader("host")||"localhost",a=`${i}//${s}`,o=new QE.URL(e.path,a);r.port!==80&&(o.port=String(r.
port)),e.path=String(o);let l=typeof this.proxyHeaders=="function"?this.proxyHeaders():{...this.proxyHeaders};if(n.username||
n.password){let c=`${decodeURIComponent(n.username)}:${decodeURIComponent(n.password)}`;l["Proxy-Authorization"]=`Basic ${Buffer.
from(c).toString("base64")}`}l["Proxy-Connection"]||(l["Proxy-Connection"]=this.keepAlive?"Keep-Alive":"close");for(let c of Object.
keys(l)){let u=l[c];u&&e.setHeader(c,u)}}async connect(e,r){e._header=null,e.path.includes("://")||this.setRequestProps(
e,r);let n,i;Va("Regenerating stored HTTP header string for request"),e._implicitHeader(),e.outputData&&e.outputData.length>
0&&(Va("Patching connection write() output buffer with updated header"),n=e.outputData[0].data,i=n.indexOf(`\r
\r
`)+4,e.outputData[0].data=e._header+n.substring(i),Va("Output buffer: %o",e.outputData[0].data));let s;return this.proxy.
protocol==="https:"?(Va("Creating `tls.Socket`: %o",this.connectOpts),s=sU.connect(this.connectOpts)):(Va("Creating `net\
.Socket`: %o",this.connectOpts),s=iU.connect(this.connectOpts)),await(0,oU.once)(s,"connect"),s}};jd.protocols=["http","\
https"];Tr.HttpProxyAgent=jd;function cU(t,...e){let r={},n;for(n in t)e.includes(n)||(r[n]=t[n]);return r}});var gI=S(nm=>{"use strict";Object.defineProperty(nm,"__esModule",{value:!0});nm.state=void 0;nm.state={instrumenterImplementation:void 0}});var MI=S(lm=>{"use strict";Object.defineProperty(lm,"__esModule",{value:!0});lm.state=void 0;lm.state={operationRequestMap:new WeakMap}});var gv=S((vNe,hv)=>{var zG=typeof process=="object"&&process&&process.platform==="win32";hv.exports=zG?{sep:"\\"}:{sep:"\
/"}});var Cv=S((BNe,bv)=>{"use strict";bv.exports=xv;function xv(t,e,r){t instanceof RegExp&&(t=yv(t,r)),e instanceof RegExp&&
(e=yv(e,r));var n=Av(t,e,r);return n&&{start:n[0],end:n[1],pre:r.slice(0,n[0]),body:r.slice(n[0]+t.length,n[1]),post:r.slice(
n[1]+e.length)}}function yv(t,e){var r=e.match(t);return r?r[0]:null}xv.range=Av;function Av(t,e,r){var n,i,s,a,o,l=r.indexOf(
t),c=r.indexOf(e,l+1),u=l;if(l>=0&&c>0){if(t===e)return[l,c];for(n=[],s=r.length;u>=0&&!o;)u==l?(n.push(u),l=r.indexOf(t,
u+1)):n.length==1?o=[n.pop(),c]:(i=n.pop(),i<s&&(s=i,a=c),c=r.indexOf(e,u+1)),u=l<c&&l>=0?l:c;n.length&&(o=[s,a])}return o}});var GC=S((RNe,Pv)=>{var FG=Cv();Pv.exports=JG;var Sv="\0SLASH"+Math.random().toFixed(16)+"\0",Nv="\0OPEN"+Math.random().
toFixed(16)+"\0",kp="\0CLOSE"+Math.random().toFixed(16)+"\0",wv="\0COMMA"+Math.random().toFixed(16)+"\0",Ev="\0PERIOD"+Math.
random().toFixed(16)+"\0",qG=1e5,UG=4e6,HG=1e3,QG=1e3,GG=2e7,jG=16;function UC(t){return parseInt(t,10)==t?parseInt(t,10):
t.charCodeAt(0)}function WG(t){return t.split("\\\\").join(Sv).split("\\{").join(Nv).split("\\}").join(kp).split("\\,").
join(wv).split("\\.").join(Ev)}function YG(t){return t.split(Sv).join("\\").split(Nv).join("{").split(kp).join("}").split(
wv).join(",").split(Ev).join(".")}function HC(t,e){for(var r=0;r<e.length;r++)t.push(e[r])}function Iv(t,e,r){if(!(r.remaining<
0)){var n=FG.range("{","}",e),i=n!==void 0&&e.indexOf("{")<n[0];if(r.remaining-=n&&!i?n[1]+1:t.length,!(!n||r.remaining<
0))return{end:n[1],pre:t.slice(0,n[0]),body:t.slice(n[0]+1,n[1]),post:t.slice(n[1]+1),unmatched:i}}}function KG(t,e){e.remaining-=
t.length;for(var r=[],n=0;n<t.length;n++){var i=t.charCodeAt(n);i===123?r.push(n):i===125&&r.length&&r.pop()}for(var s="",
a=0,o=0;o<r.length;o++)s+=t.slice(a,r[o])+"\0",a=r[o]+1;return s+t.slice(a)}function $G(t,e){if(e.remaining-=t.length,e.
remaining<0)return!1;for(var r=!1,n=t.length-1;n>=0;n--){var i=t.charCodeAt(n);if(i===125)r=!0;else if(i===10||i===13||i===
8232||i===8233)r=!1;else if(i===44&&r&&t.charCodeAt(n+1)!==44)return!0}return!1}function XG(t,e){for(var r=[],n="";;){var i=Iv(
t,t,e);if(e.remaining<0)return;if(!i){var s=t.split(",");return s[0]=n+s[0],HC(r,s),r}var a=i.pre,o=i.body,l=i.post,c=a.
split(",");if(c[0]=n+c[0],c[c.length-1]+="{"+o+"}",!l.length)return HC(r,c),r;n=c.pop(),HC(r,c),t=l}}function Fc(t,e){return t==
null||isNaN(t)?e:t}function JG(t,e){if(!t)return[];e=e||{};var r=Fc(e.max,qG),n=Fc(e.maxLength,UG),i=Fc(e.maxDepth,HG),s=Fc(
e.maxRewrites,QG),a=Fc(e.maxSteps,GG);return t.substr(0,2)==="{}"&&(t="\\{\\}"+t.substr(2)),QC(WG(t),r,n,i,0,s,{remaining:a},
!0).map(YG)}function VG(t){return"{"+t+"}"}function ZG(t){return/^-?0\d/.test(t)}function e4(t,e){return t<=e}function t4(t,e){
return t>=e}function qc(t,e,r,n,i,s,a){var o=[],l=0,c;e:for(var u=0;u<t.length;u++){var d=t[u]+e,m=r;s&&!d&&(c||(c=r.filter(
Boolean)),m=c);for(var p=0;p<m.length;p++){if(o.length>=n)break e;var x=d+m[p];if(l+x.length>i)break e;o.push(x),l+=x.length}}
return a.remaining-=o.length,o}function r4(t,e,r,n,i){var s=t.split(/\.\./),a=[];if(s[0]===void 0||s[1]===void 0)return a;
var o=UC(s[0]),l=UC(s[1]),c=Math.max(s[0].length,s[1].length),u=s.length===3&&s[2]!==void 0?Math.max(Math.abs(UC(s[2])),
1):1,d=e4,m=l<o;m&&(u*=-1,d=t4);for(var p=s.some(ZG),x=p?c:1,g=0,b=o;d(b,l)&&a.length<r;b+=u){if(i.remaining-=x,i.remaining<
0)return;var C;if(e)C=String.fromCharCode(b),C==="\\"&&(C="");else if(C=String(b),p){var E=c-C.length;if(E>0){var P=new Array(
E+1).join("0");b<0?C="-"+P+C.slice(1):C=P+C}}if(g+C.length>n)break;a.push(C),g+=C.length}return a}function QC(t,e,r,n,i,s,a,o){
if(a.remaining-=jG,i>n)return[t];for(var l=[""],c=0,u=!1,d=!0,m=t;;){let Y=Iv(t,m,a);if(!Y)return qc(l,t,[""],e,r,u,a);Y.
unmatched&&(m=KG(m,a));let pe=Y.pre;var p=function(){return qc(l,pe+"{"+Y.body+"}"+Y.post,[""],e,r,u,a)};if(/\$$/.test(pe)){
if(l=qc(l,pe+"{"+Y.body+"}",[""],e,r,u&&!Y.post.length,a),d=!1,!Y.post.length)break;t=Y.post,m=m.slice(Y.end+1);continue}
var x=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(Y.body),g=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.test(Y.body),b=x||g,C=Y.body.
indexOf(",")>=0;if(!b&&!C){if(c<s&&$G(Y.post,a)){c++,t=Y.pre+"{"+Y.body+kp+Y.post,m=m.slice(0,Y.end)+kp+m.slice(Y.end+1),
o=!0;continue}return p()}d&&(u=o&&!b,d=!1);var E;if(b){if(E=r4(Y.body,g,e,r,a),!E)return p()}else{var P=XG(Y.body,a);if(!P)
return p();if(P.length===1&&P[0]!==void 0){if(P=QC(P[0],e,r,n,i+1,s,a,!1).map(VG),a.remaining<0)return p();if(P.length===
1){var M=qc(l,pe+P[0],[""],e,r,u&&!Y.post.length,a);if(a.remaining<0)return p();if(l=M,!Y.post.length)break;t=Y.post,m=m.
slice(Y.end+1);continue}}for(var W=u&&!Y.post.length&&!pe,ee=0;W&&ee<l.length;ee++)l[ee]&&(W=!1);E=[];var I=0;e:for(var F=0;F<
P.length;F++){var B=QC(P[F],e,r,n,i+1,s,a,!1);if(a.remaining<0)return p();for(var k=0;k<B.length;k++){var z=B[k];if(!(W&&
!z)){if(E.length>=e||I+z.length>r)break e;E.push(z),I+=z.length}}}}var re=qc(l,pe,E,e,r,u&&!Y.post.length,a);if(a.remaining<
0)return p();if(l=re,!Y.post.length)break;t=Y.post,m=m.slice(Y.end+1)}return l}});var Mv=S((MNe,$C)=>{var Cr=$C.exports=(t,e,r={})=>(zp(e),!r.nocomment&&e.charAt(0)==="#"?!1:new So(e,r).match(t));$C.exports=
Cr;var YC=gv();Cr.sep=YC.sep;var Yt=Symbol("globstar **");Cr.GLOBSTAR=Yt;var n4=GC(),_v={"!":{open:"(?:(?!(?:",close:"))\
[^/]*?)"},"?":{open:"(?:",close:")?"},"+":{open:"(?:",close:")+"},"*":{open:"(?:",close:")*"},"@":{open:"(?:",close:")"}},
KC="[^/]",jC=KC+"*?",i4="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",s4="(?:(?!(?:\\/|^)\\.).)*?",Rv=t=>t.split("").reduce(
(e,r)=>(e[r]=!0,e),{}),vv=Rv("().*{}+?[]^$\\!"),a4=Rv("[.("),Bv=/\/+/;Cr.filter=(t,e={})=>(r,n,i)=>Cr(r,t,e);var Vi=(t,e={})=>{
let r={};return Object.keys(t).forEach(n=>r[n]=t[n]),Object.keys(e).forEach(n=>r[n]=e[n]),r};Cr.defaults=t=>{if(!t||typeof t!=
"object"||!Object.keys(t).length)return Cr;let e=Cr,r=(n,i,s)=>e(n,i,Vi(t,s));return r.Minimatch=class extends e.Minimatch{constructor(i,s){
super(i,Vi(t,s))}},r.Minimatch.defaults=n=>e.defaults(Vi(t,n)).Minimatch,r.filter=(n,i)=>e.filter(n,Vi(t,i)),r.defaults=
n=>e.defaults(Vi(t,n)),r.makeRe=(n,i)=>e.makeRe(n,Vi(t,i)),r.braceExpand=(n,i)=>e.braceExpand(n,Vi(t,i)),r.match=(n,i,s)=>e.
match(n,i,Vi(t,s)),r};Cr.braceExpand=(t,e)=>Tv(t,e);var Tv=(t,e={})=>(zp(t),e.nobrace||!/\{(?:(?!\{).)*\}/.test(t)?[t]:n4(
t)),o4=1024*64,zp=t=>{if(typeof t!="string")throw new TypeError("invalid pattern");if(t.length>o4)throw new TypeError("p\
attern is too long")},WC=Symbol("subparse");Cr.makeRe=(t,e)=>new So(t,e||{}).makeRe();Cr.match=(t,e,r={})=>{let n=new So(
e,r);return t=t.filter(i=>n.match(i)),n.options.nonull&&!t.length&&t.push(e),t};var l4=t=>t.replace(/\\(.)/g,"$1"),c4=t=>t.
replace(/\\([^-\]])/g,"$1"),u4=t=>t.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),d4=t=>t.replace(/[[\]\\]/g,"\\$&"),So=class{constructor(e,r){
zp(e),r||(r={}),this.options=r,this.maxGlobstarRecursion=r.maxGlobstarRecursion!==void 0?r.maxGlobstarRecursion:200,this.
set=[],this.pattern=e,this.windowsPathsNoEscape=!!r.windowsPathsNoEscape||r.allowWindowsEscape===!1,this.windowsPathsNoEscape&&
(this.pattern=this.pattern.replace(/\\/g,"/")),this.regexp=null,this.negate=!1,this.comment=!1,this.empty=!1,this.partial=
!!r.partial,this.make()}debug(){}make(){let e=this.pattern,r=this.options;if(!r.nocomment&&e.charAt(0)==="#"){this.comment=
!0;return}if(!e){this.empty=!0;return}this.parseNegate();let n=this.globSet=this.braceExpand();r.debug&&(this.debug=(...i)=>console.
error(...i)),this.debug(this.pattern,n),n=this.globParts=n.map(i=>i.split(Bv)),this.debug(this.pattern,n),n=n.map((i,s,a)=>i.
map(this.parse,this)),this.debug(this.pattern,n),n=n.filter(i=>i.indexOf(!1)===-1),this.debug(this.pattern,n),this.set=n}parseNegate(){
if(this.options.nonegate)return;let e=this.pattern,r=!1,n=0;for(let i=0;i<e.length&&e.charAt(i)==="!";i++)r=!r,n++;n&&(this.
pattern=e.slice(n)),this.negate=r}matchOne(e,r,n){return r.indexOf(Yt)!==-1?this._matchGlobstar(e,r,n,0,0):this._matchOne(
e,r,n,0,0)}_matchGlobstar(e,r,n,i,s){let a=-1;for(let E=s;E<r.length;E++)if(r[E]===Yt){a=E;break}let o=-1;for(let E=r.length-
1;E>=0;E--)if(r[E]===Yt){o=E;break}let l=r.slice(s,a),c=n?r.slice(a+1):r.slice(a+1,o),u=n?[]:r.slice(o+1);if(l.length){let E=e.
slice(i,i+l.length);if(!this._matchOne(E,l,n,0,0))return!1;i+=l.length}let d=0;if(u.length){if(u.length+i>e.length)return!1;
let E=e.length-u.length;if(this._matchOne(e,u,n,E,0))d=u.length;else{if(e[e.length-1]!==""||i+u.length===e.length||!this.
_matchOne(e,u,n,E-1,0))return!1;d=u.length+1}}if(!c.length){let E=!!d;for(let P=i;P<e.length-d;P++){let M=String(e[P]);if(E=
!0,M==="."||M===".."||!this.options.dot&&M.charAt(0)===".")return!1}return n||E}let m=[[[],0]],p=m[0],x=0,g=[0];for(let E of c)
E===Yt?(g.push(x),p=[[],0],m.push(p)):(p[0].push(E),x++);let b=m.length-1,C=e.length-d;for(let E of m)E[1]=C-(g[b--]+E[0].
length);return!!this._matchGlobStarBodySections(e,m,i,0,n,0,!!d)}_matchGlobStarBodySections(e,r,n,i,s,a,o){let l=r[i];if(!l){
for(let d=n;d<e.length;d++){o=!0;let m=e[d];if(m==="."||m===".."||!this.options.dot&&m.charAt(0)===".")return!1}return o}
let[c,u]=l;for(;n<=u;){if(this._matchOne(e.slice(0,n+c.length),c,s,n,0)&&a<this.maxGlobstarRecursion){let p=this._matchGlobStarBodySections(
e,r,n+c.length,i+1,s,a+1,o);if(p!==!1)return p}let m=e[n];if(m==="."||m===".."||!this.options.dot&&m.charAt(0)===".")return!1;
n++}return s||null}_matchOne(e,r,n,i,s){let a,o,l,c;for(a=i,o=s,l=e.length,c=r.length;a<l&&o<c;a++,o++){this.debug("matc\
hOne loop");let u=r[o],d=e[a];if(this.debug(r,u,d),u===!1||u===Yt)return!1;let m;if(typeof u=="string"?(m=d===u,this.debug(
"string match",u,d,m)):(m=d.match(u),this.debug("pattern match",u,d,m)),!m)return!1}if(a===l&&o===c)return!0;if(a===l)return n;
if(o===c)return a===l-1&&e[a]==="";throw new Error("wtf?")}braceExpand(){return Tv(this.pattern,this.options)}parse(e,r){
zp(e);let n=this.options;if(e==="**")if(n.noglobstar)e="*";else return Yt;if(e==="")return"";let i="",s=!1,a=!1,o=[],l=[],
c,u=!1,d=-1,m=-1,p,x,g,b=e.charAt(0)===".",C=n.dot||b,E=()=>b?"":C?"(?!(?:^|\\/)\\.{1,2}(?:$|\\/))":"(?!\\.)",P=I=>I.charAt(
0)==="."?"":n.dot?"(?!(?:^|\\/)\\.{1,2}(?:$|\\/))":"(?!\\.)",M=()=>{if(c){switch(c){case"*":i+=jC,s=!0;break;case"?":i+=
KC,s=!0;break;default:i+="\\"+c;break}this.debug("clearStateChar %j %j",c,i),c=!1}};for(let I=0,F;I<e.length&&(F=e.charAt(
I));I++){if(this.debug("%s	%s %s %j",e,I,i,F),a){if(F==="/")return!1;vv[F]&&(i+="\\"),i+=F,a=!1;continue}switch(F){case"\
/":return!1;case"\\":if(u&&e.charAt(I+1)==="-"){i+=F;continue}M(),a=!0;continue;case"?":case"*":case"+":case"@":case"!":
if(this.debug("%s	%s %s %j <-- stateChar",e,I,i,F),u){this.debug("  in class"),F==="!"&&I===m+1&&(F="^"),i+=F;continue}if(F===
"*"&&c==="*")continue;this.debug("call clearStateChar %j",c),M(),c=F,n.noext&&M();continue;case"(":{if(u){i+="(";continue}
if(!c){i+="\\(";continue}let B={type:c,start:I-1,reStart:i.length,open:_v[c].open,close:_v[c].close};this.debug(this.pattern,
"	",B),o.push(B),i+=B.open,B.start===0&&B.type!=="!"&&(b=!0,i+=P(e.slice(I+1))),this.debug("plType %j %j",c,i),c=!1;continue}case"\
)":{let B=o[o.length-1];if(u||!B){i+="\\)";continue}o.pop(),M(),s=!0,x=B,i+=x.close,x.type==="!"&&l.push(Object.assign(x,
{reEnd:i.length}));continue}case"|":{let B=o[o.length-1];if(u||!B){i+="\\|";continue}M(),i+="|",B.start===0&&B.type!=="!"&&
(b=!0,i+=P(e.slice(I+1)));continue}case"[":if(M(),u){i+="\\"+F;continue}u=!0,m=I,d=i.length,i+=F;continue;case"]":if(I===
m+1||!u){i+="\\"+F;continue}p=e.substring(m+1,I);try{RegExp("["+d4(c4(p))+"]"),i+=F}catch{i=i.substring(0,d)+"(?:$.)"}s=
!0,u=!1;continue;default:M(),vv[F]&&!(F==="^"&&u)&&(i+="\\"),i+=F;break}}for(u&&(p=e.slice(m+1),g=this.parse(p,WC),i=i.substring(
0,d)+"\\["+g[0],s=s||g[1]),x=o.pop();x;x=o.pop()){let I;I=i.slice(x.reStart+x.open.length),this.debug("setting tail",i,x),
I=I.replace(/((?:\\{2}){0,64})(\\?)\|/g,(B,k,z)=>(z||(z="\\"),k+k+z+"|")),this.debug(`tail=%j
   %s`,I,I,x,i);let F=x.type==="*"?jC:x.type==="?"?KC:"\\"+x.type;s=!0,i=i.slice(0,x.reStart)+F+"\\("+I}M(),a&&(i+="\\\\");
let W=a4[i.charAt(0)];for(let I=l.length-1;I>-1;I--){let F=l[I],B=i.slice(0,F.reStart),k=i.slice(F.reStart,F.reEnd-8),z=i.
slice(F.reEnd),re=i.slice(F.reEnd-8,F.reEnd)+z,Y=B.split(")").length,pe=B.split("(").length-Y,fe=z;for(let we=0;we<pe;we++)
fe=fe.replace(/\)[+*?]?/,"");z=fe;let Be=z===""&&r!==WC?"(?:$|\\/)":"";i=B+k+z+Be+re}if(i!==""&&s&&(i="(?=.)"+i),W&&(i=E()+
i),r===WC)return[i,s];if(n.nocase&&!s&&(s=e.toUpperCase()!==e.toLowerCase()),!s)return l4(e);let ee=n.nocase?"i":"";try{
return Object.assign(new RegExp("^"+i+"$",ee),{_glob:e,_src:i})}catch{return new RegExp("$.")}}makeRe(){if(this.regexp||
this.regexp===!1)return this.regexp;let e=this.set;if(!e.length)return this.regexp=!1,this.regexp;let r=this.options,n=r.
noglobstar?jC:r.dot?i4:s4,i=r.nocase?"i":"",s=e.map(a=>(a=a.map(o=>typeof o=="string"?u4(o):o===Yt?Yt:o._src).reduce((o,l)=>(o[o.
length-1]===Yt&&l===Yt||o.push(l),o),[]),a.forEach((o,l)=>{o!==Yt||a[l-1]===Yt||(l===0?a.length>1?a[l+1]="(?:\\/|"+n+"\\/\
)?"+a[l+1]:a[l]=n:l===a.length-1?a[l-1]+="(?:\\/|"+n+")?":(a[l-1]+="(?:\\/|\\/"+n+"\\/)"+a[l+1],a[l+1]=Yt))}),a.filter(o=>o!==
Yt).join("/"))).join("|");s="^(?:"+s+")$",this.negate&&(s="^(?!"+s+").*$");try{this.regexp=new RegExp(s,i)}catch{this.regexp=
!1}return this.regexp}match(e,r=this.partial){if(this.debug("match",e,this.pattern),this.comment)return!1;if(this.empty)
return e==="";if(e==="/"&&r)return!0;let n=this.options;YC.sep!=="/"&&(e=e.split(YC.sep).join("/")),e=e.split(Bv),this.debug(
this.pattern,"split",e);let i=this.set;this.debug(this.pattern,"set",i);let s;for(let a=e.length-1;a>=0&&(s=e[a],!s);a--)
;for(let a=0;a<i.length;a++){let o=i[a],l=e;if(n.matchBase&&o.length===1&&(l=[s]),this.matchOne(l,o,r))return n.flipNegate?
!0:!this.negate}return n.flipNegate?!1:this.negate}static defaults(e){return Cr.defaults(e).Minimatch}};Cr.Minimatch=So});var zv=S((DNe,kv)=>{kv.exports=Lv;var JC=j("fs"),{EventEmitter:m4}=j("events"),{Minimatch:XC}=Mv(),{resolve:p4}=j("path");
function f4(t,e){return new Promise((r,n)=>{JC.readdir(t,{withFileTypes:!0},(i,s)=>{if(i)switch(i.code){case"ENOTDIR":e?
n(i):r([]);break;case"ENOTSUP":case"ENOENT":case"ENAMETOOLONG":case"UNKNOWN":r([]);break;default:n(i);break}else r(s)})})}
function Dv(t,e){return new Promise((r,n)=>{(e?JC.stat:JC.lstat)(t,(s,a)=>{s?s.code==="ENOENT"?r(e?Dv(t,!1):null):r(null):
r(a)})})}async function*Ov(t,e,r,n,i,s){let a=await f4(e+t,s);for(let o of a){let l=o.name;l===void 0&&(l=o,n=!0);let c=t+
"/"+l,u=c.slice(1),d=e+"/"+u,m=null;(n||r)&&(m=await Dv(d,r)),!m&&o.name!==void 0&&(m=o),m===null&&(m={isDirectory:()=>!1}),
m.isDirectory()?i(u)||(yield{relative:u,absolute:d,stats:m},yield*Ov(c,e,r,n,i,!1)):yield{relative:u,absolute:d,stats:m}}}
async function*h4(t,e,r,n){yield*Ov("",t,e,r,n,!0)}function g4(t){return{pattern:t.pattern,dot:!!t.dot,noglobstar:!!t.noglobstar,
matchBase:!!t.matchBase,nocase:!!t.nocase,ignore:t.ignore,skip:t.skip,follow:!!t.follow,stat:!!t.stat,nodir:!!t.nodir,mark:!!t.
mark,silent:!!t.silent,absolute:!!t.absolute}}var Fp=class extends m4{constructor(e,r,n){if(super(),typeof r=="function"&&
(n=r,r=null),this.options=g4(r||{}),this.matchers=[],this.options.pattern){let i=Array.isArray(this.options.pattern)?this.
options.pattern:[this.options.pattern];this.matchers=i.map(s=>new XC(s,{dot:this.options.dot,noglobstar:this.options.noglobstar,
matchBase:this.options.matchBase,nocase:this.options.nocase}))}if(this.ignoreMatchers=[],this.options.ignore){let i=Array.
isArray(this.options.ignore)?this.options.ignore:[this.options.ignore];this.ignoreMatchers=i.map(s=>new XC(s,{dot:!0}))}
if(this.skipMatchers=[],this.options.skip){let i=Array.isArray(this.options.skip)?this.options.skip:[this.options.skip];
this.skipMatchers=i.map(s=>new XC(s,{dot:!0}))}this.iterator=h4(p4(e||"."),this.options.follow,this.options.stat,this._shouldSkipDirectory.
bind(this)),this.paused=!1,this.inactive=!1,this.aborted=!1,n&&(this._matches=[],this.on("match",i=>this._matches.push(this.
options.absolute?i.absolute:i.relative)),this.on("error",i=>n(i)),this.on("end",()=>n(null,this._matches))),setTimeout(()=>this.
_next(),0)}_shouldSkipDirectory(e){return this.skipMatchers.some(r=>r.match(e))}_fileMatches(e,r){let n=e+(r?"/":"");return(this.
matchers.length===0||this.matchers.some(i=>i.match(n)))&&!this.ignoreMatchers.some(i=>i.match(n))&&(!this.options.nodir||
!r)}_next(){!this.paused&&!this.aborted?this.iterator.next().then(e=>{if(e.done)this.emit("end");else{let r=e.value.stats.
isDirectory();if(this._fileMatches(e.value.relative,r)){let n=e.value.relative,i=e.value.absolute;this.options.mark&&r&&
(n+="/",i+="/"),this.options.stat?this.emit("match",{relative:n,absolute:i,stat:e.value.stats}):this.emit("match",{relative:n,
absolute:i})}this._next(this.iterator)}}).catch(e=>{this.abort(),this.emit("error",e),!e.code&&!this.options.silent&&console.
error(e)}):this.inactive=!0}abort(){this.aborted=!0}pause(){this.paused=!0}resume(){this.paused=!1,this.inactive&&(this.
inactive=!1,this._next())}};function Lv(t,e,r){return new Fp(t,e,r)}Lv.ReaddirGlob=Fp});var qv=S((qp,Fv)=>{(function(t,e){typeof qp=="object"&&typeof Fv<"u"?e(qp):typeof define=="function"&&define.amd?define(
["exports"],e):(t=typeof globalThis<"u"?globalThis:t||self,e(t.async={}))})(qp,(function(t){"use strict";function e(h,...f){
return(...A)=>h(...f,...A)}function r(h){return function(...f){var A=f.pop();return h.call(this,f,A)}}var n=typeof queueMicrotask==
"function"&&queueMicrotask,i=typeof setImmediate=="function"&&setImmediate,s=typeof process=="object"&&typeof process.nextTick==
"function";function a(h){setTimeout(h,0)}function o(h){return(f,...A)=>h(()=>f(...A))}var l;n?l=queueMicrotask:i?l=setImmediate:
s?l=process.nextTick:l=a;var c=o(l);function u(h){return p(h)?function(...f){let A=f.pop(),N=h.apply(this,f);return d(N,
A)}:r(function(f,A){var N;try{N=h.apply(this,f)}catch(v){return A(v)}if(N&&typeof N.then=="function")return d(N,A);A(null,
N)})}function d(h,f){return h.then(A=>{m(f,null,A)},A=>{m(f,A&&(A instanceof Error||A.message)?A:new Error(A))})}function m(h,f,A){
try{h(f,A)}catch(N){c(v=>{throw v},N)}}function p(h){return h[Symbol.toStringTag]==="AsyncFunction"}function x(h){return h[Symbol.
toStringTag]==="AsyncGenerator"}function g(h){return typeof h[Symbol.asyncIterator]=="function"}function b(h){if(typeof h!=
"function")throw new Error("expected a function");return p(h)?u(h):h}function C(h,f){if(f||(f=h.length),!f)throw new Error(
"arity is undefined");function A(...N){return typeof N[f-1]=="function"?h.apply(this,N):new Promise((v,R)=>{N[f-1]=(T,...D)=>{
if(T)return R(T);v(D.length>1?D:D[0])},h.apply(this,N)})}return A}function E(h){return function(A,...N){return C(function(R){
var T=this;return h(A,(D,L)=>{b(D).apply(T,N.concat(L))},R)})}}function P(h,f,A,N){f=f||[];var v=[],R=0,T=b(A);return h(
f,(D,L,Z)=>{var Se=R++;T(D,(Re,Ee)=>{v[Se]=Ee,Z(Re)})},D=>{N(D,v)})}function M(h){return h&&typeof h.length=="number"&&h.
length>=0&&h.length%1===0}let W={};function ee(h){function f(...A){if(h!==null){var N=h;h=null,N.apply(this,A)}}return Object.
assign(f,h),f}function I(h){return h[Symbol.iterator]&&h[Symbol.iterator]()}function F(h){var f=-1,A=h.length;return function(){
return++f<A?{value:h[f],key:f}:null}}function B(h){var f=-1;return function(){var N=h.next();return N.done?null:(f++,{value:N.
value,key:f})}}function k(h){var f=h?Object.keys(h):[],A=-1,N=f.length;return function v(){var R=f[++A];return R==="__pr\
oto__"?v():A<N?{value:h[R],key:R}:null}}function z(h){if(M(h))return F(h);var f=I(h);return f?B(f):k(h)}function re(h){return function(...f){
if(h===null)throw new Error("Callback was already called.");var A=h;h=null,A.apply(this,f)}}function Y(h,f,A,N){let v=!1,
R=!1,T=!1,D=0,L=0;function Z(){D>=f||T||v||(T=!0,h.next().then(({value:Ee,done:vr})=>{if(!(R||v)){if(T=!1,vr){v=!0,D<=0&&
N(null);return}D++,A(Ee,L,Se),L++,Z()}}).catch(Re))}function Se(Ee,vr){if(D-=1,!R){if(Ee)return Re(Ee);if(Ee===!1){v=!0,
R=!0;return}if(vr===W||v&&D<=0)return v=!0,N(null);Z()}}function Re(Ee){R||(T=!1,v=!0,N(Ee))}Z()}var pe=h=>(f,A,N)=>{if(N=
ee(N),h<=0)throw new RangeError("concurrency limit cannot be less than 1");if(!f)return N(null);if(x(f))return Y(f,h,A,N);
if(g(f))return Y(f[Symbol.asyncIterator](),h,A,N);var v=z(f),R=!1,T=!1,D=0,L=!1;function Z(Re,Ee){if(!T)if(D-=1,Re)R=!0,
N(Re);else if(Re===!1)R=!0,T=!0;else{if(Ee===W||R&&D<=0)return R=!0,N(null);L||Se()}}function Se(){for(L=!0;D<h&&!R;){var Re=v();
if(Re===null){R=!0,D<=0&&N(null);return}D+=1,A(Re.value,Re.key,re(Z))}L=!1}Se()};function fe(h,f,A,N){return pe(f)(h,b(A),
N)}var Be=C(fe,4);function we(h,f,A){A=ee(A);var N=0,v=0,{length:R}=h,T=!1;R===0&&A(null);function D(L,Z){L===!1&&(T=!0),
T!==!0&&(L?A(L):(++v===R||Z===W)&&A(null))}for(;N<R;N++)f(h[N],N,re(D))}function nt(h,f,A){return Be(h,1/0,f,A)}function ke(h,f,A){
var N=M(h)?we:nt;return N(h,b(f),A)}var Lt=C(ke,3);function Hh(h,f,A){return P(Lt,h,f,A)}var mn=C(Hh,3),bs=E(mn);function Qh(h,f,A){
return Be(h,1,f,A)}var ne=C(Qh,3);function ed(h,f,A){return P(ne,h,f,A)}var _a=C(ed,3),td=E(_a);let ti=Symbol("promiseCa\
llback");function Cs(){let h,f;function A(N,...v){if(N)return f(N);h(v.length>1?v:v[0])}return A[ti]=new Promise((N,v)=>{
h=N,f=v}),A}function pl(h,f,A){typeof f!="number"&&(A=f,f=null),A=ee(A||Cs());var N=Object.keys(h).length;if(!N)return A(
null);f||(f=N);var v={},R=0,T=!1,D=!1,L=Object.create(null),Z=[],Se=[],Re={};Object.keys(h).forEach(V=>{var se=h[V];if(!Array.
isArray(se)){Ee(V,[se]),Se.push(V);return}var Ie=se.slice(0,se.length-1),Qe=Ie.length;if(Qe===0){Ee(V,se),Se.push(V);return}
Re[V]=Qe,Ie.forEach(yt=>{if(!h[yt])throw new Error("async.auto task `"+V+"` has a non-existent dependency `"+yt+"` in "+
Ie.join(", "));Qa(yt,()=>{Qe--,Qe===0&&Ee(V,se)})})}),Te(),vr();function Ee(V,se){Z.push(()=>Tl(V,se))}function vr(){if(!T){
if(Z.length===0&&R===0)return A(null,v);for(;Z.length&&R<f;){var V=Z.shift();V()}}}function Qa(V,se){var Ie=L[V];Ie||(Ie=
L[V]=[]),Ie.push(se)}function Ps(V){var se=L[V]||[];se.forEach(Ie=>Ie()),vr()}function Tl(V,se){if(!D){var Ie=re((yt,...Br)=>{
if(R--,yt===!1){T=!0;return}if(Br.length<2&&([Br]=Br),yt){var Ga={};if(Object.keys(v).forEach(_s=>{Ga[_s]=v[_s]}),Ga[V]=
Br,D=!0,L=Object.create(null),T)return;A(yt,Ga)}else v[V]=Br,Ps(V)});R++;var Qe=b(se[se.length-1]);se.length>1?Qe(v,Ie):
Qe(Ie)}}function Te(){for(var V,se=0;Se.length;)V=Se.pop(),se++,ie(V).forEach(Ie=>{--Re[Ie]===0&&Se.push(Ie)});if(se!==N)
throw new Error("async.auto cannot execute tasks due to a recursive dependency")}function ie(V){var se=[];return Object.
keys(h).forEach(Ie=>{let Qe=h[Ie];Array.isArray(Qe)&&Qe.indexOf(V)>=0&&se.push(Ie)}),se}return A[ti]}var R0=/^(?:async\s)?(?:function)?\s*(?:\w+\s*)?\(([^)]+)\)(?:\s*{)/,
fl=/^(?:async\s)?\s*(?:\(\s*)?((?:[^)=\s]\s*)*)(?:\)\s*)?=>/,Kr=/,/,Ss=/(=.+)?(\s*)$/;function Ns(h){let f="",A=0,N=h.indexOf(
"*/");for(;A<h.length;)if(h[A]==="/"&&h[A+1]==="/"){let v=h.indexOf(`
`,A);A=v===-1?h.length:v}else if(N!==-1&&h[A]==="/"&&h[A+1]==="*"){let v=h.indexOf("*/",A);v!==-1?(A=v+2,N=h.indexOf("*/",
A)):(f+=h[A],A++)}else f+=h[A],A++;return f}function Gh(h){let f=Ns(h.toString()),A=f.match(R0);if(A||(A=f.match(fl)),!A)
throw new Error(`could not parse args in autoInject
Source:
`+f);let[,N]=A;return N.replace(/\s/g,"").split(Kr).map(v=>v.replace(Ss,"").trim())}function Ir(h,f){var A={};return Object.
keys(h).forEach(N=>{var v=h[N],R,T=p(v),D=!T&&v.length===1||T&&v.length===0;if(Array.isArray(v))R=[...v],v=R.pop(),A[N]=
R.concat(R.length>0?L:v);else if(D)A[N]=v;else{if(R=Gh(v),v.length===0&&!T&&R.length===0)throw new Error("autoInject tas\
k functions require explicit parameters.");T||R.pop(),A[N]=R.concat(L)}function L(Z,Se){var Re=R.map(Ee=>Z[Ee]);Re.push(
Se),b(v)(...Re)}}),pl(A,f)}class Vt{constructor(){this.head=this.tail=null,this.length=0}removeLink(f){return f.prev?f.prev.
next=f.next:this.head=f.next,f.next?f.next.prev=f.prev:this.tail=f.prev,f.prev=f.next=null,this.length-=1,f}empty(){for(;this.
head;)this.shift();return this}insertAfter(f,A){A.prev=f,A.next=f.next,f.next?f.next.prev=A:this.tail=A,f.next=A,this.length+=
1}insertBefore(f,A){A.prev=f.prev,A.next=f,f.prev?f.prev.next=A:this.head=A,f.prev=A,this.length+=1}unshift(f){this.head?
this.insertBefore(this.head,f):Di(this,f)}push(f){this.tail?this.insertAfter(this.tail,f):Di(this,f)}shift(){return this.
head&&this.removeLink(this.head)}pop(){return this.tail&&this.removeLink(this.tail)}toArray(){return[...this]}*[Symbol.iterator](){
for(var f=this.head;f;)yield f.data,f=f.next}remove(f){for(var A=this.head;A;){var{next:N}=A;f(A)&&this.removeLink(A),A=
N}return this}}function Di(h,f){h.length=1,h.head=h.tail=f}function ri(h,f,A){if(f==null)f=1;else if(f===0)throw new RangeError(
"Concurrency must not be zero");var N=b(h),v=0,R=[];let T={error:[],drain:[],saturated:[],unsaturated:[],empty:[]};function D(ie,V){
T[ie].push(V)}function L(ie,V){let se=(...Ie)=>{Z(ie,se),V(...Ie)};T[ie].push(se)}function Z(ie,V){if(!ie)return Object.
keys(T).forEach(se=>T[se]=[]);if(!V)return T[ie]=[];T[ie]=T[ie].filter(se=>se!==V)}function Se(ie,...V){T[ie].forEach(se=>se(
...V))}var Re=!1;function Ee(ie,V,se,Ie){if(Ie!=null&&typeof Ie!="function")throw new Error("task callback must be a fun\
ction");Te.started=!0;var Qe,yt;function Br(_s,...Ml){if(_s)return se?yt(_s):Qe();if(Ml.length<=1)return Qe(Ml[0]);Qe(Ml)}
var Ga=Te._createTaskItem(ie,se?Br:Ie||Br);if(V?Te._tasks.unshift(Ga):Te._tasks.push(Ga),Re||(Re=!0,c(()=>{Re=!1,Te.process()})),
se||!Ie)return new Promise((_s,Ml)=>{Qe=_s,yt=Ml})}function vr(ie){return function(V,...se){v-=1;for(var Ie=0,Qe=ie.length;Ie<
Qe;Ie++){var yt=ie[Ie],Br=R.indexOf(yt);Br===0?R.shift():Br>0&&R.splice(Br,1),yt.callback(V,...se),V!=null&&Se("error",V,
yt.data)}v<=Te.concurrency-Te.buffer&&Se("unsaturated"),Te.idle()&&Se("drain"),Te.process()}}function Qa(ie){return ie.length===
0&&Te.idle()?(c(()=>Se("drain")),!0):!1}let Ps=ie=>V=>{if(!V)return new Promise((se,Ie)=>{L(ie,(Qe,yt)=>{if(Qe)return Ie(
Qe);se(yt)})});Z(ie),D(ie,V)};var Tl=!1,Te={_tasks:new Vt,_createTaskItem(ie,V){return{data:ie,callback:V}},*[Symbol.iterator](){
yield*Te._tasks[Symbol.iterator]()},concurrency:f,payload:A,buffer:f/4,started:!1,paused:!1,push(ie,V){return Array.isArray(
ie)?Qa(ie)?void 0:ie.map(se=>Ee(se,!1,!1,V)):Ee(ie,!1,!1,V)},pushAsync(ie,V){return Array.isArray(ie)?Qa(ie)?void 0:ie.map(
se=>Ee(se,!1,!0,V)):Ee(ie,!1,!0,V)},kill(){Z(),Te._tasks.empty()},unshift(ie,V){return Array.isArray(ie)?Qa(ie)?void 0:ie.
map(se=>Ee(se,!0,!1,V)):Ee(ie,!0,!1,V)},unshiftAsync(ie,V){return Array.isArray(ie)?Qa(ie)?void 0:ie.map(se=>Ee(se,!0,!0,
V)):Ee(ie,!0,!0,V)},remove(ie){Te._tasks.remove(ie)},process(){if(!Tl){for(Tl=!0;!Te.paused&&v<Te.concurrency&&Te._tasks.
length;){var ie=[],V=[],se=Te._tasks.length;Te.payload&&(se=Math.min(se,Te.payload));for(var Ie=0;Ie<se;Ie++){var Qe=Te.
_tasks.shift();ie.push(Qe),R.push(Qe),V.push(Qe.data)}v+=1,Te._tasks.length===0&&Se("empty"),v===Te.concurrency&&Se("sat\
urated");var yt=re(vr(ie));N(V,yt)}Tl=!1}},length(){return Te._tasks.length},running(){return v},workersList(){return R},
idle(){return Te._tasks.length+v===0},pause(){Te.paused=!0},resume(){Te.paused!==!1&&(Te.paused=!1,c(Te.process))}};return Object.
defineProperties(Te,{saturated:{writable:!1,value:Ps("saturated")},unsaturated:{writable:!1,value:Ps("unsaturated")},empty:{
writable:!1,value:Ps("empty")},drain:{writable:!1,value:Ps("drain")},error:{writable:!1,value:Ps("error")}}),Te}function hl(h,f){
return ri(h,1,f)}function va(h,f,A){return ri(h,f,A)}function gl(h,f,A,N){N=ee(N);var v=b(A);return ne(h,(R,T,D)=>{v(f,R,
(L,Z)=>{f=Z,D(L)})},R=>N(R,f))}var $r=C(gl,4);function yl(...h){var f=h.map(b);return function(...A){var N=this,v=A[A.length-
1];return typeof v=="function"?A.pop():v=Cs(),$r(f,A,(R,T,D)=>{T.apply(N,R.concat((L,...Z)=>{D(L,Z)}))},(R,T)=>v(R,...T)),
v[ti]}}function Ba(...h){return yl(...h.reverse())}function rd(h,f,A,N){return P(pe(f),h,A,N)}var Oi=C(rd,4);function T0(h,f,A,N){
var v=b(A);return Oi(h,f,(R,T)=>{v(R,(D,...L)=>D?T(D):T(D,L))},(R,T)=>{for(var D=[],L=0;L<T.length;L++)T[L]&&(D=D.concat(
...T[L]));return N(R,D)})}var ni=C(T0,4);function xl(h,f,A){return ni(h,1/0,f,A)}var Ra=C(xl,3);function jh(h,f,A){return ni(
h,1,f,A)}var Ta=C(jh,3);function nd(...h){return function(...f){var A=f.pop();return A(null,...h)}}function Xr(h,f){return(A,N,v,R)=>{
var T=!1,D;let L=b(v);A(N,(Z,Se,Re)=>{L(Z,(Ee,vr)=>{if(Ee||Ee===!1)return Re(Ee);if(h(vr)&&!D)return T=!0,D=f(!0,Z),Re(null,
W);Re()})},Z=>{if(Z)return R(Z);R(null,T?D:f(!1))})}}function Wh(h,f,A){return Xr(N=>N,(N,v)=>v)(Lt,h,f,A)}var Al=C(Wh,3);
function Yh(h,f,A,N){return Xr(v=>v,(v,R)=>R)(pe(f),h,A,N)}var Pr=C(Yh,4);function ii(h,f,A){return Xr(N=>N,(N,v)=>v)(pe(
1),h,f,A)}var pn=C(ii,3);function si(h){return(f,...A)=>b(f)(...A,(N,...v)=>{typeof console=="object"&&(N?console.error&&
console.error(N):console[h]&&v.forEach(R=>console[h](R)))})}var Kh=si("dir");function $h(h,f,A){A=re(A);var N=b(h),v=b(f),
R;function T(L,...Z){if(L)return A(L);L!==!1&&(R=Z,v(...Z,D))}function D(L,Z){if(L)return A(L);if(L!==!1){if(!Z)return A(
null,...R);N(T)}}return D(null,!0)}var ws=C($h,3);function gt(h,f,A){let N=b(f);return ws(h,(...v)=>{let R=v.pop();N(...v,
(T,D)=>R(T,!D))},A)}function Ht(h){return(f,A,N)=>h(f,N)}function Xh(h,f,A){return Lt(h,Ht(b(f)),A)}var Ma=C(Xh,3);function bl(h,f,A,N){
return pe(f)(h,Ht(b(A)),N)}var ot=C(bl,4);function ai(h,f,A){return ot(h,1,f,A)}var Li=C(ai,3);function Cl(h){return p(h)?
h:function(...f){var A=f.pop(),N=!0;f.push((...v)=>{N?c(()=>A(...v)):A(...v)}),h.apply(this,f),N=!1}}function Jh(h,f,A){
return Xr(N=>!N,N=>!N)(Lt,h,f,A)}var Da=C(Jh,3);function Vh(h,f,A,N){return Xr(v=>!v,v=>!v)(pe(f),h,A,N)}var Jr=C(Vh,4);
function Sl(h,f,A){return Xr(N=>!N,N=>!N)(ne,h,f,A)}var Nl=C(Sl,3);function Zh(h,f,A,N){var v=new Array(f.length);h(f,(R,T,D)=>{
A(R,(L,Z)=>{v[T]=!!Z,D(L)})},R=>{if(R)return N(R);for(var T=[],D=0;D<f.length;D++)v[D]&&T.push(f[D]);N(null,T)})}function id(h,f,A,N){
var v=[];h(f,(R,T,D)=>{A(R,(L,Z)=>{if(L)return D(L);Z&&v.push({index:T,value:R}),D(L)})},R=>{if(R)return N(R);N(null,v.sort(
(T,D)=>T.index-D.index).map(T=>T.value))})}function ki(h,f,A,N){var v=M(f)?Zh:id;return v(h,f,b(A),N)}function M0(h,f,A){
return ki(Lt,h,f,A)}var fn=C(M0,3);function D0(h,f,A,N){return ki(pe(f),h,A,N)}var Zt=C(D0,4);function eg(h,f,A){return ki(
ne,h,f,A)}var Oa=C(eg,3);function tg(h,f){var A=re(f),N=b(Cl(h));function v(R){if(R)return A(R);R!==!1&&N(v)}return v()}
var sd=C(tg,2);function wl(h,f,A,N){var v=b(A);return Oi(h,f,(R,T)=>{v(R,(D,L)=>D?T(D):T(D,{key:L,val:R}))},(R,T)=>{for(var D={},
{hasOwnProperty:L}=Object.prototype,Z=0;Z<T.length;Z++)if(T[Z]){var{key:Se}=T[Z],{val:Re}=T[Z];L.call(D,Se)?D[Se].push(Re):
D[Se]=[Re]}return N(R,D)})}var La=C(wl,4);function rg(h,f,A){return La(h,1/0,f,A)}function ad(h,f,A){return La(h,1,f,A)}
var ka=si("log");function El(h,f,A,N){N=ee(N);var v={},R=b(A);return pe(f)(h,(T,D,L)=>{R(T,D,(Z,Se)=>{if(Z)return L(Z);v[D]=
Se,L(Z)})},T=>N(T,v))}var za=C(El,4);function od(h,f,A){return za(h,1/0,f,A)}function ld(h,f,A){return za(h,1,f,A)}function ng(h,f=A=>A){
var A=Object.create(null),N=Object.create(null),v=b(h),R=r((T,D)=>{var L=f(...T);L in A?c(()=>D(null,...A[L])):L in N?N[L].
push(D):(N[L]=[D],v(...T,(Z,...Se)=>{Z||(A[L]=Se);var Re=N[L];delete N[L];for(var Ee=0,vr=Re.length;Ee<vr;Ee++)Re[Ee](Z,
...Se)}))});return R.memo=A,R.unmemoized=h,R}var Fa;s?Fa=process.nextTick:i?Fa=setImmediate:Fa=a;var Il=o(Fa),cd=C((h,f,A)=>{
var N=M(f)?[]:{};h(f,(v,R,T)=>{b(v)((D,...L)=>{L.length<2&&([L]=L),N[R]=L,T(D)})},v=>A(v,N))},3);function ig(h,f){return cd(
Lt,h,f)}function ud(h,f,A){return cd(pe(f),h,A)}function Pl(h,f){var A=b(h);return ri((N,v)=>{A(N[0],v)},f,1)}class sg{constructor(){
this.heap=[],this.pushCount=Number.MIN_SAFE_INTEGER}get length(){return this.heap.length}empty(){return this.heap=[],this}percUp(f){
let A;for(;f>0&&md(this.heap[f],this.heap[A=dd(f)]);){let N=this.heap[f];this.heap[f]=this.heap[A],this.heap[A]=N,f=A}}percDown(f){
let A;for(;(A=ag(f))<this.heap.length&&(A+1<this.heap.length&&md(this.heap[A+1],this.heap[A])&&(A=A+1),!md(this.heap[f],
this.heap[A]));){let N=this.heap[f];this.heap[f]=this.heap[A],this.heap[A]=N,f=A}}push(f){f.pushCount=++this.pushCount,this.
heap.push(f),this.percUp(this.heap.length-1)}unshift(f){return this.heap.push(f)}shift(){let[f]=this.heap;return this.heap[0]=
this.heap[this.heap.length-1],this.heap.pop(),this.percDown(0),f}toArray(){return[...this]}*[Symbol.iterator](){for(let f=0;f<
this.heap.length;f++)yield this.heap[f].data}remove(f){let A=0;for(let N=0;N<this.heap.length;N++)f(this.heap[N])||(this.
heap[A]=this.heap[N],A++);this.heap.splice(A);for(let N=dd(this.heap.length-1);N>=0;N--)this.percDown(N);return this}}function ag(h){
return(h<<1)+1}function dd(h){return(h+1>>1)-1}function md(h,f){return h.priority!==f.priority?h.priority<f.priority:h.pushCount<
f.pushCount}function pd(h,f){var A=Pl(h,f),{push:N,pushAsync:v}=A;A._tasks=new sg,A._createTaskItem=({data:T,priority:D},L)=>({
data:T,priority:D,callback:L});function R(T,D){return Array.isArray(T)?T.map(L=>({data:L,priority:D})):{data:T,priority:D}}
return A.push=function(T,D=0,L){return N(R(T,D),L)},A.pushAsync=function(T,D=0,L){return v(R(T,D),L)},delete A.unshift,delete A.
unshiftAsync,A}function O0(h,f){if(f=ee(f),!Array.isArray(h))return f(new TypeError("First argument to race must be an a\
rray of functions"));if(!h.length)return f();for(var A=0,N=h.length;A<N;A++)b(h[A])(f)}var og=C(O0,2);function Es(h,f,A,N){
var v=[...h].reverse();return $r(v,f,A,N)}function qa(h){var f=b(h);return r(function(N,v){return N.push((R,...T)=>{let D={};
if(R&&(D.error=R),T.length>0){var L=T;T.length<=1&&([L]=T),D.value=L}v(null,D)}),f.apply(this,N)})}function fd(h){var f;
return Array.isArray(h)?f=h.map(qa):(f={},Object.keys(h).forEach(A=>{f[A]=qa.call(this,h[A])})),f}function Is(h,f,A,N){let v=b(
A);return ki(h,f,(R,T)=>{v(R,(D,L)=>{T(D,!L)})},N)}function L0(h,f,A){return Is(Lt,h,f,A)}var lg=C(L0,3);function k0(h,f,A,N){
return Is(pe(f),h,A,N)}var hd=C(k0,4);function z0(h,f,A){return Is(ne,h,f,A)}var cg=C(z0,3);function ug(h){return function(){
return h}}let _l=5,gd=0;function oi(h,f,A){var N={times:_l,intervalFunc:ug(gd)};if(arguments.length<3&&typeof h=="functi\
on"?(A=f||Cs(),f=h):(dg(N,h),A=A||Cs()),typeof f!="function")throw new Error("Invalid arguments for async.retry");var v=b(
f),R=1;function T(){v((D,...L)=>{D!==!1&&(D&&R++<N.times&&(typeof N.errorFilter!="function"||N.errorFilter(D))?setTimeout(
T,N.intervalFunc(R-1)):A(D,...L))})}return T(),A[ti]}function dg(h,f){if(typeof f=="object")h.times=+f.times||_l,h.intervalFunc=
typeof f.interval=="function"?f.interval:ug(+f.interval||gd),h.errorFilter=f.errorFilter;else if(typeof f=="number"||typeof f==
"string")h.times=+f||_l;else throw new Error("Invalid arguments for async.retry")}function vl(h,f){f||(f=h,h=null);let A=h&&
h.arity||f.length;p(f)&&(A+=1);var N=b(f);return r((v,R)=>{(v.length<A-1||R==null)&&(v.push(R),R=Cs());function T(D){N(...v,
D)}return h?oi(h,T,R):oi(T,R),R[ti]})}function mg(h,f){return cd(ne,h,f)}function er(h,f,A){return Xr(Boolean,N=>N)(Lt,h,
f,A)}var li=C(er,3);function Bl(h,f,A,N){return Xr(Boolean,v=>v)(pe(f),h,A,N)}var Ua=C(Bl,4);function pg(h,f,A){return Xr(
Boolean,N=>N)(ne,h,f,A)}var Ha=C(pg,3);function fg(h,f,A){var N=b(f);return mn(h,(R,T)=>{N(R,(D,L)=>{if(D)return T(D);T(
D,{value:R,criteria:L})})},(R,T)=>{if(R)return A(R);A(null,T.sort(v).map(D=>D.value))});function v(R,T){var D=R.criteria,
L=T.criteria;return D<L?-1:D>L?1:0}}var yd=C(fg,3);function ge(h,f,A){var N=b(h);return r((v,R)=>{var T=!1,D;function L(){
var Z=h.name||"anonymous",Se=new Error('Callback function "'+Z+'" timed out.');Se.code="ETIMEDOUT",A&&(Se.info=A),T=!0,R(
Se)}v.push((...Z)=>{T||(R(...Z),clearTimeout(D))}),D=setTimeout(L,f),N(...v)})}function F0(h){for(var f=Array(h);h--;)f[h]=
h;return f}function Rl(h,f,A,N){var v=b(A);return Oi(F0(h),f,v,N)}function hg(h,f,A){return Rl(h,1/0,f,A)}function gg(h,f,A){
return Rl(h,1,f,A)}function yg(h,f,A,N){arguments.length<=3&&typeof f=="function"&&(N=A,A=f,f=Array.isArray(h)?[]:{}),N=
ee(N||Cs());var v=b(A);return Lt(h,(R,T,D)=>{v(f,R,T,D)},R=>N(R,f)),N[ti]}function q0(h,f){var A=null,N;return Li(h,(v,R)=>{
b(v)((T,...D)=>{if(T===!1)return R(T);D.length<2?[N]=D:N=D,A=T,R(T?null:{})})},()=>f(A,N))}var _r=C(q0);function Pt(h){return(...f)=>(h.
unmemoized||h)(...f)}function y(h,f,A){A=re(A);var N=b(f),v=b(h),R=[];function T(L,...Z){if(L)return A(L);R=Z,L!==!1&&v(
D)}function D(L,Z){if(L)return A(L);if(L!==!1){if(!Z)return A(null,...R);N(T)}}return v(D)}var w=C(y,3);function O(h,f,A){
let N=b(h);return w(v=>N((R,T)=>v(R,!T)),f,A)}function X(h,f){if(f=ee(f),!Array.isArray(h))return f(new Error("First arg\
ument to waterfall must be an array of functions"));if(!h.length)return f();var A=0;function N(R){var T=b(h[A++]);T(...R,
re(v))}function v(R,...T){if(R!==!1){if(R||A===h.length)return f(R,...T);N(T)}}N([])}var oe=C(X),Ye={apply:e,applyEach:bs,
applyEachSeries:td,asyncify:u,auto:pl,autoInject:Ir,cargo:hl,cargoQueue:va,compose:Ba,concat:Ra,concatLimit:ni,concatSeries:Ta,
constant:nd,detect:Al,detectLimit:Pr,detectSeries:pn,dir:Kh,doUntil:gt,doWhilst:ws,each:Ma,eachLimit:ot,eachOf:Lt,eachOfLimit:Be,
eachOfSeries:ne,eachSeries:Li,ensureAsync:Cl,every:Da,everyLimit:Jr,everySeries:Nl,filter:fn,filterLimit:Zt,filterSeries:Oa,
forever:sd,groupBy:rg,groupByLimit:La,groupBySeries:ad,log:ka,map:mn,mapLimit:Oi,mapSeries:_a,mapValues:od,mapValuesLimit:za,
mapValuesSeries:ld,memoize:ng,nextTick:Il,parallel:ig,parallelLimit:ud,priorityQueue:pd,queue:Pl,race:og,reduce:$r,reduceRight:Es,
reflect:qa,reflectAll:fd,reject:lg,rejectLimit:hd,rejectSeries:cg,retry:oi,retryable:vl,seq:yl,series:mg,setImmediate:c,
some:li,someLimit:Ua,someSeries:Ha,sortBy:yd,timeout:ge,times:hg,timesLimit:Rl,timesSeries:gg,transform:yg,tryEach:_r,unmemoize:Pt,
until:O,waterfall:oe,whilst:w,all:Da,allLimit:Jr,allSeries:Nl,any:li,anyLimit:Ua,anySeries:Ha,find:Al,findLimit:Pr,findSeries:pn,
flatMap:Ra,flatMapLimit:ni,flatMapSeries:Ta,forEach:Ma,forEachSeries:Li,forEachLimit:ot,forEachOf:Lt,forEachOfSeries:ne,
forEachOfLimit:Be,inject:$r,foldl:$r,foldr:Es,select:fn,selectLimit:Zt,selectSeries:Oa,wrapSync:u,during:w,doDuring:ws};
t.all=Da,t.allLimit=Jr,t.allSeries=Nl,t.any=li,t.anyLimit=Ua,t.anySeries=Ha,t.apply=e,t.applyEach=bs,t.applyEachSeries=td,
t.asyncify=u,t.auto=pl,t.autoInject=Ir,t.cargo=hl,t.cargoQueue=va,t.compose=Ba,t.concat=Ra,t.concatLimit=ni,t.concatSeries=
Ta,t.constant=nd,t.default=Ye,t.detect=Al,t.detectLimit=Pr,t.detectSeries=pn,t.dir=Kh,t.doDuring=ws,t.doUntil=gt,t.doWhilst=
ws,t.during=w,t.each=Ma,t.eachLimit=ot,t.eachOf=Lt,t.eachOfLimit=Be,t.eachOfSeries=ne,t.eachSeries=Li,t.ensureAsync=Cl,t.
every=Da,t.everyLimit=Jr,t.everySeries=Nl,t.filter=fn,t.filterLimit=Zt,t.filterSeries=Oa,t.find=Al,t.findLimit=Pr,t.findSeries=
pn,t.flatMap=Ra,t.flatMapLimit=ni,t.flatMapSeries=Ta,t.foldl=$r,t.foldr=Es,t.forEach=Ma,t.forEachLimit=ot,t.forEachOf=Lt,
t.forEachOfLimit=Be,t.forEachOfSeries=ne,t.forEachSeries=Li,t.forever=sd,t.groupBy=rg,t.groupByLimit=La,t.groupBySeries=
ad,t.inject=$r,t.log=ka,t.map=mn,t.mapLimit=Oi,t.mapSeries=_a,t.mapValues=od,t.mapValuesLimit=za,t.mapValuesSeries=ld,t.
memoize=ng,t.nextTick=Il,t.parallel=ig,t.parallelLimit=ud,t.priorityQueue=pd,t.queue=Pl,t.race=og,t.reduce=$r,t.reduceRight=
Es,t.reflect=qa,t.reflectAll=fd,t.reject=lg,t.rejectLimit=hd,t.rejectSeries=cg,t.retry=oi,t.retryable=vl,t.select=fn,t.selectLimit=
Zt,t.selectSeries=Oa,t.seq=yl,t.series=mg,t.setImmediate=c,t.some=li,t.someLimit=Ua,t.someSeries=Ha,t.sortBy=yd,t.timeout=
ge,t.times=hg,t.timesLimit=Rl,t.timesSeries=gg,t.transform=yg,t.tryEach=_r,t.unmemoize=Pt,t.until=O,t.waterfall=oe,t.whilst=
w,t.wrapSync=u,Object.defineProperty(t,"__esModule",{value:!0})}))});var Hv=S((ONe,Uv)=>{var Zi=j("constants"),y4=process.cwd,Up=null,x4=process.env.GRACEFUL_FS_PLATFORM||process.platform;process.
cwd=function(){return Up||(Up=y4.call(process)),Up};try{process.cwd()}catch{}typeof process.chdir=="function"&&(VC=process.
chdir,process.chdir=function(t){Up=null,VC.call(process,t)},Object.setPrototypeOf&&Object.setPrototypeOf(process.chdir,VC));
var VC;Uv.exports=A4;function A4(t){Zi.hasOwnProperty("O_SYMLINK")&&process.version.match(/^v0\.6\.[0-2]|^v0\.5\./)&&e(t),
t.lutimes||r(t),t.chown=s(t.chown),t.fchown=s(t.fchown),t.lchown=s(t.lchown),t.chmod=n(t.chmod),t.fchmod=n(t.fchmod),t.lchmod=
n(t.lchmod),t.chownSync=a(t.chownSync),t.fchownSync=a(t.fchownSync),t.lchownSync=a(t.lchownSync),t.chmodSync=i(t.chmodSync),
t.fchmodSync=i(t.fchmodSync),t.lchmodSync=i(t.lchmodSync),t.stat=o(t.stat),t.fstat=o(t.fstat),t.lstat=o(t.lstat),t.statSync=
l(t.statSync),t.fstatSync=l(t.fstatSync),t.lstatSync=l(t.lstatSync),t.chmod&&!t.lchmod&&(t.lchmod=function(u,d,m){m&&process.
nextTick(m)},t.lchmodSync=function(){}),t.chown&&!t.lchown&&(t.lchown=function(u,d,m,p){p&&process.nextTick(p)},t.lchownSync=
function(){}),x4==="win32"&&(t.rename=typeof t.rename!="function"?t.rename:(function(u){function d(m,p,x){var g=Date.now(),
b=0;u(m,p,function C(E){if(E&&(E.code==="EACCES"||E.code==="EPERM"||E.code==="EBUSY")&&Date.now()-g<6e4){setTimeout(function(){
t.stat(p,function(P,M){P&&P.code==="ENOENT"?u(m,p,C):x(E)})},b),b<100&&(b+=10);return}x&&x(E)})}return Object.setPrototypeOf&&
Object.setPrototypeOf(d,u),d})(t.rename)),t.read=typeof t.read!="function"?t.read:(function(u){function d(m,p,x,g,b,C){var E;
if(C&&typeof C=="function"){var P=0;E=function(M,W,ee){if(M&&M.code==="EAGAIN"&&P<10)return P++,u.call(t,m,p,x,g,b,E);C.
apply(this,arguments)}}return u.call(t,m,p,x,g,b,E)}return Object.setPrototypeOf&&Object.setPrototypeOf(d,u),d})(t.read),
t.readSync=typeof t.readSync!="function"?t.readSync:(function(u){return function(d,m,p,x,g){for(var b=0;;)try{return u.call(
t,d,m,p,x,g)}catch(C){if(C.code==="EAGAIN"&&b<10){b++;continue}throw C}}})(t.readSync);function e(u){u.lchmod=function(d,m,p){
u.open(d,Zi.O_WRONLY|Zi.O_SYMLINK,m,function(x,g){if(x){p&&p(x);return}u.fchmod(g,m,function(b){u.close(g,function(C){p&&
p(b||C)})})})},u.lchmodSync=function(d,m){var p=u.openSync(d,Zi.O_WRONLY|Zi.O_SYMLINK,m),x=!0,g;try{g=u.fchmodSync(p,m),
x=!1}finally{if(x)try{u.closeSync(p)}catch{}else u.closeSync(p)}return g}}function r(u){Zi.hasOwnProperty("O_SYMLINK")&&
u.futimes?(u.lutimes=function(d,m,p,x){u.open(d,Zi.O_SYMLINK,function(g,b){if(g){x&&x(g);return}u.futimes(b,m,p,function(C){
u.close(b,function(E){x&&x(C||E)})})})},u.lutimesSync=function(d,m,p){var x=u.openSync(d,Zi.O_SYMLINK),g,b=!0;try{g=u.futimesSync(
x,m,p),b=!1}finally{if(b)try{u.closeSync(x)}catch{}else u.closeSync(x)}return g}):u.futimes&&(u.lutimes=function(d,m,p,x){
x&&process.nextTick(x)},u.lutimesSync=function(){})}function n(u){return u&&function(d,m,p){return u.call(t,d,m,function(x){
c(x)&&(x=null),p&&p.apply(this,arguments)})}}function i(u){return u&&function(d,m){try{return u.call(t,d,m)}catch(p){if(!c(
p))throw p}}}function s(u){return u&&function(d,m,p,x){return u.call(t,d,m,p,function(g){c(g)&&(g=null),x&&x.apply(this,
arguments)})}}function a(u){return u&&function(d,m,p){try{return u.call(t,d,m,p)}catch(x){if(!c(x))throw x}}}function o(u){
return u&&function(d,m,p){typeof m=="function"&&(p=m,m=null);function x(g,b){b&&(b.uid<0&&(b.uid+=4294967296),b.gid<0&&(b.
gid+=4294967296)),p&&p.apply(this,arguments)}return m?u.call(t,d,m,x):u.call(t,d,x)}}function l(u){return u&&function(d,m){
var p=m?u.call(t,d,m):u.call(t,d);return p&&(p.uid<0&&(p.uid+=4294967296),p.gid<0&&(p.gid+=4294967296)),p}}function c(u){
if(!u||u.code==="ENOSYS")return!0;var d=!process.getuid||process.getuid()!==0;return!!(d&&(u.code==="EINVAL"||u.code==="\
EPERM"))}}});var jv=S((LNe,Gv)=>{var Qv=j("stream").Stream;Gv.exports=b4;function b4(t){return{ReadStream:e,WriteStream:r};function e(n,i){
if(!(this instanceof e))return new e(n,i);Qv.call(this);var s=this;this.path=n,this.fd=null,this.readable=!0,this.paused=
!1,this.flags="r",this.mode=438,this.bufferSize=64*1024,i=i||{};for(var a=Object.keys(i),o=0,l=a.length;o<l;o++){var c=a[o];
this[c]=i[c]}if(this.encoding&&this.setEncoding(this.encoding),this.start!==void 0){if(typeof this.start!="number")throw TypeError(
"start must be a Number");if(this.end===void 0)this.end=1/0;else if(typeof this.end!="number")throw TypeError("end must \
be a Number");if(this.start>this.end)throw new Error("start must be <= end");this.pos=this.start}if(this.fd!==null){process.
nextTick(function(){s._read()});return}t.open(this.path,this.flags,this.mode,function(u,d){if(u){s.emit("error",u),s.readable=
!1;return}s.fd=d,s.emit("open",d),s._read()})}function r(n,i){if(!(this instanceof r))return new r(n,i);Qv.call(this),this.
path=n,this.fd=null,this.writable=!0,this.flags="w",this.encoding="binary",this.mode=438,this.bytesWritten=0,i=i||{};for(var s=Object.
keys(i),a=0,o=s.length;a<o;a++){var l=s[a];this[l]=i[l]}if(this.start!==void 0){if(typeof this.start!="number")throw TypeError(
"start must be a Number");if(this.start<0)throw new Error("start must be >= zero");this.pos=this.start}this.busy=!1,this.
_queue=[],this.fd===null&&(this._open=t.open,this._queue.push([this._open,this.path,this.flags,this.mode,void 0]),this.flush())}}});var Yv=S((kNe,Wv)=>{"use strict";Wv.exports=S4;var C4=Object.getPrototypeOf||function(t){return t.__proto__};function S4(t){
if(t===null||typeof t!="object")return t;if(t instanceof Object)var e={__proto__:C4(t)};else var e=Object.create(null);return Object.
getOwnPropertyNames(t).forEach(function(r){Object.defineProperty(e,r,Object.getOwnPropertyDescriptor(t,r))}),e}});var rS=S((zNe,tS)=>{var $e=j("fs"),N4=Hv(),w4=jv(),E4=Yv(),Hp=j("util"),Rt,Gp;typeof Symbol=="function"&&typeof Symbol.for==
"function"?(Rt=Symbol.for("graceful-fs.queue"),Gp=Symbol.for("graceful-fs.previous")):(Rt="___graceful-fs.queue",Gp="___\
graceful-fs.previous");function I4(){}function Xv(t,e){Object.defineProperty(t,Rt,{get:function(){return e}})}var sa=I4;
Hp.debuglog?sa=Hp.debuglog("gfs4"):/\bgfs4\b/i.test(process.env.NODE_DEBUG||"")&&(sa=function(){var t=Hp.format.apply(Hp,
arguments);t="GFS4: "+t.split(/\n/).join(`
GFS4: `),console.error(t)});$e[Rt]||(Kv=global[Rt]||[],Xv($e,Kv),$e.close=(function(t){function e(r,n){return t.call($e,
r,function(i){i||$v(),typeof n=="function"&&n.apply(this,arguments)})}return Object.defineProperty(e,Gp,{value:t}),e})($e.
close),$e.closeSync=(function(t){function e(r){t.apply($e,arguments),$v()}return Object.defineProperty(e,Gp,{value:t}),e})(
$e.closeSync),/\bgfs4\b/i.test(process.env.NODE_DEBUG||"")&&process.on("exit",function(){sa($e[Rt]),j("assert").equal($e[Rt].
length,0)}));var Kv;global[Rt]||Xv(global,$e[Rt]);tS.exports=ZC(E4($e));process.env.TEST_GRACEFUL_FS_GLOBAL_PATCH&&!$e.__patched&&
(tS.exports=ZC($e),$e.__patched=!0);function ZC(t){N4(t),t.gracefulify=ZC,t.createReadStream=W,t.createWriteStream=ee;var e=t.
readFile;t.readFile=r;function r(B,k,z){return typeof k=="function"&&(z=k,k=null),re(B,k,z);function re(Y,pe,fe,Be){return e(
Y,pe,function(we){we&&(we.code==="EMFILE"||we.code==="ENFILE")?No([re,[Y,pe,fe],we,Be||Date.now(),Date.now()]):typeof fe==
"function"&&fe.apply(this,arguments)})}}var n=t.writeFile;t.writeFile=i;function i(B,k,z,re){return typeof z=="function"&&
(re=z,z=null),Y(B,k,z,re);function Y(pe,fe,Be,we,nt){return n(pe,fe,Be,function(ke){ke&&(ke.code==="EMFILE"||ke.code==="\
ENFILE")?No([Y,[pe,fe,Be,we],ke,nt||Date.now(),Date.now()]):typeof we=="function"&&we.apply(this,arguments)})}}var s=t.appendFile;
s&&(t.appendFile=a);function a(B,k,z,re){return typeof z=="function"&&(re=z,z=null),Y(B,k,z,re);function Y(pe,fe,Be,we,nt){
return s(pe,fe,Be,function(ke){ke&&(ke.code==="EMFILE"||ke.code==="ENFILE")?No([Y,[pe,fe,Be,we],ke,nt||Date.now(),Date.now()]):
typeof we=="function"&&we.apply(this,arguments)})}}var o=t.copyFile;o&&(t.copyFile=l);function l(B,k,z,re){return typeof z==
"function"&&(re=z,z=0),Y(B,k,z,re);function Y(pe,fe,Be,we,nt){return o(pe,fe,Be,function(ke){ke&&(ke.code==="EMFILE"||ke.
code==="ENFILE")?No([Y,[pe,fe,Be,we],ke,nt||Date.now(),Date.now()]):typeof we=="function"&&we.apply(this,arguments)})}}var c=t.
readdir;t.readdir=d;var u=/^v[0-5]\./;function d(B,k,z){typeof k=="function"&&(z=k,k=null);var re=u.test(process.version)?
function(fe,Be,we,nt){return c(fe,Y(fe,Be,we,nt))}:function(fe,Be,we,nt){return c(fe,Be,Y(fe,Be,we,nt))};return re(B,k,z);
function Y(pe,fe,Be,we){return function(nt,ke){nt&&(nt.code==="EMFILE"||nt.code==="ENFILE")?No([re,[pe,fe,Be],nt,we||Date.
now(),Date.now()]):(ke&&ke.sort&&ke.sort(),typeof Be=="function"&&Be.call(this,nt,ke))}}}if(process.version.substr(0,4)===
"v0.8"){var m=w4(t);C=m.ReadStream,P=m.WriteStream}var p=t.ReadStream;p&&(C.prototype=Object.create(p.prototype),C.prototype.
open=E);var x=t.WriteStream;x&&(P.prototype=Object.create(x.prototype),P.prototype.open=M),Object.defineProperty(t,"Read\
Stream",{get:function(){return C},set:function(B){C=B},enumerable:!0,configurable:!0}),Object.defineProperty(t,"WriteStr\
eam",{get:function(){return P},set:function(B){P=B},enumerable:!0,configurable:!0});var g=C;Object.defineProperty(t,"Fil\
eReadStream",{get:function(){return g},set:function(B){g=B},enumerable:!0,configurable:!0});var b=P;Object.defineProperty(
t,"FileWriteStream",{get:function(){return b},set:function(B){b=B},enumerable:!0,configurable:!0});function C(B,k){return this instanceof
C?(p.apply(this,arguments),this):C.apply(Object.create(C.prototype),arguments)}function E(){var B=this;F(B.path,B.flags,
B.mode,function(k,z){k?(B.autoClose&&B.destroy(),B.emit("error",k)):(B.fd=z,B.emit("open",z),B.read())})}function P(B,k){
return this instanceof P?(x.apply(this,arguments),this):P.apply(Object.create(P.prototype),arguments)}function M(){var B=this;
F(B.path,B.flags,B.mode,function(k,z){k?(B.destroy(),B.emit("error",k)):(B.fd=z,B.emit("open",z))})}function W(B,k){return new t.
ReadStream(B,k)}function ee(B,k){return new t.WriteStream(B,k)}var I=t.open;t.open=F;function F(B,k,z,re){return typeof z==
"function"&&(re=z,z=null),Y(B,k,z,re);function Y(pe,fe,Be,we,nt){return I(pe,fe,Be,function(ke,Lt){ke&&(ke.code==="EMFIL\
E"||ke.code==="ENFILE")?No([Y,[pe,fe,Be,we],ke,nt||Date.now(),Date.now()]):typeof we=="function"&&we.apply(this,arguments)})}}
return t}function No(t){sa("ENQUEUE",t[0].name,t[1]),$e[Rt].push(t),eS()}var Qp;function $v(){for(var t=Date.now(),e=0;e<
$e[Rt].length;++e)$e[Rt][e].length>2&&($e[Rt][e][3]=t,$e[Rt][e][4]=t);eS()}function eS(){if(clearTimeout(Qp),Qp=void 0,$e[Rt].
length!==0){var t=$e[Rt].shift(),e=t[0],r=t[1],n=t[2],i=t[3],s=t[4];if(i===void 0)sa("RETRY",e.name,r),e.apply(null,r);else if(Date.
now()-i>=6e4){sa("TIMEOUT",e.name,r);var a=r.pop();typeof a=="function"&&a.call(null,n)}else{var o=Date.now()-s,l=Math.max(
s-i,1),c=Math.min(l*1.2,100);o>=c?(sa("RETRY",e.name,r),e.apply(null,r.concat([i]))):$e[Rt].push(t)}Qp===void 0&&(Qp=setTimeout(
eS,0))}}});var jp=S((FNe,Jv)=>{"use strict";var qn=t=>t!==null&&typeof t=="object"&&typeof t.pipe=="function";qn.writable=t=>qn(t)&&
t.writable!==!1&&typeof t._write=="function"&&typeof t._writableState=="object";qn.readable=t=>qn(t)&&t.readable!==!1&&typeof t.
_read=="function"&&typeof t._readableState=="object";qn.duplex=t=>qn.writable(t)&&qn.readable(t);qn.transform=t=>qn.duplex(
t)&&typeof t._transform=="function";Jv.exports=qn});var Uc=S((qNe,nS)=>{"use strict";typeof process>"u"||!process.version||process.version.indexOf("v0.")===0||process.version.
indexOf("v1.")===0&&process.version.indexOf("v1.8.")!==0?nS.exports={nextTick:P4}:nS.exports=process;function P4(t,e,r,n){
if(typeof t!="function")throw new TypeError('"callback" argument must be a function');var i=arguments.length,s,a;switch(i){case 0:case 1:
return process.nextTick(t);case 2:return process.nextTick(function(){t.call(null,e)});case 3:return process.nextTick(function(){
t.call(null,e,r)});case 4:return process.nextTick(function(){t.call(null,e,r,n)});default:for(s=new Array(i-1),a=0;a<s.length;)
s[a++]=arguments[a];return process.nextTick(function(){t.apply(null,s)})}}});var Zv=S((UNe,Vv)=>{var _4={}.toString;Vv.exports=Array.isArray||function(t){return _4.call(t)=="[object Array]"}});var iS=S((HNe,eB)=>{eB.exports=j("stream")});var Hc=S((sS,rB)=>{var Wp=j("buffer"),Si=Wp.Buffer;function tB(t,e){for(var r in t)e[r]=t[r]}Si.from&&Si.alloc&&Si.allocUnsafe&&
Si.allocUnsafeSlow?rB.exports=Wp:(tB(Wp,sS),sS.Buffer=wo);function wo(t,e,r){return Si(t,e,r)}tB(Si,wo);wo.from=function(t,e,r){
if(typeof t=="number")throw new TypeError("Argument must not be a number");return Si(t,e,r)};wo.alloc=function(t,e,r){if(typeof t!=
"number")throw new TypeError("Argument must be a number");var n=Si(t);return e!==void 0?typeof r=="string"?n.fill(e,r):n.
fill(e):n.fill(0),n};wo.allocUnsafe=function(t){if(typeof t!="number")throw new TypeError("Argument must be a number");return Si(
t)};wo.allocUnsafeSlow=function(t){if(typeof t!="number")throw new TypeError("Argument must be a number");return Wp.SlowBuffer(
t)}});var Eo=S(zt=>{function v4(t){return Array.isArray?Array.isArray(t):Yp(t)==="[object Array]"}zt.isArray=v4;function B4(t){
return typeof t=="boolean"}zt.isBoolean=B4;function R4(t){return t===null}zt.isNull=R4;function T4(t){return t==null}zt.
isNullOrUndefined=T4;function M4(t){return typeof t=="number"}zt.isNumber=M4;function D4(t){return typeof t=="string"}zt.
isString=D4;function O4(t){return typeof t=="symbol"}zt.isSymbol=O4;function L4(t){return t===void 0}zt.isUndefined=L4;function k4(t){
return Yp(t)==="[object RegExp]"}zt.isRegExp=k4;function z4(t){return typeof t=="object"&&t!==null}zt.isObject=z4;function F4(t){
return Yp(t)==="[object Date]"}zt.isDate=F4;function q4(t){return Yp(t)==="[object Error]"||t instanceof Error}zt.isError=
q4;function U4(t){return typeof t=="function"}zt.isFunction=U4;function H4(t){return t===null||typeof t=="boolean"||typeof t==
"number"||typeof t=="string"||typeof t=="symbol"||typeof t>"u"}zt.isPrimitive=H4;zt.isBuffer=j("buffer").Buffer.isBuffer;
function Yp(t){return Object.prototype.toString.call(t)}});var nB=S((GNe,aS)=>{typeof Object.create=="function"?aS.exports=function(e,r){r&&(e.super_=r,e.prototype=Object.create(r.
prototype,{constructor:{value:e,enumerable:!1,writable:!0,configurable:!0}}))}:aS.exports=function(e,r){if(r){e.super_=r;
var n=function(){};n.prototype=r.prototype,e.prototype=new n,e.prototype.constructor=e}}});var Io=S((jNe,lS)=>{try{if(oS=j("util"),typeof oS.inherits!="function")throw"";lS.exports=oS.inherits}catch{lS.exports=nB()}
var oS});var sB=S((WNe,cS)=>{"use strict";function Q4(t,e){if(!(t instanceof e))throw new TypeError("Cannot call a class as a fun\
ction")}var iB=Hc().Buffer,Qc=j("util");function G4(t,e,r){t.copy(e,r)}cS.exports=(function(){function t(){Q4(this,t),this.
head=null,this.tail=null,this.length=0}return t.prototype.push=function(r){var n={data:r,next:null};this.length>0?this.tail.
next=n:this.head=n,this.tail=n,++this.length},t.prototype.unshift=function(r){var n={data:r,next:this.head};this.length===
0&&(this.tail=n),this.head=n,++this.length},t.prototype.shift=function(){if(this.length!==0){var r=this.head.data;return this.
length===1?this.head=this.tail=null:this.head=this.head.next,--this.length,r}},t.prototype.clear=function(){this.head=this.
tail=null,this.length=0},t.prototype.join=function(r){if(this.length===0)return"";for(var n=this.head,i=""+n.data;n=n.next;)
i+=r+n.data;return i},t.prototype.concat=function(r){if(this.length===0)return iB.alloc(0);for(var n=iB.allocUnsafe(r>>>
0),i=this.head,s=0;i;)G4(i.data,n,s),s+=i.data.length,i=i.next;return n},t})();Qc&&Qc.inspect&&Qc.inspect.custom&&(cS.exports.
prototype[Qc.inspect.custom]=function(){var t=Qc.inspect({length:this.length});return this.constructor.name+" "+t})});var uS=S((YNe,aB)=>{"use strict";var Kp=Uc();function j4(t,e){var r=this,n=this._readableState&&this._readableState.destroyed,
i=this._writableState&&this._writableState.destroyed;return n||i?(e?e(t):t&&(this._writableState?this._writableState.errorEmitted||
(this._writableState.errorEmitted=!0,Kp.nextTick($p,this,t)):Kp.nextTick($p,this,t)),this):(this._readableState&&(this._readableState.
destroyed=!0),this._writableState&&(this._writableState.destroyed=!0),this._destroy(t||null,function(s){!e&&s?r._writableState?
r._writableState.errorEmitted||(r._writableState.errorEmitted=!0,Kp.nextTick($p,r,s)):Kp.nextTick($p,r,s):e&&e(s)}),this)}
function W4(){this._readableState&&(this._readableState.destroyed=!1,this._readableState.reading=!1,this._readableState.
ended=!1,this._readableState.endEmitted=!1),this._writableState&&(this._writableState.destroyed=!1,this._writableState.ended=
!1,this._writableState.ending=!1,this._writableState.finalCalled=!1,this._writableState.prefinished=!1,this._writableState.
finished=!1,this._writableState.errorEmitted=!1)}function $p(t,e){t.emit("error",e)}aB.exports={destroy:j4,undestroy:W4}});var lB=S((KNe,oB)=>{oB.exports=j("util").deprecate});var mS=S(($Ne,gB)=>{"use strict";var aa=Uc();gB.exports=ct;function uB(t){var e=this;this.next=null,this.entry=null,this.
finish=function(){uj(e,t)}}var Y4=!process.browser&&["v0.10","v0.9."].indexOf(process.version.slice(0,5))>-1?setImmediate:
aa.nextTick,Po;ct.WritableState=jc;var dB=Object.create(Eo());dB.inherits=Io();var K4={deprecate:lB()},mB=iS(),Jp=Hc().Buffer,
$4=(typeof global<"u"?global:typeof window<"u"?window:typeof self<"u"?self:{}).Uint8Array||function(){};function X4(t){return Jp.
from(t)}function J4(t){return Jp.isBuffer(t)||t instanceof $4}var pB=uS();dB.inherits(ct,mB);function V4(){}function jc(t,e){
Po=Po||oa(),t=t||{};var r=e instanceof Po;this.objectMode=!!t.objectMode,r&&(this.objectMode=this.objectMode||!!t.writableObjectMode);
var n=t.highWaterMark,i=t.writableHighWaterMark,s=this.objectMode?16:16*1024;n||n===0?this.highWaterMark=n:r&&(i||i===0)?
this.highWaterMark=i:this.highWaterMark=s,this.highWaterMark=Math.floor(this.highWaterMark),this.finalCalled=!1,this.needDrain=
!1,this.ending=!1,this.ended=!1,this.finished=!1,this.destroyed=!1;var a=t.decodeStrings===!1;this.decodeStrings=!a,this.
defaultEncoding=t.defaultEncoding||"utf8",this.length=0,this.writing=!1,this.corked=0,this.sync=!0,this.bufferProcessing=
!1,this.onwrite=function(o){sj(e,o)},this.writecb=null,this.writelen=0,this.bufferedRequest=null,this.lastBufferedRequest=
null,this.pendingcb=0,this.prefinished=!1,this.errorEmitted=!1,this.bufferedRequestCount=0,this.corkedRequestsFree=new uB(
this)}jc.prototype.getBuffer=function(){for(var e=this.bufferedRequest,r=[];e;)r.push(e),e=e.next;return r};(function(){
try{Object.defineProperty(jc.prototype,"buffer",{get:K4.deprecate(function(){return this.getBuffer()},"_writableState.bu\
ffer is deprecated. Use _writableState.getBuffer instead.","DEP0003")})}catch{}})();var Xp;typeof Symbol=="function"&&Symbol.
hasInstance&&typeof Function.prototype[Symbol.hasInstance]=="function"?(Xp=Function.prototype[Symbol.hasInstance],Object.
defineProperty(ct,Symbol.hasInstance,{value:function(t){return Xp.call(this,t)?!0:this!==ct?!1:t&&t._writableState instanceof
jc}})):Xp=function(t){return t instanceof this};function ct(t){if(Po=Po||oa(),!Xp.call(ct,this)&&!(this instanceof Po))return new ct(
t);this._writableState=new jc(t,this),this.writable=!0,t&&(typeof t.write=="function"&&(this._write=t.write),typeof t.writev==
"function"&&(this._writev=t.writev),typeof t.destroy=="function"&&(this._destroy=t.destroy),typeof t.final=="function"&&
(this._final=t.final)),mB.call(this)}ct.prototype.pipe=function(){this.emit("error",new Error("Cannot pipe, not readable"))};
function Z4(t,e){var r=new Error("write after end");t.emit("error",r),aa.nextTick(e,r)}function ej(t,e,r,n){var i=!0,s=!1;
return r===null?s=new TypeError("May not write null values to stream"):typeof r!="string"&&r!==void 0&&!e.objectMode&&(s=
new TypeError("Invalid non-string/buffer chunk")),s&&(t.emit("error",s),aa.nextTick(n,s),i=!1),i}ct.prototype.write=function(t,e,r){
var n=this._writableState,i=!1,s=!n.objectMode&&J4(t);return s&&!Jp.isBuffer(t)&&(t=X4(t)),typeof e=="function"&&(r=e,e=
null),s?e="buffer":e||(e=n.defaultEncoding),typeof r!="function"&&(r=V4),n.ended?Z4(this,r):(s||ej(this,n,t,r))&&(n.pendingcb++,
i=rj(this,n,s,t,e,r)),i};ct.prototype.cork=function(){var t=this._writableState;t.corked++};ct.prototype.uncork=function(){
var t=this._writableState;t.corked&&(t.corked--,!t.writing&&!t.corked&&!t.bufferProcessing&&t.bufferedRequest&&fB(this,t))};
ct.prototype.setDefaultEncoding=function(e){if(typeof e=="string"&&(e=e.toLowerCase()),!(["hex","utf8","utf-8","ascii","\
binary","base64","ucs2","ucs-2","utf16le","utf-16le","raw"].indexOf((e+"").toLowerCase())>-1))throw new TypeError("Unkno\
wn encoding: "+e);return this._writableState.defaultEncoding=e,this};function tj(t,e,r){return!t.objectMode&&t.decodeStrings!==
!1&&typeof e=="string"&&(e=Jp.from(e,r)),e}Object.defineProperty(ct.prototype,"writableHighWaterMark",{enumerable:!1,get:function(){
return this._writableState.highWaterMark}});function rj(t,e,r,n,i,s){if(!r){var a=tj(e,n,i);n!==a&&(r=!0,i="buffer",n=a)}
var o=e.objectMode?1:n.length;e.length+=o;var l=e.length<e.highWaterMark;if(l||(e.needDrain=!0),e.writing||e.corked){var c=e.
lastBufferedRequest;e.lastBufferedRequest={chunk:n,encoding:i,isBuf:r,callback:s,next:null},c?c.next=e.lastBufferedRequest:
e.bufferedRequest=e.lastBufferedRequest,e.bufferedRequestCount+=1}else dS(t,e,!1,o,n,i,s);return l}function dS(t,e,r,n,i,s,a){
e.writelen=n,e.writecb=a,e.writing=!0,e.sync=!0,r?t._writev(i,e.onwrite):t._write(i,s,e.onwrite),e.sync=!1}function nj(t,e,r,n,i){
--e.pendingcb,r?(aa.nextTick(i,n),aa.nextTick(Gc,t,e),t._writableState.errorEmitted=!0,t.emit("error",n)):(i(n),t._writableState.
errorEmitted=!0,t.emit("error",n),Gc(t,e))}function ij(t){t.writing=!1,t.writecb=null,t.length-=t.writelen,t.writelen=0}
function sj(t,e){var r=t._writableState,n=r.sync,i=r.writecb;if(ij(r),e)nj(t,r,n,e,i);else{var s=hB(r);!s&&!r.corked&&!r.
bufferProcessing&&r.bufferedRequest&&fB(t,r),n?Y4(cB,t,r,s,i):cB(t,r,s,i)}}function cB(t,e,r,n){r||aj(t,e),e.pendingcb--,
n(),Gc(t,e)}function aj(t,e){e.length===0&&e.needDrain&&(e.needDrain=!1,t.emit("drain"))}function fB(t,e){e.bufferProcessing=
!0;var r=e.bufferedRequest;if(t._writev&&r&&r.next){var n=e.bufferedRequestCount,i=new Array(n),s=e.corkedRequestsFree;s.
entry=r;for(var a=0,o=!0;r;)i[a]=r,r.isBuf||(o=!1),r=r.next,a+=1;i.allBuffers=o,dS(t,e,!0,e.length,i,"",s.finish),e.pendingcb++,
e.lastBufferedRequest=null,s.next?(e.corkedRequestsFree=s.next,s.next=null):e.corkedRequestsFree=new uB(e),e.bufferedRequestCount=
0}else{for(;r;){var l=r.chunk,c=r.encoding,u=r.callback,d=e.objectMode?1:l.length;if(dS(t,e,!1,d,l,c,u),r=r.next,e.bufferedRequestCount--,
e.writing)break}r===null&&(e.lastBufferedRequest=null)}e.bufferedRequest=r,e.bufferProcessing=!1}ct.prototype._write=function(t,e,r){
r(new Error("_write() is not implemented"))};ct.prototype._writev=null;ct.prototype.end=function(t,e,r){var n=this._writableState;
typeof t=="function"?(r=t,t=null,e=null):typeof e=="function"&&(r=e,e=null),t!=null&&this.write(t,e),n.corked&&(n.corked=
1,this.uncork()),n.ending||cj(this,n,r)};function hB(t){return t.ending&&t.length===0&&t.bufferedRequest===null&&!t.finished&&
!t.writing}function oj(t,e){t._final(function(r){e.pendingcb--,r&&t.emit("error",r),e.prefinished=!0,t.emit("prefinish"),
Gc(t,e)})}function lj(t,e){!e.prefinished&&!e.finalCalled&&(typeof t._final=="function"?(e.pendingcb++,e.finalCalled=!0,
aa.nextTick(oj,t,e)):(e.prefinished=!0,t.emit("prefinish")))}function Gc(t,e){var r=hB(e);return r&&(lj(t,e),e.pendingcb===
0&&(e.finished=!0,t.emit("finish"))),r}function cj(t,e,r){e.ending=!0,Gc(t,e),r&&(e.finished?aa.nextTick(r):t.once("fini\
sh",r)),e.ended=!0,t.writable=!1}function uj(t,e,r){var n=t.entry;for(t.entry=null;n;){var i=n.callback;e.pendingcb--,i(
r),n=n.next}e.corkedRequestsFree.next=t}Object.defineProperty(ct.prototype,"destroyed",{get:function(){return this._writableState===
void 0?!1:this._writableState.destroyed},set:function(t){this._writableState&&(this._writableState.destroyed=t)}});ct.prototype.
destroy=pB.destroy;ct.prototype._undestroy=pB.undestroy;ct.prototype._destroy=function(t,e){this.end(),e(t)}});var oa=S((XNe,bB)=>{"use strict";var yB=Uc(),dj=Object.keys||function(t){var e=[];for(var r in t)e.push(r);return e};bB.
exports=Ni;var xB=Object.create(Eo());xB.inherits=Io();var AB=hS(),fS=mS();xB.inherits(Ni,AB);for(pS=dj(fS.prototype),Vp=
0;Vp<pS.length;Vp++)Zp=pS[Vp],Ni.prototype[Zp]||(Ni.prototype[Zp]=fS.prototype[Zp]);var pS,Zp,Vp;function Ni(t){if(!(this instanceof
Ni))return new Ni(t);AB.call(this,t),fS.call(this,t),t&&t.readable===!1&&(this.readable=!1),t&&t.writable===!1&&(this.writable=
!1),this.allowHalfOpen=!0,t&&t.allowHalfOpen===!1&&(this.allowHalfOpen=!1),this.once("end",mj)}Object.defineProperty(Ni.
prototype,"writableHighWaterMark",{enumerable:!1,get:function(){return this._writableState.highWaterMark}});function mj(){
this.allowHalfOpen||this._writableState.ended||yB.nextTick(pj,this)}function pj(t){t.end()}Object.defineProperty(Ni.prototype,
"destroyed",{get:function(){return this._readableState===void 0||this._writableState===void 0?!1:this._readableState.destroyed&&
this._writableState.destroyed},set:function(t){this._readableState===void 0||this._writableState===void 0||(this._readableState.
destroyed=t,this._writableState.destroyed=t)}});Ni.prototype._destroy=function(t,e){this.push(null),this.end(),yB.nextTick(
e,t)}});var xS=S(SB=>{"use strict";var yS=Hc().Buffer,CB=yS.isEncoding||function(t){switch(t=""+t,t&&t.toLowerCase()){case"hex":case"\
utf8":case"utf-8":case"ascii":case"binary":case"base64":case"ucs2":case"ucs-2":case"utf16le":case"utf-16le":case"raw":return!0;default:
return!1}};function fj(t){if(!t)return"utf8";for(var e;;)switch(t){case"utf8":case"utf-8":return"utf8";case"ucs2":case"u\
cs-2":case"utf16le":case"utf-16le":return"utf16le";case"latin1":case"binary":return"latin1";case"base64":case"ascii":case"\
hex":return t;default:if(e)return;t=(""+t).toLowerCase(),e=!0}}function hj(t){var e=fj(t);if(typeof e!="string"&&(yS.isEncoding===
CB||!CB(t)))throw new Error("Unknown encoding: "+t);return e||t}SB.StringDecoder=Wc;function Wc(t){this.encoding=hj(t);var e;
switch(this.encoding){case"utf16le":this.text=Cj,this.end=Sj,e=4;break;case"utf8":this.fillLast=xj,e=4;break;case"base64":
this.text=Nj,this.end=wj,e=3;break;default:this.write=Ej,this.end=Ij;return}this.lastNeed=0,this.lastTotal=0,this.lastChar=
yS.allocUnsafe(e)}Wc.prototype.write=function(t){if(t.length===0)return"";var e,r;if(this.lastNeed){if(e=this.fillLast(t),
e===void 0)return"";r=this.lastNeed,this.lastNeed=0}else r=0;return r<t.length?e?e+this.text(t,r):this.text(t,r):e||""};
Wc.prototype.end=bj;Wc.prototype.text=Aj;Wc.prototype.fillLast=function(t){if(this.lastNeed<=t.length)return t.copy(this.
lastChar,this.lastTotal-this.lastNeed,0,this.lastNeed),this.lastChar.toString(this.encoding,0,this.lastTotal);t.copy(this.
lastChar,this.lastTotal-this.lastNeed,0,t.length),this.lastNeed-=t.length};function gS(t){return t<=127?0:t>>5===6?2:t>>
4===14?3:t>>3===30?4:t>>6===2?-1:-2}function gj(t,e,r){var n=e.length-1;if(n<r)return 0;var i=gS(e[n]);return i>=0?(i>0&&
(t.lastNeed=i-1),i):--n<r||i===-2?0:(i=gS(e[n]),i>=0?(i>0&&(t.lastNeed=i-2),i):--n<r||i===-2?0:(i=gS(e[n]),i>=0?(i>0&&(i===
2?i=0:t.lastNeed=i-3),i):0))}function yj(t,e,r){if((e[0]&192)!==128)return t.lastNeed=0,"\uFFFD";if(t.lastNeed>1&&e.length>
1){if((e[1]&192)!==128)return t.lastNeed=1,"\uFFFD";if(t.lastNeed>2&&e.length>2&&(e[2]&192)!==128)return t.lastNeed=2,"\uFFFD"}}
function xj(t){var e=this.lastTotal-this.lastNeed,r=yj(this,t,e);if(r!==void 0)return r;if(this.lastNeed<=t.length)return t.
copy(this.lastChar,e,0,this.lastNeed),this.lastChar.toString(this.encoding,0,this.lastTotal);t.copy(this.lastChar,e,0,t.
length),this.lastNeed-=t.length}function Aj(t,e){var r=gj(this,t,e);if(!this.lastNeed)return t.toString("utf8",e);this.lastTotal=
r;var n=t.length-(r-this.lastNeed);return t.copy(this.lastChar,0,n),t.toString("utf8",e,n)}function bj(t){var e=t&&t.length?
this.write(t):"";return this.lastNeed?e+"\uFFFD":e}function Cj(t,e){if((t.length-e)%2===0){var r=t.toString("utf16le",e);
if(r){var n=r.charCodeAt(r.length-1);if(n>=55296&&n<=56319)return this.lastNeed=2,this.lastTotal=4,this.lastChar[0]=t[t.
length-2],this.lastChar[1]=t[t.length-1],r.slice(0,-1)}return r}return this.lastNeed=1,this.lastTotal=2,this.lastChar[0]=
t[t.length-1],t.toString("utf16le",e,t.length-1)}function Sj(t){var e=t&&t.length?this.write(t):"";if(this.lastNeed){var r=this.
lastTotal-this.lastNeed;return e+this.lastChar.toString("utf16le",0,r)}return e}function Nj(t,e){var r=(t.length-e)%3;return r===
0?t.toString("base64",e):(this.lastNeed=3-r,this.lastTotal=3,r===1?this.lastChar[0]=t[t.length-1]:(this.lastChar[0]=t[t.
length-2],this.lastChar[1]=t[t.length-1]),t.toString("base64",e,t.length-r))}function wj(t){var e=t&&t.length?this.write(
t):"";return this.lastNeed?e+this.lastChar.toString("base64",0,3-this.lastNeed):e}function Ej(t){return t.toString(this.
encoding)}function Ij(t){return t&&t.length?this.write(t):""}});var hS=S((ZNe,DB)=>{"use strict";var vo=Uc();DB.exports=Fe;var Pj=Zv(),Yc;Fe.ReadableState=vB;var VNe=j("events").EventEmitter,
IB=function(t,e){return t.listeners(e).length},NS=iS(),Kc=Hc().Buffer,_j=(typeof global<"u"?global:typeof window<"u"?window:
typeof self<"u"?self:{}).Uint8Array||function(){};function vj(t){return Kc.from(t)}function Bj(t){return Kc.isBuffer(t)||
t instanceof _j}var PB=Object.create(Eo());PB.inherits=Io();var AS=j("util"),De=void 0;AS&&AS.debuglog?De=AS.debuglog("s\
tream"):De=function(){};var Rj=sB(),_B=uS(),_o;PB.inherits(Fe,NS);var bS=["error","close","destroy","pause","resume"];function Tj(t,e,r){
if(typeof t.prependListener=="function")return t.prependListener(e,r);!t._events||!t._events[e]?t.on(e,r):Pj(t._events[e])?
t._events[e].unshift(r):t._events[e]=[r,t._events[e]]}function vB(t,e){Yc=Yc||oa(),t=t||{};var r=e instanceof Yc;this.objectMode=
!!t.objectMode,r&&(this.objectMode=this.objectMode||!!t.readableObjectMode);var n=t.highWaterMark,i=t.readableHighWaterMark,
s=this.objectMode?16:16*1024;n||n===0?this.highWaterMark=n:r&&(i||i===0)?this.highWaterMark=i:this.highWaterMark=s,this.
highWaterMark=Math.floor(this.highWaterMark),this.buffer=new Rj,this.length=0,this.pipes=null,this.pipesCount=0,this.flowing=
null,this.ended=!1,this.endEmitted=!1,this.reading=!1,this.sync=!0,this.needReadable=!1,this.emittedReadable=!1,this.readableListening=
!1,this.resumeScheduled=!1,this.destroyed=!1,this.defaultEncoding=t.defaultEncoding||"utf8",this.awaitDrain=0,this.readingMore=
!1,this.decoder=null,this.encoding=null,t.encoding&&(_o||(_o=xS().StringDecoder),this.decoder=new _o(t.encoding),this.encoding=
t.encoding)}function Fe(t){if(Yc=Yc||oa(),!(this instanceof Fe))return new Fe(t);this._readableState=new vB(t,this),this.
readable=!0,t&&(typeof t.read=="function"&&(this._read=t.read),typeof t.destroy=="function"&&(this._destroy=t.destroy)),
NS.call(this)}Object.defineProperty(Fe.prototype,"destroyed",{get:function(){return this._readableState===void 0?!1:this.
_readableState.destroyed},set:function(t){this._readableState&&(this._readableState.destroyed=t)}});Fe.prototype.destroy=
_B.destroy;Fe.prototype._undestroy=_B.undestroy;Fe.prototype._destroy=function(t,e){this.push(null),e(t)};Fe.prototype.push=
function(t,e){var r=this._readableState,n;return r.objectMode?n=!0:typeof t=="string"&&(e=e||r.defaultEncoding,e!==r.encoding&&
(t=Kc.from(t,e),e=""),n=!0),BB(this,t,e,!1,n)};Fe.prototype.unshift=function(t){return BB(this,t,null,!0,!1)};function BB(t,e,r,n,i){
var s=t._readableState;if(e===null)s.reading=!1,Lj(t,s);else{var a;i||(a=Mj(s,e)),a?t.emit("error",a):s.objectMode||e&&e.
length>0?(typeof e!="string"&&!s.objectMode&&Object.getPrototypeOf(e)!==Kc.prototype&&(e=vj(e)),n?s.endEmitted?t.emit("e\
rror",new Error("stream.unshift() after end event")):CS(t,s,e,!0):s.ended?t.emit("error",new Error("stream.push() after \
EOF")):(s.reading=!1,s.decoder&&!r?(e=s.decoder.write(e),s.objectMode||e.length!==0?CS(t,s,e,!1):RB(t,s)):CS(t,s,e,!1))):
n||(s.reading=!1)}return Dj(s)}function CS(t,e,r,n){e.flowing&&e.length===0&&!e.sync?(t.emit("data",r),t.read(0)):(e.length+=
e.objectMode?1:r.length,n?e.buffer.unshift(r):e.buffer.push(r),e.needReadable&&ef(t)),RB(t,e)}function Mj(t,e){var r;return!Bj(
e)&&typeof e!="string"&&e!==void 0&&!t.objectMode&&(r=new TypeError("Invalid non-string/buffer chunk")),r}function Dj(t){
return!t.ended&&(t.needReadable||t.length<t.highWaterMark||t.length===0)}Fe.prototype.isPaused=function(){return this._readableState.
flowing===!1};Fe.prototype.setEncoding=function(t){return _o||(_o=xS().StringDecoder),this._readableState.decoder=new _o(
t),this._readableState.encoding=t,this};var NB=8388608;function Oj(t){return t>=NB?t=NB:(t--,t|=t>>>1,t|=t>>>2,t|=t>>>4,
t|=t>>>8,t|=t>>>16,t++),t}function wB(t,e){return t<=0||e.length===0&&e.ended?0:e.objectMode?1:t!==t?e.flowing&&e.length?
e.buffer.head.data.length:e.length:(t>e.highWaterMark&&(e.highWaterMark=Oj(t)),t<=e.length?t:e.ended?e.length:(e.needReadable=
!0,0))}Fe.prototype.read=function(t){De("read",t),t=parseInt(t,10);var e=this._readableState,r=t;if(t!==0&&(e.emittedReadable=
!1),t===0&&e.needReadable&&(e.length>=e.highWaterMark||e.ended))return De("read: emitReadable",e.length,e.ended),e.length===
0&&e.ended?SS(this):ef(this),null;if(t=wB(t,e),t===0&&e.ended)return e.length===0&&SS(this),null;var n=e.needReadable;De(
"need readable",n),(e.length===0||e.length-t<e.highWaterMark)&&(n=!0,De("length less than watermark",n)),e.ended||e.reading?
(n=!1,De("reading or ended",n)):n&&(De("do read"),e.reading=!0,e.sync=!0,e.length===0&&(e.needReadable=!0),this._read(e.
highWaterMark),e.sync=!1,e.reading||(t=wB(r,e)));var i;return t>0?i=TB(t,e):i=null,i===null?(e.needReadable=!0,t=0):e.length-=
t,e.length===0&&(e.ended||(e.needReadable=!0),r!==t&&e.ended&&SS(this)),i!==null&&this.emit("data",i),i};function Lj(t,e){
if(!e.ended){if(e.decoder){var r=e.decoder.end();r&&r.length&&(e.buffer.push(r),e.length+=e.objectMode?1:r.length)}e.ended=
!0,ef(t)}}function ef(t){var e=t._readableState;e.needReadable=!1,e.emittedReadable||(De("emitReadable",e.flowing),e.emittedReadable=
!0,e.sync?vo.nextTick(EB,t):EB(t))}function EB(t){De("emit readable"),t.emit("readable"),wS(t)}function RB(t,e){e.readingMore||
(e.readingMore=!0,vo.nextTick(kj,t,e))}function kj(t,e){for(var r=e.length;!e.reading&&!e.flowing&&!e.ended&&e.length<e.
highWaterMark&&(De("maybeReadMore read 0"),t.read(0),r!==e.length);)r=e.length;e.readingMore=!1}Fe.prototype._read=function(t){
this.emit("error",new Error("_read() is not implemented"))};Fe.prototype.pipe=function(t,e){var r=this,n=this._readableState;
switch(n.pipesCount){case 0:n.pipes=t;break;case 1:n.pipes=[n.pipes,t];break;default:n.pipes.push(t);break}n.pipesCount+=
1,De("pipe count=%d opts=%j",n.pipesCount,e);var i=(!e||e.end!==!1)&&t!==process.stdout&&t!==process.stderr,s=i?o:b;n.endEmitted?
vo.nextTick(s):r.once("end",s),t.on("unpipe",a);function a(C,E){De("onunpipe"),C===r&&E&&E.hasUnpiped===!1&&(E.hasUnpiped=
!0,u())}function o(){De("onend"),t.end()}var l=zj(r);t.on("drain",l);var c=!1;function u(){De("cleanup"),t.removeListener(
"close",x),t.removeListener("finish",g),t.removeListener("drain",l),t.removeListener("error",p),t.removeListener("unpipe",
a),r.removeListener("end",o),r.removeListener("end",b),r.removeListener("data",m),c=!0,n.awaitDrain&&(!t._writableState||
t._writableState.needDrain)&&l()}var d=!1;r.on("data",m);function m(C){De("ondata"),d=!1;var E=t.write(C);E===!1&&!d&&((n.
pipesCount===1&&n.pipes===t||n.pipesCount>1&&MB(n.pipes,t)!==-1)&&!c&&(De("false write response, pause",n.awaitDrain),n.
awaitDrain++,d=!0),r.pause())}function p(C){De("onerror",C),b(),t.removeListener("error",p),IB(t,"error")===0&&t.emit("e\
rror",C)}Tj(t,"error",p);function x(){t.removeListener("finish",g),b()}t.once("close",x);function g(){De("onfinish"),t.removeListener(
"close",x),b()}t.once("finish",g);function b(){De("unpipe"),r.unpipe(t)}return t.emit("pipe",r),n.flowing||(De("pipe res\
ume"),r.resume()),t};function zj(t){return function(){var e=t._readableState;De("pipeOnDrain",e.awaitDrain),e.awaitDrain&&
e.awaitDrain--,e.awaitDrain===0&&IB(t,"data")&&(e.flowing=!0,wS(t))}}Fe.prototype.unpipe=function(t){var e=this._readableState,
r={hasUnpiped:!1};if(e.pipesCount===0)return this;if(e.pipesCount===1)return t&&t!==e.pipes?this:(t||(t=e.pipes),e.pipes=
null,e.pipesCount=0,e.flowing=!1,t&&t.emit("unpipe",this,r),this);if(!t){var n=e.pipes,i=e.pipesCount;e.pipes=null,e.pipesCount=
0,e.flowing=!1;for(var s=0;s<i;s++)n[s].emit("unpipe",this,{hasUnpiped:!1});return this}var a=MB(e.pipes,t);return a===-1?
this:(e.pipes.splice(a,1),e.pipesCount-=1,e.pipesCount===1&&(e.pipes=e.pipes[0]),t.emit("unpipe",this,r),this)};Fe.prototype.
on=function(t,e){var r=NS.prototype.on.call(this,t,e);if(t==="data")this._readableState.flowing!==!1&&this.resume();else if(t===
"readable"){var n=this._readableState;!n.endEmitted&&!n.readableListening&&(n.readableListening=n.needReadable=!0,n.emittedReadable=
!1,n.reading?n.length&&ef(this):vo.nextTick(Fj,this))}return r};Fe.prototype.addListener=Fe.prototype.on;function Fj(t){
De("readable nexttick read 0"),t.read(0)}Fe.prototype.resume=function(){var t=this._readableState;return t.flowing||(De(
"resume"),t.flowing=!0,qj(this,t)),this};function qj(t,e){e.resumeScheduled||(e.resumeScheduled=!0,vo.nextTick(Uj,t,e))}
function Uj(t,e){e.reading||(De("resume read 0"),t.read(0)),e.resumeScheduled=!1,e.awaitDrain=0,t.emit("resume"),wS(t),e.
flowing&&!e.reading&&t.read(0)}Fe.prototype.pause=function(){return De("call pause flowing=%j",this._readableState.flowing),
this._readableState.flowing!==!1&&(De("pause"),this._readableState.flowing=!1,this.emit("pause")),this};function wS(t){var e=t.
_readableState;for(De("flow",e.flowing);e.flowing&&t.read()!==null;);}Fe.prototype.wrap=function(t){var e=this,r=this._readableState,
n=!1;t.on("end",function(){if(De("wrapped end"),r.decoder&&!r.ended){var a=r.decoder.end();a&&a.length&&e.push(a)}e.push(
null)}),t.on("data",function(a){if(De("wrapped data"),r.decoder&&(a=r.decoder.write(a)),!(r.objectMode&&a==null)&&!(!r.objectMode&&
(!a||!a.length))){var o=e.push(a);o||(n=!0,t.pause())}});for(var i in t)this[i]===void 0&&typeof t[i]=="function"&&(this[i]=
(function(a){return function(){return t[a].apply(t,arguments)}})(i));for(var s=0;s<bS.length;s++)t.on(bS[s],this.emit.bind(
this,bS[s]));return this._read=function(a){De("wrapped _read",a),n&&(n=!1,t.resume())},this};Object.defineProperty(Fe.prototype,
"readableHighWaterMark",{enumerable:!1,get:function(){return this._readableState.highWaterMark}});Fe._fromList=TB;function TB(t,e){
if(e.length===0)return null;var r;return e.objectMode?r=e.buffer.shift():!t||t>=e.length?(e.decoder?r=e.buffer.join(""):
e.buffer.length===1?r=e.buffer.head.data:r=e.buffer.concat(e.length),e.buffer.clear()):r=Hj(t,e.buffer,e.decoder),r}function Hj(t,e,r){
var n;return t<e.head.data.length?(n=e.head.data.slice(0,t),e.head.data=e.head.data.slice(t)):t===e.head.data.length?n=e.
shift():n=r?Qj(t,e):Gj(t,e),n}function Qj(t,e){var r=e.head,n=1,i=r.data;for(t-=i.length;r=r.next;){var s=r.data,a=t>s.length?
s.length:t;if(a===s.length?i+=s:i+=s.slice(0,t),t-=a,t===0){a===s.length?(++n,r.next?e.head=r.next:e.head=e.tail=null):(e.
head=r,r.data=s.slice(a));break}++n}return e.length-=n,i}function Gj(t,e){var r=Kc.allocUnsafe(t),n=e.head,i=1;for(n.data.
copy(r),t-=n.data.length;n=n.next;){var s=n.data,a=t>s.length?s.length:t;if(s.copy(r,r.length-t,0,a),t-=a,t===0){a===s.length?
(++i,n.next?e.head=n.next:e.head=e.tail=null):(e.head=n,n.data=s.slice(a));break}++i}return e.length-=i,r}function SS(t){
var e=t._readableState;if(e.length>0)throw new Error('"endReadable()" called on non-empty stream');e.endEmitted||(e.ended=
!0,vo.nextTick(jj,e,t))}function jj(t,e){!t.endEmitted&&t.length===0&&(t.endEmitted=!0,e.readable=!1,e.emit("end"))}function MB(t,e){
for(var r=0,n=t.length;r<n;r++)if(t[r]===e)return r;return-1}});var ES=S((ewe,kB)=>{"use strict";kB.exports=wi;var tf=oa(),LB=Object.create(Eo());LB.inherits=Io();LB.inherits(wi,tf);function Wj(t,e){
var r=this._transformState;r.transforming=!1;var n=r.writecb;if(!n)return this.emit("error",new Error("write callback ca\
lled multiple times"));r.writechunk=null,r.writecb=null,e!=null&&this.push(e),n(t);var i=this._readableState;i.reading=!1,
(i.needReadable||i.length<i.highWaterMark)&&this._read(i.highWaterMark)}function wi(t){if(!(this instanceof wi))return new wi(
t);tf.call(this,t),this._transformState={afterTransform:Wj.bind(this),needTransform:!1,transforming:!1,writecb:null,writechunk:null,
writeencoding:null},this._readableState.needReadable=!0,this._readableState.sync=!1,t&&(typeof t.transform=="function"&&
(this._transform=t.transform),typeof t.flush=="function"&&(this._flush=t.flush)),this.on("prefinish",Yj)}function Yj(){var t=this;
typeof this._flush=="function"?this._flush(function(e,r){OB(t,e,r)}):OB(this,null,null)}wi.prototype.push=function(t,e){
return this._transformState.needTransform=!1,tf.prototype.push.call(this,t,e)};wi.prototype._transform=function(t,e,r){throw new Error(
"_transform() is not implemented")};wi.prototype._write=function(t,e,r){var n=this._transformState;if(n.writecb=r,n.writechunk=
t,n.writeencoding=e,!n.transforming){var i=this._readableState;(n.needTransform||i.needReadable||i.length<i.highWaterMark)&&
this._read(i.highWaterMark)}};wi.prototype._read=function(t){var e=this._transformState;e.writechunk!==null&&e.writecb&&
!e.transforming?(e.transforming=!0,this._transform(e.writechunk,e.writeencoding,e.afterTransform)):e.needTransform=!0};wi.
prototype._destroy=function(t,e){var r=this;tf.prototype._destroy.call(this,t,function(n){e(n),r.emit("close")})};function OB(t,e,r){
if(e)return t.emit("error",e);if(r!=null&&t.push(r),t._writableState.length)throw new Error("Calling transform done when\
 ws.length != 0");if(t._transformState.transforming)throw new Error("Calling transform done when still transforming");return t.
push(null)}});var UB=S((twe,qB)=>{"use strict";qB.exports=$c;var zB=ES(),FB=Object.create(Eo());FB.inherits=Io();FB.inherits($c,zB);function $c(t){
if(!(this instanceof $c))return new $c(t);zB.call(this,t)}$c.prototype._transform=function(t,e,r){r(null,t)}});var HB=S((Tt,rf)=>{var Un=j("stream");process.env.READABLE_STREAM==="disable"&&Un?(rf.exports=Un,Tt=rf.exports=Un.Readable,
Tt.Readable=Un.Readable,Tt.Writable=Un.Writable,Tt.Duplex=Un.Duplex,Tt.Transform=Un.Transform,Tt.PassThrough=Un.PassThrough,
Tt.Stream=Un):(Tt=rf.exports=hS(),Tt.Stream=Un||Tt,Tt.Readable=Tt,Tt.Writable=mS(),Tt.Duplex=oa(),Tt.Transform=ES(),Tt.PassThrough=
UB())});var GB=S((rwe,QB)=>{QB.exports=HB().PassThrough});var KB=S((nwe,YB)=>{var jB=j("util"),af=GB();YB.exports={Readable:nf,Writable:sf};jB.inherits(nf,af);jB.inherits(sf,af);
function WB(t,e,r){t[e]=function(){return delete t[e],r.apply(this,arguments),this[e].apply(this,arguments)}}function nf(t,e){
if(!(this instanceof nf))return new nf(t,e);af.call(this,e),WB(this,"_read",function(){var r=t.call(this,e),n=this.emit.
bind(this,"error");r.on("error",n),r.pipe(this)}),this.emit("readable")}function sf(t,e){if(!(this instanceof sf))return new sf(
t,e);af.call(this,e),WB(this,"_write",function(){var r=t.call(this,e),n=this.emit.bind(this,"error");r.on("error",n),this.
pipe(r)}),this.emit("writable")}});var IS=S((iwe,$B)=>{$B.exports=function(t,e){if(typeof t!="string")throw new TypeError("expected path to be a string");if(t===
"\\"||t==="/")return"/";var r=t.length;if(r<=1)return t;var n="";if(r>4&&t[3]==="\\"){var i=t[2];(i==="?"||i===".")&&t.slice(
0,2)==="\\\\"&&(t=t.slice(2),n="//")}var s=t.split(/[/\\]+/);return e!==!1&&s[s.length-1]===""&&s.pop(),n+s.join("/")}});var PS=S((swe,XB)=>{function Kj(t){return t}XB.exports=Kj});var VB=S((awe,JB)=>{function $j(t,e,r){switch(r.length){case 0:return t.call(e);case 1:return t.call(e,r[0]);case 2:return t.
call(e,r[0],r[1]);case 3:return t.call(e,r[0],r[1],r[2])}return t.apply(e,r)}JB.exports=$j});var tR=S((owe,eR)=>{var Xj=VB(),ZB=Math.max;function Jj(t,e,r){return e=ZB(e===void 0?t.length-1:e,0),function(){for(var n=arguments,
i=-1,s=ZB(n.length-e,0),a=Array(s);++i<s;)a[i]=n[e+i];i=-1;for(var o=Array(e+1);++i<e;)o[i]=n[i];return o[e]=r(a),Xj(t,this,
o)}}eR.exports=Jj});var nR=S((lwe,rR)=>{function Vj(t){return function(){return t}}rR.exports=Vj});var _S=S((cwe,iR)=>{var Zj=typeof global=="object"&&global&&global.Object===Object&&global;iR.exports=Zj});var Bo=S((uwe,sR)=>{var e8=_S(),t8=typeof self=="object"&&self&&self.Object===Object&&self,r8=e8||t8||Function("return t\
his")();sR.exports=r8});var of=S((dwe,aR)=>{var n8=Bo(),i8=n8.Symbol;aR.exports=i8});var uR=S((mwe,cR)=>{var oR=of(),lR=Object.prototype,s8=lR.hasOwnProperty,a8=lR.toString,Xc=oR?oR.toStringTag:void 0;function o8(t){
var e=s8.call(t,Xc),r=t[Xc];try{t[Xc]=void 0;var n=!0}catch{}var i=a8.call(t);return n&&(e?t[Xc]=r:delete t[Xc]),i}cR.exports=
o8});var mR=S((pwe,dR)=>{var l8=Object.prototype,c8=l8.toString;function u8(t){return c8.call(t)}dR.exports=u8});var Jc=S((fwe,hR)=>{var pR=of(),d8=uR(),m8=mR(),p8="[object Null]",f8="[object Undefined]",fR=pR?pR.toStringTag:void 0;function h8(t){
return t==null?t===void 0?f8:p8:fR&&fR in Object(t)?d8(t):m8(t)}hR.exports=h8});var Vc=S((hwe,gR)=>{function g8(t){var e=typeof t;return t!=null&&(e=="object"||e=="function")}gR.exports=g8});var vS=S((gwe,yR)=>{var y8=Jc(),x8=Vc(),A8="[object AsyncFunction]",b8="[object Function]",C8="[object GeneratorFunction\
]",S8="[object Proxy]";function N8(t){if(!x8(t))return!1;var e=y8(t);return e==b8||e==C8||e==A8||e==S8}yR.exports=N8});var AR=S((ywe,xR)=>{var w8=Bo(),E8=w8["__core-js_shared__"];xR.exports=E8});var SR=S((xwe,CR)=>{var BS=AR(),bR=(function(){var t=/[^.]+$/.exec(BS&&BS.keys&&BS.keys.IE_PROTO||"");return t?"Symbol(s\
rc)_1."+t:""})();function I8(t){return!!bR&&bR in t}CR.exports=I8});var wR=S((Awe,NR)=>{var P8=Function.prototype,_8=P8.toString;function v8(t){if(t!=null){try{return _8.call(t)}catch{}try{
return t+""}catch{}}return""}NR.exports=v8});var IR=S((bwe,ER)=>{var B8=vS(),R8=SR(),T8=Vc(),M8=wR(),D8=/[\\^$.*+?()[\]{}|]/g,O8=/^\[object .+?Constructor\]$/,L8=Function.
prototype,k8=Object.prototype,z8=L8.toString,F8=k8.hasOwnProperty,q8=RegExp("^"+z8.call(F8).replace(D8,"\\$&").replace(/hasOwnProperty|(function).*?(?=\\\()| for .+?(?=\\\])/g,
"$1.*?")+"$");function U8(t){if(!T8(t)||R8(t))return!1;var e=B8(t)?q8:O8;return e.test(M8(t))}ER.exports=U8});var _R=S((Cwe,PR)=>{function H8(t,e){return t?.[e]}PR.exports=H8});var Zc=S((Swe,vR)=>{var Q8=IR(),G8=_R();function j8(t,e){var r=G8(t,e);return Q8(r)?r:void 0}vR.exports=j8});var RR=S((Nwe,BR)=>{var W8=Zc(),Y8=(function(){try{var t=W8(Object,"defineProperty");return t({},"",{}),t}catch{}})();BR.
exports=Y8});var DR=S((wwe,MR)=>{var K8=nR(),TR=RR(),$8=PS(),X8=TR?function(t,e){return TR(t,"toString",{configurable:!0,enumerable:!1,
value:K8(e),writable:!0})}:$8;MR.exports=X8});var LR=S((Ewe,OR)=>{var J8=800,V8=16,Z8=Date.now;function eW(t){var e=0,r=0;return function(){var n=Z8(),i=V8-(n-r);if(r=
n,i>0){if(++e>=J8)return arguments[0]}else e=0;return t.apply(void 0,arguments)}}OR.exports=eW});var zR=S((Iwe,kR)=>{var tW=DR(),rW=LR(),nW=rW(tW);kR.exports=nW});var lf=S((Pwe,FR)=>{var iW=PS(),sW=tR(),aW=zR();function oW(t,e){return aW(sW(t,e,iW),t+"")}FR.exports=oW});var cf=S((_we,qR)=>{function lW(t,e){return t===e||t!==t&&e!==e}qR.exports=lW});var RS=S((vwe,UR)=>{var cW=9007199254740991;function uW(t){return typeof t=="number"&&t>-1&&t%1==0&&t<=cW}UR.exports=uW});var uf=S((Bwe,HR)=>{var dW=vS(),mW=RS();function pW(t){return t!=null&&mW(t.length)&&!dW(t)}HR.exports=pW});var TS=S((Rwe,QR)=>{var fW=9007199254740991,hW=/^(?:0|[1-9]\d*)$/;function gW(t,e){var r=typeof t;return e=e??fW,!!e&&(r==
"number"||r!="symbol"&&hW.test(t))&&t>-1&&t%1==0&&t<e}QR.exports=gW});var jR=S((Twe,GR)=>{var yW=cf(),xW=uf(),AW=TS(),bW=Vc();function CW(t,e,r){if(!bW(r))return!1;var n=typeof e;return(n=="\
number"?xW(r)&&AW(e,r.length):n=="string"&&e in r)?yW(r[e],t):!1}GR.exports=CW});var YR=S((Mwe,WR)=>{function SW(t,e){for(var r=-1,n=Array(t);++r<t;)n[r]=e(r);return n}WR.exports=SW});var Ro=S((Dwe,KR)=>{function NW(t){return t!=null&&typeof t=="object"}KR.exports=NW});var XR=S((Owe,$R)=>{var wW=Jc(),EW=Ro(),IW="[object Arguments]";function PW(t){return EW(t)&&wW(t)==IW}$R.exports=PW});var MS=S((Lwe,ZR)=>{var JR=XR(),_W=Ro(),VR=Object.prototype,vW=VR.hasOwnProperty,BW=VR.propertyIsEnumerable,RW=JR((function(){
return arguments})())?JR:function(t){return _W(t)&&vW.call(t,"callee")&&!BW.call(t,"callee")};ZR.exports=RW});var DS=S((kwe,eT)=>{var TW=Array.isArray;eT.exports=TW});var rT=S((zwe,tT)=>{function MW(){return!1}tT.exports=MW});var aT=S((eu,To)=>{var DW=Bo(),OW=rT(),sT=typeof eu=="object"&&eu&&!eu.nodeType&&eu,nT=sT&&typeof To=="object"&&To&&!To.
nodeType&&To,LW=nT&&nT.exports===sT,iT=LW?DW.Buffer:void 0,kW=iT?iT.isBuffer:void 0,zW=kW||OW;To.exports=zW});var lT=S((Fwe,oT)=>{var FW=Jc(),qW=RS(),UW=Ro(),HW="[object Arguments]",QW="[object Array]",GW="[object Boolean]",jW="[o\
bject Date]",WW="[object Error]",YW="[object Function]",KW="[object Map]",$W="[object Number]",XW="[object Object]",JW="\
[object RegExp]",VW="[object Set]",ZW="[object String]",e5="[object WeakMap]",t5="[object ArrayBuffer]",r5="[object Data\
View]",n5="[object Float32Array]",i5="[object Float64Array]",s5="[object Int8Array]",a5="[object Int16Array]",o5="[objec\
t Int32Array]",l5="[object Uint8Array]",c5="[object Uint8ClampedArray]",u5="[object Uint16Array]",d5="[object Uint32Arra\
y]",qe={};qe[n5]=qe[i5]=qe[s5]=qe[a5]=qe[o5]=qe[l5]=qe[c5]=qe[u5]=qe[d5]=!0;qe[HW]=qe[QW]=qe[t5]=qe[GW]=qe[r5]=qe[jW]=qe[WW]=
qe[YW]=qe[KW]=qe[$W]=qe[XW]=qe[JW]=qe[VW]=qe[ZW]=qe[e5]=!1;function m5(t){return UW(t)&&qW(t.length)&&!!qe[FW(t)]}oT.exports=
m5});var OS=S((qwe,cT)=>{function p5(t){return function(e){return t(e)}}cT.exports=p5});var dT=S((tu,Mo)=>{var f5=_S(),uT=typeof tu=="object"&&tu&&!tu.nodeType&&tu,ru=uT&&typeof Mo=="object"&&Mo&&!Mo.nodeType&&
Mo,h5=ru&&ru.exports===uT,LS=h5&&f5.process,g5=(function(){try{var t=ru&&ru.require&&ru.require("util").types;return t||
LS&&LS.binding&&LS.binding("util")}catch{}})();Mo.exports=g5});var hT=S((Uwe,fT)=>{var y5=lT(),x5=OS(),mT=dT(),pT=mT&&mT.isTypedArray,A5=pT?x5(pT):y5;fT.exports=A5});var yT=S((Hwe,gT)=>{var b5=YR(),C5=MS(),S5=DS(),N5=aT(),w5=TS(),E5=hT(),I5=Object.prototype,P5=I5.hasOwnProperty;function _5(t,e){
var r=S5(t),n=!r&&C5(t),i=!r&&!n&&N5(t),s=!r&&!n&&!i&&E5(t),a=r||n||i||s,o=a?b5(t.length,String):[],l=o.length;for(var c in t)
(e||P5.call(t,c))&&!(a&&(c=="length"||i&&(c=="offset"||c=="parent")||s&&(c=="buffer"||c=="byteLength"||c=="byteOffset")||
w5(c,l)))&&o.push(c);return o}gT.exports=_5});var AT=S((Qwe,xT)=>{var v5=Object.prototype;function B5(t){var e=t&&t.constructor,r=typeof e=="function"&&e.prototype||v5;
return t===r}xT.exports=B5});var CT=S((Gwe,bT)=>{function R5(t){var e=[];if(t!=null)for(var r in Object(t))e.push(r);return e}bT.exports=R5});var NT=S((jwe,ST)=>{var T5=Vc(),M5=AT(),D5=CT(),O5=Object.prototype,L5=O5.hasOwnProperty;function k5(t){if(!T5(t))return D5(
t);var e=M5(t),r=[];for(var n in t)n=="constructor"&&(e||!L5.call(t,n))||r.push(n);return r}ST.exports=k5});var ET=S((Wwe,wT)=>{var z5=yT(),F5=NT(),q5=uf();function U5(t){return q5(t)?z5(t,!0):F5(t)}wT.exports=U5});var _T=S((Ywe,PT)=>{var H5=lf(),Q5=cf(),G5=jR(),j5=ET(),IT=Object.prototype,W5=IT.hasOwnProperty,Y5=H5(function(t,e){t=Object(
t);var r=-1,n=e.length,i=n>2?e[2]:void 0;for(i&&G5(e[0],e[1],i)&&(n=1);++r<n;)for(var s=e[r],a=j5(s),o=-1,l=a.length;++o<
l;){var c=a[o],u=t[c];(u===void 0||Q5(u,IT[c])&&!W5.call(t,c))&&(t[c]=s[c])}return t});PT.exports=Y5});var We=S((Kwe,vT)=>{"use strict";var kS=class extends Error{constructor(e){if(!Array.isArray(e))throw new TypeError(`Exp\
ected input to be an Array, got ${typeof e}`);let r="";for(let n=0;n<e.length;n++)r+=`    ${e[n].stack}
`;super(r),this.name="AggregateError",this.errors=e}};vT.exports={AggregateError:kS,ArrayIsArray(t){return Array.isArray(
t)},ArrayPrototypeIncludes(t,e){return t.includes(e)},ArrayPrototypeIndexOf(t,e){return t.indexOf(e)},ArrayPrototypeJoin(t,e){
return t.join(e)},ArrayPrototypeMap(t,e){return t.map(e)},ArrayPrototypePop(t,e){return t.pop(e)},ArrayPrototypePush(t,e){
return t.push(e)},ArrayPrototypeSlice(t,e,r){return t.slice(e,r)},Error,FunctionPrototypeCall(t,e,...r){return t.call(e,
...r)},FunctionPrototypeSymbolHasInstance(t,e){return Function.prototype[Symbol.hasInstance].call(t,e)},MathFloor:Math.floor,
Number,NumberIsInteger:Number.isInteger,NumberIsNaN:Number.isNaN,NumberMAX_SAFE_INTEGER:Number.MAX_SAFE_INTEGER,NumberMIN_SAFE_INTEGER:Number.
MIN_SAFE_INTEGER,NumberParseInt:Number.parseInt,ObjectDefineProperties(t,e){return Object.defineProperties(t,e)},ObjectDefineProperty(t,e,r){
return Object.defineProperty(t,e,r)},ObjectGetOwnPropertyDescriptor(t,e){return Object.getOwnPropertyDescriptor(t,e)},ObjectKeys(t){
return Object.keys(t)},ObjectSetPrototypeOf(t,e){return Object.setPrototypeOf(t,e)},Promise,PromisePrototypeCatch(t,e){return t.
catch(e)},PromisePrototypeThen(t,e,r){return t.then(e,r)},PromiseReject(t){return Promise.reject(t)},PromiseResolve(t){return Promise.
resolve(t)},ReflectApply:Reflect.apply,RegExpPrototypeTest(t,e){return t.test(e)},SafeSet:Set,String,StringPrototypeSlice(t,e,r){
return t.slice(e,r)},StringPrototypeToLowerCase(t){return t.toLowerCase()},StringPrototypeToUpperCase(t){return t.toUpperCase()},
StringPrototypeTrim(t){return t.trim()},Symbol,SymbolFor:Symbol.for,SymbolAsyncIterator:Symbol.asyncIterator,SymbolHasInstance:Symbol.
hasInstance,SymbolIterator:Symbol.iterator,SymbolDispose:Symbol.dispose||Symbol("Symbol.dispose"),SymbolAsyncDispose:Symbol.
asyncDispose||Symbol("Symbol.asyncDispose"),TypedArrayPrototypeSet(t,e,r){return t.set(e,r)},Boolean,Uint8Array}});var zS=S(($we,BT)=>{"use strict";BT.exports={format(t,...e){return t.replace(/%([sdifj])/g,function(...[r,n]){let i=e.shift();
return n==="f"?i.toFixed(6):n==="j"?JSON.stringify(i):n==="s"&&typeof i=="object"?`${i.constructor!==Object?i.constructor.
name:""} {}`.trim():i.toString()})},inspect(t){switch(typeof t){case"string":if(t.includes("'"))if(t.includes('"')){if(!t.
includes("`")&&!t.includes("${"))return`\`${t}\``}else return`"${t}"`;return`'${t}'`;case"number":return isNaN(t)?"NaN":
Object.is(t,-0)?String(t):t;case"bigint":return`${String(t)}n`;case"boolean":case"undefined":return String(t);case"objec\
t":return"{}"}}}});var Ft=S((Xwe,MT)=>{"use strict";var{format:K5,inspect:df}=zS(),{AggregateError:$5}=We(),X5=globalThis.AggregateError||$5,
J5=Symbol("kIsNodeError"),V5=["string","function","number","object","Function","Object","boolean","bigint","symbol"],Z5=/^([A-Z][a-z0-9]*)+$/,
eY="__node_internal_",mf={};function la(t,e){if(!t)throw new mf.ERR_INTERNAL_ASSERTION(e)}function RT(t){let e="",r=t.length,
n=t[0]==="-"?1:0;for(;r>=n+4;r-=3)e=`_${t.slice(r-3,r)}${e}`;return`${t.slice(0,r)}${e}`}function tY(t,e,r){if(typeof e==
"function")return la(e.length<=r.length,`Code: ${t}; The provided arguments length (${r.length}) does not match the requ\
ired ones (${e.length}).`),e(...r);let n=(e.match(/%[dfijoOs]/g)||[]).length;return la(n===r.length,`Code: ${t}; The pro\
vided arguments length (${r.length}) does not match the required ones (${n}).`),r.length===0?e:K5(e,...r)}function Mt(t,e,r){
r||(r=Error);class n extends r{constructor(...s){super(tY(t,e,s))}toString(){return`${this.name} [${t}]: ${this.message}`}}
Object.defineProperties(n.prototype,{name:{value:r.name,writable:!0,enumerable:!1,configurable:!0},toString:{value(){return`${this.
name} [${t}]: ${this.message}`},writable:!0,enumerable:!1,configurable:!0}}),n.prototype.code=t,n.prototype[J5]=!0,mf[t]=
n}function TT(t){let e=eY+t.name;return Object.defineProperty(t,"name",{value:e}),t}function rY(t,e){if(t&&e&&t!==e){if(Array.
isArray(e.errors))return e.errors.push(t),e;let r=new X5([e,t],e.message);return r.code=e.code,r}return t||e}var FS=class extends Error{constructor(e="\
The operation was aborted",r=void 0){if(r!==void 0&&typeof r!="object")throw new mf.ERR_INVALID_ARG_TYPE("options","Obje\
ct",r);super(e,r),this.code="ABORT_ERR",this.name="AbortError"}};Mt("ERR_ASSERTION","%s",Error);Mt("ERR_INVALID_ARG_TYPE",
(t,e,r)=>{la(typeof t=="string","'name' must be a string"),Array.isArray(e)||(e=[e]);let n="The ";t.endsWith(" argument")?
n+=`${t} `:n+=`"${t}" ${t.includes(".")?"property":"argument"} `,n+="must be ";let i=[],s=[],a=[];for(let l of e)la(typeof l==
"string","All expected entries have to be of type string"),V5.includes(l)?i.push(l.toLowerCase()):Z5.test(l)?s.push(l):(la(
l!=="object",'The value "object" should be written as "Object"'),a.push(l));if(s.length>0){let l=i.indexOf("object");l!==
-1&&(i.splice(i,l,1),s.push("Object"))}if(i.length>0){switch(i.length){case 1:n+=`of type ${i[0]}`;break;case 2:n+=`one \
of type ${i[0]} or ${i[1]}`;break;default:{let l=i.pop();n+=`one of type ${i.join(", ")}, or ${l}`}}(s.length>0||a.length>
0)&&(n+=" or ")}if(s.length>0){switch(s.length){case 1:n+=`an instance of ${s[0]}`;break;case 2:n+=`an instance of ${s[0]}\
 or ${s[1]}`;break;default:{let l=s.pop();n+=`an instance of ${s.join(", ")}, or ${l}`}}a.length>0&&(n+=" or ")}switch(a.
length){case 0:break;case 1:a[0].toLowerCase()!==a[0]&&(n+="an "),n+=`${a[0]}`;break;case 2:n+=`one of ${a[0]} or ${a[1]}`;
break;default:{let l=a.pop();n+=`one of ${a.join(", ")}, or ${l}`}}if(r==null)n+=`. Received ${r}`;else if(typeof r=="fu\
nction"&&r.name)n+=`. Received function ${r.name}`;else if(typeof r=="object"){var o;if((o=r.constructor)!==null&&o!==void 0&&
o.name)n+=`. Received an instance of ${r.constructor.name}`;else{let l=df(r,{depth:-1});n+=`. Received ${l}`}}else{let l=df(
r,{colors:!1});l.length>25&&(l=`${l.slice(0,25)}...`),n+=`. Received type ${typeof r} (${l})`}return n},TypeError);Mt("E\
RR_INVALID_ARG_VALUE",(t,e,r="is invalid")=>{let n=df(e);return n.length>128&&(n=n.slice(0,128)+"..."),`The ${t.includes(
".")?"property":"argument"} '${t}' ${r}. Received ${n}`},TypeError);Mt("ERR_INVALID_RETURN_VALUE",(t,e,r)=>{var n;let i=r!=
null&&(n=r.constructor)!==null&&n!==void 0&&n.name?`instance of ${r.constructor.name}`:`type ${typeof r}`;return`Expecte\
d ${t} to be returned from the "${e}" function but got ${i}.`},TypeError);Mt("ERR_MISSING_ARGS",(...t)=>{la(t.length>0,"\
At least one arg needs to be specified");let e,r=t.length;switch(t=(Array.isArray(t)?t:[t]).map(n=>`"${n}"`).join(" or "),
r){case 1:e+=`The ${t[0]} argument`;break;case 2:e+=`The ${t[0]} and ${t[1]} arguments`;break;default:{let n=t.pop();e+=
`The ${t.join(", ")}, and ${n} arguments`}break}return`${e} must be specified`},TypeError);Mt("ERR_OUT_OF_RANGE",(t,e,r)=>{
la(e,'Missing "range" argument');let n;if(Number.isInteger(r)&&Math.abs(r)>2**32)n=RT(String(r));else if(typeof r=="bigi\
nt"){n=String(r);let i=BigInt(2)**BigInt(32);(r>i||r<-i)&&(n=RT(n)),n+="n"}else n=df(r);return`The value of "${t}" is ou\
t of range. It must be ${e}. Received ${n}`},RangeError);Mt("ERR_MULTIPLE_CALLBACK","Callback called multiple times",Error);
Mt("ERR_METHOD_NOT_IMPLEMENTED","The %s method is not implemented",Error);Mt("ERR_STREAM_ALREADY_FINISHED","Cannot call \
%s after a stream was finished",Error);Mt("ERR_STREAM_CANNOT_PIPE","Cannot pipe, not readable",Error);Mt("ERR_STREAM_DES\
TROYED","Cannot call %s after a stream was destroyed",Error);Mt("ERR_STREAM_NULL_VALUES","May not write null values to s\
tream",TypeError);Mt("ERR_STREAM_PREMATURE_CLOSE","Premature close",Error);Mt("ERR_STREAM_PUSH_AFTER_EOF","stream.push()\
 after EOF",Error);Mt("ERR_STREAM_UNSHIFT_AFTER_END_EVENT","stream.unshift() after end event",Error);Mt("ERR_STREAM_WRIT\
E_AFTER_END","write after end",Error);Mt("ERR_UNKNOWN_ENCODING","Unknown encoding: %s",TypeError);MT.exports={AbortError:FS,
aggregateTwoErrors:TT(rY),hideStackFrames:TT,codes:mf}});var QT=S((su,iu)=>{"use strict";Object.defineProperty(su,"__esModule",{value:!0});var FT=new WeakMap,qS=new WeakMap;function Ue(t){
let e=FT.get(t);return console.assert(e!=null,"'this' is expected an Event object, but got",t),e}function DT(t){if(t.passiveListener!=
null){typeof console<"u"&&typeof console.error=="function"&&console.error("Unable to preventDefault inside passive event\
 listener invocation.",t.passiveListener);return}t.event.cancelable&&(t.canceled=!0,typeof t.event.preventDefault=="func\
tion"&&t.event.preventDefault())}function Do(t,e){FT.set(this,{eventTarget:t,event:e,eventPhase:2,currentTarget:t,canceled:!1,
stopped:!1,immediateStopped:!1,passiveListener:null,timeStamp:e.timeStamp||Date.now()}),Object.defineProperty(this,"isTr\
usted",{value:!1,enumerable:!0});let r=Object.keys(e);for(let n=0;n<r.length;++n){let i=r[n];i in this||Object.defineProperty(
this,i,qT(i))}}Do.prototype={get type(){return Ue(this).event.type},get target(){return Ue(this).eventTarget},get currentTarget(){
return Ue(this).currentTarget},composedPath(){let t=Ue(this).currentTarget;return t==null?[]:[t]},get NONE(){return 0},get CAPTURING_PHASE(){
return 1},get AT_TARGET(){return 2},get BUBBLING_PHASE(){return 3},get eventPhase(){return Ue(this).eventPhase},stopPropagation(){
let t=Ue(this);t.stopped=!0,typeof t.event.stopPropagation=="function"&&t.event.stopPropagation()},stopImmediatePropagation(){
let t=Ue(this);t.stopped=!0,t.immediateStopped=!0,typeof t.event.stopImmediatePropagation=="function"&&t.event.stopImmediatePropagation()},
get bubbles(){return!!Ue(this).event.bubbles},get cancelable(){return!!Ue(this).event.cancelable},preventDefault(){DT(Ue(
this))},get defaultPrevented(){return Ue(this).canceled},get composed(){return!!Ue(this).event.composed},get timeStamp(){
return Ue(this).timeStamp},get srcElement(){return Ue(this).eventTarget},get cancelBubble(){return Ue(this).stopped},set cancelBubble(t){
if(!t)return;let e=Ue(this);e.stopped=!0,typeof e.event.cancelBubble=="boolean"&&(e.event.cancelBubble=!0)},get returnValue(){
return!Ue(this).canceled},set returnValue(t){t||DT(Ue(this))},initEvent(){}};Object.defineProperty(Do.prototype,"constru\
ctor",{value:Do,configurable:!0,writable:!0});typeof window<"u"&&typeof window.Event<"u"&&(Object.setPrototypeOf(Do.prototype,
window.Event.prototype),qS.set(window.Event.prototype,Do));function qT(t){return{get(){return Ue(this).event[t]},set(e){
Ue(this).event[t]=e},configurable:!0,enumerable:!0}}function nY(t){return{value(){let e=Ue(this).event;return e[t].apply(
e,arguments)},configurable:!0,enumerable:!0}}function iY(t,e){let r=Object.keys(e);if(r.length===0)return t;function n(i,s){
t.call(this,i,s)}n.prototype=Object.create(t.prototype,{constructor:{value:n,configurable:!0,writable:!0}});for(let i=0;i<
r.length;++i){let s=r[i];if(!(s in t.prototype)){let o=typeof Object.getOwnPropertyDescriptor(e,s).value=="function";Object.
defineProperty(n.prototype,s,o?nY(s):qT(s))}}return n}function UT(t){if(t==null||t===Object.prototype)return Do;let e=qS.
get(t);return e==null&&(e=iY(UT(Object.getPrototypeOf(t)),t),qS.set(t,e)),e}function sY(t,e){let r=UT(Object.getPrototypeOf(
e));return new r(t,e)}function aY(t){return Ue(t).immediateStopped}function oY(t,e){Ue(t).eventPhase=e}function lY(t,e){
Ue(t).currentTarget=e}function OT(t,e){Ue(t).passiveListener=e}var HT=new WeakMap,LT=1,kT=2,pf=3;function ff(t){return t!==
null&&typeof t=="object"}function nu(t){let e=HT.get(t);if(e==null)throw new TypeError("'this' is expected an EventTarge\
t object, but got another value.");return e}function cY(t){return{get(){let r=nu(this).get(t);for(;r!=null;){if(r.listenerType===
pf)return r.listener;r=r.next}return null},set(e){typeof e!="function"&&!ff(e)&&(e=null);let r=nu(this),n=null,i=r.get(t);
for(;i!=null;)i.listenerType===pf?n!==null?n.next=i.next:i.next!==null?r.set(t,i.next):r.delete(t):n=i,i=i.next;if(e!==null){
let s={listener:e,listenerType:pf,passive:!1,once:!1,next:null};n===null?r.set(t,s):n.next=s}},configurable:!0,enumerable:!0}}
function US(t,e){Object.defineProperty(t,`on${e}`,cY(e))}function zT(t){function e(){an.call(this)}e.prototype=Object.create(
an.prototype,{constructor:{value:e,configurable:!0,writable:!0}});for(let r=0;r<t.length;++r)US(e.prototype,t[r]);return e}
function an(){if(this instanceof an){HT.set(this,new Map);return}if(arguments.length===1&&Array.isArray(arguments[0]))return zT(
arguments[0]);if(arguments.length>0){let t=new Array(arguments.length);for(let e=0;e<arguments.length;++e)t[e]=arguments[e];
return zT(t)}throw new TypeError("Cannot call a class as a function")}an.prototype={addEventListener(t,e,r){if(e==null)return;
if(typeof e!="function"&&!ff(e))throw new TypeError("'listener' should be a function or an object.");let n=nu(this),i=ff(
r),a=(i?!!r.capture:!!r)?LT:kT,o={listener:e,listenerType:a,passive:i&&!!r.passive,once:i&&!!r.once,next:null},l=n.get(t);
if(l===void 0){n.set(t,o);return}let c=null;for(;l!=null;){if(l.listener===e&&l.listenerType===a)return;c=l,l=l.next}c.next=
o},removeEventListener(t,e,r){if(e==null)return;let n=nu(this),s=(ff(r)?!!r.capture:!!r)?LT:kT,a=null,o=n.get(t);for(;o!=
null;){if(o.listener===e&&o.listenerType===s){a!==null?a.next=o.next:o.next!==null?n.set(t,o.next):n.delete(t);return}a=
o,o=o.next}},dispatchEvent(t){if(t==null||typeof t.type!="string")throw new TypeError('"event.type" should be a string.');
let e=nu(this),r=t.type,n=e.get(r);if(n==null)return!0;let i=sY(this,t),s=null;for(;n!=null;){if(n.once?s!==null?s.next=
n.next:n.next!==null?e.set(r,n.next):e.delete(r):s=n,OT(i,n.passive?n.listener:null),typeof n.listener=="function")try{n.
listener.call(this,i)}catch(a){typeof console<"u"&&typeof console.error=="function"&&console.error(a)}else n.listenerType!==
pf&&typeof n.listener.handleEvent=="function"&&n.listener.handleEvent(i);if(aY(i))break;n=n.next}return OT(i,null),oY(i,
0),lY(i,null),!i.defaultPrevented}};Object.defineProperty(an.prototype,"constructor",{value:an,configurable:!0,writable:!0});
typeof window<"u"&&typeof window.EventTarget<"u"&&Object.setPrototypeOf(an.prototype,window.EventTarget.prototype);su.defineEventAttribute=
US;su.EventTarget=an;su.default=an;iu.exports=an;iu.exports.EventTarget=iu.exports.default=an;iu.exports.defineEventAttribute=
US});var Oo=S((ou,au)=>{"use strict";Object.defineProperty(ou,"__esModule",{value:!0});var HS=QT(),es=class extends HS.EventTarget{constructor(){
throw super(),new TypeError("AbortSignal cannot be constructed directly")}get aborted(){let e=hf.get(this);if(typeof e!=
"boolean")throw new TypeError(`Expected 'this' to be an 'AbortSignal' object, but got ${this===null?"null":typeof this}`);
return e}};HS.defineEventAttribute(es.prototype,"abort");function uY(){let t=Object.create(es.prototype);return HS.EventTarget.
call(t),hf.set(t,!1),t}function dY(t){hf.get(t)===!1&&(hf.set(t,!0),t.dispatchEvent({type:"abort"}))}var hf=new WeakMap;
Object.defineProperties(es.prototype,{aborted:{enumerable:!0}});typeof Symbol=="function"&&typeof Symbol.toStringTag=="s\
ymbol"&&Object.defineProperty(es.prototype,Symbol.toStringTag,{configurable:!0,value:"AbortSignal"});var ts=class{constructor(){
jT.set(this,uY())}get signal(){return GT(this)}abort(){dY(GT(this))}},jT=new WeakMap;function GT(t){let e=jT.get(t);if(e==
null)throw new TypeError(`Expected 'this' to be an 'AbortController' object, but got ${t===null?"null":typeof t}`);return e}
Object.defineProperties(ts.prototype,{signal:{enumerable:!0},abort:{enumerable:!0}});typeof Symbol=="function"&&typeof Symbol.
toStringTag=="symbol"&&Object.defineProperty(ts.prototype,Symbol.toStringTag,{configurable:!0,value:"AbortController"});
ou.AbortController=ts;ou.AbortSignal=es;ou.default=ts;au.exports=ts;au.exports.AbortController=au.exports.default=ts;au.
exports.AbortSignal=es});var Kt=S((Jwe,GS)=>{"use strict";var mY=j("buffer"),{format:pY,inspect:fY}=zS(),{codes:{ERR_INVALID_ARG_TYPE:QS}}=Ft(),{
kResistStopPropagation:hY,AggregateError:gY,SymbolDispose:yY}=We(),xY=globalThis.AbortSignal||Oo().AbortSignal,AY=globalThis.
AbortController||Oo().AbortController,bY=Object.getPrototypeOf(async function(){}).constructor,WT=globalThis.Blob||mY.Blob,
CY=typeof WT<"u"?function(e){return e instanceof WT}:function(e){return!1},YT=(t,e)=>{if(t!==void 0&&(t===null||typeof t!=
"object"||!("aborted"in t)))throw new QS(e,"AbortSignal",t)},SY=(t,e)=>{if(typeof t!="function")throw new QS(e,"Function",
t)};GS.exports={AggregateError:gY,kEmptyObject:Object.freeze({}),once(t){let e=!1;return function(...r){e||(e=!0,t.apply(
this,r))}},createDeferredPromise:function(){let t,e;return{promise:new Promise((n,i)=>{t=n,e=i}),resolve:t,reject:e}},promisify(t){
return new Promise((e,r)=>{t((n,...i)=>n?r(n):e(...i))})},debuglog(){return function(){}},format:pY,inspect:fY,types:{isAsyncFunction(t){
return t instanceof bY},isArrayBufferView(t){return ArrayBuffer.isView(t)}},isBlob:CY,deprecate(t,e){return t},addAbortListener:j("events").
addAbortListener||function(e,r){if(e===void 0)throw new QS("signal","AbortSignal",e);YT(e,"signal"),SY(r,"listener");let n;
return e.aborted?queueMicrotask(()=>r()):(e.addEventListener("abort",r,{__proto__:null,once:!0,[hY]:!0}),n=()=>{e.removeEventListener(
"abort",r)}),{__proto__:null,[yY](){var i;(i=n)===null||i===void 0||i()}}},AbortSignalAny:xY.any||function(e){if(e.length===
1)return e[0];let r=new AY,n=()=>r.abort();return e.forEach(i=>{YT(i,"signals"),i.addEventListener("abort",n,{once:!0})}),
r.signal.addEventListener("abort",()=>{e.forEach(i=>i.removeEventListener("abort",n))},{once:!0}),r.signal}};GS.exports.
promisify.custom=Symbol.for("nodejs.util.promisify.custom")});var ko=S((Vwe,nM)=>{"use strict";var{ArrayIsArray:WS,ArrayPrototypeIncludes:JT,ArrayPrototypeJoin:VT,ArrayPrototypeMap:NY,
NumberIsInteger:YS,NumberIsNaN:wY,NumberMAX_SAFE_INTEGER:EY,NumberMIN_SAFE_INTEGER:IY,NumberParseInt:PY,ObjectPrototypeHasOwnProperty:_Y,
RegExpPrototypeExec:ZT,String:vY,StringPrototypeToUpperCase:BY,StringPrototypeTrim:RY}=We(),{hideStackFrames:Ur,codes:{ERR_SOCKET_BAD_PORT:TY,
ERR_INVALID_ARG_TYPE:qt,ERR_INVALID_ARG_VALUE:Lo,ERR_OUT_OF_RANGE:ca,ERR_UNKNOWN_SIGNAL:KT}}=Ft(),{normalizeEncoding:MY}=Kt(),
{isAsyncFunction:DY,isArrayBufferView:OY}=Kt().types,$T={};function LY(t){return t===(t|0)}function kY(t){return t===t>>>
0}var zY=/^[0-7]+$/,FY="must be a 32-bit unsigned integer or an octal string";function qY(t,e,r){if(typeof t>"u"&&(t=r),
typeof t=="string"){if(ZT(zY,t)===null)throw new Lo(e,t,FY);t=PY(t,8)}return eM(t,e),t}var UY=Ur((t,e,r=IY,n=EY)=>{if(typeof t!=
"number")throw new qt(e,"number",t);if(!YS(t))throw new ca(e,"an integer",t);if(t<r||t>n)throw new ca(e,`>= ${r} && <= ${n}`,
t)}),HY=Ur((t,e,r=-2147483648,n=2147483647)=>{if(typeof t!="number")throw new qt(e,"number",t);if(!YS(t))throw new ca(e,
"an integer",t);if(t<r||t>n)throw new ca(e,`>= ${r} && <= ${n}`,t)}),eM=Ur((t,e,r=!1)=>{if(typeof t!="number")throw new qt(
e,"number",t);if(!YS(t))throw new ca(e,"an integer",t);let n=r?1:0,i=4294967295;if(t<n||t>i)throw new ca(e,`>= ${n} && <\
= ${i}`,t)});function KS(t,e){if(typeof t!="string")throw new qt(e,"string",t)}function QY(t,e,r=void 0,n){if(typeof t!=
"number")throw new qt(e,"number",t);if(r!=null&&t<r||n!=null&&t>n||(r!=null||n!=null)&&wY(t))throw new ca(e,`${r!=null?`\
>= ${r}`:""}${r!=null&&n!=null?" && ":""}${n!=null?`<= ${n}`:""}`,t)}var GY=Ur((t,e,r)=>{if(!JT(r,t)){let i="must be one\
 of: "+VT(NY(r,s=>typeof s=="string"?`'${s}'`:vY(s)),", ");throw new Lo(e,t,i)}});function tM(t,e){if(typeof t!="boolean")
throw new qt(e,"boolean",t)}function jS(t,e,r){return t==null||!_Y(t,e)?r:t[e]}var jY=Ur((t,e,r=null)=>{let n=jS(r,"allo\
wArray",!1),i=jS(r,"allowFunction",!1);if(!jS(r,"nullable",!1)&&t===null||!n&&WS(t)||typeof t!="object"&&(!i||typeof t!=
"function"))throw new qt(e,"Object",t)}),WY=Ur((t,e)=>{if(t!=null&&typeof t!="object"&&typeof t!="function")throw new qt(
e,"a dictionary",t)}),gf=Ur((t,e,r=0)=>{if(!WS(t))throw new qt(e,"Array",t);if(t.length<r){let n=`must be longer than ${r}`;
throw new Lo(e,t,n)}});function YY(t,e){gf(t,e);for(let r=0;r<t.length;r++)KS(t[r],`${e}[${r}]`)}function KY(t,e){gf(t,e);
for(let r=0;r<t.length;r++)tM(t[r],`${e}[${r}]`)}function $Y(t,e){gf(t,e);for(let r=0;r<t.length;r++){let n=t[r],i=`${e}\
[${r}]`;if(n==null)throw new qt(i,"AbortSignal",n);rM(n,i)}}function XY(t,e="signal"){if(KS(t,e),$T[t]===void 0)throw $T[BY(
t)]!==void 0?new KT(t+" (signals must use all capital letters)"):new KT(t)}var JY=Ur((t,e="buffer")=>{if(!OY(t))throw new qt(
e,["Buffer","TypedArray","DataView"],t)});function VY(t,e){let r=MY(e),n=t.length;if(r==="hex"&&n%2!==0)throw new Lo("en\
coding",e,`is invalid for data of length ${n}`)}function ZY(t,e="Port",r=!0){if(typeof t!="number"&&typeof t!="string"||
typeof t=="string"&&RY(t).length===0||+t!==+t>>>0||t>65535||t===0&&!r)throw new TY(e,t,r);return t|0}var rM=Ur((t,e)=>{if(t!==
void 0&&(t===null||typeof t!="object"||!("aborted"in t)))throw new qt(e,"AbortSignal",t)}),eK=Ur((t,e)=>{if(typeof t!="f\
unction")throw new qt(e,"Function",t)}),tK=Ur((t,e)=>{if(typeof t!="function"||DY(t))throw new qt(e,"Function",t)}),rK=Ur(
(t,e)=>{if(t!==void 0)throw new qt(e,"undefined",t)});function nK(t,e,r){if(!JT(r,t))throw new qt(e,`('${VT(r,"|")}')`,t)}
var iK=/^(?:<[^>]*>)(?:\s*;\s*[^;"\s]+(?:=(")?[^;"\s]*\1)?)*$/;function XT(t,e){if(typeof t>"u"||!ZT(iK,t))throw new Lo(
e,t,'must be an array or string of format "</styles.css>; rel=preload; as=style"')}function sK(t){if(typeof t=="string")
return XT(t,"hints"),t;if(WS(t)){let e=t.length,r="";if(e===0)return r;for(let n=0;n<e;n++){let i=t[n];XT(i,"hints"),r+=
i,n!==e-1&&(r+=", ")}return r}throw new Lo("hints",t,'must be an array or string of format "</styles.css>; rel=preload; \
as=style"')}nM.exports={isInt32:LY,isUint32:kY,parseFileMode:qY,validateArray:gf,validateStringArray:YY,validateBooleanArray:KY,
validateAbortSignalArray:$Y,validateBoolean:tM,validateBuffer:JY,validateDictionary:WY,validateEncoding:VY,validateFunction:eK,
validateInt32:HY,validateInteger:UY,validateNumber:QY,validateObject:jY,validateOneOf:GY,validatePlainFunction:tK,validatePort:ZY,
validateSignalName:XY,validateString:KS,validateUint32:eM,validateUndefined:rK,validateUnion:nK,validateAbortSignal:rM,validateLinkHeaderValue:sK}});var sM=S((Zwe,iM)=>{iM.exports=global.process});var rs=S((e0e,aM)=>{"use strict";var aK=((t,e,r,n)=>{if(e in t&&t[e]===!0){let i;for(let s of r)if(s in t&&(i=t[s],n(i)))
return i}return t})(sM(),"__esModule",["default","process"],t=>"nextTick"in t);aM.exports=aK});var Qn=S((t0e,CM)=>{"use strict";var{SymbolAsyncIterator:oM,SymbolIterator:lM,SymbolFor:ua}=We(),cM=ua("nodejs.stream.de\
stroyed"),uM=ua("nodejs.stream.errored"),$S=ua("nodejs.stream.readable"),XS=ua("nodejs.stream.writable"),dM=ua("nodejs.s\
tream.disturbed"),oK=ua("nodejs.webstream.isClosedPromise"),lK=ua("nodejs.webstream.controllerErrorFunction");function yf(t,e=!1){
var r;return!!(t&&typeof t.pipe=="function"&&typeof t.on=="function"&&(!e||typeof t.pause=="function"&&typeof t.resume==
"function")&&(!t._writableState||((r=t._readableState)===null||r===void 0?void 0:r.readable)!==!1)&&(!t._writableState||
t._readableState))}function xf(t){var e;return!!(t&&typeof t.write=="function"&&typeof t.on=="function"&&(!t._readableState||
((e=t._writableState)===null||e===void 0?void 0:e.writable)!==!1))}function cK(t){return!!(t&&typeof t.pipe=="function"&&
t._readableState&&typeof t.on=="function"&&typeof t.write=="function")}function Hn(t){return t&&(t._readableState||t._writableState||
typeof t.write=="function"&&typeof t.on=="function"||typeof t.pipe=="function"&&typeof t.on=="function")}function mM(t){
return!!(t&&!Hn(t)&&typeof t.pipeThrough=="function"&&typeof t.getReader=="function"&&typeof t.cancel=="function")}function pM(t){
return!!(t&&!Hn(t)&&typeof t.getWriter=="function"&&typeof t.abort=="function")}function fM(t){return!!(t&&!Hn(t)&&typeof t.
readable=="object"&&typeof t.writable=="object")}function uK(t){return mM(t)||pM(t)||fM(t)}function dK(t,e){return t==null?
!1:e===!0?typeof t[oM]=="function":e===!1?typeof t[lM]=="function":typeof t[oM]=="function"||typeof t[lM]=="function"}function Af(t){
if(!Hn(t))return null;let e=t._writableState,r=t._readableState,n=e||r;return!!(t.destroyed||t[cM]||n!=null&&n.destroyed)}
function hM(t){if(!xf(t))return null;if(t.writableEnded===!0)return!0;let e=t._writableState;return e!=null&&e.errored?!1:
typeof e?.ended!="boolean"?null:e.ended}function mK(t,e){if(!xf(t))return null;if(t.writableFinished===!0)return!0;let r=t.
_writableState;return r!=null&&r.errored?!1:typeof r?.finished!="boolean"?null:!!(r.finished||e===!1&&r.ended===!0&&r.length===
0)}function pK(t){if(!yf(t))return null;if(t.readableEnded===!0)return!0;let e=t._readableState;return!e||e.errored?!1:typeof e?.
ended!="boolean"?null:e.ended}function gM(t,e){if(!yf(t))return null;let r=t._readableState;return r!=null&&r.errored?!1:
typeof r?.endEmitted!="boolean"?null:!!(r.endEmitted||e===!1&&r.ended===!0&&r.length===0)}function yM(t){return t&&t[$S]!=
null?t[$S]:typeof t?.readable!="boolean"?null:Af(t)?!1:yf(t)&&t.readable&&!gM(t)}function xM(t){return t&&t[XS]!=null?t[XS]:
typeof t?.writable!="boolean"?null:Af(t)?!1:xf(t)&&t.writable&&!hM(t)}function fK(t,e){return Hn(t)?Af(t)?!0:!(e?.readable!==
!1&&yM(t)||e?.writable!==!1&&xM(t)):null}function hK(t){var e,r;return Hn(t)?t.writableErrored?t.writableErrored:(e=(r=t.
_writableState)===null||r===void 0?void 0:r.errored)!==null&&e!==void 0?e:null:null}function gK(t){var e,r;return Hn(t)?
t.readableErrored?t.readableErrored:(e=(r=t._readableState)===null||r===void 0?void 0:r.errored)!==null&&e!==void 0?e:null:
null}function yK(t){if(!Hn(t))return null;if(typeof t.closed=="boolean")return t.closed;let e=t._writableState,r=t._readableState;
return typeof e?.closed=="boolean"||typeof r?.closed=="boolean"?e?.closed||r?.closed:typeof t._closed=="boolean"&&AM(t)?
t._closed:null}function AM(t){return typeof t._closed=="boolean"&&typeof t._defaultKeepAlive=="boolean"&&typeof t._removedConnection==
"boolean"&&typeof t._removedContLen=="boolean"}function bM(t){return typeof t._sent100=="boolean"&&AM(t)}function xK(t){
var e;return typeof t._consuming=="boolean"&&typeof t._dumped=="boolean"&&((e=t.req)===null||e===void 0?void 0:e.upgradeOrConnect)===
void 0}function AK(t){if(!Hn(t))return null;let e=t._writableState,r=t._readableState,n=e||r;return!n&&bM(t)||!!(n&&n.autoDestroy&&
n.emitClose&&n.closed===!1)}function bK(t){var e;return!!(t&&((e=t[dM])!==null&&e!==void 0?e:t.readableDidRead||t.readableAborted))}
function CK(t){var e,r,n,i,s,a,o,l,c,u;return!!(t&&((e=(r=(n=(i=(s=(a=t[uM])!==null&&a!==void 0?a:t.readableErrored)!==null&&
s!==void 0?s:t.writableErrored)!==null&&i!==void 0?i:(o=t._readableState)===null||o===void 0?void 0:o.errorEmitted)!==null&&
n!==void 0?n:(l=t._writableState)===null||l===void 0?void 0:l.errorEmitted)!==null&&r!==void 0?r:(c=t._readableState)===
null||c===void 0?void 0:c.errored)!==null&&e!==void 0?e:!((u=t._writableState)===null||u===void 0)&&u.errored))}CM.exports=
{isDestroyed:Af,kIsDestroyed:cM,isDisturbed:bK,kIsDisturbed:dM,isErrored:CK,kIsErrored:uM,isReadable:yM,kIsReadable:$S,kIsClosedPromise:oK,
kControllerErrorFunction:lK,kIsWritable:XS,isClosed:yK,isDuplexNodeStream:cK,isFinished:fK,isIterable:dK,isReadableNodeStream:yf,
isReadableStream:mM,isReadableEnded:pK,isReadableFinished:gM,isReadableErrored:gK,isNodeStream:Hn,isWebStream:uK,isWritable:xM,
isWritableNodeStream:xf,isWritableStream:pM,isWritableEnded:hM,isWritableFinished:mK,isWritableErrored:hK,isServerRequest:xK,
isServerResponse:bM,willEmitClose:AK,isTransformStream:fM}});var Ei=S((r0e,tN)=>{"use strict";var ns=rs(),{AbortError:BM,codes:SK}=Ft(),{ERR_INVALID_ARG_TYPE:NK,ERR_STREAM_PREMATURE_CLOSE:SM}=SK,
{kEmptyObject:VS,once:ZS}=Kt(),{validateAbortSignal:wK,validateFunction:EK,validateObject:IK,validateBoolean:PK}=ko(),{Promise:_K,
PromisePrototypeThen:vK,SymbolDispose:RM}=We(),{isClosed:BK,isReadable:NM,isReadableNodeStream:JS,isReadableStream:RK,isReadableFinished:wM,
isReadableErrored:EM,isWritable:IM,isWritableNodeStream:PM,isWritableStream:TK,isWritableFinished:_M,isWritableErrored:vM,
isNodeStream:MK,willEmitClose:DK,kIsClosedPromise:OK}=Qn(),zo;function LK(t){return t.setHeader&&typeof t.abort=="functi\
on"}var eN=()=>{};function TM(t,e,r){var n,i;if(arguments.length===2?(r=e,e=VS):e==null?e=VS:IK(e,"options"),EK(r,"callb\
ack"),wK(e.signal,"options.signal"),r=ZS(r),RK(t)||TK(t))return kK(t,e,r);if(!MK(t))throw new NK("stream",["ReadableStre\
am","WritableStream","Stream"],t);let s=(n=e.readable)!==null&&n!==void 0?n:JS(t),a=(i=e.writable)!==null&&i!==void 0?i:
PM(t),o=t._writableState,l=t._readableState,c=()=>{t.writable||m()},u=DK(t)&&JS(t)===s&&PM(t)===a,d=_M(t,!1),m=()=>{d=!0,
t.destroyed&&(u=!1),!(u&&(!t.readable||s))&&(!s||p)&&r.call(t)},p=wM(t,!1),x=()=>{p=!0,t.destroyed&&(u=!1),!(u&&(!t.writable||
a))&&(!a||d)&&r.call(t)},g=W=>{r.call(t,W)},b=BK(t),C=()=>{b=!0;let W=vM(t)||EM(t);if(W&&typeof W!="boolean")return r.call(
t,W);if(s&&!p&&JS(t,!0)&&!wM(t,!1))return r.call(t,new SM);if(a&&!d&&!_M(t,!1))return r.call(t,new SM);r.call(t)},E=()=>{
b=!0;let W=vM(t)||EM(t);if(W&&typeof W!="boolean")return r.call(t,W);r.call(t)},P=()=>{t.req.on("finish",m)};LK(t)?(t.on(
"complete",m),u||t.on("abort",C),t.req?P():t.on("request",P)):a&&!o&&(t.on("end",c),t.on("close",c)),!u&&typeof t.aborted==
"boolean"&&t.on("aborted",C),t.on("end",x),t.on("finish",m),e.error!==!1&&t.on("error",g),t.on("close",C),b?ns.nextTick(
C):o!=null&&o.errorEmitted||l!=null&&l.errorEmitted?u||ns.nextTick(E):(!s&&(!u||NM(t))&&(d||IM(t)===!1)||!a&&(!u||IM(t))&&
(p||NM(t)===!1)||l&&t.req&&t.aborted)&&ns.nextTick(E);let M=()=>{r=eN,t.removeListener("aborted",C),t.removeListener("co\
mplete",m),t.removeListener("abort",C),t.removeListener("request",P),t.req&&t.req.removeListener("finish",m),t.removeListener(
"end",c),t.removeListener("close",c),t.removeListener("finish",m),t.removeListener("end",x),t.removeListener("error",g),
t.removeListener("close",C)};if(e.signal&&!b){let W=()=>{let ee=r;M(),ee.call(t,new BM(void 0,{cause:e.signal.reason}))};
if(e.signal.aborted)ns.nextTick(W);else{zo=zo||Kt().addAbortListener;let ee=zo(e.signal,W),I=r;r=ZS((...F)=>{ee[RM](),I.
apply(t,F)})}}return M}function kK(t,e,r){let n=!1,i=eN;if(e.signal)if(i=()=>{n=!0,r.call(t,new BM(void 0,{cause:e.signal.
reason}))},e.signal.aborted)ns.nextTick(i);else{zo=zo||Kt().addAbortListener;let a=zo(e.signal,i),o=r;r=ZS((...l)=>{a[RM](),
o.apply(t,l)})}let s=(...a)=>{n||ns.nextTick(()=>r.apply(t,a))};return vK(t[OK].promise,s,s),eN}function zK(t,e){var r;let n=!1;
return e===null&&(e=VS),(r=e)!==null&&r!==void 0&&r.cleanup&&(PK(e.cleanup,"cleanup"),n=e.cleanup),new _K((i,s)=>{let a=TM(
t,e,o=>{n&&a(),o?s(o):i()})})}tN.exports=TM;tN.exports.finished=zK});var da=S((n0e,qM)=>{"use strict";var Gn=rs(),{aggregateTwoErrors:FK,codes:{ERR_MULTIPLE_CALLBACK:qK},AbortError:UK}=Ft(),
{Symbol:OM}=We(),{kIsDestroyed:HK,isDestroyed:QK,isFinished:GK,isServerRequest:jK}=Qn(),LM=OM("kDestroy"),rN=OM("kConstr\
uct");function kM(t,e,r){t&&(t.stack,e&&!e.errored&&(e.errored=t),r&&!r.errored&&(r.errored=t))}function WK(t,e){let r=this.
_readableState,n=this._writableState,i=n||r;return n!=null&&n.destroyed||r!=null&&r.destroyed?(typeof e=="function"&&e(),
this):(kM(t,n,r),n&&(n.destroyed=!0),r&&(r.destroyed=!0),i.constructed?MM(this,t,e):this.once(LM,function(s){MM(this,FK(
s,t),e)}),this)}function MM(t,e,r){let n=!1;function i(s){if(n)return;n=!0;let a=t._readableState,o=t._writableState;kM(
s,o,a),o&&(o.closed=!0),a&&(a.closed=!0),typeof r=="function"&&r(s),s?Gn.nextTick(YK,t,s):Gn.nextTick(zM,t)}try{t._destroy(
e||null,i)}catch(s){i(s)}}function YK(t,e){nN(t,e),zM(t)}function zM(t){let e=t._readableState,r=t._writableState;r&&(r.
closeEmitted=!0),e&&(e.closeEmitted=!0),(r!=null&&r.emitClose||e!=null&&e.emitClose)&&t.emit("close")}function nN(t,e){let r=t.
_readableState,n=t._writableState;n!=null&&n.errorEmitted||r!=null&&r.errorEmitted||(n&&(n.errorEmitted=!0),r&&(r.errorEmitted=
!0),t.emit("error",e))}function KK(){let t=this._readableState,e=this._writableState;t&&(t.constructed=!0,t.closed=!1,t.
closeEmitted=!1,t.destroyed=!1,t.errored=null,t.errorEmitted=!1,t.reading=!1,t.ended=t.readable===!1,t.endEmitted=t.readable===
!1),e&&(e.constructed=!0,e.destroyed=!1,e.closed=!1,e.closeEmitted=!1,e.errored=null,e.errorEmitted=!1,e.finalCalled=!1,
e.prefinished=!1,e.ended=e.writable===!1,e.ending=e.writable===!1,e.finished=e.writable===!1)}function iN(t,e,r){let n=t.
_readableState,i=t._writableState;if(i!=null&&i.destroyed||n!=null&&n.destroyed)return this;n!=null&&n.autoDestroy||i!=null&&
i.autoDestroy?t.destroy(e):e&&(e.stack,i&&!i.errored&&(i.errored=e),n&&!n.errored&&(n.errored=e),r?Gn.nextTick(nN,t,e):nN(
t,e))}function $K(t,e){if(typeof t._construct!="function")return;let r=t._readableState,n=t._writableState;r&&(r.constructed=
!1),n&&(n.constructed=!1),t.once(rN,e),!(t.listenerCount(rN)>1)&&Gn.nextTick(XK,t)}function XK(t){let e=!1;function r(n){
if(e){iN(t,n??new qK);return}e=!0;let i=t._readableState,s=t._writableState,a=s||i;i&&(i.constructed=!0),s&&(s.constructed=
!0),a.destroyed?t.emit(LM,n):n?iN(t,n,!0):Gn.nextTick(JK,t)}try{t._construct(n=>{Gn.nextTick(r,n)})}catch(n){Gn.nextTick(
r,n)}}function JK(t){t.emit(rN)}function DM(t){return t?.setHeader&&typeof t.abort=="function"}function FM(t){t.emit("cl\
ose")}function VK(t,e){t.emit("error",e),Gn.nextTick(FM,t)}function ZK(t,e){!t||QK(t)||(!e&&!GK(t)&&(e=new UK),jK(t)?(t.
socket=null,t.destroy(e)):DM(t)?t.abort():DM(t.req)?t.req.abort():typeof t.destroy=="function"?t.destroy(e):typeof t.close==
"function"?t.close():e?Gn.nextTick(VK,t,e):Gn.nextTick(FM,t),t.destroyed||(t[HK]=!0))}qM.exports={construct:$K,destroyer:ZK,
destroy:WK,undestroy:KK,errorOrDestroy:iN}});var Cf=S((i0e,HM)=>{"use strict";var{ArrayIsArray:e9,ObjectSetPrototypeOf:UM}=We(),{EventEmitter:aN}=j("events");function bf(t){
aN.call(this,t)}UM(bf.prototype,aN.prototype);UM(bf,aN);bf.prototype.pipe=function(t,e){let r=this;function n(u){t.writable&&
t.write(u)===!1&&r.pause&&r.pause()}r.on("data",n);function i(){r.readable&&r.resume&&r.resume()}t.on("drain",i),!t._isStdio&&
(!e||e.end!==!1)&&(r.on("end",a),r.on("close",o));let s=!1;function a(){s||(s=!0,t.end())}function o(){s||(s=!0,typeof t.
destroy=="function"&&t.destroy())}function l(u){var d;c(),((d=this.listenerCount)===null||d===void 0?void 0:d.call(this,
"error"))===0&&this.emit("error",u)}sN(r,"error",l),sN(t,"error",l);function c(){r.removeListener("data",n),t.removeListener(
"drain",i),r.removeListener("end",a),r.removeListener("close",o),r.removeListener("error",l),t.removeListener("error",l),
r.removeListener("end",c),r.removeListener("close",c),t.removeListener("close",c)}return r.on("end",c),r.on("close",c),t.
on("close",c),t.emit("pipe",r),t};function sN(t,e,r){if(typeof t.prependListener=="function")return t.prependListener(e,
r);!t._events||!t._events[e]?t.on(e,r):e9(t._events[e])?t._events[e].unshift(r):t._events[e]=[r,t._events[e]]}HM.exports=
{Stream:bf,prependListener:sN}});var lu=S((s0e,Sf)=>{"use strict";var{SymbolDispose:t9}=We(),{AbortError:QM,codes:r9}=Ft(),{isNodeStream:GM,isWebStream:n9,
kControllerErrorFunction:i9}=Qn(),s9=Ei(),{ERR_INVALID_ARG_TYPE:jM}=r9,oN,a9=(t,e)=>{if(typeof t!="object"||!("aborted"in
t))throw new jM(e,"AbortSignal",t)};Sf.exports.addAbortSignal=function(e,r){if(a9(e,"signal"),!GM(r)&&!n9(r))throw new jM(
"stream",["ReadableStream","WritableStream","Stream"],r);return Sf.exports.addAbortSignalNoValidate(e,r)};Sf.exports.addAbortSignalNoValidate=
function(t,e){if(typeof t!="object"||!("aborted"in t))return e;let r=GM(e)?()=>{e.destroy(new QM(void 0,{cause:t.reason}))}:
()=>{e[i9](new QM(void 0,{cause:t.reason}))};if(t.aborted)r();else{oN=oN||Kt().addAbortListener;let n=oN(t,r);s9(e,n[t9])}
return e}});var KM=S((o0e,YM)=>{"use strict";var{StringPrototypeSlice:WM,SymbolIterator:o9,TypedArrayPrototypeSet:Nf,Uint8Array:l9}=We(),
{Buffer:lN}=j("buffer"),{inspect:c9}=Kt();YM.exports=class{constructor(){this.head=null,this.tail=null,this.length=0}push(e){
let r={data:e,next:null};this.length>0?this.tail.next=r:this.head=r,this.tail=r,++this.length}unshift(e){let r={data:e,next:this.
head};this.length===0&&(this.tail=r),this.head=r,++this.length}shift(){if(this.length===0)return;let e=this.head.data;return this.
length===1?this.head=this.tail=null:this.head=this.head.next,--this.length,e}clear(){this.head=this.tail=null,this.length=
0}join(e){if(this.length===0)return"";let r=this.head,n=""+r.data;for(;(r=r.next)!==null;)n+=e+r.data;return n}concat(e){
if(this.length===0)return lN.alloc(0);let r=lN.allocUnsafe(e>>>0),n=this.head,i=0;for(;n;)Nf(r,n.data,i),i+=n.data.length,
n=n.next;return r}consume(e,r){let n=this.head.data;if(e<n.length){let i=n.slice(0,e);return this.head.data=n.slice(e),i}
return e===n.length?this.shift():r?this._getString(e):this._getBuffer(e)}first(){return this.head.data}*[o9](){for(let e=this.
head;e;e=e.next)yield e.data}_getString(e){let r="",n=this.head,i=0;do{let s=n.data;if(e>s.length)r+=s,e-=s.length;else{
e===s.length?(r+=s,++i,n.next?this.head=n.next:this.head=this.tail=null):(r+=WM(s,0,e),this.head=n,n.data=WM(s,e));break}
++i}while((n=n.next)!==null);return this.length-=i,r}_getBuffer(e){let r=lN.allocUnsafe(e),n=e,i=this.head,s=0;do{let a=i.
data;if(e>a.length)Nf(r,a,n-e),e-=a.length;else{e===a.length?(Nf(r,a,n-e),++s,i.next?this.head=i.next:this.head=this.tail=
null):(Nf(r,new l9(a.buffer,a.byteOffset,e),n-e),this.head=i,i.data=a.slice(e));break}++s}while((i=i.next)!==null);return this.
length-=s,r}[Symbol.for("nodejs.util.inspect.custom")](e,r){return c9(this,{...r,depth:0,customInspect:!1})}}});var cu=S((l0e,VM)=>{"use strict";var{MathFloor:u9,NumberIsInteger:d9}=We(),{validateInteger:m9}=ko(),{ERR_INVALID_ARG_VALUE:p9}=Ft().
codes,$M=16*1024,XM=16;function f9(t,e,r){return t.highWaterMark!=null?t.highWaterMark:e?t[r]:null}function JM(t){return t?
XM:$M}function h9(t,e){m9(e,"value",0),t?XM=e:$M=e}function g9(t,e,r,n){let i=f9(e,n,r);if(i!=null){if(!d9(i)||i<0){let s=n?
`options.${r}`:"options.highWaterMark";throw new p9(s,i)}return u9(i)}return JM(t.objectMode)}VM.exports={getHighWaterMark:g9,
getDefaultHighWaterMark:JM,setDefaultHighWaterMark:h9}});var t1=S((cN,e1)=>{var wf=j("buffer"),jn=wf.Buffer;function ZM(t,e){for(var r in t)e[r]=t[r]}jn.from&&jn.alloc&&jn.allocUnsafe&&
jn.allocUnsafeSlow?e1.exports=wf:(ZM(wf,cN),cN.Buffer=ma);function ma(t,e,r){return jn(t,e,r)}ma.prototype=Object.create(
jn.prototype);ZM(jn,ma);ma.from=function(t,e,r){if(typeof t=="number")throw new TypeError("Argument must not be a number");
return jn(t,e,r)};ma.alloc=function(t,e,r){if(typeof t!="number")throw new TypeError("Argument must be a number");var n=jn(
t);return e!==void 0?typeof r=="string"?n.fill(e,r):n.fill(e):n.fill(0),n};ma.allocUnsafe=function(t){if(typeof t!="numb\
er")throw new TypeError("Argument must be a number");return jn(t)};ma.allocUnsafeSlow=function(t){if(typeof t!="number")
throw new TypeError("Argument must be a number");return wf.SlowBuffer(t)}});var i1=S(n1=>{"use strict";var dN=t1().Buffer,r1=dN.isEncoding||function(t){switch(t=""+t,t&&t.toLowerCase()){case"hex":case"\
utf8":case"utf-8":case"ascii":case"binary":case"base64":case"ucs2":case"ucs-2":case"utf16le":case"utf-16le":case"raw":return!0;default:
return!1}};function y9(t){if(!t)return"utf8";for(var e;;)switch(t){case"utf8":case"utf-8":return"utf8";case"ucs2":case"u\
cs-2":case"utf16le":case"utf-16le":return"utf16le";case"latin1":case"binary":return"latin1";case"base64":case"ascii":case"\
hex":return t;default:if(e)return;t=(""+t).toLowerCase(),e=!0}}function x9(t){var e=y9(t);if(typeof e!="string"&&(dN.isEncoding===
r1||!r1(t)))throw new Error("Unknown encoding: "+t);return e||t}n1.StringDecoder=uu;function uu(t){this.encoding=x9(t);var e;
switch(this.encoding){case"utf16le":this.text=w9,this.end=E9,e=4;break;case"utf8":this.fillLast=C9,e=4;break;case"base64":
this.text=I9,this.end=P9,e=3;break;default:this.write=_9,this.end=v9;return}this.lastNeed=0,this.lastTotal=0,this.lastChar=
dN.allocUnsafe(e)}uu.prototype.write=function(t){if(t.length===0)return"";var e,r;if(this.lastNeed){if(e=this.fillLast(t),
e===void 0)return"";r=this.lastNeed,this.lastNeed=0}else r=0;return r<t.length?e?e+this.text(t,r):this.text(t,r):e||""};
uu.prototype.end=N9;uu.prototype.text=S9;uu.prototype.fillLast=function(t){if(this.lastNeed<=t.length)return t.copy(this.
lastChar,this.lastTotal-this.lastNeed,0,this.lastNeed),this.lastChar.toString(this.encoding,0,this.lastTotal);t.copy(this.
lastChar,this.lastTotal-this.lastNeed,0,t.length),this.lastNeed-=t.length};function uN(t){return t<=127?0:t>>5===6?2:t>>
4===14?3:t>>3===30?4:t>>6===2?-1:-2}function A9(t,e,r){var n=e.length-1;if(n<r)return 0;var i=uN(e[n]);return i>=0?(i>0&&
(t.lastNeed=i-1),i):--n<r||i===-2?0:(i=uN(e[n]),i>=0?(i>0&&(t.lastNeed=i-2),i):--n<r||i===-2?0:(i=uN(e[n]),i>=0?(i>0&&(i===
2?i=0:t.lastNeed=i-3),i):0))}function b9(t,e,r){if((e[0]&192)!==128)return t.lastNeed=0,"\uFFFD";if(t.lastNeed>1&&e.length>
1){if((e[1]&192)!==128)return t.lastNeed=1,"\uFFFD";if(t.lastNeed>2&&e.length>2&&(e[2]&192)!==128)return t.lastNeed=2,"\uFFFD"}}
function C9(t){var e=this.lastTotal-this.lastNeed,r=b9(this,t,e);if(r!==void 0)return r;if(this.lastNeed<=t.length)return t.
copy(this.lastChar,e,0,this.lastNeed),this.lastChar.toString(this.encoding,0,this.lastTotal);t.copy(this.lastChar,e,0,t.
length),this.lastNeed-=t.length}function S9(t,e){var r=A9(this,t,e);if(!this.lastNeed)return t.toString("utf8",e);this.lastTotal=
r;var n=t.length-(r-this.lastNeed);return t.copy(this.lastChar,0,n),t.toString("utf8",e,n)}function N9(t){var e=t&&t.length?
this.write(t):"";return this.lastNeed?e+"\uFFFD":e}function w9(t,e){if((t.length-e)%2===0){var r=t.toString("utf16le",e);
if(r){var n=r.charCodeAt(r.length-1);if(n>=55296&&n<=56319)return this.lastNeed=2,this.lastTotal=4,this.lastChar[0]=t[t.
length-2],this.lastChar[1]=t[t.length-1],r.slice(0,-1)}return r}return this.lastNeed=1,this.lastTotal=2,this.lastChar[0]=
t[t.length-1],t.toString("utf16le",e,t.length-1)}function E9(t){var e=t&&t.length?this.write(t):"";if(this.lastNeed){var r=this.
lastTotal-this.lastNeed;return e+this.lastChar.toString("utf16le",0,r)}return e}function I9(t,e){var r=(t.length-e)%3;return r===
0?t.toString("base64",e):(this.lastNeed=3-r,this.lastTotal=3,r===1?this.lastChar[0]=t[t.length-1]:(this.lastChar[0]=t[t.
length-2],this.lastChar[1]=t[t.length-1]),t.toString("base64",e,t.length-r))}function P9(t){var e=t&&t.length?this.write(
t):"";return this.lastNeed?e+this.lastChar.toString("base64",0,3-this.lastNeed):e}function _9(t){return t.toString(this.
encoding)}function v9(t){return t&&t.length?this.write(t):""}});var mN=S((u0e,l1)=>{"use strict";var s1=rs(),{PromisePrototypeThen:B9,SymbolAsyncIterator:a1,SymbolIterator:o1}=We(),{Buffer:R9}=j("buffer"),
{ERR_INVALID_ARG_TYPE:T9,ERR_STREAM_NULL_VALUES:M9}=Ft().codes;function D9(t,e,r){let n;if(typeof e=="string"||e instanceof
R9)return new t({objectMode:!0,...r,read(){this.push(e),this.push(null)}});let i;if(e&&e[a1])i=!0,n=e[a1]();else if(e&&e[o1])
i=!1,n=e[o1]();else throw new T9("iterable",["Iterable"],e);let s=new t({objectMode:!0,highWaterMark:1,...r}),a=!1;s._read=
function(){a||(a=!0,l())},s._destroy=function(c,u){B9(o(c),()=>s1.nextTick(u,c),d=>s1.nextTick(u,d||c))};async function o(c){
let u=c!=null,d=typeof n.throw=="function";if(u&&d){let{value:m,done:p}=await n.throw(c);if(await m,p)return}if(typeof n.
return=="function"){let{value:m}=await n.return();await m}}async function l(){for(;;){try{let{value:c,done:u}=i?await n.
next():n.next();if(u)s.push(null);else{let d=c&&typeof c.then=="function"?await c:c;if(d===null)throw a=!1,new M9;if(s.push(
d))continue;a=!1}}catch(c){s.destroy(c)}break}}return s}l1.exports=D9});var mu=S((d0e,I1)=>{"use strict";var on=rs(),{ArrayPrototypeIndexOf:O9,NumberIsInteger:L9,NumberIsNaN:k9,NumberParseInt:z9,
ObjectDefineProperties:bN,ObjectKeys:F9,ObjectSetPrototypeOf:d1,Promise:m1,SafeSet:q9,SymbolAsyncDispose:U9,SymbolAsyncIterator:H9,
Symbol:Q9}=We();I1.exports=he;he.ReadableState=_f;var{EventEmitter:G9}=j("events"),{Stream:is,prependListener:j9}=Cf(),{
Buffer:pN}=j("buffer"),{addAbortSignal:W9}=lu(),p1=Ei(),be=Kt().debuglog("stream",t=>{be=t}),Y9=KM(),Uo=da(),{getHighWaterMark:K9,
getDefaultHighWaterMark:$9}=cu(),{aggregateTwoErrors:c1,codes:{ERR_INVALID_ARG_TYPE:X9,ERR_METHOD_NOT_IMPLEMENTED:J9,ERR_OUT_OF_RANGE:V9,
ERR_STREAM_PUSH_AFTER_EOF:Z9,ERR_STREAM_UNSHIFT_AFTER_END_EVENT:e$},AbortError:t$}=Ft(),{validateObject:r$}=ko(),pa=Q9("\
kPaused"),{StringDecoder:f1}=i1(),n$=mN();d1(he.prototype,is.prototype);d1(he,is);var fN=()=>{},{errorOrDestroy:Fo}=Uo,qo=1,
i$=2,h1=4,du=8,g1=16,Ef=32,If=64,y1=128,s$=256,a$=512,o$=1024,xN=2048,AN=4096,l$=8192,c$=16384,u$=32768,x1=65536,d$=1<<17,
m$=1<<18;function ft(t){return{enumerable:!1,get(){return(this.state&t)!==0},set(e){e?this.state|=t:this.state&=~t}}}bN(
_f.prototype,{objectMode:ft(qo),ended:ft(i$),endEmitted:ft(h1),reading:ft(du),constructed:ft(g1),sync:ft(Ef),needReadable:ft(
If),emittedReadable:ft(y1),readableListening:ft(s$),resumeScheduled:ft(a$),errorEmitted:ft(o$),emitClose:ft(xN),autoDestroy:ft(
AN),destroyed:ft(l$),closed:ft(c$),closeEmitted:ft(u$),multiAwaitDrain:ft(x1),readingMore:ft(d$),dataEmitted:ft(m$)});function _f(t,e,r){
typeof r!="boolean"&&(r=e instanceof Wn()),this.state=xN|AN|g1|Ef,t&&t.objectMode&&(this.state|=qo),r&&t&&t.readableObjectMode&&
(this.state|=qo),this.highWaterMark=t?K9(this,t,"readableHighWaterMark",r):$9(!1),this.buffer=new Y9,this.length=0,this.
pipes=[],this.flowing=null,this[pa]=null,t&&t.emitClose===!1&&(this.state&=~xN),t&&t.autoDestroy===!1&&(this.state&=~AN),
this.errored=null,this.defaultEncoding=t&&t.defaultEncoding||"utf8",this.awaitDrainWriters=null,this.decoder=null,this.encoding=
null,t&&t.encoding&&(this.decoder=new f1(t.encoding),this.encoding=t.encoding)}function he(t){if(!(this instanceof he))return new he(
t);let e=this instanceof Wn();this._readableState=new _f(t,this,e),t&&(typeof t.read=="function"&&(this._read=t.read),typeof t.
destroy=="function"&&(this._destroy=t.destroy),typeof t.construct=="function"&&(this._construct=t.construct),t.signal&&!e&&
W9(t.signal,this)),is.call(this,t),Uo.construct(this,()=>{this._readableState.needReadable&&Pf(this,this._readableState)})}
he.prototype.destroy=Uo.destroy;he.prototype._undestroy=Uo.undestroy;he.prototype._destroy=function(t,e){e(t)};he.prototype[G9.
captureRejectionSymbol]=function(t){this.destroy(t)};he.prototype[U9]=function(){let t;return this.destroyed||(t=this.readableEnded?
null:new t$,this.destroy(t)),new m1((e,r)=>p1(this,n=>n&&n!==t?r(n):e(null)))};he.prototype.push=function(t,e){return A1(
this,t,e,!1)};he.prototype.unshift=function(t,e){return A1(this,t,e,!0)};function A1(t,e,r,n){be("readableAddChunk",e);let i=t.
_readableState,s;if((i.state&qo)===0&&(typeof e=="string"?(r=r||i.defaultEncoding,i.encoding!==r&&(n&&i.encoding?e=pN.from(
e,r).toString(i.encoding):(e=pN.from(e,r),r=""))):e instanceof pN?r="":is._isUint8Array(e)?(e=is._uint8ArrayToBuffer(e),
r=""):e!=null&&(s=new X9("chunk",["string","Buffer","Uint8Array"],e))),s)Fo(t,s);else if(e===null)i.state&=~du,h$(t,i);else if((i.
state&qo)!==0||e&&e.length>0)if(n)if((i.state&h1)!==0)Fo(t,new e$);else{if(i.destroyed||i.errored)return!1;hN(t,i,e,!0)}else if(i.
ended)Fo(t,new Z9);else{if(i.destroyed||i.errored)return!1;i.state&=~du,i.decoder&&!r?(e=i.decoder.write(e),i.objectMode||
e.length!==0?hN(t,i,e,!1):Pf(t,i)):hN(t,i,e,!1)}else n||(i.state&=~du,Pf(t,i));return!i.ended&&(i.length<i.highWaterMark||
i.length===0)}function hN(t,e,r,n){e.flowing&&e.length===0&&!e.sync&&t.listenerCount("data")>0?((e.state&x1)!==0?e.awaitDrainWriters.
clear():e.awaitDrainWriters=null,e.dataEmitted=!0,t.emit("data",r)):(e.length+=e.objectMode?1:r.length,n?e.buffer.unshift(
r):e.buffer.push(r),(e.state&If)!==0&&vf(t)),Pf(t,e)}he.prototype.isPaused=function(){let t=this._readableState;return t[pa]===
!0||t.flowing===!1};he.prototype.setEncoding=function(t){let e=new f1(t);this._readableState.decoder=e,this._readableState.
encoding=this._readableState.decoder.encoding;let r=this._readableState.buffer,n="";for(let i of r)n+=e.write(i);return r.
clear(),n!==""&&r.push(n),this._readableState.length=n.length,this};var p$=1073741824;function f$(t){if(t>p$)throw new V9(
"size","<= 1GiB",t);return t--,t|=t>>>1,t|=t>>>2,t|=t>>>4,t|=t>>>8,t|=t>>>16,t++,t}function u1(t,e){return t<=0||e.length===
0&&e.ended?0:(e.state&qo)!==0?1:k9(t)?e.flowing&&e.length?e.buffer.first().length:e.length:t<=e.length?t:e.ended?e.length:
0}he.prototype.read=function(t){be("read",t),t===void 0?t=NaN:L9(t)||(t=z9(t,10));let e=this._readableState,r=t;if(t>e.highWaterMark&&
(e.highWaterMark=f$(t)),t!==0&&(e.state&=~y1),t===0&&e.needReadable&&((e.highWaterMark!==0?e.length>=e.highWaterMark:e.length>
0)||e.ended))return be("read: emitReadable",e.length,e.ended),e.length===0&&e.ended?gN(this):vf(this),null;if(t=u1(t,e),
t===0&&e.ended)return e.length===0&&gN(this),null;let n=(e.state&If)!==0;if(be("need readable",n),(e.length===0||e.length-
t<e.highWaterMark)&&(n=!0,be("length less than watermark",n)),e.ended||e.reading||e.destroyed||e.errored||!e.constructed)
n=!1,be("reading, ended or constructing",n);else if(n){be("do read"),e.state|=du|Ef,e.length===0&&(e.state|=If);try{this.
_read(e.highWaterMark)}catch(s){Fo(this,s)}e.state&=~Ef,e.reading||(t=u1(r,e))}let i;return t>0?i=w1(t,e):i=null,i===null?
(e.needReadable=e.length<=e.highWaterMark,t=0):(e.length-=t,e.multiAwaitDrain?e.awaitDrainWriters.clear():e.awaitDrainWriters=
null),e.length===0&&(e.ended||(e.needReadable=!0),r!==t&&e.ended&&gN(this)),i!==null&&!e.errorEmitted&&!e.closeEmitted&&
(e.dataEmitted=!0,this.emit("data",i)),i};function h$(t,e){if(be("onEofChunk"),!e.ended){if(e.decoder){let r=e.decoder.end();
r&&r.length&&(e.buffer.push(r),e.length+=e.objectMode?1:r.length)}e.ended=!0,e.sync?vf(t):(e.needReadable=!1,e.emittedReadable=
!0,b1(t))}}function vf(t){let e=t._readableState;be("emitReadable",e.needReadable,e.emittedReadable),e.needReadable=!1,e.
emittedReadable||(be("emitReadable",e.flowing),e.emittedReadable=!0,on.nextTick(b1,t))}function b1(t){let e=t._readableState;
be("emitReadable_",e.destroyed,e.length,e.ended),!e.destroyed&&!e.errored&&(e.length||e.ended)&&(t.emit("readable"),e.emittedReadable=
!1),e.needReadable=!e.flowing&&!e.ended&&e.length<=e.highWaterMark,S1(t)}function Pf(t,e){!e.readingMore&&e.constructed&&
(e.readingMore=!0,on.nextTick(g$,t,e))}function g$(t,e){for(;!e.reading&&!e.ended&&(e.length<e.highWaterMark||e.flowing&&
e.length===0);){let r=e.length;if(be("maybeReadMore read 0"),t.read(0),r===e.length)break}e.readingMore=!1}he.prototype.
_read=function(t){throw new J9("_read()")};he.prototype.pipe=function(t,e){let r=this,n=this._readableState;n.pipes.length===
1&&(n.multiAwaitDrain||(n.multiAwaitDrain=!0,n.awaitDrainWriters=new q9(n.awaitDrainWriters?[n.awaitDrainWriters]:[]))),
n.pipes.push(t),be("pipe count=%d opts=%j",n.pipes.length,e);let s=(!e||e.end!==!1)&&t!==on.stdout&&t!==on.stderr?o:b;n.
endEmitted?on.nextTick(s):r.once("end",s),t.on("unpipe",a);function a(C,E){be("onunpipe"),C===r&&E&&E.hasUnpiped===!1&&(E.
hasUnpiped=!0,u())}function o(){be("onend"),t.end()}let l,c=!1;function u(){be("cleanup"),t.removeListener("close",x),t.
removeListener("finish",g),l&&t.removeListener("drain",l),t.removeListener("error",p),t.removeListener("unpipe",a),r.removeListener(
"end",o),r.removeListener("end",b),r.removeListener("data",m),c=!0,l&&n.awaitDrainWriters&&(!t._writableState||t._writableState.
needDrain)&&l()}function d(){c||(n.pipes.length===1&&n.pipes[0]===t?(be("false write response, pause",0),n.awaitDrainWriters=
t,n.multiAwaitDrain=!1):n.pipes.length>1&&n.pipes.includes(t)&&(be("false write response, pause",n.awaitDrainWriters.size),
n.awaitDrainWriters.add(t)),r.pause()),l||(l=y$(r,t),t.on("drain",l))}r.on("data",m);function m(C){be("ondata");let E=t.
write(C);be("dest.write",E),E===!1&&d()}function p(C){if(be("onerror",C),b(),t.removeListener("error",p),t.listenerCount(
"error")===0){let E=t._writableState||t._readableState;E&&!E.errorEmitted?Fo(t,C):t.emit("error",C)}}j9(t,"error",p);function x(){
t.removeListener("finish",g),b()}t.once("close",x);function g(){be("onfinish"),t.removeListener("close",x),b()}t.once("f\
inish",g);function b(){be("unpipe"),r.unpipe(t)}return t.emit("pipe",r),t.writableNeedDrain===!0?d():n.flowing||(be("pip\
e resume"),r.resume()),t};function y$(t,e){return function(){let n=t._readableState;n.awaitDrainWriters===e?(be("pipeOnD\
rain",1),n.awaitDrainWriters=null):n.multiAwaitDrain&&(be("pipeOnDrain",n.awaitDrainWriters.size),n.awaitDrainWriters.delete(
e)),(!n.awaitDrainWriters||n.awaitDrainWriters.size===0)&&t.listenerCount("data")&&t.resume()}}he.prototype.unpipe=function(t){
let e=this._readableState,r={hasUnpiped:!1};if(e.pipes.length===0)return this;if(!t){let i=e.pipes;e.pipes=[],this.pause();
for(let s=0;s<i.length;s++)i[s].emit("unpipe",this,{hasUnpiped:!1});return this}let n=O9(e.pipes,t);return n===-1?this:(e.
pipes.splice(n,1),e.pipes.length===0&&this.pause(),t.emit("unpipe",this,r),this)};he.prototype.on=function(t,e){let r=is.
prototype.on.call(this,t,e),n=this._readableState;return t==="data"?(n.readableListening=this.listenerCount("readable")>
0,n.flowing!==!1&&this.resume()):t==="readable"&&!n.endEmitted&&!n.readableListening&&(n.readableListening=n.needReadable=
!0,n.flowing=!1,n.emittedReadable=!1,be("on readable",n.length,n.reading),n.length?vf(this):n.reading||on.nextTick(x$,this)),
r};he.prototype.addListener=he.prototype.on;he.prototype.removeListener=function(t,e){let r=is.prototype.removeListener.
call(this,t,e);return t==="readable"&&on.nextTick(C1,this),r};he.prototype.off=he.prototype.removeListener;he.prototype.
removeAllListeners=function(t){let e=is.prototype.removeAllListeners.apply(this,arguments);return(t==="readable"||t===void 0)&&
on.nextTick(C1,this),e};function C1(t){let e=t._readableState;e.readableListening=t.listenerCount("readable")>0,e.resumeScheduled&&
e[pa]===!1?e.flowing=!0:t.listenerCount("data")>0?t.resume():e.readableListening||(e.flowing=null)}function x$(t){be("re\
adable nexttick read 0"),t.read(0)}he.prototype.resume=function(){let t=this._readableState;return t.flowing||(be("resum\
e"),t.flowing=!t.readableListening,A$(this,t)),t[pa]=!1,this};function A$(t,e){e.resumeScheduled||(e.resumeScheduled=!0,
on.nextTick(b$,t,e))}function b$(t,e){be("resume",e.reading),e.reading||t.read(0),e.resumeScheduled=!1,t.emit("resume"),
S1(t),e.flowing&&!e.reading&&t.read(0)}he.prototype.pause=function(){return be("call pause flowing=%j",this._readableState.
flowing),this._readableState.flowing!==!1&&(be("pause"),this._readableState.flowing=!1,this.emit("pause")),this._readableState[pa]=
!0,this};function S1(t){let e=t._readableState;for(be("flow",e.flowing);e.flowing&&t.read()!==null;);}he.prototype.wrap=
function(t){let e=!1;t.on("data",n=>{!this.push(n)&&t.pause&&(e=!0,t.pause())}),t.on("end",()=>{this.push(null)}),t.on("\
error",n=>{Fo(this,n)}),t.on("close",()=>{this.destroy()}),t.on("destroy",()=>{this.destroy()}),this._read=()=>{e&&t.resume&&
(e=!1,t.resume())};let r=F9(t);for(let n=1;n<r.length;n++){let i=r[n];this[i]===void 0&&typeof t[i]=="function"&&(this[i]=
t[i].bind(t))}return this};he.prototype[H9]=function(){return N1(this)};he.prototype.iterator=function(t){return t!==void 0&&
r$(t,"options"),N1(this,t)};function N1(t,e){typeof t.read!="function"&&(t=he.wrap(t,{objectMode:!0}));let r=C$(t,e);return r.
stream=t,r}async function*C$(t,e){let r=fN;function n(a){this===t?(r(),r=fN):r=a}t.on("readable",n);let i,s=p1(t,{writable:!1},
a=>{i=a?c1(i,a):null,r(),r=fN});try{for(;;){let a=t.destroyed?null:t.read();if(a!==null)yield a;else{if(i)throw i;if(i===
null)return;await new m1(n)}}}catch(a){throw i=c1(i,a),i}finally{(i||e?.destroyOnReturn!==!1)&&(i===void 0||t._readableState.
autoDestroy)?Uo.destroyer(t,null):(t.off("readable",n),s())}}bN(he.prototype,{readable:{__proto__:null,get(){let t=this.
_readableState;return!!t&&t.readable!==!1&&!t.destroyed&&!t.errorEmitted&&!t.endEmitted},set(t){this._readableState&&(this.
_readableState.readable=!!t)}},readableDidRead:{__proto__:null,enumerable:!1,get:function(){return this._readableState.dataEmitted}},
readableAborted:{__proto__:null,enumerable:!1,get:function(){return!!(this._readableState.readable!==!1&&(this._readableState.
destroyed||this._readableState.errored)&&!this._readableState.endEmitted)}},readableHighWaterMark:{__proto__:null,enumerable:!1,
get:function(){return this._readableState.highWaterMark}},readableBuffer:{__proto__:null,enumerable:!1,get:function(){return this.
_readableState&&this._readableState.buffer}},readableFlowing:{__proto__:null,enumerable:!1,get:function(){return this._readableState.
flowing},set:function(t){this._readableState&&(this._readableState.flowing=t)}},readableLength:{__proto__:null,enumerable:!1,
get(){return this._readableState.length}},readableObjectMode:{__proto__:null,enumerable:!1,get(){return this._readableState?
this._readableState.objectMode:!1}},readableEncoding:{__proto__:null,enumerable:!1,get(){return this._readableState?this.
_readableState.encoding:null}},errored:{__proto__:null,enumerable:!1,get(){return this._readableState?this._readableState.
errored:null}},closed:{__proto__:null,get(){return this._readableState?this._readableState.closed:!1}},destroyed:{__proto__:null,
enumerable:!1,get(){return this._readableState?this._readableState.destroyed:!1},set(t){this._readableState&&(this._readableState.
destroyed=t)}},readableEnded:{__proto__:null,enumerable:!1,get(){return this._readableState?this._readableState.endEmitted:
!1}}});bN(_f.prototype,{pipesCount:{__proto__:null,get(){return this.pipes.length}},paused:{__proto__:null,get(){return this[pa]!==
!1},set(t){this[pa]=!!t}}});he._fromList=w1;function w1(t,e){if(e.length===0)return null;let r;return e.objectMode?r=e.buffer.
shift():!t||t>=e.length?(e.decoder?r=e.buffer.join(""):e.buffer.length===1?r=e.buffer.first():r=e.buffer.concat(e.length),
e.buffer.clear()):r=e.buffer.consume(t,e.decoder),r}function gN(t){let e=t._readableState;be("endReadable",e.endEmitted),
e.endEmitted||(e.ended=!0,on.nextTick(S$,e,t))}function S$(t,e){if(be("endReadableNT",t.endEmitted,t.length),!t.errored&&
!t.closeEmitted&&!t.endEmitted&&t.length===0){if(t.endEmitted=!0,e.emit("end"),e.writable&&e.allowHalfOpen===!1)on.nextTick(
N$,e);else if(t.autoDestroy){let r=e._writableState;(!r||r.autoDestroy&&(r.finished||r.writable===!1))&&e.destroy()}}}function N$(t){
t.writable&&!t.writableEnded&&!t.destroyed&&t.end()}he.from=function(t,e){return n$(he,t,e)};var yN;function E1(){return yN===
void 0&&(yN={}),yN}he.fromWeb=function(t,e){return E1().newStreamReadableFromReadableStream(t,e)};he.toWeb=function(t,e){
return E1().newReadableStreamFromStreamReadable(t,e)};he.wrap=function(t,e){var r,n;return new he({objectMode:(r=(n=t.readableObjectMode)!==
null&&n!==void 0?n:t.objectMode)!==null&&r!==void 0?r:!0,...e,destroy(i,s){Uo.destroyer(t,i),s(i)}}).wrap(t)}});var Df=S((m0e,z1)=>{"use strict";var fa=rs(),{ArrayPrototypeSlice:v1,Error:w$,FunctionPrototypeSymbolHasInstance:B1,ObjectDefineProperty:R1,
ObjectDefineProperties:E$,ObjectSetPrototypeOf:T1,StringPrototypeToLowerCase:I$,Symbol:P$,SymbolHasInstance:_$}=We();z1.
exports=Xe;Xe.WritableState=hu;var{EventEmitter:v$}=j("events"),pu=Cf().Stream,{Buffer:Bf}=j("buffer"),Mf=da(),{addAbortSignal:B$}=lu(),
{getHighWaterMark:R$,getDefaultHighWaterMark:T$}=cu(),{ERR_INVALID_ARG_TYPE:M$,ERR_METHOD_NOT_IMPLEMENTED:D$,ERR_MULTIPLE_CALLBACK:M1,
ERR_STREAM_CANNOT_PIPE:O$,ERR_STREAM_DESTROYED:fu,ERR_STREAM_ALREADY_FINISHED:L$,ERR_STREAM_NULL_VALUES:k$,ERR_STREAM_WRITE_AFTER_END:z$,
ERR_UNKNOWN_ENCODING:D1}=Ft().codes,{errorOrDestroy:Ho}=Mf;T1(Xe.prototype,pu.prototype);T1(Xe,pu);function NN(){}var Qo=P$(
"kOnFinished");function hu(t,e,r){typeof r!="boolean"&&(r=e instanceof Wn()),this.objectMode=!!(t&&t.objectMode),r&&(this.
objectMode=this.objectMode||!!(t&&t.writableObjectMode)),this.highWaterMark=t?R$(this,t,"writableHighWaterMark",r):T$(!1),
this.finalCalled=!1,this.needDrain=!1,this.ending=!1,this.ended=!1,this.finished=!1,this.destroyed=!1;let n=!!(t&&t.decodeStrings===
!1);this.decodeStrings=!n,this.defaultEncoding=t&&t.defaultEncoding||"utf8",this.length=0,this.writing=!1,this.corked=0,
this.sync=!0,this.bufferProcessing=!1,this.onwrite=q$.bind(void 0,e),this.writecb=null,this.writelen=0,this.afterWriteTickInfo=
null,Tf(this),this.pendingcb=0,this.constructed=!0,this.prefinished=!1,this.errorEmitted=!1,this.emitClose=!t||t.emitClose!==
!1,this.autoDestroy=!t||t.autoDestroy!==!1,this.errored=null,this.closed=!1,this.closeEmitted=!1,this[Qo]=[]}function Tf(t){
t.buffered=[],t.bufferedIndex=0,t.allBuffers=!0,t.allNoop=!0}hu.prototype.getBuffer=function(){return v1(this.buffered,this.
bufferedIndex)};R1(hu.prototype,"bufferedRequestCount",{__proto__:null,get(){return this.buffered.length-this.bufferedIndex}});
function Xe(t){let e=this instanceof Wn();if(!e&&!B1(Xe,this))return new Xe(t);this._writableState=new hu(t,this,e),t&&(typeof t.
write=="function"&&(this._write=t.write),typeof t.writev=="function"&&(this._writev=t.writev),typeof t.destroy=="functio\
n"&&(this._destroy=t.destroy),typeof t.final=="function"&&(this._final=t.final),typeof t.construct=="function"&&(this._construct=
t.construct),t.signal&&B$(t.signal,this)),pu.call(this,t),Mf.construct(this,()=>{let r=this._writableState;r.writing||EN(
this,r),IN(this,r)})}R1(Xe,_$,{__proto__:null,value:function(t){return B1(this,t)?!0:this!==Xe?!1:t&&t._writableState instanceof
hu}});Xe.prototype.pipe=function(){Ho(this,new O$)};function O1(t,e,r,n){let i=t._writableState;if(typeof r=="function")
n=r,r=i.defaultEncoding;else{if(!r)r=i.defaultEncoding;else if(r!=="buffer"&&!Bf.isEncoding(r))throw new D1(r);typeof n!=
"function"&&(n=NN)}if(e===null)throw new k$;if(!i.objectMode)if(typeof e=="string")i.decodeStrings!==!1&&(e=Bf.from(e,r),
r="buffer");else if(e instanceof Bf)r="buffer";else if(pu._isUint8Array(e))e=pu._uint8ArrayToBuffer(e),r="buffer";else throw new M$(
"chunk",["string","Buffer","Uint8Array"],e);let s;return i.ending?s=new z$:i.destroyed&&(s=new fu("write")),s?(fa.nextTick(
n,s),Ho(t,s,!0),s):(i.pendingcb++,F$(t,i,e,r,n))}Xe.prototype.write=function(t,e,r){return O1(this,t,e,r)===!0};Xe.prototype.
cork=function(){this._writableState.corked++};Xe.prototype.uncork=function(){let t=this._writableState;t.corked&&(t.corked--,
t.writing||EN(this,t))};Xe.prototype.setDefaultEncoding=function(e){if(typeof e=="string"&&(e=I$(e)),!Bf.isEncoding(e))throw new D1(
e);return this._writableState.defaultEncoding=e,this};function F$(t,e,r,n,i){let s=e.objectMode?1:r.length;e.length+=s;let a=e.
length<e.highWaterMark;return a||(e.needDrain=!0),e.writing||e.corked||e.errored||!e.constructed?(e.buffered.push({chunk:r,
encoding:n,callback:i}),e.allBuffers&&n!=="buffer"&&(e.allBuffers=!1),e.allNoop&&i!==NN&&(e.allNoop=!1)):(e.writelen=s,e.
writecb=i,e.writing=!0,e.sync=!0,t._write(r,n,e.onwrite),e.sync=!1),a&&!e.errored&&!e.destroyed}function P1(t,e,r,n,i,s,a){
e.writelen=n,e.writecb=a,e.writing=!0,e.sync=!0,e.destroyed?e.onwrite(new fu("write")):r?t._writev(i,e.onwrite):t._write(
i,s,e.onwrite),e.sync=!1}function _1(t,e,r,n){--e.pendingcb,n(r),wN(e),Ho(t,r)}function q$(t,e){let r=t._writableState,n=r.
sync,i=r.writecb;if(typeof i!="function"){Ho(t,new M1);return}r.writing=!1,r.writecb=null,r.length-=r.writelen,r.writelen=
0,e?(e.stack,r.errored||(r.errored=e),t._readableState&&!t._readableState.errored&&(t._readableState.errored=e),n?fa.nextTick(
_1,t,r,e,i):_1(t,r,e,i)):(r.buffered.length>r.bufferedIndex&&EN(t,r),n?r.afterWriteTickInfo!==null&&r.afterWriteTickInfo.
cb===i?r.afterWriteTickInfo.count++:(r.afterWriteTickInfo={count:1,cb:i,stream:t,state:r},fa.nextTick(U$,r.afterWriteTickInfo)):
L1(t,r,1,i))}function U$({stream:t,state:e,count:r,cb:n}){return e.afterWriteTickInfo=null,L1(t,e,r,n)}function L1(t,e,r,n){
for(!e.ending&&!t.destroyed&&e.length===0&&e.needDrain&&(e.needDrain=!1,t.emit("drain"));r-- >0;)e.pendingcb--,n();e.destroyed&&
wN(e),IN(t,e)}function wN(t){if(t.writing)return;for(let i=t.bufferedIndex;i<t.buffered.length;++i){var e;let{chunk:s,callback:a}=t.
buffered[i],o=t.objectMode?1:s.length;t.length-=o,a((e=t.errored)!==null&&e!==void 0?e:new fu("write"))}let r=t[Qo].splice(
0);for(let i=0;i<r.length;i++){var n;r[i]((n=t.errored)!==null&&n!==void 0?n:new fu("end"))}Tf(t)}function EN(t,e){if(e.
corked||e.bufferProcessing||e.destroyed||!e.constructed)return;let{buffered:r,bufferedIndex:n,objectMode:i}=e,s=r.length-
n;if(!s)return;let a=n;if(e.bufferProcessing=!0,s>1&&t._writev){e.pendingcb-=s-1;let o=e.allNoop?NN:c=>{for(let u=a;u<r.
length;++u)r[u].callback(c)},l=e.allNoop&&a===0?r:v1(r,a);l.allBuffers=e.allBuffers,P1(t,e,!0,e.length,l,"",o),Tf(e)}else{
do{let{chunk:o,encoding:l,callback:c}=r[a];r[a++]=null;let u=i?1:o.length;P1(t,e,!1,u,o,l,c)}while(a<r.length&&!e.writing);
a===r.length?Tf(e):a>256?(r.splice(0,a),e.bufferedIndex=0):e.bufferedIndex=a}e.bufferProcessing=!1}Xe.prototype._write=function(t,e,r){
if(this._writev)this._writev([{chunk:t,encoding:e}],r);else throw new D$("_write()")};Xe.prototype._writev=null;Xe.prototype.
end=function(t,e,r){let n=this._writableState;typeof t=="function"?(r=t,t=null,e=null):typeof e=="function"&&(r=e,e=null);
let i;if(t!=null){let s=O1(this,t,e);s instanceof w$&&(i=s)}return n.corked&&(n.corked=1,this.uncork()),i||(!n.errored&&
!n.ending?(n.ending=!0,IN(this,n,!0),n.ended=!0):n.finished?i=new L$("end"):n.destroyed&&(i=new fu("end"))),typeof r=="f\
unction"&&(i||n.finished?fa.nextTick(r,i):n[Qo].push(r)),this};function Rf(t){return t.ending&&!t.destroyed&&t.constructed&&
t.length===0&&!t.errored&&t.buffered.length===0&&!t.finished&&!t.writing&&!t.errorEmitted&&!t.closeEmitted}function H$(t,e){
let r=!1;function n(i){if(r){Ho(t,i??M1());return}if(r=!0,e.pendingcb--,i){let s=e[Qo].splice(0);for(let a=0;a<s.length;a++)
s[a](i);Ho(t,i,e.sync)}else Rf(e)&&(e.prefinished=!0,t.emit("prefinish"),e.pendingcb++,fa.nextTick(SN,t,e))}e.sync=!0,e.
pendingcb++;try{t._final(n)}catch(i){n(i)}e.sync=!1}function Q$(t,e){!e.prefinished&&!e.finalCalled&&(typeof t._final=="\
function"&&!e.destroyed?(e.finalCalled=!0,H$(t,e)):(e.prefinished=!0,t.emit("prefinish")))}function IN(t,e,r){Rf(e)&&(Q$(
t,e),e.pendingcb===0&&(r?(e.pendingcb++,fa.nextTick((n,i)=>{Rf(i)?SN(n,i):i.pendingcb--},t,e)):Rf(e)&&(e.pendingcb++,SN(
t,e))))}function SN(t,e){e.pendingcb--,e.finished=!0;let r=e[Qo].splice(0);for(let n=0;n<r.length;n++)r[n]();if(t.emit("\
finish"),e.autoDestroy){let n=t._readableState;(!n||n.autoDestroy&&(n.endEmitted||n.readable===!1))&&t.destroy()}}E$(Xe.
prototype,{closed:{__proto__:null,get(){return this._writableState?this._writableState.closed:!1}},destroyed:{__proto__:null,
get(){return this._writableState?this._writableState.destroyed:!1},set(t){this._writableState&&(this._writableState.destroyed=
t)}},writable:{__proto__:null,get(){let t=this._writableState;return!!t&&t.writable!==!1&&!t.destroyed&&!t.errored&&!t.ending&&
!t.ended},set(t){this._writableState&&(this._writableState.writable=!!t)}},writableFinished:{__proto__:null,get(){return this.
_writableState?this._writableState.finished:!1}},writableObjectMode:{__proto__:null,get(){return this._writableState?this.
_writableState.objectMode:!1}},writableBuffer:{__proto__:null,get(){return this._writableState&&this._writableState.getBuffer()}},
writableEnded:{__proto__:null,get(){return this._writableState?this._writableState.ending:!1}},writableNeedDrain:{__proto__:null,
get(){let t=this._writableState;return t?!t.destroyed&&!t.ending&&t.needDrain:!1}},writableHighWaterMark:{__proto__:null,
get(){return this._writableState&&this._writableState.highWaterMark}},writableCorked:{__proto__:null,get(){return this._writableState?
this._writableState.corked:0}},writableLength:{__proto__:null,get(){return this._writableState&&this._writableState.length}},
errored:{__proto__:null,enumerable:!1,get(){return this._writableState?this._writableState.errored:null}},writableAborted:{
__proto__:null,enumerable:!1,get:function(){return!!(this._writableState.writable!==!1&&(this._writableState.destroyed||
this._writableState.errored)&&!this._writableState.finished)}}});var G$=Mf.destroy;Xe.prototype.destroy=function(t,e){let r=this.
_writableState;return!r.destroyed&&(r.bufferedIndex<r.buffered.length||r[Qo].length)&&fa.nextTick(wN,r),G$.call(this,t,e),
this};Xe.prototype._undestroy=Mf.undestroy;Xe.prototype._destroy=function(t,e){e(t)};Xe.prototype[v$.captureRejectionSymbol]=
function(t){this.destroy(t)};var CN;function k1(){return CN===void 0&&(CN={}),CN}Xe.fromWeb=function(t,e){return k1().newStreamWritableFromWritableStream(
t,e)};Xe.toWeb=function(t){return k1().newWritableStreamFromStreamWritable(t)}});var Z1=S((p0e,V1)=>{var PN=rs(),j$=j("buffer"),{isReadable:W$,isWritable:Y$,isIterable:F1,isNodeStream:K$,isReadableNodeStream:q1,
isWritableNodeStream:U1,isDuplexNodeStream:$$,isReadableStream:H1,isWritableStream:Q1}=Qn(),G1=Ei(),{AbortError:X1,codes:{
ERR_INVALID_ARG_TYPE:X$,ERR_INVALID_RETURN_VALUE:j1}}=Ft(),{destroyer:jo}=da(),J$=Wn(),J1=mu(),V$=Df(),{createDeferredPromise:W1}=Kt(),
Y1=mN(),K1=globalThis.Blob||j$.Blob,Z$=typeof K1<"u"?function(e){return e instanceof K1}:function(e){return!1},e7=globalThis.
AbortController||Oo().AbortController,{FunctionPrototypeCall:$1}=We(),ss=class extends J${constructor(e){super(e),e?.readable===
!1&&(this._readableState.readable=!1,this._readableState.ended=!0,this._readableState.endEmitted=!0),e?.writable===!1&&(this.
_writableState.writable=!1,this._writableState.ending=!0,this._writableState.ended=!0,this._writableState.finished=!0)}};
V1.exports=function t(e,r){if($$(e))return e;if(q1(e))return Go({readable:e});if(U1(e))return Go({writable:e});if(K$(e))
return Go({writable:!1,readable:!1});if(H1(e))return Go({readable:J1.fromWeb(e)});if(Q1(e))return Go({writable:V$.fromWeb(
e)});if(typeof e=="function"){let{value:i,write:s,final:a,destroy:o}=t7(e);if(F1(i))return Y1(ss,i,{objectMode:!0,write:s,
final:a,destroy:o});let l=i?.then;if(typeof l=="function"){let c,u=$1(l,i,d=>{if(d!=null)throw new j1("nully","body",d)},
d=>{jo(c,d)});return c=new ss({objectMode:!0,readable:!1,write:s,final(d){a(async()=>{try{await u,PN.nextTick(d,null)}catch(m){
PN.nextTick(d,m)}})},destroy:o})}throw new j1("Iterable, AsyncIterable or AsyncFunction",r,i)}if(Z$(e))return t(e.arrayBuffer());
if(F1(e))return Y1(ss,e,{objectMode:!0,writable:!1});if(H1(e?.readable)&&Q1(e?.writable))return ss.fromWeb(e);if(typeof e?.
writable=="object"||typeof e?.readable=="object"){let i=e!=null&&e.readable?q1(e?.readable)?e?.readable:t(e.readable):void 0,
s=e!=null&&e.writable?U1(e?.writable)?e?.writable:t(e.writable):void 0;return Go({readable:i,writable:s})}let n=e?.then;
if(typeof n=="function"){let i;return $1(n,e,s=>{s!=null&&i.push(s),i.push(null)},s=>{jo(i,s)}),i=new ss({objectMode:!0,
writable:!1,read(){}})}throw new X$(r,["Blob","ReadableStream","WritableStream","Stream","Iterable","AsyncIterable","Fun\
ction","{ readable, writable } pair","Promise"],e)};function t7(t){let{promise:e,resolve:r}=W1(),n=new e7,i=n.signal;return{
value:t((async function*(){for(;;){let a=e;e=null;let{chunk:o,done:l,cb:c}=await a;if(PN.nextTick(c),l)return;if(i.aborted)
throw new X1(void 0,{cause:i.reason});({promise:e,resolve:r}=W1()),yield o}})(),{signal:i}),write(a,o,l){let c=r;r=null,
c({chunk:a,done:!1,cb:l})},final(a){let o=r;r=null,o({done:!0,cb:a})},destroy(a,o){n.abort(),o(a)}}}function Go(t){let e=t.
readable&&typeof t.readable.read!="function"?J1.wrap(t.readable):t.readable,r=t.writable,n=!!W$(e),i=!!Y$(r),s,a,o,l,c;function u(d){
let m=l;l=null,m?m(d):d&&c.destroy(d)}return c=new ss({readableObjectMode:!!(e!=null&&e.readableObjectMode),writableObjectMode:!!(r!=
null&&r.writableObjectMode),readable:n,writable:i}),i&&(G1(r,d=>{i=!1,d&&jo(e,d),u(d)}),c._write=function(d,m,p){r.write(
d,m)?p():s=p},c._final=function(d){r.end(),a=d},r.on("drain",function(){if(s){let d=s;s=null,d()}}),r.on("finish",function(){
if(a){let d=a;a=null,d()}})),n&&(G1(e,d=>{n=!1,d&&jo(e,d),u(d)}),e.on("readable",function(){if(o){let d=o;o=null,d()}}),
e.on("end",function(){c.push(null)}),c._read=function(){for(;;){let d=e.read();if(d===null){o=c._read;return}if(!c.push(
d))return}}),c._destroy=function(d,m){!d&&l!==null&&(d=new X1),o=null,s=null,a=null,l===null?m(d):(l=m,jo(r,d),jo(e,d))},
c}});var Wn=S((f0e,rD)=>{"use strict";var{ObjectDefineProperties:r7,ObjectGetOwnPropertyDescriptor:Ii,ObjectKeys:n7,ObjectSetPrototypeOf:eD}=We();
rD.exports=ln;var BN=mu(),Hr=Df();eD(ln.prototype,BN.prototype);eD(ln,BN);{let t=n7(Hr.prototype);for(let e=0;e<t.length;e++){
let r=t[e];ln.prototype[r]||(ln.prototype[r]=Hr.prototype[r])}}function ln(t){if(!(this instanceof ln))return new ln(t);
BN.call(this,t),Hr.call(this,t),t?(this.allowHalfOpen=t.allowHalfOpen!==!1,t.readable===!1&&(this._readableState.readable=
!1,this._readableState.ended=!0,this._readableState.endEmitted=!0),t.writable===!1&&(this._writableState.writable=!1,this.
_writableState.ending=!0,this._writableState.ended=!0,this._writableState.finished=!0)):this.allowHalfOpen=!0}r7(ln.prototype,
{writable:{__proto__:null,...Ii(Hr.prototype,"writable")},writableHighWaterMark:{__proto__:null,...Ii(Hr.prototype,"writ\
ableHighWaterMark")},writableObjectMode:{__proto__:null,...Ii(Hr.prototype,"writableObjectMode")},writableBuffer:{__proto__:null,
...Ii(Hr.prototype,"writableBuffer")},writableLength:{__proto__:null,...Ii(Hr.prototype,"writableLength")},writableFinished:{
__proto__:null,...Ii(Hr.prototype,"writableFinished")},writableCorked:{__proto__:null,...Ii(Hr.prototype,"writableCorked")},
writableEnded:{__proto__:null,...Ii(Hr.prototype,"writableEnded")},writableNeedDrain:{__proto__:null,...Ii(Hr.prototype,
"writableNeedDrain")},destroyed:{__proto__:null,get(){return this._readableState===void 0||this._writableState===void 0?
!1:this._readableState.destroyed&&this._writableState.destroyed},set(t){this._readableState&&this._writableState&&(this.
_readableState.destroyed=t,this._writableState.destroyed=t)}}});var _N;function tD(){return _N===void 0&&(_N={}),_N}ln.fromWeb=
function(t,e){return tD().newStreamDuplexFromReadableWritablePair(t,e)};ln.toWeb=function(t){return tD().newReadableWritablePairFromDuplex(
t)};var vN;ln.from=function(t){return vN||(vN=Z1()),vN(t,"body")}});var MN=S((h0e,iD)=>{"use strict";var{ObjectSetPrototypeOf:nD,Symbol:i7}=We();iD.exports=Pi;var{ERR_METHOD_NOT_IMPLEMENTED:s7}=Ft().
codes,TN=Wn(),{getHighWaterMark:a7}=cu();nD(Pi.prototype,TN.prototype);nD(Pi,TN);var gu=i7("kCallback");function Pi(t){if(!(this instanceof
Pi))return new Pi(t);let e=t?a7(this,t,"readableHighWaterMark",!0):null;e===0&&(t={...t,highWaterMark:null,readableHighWaterMark:e,
writableHighWaterMark:t.writableHighWaterMark||0}),TN.call(this,t),this._readableState.sync=!1,this[gu]=null,t&&(typeof t.
transform=="function"&&(this._transform=t.transform),typeof t.flush=="function"&&(this._flush=t.flush)),this.on("prefini\
sh",o7)}function RN(t){typeof this._flush=="function"&&!this.destroyed?this._flush((e,r)=>{if(e){t?t(e):this.destroy(e);
return}r!=null&&this.push(r),this.push(null),t&&t()}):(this.push(null),t&&t())}function o7(){this._final!==RN&&RN.call(this)}
Pi.prototype._final=RN;Pi.prototype._transform=function(t,e,r){throw new s7("_transform()")};Pi.prototype._write=function(t,e,r){
let n=this._readableState,i=this._writableState,s=n.length;this._transform(t,e,(a,o)=>{if(a){r(a);return}o!=null&&this.push(
o),i.ended||s===n.length||n.length<n.highWaterMark?r():this[gu]=r})};Pi.prototype._read=function(){if(this[gu]){let t=this[gu];
this[gu]=null,t()}}});var ON=S((g0e,aD)=>{"use strict";var{ObjectSetPrototypeOf:sD}=We();aD.exports=Wo;var DN=MN();sD(Wo.prototype,DN.prototype);
sD(Wo,DN);function Wo(t){if(!(this instanceof Wo))return new Wo(t);DN.call(this,t)}Wo.prototype._transform=function(t,e,r){
r(null,t)}});var zf=S((y0e,dD)=>{var yu=rs(),{ArrayIsArray:l7,Promise:c7,SymbolAsyncIterator:u7,SymbolDispose:d7}=We(),kf=Ei(),{once:m7}=Kt(),
p7=da(),oD=Wn(),{aggregateTwoErrors:f7,codes:{ERR_INVALID_ARG_TYPE:GN,ERR_INVALID_RETURN_VALUE:LN,ERR_MISSING_ARGS:h7,ERR_STREAM_DESTROYED:g7,
ERR_STREAM_PREMATURE_CLOSE:y7},AbortError:x7}=Ft(),{validateFunction:A7,validateAbortSignal:b7}=ko(),{isIterable:ha,isReadable:kN,
isReadableNodeStream:Lf,isNodeStream:lD,isTransformStream:Yo,isWebStream:C7,isReadableStream:zN,isReadableFinished:S7}=Qn(),
N7=globalThis.AbortController||Oo().AbortController,FN,qN,UN;function cD(t,e,r){let n=!1;t.on("close",()=>{n=!0});let i=kf(
t,{readable:e,writable:r},s=>{n=!s});return{destroy:s=>{n||(n=!0,p7.destroyer(t,s||new g7("pipe")))},cleanup:i}}function w7(t){
return A7(t[t.length-1],"streams[stream.length - 1]"),t.pop()}function HN(t){if(ha(t))return t;if(Lf(t))return E7(t);throw new GN(
"val",["Readable","Iterable","AsyncIterable"],t)}async function*E7(t){qN||(qN=mu()),yield*qN.prototype[u7].call(t)}async function Of(t,e,r,{
end:n}){let i,s=null,a=c=>{if(c&&(i=c),s){let u=s;s=null,u()}},o=()=>new c7((c,u)=>{i?u(i):s=()=>{i?u(i):c()}});e.on("dr\
ain",a);let l=kf(e,{readable:!1},a);try{e.writableNeedDrain&&await o();for await(let c of t)e.write(c)||await o();n&&(e.
end(),await o()),r()}catch(c){r(i!==c?f7(i,c):c)}finally{l(),e.off("drain",a)}}async function QN(t,e,r,{end:n}){Yo(e)&&(e=
e.writable);let i=e.getWriter();try{for await(let s of t)await i.ready,i.write(s).catch(()=>{});await i.ready,n&&await i.
close(),r()}catch(s){try{await i.abort(s),r(s)}catch(a){r(a)}}}function I7(...t){return uD(t,m7(w7(t)))}function uD(t,e,r){
if(t.length===1&&l7(t[0])&&(t=t[0]),t.length<2)throw new h7("streams");let n=new N7,i=n.signal,s=r?.signal,a=[];b7(s,"op\
tions.signal");function o(){x(new x7)}UN=UN||Kt().addAbortListener;let l;s&&(l=UN(s,o));let c,u,d=[],m=0;function p(P){x(
P,--m===0)}function x(P,M){var W;if(P&&(!c||c.code==="ERR_STREAM_PREMATURE_CLOSE")&&(c=P),!(!c&&!M)){for(;d.length;)d.shift()(
c);(W=l)===null||W===void 0||W[d7](),n.abort(),M&&(c||a.forEach(ee=>ee()),yu.nextTick(e,c,u))}}let g;for(let P=0;P<t.length;P++){
let M=t[P],W=P<t.length-1,ee=P>0,I=W||r?.end!==!1,F=P===t.length-1;if(lD(M)){let B=function(k){k&&k.name!=="AbortError"&&
k.code!=="ERR_STREAM_PREMATURE_CLOSE"&&p(k)};var E=B;if(I){let{destroy:k,cleanup:z}=cD(M,W,ee);d.push(k),kN(M)&&F&&a.push(
z)}M.on("error",B),kN(M)&&F&&a.push(()=>{M.removeListener("error",B)})}if(P===0)if(typeof M=="function"){if(g=M({signal:i}),
!ha(g))throw new LN("Iterable, AsyncIterable or Stream","source",g)}else ha(M)||Lf(M)||Yo(M)?g=M:g=oD.from(M);else if(typeof M==
"function"){if(Yo(g)){var b;g=HN((b=g)===null||b===void 0?void 0:b.readable)}else g=HN(g);if(g=M(g,{signal:i}),W){if(!ha(
g,!0))throw new LN("AsyncIterable",`transform[${P-1}]`,g)}else{var C;FN||(FN=ON());let B=new FN({objectMode:!0}),k=(C=g)===
null||C===void 0?void 0:C.then;if(typeof k=="function")m++,k.call(g,Y=>{u=Y,Y!=null&&B.write(Y),I&&B.end(),yu.nextTick(p)},
Y=>{B.destroy(Y),yu.nextTick(p,Y)});else if(ha(g,!0))m++,Of(g,B,p,{end:I});else if(zN(g)||Yo(g)){let Y=g.readable||g;m++,
Of(Y,B,p,{end:I})}else throw new LN("AsyncIterable or Promise","destination",g);g=B;let{destroy:z,cleanup:re}=cD(g,!1,!0);
d.push(z),F&&a.push(re)}}else if(lD(M)){if(Lf(g)){m+=2;let B=P7(g,M,p,{end:I});kN(M)&&F&&a.push(B)}else if(Yo(g)||zN(g)){
let B=g.readable||g;m++,Of(B,M,p,{end:I})}else if(ha(g))m++,Of(g,M,p,{end:I});else throw new GN("val",["Readable","Itera\
ble","AsyncIterable","ReadableStream","TransformStream"],g);g=M}else if(C7(M)){if(Lf(g))m++,QN(HN(g),M,p,{end:I});else if(zN(
g)||ha(g))m++,QN(g,M,p,{end:I});else if(Yo(g))m++,QN(g.readable,M,p,{end:I});else throw new GN("val",["Readable","Iterab\
le","AsyncIterable","ReadableStream","TransformStream"],g);g=M}else g=oD.from(M)}return(i!=null&&i.aborted||s!=null&&s.aborted)&&
yu.nextTick(o),g}function P7(t,e,r,{end:n}){let i=!1;if(e.on("close",()=>{i||r(new y7)}),t.pipe(e,{end:!1}),n){let a=function(){
i=!0,e.end()};var s=a;S7(t)?yu.nextTick(a):t.once("end",a)}else r();return kf(t,{readable:!0,writable:!1},a=>{let o=t._readableState;
a&&a.code==="ERR_STREAM_PREMATURE_CLOSE"&&o&&o.ended&&!o.errored&&!o.errorEmitted?t.once("end",r).once("error",r):r(a)}),
kf(e,{readable:!1,writable:!0},r)}dD.exports={pipelineImpl:uD,pipeline:I7}});var WN=S((x0e,yD)=>{"use strict";var{pipeline:_7}=zf(),Ff=Wn(),{destroyer:v7}=da(),{isNodeStream:qf,isReadable:mD,isWritable:pD,
isWebStream:jN,isTransformStream:ga,isWritableStream:fD,isReadableStream:hD}=Qn(),{AbortError:B7,codes:{ERR_INVALID_ARG_VALUE:gD,
ERR_MISSING_ARGS:R7}}=Ft(),T7=Ei();yD.exports=function(...e){if(e.length===0)throw new R7("streams");if(e.length===1)return Ff.
from(e[0]);let r=[...e];if(typeof e[0]=="function"&&(e[0]=Ff.from(e[0])),typeof e[e.length-1]=="function"){let p=e.length-
1;e[p]=Ff.from(e[p])}for(let p=0;p<e.length;++p)if(!(!qf(e[p])&&!jN(e[p]))){if(p<e.length-1&&!(mD(e[p])||hD(e[p])||ga(e[p])))
throw new gD(`streams[${p}]`,r[p],"must be readable");if(p>0&&!(pD(e[p])||fD(e[p])||ga(e[p])))throw new gD(`streams[${p}\
]`,r[p],"must be writable")}let n,i,s,a,o;function l(p){let x=a;a=null,x?x(p):p?o.destroy(p):!m&&!d&&o.destroy()}let c=e[0],
u=_7(e,l),d=!!(pD(c)||fD(c)||ga(c)),m=!!(mD(u)||hD(u)||ga(u));if(o=new Ff({writableObjectMode:!!(c!=null&&c.writableObjectMode),
readableObjectMode:!!(u!=null&&u.readableObjectMode),writable:d,readable:m}),d){if(qf(c))o._write=function(x,g,b){c.write(
x,g)?b():n=b},o._final=function(x){c.end(),i=x},c.on("drain",function(){if(n){let x=n;n=null,x()}});else if(jN(c)){let g=(ga(
c)?c.writable:c).getWriter();o._write=async function(b,C,E){try{await g.ready,g.write(b).catch(()=>{}),E()}catch(P){E(P)}},
o._final=async function(b){try{await g.ready,g.close().catch(()=>{}),i=b}catch(C){b(C)}}}let p=ga(u)?u.readable:u;T7(p,()=>{
if(i){let x=i;i=null,x()}})}if(m){if(qf(u))u.on("readable",function(){if(s){let p=s;s=null,p()}}),u.on("end",function(){
o.push(null)}),o._read=function(){for(;;){let p=u.read();if(p===null){s=o._read;return}if(!o.push(p))return}};else if(jN(
u)){let x=(ga(u)?u.readable:u).getReader();o._read=async function(){for(;;)try{let{value:g,done:b}=await x.read();if(!o.
push(g))return;if(b){o.push(null);return}}catch{return}}}}return o._destroy=function(p,x){!p&&a!==null&&(p=new B7),s=null,
n=null,i=null,a===null?x(p):(a=x,qf(u)&&v7(u,p))},o}});var PD=S((A0e,$N)=>{"use strict";var M7=globalThis.AbortController||Oo().AbortController,{codes:{ERR_INVALID_ARG_VALUE:D7,
ERR_INVALID_ARG_TYPE:xu,ERR_MISSING_ARGS:O7,ERR_OUT_OF_RANGE:L7},AbortError:Yn}=Ft(),{validateAbortSignal:ya,validateInteger:xD,
validateObject:xa}=ko(),k7=We().Symbol("kWeak"),z7=We().Symbol("kResistStopPropagation"),{finished:F7}=Ei(),q7=WN(),{addAbortSignalNoValidate:U7}=lu(),
{isWritable:H7,isNodeStream:Q7}=Qn(),{deprecate:G7}=Kt(),{ArrayPrototypePush:j7,Boolean:W7,MathFloor:AD,Number:Y7,NumberIsNaN:K7,
Promise:bD,PromiseReject:CD,PromiseResolve:$7,PromisePrototypeThen:SD,Symbol:wD}=We(),Uf=wD("kEmpty"),ND=wD("kEof");function X7(t,e){
if(e!=null&&xa(e,"options"),e?.signal!=null&&ya(e.signal,"options.signal"),Q7(t)&&!H7(t))throw new D7("stream",t,"must b\
e writable");let r=q7(this,t);return e!=null&&e.signal&&U7(e.signal,r),r}function Hf(t,e){if(typeof t!="function")throw new xu(
"fn",["Function","AsyncFunction"],t);e!=null&&xa(e,"options"),e?.signal!=null&&ya(e.signal,"options.signal");let r=1;e?.
concurrency!=null&&(r=AD(e.concurrency));let n=r-1;return e?.highWaterMark!=null&&(n=AD(e.highWaterMark)),xD(r,"options.\
concurrency",1),xD(n,"options.highWaterMark",0),n+=r,async function*(){let s=Kt().AbortSignalAny([e?.signal].filter(W7)),
a=this,o=[],l={signal:s},c,u,d=!1,m=0;function p(){d=!0,x()}function x(){m-=1,g()}function g(){u&&!d&&m<r&&o.length<n&&(u(),
u=null)}async function b(){try{for await(let C of a){if(d)return;if(s.aborted)throw new Yn;try{if(C=t(C,l),C===Uf)continue;
C=$7(C)}catch(E){C=CD(E)}m+=1,SD(C,x,p),o.push(C),c&&(c(),c=null),!d&&(o.length>=n||m>=r)&&await new bD(E=>{u=E})}o.push(
ND)}catch(C){let E=CD(C);SD(E,x,p),o.push(E)}finally{d=!0,c&&(c(),c=null)}}b();try{for(;;){for(;o.length>0;){let C=await o[0];
if(C===ND)return;if(s.aborted)throw new Yn;C!==Uf&&(yield C),o.shift(),g()}await new bD(C=>{c=C})}}finally{d=!0,u&&(u(),
u=null)}}.call(this)}function J7(t=void 0){return t!=null&&xa(t,"options"),t?.signal!=null&&ya(t.signal,"options.signal"),
async function*(){let r=0;for await(let i of this){var n;if(t!=null&&(n=t.signal)!==null&&n!==void 0&&n.aborted)throw new Yn(
{cause:t.signal.reason});yield[r++,i]}}.call(this)}async function ED(t,e=void 0){for await(let r of KN.call(this,t,e))return!0;
return!1}async function V7(t,e=void 0){if(typeof t!="function")throw new xu("fn",["Function","AsyncFunction"],t);return!await ED.
call(this,async(...r)=>!await t(...r),e)}async function Z7(t,e){for await(let r of KN.call(this,t,e))return r}async function eX(t,e){
if(typeof t!="function")throw new xu("fn",["Function","AsyncFunction"],t);async function r(n,i){return await t(n,i),Uf}for await(let n of Hf.
call(this,r,e));}function KN(t,e){if(typeof t!="function")throw new xu("fn",["Function","AsyncFunction"],t);async function r(n,i){
return await t(n,i)?n:Uf}return Hf.call(this,r,e)}var YN=class extends O7{constructor(){super("reduce"),this.message="Re\
duce of an empty stream requires an initial value"}};async function tX(t,e,r){var n;if(typeof t!="function")throw new xu(
"reducer",["Function","AsyncFunction"],t);r!=null&&xa(r,"options"),r?.signal!=null&&ya(r.signal,"options.signal");let i=arguments.
length>1;if(r!=null&&(n=r.signal)!==null&&n!==void 0&&n.aborted){let c=new Yn(void 0,{cause:r.signal.reason});throw this.
once("error",()=>{}),await F7(this.destroy(c)),c}let s=new M7,a=s.signal;if(r!=null&&r.signal){let c={once:!0,[k7]:this,
[z7]:!0};r.signal.addEventListener("abort",()=>s.abort(),c)}let o=!1;try{for await(let c of this){var l;if(o=!0,r!=null&&
(l=r.signal)!==null&&l!==void 0&&l.aborted)throw new Yn;i?e=await t(e,c,{signal:a}):(e=c,i=!0)}if(!o&&!i)throw new YN}finally{
s.abort()}return e}async function rX(t){t!=null&&xa(t,"options"),t?.signal!=null&&ya(t.signal,"options.signal");let e=[];
for await(let n of this){var r;if(t!=null&&(r=t.signal)!==null&&r!==void 0&&r.aborted)throw new Yn(void 0,{cause:t.signal.
reason});j7(e,n)}return e}function nX(t,e){let r=Hf.call(this,t,e);return async function*(){for await(let i of r)yield*i}.
call(this)}function ID(t){if(t=Y7(t),K7(t))return 0;if(t<0)throw new L7("number",">= 0",t);return t}function iX(t,e=void 0){
return e!=null&&xa(e,"options"),e?.signal!=null&&ya(e.signal,"options.signal"),t=ID(t),async function*(){var n;if(e!=null&&
(n=e.signal)!==null&&n!==void 0&&n.aborted)throw new Yn;for await(let s of this){var i;if(e!=null&&(i=e.signal)!==null&&
i!==void 0&&i.aborted)throw new Yn;t--<=0&&(yield s)}}.call(this)}function sX(t,e=void 0){return e!=null&&xa(e,"options"),
e?.signal!=null&&ya(e.signal,"options.signal"),t=ID(t),async function*(){var n;if(e!=null&&(n=e.signal)!==null&&n!==void 0&&
n.aborted)throw new Yn;for await(let s of this){var i;if(e!=null&&(i=e.signal)!==null&&i!==void 0&&i.aborted)throw new Yn;
if(t-- >0&&(yield s),t<=0)return}}.call(this)}$N.exports.streamReturningOperators={asIndexedPairs:G7(J7,"readable.asInde\
xedPairs will be removed in a future version."),drop:iX,filter:KN,flatMap:nX,map:Hf,take:sX,compose:X7};$N.exports.promiseReturningOperators=
{every:V7,forEach:eX,reduce:tX,toArray:rX,some:ED,find:Z7}});var XN=S((b0e,_D)=>{"use strict";var{ArrayPrototypePop:aX,Promise:oX}=We(),{isIterable:lX,isNodeStream:cX,isWebStream:uX}=Qn(),
{pipelineImpl:dX}=zf(),{finished:mX}=Ei();JN();function pX(...t){return new oX((e,r)=>{let n,i,s=t[t.length-1];if(s&&typeof s==
"object"&&!cX(s)&&!lX(s)&&!uX(s)){let a=aX(t);n=a.signal,i=a.end}dX(t,(a,o)=>{a?r(a):e(o)},{signal:n,end:i})})}_D.exports=
{finished:mX,pipeline:pX}});var JN=S((C0e,kD)=>{"use strict";var{Buffer:fX}=j("buffer"),{ObjectDefineProperty:_i,ObjectKeys:RD,ReflectApply:TD}=We(),
{promisify:{custom:MD}}=Kt(),{streamReturningOperators:vD,promiseReturningOperators:BD}=PD(),{codes:{ERR_ILLEGAL_CONSTRUCTOR:DD}}=Ft(),
hX=WN(),{setDefaultHighWaterMark:gX,getDefaultHighWaterMark:yX}=cu(),{pipeline:OD}=zf(),{destroyer:xX}=da(),LD=Ei(),VN=XN(),
Au=Qn(),He=kD.exports=Cf().Stream;He.isDestroyed=Au.isDestroyed;He.isDisturbed=Au.isDisturbed;He.isErrored=Au.isErrored;
He.isReadable=Au.isReadable;He.isWritable=Au.isWritable;He.Readable=mu();for(let t of RD(vD)){let r=function(...n){if(new.target)
throw DD();return He.Readable.from(TD(e,this,n))},e=vD[t];_i(r,"name",{__proto__:null,value:e.name}),_i(r,"length",{__proto__:null,
value:e.length}),_i(He.Readable.prototype,t,{__proto__:null,value:r,enumerable:!1,configurable:!0,writable:!0})}for(let t of RD(
BD)){let r=function(...n){if(new.target)throw DD();return TD(e,this,n)},e=BD[t];_i(r,"name",{__proto__:null,value:e.name}),
_i(r,"length",{__proto__:null,value:e.length}),_i(He.Readable.prototype,t,{__proto__:null,value:r,enumerable:!1,configurable:!0,
writable:!0})}He.Writable=Df();He.Duplex=Wn();He.Transform=MN();He.PassThrough=ON();He.pipeline=OD;var{addAbortSignal:AX}=lu();
He.addAbortSignal=AX;He.finished=LD;He.destroy=xX;He.compose=hX;He.setDefaultHighWaterMark=gX;He.getDefaultHighWaterMark=
yX;_i(He,"promises",{__proto__:null,configurable:!0,enumerable:!0,get(){return VN}});_i(OD,MD,{__proto__:null,enumerable:!0,
get(){return VN.pipeline}});_i(LD,MD,{__proto__:null,enumerable:!0,get(){return VN.finished}});He.Stream=He;He._isUint8Array=
function(e){return e instanceof Uint8Array};He._uint8ArrayToBuffer=function(e){return fX.from(e.buffer,e.byteOffset,e.byteLength)}});var Aa=S((S0e,Ae)=>{"use strict";var ht=j("stream");if(ht&&process.env.READABLE_STREAM==="disable"){let t=ht.promises;Ae.
exports._uint8ArrayToBuffer=ht._uint8ArrayToBuffer,Ae.exports._isUint8Array=ht._isUint8Array,Ae.exports.isDisturbed=ht.isDisturbed,
Ae.exports.isErrored=ht.isErrored,Ae.exports.isReadable=ht.isReadable,Ae.exports.Readable=ht.Readable,Ae.exports.Writable=
ht.Writable,Ae.exports.Duplex=ht.Duplex,Ae.exports.Transform=ht.Transform,Ae.exports.PassThrough=ht.PassThrough,Ae.exports.
addAbortSignal=ht.addAbortSignal,Ae.exports.finished=ht.finished,Ae.exports.destroy=ht.destroy,Ae.exports.pipeline=ht.pipeline,
Ae.exports.compose=ht.compose,Object.defineProperty(ht,"promises",{configurable:!0,enumerable:!0,get(){return t}}),Ae.exports.
Stream=ht.Stream}else{let t=JN(),e=XN(),r=t.Readable.destroy;Ae.exports=t.Readable,Ae.exports._uint8ArrayToBuffer=t._uint8ArrayToBuffer,
Ae.exports._isUint8Array=t._isUint8Array,Ae.exports.isDisturbed=t.isDisturbed,Ae.exports.isErrored=t.isErrored,Ae.exports.
isReadable=t.isReadable,Ae.exports.Readable=t.Readable,Ae.exports.Writable=t.Writable,Ae.exports.Duplex=t.Duplex,Ae.exports.
Transform=t.Transform,Ae.exports.PassThrough=t.PassThrough,Ae.exports.addAbortSignal=t.addAbortSignal,Ae.exports.finished=
t.finished,Ae.exports.destroy=t.destroy,Ae.exports.destroy=r,Ae.exports.pipeline=t.pipeline,Ae.exports.compose=t.compose,
Object.defineProperty(t,"promises",{configurable:!0,enumerable:!0,get(){return e}}),Ae.exports.Stream=t.Stream}Ae.exports.
default=Ae.exports});var FD=S((N0e,zD)=>{function bX(t,e){for(var r=-1,n=e.length,i=t.length;++r<n;)t[i+r]=e[r];return t}zD.exports=bX});var QD=S((w0e,HD)=>{var qD=of(),CX=MS(),SX=DS(),UD=qD?qD.isConcatSpreadable:void 0;function NX(t){return SX(t)||CX(t)||!!(UD&&
t&&t[UD])}HD.exports=NX});var Qf=S((E0e,jD)=>{var wX=FD(),EX=QD();function GD(t,e,r,n,i){var s=-1,a=t.length;for(r||(r=EX),i||(i=[]);++s<a;){var o=t[s];
e>0&&r(o)?e>1?GD(o,e-1,r,n,i):wX(i,o):n||(i[i.length]=o)}return i}jD.exports=GD});var YD=S((I0e,WD)=>{var IX=Qf();function PX(t){var e=t==null?0:t.length;return e?IX(t,1):[]}WD.exports=PX});var bu=S((P0e,KD)=>{var _X=Zc(),vX=_X(Object,"create");KD.exports=vX});var JD=S((_0e,XD)=>{var $D=bu();function BX(){this.__data__=$D?$D(null):{},this.size=0}XD.exports=BX});var ZD=S((v0e,VD)=>{function RX(t){var e=this.has(t)&&delete this.__data__[t];return this.size-=e?1:0,e}VD.exports=RX});var tO=S((B0e,eO)=>{var TX=bu(),MX="__lodash_hash_undefined__",DX=Object.prototype,OX=DX.hasOwnProperty;function LX(t){var e=this.
__data__;if(TX){var r=e[t];return r===MX?void 0:r}return OX.call(e,t)?e[t]:void 0}eO.exports=LX});var nO=S((R0e,rO)=>{var kX=bu(),zX=Object.prototype,FX=zX.hasOwnProperty;function qX(t){var e=this.__data__;return kX?e[t]!==
void 0:FX.call(e,t)}rO.exports=qX});var sO=S((T0e,iO)=>{var UX=bu(),HX="__lodash_hash_undefined__";function QX(t,e){var r=this.__data__;return this.size+=this.
has(t)?0:1,r[t]=UX&&e===void 0?HX:e,this}iO.exports=QX});var oO=S((M0e,aO)=>{var GX=JD(),jX=ZD(),WX=tO(),YX=nO(),KX=sO();function Ko(t){var e=-1,r=t==null?0:t.length;for(this.clear();++e<
r;){var n=t[e];this.set(n[0],n[1])}}Ko.prototype.clear=GX;Ko.prototype.delete=jX;Ko.prototype.get=WX;Ko.prototype.has=YX;
Ko.prototype.set=KX;aO.exports=Ko});var cO=S((D0e,lO)=>{function $X(){this.__data__=[],this.size=0}lO.exports=$X});var Cu=S((O0e,uO)=>{var XX=cf();function JX(t,e){for(var r=t.length;r--;)if(XX(t[r][0],e))return r;return-1}uO.exports=JX});var mO=S((L0e,dO)=>{var VX=Cu(),ZX=Array.prototype,eJ=ZX.splice;function tJ(t){var e=this.__data__,r=VX(e,t);if(r<0)return!1;
var n=e.length-1;return r==n?e.pop():eJ.call(e,r,1),--this.size,!0}dO.exports=tJ});var fO=S((k0e,pO)=>{var rJ=Cu();function nJ(t){var e=this.__data__,r=rJ(e,t);return r<0?void 0:e[r][1]}pO.exports=nJ});var gO=S((z0e,hO)=>{var iJ=Cu();function sJ(t){return iJ(this.__data__,t)>-1}hO.exports=sJ});var xO=S((F0e,yO)=>{var aJ=Cu();function oJ(t,e){var r=this.__data__,n=aJ(r,t);return n<0?(++this.size,r.push([t,e])):r[n][1]=
e,this}yO.exports=oJ});var bO=S((q0e,AO)=>{var lJ=cO(),cJ=mO(),uJ=fO(),dJ=gO(),mJ=xO();function $o(t){var e=-1,r=t==null?0:t.length;for(this.clear();++e<
r;){var n=t[e];this.set(n[0],n[1])}}$o.prototype.clear=lJ;$o.prototype.delete=cJ;$o.prototype.get=uJ;$o.prototype.has=dJ;
$o.prototype.set=mJ;AO.exports=$o});var SO=S((U0e,CO)=>{var pJ=Zc(),fJ=Bo(),hJ=pJ(fJ,"Map");CO.exports=hJ});var EO=S((H0e,wO)=>{var NO=oO(),gJ=bO(),yJ=SO();function xJ(){this.size=0,this.__data__={hash:new NO,map:new(yJ||gJ),string:new NO}}
wO.exports=xJ});var PO=S((Q0e,IO)=>{function AJ(t){var e=typeof t;return e=="string"||e=="number"||e=="symbol"||e=="boolean"?t!=="__prot\
o__":t===null}IO.exports=AJ});var Su=S((G0e,_O)=>{var bJ=PO();function CJ(t,e){var r=t.__data__;return bJ(e)?r[typeof e=="string"?"string":"hash"]:r.map}
_O.exports=CJ});var BO=S((j0e,vO)=>{var SJ=Su();function NJ(t){var e=SJ(this,t).delete(t);return this.size-=e?1:0,e}vO.exports=NJ});var TO=S((W0e,RO)=>{var wJ=Su();function EJ(t){return wJ(this,t).get(t)}RO.exports=EJ});var DO=S((Y0e,MO)=>{var IJ=Su();function PJ(t){return IJ(this,t).has(t)}MO.exports=PJ});var LO=S((K0e,OO)=>{var _J=Su();function vJ(t,e){var r=_J(this,t),n=r.size;return r.set(t,e),this.size+=r.size==n?0:1,this}
OO.exports=vJ});var zO=S(($0e,kO)=>{var BJ=EO(),RJ=BO(),TJ=TO(),MJ=DO(),DJ=LO();function Xo(t){var e=-1,r=t==null?0:t.length;for(this.clear();++e<
r;){var n=t[e];this.set(n[0],n[1])}}Xo.prototype.clear=BJ;Xo.prototype.delete=RJ;Xo.prototype.get=TJ;Xo.prototype.has=MJ;
Xo.prototype.set=DJ;kO.exports=Xo});var qO=S((X0e,FO)=>{var OJ="__lodash_hash_undefined__";function LJ(t){return this.__data__.set(t,OJ),this}FO.exports=LJ});var HO=S((J0e,UO)=>{function kJ(t){return this.__data__.has(t)}UO.exports=kJ});var ZN=S((V0e,QO)=>{var zJ=zO(),FJ=qO(),qJ=HO();function Gf(t){var e=-1,r=t==null?0:t.length;for(this.__data__=new zJ;++e<
r;)this.add(t[e])}Gf.prototype.add=Gf.prototype.push=FJ;Gf.prototype.has=qJ;QO.exports=Gf});var jO=S((Z0e,GO)=>{function UJ(t,e,r,n){for(var i=t.length,s=r+(n?1:-1);n?s--:++s<i;)if(e(t[s],s,t))return s;return-1}GO.
exports=UJ});var YO=S((eEe,WO)=>{function HJ(t){return t!==t}WO.exports=HJ});var $O=S((tEe,KO)=>{function QJ(t,e,r){for(var n=r-1,i=t.length;++n<i;)if(t[n]===e)return n;return-1}KO.exports=QJ});var JO=S((rEe,XO)=>{var GJ=jO(),jJ=YO(),WJ=$O();function YJ(t,e,r){return e===e?WJ(t,e,r):GJ(t,jJ,r)}XO.exports=YJ});var ew=S((nEe,VO)=>{var KJ=JO();function $J(t,e){var r=t==null?0:t.length;return!!r&&KJ(t,e,0)>-1}VO.exports=$J});var tw=S((iEe,ZO)=>{function XJ(t,e,r){for(var n=-1,i=t==null?0:t.length;++n<i;)if(r(e,t[n]))return!0;return!1}ZO.exports=
XJ});var tL=S((sEe,eL)=>{function JJ(t,e){for(var r=-1,n=t==null?0:t.length,i=Array(n);++r<n;)i[r]=e(t[r],r,t);return i}eL.exports=
JJ});var rw=S((aEe,rL)=>{function VJ(t,e){return t.has(e)}rL.exports=VJ});var iL=S((oEe,nL)=>{var ZJ=ZN(),eV=ew(),tV=tw(),rV=tL(),nV=OS(),iV=rw(),sV=200;function aV(t,e,r,n){var i=-1,s=eV,a=!0,o=t.
length,l=[],c=e.length;if(!o)return l;r&&(e=rV(e,nV(r))),n?(s=tV,a=!1):e.length>=sV&&(s=iV,a=!1,e=new ZJ(e));e:for(;++i<
o;){var u=t[i],d=r==null?u:r(u);if(u=n||u!==0?u:0,a&&d===d){for(var m=c;m--;)if(e[m]===d)continue e;l.push(u)}else s(e,d,
n)||l.push(u)}return l}nL.exports=aV});var nw=S((lEe,sL)=>{var oV=uf(),lV=Ro();function cV(t){return lV(t)&&oV(t)}sL.exports=cV});var lL=S((cEe,oL)=>{var uV=iL(),dV=Qf(),mV=lf(),aL=nw(),pV=mV(function(t,e){return aL(t)?uV(t,dV(e,1,aL,!0)):[]});oL.exports=
pV});var uL=S((uEe,cL)=>{var fV=Zc(),hV=Bo(),gV=fV(hV,"Set");cL.exports=gV});var mL=S((dEe,dL)=>{function yV(){}dL.exports=yV});var iw=S((mEe,pL)=>{function xV(t){var e=-1,r=Array(t.size);return t.forEach(function(n){r[++e]=n}),r}pL.exports=xV});var hL=S((pEe,fL)=>{var sw=uL(),AV=mL(),bV=iw(),CV=1/0,SV=sw&&1/bV(new sw([,-0]))[1]==CV?function(t){return new sw(t)}:AV;
fL.exports=SV});var yL=S((fEe,gL)=>{var NV=ZN(),wV=ew(),EV=tw(),IV=rw(),PV=hL(),_V=iw(),vV=200;function BV(t,e,r){var n=-1,i=wV,s=t.length,
a=!0,o=[],l=o;if(r)a=!1,i=EV;else if(s>=vV){var c=e?null:PV(t);if(c)return _V(c);a=!1,i=IV,l=new NV}else l=e?[]:o;e:for(;++n<
s;){var u=t[n],d=e?e(u):u;if(u=r||u!==0?u:0,a&&d===d){for(var m=l.length;m--;)if(l[m]===d)continue e;e&&l.push(d),o.push(
u)}else i(l,d,r)||(l!==o&&l.push(d),o.push(u))}return o}gL.exports=BV});var AL=S((hEe,xL)=>{var RV=Qf(),TV=lf(),MV=yL(),DV=nw(),OV=TV(function(t){return MV(RV(t,1,DV,!0))});xL.exports=OV});var CL=S((gEe,bL)=>{function LV(t,e){return function(r){return t(e(r))}}bL.exports=LV});var NL=S((yEe,SL)=>{var kV=CL(),zV=kV(Object.getPrototypeOf,Object);SL.exports=zV});var IL=S((xEe,EL)=>{var FV=Jc(),qV=NL(),UV=Ro(),HV="[object Object]",QV=Function.prototype,GV=Object.prototype,wL=QV.toString,
jV=GV.hasOwnProperty,WV=wL.call(Object);function YV(t){if(!UV(t)||FV(t)!=HV)return!1;var e=qV(t);if(e===null)return!0;var r=jV.
call(e,"constructor")&&e.constructor;return typeof r=="function"&&r instanceof r&&wL.call(r)==WV}EL.exports=YV});var PL=S(jf=>{"use strict";Object.defineProperty(jf,"__esModule",{value:!0});jf.assertValidPattern=void 0;var KV=1024*64,
$V=t=>{if(typeof t!="string")throw new TypeError("invalid pattern");if(t.length>KV)throw new TypeError("pattern is too l\
ong")};jf.assertValidPattern=$V});var vL=S(Wf=>{"use strict";Object.defineProperty(Wf,"__esModule",{value:!0});Wf.parseClass=void 0;var XV={"[:alnum:]":["\
\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank:]":["\\p{Zs}\\t",!0],
"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:]":["\\p{Ll}",!0],"[:p\
rint:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:]":["\\p{Lu}",!0],"[:w\
ord:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},Nu=t=>t.replace(/[[\]\\-]/g,"\\$&"),JV=t=>t.replace(
/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),_L=t=>t.join(""),VV=(t,e)=>{let r=e;if(t.charAt(r)!=="[")throw new Error("not in a br\
ace expression");let n=[],i=[],s=r+1,a=!1,o=!1,l=!1,c=!1,u=r,d="";e:for(;s<t.length;){let g=t.charAt(s);if((g==="!"||g===
"^")&&s===r+1){c=!0,s++;continue}if(g==="]"&&a&&!l){u=s+1;break}if(a=!0,g==="\\"&&!l){l=!0,s++;continue}if(g==="["&&!l){
for(let[b,[C,E,P]]of Object.entries(XV))if(t.startsWith(b,s)){if(d)return["$.",!1,t.length-r,!0];s+=b.length,P?i.push(C):
n.push(C),o=o||E;continue e}}if(l=!1,d){g>d?n.push(Nu(d)+"-"+Nu(g)):g===d&&n.push(Nu(g)),d="",s++;continue}if(t.startsWith(
"-]",s+1)){n.push(Nu(g+"-")),s+=2;continue}if(t.startsWith("-",s+1)){d=g,s+=2;continue}n.push(Nu(g)),s++}if(u<s)return["",
!1,0,!1];if(!n.length&&!i.length)return["$.",!1,t.length-r,!0];if(i.length===0&&n.length===1&&/^\\?.$/.test(n[0])&&!c){let g=n[0].
length===2?n[0].slice(-1):n[0];return[JV(g),!1,u-r,!1]}let m="["+(c?"^":"")+_L(n)+"]",p="["+(c?"":"^")+_L(i)+"]";return[
n.length&&i.length?"("+m+"|"+p+")":n.length?m:p,o,u-r,!0]};Wf.parseClass=VV});var Kf=S(Yf=>{"use strict";Object.defineProperty(Yf,"__esModule",{value:!0});Yf.unescape=void 0;var ZV=(t,{windowsPathsNoEscape:e=!1}={})=>e?
t.replace(/\[([^\/\\])\]/g,"$1"):t.replace(/((?!\\).|^)\[([^\/\\])\]/g,"$1$2").replace(/\\([^\/])/g,"$1");Yf.unescape=ZV});var lw=S(Vf=>{"use strict";var mr;Object.defineProperty(Vf,"__esModule",{value:!0});Vf.AST=void 0;var eZ=vL(),$f=Kf(),tZ=new Set(
["!","?","+","*","@"]),aw=t=>tZ.has(t),BL=t=>aw(t.type),rZ=new Map([["!",["@"]],["?",["?","@"]],["@",["@"]],["*",["*","+",
"?","@"]],["+",["+","@"]]]),nZ=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),iZ=new Map([["!",["?","@"]],["?",["?",
"@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),RL=new Map([["!",new Map([["!","@"]])],["?",new Map(
[["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",new Map([["?","*"],["*",
"*"]])]]),sZ="(?!(?:^|/)\\.\\.?(?:$|/))",Xf="(?!\\.)",aZ=new Set(["[","."]),oZ=new Set(["..","."]),lZ=new Set("().*{}+?[\
]^$\\!"),cZ=t=>t.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),ow="[^/]",TL=ow+"*?",ML=ow+"+?",Jf=class{type;#e;#r;#i=!1;#t=[];#a;#C;#c;#d=!1;#l;#o;#s=!1;constructor(e,r,n={}){
this.type=e,e&&(this.#r=!0),this.#a=r,this.#e=this.#a?this.#a.#e:this,this.#l=this.#e===this?n:this.#e.#l,this.#c=this.#e===
this?[]:this.#e.#c,e==="!"&&!this.#e.#d&&this.#c.push(this),this.#C=this.#a?this.#a.#t.length:0}get hasMagic(){if(this.#r!==
void 0)return this.#r;for(let e of this.#t)if(typeof e!="string"&&(e.type||e.hasMagic))return this.#r=!0;return this.#r}toString(){
return this.#o!==void 0?this.#o:this.type?this.#o=this.type+"("+this.#t.map(e=>String(e)).join("|")+")":this.#o=this.#t.
map(e=>String(e)).join("")}#y(){if(this!==this.#e)throw new Error("should only call on root");if(this.#d)return this;this.
toString(),this.#d=!0;let e;for(;e=this.#c.pop();){if(e.type!=="!")continue;let r=e,n=r.#a;for(;n;){for(let i=r.#C+1;!n.
type&&i<n.#t.length;i++)for(let s of e.#t){if(typeof s=="string")throw new Error("string part in extglob AST??");s.copyIn(
n.#t[i])}r=n,n=r.#a}}return this}push(...e){for(let r of e)if(r!==""){if(typeof r!="string"&&!(r instanceof mr&&r.#a===this))
throw new Error("invalid part: "+r);this.#t.push(r)}}toJSON(){let e=this.type===null?this.#t.slice().map(r=>typeof r=="s\
tring"?r:r.toJSON()):[this.type,...this.#t.map(r=>r.toJSON())];return this.isStart()&&!this.type&&e.unshift([]),this.isEnd()&&
(this===this.#e||this.#e.#d&&this.#a?.type==="!")&&e.push({}),e}isStart(){if(this.#e===this)return!0;if(!this.#a?.isStart())
return!1;if(this.#C===0)return!0;let e=this.#a;for(let r=0;r<this.#C;r++){let n=e.#t[r];if(!(n instanceof mr&&n.type==="\
!"))return!1}return!0}isEnd(){if(this.#e===this||this.#a?.type==="!")return!0;if(!this.#a?.isEnd())return!1;if(!this.type)
return this.#a?.isEnd();let e=this.#a?this.#a.#t.length:0;return this.#C===e-1}copyIn(e){typeof e=="string"?this.push(e):
this.push(e.clone(this))}clone(e){let r=new mr(this.type,e);for(let n of this.#t)r.copyIn(n);return r}static#x(e,r,n,i,s){
let a=i.maxExtglobRecursion??2,o=!1,l=!1,c=-1,u=!1;if(r.type===null){let g=n,b="";for(;g<e.length;){let C=e.charAt(g++);
if(o||C==="\\"){o=!o,b+=C;continue}if(l){g===c+1?(C==="^"||C==="!")&&(u=!0):C==="]"&&!(g===c+2&&u)&&(l=!1),b+=C;continue}else if(C===
"["){l=!0,c=g,u=!1,b+=C;continue}if(!i.noext&&aw(C)&&e.charAt(g)==="("&&s<=a){r.push(b),b="";let P=new mr(C,r);g=mr.#x(e,
P,g,i,s+1),r.push(P);continue}b+=C}return r.push(b),g}let d=n+1,m=new mr(null,r),p=[],x="";for(;d<e.length;){let g=e.charAt(
d++);if(o||g==="\\"){o=!o,x+=g;continue}if(l){d===c+1?(g==="^"||g==="!")&&(u=!0):g==="]"&&!(d===c+2&&u)&&(l=!1),x+=g;continue}else if(g===
"["){l=!0,c=d,u=!1,x+=g;continue}if(aw(g)&&e.charAt(d)==="("&&(s<=a||r&&r.#S(g))){let C=r&&r.#S(g)?0:1;m.push(x),x="";let E=new mr(
g,m);m.push(E),d=mr.#x(e,E,d,i,s+C);continue}if(g==="|"){m.push(x),x="",p.push(m),m=new mr(null,r);continue}if(g===")")return x===
""&&r.#t.length===0&&(r.#s=!0),m.push(x),x="",r.push(...p,m),d;x+=g}return r.type=null,r.#r=void 0,r.#t=[e.substring(n-1)],
d}#h(e){return this.#p(e,nZ)}#p(e,r=rZ){if(!e||typeof e!="object"||e.type!==null||e.#t.length!==1||this.type===null)return!1;
let n=e.#t[0];return!n||typeof n!="object"||n.type===null?!1:this.#S(n.type,r)}#S(e,r=iZ){return!!r.get(this.type)?.includes(
e)}#f(e,r){let n=e.#t[0],i=new mr(null,n,this.options);i.#t.push(""),n.push(i),this.#w(e,r)}#w(e,r){let n=e.#t[0];this.#t.
splice(r,1,...n.#t);for(let i of n.#t)typeof i=="object"&&(i.#a=this);this.#o=void 0}#E(e){return!!RL.get(this.type)?.has(
e)}#g(e){if(!e||typeof e!="object"||e.type!==null||e.#t.length!==1||this.type===null||this.#t.length!==1)return!1;let r=e.#t[0];
return!r||typeof r!="object"||r.type===null?!1:this.#E(r.type)}#N(e){let r=RL.get(this.type),n=e.#t[0],i=r?.get(n.type);
if(!i)return!1;this.#t=n.#t;for(let s of this.#t)typeof s=="object"&&(s.#a=this);this.type=i,this.#o=void 0,this.#s=!1}#A(){
if(BL(this)){let e=0,r=!1;do{r=!0;for(let n=0;n<this.#t.length;n++){let i=this.#t[n];typeof i=="object"&&(i.#A(),this.#p(
i)?(r=!1,this.#w(i,n)):this.#h(i)?(r=!1,this.#f(i,n)):this.#g(i)&&(r=!1,this.#N(i)))}}while(!r&&++e<10)}else for(let e of this.#t)
typeof e=="object"&&e.#A();this.#o=void 0}static fromGlob(e,r={}){let n=new mr(null,void 0,r);return mr.#x(e,n,0,r,0),n}toMMPattern(){
if(this!==this.#e)return this.#e.toMMPattern();let e=this.toString(),[r,n,i,s]=this.toRegExpSource();if(!(i||this.#r||this.#l.
nocase&&!this.#l.nocaseMagicOnly&&e.toUpperCase()!==e.toLowerCase()))return n;let o=(this.#l.nocase?"i":"")+(s?"u":"");return Object.
assign(new RegExp(`^${r}$`,o),{_src:r,_glob:e})}get options(){return this.#l}toRegExpSource(e){let r=e??!!this.#l.dot;if(this.#e===
this&&(this.#A(),this.#y()),!BL(this)){let l=this.isStart()&&this.isEnd(),c=this.#t.map(p=>{let[x,g,b,C]=typeof p=="stri\
ng"?mr.#I(p,this.#r,l):p.toRegExpSource(e);return this.#r=this.#r||b,this.#i=this.#i||C,x}).join(""),u="";if(this.isStart()&&
typeof this.#t[0]=="string"&&!(this.#t.length===1&&oZ.has(this.#t[0]))){let x=aZ,g=r&&x.has(c.charAt(0))||c.startsWith("\
\\.")&&x.has(c.charAt(2))||c.startsWith("\\.\\.")&&x.has(c.charAt(4)),b=!r&&!e&&x.has(c.charAt(0));u=g?sZ:b?Xf:""}let d="";
return this.isEnd()&&this.#e.#d&&this.#a?.type==="!"&&(d="(?:$|\\/)"),[u+c+d,(0,$f.unescape)(c),this.#r=!!this.#r,this.#i]}
let n=this.type==="*"||this.type==="+",i=this.type==="!"?"(?:(?!(?:":"(?:",s=this.#m(r);if(this.isStart()&&this.isEnd()&&
!s&&this.type!=="!"){let l=this.toString(),c=this;return c.#t=[l],c.type=null,c.#r=void 0,[l,(0,$f.unescape)(this.toString()),
!1,!1]}let a=!n||e||r||!Xf?"":this.#m(!0);a===s&&(a=""),a&&(s=`(?:${s})(?:${a})*?`);let o="";if(this.type==="!"&&this.#s)
o=(this.isStart()&&!r?Xf:"")+ML;else{let l=this.type==="!"?"))"+(this.isStart()&&!r&&!e?Xf:"")+TL+")":this.type==="@"?")":
this.type==="?"?")?":this.type==="+"&&a?")":this.type==="*"&&a?")?":`)${this.type}`;o=i+s+l}return[o,(0,$f.unescape)(s),
this.#r=!!this.#r,this.#i]}#m(e){return this.#t.map(r=>{if(typeof r=="string")throw new Error("string type in extglob as\
t??");let[n,i,s,a]=r.toRegExpSource(e);return this.#i=this.#i||a,n}).filter(r=>!(this.isStart()&&this.isEnd())||!!r).join(
"|")}static#I(e,r,n=!1){let i=!1,s="",a=!1,o=!1;for(let l=0;l<e.length;l++){let c=e.charAt(l);if(i){i=!1,s+=(lZ.has(c)?"\
\\":"")+c,o=!1;continue}if(c==="\\"){l===e.length-1?s+="\\\\":i=!0;continue}if(c==="["){let[u,d,m,p]=(0,eZ.parseClass)(e,
l);if(m){s+=u,a=a||d,l+=m-1,r=r||p,o=!1;continue}}if(c==="*"){if(o)continue;o=!0,s+=n&&/^[*]+$/.test(e)?ML:TL,r=!0;continue}else
o=!1;if(c==="?"){s+=ow,r=!0;continue}s+=cZ(c)}return[s,(0,$f.unescape)(e),!!r,a]}};Vf.AST=Jf;mr=Jf});var cw=S(Zf=>{"use strict";Object.defineProperty(Zf,"__esModule",{value:!0});Zf.escape=void 0;var uZ=(t,{windowsPathsNoEscape:e=!1}={})=>e?
t.replace(/[?*()[\]]/g,"[$&]"):t.replace(/[?*()[\]\\]/g,"\\$&");Zf.escape=uZ});var as=S(K=>{"use strict";var dZ=K&&K.__importDefault||function(t){return t&&t.__esModule?t:{default:t}};Object.defineProperty(
K,"__esModule",{value:!0});K.unescape=K.escape=K.AST=K.Minimatch=K.match=K.makeRe=K.braceExpand=K.defaults=K.filter=K.GLOBSTAR=
K.sep=K.minimatch=void 0;var mZ=dZ(GC()),eh=PL(),LL=lw(),pZ=cw(),fZ=Kf(),hZ=(t,e,r={})=>((0,eh.assertValidPattern)(e),!r.
nocomment&&e.charAt(0)==="#"?!1:new ba(e,r).match(t));K.minimatch=hZ;var gZ=/^\*+([^+@!?\*\[\(]*)$/,yZ=t=>e=>!e.startsWith(
".")&&e.endsWith(t),xZ=t=>e=>e.endsWith(t),AZ=t=>(t=t.toLowerCase(),e=>!e.startsWith(".")&&e.toLowerCase().endsWith(t)),
bZ=t=>(t=t.toLowerCase(),e=>e.toLowerCase().endsWith(t)),CZ=/^\*+\.\*+$/,SZ=t=>!t.startsWith(".")&&t.includes("."),NZ=t=>t!==
"."&&t!==".."&&t.includes("."),wZ=/^\.\*+$/,EZ=t=>t!=="."&&t!==".."&&t.startsWith("."),IZ=/^\*+$/,PZ=t=>t.length!==0&&!t.
startsWith("."),_Z=t=>t.length!==0&&t!=="."&&t!=="..",vZ=/^\?+([^+@!?\*\[\(]*)?$/,BZ=([t,e=""])=>{let r=kL([t]);return e?
(e=e.toLowerCase(),n=>r(n)&&n.toLowerCase().endsWith(e)):r},RZ=([t,e=""])=>{let r=zL([t]);return e?(e=e.toLowerCase(),n=>r(
n)&&n.toLowerCase().endsWith(e)):r},TZ=([t,e=""])=>{let r=zL([t]);return e?n=>r(n)&&n.endsWith(e):r},MZ=([t,e=""])=>{let r=kL(
[t]);return e?n=>r(n)&&n.endsWith(e):r},kL=([t])=>{let e=t.length;return r=>r.length===e&&!r.startsWith(".")},zL=([t])=>{
let e=t.length;return r=>r.length===e&&r!=="."&&r!==".."},FL=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",DL={win32:{sep:"\\"},posix:{sep:"\
/"}};K.sep=FL==="win32"?DL.win32.sep:DL.posix.sep;K.minimatch.sep=K.sep;K.GLOBSTAR=Symbol("globstar **");K.minimatch.GLOBSTAR=
K.GLOBSTAR;var DZ="[^/]",OZ=DZ+"*?",LZ="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",kZ="(?:(?!(?:\\/|^)\\.).)*?",zZ=(t,e={})=>r=>(0,K.
minimatch)(r,t,e);K.filter=zZ;K.minimatch.filter=K.filter;var Qr=(t,e={})=>Object.assign({},t,e),FZ=t=>{if(!t||typeof t!=
"object"||!Object.keys(t).length)return K.minimatch;let e=K.minimatch;return Object.assign((n,i,s={})=>e(n,i,Qr(t,s)),{Minimatch:class extends e.
Minimatch{constructor(i,s={}){super(i,Qr(t,s))}static defaults(i){return e.defaults(Qr(t,i)).Minimatch}},AST:class extends e.
AST{constructor(i,s,a={}){super(i,s,Qr(t,a))}static fromGlob(i,s={}){return e.AST.fromGlob(i,Qr(t,s))}},unescape:(n,i={})=>e.
unescape(n,Qr(t,i)),escape:(n,i={})=>e.escape(n,Qr(t,i)),filter:(n,i={})=>e.filter(n,Qr(t,i)),defaults:n=>e.defaults(Qr(
t,n)),makeRe:(n,i={})=>e.makeRe(n,Qr(t,i)),braceExpand:(n,i={})=>e.braceExpand(n,Qr(t,i)),match:(n,i,s={})=>e.match(n,i,
Qr(t,s)),sep:e.sep,GLOBSTAR:K.GLOBSTAR})};K.defaults=FZ;K.minimatch.defaults=K.defaults;var qZ=(t,e={})=>((0,eh.assertValidPattern)(
t),e.nobrace||!/\{(?:(?!\{).)*\}/.test(t)?[t]:(0,mZ.default)(t));K.braceExpand=qZ;K.minimatch.braceExpand=K.braceExpand;
var UZ=(t,e={})=>new ba(t,e).makeRe();K.makeRe=UZ;K.minimatch.makeRe=K.makeRe;var HZ=(t,e,r={})=>{let n=new ba(e,r);return t=
t.filter(i=>n.match(i)),n.options.nonull&&!t.length&&t.push(e),t};K.match=HZ;K.minimatch.match=K.match;var OL=/[?*]|[+@!]\(.*?\)|\[|\]/,
QZ=t=>t.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),ba=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(e,r={}){
(0,eh.assertValidPattern)(e),r=r||{},this.options=r,this.maxGlobstarRecursion=r.maxGlobstarRecursion??200,this.pattern=e,
this.platform=r.platform||FL,this.isWindows=this.platform==="win32",this.windowsPathsNoEscape=!!r.windowsPathsNoEscape||
r.allowWindowsEscape===!1,this.windowsPathsNoEscape&&(this.pattern=this.pattern.replace(/\\/g,"/")),this.preserveMultipleSlashes=
!!r.preserveMultipleSlashes,this.regexp=null,this.negate=!1,this.nonegate=!!r.nonegate,this.comment=!1,this.empty=!1,this.
partial=!!r.partial,this.nocase=!!this.options.nocase,this.windowsNoMagicRoot=r.windowsNoMagicRoot!==void 0?r.windowsNoMagicRoot:
!!(this.isWindows&&this.nocase),this.globSet=[],this.globParts=[],this.set=[],this.make()}hasMagic(){if(this.options.magicalBraces&&
this.set.length>1)return!0;for(let e of this.set)for(let r of e)if(typeof r!="string")return!0;return!1}debug(...e){}make(){
let e=this.pattern,r=this.options;if(!r.nocomment&&e.charAt(0)==="#"){this.comment=!0;return}if(!e){this.empty=!0;return}
this.parseNegate(),this.globSet=[...new Set(this.braceExpand())],r.debug&&(this.debug=(...s)=>console.error(...s)),this.
debug(this.pattern,this.globSet);let n=this.globSet.map(s=>this.slashSplit(s));this.globParts=this.preprocess(n),this.debug(
this.pattern,this.globParts);let i=this.globParts.map((s,a,o)=>{if(this.isWindows&&this.windowsNoMagicRoot){let l=s[0]===
""&&s[1]===""&&(s[2]==="?"||!OL.test(s[2]))&&!OL.test(s[3]),c=/^[a-z]:/i.test(s[0]);if(l)return[...s.slice(0,4),...s.slice(
4).map(u=>this.parse(u))];if(c)return[s[0],...s.slice(1).map(u=>this.parse(u))]}return s.map(l=>this.parse(l))});if(this.
debug(this.pattern,i),this.set=i.filter(s=>s.indexOf(!1)===-1),this.isWindows)for(let s=0;s<this.set.length;s++){let a=this.
set[s];a[0]===""&&a[1]===""&&this.globParts[s][2]==="?"&&typeof a[3]=="string"&&/^[a-z]:$/i.test(a[3])&&(a[2]="?")}this.
debug(this.pattern,this.set)}preprocess(e){if(this.options.noglobstar)for(let n=0;n<e.length;n++)for(let i=0;i<e[n].length;i++)
e[n][i]==="**"&&(e[n][i]="*");let{optimizationLevel:r=1}=this.options;return r>=2?(e=this.firstPhasePreProcess(e),e=this.
secondPhasePreProcess(e)):r>=1?e=this.levelOneOptimize(e):e=this.adjascentGlobstarOptimize(e),e}adjascentGlobstarOptimize(e){
return e.map(r=>{let n=-1;for(;(n=r.indexOf("**",n+1))!==-1;){let i=n;for(;r[i+1]==="**";)i++;i!==n&&r.splice(n,i-n)}return r})}levelOneOptimize(e){
return e.map(r=>(r=r.reduce((n,i)=>{let s=n[n.length-1];return i==="**"&&s==="**"?n:i===".."&&s&&s!==".."&&s!=="."&&s!==
"**"?(n.pop(),n):(n.push(i),n)},[]),r.length===0?[""]:r))}levelTwoFileOptimize(e){Array.isArray(e)||(e=this.slashSplit(e));
let r=!1;do{if(r=!1,!this.preserveMultipleSlashes){for(let i=1;i<e.length-1;i++){let s=e[i];i===1&&s===""&&e[0]===""||(s===
"."||s==="")&&(r=!0,e.splice(i,1),i--)}e[0]==="."&&e.length===2&&(e[1]==="."||e[1]==="")&&(r=!0,e.pop())}let n=0;for(;(n=
e.indexOf("..",n+1))!==-1;){let i=e[n-1];i&&i!=="."&&i!==".."&&i!=="**"&&(r=!0,e.splice(n-1,2),n-=2)}}while(r);return e.
length===0?[""]:e}firstPhasePreProcess(e){let r=!1;do{r=!1;for(let n of e){let i=-1;for(;(i=n.indexOf("**",i+1))!==-1;){
let a=i;for(;n[a+1]==="**";)a++;a>i&&n.splice(i+1,a-i);let o=n[i+1],l=n[i+2],c=n[i+3];if(o!==".."||!l||l==="."||l===".."||
!c||c==="."||c==="..")continue;r=!0,n.splice(i,1);let u=n.slice(0);u[i]="**",e.push(u),i--}if(!this.preserveMultipleSlashes){
for(let a=1;a<n.length-1;a++){let o=n[a];a===1&&o===""&&n[0]===""||(o==="."||o==="")&&(r=!0,n.splice(a,1),a--)}n[0]==="."&&
n.length===2&&(n[1]==="."||n[1]==="")&&(r=!0,n.pop())}let s=0;for(;(s=n.indexOf("..",s+1))!==-1;){let a=n[s-1];if(a&&a!==
"."&&a!==".."&&a!=="**"){r=!0;let l=s===1&&n[s+1]==="**"?["."]:[];n.splice(s-1,2,...l),n.length===0&&n.push(""),s-=2}}}}while(r);
return e}secondPhasePreProcess(e){for(let r=0;r<e.length-1;r++)for(let n=r+1;n<e.length;n++){let i=this.partsMatch(e[r],
e[n],!this.preserveMultipleSlashes);if(i){e[r]=[],e[n]=i;break}}return e.filter(r=>r.length)}partsMatch(e,r,n=!1){let i=0,
s=0,a=[],o="";for(;i<e.length&&s<r.length;)if(e[i]===r[s])a.push(o==="b"?r[s]:e[i]),i++,s++;else if(n&&e[i]==="**"&&r[s]===
e[i+1])a.push(e[i]),i++;else if(n&&r[s]==="**"&&e[i]===r[s+1])a.push(r[s]),s++;else if(e[i]==="*"&&r[s]&&(this.options.dot||
!r[s].startsWith("."))&&r[s]!=="**"){if(o==="b")return!1;o="a",a.push(e[i]),i++,s++}else if(r[s]==="*"&&e[i]&&(this.options.
dot||!e[i].startsWith("."))&&e[i]!=="**"){if(o==="a")return!1;o="b",a.push(r[s]),i++,s++}else return!1;return e.length===
r.length&&a}parseNegate(){if(this.nonegate)return;let e=this.pattern,r=!1,n=0;for(let i=0;i<e.length&&e.charAt(i)==="!";i++)
r=!r,n++;n&&(this.pattern=e.slice(n)),this.negate=r}matchOne(e,r,n=!1){let i=0,s=0;if(this.isWindows){let o=typeof e[0]==
"string"&&/^[a-z]:$/i.test(e[0]),l=!o&&e[0]===""&&e[1]===""&&e[2]==="?"&&/^[a-z]:$/i.test(e[3]),c=typeof r[0]=="string"&&
/^[a-z]:$/i.test(r[0]),u=!c&&r[0]===""&&r[1]===""&&r[2]==="?"&&typeof r[3]=="string"&&/^[a-z]:$/i.test(r[3]),d=l?3:o?0:void 0,
m=u?3:c?0:void 0;if(typeof d=="number"&&typeof m=="number"){let[p,x]=[e[d],r[m]];p.toLowerCase()===x.toLowerCase()&&(r[m]=
p,s=m,i=d)}}let{optimizationLevel:a=1}=this.options;return a>=2&&(e=this.levelTwoFileOptimize(e)),r.includes(K.GLOBSTAR)?
this.#e(e,r,n,i,s):this.#i(e,r,n,i,s)}#e(e,r,n,i,s){let a=r.indexOf(K.GLOBSTAR,s),o=r.lastIndexOf(K.GLOBSTAR),[l,c,u]=n?
[r.slice(s,a),r.slice(a+1),[]]:[r.slice(s,a),r.slice(a+1,o),r.slice(o+1)];if(l.length){let E=e.slice(i,i+l.length);if(!this.#i(
E,l,n,0,0))return!1;i+=l.length}let d=0;if(u.length){if(u.length+i>e.length)return!1;let E=e.length-u.length;if(this.#i(
e,u,n,E,0))d=u.length;else{if(e[e.length-1]!==""||i+u.length===e.length||(E--,!this.#i(e,u,n,E,0)))return!1;d=u.length+1}}
if(!c.length){let E=!!d;for(let P=i;P<e.length-d;P++){let M=String(e[P]);if(E=!0,M==="."||M===".."||!this.options.dot&&M.
startsWith("."))return!1}return n||E}let m=[[[],0]],p=m[0],x=0,g=[0];for(let E of c)E===K.GLOBSTAR?(g.push(x),p=[[],0],m.
push(p)):(p[0].push(E),x++);let b=m.length-1,C=e.length-d;for(let E of m)E[1]=C-(g[b--]+E[0].length);return!!this.#r(e,m,
i,0,n,0,!!d)}#r(e,r,n,i,s,a,o){let l=r[i];if(!l){for(let d=n;d<e.length;d++){o=!0;let m=e[d];if(m==="."||m===".."||!this.
options.dot&&m.startsWith("."))return!1}return o}let[c,u]=l;for(;n<=u;){if(this.#i(e.slice(0,n+c.length),c,s,n,0)&&a<this.
maxGlobstarRecursion){let p=this.#r(e,r,n+c.length,i+1,s,a+1,o);if(p!==!1)return p}let m=e[n];if(m==="."||m===".."||!this.
options.dot&&m.startsWith("."))return!1;n++}return s||null}#i(e,r,n,i,s){let a,o,l,c;for(a=i,o=s,c=e.length,l=r.length;a<
c&&o<l;a++,o++){this.debug("matchOne loop");let u=r[o],d=e[a];if(this.debug(r,u,d),u===!1||u===K.GLOBSTAR)return!1;let m;
if(typeof u=="string"?(m=d===u,this.debug("string match",u,d,m)):(m=u.test(d),this.debug("pattern match",u,d,m)),!m)return!1}
if(a===c&&o===l)return!0;if(a===c)return n;if(o===l)return a===c-1&&e[a]==="";throw new Error("wtf?")}braceExpand(){return(0,K.
braceExpand)(this.pattern,this.options)}parse(e){(0,eh.assertValidPattern)(e);let r=this.options;if(e==="**")return K.GLOBSTAR;
if(e==="")return"";let n,i=null;(n=e.match(IZ))?i=r.dot?_Z:PZ:(n=e.match(gZ))?i=(r.nocase?r.dot?bZ:AZ:r.dot?xZ:yZ)(n[1]):
(n=e.match(vZ))?i=(r.nocase?r.dot?RZ:BZ:r.dot?TZ:MZ)(n):(n=e.match(CZ))?i=r.dot?NZ:SZ:(n=e.match(wZ))&&(i=EZ);let s=LL.AST.
fromGlob(e,this.options).toMMPattern();return i&&typeof s=="object"&&Reflect.defineProperty(s,"test",{value:i}),s}makeRe(){
if(this.regexp||this.regexp===!1)return this.regexp;let e=this.set;if(!e.length)return this.regexp=!1,this.regexp;let r=this.
options,n=r.noglobstar?OZ:r.dot?LZ:kZ,i=new Set(r.nocase?["i"]:[]),s=e.map(l=>{let c=l.map(u=>{if(u instanceof RegExp)for(let d of u.
flags.split(""))i.add(d);return typeof u=="string"?QZ(u):u===K.GLOBSTAR?K.GLOBSTAR:u._src});return c.forEach((u,d)=>{let m=c[d+
1],p=c[d-1];u!==K.GLOBSTAR||p===K.GLOBSTAR||(p===void 0?m!==void 0&&m!==K.GLOBSTAR?c[d+1]="(?:\\/|"+n+"\\/)?"+m:c[d]=n:m===
void 0?c[d-1]=p+"(?:\\/|"+n+")?":m!==K.GLOBSTAR&&(c[d-1]=p+"(?:\\/|\\/"+n+"\\/)"+m,c[d+1]=K.GLOBSTAR))}),c.filter(u=>u!==
K.GLOBSTAR).join("/")}).join("|"),[a,o]=e.length>1?["(?:",")"]:["",""];s="^"+a+s+o+"$",this.negate&&(s="^(?!"+s+").+$");
try{this.regexp=new RegExp(s,[...i].join(""))}catch{this.regexp=!1}return this.regexp}slashSplit(e){return this.preserveMultipleSlashes?
e.split("/"):this.isWindows&&/^\/\/[^\/]+/.test(e)?["",...e.split(/\/+/)]:e.split(/\/+/)}match(e,r=this.partial){if(this.
debug("match",e,this.pattern),this.comment)return!1;if(this.empty)return e==="";if(e==="/"&&r)return!0;let n=this.options;
this.isWindows&&(e=e.split("\\").join("/"));let i=this.slashSplit(e);this.debug(this.pattern,"split",i);let s=this.set;this.
debug(this.pattern,"set",s);let a=i[i.length-1];if(!a)for(let o=i.length-2;!a&&o>=0;o--)a=i[o];for(let o=0;o<s.length;o++){
let l=s[o],c=i;if(n.matchBase&&l.length===1&&(c=[a]),this.matchOne(c,l,r))return n.flipNegate?!0:!this.negate}return n.flipNegate?
!1:this.negate}static defaults(e){return K.minimatch.defaults(e).Minimatch}};K.Minimatch=ba;var GZ=lw();Object.defineProperty(
K,"AST",{enumerable:!0,get:function(){return GZ.AST}});var jZ=cw();Object.defineProperty(K,"escape",{enumerable:!0,get:function(){
return jZ.escape}});var WZ=Kf();Object.defineProperty(K,"unescape",{enumerable:!0,get:function(){return WZ.unescape}});K.
minimatch.AST=LL.AST;K.minimatch.Minimatch=ba;K.minimatch.escape=pZ.escape;K.minimatch.unescape=fZ.unescape});var GL=S(rh=>{"use strict";Object.defineProperty(rh,"__esModule",{value:!0});rh.LRUCache=void 0;var Jo=typeof performance==
"object"&&performance&&typeof performance.now=="function"?performance:Date,UL=new Set,uw=typeof process=="object"&&process?
process:{},HL=(t,e,r,n)=>{typeof uw.emitWarning=="function"?uw.emitWarning(t,e,r,n):console.error(`[${r}] ${e}: ${t}`)},
th=globalThis.AbortController,qL=globalThis.AbortSignal;if(typeof th>"u"){qL=class{onabort;_onabort=[];reason;aborted=!1;addEventListener(n,i){
this._onabort.push(i)}},th=class{constructor(){e()}signal=new qL;abort(n){if(!this.signal.aborted){this.signal.reason=n,
this.signal.aborted=!0;for(let i of this.signal._onabort)i(n);this.signal.onabort?.(n)}}};let t=uw.env?.LRU_CACHE_IGNORE_AC_WARNING!==
"1",e=()=>{t&&(t=!1,HL("AbortController is not defined. If using lru-cache in node 14, load an AbortController polyfill \
from the `node-abort-controller` package. A minimal polyfill is provided for use by LRUCache.fetch(), but it should not \
be relied upon in other contexts (eg, passing it to other APIs that use AbortController/AbortSignal might have undesirab\
le effects). You may disable this with LRU_CACHE_IGNORE_AC_WARNING=1 in the env.","NO_ABORT_CONTROLLER","ENOTSUP",e))}}var YZ=t=>!UL.
has(t),os=t=>t&&t===Math.floor(t)&&t>0&&isFinite(t),QL=t=>os(t)?t<=Math.pow(2,8)?Uint8Array:t<=Math.pow(2,16)?Uint16Array:
t<=Math.pow(2,32)?Uint32Array:t<=Number.MAX_SAFE_INTEGER?Vo:null:null,Vo=class extends Array{constructor(e){super(e),this.
fill(0)}},dw=class t{heap;length;static#e=!1;static create(e){let r=QL(e);if(!r)return[];t.#e=!0;let n=new t(e,r);return t.#e=
!1,n}constructor(e,r){if(!t.#e)throw new TypeError("instantiate Stack using Stack.create(n)");this.heap=new r(e),this.length=
0}push(e){this.heap[this.length++]=e}pop(){return this.heap[--this.length]}},mw=class t{#e;#r;#i;#t;#a;#C;ttl;ttlResolution;ttlAutopurge;updateAgeOnGet;updateAgeOnHas;allowStale;noDisposeOnSet;noUpdateTTL;maxEntrySize;sizeCalculation;noDeleteOnFetchRejection;noDeleteOnStaleGet;allowStaleOnFetchAbort;allowStaleOnFetchRejection;ignoreFetchAbort;#c;#d;#l;#o;#s;#y;#x;#h;#p;#S;#f;#w;#E;#g;#N;#A;#m;static unsafeExposeInternals(e){
return{starts:e.#E,ttls:e.#g,sizes:e.#w,keyMap:e.#l,keyList:e.#o,valList:e.#s,next:e.#y,prev:e.#x,get head(){return e.#h},
get tail(){return e.#p},free:e.#S,isBackgroundFetch:r=>e.#u(r),backgroundFetch:(r,n,i,s)=>e.#z(r,n,i,s),moveToTail:r=>e.#q(
r),indexes:r=>e.#_(r),rindexes:r=>e.#v(r),isStale:r=>e.#b(r)}}get max(){return this.#e}get maxSize(){return this.#r}get calculatedSize(){
return this.#d}get size(){return this.#c}get fetchMethod(){return this.#a}get memoMethod(){return this.#C}get dispose(){
return this.#i}get disposeAfter(){return this.#t}constructor(e){let{max:r=0,ttl:n,ttlResolution:i=1,ttlAutopurge:s,updateAgeOnGet:a,
updateAgeOnHas:o,allowStale:l,dispose:c,disposeAfter:u,noDisposeOnSet:d,noUpdateTTL:m,maxSize:p=0,maxEntrySize:x=0,sizeCalculation:g,
fetchMethod:b,memoMethod:C,noDeleteOnFetchRejection:E,noDeleteOnStaleGet:P,allowStaleOnFetchRejection:M,allowStaleOnFetchAbort:W,
ignoreFetchAbort:ee}=e;if(r!==0&&!os(r))throw new TypeError("max option must be a nonnegative integer");let I=r?QL(r):Array;
if(!I)throw new Error("invalid max value: "+r);if(this.#e=r,this.#r=p,this.maxEntrySize=x||this.#r,this.sizeCalculation=
g,this.sizeCalculation){if(!this.#r&&!this.maxEntrySize)throw new TypeError("cannot set sizeCalculation without setting \
maxSize or maxEntrySize");if(typeof this.sizeCalculation!="function")throw new TypeError("sizeCalculation set to non-fun\
ction")}if(C!==void 0&&typeof C!="function")throw new TypeError("memoMethod must be a function if defined");if(this.#C=C,
b!==void 0&&typeof b!="function")throw new TypeError("fetchMethod must be a function if specified");if(this.#a=b,this.#A=
!!b,this.#l=new Map,this.#o=new Array(r).fill(void 0),this.#s=new Array(r).fill(void 0),this.#y=new I(r),this.#x=new I(r),
this.#h=0,this.#p=0,this.#S=dw.create(r),this.#c=0,this.#d=0,typeof c=="function"&&(this.#i=c),typeof u=="function"?(this.#t=
u,this.#f=[]):(this.#t=void 0,this.#f=void 0),this.#N=!!this.#i,this.#m=!!this.#t,this.noDisposeOnSet=!!d,this.noUpdateTTL=
!!m,this.noDeleteOnFetchRejection=!!E,this.allowStaleOnFetchRejection=!!M,this.allowStaleOnFetchAbort=!!W,this.ignoreFetchAbort=
!!ee,this.maxEntrySize!==0){if(this.#r!==0&&!os(this.#r))throw new TypeError("maxSize must be a positive integer if spec\
ified");if(!os(this.maxEntrySize))throw new TypeError("maxEntrySize must be a positive integer if specified");this.#B()}
if(this.allowStale=!!l,this.noDeleteOnStaleGet=!!P,this.updateAgeOnGet=!!a,this.updateAgeOnHas=!!o,this.ttlResolution=os(
i)||i===0?i:1,this.ttlAutopurge=!!s,this.ttl=n||0,this.ttl){if(!os(this.ttl))throw new TypeError("ttl must be a positive\
 integer if specified");this.#I()}if(this.#e===0&&this.ttl===0&&this.#r===0)throw new TypeError("At least one of max, ma\
xSize, or ttl is required");if(!this.ttlAutopurge&&!this.#e&&!this.#r){let F="LRU_CACHE_UNBOUNDED";YZ(F)&&(UL.add(F),HL(
"TTL caching without ttlAutopurge, max, or maxSize can result in unbounded memory consumption.","UnboundedCacheWarning",
F,t))}}getRemainingTTL(e){return this.#l.has(e)?1/0:0}#I(){let e=new Vo(this.#e),r=new Vo(this.#e);this.#g=e,this.#E=r,this.#T=
(s,a,o=Jo.now())=>{if(r[s]=a!==0?o:0,e[s]=a,a!==0&&this.ttlAutopurge){let l=setTimeout(()=>{this.#b(s)&&this.#R(this.#o[s],
"expire")},a+1);l.unref&&l.unref()}},this.#P=s=>{r[s]=e[s]!==0?Jo.now():0},this.#n=(s,a)=>{if(e[a]){let o=e[a],l=r[a];if(!o||
!l)return;s.ttl=o,s.start=l,s.now=n||i();let c=s.now-l;s.remainingTTL=o-c}};let n=0,i=()=>{let s=Jo.now();if(this.ttlResolution>
0){n=s;let a=setTimeout(()=>n=0,this.ttlResolution);a.unref&&a.unref()}return s};this.getRemainingTTL=s=>{let a=this.#l.
get(s);if(a===void 0)return 0;let o=e[a],l=r[a];if(!o||!l)return 1/0;let c=(n||i())-l;return o-c},this.#b=s=>{let a=r[s],
o=e[s];return!!o&&!!a&&(n||i())-a>o}}#P=()=>{};#n=()=>{};#T=()=>{};#b=()=>!1;#B(){let e=new Vo(this.#e);this.#d=0,this.#w=
e,this.#M=r=>{this.#d-=e[r],e[r]=0},this.#O=(r,n,i,s)=>{if(this.#u(n))return 0;if(!os(i))if(s){if(typeof s!="function")throw new TypeError(
"sizeCalculation must be a function");if(i=s(n,r),!os(i))throw new TypeError("sizeCalculation return invalid (expect pos\
itive integer)")}else throw new TypeError("invalid size value (must be positive integer). When maxSize or maxEntrySize i\
s used, sizeCalculation or size must be set.");return i},this.#D=(r,n,i)=>{if(e[r]=n,this.#r){let s=this.#r-e[r];for(;this.#d>
s;)this.#k(!0)}this.#d+=e[r],i&&(i.entrySize=n,i.totalCalculatedSize=this.#d)}}#M=e=>{};#D=(e,r,n)=>{};#O=(e,r,n,i)=>{if(n||
i)throw new TypeError("cannot set size without setting maxSize or maxEntrySize on cache");return 0};*#_({allowStale:e=this.
allowStale}={}){if(this.#c)for(let r=this.#p;!(!this.#L(r)||((e||!this.#b(r))&&(yield r),r===this.#h));)r=this.#x[r]}*#v({
allowStale:e=this.allowStale}={}){if(this.#c)for(let r=this.#h;!(!this.#L(r)||((e||!this.#b(r))&&(yield r),r===this.#p));)
r=this.#y[r]}#L(e){return e!==void 0&&this.#l.get(this.#o[e])===e}*entries(){for(let e of this.#_())this.#s[e]!==void 0&&
this.#o[e]!==void 0&&!this.#u(this.#s[e])&&(yield[this.#o[e],this.#s[e]])}*rentries(){for(let e of this.#v())this.#s[e]!==
void 0&&this.#o[e]!==void 0&&!this.#u(this.#s[e])&&(yield[this.#o[e],this.#s[e]])}*keys(){for(let e of this.#_()){let r=this.#o[e];
r!==void 0&&!this.#u(this.#s[e])&&(yield r)}}*rkeys(){for(let e of this.#v()){let r=this.#o[e];r!==void 0&&!this.#u(this.#s[e])&&
(yield r)}}*values(){for(let e of this.#_())this.#s[e]!==void 0&&!this.#u(this.#s[e])&&(yield this.#s[e])}*rvalues(){for(let e of this.#v())
this.#s[e]!==void 0&&!this.#u(this.#s[e])&&(yield this.#s[e])}[Symbol.iterator](){return this.entries()}[Symbol.toStringTag]="\
LRUCache";find(e,r={}){for(let n of this.#_()){let i=this.#s[n],s=this.#u(i)?i.__staleWhileFetching:i;if(s!==void 0&&e(s,
this.#o[n],this))return this.get(this.#o[n],r)}}forEach(e,r=this){for(let n of this.#_()){let i=this.#s[n],s=this.#u(i)?
i.__staleWhileFetching:i;s!==void 0&&e.call(r,s,this.#o[n],this)}}rforEach(e,r=this){for(let n of this.#v()){let i=this.#s[n],
s=this.#u(i)?i.__staleWhileFetching:i;s!==void 0&&e.call(r,s,this.#o[n],this)}}purgeStale(){let e=!1;for(let r of this.#v(
{allowStale:!0}))this.#b(r)&&(this.#R(this.#o[r],"expire"),e=!0);return e}info(e){let r=this.#l.get(e);if(r===void 0)return;
let n=this.#s[r],i=this.#u(n)?n.__staleWhileFetching:n;if(i===void 0)return;let s={value:i};if(this.#g&&this.#E){let a=this.#g[r],
o=this.#E[r];if(a&&o){let l=a-(Jo.now()-o);s.ttl=l,s.start=Date.now()}}return this.#w&&(s.size=this.#w[r]),s}dump(){let e=[];
for(let r of this.#_({allowStale:!0})){let n=this.#o[r],i=this.#s[r],s=this.#u(i)?i.__staleWhileFetching:i;if(s===void 0||
n===void 0)continue;let a={value:s};if(this.#g&&this.#E){a.ttl=this.#g[r];let o=Jo.now()-this.#E[r];a.start=Math.floor(Date.
now()-o)}this.#w&&(a.size=this.#w[r]),e.unshift([n,a])}return e}load(e){this.clear();for(let[r,n]of e){if(n.start){let i=Date.
now()-n.start;n.start=Jo.now()-i}this.set(r,n.value,n)}}set(e,r,n={}){if(r===void 0)return this.delete(e),this;let{ttl:i=this.
ttl,start:s,noDisposeOnSet:a=this.noDisposeOnSet,sizeCalculation:o=this.sizeCalculation,status:l}=n,{noUpdateTTL:c=this.
noUpdateTTL}=n,u=this.#O(e,r,n.size||0,o);if(this.maxEntrySize&&u>this.maxEntrySize)return l&&(l.set="miss",l.maxEntrySizeExceeded=
!0),this.#R(e,"set"),this;let d=this.#c===0?void 0:this.#l.get(e);if(d===void 0)d=this.#c===0?this.#p:this.#S.length!==0?
this.#S.pop():this.#c===this.#e?this.#k(!1):this.#c,this.#o[d]=e,this.#s[d]=r,this.#l.set(e,d),this.#y[this.#p]=d,this.#x[d]=
this.#p,this.#p=d,this.#c++,this.#D(d,u,l),l&&(l.set="add"),c=!1;else{this.#q(d);let m=this.#s[d];if(r!==m){if(this.#A&&
this.#u(m)){m.__abortController.abort(new Error("replaced"));let{__staleWhileFetching:p}=m;p!==void 0&&!a&&(this.#N&&this.#i?.(
p,e,"set"),this.#m&&this.#f?.push([p,e,"set"]))}else a||(this.#N&&this.#i?.(m,e,"set"),this.#m&&this.#f?.push([m,e,"set"]));
if(this.#M(d),this.#D(d,u,l),this.#s[d]=r,l){l.set="replace";let p=m&&this.#u(m)?m.__staleWhileFetching:m;p!==void 0&&(l.
oldValue=p)}}else l&&(l.set="update")}if(i!==0&&!this.#g&&this.#I(),this.#g&&(c||this.#T(d,i,s),l&&this.#n(l,d)),!a&&this.#m&&
this.#f){let m=this.#f,p;for(;p=m?.shift();)this.#t?.(...p)}return this}pop(){try{for(;this.#c;){let e=this.#s[this.#h];
if(this.#k(!0),this.#u(e)){if(e.__staleWhileFetching)return e.__staleWhileFetching}else if(e!==void 0)return e}}finally{
if(this.#m&&this.#f){let e=this.#f,r;for(;r=e?.shift();)this.#t?.(...r)}}}#k(e){let r=this.#h,n=this.#o[r],i=this.#s[r];
return this.#A&&this.#u(i)?i.__abortController.abort(new Error("evicted")):(this.#N||this.#m)&&(this.#N&&this.#i?.(i,n,"\
evict"),this.#m&&this.#f?.push([i,n,"evict"])),this.#M(r),e&&(this.#o[r]=void 0,this.#s[r]=void 0,this.#S.push(r)),this.#c===
1?(this.#h=this.#p=0,this.#S.length=0):this.#h=this.#y[r],this.#l.delete(n),this.#c--,r}has(e,r={}){let{updateAgeOnHas:n=this.
updateAgeOnHas,status:i}=r,s=this.#l.get(e);if(s!==void 0){let a=this.#s[s];if(this.#u(a)&&a.__staleWhileFetching===void 0)
return!1;if(this.#b(s))i&&(i.has="stale",this.#n(i,s));else return n&&this.#P(s),i&&(i.has="hit",this.#n(i,s)),!0}else i&&
(i.has="miss");return!1}peek(e,r={}){let{allowStale:n=this.allowStale}=r,i=this.#l.get(e);if(i===void 0||!n&&this.#b(i))
return;let s=this.#s[i];return this.#u(s)?s.__staleWhileFetching:s}#z(e,r,n,i){let s=r===void 0?void 0:this.#s[r];if(this.#u(
s))return s;let a=new th,{signal:o}=n;o?.addEventListener("abort",()=>a.abort(o.reason),{signal:a.signal});let l={signal:a.
signal,options:n,context:i},c=(g,b=!1)=>{let{aborted:C}=a.signal,E=n.ignoreFetchAbort&&g!==void 0;if(n.status&&(C&&!b?(n.
status.fetchAborted=!0,n.status.fetchError=a.signal.reason,E&&(n.status.fetchAbortIgnored=!0)):n.status.fetchResolved=!0),
C&&!E&&!b)return d(a.signal.reason);let P=p;return this.#s[r]===p&&(g===void 0?P.__staleWhileFetching?this.#s[r]=P.__staleWhileFetching:
this.#R(e,"fetch"):(n.status&&(n.status.fetchUpdated=!0),this.set(e,g,l.options))),g},u=g=>(n.status&&(n.status.fetchRejected=
!0,n.status.fetchError=g),d(g)),d=g=>{let{aborted:b}=a.signal,C=b&&n.allowStaleOnFetchAbort,E=C||n.allowStaleOnFetchRejection,
P=E||n.noDeleteOnFetchRejection,M=p;if(this.#s[r]===p&&(!P||M.__staleWhileFetching===void 0?this.#R(e,"fetch"):C||(this.#s[r]=
M.__staleWhileFetching)),E)return n.status&&M.__staleWhileFetching!==void 0&&(n.status.returnedStale=!0),M.__staleWhileFetching;
if(M.__returned===M)throw g},m=(g,b)=>{let C=this.#a?.(e,s,l);C&&C instanceof Promise&&C.then(E=>g(E===void 0?void 0:E),
b),a.signal.addEventListener("abort",()=>{(!n.ignoreFetchAbort||n.allowStaleOnFetchAbort)&&(g(void 0),n.allowStaleOnFetchAbort&&
(g=E=>c(E,!0)))})};n.status&&(n.status.fetchDispatched=!0);let p=new Promise(m).then(c,u),x=Object.assign(p,{__abortController:a,
__staleWhileFetching:s,__returned:void 0});return r===void 0?(this.set(e,x,{...l.options,status:void 0}),r=this.#l.get(e)):
this.#s[r]=x,x}#u(e){if(!this.#A)return!1;let r=e;return!!r&&r instanceof Promise&&r.hasOwnProperty("__staleWhileFetchin\
g")&&r.__abortController instanceof th}async fetch(e,r={}){let{allowStale:n=this.allowStale,updateAgeOnGet:i=this.updateAgeOnGet,
noDeleteOnStaleGet:s=this.noDeleteOnStaleGet,ttl:a=this.ttl,noDisposeOnSet:o=this.noDisposeOnSet,size:l=0,sizeCalculation:c=this.
sizeCalculation,noUpdateTTL:u=this.noUpdateTTL,noDeleteOnFetchRejection:d=this.noDeleteOnFetchRejection,allowStaleOnFetchRejection:m=this.
allowStaleOnFetchRejection,ignoreFetchAbort:p=this.ignoreFetchAbort,allowStaleOnFetchAbort:x=this.allowStaleOnFetchAbort,
context:g,forceRefresh:b=!1,status:C,signal:E}=r;if(!this.#A)return C&&(C.fetch="get"),this.get(e,{allowStale:n,updateAgeOnGet:i,
noDeleteOnStaleGet:s,status:C});let P={allowStale:n,updateAgeOnGet:i,noDeleteOnStaleGet:s,ttl:a,noDisposeOnSet:o,size:l,
sizeCalculation:c,noUpdateTTL:u,noDeleteOnFetchRejection:d,allowStaleOnFetchRejection:m,allowStaleOnFetchAbort:x,ignoreFetchAbort:p,
status:C,signal:E},M=this.#l.get(e);if(M===void 0){C&&(C.fetch="miss");let W=this.#z(e,M,P,g);return W.__returned=W}else{
let W=this.#s[M];if(this.#u(W)){let k=n&&W.__staleWhileFetching!==void 0;return C&&(C.fetch="inflight",k&&(C.returnedStale=
!0)),k?W.__staleWhileFetching:W.__returned=W}let ee=this.#b(M);if(!b&&!ee)return C&&(C.fetch="hit"),this.#q(M),i&&this.#P(
M),C&&this.#n(C,M),W;let I=this.#z(e,M,P,g),B=I.__staleWhileFetching!==void 0&&n;return C&&(C.fetch=ee?"stale":"refresh",
B&&ee&&(C.returnedStale=!0)),B?I.__staleWhileFetching:I.__returned=I}}async forceFetch(e,r={}){let n=await this.fetch(e,
r);if(n===void 0)throw new Error("fetch() returned undefined");return n}memo(e,r={}){let n=this.#C;if(!n)throw new Error(
"no memoMethod provided to constructor");let{context:i,forceRefresh:s,...a}=r,o=this.get(e,a);if(!s&&o!==void 0)return o;
let l=n(e,o,{options:a,context:i});return this.set(e,l,a),l}get(e,r={}){let{allowStale:n=this.allowStale,updateAgeOnGet:i=this.
updateAgeOnGet,noDeleteOnStaleGet:s=this.noDeleteOnStaleGet,status:a}=r,o=this.#l.get(e);if(o!==void 0){let l=this.#s[o],
c=this.#u(l);return a&&this.#n(a,o),this.#b(o)?(a&&(a.get="stale"),c?(a&&n&&l.__staleWhileFetching!==void 0&&(a.returnedStale=
!0),n?l.__staleWhileFetching:void 0):(s||this.#R(e,"expire"),a&&n&&(a.returnedStale=!0),n?l:void 0)):(a&&(a.get="hit"),c?
l.__staleWhileFetching:(this.#q(o),i&&this.#P(o),l))}else a&&(a.get="miss")}#F(e,r){this.#x[r]=e,this.#y[e]=r}#q(e){e!==
this.#p&&(e===this.#h?this.#h=this.#y[e]:this.#F(this.#x[e],this.#y[e]),this.#F(this.#p,e),this.#p=e)}delete(e){return this.#R(
e,"delete")}#R(e,r){let n=!1;if(this.#c!==0){let i=this.#l.get(e);if(i!==void 0)if(n=!0,this.#c===1)this.#U(r);else{this.#M(
i);let s=this.#s[i];if(this.#u(s)?s.__abortController.abort(new Error("deleted")):(this.#N||this.#m)&&(this.#N&&this.#i?.(
s,e,r),this.#m&&this.#f?.push([s,e,r])),this.#l.delete(e),this.#o[i]=void 0,this.#s[i]=void 0,i===this.#p)this.#p=this.#x[i];else if(i===
this.#h)this.#h=this.#y[i];else{let a=this.#x[i];this.#y[a]=this.#y[i];let o=this.#y[i];this.#x[o]=this.#x[i]}this.#c--,
this.#S.push(i)}}if(this.#m&&this.#f?.length){let i=this.#f,s;for(;s=i?.shift();)this.#t?.(...s)}return n}clear(){return this.#U(
"delete")}#U(e){for(let r of this.#v({allowStale:!0})){let n=this.#s[r];if(this.#u(n))n.__abortController.abort(new Error(
"deleted"));else{let i=this.#o[r];this.#N&&this.#i?.(n,i,e),this.#m&&this.#f?.push([n,i,e])}}if(this.#l.clear(),this.#s.
fill(void 0),this.#o.fill(void 0),this.#g&&this.#E&&(this.#g.fill(0),this.#E.fill(0)),this.#w&&this.#w.fill(0),this.#h=0,
this.#p=0,this.#S.length=0,this.#d=0,this.#c=0,this.#m&&this.#f){let r=this.#f,n;for(;n=r?.shift();)this.#t?.(...n)}}};rh.
LRUCache=mw});var bw=S(Xt=>{"use strict";var KZ=Xt&&Xt.__importDefault||function(t){return t&&t.__esModule?t:{default:t}};Object.defineProperty(
Xt,"__esModule",{value:!0});Xt.Minipass=Xt.isWritable=Xt.isReadable=Xt.isStream=void 0;var jL=typeof process=="object"&&
process?process:{stdout:null,stderr:null},Aw=j("node:events"),$L=KZ(j("node:stream")),$Z=j("node:string_decoder"),XZ=t=>!!t&&
typeof t=="object"&&(t instanceof ch||t instanceof $L.default||(0,Xt.isReadable)(t)||(0,Xt.isWritable)(t));Xt.isStream=XZ;
var JZ=t=>!!t&&typeof t=="object"&&t instanceof Aw.EventEmitter&&typeof t.pipe=="function"&&t.pipe!==$L.default.Writable.
prototype.pipe;Xt.isReadable=JZ;var VZ=t=>!!t&&typeof t=="object"&&t instanceof Aw.EventEmitter&&typeof t.write=="functi\
on"&&typeof t.end=="function";Xt.isWritable=VZ;var vi=Symbol("EOF"),Bi=Symbol("maybeEmitEnd"),ls=Symbol("emittedEnd"),nh=Symbol(
"emittingEnd"),wu=Symbol("emittedError"),ih=Symbol("closed"),WL=Symbol("read"),sh=Symbol("flush"),YL=Symbol("flushChunk"),
cn=Symbol("encoding"),Zo=Symbol("decoder"),Nt=Symbol("flowing"),Eu=Symbol("paused"),el=Symbol("resume"),wt=Symbol("buffe\
r"),$t=Symbol("pipes"),Et=Symbol("bufferLength"),pw=Symbol("bufferPush"),ah=Symbol("bufferShift"),Ut=Symbol("objectMode"),
at=Symbol("destroyed"),fw=Symbol("error"),hw=Symbol("emitData"),KL=Symbol("emitEnd"),gw=Symbol("emitEnd2"),Kn=Symbol("as\
ync"),yw=Symbol("abort"),oh=Symbol("aborted"),Iu=Symbol("signal"),Ca=Symbol("dataListeners"),Sr=Symbol("discarded"),Pu=t=>Promise.
resolve().then(t),ZZ=t=>t(),eee=t=>t==="end"||t==="finish"||t==="prefinish",tee=t=>t instanceof ArrayBuffer||!!t&&typeof t==
"object"&&t.constructor&&t.constructor.name==="ArrayBuffer"&&t.byteLength>=0,ree=t=>!Buffer.isBuffer(t)&&ArrayBuffer.isView(
t),lh=class{src;dest;opts;ondrain;constructor(e,r,n){this.src=e,this.dest=r,this.opts=n,this.ondrain=()=>e[el](),this.dest.
on("drain",this.ondrain)}unpipe(){this.dest.removeListener("drain",this.ondrain)}proxyErrors(e){}end(){this.unpipe(),this.
opts.end&&this.dest.end()}},xw=class extends lh{unpipe(){this.src.removeListener("error",this.proxyErrors),super.unpipe()}constructor(e,r,n){
super(e,r,n),this.proxyErrors=i=>this.dest.emit("error",i),e.on("error",this.proxyErrors)}},nee=t=>!!t.objectMode,iee=t=>!t.
objectMode&&!!t.encoding&&t.encoding!=="buffer",ch=class extends Aw.EventEmitter{[Nt]=!1;[Eu]=!1;[$t]=[];[wt]=[];[Ut];[cn];[Kn];[Zo];[vi]=!1;[ls]=!1;[nh]=!1;[ih]=!1;[wu]=null;[Et]=0;[at]=!1;[Iu];[oh]=!1;[Ca]=0;[Sr]=!1;writable=!0;readable=!0;constructor(...e){
let r=e[0]||{};if(super(),r.objectMode&&typeof r.encoding=="string")throw new TypeError("Encoding and objectMode may not\
 be used together");nee(r)?(this[Ut]=!0,this[cn]=null):iee(r)?(this[cn]=r.encoding,this[Ut]=!1):(this[Ut]=!1,this[cn]=null),
this[Kn]=!!r.async,this[Zo]=this[cn]?new $Z.StringDecoder(this[cn]):null,r&&r.debugExposeBuffer===!0&&Object.defineProperty(
this,"buffer",{get:()=>this[wt]}),r&&r.debugExposePipes===!0&&Object.defineProperty(this,"pipes",{get:()=>this[$t]});let{
signal:n}=r;n&&(this[Iu]=n,n.aborted?this[yw]():n.addEventListener("abort",()=>this[yw]()))}get bufferLength(){return this[Et]}get encoding(){
return this[cn]}set encoding(e){throw new Error("Encoding must be set at instantiation time")}setEncoding(e){throw new Error(
"Encoding must be set at instantiation time")}get objectMode(){return this[Ut]}set objectMode(e){throw new Error("object\
Mode must be set at instantiation time")}get async(){return this[Kn]}set async(e){this[Kn]=this[Kn]||!!e}[yw](){this[oh]=
!0,this.emit("abort",this[Iu]?.reason),this.destroy(this[Iu]?.reason)}get aborted(){return this[oh]}set aborted(e){}write(e,r,n){
if(this[oh])return!1;if(this[vi])throw new Error("write after end");if(this[at])return this.emit("error",Object.assign(new Error(
"Cannot call write after a stream was destroyed"),{code:"ERR_STREAM_DESTROYED"})),!0;typeof r=="function"&&(n=r,r="utf8"),
r||(r="utf8");let i=this[Kn]?Pu:ZZ;if(!this[Ut]&&!Buffer.isBuffer(e)){if(ree(e))e=Buffer.from(e.buffer,e.byteOffset,e.byteLength);else if(tee(
e))e=Buffer.from(e);else if(typeof e!="string")throw new Error("Non-contiguous data written to non-objectMode stream")}return this[Ut]?
(this[Nt]&&this[Et]!==0&&this[sh](!0),this[Nt]?this.emit("data",e):this[pw](e),this[Et]!==0&&this.emit("readable"),n&&i(
n),this[Nt]):e.length?(typeof e=="string"&&!(r===this[cn]&&!this[Zo]?.lastNeed)&&(e=Buffer.from(e,r)),Buffer.isBuffer(e)&&
this[cn]&&(e=this[Zo].write(e)),this[Nt]&&this[Et]!==0&&this[sh](!0),this[Nt]?this.emit("data",e):this[pw](e),this[Et]!==
0&&this.emit("readable"),n&&i(n),this[Nt]):(this[Et]!==0&&this.emit("readable"),n&&i(n),this[Nt])}read(e){if(this[at])return null;
if(this[Sr]=!1,this[Et]===0||e===0||e&&e>this[Et])return this[Bi](),null;this[Ut]&&(e=null),this[wt].length>1&&!this[Ut]&&
(this[wt]=[this[cn]?this[wt].join(""):Buffer.concat(this[wt],this[Et])]);let r=this[WL](e||null,this[wt][0]);return this[Bi](),
r}[WL](e,r){if(this[Ut])this[ah]();else{let n=r;e===n.length||e===null?this[ah]():typeof n=="string"?(this[wt][0]=n.slice(
e),r=n.slice(0,e),this[Et]-=e):(this[wt][0]=n.subarray(e),r=n.subarray(0,e),this[Et]-=e)}return this.emit("data",r),!this[wt].
length&&!this[vi]&&this.emit("drain"),r}end(e,r,n){return typeof e=="function"&&(n=e,e=void 0),typeof r=="function"&&(n=
r,r="utf8"),e!==void 0&&this.write(e,r),n&&this.once("end",n),this[vi]=!0,this.writable=!1,(this[Nt]||!this[Eu])&&this[Bi](),
this}[el](){this[at]||(!this[Ca]&&!this[$t].length&&(this[Sr]=!0),this[Eu]=!1,this[Nt]=!0,this.emit("resume"),this[wt].length?
this[sh]():this[vi]?this[Bi]():this.emit("drain"))}resume(){return this[el]()}pause(){this[Nt]=!1,this[Eu]=!0,this[Sr]=!1}get destroyed(){
return this[at]}get flowing(){return this[Nt]}get paused(){return this[Eu]}[pw](e){this[Ut]?this[Et]+=1:this[Et]+=e.length,
this[wt].push(e)}[ah](){return this[Ut]?this[Et]-=1:this[Et]-=this[wt][0].length,this[wt].shift()}[sh](e=!1){do;while(this[YL](
this[ah]())&&this[wt].length);!e&&!this[wt].length&&!this[vi]&&this.emit("drain")}[YL](e){return this.emit("data",e),this[Nt]}pipe(e,r){
if(this[at])return e;this[Sr]=!1;let n=this[ls];return r=r||{},e===jL.stdout||e===jL.stderr?r.end=!1:r.end=r.end!==!1,r.
proxyErrors=!!r.proxyErrors,n?r.end&&e.end():(this[$t].push(r.proxyErrors?new xw(this,e,r):new lh(this,e,r)),this[Kn]?Pu(
()=>this[el]()):this[el]()),e}unpipe(e){let r=this[$t].find(n=>n.dest===e);r&&(this[$t].length===1?(this[Nt]&&this[Ca]===
0&&(this[Nt]=!1),this[$t]=[]):this[$t].splice(this[$t].indexOf(r),1),r.unpipe())}addListener(e,r){return this.on(e,r)}on(e,r){
let n=super.on(e,r);if(e==="data")this[Sr]=!1,this[Ca]++,!this[$t].length&&!this[Nt]&&this[el]();else if(e==="readable"&&
this[Et]!==0)super.emit("readable");else if(eee(e)&&this[ls])super.emit(e),this.removeAllListeners(e);else if(e==="error"&&
this[wu]){let i=r;this[Kn]?Pu(()=>i.call(this,this[wu])):i.call(this,this[wu])}return n}removeListener(e,r){return this.
off(e,r)}off(e,r){let n=super.off(e,r);return e==="data"&&(this[Ca]=this.listeners("data").length,this[Ca]===0&&!this[Sr]&&
!this[$t].length&&(this[Nt]=!1)),n}removeAllListeners(e){let r=super.removeAllListeners(e);return(e==="data"||e===void 0)&&
(this[Ca]=0,!this[Sr]&&!this[$t].length&&(this[Nt]=!1)),r}get emittedEnd(){return this[ls]}[Bi](){!this[nh]&&!this[ls]&&
!this[at]&&this[wt].length===0&&this[vi]&&(this[nh]=!0,this.emit("end"),this.emit("prefinish"),this.emit("finish"),this[ih]&&
this.emit("close"),this[nh]=!1)}emit(e,...r){let n=r[0];if(e!=="error"&&e!=="close"&&e!==at&&this[at])return!1;if(e==="d\
ata")return!this[Ut]&&!n?!1:this[Kn]?(Pu(()=>this[hw](n)),!0):this[hw](n);if(e==="end")return this[KL]();if(e==="close"){
if(this[ih]=!0,!this[ls]&&!this[at])return!1;let s=super.emit("close");return this.removeAllListeners("close"),s}else if(e===
"error"){this[wu]=n,super.emit(fw,n);let s=!this[Iu]||this.listeners("error").length?super.emit("error",n):!1;return this[Bi](),
s}else if(e==="resume"){let s=super.emit("resume");return this[Bi](),s}else if(e==="finish"||e==="prefinish"){let s=super.
emit(e);return this.removeAllListeners(e),s}let i=super.emit(e,...r);return this[Bi](),i}[hw](e){for(let n of this[$t])n.
dest.write(e)===!1&&this.pause();let r=this[Sr]?!1:super.emit("data",e);return this[Bi](),r}[KL](){return this[ls]?!1:(this[ls]=
!0,this.readable=!1,this[Kn]?(Pu(()=>this[gw]()),!0):this[gw]())}[gw](){if(this[Zo]){let r=this[Zo].end();if(r){for(let n of this[$t])
n.dest.write(r);this[Sr]||super.emit("data",r)}}for(let r of this[$t])r.end();let e=super.emit("end");return this.removeAllListeners(
"end"),e}async collect(){let e=Object.assign([],{dataLength:0});this[Ut]||(e.dataLength=0);let r=this.promise();return this.
on("data",n=>{e.push(n),this[Ut]||(e.dataLength+=n.length)}),await r,e}async concat(){if(this[Ut])throw new Error("canno\
t concat in objectMode");let e=await this.collect();return this[cn]?e.join(""):Buffer.concat(e,e.dataLength)}async promise(){
return new Promise((e,r)=>{this.on(at,()=>r(new Error("stream destroyed"))),this.on("error",n=>r(n)),this.on("end",()=>e())})}[Symbol.
asyncIterator](){this[Sr]=!1;let e=!1,r=async()=>(this.pause(),e=!0,{value:void 0,done:!0});return{next:()=>{if(e)return r();
let i=this.read();if(i!==null)return Promise.resolve({done:!1,value:i});if(this[vi])return r();let s,a,o=d=>{this.off("d\
ata",l),this.off("end",c),this.off(at,u),r(),a(d)},l=d=>{this.off("error",o),this.off("end",c),this.off(at,u),this.pause(),
s({value:d,done:!!this[vi]})},c=()=>{this.off("error",o),this.off("data",l),this.off(at,u),r(),s({done:!0,value:void 0})},
u=()=>o(new Error("stream destroyed"));return new Promise((d,m)=>{a=m,s=d,this.once(at,u),this.once("error",o),this.once(
"end",c),this.once("data",l)})},throw:r,return:r,[Symbol.asyncIterator](){return this},[Symbol.asyncDispose]:async()=>{}}}[Symbol.
iterator](){this[Sr]=!1;let e=!1,r=()=>(this.pause(),this.off(fw,r),this.off(at,r),this.off("end",r),e=!0,{done:!0,value:void 0}),
n=()=>{if(e)return r();let i=this.read();return i===null?r():{done:!1,value:i}};return this.once("end",r),this.once(fw,r),
this.once(at,r),{next:n,throw:r,return:r,[Symbol.iterator](){return this},[Symbol.dispose]:()=>{}}}destroy(e){if(this[at])
return e?this.emit("error",e):this.emit(at),this;this[at]=!0,this[Sr]=!0,this[wt].length=0,this[Et]=0;let r=this;return typeof r.
close=="function"&&!this[ih]&&r.close(),e?this.emit("error",e):this.emit(at),this}static get isStream(){return Xt.isStream}};
Xt.Minipass=ch});var uk=S(Oe=>{"use strict";var see=Oe&&Oe.__createBinding||(Object.create?(function(t,e,r,n){n===void 0&&(n=r);var i=Object.
getOwnPropertyDescriptor(e,r);(!i||("get"in i?!e.__esModule:i.writable||i.configurable))&&(i={enumerable:!0,get:function(){
return e[r]}}),Object.defineProperty(t,n,i)}):(function(t,e,r,n){n===void 0&&(n=r),t[n]=e[r]})),aee=Oe&&Oe.__setModuleDefault||
(Object.create?(function(t,e){Object.defineProperty(t,"default",{enumerable:!0,value:e})}):function(t,e){t.default=e}),oee=Oe&&
Oe.__importStar||function(t){if(t&&t.__esModule)return t;var e={};if(t!=null)for(var r in t)r!=="default"&&Object.prototype.
hasOwnProperty.call(t,r)&&see(e,t,r);return aee(e,t),e};Object.defineProperty(Oe,"__esModule",{value:!0});Oe.PathScurry=
Oe.Path=Oe.PathScurryDarwin=Oe.PathScurryPosix=Oe.PathScurryWin32=Oe.PathScurryBase=Oe.PathPosix=Oe.PathWin32=Oe.PathBase=
Oe.ChildrenCache=Oe.ResolveCache=void 0;var tk=GL(),fh=j("node:path"),lee=j("node:url"),vu=j("fs"),cee=oee(j("node:fs")),
uee=vu.realpathSync.native,uh=j("node:fs/promises"),XL=bw(),Bu={lstatSync:vu.lstatSync,readdir:vu.readdir,readdirSync:vu.
readdirSync,readlinkSync:vu.readlinkSync,realpathSync:uee,promises:{lstat:uh.lstat,readdir:uh.readdir,readlink:uh.readlink,
realpath:uh.realpath}},rk=t=>!t||t===Bu||t===cee?Bu:{...Bu,...t,promises:{...Bu.promises,...t.promises||{}}},nk=/^\\\\\?\\([a-z]:)\\?$/i,
dee=t=>t.replace(/\//g,"\\").replace(nk,"$1\\"),mee=/[\\\/]/,jr=0,ik=1,sk=2,$n=4,ak=6,ok=8,Sa=10,lk=12,Gr=15,_u=~Gr,Cw=16,
JL=32,Ru=64,un=128,dh=256,ph=512,VL=Ru|un|ph,pee=1023,Sw=t=>t.isFile()?ok:t.isDirectory()?$n:t.isSymbolicLink()?Sa:t.isCharacterDevice()?
sk:t.isBlockDevice()?ak:t.isSocket()?lk:t.isFIFO()?ik:jr,ZL=new Map,Tu=t=>{let e=ZL.get(t);if(e)return e;let r=t.normalize(
"NFKD");return ZL.set(t,r),r},ek=new Map,mh=t=>{let e=ek.get(t);if(e)return e;let r=Tu(t.toLowerCase());return ek.set(t,
r),r},Mu=class extends tk.LRUCache{constructor(){super({max:256})}};Oe.ResolveCache=Mu;var hh=class extends tk.LRUCache{constructor(e=16*
1024){super({maxSize:e,sizeCalculation:r=>r.length+1})}};Oe.ChildrenCache=hh;var ck=Symbol("PathScurry setAsCwd"),Dt=class{name;root;roots;parent;nocase;isCWD=!1;#e;#r;get dev(){
return this.#r}#i;get mode(){return this.#i}#t;get nlink(){return this.#t}#a;get uid(){return this.#a}#C;get gid(){return this.#C}#c;get rdev(){
return this.#c}#d;get blksize(){return this.#d}#l;get ino(){return this.#l}#o;get size(){return this.#o}#s;get blocks(){
return this.#s}#y;get atimeMs(){return this.#y}#x;get mtimeMs(){return this.#x}#h;get ctimeMs(){return this.#h}#p;get birthtimeMs(){
return this.#p}#S;get atime(){return this.#S}#f;get mtime(){return this.#f}#w;get ctime(){return this.#w}#E;get birthtime(){
return this.#E}#g;#N;#A;#m;#I;#P;#n;#T;#b;#B;get parentPath(){return(this.parent||this).fullpath()}get path(){return this.
parentPath}constructor(e,r=jr,n,i,s,a,o){this.name=e,this.#g=s?mh(e):Tu(e),this.#n=r&pee,this.nocase=s,this.roots=i,this.
root=n||this,this.#T=a,this.#A=o.fullpath,this.#I=o.relative,this.#P=o.relativePosix,this.parent=o.parent,this.parent?this.#e=
this.parent.#e:this.#e=rk(o.fs)}depth(){return this.#N!==void 0?this.#N:this.parent?this.#N=this.parent.depth()+1:this.#N=
0}childrenCache(){return this.#T}resolve(e){if(!e)return this;let r=this.getRootString(e),i=e.substring(r.length).split(
this.splitSep);return r?this.getRoot(r).#M(i):this.#M(i)}#M(e){let r=this;for(let n of e)r=r.child(n);return r}children(){
let e=this.#T.get(this);if(e)return e;let r=Object.assign([],{provisional:0});return this.#T.set(this,r),this.#n&=~Cw,r}child(e,r){
if(e===""||e===".")return this;if(e==="..")return this.parent||this;let n=this.children(),i=this.nocase?mh(e):Tu(e);for(let l of n)
if(l.#g===i)return l;let s=this.parent?this.sep:"",a=this.#A?this.#A+s+e:void 0,o=this.newChild(e,jr,{...r,parent:this,fullpath:a});
return this.canReaddir()||(o.#n|=un),n.push(o),o}relative(){if(this.isCWD)return"";if(this.#I!==void 0)return this.#I;let e=this.
name,r=this.parent;if(!r)return this.#I=this.name;let n=r.relative();return n+(!n||!r.parent?"":this.sep)+e}relativePosix(){
if(this.sep==="/")return this.relative();if(this.isCWD)return"";if(this.#P!==void 0)return this.#P;let e=this.name,r=this.
parent;if(!r)return this.#P=this.fullpathPosix();let n=r.relativePosix();return n+(!n||!r.parent?"":"/")+e}fullpath(){if(this.#A!==
void 0)return this.#A;let e=this.name,r=this.parent;if(!r)return this.#A=this.name;let i=r.fullpath()+(r.parent?this.sep:
"")+e;return this.#A=i}fullpathPosix(){if(this.#m!==void 0)return this.#m;if(this.sep==="/")return this.#m=this.fullpath();
if(!this.parent){let i=this.fullpath().replace(/\\/g,"/");return/^[a-z]:\//i.test(i)?this.#m=`//?/${i}`:this.#m=i}let e=this.
parent,r=e.fullpathPosix(),n=r+(!r||!e.parent?"":"/")+this.name;return this.#m=n}isUnknown(){return(this.#n&Gr)===jr}isType(e){
return this[`is${e}`]()}getType(){return this.isUnknown()?"Unknown":this.isDirectory()?"Directory":this.isFile()?"File":
this.isSymbolicLink()?"SymbolicLink":this.isFIFO()?"FIFO":this.isCharacterDevice()?"CharacterDevice":this.isBlockDevice()?
"BlockDevice":this.isSocket()?"Socket":"Unknown"}isFile(){return(this.#n&Gr)===ok}isDirectory(){return(this.#n&Gr)===$n}isCharacterDevice(){
return(this.#n&Gr)===sk}isBlockDevice(){return(this.#n&Gr)===ak}isFIFO(){return(this.#n&Gr)===ik}isSocket(){return(this.#n&
Gr)===lk}isSymbolicLink(){return(this.#n&Sa)===Sa}lstatCached(){return this.#n&JL?this:void 0}readlinkCached(){return this.#b}realpathCached(){
return this.#B}readdirCached(){let e=this.children();return e.slice(0,e.provisional)}canReadlink(){if(this.#b)return!0;if(!this.
parent)return!1;let e=this.#n&Gr;return!(e!==jr&&e!==Sa||this.#n&dh||this.#n&un)}calledReaddir(){return!!(this.#n&Cw)}isENOENT(){
return!!(this.#n&un)}isNamed(e){return this.nocase?this.#g===mh(e):this.#g===Tu(e)}async readlink(){let e=this.#b;if(e)return e;
if(this.canReadlink()&&this.parent)try{let r=await this.#e.promises.readlink(this.fullpath()),n=(await this.parent.realpath())?.
resolve(r);if(n)return this.#b=n}catch(r){this.#u(r.code);return}}readlinkSync(){let e=this.#b;if(e)return e;if(this.canReadlink()&&
this.parent)try{let r=this.#e.readlinkSync(this.fullpath()),n=this.parent.realpathSync()?.resolve(r);if(n)return this.#b=
n}catch(r){this.#u(r.code);return}}#D(e){this.#n|=Cw;for(let r=e.provisional;r<e.length;r++){let n=e[r];n&&n.#O()}}#O(){
this.#n&un||(this.#n=(this.#n|un)&_u,this.#_())}#_(){let e=this.children();e.provisional=0;for(let r of e)r.#O()}#v(){this.#n|=
ph,this.#L()}#L(){if(this.#n&Ru)return;let e=this.#n;(e&Gr)===$n&&(e&=_u),this.#n=e|Ru,this.#_()}#k(e=""){e==="ENOTDIR"||
e==="EPERM"?this.#L():e==="ENOENT"?this.#O():this.children().provisional=0}#z(e=""){e==="ENOTDIR"?this.parent.#L():e==="\
ENOENT"&&this.#O()}#u(e=""){let r=this.#n;r|=dh,e==="ENOENT"&&(r|=un),(e==="EINVAL"||e==="UNKNOWN")&&(r&=_u),this.#n=r,e===
"ENOTDIR"&&this.parent&&this.parent.#L()}#F(e,r){return this.#R(e,r)||this.#q(e,r)}#q(e,r){let n=Sw(e),i=this.newChild(e.
name,n,{parent:this}),s=i.#n&Gr;return s!==$n&&s!==Sa&&s!==jr&&(i.#n|=Ru),r.unshift(i),r.provisional++,i}#R(e,r){for(let n=r.
provisional;n<r.length;n++){let i=r[n];if((this.nocase?mh(e.name):Tu(e.name))===i.#g)return this.#U(e,i,n,r)}}#U(e,r,n,i){
let s=r.name;return r.#n=r.#n&_u|Sw(e),s!==e.name&&(r.name=e.name),n!==i.provisional&&(n===i.length-1?i.pop():i.splice(n,
1),i.unshift(r)),i.provisional++,r}async lstat(){if((this.#n&un)===0)try{return this.#j(await this.#e.promises.lstat(this.
fullpath())),this}catch(e){this.#z(e.code)}}lstatSync(){if((this.#n&un)===0)try{return this.#j(this.#e.lstatSync(this.fullpath())),
this}catch(e){this.#z(e.code)}}#j(e){let{atime:r,atimeMs:n,birthtime:i,birthtimeMs:s,blksize:a,blocks:o,ctime:l,ctimeMs:c,
dev:u,gid:d,ino:m,mode:p,mtime:x,mtimeMs:g,nlink:b,rdev:C,size:E,uid:P}=e;this.#S=r,this.#y=n,this.#E=i,this.#p=s,this.#d=
a,this.#s=o,this.#w=l,this.#h=c,this.#r=u,this.#C=d,this.#l=m,this.#i=p,this.#f=x,this.#x=g,this.#t=b,this.#c=C,this.#o=
E,this.#a=P;let M=Sw(e);this.#n=this.#n&_u|M|JL,M!==jr&&M!==$n&&M!==Sa&&(this.#n|=Ru)}#Q=[];#G=!1;#W(e){this.#G=!1;let r=this.#Q.
slice();this.#Q.length=0,r.forEach(n=>n(null,e))}readdirCB(e,r=!1){if(!this.canReaddir()){r?e(null,[]):queueMicrotask(()=>e(
null,[]));return}let n=this.children();if(this.calledReaddir()){let s=n.slice(0,n.provisional);r?e(null,s):queueMicrotask(
()=>e(null,s));return}if(this.#Q.push(e),this.#G)return;this.#G=!0;let i=this.fullpath();this.#e.readdir(i,{withFileTypes:!0},
(s,a)=>{if(s)this.#k(s.code),n.provisional=0;else{for(let o of a)this.#F(o,n);this.#D(n)}this.#W(n.slice(0,n.provisional))})}#H;async readdir(){
if(!this.canReaddir())return[];let e=this.children();if(this.calledReaddir())return e.slice(0,e.provisional);let r=this.
fullpath();if(this.#H)await this.#H;else{let n=()=>{};this.#H=new Promise(i=>n=i);try{for(let i of await this.#e.promises.
readdir(r,{withFileTypes:!0}))this.#F(i,e);this.#D(e)}catch(i){this.#k(i.code),e.provisional=0}this.#H=void 0,n()}return e.
slice(0,e.provisional)}readdirSync(){if(!this.canReaddir())return[];let e=this.children();if(this.calledReaddir())return e.
slice(0,e.provisional);let r=this.fullpath();try{for(let n of this.#e.readdirSync(r,{withFileTypes:!0}))this.#F(n,e);this.#D(
e)}catch(n){this.#k(n.code),e.provisional=0}return e.slice(0,e.provisional)}canReaddir(){if(this.#n&VL)return!1;let e=Gr&
this.#n;return e===jr||e===$n||e===Sa}shouldWalk(e,r){return(this.#n&$n)===$n&&!(this.#n&VL)&&!e.has(this)&&(!r||r(this))}async realpath(){
if(this.#B)return this.#B;if(!((ph|dh|un)&this.#n))try{let e=await this.#e.promises.realpath(this.fullpath());return this.#B=
this.resolve(e)}catch{this.#v()}}realpathSync(){if(this.#B)return this.#B;if(!((ph|dh|un)&this.#n))try{let e=this.#e.realpathSync(
this.fullpath());return this.#B=this.resolve(e)}catch{this.#v()}}[ck](e){if(e===this)return;e.isCWD=!1,this.isCWD=!0;let r=new Set(
[]),n=[],i=this;for(;i&&i.parent;)r.add(i),i.#I=n.join(this.sep),i.#P=n.join("/"),i=i.parent,n.push("..");for(i=e;i&&i.parent&&
!r.has(i);)i.#I=void 0,i.#P=void 0,i=i.parent}};Oe.PathBase=Dt;var Du=class t extends Dt{sep="\\";splitSep=mee;constructor(e,r=jr,n,i,s,a,o){
super(e,r,n,i,s,a,o)}newChild(e,r=jr,n={}){return new t(e,r,this.root,this.roots,this.nocase,this.childrenCache(),n)}getRootString(e){
return fh.win32.parse(e).root}getRoot(e){if(e=dee(e.toUpperCase()),e===this.root.name)return this.root;for(let[r,n]of Object.
entries(this.roots))if(this.sameRoot(e,r))return this.roots[e]=n;return this.roots[e]=new ku(e,this).root}sameRoot(e,r=this.
root.name){return e=e.toUpperCase().replace(/\//g,"\\").replace(nk,"$1\\"),e===r}};Oe.PathWin32=Du;var Ou=class t extends Dt{splitSep="\
/";sep="/";constructor(e,r=jr,n,i,s,a,o){super(e,r,n,i,s,a,o)}getRootString(e){return e.startsWith("/")?"/":""}getRoot(e){
return this.root}newChild(e,r=jr,n={}){return new t(e,r,this.root,this.roots,this.nocase,this.childrenCache(),n)}};Oe.PathPosix=
Ou;var Lu=class{root;rootPath;roots;cwd;#e;#r;#i;nocase;#t;constructor(e=process.cwd(),r,n,{nocase:i,childrenCacheSize:s=16*
1024,fs:a=Bu}={}){this.#t=rk(a),(e instanceof URL||e.startsWith("file://"))&&(e=(0,lee.fileURLToPath)(e));let o=r.resolve(
e);this.roots=Object.create(null),this.rootPath=this.parseRootPath(o),this.#e=new Mu,this.#r=new Mu,this.#i=new hh(s);let l=o.
substring(this.rootPath.length).split(n);if(l.length===1&&!l[0]&&l.pop(),i===void 0)throw new TypeError("must provide no\
case setting to PathScurryBase ctor");this.nocase=i,this.root=this.newRoot(this.#t),this.roots[this.rootPath]=this.root;
let c=this.root,u=l.length-1,d=r.sep,m=this.rootPath,p=!1;for(let x of l){let g=u--;c=c.child(x,{relative:new Array(g).fill(
"..").join(d),relativePosix:new Array(g).fill("..").join("/"),fullpath:m+=(p?"":d)+x}),p=!0}this.cwd=c}depth(e=this.cwd){
return typeof e=="string"&&(e=this.cwd.resolve(e)),e.depth()}childrenCache(){return this.#i}resolve(...e){let r="";for(let s=e.
length-1;s>=0;s--){let a=e[s];if(!(!a||a===".")&&(r=r?`${a}/${r}`:a,this.isAbsolute(a)))break}let n=this.#e.get(r);if(n!==
void 0)return n;let i=this.cwd.resolve(r).fullpath();return this.#e.set(r,i),i}resolvePosix(...e){let r="";for(let s=e.length-
1;s>=0;s--){let a=e[s];if(!(!a||a===".")&&(r=r?`${a}/${r}`:a,this.isAbsolute(a)))break}let n=this.#r.get(r);if(n!==void 0)
return n;let i=this.cwd.resolve(r).fullpathPosix();return this.#r.set(r,i),i}relative(e=this.cwd){return typeof e=="stri\
ng"&&(e=this.cwd.resolve(e)),e.relative()}relativePosix(e=this.cwd){return typeof e=="string"&&(e=this.cwd.resolve(e)),e.
relativePosix()}basename(e=this.cwd){return typeof e=="string"&&(e=this.cwd.resolve(e)),e.name}dirname(e=this.cwd){return typeof e==
"string"&&(e=this.cwd.resolve(e)),(e.parent||e).fullpath()}async readdir(e=this.cwd,r={withFileTypes:!0}){typeof e=="str\
ing"?e=this.cwd.resolve(e):e instanceof Dt||(r=e,e=this.cwd);let{withFileTypes:n}=r;if(e.canReaddir()){let i=await e.readdir();
return n?i:i.map(s=>s.name)}else return[]}readdirSync(e=this.cwd,r={withFileTypes:!0}){typeof e=="string"?e=this.cwd.resolve(
e):e instanceof Dt||(r=e,e=this.cwd);let{withFileTypes:n=!0}=r;return e.canReaddir()?n?e.readdirSync():e.readdirSync().map(
i=>i.name):[]}async lstat(e=this.cwd){return typeof e=="string"&&(e=this.cwd.resolve(e)),e.lstat()}lstatSync(e=this.cwd){
return typeof e=="string"&&(e=this.cwd.resolve(e)),e.lstatSync()}async readlink(e=this.cwd,{withFileTypes:r}={withFileTypes:!1}){
typeof e=="string"?e=this.cwd.resolve(e):e instanceof Dt||(r=e.withFileTypes,e=this.cwd);let n=await e.readlink();return r?
n:n?.fullpath()}readlinkSync(e=this.cwd,{withFileTypes:r}={withFileTypes:!1}){typeof e=="string"?e=this.cwd.resolve(e):e instanceof
Dt||(r=e.withFileTypes,e=this.cwd);let n=e.readlinkSync();return r?n:n?.fullpath()}async realpath(e=this.cwd,{withFileTypes:r}={
withFileTypes:!1}){typeof e=="string"?e=this.cwd.resolve(e):e instanceof Dt||(r=e.withFileTypes,e=this.cwd);let n=await e.
realpath();return r?n:n?.fullpath()}realpathSync(e=this.cwd,{withFileTypes:r}={withFileTypes:!1}){typeof e=="string"?e=this.
cwd.resolve(e):e instanceof Dt||(r=e.withFileTypes,e=this.cwd);let n=e.realpathSync();return r?n:n?.fullpath()}async walk(e=this.
cwd,r={}){typeof e=="string"?e=this.cwd.resolve(e):e instanceof Dt||(r=e,e=this.cwd);let{withFileTypes:n=!0,follow:i=!1,
filter:s,walkFilter:a}=r,o=[];(!s||s(e))&&o.push(n?e:e.fullpath());let l=new Set,c=(d,m)=>{l.add(d),d.readdirCB((p,x)=>{
if(p)return m(p);let g=x.length;if(!g)return m();let b=()=>{--g===0&&m()};for(let C of x)(!s||s(C))&&o.push(n?C:C.fullpath()),
i&&C.isSymbolicLink()?C.realpath().then(E=>E?.isUnknown()?E.lstat():E).then(E=>E?.shouldWalk(l,a)?c(E,b):b()):C.shouldWalk(
l,a)?c(C,b):b()},!0)},u=e;return new Promise((d,m)=>{c(u,p=>{if(p)return m(p);d(o)})})}walkSync(e=this.cwd,r={}){typeof e==
"string"?e=this.cwd.resolve(e):e instanceof Dt||(r=e,e=this.cwd);let{withFileTypes:n=!0,follow:i=!1,filter:s,walkFilter:a}=r,
o=[];(!s||s(e))&&o.push(n?e:e.fullpath());let l=new Set([e]);for(let c of l){let u=c.readdirSync();for(let d of u){(!s||
s(d))&&o.push(n?d:d.fullpath());let m=d;if(d.isSymbolicLink()){if(!(i&&(m=d.realpathSync())))continue;m.isUnknown()&&m.lstatSync()}
m.shouldWalk(l,a)&&l.add(m)}}return o}[Symbol.asyncIterator](){return this.iterate()}iterate(e=this.cwd,r={}){return typeof e==
"string"?e=this.cwd.resolve(e):e instanceof Dt||(r=e,e=this.cwd),this.stream(e,r)[Symbol.asyncIterator]()}[Symbol.iterator](){
return this.iterateSync()}*iterateSync(e=this.cwd,r={}){typeof e=="string"?e=this.cwd.resolve(e):e instanceof Dt||(r=e,e=
this.cwd);let{withFileTypes:n=!0,follow:i=!1,filter:s,walkFilter:a}=r;(!s||s(e))&&(yield n?e:e.fullpath());let o=new Set(
[e]);for(let l of o){let c=l.readdirSync();for(let u of c){(!s||s(u))&&(yield n?u:u.fullpath());let d=u;if(u.isSymbolicLink()){
if(!(i&&(d=u.realpathSync())))continue;d.isUnknown()&&d.lstatSync()}d.shouldWalk(o,a)&&o.add(d)}}}stream(e=this.cwd,r={}){
typeof e=="string"?e=this.cwd.resolve(e):e instanceof Dt||(r=e,e=this.cwd);let{withFileTypes:n=!0,follow:i=!1,filter:s,walkFilter:a}=r,
o=new XL.Minipass({objectMode:!0});(!s||s(e))&&o.write(n?e:e.fullpath());let l=new Set,c=[e],u=0,d=()=>{let m=!1;for(;!m;){
let p=c.shift();if(!p){u===0&&o.end();return}u++,l.add(p);let x=(b,C,E=!1)=>{if(b)return o.emit("error",b);if(i&&!E){let P=[];
for(let M of C)M.isSymbolicLink()&&P.push(M.realpath().then(W=>W?.isUnknown()?W.lstat():W));if(P.length){Promise.all(P).
then(()=>x(null,C,!0));return}}for(let P of C)P&&(!s||s(P))&&(o.write(n?P:P.fullpath())||(m=!0));u--;for(let P of C){let M=P.
realpathCached()||P;M.shouldWalk(l,a)&&c.push(M)}m&&!o.flowing?o.once("drain",d):g||d()},g=!0;p.readdirCB(x,!0),g=!1}};return d(),
o}streamSync(e=this.cwd,r={}){typeof e=="string"?e=this.cwd.resolve(e):e instanceof Dt||(r=e,e=this.cwd);let{withFileTypes:n=!0,
follow:i=!1,filter:s,walkFilter:a}=r,o=new XL.Minipass({objectMode:!0}),l=new Set;(!s||s(e))&&o.write(n?e:e.fullpath());
let c=[e],u=0,d=()=>{let m=!1;for(;!m;){let p=c.shift();if(!p){u===0&&o.end();return}u++,l.add(p);let x=p.readdirSync();
for(let g of x)(!s||s(g))&&(o.write(n?g:g.fullpath())||(m=!0));u--;for(let g of x){let b=g;if(g.isSymbolicLink()){if(!(i&&
(b=g.realpathSync())))continue;b.isUnknown()&&b.lstatSync()}b.shouldWalk(l,a)&&c.push(b)}}m&&!o.flowing&&o.once("drain",
d)};return d(),o}chdir(e=this.cwd){let r=this.cwd;this.cwd=typeof e=="string"?this.cwd.resolve(e):e,this.cwd[ck](r)}};Oe.
PathScurryBase=Lu;var ku=class extends Lu{sep="\\";constructor(e=process.cwd(),r={}){let{nocase:n=!0}=r;super(e,fh.win32,
"\\",{...r,nocase:n}),this.nocase=n;for(let i=this.cwd;i;i=i.parent)i.nocase=this.nocase}parseRootPath(e){return fh.win32.
parse(e).root.toUpperCase()}newRoot(e){return new Du(this.rootPath,$n,void 0,this.roots,this.nocase,this.childrenCache(),
{fs:e})}isAbsolute(e){return e.startsWith("/")||e.startsWith("\\")||/^[a-z]:(\/|\\)/i.test(e)}};Oe.PathScurryWin32=ku;var zu=class extends Lu{sep="\
/";constructor(e=process.cwd(),r={}){let{nocase:n=!1}=r;super(e,fh.posix,"/",{...r,nocase:n}),this.nocase=n}parseRootPath(e){
return"/"}newRoot(e){return new Ou(this.rootPath,$n,void 0,this.roots,this.nocase,this.childrenCache(),{fs:e})}isAbsolute(e){
return e.startsWith("/")}};Oe.PathScurryPosix=zu;var gh=class extends zu{constructor(e=process.cwd(),r={}){let{nocase:n=!0}=r;
super(e,{...r,nocase:n})}};Oe.PathScurryDarwin=gh;Oe.Path=process.platform==="win32"?Du:Ou;Oe.PathScurry=process.platform===
"win32"?ku:process.platform==="darwin"?gh:zu});var ww=S(yh=>{"use strict";Object.defineProperty(yh,"__esModule",{value:!0});yh.Pattern=void 0;var fee=as(),hee=t=>t.length>=
1,gee=t=>t.length>=1,Nw=class t{#e;#r;#i;length;#t;#a;#C;#c;#d;#l;#o=!0;constructor(e,r,n,i){if(!hee(e))throw new TypeError(
"empty pattern list");if(!gee(r))throw new TypeError("empty glob list");if(r.length!==e.length)throw new TypeError("mism\
atched pattern list and glob list lengths");if(this.length=e.length,n<0||n>=this.length)throw new TypeError("index out o\
f range");if(this.#e=e,this.#r=r,this.#i=n,this.#t=i,this.#i===0){if(this.isUNC()){let[s,a,o,l,...c]=this.#e,[u,d,m,p,...x]=this.#r;
c[0]===""&&(c.shift(),x.shift());let g=[s,a,o,l,""].join("/"),b=[u,d,m,p,""].join("/");this.#e=[g,...c],this.#r=[b,...x],
this.length=this.#e.length}else if(this.isDrive()||this.isAbsolute()){let[s,...a]=this.#e,[o,...l]=this.#r;a[0]===""&&(a.
shift(),l.shift());let c=s+"/",u=o+"/";this.#e=[c,...a],this.#r=[u,...l],this.length=this.#e.length}}}pattern(){return this.#e[this.#i]}isString(){
return typeof this.#e[this.#i]=="string"}isGlobstar(){return this.#e[this.#i]===fee.GLOBSTAR}isRegExp(){return this.#e[this.#i]instanceof
RegExp}globString(){return this.#C=this.#C||(this.#i===0?this.isAbsolute()?this.#r[0]+this.#r.slice(1).join("/"):this.#r.
join("/"):this.#r.slice(this.#i).join("/"))}hasMore(){return this.length>this.#i+1}rest(){return this.#a!==void 0?this.#a:
this.hasMore()?(this.#a=new t(this.#e,this.#r,this.#i+1,this.#t),this.#a.#l=this.#l,this.#a.#d=this.#d,this.#a.#c=this.#c,
this.#a):this.#a=null}isUNC(){let e=this.#e;return this.#d!==void 0?this.#d:this.#d=this.#t==="win32"&&this.#i===0&&e[0]===
""&&e[1]===""&&typeof e[2]=="string"&&!!e[2]&&typeof e[3]=="string"&&!!e[3]}isDrive(){let e=this.#e;return this.#c!==void 0?
this.#c:this.#c=this.#t==="win32"&&this.#i===0&&this.length>1&&typeof e[0]=="string"&&/^[a-z]:$/i.test(e[0])}isAbsolute(){
let e=this.#e;return this.#l!==void 0?this.#l:this.#l=e[0]===""&&e.length>1||this.isDrive()||this.isUNC()}root(){let e=this.#e[0];
return typeof e=="string"&&this.isAbsolute()&&this.#i===0?e:""}checkFollowGlobstar(){return!(this.#i===0||!this.isGlobstar()||
!this.#o)}markFollowGlobstar(){return this.#i===0||!this.isGlobstar()||!this.#o?!1:(this.#o=!1,!0)}};yh.Pattern=Nw});var Iw=S(xh=>{"use strict";Object.defineProperty(xh,"__esModule",{value:!0});xh.Ignore=void 0;var dk=as(),yee=ww(),xee=typeof process==
"object"&&process&&typeof process.platform=="string"?process.platform:"linux",Ew=class{relative;relativeChildren;absolute;absoluteChildren;platform;mmopts;constructor(e,{
nobrace:r,nocase:n,noext:i,noglobstar:s,platform:a=xee}){this.relative=[],this.absolute=[],this.relativeChildren=[],this.
absoluteChildren=[],this.platform=a,this.mmopts={dot:!0,nobrace:r,nocase:n,noext:i,noglobstar:s,optimizationLevel:2,platform:a,
nocomment:!0,nonegate:!0};for(let o of e)this.add(o)}add(e){let r=new dk.Minimatch(e,this.mmopts);for(let n=0;n<r.set.length;n++){
let i=r.set[n],s=r.globParts[n];if(!i||!s)throw new Error("invalid pattern object");for(;i[0]==="."&&s[0]===".";)i.shift(),
s.shift();let a=new yee.Pattern(i,s,0,this.platform),o=new dk.Minimatch(a.globString(),this.mmopts),l=s[s.length-1]==="*\
*",c=a.isAbsolute();c?this.absolute.push(o):this.relative.push(o),l&&(c?this.absoluteChildren.push(o):this.relativeChildren.
push(o))}}ignored(e){let r=e.fullpath(),n=`${r}/`,i=e.relative()||".",s=`${i}/`;for(let a of this.relative)if(a.match(i)||
a.match(s))return!0;for(let a of this.absolute)if(a.match(r)||a.match(n))return!0;return!1}childrenIgnored(e){let r=e.fullpath()+
"/",n=(e.relative()||".")+"/";for(let i of this.relativeChildren)if(i.match(n))return!0;for(let i of this.absoluteChildren)
if(i.match(r))return!0;return!1}};xh.Ignore=Ew});var pk=S(Xn=>{"use strict";Object.defineProperty(Xn,"__esModule",{value:!0});Xn.Processor=Xn.SubWalks=Xn.MatchRecord=Xn.
HasWalkedCache=void 0;var mk=as(),Ah=class t{store;constructor(e=new Map){this.store=e}copy(){return new t(new Map(this.
store))}hasWalked(e,r){return this.store.get(e.fullpath())?.has(r.globString())}storeWalked(e,r){let n=e.fullpath(),i=this.
store.get(n);i?i.add(r.globString()):this.store.set(n,new Set([r.globString()]))}};Xn.HasWalkedCache=Ah;var bh=class{store=new Map;add(e,r,n){
let i=(r?2:0)|(n?1:0),s=this.store.get(e);this.store.set(e,s===void 0?i:i&s)}entries(){return[...this.store.entries()].map(
([e,r])=>[e,!!(r&2),!!(r&1)])}};Xn.MatchRecord=bh;var Ch=class{store=new Map;add(e,r){if(!e.canReaddir())return;let n=this.
store.get(e);n?n.find(i=>i.globString()===r.globString())||n.push(r):this.store.set(e,[r])}get(e){let r=this.store.get(e);
if(!r)throw new Error("attempting to walk unknown path");return r}entries(){return this.keys().map(e=>[e,this.store.get(
e)])}keys(){return[...this.store.keys()].filter(e=>e.canReaddir())}};Xn.SubWalks=Ch;var Pw=class t{hasWalkedCache;matches=new bh;subwalks=new Ch;patterns;follow;dot;opts;constructor(e,r){
this.opts=e,this.follow=!!e.follow,this.dot=!!e.dot,this.hasWalkedCache=r?r.copy():new Ah}processPatterns(e,r){this.patterns=
r;let n=r.map(i=>[e,i]);for(let[i,s]of n){this.hasWalkedCache.storeWalked(i,s);let a=s.root(),o=s.isAbsolute()&&this.opts.
absolute!==!1;if(a){i=i.resolve(a==="/"&&this.opts.root!==void 0?this.opts.root:a);let d=s.rest();if(d)s=d;else{this.matches.
add(i,!0,!1);continue}}if(i.isENOENT())continue;let l,c,u=!1;for(;typeof(l=s.pattern())=="string"&&(c=s.rest());)i=i.resolve(
l),s=c,u=!0;if(l=s.pattern(),c=s.rest(),u){if(this.hasWalkedCache.hasWalked(i,s))continue;this.hasWalkedCache.storeWalked(
i,s)}if(typeof l=="string"){let d=l===".."||l===""||l===".";this.matches.add(i.resolve(l),o,d);continue}else if(l===mk.GLOBSTAR){
(!i.isSymbolicLink()||this.follow||s.checkFollowGlobstar())&&this.subwalks.add(i,s);let d=c?.pattern(),m=c?.rest();if(!c||
(d===""||d===".")&&!m)this.matches.add(i,o,d===""||d===".");else if(d===".."){let p=i.parent||i;m?this.hasWalkedCache.hasWalked(
p,m)||this.subwalks.add(p,m):this.matches.add(p,o,!0)}}else l instanceof RegExp&&this.subwalks.add(i,s)}return this}subwalkTargets(){
return this.subwalks.keys()}child(){return new t(this.opts,this.hasWalkedCache)}filterEntries(e,r){let n=this.subwalks.get(
e),i=this.child();for(let s of r)for(let a of n){let o=a.isAbsolute(),l=a.pattern(),c=a.rest();l===mk.GLOBSTAR?i.testGlobstar(
s,a,c,o):l instanceof RegExp?i.testRegExp(s,l,c,o):i.testString(s,l,c,o)}return i}testGlobstar(e,r,n,i){if((this.dot||!e.
name.startsWith("."))&&(r.hasMore()||this.matches.add(e,i,!1),e.canReaddir()&&(this.follow||!e.isSymbolicLink()?this.subwalks.
add(e,r):e.isSymbolicLink()&&(n&&r.checkFollowGlobstar()?this.subwalks.add(e,n):r.markFollowGlobstar()&&this.subwalks.add(
e,r)))),n){let s=n.pattern();if(typeof s=="string"&&s!==".."&&s!==""&&s!==".")this.testString(e,s,n.rest(),i);else if(s===
".."){let a=e.parent||e;this.subwalks.add(a,n)}else s instanceof RegExp&&this.testRegExp(e,s,n.rest(),i)}}testRegExp(e,r,n,i){
r.test(e.name)&&(n?this.subwalks.add(e,n):this.matches.add(e,i,!1))}testString(e,r,n,i){e.isNamed(r)&&(n?this.subwalks.add(
e,n):this.matches.add(e,i,!1))}};Xn.Processor=Pw});var gk=S(cs=>{"use strict";Object.defineProperty(cs,"__esModule",{value:!0});cs.GlobStream=cs.GlobWalker=cs.GlobUtil=void 0;
var Aee=bw(),fk=Iw(),hk=pk(),bee=(t,e)=>typeof t=="string"?new fk.Ignore([t],e):Array.isArray(t)?new fk.Ignore(t,e):t,Fu=class{path;patterns;opts;seen=new Set;paused=!1;aborted=!1;#e=[];#r;#i;signal;maxDepth;includeChildMatches;constructor(e,r,n){
if(this.patterns=e,this.path=r,this.opts=n,this.#i=!n.posix&&n.platform==="win32"?"\\":"/",this.includeChildMatches=n.includeChildMatches!==
!1,(n.ignore||!this.includeChildMatches)&&(this.#r=bee(n.ignore??[],n),!this.includeChildMatches&&typeof this.#r.add!="f\
unction")){let i="cannot ignore child matches, ignore lacks add() method.";throw new Error(i)}this.maxDepth=n.maxDepth||
1/0,n.signal&&(this.signal=n.signal,this.signal.addEventListener("abort",()=>{this.#e.length=0}))}#t(e){return this.seen.
has(e)||!!this.#r?.ignored?.(e)}#a(e){return!!this.#r?.childrenIgnored?.(e)}pause(){this.paused=!0}resume(){if(this.signal?.
aborted)return;this.paused=!1;let e;for(;!this.paused&&(e=this.#e.shift());)e()}onResume(e){this.signal?.aborted||(this.
paused?this.#e.push(e):e())}async matchCheck(e,r){if(r&&this.opts.nodir)return;let n;if(this.opts.realpath){if(n=e.realpathCached()||
await e.realpath(),!n)return;e=n}let s=e.isUnknown()||this.opts.stat?await e.lstat():e;if(this.opts.follow&&this.opts.nodir&&
s?.isSymbolicLink()){let a=await s.realpath();a&&(a.isUnknown()||this.opts.stat)&&await a.lstat()}return this.matchCheckTest(
s,r)}matchCheckTest(e,r){return e&&(this.maxDepth===1/0||e.depth()<=this.maxDepth)&&(!r||e.canReaddir())&&(!this.opts.nodir||
!e.isDirectory())&&(!this.opts.nodir||!this.opts.follow||!e.isSymbolicLink()||!e.realpathCached()?.isDirectory())&&!this.#t(
e)?e:void 0}matchCheckSync(e,r){if(r&&this.opts.nodir)return;let n;if(this.opts.realpath){if(n=e.realpathCached()||e.realpathSync(),
!n)return;e=n}let s=e.isUnknown()||this.opts.stat?e.lstatSync():e;if(this.opts.follow&&this.opts.nodir&&s?.isSymbolicLink()){
let a=s.realpathSync();a&&(a?.isUnknown()||this.opts.stat)&&a.lstatSync()}return this.matchCheckTest(s,r)}matchFinish(e,r){
if(this.#t(e))return;if(!this.includeChildMatches&&this.#r?.add){let s=`${e.relativePosix()}/**`;this.#r.add(s)}let n=this.
opts.absolute===void 0?r:this.opts.absolute;this.seen.add(e);let i=this.opts.mark&&e.isDirectory()?this.#i:"";if(this.opts.
withFileTypes)this.matchEmit(e);else if(n){let s=this.opts.posix?e.fullpathPosix():e.fullpath();this.matchEmit(s+i)}else{
let s=this.opts.posix?e.relativePosix():e.relative(),a=this.opts.dotRelative&&!s.startsWith(".."+this.#i)?"."+this.#i:"";
this.matchEmit(s?a+s+i:"."+i)}}async match(e,r,n){let i=await this.matchCheck(e,n);i&&this.matchFinish(i,r)}matchSync(e,r,n){
let i=this.matchCheckSync(e,n);i&&this.matchFinish(i,r)}walkCB(e,r,n){this.signal?.aborted&&n(),this.walkCB2(e,r,new hk.
Processor(this.opts),n)}walkCB2(e,r,n,i){if(this.#a(e))return i();if(this.signal?.aborted&&i(),this.paused){this.onResume(
()=>this.walkCB2(e,r,n,i));return}n.processPatterns(e,r);let s=1,a=()=>{--s===0&&i()};for(let[o,l,c]of n.matches.entries())
this.#t(o)||(s++,this.match(o,l,c).then(()=>a()));for(let o of n.subwalkTargets()){if(this.maxDepth!==1/0&&o.depth()>=this.
maxDepth)continue;s++;let l=o.readdirCached();o.calledReaddir()?this.walkCB3(o,l,n,a):o.readdirCB((c,u)=>this.walkCB3(o,
u,n,a),!0)}a()}walkCB3(e,r,n,i){n=n.filterEntries(e,r);let s=1,a=()=>{--s===0&&i()};for(let[o,l,c]of n.matches.entries())
this.#t(o)||(s++,this.match(o,l,c).then(()=>a()));for(let[o,l]of n.subwalks.entries())s++,this.walkCB2(o,l,n.child(),a);
a()}walkCBSync(e,r,n){this.signal?.aborted&&n(),this.walkCB2Sync(e,r,new hk.Processor(this.opts),n)}walkCB2Sync(e,r,n,i){
if(this.#a(e))return i();if(this.signal?.aborted&&i(),this.paused){this.onResume(()=>this.walkCB2Sync(e,r,n,i));return}n.
processPatterns(e,r);let s=1,a=()=>{--s===0&&i()};for(let[o,l,c]of n.matches.entries())this.#t(o)||this.matchSync(o,l,c);
for(let o of n.subwalkTargets()){if(this.maxDepth!==1/0&&o.depth()>=this.maxDepth)continue;s++;let l=o.readdirSync();this.
walkCB3Sync(o,l,n,a)}a()}walkCB3Sync(e,r,n,i){n=n.filterEntries(e,r);let s=1,a=()=>{--s===0&&i()};for(let[o,l,c]of n.matches.
entries())this.#t(o)||this.matchSync(o,l,c);for(let[o,l]of n.subwalks.entries())s++,this.walkCB2Sync(o,l,n.child(),a);a()}};
cs.GlobUtil=Fu;var _w=class extends Fu{matches=new Set;constructor(e,r,n){super(e,r,n)}matchEmit(e){this.matches.add(e)}async walk(){
if(this.signal?.aborted)throw this.signal.reason;return this.path.isUnknown()&&await this.path.lstat(),await new Promise(
(e,r)=>{this.walkCB(this.path,this.patterns,()=>{this.signal?.aborted?r(this.signal.reason):e(this.matches)})}),this.matches}walkSync(){
if(this.signal?.aborted)throw this.signal.reason;return this.path.isUnknown()&&this.path.lstatSync(),this.walkCBSync(this.
path,this.patterns,()=>{if(this.signal?.aborted)throw this.signal.reason}),this.matches}};cs.GlobWalker=_w;var vw=class extends Fu{results;constructor(e,r,n){
super(e,r,n),this.results=new Aee.Minipass({signal:this.signal,objectMode:!0}),this.results.on("drain",()=>this.resume()),
this.results.on("resume",()=>this.resume())}matchEmit(e){this.results.write(e),this.results.flowing||this.pause()}stream(){
let e=this.path;return e.isUnknown()?e.lstat().then(()=>{this.walkCB(e,this.patterns,()=>this.results.end())}):this.walkCB(
e,this.patterns,()=>this.results.end()),this.results}streamSync(){return this.path.isUnknown()&&this.path.lstatSync(),this.
walkCBSync(this.path,this.patterns,()=>this.results.end()),this.results}};cs.GlobStream=vw});var Rw=S(wh=>{"use strict";Object.defineProperty(wh,"__esModule",{value:!0});wh.Glob=void 0;var Cee=as(),See=j("node:url"),
Sh=uk(),Nee=ww(),Nh=gk(),wee=typeof process=="object"&&process&&typeof process.platform=="string"?process.platform:"linu\
x",Bw=class{absolute;cwd;root;dot;dotRelative;follow;ignore;magicalBraces;mark;matchBase;maxDepth;nobrace;nocase;nodir;noext;noglobstar;pattern;platform;realpath;scurry;stat;signal;windowsPathsNoEscape;withFileTypes;includeChildMatches;opts;patterns;constructor(e,r){
if(!r)throw new TypeError("glob options required");if(this.withFileTypes=!!r.withFileTypes,this.signal=r.signal,this.follow=
!!r.follow,this.dot=!!r.dot,this.dotRelative=!!r.dotRelative,this.nodir=!!r.nodir,this.mark=!!r.mark,r.cwd?(r.cwd instanceof
URL||r.cwd.startsWith("file://"))&&(r.cwd=(0,See.fileURLToPath)(r.cwd)):this.cwd="",this.cwd=r.cwd||"",this.root=r.root,
this.magicalBraces=!!r.magicalBraces,this.nobrace=!!r.nobrace,this.noext=!!r.noext,this.realpath=!!r.realpath,this.absolute=
r.absolute,this.includeChildMatches=r.includeChildMatches!==!1,this.noglobstar=!!r.noglobstar,this.matchBase=!!r.matchBase,
this.maxDepth=typeof r.maxDepth=="number"?r.maxDepth:1/0,this.stat=!!r.stat,this.ignore=r.ignore,this.withFileTypes&&this.
absolute!==void 0)throw new Error("cannot set absolute and withFileTypes:true");if(typeof e=="string"&&(e=[e]),this.windowsPathsNoEscape=
!!r.windowsPathsNoEscape||r.allowWindowsEscape===!1,this.windowsPathsNoEscape&&(e=e.map(l=>l.replace(/\\/g,"/"))),this.matchBase){
if(r.noglobstar)throw new TypeError("base matching requires globstar");e=e.map(l=>l.includes("/")?l:`./**/${l}`)}if(this.
pattern=e,this.platform=r.platform||wee,this.opts={...r,platform:this.platform},r.scurry){if(this.scurry=r.scurry,r.nocase!==
void 0&&r.nocase!==r.scurry.nocase)throw new Error("nocase option contradicts provided scurry option")}else{let l=r.platform===
"win32"?Sh.PathScurryWin32:r.platform==="darwin"?Sh.PathScurryDarwin:r.platform?Sh.PathScurryPosix:Sh.PathScurry;this.scurry=
new l(this.cwd,{nocase:r.nocase,fs:r.fs})}this.nocase=this.scurry.nocase;let n=this.platform==="darwin"||this.platform===
"win32",i={...r,dot:this.dot,matchBase:this.matchBase,nobrace:this.nobrace,nocase:this.nocase,nocaseMagicOnly:n,nocomment:!0,
noext:this.noext,nonegate:!0,optimizationLevel:2,platform:this.platform,windowsPathsNoEscape:this.windowsPathsNoEscape,debug:!!this.
opts.debug},s=this.pattern.map(l=>new Cee.Minimatch(l,i)),[a,o]=s.reduce((l,c)=>(l[0].push(...c.set),l[1].push(...c.globParts),
l),[[],[]]);this.patterns=a.map((l,c)=>{let u=o[c];if(!u)throw new Error("invalid pattern object");return new Nee.Pattern(
l,u,0,this.platform)})}async walk(){return[...await new Nh.GlobWalker(this.patterns,this.scurry.cwd,{...this.opts,maxDepth:this.
maxDepth!==1/0?this.maxDepth+this.scurry.cwd.depth():1/0,platform:this.platform,nocase:this.nocase,includeChildMatches:this.
includeChildMatches}).walk()]}walkSync(){return[...new Nh.GlobWalker(this.patterns,this.scurry.cwd,{...this.opts,maxDepth:this.
maxDepth!==1/0?this.maxDepth+this.scurry.cwd.depth():1/0,platform:this.platform,nocase:this.nocase,includeChildMatches:this.
includeChildMatches}).walkSync()]}stream(){return new Nh.GlobStream(this.patterns,this.scurry.cwd,{...this.opts,maxDepth:this.
maxDepth!==1/0?this.maxDepth+this.scurry.cwd.depth():1/0,platform:this.platform,nocase:this.nocase,includeChildMatches:this.
includeChildMatches}).stream()}streamSync(){return new Nh.GlobStream(this.patterns,this.scurry.cwd,{...this.opts,maxDepth:this.
maxDepth!==1/0?this.maxDepth+this.scurry.cwd.depth():1/0,platform:this.platform,nocase:this.nocase,includeChildMatches:this.
includeChildMatches}).streamSync()}iterateSync(){return this.streamSync()[Symbol.iterator]()}[Symbol.iterator](){return this.
iterateSync()}iterate(){return this.stream()[Symbol.asyncIterator]()}[Symbol.asyncIterator](){return this.iterate()}};wh.
Glob=Bw});var Tw=S(Eh=>{"use strict";Object.defineProperty(Eh,"__esModule",{value:!0});Eh.hasMagic=void 0;var Eee=as(),Iee=(t,e={})=>{
Array.isArray(t)||(t=[t]);for(let r of t)if(new Eee.Minimatch(r,e).hasMagic())return!0;return!1};Eh.hasMagic=Iee});var bk=S(Ce=>{"use strict";Object.defineProperty(Ce,"__esModule",{value:!0});Ce.glob=Ce.sync=Ce.iterate=Ce.iterateSync=Ce.
stream=Ce.streamSync=Ce.Ignore=Ce.hasMagic=Ce.Glob=Ce.unescape=Ce.escape=void 0;Ce.globStreamSync=qu;Ce.globStream=Mw;Ce.
globSync=Dw;Ce.globIterateSync=Uu;Ce.globIterate=Ow;var yk=as(),Na=Rw(),Pee=Tw(),Ak=as();Object.defineProperty(Ce,"escap\
e",{enumerable:!0,get:function(){return Ak.escape}});Object.defineProperty(Ce,"unescape",{enumerable:!0,get:function(){return Ak.
unescape}});var _ee=Rw();Object.defineProperty(Ce,"Glob",{enumerable:!0,get:function(){return _ee.Glob}});var vee=Tw();Object.
defineProperty(Ce,"hasMagic",{enumerable:!0,get:function(){return vee.hasMagic}});var Bee=Iw();Object.defineProperty(Ce,
"Ignore",{enumerable:!0,get:function(){return Bee.Ignore}});function qu(t,e={}){return new Na.Glob(t,e).streamSync()}function Mw(t,e={}){
return new Na.Glob(t,e).stream()}function Dw(t,e={}){return new Na.Glob(t,e).walkSync()}async function xk(t,e={}){return new Na.
Glob(t,e).walk()}function Uu(t,e={}){return new Na.Glob(t,e).iterateSync()}function Ow(t,e={}){return new Na.Glob(t,e).iterate()}
Ce.streamSync=qu;Ce.stream=Object.assign(Mw,{sync:qu});Ce.iterateSync=Uu;Ce.iterate=Object.assign(Ow,{sync:Uu});Ce.sync=
Object.assign(Dw,{stream:qu,iterate:Uu});Ce.glob=Object.assign(xk,{glob:xk,globSync:Dw,sync:Ce.sync,globStream:Mw,stream:Ce.
stream,globStreamSync:qu,streamSync:Ce.streamSync,globIterate:Ow,iterate:Ce.iterate,globIterateSync:Uu,iterateSync:Ce.iterateSync,
Glob:Na.Glob,hasMagic:Pee.hasMagic,escape:yk.escape,unescape:yk.unescape});Ce.glob.glob=Ce.glob});var wk=S((FEe,Nk)=>{var Sk=rS(),tl=j("path"),Lw=YD(),Ree=lL(),Tee=AL(),Mee=IL(),Dee=(()=>{let t,e=()=>t??=bk();return new Proxy(
function(){},{get:(r,n)=>e()[n],apply:(r,n,i)=>Reflect.apply(e(),n,i),construct:(r,n)=>Reflect.construct(e(),n)})})(),wa=Nk.
exports={},Ck=/[\/\\]/g,Oee=function(t,e){var r=[];return Lw(t).forEach(function(n){var i=n.indexOf("!")===0;i&&(n=n.slice(
1));var s=e(n);i?r=Ree(r,s):r=Tee(r,s)}),r};wa.exists=function(){var t=tl.join.apply(tl,arguments);return Sk.existsSync(
t)};wa.expand=function(...t){var e=Mee(t[0])?t.shift():{},r=Array.isArray(t[0])?t[0]:t;if(r.length===0)return[];var n=Oee(
r,function(i){return Dee.sync(i,e)});return e.filter&&(n=n.filter(function(i){i=tl.join(e.cwd||"",i);try{return typeof e.
filter=="function"?e.filter(i):Sk.statSync(i)[e.filter]()}catch{return!1}})),n};wa.expandMapping=function(t,e,r){r=Object.
assign({rename:function(s,a){return tl.join(s||"",a)}},r);var n=[],i={};return wa.expand(r,t).forEach(function(s){var a=s;
r.flatten&&(a=tl.basename(a)),r.ext&&(a=a.replace(/(\.[^\/]*)?$/,r.ext));var o=r.rename(e,a,r);r.cwd&&(s=tl.join(r.cwd,s)),
o=o.replace(Ck,"/"),s=s.replace(Ck,"/"),i[o]?i[o].src.push(s):(n.push({src:[s],dest:o}),i[o]=n[n.length-1])}),n};wa.normalizeFilesArray=
function(t){var e=[];return t.forEach(function(r){var n;("src"in r||"dest"in r)&&e.push(r)}),e.length===0?[]:(e=_(e).chain().
forEach(function(r){!("src"in r)||!r.src||(Array.isArray(r.src)?r.src=Lw(r.src):r.src=[r.src])}).map(function(r){var n=Object.
assign({},r);if(delete n.src,delete n.dest,r.expand)return wa.expandMapping(r.src,r.dest,n).map(function(s){var a=Object.
assign({},r);return a.orig=Object.assign({},r),a.src=s.src,a.dest=s.dest,["expand","cwd","flatten","rename","ext"].forEach(
function(o){delete a[o]}),a});var i=Object.assign({},r);return i.orig=Object.assign({},r),"src"in i&&Object.defineProperty(
i,"src",{enumerable:!0,get:function s(){var a;return"result"in s||(a=r.src,a=Array.isArray(a)?Lw(a):[a],s.result=wa.expand(
n,a)),s.result}}),"dest"in i&&(i.dest=r.dest),i}).flatten().value(),e)}});var rl=S((UEe,Pk)=>{var kw=rS(),Ek=j("path"),Lee=jp(),kee=KB(),Ik=IS(),zee=_T(),qEe=j("stream").Stream,Fee=Aa().PassThrough,
Nr=Pk.exports={};Nr.file=wk();Nr.collectStream=function(t,e){var r=[],n=0;t.on("error",e),t.on("data",function(i){r.push(
i),n+=i.length}),t.on("end",function(){var i=Buffer.alloc(n),s=0;r.forEach(function(a){a.copy(i,s),s+=a.length}),e(null,
i)})};Nr.dateify=function(t){return t=t||new Date,t instanceof Date?t=t:typeof t=="string"?t=new Date(t):t=new Date,t};Nr.
defaults=function(t,e,r){var n=arguments;return n[0]=n[0]||{},zee(...n)};Nr.isStream=function(t){return Lee(t)};Nr.lazyReadStream=
function(t){return new kee.Readable(function(){return kw.createReadStream(t)})};Nr.normalizeInputSource=function(t){return t===
null?Buffer.alloc(0):typeof t=="string"?Buffer.from(t):Nr.isStream(t)?t.pipe(new Fee):t};Nr.sanitizePath=function(t){return Ik(
t,!1).replace(/^\w+:/,"").replace(/^(\.\.\/|\/)+/,"")};Nr.trailingSlashIt=function(t){return t.slice(-1)!=="/"?t+"/":t};
Nr.unixifyPath=function(t){return Ik(t,!1).replace(/^\w+:/,"")};Nr.walkdir=function(t,e,r){var n=[];typeof e=="function"&&
(r=e,e=t),kw.readdir(t,function(i,s){var a=0,o,l;if(i)return r(i);(function c(){if(o=s[a++],!o)return r(null,n);l=Ek.join(
t,o),kw.stat(l,function(u,d){n.push({path:l,relative:Ek.relative(e,l).replace(/\\/g,"/"),stats:d}),d&&d.isDirectory()?Nr.
walkdir(l,e,function(m,p){if(m)return r(m);p.forEach(function(x){n.push(x)}),c()}):c()})})()})}});var Rk=S((vk,Bk)=>{var qee=j("util"),Uee={ABORTED:"archive was aborted",DIRECTORYDIRPATHREQUIRED:"diretory dirpath argum\
ent must be a non-empty string value",DIRECTORYFUNCTIONINVALIDDATA:"invalid data returned by directory custom data funct\
ion",ENTRYNAMEREQUIRED:"entry name must be a non-empty string value",FILEFILEPATHREQUIRED:"file filepath argument must b\
e a non-empty string value",FINALIZING:"archive already finalizing",QUEUECLOSED:"queue closed",NOENDMETHOD:"no suitable \
finalize/end method defined by module",DIRECTORYNOTSUPPORTED:"support for directory entries not defined by module",FORMATSET:"\
archive format already set",INPUTSTEAMBUFFERREQUIRED:"input source must be valid Stream or Buffer instance",MODULESET:"m\
odule already set",SYMLINKNOTSUPPORTED:"support for symlink entries not defined by module",SYMLINKFILEPATHREQUIRED:"syml\
ink filepath argument must be a non-empty string value",SYMLINKTARGETREQUIRED:"symlink target argument must be a non-emp\
ty string value",ENTRYNOTSUPPORTED:"entry not supported"};function _k(t,e){Error.captureStackTrace(this,this.constructor),
this.message=Uee[t]||t,this.code=t,this.data=e}qee.inherits(_k,Error);vk=Bk.exports=_k});var Lk=S((HEe,Ok)=>{var qw=j("fs"),Mk=(()=>{let t,e=()=>t??=zv();return new Proxy(function(){},{get:(r,n)=>e()[n],apply:(r,n,i)=>Reflect.
apply(e(),n,i),construct:(r,n)=>Reflect.construct(e(),n)})})(),Tk=qv(),zw=j("path"),Jn=rl(),Hee=j("util").inherits,rt=Rk(),
Dk=Aa().Transform,Fw=process.platform==="win32",Me=function(t,e){if(!(this instanceof Me))return new Me(t,e);typeof t!="\
string"&&(e=t,t="zip"),e=this.options=Jn.defaults(e,{highWaterMark:1024*1024,statConcurrency:4}),Dk.call(this,e),this._format=
!1,this._module=!1,this._pending=0,this._pointer=0,this._entriesCount=0,this._entriesProcessedCount=0,this._fsEntriesTotalBytes=
0,this._fsEntriesProcessedBytes=0,this._queue=Tk.queue(this._onQueueTask.bind(this),1),this._queue.drain(this._onQueueDrain.
bind(this)),this._statQueue=Tk.queue(this._onStatQueueTask.bind(this),e.statConcurrency),this._statQueue.drain(this._onQueueDrain.
bind(this)),this._state={aborted:!1,finalize:!1,finalizing:!1,finalized:!1,modulePiped:!1},this._streams=[]};Hee(Me,Dk);
Me.prototype._abort=function(){this._state.aborted=!0,this._queue.kill(),this._statQueue.kill(),this._queue.idle()&&this.
_shutdown()};Me.prototype._append=function(t,e){e=e||{};var r={source:null,filepath:t};e.name||(e.name=t),e.sourcePath=t,
r.data=e,this._entriesCount++,e.stats&&e.stats instanceof qw.Stats?(r=this._updateQueueTaskWithStats(r,e.stats),r&&(e.stats.
size&&(this._fsEntriesTotalBytes+=e.stats.size),this._queue.push(r))):this._statQueue.push(r)};Me.prototype._finalize=function(){
this._state.finalizing||this._state.finalized||this._state.aborted||(this._state.finalizing=!0,this._moduleFinalize(),this.
_state.finalizing=!1,this._state.finalized=!0)};Me.prototype._maybeFinalize=function(){return this._state.finalizing||this.
_state.finalized||this._state.aborted?!1:this._state.finalize&&this._pending===0&&this._queue.idle()&&this._statQueue.idle()?
(this._finalize(),!0):!1};Me.prototype._moduleAppend=function(t,e,r){if(this._state.aborted){r();return}this._module.append(
t,e,function(n){if(this._task=null,this._state.aborted){this._shutdown();return}if(n){this.emit("error",n),setImmediate(
r);return}this.emit("entry",e),this._entriesProcessedCount++,e.stats&&e.stats.size&&(this._fsEntriesProcessedBytes+=e.stats.
size),this.emit("progress",{entries:{total:this._entriesCount,processed:this._entriesProcessedCount},fs:{totalBytes:this.
_fsEntriesTotalBytes,processedBytes:this._fsEntriesProcessedBytes}}),setImmediate(r)}.bind(this))};Me.prototype._moduleFinalize=
function(){typeof this._module.finalize=="function"?this._module.finalize():typeof this._module.end=="function"?this._module.
end():this.emit("error",new rt("NOENDMETHOD"))};Me.prototype._modulePipe=function(){this._module.on("error",this._onModuleError.
bind(this)),this._module.pipe(this),this._state.modulePiped=!0};Me.prototype._moduleSupports=function(t){return!this._module.
supports||!this._module.supports[t]?!1:this._module.supports[t]};Me.prototype._moduleUnpipe=function(){this._module.unpipe(
this),this._state.modulePiped=!1};Me.prototype._normalizeEntryData=function(t,e){t=Jn.defaults(t,{type:"file",name:null,
date:null,mode:null,prefix:null,sourcePath:null,stats:!1}),e&&t.stats===!1&&(t.stats=e);var r=t.type==="directory";return t.
name&&(typeof t.prefix=="string"&&t.prefix!==""&&(t.name=t.prefix+"/"+t.name,t.prefix=null),t.name=Jn.sanitizePath(t.name),
t.type!=="symlink"&&t.name.slice(-1)==="/"?(r=!0,t.type="directory"):r&&(t.name+="/")),typeof t.mode=="number"?Fw?t.mode&=
511:t.mode&=4095:t.stats&&t.mode===null?(Fw?t.mode=t.stats.mode&511:t.mode=t.stats.mode&4095,Fw&&r&&(t.mode=493)):t.mode===
null&&(t.mode=r?493:420),t.stats&&t.date===null?t.date=t.stats.mtime:t.date=Jn.dateify(t.date),t};Me.prototype._onModuleError=
function(t){this.emit("error",t)};Me.prototype._onQueueDrain=function(){this._state.finalizing||this._state.finalized||this.
_state.aborted||this._state.finalize&&this._pending===0&&this._queue.idle()&&this._statQueue.idle()&&this._finalize()};Me.
prototype._onQueueTask=function(t,e){var r=()=>{t.data.callback&&t.data.callback(),e()};if(this._state.finalizing||this.
_state.finalized||this._state.aborted){r();return}this._task=t,this._moduleAppend(t.source,t.data,r)};Me.prototype._onStatQueueTask=
function(t,e){if(this._state.finalizing||this._state.finalized||this._state.aborted){e();return}qw.lstat(t.filepath,function(r,n){
if(this._state.aborted){setImmediate(e);return}if(r){this._entriesCount--,this.emit("warning",r),setImmediate(e);return}
t=this._updateQueueTaskWithStats(t,n),t&&(n.size&&(this._fsEntriesTotalBytes+=n.size),this._queue.push(t)),setImmediate(
e)}.bind(this))};Me.prototype._shutdown=function(){this._moduleUnpipe(),this.end()};Me.prototype._transform=function(t,e,r){
t&&(this._pointer+=t.length),r(null,t)};Me.prototype._updateQueueTaskWithStats=function(t,e){if(e.isFile())t.data.type="\
file",t.data.sourceType="stream",t.source=Jn.lazyReadStream(t.filepath);else if(e.isDirectory()&&this._moduleSupports("d\
irectory"))t.data.name=Jn.trailingSlashIt(t.data.name),t.data.type="directory",t.data.sourcePath=Jn.trailingSlashIt(t.filepath),
t.data.sourceType="buffer",t.source=Buffer.concat([]);else if(e.isSymbolicLink()&&this._moduleSupports("symlink")){var r=qw.
readlinkSync(t.filepath),n=zw.dirname(t.filepath);t.data.type="symlink",t.data.linkname=zw.relative(n,zw.resolve(n,r)),t.
data.sourceType="buffer",t.source=Buffer.concat([])}else return e.isDirectory()?this.emit("warning",new rt("DIRECTORYNOT\
SUPPORTED",t.data)):e.isSymbolicLink()?this.emit("warning",new rt("SYMLINKNOTSUPPORTED",t.data)):this.emit("warning",new rt(
"ENTRYNOTSUPPORTED",t.data)),null;return t.data=this._normalizeEntryData(t.data,e),t};Me.prototype.abort=function(){return this.
_state.aborted||this._state.finalized?this:(this._abort(),this)};Me.prototype.append=function(t,e){if(this._state.finalize||
this._state.aborted)return this.emit("error",new rt("QUEUECLOSED")),this;if(e=this._normalizeEntryData(e),typeof e.name!=
"string"||e.name.length===0)return this.emit("error",new rt("ENTRYNAMEREQUIRED")),this;if(e.type==="directory"&&!this._moduleSupports(
"directory"))return this.emit("error",new rt("DIRECTORYNOTSUPPORTED",{name:e.name})),this;if(t=Jn.normalizeInputSource(t),
Buffer.isBuffer(t))e.sourceType="buffer";else if(Jn.isStream(t))e.sourceType="stream";else return this.emit("error",new rt(
"INPUTSTEAMBUFFERREQUIRED",{name:e.name})),this;return this._entriesCount++,this._queue.push({data:e,source:t}),this};Me.
prototype.directory=function(t,e,r){if(this._state.finalize||this._state.aborted)return this.emit("error",new rt("QUEUEC\
LOSED")),this;if(typeof t!="string"||t.length===0)return this.emit("error",new rt("DIRECTORYDIRPATHREQUIRED")),this;this.
_pending++,e===!1?e="":typeof e!="string"&&(e=t);var n=!1;typeof r=="function"?(n=r,r={}):typeof r!="object"&&(r={});var i={
stat:!0,dot:!0};function s(){this._pending--,this._maybeFinalize()}function a(c){this.emit("error",c)}function o(c){l.pause();
var u=!1,d=Object.assign({},r);d.name=c.relative,d.prefix=e,d.stats=c.stat,d.callback=l.resume.bind(l);try{if(n){if(d=n(
d),d===!1)u=!0;else if(typeof d!="object")throw new rt("DIRECTORYFUNCTIONINVALIDDATA",{dirpath:t})}}catch(m){this.emit("\
error",m);return}if(u){l.resume();return}this._append(c.absolute,d)}var l=Mk(t,i);return l.on("error",a.bind(this)),l.on(
"match",o.bind(this)),l.on("end",s.bind(this)),this};Me.prototype.file=function(t,e){return this._state.finalize||this._state.
aborted?(this.emit("error",new rt("QUEUECLOSED")),this):typeof t!="string"||t.length===0?(this.emit("error",new rt("FILE\
FILEPATHREQUIRED")),this):(this._append(t,e),this)};Me.prototype.glob=function(t,e,r){this._pending++,e=Jn.defaults(e,{stat:!0,
pattern:t});function n(){this._pending--,this._maybeFinalize()}function i(o){this.emit("error",o)}function s(o){a.pause();
var l=Object.assign({},r);l.callback=a.resume.bind(a),l.stats=o.stat,l.name=o.relative,this._append(o.absolute,l)}var a=Mk(
e.cwd||".",e);return a.on("error",i.bind(this)),a.on("match",s.bind(this)),a.on("end",n.bind(this)),this};Me.prototype.finalize=
function(){if(this._state.aborted){var t=new rt("ABORTED");return this.emit("error",t),Promise.reject(t)}if(this._state.
finalize){var e=new rt("FINALIZING");return this.emit("error",e),Promise.reject(e)}this._state.finalize=!0,this._pending===
0&&this._queue.idle()&&this._statQueue.idle()&&this._finalize();var r=this;return new Promise(function(n,i){var s;r._module.
on("end",function(){s||n()}),r._module.on("error",function(a){s=!0,i(a)})})};Me.prototype.setFormat=function(t){return this.
_format?(this.emit("error",new rt("FORMATSET")),this):(this._format=t,this)};Me.prototype.setModule=function(t){return this.
_state.aborted?(this.emit("error",new rt("ABORTED")),this):this._state.module?(this.emit("error",new rt("MODULESET")),this):
(this._module=t,this._modulePipe(),this)};Me.prototype.symlink=function(t,e,r){if(this._state.finalize||this._state.aborted)
return this.emit("error",new rt("QUEUECLOSED")),this;if(typeof t!="string"||t.length===0)return this.emit("error",new rt(
"SYMLINKFILEPATHREQUIRED")),this;if(typeof e!="string"||e.length===0)return this.emit("error",new rt("SYMLINKTARGETREQUI\
RED",{filepath:t})),this;if(!this._moduleSupports("symlink"))return this.emit("error",new rt("SYMLINKNOTSUPPORTED",{filepath:t})),
this;var n={};return n.type="symlink",n.name=t.replace(/\\/g,"/"),n.linkname=e.replace(/\\/g,"/"),n.sourceType="buffer",
typeof r=="number"&&(n.mode=r),this._entriesCount++,this._queue.push({data:n,source:Buffer.concat([])}),this};Me.prototype.
pointer=function(){return this._pointer};Me.prototype.use=function(t){return this._streams.push(t),this};Ok.exports=Me});var Ph=S((QEe,kk)=>{var Ih=kk.exports=function(){};Ih.prototype.getName=function(){};Ih.prototype.getSize=function(){};Ih.
prototype.getLastModifiedDate=function(){};Ih.prototype.isDirectory=function(){}});var _h=S((GEe,zk)=>{var Wr=zk.exports={};Wr.dateToDos=function(t,e){e=e||!1;var r=e?t.getFullYear():t.getUTCFullYear();if(r<
1980)return 2162688;if(r>=2044)return 2141175677;var n={year:r,month:e?t.getMonth():t.getUTCMonth(),date:e?t.getDate():t.
getUTCDate(),hours:e?t.getHours():t.getUTCHours(),minutes:e?t.getMinutes():t.getUTCMinutes(),seconds:e?t.getSeconds():t.
getUTCSeconds()};return n.year-1980<<25|n.month+1<<21|n.date<<16|n.hours<<11|n.minutes<<5|n.seconds/2};Wr.dosToDate=function(t){
return new Date((t>>25&127)+1980,(t>>21&15)-1,t>>16&31,t>>11&31,t>>5&63,(t&31)<<1)};Wr.fromDosTime=function(t){return Wr.
dosToDate(t.readUInt32LE(0))};Wr.getEightBytes=function(t){var e=Buffer.alloc(8);return e.writeUInt32LE(t%4294967296,0),
e.writeUInt32LE(t/4294967296|0,4),e};Wr.getShortBytes=function(t){var e=Buffer.alloc(2);return e.writeUInt16LE((t&65535)>>>
0,0),e};Wr.getShortBytesValue=function(t,e){return t.readUInt16LE(e)};Wr.getLongBytes=function(t){var e=Buffer.alloc(4);
return e.writeUInt32LE((t&4294967295)>>>0,0),e};Wr.getLongBytesValue=function(t,e){return t.readUInt32LE(e)};Wr.toDosTime=
function(t){return Wr.getLongBytes(Wr.dateToDos(t))}});var Uw=S((jEe,Gk)=>{var Fk=_h(),qk=8,Uk=1,Qee=4,Gee=2,Hk=64,Qk=2048,Ot=Gk.exports=function(){return this instanceof Ot?(this.
descriptor=!1,this.encryption=!1,this.utf8=!1,this.numberOfShannonFanoTrees=0,this.strongEncryption=!1,this.slidingDictionarySize=
0,this):new Ot};Ot.prototype.encode=function(){return Fk.getShortBytes((this.descriptor?qk:0)|(this.utf8?Qk:0)|(this.encryption?
Uk:0)|(this.strongEncryption?Hk:0))};Ot.prototype.parse=function(t,e){var r=Fk.getShortBytesValue(t,e),n=new Ot;return n.
useDataDescriptor((r&qk)!==0),n.useUTF8ForNames((r&Qk)!==0),n.useStrongEncryption((r&Hk)!==0),n.useEncryption((r&Uk)!==0),
n.setSlidingDictionarySize((r&Gee)!==0?8192:4096),n.setNumberOfShannonFanoTrees((r&Qee)!==0?3:2),n};Ot.prototype.setNumberOfShannonFanoTrees=
function(t){this.numberOfShannonFanoTrees=t};Ot.prototype.getNumberOfShannonFanoTrees=function(){return this.numberOfShannonFanoTrees};
Ot.prototype.setSlidingDictionarySize=function(t){this.slidingDictionarySize=t};Ot.prototype.getSlidingDictionarySize=function(){
return this.slidingDictionarySize};Ot.prototype.useDataDescriptor=function(t){this.descriptor=t};Ot.prototype.usesDataDescriptor=
function(){return this.descriptor};Ot.prototype.useEncryption=function(t){this.encryption=t};Ot.prototype.usesEncryption=
function(){return this.encryption};Ot.prototype.useStrongEncryption=function(t){this.strongEncryption=t};Ot.prototype.usesStrongEncryption=
function(){return this.strongEncryption};Ot.prototype.useUTF8ForNames=function(t){this.utf8=t};Ot.prototype.usesUTF8ForNames=
function(){return this.utf8}});var Wk=S((WEe,jk)=>{jk.exports={PERM_MASK:4095,FILE_TYPE_FLAG:61440,LINK_FLAG:40960,FILE_FLAG:32768,DIR_FLAG:16384,DEFAULT_LINK_PERM:511,
DEFAULT_DIR_PERM:493,DEFAULT_FILE_PERM:420}});var Hw=S((YEe,Yk)=>{Yk.exports={WORD:4,DWORD:8,EMPTY:Buffer.alloc(0),SHORT:2,SHORT_MASK:65535,SHORT_SHIFT:16,SHORT_ZERO:Buffer.
from(Array(2)),LONG:4,LONG_ZERO:Buffer.from(Array(4)),MIN_VERSION_INITIAL:10,MIN_VERSION_DATA_DESCRIPTOR:20,MIN_VERSION_ZIP64:45,
VERSION_MADEBY:45,METHOD_STORED:0,METHOD_DEFLATED:8,PLATFORM_UNIX:3,PLATFORM_FAT:0,SIG_LFH:67324752,SIG_DD:134695760,SIG_CFH:33639248,
SIG_EOCD:101010256,SIG_ZIP64_EOCD:101075792,SIG_ZIP64_EOCD_LOC:117853008,ZIP64_MAGIC_SHORT:65535,ZIP64_MAGIC:4294967295,
ZIP64_EXTRA_ID:1,ZLIB_NO_COMPRESSION:0,ZLIB_BEST_SPEED:1,ZLIB_BEST_COMPRESSION:9,ZLIB_DEFAULT_COMPRESSION:-1,MODE_MASK:4095,
DEFAULT_FILE_MODE:33188,DEFAULT_DIR_MODE:16877,EXT_FILE_ATTR_DIR:1106051088,EXT_FILE_ATTR_FILE:2175008800,S_IFMT:61440,S_IFIFO:4096,
S_IFCHR:8192,S_IFDIR:16384,S_IFBLK:24576,S_IFREG:32768,S_IFLNK:40960,S_IFSOCK:49152,S_DOS_A:32,S_DOS_D:16,S_DOS_V:8,S_DOS_S:4,
S_DOS_H:2,S_DOS_R:1}});var Qw=S((KEe,Vk)=>{var jee=j("util").inherits,Wee=IS(),$k=Ph(),Xk=Uw(),Kk=Wk(),Jt=Hw(),Jk=_h(),ye=Vk.exports=function(t){
if(!(this instanceof ye))return new ye(t);$k.call(this),this.platform=Jt.PLATFORM_FAT,this.method=-1,this.name=null,this.
size=0,this.csize=0,this.gpb=new Xk,this.crc=0,this.time=-1,this.minver=Jt.MIN_VERSION_INITIAL,this.mode=-1,this.extra=null,
this.exattr=0,this.inattr=0,this.comment=null,t&&this.setName(t)};jee(ye,$k);ye.prototype.getCentralDirectoryExtra=function(){
return this.getExtra()};ye.prototype.getComment=function(){return this.comment!==null?this.comment:""};ye.prototype.getCompressedSize=
function(){return this.csize};ye.prototype.getCrc=function(){return this.crc};ye.prototype.getExternalAttributes=function(){
return this.exattr};ye.prototype.getExtra=function(){return this.extra!==null?this.extra:Jt.EMPTY};ye.prototype.getGeneralPurposeBit=
function(){return this.gpb};ye.prototype.getInternalAttributes=function(){return this.inattr};ye.prototype.getLastModifiedDate=
function(){return this.getTime()};ye.prototype.getLocalFileDataExtra=function(){return this.getExtra()};ye.prototype.getMethod=
function(){return this.method};ye.prototype.getName=function(){return this.name};ye.prototype.getPlatform=function(){return this.
platform};ye.prototype.getSize=function(){return this.size};ye.prototype.getTime=function(){return this.time!==-1?Jk.dosToDate(
this.time):-1};ye.prototype.getTimeDos=function(){return this.time!==-1?this.time:0};ye.prototype.getUnixMode=function(){
return this.platform!==Jt.PLATFORM_UNIX?0:this.getExternalAttributes()>>Jt.SHORT_SHIFT&Jt.SHORT_MASK};ye.prototype.getVersionNeededToExtract=
function(){return this.minver};ye.prototype.setComment=function(t){Buffer.byteLength(t)!==t.length&&this.getGeneralPurposeBit().
useUTF8ForNames(!0),this.comment=t};ye.prototype.setCompressedSize=function(t){if(t<0)throw new Error("invalid entry com\
pressed size");this.csize=t};ye.prototype.setCrc=function(t){if(t<0)throw new Error("invalid entry crc32");this.crc=t};ye.
prototype.setExternalAttributes=function(t){this.exattr=t>>>0};ye.prototype.setExtra=function(t){this.extra=t};ye.prototype.
setGeneralPurposeBit=function(t){if(!(t instanceof Xk))throw new Error("invalid entry GeneralPurposeBit");this.gpb=t};ye.
prototype.setInternalAttributes=function(t){this.inattr=t};ye.prototype.setMethod=function(t){if(t<0)throw new Error("in\
valid entry compression method");this.method=t};ye.prototype.setName=function(t,e=!1){t=Wee(t,!1).replace(/^\w+:/,"").replace(
/^(\.\.\/|\/)+/,""),e&&(t=`/${t}`),Buffer.byteLength(t)!==t.length&&this.getGeneralPurposeBit().useUTF8ForNames(!0),this.
name=t};ye.prototype.setPlatform=function(t){this.platform=t};ye.prototype.setSize=function(t){if(t<0)throw new Error("i\
nvalid entry size");this.size=t};ye.prototype.setTime=function(t,e){if(!(t instanceof Date))throw new Error("invalid ent\
ry time");this.time=Jk.dateToDos(t,e)};ye.prototype.setUnixMode=function(t){t|=this.isDirectory()?Jt.S_IFDIR:Jt.S_IFREG;
var e=0;e|=t<<Jt.SHORT_SHIFT|(this.isDirectory()?Jt.S_DOS_D:Jt.S_DOS_A),this.setExternalAttributes(e),this.mode=t&Jt.MODE_MASK,
this.platform=Jt.PLATFORM_UNIX};ye.prototype.setVersionNeededToExtract=function(t){this.minver=t};ye.prototype.isDirectory=
function(){return this.getName().slice(-1)==="/"};ye.prototype.isUnixSymlink=function(){return(this.getUnixMode()&Kk.FILE_TYPE_FLAG)===
Kk.LINK_FLAG};ye.prototype.isZip64=function(){return this.csize>Jt.ZIP64_MAGIC||this.size>Jt.ZIP64_MAGIC}});var Gw=S((XEe,Zk)=>{var $Ee=j("stream").Stream,Yee=Aa().PassThrough,Kee=jp(),$ee=Zk.exports={};$ee.normalizeInputSource=
function(t){if(t===null)return Buffer.alloc(0);if(typeof t=="string")return Buffer.from(t);if(Kee(t)&&!t._readableState){
var e=new Yee;return t.pipe(e),e}return t}});var Ww=S((JEe,ez)=>{var Xee=j("util").inherits,Jee=jp(),jw=Aa().Transform,Vee=Ph(),Zee=Gw(),wr=ez.exports=function(t){if(!(this instanceof
wr))return new wr(t);jw.call(this,t),this.offset=0,this._archive={finish:!1,finished:!1,processing:!1}};Xee(wr,jw);wr.prototype.
_appendBuffer=function(t,e,r){};wr.prototype._appendStream=function(t,e,r){};wr.prototype._emitErrorCallback=function(t){
t&&this.emit("error",t)};wr.prototype._finish=function(t){};wr.prototype._normalizeEntry=function(t){};wr.prototype._transform=
function(t,e,r){r(null,t)};wr.prototype.entry=function(t,e,r){if(e=e||null,typeof r!="function"&&(r=this._emitErrorCallback.
bind(this)),!(t instanceof Vee)){r(new Error("not a valid instance of ArchiveEntry"));return}if(this._archive.finish||this.
_archive.finished){r(new Error("unacceptable entry after finish"));return}if(this._archive.processing){r(new Error("alre\
ady processing an entry"));return}if(this._archive.processing=!0,this._normalizeEntry(t),this._entry=t,e=Zee.normalizeInputSource(
e),Buffer.isBuffer(e))this._appendBuffer(t,e,r);else if(Jee(e))this._appendStream(t,e,r);else{this._archive.processing=!1,
r(new Error("input source must be valid Stream or Buffer instance"));return}return this};wr.prototype.finish=function(){
if(this._archive.processing){this._archive.finish=!0;return}this._finish()};wr.prototype.getBytesWritten=function(){return this.
offset};wr.prototype.write=function(t,e){return t&&(this.offset+=t.length),jw.prototype.write.call(this,t,e)}});var vh=S(Yw=>{var tz;(function(t){typeof DO_NOT_EXPORT_CRC>"u"?typeof Yw=="object"?t(Yw):typeof define=="function"&&define.
amd?define(function(){var e={};return t(e),e}):t(tz={}):t(tz={})})(function(t){t.version="1.2.2";function e(){for(var I=0,
F=new Array(256),B=0;B!=256;++B)I=B,I=I&1?-306674912^I>>>1:I>>>1,I=I&1?-306674912^I>>>1:I>>>1,I=I&1?-306674912^I>>>1:I>>>
1,I=I&1?-306674912^I>>>1:I>>>1,I=I&1?-306674912^I>>>1:I>>>1,I=I&1?-306674912^I>>>1:I>>>1,I=I&1?-306674912^I>>>1:I>>>1,I=
I&1?-306674912^I>>>1:I>>>1,F[B]=I;return typeof Int32Array<"u"?new Int32Array(F):F}var r=e();function n(I){var F=0,B=0,k=0,
z=typeof Int32Array<"u"?new Int32Array(4096):new Array(4096);for(k=0;k!=256;++k)z[k]=I[k];for(k=0;k!=256;++k)for(B=I[k],
F=256+k;F<4096;F+=256)B=z[F]=B>>>8^I[B&255];var re=[];for(k=1;k!=16;++k)re[k-1]=typeof Int32Array<"u"?z.subarray(k*256,k*
256+256):z.slice(k*256,k*256+256);return re}var i=n(r),s=i[0],a=i[1],o=i[2],l=i[3],c=i[4],u=i[5],d=i[6],m=i[7],p=i[8],x=i[9],
g=i[10],b=i[11],C=i[12],E=i[13],P=i[14];function M(I,F){for(var B=F^-1,k=0,z=I.length;k<z;)B=B>>>8^r[(B^I.charCodeAt(k++))&
255];return~B}function W(I,F){for(var B=F^-1,k=I.length-15,z=0;z<k;)B=P[I[z++]^B&255]^E[I[z++]^B>>8&255]^C[I[z++]^B>>16&
255]^b[I[z++]^B>>>24]^g[I[z++]]^x[I[z++]]^p[I[z++]]^m[I[z++]]^d[I[z++]]^u[I[z++]]^c[I[z++]]^l[I[z++]]^o[I[z++]]^a[I[z++]]^
s[I[z++]]^r[I[z++]];for(k+=15;z<k;)B=B>>>8^r[(B^I[z++])&255];return~B}function ee(I,F){for(var B=F^-1,k=0,z=I.length,re=0,
Y=0;k<z;)re=I.charCodeAt(k++),re<128?B=B>>>8^r[(B^re)&255]:re<2048?(B=B>>>8^r[(B^(192|re>>6&31))&255],B=B>>>8^r[(B^(128|
re&63))&255]):re>=55296&&re<57344?(re=(re&1023)+64,Y=I.charCodeAt(k++)&1023,B=B>>>8^r[(B^(240|re>>8&7))&255],B=B>>>8^r[(B^
(128|re>>2&63))&255],B=B>>>8^r[(B^(128|Y>>6&15|(re&3)<<4))&255],B=B>>>8^r[(B^(128|Y&63))&255]):(B=B>>>8^r[(B^(224|re>>12&
15))&255],B=B>>>8^r[(B^(128|re>>6&63))&255],B=B>>>8^r[(B^(128|re&63))&255]);return~B}t.table=r,t.bstr=M,t.buf=W,t.str=ee})});var nz=S((ZEe,rz)=>{"use strict";var{Transform:ete}=Aa(),tte=vh(),Kw=class extends ete{constructor(e){super(e),this.checksum=
Buffer.allocUnsafe(4),this.checksum.writeInt32BE(0,0),this.rawSize=0}_transform(e,r,n){e&&(this.checksum=tte.buf(e,this.
checksum)>>>0,this.rawSize+=e.length),n(null,e)}digest(e){let r=Buffer.allocUnsafe(4);return r.writeUInt32BE(this.checksum>>>
0,0),e?r.toString(e):r}hex(){return this.digest("hex").toUpperCase()}size(){return this.rawSize}};rz.exports=Kw});var sz=S((eIe,iz)=>{"use strict";var{DeflateRaw:rte}=j("zlib"),nte=vh(),$w=class extends rte{constructor(e){super(e),this.
checksum=Buffer.allocUnsafe(4),this.checksum.writeInt32BE(0,0),this.rawSize=0,this.compressedSize=0}push(e,r){return e&&
(this.compressedSize+=e.length),super.push(e,r)}_transform(e,r,n){e&&(this.checksum=nte.buf(e,this.checksum)>>>0,this.rawSize+=
e.length),super._transform(e,r,n)}digest(e){let r=Buffer.allocUnsafe(4);return r.writeUInt32BE(this.checksum>>>0,0),e?r.
toString(e):r}hex(){return this.digest("hex").toUpperCase()}size(e=!1){return e?this.compressedSize:this.rawSize}};iz.exports=
$w});var Xw=S((tIe,az)=>{"use strict";az.exports={CRC32Stream:nz(),DeflateCRC32Stream:sz()}});var cz=S((sIe,lz)=>{var ite=j("util").inherits,ste=vh(),{CRC32Stream:ate}=Xw(),{DeflateCRC32Stream:ote}=Xw(),oz=Ww(),rIe=Qw(),
nIe=Uw(),me=Hw(),iIe=Gw(),ae=_h(),It=lz.exports=function(t){if(!(this instanceof It))return new It(t);t=this.options=this.
_defaults(t),oz.call(this,t),this._entry=null,this._entries=[],this._archive={centralLength:0,centralOffset:0,comment:"",
finish:!1,finished:!1,processing:!1,forceZip64:t.forceZip64,forceLocalTime:t.forceLocalTime}};ite(It,oz);It.prototype._afterAppend=
function(t){this._entries.push(t),t.getGeneralPurposeBit().usesDataDescriptor()&&this._writeDataDescriptor(t),this._archive.
processing=!1,this._entry=null,this._archive.finish&&!this._archive.finished&&this._finish()};It.prototype._appendBuffer=
function(t,e,r){e.length===0&&t.setMethod(me.METHOD_STORED);var n=t.getMethod();if(n===me.METHOD_STORED&&(t.setSize(e.length),
t.setCompressedSize(e.length),t.setCrc(ste.buf(e)>>>0)),this._writeLocalFileHeader(t),n===me.METHOD_STORED){this.write(e),
this._afterAppend(t),r(null,t);return}else if(n===me.METHOD_DEFLATED){this._smartStream(t,r).end(e);return}else{r(new Error(
"compression method "+n+" not implemented"));return}};It.prototype._appendStream=function(t,e,r){t.getGeneralPurposeBit().
useDataDescriptor(!0),t.setVersionNeededToExtract(me.MIN_VERSION_DATA_DESCRIPTOR),this._writeLocalFileHeader(t);var n=this.
_smartStream(t,r);e.once("error",function(i){n.emit("error",i),n.end()}),e.pipe(n)};It.prototype._defaults=function(t){return typeof t!=
"object"&&(t={}),typeof t.zlib!="object"&&(t.zlib={}),typeof t.zlib.level!="number"&&(t.zlib.level=me.ZLIB_BEST_SPEED),t.
forceZip64=!!t.forceZip64,t.forceLocalTime=!!t.forceLocalTime,t};It.prototype._finish=function(){this._archive.centralOffset=
this.offset,this._entries.forEach(function(t){this._writeCentralFileHeader(t)}.bind(this)),this._archive.centralLength=this.
offset-this._archive.centralOffset,this.isZip64()&&this._writeCentralDirectoryZip64(),this._writeCentralDirectoryEnd(),this.
_archive.processing=!1,this._archive.finish=!0,this._archive.finished=!0,this.end()};It.prototype._normalizeEntry=function(t){
t.getMethod()===-1&&t.setMethod(me.METHOD_DEFLATED),t.getMethod()===me.METHOD_DEFLATED&&(t.getGeneralPurposeBit().useDataDescriptor(
!0),t.setVersionNeededToExtract(me.MIN_VERSION_DATA_DESCRIPTOR)),t.getTime()===-1&&t.setTime(new Date,this._archive.forceLocalTime),
t._offsets={file:0,data:0,contents:0}};It.prototype._smartStream=function(t,e){var r=t.getMethod()===me.METHOD_DEFLATED,
n=r?new ote(this.options.zlib):new ate,i=null;function s(){var a=n.digest().readUInt32BE(0);t.setCrc(a),t.setSize(n.size()),
t.setCompressedSize(n.size(!0)),this._afterAppend(t),e(i,t)}return n.once("end",s.bind(this)),n.once("error",function(a){
i=a}),n.pipe(this,{end:!1}),n};It.prototype._writeCentralDirectoryEnd=function(){var t=this._entries.length,e=this._archive.
centralLength,r=this._archive.centralOffset;this.isZip64()&&(t=me.ZIP64_MAGIC_SHORT,e=me.ZIP64_MAGIC,r=me.ZIP64_MAGIC),this.
write(ae.getLongBytes(me.SIG_EOCD)),this.write(me.SHORT_ZERO),this.write(me.SHORT_ZERO),this.write(ae.getShortBytes(t)),
this.write(ae.getShortBytes(t)),this.write(ae.getLongBytes(e)),this.write(ae.getLongBytes(r));var n=this.getComment(),i=Buffer.
byteLength(n);this.write(ae.getShortBytes(i)),this.write(n)};It.prototype._writeCentralDirectoryZip64=function(){this.write(
ae.getLongBytes(me.SIG_ZIP64_EOCD)),this.write(ae.getEightBytes(44)),this.write(ae.getShortBytes(me.MIN_VERSION_ZIP64)),
this.write(ae.getShortBytes(me.MIN_VERSION_ZIP64)),this.write(me.LONG_ZERO),this.write(me.LONG_ZERO),this.write(ae.getEightBytes(
this._entries.length)),this.write(ae.getEightBytes(this._entries.length)),this.write(ae.getEightBytes(this._archive.centralLength)),
this.write(ae.getEightBytes(this._archive.centralOffset)),this.write(ae.getLongBytes(me.SIG_ZIP64_EOCD_LOC)),this.write(
me.LONG_ZERO),this.write(ae.getEightBytes(this._archive.centralOffset+this._archive.centralLength)),this.write(ae.getLongBytes(
1))};It.prototype._writeCentralFileHeader=function(t){var e=t.getGeneralPurposeBit(),r=t.getMethod(),n=t._offsets.file,i=t.
getSize(),s=t.getCompressedSize();if(t.isZip64()||n>me.ZIP64_MAGIC){i=me.ZIP64_MAGIC,s=me.ZIP64_MAGIC,n=me.ZIP64_MAGIC,t.
setVersionNeededToExtract(me.MIN_VERSION_ZIP64);var a=Buffer.concat([ae.getShortBytes(me.ZIP64_EXTRA_ID),ae.getShortBytes(
24),ae.getEightBytes(t.getSize()),ae.getEightBytes(t.getCompressedSize()),ae.getEightBytes(t._offsets.file)],28);t.setExtra(
a)}this.write(ae.getLongBytes(me.SIG_CFH)),this.write(ae.getShortBytes(t.getPlatform()<<8|me.VERSION_MADEBY)),this.write(
ae.getShortBytes(t.getVersionNeededToExtract())),this.write(e.encode()),this.write(ae.getShortBytes(r)),this.write(ae.getLongBytes(
t.getTimeDos())),this.write(ae.getLongBytes(t.getCrc())),this.write(ae.getLongBytes(s)),this.write(ae.getLongBytes(i));var o=t.
getName(),l=t.getComment(),c=t.getCentralDirectoryExtra();e.usesUTF8ForNames()&&(o=Buffer.from(o),l=Buffer.from(l)),this.
write(ae.getShortBytes(o.length)),this.write(ae.getShortBytes(c.length)),this.write(ae.getShortBytes(l.length)),this.write(
me.SHORT_ZERO),this.write(ae.getShortBytes(t.getInternalAttributes())),this.write(ae.getLongBytes(t.getExternalAttributes())),
this.write(ae.getLongBytes(n)),this.write(o),this.write(c),this.write(l)};It.prototype._writeDataDescriptor=function(t){
this.write(ae.getLongBytes(me.SIG_DD)),this.write(ae.getLongBytes(t.getCrc())),t.isZip64()?(this.write(ae.getEightBytes(
t.getCompressedSize())),this.write(ae.getEightBytes(t.getSize()))):(this.write(ae.getLongBytes(t.getCompressedSize())),this.
write(ae.getLongBytes(t.getSize())))};It.prototype._writeLocalFileHeader=function(t){var e=t.getGeneralPurposeBit(),r=t.
getMethod(),n=t.getName(),i=t.getLocalFileDataExtra();t.isZip64()&&(e.useDataDescriptor(!0),t.setVersionNeededToExtract(
me.MIN_VERSION_ZIP64)),e.usesUTF8ForNames()&&(n=Buffer.from(n)),t._offsets.file=this.offset,this.write(ae.getLongBytes(me.
SIG_LFH)),this.write(ae.getShortBytes(t.getVersionNeededToExtract())),this.write(e.encode()),this.write(ae.getShortBytes(
r)),this.write(ae.getLongBytes(t.getTimeDos())),t._offsets.data=this.offset,e.usesDataDescriptor()?(this.write(me.LONG_ZERO),
this.write(me.LONG_ZERO),this.write(me.LONG_ZERO)):(this.write(ae.getLongBytes(t.getCrc())),this.write(ae.getLongBytes(t.
getCompressedSize())),this.write(ae.getLongBytes(t.getSize()))),this.write(ae.getShortBytes(n.length)),this.write(ae.getShortBytes(
i.length)),this.write(n),this.write(i),t._offsets.contents=this.offset};It.prototype.getComment=function(t){return this.
_archive.comment!==null?this._archive.comment:""};It.prototype.isZip64=function(){return this._archive.forceZip64||this.
_entries.length>me.ZIP64_MAGIC_SHORT||this._archive.centralLength>me.ZIP64_MAGIC||this._archive.centralOffset>me.ZIP64_MAGIC};
It.prototype.setComment=function(t){this._archive.comment=t}});var Jw=S((aIe,uz)=>{uz.exports={ArchiveEntry:Ph(),ZipArchiveEntry:Qw(),ArchiveOutputStream:Ww(),ZipArchiveOutputStream:cz()}});var mz=S((oIe,dz)=>{var lte=j("util").inherits,Zw=Jw().ZipArchiveOutputStream,cte=Jw().ZipArchiveEntry,Vw=rl(),nl=dz.exports=
function(t){if(!(this instanceof nl))return new nl(t);t=this.options=t||{},t.zlib=t.zlib||{},Zw.call(this,t),typeof t.level==
"number"&&t.level>=0&&(t.zlib.level=t.level,delete t.level),!t.forceZip64&&typeof t.zlib.level=="number"&&t.zlib.level===
0&&(t.store=!0),t.namePrependSlash=t.namePrependSlash||!1,t.comment&&t.comment.length>0&&this.setComment(t.comment)};lte(
nl,Zw);nl.prototype._normalizeFileData=function(t){t=Vw.defaults(t,{type:"file",name:null,namePrependSlash:this.options.
namePrependSlash,linkname:null,date:null,mode:null,store:this.options.store,comment:""});var e=t.type==="directory",r=t.
type==="symlink";return t.name&&(t.name=Vw.sanitizePath(t.name),!r&&t.name.slice(-1)==="/"?(e=!0,t.type="directory"):e&&
(t.name+="/")),(e||r)&&(t.store=!0),t.date=Vw.dateify(t.date),t};nl.prototype.entry=function(t,e,r){if(typeof r!="functi\
on"&&(r=this._emitErrorCallback.bind(this)),e=this._normalizeFileData(e),e.type!=="file"&&e.type!=="directory"&&e.type!==
"symlink"){r(new Error(e.type+" entries not currently supported"));return}if(typeof e.name!="string"||e.name.length===0){
r(new Error("entry name must be a non-empty string value"));return}if(e.type==="symlink"&&typeof e.linkname!="string"){r(
new Error("entry linkname must be a non-empty string value when type equals symlink"));return}var n=new cte(e.name);return n.
setTime(e.date,this.options.forceLocalTime),e.namePrependSlash&&n.setName(e.name,!0),e.store&&n.setMethod(0),e.comment.length>
0&&n.setComment(e.comment),e.type==="symlink"&&typeof e.mode!="number"&&(e.mode=40960),typeof e.mode=="number"&&(e.type===
"symlink"&&(e.mode|=40960),n.setUnixMode(e.mode)),e.type==="symlink"&&typeof e.linkname=="string"&&(t=Buffer.from(e.linkname)),
Zw.prototype.entry.call(this,n,t,r)};nl.prototype.finalize=function(){this.finish()}});var fz=S((lIe,pz)=>{var ute=mz(),dte=rl(),us=function(t){if(!(this instanceof us))return new us(t);t=this.options=dte.defaults(
t,{comment:"",forceUTC:!1,namePrependSlash:!1,store:!1}),this.supports={directory:!0,symlink:!0},this.engine=new ute(t)};
us.prototype.append=function(t,e,r){this.engine.entry(t,e,r)};us.prototype.finalize=function(){this.engine.finalize()};us.
prototype.on=function(){return this.engine.on.apply(this.engine,arguments)};us.prototype.pipe=function(){return this.engine.
pipe.apply(this.engine,arguments)};us.prototype.unpipe=function(){return this.engine.unpipe.apply(this.engine,arguments)};
pz.exports=us});var gz=S((cIe,hz)=>{hz.exports=j("events")});var xz=S((dIe,yz)=>{yz.exports=class{constructor(e){if(!(e>0)||(e-1&e)!==0)throw new Error("Max size for a FixedFIFO sho\
uld be a power of two");this.buffer=new Array(e),this.mask=e-1,this.top=0,this.btm=0,this.next=null}clear(){this.top=this.
btm=0,this.next=null,this.buffer.fill(void 0)}push(e){return this.buffer[this.top]!==void 0?!1:(this.buffer[this.top]=e,
this.top=this.top+1&this.mask,!0)}shift(){let e=this.buffer[this.btm];if(e!==void 0)return this.buffer[this.btm]=void 0,
this.btm=this.btm+1&this.mask,e}peek(){return this.buffer[this.btm]}isEmpty(){return this.buffer[this.btm]===void 0}}});var e0=S((pIe,bz)=>{var Az=xz();bz.exports=class{constructor(e){this.hwm=e||16,this.head=new Az(this.hwm),this.tail=this.
head,this.length=0}clear(){this.head=this.tail,this.head.clear(),this.length=0}push(e){if(this.length++,!this.head.push(
e)){let r=this.head;this.head=r.next=new Az(2*this.head.buffer.length),this.head.push(e)}}shift(){this.length!==0&&this.
length--;let e=this.tail.shift();if(e===void 0&&this.tail.next){let r=this.tail.next;return this.tail.next=null,this.tail=
r,this.tail.shift()}return e}peek(){let e=this.tail.peek();return e===void 0&&this.tail.next?this.tail.next.peek():e}isEmpty(){
return this.length===0}}});var il=S((fIe,Cz)=>{function mte(t){return Buffer.isBuffer(t)||t instanceof Uint8Array}function pte(t){return Buffer.isEncoding(
t)}function fte(t,e,r){return Buffer.alloc(t,e,r)}function hte(t){return Buffer.allocUnsafe(t)}function gte(t){return Buffer.
allocUnsafeSlow(t)}function yte(t,e){return Buffer.byteLength(t,e)}function xte(t,e){return Buffer.compare(t,e)}function Ate(t,e){
return Buffer.concat(t,e)}function bte(t,e,r,n,i){return Le(t).copy(e,r,n,i)}function Cte(t,e){return Le(t).equals(e)}function Ste(t,e,r,n,i){
return Le(t).fill(e,r,n,i)}function Nte(t,e,r){return Buffer.from(t,e,r)}function wte(t,e,r,n){return Le(t).includes(e,r,
n)}function Ete(t,e,r,n){return Le(t).indexOf(e,r,n)}function Ite(t,e,r,n){return Le(t).lastIndexOf(e,r,n)}function Pte(t){
return Le(t).swap16()}function _te(t){return Le(t).swap32()}function vte(t){return Le(t).swap64()}function Le(t){return Buffer.
isBuffer(t)?t:Buffer.from(t.buffer,t.byteOffset,t.byteLength)}function Bte(t,e,r,n){return Le(t).toString(e,r,n)}function Rte(t,e,r){
return Le(t).toString("hex",e,r)}function Tte(t,e,r,n,i){return Le(t).write(e,r,n,i)}function Mte(t,e){return Le(t).readDoubleBE(
e)}function Dte(t,e){return Le(t).readDoubleLE(e)}function Ote(t,e){return Le(t).readFloatBE(e)}function Lte(t,e){return Le(
t).readFloatLE(e)}function kte(t,e){return Le(t).readInt32BE(e)}function zte(t,e){return Le(t).readInt32LE(e)}function Fte(t,e){
return Le(t).readUInt32BE(e)}function qte(t,e){return Le(t).readUInt32LE(e)}function Ute(t,e,r){return Le(t).writeDoubleBE(
e,r)}function Hte(t,e,r){return Le(t).writeDoubleLE(e,r)}function Qte(t,e,r){return Le(t).writeFloatBE(e,r)}function Gte(t,e,r){
return Le(t).writeFloatLE(e,r)}function jte(t,e,r){return Le(t).writeInt32BE(e,r)}function Wte(t,e,r){return Le(t).writeInt32LE(
e,r)}function Yte(t,e,r){return Le(t).writeUInt32BE(e,r)}function Kte(t,e,r){return Le(t).writeUInt32LE(e,r)}Cz.exports=
{isBuffer:mte,isEncoding:pte,alloc:fte,allocUnsafe:hte,allocUnsafeSlow:gte,byteLength:yte,compare:xte,concat:Ate,copy:bte,
equals:Cte,fill:Ste,from:Nte,includes:wte,indexOf:Ete,lastIndexOf:Ite,swap16:Pte,swap32:_te,swap64:vte,toBuffer:Le,toString:Bte,
toHex:Rte,write:Tte,readDoubleBE:Mte,readDoubleLE:Dte,readFloatBE:Ote,readFloatLE:Lte,readInt32BE:kte,readInt32LE:zte,readUInt32BE:Fte,
readUInt32LE:qte,writeDoubleBE:Ute,writeDoubleLE:Hte,writeFloatBE:Qte,writeFloatLE:Gte,writeInt32BE:jte,writeInt32LE:Wte,
writeUInt32BE:Yte,writeUInt32LE:Kte}});var Nz=S((gIe,Sz)=>{var $te=il();Sz.exports=class{constructor(e){this.encoding=e}get remaining(){return 0}decode(e){return $te.
toString(e,this.encoding)}flush(){return""}}});var Pz=S((xIe,Iz)=>{var wz=il();Iz.exports=class{constructor(){this._reset()}get remaining(){return this.bytesSeen}decode(e){
if(e.byteLength===0)return"";if(this.bytesNeeded===0&&Ez(e,0)===0)return this.bytesSeen=Xte(e),wz.toString(e,"utf8");let r="",
n=0;if(this.bytesNeeded>0){for(;n<e.byteLength;){let a=e[n];if(a<this.lowerBoundary||a>this.upperBoundary){r+="\uFFFD",this.
_reset();break}if(this.lowerBoundary=128,this.upperBoundary=191,this.codePoint=this.codePoint<<6|a&63,this.bytesSeen++,n++,
this.bytesSeen===this.bytesNeeded){r+=String.fromCodePoint(this.codePoint),this._reset();break}}if(this.bytesNeeded>0)return r}
let i=Ez(e,n),s=e.byteLength-i;s>n&&(r+=wz.toString(e,"utf8",n,s));for(let a=s;a<e.byteLength;a++){let o=e[a];if(this.bytesNeeded===
0){o<=127?(this.bytesSeen=0,r+=String.fromCharCode(o)):o>=194&&o<=223?(this.bytesNeeded=2,this.bytesSeen=1,this.codePoint=
o&31):o>=224&&o<=239?(o===224?this.lowerBoundary=160:o===237&&(this.upperBoundary=159),this.bytesNeeded=3,this.bytesSeen=
1,this.codePoint=o&15):o>=240&&o<=244?(o===240?this.lowerBoundary=144:o===244&&(this.upperBoundary=143),this.bytesNeeded=
4,this.bytesSeen=1,this.codePoint=o&7):(this.bytesSeen=1,r+="\uFFFD");continue}if(o<this.lowerBoundary||o>this.upperBoundary){
r+="\uFFFD",a--,this._reset();continue}this.lowerBoundary=128,this.upperBoundary=191,this.codePoint=this.codePoint<<6|o&
63,this.bytesSeen++,this.bytesSeen===this.bytesNeeded&&(r+=String.fromCodePoint(this.codePoint),this._reset())}return r}flush(){
let e=this.bytesNeeded>0?"\uFFFD":"";return this._reset(),e}_reset(){this.codePoint=0,this.bytesNeeded=0,this.bytesSeen=
0,this.lowerBoundary=128,this.upperBoundary=191}};function Ez(t,e){let r=t.byteLength;if(r<=e)return 0;let n=Math.max(e,
r-4),i=r-1;for(;i>n&&(t[i]&192)===128;)i--;if(i<e)return 0;let s=t[i],a;if(s<=127)return 0;if(s>=194&&s<=223)a=2;else if(s>=
224&&s<=239)a=3;else if(s>=240&&s<=244)a=4;else return 0;let o=r-i;return o<a?o:0}function Xte(t){let e=t.byteLength;if(e===
0)return 0;let r=t[e-1];if(r<=127)return 0;if((r&192)!==128)return 1;let n=Math.max(0,e-4),i=e-2;for(;i>=n&&(t[i]&192)===
128;)i--;if(i<0)return 1;let s=t[i],a;if(s>=194&&s<=223)a=2;else if(s>=224&&s<=239)a=3;else if(s>=240&&s<=244)a=4;else return 1;
if(e-i!==a)return 1;if(a>=3){let o=t[i+1];if(s===224&&o<160||s===237&&o>159||s===240&&o<144||s===244&&o>143)return 1}return 0}});var vz=S((bIe,_z)=>{var Jte=Nz(),Vte=Pz();_z.exports=class{constructor(e="utf8"){switch(this.encoding=Zte(e),this.encoding){case"\
utf8":this.decoder=new Vte;break;case"utf16le":case"base64":throw new Error("Unsupported encoding: "+this.encoding);default:
this.decoder=new Jte(this.encoding)}}get remaining(){return this.decoder.remaining}push(e){return typeof e=="string"?e:this.
decoder.decode(e)}write(e){return this.push(e)}end(e){let r="";return e&&(r=this.push(e)),r+=this.decoder.flush(),r}};function Zte(t){
switch(t=t.toLowerCase(),t){case"utf8":case"utf-8":return"utf8";case"ucs2":case"ucs-2":case"utf16le":case"utf-16le":return"\
utf16le";case"latin1":case"binary":return"latin1";case"base64":case"ascii":case"hex":return t;default:throw new Error("U\
nknown encoding: "+t)}}});var Rz=S((CIe,Bz)=>{Bz.exports=class Vn extends Error{constructor(e,r,n=Vn){super(e),this.code=r,Error.captureStackTrace&&
Error.captureStackTrace(this,n)}static isStreamDestroyed(e){return e&&e.code==="STREAM_DESTROYED"}static isPrematureClose(e){
return e&&e.code==="PREMATURE_CLOSE"}static isAborted(e){return e&&e.code==="ABORTED"}static isBadArgument(e){return e&&
e.code==="BAD_ARGUMENT"}get name(){return"StreamError"}static STREAM_DESTROYED(){return new Vn("Stream was destroyed","S\
TREAM_DESTROYED",Vn.STREAM_DESTROYED)}static PREMATURE_CLOSE(e="Premature close"){return new Vn(e,"PREMATURE_CLOSE",Vn.PREMATURE_CLOSE)}static ABORTED(){
return new Vn("Stream aborted","ABORTED",Vn.ABORTED)}static BAD_ARGUMENT(e="Bad argument"){return new Vn(e,"BAD_ARGUMENT",
Vn.BAD_ARGUMENT)}}});var g0=S((SIe,Vz)=>{var{EventEmitter:ere}=gz(),Lz=e0(),tre=vz(),Yr=Rz(),t0=typeof queueMicrotask>"u"?t=>global.process.nextTick(
t):queueMicrotask,Je=(1<<29)-1,Zn=1,l0=2,Ri=4,Hu=8,kz=Je^Zn,rre=Je^l0,Yu=16,sl=32,ll=64,ms=128,Ku=256,c0=512,ps=1024,r0=2048,
u0=4096,d0=8192,dn=16384,ds=32768,Lh=65536,Ea=131072,zz=Ku|c0,nre=Yu|Lh,ire=ll|Yu,sre=u0|ms,m0=Ku|Ea,are=Je^Yu,ore=Je^ll,
lre=Je^(ll|Lh),Tz=Je^Lh,cre=Je^Ku,ure=Je^(ms|d0),dre=Je^ps,Mz=Je^zz,Fz=Je^ds,mre=Je^sl,qz=Je^Ea,pre=Je^m0,Ti=1<<18,ol=2<<
18,$u=4<<18,Ia=8<<18,Xu=16<<18,hs=32<<18,n0=64<<18,al=128<<18,p0=256<<18,fs=512<<18,kh=1024<<18,fre=Je^(Ti|p0),Uz=Je^$u,
hre=Je^(Ti|fs),gre=Je^Xu,yre=Je^Ia,Hz=Je^al,xre=Je^ol,Qz=Je^kh,Qu=Yu|Ti,Gz=Je^Qu,f0=dn|hs,ei=Ri|Hu|l0,Er=ei|Zn,jz=ei|f0,
Are=Uz&ore,zh=al|ds,bre=zh&Gz,Wz=Er|bre,Cre=Er|ps|dn,Dz=Er|dn|ms,Sre=Er|ps|ms,Nre=Er|u0|ms|d0,wre=Er|Yu|ps|dn|Lh|Ea,Ere=ei|
ps|dn,Ire=sl|Er|ds|ll,Pre=ds|Zn,_re=Er|fs|hs,vre=Ia|Xu,Yz=Ia|Ti,Bre=Ia|Xu|Er|Ti,Oz=Er|Ti|Ia|kh,Rre=$u|Ti,Tre=Ti|p0,Mre=Er|
fs|Yz|hs,Dre=Xu|ei|fs|hs,Ore=ol|Er|al|$u,Lre=fs|hs|ei,Bh=Symbol.asyncIterator||Symbol("asyncIterator"),Rh=class{constructor(e,{
highWaterMark:r=16384,map:n=null,mapWritable:i,byteLength:s,byteLengthWritable:a}={}){this.stream=e,this.queue=new Lz,this.
highWaterMark=r,this.buffered=0,this.error=null,this.pipeline=null,this.drains=null,this.byteLength=a||s||Jz,this.map=i||
n,this.afterWrite=Fre.bind(this),this.afterUpdateNextTick=Hre.bind(this)}get ending(){return(this.stream._duplexState&fs)!==
0}get ended(){return(this.stream._duplexState&hs)!==0}push(e){return(this.stream._duplexState&Lre)!==0?!1:(this.map!==null&&
(e=this.map(e)),this.buffered+=this.byteLength(e),this.queue.push(e),this.buffered<this.highWaterMark?(this.stream._duplexState|=
Ia,!0):(this.stream._duplexState|=vre,!1))}shift(){let e=this.queue.shift();return this.buffered-=this.byteLength(e),this.
buffered===0&&(this.stream._duplexState&=yre),e}end(e){typeof e=="function"?this.stream.once("finish",e):e!=null&&this.push(
e),this.stream._duplexState=(this.stream._duplexState|fs)&Uz}autoBatch(e,r){let n=[],i=this.stream;for(n.push(e);(i._duplexState&
Oz)===Yz;)n.push(i._writableState.shift());if((i._duplexState&Er)!==0)return r(null);i._writev(n,r)}update(){let e=this.
stream;e._duplexState|=ol;do{for(;(e._duplexState&Oz)===Ia;){let r=this.shift();e._duplexState|=Tre,e._write(r,this.afterWrite)}
(e._duplexState&Rre)===0&&this.updateNonPrimary()}while(this.continueUpdate()===!0);e._duplexState&=xre}updateNonPrimary(){
let e=this.stream;if((e._duplexState&Mre)===fs){e._duplexState=e._duplexState|Ti,e._final(zre.bind(this));return}if((e._duplexState&
ei)===Ri){(e._duplexState&zh)===0&&(e._duplexState|=Qu,e._destroy(Kz.bind(this)));return}(e._duplexState&Wz)===Zn&&(e._duplexState=
(e._duplexState|Qu)&kz,e._open($z.bind(this)))}continueUpdate(){return(this.stream._duplexState&al)===0?!1:(this.stream.
_duplexState&=Hz,!0)}updateCallback(){(this.stream._duplexState&Ore)===$u?this.update():this.updateNextTick()}updateNextTick(){
(this.stream._duplexState&al)===0&&(this.stream._duplexState|=al,(this.stream._duplexState&ol)===0&&t0(this.afterUpdateNextTick))}},
i0=class{constructor(e,{highWaterMark:r=16384,map:n=null,mapReadable:i,byteLength:s,byteLengthReadable:a}={}){this.stream=
e,this.queue=new Lz,this.highWaterMark=r===0?1:r,this.buffered=0,this.readAhead=r>0,this.error=null,this.pipeline=null,this.
byteLength=a||s||Jz,this.map=i||n,this.pipeTo=null,this.afterRead=qre.bind(this),this.afterUpdateNextTick=Ure.bind(this)}get ending(){
return(this.stream._duplexState&ps)!==0}get ended(){return(this.stream._duplexState&dn)!==0}pipe(e,r){if(this.pipeTo!==null)
throw Yr.BAD_ARGUMENT("Can only pipe to one destination");if(typeof r!="function"&&(r=null),this.stream._duplexState|=c0,
this.pipeTo=e,this.pipeline=new a0(this.stream,e,r),r&&this.stream.on("error",o0),Wu(e))e._writableState.pipeline=this.pipeline,
r&&e.on("error",o0),e.on("finish",this.pipeline.finished.bind(this.pipeline));else{let n=this.pipeline.done.bind(this.pipeline,
e),i=this.pipeline.done.bind(this.pipeline,e,null);e.on("error",n),e.on("close",i),e.on("finish",this.pipeline.finished.
bind(this.pipeline))}e.on("drain",kre.bind(this)),this.stream.emit("piping",e),e.emit("pipe",this.stream)}push(e){let r=this.
stream;return e===null?(this.highWaterMark=0,r._duplexState=(r._duplexState|ps)&lre,!1):this.map!==null&&(e=this.map(e),
e===null)?(r._duplexState&=Tz,this.buffered<this.highWaterMark):(this.buffered+=this.byteLength(e),this.queue.push(e),r.
_duplexState=(r._duplexState|ms)&Tz,this.buffered<this.highWaterMark)}shift(){let e=this.queue.shift();return this.buffered-=
this.byteLength(e),this.buffered===0&&(this.stream._duplexState&=ure),e}unshift(e){let r=[this.map!==null?this.map(e):e];
for(;this.buffered>0;)r.push(this.shift());for(let n=0;n<r.length-1;n++){let i=r[n];this.buffered+=this.byteLength(i),this.
queue.push(i)}this.push(r[r.length-1])}read(){let e=this.stream;if((e._duplexState&Dz)===ms){let r=this.shift();return this.
pipeTo!==null&&this.pipeTo.write(r)===!1&&(e._duplexState&=Mz),(e._duplexState&r0)!==0&&e.emit("data",r),r}return this.readAhead===
!1&&(e._duplexState|=Ea,this.updateNextTick()),null}drain(){let e=this.stream;for(;(e._duplexState&Dz)===ms&&(e._duplexState&
zz)!==0;){let r=this.shift();this.pipeTo!==null&&this.pipeTo.write(r)===!1&&(e._duplexState&=Mz),(e._duplexState&r0)!==0&&
e.emit("data",r)}}update(){let e=this.stream;e._duplexState|=sl;do{for(this.drain();this.buffered<this.highWaterMark&&(e.
_duplexState&wre)===Ea;)e._duplexState|=nre,e._read(this.afterRead),this.drain();(e._duplexState&Nre)===sre&&(e._duplexState|=
d0,e.emit("readable")),(e._duplexState&ire)===0&&this.updateNonPrimary()}while(this.continueUpdate()===!0);e._duplexState&=
mre}updateNonPrimary(){let e=this.stream;if((e._duplexState&Sre)===ps&&(e._duplexState=(e._duplexState|dn)&dre,e.emit("e\
nd"),(e._duplexState&jz)===f0&&(e._duplexState|=Ri),this.pipeTo!==null&&this.pipeTo.end()),(e._duplexState&ei)===Ri){(e.
_duplexState&zh)===0&&(e._duplexState|=Qu,e._destroy(Kz.bind(this)));return}(e._duplexState&Wz)===Zn&&(e._duplexState=(e.
_duplexState|Qu)&kz,e._open($z.bind(this)))}continueUpdate(){return(this.stream._duplexState&ds)===0?!1:(this.stream._duplexState&=
Fz,!0)}updateCallback(){(this.stream._duplexState&Ire)===ll?this.update():this.updateNextTick()}updateNextTickIfOpen(){(this.
stream._duplexState&Pre)===0&&(this.stream._duplexState|=ds,(this.stream._duplexState&sl)===0&&t0(this.afterUpdateNextTick))}updateNextTick(){
(this.stream._duplexState&ds)===0&&(this.stream._duplexState|=ds,(this.stream._duplexState&sl)===0&&t0(this.afterUpdateNextTick))}},
s0=class{constructor(e){this.data=null,this.afterTransform=Gre.bind(e),this.afterFinal=null}},a0=class{constructor(e,r,n){
this.from=e,this.to=r,this.afterPipe=n,this.error=null,this.pipeToFinished=!1}finished(){this.pipeToFinished=!0}done(e,r){
if(r&&(this.error=r),e===this.to&&(this.to=null,this.from!==null)){((this.from._duplexState&dn)===0||!this.pipeToFinished)&&
this.from.destroy(this.error||Yr.PREMATURE_CLOSE("Writable stream closed"));return}if(e===this.from&&(this.from=null,this.
to!==null)){(e._duplexState&dn)===0&&this.to.destroy(this.error||Yr.PREMATURE_CLOSE("Readable stream closed"));return}this.
afterPipe!==null&&this.afterPipe(this.error),this.to=this.from=this.afterPipe=null}};function kre(){this.stream._duplexState|=
c0,this.updateCallback()}function zre(t){let e=this.stream;t&&e.destroy(t),(e._duplexState&ei)===0&&(e._duplexState|=hs,
e.emit("finish")),(e._duplexState&jz)===f0&&(e._duplexState|=Ri),e._duplexState&=hre,(e._duplexState&ol)===0?this.update():
this.updateNextTick()}function Kz(t){let e=this.stream;!t&&!Yr.isStreamDestroyed(this.error)&&(t=this.error),t&&e.emit("\
error",t),e._duplexState|=Hu,e.emit("close");let r=e._readableState,n=e._writableState;if(r!==null&&r.pipeline!==null&&r.
pipeline.done(e,t),n!==null){for(;n.drains!==null&&n.drains.length>0;)n.drains.shift().resolve(!1);n.pipeline!==null&&n.
pipeline.done(e,t)}}function Fre(t){let e=this.stream;t&&e.destroy(t),e._duplexState&=fre,this.drains!==null&&Qre(this.drains),
(e._duplexState&Bre)===Xu&&(e._duplexState&=gre,(e._duplexState&n0)===n0&&e.emit("drain")),this.updateCallback()}function qre(t){
t&&this.stream.destroy(t),this.stream._duplexState&=are,this.readAhead===!1&&(this.stream._duplexState&Ku)===0&&(this.stream.
_duplexState&=qz),this.updateCallback()}function Ure(){(this.stream._duplexState&sl)===0&&(this.stream._duplexState&=Fz,
this.update())}function Hre(){(this.stream._duplexState&ol)===0&&(this.stream._duplexState&=Hz,this.update())}function Qre(t){
for(let e=0;e<t.length;e++)--t[e].writes===0&&(t.shift().resolve(!0),e--)}function $z(t){let e=this.stream;t&&e.destroy(
t),(e._duplexState&Ri)===0&&((e._duplexState&Cre)===0&&(e._duplexState|=ll),(e._duplexState&_re)===0&&(e._duplexState|=$u),
e.emit("open")),e._duplexState&=Gz,e._writableState!==null&&e._writableState.updateCallback(),e._readableState!==null&&e.
_readableState.updateCallback()}function Gre(t,e){e!=null&&this.push(e),this._writableState.afterWrite(t)}function jre(t){
this._readableState!==null&&(t==="data"&&(this._duplexState|=r0|m0,this._readableState.updateNextTick()),t==="readable"&&
(this._duplexState|=u0,this._readableState.updateNextTick())),this._writableState!==null&&t==="drain"&&(this._duplexState|=
n0,this._writableState.updateNextTick())}var Gu=class extends ere{constructor(e){super(),this._duplexState=0,this._readableState=
null,this._writableState=null,e&&(e.open&&(this._open=e.open),e.destroy&&(this._destroy=e.destroy),e.predestroy&&(this._predestroy=
e.predestroy),e.signal&&e.signal.addEventListener("abort",nne.bind(this))),this.on("newListener",jre)}_open(e){e(null)}_destroy(e){
e(null)}_predestroy(){}get readable(){return this._readableState!==null?!0:void 0}get writable(){return this._writableState!==
null?!0:void 0}get destroyed(){return(this._duplexState&Hu)!==0}get destroying(){return(this._duplexState&ei)!==0}destroy(e){
(this._duplexState&ei)===0&&(e||(e=Yr.STREAM_DESTROYED()),this._duplexState=(this._duplexState|Ri)&Are,this._readableState!==
null&&(this._readableState.highWaterMark=0,this._readableState.error=e),this._writableState!==null&&(this._writableState.
highWaterMark=0,this._writableState.error=e),this._duplexState|=l0,this._predestroy(),this._duplexState&=rre,this._readableState!==
null&&this._readableState.updateNextTick(),this._writableState!==null&&this._writableState.updateNextTick())}},Th=class t extends Gu{constructor(e){
super(e),this._duplexState|=Zn|hs|Ea,this._readableState=new i0(this,e),e&&(this._readableState.readAhead===!1&&(this._duplexState&=
qz),e.read&&(this._read=e.read),e.eagerOpen&&this._readableState.updateNextTick(),e.encoding&&this.setEncoding(e.encoding))}static deferred(e,r){
let n=new Oh(r);return e().then(i=>{if(i===null)return n.end();n.destroying||h0(i,n,o0)}).catch(i=>n.destroy(i)),n}setEncoding(e){
let r=new tre(e),n=this._readableState.map||Kre;return this._readableState.map=i,this;function i(s){let a=r.push(s);return a===
""&&(s.byteLength!==0||r.remaining>0)?null:n(a)}}_read(e){e(null)}pipe(e,r){return this._readableState.updateNextTick(),
this._readableState.pipe(e,r),e}read(){return this._readableState.updateNextTick(),this._readableState.read()}push(e){return this.
_readableState.updateNextTickIfOpen(),this._readableState.push(e)}unshift(e){return this._readableState.updateNextTickIfOpen(),
this._readableState.unshift(e)}resume(){return this._duplexState|=m0,this._readableState.updateNextTick(),this}pause(){return this.
_duplexState&=this._readableState.readAhead===!1?pre:cre,this}static _fromAsyncIterator(e,r){let n,i=new t({...r,read(a){
e.next().then(s).then(a.bind(null,null)).catch(a)},predestroy(){n=e.return()},destroy(a){if(!n)return a(null);n.then(a.bind(
null,null)).catch(a)}});return i;function s(a){a.done?i.push(null):i.push(a.value)}}static from(e,r){if(ene(e))return e;
if(e[Bh])return this._fromAsyncIterator(e[Bh](),r);Array.isArray(e)||(e=e===void 0?[]:[e]);let n=0;return new t({...r,read(i){
this.push(n===e.length?null:e[n++]),i(null)}})}static isBackpressured(e){return(e._duplexState&Ere)!==0||e._readableState.
buffered>=e._readableState.highWaterMark}static isPaused(e){return(e._duplexState&Ku)===0}[Bh](){let e=this,r=null,n=null,
i=null;return this.on("error",c=>{r=c}),this.on("readable",s),this.on("close",a),{[Bh](){return this},next(){return new Promise(
function(c,u){n=c,i=u;let d=e.read();d!==null?o(d):(e._duplexState&Hu)!==0&&o(null)})},return(){return l(null)},throw(c){
return l(c)}};function s(){n!==null&&o(e.read())}function a(){n!==null&&o(null)}function o(c){i!==null&&(r?i(r):c===null&&
(e._duplexState&dn)===0?i(Yr.STREAM_DESTROYED()):n({value:c,done:c===null}),i=n=null)}function l(c){return e.destroy(c),
new Promise((u,d)=>{if(e._duplexState&Hu)return u({value:void 0,done:!0});e.once("close",function(){c?d(c):u({value:void 0,
done:!0})})})}}},Mh=class extends Gu{constructor(e){super(e),this._duplexState|=Zn|dn,this._writableState=new Rh(this,e),
e&&(e.writev&&(this._writev=e.writev),e.write&&(this._write=e.write),e.final&&(this._final=e.final),e.eagerOpen&&this._writableState.
updateNextTick())}cork(){this._duplexState|=kh}uncork(){this._duplexState&=Qz,this._writableState.updateNextTick()}_writev(e,r){
r(null)}_write(e,r){this._writableState.autoBatch(e,r)}_final(e){e(null)}static isBackpressured(e){return(e._duplexState&
Dre)!==0}static drained(e){if(e.destroyed)return Promise.resolve(!1);let r=e._writableState,i=(ine(e)?Math.min(1,r.queue.
length):r.queue.length)+(e._duplexState&p0?1:0);return i===0?Promise.resolve(!0):(r.drains===null&&(r.drains=[]),new Promise(
s=>{r.drains.push({writes:i,resolve:s})}))}write(e){return this._writableState.updateNextTick(),this._writableState.push(
e)}end(e){return this._writableState.updateNextTick(),this._writableState.end(e),this}},ju=class extends Th{constructor(e){
super(e),this._duplexState=Zn|this._duplexState&Ea,this._writableState=new Rh(this,e),e&&(e.writev&&(this._writev=e.writev),
e.write&&(this._write=e.write),e.final&&(this._final=e.final))}cork(){this._duplexState|=kh}uncork(){this._duplexState&=
Qz,this._writableState.updateNextTick()}_writev(e,r){r(null)}_write(e,r){this._writableState.autoBatch(e,r)}_final(e){e(
null)}write(e){return this._writableState.updateNextTick(),this._writableState.push(e)}end(e){return this._writableState.
updateNextTick(),this._writableState.end(e),this}},Dh=class extends ju{constructor(e){super(e),this._transformState=new s0(
this),e&&(e.transform&&(this._transform=e.transform),e.flush&&(this._flush=e.flush))}_write(e,r){this._readableState.buffered>=
this._readableState.highWaterMark?this._transformState.data=e:this._transform(e,this._transformState.afterTransform)}_read(e){
if(this._transformState.data!==null){let r=this._transformState.data;this._transformState.data=null,e(null),this._transform(
r,this._transformState.afterTransform)}else e(null)}destroy(e){super.destroy(e),this._transformState.data!==null&&(this.
_transformState.data=null,this._transformState.afterTransform())}_transform(e,r){r(null,e)}_flush(e){e(null)}_final(e){this.
_transformState.afterFinal=e,this._flush(Wre.bind(this))}},Oh=class extends Dh{};function Wre(t,e){let r=this._transformState.
afterFinal;if(t)return r(t);e!=null&&this.push(e),this.push(null),r(null)}function Yre(...t){return new Promise((e,r)=>h0(
...t,n=>{if(n)return r(n);e()}))}function h0(t,...e){let r=Array.isArray(t)?[...t,...e]:[t,...e],n=r.length&&typeof r[r.
length-1]=="function"?r.pop():null;if(r.length<2)throw Yr.BAD_ARGUMENT("Pipeline requires at least 2 streams");let i=r[0],
s=null,a=null;for(let c=1;c<r.length;c++)s=r[c],Wu(i)?i.pipe(s,l):(o(i,!0,c>1,l),i.pipe(s)),i=s;if(n){let c=!1,u=Wu(s)||
!!(s._writableState&&s._writableState.autoDestroy);s.on("error",d=>{a===null&&(a=d)}),s.on("finish",()=>{c=!0,u||n(a)}),
u&&s.on("close",()=>n(a||(c?null:Yr.PREMATURE_CLOSE())))}return s;function o(c,u,d,m){c.on("error",m),c.on("close",p);function p(){
if(u&&c._readableState&&!c._readableState.ended||d&&c._writableState&&!c._writableState.ended)return m(Yr.PREMATURE_CLOSE())}}
function l(c){if(!(!c||a)){a=c;for(let u of r)u.destroy(c)}}}function Kre(t){return t}function Xz(t){return!!t._readableState||
!!t._writableState}function Wu(t){return typeof t._duplexState=="number"&&Xz(t)}function $re(t){return!!t._readableState&&
t._readableState.ending}function Xre(t){return!!t._readableState&&t._readableState.ended}function Jre(t){return!!t._writableState&&
t._writableState.ending}function Vre(t){return!!t._writableState&&t._writableState.ended}function Zre(t,e={}){let r=t._readableState&&
t._readableState.error||t._writableState&&t._writableState.error;return!e.all&&Yr.isStreamDestroyed(r)?null:r}function ene(t){
return Wu(t)&&t.readable}function tne(t){return(t._duplexState&Zn)!==Zn||(t._duplexState&Ri)===Ri||(t._duplexState&zh)!==
0}function rne(t){return typeof t=="object"&&t!==null&&typeof t.byteLength=="number"}function Jz(t){return rne(t)?t.byteLength:
1024}function o0(){}function nne(){this.destroy(Yr.ABORTED())}function ine(t){return t._writev!==Mh.prototype._writev&&t.
_writev!==ju.prototype._writev}Vz.exports={pipeline:h0,pipelinePromise:Yre,isStream:Xz,isStreamx:Wu,isEnding:$re,isEnded:Xre,
isFinishing:Jre,isFinished:Vre,isDisturbed:tne,getStreamError:Zre,Stream:Gu,Writable:Mh,Readable:Th,Duplex:ju,Transform:Dh,
PassThrough:Oh}});var A0=S(ul=>{var ve=il(),sne="0000000000000000000",ane="7777777777777777777",Fh=48,Zz=ve.from([117,115,116,97,114,0]),one=ve.
from([Fh,Fh]),lne=ve.from([117,115,116,97,114,32]),cne=ve.from([32,0]),une=4095,Ju=257,x0=263;ul.decodeLongPath=function(e,r){
return cl(e,0,e.length,r)};ul.encodePax=function(e){let r="";e.name&&(r+=y0(" path="+e.name+`
`)),e.linkname&&(r+=y0(" linkpath="+e.linkname+`
`));let n=e.pax;if(n)for(let i in n)r+=y0(" "+i+"="+n[i]+`
`);return ve.from(r)};ul.decodePax=function(e){let r={};for(;e.length;){let n=0;for(;n<e.length&&e[n]!==32;)n++;let i=parseInt(
ve.toString(e.subarray(0,n)),10);if(!i)return r;let s=ve.toString(e.subarray(n+1,i-1)),a=s.indexOf("=");if(a===-1)return r;
r[s.slice(0,a)]=s.slice(a+1),e=e.subarray(i)}return r};ul.encode=function(e){let r=ve.alloc(512),n=e.name,i="";if(e.typeflag===
5&&n[n.length-1]!=="/"&&(n+="/"),ve.byteLength(n)!==n.length)return null;for(;ve.byteLength(n)>100;){let s=n.indexOf("/");
if(s===-1)return null;i+=i?"/"+n.slice(0,s):n.slice(0,s),n=n.slice(s+1)}return ve.byteLength(n)>100||ve.byteLength(i)>155||
e.linkname&&ve.byteLength(e.linkname)>100?null:(ve.write(r,n),ve.write(r,ys(e.mode&une,6),100),ve.write(r,ys(e.uid,6),108),
ve.write(r,ys(e.gid,6),116),yne(e.size,r,124),ve.write(r,ys(e.mtime.getTime()/1e3|0,11),136),r[156]=Fh+hne(e.type),e.linkname&&
ve.write(r,e.linkname,157),ve.copy(Zz,r,Ju),ve.copy(one,r,x0),e.uname&&ve.write(r,e.uname,265),e.gname&&ve.write(r,e.gname,
297),ve.write(r,ys(e.devmajor||0,6),329),ve.write(r,ys(e.devminor||0,6),337),i&&ve.write(r,i,345),ve.write(r,ys(tF(r),6),
148),r)};ul.decode=function(e,r,n){let i=e[156]===0?0:e[156]-Fh,s=cl(e,0,100,r),a=gs(e,100,8),o=gs(e,108,8),l=gs(e,116,8),
c=gs(e,124,12),u=gs(e,136,12),d=fne(i),m=e[157]===0?null:cl(e,157,100,r),p=cl(e,265,32),x=cl(e,297,32),g=gs(e,329,8),b=gs(
e,337,8),C=tF(e);if(C===256)return null;if(C!==gs(e,148,8))throw new Error("Invalid tar header. Maybe the tar is corrupt\
ed or it needs to be gunzipped?");if(dne(e))e[345]&&(s=cl(e,345,155,r)+"/"+s);else if(!mne(e)){if(!n)throw new Error("In\
valid tar header: unknown format.")}return i===0&&s&&s[s.length-1]==="/"&&(i=5),{name:s,mode:a,uid:o,gid:l,size:c,byteOffset:0,
mtime:new Date(1e3*u),type:d,linkname:m,uname:p,gname:x,devmajor:g,devminor:b,pax:null}};function dne(t){return ve.equals(
Zz,t.subarray(Ju,Ju+6))}function mne(t){return ve.equals(lne,t.subarray(Ju,Ju+6))&&ve.equals(cne,t.subarray(x0,x0+2))}function pne(t,e,r){
return typeof t!="number"?r:(t=~~t,t>=e?e:t>=0||(t+=e,t>=0)?t:0)}function fne(t){switch(t){case 0:return"file";case 1:return"\
link";case 2:return"symlink";case 3:return"character-device";case 4:return"block-device";case 5:return"directory";case 6:
return"fifo";case 7:return"contiguous-file";case 72:return"pax-header";case 55:return"pax-global-header";case 27:return"\
gnu-long-link-path";case 28:case 30:return"gnu-long-path"}return null}function hne(t){switch(t){case"file":return 0;case"\
link":return 1;case"symlink":return 2;case"character-device":return 3;case"block-device":return 4;case"directory":return 5;case"\
fifo":return 6;case"contiguous-file":return 7;case"pax-header":return 72}return 0}function eF(t,e,r,n){for(;r<n;r++)if(t[r]===
e)return r;return n}function tF(t){let e=256;for(let r=0;r<148;r++)e+=t[r];for(let r=156;r<512;r++)e+=t[r];return e}function ys(t,e){
return t=t.toString(8),t.length>e?ane.slice(0,e)+" ":sne.slice(0,e-t.length)+t+" "}function gne(t,e,r){e[r]=128;for(let n=11;n>
0;n--)e[r+n]=t&255,t=Math.floor(t/256)}function yne(t,e,r){t.toString(8).length>11?gne(t,e,r):ve.write(e,ys(t,11),r)}function xne(t){
let e;if(t[0]===128)e=!0;else if(t[0]===255)e=!1;else return null;let r=[],n;for(n=t.length-1;n>0;n--){let a=t[n];e?r.push(
a):r.push(255-a)}let i=0,s=r.length;for(n=0;n<s;n++)i+=r[n]*Math.pow(256,n);return e?i:-1*i}function gs(t,e,r){if(t=t.subarray(
e,e+r),e=0,t[e]&128)return xne(t);{for(;e<t.length&&t[e]===32;)e++;let n=pne(eF(t,32,e,t.length),t.length,t.length);for(;e<
n&&t[e]===0;)e++;return n===e?0:parseInt(ve.toString(t.subarray(e,n)),8)}}function cl(t,e,r,n){return ve.toString(t.subarray(
e,eF(t,0,e,e+r)),n)}function y0(t){let e=ve.byteLength(t),r=Math.floor(Math.log(e)/Math.log(10))+1;return e+r>=Math.pow(
10,r)&&r++,e+r+t}});var aF=S((wIe,sF)=>{var{Writable:Ane,Readable:bne,getStreamError:rF}=g0(),Cne=e0(),nF=il(),dl=A0(),Sne=nF.alloc(0),Nne=4*
1024*1024,C0=class{constructor(){this.buffered=0,this.shifted=0,this.queue=new Cne,this._offset=0}push(e){this.buffered+=
e.byteLength,this.queue.push(e)}shiftFirst(e){return this.buffered===0?null:this._next(e)}shift(e){if(e>this.buffered)return null;
if(e===0)return Sne;let r=this._next(e);if(e===r.byteLength)return r;let n=[r];for(;(e-=r.byteLength)>0;)r=this._next(e),
n.push(r);return nF.concat(n)}_next(e){let r=this.queue.peek(),n=r.byteLength-this._offset;if(e>=n){let i=this._offset?r.
subarray(this._offset,r.byteLength):r;return this.queue.shift(),this._offset=0,this.buffered-=n,this.shifted+=n,i}return this.
buffered-=e,this.shifted+=e,r.subarray(this._offset,this._offset+=e)}},S0=class extends bne{constructor(e,r,n){super(),this.
header=r,this.offset=n,this._parent=e}_read(e){this.header.size===0&&this.push(null),this._parent._stream===this&&this._parent.
_update(),e(null)}_predestroy(){this._parent.destroy(rF(this))}_detach(){this._parent._stream===this&&(this._parent._stream=
null,this._parent._missing=iF(this.header.size),this._parent._update())}_destroy(e){this._detach(),e(null)}},N0=class extends Ane{constructor(e){
super(e),e||(e={}),this._buffer=new C0,this._offset=0,this._header=null,this._stream=null,this._missing=0,this._longHeader=
!1,this._callback=b0,this._locked=!1,this._finished=!1,this._pax=null,this._paxGlobal=null,this._gnuLongPath=null,this._gnuLongLinkPath=
null,this._filenameEncoding=e.filenameEncoding||"utf-8",this._allowUnknownFormat=!!e.allowUnknownFormat,this._unlockBound=
this._unlock.bind(this)}_unlock(e){if(this._locked=!1,e){this.destroy(e),this._continueWrite(e);return}this._update()}_consumeHeader(){
if(this._locked)return!1;this._offset=this._buffer.shifted;try{this._header=dl.decode(this._buffer.shift(512),this._filenameEncoding,
this._allowUnknownFormat)}catch(e){return this._continueWrite(e),!1}if(!this._header)return!0;switch(this._header.byteOffset=
this._buffer.shifted,this._header.type){case"gnu-long-path":case"gnu-long-link-path":case"pax-global-header":case"pax-he\
ader":return this._longHeader=!0,this._missing=this._header.size,this._missing>Nne?(this._continueWrite(new Error("Heade\
r exceeds max size")),!1):!0}return this._locked=!0,this._applyLongHeaders(),this._header.size>=0?this._header.size===0||
this._header.type==="directory"?(this.emit("entry",this._header,this._createStream(),this._unlockBound),!0):(this._stream=
this._createStream(),this._missing=this._header.size,this.emit("entry",this._header,this._stream,this._unlockBound),!0):
(this._continueWrite(new Error("Invalid header")),!1)}_applyLongHeaders(){this._gnuLongPath&&(this._header.name=this._gnuLongPath,
this._gnuLongPath=null),this._gnuLongLinkPath&&(this._header.linkname=this._gnuLongLinkPath,this._gnuLongLinkPath=null),
this._pax&&(this._pax.path&&(this._header.name=this._pax.path),this._pax.linkpath&&(this._header.linkname=this._pax.linkpath),
this._pax.size&&(this._header.size=parseInt(this._pax.size,10)),this._header.pax=this._pax,this._pax=null)}_decodeLongHeader(e){
switch(this._header.type){case"gnu-long-path":this._gnuLongPath=dl.decodeLongPath(e,this._filenameEncoding);break;case"g\
nu-long-link-path":this._gnuLongLinkPath=dl.decodeLongPath(e,this._filenameEncoding);break;case"pax-global-header":this.
_paxGlobal=dl.decodePax(e);break;case"pax-header":this._pax=this._paxGlobal===null?dl.decodePax(e):Object.assign({},this.
_paxGlobal,dl.decodePax(e));break}}_consumeLongHeader(){this._longHeader=!1,this._missing=iF(this._header.size);let e=this.
_buffer.shift(this._header.size);try{this._decodeLongHeader(e)}catch(r){return this._continueWrite(r),!1}return!0}_consumeStream(){
let e=this._buffer.shiftFirst(this._missing);if(e===null)return!1;this._missing-=e.byteLength;let r=this._stream.push(e);
return this._missing===0?(this._stream.push(null),r&&this._stream._detach(),r&&this._locked===!1):r}_createStream(){return new S0(
this,this._header,this._offset)}_update(){for(;this._buffer.buffered>0&&!this.destroying;){if(this._missing>0){if(this._stream!==
null){if(this._consumeStream()===!1)return;continue}if(this._longHeader===!0){if(this._missing>this._buffer.buffered)break;
if(this._consumeLongHeader()===!1)return!1;continue}let e=this._buffer.shiftFirst(this._missing);e!==null&&(this._missing-=
e.byteLength);continue}if(this._buffer.buffered<512)break;if(this._stream!==null||this._consumeHeader()===!1)return}this.
_continueWrite(null)}_continueWrite(e){let r=this._callback;this._callback=b0,r(e)}_write(e,r){this._callback=r,this._buffer.
push(e),this._update()}_final(e){this._finished=this._missing===0&&this._buffer.buffered===0,e(this._finished?null:new Error(
"Unexpected end of data"))}_predestroy(){this._continueWrite(null)}_destroy(e){this._stream&&this._stream.destroy(rF(this)),
e(null)}[Symbol.asyncIterator](){let e=null,r=null,n=null,i=null,s=null,a=this;return this.on("entry",c),this.on("error",
m=>{e=m}),this.on("close",u),{[Symbol.asyncIterator](){return this},next(){return new Promise(l)},return(){return d(null)},
throw(m){return d(m)}};function o(m){if(!s)return;let p=s;s=null,p(m)}function l(m,p){if(e)return p(e);if(i){m({value:i,
done:!1}),i=null;return}r=m,n=p,o(null),a._finished&&r&&(r({value:void 0,done:!0}),r=n=null)}function c(m,p,x){s=x,p.on(
"error",b0),r?(r({value:p,done:!1}),r=n=null):i=p}function u(){o(e),r&&(e?n(e):r({value:void 0,done:!0}),r=n=null)}function d(m){
return a.destroy(m),o(m),new Promise((p,x)=>{if(a.destroyed)return p({value:void 0,done:!0});a.once("close",function(){m?
x(m):p({value:void 0,done:!0})})})}}};sF.exports=function(e){return new N0(e)};function b0(){}function iF(t){return t&=511,
t&&512-t}});var lF=S((EIe,w0)=>{var oF={S_IFMT:61440,S_IFDIR:16384,S_IFCHR:8192,S_IFBLK:24576,S_IFIFO:4096,S_IFLNK:40960};try{w0.exports=
j("fs").constants||oF}catch{w0.exports=oF}});var pF=S((IIe,mF)=>{var{Readable:wne,Writable:Ene,getStreamError:cF}=g0(),Pa=il(),ml=lF(),qh=A0(),Ine=493,Pne=420,uF=Pa.
alloc(1024),I0=class extends Ene{constructor(e,r,n){super({mapWritable:vne,eagerOpen:!0}),this.written=0,this.header=r,this.
_callback=n,this._linkname=null,this._isLinkname=r.type==="symlink"&&!r.linkname,this._isVoid=r.type!=="file"&&r.type!==
"contiguous-file",this._finished=!1,this._pack=e,this._openCallback=null,this._pack._stream===null?this._pack._stream=this:
this._pack._pending.push(this)}_open(e){this._openCallback=e,this._pack._stream===this&&this._continueOpen()}_continuePack(e){
if(this._callback===null)return;let r=this._callback;this._callback=null,r(e)}_continueOpen(){this._pack._stream===null&&
(this._pack._stream=this);let e=this._openCallback;if(this._openCallback=null,e!==null){if(this._pack.destroying)return e(
new Error("pack stream destroyed"));if(this._pack._finalized)return e(new Error("pack stream is already finalized"));this.
_pack._stream=this,this._isLinkname||this._pack._encode(this.header),this._isVoid&&(this._finish(),this._continuePack(null)),
e(null)}}_write(e,r){if(this._isLinkname)return this._linkname=this._linkname?Pa.concat([this._linkname,e]):e,r(null);if(this.
_isVoid)return e.byteLength>0?r(new Error("No body allowed for this entry")):r();if(this.written+=e.byteLength,this._pack.
push(e))return r();this._pack._drain=r}_finish(){this._finished||(this._finished=!0,this._isLinkname&&(this.header.linkname=
this._linkname?Pa.toString(this._linkname,"utf-8"):"",this._pack._encode(this.header)),dF(this._pack,this.header.size),this.
_pack._done(this))}_final(e){if(this.written!==this.header.size)return e(new Error("Size mismatch"));this._finish(),e(null)}_getError(){
return cF(this)||new Error("tar entry destroyed")}_predestroy(){this._pack.destroy(this._getError())}_destroy(e){this._pack.
_done(this),this._continuePack(this._finished?null:this._getError()),e()}},P0=class extends wne{constructor(e){super(e),
this._drain=E0,this._finalized=!1,this._finalizing=!1,this._pending=[],this._stream=null}entry(e,r,n){if(this._finalized||
this.destroying)throw new Error("already finalized or destroyed");typeof r=="function"&&(n=r,r=null),n||(n=E0),(!e.size||
e.type==="symlink")&&(e.size=0),e.type||(e.type=_ne(e.mode)),e.mode||(e.mode=e.type==="directory"?Ine:Pne),e.uid||(e.uid=
0),e.gid||(e.gid=0),e.mtime||(e.mtime=new Date),typeof r=="string"&&(r=Pa.from(r));let i=new I0(this,e,n);return Pa.isBuffer(
r)?(e.size=r.byteLength,i.write(r),i.end(),i):(i._isVoid,i)}finalize(){if(this._stream||this._pending.length>0){this._finalizing=
!0;return}this._finalized||(this._finalized=!0,this.push(uF),this.push(null))}_done(e){e===this._stream&&(this._stream=null,
this._finalizing&&this.finalize(),this._pending.length&&this._pending.shift()._continueOpen())}_encode(e){if(!e.pax){let r=qh.
encode(e);if(r){this.push(r);return}}this._encodePax(e)}_encodePax(e){let r=qh.encodePax({name:e.name,linkname:e.linkname,
pax:e.pax}),n={name:"PaxHeader",mode:e.mode,uid:e.uid,gid:e.gid,size:r.byteLength,mtime:e.mtime,type:"pax-header",linkname:e.
linkname&&"PaxHeader",uname:e.uname,gname:e.gname,devmajor:e.devmajor,devminor:e.devminor};this.push(qh.encode(n)),this.
push(r),dF(this,r.byteLength),n.size=e.size,n.type=e.type,this.push(qh.encode(n))}_doDrain(){let e=this._drain;this._drain=
E0,e()}_predestroy(){let e=cF(this);for(this._stream&&this._stream.destroy(e);this._pending.length;){let r=this._pending.
shift();r.destroy(e),r._continueOpen()}this._doDrain()}_read(e){this._doDrain(),e()}};mF.exports=function(e){return new P0(
e)};function _ne(t){switch(t&ml.S_IFMT){case ml.S_IFBLK:return"block-device";case ml.S_IFCHR:return"character-device";case ml.
S_IFDIR:return"directory";case ml.S_IFIFO:return"fifo";case ml.S_IFLNK:return"symlink"}return"file"}function E0(){}function dF(t,e){
e&=511,e&&t.push(uF.subarray(0,512-e))}function vne(t){return Pa.isBuffer(t)?t:Pa.from(t)}});var fF=S(_0=>{_0.extract=aF();_0.pack=pF()});var yF=S((_Ie,gF)=>{var Bne=j("zlib"),Rne=fF(),hF=rl(),Mi=function(t){if(!(this instanceof Mi))return new Mi(t);t=this.options=
hF.defaults(t,{gzip:!1}),typeof t.gzipOptions!="object"&&(t.gzipOptions={}),this.supports={directory:!0,symlink:!0},this.
engine=Rne.pack(t),this.compressor=!1,t.gzip&&(this.compressor=Bne.createGzip(t.gzipOptions),this.compressor.on("error",
this._onCompressorError.bind(this)))};Mi.prototype._onCompressorError=function(t){this.engine.emit("error",t)};Mi.prototype.
append=function(t,e,r){var n=this;e.mtime=e.date;function i(a,o){if(a){r(a);return}n.engine.entry(e,o,function(l){r(l,e)})}
if(e.sourceType==="buffer")i(null,t);else if(e.sourceType==="stream"&&e.stats){e.size=e.stats.size;var s=n.engine.entry(
e,function(a){r(a,e)});t.pipe(s)}else e.sourceType==="stream"&&hF.collectStream(t,i)};Mi.prototype.finalize=function(){this.
engine.finalize()};Mi.prototype.on=function(){return this.engine.on.apply(this.engine,arguments)};Mi.prototype.pipe=function(t,e){
return this.compressor?this.engine.pipe.apply(this.engine,[this.compressor]).pipe(t,e):this.engine.pipe.apply(this.engine,
arguments)};Mi.prototype.unpipe=function(){return this.compressor?this.compressor.unpipe.apply(this.compressor,arguments):
this.engine.unpipe.apply(this.engine,arguments)};gF.exports=Mi});var bF=S((vIe,AF)=>{"use strict";function Tne(t){return t&&t.__esModule&&Object.prototype.hasOwnProperty.call(t,"default")?
t.default:t}var Mne=new Int32Array([0,1996959894,3993919788,2567524794,124634137,1886057615,3915621685,2657392035,249268274,
2044508324,3772115230,2547177864,162941995,2125561021,3887607047,2428444049,498536548,1789927666,4089016648,2227061214,450548861,
1843258603,4107580753,2211677639,325883990,1684777152,4251122042,2321926636,335633487,1661365465,4195302755,2366115317,997073096,
1281953886,3579855332,2724688242,1006888145,1258607687,3524101629,2768942443,901097722,1119000684,3686517206,2898065728,
853044451,1172266101,3705015759,2882616665,651767980,1373503546,3369554304,3218104598,565507253,1454621731,3485111705,3099436303,
671266974,1594198024,3322730930,2970347812,795835527,1483230225,3244367275,3060149565,1994146192,31158534,2563907772,4023717930,
1907459465,112637215,2680153253,3904427059,2013776290,251722036,2517215374,3775830040,2137656763,141376813,2439277719,3865271297,
1802195444,476864866,2238001368,4066508878,1812370925,453092731,2181625025,4111451223,1706088902,314042704,2344532202,4240017532,
1658658271,366619977,2362670323,4224994405,1303535960,984961486,2747007092,3569037538,1256170817,1037604311,2765210733,3554079995,
1131014506,879679996,2909243462,3663771856,1141124467,855842277,2852801631,3708648649,1342533948,654459306,3188396048,3373015174,
1466479909,544179635,3110523913,3462522015,1591671054,702138776,2966460450,3352799412,1504918807,783551873,3082640443,3233442989,
3988292384,2596254646,62317068,1957810842,3939845945,2647816111,81470997,1943803523,3814918930,2489596804,225274430,2053790376,
3826175755,2466906013,167816743,2097651377,4027552580,2265490386,503444072,1762050814,4150417245,2154129355,426522225,1852507879,
4275313526,2312317920,282753626,1742555852,4189708143,2394877945,397917763,1622183637,3604390888,2714866558,953729732,1340076626,
3518719985,2797360999,1068828381,1219638859,3624741850,2936675148,906185462,1090812512,3747672003,2825379669,829329135,1181335161,
3412177804,3160834842,628085408,1382605366,3423369109,3138078467,570562233,1426400815,3317316542,2998733608,733239954,1555261956,
3268935591,3050360625,752459403,1541320221,2607071920,3965973030,1969922972,40735498,2617837225,3943577151,1913087877,83908371,
2512341634,3803740692,2075208622,213261112,2463272603,3855990285,2094854071,198958881,2262029012,4057260610,1759359992,534414190,
2176718541,4139329115,1873836001,414664567,2282248934,4279200368,1711684554,285281116,2405801727,4167216745,1634467795,376229701,
2685067896,3608007406,1308918612,956543938,2808555105,3495958263,1231636301,1047427035,2932959818,3654703836,1088359270,
936918e3,2847714899,3736837829,1202900863,817233897,3183342108,3401237130,1404277552,615818150,3134207493,3453421203,1423857449,
601450431,3009837614,3294710456,1567103746,711928724,3020668471,3272380065,1510334235,755167117]);function xF(t){if(Buffer.
isBuffer(t))return t;if(typeof t=="number")return Buffer.alloc(t);if(typeof t=="string")return Buffer.from(t);throw new Error(
"input must be buffer, number, or string, received "+typeof t)}function Dne(t){let e=xF(4);return e.writeInt32BE(t,0),e}
function v0(t,e){t=xF(t),Buffer.isBuffer(e)&&(e=e.readUInt32BE(0));let r=~~e^-1;for(var n=0;n<t.length;n++)r=Mne[(r^t[n])&
255]^r>>>8;return r^-1}function B0(){return Dne(v0.apply(null,arguments))}B0.signed=function(){return v0.apply(null,arguments)};
B0.unsigned=function(){return v0.apply(null,arguments)>>>0};var One=B0,Lne=Tne(One);AF.exports=Lne});var wF=S((BIe,NF)=>{var kne=j("util").inherits,CF=Aa().Transform,zne=bF(),SF=rl(),xs=function(t){if(!(this instanceof xs))
return new xs(t);t=this.options=SF.defaults(t,{}),CF.call(this,t),this.supports={directory:!0,symlink:!0},this.files=[]};
kne(xs,CF);xs.prototype._transform=function(t,e,r){r(null,t)};xs.prototype._writeStringified=function(){var t=JSON.stringify(
this.files);this.write(t)};xs.prototype.append=function(t,e,r){var n=this;e.crc32=0;function i(s,a){if(s){r(s);return}e.
size=a.length||0,e.crc32=zne.unsigned(a),n.files.push(e),r(null,e)}e.sourceType==="buffer"?i(null,t):e.sourceType==="str\
eam"&&SF.collectStream(t,i)};xs.prototype.finalize=function(){this._writeStringified(),this.end()};NF.exports=xs});var IF=S((RIe,EF)=>{var Fne=Lk(),Vu={},As=function(t,e){return As.create(t,e)};As.create=function(t,e){if(Vu[t]){var r=new Fne(
t,e);return r.setFormat(t),r.setModule(new Vu[t](e)),r}else throw new Error("create("+t+"): format not registered")};As.
registerFormat=function(t,e){if(Vu[t])throw new Error("register("+t+"): format already registered");if(typeof e!="functi\
on")throw new Error("register("+t+"): format module invalid");if(typeof e.prototype.append!="function"||typeof e.prototype.
finalize!="function")throw new Error("register("+t+"): format module missing methods");Vu[t]=e};As.isRegisteredFormat=function(t){
return!!Vu[t]};As.registerFormat("zip",fz());As.registerFormat("tar",yF());As.registerFormat("json",wF());EF.exports=As});var MF=tr(xg(),1);import*as DF from"path";function W0(t){if(!t)return;let e=zF();e&&e<t&&(vs(`Retention days cannot be greater than the maximum allowed retention \
set within the repository. Using ${e} instead.`),t=e);let r=new Date;return r.setDate(r.getDate()+t),Q0.fromDate(r)}function zF(){
let t=process.env.GITHUB_RETENTION_DAYS;if(!t)return;let e=parseInt(t);if(!isNaN(e))return e}var Sg=new Map([['"',' Double quote "'],[":"," Colon :"],["<"," Less than <"],[">"," Greater than >"],["|"," Vertical ba\
r |"],["*"," Asterisk *"],["?"," Question mark ?"],["\r"," Carriage return \\r"],[`
`," Line feed \\n"]]),Y0=new Map([...Sg,["\\"," Backslash \\"],["/"," Forward slash /"]]);function K0(t){if(!t)throw new Error(
"Provided artifact name input during validation is empty");for(let[e,r]of Y0)if(t.includes(e))throw new Error(`The artif\
act name is not valid: ${t}. Contains the following character: ${r}
          
Invalid characters include: ${Array.from(Y0.values()).toString()}
          
These characters are not allowed in the artifact name due to limitations with certain file systems such as NTFS. To main\
tain file system agnostic behavior, these characters are intentionally not allowed to prevent potential problems with do\
wnloads on different file systems.`);_t("Artifact name is valid!")}function Ng(t){if(!t)throw new Error("Provided file p\
ath input during validation is empty");for(let[e,r]of Sg)if(t.includes(e))throw new Error(`The path for one of the files\
 in artifact is not valid: ${t}. Contains the following character: ${r}
          
Invalid characters include: ${Array.from(Sg.values()).toString()}
          
The following characters are not allowed in files that are uploaded due to limitations with certain file systems such as\
 NTFS. To maintain file system agnostic behavior, these characters are intentionally not allowed to prevent potential pr\
oblems with downloads on different file systems.
          `)}var ja=tr(xg(),1);import{normalize as $0,resolve as X0}from"path";function J0(t){if(!ja.existsSync(t))throw new Error(`The provided rootDirectory ${t} does not exist`);if(!ja.statSync(t).
isDirectory())throw new Error(`The provided rootDirectory ${t} is not a valid directory`);_t("Root directory input is va\
lid!")}function V0(t,e){let r=[];e=$0(e),e=X0(e);for(let n of t){let i=ja.lstatSync(n,{throwIfNoEntry:!1});if(!i)throw new Error(
`File ${n} does not exist`);if(i.isDirectory()){let s=n.replace(e,"");Ng(s),r.push({sourcePath:null,destinationPath:s,stats:i})}else{
if(n=$0(n),n=X0(n),!n.startsWith(e))throw new Error(`The rootDirectory: ${e} is not a parent directory of the file: ${n}`);
let s=n.replace(e,"");Ng(s),r.push({sourcePath:n,destinationPath:s,stats:i})}}return r}var gn=class extends Error{constructor(e){super(e),this.name="AbortError"}};import{EOL as FF}from"node:os";import qF from"node:util";import UF from"node:process";function Z0(t,...e){UF.stderr.write(
`${qF.format(t,...e)}${FF}`)}import Ol from"node:process";function Cd(t){return Ol.env[t]}var eE=typeof Ol.versions.deno=="string"&&Ol.versions.deno.length>0,tE=typeof Ol.versions.bun=="string"&&Ol.versions.bun.
length>0,Sd=!0;var rE=Cd("DEBUG"),iE,wg=[],Eg=[],Nd=[];rE&&Ig(rE);var sE=Object.assign(t=>aE(t),{enable:Ig,enabled:Pg,disable:HF,log:Z0});
function Ig(t){iE=t,wg=[],Eg=[];let e=t.split(",").map(r=>r.trim());for(let r of e)r.startsWith("-")?Eg.push(r.substring(
1)):wg.push(r);for(let r of Nd)r.enabled=Pg(r.namespace)}function Pg(t){if(t.endsWith("*"))return!0;for(let e of Eg)if(nE(
t,e))return!1;for(let e of wg)if(nE(t,e))return!0;return!1}function nE(t,e){if(e.indexOf("*")===-1)return t===e;let r=e;
if(e.indexOf("**")!==-1){let m=[],p="";for(let x of e)x==="*"&&p==="*"||(p=x,m.push(x));r=m.join("")}let n=0,i=0,s=r.length,
a=t.length,o=-1,l=-1;for(;n<a&&i<s;)if(r[i]==="*"){if(o=i,i++,i===s)return!0;for(;t[n]!==r[i];)if(n++,n===a)return!1;l=n,
n++,i++;continue}else if(r[i]===t[n])i++,n++;else if(o>=0){if(i=o+1,n=l+1,n===a)return!1;for(;t[n]!==r[i];)if(n++,n===a)
return!1;l=n,n++,i++;continue}else return!1;let c=n===t.length,u=i===r.length,d=i===r.length-1&&r[i]==="*";return c&&(u||
d)}function HF(){let t=iE||"";return Ig(""),t}function aE(t){let e=Object.assign(r,{enabled:Pg(t),destroy:QF,log:sE.log,
namespace:t,extend:GF});function r(...n){e.enabled&&(n.length>0&&(n[0]=`${t} ${n[0]}`),e.log(...n))}return Nd.push(e),e}
function QF(){let t=Nd.indexOf(this);return t>=0?(Nd.splice(t,1),!0):!1}function GF(t){let e=aE(`${this.namespace}:${t}`);
return e.log=this.log,e}var Wa=sE;var _g=["verbose","info","warning","error"],oE={verbose:400,info:300,warning:200,error:100};function lE(t,e){e.log=(...r)=>{
t.log(...r)}}function cE(t){return _g.includes(t)}function wd(t){let e=new Set,r=Cd(t.logLevelEnvVarName),n,i=Wa(t.namespace);
i.log=(...u)=>{Wa.log(...u)};function s(u){if(u&&!cE(u))throw new Error(`Unknown log level '${u}'. Acceptable values: ${_g.
join(",")}`);n=u;let d=[];for(let m of e)a(m)&&d.push(m.namespace);Wa.enable(d.join(","))}r&&(cE(r)?s(r):console.error(`${t.
logLevelEnvVarName} set to unknown log level '${r}'; logging is not enabled. Acceptable values: ${_g.join(", ")}.`));function a(u){
return!!(n&&oE[u.level]<=oE[n])}function o(u,d){let m=Object.assign(u.extend(d),{level:d});if(lE(u,m),a(m)){let p=Wa.disable();
Wa.enable(p+","+m.namespace)}return e.add(m),m}function l(){return n}function c(u){let d=i.extend(u);return lE(i,d),{error:o(
d,"error"),warning:o(d,"warning"),info:o(d,"info"),verbose:o(d,"verbose")}}return{setLogLevel:s,getLogLevel:l,createClientLogger:c,
logger:i}}var uE=wd({logLevelEnvVarName:"TYPESPEC_RUNTIME_LOG_LEVEL",namespace:"typeSpecRuntime"}),jF=uE.logger;function Ll(t){return uE.createClientLogger(t)}function Ed(t){return t.toLowerCase()}function WF(t){return String(t).trim().replace(/[\r\n]/g,"")}function*YF(t){for(let e of t.
values())yield[e.name,e.value]}var vg=class{_headersMap;constructor(e){if(this._headersMap=new Map,e)for(let r of Object.
keys(e))this.set(r,e[r])}set(e,r){this._headersMap.set(Ed(e),{name:e,value:WF(r)})}get(e){return this._headersMap.get(Ed(
e))?.value}has(e){return this._headersMap.has(Ed(e))}delete(e){this._headersMap.delete(Ed(e))}toJSON(e={}){let r={};if(e.
preserveCase)for(let n of this._headersMap.values())r[n.name]=n.value;else for(let[n,i]of this._headersMap)r[n]=i.value;
return r}toString(){return JSON.stringify(this.toJSON({preserveCase:!0}))}[Symbol.iterator](){return YF(this._headersMap)}};
function pr(t){return new vg(t)}function Rs(){return crypto.randomUUID()}var Bg=class{url;method;headers;timeout;withCredentials;body;multipartBody;formData;streamResponseStatusCodes;enableBrowserStreams;proxySettings;disableKeepAlive;abortSignal;requestId;allowInsecureConnection;onUploadProgress;onDownloadProgress;requestOverrides;authSchemes;constructor(e){
this.url=e.url,this.body=e.body,this.headers=e.headers??pr(),this.method=e.method??"GET",this.timeout=e.timeout??0,this.
multipartBody=e.multipartBody,this.formData=e.formData,this.disableKeepAlive=e.disableKeepAlive??!1,this.proxySettings=e.
proxySettings,this.streamResponseStatusCodes=e.streamResponseStatusCodes,this.withCredentials=e.withCredentials??!1,this.
abortSignal=e.abortSignal,this.onUploadProgress=e.onUploadProgress,this.onDownloadProgress=e.onDownloadProgress,this.requestId=
e.requestId||Rs(),this.allowInsecureConnection=e.allowInsecureConnection??!1,this.enableBrowserStreams=e.enableBrowserStreams??
!1,this.requestOverrides=e.requestOverrides,this.authSchemes=e.authSchemes}};function Id(t){return new Bg(t)}var dE=new Set(["Deserialize","Serialize","Retry","Sign"]),Rg=class t{_policies=[];_orderedPolicies;constructor(e){this.
_policies=e?.slice(0)??[],this._orderedPolicies=void 0}addPolicy(e,r={}){if(r.phase&&r.afterPhase)throw new Error("Polic\
ies inside a phase cannot specify afterPhase.");if(r.phase&&!dE.has(r.phase))throw new Error(`Invalid phase name: ${r.phase}`);
if(r.afterPhase&&!dE.has(r.afterPhase))throw new Error(`Invalid afterPhase name: ${r.afterPhase}`);this._policies.push({
policy:e,options:r}),this._orderedPolicies=void 0}removePolicy(e){let r=[];return this._policies=this._policies.filter(n=>e.
name&&n.policy.name===e.name||e.phase&&n.options.phase===e.phase?(r.push(n.policy),!1):!0),this._orderedPolicies=void 0,
r}sendRequest(e,r){return this.getOrderedPolicies().reduceRight((s,a)=>o=>a.sendRequest(o,s),s=>e.sendRequest(s))(r)}getOrderedPolicies(){
return this._orderedPolicies||(this._orderedPolicies=this.orderPolicies()),this._orderedPolicies}clone(){return new t(this.
_policies)}static create(){return new t}orderPolicies(){let e=[],r=new Map;function n(x){return{name:x,policies:new Set,
hasRun:!1,hasAfterPolicies:!1}}let i=n("Serialize"),s=n("None"),a=n("Deserialize"),o=n("Retry"),l=n("Sign"),c=[i,s,a,o,l];
function u(x){return x==="Retry"?o:x==="Serialize"?i:x==="Deserialize"?a:x==="Sign"?l:s}for(let x of this._policies){let g=x.
policy,b=x.options,C=g.name;if(r.has(C))throw new Error("Duplicate policy names not allowed in pipeline");let E={policy:g,
dependsOn:new Set,dependants:new Set};b.afterPhase&&(E.afterPhase=u(b.afterPhase),E.afterPhase.hasAfterPolicies=!0),r.set(
C,E),u(b.phase).policies.add(E)}for(let x of this._policies){let{policy:g,options:b}=x,C=g.name,E=r.get(C);if(!E)throw new Error(
`Missing node for policy ${C}`);if(b.afterPolicies)for(let P of b.afterPolicies){let M=r.get(P);M&&(E.dependsOn.add(M),M.
dependants.add(E))}if(b.beforePolicies)for(let P of b.beforePolicies){let M=r.get(P);M&&(M.dependsOn.add(E),E.dependants.
add(M))}}function d(x){x.hasRun=!0;for(let g of x.policies)if(!(g.afterPhase&&(!g.afterPhase.hasRun||g.afterPhase.policies.
size))&&g.dependsOn.size===0){e.push(g.policy);for(let b of g.dependants)b.dependsOn.delete(g);r.delete(g.policy.name),x.
policies.delete(g)}}function m(){for(let x of c){if(d(x),x.policies.size>0&&x!==s){s.hasRun||d(s);return}x.hasAfterPolicies&&
d(s)}}let p=0;for(;r.size>0;){p++;let x=e.length;if(m(),e.length<=x&&p>1)throw new Error("Cannot satisfy policy dependen\
cies due to requirements cycle.")}return e}};function Pd(){return Rg.create()}function zi(t){return typeof t=="object"&&t!==null&&!Array.isArray(t)&&!(t instanceof RegExp)&&!(t instanceof Date)}function Ts(t){if(zi(t)){let e=typeof t.name=="string",r=typeof t.message=="string";return e&&r}return!1}import{inspect as KF}from"node:util";var mE=KF.custom;var Tg="REDACTED",$F=["x-ms-client-request-id","x-ms-return-client-request-id","x-ms-useragent","x-ms-correlation-reques\
t-id","x-ms-request-id","client-request-id","ms-cv","return-client-request-id","traceparent","Access-Control-Allow-Crede\
ntials","Access-Control-Allow-Headers","Access-Control-Allow-Methods","Access-Control-Allow-Origin","Access-Control-Expo\
se-Headers","Access-Control-Max-Age","Access-Control-Request-Headers","Access-Control-Request-Method","Origin","Accept",
"Accept-Encoding","Cache-Control","Connection","Content-Length","Content-Type","Date","ETag","Expires","If-Match","If-Mo\
dified-Since","If-None-Match","If-Unmodified-Since","Last-Modified","Pragma","Request-Id","Retry-After","Server","Transf\
er-Encoding","User-Agent","WWW-Authenticate"],XF=["api-version"],Vr=class{allowedHeaderNames;allowedQueryParameters;constructor({
additionalAllowedHeaderNames:e=[],additionalAllowedQueryParameters:r=[]}={}){e=$F.concat(e),r=XF.concat(r),this.allowedHeaderNames=
new Set(e.map(n=>n.toLowerCase())),this.allowedQueryParameters=new Set(r.map(n=>n.toLowerCase()))}sanitize(e){let r=new Set;
return JSON.stringify(e,(n,i)=>{if(i instanceof Error)return{...i,name:i.name,message:i.message};if(n==="headers"&&zi(i))
return this.sanitizeHeaders(i);if(n==="url"&&typeof i=="string")return this.sanitizeUrl(i);if(n==="query"&&zi(i))return this.
sanitizeQuery(i);if(n==="body")return;if(n==="response")return;if(n==="operationSpec")return;if(Array.isArray(i)||zi(i)){
if(r.has(i))return"[Circular]";r.add(i)}return i},2)}sanitizeUrl(e){if(typeof e!="string"||e===null||e==="")return e;let r=new URL(
e);if(!r.search)return e;for(let[n]of r.searchParams)this.allowedQueryParameters.has(n.toLowerCase())||r.searchParams.set(
n,Tg);return r.toString()}sanitizeHeaders(e){let r={};for(let n of Object.keys(e))this.allowedHeaderNames.has(n.toLowerCase())?
r[n]=e[n]:r[n]=Tg;return r}sanitizeQuery(e){if(typeof e!="object"||e===null)return e;let r={};for(let n of Object.keys(e))
this.allowedQueryParameters.has(n.toLowerCase())?r[n]=e[n]:r[n]=Tg;return r}};var JF=new Vr,Qt=class t extends Error{static REQUEST_SEND_ERROR="REQUEST_SEND_ERROR";static PARSE_ERROR="PARSE_ERROR";code;statusCode;request;response;details;constructor(e,r={}){
super(e),this.name="RestError",this.code=r.code,this.statusCode=r.statusCode,Object.defineProperty(this,"request",{value:r.
request,enumerable:!1}),Object.defineProperty(this,"response",{value:r.response,enumerable:!1});let n=this.request?.agent?
{maxFreeSockets:this.request.agent.maxFreeSockets,maxSockets:this.request.agent.maxSockets}:void 0;Object.defineProperty(
this,mE,{value:()=>`RestError: ${this.message} 
 ${JF.sanitize({...this,request:{...this.request,agent:n},response:this.response})}`,enumerable:!1}),Object.setPrototypeOf(
this,t.prototype)}};function Ya(t){return t instanceof Qt?!0:Ts(t)&&t.name==="RestError"}function kl(t,e){return Buffer.from(t).toString(e)}function Gt(t,e){return Buffer.from(t,e)}import Mg from"node:http";import Dg from"node:https";import pE from"node:zlib";import{Transform as VF}from"node:stream";var rr=Ll("ts-http-runtime");var ZF={};function zl(t){return t&&typeof t.pipe=="function"}function fE(t){return t.readable===!1?Promise.resolve():new Promise(
e=>{let r=()=>{e(),t.removeListener("close",r),t.removeListener("end",r),t.removeListener("error",r)};t.on("close",r),t.
on("end",r),t.on("error",r)})}function hE(t){return t&&typeof t.byteLength=="number"}var _d=class extends VF{loadedBytes=0;progressCallback;_transform(e,r,n){
this.push(e),this.loadedBytes+=e.length;try{this.progressCallback({loadedBytes:this.loadedBytes}),n()}catch(i){n(i)}}constructor(e){
super(),this.progressCallback=e}},Og=class{cachedHttpAgent;cachedHttpsAgents=new WeakMap;async sendRequest(e){let r=new AbortController,
n;if(e.abortSignal){if(e.abortSignal.aborted)throw new gn("The operation was aborted. Request has already been canceled.");
n=c=>{c.type==="abort"&&r.abort()},e.abortSignal.addEventListener("abort",n)}let i;e.timeout>0&&(i=setTimeout(()=>{let c=new Vr;
rr.info(`request to '${c.sanitizeUrl(e.url)}' timed out. canceling...`),r.abort()},e.timeout));let s=e.headers.get("Acce\
pt-Encoding"),a=s?.includes("gzip")||s?.includes("deflate"),o=typeof e.body=="function"?e.body():e.body;if(o&&!e.headers.
has("Content-Length")){let c=nq(o);c!==null&&e.headers.set("Content-Length",c)}let l;try{if(o&&e.onUploadProgress){let x=e.
onUploadProgress,g=new _d(x);g.on("error",b=>{rr.error("Error in upload progress",b)}),zl(o)?o.pipe(g):g.end(o),o=g}let c=await this.
makeRequest(e,r,o);i!==void 0&&clearTimeout(i);let u=eq(c),m={status:c.statusCode??0,headers:u,request:e};if(e.method===
"HEAD")return c.resume(),m;l=a?tq(c,u):c;let p=e.onDownloadProgress;if(p){let x=new _d(p);x.on("error",g=>{rr.error("Err\
or in download progress",g)}),l.pipe(x),l=x}return e.streamResponseStatusCodes?.has(Number.POSITIVE_INFINITY)||e.streamResponseStatusCodes?.
has(m.status)?m.readableStreamBody=l:m.bodyAsText=await rq(l),m}finally{if(e.abortSignal&&n){let c=Promise.resolve();zl(
o)&&(c=fE(o));let u=Promise.resolve();zl(l)&&(u=fE(l)),Promise.all([c,u]).then(()=>{n&&e.abortSignal?.removeEventListener(
"abort",n)}).catch(d=>{rr.warning("Error when cleaning up abortListener on httpRequest",d)})}}}makeRequest(e,r,n){let i=new URL(
e.url),s=i.protocol!=="https:";if(s&&!e.allowInsecureConnection)throw new Error(`Cannot connect to ${e.url} while allowI\
nsecureConnection is false.`);let o={agent:e.agent??this.getOrCreateAgent(e,s),hostname:i.hostname,path:`${i.pathname}${i.
search}`,port:i.port,method:e.method,headers:e.headers.toJSON({preserveCase:!0}),...e.requestOverrides};return new Promise(
(l,c)=>{let u=s?Mg.request(o,l):Dg.request(o,l);u.once("error",d=>{c(new Qt(d.message,{code:d.code??Qt.REQUEST_SEND_ERROR,
request:e}))}),r.signal.addEventListener("abort",()=>{let d=new gn("The operation was aborted. Rejecting from abort sign\
al callback while making request.");u.destroy(d),c(d)}),n&&zl(n)?n.pipe(u):n?typeof n=="string"||Buffer.isBuffer(n)?u.end(
n):hE(n)?u.end(ArrayBuffer.isView(n)?Buffer.from(n.buffer,n.byteOffset,n.byteLength):Buffer.from(n)):(rr.error("Unrecogn\
ized body type",n),c(new Qt("Unrecognized body type"))):u.end()})}getOrCreateAgent(e,r){let n=e.disableKeepAlive;if(r)return n?
Mg.globalAgent:(this.cachedHttpAgent||(this.cachedHttpAgent=new Mg.Agent({keepAlive:!0})),this.cachedHttpAgent);{if(n&&!e.
tlsSettings)return Dg.globalAgent;let i=e.tlsSettings??ZF,s=this.cachedHttpsAgents.get(i);return s&&s.options.keepAlive===
!n||(rr.info("No cached TLS Agent exist, creating a new Agent"),s=new Dg.Agent({keepAlive:!n,...i}),this.cachedHttpsAgents.
set(i,s)),s}}};function eq(t){let e=pr();for(let r of Object.keys(t.headers)){let n=t.headers[r];Array.isArray(n)?n.length>
0&&e.set(r,n[0]):n&&e.set(r,n)}return e}function tq(t,e){let r=e.get("Content-Encoding");if(r==="gzip"){let n=pE.createGunzip();
return t.pipe(n),n}else if(r==="deflate"){let n=pE.createInflate();return t.pipe(n),n}return t}function rq(t){return new Promise(
(e,r)=>{let n=[];t.on("data",i=>{Buffer.isBuffer(i)?n.push(i):n.push(Buffer.from(i))}),t.on("end",()=>{e(Buffer.concat(n).
toString("utf8"))}),t.on("error",i=>{i&&i?.name==="AbortError"?r(i):r(new Qt(`Error reading response as text: ${i.message}`,
{code:Qt.PARSE_ERROR}))})})}function nq(t){return t?Buffer.isBuffer(t)?t.length:zl(t)?null:hE(t)?t.byteLength:typeof t==
"string"?Buffer.from(t).length:null:0}function gE(){return new Og}function vd(){return gE()}var Lg="logPolicy";function Bd(t={}){let e=t.logger??rr.info,r=new Vr({additionalAllowedHeaderNames:t.additionalAllowedHeaderNames,
additionalAllowedQueryParameters:t.additionalAllowedQueryParameters});return{name:Lg,async sendRequest(n,i){if(!e.enabled)
return i(n);e(`Request: ${r.sanitize(n)}`);let s=await i(n);return e(`Response status code: ${s.status}`),e(`Headers: ${r.
sanitize(s.headers)}`),s}}}function yE(){return"User-Agent"}function xE(){return yE()}var lse=xE();function Fl(t,e){return t=Math.ceil(t),e=Math.floor(e),Math.floor(Math.random()*(e-t+1))+t}function Rd(t,e){let r=e.retryDelayInMs*Math.pow(2,t),n=Math.min(e.maxRetryDelayInMs,r);return{retryAfterInMs:n/2+Fl(0,n/
2)}}var iq="The operation was aborted.";function AE(t,e,r){return new Promise((n,i)=>{let s,a,o=()=>i(new gn(r?.abortErrorMsg?
r?.abortErrorMsg:iq)),l=()=>{r?.abortSignal&&a&&r.abortSignal.removeEventListener("abort",a)};if(a=()=>(s&&clearTimeout(
s),l(),o()),r?.abortSignal&&r.abortSignal.aborted)return o();s=setTimeout(()=>{l(),n(e)},t),r?.abortSignal&&r.abortSignal.
addEventListener("abort",a)})}function bE(t,e){let r=t.headers.get(e);if(!r)return;let n=Number(r);if(!Number.isNaN(n))return n}var kg="Retry-After",sq=["retry-after-ms","x-ms-retry-after-ms",kg];function CE(t){if(t&&[429,503].includes(t.status))try{
for(let i of sq){let s=bE(t,i);if(s===0||s)return s*(i===kg?1e3:1)}let e=t.headers.get(kg);if(!e)return;let n=Date.parse(
e)-Date.now();return Number.isFinite(n)?Math.max(0,n):void 0}catch{return}}function SE(t){return Number.isFinite(CE(t))}
function zg(){return{name:"throttlingRetryStrategy",retry({response:t}){let e=CE(t);return Number.isFinite(e)?{retryAfterInMs:e}:
{skipStrategy:!0}}}}var aq=1e3,oq=1e3*64;function Td(t={}){let e=t.retryDelayInMs??aq,r=t.maxRetryDelayInMs??oq;return{name:"exponentialRetr\
yStrategy",retry({retryCount:n,response:i,responseError:s}){let a=cq(s),o=a&&t.ignoreSystemErrors,l=lq(i),c=l&&t.ignoreHttpStatusCodes;
return i&&(SE(i)||!l)||c||o?{skipStrategy:!0}:s&&!a&&!l?{errorToThrow:s}:Rd(n,{retryDelayInMs:e,maxRetryDelayInMs:r})}}}
function lq(t){return!!(t&&t.status!==void 0&&(t.status>=500||t.status===408)&&t.status!==501&&t.status!==505)}function cq(t){
return t?t.code==="ETIMEDOUT"||t.code==="ESOCKETTIMEDOUT"||t.code==="ECONNREFUSED"||t.code==="ECONNRESET"||t.code==="ENO\
ENT"||t.code==="ENOTFOUND":!1}var uq=Ll("ts-http-runtime retryPolicy"),dq="retryPolicy";function Ds(t,e={maxRetries:3}){let r=e.logger||uq;return{name:dq,
async sendRequest(n,i){let s,a,o=-1;e:for(;;){o+=1,s=void 0,a=void 0;try{r.info(`Retry ${o}: Attempting to send request`,
n.requestId),s=await i(n),r.info(`Retry ${o}: Received a response from request`,n.requestId)}catch(l){if(r.error(`Retry ${o}\
: Received an error from request`,n.requestId),!Ya(l))throw l;a=l,s=l.response}if(n.abortSignal?.aborted)throw r.error(`\
Retry ${o}: Request aborted.`),new gn;if(o>=(e.maxRetries??3)){if(r.info(`Retry ${o}: Maximum retries reached. Returning\
 the last received response, or throwing the last received error.`),a)throw a;if(s)return s;throw new Error("Maximum ret\
ries reached with no response or error to throw")}r.info(`Retry ${o}: Processing ${t.length} retry strategies.`);t:for(let l of t){
let c=l.logger||r;c.info(`Retry ${o}: Processing retry strategy ${l.name}.`);let u=l.retry({retryCount:o,response:s,responseError:a});
if(u.skipStrategy){c.info(`Retry ${o}: Skipped.`);continue t}let{errorToThrow:d,retryAfterInMs:m,redirectTo:p}=u;if(d)throw c.
error(`Retry ${o}: Retry strategy ${l.name} throws error:`,d),d;if(m||m===0){c.info(`Retry ${o}: Retry strategy ${l.name}\
 retries after ${m}`),await AE(m,void 0,{abortSignal:n.abortSignal});continue e}if(p){c.info(`Retry ${o}: Retry strategy\
 ${l.name} redirects to ${p}`),n.url=p;continue e}}if(a)throw r.info("None of the retry strategies could work with the r\
eceived error. Throwing it."),a;if(s)return r.info("None of the retry strategies could work with the received response. \
Returning it."),s}}}}var Fg="defaultRetryPolicy";function Md(t={}){return{name:Fg,sendRequest:Ds([zg(),Td(t)],{maxRetries:t.maxRetries??3}).sendRequest}}function NE(t){if(typeof FormData<"u"&&t instanceof FormData){let e={};for(let[r,n]of t.entries()){let i=e[r];Array.isArray(
i)?i.push(n):e[r]=i!==void 0?[i,n]:[n]}return e}}var qg="formDataPolicy";function Dd(){return{name:qg,async sendRequest(t,e){let r=NE(t.body);if(r&&(t.formData=r,t.body=
void 0),t.formData){let n=t.headers.get("Content-Type");n&&n.indexOf("application/x-www-form-urlencoded")!==-1?t.body=mq(
t.formData):await pq(t.formData,t),t.formData=void 0}return e(t)}}}function mq(t){let e=new URLSearchParams;for(let[r,n]of Object.
entries(t))if(Array.isArray(n))for(let i of n)e.append(r,i.toString());else e.append(r,n.toString());return e.toString()}
async function pq(t,e){let r=e.headers.get("Content-Type");if(r&&!r.startsWith("multipart/form-data"))return;e.headers.set(
"Content-Type",r??"multipart/form-data");let n=[];for(let[i,s]of Object.entries(t))for(let a of Array.isArray(s)?s:[s])if(typeof a==
"string")n.push({headers:pr({"Content-Disposition":`form-data; name="${i}"`}),body:Gt(a,"utf-8")});else{if(a==null||typeof a!=
"object")throw new Error(`Unexpected value for key ${i}: ${a}. Value should be serialized to string first.`);{let o=a.name||
"blob",l=pr();l.set("Content-Disposition",`form-data; name="${i}"; filename="${o}"`),l.set("Content-Type",a.type||"appli\
cation/octet-stream"),n.push({headers:l,body:a})}}e.multipartBody={parts:n}}var Ug="agentPolicy";function Od(t){return{name:Ug,sendRequest:async(e,r)=>(e.agent||(e.agent=t),r(e))}}var Hg="tlsPolicy";function Ld(t){return{name:Hg,sendRequest:async(e,r)=>(e.tlsSettings||(e.tlsSettings=t),r(e))}}var $E=tr(HE(),1),XE=tr(jE(),1);var uU="HTTPS_PROXY",dU="HTTP_PROXY",mU="ALL_PROXY",pU="NO_PROXY",Yg="proxyPolicy",WE=[],JE=!1,fU=new Map;function Wd(t){
if(process.env[t])return process.env[t];if(process.env[t.toLowerCase()])return process.env[t.toLowerCase()]}function VE(){
if(!process)return;let t=Wd(uU),e=Wd(mU),r=Wd(dU);return t||e||r}function hU(t,e,r){if(e.length===0)return!1;let n=new URL(
t).hostname;if(r?.has(n))return r.get(n);let i=!1;for(let s of e)s[0]==="."?(n.endsWith(s)||n.length===s.length-1&&n===s.
slice(1))&&(i=!0):n===s&&(i=!0);return r?.set(n,i),i}function gU(){let t=Wd(pU);return JE=!0,t?t.split(",").map(e=>e.trim()).
filter(e=>e.length):[]}function Kg(t){if(!t&&(t=VE(),!t))return;let e=new URL(t);return{host:(e.protocol?e.protocol+"//":
"")+e.hostname,port:Number.parseInt(e.port||"80"),username:e.username,password:e.password}}function yU(){let t=VE();return t?
new URL(t):void 0}function YE(t){let e;try{e=new URL(t.host)}catch{throw new Error(`Expecting a valid host string in pro\
xy settings, but found "${t.host}".`)}return e.port=String(t.port),t.username&&(e.username=t.username),t.password&&(e.password=
t.password),e}function KE(t,e,r){if(t.agent)return;let i=new URL(t.url).protocol!=="https:";t.tlsSettings&&rr.warning("T\
LS settings are not supported in combination with custom Proxy, certificates provided to the client will be ignored."),i?
(e.httpProxyAgent||(e.httpProxyAgent=new XE.HttpProxyAgent(r)),t.agent=e.httpProxyAgent):(e.httpsProxyAgent||(e.httpsProxyAgent=
new $E.HttpsProxyAgent(r)),t.agent=e.httpsProxyAgent)}function Yd(t,e){JE||WE.push(...gU());let r=t?YE(t):yU(),n={};return{
name:Yg,async sendRequest(i,s){return!i.proxySettings&&r&&!hU(i.url,e?.customNoProxyList??WE,e?.customNoProxyList?void 0:
fU)?KE(i,n,r):i.proxySettings&&KE(i,n,YE(i.proxySettings)),s(i)}}}var Kd="decompressResponsePolicy";function $d(){return{name:Kd,async sendRequest(t,e){return t.method!=="HEAD"&&t.headers.
set("Accept-Encoding","gzip,deflate"),e(t)}}}var Xd="redirectPolicy",ZE=["GET","HEAD"];function Jd(t={}){let{maxRetries:e=20,allowCrossOriginRedirects:r=!1}=t;return{
name:Xd,async sendRequest(n,i){let s=await i(n);return eI(i,s,e,r)}}}async function eI(t,e,r,n,i=0){let{request:s,status:a,
headers:o}=e,l=o.get("location");if(l&&(a===300||a===301&&ZE.includes(s.method)||a===302&&ZE.includes(s.method)||a===303&&
s.method==="POST"||a===307)&&i<r){let c=new URL(l,s.url);if(!n){let d=new URL(s.url);if(c.origin!==d.origin)return rr.verbose(
`Skipping cross-origin redirect from ${d.origin} to ${c.origin}.`),e}s.url=c.toString(),a===303&&(s.method="GET",s.headers.
delete("Content-Length"),delete s.body),s.headers.delete("Authorization");let u=await t(s);return eI(t,u,r,n,i+1)}return e}function Ul(t){return t instanceof Blob}import{Readable as $g}from"stream";async function*tI(){let t=this.getReader();try{for(;;){let{done:e,value:r}=await t.read();if(e)return;yield r}}finally{t.
releaseLock()}}function xU(t){t[Symbol.asyncIterator]||(t[Symbol.asyncIterator]=tI.bind(t)),t.values||(t.values=tI.bind(
t))}function rI(t){return t instanceof ReadableStream?(xU(t),$g.fromWeb(t)):t}function AU(t){return t instanceof Uint8Array?
$g.from(Buffer.from(t)):Ul(t)?rI(t.stream()):rI(t)}async function nI(t){return function(){let e=t.map(r=>typeof r=="func\
tion"?r():r).map(AU);return $g.from((async function*(){for(let r of e)for await(let n of r)yield n})())}}function bU(){return`----AzSDKFormBoundary${Rs()}`}function CU(t){let e="";for(let[r,n]of t)e+=`${r}: ${n}\r
`;return e}function SU(t){return t instanceof Uint8Array?t.byteLength:Ul(t)?t.size===-1?void 0:t.size:void 0}function NU(t){
let e=0;for(let r of t){let n=SU(r);if(n===void 0)return;e+=n}return e}async function wU(t,e,r){let n=[Gt(`--${r}`,"utf-\
8"),...e.flatMap(s=>[Gt(`\r
`,"utf-8"),Gt(CU(s.headers),"utf-8"),Gt(`\r
`,"utf-8"),s.body,Gt(`\r
--${r}`,"utf-8")]),Gt(`--\r
\r
`,"utf-8")],i=NU(n);i&&t.headers.set("Content-Length",i),t.body=await nI(n)}var Hl="multipartPolicy",EU=70,IU=new Set("a\
bcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'()+,-./:=?");function PU(t){if(t.length>EU)throw new Error(
`Multipart boundary "${t}" exceeds maximum length of 70 characters`);if(Array.from(t).some(e=>!IU.has(e)))throw new Error(
`Multipart boundary "${t}" contains invalid characters`)}function Vd(){return{name:Hl,async sendRequest(t,e){if(!t.multipartBody)
return e(t);if(t.body)throw new Error("multipartBody and regular body cannot be set at the same time");let r=t.multipartBody.
boundary,n=t.headers.get("Content-Type")??"multipart/mixed",i=n.match(/^(multipart\/[^ ;]+)(?:; *boundary=(.+))?$/);if(!i)
throw new Error(`Got multipart request body, but content-type header was not multipart: ${n}`);let[,s,a]=i;if(a&&r&&a!==
r)throw new Error(`Multipart boundary was specified as ${a} in the header, but got ${r} in the request body`);return r??=
a,r?PU(r):r=bU(),t.headers.set("Content-Type",`${s}; boundary=${r}`),await wU(t,t.multipartBody.parts,r),t.multipartBody=
void 0,e(t)}}}function Zd(){return Pd()}var iI=wd({logLevelEnvVarName:"AZURE_LOG_LEVEL",namespace:"azure"}),rle=iI.logger;function Mr(t){return iI.createClientLogger(t)}var xn=Mr("core-rest-pipeline");function Jg(t={}){return Bd({logger:xn.info,...t})}var Vg=Xd;function Zg(t={}){return Jd(t)}import ey from"node:os";import Fi from"node:process";function sI(){return"User-Agent"}async function aI(t){if(Fi&&Fi.versions){
let e=`${ey.type()} ${ey.release()}; ${ey.arch()}`;Fi.versions.bun?t.set("Bun",`${Fi.versions.bun} (${e})`):Fi.versions.
deno?t.set("Deno",`${Fi.versions.deno} (${e})`):Fi.versions.node&&t.set("Node",`${Fi.versions.node} (${e})`)}}var em="1.24.0";function OU(t){let e=[];for(let[r,n]of t){let i=n?`${r}/${n}`:r;e.push(i)}return e.join(" ")}function oI(){return sI()}async function tm(t){
let e=new Map;e.set("core-rest-pipeline",em),await aI(e);let r=OU(e);return t?`${t} ${r}`:r}var lI=oI(),cI="userAgentPolicy";function ty(t={}){let e=tm(t.userAgentPrefix);return{name:cI,async sendRequest(r,n){return r.
headers.has(lI)||r.headers.set(lI,await e),n(r)}}}var uI=Symbol("rawContent");function ry(t){return typeof t[uI]=="function"}function dI(t){return ry(t)?t[uI]():t}var rm=Hl;function ny(){let t=Vd();return{name:rm,sendRequest:async(e,r)=>{if(e.multipartBody)for(let n of e.multipartBody.
parts)ry(n.body)&&(n.body=dI(n.body));return t.sendRequest(e,r)}}}var iy=Kd;function sy(){return $d()}function ay(t={}){return Md(t)}function oy(){return Dd()}var mI=tr(xd(),1);var vt=class extends Error{constructor(e){super(e),this.name="AbortError"}};function ly(t,e){let{cleanupBeforeAbort:r,abortSignal:n,abortErrorMsg:i}=e??{};return new Promise((s,a)=>{function o(){a(
new vt(i??"The operation was aborted."))}function l(){n?.removeEventListener("abort",c)}function c(){r?.(),l(),o()}if(n?.
aborted)return o();try{t(u=>{l(),s(u)},u=>{l(),a(u)})}catch(u){a(u)}n?.addEventListener("abort",c)})}var GU="The delay was aborted.";function Za(t,e){let r,{abortSignal:n,abortErrorMsg:i}=e??{};return ly(s=>{r=setTimeout(
s,t)},{cleanupBeforeAbort:()=>clearTimeout(r),abortSignal:n,abortErrorMsg:i??GU})}function qi(t){if(Ts(t))return t.message;{let e;try{typeof t=="object"&&t?e=JSON.stringify(t):e=String(t)}catch{e="[unab\
le to stringify input]"}return`Unknown error ${e}`}}function pI(t){return Ts(t)}function eo(){return Rs()}var ze=Sd;function uy(t,e){return kl(t,e)}function dy(t,e){return Gt(t,e)}function Ui(t){return Kg(t)}function my(t,e){return Yd(t,e)}var fI="setClientRequestIdPolicy";function py(t="x-ms-client-request-id"){return{name:fI,async sendRequest(e,r){return e.
headers.has(t)||e.headers.set(t,e.requestId),r(e)}}}function fy(t){return Od(t)}function hy(t){return Ld(t)}var to={span:Symbol.for("@azure/core-tracing span"),namespace:Symbol.for("@azure/core-tracing namespace")};function hI(t={}){
let e=new gy(t.parentContext);return t.span&&(e=e.setValue(to.span,t.span)),t.namespace&&(e=e.setValue(to.namespace,t.namespace)),
e}var gy=class t{_contextMap;constructor(e){this._contextMap=e instanceof t?new Map(e._contextMap):new Map}setValue(e,r){
let n=new t(this);return n._contextMap.set(e,r),n}getValue(e){return this._contextMap.get(e)}deleteValue(e){let r=new t(
this);return r._contextMap.delete(e),r}};var yI=tr(gI(),1),im=yI.state;function jU(){return{end:()=>{},isRecording:()=>!1,recordException:()=>{},setAttribute:()=>{},setStatus:()=>{},addEvent:()=>{}}}
function WU(){return{createRequestHeaders:()=>({}),parseTraceparentHeader:()=>{},startSpan:(t,e)=>({span:jU(),tracingContext:hI(
{parentContext:e.tracingContext})}),withContext(t,e,...r){return e(...r)}}}function Ql(){return im.instrumenterImplementation||(im.instrumenterImplementation=WU()),im.instrumenterImplementation}function Gl(t){let{namespace:e,packageName:r,packageVersion:n}=t;function i(c,u,d){let m=Ql().startSpan(c,{...d,packageName:r,
packageVersion:n,tracingContext:u?.tracingOptions?.tracingContext}),p=m.tracingContext,x=m.span;p.getValue(to.namespace)||
(p=p.setValue(to.namespace,e)),x.setAttribute("az.namespace",p.getValue(to.namespace));let g=Object.assign({},u,{tracingOptions:{
...u?.tracingOptions,tracingContext:p}});return{span:x,updatedOptions:g}}async function s(c,u,d,m){let{span:p,updatedOptions:x}=i(
c,u,m);try{let g=await a(x.tracingOptions.tracingContext,()=>Promise.resolve(d(x,p)));return p.setStatus({status:"succes\
s"}),g}catch(g){throw p.setStatus({status:"error",error:g}),g}finally{p.end()}}function a(c,u,...d){return Ql().withContext(
c,u,...d)}function o(c){return Ql().parseTraceparentHeader(c)}function l(c){return Ql().createRequestHeaders(c)}return{startSpan:i,
withSpan:s,withContext:a,parseTraceparentHeader:o,createRequestHeaders:l}}var ci=Qt;function Ls(t){return Ya(t)}var xI="tracingPolicy";function yy(t={}){let e=tm(t.userAgentPrefix),r=new Vr({additionalAllowedQueryParameters:t.additionalAllowedQueryParameters}),
n=YU();return{name:xI,async sendRequest(i,s){if(!n)return s(i);let a=await e,o={"http.url":r.sanitizeUrl(i.url),"http.me\
thod":i.method,"http.user_agent":a,requestId:i.requestId};a&&(o["http.user_agent"]=a);let{span:l,tracingContext:c}=KU(n,
i,o)??{};if(!l||!c)return s(i);try{let u=await n.withContext(c,s,i);return XU(l,u),u}catch(u){throw $U(l,u),u}}}}function YU(){
try{return Gl({namespace:"",packageName:"@azure/core-rest-pipeline",packageVersion:em})}catch(t){xn.warning(`Error when \
creating the TracingClient: ${qi(t)}`);return}}function KU(t,e,r){try{let{span:n,updatedOptions:i}=t.startSpan(`HTTP ${e.
method}`,{tracingOptions:e.tracingOptions},{spanKind:"client",spanAttributes:r});if(!n.isRecording()){n.end();return}let s=t.
createRequestHeaders(i.tracingOptions.tracingContext);for(let[a,o]of Object.entries(s))e.headers.set(a,o);return{span:n,
tracingContext:i.tracingOptions.tracingContext}}catch(n){xn.warning(`Skipping creating a tracing span due to an error: ${qi(
n)}`);return}}function $U(t,e){try{t.setStatus({status:"error",error:pI(e)?e:void 0}),Ls(e)&&e.statusCode&&t.setAttribute(
"http.status_code",e.statusCode),t.end()}catch(r){xn.warning(`Skipping tracing span processing due to an error: ${qi(r)}`)}}
function XU(t,e){try{t.setAttribute("http.status_code",e.status);let r=e.headers.get("x-ms-request-id");r&&t.setAttribute(
"serviceRequestId",r),e.status>=400&&t.setStatus({status:"error"}),t.end()}catch(r){xn.warning(`Skipping tracing span pr\
ocessing due to an error: ${qi(r)}`)}}function sm(t){if(t instanceof AbortSignal)return{abortSignal:t};if(t.aborted)return{abortSignal:AbortSignal.abort("reas\
on"in t?t.reason:void 0)};let e=new AbortController,r=!0;function n(){r&&(t.removeEventListener("abort",i),r=!1)}function i(){
e.abort("reason"in t?t.reason:void 0),n()}return t.addEventListener("abort",i),{abortSignal:e.signal,cleanup:n}}var JU="wrapAbortSignalLikePolicy";function AI(){return{name:JU,sendRequest:async(t,e)=>{if(!t.abortSignal)return e(t);let{
abortSignal:r,cleanup:n}=sm(t.abortSignal);t.abortSignal=r;try{return await e(t)}finally{n?.()}}}}function xy(t){let e=Zd();return ze&&(t.agent&&e.addPolicy(fy(t.agent)),t.tlsOptions&&e.addPolicy(hy(t.tlsOptions)),e.addPolicy(
my(t.proxyOptions)),e.addPolicy(sy())),e.addPolicy(AI()),e.addPolicy(oy(),{beforePolicies:[rm]}),e.addPolicy(ty(t.userAgentOptions)),
e.addPolicy(py(t.telemetryOptions?.clientRequestIdHeaderName)),e.addPolicy(ny(),{afterPhase:"Deserialize"}),e.addPolicy(
ay(t.retryOptions),{phase:"Retry"}),e.addPolicy(yy({...t.userAgentOptions,...t.loggingOptions}),{afterPhase:"Retry"}),ze&&
e.addPolicy(Zg(t.redirectOptions),{afterPhase:"Retry"}),e.addPolicy(Jg(t.loggingOptions),{afterPhase:"Sign"}),e}function jl(){let t=vd();return{async sendRequest(e){let{abortSignal:r,cleanup:n}=e.abortSignal?sm(e.abortSignal):{};try{
return e.abortSignal=r,await t.sendRequest(e)}finally{n?.()}}}}function ui(t){return pr(t)}function Wl(t){return Id(t)}var Jue=Mr("core-rest-pipeline retryPolicy");var VU={forcedRefreshWindowInMs:1e3,retryIntervalInMs:3e3,refreshWindowInMs:1e3*60*2};async function ZU(t,e,r){async function n(){
if(Date.now()<r)try{return await t()}catch{return null}else{let s=await t();if(s===null)throw new Error("Failed to refre\
sh access token.");return s}}let i=await n();for(;i===null;)await Za(e),i=await n();return i}function Ay(t,e){let r=null,
n=null,i,s={...VU,...e},a={get isRefreshing(){return r!==null},get shouldRefresh(){return n===null?!0:a.isRefreshing?!1:
n.refreshAfterTimestamp&&n.refreshAfterTimestamp<Date.now()?!0:n.expiresOnTimestamp-s.refreshWindowInMs<Date.now()},get mustRefresh(){
return n===null||n.expiresOnTimestamp-s.forcedRefreshWindowInMs<Date.now()}};function o(l,c){return a.isRefreshing||(r=ZU(
()=>t.getToken(l,c),s.retryIntervalInMs,n?.expiresOnTimestamp??Date.now()).then(d=>(r=null,n=d,i=c.tenantId,n)).catch(d=>{
throw r=null,n=null,i=void 0,d})),r}return async(l,c)=>{let u=!!c.claims,d=i!==c.tenantId;return u&&(n=null),d||u||a.mustRefresh?
o(l,c):(a.shouldRefresh&&o(l,c),n)}}var NI="bearerTokenAuthenticationPolicy";async function am(t,e){try{return[await e(t),void 0]}catch(r){if(Ls(r)&&r.response)
return[r.response,r];throw r}}async function eH(t){let{scopes:e,getAccessToken:r,request:n}=t,i={abortSignal:n.abortSignal,
tracingOptions:n.tracingOptions,enableCae:!0},s=await r(e,i);s&&t.request.headers.set("Authorization",`Bearer ${s.token}`)}
function bI(t){return t.status===401&&t.headers.has("WWW-Authenticate")}async function CI(t,e){let{scopes:r}=t,n=await t.
getAccessToken(r,{enableCae:!0,claims:e});return n?(t.request.headers.set("Authorization",`${n.tokenType??"Bearer"} ${n.
token}`),!0):!1}function ro(t){let{credential:e,scopes:r,challengeCallbacks:n}=t,i=t.logger||xn,s={authorizeRequest:n?.authorizeRequest?.
bind(n)??eH,authorizeRequestOnChallenge:n?.authorizeRequestOnChallenge?.bind(n)},a=e?Ay(e):()=>Promise.resolve(null);return{
name:NI,async sendRequest(o,l){if(!o.url.toLowerCase().startsWith("https://"))throw new Error("Bearer token authenticati\
on is not permitted for non-TLS protected (non-https) URLs.");await s.authorizeRequest({scopes:Array.isArray(r)?r:[r],request:o,
getAccessToken:a,logger:i});let c,u,d;if([c,u]=await am(o,l),bI(c)){let m=SI(c.headers.get("WWW-Authenticate"));if(m){let p;
try{p=atob(m)}catch{return i.warning(`The WWW-Authenticate header contains "claims" that cannot be parsed. Unable to per\
form the Continuous Access Evaluation authentication flow. Unparsable claims: ${m}`),c}d=await CI({scopes:Array.isArray(
r)?r:[r],response:c,request:o,getAccessToken:a,logger:i},p),d&&([c,u]=await am(o,l))}else if(s.authorizeRequestOnChallenge&&
(d=await s.authorizeRequestOnChallenge({scopes:Array.isArray(r)?r:[r],request:o,response:c,getAccessToken:a,logger:i}),d&&
([c,u]=await am(o,l)),bI(c)&&(m=SI(c.headers.get("WWW-Authenticate")??""),m))){let p;try{p=atob(m)}catch{return i.warning(
`The WWW-Authenticate header contains "claims" that cannot be parsed. Unable to perform the Continuous Access Evaluation\
 authentication flow. Unparsable claims: ${m}`),c}d=await CI({scopes:Array.isArray(r)?r:[r],response:c,request:o,getAccessToken:a,
logger:i},p),d&&([c,u]=await am(o,l))}}if(u)throw u;return c}}}function tH(t){let e=/(\w+)\s+((?:\w+=(?:"[^"]*"|[^,]*),?\s*)+)/g,
r=/(\w+)="([^"]*)"/g,n=[],i;for(;(i=e.exec(t))!==null;){let s=i[1],a=i[2],o={},l;for(;(l=r.exec(a))!==null;)o[l[1]]=l[2];
n.push({scheme:s,params:o})}return n}function SI(t){return t?tH(t).find(r=>r.scheme==="Bearer"&&r.params.claims&&r.params.
error==="insufficient_claims")?.params.claims:void 0}function hr(t){let e=t;return e&&typeof e.getToken=="function"&&(e.signRequest===void 0||e.getToken.length>0)}var by="DisableKeepAlivePolicy";function wI(){return{name:by,async sendRequest(t,e){return t.disableKeepAlive=!0,e(t)}}}
function EI(t){return t.getOrderedPolicies().some(e=>e.name===by)}function Cy(t){return uy(t,"base64")}function Sy(t){return dy(t,"base64")}function nH(t,e){return e!=="Composite"&&e!=="Dictionary"&&(typeof t=="string"||typeof t=="number"||typeof t=="boolean"||
e?.match(/^(Date|DateTime|DateTimeRfc1123|UnixTime|ByteArray|Base64Url)$/i)!==null||t===void 0||t===null)}var iH=/^(-|\+)?P(?:([-+]?[0-9,.]*)Y)?(?:([-+]?[0-9,.]*)M)?(?:([-+]?[0-9,.]*)W)?(?:([-+]?[0-9,.]*)D)?(?:T(?:([-+]?[0-9,.]*)H)?(?:([-+]?[0-9,.]*)M)?(?:([-+]?[0-9,.]*)S)?)?$/;
function II(t){return iH.test(t)}var sH=/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/i;
function PI(t){return sH.test(t)}function aH(t){let e={...t.headers,...t.body};return t.hasNullableType&&Object.getOwnPropertyNames(
e).length===0?t.shouldWrapBody?{body:null}:null:t.shouldWrapBody?{...t.headers,body:t.body}:e}function Ny(t,e){let r=t.parsedHeaders;
if(t.request.method==="HEAD")return{...r,body:t.parsedBody};let n=e&&e.bodyMapper,i=!!n?.nullable,s=n?.type.name;if(s===
"Stream")return{...r,blobBody:t.blobBody,readableStreamBody:t.readableStreamBody};let a=s==="Composite"&&n.type.modelProperties||
{},o=Object.keys(a).some(l=>a[l].serializedName==="");if(s==="Sequence"||o){let l=t.parsedBody??[];for(let c of Object.keys(
a))a[c].serializedName&&(l[c]=t.parsedBody?.[c]);if(r)for(let c of Object.keys(r))l[c]=r[c];return i&&!t.parsedBody&&!r&&
Object.getOwnPropertyNames(a).length===0?null:l}return aH({body:t.parsedBody,headers:r,hasNullableType:i,shouldWrapBody:nH(
t.parsedBody,s)})}var wy=class{modelMappers;isXML;constructor(e={},r=!1){this.modelMappers=e,this.isXML=r}validateConstraints(e,r,n){let i=(s,a)=>{
throw new Error(`"${n}" with value "${r}" should satisfy the constraint "${s}": ${a}.`)};if(e.constraints&&r!==void 0&&r!==
null){let{ExclusiveMaximum:s,ExclusiveMinimum:a,InclusiveMaximum:o,InclusiveMinimum:l,MaxItems:c,MaxLength:u,MinItems:d,
MinLength:m,MultipleOf:p,Pattern:x,UniqueItems:g}=e.constraints;if(s!==void 0&&r>=s&&i("ExclusiveMaximum",s),a!==void 0&&
r<=a&&i("ExclusiveMinimum",a),o!==void 0&&r>o&&i("InclusiveMaximum",o),l!==void 0&&r<l&&i("InclusiveMinimum",l),c!==void 0&&
r.length>c&&i("MaxItems",c),u!==void 0&&r.length>u&&i("MaxLength",u),d!==void 0&&r.length<d&&i("MinItems",d),m!==void 0&&
r.length<m&&i("MinLength",m),p!==void 0&&r%p!==0&&i("MultipleOf",p),x){let b=typeof x=="string"?new RegExp(x):x;(typeof r!=
"string"||r.match(b)===null)&&i("Pattern",x)}g&&r.some((b,C,E)=>E.indexOf(b)!==C)&&i("UniqueItems",g)}}serialize(e,r,n,i={
xml:{}}){let s={xml:{rootName:i.xml.rootName??"",includeRoot:i.xml.includeRoot??!1,xmlCharKey:i.xml.xmlCharKey??"_"}},a={},
o=e.type.name;n||(n=e.serializedName),o.match(/^Sequence$/i)!==null&&(a=[]),e.isConstant&&(r=e.defaultValue);let{required:l,
nullable:c}=e;if(l&&c&&r===void 0)throw new Error(`${n} cannot be undefined.`);if(l&&!c&&r==null)throw new Error(`${n} c\
annot be null or undefined.`);if(!l&&c===!1&&r===null)throw new Error(`${n} cannot be null.`);return r==null||o.match(/^any$/i)!==
null?a=r:o.match(/^(Number|String|Boolean|Object|Stream|Uuid)$/i)!==null?a=mH(o,n,r):o.match(/^Enum$/i)!==null?a=pH(n,e.
type.allowedValues,r):o.match(/^(Date|DateTime|TimeSpan|DateTimeRfc1123|UnixTime)$/i)!==null?a=gH(o,r,n):o.match(/^ByteArray$/i)!==
null?a=fH(n,r):o.match(/^Base64Url$/i)!==null?a=hH(n,r):o.match(/^Sequence$/i)!==null?a=yH(this,e,r,n,!!this.isXML,s):o.
match(/^Dictionary$/i)!==null?a=xH(this,e,r,n,!!this.isXML,s):o.match(/^Composite$/i)!==null&&(a=bH(this,e,r,n,!!this.isXML,
s)),a}deserialize(e,r,n,i={xml:{}}){let s={xml:{rootName:i.xml.rootName??"",includeRoot:i.xml.includeRoot??!1,xmlCharKey:i.
xml.xmlCharKey??"_"},ignoreUnknownProperties:i.ignoreUnknownProperties??!1};if(r==null)return this.isXML&&e.type.name===
"Sequence"&&!e.xmlIsWrapped&&(r=[]),e.defaultValue!==void 0&&(r=e.defaultValue),r;let a,o=e.type.name;if(n||(n=e.serializedName),
o.match(/^Composite$/i)!==null)a=SH(this,e,r,n,s);else{if(this.isXML){let l=s.xml.xmlCharKey;r["$"]!==void 0&&r[l]!==void 0&&
(r=r[l])}o.match(/^Number$/i)!==null?(a=parseFloat(r),isNaN(a)&&(a=r)):o.match(/^Boolean$/i)!==null?r==="true"?a=!0:r===
"false"?a=!1:a=r:o.match(/^(String|Enum|Object|Stream|Uuid|TimeSpan|any)$/i)!==null?a=r:o.match(/^(Date|DateTime|DateTimeRfc1123)$/i)!==
null?a=new Date(r):o.match(/^UnixTime$/i)!==null?a=dH(r):o.match(/^ByteArray$/i)!==null?a=Sy(r):o.match(/^Base64Url$/i)!==
null?a=cH(r):o.match(/^Sequence$/i)!==null?a=wH(this,e,r,n,s):o.match(/^Dictionary$/i)!==null&&(a=NH(this,e,r,n,s))}return e.
isConstant&&(a=e.defaultValue),a}};function gr(t={},e=!1){return new wy(t,e)}function oH(t,e){let r=t.length;for(;r-1>=0&&
t[r-1]===e;)--r;return t.substr(0,r)}function lH(t){if(!t)return;if(!(t instanceof Uint8Array))throw new Error("Please p\
rovide an input of type Uint8Array for converting to Base64Url.");let e=Cy(t);return oH(e,"=").replace(/\+/g,"-").replace(
/\//g,"_")}function cH(t){if(t){if(t&&typeof t.valueOf()!="string")throw new Error("Please provide an input of type stri\
ng for converting to Uint8Array");return t=t.replace(/-/g,"+").replace(/_/g,"/"),Sy(t)}}function Ey(t){let e=[],r="";if(t){
let n=t.split(".");for(let i of n)i.charAt(i.length-1)==="\\"?r+=i.substr(0,i.length-1)+".":(r+=i,e.push(r),r="")}return e}
function uH(t){if(t)return typeof t.valueOf()=="string"&&(t=new Date(t)),Math.floor(t.getTime()/1e3)}function dH(t){if(t)
return new Date(t*1e3)}function mH(t,e,r){if(r!=null){if(t.match(/^Number$/i)!==null){if(typeof r!="number")throw new Error(
`${e} with value ${r} must be of type number.`)}else if(t.match(/^String$/i)!==null){if(typeof r.valueOf()!="string")throw new Error(
`${e} with value "${r}" must be of type string.`)}else if(t.match(/^Uuid$/i)!==null){if(!(typeof r.valueOf()=="string"&&
PI(r)))throw new Error(`${e} with value "${r}" must be of type string and a valid uuid.`)}else if(t.match(/^Boolean$/i)!==
null){if(typeof r!="boolean")throw new Error(`${e} with value ${r} must be of type boolean.`)}else if(t.match(/^Stream$/i)!==
null){let n=typeof r;if(n!=="string"&&typeof r.pipe!="function"&&typeof r.tee!="function"&&!(r instanceof ArrayBuffer)&&
!ArrayBuffer.isView(r)&&!((typeof Blob=="function"||typeof Blob=="object")&&r instanceof Blob)&&n!=="function")throw new Error(
`${e} must be a string, Blob, ArrayBuffer, ArrayBufferView, ReadableStream, or () => ReadableStream.`)}}return r}function pH(t,e,r){
if(!e)throw new Error(`Please provide a set of allowedValues to validate ${t} as an Enum Type.`);if(!e.some(i=>typeof i.
valueOf()=="string"?i.toLowerCase()===r.toLowerCase():i===r))throw new Error(`${r} is not a valid value for ${t}. The va\
lid values are: ${JSON.stringify(e)}.`);return r}function fH(t,e){if(e!=null){if(!(e instanceof Uint8Array))throw new Error(
`${t} must be of type Uint8Array.`);e=Cy(e)}return e}function hH(t,e){if(e!=null){if(!(e instanceof Uint8Array))throw new Error(
`${t} must be of type Uint8Array.`);e=lH(e)}return e}function gH(t,e,r){if(e!=null){if(t.match(/^Date$/i)!==null){if(!(e instanceof
Date||typeof e.valueOf()=="string"&&!isNaN(Date.parse(e))))throw new Error(`${r} must be an instanceof Date or a string \
in ISO8601 format.`);e=e instanceof Date?e.toISOString().substring(0,10):new Date(e).toISOString().substring(0,10)}else if(t.
match(/^DateTime$/i)!==null){if(!(e instanceof Date||typeof e.valueOf()=="string"&&!isNaN(Date.parse(e))))throw new Error(
`${r} must be an instanceof Date or a string in ISO8601 format.`);e=e instanceof Date?e.toISOString():new Date(e).toISOString()}else if(t.
match(/^DateTimeRfc1123$/i)!==null){if(!(e instanceof Date||typeof e.valueOf()=="string"&&!isNaN(Date.parse(e))))throw new Error(
`${r} must be an instanceof Date or a string in RFC-1123 format.`);e=e instanceof Date?e.toUTCString():new Date(e).toUTCString()}else if(t.
match(/^UnixTime$/i)!==null){if(!(e instanceof Date||typeof e.valueOf()=="string"&&!isNaN(Date.parse(e))))throw new Error(
`${r} must be an instanceof Date or a string in RFC-1123/ISO8601 format for it to be serialized in UnixTime/Epoch format\
.`);e=uH(e)}else if(t.match(/^TimeSpan$/i)!==null&&!II(e))throw new Error(`${r} must be a string in ISO 8601 format. Ins\
tead was "${e}".`)}return e}function yH(t,e,r,n,i,s){if(!Array.isArray(r))throw new Error(`${n} must be of type Array.`);
let a=e.type.element;if(!a||typeof a!="object")throw new Error(`"element" metadata for an Array must be defined in the m\
apper and it must be of type "object" in ${n}.`);a.type.name==="Composite"&&a.type.className&&(a=t.modelMappers[a.type.className]??
a);let o=[];for(let l=0;l<r.length;l++){let c=t.serialize(a,r[l],n,s);if(i&&a.xmlNamespace){let u=a.xmlNamespacePrefix?`\
xmlns:${a.xmlNamespacePrefix}`:"xmlns";a.type.name==="Composite"?(o[l]={...c},o[l]["$"]={[u]:a.xmlNamespace}):(o[l]={},o[l][s.
xml.xmlCharKey]=c,o[l]["$"]={[u]:a.xmlNamespace})}else o[l]=c}return o}function xH(t,e,r,n,i,s){if(typeof r!="object")throw new Error(
`${n} must be of type object.`);let a=e.type.value;if(!a||typeof a!="object")throw new Error(`"value" metadata for a Dic\
tionary must be defined in the mapper and it must of type "object" in ${n}.`);let o={};for(let l of Object.keys(r)){let c=t.
serialize(a,r[l],n,s);o[l]=RI(a,c,i,s)}if(i&&e.xmlNamespace){let l=e.xmlNamespacePrefix?`xmlns:${e.xmlNamespacePrefix}`:
"xmlns",c=o;return c["$"]={[l]:e.xmlNamespace},c}return o}function AH(t,e,r){let n=e.type.additionalProperties;return!n&&
e.type.className?vI(t,e,r)?.type.additionalProperties:n}function vI(t,e,r){let n=e.type.className;if(!n)throw new Error(
`Class name for model "${r}" is not provided in the mapper "${JSON.stringify(e,void 0,2)}".`);return t.modelMappers[n]}function BI(t,e,r){
let n=e.type.modelProperties;if(!n){let i=vI(t,e,r);if(!i)throw new Error(`mapper() cannot be null or undefined for mode\
l "${e.type.className}".`);if(n=i?.type.modelProperties,!n)throw new Error(`modelProperties cannot be null or undefined \
in the mapper "${JSON.stringify(i)}" of type "${e.type.className}" for object "${r}".`)}return n}function bH(t,e,r,n,i,s){
if(om(t,e)&&(e=TI(t,e,r,"clientName")),r!=null){let a={},o=BI(t,e,n);for(let c of Object.keys(o)){let u=o[c];if(u.readOnly)
continue;let d,m=a;if(t.isXML)u.xmlIsWrapped?d=u.xmlName:d=u.xmlElementName||u.xmlName;else{let p=Ey(u.serializedName);d=
p.pop();for(let x of p){let g=m[x];g==null&&(r[c]!==void 0&&r[c]!==null||u.defaultValue!==void 0)&&(m[x]={}),m=m[x]}}if(m!=
null){if(i&&e.xmlNamespace){let C=e.xmlNamespacePrefix?`xmlns:${e.xmlNamespacePrefix}`:"xmlns";m["$"]={...m["$"],[C]:e.xmlNamespace}}
let p=u.serializedName!==""?n+"."+u.serializedName:n,x=r[c],g=om(t,e);g&&g.clientName===c&&x==null&&(x=e.serializedName);
let b=t.serialize(u,x,p,s);if(b!==void 0&&d!==void 0&&d!==null){let C=RI(u,b,i,s);i&&u.xmlIsAttribute?(m["$"]=m["$"]||{},
m["$"][d]=b):i&&u.xmlIsWrapped?m[d]={[u.xmlElementName]:C}:m[d]=C}}}let l=AH(t,e,n);if(l){let c=Object.keys(o);for(let u of Object.
keys(r))c.every(m=>m!==u)&&Object.defineProperty(a,u,{value:t.serialize(l,r[u],n+'["'+u+'"]',s),enumerable:!0,configurable:!0,
writable:!0})}return a}return r}function RI(t,e,r,n){if(!r||!t.xmlNamespace)return e;let s={[t.xmlNamespacePrefix?`xmlns\
:${t.xmlNamespacePrefix}`:"xmlns"]:t.xmlNamespace};if(["Composite"].includes(t.type.name)){if(e["$"])return e;{let o={...e};
return o["$"]=s,o}}let a={};return a[n.xml.xmlCharKey]=e,a["$"]=s,a}function CH(t,e){return["$",e.xml.xmlCharKey].includes(
t)}function SH(t,e,r,n,i){let s=i.xml.xmlCharKey??"_";om(t,e)&&(e=TI(t,e,r,"serializedName"));let a=BI(t,e,n),o={},l=[];
for(let u of Object.keys(a)){let d=a[u],m=Ey(a[u].serializedName);l.push(m[0]);let{serializedName:p,xmlName:x,xmlElementName:g}=d,
b=n;p!==""&&p!==void 0&&(b=n+"."+p);let C=d.headerCollectionPrefix;if(C){let E={};for(let P of Object.keys(r))P.startsWith(
C)&&(E[P.substring(C.length)]=t.deserialize(d.type.value,r[P],b,i)),l.push(P);o[u]=E}else if(t.isXML)if(d.xmlIsAttribute&&
r["$"])o[u]=t.deserialize(d,r["$"][x],b,i);else if(d.xmlIsMsText)r[s]!==void 0?o[u]=r[s]:typeof r=="string"&&(o[u]=r);else{
let E=g||x||p;if(d.xmlIsWrapped){let M=r[x]?.[g]??[];Object.defineProperty(o,u,{value:t.deserialize(d,M,b,i),enumerable:!0,
configurable:!0,writable:!0}),l.push(x)}else{let P=r[E];o[u]=t.deserialize(d,P,b,i),l.push(E)}}else{let E,P=r,M=0;for(let I of m){
if(!P)break;M++,P=P[I]}P===null&&M<m.length&&(P=void 0),E=P;let W=e.type.polymorphicDiscriminator;W&&u===W.clientName&&E==
null&&(E=e.serializedName);let ee;if(Array.isArray(r[u])&&a[u].serializedName===""){E=r[u];let I=t.deserialize(d,E,b,i);
for(let[F,B]of Object.entries(o))Object.prototype.hasOwnProperty.call(I,F)||(I[F]=B);o=I}else(E!==void 0||d.defaultValue!==
void 0)&&(ee=t.deserialize(d,E,b,i),o[u]=ee)}}let c=e.type.additionalProperties;if(c){let u=d=>{for(let m of Object.keys(
a))if(Ey(a[m].serializedName)[0]===d)return!1;return!0};for(let d of Object.keys(r))if(u(d)){let m=t.deserialize(c,r[d],
n+'["'+d+'"]',i);Object.defineProperty(o,d,{value:m,enumerable:!0,configurable:!0,writable:!0})}}else if(r&&!i.ignoreUnknownProperties)
for(let u of Object.keys(r))o[u]===void 0&&!l.includes(u)&&!CH(u,i)&&Object.defineProperty(o,u,{value:r[u],enumerable:!0,
configurable:!0,writable:!0});return o}function NH(t,e,r,n,i){let s=e.type.value;if(!s||typeof s!="object")throw new Error(
`"value" metadata for a Dictionary must be defined in the mapper and it must of type "object" in ${n}`);if(r){let a={};for(let o of Object.
keys(r))a[o]=t.deserialize(s,r[o],n,i);return a}return r}function wH(t,e,r,n,i){let s=e.type.element;if(!s||typeof s!="o\
bject")throw new Error(`"element" metadata for an Array must be defined in the mapper and it must be of type "object" in\
 ${n}`);if(r){Array.isArray(r)||(r=[r]),s.type.name==="Composite"&&s.type.className&&(s=t.modelMappers[s.type.className]??
s);let a=[];for(let o=0;o<r.length;o++)a[o]=t.deserialize(s,r[o],`${n}[${o}]`,i);return a}return r}function EH(t,e,r){let n=[
r];for(;n.length;){let i=n.shift(),s=e===i?e:i+"."+e;if(Object.prototype.hasOwnProperty.call(t,s))return t[s];for(let[a,
o]of Object.entries(t))a.startsWith(i+".")&&o.type.uberParent===i&&o.type.className&&n.push(o.type.className)}}function TI(t,e,r,n){
let i=om(t,e);if(i){let s=i[n];if(s){n==="serializedName"&&(s=s.replace(/\\/gi,""));let a=r[s],o=e.type.uberParent??e.type.
className;if(typeof a=="string"&&o){let l=EH(t.modelMappers.discriminators,a,o);l&&(e=l)}}}return e}function om(t,e){return e.
type.polymorphicDiscriminator||_I(t,e.type.uberParent)||_I(t,e.type.className)}function _I(t,e){return e&&t.modelMappers[e]&&
t.modelMappers[e].type.polymorphicDiscriminator}var An={Base64Url:"Base64Url",Boolean:"Boolean",ByteArray:"ByteArray",Composite:"\
Composite",Date:"Date",DateTime:"DateTime",DateTimeRfc1123:"DateTimeRfc1123",Dictionary:"Dictionary",Enum:"Enum",Number:"\
Number",Object:"Object",Sequence:"Sequence",String:"String",Stream:"Stream",TimeSpan:"TimeSpan",UnixTime:"UnixTime"};var DI=tr(MI(),1),Iy=DI.state;function Qi(t,e,r){let n=e.parameterPath,i=e.mapper,s;if(typeof n=="string"&&(n=[n]),Array.isArray(n)){if(n.length>0)if(i.
isConstant)s=i.defaultValue;else{let a=OI(t,n);!a.propertyFound&&r&&(a=OI(r,n));let o=!1;a.propertyFound||(o=i.required||
n[0]==="options"&&n.length===2),s=o?i.defaultValue:a.propertyValue}}else{i.required&&(s={});for(let[a,o]of Object.entries(
n)){let l=i.type.modelProperties[a],c=Qi(t,{parameterPath:o,mapper:l},r);c!==void 0&&(s||(s={}),Object.defineProperty(s,
a,{value:c,enumerable:!0,configurable:!0,writable:!0}))}}return s}function OI(t,e){let r={propertyFound:!1},n=0;for(;n<e.
length;++n){let i=e[n];if(t&&i in t)t=t[i];else break}return n===e.length&&(r.propertyValue=t,r.propertyFound=!0),r}var LI=Symbol.
for("@azure/core-client original request");function IH(t){return LI in t}function di(t){if(IH(t))return di(t[LI]);let e=Iy.
operationRequestMap.get(t);return e||(e={},Iy.operationRequestMap.set(t,e)),e}var PH=["application/json","text/json"],_H=["application/xml","application/atom+xml"],kI="deserializationPolicy";function Py(t={}){
let e=t.expectedContentTypes?.json??PH,r=t.expectedContentTypes?.xml??_H,n=t.parseXML,i=t.serializerOptions,s={xml:{rootName:i?.
xml.rootName??"",includeRoot:i?.xml.includeRoot??!1,xmlCharKey:i?.xml.xmlCharKey??"_"}};return{name:kI,async sendRequest(a,o){
let l=await o(a);return RH(e,r,l,s,n)}}}function vH(t){let e,r=t.request,n=di(r),i=n?.operationSpec;return i&&(n?.operationResponseGetter?
e=n?.operationResponseGetter(i,t):e=i.responses[t.status]),e}function BH(t){let e=t.request,n=di(e)?.shouldDeserialize,i;
return n===void 0?i=!0:typeof n=="boolean"?i=n:i=n(t),i}async function RH(t,e,r,n,i){let s=await DH(t,e,r,n,i);if(!BH(s))
return s;let o=di(s.request)?.operationSpec;if(!o||!o.responses)return s;let l=vH(s),{error:c,shouldReturnResponse:u}=MH(
s,o,l,n);if(c)throw c;if(u)return s;if(l){if(l.bodyMapper){let d=s.parsedBody;o.isXML&&l.bodyMapper.type.name===An.Sequence&&
(d=typeof d=="object"?d[l.bodyMapper.xmlElementName]:[]);try{s.parsedBody=o.serializer.deserialize(l.bodyMapper,d,"opera\
tionRes.parsedBody",n)}catch(m){throw new ci(`Error ${m} occurred in deserializing the responseBody - ${s.bodyAsText}`,{
statusCode:s.status,request:s.request,response:s})}}else o.httpMethod==="HEAD"&&(s.parsedBody=r.status>=200&&r.status<300);
l.headersMapper&&(s.parsedHeaders=o.serializer.deserialize(l.headersMapper,s.headers.toJSON(),"operationRes.parsedHeader\
s",{xml:{},ignoreUnknownProperties:!0}))}return s}function TH(t){let e=Object.keys(t.responses);return e.length===0||e.length===
1&&e[0]==="default"}function MH(t,e,r,n){let i=200<=t.status&&t.status<300;if(TH(e)?i:!!r)if(r){if(!r.isError)return{error:null,
shouldReturnResponse:!1}}else return{error:null,shouldReturnResponse:!1};let a=r??e.responses.default,o=t.request.streamResponseStatusCodes?.
has(t.status)?`Unexpected status code: ${t.status}`:t.bodyAsText,l=new ci(o,{statusCode:t.status,request:t.request,response:t});
if(!a&&!(t.parsedBody?.error?.code&&t.parsedBody?.error?.message))throw l;let c=a?.bodyMapper,u=a?.headersMapper;try{if(t.
parsedBody){let d=t.parsedBody,m;if(c){let x=d;if(e.isXML&&c.type.name===An.Sequence){x=[];let g=c.xmlElementName;typeof d==
"object"&&g&&(x=d[g])}m=e.serializer.deserialize(c,x,"error.response.parsedBody",n)}let p=d.error||m||d;l.code=p.code,p.
message&&(l.message=p.message),c&&(l.response.parsedBody=m)}t.headers&&u&&(l.response.parsedHeaders=e.serializer.deserialize(
u,t.headers.toJSON(),"operationRes.parsedHeaders"))}catch(d){l.message=`Error "${d.message}" occurred in deserializing t\
he responseBody - "${t.bodyAsText}" for the default response.`}return{error:l,shouldReturnResponse:!1}}async function DH(t,e,r,n,i){
if(!r.request.streamResponseStatusCodes?.has(r.status)&&r.bodyAsText){let s=r.bodyAsText,a=r.headers.get("Content-Type")||
"",o=a?a.split(";").map(l=>l.toLowerCase()):[];try{if(o.length===0||o.some(l=>t.indexOf(l)!==-1))return r.parsedBody=JSON.
parse(s),r;if(o.some(l=>e.indexOf(l)!==-1)){if(!i)throw new Error("Parsing XML not supported.");let l=await i(s,n.xml);return r.
parsedBody=l,r}}catch(l){let c=`Error "${l}" occurred while parsing the response body - ${r.bodyAsText}.`,u=l.code||ci.PARSE_ERROR;
throw new ci(c,{code:u,statusCode:r.status,request:r.request,response:r})}}return r}function zI(t){let e=new Set;for(let[r,n]of Object.entries(t.responses))n.bodyMapper&&n.bodyMapper.type.name===An.Stream&&
e.add(Number(r));return e}function bn(t){let{parameterPath:e,mapper:r}=t,n;return typeof e=="string"?n=e:Array.isArray(e)?
n=e.join("."):n=r.serializedName,n}var FI="serializationPolicy";function cm(t={}){let e=t.stringifyXML;return{name:FI,sendRequest(r,n){let i=di(r),s=i?.operationSpec,
a=i?.operationArguments;return s&&a&&(OH(r,a,s),LH(r,a,s,e)),n(r)}}}function OH(t,e,r){if(r.headerParameters)for(let i of r.
headerParameters){let s=Qi(e,i);if(s!=null||i.mapper.required){s=r.serializer.serialize(i.mapper,s,bn(i));let a=i.mapper.
headerCollectionPrefix;if(a)for(let o of Object.keys(s))t.headers.set(a+o,s[o]);else t.headers.set(i.mapper.serializedName||
bn(i),s)}}let n=e.options?.requestOptions?.customHeaders;if(n)for(let i of Object.keys(n))t.headers.set(i,n[i])}function LH(t,e,r,n=function(){
throw new Error("XML serialization unsupported!")}){let i=e.options?.serializerOptions,s={xml:{rootName:i?.xml.rootName??
"",includeRoot:i?.xml.includeRoot??!1,xmlCharKey:i?.xml.xmlCharKey??"_"}},a=s.xml.xmlCharKey;if(r.requestBody&&r.requestBody.
mapper){t.body=Qi(e,r.requestBody);let o=r.requestBody.mapper,{required:l,serializedName:c,xmlName:u,xmlElementName:d,xmlNamespace:m,
xmlNamespacePrefix:p,nullable:x}=o,g=o.type.name;try{if(t.body!==void 0&&t.body!==null||x&&t.body===null||l){let b=bn(r.
requestBody);t.body=r.serializer.serialize(o,t.body,b,s);let C=g===An.Stream;if(r.isXML){let E=p?`xmlns:${p}`:"xmlns",P=kH(
m,E,g,t.body,s);g===An.Sequence?t.body=n(zH(P,d||u||c,E,m),{rootName:u||c,xmlCharKey:a}):C||(t.body=n(P,{rootName:u||c,xmlCharKey:a}))}else{
if(g===An.String&&(r.contentType?.match("text/plain")||r.mediaType==="text"))return;C||(t.body=JSON.stringify(t.body))}}}catch(b){
throw new Error(`Error "${b.message}" occurred in serializing the payload - ${JSON.stringify(c,void 0,"  ")}.`)}}else if(r.
formDataParameters&&r.formDataParameters.length>0){t.formData={};for(let o of r.formDataParameters){let l=Qi(e,o);if(l!=
null){let c=o.mapper.serializedName||bn(o);t.formData[c]=r.serializer.serialize(o.mapper,l,bn(o),s)}}}}function kH(t,e,r,n,i){
if(t&&!["Composite","Sequence","Dictionary"].includes(r)){let s={};return s[i.xml.xmlCharKey]=n,s["$"]={[e]:t},s}return n}
function zH(t,e,r,n){if(Array.isArray(t)||(t=[t]),!r||!n)return{[e]:t};let i={[e]:t};return i["$"]={[r]:n},i}function Yl(t={}){let e=xy(t??{});return t.credentialOptions&&e.addPolicy(ro({credential:t.credentialOptions.credential,
scopes:t.credentialOptions.credentialScopes})),e.addPolicy(cm(t.serializationOptions),{phase:"Serialize"}),e.addPolicy(Py(
t.deserializationOptions),{phase:"Deserialize"}),e}var _y;function qI(){return _y||(_y=jl()),_y}var FH={CSV:",",SSV:" ",Multi:"Multi",TSV:"	",Pipes:"|"};function HI(t,e,r,n){let i=qH(e,r,n),s=!1,a=UI(t,i);if(e.path){
let c=UI(e.path,i);e.path==="/{nextLink}"&&c.startsWith("/")&&(c=c.substring(1)),UH(c)?(a=c,s=!0):a=HH(a,c)}let{queryParams:o,
sequenceParams:l}=QH(e,r,n);return a=jH(a,o,l,s),a}function UI(t,e){let r=t;for(let[n,i]of e)r=r.split(n).join(i);return r}
function qH(t,e,r){let n=new Map;if(t.urlParameters?.length)for(let i of t.urlParameters){let s=Qi(e,i,r),a=bn(i);s=t.serializer.
serialize(i.mapper,s,a),i.skipEncoding||(s=encodeURIComponent(s)),n.set(`{${i.mapper.serializedName||a}}`,s)}return n}function UH(t){
return t.includes("://")}function HH(t,e){if(!e)return t;let r=new URL(t),n=r.pathname;n.endsWith("/")||(n=`${n}/`),e.startsWith(
"/")&&(e=e.substring(1));let i=e.indexOf("?");if(i!==-1){let s=e.substring(0,i),a=e.substring(i+1);n=n+s,a&&(r.search=r.
search?`${r.search}&${a}`:a)}else n=n+e;return Object.assign(r,{pathname:n}),r.toString()}function QH(t,e,r){let n=new Map,
i=new Set;if(t.queryParameters?.length)for(let s of t.queryParameters){s.mapper.type.name==="Sequence"&&s.mapper.serializedName&&
i.add(s.mapper.serializedName);let a=Qi(e,s,r);if(a!=null||s.mapper.required){a=t.serializer.serialize(s.mapper,a,bn(s));
let o=s.collectionFormat?FH[s.collectionFormat]:"";if(Array.isArray(a)&&(a=a.map(l=>l??"")),s.collectionFormat==="Multi"&&
a.length===0)continue;Array.isArray(a)&&(s.collectionFormat==="SSV"||s.collectionFormat==="TSV")&&(a=a.join(o)),s.skipEncoding||
(Array.isArray(a)?a=a.map(l=>encodeURIComponent(l)):a=encodeURIComponent(a)),Array.isArray(a)&&(s.collectionFormat==="CS\
V"||s.collectionFormat==="Pipes")&&(a=a.join(o)),n.set(s.mapper.serializedName||bn(s),a)}}return{queryParams:n,sequenceParams:i}}
function GH(t){let e=new Map;if(!t||t[0]!=="?")return e;t=t.slice(1);let r=t.split("&");for(let n of r){let[i,s]=n.split(
"=",2),a=e.get(i);a?Array.isArray(a)?a.push(s):e.set(i,[a,s]):e.set(i,s)}return e}function jH(t,e,r,n=!1){if(e.size===0)
return t;let i=new URL(t),s=GH(i.search);for(let[o,l]of e){let c=s.get(o);if(Array.isArray(c))if(Array.isArray(l)){c.push(
...l);let u=new Set(c);s.set(o,Array.from(u))}else c.push(l);else c?(Array.isArray(l)?l.unshift(c):r.has(o)&&s.set(o,[c,
l]),n||s.set(o,l)):s.set(o,l)}let a=[];for(let[o,l]of s)if(typeof l=="string")a.push(`${o}=${l}`);else if(Array.isArray(
l))for(let c of l)a.push(`${o}=${c}`);else a.push(`${o}=${l}`);return i.search=a.length?`?${a.join("&")}`:"",i.toString()}var vy=Mr("core-client");var Kl=class{_endpoint;_requestContentType;_allowInsecureConnection;_httpClient;pipeline;constructor(e={}){if(this._requestContentType=
e.requestContentType,this._endpoint=e.endpoint??e.baseUri,e.baseUri&&vy.warning("The baseUri option for SDK Clients has \
been deprecated, please use endpoint instead."),this._allowInsecureConnection=e.allowInsecureConnection,this._httpClient=
e.httpClient||qI(),this.pipeline=e.pipeline||WH(e),e.additionalPolicies?.length)for(let{policy:r,position:n}of e.additionalPolicies){
let i=n==="perRetry"?"Sign":void 0;this.pipeline.addPolicy(r,{afterPhase:i})}}sendRequest(e){return this.pipeline.sendRequest(
this._httpClient,e)}async sendOperationRequest(e,r){let n=r.baseUrl||this._endpoint;if(!n)throw new Error("If operationS\
pec.baseUrl is not specified, then the ServiceClient must have a endpoint string property that contains the base URL to \
use.");let i=HI(n,r,e,this),s=Wl({url:i});s.method=r.httpMethod;let a=di(s);a.operationSpec=r,a.operationArguments=e;let o=r.
contentType||this._requestContentType;o&&r.requestBody&&s.headers.set("Content-Type",o);let l=e.options;if(l){let c=l.requestOptions;
c&&(c.timeout&&(s.timeout=c.timeout),c.onUploadProgress&&(s.onUploadProgress=c.onUploadProgress),c.onDownloadProgress&&(s.
onDownloadProgress=c.onDownloadProgress),c.shouldDeserialize!==void 0&&(a.shouldDeserialize=c.shouldDeserialize),c.allowInsecureConnection&&
(s.allowInsecureConnection=!0)),l.abortSignal&&(s.abortSignal=l.abortSignal),l.tracingOptions&&(s.tracingOptions=l.tracingOptions)}
this._allowInsecureConnection&&(s.allowInsecureConnection=!0),s.streamResponseStatusCodes===void 0&&(s.streamResponseStatusCodes=
zI(r));try{let c=await this.sendRequest(s),u=Ny(c,r.responses[c.status]);return l?.onResponse&&l.onResponse(c,u),u}catch(c){
if(typeof c=="object"&&c?.response){let u=c.response,d=Ny(u,r.responses[c.statusCode]||r.responses.default);c.details=d,
l?.onResponse&&l.onResponse(u,d,c)}throw c}}};function WH(t){let e=YH(t),r=t.credential&&e?{credentialScopes:e,credential:t.
credential}:void 0;return Yl({...t,credentialOptions:r})}function YH(t){if(t.credentialScopes)return t.credentialScopes;
if(t.endpoint)return`${t.endpoint}/.default`;if(t.baseUri)return`${t.baseUri}/.default`;if(t.credential)throw new Error(
"When using credentials, the ServiceClientOptions must contain either a endpoint or a credentialScopes. Unable to create\
 a bearerTokenAuthenticationPolicy")}var QI={DefaultScope:"/.default",HeaderConstants:{AUTHORIZATION:"authorization"}};function KH(t){return/^[0-9a-fA-F]{8}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{12}$/.
test(t)}var um=async t=>{let e=ZH(t.request),r=JH(t.response);if(r){let n=VH(r),i=XH(t,n),s=$H(n);if(!s)return!1;let a=await t.
getAccessToken(i,{...e,tenantId:s});return a?(t.request.headers.set(QI.HeaderConstants.AUTHORIZATION,`${a.tokenType??"Be\
arer"} ${a.token}`),!0):!1}return!1};function $H(t){let n=new URL(t.authorization_uri).pathname.split("/")[1];if(n&&KH(n))
return n}function XH(t,e){if(!e.resource_id)return t.scopes;let r=new URL(e.resource_id),n=new URL(QI.DefaultScope,r.origin).
toString();return n==="https://disk.azure.com/.default"&&(n="https://disk.azure.com//.default"),[n]}function JH(t){let e=t.
headers.get("WWW-Authenticate");if(t.status===401&&e)return e}function VH(t){return`${t.slice(7).trim()} `.split(" ").filter(
i=>i).map(i=>(([s,a])=>({[s]:a}))(i.trim().split("="))).reduce((i,s)=>({...i,...s}),{})}function ZH(t){return{abortSignal:t.
abortSignal,requestOptions:{timeout:t.timeout},tracingOptions:t.tracingOptions}}var GI=Symbol("Original PipelineRequest"),e2=Symbol.for("@azure/core-client original request");function Xl(t,e={}){let n=t[GI],
i=ui(t.headers.toJson({preserveCase:!0}));if(n)return n.headers=i,n;{let s=Wl({url:t.url,method:t.method,headers:i,withCredentials:t.
withCredentials,timeout:t.timeout,requestId:t.requestId,abortSignal:t.abortSignal,body:t.body,formData:t.formData,disableKeepAlive:!!t.
keepAlive,onDownloadProgress:t.onDownloadProgress,onUploadProgress:t.onUploadProgress,proxySettings:t.proxySettings,streamResponseStatusCodes:t.
streamResponseStatusCodes,agent:t.agent,requestOverrides:t.requestOverrides});return e.originalRequest&&(s[e2]=e.originalRequest),
s}}function ks(t,e){let r=e?.originalRequest??t,n={url:t.url,method:t.method,headers:Jl(t.headers),withCredentials:t.withCredentials,
timeout:t.timeout,requestId:t.headers.get("x-ms-client-request-id")||t.requestId,abortSignal:t.abortSignal,body:t.body,formData:t.
formData,keepAlive:!!t.disableKeepAlive,onDownloadProgress:t.onDownloadProgress,onUploadProgress:t.onUploadProgress,proxySettings:t.
proxySettings,streamResponseStatusCodes:t.streamResponseStatusCodes,agent:t.agent,requestOverrides:t.requestOverrides,clone(){
throw new Error("Cannot clone a non-proxied WebResourceLike")},prepare(){throw new Error("WebResourceLike.prepare() is n\
ot supported by @azure/core-http-compat")},validateRequestProperties(){}};return e?.createProxy?new Proxy(n,{get(i,s,a){
return s===GI?t:s==="clone"?()=>ks(Xl(n,{originalRequest:r}),{createProxy:!0,originalRequest:r}):Reflect.get(i,s,a)},set(i,s,a,o){
return s==="keepAlive"&&(t.disableKeepAlive=!a),typeof s=="string"&&["url","method","withCredentials","timeout","request\
Id","abortSignal","body","formData","onDownloadProgress","onUploadProgress","proxySettings","streamResponseStatusCodes",
"agent","requestOverrides"].includes(s)&&(t[s]=a),Reflect.set(i,s,a,o)}}):n}function Jl(t){return new By(t.toJSON({preserveCase:!0}))}
function $l(t){return t.toLowerCase()}var By=class t{_headersMap;constructor(e){if(this._headersMap={},e)for(let r in e)
this.set(r,e[r])}set(e,r){this._headersMap[$l(e)]={name:e,value:r.toString()}}get(e){let r=this._headersMap[$l(e)];return r?
r.value:void 0}contains(e){return!!this._headersMap[$l(e)]}remove(e){let r=this.contains(e);return delete this._headersMap[$l(
e)],r}rawHeaders(){return this.toJson({preserveCase:!0})}headersArray(){let e=[];for(let r in this._headersMap)e.push(this.
_headersMap[r]);return e}headerNames(){let e=[],r=this.headersArray();for(let n=0;n<r.length;++n)e.push(r[n].name);return e}headerValues(){
let e=[],r=this.headersArray();for(let n=0;n<r.length;++n)e.push(r[n].value);return e}toJson(e={}){let r={};if(e.preserveCase)
for(let n in this._headersMap){let i=this._headersMap[n];r[i.name]=i.value}else for(let n in this._headersMap){let i=this.
_headersMap[n];r[$l(i.name)]=i.value}return r}toString(){return JSON.stringify(this.toJson({preserveCase:!0}))}clone(){let e={};
for(let r in this._headersMap){let n=this._headersMap[r];e[n.name]=n.value}return new t(e)}};var jI=Symbol("Original FullOperationResponse");function Vl(t,e){let r=ks(t.request),n=Jl(t.headers);return e?.createProxy?
new Proxy(t,{get(i,s,a){return s==="headers"?n:s==="request"?r:s===jI?t:Reflect.get(i,s,a)},set(i,s,a,o){return s==="hea\
ders"?n=a:s==="request"&&(r=a),Reflect.set(i,s,a,o)}}):{...t,request:r,headers:n}}function dm(t){let r=t[jI],n=ui(t.headers.
toJson({preserveCase:!0}));return r?(r.headers=n,r):{...t,headers:n,request:Xl(t.request)}}var Zl=class extends Kl{constructor(e){super(e),e.keepAliveOptions?.enable===!1&&!EI(this.pipeline)&&this.pipeline.addPolicy(
wI()),e.redirectOptions?.handleRedirects===!1&&this.pipeline.removePolicy({name:Vg})}async sendOperationRequest(e,r){let n=e?.
options?.onResponse,i;function s(o,l,c){i=o,n&&n(o,l,c)}e.options={...e.options,onResponse:s};let a=await super.sendOperationRequest(
e,r);return i&&Object.defineProperty(a,"_response",{value:Vl(i)}),a}};var Ry;(function(t){t[t.ERROR=1]="ERROR",t[t.INFO=3]="INFO",t[t.OFF=0]="OFF",t[t.WARNING=2]="WARNING"})(Ry||(Ry={}));var t2={
log(t,e){},shouldLog(t){return!1}},WI="RequestPolicyFactoryPolicy";function Ty(t){let e=t.slice().reverse();return{name:WI,
async sendRequest(r,n){let i={async sendRequest(o){let l=await n(Xl(o));return Vl(l,{createProxy:!0})}};for(let o of e)i=
o.create(i,t2);let s=ks(r,{createProxy:!0}),a=await i.sendRequest(s);return dm(a)}}}function My(t){return{sendRequest:async e=>{let r=await t.sendRequest(ks(e,{createProxy:!0}));return dm(r)}}}var YI=":A-Za-z_\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\
\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD",n2=YI+"\\-.\\d\\u00B7\\u0300-\\u036F\\u203F-\\u2040",i2="["+YI+"]["+n2+"]\
*",s2=new RegExp("^"+i2+"$");function KI(t,e){let r=[],n=e.exec(t);for(;n;){let i=[];i.startIndex=e.lastIndex-n[0].length;
let s=n.length;for(let a=0;a<s;a++)i.push(n[a]);r.push(i),n=e.exec(t)}return r}var Dy=function(t){let e=s2.exec(t);return!(e===
null||typeof e>"u")};function $I(t){return typeof t<"u"}var ec=["hasOwnProperty","toString","valueOf","__defineGetter__","__defineSetter__","__lookupGetter__","__lookupSetter__"],
mm=["__proto__","constructor","prototype"];var a2={allowBooleanAttributes:!1,unpairedTags:[]};function pm(t,e){e=Object.assign({},a2,e);let r=[],n=!1,i=!1;t[0]==="\
\uFEFF"&&(t=t.substr(1));for(let s=0;s<t.length;s++)if(t[s]==="<"&&t[s+1]==="?"){if(s+=2,s=XI(t,s),s.err)return s}else if(t[s]===
"<"){let a=s;if(s++,t[s]==="!"){s=JI(t,s);continue}else{let o=!1;t[s]==="/"&&(o=!0,s++);let l="";for(;s<t.length&&t[s]!==
">"&&t[s]!==" "&&t[s]!=="	"&&t[s]!==`
`&&t[s]!=="\r";s++)l+=t[s];if(l=l.trim(),l[l.length-1]==="/"&&(l=l.substring(0,l.length-1),s--),!f2(l)){let d;return l.trim().
length===0?d="Invalid space after '<'.":d="Tag '"+l+"' is an invalid name.",it("InvalidTag",d,jt(t,s))}let c=c2(t,s);if(c===
!1)return it("InvalidAttr","Attributes for '"+l+"' have open quote.",jt(t,s));let u=c.value;if(s=c.index,u[u.length-1]===
"/"){let d=s-u.length;u=u.substring(0,u.length-1);let m=VI(u,e);if(m===!0)n=!0;else return it(m.err.code,m.err.msg,jt(t,
d+m.err.line))}else if(o)if(c.tagClosed){if(u.trim().length>0)return it("InvalidTag","Closing tag '"+l+"' can't have att\
ributes or invalid starting.",jt(t,a));if(r.length===0)return it("InvalidTag","Closing tag '"+l+"' has not been opened.",
jt(t,a));{let d=r.pop();if(l!==d.tagName){let m=jt(t,d.tagStartPos);return it("InvalidTag","Expected closing tag '"+d.tagName+
"' (opened in line "+m.line+", col "+m.col+") instead of closing tag '"+l+"'.",jt(t,a))}r.length==0&&(i=!0)}}else return it(
"InvalidTag","Closing tag '"+l+"' doesn't have proper closing.",jt(t,s));else{let d=VI(u,e);if(d!==!0)return it(d.err.code,
d.err.msg,jt(t,s-u.length+d.err.line));if(i===!0)return it("InvalidXml","Multiple possible root nodes found.",jt(t,s));e.
unpairedTags.indexOf(l)!==-1||r.push({tagName:l,tagStartPos:a}),n=!0}for(s++;s<t.length;s++)if(t[s]==="<")if(t[s+1]==="!"){
s++,s=JI(t,s);continue}else if(t[s+1]==="?"){if(s=XI(t,++s),s.err)return s}else break;else if(t[s]==="&"){let d=m2(t,s);
if(d==-1)return it("InvalidChar","char '&' is not expected.",jt(t,s));s=d}else if(i===!0&&!io(t[s]))return it("InvalidXm\
l","Extra text at the end",jt(t,s));t[s]==="<"&&s--}}else{if(io(t[s]))continue;return it("InvalidChar","char '"+t[s]+"' \
is not expected.",jt(t,s))}if(n){if(r.length==1)return it("InvalidTag","Unclosed tag '"+r[0].tagName+"'.",jt(t,r[0].tagStartPos));
if(r.length>0)return it("InvalidXml","Invalid '"+JSON.stringify(r.map(s=>s.tagName),null,4).replace(/\r?\n/g,"")+"' foun\
d.",{line:1,col:1})}else return it("InvalidXml","Start tag expected.",1);return!0}function io(t){return t===" "||t==="	"||
t===`
`||t==="\r"}function XI(t,e){let r=e;for(;e<t.length;e++)if(t[e]=="?"||t[e]==" "){let n=t.substr(r,e-r);if(e>5&&n==="xml")
return it("InvalidXml","XML declaration allowed only at the start of the document.",jt(t,e));if(t[e]=="?"&&t[e+1]==">"){
e++;break}else continue}return e}function JI(t,e){if(t.length>e+5&&t[e+1]==="-"&&t[e+2]==="-"){for(e+=3;e<t.length;e++)if(t[e]===
"-"&&t[e+1]==="-"&&t[e+2]===">"){e+=2;break}}else if(t.length>e+8&&t[e+1]==="D"&&t[e+2]==="O"&&t[e+3]==="C"&&t[e+4]==="T"&&
t[e+5]==="Y"&&t[e+6]==="P"&&t[e+7]==="E"){let r=1;for(e+=8;e<t.length;e++)if(t[e]==="<")r++;else if(t[e]===">"&&(r--,r===
0))break}else if(t.length>e+9&&t[e+1]==="["&&t[e+2]==="C"&&t[e+3]==="D"&&t[e+4]==="A"&&t[e+5]==="T"&&t[e+6]==="A"&&t[e+7]===
"["){for(e+=8;e<t.length;e++)if(t[e]==="]"&&t[e+1]==="]"&&t[e+2]===">"){e+=2;break}}return e}var o2='"',l2="'";function c2(t,e){
let r="",n="",i=!1;for(;e<t.length;e++){if(t[e]===o2||t[e]===l2)n===""?n=t[e]:n!==t[e]||(n="");else if(t[e]===">"&&n===""){
i=!0;break}r+=t[e]}return n!==""?!1:{value:r,index:e,tagClosed:i}}function u2(t){let e=[],r=t.length,n=0;for(;n<r;){let i=n;
for(;n<r&&io(t[n]);)n++;if(n>=r)break;if(t[n]==="="){n++;continue}let s=t.slice(i,n),a=n;for(;n<r&&!io(t[n])&&t[n]!=="=";)
n++;let o=t.slice(a,n),l,c=n;for(;c<r&&io(t[c]);)c++;c<r&&t[c]==="="&&(l=t.slice(n,c+1),n=c+1);let u,d,m=n;for(;m<r&&io(
t[m]);)m++;if(m<r&&(t[m]==='"'||t[m]==="'")){let x=m+1,g=t.indexOf(t[m],x);g!==-1&&(u=t[m],d=t.slice(x,g),n=g+1)}let p={
startIndex:i};p[1]=s,p[2]=o,p[3]=l,p[4]=u!==void 0?!0:void 0,p[5]=u,p[6]=d,e.push(p)}return e}function VI(t,e){let r=u2(
t),n={};for(let i=0;i<r.length;i++){if(r[i][1].length===0)return it("InvalidAttr","Attribute '"+r[i][2]+"' has no space \
in starting.",tc(r[i]));if(r[i][3]!==void 0&&r[i][4]===void 0)return it("InvalidAttr","Attribute '"+r[i][2]+"' is withou\
t value.",tc(r[i]));if(r[i][3]===void 0&&!e.allowBooleanAttributes)return it("InvalidAttr","boolean attribute '"+r[i][2]+
"' is not allowed.",tc(r[i]));let s=r[i][2];if(!p2(s))return it("InvalidAttr","Attribute '"+s+"' is an invalid name.",tc(
r[i]));if(!Object.prototype.hasOwnProperty.call(n,s))n[s]=1;else return it("InvalidAttr","Attribute '"+s+"' is repeated.",
tc(r[i]))}return!0}function d2(t,e){let r=/\d/;for(t[e]==="x"&&(e++,r=/[\da-fA-F]/);e<t.length;e++){if(t[e]===";")return e;
if(!t[e].match(r))break}return-1}function m2(t,e){if(e++,t[e]===";")return-1;if(t[e]==="#")return e++,d2(t,e);let r=0;for(;e<
t.length;e++,r++)if(!(t[e].match(/\w/)&&r<20)){if(t[e]===";")break;return-1}return e}function it(t,e,r){return{err:{code:t,
msg:e,line:r.line||r,col:r.col}}}function p2(t){return Dy(t)}function f2(t){return Dy(t)}function jt(t,e){let r=t.substring(
0,e).split(/\r?\n/);return{line:r.length,col:r[r.length-1].length+1}}function tc(t){return t.startIndex+t[1].length}var Oy={cent:"\xA2",pound:"\xA3",curren:"\xA4",yen:"\xA5",euro:"\u20AC",dollar:"$",fnof:"\u0192",inr:"\u20B9",af:"\u060B",
birr:"\u1265\u122D",peso:"\u20B1",rub:"\u20BD",won:"\u20A9",yuan:"\xA5",cedil:"\xB8"};var rc={amp:"&",apos:"'",gt:">",lt:"<",quot:'"'},Ly={nbsp:"\xA0",copy:"\xA9",reg:"\xAE",trade:"\u2122",mdash:"\u2014",ndash:"\
\u2013",hellip:"\u2026",laquo:"\xAB",raquo:"\xBB",lsquo:"\u2018",rsquo:"\u2019",ldquo:"\u201C",rdquo:"\u201D",bull:"\u2022",
para:"\xB6",sect:"\xA7",deg:"\xB0",frac12:"\xBD",frac14:"\xBC",frac34:"\xBE"};var so=Object.freeze({ALLOW:"allow",BLOCK:"block",THROW:"throw"}),h2=new Set("!?\\\\/[]$%{}^&*()<>|+");function ZI(t){if(t[0]===
"#")throw new Error(`[EntityReplacer] Invalid character '#' in entity name: "${t}"`);for(let e of t)if(h2.has(e))throw new Error(
`[EntityReplacer] Invalid character '${e}' in entity name: "${t}"`);return t}function nc(...t){let e=Object.create(null);
for(let r of t)if(r)for(let n of Object.keys(r)){let i=r[n];if(typeof i=="string")e[n]=i;else if(i&&typeof i=="object"&&
i.val!==void 0){let s=i.val;typeof s=="string"&&(e[n]=s)}}return e}var zs="external",fm="base",ky="all";function g2(t){return!t||
t===zs?new Set([zs]):t===ky?new Set([ky]):t===fm?new Set([fm]):Array.isArray(t)?new Set(t):new Set([zs])}var sr=Object.freeze(
{allow:0,leave:1,remove:2,throw:3}),y2=new Set([9,10,13]);function x2(t){if(!t)return{xmlVersion:1,onLevel:sr.allow,nullLevel:sr.
remove};let e=t.xmlVersion===1.1?1.1:1,r=sr[t.onNCR]??sr.allow,n=sr[t.nullNCR]??sr.remove,i=Math.max(n,sr.remove);return{
xmlVersion:e,onLevel:r,nullLevel:i}}var ao=class{constructor(e={}){this._limit=e.limit||{},this._maxTotalExpansions=this.
_limit.maxTotalExpansions||0,this._maxExpandedLength=this._limit.maxExpandedLength||0,this._postCheck=typeof e.postCheck==
"function"?e.postCheck:n=>n,this._limitTiers=g2(this._limit.applyLimitsTo??zs),this._numericAllowed=e.numericAllowed??!0,
this._baseMap=nc(rc,e.namedEntities||null),this._externalMap=Object.create(null),this._inputMap=Object.create(null),this.
_totalExpansions=0,this._expandedLength=0,this._removeSet=new Set(e.remove&&Array.isArray(e.remove)?e.remove:[]),this._leaveSet=
new Set(e.leave&&Array.isArray(e.leave)?e.leave:[]);let r=x2(e.ncr);this._ncrXmlVersion=r.xmlVersion,this._ncrOnLevel=r.
onLevel,this._ncrNullLevel=r.nullLevel,this._onExternalEntity=typeof e.onExternalEntity=="function"?e.onExternalEntity:null,
this._onInputEntity=typeof e.onInputEntity=="function"?e.onInputEntity:null}_applyRegistrationHook(e,r,n,i){if(!e)return!0;
let s=e(r,n);if(s===so.BLOCK)return!1;if(s===so.THROW)throw new Error(`[EntityDecoder] Registration of ${i} entity "&${r}\
;" was rejected by hook`);return!0}setExternalEntities(e){if(e)for(let i of Object.keys(e))ZI(i);if(!this._onExternalEntity){
this._externalMap=nc(e);return}let r=nc(e),n=Object.create(null);for(let[i,s]of Object.entries(r))this._applyRegistrationHook(
this._onExternalEntity,i,s,"external")&&(n[i]=s);this._externalMap=n}addExternalEntity(e,r){ZI(e),typeof r=="string"&&r.
indexOf("&")===-1&&this._applyRegistrationHook(this._onExternalEntity,e,r,"external")&&(this._externalMap[e]=r)}addInputEntities(e){
if(this._totalExpansions=0,this._expandedLength=0,!this._onInputEntity){this._inputMap=nc(e);return}let r=nc(e),n=Object.
create(null);for(let[i,s]of Object.entries(r))this._applyRegistrationHook(this._onInputEntity,i,s,"input")&&(n[i]=s);this.
_inputMap=n}reset(){return this._inputMap=Object.create(null),this._totalExpansions=0,this._expandedLength=0,this}setXmlVersion(e){
this._ncrXmlVersion=e===1.1?1.1:1}decode(e){if(typeof e!="string"||e.length===0||e.indexOf("&")===-1)return e;let r=e,n=[],
i=e.length,s=0,a=0,o=this._maxTotalExpansions>0,l=this._maxExpandedLength>0,c=o||l;for(;a<i;){if(e.charCodeAt(a)!==38){a++;
continue}let d=a+1;for(;d<i&&e.charCodeAt(d)!==59&&d-a<=32;)d++;if(d>=i||e.charCodeAt(d)!==59){a++;continue}let m=e.slice(
a+1,d);if(m.length===0){a++;continue}let p,x;if(this._removeSet.has(m))p="",x===void 0&&(x=zs);else if(this._leaveSet.has(
m)){a++;continue}else if(m.charCodeAt(0)===35){let g=this._resolveNCR(m);if(g===void 0){a++;continue}p=g,x=fm}else{let g=this.
_resolveName(m);p=g?.value,x=g?.tier}if(p===void 0){a++;continue}if(a>s&&n.push(e.slice(s,a)),n.push(p),s=d+1,a=s,c&&this.
_tierCounts(x)){if(o&&(this._totalExpansions++,this._totalExpansions>this._maxTotalExpansions))throw new Error(`[EntityR\
eplacer] Entity expansion count limit exceeded: ${this._totalExpansions} > ${this._maxTotalExpansions}`);if(l){let g=p.length-
(m.length+2);if(g>0&&(this._expandedLength+=g,this._expandedLength>this._maxExpandedLength))throw new Error(`[EntityRepl\
acer] Expanded content length limit exceeded: ${this._expandedLength} > ${this._maxExpandedLength}`)}}}s<i&&n.push(e.slice(
s));let u=n.length===0?e:n.join("");return this._postCheck(u,r)}_tierCounts(e){return this._limitTiers.has(ky)?!0:this._limitTiers.
has(e)}_resolveName(e){if(e in this._inputMap)return{value:this._inputMap[e],tier:zs};if(e in this._externalMap)return{value:this.
_externalMap[e],tier:zs};if(e in this._baseMap)return{value:this._baseMap[e],tier:fm}}_classifyNCR(e){return e===0?this.
_ncrNullLevel:e>=55296&&e<=57343||this._ncrXmlVersion===1&&e>=1&&e<=31&&!y2.has(e)?sr.remove:-1}_applyNCRAction(e,r,n){switch(e){case sr.
allow:return String.fromCodePoint(n);case sr.remove:return"";case sr.leave:return;case sr.throw:throw new Error(`[Entity\
Decoder] Prohibited numeric character reference &${r}; (U+${n.toString(16).toUpperCase().padStart(4,"0")})`);default:return String.
fromCodePoint(n)}}_resolveNCR(e){let r=e.charCodeAt(1),n;if(r===120||r===88?n=parseInt(e.slice(2),16):n=parseInt(e.slice(
1),10),Number.isNaN(n)||n<0||n>1114111)return;let i=this._classifyNCR(n);if(!this._numericAllowed&&i<sr.remove)return;let s=i===
-1?this._ncrOnLevel:Math.max(this._ncrOnLevel,i);return this._applyNCRAction(s,e,n)}};var eP=t=>ec.includes(t)?"__"+t:t,A2={preserveOrder:!1,attributeNamePrefix:"@_",attributesGroupName:!1,textNodeName:"#te\
xt",ignoreAttributes:!0,removeNSPrefix:!1,allowBooleanAttributes:!1,parseTagValue:!0,parseAttributeValue:!1,trimValues:!0,
cdataPropName:!1,numberParseOptions:{hex:!0,leadingZeros:!0,eNotation:!0,unicode:!1},tagValueProcessor:function(t,e){return e},
attributeValueProcessor:function(t,e){return e},stopNodes:[],alwaysCreateTextNode:!1,isArray:()=>!1,commentPropName:!1,unpairedTags:[],
processEntities:!0,htmlEntities:!1,entityDecoder:null,ignoreDeclaration:!1,ignorePiTags:!1,transformTagName:!1,transformAttributeName:!1,
updateTag:function(t,e,r){return t},captureMetaData:!1,maxNestedTags:100,strictReservedNames:!0,jPath:!0,onDangerousProperty:eP};
function b2(t,e){if(typeof t!="string")return;let r=t.toLowerCase();if(ec.some(n=>r===n.toLowerCase()))throw new Error(`\
[SECURITY] Invalid ${e}: "${t}" is a reserved JavaScript keyword that could cause prototype pollution`);if(mm.some(n=>r===
n.toLowerCase()))throw new Error(`[SECURITY] Invalid ${e}: "${t}" is a reserved JavaScript keyword that could cause prot\
otype pollution`)}function tP(t,e){return typeof t=="boolean"?{enabled:t,maxEntitySize:1e4,maxExpansionDepth:1e4,maxTotalExpansions:1/0,
maxExpandedLength:1e5,maxEntityCount:1e3,allowedTags:null,tagFilter:null,appliesTo:"all"}:typeof t=="object"&&t!==null?{
enabled:t.enabled!==!1,maxEntitySize:Math.max(1,t.maxEntitySize??1e4),maxExpansionDepth:Math.max(1,t.maxExpansionDepth??
1e4),maxTotalExpansions:Math.max(1,t.maxTotalExpansions??1/0),maxExpandedLength:Math.max(1,t.maxExpandedLength??1e5),maxEntityCount:Math.
max(1,t.maxEntityCount??1e3),allowedTags:t.allowedTags??null,tagFilter:t.tagFilter??null,appliesTo:t.appliesTo??"all"}:tP(
!0)}var rP=function(t){let e=Object.assign({},A2,t),r=[{value:e.attributeNamePrefix,name:"attributeNamePrefix"},{value:e.
attributesGroupName,name:"attributesGroupName"},{value:e.textNodeName,name:"textNodeName"},{value:e.cdataPropName,name:"\
cdataPropName"},{value:e.commentPropName,name:"commentPropName"}];for(let{value:n,name:i}of r)n&&b2(n,i);return e.onDangerousProperty===
null&&(e.onDangerousProperty=eP),e.processEntities=tP(e.processEntities,e.htmlEntities),e.unpairedTagsSet=new Set(e.unpairedTags),
e.stopNodes&&Array.isArray(e.stopNodes)&&(e.stopNodes=e.stopNodes.map(n=>typeof n=="string"&&n.startsWith("*.")?".."+n.substring(
2):n)),e};var Fs;typeof Symbol!="function"?Fs="@@xmlMetadata":Fs=Symbol("XML Node Metadata");var ar=class{constructor(e){this.tagname=
e,this.child=[],this[":@"]=Object.create(null)}add(e,r){e==="__proto__"&&(e="#__proto__"),this.child.push({[e]:r})}addChild(e,r){
e.tagname==="__proto__"&&(e.tagname="#__proto__"),e[":@"]&&Object.keys(e[":@"]).length>0?this.child.push({[e.tagname]:e.
child,":@":e[":@"]}):this.child.push({[e.tagname]:e.child}),this.addStartIndex(r)}addStartIndex(e){e!==void 0&&(this.child[this.
child.length-1][Fs]={startIndex:e})}addEndIndex(e){let r=this.child[this.child.length-1];r!==void 0&&r[Fs]!==void 0&&r[Fs].
endIndex===void 0&&(r[Fs].endIndex=e)}static getMetaDataSymbol(){return Fs}};var iP=":A-Za-z_\xC0-\xD6\xD8-\xF6\xF8-\u02FF\u0370-\u037D\u037F-\u0486\u0488-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD",
C2=iP+"\\-\\.\\d\xB7\u0300-\u036F\u203F-\u2040",sP=":A-Za-z_\xC0-\u02FF\u0370-\u037D\u037F-\u0486\u0488-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{EFFFF}",
S2=sP+"\\-\\.\\d\xB7\u0300-\u036F\u0487\u203F-\u2040",zy=(t,e,r="")=>{let n=t.replace(":",""),i=e.replace(":",""),s=`[${n}\
][${i}]*`;return{name:new RegExp(`^[${t}][${e}]*$`,r),ncName:new RegExp(`^${s}$`,r),qName:new RegExp(`^${s}(?::${s})?$`,
r),nmToken:new RegExp(`^[${e}]+$`,r),nmTokens:new RegExp(`^[${e}]+(?:\\s+[${e}]+)*$`,r)}},N2=zy(iP,C2),w2=zy(sP,S2,"u"),
aP=":A-Za-z_",E2=aP+"\\-\\.\\d",I2=zy(aP,E2),oP=(t="1.0",e=!1)=>e?I2:t==="1.1"?w2:N2;var Fy=(t,{xmlVersion:e="1.0",asciiOnly:r=!1}={})=>oP(e,r).qName.test(t);var nP=["name","ncName","qName","nmToken","nmTokens"],hm=(t,{xmlVersion:e="1.0",asciiOnly:r=!1,maxCacheSize:n=2048}={})=>{
if(!nP.includes(t))throw new TypeError(`Unknown production "${t}". Must be one of: ${nP.join(", ")}`);let i=oP(e,r)[t],s=new Map,
a=o=>{let l=s.get(o);if(l!==void 0)return l;let c=i.test(o);return s.size<n&&s.set(o,c),c};return a.reset=()=>{s=new Map},
a};var sc=class{constructor(e,r){this.suppressValidationErr=!e,this.options=e,this.xmlVersion=r||1}setXmlVersion(e=1){this.
xmlVersion=e}readDocType(e,r){let n=Object.create(null),i=0;if(e[r+3]==="O"&&e[r+4]==="C"&&e[r+5]==="T"&&e[r+6]==="Y"&&e[r+
7]==="P"&&e[r+8]==="E"){r=r+9;let s=1,a=!1,o=!1,l=null,c="";for(;r<e.length;r++){if(l!==null){e[r]===l&&(l=null),c+=e[r];
continue}if(!a&&!o&&(e[r]==='"'||e[r]==="'")){l=e[r],c+=e[r];continue}if(e[r]==="<"&&!o){if(a&&qs(e,"!ENTITY",r)){r+=7;let u,
d;if([u,d,r]=this.readEntityExp(e,r+1,this.suppressValidationErr),d.indexOf("&")===-1){if(this.options.enabled!==!1&&this.
options.maxEntityCount!=null&&i>=this.options.maxEntityCount)throw new Error(`Entity count (${i+1}) exceeds maximum allo\
wed (${this.options.maxEntityCount})`);n[u]=d,i++}}else if(a&&qs(e,"!ELEMENT",r)){r+=8;let{index:u}=this.readElementExp(
e,r+1);r=u}else if(a&&qs(e,"!ATTLIST",r))r+=8;else if(a&&qs(e,"!NOTATION",r)){r+=9;let{index:u}=this.readNotationExp(e,r+
1,this.suppressValidationErr);r=u}else if(qs(e,"!--",r))o=!0;else throw new Error("Invalid DOCTYPE");s++,c=""}else if(e[r]===
">"){if(o?e[r-1]==="-"&&e[r-2]==="-"&&(o=!1,s--):s--,s===0)break}else e[r]==="["?a=!0:c+=e[r]}if(l!==null||s!==0)throw new Error(
"Unclosed DOCTYPE")}else throw new Error("Invalid Tag instead of DOCTYPE");return{entities:n,i:r}}readEntityExp(e,r){r=or(
e,r);let n=r;for(;r<e.length&&!/\s/.test(e[r])&&e[r]!=='"'&&e[r]!=="'";)r++;let i=e.substring(n,r);if(ic(i,{xmlVersion:this.
xmlVersion}),r=or(e,r),!this.suppressValidationErr){if(e.substring(r,r+6).toUpperCase()==="SYSTEM")throw new Error("Exte\
rnal entities are not supported");if(e[r]==="%")throw new Error("Parameter entities are not supported")}let s="";if([r,s]=
this.readIdentifierVal(e,r,"entity"),this.options.enabled!==!1&&this.options.maxEntitySize!=null&&s.length>this.options.
maxEntitySize)throw new Error(`Entity "${i}" size (${s.length}) exceeds maximum allowed size (${this.options.maxEntitySize}\
)`);return r--,[i,s,r]}readNotationExp(e,r){r=or(e,r);let n=r;for(;r<e.length&&!/\s/.test(e[r]);)r++;let i=e.substring(n,
r);!this.suppressValidationErr&&ic(i,{xmlVersion:this.xmlVersion}),r=or(e,r);let s=e.substring(r,r+6).toUpperCase();if(!this.
suppressValidationErr&&s!=="SYSTEM"&&s!=="PUBLIC")throw new Error(`Expected SYSTEM or PUBLIC, found "${s}"`);r+=s.length,
r=or(e,r);let a=null,o=null;if(s==="PUBLIC")[r,a]=this.readIdentifierVal(e,r,"publicIdentifier"),r=or(e,r),(e[r]==='"'||
e[r]==="'")&&([r,o]=this.readIdentifierVal(e,r,"systemIdentifier"));else if(s==="SYSTEM"&&([r,o]=this.readIdentifierVal(
e,r,"systemIdentifier"),!this.suppressValidationErr&&!o))throw new Error("Missing mandatory system identifier for SYSTEM\
 notation");return{notationName:i,publicIdentifier:a,systemIdentifier:o,index:--r}}readIdentifierVal(e,r,n){let i="",s=e[r];
if(s!=='"'&&s!=="'")throw new Error(`Expected quoted string, found "${s}"`);r++;let a=r;for(;r<e.length&&e[r]!==s;)r++;if(i=
e.substring(a,r),e[r]!==s)throw new Error(`Unterminated ${n} value`);return r++,[r,i]}readElementExp(e,r){r=or(e,r);let n=r;
for(;r<e.length&&!/\s/.test(e[r]);)r++;let i=e.substring(n,r);if(!this.suppressValidationErr&&!Fy(i,{xmlVersion:this.xmlVersion}))
throw new Error(`Invalid element name: "${i}"`);r=or(e,r);let s="";if(e[r]==="E"&&qs(e,"MPTY",r))r+=4;else if(e[r]==="A"&&
qs(e,"NY",r))r+=2;else if(e[r]==="("){r++;let a=r;for(;r<e.length&&e[r]!==")";)r++;if(s=e.substring(a,r),e[r]!==")")throw new Error(
"Unterminated content model")}else if(!this.suppressValidationErr)throw new Error(`Invalid Element Expression, found "${e[r]}\
"`);return{elementName:i,contentModel:s.trim(),index:r}}readAttlistExp(e,r){r=or(e,r);let n=r;for(;r<e.length&&!/\s/.test(
e[r]);)r++;let i=e.substring(n,r);for(ic(i,{xmlVersion:this.xmlVersion}),r=or(e,r),n=r;r<e.length&&!/\s/.test(e[r]);)r++;
let s=e.substring(n,r);if(!ic(s,{xmlVersion:this.xmlVersion}))throw new Error(`Invalid attribute name: "${s}"`);r=or(e,r);
let a="";if(e.substring(r,r+8).toUpperCase()==="NOTATION"){if(a="NOTATION",r+=8,r=or(e,r),e[r]!=="(")throw new Error(`Ex\
pected '(', found "${e[r]}"`);r++;let l=[];for(;r<e.length&&e[r]!==")";){let c=r;for(;r<e.length&&e[r]!=="|"&&e[r]!==")";)
r++;let u=e.substring(c,r);if(u=u.trim(),!ic(u,{xmlVersion:this.xmlVersion}))throw new Error(`Invalid notation name: "${u}\
"`);l.push(u),e[r]==="|"&&(r++,r=or(e,r))}if(e[r]!==")")throw new Error("Unterminated list of notations");r++,a+=" ("+l.
join("|")+")"}else{let l=r;for(;r<e.length&&!/\s/.test(e[r]);)r++;a+=e.substring(l,r);let c=["CDATA","ID","IDREF","IDREF\
S","ENTITY","ENTITIES","NMTOKEN","NMTOKENS"];if(!this.suppressValidationErr&&!c.includes(a.toUpperCase()))throw new Error(
`Invalid attribute type: "${a}"`)}r=or(e,r);let o="";return e.substring(r,r+8).toUpperCase()==="#REQUIRED"?(o="#REQUIRED",
r+=8):e.substring(r,r+7).toUpperCase()==="#IMPLIED"?(o="#IMPLIED",r+=7):[r,o]=this.readIdentifierVal(e,r,"ATTLIST"),{elementName:i,
attributeName:s,attributeType:a,defaultValue:o,index:r}}},or=(t,e)=>{for(;e<t.length&&/\s/.test(t[e]);)e++;return e};function qs(t,e,r){
for(let n=0;n<e.length;n++)if(e[n]!==t[r+n+1])return!1;return!0}function ic(t,e){if(Fy(t,{xmlVersion:e}))return t;throw new Error(
`Invalid entity name ${t}`)}var P2=[48,1632,1776,2406,2534,2662,2790,2918,3046,3174,3302,3430,3558,3664,3792,3872,4160,4240,6112,6160,6470,6608,6784,
6800,6992,7088,7232,7248,65296,120782,120792,120802,120812,120822,66720,68912,69734,69872,69942,70096,70384,70736,70864,
71248,71360,71472,71904,72016,72688,72784,73040,73120,73552,92768,92864,93008,123200,123632,124144,125264,130032],gm=255,
ym=new Map,lP=65535,cP=1632,oo=cP,_2=lP-cP+1,xm=new Uint8Array(_2).fill(gm);for(let t of P2)for(let e=0;e<10;e++){let r=t+
e;r<=lP?xm[r-oo]=e:ym.set(r,e)}var uP=48,dP=57,mP=45,Am=new Set([8722,65293,65123]);function v2(t){if(typeof t!="string")return t;let e=t.length;if(e===
0)return t;let r=-1;for(let i=0;i<e;i++){let s=t.charCodeAt(i);if(!(s>=uP&&s<=dP||s===mP)){if(s<oo){if(Am.has(s)){r=i;break}
continue}if(s>=55296&&s<=56319){if(i+1<e){let a=t.charCodeAt(i+1);if(a>=56320&&a<=57343){let o=65536+(s-55296<<10)+(a-56320);
if(ym.has(o)){r=i;break}}}continue}if(xm[s-oo]!==gm||Am.has(s)){r=i;break}}}if(r===-1)return t;let n=[];r>0&&n.push(t.slice(
0,r));for(let i=r;i<e;i++){let s=t.charCodeAt(i);if(s>=uP&&s<=dP||s===mP){n.push(t[i]);continue}if(s<oo){n.push(Am.has(s)?
"-":t[i]);continue}if(s>=55296&&s<=56319){if(i+1<e){let o=t.charCodeAt(i+1);if(o>=56320&&o<=57343){let l=65536+(s-55296<<
10)+(o-56320),c=ym.get(l);if(c!==void 0){n.push(String.fromCharCode(c+48)),i++;continue}}}n.push(t[i]);continue}if(Am.has(
s)){n.push("-");continue}let a=xm[s-oo];n.push(a!==gm?String.fromCharCode(a+48):t[i])}return n.join("")}var pP=v2;var B2=/^[-+]?0x[a-fA-F0-9]+$/,R2=/^0b[01]+$/,T2=/^0o[0-7]+$/,M2=/^([\-\+])?(0*)([0-9]*(\.[0-9]*)?)$/,D2={hex:!0,binary:!1,
octal:!1,leadingZeros:!0,decimalPoint:".",eNotation:!0,infinity:"original",unicode:!1};function Uy(t,e={}){if(e=Object.assign(
{},D2,e),!t||typeof t!="string")return t;let r=t.trim();if(r.length===0)return t;if(e.skipLike!==void 0&&e.skipLike.test(
r))return t;if(r==="0"||e.unicode&&(r=pP(r),r==="0"))return 0;if(e.hex&&B2.test(r))return qy(r,16);if(e.binary&&R2.test(
r))return qy(r,2);if(e.octal&&T2.test(r))return qy(r,8);if(isFinite(r)){if(r.includes("e")||r.includes("E"))return L2(t,
r,e);{let n=M2.exec(r);if(n){let i=n[1]||"",s=n[2],a=k2(n[3]),o=i?r[s.length+1]===".":r[s.length]===".";if(!e.leadingZeros&&
(s.length>1||s.length===1&&!o))return t;{let l=Number(r),c=String(l);if(l===0)return l;if(c.search(/[eE]/)!==-1)return e.
eNotation?l:t;if(r.indexOf(".")!==-1)return c==="0"||c===a||c===`${i}${a}`?l:t;let u=s?a:r;return s?u===c||i+u===c?l:t:u===
c||u===i+c?l:t}}else return t}}else{let n=Number(r);return Number.isNaN(n)?t:z2(t,n,e)}}var O2=/^([-+])?(0*)(\d*(\.\d*)?[eE][-\+]?\d+)$/;
function L2(t,e,r){if(!r.eNotation)return t;let n=e.match(O2);if(n){let i=n[1]||"",s=n[3].indexOf("e")===-1?"E":"e",a=n[2],
o=i?e[a.length+1]===s:e[a.length]===s;return a.length>1&&o?t:a.length===1&&(n[3].startsWith(`.${s}`)||n[3][0]===s)?Number(
e):a.length>0?r.leadingZeros&&!o?Number(e):t:Number(e)}else return t}function k2(t){if(t&&t.indexOf(".")!==-1){let e=t.length;
for(;e>0&&t.charCodeAt(e-1)===48;)e--;return t=t.slice(0,e),t==="."?t="0":t[0]==="."?t="0"+t:t[t.length-1]==="."&&(t=t.substring(
0,t.length-1)),t}return t}function qy(t,e){let r=t.trim();if((e===2||e===8)&&(t=r.substring(2)),parseInt)return parseInt(
t,e);if(Number.parseInt)return Number.parseInt(t,e);if(window&&window.parseInt)return window.parseInt(t,e);throw new Error(
"parseInt, Number.parseInt, window.parseInt are not supported")}function z2(t,e,r){let n=e===1/0;switch(r.infinity.toLowerCase()){case"\
null":return null;case"infinity":return e;case"string":return n?"Infinity":"-Infinity";default:return t}}function Hy(t){return typeof t=="function"?t:Array.isArray(t)?e=>{for(let r of t)if(typeof r=="string"&&e===r||r instanceof
RegExp&&r.test(e))return!0}:()=>!1}var yr=class{constructor(e,r={},n){this.pattern=e,this.separator=r.separator||".",this.segments=this._parse(e),this.data=
n,this._hasDeepWildcard=this.segments.some(i=>i.type==="deep-wildcard"),this._hasAttributeCondition=this.segments.some(i=>i.
attrName!==void 0),this._hasPositionSelector=this.segments.some(i=>i.position!==void 0)}_parse(e){let r=[],n=0,i="";for(;n<
e.length;)e[n]===this.separator?n+1<e.length&&e[n+1]===this.separator?(i.trim()&&(r.push(this._parseSegment(i.trim())),i=
""),r.push({type:"deep-wildcard"}),n+=2):(i.trim()&&r.push(this._parseSegment(i.trim())),i="",n++):(i+=e[n],n++);return i.
trim()&&r.push(this._parseSegment(i.trim())),r}_parseSegment(e){let r={type:"tag"},n=null,i=e,s=e.match(/^([^\[]+)(\[[^\]]*\])(.*)$/);
if(s&&(i=s[1]+s[3],s[2])){let u=s[2].slice(1,-1);u&&(n=u)}let a,o=i;if(i.includes("::")){let u=i.indexOf("::");if(a=i.substring(
0,u).trim(),o=i.substring(u+2).trim(),!a)throw new Error(`Invalid namespace in pattern: ${e}`)}let l,c=null;if(o.includes(
":")){let u=o.lastIndexOf(":"),d=o.substring(0,u).trim(),m=o.substring(u+1).trim();["first","last","odd","even"].includes(
m)||/^nth\(\d+\)$/.test(m)?(l=d,c=m):l=o}else l=o;if(!l)throw new Error(`Invalid segment pattern: ${e}`);if(r.tag=l,a&&(r.
namespace=a),n)if(n.includes("=")){let u=n.indexOf("=");r.attrName=n.substring(0,u).trim(),r.attrValue=n.substring(u+1).
trim()}else r.attrName=n.trim();if(c){let u=c.match(/^nth\((\d+)\)$/);u?(r.position="nth",r.positionValue=parseInt(u[1],
10)):r.position=c}return r}get length(){return this.segments.length}hasDeepWildcard(){return this._hasDeepWildcard}hasAttributeCondition(){
return this._hasAttributeCondition}hasPositionSelector(){return this._hasPositionSelector}toString(){return this.pattern}};var lo=class{constructor(){this._byDepthAndTag=new Map,this._wildcardByDepth=new Map,this._deepWildcards=[],this._deepByTerminalTag=
new Map,this._patterns=new Set,this._sealed=!1}add(e){if(this._sealed)throw new TypeError("ExpressionSet is sealed. Crea\
te a new ExpressionSet to add more expressions.");if(this._patterns.has(e.pattern))return this;if(this._patterns.add(e.pattern),
e.hasDeepWildcard()){let s=e.segments[e.segments.length-1];if(s&&s.type!=="deep-wildcard"&&s.tag!=="*"){let a=s.tag;this.
_deepByTerminalTag.has(a)||this._deepByTerminalTag.set(a,[]),this._deepByTerminalTag.get(a).push(e)}else this._deepWildcards.
push(e);return this}let r=e.length,i=e.segments[e.segments.length-1]?.tag;if(!i||i==="*")this._wildcardByDepth.has(r)||this.
_wildcardByDepth.set(r,[]),this._wildcardByDepth.get(r).push(e);else{let s=`${r}:${i}`;this._byDepthAndTag.has(s)||this.
_byDepthAndTag.set(s,[]),this._byDepthAndTag.get(s).push(e)}return this}addAll(e){for(let r of e)this.add(r);return this}has(e){
return this._patterns.has(e.pattern)}get size(){return this._patterns.size}seal(){return this._sealed=!0,this}get isSealed(){
return this._sealed}matchesAny(e){return this.findMatch(e)!==null}findMatch(e){let r=e.getDepth(),n=e.getCurrentTag(),i=`${r}\
:${n}`,s=this._byDepthAndTag.get(i);if(s){for(let l=0;l<s.length;l++)if(e.matches(s[l]))return s[l]}let a=this._wildcardByDepth.
get(r);if(a){for(let l=0;l<a.length;l++)if(e.matches(a[l]))return a[l]}let o=this._deepByTerminalTag.get(n);if(o){for(let l=0;l<
o.length;l++)if(e.matches(o[l]))return o[l]}for(let l=0;l<this._deepWildcards.length;l++)if(e.matches(this._deepWildcards[l]))
return this._deepWildcards[l];return null}};var Qy=class{constructor(e){this._matcher=e}get separator(){return this._matcher.separator}getCurrentTag(){let e=this._matcher.
path;return e.length>0?e[e.length-1].tag:void 0}getCurrentNamespace(){let e=this._matcher.path;return e.length>0?e[e.length-
1].namespace:void 0}getAttrValue(e){let r=this._matcher.path;if(r.length!==0)return r[r.length-1].values?.[e]}hasAttr(e){
let r=this._matcher.path;if(r.length===0)return!1;let n=r[r.length-1];return n.values!==void 0&&e in n.values}getAnyParentAttr(e){
return this._matcher.getAnyParentAttr(e)}hasAnyParentAttr(e){return this._matcher.hasAnyParentAttr(e)}getPosition(){let e=this.
_matcher.path;return e.length===0?-1:e[e.length-1].position??0}getCounter(){let e=this._matcher.path;return e.length===0?
-1:e[e.length-1].counter??0}getIndex(){return this.getPosition()}getDepth(){return this._matcher.path.length}toString(e,r=!0){
return this._matcher.toString(e,r)}toArray(){return this._matcher.path.map(e=>e.tag)}matches(e){return this._matcher.matches(
e)}matchesAny(e){return e.matchesAny(this._matcher)}},Cn=class{constructor(e={}){this.separator=e.separator||".",this.path=
[],this.siblingStacks=[],this._pathStringCache=null,this._view=new Qy(this),this._keptAttrs=[]}push(e,r=null,n=null,i=null){
this._pathStringCache=null,this.path.length>0&&(this.path[this.path.length-1].values=void 0);let s=this.path.length,a=this.
siblingStacks[s];a||(a={counts:new Map,total:0},this.siblingStacks[s]=a);let o=n?`${n}:${e}`:e,l=a.counts.get(o)||0,c=a.
total;a.counts.set(o,l+1),a.total++;let u={tag:e,position:c,counter:l};n!=null&&(u.namespace=n),r!=null&&(u.values=r),this.
path.push(u);let d=this.path.length,m=i!==null?i.keep:null;if(m!=null&&m.length>0&&r)for(let p=0;p<m.length;p++){let x=m[p];
r[x]!==void 0&&this._keptAttrs.push({depth:d,name:x,value:r[x]})}}pop(){if(this.path.length===0)return;this._pathStringCache=
null;let e=this.path.pop();this.siblingStacks.length>this.path.length+1&&(this.siblingStacks.length=this.path.length+1);
let r=this.path.length+1;for(;this._keptAttrs.length>0&&this._keptAttrs[this._keptAttrs.length-1].depth>=r;)this._keptAttrs.
pop();return e}updateCurrent(e){if(this.path.length>0){let r=this.path[this.path.length-1];e!=null&&(r.values=e)}}getCurrentTag(){
return this.path.length>0?this.path[this.path.length-1].tag:void 0}getCurrentNamespace(){return this.path.length>0?this.
path[this.path.length-1].namespace:void 0}getAttrValue(e){if(this.path.length!==0)return this.path[this.path.length-1].values?.[e]}hasAttr(e){
if(this.path.length===0)return!1;let r=this.path[this.path.length-1];return r.values!==void 0&&e in r.values}getAnyParentAttr(e){
let r=this._keptAttrs;for(let n=r.length-1;n>=0;n--)if(r[n].name===e)return r[n].value}hasAnyParentAttr(e){let r=this._keptAttrs;
for(let n=r.length-1;n>=0;n--)if(r[n].name===e)return!0;return!1}getPosition(){return this.path.length===0?-1:this.path[this.
path.length-1].position??0}getCounter(){return this.path.length===0?-1:this.path[this.path.length-1].counter??0}getIndex(){
return this.getPosition()}getDepth(){return this.path.length}toString(e,r=!0){let n=e||this.separator;if(n===this.separator&&
r===!0){if(this._pathStringCache!==null)return this._pathStringCache;let s=this.path.map(a=>a.namespace?`${a.namespace}:${a.
tag}`:a.tag).join(n);return this._pathStringCache=s,s}return this.path.map(s=>r&&s.namespace?`${s.namespace}:${s.tag}`:s.
tag).join(n)}toArray(){return this.path.map(e=>e.tag)}reset(){this._pathStringCache=null,this.path=[],this.siblingStacks=
[],this._keptAttrs=[]}matches(e){let r=e.segments;return r.length===0?!1:e.hasDeepWildcard()?this._matchWithDeepWildcard(
r):this._matchSimple(r)}_matchSimple(e){if(this.path.length!==e.length)return!1;for(let r=0;r<e.length;r++)if(!this._matchSegment(
e[r],this.path[r],r===this.path.length-1))return!1;return!0}_matchWithDeepWildcard(e){let r=this.path.length-1,n=e.length-
1;for(;n>=0&&r>=0;){let i=e[n];if(i.type==="deep-wildcard"){if(n--,n<0)return!0;let s=e[n],a=!1;for(let o=r;o>=0;o--)if(this.
_matchSegment(s,this.path[o],o===this.path.length-1)){r=o-1,n--,a=!0;break}if(!a)return!1}else{if(!this._matchSegment(i,
this.path[r],r===this.path.length-1))return!1;r--,n--}}return n<0}_matchSegment(e,r,n){if(e.tag!=="*"&&e.tag!==r.tag||e.
namespace!==void 0&&e.namespace!=="*"&&e.namespace!==r.namespace||e.attrName!==void 0&&(!n||!r.values||!(e.attrName in r.
values)||e.attrValue!==void 0&&String(r.values[e.attrName])!==String(e.attrValue)))return!1;if(e.position!==void 0){if(!n)
return!1;let i=r.counter??0;if(e.position==="first"&&i!==0)return!1;if(e.position==="odd"&&i%2!==1)return!1;if(e.position===
"even"&&i%2!==0)return!1;if(e.position==="nth"&&i!==e.positionValue)return!1}return!0}matchesAny(e){return e.matchesAny(
this)}snapshot(){return{path:this.path.map(e=>({...e})),siblingStacks:this.siblingStacks.map(e=>e&&{counts:new Map(e.counts),
total:e.total}),keptAttrs:this._keptAttrs.map(e=>({...e}))}}restore(e){this._pathStringCache=null,this.path=e.path.map(r=>({
...r})),this.siblingStacks=e.siblingStacks.map(r=>r&&{counts:new Map(r.counts),total:r.total}),this._keptAttrs=(e.keptAttrs||
[]).map(r=>({...r}))}readOnly(){return this._view}};var F2=[{id:"html-script-open",description:"<script opening tag",pattern:/<script[\s>/]/i},{id:"html-script-close",description:"\
</script closing tag",pattern:/<\/script[\s>]/i},{id:"html-javascript-protocol",description:"javascript: URI scheme (wit\
h optional whitespace/encoding)",pattern:/j[\t\n\r ]*a[\t\n\r ]*v[\t\n\r ]*a[\t\n\r ]*s[\t\n\r ]*c[\t\n\r ]*r[\t\n\r ]*i[\t\n\r ]*p[\t\n\r ]*t[\t\n\r ]*:/i},
{id:"html-vbscript-protocol",description:"vbscript: URI scheme",pattern:/vbscript[\t\n\r ]*:/i},{id:"html-data-html",description:"\
data:text/html URI \u2014 can execute scripts in browsers",pattern:/data[\t\n\r ]*:[\t\n\r ]*text\/html/i},{id:"html-dat\
a-xhtml",description:"data:application/xhtml+xml URI",pattern:/data[\t\n\r ]*:[\t\n\r ]*application\/xhtml/i},{id:"html-\
data-svg",description:"data:image/svg+xml URI \u2014 can execute scripts",pattern:/data[\t\n\r ]*:[\t\n\r ]*image\/svg\+xml/i},
{id:"html-inline-event-handler",description:"Inline event handler attributes: onclick=, onerror=, onload=, etc.",pattern:/\bon\w{1,30}\s*=/i},
{id:"html-entity-obfuscated-script",description:"HTML-entity-encoded <script (e.g. &#x3C;script or &lt;script)",pattern:/(?:&#x0*3[Cc];?|&#0*60;?|&lt;)\s*script/i},
{id:"html-entity-obfuscated-javascript",description:'HTML-entity-encoded javascript: (partial \u2014 catches common &#106; or\
 &#x6a; for "j")',pattern:/(?:&#x0*6[Aa];?|&#0*106;?)\s*(?:&#x0*61;?|a)[\s\S]{0,80}script\s*:/i},{id:"html-style-express\
ion",description:"CSS expression() \u2014 IE-era code execution in style attributes",pattern:/style[\s\S]{0,20}expression\s*\(/i},
{id:"html-object-embed",description:"<object or <embed tags that can load active content",pattern:/<(?:object|embed)[\s>/]/i},
{id:"html-base-tag",description:"<base href= \u2014 can hijack all relative URLs on a page",pattern:/<base[\s>]/i},{id:"\
html-meta-refresh",description:'<meta http-equiv="refresh" \u2014 can redirect users',pattern:/<meta[\s\S]{0,40}http-equiv[\s\S]{0,20}refresh/i},
{id:"html-srcdoc",description:"srcdoc= attribute on iframes \u2014 embeds HTML that can run scripts",pattern:/srcdoc\s*=/i},
{id:"html-iframe",description:"<iframe tag",pattern:/<iframe[\s>/]/i},{id:"html-form",description:"<form tag \u2014 can be us\
ed for phishing / credential harvesting injection",pattern:/<form[\s>/]/i}],Us=F2;var q2=[{id:"xml-cdata-injection",description:"CDATA section injection: <![CDATA[ breaks out of text node context",pattern:/<!\[CDATA\[/i},
{id:"xml-cdata-close",description:"CDATA close sequence: ]]> can terminate an enclosing CDATA section",pattern:/\]\]>/},
{id:"xml-processing-instruction",description:"XML processing instruction: <?xml-stylesheet or <?php etc.",pattern:/<\?(?:xml[\- ]|php|asp)/i},
{id:"xml-doctype-injection",description:"DOCTYPE declaration embedded in content \u2014 can define entities",pattern:/<!DOCTYPE(?:[\s[]|$)/i},
{id:"xml-entity-system",description:"SYSTEM keyword \u2014 used in external entity declarations (XXE)",pattern:/\bSYSTEM\s+["']/i},
{id:"xml-entity-public",description:"PUBLIC keyword \u2014 used in external entity declarations (XXE)",pattern:/\bPUBLIC\s+["']/i},
{id:"xml-entity-declaration",description:"<!ENTITY declaration \u2014 defines entities, potential XXE or entity expansion",
pattern:/<!ENTITY[\s%]/i},{id:"xml-billion-laughs",description:"Entity reference chaining / billion laughs: repeated &eX\
; style references",pattern:/(?:&\w{1,20};){3,}/},{id:"xml-namespace-confusion",description:"xmlns: attribute injection \
\u2014 can redefine namespaces to confuse parsers",pattern:/\bxmlns(?::\w{1,40})?\s*=/i},{id:"xml-comment-injection",description:"\
<!-- comment injection \u2014 can hide content from some parsers",pattern:/<!--/},{id:"xml-comment-close",description:"-\
-> closes an enclosing XML comment",pattern:/-->/},{id:"xml-pi-close",description:"?> closes an enclosing processing ins\
truction",pattern:/\?>/}],Hs=q2;var U2=[{id:"svg-script-element",description:"<script element inside SVG executes JavaScript",pattern:/<script[\s>/]/i},
{id:"svg-xlink-href-javascript",description:"xlink:href with javascript: \u2014 classic SVG XSS via <a> or <use>",pattern:/xlink\s*:\s*href\s*=\s*["']?\s*javascript\s*:/i},
{id:"svg-href-javascript",description:"href= with javascript: in SVG context (<a>, <animate>, etc.)",pattern:/href\s*=\s*["']?\s*javascript\s*:/i},
{id:"svg-foreignobject",description:"<foreignObject embeds HTML inside SVG \u2014 can execute scripts",pattern:/<foreignObject[\s>/]/i},
{id:"svg-use-external",description:"<use xlink:href or href pointing to external resource (non-fragment URL)",pattern:/<use[\s\S]{0,60}(?:xlink\s*:\s*)?href\s*=\s*(?:["'][^#]|[^"'#\s>])/i},
{id:"svg-animate-href",description:'<animate attributeName="href" \u2014 can dynamically change href to javascript:',pattern:/<animate[\s\S]{0,80}attributeName\s*=\s*["'][\s]*href["']/i},
{id:"svg-animate-xlinkhref",description:'<animate attributeName="xlink:href"',pattern:/<animate[\s\S]{0,80}attributeName\s*=\s*["'][\s]*xlink\s*:\s*href["']/i},
{id:"svg-set-javascript",description:'<set to="javascript:..." \u2014 sets an attribute to a javascript: URI',pattern:/<set[\s\S]{0,80}to\s*=\s*["']?\s*javascript\s*:/i},
{id:"svg-event-handler",description:"SVG-specific event handler attributes: onload=, onerror=, onactivate=, etc.",pattern:/\bon(?:load|error|activate|begin|end|repeat|focus|blur|click|mouse\w{1,20}|key\w{1,20})\s*=/i},
{id:"svg-handler-generic",description:"Generic on* handler catch-all for SVG attributes",pattern:/\bon\w{1,30}\s*=/i},{id:"\
svg-filter-feimage",description:"<feImage href= \u2014 filter primitive that can load external resources",pattern:/<feImage[\s\S]{0,80}(?:xlink\s*:\s*)?href\s*=/i},
{id:"svg-image-external",description:"<image xlink:href with http/https or javascript protocol",pattern:/<image[\s\S]{0,80}(?:xlink\s*:\s*)?href\s*=\s*["']?\s*(?:https?|javascript)\s*:/i},
{id:"svg-style-javascript",description:"style= attribute containing javascript: (e.g. background:url(javascript:...))",pattern:/style\s*=[\s\S]{0,60}javascript\s*:/i}],
bm=U2;var H2=[{id:"sql-block-comment-open",description:"SQL block comment open: /* ... */ \u2014 unusual in legitimate user text",
pattern:/\/\*/},{id:"sql-union-select",description:"UNION SELECT \u2014 most common SQL injection aggregation attack",pattern:/\bUNION\s{1,20}(?:ALL\s{1,20})?SELECT\b/i},
{id:"sql-drop-table",description:"DROP TABLE \u2014 destructive DDL injection",pattern:/\bDROP\s{1,20}TABLE\b/i},{id:"sq\
l-drop-database",description:"DROP DATABASE \u2014 destructive DDL injection",pattern:/\bDROP\s{1,20}DATABASE\b/i},{id:"\
sql-insert-into",description:"INSERT INTO \u2014 data injection",pattern:/\bINSERT\s{1,20}INTO\b/i},{id:"sql-delete-from",
description:"DELETE FROM \u2014 data deletion injection",pattern:/\bDELETE\s{1,20}FROM\b/i},{id:"sql-update-set",description:"\
UPDATE ... SET \u2014 data modification injection",pattern:/\bUPDATE\b[\s\S]{1,60}\bSET\b/i},{id:"sql-exec-xp",description:"\
EXEC xp_ \u2014 MSSQL extended stored procedure execution",pattern:/\bEXEC(?:UTE)?\s{1,20}xp_/i},{id:"sql-tautology-stri\
ng",description:`Classic string tautology: ' OR '1'='1 or " OR "1"="1"`,pattern:/'\s{0,10}OR\s{0,10}'[^']{0,20}'\s*=\s*'[^']{0,20}/i},
{id:"sql-tautology-numeric",description:"Numeric tautology: OR 1=1",pattern:/\bOR\s{1,10}1\s*=\s*1\b/i},{id:"sql-always-\
true-zero",description:"Numeric tautology: OR 0=0",pattern:/\bOR\s{1,10}0\s*=\s*0\b/i},{id:"sql-sleep-benchmark",description:"\
Time-based blind injection: SLEEP() or BENCHMARK()",pattern:/\b(?:SLEEP|BENCHMARK)\s*\(/i},{id:"sql-waitfor-delay",description:"\
MSSQL time-based blind injection: WAITFOR DELAY",pattern:/\bWAITFOR\s{1,20}DELAY\b/i},{id:"sql-char-function",description:"\
CHAR() function \u2014 used to obfuscate injected strings",pattern:/\bCHAR\s*\(\s*\d{1,3}/i},{id:"sql-information-schema",
description:"INFORMATION_SCHEMA \u2014 reconnaissance query for table/column enumeration",pattern:/\bINFORMATION_SCHEMA\b/i}],
ac=H2;var Q2=[{id:"shell-path-traversal-unix",description:"Unix path traversal: ../  \u2014 climbing the directory tree",pattern:/\.\.\//},
{id:"shell-path-traversal-windows",description:"Windows path traversal: ..\\ \u2014 climbing the directory tree",pattern:/\.\.\\/},
{id:"shell-path-traversal-encoded",description:"URL-encoded path traversal: %2e%2e or %2f variants",pattern:/%2e%2e|%2f\.\.|\.\.%2f/i},
{id:"shell-null-byte",description:"Null byte injection: \\x00 or %00 \u2014 truncates strings in C-backed functions",pattern:/\x00|%00/},
{id:"shell-semicolon",description:"Semicolon command separator: cmd1; cmd2",pattern:/;/},{id:"shell-pipe",description:"P\
ipe operator: cmd1 | cmd2",pattern:/\|/},{id:"shell-and-operator",description:"AND operator: cmd1 && cmd2",pattern:/&&/},
{id:"shell-or-operator",description:"OR operator: cmd1 || cmd2",pattern:/\|\|/},{id:"shell-backtick",description:"Backti\
ck command substitution: `cmd`",pattern:/`/},{id:"shell-dollar-paren",description:"Dollar-paren command substitution: $(\
cmd)",pattern:/\$\(/},{id:"shell-dollar-brace",description:"Dollar-brace variable expansion: ${var} \u2014 can be abused for \
injection",pattern:/\$\{/},{id:"shell-redirect-out",description:"Output redirection: cmd > file or cmd >> file",pattern:/>{1,2}/},
{id:"shell-redirect-in",description:"Input redirection: cmd < file",pattern:/</},{id:"shell-newline-injection",description:"\
Newline injection: \\n or \\r \u2014 can inject new shell commands",pattern:/[\n\r]/},{id:"shell-glob-star",description:"\
Glob expansion: * or ? \u2014 can expand to unintended files",pattern:/[/\\][*?]/},{id:"shell-absolute-root",description:"\
Absolute root path injection: string starting with / or \\ (Windows UNC)",pattern:/^(?:\/|\\\\)/},{id:"shell-windows-dri\
ve",description:"Windows drive letter path injection: C:\\ or D:/",pattern:/^[a-zA-Z]:[/\\]/},{id:"shell-curl-wget",description:"\
curl/wget with URL or flags \u2014 can exfiltrate data or download payloads",pattern:/\b(?:curl|wget)\s+(?:https?:\/\/|ftp:\/\/|-)/i}],
Gy=Q2;var G2=[{id:"redos-nested-quantifier-plus",description:"Nested + quantifier inside a group with outer quantifier: (a+)+,\
 (.+b)*, etc.",pattern:/\([^)]*\+[^)]*\)[+*]/},{id:"redos-nested-quantifier-star",description:"Nested * quantifier: (a*)\
* or (a*)+ \u2014 catastrophic backtracking",pattern:/\([^)]*\*[^)]*\)[*+]/},{id:"redos-nested-groups",description:"Doub\
ly nested quantified groups: ((a+)+) \u2014 guaranteed catastrophic",pattern:/\(\([^)]{0,40}\)[+*]\)[+*]/},{id:"redos-al\
ternation-overlap",description:"Overlapping alternation under quantifier: (a|a)+ \u2014 ambiguous NFA paths",pattern:/\(([^|()]{1,20})\|(?:\1)(?:\|[^|()]{1,20}){0,5}\)[+*?]{1,2}/},
{id:"redos-star-plus-concat",description:"(x*x)+ pattern \u2014 triggers super-linear backtracking",pattern:/\([^)]{0,10}\*[^)]{0,10}\)[+*]/},
{id:"redos-dot-star-greedy",description:"(.*){n,} or (.+){n,} \u2014 repeated greedy dot quantifiers",pattern:/\(\.[*+]\)\{?\d/},
{id:"redos-large-repetition",description:"Very large fixed or range repetition count {1000,} or {1000,n} \u2014 denial of ser\
vice via backtracking",pattern:/\{\d{4,}(?:,\d*)?\}/},{id:"redos-catastrophic-alternation",description:"Long alternation\
 with many similar branches \u2014 polynomial backtracking risk",pattern:/\([^)]{0,200}(?:\|[^|)]{0,50}){9,}\)/}],jy=G2;var xr=`["'\\s]*:`,j2=[{id:"nosql-where-operator",description:"$where \u2014 executes arbitrary JavaScript server-side in Mon\
goDB",pattern:new RegExp(`\\$where${xr}`,"i")},{id:"nosql-ne-operator",description:'$ne \u2014 "not equal" operator used to b\
ypass equality checks',pattern:new RegExp(`\\$ne${xr}`,"i")},{id:"nosql-gt-operator",description:'$gt \u2014 "greater than" u\
sed to bypass password/value checks',pattern:new RegExp(`\\$gte?${xr}`,"i")},{id:"nosql-lt-operator",description:'$lt / \
$lte \u2014 "less than" bypass variants',pattern:new RegExp(`\\$lte?${xr}`,"i")},{id:"nosql-regex-operator",description:"\
$regex \u2014 can be used to extract data character by character (blind injection)",pattern:new RegExp(`\\$regex${xr}`,"\
i")},{id:"nosql-or-operator",description:"$or \u2014 logical OR; used to create always-true conditions",pattern:new RegExp(
`\\$or${xr}\\s*\\[`,"i")},{id:"nosql-and-operator",description:"$and \u2014 logical AND operator injection",pattern:new RegExp(
`\\$and${xr}\\s*\\[`,"i")},{id:"nosql-nor-operator",description:"$nor \u2014 logical NOR operator injection",pattern:new RegExp(
`\\$nor${xr}\\s*\\[`,"i")},{id:"nosql-exists-operator",description:"$exists \u2014 can enumerate fields to determine schema",
pattern:new RegExp(`\\$exists${xr}`,"i")},{id:"nosql-in-operator",description:"$in \u2014 matches any value in a list; can en\
umerate values",pattern:new RegExp(`\\$in${xr}\\s*\\[`,"i")},{id:"nosql-expr-operator",description:"$expr \u2014 allows aggre\
gation expressions in queries (MongoDB 3.6+)",pattern:new RegExp(`\\$expr${xr}`,"i")},{id:"nosql-function-operator",description:"\
$function \u2014 executes arbitrary JavaScript in MongoDB 4.4+",pattern:new RegExp(`\\$function${xr}`,"i")},{id:"nosql-a\
ccumulator-operator",description:"$accumulator \u2014 custom aggregation with arbitrary JS execution",pattern:new RegExp(
`\\$accumulator${xr}`,"i")},{id:"nosql-proto-pollution",description:"__proto__ \u2014 prototype pollution via object key inje\
ction",pattern:/__proto__/},{id:"nosql-constructor-prototype",description:"constructor.prototype \u2014 alternative prototype\
 pollution vector (dot notation or JSON key)",pattern:/constructor[\s"':.,{\[]*prototype/i},{id:"nosql-proto-bracket",description:'\
["__proto__"] \u2014 bracket-notation prototype pollution',pattern:/\[["']__proto__["']\]/}],Wy=j2;var W2=[{id:"log-crlf-injection",description:"CRLF injection: literal \\r or \\n embeds fake log lines",pattern:/[\r\n]/},
{id:"log-url-encoded-crlf",description:"URL-encoded CRLF: %0d, %0a, %0D, %0A \u2014 decoded by some log parsers",pattern:/%0[dDaA]/},
{id:"log-unicode-newline",description:"Unicode newline variants: U+2028 (line separator), U+2029 (paragraph separator)",
pattern:/[\u2028\u2029]/},{id:"log-log4shell-jndi",description:"Log4Shell: ${jndi:...} triggers remote code execution in\
 Apache Log4j",pattern:/\$\{jndi\s*:/i},{id:"log-log4shell-obfuscated",description:"Obfuscated Log4Shell: ${::-j}... loo\
kup-bypass prefix used to evade WAF detection",pattern:/\$\{::-/},{id:"log-log4j-lookup",description:"Log4j lookup synta\
x: ${env:...}, ${sys:...}, ${ctx:...} \u2014 data exfiltration",pattern:/\$\{(?:env|sys|ctx|main|map|sd|web|docker|k8s|spring)\s*:/i},
{id:"log-ssti-double-brace",description:"SSTI double-brace: {{expression}} \u2014 Jinja2, Twig, Handlebars, etc.",pattern:/\{\{[\s\S]{0,80}\}\}/},
{id:"log-ssti-hash-brace",description:"SSTI hash-brace: #{expression} \u2014 Thymeleaf, Velocity, Ruby ERB",pattern:/#\{[\s\S]{0,80}\}/},
{id:"log-ssti-dollar-brace",description:"SSTI/EL injection: ${expression with operators or method calls} \u2014 JSP EL, Freem\
arker, SpEL",pattern:/\$\{[^}]*(?:\.|\(|\*|\+|\bclass\b|\bruntime\b|\bprocess\b|\bexec\b)[^}]{0,80}\}/i},{id:"log-ssti-p\
ercent-tag",description:"SSTI ERB/ASP tag: <%= expression %> \u2014 Ruby ERB, ASP",pattern:/<%=[\s\S]{0,80}%>/},{id:"log\
-null-byte",description:"Null byte: \\x00 or %00 \u2014 can truncate log entries in C-backed loggers",pattern:/\x00|%00/},
{id:"log-ansi-escape",description:"ANSI escape sequence: ESC[ \u2014 can manipulate terminal output when logs are tailed",
pattern:/\x1b\[/}],Yy=W2;var Y2=[{id:"sql-line-comment",description:"SQL line comment: -- followed by whitespace or end of string",pattern:/--(?:\s|$)/},
{id:"sql-stacked-query",description:"Stacked queries: semicolon immediately followed by a SQL keyword",pattern:/;\s{0,10}(?:SELECT|INSERT|UPDATE|DELETE|DROP|CREATE|ALTER|EXEC)\b/i},
{id:"sql-hex-encoding",description:"Hex-encoded string injection: 0x41414141 style (MySQL)",pattern:/\b0x[0-9a-f]{4,}/i}],
K2=[...ac,...Y2],Ky=K2;var fP=Object.freeze({colon:":",Tab:"	",NewLine:`
`}),$2=/&(?:#[xX]0*([0-9a-fA-F]{1,6});?|#0*([0-9]{1,7});?|([a-zA-Z][a-zA-Z0-9]{1,15});)/g;function $y(t){return t.indexOf(
"&")===-1?t:t.replace($2,(e,r,n,i)=>{if(i!==void 0)return Object.prototype.hasOwnProperty.call(fP,i)?fP[i]:e;let s=r!==void 0?
parseInt(r,16):parseInt(n,10);return!Number.isFinite(s)||s>1114111?e:String.fromCodePoint(s)})}Us.label="HTML";Hs.label="XML";bm.label="SVG";Us.decodeEntities=!0;Hs.decodeEntities=!0;bm.decodeEntities=!0;ac.label="S\
QL";Ky.label="SQL-STRICT";Gy.label="SHELL";jy.label="REDOS";Wy.label="NOSQL";Yy.label="LOG";var Jfe=Object.freeze({HTML:Us,
XML:Hs,SVG:bm,SQL:ac,"SQL-STRICT":Ky,SHELL:Gy,REDOS:jy,NOSQL:Wy,LOG:Yy});function X2(t){if(typeof t!="string")throw new TypeError(
`is-unsafe: first argument must be a string, got ${typeof t}`)}function J2(t){if(!(t instanceof RegExp)){if(Array.isArray(
t)){if(t.length===0)throw new TypeError("is-unsafe: context must not be an empty array");if(Array.isArray(t[0])){for(let e of t)
if(!Array.isArray(e)||e.length===0)throw new TypeError("is-unsafe: each context in the array must be a non-empty pattern\
 array (PatternList)")}return}throw new TypeError(`is-unsafe: second argument must be a PatternList (e.g. HTML), an arra\
y of PatternLists (e.g. [HTML, XML]), or a RegExp. Got: ${typeof t}`)}}function V2(t){return t instanceof RegExp?{lists:null,
regex:t}:Array.isArray(t[0])?{lists:t,regex:null}:{lists:[t],regex:null}}function Z2(t,e){if(!e.decodeEntities)return null;
let r=$y(t);return r===t?null:r}function eQ(t,e){let r=e.label??"CUSTOM",n=Z2(t,e);for(let i of e)if(i.pattern.test(t)||
n!==null&&i.pattern.test(n))return{context:r,id:i.id,description:i.description,pattern:i.pattern};return null}function hP(t,e){
X2(t),J2(e);let{lists:r,regex:n}=V2(e);if(n)return n.test(t);for(let i of r)if(eQ(t,i)!==null)return!0;return!1}function tQ(t,e){if(!t)return{};let r=e.attributesGroupName?t[e.attributesGroupName]:t;if(!r)return{};let n={};for(let i in r)
if(i.startsWith(e.attributeNamePrefix)){let s=i.substring(e.attributeNamePrefix.length);n[s]=r[i]}else n[i]=r[i];return n}
function rQ(t){if(!t||typeof t!="string")return;let e=t.indexOf(":");if(e!==-1&&e>0){let r=t.substring(0,e);if(r!=="xmln\
s")return r}}var oc=class{constructor(e,r){this.options=e,this.currentNode=null,this.tagsNodeStack=[],this.parseXml=oQ,this.
parseTextData=nQ,this.resolveNameSpace=iQ,this.buildAttributesMap=aQ,this.isItStopNode=dQ,this.replaceEntitiesValue=cQ,this.
readStopNodeData=fQ,this.saveTextToParentTag=uQ,this.addChild=lQ,this.ignoreAttributesFn=Hy(this.options.ignoreAttributes),
this.entityExpansionCount=0,this.currentExpandedLength=0,this.doctypefound=!1;let n={...rc};this.options.entityDecoder?this.
entityDecoder=this.options.entityDecoder:(typeof this.options.htmlEntities=="object"?n=this.options.htmlEntities:this.options.
htmlEntities===!0&&(n={...Ly,...Oy}),this.entityDecoder=new ao({namedEntities:{...n,...r},numericAllowed:this.options.htmlEntities,
limit:{maxTotalExpansions:this.options.processEntities.maxTotalExpansions,maxExpandedLength:this.options.processEntities.
maxExpandedLength,applyLimitsTo:this.options.processEntities.appliesTo},onInputEntity:(s,a)=>hP(a,[Us,Hs])?so.BLOCK:so.ALLOW})),
this.matcher=new Cn,this.readonlyMatcher=this.matcher.readOnly(),this.isCurrentNodeStopNode=!1,this.stopNodeExpressionsSet=
new lo;let i=this.options.stopNodes;if(i&&i.length>0){for(let s=0;s<i.length;s++){let a=i[s];typeof a=="string"?this.stopNodeExpressionsSet.
add(new yr(a)):a instanceof yr&&this.stopNodeExpressionsSet.add(a)}this.stopNodeExpressionsSet.seal()}}};function nQ(t,e,r,n,i,s,a){
let o=this.options;if(t!==void 0&&(o.trimValues&&!n&&(t=t.trim()),t.length>0)){a||(t=this.replaceEntitiesValue(t,e,r));let l=o.
jPath?r.toString():r,c=o.tagValueProcessor(e,t,l,i,s);return c==null?t:typeof c!=typeof t||c!==t?c:o.trimValues||t.trim()===
t?Vy(t,o.parseTagValue,o.numberParseOptions):t}}function iQ(t){if(this.options.removeNSPrefix){let e=t.split(":"),r=t.charAt(
0)==="/"?"/":"";if(e[0]==="xmlns")return"";e.length===2&&(t=r+e[1])}return t}var sQ=/([^\s=]+)\s*(=\s*(?:"([^"]*)"|'([^']*)'))?/gm;
function gP(t){return t[3]!==void 0?t[3]:t[4]}function aQ(t,e,r,n=!1){let i=this.options;if(n===!0||i.ignoreAttributes!==
!0&&typeof t=="string"){let s=KI(t,sQ),a=s.length,o={},l=new Array(a),c=!1,u={};for(let p=0;p<a;p++){let x=this.resolveNameSpace(
s[p][1]),g=gP(s[p]);if(x.length&&g!==void 0){let b=g;i.trimValues&&(b=b.trim()),b=this.replaceEntitiesValue(b,r,this.readonlyMatcher),
l[p]=b,u[x]=b,c=!0}}c&&typeof e=="object"&&e.updateCurrent&&e.updateCurrent(u);let d=i.jPath?e.toString():this.readonlyMatcher,
m=!1;for(let p=0;p<a;p++){let x=this.resolveNameSpace(s[p][1]);if(this.ignoreAttributesFn(x,d))continue;let g=i.attributeNamePrefix+
x;if(x.length)if(i.transformAttributeName&&(g=i.transformAttributeName(g)),g=yP(g,i),gP(s[p])!==void 0){let b=l[p],C=i.attributeValueProcessor(
x,b,d);C==null?o[g]=b:typeof C!=typeof b||C!==b?o[g]=C:o[g]=Vy(b,i.parseAttributeValue,i.numberParseOptions),m=!0}else i.
allowBooleanAttributes&&(o[g]=!0,m=!0)}if(!m)return;if(i.attributesGroupName&&!i.preserveOrder){let p={};return p[i.attributesGroupName]=
o,p}return o}}var oQ=function(t){let e=this.options,r=e.captureMetaData?[]:void 0;t=t.replace(/\r\n?/g,e.captureMetaData?
(l,c)=>(l.length===2&&r.push(c-r.length),`
`):`
`);let n=new ar("!xml"),i=n,s="";this.matcher.reset(),this.entityDecoder.reset(),this.entityExpansionCount=0,this.currentExpandedLength=
0,this.doctypefound=!1;let a=new sc(e.processEntities),o=t.length;for(let l=0;l<o;l++)if(t[l]==="<"){let u=t.charCodeAt(
l+1);if(u===47){let d=co(t,">",l,"Closing Tag is not closed."),m=t.substring(l+2,d).trim();if(e.removeNSPrefix){let x=m.
indexOf(":");x!==-1&&(m=m.substr(x+1))}m=Xy(e.transformTagName,m,"",e).tagName,i&&(s=this.saveTextToParentTag(s,i,this.readonlyMatcher));
let p=this.matcher.getCurrentTag();if(m&&e.unpairedTagsSet.has(m))throw new Error(`Unpaired tag can not be used as closi\
ng tag: </${m}>`);p&&e.unpairedTagsSet.has(p)&&(this.matcher.pop(),this.tagsNodeStack.pop()),this.matcher.pop(),this.isCurrentNodeStopNode=
!1,i=this.tagsNodeStack.pop()||n,e.captureMetaData&&i&&i.addEndIndex(Qs(d+1,r)),s="",l=d}else if(u===63){let d=Jy(t,l,!1,
"?>");if(!d)throw new Error("Pi Tag is not closed.");s=this.saveTextToParentTag(s,i,this.readonlyMatcher);let m=this.buildAttributesMap(
d.tagExp,this.matcher,d.tagName,!0);if(m){let p=m[this.options.attributeNamePrefix+"version"];this.entityDecoder.setXmlVersion(
Number(p)||1),a.setXmlVersion(Number(p)||1)}if(!(e.ignoreDeclaration&&d.tagName==="?xml"||e.ignorePiTags)){let p=new ar(
d.tagName);p.add(e.textNodeName,""),d.tagName!==d.tagExp&&d.attrExpPresent&&e.ignoreAttributes!==!0&&(p[":@"]=m);let x=e.
captureMetaData?Qs(l,r):l;this.addChild(i,p,this.readonlyMatcher,x),e.captureMetaData&&i.addEndIndex(Qs(d.closeIndex+2,r))}
l=d.closeIndex+1}else if(u===33&&t.charCodeAt(l+2)===45&&t.charCodeAt(l+3)===45){let d=co(t,"-->",l+4,"Comment is not cl\
osed.");if(e.commentPropName){let m=t.substring(l+4,d-2);s=this.saveTextToParentTag(s,i,this.readonlyMatcher),i.add(e.commentPropName,
[{[e.textNodeName]:m}])}l=d}else if(u===33&&t.charCodeAt(l+2)===68){if(this.doctypefound)throw new Error("Multiple DOCTY\
PE declarations found.");this.doctypefound=!0;let d=a.readDocType(t,l);this.entityDecoder.addInputEntities(d.entities),l=
d.i}else if(u===33&&t.charCodeAt(l+2)===91){let d=co(t,"]]>",l,"CDATA is not closed.")-2,m=t.substring(l+9,d);s=this.saveTextToParentTag(
s,i,this.readonlyMatcher);let p=this.parseTextData(m,i.tagname,this.readonlyMatcher,!0,!1,!0,!0);p==null&&(p=""),e.cdataPropName?
i.add(e.cdataPropName,[{[e.textNodeName]:m}]):i.add(e.textNodeName,p),l=d+2}else{let d=Jy(t,l,e.removeNSPrefix);if(!d){let I=t.
substring(Math.max(0,l-50),Math.min(o,l+50));throw new Error(`readTagExp returned undefined at position ${l}. Context: "${I}\
"`)}let m=d.tagName,p=d.rawTagName,x=d.tagExp,g=d.attrExpPresent,b=d.closeIndex;if({tagName:m,tagExp:x}=Xy(e.transformTagName,
m,x,e),e.strictReservedNames&&(m===e.commentPropName||m===e.cdataPropName||m===e.textNodeName||m===e.attributesGroupName))
throw new Error(`Invalid tag name: ${m}`);i&&s&&i.tagname!=="!xml"&&(s=this.saveTextToParentTag(s,i,this.readonlyMatcher,
!1));let C=i;C&&e.unpairedTagsSet.has(C.tagname)&&(i=this.tagsNodeStack.pop(),this.matcher.pop());let E=!1;x.length>0&&x.
lastIndexOf("/")===x.length-1&&(E=!0,m[m.length-1]==="/"?(m=m.substr(0,m.length-1),x=m):x=x.substr(0,x.length-1),g=m!==x);
let P=null,M={},W;W=rQ(p),m!==n.tagname&&this.matcher.push(m,{},W),m!==x&&g&&(P=this.buildAttributesMap(x,this.matcher,m),
P&&(M=tQ(P,e))),m!==n.tagname&&(this.isCurrentNodeStopNode=this.isItStopNode());let ee=e.captureMetaData?Qs(l,r):l;if(this.
isCurrentNodeStopNode){let I="";if(E)l=d.closeIndex;else if(e.unpairedTagsSet.has(m))l=d.closeIndex;else{let B=this.readStopNodeData(
t,p,b+1);if(!B)throw new Error(`Unexpected end of ${p}`);l=B.i,I=B.tagContent}let F=new ar(m);P&&(F[":@"]=P),F.add(e.textNodeName,
I),this.matcher.pop(),this.isCurrentNodeStopNode=!1,this.addChild(i,F,this.readonlyMatcher,ee),e.captureMetaData&&i.addEndIndex(
Qs(l+1,r))}else{if(E){({tagName:m,tagExp:x}=Xy(e.transformTagName,m,x,e));let I=new ar(m);P&&(I[":@"]=P),this.addChild(i,
I,this.readonlyMatcher,ee),e.captureMetaData&&i.addEndIndex(Qs(b+1,r)),this.matcher.pop(),this.isCurrentNodeStopNode=!1}else if(e.
unpairedTagsSet.has(m)){let I=new ar(m);P&&(I[":@"]=P),this.addChild(i,I,this.readonlyMatcher,ee),e.captureMetaData&&i.addEndIndex(
Qs(d.closeIndex+1,r)),this.matcher.pop(),this.isCurrentNodeStopNode=!1,l=d.closeIndex;continue}else{let I=new ar(m);if(this.
tagsNodeStack.length>e.maxNestedTags)throw new Error("Maximum nested tags exceeded");this.tagsNodeStack.push(i),P&&(I[":\
@"]=P),this.addChild(i,I,this.readonlyMatcher,ee),i=I}s="",l=b}}}else s+=t[l];return n.child};function Qs(t,e){let r=0,n=e.
length;for(;r<n;){let i=Math.floor((r+n)/2);e[i]<t?r=i+1:n=i}return t+r}function lQ(t,e,r,n){this.options.captureMetaData||
(n=void 0);let i=this.options.jPath?r.toString():r,s=this.options.updateTag(e.tagname,i,e[":@"]);s===!1||(typeof s=="str\
ing"&&(e.tagname=s),t.addChild(e,n))}function cQ(t,e,r){let n=this.options.processEntities;if(!n||!n.enabled)return t;if(n.
allowedTags){let i=this.options.jPath?r.toString():r;if(!(Array.isArray(n.allowedTags)?n.allowedTags.includes(e):n.allowedTags(
e,i)))return t}if(n.tagFilter){let i=this.options.jPath?r.toString():r;if(!n.tagFilter(e,i))return t}return this.entityDecoder.
decode(t)}function uQ(t,e,r,n){return t&&(n===void 0&&(n=e.child.length===0),t=this.parseTextData(t,e.tagname,r,!1,e[":@"]?
Object.keys(e[":@"]).length!==0:!1,n),t!==void 0&&t!==""&&e.add(this.options.textNodeName,t),t=""),t}function dQ(){return this.
stopNodeExpressionsSet.size===0?!1:this.matcher.matchesAny(this.stopNodeExpressionsSet)}function mQ(t,e,r=">"){let n=t.length,
i=r.charCodeAt(0),s=r.length>1?r.charCodeAt(1):-1,a="",o=e;for(let l=e;l<n;l++){let c=t.charCodeAt(l);if(c===34||c===39){
if(l=t.indexOf(t[l],l+1),l===-1)return}else if(c===i)if(s!==-1){if(t.charCodeAt(l+1)===s)return a+=t.substring(o,l),{data:a,
index:l}}else return a+=t.substring(o,l),{data:a,index:l};else c===9&&(a+=t.substring(o,l)+" ",o=l+1)}}function co(t,e,r,n){
let i=t.indexOf(e,r);if(i===-1)throw new Error(n);return i+e.length-1}function pQ(t,e,r,n){let i=t.indexOf(e,r);if(i===-1)
throw new Error(n);return i}function Jy(t,e,r,n=">"){let i=mQ(t,e+1,n);if(!i)return;let s=i.data,a=i.index,o=s.search(/\s/),
l=s,c=!0;o!==-1&&(l=s.substring(0,o),s=s.substring(o+1).trimStart());let u=l;if(r){let d=l.indexOf(":");d!==-1&&(l=l.substr(
d+1),c=l!==i.data.substr(d+1))}return{tagName:l,tagExp:s,closeIndex:a,attrExpPresent:c,rawTagName:u}}function fQ(t,e,r){
let n=r,i=1,s=!1,a=-1,o=t.length;for(;r<o;r++)if(t[r]==="<"){let l=t.charCodeAt(r+1);if(l===47){let c=pQ(t,">",r,`${e} i\
s not closed`);if(t.substring(r+2,c).trim()===e&&(i--,i===0))return{tagContent:t.substring(n,r),i:c};r=c}else if(l===63)
r=co(t,"?>",r+1,"StopNode is not closed.");else if(l===33&&t.charCodeAt(r+2)===45&&t.charCodeAt(r+3)===45)r=co(t,"-->",r+
3,"StopNode is not closed.");else if(l===33&&t.charCodeAt(r+2)===91)r=co(t,"]]>",r,"StopNode is not closed.")-2;else{let c=s?
void 0:Jy(t,r,!1);if(c)c.tagName===e&&c.tagExp[c.tagExp.length-1]!=="/"&&i++,r=c.closeIndex;else{if(s=!0,a<r&&(a=t.indexOf(
">",r),a===-1))return;let u=t.indexOf("<",r+1);if(u===-1||u>a){let d=t.substring(r+1,a),m=d.search(/\s/);(m===-1?d:d.substring(
0,m))===e&&d[d.length-1]!=="/"&&i++,r=a}}}}}function Vy(t,e,r){if(e&&typeof t=="string"){let n=t.trim();return n==="true"?
!0:n==="false"?!1:Uy(t,r)}else return $I(t)?t:""}function Xy(t,e,r,n){if(t){let i=t(e);r===e&&(r=i),e=i}return e=yP(e,n),{tagName:e,tagExp:r}}function yP(t,e){if(mm.includes(
t))throw new Error(`[SECURITY] Invalid name: "${t}" is a reserved JavaScript keyword that could cause prototype pollutio\
n`);return ec.includes(t)?e.onDangerousProperty(t):t}var Zy=ar.getMetaDataSymbol();function hQ(t,e){if(!t||typeof t!="object")return{};if(!e)return t;let r={};for(let n in t)
if(n.startsWith(e)){let i=n.substring(e.length);r[i]=t[n]}else r[n]=t[n];return r}function ex(t,e,r,n){return xP(t,e,r,n)}
function xP(t,e,r,n){let i,s={};for(let a=0;a<t.length;a++){let o=t[a],l=gQ(o);if(l!==void 0&&l!==e.textNodeName){let c=hQ(
o[":@"]||{},e.attributeNamePrefix);r.push(l,c)}if(l===e.textNodeName)i===void 0?i=o[l]:i+=""+o[l];else{if(l===void 0)continue;
if(o[l]){let c=xP(o[l],e,r,n),u=xQ(c,e);if(Object.keys(c).length===0&&e.alwaysCreateTextNode&&(c[e.textNodeName]=""),o["\
:@"]?yQ(c,o[":@"],n,e):Object.keys(c).length===1&&c[e.textNodeName]!==void 0&&!e.alwaysCreateTextNode?c=c[e.textNodeName]:
Object.keys(c).length===0&&(e.alwaysCreateTextNode?c[e.textNodeName]="":c=""),o[Zy]!==void 0&&typeof c=="object"&&c!==null&&
(c[Zy]=o[Zy]),s[l]!==void 0&&Object.prototype.hasOwnProperty.call(s,l))Array.isArray(s[l])||(s[l]=[s[l]]),s[l].push(c);else{
let d=e.jPath?n.toString():n;e.isArray(l,d,u)?s[l]=[c]:s[l]=c}l!==void 0&&l!==e.textNodeName&&r.pop()}}}return typeof i==
"string"?i.length>0&&(s[e.textNodeName]=i):i!==void 0&&(s[e.textNodeName]=i),s}function gQ(t){let e=Object.keys(t);for(let r=0;r<
e.length;r++){let n=e[r];if(n!==":@")return n}}function yQ(t,e,r,n){if(e){let i=Object.keys(e),s=i.length;for(let a=0;a<
s;a++){let o=i[a],l=o.startsWith(n.attributeNamePrefix)?o.substring(n.attributeNamePrefix.length):o,c=n.jPath?r.toString()+
"."+l:r;n.isArray(o,c,!0,!0)?t[o]=[e[o]]:t[o]=e[o]}}}function xQ(t,e){let{textNodeName:r}=e,n=Object.keys(t).length;return!!(n===
0||n===1&&(t[r]||typeof t[r]=="boolean"||t[r]===0))}var uo=class{constructor(e){this.externalEntities={},this.options=rP(e)}parse(e,r){if(typeof e!="string"&&e.toString)e instanceof
Uint8Array&&!(typeof Buffer<"u"&&Buffer.isBuffer(e))?e=new TextDecoder("utf-8",{ignoreBOM:!0}).decode(e):e=e.toString();else if(typeof e!=
"string")throw new Error("XML data is accepted in String or Bytes[] form.");if(r){r===!0&&(r={});let s=pm(e,r);if(s!==!0)
throw Error(`${s.err.msg}:${s.err.line}:${s.err.col}`)}let n=new oc(this.options,this.externalEntities),i=n.parseXml(e);
return this.options.preserveOrder||i===void 0?i:ex(i,this.options,n.matcher,n.readonlyMatcher)}addEntity(e,r){if(r.indexOf(
"&")!==-1)throw new Error("Entity value can't have '&'");if(e.indexOf("&")!==-1||e.indexOf(";")!==-1)throw new Error("An\
 entity must be set without '&' and ';'. Eg. use '#xD' for '&#xD;'");if(r==="&")throw new Error("An entity with value '&\
' is not permitted");this.externalEntities[e]=r}static getMetaDataSymbol(){return ar.getMetaDataSymbol()}};function Bt(t){return typeof t=="number"&&Object.is(t,-0)?"-0":String(t)}function lc(t){return Bt(t).replace(/--/g,"- -").
replace(/--/g,"- -").replace(/-$/,"- ")}function Cm(t){return Bt(t).replace(/\]\]>/g,"]]]]><![CDATA[>")}function Sn(t){return Bt(
t).replace(/"/g,"&quot;").replace(/'/g,"&apos;")}function Gs(t,e,r,n,i){if(!r.sanitizeName)return t;let s=!e&&t[0]==="?",
a=s?t.slice(1):t;if(i(a))return t;let o=r.sanitizeName(a,{isAttribute:e,matcher:n.readOnly()});if(typeof o!="string"||!i(
o))throw new Error(`sanitizeName returned an invalid XML name for "${a}"`);return s?"?"+o:o}var AQ=`
`;function bQ(t,e){if(!Array.isArray(t)||t.length===0)return"1.0";let r=t[0];if(nx(r)==="?xml"){let i=r[":@"];if(i){let s=e.
attributeNamePrefix+"version";if(i[s])return i[s]}}return"1.0"}function rx(t,e){let r="";e.format&&(r=AQ);let n=[];if(e.
stopNodes&&Array.isArray(e.stopNodes))for(let o=0;o<e.stopNodes.length;o++){let l=e.stopNodes[o];typeof l=="string"?n.push(
new yr(l)):l instanceof yr&&n.push(l)}let i=bQ(t,e),s=hm("qName",{xmlVersion:i}),a=new Cn;return bP(t,e,r,a,n,s)}function bP(t,e,r,n,i,s){
let a="",o=!1;if(e.maxNestedTags&&n.getDepth()>e.maxNestedTags)throw new Error("Maximum nested tags exceeded");if(!Array.
isArray(t)){if(t!=null){let l=Bt(t);return l=tx(l,e),l}return""}for(let l=0;l<t.length;l++){let c=t[l],u=nx(c);if(u===void 0)
continue;let m=u===e.textNodeName||u===e.cdataPropName||u===e.commentPropName?u:Gs(u,!1,e,n,s),p=CQ(c[":@"],e);n.push(m,
p);let x=NQ(n,i);if(m===e.textNodeName){let P=c[u];x||(P=e.tagValueProcessor(m,P),P=tx(P,e)),P=Bt(P),o&&(a+=r),a+=P,o=!1,
n.pop();continue}else if(m===e.cdataPropName){o&&(a+=r);let P=c[u][0][e.textNodeName],M=Cm(P);a+=`<![CDATA[${M}]]>`,o=!1,
n.pop();continue}else if(m===e.commentPropName){let P=c[u][0][e.textNodeName],M=lc(P);a+=r+`<!--${M}-->`,o=!0,n.pop();continue}else if(m[0]===
"?"){let P=AP(c[":@"],e,x,n,s);a+=(m==="?xml"?"":r)+`<${m}${P}?>`,o=!0,n.pop();continue}let g=r;g!==""&&(g+=e.indentBy);
let b=AP(c[":@"],e,x,n,s),C=r+`<${m}${b}`,E;x?E=CP(c[u],e,n.getDepth()):E=bP(c[u],e,g,n,i,s),e.unpairedTags.indexOf(m)!==
-1?e.suppressUnpairedNode?a+=C+">":a+=C+"/>":(!E||E.length===0)&&e.suppressEmptyNode?a+=C+"/>":E&&E.endsWith(">")?a+=C+`\
>${E}${r}</${m}>`:(a+=C+">",E&&r!==""&&(E.includes("/>")||E.includes("</"))?a+=r+e.indentBy+E+r:a+=E,a+=`</${m}>`),o=!0,
n.pop()}return a}function CQ(t,e){if(!t||e.ignoreAttributes)return null;let r={},n=!1;for(let i in t){if(!Object.prototype.
hasOwnProperty.call(t,i))continue;let s=i.startsWith(e.attributeNamePrefix)?i.substr(e.attributeNamePrefix.length):i;r[s]=
Sn(t[i]),n=!0}return n?r:null}function CP(t,e,r=0){if(e.maxNestedTags&&r>e.maxNestedTags)throw new Error("Maximum nested\
 tags exceeded");if(!Array.isArray(t))return t!=null?Bt(t):"";let n="";for(let i=0;i<t.length;i++){let s=t[i],a=nx(s);if(a===
e.textNodeName)n+=Bt(s[a]);else if(a===e.cdataPropName)n+=s[a][0][e.textNodeName];else if(a===e.commentPropName)n+=s[a][0][e.
textNodeName];else{if(a&&a[0]==="?")continue;if(a){let o=SQ(s[":@"],e),l=CP(s[a],e,r+1);!l||l.length===0?n+=`<${a}${o}/>`:
n+=`<${a}${o}>${l}</${a}>`}}}return n}function SQ(t,e){let r="";if(t&&!e.ignoreAttributes)for(let n in t){if(!Object.prototype.
hasOwnProperty.call(t,n))continue;let i=t[n];i===!0&&e.suppressBooleanAttributes?r+=` ${n.substr(e.attributeNamePrefix.length)}`:
r+=` ${n.substr(e.attributeNamePrefix.length)}="${Sn(i)}"`}return r}function nx(t){let e=Object.keys(t);for(let r=0;r<e.
length;r++){let n=e[r];if(Object.prototype.hasOwnProperty.call(t,n)&&n!==":@")return n}}function AP(t,e,r,n,i){let s="";
if(t&&!e.ignoreAttributes)for(let a in t){if(!Object.prototype.hasOwnProperty.call(t,a))continue;let o=a.substr(e.attributeNamePrefix.
length),l=r?o:Gs(o,!0,e,n,i),c;r?c=t[a]:(c=e.attributeValueProcessor(a,t[a]),c=tx(c,e)),c===!0&&e.suppressBooleanAttributes?
s+=` ${l}`:s+=` ${l}="${Sn(c)}"`}return s}function NQ(t,e){if(!e||e.length===0)return!1;for(let r=0;r<e.length;r++)if(t.
matches(e[r]))return!0;return!1}function tx(t,e){if(t&&t.length>0&&e.processEntities)for(let r=0;r<e.entities.length;r++){
let n=e.entities[r];t=t.replace(n.regex,n.val)}return t}function ix(t){return typeof t=="function"?t:Array.isArray(t)?e=>{for(let r of t)if(typeof r=="string"&&e===r||r instanceof
RegExp&&r.test(e))return!0}:()=>!1}var wQ={attributeNamePrefix:"@_",attributesGroupName:!1,textNodeName:"#text",ignoreAttributes:!0,cdataPropName:!1,format:!1,
indentBy:"  ",suppressEmptyNode:!1,suppressUnpairedNode:!0,suppressBooleanAttributes:!0,tagValueProcessor:function(t,e){
return e},attributeValueProcessor:function(t,e){return e},preserveOrder:!1,commentPropName:!1,unpairedTags:[],entities:[
{regex:new RegExp("&","g"),val:"&amp;"},{regex:new RegExp(">","g"),val:"&gt;"},{regex:new RegExp("<","g"),val:"&lt;"},{regex:new RegExp(
"'","g"),val:"&apos;"},{regex:new RegExp('"',"g"),val:"&quot;"}],processEntities:!0,stopNodes:[],oneListGroup:!1,maxNestedTags:100,
jPath:!0,sanitizeName:!1};function lr(t){if(this.options=Object.assign({},wQ,t),this.options.stopNodes&&Array.isArray(this.
options.stopNodes)&&(this.options.stopNodes=this.options.stopNodes.map(e=>typeof e=="string"&&e.startsWith("*.")?".."+e.
substring(2):e)),this.stopNodeExpressions=[],this.options.stopNodes&&Array.isArray(this.options.stopNodes))for(let e=0;e<
this.options.stopNodes.length;e++){let r=this.options.stopNodes[e];typeof r=="string"?this.stopNodeExpressions.push(new yr(
r)):r instanceof yr&&this.stopNodeExpressions.push(r)}this.options.ignoreAttributes===!0||this.options.attributesGroupName?
this.isAttribute=function(){return!1}:(this.ignoreAttributesFn=ix(this.options.ignoreAttributes),this.attrPrefixLen=this.
options.attributeNamePrefix.length,this.isAttribute=_Q),this.processTextOrObjNode=IQ,this.options.format?(this.indentate=
PQ,this.tagEndChar=`>
`,this.newLine=`
`):(this.indentate=function(){return""},this.tagEndChar=">",this.newLine="")}function EQ(t,e){let r=t["?xml"];if(r&&typeof r==
"object"){if(e.attributesGroupName&&r[e.attributesGroupName]){let i=r[e.attributesGroupName][e.attributeNamePrefix+"vers\
ion"];if(i)return i}let n=r[e.attributeNamePrefix+"version"];if(n)return n}return"1.0"}lr.prototype.build=function(t){if(this.
options.preserveOrder)return rx(t,this.options);{Array.isArray(t)&&this.options.arrayNodeName&&this.options.arrayNodeName.
length>1&&(t={[this.options.arrayNodeName]:t});let e=new Cn,r=EQ(t,this.options),n=hm("qName",{xmlVersion:r});return this.
j2x(t,0,e,n).val}};lr.prototype.j2x=function(t,e,r,n){let i="",s="";if(this.options.maxNestedTags&&r.getDepth()>=this.options.
maxNestedTags)throw new Error("Maximum nested tags exceeded");let a=this.options.jPath?r.toString():r,o=this.checkStopNode(
r);for(let l in t){if(!Object.prototype.hasOwnProperty.call(t,l))continue;let u=l===this.options.textNodeName||l===this.
options.cdataPropName||l===this.options.commentPropName||this.options.attributesGroupName&&l===this.options.attributesGroupName||
this.isAttribute(l)?l:Gs(l,!1,this.options,r,n);if(typeof t[l]>"u")this.isAttribute(l)&&(s+="");else if(t[l]===null)this.
isAttribute(l)||u===this.options.cdataPropName||u===this.options.commentPropName?s+="":u[0]==="?"?s+=this.indentate(e)+"\
<"+u+"?"+this.tagEndChar:s+=this.indentate(e)+"<"+u+"/"+this.tagEndChar;else if(t[l]instanceof Date)s+=this.buildTextValNode(
t[l],u,"",e,r);else if(typeof t[l]!="object"){let d=this.isAttribute(l);if(d&&!this.ignoreAttributesFn(d,a)){let m=Gs(d,
!0,this.options,r,n);i+=this.buildAttrPairStr(m,Bt(t[l]),o)}else if(!d)if(l===this.options.textNodeName){let m=this.options.
tagValueProcessor(l,Bt(t[l]));s+=this.replaceEntitiesValue(m)}else{r.push(u);let m=this.checkStopNode(r);if(r.pop(),m){let p=Bt(
t[l]);p===""?s+=this.indentate(e)+"<"+u+this.closeTag(u)+this.tagEndChar:s+=this.indentate(e)+"<"+u+">"+p+"</"+u+this.tagEndChar}else
s+=this.buildTextValNode(t[l],u,"",e,r)}}else if(Array.isArray(t[l])){let d=t[l].length,m="",p="";for(let x=0;x<d;x++){let g=t[l][x];
if(!(typeof g>"u"))if(g===null)u[0]==="?"?s+=this.indentate(e)+"<"+u+"?"+this.tagEndChar:s+=this.indentate(e)+"<"+u+"/"+
this.tagEndChar;else if(typeof g=="object")if(this.options.oneListGroup){r.push(u);let b=this.j2x(g,e+1,r,n);r.pop(),m+=
b.val,this.options.attributesGroupName&&g.hasOwnProperty(this.options.attributesGroupName)&&(p+=b.attrStr)}else m+=this.
processTextOrObjNode(g,u,e,r,n);else if(this.options.oneListGroup){let b=this.options.tagValueProcessor(u,g);b=this.replaceEntitiesValue(
b),b=Bt(b),m+=b}else{r.push(u);let b=this.checkStopNode(r);if(r.pop(),b){let C=Bt(g);C===""?m+=this.indentate(e)+"<"+u+this.
closeTag(u)+this.tagEndChar:m+=this.indentate(e)+"<"+u+">"+C+"</"+u+this.tagEndChar}else m+=this.buildTextValNode(g,u,"",
e,r)}}this.options.oneListGroup&&(m=this.buildObjectNode(m,u,p,e)),s+=m}else if(this.options.attributesGroupName&&l===this.
options.attributesGroupName){let d=Object.keys(t[l]),m=d.length;for(let p=0;p<m;p++){let x=Gs(d[p],!0,this.options,r,n);
i+=this.buildAttrPairStr(x,Bt(t[l][d[p]]),o)}}else s+=this.processTextOrObjNode(t[l],u,e,r,n)}return{attrStr:i,val:s}};lr.
prototype.buildAttrPairStr=function(t,e,r){return r||(e=this.options.attributeValueProcessor(t,Bt(e)),e=this.replaceEntitiesValue(
e)),this.options.suppressBooleanAttributes&&e==="true"?" "+t:" "+t+'="'+Sn(e)+'"'};function IQ(t,e,r,n,i){let s=this.extractAttributes(
t);if(n.push(e,s),this.checkStopNode(n)){let l=this.buildRawContent(t,n.getDepth()),c=this.buildAttributesForStopNode(t);
return n.pop(),this.buildObjectNode(l,e,c,r)}let o=this.j2x(t,r+1,n,i);return n.pop(),e[0]==="?"?this.buildTextValNode("",
e,o.attrStr,r,n):t[this.options.textNodeName]!==void 0&&Object.keys(t).length===1?this.buildTextValNode(t[this.options.textNodeName],
e,o.attrStr,r,n):this.buildObjectNode(o.val,e,o.attrStr,r)}lr.prototype.extractAttributes=function(t){if(!t||typeof t!="\
object")return null;let e={},r=!1;if(this.options.attributesGroupName&&t[this.options.attributesGroupName]){let n=t[this.
options.attributesGroupName];for(let i in n){if(!Object.prototype.hasOwnProperty.call(n,i))continue;let s=i.startsWith(this.
options.attributeNamePrefix)?i.substring(this.options.attributeNamePrefix.length):i;e[s]=Sn(n[i]),r=!0}}else for(let n in t){
if(!Object.prototype.hasOwnProperty.call(t,n))continue;let i=this.isAttribute(n);i&&(e[i]=Sn(t[n]),r=!0)}return r?e:null};
lr.prototype.buildRawContent=function(t,e=0){if(this.options.maxNestedTags&&e>=this.options.maxNestedTags)throw new Error(
"Maximum nested tags exceeded");if(typeof t=="string")return t;if(typeof t!="object"||t===null)return String(t);if(t[this.
options.textNodeName]!==void 0)return t[this.options.textNodeName];let r="";for(let n in t){if(!Object.prototype.hasOwnProperty.
call(t,n)||this.isAttribute(n)||this.options.attributesGroupName&&n===this.options.attributesGroupName)continue;let i=t[n];
if(n===this.options.textNodeName)r+=i;else if(Array.isArray(i)){for(let s of i)if(typeof s=="string"||typeof s=="number")
r+=`<${n}>${s}</${n}>`;else if(typeof s=="object"&&s!==null){let a=this.buildRawContent(s,e+1),o=this.buildAttributesForStopNode(
s);a===""?r+=`<${n}${o}/>`:r+=`<${n}${o}>${a}</${n}>`}}else if(typeof i=="object"&&i!==null){let s=this.buildRawContent(
i,e+1),a=this.buildAttributesForStopNode(i);s===""?r+=`<${n}${a}/>`:r+=`<${n}${a}>${s}</${n}>`}else r+=`<${n}>${i}</${n}\
>`}return r};lr.prototype.buildAttributesForStopNode=function(t){if(!t||typeof t!="object")return"";let e="";if(this.options.
attributesGroupName&&t[this.options.attributesGroupName]){let r=t[this.options.attributesGroupName];for(let n in r){if(!Object.
prototype.hasOwnProperty.call(r,n))continue;let i=n.startsWith(this.options.attributeNamePrefix)?n.substring(this.options.
attributeNamePrefix.length):n,s=r[n];s===!0&&this.options.suppressBooleanAttributes?e+=" "+i:e+=" "+i+'="'+Sn(s)+'"'}}else
for(let r in t){if(!Object.prototype.hasOwnProperty.call(t,r))continue;let n=this.isAttribute(r);if(n){let i=t[r];i===!0&&
this.options.suppressBooleanAttributes?e+=" "+n:e+=" "+n+'="'+Sn(i)+'"'}}return e};lr.prototype.buildObjectNode=function(t,e,r,n){
if(t==="")return e[0]==="?"?this.indentate(n)+"<"+e+r+"?"+this.tagEndChar:this.indentate(n)+"<"+e+r+this.closeTag(e)+this.
tagEndChar;if(e[0]==="?")return this.indentate(n)+"<"+e+r+"?"+this.tagEndChar;{let i="</"+e+this.tagEndChar,s="";return e[0]===
"?"&&(s="?",i=""),(r||r==="")&&t.indexOf("<")===-1?this.indentate(n)+"<"+e+r+s+">"+t+i:this.options.commentPropName!==!1&&
e===this.options.commentPropName&&s.length===0?this.indentate(n)+`<!--${lc(t)}-->`+this.newLine:this.indentate(n)+"<"+e+
r+s+this.tagEndChar+t+this.indentate(n)+i}};lr.prototype.closeTag=function(t){let e="";return this.options.unpairedTags.
indexOf(t)!==-1?this.options.suppressUnpairedNode||(e="/"):this.options.suppressEmptyNode?e="/":e=`></${t}`,e};lr.prototype.
checkStopNode=function(t){if(!this.stopNodeExpressions||this.stopNodeExpressions.length===0)return!1;for(let e=0;e<this.
stopNodeExpressions.length;e++)if(t.matches(this.stopNodeExpressions[e]))return!0;return!1};lr.prototype.buildTextValNode=function(t,e,r,n,i){if(this.options.cdataPropName!==!1&&e===this.options.cdataPropName){let s=Cm(
t);return this.indentate(n)+`<![CDATA[${s}]]>`+this.newLine}else if(this.options.commentPropName!==!1&&e===this.options.
commentPropName){let s=lc(t);return this.indentate(n)+`<!--${s}-->`+this.newLine}else{if(e[0]==="?")return this.indentate(
n)+"<"+e+r+"?"+this.tagEndChar;{let s=this.options.tagValueProcessor(e,t);return s=this.replaceEntitiesValue(s),s=Bt(s),
s===""?this.indentate(n)+"<"+e+r+this.closeTag(e)+this.tagEndChar:this.indentate(n)+"<"+e+r+">"+s+"</"+e+this.tagEndChar}}};
lr.prototype.replaceEntitiesValue=function(t){if(t&&t.length>0&&this.options.processEntities)for(let e=0;e<this.options.
entities.length;e++){let r=this.options.entities[e];t=t.replace(r.regex,r.val)}return t};function PQ(t){return this.options.
indentBy.repeat(t)}function _Q(t){return t.startsWith(this.options.attributeNamePrefix)&&t!==this.options.textNodeName?t.
substr(this.attrPrefixLen):!1}var sx=lr;var SP={validate:pm};function EP(t){return{attributesGroupName:"$",textNodeName:t.xmlCharKey??"_",ignoreAttributes:!1,suppressBooleanAttributes:!1}}
function vQ(t={}){return{...EP(t),attributeNamePrefix:"@_",format:!0,suppressEmptyNode:!0,indentBy:"",rootNodeName:t.rootName??
"root",cdataPropName:t.cdataPropName??"__cdata"}}function BQ(t={}){return{...EP(t),parseAttributeValue:!1,parseTagValue:!1,
attributeNamePrefix:"",stopNodes:t.stopNodes,processEntities:!0,trimValues:!1}}function Sm(t,e={}){let r=vQ(e),n=new sx(
r),i={[r.rootNodeName]:t};return`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${n.build(i)}`.replace(/\n/g,"")}
async function ax(t,e={}){if(!t)throw new Error("Document is empty");let r=SP.validate(t);if(r!==!0)throw r;let i=new uo(
BQ(e)).parse(t);if(i["?xml"]&&delete i["?xml"],!e.includeRoot)for(let s of Object.keys(i)){let a=i[s];return typeof a=="\
object"?{...a}:a}return i}var Nm=Mr("storage-blob");import{EventEmitter as MQ}from"events";import{Readable as RQ}from"node:stream";var wm=class extends RQ{buffers;byteLength;byteOffsetInCurrentBuffer;bufferIndex;pushedBytesLength;constructor(e,r,n){
super(n),this.buffers=e,this.byteLength=r,this.byteOffsetInCurrentBuffer=0,this.bufferIndex=0,this.pushedBytesLength=0;let i=0;
for(let s of this.buffers)i+=s.byteLength;if(i<this.byteLength)throw new Error("Data size shouldn't be larger than the t\
otal length of buffers.")}_read(e){this.pushedBytesLength>=this.byteLength&&this.push(null),e||(e=this.readableHighWaterMark);
let r=[],n=0;for(;n<e&&this.pushedBytesLength<this.byteLength;){let i=this.byteLength-this.pushedBytesLength,s=this.buffers[this.
bufferIndex].byteLength-this.byteOffsetInCurrentBuffer,a=Math.min(s,i);if(a>e-n){let o=this.byteOffsetInCurrentBuffer+e-
n;r.push(this.buffers[this.bufferIndex].slice(this.byteOffsetInCurrentBuffer,o)),this.pushedBytesLength+=e-n,this.byteOffsetInCurrentBuffer=
o,n=e;break}else{let o=this.byteOffsetInCurrentBuffer+a;r.push(this.buffers[this.bufferIndex].slice(this.byteOffsetInCurrentBuffer,
o)),a===s?(this.byteOffsetInCurrentBuffer=0,this.bufferIndex++):this.byteOffsetInCurrentBuffer=o,this.pushedBytesLength+=
a,n+=a}}r.length>1?this.push(Buffer.concat(r)):r.length===1&&this.push(r[0])}};import TQ from"node:buffer";var Em=TQ.constants.MAX_LENGTH,Im=class{buffers=[];capacity;_size;get size(){return this._size}constructor(e,r,n){
this.capacity=e,this._size=0;let i=Math.ceil(e/Em);for(let s=0;s<i;s++){let a=s===i-1?e%Em:Em;a===0&&(a=Em),this.buffers.
push(Buffer.allocUnsafe(a))}r&&this.fill(r,n)}fill(e,r){this._size=Math.min(this.capacity,r);let n=0,i=0,s=0,a=0,o=0;for(;o<
this._size;){let l=e[n],c=this.buffers[i],u=l.copy(c,s,a);o+=u,a+=u,s+=u,a===l.length&&(n++,a=0),s===c.length&&(i++,s=0)}
e.splice(0,n),e.length>0&&(e[0]=e[0].slice(a))}getReadableStream(){return new wm(this.buffers,this.size)}};var Pm=class{bufferSize;maxBuffers;readable;outgoingHandler;emitter=new MQ;concurrency;offset=0;isStreamEnd=!1;isError=!1;executingOutgoingHandlers=0;encoding;numBuffers=0;unresolvedDataArray=[];unresolvedLength=0;incoming=[];outgoing=[];constructor(e,r,n,i,s,a){
if(r<=0)throw new RangeError(`bufferSize must be larger than 0, current is ${r}`);if(n<=0)throw new RangeError(`maxBuffe\
rs must be larger than 0, current is ${n}`);if(s<=0)throw new RangeError(`concurrency must be larger than 0, current is ${s}`);
this.bufferSize=r,this.maxBuffers=n,this.readable=e,this.outgoingHandler=i,this.concurrency=s,this.encoding=a}async do(){
return new Promise((e,r)=>{this.readable.on("data",n=>{n=typeof n=="string"?Buffer.from(n,this.encoding):n,this.appendUnresolvedData(
n),this.resolveData()||this.readable.pause()}),this.readable.on("error",n=>{this.emitter.emit("error",n)}),this.readable.
on("end",()=>{this.isStreamEnd=!0,this.emitter.emit("checkEnd")}),this.emitter.on("error",n=>{this.isError=!0,this.readable.
pause(),r(n)}),this.emitter.on("checkEnd",()=>{if(this.outgoing.length>0){this.triggerOutgoingHandlers();return}if(this.
isStreamEnd&&this.executingOutgoingHandlers===0)if(this.unresolvedLength>0&&this.unresolvedLength<this.bufferSize){let n=this.
shiftBufferFromUnresolvedDataArray();this.outgoingHandler(()=>n.getReadableStream(),n.size,this.offset).then(e).catch(r)}else{
if(this.unresolvedLength>=this.bufferSize)return;e()}})})}appendUnresolvedData(e){this.unresolvedDataArray.push(e),this.
unresolvedLength+=e.length}shiftBufferFromUnresolvedDataArray(e){return e?e.fill(this.unresolvedDataArray,this.unresolvedLength):
e=new Im(this.bufferSize,this.unresolvedDataArray,this.unresolvedLength),this.unresolvedLength-=e.size,e}resolveData(){for(;this.
unresolvedLength>=this.bufferSize;){let e;if(this.incoming.length>0)e=this.incoming.shift(),this.shiftBufferFromUnresolvedDataArray(
e);else if(this.numBuffers<this.maxBuffers)e=this.shiftBufferFromUnresolvedDataArray(),this.numBuffers++;else return!1;this.
outgoing.push(e),this.triggerOutgoingHandlers()}return!0}async triggerOutgoingHandlers(){let e;do{if(this.executingOutgoingHandlers>=
this.concurrency)return;e=this.outgoing.shift(),e&&this.triggerOutgoingHandler(e)}while(e)}async triggerOutgoingHandler(e){
let r=e.size;this.executingOutgoingHandlers++,this.offset+=r;try{await this.outgoingHandler(()=>e.getReadableStream(),r,
this.offset-r)}catch(n){this.emitter.emit("error",n);return}this.executingOutgoingHandlers--,this.reuseBuffer(e),this.emitter.
emit("checkEnd")}reuseBuffer(e){this.incoming.push(e),!this.isError&&this.resolveData()&&!this.isStreamEnd&&this.readable.
resume()}};import qQ,{Readable as uc}from"node:stream";import{createRequire as DQ}from"node:module";import{dirname as OQ}from"node:path";import{fileURLToPath as LQ}from"node:url";
var kQ=typeof process=="object"&&typeof process.versions=="object"&&typeof process.versions.node=="string",_m,vm,IP;kQ&&
(_m=DQ(import.meta.url),vm=LQ(import.meta.url),IP=OQ(vm));var zQ=(()=>{var t=typeof document<"u"&&document.currentScript?
document.currentScript.src:void 0;return typeof vm<"u"&&(t=t||vm),(function(e){e=e||{};var r=typeof e<"u"?e:{},n,i;r.ready=
new Promise(function(y,w){n=y,i=w}),["_malloc","_free","_emscripten_bind_VoidPtr___destroy___0","_emscripten_bind_Crc64H\
ash_Crc64Hash_0","_emscripten_bind_Crc64Hash_OnAppend_2","_emscripten_bind_Crc64Hash_OnFinal_3","_emscripten_bind_Crc64H\
ash___destroy___0","_fflush","onRuntimeInitialized"].forEach(y=>{Object.getOwnPropertyDescriptor(r.ready,y)||Object.defineProperty(
r.ready,y,{get:()=>gt("You are getting "+y+" on the Promise object, instead of the instance. Use .then() to get called b\
ack with the instance, see the MODULARIZE docs in src/settings.js"),set:()=>gt("You are setting "+y+" on the Promise obj\
ect, instead of the instance. Use .then() to get called back with the instance, see the MODULARIZE docs in src/settings.\
js")})});var s=Object.assign({},r),a=[],o="./this.program",l=(y,w)=>{throw w},c=typeof window=="object",u=typeof importScripts==
"function",d=typeof process=="object"&&typeof process.versions=="object"&&typeof process.versions.node=="string",m=!c&&!d&&
!u;if(r.ENVIRONMENT)throw new Error("Module.ENVIRONMENT has been deprecated. To force the environment, use the ENVIRONME\
NT compile-time option (for example, -sENVIRONMENT=web or -sENVIRONMENT=node)");var p="";function x(y){return r.locateFile?
r.locateFile(y,p):p+y}var g,b,C,E;function P(y){if(y instanceof id)return;let w=y;y&&typeof y=="object"&&y.stack&&(w=[y,
y.stack]),I("exiting due to exception: "+w)}if(d){if(typeof process>"u"||!process.release||process.release.name!=="node")
throw new Error("not compiled for this environment (did you build to HTML and try to run it not on the web, or set ENVIR\
ONMENT to something - like node - and run it someplace else - like on the web?)");var M=_m("fs"),W=_m("path");u?p=W.dirname(
p)+"/":p=IP+"/",g=(y,w)=>(y=bl(y)?new URL(y):W.normalize(y),M.readFileSync(y,w?void 0:"utf8")),C=y=>{var w=g(y,!0);return w.
buffer||(w=new Uint8Array(w)),ne(w.buffer),w},b=(y,w,O)=>{y=bl(y)?new URL(y):W.normalize(y),M.readFile(y,function(X,oe){
X?O(X):w(oe.buffer)})},process.argv.length>1&&(o=process.argv[1].replace(/\\/g,"/")),a=process.argv.slice(2),process.on(
"uncaughtException",function(y){if(!(y instanceof id))throw y}),process.on("unhandledRejection",function(y){throw y}),l=
(y,w)=>{if(Ra())throw process.exitCode=y,w;P(w),process.exit(y)},r.inspect=function(){return"[Emscripten Module object]"}}else if(m){
if(typeof process=="object"&&typeof _m=="function"||typeof window=="object"||typeof importScripts=="function")throw new Error(
"not compiled for this environment (did you build to HTML and try to run it not on the web, or set ENVIRONMENT to someth\
ing - like node - and run it someplace else - like on the web?)");typeof read<"u"&&(g=function(w){return read(w)}),C=function(w){
let O;return typeof readbuffer=="function"?new Uint8Array(readbuffer(w)):(O=read(w,"binary"),ne(typeof O=="object"),O)},
b=function(w,O,X){setTimeout(()=>O(C(w)),0)},typeof scriptArgs<"u"?a=scriptArgs:typeof arguments<"u"&&(a=arguments),typeof quit==
"function"&&(l=(y,w)=>{P(w),quit(y)}),typeof print<"u"&&(typeof console>"u"&&(console={}),console.log=print,console.warn=
console.error=typeof printErr<"u"?printErr:print)}else if(c||u){if(u?p=self.location.href:typeof document<"u"&&document.
currentScript&&(p=document.currentScript.src),t&&(p=t),p.indexOf("blob:")!==0?p=p.substr(0,p.replace(/[?#].*/,"").lastIndexOf(
"/")+1):p="",!(typeof window=="object"||typeof importScripts=="function"))throw new Error("not compiled for this environ\
ment (did you build to HTML and try to run it not on the web, or set ENVIRONMENT to something - like node - and run it s\
omeplace else - like on the web?)");g=y=>{var w=new XMLHttpRequest;return w.open("GET",y,!1),w.send(null),w.responseText},
u&&(C=y=>{var w=new XMLHttpRequest;return w.open("GET",y,!1),w.responseType="arraybuffer",w.send(null),new Uint8Array(w.
response)}),b=(y,w,O)=>{var X=new XMLHttpRequest;X.open("GET",y,!0),X.responseType="arraybuffer",X.onload=()=>{if(X.status==
200||X.status==0&&X.response){w(X.response);return}O()},X.onerror=O,X.send(null)},E=y=>document.title=y}else throw new Error(
"environment detection error");var ee=r.print||console.log.bind(console),I=r.printErr||console.warn.bind(console);Object.
assign(r,s),s=null,Fa(),r.arguments&&(a=r.arguments),fe("arguments","arguments_"),r.thisProgram&&(o=r.thisProgram),fe("t\
hisProgram","thisProgram"),r.quit&&(l=r.quit),fe("quit","quit_"),ne(typeof r.memoryInitializerPrefixURL>"u","Module.memo\
ryInitializerPrefixURL option was removed, use Module.locateFile instead"),ne(typeof r.pthreadMainPrefixURL>"u","Module.\
pthreadMainPrefixURL option was removed, use Module.locateFile instead"),ne(typeof r.cdInitializerPrefixURL>"u","Module.\
cdInitializerPrefixURL option was removed, use Module.locateFile instead"),ne(typeof r.filePackagePrefixURL>"u","Module.\
filePackagePrefixURL option was removed, use Module.locateFile instead"),ne(typeof r.read>"u","Module.read option was re\
moved (modify read_ in JS)"),ne(typeof r.readAsync>"u","Module.readAsync option was removed (modify readAsync in JS)"),ne(
typeof r.readBinary>"u","Module.readBinary option was removed (modify readBinary in JS)"),ne(typeof r.setWindowTitle>"u",
"Module.setWindowTitle option was removed (modify setWindowTitle in JS)"),ne(typeof r.TOTAL_MEMORY>"u","Module.TOTAL_MEM\
ORY has been renamed Module.INITIAL_MEMORY"),fe("read","read_"),fe("readAsync","readAsync"),fe("readBinary","readBinary"),
fe("setWindowTitle","setWindowTitle");var F="IDBFS is no longer included by default; build with -lidbfs.js",B="PROXYFS i\
s no longer included by default; build with -lproxyfs.js",k="WORKERFS is no longer included by default; build with -lwor\
kerfs.js",z="NODEFS is no longer included by default; build with -lnodefs.js";ne(!m,"shell environment detected but not \
enabled at build time.  Add 'shell' to `-sENVIRONMENT` to enable.");var re=16,Y=4;function pe(y){switch(y){case"i1":case"\
i8":case"u8":return 1;case"i16":case"u16":return 2;case"i32":case"u32":return 4;case"i64":case"u64":return 8;case"float":
return 4;case"double":return 8;default:{if(y[y.length-1]==="*")return Y;if(y[0]==="i"){let w=Number(y.substr(1));return ne(
w%8===0,"getNativeTypeSize invalid bits "+w+", type "+y),w/8}return 0}}}function fe(y,w){Object.getOwnPropertyDescriptor(
r,y)||Object.defineProperty(r,y,{configurable:!0,get:function(){gt("Module."+y+" has been replaced with plain "+w+" (the\
 initial value can be provided on Module, but after startup the value is only looked for on a local variable of that nam\
e)")}})}function Be(y){Object.getOwnPropertyDescriptor(r,y)&&gt("`Module."+y+"` was supplied but `"+y+"` not included in\
 INCOMING_MODULE_JS_API")}function we(y){return y==="FS_createPath"||y==="FS_createDataFile"||y==="FS_createPreloadedFil\
e"||y==="FS_unlink"||y==="addRunDependency"||y==="FS_createLazyFile"||y==="FS_createDevice"||y==="removeRunDependency"}function nt(y){
typeof globalThis<"u"&&!Object.getOwnPropertyDescriptor(globalThis,y)&&Object.defineProperty(globalThis,y,{configurable:!0,
get:function(){var w="`"+y+"` is a library symbol and not included by default; add it to your library.js __deps or to DE\
FAULT_LIBRARY_FUNCS_TO_INCLUDE on the command line",O=y;O.startsWith("_")||(O="$"+y),w+=" (e.g. -sDEFAULT_LIBRARY_FUNCS_\
TO_INCLUDE="+O+")",we(y)&&(w+=". Alternatively, forcing filesystem support (-sFORCE_FILESYSTEM) can export this for you"),
Zt(w)}})}function ke(y){Object.getOwnPropertyDescriptor(r,y)||Object.defineProperty(r,y,{configurable:!0,get:function(){
var w="'"+y+"' was not exported. add it to EXPORTED_RUNTIME_METHODS (see the FAQ)";we(y)&&(w+=". Alternatively, forcing \
filesystem support (-sFORCE_FILESYSTEM) can export this for you"),gt(w)}})}var Lt;r.wasmBinary&&(Lt=r.wasmBinary),fe("wa\
smBinary","wasmBinary");var Hh=r.noExitRuntime||!0;fe("noExitRuntime","noExitRuntime"),typeof WebAssembly!="object"&&gt(
"no native wasm support detected");var mn,bs=!1,Qh;function ne(y,w){y||gt("Assertion failed"+(w?": "+w:""))}var ed=typeof TextDecoder<
"u"?new TextDecoder("utf8"):void 0;function _a(y,w,O){for(var X=w+O,oe=w;y[oe]&&!(oe>=X);)++oe;if(oe-w>16&&y.buffer&&ed)
return ed.decode(y.subarray(w,oe));for(var Ye="";w<oe;){var h=y[w++];if(!(h&128)){Ye+=String.fromCharCode(h);continue}var f=y[w++]&
63;if((h&224)==192){Ye+=String.fromCharCode((h&31)<<6|f);continue}var A=y[w++]&63;if((h&240)==224?h=(h&15)<<12|f<<6|A:((h&
248)!=240&&Zt("Invalid UTF-8 leading byte "+fn(h)+" encountered when deserializing a UTF-8 string in wasm memory to a JS\
 string!"),h=(h&7)<<18|f<<12|A<<6|y[w++]&63),h<65536)Ye+=String.fromCharCode(h);else{var N=h-65536;Ye+=String.fromCharCode(
55296|N>>10,56320|N&1023)}}return Ye}function td(y,w){return y?_a(Ss,y,w):""}function ti(y,w,O,X){if(!(X>0))return 0;for(var oe=O,
Ye=O+X-1,h=0;h<y.length;++h){var f=y.charCodeAt(h);if(f>=55296&&f<=57343){var A=y.charCodeAt(++h);f=65536+((f&1023)<<10)|
A&1023}if(f<=127){if(O>=Ye)break;w[O++]=f}else if(f<=2047){if(O+1>=Ye)break;w[O++]=192|f>>6,w[O++]=128|f&63}else if(f<=65535){
if(O+2>=Ye)break;w[O++]=224|f>>12,w[O++]=128|f>>6&63,w[O++]=128|f&63}else{if(O+3>=Ye)break;f>1114111&&Zt("Invalid Unicod\
e code point "+fn(f)+" encountered when serializing a JS string to a UTF-8 string in wasm memory! (Valid unicode code po\
ints should be in range 0-0x10FFFF)."),w[O++]=240|f>>18,w[O++]=128|f>>12&63,w[O++]=128|f>>6&63,w[O++]=128|f&63}}return w[O]=
0,O-oe}function Cs(y,w,O){return ne(typeof O=="number","stringToUTF8(str, outPtr, maxBytesToWrite) is missing the third \
parameter that specifies the length of the output buffer!"),ti(y,Ss,w,O)}function pl(y){for(var w=0,O=0;O<y.length;++O){
var X=y.charCodeAt(O);X<=127?w++:X<=2047?w+=2:X>=55296&&X<=57343?(w+=4,++O):w+=3}return w}var R0,fl,Kr,Ss,Ns,Gh,Ir,Vt,Di,
ri;function hl(y){fl=y,r.HEAP8=Kr=new Int8Array(y),r.HEAP16=Ns=new Int16Array(y),r.HEAP32=Ir=new Int32Array(y),r.HEAPU8=
Ss=new Uint8Array(y),r.HEAPU16=Gh=new Uint16Array(y),r.HEAPU32=Vt=new Uint32Array(y),r.HEAPF32=Di=new Float32Array(y),r.
HEAPF64=ri=new Float64Array(y)}var va=5242880;r.STACK_SIZE&&ne(va===r.STACK_SIZE,"the stack size can no longer be determ\
ined at runtime");var gl=r.INITIAL_MEMORY||16777216;fe("INITIAL_MEMORY","INITIAL_MEMORY"),ne(gl>=va,"INITIAL_MEMORY shou\
ld be larger than STACK_SIZE, was "+gl+"! (STACK_SIZE="+va+")"),ne(typeof Int32Array<"u"&&typeof Float64Array<"u"&&Int32Array.
prototype.subarray!=null&&Int32Array.prototype.set!=null,"JS engine does not provide full typed array support"),ne(!r.wasmMemory,
"Use of `wasmMemory` detected.  Use -sIMPORTED_MEMORY to define wasmMemory externally"),ne(gl==16777216,"Detected runtim\
e INITIAL_MEMORY setting.  Use -sIMPORTED_MEMORY to define wasmMemory dynamically");var $r;function yl(){var y=Is();ne((y&
3)==0),y==0&&(y+=4),Vt[y>>2]=34821223,Vt[y+4>>2]=2310721022,Vt[0]=1668509029}function Ba(){if(!bs){var y=Is();y==0&&(y+=
4);var w=Vt[y>>2],O=Vt[y+4>>2];(w!=34821223||O!=2310721022)&&gt("Stack overflow! Stack cookie has been overwritten at "+
fn(y)+", expected hex dwords 0x89BACDFE and 0x2135467, but received "+fn(O)+" "+fn(w)),Vt[0]!==1668509029&&gt("Runtime e\
rror: The application has corrupted its heap memory area (address zero)!")}}(function(){var y=new Int16Array(1),w=new Int8Array(
y.buffer);if(y[0]=25459,w[0]!==115||w[1]!==99)throw"Runtime error: expected the system to be little-endian! (Run with -s\
SUPPORT_BIG_ENDIAN to bypass)"})();var rd=[],Oi=[],T0=[],ni=[],xl=!1;function Ra(){return Hh}function jh(){if(r.preRun)for(typeof r.
preRun=="function"&&(r.preRun=[r.preRun]);r.preRun.length;)Xr(r.preRun.shift());ki(rd)}function Ta(){ne(!xl),xl=!0,Ba(),
ki(Oi)}function nd(){if(Ba(),r.postRun)for(typeof r.postRun=="function"&&(r.postRun=[r.postRun]);r.postRun.length;)Yh(r.
postRun.shift());ki(ni)}function Xr(y){rd.unshift(y)}function Wh(y){Oi.unshift(y)}function Al(y){}function Yh(y){ni.unshift(
y)}ne(Math.imul,"This browser does not support Math.imul(), build with LEGACY_VM_SUPPORT or POLYFILL_OLD_MATH_FUNCTIONS \
to add in a polyfill"),ne(Math.fround,"This browser does not support Math.fround(), build with LEGACY_VM_SUPPORT or POLY\
FILL_OLD_MATH_FUNCTIONS to add in a polyfill"),ne(Math.clz32,"This browser does not support Math.clz32(), build with LEG\
ACY_VM_SUPPORT or POLYFILL_OLD_MATH_FUNCTIONS to add in a polyfill"),ne(Math.trunc,"This browser does not support Math.t\
runc(), build with LEGACY_VM_SUPPORT or POLYFILL_OLD_MATH_FUNCTIONS to add in a polyfill");var Pr=0,ii=null,pn=null,si={};
function Kh(y){for(var w=y;;){if(!si[y])return y;y=w+Math.random()}}function $h(y){Pr++,r.monitorRunDependencies&&r.monitorRunDependencies(
Pr),y?(ne(!si[y]),si[y]=1,ii===null&&typeof setInterval<"u"&&(ii=setInterval(function(){if(bs){clearInterval(ii),ii=null;
return}var w=!1;for(var O in si)w||(w=!0,I("still waiting on run dependencies:")),I("dependency: "+O);w&&I("(end of list\
)")},1e4))):I("warning: run dependency added without ID")}function ws(y){if(Pr--,r.monitorRunDependencies&&r.monitorRunDependencies(
Pr),y?(ne(si[y]),delete si[y]):I("warning: run dependency removed without ID"),Pr==0&&(ii!==null&&(clearInterval(ii),ii=
null),pn)){var w=pn;pn=null,w()}}function gt(y){r.onAbort&&r.onAbort(y),y="Aborted("+y+")",I(y),bs=!0,Qh=1;var w=new WebAssembly.
RuntimeError(y);throw i(w),w}var Ht={error:function(){gt("Filesystem support (FS) was not included. The problem is that \
you are using files from JS, but files were not used from C/C++, so filesystem support was not auto-included. You can fo\
rce-include filesystem support with -sFORCE_FILESYSTEM")},init:function(){Ht.error()},createDataFile:function(){Ht.error()},
createPreloadedFile:function(){Ht.error()},createLazyFile:function(){Ht.error()},open:function(){Ht.error()},mkdev:function(){
Ht.error()},registerDevice:function(){Ht.error()},analyzePath:function(){Ht.error()},loadFilesFromDB:function(){Ht.error()},
ErrnoError:function(){Ht.error()}};r.FS_createDataFile=Ht.createDataFile,r.FS_createPreloadedFile=Ht.createPreloadedFile;
var Xh="data:application/octet-stream;base64,";function Ma(y){return y.startsWith(Xh)}function bl(y){return y.startsWith(
"file://")}function ot(y,w){return function(){var O=y,X=w;return w||(X=r.asm),ne(xl,"native function `"+O+"` called befo\
re runtime initialization"),X[y]||ne(X[y],"exported native function `"+O+"` not found"),X[y].apply(null,arguments)}}var ai;
ai="crc64.wasm",Ma(ai)||(ai=x(ai));var Li=["AGFzbQEAAAABzYCAgAAMYAF/AX9gAAF/YAF/AGAAAGADf35/AX5gA39/fwBgBH9/f38AYAN/f38B\
f2AFf39","/f38Bf2AEf39/fwF/YAR/f35/AX5gBH9+f38BfwKPgYCAAAUDZW52BWFib3J0AAMDZW52FmVtc2NyaXB0ZW","5fcmVzaXplX2hlYXAAABZ3YX\
NpX3NuYXBzaG90X3ByZXZpZXcxCGZkX2Nsb3NlAAAWd2FzaV9zbmFwc2hvd","F9wcmV2aWV3MQhmZF93cml0ZQAJFndhc2lfc25hcHNob3RfcHJldmlldzE\
HZmRfc2VlawAIA62AgIAALAMF","BgIBAAUGAgEBAAACAAIAAAAHBAQCAgEDAAIAAQIBAQIAAQMBAQEACggLBIWAgIAAAXABBAQFh4CAgAABAYA","CgIACB\
siAgIAACn8BQYCAwAILfwFBAAt/AUEAC38BQQALfwBBnJHBAgt/AEGwkcECC38AQZyRwQILfwBBsJ","HBAgt/AEGwkcECC38AQZKSwQILB/qEgIAAGwZtZW\
1vcnkCABFfX3dhc21fY2FsbF9jdG9ycwAFJWVtc2Nya","XB0ZW5fYmluZF9Wb2lkUHRyX19fZGVzdHJveV9fXzAACCVlbXNjcmlwdGVuX2JpbmRfQ3JjNjR\
IYXNoX0Ny","YzY0SGFzaF8wAAkkZW1zY3JpcHRlbl9iaW5kX0NyYzY0SGFzaF9PbkFwcGVuZF8yAAsjZW1zY3JpcHRlbl9","iaW5kX0NyYzY0SGFzaF9Pb\
kZpbmFsXzMADCdlbXNjcmlwdGVuX2JpbmRfQ3JjNjRIYXNoX19fZGVzdHJveV","9fXzAADRtfX2VtX2xpYl9kZXBzX3dlYmlkbF9iaW5kZXIDBCFfX2VtX2\
pzX19hcnJheV9ib3VuZHNfY2hlY","2tfZXJyb3IDBRlfX2luZGlyZWN0X2Z1bmN0aW9uX3RhYmxlAQAQX19lcnJub19sb2NhdGlvbgAPBmZmbHVz","aAAt\
Bm1hbGxvYwARBGZyZWUAEhVlbXNjcmlwdGVuX3N0YWNrX2luaXQAKRllbXNjcmlwdGVuX3N0YWNrX2d","ldF9mcmVlACoZZW1zY3JpcHRlbl9zdGFja19nZ\
XRfYmFzZQArGGVtc2NyaXB0ZW5fc3RhY2tfZ2V0X2VuZA","AsCXN0YWNrU2F2ZQAlDHN0YWNrUmVzdG9yZQAmCnN0YWNrQWxsb2MAJxxlbXNjcmlwdGVuX3\
N0YWNrX2dld","F9jdXJyZW50ACgTX19zdGFydF9lbV9saWJfZGVwcwMGEl9fc3RvcF9lbV9saWJfZGVwcwMHDV9fc3RhcnRf","ZW1fanMDCAxfX3N0b3Bf\
ZW1fanMDCQxkeW5DYWxsX2ppamkALwmJgICAAAEAQQELAxYYGgqtkYGAACwEABA","pC81IAvcCf6EFfiMAIQNBgAEhBCADIARrIQUgBSAANgJ8IAUgATYCe\
CAFIAI2AnQgBSgCfCEGIAUoAnghBy","AFIAc2AnAgBSgCdCEIIAghCSAJrCH6AiAGKQMIIfsCIPsCIPoCfCH8AiAGIPwCNwMIIAYpAwAh/QJCfyH+A","iD\
9AiD+AoUh/wIgBSD/AjcDaEIAIYADIAUggAM3A2AgBSgCdCEKIAUoAnQhC0EgIQwgCyAMbyENIAogDWsh","DiAFIA42AlwgBSgCXCEPQcAAIRAgDyERIBAh\
EiARIBJPIRNBASEUIBMgFHEhFQJAIBVFDQAgBSgCcCEWIAU","gFjYCWEIAIYEDIAUggQM3A1BCACGCAyAFIIIDNwNIQgAhgwMgBSCDAzcDQEIAIYQDIAUgh\
AM3AzggBSkDYC","GFAyAFKAJcIRcgFyEYIBitIYYDIIUDIIYDfCGHA0IgIYgDIIcDIIgDfSGJAyAFIIkDNwMwIAUoAlwhGSAFK","AJ0IRogGiAZayEbIAU\
gGzYCdCAFKQNoIYoDIAUgigM3A1ACQANAIAUpA2AhiwMgBSkDMCGMAyCLAyGNAyCM","AyGOAyCNAyCOA1QhHEEBIR0gHCAdcSEeIB5FDQEgBSgCWCEfIB8p\
AwAhjwMgBSkDUCGQAyCPAyCQA4UhkQM","gBSCRAzcDKCAFKAJYISAgICkDCCGSAyAFKQNIIZMDIJIDIJMDhSGUAyAFIJQDNwMgIAUoAlghISAhKQMQIZ","\
UDIAUpA0AhlgMglQMglgOFIZcDIAUglwM3AxggBSgCWCEiICIpAxghmAMgBSkDOCGZAyCYAyCZA4UhmgMgB","SCaAzcDECAFKQMoIZsDQv8BIZwDIJsDIJw\
DgyGdA0KADiGeAyCdAyCeA3whnwMgnwOnISNBgIDAAiEkQQMh","JSAjICV0ISYgJCAmaiEnICcpAwAhoAMgBSCgAzcDUCAFKQMoIaEDQgghogMgoQMgogOI\
IaMDIAUgowM3Ayg","gBSkDICGkA0L/ASGlAyCkAyClA4MhpgNCgA4hpwMgpgMgpwN8IagDIKgDpyEoQYCAwAIhKUEDISogKCAqdC","ErICkgK2ohLCAsKQ\
MAIakDIAUgqQM3A0ggBSkDICGqA0IIIasDIKoDIKsDiCGsAyAFIKwDNwMgIAUpAxghr","QNC/wEhrgMgrQMgrgODIa8DQoAOIbADIK8DILADfCGxAyCxA6c\
hLUGAgMACIS5BAyEvIC0gL3QhMCAuIDBq","ITEgMSkDACGyAyAFILIDNwNAIAUpAxghswNCCCG0AyCzAyC0A4ghtQMgBSC1AzcDGCAFKQMQIbYDQv8BIbc",
"DILYDILcDgyG4A0KADiG5AyC4AyC5A3whugMgugOnITJBgIDAAiEzQQMhNCAyIDR0ITUgMyA1aiE2IDYpAw","AhuwMgBSC7AzcDOCAFKQMQIbwDQgghvQM\
gvAMgvQOIIb4DIAUgvgM3AxAgBSkDKCG/A0L/ASHAAyC/AyDAA","4MhwQNCgAwhwgMgwQMgwgN8IcMDIMMDpyE3QYCAwAIhOEEDITkgNyA5dCE6IDggOmoh\
OyA7KQMAIcQDIAUp","A1AhxQMgxQMgxAOFIcYDIAUgxgM3A1AgBSkDKCHHA0IIIcgDIMcDIMgDiCHJAyAFIMkDNwMoIAUpAyAhygN","C/wEhywMgygMgyw\
ODIcwDQoAMIc0DIMwDIM0DfCHOAyDOA6chPEGAgMACIT1BAyE+IDwgPnQhPyA9ID9qIU","AgQCkDACHPAyAFKQNIIdADINADIM8DhSHRAyAFINEDNwNIIAU\
pAyAh0gNCCCHTAyDSAyDTA4gh1AMgBSDUA","zcDICAFKQMYIdUDQv8BIdYDINUDINYDgyHXA0KADCHYAyDXAyDYA3wh2QMg2QOnIUFBgIDAAiFCQQMhQyBB",
"IEN0IUQgQiBEaiFFIEUpAwAh2gMgBSkDQCHbAyDbAyDaA4Uh3AMgBSDcAzcDQCAFKQMYId0DQggh3gMg3QM","g3gOIId8DIAUg3wM3AxggBSkDECHgA0L/\
ASHhAyDgAyDhA4Mh4gNCgAwh4wMg4gMg4wN8IeQDIOQDpyFGQY","CAwAIhR0EDIUggRiBIdCFJIEcgSWohSiBKKQMAIeUDIAUpAzgh5gMg5gMg5QOFIecDI\
AUg5wM3AzggBSkDE","CHoA0IIIekDIOgDIOkDiCHqAyAFIOoDNwMQIAUpAygh6wNC/wEh7AMg6wMg7AODIe0DQoAKIe4DIO0DIO4D","fCHvAyDvA6chS0G\
AgMACIUxBAyFNIEsgTXQhTiBMIE5qIU8gTykDACHwAyAFKQNQIfEDIPEDIPADhSHyAyA","FIPIDNwNQIAUpAygh8wNCCCH0AyDzAyD0A4gh9QMgBSD1AzcD\
KCAFKQMgIfYDQv8BIfcDIPYDIPcDgyH4A0","KACiH5AyD4AyD5A3wh+gMg+gOnIVBBgIDAAiFRQQMhUiBQIFJ0IVMgUSBTaiFUIFQpAwAh+wMgBSkDSCH8A",
"yD8AyD7A4Uh/QMgBSD9AzcDSCAFKQMgIf4DQggh/wMg/gMg/wOIIYAEIAUggAQ3AyAgBSkDGCGBBEL/ASGC","BCCBBCCCBIMhgwRCgAohhAQggwQghAR8I\
YUEIIUEpyFVQYCAwAIhVkEDIVcgVSBXdCFYIFYgWGohWSBZKQM","AIYYEIAUpA0AhhwQghwQghgSFIYgEIAUgiAQ3A0AgBSkDGCGJBEIIIYoEIIkEIIoEiC\
GLBCAFIIsENwMYIA","UpAxAhjARC/wEhjQQgjAQgjQSDIY4EQoAKIY8EII4EII8EfCGQBCCQBKchWkGAgMACIVtBAyFcIFogXHQhX","SBbIF1qIV4gXikD\
ACGRBCAFKQM4IZIEIJIEIJEEhSGTBCAFIJMENwM4IAUpAxAhlARCCCGVBCCUBCCVBIgh","lgQgBSCWBDcDECAFKQMoIZcEQv8BIZgEIJcEIJgEgyGZBEKAC\
CGaBCCZBCCaBHwhmwQgmwSnIV9BgIDAAiF","gQQMhYSBfIGF0IWIgYCBiaiFjIGMpAwAhnAQgBSkDUCGdBCCdBCCcBIUhngQgBSCeBDcDUCAFKQMoIZ8EQg",
"ghoAQgnwQgoASIIaEEIAUgoQQ3AyggBSkDICGiBEL/ASGjBCCiBCCjBIMhpARCgAghpQQgpAQgpQR8IaYEI","KYEpyFkQYCAwAIhZUEDIWYgZCBmdCFnIG\
UgZ2ohaCBoKQMAIacEIAUpA0ghqAQgqAQgpwSFIakEIAUgqQQ3","A0ggBSkDICGqBEIIIasEIKoEIKsEiCGsBCAFIKwENwMgIAUpAxghrQRC/wEhrgQgrQQ\
grgSDIa8EQoAIIbA","EIK8EILAEfCGxBCCxBKchaUGAgMACIWpBAyFrIGkga3QhbCBqIGxqIW0gbSkDACGyBCAFKQNAIbMEILMEIL","IEhSG0BCAFILQEN\
wNAIAUpAxghtQRCCCG2BCC1BCC2BIghtwQgBSC3BDcDGCAFKQMQIbgEQv8BIbkEILgEI","LkEgyG6BEKACCG7BCC6BCC7BHwhvAQgvASnIW5BgIDAAiFvQQ\
MhcCBuIHB0IXEgbyBxaiFyIHIpAwAhvQQg","BSkDOCG+BCC+BCC9BIUhvwQgBSC/BDcDOCAFKQMQIcAEQgghwQQgwAQgwQSIIcIEIAUgwgQ3AxAgBSkDKCH",
"DBEL/ASHEBCDDBCDEBIMhxQRCgAYhxgQgxQQgxgR8IccEIMcEpyFzQYCAwAIhdEEDIXUgcyB1dCF2IHQgdm","ohdyB3KQMAIcgEIAUpA1AhyQQgyQQgyAS\
FIcoEIAUgygQ3A1AgBSkDKCHLBEIIIcwEIMsEIMwEiCHNBCAFI","M0ENwMoIAUpAyAhzgRC/wEhzwQgzgQgzwSDIdAEQoAGIdEEINAEINEEfCHSBCDSBKch\
eEGAgMACIXlBAyF6","IHggenQheyB5IHtqIXwgfCkDACHTBCAFKQNIIdQEINQEINMEhSHVBCAFINUENwNIIAUpAyAh1gRCCCHXBCD","WBCDXBIgh2AQgBS\
DYBDcDICAFKQMYIdkEQv8BIdoEINkEINoEgyHbBEKABiHcBCDbBCDcBHwh3QQg3QSnIX","1BgIDAAiF+QQMhfyB9IH90IYABIH4ggAFqIYEBIIEBKQMAId4\
EIAUpA0Ah3wQg3wQg3gSFIeAEIAUg4AQ3A","0AgBSkDGCHhBEIIIeIEIOEEIOIEiCHjBCAFIOMENwMYIAUpAxAh5ARC/wEh5QQg5AQg5QSDIeYEQoAGIecE",
"IOYEIOcEfCHoBCDoBKchggFBgIDAAiGDAUEDIYQBIIIBIIQBdCGFASCDASCFAWohhgEghgEpAwAh6QQgBSk","DOCHqBCDqBCDpBIUh6wQgBSDrBDcDOCAF\
KQMQIewEQggh7QQg7AQg7QSIIe4EIAUg7gQ3AxAgBSkDKCHvBE","L/ASHwBCDvBCDwBIMh8QRCgAQh8gQg8QQg8gR8IfMEIPMEpyGHAUGAgMACIYgBQQMhi\
QEghwEgiQF0IYoBI","IgBIIoBaiGLASCLASkDACH0BCAFKQNQIfUEIPUEIPQEhSH2BCAFIPYENwNQIAUpAygh9wRCCCH4BCD3BCD4","BIgh+QQgBSD5BDc\
DKCAFKQMgIfoEQv8BIfsEIPoEIPsEgyH8BEKABCH9BCD8BCD9BHwh/gQg/gSnIYwBQYC","AwAIhjQFBAyGOASCMASCOAXQhjwEgjQEgjwFqIZABIJABKQMA\
If8EIAUpA0ghgAUggAUg/wSFIYEFIAUggQ","U3A0ggBSkDICGCBUIIIYMFIIIFIIMFiCGEBSAFIIQFNwMgIAUpAxghhQVC/wEhhgUghQUghgWDIYcFQoAEI",
"YgFIIcFIIgFfCGJBSCJBachkQFBgIDAAiGSAUEDIZMBIJEBIJMBdCGUASCSASCUAWohlQEglQEpAwAhigUg","BSkDQCGLBSCLBSCKBYUhjAUgBSCMBTcDQ\
CAFKQMYIY0FQgghjgUgjQUgjgWIIY8FIAUgjwU3AxggBSkDECG","QBUL/ASGRBSCQBSCRBYMhkgVCgAQhkwUgkgUgkwV8IZQFIJQFpyGWAUGAgMACIZcBQQ\
MhmAEglgEgmAF0IZ","kBIJcBIJkBaiGaASCaASkDACGVBSAFKQM4IZYFIJYFIJUFhSGXBSAFIJcFNwM4IAUpAxAhmAVCCCGZBSCYB","SCZBYghmgUgBSCa\
BTcDECAFKQMoIZsFQv8BIZwFIJsFIJwFgyGdBUKAAiGeBSCdBSCeBXwhnwUgnwWnIZsB","QYCAwAIhnAFBAyGdASCbASCdAXQhngEgnAEgngFqIZ8BIJ8BK\
QMAIaAFIAUpA1AhoQUgoQUgoAWFIaIFIAU","gogU3A1AgBSkDKCGjBUIIIaQFIKMFIKQFiCGlBSAFIKUFNwMoIAUpAyAhpgVC/wEhpwUgpgUgpwWDIagFQo",
"ACIakFIKgFIKkFfCGqBSCqBachoAFBgIDAAiGhAUEDIaIBIKABIKIBdCGjASChASCjAWohpAEgpAEpAwAhq","wUgBSkDSCGsBSCsBSCrBYUhrQUgBSCtBT\
cDSCAFKQMgIa4FQgghrwUgrgUgrwWIIbAFIAUgsAU3AyAgBSkD","GCGxBUL/ASGyBSCxBSCyBYMhswVCgAIhtAUgswUgtAV8IbUFILUFpyGlAUGAgMACIaY\
BQQMhpwEgpQEgpwF","0IagBIKYBIKgBaiGpASCpASkDACG2BSAFKQNAIbcFILcFILYFhSG4BSAFILgFNwNAIAUpAxghuQVCCCG6BS","C5BSC6BYghuwUgB\
SC7BTcDGCAFKQMQIbwFQv8BIb0FILwFIL0FgyG+BUKAAiG/BSC+BSC/BXwhwAUgwAWnI","aoBQYCAwAIhqwFBAyGsASCqASCsAXQhrQEgqwEgrQFqIa4BIK\
4BKQMAIcEFIAUpAzghwgUgwgUgwQWFIcMF","IAUgwwU3AzggBSkDECHEBUIIIcUFIMQFIMUFiCHGBSAFIMYFNwMQIAUpAyghxwVC/wEhyAUgxwUgyAWDIck",
"FQgAhygUgyQUgygV8IcsFIMsFpyGvAUGAgMACIbABQQMhsQEgrwEgsQF0IbIBILABILIBaiGzASCzASkDAC","HMBSAFKQNQIc0FIM0FIMwFhSHOBSAFIM4\
FNwNQIAUpAyAhzwVC/wEh0AUgzwUg0AWDIdEFQgAh0gUg0QUg0","gV8IdMFINMFpyG0AUGAgMACIbUBQQMhtgEgtAEgtgF0IbcBILUBILcBaiG4ASC4ASkD\
ACHUBSAFKQNIIdUF","INUFINQFhSHWBSAFINYFNwNIIAUpAxgh1wVC/wEh2AUg1wUg2AWDIdkFQgAh2gUg2QUg2gV8IdsFINsFpyG","5AUGAgMACIboBQQ\
MhuwEguQEguwF0IbwBILoBILwBaiG9ASC9ASkDACHcBSAFKQNAId0FIN0FINwFhSHeBS","AFIN4FNwNAIAUpAxAh3wVC/wEh4AUg3wUg4AWDIeEFQgAh4gU\
g4QUg4gV8IeMFIOMFpyG+AUGAgMACIb8BQ","QMhwAEgvgEgwAF0IcEBIL8BIMEBaiHCASDCASkDACHkBSAFKQM4IeUFIOUFIOQFhSHmBSAFIOYFNwM4IAUp",
"A2Ah5wVCICHoBSDnBSDoBXwh6QUgBSDpBTcDYCAFKAJYIcMBQSAhxAEgwwEgxAFqIcUBIAUgxQE2AlgMAAs","AC0IAIeoFIAUg6gU3A2ggBSgCWCHGASDG\
ASkDACHrBSAFKQNQIewFIOsFIOwFhSHtBSAFKQNoIe4FIO4FIO","0FhSHvBSAFIO8FNwNoIAUpA2gh8AVCCCHxBSDwBSDxBYgh8gUgBSkDaCHzBUL/ASH0B\
SDzBSD0BYMh9QUg9","QWnIccBQYCAwQIhyAFBAyHJASDHASDJAXQhygEgyAEgygFqIcsBIMsBKQMAIfYFIPIFIPYFhSH3BSAFIPcF","NwNoIAUpA2gh+AV\
CCCH5BSD4BSD5BYgh+gUgBSkDaCH7BUL/ASH8BSD7BSD8BYMh/QUg/QWnIcwBQYCAwQI","hzQFBAyHOASDMASDOAXQhzwEgzQEgzwFqIdABINABKQMAIf4F\
IPoFIP4FhSH/BSAFIP8FNwNoIAUpA2ghgA","ZCCCGBBiCABiCBBoghggYgBSkDaCGDBkL/ASGEBiCDBiCEBoMhhQYghQanIdEBQYCAwQIh0gFBAyHTASDRA",
"SDTAXQh1AEg0gEg1AFqIdUBINUBKQMAIYYGIIIGIIYGhSGHBiAFIIcGNwNoIAUpA2ghiAZCCCGJBiCIBiCJ","BoghigYgBSkDaCGLBkL/ASGMBiCLBiCMB\
oMhjQYgjQanIdYBQYCAwQIh1wFBAyHYASDWASDYAXQh2QEg1wE","g2QFqIdoBINoBKQMAIY4GIIoGII4GhSGPBiAFII8GNwNoIAUpA2ghkAZCCCGRBiCQBi\
CRBoghkgYgBSkDaC","GTBkL/ASGUBiCTBiCUBoMhlQYglQanIdsBQYCAwQIh3AFBAyHdASDbASDdAXQh3gEg3AEg3gFqId8BIN8BK","QMAIZYGIJIGIJYG\
hSGXBiAFIJcGNwNoIAUpA2ghmAZCCCGZBiCYBiCZBoghmgYgBSkDaCGbBkL/ASGcBiCb","BiCcBoMhnQYgnQanIeABQYCAwQIh4QFBAyHiASDgASDiAXQh4\
wEg4QEg4wFqIeQBIOQBKQMAIZ4GIJoGIJ4","GhSGfBiAFIJ8GNwNoIAUpA2ghoAZCCCGhBiCgBiChBoghogYgBSkDaCGjBkL/ASGkBiCjBiCkBoMhpQYgpQ",
"anIeUBQYCAwQIh5gFBAyHnASDlASDnAXQh6AEg5gEg6AFqIekBIOkBKQMAIaYGIKIGIKYGhSGnBiAFIKcGN","wNoIAUpA2ghqAZCCCGpBiCoBiCpBoghqg\
YgBSkDaCGrBkL/ASGsBiCrBiCsBoMhrQYgrQanIeoBQYCAwQIh","6wFBAyHsASDqASDsAXQh7QEg6wEg7QFqIe4BIO4BKQMAIa4GIKoGIK4GhSGvBiAFIK8\
GNwNoIAUoAlgh7wE","g7wEpAwghsAYgBSkDSCGxBiCwBiCxBoUhsgYgBSkDaCGzBiCzBiCyBoUhtAYgBSC0BjcDaCAFKQNoIbUGQg","ghtgYgtQYgtgaII\
bcGIAUpA2ghuAZC/wEhuQYguAYguQaDIboGILoGpyHwAUGAgMECIfEBQQMh8gEg8AEg8","gF0IfMBIPEBIPMBaiH0ASD0ASkDACG7BiC3BiC7BoUhvAYgBS\
C8BjcDaCAFKQNoIb0GQgghvgYgvQYgvgaI","Ib8GIAUpA2ghwAZC/wEhwQYgwAYgwQaDIcIGIMIGpyH1AUGAgMECIfYBQQMh9wEg9QEg9wF0IfgBIPYBIPg",
"BaiH5ASD5ASkDACHDBiC/BiDDBoUhxAYgBSDEBjcDaCAFKQNoIcUGQgghxgYgxQYgxgaIIccGIAUpA2ghyA","ZC/wEhyQYgyAYgyQaDIcoGIMoGpyH6AUG\
AgMECIfsBQQMh/AEg+gEg/AF0If0BIPsBIP0BaiH+ASD+ASkDA","CHLBiDHBiDLBoUhzAYgBSDMBjcDaCAFKQNoIc0GQgghzgYgzQYgzgaIIc8GIAUpA2gh\
0AZC/wEh0QYg0AYg","0QaDIdIGINIGpyH/AUGAgMECIYACQQMhgQIg/wEggQJ0IYICIIACIIICaiGDAiCDAikDACHTBiDPBiDTBoU","h1AYgBSDUBjcDaC\
AFKQNoIdUGQggh1gYg1QYg1gaIIdcGIAUpA2gh2AZC/wEh2QYg2AYg2QaDIdoGINoGpy","GEAkGAgMECIYUCQQMhhgIghAIghgJ0IYcCIIUCIIcCaiGIAiC\
IAikDACHbBiDXBiDbBoUh3AYgBSDcBjcDa","CAFKQNoId0GQggh3gYg3QYg3gaIId8GIAUpA2gh4AZC/wEh4QYg4AYg4QaDIeIGIOIGpyGJAkGAgMECIYoC",
"QQMhiwIgiQIgiwJ0IYwCIIoCIIwCaiGNAiCNAikDACHjBiDfBiDjBoUh5AYgBSDkBjcDaCAFKQNoIeUGQgg","h5gYg5QYg5gaIIecGIAUpA2gh6AZC/wEh\
6QYg6AYg6QaDIeoGIOoGpyGOAkGAgMECIY8CQQMhkAIgjgIgkA","J0IZECII8CIJECaiGSAiCSAikDACHrBiDnBiDrBoUh7AYgBSDsBjcDaCAFKQNoIe0GQ\
ggh7gYg7QYg7gaII","e8GIAUpA2gh8AZC/wEh8QYg8AYg8QaDIfIGIPIGpyGTAkGAgMECIZQCQQMhlQIgkwIglQJ0IZYCIJQCIJYC","aiGXAiCXAikDACH\
zBiDvBiDzBoUh9AYgBSD0BjcDaCAFKAJYIZgCIJgCKQMQIfUGIAUpA0Ah9gYg9QYg9ga","FIfcGIAUpA2gh+AYg+AYg9waFIfkGIAUg+QY3A2ggBSkDaCH6\
BkIIIfsGIPoGIPsGiCH8BiAFKQNoIf0GQv","8BIf4GIP0GIP4GgyH/BiD/BqchmQJBgIDBAiGaAkEDIZsCIJkCIJsCdCGcAiCaAiCcAmohnQIgnQIpAwAhg",
"Acg/AYggAeFIYEHIAUggQc3A2ggBSkDaCGCB0IIIYMHIIIHIIMHiCGEByAFKQNoIYUHQv8BIYYHIIUHIIYH","gyGHByCHB6chngJBgIDBAiGfAkEDIaACI\
J4CIKACdCGhAiCfAiChAmohogIgogIpAwAhiAcghAcgiAeFIYk","HIAUgiQc3A2ggBSkDaCGKB0IIIYsHIIoHIIsHiCGMByAFKQNoIY0HQv8BIY4HII0HII\
4HgyGPByCPB6chow","JBgIDBAiGkAkEDIaUCIKMCIKUCdCGmAiCkAiCmAmohpwIgpwIpAwAhkAcgjAcgkAeFIZEHIAUgkQc3A2ggB","SkDaCGSB0IIIZMH\
IJIHIJMHiCGUByAFKQNoIZUHQv8BIZYHIJUHIJYHgyGXByCXB6chqAJBgIDBAiGpAkED","IaoCIKgCIKoCdCGrAiCpAiCrAmohrAIgrAIpAwAhmAcglAcgm\
AeFIZkHIAUgmQc3A2ggBSkDaCGaB0IIIZs","HIJoHIJsHiCGcByAFKQNoIZ0HQv8BIZ4HIJ0HIJ4HgyGfByCfB6chrQJBgIDBAiGuAkEDIa8CIK0CIK8CdC",
"GwAiCuAiCwAmohsQIgsQIpAwAhoAcgnAcgoAeFIaEHIAUgoQc3A2ggBSkDaCGiB0IIIaMHIKIHIKMHiCGkB","yAFKQNoIaUHQv8BIaYHIKUHIKYHgyGnBy\
CnB6chsgJBgIDBAiGzAkEDIbQCILICILQCdCG1AiCzAiC1Amoh","tgIgtgIpAwAhqAcgpAcgqAeFIakHIAUgqQc3A2ggBSkDaCGqB0IIIasHIKoHIKsHiCG\
sByAFKQNoIa0HQv8","BIa4HIK0HIK4HgyGvByCvB6chtwJBgIDBAiG4AkEDIbkCILcCILkCdCG6AiC4AiC6AmohuwIguwIpAwAhsA","cgrAcgsAeFIbEHI\
AUgsQc3A2ggBSkDaCGyB0IIIbMHILIHILMHiCG0ByAFKQNoIbUHQv8BIbYHILUHILYHg","yG3ByC3B6chvAJBgIDBAiG9AkEDIb4CILwCIL4CdCG/AiC9Ai\
C/AmohwAIgwAIpAwAhuAcgtAcguAeFIbkH","IAUguQc3A2ggBSgCWCHBAiDBAikDGCG6ByAFKQM4IbsHILoHILsHhSG8ByAFKQNoIb0HIL0HILwHhSG+ByA",
"FIL4HNwNoIAUpA2ghvwdCCCHAByC/ByDAB4ghwQcgBSkDaCHCB0L/ASHDByDCByDDB4MhxAcgxAenIcICQY","CAwQIhwwJBAyHEAiDCAiDEAnQhxQIgwwI\
gxQJqIcYCIMYCKQMAIcUHIMEHIMUHhSHGByAFIMYHNwNoIAUpA","2ghxwdCCCHIByDHByDIB4ghyQcgBSkDaCHKB0L/ASHLByDKByDLB4MhzAcgzAenIccC\
QYCAwQIhyAJBAyHJ","AiDHAiDJAnQhygIgyAIgygJqIcsCIMsCKQMAIc0HIMkHIM0HhSHOByAFIM4HNwNoIAUpA2ghzwdCCCHQByD","PByDQB4gh0QcgBS\
kDaCHSB0L/ASHTByDSByDTB4Mh1Acg1AenIcwCQYCAwQIhzQJBAyHOAiDMAiDOAnQhzw","IgzQIgzwJqIdACINACKQMAIdUHINEHINUHhSHWByAFINYHNwN\
oIAUpA2gh1wdCCCHYByDXByDYB4gh2QcgB","SkDaCHaB0L/ASHbByDaByDbB4Mh3Acg3AenIdECQYCAwQIh0gJBAyHTAiDRAiDTAnQh1AIg0gIg1AJqIdUC",
"INUCKQMAId0HINkHIN0HhSHeByAFIN4HNwNoIAUpA2gh3wdCCCHgByDfByDgB4gh4QcgBSkDaCHiB0L/ASH","jByDiByDjB4Mh5Acg5AenIdYCQYCAwQIh\
1wJBAyHYAiDWAiDYAnQh2QIg1wIg2QJqIdoCINoCKQMAIeUHIO","EHIOUHhSHmByAFIOYHNwNoIAUpA2gh5wdCCCHoByDnByDoB4gh6QcgBSkDaCHqB0L/A\
SHrByDqByDrB4Mh7","Acg7AenIdsCQYCAwQIh3AJBAyHdAiDbAiDdAnQh3gIg3AIg3gJqId8CIN8CKQMAIe0HIOkHIO0HhSHuByAF","IO4HNwNoIAUpA2g\
h7wdCCCHwByDvByDwB4gh8QcgBSkDaCHyB0L/ASHzByDyByDzB4Mh9Acg9AenIeACQYC","AwQIh4QJBAyHiAiDgAiDiAnQh4wIg4QIg4wJqIeQCIOQCKQMA\
IfUHIPEHIPUHhSH2ByAFIPYHNwNoIAUpA2","gh9wdCCCH4ByD3ByD4B4gh+QcgBSkDaCH6B0L/ASH7ByD6ByD7B4Mh/Acg/AenIeUCQYCAwQIh5gJBAyHnA",
"iDlAiDnAnQh6AIg5gIg6AJqIekCIOkCKQMAIf0HIPkHIP0HhSH+ByAFIP4HNwNoIAUpA2Ah/wdCICGACCD/","ByCACHwhgQggBSCBCDcDYAtCACGCCCAFI\
IIINwMIAkADQCAFKQMIIYMIIAUoAnQh6gIg6gIh6wIg6wKsIYQ","IIIMIIYUIIIQIIYYIIIUIIIYIVCHsAkEBIe0CIOwCIO0CcSHuAiDuAkUNASAFKQNoIY\
cIQgghiAgghwggiA","iIIYkIIAUpA2ghigggBSgCcCHvAiAFKQNgIYsIIIsIpyHwAiDvAiDwAmoh8QIg8QItAAAh8gJB/wEh8wIg8","gIg8wJxIfQCIPQC\
rSGMCCCKCCCMCIUhjQhC/wEhjgggjQggjgiDIY8III8IpyH1AkGAgMECIfYCQQMh9wIg","9QIg9wJ0IfgCIPYCIPgCaiH5AiD5AikDACGQCCCJCCCQCIUhk\
QggBSCRCDcDaCAFKQMIIZIIQgEhkwggkgg","gkwh8IZQIIAUglAg3AwggBSkDYCGVCEIBIZYIIJUIIJYIfCGXCCAFIJcINwNgDAALAAsgBSkDaCGYCEJ/IZ",
"kIIJgIIJkIhSGaCCAGIJoINwMADwudAgIcfwV+IwAhBEEgIQUgBCAFayEGIAYkACAGIAA2AhwgBiABNgIYI","AYgAjYCFCAGIAM2AhAgBigCHCEHIAYoAh\
ghCCAGKAIUIQkgByAIIAkQBiAGKAIQIQogBiAKNgIMQQAhCyAG","IAs2AggCQANAIAYoAgghDEEIIQ0gDCEOIA0hDyAOIA9JIRBBASERIBAgEXEhEiASRQ0\
BIAcpAwAhICAGKAI","IIRNBAyEUIBMgFHQhFSAVIRYgFq0hISAgICGIISJC/wEhIyAiICODISQgJKchFyAGKAIMIRggBigCCCEZIB","ggGWohGiAaIBc6A\
AAgBigCCCEbQQEhHCAbIBxqIR0gBiAdNgIIDAALAAtBICEeIAYgHmohHyAfJAAPC14BD","H8jACEBQRAhAiABIAJrIQMgAyQAIAMgADYCDCADKAIMIQRBAC\
EFIAQhBiAFIQcgBiAHRiEIQQEhCSAIIAlx","IQoCQCAKDQAgBBAUC0EQIQsgAyALaiEMIAwkAA8LNQIEfwF+QRAhACAAEBMhAUIAIQQgASAENwMAQQghAiA",
"BIAJqIQMgAyAENwMAIAEQChogAQ8LPAIEfwJ+IwAhAUEQIQIgASACayEDIAMgADYCDCADKAIMIQRCACEFIA","QgBTcDAEIAIQYgBCAGNwMIIAQPC1kBCH8\
jACEDQRAhBCADIARrIQUgBSQAIAUgADYCDCAFIAE2AgggBSACN","gIEIAUoAgwhBiAFKAIIIQcgBSgCBCEIIAYgByAIEAZBECEJIAUgCWohCiAKJAAPC2kB\
CX8jACEEQRAhBSAE","IAVrIQYgBiQAIAYgADYCDCAGIAE2AgggBiACNgIEIAYgAzYCACAGKAIMIQcgBigCCCEIIAYoAgQhCSAGKAI","AIQogByAIIAkgCh\
AHQRAhCyAGIAtqIQwgDCQADwteAQx/IwAhAUEQIQIgASACayEDIAMkACADIAA2AgwgAy","gCDCEEQQAhBSAEIQYgBSEHIAYgB0YhCEEBIQkgCCAJcSEKAkA\
gCg0AIAQQFAtBECELIAMgC2ohDCAMJAAPC","wcAPwBBEHQLBwBBlJLBAgtUAQJ/QQAoAoCQwQIiASAAQQdqQXhxIgJqIQACQAJAIAJFDQAgACABTQ0BCwJA",
"IAAQDk0NACAAEAFFDQELQQAgADYCgJDBAiABDwsQD0EwNgIAQX8LviwBC38jAEEQayIBJAACQAJAAkACQAJ","AAkACQAJAAkACQAJAAkACQAJAAkAgAEH0\
AUsNAAJAQQAoApiSwQIiAkEQIABBC2pBeHEgAEELSRsiA0EDdi","IEdiIAQQNxRQ0AAkACQCAAQX9zQQFxIARqIgVBA3QiBEHAksECaiIAIARByJLBAmooA\
gAiBCgCCCIDRw0AQ","QAgAkF+IAV3cTYCmJLBAgwBCyADIAA2AgwgACADNgIICyAEQQhqIQAgBCAFQQN0IgVBA3I2AgQgBCAFaiIE","IAQoAgRBAXI2AgQ\
MDwsgA0EAKAKgksECIgZNDQECQCAARQ0AAkACQCAAIAR0QQIgBHQiAEEAIABrcnEiAEE","AIABrcWgiBEEDdCIAQcCSwQJqIgUgAEHIksECaigCACIAKAII\
IgdHDQBBACACQX4gBHdxIgI2ApiSwQIMAQ","sgByAFNgIMIAUgBzYCCAsgACADQQNyNgIEIAAgA2oiByAEQQN0IgQgA2siBUEBcjYCBCAAIARqIAU2AgACQ",
"CAGRQ0AIAZBeHFBwJLBAmohA0EAKAKsksECIQQCQAJAIAJBASAGQQN2dCIIcQ0AQQAgAiAIcjYCmJLBAiAD","IQgMAQsgAygCCCEICyADIAQ2AgggCCAEN\
gIMIAQgAzYCDCAEIAg2AggLIABBCGohAEEAIAc2AqySwQJBACA","FNgKgksECDA8LQQAoApySwQIiCUUNASAJQQAgCWtxaEECdEHIlMECaigCACIHKAIEQX\
hxIANrIQQgByEFAk","ADQAJAIAUoAhAiAA0AIAVBFGooAgAiAEUNAgsgACgCBEF4cSADayIFIAQgBSAESSIFGyEEIAAgByAFGyEHI","AAhBQwACwALIAco\
AhghCgJAIAcoAgwiCCAHRg0AIAcoAggiAEEAKAKoksECSRogACAINgIMIAggADYCCAwO","CwJAIAdBFGoiBSgCACIADQAgBygCECIARQ0DIAdBEGohBQsDQ\
CAFIQsgACIIQRRqIgUoAgAiAA0AIAhBEGo","hBSAIKAIQIgANAAsgC0EANgIADA0LQX8hAyAAQb9/Sw0AIABBC2oiAEF4cSEDQQAoApySwQIiBkUNAEEAIQ",
"sCQCADQYACSQ0AQR8hCyADQf///wdLDQAgA0EmIABBCHZnIgBrdkEBcSAAQQF0a0E+aiELC0EAIANrIQQCQ","AJAAkACQCALQQJ0QciUwQJqKAIAIgUNAE\
EAIQBBACEIDAELQQAhACADQQBBGSALQQF2ayALQR9GG3QhB0EA","IQgDQAJAIAUoAgRBeHEgA2siAiAETw0AIAIhBCAFIQggAg0AQQAhBCAFIQggBSEADAM\
LIAAgBUEUaigCACI","CIAIgBSAHQR12QQRxakEQaigCACIFRhsgACACGyEAIAdBAXQhByAFDQALCwJAIAAgCHINAEEAIQhBAiALdC","IAQQAgAGtyIAZxI\
gBFDQMgAEEAIABrcWhBAnRByJTBAmooAgAhAAsgAEUNAQsDQCAAKAIEQXhxIANrIgIgB","EkhBwJAIAAoAhAiBQ0AIABBFGooAgAhBQsgAiAEIAcbIQQgAC\
AIIAcbIQggBSEAIAUNAAsLIAhFDQAgBEEA","KAKgksECIANrTw0AIAgoAhghCwJAIAgoAgwiByAIRg0AIAgoAggiAEEAKAKoksECSRogACAHNgIMIAcgADY",
"CCAwMCwJAIAhBFGoiBSgCACIADQAgCCgCECIARQ0DIAhBEGohBQsDQCAFIQIgACIHQRRqIgUoAgAiAA0AIA","dBEGohBSAHKAIQIgANAAsgAkEANgIADAs\
LAkBBACgCoJLBAiIAIANJDQBBACgCrJLBAiEEAkACQCAAIANrI","gVBEEkNAEEAIAU2AqCSwQJBACAEIANqIgc2AqySwQIgByAFQQFyNgIEIAQgAGogBTYC\
ACAEIANBA3I2AgQM","AQtBAEEANgKsksECQQBBADYCoJLBAiAEIABBA3I2AgQgBCAAaiIAIAAoAgRBAXI2AgQLIARBCGohAAwNCwJ","AQQAoAqSSwQIiBy\
ADTQ0AQQAgByADayIENgKkksECQQBBACgCsJLBAiIAIANqIgU2ArCSwQIgBSAEQQFyNg","IEIAAgA0EDcjYCBCAAQQhqIQAMDQsCQAJAQQAoAvCVwQJFDQB\
BACgC+JXBAiEEDAELQQBCfzcC/JXBAkEAQ","oCggICAgAQ3AvSVwQJBACABQQxqQXBxQdiq1aoFczYC8JXBAkEAQQA2AoSWwQJBAEEANgLUlcECQYAgIQQL",
"QQAhACAEIANBL2oiBmoiAkEAIARrIgtxIgggA00NDEEAIQACQEEAKALQlcECIgRFDQBBACgCyJXBAiIFIAh","qIgkgBU0NDSAJIARLDQ0LAkACQEEALQDU\
lcECQQRxDQACQAJAAkACQAJAQQAoArCSwQIiBEUNAEHYlcECIQ","ADQAJAIAAoAgAiBSAESw0AIAUgACgCBGogBEsNAwsgACgCCCIADQALC0EAEBAiB0F/R\
g0DIAghAgJAQQAoA","vSVwQIiAEF/aiIEIAdxRQ0AIAggB2sgBCAHakEAIABrcWohAgsgAiADTQ0DAkBBACgC0JXBAiIARQ0AQQAo","AsiVwQIiBCACaiI\
FIARNDQQgBSAASw0ECyACEBAiACAHRw0BDAULIAIgB2sgC3EiAhAQIgcgACgCACAAKAI","EakYNASAHIQALIABBf0YNAQJAIANBMGogAksNACAAIQcMBAsg\
BiACa0EAKAL4lcECIgRqQQAgBGtxIgQQEE","F/Rg0BIAQgAmohAiAAIQcMAwsgB0F/Rw0CC0EAQQAoAtSVwQJBBHI2AtSVwQILIAgQECEHQQAQECEAIAdBf",
"0YNBSAAQX9GDQUgByAATw0FIAAgB2siAiADQShqTQ0FC0EAQQAoAsiVwQIgAmoiADYCyJXBAgJAIABBACgC","zJXBAk0NAEEAIAA2AsyVwQILAkACQEEAK\
AKwksECIgRFDQBB2JXBAiEAA0AgByAAKAIAIgUgACgCBCIIakY","NAiAAKAIIIgANAAwFCwALAkACQEEAKAKoksECIgBFDQAgByAATw0BC0EAIAc2AqiSwQ\
ILQQAhAEEAIAI2At","yVwQJBACAHNgLYlcECQQBBfzYCuJLBAkEAQQAoAvCVwQI2ArySwQJBAEEANgLklcECA0AgAEEDdCIEQciSw","QJqIARBwJLBAmoi\
BTYCACAEQcySwQJqIAU2AgAgAEEBaiIAQSBHDQALQQAgAkFYaiIAQXggB2tBB3FBACAH","QQhqQQdxGyIEayIFNgKkksECQQAgByAEaiIENgKwksECIAQgB\
UEBcjYCBCAHIABqQSg2AgRBAEEAKAKAlsE","CNgK0ksECDAQLIAAtAAxBCHENAiAEIAVJDQIgBCAHTw0CIAAgCCACajYCBEEAIARBeCAEa0EHcUEAIARBCG",
"pBB3EbIgBqIgU2ArCSwQJBAEEAKAKkksECIAJqIgcgAGsiADYCpJLBAiAFIABBAXI2AgQgBCAHakEoNgIEQ","QBBACgCgJbBAjYCtJLBAgwDC0EAIQgMCg\
tBACEHDAgLAkAgB0EAKAKoksECIghPDQBBACAHNgKoksECIAch","CAsgByACaiEFQdiVwQIhAAJAAkACQAJAA0AgACgCACAFRg0BIAAoAggiAA0ADAILAAs\
gAC0ADEEIcUUNAQt","B2JXBAiEAA0ACQCAAKAIAIgUgBEsNACAFIAAoAgRqIgUgBEsNAwsgACgCCCEADAALAAsgACAHNgIAIAAgAC","gCBCACajYCBCAHQ\
XggB2tBB3FBACAHQQhqQQdxG2oiCyADQQNyNgIEIAVBeCAFa0EHcUEAIAVBCGpBB3Eba","iICIAsgA2oiA2shAAJAIAIgBEcNAEEAIAM2ArCSwQJBAEEAKA\
KkksECIABqIgA2AqSSwQIgAyAAQQFyNgIE","DAgLAkAgAkEAKAKsksECRw0AQQAgAzYCrJLBAkEAQQAoAqCSwQIgAGoiADYCoJLBAiADIABBAXI2AgQgAyA",
"AaiAANgIADAgLIAIoAgQiBEEDcUEBRw0GIARBeHEhBgJAIARB/wFLDQAgAigCCCIFIARBA3YiCEEDdEHAks","ECaiIHRhoCQCACKAIMIgQgBUcNAEEAQQA\
oApiSwQJBfiAId3E2ApiSwQIMBwsgBCAHRhogBSAENgIMIAQgB","TYCCAwGCyACKAIYIQkCQCACKAIMIgcgAkYNACACKAIIIgQgCEkaIAQgBzYCDCAHIAQ2\
AggMBQsCQCACQRRq","IgUoAgAiBA0AIAIoAhAiBEUNBCACQRBqIQULA0AgBSEIIAQiB0EUaiIFKAIAIgQNACAHQRBqIQUgBygCECI","EDQALIAhBADYCAA\
wEC0EAIAJBWGoiAEF4IAdrQQdxQQAgB0EIakEHcRsiCGsiCzYCpJLBAkEAIAcgCGoiCD","YCsJLBAiAIIAtBAXI2AgQgByAAakEoNgIEQQBBACgCgJbBAjY\
CtJLBAiAEIAVBJyAFa0EHcUEAIAVBWWpBB","3EbakFRaiIAIAAgBEEQakkbIghBGzYCBCAIQRBqQQApAuCVwQI3AgAgCEEAKQLYlcECNwIIQQAgCEEIajYC",
"4JXBAkEAIAI2AtyVwQJBACAHNgLYlcECQQBBADYC5JXBAiAIQRhqIQADQCAAQQc2AgQgAEEIaiEHIABBBGo","hACAHIAVJDQALIAggBEYNACAIIAgoAgRB\
fnE2AgQgBCAIIARrIgdBAXI2AgQgCCAHNgIAAkAgB0H/AUsNAC","AHQXhxQcCSwQJqIQACQAJAQQAoApiSwQIiBUEBIAdBA3Z0IgdxDQBBACAFIAdyNgKYk\
sECIAAhBQwBCyAAK","AIIIQULIAAgBDYCCCAFIAQ2AgwgBCAANgIMIAQgBTYCCAwBC0EfIQACQCAHQf///wdLDQAgB0EmIAdBCHZn","IgBrdkEBcSAAQQF\
0a0E+aiEACyAEIAA2AhwgBEIANwIQIABBAnRByJTBAmohBQJAAkACQEEAKAKcksECIgh","BASAAdCICcQ0AQQAgCCACcjYCnJLBAiAFIAQ2AgAgBCAFNgIY\
DAELIAdBAEEZIABBAXZrIABBH0YbdCEAIA","UoAgAhCANAIAgiBSgCBEF4cSAHRg0CIABBHXYhCCAAQQF0IQAgBSAIQQRxaiICQRBqKAIAIggNAAsgAkEQa",
"iAENgIAIAQgBTYCGAsgBCAENgIMIAQgBDYCCAwBCyAFKAIIIgAgBDYCDCAFIAQ2AgggBEEANgIYIAQgBTYC","DCAEIAA2AggLQQAoAqSSwQIiACADTQ0AQ\
QAgACADayIENgKkksECQQBBACgCsJLBAiIAIANqIgU2ArCSwQI","gBSAEQQFyNgIEIAAgA0EDcjYCBCAAQQhqIQAMCAsQD0EwNgIAQQAhAAwHC0EAIQcLIA\
lFDQACQAJAIAIgAi","gCHCIFQQJ0QciUwQJqIgQoAgBHDQAgBCAHNgIAIAcNAUEAQQAoApySwQJBfiAFd3E2ApySwQIMAgsgCUEQQ","RQgCSgCECACRhtq\
IAc2AgAgB0UNAQsgByAJNgIYAkAgAigCECIERQ0AIAcgBDYCECAEIAc2AhgLIAJBFGoo","AgAiBEUNACAHQRRqIAQ2AgAgBCAHNgIYCyAGIABqIQAgAiAGa\
iICKAIEIQQLIAIgBEF+cTYCBCADIABBAXI","2AgQgAyAAaiAANgIAAkAgAEH/AUsNACAAQXhxQcCSwQJqIQQCQAJAQQAoApiSwQIiBUEBIABBA3Z0IgBxDQ",
"BBACAFIAByNgKYksECIAQhAAwBCyAEKAIIIQALIAQgAzYCCCAAIAM2AgwgAyAENgIMIAMgADYCCAwBC0EfI","QQCQCAAQf///wdLDQAgAEEmIABBCHZnIg\
RrdkEBcSAEQQF0a0E+aiEECyADIAQ2AhwgA0IANwIQIARBAnRB","yJTBAmohBQJAAkACQEEAKAKcksECIgdBASAEdCIIcQ0AQQAgByAIcjYCnJLBAiAFIAM\
2AgAgAyAFNgIYDAE","LIABBAEEZIARBAXZrIARBH0YbdCEEIAUoAgAhBwNAIAciBSgCBEF4cSAARg0CIARBHXYhByAEQQF0IQQgBS","AHQQRxaiIIQRBqK\
AIAIgcNAAsgCEEQaiADNgIAIAMgBTYCGAsgAyADNgIMIAMgAzYCCAwBCyAFKAIIIgAgA","zYCDCAFIAM2AgggA0EANgIYIAMgBTYCDCADIAA2AggLIAtBCG\
ohAAwCCwJAIAtFDQACQAJAIAggCCgCHCIF","QQJ0QciUwQJqIgAoAgBHDQAgACAHNgIAIAcNAUEAIAZBfiAFd3EiBjYCnJLBAgwCCyALQRBBFCALKAIQIAh",
"GG2ogBzYCACAHRQ0BCyAHIAs2AhgCQCAIKAIQIgBFDQAgByAANgIQIAAgBzYCGAsgCEEUaigCACIARQ0AIA","dBFGogADYCACAAIAc2AhgLAkACQCAEQQ9\
LDQAgCCAEIANqIgBBA3I2AgQgCCAAaiIAIAAoAgRBAXI2AgQMA","QsgCCADQQNyNgIEIAggA2oiByAEQQFyNgIEIAcgBGogBDYCAAJAIARB/wFLDQAgBEF4\
cUHAksECaiEAAkAC","QEEAKAKYksECIgVBASAEQQN2dCIEcQ0AQQAgBSAEcjYCmJLBAiAAIQQMAQsgACgCCCEECyAAIAc2AgggBCA","HNgIMIAcgADYCDC\
AHIAQ2AggMAQtBHyEAAkAgBEH///8HSw0AIARBJiAEQQh2ZyIAa3ZBAXEgAEEBdGtBPm","ohAAsgByAANgIcIAdCADcCECAAQQJ0QciUwQJqIQUCQAJAAkA\
gBkEBIAB0IgNxDQBBACAGIANyNgKcksECI","AUgBzYCACAHIAU2AhgMAQsgBEEAQRkgAEEBdmsgAEEfRht0IQAgBSgCACEDA0AgAyIFKAIEQXhxIARGDQIg",
"AEEddiEDIABBAXQhACAFIANBBHFqIgJBEGooAgAiAw0ACyACQRBqIAc2AgAgByAFNgIYCyAHIAc2AgwgByA","HNgIIDAELIAUoAggiACAHNgIMIAUgBzYC\
CCAHQQA2AhggByAFNgIMIAcgADYCCAsgCEEIaiEADAELAkAgCk","UNAAJAAkAgByAHKAIcIgVBAnRByJTBAmoiACgCAEcNACAAIAg2AgAgCA0BQQAgCUF+I\
AV3cTYCnJLBAgwCC","yAKQRBBFCAKKAIQIAdGG2ogCDYCACAIRQ0BCyAIIAo2AhgCQCAHKAIQIgBFDQAgCCAANgIQIAAgCDYCGAsg","B0EUaigCACIARQ0\
AIAhBFGogADYCACAAIAg2AhgLAkACQCAEQQ9LDQAgByAEIANqIgBBA3I2AgQgByAAaiI","AIAAoAgRBAXI2AgQMAQsgByADQQNyNgIEIAcgA2oiBSAEQQFy\
NgIEIAUgBGogBDYCAAJAIAZFDQAgBkF4cU","HAksECaiEDQQAoAqySwQIhAAJAAkBBASAGQQN2dCIIIAJxDQBBACAIIAJyNgKYksECIAMhCAwBCyADKAIII",
"QgLIAMgADYCCCAIIAA2AgwgACADNgIMIAAgCDYCCAtBACAFNgKsksECQQAgBDYCoJLBAgsgB0EIaiEACyAB","QRBqJAAgAAuDDQEHfwJAIABFDQAgAEF4a\
iIBIABBfGooAgAiAkF4cSIAaiEDAkAgAkEBcQ0AIAJBA3FFDQE","gASABKAIAIgJrIgFBACgCqJLBAiIESQ0BIAIgAGohAAJAAkACQCABQQAoAqySwQJGDQ\
ACQCACQf8BSw0AIA","EoAggiBCACQQN2IgVBA3RBwJLBAmoiBkYaAkAgASgCDCICIARHDQBBAEEAKAKYksECQX4gBXdxNgKYksECD","AULIAIgBkYaIAQg\
AjYCDCACIAQ2AggMBAsgASgCGCEHAkAgASgCDCIGIAFGDQAgASgCCCICIARJGiACIAY2","AgwgBiACNgIIDAMLAkAgAUEUaiIEKAIAIgINACABKAIQIgJFD\
QIgAUEQaiEECwNAIAQhBSACIgZBFGoiBCg","CACICDQAgBkEQaiEEIAYoAhAiAg0ACyAFQQA2AgAMAgsgAygCBCICQQNxQQNHDQJBACAANgKgksECIAMgAk",
"F+cTYCBCABIABBAXI2AgQgAyAANgIADwtBACEGCyAHRQ0AAkACQCABIAEoAhwiBEECdEHIlMECaiICKAIAR","w0AIAIgBjYCACAGDQFBAEEAKAKcksECQX\
4gBHdxNgKcksECDAILIAdBEEEUIAcoAhAgAUYbaiAGNgIAIAZF","DQELIAYgBzYCGAJAIAEoAhAiAkUNACAGIAI2AhAgAiAGNgIYCyABQRRqKAIAIgJFDQA\
gBkEUaiACNgIAIAI","gBjYCGAsgASADTw0AIAMoAgQiAkEBcUUNAAJAAkACQAJAAkAgAkECcQ0AAkAgA0EAKAKwksECRw0AQQAgAT","YCsJLBAkEAQQAoA\
qSSwQIgAGoiADYCpJLBAiABIABBAXI2AgQgAUEAKAKsksECRw0GQQBBADYCoJLBAkEAQ","QA2AqySwQIPCwJAIANBACgCrJLBAkcNAEEAIAE2AqySwQJBAE\
EAKAKgksECIABqIgA2AqCSwQIgASAAQQFy","NgIEIAEgAGogADYCAA8LIAJBeHEgAGohAAJAIAJB/wFLDQAgAygCCCIEIAJBA3YiBUEDdEHAksECaiIGRho",
"CQCADKAIMIgIgBEcNAEEAQQAoApiSwQJBfiAFd3E2ApiSwQIMBQsgAiAGRhogBCACNgIMIAIgBDYCCAwECy","ADKAIYIQcCQCADKAIMIgYgA0YNACADKAI\
IIgJBACgCqJLBAkkaIAIgBjYCDCAGIAI2AggMAwsCQCADQRRqI","gQoAgAiAg0AIAMoAhAiAkUNAiADQRBqIQQLA0AgBCEFIAIiBkEUaiIEKAIAIgINACAG\
QRBqIQQgBigCECIC","DQALIAVBADYCAAwCCyADIAJBfnE2AgQgASAAQQFyNgIEIAEgAGogADYCAAwDC0EAIQYLIAdFDQACQAJAIAM","gAygCHCIEQQJ0Qc\
iUwQJqIgIoAgBHDQAgAiAGNgIAIAYNAUEAQQAoApySwQJBfiAEd3E2ApySwQIMAgsgB0","EQQRQgBygCECADRhtqIAY2AgAgBkUNAQsgBiAHNgIYAkAgAyg\
CECICRQ0AIAYgAjYCECACIAY2AhgLIANBF","GooAgAiAkUNACAGQRRqIAI2AgAgAiAGNgIYCyABIABBAXI2AgQgASAAaiAANgIAIAFBACgCrJLBAkcNAEEA",
"IAA2AqCSwQIPCwJAIABB/wFLDQAgAEF4cUHAksECaiECAkACQEEAKAKYksECIgRBASAAQQN2dCIAcQ0AQQA","gBCAAcjYCmJLBAiACIQAMAQsgAigCCCEA\
CyACIAE2AgggACABNgIMIAEgAjYCDCABIAA2AggPC0EfIQICQC","AAQf///wdLDQAgAEEmIABBCHZnIgJrdkEBcSACQQF0a0E+aiECCyABIAI2AhwgAUIAN\
wIQIAJBAnRByJTBA","mohBAJAAkACQAJAQQAoApySwQIiBkEBIAJ0IgNxDQBBACAGIANyNgKcksECIAQgATYCACABIAQ2AhgMAQsg","AEEAQRkgAkEBdms\
gAkEfRht0IQIgBCgCACEGA0AgBiIEKAIEQXhxIABGDQIgAkEddiEGIAJBAXQhAiAEIAZ","BBHFqIgNBEGooAgAiBg0ACyADQRBqIAE2AgAgASAENgIYCyAB\
IAE2AgwgASABNgIIDAELIAQoAggiACABNg","IMIAQgATYCCCABQQA2AhggASAENgIMIAEgADYCCAtBAEEAKAK4ksECQX9qIgFBfyABGzYCuJLBAgsLMQEBf",
"yAAQQEgABshAQJAA0AgARARIgANAQJAECIiAEUNACAAEQMADAELCxAAAAsgAAsGACAAEBILBAAgAAsLACAA","KAI8EBUQAgsVAAJAIAANAEEADwsQDyAAN\
gIAQX8L4wIBB38jAEEgayIDJAAgAyAAKAIcIgQ2AhAgACgCFCE","FIAMgAjYCHCADIAE2AhggAyAFIARrIgE2AhQgASACaiEGIANBEGohBEECIQcCQAJAAk\
ACQAJAIAAoAjwgA0","EQakECIANBDGoQAxAXRQ0AIAQhBQwBCwNAIAYgAygCDCIBRg0CAkAgAUF/Sg0AIAQhBQwECyAEIAEgBCgCB","CIISyIJQQN0aiIF\
IAUoAgAgASAIQQAgCRtrIghqNgIAIARBDEEEIAkbaiIEIAQoAgAgCGs2AgAgBiABayEG","IAUhBCAAKAI8IAUgByAJayIHIANBDGoQAxAXRQ0ACwsgBkF/R\
w0BCyAAIAAoAiwiATYCHCAAIAE2AhQgACA","BIAAoAjBqNgIQIAIhAQwBC0EAIQEgAEEANgIcIABCADcDECAAIAAoAgBBIHI2AgAgB0ECRg0AIAIgBSgCBG",
"shAQsgA0EgaiQAIAELNwEBfyMAQRBrIgMkACAAIAEgAkH/AXEgA0EIahAwEBchAiADKQMIIQEgA0EQaiQAQ","n8gASACGwsNACAAKAI8IAEgAhAZCwIACw\
IACw4AQZCWwQIQG0GUlsECCwkAQZCWwQIQHAsEAEEBCwIACwcA","IAAoAgALCQBBnJbBAhAhCwYAIAAkAQsEACMBCwQAIwALBgAgACQACxIBAn8jACAAa0F\
wcSIBJAAgAQsEACM","ACxMAQYCAwAIkA0EAQQ9qQXBxJAILBwAjACMCawsEACMDCwQAIwILuAIBA38CQCAADQBBACEBAkBBACgCmJ","bBAkUNAEEAKAKYl\
sECEC0hAQsCQEEAKAKYkcECRQ0AQQAoApiRwQIQLSABciEBCwJAEB0oAgAiAEUNAANAQ","QAhAgJAIAAoAkxBAEgNACAAEB8hAgsCQCAAKAIUIAAoAhxGDQ\
AgABAtIAFyIQELAkAgAkUNACAAECALIAAo","AjgiAA0ACwsQHiABDwtBACECAkAgACgCTEEASA0AIAAQHyECCwJAAkACQCAAKAIUIAAoAhxGDQAgAEEAQQA",
"gACgCJBEHABogACgCFA0AQX8hASACDQEMAgsCQCAAKAIEIgEgACgCCCIDRg0AIAAgASADa6xBASAAKAIoEQ","QAGgtBACEBIABBADYCHCAAQgA3AxAgAEI\
ANwIEIAJFDQELIAAQIAsgAQsNACABIAIgAyAAEQQACyMBAX4gA","CABIAKtIAOtQiCGhCAEEC4hBSAFQiCIpxAjIAWnCxMAIAAgAacgAUIgiKcgAiADEAQL\
C7aSgYAABABBgIDA","AguAkAEAAAAAAAAAADGyfhfBM8W4CfdqdtFBU0U4RRRhEHKW/RLu1eyig6aKI1yr+2OwYzIbGb+ac8L1zyq","rwY2y8TB3T088gR\
YhlCF+/UKW1xJRmUa4VvfHYMdkdwoo4AZTAtxdoelttKIyq2wTl3p1kfcTVFaDG2XjYe","5l5P0MpNCkVp6eeAItQihDrywGFexx7fuXaRJ0/AN7BqbbbGM\
9ML6+jHCt7o/Bjsm9wtP5TvJLcYWHx5heg","N2MtDW5j5+zGDTR0USDO2O8YuBjOpT6UHna2CYu9eoi7yfplFDiKxEqn8M/kW+Z4Bro8o3veFjT31DKyPsZ",
"SKFJrft6hQ6JkowVPD3xBFqEUIYNj48Tm7eVPjXKm3KLxQPDBHjlZUr2xnsu0yTo+Af2DB9hWv85NDO0JyR","OnilGpUkWljCJ6HVg8XNyzYVMpcSnQsCz\
ko2WAR96hafzneSX4ks32eRc11JaYZwYae4mYi1QLmZ+LxWnlW","hrch8/ZzFoWdkMCP5U9NCio4kGd8Z4xZMR9xG29b19q1TjcKaHK4Ca5p1nZ7TuOLBNX\
OrVRd5Pgf8i/RR2G","/e5ujacBASNCogISIvFN0iy7ey1h2Hn7OTcXsuQoNQpXOQb3/Gwpr+h1amh5nGVehn/AmBrw2RKbs6wHnwC","V4/W9vUKHRIlGSv\
HR3QK0xbckxPpdVHnLng4IlsLRiYdvYAaHh8nNm8rfSusYTD3XO7FAQegvUWt3rIwtd6","qhJ4bCgjwysuU7I33OUK03FXfSE9cpknQ8Q/sGW0UN8cwPCmh\
VVEjpiBOv1xk412x4X165E5InDxTjEqTf/","riK5K/jytHv/ZKgs0Z1nYNiF1D/txujXcNU8psUHu8xXNEC1+Vw4SAZyUbLQM+tTIZMtoexoafmdi/aO/28",
"a4rpqip3DNJlm6yybmupbSn3MzeeJ1gDMI4MdLcTcRa84pPxR1+AeLLz1ukDQyXH/p9JbPMP1Kn0NbkPn7O","YtDhZJopv/2naNkhjkivjzGV6JPwX2689\
C0v1IRVvaoovh5m+kJ8me0GJiPuI2zre/sXkZA0rdi+Qz06Ubk","fKY40DIgvrt4aS4w0zTvPzmjdcQV/RdgPWxjJYJu41KuLvJ9RKcbDarh5J2ls0qJ6yu\
/aWN6stbv5KmJydW","04CQgaFUPHEy/IO9+te4IHTthJSVBKMHlZGXqM6LFK/FeQ6AD9gPiCQFHbxUW4vZYhQalTuIkP6DaAmpYAo","6QpuzJrpneSFles\
81hjz6pTQ83jKvUym+E92iIZMIr+BcDWhsmU3M+3vsFH+lFk9/KqoFeIx5nGQNS3lrsC","IezrFTokSjJW3VlrLeV59+7lHH9M9QthE9SuAVs0OKSrJtLro\
s5d8HAXYJW1D241yC8lgdQfHKM1Hpf/w94","vZo00PD5ObN5W+gWOQFmt7ZNCPctUOL2fBb8MeSovfKzAB2md1yPYfGRRWC+pNBlPoelgar1VCT03FFHYw0",
"LIDvKse3MCz3r/wttKwXzYu8wHY3KEaLmrvpGeQzYWrmqNVCa4TJOg4x/YM4n+7bciLB2Lsbv51jJei3aAC","YfB821OzqqiRkxBnH65mxA4W4CvuwGjVS\
w6kN0t/JLnUi1R7uhE9wOvIfU+TBLGsdE2NA2Jqv70xVckfx9X","z0a7QOVM2u/l7XrNV73qmNRfBNqWji8g7BoQu4b8ud3dqG6sR898ZRrvGqaU2aD2K11\
ksVXqZU4TGHDQRZj","zsyKqDseEqzYLCAHPSjZaBnw5s7Fd92nDxAH2pTznG1U5METbKyYokIFVoCYngvg012QSWDBDy/FvXFdMUV","O5Z5Jt5TJGkoqiK\
kdO88sge5JddvyN3OFIV+VOuZm98TrBGH8L56owCQSghHFipLmbiLW1wxyzeKhNDY2GC","NJo2tvwvDR2xanpHkiWn7dIGxguP6ctyV/aK+uHn2jdPspZfX\
qu2qMpC2q4wss+XiWvuhyU+owgMm6J2SzC","yTRTfvtP0fN7SkS/yIpp2dCLyQ05uh7oYvXezAp/ptAn4b/ceOlb4ZWfqB1LLOM1O57zKXOISASJ4OToQE3",
"wPMz0hfgy2w0NfoqSOQEetSfVSx+L8C7CFmc1CErD63ouIiFpWrF9hx+QX36bgrg/enSicj9SHGlLxtxl/m","HZ0XODyATuE08sQjG2Ey8gipRomneendG\
641koCYlc4n9bYW0d6EyQ6aZQ32P/jaMsHqul5vEEMaALmheY5","sUCZbOiUoyH1XDzTpPg8pAUQzb2uUszHaayBoGI+U0KZ4HDObC8WWt381XEgQ4nfLbA\
kHzk6tpwEhA0KtVY","pGfTI/GS7R2wBsNRZ2/cr84RAmKi1/YED5ywk5Kgx7Zxi3GgVxj/82XqYdLB5c5BG/2g4QRdCQZv93P32M4","4tBHgssQddgDxBY\
GitouLMUN7lmOFTjMb6Lob0XR+RCpaxAwQR7v8Eh/QbQA1LQEjra56wQbouUZJU3Zl1k","zvd/stYaTliVdPvjkAtJcfqn4MRxd1pNoSVKeGmsdV6mVlFfi\
NBmYv3V1Q7OwWFLkgbOKS+9cnfJiXmBf1X","rXwjaYqaeKfhjU1nm99g4/0o8iv3QOUTsdmcIV2whn8NlYHtMS8Dj0Fk7+MgahvLXcFQr0z1njsRMD62Ncr",
"dEiUZKzpZVVjiaehFNEgQQKZ1Tfp4JI/FVjm8lHKOf6Y6hfCJvuLgI8rJAeew86U7jtWkWPyfOr5+mVU2wA","AAAAAAAAASEfgaLc09/b7HVeJPU832bNa\
t+GKe8Avnag5Sii4t4bV79kin4xAcGa1bsMV94BfLvKOq6LDd6","lRwuTMA1a2ORmFBKS0YkHPqt+zRT4ZgeDimFMtiS12Fsxq3YYr7gG/hC097pza9kk3d\
4oPFqE2Zn8wamehl","cGQooTJmQesbHPqwynxsJibhVmZnhA641uqEd5+eI3XrFw/LPDTLxTb9XdrELuYICwDxDGnWhJb7CyMdkcy","pW8b2vNGLVUE+tp\
KuwHNPbPOLbwIW3rcObXtk0AcmrSOgRplbu4UHyxCbcwmqfR3m3aaOpXzQ5YRDVoV3bS","j/qY5reNECZMzD1jZ5gxOc1u4bC4QvxTEujIX7j/3UyTShSMZ\
ydmhqnkn4G5gkeZKEZDUmZYivP3wGq9ZuW","r7HZitm65PFct3/wwOb99djJeXuzqYKe7WIHYxQVgGppHAHoZ1r/CIY061JLbYWcAkrt2Tgi+vc34ZPBn57",
"4A7OflUrs0YduaNWqoI9LWVrsq6wr/AQmMdkA0jNbuCTFXX7UuCj3W6eyVj4CBMAhMzYoOIl3j15YA4NGkd","AzXKyH/UAao3wjy3T75mC6IDrP8IXg68l\
vRaTFLp7zbtNHUEFQmHgdnDgyrnhywjGrQqYqBnRJQuQ9zR+tC","lHlWD85m9MM2pYXQF44GxP02Wa/mrxlFX+qKcDxic5rZw2VwgUNsG3sftq9Z+KYh1ZS\
7cfzZuaB3SGiuJhT","Tf/Fhh66bNcz+U71UcULJDVfNOwN3A+gS1m/n0KjZJXgJ6c4/qGQEZ4hLEux3vL+tsuWZ4akZnrIzR0Uyds","NT2OzBbN12fnLHb\
WOwDqmlBBXimSjoHiglCmM79DvB8uhgvL3d1MFPyX89HwEHHpdytQexigrAMlOqhhNW2","R/onsBZlX82H1W/39g3o+XAjEMecaklssbNYgHwC/lhGRevay\
+N0I4Zqo50ri8MXcZyNb6UgYdQGNcUoRUj","W4PHDdnLyqVybMew+NRLB66/GGqeIIgxCzrIf78/CZPX6RelclXWFf4GFxhTSle3ItXIwOiAbRmp2BZlyZ/",
"su3ULyb8E9TM9XOTJAiXqsp+ANxbb2SsbAQZgEJr4NJqj2rPPQDVeRSXzXM/9FEHEhy+PECWvi/4ppILOgI","6Uf4t4URFaQ/6gDVG+Eedi4SGvjW3OPBQ\
zrlUVi3mxNSwv98lYpmv4RvBx4Lem1tlZcdM8ZHkOYpNLfbdpp","6tDjMrfa7p4cY7mFVlCVXjMr/mU+56GpxVTOD1lGNGhVHInvMfEAn6Ov01jQe3tfjOe\
UuLjMT6h6yWY2E26","M39OBIdZ72bgoJTJ7YZpTw+gKejyB8uT3H/ytkPQnyQoOxuXXFE9+PvkwVo2jrvRFOR8eykPGQ3HO6TA4zW","3hsrlAeH8tBVaGT\
rbLJZrk3P2OmYNieoxryXlv/FIQ68pcuP+0FfCDfWhPCQdPR2L3E48mTwinCkAneNBh+","imh4uQPeSm9yclV0PiPmud+KN+rOKDSoJ5AaJ/PVg8UPb7Opm\
K1R1Pd1nmSlUP0CWo38+lVbLxOil9E3aKa","krwE9OYe1TPa++ScUSoixWmhU33bUeLqIeazFWxlFRxe1tlyzfDUjBaRORp6xCN6pcuO+/C/41XtjG6TR4s",
"Uo8N+4DjlSGMKizkAUFJ8lPw4Y7ex2AdU03AkV9lvM6Ml6ZlnFMZS1yCh3od8cWYg1hKEMJ37HeD5WsPQ9U","wpFw90MV5e7upgpjx2vjZZ3pdQjywJ19O\
lV3/Ha+m/ZJGgibhbg9jFBGEZ8BxjsHIwlu9DRtRR+EtWwAsBN","DlPf6E2JfO6ku281p9ttFr6Woghad7u7RvQ8+FGlqkNc2fHFrBLHa6Nwf67UwNaTuV2\
ykylsAD5BPyxjIr4","RxlsS4V7fNa1l8fpRgzVnvJ3r15y+yMtqMBO1Ak7DGXvICZjPcz6Gt9KQcKoDWpSmKopdZz6nOHCHcj/5zq","zqYX9oEjTzUWHd3\
ML6hC67M8wk2NdJE0afGokgtdfjTU0LcTqYGt6w04RRRiEnGU/BlalcDOoksm1DBKRud","NS5v1L8vkO56UQ07l8Uqwk0rmb/pw6GxAlTyikK9uRa+VgYOP\
LsyZfEpYf06HUh8rTBleUQbww/iTw5M72X","bqF5N+siRY1DbETKYJ7mJ6vcmSAyjx49hhGk3Z5Zs8Xkj1TWTEhL38lCaSv7JWMgYMwCUyk0mzpNAT+uheI",
"2wi+fz6VX887YAlLyWNxPbXLq4i+yjl6VaMcvEk8iiDiQpbHiRPCZwIqIfN+5b1XaE2AZr919RCIJTdSSIN","GSj/EvSmIrA4N36wKHX9aIP9RB6jeCPNo\
uLFvH+r/BdviBo6VkT8qk6Xm5iKlyNwKGNYri8S82UJfNkM88E","sv8QWBoraLiwC5QmHKAb989pew72GjfAtf3/cPCRRI/KlsrbjonjM8hiTqWIApB8twW\
9oy54iSCuATndKPP","6b9FqDHZW613T056ICFBgLpys/GcgutoCq9Zo4168UXHkqQPW9cJJ1lir91KLxMKlF9SaicH7KMaNCq4Nv/","2jtcJ1xTgUg7sSf\
ncxvGqFMGExCFNTQm+KTQZyx9c8aQE+SQ2s4pcXGZn1D1hm6RGS6rpwP5Xvt+jz5mk7E","ZGxY4CpFlAkOs97JxUUpKBEyfBUWmvGT2wjSnhtEVLLEiXBCy\
JuOf65W9msnmzNesddUt/RE6AAAAAAAAAA","BdMxKlPcGwcbpmJEp7gmHj51U270ZD0ZIfXt/MpSIa8kJtzWmY46qDpTj7ht6gexH4C+kj42HLYFUvKcEYY",
"+3QCBw7ZCWiXaHvSQ2LY+GMM7J6Hy5eIDxCSnH2Db1B9yIXQuSogIBHU/AX0kfGw5bBrSTA4vsCJrDBzcXa","YuADlZz+139fIbPke6vhkBliYnYmmPM1J\
KPSB96TGhbHwhlng6AIs/oDqRZk9T5cvEB4hDnGLPmBgcj1lOL","sG3qD7kXJ0f6+R0JeNC6EyFEBAY+mc7fa9DzAP9eLvDPX36H0t9aPIXLiYETGMdoXna\
QjlVRs6QU4meIlJe","kIHO2W5t4etDsOSKsnbm9Tbjin7WS//Q5dKgLQpQ+M9lbDITPExOyrZdGEDgV0nUww52tIRqUPEQP1znWHF","X68JzUsjoUzzuEU\
J4mzRIO/BkERZvUHUi1bcgPDyMbiXKN56uArpyk8/kr4RRZmmU0ZH86qUCVI30Qs3A9t","5PiuKMXZN/QG3Yt19suSycdt+pKj/X2PhLxoz5Dv2LJFDBk3m\
wb7USTHeWqoFF5s5XcIjf0isSqmpprQzjA","UF2cW633q8PbsZTBbINniU9GkgCrHjNS8l+dRuJq/xhmqJuHJYrQvOklHKqk/hz2fdIaa2NjSC3AyxUtKhe",
"EZ1Q8E+zvSETjaLc29PY8iKn8QDA1MaHcckFZP3N41RA41a45sr81P5xaI76fPkHz1s7UuF753KcNc823GL","Coa0fnOrHZdhz4RGzWuUO3aDQO+CG/gnD\
1YNVFOLDEOYGsn9HPtgX+YYM7XkIxKH8VT3HKtTfpuIgbqnesO","K/x/Nfg41s+bjRPc/QBPLb6oTu/vpXLsDtmputlKNK/fS/SJy+8Jbm86DIIizOoPpFp\
RsTBp184UK7bkBoa","RjcW569cUI6xMdchG89TBV05TeBvAxmRqj+MJ/JXwiyzMMpuhpuIuEQ2C6lmtCw3ybEmKBJ4ZqM+t+fvjyy","9Hie4oab74PeK0L\
5gYOxkkN7srYyNmKjaShurTUoF/AH3AqQLA3EwS2P1osrEkR/v7Hgl50Xl06V4jyMmgn","iHfsWWLGDLDEs0UWEqoQ242DfajSI7zMwUfU56JPoLUUCm82M\
rvEIljOxnlC19hcWjSOgZqlAEsW8CfO6sk","cMsO9nB96PXilj3k1UApRZP61OHt2ctgtqfn80jkCtDHQLLFp6JJAVUdgdcCn4ixJOWKPiF86XpEuLkshEE",
"oyjVf7BprB2sbpwLfCM46qqvWr/vILMGojWbyyNqJ/Gk9FxWd7Ga6KuyFSK7+w4frXPSwpRfgZIqXlO2WBU","VZSyflCsMzqh8I9ndX8CEPIslGBqQjcLR\
bmnt7+RBiEWZbywoeRVT+IBgamEN2Rlsd2arpu32veP64YYnmT","r3dw3nR+AEbizKFOgBqXCiZl7j7sBvxDFl1Q/mWq6w/S9B+OCbaS2p9Pzh790gWWW+a\
BbpHOe5Shrnm24xZ","s2GUHNsaPChUNKLznVntugkHsFagmF3LZe61bjl6eO443afLBLvIn9+IkSRC+BkNgruDgX85qXx6sGqinFh","iHCeDeAehmdJtwN\
ZO6OfaA/+d5VxN2huzjjDBnK8hGZU+bfKOChzYJU+Kp7jlWpv03deUqkBnWkSsL59DY4","Q7j8xyrFHGufo/vZX5Zyn/ue4vyMp1jMJ4Xl5NK2xZzXylZRA\
YfvzwvRUU901IE7b+xIaqflq2iz9091J1s","5VoXr+XD0ahMFWfD+boE5ffE9zedLUghXouHW4FGARFmNUfSLVFN1c96N74xKJiYdKunSlW/1Fzd5NcmScH",
"WppUcD1SR1ppiPFN/OI2vTy+Hgu/M6TgD6y7Nn6D1YzmqYOvnKbw0dW7JpJdFoE2gI3J1B7HE2uzn2zp33d","ik7h2Twq+vALOi2TqN38McyneUgVxPN3h\
dO1AoEz9bZDZyYBCt/9LIIT6kueKPvtRY6+kCMx9KsM+nLat8b","yassaXX44S3VHSm6RNKy8c4aN88XvEaV8wMSHCaWFUnoBAdjJIbnZXxkYrAVrLS5Z2N\
8xUbCQN1aelkWd+g","TAUF9RpbJei03XctDRfhQfutGzF0wqz6Kj3vVeOOaFNlTYNJiMdYa9uNCuWfi5zClP1m+eZe0XlFbZKdcRI","V0Aod/oEPEO+Y8s\
WMWRhcKzG9teBFYYlmimwlFCH2xaIjI1V4Pa3/420FLfF0+rMnxEpdnWiDZmp/m81pDB","QqrtbUvQUQaihUnixld8h9ZJA3YxUb1ASx3Yyyhe+wk/0ZJf3\
1g6z4tCkdQzUKAO/47bQMRWYcli2gD93Vk","ngBYWSmkqX+ZH9jnu5qfYy8aC9aRyUN4KAR+hf89J0UxIa201W77XjY586VIPgsRhYwglGJt1wqCklXHDJm",
"zN5u3hvYmym8snKgGSLT0WTAqrdV5nqeFKy2zoCrwU+EWNJZzG9oAPQ0zjKFX1C+NL1iJcmb+fFE0X5cHNZ","CINQlGstQEutvpEkGtVLoo5d8O96iHiwK\
2AxXwtvLYbEJnKOmTIelGEbsz7oXveRWYJRG80DxIP8v5CrvOS","RtRP503ouuaKntsQSyl9BqU6VJ3MBPxyaXDAasrFO+89q31zxYNym/Hh6YTDQrQvYuJ\
iaMvYdVuuqPafzRm","yxvpzS4bCX/uyNjnfccSePFIZnVD8Q7O9JtXXxAtFcnq7gQx5Eko0M89NRu3lTPX0AAAAAAAAAAF6RFQ9Ib","Nu/17G8RsP+b0uJ\
IKlJi5K09K5jeY2G/d+W8PJsgs6RBCl50sXLRQOw3SdD0MQNb2tiN1RlQl7dZhlpxXBN","FrG9puDl2QSdIwlSvnTMC9VP0u2ZNxzP2CC5j8emCcCQTGIwT\
oagiRve1sQQF7WGU7INe26oyoS8us0yMDn","fi/TWFo25GXbCf0SieeeIY803KHnGwMuzCTpHEqSeWqYGcivJGxd6D0/5uX3vSesaQLHVplBZ/K/G4merKw",
"dtusmqC3CUjk0TgCGZxGDQ3AaPafUf3/ef1ktkmnS9qQ7DRCz2rwIgLmoNp2Qb9n6/fwLvCMBJ3FCVCXl1m","2WCwYAGMRlA2gvhKU+6i/QuVXA8QPLnL5\
FyM+yE/4hE8yyi+Yu35J9MpYJQwjx2K7j7E0XNdBrwB+sE8Esn","qP18tZXlRG/EJsM8tUwN5FaSN2IkWQKsOkmIRWeJxqFVIuob9pzJ6Tn5VZLWNYBiq02\
hzEcgjyrHlh6y+F+","Nxc9WV+xpSoKNo43oZUnjywYxORw72PbETl3ioxybJgBDMonBQgozDwteUn7LKppGgMzmipW7j0nIoD01ha","w6z5sSME7bPS/A0\
37r8VIdholY7F8FDIyThhCAhLorz0NCHe/v2HVeVk1VgzRn/H7/BN4RgJOi7+oLln1bL","LihKhPy6jbL5jA/HLqG7XRvEJZVMRRZgDGBg1p5eII/FsJTnn\
QX6V1IU0aRPHsy4sFz79i36YYWn+L61/+F","XamP9U9RrDdQ0tFkWl7kW4ttWETzF2/JP5kG1eYYJ6XkJiGWNtwqyo9Efwcj02KmVPv2J4qa6TTgD6i2n5W",
"hWDuw1gngl05Q+/mImPWYBjwgRgG4XNGNrpSyXylJ3sXCTw14apkayK0kbyb7jBWAwf/Qr9slXAtTSyTxSj","BTQz+Qm+FdhdUQjZ3gv8yQ2ljhRl827Dm\
T03Pyq2h9LJybHykUTz78WJZwQnYRr+lX3hyZyZiPQB5Vji09x","h5VER3i9oJk8b8ai5+trjpgqhXD83YRs0ADXEhhwuXt0RZTAA0ZWsqSxpcNYnI4lAPT\
mEUOqYcdI3rRzpwd","c0Oyb96G8MbMU6XaWNVCy7cNNM9XnS4QCIQUZh4WvKT82oVzEV7Qf0P9xqPVU78UIaNXttob08+eKncfk5B","Be2p05gqc2C2g1Q\
pZdZ43JWCcVMhgkX9JuyPd6MnY9NsP14N53Ne8t9RopDoME7HYvwr6qxkc+bRktXOLsF","VyJtBBLRqlWjpKC/49DRDcafgGhWOcBdMhlN066rysmqoGac6\
0LbmV4mqycZNuaVHvBdkTzf98XqdpAqxE3","9UXLPu2WBpOwBhkl23nG9DCfrfztKJFQddx/59vHcxhfjh0DdvpkvBrNzxhAFa1s7vzMQ5rNOsirvx5YrCL",
"YgIHtfLwBH88kxK6upzfwCyEpzzpLtK7chWyM6FCCQT7NRt6KtC98KWkDnVivGZPgufesW/TDS3cdsu+J7/","WklVWYvesLWJmC8d3+ORBudl1eAj6C0l5\
kCvpHfVDJaIvosm0vMi3Ftv8WKGzgNvNZNsbcXeNtKYGhYpkeM","XYfbkMqs0xTkrJTVI72D4GJhLyQixtuFWUH4kcvXi3HfjENpWd0f6WanDCywzE8d4Gq\
33sTxQ102nAH7LeA","TqbBRugO/6ocxCXr1Rlb718WPt068eAV3fOhi/HmRFCeIbq9HgQMesxDXhAjE6g/j5FFJszaeMu+kh78FE3","cjv1ABcr7r5Skry\
LhZ8a4MOHs8PpRKXw1DI1kFtJ3q5FJzrYN5JhJ2WOc1OlJpV59Jt8G8n9Kl63S7gWppZ","IACZet17KTfeJBvf+1Vj5A9eX4vGdNCK8qSid83I84vX3uYj8\
OlA5Sn6ZIbWxwo2+IAg0uvmuVgEHS+R+9M","E9Y1na8XG8rebc0PpYODc/UiiOa003f1OJl558+LEs4YTswO3tvmSNX1NJzUT37x/rpxdcUfinczAYMB+BP",
"KocW3pujpQz4nCAxeeuPXpp4jQxuT8odSGO746jcehtRRmCaf3g/WINdVnWdMBUK4bn7SIqUUEkzos2nQ0S","keDD5F3/U4OE74uIhkDaoy2mABoytIQyO\
KlIdukLlCWNLxvE5HDKtJggU6g/z0OUMWnYOos7HQUkZpBWUIQ","6RvSinTk75mTX4a3VVeBZ7fdI5F7HVK2zZl3rFquPEs3ZIun5o09bk0g35rHPlOQaaJ\
6vOl0gEET5i6ByMf","uvY7pbZH9ekM09K05rNzJLcrQL5yK8oP+G6pryLfTMJDn6jUerp34pQqQcUqTvEvL9LTz77WSARglzre7iL","OydtlTuPiYhg/bU\
Cn8rKWnvLWuDX4Jg4n2Zn93Ol2+qEUIgfyF9ZDxsGQwhsGhrdADCs6iQwSL/knZH9gHU","Lbf+rfjRQgTpupHGmo/TEeby/R0lBvO4r3lvqdFYYq2gMQNyb\
kh1GCZisX8VFuQNKSrdpKqfxKRgoU8QXsF","VsW/pI8vh5hZhq+RMoIO4h3SkrCB7PDGn3e0nss/IbzbI4m/eFHcRibfggNbUPk8You/Iug+BxjgLpkMou3",
"WYqR6pC0Rgyr/qzm0GKwuo4XvbYk5H0BdoW3IrxdVk4zbKZySNub9cJt3Sot4Lsid4TMetlmdpmPFsbuQd9","d1sr/1761WZBtOIvqsvWPZtsdYvviAQmr\
YOXw8XaZsIAvoBngJm02TZRQAAAAAAAAAAdw3hKr0Wpj7uGsJV","ei1MfZkXI3/HO+pD3DWEq/RamPqrOGWBSUw+xDIvRv6Od9SHRSKn1DNhcrnT+J8PupP\
pwaT1fiUHhU//PeJ","dWsC+pbxK77xwfagDgg/NG6ROyXE7eMD6jvPf1wXh19nxNOQ9RpbaONuJ8pt4zWKoRycBCre6b0ltmhesiS","N4ahJdLEbKVHWLO\
OA64PQRVyzs01uSTWZazcZuTTRz/03uual23jCIQA+TFGB4Dh6aN0idkuN2aZfWYiCER","UjwgPUd57+vC4eNFDdaqQk1wq+z42nIe4y1olLJ1N7dsiy1cb\
YT5TfxW7iQnK7zkc/xVsfXHSTNWoZbJv2g","MmtkH0wFgmcJgSdoQeSo2h8nGS1jQ3zpflWgWm6iVlRo857DeYEpk1MZ3bR0YAMuRb/jIq5Y2Ke3JJtVo7n",
"yGqGCpcy0mo3dmmjmu7l7p2CMztj+m9xzU+28YYmWPVnu+xpfEIEeJinA8BxnjP8MlNZWIjw0b5A6JcftSz","mOuoczYdPSLq3FQAiLkKUjTO/9Hi2u4AH\
rO85/XxeXDAoRc2n5KQ4bKW60UhNqeRbIRAlEtVTvzPCfgLYuL","JjBEbU9oIgSAdYyyvqbYlF229PgR43EbzP5dDR07LbWRPSVHsn6EOjd47ZhDsH6q6ru\
V0uz11yV4q2OrztI","mrWVoG+Fhl48iwy3TPpBZdbIe7qt0PxzcPY+mAoEzxICT0mV6y5yBKRx0ILIUbU/TjKnjyl7CCnoDDFVEaC","B23N0RljwijzN1U\
rfT9P1+/Y/CahCMt9G4Jk37WCVC3WB646abXQhyJdNsAN6V14PrKfzdHe2dLK6Ac0vzy","boHEmQAljCx8KhXzY8wdXkvWZk3H+22AWX23J6QfP6okPoEwj\
4hPdDaVUFrsYd4GAWkj5EhWrtgTwvKOK7/","De556baecOLOljNG8zf/RIte7Lc9zW+ZSCamGHhk4AgAj1MUoDhOVcP3GbvlkcHzhj/GSitrUS5FR4zlbsL",
"ehP7SXgmbFfvZPaoUpt68dH94YstXEEbkorsagfhV72sz87N09I2zxW4wyz5byBpKyHUD4aoG4NoVtnurBU","NJVbAA9Z3nP++LrcON10h6RgQLhkUIubS\
8lNZFPUIW8RUbRw2UtxopSbUazuz9tWzgOryLJCJEohqqYUhca","OvnsyX3pnhPwFtXViplAAVvHv7ZjCDI2p7QBElR47CQMZWtxsCrGWU9TfFonWhhL5II\
WOc7LanwY8aid+bu","0brMgwv4Q1hfjC7/rSZemyfGgboEqfje7xlwdP45JR2XU98xV7a0VT6m0+kLGOmWRux8rKKXT9OOM41iWAe","SEPZ5IifxiCvyIo\
HJLbtX9jFay2ZoEthQdJIUl6boSI236l4440HHHP9DqzQ7HWlBPDvhm3605ud58z5qsE","52OrqLdMX15/mfDAVCJ4lBJ4LPfQiIzOioJIq113kCEjj5Sc2\
d1ke7t2gBZGjan+cZNcIcInXaTpaTh9T9h","BS0Bk5ErLcrUR2J2KqIkADt+foFafDar6hQdaMsOAVeZqrlfu9AT/EjA2rvp+m6/ftfxLJkkfBSvvZLFCFZ",
"L6NwDNvJ4iFlDDWlVGxUr1PuSQOKcZfXGUEMqgXX0h/GsMJQlQoRZ4wfh/kam1nOeRNfpbTGmrYzvBoMO2D","ffuxN1ParvRwGpuKRXyQXp5N0DmSIAUpk\
6z6hISGO7CEj4VDv2x4x4lur/6pykaCq8l7zci4//WmKFFw3h7","BbLELLrfl9IIbvOoECvNSvI1m0t+DAcnE+msz9T4Xb/pjfBCK+SyFuRRx8aBEOiOHUV\
NWdHdbUT4mXrdeyk","33AL9JlCENdh1DyER1C7Bgu32T/OWXHpMqsuTxBL2jhYyMfeYnwmS+Zs8K68bo2ajA8U/JYTzqybJIOMSAF","lffFHah06NpkOT+\
NdbeQkMt8lgLQAR6mKQAw3M3CZuyGRZlTa4euM3eLY8O2RNZ52M7KTCcMf4zUFpbies8","HxntTP23cis8Zip3F/QFJt1Ml2Gxyk1lBKgf/nfqOmjlgqLo0\
dSjf8b9ZdM7l9RyJ9fYxZ2pkVCAA+uk7xD","mXWEpVrJJLn9KQlaRiaNtCEejfCyfBVOenZunpW2eK+mQeo0YezgVcIdZ8t9A0lYHirjYYlZ0aEKoHwxRNw",
"bRNaX+JuwhoO+sst1ZKxpKrNu/PHOWDOySgAes7zj/fV33Ck3FhenbY24dbrpC0jEgGRCPkP/Elx5cMihEz","KXlpys/yW5xs0OZsijqEbaIqdrFJQs7C5\
4P5FP/M+CCbJScJPLSyj96MqK95fG1+EHY4croEJ9FV37fj8q3","S3Y2DGb4x1ZhyyCqWGHQdR4MG0AbFt2UNLEN5iW8M8N/Atq6sMs+IlW/zByOUikBKnj\
39s0lJOAAxeFQ82A","GR9T2gCJKFwum/kuWhHSOHIWBjK1uN/kRZKsxu8gJb8tccLhJU3EYxr1aBV/1T4HRniXCZB8M9tx/D39yuT","Kz/tjbTBPLi8TzO\
fHxBW21XeQajjY+h/Yq6fukiyghyHFRazgl27AHBlyKEpjNFjmfS6ltX/b8euhGSEfi4","FpErWTvk9GBKP3aaQ65bJeOw0N+LcarrGSANHPM7Ba6wr6iqf\
Q3n0hZxtWkFR0iXv/4TLM2YuVlFbs7vtdI","WHOzhX6ccJxrEsE8CZGRttYEZwKQhrLJET+NQeeLU+OsKSt/AAAAAAAAAADlUZmWzImUFsqjMi2ZEyktL/K",
"ru1WavTuUR2VaMidSWnEW/Mz+rsZMXuRXd6s0e3e7tc7hZ73vYSiPyrRkTqS0zd5TIqjHMKLiLPiZ/V2NmQ","d9YQ8x1BmPvMiv7lZp9u5ZmTZ4muBi+HZ\
rncPPet/DkzoEVQPzS9U7jQIxmrqRXd7cm6dWMwVL8S4wHAOpu","HAUf6mKzyAsZq/KZ2uoncMHSpv+/WQUVxFlaVVGMY7qKoA4zND9B348EwLIhf70Nen2\
U1ETMn2h/9mh+qhn","5xzEPPBjPqtuiNKHRa3fzNNns2IUNEkAWvOlTeaf8lXATp6otwZkmUnaiHYaBWI0dSO7k0uc9Pj8t628uTd","PrWYKllnortlh75\
6A4l1gOAZSceEHDPmuytvl9yj+UhWfQVjMza/Lg1PIzNpelc/WUDuHD7vEVkCcshMZlD","b9+8koriJxZ2RtBaE6NMrSqoxiHNVVL4MzGq6VQUMAcZih+w/\
8eOUgATc3hmhuTZcHU67Psuaoxp7FYkYm8","Ic0NX433JvLYmWs6PtVD93Z0GIJnOjgvDyB+59QYXSqE3NQJAX7yZH2IsmyyXJdh2UYzefKgRZSgElUcQYI",
"gkSvu//KU5I/f0rqZlyfG6tp8V+ovfimRAgUDjErNC/QHjv8mpBhtW0l3q0DBq08+TOHp52cO8yfQmL2BAr","3RQtUTQSvsaLftm+oVTYnblYieRPg+MYJ\
680Y9rFhUMViWQ7ZQ8rrkPjkNTwSU31ccXAjryhXKF+CO/ZKec","6+kwuv4GWLZQXGkRLbgNr8kwoYhs07bzJybaVprN4+q+ShLP268cwAX/S2QIEUnZnJO\
D/Ul7wqn62hdg4fW","XsGO23/mgl2ia2AOGUnMpPYNBb07LMkKG3695NRXEXNPGNhX9jIU+LOyNoKQnVoB59RTMbL4X6UpVUZxTiq","q3H0zI8JsT69XgZ\
nNFwrg4a7V/6ikKIXkADiMEP3H/jx5bOp1TuWbOfKQQJubgzR3C8Qm/iihUXK8b2Y/g+","5vPkU7AFowzAo7zseqtOWqpXU3k8zRVojAcJl+v2kPZ7uo4Cr\
ZDLxF3q1r1nPiaSNx45KCFYfaARTmNkyUk","pr9xhNPGPL3Kd+jFsTkWBn8uQxYPbA+fE+baV2TXU3EFnQSheoJK6GlVneAYfWBT3Aw2M6YoecqwxK9yzKM",
"JrPlQMtpC9hA1lZirmyAJOo4gwQBInlwjF0wJmQn153/5WnJH/+uyZmA2ut6+iU1M24PjdW03GFVC7yvsLF","4r9Qe/FNiRAH7sntPcQdBigcYlZoXqA9z\
U37wKTXNCt2+DUhw2rbSpOprLcP409cvFsHDFp58mdZCp6alvB","mcQ5POzl3mD+F6x6ir7sRq5PE7AkU7osWqCG9kIIiAoK+mgheY0W/bd9/Wcf1iTb5yV\
CrbE7crETytfr12B","Al0OQmwPGNE9abMcORaBvfXw8n7GPDoIrFshwJMlo2RkwmCrKHlNch8clrV9YNQe14XX14JKb6uOLgRp11P","2x0a3RQNcI5CO0i\
rtjQk6CeIas6zv9hCyV0MYf1GjCSs7i4E+OhhVxS3wX8gkTUxcQTjGiUayZuf0YW1a+O","d/fpip9BuR1N87yJbAps+BxqKkXlnnrX7sGREH8jQTK/WAfc9\
rdXiQqW5rtLWDZsWw9wd8LMIEOppMsiWHE","bpvg9Xe7R5Q14VT5bQ+0cPp0Ep82PZIgosvYMdtr+NRNXp5XgFnehBewSWwFxyk5kCUPCl71D2nImsWks6N",
"lnScPg8LokUPNfUNr07yejuIq1i2156yosnJp5xsK+sJGnfyhfVHI5BbHEnZG1FYTq0CHMCCPZDX7GDj6jm","IyXw/3rbzoOQB5X60PYPGrZV41jpoml/B\
XeGXWJew5HQESkTmwql9GMzTBY159ZMOtw3zkyzsCmJ/lLLx08","ax1yY/YU+G3yi77qYgJrV/bevRkp144Gb0hxkL3BofTE8yQKAPpEpV1l6IOU7P8Qk4S\
PPnuNGkEKEkO375s","1s6GpFi1SoNDiOD/apMa2ieimpUxUoMdsuT8zgN000UNLlIjVR4nqphoNHhnOHfwdr8P/fnPynfj+Wmmy+m","aL1wzx0udg27AyX\
WhEK+lPpqFnbBEoGgRzRDb1h+STkGVrxF48sQktXo6Vx6p9gLlINSAJSxo9VinQcZDd1","rTCP/+DO2aDLn8EGtKi8E+n6xKyZaSU1u4xmlc0PQIaZ6WMeM\
aWuU/9GLedlw8vg3SMoSYiwc7kyWPAw3NY","WChA99bsgfPjfdpK7QnQanWxU977mupuILKglS5/u/e2fikBOFBJXA0rs7wDtRjFm+c6KBUOrQt6gIfHdOv",
"8kuxMDlNixA45VxmU7lkhX6DB1R16T//yo8d4IYN8GqM6UbSoF2o1UZHq4TKqUdAACHwtuz5Ha7XGnUoG0S","aO5F8Lho9FMKEW9LDTFfgLREdtJh+cbB3\
XfWlzHG8nyDIs8OXQ5rPeHd5bXoV8DuX4j8LISfWa80M6DCkuS","HWSpmuVv+LB4YSJmT4Et1tcv2zIp5J70sipxH+h9uKbEiEhLjhgLhKGNw7ck9t7iDsM\
640KTbcBrxpQOMSs","0LxAe7VpXTocNdRtmpv2gUmvaVZ/ym8XhSb9QOzwa0KG1baVCaHy1EpcIoMmU1lvH8afuMMCwPnTTwuueLc","OGLTy5M+d5peOeH\
tw2bIUPDUt4c3iV0Wlo+FoWfQAAAAAAAAAAH+du6PRNu0K/jp3R6Nt2hWBp8zkcls3H/","x17o5G27Qrg+hVLZftWSECT5nJ5bZuPn3SImo0gIM0+OvcHY2\
2aVeHdme+XICEXQbRq1ou27NCeUwQ+f/tX","kgEnjKTy23dfHsDiTAaWzB2+qRF1GgAB2mFOf53uTbqY/DXuTsabdOuj0oCmMtbPqQO7c58uQAJu3Fwdd9o",
"NuSxDKJXtVy2Z4VzP+wWjYCKj/KYIPL/272QjQWbUS7tUJoIPGUml9u6+Xeh3oVG7Vfz9gYSYTS2YOyJm6n","C5YCN5vRJi6jRAA7Si9QwCwA249gKc/zv\
cm3Ux3XuR0yjWznNizzkL2f8f2n0oV+MtsqSY3UGk2jEkaV8Cp","soyxWnSHZ3SQqhISfLQgjUsQLwESZIiXN95oJKEVf27sZFU3z8XXPXODLqShY+DEqDk\
Tt8+zSN7U91SSfMK","/Jw9NaYESEhj6LWvKyRohXwP20ffadPH3GYofsP/HgADgUaWN7KlQp7610UfZGsxwR25resp0HNhdEqU978","dtL6TJHwD8qb2Ie\
es5o7Shjs+AMIOep89eZ5pMTdmCfC+QY5f35JES/zgwCBCfAnxZD8nTqqIREomn069k5","TSh+FAqdN7YJ88o9/dW+HtvxxuwDo1CRnypyxgU8YwBWRq67+\
0qNjxKdGpBZ5yF/O+P/SaeRz/B/OEtjoQ7","8YbZUlx5feBLu8o8jN6gwm0YgjS/mVkZ1yWRWm8xQ2UZYrTpHsa6vqNfp4fObukhRCQ06WhZEPr+GSeHuPE",
"KhjBeAjTJBvNdimMRWhmhLn+swFlSKubXpBb9Sjz6Ts3Y2Lpvj4u5NANih3zhWx5q5xZNSVLHyZM8rHBaPB","dhiUBiN3+PZpZwm9gKbOG2Ma25/qkk6YV\
2VGJElDeHVd5OHorTEjQkKbfFMO4BWvSB5FrXlZI0UrYdgW2og","VqCHgf9o++k6fPp/iYZ0reHI04jBD9x/48QCdrfhUzs4cChwKNLC8lSsVY5ePE22jxh\
+dRSxwqQSAu+LYl9","N4Mm2xY39bNwppWq4c4uCU21+3pGEwwv7v3zSQHq15XT7p2ZqfCrW5TLLuheCXDhqdhAOPZa7wbSSy6ewaM","0vO9YQE5puUhyqH\
3zP55Ak8iVbp3vOZ2x7jYmldx+ZGpUCzX7DNZ+FppMEEh9IYfNIHEDJq2G2SlUuzaVMV","Eg8u6GJfvh+TqOIMEASJAOw1Wa/BMmQKked7xfWy5z7uesBmJ\
IQKNG/dDIJW3z0rEEC3IYfp0CGVeUlWPt8","6Qurk8vXv6ddIa0M+EZ2y4FcU3oWyTIQNXWkMp9h4BI5pFpEce6kyY2OXNtCf22lUfOirazwKX7l2R2EH58",
"/XJpE4/LxEHuHLm7lbcKBsuvyExsbLA72MEY67FOlpiQySusSJUspYOn+wRS6eLiphSK86syWN+1elpb+K2","/pCYU/GwBdgWZNXosxBsKy94QyV0z4tFx\
4wOnjZQ/81dAS6++08Yo7X1YwW573FQjOn1yH4wlj5kHbhzPK3","tr7c1br1P8grBX8EjBg1SYzJm3bXLyo2EXI4p+HCIEvDUFKTYUEUNF7r8UJXrB61+Sc\
VMAybAcpknLbhOnY","LT11iwVgMnGgwwNliiTpxYrFnFYb7YUZ9zvquJSpXq3ezKIxPHtcoQ8y1N+zP4cVJTRL7CL268lYyj0CrbI","wfXMxd48ioK1n4s\
8BYa3kdtPIyZ5SPC0aD7U36LyzacG7nMCgNRu7w7dNPtbblP8YA2c4SegFNnTfGsY/Bo","pyr2sw0tj/VJZ0wr0srhHb0q92lyoxIkobw6rq1EfMxV8YHsM\
jD0VtjRoSEt15q+LJwaY42+aYcwCtekUlk","Hb8RHbObPIpa87JGilZDF+FQY3BnXMKwLbQRK1BDvS2WF8AdvUnA/7R99J0+fb9iD94lq9N3PsXDOlfw5Gh",
"BWHiZhsYJYsRhhu4/8OMBu/w9Te7GDgs6W/GpnJ05FEXGSgpNq9QeOBRoYHkrVypHidPDqB26IMYuHyfaRo","0/ubOkhAtwYDVRGM+4AS/ZQy6FdBvQGTR\
JryK4/6JCA1bQvwNcc3TuXK1tITZH9G1o0vCalZbCgGJTV1Zx5","Jm3fSzK7dI1r1p3qfMTpYyZsBTWbqgGXa9dHlfJZOIv9GoBKFTfQf7ChwtVhv0rykIE\
PyobRogbdOk1q7yK","bGkv3irUITHPuBkzIKHPdoMbQgrt3lLNIMp05+df9QHEuC/Q+CBoumdpGT3yXbqYDV2ZvsYiJyOujK9TzKO","A70r+9GTT3B1U6S\
/CidlZJKqelvRjuia5ET1Hwo6wpx7d2TWZua/Yg2Z65K9UpaVRRBDQL9eR2sz/swEZOp","tbazNXc0INhCT2iPSidOCO2iQrl2bTpiqluZA0t+VLICQeXND\
Fvnw/W4PncxSIkTUmUcUZIAgSAVnMfrrxP","v8L2GuyXoNlyBSn9gn9UlMlHiLP94rrZc99XVJMKTpTInfc9YDNSAgVaKNoO26ZPvhi3roZBK2+e1ahJ6Kn",
"fIiWXCCAbkMO06FDXx3V4N/lTEkq85KsfL51hFVuKQ+tiJiO1Mnl69/Tr5GrVF5IDuVCm9aGfCI6ZcGvqRv","HgetTLKUovAtlmQgbulchsMZIPvaw0hhO\
sfEIHNOthfUSID7x2SwiOfZSZcbGU7+CVYNTK8wubaA/t9Oo+F","HwG5xm5UXy0FfXeBS+cu2vymzbxYif5wAAAAAAAAAAAPUEklguvLBreZ584nqhVWuMm\
u66VB3l1vI8+cT1Q","qvWBzhrnNv+G72LooUmj+P+vX6mF36hX07Hdu6q2s1cYseD6jiC4+DSrA9w1ji3/Tes+nREYJlBhxGE0lMe","OB7JEXHWwUYWonl\
6/Uwv/EK/nHoISL2kbAMsju3cVbWbucSOGNjH7bUFdOWUQilX4RiR5WFGuw/PpCFYH+C","scW77b1jq5D4pQEffM2Z+0JMUWjozk3pCyzrmikmbMv9vVuWm\
SW42bTd4WRYi4qyDjSxE8yIXqBHVAvhDn2","kOBqujpw2fnAqU840bvfQQkHpJ2QZY9OWU6BH3uuh3SC7zORGqvXe9KmFhPxYNHDGwj9trC+gcxLQdg0W3W",
"KG6Egr95OgWoU8WmKXKVKbKw4x2H55JQ8o2iORHsPXzsD7AWePc9t+wy8TLu/JKb9tHXiUBpleK27Jat1mI","6zpmzPygJym0dGY5+DJ/BwjEDbVi3MVTF\
SENQGZOnX2pkfml8qaMihN5+VD2NNSkr8mS3GzabvCyLJIpaEg","23g6cL1fOX0h/UdIvosrNEFHtYkQuUCOqBfCHRNtUsfIrTDc+0xwMVkdPGz4mGJ4Oaf\
OrVaqCcLQ97k5VX4","bi7BNS/ughIPWSsg2w6NQkZ8qcsQCDWL6JcMis5YOtuhso5hBVhQPLviAEjU+F9s8seCox/+56VcLCfiwa7","o9RUJpQkKpT8fdH\
5PHP5FME89W833NUOIhpOwaLbrE4fW2pXqXSAUJ1JRT6ydEtQoAhhqLnbZ0pDLtoGLNw","eCn5v/pAnczIlIcZ7T48k4aUch1/ZhIvNv/+h5HcRjLT/wuDA\
4RojmML7hfrlZ80iwsbE3nNsYg7YJeJl3f","lld5gYo0FL8spbt0cKxJRanYg3ekvgAlEypC2ZbVusxDXdbaQsfzrPmvFzJj5QU9SaOnMbf3TF3zUWafhZz",
"2tKMm8pxRjr/UGdQwaasW4i6cqQhqfwSrTiZbycRNbxGndixdx5l9WMfM3p/JL5U0ZFSfy8r7h30E7m0KZM","nsx+2+Gp5nHf6OjQToXJLnZtN3gZVkkTN\
0mhc7Z6U/AR8g/msQMTzVDWme0eLw1PQvnw9h7kDXID3Wb9scg","XkSVmyGi2sVesZEJeYxmdePPNx4HLTk74zozjF8DhYuItqli5VeYbohDrfC9eSTefKY\
5GKyOnjZ8Uz2K9KA","ihhffp2RO9D9jFyqj9hbag9OqVAXhaHvcnaqhAXMwVWAtwS2bnYoBfcjB2J8P0i/BeLvQ17J2Q8JUuyXTIC","5tfuTQqUnOlDljA\
dBcTVzMF9+xbSLrS7K2gP9t1+/Z6pg8TwZbdTdQzCGqBq5xpQjinRoKB5Z9QQganwryk","u8ZJqYvYX4IAaNyu8phiwyT+1wHetz1qoSF/Vg03ACuFt3T5I\
S3jDT4Z4f5Ybd5MGo/qUXRzXF415vFRv3N","hHxFw+v6TaYI5qt5v+eopv3iOSGRWxgbg0QuXzAEVht2QLwHHrjmcPraUr1KpQNwD97A5WQZs4TqSij0k6N",
"bhB9Ouqy9H+vvk9RUFukCDu9m0MZOx76+Uhh20TBm4fBS7XJDaEhdQDlh6K3SHEClOZTsP4oy/BVDnKSCLl","7/OUNpoBB2cEOJKOU6/swkXmwoED5slAr\
i3JVumHvqq72SlZuc6bKFASL+FwYHCNEcx/7iApVQ/6B3fU+4j","ngZsCJ9urwcIDcMkhY2JvKaYxF3FsMiYMJNrcervYR3vOzyiatIgOXkwk45wMQaC16W\
U9zAMR6ZBrjvbLo5","ViSi1OxAusxStvr6UPDRQMhYQK5NFdG1zMoYgPGlbMtq3WYhrutsPm5PPg8SWwey9KGEWw++B0fwM9x1sw7","zomTbzYIJ5vNXYE\
mVrLVWmNv6py/4qLOYLv41d9YUAyVQWCIJd0tNJaVcsFFZ9/1OKcZe6w3qGE7cwsyzI1","aoNNSKcRdPVYQ0IY7jT2HpNF+tFA31NfTRX1gQn60bSGHiJra\
I07oXL+LTshqLlKufiV8o9DHAtnqJqixma","e4Kyo8EXcNhDJfQj/FZUTkiK2DkfcO/g3Y2heSIxy3bWIo1WfZhOqX51XtZA2Wo/ddpyzKP/0ZHg3QuMnr7",
"1B+tyJ5IcrNpu8HLskiHt/vj73cCIwstFVm7aucj/imHAZXWV56Aj5B/NIkZnnWLAicaNan1+RHsnU4oTPU","MFX7FYJT8AemBltSXLhQBHIUEjLmSpGqQ\
H+o27Y9BamUbeG7DM/HXG71vEGJsv9fuuf1ITNAPvGIjE/IYze","q8lyeBqjZxWsafbzwOWnJ2xmprrlZ0zsat5vFA7CDTI60T9dK0Dm+TEG1TxcqvMN0Qm\
FdXkoGMbXsUzbko1","ZGIe+HJK3D7LTj4THMwWB09bfi5d6IAM4HdkzXtTLpnnDiTwOne4kkgiC6+T8mc6H/GLktLW8TGw3ZFx9G1","fpLek0Uy1ScmvGI\
jPzqdmoLQYQ8/z5kI2v7dv1RDA+ZgqsBaVLYHdDiEfOrpyKFjRiUjpOk9pfEeC58UgrE","/H6RfgvGCRDuN/HE+QXahr2XthoSpdlSr97WoOBkd2DEZD/wl\
/B0tNYtX0plMoFOTnClzxgKgppcOcV16ss","sqDeDLCWdXy98JcpMn2+ex10HPN0vYy7EiRV1vZWR72q7fs9UxeZ7aW9shjR/FLmclfTbzvppgZ9B5pKuQJ",
"tAMXONKEcQ7NQyp59hJ6oeFAAAAAAAAAAB5iTUwyPBuf/ISa2CQ4d3+i5teUFgRs4GPtkGYc+ViyfY/dKi7","FQy2faQq+OMEvzcELR/IK/TRSHX+FGi07\
BymDHchWHwcctmH7H8IJA3BWP5lSjjs/a8n+khV8McJfm+DwWD","AD/kQEAhaPpBX6KORcdMLoJ8Yze6Bb76IO//gePjmi7jzD44Hc33V6KsePYYK9ODYY+\
5T+Q7Z/xBIGoKxd1","DKIIDq7M78y5Rw2PtfT4VCoUAQCzEw9JGq4I8T/N6NGJ/QR+OSoQaDwYAf8iEgfwr0sNcCT197J+t4/PaeF","wKu3kg0BvBoiTWA\
GGwXQ+nwvLUopOctlgLffBF3/sHxe1ZJIb8Or47wzRdx5x8cD4lEIkEv73JwjWk9iQQb","ozj04Ai5zOvNR397VumU+n7GBvJj2VwKELl3IWh5wxLdVw6oX\
UkL4rMohTMDGVPzAKn8ujYpmwNu1viXKeG","w97+egR4c0XgH0eEKhUKBIBZiYHMMd7Ho5gwfg7DCmUwBIYn6OfephPFP9nGiqfnc4Px3CCucyRQQkggMBo",
"MBP+RDQHWPtjH3FC0//hToYa8Fnr6Hnd1RZ/XwwfZO1vH47T0vj8fjwTAdU1AEXL2RaAzg0X3ViKGg/I6ue","fiXaYsIX+YAcaJZQ/gxmYvq/Akb6YIY8m\
PJOdMZ7GdvLW56vdpa1xakW0p1KjSonT8FGi07hynktjAq5cvp","VuCbL+LOPzgemRIa0gbPVmESiUSCXt7l4GsAcbKWLoufGtN6Egk2RnFjWk8iwcYoDuj\
BEXKZ15uPkUgkQlE","n9fCVZTuKetMkuOzsDrqyI0rHZ3dQ6uoy+UYe/mXaIsKXOe5C0PKGJbqvl8vlwk7V1NAcULuSFsRnUWXZjq","LeNAkuYfSRavXA2\
GYYfaRaPTC2GZPm+gplIQWY6m/POq3Ra+ebvMSaMsmmCeI18ar6Och2aa6v+qIoe/cQJ","5rKatgViBQKhQJBLMTAbYOwMoncqr/mGO5i0c0ZPp+R21IZPX\
dBbfISa8okmyYUeydbAtT1WZ/geQtaxUbY","5mlMO5I1KKfiRFPzucH575vNZsNxMZeQEFY4kykgJBFp3w2j4dBKbhgMBgN+yIeAYYUzM7Y46f/qHm1j7il",
"afpOXWFMm2TQBl7pHmw0t5UnuM3Krxd2LNmWoLPudzDi3HCEZy1U8Vsjsnazj8dt7XpUUmdM5KxUhHo/Hg2","E6pqBnBvKzqcrI32Mr7XuCPhmXGqLYS0r\
Od+iROYYbEt/EaeiwsyvaL6oWmWO4i0U3Z/jg6o27jccJh2tx0","+vV1roGEvjm2x0m1HkW1fkTNtIFMW9czCP+ImtO5MeSc6Yz2M+dTqdDbsO2sLXJS6wp\
k2yazEB+nOFjAuVH","2yDMuXKxZD5SFfxxgt8bOn8KNFp2DlND9j8EkoZgLMhtYVTKl9OtseRUZAJnvdLAN1/EnX9wPLm+avRVjx5","DMiU0pA2ercJLrA\
GUxW7DvU+BHlzumhL1NggrbCZqfIq9k3U8fnvPC8QaQAy2i6F0NKb1JBJsjOJNL8AU2p","zinca0nkSCjVEcvz2rdEp9P2O7ELS8YYnuK8KZgYypeYBUSQL\
f3PFoM9Uwi+rsOZhdqkFY4UymgJBEONHUf","G5w/juzSoosNmFNusrDvxz+kSPFzu6g1NVl8o23Z5XkHZWc8jz8y7RFhC9zRXX+hI10QQy3Fje9Xm2ta86f",
"Ao2WncMURQRc3c6McJU8jWntBnwe6jigdiUtiM+iQSlDFeV4od3Ksh1FvWkSXLM7KHV1mXwjwugj1eqBsc2","7YRblInHfsjD6SLV6YGwzSXN9hbKQAkxN\
XmJNmWTTBDTXV31RlL17v0wJLQmFDvrGxTwdwXVghTZ5iTVlkk","0TT/C8Ba1iI2zEa+JV9XOQ7b3i12U9g/6Suc/IrRZ3L9rARv2d3odBpUvdo82GlvIkM\
lSW/U5mnFtDh51d0","X5RtToOqG0Zjj/KsZX2PUGfjEvIHMMNiW/iNMwx3MWimzN8tbjp9WprXQM+I7elMnrugkeqgpX6ioD92uQl","1pRJNk2jbRDmXLl\
YMij2TrYEqOuzUX97hsxYhcxVUmRO56xUhCzbUX4vXDr7p0APLndNiXreyToev73nBa8","aMb4gpSrr1pMEjuhVRJRdCFresET3FSSBb+54tJlqIKxwJlNA\
SCJZJUUWm7AmXdK+G0bDoZXcqzcudgtR+6","Nbi5ter7bWNSICrm5nRrhKqZnwPj9XC8vQEMUO96dltNQ92sbcU7T8rbTv9hSj2oMmL7GmTLJpAl+mhJaEQ",
"gd9LnWPNhtaypNX/LoG06qk7Nxn5FaLuxdtpe7RZkNLeRKhw86uaL+oWthK+56gT8YlU9GlzvhedaQqWJD+","MK4b29g7Wcfjt/e8obJs9ytHmcMqKTKnc\
1YqQlOgB5e7pkQ9V40YX5BSlXUuBC1vWKL7CqWfcz8As0iL3BZ","GD8hDJvStxU2vV1vrGtRMeJ+fq4VlX9cmz8e6NuQmXhP/D0pYmyJzDDckvonTW/o5B+\
xO56zQYWdXtF9ULa","noUmd8rzpSWVTnT9hIF8Qg3dJ/ELh5u6tGjC9Iqco60s+5H4BZpEXW4qbXq611Da9rk+djXRtyJPDNtztMq","PNdefiH87zGjCyq\
8ydspAtiVSPGF6RUZR3euJhH/EXWnKcxrXc0tbjjoxyyvx9BaavalYeP17EH1FEO2d+P","oLRVKIfs70dQ2ioAQYCQwQILnAEgS1AAAAAAAAUAAAAAAAAAA\
AAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAA","AAAIAAAADAAAAEEtQAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAD//////////wAAAAAAAAAAAAAAAA",
"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAhIUAAAQZyRwQILFCRpb","nRBcnJheUZyb21TdHJpbmcAAEGwkcECC2\
Ioc2l6ZV90IGlkeCwgc2l6ZV90IHNpemUpPDo6PnsgdGhyb3cg","J0FycmF5IGluZGV4ICcgKyBpZHggKyAnIG91dCBvZiBib3VuZHM6IFswLCcgKyBzaXp\
lICsgJyknOyB9AA=="].join("");function Cl(y){for(var w=window.atob(y),O=w.length,X=new Uint8Array(O),oe=0;oe<O;oe++)X[oe]=
w.charCodeAt(oe);return X}function Jh(y){return typeof Buffer=="function"?Buffer.from(Li,"base64"):Cl(Li)}function Da(){
return Promise.resolve().then(function(){return Jh(ai)})}function Vh(){var y={env:Il,wasi_snapshot_preview1:Il};function w(f,A){
var N=f.exports;r.asm=N,mn=r.asm.memory,ne(mn,"memory not found in wasm exports"),hl(mn.buffer),$r=r.asm.__indirect_function_table,
ne($r,"table not found in wasm exports"),Wh(r.asm.__wasm_call_ctors),ws("wasm-instantiate")}$h("wasm-instantiate");var O=r;
function X(f){ne(r===O,"the Module object should not be replaced during async compilation - perhaps the order of HTML el\
ements is wrong?"),O=null,w(f.instance)}function oe(f){return Da().then(function(A){return WebAssembly.instantiate(A,y)}).
then(function(A){return A}).then(f,function(A){I("failed to asynchronously prepare wasm: "+A),bl(ai)&&I("warning: Loadin\
g from a file URI ("+ai+") is not supported in most browsers. See https://emscripten.org/docs/getting_started/FAQ.html#h\
ow-do-i-run-a-local-webserver-for-testing-why-does-my-program-stall-in-downloading-or-preparing"),gt(A)})}function Ye(){
return oe(X)}if(r.instantiateWasm)try{var h=r.instantiateWasm(y,w);return h}catch(f){I("Module.instantiateWasm callback \
failed with error: "+f),i(f)}return Ye().catch(i),{}}var Jr,Sl,Nl={};function Zh(y,w){throw"Array index "+y+" out of bou\
nds: [0,"+w+")"}function id(y){this.name="ExitStatus",this.message="Program terminated with exit("+y+")",this.status=y}function ki(y){
for(;y.length>0;)y.shift()(r)}function M0(y,w="i8"){switch(w.endsWith("*")&&(w="*"),w){case"i1":return Kr[y>>0];case"i8":
return Kr[y>>0];case"i16":return Ns[y>>1];case"i32":return Ir[y>>2];case"i64":return Ir[y>>2];case"float":return Di[y>>2];case"\
double":return ri[y>>3];case"*":return Vt[y>>2];default:gt("invalid type for getValue: "+w)}return null}function fn(y){return"\
0x"+y.toString(16).padStart(8,"0")}function D0(y,w,O="i8"){switch(O.endsWith("*")&&(O="*"),O){case"i1":Kr[y>>0]=w;break;case"\
i8":Kr[y>>0]=w;break;case"i16":Ns[y>>1]=w;break;case"i32":Ir[y>>2]=w;break;case"i64":Sl=[w>>>0,(Jr=w,+Math.abs(Jr)>=1?Jr>
0?(Math.min(+Math.floor(Jr/4294967296),4294967295)|0)>>>0:~~+Math.ceil((Jr-+(~~Jr>>>0))/4294967296)>>>0:0)],Ir[y>>2]=Sl[0],
Ir[y+4>>2]=Sl[1];break;case"float":Di[y>>2]=w;break;case"double":ri[y>>3]=w;break;case"*":Vt[y>>2]=w;break;default:gt("i\
nvalid type for setValue: "+O)}}function Zt(y){Zt.shown||(Zt.shown={}),Zt.shown[y]||(Zt.shown[y]=1,d&&(y="warning: "+y),
I(y))}function eg(){gt("native code called abort()")}function Oa(){return 2147483648}function tg(y){try{return mn.grow(y-
fl.byteLength+65535>>>16),hl(mn.buffer),1}catch(w){I("emscripten_realloc_buffer: Attempted to grow heap from "+fl.byteLength+
" bytes to "+y+" bytes, but got error: "+w)}}function sd(y){var w=Ss.length;y=y>>>0,ne(y>w);var O=Oa();if(y>O)return I("\
Cannot enlarge memory, asked to go up to "+y+" bytes, but the limit is "+O+" bytes!"),!1;let X=(A,N)=>A+(N-A%N)%N;for(var oe=1;oe<=
4;oe*=2){var Ye=w*(1+.2/oe);Ye=Math.min(Ye,y+100663296);var h=Math.min(O,X(Math.max(y,Ye),65536)),f=tg(h);if(f)return!0}
return I("Failed to grow the heap from "+w+" bytes to "+h+" bytes, not enough memory!"),!1}var wl={varargs:void 0,get:function(){
ne(wl.varargs!=null),wl.varargs+=4;var y=Ir[wl.varargs-4>>2];return y},getStr:function(y){var w=td(y);return w}};function La(y){
gt("fd_close called without SYSCALLS_REQUIRE_FILESYSTEM")}function rg(y,w){return ne(y==y>>>0||y==(y|0)),ne(w===(w|0)),w+
2097152>>>0<4194305-!!y?(y>>>0)+w*4294967296:NaN}function ad(y,w,O,X,oe){return 70}var ka=[null,[],[]];function El(y,w){
var O=ka[y];ne(O),w===0||w===10?((y===1?ee:I)(_a(O,0)),O.length=0):O.push(w)}function za(){pd(0),ka[1].length&&El(1,10),
ka[2].length&&El(2,10)}function od(y,w,O,X){for(var oe=0,Ye=0;Ye<O;Ye++){var h=Vt[w>>2],f=Vt[w+4>>2];w+=8;for(var A=0;A<
f;A++)El(y,Ss[h+A]);oe+=f}return Vt[X>>2]=oe,0}function ld(y,w,O){var X=O>0?O:pl(y)+1,oe=new Array(X),Ye=ti(y,oe,0,oe.length);
return w&&(oe.length=Ye),oe}var ng=!0;function Fa(){Be("fetchSettings")}var Il={abort:eg,array_bounds_check_error:Zh,emscripten_resize_heap:sd,
fd_close:La,fd_seek:ad,fd_write:od},cd=Vh(),ig=r.___wasm_call_ctors=ot("__wasm_call_ctors"),ud=r._emscripten_bind_VoidPtr___destroy___0=
ot("emscripten_bind_VoidPtr___destroy___0"),Pl=r._emscripten_bind_Crc64Hash_Crc64Hash_0=ot("emscripten_bind_Crc64Hash_Cr\
c64Hash_0"),sg=r._emscripten_bind_Crc64Hash_OnAppend_2=ot("emscripten_bind_Crc64Hash_OnAppend_2"),ag=r._emscripten_bind_Crc64Hash_OnFinal_3=
ot("emscripten_bind_Crc64Hash_OnFinal_3"),dd=r._emscripten_bind_Crc64Hash___destroy___0=ot("emscripten_bind_Crc64Hash___\
destroy___0"),md=r.___errno_location=ot("__errno_location"),pd=r._fflush=ot("fflush"),O0=r._malloc=ot("malloc"),og=r._free=
ot("free"),Es=r._emscripten_stack_init=function(){return(Es=r._emscripten_stack_init=r.asm.emscripten_stack_init).apply(
null,arguments)},qa=r._emscripten_stack_get_free=function(){return(qa=r._emscripten_stack_get_free=r.asm.emscripten_stack_get_free).
apply(null,arguments)},fd=r._emscripten_stack_get_base=function(){return(fd=r._emscripten_stack_get_base=r.asm.emscripten_stack_get_base).
apply(null,arguments)},Is=r._emscripten_stack_get_end=function(){return(Is=r._emscripten_stack_get_end=r.asm.emscripten_stack_get_end).
apply(null,arguments)},L0=r.stackSave=ot("stackSave"),lg=r.stackRestore=ot("stackRestore"),k0=r.stackAlloc=ot("stackAllo\
c"),hd=r._emscripten_stack_get_current=function(){return(hd=r._emscripten_stack_get_current=r.asm.emscripten_stack_get_current).
apply(null,arguments)},z0=r.dynCall_jiji=ot("dynCall_jiji"),cg=r.___start_em_js=5261488,ug=r.___stop_em_js=5261586,_l=["\
run","UTF8ArrayToString","UTF8ToString","stringToUTF8Array","stringToUTF8","lengthBytesUTF8","addOnPreRun","addOnInit","\
addOnPreMain","addOnExit","addOnPostRun","addRunDependency","removeRunDependency","FS_createFolder","FS_createPath","FS_\
createDataFile","FS_createPreloadedFile","FS_createLazyFile","FS_createLink","FS_createDevice","FS_unlink","getLEB","get\
FunctionTables","alignFunctionTables","registerFunctions","prettyPrint","getCompilerSetting","out","err","callMain","abo\
rt","keepRuntimeAlive","wasmMemory","stackAlloc","stackSave","stackRestore","getTempRet0","setTempRet0","writeStackCooki\
e","checkStackCookie","ptrToString","zeroMemory","stringToNewUTF8","exitJS","getHeapMax","emscripten_realloc_buffer","EN\
V","ERRNO_CODES","ERRNO_MESSAGES","setErrNo","inetPton4","inetNtop4","inetPton6","inetNtop6","readSockaddr","writeSockad\
dr","DNS","getHostByName","Protocols","Sockets","getRandomDevice","warnOnce","traverseStack","UNWIND_CACHE","convertPCto\
SourceLocation","readEmAsmArgsArray","readEmAsmArgs","runEmAsmFunction","runMainThreadEmAsm","jstoi_q","jstoi_s","getExe\
cutableName","listenOnce","autoResumeAudioContext","dynCallLegacy","getDynCaller","dynCall","handleException","runtimeKe\
epalivePush","runtimeKeepalivePop","callUserCallback","maybeExit","safeSetTimeout","asmjsMangle","asyncLoad","alignMemor\
y","mmapAlloc","writeI53ToI64","writeI53ToI64Clamped","writeI53ToI64Signaling","writeI53ToU64Clamped","writeI53ToU64Sign\
aling","readI53FromI64","readI53FromU64","convertI32PairToI53","convertI32PairToI53Checked","convertU32PairToI53","getCF\
unc","ccall","cwrap","uleb128Encode","sigToWasmTypes","generateFuncType","convertJsFunctionToWasm","freeTableIndexes","f\
unctionsInTableMap","getEmptyTableSlot","updateTableMap","addFunction","removeFunction","reallyNegative","unSign","strLe\
n","reSign","formatString","setValue","getValue","PATH","PATH_FS","intArrayFromString","intArrayToString","AsciiToString",
"stringToAscii","UTF16Decoder","UTF16ToString","stringToUTF16","lengthBytesUTF16","UTF32ToString","stringToUTF32","lengt\
hBytesUTF32","allocateUTF8","allocateUTF8OnStack","writeStringToMemory","writeArrayToMemory","writeAsciiToMemory","SYSCA\
LLS","getSocketFromFD","getSocketAddress","JSEvents","registerKeyEventCallback","specialHTMLTargets","maybeCStringToJsSt\
ring","findEventTarget","findCanvasEventTarget","getBoundingClientRect","fillMouseEventData","registerMouseEventCallback",
"registerWheelEventCallback","registerUiEventCallback","registerFocusEventCallback","fillDeviceOrientationEventData","re\
gisterDeviceOrientationEventCallback","fillDeviceMotionEventData","registerDeviceMotionEventCallback","screenOrientation",
"fillOrientationChangeEventData","registerOrientationChangeEventCallback","fillFullscreenChangeEventData","registerFulls\
creenChangeEventCallback","JSEvents_requestFullscreen","JSEvents_resizeCanvasForFullscreen","registerRestoreOldStyle","h\
ideEverythingExceptGivenElement","restoreHiddenElements","setLetterbox","currentFullscreenStrategy","restoreOldWindowedS\
tyle","softFullscreenResizeWebGLRenderTarget","doRequestFullscreen","fillPointerlockChangeEventData","registerPointerloc\
kChangeEventCallback","registerPointerlockErrorEventCallback","requestPointerLock","fillVisibilityChangeEventData","regi\
sterVisibilityChangeEventCallback","registerTouchEventCallback","fillGamepadEventData","registerGamepadEventCallback","r\
egisterBeforeUnloadEventCallback","fillBatteryEventData","battery","registerBatteryEventCallback","setCanvasElementSize",
"getCanvasElementSize","demangle","demangleAll","jsStackTrace","stackTrace","ExitStatus","getEnvStrings","checkWasiClock",
"flush_NO_FILESYSTEM","dlopenMissingError","createDyncallWrapper","setImmediateWrapped","clearImmediateWrapped","polyfil\
lSetImmediate","uncaughtExceptionCount","exceptionLast","exceptionCaught","ExceptionInfo","exception_addRef","exception_\
decRef","Browser","setMainLoop","wget","FS","MEMFS","TTY","PIPEFS","SOCKFS","_setNetworkCallback","tempFixedLengthArray",
"miniTempWebGLFloatBuffers","heapObjectForWebGLType","heapAccessShiftForWebGLHeap","GL","emscriptenWebGLGet","computeUnp\
ackAlignedImageSize","emscriptenWebGLGetTexPixelData","emscriptenWebGLGetUniform","webglGetUniformLocation","webglPrepar\
eUniformLocationsBeforeFirstUse","webglGetLeftBracePos","emscriptenWebGLGetVertexAttrib","writeGLArray","AL","SDL_unicod\
e","SDL_ttfContext","SDL_audio","SDL","SDL_gfx","GLUT","EGL","GLFW_Window","GLFW","GLEW","IDBStore","runAndAbortIfError",
"ALLOC_NORMAL","ALLOC_STACK","allocate"];_l.forEach(ke);var gd=["zeroMemory","stringToNewUTF8","exitJS","setErrNo","inet\
Pton4","inetNtop4","inetPton6","inetNtop6","readSockaddr","writeSockaddr","getHostByName","getRandomDevice","traverseSta\
ck","convertPCtoSourceLocation","readEmAsmArgs","runEmAsmFunction","runMainThreadEmAsm","jstoi_q","jstoi_s","getExecutab\
leName","listenOnce","autoResumeAudioContext","dynCallLegacy","getDynCaller","dynCall","handleException","runtimeKeepali\
vePush","runtimeKeepalivePop","callUserCallback","maybeExit","safeSetTimeout","asmjsMangle","asyncLoad","alignMemory","m\
mapAlloc","writeI53ToI64","writeI53ToI64Clamped","writeI53ToI64Signaling","writeI53ToU64Clamped","writeI53ToU64Signaling",
"readI53FromI64","readI53FromU64","convertI32PairToI53","convertU32PairToI53","getCFunc","ccall","cwrap","uleb128Encode",
"sigToWasmTypes","generateFuncType","convertJsFunctionToWasm","getEmptyTableSlot","updateTableMap","addFunction","remove\
Function","reallyNegative","unSign","strLen","reSign","formatString","intArrayToString","AsciiToString","stringToAscii",
"UTF16ToString","stringToUTF16","lengthBytesUTF16","UTF32ToString","stringToUTF32","lengthBytesUTF32","allocateUTF8","al\
locateUTF8OnStack","writeStringToMemory","writeArrayToMemory","writeAsciiToMemory","getSocketFromFD","getSocketAddress",
"registerKeyEventCallback","maybeCStringToJsString","findEventTarget","findCanvasEventTarget","getBoundingClientRect","f\
illMouseEventData","registerMouseEventCallback","registerWheelEventCallback","registerUiEventCallback","registerFocusEve\
ntCallback","fillDeviceOrientationEventData","registerDeviceOrientationEventCallback","fillDeviceMotionEventData","regis\
terDeviceMotionEventCallback","screenOrientation","fillOrientationChangeEventData","registerOrientationChangeEventCallba\
ck","fillFullscreenChangeEventData","registerFullscreenChangeEventCallback","JSEvents_requestFullscreen","JSEvents_resiz\
eCanvasForFullscreen","registerRestoreOldStyle","hideEverythingExceptGivenElement","restoreHiddenElements","setLetterbox",
"softFullscreenResizeWebGLRenderTarget","doRequestFullscreen","fillPointerlockChangeEventData","registerPointerlockChang\
eEventCallback","registerPointerlockErrorEventCallback","requestPointerLock","fillVisibilityChangeEventData","registerVi\
sibilityChangeEventCallback","registerTouchEventCallback","fillGamepadEventData","registerGamepadEventCallback","registe\
rBeforeUnloadEventCallback","fillBatteryEventData","battery","registerBatteryEventCallback","setCanvasElementSize","getC\
anvasElementSize","demangle","demangleAll","jsStackTrace","stackTrace","getEnvStrings","checkWasiClock","createDyncallWr\
apper","setImmediateWrapped","clearImmediateWrapped","polyfillSetImmediate","ExceptionInfo","exception_addRef","exceptio\
n_decRef","setMainLoop","_setNetworkCallback","heapObjectForWebGLType","heapAccessShiftForWebGLHeap","emscriptenWebGLGet",
"computeUnpackAlignedImageSize","emscriptenWebGLGetTexPixelData","emscriptenWebGLGetUniform","webglGetUniformLocation","\
webglPrepareUniformLocationsBeforeFirstUse","webglGetLeftBracePos","emscriptenWebGLGetVertexAttrib","writeGLArray","SDL_\
unicode","SDL_ttfContext","SDL_audio","GLFW_Window","runAndAbortIfError","ALLOC_NORMAL","ALLOC_STACK","allocate"];gd.forEach(
nt);var oi;pn=function y(){oi||vl(),oi||(pn=y)};function dg(){Es(),yl()}function vl(y){if(y=y||a,Pr>0||(dg(),jh(),Pr>0))
return;function w(){oi||(oi=!0,r.calledRun=!0,!bs&&(Ta(),n(r),r.onRuntimeInitialized&&r.onRuntimeInitialized(),ne(!r._main,
'compiled without a main, but one is present. if you added it from JS, use Module["onRuntimeInitialized"]'),nd()))}r.setStatus?
(r.setStatus("Running..."),setTimeout(function(){setTimeout(function(){r.setStatus("")},1),w()},1)):w(),Ba()}function mg(){
var y=ee,w=I,O=!1;ee=I=X=>{O=!0};try{za()}catch{}ee=y,I=w,O&&(Zt("stdio streams had content in them that was not flushed\
. you should set EXIT_RUNTIME to 1 (see the FAQ), or make sure to emit a newline when you printf etc."),Zt("(this may al\
so be due to not including full filesystem support - try building with -sFORCE_FILESYSTEM)"))}if(r.preInit)for(typeof r.
preInit=="function"&&(r.preInit=[r.preInit]);r.preInit.length>0;)r.preInit.pop()();vl();function er(){}er.prototype=Object.
create(er.prototype),er.prototype.constructor=er,er.prototype.__class__=er,er.__cache__={},r.WrapperObject=er;function li(y){
return(y||er).__cache__}r.getCache=li;function Bl(y,w){var O=li(w),X=O[y];return X||(X=Object.create((w||er).prototype),
X.ptr=y,O[y]=X)}r.wrapPointer=Bl;function Ua(y,w){return Bl(y.ptr,w)}r.castObject=Ua,r.NULL=Bl(0);function pg(y){if(!y.__destroy__)
throw"Error: Cannot destroy object. (Did you create it yourself?)";y.__destroy__(),delete li(y.__class__)[y.ptr]}r.destroy=
pg;function Ha(y,w){return y.ptr===w.ptr}r.compare=Ha;function fg(y){return y.ptr}r.getPointer=fg;function yd(y){return y.
__class__}r.getClass=yd;var ge={buffer:0,size:0,pos:0,temps:[],needed:0,prepare:function(){if(ge.needed){for(var y=0;y<ge.
temps.length;y++)r._free(ge.temps[y]);ge.temps.length=0,r._free(ge.buffer),ge.buffer=0,ge.size+=ge.needed,ge.needed=0}ge.
buffer||(ge.size+=128,ge.buffer=r._malloc(ge.size),ne(ge.buffer)),ge.pos=0},alloc:function(y,w){ne(ge.buffer);var O=w.BYTES_PER_ELEMENT,
X=y.length*O;X=X+7&-8;var oe;return ge.pos+X>=ge.size?(ne(X>0),ge.needed+=X,oe=r._malloc(X),ge.temps.push(oe)):(oe=ge.buffer+
ge.pos,ge.pos+=X),oe},copy:function(y,w,O){O>>>=0;var X=w.BYTES_PER_ELEMENT;switch(X){case 2:O>>>=1;break;case 4:O>>>=2;
break;case 8:O>>>=3;break}for(var oe=0;oe<y.length;oe++)w[O+oe]=y[oe]}};function F0(y){if(typeof y=="string"){var w=ld(y),
O=ge.alloc(w,Kr);return ge.copy(w,Kr,O),O}return y}function Rl(y){if(typeof y=="object"){var w=ge.alloc(y,Kr);return ge.
copy(y,Kr,w),w}return y}function hg(y){if(typeof y=="object"){var w=ge.alloc(y,Ns);return ge.copy(y,Ns,w),w}return y}function gg(y){
if(typeof y=="object"){var w=ge.alloc(y,Ir);return ge.copy(y,Ir,w),w}return y}function yg(y){if(typeof y=="object"){var w=ge.
alloc(y,Di);return ge.copy(y,Di,w),w}return y}function q0(y){if(typeof y=="object"){var w=ge.alloc(y,ri);return ge.copy(
y,ri,w),w}return y}function _r(){throw"cannot construct a VoidPtr, no constructor in IDL"}_r.prototype=Object.create(er.
prototype),_r.prototype.constructor=_r,_r.prototype.__class__=_r,_r.__cache__={},r.VoidPtr=_r,_r.prototype.__destroy__=_r.
prototype.__destroy__=function(){var y=this.ptr;ud(y)};function Pt(){this.ptr=Pl(),li(Pt)[this.ptr]=this}return Pt.prototype=
Object.create(er.prototype),Pt.prototype.constructor=Pt,Pt.prototype.__class__=Pt,Pt.__cache__={},r.Crc64Hash=Pt,Pt.prototype.
OnAppend=Pt.prototype.OnAppend=function(y,w){var O=this.ptr;y&&typeof y=="object"&&(y=y.ptr),w&&typeof w=="object"&&(w=w.
ptr),sg(O,y,w)},Pt.prototype.OnFinal=Pt.prototype.OnFinal=function(y,w,O){var X=this.ptr;y&&typeof y=="object"&&(y=y.ptr),
w&&typeof w=="object"&&(w=w.ptr),O&&typeof O=="object"&&(O=O.ptr),ag(X,y,w,O)},Pt.prototype.__destroy__=Pt.prototype.__destroy__=
function(){var y=this.ptr;dd(y)},e.ready})})(),PP=zQ;var cr=class t{nativeCrc64Hash;static nativeInstance;constructor(){this.nativeCrc64Hash=new t.nativeInstance.Crc64Hash}static initPromise;static async init(){
return this.initPromise||(this.initPromise=PP().then(e=>{this.nativeInstance=e})),this.initPromise}append(e,r){let n=t.nativeInstance.
_malloc(r);t.nativeInstance.HEAPU8.set(e,n),this.nativeCrc64Hash.OnAppend(n,r),t.nativeInstance._free(n)}final(e,r){let n=t.
nativeInstance._malloc(r);t.nativeInstance.HEAPU8.set(e,n);let i=t.nativeInstance._malloc(8);this.nativeCrc64Hash.OnFinal(
n,r,i),t.nativeInstance._free(n);let s=new Uint8Array(8);return s.set(t.nativeInstance.HEAPU8.subarray(i,i+8)),t.nativeInstance.
_free(i),s}};function _P(t){t(null)}var FQ=1,vP=13,BP=10,RP=8,TP=4*1024*1024,ur;(function(t){t[t.StreamHeader=0]="StreamHeader",t[t.StreamFooter=1]="StreamF\
ooter",t[t.SegmentHeader=2]="SegmentHeader",t[t.SegmentFooter=3]="SegmentFooter",t[t.SegmentContent=4]="SegmentContent",
t[t.Completed=5]="Completed"})(ur||(ur={}));var cc=class{pushData;contentLength;messageLength;constructor(e,r){this.pushData=
e,this.contentLength=r,this.contentOffset=0,this.currentDataOffset=0,this.segmentsCount=Math.ceil(this.contentLength/TP),
this.messageLength=this.contentLength+vP+(BP+RP)*this.segmentsCount+RP,this.messageHeaderBuffer=new Uint8Array(vP),this.
segmentNumber=0,this.segmentContentLength=0,this.segmentContentOffset=0,this.state=ur.StreamHeader,this.segmentCrc64=new cr,
this.messageCrc64=new cr}currentDataOffset;contentOffset;segmentsCount;messageHeaderBuffer;segmentNumber;segmentContentLength;segmentContentOffset;segmentCrc64;messageCrc64;state;sourceDataHandler=e=>{
for(this.currentDataOffset=0,this.state===ur.StreamHeader&&this.handlingMessageHeader();this.segmentNumber<this.segmentsCount&&
(this.segmentContentLength=Math.min(TP,this.contentLength-this.contentOffset),this.state===ur.SegmentHeader&&this.handlingSegmentHeader(),
this.state===ur.SegmentContent&&this.handlingSegmentContent(e),this.state===ur.SegmentFooter&&(this.handlingSegmentFooter(),
this.contentOffset+=this.segmentContentLength),this.currentDataOffset!==e.length););this.state===ur.StreamFooter&&this.handlingMessageFooter()};handlingMessageHeader(){
this.messageHeaderBuffer[0]=FQ,this.fillInt64(this.messageHeaderBuffer,1,this.messageLength),this.fillInt16(this.messageHeaderBuffer,
9,1),this.fillInt16(this.messageHeaderBuffer,11,this.segmentsCount),this.pushData(this.messageHeaderBuffer),this.state=ur.
SegmentHeader}handlingSegmentHeader(){let e=new Uint8Array(BP);this.fillInt16(e,0,this.segmentNumber+1),this.fillInt64(e,
2,this.segmentContentLength),this.segmentContentOffset=0,this.pushData(e),this.state=ur.SegmentContent}handlingSegmentContent(e){
let r=Math.min(this.segmentContentLength-this.segmentContentOffset,e.length-this.currentDataOffset);if(r!==0){let n=Uint8Array.
prototype.slice.call(e,this.currentDataOffset,this.currentDataOffset+r);this.messageCrc64.append(n,r),this.segmentCrc64.
append(n,r),this.pushData(n)}this.segmentContentOffset+=r,this.currentDataOffset+=r,this.segmentContentOffset===this.segmentContentLength&&
(this.state=ur.SegmentFooter)}handlingSegmentFooter(){let e=this.segmentCrc64.final(new Uint8Array([]),0);this.pushData(
e),this.segmentCrc64=new cr,++this.segmentNumber,this.segmentNumber===this.segmentsCount?this.state=ur.StreamFooter:this.
state=ur.SegmentHeader}handlingMessageFooter(){let e=this.messageCrc64.final(new Uint8Array([]),0);this.pushData(e),_P(this.
pushData),this.state=ur.Completed}fillInt64(e,r,n){if(e.length<r+8)throw new Error("Uint8Array length is not expected.");
new DataView(e.buffer,e.byteOffset+r,8).setBigUint64(0,BigInt(n),!0)}fillInt16(e,r,n){if(e.length<r+2)throw new Error("U\
int8Array length is not expected.");new DataView(e.buffer,e.byteOffset+r,2).setUint16(0,n,!0)}};function UQ(t){return t!==null&&t instanceof qQ&&typeof t._read=="function"&&typeof t._readableState=="object"&&typeof t.
pipe=="function"}async function MP(t,e){if(t===null)return{body:t,encodedContentLength:e};if(UQ(t)){let r=new Gi(t,e,{});
return{body:r,encodedContentLength:r.messageLength()}}if(typeof t=="function"){let r=new Gi(t(),e,{});return{body:r,encodedContentLength:r.
messageLength()}}if(t instanceof Blob){let r=await QQ(t,e);return{body:r.content,encodedContentLength:r.encodedContentLength}}
if(typeof t=="string"){let r=new uc;r._read=()=>{},r.push(t),r.push(null);let n=Buffer.byteLength(t),i=await new Gi(r,n,
{});return{body:i,encodedContentLength:i.messageLength()}}if(t instanceof ArrayBuffer){let r=uc.from(Buffer.from(t)),n=await new Gi(
r,e,{});return{body:n,encodedContentLength:n.messageLength()}}if(t instanceof Buffer){let r=uc.from(t),n=await new Gi(r,
e,{});return{body:n,encodedContentLength:n.messageLength()}}if(ArrayBuffer.isView(t)){let r=uc.from(Buffer.from(t.buffer,
t.byteOffset,t.byteLength)),n=await new Gi(r,e,{});return{body:n,encodedContentLength:n.messageLength()}}throw new Error(
"The specified request body type is not supported for CRC64 checksum")}async function HQ(t,e,r){let{done:n,value:i}=await t.
read();if(n){e.close();return}r.sourceDataHandler(Buffer.from(i))}async function QQ(t,e){let n=(t instanceof Blob?t.stream():
t).getReader(),i,s=new ReadableStream({start(o){i=new cc(l=>{o.enqueue(l)},e)},pull(o){HQ(n,o,i).then(()=>{}).catch(function(l){
o.error(l)})}});return{content:await new Response(s).blob(),encodedContentLength:i.messageLength}}var Gi=class extends uc{source;encodingMethods;constructor(e,r,n){
super({highWaterMark:n.highWaterMark}),this.source=e,this.encodingMethods=new cc(i=>{this.push(i)||e.pause()},r),this.setSourceEventHandlers()}messageLength(){
return this.encodingMethods.messageLength}setSourceEventHandlers(){this.source.on("data",this.sourceDataHandler),this.source.
on("end",this.sourceErrorOrEndHandler),this.source.on("error",this.sourceErrorOrEndHandler),this.source.on("aborted",this.
sourceAbortedHandler)}removeSourceEventHandlers(){this.source.removeListener("data",this.sourceDataHandler),this.source.
removeListener("end",this.sourceErrorOrEndHandler),this.source.removeListener("error",this.sourceErrorOrEndHandler),this.
source.removeListener("aborted",this.sourceAbortedHandler)}sourceDataHandler=e=>{this.encodingMethods.sourceDataHandler(
e)};sourceAbortedHandler=()=>{let e=new vt("The operation was aborted.");this.destroy(e)};sourceErrorOrEndHandler=e=>{if(e&&
e.name==="AbortError"){this.destroy(e);return}this.removeSourceEventHandlers()};_read(){this.source.resume()}_destroy(e,r){
this.removeSourceEventHandlers(),this.source.destroy(),r(e===null?void 0:e)}};import{Readable as jQ}from"node:stream";var GQ=1,ox=13,lx=10,mo=8,Ar;(function(t){t[t.StreamHeader=0]="StreamHeader",t[t.StreamFooter=1]="StreamFooter",t[t.SegmentHeader=
2]="SegmentHeader",t[t.SegmentFooter=3]="SegmentFooter",t[t.SegmentContent=4]="SegmentContent"})(Ar||(Ar={}));var Bm=class{pushData;segmentsCount;currentOffset;currentDataOffset;messageHeaderBuffer;messageHeaderOffset;segmentNumber;segmentHeaderOffset;segmentHeaderBuffer;segmentContentOffset;segmentContentLength;segmentFooterOffset;segmentFooterBuffer;messageFooterOffset;messageFooterBuffer;segmentCrc64;messageCrc64;state;constructor(e){
this.pushData=e,this.currentOffset=0,this.segmentsCount=0,this.messageHeaderOffset=0,this.messageHeaderBuffer=new Uint8Array(
ox),this.currentDataOffset=0,this.segmentNumber=0,this.segmentHeaderOffset=0,this.segmentHeaderBuffer=new Uint8Array(lx),
this.segmentContentOffset=0,this.segmentContentLength=0,this.state=Ar.StreamHeader,this.segmentFooterOffset=0,this.segmentFooterBuffer=
new Uint8Array(mo),this.messageFooterOffset=0,this.messageFooterBuffer=new Uint8Array(mo),this.segmentCrc64=new cr,this.
messageCrc64=new cr}sourceDataHandler=e=>{for(this.currentDataOffset=0,this.state===Ar.StreamHeader&&this.parseMessageHeader(
e);this.segmentNumber<this.segmentsCount&&this.currentDataOffset<e.length;)this.state===Ar.SegmentHeader&&this.parseSegmentHeader(
e),this.state===Ar.SegmentContent&&this.parseSegmentContent(e),this.state===Ar.SegmentFooter&&this.parseSegmentFooter(e);
this.state===Ar.StreamFooter&&this.parseMessageFooter(e)};parseMessageHeader(e){let r=Math.min(ox-this.messageHeaderOffset,
e.length-this.currentDataOffset);if(this.messageHeaderBuffer.set(Uint8Array.prototype.slice.call(e,this.currentDataOffset,
this.currentDataOffset+r),this.messageHeaderOffset),this.currentDataOffset+=r,this.messageHeaderOffset+=r,this.currentOffset+=
r,this.messageHeaderOffset===ox){if(this.messageHeaderBuffer[0]!==GQ)throw new Error("Unexpected message version");this.
segmentsCount=this.toInt16(Uint8Array.prototype.slice.call(this.messageHeaderBuffer,11,13)),this.state=Ar.SegmentHeader}}parseSegmentHeader(e){
let r=Math.min(lx-this.segmentHeaderOffset,e.length-this.currentDataOffset);if(this.segmentHeaderBuffer.set(Uint8Array.prototype.
slice.call(e,this.currentDataOffset,this.currentDataOffset+r),this.segmentHeaderOffset),this.currentDataOffset+=r,this.segmentHeaderOffset+=
r,this.currentOffset+=r,this.segmentHeaderOffset===lx){if(this.toInt16(Uint8Array.prototype.slice.call(this.segmentHeaderBuffer,
0,2))!==this.segmentNumber+1)throw new Error("Segment number is unexpected.");this.segmentContentLength=this.toInt64(this.
segmentHeaderBuffer,2),this.segmentContentOffset=0,this.state=Ar.SegmentContent}}parseSegmentContent(e){let r=Math.min(this.
segmentContentLength-this.segmentContentOffset,e.length-this.currentDataOffset),n=Uint8Array.prototype.slice.call(e,this.
currentDataOffset,this.currentDataOffset+r);this.segmentCrc64.append(n,r),this.messageCrc64.append(n,r),this.pushData(n),
this.currentDataOffset+=r,this.segmentContentOffset+=r,this.currentOffset+=r,this.segmentContentOffset===this.segmentContentLength&&
(this.state=Ar.SegmentFooter)}parseSegmentFooter(e){let r=Math.min(mo-this.segmentFooterOffset,e.length-this.currentDataOffset);
if(this.segmentFooterBuffer.set(Uint8Array.prototype.slice.call(e,this.currentDataOffset,this.currentDataOffset+r),this.
segmentFooterOffset),this.currentDataOffset+=r,this.segmentFooterOffset+=r,this.currentOffset+=r,this.segmentFooterOffset===
mo){let n=this.segmentCrc64.final(new Uint8Array([]),0);if(!this.checkCrc64CheckSum(n,this.segmentFooterBuffer))throw new Error(
`Segment check sum mismatch, segmentNumber: ${this.segmentNumber}`);++this.segmentNumber,this.segmentNumber===this.segmentsCount?
this.state=Ar.StreamFooter:(this.segmentHeaderOffset=0,this.segmentFooterOffset=0,this.segmentCrc64=new cr,this.state=Ar.
SegmentHeader)}}parseMessageFooter(e){let r=Math.min(mo-this.messageFooterOffset,e.length-this.currentDataOffset);if(this.
messageFooterBuffer.set(Uint8Array.prototype.slice.call(e,this.currentDataOffset,this.currentDataOffset+r),this.messageFooterOffset),
this.currentDataOffset+=r,this.messageFooterOffset+=r,this.currentOffset+=r,this.messageFooterOffset===mo){let n=this.messageCrc64.
final(new Uint8Array([]),0);if(!this.checkCrc64CheckSum(n,this.messageFooterBuffer))throw new Error("Check sum mismatch");
this.pushData(null)}}toInt64(e,r){if(e.length<r+8)throw new Error("CRC64 buffer error, something wrong with crc64 calcul\
ator");let n=new DataView(e.buffer,e.byteOffset+r,8);return Number(n.getBigUint64(0,!0))}toInt16(e){if(e.length!==2)throw new Error(
"CRC64 buffer error, something wrong with crc64 calculator");return e[0]+e[1]*256}checkCrc64CheckSum(e,r){if(e.length!==
8||r.length!==8)throw new Error("CRC64 buffer error, something wrong with crc64 calculator");for(let n=0;n<8;++n)if(e[n]!==
r[n])return!1;return!0}};async function DP(t){throw new Error("structuredMessageDecodingBrowser is only for Browser")}function Rm(t,e){return new cx(
t,e)}var cx=class extends jQ{source;decodingMethods;constructor(e,r){super({highWaterMark:r.highWaterMark}),this.source=
e,this.decodingMethods=new Bm(n=>{this.push(n)||e.pause()}),this.setSourceEventHandlers()}_read(){this.source.resume()}setSourceEventHandlers(){
this.source.on("data",this.sourceDataHandler),this.source.on("end",this.sourceErrorOrEndHandler),this.source.on("error",
this.sourceErrorOrEndHandler),this.source.on("aborted",this.sourceAbortedHandler)}removeSourceEventHandlers(){this.source.
removeListener("data",this.sourceDataHandler),this.source.removeListener("end",this.sourceErrorOrEndHandler),this.source.
removeListener("error",this.sourceErrorOrEndHandler),this.source.removeListener("aborted",this.sourceAbortedHandler)}sourceDataHandler=e=>{
try{this.decodingMethods.sourceDataHandler(e)}catch(r){this.destroy(r)}};sourceAbortedHandler=()=>{let e=new vt("The ope\
ration was aborted.");this.destroy(e)};sourceErrorOrEndHandler=e=>{if(e){this.destroy(e);return}this.removeSourceEventHandlers()};_destroy(e,r){
this.removeSourceEventHandlers(),this.source.destroy(),r(e===null?void 0:e)}};var ux;function dx(){return ux||(ux=jl()),ux}var Nn=class{_nextPolicy;_options;constructor(e,r){this._nextPolicy=e,this._options=r}shouldLog(e){return this._options.
shouldLog(e)}log(e,r){this._options.log(e,r)}};var dc=class extends Nn{constructor(e,r){super(e,r)}async sendRequest(e){return this._nextPolicy.sendRequest(e)}};var mc=class{create(e,r){return new dc(e,r)}};var js=class extends Nn{sendRequest(e){return this._nextPolicy.sendRequest(this.signRequest(e))}signRequest(e){return e}};var pc=class extends js{constructor(e,r){super(e,r)}};var Ws=class{create(e,r){throw new Error("Method should be implemented in children classes.")}};var Ge=class extends Ws{create(e,r){return new pc(e,r)}};var OP=tr(xd(),1);var fc={Parameters:{FORCE_BROWSER_NO_CACHE:"_",SIGNATURE:"sig",SNAPSHOT:"snapshot",VERSIONID:"versionid",TIMEOUT:"timeou\
t"}},ue={AUTHORIZATION:"Authorization",AUTHORIZATION_SCHEME:"Bearer",CONTENT_ENCODING:"Content-Encoding",CONTENT_ID:"Con\
tent-ID",CONTENT_LANGUAGE:"Content-Language",CONTENT_LENGTH:"Content-Length",CONTENT_MD5:"Content-Md5",CONTENT_TRANSFER_ENCODING:"\
Content-Transfer-Encoding",CONTENT_TYPE:"Content-Type",COOKIE:"Cookie",DATE:"date",IF_MATCH:"if-match",IF_MODIFIED_SINCE:"\
if-modified-since",IF_NONE_MATCH:"if-none-match",IF_UNMODIFIED_SINCE:"if-unmodified-since",PREFIX_FOR_STORAGE:"x-ms-",RANGE:"\
Range",USER_AGENT:"User-Agent",X_MS_CLIENT_REQUEST_ID:"x-ms-client-request-id",X_MS_COPY_SOURCE:"x-ms-copy-source",X_MS_DATE:"\
x-ms-date",X_MS_ERROR_CODE:"x-ms-error-code",X_MS_VERSION:"x-ms-version",X_MS_CopySourceErrorCode:"x-ms-copy-source-erro\
r-code"};function Tm(t,e,r){let n=new URL(t),i=encodeURIComponent(e),s=r?encodeURIComponent(r):void 0,a=n.search===""?"?":n.search,
o=[];for(let l of a.slice(1).split("&"))if(l){let[c]=l.split("=",2);c!==i&&o.push(l)}return s&&o.push(`${i}=${s}`),n.search=
o.length?`?${o.join("&")}`:"",n.toString()}function Mm(t,e){let r=new URL(t);return r.hostname=e,r.toString()}function Dm(t){try{return new URL(t).pathname}catch{return}}function Om(t){let e=new URL(t).search;if(!e)return{};e=e.trim(),e=e.startsWith("?")?e.substring(1):e;let r=e.split("&");
r=r.filter(i=>{let s=i.indexOf("="),a=i.lastIndexOf("=");return s>0&&s===a&&a<i.length-1});let n={};for(let i of r){let s=i.
split("="),a=s[0],o=s[1];n[a]=o}return n}async function Lm(t,e,r){return new Promise((n,i)=>{let s,a=()=>{s!==void 0&&clearTimeout(s),i(r)};s=setTimeout(()=>{e!==
void 0&&e.removeEventListener("abort",a),n()},t),e!==void 0&&e.addEventListener("abort",a)})}var WQ=new Uint32Array([0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1820,0,1823,1825,1827,1829,0,0,
0,1837,2051,0,0,1843,0,3331,3354,3356,3358,3360,3362,3364,3366,3368,3370,0,0,0,0,0,0,0,3586,3593,3594,3610,3617,3619,3621,
3628,3634,3637,3638,3656,3665,3696,3708,3710,3721,3722,3729,3737,3743,3746,3748,3750,3751,3753,0,0,0,1859,1860,1864,3586,
3593,3594,3610,3617,3619,3621,3628,3634,3637,3638,3656,3665,3696,3708,3710,3721,3722,3729,3737,3743,3746,3748,3750,3751,
3753,0,1868,0,1872,0]),YQ=new Uint32Array([0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,18,18,18,18,18,18,18,18,18,18,18,18,18,18,18,18,18,18,18,18,18,18,18,
18,18,18,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]),KQ=new Uint32Array([0,0,0,0,0,0,0,0,
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,32786,0,0,0,0,0,33298,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,
0,0,0,0]);function km(t,e){return $Q(t,e)?-1:1}function $Q(t,e){let r=[WQ,YQ,KQ],n=0,i=0,s=0;for(;n<r.length;){if(n===r.
length-1&&i!==s)return i>s;let a=i<t.length?r[n][t[i].charCodeAt(0)]:1,o=s<e.length?r[n][e[s].charCodeAt(0)]:1;if(a===1&&
o===1)i=0,s=0,++n;else if(a===o)++i,++s;else if(a===0)++i;else if(o===0)++s;else return a<o}return!1}var hc=class extends js{factory;constructor(e,r,n){super(e,r),this.factory=n}signRequest(e){e.headers.set(ue.X_MS_DATE,new Date().
toUTCString()),e.body&&(typeof e.body=="string"||e.body!==void 0)&&e.body.length>0&&e.headers.set(ue.CONTENT_LENGTH,Buffer.
byteLength(e.body));let r=[e.method.toUpperCase(),this.getHeaderValueToSign(e,ue.CONTENT_LANGUAGE),this.getHeaderValueToSign(
e,ue.CONTENT_ENCODING),this.getHeaderValueToSign(e,ue.CONTENT_LENGTH),this.getHeaderValueToSign(e,ue.CONTENT_MD5),this.getHeaderValueToSign(
e,ue.CONTENT_TYPE),this.getHeaderValueToSign(e,ue.DATE),this.getHeaderValueToSign(e,ue.IF_MODIFIED_SINCE),this.getHeaderValueToSign(
e,ue.IF_MATCH),this.getHeaderValueToSign(e,ue.IF_NONE_MATCH),this.getHeaderValueToSign(e,ue.IF_UNMODIFIED_SINCE),this.getHeaderValueToSign(
e,ue.RANGE)].join(`
`)+`
`+this.getCanonicalizedHeadersString(e)+this.getCanonicalizedResourceString(e),n=this.factory.computeHMACSHA256(r);return e.
headers.set(ue.AUTHORIZATION,`SharedKey ${this.factory.accountName}:${n}`),e}getHeaderValueToSign(e,r){let n=e.headers.get(
r);return!n||r===ue.CONTENT_LENGTH&&n==="0"?"":n}getCanonicalizedHeadersString(e){let r=e.headers.headersArray().filter(
i=>i.name.toLowerCase().startsWith(ue.PREFIX_FOR_STORAGE));r.sort((i,s)=>km(i.name.toLowerCase(),s.name.toLowerCase())),
r=r.filter((i,s,a)=>!(s>0&&i.name.toLowerCase()===a[s-1].name.toLowerCase()));let n="";return r.forEach(i=>{n+=`${i.name.
toLowerCase().trimRight()}:${i.value.trimLeft()}
`}),n}getCanonicalizedResourceString(e){let r=Dm(e.url)||"/",n="";n+=`/${this.factory.accountName}${r}`;let i=Om(e.url),
s={};if(i){let a=[];for(let o in i)if(Object.prototype.hasOwnProperty.call(i,o)){let l=o.toLowerCase();s[l]=i[o],a.push(
l)}a.sort();for(let o of a)n+=`
${o}:${decodeURIComponent(s[o])}`}return n}};var Ve=class extends Ws{accountName;accountKey;constructor(e,r){super(),this.accountName=e,this.accountKey=Buffer.from(r,
"base64")}create(e,r){return new hc(e,r,this)}computeHMACSHA256(e){return(0,OP.createHmac)("sha256",this.accountKey).update(
e,"utf8").digest("base64")}};var dt=Mr("storage-common");var Dr;(function(t){t[t.EXPONENTIAL=0]="EXPONENTIAL",t[t.FIXED=1]="FIXED"})(Dr||(Dr={}));var ji={maxRetryDelayInMs:120*1e3,maxTries:4,retryDelayInMs:4*1e3,retryPolicyType:Dr.EXPONENTIAL,secondaryHost:"",tryTimeoutInMs:void 0},
XQ=new vt("The operation was aborted."),gc=class extends Nn{retryOptions;constructor(e,r,n=ji){super(e,r),this.retryOptions=
{retryPolicyType:n.retryPolicyType?n.retryPolicyType:ji.retryPolicyType,maxTries:n.maxTries&&n.maxTries>=1?Math.floor(n.
maxTries):ji.maxTries,tryTimeoutInMs:n.tryTimeoutInMs&&n.tryTimeoutInMs>=0?n.tryTimeoutInMs:ji.tryTimeoutInMs,retryDelayInMs:n.
retryDelayInMs&&n.retryDelayInMs>=0?Math.min(n.retryDelayInMs,n.maxRetryDelayInMs?n.maxRetryDelayInMs:ji.maxRetryDelayInMs):
ji.retryDelayInMs,maxRetryDelayInMs:n.maxRetryDelayInMs&&n.maxRetryDelayInMs>=0?n.maxRetryDelayInMs:ji.maxRetryDelayInMs,
secondaryHost:n.secondaryHost?n.secondaryHost:ji.secondaryHost}}async sendRequest(e){return this.attemptSendRequest(e,!1,
1)}async attemptSendRequest(e,r,n){let i=e.clone(),s=r||!this.retryOptions.secondaryHost||!(e.method==="GET"||e.method===
"HEAD"||e.method==="OPTIONS")||n%2===1;s||(i.url=Mm(i.url,this.retryOptions.secondaryHost)),this.retryOptions.tryTimeoutInMs&&
(i.url=Tm(i.url,fc.Parameters.TIMEOUT,Math.floor(this.retryOptions.tryTimeoutInMs/1e3).toString()));let a;try{if(dt.info(
`RetryPolicy: =====> Try=${n} ${s?"Primary":"Secondary"}`),a=await this._nextPolicy.sendRequest(i),!this.shouldRetry(s,n,
a))return a;r=r||!s&&a.status===404}catch(o){if(dt.error(`RetryPolicy: Caught error, message: ${o.message}, code: ${o.code}`),
!this.shouldRetry(s,n,a,o))throw o}return await this.delay(s,n,e.abortSignal),this.attemptSendRequest(e,r,++n)}shouldRetry(e,r,n,i){
if(r>=this.retryOptions.maxTries)return dt.info(`RetryPolicy: Attempt(s) ${r} >= maxTries ${this.retryOptions.maxTries},\
 no further try.`),!1;let s=["ETIMEDOUT","ESOCKETTIMEDOUT","ECONNREFUSED","ECONNRESET","ENOENT","ENOTFOUND","TIMEOUT","E\
PIPE","REQUEST_SEND_ERROR"];if(i){for(let a of s)if(i.name.toUpperCase().includes(a)||i.message.toUpperCase().includes(a)||
i.code&&i.code.toString().toUpperCase()===a)return dt.info(`RetryPolicy: Network error ${a} found, will retry.`),!0}if(n||
i){let a=n?n.status:i?i.statusCode:0;if(!e&&a===404)return dt.info("RetryPolicy: Secondary access with 404, will retry."),
!0;if(a===503||a===500)return dt.info(`RetryPolicy: Will retry for status code ${a}.`),!0}if(n&&n?.status>=400){let a=n.
headers.get(ue.X_MS_CopySourceErrorCode);if(a!==void 0)switch(a){case"InternalError":case"OperationTimedOut":case"Server\
Busy":return!0}}return i?.code==="PARSE_ERROR"&&i?.message.startsWith('Error "Error: Unclosed root tag')?(dt.info("Retry\
Policy: Incomplete XML response likely due to service timeout, will retry."),!0):!1}async delay(e,r,n){let i=0;if(e)switch(this.
retryOptions.retryPolicyType){case Dr.EXPONENTIAL:i=Math.min((Math.pow(2,r-1)-1)*this.retryOptions.retryDelayInMs,this.retryOptions.
maxRetryDelayInMs);break;case Dr.FIXED:i=this.retryOptions.retryDelayInMs;break}else i=Math.random()*1e3;return dt.info(
`RetryPolicy: Delay for ${i}ms`),Lm(i,n,XQ)}};var yc=class{retryOptions;constructor(e){this.retryOptions=e}create(e,r){return new gc(e,r,this.retryOptions)}};var JQ="storageBrowserPolicy";function LP(){return{name:JQ,async sendRequest(t,e){return e(t)}}}var VQ="StorageCorrectContentLengthPolicy";function kP(){function t(e){e.body&&(typeof e.body=="string"||Buffer.isBuffer(
e.body))&&e.body.length>0&&e.headers.set(ue.CONTENT_LENGTH,Buffer.byteLength(e.body))}return{name:VQ,async sendRequest(e,r){
return t(e),r(e)}}}var ZQ="storageRetryPolicy",po={maxRetryDelayInMs:120*1e3,maxTries:4,retryDelayInMs:4*1e3,retryPolicyType:Dr.EXPONENTIAL,
secondaryHost:"",tryTimeoutInMs:void 0},e6=["ETIMEDOUT","ESOCKETTIMEDOUT","ECONNREFUSED","ECONNRESET","ENOENT","ENOTFOUN\
D","TIMEOUT","EPIPE","REQUEST_SEND_ERROR"],t6=new vt("The operation was aborted.");function zP(t={}){let e=t.retryPolicyType??
po.retryPolicyType,r=t.maxTries??po.maxTries,n=t.retryDelayInMs??po.retryDelayInMs,i=t.maxRetryDelayInMs??po.maxRetryDelayInMs,
s=t.secondaryHost??po.secondaryHost,a=t.tryTimeoutInMs??po.tryTimeoutInMs;function o({isPrimaryRetry:c,attempt:u,response:d,
error:m}){if(u>=r)return dt.info(`RetryPolicy: Attempt(s) ${u} >= maxTries ${r}, no further try.`),!1;if(m){for(let p of e6)
if(m.name.toUpperCase().includes(p)||m.message.toUpperCase().includes(p)||m.code&&m.code.toString().toUpperCase()===p)return dt.
info(`RetryPolicy: Network error ${p} found, will retry.`),!0;if(m?.code==="PARSE_ERROR"&&m?.message.startsWith('Error "\
Error: Unclosed root tag'))return dt.info("RetryPolicy: Incomplete XML response likely due to service timeout, will retr\
y."),!0}if(d||m){let p=d?.status??m?.statusCode??0;if(!c&&p===404)return dt.info("RetryPolicy: Secondary access with 404\
, will retry."),!0;if(p===503||p===500)return dt.info(`RetryPolicy: Will retry for status code ${p}.`),!0}if(d&&d?.status>=
400){let p=d.headers.get(ue.X_MS_CopySourceErrorCode);if(p!==void 0)switch(p){case"InternalError":case"OperationTimedOut":case"\
ServerBusy":return!0}}return!1}function l(c,u){let d=0;if(c)switch(e){case Dr.EXPONENTIAL:d=Math.min((Math.pow(2,u-1)-1)*
n,i);break;case Dr.FIXED:d=n;break}else d=Math.random()*1e3;return dt.info(`RetryPolicy: Delay for ${d}ms`),d}return{name:ZQ,
async sendRequest(c,u){a&&(c.url=Tm(c.url,fc.Parameters.TIMEOUT,String(Math.floor(a/1e3))));let d=c.url,m=s?Mm(c.url,s):
void 0,p=!1,x=1,g=!0,b,C;for(;g;){let E=p||!m||!["GET","HEAD","OPTIONS"].includes(c.method)||x%2===1;c.url=E?d:m,b=void 0,
C=void 0;try{dt.info(`RetryPolicy: =====> Try=${x} ${E?"Primary":"Secondary"}`),b=await u(c),p=p||!E&&b.status===404}catch(P){
if(Ls(P))dt.error(`RetryPolicy: Caught error, message: ${P.message}, code: ${P.code}`),C=P;else throw dt.error(`RetryPol\
icy: Caught error, message: ${qi(P)}`),P}g=o({isPrimaryRetry:E,attempt:x,response:b,error:C}),g&&await Lm(l(E,x),c.abortSignal,
t6),x++}if(b)return b;throw C??new ci("RetryPolicy failed without known error.")}}}var FP=tr(xd(),1);var r6="storageSharedKeyCredentialPolicy";function mx(t){function e(s){s.headers.set(ue.X_MS_DATE,new Date().toUTCString()),
s.body&&(typeof s.body=="string"||Buffer.isBuffer(s.body))&&s.body.length>0&&s.headers.set(ue.CONTENT_LENGTH,Buffer.byteLength(
s.body));let a=[s.method.toUpperCase(),r(s,ue.CONTENT_LANGUAGE),r(s,ue.CONTENT_ENCODING),r(s,ue.CONTENT_LENGTH),r(s,ue.CONTENT_MD5),
r(s,ue.CONTENT_TYPE),r(s,ue.DATE),r(s,ue.IF_MODIFIED_SINCE),r(s,ue.IF_MATCH),r(s,ue.IF_NONE_MATCH),r(s,ue.IF_UNMODIFIED_SINCE),
r(s,ue.RANGE)].join(`
`)+`
`+n(s)+i(s),o=(0,FP.createHmac)("sha256",t.accountKey).update(a,"utf8").digest("base64");s.headers.set(ue.AUTHORIZATION,
`SharedKey ${t.accountName}:${o}`)}function r(s,a){let o=s.headers.get(a);return!o||a===ue.CONTENT_LENGTH&&o==="0"?"":o}
function n(s){let a=[];for(let[l,c]of s.headers)l.toLowerCase().startsWith(ue.PREFIX_FOR_STORAGE)&&a.push({name:l,value:c});
a.sort((l,c)=>km(l.name.toLowerCase(),c.name.toLowerCase())),a=a.filter((l,c,u)=>!(c>0&&l.name.toLowerCase()===u[c-1].name.
toLowerCase()));let o="";return a.forEach(l=>{o+=`${l.name.toLowerCase().trimRight()}:${l.value.trimLeft()}
`}),o}function i(s){let a=Dm(s.url)||"/",o="";o+=`/${t.accountName}${a}`;let l=Om(s.url),c={};if(l){let u=[];for(let d in l)
if(Object.prototype.hasOwnProperty.call(l,d)){let m=d.toLowerCase();c[m]=l[d],u.push(m)}u.sort();for(let d of u)o+=`
${d}:${decodeURIComponent(c[d])}`}return o}return{name:r6,async sendRequest(s,a){return e(s),a(s)}}}var n6="storageRequestFailureDetailsParserPolicy";function qP(){return{name:n6,async sendRequest(t,e){try{return await e(
t)}catch(r){throw typeof r=="object"&&r!==null&&r.response&&r.response.parsedBody&&r.response.parsedBody.code==="Invalid\
HeaderValue"&&r.response.parsedBody.HeaderName==="x-ms-version"&&(r.message=`The provided service version is not enabled\
 on this storage account. Please see https://learn.microsoft.com/rest/api/storageservices/versioning-for-the-azure-stora\
ge-services for additional information.
`),r}}}}var UP=tr(xd(),1),zm=class{accountName;userDelegationKey;key;constructor(e,r){this.accountName=e,this.userDelegationKey=
r,this.key=Buffer.from(r.value,"base64")}computeHMACSHA256(e){return(0,UP.createHmac)("sha256",this.key).update(e,"utf8").
digest("base64")}};var Fm="12.32.0",qm="2026-04-06";var Um="https://storage.azure.com/.default",mi={Parameters:{FORCE_BROWSER_NO_CACHE:"_",SIGNATURE:"sig",SNAPSHOT:"snapsho\
t",VERSIONID:"versionid",TIMEOUT:"timeout"}};var Zr="",px="*",i6=1*1024*1024;var s6=4*i6;var HP="AES256",QP="DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDX\
J1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;",GP=["A\
ccess-Control-Allow-Origin","Cache-Control","Content-Length","Content-Type","Date","Request-Id","traceparent","Transfer-\
Encoding","User-Agent","x-ms-client-request-id","x-ms-date","x-ms-error-code","x-ms-request-id","x-ms-return-client-requ\
est-id","x-ms-version","Accept-Ranges","Content-Disposition","Content-Encoding","Content-Language","Content-MD5","Conten\
t-Range","ETag","Last-Modified","Server","Vary","x-ms-content-crc64","x-ms-copy-action","x-ms-copy-completion-time","x-m\
s-copy-id","x-ms-copy-progress","x-ms-copy-status","x-ms-has-immutability-policy","x-ms-has-legal-hold","x-ms-lease-stat\
e","x-ms-lease-status","x-ms-range","x-ms-request-server-encrypted","x-ms-server-encrypted","x-ms-snapshot","x-ms-source\
-range","If-Match","If-Modified-Since","If-None-Match","If-Unmodified-Since","x-ms-access-tier","x-ms-access-tier-change\
-time","x-ms-access-tier-inferred","x-ms-account-kind","x-ms-archive-status","x-ms-blob-append-offset","x-ms-blob-cache-\
control","x-ms-blob-committed-block-count","x-ms-blob-condition-appendpos","x-ms-blob-condition-maxsize","x-ms-blob-cont\
ent-disposition","x-ms-blob-content-encoding","x-ms-blob-content-language","x-ms-blob-content-length","x-ms-blob-content\
-md5","x-ms-blob-content-type","x-ms-blob-public-access","x-ms-blob-sequence-number","x-ms-blob-type","x-ms-copy-destina\
tion-snapshot","x-ms-creation-time","x-ms-default-encryption-scope","x-ms-delete-snapshots","x-ms-delete-type-permanent",
"x-ms-deny-encryption-scope-override","x-ms-encryption-algorithm","x-ms-if-sequence-number-eq","x-ms-if-sequence-number-\
le","x-ms-if-sequence-number-lt","x-ms-incremental-copy","x-ms-lease-action","x-ms-lease-break-period","x-ms-lease-durat\
ion","x-ms-lease-id","x-ms-lease-time","x-ms-page-write","x-ms-proposed-lease-id","x-ms-range-get-content-md5","x-ms-reh\
ydrate-priority","x-ms-sequence-number-action","x-ms-sku-name","x-ms-source-content-md5","x-ms-source-if-match","x-ms-so\
urce-if-modified-since","x-ms-source-if-none-match","x-ms-source-if-unmodified-since","x-ms-tag-count","x-ms-encryption-\
key-sha256","x-ms-copy-source-error-code","x-ms-copy-source-status-code","x-ms-if-tags","x-ms-source-if-tags"],jP=["comp",
"maxresults","rscc","rscd","rsce","rscl","rsct","se","si","sip","sp","spr","sr","srt","ss","st","sv","include","marker",
"prefix","copyid","restype","blockid","blocklisttype","delimiter","prevsnapshot","ske","skoid","sks","skt","sktid","skv",
"snapshot"],WP="BlobUsesCustomerSpecifiedEncryption",YP="BlobDoesNotUseCustomerSpecifiedEncryption",KP=["10000","10001",
"10002","10003","10004","10100","10101","10102","10103","10104","11000","11001","11002","11003","11004","11100","11101",
"11102","11103","11104"];function pi(t){if(!t||typeof t!="object")return!1;let e=t;return Array.isArray(e.factories)&&typeof e.options=="object"&&
typeof e.toServiceClientOptions=="function"}var xc=class{factories;options;constructor(e,r={}){this.factories=e,this.options=
r}toServiceClientOptions(){return{httpClient:this.options.httpClient,requestPolicyFactories:this.factories}}};function st(t,e={}){
t||(t=new Ge);let r=new xc([],e);return r._credential=t,r}function a6(t){let e=[o6,$P,l6,c6,u6,d6,p6];if(t.factories.length){
let r=t.factories.filter(n=>!e.some(i=>i(n)));if(r.length){let n=r.some(i=>m6(i));return{wrappedPolicies:Ty(r),afterRetry:n}}}}
function fx(t){let{httpClient:e,...r}=t.options,n=t._coreHttpClient;n||(n=e?My(e):dx(),t._coreHttpClient=n);let i=t._corePipeline;
if(!i){let s=`azsdk-js-azure-storage-blob/${Fm}`,a=r.userAgentOptions&&r.userAgentOptions.userAgentPrefix?`${r.userAgentOptions.
userAgentPrefix} ${s}`:`${s}`;i=Yl({...r,loggingOptions:{additionalAllowedHeaderNames:GP,additionalAllowedQueryParameters:jP,
logger:Nm.info},userAgentOptions:{userAgentPrefix:a},serializationOptions:{stringifyXML:Sm,serializerOptions:{xml:{xmlCharKey:"\
#"}}},deserializationOptions:{parseXML:ax,serializerOptions:{xml:{xmlCharKey:"#"}}}}),i.removePolicy({phase:"Retry"}),i.
removePolicy({name:iy}),i.addPolicy(kP()),i.addPolicy(zP(r.retryOptions),{phase:"Retry"}),i.addPolicy(qP()),i.addPolicy(
LP());let o=a6(t);o&&i.addPolicy(o.wrappedPolicies,o.afterRetry?{afterPhase:"Retry"}:void 0);let l=hx(t);hr(l)?i.addPolicy(
ro({credential:l,scopes:r.audience??Um,challengeCallbacks:{authorizeRequestOnChallenge:um}}),{phase:"Sign"}):l instanceof
Ve&&i.addPolicy(mx({accountName:l.accountName,accountKey:l.accountKey}),{phase:"Sign"}),t._corePipeline=i}return{...r,allowInsecureConnection:!0,
httpClient:n,pipeline:i}}function hx(t){if(t._credential)return t._credential;let e=new Ge;for(let r of t.factories)if(hr(
r.credential))e=r.credential;else if($P(r))return r;return e}function $P(t){return t instanceof Ve?!0:t.constructor.name===
"StorageSharedKeyCredential"}function o6(t){return t instanceof Ge?!0:t.constructor.name==="AnonymousCredential"}function l6(t){
return hr(t.credential)}function c6(t){return t instanceof mc?!0:t.constructor.name==="StorageBrowserPolicyFactory"}function u6(t){
return t instanceof yc?!0:t.constructor.name==="StorageRetryPolicyFactory"}function d6(t){return t.constructor.name==="T\
elemetryPolicyFactory"}function m6(t){return t.constructor.name==="InjectorPolicyFactory"}function p6(t){let e=["Generat\
eClientRequestIdPolicy","TracingPolicy","LogPolicy","ProxyPolicy","DisableResponseDecompressionPolicy","KeepAlivePolicy",
"DeserializationPolicy"],r={sendRequest:async a=>({request:a,headers:a.headers.clone(),status:500})},n={log(a,o){},shouldLog(a){
return!1}},s=t.create(r,n).constructor.name;return e.some(a=>s.startsWith(a))}var XP;(function(t){t.AES256="AES256"})(XP||(XP={}));var JP;(function(t){t.Backup="backup"})(JP||(JP={}));var VP;(function(t){
t.NeverExpire="NeverExpire",t.RelativeToCreation="RelativeToCreation",t.RelativeToNow="RelativeToNow",t.Absolute="Absolu\
te"})(VP||(VP={}));var ZP;(function(t){t.AccountAlreadyExists="AccountAlreadyExists",t.AccountBeingCreated="AccountBeing\
Created",t.AccountIsDisabled="AccountIsDisabled",t.AuthenticationFailed="AuthenticationFailed",t.AuthorizationFailure="A\
uthorizationFailure",t.ConditionHeadersNotSupported="ConditionHeadersNotSupported",t.ConditionNotMet="ConditionNotMet",t.
EmptyMetadataKey="EmptyMetadataKey",t.InsufficientAccountPermissions="InsufficientAccountPermissions",t.InternalError="I\
nternalError",t.InvalidAuthenticationInfo="InvalidAuthenticationInfo",t.InvalidHeaderValue="InvalidHeaderValue",t.InvalidHttpVerb=
"InvalidHttpVerb",t.InvalidInput="InvalidInput",t.InvalidMd5="InvalidMd5",t.InvalidMetadata="InvalidMetadata",t.InvalidQueryParameterValue=
"InvalidQueryParameterValue",t.InvalidRange="InvalidRange",t.InvalidResourceName="InvalidResourceName",t.InvalidUri="Inv\
alidUri",t.InvalidXmlDocument="InvalidXmlDocument",t.InvalidXmlNodeValue="InvalidXmlNodeValue",t.Md5Mismatch="Md5Mismatc\
h",t.MetadataTooLarge="MetadataTooLarge",t.MissingContentLengthHeader="MissingContentLengthHeader",t.MissingRequiredQueryParameter=
"MissingRequiredQueryParameter",t.MissingRequiredHeader="MissingRequiredHeader",t.MissingRequiredXmlNode="MissingRequire\
dXmlNode",t.MultipleConditionHeadersNotSupported="MultipleConditionHeadersNotSupported",t.OperationTimedOut="OperationTi\
medOut",t.OutOfRangeInput="OutOfRangeInput",t.OutOfRangeQueryParameterValue="OutOfRangeQueryParameterValue",t.RequestBodyTooLarge=
"RequestBodyTooLarge",t.ResourceTypeMismatch="ResourceTypeMismatch",t.RequestUrlFailedToParse="RequestUrlFailedToParse",
t.ResourceAlreadyExists="ResourceAlreadyExists",t.ResourceNotFound="ResourceNotFound",t.ServerBusy="ServerBusy",t.UnsupportedHeader=
"UnsupportedHeader",t.UnsupportedXmlNode="UnsupportedXmlNode",t.UnsupportedQueryParameter="UnsupportedQueryParameter",t.
UnsupportedHttpVerb="UnsupportedHttpVerb",t.AppendPositionConditionNotMet="AppendPositionConditionNotMet",t.BlobAlreadyExists=
"BlobAlreadyExists",t.BlobImmutableDueToPolicy="BlobImmutableDueToPolicy",t.BlobNotFound="BlobNotFound",t.BlobOverwritten=
"BlobOverwritten",t.BlobTierInadequateForContentLength="BlobTierInadequateForContentLength",t.BlobUsesCustomerSpecifiedEncryption=
"BlobUsesCustomerSpecifiedEncryption",t.BlockCountExceedsLimit="BlockCountExceedsLimit",t.BlockListTooLong="BlockListToo\
Long",t.CannotChangeToLowerTier="CannotChangeToLowerTier",t.CannotVerifyCopySource="CannotVerifyCopySource",t.ContainerAlreadyExists=
"ContainerAlreadyExists",t.ContainerBeingDeleted="ContainerBeingDeleted",t.ContainerDisabled="ContainerDisabled",t.ContainerNotFound=
"ContainerNotFound",t.ContentLengthLargerThanTierLimit="ContentLengthLargerThanTierLimit",t.CopyAcrossAccountsNotSupported=
"CopyAcrossAccountsNotSupported",t.CopyIdMismatch="CopyIdMismatch",t.FeatureVersionMismatch="FeatureVersionMismatch",t.IncrementalCopyBlobMismatch=
"IncrementalCopyBlobMismatch",t.IncrementalCopyOfEarlierSnapshotNotAllowed="IncrementalCopyOfEarlierSnapshotNotAllowed",
t.IncrementalCopySourceMustBeSnapshot="IncrementalCopySourceMustBeSnapshot",t.InfiniteLeaseDurationRequired="InfiniteLea\
seDurationRequired",t.InvalidBlobOrBlock="InvalidBlobOrBlock",t.InvalidBlobTier="InvalidBlobTier",t.InvalidBlobType="Inv\
alidBlobType",t.InvalidBlockId="InvalidBlockId",t.InvalidBlockList="InvalidBlockList",t.InvalidOperation="InvalidOperati\
on",t.InvalidPageRange="InvalidPageRange",t.InvalidSourceBlobType="InvalidSourceBlobType",t.InvalidSourceBlobUrl="Invali\
dSourceBlobUrl",t.InvalidVersionForPageBlobOperation="InvalidVersionForPageBlobOperation",t.LeaseAlreadyPresent="LeaseAl\
readyPresent",t.LeaseAlreadyBroken="LeaseAlreadyBroken",t.LeaseIdMismatchWithBlobOperation="LeaseIdMismatchWithBlobOpera\
tion",t.LeaseIdMismatchWithContainerOperation="LeaseIdMismatchWithContainerOperation",t.LeaseIdMismatchWithLeaseOperation=
"LeaseIdMismatchWithLeaseOperation",t.LeaseIdMissing="LeaseIdMissing",t.LeaseIsBreakingAndCannotBeAcquired="LeaseIsBreak\
ingAndCannotBeAcquired",t.LeaseIsBreakingAndCannotBeChanged="LeaseIsBreakingAndCannotBeChanged",t.LeaseIsBrokenAndCannotBeRenewed=
"LeaseIsBrokenAndCannotBeRenewed",t.LeaseLost="LeaseLost",t.LeaseNotPresentWithBlobOperation="LeaseNotPresentWithBlobOpe\
ration",t.LeaseNotPresentWithContainerOperation="LeaseNotPresentWithContainerOperation",t.LeaseNotPresentWithLeaseOperation=
"LeaseNotPresentWithLeaseOperation",t.MaxBlobSizeConditionNotMet="MaxBlobSizeConditionNotMet",t.NoAuthenticationInformation=
"NoAuthenticationInformation",t.NoPendingCopyOperation="NoPendingCopyOperation",t.OperationNotAllowedOnIncrementalCopyBlob=
"OperationNotAllowedOnIncrementalCopyBlob",t.PendingCopyOperation="PendingCopyOperation",t.PreviousSnapshotCannotBeNewer=
"PreviousSnapshotCannotBeNewer",t.PreviousSnapshotNotFound="PreviousSnapshotNotFound",t.PreviousSnapshotOperationNotSupported=
"PreviousSnapshotOperationNotSupported",t.SequenceNumberConditionNotMet="SequenceNumberConditionNotMet",t.SequenceNumberIncrementTooLarge=
"SequenceNumberIncrementTooLarge",t.SnapshotCountExceeded="SnapshotCountExceeded",t.SnapshotOperationRateExceeded="Snaps\
hotOperationRateExceeded",t.SnapshotsPresent="SnapshotsPresent",t.SourceConditionNotMet="SourceConditionNotMet",t.SystemInUse=
"SystemInUse",t.TargetConditionNotMet="TargetConditionNotMet",t.UnauthorizedBlobOverwrite="UnauthorizedBlobOverwrite",t.
BlobBeingRehydrated="BlobBeingRehydrated",t.BlobArchived="BlobArchived",t.BlobNotArchived="BlobNotArchived",t.AuthorizationSourceIPMismatch=
"AuthorizationSourceIPMismatch",t.AuthorizationProtocolMismatch="AuthorizationProtocolMismatch",t.AuthorizationPermissionMismatch=
"AuthorizationPermissionMismatch",t.AuthorizationServiceMismatch="AuthorizationServiceMismatch",t.AuthorizationResourceTypeMismatch=
"AuthorizationResourceTypeMismatch",t.BlobAccessTierNotSupportedForAccountType="BlobAccessTierNotSupportedForAccountType"})(
ZP||(ZP={}));var br={};OF(br,{AccessPolicy:()=>E6,AppendBlobAppendBlockExceptionHeaders:()=>Ob,AppendBlobAppendBlockFromUrlExceptionHeaders:()=>kb,
AppendBlobAppendBlockFromUrlHeaders:()=>Lb,AppendBlobAppendBlockHeaders:()=>Db,AppendBlobCreateExceptionHeaders:()=>Mb,AppendBlobCreateHeaders:()=>Tb,
AppendBlobSealExceptionHeaders:()=>Fb,AppendBlobSealHeaders:()=>zb,ArrowConfiguration:()=>F6,ArrowField:()=>q6,BlobAbortCopyFromURLExceptionHeaders:()=>sb,
BlobAbortCopyFromURLHeaders:()=>ib,BlobAcquireLeaseExceptionHeaders:()=>QA,BlobAcquireLeaseHeaders:()=>HA,BlobBreakLeaseExceptionHeaders:()=>JA,
BlobBreakLeaseHeaders:()=>XA,BlobChangeLeaseExceptionHeaders:()=>$A,BlobChangeLeaseHeaders:()=>KA,BlobCopyFromURLExceptionHeaders:()=>nb,
BlobCopyFromURLHeaders:()=>rb,BlobCreateSnapshotExceptionHeaders:()=>ZA,BlobCreateSnapshotHeaders:()=>VA,BlobDeleteExceptionHeaders:()=>PA,
BlobDeleteHeaders:()=>IA,BlobDeleteImmutabilityPolicyExceptionHeaders:()=>kA,BlobDeleteImmutabilityPolicyHeaders:()=>LA,
BlobDownloadExceptionHeaders:()=>NA,BlobDownloadHeaders:()=>Qm,BlobFlatListSegment:()=>I6,BlobGetAccountInfoExceptionHeaders:()=>lb,
BlobGetAccountInfoHeaders:()=>ob,BlobGetPropertiesExceptionHeaders:()=>EA,BlobGetPropertiesHeaders:()=>wA,BlobGetTagsExceptionHeaders:()=>db,
BlobGetTagsHeaders:()=>ub,BlobHierarchyListSegment:()=>B6,BlobItemInternal:()=>P6,BlobName:()=>_6,BlobPrefix:()=>R6,BlobPropertiesInternal:()=>v6,
BlobQueryExceptionHeaders:()=>cb,BlobQueryHeaders:()=>jm,BlobReleaseLeaseExceptionHeaders:()=>jA,BlobReleaseLeaseHeaders:()=>GA,
BlobRenewLeaseExceptionHeaders:()=>YA,BlobRenewLeaseHeaders:()=>WA,BlobServiceProperties:()=>Ac,BlobServiceStatistics:()=>gx,
BlobSetExpiryExceptionHeaders:()=>RA,BlobSetExpiryHeaders:()=>BA,BlobSetHttpHeadersExceptionHeaders:()=>MA,BlobSetHttpHeadersHeaders:()=>TA,
BlobSetImmutabilityPolicyExceptionHeaders:()=>OA,BlobSetImmutabilityPolicyHeaders:()=>DA,BlobSetLegalHoldExceptionHeaders:()=>FA,
BlobSetLegalHoldHeaders:()=>zA,BlobSetMetadataExceptionHeaders:()=>UA,BlobSetMetadataHeaders:()=>qA,BlobSetTagsExceptionHeaders:()=>pb,
BlobSetTagsHeaders:()=>mb,BlobSetTierExceptionHeaders:()=>ab,BlobSetTierHeaders:()=>Gm,BlobStartCopyFromURLExceptionHeaders:()=>tb,
BlobStartCopyFromURLHeaders:()=>eb,BlobTag:()=>N6,BlobTags:()=>Cc,BlobUndeleteExceptionHeaders:()=>vA,BlobUndeleteHeaders:()=>_A,
Block:()=>T6,BlockBlobCommitBlockListExceptionHeaders:()=>$b,BlockBlobCommitBlockListHeaders:()=>Kb,BlockBlobGetBlockListExceptionHeaders:()=>Jb,
BlockBlobGetBlockListHeaders:()=>Xb,BlockBlobPutBlobFromUrlExceptionHeaders:()=>Qb,BlockBlobPutBlobFromUrlHeaders:()=>Hb,
BlockBlobStageBlockExceptionHeaders:()=>jb,BlockBlobStageBlockFromURLExceptionHeaders:()=>Yb,BlockBlobStageBlockFromURLHeaders:()=>Wb,
BlockBlobStageBlockHeaders:()=>Gb,BlockBlobUploadExceptionHeaders:()=>Ub,BlockBlobUploadHeaders:()=>qb,BlockList:()=>Nx,
BlockLookupList:()=>Sx,ClearRange:()=>D6,ContainerAcquireLeaseExceptionHeaders:()=>lA,ContainerAcquireLeaseHeaders:()=>oA,
ContainerBreakLeaseExceptionHeaders:()=>fA,ContainerBreakLeaseHeaders:()=>pA,ContainerChangeLeaseExceptionHeaders:()=>gA,
ContainerChangeLeaseHeaders:()=>hA,ContainerCreateExceptionHeaders:()=>Hx,ContainerCreateHeaders:()=>Ux,ContainerDeleteExceptionHeaders:()=>Wx,
ContainerDeleteHeaders:()=>jx,ContainerFilterBlobsExceptionHeaders:()=>aA,ContainerFilterBlobsHeaders:()=>sA,ContainerGetAccessPolicyExceptionHeaders:()=>Xx,
ContainerGetAccessPolicyHeaders:()=>$x,ContainerGetAccountInfoExceptionHeaders:()=>SA,ContainerGetAccountInfoHeaders:()=>CA,
ContainerGetPropertiesExceptionHeaders:()=>Gx,ContainerGetPropertiesHeaders:()=>Qx,ContainerItem:()=>b6,ContainerListBlobFlatSegmentExceptionHeaders:()=>xA,
ContainerListBlobFlatSegmentHeaders:()=>yA,ContainerListBlobHierarchySegmentExceptionHeaders:()=>bA,ContainerListBlobHierarchySegmentHeaders:()=>AA,
ContainerProperties:()=>C6,ContainerReleaseLeaseExceptionHeaders:()=>uA,ContainerReleaseLeaseHeaders:()=>cA,ContainerRenameExceptionHeaders:()=>rA,
ContainerRenameHeaders:()=>tA,ContainerRenewLeaseExceptionHeaders:()=>mA,ContainerRenewLeaseHeaders:()=>dA,ContainerRestoreExceptionHeaders:()=>eA,
ContainerRestoreHeaders:()=>Zx,ContainerSetAccessPolicyExceptionHeaders:()=>Vx,ContainerSetAccessPolicyHeaders:()=>Jx,ContainerSetMetadataExceptionHeaders:()=>Kx,
ContainerSetMetadataHeaders:()=>Yx,ContainerSubmitBatchExceptionHeaders:()=>iA,ContainerSubmitBatchHeaders:()=>nA,CorsRule:()=>y6,
DelimitedTextConfiguration:()=>k6,FilterBlobItem:()=>S6,FilterBlobSegment:()=>bc,GeoReplication:()=>A6,JsonTextConfiguration:()=>z6,
KeyInfo:()=>xx,ListBlobsFlatSegmentResponse:()=>bx,ListBlobsHierarchySegmentResponse:()=>Cx,ListContainersSegmentResponse:()=>yx,
Logging:()=>f6,Metrics:()=>g6,PageBlobClearPagesExceptionHeaders:()=>Ab,PageBlobClearPagesHeaders:()=>xb,PageBlobCopyIncrementalExceptionHeaders:()=>Rb,
PageBlobCopyIncrementalHeaders:()=>Bb,PageBlobCreateExceptionHeaders:()=>hb,PageBlobCreateHeaders:()=>fb,PageBlobGetPageRangesDiffExceptionHeaders:()=>Eb,
PageBlobGetPageRangesDiffHeaders:()=>wb,PageBlobGetPageRangesExceptionHeaders:()=>Nb,PageBlobGetPageRangesHeaders:()=>Sb,
PageBlobResizeExceptionHeaders:()=>Pb,PageBlobResizeHeaders:()=>Ib,PageBlobUpdateSequenceNumberExceptionHeaders:()=>vb,PageBlobUpdateSequenceNumberHeaders:()=>_b,
PageBlobUploadPagesExceptionHeaders:()=>yb,PageBlobUploadPagesFromURLExceptionHeaders:()=>Cb,PageBlobUploadPagesFromURLHeaders:()=>bb,
PageBlobUploadPagesHeaders:()=>gb,PageList:()=>Hm,PageRange:()=>M6,QueryFormat:()=>L6,QueryRequest:()=>wx,QuerySerialization:()=>O6,
RetentionPolicy:()=>h6,ServiceFilterBlobsExceptionHeaders:()=>qx,ServiceFilterBlobsHeaders:()=>Fx,ServiceGetAccountInfoExceptionHeaders:()=>Lx,
ServiceGetAccountInfoHeaders:()=>Ox,ServiceGetPropertiesExceptionHeaders:()=>_x,ServiceGetPropertiesHeaders:()=>Px,ServiceGetStatisticsExceptionHeaders:()=>Bx,
ServiceGetStatisticsHeaders:()=>vx,ServiceGetUserDelegationKeyExceptionHeaders:()=>Dx,ServiceGetUserDelegationKeyHeaders:()=>Mx,
ServiceListContainersSegmentExceptionHeaders:()=>Tx,ServiceListContainersSegmentHeaders:()=>Rx,ServiceSetPropertiesExceptionHeaders:()=>Ix,
ServiceSetPropertiesHeaders:()=>Ex,ServiceSubmitBatchExceptionHeaders:()=>zx,ServiceSubmitBatchHeaders:()=>kx,SignedIdentifier:()=>w6,
StaticWebsite:()=>x6,StorageError:()=>q,UserDelegationKey:()=>Ax});var Ac={serializedName:"BlobServiceProperties",xmlName:"\
StorageServiceProperties",type:{name:"Composite",className:"BlobServiceProperties",modelProperties:{blobAnalyticsLogging:{
serializedName:"Logging",xmlName:"Logging",type:{name:"Composite",className:"Logging"}},hourMetrics:{serializedName:"Hou\
rMetrics",xmlName:"HourMetrics",type:{name:"Composite",className:"Metrics"}},minuteMetrics:{serializedName:"MinuteMetric\
s",xmlName:"MinuteMetrics",type:{name:"Composite",className:"Metrics"}},cors:{serializedName:"Cors",xmlName:"Cors",xmlIsWrapped:!0,
xmlElementName:"CorsRule",type:{name:"Sequence",element:{type:{name:"Composite",className:"CorsRule"}}}},defaultServiceVersion:{
serializedName:"DefaultServiceVersion",xmlName:"DefaultServiceVersion",type:{name:"String"}},deleteRetentionPolicy:{serializedName:"\
DeleteRetentionPolicy",xmlName:"DeleteRetentionPolicy",type:{name:"Composite",className:"RetentionPolicy"}},staticWebsite:{
serializedName:"StaticWebsite",xmlName:"StaticWebsite",type:{name:"Composite",className:"StaticWebsite"}}}}},f6={serializedName:"\
Logging",type:{name:"Composite",className:"Logging",modelProperties:{version:{serializedName:"Version",required:!0,xmlName:"\
Version",type:{name:"String"}},deleteProperty:{serializedName:"Delete",required:!0,xmlName:"Delete",type:{name:"Boolean"}},
read:{serializedName:"Read",required:!0,xmlName:"Read",type:{name:"Boolean"}},write:{serializedName:"Write",required:!0,
xmlName:"Write",type:{name:"Boolean"}},retentionPolicy:{serializedName:"RetentionPolicy",xmlName:"RetentionPolicy",type:{
name:"Composite",className:"RetentionPolicy"}}}}},h6={serializedName:"RetentionPolicy",type:{name:"Composite",className:"\
RetentionPolicy",modelProperties:{enabled:{serializedName:"Enabled",required:!0,xmlName:"Enabled",type:{name:"Boolean"}},
days:{constraints:{InclusiveMinimum:1},serializedName:"Days",xmlName:"Days",type:{name:"Number"}}}}},g6={serializedName:"\
Metrics",type:{name:"Composite",className:"Metrics",modelProperties:{version:{serializedName:"Version",xmlName:"Version",
type:{name:"String"}},enabled:{serializedName:"Enabled",required:!0,xmlName:"Enabled",type:{name:"Boolean"}},includeAPIs:{
serializedName:"IncludeAPIs",xmlName:"IncludeAPIs",type:{name:"Boolean"}},retentionPolicy:{serializedName:"RetentionPoli\
cy",xmlName:"RetentionPolicy",type:{name:"Composite",className:"RetentionPolicy"}}}}},y6={serializedName:"CorsRule",type:{
name:"Composite",className:"CorsRule",modelProperties:{allowedOrigins:{serializedName:"AllowedOrigins",required:!0,xmlName:"\
AllowedOrigins",type:{name:"String"}},allowedMethods:{serializedName:"AllowedMethods",required:!0,xmlName:"AllowedMethod\
s",type:{name:"String"}},allowedHeaders:{serializedName:"AllowedHeaders",required:!0,xmlName:"AllowedHeaders",type:{name:"\
String"}},exposedHeaders:{serializedName:"ExposedHeaders",required:!0,xmlName:"ExposedHeaders",type:{name:"String"}},maxAgeInSeconds:{
constraints:{InclusiveMinimum:0},serializedName:"MaxAgeInSeconds",required:!0,xmlName:"MaxAgeInSeconds",type:{name:"Numb\
er"}}}}},x6={serializedName:"StaticWebsite",type:{name:"Composite",className:"StaticWebsite",modelProperties:{enabled:{serializedName:"\
Enabled",required:!0,xmlName:"Enabled",type:{name:"Boolean"}},indexDocument:{serializedName:"IndexDocument",xmlName:"Ind\
exDocument",type:{name:"String"}},errorDocument404Path:{serializedName:"ErrorDocument404Path",xmlName:"ErrorDocument404P\
ath",type:{name:"String"}},defaultIndexDocumentPath:{serializedName:"DefaultIndexDocumentPath",xmlName:"DefaultIndexDocu\
mentPath",type:{name:"String"}}}}},q={serializedName:"StorageError",type:{name:"Composite",className:"StorageError",modelProperties:{
message:{serializedName:"Message",xmlName:"Message",type:{name:"String"}},copySourceStatusCode:{serializedName:"CopySour\
ceStatusCode",xmlName:"CopySourceStatusCode",type:{name:"Number"}},copySourceErrorCode:{serializedName:"CopySourceErrorC\
ode",xmlName:"CopySourceErrorCode",type:{name:"String"}},copySourceErrorMessage:{serializedName:"CopySourceErrorMessage",
xmlName:"CopySourceErrorMessage",type:{name:"String"}},code:{serializedName:"Code",xmlName:"Code",type:{name:"String"}},
authenticationErrorDetail:{serializedName:"AuthenticationErrorDetail",xmlName:"AuthenticationErrorDetail",type:{name:"St\
ring"}}}}},gx={serializedName:"BlobServiceStatistics",xmlName:"StorageServiceStats",type:{name:"Composite",className:"Bl\
obServiceStatistics",modelProperties:{geoReplication:{serializedName:"GeoReplication",xmlName:"GeoReplication",type:{name:"\
Composite",className:"GeoReplication"}}}}},A6={serializedName:"GeoReplication",type:{name:"Composite",className:"GeoRepl\
ication",modelProperties:{status:{serializedName:"Status",required:!0,xmlName:"Status",type:{name:"Enum",allowedValues:[
"live","bootstrap","unavailable"]}},lastSyncOn:{serializedName:"LastSyncTime",required:!0,xmlName:"LastSyncTime",type:{name:"\
DateTimeRfc1123"}}}}},yx={serializedName:"ListContainersSegmentResponse",xmlName:"EnumerationResults",type:{name:"Compos\
ite",className:"ListContainersSegmentResponse",modelProperties:{serviceEndpoint:{serializedName:"ServiceEndpoint",required:!0,
xmlName:"ServiceEndpoint",xmlIsAttribute:!0,type:{name:"String"}},prefix:{serializedName:"Prefix",xmlName:"Prefix",type:{
name:"String"}},marker:{serializedName:"Marker",xmlName:"Marker",type:{name:"String"}},maxPageSize:{serializedName:"MaxR\
esults",xmlName:"MaxResults",type:{name:"Number"}},containerItems:{serializedName:"ContainerItems",required:!0,xmlName:"\
Containers",xmlIsWrapped:!0,xmlElementName:"Container",type:{name:"Sequence",element:{type:{name:"Composite",className:"\
ContainerItem"}}}},continuationToken:{serializedName:"NextMarker",xmlName:"NextMarker",type:{name:"String"}}}}},b6={serializedName:"\
ContainerItem",xmlName:"Container",type:{name:"Composite",className:"ContainerItem",modelProperties:{name:{serializedName:"\
Name",required:!0,xmlName:"Name",type:{name:"String"}},deleted:{serializedName:"Deleted",xmlName:"Deleted",type:{name:"B\
oolean"}},version:{serializedName:"Version",xmlName:"Version",type:{name:"String"}},properties:{serializedName:"Properti\
es",xmlName:"Properties",type:{name:"Composite",className:"ContainerProperties"}},metadata:{serializedName:"Metadata",xmlName:"\
Metadata",type:{name:"Dictionary",value:{type:{name:"String"}}}}}}},C6={serializedName:"ContainerProperties",type:{name:"\
Composite",className:"ContainerProperties",modelProperties:{lastModified:{serializedName:"Last-Modified",required:!0,xmlName:"\
Last-Modified",type:{name:"DateTimeRfc1123"}},etag:{serializedName:"Etag",required:!0,xmlName:"Etag",type:{name:"String"}},
leaseStatus:{serializedName:"LeaseStatus",xmlName:"LeaseStatus",type:{name:"Enum",allowedValues:["locked","unlocked"]}},
leaseState:{serializedName:"LeaseState",xmlName:"LeaseState",type:{name:"Enum",allowedValues:["available","leased","expi\
red","breaking","broken"]}},leaseDuration:{serializedName:"LeaseDuration",xmlName:"LeaseDuration",type:{name:"Enum",allowedValues:[
"infinite","fixed"]}},publicAccess:{serializedName:"PublicAccess",xmlName:"PublicAccess",type:{name:"Enum",allowedValues:[
"container","blob"]}},hasImmutabilityPolicy:{serializedName:"HasImmutabilityPolicy",xmlName:"HasImmutabilityPolicy",type:{
name:"Boolean"}},hasLegalHold:{serializedName:"HasLegalHold",xmlName:"HasLegalHold",type:{name:"Boolean"}},defaultEncryptionScope:{
serializedName:"DefaultEncryptionScope",xmlName:"DefaultEncryptionScope",type:{name:"String"}},preventEncryptionScopeOverride:{
serializedName:"DenyEncryptionScopeOverride",xmlName:"DenyEncryptionScopeOverride",type:{name:"Boolean"}},deletedOn:{serializedName:"\
DeletedTime",xmlName:"DeletedTime",type:{name:"DateTimeRfc1123"}},remainingRetentionDays:{serializedName:"RemainingReten\
tionDays",xmlName:"RemainingRetentionDays",type:{name:"Number"}},isImmutableStorageWithVersioningEnabled:{serializedName:"\
ImmutableStorageWithVersioningEnabled",xmlName:"ImmutableStorageWithVersioningEnabled",type:{name:"Boolean"}}}}},xx={serializedName:"\
KeyInfo",type:{name:"Composite",className:"KeyInfo",modelProperties:{startsOn:{serializedName:"Start",required:!0,xmlName:"\
Start",type:{name:"String"}},expiresOn:{serializedName:"Expiry",required:!0,xmlName:"Expiry",type:{name:"String"}},delegatedUserTid:{
serializedName:"DelegatedUserTid",xmlName:"DelegatedUserTid",type:{name:"String"}}}}},Ax={serializedName:"UserDelegation\
Key",type:{name:"Composite",className:"UserDelegationKey",modelProperties:{signedObjectId:{serializedName:"SignedOid",required:!0,
xmlName:"SignedOid",type:{name:"String"}},signedTenantId:{serializedName:"SignedTid",required:!0,xmlName:"SignedTid",type:{
name:"String"}},signedStartsOn:{serializedName:"SignedStart",required:!0,xmlName:"SignedStart",type:{name:"String"}},signedExpiresOn:{
serializedName:"SignedExpiry",required:!0,xmlName:"SignedExpiry",type:{name:"String"}},signedService:{serializedName:"Si\
gnedService",required:!0,xmlName:"SignedService",type:{name:"String"}},signedVersion:{serializedName:"SignedVersion",required:!0,
xmlName:"SignedVersion",type:{name:"String"}},signedDelegatedUserTenantId:{serializedName:"SignedDelegatedUserTid",xmlName:"\
SignedDelegatedUserTid",type:{name:"String"}},value:{serializedName:"Value",required:!0,xmlName:"Value",type:{name:"Stri\
ng"}}}}},bc={serializedName:"FilterBlobSegment",xmlName:"EnumerationResults",type:{name:"Composite",className:"FilterBlo\
bSegment",modelProperties:{serviceEndpoint:{serializedName:"ServiceEndpoint",required:!0,xmlName:"ServiceEndpoint",xmlIsAttribute:!0,
type:{name:"String"}},where:{serializedName:"Where",required:!0,xmlName:"Where",type:{name:"String"}},blobs:{serializedName:"\
Blobs",required:!0,xmlName:"Blobs",xmlIsWrapped:!0,xmlElementName:"Blob",type:{name:"Sequence",element:{type:{name:"Comp\
osite",className:"FilterBlobItem"}}}},continuationToken:{serializedName:"NextMarker",xmlName:"NextMarker",type:{name:"St\
ring"}}}}},S6={serializedName:"FilterBlobItem",xmlName:"Blob",type:{name:"Composite",className:"FilterBlobItem",modelProperties:{
name:{serializedName:"Name",required:!0,xmlName:"Name",type:{name:"String"}},containerName:{serializedName:"ContainerNam\
e",required:!0,xmlName:"ContainerName",type:{name:"String"}},tags:{serializedName:"Tags",xmlName:"Tags",type:{name:"Comp\
osite",className:"BlobTags"}}}}},Cc={serializedName:"BlobTags",xmlName:"Tags",type:{name:"Composite",className:"BlobTags",
modelProperties:{blobTagSet:{serializedName:"BlobTagSet",required:!0,xmlName:"TagSet",xmlIsWrapped:!0,xmlElementName:"Ta\
g",type:{name:"Sequence",element:{type:{name:"Composite",className:"BlobTag"}}}}}}},N6={serializedName:"BlobTag",xmlName:"\
Tag",type:{name:"Composite",className:"BlobTag",modelProperties:{key:{serializedName:"Key",required:!0,xmlName:"Key",type:{
name:"String"}},value:{serializedName:"Value",required:!0,xmlName:"Value",type:{name:"String"}}}}},w6={serializedName:"S\
ignedIdentifier",xmlName:"SignedIdentifier",type:{name:"Composite",className:"SignedIdentifier",modelProperties:{id:{serializedName:"\
Id",required:!0,xmlName:"Id",type:{name:"String"}},accessPolicy:{serializedName:"AccessPolicy",xmlName:"AccessPolicy",type:{
name:"Composite",className:"AccessPolicy"}}}}},E6={serializedName:"AccessPolicy",type:{name:"Composite",className:"Acces\
sPolicy",modelProperties:{startsOn:{serializedName:"Start",xmlName:"Start",type:{name:"String"}},expiresOn:{serializedName:"\
Expiry",xmlName:"Expiry",type:{name:"String"}},permissions:{serializedName:"Permission",xmlName:"Permission",type:{name:"\
String"}}}}},bx={serializedName:"ListBlobsFlatSegmentResponse",xmlName:"EnumerationResults",type:{name:"Composite",className:"\
ListBlobsFlatSegmentResponse",modelProperties:{serviceEndpoint:{serializedName:"ServiceEndpoint",required:!0,xmlName:"Se\
rviceEndpoint",xmlIsAttribute:!0,type:{name:"String"}},containerName:{serializedName:"ContainerName",required:!0,xmlName:"\
ContainerName",xmlIsAttribute:!0,type:{name:"String"}},prefix:{serializedName:"Prefix",xmlName:"Prefix",type:{name:"Stri\
ng"}},marker:{serializedName:"Marker",xmlName:"Marker",type:{name:"String"}},maxPageSize:{serializedName:"MaxResults",xmlName:"\
MaxResults",type:{name:"Number"}},segment:{serializedName:"Segment",xmlName:"Blobs",type:{name:"Composite",className:"Bl\
obFlatListSegment"}},continuationToken:{serializedName:"NextMarker",xmlName:"NextMarker",type:{name:"String"}}}}},I6={serializedName:"\
BlobFlatListSegment",xmlName:"Blobs",type:{name:"Composite",className:"BlobFlatListSegment",modelProperties:{blobItems:{
serializedName:"BlobItems",required:!0,xmlName:"BlobItems",xmlElementName:"Blob",type:{name:"Sequence",element:{type:{name:"\
Composite",className:"BlobItemInternal"}}}}}}},P6={serializedName:"BlobItemInternal",xmlName:"Blob",type:{name:"Composit\
e",className:"BlobItemInternal",modelProperties:{name:{serializedName:"Name",xmlName:"Name",type:{name:"Composite",className:"\
BlobName"}},deleted:{serializedName:"Deleted",required:!0,xmlName:"Deleted",type:{name:"Boolean"}},snapshot:{serializedName:"\
Snapshot",required:!0,xmlName:"Snapshot",type:{name:"String"}},versionId:{serializedName:"VersionId",xmlName:"VersionId",
type:{name:"String"}},isCurrentVersion:{serializedName:"IsCurrentVersion",xmlName:"IsCurrentVersion",type:{name:"Boolean"}},
properties:{serializedName:"Properties",xmlName:"Properties",type:{name:"Composite",className:"BlobPropertiesInternal"}},
metadata:{serializedName:"Metadata",xmlName:"Metadata",type:{name:"Dictionary",value:{type:{name:"String"}}}},blobTags:{
serializedName:"BlobTags",xmlName:"Tags",type:{name:"Composite",className:"BlobTags"}},objectReplicationMetadata:{serializedName:"\
ObjectReplicationMetadata",xmlName:"OrMetadata",type:{name:"Dictionary",value:{type:{name:"String"}}}},hasVersionsOnly:{
serializedName:"HasVersionsOnly",xmlName:"HasVersionsOnly",type:{name:"Boolean"}}}}},_6={serializedName:"BlobName",type:{
name:"Composite",className:"BlobName",modelProperties:{encoded:{serializedName:"Encoded",xmlName:"Encoded",xmlIsAttribute:!0,
type:{name:"Boolean"}},content:{serializedName:"content",xmlName:"content",xmlIsMsText:!0,type:{name:"String"}}}}},v6={serializedName:"\
BlobPropertiesInternal",xmlName:"Properties",type:{name:"Composite",className:"BlobPropertiesInternal",modelProperties:{
createdOn:{serializedName:"Creation-Time",xmlName:"Creation-Time",type:{name:"DateTimeRfc1123"}},lastModified:{serializedName:"\
Last-Modified",required:!0,xmlName:"Last-Modified",type:{name:"DateTimeRfc1123"}},etag:{serializedName:"Etag",required:!0,
xmlName:"Etag",type:{name:"String"}},contentLength:{serializedName:"Content-Length",xmlName:"Content-Length",type:{name:"\
Number"}},contentType:{serializedName:"Content-Type",xmlName:"Content-Type",type:{name:"String"}},contentEncoding:{serializedName:"\
Content-Encoding",xmlName:"Content-Encoding",type:{name:"String"}},contentLanguage:{serializedName:"Content-Language",xmlName:"\
Content-Language",type:{name:"String"}},contentMD5:{serializedName:"Content-MD5",xmlName:"Content-MD5",type:{name:"ByteA\
rray"}},contentDisposition:{serializedName:"Content-Disposition",xmlName:"Content-Disposition",type:{name:"String"}},cacheControl:{
serializedName:"Cache-Control",xmlName:"Cache-Control",type:{name:"String"}},blobSequenceNumber:{serializedName:"x-ms-bl\
ob-sequence-number",xmlName:"x-ms-blob-sequence-number",type:{name:"Number"}},blobType:{serializedName:"BlobType",xmlName:"\
BlobType",type:{name:"Enum",allowedValues:["BlockBlob","PageBlob","AppendBlob"]}},leaseStatus:{serializedName:"LeaseStat\
us",xmlName:"LeaseStatus",type:{name:"Enum",allowedValues:["locked","unlocked"]}},leaseState:{serializedName:"LeaseState",
xmlName:"LeaseState",type:{name:"Enum",allowedValues:["available","leased","expired","breaking","broken"]}},leaseDuration:{
serializedName:"LeaseDuration",xmlName:"LeaseDuration",type:{name:"Enum",allowedValues:["infinite","fixed"]}},copyId:{serializedName:"\
CopyId",xmlName:"CopyId",type:{name:"String"}},copyStatus:{serializedName:"CopyStatus",xmlName:"CopyStatus",type:{name:"\
Enum",allowedValues:["pending","success","aborted","failed"]}},copySource:{serializedName:"CopySource",xmlName:"CopySour\
ce",type:{name:"String"}},copyProgress:{serializedName:"CopyProgress",xmlName:"CopyProgress",type:{name:"String"}},copyCompletedOn:{
serializedName:"CopyCompletionTime",xmlName:"CopyCompletionTime",type:{name:"DateTimeRfc1123"}},copyStatusDescription:{serializedName:"\
CopyStatusDescription",xmlName:"CopyStatusDescription",type:{name:"String"}},serverEncrypted:{serializedName:"ServerEncr\
ypted",xmlName:"ServerEncrypted",type:{name:"Boolean"}},incrementalCopy:{serializedName:"IncrementalCopy",xmlName:"Incre\
mentalCopy",type:{name:"Boolean"}},destinationSnapshot:{serializedName:"DestinationSnapshot",xmlName:"DestinationSnapsho\
t",type:{name:"String"}},deletedOn:{serializedName:"DeletedTime",xmlName:"DeletedTime",type:{name:"DateTimeRfc1123"}},remainingRetentionDays:{
serializedName:"RemainingRetentionDays",xmlName:"RemainingRetentionDays",type:{name:"Number"}},accessTier:{serializedName:"\
AccessTier",xmlName:"AccessTier",type:{name:"Enum",allowedValues:["P4","P6","P10","P15","P20","P30","P40","P50","P60","P\
70","P80","Hot","Cool","Archive","Cold"]}},accessTierInferred:{serializedName:"AccessTierInferred",xmlName:"AccessTierIn\
ferred",type:{name:"Boolean"}},archiveStatus:{serializedName:"ArchiveStatus",xmlName:"ArchiveStatus",type:{name:"Enum",allowedValues:[
"rehydrate-pending-to-hot","rehydrate-pending-to-cool","rehydrate-pending-to-cold"]}},customerProvidedKeySha256:{serializedName:"\
CustomerProvidedKeySha256",xmlName:"CustomerProvidedKeySha256",type:{name:"String"}},encryptionScope:{serializedName:"En\
cryptionScope",xmlName:"EncryptionScope",type:{name:"String"}},accessTierChangedOn:{serializedName:"AccessTierChangeTime",
xmlName:"AccessTierChangeTime",type:{name:"DateTimeRfc1123"}},tagCount:{serializedName:"TagCount",xmlName:"TagCount",type:{
name:"Number"}},expiresOn:{serializedName:"Expiry-Time",xmlName:"Expiry-Time",type:{name:"DateTimeRfc1123"}},isSealed:{serializedName:"\
Sealed",xmlName:"Sealed",type:{name:"Boolean"}},rehydratePriority:{serializedName:"RehydratePriority",xmlName:"Rehydrate\
Priority",type:{name:"Enum",allowedValues:["High","Standard"]}},lastAccessedOn:{serializedName:"LastAccessTime",xmlName:"\
LastAccessTime",type:{name:"DateTimeRfc1123"}},immutabilityPolicyExpiresOn:{serializedName:"ImmutabilityPolicyUntilDate",
xmlName:"ImmutabilityPolicyUntilDate",type:{name:"DateTimeRfc1123"}},immutabilityPolicyMode:{serializedName:"Immutabilit\
yPolicyMode",xmlName:"ImmutabilityPolicyMode",type:{name:"Enum",allowedValues:["Mutable","Unlocked","Locked"]}},legalHold:{
serializedName:"LegalHold",xmlName:"LegalHold",type:{name:"Boolean"}}}}},Cx={serializedName:"ListBlobsHierarchySegmentRe\
sponse",xmlName:"EnumerationResults",type:{name:"Composite",className:"ListBlobsHierarchySegmentResponse",modelProperties:{
serviceEndpoint:{serializedName:"ServiceEndpoint",required:!0,xmlName:"ServiceEndpoint",xmlIsAttribute:!0,type:{name:"St\
ring"}},containerName:{serializedName:"ContainerName",required:!0,xmlName:"ContainerName",xmlIsAttribute:!0,type:{name:"\
String"}},prefix:{serializedName:"Prefix",xmlName:"Prefix",type:{name:"String"}},marker:{serializedName:"Marker",xmlName:"\
Marker",type:{name:"String"}},maxPageSize:{serializedName:"MaxResults",xmlName:"MaxResults",type:{name:"Number"}},delimiter:{
serializedName:"Delimiter",xmlName:"Delimiter",type:{name:"String"}},segment:{serializedName:"Segment",xmlName:"Blobs",type:{
name:"Composite",className:"BlobHierarchyListSegment"}},continuationToken:{serializedName:"NextMarker",xmlName:"NextMark\
er",type:{name:"String"}}}}},B6={serializedName:"BlobHierarchyListSegment",xmlName:"Blobs",type:{name:"Composite",className:"\
BlobHierarchyListSegment",modelProperties:{blobPrefixes:{serializedName:"BlobPrefixes",xmlName:"BlobPrefixes",xmlElementName:"\
BlobPrefix",type:{name:"Sequence",element:{type:{name:"Composite",className:"BlobPrefix"}}}},blobItems:{serializedName:"\
BlobItems",required:!0,xmlName:"BlobItems",xmlElementName:"Blob",type:{name:"Sequence",element:{type:{name:"Composite",className:"\
BlobItemInternal"}}}}}}},R6={serializedName:"BlobPrefix",type:{name:"Composite",className:"BlobPrefix",modelProperties:{
name:{serializedName:"Name",xmlName:"Name",type:{name:"Composite",className:"BlobName"}}}}},Sx={serializedName:"BlockLoo\
kupList",xmlName:"BlockList",type:{name:"Composite",className:"BlockLookupList",modelProperties:{committed:{serializedName:"\
Committed",xmlName:"Committed",xmlElementName:"Committed",type:{name:"Sequence",element:{type:{name:"String"}}}},uncommitted:{
serializedName:"Uncommitted",xmlName:"Uncommitted",xmlElementName:"Uncommitted",type:{name:"Sequence",element:{type:{name:"\
String"}}}},latest:{serializedName:"Latest",xmlName:"Latest",xmlElementName:"Latest",type:{name:"Sequence",element:{type:{
name:"String"}}}}}}},Nx={serializedName:"BlockList",type:{name:"Composite",className:"BlockList",modelProperties:{committedBlocks:{
serializedName:"CommittedBlocks",xmlName:"CommittedBlocks",xmlIsWrapped:!0,xmlElementName:"Block",type:{name:"Sequence",
element:{type:{name:"Composite",className:"Block"}}}},uncommittedBlocks:{serializedName:"UncommittedBlocks",xmlName:"Unc\
ommittedBlocks",xmlIsWrapped:!0,xmlElementName:"Block",type:{name:"Sequence",element:{type:{name:"Composite",className:"\
Block"}}}}}}},T6={serializedName:"Block",type:{name:"Composite",className:"Block",modelProperties:{name:{serializedName:"\
Name",required:!0,xmlName:"Name",type:{name:"String"}},size:{serializedName:"Size",required:!0,xmlName:"Size",type:{name:"\
Number"}}}}},Hm={serializedName:"PageList",type:{name:"Composite",className:"PageList",modelProperties:{pageRange:{serializedName:"\
PageRange",xmlName:"PageRange",xmlElementName:"PageRange",type:{name:"Sequence",element:{type:{name:"Composite",className:"\
PageRange"}}}},clearRange:{serializedName:"ClearRange",xmlName:"ClearRange",xmlElementName:"ClearRange",type:{name:"Sequ\
ence",element:{type:{name:"Composite",className:"ClearRange"}}}},continuationToken:{serializedName:"NextMarker",xmlName:"\
NextMarker",type:{name:"String"}}}}},M6={serializedName:"PageRange",xmlName:"PageRange",type:{name:"Composite",className:"\
PageRange",modelProperties:{start:{serializedName:"Start",required:!0,xmlName:"Start",type:{name:"Number"}},end:{serializedName:"\
End",required:!0,xmlName:"End",type:{name:"Number"}}}}},D6={serializedName:"ClearRange",xmlName:"ClearRange",type:{name:"\
Composite",className:"ClearRange",modelProperties:{start:{serializedName:"Start",required:!0,xmlName:"Start",type:{name:"\
Number"}},end:{serializedName:"End",required:!0,xmlName:"End",type:{name:"Number"}}}}},wx={serializedName:"QueryRequest",
xmlName:"QueryRequest",type:{name:"Composite",className:"QueryRequest",modelProperties:{queryType:{serializedName:"Query\
Type",required:!0,xmlName:"QueryType",type:{name:"String"}},expression:{serializedName:"Expression",required:!0,xmlName:"\
Expression",type:{name:"String"}},inputSerialization:{serializedName:"InputSerialization",xmlName:"InputSerialization",type:{
name:"Composite",className:"QuerySerialization"}},outputSerialization:{serializedName:"OutputSerialization",xmlName:"Out\
putSerialization",type:{name:"Composite",className:"QuerySerialization"}}}}},O6={serializedName:"QuerySerialization",type:{
name:"Composite",className:"QuerySerialization",modelProperties:{format:{serializedName:"Format",xmlName:"Format",type:{
name:"Composite",className:"QueryFormat"}}}}},L6={serializedName:"QueryFormat",type:{name:"Composite",className:"QueryFo\
rmat",modelProperties:{type:{serializedName:"Type",required:!0,xmlName:"Type",type:{name:"Enum",allowedValues:["delimite\
d","json","arrow","parquet"]}},delimitedTextConfiguration:{serializedName:"DelimitedTextConfiguration",xmlName:"Delimite\
dTextConfiguration",type:{name:"Composite",className:"DelimitedTextConfiguration"}},jsonTextConfiguration:{serializedName:"\
JsonTextConfiguration",xmlName:"JsonTextConfiguration",type:{name:"Composite",className:"JsonTextConfiguration"}},arrowConfiguration:{
serializedName:"ArrowConfiguration",xmlName:"ArrowConfiguration",type:{name:"Composite",className:"ArrowConfiguration"}},
parquetTextConfiguration:{serializedName:"ParquetTextConfiguration",xmlName:"ParquetTextConfiguration",type:{name:"Dicti\
onary",value:{type:{name:"any"}}}}}}},k6={serializedName:"DelimitedTextConfiguration",xmlName:"DelimitedTextConfiguratio\
n",type:{name:"Composite",className:"DelimitedTextConfiguration",modelProperties:{columnSeparator:{serializedName:"Colum\
nSeparator",xmlName:"ColumnSeparator",type:{name:"String"}},fieldQuote:{serializedName:"FieldQuote",xmlName:"FieldQuote",
type:{name:"String"}},recordSeparator:{serializedName:"RecordSeparator",xmlName:"RecordSeparator",type:{name:"String"}},
escapeChar:{serializedName:"EscapeChar",xmlName:"EscapeChar",type:{name:"String"}},headersPresent:{serializedName:"Heade\
rsPresent",xmlName:"HasHeaders",type:{name:"Boolean"}}}}},z6={serializedName:"JsonTextConfiguration",xmlName:"JsonTextCo\
nfiguration",type:{name:"Composite",className:"JsonTextConfiguration",modelProperties:{recordSeparator:{serializedName:"\
RecordSeparator",xmlName:"RecordSeparator",type:{name:"String"}}}}},F6={serializedName:"ArrowConfiguration",xmlName:"Arr\
owConfiguration",type:{name:"Composite",className:"ArrowConfiguration",modelProperties:{schema:{serializedName:"Schema",
required:!0,xmlName:"Schema",xmlIsWrapped:!0,xmlElementName:"Field",type:{name:"Sequence",element:{type:{name:"Composite",
className:"ArrowField"}}}}}}},q6={serializedName:"ArrowField",xmlName:"Field",type:{name:"Composite",className:"ArrowFie\
ld",modelProperties:{type:{serializedName:"Type",required:!0,xmlName:"Type",type:{name:"String"}},name:{serializedName:"\
Name",xmlName:"Name",type:{name:"String"}},precision:{serializedName:"Precision",xmlName:"Precision",type:{name:"Number"}},
scale:{serializedName:"Scale",xmlName:"Scale",type:{name:"Number"}}}}},Ex={serializedName:"Service_setPropertiesHeaders",
type:{name:"Composite",className:"ServiceSetPropertiesHeaders",modelProperties:{clientRequestId:{serializedName:"x-ms-cl\
ient-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"\
x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},
errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Ix={serializedName:"Servi\
ce_setPropertiesExceptionHeaders",type:{name:"Composite",className:"ServiceSetPropertiesExceptionHeaders",modelProperties:{
errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Px={serializedName:"Servi\
ce_getPropertiesHeaders",type:{name:"Composite",className:"ServiceGetPropertiesHeaders",modelProperties:{clientRequestId:{
serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"\
x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-ve\
rsion",type:{name:"String"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},
_x={serializedName:"Service_getPropertiesExceptionHeaders",type:{name:"Composite",className:"ServiceGetPropertiesExcepti\
onHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},
vx={serializedName:"Service_getStatisticsHeaders",type:{name:"Composite",className:"ServiceGetStatisticsHeaders",modelProperties:{
clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{
serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",
xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}},errorCode:{
serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Bx={serializedName:"Service_getStati\
sticsExceptionHeaders",type:{name:"Composite",className:"ServiceGetStatisticsExceptionHeaders",modelProperties:{errorCode:{
serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Rx={serializedName:"Service_listCont\
ainersSegmentHeaders",type:{name:"Composite",className:"ServiceListContainersSegmentHeaders",modelProperties:{clientRequestId:{
serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"\
x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-ve\
rsion",type:{name:"String"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},
Tx={serializedName:"Service_listContainersSegmentExceptionHeaders",type:{name:"Composite",className:"ServiceListContaine\
rsSegmentExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{
name:"String"}}}}},Mx={serializedName:"Service_getUserDelegationKeyHeaders",type:{name:"Composite",className:"ServiceGet\
UserDelegationKeyHeaders",modelProperties:{clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client\
-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"Str\
ing"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"\
date",type:{name:"DateTimeRfc1123"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"S\
tring"}}}}},Dx={serializedName:"Service_getUserDelegationKeyExceptionHeaders",type:{name:"Composite",className:"ServiceG\
etUserDelegationKeyExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-co\
de",type:{name:"String"}}}}},Ox={serializedName:"Service_getAccountInfoHeaders",type:{name:"Composite",className:"Servic\
eGetAccountInfoHeaders",modelProperties:{clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-r\
equest-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"Strin\
g"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"\
date",type:{name:"DateTimeRfc1123"}},skuName:{serializedName:"x-ms-sku-name",xmlName:"x-ms-sku-name",type:{name:"Enum",allowedValues:[
"Standard_LRS","Standard_GRS","Standard_RAGRS","Standard_ZRS","Premium_LRS","Standard_GZRS","Premium_ZRS","Standard_RAGZ\
RS"]}},accountKind:{serializedName:"x-ms-account-kind",xmlName:"x-ms-account-kind",type:{name:"Enum",allowedValues:["Sto\
rage","BlobStorage","StorageV2","FileStorage","BlockBlobStorage"]}},isHierarchicalNamespaceEnabled:{serializedName:"x-ms\
-is-hns-enabled",xmlName:"x-ms-is-hns-enabled",type:{name:"Boolean"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"\
x-ms-error-code",type:{name:"String"}}}}},Lx={serializedName:"Service_getAccountInfoExceptionHeaders",type:{name:"Compos\
ite",className:"ServiceGetAccountInfoExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"\
x-ms-error-code",type:{name:"String"}}}}},kx={serializedName:"Service_submitBatchHeaders",type:{name:"Composite",className:"\
ServiceSubmitBatchHeaders",modelProperties:{contentType:{serializedName:"content-type",xmlName:"content-type",type:{name:"\
String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"\
x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"\
x-ms-client-request-id",type:{name:"String"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{
name:"String"}}}}},zx={serializedName:"Service_submitBatchExceptionHeaders",type:{name:"Composite",className:"ServiceSub\
mitBatchExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"\
String"}}}}},Fx={serializedName:"Service_filterBlobsHeaders",type:{name:"Composite",className:"ServiceFilterBlobsHeaders",
modelProperties:{clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"S\
tring"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"\
x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTi\
meRfc1123"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},qx={serializedName:"\
Service_filterBlobsExceptionHeaders",type:{name:"Composite",className:"ServiceFilterBlobsExceptionHeaders",modelProperties:{
errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Ux={serializedName:"Conta\
iner_createHeaders",type:{name:"Composite",className:"ContainerCreateHeaders",modelProperties:{etag:{serializedName:"eta\
g",xmlName:"etag",type:{name:"String"}},lastModified:{serializedName:"last-modified",xmlName:"last-modified",type:{name:"\
DateTimeRfc1123"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"\
String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"\
x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTi\
meRfc1123"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Hx={serializedName:"\
Container_createExceptionHeaders",type:{name:"Composite",className:"ContainerCreateExceptionHeaders",modelProperties:{errorCode:{
serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Qx={serializedName:"Container_getPro\
pertiesHeaders",type:{name:"Composite",className:"ContainerGetPropertiesHeaders",modelProperties:{metadata:{serializedName:"\
x-ms-meta",headerCollectionPrefix:"x-ms-meta-",xmlName:"x-ms-meta",type:{name:"Dictionary",value:{type:{name:"String"}}}},
etag:{serializedName:"etag",xmlName:"etag",type:{name:"String"}},lastModified:{serializedName:"last-modified",xmlName:"l\
ast-modified",type:{name:"DateTimeRfc1123"}},leaseDuration:{serializedName:"x-ms-lease-duration",xmlName:"x-ms-lease-dur\
ation",type:{name:"Enum",allowedValues:["infinite","fixed"]}},leaseState:{serializedName:"x-ms-lease-state",xmlName:"x-m\
s-lease-state",type:{name:"Enum",allowedValues:["available","leased","expired","breaking","broken"]}},leaseStatus:{serializedName:"\
x-ms-lease-status",xmlName:"x-ms-lease-status",type:{name:"Enum",allowedValues:["locked","unlocked"]}},clientRequestId:{
serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"\
x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-ve\
rsion",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}},blobPublicAccess:{
serializedName:"x-ms-blob-public-access",xmlName:"x-ms-blob-public-access",type:{name:"Enum",allowedValues:["container",
"blob"]}},hasImmutabilityPolicy:{serializedName:"x-ms-has-immutability-policy",xmlName:"x-ms-has-immutability-policy",type:{
name:"Boolean"}},hasLegalHold:{serializedName:"x-ms-has-legal-hold",xmlName:"x-ms-has-legal-hold",type:{name:"Boolean"}},
defaultEncryptionScope:{serializedName:"x-ms-default-encryption-scope",xmlName:"x-ms-default-encryption-scope",type:{name:"\
String"}},denyEncryptionScopeOverride:{serializedName:"x-ms-deny-encryption-scope-override",xmlName:"x-ms-deny-encryptio\
n-scope-override",type:{name:"Boolean"}},isImmutableStorageWithVersioningEnabled:{serializedName:"x-ms-immutable-storage\
-with-versioning-enabled",xmlName:"x-ms-immutable-storage-with-versioning-enabled",type:{name:"Boolean"}},errorCode:{serializedName:"\
x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Gx={serializedName:"Container_getPropertiesException\
Headers",type:{name:"Composite",className:"ContainerGetPropertiesExceptionHeaders",modelProperties:{errorCode:{serializedName:"\
x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},jx={serializedName:"Container_deleteHeaders",type:{name:"\
Composite",className:"ContainerDeleteHeaders",modelProperties:{clientRequestId:{serializedName:"x-ms-client-request-id",
xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request\
-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"\
date",xmlName:"date",type:{name:"DateTimeRfc1123"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",
type:{name:"String"}}}}},Wx={serializedName:"Container_deleteExceptionHeaders",type:{name:"Composite",className:"Contain\
erDeleteExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"\
String"}}}}},Yx={serializedName:"Container_setMetadataHeaders",type:{name:"Composite",className:"ContainerSetMetadataHea\
ders",modelProperties:{etag:{serializedName:"etag",xmlName:"etag",type:{name:"String"}},lastModified:{serializedName:"la\
st-modified",xmlName:"last-modified",type:{name:"DateTimeRfc1123"}},clientRequestId:{serializedName:"x-ms-client-request\
-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-re\
quest-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{
serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"\
x-ms-error-code",type:{name:"String"}}}}},Kx={serializedName:"Container_setMetadataExceptionHeaders",type:{name:"Composi\
te",className:"ContainerSetMetadataExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"\
x-ms-error-code",type:{name:"String"}}}}},$x={serializedName:"Container_getAccessPolicyHeaders",type:{name:"Composite",className:"\
ContainerGetAccessPolicyHeaders",modelProperties:{blobPublicAccess:{serializedName:"x-ms-blob-public-access",xmlName:"x-\
ms-blob-public-access",type:{name:"Enum",allowedValues:["container","blob"]}},etag:{serializedName:"etag",xmlName:"etag",
type:{name:"String"}},lastModified:{serializedName:"last-modified",xmlName:"last-modified",type:{name:"DateTimeRfc1123"}},
clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{
serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",
xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}},errorCode:{
serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Xx={serializedName:"Container_getAcc\
essPolicyExceptionHeaders",type:{name:"Composite",className:"ContainerGetAccessPolicyExceptionHeaders",modelProperties:{
errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Jx={serializedName:"Conta\
iner_setAccessPolicyHeaders",type:{name:"Composite",className:"ContainerSetAccessPolicyHeaders",modelProperties:{etag:{serializedName:"\
etag",xmlName:"etag",type:{name:"String"}},lastModified:{serializedName:"last-modified",xmlName:"last-modified",type:{name:"\
DateTimeRfc1123"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"\
String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"\
x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTi\
meRfc1123"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Vx={serializedName:"\
Container_setAccessPolicyExceptionHeaders",type:{name:"Composite",className:"ContainerSetAccessPolicyExceptionHeaders",modelProperties:{
errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Zx={serializedName:"Conta\
iner_restoreHeaders",type:{name:"Composite",className:"ContainerRestoreHeaders",modelProperties:{clientRequestId:{serializedName:"\
x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-i\
d",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"\
String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}},errorCode:{serializedName:"x-ms-erro\
r-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},eA={serializedName:"Container_restoreExceptionHeaders",type:{
name:"Composite",className:"ContainerRestoreExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-cod\
e",xmlName:"x-ms-error-code",type:{name:"String"}}}}},tA={serializedName:"Container_renameHeaders",type:{name:"Composite",
className:"ContainerRenameHeaders",modelProperties:{clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-\
ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{
name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"\
date",xmlName:"date",type:{name:"DateTimeRfc1123"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",
type:{name:"String"}}}}},rA={serializedName:"Container_renameExceptionHeaders",type:{name:"Composite",className:"Contain\
erRenameExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"\
String"}}}}},nA={serializedName:"Container_submitBatchHeaders",type:{name:"Composite",className:"ContainerSubmitBatchHea\
ders",modelProperties:{contentType:{serializedName:"content-type",xmlName:"content-type",type:{name:"String"}},requestId:{
serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",
xmlName:"x-ms-version",type:{name:"String"}}}}},iA={serializedName:"Container_submitBatchExceptionHeaders",type:{name:"C\
omposite",className:"ContainerSubmitBatchExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",
xmlName:"x-ms-error-code",type:{name:"String"}}}}},sA={serializedName:"Container_filterBlobsHeaders",type:{name:"Composi\
te",className:"ContainerFilterBlobsHeaders",modelProperties:{clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"\
x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{
name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"\
date",xmlName:"date",type:{name:"DateTimeRfc1123"}}}}},aA={serializedName:"Container_filterBlobsExceptionHeaders",type:{
name:"Composite",className:"ContainerFilterBlobsExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error\
-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},oA={serializedName:"Container_acquireLeaseHeaders",type:{name:"\
Composite",className:"ContainerAcquireLeaseHeaders",modelProperties:{etag:{serializedName:"etag",xmlName:"etag",type:{name:"\
String"}},lastModified:{serializedName:"last-modified",xmlName:"last-modified",type:{name:"DateTimeRfc1123"}},leaseId:{serializedName:"\
x-ms-lease-id",xmlName:"x-ms-lease-id",type:{name:"String"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"\
x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{
name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"\
date",xmlName:"date",type:{name:"DateTimeRfc1123"}}}}},lA={serializedName:"Container_acquireLeaseExceptionHeaders",type:{
name:"Composite",className:"ContainerAcquireLeaseExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-erro\
r-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},cA={serializedName:"Container_releaseLeaseHeaders",type:{name:"\
Composite",className:"ContainerReleaseLeaseHeaders",modelProperties:{etag:{serializedName:"etag",xmlName:"etag",type:{name:"\
String"}},lastModified:{serializedName:"last-modified",xmlName:"last-modified",type:{name:"DateTimeRfc1123"}},clientRequestId:{
serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"\
x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-ve\
rsion",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}}}}},uA={serializedName:"\
Container_releaseLeaseExceptionHeaders",type:{name:"Composite",className:"ContainerReleaseLeaseExceptionHeaders",modelProperties:{
errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},dA={serializedName:"Conta\
iner_renewLeaseHeaders",type:{name:"Composite",className:"ContainerRenewLeaseHeaders",modelProperties:{etag:{serializedName:"\
etag",xmlName:"etag",type:{name:"String"}},lastModified:{serializedName:"last-modified",xmlName:"last-modified",type:{name:"\
DateTimeRfc1123"}},leaseId:{serializedName:"x-ms-lease-id",xmlName:"x-ms-lease-id",type:{name:"String"}},clientRequestId:{
serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"\
x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-ve\
rsion",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}}}}},mA={serializedName:"\
Container_renewLeaseExceptionHeaders",type:{name:"Composite",className:"ContainerRenewLeaseExceptionHeaders",modelProperties:{
errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},pA={serializedName:"Conta\
iner_breakLeaseHeaders",type:{name:"Composite",className:"ContainerBreakLeaseHeaders",modelProperties:{etag:{serializedName:"\
etag",xmlName:"etag",type:{name:"String"}},lastModified:{serializedName:"last-modified",xmlName:"last-modified",type:{name:"\
DateTimeRfc1123"}},leaseTime:{serializedName:"x-ms-lease-time",xmlName:"x-ms-lease-time",type:{name:"Number"}},clientRequestId:{
serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"\
x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-ve\
rsion",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}}}}},fA={serializedName:"\
Container_breakLeaseExceptionHeaders",type:{name:"Composite",className:"ContainerBreakLeaseExceptionHeaders",modelProperties:{
errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},hA={serializedName:"Conta\
iner_changeLeaseHeaders",type:{name:"Composite",className:"ContainerChangeLeaseHeaders",modelProperties:{etag:{serializedName:"\
etag",xmlName:"etag",type:{name:"String"}},lastModified:{serializedName:"last-modified",xmlName:"last-modified",type:{name:"\
DateTimeRfc1123"}},leaseId:{serializedName:"x-ms-lease-id",xmlName:"x-ms-lease-id",type:{name:"String"}},clientRequestId:{
serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"\
x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-ve\
rsion",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}}}}},gA={serializedName:"\
Container_changeLeaseExceptionHeaders",type:{name:"Composite",className:"ContainerChangeLeaseExceptionHeaders",modelProperties:{
errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},yA={serializedName:"Conta\
iner_listBlobFlatSegmentHeaders",type:{name:"Composite",className:"ContainerListBlobFlatSegmentHeaders",modelProperties:{
contentType:{serializedName:"content-type",xmlName:"content-type",type:{name:"String"}},clientRequestId:{serializedName:"\
x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-i\
d",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"\
String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}},errorCode:{serializedName:"x-ms-erro\
r-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},xA={serializedName:"Container_listBlobFlatSegmentExceptionHea\
ders",type:{name:"Composite",className:"ContainerListBlobFlatSegmentExceptionHeaders",modelProperties:{errorCode:{serializedName:"\
x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},AA={serializedName:"Container_listBlobHierarchySegme\
ntHeaders",type:{name:"Composite",className:"ContainerListBlobHierarchySegmentHeaders",modelProperties:{contentType:{serializedName:"\
content-type",xmlName:"content-type",type:{name:"String"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"\
x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{
name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"\
date",xmlName:"date",type:{name:"DateTimeRfc1123"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",
type:{name:"String"}}}}},bA={serializedName:"Container_listBlobHierarchySegmentExceptionHeaders",type:{name:"Composite",
className:"ContainerListBlobHierarchySegmentExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-cod\
e",xmlName:"x-ms-error-code",type:{name:"String"}}}}},CA={serializedName:"Container_getAccountInfoHeaders",type:{name:"C\
omposite",className:"ContainerGetAccountInfoHeaders",modelProperties:{clientRequestId:{serializedName:"x-ms-client-reque\
st-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-\
request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{
serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}},skuName:{serializedName:"x-ms-sku-name",xmlName:"x-m\
s-sku-name",type:{name:"Enum",allowedValues:["Standard_LRS","Standard_GRS","Standard_RAGRS","Standard_ZRS","Premium_LRS",
"Standard_GZRS","Premium_ZRS","Standard_RAGZRS"]}},accountKind:{serializedName:"x-ms-account-kind",xmlName:"x-ms-account\
-kind",type:{name:"Enum",allowedValues:["Storage","BlobStorage","StorageV2","FileStorage","BlockBlobStorage"]}},isHierarchicalNamespaceEnabled:{
serializedName:"x-ms-is-hns-enabled",xmlName:"x-ms-is-hns-enabled",type:{name:"Boolean"}}}}},SA={serializedName:"Contain\
er_getAccountInfoExceptionHeaders",type:{name:"Composite",className:"ContainerGetAccountInfoExceptionHeaders",modelProperties:{
errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Qm={serializedName:"Blob_\
downloadHeaders",type:{name:"Composite",className:"BlobDownloadHeaders",modelProperties:{lastModified:{serializedName:"l\
ast-modified",xmlName:"last-modified",type:{name:"DateTimeRfc1123"}},createdOn:{serializedName:"x-ms-creation-time",xmlName:"\
x-ms-creation-time",type:{name:"DateTimeRfc1123"}},metadata:{serializedName:"x-ms-meta",headerCollectionPrefix:"x-ms-met\
a-",xmlName:"x-ms-meta",type:{name:"Dictionary",value:{type:{name:"String"}}}},objectReplicationPolicyId:{serializedName:"\
x-ms-or-policy-id",xmlName:"x-ms-or-policy-id",type:{name:"String"}},objectReplicationRules:{serializedName:"x-ms-or",headerCollectionPrefix:"\
x-ms-or-",xmlName:"x-ms-or",type:{name:"Dictionary",value:{type:{name:"String"}}}},contentLength:{serializedName:"conten\
t-length",xmlName:"content-length",type:{name:"Number"}},contentType:{serializedName:"content-type",xmlName:"content-typ\
e",type:{name:"String"}},contentRange:{serializedName:"content-range",xmlName:"content-range",type:{name:"String"}},etag:{
serializedName:"etag",xmlName:"etag",type:{name:"String"}},contentMD5:{serializedName:"content-md5",xmlName:"content-md5",
type:{name:"ByteArray"}},contentEncoding:{serializedName:"content-encoding",xmlName:"content-encoding",type:{name:"Strin\
g"}},cacheControl:{serializedName:"cache-control",xmlName:"cache-control",type:{name:"String"}},contentDisposition:{serializedName:"\
content-disposition",xmlName:"content-disposition",type:{name:"String"}},contentLanguage:{serializedName:"content-langua\
ge",xmlName:"content-language",type:{name:"String"}},blobSequenceNumber:{serializedName:"x-ms-blob-sequence-number",xmlName:"\
x-ms-blob-sequence-number",type:{name:"Number"}},blobType:{serializedName:"x-ms-blob-type",xmlName:"x-ms-blob-type",type:{
name:"Enum",allowedValues:["BlockBlob","PageBlob","AppendBlob"]}},copyCompletedOn:{serializedName:"x-ms-copy-completion-\
time",xmlName:"x-ms-copy-completion-time",type:{name:"DateTimeRfc1123"}},copyStatusDescription:{serializedName:"x-ms-cop\
y-status-description",xmlName:"x-ms-copy-status-description",type:{name:"String"}},copyId:{serializedName:"x-ms-copy-id",
xmlName:"x-ms-copy-id",type:{name:"String"}},copyProgress:{serializedName:"x-ms-copy-progress",xmlName:"x-ms-copy-progre\
ss",type:{name:"String"}},copySource:{serializedName:"x-ms-copy-source",xmlName:"x-ms-copy-source",type:{name:"String"}},
copyStatus:{serializedName:"x-ms-copy-status",xmlName:"x-ms-copy-status",type:{name:"Enum",allowedValues:["pending","suc\
cess","aborted","failed"]}},leaseDuration:{serializedName:"x-ms-lease-duration",xmlName:"x-ms-lease-duration",type:{name:"\
Enum",allowedValues:["infinite","fixed"]}},leaseState:{serializedName:"x-ms-lease-state",xmlName:"x-ms-lease-state",type:{
name:"Enum",allowedValues:["available","leased","expired","breaking","broken"]}},leaseStatus:{serializedName:"x-ms-lease\
-status",xmlName:"x-ms-lease-status",type:{name:"Enum",allowedValues:["locked","unlocked"]}},clientRequestId:{serializedName:"\
x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-i\
d",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"\
String"}},versionId:{serializedName:"x-ms-version-id",xmlName:"x-ms-version-id",type:{name:"String"}},isCurrentVersion:{
serializedName:"x-ms-is-current-version",xmlName:"x-ms-is-current-version",type:{name:"Boolean"}},acceptRanges:{serializedName:"\
accept-ranges",xmlName:"accept-ranges",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"Date\
TimeRfc1123"}},blobCommittedBlockCount:{serializedName:"x-ms-blob-committed-block-count",xmlName:"x-ms-blob-committed-bl\
ock-count",type:{name:"Number"}},isServerEncrypted:{serializedName:"x-ms-server-encrypted",xmlName:"x-ms-server-encrypte\
d",type:{name:"Boolean"}},encryptionKeySha256:{serializedName:"x-ms-encryption-key-sha256",xmlName:"x-ms-encryption-key-\
sha256",type:{name:"String"}},encryptionScope:{serializedName:"x-ms-encryption-scope",xmlName:"x-ms-encryption-scope",type:{
name:"String"}},blobContentMD5:{serializedName:"x-ms-blob-content-md5",xmlName:"x-ms-blob-content-md5",type:{name:"ByteA\
rray"}},tagCount:{serializedName:"x-ms-tag-count",xmlName:"x-ms-tag-count",type:{name:"Number"}},isSealed:{serializedName:"\
x-ms-blob-sealed",xmlName:"x-ms-blob-sealed",type:{name:"Boolean"}},lastAccessed:{serializedName:"x-ms-last-access-time",
xmlName:"x-ms-last-access-time",type:{name:"DateTimeRfc1123"}},immutabilityPolicyExpiresOn:{serializedName:"x-ms-immutab\
ility-policy-until-date",xmlName:"x-ms-immutability-policy-until-date",type:{name:"DateTimeRfc1123"}},immutabilityPolicyMode:{
serializedName:"x-ms-immutability-policy-mode",xmlName:"x-ms-immutability-policy-mode",type:{name:"Enum",allowedValues:[
"Mutable","Unlocked","Locked"]}},legalHold:{serializedName:"x-ms-legal-hold",xmlName:"x-ms-legal-hold",type:{name:"Boole\
an"}},structuredBodyType:{serializedName:"x-ms-structured-body",xmlName:"x-ms-structured-body",type:{name:"String"}},structuredContentLength:{
serializedName:"x-ms-structured-content-length",xmlName:"x-ms-structured-content-length",type:{name:"Number"}},errorCode:{
serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}},contentCrc64:{serializedName:"x-ms-cont\
ent-crc64",xmlName:"x-ms-content-crc64",type:{name:"ByteArray"}}}}},NA={serializedName:"Blob_downloadExceptionHeaders",type:{
name:"Composite",className:"BlobDownloadExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"\
x-ms-error-code",type:{name:"String"}}}}},wA={serializedName:"Blob_getPropertiesHeaders",type:{name:"Composite",className:"\
BlobGetPropertiesHeaders",modelProperties:{lastModified:{serializedName:"last-modified",xmlName:"last-modified",type:{name:"\
DateTimeRfc1123"}},createdOn:{serializedName:"x-ms-creation-time",xmlName:"x-ms-creation-time",type:{name:"DateTimeRfc11\
23"}},metadata:{serializedName:"x-ms-meta",headerCollectionPrefix:"x-ms-meta-",xmlName:"x-ms-meta",type:{name:"Dictionar\
y",value:{type:{name:"String"}}}},objectReplicationPolicyId:{serializedName:"x-ms-or-policy-id",xmlName:"x-ms-or-policy-\
id",type:{name:"String"}},objectReplicationRules:{serializedName:"x-ms-or",headerCollectionPrefix:"x-ms-or-",xmlName:"x-\
ms-or",type:{name:"Dictionary",value:{type:{name:"String"}}}},blobType:{serializedName:"x-ms-blob-type",xmlName:"x-ms-bl\
ob-type",type:{name:"Enum",allowedValues:["BlockBlob","PageBlob","AppendBlob"]}},copyCompletedOn:{serializedName:"x-ms-c\
opy-completion-time",xmlName:"x-ms-copy-completion-time",type:{name:"DateTimeRfc1123"}},copyStatusDescription:{serializedName:"\
x-ms-copy-status-description",xmlName:"x-ms-copy-status-description",type:{name:"String"}},copyId:{serializedName:"x-ms-\
copy-id",xmlName:"x-ms-copy-id",type:{name:"String"}},copyProgress:{serializedName:"x-ms-copy-progress",xmlName:"x-ms-co\
py-progress",type:{name:"String"}},copySource:{serializedName:"x-ms-copy-source",xmlName:"x-ms-copy-source",type:{name:"\
String"}},copyStatus:{serializedName:"x-ms-copy-status",xmlName:"x-ms-copy-status",type:{name:"Enum",allowedValues:["pen\
ding","success","aborted","failed"]}},isIncrementalCopy:{serializedName:"x-ms-incremental-copy",xmlName:"x-ms-incrementa\
l-copy",type:{name:"Boolean"}},destinationSnapshot:{serializedName:"x-ms-copy-destination-snapshot",xmlName:"x-ms-copy-d\
estination-snapshot",type:{name:"String"}},leaseDuration:{serializedName:"x-ms-lease-duration",xmlName:"x-ms-lease-durat\
ion",type:{name:"Enum",allowedValues:["infinite","fixed"]}},leaseState:{serializedName:"x-ms-lease-state",xmlName:"x-ms-\
lease-state",type:{name:"Enum",allowedValues:["available","leased","expired","breaking","broken"]}},leaseStatus:{serializedName:"\
x-ms-lease-status",xmlName:"x-ms-lease-status",type:{name:"Enum",allowedValues:["locked","unlocked"]}},contentLength:{serializedName:"\
content-length",xmlName:"content-length",type:{name:"Number"}},contentType:{serializedName:"content-type",xmlName:"conte\
nt-type",type:{name:"String"}},etag:{serializedName:"etag",xmlName:"etag",type:{name:"String"}},contentMD5:{serializedName:"\
content-md5",xmlName:"content-md5",type:{name:"ByteArray"}},contentEncoding:{serializedName:"content-encoding",xmlName:"\
content-encoding",type:{name:"String"}},contentDisposition:{serializedName:"content-disposition",xmlName:"content-dispos\
ition",type:{name:"String"}},contentLanguage:{serializedName:"content-language",xmlName:"content-language",type:{name:"S\
tring"}},cacheControl:{serializedName:"cache-control",xmlName:"cache-control",type:{name:"String"}},blobSequenceNumber:{
serializedName:"x-ms-blob-sequence-number",xmlName:"x-ms-blob-sequence-number",type:{name:"Number"}},clientRequestId:{serializedName:"\
x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-i\
d",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"\
String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}},acceptRanges:{serializedName:"accept\
-ranges",xmlName:"accept-ranges",type:{name:"String"}},blobCommittedBlockCount:{serializedName:"x-ms-blob-committed-bloc\
k-count",xmlName:"x-ms-blob-committed-block-count",type:{name:"Number"}},isServerEncrypted:{serializedName:"x-ms-server-\
encrypted",xmlName:"x-ms-server-encrypted",type:{name:"Boolean"}},encryptionKeySha256:{serializedName:"x-ms-encryption-k\
ey-sha256",xmlName:"x-ms-encryption-key-sha256",type:{name:"String"}},encryptionScope:{serializedName:"x-ms-encryption-s\
cope",xmlName:"x-ms-encryption-scope",type:{name:"String"}},accessTier:{serializedName:"x-ms-access-tier",xmlName:"x-ms-\
access-tier",type:{name:"String"}},accessTierInferred:{serializedName:"x-ms-access-tier-inferred",xmlName:"x-ms-access-t\
ier-inferred",type:{name:"Boolean"}},archiveStatus:{serializedName:"x-ms-archive-status",xmlName:"x-ms-archive-status",type:{
name:"String"}},accessTierChangedOn:{serializedName:"x-ms-access-tier-change-time",xmlName:"x-ms-access-tier-change-time",
type:{name:"DateTimeRfc1123"}},versionId:{serializedName:"x-ms-version-id",xmlName:"x-ms-version-id",type:{name:"String"}},
isCurrentVersion:{serializedName:"x-ms-is-current-version",xmlName:"x-ms-is-current-version",type:{name:"Boolean"}},tagCount:{
serializedName:"x-ms-tag-count",xmlName:"x-ms-tag-count",type:{name:"Number"}},expiresOn:{serializedName:"x-ms-expiry-ti\
me",xmlName:"x-ms-expiry-time",type:{name:"DateTimeRfc1123"}},isSealed:{serializedName:"x-ms-blob-sealed",xmlName:"x-ms-\
blob-sealed",type:{name:"Boolean"}},rehydratePriority:{serializedName:"x-ms-rehydrate-priority",xmlName:"x-ms-rehydrate-\
priority",type:{name:"Enum",allowedValues:["High","Standard"]}},lastAccessed:{serializedName:"x-ms-last-access-time",xmlName:"\
x-ms-last-access-time",type:{name:"DateTimeRfc1123"}},immutabilityPolicyExpiresOn:{serializedName:"x-ms-immutability-pol\
icy-until-date",xmlName:"x-ms-immutability-policy-until-date",type:{name:"DateTimeRfc1123"}},immutabilityPolicyMode:{serializedName:"\
x-ms-immutability-policy-mode",xmlName:"x-ms-immutability-policy-mode",type:{name:"Enum",allowedValues:["Mutable","Unloc\
ked","Locked"]}},legalHold:{serializedName:"x-ms-legal-hold",xmlName:"x-ms-legal-hold",type:{name:"Boolean"}},errorCode:{
serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},EA={serializedName:"Blob_getProperti\
esExceptionHeaders",type:{name:"Composite",className:"BlobGetPropertiesExceptionHeaders",modelProperties:{errorCode:{serializedName:"\
x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},IA={serializedName:"Blob_deleteHeaders",type:{name:"\
Composite",className:"BlobDeleteHeaders",modelProperties:{clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"\
x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{
name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"\
date",xmlName:"date",type:{name:"DateTimeRfc1123"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",
type:{name:"String"}}}}},PA={serializedName:"Blob_deleteExceptionHeaders",type:{name:"Composite",className:"BlobDeleteEx\
ceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"Strin\
g"}}}}},_A={serializedName:"Blob_undeleteHeaders",type:{name:"Composite",className:"BlobUndeleteHeaders",modelProperties:{
clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{
serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",
xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}},errorCode:{
serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},vA={serializedName:"Blob_undeleteExc\
eptionHeaders",type:{name:"Composite",className:"BlobUndeleteExceptionHeaders",modelProperties:{errorCode:{serializedName:"\
x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},BA={serializedName:"Blob_setExpiryHeaders",type:{name:"\
Composite",className:"BlobSetExpiryHeaders",modelProperties:{etag:{serializedName:"etag",xmlName:"etag",type:{name:"Stri\
ng"}},lastModified:{serializedName:"last-modified",xmlName:"last-modified",type:{name:"DateTimeRfc1123"}},clientRequestId:{
serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"\
x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-ve\
rsion",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}}}}},RA={serializedName:"\
Blob_setExpiryExceptionHeaders",type:{name:"Composite",className:"BlobSetExpiryExceptionHeaders",modelProperties:{errorCode:{
serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},TA={serializedName:"Blob_setHttpHead\
ersHeaders",type:{name:"Composite",className:"BlobSetHttpHeadersHeaders",modelProperties:{etag:{serializedName:"etag",xmlName:"\
etag",type:{name:"String"}},lastModified:{serializedName:"last-modified",xmlName:"last-modified",type:{name:"DateTimeRfc\
1123"}},blobSequenceNumber:{serializedName:"x-ms-blob-sequence-number",xmlName:"x-ms-blob-sequence-number",type:{name:"N\
umber"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},
requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-m\
s-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeR\
fc1123"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},MA={serializedName:"\
Blob_setHttpHeadersExceptionHeaders",type:{name:"Composite",className:"BlobSetHttpHeadersExceptionHeaders",modelProperties:{
errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},DA={serializedName:"Blob_\
setImmutabilityPolicyHeaders",type:{name:"Composite",className:"BlobSetImmutabilityPolicyHeaders",modelProperties:{clientRequestId:{
serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"\
x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-ve\
rsion",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}},immutabilityPolicyExpiry:{
serializedName:"x-ms-immutability-policy-until-date",xmlName:"x-ms-immutability-policy-until-date",type:{name:"DateTimeR\
fc1123"}},immutabilityPolicyMode:{serializedName:"x-ms-immutability-policy-mode",xmlName:"x-ms-immutability-policy-mode",
type:{name:"Enum",allowedValues:["Mutable","Unlocked","Locked"]}}}}},OA={serializedName:"Blob_setImmutabilityPolicyExcep\
tionHeaders",type:{name:"Composite",className:"BlobSetImmutabilityPolicyExceptionHeaders",modelProperties:{errorCode:{serializedName:"\
x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},LA={serializedName:"Blob_deleteImmutabilityPolicyHea\
ders",type:{name:"Composite",className:"BlobDeleteImmutabilityPolicyHeaders",modelProperties:{clientRequestId:{serializedName:"\
x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-i\
d",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"\
String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}}}}},kA={serializedName:"Blob_deleteIm\
mutabilityPolicyExceptionHeaders",type:{name:"Composite",className:"BlobDeleteImmutabilityPolicyExceptionHeaders",modelProperties:{
errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},zA={serializedName:"Blob_\
setLegalHoldHeaders",type:{name:"Composite",className:"BlobSetLegalHoldHeaders",modelProperties:{clientRequestId:{serializedName:"\
x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-i\
d",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"\
String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}},legalHold:{serializedName:"x-ms-lega\
l-hold",xmlName:"x-ms-legal-hold",type:{name:"Boolean"}}}}},FA={serializedName:"Blob_setLegalHoldExceptionHeaders",type:{
name:"Composite",className:"BlobSetLegalHoldExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-cod\
e",xmlName:"x-ms-error-code",type:{name:"String"}}}}},qA={serializedName:"Blob_setMetadataHeaders",type:{name:"Composite",
className:"BlobSetMetadataHeaders",modelProperties:{etag:{serializedName:"etag",xmlName:"etag",type:{name:"String"}},lastModified:{
serializedName:"last-modified",xmlName:"last-modified",type:{name:"DateTimeRfc1123"}},clientRequestId:{serializedName:"x\
-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",
xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"\
String"}},versionId:{serializedName:"x-ms-version-id",xmlName:"x-ms-version-id",type:{name:"String"}},date:{serializedName:"\
date",xmlName:"date",type:{name:"DateTimeRfc1123"}},isServerEncrypted:{serializedName:"x-ms-request-server-encrypted",xmlName:"\
x-ms-request-server-encrypted",type:{name:"Boolean"}},encryptionKeySha256:{serializedName:"x-ms-encryption-key-sha256",xmlName:"\
x-ms-encryption-key-sha256",type:{name:"String"}},encryptionScope:{serializedName:"x-ms-encryption-scope",xmlName:"x-ms-\
encryption-scope",type:{name:"String"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"\
String"}}}}},UA={serializedName:"Blob_setMetadataExceptionHeaders",type:{name:"Composite",className:"BlobSetMetadataExce\
ptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},
HA={serializedName:"Blob_acquireLeaseHeaders",type:{name:"Composite",className:"BlobAcquireLeaseHeaders",modelProperties:{
etag:{serializedName:"etag",xmlName:"etag",type:{name:"String"}},lastModified:{serializedName:"last-modified",xmlName:"l\
ast-modified",type:{name:"DateTimeRfc1123"}},leaseId:{serializedName:"x-ms-lease-id",xmlName:"x-ms-lease-id",type:{name:"\
String"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},
requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-m\
s-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeR\
fc1123"}}}}},QA={serializedName:"Blob_acquireLeaseExceptionHeaders",type:{name:"Composite",className:"BlobAcquireLeaseEx\
ceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"Strin\
g"}}}}},GA={serializedName:"Blob_releaseLeaseHeaders",type:{name:"Composite",className:"BlobReleaseLeaseHeaders",modelProperties:{
etag:{serializedName:"etag",xmlName:"etag",type:{name:"String"}},lastModified:{serializedName:"last-modified",xmlName:"l\
ast-modified",type:{name:"DateTimeRfc1123"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-clie\
nt-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"S\
tring"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",
xmlName:"date",type:{name:"DateTimeRfc1123"}}}}},jA={serializedName:"Blob_releaseLeaseExceptionHeaders",type:{name:"Comp\
osite",className:"BlobReleaseLeaseExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"\
x-ms-error-code",type:{name:"String"}}}}},WA={serializedName:"Blob_renewLeaseHeaders",type:{name:"Composite",className:"\
BlobRenewLeaseHeaders",modelProperties:{etag:{serializedName:"etag",xmlName:"etag",type:{name:"String"}},lastModified:{serializedName:"\
last-modified",xmlName:"last-modified",type:{name:"DateTimeRfc1123"}},leaseId:{serializedName:"x-ms-lease-id",xmlName:"x\
-ms-lease-id",type:{name:"String"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-reques\
t-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},
version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"\
date",type:{name:"DateTimeRfc1123"}}}}},YA={serializedName:"Blob_renewLeaseExceptionHeaders",type:{name:"Composite",className:"\
BlobRenewLeaseExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{
name:"String"}}}}},KA={serializedName:"Blob_changeLeaseHeaders",type:{name:"Composite",className:"BlobChangeLeaseHeaders",
modelProperties:{etag:{serializedName:"etag",xmlName:"etag",type:{name:"String"}},lastModified:{serializedName:"last-mod\
ified",xmlName:"last-modified",type:{name:"DateTimeRfc1123"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"\
x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{
name:"String"}},leaseId:{serializedName:"x-ms-lease-id",xmlName:"x-ms-lease-id",type:{name:"String"}},version:{serializedName:"\
x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTi\
meRfc1123"}}}}},$A={serializedName:"Blob_changeLeaseExceptionHeaders",type:{name:"Composite",className:"BlobChangeLeaseE\
xceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"Stri\
ng"}}}}},XA={serializedName:"Blob_breakLeaseHeaders",type:{name:"Composite",className:"BlobBreakLeaseHeaders",modelProperties:{
etag:{serializedName:"etag",xmlName:"etag",type:{name:"String"}},lastModified:{serializedName:"last-modified",xmlName:"l\
ast-modified",type:{name:"DateTimeRfc1123"}},leaseTime:{serializedName:"x-ms-lease-time",xmlName:"x-ms-lease-time",type:{
name:"Number"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"St\
ring"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"\
x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTi\
meRfc1123"}}}}},JA={serializedName:"Blob_breakLeaseExceptionHeaders",type:{name:"Composite",className:"BlobBreakLeaseExc\
eptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},
VA={serializedName:"Blob_createSnapshotHeaders",type:{name:"Composite",className:"BlobCreateSnapshotHeaders",modelProperties:{
snapshot:{serializedName:"x-ms-snapshot",xmlName:"x-ms-snapshot",type:{name:"String"}},etag:{serializedName:"etag",xmlName:"\
etag",type:{name:"String"}},lastModified:{serializedName:"last-modified",xmlName:"last-modified",type:{name:"DateTimeRfc\
1123"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},
requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-m\
s-version",xmlName:"x-ms-version",type:{name:"String"}},versionId:{serializedName:"x-ms-version-id",xmlName:"x-ms-versio\
n-id",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}},isServerEncrypted:{
serializedName:"x-ms-request-server-encrypted",xmlName:"x-ms-request-server-encrypted",type:{name:"Boolean"}},errorCode:{
serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},ZA={serializedName:"Blob_createSnaps\
hotExceptionHeaders",type:{name:"Composite",className:"BlobCreateSnapshotExceptionHeaders",modelProperties:{errorCode:{serializedName:"\
x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},eb={serializedName:"Blob_startCopyFromURLHeaders",type:{
name:"Composite",className:"BlobStartCopyFromURLHeaders",modelProperties:{etag:{serializedName:"etag",xmlName:"etag",type:{
name:"String"}},lastModified:{serializedName:"last-modified",xmlName:"last-modified",type:{name:"DateTimeRfc1123"}},clientRequestId:{
serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"\
x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-ve\
rsion",type:{name:"String"}},versionId:{serializedName:"x-ms-version-id",xmlName:"x-ms-version-id",type:{name:"String"}},
date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}},copyId:{serializedName:"x-ms-copy-id",xmlName:"\
x-ms-copy-id",type:{name:"String"}},copyStatus:{serializedName:"x-ms-copy-status",xmlName:"x-ms-copy-status",type:{name:"\
Enum",allowedValues:["pending","success","aborted","failed"]}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms\
-error-code",type:{name:"String"}}}}},tb={serializedName:"Blob_startCopyFromURLExceptionHeaders",type:{name:"Composite",
className:"BlobStartCopyFromURLExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x\
-ms-error-code",type:{name:"String"}},copySourceErrorCode:{serializedName:"x-ms-copy-source-error-code",xmlName:"x-ms-co\
py-source-error-code",type:{name:"String"}},copySourceStatusCode:{serializedName:"x-ms-copy-source-status-code",xmlName:"\
x-ms-copy-source-status-code",type:{name:"Number"}}}}},rb={serializedName:"Blob_copyFromURLHeaders",type:{name:"Composit\
e",className:"BlobCopyFromURLHeaders",modelProperties:{etag:{serializedName:"etag",xmlName:"etag",type:{name:"String"}},
lastModified:{serializedName:"last-modified",xmlName:"last-modified",type:{name:"DateTimeRfc1123"}},clientRequestId:{serializedName:"\
x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-i\
d",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"\
String"}},versionId:{serializedName:"x-ms-version-id",xmlName:"x-ms-version-id",type:{name:"String"}},date:{serializedName:"\
date",xmlName:"date",type:{name:"DateTimeRfc1123"}},copyId:{serializedName:"x-ms-copy-id",xmlName:"x-ms-copy-id",type:{name:"\
String"}},copyStatus:{defaultValue:"success",isConstant:!0,serializedName:"x-ms-copy-status",type:{name:"String"}},contentMD5:{
serializedName:"content-md5",xmlName:"content-md5",type:{name:"ByteArray"}},xMsContentCrc64:{serializedName:"x-ms-conten\
t-crc64",xmlName:"x-ms-content-crc64",type:{name:"ByteArray"}},encryptionScope:{serializedName:"x-ms-encryption-scope",xmlName:"\
x-ms-encryption-scope",type:{name:"String"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{
name:"String"}}}}},nb={serializedName:"Blob_copyFromURLExceptionHeaders",type:{name:"Composite",className:"BlobCopyFromU\
RLExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"S\
tring"}},copySourceErrorCode:{serializedName:"x-ms-copy-source-error-code",xmlName:"x-ms-copy-source-error-code",type:{name:"\
String"}},copySourceStatusCode:{serializedName:"x-ms-copy-source-status-code",xmlName:"x-ms-copy-source-status-code",type:{
name:"Number"}}}}},ib={serializedName:"Blob_abortCopyFromURLHeaders",type:{name:"Composite",className:"BlobAbortCopyFrom\
URLHeaders",modelProperties:{clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{
name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"\
x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTi\
meRfc1123"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},sb={serializedName:"\
Blob_abortCopyFromURLExceptionHeaders",type:{name:"Composite",className:"BlobAbortCopyFromURLExceptionHeaders",modelProperties:{
errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Gm={serializedName:"Blob_\
setTierHeaders",type:{name:"Composite",className:"BlobSetTierHeaders",modelProperties:{clientRequestId:{serializedName:"\
x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-i\
d",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"\
String"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},ab={serializedName:"\
Blob_setTierExceptionHeaders",type:{name:"Composite",className:"BlobSetTierExceptionHeaders",modelProperties:{errorCode:{
serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},ob={serializedName:"Blob_getAccountI\
nfoHeaders",type:{name:"Composite",className:"BlobGetAccountInfoHeaders",modelProperties:{clientRequestId:{serializedName:"\
x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-i\
d",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"\
String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}},skuName:{serializedName:"x-ms-sku-na\
me",xmlName:"x-ms-sku-name",type:{name:"Enum",allowedValues:["Standard_LRS","Standard_GRS","Standard_RAGRS","Standard_ZR\
S","Premium_LRS","Standard_GZRS","Premium_ZRS","Standard_RAGZRS"]}},accountKind:{serializedName:"x-ms-account-kind",xmlName:"\
x-ms-account-kind",type:{name:"Enum",allowedValues:["Storage","BlobStorage","StorageV2","FileStorage","BlockBlobStorage"]}},
isHierarchicalNamespaceEnabled:{serializedName:"x-ms-is-hns-enabled",xmlName:"x-ms-is-hns-enabled",type:{name:"Boolean"}}}}},
lb={serializedName:"Blob_getAccountInfoExceptionHeaders",type:{name:"Composite",className:"BlobGetAccountInfoExceptionHe\
aders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},jm={
serializedName:"Blob_queryHeaders",type:{name:"Composite",className:"BlobQueryHeaders",modelProperties:{lastModified:{serializedName:"\
last-modified",xmlName:"last-modified",type:{name:"DateTimeRfc1123"}},metadata:{serializedName:"x-ms-meta",headerCollectionPrefix:"\
x-ms-meta-",xmlName:"x-ms-meta",type:{name:"Dictionary",value:{type:{name:"String"}}}},contentLength:{serializedName:"co\
ntent-length",xmlName:"content-length",type:{name:"Number"}},contentType:{serializedName:"content-type",xmlName:"content\
-type",type:{name:"String"}},contentRange:{serializedName:"content-range",xmlName:"content-range",type:{name:"String"}},
etag:{serializedName:"etag",xmlName:"etag",type:{name:"String"}},contentMD5:{serializedName:"content-md5",xmlName:"conte\
nt-md5",type:{name:"ByteArray"}},contentEncoding:{serializedName:"content-encoding",xmlName:"content-encoding",type:{name:"\
String"}},cacheControl:{serializedName:"cache-control",xmlName:"cache-control",type:{name:"String"}},contentDisposition:{
serializedName:"content-disposition",xmlName:"content-disposition",type:{name:"String"}},contentLanguage:{serializedName:"\
content-language",xmlName:"content-language",type:{name:"String"}},blobSequenceNumber:{serializedName:"x-ms-blob-sequenc\
e-number",xmlName:"x-ms-blob-sequence-number",type:{name:"Number"}},blobType:{serializedName:"x-ms-blob-type",xmlName:"x\
-ms-blob-type",type:{name:"Enum",allowedValues:["BlockBlob","PageBlob","AppendBlob"]}},copyCompletionTime:{serializedName:"\
x-ms-copy-completion-time",xmlName:"x-ms-copy-completion-time",type:{name:"DateTimeRfc1123"}},copyStatusDescription:{serializedName:"\
x-ms-copy-status-description",xmlName:"x-ms-copy-status-description",type:{name:"String"}},copyId:{serializedName:"x-ms-\
copy-id",xmlName:"x-ms-copy-id",type:{name:"String"}},copyProgress:{serializedName:"x-ms-copy-progress",xmlName:"x-ms-co\
py-progress",type:{name:"String"}},copySource:{serializedName:"x-ms-copy-source",xmlName:"x-ms-copy-source",type:{name:"\
String"}},copyStatus:{serializedName:"x-ms-copy-status",xmlName:"x-ms-copy-status",type:{name:"Enum",allowedValues:["pen\
ding","success","aborted","failed"]}},leaseDuration:{serializedName:"x-ms-lease-duration",xmlName:"x-ms-lease-duration",
type:{name:"Enum",allowedValues:["infinite","fixed"]}},leaseState:{serializedName:"x-ms-lease-state",xmlName:"x-ms-lease\
-state",type:{name:"Enum",allowedValues:["available","leased","expired","breaking","broken"]}},leaseStatus:{serializedName:"\
x-ms-lease-status",xmlName:"x-ms-lease-status",type:{name:"Enum",allowedValues:["locked","unlocked"]}},clientRequestId:{
serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"\
x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-ve\
rsion",type:{name:"String"}},acceptRanges:{serializedName:"accept-ranges",xmlName:"accept-ranges",type:{name:"String"}},
date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}},blobCommittedBlockCount:{serializedName:"x-ms-\
blob-committed-block-count",xmlName:"x-ms-blob-committed-block-count",type:{name:"Number"}},isServerEncrypted:{serializedName:"\
x-ms-server-encrypted",xmlName:"x-ms-server-encrypted",type:{name:"Boolean"}},encryptionKeySha256:{serializedName:"x-ms-\
encryption-key-sha256",xmlName:"x-ms-encryption-key-sha256",type:{name:"String"}},encryptionScope:{serializedName:"x-ms-\
encryption-scope",xmlName:"x-ms-encryption-scope",type:{name:"String"}},blobContentMD5:{serializedName:"x-ms-blob-conten\
t-md5",xmlName:"x-ms-blob-content-md5",type:{name:"ByteArray"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-m\
s-error-code",type:{name:"String"}},contentCrc64:{serializedName:"x-ms-content-crc64",xmlName:"x-ms-content-crc64",type:{
name:"ByteArray"}}}}},cb={serializedName:"Blob_queryExceptionHeaders",type:{name:"Composite",className:"BlobQueryExcepti\
onHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},
ub={serializedName:"Blob_getTagsHeaders",type:{name:"Composite",className:"BlobGetTagsHeaders",modelProperties:{clientRequestId:{
serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"\
x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-ve\
rsion",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}},errorCode:{serializedName:"\
x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},db={serializedName:"Blob_getTagsExceptionHeaders",type:{
name:"Composite",className:"BlobGetTagsExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"\
x-ms-error-code",type:{name:"String"}}}}},mb={serializedName:"Blob_setTagsHeaders",type:{name:"Composite",className:"Blo\
bSetTagsHeaders",modelProperties:{clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-\
id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{
serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{
name:"DateTimeRfc1123"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},
pb={serializedName:"Blob_setTagsExceptionHeaders",type:{name:"Composite",className:"BlobSetTagsExceptionHeaders",modelProperties:{
errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},fb={serializedName:"PageB\
lob_createHeaders",type:{name:"Composite",className:"PageBlobCreateHeaders",modelProperties:{etag:{serializedName:"etag",
xmlName:"etag",type:{name:"String"}},lastModified:{serializedName:"last-modified",xmlName:"last-modified",type:{name:"Da\
teTimeRfc1123"}},contentMD5:{serializedName:"content-md5",xmlName:"content-md5",type:{name:"ByteArray"}},clientRequestId:{
serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"\
x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-ve\
rsion",type:{name:"String"}},versionId:{serializedName:"x-ms-version-id",xmlName:"x-ms-version-id",type:{name:"String"}},
date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}},isServerEncrypted:{serializedName:"x-ms-reques\
t-server-encrypted",xmlName:"x-ms-request-server-encrypted",type:{name:"Boolean"}},encryptionKeySha256:{serializedName:"\
x-ms-encryption-key-sha256",xmlName:"x-ms-encryption-key-sha256",type:{name:"String"}},encryptionScope:{serializedName:"\
x-ms-encryption-scope",xmlName:"x-ms-encryption-scope",type:{name:"String"}},errorCode:{serializedName:"x-ms-error-code",
xmlName:"x-ms-error-code",type:{name:"String"}}}}},hb={serializedName:"PageBlob_createExceptionHeaders",type:{name:"Comp\
osite",className:"PageBlobCreateExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"\
x-ms-error-code",type:{name:"String"}}}}},gb={serializedName:"PageBlob_uploadPagesHeaders",type:{name:"Composite",className:"\
PageBlobUploadPagesHeaders",modelProperties:{etag:{serializedName:"etag",xmlName:"etag",type:{name:"String"}},lastModified:{
serializedName:"last-modified",xmlName:"last-modified",type:{name:"DateTimeRfc1123"}},contentMD5:{serializedName:"conten\
t-md5",xmlName:"content-md5",type:{name:"ByteArray"}},xMsContentCrc64:{serializedName:"x-ms-content-crc64",xmlName:"x-ms\
-content-crc64",type:{name:"ByteArray"}},blobSequenceNumber:{serializedName:"x-ms-blob-sequence-number",xmlName:"x-ms-bl\
ob-sequence-number",type:{name:"Number"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-\
request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"Stri\
ng"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"\
date",type:{name:"DateTimeRfc1123"}},isServerEncrypted:{serializedName:"x-ms-request-server-encrypted",xmlName:"x-ms-req\
uest-server-encrypted",type:{name:"Boolean"}},encryptionKeySha256:{serializedName:"x-ms-encryption-key-sha256",xmlName:"\
x-ms-encryption-key-sha256",type:{name:"String"}},encryptionScope:{serializedName:"x-ms-encryption-scope",xmlName:"x-ms-\
encryption-scope",type:{name:"String"}},structuredBodyType:{serializedName:"x-ms-structured-body",xmlName:"x-ms-structur\
ed-body",type:{name:"String"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},
yb={serializedName:"PageBlob_uploadPagesExceptionHeaders",type:{name:"Composite",className:"PageBlobUploadPagesException\
Headers",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},
xb={serializedName:"PageBlob_clearPagesHeaders",type:{name:"Composite",className:"PageBlobClearPagesHeaders",modelProperties:{
etag:{serializedName:"etag",xmlName:"etag",type:{name:"String"}},lastModified:{serializedName:"last-modified",xmlName:"l\
ast-modified",type:{name:"DateTimeRfc1123"}},contentMD5:{serializedName:"content-md5",xmlName:"content-md5",type:{name:"\
ByteArray"}},xMsContentCrc64:{serializedName:"x-ms-content-crc64",xmlName:"x-ms-content-crc64",type:{name:"ByteArray"}},
blobSequenceNumber:{serializedName:"x-ms-blob-sequence-number",xmlName:"x-ms-blob-sequence-number",type:{name:"Number"}},
clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{
serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",
xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}},errorCode:{
serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Ab={serializedName:"PageBlob_clearPa\
gesExceptionHeaders",type:{name:"Composite",className:"PageBlobClearPagesExceptionHeaders",modelProperties:{errorCode:{serializedName:"\
x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},bb={serializedName:"PageBlob_uploadPagesFromURLHeade\
rs",type:{name:"Composite",className:"PageBlobUploadPagesFromURLHeaders",modelProperties:{etag:{serializedName:"etag",xmlName:"\
etag",type:{name:"String"}},lastModified:{serializedName:"last-modified",xmlName:"last-modified",type:{name:"DateTimeRfc\
1123"}},contentMD5:{serializedName:"content-md5",xmlName:"content-md5",type:{name:"ByteArray"}},xMsContentCrc64:{serializedName:"\
x-ms-content-crc64",xmlName:"x-ms-content-crc64",type:{name:"ByteArray"}},blobSequenceNumber:{serializedName:"x-ms-blob-\
sequence-number",xmlName:"x-ms-blob-sequence-number",type:{name:"Number"}},requestId:{serializedName:"x-ms-request-id",xmlName:"\
x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},
date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}},isServerEncrypted:{serializedName:"x-ms-reques\
t-server-encrypted",xmlName:"x-ms-request-server-encrypted",type:{name:"Boolean"}},encryptionKeySha256:{serializedName:"\
x-ms-encryption-key-sha256",xmlName:"x-ms-encryption-key-sha256",type:{name:"String"}},encryptionScope:{serializedName:"\
x-ms-encryption-scope",xmlName:"x-ms-encryption-scope",type:{name:"String"}},errorCode:{serializedName:"x-ms-error-code",
xmlName:"x-ms-error-code",type:{name:"String"}}}}},Cb={serializedName:"PageBlob_uploadPagesFromURLExceptionHeaders",type:{
name:"Composite",className:"PageBlobUploadPagesFromURLExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms\
-error-code",xmlName:"x-ms-error-code",type:{name:"String"}},copySourceErrorCode:{serializedName:"x-ms-copy-source-error\
-code",xmlName:"x-ms-copy-source-error-code",type:{name:"String"}},copySourceStatusCode:{serializedName:"x-ms-copy-sourc\
e-status-code",xmlName:"x-ms-copy-source-status-code",type:{name:"Number"}}}}},Sb={serializedName:"PageBlob_getPageRange\
sHeaders",type:{name:"Composite",className:"PageBlobGetPageRangesHeaders",modelProperties:{lastModified:{serializedName:"\
last-modified",xmlName:"last-modified",type:{name:"DateTimeRfc1123"}},etag:{serializedName:"etag",xmlName:"etag",type:{name:"\
String"}},blobContentLength:{serializedName:"x-ms-blob-content-length",xmlName:"x-ms-blob-content-length",type:{name:"Nu\
mber"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},
requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-m\
s-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeR\
fc1123"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Nb={serializedName:"\
PageBlob_getPageRangesExceptionHeaders",type:{name:"Composite",className:"PageBlobGetPageRangesExceptionHeaders",modelProperties:{
errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},wb={serializedName:"PageB\
lob_getPageRangesDiffHeaders",type:{name:"Composite",className:"PageBlobGetPageRangesDiffHeaders",modelProperties:{lastModified:{
serializedName:"last-modified",xmlName:"last-modified",type:{name:"DateTimeRfc1123"}},etag:{serializedName:"etag",xmlName:"\
etag",type:{name:"String"}},blobContentLength:{serializedName:"x-ms-blob-content-length",xmlName:"x-ms-blob-content-leng\
th",type:{name:"Number"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{
name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"\
x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTi\
meRfc1123"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Eb={serializedName:"\
PageBlob_getPageRangesDiffExceptionHeaders",type:{name:"Composite",className:"PageBlobGetPageRangesDiffExceptionHeaders",
modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Ib={serializedName:"\
PageBlob_resizeHeaders",type:{name:"Composite",className:"PageBlobResizeHeaders",modelProperties:{etag:{serializedName:"\
etag",xmlName:"etag",type:{name:"String"}},lastModified:{serializedName:"last-modified",xmlName:"last-modified",type:{name:"\
DateTimeRfc1123"}},blobSequenceNumber:{serializedName:"x-ms-blob-sequence-number",xmlName:"x-ms-blob-sequence-number",type:{
name:"Number"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"St\
ring"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"\
x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTi\
meRfc1123"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Pb={serializedName:"\
PageBlob_resizeExceptionHeaders",type:{name:"Composite",className:"PageBlobResizeExceptionHeaders",modelProperties:{errorCode:{
serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},_b={serializedName:"PageBlob_updateS\
equenceNumberHeaders",type:{name:"Composite",className:"PageBlobUpdateSequenceNumberHeaders",modelProperties:{etag:{serializedName:"\
etag",xmlName:"etag",type:{name:"String"}},lastModified:{serializedName:"last-modified",xmlName:"last-modified",type:{name:"\
DateTimeRfc1123"}},blobSequenceNumber:{serializedName:"x-ms-blob-sequence-number",xmlName:"x-ms-blob-sequence-number",type:{
name:"Number"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"St\
ring"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"\
x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTi\
meRfc1123"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},vb={serializedName:"\
PageBlob_updateSequenceNumberExceptionHeaders",type:{name:"Composite",className:"PageBlobUpdateSequenceNumberExceptionHe\
aders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Bb={
serializedName:"PageBlob_copyIncrementalHeaders",type:{name:"Composite",className:"PageBlobCopyIncrementalHeaders",modelProperties:{
etag:{serializedName:"etag",xmlName:"etag",type:{name:"String"}},lastModified:{serializedName:"last-modified",xmlName:"l\
ast-modified",type:{name:"DateTimeRfc1123"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-clie\
nt-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"S\
tring"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",
xmlName:"date",type:{name:"DateTimeRfc1123"}},copyId:{serializedName:"x-ms-copy-id",xmlName:"x-ms-copy-id",type:{name:"S\
tring"}},copyStatus:{serializedName:"x-ms-copy-status",xmlName:"x-ms-copy-status",type:{name:"Enum",allowedValues:["pend\
ing","success","aborted","failed"]}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"S\
tring"}}}}},Rb={serializedName:"PageBlob_copyIncrementalExceptionHeaders",type:{name:"Composite",className:"PageBlobCopy\
IncrementalExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{
name:"String"}}}}},Tb={serializedName:"AppendBlob_createHeaders",type:{name:"Composite",className:"AppendBlobCreateHeade\
rs",modelProperties:{etag:{serializedName:"etag",xmlName:"etag",type:{name:"String"}},lastModified:{serializedName:"last\
-modified",xmlName:"last-modified",type:{name:"DateTimeRfc1123"}},contentMD5:{serializedName:"content-md5",xmlName:"cont\
ent-md5",type:{name:"ByteArray"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-\
id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{
serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},versionId:{serializedName:"x-ms-version-id",xmlName:"\
x-ms-version-id",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}},isServerEncrypted:{
serializedName:"x-ms-request-server-encrypted",xmlName:"x-ms-request-server-encrypted",type:{name:"Boolean"}},encryptionKeySha256:{
serializedName:"x-ms-encryption-key-sha256",xmlName:"x-ms-encryption-key-sha256",type:{name:"String"}},encryptionScope:{
serializedName:"x-ms-encryption-scope",xmlName:"x-ms-encryption-scope",type:{name:"String"}},errorCode:{serializedName:"\
x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Mb={serializedName:"AppendBlob_createExceptionHeader\
s",type:{name:"Composite",className:"AppendBlobCreateExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-\
error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Db={serializedName:"AppendBlob_appendBlockHeaders",type:{
name:"Composite",className:"AppendBlobAppendBlockHeaders",modelProperties:{etag:{serializedName:"etag",xmlName:"etag",type:{
name:"String"}},lastModified:{serializedName:"last-modified",xmlName:"last-modified",type:{name:"DateTimeRfc1123"}},contentMD5:{
serializedName:"content-md5",xmlName:"content-md5",type:{name:"ByteArray"}},xMsContentCrc64:{serializedName:"x-ms-conten\
t-crc64",xmlName:"x-ms-content-crc64",type:{name:"ByteArray"}},clientRequestId:{serializedName:"x-ms-client-request-id",
xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request\
-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"\
date",xmlName:"date",type:{name:"DateTimeRfc1123"}},blobAppendOffset:{serializedName:"x-ms-blob-append-offset",xmlName:"\
x-ms-blob-append-offset",type:{name:"String"}},blobCommittedBlockCount:{serializedName:"x-ms-blob-committed-block-count",
xmlName:"x-ms-blob-committed-block-count",type:{name:"Number"}},isServerEncrypted:{serializedName:"x-ms-request-server-e\
ncrypted",xmlName:"x-ms-request-server-encrypted",type:{name:"Boolean"}},encryptionKeySha256:{serializedName:"x-ms-encry\
ption-key-sha256",xmlName:"x-ms-encryption-key-sha256",type:{name:"String"}},encryptionScope:{serializedName:"x-ms-encry\
ption-scope",xmlName:"x-ms-encryption-scope",type:{name:"String"}},structuredBodyType:{serializedName:"x-ms-structured-b\
ody",xmlName:"x-ms-structured-body",type:{name:"String"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-erro\
r-code",type:{name:"String"}}}}},Ob={serializedName:"AppendBlob_appendBlockExceptionHeaders",type:{name:"Composite",className:"\
AppendBlobAppendBlockExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-\
code",type:{name:"String"}}}}},Lb={serializedName:"AppendBlob_appendBlockFromUrlHeaders",type:{name:"Composite",className:"\
AppendBlobAppendBlockFromUrlHeaders",modelProperties:{etag:{serializedName:"etag",xmlName:"etag",type:{name:"String"}},lastModified:{
serializedName:"last-modified",xmlName:"last-modified",type:{name:"DateTimeRfc1123"}},contentMD5:{serializedName:"conten\
t-md5",xmlName:"content-md5",type:{name:"ByteArray"}},xMsContentCrc64:{serializedName:"x-ms-content-crc64",xmlName:"x-ms\
-content-crc64",type:{name:"ByteArray"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"\
String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",
xmlName:"date",type:{name:"DateTimeRfc1123"}},blobAppendOffset:{serializedName:"x-ms-blob-append-offset",xmlName:"x-ms-b\
lob-append-offset",type:{name:"String"}},blobCommittedBlockCount:{serializedName:"x-ms-blob-committed-block-count",xmlName:"\
x-ms-blob-committed-block-count",type:{name:"Number"}},encryptionKeySha256:{serializedName:"x-ms-encryption-key-sha256",
xmlName:"x-ms-encryption-key-sha256",type:{name:"String"}},encryptionScope:{serializedName:"x-ms-encryption-scope",xmlName:"\
x-ms-encryption-scope",type:{name:"String"}},isServerEncrypted:{serializedName:"x-ms-request-server-encrypted",xmlName:"\
x-ms-request-server-encrypted",type:{name:"Boolean"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-co\
de",type:{name:"String"}}}}},kb={serializedName:"AppendBlob_appendBlockFromUrlExceptionHeaders",type:{name:"Composite",className:"\
AppendBlobAppendBlockFromUrlExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms\
-error-code",type:{name:"String"}},copySourceErrorCode:{serializedName:"x-ms-copy-source-error-code",xmlName:"x-ms-copy-\
source-error-code",type:{name:"String"}},copySourceStatusCode:{serializedName:"x-ms-copy-source-status-code",xmlName:"x-\
ms-copy-source-status-code",type:{name:"Number"}}}}},zb={serializedName:"AppendBlob_sealHeaders",type:{name:"Composite",
className:"AppendBlobSealHeaders",modelProperties:{etag:{serializedName:"etag",xmlName:"etag",type:{name:"String"}},lastModified:{
serializedName:"last-modified",xmlName:"last-modified",type:{name:"DateTimeRfc1123"}},clientRequestId:{serializedName:"x\
-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",
xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"\
String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}},isSealed:{serializedName:"x-ms-blob-\
sealed",xmlName:"x-ms-blob-sealed",type:{name:"Boolean"}}}}},Fb={serializedName:"AppendBlob_sealExceptionHeaders",type:{
name:"Composite",className:"AppendBlobSealExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",
xmlName:"x-ms-error-code",type:{name:"String"}}}}},qb={serializedName:"BlockBlob_uploadHeaders",type:{name:"Composite",className:"\
BlockBlobUploadHeaders",modelProperties:{etag:{serializedName:"etag",xmlName:"etag",type:{name:"String"}},lastModified:{
serializedName:"last-modified",xmlName:"last-modified",type:{name:"DateTimeRfc1123"}},contentMD5:{serializedName:"conten\
t-md5",xmlName:"content-md5",type:{name:"ByteArray"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"\
x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{
name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},versionId:{serializedName:"\
x-ms-version-id",xmlName:"x-ms-version-id",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"\
DateTimeRfc1123"}},isServerEncrypted:{serializedName:"x-ms-request-server-encrypted",xmlName:"x-ms-request-server-encryp\
ted",type:{name:"Boolean"}},encryptionKeySha256:{serializedName:"x-ms-encryption-key-sha256",xmlName:"x-ms-encryption-ke\
y-sha256",type:{name:"String"}},encryptionScope:{serializedName:"x-ms-encryption-scope",xmlName:"x-ms-encryption-scope",
type:{name:"String"}},structuredBodyType:{serializedName:"x-ms-structured-body",xmlName:"x-ms-structured-body",type:{name:"\
String"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Ub={serializedName:"\
BlockBlob_uploadExceptionHeaders",type:{name:"Composite",className:"BlockBlobUploadExceptionHeaders",modelProperties:{errorCode:{
serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Hb={serializedName:"BlockBlob_putBlo\
bFromUrlHeaders",type:{name:"Composite",className:"BlockBlobPutBlobFromUrlHeaders",modelProperties:{etag:{serializedName:"\
etag",xmlName:"etag",type:{name:"String"}},lastModified:{serializedName:"last-modified",xmlName:"last-modified",type:{name:"\
DateTimeRfc1123"}},contentMD5:{serializedName:"content-md5",xmlName:"content-md5",type:{name:"ByteArray"}},clientRequestId:{
serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},requestId:{serializedName:"\
x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-ve\
rsion",type:{name:"String"}},versionId:{serializedName:"x-ms-version-id",xmlName:"x-ms-version-id",type:{name:"String"}},
date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeRfc1123"}},isServerEncrypted:{serializedName:"x-ms-reques\
t-server-encrypted",xmlName:"x-ms-request-server-encrypted",type:{name:"Boolean"}},encryptionKeySha256:{serializedName:"\
x-ms-encryption-key-sha256",xmlName:"x-ms-encryption-key-sha256",type:{name:"String"}},encryptionScope:{serializedName:"\
x-ms-encryption-scope",xmlName:"x-ms-encryption-scope",type:{name:"String"}},errorCode:{serializedName:"x-ms-error-code",
xmlName:"x-ms-error-code",type:{name:"String"}}}}},Qb={serializedName:"BlockBlob_putBlobFromUrlExceptionHeaders",type:{name:"\
Composite",className:"BlockBlobPutBlobFromUrlExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-co\
de",xmlName:"x-ms-error-code",type:{name:"String"}},copySourceErrorCode:{serializedName:"x-ms-copy-source-error-code",xmlName:"\
x-ms-copy-source-error-code",type:{name:"String"}},copySourceStatusCode:{serializedName:"x-ms-copy-source-status-code",xmlName:"\
x-ms-copy-source-status-code",type:{name:"Number"}}}}},Gb={serializedName:"BlockBlob_stageBlockHeaders",type:{name:"Comp\
osite",className:"BlockBlobStageBlockHeaders",modelProperties:{contentMD5:{serializedName:"content-md5",xmlName:"content\
-md5",type:{name:"ByteArray"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",
type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{
serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{
name:"DateTimeRfc1123"}},xMsContentCrc64:{serializedName:"x-ms-content-crc64",xmlName:"x-ms-content-crc64",type:{name:"B\
yteArray"}},isServerEncrypted:{serializedName:"x-ms-request-server-encrypted",xmlName:"x-ms-request-server-encrypted",type:{
name:"Boolean"}},encryptionKeySha256:{serializedName:"x-ms-encryption-key-sha256",xmlName:"x-ms-encryption-key-sha256",type:{
name:"String"}},encryptionScope:{serializedName:"x-ms-encryption-scope",xmlName:"x-ms-encryption-scope",type:{name:"Stri\
ng"}},structuredBodyType:{serializedName:"x-ms-structured-body",xmlName:"x-ms-structured-body",type:{name:"String"}},errorCode:{
serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},jb={serializedName:"BlockBlob_stageB\
lockExceptionHeaders",type:{name:"Composite",className:"BlockBlobStageBlockExceptionHeaders",modelProperties:{errorCode:{
serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Wb={serializedName:"BlockBlob_stageB\
lockFromURLHeaders",type:{name:"Composite",className:"BlockBlobStageBlockFromURLHeaders",modelProperties:{contentMD5:{serializedName:"\
content-md5",xmlName:"content-md5",type:{name:"ByteArray"}},xMsContentCrc64:{serializedName:"x-ms-content-crc64",xmlName:"\
x-ms-content-crc64",type:{name:"ByteArray"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-clie\
nt-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"S\
tring"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",
xmlName:"date",type:{name:"DateTimeRfc1123"}},isServerEncrypted:{serializedName:"x-ms-request-server-encrypted",xmlName:"\
x-ms-request-server-encrypted",type:{name:"Boolean"}},encryptionKeySha256:{serializedName:"x-ms-encryption-key-sha256",xmlName:"\
x-ms-encryption-key-sha256",type:{name:"String"}},encryptionScope:{serializedName:"x-ms-encryption-scope",xmlName:"x-ms-\
encryption-scope",type:{name:"String"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"\
String"}}}}},Yb={serializedName:"BlockBlob_stageBlockFromURLExceptionHeaders",type:{name:"Composite",className:"BlockBlo\
bStageBlockFromURLExceptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-cod\
e",type:{name:"String"}},copySourceErrorCode:{serializedName:"x-ms-copy-source-error-code",xmlName:"x-ms-copy-source-err\
or-code",type:{name:"String"}},copySourceStatusCode:{serializedName:"x-ms-copy-source-status-code",xmlName:"x-ms-copy-so\
urce-status-code",type:{name:"Number"}}}}},Kb={serializedName:"BlockBlob_commitBlockListHeaders",type:{name:"Composite",
className:"BlockBlobCommitBlockListHeaders",modelProperties:{etag:{serializedName:"etag",xmlName:"etag",type:{name:"Stri\
ng"}},lastModified:{serializedName:"last-modified",xmlName:"last-modified",type:{name:"DateTimeRfc1123"}},contentMD5:{serializedName:"\
content-md5",xmlName:"content-md5",type:{name:"ByteArray"}},xMsContentCrc64:{serializedName:"x-ms-content-crc64",xmlName:"\
x-ms-content-crc64",type:{name:"ByteArray"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-clie\
nt-request-id",type:{name:"String"}},requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"S\
tring"}},version:{serializedName:"x-ms-version",xmlName:"x-ms-version",type:{name:"String"}},versionId:{serializedName:"\
x-ms-version-id",xmlName:"x-ms-version-id",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"\
DateTimeRfc1123"}},isServerEncrypted:{serializedName:"x-ms-request-server-encrypted",xmlName:"x-ms-request-server-encryp\
ted",type:{name:"Boolean"}},encryptionKeySha256:{serializedName:"x-ms-encryption-key-sha256",xmlName:"x-ms-encryption-ke\
y-sha256",type:{name:"String"}},encryptionScope:{serializedName:"x-ms-encryption-scope",xmlName:"x-ms-encryption-scope",
type:{name:"String"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},$b={
serializedName:"BlockBlob_commitBlockListExceptionHeaders",type:{name:"Composite",className:"BlockBlobCommitBlockListExc\
eptionHeaders",modelProperties:{errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},
Xb={serializedName:"BlockBlob_getBlockListHeaders",type:{name:"Composite",className:"BlockBlobGetBlockListHeaders",modelProperties:{
lastModified:{serializedName:"last-modified",xmlName:"last-modified",type:{name:"DateTimeRfc1123"}},etag:{serializedName:"\
etag",xmlName:"etag",type:{name:"String"}},contentType:{serializedName:"content-type",xmlName:"content-type",type:{name:"\
String"}},blobContentLength:{serializedName:"x-ms-blob-content-length",xmlName:"x-ms-blob-content-length",type:{name:"Nu\
mber"}},clientRequestId:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"String"}},
requestId:{serializedName:"x-ms-request-id",xmlName:"x-ms-request-id",type:{name:"String"}},version:{serializedName:"x-m\
s-version",xmlName:"x-ms-version",type:{name:"String"}},date:{serializedName:"date",xmlName:"date",type:{name:"DateTimeR\
fc1123"}},errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}},Jb={serializedName:"\
BlockBlob_getBlockListExceptionHeaders",type:{name:"Composite",className:"BlockBlobGetBlockListExceptionHeaders",modelProperties:{
errorCode:{serializedName:"x-ms-error-code",xmlName:"x-ms-error-code",type:{name:"String"}}}}};var wn={parameterPath:["options","contentType"],mapper:{defaultValue:"application/xml",isConstant:!0,serializedName:"Con\
tent-Type",type:{name:"String"}}},e_={parameterPath:"blobServiceProperties",mapper:Ac},Or={parameterPath:"accept",mapper:{
defaultValue:"application/xml",isConstant:!0,serializedName:"Accept",type:{name:"String"}}},U={parameterPath:"url",mapper:{
serializedName:"url",required:!0,xmlName:"url",type:{name:"String"}},skipEncoding:!0},Sc={parameterPath:"restype",mapper:{
defaultValue:"service",isConstant:!0,serializedName:"restype",type:{name:"String"}}},Lr={parameterPath:"comp",mapper:{defaultValue:"\
properties",isConstant:!0,serializedName:"comp",type:{name:"String"}}},H={parameterPath:["options","timeoutInSeconds"],mapper:{
constraints:{InclusiveMinimum:0},serializedName:"timeout",xmlName:"timeout",type:{name:"Number"}}},Q={parameterPath:"ver\
sion",mapper:{defaultValue:"2026-04-06",isConstant:!0,serializedName:"x-ms-version",type:{name:"String"}}},G={parameterPath:[
"options","requestId"],mapper:{serializedName:"x-ms-client-request-id",xmlName:"x-ms-client-request-id",type:{name:"Stri\
ng"}}},$={parameterPath:"accept",mapper:{defaultValue:"application/xml",isConstant:!0,serializedName:"Accept",type:{name:"\
String"}}},t_={parameterPath:"comp",mapper:{defaultValue:"stats",isConstant:!0,serializedName:"comp",type:{name:"String"}}},
Nc={parameterPath:"comp",mapper:{defaultValue:"list",isConstant:!0,serializedName:"comp",type:{name:"String"}}},wc={parameterPath:[
"options","prefix"],mapper:{serializedName:"prefix",xmlName:"prefix",type:{name:"String"}}},En={parameterPath:["options",
"marker"],mapper:{serializedName:"marker",xmlName:"marker",type:{name:"String"}}},In={parameterPath:["options","maxPageS\
ize"],mapper:{constraints:{InclusiveMinimum:1},serializedName:"maxresults",xmlName:"maxresults",type:{name:"Number"}}},r_={
parameterPath:["options","include"],mapper:{serializedName:"include",xmlName:"include",xmlElementName:"ListContainersInc\
ludeType",type:{name:"Sequence",element:{type:{name:"Enum",allowedValues:["metadata","deleted","system"]}}}},collectionFormat:"\
CSV"},n_={parameterPath:"keyInfo",mapper:xx},i_={parameterPath:"comp",mapper:{defaultValue:"userdelegationkey",isConstant:!0,
serializedName:"comp",type:{name:"String"}}},fo={parameterPath:"restype",mapper:{defaultValue:"account",isConstant:!0,serializedName:"\
restype",type:{name:"String"}}},Wm={parameterPath:"body",mapper:{serializedName:"body",required:!0,xmlName:"body",type:{
name:"Stream"}}},Ym={parameterPath:"comp",mapper:{defaultValue:"batch",isConstant:!0,serializedName:"comp",type:{name:"S\
tring"}}},At={parameterPath:"contentLength",mapper:{serializedName:"Content-Length",required:!0,xmlName:"Content-Length",
type:{name:"Number"}}},Km={parameterPath:"multipartContentType",mapper:{serializedName:"Content-Type",required:!0,xmlName:"\
Content-Type",type:{name:"String"}}},$m={parameterPath:"comp",mapper:{defaultValue:"blobs",isConstant:!0,serializedName:"\
comp",type:{name:"String"}}},Xm={parameterPath:["options","where"],mapper:{serializedName:"where",xmlName:"where",type:{
name:"String"}}},bt={parameterPath:"restype",mapper:{defaultValue:"container",isConstant:!0,serializedName:"restype",type:{
name:"String"}}},kt={parameterPath:["options","metadata"],mapper:{serializedName:"x-ms-meta",xmlName:"x-ms-meta",headerCollectionPrefix:"\
x-ms-meta-",type:{name:"Dictionary",value:{type:{name:"String"}}}}},Vb={parameterPath:["options","access"],mapper:{serializedName:"\
x-ms-blob-public-access",xmlName:"x-ms-blob-public-access",type:{name:"Enum",allowedValues:["container","blob"]}}},s_={parameterPath:[
"options","containerEncryptionScope","defaultEncryptionScope"],mapper:{serializedName:"x-ms-default-encryption-scope",xmlName:"\
x-ms-default-encryption-scope",type:{name:"String"}}},a_={parameterPath:["options","containerEncryptionScope","preventEn\
cryptionScopeOverride"],mapper:{serializedName:"x-ms-deny-encryption-scope-override",xmlName:"x-ms-deny-encryption-scope\
-override",type:{name:"Boolean"}}},de={parameterPath:["options","leaseAccessConditions","leaseId"],mapper:{serializedName:"\
x-ms-lease-id",xmlName:"x-ms-lease-id",type:{name:"String"}}},le={parameterPath:["options","modifiedAccessConditions","i\
fModifiedSince"],mapper:{serializedName:"If-Modified-Since",xmlName:"If-Modified-Since",type:{name:"DateTimeRfc1123"}}},
ce={parameterPath:["options","modifiedAccessConditions","ifUnmodifiedSince"],mapper:{serializedName:"If-Unmodified-Since",
xmlName:"If-Unmodified-Since",type:{name:"DateTimeRfc1123"}}},Jm={parameterPath:"comp",mapper:{defaultValue:"metadata",isConstant:!0,
serializedName:"comp",type:{name:"String"}}},Zb={parameterPath:"comp",mapper:{defaultValue:"acl",isConstant:!0,serializedName:"\
comp",type:{name:"String"}}},o_={parameterPath:["options","containerAcl"],mapper:{serializedName:"containerAcl",xmlName:"\
SignedIdentifiers",xmlIsWrapped:!0,xmlElementName:"SignedIdentifier",type:{name:"Sequence",element:{type:{name:"Composit\
e",className:"SignedIdentifier"}}}}},Vm={parameterPath:"comp",mapper:{defaultValue:"undelete",isConstant:!0,serializedName:"\
comp",type:{name:"String"}}},l_={parameterPath:["options","deletedContainerName"],mapper:{serializedName:"x-ms-deleted-c\
ontainer-name",xmlName:"x-ms-deleted-container-name",type:{name:"String"}}},c_={parameterPath:["options","deletedContain\
erVersion"],mapper:{serializedName:"x-ms-deleted-container-version",xmlName:"x-ms-deleted-container-version",type:{name:"\
String"}}},u_={parameterPath:"comp",mapper:{defaultValue:"rename",isConstant:!0,serializedName:"comp",type:{name:"String"}}},
d_={parameterPath:"sourceContainerName",mapper:{serializedName:"x-ms-source-container-name",required:!0,xmlName:"x-ms-so\
urce-container-name",type:{name:"String"}}},m_={parameterPath:["options","sourceLeaseId"],mapper:{serializedName:"x-ms-s\
ource-lease-id",xmlName:"x-ms-source-lease-id",type:{name:"String"}}},kr={parameterPath:"comp",mapper:{defaultValue:"lea\
se",isConstant:!0,serializedName:"comp",type:{name:"String"}}},Zm={parameterPath:"action",mapper:{defaultValue:"acquire",
isConstant:!0,serializedName:"x-ms-lease-action",type:{name:"String"}}},ep={parameterPath:["options","duration"],mapper:{
serializedName:"x-ms-lease-duration",xmlName:"x-ms-lease-duration",type:{name:"Number"}}},tp={parameterPath:["options","\
proposedLeaseId"],mapper:{serializedName:"x-ms-proposed-lease-id",xmlName:"x-ms-proposed-lease-id",type:{name:"String"}}},
rp={parameterPath:"action",mapper:{defaultValue:"release",isConstant:!0,serializedName:"x-ms-lease-action",type:{name:"S\
tring"}}},Wi={parameterPath:"leaseId",mapper:{serializedName:"x-ms-lease-id",required:!0,xmlName:"x-ms-lease-id",type:{name:"\
String"}}},np={parameterPath:"action",mapper:{defaultValue:"renew",isConstant:!0,serializedName:"x-ms-lease-action",type:{
name:"String"}}},ip={parameterPath:"action",mapper:{defaultValue:"break",isConstant:!0,serializedName:"x-ms-lease-action",
type:{name:"String"}}},sp={parameterPath:["options","breakPeriod"],mapper:{serializedName:"x-ms-lease-break-period",xmlName:"\
x-ms-lease-break-period",type:{name:"Number"}}},ap={parameterPath:"action",mapper:{defaultValue:"change",isConstant:!0,serializedName:"\
x-ms-lease-action",type:{name:"String"}}},op={parameterPath:"proposedLeaseId",mapper:{serializedName:"x-ms-proposed-leas\
e-id",required:!0,xmlName:"x-ms-proposed-lease-id",type:{name:"String"}}},eC={parameterPath:["options","include"],mapper:{
serializedName:"include",xmlName:"include",xmlElementName:"ListBlobsIncludeItem",type:{name:"Sequence",element:{type:{name:"\
Enum",allowedValues:["copy","deleted","metadata","snapshots","uncommittedblobs","versions","tags","immutabilitypolicy","\
legalhold","deletedwithversions"]}}}},collectionFormat:"CSV"},tC={parameterPath:["options","startFrom"],mapper:{serializedName:"\
startFrom",xmlName:"startFrom",type:{name:"String"}}},p_={parameterPath:"delimiter",mapper:{serializedName:"delimiter",required:!0,
xmlName:"delimiter",type:{name:"String"}}},Wt={parameterPath:["options","snapshot"],mapper:{serializedName:"snapshot",xmlName:"\
snapshot",type:{name:"String"}}},Pn={parameterPath:["options","versionId"],mapper:{serializedName:"versionid",xmlName:"v\
ersionid",type:{name:"String"}}},Ys={parameterPath:["options","range"],mapper:{serializedName:"x-ms-range",xmlName:"x-ms\
-range",type:{name:"String"}}},f_={parameterPath:["options","rangeGetContentMD5"],mapper:{serializedName:"x-ms-range-get\
-content-md5",xmlName:"x-ms-range-get-content-md5",type:{name:"Boolean"}}},h_={parameterPath:["options","rangeGetContent\
CRC64"],mapper:{serializedName:"x-ms-range-get-content-crc64",xmlName:"x-ms-range-get-content-crc64",type:{name:"Boolean"}}},
fi={parameterPath:["options","structuredBodyType"],mapper:{serializedName:"x-ms-structured-body",xmlName:"x-ms-structure\
d-body",type:{name:"String"}}},Ze={parameterPath:["options","cpkInfo","encryptionKey"],mapper:{serializedName:"x-ms-encr\
yption-key",xmlName:"x-ms-encryption-key",type:{name:"String"}}},et={parameterPath:["options","cpkInfo","encryptionKeySh\
a256"],mapper:{serializedName:"x-ms-encryption-key-sha256",xmlName:"x-ms-encryption-key-sha256",type:{name:"String"}}},tt={
parameterPath:["options","cpkInfo","encryptionAlgorithm"],mapper:{serializedName:"x-ms-encryption-algorithm",xmlName:"x-\
ms-encryption-algorithm",type:{name:"String"}}},Pe={parameterPath:["options","modifiedAccessConditions","ifMatch"],mapper:{
serializedName:"If-Match",xmlName:"If-Match",type:{name:"String"}}},_e={parameterPath:["options","modifiedAccessConditio\
ns","ifNoneMatch"],mapper:{serializedName:"If-None-Match",xmlName:"If-None-Match",type:{name:"String"}}},xe={parameterPath:[
"options","modifiedAccessConditions","ifTags"],mapper:{serializedName:"x-ms-if-tags",xmlName:"x-ms-if-tags",type:{name:"\
String"}}},g_={parameterPath:["options","deleteSnapshots"],mapper:{serializedName:"x-ms-delete-snapshots",xmlName:"x-ms-\
delete-snapshots",type:{name:"Enum",allowedValues:["include","only"]}}},y_={parameterPath:["options","blobDeleteType"],mapper:{
serializedName:"deletetype",xmlName:"deletetype",type:{name:"String"}}},x_={parameterPath:["options","accessTierIfModifi\
edSince"],mapper:{serializedName:"x-ms-access-tier-if-modified-since",xmlName:"x-ms-access-tier-if-modified-since",type:{
name:"DateTimeRfc1123"}}},A_={parameterPath:["options","accessTierIfUnmodifiedSince"],mapper:{serializedName:"x-ms-acces\
s-tier-if-unmodified-since",xmlName:"x-ms-access-tier-if-unmodified-since",type:{name:"DateTimeRfc1123"}}},b_={parameterPath:"\
comp",mapper:{defaultValue:"expiry",isConstant:!0,serializedName:"comp",type:{name:"String"}}},C_={parameterPath:"expiry\
Options",mapper:{serializedName:"x-ms-expiry-option",required:!0,xmlName:"x-ms-expiry-option",type:{name:"String"}}},S_={
parameterPath:["options","expiresOn"],mapper:{serializedName:"x-ms-expiry-time",xmlName:"x-ms-expiry-time",type:{name:"S\
tring"}}},_n={parameterPath:["options","blobHttpHeaders","blobCacheControl"],mapper:{serializedName:"x-ms-blob-cache-con\
trol",xmlName:"x-ms-blob-cache-control",type:{name:"String"}}},vn={parameterPath:["options","blobHttpHeaders","blobConte\
ntType"],mapper:{serializedName:"x-ms-blob-content-type",xmlName:"x-ms-blob-content-type",type:{name:"String"}}},Bn={parameterPath:[
"options","blobHttpHeaders","blobContentMD5"],mapper:{serializedName:"x-ms-blob-content-md5",xmlName:"x-ms-blob-content-\
md5",type:{name:"ByteArray"}}},Rn={parameterPath:["options","blobHttpHeaders","blobContentEncoding"],mapper:{serializedName:"\
x-ms-blob-content-encoding",xmlName:"x-ms-blob-content-encoding",type:{name:"String"}}},Tn={parameterPath:["options","bl\
obHttpHeaders","blobContentLanguage"],mapper:{serializedName:"x-ms-blob-content-language",xmlName:"x-ms-blob-content-lan\
guage",type:{name:"String"}}},Mn={parameterPath:["options","blobHttpHeaders","blobContentDisposition"],mapper:{serializedName:"\
x-ms-blob-content-disposition",xmlName:"x-ms-blob-content-disposition",type:{name:"String"}}},rC={parameterPath:"comp",mapper:{
defaultValue:"immutabilityPolicies",isConstant:!0,serializedName:"comp",type:{name:"String"}}},en={parameterPath:["optio\
ns","immutabilityPolicyExpiry"],mapper:{serializedName:"x-ms-immutability-policy-until-date",xmlName:"x-ms-immutability-\
policy-until-date",type:{name:"DateTimeRfc1123"}}},tn={parameterPath:["options","immutabilityPolicyMode"],mapper:{serializedName:"\
x-ms-immutability-policy-mode",xmlName:"x-ms-immutability-policy-mode",type:{name:"Enum",allowedValues:["Mutable","Unloc\
ked","Locked"]}}},N_={parameterPath:"comp",mapper:{defaultValue:"legalhold",isConstant:!0,serializedName:"comp",type:{name:"\
String"}}},w_={parameterPath:"legalHold",mapper:{serializedName:"x-ms-legal-hold",required:!0,xmlName:"x-ms-legal-hold",
type:{name:"Boolean"}}},lt={parameterPath:["options","encryptionScope"],mapper:{serializedName:"x-ms-encryption-scope",xmlName:"\
x-ms-encryption-scope",type:{name:"String"}}},E_={parameterPath:"comp",mapper:{defaultValue:"snapshot",isConstant:!0,serializedName:"\
comp",type:{name:"String"}}},hi={parameterPath:["options","tier"],mapper:{serializedName:"x-ms-access-tier",xmlName:"x-m\
s-access-tier",type:{name:"Enum",allowedValues:["P4","P6","P10","P15","P20","P30","P40","P50","P60","P70","P80","Hot","C\
ool","Archive","Cold"]}}},nC={parameterPath:["options","rehydratePriority"],mapper:{serializedName:"x-ms-rehydrate-prior\
ity",xmlName:"x-ms-rehydrate-priority",type:{name:"Enum",allowedValues:["High","Standard"]}}},Dn={parameterPath:["option\
s","sourceModifiedAccessConditions","sourceIfModifiedSince"],mapper:{serializedName:"x-ms-source-if-modified-since",xmlName:"\
x-ms-source-if-modified-since",type:{name:"DateTimeRfc1123"}}},On={parameterPath:["options","sourceModifiedAccessConditi\
ons","sourceIfUnmodifiedSince"],mapper:{serializedName:"x-ms-source-if-unmodified-since",xmlName:"x-ms-source-if-unmodif\
ied-since",type:{name:"DateTimeRfc1123"}}},Ln={parameterPath:["options","sourceModifiedAccessConditions","sourceIfMatch"],
mapper:{serializedName:"x-ms-source-if-match",xmlName:"x-ms-source-if-match",type:{name:"String"}}},kn={parameterPath:["\
options","sourceModifiedAccessConditions","sourceIfNoneMatch"],mapper:{serializedName:"x-ms-source-if-none-match",xmlName:"\
x-ms-source-if-none-match",type:{name:"String"}}},lp={parameterPath:["options","sourceModifiedAccessConditions","sourceI\
fTags"],mapper:{serializedName:"x-ms-source-if-tags",xmlName:"x-ms-source-if-tags",type:{name:"String"}}},Ks={parameterPath:"\
copySource",mapper:{serializedName:"x-ms-copy-source",required:!0,xmlName:"x-ms-copy-source",type:{name:"String"}}},rn={
parameterPath:["options","blobTagsString"],mapper:{serializedName:"x-ms-tags",xmlName:"x-ms-tags",type:{name:"String"}}},
I_={parameterPath:["options","sealBlob"],mapper:{serializedName:"x-ms-seal-blob",xmlName:"x-ms-seal-blob",type:{name:"Bo\
olean"}}},zn={parameterPath:["options","legalHold"],mapper:{serializedName:"x-ms-legal-hold",xmlName:"x-ms-legal-hold",type:{
name:"Boolean"}}},P_={parameterPath:"xMsRequiresSync",mapper:{defaultValue:"true",isConstant:!0,serializedName:"x-ms-req\
uires-sync",type:{name:"String"}}},gi={parameterPath:["options","sourceContentMD5"],mapper:{serializedName:"x-ms-source-\
content-md5",xmlName:"x-ms-source-content-md5",type:{name:"ByteArray"}}},yi={parameterPath:["options","copySourceAuthori\
zation"],mapper:{serializedName:"x-ms-copy-source-authorization",xmlName:"x-ms-copy-source-authorization",type:{name:"St\
ring"}}},cp={parameterPath:["options","copySourceTags"],mapper:{serializedName:"x-ms-copy-source-tag-option",xmlName:"x-\
ms-copy-source-tag-option",type:{name:"Enum",allowedValues:["REPLACE","COPY"]}}},xi={parameterPath:["options","fileReque\
stIntent"],mapper:{serializedName:"x-ms-file-request-intent",xmlName:"x-ms-file-request-intent",type:{name:"String"}}},__={
parameterPath:"comp",mapper:{defaultValue:"copy",isConstant:!0,serializedName:"comp",type:{name:"String"}}},v_={parameterPath:"\
copyActionAbortConstant",mapper:{defaultValue:"abort",isConstant:!0,serializedName:"x-ms-copy-action",type:{name:"String"}}},
B_={parameterPath:"copyId",mapper:{serializedName:"copyid",required:!0,xmlName:"copyid",type:{name:"String"}}},R_={parameterPath:"\
comp",mapper:{defaultValue:"tier",isConstant:!0,serializedName:"comp",type:{name:"String"}}},T_={parameterPath:"tier",mapper:{
serializedName:"x-ms-access-tier",required:!0,xmlName:"x-ms-access-tier",type:{name:"Enum",allowedValues:["P4","P6","P10",
"P15","P20","P30","P40","P50","P60","P70","P80","Hot","Cool","Archive","Cold"]}}},M_={parameterPath:["options","queryReq\
uest"],mapper:wx},D_={parameterPath:"comp",mapper:{defaultValue:"query",isConstant:!0,serializedName:"comp",type:{name:"\
String"}}},iC={parameterPath:"comp",mapper:{defaultValue:"tags",isConstant:!0,serializedName:"comp",type:{name:"String"}}},
sC={parameterPath:["options","blobModifiedAccessConditions","ifModifiedSince"],mapper:{serializedName:"x-ms-blob-if-modi\
fied-since",xmlName:"x-ms-blob-if-modified-since",type:{name:"DateTimeRfc1123"}}},aC={parameterPath:["options","blobModi\
fiedAccessConditions","ifUnmodifiedSince"],mapper:{serializedName:"x-ms-blob-if-unmodified-since",xmlName:"x-ms-blob-if-\
unmodified-since",type:{name:"DateTimeRfc1123"}}},oC={parameterPath:["options","blobModifiedAccessConditions","ifMatch"],
mapper:{serializedName:"x-ms-blob-if-match",xmlName:"x-ms-blob-if-match",type:{name:"String"}}},lC={parameterPath:["opti\
ons","blobModifiedAccessConditions","ifNoneMatch"],mapper:{serializedName:"x-ms-blob-if-none-match",xmlName:"x-ms-blob-i\
f-none-match",type:{name:"String"}}},O_={parameterPath:["options","tags"],mapper:Cc},zr={parameterPath:["options","trans\
actionalContentMD5"],mapper:{serializedName:"Content-MD5",xmlName:"Content-MD5",type:{name:"ByteArray"}}},Fn={parameterPath:[
"options","transactionalContentCrc64"],mapper:{serializedName:"x-ms-content-crc64",xmlName:"x-ms-content-crc64",type:{name:"\
ByteArray"}}},L_={parameterPath:"blobType",mapper:{defaultValue:"PageBlob",isConstant:!0,serializedName:"x-ms-blob-type",
type:{name:"String"}}},cC={parameterPath:"blobContentLength",mapper:{serializedName:"x-ms-blob-content-length",required:!0,
xmlName:"x-ms-blob-content-length",type:{name:"Number"}}},uC={parameterPath:["options","blobSequenceNumber"],mapper:{defaultValue:0,
serializedName:"x-ms-blob-sequence-number",xmlName:"x-ms-blob-sequence-number",type:{name:"Number"}}},$s={parameterPath:[
"options","contentType"],mapper:{defaultValue:"application/octet-stream",isConstant:!0,serializedName:"Content-Type",type:{
name:"String"}}},Xs={parameterPath:"body",mapper:{serializedName:"body",required:!0,xmlName:"body",type:{name:"Stream"}}},
Js={parameterPath:"accept",mapper:{defaultValue:"application/xml",isConstant:!0,serializedName:"Accept",type:{name:"Stri\
ng"}}},up={parameterPath:"comp",mapper:{defaultValue:"page",isConstant:!0,serializedName:"comp",type:{name:"String"}}},dC={
parameterPath:"pageWrite",mapper:{defaultValue:"update",isConstant:!0,serializedName:"x-ms-page-write",type:{name:"Strin\
g"}}},dp={parameterPath:["options","sequenceNumberAccessConditions","ifSequenceNumberLessThanOrEqualTo"],mapper:{serializedName:"\
x-ms-if-sequence-number-le",xmlName:"x-ms-if-sequence-number-le",type:{name:"Number"}}},mp={parameterPath:["options","se\
quenceNumberAccessConditions","ifSequenceNumberLessThan"],mapper:{serializedName:"x-ms-if-sequence-number-lt",xmlName:"x\
-ms-if-sequence-number-lt",type:{name:"Number"}}},pp={parameterPath:["options","sequenceNumberAccessConditions","ifSeque\
nceNumberEqualTo"],mapper:{serializedName:"x-ms-if-sequence-number-eq",xmlName:"x-ms-if-sequence-number-eq",type:{name:"\
Number"}}},Vs={parameterPath:["options","structuredContentLength"],mapper:{serializedName:"x-ms-structured-content-lengt\
h",xmlName:"x-ms-structured-content-length",type:{name:"Number"}}},k_={parameterPath:"pageWrite",mapper:{defaultValue:"c\
lear",isConstant:!0,serializedName:"x-ms-page-write",type:{name:"String"}}},ho={parameterPath:"sourceUrl",mapper:{serializedName:"\
x-ms-copy-source",required:!0,xmlName:"x-ms-copy-source",type:{name:"String"}}},z_={parameterPath:"sourceRange",mapper:{
serializedName:"x-ms-source-range",required:!0,xmlName:"x-ms-source-range",type:{name:"String"}}},go={parameterPath:["op\
tions","sourceContentCrc64"],mapper:{serializedName:"x-ms-source-content-crc64",xmlName:"x-ms-source-content-crc64",type:{
name:"ByteArray"}}},F_={parameterPath:"range",mapper:{serializedName:"x-ms-range",required:!0,xmlName:"x-ms-range",type:{
name:"String"}}},Zs={parameterPath:["options","sourceCpkInfo","sourceEncryptionKey"],mapper:{serializedName:"x-ms-source\
-encryption-key",xmlName:"x-ms-source-encryption-key",type:{name:"String"}}},ea={parameterPath:["options","sourceCpkInfo",
"sourceEncryptionKeySha256"],mapper:{serializedName:"x-ms-source-encryption-key-sha256",xmlName:"x-ms-source-encryption-\
key-sha256",type:{name:"String"}}},ta={parameterPath:["options","sourceCpkInfo","sourceEncryptionAlgorithm"],mapper:{serializedName:"\
x-ms-source-encryption-algorithm",xmlName:"x-ms-source-encryption-algorithm",type:{name:"String"}}},mC={parameterPath:"c\
omp",mapper:{defaultValue:"pagelist",isConstant:!0,serializedName:"comp",type:{name:"String"}}},q_={parameterPath:["opti\
ons","prevsnapshot"],mapper:{serializedName:"prevsnapshot",xmlName:"prevsnapshot",type:{name:"String"}}},U_={parameterPath:[
"options","prevSnapshotUrl"],mapper:{serializedName:"x-ms-previous-snapshot-url",xmlName:"x-ms-previous-snapshot-url",type:{
name:"String"}}},H_={parameterPath:"sequenceNumberAction",mapper:{serializedName:"x-ms-sequence-number-action",required:!0,
xmlName:"x-ms-sequence-number-action",type:{name:"Enum",allowedValues:["max","update","increment"]}}},Q_={parameterPath:"\
comp",mapper:{defaultValue:"incrementalcopy",isConstant:!0,serializedName:"comp",type:{name:"String"}}},G_={parameterPath:"\
blobType",mapper:{defaultValue:"AppendBlob",isConstant:!0,serializedName:"x-ms-blob-type",type:{name:"String"}}},pC={parameterPath:"\
comp",mapper:{defaultValue:"appendblock",isConstant:!0,serializedName:"comp",type:{name:"String"}}},fC={parameterPath:["\
options","appendPositionAccessConditions","maxSize"],mapper:{serializedName:"x-ms-blob-condition-maxsize",xmlName:"x-ms-\
blob-condition-maxsize",type:{name:"Number"}}},fp={parameterPath:["options","appendPositionAccessConditions","appendPosi\
tion"],mapper:{serializedName:"x-ms-blob-condition-appendpos",xmlName:"x-ms-blob-condition-appendpos",type:{name:"Number"}}},
hp={parameterPath:["options","sourceRange"],mapper:{serializedName:"x-ms-source-range",xmlName:"x-ms-source-range",type:{
name:"String"}}},j_={parameterPath:"comp",mapper:{defaultValue:"seal",isConstant:!0,serializedName:"comp",type:{name:"St\
ring"}}},hC={parameterPath:"blobType",mapper:{defaultValue:"BlockBlob",isConstant:!0,serializedName:"x-ms-blob-type",type:{
name:"String"}}},W_={parameterPath:["options","copySourceBlobProperties"],mapper:{serializedName:"x-ms-copy-source-blob-\
properties",xmlName:"x-ms-copy-source-blob-properties",type:{name:"Boolean"}}},gC={parameterPath:"comp",mapper:{defaultValue:"\
block",isConstant:!0,serializedName:"comp",type:{name:"String"}}},yC={parameterPath:"blockId",mapper:{serializedName:"bl\
ockid",required:!0,xmlName:"blockid",type:{name:"String"}}},Y_={parameterPath:"blocks",mapper:Sx},xC={parameterPath:"com\
p",mapper:{defaultValue:"blocklist",isConstant:!0,serializedName:"comp",type:{name:"String"}}},K_={parameterPath:"listTy\
pe",mapper:{defaultValue:"committed",serializedName:"blocklisttype",required:!0,xmlName:"blocklisttype",type:{name:"Enum",
allowedValues:["committed","uncommitted","all"]}}};var gp=class{client;constructor(e){this.client=e}setProperties(e,r){return this.client.sendOperationRequest({blobServiceProperties:e,
options:r},U6)}getProperties(e){return this.client.sendOperationRequest({options:e},H6)}getStatistics(e){return this.client.
sendOperationRequest({options:e},Q6)}listContainersSegment(e){return this.client.sendOperationRequest({options:e},G6)}getUserDelegationKey(e,r){
return this.client.sendOperationRequest({keyInfo:e,options:r},j6)}getAccountInfo(e){return this.client.sendOperationRequest(
{options:e},W6)}submitBatch(e,r,n,i){return this.client.sendOperationRequest({contentLength:e,multipartContentType:r,body:n,
options:i},Y6)}filterBlobs(e){return this.client.sendOperationRequest({options:e},K6)}},Yi=gr(br,!0),U6={path:"/",httpMethod:"\
PUT",responses:{202:{headersMapper:Ex},default:{bodyMapper:q,headersMapper:Ix}},requestBody:e_,queryParameters:[Sc,Lr,H],
urlParameters:[U],headerParameters:[wn,Or,Q,G],isXML:!0,contentType:"application/xml; charset=utf-8",mediaType:"xml",serializer:Yi},
H6={path:"/",httpMethod:"GET",responses:{200:{bodyMapper:Ac,headersMapper:Px},default:{bodyMapper:q,headersMapper:_x}},queryParameters:[
Sc,Lr,H],urlParameters:[U],headerParameters:[Q,G,$],isXML:!0,serializer:Yi},Q6={path:"/",httpMethod:"GET",responses:{200:{
bodyMapper:gx,headersMapper:vx},default:{bodyMapper:q,headersMapper:Bx}},queryParameters:[Sc,H,t_],urlParameters:[U],headerParameters:[
Q,G,$],isXML:!0,serializer:Yi},G6={path:"/",httpMethod:"GET",responses:{200:{bodyMapper:yx,headersMapper:Rx},default:{bodyMapper:q,
headersMapper:Tx}},queryParameters:[H,Nc,wc,En,In,r_],urlParameters:[U],headerParameters:[Q,G,$],isXML:!0,serializer:Yi},
j6={path:"/",httpMethod:"POST",responses:{200:{bodyMapper:Ax,headersMapper:Mx},default:{bodyMapper:q,headersMapper:Dx}},
requestBody:n_,queryParameters:[Sc,H,i_],urlParameters:[U],headerParameters:[wn,Or,Q,G],isXML:!0,contentType:"applicatio\
n/xml; charset=utf-8",mediaType:"xml",serializer:Yi},W6={path:"/",httpMethod:"GET",responses:{200:{headersMapper:Ox},default:{
bodyMapper:q,headersMapper:Lx}},queryParameters:[Lr,H,fo],urlParameters:[U],headerParameters:[Q,G,$],isXML:!0,serializer:Yi},
Y6={path:"/",httpMethod:"POST",responses:{202:{bodyMapper:{type:{name:"Stream"},serializedName:"parsedResponse"},headersMapper:kx},
default:{bodyMapper:q,headersMapper:zx}},requestBody:Wm,queryParameters:[H,Ym],urlParameters:[U],headerParameters:[Or,Q,
G,At,Km],isXML:!0,contentType:"application/xml; charset=utf-8",mediaType:"xml",serializer:Yi},K6={path:"/",httpMethod:"G\
ET",responses:{200:{bodyMapper:bc,headersMapper:Fx},default:{bodyMapper:q,headersMapper:qx}},queryParameters:[H,En,In,$m,
Xm],urlParameters:[U],headerParameters:[Q,G,$],isXML:!0,serializer:Yi};var yp=class{client;constructor(e){this.client=e}create(e){return this.client.sendOperationRequest({options:e},$6)}getProperties(e){
return this.client.sendOperationRequest({options:e},X6)}delete(e){return this.client.sendOperationRequest({options:e},J6)}setMetadata(e){
return this.client.sendOperationRequest({options:e},V6)}getAccessPolicy(e){return this.client.sendOperationRequest({options:e},
Z6)}setAccessPolicy(e){return this.client.sendOperationRequest({options:e},e3)}restore(e){return this.client.sendOperationRequest(
{options:e},t3)}rename(e,r){return this.client.sendOperationRequest({sourceContainerName:e,options:r},r3)}submitBatch(e,r,n,i){
return this.client.sendOperationRequest({contentLength:e,multipartContentType:r,body:n,options:i},n3)}filterBlobs(e){return this.
client.sendOperationRequest({options:e},i3)}acquireLease(e){return this.client.sendOperationRequest({options:e},s3)}releaseLease(e,r){
return this.client.sendOperationRequest({leaseId:e,options:r},a3)}renewLease(e,r){return this.client.sendOperationRequest(
{leaseId:e,options:r},o3)}breakLease(e){return this.client.sendOperationRequest({options:e},l3)}changeLease(e,r,n){return this.
client.sendOperationRequest({leaseId:e,proposedLeaseId:r,options:n},c3)}listBlobFlatSegment(e){return this.client.sendOperationRequest(
{options:e},u3)}listBlobHierarchySegment(e,r){return this.client.sendOperationRequest({delimiter:e,options:r},d3)}getAccountInfo(e){
return this.client.sendOperationRequest({options:e},m3)}},Ct=gr(br,!0),$6={path:"/{containerName}",httpMethod:"PUT",responses:{
201:{headersMapper:Ux},default:{bodyMapper:q,headersMapper:Hx}},queryParameters:[H,bt],urlParameters:[U],headerParameters:[
Q,G,$,kt,Vb,s_,a_],isXML:!0,serializer:Ct},X6={path:"/{containerName}",httpMethod:"GET",responses:{200:{headersMapper:Qx},
default:{bodyMapper:q,headersMapper:Gx}},queryParameters:[H,bt],urlParameters:[U],headerParameters:[Q,G,$,de],isXML:!0,serializer:Ct},
J6={path:"/{containerName}",httpMethod:"DELETE",responses:{202:{headersMapper:jx},default:{bodyMapper:q,headersMapper:Wx}},
queryParameters:[H,bt],urlParameters:[U],headerParameters:[Q,G,$,de,le,ce],isXML:!0,serializer:Ct},V6={path:"/{container\
Name}",httpMethod:"PUT",responses:{200:{headersMapper:Yx},default:{bodyMapper:q,headersMapper:Kx}},queryParameters:[H,bt,
Jm],urlParameters:[U],headerParameters:[Q,G,$,kt,de,le],isXML:!0,serializer:Ct},Z6={path:"/{containerName}",httpMethod:"\
GET",responses:{200:{bodyMapper:{type:{name:"Sequence",element:{type:{name:"Composite",className:"SignedIdentifier"}}},serializedName:"\
SignedIdentifiers",xmlName:"SignedIdentifiers",xmlIsWrapped:!0,xmlElementName:"SignedIdentifier"},headersMapper:$x},default:{
bodyMapper:q,headersMapper:Xx}},queryParameters:[H,bt,Zb],urlParameters:[U],headerParameters:[Q,G,$,de],isXML:!0,serializer:Ct},
e3={path:"/{containerName}",httpMethod:"PUT",responses:{200:{headersMapper:Jx},default:{bodyMapper:q,headersMapper:Vx}},
requestBody:o_,queryParameters:[H,bt,Zb],urlParameters:[U],headerParameters:[wn,Or,Q,G,Vb,de,le,ce],isXML:!0,contentType:"\
application/xml; charset=utf-8",mediaType:"xml",serializer:Ct},t3={path:"/{containerName}",httpMethod:"PUT",responses:{201:{
headersMapper:Zx},default:{bodyMapper:q,headersMapper:eA}},queryParameters:[H,bt,Vm],urlParameters:[U],headerParameters:[
Q,G,$,l_,c_],isXML:!0,serializer:Ct},r3={path:"/{containerName}",httpMethod:"PUT",responses:{200:{headersMapper:tA},default:{
bodyMapper:q,headersMapper:rA}},queryParameters:[H,bt,u_],urlParameters:[U],headerParameters:[Q,G,$,d_,m_],isXML:!0,serializer:Ct},
n3={path:"/{containerName}",httpMethod:"POST",responses:{202:{bodyMapper:{type:{name:"Stream"},serializedName:"parsedRes\
ponse"},headersMapper:nA},default:{bodyMapper:q,headersMapper:iA}},requestBody:Wm,queryParameters:[H,Ym,bt],urlParameters:[
U],headerParameters:[Or,Q,G,At,Km],isXML:!0,contentType:"application/xml; charset=utf-8",mediaType:"xml",serializer:Ct},
i3={path:"/{containerName}",httpMethod:"GET",responses:{200:{bodyMapper:bc,headersMapper:sA},default:{bodyMapper:q,headersMapper:aA}},
queryParameters:[H,En,In,$m,Xm,bt],urlParameters:[U],headerParameters:[Q,G,$],isXML:!0,serializer:Ct},s3={path:"/{contai\
nerName}",httpMethod:"PUT",responses:{201:{headersMapper:oA},default:{bodyMapper:q,headersMapper:lA}},queryParameters:[H,
bt,kr],urlParameters:[U],headerParameters:[Q,G,$,le,ce,Zm,ep,tp],isXML:!0,serializer:Ct},a3={path:"/{containerName}",httpMethod:"\
PUT",responses:{200:{headersMapper:cA},default:{bodyMapper:q,headersMapper:uA}},queryParameters:[H,bt,kr],urlParameters:[
U],headerParameters:[Q,G,$,le,ce,rp,Wi],isXML:!0,serializer:Ct},o3={path:"/{containerName}",httpMethod:"PUT",responses:{
200:{headersMapper:dA},default:{bodyMapper:q,headersMapper:mA}},queryParameters:[H,bt,kr],urlParameters:[U],headerParameters:[
Q,G,$,le,ce,Wi,np],isXML:!0,serializer:Ct},l3={path:"/{containerName}",httpMethod:"PUT",responses:{202:{headersMapper:pA},
default:{bodyMapper:q,headersMapper:fA}},queryParameters:[H,bt,kr],urlParameters:[U],headerParameters:[Q,G,$,le,ce,ip,sp],
isXML:!0,serializer:Ct},c3={path:"/{containerName}",httpMethod:"PUT",responses:{200:{headersMapper:hA},default:{bodyMapper:q,
headersMapper:gA}},queryParameters:[H,bt,kr],urlParameters:[U],headerParameters:[Q,G,$,le,ce,Wi,ap,op],isXML:!0,serializer:Ct},
u3={path:"/{containerName}",httpMethod:"GET",responses:{200:{bodyMapper:bx,headersMapper:yA},default:{bodyMapper:q,headersMapper:xA}},
queryParameters:[H,Nc,wc,En,In,bt,eC,tC],urlParameters:[U],headerParameters:[Q,G,$],isXML:!0,serializer:Ct},d3={path:"/{\
containerName}",httpMethod:"GET",responses:{200:{bodyMapper:Cx,headersMapper:AA},default:{bodyMapper:q,headersMapper:bA}},
queryParameters:[H,Nc,wc,En,In,bt,eC,tC,p_],urlParameters:[U],headerParameters:[Q,G,$],isXML:!0,serializer:Ct},m3={path:"\
/{containerName}",httpMethod:"GET",responses:{200:{headersMapper:CA},default:{bodyMapper:q,headersMapper:SA}},queryParameters:[
Lr,H,fo],urlParameters:[U],headerParameters:[Q,G,$],isXML:!0,serializer:Ct};var xp=class{client;constructor(e){this.client=e}download(e){return this.client.sendOperationRequest({options:e},p3)}getProperties(e){
return this.client.sendOperationRequest({options:e},f3)}delete(e){return this.client.sendOperationRequest({options:e},h3)}undelete(e){
return this.client.sendOperationRequest({options:e},g3)}setExpiry(e,r){return this.client.sendOperationRequest({expiryOptions:e,
options:r},y3)}setHttpHeaders(e){return this.client.sendOperationRequest({options:e},x3)}setImmutabilityPolicy(e){return this.
client.sendOperationRequest({options:e},A3)}deleteImmutabilityPolicy(e){return this.client.sendOperationRequest({options:e},
b3)}setLegalHold(e,r){return this.client.sendOperationRequest({legalHold:e,options:r},C3)}setMetadata(e){return this.client.
sendOperationRequest({options:e},S3)}acquireLease(e){return this.client.sendOperationRequest({options:e},N3)}releaseLease(e,r){
return this.client.sendOperationRequest({leaseId:e,options:r},w3)}renewLease(e,r){return this.client.sendOperationRequest(
{leaseId:e,options:r},E3)}changeLease(e,r,n){return this.client.sendOperationRequest({leaseId:e,proposedLeaseId:r,options:n},
I3)}breakLease(e){return this.client.sendOperationRequest({options:e},P3)}createSnapshot(e){return this.client.sendOperationRequest(
{options:e},_3)}startCopyFromURL(e,r){return this.client.sendOperationRequest({copySource:e,options:r},v3)}copyFromURL(e,r){
return this.client.sendOperationRequest({copySource:e,options:r},B3)}abortCopyFromURL(e,r){return this.client.sendOperationRequest(
{copyId:e,options:r},R3)}setTier(e,r){return this.client.sendOperationRequest({tier:e,options:r},T3)}getAccountInfo(e){return this.
client.sendOperationRequest({options:e},M3)}query(e){return this.client.sendOperationRequest({options:e},D3)}getTags(e){
return this.client.sendOperationRequest({options:e},O3)}setTags(e){return this.client.sendOperationRequest({options:e},L3)}},
je=gr(br,!0),p3={path:"/{containerName}/{blob}",httpMethod:"GET",responses:{200:{bodyMapper:{type:{name:"Stream"},serializedName:"\
parsedResponse"},headersMapper:Qm},206:{bodyMapper:{type:{name:"Stream"},serializedName:"parsedResponse"},headersMapper:Qm},
default:{bodyMapper:q,headersMapper:NA}},queryParameters:[H,Wt,Pn],urlParameters:[U],headerParameters:[Q,G,$,de,le,ce,Ys,
f_,h_,fi,Ze,et,tt,Pe,_e,xe],isXML:!0,serializer:je},f3={path:"/{containerName}/{blob}",httpMethod:"HEAD",responses:{200:{
headersMapper:wA},default:{bodyMapper:q,headersMapper:EA}},queryParameters:[H,Wt,Pn],urlParameters:[U],headerParameters:[
Q,G,$,de,le,ce,Ze,et,tt,Pe,_e,xe],isXML:!0,serializer:je},h3={path:"/{containerName}/{blob}",httpMethod:"DELETE",responses:{
202:{headersMapper:IA},default:{bodyMapper:q,headersMapper:PA}},queryParameters:[H,Wt,Pn,y_],urlParameters:[U],headerParameters:[
Q,G,$,de,le,ce,Pe,_e,xe,g_,x_,A_],isXML:!0,serializer:je},g3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{
200:{headersMapper:_A},default:{bodyMapper:q,headersMapper:vA}},queryParameters:[H,Vm],urlParameters:[U],headerParameters:[
Q,G,$],isXML:!0,serializer:je},y3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{200:{headersMapper:BA},default:{
bodyMapper:q,headersMapper:RA}},queryParameters:[H,b_],urlParameters:[U],headerParameters:[Q,G,$,C_,S_],isXML:!0,serializer:je},
x3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{200:{headersMapper:TA},default:{bodyMapper:q,headersMapper:MA}},
queryParameters:[Lr,H],urlParameters:[U],headerParameters:[Q,G,$,de,le,ce,Pe,_e,xe,_n,vn,Bn,Rn,Tn,Mn],isXML:!0,serializer:je},
A3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{200:{headersMapper:DA},default:{bodyMapper:q,headersMapper:OA}},
queryParameters:[H,Wt,Pn,rC],urlParameters:[U],headerParameters:[Q,G,$,ce,en,tn],isXML:!0,serializer:je},b3={path:"/{con\
tainerName}/{blob}",httpMethod:"DELETE",responses:{200:{headersMapper:LA},default:{bodyMapper:q,headersMapper:kA}},queryParameters:[
H,Wt,Pn,rC],urlParameters:[U],headerParameters:[Q,G,$],isXML:!0,serializer:je},C3={path:"/{containerName}/{blob}",httpMethod:"\
PUT",responses:{200:{headersMapper:zA},default:{bodyMapper:q,headersMapper:FA}},queryParameters:[H,Wt,Pn,N_],urlParameters:[
U],headerParameters:[Q,G,$,w_],isXML:!0,serializer:je},S3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{200:{
headersMapper:qA},default:{bodyMapper:q,headersMapper:UA}},queryParameters:[H,Jm],urlParameters:[U],headerParameters:[Q,
G,$,kt,de,le,ce,Ze,et,tt,Pe,_e,xe,lt],isXML:!0,serializer:je},N3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{
201:{headersMapper:HA},default:{bodyMapper:q,headersMapper:QA}},queryParameters:[H,kr],urlParameters:[U],headerParameters:[
Q,G,$,le,ce,Zm,ep,tp,Pe,_e,xe],isXML:!0,serializer:je},w3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{200:{
headersMapper:GA},default:{bodyMapper:q,headersMapper:jA}},queryParameters:[H,kr],urlParameters:[U],headerParameters:[Q,
G,$,le,ce,rp,Wi,Pe,_e,xe],isXML:!0,serializer:je},E3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{200:{headersMapper:WA},
default:{bodyMapper:q,headersMapper:YA}},queryParameters:[H,kr],urlParameters:[U],headerParameters:[Q,G,$,le,ce,Wi,np,Pe,
_e,xe],isXML:!0,serializer:je},I3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{200:{headersMapper:KA},default:{
bodyMapper:q,headersMapper:$A}},queryParameters:[H,kr],urlParameters:[U],headerParameters:[Q,G,$,le,ce,Wi,ap,op,Pe,_e,xe],
isXML:!0,serializer:je},P3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{202:{headersMapper:XA},default:{bodyMapper:q,
headersMapper:JA}},queryParameters:[H,kr],urlParameters:[U],headerParameters:[Q,G,$,le,ce,ip,sp,Pe,_e,xe],isXML:!0,serializer:je},
_3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{201:{headersMapper:VA},default:{bodyMapper:q,headersMapper:ZA}},
queryParameters:[H,E_],urlParameters:[U],headerParameters:[Q,G,$,kt,de,le,ce,Ze,et,tt,Pe,_e,xe,lt],isXML:!0,serializer:je},
v3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{202:{headersMapper:eb},default:{bodyMapper:q,headersMapper:tb}},
queryParameters:[H],urlParameters:[U],headerParameters:[Q,G,$,kt,de,le,ce,Pe,_e,xe,en,tn,hi,nC,Dn,On,Ln,kn,lp,Ks,rn,I_,zn],
isXML:!0,serializer:je},B3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{202:{headersMapper:rb},default:{bodyMapper:q,
headersMapper:nb}},queryParameters:[H],urlParameters:[U],headerParameters:[Q,G,$,kt,de,le,ce,Pe,_e,xe,en,tn,lt,hi,Dn,On,
Ln,kn,Ks,rn,zn,P_,gi,yi,cp,xi],isXML:!0,serializer:je},R3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{204:{
headersMapper:ib},default:{bodyMapper:q,headersMapper:sb}},queryParameters:[H,__,B_],urlParameters:[U],headerParameters:[
Q,G,$,de,v_],isXML:!0,serializer:je},T3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{200:{headersMapper:Gm},
202:{headersMapper:Gm},default:{bodyMapper:q,headersMapper:ab}},queryParameters:[H,Wt,Pn,R_],urlParameters:[U],headerParameters:[
Q,G,$,de,xe,nC,T_],isXML:!0,serializer:je},M3={path:"/{containerName}/{blob}",httpMethod:"GET",responses:{200:{headersMapper:ob},
default:{bodyMapper:q,headersMapper:lb}},queryParameters:[Lr,H,fo],urlParameters:[U],headerParameters:[Q,G,$],isXML:!0,serializer:je},
D3={path:"/{containerName}/{blob}",httpMethod:"POST",responses:{200:{bodyMapper:{type:{name:"Stream"},serializedName:"pa\
rsedResponse"},headersMapper:jm},206:{bodyMapper:{type:{name:"Stream"},serializedName:"parsedResponse"},headersMapper:jm},
default:{bodyMapper:q,headersMapper:cb}},requestBody:M_,queryParameters:[H,Wt,D_],urlParameters:[U],headerParameters:[wn,
Or,Q,G,de,le,ce,Ze,et,tt,Pe,_e,xe],isXML:!0,contentType:"application/xml; charset=utf-8",mediaType:"xml",serializer:je},
O3={path:"/{containerName}/{blob}",httpMethod:"GET",responses:{200:{bodyMapper:Cc,headersMapper:ub},default:{bodyMapper:q,
headersMapper:db}},queryParameters:[H,Wt,Pn,iC],urlParameters:[U],headerParameters:[Q,G,$,de,xe,sC,aC,oC,lC],isXML:!0,serializer:je},
L3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{204:{headersMapper:mb},default:{bodyMapper:q,headersMapper:pb}},
requestBody:O_,queryParameters:[H,Pn,iC],urlParameters:[U],headerParameters:[wn,Or,Q,G,de,xe,sC,aC,oC,lC,zr,Fn],isXML:!0,
contentType:"application/xml; charset=utf-8",mediaType:"xml",serializer:je};var Ap=class{client;constructor(e){this.client=e}create(e,r,n){return this.client.sendOperationRequest({contentLength:e,
blobContentLength:r,options:n},k3)}uploadPages(e,r,n){return this.client.sendOperationRequest({contentLength:e,body:r,options:n},
z3)}clearPages(e,r){return this.client.sendOperationRequest({contentLength:e,options:r},F3)}uploadPagesFromURL(e,r,n,i,s){
return this.client.sendOperationRequest({sourceUrl:e,sourceRange:r,contentLength:n,range:i,options:s},q3)}getPageRanges(e){
return this.client.sendOperationRequest({options:e},U3)}getPageRangesDiff(e){return this.client.sendOperationRequest({options:e},
H3)}resize(e,r){return this.client.sendOperationRequest({blobContentLength:e,options:r},Q3)}updateSequenceNumber(e,r){return this.
client.sendOperationRequest({sequenceNumberAction:e,options:r},G3)}copyIncremental(e,r){return this.client.sendOperationRequest(
{copySource:e,options:r},j3)}},Ai=gr(br,!0),k3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{201:{headersMapper:fb},
default:{bodyMapper:q,headersMapper:hb}},queryParameters:[H],urlParameters:[U],headerParameters:[Q,G,$,At,kt,de,le,ce,Ze,
et,tt,Pe,_e,xe,_n,vn,Bn,Rn,Tn,Mn,en,tn,lt,hi,rn,zn,L_,cC,uC],isXML:!0,serializer:Ai},z3={path:"/{containerName}/{blob}",
httpMethod:"PUT",responses:{201:{headersMapper:gb},default:{bodyMapper:q,headersMapper:yb}},requestBody:Xs,queryParameters:[
H,up],urlParameters:[U],headerParameters:[Q,G,At,de,le,ce,Ys,fi,Ze,et,tt,Pe,_e,xe,lt,zr,Fn,$s,Js,dC,dp,mp,pp,Vs],isXML:!0,
contentType:"application/xml; charset=utf-8",mediaType:"binary",serializer:Ai},F3={path:"/{containerName}/{blob}",httpMethod:"\
PUT",responses:{201:{headersMapper:xb},default:{bodyMapper:q,headersMapper:Ab}},queryParameters:[H,up],urlParameters:[U],
headerParameters:[Q,G,$,At,de,le,ce,Ys,Ze,et,tt,Pe,_e,xe,lt,dp,mp,pp,k_],isXML:!0,serializer:Ai},q3={path:"/{containerNa\
me}/{blob}",httpMethod:"PUT",responses:{201:{headersMapper:bb},default:{bodyMapper:q,headersMapper:Cb}},queryParameters:[
H,up],urlParameters:[U],headerParameters:[Q,G,$,At,de,le,ce,Ze,et,tt,Pe,_e,xe,lt,Dn,On,Ln,kn,gi,yi,xi,dC,dp,mp,pp,ho,z_,
go,F_,Zs,ea,ta],isXML:!0,serializer:Ai},U3={path:"/{containerName}/{blob}",httpMethod:"GET",responses:{200:{bodyMapper:Hm,
headersMapper:Sb},default:{bodyMapper:q,headersMapper:Nb}},queryParameters:[H,En,In,Wt,mC],urlParameters:[U],headerParameters:[
Q,G,$,de,le,ce,Ys,Pe,_e,xe],isXML:!0,serializer:Ai},H3={path:"/{containerName}/{blob}",httpMethod:"GET",responses:{200:{
bodyMapper:Hm,headersMapper:wb},default:{bodyMapper:q,headersMapper:Eb}},queryParameters:[H,En,In,Wt,mC,q_],urlParameters:[
U],headerParameters:[Q,G,$,de,le,ce,Ys,Pe,_e,xe,U_],isXML:!0,serializer:Ai},Q3={path:"/{containerName}/{blob}",httpMethod:"\
PUT",responses:{200:{headersMapper:Ib},default:{bodyMapper:q,headersMapper:Pb}},queryParameters:[Lr,H],urlParameters:[U],
headerParameters:[Q,G,$,de,le,ce,Ze,et,tt,Pe,_e,xe,lt,cC],isXML:!0,serializer:Ai},G3={path:"/{containerName}/{blob}",httpMethod:"\
PUT",responses:{200:{headersMapper:_b},default:{bodyMapper:q,headersMapper:vb}},queryParameters:[Lr,H],urlParameters:[U],
headerParameters:[Q,G,$,de,le,ce,Pe,_e,xe,uC,H_],isXML:!0,serializer:Ai},j3={path:"/{containerName}/{blob}",httpMethod:"\
PUT",responses:{202:{headersMapper:Bb},default:{bodyMapper:q,headersMapper:Rb}},queryParameters:[H,Q_],urlParameters:[U],
headerParameters:[Q,G,$,le,ce,Pe,_e,xe,Ks],isXML:!0,serializer:Ai};var bp=class{client;constructor(e){this.client=e}create(e,r){return this.client.sendOperationRequest({contentLength:e,options:r},
W3)}appendBlock(e,r,n){return this.client.sendOperationRequest({contentLength:e,body:r,options:n},Y3)}appendBlockFromUrl(e,r,n){
return this.client.sendOperationRequest({sourceUrl:e,contentLength:r,options:n},K3)}seal(e){return this.client.sendOperationRequest(
{options:e},$3)}},Cp=gr(br,!0),W3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{201:{headersMapper:Tb},default:{
bodyMapper:q,headersMapper:Mb}},queryParameters:[H],urlParameters:[U],headerParameters:[Q,G,$,At,kt,de,le,ce,Ze,et,tt,Pe,
_e,xe,_n,vn,Bn,Rn,Tn,Mn,en,tn,lt,rn,zn,G_],isXML:!0,serializer:Cp},Y3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{
201:{headersMapper:Db},default:{bodyMapper:q,headersMapper:Ob}},requestBody:Xs,queryParameters:[H,pC],urlParameters:[U],
headerParameters:[Q,G,At,de,le,ce,fi,Ze,et,tt,Pe,_e,xe,lt,zr,Fn,$s,Js,Vs,fC,fp],isXML:!0,contentType:"application/xml; c\
harset=utf-8",mediaType:"binary",serializer:Cp},K3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{201:{headersMapper:Lb},
default:{bodyMapper:q,headersMapper:kb}},queryParameters:[H,pC],urlParameters:[U],headerParameters:[Q,G,$,At,de,le,ce,Ze,
et,tt,Pe,_e,xe,lt,Dn,On,Ln,kn,gi,yi,xi,zr,ho,go,Zs,ea,ta,fC,fp,hp],isXML:!0,serializer:Cp},$3={path:"/{containerName}/{b\
lob}",httpMethod:"PUT",responses:{200:{headersMapper:zb},default:{bodyMapper:q,headersMapper:Fb}},queryParameters:[H,j_],
urlParameters:[U],headerParameters:[Q,G,$,de,le,ce,Pe,_e,fp],isXML:!0,serializer:Cp};var Sp=class{client;constructor(e){this.client=e}upload(e,r,n){return this.client.sendOperationRequest({contentLength:e,
body:r,options:n},X3)}putBlobFromUrl(e,r,n){return this.client.sendOperationRequest({contentLength:e,copySource:r,options:n},
J3)}stageBlock(e,r,n,i){return this.client.sendOperationRequest({blockId:e,contentLength:r,body:n,options:i},V3)}stageBlockFromURL(e,r,n,i){
return this.client.sendOperationRequest({blockId:e,contentLength:r,sourceUrl:n,options:i},Z3)}commitBlockList(e,r){return this.
client.sendOperationRequest({blocks:e,options:r},eG)}getBlockList(e,r){return this.client.sendOperationRequest({listType:e,
options:r},tG)}},xo=gr(br,!0),X3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{201:{headersMapper:qb},default:{
bodyMapper:q,headersMapper:Ub}},requestBody:Xs,queryParameters:[H],urlParameters:[U],headerParameters:[Q,G,At,kt,de,le,ce,
fi,Ze,et,tt,Pe,_e,xe,_n,vn,Bn,Rn,Tn,Mn,en,tn,lt,hi,rn,zn,zr,Fn,$s,Js,Vs,hC],isXML:!0,contentType:"application/xml; chars\
et=utf-8",mediaType:"binary",serializer:xo},J3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{201:{headersMapper:Hb},
default:{bodyMapper:q,headersMapper:Qb}},queryParameters:[H],urlParameters:[U],headerParameters:[Q,G,$,At,kt,de,le,ce,Ze,
et,tt,Pe,_e,xe,_n,vn,Bn,Rn,Tn,Mn,lt,hi,Dn,On,Ln,kn,lp,Ks,rn,gi,yi,cp,xi,zr,Zs,ea,ta,hC,W_],isXML:!0,serializer:xo},V3={path:"\
/{containerName}/{blob}",httpMethod:"PUT",responses:{201:{headersMapper:Gb},default:{bodyMapper:q,headersMapper:jb}},requestBody:Xs,
queryParameters:[H,gC,yC],urlParameters:[U],headerParameters:[Q,G,At,de,fi,Ze,et,tt,lt,zr,Fn,$s,Js,Vs],isXML:!0,contentType:"\
application/xml; charset=utf-8",mediaType:"binary",serializer:xo},Z3={path:"/{containerName}/{blob}",httpMethod:"PUT",responses:{
201:{headersMapper:Wb},default:{bodyMapper:q,headersMapper:Yb}},queryParameters:[H,gC,yC],urlParameters:[U],headerParameters:[
Q,G,$,At,de,Ze,et,tt,lt,Dn,On,Ln,kn,gi,yi,xi,ho,go,Zs,ea,ta,hp],isXML:!0,serializer:xo},eG={path:"/{containerName}/{blob\
}",httpMethod:"PUT",responses:{201:{headersMapper:Kb},default:{bodyMapper:q,headersMapper:$b}},requestBody:Y_,queryParameters:[
H,xC],urlParameters:[U],headerParameters:[wn,Or,Q,G,kt,de,le,ce,Ze,et,tt,Pe,_e,xe,_n,vn,Bn,Rn,Tn,Mn,en,tn,lt,hi,rn,zn,zr,
Fn],isXML:!0,contentType:"application/xml; charset=utf-8",mediaType:"xml",serializer:xo},tG={path:"/{containerName}/{blo\
b}",httpMethod:"GET",responses:{200:{bodyMapper:Nx,headersMapper:Xb},default:{bodyMapper:q,headersMapper:Jb}},queryParameters:[
H,Wt,xC,K_],urlParameters:[U],headerParameters:[Q,G,$,de,xe],isXML:!0,serializer:xo};var Ec=class extends Zl{url;version;constructor(e,r){if(e===void 0)throw new Error("'url' cannot be null");r||(r={});let n={
requestContentType:"application/json; charset=utf-8"},i="azsdk-js-azure-storage-blob/12.32.0",s=r.userAgentOptions&&r.userAgentOptions.
userAgentPrefix?`${r.userAgentOptions.userAgentPrefix} ${i}`:`${i}`,a={...n,...r,userAgentOptions:{userAgentPrefix:s},endpoint:r.
endpoint??r.baseUri??"{url}"};super(a),this.url=e,this.version=r.version||"2026-04-06",this.service=new gp(this),this.container=
new yp(this),this.blob=new xp(this),this.pageBlob=new Ap(this),this.appendBlob=new bp(this),this.blockBlob=new Sp(this)}service;container;blob;pageBlob;appendBlob;blockBlob};var Ic=class extends Ec{async sendOperationRequest(e,r){let n={...r};return(n.path==="/{containerName}"||n.path==="/{con\
tainerName}/{blob}")&&(n.path=""),super.sendOperationRequest(e,n)}};function X_(t){let e=new URL(t),r=e.pathname;return r=r||"/",r=nG(r),e.pathname=r,e.toString()}function rG(t){let e="";if(t.
search("DevelopmentStorageProxyUri=")!==-1){let r=t.split(";");for(let n of r)n.trim().startsWith("DevelopmentStoragePro\
xyUri=")&&(e=n.trim().match("DevelopmentStorageProxyUri=(.*)")[1])}return e}function ra(t,e){let r=t.split(";");for(let n of r)
if(n.trim().startsWith(e))return n.trim().match(e+"=(.*)")[1];return""}function na(t){let e="";t.startsWith("UseDevelopm\
entStorage=true")&&(e=rG(t),t=QP);let r=ra(t,"BlobEndpoint");if(r=r.endsWith("/")?r.slice(0,-1):r,t.search("DefaultEndpo\
intsProtocol=")!==-1&&t.search("AccountKey=")!==-1){let n="",i="",s=Buffer.from("accountKey","base64"),a="";if(i=ra(t,"A\
ccountName"),s=Buffer.from(ra(t,"AccountKey"),"base64"),!r){n=ra(t,"DefaultEndpointsProtocol");let o=n.toLowerCase();if(o!==
"https"&&o!=="http")throw new Error("Invalid DefaultEndpointsProtocol in the provided Connection String. Expecting 'http\
s' or 'http'");if(a=ra(t,"EndpointSuffix"),!a)throw new Error("Invalid EndpointSuffix in the provided Connection String");
r=`${n}://${i}.blob.${a}`}if(i){if(s.length===0)throw new Error("Invalid AccountKey in the provided Connection String")}else
throw new Error("Invalid AccountName in the provided Connection String");return{kind:"AccountConnString",url:r,accountName:i,
accountKey:s,proxyUri:e}}else{let n=ra(t,"SharedAccessSignature"),i=ra(t,"AccountName");if(i||(i=SC(r)),r){if(!n)throw new Error(
"Invalid SharedAccessSignature in the provided SAS Connection String")}else throw new Error("Invalid BlobEndpoint in the\
 provided SAS Connection String");return n.startsWith("?")&&(n=n.substring(1)),{kind:"SASConnString",url:r,accountName:i,
accountSas:n}}}function nG(t){return encodeURIComponent(t).replace(/%2F/g,"/").replace(/'/g,"%27").replace(/\+/g,"%20").
replace(/%25/g,"%")}function mt(t,e){let r=new URL(t),n=r.pathname;return n=n?n.endsWith("/")?`${n}${e}`:`${n}/${e}`:e,r.
pathname=n,r.toString()}function Ao(t,e,r){let n=new URL(t),i=encodeURIComponent(e),s=r?encodeURIComponent(r):void 0,a=n.
search===""?"?":n.search,o=[];for(let l of a.slice(1).split("&"))if(l){let[c]=l.split("=",2);c!==i&&o.push(l)}return s&&
o.push(`${i}=${s}`),n.search=o.length?`?${o.join("&")}`:"",n.toString()}function AC(t,e){return new URL(t).searchParams.
get(e)??void 0}function J_(t){try{let e=new URL(t);return e.protocol.endsWith(":")?e.protocol.slice(0,-1):e.protocol}catch{return}}function Pc(t,e){let r=new URL(t),n=r.search;return n?n+="&"+e:n=e,r.search=n,r.toString()}function Ne(t,e=!0){let r=t.toISOString();
return e?r.substring(0,r.length-1)+"0000Z":r.substring(0,r.length-5)+"Z"}function iG(t){return ze?Buffer.from(t).toString(
"base64"):btoa(t)}function bC(t,e){t.length>42&&(t=t.slice(0,42));let s=t+sG(e.toString(),48-t.length,"0");return iG(s)}function sG(t,e,r=" "){return String.prototype.padStart?t.padStart(e,r):(r=r||" ",t.length>e?t:(e=e-t.length,e>r.length&&
(r+=r.repeat(e/r.length)),r.slice(0,e)+t))}function CC(t,e){return t.toLocaleLowerCase()===e.toLocaleLowerCase()}function SC(t){let e=new URL(t),r;try{return e.hostname.
split(".")[1]==="blob"?r=e.hostname.split(".")[0]:Np(e)?r=e.pathname.split("/")[1]:r="",r}catch{throw new Error("Unable \
to extract accountName with provided information.")}}function Np(t){let e=t.host;return/^.*:.*:.*$|^(localhost|host.docker.internal)(:[0-9]+)?$|^(\d|[1-9]\d|1\d\d|2[0-4]\d|25[0-5])(\.(\d|[1-9]\d|1\d\d|2[0-4]\d|25[0-5])){3}(:[0-9]+)?$/.
test(e)||!!t.port&&KP.includes(t.port)}function Ki(t){if(t===void 0)return;let e=[];for(let r in t)if(Object.prototype.hasOwnProperty.
call(t,r)){let n=t[r];e.push(`${encodeURIComponent(r)}=${encodeURIComponent(n)}`)}return e.join("&")}function V_(t){if(t===
void 0)return;let e={blobTagSet:[]};for(let r in t)if(Object.prototype.hasOwnProperty.call(t,r)){let n=t[r];e.blobTagSet.
push({key:r,value:n})}return e}function wp(t){if(t===void 0)return;let e={};for(let r of t.blobTagSet)e[r.key]=r.value;return e}
function NC(t){if(t!==void 0)switch(t.kind){case"csv":return{format:{type:"delimited",delimitedTextConfiguration:{columnSeparator:t.
columnSeparator||",",fieldQuote:t.fieldQuote||"",recordSeparator:t.recordSeparator,escapeChar:t.escapeCharacter||"",headersPresent:t.
hasHeaders||!1}}};case"json":return{format:{type:"json",jsonTextConfiguration:{recordSeparator:t.recordSeparator}}};case"\
arrow":return{format:{type:"arrow",arrowConfiguration:{schema:t.schema}}};case"parquet":return{format:{type:"parquet"}};default:
throw Error("Invalid BlobQueryTextConfiguration.")}}function Ep(t){if(!t||"policy-id"in t)return;let e=[];for(let r in t){
let n=r.split("_"),i="or-";n[0].startsWith(i)&&(n[0]=n[0].substring(i.length));let s={ruleId:n[1],replicationStatus:t[r]},
a=e.findIndex(o=>o.policyId===n[0]);a>-1?e[a].rules.push(s):e.push({policyId:n[0],rules:[s]})}return e}function bo(t){return t?t.scheme+" "+t.value:void 0}function*wC(t){let e=[],r=[];t.pageRange&&(e=t.pageRange),t.clearRange&&(r=t.clearRange);let n=0,i=0;for(;n<e.length&&i<
r.length;)e[n].start<r[i].start?(yield{start:e[n].start,end:e[n].end,isClear:!1},++n):(yield{start:r[i].start,end:r[i].end,
isClear:!0},++i);for(;n<e.length;++n)yield{start:e[n].start,end:e[n].end,isClear:!1};for(;i<r.length;++i)yield{start:r[i].
start,end:r[i].end,isClear:!0}}function te(t){if("_response"in t)return t;throw new TypeError(`Unexpected response object ${t}`)}async function _c(t,e,r,n,i){
let s=n.contentChecksumAlgorithm??i;s===void 0&&(s="Customized"),s==="Auto"&&(s="StorageCrc64");let a;return s==="Custom\
ized"?(r.transactionalContentMD5=n.transactionalContentMD5,r.transactionalContentCrc64=n.transactionalContentCrc64):s===
"StorageCrc64"&&(await cr.init(),a=await MP(t,e),r.structuredBodyType="XSM/1.0; properties=crc64",r.structuredContentLength=
e),{body:s==="StorageCrc64"?a.body:t,contentLength:s==="StorageCrc64"?a.encodedContentLength:e,contentChecksumAlgorithm:s}}var Co=class{url;accountName;pipeline;credential;storageClientContext;isHttps;constructor(e,r){this.url=X_(e),this.accountName=
SC(e),this.pipeline=r,this.storageClientContext=new Ic(this.url,fx(r)),this.isHttps=CC(J_(this.url)||"","https"),this.credential=
hx(r);let n=this.storageClientContext;n.requestContentType=void 0}};var J=Gl({packageName:"@azure/storage-blob",packageVersion:Fm,namespace:"Microsoft.Storage"});var nn=class t{static parse(e){let r=new t;for(let n of e)switch(n){case"r":r.read=!0;break;case"a":r.add=!0;break;case"\
c":r.create=!0;break;case"w":r.write=!0;break;case"d":r.delete=!0;break;case"x":r.deleteVersion=!0;break;case"t":r.tag=!0;
break;case"m":r.move=!0;break;case"e":r.execute=!0;break;case"i":r.setImmutabilityPolicy=!0;break;case"y":r.permanentDelete=
!0;break;default:throw new RangeError(`Invalid permission: ${n}`)}return r}static from(e){let r=new t;return e.read&&(r.
read=!0),e.add&&(r.add=!0),e.create&&(r.create=!0),e.write&&(r.write=!0),e.delete&&(r.delete=!0),e.deleteVersion&&(r.deleteVersion=
!0),e.tag&&(r.tag=!0),e.move&&(r.move=!0),e.execute&&(r.execute=!0),e.setImmutabilityPolicy&&(r.setImmutabilityPolicy=!0),
e.permanentDelete&&(r.permanentDelete=!0),r}read=!1;add=!1;create=!1;write=!1;delete=!1;deleteVersion=!1;tag=!1;move=!1;execute=!1;setImmutabilityPolicy=!1;permanentDelete=!1;toString(){
let e=[];return this.read&&e.push("r"),this.add&&e.push("a"),this.create&&e.push("c"),this.write&&e.push("w"),this.delete&&
e.push("d"),this.deleteVersion&&e.push("x"),this.tag&&e.push("t"),this.move&&e.push("m"),this.execute&&e.push("e"),this.
setImmutabilityPolicy&&e.push("i"),this.permanentDelete&&e.push("y"),e.join("")}};var sn=class t{static parse(e){let r=new t;for(let n of e)switch(n){case"r":r.read=!0;break;case"a":r.add=!0;break;case"\
c":r.create=!0;break;case"w":r.write=!0;break;case"d":r.delete=!0;break;case"l":r.list=!0;break;case"t":r.tag=!0;break;case"\
x":r.deleteVersion=!0;break;case"m":r.move=!0;break;case"e":r.execute=!0;break;case"i":r.setImmutabilityPolicy=!0;break;case"\
y":r.permanentDelete=!0;break;case"f":r.filterByTags=!0;break;default:throw new RangeError(`Invalid permission ${n}`)}return r}static from(e){
let r=new t;return e.read&&(r.read=!0),e.add&&(r.add=!0),e.create&&(r.create=!0),e.write&&(r.write=!0),e.delete&&(r.delete=
!0),e.list&&(r.list=!0),e.deleteVersion&&(r.deleteVersion=!0),e.tag&&(r.tag=!0),e.move&&(r.move=!0),e.execute&&(r.execute=
!0),e.setImmutabilityPolicy&&(r.setImmutabilityPolicy=!0),e.permanentDelete&&(r.permanentDelete=!0),e.filterByTags&&(r.filterByTags=
!0),r}read=!1;add=!1;create=!1;write=!1;delete=!1;deleteVersion=!1;list=!1;tag=!1;move=!1;execute=!1;setImmutabilityPolicy=!1;permanentDelete=!1;filterByTags=!1;toString(){
let e=[];return this.read&&e.push("r"),this.add&&e.push("a"),this.create&&e.push("c"),this.write&&e.push("w"),this.delete&&
e.push("d"),this.deleteVersion&&e.push("x"),this.list&&e.push("l"),this.tag&&e.push("t"),this.move&&e.push("m"),this.execute&&
e.push("e"),this.setImmutabilityPolicy&&e.push("i"),this.permanentDelete&&e.push("y"),this.filterByTags&&e.push("f"),e.join(
"")}};function Fr(t){return t.end?`${t.start}-${t.end}`:t.start}var Z_;(function(t){t.Https="https",t.HttpsAndHttp="https,http"})(Z_||(Z_={}));var qr=class{version;protocol;startsOn;expiresOn;permissions;services;resourceTypes;identifier;delegatedUserObjectId;encryptionScope;resource;signature;cacheControl;contentDisposition;contentEncoding;contentLanguage;contentType;ipRangeInner;signedOid;signedTenantId;signedStartsOn;signedExpiresOn;signedService;signedVersion;signedDelegatedUserTid;preauthorizedAgentObjectId;correlationId;requestHeaderKeys;requestQueryParameterKeys;get ipRange(){
if(this.ipRangeInner)return{end:this.ipRangeInner.end,start:this.ipRangeInner.start}}constructor(e,r,n,i,s,a,o,l,c,u,d,m,p,x,g,b,C,E,P,M,W,ee,I){
this.version=e,this.signature=r,n!==void 0&&typeof n!="string"?(this.permissions=n.permissions,this.services=n.services,
this.resourceTypes=n.resourceTypes,this.protocol=n.protocol,this.startsOn=n.startsOn,this.expiresOn=n.expiresOn,this.ipRangeInner=
n.ipRange,this.identifier=n.identifier,this.delegatedUserObjectId=n.delegatedUserObjectId,this.encryptionScope=n.encryptionScope,
this.resource=n.resource,this.cacheControl=n.cacheControl,this.contentDisposition=n.contentDisposition,this.contentEncoding=
n.contentEncoding,this.contentLanguage=n.contentLanguage,this.contentType=n.contentType,this.requestHeaderKeys=n.requestHeaderKeys,
this.requestQueryParameterKeys=n.requestQueryParameterKeys,n.userDelegationKey&&(this.signedOid=n.userDelegationKey.signedObjectId,
this.signedTenantId=n.userDelegationKey.signedTenantId,this.signedStartsOn=n.userDelegationKey.signedStartsOn,this.signedExpiresOn=
n.userDelegationKey.signedExpiresOn,this.signedService=n.userDelegationKey.signedService,this.signedVersion=n.userDelegationKey.
signedVersion,this.signedDelegatedUserTid=n.userDelegationKey.signedDelegatedUserTenantId,this.preauthorizedAgentObjectId=
n.preauthorizedAgentObjectId,this.correlationId=n.correlationId)):(this.services=i,this.resourceTypes=s,this.expiresOn=l,
this.permissions=n,this.protocol=a,this.startsOn=o,this.ipRangeInner=c,this.delegatedUserObjectId=W,this.encryptionScope=
M,this.identifier=u,this.resource=d,this.cacheControl=m,this.contentDisposition=p,this.contentEncoding=x,this.contentLanguage=
g,this.contentType=b,this.requestHeaderKeys=ee,this.requestQueryParameterKeys=I,C&&(this.signedOid=C.signedObjectId,this.
signedTenantId=C.signedTenantId,this.signedStartsOn=C.signedStartsOn,this.signedExpiresOn=C.signedExpiresOn,this.signedService=
C.signedService,this.signedVersion=C.signedVersion,this.signedDelegatedUserTid=C.signedDelegatedUserTenantId,this.preauthorizedAgentObjectId=
E,this.correlationId=P))}toString(){let e=["sv","ss","srt","spr","st","se","sip","si","ses","skoid","sktid","skt","ske",
"sks","skv","sr","sp","rscc","rscd","rsce","rscl","rsct","saoid","scid","sduoid","skdutid","srh","srq","sig"],r=[];for(let n of e)
switch(n){case"sv":this.tryAppendQueryParameter(r,n,this.version);break;case"ss":this.tryAppendQueryParameter(r,n,this.services);
break;case"srt":this.tryAppendQueryParameter(r,n,this.resourceTypes);break;case"spr":this.tryAppendQueryParameter(r,n,this.
protocol);break;case"st":this.tryAppendQueryParameter(r,n,this.startsOn?Ne(this.startsOn,!1):void 0);break;case"se":this.
tryAppendQueryParameter(r,n,this.expiresOn?Ne(this.expiresOn,!1):void 0);break;case"sip":this.tryAppendQueryParameter(r,
n,this.ipRange?Fr(this.ipRange):void 0);break;case"si":this.tryAppendQueryParameter(r,n,this.identifier);break;case"ses":
this.tryAppendQueryParameter(r,n,this.encryptionScope);break;case"skoid":this.tryAppendQueryParameter(r,n,this.signedOid);
break;case"sktid":this.tryAppendQueryParameter(r,n,this.signedTenantId);break;case"skt":this.tryAppendQueryParameter(r,n,
this.signedStartsOn?Ne(this.signedStartsOn,!1):void 0);break;case"ske":this.tryAppendQueryParameter(r,n,this.signedExpiresOn?
Ne(this.signedExpiresOn,!1):void 0);break;case"sks":this.tryAppendQueryParameter(r,n,this.signedService);break;case"skv":
this.tryAppendQueryParameter(r,n,this.signedVersion);break;case"skdutid":this.tryAppendQueryParameter(r,n,this.signedDelegatedUserTid);
break;case"sr":this.tryAppendQueryParameter(r,n,this.resource);break;case"sp":this.tryAppendQueryParameter(r,n,this.permissions);
break;case"sig":this.tryAppendQueryParameter(r,n,this.signature);break;case"rscc":this.tryAppendQueryParameter(r,n,this.
cacheControl);break;case"rscd":this.tryAppendQueryParameter(r,n,this.contentDisposition);break;case"rsce":this.tryAppendQueryParameter(
r,n,this.contentEncoding);break;case"rscl":this.tryAppendQueryParameter(r,n,this.contentLanguage);break;case"rsct":this.
tryAppendQueryParameter(r,n,this.contentType);break;case"saoid":this.tryAppendQueryParameter(r,n,this.preauthorizedAgentObjectId);
break;case"scid":this.tryAppendQueryParameter(r,n,this.correlationId);break;case"sduoid":this.tryAppendQueryParameter(r,
n,this.delegatedUserObjectId);break;case"srh":this.tryAppendQueryParameter(r,n,this.requestHeaderKeys);break;case"srq":this.
tryAppendQueryParameter(r,n,this.requestQueryParameterKeys);break}return r.join("&")}tryAppendQueryParameter(e,r,n){n&&(r=
encodeURIComponent(r),n=encodeURIComponent(n),r.length>0&&n.length>0&&e.push(`${r}=${n}`))}};function vc(t,e,r){return Bc(t,e,r).sasQueryParameters}function Bc(t,e,r){let n=t.version?t.version:qm,i=e instanceof Ve?
e:void 0,s;if(i===void 0&&r!==void 0&&(s=new zm(r,e)),i===void 0&&s===void 0)throw TypeError("Invalid sharedKeyCredentia\
l, userDelegationKey or accountName.");if(n>="2020-12-06")return i!==void 0?lG(t,i):n>="2026-04-06"?pG(t,s):n>="2025-07-\
05"?mG(t,s):dG(t,s);if(n>="2018-11-09")return i!==void 0?oG(t,i):n>="2020-02-10"?uG(t,s):cG(t,s);if(n>="2015-04-05"){if(i!==
void 0)return aG(t,i);throw new RangeError("'version' must be >= '2018-11-09' when generating user delegation SAS using \
user delegation key.")}throw new RangeError("'version' must be >= '2015-04-05'.")}function aG(t,e){if(t=Xi(t),!t.identifier&&
!(t.permissions&&t.expiresOn))throw new RangeError("Must provide 'permissions' and 'expiresOn' for Blob SAS generation w\
hen 'identifier' is not provided.");let r="c";t.blobName&&(r="b");let n;t.permissions&&(t.blobName?n=nn.parse(t.permissions.
toString()).toString():n=sn.parse(t.permissions.toString()).toString());let i=[n||"",t.startsOn?Ne(t.startsOn,!1):"",t.expiresOn?
Ne(t.expiresOn,!1):"",$i(e.accountName,t.containerName,t.blobName),t.identifier,t.ipRange?Fr(t.ipRange):"",t.protocol?t.
protocol:"",t.version,t.cacheControl?t.cacheControl:"",t.contentDisposition?t.contentDisposition:"",t.contentEncoding?t.
contentEncoding:"",t.contentLanguage?t.contentLanguage:"",t.contentType?t.contentType:""].join(`
`),s=e.computeHMACSHA256(i);return{sasQueryParameters:new qr(t.version,s,n,void 0,void 0,t.protocol,t.startsOn,t.expiresOn,
t.ipRange,t.identifier,r,t.cacheControl,t.contentDisposition,t.contentEncoding,t.contentLanguage,t.contentType),stringToSign:i}}
function oG(t,e){if(t=Xi(t),!t.identifier&&!(t.permissions&&t.expiresOn))throw new RangeError("Must provide 'permissions\
' and 'expiresOn' for Blob SAS generation when 'identifier' is not provided.");let r="c",n=t.snapshotTime;t.blobName&&(r=
"b",t.snapshotTime?r="bs":t.versionId&&(r="bv",n=t.versionId));let i;t.permissions&&(t.blobName?i=nn.parse(t.permissions.
toString()).toString():i=sn.parse(t.permissions.toString()).toString());let s=[i||"",t.startsOn?Ne(t.startsOn,!1):"",t.expiresOn?
Ne(t.expiresOn,!1):"",$i(e.accountName,t.containerName,t.blobName),t.identifier,t.ipRange?Fr(t.ipRange):"",t.protocol?t.
protocol:"",t.version,r,n,t.cacheControl?t.cacheControl:"",t.contentDisposition?t.contentDisposition:"",t.contentEncoding?
t.contentEncoding:"",t.contentLanguage?t.contentLanguage:"",t.contentType?t.contentType:""].join(`
`),a=e.computeHMACSHA256(s);return{sasQueryParameters:new qr(t.version,a,i,void 0,void 0,t.protocol,t.startsOn,t.expiresOn,
t.ipRange,t.identifier,r,t.cacheControl,t.contentDisposition,t.contentEncoding,t.contentLanguage,t.contentType),stringToSign:s}}
function lG(t,e){if(t=Xi(t),!t.identifier&&!(t.permissions&&t.expiresOn))throw new RangeError("Must provide 'permissions\
' and 'expiresOn' for Blob SAS generation when 'identifier' is not provided.");let r="c",n=t.snapshotTime;t.blobName&&(r=
"b",t.snapshotTime?r="bs":t.versionId&&(r="bv",n=t.versionId));let i;t.permissions&&(t.blobName?i=nn.parse(t.permissions.
toString()).toString():i=sn.parse(t.permissions.toString()).toString());let s=[i||"",t.startsOn?Ne(t.startsOn,!1):"",t.expiresOn?
Ne(t.expiresOn,!1):"",$i(e.accountName,t.containerName,t.blobName),t.identifier,t.ipRange?Fr(t.ipRange):"",t.protocol?t.
protocol:"",t.version,r,n,t.encryptionScope,t.cacheControl?t.cacheControl:"",t.contentDisposition?t.contentDisposition:"",
t.contentEncoding?t.contentEncoding:"",t.contentLanguage?t.contentLanguage:"",t.contentType?t.contentType:""].join(`
`),a=e.computeHMACSHA256(s);return{sasQueryParameters:new qr(t.version,a,i,void 0,void 0,t.protocol,t.startsOn,t.expiresOn,
t.ipRange,t.identifier,r,t.cacheControl,t.contentDisposition,t.contentEncoding,t.contentLanguage,t.contentType,void 0,void 0,
void 0,t.encryptionScope),stringToSign:s}}function cG(t,e){if(t=Xi(t),!t.permissions||!t.expiresOn)throw new RangeError(
"Must provide 'permissions' and 'expiresOn' for Blob SAS generation when generating user delegation SAS.");let r="c",n=t.
snapshotTime;t.blobName&&(r="b",t.snapshotTime?r="bs":t.versionId&&(r="bv",n=t.versionId));let i;t.permissions&&(t.blobName?
i=nn.parse(t.permissions.toString()).toString():i=sn.parse(t.permissions.toString()).toString());let s=[i||"",t.startsOn?
Ne(t.startsOn,!1):"",t.expiresOn?Ne(t.expiresOn,!1):"",$i(e.accountName,t.containerName,t.blobName),e.userDelegationKey.
signedObjectId,e.userDelegationKey.signedTenantId,e.userDelegationKey.signedStartsOn?Ne(e.userDelegationKey.signedStartsOn,
!1):"",e.userDelegationKey.signedExpiresOn?Ne(e.userDelegationKey.signedExpiresOn,!1):"",e.userDelegationKey.signedService,
e.userDelegationKey.signedVersion,t.ipRange?Fr(t.ipRange):"",t.protocol?t.protocol:"",t.version,r,n,t.cacheControl,t.contentDisposition,
t.contentEncoding,t.contentLanguage,t.contentType].join(`
`),a=e.computeHMACSHA256(s);return{sasQueryParameters:new qr(t.version,a,i,void 0,void 0,t.protocol,t.startsOn,t.expiresOn,
t.ipRange,t.identifier,r,t.cacheControl,t.contentDisposition,t.contentEncoding,t.contentLanguage,t.contentType,e.userDelegationKey),
stringToSign:s}}function uG(t,e){if(t=Xi(t),!t.permissions||!t.expiresOn)throw new RangeError("Must provide 'permissions\
' and 'expiresOn' for Blob SAS generation when generating user delegation SAS.");let r="c",n=t.snapshotTime;t.blobName&&
(r="b",t.snapshotTime?r="bs":t.versionId&&(r="bv",n=t.versionId));let i;t.permissions&&(t.blobName?i=nn.parse(t.permissions.
toString()).toString():i=sn.parse(t.permissions.toString()).toString());let s=[i||"",t.startsOn?Ne(t.startsOn,!1):"",t.expiresOn?
Ne(t.expiresOn,!1):"",$i(e.accountName,t.containerName,t.blobName),e.userDelegationKey.signedObjectId,e.userDelegationKey.
signedTenantId,e.userDelegationKey.signedStartsOn?Ne(e.userDelegationKey.signedStartsOn,!1):"",e.userDelegationKey.signedExpiresOn?
Ne(e.userDelegationKey.signedExpiresOn,!1):"",e.userDelegationKey.signedService,e.userDelegationKey.signedVersion,t.preauthorizedAgentObjectId,
void 0,t.correlationId,t.ipRange?Fr(t.ipRange):"",t.protocol?t.protocol:"",t.version,r,n,t.cacheControl,t.contentDisposition,
t.contentEncoding,t.contentLanguage,t.contentType].join(`
`),a=e.computeHMACSHA256(s);return{sasQueryParameters:new qr(t.version,a,i,void 0,void 0,t.protocol,t.startsOn,t.expiresOn,
t.ipRange,t.identifier,r,t.cacheControl,t.contentDisposition,t.contentEncoding,t.contentLanguage,t.contentType,e.userDelegationKey,
t.preauthorizedAgentObjectId,t.correlationId),stringToSign:s}}function dG(t,e){if(t=Xi(t),!t.permissions||!t.expiresOn)throw new RangeError(
"Must provide 'permissions' and 'expiresOn' for Blob SAS generation when generating user delegation SAS.");let r="c",n=t.
snapshotTime;t.blobName&&(r="b",t.snapshotTime?r="bs":t.versionId&&(r="bv",n=t.versionId));let i;t.permissions&&(t.blobName?
i=nn.parse(t.permissions.toString()).toString():i=sn.parse(t.permissions.toString()).toString());let s=[i||"",t.startsOn?
Ne(t.startsOn,!1):"",t.expiresOn?Ne(t.expiresOn,!1):"",$i(e.accountName,t.containerName,t.blobName),e.userDelegationKey.
signedObjectId,e.userDelegationKey.signedTenantId,e.userDelegationKey.signedStartsOn?Ne(e.userDelegationKey.signedStartsOn,
!1):"",e.userDelegationKey.signedExpiresOn?Ne(e.userDelegationKey.signedExpiresOn,!1):"",e.userDelegationKey.signedService,
e.userDelegationKey.signedVersion,t.preauthorizedAgentObjectId,void 0,t.correlationId,t.ipRange?Fr(t.ipRange):"",t.protocol?
t.protocol:"",t.version,r,n,t.encryptionScope,t.cacheControl,t.contentDisposition,t.contentEncoding,t.contentLanguage,t.
contentType].join(`
`),a=e.computeHMACSHA256(s);return{sasQueryParameters:new qr(t.version,a,i,void 0,void 0,t.protocol,t.startsOn,t.expiresOn,
t.ipRange,t.identifier,r,t.cacheControl,t.contentDisposition,t.contentEncoding,t.contentLanguage,t.contentType,e.userDelegationKey,
t.preauthorizedAgentObjectId,t.correlationId,t.encryptionScope),stringToSign:s}}function mG(t,e){if(t=Xi(t),!t.permissions||
!t.expiresOn)throw new RangeError("Must provide 'permissions' and 'expiresOn' for Blob SAS generation when generating us\
er delegation SAS.");let r="c",n=t.snapshotTime;t.blobName&&(r="b",t.snapshotTime?r="bs":t.versionId&&(r="bv",n=t.versionId));
let i;t.permissions&&(t.blobName?i=nn.parse(t.permissions.toString()).toString():i=sn.parse(t.permissions.toString()).toString());
let s=[i||"",t.startsOn?Ne(t.startsOn,!1):"",t.expiresOn?Ne(t.expiresOn,!1):"",$i(e.accountName,t.containerName,t.blobName),
e.userDelegationKey.signedObjectId,e.userDelegationKey.signedTenantId,e.userDelegationKey.signedStartsOn?Ne(e.userDelegationKey.
signedStartsOn,!1):"",e.userDelegationKey.signedExpiresOn?Ne(e.userDelegationKey.signedExpiresOn,!1):"",e.userDelegationKey.
signedService,e.userDelegationKey.signedVersion,t.preauthorizedAgentObjectId,void 0,t.correlationId,e.userDelegationKey.
signedDelegatedUserTenantId,t.delegatedUserObjectId,t.ipRange?Fr(t.ipRange):"",t.protocol?t.protocol:"",t.version,r,n,t.
encryptionScope,t.cacheControl,t.contentDisposition,t.contentEncoding,t.contentLanguage,t.contentType].join(`
`),a=e.computeHMACSHA256(s);return{sasQueryParameters:new qr(t.version,a,i,void 0,void 0,t.protocol,t.startsOn,t.expiresOn,
t.ipRange,t.identifier,r,t.cacheControl,t.contentDisposition,t.contentEncoding,t.contentLanguage,t.contentType,e.userDelegationKey,
t.preauthorizedAgentObjectId,t.correlationId,t.encryptionScope,t.delegatedUserObjectId),stringToSign:s}}function pG(t,e){
if(t=Xi(t),!t.permissions||!t.expiresOn)throw new RangeError("Must provide 'permissions' and 'expiresOn' for Blob SAS ge\
neration when generating user delegation SAS.");let r="c",n=t.snapshotTime;t.blobName&&(r="b",t.snapshotTime?r="bs":t.versionId&&
(r="bv",n=t.versionId));let i;t.permissions&&(t.blobName?i=nn.parse(t.permissions.toString()).toString():i=sn.parse(t.permissions.
toString()).toString());let s=[i||"",t.startsOn?Ne(t.startsOn,!1):"",t.expiresOn?Ne(t.expiresOn,!1):"",$i(e.accountName,
t.containerName,t.blobName),e.userDelegationKey.signedObjectId,e.userDelegationKey.signedTenantId,e.userDelegationKey.signedStartsOn?
Ne(e.userDelegationKey.signedStartsOn,!1):"",e.userDelegationKey.signedExpiresOn?Ne(e.userDelegationKey.signedExpiresOn,
!1):"",e.userDelegationKey.signedService,e.userDelegationKey.signedVersion,t.preauthorizedAgentObjectId,void 0,t.correlationId,
e.userDelegationKey.signedDelegatedUserTenantId,t.delegatedUserObjectId,t.ipRange?Fr(t.ipRange):"",t.protocol?t.protocol:
"",t.version,r,n,t.encryptionScope,fG(t.requestHeaders),hG(t.requestQueryParameters),t.cacheControl,t.contentDisposition,
t.contentEncoding,t.contentLanguage,t.contentType].join(`
`),a=e.computeHMACSHA256(s);return{sasQueryParameters:new qr(t.version,a,i,void 0,void 0,t.protocol,t.startsOn,t.expiresOn,
t.ipRange,t.identifier,r,t.cacheControl,t.contentDisposition,t.contentEncoding,t.contentLanguage,t.contentType,e.userDelegationKey,
t.preauthorizedAgentObjectId,t.correlationId,t.encryptionScope,t.delegatedUserObjectId,ev(t.requestHeaders),ev(t.requestQueryParameters)),
stringToSign:s}}function fG(t){if(t===void 0)return;let e="";return Object.keys(t).forEach(function(r){e=e+r+":"+t[r]+`
`}),e}function hG(t){if(t===void 0)return;let e="";return Object.keys(t).forEach(function(r){e=e+`
`+r+":"+t[r]}),e}function ev(t){if(t===void 0)return;let e="",r=0;return Object.keys(t).forEach(function(n){r!==0&&(e=e+
","),e=e+n,++r}),e}function $i(t,e,r){let n=[`/blob/${t}/${e}`];return r&&n.push(`/${r}`),n.join("")}function Xi(t){let e=t.
version?t.version:qm;if(t.snapshotTime&&e<"2018-11-09")throw RangeError("'version' must be >= '2018-11-09' when providin\
g 'snapshotTime'.");if(t.blobName===void 0&&t.snapshotTime)throw RangeError("Must provide 'blobName' when providing 'sna\
pshotTime'.");if(t.versionId&&e<"2019-10-10")throw RangeError("'version' must be >= '2019-10-10' when providing 'version\
Id'.");if(t.blobName===void 0&&t.versionId)throw RangeError("Must provide 'blobName' when providing 'versionId'.");if(t.
permissions&&t.permissions.setImmutabilityPolicy&&e<"2020-08-04")throw RangeError("'version' must be >= '2020-08-04' whe\
n provided 'i' permission.");if(t.permissions&&t.permissions.deleteVersion&&e<"2019-10-10")throw RangeError("'version' m\
ust be >= '2019-10-10' when providing 'x' permission.");if(t.permissions&&t.permissions.permanentDelete&&e<"2019-10-10")
throw RangeError("'version' must be >= '2019-10-10' when providing 'y' permission.");if(t.permissions&&t.permissions.tag&&
e<"2019-12-12")throw RangeError("'version' must be >= '2019-12-12' when providing 't' permission.");if(e<"2020-02-10"&&t.
permissions&&(t.permissions.move||t.permissions.execute))throw RangeError("'version' must be >= '2020-02-10' when provid\
ing the 'm' or 'e' permission.");if(e<"2021-04-10"&&t.permissions&&t.permissions.filterByTags)throw RangeError("'version\
' must be >= '2021-04-10' when providing the 'f' permission.");if(e<"2020-02-10"&&(t.preauthorizedAgentObjectId||t.correlationId))
throw RangeError("'version' must be >= '2020-02-10' when providing 'preauthorizedAgentObjectId' or 'correlationId'.");if(t.
encryptionScope&&e<"2020-12-06")throw RangeError("'version' must be >= '2020-12-06' when provided 'encryptionScope' in S\
AS.");return t.version=e,t}var Rc=class{_leaseId;_url;_containerOrBlobOperation;_isContainer;get leaseId(){return this._leaseId}get url(){return this.
_url}constructor(e,r){let n=e.storageClientContext;this._url=e.url,e.name===void 0?(this._isContainer=!0,this._containerOrBlobOperation=
n.container):(this._isContainer=!1,this._containerOrBlobOperation=n.blob),r||(r=eo()),this._leaseId=r}async acquireLease(e,r={}){
if(this._isContainer&&(r.conditions?.ifMatch&&r.conditions?.ifMatch!==Zr||r.conditions?.ifNoneMatch&&r.conditions?.ifNoneMatch!==
Zr||r.conditions?.tagConditions))throw new RangeError("The IfMatch, IfNoneMatch and tags access conditions are ignored b\
y the service. Values other than undefined or their default values are not acceptable.");return J.withSpan("BlobLeaseCli\
ent-acquireLease",r,async n=>te(await this._containerOrBlobOperation.acquireLease({abortSignal:r.abortSignal,duration:e,
modifiedAccessConditions:{...r.conditions,ifTags:r.conditions?.tagConditions},proposedLeaseId:this._leaseId,tracingOptions:n.
tracingOptions})))}async changeLease(e,r={}){if(this._isContainer&&(r.conditions?.ifMatch&&r.conditions?.ifMatch!==Zr||r.
conditions?.ifNoneMatch&&r.conditions?.ifNoneMatch!==Zr||r.conditions?.tagConditions))throw new RangeError("The IfMatch,\
 IfNoneMatch and tags access conditions are ignored by the service. Values other than undefined or their default values \
are not acceptable.");return J.withSpan("BlobLeaseClient-changeLease",r,async n=>{let i=te(await this._containerOrBlobOperation.
changeLease(this._leaseId,e,{abortSignal:r.abortSignal,modifiedAccessConditions:{...r.conditions,ifTags:r.conditions?.tagConditions},
tracingOptions:n.tracingOptions}));return this._leaseId=e,i})}async releaseLease(e={}){if(this._isContainer&&(e.conditions?.
ifMatch&&e.conditions?.ifMatch!==Zr||e.conditions?.ifNoneMatch&&e.conditions?.ifNoneMatch!==Zr||e.conditions?.tagConditions))
throw new RangeError("The IfMatch, IfNoneMatch and tags access conditions are ignored by the service. Values other than \
undefined or their default values are not acceptable.");return J.withSpan("BlobLeaseClient-releaseLease",e,async r=>te(await this.
_containerOrBlobOperation.releaseLease(this._leaseId,{abortSignal:e.abortSignal,modifiedAccessConditions:{...e.conditions,
ifTags:e.conditions?.tagConditions},tracingOptions:r.tracingOptions})))}async renewLease(e={}){if(this._isContainer&&(e.
conditions?.ifMatch&&e.conditions?.ifMatch!==Zr||e.conditions?.ifNoneMatch&&e.conditions?.ifNoneMatch!==Zr||e.conditions?.
tagConditions))throw new RangeError("The IfMatch, IfNoneMatch and tags access conditions are ignored by the service. Val\
ues other than undefined or their default values are not acceptable.");return J.withSpan("BlobLeaseClient-renewLease",e,
async r=>this._containerOrBlobOperation.renewLease(this._leaseId,{abortSignal:e.abortSignal,modifiedAccessConditions:{...e.
conditions,ifTags:e.conditions?.tagConditions},tracingOptions:r.tracingOptions}))}async breakLease(e,r={}){if(this._isContainer&&
(r.conditions?.ifMatch&&r.conditions?.ifMatch!==Zr||r.conditions?.ifNoneMatch&&r.conditions?.ifNoneMatch!==Zr||r.conditions?.
tagConditions))throw new RangeError("The IfMatch, IfNoneMatch and tags access conditions are ignored by the service. Val\
ues other than undefined or their default values are not acceptable.");return J.withSpan("BlobLeaseClient-breakLease",r,
async n=>{let i={abortSignal:r.abortSignal,breakPeriod:e,modifiedAccessConditions:{...r.conditions,ifTags:r.conditions?.
tagConditions},tracingOptions:n.tracingOptions};return te(await this._containerOrBlobOperation.breakLease(i))})}};import{Readable as gG}from"node:stream";var Ip=class extends gG{start;offset;end;getter;source;retries=0;maxRetryRequests;onProgress;options;constructor(e,r,n,i,s={}){
super({highWaterMark:s.highWaterMark}),this.getter=r,this.source=e,this.start=n,this.offset=n,this.end=n+i-1,this.maxRetryRequests=
s.maxRetryRequests&&s.maxRetryRequests>=0?s.maxRetryRequests:0,this.onProgress=s.onProgress,this.options=s,this.setSourceEventHandlers()}_read(){
this.source.resume()}setSourceEventHandlers(){this.source.on("data",this.sourceDataHandler),this.source.on("end",this.sourceErrorOrEndHandler),
this.source.on("error",this.sourceErrorOrEndHandler),this.source.on("aborted",this.sourceAbortedHandler)}removeSourceEventHandlers(){
this.source.removeListener("data",this.sourceDataHandler),this.source.removeListener("end",this.sourceErrorOrEndHandler),
this.source.removeListener("error",this.sourceErrorOrEndHandler),this.source.removeListener("aborted",this.sourceAbortedHandler)}sourceDataHandler=e=>{
if(this.options.doInjectErrorOnce){this.options.doInjectErrorOnce=void 0,this.source.pause(),this.sourceErrorOrEndHandler(),
this.source.destroy();return}this.offset+=e.length,this.onProgress&&this.onProgress({loadedBytes:this.offset-this.start}),
this.push(e)||this.source.pause()};sourceAbortedHandler=()=>{let e=new vt("The operation was aborted.");this.destroy(e)};sourceErrorOrEndHandler=e=>{
if(e&&e.name==="AbortError"){this.destroy(e);return}this.removeSourceEventHandlers(),this.offset-1===this.end?this.push(
null):this.offset<=this.end?this.retries<this.maxRetryRequests?(this.retries+=1,this.getter(this.offset).then(r=>{this.source=
r,this.setSourceEventHandlers()}).catch(r=>{this.destroy(r)})):this.destroy(new Error(`Data corruption failure: received\
 less data than required and reached maxRetires limitation. Received data offset: ${this.offset-1}, data needed offset: ${this.
end}, retries: ${this.retries}, max retries: ${this.maxRetryRequests}`)):this.destroy(new Error(`Data corruption failure\
: Received more data than original request, data needed offset is ${this.end}, received offset: ${this.offset-1}`))};_destroy(e,r){
this.removeSourceEventHandlers(),this.source.destroy(),r(e===null?void 0:e)}};var Pp=class{get acceptRanges(){return this.originalResponse.acceptRanges}get cacheControl(){return this.originalResponse.
cacheControl}get contentDisposition(){return this.originalResponse.contentDisposition}get contentEncoding(){return this.
originalResponse.contentEncoding}get contentLanguage(){return this.originalResponse.contentLanguage}get blobSequenceNumber(){
return this.originalResponse.blobSequenceNumber}get blobType(){return this.originalResponse.blobType}get contentLength(){
return this.originalResponse.contentLength}get contentMD5(){return this.originalResponse.contentMD5}get contentRange(){return this.
originalResponse.contentRange}get contentType(){return this.originalResponse.contentType}get copyCompletedOn(){return this.
originalResponse.copyCompletedOn}get copyId(){return this.originalResponse.copyId}get copyProgress(){return this.originalResponse.
copyProgress}get copySource(){return this.originalResponse.copySource}get copyStatus(){return this.originalResponse.copyStatus}get copyStatusDescription(){
return this.originalResponse.copyStatusDescription}get leaseDuration(){return this.originalResponse.leaseDuration}get leaseState(){
return this.originalResponse.leaseState}get leaseStatus(){return this.originalResponse.leaseStatus}get date(){return this.
originalResponse.date}get blobCommittedBlockCount(){return this.originalResponse.blobCommittedBlockCount}get etag(){return this.
originalResponse.etag}get tagCount(){return this.originalResponse.tagCount}get errorCode(){return this.originalResponse.
errorCode}get isServerEncrypted(){return this.originalResponse.isServerEncrypted}get blobContentMD5(){return this.originalResponse.
blobContentMD5}get lastModified(){return this.originalResponse.lastModified}get lastAccessed(){return this.originalResponse.
lastAccessed}get createdOn(){return this.originalResponse.createdOn}get metadata(){return this.originalResponse.metadata}get requestId(){
return this.originalResponse.requestId}get clientRequestId(){return this.originalResponse.clientRequestId}get version(){
return this.originalResponse.version}get versionId(){return this.originalResponse.versionId}get isCurrentVersion(){return this.
originalResponse.isCurrentVersion}get encryptionKeySha256(){return this.originalResponse.encryptionKeySha256}get contentCrc64(){
return this.originalResponse.contentCrc64}get objectReplicationDestinationPolicyId(){return this.originalResponse.objectReplicationDestinationPolicyId}get objectReplicationSourceProperties(){
return this.originalResponse.objectReplicationSourceProperties}get isSealed(){return this.originalResponse.isSealed}get immutabilityPolicyExpiresOn(){
return this.originalResponse.immutabilityPolicyExpiresOn}get immutabilityPolicyMode(){return this.originalResponse.immutabilityPolicyMode}get legalHold(){
return this.originalResponse.legalHold}get structuredBodyType(){return this.originalResponse.structuredBodyType}get contentAsBlob(){
return this.originalResponse.blobBody}get readableStreamBody(){return ze?this.blobDownloadStream:void 0}get _response(){
return this.originalResponse._response}originalResponse;blobDownloadStream;constructor(e,r,n,i,s={}){this.originalResponse=
e;let a=this.originalResponse.structuredBodyType===void 0?this.originalResponse.readableStreamBody:Rm(this.originalResponse.
readableStreamBody,s);this.blobDownloadStream=new Ip(a,r,n,i,s)}};import{Readable as xG}from"node:stream";var EC=new Uint8Array([79,98,106,1]),tv="avro.codec",rv="avro.schema";var Ke=class t{static async readFixedBytes(e,r,n={}){let i=await e.read(r,{abortSignal:n.abortSignal});if(i.length!==r)throw new Error(
"Hit stream end.");return i}static async readByte(e,r={}){return(await t.readFixedBytes(e,1,r))[0]}static async readZigZagLong(e,r={}){
let n=0,i=0,s,a,o;do s=await t.readByte(e,r),a=s&128,n|=(s&127)<<i,i+=7;while(a&&i<28);if(a){n=n,o=268435456;do s=await t.
readByte(e,r),n+=(s&127)*o,o*=128;while(s&128);let l=(n%2?-(n+1):n)/2;if(l<Number.MIN_SAFE_INTEGER||l>Number.MAX_SAFE_INTEGER)
throw new Error("Integer overflow.");return l}return n>>1^-(n&1)}static async readLong(e,r={}){return t.readZigZagLong(e,
r)}static async readInt(e,r={}){return t.readZigZagLong(e,r)}static async readNull(){return null}static async readBoolean(e,r={}){
let n=await t.readByte(e,r);if(n===1)return!0;if(n===0)return!1;throw new Error("Byte was not a boolean.")}static async readFloat(e,r={}){
let n=await t.readFixedBytes(e,4,r);return new DataView(n.buffer,n.byteOffset,n.byteLength).getFloat32(0,!0)}static async readDouble(e,r={}){
let n=await t.readFixedBytes(e,8,r);return new DataView(n.buffer,n.byteOffset,n.byteLength).getFloat64(0,!0)}static async readBytes(e,r={}){
let n=await t.readLong(e,r);if(n<0)throw new Error("Bytes size was negative.");return e.read(n,{abortSignal:r.abortSignal})}static async readString(e,r={}){
let n=await t.readBytes(e,r);return new TextDecoder().decode(n)}static async readMapPair(e,r,n={}){let i=await t.readString(
e,n),s=await r(e,n);return{key:i,value:s}}static async readMap(e,r,n={}){let i=(o,l={})=>t.readMapPair(o,r,l),s=await t.
readArray(e,i,n),a={};for(let o of s)a[o.key]=o.value;return a}static async readArray(e,r,n={}){let i=[];for(let s=await t.
readLong(e,n);s!==0;s=await t.readLong(e,n))for(s<0&&(await t.readLong(e,n),s=-s);s--;){let a=await r(e,n);i.push(a)}return i}},
ia;(function(t){t.RECORD="record",t.ENUM="enum",t.ARRAY="array",t.MAP="map",t.UNION="union",t.FIXED="fixed"})(ia||(ia={}));
var St;(function(t){t.NULL="null",t.BOOLEAN="boolean",t.INT="int",t.LONG="long",t.FLOAT="float",t.DOUBLE="double",t.BYTES=
"bytes",t.STRING="string"})(St||(St={}));var bi=class t{static fromSchema(e){return typeof e=="string"?t.fromStringSchema(
e):Array.isArray(e)?t.fromArraySchema(e):t.fromObjectSchema(e)}static fromStringSchema(e){switch(e){case St.NULL:case St.
BOOLEAN:case St.INT:case St.LONG:case St.FLOAT:case St.DOUBLE:case St.BYTES:case St.STRING:return new IC(e);default:throw new Error(
`Unexpected Avro type ${e}`)}}static fromArraySchema(e){return new _C(e.map(t.fromSchema))}static fromObjectSchema(e){let r=e.
type;try{return t.fromStringSchema(r)}catch{}switch(r){case ia.RECORD:if(e.aliases)throw new Error(`aliases currently is\
 not supported, schema: ${e}`);if(!e.name)throw new Error(`Required attribute 'name' doesn't exist on schema: ${e}`);let n={};
if(!e.fields)throw new Error(`Required attribute 'fields' doesn't exist on schema: ${e}`);for(let i of e.fields)n[i.name]=
t.fromSchema(i.type);return new BC(n,e.name);case ia.ENUM:if(e.aliases)throw new Error(`aliases currently is not support\
ed, schema: ${e}`);if(!e.symbols)throw new Error(`Required attribute 'symbols' doesn't exist on schema: ${e}`);return new PC(
e.symbols);case ia.MAP:if(!e.values)throw new Error(`Required attribute 'values' doesn't exist on schema: ${e}`);return new vC(
t.fromSchema(e.values));case ia.ARRAY:case ia.FIXED:default:throw new Error(`Unexpected Avro type ${r} in ${e}`)}}},IC=class extends bi{_primitive;constructor(e){
super(),this._primitive=e}read(e,r={}){switch(this._primitive){case St.NULL:return Ke.readNull();case St.BOOLEAN:return Ke.
readBoolean(e,r);case St.INT:return Ke.readInt(e,r);case St.LONG:return Ke.readLong(e,r);case St.FLOAT:return Ke.readFloat(
e,r);case St.DOUBLE:return Ke.readDouble(e,r);case St.BYTES:return Ke.readBytes(e,r);case St.STRING:return Ke.readString(
e,r);default:throw new Error("Unknown Avro Primitive")}}},PC=class extends bi{_symbols;constructor(e){super(),this._symbols=
e}async read(e,r={}){let n=await Ke.readInt(e,r);return this._symbols[n]}},_C=class extends bi{_types;constructor(e){super(),
this._types=e}async read(e,r={}){let n=await Ke.readInt(e,r);return this._types[n].read(e,r)}},vC=class extends bi{_itemType;constructor(e){
super(),this._itemType=e}read(e,r={}){let n=(i,s)=>this._itemType.read(i,s);return Ke.readMap(e,n,r)}},BC=class extends bi{_name;_fields;constructor(e,r){
super(),this._fields=e,this._name=r}async read(e,r={}){let n={};n.$schema=this._name;for(let i in this._fields)Object.prototype.
hasOwnProperty.call(this._fields,i)&&(n[i]=await this._fields[i].read(e,r));return n}};function RC(t,e){if(t===e)return!0;if(t==null||e==null||t.length!==e.length)return!1;for(let r=0;r<t.length;++r)if(t[r]!==
e[r])return!1;return!0}var Tc=class{_dataStream;_headerStream;_syncMarker;_metadata;_itemType;_itemsRemainingInBlock;_initialBlockOffset;_blockOffset;get blockOffset(){
return this._blockOffset}_objectIndex;get objectIndex(){return this._objectIndex}_initialized;constructor(e,r,n,i){this.
_dataStream=e,this._headerStream=r||e,this._initialized=!1,this._blockOffset=n||0,this._objectIndex=i||0,this._initialBlockOffset=
n||0}async initialize(e={}){let r=await Ke.readFixedBytes(this._headerStream,EC.length,{abortSignal:e.abortSignal});if(!RC(
r,EC))throw new Error("Stream is not an Avro file.");this._metadata=await Ke.readMap(this._headerStream,Ke.readString,{abortSignal:e.
abortSignal});let n=this._metadata[tv];if(!(n==null||n==="null"))throw new Error("Codecs are not supported");this._syncMarker=
await Ke.readFixedBytes(this._headerStream,16,{abortSignal:e.abortSignal});let i=JSON.parse(this._metadata[rv]);if(this.
_itemType=bi.fromSchema(i),this._blockOffset===0&&(this._blockOffset=this._initialBlockOffset+this._dataStream.position),
this._itemsRemainingInBlock=await Ke.readLong(this._dataStream,{abortSignal:e.abortSignal}),await Ke.readLong(this._dataStream,
{abortSignal:e.abortSignal}),this._initialized=!0,this._objectIndex&&this._objectIndex>0)for(let s=0;s<this._objectIndex;s++)
await this._itemType.read(this._dataStream,{abortSignal:e.abortSignal}),this._itemsRemainingInBlock--}hasNext(){return!this.
_initialized||this._itemsRemainingInBlock>0}async*parseObjects(e={}){for(this._initialized||await this.initialize(e);this.
hasNext();){let r=await this._itemType.read(this._dataStream,{abortSignal:e.abortSignal});if(this._itemsRemainingInBlock--,
this._objectIndex++,this._itemsRemainingInBlock===0){let n=await Ke.readFixedBytes(this._dataStream,16,{abortSignal:e.abortSignal});
if(this._blockOffset=this._initialBlockOffset+this._dataStream.position,this._objectIndex=0,!RC(this._syncMarker,n))throw new Error(
"Stream is not a valid Avro file.");try{this._itemsRemainingInBlock=await Ke.readLong(this._dataStream,{abortSignal:e.abortSignal})}catch{
this._itemsRemainingInBlock=0}this._itemsRemainingInBlock>0&&await Ke.readLong(this._dataStream,{abortSignal:e.abortSignal})}
yield r}}};var Mc=class{};import{Buffer as yG}from"buffer";var iv=new vt("Reading from the avro stream was aborted."),Dc=class extends Mc{_position;_readable;toUint8Array(e){
return typeof e=="string"?yG.from(e):e}constructor(e){super(),this._readable=e,this._position=0}get position(){return this.
_position}async read(e,r={}){if(r.abortSignal?.aborted)throw iv;if(e<0)throw new Error(`size parameter should be positiv\
e: ${e}`);if(e===0)return new Uint8Array;if(!this._readable.readable)throw new Error("Stream no longer readable.");let n=this.
_readable.read(e);return n?(this._position+=n.length,this.toUint8Array(n)):new Promise((i,s)=>{let a=()=>{this._readable.
removeListener("readable",o),this._readable.removeListener("error",l),this._readable.removeListener("end",l),this._readable.
removeListener("close",l),r.abortSignal&&r.abortSignal.removeEventListener("abort",c)},o=()=>{let u=this._readable.read(
e);u&&(this._position+=u.length,a(),i(this.toUint8Array(u)))},l=()=>{a(),s()},c=()=>{a(),s(iv)};this._readable.on("reada\
ble",o),this._readable.once("error",l),this._readable.once("end",l),this._readable.once("close",l),r.abortSignal&&r.abortSignal.
addEventListener("abort",c)})}};var _p=class extends xG{source;avroReader;avroIter;avroPaused=!0;onProgress;onError;constructor(e,r={}){super(),this.source=
e,this.onProgress=r.onProgress,this.onError=r.onError,this.avroReader=new Tc(new Dc(this.source)),this.avroIter=this.avroReader.
parseObjects({abortSignal:r.abortSignal})}_read(){this.avroPaused&&this.readInternal().catch(e=>{this.emit("error",e)})}async readInternal(){
this.avroPaused=!1;let e;do{if(e=await this.avroIter.next(),e.done)break;let r=e.value,n=r.$schema;if(typeof n!="string")
throw Error("Missing schema in avro record.");switch(n){case"com.microsoft.azure.storage.queryBlobContents.resultData":{
let i=r.data;if(!(i instanceof Uint8Array))throw Error("Invalid data in avro result record.");this.push(Buffer.from(i))||
(this.avroPaused=!0)}break;case"com.microsoft.azure.storage.queryBlobContents.progress":{let i=r.bytesScanned;if(typeof i!=
"number")throw Error("Invalid bytesScanned in avro progress record.");this.onProgress&&this.onProgress({loadedBytes:i})}
break;case"com.microsoft.azure.storage.queryBlobContents.end":if(this.onProgress){let i=r.totalBytes;if(typeof i!="numbe\
r")throw Error("Invalid totalBytes in avro end record.");this.onProgress({loadedBytes:i})}this.push(null);break;case"com\
.microsoft.azure.storage.queryBlobContents.error":if(this.onError){let i=r.fatal;if(typeof i!="boolean")throw Error("Inv\
alid fatal in avro error record.");let s=r.name;if(typeof s!="string")throw Error("Invalid name in avro error record.");
let a=r.description;if(typeof a!="string")throw Error("Invalid description in avro error record.");let o=r.position;if(typeof o!=
"number")throw Error("Invalid position in avro error record.");this.onError({position:o,name:s,isFatal:i,description:a})}
break;default:throw Error(`Unknown schema ${n} in avro progress record.`)}}while(!e.done&&!this.avroPaused)}};var vp=class{get acceptRanges(){return this.originalResponse.acceptRanges}get cacheControl(){return this.originalResponse.
cacheControl}get contentDisposition(){return this.originalResponse.contentDisposition}get contentEncoding(){return this.
originalResponse.contentEncoding}get contentLanguage(){return this.originalResponse.contentLanguage}get blobSequenceNumber(){
return this.originalResponse.blobSequenceNumber}get blobType(){return this.originalResponse.blobType}get contentLength(){
return this.originalResponse.contentLength}get contentMD5(){return this.originalResponse.contentMD5}get contentRange(){return this.
originalResponse.contentRange}get contentType(){return this.originalResponse.contentType}get copyCompletedOn(){}get copyId(){
return this.originalResponse.copyId}get copyProgress(){return this.originalResponse.copyProgress}get copySource(){return this.
originalResponse.copySource}get copyStatus(){return this.originalResponse.copyStatus}get copyStatusDescription(){return this.
originalResponse.copyStatusDescription}get leaseDuration(){return this.originalResponse.leaseDuration}get leaseState(){return this.
originalResponse.leaseState}get leaseStatus(){return this.originalResponse.leaseStatus}get date(){return this.originalResponse.
date}get blobCommittedBlockCount(){return this.originalResponse.blobCommittedBlockCount}get etag(){return this.originalResponse.
etag}get errorCode(){return this.originalResponse.errorCode}get isServerEncrypted(){return this.originalResponse.isServerEncrypted}get blobContentMD5(){
return this.originalResponse.blobContentMD5}get lastModified(){return this.originalResponse.lastModified}get metadata(){
return this.originalResponse.metadata}get requestId(){return this.originalResponse.requestId}get clientRequestId(){return this.
originalResponse.clientRequestId}get version(){return this.originalResponse.version}get encryptionKeySha256(){return this.
originalResponse.encryptionKeySha256}get contentCrc64(){return this.originalResponse.contentCrc64}get blobBody(){}get readableStreamBody(){
return ze?this.blobDownloadStream:void 0}get _response(){return this.originalResponse._response}originalResponse;blobDownloadStream;constructor(e,r={}){
this.originalResponse=e,this.blobDownloadStream=new _p(this.originalResponse.readableStreamBody,r)}};var TC;(function(t){t.Hot="Hot",t.Cool="Cool",t.Cold="Cold",t.Archive="Archive"})(TC||(TC={}));var MC;(function(t){t.P4=
"P4",t.P6="P6",t.P10="P10",t.P15="P15",t.P20="P20",t.P30="P30",t.P40="P40",t.P50="P50",t.P60="P60",t.P70="P70",t.P80="P8\
0"})(MC||(MC={}));function Ji(t){if(t!==void 0)return t}function pt(t,e){if(t&&!e)throw new RangeError("Customer-provide\
d encryption key must be used over HTTPS.");t&&!t.encryptionAlgorithm&&(t.encryptionAlgorithm=HP)}var DC;(function(t){t.
StorageOAuthScopes="https://storage.azure.com/.default",t.DiskComputeOAuthScopes="https://disk.compute.azure.com/.defaul\
t"})(DC||(DC={}));function Bp(t){let e=(t._response.parsedBody.pageRange||[]).map(n=>({offset:n.start,count:n.end-n.start})),r=(t._response.
parsedBody.clearRange||[]).map(n=>({offset:n.start,count:n.end-n.start}));return{...t,pageRange:e,clearRange:r,_response:{
...t._response,parsedBody:{pageRange:e,clearRange:r}}}}var OC=Mr("core-lro");var LC=class t extends Error{constructor(e){super(e),this.name="PollerStoppedError",Object.setPrototypeOf(this,t.prototype)}},
kC=class t extends Error{constructor(e){super(e),this.name="PollerCancelledError",Object.setPrototypeOf(this,t.prototype)}},
Oc=class{constructor(e){this.resolveOnUnsuccessful=!1,this.stopped=!0,this.pollProgressCallbacks=[],this.operation=e,this.
promise=new Promise((r,n)=>{this.resolve=r,this.reject=n}),this.promise.catch(()=>{})}async startPolling(e={}){for(this.
stopped&&(this.stopped=!1);!this.isStopped()&&!this.isDone();)await this.poll(e),await this.delay()}async pollOnce(e={}){
this.isDone()||(this.operation=await this.operation.update({abortSignal:e.abortSignal,fireProgress:this.fireProgress.bind(
this)})),this.processUpdatedState()}fireProgress(e){for(let r of this.pollProgressCallbacks)r(e)}async cancelOnce(e={}){
this.operation=await this.operation.cancel(e)}poll(e={}){if(!this.pollOncePromise){this.pollOncePromise=this.pollOnce(e);
let r=()=>{this.pollOncePromise=void 0};this.pollOncePromise.then(r,r).catch(this.reject)}return this.pollOncePromise}processUpdatedState(){
if(this.operation.state.error&&(this.stopped=!0,!this.resolveOnUnsuccessful))throw this.reject(this.operation.state.error),
this.operation.state.error;if(this.operation.state.isCancelled&&(this.stopped=!0,!this.resolveOnUnsuccessful)){let e=new kC(
"Operation was canceled");throw this.reject(e),e}this.isDone()&&this.resolve&&this.resolve(this.getResult())}async pollUntilDone(e={}){
return this.stopped&&this.startPolling(e).catch(this.reject),this.processUpdatedState(),this.promise}onProgress(e){return this.
pollProgressCallbacks.push(e),()=>{this.pollProgressCallbacks=this.pollProgressCallbacks.filter(r=>r!==e)}}isDone(){let e=this.
operation.state;return!!(e.isCompleted||e.isCancelled||e.error)}stopPolling(){this.stopped||(this.stopped=!0,this.reject&&
this.reject(new LC("This poller is already stopped")))}isStopped(){return this.stopped}cancelOperation(e={}){if(!this.cancelPromise)
this.cancelPromise=this.cancelOnce(e);else if(e.abortSignal)throw new Error("A cancel request is currently pending");return this.
cancelPromise}getOperationState(){return this.operation.state}getResult(){return this.operation.state.result}toString(){
return this.operation.toString()}};var Rp=class extends Oc{intervalInMs;constructor(e){let{blobClient:r,copySource:n,intervalInMs:i=15e3,onProgress:s,resumeFrom:a,
startCopyFromURLOptions:o}=e,l;a&&(l=JSON.parse(a).state);let c=Lc({...l,blobClient:r,copySource:n,startCopyFromURLOptions:o});
super(c),typeof s=="function"&&this.onProgress(s),this.intervalInMs=i}delay(){return Za(this.intervalInMs)}},NG=async function(e={}){
let r=this.state,{copyId:n}=r;return r.isCompleted?Lc(r):n?(await r.blobClient.abortCopyFromURL(n,{abortSignal:e.abortSignal}),
r.isCancelled=!0,Lc(r)):(r.isCancelled=!0,Lc(r))},wG=async function(e={}){let r=this.state,{blobClient:n,copySource:i,startCopyFromURLOptions:s}=r;
if(r.isStarted){if(!r.isCompleted)try{let a=await r.blobClient.getProperties({abortSignal:e.abortSignal}),{copyStatus:o,
copyProgress:l}=a,c=r.copyProgress;l&&(r.copyProgress=l),o==="pending"&&l!==c&&typeof e.fireProgress=="function"?e.fireProgress(
r):o==="success"?(r.result=a,r.isCompleted=!0):o==="failed"&&(r.error=new Error(`Blob copy failed with reason: "${a.copyStatusDescription||
"unknown"}"`),r.isCompleted=!0)}catch(a){r.error=a,r.isCompleted=!0}}else{r.isStarted=!0;let a=await n.startCopyFromURL(
i,s);r.copyId=a.copyId,a.copyStatus==="success"&&(r.result=a,r.isCompleted=!0)}return Lc(r)},EG=function(){return JSON.stringify(
{state:this.state},(e,r)=>{if(e!=="blobClient")return r})};function Lc(t){return{state:{...t},cancel:NG,toString:EG,update:wG}}function dr(t){if(t.offset<0)throw new RangeError("Range.offset cannot be smaller than 0.");if(t.count&&t.count<=0)throw new RangeError(
"Range.count must be larger than 0. Leave it undefined if you want a range from offset to the end.");return t.count?`byt\
es=${t.offset}-${t.offset+t.count-1}`:`bytes=${t.offset}-`}import{EventEmitter as IG}from"events";var kc;(function(t){t[t.Good=0]="Good",t[t.Error=1]="Error"})(kc||(kc={}));var zc=class{concurrency;actives=0;completed=0;offset=0;operations=[];state=kc.
Good;emitter;constructor(e=5){if(e<1)throw new RangeError("concurrency must be larger than 0");this.concurrency=e,this.emitter=
new IG}addOperation(e){this.operations.push(async()=>{try{this.actives++,await e(),this.actives--,this.completed++,this.
parallelExecute()}catch(r){this.emitter.emit("error",r)}})}async do(){return this.operations.length===0?Promise.resolve():
(this.parallelExecute(),new Promise((e,r)=>{this.emitter.on("finish",e),this.emitter.on("error",n=>{this.state=kc.Error,
r(n)})}))}nextOperation(){return this.offset<this.operations.length?this.operations[this.offset++]:null}parallelExecute(){
if(this.state!==kc.Error){if(this.completed>=this.operations.length){this.emitter.emit("finish");return}for(;this.actives<
this.concurrency;){let e=this.nextOperation();if(e)e();else return}}}};var Tp=tr(LF(),1);import _G from"node:util";async function sv(t,e,r,n,i){let s=0,a=n-r;return new Promise((o,l)=>{let c=setTimeout(()=>l(new Error("The operation ca\
nnot be completed in timeout.")),1e5);t.on("readable",()=>{if(s>=a){clearTimeout(c),o();return}let u;for(;(u=t.read())!==
null;){typeof u=="string"&&(u=Buffer.from(u,i));let d=s+u.length>a?a-s:u.length;if(e.fill(u.slice(0,d),r+s,r+s+d),s+=d,s>=
a){clearTimeout(c),o();return}}}),t.on("end",()=>{clearTimeout(c),s<a&&l(new Error(`Stream drains before getting enough \
data needed. Data read: ${s}, data need: ${a}`)),o()}),t.on("error",u=>{clearTimeout(c),l(u)})})}async function av(t,e){return new Promise((r,n)=>{let i=Tp.default.createWriteStream(e);t.on("error",s=>{n(s)}),i.on("er\
ror",s=>{n(s)}),i.on("close",r),t.pipe(i)})}var ov=_G.promisify(Tp.default.stat),lv=Tp.default.createReadStream;var Ci=class t extends Co{blobContext;_name;_containerName;_versionId;_snapshot;blobClientConfig;get name(){return this.
_name}get containerName(){return this._containerName}constructor(e,r,n,i){i=i||{};let s,a;if(pi(r))a=e,s=r,i=n;else if(ze&&
r instanceof Ve||r instanceof Ge||hr(r))a=e,i=n,s=st(r,i);else if(!r&&typeof r!="string")a=e,n&&typeof n!="string"&&(i=n),
s=st(new Ge,i);else if(r&&typeof r=="string"&&n&&typeof n=="string"){let o=r,l=n,c=na(e);if(c.kind==="AccountConnString")
if(ze){let u=new Ve(c.accountName,c.accountKey);a=mt(mt(c.url,encodeURIComponent(o)),encodeURIComponent(l)),i.proxyOptions||
(i.proxyOptions=Ui(c.proxyUri)),s=st(u,i)}else throw new Error("Account connection string is only supported in Node.js e\
nvironment");else if(c.kind==="SASConnString")a=mt(mt(c.url,encodeURIComponent(o)),encodeURIComponent(l))+"?"+c.accountSas,
s=st(new Ge,i);else throw new Error("Connection string must be either an Account connection string or a SAS connection s\
tring")}else throw new Error("Expecting non-empty strings for containerName and blobName parameters");super(a,s),{blobName:this.
_name,containerName:this._containerName}=this.getBlobAndContainerNamesFromUrl(),this.blobContext=this.storageClientContext.
blob,this._snapshot=AC(this.url,mi.Parameters.SNAPSHOT),this._versionId=AC(this.url,mi.Parameters.VERSIONID),this.blobClientConfig=
i}withSnapshot(e){return new t(Ao(this.url,mi.Parameters.SNAPSHOT,e.length===0?void 0:e),this.pipeline,this.blobClientConfig)}withVersion(e){
return new t(Ao(this.url,mi.Parameters.VERSIONID,e.length===0?void 0:e),this.pipeline,this.blobClientConfig)}getAppendBlobClient(){
return new Dp(this.url,this.pipeline,this.blobClientConfig)}getBlockBlobClient(){return new Op(this.url,this.pipeline,this.
blobClientConfig)}getPageBlobClient(){return new Lp(this.url,this.pipeline,this.blobClientConfig)}async download(e=0,r,n={}){
return n.conditions=n.conditions||{},n.conditions=n.conditions||{},pt(n.customerProvidedKey,this.isHttps),J.withSpan("Bl\
obClient-download",n,async i=>{let s=n.contentChecksumAlgorithm??this.blobClientConfig?.downloadContentChecksumAlgorithm;
s===void 0?s="Customized":s==="Auto"&&(s="StorageCrc64"),s==="StorageCrc64"&&await cr.init();let a=te(await this.blobContext.
download({abortSignal:n.abortSignal,leaseAccessConditions:n.conditions,modifiedAccessConditions:{...n.conditions,ifTags:n.
conditions?.tagConditions},requestOptions:{onDownloadProgress:ze?void 0:n.onProgress},range:e===0&&!r?void 0:dr({offset:e,
count:r}),rangeGetContentMD5:n.rangeGetContentMD5,rangeGetContentCRC64:n.rangeGetContentCrc64,snapshot:n.snapshot,cpkInfo:n.
customerProvidedKey,tracingOptions:i.tracingOptions,structuredBodyType:s==="StorageCrc64"?"XSM/1.0; properties=crc64":void 0})),
o={...a,_response:a._response,objectReplicationDestinationPolicyId:a.objectReplicationPolicyId,objectReplicationSourceProperties:Ep(
a.objectReplicationRules)};if(!ze)return s==="StorageCrc64"&&(o.blobBody=DP(await o.blobBody)),o;if((n.maxRetryRequests===
void 0||n.maxRetryRequests<0)&&(n.maxRetryRequests=5),a.contentLength===void 0)throw new RangeError("File download respo\
nse doesn't contain valid content length header");if(s==="StorageCrc64"&&a.structuredContentLength===void 0)throw new RangeError(
"Unexpected structured content length");if(!a.etag)throw new RangeError("File download response doesn't contain valid et\
ag header");let l=s==="StorageCrc64"?a.structuredContentLength:a.contentLength;return new Pp(o,async c=>{let u={leaseAccessConditions:n.
conditions,modifiedAccessConditions:{ifMatch:n.conditions.ifMatch||a.etag,ifModifiedSince:n.conditions.ifModifiedSince,ifNoneMatch:n.
conditions.ifNoneMatch,ifUnmodifiedSince:n.conditions.ifUnmodifiedSince,ifTags:n.conditions?.tagConditions},range:dr({count:e+
l-c,offset:c}),rangeGetContentMD5:n.rangeGetContentMD5,rangeGetContentCRC64:n.rangeGetContentCrc64,snapshot:n.snapshot,cpkInfo:n.
customerProvidedKey,structuredBodyType:s==="StorageCrc64"?"XSM/1.0; properties=crc64":void 0},d=(await this.blobContext.
download({abortSignal:n.abortSignal,...u})).readableStreamBody;return s==="StorageCrc64"?Rm(d,{}):d},e,l,{maxRetryRequests:n.
maxRetryRequests,onProgress:n.onProgress})})}async exists(e={}){return J.withSpan("BlobClient-exists",e,async r=>{try{return pt(
e.customerProvidedKey,this.isHttps),await this.getProperties({abortSignal:e.abortSignal,customerProvidedKey:e.customerProvidedKey,
conditions:e.conditions,tracingOptions:r.tracingOptions}),!0}catch(n){if(n.statusCode===404)return!1;if(n.statusCode===409&&
(n.details.errorCode===WP||n.details.errorCode===YP))return!0;throw n}})}async getProperties(e={}){return e.conditions=e.
conditions||{},pt(e.customerProvidedKey,this.isHttps),J.withSpan("BlobClient-getProperties",e,async r=>{let n=te(await this.
blobContext.getProperties({abortSignal:e.abortSignal,leaseAccessConditions:e.conditions,modifiedAccessConditions:{...e.conditions,
ifTags:e.conditions?.tagConditions},cpkInfo:e.customerProvidedKey,tracingOptions:r.tracingOptions}));return{...n,_response:n.
_response,objectReplicationDestinationPolicyId:n.objectReplicationPolicyId,objectReplicationSourceProperties:Ep(n.objectReplicationRules)}})}async delete(e={}){
return e.conditions=e.conditions||{},J.withSpan("BlobClient-delete",e,async r=>te(await this.blobContext.delete({abortSignal:e.
abortSignal,deleteSnapshots:e.deleteSnapshots,leaseAccessConditions:e.conditions,modifiedAccessConditions:{...e.conditions,
ifTags:e.conditions?.tagConditions},tracingOptions:r.tracingOptions,accessTierIfModifiedSince:e.conditions?.accessTierIfModifiedSince,
accessTierIfUnmodifiedSince:e.conditions?.accessTierIfUnmodifiedSince})))}async deleteIfExists(e={}){return J.withSpan("\
BlobClient-deleteIfExists",e,async r=>{try{let n=te(await this.delete(r));return{succeeded:!0,...n,_response:n._response}}catch(n){
if(n.details?.errorCode==="BlobNotFound")return{succeeded:!1,...n.response?.parsedHeaders,_response:n.response};throw n}})}async undelete(e={}){
return J.withSpan("BlobClient-undelete",e,async r=>te(await this.blobContext.undelete({abortSignal:e.abortSignal,tracingOptions:r.
tracingOptions})))}async setHTTPHeaders(e,r={}){return r.conditions=r.conditions||{},pt(r.customerProvidedKey,this.isHttps),
J.withSpan("BlobClient-setHTTPHeaders",r,async n=>te(await this.blobContext.setHttpHeaders({abortSignal:r.abortSignal,blobHttpHeaders:e,
leaseAccessConditions:r.conditions,modifiedAccessConditions:{...r.conditions,ifTags:r.conditions?.tagConditions},tracingOptions:n.
tracingOptions})))}async setMetadata(e,r={}){return r.conditions=r.conditions||{},pt(r.customerProvidedKey,this.isHttps),
J.withSpan("BlobClient-setMetadata",r,async n=>te(await this.blobContext.setMetadata({abortSignal:r.abortSignal,leaseAccessConditions:r.
conditions,metadata:e,modifiedAccessConditions:{...r.conditions,ifTags:r.conditions?.tagConditions},cpkInfo:r.customerProvidedKey,
encryptionScope:r.encryptionScope,tracingOptions:n.tracingOptions})))}async setTags(e,r={}){return J.withSpan("BlobClien\
t-setTags",r,async n=>te(await this.blobContext.setTags({abortSignal:r.abortSignal,leaseAccessConditions:r.conditions,modifiedAccessConditions:{
...r.conditions,ifTags:r.conditions?.tagConditions},blobModifiedAccessConditions:r.conditions,tracingOptions:n.tracingOptions,
tags:V_(e)})))}async getTags(e={}){return J.withSpan("BlobClient-getTags",e,async r=>{let n=te(await this.blobContext.getTags(
{abortSignal:e.abortSignal,leaseAccessConditions:e.conditions,modifiedAccessConditions:{...e.conditions,ifTags:e.conditions?.
tagConditions},blobModifiedAccessConditions:e.conditions,tracingOptions:r.tracingOptions}));return{...n,_response:n._response,
tags:wp({blobTagSet:n.blobTagSet})||{}}})}getBlobLeaseClient(e){return new Rc(this,e)}async createSnapshot(e={}){return e.
conditions=e.conditions||{},pt(e.customerProvidedKey,this.isHttps),J.withSpan("BlobClient-createSnapshot",e,async r=>te(
await this.blobContext.createSnapshot({abortSignal:e.abortSignal,leaseAccessConditions:e.conditions,metadata:e.metadata,
modifiedAccessConditions:{...e.conditions,ifTags:e.conditions?.tagConditions},cpkInfo:e.customerProvidedKey,encryptionScope:e.
encryptionScope,tracingOptions:r.tracingOptions})))}async beginCopyFromURL(e,r={}){let n={abortCopyFromURL:(...s)=>this.
abortCopyFromURL(...s),getProperties:(...s)=>this.getProperties(...s),startCopyFromURL:(...s)=>this.startCopyFromURL(...s)},
i=new Rp({blobClient:n,copySource:e,intervalInMs:r.intervalInMs,onProgress:r.onProgress,resumeFrom:r.resumeFrom,startCopyFromURLOptions:r});
return await i.poll(),i}async abortCopyFromURL(e,r={}){return J.withSpan("BlobClient-abortCopyFromURL",r,async n=>te(await this.
blobContext.abortCopyFromURL(e,{abortSignal:r.abortSignal,leaseAccessConditions:r.conditions,tracingOptions:n.tracingOptions})))}async syncCopyFromURL(e,r={}){
return r.conditions=r.conditions||{},r.sourceConditions=r.sourceConditions||{},J.withSpan("BlobClient-syncCopyFromURL",r,
async n=>te(await this.blobContext.copyFromURL(e,{abortSignal:r.abortSignal,metadata:r.metadata,leaseAccessConditions:r.
conditions,modifiedAccessConditions:{...r.conditions,ifTags:r.conditions?.tagConditions},sourceModifiedAccessConditions:{
sourceIfMatch:r.sourceConditions?.ifMatch,sourceIfModifiedSince:r.sourceConditions?.ifModifiedSince,sourceIfNoneMatch:r.
sourceConditions?.ifNoneMatch,sourceIfUnmodifiedSince:r.sourceConditions?.ifUnmodifiedSince},sourceContentMD5:r.sourceContentMD5,
copySourceAuthorization:bo(r.sourceAuthorization),tier:Ji(r.tier),blobTagsString:Ki(r.tags),immutabilityPolicyExpiry:r.immutabilityPolicy?.
expiriesOn,immutabilityPolicyMode:r.immutabilityPolicy?.policyMode,legalHold:r.legalHold,encryptionScope:r.encryptionScope,
copySourceTags:r.copySourceTags,fileRequestIntent:r.sourceShareTokenIntent,tracingOptions:n.tracingOptions})))}async setAccessTier(e,r={}){
return J.withSpan("BlobClient-setAccessTier",r,async n=>te(await this.blobContext.setTier(Ji(e),{abortSignal:r.abortSignal,
leaseAccessConditions:r.conditions,modifiedAccessConditions:{...r.conditions,ifTags:r.conditions?.tagConditions},rehydratePriority:r.
rehydratePriority,tracingOptions:n.tracingOptions})))}async downloadToBuffer(e,r,n,i={}){let s,a=0,o=0,l=i;e instanceof Buffer?
(s=e,a=r||0,o=typeof n=="number"?n:0):(a=typeof e=="number"?e:0,o=typeof r=="number"?r:0,l=n||{});let c=l.blockSize??0;if(c<
0)throw new RangeError("blockSize option must be >= 0");if(c===0&&(c=4194304),a<0)throw new RangeError("offset option mu\
st be >= 0");if(o&&o<=0)throw new RangeError("count option must be greater than 0");return l.conditions||(l.conditions={}),
J.withSpan("BlobClient-downloadToBuffer",l,async u=>{if(!o){let p=await this.getProperties({...l,tracingOptions:u.tracingOptions});
if(o=p.contentLength-a,o<0)throw new RangeError(`offset ${a} shouldn't be larger than blob size ${p.contentLength}`)}if(!s)
try{s=Buffer.alloc(o)}catch(p){throw new Error(`Unable to allocate the buffer of size: ${o}(in bytes). Please try passin\
g your own buffer to the "downloadToBuffer" method or try using other methods like "download" or "downloadToFile".	 ${p.
message}`)}if(s.length<o)throw new RangeError(`The buffer's size should be equal to or larger than the request count of \
bytes: ${o}`);let d=0,m=new zc(l.concurrency);for(let p=a;p<a+o;p=p+c)m.addOperation(async()=>{let x=a+o;p+c<x&&(x=p+c);
let b=(await this.download(p,x-p,{abortSignal:l.abortSignal,conditions:l.conditions,maxRetryRequests:l.maxRetryRequestsPerBlock,
customerProvidedKey:l.customerProvidedKey,contentChecksumAlgorithm:l.contentChecksumAlgorithm,tracingOptions:u.tracingOptions})).
readableStreamBody;await sv(b,s,p-a,x-a),d+=x-p,l.onProgress&&l.onProgress({loadedBytes:d})});return await m.do(),s})}async downloadToFile(e,r=0,n,i={}){
return J.withSpan("BlobClient-downloadToFile",i,async s=>{let a=await this.download(r,n,{...i,tracingOptions:s.tracingOptions});
return a.readableStreamBody&&await av(a.readableStreamBody,e),a.blobDownloadStream=void 0,a})}getBlobAndContainerNamesFromUrl(){
let e,r;try{let n=new URL(this.url);if(n.host.split(".")[1]==="blob"){let i=n.pathname.match("/([^/]*)(/(.*))?");e=i[1],
r=i[3]}else if(Np(n)){let i=n.pathname.match("/([^/]*)/([^/]*)(/(.*))?");e=i[2],r=i[4]}else{let i=n.pathname.match("/([^\
/]*)(/(.*))?");e=i[1],r=i[3]}if(e=decodeURIComponent(e),r=decodeURIComponent(r),r=r.replace(/\\/g,"/"),!e)throw new Error(
"Provided containerName is invalid.");return{blobName:r,containerName:e}}catch{throw new Error("Unable to extract blobNa\
me and containerName with provided information.")}}async startCopyFromURL(e,r={}){return J.withSpan("BlobClient-startCop\
yFromURL",r,async n=>(r.conditions=r.conditions||{},r.sourceConditions=r.sourceConditions||{},te(await this.blobContext.
startCopyFromURL(e,{abortSignal:r.abortSignal,leaseAccessConditions:r.conditions,metadata:r.metadata,modifiedAccessConditions:{
...r.conditions,ifTags:r.conditions?.tagConditions},sourceModifiedAccessConditions:{sourceIfMatch:r.sourceConditions.ifMatch,
sourceIfModifiedSince:r.sourceConditions.ifModifiedSince,sourceIfNoneMatch:r.sourceConditions.ifNoneMatch,sourceIfUnmodifiedSince:r.
sourceConditions.ifUnmodifiedSince,sourceIfTags:r.sourceConditions.tagConditions},immutabilityPolicyExpiry:r.immutabilityPolicy?.
expiriesOn,immutabilityPolicyMode:r.immutabilityPolicy?.policyMode,legalHold:r.legalHold,rehydratePriority:r.rehydratePriority,
tier:Ji(r.tier),blobTagsString:Ki(r.tags),sealBlob:r.sealBlob,tracingOptions:n.tracingOptions}))))}generateSasUrl(e){return new Promise(
r=>{if(!(this.credential instanceof Ve))throw new RangeError("Can only generate the SAS when the client is initialized w\
ith a shared key credential");let n=vc({containerName:this._containerName,blobName:this._name,snapshotTime:this._snapshot,
versionId:this._versionId,...e},this.credential).toString();r(Pc(this.url,n))})}generateSasStringToSign(e){if(!(this.credential instanceof
Ve))throw new RangeError("Can only generate the SAS when the client is initialized with a shared key credential");return Bc(
{containerName:this._containerName,blobName:this._name,snapshotTime:this._snapshot,versionId:this._versionId,...e},this.
credential).stringToSign}generateUserDelegationSasUrl(e,r){return new Promise(n=>{let i=vc({containerName:this._containerName,
blobName:this._name,snapshotTime:this._snapshot,versionId:this._versionId,...e},r,this.accountName).toString();n(Pc(this.
url,i))})}generateUserDelegationSasStringToSign(e,r){return Bc({containerName:this._containerName,blobName:this._name,snapshotTime:this.
_snapshot,versionId:this._versionId,...e},r,this.accountName).stringToSign}async deleteImmutabilityPolicy(e={}){return J.
withSpan("BlobClient-deleteImmutabilityPolicy",e,async r=>te(await this.blobContext.deleteImmutabilityPolicy({tracingOptions:r.
tracingOptions})))}async setImmutabilityPolicy(e,r={}){return J.withSpan("BlobClient-setImmutabilityPolicy",r,async n=>te(
await this.blobContext.setImmutabilityPolicy({immutabilityPolicyExpiry:e.expiriesOn,immutabilityPolicyMode:e.policyMode,
tracingOptions:n.tracingOptions})))}async setLegalHold(e,r={}){return J.withSpan("BlobClient-setLegalHold",r,async n=>te(
await this.blobContext.setLegalHold(e,{tracingOptions:n.tracingOptions})))}async getAccountInfo(e={}){return J.withSpan(
"BlobClient-getAccountInfo",e,async r=>te(await this.blobContext.getAccountInfo({abortSignal:e.abortSignal,tracingOptions:r.
tracingOptions})))}},Dp=class t extends Ci{appendBlobContext;constructor(e,r,n,i){let s,a;if(i=i||{},pi(r))a=e,s=r,i=n;else if(ze&&
r instanceof Ve||r instanceof Ge||hr(r))a=e,i=n,s=st(r,i);else if(!r&&typeof r!="string")a=e,i=n,s=st(new Ge,i);else if(r&&
typeof r=="string"&&n&&typeof n=="string"){let o=r,l=n,c=na(e);if(c.kind==="AccountConnString")if(ze){let u=new Ve(c.accountName,
c.accountKey);a=mt(mt(c.url,encodeURIComponent(o)),encodeURIComponent(l)),i.proxyOptions||(i.proxyOptions=Ui(c.proxyUri)),
s=st(u,i)}else throw new Error("Account connection string is only supported in Node.js environment");else if(c.kind==="S\
ASConnString")a=mt(mt(c.url,encodeURIComponent(o)),encodeURIComponent(l))+"?"+c.accountSas,s=st(new Ge,i);else throw new Error(
"Connection string must be either an Account connection string or a SAS connection string")}else throw new Error("Expect\
ing non-empty strings for containerName and blobName parameters");super(a,s),this.appendBlobContext=this.storageClientContext.
appendBlob,this.blobClientConfig=i}withSnapshot(e){return new t(Ao(this.url,mi.Parameters.SNAPSHOT,e.length===0?void 0:e),
this.pipeline,this.blobClientConfig)}async create(e={}){return e.conditions=e.conditions||{},pt(e.customerProvidedKey,this.
isHttps),J.withSpan("AppendBlobClient-create",e,async r=>te(await this.appendBlobContext.create(0,{abortSignal:e.abortSignal,
blobHttpHeaders:e.blobHTTPHeaders,leaseAccessConditions:e.conditions,metadata:e.metadata,modifiedAccessConditions:{...e.
conditions,ifTags:e.conditions?.tagConditions},cpkInfo:e.customerProvidedKey,encryptionScope:e.encryptionScope,immutabilityPolicyExpiry:e.
immutabilityPolicy?.expiriesOn,immutabilityPolicyMode:e.immutabilityPolicy?.policyMode,legalHold:e.legalHold,blobTagsString:Ki(
e.tags),tracingOptions:r.tracingOptions})))}async createIfNotExists(e={}){let r={ifNoneMatch:px};return J.withSpan("Appe\
ndBlobClient-createIfNotExists",e,async n=>{try{let i=te(await this.create({...n,conditions:r}));return{succeeded:!0,...i,
_response:i._response}}catch(i){if(i.details?.errorCode==="BlobAlreadyExists")return{succeeded:!1,...i.response?.parsedHeaders,
_response:i.response};throw i}})}async seal(e={}){return e.conditions=e.conditions||{},J.withSpan("AppendBlobClient-seal",
e,async r=>te(await this.appendBlobContext.seal({abortSignal:e.abortSignal,appendPositionAccessConditions:e.conditions,leaseAccessConditions:e.
conditions,modifiedAccessConditions:{...e.conditions,ifTags:e.conditions?.tagConditions},tracingOptions:r.tracingOptions})))}async appendBlock(e,r,n={}){
return n.conditions=n.conditions||{},pt(n.customerProvidedKey,this.isHttps),J.withSpan("AppendBlobClient-appendBlock",n,
async i=>{let s={abortSignal:n.abortSignal,appendPositionAccessConditions:n.conditions,leaseAccessConditions:n.conditions,
modifiedAccessConditions:{...n.conditions,ifTags:n.conditions?.tagConditions},requestOptions:{onUploadProgress:n.onProgress},
cpkInfo:n.customerProvidedKey,encryptionScope:n.encryptionScope,tracingOptions:i.tracingOptions},a=await _c(e,r,s,n,this.
blobClientConfig?.uploadContentChecksumAlgorithm);return te(await this.appendBlobContext.appendBlock(a.contentLength,a.body,
s))})}async appendBlockFromURL(e,r,n,i={}){return i.conditions=i.conditions||{},i.sourceConditions=i.sourceConditions||{},
pt(i.customerProvidedKey,this.isHttps),J.withSpan("AppendBlobClient-appendBlockFromURL",i,async s=>te(await this.appendBlobContext.
appendBlockFromUrl(e,0,{abortSignal:i.abortSignal,sourceRange:dr({offset:r,count:n}),sourceContentMD5:i.sourceContentMD5,
sourceContentCrc64:i.sourceContentCrc64,leaseAccessConditions:i.conditions,appendPositionAccessConditions:i.conditions,modifiedAccessConditions:{
...i.conditions,ifTags:i.conditions?.tagConditions},sourceModifiedAccessConditions:{sourceIfMatch:i.sourceConditions?.ifMatch,
sourceIfModifiedSince:i.sourceConditions?.ifModifiedSince,sourceIfNoneMatch:i.sourceConditions?.ifNoneMatch,sourceIfUnmodifiedSince:i.
sourceConditions?.ifUnmodifiedSince},copySourceAuthorization:bo(i.sourceAuthorization),cpkInfo:i.customerProvidedKey,encryptionScope:i.
encryptionScope,fileRequestIntent:i.sourceShareTokenIntent,tracingOptions:s.tracingOptions,sourceCpkInfo:{sourceEncryptionKey:i.
sourceCustomerProvidedKey?.encryptionKey,sourceEncryptionAlgorithm:i.sourceCustomerProvidedKey?.encryptionAlgorithm,sourceEncryptionKeySha256:i.
sourceCustomerProvidedKey?.encryptionKeySha256}})))}},Op=class t extends Ci{_blobContext;blockBlobContext;constructor(e,r,n,i){
let s,a;if(i=i||{},pi(r))a=e,s=r,i=n;else if(ze&&r instanceof Ve||r instanceof Ge||hr(r))a=e,i=n,s=st(r,i);else if(!r&&typeof r!=
"string")a=e,n&&typeof n!="string"&&(i=n),s=st(new Ge,i);else if(r&&typeof r=="string"&&n&&typeof n=="string"){let o=r,l=n,
c=na(e);if(c.kind==="AccountConnString")if(ze){let u=new Ve(c.accountName,c.accountKey);a=mt(mt(c.url,encodeURIComponent(
o)),encodeURIComponent(l)),i.proxyOptions||(i.proxyOptions=Ui(c.proxyUri)),s=st(u,i)}else throw new Error("Account conne\
ction string is only supported in Node.js environment");else if(c.kind==="SASConnString")a=mt(mt(c.url,encodeURIComponent(
o)),encodeURIComponent(l))+"?"+c.accountSas,s=st(new Ge,i);else throw new Error("Connection string must be either an Acc\
ount connection string or a SAS connection string")}else throw new Error("Expecting non-empty strings for containerName \
and blobName parameters");super(a,s),this.blockBlobContext=this.storageClientContext.blockBlob,this._blobContext=this.storageClientContext.
blob,this.blobClientConfig=i}withSnapshot(e){return new t(Ao(this.url,mi.Parameters.SNAPSHOT,e.length===0?void 0:e),this.
pipeline,this.blobClientConfig)}async query(e,r={}){if(pt(r.customerProvidedKey,this.isHttps),!ze)throw new Error("This \
operation currently is only supported in Node.js.");return J.withSpan("BlockBlobClient-query",r,async n=>{let i=te(await this.
_blobContext.query({abortSignal:r.abortSignal,queryRequest:{queryType:"SQL",expression:e,inputSerialization:NC(r.inputTextConfiguration),
outputSerialization:NC(r.outputTextConfiguration)},leaseAccessConditions:r.conditions,modifiedAccessConditions:{...r.conditions,
ifTags:r.conditions?.tagConditions},cpkInfo:r.customerProvidedKey,tracingOptions:n.tracingOptions}));return new vp(i,{abortSignal:r.
abortSignal,onProgress:r.onProgress,onError:r.onError})})}async upload(e,r,n={}){return n.conditions=n.conditions||{},pt(
n.customerProvidedKey,this.isHttps),J.withSpan("BlockBlobClient-upload",n,async i=>{let s={abortSignal:n.abortSignal,blobHttpHeaders:n.
blobHTTPHeaders,leaseAccessConditions:n.conditions,metadata:n.metadata,modifiedAccessConditions:{...n.conditions,ifTags:n.
conditions?.tagConditions},requestOptions:{onUploadProgress:n.onProgress},cpkInfo:n.customerProvidedKey,encryptionScope:n.
encryptionScope,immutabilityPolicyExpiry:n.immutabilityPolicy?.expiriesOn,immutabilityPolicyMode:n.immutabilityPolicy?.policyMode,
legalHold:n.legalHold,tier:Ji(n.tier),blobTagsString:Ki(n.tags),tracingOptions:i.tracingOptions},a=await _c(e,r,s,n,this.
blobClientConfig?.uploadContentChecksumAlgorithm);return te(await this.blockBlobContext.upload(a.contentLength,a.body,s))})}async syncUploadFromURL(e,r={}){
return r.conditions=r.conditions||{},pt(r.customerProvidedKey,this.isHttps),J.withSpan("BlockBlobClient-syncUploadFromUR\
L",r,async n=>te(await this.blockBlobContext.putBlobFromUrl(0,e,{...r,blobHttpHeaders:r.blobHTTPHeaders,leaseAccessConditions:r.
conditions,modifiedAccessConditions:{...r.conditions,ifTags:r.conditions?.tagConditions},sourceModifiedAccessConditions:{
sourceIfMatch:r.sourceConditions?.ifMatch,sourceIfModifiedSince:r.sourceConditions?.ifModifiedSince,sourceIfNoneMatch:r.
sourceConditions?.ifNoneMatch,sourceIfUnmodifiedSince:r.sourceConditions?.ifUnmodifiedSince,sourceIfTags:r.sourceConditions?.
tagConditions},cpkInfo:r.customerProvidedKey,copySourceAuthorization:bo(r.sourceAuthorization),tier:Ji(r.tier),blobTagsString:Ki(
r.tags),copySourceTags:r.copySourceTags,fileRequestIntent:r.sourceShareTokenIntent,tracingOptions:n.tracingOptions,sourceCpkInfo:{
sourceEncryptionKey:r.sourceCustomerProvidedKey?.encryptionKey,sourceEncryptionAlgorithm:r.sourceCustomerProvidedKey?.encryptionAlgorithm,
sourceEncryptionKeySha256:r.sourceCustomerProvidedKey?.encryptionKeySha256}})))}async stageBlock(e,r,n,i={}){return pt(i.
customerProvidedKey,this.isHttps),J.withSpan("BlockBlobClient-stageBlock",i,async s=>{let a={abortSignal:i.abortSignal,leaseAccessConditions:i.
conditions,requestOptions:{onUploadProgress:i.onProgress},cpkInfo:i.customerProvidedKey,encryptionScope:i.encryptionScope,
tracingOptions:s.tracingOptions},o=await _c(r,n,a,i,this.blobClientConfig?.uploadContentChecksumAlgorithm);return te(await this.
blockBlobContext.stageBlock(e,o.contentLength,o.body,a))})}async stageBlockFromURL(e,r,n=0,i,s={}){return pt(s.customerProvidedKey,
this.isHttps),J.withSpan("BlockBlobClient-stageBlockFromURL",s,async a=>te(await this.blockBlobContext.stageBlockFromURL(
e,0,r,{abortSignal:s.abortSignal,leaseAccessConditions:s.conditions,sourceContentMD5:s.sourceContentMD5,sourceContentCrc64:s.
sourceContentCrc64,sourceRange:n===0&&!i?void 0:dr({offset:n,count:i}),cpkInfo:s.customerProvidedKey,encryptionScope:s.encryptionScope,
copySourceAuthorization:bo(s.sourceAuthorization),fileRequestIntent:s.sourceShareTokenIntent,tracingOptions:a.tracingOptions,
sourceCpkInfo:{sourceEncryptionKey:s.sourceCustomerProvidedKey?.encryptionKey,sourceEncryptionAlgorithm:s.sourceCustomerProvidedKey?.
encryptionAlgorithm,sourceEncryptionKeySha256:s.sourceCustomerProvidedKey?.encryptionKeySha256}})))}async commitBlockList(e,r={}){
return r.conditions=r.conditions||{},pt(r.customerProvidedKey,this.isHttps),J.withSpan("BlockBlobClient-commitBlockList",
r,async n=>te(await this.blockBlobContext.commitBlockList({latest:e},{abortSignal:r.abortSignal,blobHttpHeaders:r.blobHTTPHeaders,
leaseAccessConditions:r.conditions,metadata:r.metadata,modifiedAccessConditions:{...r.conditions,ifTags:r.conditions?.tagConditions},
cpkInfo:r.customerProvidedKey,encryptionScope:r.encryptionScope,immutabilityPolicyExpiry:r.immutabilityPolicy?.expiriesOn,
immutabilityPolicyMode:r.immutabilityPolicy?.policyMode,legalHold:r.legalHold,tier:Ji(r.tier),blobTagsString:Ki(r.tags),
tracingOptions:n.tracingOptions})))}async getBlockList(e,r={}){return J.withSpan("BlockBlobClient-getBlockList",r,async n=>{
let i=te(await this.blockBlobContext.getBlockList(e,{abortSignal:r.abortSignal,leaseAccessConditions:r.conditions,modifiedAccessConditions:{
...r.conditions,ifTags:r.conditions?.tagConditions},tracingOptions:n.tracingOptions}));return i.committedBlocks||(i.committedBlocks=
[]),i.uncommittedBlocks||(i.uncommittedBlocks=[]),i})}async uploadData(e,r={}){return J.withSpan("BlockBlobClient-upload\
Data",r,async n=>{if(ze){let i;return e instanceof Buffer?i=e:e instanceof ArrayBuffer?i=Buffer.from(e):(e=e,i=Buffer.from(
e.buffer,e.byteOffset,e.byteLength)),this.uploadSeekableInternal((s,a)=>i.slice(s,s+a),i.byteLength,n)}else{let i=new Blob(
[e]);return this.uploadSeekableInternal((s,a)=>i.slice(s,s+a),i.size,n)}})}async uploadBrowserData(e,r={}){return J.withSpan(
"BlockBlobClient-uploadBrowserData",r,async n=>{let i=new Blob([e]);return this.uploadSeekableInternal((s,a)=>i.slice(s,
s+a),i.size,n)})}async uploadSeekableInternal(e,r,n={}){let i=n.blockSize??0;if(i<0||i>4194304e3)throw new RangeError(`b\
lockSize option must be >= 0 and <= ${4194304e3}`);let s=n.maxSingleShotSize??268435456;if(s<0||s>268435456)throw new RangeError(
`maxSingleShotSize option must be >= 0 and <= ${268435456}`);if(i===0){if(r>4194304e3*5e4)throw new RangeError(`${r} is \
too larger to upload to a block blob.`);r>s&&(i=Math.ceil(r/5e4),i<4194304&&(i=4194304))}return n.blobHTTPHeaders||(n.blobHTTPHeaders=
{}),n.conditions||(n.conditions={}),J.withSpan("BlockBlobClient-uploadSeekableInternal",n,async a=>{if(r<=s)return te(await this.
upload(e(0,r),r,a));let o=Math.floor((r-1)/i)+1;if(o>5e4)throw new RangeError(`The buffer's size is too big or the Block\
Size is too small;the number of blocks must be <= ${5e4}`);let l=[],c=eo(),u=0,d=new zc(n.concurrency);for(let m=0;m<o;m++)
d.addOperation(async()=>{let p=bC(c,m),x=i*m,b=(m===o-1?r:x+i)-x;l.push(p),await this.stageBlock(p,e(x,b),b,{abortSignal:n.
abortSignal,conditions:n.conditions,encryptionScope:n.encryptionScope,tracingOptions:a.tracingOptions,contentChecksumAlgorithm:n.
contentChecksumAlgorithm}),u+=b,n.onProgress&&n.onProgress({loadedBytes:u})});return await d.do(),this.commitBlockList(l,
a)})}async uploadFile(e,r={}){return J.withSpan("BlockBlobClient-uploadFile",r,async n=>{let i=(await ov(e)).size;return this.
uploadSeekableInternal((s,a)=>()=>lv(e,{autoClose:!0,end:a?s+a-1:1/0,start:s}),i,{...r,tracingOptions:n.tracingOptions})})}async uploadStream(e,r=8388608,n=5,i={}){
return i.blobHTTPHeaders||(i.blobHTTPHeaders={}),i.conditions||(i.conditions={}),J.withSpan("BlockBlobClient-uploadStrea\
m",i,async s=>{let a=0,o=eo(),l=0,c=[];return await new Pm(e,r,n,async(d,m)=>{let p=bC(o,a);c.push(p),a++,await this.stageBlock(
p,d,m,{customerProvidedKey:i.customerProvidedKey,conditions:i.conditions,encryptionScope:i.encryptionScope,tracingOptions:s.
tracingOptions,contentChecksumAlgorithm:i.contentChecksumAlgorithm}),l+=m,i.onProgress&&i.onProgress({loadedBytes:l})},Math.
ceil(n/4*3)).do(),te(await this.commitBlockList(c,{...i,tracingOptions:s.tracingOptions}))})}},Lp=class t extends Ci{pageBlobContext;constructor(e,r,n,i){
let s,a;if(i=i||{},pi(r))a=e,s=r,i=n;else if(ze&&r instanceof Ve||r instanceof Ge||hr(r))a=e,i=n,s=st(r,i);else if(!r&&typeof r!=
"string")a=e,i=n,s=st(new Ge,i);else if(r&&typeof r=="string"&&n&&typeof n=="string"){let o=r,l=n,c=na(e);if(c.kind==="A\
ccountConnString")if(ze){let u=new Ve(c.accountName,c.accountKey);a=mt(mt(c.url,encodeURIComponent(o)),encodeURIComponent(
l)),i.proxyOptions||(i.proxyOptions=Ui(c.proxyUri)),s=st(u,i)}else throw new Error("Account connection string is only su\
pported in Node.js environment");else if(c.kind==="SASConnString")a=mt(mt(c.url,encodeURIComponent(o)),encodeURIComponent(
l))+"?"+c.accountSas,s=st(new Ge,i);else throw new Error("Connection string must be either an Account connection string \
or a SAS connection string")}else throw new Error("Expecting non-empty strings for containerName and blobName parameters");
super(a,s),this.pageBlobContext=this.storageClientContext.pageBlob,this.blobClientConfig=i}withSnapshot(e){return new t(
Ao(this.url,mi.Parameters.SNAPSHOT,e.length===0?void 0:e),this.pipeline,this.blobClientConfig)}async create(e,r={}){return r.
conditions=r.conditions||{},pt(r.customerProvidedKey,this.isHttps),J.withSpan("PageBlobClient-create",r,async n=>te(await this.
pageBlobContext.create(0,e,{abortSignal:r.abortSignal,blobHttpHeaders:r.blobHTTPHeaders,blobSequenceNumber:r.blobSequenceNumber,
leaseAccessConditions:r.conditions,metadata:r.metadata,modifiedAccessConditions:{...r.conditions,ifTags:r.conditions?.tagConditions},
cpkInfo:r.customerProvidedKey,encryptionScope:r.encryptionScope,immutabilityPolicyExpiry:r.immutabilityPolicy?.expiriesOn,
immutabilityPolicyMode:r.immutabilityPolicy?.policyMode,legalHold:r.legalHold,tier:Ji(r.tier),blobTagsString:Ki(r.tags),
tracingOptions:n.tracingOptions})))}async createIfNotExists(e,r={}){return J.withSpan("PageBlobClient-createIfNotExists",
r,async n=>{try{let i={ifNoneMatch:px},s=te(await this.create(e,{...r,conditions:i,tracingOptions:n.tracingOptions}));return{
succeeded:!0,...s,_response:s._response}}catch(i){if(i.details?.errorCode==="BlobAlreadyExists")return{succeeded:!1,...i.
response?.parsedHeaders,_response:i.response};throw i}})}async uploadPages(e,r,n,i={}){return i.conditions=i.conditions||
{},pt(i.customerProvidedKey,this.isHttps),J.withSpan("PageBlobClient-uploadPages",i,async s=>{let a={abortSignal:i.abortSignal,
leaseAccessConditions:i.conditions,modifiedAccessConditions:{...i.conditions,ifTags:i.conditions?.tagConditions},requestOptions:{
onUploadProgress:i.onProgress},range:dr({offset:r,count:n}),sequenceNumberAccessConditions:i.conditions,cpkInfo:i.customerProvidedKey,
encryptionScope:i.encryptionScope,tracingOptions:s.tracingOptions},o=await _c(e,n,a,i,this.blobClientConfig?.uploadContentChecksumAlgorithm);
return te(await this.pageBlobContext.uploadPages(o.contentLength,o.body,a))})}async uploadPagesFromURL(e,r,n,i,s={}){return s.
conditions=s.conditions||{},s.sourceConditions=s.sourceConditions||{},pt(s.customerProvidedKey,this.isHttps),J.withSpan(
"PageBlobClient-uploadPagesFromURL",s,async a=>te(await this.pageBlobContext.uploadPagesFromURL(e,dr({offset:r,count:i}),
0,dr({offset:n,count:i}),{abortSignal:s.abortSignal,sourceContentMD5:s.sourceContentMD5,sourceContentCrc64:s.sourceContentCrc64,
leaseAccessConditions:s.conditions,sequenceNumberAccessConditions:s.conditions,modifiedAccessConditions:{...s.conditions,
ifTags:s.conditions?.tagConditions},sourceModifiedAccessConditions:{sourceIfMatch:s.sourceConditions?.ifMatch,sourceIfModifiedSince:s.
sourceConditions?.ifModifiedSince,sourceIfNoneMatch:s.sourceConditions?.ifNoneMatch,sourceIfUnmodifiedSince:s.sourceConditions?.
ifUnmodifiedSince},cpkInfo:s.customerProvidedKey,encryptionScope:s.encryptionScope,copySourceAuthorization:bo(s.sourceAuthorization),
fileRequestIntent:s.sourceShareTokenIntent,tracingOptions:a.tracingOptions,sourceCpkInfo:{sourceEncryptionKey:s.sourceCustomerProvidedKey?.
encryptionKey,sourceEncryptionAlgorithm:s.sourceCustomerProvidedKey?.encryptionAlgorithm,sourceEncryptionKeySha256:s.sourceCustomerProvidedKey?.
encryptionKeySha256}})))}async clearPages(e=0,r,n={}){return n.conditions=n.conditions||{},J.withSpan("PageBlobClient-cl\
earPages",n,async i=>te(await this.pageBlobContext.clearPages(0,{abortSignal:n.abortSignal,leaseAccessConditions:n.conditions,
modifiedAccessConditions:{...n.conditions,ifTags:n.conditions?.tagConditions},range:dr({offset:e,count:r}),sequenceNumberAccessConditions:n.
conditions,cpkInfo:n.customerProvidedKey,encryptionScope:n.encryptionScope,tracingOptions:i.tracingOptions})))}async getPageRanges(e=0,r,n={}){
return n.conditions=n.conditions||{},J.withSpan("PageBlobClient-getPageRanges",n,async i=>{let s=te(await this.pageBlobContext.
getPageRanges({abortSignal:n.abortSignal,leaseAccessConditions:n.conditions,modifiedAccessConditions:{...n.conditions,ifTags:n.
conditions?.tagConditions},range:dr({offset:e,count:r}),tracingOptions:i.tracingOptions}));return Bp(s)})}async listPageRangesSegment(e=0,r,n,i={}){
return J.withSpan("PageBlobClient-getPageRangesSegment",i,async s=>te(await this.pageBlobContext.getPageRanges({abortSignal:i.
abortSignal,leaseAccessConditions:i.conditions,modifiedAccessConditions:{...i.conditions,ifTags:i.conditions?.tagConditions},
range:dr({offset:e,count:r}),marker:n,maxPageSize:i.maxPageSize,tracingOptions:s.tracingOptions})))}async*listPageRangeItemSegments(e=0,r,n,i={}){
let s;if(n||n===void 0)do s=await this.listPageRangesSegment(e,r,n,i),n=s.continuationToken,yield await s;while(n)}async*listPageRangeItems(e=0,r,n={}){
let i;for await(let s of this.listPageRangeItemSegments(e,r,i,n))yield*wC(s)}listPageRanges(e=0,r,n={}){n.conditions=n.conditions||
{};let i=this.listPageRangeItems(e,r,n);return{next(){return i.next()},[Symbol.asyncIterator](){return this},byPage:(s={})=>this.
listPageRangeItemSegments(e,r,s.continuationToken,{maxPageSize:s.maxPageSize,...n})}}async getPageRangesDiff(e,r,n,i={}){
return i.conditions=i.conditions||{},J.withSpan("PageBlobClient-getPageRangesDiff",i,async s=>{let a=te(await this.pageBlobContext.
getPageRangesDiff({abortSignal:i.abortSignal,leaseAccessConditions:i.conditions,modifiedAccessConditions:{...i.conditions,
ifTags:i.conditions?.tagConditions},prevsnapshot:n,range:dr({offset:e,count:r}),tracingOptions:s.tracingOptions}));return Bp(
a)})}async listPageRangesDiffSegment(e,r,n,i,s={}){return J.withSpan("PageBlobClient-getPageRangesDiffSegment",s,async a=>te(
await this.pageBlobContext.getPageRangesDiff({abortSignal:s?.abortSignal,leaseAccessConditions:s?.conditions,modifiedAccessConditions:{
...s?.conditions,ifTags:s?.conditions?.tagConditions},prevsnapshot:n,range:dr({offset:e,count:r}),marker:i,maxPageSize:s?.
maxPageSize,tracingOptions:a.tracingOptions})))}async*listPageRangeDiffItemSegments(e,r,n,i,s){let a;if(i||i===void 0)do
a=await this.listPageRangesDiffSegment(e,r,n,i,s),i=a.continuationToken,yield await a;while(i)}async*listPageRangeDiffItems(e,r,n,i){
let s;for await(let a of this.listPageRangeDiffItemSegments(e,r,n,s,i))yield*wC(a)}listPageRangesDiff(e,r,n,i={}){i.conditions=
i.conditions||{};let s=this.listPageRangeDiffItems(e,r,n,{...i});return{next(){return s.next()},[Symbol.asyncIterator](){
return this},byPage:(a={})=>this.listPageRangeDiffItemSegments(e,r,n,a.continuationToken,{maxPageSize:a.maxPageSize,...i})}}async getPageRangesDiffForManagedDisks(e,r,n,i={}){
return i.conditions=i.conditions||{},J.withSpan("PageBlobClient-GetPageRangesDiffForManagedDisks",i,async s=>{let a=te(await this.
pageBlobContext.getPageRangesDiff({abortSignal:i.abortSignal,leaseAccessConditions:i.conditions,modifiedAccessConditions:{
...i.conditions,ifTags:i.conditions?.tagConditions},prevSnapshotUrl:n,range:dr({offset:e,count:r}),tracingOptions:s.tracingOptions}));
return Bp(a)})}async resize(e,r={}){return r.conditions=r.conditions||{},J.withSpan("PageBlobClient-resize",r,async n=>te(
await this.pageBlobContext.resize(e,{abortSignal:r.abortSignal,leaseAccessConditions:r.conditions,modifiedAccessConditions:{
...r.conditions,ifTags:r.conditions?.tagConditions},encryptionScope:r.encryptionScope,tracingOptions:n.tracingOptions})))}async updateSequenceNumber(e,r,n={}){
return n.conditions=n.conditions||{},J.withSpan("PageBlobClient-updateSequenceNumber",n,async i=>te(await this.pageBlobContext.
updateSequenceNumber(e,{abortSignal:n.abortSignal,blobSequenceNumber:r,leaseAccessConditions:n.conditions,modifiedAccessConditions:{
...n.conditions,ifTags:n.conditions?.tagConditions},tracingOptions:i.tracingOptions})))}async startCopyIncremental(e,r={}){
return J.withSpan("PageBlobClient-startCopyIncremental",r,async n=>te(await this.pageBlobContext.copyIncremental(e,{abortSignal:r.
abortSignal,modifiedAccessConditions:{...r.conditions,ifTags:r.conditions?.tagConditions},tracingOptions:n.tracingOptions})))}};var cv;(function(t){t[t.LOCKED=0]="LOCKED",t[t.UNLOCKED=1]="UNLOCKED"})(cv||(cv={}));var uv;(function(t){t.AES256="AES256"})(uv||(uv={}));var mv=tr(kF(),1);import*as pv from"stream";var dv=function(t,e,r,n){function i(s){return s instanceof r?s:new r(function(a){a(s)})}return new(r||(r=Promise))(function(s,a){
function o(u){try{c(n.next(u))}catch(d){a(d)}}function l(u){try{c(n.throw(u))}catch(d){a(d)}}function c(u){u.done?s(u.value):
i(u.value).then(o,l)}c((n=n.apply(t,e||[])).next())})};function fv(t,e,r){return dv(this,void 0,void 0,function*(){let n=0,
i=Date.now(),s=new AbortController,a=b=>dv(this,void 0,void 0,function*(){return new Promise((C,E)=>{let P=setInterval(()=>{
Date.now()-i>b&&E(new Error("Upload progress stalled."))},b);s.signal.addEventListener("abort",()=>{clearInterval(P),C()})})}),
o=U0(),l=Bs(),u=new Ci(t).getBlockBlobClient();hn(`Uploading artifact to blob storage with maxConcurrency: ${o}, bufferS\
ize: ${l}, contentType: ${r}`);let m={blobHTTPHeaders:{blobContentType:r},onProgress:b=>{_t(`Uploaded bytes ${b.loadedBytes}`),
n=b.loadedBytes,i=Date.now()},abortSignal:s.signal},p,x=new pv.PassThrough,g=mv.createHash("sha256");e.pipe(x),e.pipe(g).
setEncoding("hex"),_t("Beginning upload of artifact content to blob storage");try{yield Promise.race([u.uploadStream(x,l,
o,m),a(H0())])}catch(b){throw Cg.isNetworkErrorCode(b?.code)?new Cg(b?.code):b}finally{s.abort()}return _t("Finished upl\
oading artifact content to blob storage!"),g.end(),p=g.read(),_t(`SHA256 digest of uploaded artifact is ${p}`),n===0&&vs(
"No data was uploaded to blob storage. Reported upload byte count is 0."),{uploadSize:n,sha256Hash:p}})}var vF=tr(IF(),1);import{realpath as Qne}from"fs/promises";var Uh=tr(xg(),1);import*as PF from"stream";import{realpath as Une}from"fs/promises";var qne=function(t,e,r,n){function i(s){return s instanceof r?s:new r(function(a){a(s)})}return new(r||(r=Promise))(function(s,a){
function o(u){try{c(n.next(u))}catch(d){a(d)}}function l(u){try{c(n.throw(u))}catch(d){a(d)}}function c(u){u.done?s(u.value):
i(u.value).then(o,l)}c((n=n.apply(t,e||[])).next())})},Zu=class extends PF.Transform{constructor(e){super({highWaterMark:e})}_transform(e,r,n){
n(null,e)}};function _F(t){return qne(this,void 0,void 0,function*(){hn(`Creating raw file upload stream for: ${t}`);let e=Bs(),
r=new Zu(e),n=t;(yield Uh.promises.lstat(t)).isSymbolicLink()&&(n=yield Une(t));let s=Uh.createReadStream(n,{highWaterMark:e});
return s.on("error",a=>{Dl("An error has occurred while reading the file for upload"),Dl(String(a)),r.destroy(new Error(
"An error has occurred during file read for the artifact"))}),s.pipe(r),r})}var Hne=function(t,e,r,n){function i(s){return s instanceof r?s:new r(function(a){a(s)})}return new(r||(r=Promise))(function(s,a){
function o(u){try{c(n.next(u))}catch(d){a(d)}}function l(u){try{c(n.throw(u))}catch(d){a(d)}}function c(u){u.done?s(u.value):
i(u.value).then(o,l)}c((n=n.apply(t,e||[])).next())})},Gne=6;function BF(t){return Hne(this,arguments,void 0,function*(e,r=Gne){
hn(`Creating Artifact archive with compressionLevel: ${r}`);let n=vF.default.create("zip",{highWaterMark:Bs(),zlib:{level:r}});
n.on("error",jne),n.on("warning",Wne),n.on("finish",Yne),n.on("end",Kne);for(let a of e)if(a.sourcePath!==null){let o=a.
sourcePath;a.stats.isSymbolicLink()&&(o=yield Qne(a.sourcePath)),n.file(o,{name:a.destinationPath})}else n.append("",{name:a.
destinationPath});let i=Bs(),s=new Zu(i);return hn(`Zip write high watermark value ${s.writableHighWaterMark}`),hn(`Zip \
read high watermark value ${s.readableHighWaterMark}`),n.pipe(s),n.finalize(),s})}var jne=t=>{throw Dl("An error has occ\
urred while creating the zip file for upload"),_t(t),new Error("An error has occurred during zip creation for the artifa\
ct")},Wne=t=>{t.code==="ENOENT"?(vs("ENOENT warning during artifact zip creation. No such file or directory"),_t(t)):(vs(
`A non-blocking warning has occurred during artifact zip creation: ${t.code}`),_t(t))},Yne=()=>{hn("Zip stream for uploa\
d has finished.")},Kne=()=>{hn("Zip stream for upload has ended.")};import*as RF from"path";var $ne={".txt":"text/plain",".html":"text/html",".htm":"text/html",".css":"text/css",".csv":"te\
xt/csv",".xml":"text/xml",".md":"text/markdown",".js":"application/javascript",".mjs":"application/javascript",".json":"\
application/json",".png":"image/png",".jpg":"image/jpeg",".jpeg":"image/jpeg",".gif":"image/gif",".svg":"image/svg+xml",
".webp":"image/webp",".ico":"image/x-icon",".bmp":"image/bmp",".tiff":"image/tiff",".tif":"image/tiff",".mp3":"audio/mpe\
g",".wav":"audio/wav",".ogg":"audio/ogg",".flac":"audio/flac",".mp4":"video/mp4",".webm":"video/webm",".avi":"video/x-ms\
video",".mov":"video/quicktime",".pdf":"application/pdf",".doc":"application/msword",".docx":"application/vnd.openxmlfor\
mats-officedocument.wordprocessingml.document",".xls":"application/vnd.ms-excel",".xlsx":"application/vnd.openxmlformats\
-officedocument.spreadsheetml.sheet",".ppt":"application/vnd.ms-powerpoint",".pptx":"application/vnd.openxmlformats-offi\
cedocument.presentationml.presentation",".zip":"application/zip",".tar":"application/x-tar",".gz":"application/gzip",".r\
ar":"application/vnd.rar",".7z":"application/x-7z-compressed",".wasm":"application/wasm",".yaml":"application/x-yaml",".\
yml":"application/x-yaml",".woff":"font/woff",".woff2":"font/woff2",".ttf":"font/ttf",".otf":"font/otf",".eot":"applicat\
ion/vnd.ms-fontobject"};function TF(t){let e=RF.extname(t).toLowerCase();return $ne[e]||"application/octet-stream"}var Xne=function(t,e,r,n){function i(s){return s instanceof r?s:new r(function(a){a(s)})}return new(r||(r=Promise))(function(s,a){
function o(u){try{c(n.next(u))}catch(d){a(d)}}function l(u){try{c(n.throw(u))}catch(d){a(d)}}function c(u){u.done?s(u.value):
i(u.value).then(o,l)}c((n=n.apply(t,e||[])).next())})};function JIe(t,e,r,n){return Xne(this,void 0,void 0,function*(){let i=`${t}\
.zip`;if(n?.skipArchive){if(e.length===0)throw new Ad([]);if(e.length>1)throw new Error("skipArchive option is only supp\
orted when uploading a single file");if(!MF.existsSync(e[0]))throw new Ad(e);i=DF.basename(e[0]),t=i}K0(t),J0(r);let s=[];
if(!n?.skipArchive&&(s=V0(e,r),s.length===0))throw new Ad(s.flatMap(C=>C.sourcePath?[C.sourcePath]:[]));let a=TF(i),o=G0(),
l=j0(),c={workflowRunBackendId:o.workflowRunBackendId,workflowJobRunBackendId:o.workflowJobRunBackendId,name:t,mimeType:Ag.
create({value:a}),version:7},u=W0(n?.retentionDays);u&&(c.expiresAt=u);let d=yield l.CreateArtifact(c);if(!d.ok)throw new bg(
"CreateArtifact: response from backend was not ok");let m;n?.skipArchive?m=yield _F(e[0]):m=yield BF(s,n?.compressionLevel),
_t(`Uploading artifact: ${i}`);let p=yield fv(d.signedUploadUrl,m,a),x={workflowRunBackendId:o.workflowRunBackendId,workflowJobRunBackendId:o.
workflowJobRunBackendId,name:t,size:p.uploadSize?p.uploadSize.toString():"0"};p.sha256Hash&&(x.hash=Ag.create({value:`sh\
a256:${p.sha256Hash}`})),_t("Finalizing artifact upload");let g=yield l.FinalizeArtifact(x);if(!g.ok)throw new bg("Final\
izeArtifact: response from backend was not ok");let b=BigInt(g.artifactId);return _t(`Artifact ${t} successfully finaliz\
ed. Artifact ID ${b}`),{size:p.uploadSize,digest:p.sha256Hash,id:Number(b)}})}export{JIe as a};
