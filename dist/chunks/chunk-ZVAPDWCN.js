import{a as v,b as S}from"./chunk-3NR5HZ6E.js";var A=S((P,y)=>{y.exports=v("fs")});var N=S(g=>{"use strict";var F=v("net"),H=v("tls"),O=v("http"),E=v("https"),R=v("events"),G=v("assert"),T=v("util");g.httpOverHttp=
w;g.httpsOverHttp=L;g.httpOverHttps=B;g.httpsOverHttps=D;function w(t){var e=new p(t);return e.request=O.request,e}function L(t){
var e=new p(t);return e.request=O.request,e.createSocket=b,e.defaultPort=443,e}function B(t){var e=new p(t);return e.request=
E.request,e}function D(t){var e=new p(t);return e.request=E.request,e.createSocket=b,e.defaultPort=443,e}function p(t){var e=this;
e.options=t||{},e.proxyOptions=e.options.proxy||{},e.maxSockets=e.options.maxSockets||O.Agent.defaultMaxSockets,e.requests=
[],e.sockets=[],e.on("free",function(r,u,o,n){for(var s=x(u,o,n),l=0,f=e.requests.length;l<f;++l){var h=e.requests[l];if(h.
host===s.host&&h.port===s.port){e.requests.splice(l,1),h.request.onSocket(r);return}}r.destroy(),e.removeSocket(r)})}T.inherits(
p,R.EventEmitter);p.prototype.addRequest=function(e,a,r,u){var o=this,n=k({request:e},o.options,x(a,r,u));if(o.sockets.length>=
this.maxSockets){o.requests.push(n);return}o.createSocket(n,function(s){s.on("free",l),s.on("close",f),s.on("agentRemove",
f),e.onSocket(s);function l(){o.emit("free",s,n)}function f(h){o.removeSocket(s),s.removeListener("free",l),s.removeListener(
"close",f),s.removeListener("agentRemove",f)}})};p.prototype.createSocket=function(e,a){var r=this,u={};r.sockets.push(u);
var o=k({},r.proxyOptions,{method:"CONNECT",path:e.host+":"+e.port,agent:!1,headers:{host:e.host+":"+e.port}});e.localAddress&&
(o.localAddress=e.localAddress),o.proxyAuth&&(o.headers=o.headers||{},o.headers["Proxy-Authorization"]="Basic "+new Buffer(
o.proxyAuth).toString("base64")),d("making CONNECT request");var n=r.request(o);n.useChunkedEncodingByDefault=!1,n.once(
"response",s),n.once("upgrade",l),n.once("connect",f),n.once("error",h),n.end();function s(c){c.upgrade=!0}function l(c,i,q){
process.nextTick(function(){f(c,i,q)})}function f(c,i,q){if(n.removeAllListeners(),i.removeAllListeners(),c.statusCode!==
200){d("tunneling socket could not be established, statusCode=%d",c.statusCode),i.destroy();var m=new Error("tunneling s\
ocket could not be established, statusCode="+c.statusCode);m.code="ECONNRESET",e.request.emit("error",m),r.removeSocket(
u);return}if(q.length>0){d("got illegal response body from proxy"),i.destroy();var m=new Error("got illegal response bod\
y from proxy");m.code="ECONNRESET",e.request.emit("error",m),r.removeSocket(u);return}return d("tunneling connection has\
 established"),r.sockets[r.sockets.indexOf(u)]=i,a(i)}function h(c){n.removeAllListeners(),d(`tunneling socket could not\
 be established, cause=%s
`,c.message,c.stack);var i=new Error("tunneling socket could not be established, cause="+c.message);i.code="ECONNRESET",
e.request.emit("error",i),r.removeSocket(u)}};p.prototype.removeSocket=function(e){var a=this.sockets.indexOf(e);if(a!==
-1){this.sockets.splice(a,1);var r=this.requests.shift();r&&this.createSocket(r,function(u){r.request.onSocket(u)})}};function b(t,e){
var a=this;p.prototype.createSocket.call(a,t,function(r){var u=t.request.getHeader("host"),o=k({},a.options,{socket:r,servername:u?
u.replace(/:.*$/,""):t.host}),n=H.connect(0,o);a.sockets[a.sockets.indexOf(r)]=n,e(n)})}function x(t,e,a){return typeof t==
"string"?{host:t,port:e,localAddress:a}:t}function k(t){for(var e=1,a=arguments.length;e<a;++e){var r=arguments[e];if(typeof r==
"object")for(var u=Object.keys(r),o=0,n=u.length;o<n;++o){var s=u[o];r[s]!==void 0&&(t[s]=r[s])}}return t}var d;process.
env.NODE_DEBUG&&/\btunnel\b/.test(process.env.NODE_DEBUG)?d=function(){var t=Array.prototype.slice.call(arguments);typeof t[0]==
"string"?t[0]="TUNNEL: "+t[0]:t.unshift("TUNNEL:"),console.error.apply(console,t)}:d=function(){};g.debug=d});var U=S((z,C)=>{C.exports=N()});export{A as a,U as b};
