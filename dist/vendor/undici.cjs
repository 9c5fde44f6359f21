"use strict";var h=(e,A)=>()=>{try{return A||e((A={exports:{}}).exports,A),A.exports}catch(t){throw A=0,t}};var z=h((FS,bg)=>{bg.exports={kClose:Symbol("close"),kDestroy:Symbol("destroy"),kDispatch:Symbol("dispatch"),kUrl:Symbol(
"url"),kWriting:Symbol("writing"),kResuming:Symbol("resuming"),kQueue:Symbol("queue"),kConnect:Symbol("connect"),kConnecting:Symbol(
"connecting"),kKeepAliveDefaultTimeout:Symbol("default keep alive timeout"),kKeepAliveMaxTimeout:Symbol("max keep alive \
timeout"),kKeepAliveTimeoutThreshold:Symbol("keep alive timeout threshold"),kKeepAliveTimeoutValue:Symbol("keep alive ti\
meout"),kKeepAlive:Symbol("keep alive"),kHeadersTimeout:Symbol("headers timeout"),kBodyTimeout:Symbol("body timeout"),kServerName:Symbol(
"server name"),kLocalAddress:Symbol("local address"),kHost:Symbol("host"),kNoRef:Symbol("no ref"),kBodyUsed:Symbol("used"),
kBody:Symbol("abstracted request body"),kRunning:Symbol("running"),kBlocking:Symbol("blocking"),kPending:Symbol("pending"),
kSize:Symbol("size"),kBusy:Symbol("busy"),kQueued:Symbol("queued"),kFree:Symbol("free"),kConnected:Symbol("connected"),kClosed:Symbol(
"closed"),kNeedDrain:Symbol("need drain"),kReset:Symbol("reset"),kDestroyed:Symbol.for("nodejs.stream.destroyed"),kResume:Symbol(
"resume"),kOnError:Symbol("on error"),kMaxHeadersSize:Symbol("max headers size"),kRunningIdx:Symbol("running index"),kPendingIdx:Symbol(
"pending index"),kError:Symbol("error"),kClients:Symbol("clients"),kClient:Symbol("client"),kParser:Symbol("parser"),kOnDestroyed:Symbol(
"destroy callbacks"),kPipelining:Symbol("pipelining"),kSocket:Symbol("socket"),kHostHeader:Symbol("host header"),kConnector:Symbol(
"connector"),kStrictContentLength:Symbol("strict content length"),kMaxRedirections:Symbol("maxRedirections"),kMaxRequests:Symbol(
"maxRequestsPerClient"),kProxy:Symbol("proxy agent options"),kCounter:Symbol("socket request counter"),kInterceptors:Symbol(
"dispatch interceptors"),kMaxResponseSize:Symbol("max response size"),kHTTP2Session:Symbol("http2Session"),kHTTP2SessionState:Symbol(
"http2Session state"),kRetryHandlerDefaultRetry:Symbol("retry agent default retry"),kConstruct:Symbol("constructable"),kListeners:Symbol(
"listeners"),kHTTPContext:Symbol("http context"),kMaxConcurrentStreams:Symbol("max concurrent streams"),kNoProxyAgent:Symbol(
"no proxy agent"),kHttpProxyAgent:Symbol("http proxy agent"),kHttpsProxyAgent:Symbol("https proxy agent")}});var Y=h((pS,sa)=>{"use strict";var Lg=Symbol.for("undici.error.UND_ERR"),K=class extends Error{constructor(A){super(A),this.
name="UndiciError",this.code="UND_ERR"}static[Symbol.hasInstance](A){return A&&A[Lg]===!0}[Lg]=!0},Tg=Symbol.for("undici\
.error.UND_ERR_CONNECT_TIMEOUT"),ii=class extends K{constructor(A){super(A),this.name="ConnectTimeoutError",this.message=
A||"Connect Timeout Error",this.code="UND_ERR_CONNECT_TIMEOUT"}static[Symbol.hasInstance](A){return A&&A[Tg]===!0}[Tg]=!0},
Yg=Symbol.for("undici.error.UND_ERR_HEADERS_TIMEOUT"),oi=class extends K{constructor(A){super(A),this.name="HeadersTimeo\
utError",this.message=A||"Headers Timeout Error",this.code="UND_ERR_HEADERS_TIMEOUT"}static[Symbol.hasInstance](A){return A&&
A[Yg]===!0}[Yg]=!0},Gg=Symbol.for("undici.error.UND_ERR_HEADERS_OVERFLOW"),Qi=class extends K{constructor(A){super(A),this.
name="HeadersOverflowError",this.message=A||"Headers Overflow Error",this.code="UND_ERR_HEADERS_OVERFLOW"}static[Symbol.
hasInstance](A){return A&&A[Gg]===!0}[Gg]=!0},Jg=Symbol.for("undici.error.UND_ERR_BODY_TIMEOUT"),gi=class extends K{constructor(A){
super(A),this.name="BodyTimeoutError",this.message=A||"Body Timeout Error",this.code="UND_ERR_BODY_TIMEOUT"}static[Symbol.
hasInstance](A){return A&&A[Jg]===!0}[Jg]=!0},xg=Symbol.for("undici.error.UND_ERR_RESPONSE_STATUS_CODE"),ai=class extends K{constructor(A,t,r,s){
super(A),this.name="ResponseStatusCodeError",this.message=A||"Response Status Code Error",this.code="UND_ERR_RESPONSE_ST\
ATUS_CODE",this.body=s,this.status=t,this.statusCode=t,this.headers=r}static[Symbol.hasInstance](A){return A&&A[xg]===!0}[xg]=!0},
Hg=Symbol.for("undici.error.UND_ERR_INVALID_ARG"),Bi=class extends K{constructor(A){super(A),this.name="InvalidArgumentE\
rror",this.message=A||"Invalid Argument Error",this.code="UND_ERR_INVALID_ARG"}static[Symbol.hasInstance](A){return A&&A[Hg]===
!0}[Hg]=!0},Vg=Symbol.for("undici.error.UND_ERR_INVALID_RETURN_VALUE"),Ei=class extends K{constructor(A){super(A),this.name=
"InvalidReturnValueError",this.message=A||"Invalid Return Value Error",this.code="UND_ERR_INVALID_RETURN_VALUE"}static[Symbol.
hasInstance](A){return A&&A[Vg]===!0}[Vg]=!0},vg=Symbol.for("undici.error.UND_ERR_ABORT"),gs=class extends K{constructor(A){
super(A),this.name="AbortError",this.message=A||"The operation was aborted",this.code="UND_ERR_ABORT"}static[Symbol.hasInstance](A){
return A&&A[vg]===!0}[vg]=!0},qg=Symbol.for("undici.error.UND_ERR_ABORTED"),ci=class extends gs{constructor(A){super(A),
this.name="AbortError",this.message=A||"Request aborted",this.code="UND_ERR_ABORTED"}static[Symbol.hasInstance](A){return A&&
A[qg]===!0}[qg]=!0},Wg=Symbol.for("undici.error.UND_ERR_INFO"),Ii=class extends K{constructor(A){super(A),this.name="Inf\
ormationalError",this.message=A||"Request information",this.code="UND_ERR_INFO"}static[Symbol.hasInstance](A){return A&&
A[Wg]===!0}[Wg]=!0},Og=Symbol.for("undici.error.UND_ERR_REQ_CONTENT_LENGTH_MISMATCH"),Ci=class extends K{constructor(A){
super(A),this.name="RequestContentLengthMismatchError",this.message=A||"Request body length does not match content-lengt\
h header",this.code="UND_ERR_REQ_CONTENT_LENGTH_MISMATCH"}static[Symbol.hasInstance](A){return A&&A[Og]===!0}[Og]=!0},Pg=Symbol.
for("undici.error.UND_ERR_RES_CONTENT_LENGTH_MISMATCH"),li=class extends K{constructor(A){super(A),this.name="ResponseCo\
ntentLengthMismatchError",this.message=A||"Response body length does not match content-length header",this.code="UND_ERR\
_RES_CONTENT_LENGTH_MISMATCH"}static[Symbol.hasInstance](A){return A&&A[Pg]===!0}[Pg]=!0},Zg=Symbol.for("undici.error.UN\
D_ERR_DESTROYED"),hi=class extends K{constructor(A){super(A),this.name="ClientDestroyedError",this.message=A||"The clien\
t is destroyed",this.code="UND_ERR_DESTROYED"}static[Symbol.hasInstance](A){return A&&A[Zg]===!0}[Zg]=!0},zg=Symbol.for(
"undici.error.UND_ERR_CLOSED"),ui=class extends K{constructor(A){super(A),this.name="ClientClosedError",this.message=A||
"The client is closed",this.code="UND_ERR_CLOSED"}static[Symbol.hasInstance](A){return A&&A[zg]===!0}[zg]=!0},Kg=Symbol.
for("undici.error.UND_ERR_SOCKET"),di=class extends K{constructor(A,t){super(A),this.name="SocketError",this.message=A||
"Socket error",this.code="UND_ERR_SOCKET",this.socket=t}static[Symbol.hasInstance](A){return A&&A[Kg]===!0}[Kg]=!0},Xg=Symbol.
for("undici.error.UND_ERR_NOT_SUPPORTED"),fi=class extends K{constructor(A){super(A),this.name="NotSupportedError",this.
message=A||"Not supported error",this.code="UND_ERR_NOT_SUPPORTED"}static[Symbol.hasInstance](A){return A&&A[Xg]===!0}[Xg]=!0},
_g=Symbol.for("undici.error.UND_ERR_BPL_MISSING_UPSTREAM"),wi=class extends K{constructor(A){super(A),this.name="Missing\
UpstreamError",this.message=A||"No upstream has been added to the BalancedPool",this.code="UND_ERR_BPL_MISSING_UPSTREAM"}static[Symbol.
hasInstance](A){return A&&A[_g]===!0}[_g]=!0},jg=Symbol.for("undici.error.UND_ERR_HTTP_PARSER"),yi=class extends Error{constructor(A,t,r){
super(A),this.name="HTTPParserError",this.code=t?`HPE_${t}`:void 0,this.data=r?r.toString():void 0}static[Symbol.hasInstance](A){
return A&&A[jg]===!0}[jg]=!0},$g=Symbol.for("undici.error.UND_ERR_RES_EXCEEDED_MAX_SIZE"),Di=class extends K{constructor(A){
super(A),this.name="ResponseExceededMaxSizeError",this.message=A||"Response content exceeded max size",this.code="UND_ER\
R_RES_EXCEEDED_MAX_SIZE"}static[Symbol.hasInstance](A){return A&&A[$g]===!0}[$g]=!0},Aa=Symbol.for("undici.error.UND_ERR\
_REQ_RETRY"),ki=class extends K{constructor(A,t,{headers:r,data:s}){super(A),this.name="RequestRetryError",this.message=
A||"Request retry error",this.code="UND_ERR_REQ_RETRY",this.statusCode=t,this.data=s,this.headers=r}static[Symbol.hasInstance](A){
return A&&A[Aa]===!0}[Aa]=!0},ea=Symbol.for("undici.error.UND_ERR_RESPONSE"),Fi=class extends K{constructor(A,t,{headers:r,
data:s}){super(A),this.name="ResponseError",this.message=A||"Response error",this.code="UND_ERR_RESPONSE",this.statusCode=
t,this.data=s,this.headers=r}static[Symbol.hasInstance](A){return A&&A[ea]===!0}[ea]=!0},ta=Symbol.for("undici.error.UND\
_ERR_PRX_TLS"),pi=class extends K{constructor(A,t,r){super(t,{cause:A,...r??{}}),this.name="SecureProxyConnectionError",
this.message=t||"Secure Proxy Connection failed",this.code="UND_ERR_PRX_TLS",this.cause=A}static[Symbol.hasInstance](A){
return A&&A[ta]===!0}[ta]=!0},ra=Symbol.for("undici.error.UND_ERR_WS_MESSAGE_SIZE_EXCEEDED"),Ri=class extends K{constructor(A){
super(A),this.name="MessageSizeExceededError",this.message=A||"Max decompressed message size exceeded",this.code="UND_ER\
R_WS_MESSAGE_SIZE_EXCEEDED"}static[Symbol.hasInstance](A){return A&&A[ra]===!0}get[ra](){return!0}};sa.exports={AbortError:gs,
HTTPParserError:yi,UndiciError:K,HeadersTimeoutError:oi,HeadersOverflowError:Qi,BodyTimeoutError:gi,RequestContentLengthMismatchError:Ci,
ConnectTimeoutError:ii,ResponseStatusCodeError:ai,InvalidArgumentError:Bi,InvalidReturnValueError:Ei,RequestAbortedError:ci,
ClientDestroyedError:hi,ClientClosedError:ui,InformationalError:Ii,SocketError:di,NotSupportedError:fi,ResponseContentLengthMismatchError:li,
BalancedPoolMissingUpstreamError:wi,ResponseExceededMaxSizeError:Di,RequestRetryError:ki,ResponseError:Fi,SecureProxyConnectionError:pi,
MessageSizeExceededError:Ri}});var Bs=h((RS,na)=>{"use strict";var as={},Ni=["Accept","Accept-Encoding","Accept-Language","Accept-Ranges","Access-Contr\
ol-Allow-Credentials","Access-Control-Allow-Headers","Access-Control-Allow-Methods","Access-Control-Allow-Origin","Acces\
s-Control-Expose-Headers","Access-Control-Max-Age","Access-Control-Request-Headers","Access-Control-Request-Method","Age",
"Allow","Alt-Svc","Alt-Used","Authorization","Cache-Control","Clear-Site-Data","Connection","Content-Disposition","Conte\
nt-Encoding","Content-Language","Content-Length","Content-Location","Content-Range","Content-Security-Policy","Content-S\
ecurity-Policy-Report-Only","Content-Type","Cookie","Cross-Origin-Embedder-Policy","Cross-Origin-Opener-Policy","Cross-O\
rigin-Resource-Policy","Date","Device-Memory","Downlink","ECT","ETag","Expect","Expect-CT","Expires","Forwarded","From",
"Host","If-Match","If-Modified-Since","If-None-Match","If-Range","If-Unmodified-Since","Keep-Alive","Last-Modified","Lin\
k","Location","Max-Forwards","Origin","Permissions-Policy","Pragma","Proxy-Authenticate","Proxy-Authorization","RTT","Ra\
nge","Referer","Referrer-Policy","Refresh","Retry-After","Sec-WebSocket-Accept","Sec-WebSocket-Extensions","Sec-WebSocke\
t-Key","Sec-WebSocket-Protocol","Sec-WebSocket-Version","Server","Server-Timing","Service-Worker-Allowed","Service-Worke\
r-Navigation-Preload","Set-Cookie","SourceMap","Strict-Transport-Security","Supports-Loading-Mode","TE","Timing-Allow-Or\
igin","Trailer","Transfer-Encoding","Upgrade","Upgrade-Insecure-Requests","User-Agent","Vary","Via","WWW-Authenticate","\
X-Content-Type-Options","X-DNS-Prefetch-Control","X-Frame-Options","X-Permitted-Cross-Domain-Policies","X-Powered-By","X\
-Requested-With","X-XSS-Protection"];for(let e=0;e<Ni.length;++e){let A=Ni[e],t=A.toLowerCase();as[A]=as[t]=t}Object.setPrototypeOf(
as,null);na.exports={wellknownHeaderNames:Ni,headerNameLowerCasedRecord:as}});var ga=h((NS,Qa)=>{"use strict";var{wellknownHeaderNames:ia,headerNameLowerCasedRecord:ru}=Bs(),mi=class e{value=null;left=null;middle=null;right=null;code;constructor(A,t,r){
if(r===void 0||r>=A.length)throw new TypeError("Unreachable");if((this.code=A.charCodeAt(r))>127)throw new TypeError("ke\
y must be ascii string");A.length!==++r?this.middle=new e(A,t,r):this.value=t}add(A,t){let r=A.length;if(r===0)throw new TypeError(
"Unreachable");let s=0,n=this;for(;;){let i=A.charCodeAt(s);if(i>127)throw new TypeError("key must be ascii string");if(n.
code===i)if(r===++s){n.value=t;break}else if(n.middle!==null)n=n.middle;else{n.middle=new e(A,t,s);break}else if(n.code<
i)if(n.left!==null)n=n.left;else{n.left=new e(A,t,s);break}else if(n.right!==null)n=n.right;else{n.right=new e(A,t,s);break}}}search(A){
let t=A.length,r=0,s=this;for(;s!==null&&r<t;){let n=A[r];for(n<=90&&n>=65&&(n|=32);s!==null;){if(n===s.code){if(t===++r)
return s;s=s.middle;break}s=s.code<n?s.left:s.right}}return null}},Es=class{node=null;insert(A,t){this.node===null?this.
node=new mi(A,t,0):this.node.add(A,t)}lookup(A){return this.node?.search(A)?.value??null}},oa=new Es;for(let e=0;e<ia.length;++e){
let A=ru[ia[e]];oa.insert(A,A)}Qa.exports={TernarySearchTree:Es,tree:oa}});var M=h((mS,Fa)=>{"use strict";var sr=require("node:assert"),{kDestroyed:Ba,kBodyUsed:gt,kListeners:Si,kBody:aa}=z(),{IncomingMessage:su}=require("node:http"),
Cs=require("node:stream"),nu=require("node:net"),{Blob:iu}=require("node:buffer"),ou=require("node:util"),{stringify:Qu}=require("node:querystring"),
{EventEmitter:gu}=require("node:events"),{InvalidArgumentError:rA}=Y(),{headerNameLowerCasedRecord:au}=Bs(),{tree:Ea}=ga(),
[Bu,Eu]=process.versions.node.split(".").map(e=>Number(e)),Is=class{constructor(A){this[aa]=A,this[gt]=!1}async*[Symbol.
asyncIterator](){sr(!this[gt],"disturbed"),this[gt]=!0,yield*this[aa]}};function cu(e){return ls(e)?(ha(e)===0&&e.on("da\
ta",function(){sr(!1)}),typeof e.readableDidRead!="boolean"&&(e[gt]=!1,gu.prototype.on.call(e,"data",function(){this[gt]=
!0})),e):e&&typeof e.pipeTo=="function"?new Is(e):e&&typeof e!="string"&&!ArrayBuffer.isView(e)&&la(e)?new Is(e):e}function Iu(){}
function ls(e){return e&&typeof e=="object"&&typeof e.pipe=="function"&&typeof e.on=="function"}function ca(e){if(e===null)
return!1;if(e instanceof iu)return!0;if(typeof e!="object")return!1;{let A=e[Symbol.toStringTag];return(A==="Blob"||A===
"File")&&("stream"in e&&typeof e.stream=="function"||"arrayBuffer"in e&&typeof e.arrayBuffer=="function")}}function Cu(e,A){
if(e.includes("?")||e.includes("#"))throw new Error('Query params cannot be passed when url already contains "?" or "#".');
let t=Qu(A);return t&&(e+="?"+t),e}function Ia(e){let A=parseInt(e,10);return A===Number(e)&&A>=0&&A<=65535}function cs(e){
return e!=null&&e[0]==="h"&&e[1]==="t"&&e[2]==="t"&&e[3]==="p"&&(e[4]===":"||e[4]==="s"&&e[5]===":")}function Ca(e){if(typeof e==
"string"){if(e=new URL(e),!cs(e.origin||e.protocol))throw new rA("Invalid URL protocol: the URL must start with `http:` \
or `https:`.");return e}if(!e||typeof e!="object")throw new rA("Invalid URL: The URL argument must be a non-null object.");
if(!(e instanceof URL)){if(e.port!=null&&e.port!==""&&Ia(e.port)===!1)throw new rA("Invalid URL: port must be a valid in\
teger or a string representation of an integer.");if(e.path!=null&&typeof e.path!="string")throw new rA("Invalid URL pat\
h: the path must be a string or null/undefined.");if(e.pathname!=null&&typeof e.pathname!="string")throw new rA("Invalid\
 URL pathname: the pathname must be a string or null/undefined.");if(e.hostname!=null&&typeof e.hostname!="string")throw new rA(
"Invalid URL hostname: the hostname must be a string or null/undefined.");if(e.origin!=null&&typeof e.origin!="string")throw new rA(
"Invalid URL origin: the origin must be a string or null/undefined.");if(!cs(e.origin||e.protocol))throw new rA("Invalid\
 URL protocol: the URL must start with `http:` or `https:`.");let A=e.port!=null?e.port:e.protocol==="https:"?443:80,t=e.
origin!=null?e.origin:`${e.protocol||""}//${e.hostname||""}:${A}`,r=e.path!=null?e.path:`${e.pathname||""}${e.search||""}`;
return t[t.length-1]==="/"&&(t=t.slice(0,t.length-1)),r&&r[0]!=="/"&&(r=`/${r}`),new URL(`${t}${r}`)}if(!cs(e.origin||e.
protocol))throw new rA("Invalid URL protocol: the URL must start with `http:` or `https:`.");return e}function lu(e){if(e=
Ca(e),e.pathname!=="/"||e.search||e.hash)throw new rA("invalid url");return e}function hu(e){if(e[0]==="["){let t=e.indexOf(
"]");return sr(t!==-1),e.substring(1,t)}let A=e.indexOf(":");return A===-1?e:e.substring(0,A)}function uu(e){if(!e)return null;
sr(typeof e=="string");let A=hu(e);return nu.isIP(A)?"":A}function du(e){return JSON.parse(JSON.stringify(e))}function fu(e){
return e!=null&&typeof e[Symbol.asyncIterator]=="function"}function la(e){return e!=null&&(typeof e[Symbol.iterator]=="f\
unction"||typeof e[Symbol.asyncIterator]=="function")}function ha(e){if(e==null)return 0;if(ls(e)){let A=e._readableState;
return A&&A.objectMode===!1&&A.ended===!0&&Number.isFinite(A.length)?A.length:null}else{if(ca(e))return e.size!=null?e.size:
null;if(fa(e))return e.byteLength}return null}function ua(e){return e&&!!(e.destroyed||e[Ba]||Cs.isDestroyed?.(e))}function wu(e,A){
e==null||!ls(e)||ua(e)||(typeof e.destroy=="function"?(Object.getPrototypeOf(e).constructor===su&&(e.socket=null),e.destroy(
A)):A&&queueMicrotask(()=>{e.emit("error",A)}),e.destroyed!==!0&&(e[Ba]=!0))}var yu=/timeout=(\d+)/;function Du(e){let A=e.
toString().match(yu);return A?parseInt(A[1],10)*1e3:null}function da(e){return typeof e=="string"?au[e]??e.toLowerCase():
Ea.lookup(e)??e.toString("latin1").toLowerCase()}function ku(e){return Ea.lookup(e)??e.toString("latin1").toLowerCase()}
function Fu(e,A){A===void 0&&(A={});for(let t=0;t<e.length;t+=2){let r=da(e[t]),s=A[r];if(s)typeof s=="string"&&(s=[s],A[r]=
s),s.push(e[t+1].toString("utf8"));else{let n=e[t+1];typeof n=="string"?A[r]=n:A[r]=Array.isArray(n)?n.map(i=>i.toString(
"utf8")):n.toString("utf8")}}return"content-length"in A&&"content-disposition"in A&&(A["content-disposition"]=Buffer.from(
A["content-disposition"]).toString("latin1")),A}function pu(e){let A=e.length,t=new Array(A),r=!1,s=-1,n,i,o=0;for(let Q=0;Q<
e.length;Q+=2)n=e[Q],i=e[Q+1],typeof n!="string"&&(n=n.toString()),typeof i!="string"&&(i=i.toString("utf8")),o=n.length,
o===14&&n[7]==="-"&&(n==="content-length"||n.toLowerCase()==="content-length")?r=!0:o===19&&n[7]==="-"&&(n==="content-di\
sposition"||n.toLowerCase()==="content-disposition")&&(s=Q+1),t[Q]=n,t[Q+1]=i;return r&&s!==-1&&(t[s]=Buffer.from(t[s]).
toString("latin1")),t}function fa(e){return e instanceof Uint8Array||Buffer.isBuffer(e)}function Ru(e,A,t){if(!e||typeof e!=
"object")throw new rA("handler must be an object");if(typeof e.onConnect!="function")throw new rA("invalid onConnect met\
hod");if(typeof e.onError!="function")throw new rA("invalid onError method");if(typeof e.onBodySent!="function"&&e.onBodySent!==
void 0)throw new rA("invalid onBodySent method");if(t||A==="CONNECT"){if(typeof e.onUpgrade!="function")throw new rA("in\
valid onUpgrade method")}else{if(typeof e.onHeaders!="function")throw new rA("invalid onHeaders method");if(typeof e.onData!=
"function")throw new rA("invalid onData method");if(typeof e.onComplete!="function")throw new rA("invalid onComplete met\
hod")}}function Nu(e){return!!(e&&(Cs.isDisturbed(e)||e[gt]))}function mu(e){return!!(e&&Cs.isErrored(e))}function Su(e){
return!!(e&&Cs.isReadable(e))}function Uu(e){return{localAddress:e.localAddress,localPort:e.localPort,remoteAddress:e.remoteAddress,
remotePort:e.remotePort,remoteFamily:e.remoteFamily,timeout:e.timeout,bytesWritten:e.bytesWritten,bytesRead:e.bytesRead}}
function Mu(e){let A;return new ReadableStream({async start(){A=e[Symbol.asyncIterator]()},async pull(t){let{done:r,value:s}=await A.
next();if(r)queueMicrotask(()=>{t.close(),t.byobRequest?.respond(0)});else{let n=Buffer.isBuffer(s)?s:Buffer.from(s);n.byteLength&&
t.enqueue(new Uint8Array(n))}return t.desiredSize>0},async cancel(t){await A.return()},type:"bytes"})}function bu(e){return e&&
typeof e=="object"&&typeof e.append=="function"&&typeof e.delete=="function"&&typeof e.get=="function"&&typeof e.getAll==
"function"&&typeof e.has=="function"&&typeof e.set=="function"&&e[Symbol.toStringTag]==="FormData"}function Lu(e,A){return"\
addEventListener"in e?(e.addEventListener("abort",A,{once:!0}),()=>e.removeEventListener("abort",A)):(e.addListener("abo\
rt",A),()=>e.removeListener("abort",A))}var Tu=typeof String.prototype.toWellFormed=="function",Yu=typeof String.prototype.
isWellFormed=="function";function wa(e){return Tu?`${e}`.toWellFormed():ou.toUSVString(e)}function Gu(e){return Yu?`${e}`.
isWellFormed():wa(e)===`${e}`}function ya(e){switch(e){case 34:case 40:case 41:case 44:case 47:case 58:case 59:case 60:case 61:case 62:case 63:case 64:case 91:case 92:case 93:case 123:case 125:
return!1;default:return e>=33&&e<=126}}function Ju(e){if(e.length===0)return!1;for(let A=0;A<e.length;++A)if(!ya(e.charCodeAt(
A)))return!1;return!0}var xu=/[^\t\x20-\x7e\x80-\xff]/;function Hu(e){return!xu.test(e)}function Vu(e){if(e==null||e==="")
return{start:0,end:null,size:null};let A=e?e.match(/^bytes (\d+)-(\d+)\/(\d+)?$/):null;return A?{start:parseInt(A[1]),end:A[2]?
parseInt(A[2]):null,size:A[3]?parseInt(A[3]):null}:null}function vu(e,A,t){return(e[Si]??=[]).push([A,t]),e.on(A,t),e}function qu(e){
for(let[A,t]of e[Si]??[])e.removeListener(A,t);e[Si]=null}function Wu(e,A,t){try{A.onError(t),sr(A.aborted)}catch(r){e.emit(
"error",r)}}var Da=Object.create(null);Da.enumerable=!0;var Ui={delete:"DELETE",DELETE:"DELETE",get:"GET",GET:"GET",head:"\
HEAD",HEAD:"HEAD",options:"OPTIONS",OPTIONS:"OPTIONS",post:"POST",POST:"POST",put:"PUT",PUT:"PUT"},ka={...Ui,patch:"patc\
h",PATCH:"PATCH"};Object.setPrototypeOf(Ui,null);Object.setPrototypeOf(ka,null);Fa.exports={kEnumerableProperty:Da,nop:Iu,
isDisturbed:Nu,isErrored:mu,isReadable:Su,toUSVString:wa,isUSVString:Gu,isBlobLike:ca,parseOrigin:lu,parseURL:Ca,getServerName:uu,
isStream:ls,isIterable:la,isAsyncIterable:fu,isDestroyed:ua,headerNameToString:da,bufferToLowerCasedHeaderName:ku,addListener:vu,
removeAllListeners:qu,errorRequest:Wu,parseRawHeaders:pu,parseHeaders:Fu,parseKeepAliveTimeout:Du,destroy:wu,bodyLength:ha,
deepClone:du,ReadableStreamFrom:Mu,isBuffer:fa,validateHandler:Ru,getSocketInfo:Uu,isFormDataLike:bu,buildURL:Cu,addAbortListener:Lu,
isValidHTTPToken:Ju,isValidHeaderValue:Hu,isTokenCharCode:ya,parseRangeHeader:Vu,normalizedMethodRecordsBase:Ui,normalizedMethodRecords:ka,
isValidPort:Ia,isHttpOrHttpsPrefixed:cs,nodeMajor:Bu,nodeMinor:Eu,safeHTTPMethods:["GET","HEAD","OPTIONS","TRACE"],wrapRequestBody:cu}});var at=h((SS,Ra)=>{"use strict";var x=require("node:diagnostics_channel"),bi=require("node:util"),hs=bi.debuglog("undici"),
Mi=bi.debuglog("fetch"),be=bi.debuglog("websocket"),pa=!1,Ou={beforeConnect:x.channel("undici:client:beforeConnect"),connected:x.
channel("undici:client:connected"),connectError:x.channel("undici:client:connectError"),sendHeaders:x.channel("undici:cl\
ient:sendHeaders"),create:x.channel("undici:request:create"),bodySent:x.channel("undici:request:bodySent"),headers:x.channel(
"undici:request:headers"),trailers:x.channel("undici:request:trailers"),error:x.channel("undici:request:error"),open:x.channel(
"undici:websocket:open"),close:x.channel("undici:websocket:close"),socketError:x.channel("undici:websocket:socket_error"),
ping:x.channel("undici:websocket:ping"),pong:x.channel("undici:websocket:pong")};if(hs.enabled||Mi.enabled){let e=Mi.enabled?
Mi:hs;x.channel("undici:client:beforeConnect").subscribe(A=>{let{connectParams:{version:t,protocol:r,port:s,host:n}}=A;e(
"connecting to %s using %s%s",`${n}${s?`:${s}`:""}`,r,t)}),x.channel("undici:client:connected").subscribe(A=>{let{connectParams:{
version:t,protocol:r,port:s,host:n}}=A;e("connected to %s using %s%s",`${n}${s?`:${s}`:""}`,r,t)}),x.channel("undici:cli\
ent:connectError").subscribe(A=>{let{connectParams:{version:t,protocol:r,port:s,host:n},error:i}=A;e("connection to %s u\
sing %s%s errored - %s",`${n}${s?`:${s}`:""}`,r,t,i.message)}),x.channel("undici:client:sendHeaders").subscribe(A=>{let{
request:{method:t,path:r,origin:s}}=A;e("sending request to %s %s/%s",t,s,r)}),x.channel("undici:request:headers").subscribe(
A=>{let{request:{method:t,path:r,origin:s},response:{statusCode:n}}=A;e("received response to %s %s/%s - HTTP %d",t,s,r,
n)}),x.channel("undici:request:trailers").subscribe(A=>{let{request:{method:t,path:r,origin:s}}=A;e("trailers received f\
rom %s %s/%s",t,s,r)}),x.channel("undici:request:error").subscribe(A=>{let{request:{method:t,path:r,origin:s},error:n}=A;
e("request to %s %s/%s errored - %s",t,s,r,n.message)}),pa=!0}if(be.enabled){if(!pa){let e=hs.enabled?hs:be;x.channel("u\
ndici:client:beforeConnect").subscribe(A=>{let{connectParams:{version:t,protocol:r,port:s,host:n}}=A;e("connecting to %s\
%s using %s%s",n,s?`:${s}`:"",r,t)}),x.channel("undici:client:connected").subscribe(A=>{let{connectParams:{version:t,protocol:r,
port:s,host:n}}=A;e("connected to %s%s using %s%s",n,s?`:${s}`:"",r,t)}),x.channel("undici:client:connectError").subscribe(
A=>{let{connectParams:{version:t,protocol:r,port:s,host:n},error:i}=A;e("connection to %s%s using %s%s errored - %s",n,s?
`:${s}`:"",r,t,i.message)}),x.channel("undici:client:sendHeaders").subscribe(A=>{let{request:{method:t,path:r,origin:s}}=A;
e("sending request to %s %s/%s",t,s,r)})}x.channel("undici:websocket:open").subscribe(e=>{let{address:{address:A,port:t}}=e;
be("connection opened %s%s",A,t?`:${t}`:"")}),x.channel("undici:websocket:close").subscribe(e=>{let{websocket:A,code:t,reason:r}=e;
be("closed connection to %s - %s %s",A.url,t,r)}),x.channel("undici:websocket:socket_error").subscribe(e=>{be("connectio\
n errored - %s",e.message)}),x.channel("undici:websocket:ping").subscribe(e=>{be("ping received")}),x.channel("undici:we\
bsocket:pong").subscribe(e=>{be("pong received")})}Ra.exports={channels:Ou}});var Ua=h((US,Sa)=>{"use strict";var{InvalidArgumentError:V,NotSupportedError:Pu}=Y(),fA=require("node:assert"),{isValidHTTPToken:ma,
isValidHeaderValue:nr,isStream:Zu,destroy:zu,isBuffer:Ku,isFormDataLike:Xu,isIterable:_u,isBlobLike:ju,buildURL:$u,validateHandler:Ad,
getServerName:ed,normalizedMethodRecords:td}=M(),{channels:iA}=at(),{headerNameLowerCasedRecord:Na}=Bs(),rd=/[^\u0021-\u00ff]/,
UA=Symbol("handler"),Li=class{constructor(A,{path:t,method:r,body:s,headers:n,query:i,idempotent:o,blocking:Q,upgrade:g,
headersTimeout:B,bodyTimeout:a,reset:E,throwOnError:C,expectContinue:I,servername:l},d){if(typeof t!="string")throw new V(
"path must be a string");if(t[0]!=="/"&&!(t.startsWith("http://")||t.startsWith("https://"))&&r!=="CONNECT")throw new V(
"path must be an absolute URL or start with a slash");if(rd.test(t))throw new V("invalid request path");if(typeof r!="st\
ring")throw new V("method must be a string");if(td[r]===void 0&&!ma(r))throw new V("invalid request method");if(g&&typeof g!=
"string")throw new V("upgrade must be a string");if(g&&!nr(g))throw new V("invalid upgrade header");if(B!=null&&(!Number.
isFinite(B)||B<0))throw new V("invalid headersTimeout");if(a!=null&&(!Number.isFinite(a)||a<0))throw new V("invalid body\
Timeout");if(E!=null&&typeof E!="boolean")throw new V("invalid reset");if(I!=null&&typeof I!="boolean")throw new V("inva\
lid expectContinue");if(this.headersTimeout=B,this.bodyTimeout=a,this.throwOnError=C===!0,this.method=r,this.abort=null,
s==null)this.body=null;else if(Zu(s)){this.body=s;let c=this.body._readableState;(!c||!c.autoDestroy)&&(this.endHandler=
function(){zu(this)},this.body.on("end",this.endHandler)),this.errorHandler=w=>{this.abort?this.abort(w):this.error=w},this.
body.on("error",this.errorHandler)}else if(Ku(s))this.body=s.byteLength?s:null;else if(ArrayBuffer.isView(s))this.body=s.
buffer.byteLength?Buffer.from(s.buffer,s.byteOffset,s.byteLength):null;else if(s instanceof ArrayBuffer)this.body=s.byteLength?
Buffer.from(s):null;else if(typeof s=="string")this.body=s.length?Buffer.from(s):null;else if(Xu(s)||_u(s)||ju(s))this.body=
s;else throw new V("body must be a string, a Buffer, a Readable stream, an iterable, or an async iterable");if(this.completed=
!1,this.aborted=!1,this.upgrade=g||null,this.path=i?$u(t,i):t,this.origin=A,this.idempotent=o??(r==="HEAD"||r==="GET"),this.
blocking=Q??!1,this.reset=E??null,this.host=null,this.contentLength=null,this.contentType=null,this.headers=[],this.expectContinue=
I??!1,Array.isArray(n)){if(n.length%2!==0)throw new V("headers array must be even");for(let c=0;c<n.length;c+=2)us(this,
n[c],n[c+1])}else if(n&&typeof n=="object")if(n[Symbol.iterator])for(let c of n){if(!Array.isArray(c)||c.length!==2)throw new V(
"headers must be in key-value pair format");us(this,c[0],c[1])}else{let c=Object.keys(n);for(let w=0;w<c.length;++w)us(this,
c[w],n[c[w]])}else if(n!=null)throw new V("headers must be an object or an array");Ad(d,r,g),this.servername=l||ed(this.
host),this[UA]=d,iA.create.hasSubscribers&&iA.create.publish({request:this})}onBodySent(A){if(this[UA].onBodySent)try{return this[UA].
onBodySent(A)}catch(t){this.abort(t)}}onRequestSent(){if(iA.bodySent.hasSubscribers&&iA.bodySent.publish({request:this}),
this[UA].onRequestSent)try{return this[UA].onRequestSent()}catch(A){this.abort(A)}}onConnect(A){if(fA(!this.aborted),fA(
!this.completed),this.error)A(this.error);else return this.abort=A,this[UA].onConnect(A)}onResponseStarted(){return this[UA].
onResponseStarted?.()}onHeaders(A,t,r,s){fA(!this.aborted),fA(!this.completed),iA.headers.hasSubscribers&&iA.headers.publish(
{request:this,response:{statusCode:A,headers:t,statusText:s}});try{return this[UA].onHeaders(A,t,r,s)}catch(n){this.abort(
n)}}onData(A){fA(!this.aborted),fA(!this.completed);try{return this[UA].onData(A)}catch(t){return this.abort(t),!1}}onUpgrade(A,t,r,s=""){
this.onFinally(),fA(!this.aborted),fA(!this.completed),A!==null&&this.#A(A,t,s);let n=this[UA].onUpgrade(A,t,r);return this.
aborted||(this.completed=!0,A!==null&&this.#e()),n}onUpgradeResponse(A,t,r,s=""){fA(!this.aborted),fA(this.completed),iA.
headers.hasSubscribers&&this.#A(A,r(t),s),this.#e()}onUpgradeError(A){fA(!this.aborted),fA(this.completed),iA.error.hasSubscribers&&
iA.error.publish({request:this,error:A})}#A(A,t,r){iA.headers.hasSubscribers&&iA.headers.publish({request:this,response:{
statusCode:A,headers:t,statusText:r}})}#e(){iA.trailers.hasSubscribers&&iA.trailers.publish({request:this,trailers:[]})}onComplete(A){
this.onFinally(),fA(!this.aborted),this.completed=!0,iA.trailers.hasSubscribers&&iA.trailers.publish({request:this,trailers:A});
try{return this[UA].onComplete(A)}catch(t){this.onError(t)}}onError(A){if(this.onFinally(),iA.error.hasSubscribers&&iA.error.
publish({request:this,error:A}),!this.aborted)return this.aborted=!0,this[UA].onError(A)}onFinally(){this.errorHandler&&
(this.body.off("error",this.errorHandler),this.errorHandler=null),this.endHandler&&(this.body.off("end",this.endHandler),
this.endHandler=null)}addHeader(A,t){return us(this,A,t),this}};function us(e,A,t){if(t&&typeof t=="object"&&!Array.isArray(
t))throw new V(`invalid ${A} header`);if(t===void 0)return;let r=Na[A];if(r===void 0&&(r=A.toLowerCase(),Na[r]===void 0&&
!ma(r)))throw new V("invalid header key");if(Array.isArray(t)){let s=[];for(let n=0;n<t.length;n++)if(typeof t[n]=="stri\
ng"){if(!nr(t[n]))throw new V(`invalid ${A} header`);s.push(t[n])}else if(t[n]===null)s.push("");else{if(typeof t[n]=="o\
bject")throw new V(`invalid ${A} header`);{let i=`${t[n]}`;if(!nr(i))throw new V(`invalid ${A} header`);s.push(i)}}t=s}else if(typeof t==
"string"){if(!nr(t))throw new V(`invalid ${A} header`)}else if(t===null)t="";else if(t=`${t}`,!nr(t))throw new V(`invali\
d ${A} header`);if(r==="host"){if(e.host!==null)throw new V("duplicate host header");if(typeof t!="string")throw new V("\
invalid host header");e.host=t}else if(r==="content-length"){if(e.contentLength!==null)throw new V("duplicate content-le\
ngth header");if(e.contentLength=parseInt(t,10),!Number.isFinite(e.contentLength))throw new V("invalid content-length he\
ader")}else if(e.contentType===null&&r==="content-type")e.contentType=t,e.headers.push(A,t);else{if(r==="transfer-encodi\
ng"||r==="keep-alive"||r==="upgrade")throw new V(`invalid ${r} header`);if(r==="connection"){let s=typeof t=="string"?t.
toLowerCase():null;if(s!=="close"&&s!=="keep-alive")throw new V("invalid connection header");s==="close"&&(e.reset=!0)}else{
if(r==="expect")throw new Pu("expect header not supported");e.headers.push(A,t)}}}Sa.exports=Li});var ir=h((MS,Ma)=>{"use strict";var sd=require("node:events"),ds=class extends sd{dispatch(){throw new Error("not implem\
ented")}close(){throw new Error("not implemented")}destroy(){throw new Error("not implemented")}compose(...A){let t=Array.
isArray(A[0])?A[0]:A,r=this.dispatch.bind(this);for(let s of t)if(s!=null){if(typeof s!="function")throw new TypeError(`\
invalid interceptor, expected function received ${typeof s}`);if(r=s(r),r==null||typeof r!="function"||r.length!==2)throw new TypeError(
"invalid interceptor")}return new Ti(this,r)}},Ti=class extends ds{#A=null;#e=null;constructor(A,t){super(),this.#A=A,this.#e=
t}dispatch(...A){this.#e(...A)}close(...A){return this.#A.close(...A)}destroy(...A){return this.#A.destroy(...A)}};Ma.exports=
ds});var It=h((bS,La)=>{"use strict";var nd=require("node:buffer"),id=ir(),{ClientDestroyedError:Yi,ClientClosedError:od,InvalidArgumentError:Bt}=Y(),
{kDestroy:Qd,kClose:gd,kClosed:or,kDestroyed:Et,kDispatch:Gi,kInterceptors:Le}=z(),re=Symbol("onDestroyed"),ct=Symbol("o\
nClosed"),fs=Symbol("Intercepted Dispatch"),Ji=Symbol("webSocketOptions"),ba=Symbol("eventSourceOptions"),xi=class extends id{constructor(A){
super(),this[Et]=!1,this[re]=null,this[or]=!1,this[ct]=[],this[Ji]=A?.webSocket??{},this[ba]=A?.eventSource??{}}get webSocketOptions(){
return{maxFragments:this[Ji].maxFragments??131072,maxPayloadSize:this[Ji].maxPayloadSize??128*1024*1024}}get eventSourceOptions(){
return{maxEventSize:this[ba].maxEventSize??nd.kStringMaxLength}}get destroyed(){return this[Et]}get closed(){return this[or]}get interceptors(){
return this[Le]}set interceptors(A){if(A){for(let t=A.length-1;t>=0;t--)if(typeof this[Le][t]!="function")throw new Bt("\
interceptor must be an function")}this[Le]=A}close(A){if(A===void 0)return new Promise((r,s)=>{this.close((n,i)=>n?s(n):
r(i))});if(typeof A!="function")throw new Bt("invalid callback");if(this[Et]){queueMicrotask(()=>A(new Yi,null));return}
if(this[or]){this[ct]?this[ct].push(A):queueMicrotask(()=>A(null,null));return}this[or]=!0,this[ct].push(A);let t=()=>{let r=this[ct];
this[ct]=null;for(let s=0;s<r.length;s++)r[s](null,null)};this[gd]().then(()=>this.destroy()).then(()=>{queueMicrotask(t)})}destroy(A,t){
if(typeof A=="function"&&(t=A,A=null),t===void 0)return new Promise((s,n)=>{this.destroy(A,(i,o)=>i?n(i):s(o))});if(typeof t!=
"function")throw new Bt("invalid callback");if(this[Et]){this[re]?this[re].push(t):queueMicrotask(()=>t(null,null));return}
A||(A=new Yi),this[Et]=!0,this[re]=this[re]||[],this[re].push(t);let r=()=>{let s=this[re];this[re]=null;for(let n=0;n<s.
length;n++)s[n](null,null)};this[Qd](A).then(()=>{queueMicrotask(r)})}[fs](A,t){if(!this[Le]||this[Le].length===0)return this[fs]=
this[Gi],this[Gi](A,t);let r=this[Gi].bind(this);for(let s=this[Le].length-1;s>=0;s--)r=this[Le][s](r);return this[fs]=r,
r(A,t)}dispatch(A,t){if(!t||typeof t!="object")throw new Bt("handler must be an object");try{if(!A||typeof A!="object")throw new Bt(
"opts must be an object.");if(this[Et]||this[re])throw new Yi;if(this[or])throw new od;return this[fs](A,t)}catch(r){if(typeof t.
onError!="function")throw new Bt("invalid onError method");return t.onError(r),!1}}};La.exports=xi});var Pi=h((LS,Ja)=>{"use strict";var Ct=0,Hi=1e3,Vi=(Hi>>1)-1,se,vi=Symbol("kFastTimer"),ne=[],qi=-2,Wi=-1,Ya=0,Ta=1;function Oi(){
Ct+=Vi;let e=0,A=ne.length;for(;e<A;){let t=ne[e];t._state===Ya?(t._idleStart=Ct-Vi,t._state=Ta):t._state===Ta&&Ct>=t._idleStart+
t._idleTimeout&&(t._state=Wi,t._idleStart=-1,t._onTimeout(t._timerArg)),t._state===Wi?(t._state=qi,--A!==0&&(ne[e]=ne[A])):
++e}ne.length=A,ne.length!==0&&Ga()}function Ga(){se?se.refresh():(clearTimeout(se),se=setTimeout(Oi,Vi),se.unref&&se.unref())}
var ws=class{[vi]=!0;_state=qi;_idleTimeout=-1;_idleStart=-1;_onTimeout;_timerArg;constructor(A,t,r){this._onTimeout=A,this.
_idleTimeout=t,this._timerArg=r,this.refresh()}refresh(){this._state===qi&&ne.push(this),(!se||ne.length===1)&&Ga(),this.
_state=Ya}clear(){this._state=Wi,this._idleStart=-1}};Ja.exports={setTimeout(e,A,t){return A<=Hi?setTimeout(e,A,t):new ws(
e,A,t)},clearTimeout(e){e[vi]?e.clear():clearTimeout(e)},setFastTimeout(e,A,t){return new ws(e,A,t)},clearFastTimeout(e){
e.clear()},now(){return Ct},tick(e=0){Ct+=e-Hi+1,Oi(),Oi()},reset(){Ct=0,ne.length=0,clearTimeout(se),se=null},kFastTimer:vi}});var Qr=h((GS,qa)=>{"use strict";var ad=require("node:net"),xa=require("node:assert"),va=M(),{InvalidArgumentError:Bd,ConnectTimeoutError:Ed}=Y(),
ys=Pi();function Ha(){}var Zi,zi;global.FinalizationRegistry&&!(process.env.NODE_V8_COVERAGE||process.env.UNDICI_NO_FG)?
zi=class{constructor(A){this._maxCachedSessions=A,this._sessionCache=new Map,this._sessionRegistry=new global.FinalizationRegistry(
t=>{if(this._sessionCache.size<this._maxCachedSessions)return;let r=this._sessionCache.get(t);r!==void 0&&r.deref()===void 0&&
this._sessionCache.delete(t)})}get(A){let t=this._sessionCache.get(A);return t?t.deref():null}set(A,t){this._maxCachedSessions!==
0&&(this._sessionCache.set(A,new WeakRef(t)),this._sessionRegistry.register(t,A))}}:zi=class{constructor(A){this._maxCachedSessions=
A,this._sessionCache=new Map}get(A){return this._sessionCache.get(A)}set(A,t){if(this._maxCachedSessions!==0){if(this._sessionCache.
size>=this._maxCachedSessions){let{value:r}=this._sessionCache.keys().next();this._sessionCache.delete(r)}this._sessionCache.
set(A,t)}}};function cd({allowH2:e,maxCachedSessions:A,socketPath:t,timeout:r,session:s,...n}){if(A!=null&&(!Number.isInteger(
A)||A<0))throw new Bd("maxCachedSessions must be a positive integer or zero");let i={path:t,...n},o=new zi(A??100);return r=
r??1e4,e=e??!1,function({hostname:g,host:B,protocol:a,port:E,servername:C,localAddress:I,httpSocket:l},d){let c;if(a==="\
https:"){Zi||(Zi=require("node:tls")),C=C||i.servername||va.getServerName(B)||null;let p=C||g;xa(p);let y=s||o.get(p)||null;
E=E||443,c=Zi.connect({highWaterMark:16384,...i,servername:C,session:y,localAddress:I,ALPNProtocols:e?["http/1.1","h2"]:
["http/1.1"],socket:l,port:E,host:g}),c.on("session",function(G){o.set(p,G)})}else xa(!l,"httpSocket can only be sent on\
 TLS update"),E=E||80,c=ad.connect({highWaterMark:64*1024,...i,localAddress:I,port:E,host:g});if(i.keepAlive==null||i.keepAlive){
let p=i.keepAliveInitialDelay===void 0?6e4:i.keepAliveInitialDelay;c.setKeepAlive(!0,p)}let w=Id(new WeakRef(c),{timeout:r,
hostname:g,port:E});return c.setNoDelay(!0).once(a==="https:"?"secureConnect":"connect",function(){if(queueMicrotask(w),
d){let p=d;d=null,p(null,this)}}).on("error",function(p){if(queueMicrotask(w),d){let y=d;d=null,y(p)}}),c}}var Id=process.
platform==="win32"?(e,A)=>{if(!A.timeout)return Ha;let t=null,r=null,s=ys.setFastTimeout(()=>{t=setImmediate(()=>{r=setImmediate(
()=>Va(e.deref(),A))})},A.timeout);return()=>{ys.clearFastTimeout(s),clearImmediate(t),clearImmediate(r)}}:(e,A)=>{if(!A.
timeout)return Ha;let t=null,r=ys.setFastTimeout(()=>{t=setImmediate(()=>{Va(e.deref(),A)})},A.timeout);return()=>{ys.clearFastTimeout(
r),clearImmediate(t)}};function Va(e,A){if(e==null)return;let t="Connect Timeout Error";Array.isArray(e.autoSelectFamilyAttemptedAddresses)?
t+=` (attempted addresses: ${e.autoSelectFamilyAttemptedAddresses.join(", ")},`:t+=` (attempted address: ${A.hostname}:${A.
port},`,t+=` timeout: ${A.timeout}ms)`,va.destroy(e,new Ed(t))}qa.exports=cd});var Wa=h(Ds=>{"use strict";Object.defineProperty(Ds,"__esModule",{value:!0});Ds.enumToMap=void 0;function Cd(e){let A={};
return Object.keys(e).forEach(t=>{let r=e[t];typeof r=="number"&&(A[t]=r)}),A}Ds.enumToMap=Cd});var Oa=h(f=>{"use strict";Object.defineProperty(f,"__esModule",{value:!0});f.SPECIAL_HEADERS=f.HEADER_STATE=f.MINOR=f.MAJOR=
f.CONNECTION_TOKEN_CHARS=f.HEADER_CHARS=f.TOKEN=f.STRICT_TOKEN=f.HEX=f.URL_CHAR=f.STRICT_URL_CHAR=f.USERINFO_CHARS=f.MARK=
f.ALPHANUM=f.NUM=f.HEX_MAP=f.NUM_MAP=f.ALPHA=f.FINISH=f.H_METHOD_MAP=f.METHOD_MAP=f.METHODS_RTSP=f.METHODS_ICE=f.METHODS_HTTP=
f.METHODS=f.LENIENT_FLAGS=f.FLAGS=f.TYPE=f.ERROR=void 0;var ld=Wa(),hd;(function(e){e[e.OK=0]="OK",e[e.INTERNAL=1]="INTE\
RNAL",e[e.STRICT=2]="STRICT",e[e.LF_EXPECTED=3]="LF_EXPECTED",e[e.UNEXPECTED_CONTENT_LENGTH=4]="UNEXPECTED_CONTENT_LENGT\
H",e[e.CLOSED_CONNECTION=5]="CLOSED_CONNECTION",e[e.INVALID_METHOD=6]="INVALID_METHOD",e[e.INVALID_URL=7]="INVALID_URL",
e[e.INVALID_CONSTANT=8]="INVALID_CONSTANT",e[e.INVALID_VERSION=9]="INVALID_VERSION",e[e.INVALID_HEADER_TOKEN=10]="INVALI\
D_HEADER_TOKEN",e[e.INVALID_CONTENT_LENGTH=11]="INVALID_CONTENT_LENGTH",e[e.INVALID_CHUNK_SIZE=12]="INVALID_CHUNK_SIZE",
e[e.INVALID_STATUS=13]="INVALID_STATUS",e[e.INVALID_EOF_STATE=14]="INVALID_EOF_STATE",e[e.INVALID_TRANSFER_ENCODING=15]=
"INVALID_TRANSFER_ENCODING",e[e.CB_MESSAGE_BEGIN=16]="CB_MESSAGE_BEGIN",e[e.CB_HEADERS_COMPLETE=17]="CB_HEADERS_COMPLETE",
e[e.CB_MESSAGE_COMPLETE=18]="CB_MESSAGE_COMPLETE",e[e.CB_CHUNK_HEADER=19]="CB_CHUNK_HEADER",e[e.CB_CHUNK_COMPLETE=20]="C\
B_CHUNK_COMPLETE",e[e.PAUSED=21]="PAUSED",e[e.PAUSED_UPGRADE=22]="PAUSED_UPGRADE",e[e.PAUSED_H2_UPGRADE=23]="PAUSED_H2_U\
PGRADE",e[e.USER=24]="USER"})(hd=f.ERROR||(f.ERROR={}));var ud;(function(e){e[e.BOTH=0]="BOTH",e[e.REQUEST=1]="REQUEST",
e[e.RESPONSE=2]="RESPONSE"})(ud=f.TYPE||(f.TYPE={}));var dd;(function(e){e[e.CONNECTION_KEEP_ALIVE=1]="CONNECTION_KEEP_A\
LIVE",e[e.CONNECTION_CLOSE=2]="CONNECTION_CLOSE",e[e.CONNECTION_UPGRADE=4]="CONNECTION_UPGRADE",e[e.CHUNKED=8]="CHUNKED",
e[e.UPGRADE=16]="UPGRADE",e[e.CONTENT_LENGTH=32]="CONTENT_LENGTH",e[e.SKIPBODY=64]="SKIPBODY",e[e.TRAILING=128]="TRAILIN\
G",e[e.TRANSFER_ENCODING=512]="TRANSFER_ENCODING"})(dd=f.FLAGS||(f.FLAGS={}));var fd;(function(e){e[e.HEADERS=1]="HEADER\
S",e[e.CHUNKED_LENGTH=2]="CHUNKED_LENGTH",e[e.KEEP_ALIVE=4]="KEEP_ALIVE"})(fd=f.LENIENT_FLAGS||(f.LENIENT_FLAGS={}));var R;
(function(e){e[e.DELETE=0]="DELETE",e[e.GET=1]="GET",e[e.HEAD=2]="HEAD",e[e.POST=3]="POST",e[e.PUT=4]="PUT",e[e.CONNECT=
5]="CONNECT",e[e.OPTIONS=6]="OPTIONS",e[e.TRACE=7]="TRACE",e[e.COPY=8]="COPY",e[e.LOCK=9]="LOCK",e[e.MKCOL=10]="MKCOL",e[e.
MOVE=11]="MOVE",e[e.PROPFIND=12]="PROPFIND",e[e.PROPPATCH=13]="PROPPATCH",e[e.SEARCH=14]="SEARCH",e[e.UNLOCK=15]="UNLOCK",
e[e.BIND=16]="BIND",e[e.REBIND=17]="REBIND",e[e.UNBIND=18]="UNBIND",e[e.ACL=19]="ACL",e[e.REPORT=20]="REPORT",e[e.MKACTIVITY=
21]="MKACTIVITY",e[e.CHECKOUT=22]="CHECKOUT",e[e.MERGE=23]="MERGE",e[e["M-SEARCH"]=24]="M-SEARCH",e[e.NOTIFY=25]="NOTIFY",
e[e.SUBSCRIBE=26]="SUBSCRIBE",e[e.UNSUBSCRIBE=27]="UNSUBSCRIBE",e[e.PATCH=28]="PATCH",e[e.PURGE=29]="PURGE",e[e.MKCALENDAR=
30]="MKCALENDAR",e[e.LINK=31]="LINK",e[e.UNLINK=32]="UNLINK",e[e.SOURCE=33]="SOURCE",e[e.PRI=34]="PRI",e[e.DESCRIBE=35]=
"DESCRIBE",e[e.ANNOUNCE=36]="ANNOUNCE",e[e.SETUP=37]="SETUP",e[e.PLAY=38]="PLAY",e[e.PAUSE=39]="PAUSE",e[e.TEARDOWN=40]=
"TEARDOWN",e[e.GET_PARAMETER=41]="GET_PARAMETER",e[e.SET_PARAMETER=42]="SET_PARAMETER",e[e.REDIRECT=43]="REDIRECT",e[e.RECORD=
44]="RECORD",e[e.FLUSH=45]="FLUSH"})(R=f.METHODS||(f.METHODS={}));f.METHODS_HTTP=[R.DELETE,R.GET,R.HEAD,R.POST,R.PUT,R.CONNECT,
R.OPTIONS,R.TRACE,R.COPY,R.LOCK,R.MKCOL,R.MOVE,R.PROPFIND,R.PROPPATCH,R.SEARCH,R.UNLOCK,R.BIND,R.REBIND,R.UNBIND,R.ACL,R.
REPORT,R.MKACTIVITY,R.CHECKOUT,R.MERGE,R["M-SEARCH"],R.NOTIFY,R.SUBSCRIBE,R.UNSUBSCRIBE,R.PATCH,R.PURGE,R.MKCALENDAR,R.LINK,
R.UNLINK,R.PRI,R.SOURCE];f.METHODS_ICE=[R.SOURCE];f.METHODS_RTSP=[R.OPTIONS,R.DESCRIBE,R.ANNOUNCE,R.SETUP,R.PLAY,R.PAUSE,
R.TEARDOWN,R.GET_PARAMETER,R.SET_PARAMETER,R.REDIRECT,R.RECORD,R.FLUSH,R.GET,R.POST];f.METHOD_MAP=ld.enumToMap(R);f.H_METHOD_MAP=
{};Object.keys(f.METHOD_MAP).forEach(e=>{/^H/.test(e)&&(f.H_METHOD_MAP[e]=f.METHOD_MAP[e])});var wd;(function(e){e[e.SAFE=
0]="SAFE",e[e.SAFE_WITH_CB=1]="SAFE_WITH_CB",e[e.UNSAFE=2]="UNSAFE"})(wd=f.FINISH||(f.FINISH={}));f.ALPHA=[];for(let e=65;e<=
90;e++)f.ALPHA.push(String.fromCharCode(e)),f.ALPHA.push(String.fromCharCode(e+32));f.NUM_MAP={0:0,1:1,2:2,3:3,4:4,5:5,6:6,
7:7,8:8,9:9};f.HEX_MAP={0:0,1:1,2:2,3:3,4:4,5:5,6:6,7:7,8:8,9:9,A:10,B:11,C:12,D:13,E:14,F:15,a:10,b:11,c:12,d:13,e:14,f:15};
f.NUM=["0","1","2","3","4","5","6","7","8","9"];f.ALPHANUM=f.ALPHA.concat(f.NUM);f.MARK=["-","_",".","!","~","*","'","(",
")"];f.USERINFO_CHARS=f.ALPHANUM.concat(f.MARK).concat(["%",";",":","&","=","+","$",","]);f.STRICT_URL_CHAR=["!",'"',"$",
"%","&","'","(",")","*","+",",","-",".","/",":",";","<","=",">","@","[","\\","]","^","_","`","{","|","}","~"].concat(f.ALPHANUM);
f.URL_CHAR=f.STRICT_URL_CHAR.concat(["	","\f"]);for(let e=128;e<=255;e++)f.URL_CHAR.push(e);f.HEX=f.NUM.concat(["a","b",
"c","d","e","f","A","B","C","D","E","F"]);f.STRICT_TOKEN=["!","#","$","%","&","'","*","+","-",".","^","_","`","|","~"].concat(
f.ALPHANUM);f.TOKEN=f.STRICT_TOKEN.concat([" "]);f.HEADER_CHARS=["	"];for(let e=32;e<=255;e++)e!==127&&f.HEADER_CHARS.push(
e);f.CONNECTION_TOKEN_CHARS=f.HEADER_CHARS.filter(e=>e!==44);f.MAJOR=f.NUM_MAP;f.MINOR=f.MAJOR;var lt;(function(e){e[e.GENERAL=
0]="GENERAL",e[e.CONNECTION=1]="CONNECTION",e[e.CONTENT_LENGTH=2]="CONTENT_LENGTH",e[e.TRANSFER_ENCODING=3]="TRANSFER_EN\
CODING",e[e.UPGRADE=4]="UPGRADE",e[e.CONNECTION_KEEP_ALIVE=5]="CONNECTION_KEEP_ALIVE",e[e.CONNECTION_CLOSE=6]="CONNECTIO\
N_CLOSE",e[e.CONNECTION_UPGRADE=7]="CONNECTION_UPGRADE",e[e.TRANSFER_ENCODING_CHUNKED=8]="TRANSFER_ENCODING_CHUNKED"})(lt=
f.HEADER_STATE||(f.HEADER_STATE={}));f.SPECIAL_HEADERS={connection:lt.CONNECTION,"content-length":lt.CONTENT_LENGTH,"pro\
xy-connection":lt.CONNECTION,"transfer-encoding":lt.TRANSFER_ENCODING,upgrade:lt.UPGRADE}});var Ki=h((HS,Pa)=>{"use strict";var{Buffer:yd}=require("node:buffer");Pa.exports=yd.from("AGFzbQEAAAABJwdgAX8Bf2ADf39/AX\
9gAX8AYAJ/fwBgBH9/f38Bf2AAAGADf39/AALLAQgDZW52GHdhc21fb25faGVhZGVyc19jb21wbGV0ZQAEA2VudhV3YXNtX29uX21lc3NhZ2VfYmVnaW4AAA\
NlbnYLd2FzbV9vbl91cmwAAQNlbnYOd2FzbV9vbl9zdGF0dXMAAQNlbnYUd2FzbV9vbl9oZWFkZXJfZmllbGQAAQNlbnYUd2FzbV9vbl9oZWFkZXJfdmFsdW\
UAAQNlbnYMd2FzbV9vbl9ib2R5AAEDZW52GHdhc21fb25fbWVzc2FnZV9jb21wbGV0ZQAAAy0sBQYAAAIAAAAAAAACAQIAAgICAAADAAAAAAMDAwMBAQEBAQ\
EBAQEAAAIAAAAEBQFwARISBQMBAAIGCAF/AUGA1AQLB9EFIgZtZW1vcnkCAAtfaW5pdGlhbGl6ZQAIGV9faW5kaXJlY3RfZnVuY3Rpb25fdGFibGUBAAtsbG\
h0dHBfaW5pdAAJGGxsaHR0cF9zaG91bGRfa2VlcF9hbGl2ZQAvDGxsaHR0cF9hbGxvYwALBm1hbGxvYwAxC2xsaHR0cF9mcmVlAAwEZnJlZQAMD2xsaHR0cF\
9nZXRfdHlwZQANFWxsaHR0cF9nZXRfaHR0cF9tYWpvcgAOFWxsaHR0cF9nZXRfaHR0cF9taW5vcgAPEWxsaHR0cF9nZXRfbWV0aG9kABAWbGxodHRwX2dldF\
9zdGF0dXNfY29kZQAREmxsaHR0cF9nZXRfdXBncmFkZQASDGxsaHR0cF9yZXNldAATDmxsaHR0cF9leGVjdXRlABQUbGxodHRwX3NldHRpbmdzX2luaXQAFQ\
1sbGh0dHBfZmluaXNoABYMbGxodHRwX3BhdXNlABcNbGxodHRwX3Jlc3VtZQAYG2xsaHR0cF9yZXN1bWVfYWZ0ZXJfdXBncmFkZQAZEGxsaHR0cF9nZXRfZX\
Jybm8AGhdsbGh0dHBfZ2V0X2Vycm9yX3JlYXNvbgAbF2xsaHR0cF9zZXRfZXJyb3JfcmVhc29uABwUbGxodHRwX2dldF9lcnJvcl9wb3MAHRFsbGh0dHBfZX\
Jybm9fbmFtZQAeEmxsaHR0cF9tZXRob2RfbmFtZQAfEmxsaHR0cF9zdGF0dXNfbmFtZQAgGmxsaHR0cF9zZXRfbGVuaWVudF9oZWFkZXJzACEhbGxodHRwX3\
NldF9sZW5pZW50X2NodW5rZWRfbGVuZ3RoACIdbGxodHRwX3NldF9sZW5pZW50X2tlZXBfYWxpdmUAIyRsbGh0dHBfc2V0X2xlbmllbnRfdHJhbnNmZXJfZW\
5jb2RpbmcAJBhsbGh0dHBfbWVzc2FnZV9uZWVkc19lb2YALgkXAQBBAQsRAQIDBAUKBgcrLSwqKSglJyYK07MCLBYAQYjQACgCAARAAAtBiNAAQQE2AgALFA\
AgABAwIAAgAjYCOCAAIAE6ACgLFAAgACAALwEyIAAtAC4gABAvEAALHgEBf0HAABAyIgEQMCABQYAINgI4IAEgADoAKCABC48MAQd/AkAgAEUNACAAQQhrIg\
EgAEEEaygCACIAQXhxIgRqIQUCQCAAQQFxDQAgAEEDcUUNASABIAEoAgAiAGsiAUGc0AAoAgBJDQEgACAEaiEEAkACQEGg0AAoAgAgAUcEQCAAQf8BTQRAIA\
BBA3YhAyABKAIIIgAgASgCDCICRgRAQYzQAEGM0AAoAgBBfiADd3E2AgAMBQsgAiAANgIIIAAgAjYCDAwECyABKAIYIQYgASABKAIMIgBHBEAgACABKAIIIg\
I2AgggAiAANgIMDAMLIAFBFGoiAygCACICRQRAIAEoAhAiAkUNAiABQRBqIQMLA0AgAyEHIAIiAEEUaiIDKAIAIgINACAAQRBqIQMgACgCECICDQALIAdBAD\
YCAAwCCyAFKAIEIgBBA3FBA0cNAiAFIABBfnE2AgRBlNAAIAQ2AgAgBSAENgIAIAEgBEEBcjYCBAwDC0EAIQALIAZFDQACQCABKAIcIgJBAnRBvNIAaiIDKA\
IAIAFGBEAgAyAANgIAIAANAUGQ0ABBkNAAKAIAQX4gAndxNgIADAILIAZBEEEUIAYoAhAgAUYbaiAANgIAIABFDQELIAAgBjYCGCABKAIQIgIEQCAAIAI2Ah\
AgAiAANgIYCyABQRRqKAIAIgJFDQAgAEEUaiACNgIAIAIgADYCGAsgASAFTw0AIAUoAgQiAEEBcUUNAAJAAkACQAJAIABBAnFFBEBBpNAAKAIAIAVGBEBBpN\
AAIAE2AgBBmNAAQZjQACgCACAEaiIANgIAIAEgAEEBcjYCBCABQaDQACgCAEcNBkGU0ABBADYCAEGg0ABBADYCAAwGC0Gg0AAoAgAgBUYEQEGg0AAgATYCAE\
GU0ABBlNAAKAIAIARqIgA2AgAgASAAQQFyNgIEIAAgAWogADYCAAwGCyAAQXhxIARqIQQgAEH/AU0EQCAAQQN2IQMgBSgCCCIAIAUoAgwiAkYEQEGM0ABBjN\
AAKAIAQX4gA3dxNgIADAULIAIgADYCCCAAIAI2AgwMBAsgBSgCGCEGIAUgBSgCDCIARwRAQZzQACgCABogACAFKAIIIgI2AgggAiAANgIMDAMLIAVBFGoiAy\
gCACICRQRAIAUoAhAiAkUNAiAFQRBqIQMLA0AgAyEHIAIiAEEUaiIDKAIAIgINACAAQRBqIQMgACgCECICDQALIAdBADYCAAwCCyAFIABBfnE2AgQgASAEai\
AENgIAIAEgBEEBcjYCBAwDC0EAIQALIAZFDQACQCAFKAIcIgJBAnRBvNIAaiIDKAIAIAVGBEAgAyAANgIAIAANAUGQ0ABBkNAAKAIAQX4gAndxNgIADAILIA\
ZBEEEUIAYoAhAgBUYbaiAANgIAIABFDQELIAAgBjYCGCAFKAIQIgIEQCAAIAI2AhAgAiAANgIYCyAFQRRqKAIAIgJFDQAgAEEUaiACNgIAIAIgADYCGAsgAS\
AEaiAENgIAIAEgBEEBcjYCBCABQaDQACgCAEcNAEGU0AAgBDYCAAwBCyAEQf8BTQRAIARBeHFBtNAAaiEAAn9BjNAAKAIAIgJBASAEQQN2dCIDcUUEQEGM0A\
AgAiADcjYCACAADAELIAAoAggLIgIgATYCDCAAIAE2AgggASAANgIMIAEgAjYCCAwBC0EfIQIgBEH///8HTQRAIARBJiAEQQh2ZyIAa3ZBAXEgAEEBdGtBPm\
ohAgsgASACNgIcIAFCADcCECACQQJ0QbzSAGohAAJAQZDQACgCACIDQQEgAnQiB3FFBEAgACABNgIAQZDQACADIAdyNgIAIAEgADYCGCABIAE2AgggASABNg\
IMDAELIARBGSACQQF2a0EAIAJBH0cbdCECIAAoAgAhAAJAA0AgACIDKAIEQXhxIARGDQEgAkEddiEAIAJBAXQhAiADIABBBHFqQRBqIgcoAgAiAA0ACyAHIA\
E2AgAgASADNgIYIAEgATYCDCABIAE2AggMAQsgAygCCCIAIAE2AgwgAyABNgIIIAFBADYCGCABIAM2AgwgASAANgIIC0Gs0ABBrNAAKAIAQQFrIgBBfyAAGz\
YCAAsLBwAgAC0AKAsHACAALQAqCwcAIAAtACsLBwAgAC0AKQsHACAALwEyCwcAIAAtAC4LQAEEfyAAKAIYIQEgAC0ALSECIAAtACghAyAAKAI4IQQgABAwIA\
AgBDYCOCAAIAM6ACggACACOgAtIAAgATYCGAu74gECB38DfiABIAJqIQQCQCAAIgIoAgwiAA0AIAIoAgQEQCACIAE2AgQLIwBBEGsiCCQAAkACQAJAAkACQA\
JAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQA\
JAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQA\
JAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQA\
JAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQA\
JAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAIoAhwiA0EBaw\
7dAdoBAdkBAgMEBQYHCAkKCwwNDtgBDxDXARES1gETFBUWFxgZGhvgAd8BHB0e1QEfICEiIyQl1AEmJygpKiss0wHSAS0u0QHQAS8wMTIzNDU2Nzg5Ojs8PT\
4/QEFCQ0RFRtsBR0hJSs8BzgFLzQFMzAFNTk9QUVJTVFVWV1hZWltcXV5fYGFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eHl6e3x9fn+AAYEBggGDAYQBhQGGAY\
cBiAGJAYoBiwGMAY0BjgGPAZABkQGSAZMBlAGVAZYBlwGYAZkBmgGbAZwBnQGeAZ8BoAGhAaIBowGkAaUBpgGnAagBqQGqAasBrAGtAa4BrwGwAbEBsgGzAb\
QBtQG2AbcBywHKAbgByQG5AcgBugG7AbwBvQG+Ab8BwAHBAcIBwwHEAcUBxgEA3AELQQAMxgELQQ4MxQELQQ0MxAELQQ8MwwELQRAMwgELQRMMwQELQRQMwA\
ELQRUMvwELQRYMvgELQRgMvQELQRkMvAELQRoMuwELQRsMugELQRwMuQELQR0MuAELQQgMtwELQR4MtgELQSAMtQELQR8MtAELQQcMswELQSEMsgELQSIMsQ\
ELQSMMsAELQSQMrwELQRIMrgELQREMrQELQSUMrAELQSYMqwELQScMqgELQSgMqQELQcMBDKgBC0EqDKcBC0ErDKYBC0EsDKUBC0EtDKQBC0EuDKMBC0EvDK\
IBC0HEAQyhAQtBMAygAQtBNAyfAQtBDAyeAQtBMQydAQtBMgycAQtBMwybAQtBOQyaAQtBNQyZAQtBxQEMmAELQQsMlwELQToMlgELQTYMlQELQQoMlAELQT\
cMkwELQTgMkgELQTwMkQELQTsMkAELQT0MjwELQQkMjgELQSkMjQELQT4MjAELQT8MiwELQcAADIoBC0HBAAyJAQtBwgAMiAELQcMADIcBC0HEAAyGAQtBxQ\
AMhQELQcYADIQBC0EXDIMBC0HHAAyCAQtByAAMgQELQckADIABC0HKAAx/C0HLAAx+C0HNAAx9C0HMAAx8C0HOAAx7C0HPAAx6C0HQAAx5C0HRAAx4C0HSAA\
x3C0HTAAx2C0HUAAx1C0HWAAx0C0HVAAxzC0EGDHILQdcADHELQQUMcAtB2AAMbwtBBAxuC0HZAAxtC0HaAAxsC0HbAAxrC0HcAAxqC0EDDGkLQd0ADGgLQd\
4ADGcLQd8ADGYLQeEADGULQeAADGQLQeIADGMLQeMADGILQQIMYQtB5AAMYAtB5QAMXwtB5gAMXgtB5wAMXQtB6AAMXAtB6QAMWwtB6gAMWgtB6wAMWQtB7A\
AMWAtB7QAMVwtB7gAMVgtB7wAMVQtB8AAMVAtB8QAMUwtB8gAMUgtB8wAMUQtB9AAMUAtB9QAMTwtB9gAMTgtB9wAMTQtB+AAMTAtB+QAMSwtB+gAMSgtB+w\
AMSQtB/AAMSAtB/QAMRwtB/gAMRgtB/wAMRQtBgAEMRAtBgQEMQwtBggEMQgtBgwEMQQtBhAEMQAtBhQEMPwtBhgEMPgtBhwEMPQtBiAEMPAtBiQEMOwtBig\
EMOgtBiwEMOQtBjAEMOAtBjQEMNwtBjgEMNgtBjwEMNQtBkAEMNAtBkQEMMwtBkgEMMgtBkwEMMQtBlAEMMAtBlQEMLwtBlgEMLgtBlwEMLQtBmAEMLAtBmQ\
EMKwtBmgEMKgtBmwEMKQtBnAEMKAtBnQEMJwtBngEMJgtBnwEMJQtBoAEMJAtBoQEMIwtBogEMIgtBowEMIQtBpAEMIAtBpQEMHwtBpgEMHgtBpwEMHQtBqA\
EMHAtBqQEMGwtBqgEMGgtBqwEMGQtBrAEMGAtBrQEMFwtBrgEMFgtBAQwVC0GvAQwUC0GwAQwTC0GxAQwSC0GzAQwRC0GyAQwQC0G0AQwPC0G1AQwOC0G2AQ\
wNC0G3AQwMC0G4AQwLC0G5AQwKC0G6AQwJC0G7AQwIC0HGAQwHC0G8AQwGC0G9AQwFC0G+AQwEC0G/AQwDC0HAAQwCC0HCAQwBC0HBAQshAwNAAkACQAJAAk\
ACQAJAAkACQAJAIAICfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAk\
ACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAk\
ACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAk\
ACQAJAAkACQAJAAkACQAJAAkACQAJ/AkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAgJ/AkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAk\
ACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAk\
ACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAk\
ACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAk\
ACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAk\
ACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAk\
ACQAJAAkACQCADDsYBAAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHyAhIyUmKCorLC8wMTIzNDU2Nzk6Ozw9lANAQkRFRklLTk9QUVJTVFVWWFpbXF\
1eX2BhYmNkZWZnaGpsb3Bxc3V2eHl6e3x/gAGBAYIBgwGEAYUBhgGHAYgBiQGKAYsBjAGNAY4BjwGQAZEBkgGTAZQBlQGWAZcBmAGZAZoBmwGcAZ0BngGfAa\
ABoQGiAaMBpAGlAaYBpwGoAakBqgGrAawBrQGuAa8BsAGxAbIBswG0AbUBtgG3AbgBuQG6AbsBvAG9Ab4BvwHAAcEBwgHDAcQBxQHGAccByAHJAcsBzAHNAc\
4BzwGKA4kDiAOHA4QDgwOAA/sC+gL5AvgC9wL0AvMC8gLLAsECsALZAQsgASAERw3wAkHdASEDDLMDCyABIARHDcgBQcMBIQMMsgMLIAEgBEcNe0H3ACEDDL\
EDCyABIARHDXBB7wAhAwywAwsgASAERw1pQeoAIQMMrwMLIAEgBEcNZUHoACEDDK4DCyABIARHDWJB5gAhAwytAwsgASAERw0aQRghAwysAwsgASAERw0VQR\
IhAwyrAwsgASAERw1CQcUAIQMMqgMLIAEgBEcNNEE/IQMMqQMLIAEgBEcNMkE8IQMMqAMLIAEgBEcNK0ExIQMMpwMLIAItAC5BAUYNnwMMwQILQQAhAAJAAk\
ACQCACLQAqRQ0AIAItACtFDQAgAi8BMCIDQQJxRQ0BDAILIAIvATAiA0EBcUUNAQtBASEAIAItAChBAUYNACACLwEyIgVB5ABrQeQASQ0AIAVBzAFGDQAgBU\
GwAkYNACADQcAAcQ0AQQAhACADQYgEcUGABEYNACADQShxQQBHIQALIAJBADsBMCACQQA6AC8gAEUN3wIgAkIANwMgDOACC0EAIQACQCACKAI4IgNFDQAgAy\
gCLCIDRQ0AIAIgAxEAACEACyAARQ3MASAAQRVHDd0CIAJBBDYCHCACIAE2AhQgAkGwGDYCECACQRU2AgxBACEDDKQDCyABIARGBEBBBiEDDKQDCyABQQFqIQ\
FBACEAAkAgAigCOCIDRQ0AIAMoAlQiA0UNACACIAMRAAAhAAsgAA3ZAgwcCyACQgA3AyBBEiEDDIkDCyABIARHDRZBHSEDDKEDCyABIARHBEAgAUEBaiEBQR\
AhAwyIAwtBByEDDKADCyACIAIpAyAiCiAEIAFrrSILfSIMQgAgCiAMWhs3AyAgCiALWA3UAkEIIQMMnwMLIAEgBEcEQCACQQk2AgggAiABNgIEQRQhAwyGAw\
tBCSEDDJ4DCyACKQMgQgBSDccBIAIgAi8BMEGAAXI7ATAMQgsgASAERw0/QdAAIQMMnAMLIAEgBEYEQEELIQMMnAMLIAFBAWohAUEAIQACQCACKAI4IgNFDQ\
AgAygCUCIDRQ0AIAIgAxEAACEACyAADc8CDMYBC0EAIQACQCACKAI4IgNFDQAgAygCSCIDRQ0AIAIgAxEAACEACyAARQ3GASAAQRVHDc0CIAJBCzYCHCACIA\
E2AhQgAkGCGTYCECACQRU2AgxBACEDDJoDC0EAIQACQCACKAI4IgNFDQAgAygCSCIDRQ0AIAIgAxEAACEACyAARQ0MIABBFUcNygIgAkEaNgIcIAIgATYCFC\
ACQYIZNgIQIAJBFTYCDEEAIQMMmQMLQQAhAAJAIAIoAjgiA0UNACADKAJMIgNFDQAgAiADEQAAIQALIABFDcQBIABBFUcNxwIgAkELNgIcIAIgATYCFCACQZ\
EXNgIQIAJBFTYCDEEAIQMMmAMLIAEgBEYEQEEPIQMMmAMLIAEtAAAiAEE7Rg0HIABBDUcNxAIgAUEBaiEBDMMBC0EAIQACQCACKAI4IgNFDQAgAygCTCIDRQ\
0AIAIgAxEAACEACyAARQ3DASAAQRVHDcICIAJBDzYCHCACIAE2AhQgAkGRFzYCECACQRU2AgxBACEDDJYDCwNAIAEtAABB8DVqLQAAIgBBAUcEQCAAQQJHDc\
ECIAIoAgQhAEEAIQMgAkEANgIEIAIgACABQQFqIgEQLSIADcICDMUBCyAEIAFBAWoiAUcNAAtBEiEDDJUDC0EAIQACQCACKAI4IgNFDQAgAygCTCIDRQ0AIA\
IgAxEAACEACyAARQ3FASAAQRVHDb0CIAJBGzYCHCACIAE2AhQgAkGRFzYCECACQRU2AgxBACEDDJQDCyABIARGBEBBFiEDDJQDCyACQQo2AgggAiABNgIEQQ\
AhAAJAIAIoAjgiA0UNACADKAJIIgNFDQAgAiADEQAAIQALIABFDcIBIABBFUcNuQIgAkEVNgIcIAIgATYCFCACQYIZNgIQIAJBFTYCDEEAIQMMkwMLIAEgBE\
cEQANAIAEtAABB8DdqLQAAIgBBAkcEQAJAIABBAWsOBMQCvQIAvgK9AgsgAUEBaiEBQQghAwz8AgsgBCABQQFqIgFHDQALQRUhAwyTAwtBFSEDDJIDCwNAIA\
EtAABB8DlqLQAAIgBBAkcEQCAAQQFrDgTFArcCwwK4ArcCCyAEIAFBAWoiAUcNAAtBGCEDDJEDCyABIARHBEAgAkELNgIIIAIgATYCBEEHIQMM+AILQRkhAw\
yQAwsgAUEBaiEBDAILIAEgBEYEQEEaIQMMjwMLAkAgAS0AAEENaw4UtQG/Ab8BvwG/Ab8BvwG/Ab8BvwG/Ab8BvwG/Ab8BvwG/Ab8BvwEAvwELQQAhAyACQQ\
A2AhwgAkGvCzYCECACQQI2AgwgAiABQQFqNgIUDI4DCyABIARGBEBBGyEDDI4DCyABLQAAIgBBO0cEQCAAQQ1HDbECIAFBAWohAQy6AQsgAUEBaiEBC0EiIQ\
MM8wILIAEgBEYEQEEcIQMMjAMLQgAhCgJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAS0AAEEwaw43wQLAAgABAgMEBQYH0AHQAd\
AB0AHQAdAB0AEICQoLDA3QAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdABDg8QERIT0AELQgIhCgzAAgtCAyEKDL\
8CC0IEIQoMvgILQgUhCgy9AgtCBiEKDLwCC0IHIQoMuwILQgghCgy6AgtCCSEKDLkCC0IKIQoMuAILQgshCgy3AgtCDCEKDLYCC0INIQoMtQILQg4hCgy0Ag\
tCDyEKDLMCC0IKIQoMsgILQgshCgyxAgtCDCEKDLACC0INIQoMrwILQg4hCgyuAgtCDyEKDK0CC0IAIQoCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAk\
ACQAJAAkACQAJAIAEtAABBMGsON8ACvwIAAQIDBAUGB74CvgK+Ar4CvgK+Ar4CCAkKCwwNvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4Cvg\
K+Ar4CvgK+Ar4CvgK+Ag4PEBESE74CC0ICIQoMvwILQgMhCgy+AgtCBCEKDL0CC0IFIQoMvAILQgYhCgy7AgtCByEKDLoCC0IIIQoMuQILQgkhCgy4AgtCCi\
EKDLcCC0ILIQoMtgILQgwhCgy1AgtCDSEKDLQCC0IOIQoMswILQg8hCgyyAgtCCiEKDLECC0ILIQoMsAILQgwhCgyvAgtCDSEKDK4CC0IOIQoMrQILQg8hCg\
ysAgsgAiACKQMgIgogBCABa60iC30iDEIAIAogDFobNwMgIAogC1gNpwJBHyEDDIkDCyABIARHBEAgAkEJNgIIIAIgATYCBEElIQMM8AILQSAhAwyIAwtBAS\
EFIAIvATAiA0EIcUUEQCACKQMgQgBSIQULAkAgAi0ALgRAQQEhACACLQApQQVGDQEgA0HAAHFFIAVxRQ0BC0EAIQAgA0HAAHENAEECIQAgA0EIcQ0AIANBgA\
RxBEACQCACLQAoQQFHDQAgAi0ALUEKcQ0AQQUhAAwCC0EEIQAMAQsgA0EgcUUEQAJAIAItAChBAUYNACACLwEyIgBB5ABrQeQASQ0AIABBzAFGDQAgAEGwAk\
YNAEEEIQAgA0EocUUNAiADQYgEcUGABEYNAgtBACEADAELQQBBAyACKQMgUBshAAsgAEEBaw4FvgIAsAEBpAKhAgtBESEDDO0CCyACQQE6AC8MhAMLIAEgBE\
cNnQJBJCEDDIQDCyABIARHDRxBxgAhAwyDAwtBACEAAkAgAigCOCIDRQ0AIAMoAkQiA0UNACACIAMRAAAhAAsgAEUNJyAAQRVHDZgCIAJB0AA2AhwgAiABNg\
IUIAJBkRg2AhAgAkEVNgIMQQAhAwyCAwsgASAERgRAQSghAwyCAwtBACEDIAJBADYCBCACQQw2AgggAiABIAEQKiIARQ2UAiACQSc2AhwgAiABNgIUIAIgAD\
YCDAyBAwsgASAERgRAQSkhAwyBAwsgAS0AACIAQSBGDRMgAEEJRw2VAiABQQFqIQEMFAsgASAERwRAIAFBAWohAQwWC0EqIQMM/wILIAEgBEYEQEErIQMM/w\
ILIAEtAAAiAEEJRyAAQSBHcQ2QAiACLQAsQQhHDd0CIAJBADoALAzdAgsgASAERgRAQSwhAwz+AgsgAS0AAEEKRw2OAiABQQFqIQEMsAELIAEgBEcNigJBLy\
EDDPwCCwNAIAEtAAAiAEEgRwRAIABBCmsOBIQCiAKIAoQChgILIAQgAUEBaiIBRw0AC0ExIQMM+wILQTIhAyABIARGDfoCIAIoAgAiACAEIAFraiEHIAEgAG\
tBA2ohBgJAA0AgAEHwO2otAAAgAS0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDQEgAEEDRgRAQQYhAQziAgsgAEEBaiEAIAQgAUEBaiIBRw0ACyACIA\
c2AgAM+wILIAJBADYCAAyGAgtBMyEDIAQgASIARg35AiAEIAFrIAIoAgAiAWohByAAIAFrQQhqIQYCQANAIAFB9DtqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf\
8BcUEaSRtB/wFxRw0BIAFBCEYEQEEFIQEM4QILIAFBAWohASAEIABBAWoiAEcNAAsgAiAHNgIADPoCCyACQQA2AgAgACEBDIUCC0E0IQMgBCABIgBGDfgCIA\
QgAWsgAigCACIBaiEHIAAgAWtBBWohBgJAA0AgAUHQwgBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0BIAFBBUYEQEEHIQEM4AILIAFBAW\
ohASAEIABBAWoiAEcNAAsgAiAHNgIADPkCCyACQQA2AgAgACEBDIQCCyABIARHBEADQCABLQAAQYA+ai0AACIAQQFHBEAgAEECRg0JDIECCyAEIAFBAWoiAU\
cNAAtBMCEDDPgCC0EwIQMM9wILIAEgBEcEQANAIAEtAAAiAEEgRwRAIABBCmsOBP8B/gH+Af8B/gELIAQgAUEBaiIBRw0AC0E4IQMM9wILQTghAwz2AgsDQC\
ABLQAAIgBBIEcgAEEJR3EN9gEgBCABQQFqIgFHDQALQTwhAwz1AgsDQCABLQAAIgBBIEcEQAJAIABBCmsOBPkBBAT5AQALIABBLEYN9QEMAwsgBCABQQFqIg\
FHDQALQT8hAwz0AgtBwAAhAyABIARGDfMCIAIoAgAiACAEIAFraiEFIAEgAGtBBmohBgJAA0AgAEGAQGstAAAgAS0AAEEgckcNASAAQQZGDdsCIABBAWohAC\
AEIAFBAWoiAUcNAAsgAiAFNgIADPQCCyACQQA2AgALQTYhAwzZAgsgASAERgRAQcEAIQMM8gILIAJBDDYCCCACIAE2AgQgAi0ALEEBaw4E+wHuAewB6wHUAg\
sgAUEBaiEBDPoBCyABIARHBEADQAJAIAEtAAAiAEEgciAAIABBwQBrQf8BcUEaSRtB/wFxIgBBCUYNACAAQSBGDQACQAJAAkACQCAAQeMAaw4TAAMDAwMDAw\
MBAwMDAwMDAwMDAgMLIAFBAWohAUExIQMM3AILIAFBAWohAUEyIQMM2wILIAFBAWohAUEzIQMM2gILDP4BCyAEIAFBAWoiAUcNAAtBNSEDDPACC0E1IQMM7w\
ILIAEgBEcEQANAIAEtAABBgDxqLQAAQQFHDfcBIAQgAUEBaiIBRw0AC0E9IQMM7wILQT0hAwzuAgtBACEAAkAgAigCOCIDRQ0AIAMoAkAiA0UNACACIAMRAA\
AhAAsgAEUNASAAQRVHDeYBIAJBwgA2AhwgAiABNgIUIAJB4xg2AhAgAkEVNgIMQQAhAwztAgsgAUEBaiEBC0E8IQMM0gILIAEgBEYEQEHCACEDDOsCCwJAA0\
ACQCABLQAAQQlrDhgAAswCzALRAswCzALMAswCzALMAswCzALMAswCzALMAswCzALMAswCzALMAgDMAgsgBCABQQFqIgFHDQALQcIAIQMM6wILIAFBAWohAS\
ACLQAtQQFxRQ3+AQtBLCEDDNACCyABIARHDd4BQcQAIQMM6AILA0AgAS0AAEGQwABqLQAAQQFHDZwBIAQgAUEBaiIBRw0AC0HFACEDDOcCCyABLQAAIgBBIE\
YN/gEgAEE6Rw3AAiACKAIEIQBBACEDIAJBADYCBCACIAAgARApIgAN3gEM3QELQccAIQMgBCABIgBGDeUCIAQgAWsgAigCACIBaiEHIAAgAWtBBWohBgNAIA\
FBkMIAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNvwIgAUEFRg3CAiABQQFqIQEgBCAAQQFqIgBHDQALIAIgBzYCAAzlAgtByAAhAyAEIA\
EiAEYN5AIgBCABayACKAIAIgFqIQcgACABa0EJaiEGA0AgAUGWwgBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw2+AkECIAFBCUYNwgIaIA\
FBAWohASAEIABBAWoiAEcNAAsgAiAHNgIADOQCCyABIARGBEBByQAhAwzkAgsCQAJAIAEtAAAiAEEgciAAIABBwQBrQf8BcUEaSRtB/wFxQe4Aaw4HAL8Cvw\
K/Ar8CvwIBvwILIAFBAWohAUE+IQMMywILIAFBAWohAUE/IQMMygILQcoAIQMgBCABIgBGDeICIAQgAWsgAigCACIBaiEGIAAgAWtBAWohBwNAIAFBoMIAai\
0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNvAIgAUEBRg2+AiABQQFqIQEgBCAAQQFqIgBHDQALIAIgBjYCAAziAgtBywAhAyAEIAEiAEYN4Q\
IgBCABayACKAIAIgFqIQcgACABa0EOaiEGA0AgAUGiwgBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw27AiABQQ5GDb4CIAFBAWohASAEIA\
BBAWoiAEcNAAsgAiAHNgIADOECC0HMACEDIAQgASIARg3gAiAEIAFrIAIoAgAiAWohByAAIAFrQQ9qIQYDQCABQcDCAGotAAAgAC0AACIFQSByIAUgBUHBAG\
tB/wFxQRpJG0H/AXFHDboCQQMgAUEPRg2+AhogAUEBaiEBIAQgAEEBaiIARw0ACyACIAc2AgAM4AILQc0AIQMgBCABIgBGDd8CIAQgAWsgAigCACIBaiEHIA\
AgAWtBBWohBgNAIAFB0MIAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNuQJBBCABQQVGDb0CGiABQQFqIQEgBCAAQQFqIgBHDQALIAIgBz\
YCAAzfAgsgASAERgRAQc4AIQMM3wILAkACQAJAAkAgAS0AACIAQSByIAAgAEHBAGtB/wFxQRpJG0H/AXFB4wBrDhMAvAK8ArwCvAK8ArwCvAK8ArwCvAK8Ar\
wCAbwCvAK8AgIDvAILIAFBAWohAUHBACEDDMgCCyABQQFqIQFBwgAhAwzHAgsgAUEBaiEBQcMAIQMMxgILIAFBAWohAUHEACEDDMUCCyABIARHBEAgAkENNg\
IIIAIgATYCBEHFACEDDMUCC0HPACEDDN0CCwJAAkAgAS0AAEEKaw4EAZABkAEAkAELIAFBAWohAQtBKCEDDMMCCyABIARGBEBB0QAhAwzcAgsgAS0AAEEgRw\
0AIAFBAWohASACLQAtQQFxRQ3QAQtBFyEDDMECCyABIARHDcsBQdIAIQMM2QILQdMAIQMgASAERg3YAiACKAIAIgAgBCABa2ohBiABIABrQQFqIQUDQCABLQ\
AAIABB1sIAai0AAEcNxwEgAEEBRg3KASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBjYCAAzYAgsgASAERgRAQdUAIQMM2AILIAEtAABBCkcNwgEgAUEBaiEBDM\
oBCyABIARGBEBB1gAhAwzXAgsCQAJAIAEtAABBCmsOBADDAcMBAcMBCyABQQFqIQEMygELIAFBAWohAUHKACEDDL0CC0EAIQACQCACKAI4IgNFDQAgAygCPC\
IDRQ0AIAIgAxEAACEACyAADb8BQc0AIQMMvAILIAItAClBIkYNzwIMiQELIAQgASIFRgRAQdsAIQMM1AILQQAhAEEBIQFBASEGQQAhAwJAAn8CQAJAAkACQA\
JAAkACQCAFLQAAQTBrDgrFAcQBAAECAwQFBgjDAQtBAgwGC0EDDAULQQQMBAtBBQwDC0EGDAILQQcMAQtBCAshA0EAIQFBACEGDL0BC0EJIQNBASEAQQAhAU\
EAIQYMvAELIAEgBEYEQEHdACEDDNMCCyABLQAAQS5HDbgBIAFBAWohAQyIAQsgASAERw22AUHfACEDDNECCyABIARHBEAgAkEONgIIIAIgATYCBEHQACEDDL\
gCC0HgACEDDNACC0HhACEDIAEgBEYNzwIgAigCACIAIAQgAWtqIQUgASAAa0EDaiEGA0AgAS0AACAAQeLCAGotAABHDbEBIABBA0YNswEgAEEBaiEAIAQgAU\
EBaiIBRw0ACyACIAU2AgAMzwILQeIAIQMgASAERg3OAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYDQCABLQAAIABB5sIAai0AAEcNsAEgAEECRg2vASAAQQ\
FqIQAgBCABQQFqIgFHDQALIAIgBTYCAAzOAgtB4wAhAyABIARGDc0CIAIoAgAiACAEIAFraiEFIAEgAGtBA2ohBgNAIAEtAAAgAEHpwgBqLQAARw2vASAAQQ\
NGDa0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADM0CCyABIARGBEBB5QAhAwzNAgsgAUEBaiEBQQAhAAJAIAIoAjgiA0UNACADKAIwIgNFDQAgAiADEQ\
AAIQALIAANqgFB1gAhAwyzAgsgASAERwRAA0AgAS0AACIAQSBHBEACQAJAAkAgAEHIAGsOCwABswGzAbMBswGzAbMBswGzAQKzAQsgAUEBaiEBQdIAIQMMtw\
ILIAFBAWohAUHTACEDDLYCCyABQQFqIQFB1AAhAwy1AgsgBCABQQFqIgFHDQALQeQAIQMMzAILQeQAIQMMywILA0AgAS0AAEHwwgBqLQAAIgBBAUcEQCAAQQ\
JrDgOnAaYBpQGkAQsgBCABQQFqIgFHDQALQeYAIQMMygILIAFBAWogASAERw0CGkHnACEDDMkCCwNAIAEtAABB8MQAai0AACIAQQFHBEACQCAAQQJrDgSiAa\
EBoAEAnwELQdcAIQMMsQILIAQgAUEBaiIBRw0AC0HoACEDDMgCCyABIARGBEBB6QAhAwzIAgsCQCABLQAAIgBBCmsOGrcBmwGbAbQBmwGbAZsBmwGbAZsBmw\
GbAZsBmwGbAZsBmwGbAZsBmwGbAZsBpAGbAZsBAJkBCyABQQFqCyEBQQYhAwytAgsDQCABLQAAQfDGAGotAABBAUcNfSAEIAFBAWoiAUcNAAtB6gAhAwzFAg\
sgAUEBaiABIARHDQIaQesAIQMMxAILIAEgBEYEQEHsACEDDMQCCyABQQFqDAELIAEgBEYEQEHtACEDDMMCCyABQQFqCyEBQQQhAwyoAgsgASAERgRAQe4AIQ\
MMwQILAkACQAJAIAEtAABB8MgAai0AAEEBaw4HkAGPAY4BAHwBAo0BCyABQQFqIQEMCwsgAUEBagyTAQtBACEDIAJBADYCHCACQZsSNgIQIAJBBzYCDCACIA\
FBAWo2AhQMwAILAkADQCABLQAAQfDIAGotAAAiAEEERwRAAkACQCAAQQFrDgeUAZMBkgGNAQAEAY0BC0HaACEDDKoCCyABQQFqIQFB3AAhAwypAgsgBCABQQ\
FqIgFHDQALQe8AIQMMwAILIAFBAWoMkQELIAQgASIARgRAQfAAIQMMvwILIAAtAABBL0cNASAAQQFqIQEMBwsgBCABIgBGBEBB8QAhAwy+AgsgAC0AACIBQS\
9GBEAgAEEBaiEBQd0AIQMMpQILIAFBCmsiA0EWSw0AIAAhAUEBIAN0QYmAgAJxDfkBC0EAIQMgAkEANgIcIAIgADYCFCACQYwcNgIQIAJBBzYCDAy8AgsgAS\
AERwRAIAFBAWohAUHeACEDDKMCC0HyACEDDLsCCyABIARGBEBB9AAhAwy7AgsCQCABLQAAQfDMAGotAABBAWsOA/cBcwCCAQtB4QAhAwyhAgsgASAERwRAA0\
AgAS0AAEHwygBqLQAAIgBBA0cEQAJAIABBAWsOAvkBAIUBC0HfACEDDKMCCyAEIAFBAWoiAUcNAAtB8wAhAwy6AgtB8wAhAwy5AgsgASAERwRAIAJBDzYCCC\
ACIAE2AgRB4AAhAwygAgtB9QAhAwy4AgsgASAERgRAQfYAIQMMuAILIAJBDzYCCCACIAE2AgQLQQMhAwydAgsDQCABLQAAQSBHDY4CIAQgAUEBaiIBRw0AC0\
H3ACEDDLUCCyABIARGBEBB+AAhAwy1AgsgAS0AAEEgRw16IAFBAWohAQxbC0EAIQACQCACKAI4IgNFDQAgAygCOCIDRQ0AIAIgAxEAACEACyAADXgMgAILIA\
EgBEYEQEH6ACEDDLMCCyABLQAAQcwARw10IAFBAWohAUETDHYLQfsAIQMgASAERg2xAiACKAIAIgAgBCABa2ohBSABIABrQQVqIQYDQCABLQAAIABB8M4Aai\
0AAEcNcyAAQQVGDXUgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMsQILIAEgBEYEQEH8ACEDDLECCwJAAkAgAS0AAEHDAGsODAB0dHR0dHR0dHR0AXQLIA\
FBAWohAUHmACEDDJgCCyABQQFqIQFB5wAhAwyXAgtB/QAhAyABIARGDa8CIAIoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQe3PAGotAABHDX\
IgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADLACCyACQQA2AgAgBkEBaiEBQRAMcwtB/gAhAyABIARGDa4CIAIoAgAiACAEIAFraiEFIAEgAG\
tBBWohBgJAA0AgAS0AACAAQfbOAGotAABHDXEgAEEFRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADK8CCyACQQA2AgAgBkEBaiEBQRYMcgtB/wAhAy\
ABIARGDa0CIAIoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQfzOAGotAABHDXAgAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADK\
4CCyACQQA2AgAgBkEBaiEBQQUMcQsgASAERgRAQYABIQMMrQILIAEtAABB2QBHDW4gAUEBaiEBQQgMcAsgASAERgRAQYEBIQMMrAILAkACQCABLQAAQc4Aaw\
4DAG8BbwsgAUEBaiEBQesAIQMMkwILIAFBAWohAUHsACEDDJICCyABIARGBEBBggEhAwyrAgsCQAJAIAEtAABByABrDggAbm5ubm5uAW4LIAFBAWohAUHqAC\
EDDJICCyABQQFqIQFB7QAhAwyRAgtBgwEhAyABIARGDakCIAIoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQYDPAGotAABHDWwgAEECRg0BIA\
BBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADKoCCyACQQA2AgAgBkEBaiEBQQAMbQtBhAEhAyABIARGDagCIAIoAgAiACAEIAFraiEFIAEgAGtBBGohBgJAA0\
AgAS0AACAAQYPPAGotAABHDWsgAEEERg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADKkCCyACQQA2AgAgBkEBaiEBQSMMbAsgASAERgRAQYUBIQMMqA\
ILAkACQCABLQAAQcwAaw4IAGtra2trawFrCyABQQFqIQFB7wAhAwyPAgsgAUEBaiEBQfAAIQMMjgILIAEgBEYEQEGGASEDDKcCCyABLQAAQcUARw1oIAFBAW\
ohAQxgC0GHASEDIAEgBEYNpQIgAigCACIAIAQgAWtqIQUgASAAa0EDaiEGAkADQCABLQAAIABBiM8Aai0AAEcNaCAAQQNGDQEgAEEBaiEAIAQgAUEBaiIBRw\
0ACyACIAU2AgAMpgILIAJBADYCACAGQQFqIQFBLQxpC0GIASEDIAEgBEYNpAIgAigCACIAIAQgAWtqIQUgASAAa0EIaiEGAkADQCABLQAAIABB0M8Aai0AAE\
cNZyAAQQhGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMpQILIAJBADYCACAGQQFqIQFBKQxoCyABIARGBEBBiQEhAwykAgtBASABLQAAQd8ARw1nGi\
ABQQFqIQEMXgtBigEhAyABIARGDaICIAIoAgAiACAEIAFraiEFIAEgAGtBAWohBgNAIAEtAAAgAEGMzwBqLQAARw1kIABBAUYN+gEgAEEBaiEAIAQgAUEBai\
IBRw0ACyACIAU2AgAMogILQYsBIQMgASAERg2hAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGOzwBqLQAARw1kIABBAkYNASAAQQFqIQ\
AgBCABQQFqIgFHDQALIAIgBTYCAAyiAgsgAkEANgIAIAZBAWohAUECDGULQYwBIQMgASAERg2gAiACKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAA\
AgAEHwzwBqLQAARw1jIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyhAgsgAkEANgIAIAZBAWohAUEfDGQLQY0BIQMgASAERg2fAiACKAIAIg\
AgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHyzwBqLQAARw1iIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAygAgsgAkEANgIAIAZBAW\
ohAUEJDGMLIAEgBEYEQEGOASEDDJ8CCwJAAkAgAS0AAEHJAGsOBwBiYmJiYgFiCyABQQFqIQFB+AAhAwyGAgsgAUEBaiEBQfkAIQMMhQILQY8BIQMgASAERg\
2dAiACKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEGRzwBqLQAARw1gIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyeAgsgAk\
EANgIAIAZBAWohAUEYDGELQZABIQMgASAERg2cAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGXzwBqLQAARw1fIABBAkYNASAAQQFqIQ\
AgBCABQQFqIgFHDQALIAIgBTYCAAydAgsgAkEANgIAIAZBAWohAUEXDGALQZEBIQMgASAERg2bAiACKAIAIgAgBCABa2ohBSABIABrQQZqIQYCQANAIAEtAA\
AgAEGazwBqLQAARw1eIABBBkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAycAgsgAkEANgIAIAZBAWohAUEVDF8LQZIBIQMgASAERg2aAiACKAIAIg\
AgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEGhzwBqLQAARw1dIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAybAgsgAkEANgIAIAZBAW\
ohAUEeDF4LIAEgBEYEQEGTASEDDJoCCyABLQAAQcwARw1bIAFBAWohAUEKDF0LIAEgBEYEQEGUASEDDJkCCwJAAkAgAS0AAEHBAGsODwBcXFxcXFxcXFxcXF\
xcAVwLIAFBAWohAUH+ACEDDIACCyABQQFqIQFB/wAhAwz/AQsgASAERgRAQZUBIQMMmAILAkACQCABLQAAQcEAaw4DAFsBWwsgAUEBaiEBQf0AIQMM/wELIA\
FBAWohAUGAASEDDP4BC0GWASEDIAEgBEYNlgIgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBp88Aai0AAEcNWSAAQQFGDQEgAEEBaiEAIA\
QgAUEBaiIBRw0ACyACIAU2AgAMlwILIAJBADYCACAGQQFqIQFBCwxaCyABIARGBEBBlwEhAwyWAgsCQAJAAkACQCABLQAAQS1rDiMAW1tbW1tbW1tbW1tbW1\
tbW1tbW1tbW1sBW1tbW1sCW1tbA1sLIAFBAWohAUH7ACEDDP8BCyABQQFqIQFB/AAhAwz+AQsgAUEBaiEBQYEBIQMM/QELIAFBAWohAUGCASEDDPwBC0GYAS\
EDIAEgBEYNlAIgAigCACIAIAQgAWtqIQUgASAAa0EEaiEGAkADQCABLQAAIABBqc8Aai0AAEcNVyAAQQRGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2Ag\
AMlQILIAJBADYCACAGQQFqIQFBGQxYC0GZASEDIAEgBEYNkwIgAigCACIAIAQgAWtqIQUgASAAa0EFaiEGAkADQCABLQAAIABBrs8Aai0AAEcNViAAQQVGDQ\
EgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMlAILIAJBADYCACAGQQFqIQFBBgxXC0GaASEDIAEgBEYNkgIgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAk\
ADQCABLQAAIABBtM8Aai0AAEcNVSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMkwILIAJBADYCACAGQQFqIQFBHAxWC0GbASEDIAEgBEYNkQ\
IgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBts8Aai0AAEcNVCAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMkgILIAJBAD\
YCACAGQQFqIQFBJwxVCyABIARGBEBBnAEhAwyRAgsCQAJAIAEtAABB1ABrDgIAAVQLIAFBAWohAUGGASEDDPgBCyABQQFqIQFBhwEhAwz3AQtBnQEhAyABIA\
RGDY8CIAIoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQbjPAGotAABHDVIgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADJACCy\
ACQQA2AgAgBkEBaiEBQSYMUwtBngEhAyABIARGDY4CIAIoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQbrPAGotAABHDVEgAEEBRg0BIABBAW\
ohACAEIAFBAWoiAUcNAAsgAiAFNgIADI8CCyACQQA2AgAgBkEBaiEBQQMMUgtBnwEhAyABIARGDY0CIAIoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS\
0AACAAQe3PAGotAABHDVAgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADI4CCyACQQA2AgAgBkEBaiEBQQwMUQtBoAEhAyABIARGDYwCIAIoAg\
AiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQbzPAGotAABHDU8gAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADI0CCyACQQA2AgAgBk\
EBaiEBQQ0MUAsgASAERgRAQaEBIQMMjAILAkACQCABLQAAQcYAaw4LAE9PT09PT09PTwFPCyABQQFqIQFBiwEhAwzzAQsgAUEBaiEBQYwBIQMM8gELIAEgBE\
YEQEGiASEDDIsCCyABLQAAQdAARw1MIAFBAWohAQxGCyABIARGBEBBowEhAwyKAgsCQAJAIAEtAABByQBrDgcBTU1NTU0ATQsgAUEBaiEBQY4BIQMM8QELIA\
FBAWohAUEiDE0LQaQBIQMgASAERg2IAiACKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHAzwBqLQAARw1LIABBAUYNASAAQQFqIQAgBCABQQ\
FqIgFHDQALIAIgBTYCAAyJAgsgAkEANgIAIAZBAWohAUEdDEwLIAEgBEYEQEGlASEDDIgCCwJAAkAgAS0AAEHSAGsOAwBLAUsLIAFBAWohAUGQASEDDO8BCy\
ABQQFqIQFBBAxLCyABIARGBEBBpgEhAwyHAgsCQAJAAkACQAJAIAEtAABBwQBrDhUATU1NTU1NTU1NTQFNTQJNTQNNTQRNCyABQQFqIQFBiAEhAwzxAQsgAU\
EBaiEBQYkBIQMM8AELIAFBAWohAUGKASEDDO8BCyABQQFqIQFBjwEhAwzuAQsgAUEBaiEBQZEBIQMM7QELQacBIQMgASAERg2FAiACKAIAIgAgBCABa2ohBS\
ABIABrQQJqIQYCQANAIAEtAAAgAEHtzwBqLQAARw1IIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyGAgsgAkEANgIAIAZBAWohAUERDEkLQa\
gBIQMgASAERg2EAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHCzwBqLQAARw1HIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBT\
YCAAyFAgsgAkEANgIAIAZBAWohAUEsDEgLQakBIQMgASAERg2DAiACKAIAIgAgBCABa2ohBSABIABrQQRqIQYCQANAIAEtAAAgAEHFzwBqLQAARw1GIABBBE\
YNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyEAgsgAkEANgIAIAZBAWohAUErDEcLQaoBIQMgASAERg2CAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQ\
YCQANAIAEtAAAgAEHKzwBqLQAARw1FIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyDAgsgAkEANgIAIAZBAWohAUEUDEYLIAEgBEYEQEGrAS\
EDDIICCwJAAkACQAJAIAEtAABBwgBrDg8AAQJHR0dHR0dHR0dHRwNHCyABQQFqIQFBkwEhAwzrAQsgAUEBaiEBQZQBIQMM6gELIAFBAWohAUGVASEDDOkBCy\
ABQQFqIQFBlgEhAwzoAQsgASAERgRAQawBIQMMgQILIAEtAABBxQBHDUIgAUEBaiEBDD0LQa0BIQMgASAERg3/ASACKAIAIgAgBCABa2ohBSABIABrQQJqIQ\
YCQANAIAEtAAAgAEHNzwBqLQAARw1CIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyAAgsgAkEANgIAIAZBAWohAUEODEMLIAEgBEYEQEGuAS\
EDDP8BCyABLQAAQdAARw1AIAFBAWohAUElDEILQa8BIQMgASAERg39ASACKAIAIgAgBCABa2ohBSABIABrQQhqIQYCQANAIAEtAAAgAEHQzwBqLQAARw1AIA\
BBCEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAz+AQsgAkEANgIAIAZBAWohAUEqDEELIAEgBEYEQEGwASEDDP0BCwJAAkAgAS0AAEHVAGsOCwBAQE\
BAQEBAQEABQAsgAUEBaiEBQZoBIQMM5AELIAFBAWohAUGbASEDDOMBCyABIARGBEBBsQEhAwz8AQsCQAJAIAEtAABBwQBrDhQAPz8/Pz8/Pz8/Pz8/Pz8/Pz\
8/AT8LIAFBAWohAUGZASEDDOMBCyABQQFqIQFBnAEhAwziAQtBsgEhAyABIARGDfoBIAIoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQdnPAG\
otAABHDT0gAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADPsBCyACQQA2AgAgBkEBaiEBQSEMPgtBswEhAyABIARGDfkBIAIoAgAiACAEIAFrai\
EFIAEgAGtBBmohBgJAA0AgAS0AACAAQd3PAGotAABHDTwgAEEGRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADPoBCyACQQA2AgAgBkEBaiEBQRoMPQ\
sgASAERgRAQbQBIQMM+QELAkACQAJAIAEtAABBxQBrDhEAPT09PT09PT09AT09PT09Aj0LIAFBAWohAUGdASEDDOEBCyABQQFqIQFBngEhAwzgAQsgAUEBai\
EBQZ8BIQMM3wELQbUBIQMgASAERg33ASACKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEHkzwBqLQAARw06IABBBUYNASAAQQFqIQAgBCABQQ\
FqIgFHDQALIAIgBTYCAAz4AQsgAkEANgIAIAZBAWohAUEoDDsLQbYBIQMgASAERg32ASACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHqzw\
BqLQAARw05IABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAz3AQsgAkEANgIAIAZBAWohAUEHDDoLIAEgBEYEQEG3ASEDDPYBCwJAAkAgAS0AAE\
HFAGsODgA5OTk5OTk5OTk5OTkBOQsgAUEBaiEBQaEBIQMM3QELIAFBAWohAUGiASEDDNwBC0G4ASEDIAEgBEYN9AEgAigCACIAIAQgAWtqIQUgASAAa0ECai\
EGAkADQCABLQAAIABB7c8Aai0AAEcNNyAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAM9QELIAJBADYCACAGQQFqIQFBEgw4C0G5ASEDIAEgBE\
YN8wEgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABB8M8Aai0AAEcNNiAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAM9AELIA\
JBADYCACAGQQFqIQFBIAw3C0G6ASEDIAEgBEYN8gEgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABB8s8Aai0AAEcNNSAAQQFGDQEgAEEBai\
EAIAQgAUEBaiIBRw0ACyACIAU2AgAM8wELIAJBADYCACAGQQFqIQFBDww2CyABIARGBEBBuwEhAwzyAQsCQAJAIAEtAABByQBrDgcANTU1NTUBNQsgAUEBai\
EBQaUBIQMM2QELIAFBAWohAUGmASEDDNgBC0G8ASEDIAEgBEYN8AEgAigCACIAIAQgAWtqIQUgASAAa0EHaiEGAkADQCABLQAAIABB9M8Aai0AAEcNMyAAQQ\
dGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAM8QELIAJBADYCACAGQQFqIQFBGww0CyABIARGBEBBvQEhAwzwAQsCQAJAAkAgAS0AAEHCAGsOEgA0ND\
Q0NDQ0NDQBNDQ0NDQ0AjQLIAFBAWohAUGkASEDDNgBCyABQQFqIQFBpwEhAwzXAQsgAUEBaiEBQagBIQMM1gELIAEgBEYEQEG+ASEDDO8BCyABLQAAQc4ARw\
0wIAFBAWohAQwsCyABIARGBEBBvwEhAwzuAQsCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCABLQAAQcEAaw4VAAECAz8EBQY/Pz8HCAkKCz8MDQ\
4PPwsgAUEBaiEBQegAIQMM4wELIAFBAWohAUHpACEDDOIBCyABQQFqIQFB7gAhAwzhAQsgAUEBaiEBQfIAIQMM4AELIAFBAWohAUHzACEDDN8BCyABQQFqIQ\
FB9gAhAwzeAQsgAUEBaiEBQfcAIQMM3QELIAFBAWohAUH6ACEDDNwBCyABQQFqIQFBgwEhAwzbAQsgAUEBaiEBQYQBIQMM2gELIAFBAWohAUGFASEDDNkBCy\
ABQQFqIQFBkgEhAwzYAQsgAUEBaiEBQZgBIQMM1wELIAFBAWohAUGgASEDDNYBCyABQQFqIQFBowEhAwzVAQsgAUEBaiEBQaoBIQMM1AELIAEgBEcEQCACQR\
A2AgggAiABNgIEQasBIQMM1AELQcABIQMM7AELQQAhAAJAIAIoAjgiA0UNACADKAI0IgNFDQAgAiADEQAAIQALIABFDV4gAEEVRw0HIAJB0QA2AhwgAiABNg\
IUIAJBsBc2AhAgAkEVNgIMQQAhAwzrAQsgAUEBaiABIARHDQgaQcIBIQMM6gELA0ACQCABLQAAQQprDgQIAAALAAsgBCABQQFqIgFHDQALQcMBIQMM6QELIA\
EgBEcEQCACQRE2AgggAiABNgIEQQEhAwzQAQtBxAEhAwzoAQsgASAERgRAQcUBIQMM6AELAkACQCABLQAAQQprDgQBKCgAKAsgAUEBagwJCyABQQFqDAULIA\
EgBEYEQEHGASEDDOcBCwJAAkAgAS0AAEEKaw4XAQsLAQsLCwsLCwsLCwsLCwsLCwsLCwALCyABQQFqIQELQbABIQMMzQELIAEgBEYEQEHIASEDDOYBCyABLQ\
AAQSBHDQkgAkEAOwEyIAFBAWohAUGzASEDDMwBCwNAIAEhAAJAIAEgBEcEQCABLQAAQTBrQf8BcSIDQQpJDQEMJwtBxwEhAwzmAQsCQCACLwEyIgFBmTNLDQ\
AgAiABQQpsIgU7ATIgBUH+/wNxIANB//8Dc0sNACAAQQFqIQEgAiADIAVqIgM7ATIgA0H//wNxQegHSQ0BCwtBACEDIAJBADYCHCACQcEJNgIQIAJBDTYCDC\
ACIABBAWo2AhQM5AELIAJBADYCHCACIAE2AhQgAkHwDDYCECACQRs2AgxBACEDDOMBCyACKAIEIQAgAkEANgIEIAIgACABECYiAA0BIAFBAWoLIQFBrQEhAw\
zIAQsgAkHBATYCHCACIAA2AgwgAiABQQFqNgIUQQAhAwzgAQsgAigCBCEAIAJBADYCBCACIAAgARAmIgANASABQQFqCyEBQa4BIQMMxQELIAJBwgE2AhwgAi\
AANgIMIAIgAUEBajYCFEEAIQMM3QELIAJBADYCHCACIAE2AhQgAkGXCzYCECACQQ02AgxBACEDDNwBCyACQQA2AhwgAiABNgIUIAJB4xA2AhAgAkEJNgIMQQ\
AhAwzbAQsgAkECOgAoDKwBC0EAIQMgAkEANgIcIAJBrws2AhAgAkECNgIMIAIgAUEBajYCFAzZAQtBAiEDDL8BC0ENIQMMvgELQSYhAwy9AQtBFSEDDLwBC0\
EWIQMMuwELQRghAwy6AQtBHCEDDLkBC0EdIQMMuAELQSAhAwy3AQtBISEDDLYBC0EjIQMMtQELQcYAIQMMtAELQS4hAwyzAQtBPSEDDLIBC0HLACEDDLEBC0\
HOACEDDLABC0HYACEDDK8BC0HZACEDDK4BC0HbACEDDK0BC0HxACEDDKwBC0H0ACEDDKsBC0GNASEDDKoBC0GXASEDDKkBC0GpASEDDKgBC0GvASEDDKcBC0\
GxASEDDKYBCyACQQA2AgALQQAhAyACQQA2AhwgAiABNgIUIAJB8Rs2AhAgAkEGNgIMDL0BCyACQQA2AgAgBkEBaiEBQSQLOgApIAIoAgQhACACQQA2AgQgAi\
AAIAEQJyIARQRAQeUAIQMMowELIAJB+QA2AhwgAiABNgIUIAIgADYCDEEAIQMMuwELIABBFUcEQCACQQA2AhwgAiABNgIUIAJBzA42AhAgAkEgNgIMQQAhAw\
y7AQsgAkH4ADYCHCACIAE2AhQgAkHKGDYCECACQRU2AgxBACEDDLoBCyACQQA2AhwgAiABNgIUIAJBjhs2AhAgAkEGNgIMQQAhAwy5AQsgAkEANgIcIAIgAT\
YCFCACQf4RNgIQIAJBBzYCDEEAIQMMuAELIAJBADYCHCACIAE2AhQgAkGMHDYCECACQQc2AgxBACEDDLcBCyACQQA2AhwgAiABNgIUIAJBww82AhAgAkEHNg\
IMQQAhAwy2AQsgAkEANgIcIAIgATYCFCACQcMPNgIQIAJBBzYCDEEAIQMMtQELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0RIAJB5QA2AhwgAiABNgIUIA\
IgADYCDEEAIQMMtAELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0gIAJB0wA2AhwgAiABNgIUIAIgADYCDEEAIQMMswELIAIoAgQhACACQQA2AgQgAiAAIA\
EQJSIARQ0iIAJB0gA2AhwgAiABNgIUIAIgADYCDEEAIQMMsgELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0OIAJB5QA2AhwgAiABNgIUIAIgADYCDEEAIQ\
MMsQELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0dIAJB0wA2AhwgAiABNgIUIAIgADYCDEEAIQMMsAELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0fIA\
JB0gA2AhwgAiABNgIUIAIgADYCDEEAIQMMrwELIABBP0cNASABQQFqCyEBQQUhAwyUAQtBACEDIAJBADYCHCACIAE2AhQgAkH9EjYCECACQQc2AgwMrAELIA\
JBADYCHCACIAE2AhQgAkHcCDYCECACQQc2AgxBACEDDKsBCyACKAIEIQAgAkEANgIEIAIgACABECUiAEUNByACQeUANgIcIAIgATYCFCACIAA2AgxBACEDDK\
oBCyACKAIEIQAgAkEANgIEIAIgACABECUiAEUNFiACQdMANgIcIAIgATYCFCACIAA2AgxBACEDDKkBCyACKAIEIQAgAkEANgIEIAIgACABECUiAEUNGCACQd\
IANgIcIAIgATYCFCACIAA2AgxBACEDDKgBCyACQQA2AhwgAiABNgIUIAJBxgo2AhAgAkEHNgIMQQAhAwynAQsgAigCBCEAIAJBADYCBCACIAAgARAlIgBFDQ\
MgAkHlADYCHCACIAE2AhQgAiAANgIMQQAhAwymAQsgAigCBCEAIAJBADYCBCACIAAgARAlIgBFDRIgAkHTADYCHCACIAE2AhQgAiAANgIMQQAhAwylAQsgAi\
gCBCEAIAJBADYCBCACIAAgARAlIgBFDRQgAkHSADYCHCACIAE2AhQgAiAANgIMQQAhAwykAQsgAigCBCEAIAJBADYCBCACIAAgARAlIgBFDQAgAkHlADYCHC\
ACIAE2AhQgAiAANgIMQQAhAwyjAQtB1QAhAwyJAQsgAEEVRwRAIAJBADYCHCACIAE2AhQgAkG5DTYCECACQRo2AgxBACEDDKIBCyACQeQANgIcIAIgATYCFC\
ACQeMXNgIQIAJBFTYCDEEAIQMMoQELIAJBADYCACAGQQFqIQEgAi0AKSIAQSNrQQtJDQQCQCAAQQZLDQBBASAAdEHKAHFFDQAMBQtBACEDIAJBADYCHCACIA\
E2AhQgAkH3CTYCECACQQg2AgwMoAELIAJBADYCACAGQQFqIQEgAi0AKUEhRg0DIAJBADYCHCACIAE2AhQgAkGbCjYCECACQQg2AgxBACEDDJ8BCyACQQA2Ag\
ALQQAhAyACQQA2AhwgAiABNgIUIAJBkDM2AhAgAkEINgIMDJ0BCyACQQA2AgAgBkEBaiEBIAItAClBI0kNACACQQA2AhwgAiABNgIUIAJB0wk2AhAgAkEINg\
IMQQAhAwycAQtB0QAhAwyCAQsgAS0AAEEwayIAQf8BcUEKSQRAIAIgADoAKiABQQFqIQFBzwAhAwyCAQsgAigCBCEAIAJBADYCBCACIAAgARAoIgBFDYYBIA\
JB3gA2AhwgAiABNgIUIAIgADYCDEEAIQMMmgELIAIoAgQhACACQQA2AgQgAiAAIAEQKCIARQ2GASACQdwANgIcIAIgATYCFCACIAA2AgxBACEDDJkBCyACKA\
IEIQAgAkEANgIEIAIgACAFECgiAEUEQCAFIQEMhwELIAJB2gA2AhwgAiAFNgIUIAIgADYCDAyYAQtBACEBQQEhAwsgAiADOgArIAVBAWohAwJAAkACQCACLQ\
AtQRBxDQACQAJAAkAgAi0AKg4DAQACBAsgBkUNAwwCCyAADQEMAgsgAUUNAQsgAigCBCEAIAJBADYCBCACIAAgAxAoIgBFBEAgAyEBDAILIAJB2AA2AhwgAi\
ADNgIUIAIgADYCDEEAIQMMmAELIAIoAgQhACACQQA2AgQgAiAAIAMQKCIARQRAIAMhAQyHAQsgAkHZADYCHCACIAM2AhQgAiAANgIMQQAhAwyXAQtBzAAhAw\
x9CyAAQRVHBEAgAkEANgIcIAIgATYCFCACQZQNNgIQIAJBITYCDEEAIQMMlgELIAJB1wA2AhwgAiABNgIUIAJByRc2AhAgAkEVNgIMQQAhAwyVAQtBACEDIA\
JBADYCHCACIAE2AhQgAkGAETYCECACQQk2AgwMlAELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0AIAJB0wA2AhwgAiABNgIUIAIgADYCDEEAIQMMkwELQc\
kAIQMMeQsgAkEANgIcIAIgATYCFCACQcEoNgIQIAJBBzYCDCACQQA2AgBBACEDDJEBCyACKAIEIQBBACEDIAJBADYCBCACIAAgARAlIgBFDQAgAkHSADYCHC\
ACIAE2AhQgAiAANgIMDJABC0HIACEDDHYLIAJBADYCACAFIQELIAJBgBI7ASogAUEBaiEBQQAhAAJAIAIoAjgiA0UNACADKAIwIgNFDQAgAiADEQAAIQALIA\
ANAQtBxwAhAwxzCyAAQRVGBEAgAkHRADYCHCACIAE2AhQgAkHjFzYCECACQRU2AgxBACEDDIwBC0EAIQMgAkEANgIcIAIgATYCFCACQbkNNgIQIAJBGjYCDA\
yLAQtBACEDIAJBADYCHCACIAE2AhQgAkGgGTYCECACQR42AgwMigELIAEtAABBOkYEQCACKAIEIQBBACEDIAJBADYCBCACIAAgARApIgBFDQEgAkHDADYCHC\
ACIAA2AgwgAiABQQFqNgIUDIoBC0EAIQMgAkEANgIcIAIgATYCFCACQbERNgIQIAJBCjYCDAyJAQsgAUEBaiEBQTshAwxvCyACQcMANgIcIAIgADYCDCACIA\
FBAWo2AhQMhwELQQAhAyACQQA2AhwgAiABNgIUIAJB8A42AhAgAkEcNgIMDIYBCyACIAIvATBBEHI7ATAMZgsCQCACLwEwIgBBCHFFDQAgAi0AKEEBRw0AIA\
ItAC1BCHFFDQMLIAIgAEH3+wNxQYAEcjsBMAwECyABIARHBEACQANAIAEtAABBMGsiAEH/AXFBCk8EQEE1IQMMbgsgAikDICIKQpmz5syZs+bMGVYNASACIA\
pCCn4iCjcDICAKIACtQv8BgyILQn+FVg0BIAIgCiALfDcDICAEIAFBAWoiAUcNAAtBOSEDDIUBCyACKAIEIQBBACEDIAJBADYCBCACIAAgAUEBaiIBECoiAA\
0MDHcLQTkhAwyDAQsgAi0AMEEgcQ0GQcUBIQMMaQtBACEDIAJBADYCBCACIAEgARAqIgBFDQQgAkE6NgIcIAIgADYCDCACIAFBAWo2AhQMgQELIAItAChBAU\
cNACACLQAtQQhxRQ0BC0E3IQMMZgsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKiIABEAgAkE7NgIcIAIgADYCDCACIAFBAWo2AhQMfwsgAUEBaiEBDG4LIA\
JBCDoALAwECyABQQFqIQEMbQtBACEDIAJBADYCHCACIAE2AhQgAkHkEjYCECACQQQ2AgwMewsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKiIARQ1sIAJBNz\
YCHCACIAE2AhQgAiAANgIMDHoLIAIgAi8BMEEgcjsBMAtBMCEDDF8LIAJBNjYCHCACIAE2AhQgAiAANgIMDHcLIABBLEcNASABQQFqIQBBASEBAkACQAJAAk\
ACQCACLQAsQQVrDgQDAQIEAAsgACEBDAQLQQIhAQwBC0EEIQELIAJBAToALCACIAIvATAgAXI7ATAgACEBDAELIAIgAi8BMEEIcjsBMCAAIQELQTkhAwxcCy\
ACQQA6ACwLQTQhAwxaCyABIARGBEBBLSEDDHMLAkACQANAAkAgAS0AAEEKaw4EAgAAAwALIAQgAUEBaiIBRw0AC0EtIQMMdAsgAigCBCEAQQAhAyACQQA2Ag\
QgAiAAIAEQKiIARQ0CIAJBLDYCHCACIAE2AhQgAiAANgIMDHMLIAIoAgQhAEEAIQMgAkEANgIEIAIgACABECoiAEUEQCABQQFqIQEMAgsgAkEsNgIcIAIgAD\
YCDCACIAFBAWo2AhQMcgsgAS0AAEENRgRAIAIoAgQhAEEAIQMgAkEANgIEIAIgACABECoiAEUEQCABQQFqIQEMAgsgAkEsNgIcIAIgADYCDCACIAFBAWo2Ah\
QMcgsgAi0ALUEBcQRAQcQBIQMMWQsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKiIADQEMZQtBLyEDDFcLIAJBLjYCHCACIAE2AhQgAiAANgIMDG8LQQAhAy\
ACQQA2AhwgAiABNgIUIAJB8BQ2AhAgAkEDNgIMDG4LQQEhAwJAAkACQAJAIAItACxBBWsOBAMBAgAECyACIAIvATBBCHI7ATAMAwtBAiEDDAELQQQhAwsgAk\
EBOgAsIAIgAi8BMCADcjsBMAtBKiEDDFMLQQAhAyACQQA2AhwgAiABNgIUIAJB4Q82AhAgAkEKNgIMDGsLQQEhAwJAAkACQAJAAkACQCACLQAsQQJrDgcFBA\
QDAQIABAsgAiACLwEwQQhyOwEwDAMLQQIhAwwBC0EEIQMLIAJBAToALCACIAIvATAgA3I7ATALQSshAwxSC0EAIQMgAkEANgIcIAIgATYCFCACQasSNgIQIA\
JBCzYCDAxqC0EAIQMgAkEANgIcIAIgATYCFCACQf0NNgIQIAJBHTYCDAxpCyABIARHBEADQCABLQAAQSBHDUggBCABQQFqIgFHDQALQSUhAwxpC0ElIQMMaA\
sgAi0ALUEBcQRAQcMBIQMMTwsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKSIABEAgAkEmNgIcIAIgADYCDCACIAFBAWo2AhQMaAsgAUEBaiEBDFwLIAFBAW\
ohASACLwEwIgBBgAFxBEBBACEAAkAgAigCOCIDRQ0AIAMoAlQiA0UNACACIAMRAAAhAAsgAEUNBiAAQRVHDR8gAkEFNgIcIAIgATYCFCACQfkXNgIQIAJBFT\
YCDEEAIQMMZwsCQCAAQaAEcUGgBEcNACACLQAtQQJxDQBBACEDIAJBADYCHCACIAE2AhQgAkGWEzYCECACQQQ2AgwMZwsgAgJ/IAIvATBBFHFBFEYEQEEBIA\
ItAChBAUYNARogAi8BMkHlAEYMAQsgAi0AKUEFRgs6AC5BACEAAkAgAigCOCIDRQ0AIAMoAiQiA0UNACACIAMRAAAhAAsCQAJAAkACQAJAIAAOFgIBAAQEBA\
QEBAQEBAQEBAQEBAQEBAMECyACQQE6AC4LIAIgAi8BMEHAAHI7ATALQSchAwxPCyACQSM2AhwgAiABNgIUIAJBpRY2AhAgAkEVNgIMQQAhAwxnC0EAIQMgAk\
EANgIcIAIgATYCFCACQdULNgIQIAJBETYCDAxmC0EAIQACQCACKAI4IgNFDQAgAygCLCIDRQ0AIAIgAxEAACEACyAADQELQQ4hAwxLCyAAQRVGBEAgAkECNg\
IcIAIgATYCFCACQbAYNgIQIAJBFTYCDEEAIQMMZAtBACEDIAJBADYCHCACIAE2AhQgAkGnDjYCECACQRI2AgwMYwtBACEDIAJBADYCHCACIAE2AhQgAkGqHD\
YCECACQQ82AgwMYgsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEgCqdqIgEQKyIARQ0AIAJBBTYCHCACIAE2AhQgAiAANgIMDGELQQ8hAwxHC0EAIQMgAkEANg\
IcIAIgATYCFCACQc0TNgIQIAJBDDYCDAxfC0IBIQoLIAFBAWohAQJAIAIpAyAiC0L//////////w9YBEAgAiALQgSGIAqENwMgDAELQQAhAyACQQA2AhwgAi\
ABNgIUIAJBrQk2AhAgAkEMNgIMDF4LQSQhAwxEC0EAIQMgAkEANgIcIAIgATYCFCACQc0TNgIQIAJBDDYCDAxcCyACKAIEIQBBACEDIAJBADYCBCACIAAgAR\
AsIgBFBEAgAUEBaiEBDFILIAJBFzYCHCACIAA2AgwgAiABQQFqNgIUDFsLIAIoAgQhAEEAIQMgAkEANgIEAkAgAiAAIAEQLCIARQRAIAFBAWohAQwBCyACQR\
Y2AhwgAiAANgIMIAIgAUEBajYCFAxbC0EfIQMMQQtBACEDIAJBADYCHCACIAE2AhQgAkGaDzYCECACQSI2AgwMWQsgAigCBCEAQQAhAyACQQA2AgQgAiAAIA\
EQLSIARQRAIAFBAWohAQxQCyACQRQ2AhwgAiAANgIMIAIgAUEBajYCFAxYCyACKAIEIQBBACEDIAJBADYCBAJAIAIgACABEC0iAEUEQCABQQFqIQEMAQsgAk\
ETNgIcIAIgADYCDCACIAFBAWo2AhQMWAtBHiEDDD4LQQAhAyACQQA2AhwgAiABNgIUIAJBxgw2AhAgAkEjNgIMDFYLIAIoAgQhAEEAIQMgAkEANgIEIAIgAC\
ABEC0iAEUEQCABQQFqIQEMTgsgAkERNgIcIAIgADYCDCACIAFBAWo2AhQMVQsgAkEQNgIcIAIgATYCFCACIAA2AgwMVAtBACEDIAJBADYCHCACIAE2AhQgAk\
HGDDYCECACQSM2AgwMUwtBACEDIAJBADYCHCACIAE2AhQgAkHAFTYCECACQQI2AgwMUgsgAigCBCEAQQAhAyACQQA2AgQCQCACIAAgARAtIgBFBEAgAUEBai\
EBDAELIAJBDjYCHCACIAA2AgwgAiABQQFqNgIUDFILQRshAww4C0EAIQMgAkEANgIcIAIgATYCFCACQcYMNgIQIAJBIzYCDAxQCyACKAIEIQBBACEDIAJBAD\
YCBAJAIAIgACABECwiAEUEQCABQQFqIQEMAQsgAkENNgIcIAIgADYCDCACIAFBAWo2AhQMUAtBGiEDDDYLQQAhAyACQQA2AhwgAiABNgIUIAJBmg82AhAgAk\
EiNgIMDE4LIAIoAgQhAEEAIQMgAkEANgIEAkAgAiAAIAEQLCIARQRAIAFBAWohAQwBCyACQQw2AhwgAiAANgIMIAIgAUEBajYCFAxOC0EZIQMMNAtBACEDIA\
JBADYCHCACIAE2AhQgAkGaDzYCECACQSI2AgwMTAsgAEEVRwRAQQAhAyACQQA2AhwgAiABNgIUIAJBgww2AhAgAkETNgIMDEwLIAJBCjYCHCACIAE2AhQgAk\
HkFjYCECACQRU2AgxBACEDDEsLIAIoAgQhAEEAIQMgAkEANgIEIAIgACABIAqnaiIBECsiAARAIAJBBzYCHCACIAE2AhQgAiAANgIMDEsLQRMhAwwxCyAAQR\
VHBEBBACEDIAJBADYCHCACIAE2AhQgAkHaDTYCECACQRQ2AgwMSgsgAkEeNgIcIAIgATYCFCACQfkXNgIQIAJBFTYCDEEAIQMMSQtBACEAAkAgAigCOCIDRQ\
0AIAMoAiwiA0UNACACIAMRAAAhAAsgAEUNQSAAQRVGBEAgAkEDNgIcIAIgATYCFCACQbAYNgIQIAJBFTYCDEEAIQMMSQtBACEDIAJBADYCHCACIAE2AhQgAk\
GnDjYCECACQRI2AgwMSAtBACEDIAJBADYCHCACIAE2AhQgAkHaDTYCECACQRQ2AgwMRwtBACEDIAJBADYCHCACIAE2AhQgAkGnDjYCECACQRI2AgwMRgsgAk\
EAOgAvIAItAC1BBHFFDT8LIAJBADoALyACQQE6ADRBACEDDCsLQQAhAyACQQA2AhwgAkHkETYCECACQQc2AgwgAiABQQFqNgIUDEMLAkADQAJAIAEtAABBCm\
sOBAACAgACCyAEIAFBAWoiAUcNAAtB3QEhAwxDCwJAAkAgAi0ANEEBRw0AQQAhAAJAIAIoAjgiA0UNACADKAJYIgNFDQAgAiADEQAAIQALIABFDQAgAEEVRw\
0BIAJB3AE2AhwgAiABNgIUIAJB1RY2AhAgAkEVNgIMQQAhAwxEC0HBASEDDCoLIAJBADYCHCACIAE2AhQgAkHpCzYCECACQR82AgxBACEDDEILAkACQCACLQ\
AoQQFrDgIEAQALQcABIQMMKQtBuQEhAwwoCyACQQI6AC9BACEAAkAgAigCOCIDRQ0AIAMoAgAiA0UNACACIAMRAAAhAAsgAEUEQEHCASEDDCgLIABBFUcEQC\
ACQQA2AhwgAiABNgIUIAJBpAw2AhAgAkEQNgIMQQAhAwxBCyACQdsBNgIcIAIgATYCFCACQfoWNgIQIAJBFTYCDEEAIQMMQAsgASAERgRAQdoBIQMMQAsgAS\
0AAEHIAEYNASACQQE6ACgLQawBIQMMJQtBvwEhAwwkCyABIARHBEAgAkEQNgIIIAIgATYCBEG+ASEDDCQLQdkBIQMMPAsgASAERgRAQdgBIQMMPAsgAS0AAE\
HIAEcNBCABQQFqIQFBvQEhAwwiCyABIARGBEBB1wEhAww7CwJAAkAgAS0AAEHFAGsOEAAFBQUFBQUFBQUFBQUFBQEFCyABQQFqIQFBuwEhAwwiCyABQQFqIQ\
FBvAEhAwwhC0HWASEDIAEgBEYNOSACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGD0ABqLQAARw0DIABBAkYNASAAQQFqIQAgBCABQQFqIg\
FHDQALIAIgBTYCAAw6CyACKAIEIQAgAkIANwMAIAIgACAGQQFqIgEQJyIARQRAQcYBIQMMIQsgAkHVATYCHCACIAE2AhQgAiAANgIMQQAhAww5C0HUASEDIA\
EgBEYNOCACKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEGB0ABqLQAARw0CIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAw5Cy\
ACQYEEOwEoIAIoAgQhACACQgA3AwAgAiAAIAZBAWoiARAnIgANAwwCCyACQQA2AgALQQAhAyACQQA2AhwgAiABNgIUIAJB2Bs2AhAgAkEINgIMDDYLQboBIQ\
MMHAsgAkHTATYCHCACIAE2AhQgAiAANgIMQQAhAww0C0EAIQACQCACKAI4IgNFDQAgAygCOCIDRQ0AIAIgAxEAACEACyAARQ0AIABBFUYNASACQQA2AhwgAi\
ABNgIUIAJBzA42AhAgAkEgNgIMQQAhAwwzC0HkACEDDBkLIAJB+AA2AhwgAiABNgIUIAJByhg2AhAgAkEVNgIMQQAhAwwxC0HSASEDIAQgASIARg0wIAQgAW\
sgAigCACIBaiEFIAAgAWtBBGohBgJAA0AgAC0AACABQfzPAGotAABHDQEgAUEERg0DIAFBAWohASAEIABBAWoiAEcNAAsgAiAFNgIADDELIAJBADYCHCACIA\
A2AhQgAkGQMzYCECACQQg2AgwgAkEANgIAQQAhAwwwCyABIARHBEAgAkEONgIIIAIgATYCBEG3ASEDDBcLQdEBIQMMLwsgAkEANgIAIAZBAWohAQtBuAEhAw\
wUCyABIARGBEBB0AEhAwwtCyABLQAAQTBrIgBB/wFxQQpJBEAgAiAAOgAqIAFBAWohAUG2ASEDDBQLIAIoAgQhACACQQA2AgQgAiAAIAEQKCIARQ0UIAJBzw\
E2AhwgAiABNgIUIAIgADYCDEEAIQMMLAsgASAERgRAQc4BIQMMLAsCQCABLQAAQS5GBEAgAUEBaiEBDAELIAIoAgQhACACQQA2AgQgAiAAIAEQKCIARQ0VIA\
JBzQE2AhwgAiABNgIUIAIgADYCDEEAIQMMLAtBtQEhAwwSCyAEIAEiBUYEQEHMASEDDCsLQQAhAEEBIQFBASEGQQAhAwJAAkACQAJAAkACfwJAAkACQAJAAk\
ACQAJAIAUtAABBMGsOCgoJAAECAwQFBggLC0ECDAYLQQMMBQtBBAwEC0EFDAMLQQYMAgtBBwwBC0EICyEDQQAhAUEAIQYMAgtBCSEDQQEhAEEAIQFBACEGDA\
ELQQAhAUEBIQMLIAIgAzoAKyAFQQFqIQMCQAJAIAItAC1BEHENAAJAAkACQCACLQAqDgMBAAIECyAGRQ0DDAILIAANAQwCCyABRQ0BCyACKAIEIQAgAkEANg\
IEIAIgACADECgiAEUEQCADIQEMAwsgAkHJATYCHCACIAM2AhQgAiAANgIMQQAhAwwtCyACKAIEIQAgAkEANgIEIAIgACADECgiAEUEQCADIQEMGAsgAkHKAT\
YCHCACIAM2AhQgAiAANgIMQQAhAwwsCyACKAIEIQAgAkEANgIEIAIgACAFECgiAEUEQCAFIQEMFgsgAkHLATYCHCACIAU2AhQgAiAANgIMDCsLQbQBIQMMEQ\
tBACEAAkAgAigCOCIDRQ0AIAMoAjwiA0UNACACIAMRAAAhAAsCQCAABEAgAEEVRg0BIAJBADYCHCACIAE2AhQgAkGUDTYCECACQSE2AgxBACEDDCsLQbIBIQ\
MMEQsgAkHIATYCHCACIAE2AhQgAkHJFzYCECACQRU2AgxBACEDDCkLIAJBADYCACAGQQFqIQFB9QAhAwwPCyACLQApQQVGBEBB4wAhAwwPC0HiACEDDA4LIA\
AhASACQQA2AgALIAJBADoALEEJIQMMDAsgAkEANgIAIAdBAWohAUHAACEDDAsLQQELOgAsIAJBADYCACAGQQFqIQELQSkhAwwIC0E4IQMMBwsCQCABIARHBE\
ADQCABLQAAQYA+ai0AACIAQQFHBEAgAEECRw0DIAFBAWohAQwFCyAEIAFBAWoiAUcNAAtBPiEDDCELQT4hAwwgCwsgAkEAOgAsDAELQQshAwwEC0E6IQMMAw\
sgAUEBaiEBQS0hAwwCCyACIAE6ACwgAkEANgIAIAZBAWohAUEMIQMMAQsgAkEANgIAIAZBAWohAUEKIQMMAAsAC0EAIQMgAkEANgIcIAIgATYCFCACQc0QNg\
IQIAJBCTYCDAwXC0EAIQMgAkEANgIcIAIgATYCFCACQekKNgIQIAJBCTYCDAwWC0EAIQMgAkEANgIcIAIgATYCFCACQbcQNgIQIAJBCTYCDAwVC0EAIQMgAk\
EANgIcIAIgATYCFCACQZwRNgIQIAJBCTYCDAwUC0EAIQMgAkEANgIcIAIgATYCFCACQc0QNgIQIAJBCTYCDAwTC0EAIQMgAkEANgIcIAIgATYCFCACQekKNg\
IQIAJBCTYCDAwSC0EAIQMgAkEANgIcIAIgATYCFCACQbcQNgIQIAJBCTYCDAwRC0EAIQMgAkEANgIcIAIgATYCFCACQZwRNgIQIAJBCTYCDAwQC0EAIQMgAk\
EANgIcIAIgATYCFCACQZcVNgIQIAJBDzYCDAwPC0EAIQMgAkEANgIcIAIgATYCFCACQZcVNgIQIAJBDzYCDAwOC0EAIQMgAkEANgIcIAIgATYCFCACQcASNg\
IQIAJBCzYCDAwNC0EAIQMgAkEANgIcIAIgATYCFCACQZUJNgIQIAJBCzYCDAwMC0EAIQMgAkEANgIcIAIgATYCFCACQeEPNgIQIAJBCjYCDAwLC0EAIQMgAk\
EANgIcIAIgATYCFCACQfsPNgIQIAJBCjYCDAwKC0EAIQMgAkEANgIcIAIgATYCFCACQfEZNgIQIAJBAjYCDAwJC0EAIQMgAkEANgIcIAIgATYCFCACQcQUNg\
IQIAJBAjYCDAwIC0EAIQMgAkEANgIcIAIgATYCFCACQfIVNgIQIAJBAjYCDAwHCyACQQI2AhwgAiABNgIUIAJBnBo2AhAgAkEWNgIMQQAhAwwGC0EBIQMMBQ\
tB1AAhAyABIARGDQQgCEEIaiEJIAIoAgAhBQJAAkAgASAERwRAIAVB2MIAaiEHIAQgBWogAWshACAFQX9zQQpqIgUgAWohBgNAIAEtAAAgBy0AAEcEQEECIQ\
cMAwsgBUUEQEEAIQcgBiEBDAMLIAVBAWshBSAHQQFqIQcgBCABQQFqIgFHDQALIAAhBSAEIQELIAlBATYCACACIAU2AgAMAQsgAkEANgIAIAkgBzYCAAsgCS\
ABNgIEIAgoAgwhACAIKAIIDgMBBAIACwALIAJBADYCHCACQbUaNgIQIAJBFzYCDCACIABBAWo2AhRBACEDDAILIAJBADYCHCACIAA2AhQgAkHKGjYCECACQQ\
k2AgxBACEDDAELIAEgBEYEQEEiIQMMAQsgAkEJNgIIIAIgATYCBEEhIQMLIAhBEGokACADRQRAIAIoAgwhAAwBCyACIAM2AhxBACEAIAIoAgQiAUUNACACIA\
EgBCACKAIIEQEAIgFFDQAgAiAENgIUIAIgATYCDCABIQALIAALvgIBAn8gAEEAOgAAIABB3ABqIgFBAWtBADoAACAAQQA6AAIgAEEAOgABIAFBA2tBADoAAC\
ABQQJrQQA6AAAgAEEAOgADIAFBBGtBADoAAEEAIABrQQNxIgEgAGoiAEEANgIAQdwAIAFrQXxxIgIgAGoiAUEEa0EANgIAAkAgAkEJSQ0AIABBADYCCCAAQQ\
A2AgQgAUEIa0EANgIAIAFBDGtBADYCACACQRlJDQAgAEEANgIYIABBADYCFCAAQQA2AhAgAEEANgIMIAFBEGtBADYCACABQRRrQQA2AgAgAUEYa0EANgIAIA\
FBHGtBADYCACACIABBBHFBGHIiAmsiAUEgSQ0AIAAgAmohAANAIABCADcDGCAAQgA3AxAgAEIANwMIIABCADcDACAAQSBqIQAgAUEgayIBQR9LDQALCwtWAQ\
F/AkAgACgCDA0AAkACQAJAAkAgAC0ALw4DAQADAgsgACgCOCIBRQ0AIAEoAiwiAUUNACAAIAERAAAiAQ0DC0EADwsACyAAQcMWNgIQQQ4hAQsgAQsaACAAKA\
IMRQRAIABB0Rs2AhAgAEEVNgIMCwsUACAAKAIMQRVGBEAgAEEANgIMCwsUACAAKAIMQRZGBEAgAEEANgIMCwsHACAAKAIMCwcAIAAoAhALCQAgACABNgIQCw\
cAIAAoAhQLFwAgAEEkTwRAAAsgAEECdEGgM2ooAgALFwAgAEEuTwRAAAsgAEECdEGwNGooAgALvwkBAX9B6yghAQJAAkACQAJAAkACQAJAAkACQAJAAkACQA\
JAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQA\
JAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIABB5A\
BrDvQDY2IAAWFhYWFhYQIDBAVhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYW\
FhYWFhYWFhYWFhYWFhBgcICQoLDA0OD2FhYWFhEGFhYWFhYWFhYWFhEWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYW\
FhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYRITFBUWFxgZGhthYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYW\
FhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhHB0eHyAhIiMkJSYnKCkqKywtLi8wMTIzNDU2YTc4OTphYWFhYWFhYTthYWE8YWFhYT0+P2FhYW\
FhYWFhQGFhQWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYUJDREVGR0hJSktMTU5PUFFSU2FhYWFhYWFhVFVWV1hZWlthXF1hYWFhYWFhYWFhYWFhYW\
FhYWFhYWFhYWFhYWFhYWFeYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhX2BhC0HhJw8LQaQhDwtByywPC0H+MQ8LQcAkDwtBqyQPC0GNKA\
8LQeImDwtBgDAPC0G5Lw8LQdckDwtB7x8PC0HhHw8LQfofDwtB8iAPC0GoLw8LQa4yDwtBiDAPC0HsJw8LQYIiDwtBjh0PC0HQLg8LQcojDwtBxTIPC0HfHA\
8LQdIcDwtBxCAPC0HXIA8LQaIfDwtB7S4PC0GrMA8LQdQlDwtBzC4PC0H6Lg8LQfwrDwtB0jAPC0HxHQ8LQbsgDwtB9ysPC0GQMQ8LQdcxDwtBoi0PC0HUJw\
8LQeArDwtBnywPC0HrMQ8LQdUfDwtByjEPC0HeJQ8LQdQeDwtB9BwPC0GnMg8LQbEdDwtBoB0PC0G5MQ8LQbwwDwtBkiEPC0GzJg8LQeksDwtBrB4PC0HUKw\
8LQfcmDwtBgCYPC0GwIQ8LQf4eDwtBjSMPC0GJLQ8LQfciDwtBoDEPC0GuHw8LQcYlDwtB6B4PC0GTIg8LQcIvDwtBwx0PC0GLLA8LQeEdDwtBjS8PC0HqIQ\
8LQbQtDwtB0i8PC0HfMg8LQdIyDwtB8DAPC0GpIg8LQfkjDwtBmR4PC0G1LA8LQZswDwtBkjIPC0G2Kw8LQcIiDwtB+DIPC0GeJQ8LQdAiDwtBuh4PC0GBHg\
8LAAtB1iEhAQsgAQsWACAAIAAtAC1B/gFxIAFBAEdyOgAtCxkAIAAgAC0ALUH9AXEgAUEAR0EBdHI6AC0LGQAgACAALQAtQfsBcSABQQBHQQJ0cjoALQsZAC\
AAIAAtAC1B9wFxIAFBAEdBA3RyOgAtCz4BAn8CQCAAKAI4IgNFDQAgAygCBCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBxhE2AhBBGCEECyAECz4BAn\
8CQCAAKAI4IgNFDQAgAygCCCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABB9go2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCDCIDRQ0AIAAgAS\
ACIAFrIAMRAQAiBEF/Rw0AIABB7Ro2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCECIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBlRA2AhBBGC\
EECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCFCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBqhs2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCGC\
IDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABB7RM2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCKCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIA\
BB9gg2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCHCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBwhk2AhBBGCEECyAECz4BAn8CQCAAKAI4Ig\
NFDQAgAygCICIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBlBQ2AhBBGCEECyAEC1kBAn8CQCAALQAoQQFGDQAgAC8BMiIBQeQAa0HkAEkNACABQcwBRg\
0AIAFBsAJGDQAgAC8BMCIAQcAAcQ0AQQEhAiAAQYgEcUGABEYNACAAQShxRSECCyACC4wBAQJ/AkACQAJAIAAtACpFDQAgAC0AK0UNACAALwEwIgFBAnFFDQ\
EMAgsgAC8BMCIBQQFxRQ0BC0EBIQIgAC0AKEEBRg0AIAAvATIiAEHkAGtB5ABJDQAgAEHMAUYNACAAQbACRg0AIAFBwABxDQBBACECIAFBiARxQYAERg0AIA\
FBKHFBAEchAgsgAgtXACAAQRhqQgA3AwAgAEIANwMAIABBOGpCADcDACAAQTBqQgA3AwAgAEEoakIANwMAIABBIGpCADcDACAAQRBqQgA3AwAgAEEIakIANw\
MAIABB3QE2AhwLBgAgABAyC5otAQt/IwBBEGsiCiQAQaTQACgCACIJRQRAQeTTACgCACIFRQRAQfDTAEJ/NwIAQejTAEKAgISAgIDAADcCAEHk0wAgCkEIak\
FwcUHYqtWqBXMiBTYCAEH40wBBADYCAEHI0wBBADYCAAtBzNMAQYDUBDYCAEGc0ABBgNQENgIAQbDQACAFNgIAQazQAEF/NgIAQdDTAEGArAM2AgADQCABQc\
jQAGogAUG80ABqIgI2AgAgAiABQbTQAGoiAzYCACABQcDQAGogAzYCACABQdDQAGogAUHE0ABqIgM2AgAgAyACNgIAIAFB2NAAaiABQczQAGoiAjYCACACIA\
M2AgAgAUHU0ABqIAI2AgAgAUEgaiIBQYACRw0AC0GM1ARBwasDNgIAQajQAEH00wAoAgA2AgBBmNAAQcCrAzYCAEGk0ABBiNQENgIAQcz/B0E4NgIAQYjUBC\
EJCwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIABB7AFNBEBBjNAAKAIAIgZBECAAQRNqQXBxIABBC0kbIgRBA3YiAHYiAUEDcQRAAkAgAUEBcS\
AAckEBcyICQQN0IgBBtNAAaiIBIABBvNAAaigCACIAKAIIIgNGBEBBjNAAIAZBfiACd3E2AgAMAQsgASADNgIIIAMgATYCDAsgAEEIaiEBIAAgAkEDdCICQQ\
NyNgIEIAAgAmoiACAAKAIEQQFyNgIEDBELQZTQACgCACIIIARPDQEgAQRAAkBBAiAAdCICQQAgAmtyIAEgAHRxaCIAQQN0IgJBtNAAaiIBIAJBvNAAaigCAC\
ICKAIIIgNGBEBBjNAAIAZBfiAAd3EiBjYCAAwBCyABIAM2AgggAyABNgIMCyACIARBA3I2AgQgAEEDdCIAIARrIQUgACACaiAFNgIAIAIgBGoiBCAFQQFyNg\
IEIAgEQCAIQXhxQbTQAGohAEGg0AAoAgAhAwJ/QQEgCEEDdnQiASAGcUUEQEGM0AAgASAGcjYCACAADAELIAAoAggLIgEgAzYCDCAAIAM2AgggAyAANgIMIA\
MgATYCCAsgAkEIaiEBQaDQACAENgIAQZTQACAFNgIADBELQZDQACgCACILRQ0BIAtoQQJ0QbzSAGooAgAiACgCBEF4cSAEayEFIAAhAgNAAkAgAigCECIBRQ\
RAIAJBFGooAgAiAUUNAQsgASgCBEF4cSAEayIDIAVJIQIgAyAFIAIbIQUgASAAIAIbIQAgASECDAELCyAAKAIYIQkgACgCDCIDIABHBEBBnNAAKAIAGiADIA\
AoAggiATYCCCABIAM2AgwMEAsgAEEUaiICKAIAIgFFBEAgACgCECIBRQ0DIABBEGohAgsDQCACIQcgASIDQRRqIgIoAgAiAQ0AIANBEGohAiADKAIQIgENAA\
sgB0EANgIADA8LQX8hBCAAQb9/Sw0AIABBE2oiAUFwcSEEQZDQACgCACIIRQ0AQQAgBGshBQJAAkACQAJ/QQAgBEGAAkkNABpBHyAEQf///wdLDQAaIARBJi\
ABQQh2ZyIAa3ZBAXEgAEEBdGtBPmoLIgZBAnRBvNIAaigCACICRQRAQQAhAUEAIQMMAQtBACEBIARBGSAGQQF2a0EAIAZBH0cbdCEAQQAhAwNAAkAgAigCBE\
F4cSAEayIHIAVPDQAgAiEDIAciBQ0AQQAhBSACIQEMAwsgASACQRRqKAIAIgcgByACIABBHXZBBHFqQRBqKAIAIgJGGyABIAcbIQEgAEEBdCEAIAINAAsLIA\
EgA3JFBEBBACEDQQIgBnQiAEEAIABrciAIcSIARQ0DIABoQQJ0QbzSAGooAgAhAQsgAUUNAQsDQCABKAIEQXhxIARrIgIgBUkhACACIAUgABshBSABIAMgAB\
shAyABKAIQIgAEfyAABSABQRRqKAIACyIBDQALCyADRQ0AIAVBlNAAKAIAIARrTw0AIAMoAhghByADIAMoAgwiAEcEQEGc0AAoAgAaIAAgAygCCCIBNgIIIA\
EgADYCDAwOCyADQRRqIgIoAgAiAUUEQCADKAIQIgFFDQMgA0EQaiECCwNAIAIhBiABIgBBFGoiAigCACIBDQAgAEEQaiECIAAoAhAiAQ0ACyAGQQA2AgAMDQ\
tBlNAAKAIAIgMgBE8EQEGg0AAoAgAhAQJAIAMgBGsiAkEQTwRAIAEgBGoiACACQQFyNgIEIAEgA2ogAjYCACABIARBA3I2AgQMAQsgASADQQNyNgIEIAEgA2\
oiACAAKAIEQQFyNgIEQQAhAEEAIQILQZTQACACNgIAQaDQACAANgIAIAFBCGohAQwPC0GY0AAoAgAiAyAESwRAIAQgCWoiACADIARrIgFBAXI2AgRBpNAAIA\
A2AgBBmNAAIAE2AgAgCSAEQQNyNgIEIAlBCGohAQwPC0EAIQEgBAJ/QeTTACgCAARAQezTACgCAAwBC0Hw0wBCfzcCAEHo0wBCgICEgICAwAA3AgBB5NMAIA\
pBDGpBcHFB2KrVqgVzNgIAQfjTAEEANgIAQcjTAEEANgIAQYCABAsiACAEQccAaiIFaiIGQQAgAGsiB3EiAk8EQEH80wBBMDYCAAwPCwJAQcTTACgCACIBRQ\
0AQbzTACgCACIIIAJqIQAgACABTSAAIAhLcQ0AQQAhAUH80wBBMDYCAAwPC0HI0wAtAABBBHENBAJAAkAgCQRAQczTACEBA0AgASgCACIAIAlNBEAgACABKA\
IEaiAJSw0DCyABKAIIIgENAAsLQQAQMyIAQX9GDQUgAiEGQejTACgCACIBQQFrIgMgAHEEQCACIABrIAAgA2pBACABa3FqIQYLIAQgBk8NBSAGQf7///8HSw\
0FQcTTACgCACIDBEBBvNMAKAIAIgcgBmohASABIAdNDQYgASADSw0GCyAGEDMiASAARw0BDAcLIAYgA2sgB3EiBkH+////B0sNBCAGEDMhACAAIAEoAgAgAS\
gCBGpGDQMgACEBCwJAIAYgBEHIAGpPDQAgAUF/Rg0AQezTACgCACIAIAUgBmtqQQAgAGtxIgBB/v///wdLBEAgASEADAcLIAAQM0F/RwRAIAAgBmohBiABIQ\
AMBwtBACAGaxAzGgwECyABIgBBf0cNBQwDC0EAIQMMDAtBACEADAoLIABBf0cNAgtByNMAQcjTACgCAEEEcjYCAAsgAkH+////B0sNASACEDMhAEEAEDMhAS\
AAQX9GDQEgAUF/Rg0BIAAgAU8NASABIABrIgYgBEE4ak0NAQtBvNMAQbzTACgCACAGaiIBNgIAQcDTACgCACABSQRAQcDTACABNgIACwJAAkACQEGk0AAoAg\
AiAgRAQczTACEBA0AgACABKAIAIgMgASgCBCIFakYNAiABKAIIIgENAAsMAgtBnNAAKAIAIgFBAEcgACABT3FFBEBBnNAAIAA2AgALQQAhAUHQ0wAgBjYCAE\
HM0wAgADYCAEGs0ABBfzYCAEGw0ABB5NMAKAIANgIAQdjTAEEANgIAA0AgAUHI0ABqIAFBvNAAaiICNgIAIAIgAUG00ABqIgM2AgAgAUHA0ABqIAM2AgAgAU\
HQ0ABqIAFBxNAAaiIDNgIAIAMgAjYCACABQdjQAGogAUHM0ABqIgI2AgAgAiADNgIAIAFB1NAAaiACNgIAIAFBIGoiAUGAAkcNAAtBeCAAa0EPcSIBIABqIg\
IgBkE4ayIDIAFrIgFBAXI2AgRBqNAAQfTTACgCADYCAEGY0AAgATYCAEGk0AAgAjYCACAAIANqQTg2AgQMAgsgACACTQ0AIAIgA0kNACABKAIMQQhxDQBBeC\
ACa0EPcSIAIAJqIgNBmNAAKAIAIAZqIgcgAGsiAEEBcjYCBCABIAUgBmo2AgRBqNAAQfTTACgCADYCAEGY0AAgADYCAEGk0AAgAzYCACACIAdqQTg2AgQMAQ\
sgAEGc0AAoAgBJBEBBnNAAIAA2AgALIAAgBmohA0HM0wAhAQJAAkACQANAIAMgASgCAEcEQCABKAIIIgENAQwCCwsgAS0ADEEIcUUNAQtBzNMAIQEDQCABKA\
IAIgMgAk0EQCADIAEoAgRqIgUgAksNAwsgASgCCCEBDAALAAsgASAANgIAIAEgASgCBCAGajYCBCAAQXggAGtBD3FqIgkgBEEDcjYCBCADQXggA2tBD3FqIg\
YgBCAJaiIEayEBIAIgBkYEQEGk0AAgBDYCAEGY0ABBmNAAKAIAIAFqIgA2AgAgBCAAQQFyNgIEDAgLQaDQACgCACAGRgRAQaDQACAENgIAQZTQAEGU0AAoAg\
AgAWoiADYCACAEIABBAXI2AgQgACAEaiAANgIADAgLIAYoAgQiBUEDcUEBRw0GIAVBeHEhCCAFQf8BTQRAIAVBA3YhAyAGKAIIIgAgBigCDCICRgRAQYzQAE\
GM0AAoAgBBfiADd3E2AgAMBwsgAiAANgIIIAAgAjYCDAwGCyAGKAIYIQcgBiAGKAIMIgBHBEAgACAGKAIIIgI2AgggAiAANgIMDAULIAZBFGoiAigCACIFRQ\
RAIAYoAhAiBUUNBCAGQRBqIQILA0AgAiEDIAUiAEEUaiICKAIAIgUNACAAQRBqIQIgACgCECIFDQALIANBADYCAAwEC0F4IABrQQ9xIgEgAGoiByAGQThrIg\
MgAWsiAUEBcjYCBCAAIANqQTg2AgQgAiAFQTcgBWtBD3FqQT9rIgMgAyACQRBqSRsiA0EjNgIEQajQAEH00wAoAgA2AgBBmNAAIAE2AgBBpNAAIAc2AgAgA0\
EQakHU0wApAgA3AgAgA0HM0wApAgA3AghB1NMAIANBCGo2AgBB0NMAIAY2AgBBzNMAIAA2AgBB2NMAQQA2AgAgA0EkaiEBA0AgAUEHNgIAIAUgAUEEaiIBSw\
0ACyACIANGDQAgAyADKAIEQX5xNgIEIAMgAyACayIFNgIAIAIgBUEBcjYCBCAFQf8BTQRAIAVBeHFBtNAAaiEAAn9BjNAAKAIAIgFBASAFQQN2dCIDcUUEQE\
GM0AAgASADcjYCACAADAELIAAoAggLIgEgAjYCDCAAIAI2AgggAiAANgIMIAIgATYCCAwBC0EfIQEgBUH///8HTQRAIAVBJiAFQQh2ZyIAa3ZBAXEgAEEBdG\
tBPmohAQsgAiABNgIcIAJCADcCECABQQJ0QbzSAGohAEGQ0AAoAgAiA0EBIAF0IgZxRQRAIAAgAjYCAEGQ0AAgAyAGcjYCACACIAA2AhggAiACNgIIIAIgAj\
YCDAwBCyAFQRkgAUEBdmtBACABQR9HG3QhASAAKAIAIQMCQANAIAMiACgCBEF4cSAFRg0BIAFBHXYhAyABQQF0IQEgACADQQRxakEQaiIGKAIAIgMNAAsgBi\
ACNgIAIAIgADYCGCACIAI2AgwgAiACNgIIDAELIAAoAggiASACNgIMIAAgAjYCCCACQQA2AhggAiAANgIMIAIgATYCCAtBmNAAKAIAIgEgBE0NAEGk0AAoAg\
AiACAEaiICIAEgBGsiAUEBcjYCBEGY0AAgATYCAEGk0AAgAjYCACAAIARBA3I2AgQgAEEIaiEBDAgLQQAhAUH80wBBMDYCAAwHC0EAIQALIAdFDQACQCAGKA\
IcIgJBAnRBvNIAaiIDKAIAIAZGBEAgAyAANgIAIAANAUGQ0ABBkNAAKAIAQX4gAndxNgIADAILIAdBEEEUIAcoAhAgBkYbaiAANgIAIABFDQELIAAgBzYCGC\
AGKAIQIgIEQCAAIAI2AhAgAiAANgIYCyAGQRRqKAIAIgJFDQAgAEEUaiACNgIAIAIgADYCGAsgASAIaiEBIAYgCGoiBigCBCEFCyAGIAVBfnE2AgQgASAEai\
ABNgIAIAQgAUEBcjYCBCABQf8BTQRAIAFBeHFBtNAAaiEAAn9BjNAAKAIAIgJBASABQQN2dCIBcUUEQEGM0AAgASACcjYCACAADAELIAAoAggLIgEgBDYCDC\
AAIAQ2AgggBCAANgIMIAQgATYCCAwBC0EfIQUgAUH///8HTQRAIAFBJiABQQh2ZyIAa3ZBAXEgAEEBdGtBPmohBQsgBCAFNgIcIARCADcCECAFQQJ0QbzSAG\
ohAEGQ0AAoAgAiAkEBIAV0IgNxRQRAIAAgBDYCAEGQ0AAgAiADcjYCACAEIAA2AhggBCAENgIIIAQgBDYCDAwBCyABQRkgBUEBdmtBACAFQR9HG3QhBSAAKA\
IAIQACQANAIAAiAigCBEF4cSABRg0BIAVBHXYhACAFQQF0IQUgAiAAQQRxakEQaiIDKAIAIgANAAsgAyAENgIAIAQgAjYCGCAEIAQ2AgwgBCAENgIIDAELIA\
IoAggiACAENgIMIAIgBDYCCCAEQQA2AhggBCACNgIMIAQgADYCCAsgCUEIaiEBDAILAkAgB0UNAAJAIAMoAhwiAUECdEG80gBqIgIoAgAgA0YEQCACIAA2Ag\
AgAA0BQZDQACAIQX4gAXdxIgg2AgAMAgsgB0EQQRQgBygCECADRhtqIAA2AgAgAEUNAQsgACAHNgIYIAMoAhAiAQRAIAAgATYCECABIAA2AhgLIANBFGooAg\
AiAUUNACAAQRRqIAE2AgAgASAANgIYCwJAIAVBD00EQCADIAQgBWoiAEEDcjYCBCAAIANqIgAgACgCBEEBcjYCBAwBCyADIARqIgIgBUEBcjYCBCADIARBA3\
I2AgQgAiAFaiAFNgIAIAVB/wFNBEAgBUF4cUG00ABqIQACf0GM0AAoAgAiAUEBIAVBA3Z0IgVxRQRAQYzQACABIAVyNgIAIAAMAQsgACgCCAsiASACNgIMIA\
AgAjYCCCACIAA2AgwgAiABNgIIDAELQR8hASAFQf///wdNBEAgBUEmIAVBCHZnIgBrdkEBcSAAQQF0a0E+aiEBCyACIAE2AhwgAkIANwIQIAFBAnRBvNIAai\
EAQQEgAXQiBCAIcUUEQCAAIAI2AgBBkNAAIAQgCHI2AgAgAiAANgIYIAIgAjYCCCACIAI2AgwMAQsgBUEZIAFBAXZrQQAgAUEfRxt0IQEgACgCACEEAkADQC\
AEIgAoAgRBeHEgBUYNASABQR12IQQgAUEBdCEBIAAgBEEEcWpBEGoiBigCACIEDQALIAYgAjYCACACIAA2AhggAiACNgIMIAIgAjYCCAwBCyAAKAIIIgEgAj\
YCDCAAIAI2AgggAkEANgIYIAIgADYCDCACIAE2AggLIANBCGohAQwBCwJAIAlFDQACQCAAKAIcIgFBAnRBvNIAaiICKAIAIABGBEAgAiADNgIAIAMNAUGQ0A\
AgC0F+IAF3cTYCAAwCCyAJQRBBFCAJKAIQIABGG2ogAzYCACADRQ0BCyADIAk2AhggACgCECIBBEAgAyABNgIQIAEgAzYCGAsgAEEUaigCACIBRQ0AIANBFG\
ogATYCACABIAM2AhgLAkAgBUEPTQRAIAAgBCAFaiIBQQNyNgIEIAAgAWoiASABKAIEQQFyNgIEDAELIAAgBGoiByAFQQFyNgIEIAAgBEEDcjYCBCAFIAdqIA\
U2AgAgCARAIAhBeHFBtNAAaiEBQaDQACgCACEDAn9BASAIQQN2dCICIAZxRQRAQYzQACACIAZyNgIAIAEMAQsgASgCCAsiAiADNgIMIAEgAzYCCCADIAE2Ag\
wgAyACNgIIC0Gg0AAgBzYCAEGU0AAgBTYCAAsgAEEIaiEBCyAKQRBqJAAgAQtDACAARQRAPwBBEHQPCwJAIABB//8DcQ0AIABBAEgNACAAQRB2QAAiAEF/Rg\
RAQfzTAEEwNgIAQX8PCyAAQRB0DwsACwvcPyIAQYAICwkBAAAAAgAAAAMAQZQICwUEAAAABQBBpAgLCQYAAAAHAAAACABB3AgLii1JbnZhbGlkIGNoYXIgaW\
4gdXJsIHF1ZXJ5AFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fYm9keQBDb250ZW50LUxlbmd0aCBvdmVyZmxvdwBDaHVuayBzaXplIG92ZXJmbG93AFJlc3\
BvbnNlIG92ZXJmbG93AEludmFsaWQgbWV0aG9kIGZvciBIVFRQL3gueCByZXF1ZXN0AEludmFsaWQgbWV0aG9kIGZvciBSVFNQL3gueCByZXF1ZXN0AEV4cG\
VjdGVkIFNPVVJDRSBtZXRob2QgZm9yIElDRS94LnggcmVxdWVzdABJbnZhbGlkIGNoYXIgaW4gdXJsIGZyYWdtZW50IHN0YXJ0AEV4cGVjdGVkIGRvdABTcG\
FuIGNhbGxiYWNrIGVycm9yIGluIG9uX3N0YXR1cwBJbnZhbGlkIHJlc3BvbnNlIHN0YXR1cwBJbnZhbGlkIGNoYXJhY3RlciBpbiBjaHVuayBleHRlbnNpb2\
5zAFVzZXIgY2FsbGJhY2sgZXJyb3IAYG9uX3Jlc2V0YCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfaGVhZGVyYCBjYWxsYmFjayBlcnJvcgBgb25fbWVzc2\
FnZV9iZWdpbmAgY2FsbGJhY2sgZXJyb3IAYG9uX2NodW5rX2V4dGVuc2lvbl92YWx1ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX3N0YXR1c19jb21wbGV0ZWAgY2\
FsbGJhY2sgZXJyb3IAYG9uX3ZlcnNpb25fY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl91cmxfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9jaH\
Vua19jb21wbGV0ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX2hlYWRlcl92YWx1ZV9jb21wbGV0ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX21lc3NhZ2VfY29tcGxldG\
VgIGNhbGxiYWNrIGVycm9yAGBvbl9tZXRob2RfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9oZWFkZXJfZmllbGRfY29tcGxldGVgIGNhbGxiYWNrIG\
Vycm9yAGBvbl9jaHVua19leHRlbnNpb25fbmFtZWAgY2FsbGJhY2sgZXJyb3IAVW5leHBlY3RlZCBjaGFyIGluIHVybCBzZXJ2ZXIASW52YWxpZCBoZWFkZX\
IgdmFsdWUgY2hhcgBJbnZhbGlkIGhlYWRlciBmaWVsZCBjaGFyAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fdmVyc2lvbgBJbnZhbGlkIG1pbm9yIHZlcn\
Npb24ASW52YWxpZCBtYWpvciB2ZXJzaW9uAEV4cGVjdGVkIHNwYWNlIGFmdGVyIHZlcnNpb24ARXhwZWN0ZWQgQ1JMRiBhZnRlciB2ZXJzaW9uAEludmFsaW\
QgSFRUUCB2ZXJzaW9uAEludmFsaWQgaGVhZGVyIHRva2VuAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fdXJsAEludmFsaWQgY2hhcmFjdGVycyBpbiB1cm\
wAVW5leHBlY3RlZCBzdGFydCBjaGFyIGluIHVybABEb3VibGUgQCBpbiB1cmwARW1wdHkgQ29udGVudC1MZW5ndGgASW52YWxpZCBjaGFyYWN0ZXIgaW4gQ2\
9udGVudC1MZW5ndGgARHVwbGljYXRlIENvbnRlbnQtTGVuZ3RoAEludmFsaWQgY2hhciBpbiB1cmwgcGF0aABDb250ZW50LUxlbmd0aCBjYW4ndCBiZSBwcm\
VzZW50IHdpdGggVHJhbnNmZXItRW5jb2RpbmcASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgc2l6ZQBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX2hlYW\
Rlcl92YWx1ZQBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX2NodW5rX2V4dGVuc2lvbl92YWx1ZQBJbnZhbGlkIGNoYXJhY3RlciBpbiBjaHVuayBleHRlbn\
Npb25zIHZhbHVlAE1pc3NpbmcgZXhwZWN0ZWQgTEYgYWZ0ZXIgaGVhZGVyIHZhbHVlAEludmFsaWQgYFRyYW5zZmVyLUVuY29kaW5nYCBoZWFkZXIgdmFsdW\
UASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyBxdW90ZSB2YWx1ZQBJbnZhbGlkIGNoYXJhY3RlciBpbiBjaHVuayBleHRlbnNpb25zIH\
F1b3RlZCB2YWx1ZQBQYXVzZWQgYnkgb25faGVhZGVyc19jb21wbGV0ZQBJbnZhbGlkIEVPRiBzdGF0ZQBvbl9yZXNldCBwYXVzZQBvbl9jaHVua19oZWFkZX\
IgcGF1c2UAb25fbWVzc2FnZV9iZWdpbiBwYXVzZQBvbl9jaHVua19leHRlbnNpb25fdmFsdWUgcGF1c2UAb25fc3RhdHVzX2NvbXBsZXRlIHBhdXNlAG9uX3\
ZlcnNpb25fY29tcGxldGUgcGF1c2UAb25fdXJsX2NvbXBsZXRlIHBhdXNlAG9uX2NodW5rX2NvbXBsZXRlIHBhdXNlAG9uX2hlYWRlcl92YWx1ZV9jb21wbG\
V0ZSBwYXVzZQBvbl9tZXNzYWdlX2NvbXBsZXRlIHBhdXNlAG9uX21ldGhvZF9jb21wbGV0ZSBwYXVzZQBvbl9oZWFkZXJfZmllbGRfY29tcGxldGUgcGF1c2\
UAb25fY2h1bmtfZXh0ZW5zaW9uX25hbWUgcGF1c2UAVW5leHBlY3RlZCBzcGFjZSBhZnRlciBzdGFydCBsaW5lAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb2\
5fY2h1bmtfZXh0ZW5zaW9uX25hbWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyBuYW1lAFBhdXNlIG9uIENPTk5FQ1QvVXBncmFkZQ\
BQYXVzZSBvbiBQUkkvVXBncmFkZQBFeHBlY3RlZCBIVFRQLzIgQ29ubmVjdGlvbiBQcmVmYWNlAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fbWV0aG9kAE\
V4cGVjdGVkIHNwYWNlIGFmdGVyIG1ldGhvZABTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX2hlYWRlcl9maWVsZABQYXVzZWQASW52YWxpZCB3b3JkIGVuY2\
91bnRlcmVkAEludmFsaWQgbWV0aG9kIGVuY291bnRlcmVkAFVuZXhwZWN0ZWQgY2hhciBpbiB1cmwgc2NoZW1hAFJlcXVlc3QgaGFzIGludmFsaWQgYFRyYW\
5zZmVyLUVuY29kaW5nYABTV0lUQ0hfUFJPWFkAVVNFX1BST1hZAE1LQUNUSVZJVFkAVU5QUk9DRVNTQUJMRV9FTlRJVFkAQ09QWQBNT1ZFRF9QRVJNQU5FTl\
RMWQBUT09fRUFSTFkATk9USUZZAEZBSUxFRF9ERVBFTkRFTkNZAEJBRF9HQVRFV0FZAFBMQVkAUFVUAENIRUNLT1VUAEdBVEVXQVlfVElNRU9VVABSRVFVRV\
NUX1RJTUVPVVQATkVUV09SS19DT05ORUNUX1RJTUVPVVQAQ09OTkVDVElPTl9USU1FT1VUAExPR0lOX1RJTUVPVVQATkVUV09SS19SRUFEX1RJTUVPVVQAUE\
9TVABNSVNESVJFQ1RFRF9SRVFVRVNUAENMSUVOVF9DTE9TRURfUkVRVUVTVABDTElFTlRfQ0xPU0VEX0xPQURfQkFMQU5DRURfUkVRVUVTVABCQURfUkVRVU\
VTVABIVFRQX1JFUVVFU1RfU0VOVF9UT19IVFRQU19QT1JUAFJFUE9SVABJTV9BX1RFQVBPVABSRVNFVF9DT05URU5UAE5PX0NPTlRFTlQAUEFSVElBTF9DT0\
5URU5UAEhQRV9JTlZBTElEX0NPTlNUQU5UAEhQRV9DQl9SRVNFVABHRVQASFBFX1NUUklDVABDT05GTElDVABURU1QT1JBUllfUkVESVJFQ1QAUEVSTUFORU\
5UX1JFRElSRUNUAENPTk5FQ1QATVVMVElfU1RBVFVTAEhQRV9JTlZBTElEX1NUQVRVUwBUT09fTUFOWV9SRVFVRVNUUwBFQVJMWV9ISU5UUwBVTkFWQUlMQU\
JMRV9GT1JfTEVHQUxfUkVBU09OUwBPUFRJT05TAFNXSVRDSElOR19QUk9UT0NPTFMAVkFSSUFOVF9BTFNPX05FR09USUFURVMATVVMVElQTEVfQ0hPSUNFUw\
BJTlRFUk5BTF9TRVJWRVJfRVJST1IAV0VCX1NFUlZFUl9VTktOT1dOX0VSUk9SAFJBSUxHVU5fRVJST1IASURFTlRJVFlfUFJPVklERVJfQVVUSEVOVElDQV\
RJT05fRVJST1IAU1NMX0NFUlRJRklDQVRFX0VSUk9SAElOVkFMSURfWF9GT1JXQVJERURfRk9SAFNFVF9QQVJBTUVURVIAR0VUX1BBUkFNRVRFUgBIUEVfVV\
NFUgBTRUVfT1RIRVIASFBFX0NCX0NIVU5LX0hFQURFUgBNS0NBTEVOREFSAFNFVFVQAFdFQl9TRVJWRVJfSVNfRE9XTgBURUFSRE9XTgBIUEVfQ0xPU0VEX0\
NPTk5FQ1RJT04ASEVVUklTVElDX0VYUElSQVRJT04ARElTQ09OTkVDVEVEX09QRVJBVElPTgBOT05fQVVUSE9SSVRBVElWRV9JTkZPUk1BVElPTgBIUEVfSU\
5WQUxJRF9WRVJTSU9OAEhQRV9DQl9NRVNTQUdFX0JFR0lOAFNJVEVfSVNfRlJPWkVOAEhQRV9JTlZBTElEX0hFQURFUl9UT0tFTgBJTlZBTElEX1RPS0VOAE\
ZPUkJJRERFTgBFTkhBTkNFX1lPVVJfQ0FMTQBIUEVfSU5WQUxJRF9VUkwAQkxPQ0tFRF9CWV9QQVJFTlRBTF9DT05UUk9MAE1LQ09MAEFDTABIUEVfSU5URV\
JOQUwAUkVRVUVTVF9IRUFERVJfRklFTERTX1RPT19MQVJHRV9VTk9GRklDSUFMAEhQRV9PSwBVTkxJTksAVU5MT0NLAFBSSQBSRVRSWV9XSVRIAEhQRV9JTl\
ZBTElEX0NPTlRFTlRfTEVOR1RIAEhQRV9VTkVYUEVDVEVEX0NPTlRFTlRfTEVOR1RIAEZMVVNIAFBST1BQQVRDSABNLVNFQVJDSABVUklfVE9PX0xPTkcAUF\
JPQ0VTU0lORwBNSVNDRUxMQU5FT1VTX1BFUlNJU1RFTlRfV0FSTklORwBNSVNDRUxMQU5FT1VTX1dBUk5JTkcASFBFX0lOVkFMSURfVFJBTlNGRVJfRU5DT0\
RJTkcARXhwZWN0ZWQgQ1JMRgBIUEVfSU5WQUxJRF9DSFVOS19TSVpFAE1PVkUAQ09OVElOVUUASFBFX0NCX1NUQVRVU19DT01QTEVURQBIUEVfQ0JfSEVBRE\
VSU19DT01QTEVURQBIUEVfQ0JfVkVSU0lPTl9DT01QTEVURQBIUEVfQ0JfVVJMX0NPTVBMRVRFAEhQRV9DQl9DSFVOS19DT01QTEVURQBIUEVfQ0JfSEVBRE\
VSX1ZBTFVFX0NPTVBMRVRFAEhQRV9DQl9DSFVOS19FWFRFTlNJT05fVkFMVUVfQ09NUExFVEUASFBFX0NCX0NIVU5LX0VYVEVOU0lPTl9OQU1FX0NPTVBMRV\
RFAEhQRV9DQl9NRVNTQUdFX0NPTVBMRVRFAEhQRV9DQl9NRVRIT0RfQ09NUExFVEUASFBFX0NCX0hFQURFUl9GSUVMRF9DT01QTEVURQBERUxFVEUASFBFX0\
lOVkFMSURfRU9GX1NUQVRFAElOVkFMSURfU1NMX0NFUlRJRklDQVRFAFBBVVNFAE5PX1JFU1BPTlNFAFVOU1VQUE9SVEVEX01FRElBX1RZUEUAR09ORQBOT1\
RfQUNDRVBUQUJMRQBTRVJWSUNFX1VOQVZBSUxBQkxFAFJBTkdFX05PVF9TQVRJU0ZJQUJMRQBPUklHSU5fSVNfVU5SRUFDSEFCTEUAUkVTUE9OU0VfSVNfU1\
RBTEUAUFVSR0UATUVSR0UAUkVRVUVTVF9IRUFERVJfRklFTERTX1RPT19MQVJHRQBSRVFVRVNUX0hFQURFUl9UT09fTEFSR0UAUEFZTE9BRF9UT09fTEFSR0\
UASU5TVUZGSUNJRU5UX1NUT1JBR0UASFBFX1BBVVNFRF9VUEdSQURFAEhQRV9QQVVTRURfSDJfVVBHUkFERQBTT1VSQ0UAQU5OT1VOQ0UAVFJBQ0UASFBFX1\
VORVhQRUNURURfU1BBQ0UAREVTQ1JJQkUAVU5TVUJTQ1JJQkUAUkVDT1JEAEhQRV9JTlZBTElEX01FVEhPRABOT1RfRk9VTkQAUFJPUEZJTkQAVU5CSU5EAF\
JFQklORABVTkFVVEhPUklaRUQATUVUSE9EX05PVF9BTExPV0VEAEhUVFBfVkVSU0lPTl9OT1RfU1VQUE9SVEVEAEFMUkVBRFlfUkVQT1JURUQAQUNDRVBURU\
QATk9UX0lNUExFTUVOVEVEAExPT1BfREVURUNURUQASFBFX0NSX0VYUEVDVEVEAEhQRV9MRl9FWFBFQ1RFRABDUkVBVEVEAElNX1VTRUQASFBFX1BBVVNFRA\
BUSU1FT1VUX09DQ1VSRUQAUEFZTUVOVF9SRVFVSVJFRABQUkVDT05ESVRJT05fUkVRVUlSRUQAUFJPWFlfQVVUSEVOVElDQVRJT05fUkVRVUlSRUQATkVUV0\
9SS19BVVRIRU5USUNBVElPTl9SRVFVSVJFRABMRU5HVEhfUkVRVUlSRUQAU1NMX0NFUlRJRklDQVRFX1JFUVVJUkVEAFVQR1JBREVfUkVRVUlSRUQAUEFHRV\
9FWFBJUkVEAFBSRUNPTkRJVElPTl9GQUlMRUQARVhQRUNUQVRJT05fRkFJTEVEAFJFVkFMSURBVElPTl9GQUlMRUQAU1NMX0hBTkRTSEFLRV9GQUlMRUQATE\
9DS0VEAFRSQU5TRk9STUFUSU9OX0FQUExJRUQATk9UX01PRElGSUVEAE5PVF9FWFRFTkRFRABCQU5EV0lEVEhfTElNSVRfRVhDRUVERUQAU0lURV9JU19PVk\
VSTE9BREVEAEhFQUQARXhwZWN0ZWQgSFRUUC8AAF4TAAAmEwAAMBAAAPAXAACdEwAAFRIAADkXAADwEgAAChAAAHUSAACtEgAAghMAAE8UAAB/EAAAoBUAAC\
MUAACJEgAAixQAAE0VAADUEQAAzxQAABAYAADJFgAA3BYAAMERAADgFwAAuxQAAHQUAAB8FQAA5RQAAAgXAAAfEAAAZRUAAKMUAAAoFQAAAhUAAJkVAAAsEA\
AAixkAAE8PAADUDgAAahAAAM4QAAACFwAAiQ4AAG4TAAAcEwAAZhQAAFYXAADBEwAAzRMAAGwTAABoFwAAZhcAAF8XAAAiEwAAzg8AAGkOAADYDgAAYxYAAM\
sTAACqDgAAKBcAACYXAADFEwAAXRYAAOgRAABnEwAAZRMAAPIWAABzEwAAHRcAAPkWAADzEQAAzw4AAM4VAAAMEgAAsxEAAKURAABhEAAAMhcAALsTAEH5NQ\
sBAQBBkDYL4AEBAQIBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBB/TcLAQEAQZE4C14CAwICAgICAAACAgACAgACAgICAgICAg\
ICAAQAAAAAAAICAgICAgICAgICAgICAgICAgICAgICAgICAAAAAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAAgACAEH9OQsBAQBBkToLXgIAAgICAg\
IAAAICAAICAAICAgICAgICAgIAAwAEAAAAAgICAgICAgICAgICAgICAgICAgICAgICAgIAAAACAgICAgICAgICAgICAgICAgICAgICAgICAgICAgACAAIAQf\
A7Cw1sb3NlZWVwLWFsaXZlAEGJPAsBAQBBoDwL4AEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBBiT4LAQEAQaA+C+cBAQ\
EBAQEBAQEBAQEBAgEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQFjaHVua2VkAEGwwAALXwEBAAEBAQEBAAABAQABAQABAQEBAQEBAQEBAAAAAAAAAA\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAAAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQABAEGQwgALIWVjdGlvbmVudC1sZW5ndGhvbnJveH\
ktY29ubmVjdGlvbgBBwMIACy1yYW5zZmVyLWVuY29kaW5ncGdyYWRlDQoNCg0KU00NCg0KVFRQL0NFL1RTUC8AQfnCAAsFAQIAAQMAQZDDAAvgAQQBAQEBAQ\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAA\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAEH5xAALBQECAAEDAEGQxQAL4AEEAQEFAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAQEBAQBB+cYACwQBAAABAEGRxwAL3wEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAEH6yAALBAEAAAIAQZDJAA\
tfAwQAAAQEBAQEBAQEBAQEBQQEBAQEBAQEBAQEBAAEAAYHBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQABAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBA\
QEBAAAAAQAQfrKAAsEAQAAAQBBkMsACwEBAEGqywALQQIAAAAAAAADAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwAAAAAAAAMDAwMDAwMDAwMDAwMDAwMDAw\
MDAwMDAwMDAEH6zAALBAEAAAEAQZDNAAsBAQBBms0ACwYCAAAAAAIAQbHNAAs6AwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAAAAAAADAwMDAwMDAwMDAw\
MDAwMDAwMDAwMDAwMDAwBB8M4AC5YBTk9VTkNFRUNLT1VUTkVDVEVURUNSSUJFTFVTSEVURUFEU0VBUkNIUkdFQ1RJVklUWUxFTkRBUlZFT1RJRllQVElPTl\
NDSFNFQVlTVEFUQ0hHRU9SRElSRUNUT1JUUkNIUEFSQU1FVEVSVVJDRUJTQ1JJQkVBUkRPV05BQ0VJTkROS0NLVUJTQ1JJQkVIVFRQL0FEVFAv","base64")});var za=h((VS,Za)=>{"use strict";var{Buffer:Dd}=require("node:buffer");Za.exports=Dd.from("AGFzbQEAAAABJwdgAX8Bf2ADf39/AX\
9gAX8AYAJ/fwBgBH9/f38Bf2AAAGADf39/AALLAQgDZW52GHdhc21fb25faGVhZGVyc19jb21wbGV0ZQAEA2VudhV3YXNtX29uX21lc3NhZ2VfYmVnaW4AAA\
NlbnYLd2FzbV9vbl91cmwAAQNlbnYOd2FzbV9vbl9zdGF0dXMAAQNlbnYUd2FzbV9vbl9oZWFkZXJfZmllbGQAAQNlbnYUd2FzbV9vbl9oZWFkZXJfdmFsdW\
UAAQNlbnYMd2FzbV9vbl9ib2R5AAEDZW52GHdhc21fb25fbWVzc2FnZV9jb21wbGV0ZQAAAy0sBQYAAAIAAAAAAAACAQIAAgICAAADAAAAAAMDAwMBAQEBAQ\
EBAQEAAAIAAAAEBQFwARISBQMBAAIGCAF/AUGA1AQLB9EFIgZtZW1vcnkCAAtfaW5pdGlhbGl6ZQAIGV9faW5kaXJlY3RfZnVuY3Rpb25fdGFibGUBAAtsbG\
h0dHBfaW5pdAAJGGxsaHR0cF9zaG91bGRfa2VlcF9hbGl2ZQAvDGxsaHR0cF9hbGxvYwALBm1hbGxvYwAxC2xsaHR0cF9mcmVlAAwEZnJlZQAMD2xsaHR0cF\
9nZXRfdHlwZQANFWxsaHR0cF9nZXRfaHR0cF9tYWpvcgAOFWxsaHR0cF9nZXRfaHR0cF9taW5vcgAPEWxsaHR0cF9nZXRfbWV0aG9kABAWbGxodHRwX2dldF\
9zdGF0dXNfY29kZQAREmxsaHR0cF9nZXRfdXBncmFkZQASDGxsaHR0cF9yZXNldAATDmxsaHR0cF9leGVjdXRlABQUbGxodHRwX3NldHRpbmdzX2luaXQAFQ\
1sbGh0dHBfZmluaXNoABYMbGxodHRwX3BhdXNlABcNbGxodHRwX3Jlc3VtZQAYG2xsaHR0cF9yZXN1bWVfYWZ0ZXJfdXBncmFkZQAZEGxsaHR0cF9nZXRfZX\
Jybm8AGhdsbGh0dHBfZ2V0X2Vycm9yX3JlYXNvbgAbF2xsaHR0cF9zZXRfZXJyb3JfcmVhc29uABwUbGxodHRwX2dldF9lcnJvcl9wb3MAHRFsbGh0dHBfZX\
Jybm9fbmFtZQAeEmxsaHR0cF9tZXRob2RfbmFtZQAfEmxsaHR0cF9zdGF0dXNfbmFtZQAgGmxsaHR0cF9zZXRfbGVuaWVudF9oZWFkZXJzACEhbGxodHRwX3\
NldF9sZW5pZW50X2NodW5rZWRfbGVuZ3RoACIdbGxodHRwX3NldF9sZW5pZW50X2tlZXBfYWxpdmUAIyRsbGh0dHBfc2V0X2xlbmllbnRfdHJhbnNmZXJfZW\
5jb2RpbmcAJBhsbGh0dHBfbWVzc2FnZV9uZWVkc19lb2YALgkXAQBBAQsRAQIDBAUKBgcrLSwqKSglJyYK77MCLBYAQYjQACgCAARAAAtBiNAAQQE2AgALFA\
AgABAwIAAgAjYCOCAAIAE6ACgLFAAgACAALwEyIAAtAC4gABAvEAALHgEBf0HAABAyIgEQMCABQYAINgI4IAEgADoAKCABC48MAQd/AkAgAEUNACAAQQhrIg\
EgAEEEaygCACIAQXhxIgRqIQUCQCAAQQFxDQAgAEEDcUUNASABIAEoAgAiAGsiAUGc0AAoAgBJDQEgACAEaiEEAkACQEGg0AAoAgAgAUcEQCAAQf8BTQRAIA\
BBA3YhAyABKAIIIgAgASgCDCICRgRAQYzQAEGM0AAoAgBBfiADd3E2AgAMBQsgAiAANgIIIAAgAjYCDAwECyABKAIYIQYgASABKAIMIgBHBEAgACABKAIIIg\
I2AgggAiAANgIMDAMLIAFBFGoiAygCACICRQRAIAEoAhAiAkUNAiABQRBqIQMLA0AgAyEHIAIiAEEUaiIDKAIAIgINACAAQRBqIQMgACgCECICDQALIAdBAD\
YCAAwCCyAFKAIEIgBBA3FBA0cNAiAFIABBfnE2AgRBlNAAIAQ2AgAgBSAENgIAIAEgBEEBcjYCBAwDC0EAIQALIAZFDQACQCABKAIcIgJBAnRBvNIAaiIDKA\
IAIAFGBEAgAyAANgIAIAANAUGQ0ABBkNAAKAIAQX4gAndxNgIADAILIAZBEEEUIAYoAhAgAUYbaiAANgIAIABFDQELIAAgBjYCGCABKAIQIgIEQCAAIAI2Ah\
AgAiAANgIYCyABQRRqKAIAIgJFDQAgAEEUaiACNgIAIAIgADYCGAsgASAFTw0AIAUoAgQiAEEBcUUNAAJAAkACQAJAIABBAnFFBEBBpNAAKAIAIAVGBEBBpN\
AAIAE2AgBBmNAAQZjQACgCACAEaiIANgIAIAEgAEEBcjYCBCABQaDQACgCAEcNBkGU0ABBADYCAEGg0ABBADYCAAwGC0Gg0AAoAgAgBUYEQEGg0AAgATYCAE\
GU0ABBlNAAKAIAIARqIgA2AgAgASAAQQFyNgIEIAAgAWogADYCAAwGCyAAQXhxIARqIQQgAEH/AU0EQCAAQQN2IQMgBSgCCCIAIAUoAgwiAkYEQEGM0ABBjN\
AAKAIAQX4gA3dxNgIADAULIAIgADYCCCAAIAI2AgwMBAsgBSgCGCEGIAUgBSgCDCIARwRAQZzQACgCABogACAFKAIIIgI2AgggAiAANgIMDAMLIAVBFGoiAy\
gCACICRQRAIAUoAhAiAkUNAiAFQRBqIQMLA0AgAyEHIAIiAEEUaiIDKAIAIgINACAAQRBqIQMgACgCECICDQALIAdBADYCAAwCCyAFIABBfnE2AgQgASAEai\
AENgIAIAEgBEEBcjYCBAwDC0EAIQALIAZFDQACQCAFKAIcIgJBAnRBvNIAaiIDKAIAIAVGBEAgAyAANgIAIAANAUGQ0ABBkNAAKAIAQX4gAndxNgIADAILIA\
ZBEEEUIAYoAhAgBUYbaiAANgIAIABFDQELIAAgBjYCGCAFKAIQIgIEQCAAIAI2AhAgAiAANgIYCyAFQRRqKAIAIgJFDQAgAEEUaiACNgIAIAIgADYCGAsgAS\
AEaiAENgIAIAEgBEEBcjYCBCABQaDQACgCAEcNAEGU0AAgBDYCAAwBCyAEQf8BTQRAIARBeHFBtNAAaiEAAn9BjNAAKAIAIgJBASAEQQN2dCIDcUUEQEGM0A\
AgAiADcjYCACAADAELIAAoAggLIgIgATYCDCAAIAE2AgggASAANgIMIAEgAjYCCAwBC0EfIQIgBEH///8HTQRAIARBJiAEQQh2ZyIAa3ZBAXEgAEEBdGtBPm\
ohAgsgASACNgIcIAFCADcCECACQQJ0QbzSAGohAAJAQZDQACgCACIDQQEgAnQiB3FFBEAgACABNgIAQZDQACADIAdyNgIAIAEgADYCGCABIAE2AgggASABNg\
IMDAELIARBGSACQQF2a0EAIAJBH0cbdCECIAAoAgAhAAJAA0AgACIDKAIEQXhxIARGDQEgAkEddiEAIAJBAXQhAiADIABBBHFqQRBqIgcoAgAiAA0ACyAHIA\
E2AgAgASADNgIYIAEgATYCDCABIAE2AggMAQsgAygCCCIAIAE2AgwgAyABNgIIIAFBADYCGCABIAM2AgwgASAANgIIC0Gs0ABBrNAAKAIAQQFrIgBBfyAAGz\
YCAAsLBwAgAC0AKAsHACAALQAqCwcAIAAtACsLBwAgAC0AKQsHACAALwEyCwcAIAAtAC4LQAEEfyAAKAIYIQEgAC0ALSECIAAtACghAyAAKAI4IQQgABAwIA\
AgBDYCOCAAIAM6ACggACACOgAtIAAgATYCGAu74gECB38DfiABIAJqIQQCQCAAIgIoAgwiAA0AIAIoAgQEQCACIAE2AgQLIwBBEGsiCCQAAkACQAJAAkACQA\
JAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQA\
JAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQA\
JAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQA\
JAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQA\
JAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAIoAhwiA0EBaw\
7dAdoBAdkBAgMEBQYHCAkKCwwNDtgBDxDXARES1gETFBUWFxgZGhvgAd8BHB0e1QEfICEiIyQl1AEmJygpKiss0wHSAS0u0QHQAS8wMTIzNDU2Nzg5Ojs8PT\
4/QEFCQ0RFRtsBR0hJSs8BzgFLzQFMzAFNTk9QUVJTVFVWV1hZWltcXV5fYGFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eHl6e3x9fn+AAYEBggGDAYQBhQGGAY\
cBiAGJAYoBiwGMAY0BjgGPAZABkQGSAZMBlAGVAZYBlwGYAZkBmgGbAZwBnQGeAZ8BoAGhAaIBowGkAaUBpgGnAagBqQGqAasBrAGtAa4BrwGwAbEBsgGzAb\
QBtQG2AbcBywHKAbgByQG5AcgBugG7AbwBvQG+Ab8BwAHBAcIBwwHEAcUBxgEA3AELQQAMxgELQQ4MxQELQQ0MxAELQQ8MwwELQRAMwgELQRMMwQELQRQMwA\
ELQRUMvwELQRYMvgELQRgMvQELQRkMvAELQRoMuwELQRsMugELQRwMuQELQR0MuAELQQgMtwELQR4MtgELQSAMtQELQR8MtAELQQcMswELQSEMsgELQSIMsQ\
ELQSMMsAELQSQMrwELQRIMrgELQREMrQELQSUMrAELQSYMqwELQScMqgELQSgMqQELQcMBDKgBC0EqDKcBC0ErDKYBC0EsDKUBC0EtDKQBC0EuDKMBC0EvDK\
IBC0HEAQyhAQtBMAygAQtBNAyfAQtBDAyeAQtBMQydAQtBMgycAQtBMwybAQtBOQyaAQtBNQyZAQtBxQEMmAELQQsMlwELQToMlgELQTYMlQELQQoMlAELQT\
cMkwELQTgMkgELQTwMkQELQTsMkAELQT0MjwELQQkMjgELQSkMjQELQT4MjAELQT8MiwELQcAADIoBC0HBAAyJAQtBwgAMiAELQcMADIcBC0HEAAyGAQtBxQ\
AMhQELQcYADIQBC0EXDIMBC0HHAAyCAQtByAAMgQELQckADIABC0HKAAx/C0HLAAx+C0HNAAx9C0HMAAx8C0HOAAx7C0HPAAx6C0HQAAx5C0HRAAx4C0HSAA\
x3C0HTAAx2C0HUAAx1C0HWAAx0C0HVAAxzC0EGDHILQdcADHELQQUMcAtB2AAMbwtBBAxuC0HZAAxtC0HaAAxsC0HbAAxrC0HcAAxqC0EDDGkLQd0ADGgLQd\
4ADGcLQd8ADGYLQeEADGULQeAADGQLQeIADGMLQeMADGILQQIMYQtB5AAMYAtB5QAMXwtB5gAMXgtB5wAMXQtB6AAMXAtB6QAMWwtB6gAMWgtB6wAMWQtB7A\
AMWAtB7QAMVwtB7gAMVgtB7wAMVQtB8AAMVAtB8QAMUwtB8gAMUgtB8wAMUQtB9AAMUAtB9QAMTwtB9gAMTgtB9wAMTQtB+AAMTAtB+QAMSwtB+gAMSgtB+w\
AMSQtB/AAMSAtB/QAMRwtB/gAMRgtB/wAMRQtBgAEMRAtBgQEMQwtBggEMQgtBgwEMQQtBhAEMQAtBhQEMPwtBhgEMPgtBhwEMPQtBiAEMPAtBiQEMOwtBig\
EMOgtBiwEMOQtBjAEMOAtBjQEMNwtBjgEMNgtBjwEMNQtBkAEMNAtBkQEMMwtBkgEMMgtBkwEMMQtBlAEMMAtBlQEMLwtBlgEMLgtBlwEMLQtBmAEMLAtBmQ\
EMKwtBmgEMKgtBmwEMKQtBnAEMKAtBnQEMJwtBngEMJgtBnwEMJQtBoAEMJAtBoQEMIwtBogEMIgtBowEMIQtBpAEMIAtBpQEMHwtBpgEMHgtBpwEMHQtBqA\
EMHAtBqQEMGwtBqgEMGgtBqwEMGQtBrAEMGAtBrQEMFwtBrgEMFgtBAQwVC0GvAQwUC0GwAQwTC0GxAQwSC0GzAQwRC0GyAQwQC0G0AQwPC0G1AQwOC0G2AQ\
wNC0G3AQwMC0G4AQwLC0G5AQwKC0G6AQwJC0G7AQwIC0HGAQwHC0G8AQwGC0G9AQwFC0G+AQwEC0G/AQwDC0HAAQwCC0HCAQwBC0HBAQshAwNAAkACQAJAAk\
ACQAJAAkACQAJAIAICfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAk\
ACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAk\
ACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAk\
ACQAJAAkACQAJAAkACQAJAAkACQAJ/AkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAgJ/AkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAk\
ACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAk\
ACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAk\
ACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAk\
ACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAk\
ACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAk\
ACQAJAAkACQCADDsYBAAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHyAhIyUmKCorLC8wMTIzNDU2Nzk6Ozw9lANAQkRFRklLTk9QUVJTVFVWWFpbXF\
1eX2BhYmNkZWZnaGpsb3Bxc3V2eHl6e3x/gAGBAYIBgwGEAYUBhgGHAYgBiQGKAYsBjAGNAY4BjwGQAZEBkgGTAZQBlQGWAZcBmAGZAZoBmwGcAZ0BngGfAa\
ABoQGiAaMBpAGlAaYBpwGoAakBqgGrAawBrQGuAa8BsAGxAbIBswG0AbUBtgG3AbgBuQG6AbsBvAG9Ab4BvwHAAcEBwgHDAcQBxQHGAccByAHJAcsBzAHNAc\
4BzwGKA4kDiAOHA4QDgwOAA/sC+gL5AvgC9wL0AvMC8gLLAsECsALZAQsgASAERw3wAkHdASEDDLMDCyABIARHDcgBQcMBIQMMsgMLIAEgBEcNe0H3ACEDDL\
EDCyABIARHDXBB7wAhAwywAwsgASAERw1pQeoAIQMMrwMLIAEgBEcNZUHoACEDDK4DCyABIARHDWJB5gAhAwytAwsgASAERw0aQRghAwysAwsgASAERw0VQR\
IhAwyrAwsgASAERw1CQcUAIQMMqgMLIAEgBEcNNEE/IQMMqQMLIAEgBEcNMkE8IQMMqAMLIAEgBEcNK0ExIQMMpwMLIAItAC5BAUYNnwMMwQILQQAhAAJAAk\
ACQCACLQAqRQ0AIAItACtFDQAgAi8BMCIDQQJxRQ0BDAILIAIvATAiA0EBcUUNAQtBASEAIAItAChBAUYNACACLwEyIgVB5ABrQeQASQ0AIAVBzAFGDQAgBU\
GwAkYNACADQcAAcQ0AQQAhACADQYgEcUGABEYNACADQShxQQBHIQALIAJBADsBMCACQQA6AC8gAEUN3wIgAkIANwMgDOACC0EAIQACQCACKAI4IgNFDQAgAy\
gCLCIDRQ0AIAIgAxEAACEACyAARQ3MASAAQRVHDd0CIAJBBDYCHCACIAE2AhQgAkGwGDYCECACQRU2AgxBACEDDKQDCyABIARGBEBBBiEDDKQDCyABQQFqIQ\
FBACEAAkAgAigCOCIDRQ0AIAMoAlQiA0UNACACIAMRAAAhAAsgAA3ZAgwcCyACQgA3AyBBEiEDDIkDCyABIARHDRZBHSEDDKEDCyABIARHBEAgAUEBaiEBQR\
AhAwyIAwtBByEDDKADCyACIAIpAyAiCiAEIAFrrSILfSIMQgAgCiAMWhs3AyAgCiALWA3UAkEIIQMMnwMLIAEgBEcEQCACQQk2AgggAiABNgIEQRQhAwyGAw\
tBCSEDDJ4DCyACKQMgQgBSDccBIAIgAi8BMEGAAXI7ATAMQgsgASAERw0/QdAAIQMMnAMLIAEgBEYEQEELIQMMnAMLIAFBAWohAUEAIQACQCACKAI4IgNFDQ\
AgAygCUCIDRQ0AIAIgAxEAACEACyAADc8CDMYBC0EAIQACQCACKAI4IgNFDQAgAygCSCIDRQ0AIAIgAxEAACEACyAARQ3GASAAQRVHDc0CIAJBCzYCHCACIA\
E2AhQgAkGCGTYCECACQRU2AgxBACEDDJoDC0EAIQACQCACKAI4IgNFDQAgAygCSCIDRQ0AIAIgAxEAACEACyAARQ0MIABBFUcNygIgAkEaNgIcIAIgATYCFC\
ACQYIZNgIQIAJBFTYCDEEAIQMMmQMLQQAhAAJAIAIoAjgiA0UNACADKAJMIgNFDQAgAiADEQAAIQALIABFDcQBIABBFUcNxwIgAkELNgIcIAIgATYCFCACQZ\
EXNgIQIAJBFTYCDEEAIQMMmAMLIAEgBEYEQEEPIQMMmAMLIAEtAAAiAEE7Rg0HIABBDUcNxAIgAUEBaiEBDMMBC0EAIQACQCACKAI4IgNFDQAgAygCTCIDRQ\
0AIAIgAxEAACEACyAARQ3DASAAQRVHDcICIAJBDzYCHCACIAE2AhQgAkGRFzYCECACQRU2AgxBACEDDJYDCwNAIAEtAABB8DVqLQAAIgBBAUcEQCAAQQJHDc\
ECIAIoAgQhAEEAIQMgAkEANgIEIAIgACABQQFqIgEQLSIADcICDMUBCyAEIAFBAWoiAUcNAAtBEiEDDJUDC0EAIQACQCACKAI4IgNFDQAgAygCTCIDRQ0AIA\
IgAxEAACEACyAARQ3FASAAQRVHDb0CIAJBGzYCHCACIAE2AhQgAkGRFzYCECACQRU2AgxBACEDDJQDCyABIARGBEBBFiEDDJQDCyACQQo2AgggAiABNgIEQQ\
AhAAJAIAIoAjgiA0UNACADKAJIIgNFDQAgAiADEQAAIQALIABFDcIBIABBFUcNuQIgAkEVNgIcIAIgATYCFCACQYIZNgIQIAJBFTYCDEEAIQMMkwMLIAEgBE\
cEQANAIAEtAABB8DdqLQAAIgBBAkcEQAJAIABBAWsOBMQCvQIAvgK9AgsgAUEBaiEBQQghAwz8AgsgBCABQQFqIgFHDQALQRUhAwyTAwtBFSEDDJIDCwNAIA\
EtAABB8DlqLQAAIgBBAkcEQCAAQQFrDgTFArcCwwK4ArcCCyAEIAFBAWoiAUcNAAtBGCEDDJEDCyABIARHBEAgAkELNgIIIAIgATYCBEEHIQMM+AILQRkhAw\
yQAwsgAUEBaiEBDAILIAEgBEYEQEEaIQMMjwMLAkAgAS0AAEENaw4UtQG/Ab8BvwG/Ab8BvwG/Ab8BvwG/Ab8BvwG/Ab8BvwG/Ab8BvwEAvwELQQAhAyACQQ\
A2AhwgAkGvCzYCECACQQI2AgwgAiABQQFqNgIUDI4DCyABIARGBEBBGyEDDI4DCyABLQAAIgBBO0cEQCAAQQ1HDbECIAFBAWohAQy6AQsgAUEBaiEBC0EiIQ\
MM8wILIAEgBEYEQEEcIQMMjAMLQgAhCgJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAS0AAEEwaw43wQLAAgABAgMEBQYH0AHQAd\
AB0AHQAdAB0AEICQoLDA3QAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdABDg8QERIT0AELQgIhCgzAAgtCAyEKDL\
8CC0IEIQoMvgILQgUhCgy9AgtCBiEKDLwCC0IHIQoMuwILQgghCgy6AgtCCSEKDLkCC0IKIQoMuAILQgshCgy3AgtCDCEKDLYCC0INIQoMtQILQg4hCgy0Ag\
tCDyEKDLMCC0IKIQoMsgILQgshCgyxAgtCDCEKDLACC0INIQoMrwILQg4hCgyuAgtCDyEKDK0CC0IAIQoCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAk\
ACQAJAAkACQAJAIAEtAABBMGsON8ACvwIAAQIDBAUGB74CvgK+Ar4CvgK+Ar4CCAkKCwwNvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4Cvg\
K+Ar4CvgK+Ar4CvgK+Ag4PEBESE74CC0ICIQoMvwILQgMhCgy+AgtCBCEKDL0CC0IFIQoMvAILQgYhCgy7AgtCByEKDLoCC0IIIQoMuQILQgkhCgy4AgtCCi\
EKDLcCC0ILIQoMtgILQgwhCgy1AgtCDSEKDLQCC0IOIQoMswILQg8hCgyyAgtCCiEKDLECC0ILIQoMsAILQgwhCgyvAgtCDSEKDK4CC0IOIQoMrQILQg8hCg\
ysAgsgAiACKQMgIgogBCABa60iC30iDEIAIAogDFobNwMgIAogC1gNpwJBHyEDDIkDCyABIARHBEAgAkEJNgIIIAIgATYCBEElIQMM8AILQSAhAwyIAwtBAS\
EFIAIvATAiA0EIcUUEQCACKQMgQgBSIQULAkAgAi0ALgRAQQEhACACLQApQQVGDQEgA0HAAHFFIAVxRQ0BC0EAIQAgA0HAAHENAEECIQAgA0EIcQ0AIANBgA\
RxBEACQCACLQAoQQFHDQAgAi0ALUEKcQ0AQQUhAAwCC0EEIQAMAQsgA0EgcUUEQAJAIAItAChBAUYNACACLwEyIgBB5ABrQeQASQ0AIABBzAFGDQAgAEGwAk\
YNAEEEIQAgA0EocUUNAiADQYgEcUGABEYNAgtBACEADAELQQBBAyACKQMgUBshAAsgAEEBaw4FvgIAsAEBpAKhAgtBESEDDO0CCyACQQE6AC8MhAMLIAEgBE\
cNnQJBJCEDDIQDCyABIARHDRxBxgAhAwyDAwtBACEAAkAgAigCOCIDRQ0AIAMoAkQiA0UNACACIAMRAAAhAAsgAEUNJyAAQRVHDZgCIAJB0AA2AhwgAiABNg\
IUIAJBkRg2AhAgAkEVNgIMQQAhAwyCAwsgASAERgRAQSghAwyCAwtBACEDIAJBADYCBCACQQw2AgggAiABIAEQKiIARQ2UAiACQSc2AhwgAiABNgIUIAIgAD\
YCDAyBAwsgASAERgRAQSkhAwyBAwsgAS0AACIAQSBGDRMgAEEJRw2VAiABQQFqIQEMFAsgASAERwRAIAFBAWohAQwWC0EqIQMM/wILIAEgBEYEQEErIQMM/w\
ILIAEtAAAiAEEJRyAAQSBHcQ2QAiACLQAsQQhHDd0CIAJBADoALAzdAgsgASAERgRAQSwhAwz+AgsgAS0AAEEKRw2OAiABQQFqIQEMsAELIAEgBEcNigJBLy\
EDDPwCCwNAIAEtAAAiAEEgRwRAIABBCmsOBIQCiAKIAoQChgILIAQgAUEBaiIBRw0AC0ExIQMM+wILQTIhAyABIARGDfoCIAIoAgAiACAEIAFraiEHIAEgAG\
tBA2ohBgJAA0AgAEHwO2otAAAgAS0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDQEgAEEDRgRAQQYhAQziAgsgAEEBaiEAIAQgAUEBaiIBRw0ACyACIA\
c2AgAM+wILIAJBADYCAAyGAgtBMyEDIAQgASIARg35AiAEIAFrIAIoAgAiAWohByAAIAFrQQhqIQYCQANAIAFB9DtqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf\
8BcUEaSRtB/wFxRw0BIAFBCEYEQEEFIQEM4QILIAFBAWohASAEIABBAWoiAEcNAAsgAiAHNgIADPoCCyACQQA2AgAgACEBDIUCC0E0IQMgBCABIgBGDfgCIA\
QgAWsgAigCACIBaiEHIAAgAWtBBWohBgJAA0AgAUHQwgBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0BIAFBBUYEQEEHIQEM4AILIAFBAW\
ohASAEIABBAWoiAEcNAAsgAiAHNgIADPkCCyACQQA2AgAgACEBDIQCCyABIARHBEADQCABLQAAQYA+ai0AACIAQQFHBEAgAEECRg0JDIECCyAEIAFBAWoiAU\
cNAAtBMCEDDPgCC0EwIQMM9wILIAEgBEcEQANAIAEtAAAiAEEgRwRAIABBCmsOBP8B/gH+Af8B/gELIAQgAUEBaiIBRw0AC0E4IQMM9wILQTghAwz2AgsDQC\
ABLQAAIgBBIEcgAEEJR3EN9gEgBCABQQFqIgFHDQALQTwhAwz1AgsDQCABLQAAIgBBIEcEQAJAIABBCmsOBPkBBAT5AQALIABBLEYN9QEMAwsgBCABQQFqIg\
FHDQALQT8hAwz0AgtBwAAhAyABIARGDfMCIAIoAgAiACAEIAFraiEFIAEgAGtBBmohBgJAA0AgAEGAQGstAAAgAS0AAEEgckcNASAAQQZGDdsCIABBAWohAC\
AEIAFBAWoiAUcNAAsgAiAFNgIADPQCCyACQQA2AgALQTYhAwzZAgsgASAERgRAQcEAIQMM8gILIAJBDDYCCCACIAE2AgQgAi0ALEEBaw4E+wHuAewB6wHUAg\
sgAUEBaiEBDPoBCyABIARHBEADQAJAIAEtAAAiAEEgciAAIABBwQBrQf8BcUEaSRtB/wFxIgBBCUYNACAAQSBGDQACQAJAAkACQCAAQeMAaw4TAAMDAwMDAw\
MBAwMDAwMDAwMDAgMLIAFBAWohAUExIQMM3AILIAFBAWohAUEyIQMM2wILIAFBAWohAUEzIQMM2gILDP4BCyAEIAFBAWoiAUcNAAtBNSEDDPACC0E1IQMM7w\
ILIAEgBEcEQANAIAEtAABBgDxqLQAAQQFHDfcBIAQgAUEBaiIBRw0AC0E9IQMM7wILQT0hAwzuAgtBACEAAkAgAigCOCIDRQ0AIAMoAkAiA0UNACACIAMRAA\
AhAAsgAEUNASAAQRVHDeYBIAJBwgA2AhwgAiABNgIUIAJB4xg2AhAgAkEVNgIMQQAhAwztAgsgAUEBaiEBC0E8IQMM0gILIAEgBEYEQEHCACEDDOsCCwJAA0\
ACQCABLQAAQQlrDhgAAswCzALRAswCzALMAswCzALMAswCzALMAswCzALMAswCzALMAswCzALMAgDMAgsgBCABQQFqIgFHDQALQcIAIQMM6wILIAFBAWohAS\
ACLQAtQQFxRQ3+AQtBLCEDDNACCyABIARHDd4BQcQAIQMM6AILA0AgAS0AAEGQwABqLQAAQQFHDZwBIAQgAUEBaiIBRw0AC0HFACEDDOcCCyABLQAAIgBBIE\
YN/gEgAEE6Rw3AAiACKAIEIQBBACEDIAJBADYCBCACIAAgARApIgAN3gEM3QELQccAIQMgBCABIgBGDeUCIAQgAWsgAigCACIBaiEHIAAgAWtBBWohBgNAIA\
FBkMIAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNvwIgAUEFRg3CAiABQQFqIQEgBCAAQQFqIgBHDQALIAIgBzYCAAzlAgtByAAhAyAEIA\
EiAEYN5AIgBCABayACKAIAIgFqIQcgACABa0EJaiEGA0AgAUGWwgBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw2+AkECIAFBCUYNwgIaIA\
FBAWohASAEIABBAWoiAEcNAAsgAiAHNgIADOQCCyABIARGBEBByQAhAwzkAgsCQAJAIAEtAAAiAEEgciAAIABBwQBrQf8BcUEaSRtB/wFxQe4Aaw4HAL8Cvw\
K/Ar8CvwIBvwILIAFBAWohAUE+IQMMywILIAFBAWohAUE/IQMMygILQcoAIQMgBCABIgBGDeICIAQgAWsgAigCACIBaiEGIAAgAWtBAWohBwNAIAFBoMIAai\
0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNvAIgAUEBRg2+AiABQQFqIQEgBCAAQQFqIgBHDQALIAIgBjYCAAziAgtBywAhAyAEIAEiAEYN4Q\
IgBCABayACKAIAIgFqIQcgACABa0EOaiEGA0AgAUGiwgBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw27AiABQQ5GDb4CIAFBAWohASAEIA\
BBAWoiAEcNAAsgAiAHNgIADOECC0HMACEDIAQgASIARg3gAiAEIAFrIAIoAgAiAWohByAAIAFrQQ9qIQYDQCABQcDCAGotAAAgAC0AACIFQSByIAUgBUHBAG\
tB/wFxQRpJG0H/AXFHDboCQQMgAUEPRg2+AhogAUEBaiEBIAQgAEEBaiIARw0ACyACIAc2AgAM4AILQc0AIQMgBCABIgBGDd8CIAQgAWsgAigCACIBaiEHIA\
AgAWtBBWohBgNAIAFB0MIAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNuQJBBCABQQVGDb0CGiABQQFqIQEgBCAAQQFqIgBHDQALIAIgBz\
YCAAzfAgsgASAERgRAQc4AIQMM3wILAkACQAJAAkAgAS0AACIAQSByIAAgAEHBAGtB/wFxQRpJG0H/AXFB4wBrDhMAvAK8ArwCvAK8ArwCvAK8ArwCvAK8Ar\
wCAbwCvAK8AgIDvAILIAFBAWohAUHBACEDDMgCCyABQQFqIQFBwgAhAwzHAgsgAUEBaiEBQcMAIQMMxgILIAFBAWohAUHEACEDDMUCCyABIARHBEAgAkENNg\
IIIAIgATYCBEHFACEDDMUCC0HPACEDDN0CCwJAAkAgAS0AAEEKaw4EAZABkAEAkAELIAFBAWohAQtBKCEDDMMCCyABIARGBEBB0QAhAwzcAgsgAS0AAEEgRw\
0AIAFBAWohASACLQAtQQFxRQ3QAQtBFyEDDMECCyABIARHDcsBQdIAIQMM2QILQdMAIQMgASAERg3YAiACKAIAIgAgBCABa2ohBiABIABrQQFqIQUDQCABLQ\
AAIABB1sIAai0AAEcNxwEgAEEBRg3KASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBjYCAAzYAgsgASAERgRAQdUAIQMM2AILIAEtAABBCkcNwgEgAUEBaiEBDM\
oBCyABIARGBEBB1gAhAwzXAgsCQAJAIAEtAABBCmsOBADDAcMBAcMBCyABQQFqIQEMygELIAFBAWohAUHKACEDDL0CC0EAIQACQCACKAI4IgNFDQAgAygCPC\
IDRQ0AIAIgAxEAACEACyAADb8BQc0AIQMMvAILIAItAClBIkYNzwIMiQELIAQgASIFRgRAQdsAIQMM1AILQQAhAEEBIQFBASEGQQAhAwJAAn8CQAJAAkACQA\
JAAkACQCAFLQAAQTBrDgrFAcQBAAECAwQFBgjDAQtBAgwGC0EDDAULQQQMBAtBBQwDC0EGDAILQQcMAQtBCAshA0EAIQFBACEGDL0BC0EJIQNBASEAQQAhAU\
EAIQYMvAELIAEgBEYEQEHdACEDDNMCCyABLQAAQS5HDbgBIAFBAWohAQyIAQsgASAERw22AUHfACEDDNECCyABIARHBEAgAkEONgIIIAIgATYCBEHQACEDDL\
gCC0HgACEDDNACC0HhACEDIAEgBEYNzwIgAigCACIAIAQgAWtqIQUgASAAa0EDaiEGA0AgAS0AACAAQeLCAGotAABHDbEBIABBA0YNswEgAEEBaiEAIAQgAU\
EBaiIBRw0ACyACIAU2AgAMzwILQeIAIQMgASAERg3OAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYDQCABLQAAIABB5sIAai0AAEcNsAEgAEECRg2vASAAQQ\
FqIQAgBCABQQFqIgFHDQALIAIgBTYCAAzOAgtB4wAhAyABIARGDc0CIAIoAgAiACAEIAFraiEFIAEgAGtBA2ohBgNAIAEtAAAgAEHpwgBqLQAARw2vASAAQQ\
NGDa0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADM0CCyABIARGBEBB5QAhAwzNAgsgAUEBaiEBQQAhAAJAIAIoAjgiA0UNACADKAIwIgNFDQAgAiADEQ\
AAIQALIAANqgFB1gAhAwyzAgsgASAERwRAA0AgAS0AACIAQSBHBEACQAJAAkAgAEHIAGsOCwABswGzAbMBswGzAbMBswGzAQKzAQsgAUEBaiEBQdIAIQMMtw\
ILIAFBAWohAUHTACEDDLYCCyABQQFqIQFB1AAhAwy1AgsgBCABQQFqIgFHDQALQeQAIQMMzAILQeQAIQMMywILA0AgAS0AAEHwwgBqLQAAIgBBAUcEQCAAQQ\
JrDgOnAaYBpQGkAQsgBCABQQFqIgFHDQALQeYAIQMMygILIAFBAWogASAERw0CGkHnACEDDMkCCwNAIAEtAABB8MQAai0AACIAQQFHBEACQCAAQQJrDgSiAa\
EBoAEAnwELQdcAIQMMsQILIAQgAUEBaiIBRw0AC0HoACEDDMgCCyABIARGBEBB6QAhAwzIAgsCQCABLQAAIgBBCmsOGrcBmwGbAbQBmwGbAZsBmwGbAZsBmw\
GbAZsBmwGbAZsBmwGbAZsBmwGbAZsBpAGbAZsBAJkBCyABQQFqCyEBQQYhAwytAgsDQCABLQAAQfDGAGotAABBAUcNfSAEIAFBAWoiAUcNAAtB6gAhAwzFAg\
sgAUEBaiABIARHDQIaQesAIQMMxAILIAEgBEYEQEHsACEDDMQCCyABQQFqDAELIAEgBEYEQEHtACEDDMMCCyABQQFqCyEBQQQhAwyoAgsgASAERgRAQe4AIQ\
MMwQILAkACQAJAIAEtAABB8MgAai0AAEEBaw4HkAGPAY4BAHwBAo0BCyABQQFqIQEMCwsgAUEBagyTAQtBACEDIAJBADYCHCACQZsSNgIQIAJBBzYCDCACIA\
FBAWo2AhQMwAILAkADQCABLQAAQfDIAGotAAAiAEEERwRAAkACQCAAQQFrDgeUAZMBkgGNAQAEAY0BC0HaACEDDKoCCyABQQFqIQFB3AAhAwypAgsgBCABQQ\
FqIgFHDQALQe8AIQMMwAILIAFBAWoMkQELIAQgASIARgRAQfAAIQMMvwILIAAtAABBL0cNASAAQQFqIQEMBwsgBCABIgBGBEBB8QAhAwy+AgsgAC0AACIBQS\
9GBEAgAEEBaiEBQd0AIQMMpQILIAFBCmsiA0EWSw0AIAAhAUEBIAN0QYmAgAJxDfkBC0EAIQMgAkEANgIcIAIgADYCFCACQYwcNgIQIAJBBzYCDAy8AgsgAS\
AERwRAIAFBAWohAUHeACEDDKMCC0HyACEDDLsCCyABIARGBEBB9AAhAwy7AgsCQCABLQAAQfDMAGotAABBAWsOA/cBcwCCAQtB4QAhAwyhAgsgASAERwRAA0\
AgAS0AAEHwygBqLQAAIgBBA0cEQAJAIABBAWsOAvkBAIUBC0HfACEDDKMCCyAEIAFBAWoiAUcNAAtB8wAhAwy6AgtB8wAhAwy5AgsgASAERwRAIAJBDzYCCC\
ACIAE2AgRB4AAhAwygAgtB9QAhAwy4AgsgASAERgRAQfYAIQMMuAILIAJBDzYCCCACIAE2AgQLQQMhAwydAgsDQCABLQAAQSBHDY4CIAQgAUEBaiIBRw0AC0\
H3ACEDDLUCCyABIARGBEBB+AAhAwy1AgsgAS0AAEEgRw16IAFBAWohAQxbC0EAIQACQCACKAI4IgNFDQAgAygCOCIDRQ0AIAIgAxEAACEACyAADXgMgAILIA\
EgBEYEQEH6ACEDDLMCCyABLQAAQcwARw10IAFBAWohAUETDHYLQfsAIQMgASAERg2xAiACKAIAIgAgBCABa2ohBSABIABrQQVqIQYDQCABLQAAIABB8M4Aai\
0AAEcNcyAAQQVGDXUgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMsQILIAEgBEYEQEH8ACEDDLECCwJAAkAgAS0AAEHDAGsODAB0dHR0dHR0dHR0AXQLIA\
FBAWohAUHmACEDDJgCCyABQQFqIQFB5wAhAwyXAgtB/QAhAyABIARGDa8CIAIoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQe3PAGotAABHDX\
IgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADLACCyACQQA2AgAgBkEBaiEBQRAMcwtB/gAhAyABIARGDa4CIAIoAgAiACAEIAFraiEFIAEgAG\
tBBWohBgJAA0AgAS0AACAAQfbOAGotAABHDXEgAEEFRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADK8CCyACQQA2AgAgBkEBaiEBQRYMcgtB/wAhAy\
ABIARGDa0CIAIoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQfzOAGotAABHDXAgAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADK\
4CCyACQQA2AgAgBkEBaiEBQQUMcQsgASAERgRAQYABIQMMrQILIAEtAABB2QBHDW4gAUEBaiEBQQgMcAsgASAERgRAQYEBIQMMrAILAkACQCABLQAAQc4Aaw\
4DAG8BbwsgAUEBaiEBQesAIQMMkwILIAFBAWohAUHsACEDDJICCyABIARGBEBBggEhAwyrAgsCQAJAIAEtAABByABrDggAbm5ubm5uAW4LIAFBAWohAUHqAC\
EDDJICCyABQQFqIQFB7QAhAwyRAgtBgwEhAyABIARGDakCIAIoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQYDPAGotAABHDWwgAEECRg0BIA\
BBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADKoCCyACQQA2AgAgBkEBaiEBQQAMbQtBhAEhAyABIARGDagCIAIoAgAiACAEIAFraiEFIAEgAGtBBGohBgJAA0\
AgAS0AACAAQYPPAGotAABHDWsgAEEERg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADKkCCyACQQA2AgAgBkEBaiEBQSMMbAsgASAERgRAQYUBIQMMqA\
ILAkACQCABLQAAQcwAaw4IAGtra2trawFrCyABQQFqIQFB7wAhAwyPAgsgAUEBaiEBQfAAIQMMjgILIAEgBEYEQEGGASEDDKcCCyABLQAAQcUARw1oIAFBAW\
ohAQxgC0GHASEDIAEgBEYNpQIgAigCACIAIAQgAWtqIQUgASAAa0EDaiEGAkADQCABLQAAIABBiM8Aai0AAEcNaCAAQQNGDQEgAEEBaiEAIAQgAUEBaiIBRw\
0ACyACIAU2AgAMpgILIAJBADYCACAGQQFqIQFBLQxpC0GIASEDIAEgBEYNpAIgAigCACIAIAQgAWtqIQUgASAAa0EIaiEGAkADQCABLQAAIABB0M8Aai0AAE\
cNZyAAQQhGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMpQILIAJBADYCACAGQQFqIQFBKQxoCyABIARGBEBBiQEhAwykAgtBASABLQAAQd8ARw1nGi\
ABQQFqIQEMXgtBigEhAyABIARGDaICIAIoAgAiACAEIAFraiEFIAEgAGtBAWohBgNAIAEtAAAgAEGMzwBqLQAARw1kIABBAUYN+gEgAEEBaiEAIAQgAUEBai\
IBRw0ACyACIAU2AgAMogILQYsBIQMgASAERg2hAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGOzwBqLQAARw1kIABBAkYNASAAQQFqIQ\
AgBCABQQFqIgFHDQALIAIgBTYCAAyiAgsgAkEANgIAIAZBAWohAUECDGULQYwBIQMgASAERg2gAiACKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAA\
AgAEHwzwBqLQAARw1jIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyhAgsgAkEANgIAIAZBAWohAUEfDGQLQY0BIQMgASAERg2fAiACKAIAIg\
AgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHyzwBqLQAARw1iIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAygAgsgAkEANgIAIAZBAW\
ohAUEJDGMLIAEgBEYEQEGOASEDDJ8CCwJAAkAgAS0AAEHJAGsOBwBiYmJiYgFiCyABQQFqIQFB+AAhAwyGAgsgAUEBaiEBQfkAIQMMhQILQY8BIQMgASAERg\
2dAiACKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEGRzwBqLQAARw1gIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyeAgsgAk\
EANgIAIAZBAWohAUEYDGELQZABIQMgASAERg2cAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGXzwBqLQAARw1fIABBAkYNASAAQQFqIQ\
AgBCABQQFqIgFHDQALIAIgBTYCAAydAgsgAkEANgIAIAZBAWohAUEXDGALQZEBIQMgASAERg2bAiACKAIAIgAgBCABa2ohBSABIABrQQZqIQYCQANAIAEtAA\
AgAEGazwBqLQAARw1eIABBBkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAycAgsgAkEANgIAIAZBAWohAUEVDF8LQZIBIQMgASAERg2aAiACKAIAIg\
AgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEGhzwBqLQAARw1dIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAybAgsgAkEANgIAIAZBAW\
ohAUEeDF4LIAEgBEYEQEGTASEDDJoCCyABLQAAQcwARw1bIAFBAWohAUEKDF0LIAEgBEYEQEGUASEDDJkCCwJAAkAgAS0AAEHBAGsODwBcXFxcXFxcXFxcXF\
xcAVwLIAFBAWohAUH+ACEDDIACCyABQQFqIQFB/wAhAwz/AQsgASAERgRAQZUBIQMMmAILAkACQCABLQAAQcEAaw4DAFsBWwsgAUEBaiEBQf0AIQMM/wELIA\
FBAWohAUGAASEDDP4BC0GWASEDIAEgBEYNlgIgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBp88Aai0AAEcNWSAAQQFGDQEgAEEBaiEAIA\
QgAUEBaiIBRw0ACyACIAU2AgAMlwILIAJBADYCACAGQQFqIQFBCwxaCyABIARGBEBBlwEhAwyWAgsCQAJAAkACQCABLQAAQS1rDiMAW1tbW1tbW1tbW1tbW1\
tbW1tbW1tbW1sBW1tbW1sCW1tbA1sLIAFBAWohAUH7ACEDDP8BCyABQQFqIQFB/AAhAwz+AQsgAUEBaiEBQYEBIQMM/QELIAFBAWohAUGCASEDDPwBC0GYAS\
EDIAEgBEYNlAIgAigCACIAIAQgAWtqIQUgASAAa0EEaiEGAkADQCABLQAAIABBqc8Aai0AAEcNVyAAQQRGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2Ag\
AMlQILIAJBADYCACAGQQFqIQFBGQxYC0GZASEDIAEgBEYNkwIgAigCACIAIAQgAWtqIQUgASAAa0EFaiEGAkADQCABLQAAIABBrs8Aai0AAEcNViAAQQVGDQ\
EgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMlAILIAJBADYCACAGQQFqIQFBBgxXC0GaASEDIAEgBEYNkgIgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAk\
ADQCABLQAAIABBtM8Aai0AAEcNVSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMkwILIAJBADYCACAGQQFqIQFBHAxWC0GbASEDIAEgBEYNkQ\
IgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBts8Aai0AAEcNVCAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMkgILIAJBAD\
YCACAGQQFqIQFBJwxVCyABIARGBEBBnAEhAwyRAgsCQAJAIAEtAABB1ABrDgIAAVQLIAFBAWohAUGGASEDDPgBCyABQQFqIQFBhwEhAwz3AQtBnQEhAyABIA\
RGDY8CIAIoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQbjPAGotAABHDVIgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADJACCy\
ACQQA2AgAgBkEBaiEBQSYMUwtBngEhAyABIARGDY4CIAIoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQbrPAGotAABHDVEgAEEBRg0BIABBAW\
ohACAEIAFBAWoiAUcNAAsgAiAFNgIADI8CCyACQQA2AgAgBkEBaiEBQQMMUgtBnwEhAyABIARGDY0CIAIoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS\
0AACAAQe3PAGotAABHDVAgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADI4CCyACQQA2AgAgBkEBaiEBQQwMUQtBoAEhAyABIARGDYwCIAIoAg\
AiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQbzPAGotAABHDU8gAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADI0CCyACQQA2AgAgBk\
EBaiEBQQ0MUAsgASAERgRAQaEBIQMMjAILAkACQCABLQAAQcYAaw4LAE9PT09PT09PTwFPCyABQQFqIQFBiwEhAwzzAQsgAUEBaiEBQYwBIQMM8gELIAEgBE\
YEQEGiASEDDIsCCyABLQAAQdAARw1MIAFBAWohAQxGCyABIARGBEBBowEhAwyKAgsCQAJAIAEtAABByQBrDgcBTU1NTU0ATQsgAUEBaiEBQY4BIQMM8QELIA\
FBAWohAUEiDE0LQaQBIQMgASAERg2IAiACKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHAzwBqLQAARw1LIABBAUYNASAAQQFqIQAgBCABQQ\
FqIgFHDQALIAIgBTYCAAyJAgsgAkEANgIAIAZBAWohAUEdDEwLIAEgBEYEQEGlASEDDIgCCwJAAkAgAS0AAEHSAGsOAwBLAUsLIAFBAWohAUGQASEDDO8BCy\
ABQQFqIQFBBAxLCyABIARGBEBBpgEhAwyHAgsCQAJAAkACQAJAIAEtAABBwQBrDhUATU1NTU1NTU1NTQFNTQJNTQNNTQRNCyABQQFqIQFBiAEhAwzxAQsgAU\
EBaiEBQYkBIQMM8AELIAFBAWohAUGKASEDDO8BCyABQQFqIQFBjwEhAwzuAQsgAUEBaiEBQZEBIQMM7QELQacBIQMgASAERg2FAiACKAIAIgAgBCABa2ohBS\
ABIABrQQJqIQYCQANAIAEtAAAgAEHtzwBqLQAARw1IIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyGAgsgAkEANgIAIAZBAWohAUERDEkLQa\
gBIQMgASAERg2EAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHCzwBqLQAARw1HIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBT\
YCAAyFAgsgAkEANgIAIAZBAWohAUEsDEgLQakBIQMgASAERg2DAiACKAIAIgAgBCABa2ohBSABIABrQQRqIQYCQANAIAEtAAAgAEHFzwBqLQAARw1GIABBBE\
YNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyEAgsgAkEANgIAIAZBAWohAUErDEcLQaoBIQMgASAERg2CAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQ\
YCQANAIAEtAAAgAEHKzwBqLQAARw1FIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyDAgsgAkEANgIAIAZBAWohAUEUDEYLIAEgBEYEQEGrAS\
EDDIICCwJAAkACQAJAIAEtAABBwgBrDg8AAQJHR0dHR0dHR0dHRwNHCyABQQFqIQFBkwEhAwzrAQsgAUEBaiEBQZQBIQMM6gELIAFBAWohAUGVASEDDOkBCy\
ABQQFqIQFBlgEhAwzoAQsgASAERgRAQawBIQMMgQILIAEtAABBxQBHDUIgAUEBaiEBDD0LQa0BIQMgASAERg3/ASACKAIAIgAgBCABa2ohBSABIABrQQJqIQ\
YCQANAIAEtAAAgAEHNzwBqLQAARw1CIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyAAgsgAkEANgIAIAZBAWohAUEODEMLIAEgBEYEQEGuAS\
EDDP8BCyABLQAAQdAARw1AIAFBAWohAUElDEILQa8BIQMgASAERg39ASACKAIAIgAgBCABa2ohBSABIABrQQhqIQYCQANAIAEtAAAgAEHQzwBqLQAARw1AIA\
BBCEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAz+AQsgAkEANgIAIAZBAWohAUEqDEELIAEgBEYEQEGwASEDDP0BCwJAAkAgAS0AAEHVAGsOCwBAQE\
BAQEBAQEABQAsgAUEBaiEBQZoBIQMM5AELIAFBAWohAUGbASEDDOMBCyABIARGBEBBsQEhAwz8AQsCQAJAIAEtAABBwQBrDhQAPz8/Pz8/Pz8/Pz8/Pz8/Pz\
8/AT8LIAFBAWohAUGZASEDDOMBCyABQQFqIQFBnAEhAwziAQtBsgEhAyABIARGDfoBIAIoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQdnPAG\
otAABHDT0gAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADPsBCyACQQA2AgAgBkEBaiEBQSEMPgtBswEhAyABIARGDfkBIAIoAgAiACAEIAFrai\
EFIAEgAGtBBmohBgJAA0AgAS0AACAAQd3PAGotAABHDTwgAEEGRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADPoBCyACQQA2AgAgBkEBaiEBQRoMPQ\
sgASAERgRAQbQBIQMM+QELAkACQAJAIAEtAABBxQBrDhEAPT09PT09PT09AT09PT09Aj0LIAFBAWohAUGdASEDDOEBCyABQQFqIQFBngEhAwzgAQsgAUEBai\
EBQZ8BIQMM3wELQbUBIQMgASAERg33ASACKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEHkzwBqLQAARw06IABBBUYNASAAQQFqIQAgBCABQQ\
FqIgFHDQALIAIgBTYCAAz4AQsgAkEANgIAIAZBAWohAUEoDDsLQbYBIQMgASAERg32ASACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHqzw\
BqLQAARw05IABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAz3AQsgAkEANgIAIAZBAWohAUEHDDoLIAEgBEYEQEG3ASEDDPYBCwJAAkAgAS0AAE\
HFAGsODgA5OTk5OTk5OTk5OTkBOQsgAUEBaiEBQaEBIQMM3QELIAFBAWohAUGiASEDDNwBC0G4ASEDIAEgBEYN9AEgAigCACIAIAQgAWtqIQUgASAAa0ECai\
EGAkADQCABLQAAIABB7c8Aai0AAEcNNyAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAM9QELIAJBADYCACAGQQFqIQFBEgw4C0G5ASEDIAEgBE\
YN8wEgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABB8M8Aai0AAEcNNiAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAM9AELIA\
JBADYCACAGQQFqIQFBIAw3C0G6ASEDIAEgBEYN8gEgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABB8s8Aai0AAEcNNSAAQQFGDQEgAEEBai\
EAIAQgAUEBaiIBRw0ACyACIAU2AgAM8wELIAJBADYCACAGQQFqIQFBDww2CyABIARGBEBBuwEhAwzyAQsCQAJAIAEtAABByQBrDgcANTU1NTUBNQsgAUEBai\
EBQaUBIQMM2QELIAFBAWohAUGmASEDDNgBC0G8ASEDIAEgBEYN8AEgAigCACIAIAQgAWtqIQUgASAAa0EHaiEGAkADQCABLQAAIABB9M8Aai0AAEcNMyAAQQ\
dGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAM8QELIAJBADYCACAGQQFqIQFBGww0CyABIARGBEBBvQEhAwzwAQsCQAJAAkAgAS0AAEHCAGsOEgA0ND\
Q0NDQ0NDQBNDQ0NDQ0AjQLIAFBAWohAUGkASEDDNgBCyABQQFqIQFBpwEhAwzXAQsgAUEBaiEBQagBIQMM1gELIAEgBEYEQEG+ASEDDO8BCyABLQAAQc4ARw\
0wIAFBAWohAQwsCyABIARGBEBBvwEhAwzuAQsCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCABLQAAQcEAaw4VAAECAz8EBQY/Pz8HCAkKCz8MDQ\
4PPwsgAUEBaiEBQegAIQMM4wELIAFBAWohAUHpACEDDOIBCyABQQFqIQFB7gAhAwzhAQsgAUEBaiEBQfIAIQMM4AELIAFBAWohAUHzACEDDN8BCyABQQFqIQ\
FB9gAhAwzeAQsgAUEBaiEBQfcAIQMM3QELIAFBAWohAUH6ACEDDNwBCyABQQFqIQFBgwEhAwzbAQsgAUEBaiEBQYQBIQMM2gELIAFBAWohAUGFASEDDNkBCy\
ABQQFqIQFBkgEhAwzYAQsgAUEBaiEBQZgBIQMM1wELIAFBAWohAUGgASEDDNYBCyABQQFqIQFBowEhAwzVAQsgAUEBaiEBQaoBIQMM1AELIAEgBEcEQCACQR\
A2AgggAiABNgIEQasBIQMM1AELQcABIQMM7AELQQAhAAJAIAIoAjgiA0UNACADKAI0IgNFDQAgAiADEQAAIQALIABFDV4gAEEVRw0HIAJB0QA2AhwgAiABNg\
IUIAJBsBc2AhAgAkEVNgIMQQAhAwzrAQsgAUEBaiABIARHDQgaQcIBIQMM6gELA0ACQCABLQAAQQprDgQIAAALAAsgBCABQQFqIgFHDQALQcMBIQMM6QELIA\
EgBEcEQCACQRE2AgggAiABNgIEQQEhAwzQAQtBxAEhAwzoAQsgASAERgRAQcUBIQMM6AELAkACQCABLQAAQQprDgQBKCgAKAsgAUEBagwJCyABQQFqDAULIA\
EgBEYEQEHGASEDDOcBCwJAAkAgAS0AAEEKaw4XAQsLAQsLCwsLCwsLCwsLCwsLCwsLCwALCyABQQFqIQELQbABIQMMzQELIAEgBEYEQEHIASEDDOYBCyABLQ\
AAQSBHDQkgAkEAOwEyIAFBAWohAUGzASEDDMwBCwNAIAEhAAJAIAEgBEcEQCABLQAAQTBrQf8BcSIDQQpJDQEMJwtBxwEhAwzmAQsCQCACLwEyIgFBmTNLDQ\
AgAiABQQpsIgU7ATIgBUH+/wNxIANB//8Dc0sNACAAQQFqIQEgAiADIAVqIgM7ATIgA0H//wNxQegHSQ0BCwtBACEDIAJBADYCHCACQcEJNgIQIAJBDTYCDC\
ACIABBAWo2AhQM5AELIAJBADYCHCACIAE2AhQgAkHwDDYCECACQRs2AgxBACEDDOMBCyACKAIEIQAgAkEANgIEIAIgACABECYiAA0BIAFBAWoLIQFBrQEhAw\
zIAQsgAkHBATYCHCACIAA2AgwgAiABQQFqNgIUQQAhAwzgAQsgAigCBCEAIAJBADYCBCACIAAgARAmIgANASABQQFqCyEBQa4BIQMMxQELIAJBwgE2AhwgAi\
AANgIMIAIgAUEBajYCFEEAIQMM3QELIAJBADYCHCACIAE2AhQgAkGXCzYCECACQQ02AgxBACEDDNwBCyACQQA2AhwgAiABNgIUIAJB4xA2AhAgAkEJNgIMQQ\
AhAwzbAQsgAkECOgAoDKwBC0EAIQMgAkEANgIcIAJBrws2AhAgAkECNgIMIAIgAUEBajYCFAzZAQtBAiEDDL8BC0ENIQMMvgELQSYhAwy9AQtBFSEDDLwBC0\
EWIQMMuwELQRghAwy6AQtBHCEDDLkBC0EdIQMMuAELQSAhAwy3AQtBISEDDLYBC0EjIQMMtQELQcYAIQMMtAELQS4hAwyzAQtBPSEDDLIBC0HLACEDDLEBC0\
HOACEDDLABC0HYACEDDK8BC0HZACEDDK4BC0HbACEDDK0BC0HxACEDDKwBC0H0ACEDDKsBC0GNASEDDKoBC0GXASEDDKkBC0GpASEDDKgBC0GvASEDDKcBC0\
GxASEDDKYBCyACQQA2AgALQQAhAyACQQA2AhwgAiABNgIUIAJB8Rs2AhAgAkEGNgIMDL0BCyACQQA2AgAgBkEBaiEBQSQLOgApIAIoAgQhACACQQA2AgQgAi\
AAIAEQJyIARQRAQeUAIQMMowELIAJB+QA2AhwgAiABNgIUIAIgADYCDEEAIQMMuwELIABBFUcEQCACQQA2AhwgAiABNgIUIAJBzA42AhAgAkEgNgIMQQAhAw\
y7AQsgAkH4ADYCHCACIAE2AhQgAkHKGDYCECACQRU2AgxBACEDDLoBCyACQQA2AhwgAiABNgIUIAJBjhs2AhAgAkEGNgIMQQAhAwy5AQsgAkEANgIcIAIgAT\
YCFCACQf4RNgIQIAJBBzYCDEEAIQMMuAELIAJBADYCHCACIAE2AhQgAkGMHDYCECACQQc2AgxBACEDDLcBCyACQQA2AhwgAiABNgIUIAJBww82AhAgAkEHNg\
IMQQAhAwy2AQsgAkEANgIcIAIgATYCFCACQcMPNgIQIAJBBzYCDEEAIQMMtQELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0RIAJB5QA2AhwgAiABNgIUIA\
IgADYCDEEAIQMMtAELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0gIAJB0wA2AhwgAiABNgIUIAIgADYCDEEAIQMMswELIAIoAgQhACACQQA2AgQgAiAAIA\
EQJSIARQ0iIAJB0gA2AhwgAiABNgIUIAIgADYCDEEAIQMMsgELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0OIAJB5QA2AhwgAiABNgIUIAIgADYCDEEAIQ\
MMsQELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0dIAJB0wA2AhwgAiABNgIUIAIgADYCDEEAIQMMsAELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0fIA\
JB0gA2AhwgAiABNgIUIAIgADYCDEEAIQMMrwELIABBP0cNASABQQFqCyEBQQUhAwyUAQtBACEDIAJBADYCHCACIAE2AhQgAkH9EjYCECACQQc2AgwMrAELIA\
JBADYCHCACIAE2AhQgAkHcCDYCECACQQc2AgxBACEDDKsBCyACKAIEIQAgAkEANgIEIAIgACABECUiAEUNByACQeUANgIcIAIgATYCFCACIAA2AgxBACEDDK\
oBCyACKAIEIQAgAkEANgIEIAIgACABECUiAEUNFiACQdMANgIcIAIgATYCFCACIAA2AgxBACEDDKkBCyACKAIEIQAgAkEANgIEIAIgACABECUiAEUNGCACQd\
IANgIcIAIgATYCFCACIAA2AgxBACEDDKgBCyACQQA2AhwgAiABNgIUIAJBxgo2AhAgAkEHNgIMQQAhAwynAQsgAigCBCEAIAJBADYCBCACIAAgARAlIgBFDQ\
MgAkHlADYCHCACIAE2AhQgAiAANgIMQQAhAwymAQsgAigCBCEAIAJBADYCBCACIAAgARAlIgBFDRIgAkHTADYCHCACIAE2AhQgAiAANgIMQQAhAwylAQsgAi\
gCBCEAIAJBADYCBCACIAAgARAlIgBFDRQgAkHSADYCHCACIAE2AhQgAiAANgIMQQAhAwykAQsgAigCBCEAIAJBADYCBCACIAAgARAlIgBFDQAgAkHlADYCHC\
ACIAE2AhQgAiAANgIMQQAhAwyjAQtB1QAhAwyJAQsgAEEVRwRAIAJBADYCHCACIAE2AhQgAkG5DTYCECACQRo2AgxBACEDDKIBCyACQeQANgIcIAIgATYCFC\
ACQeMXNgIQIAJBFTYCDEEAIQMMoQELIAJBADYCACAGQQFqIQEgAi0AKSIAQSNrQQtJDQQCQCAAQQZLDQBBASAAdEHKAHFFDQAMBQtBACEDIAJBADYCHCACIA\
E2AhQgAkH3CTYCECACQQg2AgwMoAELIAJBADYCACAGQQFqIQEgAi0AKUEhRg0DIAJBADYCHCACIAE2AhQgAkGbCjYCECACQQg2AgxBACEDDJ8BCyACQQA2Ag\
ALQQAhAyACQQA2AhwgAiABNgIUIAJBkDM2AhAgAkEINgIMDJ0BCyACQQA2AgAgBkEBaiEBIAItAClBI0kNACACQQA2AhwgAiABNgIUIAJB0wk2AhAgAkEINg\
IMQQAhAwycAQtB0QAhAwyCAQsgAS0AAEEwayIAQf8BcUEKSQRAIAIgADoAKiABQQFqIQFBzwAhAwyCAQsgAigCBCEAIAJBADYCBCACIAAgARAoIgBFDYYBIA\
JB3gA2AhwgAiABNgIUIAIgADYCDEEAIQMMmgELIAIoAgQhACACQQA2AgQgAiAAIAEQKCIARQ2GASACQdwANgIcIAIgATYCFCACIAA2AgxBACEDDJkBCyACKA\
IEIQAgAkEANgIEIAIgACAFECgiAEUEQCAFIQEMhwELIAJB2gA2AhwgAiAFNgIUIAIgADYCDAyYAQtBACEBQQEhAwsgAiADOgArIAVBAWohAwJAAkACQCACLQ\
AtQRBxDQACQAJAAkAgAi0AKg4DAQACBAsgBkUNAwwCCyAADQEMAgsgAUUNAQsgAigCBCEAIAJBADYCBCACIAAgAxAoIgBFBEAgAyEBDAILIAJB2AA2AhwgAi\
ADNgIUIAIgADYCDEEAIQMMmAELIAIoAgQhACACQQA2AgQgAiAAIAMQKCIARQRAIAMhAQyHAQsgAkHZADYCHCACIAM2AhQgAiAANgIMQQAhAwyXAQtBzAAhAw\
x9CyAAQRVHBEAgAkEANgIcIAIgATYCFCACQZQNNgIQIAJBITYCDEEAIQMMlgELIAJB1wA2AhwgAiABNgIUIAJByRc2AhAgAkEVNgIMQQAhAwyVAQtBACEDIA\
JBADYCHCACIAE2AhQgAkGAETYCECACQQk2AgwMlAELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0AIAJB0wA2AhwgAiABNgIUIAIgADYCDEEAIQMMkwELQc\
kAIQMMeQsgAkEANgIcIAIgATYCFCACQcEoNgIQIAJBBzYCDCACQQA2AgBBACEDDJEBCyACKAIEIQBBACEDIAJBADYCBCACIAAgARAlIgBFDQAgAkHSADYCHC\
ACIAE2AhQgAiAANgIMDJABC0HIACEDDHYLIAJBADYCACAFIQELIAJBgBI7ASogAUEBaiEBQQAhAAJAIAIoAjgiA0UNACADKAIwIgNFDQAgAiADEQAAIQALIA\
ANAQtBxwAhAwxzCyAAQRVGBEAgAkHRADYCHCACIAE2AhQgAkHjFzYCECACQRU2AgxBACEDDIwBC0EAIQMgAkEANgIcIAIgATYCFCACQbkNNgIQIAJBGjYCDA\
yLAQtBACEDIAJBADYCHCACIAE2AhQgAkGgGTYCECACQR42AgwMigELIAEtAABBOkYEQCACKAIEIQBBACEDIAJBADYCBCACIAAgARApIgBFDQEgAkHDADYCHC\
ACIAA2AgwgAiABQQFqNgIUDIoBC0EAIQMgAkEANgIcIAIgATYCFCACQbERNgIQIAJBCjYCDAyJAQsgAUEBaiEBQTshAwxvCyACQcMANgIcIAIgADYCDCACIA\
FBAWo2AhQMhwELQQAhAyACQQA2AhwgAiABNgIUIAJB8A42AhAgAkEcNgIMDIYBCyACIAIvATBBEHI7ATAMZgsCQCACLwEwIgBBCHFFDQAgAi0AKEEBRw0AIA\
ItAC1BCHFFDQMLIAIgAEH3+wNxQYAEcjsBMAwECyABIARHBEACQANAIAEtAABBMGsiAEH/AXFBCk8EQEE1IQMMbgsgAikDICIKQpmz5syZs+bMGVYNASACIA\
pCCn4iCjcDICAKIACtQv8BgyILQn+FVg0BIAIgCiALfDcDICAEIAFBAWoiAUcNAAtBOSEDDIUBCyACKAIEIQBBACEDIAJBADYCBCACIAAgAUEBaiIBECoiAA\
0MDHcLQTkhAwyDAQsgAi0AMEEgcQ0GQcUBIQMMaQtBACEDIAJBADYCBCACIAEgARAqIgBFDQQgAkE6NgIcIAIgADYCDCACIAFBAWo2AhQMgQELIAItAChBAU\
cNACACLQAtQQhxRQ0BC0E3IQMMZgsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKiIABEAgAkE7NgIcIAIgADYCDCACIAFBAWo2AhQMfwsgAUEBaiEBDG4LIA\
JBCDoALAwECyABQQFqIQEMbQtBACEDIAJBADYCHCACIAE2AhQgAkHkEjYCECACQQQ2AgwMewsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKiIARQ1sIAJBNz\
YCHCACIAE2AhQgAiAANgIMDHoLIAIgAi8BMEEgcjsBMAtBMCEDDF8LIAJBNjYCHCACIAE2AhQgAiAANgIMDHcLIABBLEcNASABQQFqIQBBASEBAkACQAJAAk\
ACQCACLQAsQQVrDgQDAQIEAAsgACEBDAQLQQIhAQwBC0EEIQELIAJBAToALCACIAIvATAgAXI7ATAgACEBDAELIAIgAi8BMEEIcjsBMCAAIQELQTkhAwxcCy\
ACQQA6ACwLQTQhAwxaCyABIARGBEBBLSEDDHMLAkACQANAAkAgAS0AAEEKaw4EAgAAAwALIAQgAUEBaiIBRw0AC0EtIQMMdAsgAigCBCEAQQAhAyACQQA2Ag\
QgAiAAIAEQKiIARQ0CIAJBLDYCHCACIAE2AhQgAiAANgIMDHMLIAIoAgQhAEEAIQMgAkEANgIEIAIgACABECoiAEUEQCABQQFqIQEMAgsgAkEsNgIcIAIgAD\
YCDCACIAFBAWo2AhQMcgsgAS0AAEENRgRAIAIoAgQhAEEAIQMgAkEANgIEIAIgACABECoiAEUEQCABQQFqIQEMAgsgAkEsNgIcIAIgADYCDCACIAFBAWo2Ah\
QMcgsgAi0ALUEBcQRAQcQBIQMMWQsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKiIADQEMZQtBLyEDDFcLIAJBLjYCHCACIAE2AhQgAiAANgIMDG8LQQAhAy\
ACQQA2AhwgAiABNgIUIAJB8BQ2AhAgAkEDNgIMDG4LQQEhAwJAAkACQAJAIAItACxBBWsOBAMBAgAECyACIAIvATBBCHI7ATAMAwtBAiEDDAELQQQhAwsgAk\
EBOgAsIAIgAi8BMCADcjsBMAtBKiEDDFMLQQAhAyACQQA2AhwgAiABNgIUIAJB4Q82AhAgAkEKNgIMDGsLQQEhAwJAAkACQAJAAkACQCACLQAsQQJrDgcFBA\
QDAQIABAsgAiACLwEwQQhyOwEwDAMLQQIhAwwBC0EEIQMLIAJBAToALCACIAIvATAgA3I7ATALQSshAwxSC0EAIQMgAkEANgIcIAIgATYCFCACQasSNgIQIA\
JBCzYCDAxqC0EAIQMgAkEANgIcIAIgATYCFCACQf0NNgIQIAJBHTYCDAxpCyABIARHBEADQCABLQAAQSBHDUggBCABQQFqIgFHDQALQSUhAwxpC0ElIQMMaA\
sgAi0ALUEBcQRAQcMBIQMMTwsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKSIABEAgAkEmNgIcIAIgADYCDCACIAFBAWo2AhQMaAsgAUEBaiEBDFwLIAFBAW\
ohASACLwEwIgBBgAFxBEBBACEAAkAgAigCOCIDRQ0AIAMoAlQiA0UNACACIAMRAAAhAAsgAEUNBiAAQRVHDR8gAkEFNgIcIAIgATYCFCACQfkXNgIQIAJBFT\
YCDEEAIQMMZwsCQCAAQaAEcUGgBEcNACACLQAtQQJxDQBBACEDIAJBADYCHCACIAE2AhQgAkGWEzYCECACQQQ2AgwMZwsgAgJ/IAIvATBBFHFBFEYEQEEBIA\
ItAChBAUYNARogAi8BMkHlAEYMAQsgAi0AKUEFRgs6AC5BACEAAkAgAigCOCIDRQ0AIAMoAiQiA0UNACACIAMRAAAhAAsCQAJAAkACQAJAIAAOFgIBAAQEBA\
QEBAQEBAQEBAQEBAQEBAMECyACQQE6AC4LIAIgAi8BMEHAAHI7ATALQSchAwxPCyACQSM2AhwgAiABNgIUIAJBpRY2AhAgAkEVNgIMQQAhAwxnC0EAIQMgAk\
EANgIcIAIgATYCFCACQdULNgIQIAJBETYCDAxmC0EAIQACQCACKAI4IgNFDQAgAygCLCIDRQ0AIAIgAxEAACEACyAADQELQQ4hAwxLCyAAQRVGBEAgAkECNg\
IcIAIgATYCFCACQbAYNgIQIAJBFTYCDEEAIQMMZAtBACEDIAJBADYCHCACIAE2AhQgAkGnDjYCECACQRI2AgwMYwtBACEDIAJBADYCHCACIAE2AhQgAkGqHD\
YCECACQQ82AgwMYgsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEgCqdqIgEQKyIARQ0AIAJBBTYCHCACIAE2AhQgAiAANgIMDGELQQ8hAwxHC0EAIQMgAkEANg\
IcIAIgATYCFCACQc0TNgIQIAJBDDYCDAxfC0IBIQoLIAFBAWohAQJAIAIpAyAiC0L//////////w9YBEAgAiALQgSGIAqENwMgDAELQQAhAyACQQA2AhwgAi\
ABNgIUIAJBrQk2AhAgAkEMNgIMDF4LQSQhAwxEC0EAIQMgAkEANgIcIAIgATYCFCACQc0TNgIQIAJBDDYCDAxcCyACKAIEIQBBACEDIAJBADYCBCACIAAgAR\
AsIgBFBEAgAUEBaiEBDFILIAJBFzYCHCACIAA2AgwgAiABQQFqNgIUDFsLIAIoAgQhAEEAIQMgAkEANgIEAkAgAiAAIAEQLCIARQRAIAFBAWohAQwBCyACQR\
Y2AhwgAiAANgIMIAIgAUEBajYCFAxbC0EfIQMMQQtBACEDIAJBADYCHCACIAE2AhQgAkGaDzYCECACQSI2AgwMWQsgAigCBCEAQQAhAyACQQA2AgQgAiAAIA\
EQLSIARQRAIAFBAWohAQxQCyACQRQ2AhwgAiAANgIMIAIgAUEBajYCFAxYCyACKAIEIQBBACEDIAJBADYCBAJAIAIgACABEC0iAEUEQCABQQFqIQEMAQsgAk\
ETNgIcIAIgADYCDCACIAFBAWo2AhQMWAtBHiEDDD4LQQAhAyACQQA2AhwgAiABNgIUIAJBxgw2AhAgAkEjNgIMDFYLIAIoAgQhAEEAIQMgAkEANgIEIAIgAC\
ABEC0iAEUEQCABQQFqIQEMTgsgAkERNgIcIAIgADYCDCACIAFBAWo2AhQMVQsgAkEQNgIcIAIgATYCFCACIAA2AgwMVAtBACEDIAJBADYCHCACIAE2AhQgAk\
HGDDYCECACQSM2AgwMUwtBACEDIAJBADYCHCACIAE2AhQgAkHAFTYCECACQQI2AgwMUgsgAigCBCEAQQAhAyACQQA2AgQCQCACIAAgARAtIgBFBEAgAUEBai\
EBDAELIAJBDjYCHCACIAA2AgwgAiABQQFqNgIUDFILQRshAww4C0EAIQMgAkEANgIcIAIgATYCFCACQcYMNgIQIAJBIzYCDAxQCyACKAIEIQBBACEDIAJBAD\
YCBAJAIAIgACABECwiAEUEQCABQQFqIQEMAQsgAkENNgIcIAIgADYCDCACIAFBAWo2AhQMUAtBGiEDDDYLQQAhAyACQQA2AhwgAiABNgIUIAJBmg82AhAgAk\
EiNgIMDE4LIAIoAgQhAEEAIQMgAkEANgIEAkAgAiAAIAEQLCIARQRAIAFBAWohAQwBCyACQQw2AhwgAiAANgIMIAIgAUEBajYCFAxOC0EZIQMMNAtBACEDIA\
JBADYCHCACIAE2AhQgAkGaDzYCECACQSI2AgwMTAsgAEEVRwRAQQAhAyACQQA2AhwgAiABNgIUIAJBgww2AhAgAkETNgIMDEwLIAJBCjYCHCACIAE2AhQgAk\
HkFjYCECACQRU2AgxBACEDDEsLIAIoAgQhAEEAIQMgAkEANgIEIAIgACABIAqnaiIBECsiAARAIAJBBzYCHCACIAE2AhQgAiAANgIMDEsLQRMhAwwxCyAAQR\
VHBEBBACEDIAJBADYCHCACIAE2AhQgAkHaDTYCECACQRQ2AgwMSgsgAkEeNgIcIAIgATYCFCACQfkXNgIQIAJBFTYCDEEAIQMMSQtBACEAAkAgAigCOCIDRQ\
0AIAMoAiwiA0UNACACIAMRAAAhAAsgAEUNQSAAQRVGBEAgAkEDNgIcIAIgATYCFCACQbAYNgIQIAJBFTYCDEEAIQMMSQtBACEDIAJBADYCHCACIAE2AhQgAk\
GnDjYCECACQRI2AgwMSAtBACEDIAJBADYCHCACIAE2AhQgAkHaDTYCECACQRQ2AgwMRwtBACEDIAJBADYCHCACIAE2AhQgAkGnDjYCECACQRI2AgwMRgsgAk\
EAOgAvIAItAC1BBHFFDT8LIAJBADoALyACQQE6ADRBACEDDCsLQQAhAyACQQA2AhwgAkHkETYCECACQQc2AgwgAiABQQFqNgIUDEMLAkADQAJAIAEtAABBCm\
sOBAACAgACCyAEIAFBAWoiAUcNAAtB3QEhAwxDCwJAAkAgAi0ANEEBRw0AQQAhAAJAIAIoAjgiA0UNACADKAJYIgNFDQAgAiADEQAAIQALIABFDQAgAEEVRw\
0BIAJB3AE2AhwgAiABNgIUIAJB1RY2AhAgAkEVNgIMQQAhAwxEC0HBASEDDCoLIAJBADYCHCACIAE2AhQgAkHpCzYCECACQR82AgxBACEDDEILAkACQCACLQ\
AoQQFrDgIEAQALQcABIQMMKQtBuQEhAwwoCyACQQI6AC9BACEAAkAgAigCOCIDRQ0AIAMoAgAiA0UNACACIAMRAAAhAAsgAEUEQEHCASEDDCgLIABBFUcEQC\
ACQQA2AhwgAiABNgIUIAJBpAw2AhAgAkEQNgIMQQAhAwxBCyACQdsBNgIcIAIgATYCFCACQfoWNgIQIAJBFTYCDEEAIQMMQAsgASAERgRAQdoBIQMMQAsgAS\
0AAEHIAEYNASACQQE6ACgLQawBIQMMJQtBvwEhAwwkCyABIARHBEAgAkEQNgIIIAIgATYCBEG+ASEDDCQLQdkBIQMMPAsgASAERgRAQdgBIQMMPAsgAS0AAE\
HIAEcNBCABQQFqIQFBvQEhAwwiCyABIARGBEBB1wEhAww7CwJAAkAgAS0AAEHFAGsOEAAFBQUFBQUFBQUFBQUFBQEFCyABQQFqIQFBuwEhAwwiCyABQQFqIQ\
FBvAEhAwwhC0HWASEDIAEgBEYNOSACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGD0ABqLQAARw0DIABBAkYNASAAQQFqIQAgBCABQQFqIg\
FHDQALIAIgBTYCAAw6CyACKAIEIQAgAkIANwMAIAIgACAGQQFqIgEQJyIARQRAQcYBIQMMIQsgAkHVATYCHCACIAE2AhQgAiAANgIMQQAhAww5C0HUASEDIA\
EgBEYNOCACKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEGB0ABqLQAARw0CIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAw5Cy\
ACQYEEOwEoIAIoAgQhACACQgA3AwAgAiAAIAZBAWoiARAnIgANAwwCCyACQQA2AgALQQAhAyACQQA2AhwgAiABNgIUIAJB2Bs2AhAgAkEINgIMDDYLQboBIQ\
MMHAsgAkHTATYCHCACIAE2AhQgAiAANgIMQQAhAww0C0EAIQACQCACKAI4IgNFDQAgAygCOCIDRQ0AIAIgAxEAACEACyAARQ0AIABBFUYNASACQQA2AhwgAi\
ABNgIUIAJBzA42AhAgAkEgNgIMQQAhAwwzC0HkACEDDBkLIAJB+AA2AhwgAiABNgIUIAJByhg2AhAgAkEVNgIMQQAhAwwxC0HSASEDIAQgASIARg0wIAQgAW\
sgAigCACIBaiEFIAAgAWtBBGohBgJAA0AgAC0AACABQfzPAGotAABHDQEgAUEERg0DIAFBAWohASAEIABBAWoiAEcNAAsgAiAFNgIADDELIAJBADYCHCACIA\
A2AhQgAkGQMzYCECACQQg2AgwgAkEANgIAQQAhAwwwCyABIARHBEAgAkEONgIIIAIgATYCBEG3ASEDDBcLQdEBIQMMLwsgAkEANgIAIAZBAWohAQtBuAEhAw\
wUCyABIARGBEBB0AEhAwwtCyABLQAAQTBrIgBB/wFxQQpJBEAgAiAAOgAqIAFBAWohAUG2ASEDDBQLIAIoAgQhACACQQA2AgQgAiAAIAEQKCIARQ0UIAJBzw\
E2AhwgAiABNgIUIAIgADYCDEEAIQMMLAsgASAERgRAQc4BIQMMLAsCQCABLQAAQS5GBEAgAUEBaiEBDAELIAIoAgQhACACQQA2AgQgAiAAIAEQKCIARQ0VIA\
JBzQE2AhwgAiABNgIUIAIgADYCDEEAIQMMLAtBtQEhAwwSCyAEIAEiBUYEQEHMASEDDCsLQQAhAEEBIQFBASEGQQAhAwJAAkACQAJAAkACfwJAAkACQAJAAk\
ACQAJAIAUtAABBMGsOCgoJAAECAwQFBggLC0ECDAYLQQMMBQtBBAwEC0EFDAMLQQYMAgtBBwwBC0EICyEDQQAhAUEAIQYMAgtBCSEDQQEhAEEAIQFBACEGDA\
ELQQAhAUEBIQMLIAIgAzoAKyAFQQFqIQMCQAJAIAItAC1BEHENAAJAAkACQCACLQAqDgMBAAIECyAGRQ0DDAILIAANAQwCCyABRQ0BCyACKAIEIQAgAkEANg\
IEIAIgACADECgiAEUEQCADIQEMAwsgAkHJATYCHCACIAM2AhQgAiAANgIMQQAhAwwtCyACKAIEIQAgAkEANgIEIAIgACADECgiAEUEQCADIQEMGAsgAkHKAT\
YCHCACIAM2AhQgAiAANgIMQQAhAwwsCyACKAIEIQAgAkEANgIEIAIgACAFECgiAEUEQCAFIQEMFgsgAkHLATYCHCACIAU2AhQgAiAANgIMDCsLQbQBIQMMEQ\
tBACEAAkAgAigCOCIDRQ0AIAMoAjwiA0UNACACIAMRAAAhAAsCQCAABEAgAEEVRg0BIAJBADYCHCACIAE2AhQgAkGUDTYCECACQSE2AgxBACEDDCsLQbIBIQ\
MMEQsgAkHIATYCHCACIAE2AhQgAkHJFzYCECACQRU2AgxBACEDDCkLIAJBADYCACAGQQFqIQFB9QAhAwwPCyACLQApQQVGBEBB4wAhAwwPC0HiACEDDA4LIA\
AhASACQQA2AgALIAJBADoALEEJIQMMDAsgAkEANgIAIAdBAWohAUHAACEDDAsLQQELOgAsIAJBADYCACAGQQFqIQELQSkhAwwIC0E4IQMMBwsCQCABIARHBE\
ADQCABLQAAQYA+ai0AACIAQQFHBEAgAEECRw0DIAFBAWohAQwFCyAEIAFBAWoiAUcNAAtBPiEDDCELQT4hAwwgCwsgAkEAOgAsDAELQQshAwwEC0E6IQMMAw\
sgAUEBaiEBQS0hAwwCCyACIAE6ACwgAkEANgIAIAZBAWohAUEMIQMMAQsgAkEANgIAIAZBAWohAUEKIQMMAAsAC0EAIQMgAkEANgIcIAIgATYCFCACQc0QNg\
IQIAJBCTYCDAwXC0EAIQMgAkEANgIcIAIgATYCFCACQekKNgIQIAJBCTYCDAwWC0EAIQMgAkEANgIcIAIgATYCFCACQbcQNgIQIAJBCTYCDAwVC0EAIQMgAk\
EANgIcIAIgATYCFCACQZwRNgIQIAJBCTYCDAwUC0EAIQMgAkEANgIcIAIgATYCFCACQc0QNgIQIAJBCTYCDAwTC0EAIQMgAkEANgIcIAIgATYCFCACQekKNg\
IQIAJBCTYCDAwSC0EAIQMgAkEANgIcIAIgATYCFCACQbcQNgIQIAJBCTYCDAwRC0EAIQMgAkEANgIcIAIgATYCFCACQZwRNgIQIAJBCTYCDAwQC0EAIQMgAk\
EANgIcIAIgATYCFCACQZcVNgIQIAJBDzYCDAwPC0EAIQMgAkEANgIcIAIgATYCFCACQZcVNgIQIAJBDzYCDAwOC0EAIQMgAkEANgIcIAIgATYCFCACQcASNg\
IQIAJBCzYCDAwNC0EAIQMgAkEANgIcIAIgATYCFCACQZUJNgIQIAJBCzYCDAwMC0EAIQMgAkEANgIcIAIgATYCFCACQeEPNgIQIAJBCjYCDAwLC0EAIQMgAk\
EANgIcIAIgATYCFCACQfsPNgIQIAJBCjYCDAwKC0EAIQMgAkEANgIcIAIgATYCFCACQfEZNgIQIAJBAjYCDAwJC0EAIQMgAkEANgIcIAIgATYCFCACQcQUNg\
IQIAJBAjYCDAwIC0EAIQMgAkEANgIcIAIgATYCFCACQfIVNgIQIAJBAjYCDAwHCyACQQI2AhwgAiABNgIUIAJBnBo2AhAgAkEWNgIMQQAhAwwGC0EBIQMMBQ\
tB1AAhAyABIARGDQQgCEEIaiEJIAIoAgAhBQJAAkAgASAERwRAIAVB2MIAaiEHIAQgBWogAWshACAFQX9zQQpqIgUgAWohBgNAIAEtAAAgBy0AAEcEQEECIQ\
cMAwsgBUUEQEEAIQcgBiEBDAMLIAVBAWshBSAHQQFqIQcgBCABQQFqIgFHDQALIAAhBSAEIQELIAlBATYCACACIAU2AgAMAQsgAkEANgIAIAkgBzYCAAsgCS\
ABNgIEIAgoAgwhACAIKAIIDgMBBAIACwALIAJBADYCHCACQbUaNgIQIAJBFzYCDCACIABBAWo2AhRBACEDDAILIAJBADYCHCACIAA2AhQgAkHKGjYCECACQQ\
k2AgxBACEDDAELIAEgBEYEQEEiIQMMAQsgAkEJNgIIIAIgATYCBEEhIQMLIAhBEGokACADRQRAIAIoAgwhAAwBCyACIAM2AhxBACEAIAIoAgQiAUUNACACIA\
EgBCACKAIIEQEAIgFFDQAgAiAENgIUIAIgATYCDCABIQALIAALvgIBAn8gAEEAOgAAIABB3ABqIgFBAWtBADoAACAAQQA6AAIgAEEAOgABIAFBA2tBADoAAC\
ABQQJrQQA6AAAgAEEAOgADIAFBBGtBADoAAEEAIABrQQNxIgEgAGoiAEEANgIAQdwAIAFrQXxxIgIgAGoiAUEEa0EANgIAAkAgAkEJSQ0AIABBADYCCCAAQQ\
A2AgQgAUEIa0EANgIAIAFBDGtBADYCACACQRlJDQAgAEEANgIYIABBADYCFCAAQQA2AhAgAEEANgIMIAFBEGtBADYCACABQRRrQQA2AgAgAUEYa0EANgIAIA\
FBHGtBADYCACACIABBBHFBGHIiAmsiAUEgSQ0AIAAgAmohAANAIABCADcDGCAAQgA3AxAgAEIANwMIIABCADcDACAAQSBqIQAgAUEgayIBQR9LDQALCwtWAQ\
F/AkAgACgCDA0AAkACQAJAAkAgAC0ALw4DAQADAgsgACgCOCIBRQ0AIAEoAiwiAUUNACAAIAERAAAiAQ0DC0EADwsACyAAQcMWNgIQQQ4hAQsgAQsaACAAKA\
IMRQRAIABB0Rs2AhAgAEEVNgIMCwsUACAAKAIMQRVGBEAgAEEANgIMCwsUACAAKAIMQRZGBEAgAEEANgIMCwsHACAAKAIMCwcAIAAoAhALCQAgACABNgIQCw\
cAIAAoAhQLFwAgAEEkTwRAAAsgAEECdEGgM2ooAgALFwAgAEEuTwRAAAsgAEECdEGwNGooAgALvwkBAX9B6yghAQJAAkACQAJAAkACQAJAAkACQAJAAkACQA\
JAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQA\
JAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIABB5A\
BrDvQDY2IAAWFhYWFhYQIDBAVhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYW\
FhYWFhYWFhYWFhYWFhBgcICQoLDA0OD2FhYWFhEGFhYWFhYWFhYWFhEWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYW\
FhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYRITFBUWFxgZGhthYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYW\
FhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhHB0eHyAhIiMkJSYnKCkqKywtLi8wMTIzNDU2YTc4OTphYWFhYWFhYTthYWE8YWFhYT0+P2FhYW\
FhYWFhQGFhQWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYUJDREVGR0hJSktMTU5PUFFSU2FhYWFhYWFhVFVWV1hZWlthXF1hYWFhYWFhYWFhYWFhYW\
FhYWFhYWFhYWFhYWFhYWFeYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhX2BhC0HhJw8LQaQhDwtByywPC0H+MQ8LQcAkDwtBqyQPC0GNKA\
8LQeImDwtBgDAPC0G5Lw8LQdckDwtB7x8PC0HhHw8LQfofDwtB8iAPC0GoLw8LQa4yDwtBiDAPC0HsJw8LQYIiDwtBjh0PC0HQLg8LQcojDwtBxTIPC0HfHA\
8LQdIcDwtBxCAPC0HXIA8LQaIfDwtB7S4PC0GrMA8LQdQlDwtBzC4PC0H6Lg8LQfwrDwtB0jAPC0HxHQ8LQbsgDwtB9ysPC0GQMQ8LQdcxDwtBoi0PC0HUJw\
8LQeArDwtBnywPC0HrMQ8LQdUfDwtByjEPC0HeJQ8LQdQeDwtB9BwPC0GnMg8LQbEdDwtBoB0PC0G5MQ8LQbwwDwtBkiEPC0GzJg8LQeksDwtBrB4PC0HUKw\
8LQfcmDwtBgCYPC0GwIQ8LQf4eDwtBjSMPC0GJLQ8LQfciDwtBoDEPC0GuHw8LQcYlDwtB6B4PC0GTIg8LQcIvDwtBwx0PC0GLLA8LQeEdDwtBjS8PC0HqIQ\
8LQbQtDwtB0i8PC0HfMg8LQdIyDwtB8DAPC0GpIg8LQfkjDwtBmR4PC0G1LA8LQZswDwtBkjIPC0G2Kw8LQcIiDwtB+DIPC0GeJQ8LQdAiDwtBuh4PC0GBHg\
8LAAtB1iEhAQsgAQsWACAAIAAtAC1B/gFxIAFBAEdyOgAtCxkAIAAgAC0ALUH9AXEgAUEAR0EBdHI6AC0LGQAgACAALQAtQfsBcSABQQBHQQJ0cjoALQsZAC\
AAIAAtAC1B9wFxIAFBAEdBA3RyOgAtCz4BAn8CQCAAKAI4IgNFDQAgAygCBCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBxhE2AhBBGCEECyAECz4BAn\
8CQCAAKAI4IgNFDQAgAygCCCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABB9go2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCDCIDRQ0AIAAgAS\
ACIAFrIAMRAQAiBEF/Rw0AIABB7Ro2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCECIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBlRA2AhBBGC\
EECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCFCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBqhs2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCGC\
IDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABB7RM2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCKCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIA\
BB9gg2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCHCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBwhk2AhBBGCEECyAECz4BAn8CQCAAKAI4Ig\
NFDQAgAygCICIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBlBQ2AhBBGCEECyAEC1kBAn8CQCAALQAoQQFGDQAgAC8BMiIBQeQAa0HkAEkNACABQcwBRg\
0AIAFBsAJGDQAgAC8BMCIAQcAAcQ0AQQEhAiAAQYgEcUGABEYNACAAQShxRSECCyACC4wBAQJ/AkACQAJAIAAtACpFDQAgAC0AK0UNACAALwEwIgFBAnFFDQ\
EMAgsgAC8BMCIBQQFxRQ0BC0EBIQIgAC0AKEEBRg0AIAAvATIiAEHkAGtB5ABJDQAgAEHMAUYNACAAQbACRg0AIAFBwABxDQBBACECIAFBiARxQYAERg0AIA\
FBKHFBAEchAgsgAgtzACAAQRBq/QwAAAAAAAAAAAAAAAAAAAAA/QsDACAA/QwAAAAAAAAAAAAAAAAAAAAA/QsDACAAQTBq/QwAAAAAAAAAAAAAAAAAAAAA/Q\
sDACAAQSBq/QwAAAAAAAAAAAAAAAAAAAAA/QsDACAAQd0BNgIcCwYAIAAQMguaLQELfyMAQRBrIgokAEGk0AAoAgAiCUUEQEHk0wAoAgAiBUUEQEHw0wBCfz\
cCAEHo0wBCgICEgICAwAA3AgBB5NMAIApBCGpBcHFB2KrVqgVzIgU2AgBB+NMAQQA2AgBByNMAQQA2AgALQczTAEGA1AQ2AgBBnNAAQYDUBDYCAEGw0AAgBT\
YCAEGs0ABBfzYCAEHQ0wBBgKwDNgIAA0AgAUHI0ABqIAFBvNAAaiICNgIAIAIgAUG00ABqIgM2AgAgAUHA0ABqIAM2AgAgAUHQ0ABqIAFBxNAAaiIDNgIAIA\
MgAjYCACABQdjQAGogAUHM0ABqIgI2AgAgAiADNgIAIAFB1NAAaiACNgIAIAFBIGoiAUGAAkcNAAtBjNQEQcGrAzYCAEGo0ABB9NMAKAIANgIAQZjQAEHAqw\
M2AgBBpNAAQYjUBDYCAEHM/wdBODYCAEGI1AQhCQsCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCAAQewBTQRAQYzQACgCACIGQRAgAEETakFwcS\
AAQQtJGyIEQQN2IgB2IgFBA3EEQAJAIAFBAXEgAHJBAXMiAkEDdCIAQbTQAGoiASAAQbzQAGooAgAiACgCCCIDRgRAQYzQACAGQX4gAndxNgIADAELIAEgAz\
YCCCADIAE2AgwLIABBCGohASAAIAJBA3QiAkEDcjYCBCAAIAJqIgAgACgCBEEBcjYCBAwRC0GU0AAoAgAiCCAETw0BIAEEQAJAQQIgAHQiAkEAIAJrciABIA\
B0cWgiAEEDdCICQbTQAGoiASACQbzQAGooAgAiAigCCCIDRgRAQYzQACAGQX4gAHdxIgY2AgAMAQsgASADNgIIIAMgATYCDAsgAiAEQQNyNgIEIABBA3QiAC\
AEayEFIAAgAmogBTYCACACIARqIgQgBUEBcjYCBCAIBEAgCEF4cUG00ABqIQBBoNAAKAIAIQMCf0EBIAhBA3Z0IgEgBnFFBEBBjNAAIAEgBnI2AgAgAAwBCy\
AAKAIICyIBIAM2AgwgACADNgIIIAMgADYCDCADIAE2AggLIAJBCGohAUGg0AAgBDYCAEGU0AAgBTYCAAwRC0GQ0AAoAgAiC0UNASALaEECdEG80gBqKAIAIg\
AoAgRBeHEgBGshBSAAIQIDQAJAIAIoAhAiAUUEQCACQRRqKAIAIgFFDQELIAEoAgRBeHEgBGsiAyAFSSECIAMgBSACGyEFIAEgACACGyEAIAEhAgwBCwsgAC\
gCGCEJIAAoAgwiAyAARwRAQZzQACgCABogAyAAKAIIIgE2AgggASADNgIMDBALIABBFGoiAigCACIBRQRAIAAoAhAiAUUNAyAAQRBqIQILA0AgAiEHIAEiA0\
EUaiICKAIAIgENACADQRBqIQIgAygCECIBDQALIAdBADYCAAwPC0F/IQQgAEG/f0sNACAAQRNqIgFBcHEhBEGQ0AAoAgAiCEUNAEEAIARrIQUCQAJAAkACf0\
EAIARBgAJJDQAaQR8gBEH///8HSw0AGiAEQSYgAUEIdmciAGt2QQFxIABBAXRrQT5qCyIGQQJ0QbzSAGooAgAiAkUEQEEAIQFBACEDDAELQQAhASAEQRkgBk\
EBdmtBACAGQR9HG3QhAEEAIQMDQAJAIAIoAgRBeHEgBGsiByAFTw0AIAIhAyAHIgUNAEEAIQUgAiEBDAMLIAEgAkEUaigCACIHIAcgAiAAQR12QQRxakEQai\
gCACICRhsgASAHGyEBIABBAXQhACACDQALCyABIANyRQRAQQAhA0ECIAZ0IgBBACAAa3IgCHEiAEUNAyAAaEECdEG80gBqKAIAIQELIAFFDQELA0AgASgCBE\
F4cSAEayICIAVJIQAgAiAFIAAbIQUgASADIAAbIQMgASgCECIABH8gAAUgAUEUaigCAAsiAQ0ACwsgA0UNACAFQZTQACgCACAEa08NACADKAIYIQcgAyADKA\
IMIgBHBEBBnNAAKAIAGiAAIAMoAggiATYCCCABIAA2AgwMDgsgA0EUaiICKAIAIgFFBEAgAygCECIBRQ0DIANBEGohAgsDQCACIQYgASIAQRRqIgIoAgAiAQ\
0AIABBEGohAiAAKAIQIgENAAsgBkEANgIADA0LQZTQACgCACIDIARPBEBBoNAAKAIAIQECQCADIARrIgJBEE8EQCABIARqIgAgAkEBcjYCBCABIANqIAI2Ag\
AgASAEQQNyNgIEDAELIAEgA0EDcjYCBCABIANqIgAgACgCBEEBcjYCBEEAIQBBACECC0GU0AAgAjYCAEGg0AAgADYCACABQQhqIQEMDwtBmNAAKAIAIgMgBE\
sEQCAEIAlqIgAgAyAEayIBQQFyNgIEQaTQACAANgIAQZjQACABNgIAIAkgBEEDcjYCBCAJQQhqIQEMDwtBACEBIAQCf0Hk0wAoAgAEQEHs0wAoAgAMAQtB8N\
MAQn83AgBB6NMAQoCAhICAgMAANwIAQeTTACAKQQxqQXBxQdiq1aoFczYCAEH40wBBADYCAEHI0wBBADYCAEGAgAQLIgAgBEHHAGoiBWoiBkEAIABrIgdxIg\
JPBEBB/NMAQTA2AgAMDwsCQEHE0wAoAgAiAUUNAEG80wAoAgAiCCACaiEAIAAgAU0gACAIS3ENAEEAIQFB/NMAQTA2AgAMDwtByNMALQAAQQRxDQQCQAJAIA\
kEQEHM0wAhAQNAIAEoAgAiACAJTQRAIAAgASgCBGogCUsNAwsgASgCCCIBDQALC0EAEDMiAEF/Rg0FIAIhBkHo0wAoAgAiAUEBayIDIABxBEAgAiAAayAAIA\
NqQQAgAWtxaiEGCyAEIAZPDQUgBkH+////B0sNBUHE0wAoAgAiAwRAQbzTACgCACIHIAZqIQEgASAHTQ0GIAEgA0sNBgsgBhAzIgEgAEcNAQwHCyAGIANrIA\
dxIgZB/v///wdLDQQgBhAzIQAgACABKAIAIAEoAgRqRg0DIAAhAQsCQCAGIARByABqTw0AIAFBf0YNAEHs0wAoAgAiACAFIAZrakEAIABrcSIAQf7///8HSw\
RAIAEhAAwHCyAAEDNBf0cEQCAAIAZqIQYgASEADAcLQQAgBmsQMxoMBAsgASIAQX9HDQUMAwtBACEDDAwLQQAhAAwKCyAAQX9HDQILQcjTAEHI0wAoAgBBBH\
I2AgALIAJB/v///wdLDQEgAhAzIQBBABAzIQEgAEF/Rg0BIAFBf0YNASAAIAFPDQEgASAAayIGIARBOGpNDQELQbzTAEG80wAoAgAgBmoiATYCAEHA0wAoAg\
AgAUkEQEHA0wAgATYCAAsCQAJAAkBBpNAAKAIAIgIEQEHM0wAhAQNAIAAgASgCACIDIAEoAgQiBWpGDQIgASgCCCIBDQALDAILQZzQACgCACIBQQBHIAAgAU\
9xRQRAQZzQACAANgIAC0EAIQFB0NMAIAY2AgBBzNMAIAA2AgBBrNAAQX82AgBBsNAAQeTTACgCADYCAEHY0wBBADYCAANAIAFByNAAaiABQbzQAGoiAjYCAC\
ACIAFBtNAAaiIDNgIAIAFBwNAAaiADNgIAIAFB0NAAaiABQcTQAGoiAzYCACADIAI2AgAgAUHY0ABqIAFBzNAAaiICNgIAIAIgAzYCACABQdTQAGogAjYCAC\
ABQSBqIgFBgAJHDQALQXggAGtBD3EiASAAaiICIAZBOGsiAyABayIBQQFyNgIEQajQAEH00wAoAgA2AgBBmNAAIAE2AgBBpNAAIAI2AgAgACADakE4NgIEDA\
ILIAAgAk0NACACIANJDQAgASgCDEEIcQ0AQXggAmtBD3EiACACaiIDQZjQACgCACAGaiIHIABrIgBBAXI2AgQgASAFIAZqNgIEQajQAEH00wAoAgA2AgBBmN\
AAIAA2AgBBpNAAIAM2AgAgAiAHakE4NgIEDAELIABBnNAAKAIASQRAQZzQACAANgIACyAAIAZqIQNBzNMAIQECQAJAAkADQCADIAEoAgBHBEAgASgCCCIBDQ\
EMAgsLIAEtAAxBCHFFDQELQczTACEBA0AgASgCACIDIAJNBEAgAyABKAIEaiIFIAJLDQMLIAEoAgghAQwACwALIAEgADYCACABIAEoAgQgBmo2AgQgAEF4IA\
BrQQ9xaiIJIARBA3I2AgQgA0F4IANrQQ9xaiIGIAQgCWoiBGshASACIAZGBEBBpNAAIAQ2AgBBmNAAQZjQACgCACABaiIANgIAIAQgAEEBcjYCBAwIC0Gg0A\
AoAgAgBkYEQEGg0AAgBDYCAEGU0ABBlNAAKAIAIAFqIgA2AgAgBCAAQQFyNgIEIAAgBGogADYCAAwICyAGKAIEIgVBA3FBAUcNBiAFQXhxIQggBUH/AU0EQC\
AFQQN2IQMgBigCCCIAIAYoAgwiAkYEQEGM0ABBjNAAKAIAQX4gA3dxNgIADAcLIAIgADYCCCAAIAI2AgwMBgsgBigCGCEHIAYgBigCDCIARwRAIAAgBigCCC\
ICNgIIIAIgADYCDAwFCyAGQRRqIgIoAgAiBUUEQCAGKAIQIgVFDQQgBkEQaiECCwNAIAIhAyAFIgBBFGoiAigCACIFDQAgAEEQaiECIAAoAhAiBQ0ACyADQQ\
A2AgAMBAtBeCAAa0EPcSIBIABqIgcgBkE4ayIDIAFrIgFBAXI2AgQgACADakE4NgIEIAIgBUE3IAVrQQ9xakE/ayIDIAMgAkEQakkbIgNBIzYCBEGo0ABB9N\
MAKAIANgIAQZjQACABNgIAQaTQACAHNgIAIANBEGpB1NMAKQIANwIAIANBzNMAKQIANwIIQdTTACADQQhqNgIAQdDTACAGNgIAQczTACAANgIAQdjTAEEANg\
IAIANBJGohAQNAIAFBBzYCACAFIAFBBGoiAUsNAAsgAiADRg0AIAMgAygCBEF+cTYCBCADIAMgAmsiBTYCACACIAVBAXI2AgQgBUH/AU0EQCAFQXhxQbTQAG\
ohAAJ/QYzQACgCACIBQQEgBUEDdnQiA3FFBEBBjNAAIAEgA3I2AgAgAAwBCyAAKAIICyIBIAI2AgwgACACNgIIIAIgADYCDCACIAE2AggMAQtBHyEBIAVB//\
//B00EQCAFQSYgBUEIdmciAGt2QQFxIABBAXRrQT5qIQELIAIgATYCHCACQgA3AhAgAUECdEG80gBqIQBBkNAAKAIAIgNBASABdCIGcUUEQCAAIAI2AgBBkN\
AAIAMgBnI2AgAgAiAANgIYIAIgAjYCCCACIAI2AgwMAQsgBUEZIAFBAXZrQQAgAUEfRxt0IQEgACgCACEDAkADQCADIgAoAgRBeHEgBUYNASABQR12IQMgAU\
EBdCEBIAAgA0EEcWpBEGoiBigCACIDDQALIAYgAjYCACACIAA2AhggAiACNgIMIAIgAjYCCAwBCyAAKAIIIgEgAjYCDCAAIAI2AgggAkEANgIYIAIgADYCDC\
ACIAE2AggLQZjQACgCACIBIARNDQBBpNAAKAIAIgAgBGoiAiABIARrIgFBAXI2AgRBmNAAIAE2AgBBpNAAIAI2AgAgACAEQQNyNgIEIABBCGohAQwIC0EAIQ\
FB/NMAQTA2AgAMBwtBACEACyAHRQ0AAkAgBigCHCICQQJ0QbzSAGoiAygCACAGRgRAIAMgADYCACAADQFBkNAAQZDQACgCAEF+IAJ3cTYCAAwCCyAHQRBBFC\
AHKAIQIAZGG2ogADYCACAARQ0BCyAAIAc2AhggBigCECICBEAgACACNgIQIAIgADYCGAsgBkEUaigCACICRQ0AIABBFGogAjYCACACIAA2AhgLIAEgCGohAS\
AGIAhqIgYoAgQhBQsgBiAFQX5xNgIEIAEgBGogATYCACAEIAFBAXI2AgQgAUH/AU0EQCABQXhxQbTQAGohAAJ/QYzQACgCACICQQEgAUEDdnQiAXFFBEBBjN\
AAIAEgAnI2AgAgAAwBCyAAKAIICyIBIAQ2AgwgACAENgIIIAQgADYCDCAEIAE2AggMAQtBHyEFIAFB////B00EQCABQSYgAUEIdmciAGt2QQFxIABBAXRrQT\
5qIQULIAQgBTYCHCAEQgA3AhAgBUECdEG80gBqIQBBkNAAKAIAIgJBASAFdCIDcUUEQCAAIAQ2AgBBkNAAIAIgA3I2AgAgBCAANgIYIAQgBDYCCCAEIAQ2Ag\
wMAQsgAUEZIAVBAXZrQQAgBUEfRxt0IQUgACgCACEAAkADQCAAIgIoAgRBeHEgAUYNASAFQR12IQAgBUEBdCEFIAIgAEEEcWpBEGoiAygCACIADQALIAMgBD\
YCACAEIAI2AhggBCAENgIMIAQgBDYCCAwBCyACKAIIIgAgBDYCDCACIAQ2AgggBEEANgIYIAQgAjYCDCAEIAA2AggLIAlBCGohAQwCCwJAIAdFDQACQCADKA\
IcIgFBAnRBvNIAaiICKAIAIANGBEAgAiAANgIAIAANAUGQ0AAgCEF+IAF3cSIINgIADAILIAdBEEEUIAcoAhAgA0YbaiAANgIAIABFDQELIAAgBzYCGCADKA\
IQIgEEQCAAIAE2AhAgASAANgIYCyADQRRqKAIAIgFFDQAgAEEUaiABNgIAIAEgADYCGAsCQCAFQQ9NBEAgAyAEIAVqIgBBA3I2AgQgACADaiIAIAAoAgRBAX\
I2AgQMAQsgAyAEaiICIAVBAXI2AgQgAyAEQQNyNgIEIAIgBWogBTYCACAFQf8BTQRAIAVBeHFBtNAAaiEAAn9BjNAAKAIAIgFBASAFQQN2dCIFcUUEQEGM0A\
AgASAFcjYCACAADAELIAAoAggLIgEgAjYCDCAAIAI2AgggAiAANgIMIAIgATYCCAwBC0EfIQEgBUH///8HTQRAIAVBJiAFQQh2ZyIAa3ZBAXEgAEEBdGtBPm\
ohAQsgAiABNgIcIAJCADcCECABQQJ0QbzSAGohAEEBIAF0IgQgCHFFBEAgACACNgIAQZDQACAEIAhyNgIAIAIgADYCGCACIAI2AgggAiACNgIMDAELIAVBGS\
ABQQF2a0EAIAFBH0cbdCEBIAAoAgAhBAJAA0AgBCIAKAIEQXhxIAVGDQEgAUEddiEEIAFBAXQhASAAIARBBHFqQRBqIgYoAgAiBA0ACyAGIAI2AgAgAiAANg\
IYIAIgAjYCDCACIAI2AggMAQsgACgCCCIBIAI2AgwgACACNgIIIAJBADYCGCACIAA2AgwgAiABNgIICyADQQhqIQEMAQsCQCAJRQ0AAkAgACgCHCIBQQJ0Qb\
zSAGoiAigCACAARgRAIAIgAzYCACADDQFBkNAAIAtBfiABd3E2AgAMAgsgCUEQQRQgCSgCECAARhtqIAM2AgAgA0UNAQsgAyAJNgIYIAAoAhAiAQRAIAMgAT\
YCECABIAM2AhgLIABBFGooAgAiAUUNACADQRRqIAE2AgAgASADNgIYCwJAIAVBD00EQCAAIAQgBWoiAUEDcjYCBCAAIAFqIgEgASgCBEEBcjYCBAwBCyAAIA\
RqIgcgBUEBcjYCBCAAIARBA3I2AgQgBSAHaiAFNgIAIAgEQCAIQXhxQbTQAGohAUGg0AAoAgAhAwJ/QQEgCEEDdnQiAiAGcUUEQEGM0AAgAiAGcjYCACABDA\
ELIAEoAggLIgIgAzYCDCABIAM2AgggAyABNgIMIAMgAjYCCAtBoNAAIAc2AgBBlNAAIAU2AgALIABBCGohAQsgCkEQaiQAIAELQwAgAEUEQD8AQRB0DwsCQC\
AAQf//A3ENACAAQQBIDQAgAEEQdkAAIgBBf0YEQEH80wBBMDYCAEF/DwsgAEEQdA8LAAsL3D8iAEGACAsJAQAAAAIAAAADAEGUCAsFBAAAAAUAQaQICwkGAA\
AABwAAAAgAQdwIC4otSW52YWxpZCBjaGFyIGluIHVybCBxdWVyeQBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX2JvZHkAQ29udGVudC1MZW5ndGggb3Zlcm\
Zsb3cAQ2h1bmsgc2l6ZSBvdmVyZmxvdwBSZXNwb25zZSBvdmVyZmxvdwBJbnZhbGlkIG1ldGhvZCBmb3IgSFRUUC94LnggcmVxdWVzdABJbnZhbGlkIG1ldG\
hvZCBmb3IgUlRTUC94LnggcmVxdWVzdABFeHBlY3RlZCBTT1VSQ0UgbWV0aG9kIGZvciBJQ0UveC54IHJlcXVlc3QASW52YWxpZCBjaGFyIGluIHVybCBmcm\
FnbWVudCBzdGFydABFeHBlY3RlZCBkb3QAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9zdGF0dXMASW52YWxpZCByZXNwb25zZSBzdGF0dXMASW52YWxpZC\
BjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucwBVc2VyIGNhbGxiYWNrIGVycm9yAGBvbl9yZXNldGAgY2FsbGJhY2sgZXJyb3IAYG9uX2NodW5rX2hlYW\
RlcmAgY2FsbGJhY2sgZXJyb3IAYG9uX21lc3NhZ2VfYmVnaW5gIGNhbGxiYWNrIGVycm9yAGBvbl9jaHVua19leHRlbnNpb25fdmFsdWVgIGNhbGxiYWNrIG\
Vycm9yAGBvbl9zdGF0dXNfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl92ZXJzaW9uX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fdXJsX2NvbX\
BsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9oZWFkZXJfdmFsdWVfY29tcGxldGVgIGNhbGxiYW\
NrIGVycm9yAGBvbl9tZXNzYWdlX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fbWV0aG9kX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25faGVhZG\
VyX2ZpZWxkX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfZXh0ZW5zaW9uX25hbWVgIGNhbGxiYWNrIGVycm9yAFVuZXhwZWN0ZWQgY2hhci\
BpbiB1cmwgc2VydmVyAEludmFsaWQgaGVhZGVyIHZhbHVlIGNoYXIASW52YWxpZCBoZWFkZXIgZmllbGQgY2hhcgBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG\
9uX3ZlcnNpb24ASW52YWxpZCBtaW5vciB2ZXJzaW9uAEludmFsaWQgbWFqb3IgdmVyc2lvbgBFeHBlY3RlZCBzcGFjZSBhZnRlciB2ZXJzaW9uAEV4cGVjdG\
VkIENSTEYgYWZ0ZXIgdmVyc2lvbgBJbnZhbGlkIEhUVFAgdmVyc2lvbgBJbnZhbGlkIGhlYWRlciB0b2tlbgBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3\
VybABJbnZhbGlkIGNoYXJhY3RlcnMgaW4gdXJsAFVuZXhwZWN0ZWQgc3RhcnQgY2hhciBpbiB1cmwARG91YmxlIEAgaW4gdXJsAEVtcHR5IENvbnRlbnQtTG\
VuZ3RoAEludmFsaWQgY2hhcmFjdGVyIGluIENvbnRlbnQtTGVuZ3RoAER1cGxpY2F0ZSBDb250ZW50LUxlbmd0aABJbnZhbGlkIGNoYXIgaW4gdXJsIHBhdG\
gAQ29udGVudC1MZW5ndGggY2FuJ3QgYmUgcHJlc2VudCB3aXRoIFRyYW5zZmVyLUVuY29kaW5nAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIHNpemUAU3\
BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9oZWFkZXJfdmFsdWUAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9jaHVua19leHRlbnNpb25fdmFsdWUASW52YW\
xpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyB2YWx1ZQBNaXNzaW5nIGV4cGVjdGVkIExGIGFmdGVyIGhlYWRlciB2YWx1ZQBJbnZhbGlkIGBUcm\
Fuc2Zlci1FbmNvZGluZ2AgaGVhZGVyIHZhbHVlAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIGV4dGVuc2lvbnMgcXVvdGUgdmFsdWUASW52YWxpZCBjaG\
FyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyBxdW90ZWQgdmFsdWUAUGF1c2VkIGJ5IG9uX2hlYWRlcnNfY29tcGxldGUASW52YWxpZCBFT0Ygc3RhdGUAb2\
5fcmVzZXQgcGF1c2UAb25fY2h1bmtfaGVhZGVyIHBhdXNlAG9uX21lc3NhZ2VfYmVnaW4gcGF1c2UAb25fY2h1bmtfZXh0ZW5zaW9uX3ZhbHVlIHBhdXNlAG\
9uX3N0YXR1c19jb21wbGV0ZSBwYXVzZQBvbl92ZXJzaW9uX2NvbXBsZXRlIHBhdXNlAG9uX3VybF9jb21wbGV0ZSBwYXVzZQBvbl9jaHVua19jb21wbGV0ZS\
BwYXVzZQBvbl9oZWFkZXJfdmFsdWVfY29tcGxldGUgcGF1c2UAb25fbWVzc2FnZV9jb21wbGV0ZSBwYXVzZQBvbl9tZXRob2RfY29tcGxldGUgcGF1c2UAb2\
5faGVhZGVyX2ZpZWxkX2NvbXBsZXRlIHBhdXNlAG9uX2NodW5rX2V4dGVuc2lvbl9uYW1lIHBhdXNlAFVuZXhwZWN0ZWQgc3BhY2UgYWZ0ZXIgc3RhcnQgbG\
luZQBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX2NodW5rX2V4dGVuc2lvbl9uYW1lAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIGV4dGVuc2lvbnMgbm\
FtZQBQYXVzZSBvbiBDT05ORUNUL1VwZ3JhZGUAUGF1c2Ugb24gUFJJL1VwZ3JhZGUARXhwZWN0ZWQgSFRUUC8yIENvbm5lY3Rpb24gUHJlZmFjZQBTcGFuIG\
NhbGxiYWNrIGVycm9yIGluIG9uX21ldGhvZABFeHBlY3RlZCBzcGFjZSBhZnRlciBtZXRob2QAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9oZWFkZXJfZm\
llbGQAUGF1c2VkAEludmFsaWQgd29yZCBlbmNvdW50ZXJlZABJbnZhbGlkIG1ldGhvZCBlbmNvdW50ZXJlZABVbmV4cGVjdGVkIGNoYXIgaW4gdXJsIHNjaG\
VtYQBSZXF1ZXN0IGhhcyBpbnZhbGlkIGBUcmFuc2Zlci1FbmNvZGluZ2AAU1dJVENIX1BST1hZAFVTRV9QUk9YWQBNS0FDVElWSVRZAFVOUFJPQ0VTU0FCTE\
VfRU5USVRZAENPUFkATU9WRURfUEVSTUFORU5UTFkAVE9PX0VBUkxZAE5PVElGWQBGQUlMRURfREVQRU5ERU5DWQBCQURfR0FURVdBWQBQTEFZAFBVVABDSE\
VDS09VVABHQVRFV0FZX1RJTUVPVVQAUkVRVUVTVF9USU1FT1VUAE5FVFdPUktfQ09OTkVDVF9USU1FT1VUAENPTk5FQ1RJT05fVElNRU9VVABMT0dJTl9USU\
1FT1VUAE5FVFdPUktfUkVBRF9USU1FT1VUAFBPU1QATUlTRElSRUNURURfUkVRVUVTVABDTElFTlRfQ0xPU0VEX1JFUVVFU1QAQ0xJRU5UX0NMT1NFRF9MT0\
FEX0JBTEFOQ0VEX1JFUVVFU1QAQkFEX1JFUVVFU1QASFRUUF9SRVFVRVNUX1NFTlRfVE9fSFRUUFNfUE9SVABSRVBPUlQASU1fQV9URUFQT1QAUkVTRVRfQ0\
9OVEVOVABOT19DT05URU5UAFBBUlRJQUxfQ09OVEVOVABIUEVfSU5WQUxJRF9DT05TVEFOVABIUEVfQ0JfUkVTRVQAR0VUAEhQRV9TVFJJQ1QAQ09ORkxJQ1\
QAVEVNUE9SQVJZX1JFRElSRUNUAFBFUk1BTkVOVF9SRURJUkVDVABDT05ORUNUAE1VTFRJX1NUQVRVUwBIUEVfSU5WQUxJRF9TVEFUVVMAVE9PX01BTllfUk\
VRVUVTVFMARUFSTFlfSElOVFMAVU5BVkFJTEFCTEVfRk9SX0xFR0FMX1JFQVNPTlMAT1BUSU9OUwBTV0lUQ0hJTkdfUFJPVE9DT0xTAFZBUklBTlRfQUxTT1\
9ORUdPVElBVEVTAE1VTFRJUExFX0NIT0lDRVMASU5URVJOQUxfU0VSVkVSX0VSUk9SAFdFQl9TRVJWRVJfVU5LTk9XTl9FUlJPUgBSQUlMR1VOX0VSUk9SAE\
lERU5USVRZX1BST1ZJREVSX0FVVEhFTlRJQ0FUSU9OX0VSUk9SAFNTTF9DRVJUSUZJQ0FURV9FUlJPUgBJTlZBTElEX1hfRk9SV0FSREVEX0ZPUgBTRVRfUE\
FSQU1FVEVSAEdFVF9QQVJBTUVURVIASFBFX1VTRVIAU0VFX09USEVSAEhQRV9DQl9DSFVOS19IRUFERVIATUtDQUxFTkRBUgBTRVRVUABXRUJfU0VSVkVSX0\
lTX0RPV04AVEVBUkRPV04ASFBFX0NMT1NFRF9DT05ORUNUSU9OAEhFVVJJU1RJQ19FWFBJUkFUSU9OAERJU0NPTk5FQ1RFRF9PUEVSQVRJT04ATk9OX0FVVE\
hPUklUQVRJVkVfSU5GT1JNQVRJT04ASFBFX0lOVkFMSURfVkVSU0lPTgBIUEVfQ0JfTUVTU0FHRV9CRUdJTgBTSVRFX0lTX0ZST1pFTgBIUEVfSU5WQUxJRF\
9IRUFERVJfVE9LRU4ASU5WQUxJRF9UT0tFTgBGT1JCSURERU4ARU5IQU5DRV9ZT1VSX0NBTE0ASFBFX0lOVkFMSURfVVJMAEJMT0NLRURfQllfUEFSRU5UQU\
xfQ09OVFJPTABNS0NPTABBQ0wASFBFX0lOVEVSTkFMAFJFUVVFU1RfSEVBREVSX0ZJRUxEU19UT09fTEFSR0VfVU5PRkZJQ0lBTABIUEVfT0sAVU5MSU5LAF\
VOTE9DSwBQUkkAUkVUUllfV0lUSABIUEVfSU5WQUxJRF9DT05URU5UX0xFTkdUSABIUEVfVU5FWFBFQ1RFRF9DT05URU5UX0xFTkdUSABGTFVTSABQUk9QUE\
FUQ0gATS1TRUFSQ0gAVVJJX1RPT19MT05HAFBST0NFU1NJTkcATUlTQ0VMTEFORU9VU19QRVJTSVNURU5UX1dBUk5JTkcATUlTQ0VMTEFORU9VU19XQVJOSU\
5HAEhQRV9JTlZBTElEX1RSQU5TRkVSX0VOQ09ESU5HAEV4cGVjdGVkIENSTEYASFBFX0lOVkFMSURfQ0hVTktfU0laRQBNT1ZFAENPTlRJTlVFAEhQRV9DQl\
9TVEFUVVNfQ09NUExFVEUASFBFX0NCX0hFQURFUlNfQ09NUExFVEUASFBFX0NCX1ZFUlNJT05fQ09NUExFVEUASFBFX0NCX1VSTF9DT01QTEVURQBIUEVfQ0\
JfQ0hVTktfQ09NUExFVEUASFBFX0NCX0hFQURFUl9WQUxVRV9DT01QTEVURQBIUEVfQ0JfQ0hVTktfRVhURU5TSU9OX1ZBTFVFX0NPTVBMRVRFAEhQRV9DQl\
9DSFVOS19FWFRFTlNJT05fTkFNRV9DT01QTEVURQBIUEVfQ0JfTUVTU0FHRV9DT01QTEVURQBIUEVfQ0JfTUVUSE9EX0NPTVBMRVRFAEhQRV9DQl9IRUFERV\
JfRklFTERfQ09NUExFVEUAREVMRVRFAEhQRV9JTlZBTElEX0VPRl9TVEFURQBJTlZBTElEX1NTTF9DRVJUSUZJQ0FURQBQQVVTRQBOT19SRVNQT05TRQBVTl\
NVUFBPUlRFRF9NRURJQV9UWVBFAEdPTkUATk9UX0FDQ0VQVEFCTEUAU0VSVklDRV9VTkFWQUlMQUJMRQBSQU5HRV9OT1RfU0FUSVNGSUFCTEUAT1JJR0lOX0\
lTX1VOUkVBQ0hBQkxFAFJFU1BPTlNFX0lTX1NUQUxFAFBVUkdFAE1FUkdFAFJFUVVFU1RfSEVBREVSX0ZJRUxEU19UT09fTEFSR0UAUkVRVUVTVF9IRUFERV\
JfVE9PX0xBUkdFAFBBWUxPQURfVE9PX0xBUkdFAElOU1VGRklDSUVOVF9TVE9SQUdFAEhQRV9QQVVTRURfVVBHUkFERQBIUEVfUEFVU0VEX0gyX1VQR1JBRE\
UAU09VUkNFAEFOTk9VTkNFAFRSQUNFAEhQRV9VTkVYUEVDVEVEX1NQQUNFAERFU0NSSUJFAFVOU1VCU0NSSUJFAFJFQ09SRABIUEVfSU5WQUxJRF9NRVRIT0\
QATk9UX0ZPVU5EAFBST1BGSU5EAFVOQklORABSRUJJTkQAVU5BVVRIT1JJWkVEAE1FVEhPRF9OT1RfQUxMT1dFRABIVFRQX1ZFUlNJT05fTk9UX1NVUFBPUl\
RFRABBTFJFQURZX1JFUE9SVEVEAEFDQ0VQVEVEAE5PVF9JTVBMRU1FTlRFRABMT09QX0RFVEVDVEVEAEhQRV9DUl9FWFBFQ1RFRABIUEVfTEZfRVhQRUNURU\
QAQ1JFQVRFRABJTV9VU0VEAEhQRV9QQVVTRUQAVElNRU9VVF9PQ0NVUkVEAFBBWU1FTlRfUkVRVUlSRUQAUFJFQ09ORElUSU9OX1JFUVVJUkVEAFBST1hZX0\
FVVEhFTlRJQ0FUSU9OX1JFUVVJUkVEAE5FVFdPUktfQVVUSEVOVElDQVRJT05fUkVRVUlSRUQATEVOR1RIX1JFUVVJUkVEAFNTTF9DRVJUSUZJQ0FURV9SRV\
FVSVJFRABVUEdSQURFX1JFUVVJUkVEAFBBR0VfRVhQSVJFRABQUkVDT05ESVRJT05fRkFJTEVEAEVYUEVDVEFUSU9OX0ZBSUxFRABSRVZBTElEQVRJT05fRk\
FJTEVEAFNTTF9IQU5EU0hBS0VfRkFJTEVEAExPQ0tFRABUUkFOU0ZPUk1BVElPTl9BUFBMSUVEAE5PVF9NT0RJRklFRABOT1RfRVhURU5ERUQAQkFORFdJRF\
RIX0xJTUlUX0VYQ0VFREVEAFNJVEVfSVNfT1ZFUkxPQURFRABIRUFEAEV4cGVjdGVkIEhUVFAvAABeEwAAJhMAADAQAADwFwAAnRMAABUSAAA5FwAA8BIAAA\
oQAAB1EgAArRIAAIITAABPFAAAfxAAAKAVAAAjFAAAiRIAAIsUAABNFQAA1BEAAM8UAAAQGAAAyRYAANwWAADBEQAA4BcAALsUAAB0FAAAfBUAAOUUAAAIFw\
AAHxAAAGUVAACjFAAAKBUAAAIVAACZFQAALBAAAIsZAABPDwAA1A4AAGoQAADOEAAAAhcAAIkOAABuEwAAHBMAAGYUAABWFwAAwRMAAM0TAABsEwAAaBcAAG\
YXAABfFwAAIhMAAM4PAABpDgAA2A4AAGMWAADLEwAAqg4AACgXAAAmFwAAxRMAAF0WAADoEQAAZxMAAGUTAADyFgAAcxMAAB0XAAD5FgAA8xEAAM8OAADOFQ\
AADBIAALMRAAClEQAAYRAAADIXAAC7EwBB+TULAQEAQZA2C+ABAQECAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAQf03CwEBAE\
GROAteAgMCAgICAgAAAgIAAgIAAgICAgICAgICAgAEAAAAAAACAgICAgICAgICAgICAgICAgICAgICAgICAgAAAAICAgICAgICAgICAgICAgICAgICAgICAg\
ICAgICAAIAAgBB/TkLAQEAQZE6C14CAAICAgICAAACAgACAgACAgICAgICAgICAAMABAAAAAICAgICAgICAgICAgICAgICAgICAgICAgICAAAAAgICAgICAg\
ICAgICAgICAgICAgICAgICAgICAgIAAgACAEHwOwsNbG9zZWVlcC1hbGl2ZQBBiTwLAQEAQaA8C+ABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAQEBAQEAQYk+CwEBAEGgPgvnAQEBAQEBAQEBAQEBAQIBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBY2h1bmtlZABBsMAAC18BAQABAQ\
EBAQAAAQEAAQEAAQEBAQEBAQEBAQAAAAAAAAABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQAAAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEAAQ\
BBkMIACyFlY3Rpb25lbnQtbGVuZ3Rob25yb3h5LWNvbm5lY3Rpb24AQcDCAAstcmFuc2Zlci1lbmNvZGluZ3BncmFkZQ0KDQoNClNNDQoNClRUUC9DRS9UU1\
AvAEH5wgALBQECAAEDAEGQwwAL4AEEAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBB+cQACwUBAgABAwBBkMUAC+ABBAEBBQ\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAQfnGAAsEAQAAAQBBkccAC98BAQEAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAA\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ\
EBAQEBAQEBAQEBAQBB+sgACwQBAAACAEGQyQALXwMEAAAEBAQEBAQEBAQEBAUEBAQEBAQEBAQEBAQABAAGBwQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBA\
AEAAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQAAAAEAEH6ygALBAEAAAEAQZDLAAsBAQBBqssAC0ECAAAAAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAw\
MDAwMAAAAAAAADAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwBB+swACwQBAAABAEGQzQALAQEAQZrNAAsGAgAAAAACAEGxzQALOgMDAwMDAwMDAwMDAwMDAw\
MDAwMDAwMDAwMDAAAAAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAQfDOAAuWAU5PVU5DRUVDS09VVE5FQ1RFVEVDUklCRUxVU0hFVEVBRFNFQVJDSF\
JHRUNUSVZJVFlMRU5EQVJWRU9USUZZUFRJT05TQ0hTRUFZU1RBVENIR0VPUkRJUkVDVE9SVFJDSFBBUkFNRVRFUlVSQ0VCU0NSSUJFQVJET1dOQUNFSU5ETk\
tDS1VCU0NSSUJFSFRUUC9BRFRQLw==","base64")});var gr=h((vS,tB)=>{"use strict";var Ka=["GET","HEAD","POST"],kd=new Set(Ka),Fd=[101,204,205,304],Xa=[301,302,303,307,308],
pd=new Set(Xa),_a=["1","7","9","11","13","15","17","19","20","21","22","23","25","37","42","43","53","69","77","79","87",
"95","101","102","103","104","109","110","111","113","115","117","119","123","135","137","139","143","161","179","389","\
427","465","512","513","514","515","526","530","531","532","540","548","554","556","563","587","601","636","989","990","\
993","995","1719","1720","1723","2049","3659","4045","4190","5060","5061","6000","6566","6665","6666","6667","6668","666\
9","6679","6697","10080"],Rd=new Set(_a),ja=["","no-referrer","no-referrer-when-downgrade","same-origin","origin","stric\
t-origin","origin-when-cross-origin","strict-origin-when-cross-origin","unsafe-url"],Nd=new Set(ja),md=["follow","manual",
"error"],$a=["GET","HEAD","OPTIONS","TRACE"],Sd=new Set($a),Ud=["navigate","same-origin","no-cors","cors"],Md=["omit","s\
ame-origin","include"],bd=["default","no-store","reload","no-cache","force-cache","only-if-cached"],Ld=["content-encodin\
g","content-language","content-location","content-type","content-length"],Td=["half"],AB=["CONNECT","TRACE","TRACK"],Yd=new Set(
AB),eB=["audio","audioworklet","font","image","manifest","paintworklet","script","style","track","video","xslt",""],Gd=new Set(
eB);tB.exports={subresource:eB,forbiddenMethods:AB,requestBodyHeader:Ld,referrerPolicy:ja,requestRedirect:md,requestMode:Ud,
requestCredentials:Md,requestCache:bd,redirectStatus:Xa,corsSafeListedMethods:Ka,nullBodyStatus:Fd,safeMethods:$a,badPorts:_a,
requestDuplex:Td,subresourceSet:Gd,badPortsSet:Rd,redirectStatusSet:pd,corsSafeListedMethodsSet:kd,safeMethodsSet:Sd,forbiddenMethodsSet:Yd,
referrerPolicySet:Nd}});var _i=h((qS,rB)=>{"use strict";var Xi=Symbol.for("undici.globalOrigin.1");function Jd(){return globalThis[Xi]}function xd(e){
if(e===void 0){Object.defineProperty(globalThis,Xi,{value:void 0,writable:!0,enumerable:!1,configurable:!1});return}let A=new URL(
e);if(A.protocol!=="http:"&&A.protocol!=="https:")throw new TypeError(`Only http & https urls are allowed, received ${A.
protocol}`);Object.defineProperty(globalThis,Xi,{value:A,writable:!0,enumerable:!1,configurable:!1})}rB.exports={getGlobalOrigin:Jd,
setGlobalOrigin:xd}});var IA=h((WS,aB)=>{"use strict";var Fs=require("node:assert"),Hd=new TextEncoder,ar=/^[!#$%&'*+\-.^_|~A-Za-z0-9]+$/,Vd=/[\u000A\u000D\u0009\u0020]/,
vd=/[\u0009\u000A\u000C\u000D\u0020]/g,qd=/^[\u0009\u0020-\u007E\u0080-\u00FF]+$/;function Wd(e){Fs(e.protocol==="data:");
let A=iB(e,!0);A=A.slice(5);let t={position:0},r=ht(",",A,t),s=r.length;if(r=Xd(r,!0,!0),t.position>=A.length)return"fai\
lure";t.position++;let n=A.slice(s+1),i=oB(n);if(/;(\u0020){0,}base64$/i.test(r)){let Q=gB(i);if(i=Pd(Q),i==="failure")return"\
failure";r=r.slice(0,-6),r=r.replace(/(\u0020)+$/,""),r=r.slice(0,-1)}r.startsWith(";")&&(r="text/plain"+r);let o=ji(r);
return o==="failure"&&(o=ji("text/plain;charset=US-ASCII")),{mimeType:o,body:i}}function iB(e,A=!1){if(!A)return e.href;
let t=e.href,r=e.hash.length,s=r===0?t:t.substring(0,t.length-r);return!r&&t.endsWith("#")?s.slice(0,-1):s}function ps(e,A,t){
let r="";for(;t.position<A.length&&e(A[t.position]);)r+=A[t.position],t.position++;return r}function ht(e,A,t){let r=A.indexOf(
e,t.position),s=t.position;return r===-1?(t.position=A.length,A.slice(s)):(t.position=r,A.slice(s,t.position))}function oB(e){
let A=Hd.encode(e);return Od(A)}function sB(e){return e>=48&&e<=57||e>=65&&e<=70||e>=97&&e<=102}function nB(e){return e>=
48&&e<=57?e-48:(e&223)-55}function Od(e){let A=e.length,t=new Uint8Array(A),r=0;for(let s=0;s<A;++s){let n=e[s];n!==37?t[r++]=
n:n===37&&!(sB(e[s+1])&&sB(e[s+2]))?t[r++]=37:(t[r++]=nB(e[s+1])<<4|nB(e[s+2]),s+=2)}return A===r?t:t.subarray(0,r)}function ji(e){
e=ks(e,!0,!0);let A={position:0},t=ht("/",e,A);if(t.length===0||!ar.test(t)||A.position>e.length)return"failure";A.position++;
let r=ht(";",e,A);if(r=ks(r,!1,!0),r.length===0||!ar.test(r))return"failure";let s=t.toLowerCase(),n=r.toLowerCase(),i={
type:s,subtype:n,parameters:new Map,essence:`${s}/${n}`};for(;A.position<e.length;){A.position++,ps(g=>Vd.test(g),e,A);let o=ps(
g=>g!==";"&&g!=="=",e,A);if(o=o.toLowerCase(),A.position<e.length){if(e[A.position]===";")continue;A.position++}if(A.position>
e.length)break;let Q=null;if(e[A.position]==='"')Q=QB(e,A,!0),ht(";",e,A);else if(Q=ht(";",e,A),Q=ks(Q,!1,!0),Q.length===
0)continue;o.length!==0&&ar.test(o)&&(Q.length===0||qd.test(Q))&&!i.parameters.has(o)&&i.parameters.set(o,Q)}return i}function Pd(e){
e=e.replace(vd,"");let A=e.length;if(A%4===0&&e.charCodeAt(A-1)===61&&(--A,e.charCodeAt(A-1)===61&&--A),A%4===1||/[^+/0-9A-Za-z]/.
test(e.length===A?e:e.substring(0,A)))return"failure";let t=Buffer.from(e,"base64");return new Uint8Array(t.buffer,t.byteOffset,
t.byteLength)}function QB(e,A,t){let r=A.position,s="";for(Fs(e[A.position]==='"'),A.position++;s+=ps(i=>i!=='"'&&i!=="\\",
e,A),!(A.position>=e.length);){let n=e[A.position];if(A.position++,n==="\\"){if(A.position>=e.length){s+="\\";break}s+=e[A.
position],A.position++}else{Fs(n==='"');break}}return t?s:e.slice(r,A.position)}function Zd(e){Fs(e!=="failure");let{parameters:A,
essence:t}=e,r=t;for(let[s,n]of A.entries())r+=";",r+=s,r+="=",ar.test(n)||(n=n.replace(/(\\|")/g,"\\$1"),n='"'+n,n+='"'),
r+=n;return r}function zd(e){return e===13||e===10||e===9||e===32}function ks(e,A=!0,t=!0){return $i(e,A,t,zd)}function Kd(e){
return e===13||e===10||e===9||e===12||e===32}function Xd(e,A=!0,t=!0){return $i(e,A,t,Kd)}function $i(e,A,t,r){let s=0,n=e.
length-1;if(A)for(;s<e.length&&r(e.charCodeAt(s));)s++;if(t)for(;n>0&&r(e.charCodeAt(n));)n--;return s===0&&n===e.length-
1?e:e.slice(s,n+1)}function gB(e){let A=e.length;if(65535>A)return String.fromCharCode.apply(null,e);let t="",r=0,s=65535;
for(;r<A;)r+s>A&&(s=A-r),t+=String.fromCharCode.apply(null,e.subarray(r,r+=s));return t}function _d(e){switch(e.essence){case"\
application/ecmascript":case"application/javascript":case"application/x-ecmascript":case"application/x-javascript":case"\
text/ecmascript":case"text/javascript":case"text/javascript1.0":case"text/javascript1.1":case"text/javascript1.2":case"t\
ext/javascript1.3":case"text/javascript1.4":case"text/javascript1.5":case"text/jscript":case"text/livescript":case"text/\
x-ecmascript":case"text/x-javascript":return"text/javascript";case"application/json":case"text/json":return"application/\
json";case"image/svg+xml":return"image/svg+xml";case"text/xml":case"application/xml":return"application/xml"}return e.subtype.
endsWith("+json")?"application/json":e.subtype.endsWith("+xml")?"application/xml":""}aB.exports={dataURLProcessor:Wd,URLSerializer:iB,
collectASequenceOfCodePoints:ps,collectASequenceOfCodePointsFast:ht,stringPercentDecode:oB,parseMIMEType:ji,collectAnHTTPQuotedString:QB,
serializeAMimeType:Zd,removeChars:$i,removeHTTPWhitespace:ks,minimizeSupportedMimeType:_d,HTTP_TOKEN_CODEPOINTS:ar,isomorphicDecode:gB}});var oA=h((OS,BB)=>{"use strict";var{types:OA,inspect:jd}=require("node:util"),{markAsUncloneable:$d}=require("node:worker_threads"),
{toUSVString:Af}=M(),u={};u.converters={};u.util={};u.errors={};u.errors.exception=function(e){return new TypeError(`${e.
header}: ${e.message}`)};u.errors.conversionFailed=function(e){let A=e.types.length===1?"":" one of",t=`${e.argument} co\
uld not be converted to${A}: ${e.types.join(", ")}.`;return u.errors.exception({header:e.prefix,message:t})};u.errors.invalidArgument=
function(e){return u.errors.exception({header:e.prefix,message:`"${e.value}" is an invalid ${e.type}.`})};u.brandCheck=function(e,A,t){
if(t?.strict!==!1){if(!(e instanceof A)){let r=new TypeError("Illegal invocation");throw r.code="ERR_INVALID_THIS",r}}else if(e?.[Symbol.
toStringTag]!==A.prototype[Symbol.toStringTag]){let r=new TypeError("Illegal invocation");throw r.code="ERR_INVALID_THIS",
r}};u.argumentLengthCheck=function({length:e},A,t){if(e<A)throw u.errors.exception({message:`${A} argument${A!==1?"s":""}\
 required, but${e?" only":""} ${e} found.`,header:t})};u.illegalConstructor=function(){throw u.errors.exception({header:"\
TypeError",message:"Illegal constructor"})};u.util.Type=function(e){switch(typeof e){case"undefined":return"Undefined";case"\
boolean":return"Boolean";case"string":return"String";case"symbol":return"Symbol";case"number":return"Number";case"bigint":
return"BigInt";case"function":case"object":return e===null?"Null":"Object"}};u.util.markAsUncloneable=$d||(()=>{});u.util.
ConvertToInt=function(e,A,t,r){let s,n;A===64?(s=Math.pow(2,53)-1,t==="unsigned"?n=0:n=Math.pow(-2,53)+1):t==="unsigned"?
(n=0,s=Math.pow(2,A)-1):(n=Math.pow(-2,A)-1,s=Math.pow(2,A-1)-1);let i=Number(e);if(i===0&&(i=0),r?.enforceRange===!0){if(Number.
isNaN(i)||i===Number.POSITIVE_INFINITY||i===Number.NEGATIVE_INFINITY)throw u.errors.exception({header:"Integer conversio\
n",message:`Could not convert ${u.util.Stringify(e)} to an integer.`});if(i=u.util.IntegerPart(i),i<n||i>s)throw u.errors.
exception({header:"Integer conversion",message:`Value must be between ${n}-${s}, got ${i}.`});return i}return!Number.isNaN(
i)&&r?.clamp===!0?(i=Math.min(Math.max(i,n),s),Math.floor(i)%2===0?i=Math.floor(i):i=Math.ceil(i),i):Number.isNaN(i)||i===
0&&Object.is(0,i)||i===Number.POSITIVE_INFINITY||i===Number.NEGATIVE_INFINITY?0:(i=u.util.IntegerPart(i),i=i%Math.pow(2,
A),t==="signed"&&i>=Math.pow(2,A)-1?i-Math.pow(2,A):i)};u.util.IntegerPart=function(e){let A=Math.floor(Math.abs(e));return e<
0?-1*A:A};u.util.Stringify=function(e){switch(u.util.Type(e)){case"Symbol":return`Symbol(${e.description})`;case"Object":
return jd(e);case"String":return`"${e}"`;default:return`${e}`}};u.sequenceConverter=function(e){return(A,t,r,s)=>{if(u.util.
Type(A)!=="Object")throw u.errors.exception({header:t,message:`${r} (${u.util.Stringify(A)}) is not iterable.`});let n=typeof s==
"function"?s():A?.[Symbol.iterator]?.(),i=[],o=0;if(n===void 0||typeof n.next!="function")throw u.errors.exception({header:t,
message:`${r} is not iterable.`});for(;;){let{done:Q,value:g}=n.next();if(Q)break;i.push(e(g,t,`${r}[${o++}]`))}return i}};
u.recordConverter=function(e,A){return(t,r,s)=>{if(u.util.Type(t)!=="Object")throw u.errors.exception({header:r,message:`${s}\
 ("${u.util.Type(t)}") is not an Object.`});let n={};if(!OA.isProxy(t)){let o=[...Object.getOwnPropertyNames(t),...Object.
getOwnPropertySymbols(t)];for(let Q of o){let g=e(Q,r,s),B=A(t[Q],r,s);n[g]=B}return n}let i=Reflect.ownKeys(t);for(let o of i)
if(Reflect.getOwnPropertyDescriptor(t,o)?.enumerable){let g=e(o,r,s),B=A(t[o],r,s);n[g]=B}return n}};u.interfaceConverter=
function(e){return(A,t,r,s)=>{if(s?.strict!==!1&&!(A instanceof e))throw u.errors.exception({header:t,message:`Expected ${r}\
 ("${u.util.Stringify(A)}") to be an instance of ${e.name}.`});return A}};u.dictionaryConverter=function(e){return(A,t,r)=>{
let s=u.util.Type(A),n={};if(s==="Null"||s==="Undefined")return n;if(s!=="Object")throw u.errors.exception({header:t,message:`\
Expected ${A} to be one of: Null, Undefined, Object.`});for(let i of e){let{key:o,defaultValue:Q,required:g,converter:B}=i;
if(g===!0&&!Object.hasOwn(A,o))throw u.errors.exception({header:t,message:`Missing required key "${o}".`});let a=A[o],E=Object.
hasOwn(i,"defaultValue");if(E&&a!==null&&(a??=Q()),g||E||a!==void 0){if(a=B(a,t,`${r}.${o}`),i.allowedValues&&!i.allowedValues.
includes(a))throw u.errors.exception({header:t,message:`${a} is not an accepted type. Expected one of ${i.allowedValues.
join(", ")}.`});n[o]=a}}return n}};u.nullableConverter=function(e){return(A,t,r)=>A===null?A:e(A,t,r)};u.converters.DOMString=
function(e,A,t,r){if(e===null&&r?.legacyNullToEmptyString)return"";if(typeof e=="symbol")throw u.errors.exception({header:A,
message:`${t} is a symbol, which cannot be converted to a DOMString.`});return String(e)};u.converters.ByteString=function(e,A,t){
let r=u.converters.DOMString(e,A,t);for(let s=0;s<r.length;s++)if(r.charCodeAt(s)>255)throw new TypeError(`Cannot conver\
t argument to a ByteString because the character at index ${s} has a value of ${r.charCodeAt(s)} which is greater than 2\
55.`);return r};u.converters.USVString=Af;u.converters.boolean=function(e){return!!e};u.converters.any=function(e){return e};
u.converters["long long"]=function(e,A,t){return u.util.ConvertToInt(e,64,"signed",void 0,A,t)};u.converters["unsigned l\
ong long"]=function(e,A,t){return u.util.ConvertToInt(e,64,"unsigned",void 0,A,t)};u.converters["unsigned long"]=function(e,A,t){
return u.util.ConvertToInt(e,32,"unsigned",void 0,A,t)};u.converters["unsigned short"]=function(e,A,t,r){return u.util.ConvertToInt(
e,16,"unsigned",r,A,t)};u.converters.ArrayBuffer=function(e,A,t,r){if(u.util.Type(e)!=="Object"||!OA.isAnyArrayBuffer(e))
throw u.errors.conversionFailed({prefix:A,argument:`${t} ("${u.util.Stringify(e)}")`,types:["ArrayBuffer"]});if(r?.allowShared===
!1&&OA.isSharedArrayBuffer(e))throw u.errors.exception({header:"ArrayBuffer",message:"SharedArrayBuffer is not allowed."});
if(e.resizable||e.growable)throw u.errors.exception({header:"ArrayBuffer",message:"Received a resizable ArrayBuffer."});
return e};u.converters.TypedArray=function(e,A,t,r,s){if(u.util.Type(e)!=="Object"||!OA.isTypedArray(e)||e.constructor.name!==
A.name)throw u.errors.conversionFailed({prefix:t,argument:`${r} ("${u.util.Stringify(e)}")`,types:[A.name]});if(s?.allowShared===
!1&&OA.isSharedArrayBuffer(e.buffer))throw u.errors.exception({header:"ArrayBuffer",message:"SharedArrayBuffer is not al\
lowed."});if(e.buffer.resizable||e.buffer.growable)throw u.errors.exception({header:"ArrayBuffer",message:"Received a re\
sizable ArrayBuffer."});return e};u.converters.DataView=function(e,A,t,r){if(u.util.Type(e)!=="Object"||!OA.isDataView(e))
throw u.errors.exception({header:A,message:`${t} is not a DataView.`});if(r?.allowShared===!1&&OA.isSharedArrayBuffer(e.
buffer))throw u.errors.exception({header:"ArrayBuffer",message:"SharedArrayBuffer is not allowed."});if(e.buffer.resizable||
e.buffer.growable)throw u.errors.exception({header:"ArrayBuffer",message:"Received a resizable ArrayBuffer."});return e};
u.converters.BufferSource=function(e,A,t,r){if(OA.isAnyArrayBuffer(e))return u.converters.ArrayBuffer(e,A,t,{...r,allowShared:!1});
if(OA.isTypedArray(e))return u.converters.TypedArray(e,e.constructor,A,t,{...r,allowShared:!1});if(OA.isDataView(e))return u.
converters.DataView(e,A,t,{...r,allowShared:!1});throw u.errors.conversionFailed({prefix:A,argument:`${t} ("${u.util.Stringify(
e)}")`,types:["BufferSource"]})};u.converters["sequence<ByteString>"]=u.sequenceConverter(u.converters.ByteString);u.converters["\
sequence<sequence<ByteString>>"]=u.sequenceConverter(u.converters["sequence<ByteString>"]);u.converters["record<ByteStri\
ng, ByteString>"]=u.recordConverter(u.converters.ByteString,u.converters.ByteString);BB.exports={webidl:u}});var wA=h((PS,FB)=>{"use strict";var{Transform:ef}=require("node:stream"),EB=require("node:zlib"),{redirectStatusSet:tf,referrerPolicySet:rf,
badPortsSet:sf}=gr(),{getGlobalOrigin:cB}=_i(),{collectASequenceOfCodePoints:Te,collectAnHTTPQuotedString:nf,removeChars:of,
parseMIMEType:Qf}=IA(),{performance:gf}=require("node:perf_hooks"),{isBlobLike:af,ReadableStreamFrom:Bf,isValidHTTPToken:IB,
normalizedMethodRecordsBase:Ef}=M(),Ye=require("node:assert"),{isUint8Array:cf}=require("node:util/types"),{webidl:Br}=oA(),
CB=[],Ns;try{Ns=require("node:crypto");let e=["sha256","sha384","sha512"];CB=Ns.getHashes().filter(A=>e.includes(A))}catch{}
function lB(e){let A=e.urlList,t=A.length;return t===0?null:A[t-1].toString()}function If(e,A){if(!tf.has(e.status))return null;
let t=e.headersList.get("location",!0);return t!==null&&uB(t)&&(hB(t)||(t=Cf(t)),t=new URL(t,lB(e))),t&&!t.hash&&(t.hash=
A),t}function hB(e){for(let A=0;A<e.length;++A){let t=e.charCodeAt(A);if(t>126||t<32)return!1}return!0}function Cf(e){return Buffer.
from(e,"binary").toString("utf8")}function cr(e){return e.urlList[e.urlList.length-1]}function lf(e){let A=cr(e);return DB(
A)&&sf.has(A.port)?"blocked":"allowed"}function hf(e){return e instanceof Error||e?.constructor?.name==="Error"||e?.constructor?.
name==="DOMException"}function uf(e){for(let A=0;A<e.length;++A){let t=e.charCodeAt(A);if(!(t===9||t>=32&&t<=126||t>=128&&
t<=255))return!1}return!0}var df=IB;function uB(e){return(e[0]==="	"||e[0]===" "||e[e.length-1]==="	"||e[e.length-1]==="\
 "||e.includes(`
`)||e.includes("\r")||e.includes("\0"))===!1}function ff(e,A){let{headersList:t}=A,r=(t.get("referrer-policy",!0)??"").split(
","),s="";if(r.length>0)for(let n=r.length;n!==0;n--){let i=r[n-1].trim();if(rf.has(i)){s=i;break}}s!==""&&(e.referrerPolicy=
s)}function wf(){return"allowed"}function yf(){return"success"}function Df(){return"success"}function kf(e){let A=null;A=
e.mode,e.headersList.set("sec-fetch-mode",A,!0)}function Ff(e){let A=e.origin;if(!(A==="client"||A===void 0)){if(e.responseTainting===
"cors"||e.mode==="websocket")e.headersList.append("origin",A,!0);else if(e.method!=="GET"&&e.method!=="HEAD"){switch(e.referrerPolicy){case"\
no-referrer":A=null;break;case"no-referrer-when-downgrade":case"strict-origin":case"strict-origin-when-cross-origin":e.origin&&
eo(e.origin)&&!eo(cr(e))&&(A=null);break;case"same-origin":ms(e,cr(e))||(A=null);break;default:}e.headersList.append("or\
igin",A,!0)}}}function ut(e,A){return e}function pf(e,A,t){return!e?.startTime||e.startTime<A?{domainLookupStartTime:A,domainLookupEndTime:A,
connectionStartTime:A,connectionEndTime:A,secureConnectionStartTime:A,ALPNNegotiatedProtocol:e?.ALPNNegotiatedProtocol}:
{domainLookupStartTime:ut(e.domainLookupStartTime,t),domainLookupEndTime:ut(e.domainLookupEndTime,t),connectionStartTime:ut(
e.connectionStartTime,t),connectionEndTime:ut(e.connectionEndTime,t),secureConnectionStartTime:ut(e.secureConnectionStartTime,
t),ALPNNegotiatedProtocol:e.ALPNNegotiatedProtocol}}function Rf(e){return ut(gf.now(),e)}function Nf(e){return{startTime:e.
startTime??0,redirectStartTime:0,redirectEndTime:0,postRedirectStartTime:e.startTime??0,finalServiceWorkerStartTime:0,finalNetworkResponseStartTime:0,
finalNetworkRequestStartTime:0,endTime:0,encodedBodySize:0,decodedBodySize:0,finalConnectionTimingInfo:null}}function dB(){
return{referrerPolicy:"strict-origin-when-cross-origin"}}function mf(e){return{referrerPolicy:e.referrerPolicy}}function Sf(e){
let A=e.referrerPolicy;Ye(A);let t=null;if(e.referrer==="client"){let o=cB();if(!o||o.origin==="null")return"no-referrer";
t=new URL(o)}else e.referrer instanceof URL&&(t=e.referrer);let r=Ao(t),s=Ao(t,!0);r.toString().length>4096&&(r=s);let n=ms(
e,r),i=Er(r)&&!Er(e.url);switch(A){case"origin":return s??Ao(t,!0);case"unsafe-url":return r;case"same-origin":return n?
s:"no-referrer";case"origin-when-cross-origin":return n?r:s;case"strict-origin-when-cross-origin":{let o=cr(e);return ms(
r,o)?r:Er(r)&&!Er(o)?"no-referrer":s}default:return i?"no-referrer":s}}function Ao(e,A){return Ye(e instanceof URL),e=new URL(
e),e.protocol==="file:"||e.protocol==="about:"||e.protocol==="blank:"?"no-referrer":(e.username="",e.password="",e.hash=
"",A&&(e.pathname="",e.search=""),e)}function Er(e){if(!(e instanceof URL))return!1;if(e.href==="about:blank"||e.href===
"about:srcdoc"||e.protocol==="data:"||e.protocol==="file:")return!0;return A(e.origin);function A(t){if(t==null||t==="nu\
ll")return!1;let r=new URL(t);return!!(r.protocol==="https:"||r.protocol==="wss:"||/^127(?:\.[0-9]+){0,2}\.[0-9]+$|^\[(?:0*:)*?:?0*1\]$/.
test(r.hostname)||r.hostname==="localhost"||r.hostname.includes("localhost.")||r.hostname.endsWith(".localhost"))}}function Uf(e,A){
if(Ns===void 0)return!0;let t=fB(A);if(t==="no metadata"||t.length===0)return!0;let r=bf(t),s=Lf(t,r);for(let n of s){let i=n.
algo,o=n.hash,Q=Ns.createHash(i).update(e).digest("base64");if(Q[Q.length-1]==="="&&(Q[Q.length-2]==="="?Q=Q.slice(0,-2):
Q=Q.slice(0,-1)),Tf(Q,o))return!0}return!1}var Mf=/(?<algo>sha256|sha384|sha512)-((?<hash>[A-Za-z0-9+/]+|[A-Za-z0-9_-]+)={0,2}(?:\s|$)( +[!-~]*)?)?/i;
function fB(e){let A=[],t=!0;for(let r of e.split(" ")){t=!1;let s=Mf.exec(r);if(s===null||s.groups===void 0||s.groups.algo===
void 0)continue;let n=s.groups.algo.toLowerCase();CB.includes(n)&&A.push(s.groups)}return t===!0?"no metadata":A}function bf(e){
let A=e[0].algo;if(A[3]==="5")return A;for(let t=1;t<e.length;++t){let r=e[t];if(r.algo[3]==="5"){A="sha512";break}else{
if(A[3]==="3")continue;r.algo[3]==="3"&&(A="sha384")}}return A}function Lf(e,A){if(e.length===1)return e;let t=0;for(let r=0;r<
e.length;++r)e[r].algo===A&&(e[t++]=e[r]);return e.length=t,e}function Tf(e,A){if(e.length!==A.length)return!1;for(let t=0;t<
e.length;++t)if(e[t]!==A[t]){if(e[t]==="+"&&A[t]==="-"||e[t]==="/"&&A[t]==="_")continue;return!1}return!0}function Yf(e){}
function ms(e,A){return e.origin===A.origin&&e.origin==="null"||e.protocol===A.protocol&&e.hostname===A.hostname&&e.port===
A.port}function Gf(){let e,A;return{promise:new Promise((r,s)=>{e=r,A=s}),resolve:e,reject:A}}function Jf(e){return e.controller.
state==="aborted"}function xf(e){return e.controller.state==="aborted"||e.controller.state==="terminated"}function Hf(e){
return Ef[e.toLowerCase()]??e}function Vf(e){let A=JSON.stringify(e);if(A===void 0)throw new TypeError("Value is not JSO\
N serializable");return Ye(typeof A=="string"),A}var vf=Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
function wB(e,A,t=0,r=1){class s{#A;#e;#t;constructor(i,o){this.#A=i,this.#e=o,this.#t=0}next(){if(typeof this!="object"||
this===null||!(#A in this))throw new TypeError(`'next' called on an object that does not implement interface ${e} Iterat\
or.`);let i=this.#t,o=this.#A[A],Q=o.length;if(i>=Q)return{value:void 0,done:!0};let{[t]:g,[r]:B}=o[i];this.#t=i+1;let a;
switch(this.#e){case"key":a=g;break;case"value":a=B;break;case"key+value":a=[g,B];break}return{value:a,done:!1}}}return delete s.
prototype.constructor,Object.setPrototypeOf(s.prototype,vf),Object.defineProperties(s.prototype,{[Symbol.toStringTag]:{writable:!1,
enumerable:!1,configurable:!0,value:`${e} Iterator`},next:{writable:!0,enumerable:!0,configurable:!0}}),function(n,i){return new s(
n,i)}}function qf(e,A,t,r=0,s=1){let n=wB(e,t,r,s),i={keys:{writable:!0,enumerable:!0,configurable:!0,value:function(){return Br.
brandCheck(this,A),n(this,"key")}},values:{writable:!0,enumerable:!0,configurable:!0,value:function(){return Br.brandCheck(
this,A),n(this,"value")}},entries:{writable:!0,enumerable:!0,configurable:!0,value:function(){return Br.brandCheck(this,
A),n(this,"key+value")}},forEach:{writable:!0,enumerable:!0,configurable:!0,value:function(Q,g=globalThis){if(Br.brandCheck(
this,A),Br.argumentLengthCheck(arguments,1,`${e}.forEach`),typeof Q!="function")throw new TypeError(`Failed to execute '\
forEach' on '${e}': parameter 1 is not of type 'Function'.`);for(let{0:B,1:a}of n(this,"key+value"))Q.call(g,a,B,this)}}};
return Object.defineProperties(A.prototype,{...i,[Symbol.iterator]:{writable:!0,enumerable:!1,configurable:!0,value:i.entries.
value}})}async function Wf(e,A,t){let r=A,s=t,n;try{n=e.stream.getReader()}catch(i){s(i);return}try{r(await yB(n))}catch(i){
s(i)}}function Of(e){return e instanceof ReadableStream||e[Symbol.toStringTag]==="ReadableStream"&&typeof e.tee=="functi\
on"}function Pf(e){try{e.close(),e.byobRequest?.respond(0)}catch(A){if(!A.message.includes("Controller is already closed")&&
!A.message.includes("ReadableStream is already closed"))throw A}}var Zf=/[^\x00-\xFF]/;function Rs(e){return Ye(!Zf.test(
e)),e}async function yB(e){let A=[],t=0;for(;;){let{done:r,value:s}=await e.read();if(r)return Buffer.concat(A,t);if(!cf(
s))throw new TypeError("Received non-Uint8Array chunk");A.push(s),t+=s.length}}function zf(e){Ye("protocol"in e);let A=e.
protocol;return A==="about:"||A==="blob:"||A==="data:"}function eo(e){return typeof e=="string"&&e[5]===":"&&e[0]==="h"&&
e[1]==="t"&&e[2]==="t"&&e[3]==="p"&&e[4]==="s"||e.protocol==="https:"}function DB(e){Ye("protocol"in e);let A=e.protocol;
return A==="http:"||A==="https:"}function Kf(e,A){let t=e;if(!t.startsWith("bytes"))return"failure";let r={position:5};if(A&&
Te(Q=>Q==="	"||Q===" ",t,r),t.charCodeAt(r.position)!==61)return"failure";r.position++,A&&Te(Q=>Q==="	"||Q===" ",t,r);let s=Te(
Q=>{let g=Q.charCodeAt(0);return g>=48&&g<=57},t,r),n=s.length?Number(s):null;if(A&&Te(Q=>Q==="	"||Q===" ",t,r),t.charCodeAt(
r.position)!==45)return"failure";r.position++,A&&Te(Q=>Q==="	"||Q===" ",t,r);let i=Te(Q=>{let g=Q.charCodeAt(0);return g>=
48&&g<=57},t,r),o=i.length?Number(i):null;return r.position<t.length||o===null&&n===null||n>o?"failure":{rangeStartValue:n,
rangeEndValue:o}}function Xf(e,A,t){let r="bytes ";return r+=Rs(`${e}`),r+="-",r+=Rs(`${A}`),r+="/",r+=Rs(`${t}`),r}var to=class extends ef{#A;constructor(A){
super(),this.#A=A}_transform(A,t,r){if(!this._inflateStream){if(A.length===0){r();return}this._inflateStream=(A[0]&15)===
8?EB.createInflate(this.#A):EB.createInflateRaw(this.#A),this._inflateStream.on("data",this.push.bind(this)),this._inflateStream.
on("end",()=>this.push(null)),this._inflateStream.on("error",s=>this.destroy(s))}this._inflateStream.write(A,t,r)}_final(A){
this._inflateStream&&(this._inflateStream.end(),this._inflateStream=null),A()}};function _f(e){return new to(e)}function jf(e){
let A=null,t=null,r=null,s=kB("content-type",e);if(s===null)return"failure";for(let n of s){let i=Qf(n);i==="failure"||i.
essence==="*/*"||(r=i,r.essence!==t?(A=null,r.parameters.has("charset")&&(A=r.parameters.get("charset")),t=r.essence):!r.
parameters.has("charset")&&A!==null&&r.parameters.set("charset",A))}return r??"failure"}function $f(e){let A=e,t={position:0},
r=[],s="";for(;t.position<A.length;){if(s+=Te(n=>n!=='"'&&n!==",",A,t),t.position<A.length)if(A.charCodeAt(t.position)===
34){if(s+=nf(A,t),t.position<A.length)continue}else Ye(A.charCodeAt(t.position)===44),t.position++;s=of(s,!0,!0,n=>n===9||
n===32),r.push(s),s=""}return r}function kB(e,A){let t=A.get(e,!0);return t===null?null:$f(t)}var Aw=new TextDecoder;function ew(e){
return e.length===0?"":(e[0]===239&&e[1]===187&&e[2]===191&&(e=e.subarray(3)),Aw.decode(e))}var ro=class{get baseUrl(){return cB()}get origin(){
return this.baseUrl?.origin}policyContainer=dB()},so=class{settingsObject=new ro},tw=new so;FB.exports={isAborted:Jf,isCancelled:xf,
isValidEncodedURL:hB,createDeferredPromise:Gf,ReadableStreamFrom:Bf,tryUpgradeRequestToAPotentiallyTrustworthyURL:Yf,clampAndCoarsenConnectionTimingInfo:pf,
coarsenedSharedCurrentTime:Rf,determineRequestsReferrer:Sf,makePolicyContainer:dB,clonePolicyContainer:mf,appendFetchMetadata:kf,
appendRequestOriginHeader:Ff,TAOCheck:Df,corsCheck:yf,crossOriginResourcePolicyCheck:wf,createOpaqueTimingInfo:Nf,setRequestReferrerPolicyOnRedirect:ff,
isValidHTTPToken:IB,requestBadPort:lf,requestCurrentURL:cr,responseURL:lB,responseLocationURL:If,isBlobLike:af,isURLPotentiallyTrustworthy:Er,
isValidReasonPhrase:uf,sameOrigin:ms,normalizeMethod:Hf,serializeJavascriptValueToJSONString:Vf,iteratorMixin:qf,createIterator:wB,
isValidHeaderName:df,isValidHeaderValue:uB,isErrorLike:hf,fullyReadBody:Wf,bytesMatch:Uf,isReadableStreamLike:Of,readableStreamClose:Pf,
isomorphicEncode:Rs,urlIsLocal:zf,urlHasHttpsScheme:eo,urlIsHttpHttpsScheme:DB,readAllBytes:yB,simpleRangeHeaderValue:Kf,
buildContentRange:Xf,parseMetadata:fB,createInflate:_f,extractMimeType:jf,getDecodeSplit:kB,utf8DecodeBytes:ew,environmentSettingsObject:tw}});var Ce=h((ZS,pB)=>{"use strict";pB.exports={kUrl:Symbol("url"),kHeaders:Symbol("headers"),kSignal:Symbol("signal"),kState:Symbol(
"state"),kDispatcher:Symbol("dispatcher")}});var io=h((zS,RB)=>{"use strict";var{Blob:rw,File:sw}=require("node:buffer"),{kState:ie}=Ce(),{webidl:PA}=oA(),no=class e{constructor(A,t,r={}){
let s=t,n=r.type,i=r.lastModified??Date.now();this[ie]={blobLike:A,name:s,type:n,lastModified:i}}stream(...A){return PA.
brandCheck(this,e),this[ie].blobLike.stream(...A)}arrayBuffer(...A){return PA.brandCheck(this,e),this[ie].blobLike.arrayBuffer(
...A)}slice(...A){return PA.brandCheck(this,e),this[ie].blobLike.slice(...A)}text(...A){return PA.brandCheck(this,e),this[ie].
blobLike.text(...A)}get size(){return PA.brandCheck(this,e),this[ie].blobLike.size}get type(){return PA.brandCheck(this,
e),this[ie].blobLike.type}get name(){return PA.brandCheck(this,e),this[ie].name}get lastModified(){return PA.brandCheck(
this,e),this[ie].lastModified}get[Symbol.toStringTag](){return"File"}};PA.converters.Blob=PA.interfaceConverter(rw);function nw(e){
return e instanceof sw||e&&(typeof e.stream=="function"||typeof e.arrayBuffer=="function")&&e[Symbol.toStringTag]==="Fil\
e"}RB.exports={FileLike:no,isFileLike:nw}});var Cr=h((KS,MB)=>{"use strict";var{isBlobLike:Ss,iteratorMixin:iw}=wA(),{kState:aA}=Ce(),{kEnumerableProperty:dt}=M(),{
FileLike:NB,isFileLike:ow}=io(),{webidl:q}=oA(),{File:UB}=require("node:buffer"),mB=require("node:util"),SB=globalThis.File??
UB,Ir=class e{constructor(A){if(q.util.markAsUncloneable(this),A!==void 0)throw q.errors.conversionFailed({prefix:"FormD\
ata constructor",argument:"Argument 1",types:["undefined"]});this[aA]=[]}append(A,t,r=void 0){q.brandCheck(this,e);let s="\
FormData.append";if(q.argumentLengthCheck(arguments,2,s),arguments.length===3&&!Ss(t))throw new TypeError("Failed to exe\
cute 'append' on 'FormData': parameter 2 is not of type 'Blob'");A=q.converters.USVString(A,s,"name"),t=Ss(t)?q.converters.
Blob(t,s,"value",{strict:!1}):q.converters.USVString(t,s,"value"),r=arguments.length===3?q.converters.USVString(r,s,"fil\
ename"):void 0;let n=oo(A,t,r);this[aA].push(n)}delete(A){q.brandCheck(this,e);let t="FormData.delete";q.argumentLengthCheck(
arguments,1,t),A=q.converters.USVString(A,t,"name"),this[aA]=this[aA].filter(r=>r.name!==A)}get(A){q.brandCheck(this,e);
let t="FormData.get";q.argumentLengthCheck(arguments,1,t),A=q.converters.USVString(A,t,"name");let r=this[aA].findIndex(
s=>s.name===A);return r===-1?null:this[aA][r].value}getAll(A){q.brandCheck(this,e);let t="FormData.getAll";return q.argumentLengthCheck(
arguments,1,t),A=q.converters.USVString(A,t,"name"),this[aA].filter(r=>r.name===A).map(r=>r.value)}has(A){q.brandCheck(this,
e);let t="FormData.has";return q.argumentLengthCheck(arguments,1,t),A=q.converters.USVString(A,t,"name"),this[aA].findIndex(
r=>r.name===A)!==-1}set(A,t,r=void 0){q.brandCheck(this,e);let s="FormData.set";if(q.argumentLengthCheck(arguments,2,s),
arguments.length===3&&!Ss(t))throw new TypeError("Failed to execute 'set' on 'FormData': parameter 2 is not of type 'Blo\
b'");A=q.converters.USVString(A,s,"name"),t=Ss(t)?q.converters.Blob(t,s,"name",{strict:!1}):q.converters.USVString(t,s,"\
name"),r=arguments.length===3?q.converters.USVString(r,s,"name"):void 0;let n=oo(A,t,r),i=this[aA].findIndex(o=>o.name===
A);i!==-1?this[aA]=[...this[aA].slice(0,i),n,...this[aA].slice(i+1).filter(o=>o.name!==A)]:this[aA].push(n)}[mB.inspect.
custom](A,t){let r=this[aA].reduce((n,i)=>(n[i.name]?Array.isArray(n[i.name])?n[i.name].push(i.value):n[i.name]=[n[i.name],
i.value]:n[i.name]=i.value,n),{__proto__:null});t.depth??=A,t.colors??=!0;let s=mB.formatWithOptions(t,r);return`FormDat\
a ${s.slice(s.indexOf("]")+2)}`}};iw("FormData",Ir,aA,"name","value");Object.defineProperties(Ir.prototype,{append:dt,delete:dt,
get:dt,getAll:dt,has:dt,set:dt,[Symbol.toStringTag]:{value:"FormData",configurable:!0}});function oo(e,A,t){if(typeof A!=
"string"){if(ow(A)||(A=A instanceof Blob?new SB([A],"blob",{type:A.type}):new NB(A,"blob",{type:A.type})),t!==void 0){let r={
type:A.type,lastModified:A.lastModified};A=A instanceof UB?new SB([A],t,r):new NB(A,t,r)}}return{name:e,value:A}}MB.exports=
{FormData:Ir,makeEntry:oo}});var JB=h((XS,GB)=>{"use strict";var{isUSVString:bB,bufferToLowerCasedHeaderName:Qw}=M(),{utf8DecodeBytes:gw}=wA(),{HTTP_TOKEN_CODEPOINTS:aw,
isomorphicDecode:LB}=IA(),{isFileLike:Bw}=io(),{makeEntry:Ew}=Cr(),Us=require("node:assert"),{File:cw}=require("node:buffer"),
Iw=globalThis.File??cw,Cw=Buffer.from('form-data; name="'),TB=Buffer.from("; filename"),lw=Buffer.from("--"),hw=Buffer.from(
`--\r
`);function uw(e){for(let A=0;A<e.length;++A)if((e.charCodeAt(A)&-128)!==0)return!1;return!0}function dw(e){let A=e.length;
if(A<27||A>70)return!1;for(let t=0;t<A;++t){let r=e.charCodeAt(t);if(!(r>=48&&r<=57||r>=65&&r<=90||r>=97&&r<=122||r===39||
r===45||r===95))return!1}return!0}function fw(e,A){Us(A!=="failure"&&A.essence==="multipart/form-data");let t=A.parameters.
get("boundary");if(t===void 0)return"failure";let r=Buffer.from(`--${t}`,"utf8"),s=[],n={position:0};for(;e[n.position]===
13&&e[n.position+1]===10;)n.position+=2;let i=e.length;for(;e[i-1]===10&&e[i-2]===13;)i-=2;for(i!==e.length&&(e=e.subarray(
0,i));;){if(e.subarray(n.position,n.position+r.length).equals(r))n.position+=r.length;else return"failure";if(n.position===
e.length-2&&Ms(e,lw,n)||n.position===e.length-4&&Ms(e,hw,n))return s;if(e[n.position]!==13||e[n.position+1]!==10)return"\
failure";n.position+=2;let o=ww(e,n);if(o==="failure")return"failure";let{name:Q,filename:g,contentType:B,encoding:a}=o;
n.position+=2;let E;{let I=e.indexOf(r.subarray(2),n.position);if(I===-1)return"failure";E=e.subarray(n.position,I-4),n.
position+=E.length,a==="base64"&&(E=Buffer.from(E.toString(),"base64"))}if(e[n.position]!==13||e[n.position+1]!==10)return"\
failure";n.position+=2;let C;g!==null?(B??="text/plain",uw(B)||(B=""),C=new Iw([E],g,{type:B})):C=gw(Buffer.from(E)),Us(
bB(Q)),Us(typeof C=="string"&&bB(C)||Bw(C)),s.push(Ew(Q,C,g))}}function ww(e,A){let t=null,r=null,s=null,n=null;for(;;){
if(e[A.position]===13&&e[A.position+1]===10)return t===null?"failure":{name:t,filename:r,contentType:s,encoding:n};let i=ft(
o=>o!==10&&o!==13&&o!==58,e,A);if(i=Qo(i,!0,!0,o=>o===9||o===32),!aw.test(i.toString())||e[A.position]!==58)return"failu\
re";switch(A.position++,ft(o=>o===32||o===9,e,A),Qw(i)){case"content-disposition":{if(t=r=null,!Ms(e,Cw,A)||(A.position+=
17,t=YB(e,A),t===null))return"failure";if(Ms(e,TB,A)){let o=A.position+TB.length;if(e[o]===42&&(A.position+=1,o+=1),e[o]!==
61||e[o+1]!==34||(A.position+=12,r=YB(e,A),r===null))return"failure"}break}case"content-type":{let o=ft(Q=>Q!==10&&Q!==13,
e,A);o=Qo(o,!1,!0,Q=>Q===9||Q===32),s=LB(o);break}case"content-transfer-encoding":{let o=ft(Q=>Q!==10&&Q!==13,e,A);o=Qo(
o,!1,!0,Q=>Q===9||Q===32),n=LB(o);break}default:ft(o=>o!==10&&o!==13,e,A)}if(e[A.position]!==13&&e[A.position+1]!==10)return"\
failure";A.position+=2}}function YB(e,A){Us(e[A.position-1]===34);let t=ft(r=>r!==10&&r!==13&&r!==34,e,A);return e[A.position]!==
34?null:(A.position++,t=new TextDecoder().decode(t).replace(/%0A/ig,`
`).replace(/%0D/ig,"\r").replace(/%22/g,'"'),t)}function ft(e,A,t){let r=t.position;for(;r<A.length&&e(A[r]);)++r;return A.
subarray(t.position,t.position=r)}function Qo(e,A,t,r){let s=0,n=e.length-1;if(A)for(;s<e.length&&r(e[s]);)s++;if(t)for(;n>
0&&r(e[n]);)n--;return s===0&&n===e.length-1?e:e.subarray(s,n+1)}function Ms(e,A,t){if(e.length<A.length)return!1;for(let r=0;r<
A.length;r++)if(A[r]!==e[t.position+r])return!1;return!0}GB.exports={multipartFormDataParser:fw,validateBoundary:dw}});var Dt=h((_S,zB)=>{"use strict";var lr=M(),{ReadableStreamFrom:yw,isBlobLike:xB,isReadableStreamLike:Dw,readableStreamClose:kw,
createDeferredPromise:Fw,fullyReadBody:pw,extractMimeType:Rw,utf8DecodeBytes:vB}=wA(),{FormData:HB}=Cr(),{kState:yt}=Ce(),
{webidl:Nw}=oA(),{Blob:mw}=require("node:buffer"),go=require("node:assert"),{isErrored:qB,isDisturbed:Sw}=require("node:stream"),
{isArrayBuffer:Uw}=require("node:util/types"),{serializeAMimeType:Mw}=IA(),{multipartFormDataParser:bw}=JB(),ao;try{let e=require("node:crypto");
ao=A=>e.randomInt(0,A)}catch{ao=e=>Math.floor(Math.random(e))}var bs=new TextEncoder;function Lw(){}var WB=globalThis.FinalizationRegistry&&
process.version.indexOf("v18")!==0,OB;WB&&(OB=new FinalizationRegistry(e=>{let A=e.deref();A&&!A.locked&&!Sw(A)&&!qB(A)&&
A.cancel("Response object has been garbage collected").catch(Lw)}));function PB(e,A=!1){let t=null;e instanceof ReadableStream?
t=e:xB(e)?t=e.stream():t=new ReadableStream({async pull(Q){let g=typeof s=="string"?bs.encode(s):s;g.byteLength&&Q.enqueue(
g),queueMicrotask(()=>kw(Q))},start(){},type:"bytes"}),go(Dw(t));let r=null,s=null,n=null,i=null;if(typeof e=="string")s=
e,i="text/plain;charset=UTF-8";else if(e instanceof URLSearchParams)s=e.toString(),i="application/x-www-form-urlencoded;\
charset=UTF-8";else if(Uw(e))s=new Uint8Array(e.slice());else if(ArrayBuffer.isView(e))s=new Uint8Array(e.buffer.slice(e.
byteOffset,e.byteOffset+e.byteLength));else if(lr.isFormDataLike(e)){let Q=`----formdata-undici-0${`${ao(1e11)}`.padStart(
11,"0")}`,g=`--${Q}\r
Content-Disposition: form-data`;let B=d=>d.replace(/\n/g,"%0A").replace(/\r/g,"%0D").replace(/"/g,"%22"),a=d=>d.replace(
/\r?\n|\r/g,`\r
`),E=[],C=new Uint8Array([13,10]);n=0;let I=!1;for(let[d,c]of e)if(typeof c=="string"){let w=bs.encode(g+`; name="${B(a(
d))}"\r
\r
${a(c)}\r
`);E.push(w),n+=w.byteLength}else{let w=bs.encode(`${g}; name="${B(a(d))}"`+(c.name?`; filename="${B(c.name)}"`:"")+`\r
Content-Type: ${c.type||"application/octet-stream"}\r
\r
`);E.push(w,c,C),typeof c.size=="number"?n+=w.byteLength+c.size+C.byteLength:I=!0}let l=bs.encode(`--${Q}--\r
`);E.push(l),n+=l.byteLength,I&&(n=null),s=e,r=async function*(){for(let d of E)d.stream?yield*d.stream():yield d},i=`mu\
ltipart/form-data; boundary=${Q}`}else if(xB(e))s=e,n=e.size,e.type&&(i=e.type);else if(typeof e[Symbol.asyncIterator]==
"function"){if(A)throw new TypeError("keepalive");if(lr.isDisturbed(e)||e.locked)throw new TypeError("Response body obje\
ct should not be disturbed or locked");t=e instanceof ReadableStream?e:yw(e)}if((typeof s=="string"||lr.isBuffer(s))&&(n=
Buffer.byteLength(s)),r!=null){let Q;t=new ReadableStream({async start(){Q=r(e)[Symbol.asyncIterator]()},async pull(g){let{
value:B,done:a}=await Q.next();if(a)queueMicrotask(()=>{g.close(),g.byobRequest?.respond(0)});else if(!qB(t)){let E=new Uint8Array(
B);E.byteLength&&g.enqueue(E)}return g.desiredSize>0},async cancel(g){await Q.return()},type:"bytes"})}return[{stream:t,
source:s,length:n},i]}function Tw(e,A=!1){return e instanceof ReadableStream&&(go(!lr.isDisturbed(e),"The body has alrea\
dy been consumed."),go(!e.locked,"The stream is locked.")),PB(e,A)}function Yw(e,A){let[t,r]=A.stream.tee();return A.stream=
t,{stream:r,length:A.length,source:A.source}}function Gw(e){if(e.aborted)throw new DOMException("The operation was abort\
ed.","AbortError")}function Jw(e){return{blob(){return wt(this,t=>{let r=VB(this);return r===null?r="":r&&(r=Mw(r)),new mw(
[t],{type:r})},e)},arrayBuffer(){return wt(this,t=>new Uint8Array(t).buffer,e)},text(){return wt(this,vB,e)},json(){return wt(
this,Hw,e)},formData(){return wt(this,t=>{let r=VB(this);if(r!==null)switch(r.essence){case"multipart/form-data":{let s=bw(
t,r);if(s==="failure")throw new TypeError("Failed to parse body as FormData.");let n=new HB;return n[yt]=s,n}case"applic\
ation/x-www-form-urlencoded":{let s=new URLSearchParams(t.toString()),n=new HB;for(let[i,o]of s)n.append(i,o);return n}}
throw new TypeError('Content-Type was not one of "multipart/form-data" or "application/x-www-form-urlencoded".')},e)},bytes(){
return wt(this,t=>new Uint8Array(t),e)}}}function xw(e){Object.assign(e.prototype,Jw(e))}async function wt(e,A,t){if(Nw.
brandCheck(e,t),ZB(e))throw new TypeError("Body is unusable: Body has already been read");Gw(e[yt]);let r=Fw(),s=i=>r.reject(
i),n=i=>{try{r.resolve(A(i))}catch(o){s(o)}};return e[yt].body==null?(n(Buffer.allocUnsafe(0)),r.promise):(await pw(e[yt].
body,n,s),r.promise)}function ZB(e){let A=e[yt].body;return A!=null&&(A.stream.locked||lr.isDisturbed(A.stream))}function Hw(e){
return JSON.parse(vB(e))}function VB(e){let A=e[yt].headersList,t=Rw(A);return t==="failure"?null:t}zB.exports={extractBody:PB,
safelyExtractBody:Tw,cloneBody:Yw,mixinBody:xw,streamRegistry:OB,hasFinalizationRegistry:WB,bodyUnusable:ZB}});var aE=h((jS,gE)=>{"use strict";var N=require("node:assert"),k=M(),{channels:KB}=at(),Bo=Pi(),{RequestContentLengthMismatchError:Ge,
ResponseContentLengthMismatchError:XB,RequestAbortedError:sE,InvalidArgumentError:Vw,HeadersTimeoutError:vw,HeadersOverflowError:qw,
SocketError:kt,InformationalError:Je,BodyTimeoutError:Ww,HTTPParserError:Ow,ResponseExceededMaxSizeError:Pw}=Y(),{kUrl:nE,
kReset:CA,kClient:Gs,kParser:P,kBlocking:dr,kRunning:AA,kPending:iE,kSize:_B,kWriting:le,kQueue:YA,kNoRef:hr,kKeepAliveDefaultTimeout:Zw,
kHostHeader:zw,kPendingIdx:Kw,kRunningIdx:MA,kError:BA,kPipelining:Js,kSocket:xe,kKeepAliveTimeoutValue:Hs,kMaxHeadersSize:Eo,
kKeepAliveMaxTimeout:Xw,kKeepAliveTimeoutThreshold:_w,kHeadersTimeout:jw,kBodyTimeout:$w,kStrictContentLength:Co,kMaxRequests:jB,
kCounter:Ay,kMaxResponseSize:ey,kOnError:$B,kResume:oe,kHTTPContext:oE}=z(),yA=Oa(),AE=Buffer.alloc(0),Ls=Buffer[Symbol.
species],Ts=k.addListener,ty=k.removeAllListeners,He=Symbol("kIdleSocketValidation"),Ft=Symbol("kIdleSocketValidationTim\
eout"),fo=Symbol("kSocketUsed"),co;async function ry(){let e=process.env.JEST_WORKER_ID?Ki():void 0,A;try{A=await WebAssembly.
compile(za())}catch{A=await WebAssembly.compile(e||Ki())}return await WebAssembly.instantiate(A,{env:{wasm_on_url:(t,r,s)=>0,
wasm_on_status:(t,r,s)=>{N(_.ptr===t);let n=r-zA+ZA.byteOffset;return _.onStatus(new Ls(ZA.buffer,n,s))||0},wasm_on_message_begin:t=>(N(
_.ptr===t),_.onMessageBegin()||0),wasm_on_header_field:(t,r,s)=>{N(_.ptr===t);let n=r-zA+ZA.byteOffset;return _.onHeaderField(
new Ls(ZA.buffer,n,s))||0},wasm_on_header_value:(t,r,s)=>{N(_.ptr===t);let n=r-zA+ZA.byteOffset;return _.onHeaderValue(new Ls(
ZA.buffer,n,s))||0},wasm_on_headers_complete:(t,r,s,n)=>(N(_.ptr===t),_.onHeadersComplete(r,!!s,!!n)||0),wasm_on_body:(t,r,s)=>{
N(_.ptr===t);let n=r-zA+ZA.byteOffset;return _.onBody(new Ls(ZA.buffer,n,s))||0},wasm_on_message_complete:t=>(N(_.ptr===
t),_.onMessageComplete()||0)}})}var Io=null,lo=ry();lo.catch();var _=null,ZA=null,Ys=0,zA=null,sy=0,ur=1,pt=2|ur,xs=4|ur,
ho=8|sy,uo=class{constructor(A,t,{exports:r}){N(Number.isFinite(A[Eo])&&A[Eo]>0),this.llhttp=r,this.ptr=this.llhttp.llhttp_alloc(
yA.TYPE.RESPONSE),this.client=A,this.socket=t,this.timeout=null,this.timeoutValue=null,this.timeoutType=null,this.statusCode=
null,this.statusText="",this.upgrade=!1,this.headers=[],this.headersSize=0,this.headersMaxSize=A[Eo],this.shouldKeepAlive=
!1,this.paused=!1,this.resume=this.resume.bind(this),this.bytesRead=0,this.keepAlive="",this.contentLength="",this.connection=
"",this.maxResponseSize=A[ey]}setTimeout(A,t){A!==this.timeoutValue||t&ur^this.timeoutType&ur?(this.timeout&&(Bo.clearTimeout(
this.timeout),this.timeout=null),A&&(t&ur?this.timeout=Bo.setFastTimeout(eE,A,new WeakRef(this)):(this.timeout=setTimeout(
eE,A,new WeakRef(this)),this.timeout.unref())),this.timeoutValue=A):this.timeout&&this.timeout.refresh&&this.timeout.refresh(),
this.timeoutType=t}resume(){this.socket.destroyed||!this.paused||(N(this.ptr!=null),N(_==null),this.llhttp.llhttp_resume(
this.ptr),N(this.timeoutType===xs),this.timeout&&this.timeout.refresh&&this.timeout.refresh(),this.paused=!1,this.execute(
this.socket.read()||AE),this.readMore())}readMore(){for(;!this.paused&&this.ptr;){let A=this.socket.read();if(A===null)break;
this.execute(A)}}execute(A){N(this.ptr!=null),N(_==null),N(!this.paused);let{socket:t,llhttp:r}=this;A.length>Ys&&(zA&&r.
free(zA),Ys=Math.ceil(A.length/4096)*4096,zA=r.malloc(Ys)),new Uint8Array(r.memory.buffer,zA,Ys).set(A);try{let s;try{ZA=
A,_=this,s=r.llhttp_execute(this.ptr,zA,A.length)}catch(i){throw i}finally{_=null,ZA=null}let n=r.llhttp_get_error_pos(this.
ptr)-zA;if(s!==yA.ERROR.OK){let i=A.subarray(n);if(s===yA.ERROR.PAUSED_UPGRADE)this.onUpgrade(i);else if(s===yA.ERROR.PAUSED)
this.paused=!0,t.unshift(i);else throw this.createError(s,i)}}catch(s){k.destroy(t,s)}}finish(){N(_===null),N(this.ptr!=
null),N(!this.paused);let{llhttp:A}=this,t;try{_=this,t=A.llhttp_finish(this.ptr)}finally{_=null}return t===yA.ERROR.OK?
null:t===yA.ERROR.PAUSED||t===yA.ERROR.PAUSED_UPGRADE?(this.paused=!0,null):this.createError(t,AE)}createError(A,t){let{
llhttp:r,contentLength:s,bytesRead:n}=this;if(s&&n!==parseInt(s,10))return new XB;let i=r.llhttp_get_error_reason(this.ptr),
o="";if(i){let Q=new Uint8Array(r.memory.buffer,i).indexOf(0);o="Response does not match the HTTP/1.1 protocol ("+Buffer.
from(r.memory.buffer,i,Q).toString()+")"}return new Ow(o,yA.ERROR[A],t)}destroy(){N(this.ptr!=null),N(_==null),this.llhttp.
llhttp_free(this.ptr),this.ptr=null,this.timeout&&Bo.clearTimeout(this.timeout),this.timeout=null,this.timeoutValue=null,
this.timeoutType=null,this.paused=!1}onStatus(A){this.statusText=A.toString()}onMessageBegin(){let{socket:A,client:t}=this;
if(A.destroyed)return-1;if(t[AA]===0)return k.destroy(A,new kt("bad response",k.getSocketInfo(A))),-1;let r=t[YA][t[MA]];
if(!r)return-1;r.onResponseStarted()}onHeaderField(A){let t=this.headers.length;(t&1)===0?this.headers.push(A):this.headers[t-
1]=Buffer.concat([this.headers[t-1],A]),this.trackHeader(A.length)}onHeaderValue(A){let t=this.headers.length;(t&1)===1?
(this.headers.push(A),t+=1):this.headers[t-1]=Buffer.concat([this.headers[t-1],A]);let r=this.headers[t-2];if(r.length===
10){let s=k.bufferToLowerCasedHeaderName(r);s==="keep-alive"?this.keepAlive+=A.toString():s==="connection"&&(this.connection+=
A.toString())}else r.length===14&&k.bufferToLowerCasedHeaderName(r)==="content-length"&&(this.contentLength+=A.toString());
this.trackHeader(A.length)}trackHeader(A){this.headersSize+=A,this.headersSize>=this.headersMaxSize&&k.destroy(this.socket,
new qw)}onUpgrade(A){let{upgrade:t,client:r,socket:s,headers:n,statusCode:i,statusText:o}=this;N(t),N(r[xe]===s),N(!s.destroyed),
N(!this.paused),N((n.length&1)===0);let Q=r[YA][r[MA]];N(Q),N(Q.upgrade||Q.method==="CONNECT"),this.statusCode=null,this.
statusText="",this.shouldKeepAlive=null,this.headers=[],this.headersSize=0,s.unshift(A),s[P].destroy(),s[P]=null,s[Gs]=null,
s[BA]=null,ty(s),r[xe]=null,r[oE]=null,r[YA][r[MA]++]=null,r.emit("disconnect",r[nE],[r],new Je("upgrade"));try{Q.onUpgrade(
i,n,s,o)}catch(g){k.errorRequest(r,Q,g),k.destroy(s,g)}r[oe]()}onHeadersComplete(A,t,r){let{client:s,socket:n,headers:i,
statusText:o}=this;if(n.destroyed)return-1;if(s[AA]===0)return k.destroy(n,new kt("bad response",k.getSocketInfo(n))),-1;
let Q=s[YA][s[MA]];if(!Q)return-1;if(N(!this.upgrade),N(this.statusCode<200),A===100)return k.destroy(n,new kt("bad resp\
onse",k.getSocketInfo(n))),-1;if(t&&!Q.upgrade)return k.destroy(n,new kt("bad upgrade",k.getSocketInfo(n))),-1;if(N(this.
timeoutType===pt),this.statusCode=A,this.shouldKeepAlive=r||Q.method==="HEAD"&&!n[CA]&&this.connection.toLowerCase()==="\
keep-alive",this.statusCode>=200){let B=Q.bodyTimeout!=null?Q.bodyTimeout:s[$w];this.setTimeout(B,xs)}else this.timeout&&
this.timeout.refresh&&this.timeout.refresh();if(Q.method==="CONNECT")return N(s[AA]===1),this.upgrade=!0,2;if(t)return N(
s[AA]===1),this.upgrade=!0,2;if(N((this.headers.length&1)===0),this.headers=[],this.headersSize=0,this.shouldKeepAlive&&
s[Js]){let B=this.keepAlive?k.parseKeepAliveTimeout(this.keepAlive):null;if(B!=null){let a=Math.min(B-s[_w],s[Xw]);a<=0?
n[CA]=!0:s[Hs]=a}else s[Hs]=s[Zw]}else n[CA]=!0;let g=Q.onHeaders(A,i,this.resume,o)===!1;return Q.aborted?-1:Q.method===
"HEAD"||A<200?1:(n[dr]&&(n[dr]=!1,s[oe]()),g?yA.ERROR.PAUSED:0)}onBody(A){let{client:t,socket:r,statusCode:s,maxResponseSize:n}=this;
if(r.destroyed)return-1;let i=t[YA][t[MA]];if(N(i),N(this.timeoutType===xs),this.timeout&&this.timeout.refresh&&this.timeout.
refresh(),N(s>=200),n>-1&&this.bytesRead+A.length>n)return k.destroy(r,new Pw),-1;if(this.bytesRead+=A.length,i.onData(A)===
!1)return yA.ERROR.PAUSED}onMessageComplete(){let{client:A,socket:t,statusCode:r,upgrade:s,headers:n,contentLength:i,bytesRead:o,
shouldKeepAlive:Q}=this;if(t.destroyed&&(!r||Q))return-1;if(s)return;N(r>=100),N((this.headers.length&1)===0);let g=A[YA][A[MA]];
if(N(g),this.statusCode=null,this.statusText="",this.bytesRead=0,this.contentLength="",this.keepAlive="",this.connection=
"",this.headers=[],this.headersSize=0,!(r<200)){if(g.method!=="HEAD"&&i&&o!==parseInt(i,10))return k.destroy(t,new XB),-1;
if(g.onComplete(n),A[YA][A[MA]++]=null,t[fo]=!0,t[le])return N(A[AA]===0),k.destroy(t,new Je("reset")),yA.ERROR.PAUSED;if(Q){
if(t[CA]&&A[AA]===0)return k.destroy(t,new Je("reset")),yA.ERROR.PAUSED;A[Js]==null||A[Js]===1?setImmediate(()=>A[oe]()):
A[oe]()}else return k.destroy(t,new Je("reset")),yA.ERROR.PAUSED}}};function eE(e){let{socket:A,timeoutType:t,client:r,paused:s}=e.
deref();t===pt?(!A[le]||A.writableNeedDrain||r[AA]>1)&&(N(!s,"cannot be paused while waiting for headers"),k.destroy(A,new vw)):
t===xs?s||k.destroy(A,new Ww):t===ho&&(N(r[AA]===0&&r[Hs]),k.destroy(A,new Je("socket idle timeout")))}async function ny(e,A){
e[xe]=A,Io||(Io=await lo,lo=null),A[hr]=!1,A[le]=!1,A[CA]=!1,A[dr]=!1,A[He]=0,A[Ft]=null,A[fo]=!1,A[P]=new uo(e,A,Io),Ts(
A,"error",function(r){let s=this[P];if(r.code==="ECONNRESET"&&s.statusCode&&!s.shouldKeepAlive){let n=s.finish();n&&(this[BA]=
n,this[Gs][$B](n));return}this[BA]=r,this[Gs][$B](r)}),Ts(A,"readable",function(){let r=this[P];r&&r.readMore()}),Ts(A,"\
end",function(){let r=this[P];if(r.statusCode&&!r.shouldKeepAlive){let s=r.finish();s&&k.destroy(this,s);return}k.destroy(
this,new kt("other side closed",k.getSocketInfo(this)))}),Ts(A,"close",function(){let r=this[Gs],s=this[P];QE(this),s&&(!this[BA]&&
s.statusCode&&!s.shouldKeepAlive&&(this[BA]=s.finish()||this[BA]),this[P].destroy(),this[P]=null);let n=this[BA]||new kt(
"closed",k.getSocketInfo(this));if(r[xe]=null,r[oE]=null,r.destroyed){N(r[iE]===0);let i=r[YA].splice(r[MA]);for(let o=0;o<
i.length;o++){let Q=i[o];k.errorRequest(r,Q,n)}}else if(r[AA]>0&&n.code!=="UND_ERR_INFO"){let i=r[YA][r[MA]];r[YA][r[MA]++]=
null,k.errorRequest(r,i,n)}r[Kw]=r[MA],N(r[AA]===0),r.emit("disconnect",r[nE],[r],n),r[oe]()});let t=!1;return A.on("clo\
se",()=>{t=!0}),{version:"h1",defaultPipelining:1,write(...r){return gy(e,...r)},resume(){oy(e)},destroy(r,s){t?queueMicrotask(
s):A.destroy(r).on("close",s)},get destroyed(){return A.destroyed},busy(r){return!!(A[le]||A[CA]||A[dr]||A[He]===1||r&&(e[AA]>
0&&!r.idempotent||e[AA]>0&&(r.upgrade||r.method==="CONNECT")||e[AA]>0&&k.bodyLength(r.body)!==0&&(k.isStream(r.body)||k.
isAsyncIterable(r.body)||k.isFormDataLike(r.body))))}}}function QE(e){e[Ft]&&(clearImmediate(e[Ft]),e[Ft]=null),e[He]=0}
function iy(e,A){A[He]=1,A[Ft]=setImmediate(()=>{A[Ft]=null,A[He]=2,e[xe]===A&&!A.destroyed&&e[oe]()})}function oy(e){let A=e[xe];
if(A&&!A.destroyed){if(e[_B]===0?!A[hr]&&A.unref&&(A.unref(),A[hr]=!0):A[hr]&&A.ref&&(A.ref(),A[hr]=!1),e[AA]===0&&e[iE]>
0&&A[fo]){if(A[He]===0)return iy(e,A),A[P].readMore(),A.destroyed,void 0;if(A[He]===1)return A[P].readMore(),A.destroyed,
void 0}if(e[AA]===0&&(A[P].readMore(),A.destroyed))return;if(e[_B]===0)A[P].timeoutType!==ho&&A[P].setTimeout(e[Hs],ho);else if(e[AA]>
0&&A[P].statusCode<200&&A[P].timeoutType!==pt){let t=e[YA][e[MA]],r=t.headersTimeout!=null?t.headersTimeout:e[jw];A[P].setTimeout(
r,pt)}}}function Qy(e){return e!=="GET"&&e!=="HEAD"&&e!=="OPTIONS"&&e!=="TRACE"&&e!=="CONNECT"}function gy(e,A){let{method:t,
path:r,host:s,upgrade:n,blocking:i,reset:o}=A,{body:Q,headers:g,contentLength:B}=A,a=t==="PUT"||t==="POST"||t==="PATCH"||
t==="QUERY"||t==="PROPFIND"||t==="PROPPATCH";if(k.isFormDataLike(Q)){co||(co=Dt().extractBody);let[d,c]=co(Q);A.contentType==
null&&g.push("content-type",c),Q=d.stream,B=d.length}else if(k.isBlobLike(Q)&&A.contentType==null){let d=Q.type;if(d){let c=`${d}`;
if(!k.isValidHeaderValue(c))return k.errorRequest(e,A,new Vw("invalid content-type header")),!1;g.push("content-type",c)}}
Q&&typeof Q.read=="function"&&Q.read(0);let E=k.bodyLength(Q);if(B=E??B,B===null&&(B=A.contentLength),B===0&&!a&&(B=null),
Qy(t)&&B>0&&A.contentLength!==null&&A.contentLength!==B){if(e[Co])return k.errorRequest(e,A,new Ge),!1;process.emitWarning(
new Ge)}let C=e[xe];QE(C);let I=d=>{if(!A.aborted){if(A.completed){(A.upgrade||A.method==="CONNECT")&&k.destroy(C,new Je(
"aborted"));return}k.errorRequest(e,A,d||new sE),k.destroy(Q),k.destroy(C,new Je("aborted"))}};try{A.onConnect(I)}catch(d){
k.errorRequest(e,A,d)}if(A.aborted)return!1;t==="HEAD"&&(C[CA]=!0),(n||t==="CONNECT")&&(C[CA]=!0),o!=null&&(C[CA]=o),e[jB]&&
C[Ay]++>=e[jB]&&(C[CA]=!0),i&&(C[dr]=!0);let l=`${t} ${r} HTTP/1.1\r
`;if(typeof s=="string"?l+=`host: ${s}\r
`:l+=e[zw],n?l+=`connection: upgrade\r
upgrade: ${n}\r
`:e[Js]&&!C[CA]?l+=`connection: keep-alive\r
`:l+=`connection: close\r
`,Array.isArray(g))for(let d=0;d<g.length;d+=2){let c=g[d+0],w=g[d+1];if(Array.isArray(w))for(let p=0;p<w.length;p++)l+=
`${c}: ${w[p]}\r
`;else l+=`${c}: ${w}\r
`}return KB.sendHeaders.hasSubscribers&&KB.sendHeaders.publish({request:A,headers:l,socket:C}),!Q||E===0?tE(I,null,e,A,C,
B,l,a):k.isBuffer(Q)?tE(I,Q,e,A,C,B,l,a):k.isBlobLike(Q)?typeof Q.stream=="function"?rE(I,Q.stream(),e,A,C,B,l,a):By(I,Q,
e,A,C,B,l,a):k.isStream(Q)?ay(I,Q,e,A,C,B,l,a):k.isIterable(Q)?rE(I,Q,e,A,C,B,l,a):N(!1),!0}function ay(e,A,t,r,s,n,i,o){
N(n!==0||t[AA]===0,"stream body cannot be pipelined");let Q=!1,g=new Vs({abort:e,socket:s,request:r,contentLength:n,client:t,
expectsPayload:o,header:i}),B=function(I){if(!Q)try{!g.write(I)&&this.pause&&this.pause()}catch(l){k.destroy(this,l)}},a=function(){
Q||A.resume&&A.resume()},E=function(){if(queueMicrotask(()=>{A.removeListener("error",C)}),!Q){let I=new sE;queueMicrotask(
()=>C(I))}},C=function(I){if(!Q){if(Q=!0,N(s.destroyed||s[le]&&t[AA]<=1),s.off("drain",a).off("error",C),A.removeListener(
"data",B).removeListener("end",C).removeListener("close",E),!I)try{g.end()}catch(l){I=l}g.destroy(I),I&&(I.code!=="UND_E\
RR_INFO"||I.message!=="reset")?k.destroy(A,I):k.destroy(A)}};A.on("data",B).on("end",C).on("error",C).on("close",E),A.resume&&
A.resume(),s.on("drain",a).on("error",C),A.errorEmitted??A.errored?setImmediate(()=>C(A.errored)):(A.endEmitted??A.readableEnded)&&
setImmediate(()=>C(null)),(A.closeEmitted??A.closed)&&setImmediate(E)}function tE(e,A,t,r,s,n,i,o){try{A?k.isBuffer(A)&&
(N(n===A.byteLength,"buffer body must have content length"),s.cork(),s.write(`${i}content-length: ${n}\r
\r
`,"latin1"),s.write(A),s.uncork(),r.onBodySent(A),!o&&r.reset!==!1&&(s[CA]=!0)):n===0?s.write(`${i}content-length: 0\r
\r
`,"latin1"):(N(n===null,"no body must not have content length"),s.write(`${i}\r
`,"latin1")),r.onRequestSent(),t[oe]()}catch(Q){e(Q)}}async function By(e,A,t,r,s,n,i,o){N(n===A.size,"blob body must ha\
ve content length");try{if(n!=null&&n!==A.size)throw new Ge;let Q=Buffer.from(await A.arrayBuffer());s.cork(),s.write(`${i}\
content-length: ${n}\r
\r
`,"latin1"),s.write(Q),s.uncork(),r.onBodySent(Q),r.onRequestSent(),!o&&r.reset!==!1&&(s[CA]=!0),t[oe]()}catch(Q){e(Q)}}
async function rE(e,A,t,r,s,n,i,o){N(n!==0||t[AA]===0,"iterator body cannot be pipelined");let Q=null;function g(){if(Q){
let E=Q;Q=null,E()}}let B=()=>new Promise((E,C)=>{N(Q===null),s[BA]?C(s[BA]):Q=E});s.on("close",g).on("drain",g);let a=new Vs(
{abort:e,socket:s,request:r,contentLength:n,client:t,expectsPayload:o,header:i});try{for await(let E of A){if(s[BA])throw s[BA];
a.write(E)||await B()}a.end()}catch(E){a.destroy(E)}finally{s.off("close",g).off("drain",g)}}var Vs=class{constructor({abort:A,
socket:t,request:r,contentLength:s,client:n,expectsPayload:i,header:o}){this.socket=t,this.request=r,this.contentLength=
s,this.client=n,this.bytesWritten=0,this.expectsPayload=i,this.header=o,this.abort=A,t[le]=!0}write(A){let{socket:t,request:r,
contentLength:s,client:n,bytesWritten:i,expectsPayload:o,header:Q}=this;if(t[BA])throw t[BA];if(t.destroyed)return!1;let g=Buffer.
byteLength(A);if(!g)return!0;if(s!==null&&i+g>s){if(n[Co])throw new Ge;process.emitWarning(new Ge)}t.cork(),i===0&&(!o&&
r.reset!==!1&&(t[CA]=!0),s===null?t.write(`${Q}transfer-encoding: chunked\r
`,"latin1"):t.write(`${Q}content-length: ${s}\r
\r
`,"latin1")),s===null&&t.write(`\r
${g.toString(16)}\r
`,"latin1"),this.bytesWritten+=g;let B=t.write(A);return t.uncork(),r.onBodySent(A),B||t[P].timeout&&t[P].timeoutType===
pt&&t[P].timeout.refresh&&t[P].timeout.refresh(),B}end(){let{socket:A,contentLength:t,client:r,bytesWritten:s,expectsPayload:n,
header:i,request:o}=this;if(o.onRequestSent(),A[le]=!1,A[BA])throw A[BA];if(!A.destroyed){if(s===0?n?A.write(`${i}conten\
t-length: 0\r
\r
`,"latin1"):A.write(`${i}\r
`,"latin1"):t===null&&A.write(`\r
0\r
\r
`,"latin1"),t!==null&&s!==t){if(r[Co])throw new Ge;process.emitWarning(new Ge)}A[P].timeout&&A[P].timeoutType===pt&&A[P].
timeout.refresh&&A[P].timeout.refresh(),r[oe]()}}destroy(A){let{socket:t,client:r,abort:s}=this;t[le]=!1,A&&(N(r[AA]<=1,
"pipeline should only contain this request"),s(A))}};gE.exports=ny});var uE=h(($S,hE)=>{"use strict";var XA=require("node:assert"),{errorMonitor:wo}=require("node:events"),{pipeline:Ey}=require("node:stream"),
b=M(),{RequestContentLengthMismatchError:Do,RequestAbortedError:yo,SocketError:fr,InformationalError:vs}=Y(),{kUrl:qs,kReset:Os,
kClient:Rt,kRunning:Ps,kPending:cy,kQueue:Ve,kPendingIdx:Fo,kRunningIdx:KA,kError:JA,kSocket:sA,kStrictContentLength:Iy,
kOnError:po,kMaxConcurrentStreams:CE,kHTTP2Session:GA,kResume:ue,kSize:Cy,kHTTPContext:ly}=z(),he=Symbol("open streams"),
BE,EE=!1,Ws;try{Ws=require("node:http2")}catch{Ws={constants:{}}}var{constants:{HTTP2_HEADER_AUTHORITY:hy,HTTP2_HEADER_METHOD:uy,
HTTP2_HEADER_PATH:dy,HTTP2_HEADER_SCHEME:fy,HTTP2_HEADER_CONTENT_LENGTH:wy,HTTP2_HEADER_EXPECT:yy,HTTP2_HEADER_STATUS:ko}}=Ws;
function lE(e){let A=[];for(let[t,r]of Object.entries(e))if(Array.isArray(r))for(let s of r)A.push(Buffer.from(t),Buffer.
from(s));else A.push(Buffer.from(t),Buffer.from(r));return A}function Dy(e){let{[ko]:A,...t}=e;return lE(t)}async function ky(e,A){
e[sA]=A,EE||(EE=!0,process.emitWarning("H2 support is experimental, expect them to change at any time.",{code:"UNDICI-H2"}));
let t=Ws.connect(e[qs],{createConnection:()=>A,peerMaxConcurrentStreams:e[CE]});t[he]=0,t[Rt]=e,t[sA]=A,b.addListener(t,
"error",py),b.addListener(t,"frameError",Ry),b.addListener(t,"end",Ny),b.addListener(t,"goaway",my),b.addListener(t,"clo\
se",function(){let{[Rt]:s}=this,{[sA]:n}=s,i=this[sA][JA]||this[JA]||new fr("closed",b.getSocketInfo(n));if(s[GA]=null,s.
destroyed){XA(s[cy]===0);let o=s[Ve].splice(s[KA]);for(let Q=0;Q<o.length;Q++){let g=o[Q];b.errorRequest(s,g,i)}}}),t.unref(),
e[GA]=t,A[GA]=t,b.addListener(A,"error",function(s){this[JA]=s,this[Rt][po](s)}),b.addListener(A,"end",function(){b.destroy(
this,new fr("other side closed",b.getSocketInfo(this)))}),b.addListener(A,"close",function(){let s=this[JA]||new fr("clo\
sed",b.getSocketInfo(this));e[sA]=null,this[GA]!=null&&this[GA].destroy(s),e[Fo]=e[KA],XA(e[Ps]===0),e.emit("disconnect",
e[qs],[e],s),e[ue]()});let r=!1;return A.on("close",()=>{r=!0}),{version:"h2",defaultPipelining:1/0,write(...s){return Uy(
e,...s)},resume(){Fy(e)},destroy(s,n){r?queueMicrotask(n):A.destroy(s).on("close",n)},get destroyed(){return A.destroyed},
busy(){return!1}}}function Fy(e){let A=e[sA];A?.destroyed===!1&&(e[Cy]===0&&e[CE]===0?(A.unref(),e[GA].unref()):(A.ref(),
e[GA].ref()))}function py(e){this[sA][JA]=e,this[Rt][po](e)}function Ry(e,A,t){if(t===0){let r=new vs(`HTTP/2: "frameErr\
or" received - type ${e}, code ${A}`);this[sA][JA]=r,this[Rt][po](r)}}function Ny(){let e=new fr("other side closed",b.getSocketInfo(
this[sA]));this.destroy(e),b.destroy(this[sA],e)}function my(e){let A=this[JA]||new fr(`HTTP/2: "GOAWAY" frame received \
with code ${e}`,b.getSocketInfo(this)),t=this[Rt];if(t[sA]=null,t[ly]=null,this[GA]!=null&&(this[GA].destroy(A),this[GA]=
null),b.destroy(this[sA],A),t[KA]<t[Ve].length){let r=t[Ve][t[KA]];t[Ve][t[KA]++]=null,b.errorRequest(t,r,A),t[Fo]=t[KA]}
XA(t[Ps]===0),t.emit("disconnect",t[qs],[t],A),t[ue]()}function Sy(e){return e!=="GET"&&e!=="HEAD"&&e!=="OPTIONS"&&e!=="\
TRACE"&&e!=="CONNECT"}function Uy(e,A){let t=e[GA],{method:r,path:s,host:n,upgrade:i,expectContinue:o,signal:Q,headers:g}=A,
{body:B}=A;if(i)return b.errorRequest(e,A,new Error("Upgrade not supported for H2")),!1;let a={};for(let y=0;y<g.length;y+=
2){let G=g[y+0],W=g[y+1];if(Array.isArray(W))for(let O=0;O<W.length;O++)a[G]?a[G]+=`,${W[O]}`:a[G]=W[O];else a[G]=W}let E,
{hostname:C,port:I}=e[qs];a[hy]=n||`${C}${I?`:${I}`:""}`,a[uy]=r;let l=y=>{if(!A.aborted){if(A.completed){r==="CONNECT"&&
E!=null&&b.destroy(E,y||new yo);return}y=y||new yo,b.errorRequest(e,A,y),E!=null&&b.destroy(E,y),b.destroy(B,y),e[Ve][e[KA]++]=
null,e[ue]()}};try{A.onConnect(l)}catch(y){b.errorRequest(e,A,y)}if(A.aborted)return!1;if(r==="CONNECT"){t.ref(),E=t.request(
a,{endStream:!1,signal:Q});let y=!1,G=nA=>{y=!0,E.off(wo,W),A.onUpgradeResponse(Number(nA[ko]),nA,Dy)},W=nA=>{y=!0,E.off(
"response",G),A.onUpgradeError(nA)},O=()=>{try{A.onUpgrade(null,null,E)}catch(nA){E.off("response",G),l(nA);return}A.aborted||
(E.off("error",l),E.once(wo,W),e[Ve][e[KA]++]=null)};return E.once("response",G),E.once("error",l),++t[he],O(),E.once("c\
lose",()=>{!y&&A.completed&&(E.off("response",G),E.off(wo,W),A.onUpgradeError(new vs(`HTTP/2: "stream error" received - \
code ${E.rstCode}`))),t[he]-=1,t[he]===0&&t.unref()}),!0}a[dy]=s,a[fy]="https";let d=r==="PUT"||r==="POST"||r==="PATCH";
B&&typeof B.read=="function"&&B.read(0);let c=b.bodyLength(B);if(b.isFormDataLike(B)){BE??=Dt().extractBody;let[y,G]=BE(
B);a["content-type"]=G,B=y.stream,c=y.length}if(c==null&&(c=A.contentLength),(c===0||!d)&&(c=null),Sy(r)&&c>0&&A.contentLength!=
null&&A.contentLength!==c){if(e[Iy])return b.errorRequest(e,A,new Do),!1;process.emitWarning(new Do)}c!=null&&(XA(B,"no \
body must not have content length"),a[wy]=`${c}`),t.ref();let w=r==="GET"||r==="HEAD"||B===null;return o?(a[yy]="100-con\
tinue",E=t.request(a,{endStream:w,signal:Q}),E.once("continue",p)):(E=t.request(a,{endStream:w,signal:Q}),p()),++t[he],E.
once("response",y=>{let{[ko]:G,...W}=y;if(A.onResponseStarted(),A.aborted){let O=new yo;b.errorRequest(e,A,O),b.destroy(
E,O);return}A.onHeaders(Number(G),lE(W),E.resume.bind(E),"")===!1&&E.pause(),E.on("data",O=>{A.onData(O)===!1&&E.pause()})}),
E.once("end",()=>{(E.state?.state==null||E.state.state<6)&&A.onComplete([]),t[he]===0&&t.unref(),l(new vs("HTTP/2: strea\
m half-closed (remote)")),e[Ve][e[KA]++]=null,e[Fo]=e[KA],e[ue]()}),E.once("close",()=>{t[he]-=1,t[he]===0&&t.unref()}),
E.once("error",function(y){l(y)}),E.once("frameError",(y,G)=>{l(new vs(`HTTP/2: "frameError" received - type ${y}, code ${G}`))}),
!0;function p(){!B||c===0?cE(l,E,null,e,A,e[sA],c,d):b.isBuffer(B)?cE(l,E,B,e,A,e[sA],c,d):b.isBlobLike(B)?typeof B.stream==
"function"?IE(l,E,B.stream(),e,A,e[sA],c,d):by(l,E,B,e,A,e[sA],c,d):b.isStream(B)?My(l,e[sA],d,E,B,e,A,c):b.isIterable(B)?
IE(l,E,B,e,A,e[sA],c,d):XA(!1)}}function cE(e,A,t,r,s,n,i,o){try{t!=null&&b.isBuffer(t)&&(XA(i===t.byteLength,"buffer bo\
dy must have content length"),A.cork(),A.write(t),A.uncork(),A.end(),s.onBodySent(t)),o||(n[Os]=!0),s.onRequestSent(),r[ue]()}catch(Q){
e(Q)}}function My(e,A,t,r,s,n,i,o){XA(o!==0||n[Ps]===0,"stream body cannot be pipelined");let Q=Ey(s,r,B=>{B?(b.destroy(
Q,B),e(B)):(b.removeAllListeners(Q),i.onRequestSent(),t||(A[Os]=!0),n[ue]())});b.addListener(Q,"data",g);function g(B){i.
onBodySent(B)}}async function by(e,A,t,r,s,n,i,o){XA(i===t.size,"blob body must have content length");try{if(i!=null&&i!==
t.size)throw new Do;let Q=Buffer.from(await t.arrayBuffer());A.cork(),A.write(Q),A.uncork(),A.end(),s.onBodySent(Q),s.onRequestSent(),
o||(n[Os]=!0),r[ue]()}catch(Q){e(Q)}}async function IE(e,A,t,r,s,n,i,o){XA(i!==0||r[Ps]===0,"iterator body cannot be pip\
elined");let Q=null;function g(){if(Q){let a=Q;Q=null,a()}}let B=()=>new Promise((a,E)=>{XA(Q===null),n[JA]?E(n[JA]):Q=a});
A.on("close",g).on("drain",g);try{for await(let a of t){if(n[JA])throw n[JA];let E=A.write(a);s.onBodySent(a),E||await B()}
A.end(),s.onRequestSent(),o||(n[Os]=!0),r[ue]()}catch(a){e(a)}finally{A.off("close",g).off("drain",g)}}hE.exports=ky});var zs=h((AU,wE)=>{"use strict";var _A=M(),{kBodyUsed:wr}=z(),No=require("node:assert"),{InvalidArgumentError:Ly}=Y(),Ty=require("node:events"),
Yy=[300,301,302,303,307,308],dE=Symbol("body"),Zs=class{constructor(A){this[dE]=A,this[wr]=!1}async*[Symbol.asyncIterator](){
No(!this[wr],"disturbed"),this[wr]=!0,yield*this[dE]}},Ro=class{constructor(A,t,r,s){if(t!=null&&(!Number.isInteger(t)||
t<0))throw new Ly("maxRedirections must be a positive number");_A.validateHandler(s,r.method,r.upgrade),this.dispatch=A,
this.location=null,this.abort=null,this.opts={...r,maxRedirections:0},this.maxRedirections=t,this.handler=s,this.history=
[],this.redirectionLimitReached=!1,_A.isStream(this.opts.body)?(_A.bodyLength(this.opts.body)===0&&this.opts.body.on("da\
ta",function(){No(!1)}),typeof this.opts.body.readableDidRead!="boolean"&&(this.opts.body[wr]=!1,Ty.prototype.on.call(this.
opts.body,"data",function(){this[wr]=!0}))):this.opts.body&&typeof this.opts.body.pipeTo=="function"?this.opts.body=new Zs(
this.opts.body):this.opts.body&&typeof this.opts.body!="string"&&!ArrayBuffer.isView(this.opts.body)&&_A.isIterable(this.
opts.body)&&(this.opts.body=new Zs(this.opts.body))}onConnect(A){this.abort=A,this.handler.onConnect(A,{history:this.history})}onUpgrade(A,t,r){
this.handler.onUpgrade(A,t,r)}onError(A){this.handler.onError(A)}onHeaders(A,t,r,s){if(this.location=this.history.length>=
this.maxRedirections||_A.isDisturbed(this.opts.body)?null:Gy(A,t),this.opts.throwOnMaxRedirect&&this.history.length>=this.
maxRedirections){this.request&&this.request.abort(new Error("max redirects")),this.redirectionLimitReached=!0,this.abort(
new Error("max redirects"));return}if(this.opts.origin&&this.history.push(new URL(this.opts.path,this.opts.origin)),!this.
location)return this.handler.onHeaders(A,t,r,s);let{origin:n,pathname:i,search:o}=_A.parseURL(new URL(this.location,this.
opts.origin&&new URL(this.opts.path,this.opts.origin))),Q=o?`${i}${o}`:i;this.opts.headers=Jy(this.opts.headers,A===303,
this.opts.origin!==n),this.opts.path=Q,this.opts.origin=n,this.opts.maxRedirections=0,this.opts.query=null,A===303&&this.
opts.method!=="HEAD"&&(this.opts.method="GET",this.opts.body=null)}onData(A){if(!this.location)return this.handler.onData(
A)}onComplete(A){this.location?(this.location=null,this.abort=null,this.dispatch(this.opts,this)):this.handler.onComplete(
A)}onBodySent(A){this.handler.onBodySent&&this.handler.onBodySent(A)}};function Gy(e,A){if(Yy.indexOf(e)===-1)return null;
for(let t=0;t<A.length;t+=2)if(A[t].length===8&&_A.headerNameToString(A[t])==="location")return A[t+1]}function fE(e,A,t){
if(e.length===4)return _A.headerNameToString(e)==="host";if(A&&_A.headerNameToString(e).startsWith("content-"))return!0;
if(t&&(e.length===13||e.length===6||e.length===19)){let r=_A.headerNameToString(e);return r==="authorization"||r==="cook\
ie"||r==="proxy-authorization"}return!1}function Jy(e,A,t){let r=[];if(Array.isArray(e))for(let s=0;s<e.length;s+=2)fE(e[s],
A,t)||r.push(e[s],e[s+1]);else if(e&&typeof e=="object")for(let s of Object.keys(e))fE(s,A,t)||r.push(s,e[s]);else No(e==
null,"headers must be an object or an array");return r}wE.exports=Ro});var Ks=h((eU,yE)=>{"use strict";var xy=zs();function Hy({maxRedirections:e}){return A=>function(r,s){let{maxRedirections:n=e}=r;
if(!n)return A(r,s);let i=new xy(A,n,r,s);return r={...r,maxRedirections:0},A(r,i)}}yE.exports=Hy});var St=h((tU,ME)=>{"use strict";var Qe=require("node:assert"),NE=require("node:net"),Vy=require("node:http"),ve=M(),{channels:Nt}=at(),
vy=Ua(),qy=It(),{InvalidArgumentError:j,InformationalError:Wy,ClientDestroyedError:Oy}=Y(),Py=Qr(),{kUrl:jA,kServerName:de,
kClient:Zy,kBusy:mo,kConnect:zy,kResuming:qe,kRunning:pr,kPending:Rr,kSize:Fr,kQueue:xA,kConnected:Ky,kConnecting:mt,kNeedDrain:we,
kKeepAliveDefaultTimeout:DE,kHostHeader:Xy,kPendingIdx:HA,kRunningIdx:ge,kError:_y,kPipelining:Xs,kKeepAliveTimeoutValue:jy,
kMaxHeadersSize:$y,kKeepAliveMaxTimeout:AD,kKeepAliveTimeoutThreshold:eD,kHeadersTimeout:tD,kBodyTimeout:rD,kStrictContentLength:sD,
kConnector:yr,kMaxRedirections:nD,kMaxRequests:So,kCounter:iD,kClose:oD,kDestroy:QD,kDispatch:gD,kInterceptors:kE,kLocalAddress:Dr,
kMaxResponseSize:aD,kOnError:BD,kHTTPContext:$,kMaxConcurrentStreams:ED,kResume:kr}=z(),cD=aE(),ID=uE(),FE=!1,fe=Symbol(
"kClosedResolve"),pE=()=>{};function mE(e){return e[Xs]??e[$]?.defaultPipelining??1}var Uo=class extends qy{constructor(A,{
interceptors:t,maxHeaderSize:r,headersTimeout:s,socketTimeout:n,requestTimeout:i,connectTimeout:o,bodyTimeout:Q,idleTimeout:g,
keepAlive:B,keepAliveTimeout:a,maxKeepAliveTimeout:E,keepAliveMaxTimeout:C,keepAliveTimeoutThreshold:I,socketPath:l,pipelining:d,
tls:c,strictContentLength:w,maxCachedSessions:p,maxRedirections:y,connect:G,maxRequestsPerClient:W,localAddress:O,maxResponseSize:nA,
autoSelectFamily:te,autoSelectFamilyAttemptTimeout:ot,maxConcurrentStreams:Ie,allowH2:cA,webSocket:Qt,eventSource:os}={}){
if(super({webSocket:Qt,eventSource:os}),B!==void 0)throw new j("unsupported keepAlive, use pipelining=0 instead");if(n!==
void 0)throw new j("unsupported socketTimeout, use headersTimeout & bodyTimeout instead");if(i!==void 0)throw new j("uns\
upported requestTimeout, use headersTimeout & bodyTimeout instead");if(g!==void 0)throw new j("unsupported idleTimeout, \
use keepAliveTimeout instead");if(E!==void 0)throw new j("unsupported maxKeepAliveTimeout, use keepAliveMaxTimeout inste\
ad");if(r!=null&&!Number.isFinite(r))throw new j("invalid maxHeaderSize");if(l!=null&&typeof l!="string")throw new j("in\
valid socketPath");if(o!=null&&(!Number.isFinite(o)||o<0))throw new j("invalid connectTimeout");if(a!=null&&(!Number.isFinite(
a)||a<=0))throw new j("invalid keepAliveTimeout");if(C!=null&&(!Number.isFinite(C)||C<=0))throw new j("invalid keepAlive\
MaxTimeout");if(I!=null&&!Number.isFinite(I))throw new j("invalid keepAliveTimeoutThreshold");if(s!=null&&(!Number.isInteger(
s)||s<0))throw new j("headersTimeout must be a positive integer or zero");if(Q!=null&&(!Number.isInteger(Q)||Q<0))throw new j(
"bodyTimeout must be a positive integer or zero");if(G!=null&&typeof G!="function"&&typeof G!="object")throw new j("conn\
ect must be a function or an object");if(y!=null&&(!Number.isInteger(y)||y<0))throw new j("maxRedirections must be a pos\
itive number");if(W!=null&&(!Number.isInteger(W)||W<0))throw new j("maxRequestsPerClient must be a positive number");if(O!=
null&&(typeof O!="string"||NE.isIP(O)===0))throw new j("localAddress must be valid string IP address");if(nA!=null&&(!Number.
isInteger(nA)||nA<-1))throw new j("maxResponseSize must be a positive number");if(ot!=null&&(!Number.isInteger(ot)||ot<-1))
throw new j("autoSelectFamilyAttemptTimeout must be a positive number");if(cA!=null&&typeof cA!="boolean")throw new j("a\
llowH2 must be a valid boolean value");if(Ie!=null&&(typeof Ie!="number"||Ie<1))throw new j("maxConcurrentStreams must b\
e a positive integer, greater than 0");typeof G!="function"&&(G=Py({...c,maxCachedSessions:p,allowH2:cA,socketPath:l,timeout:o,
...te?{autoSelectFamily:te,autoSelectFamilyAttemptTimeout:ot}:void 0,...G})),t?.Client&&Array.isArray(t.Client)?(this[kE]=
t.Client,FE||(FE=!0,process.emitWarning("Client.Options#interceptor is deprecated. Use Dispatcher#compose instead.",{code:"\
UNDICI-CLIENT-INTERCEPTOR-DEPRECATED"}))):this[kE]=[CD({maxRedirections:y})],this[jA]=ve.parseOrigin(A),this[yr]=G,this[Xs]=
d??1,this[$y]=r||Vy.maxHeaderSize,this[DE]=a??4e3,this[AD]=C??6e5,this[eD]=I??2e3,this[jy]=this[DE],this[de]=null,this[Dr]=
O??null,this[qe]=0,this[we]=0,this[Xy]=`host: ${this[jA].hostname}${this[jA].port?`:${this[jA].port}`:""}\r
`,this[rD]=Q??3e5,this[tD]=s??3e5,this[sD]=w??!0,this[nD]=y,this[So]=W,this[fe]=null,this[aD]=nA>-1?nA:-1,this[ED]=Ie??100,
this[$]=null,this[xA]=[],this[ge]=0,this[HA]=0,this[kr]=Me=>Mo(this,Me),this[BD]=Me=>SE(this,Me)}get pipelining(){return this[Xs]}set pipelining(A){
this[Xs]=A,this[kr](!0)}get[Rr](){return this[xA].length-this[HA]}get[pr](){return this[HA]-this[ge]}get[Fr](){return this[xA].
length-this[ge]}get[Ky](){return!!this[$]&&!this[mt]&&!this[$].destroyed}get[mo](){return!!(this[$]?.busy(null)||this[Fr]>=
(mE(this)||1)||this[Rr]>0)}[zy](A){UE(this),this.once("connect",A)}[gD](A,t){let r=A.origin||this[jA].origin,s=new vy(r,
A,t);return this[xA].push(s),this[qe]||(ve.bodyLength(s.body)==null&&ve.isIterable(s.body)?(this[qe]=1,queueMicrotask(()=>Mo(
this))):this[kr](!0)),this[qe]&&this[we]!==2&&this[mo]&&(this[we]=2),this[we]<2}async[oD](){return new Promise(A=>{this[Fr]?
this[fe]=A:A(null)})}async[QD](A){return new Promise(t=>{let r=this[xA].splice(this[HA]);for(let n=0;n<r.length;n++){let i=r[n];
ve.errorRequest(this,i,A)}let s=()=>{this[fe]&&(this[fe](),this[fe]=null),t(null)};this[$]?(this[$].destroy(A,s),this[$]=
null):queueMicrotask(s),this[kr]()})}},CD=Ks();function SE(e,A){if(e[pr]===0&&A.code!=="UND_ERR_INFO"&&A.code!=="UND_ERR\
_SOCKET"){Qe(e[HA]===e[ge]);let t=e[xA].splice(e[ge]);for(let r=0;r<t.length;r++){let s=t[r];ve.errorRequest(e,s,A)}Qe(e[Fr]===
0)}}async function UE(e){Qe(!e[mt]),Qe(!e[$]);let{host:A,hostname:t,protocol:r,port:s}=e[jA];if(t[0]==="["){let n=t.indexOf(
"]");Qe(n!==-1);let i=t.substring(1,n);Qe(NE.isIP(i)),t=i}e[mt]=!0,Nt.beforeConnect.hasSubscribers&&Nt.beforeConnect.publish(
{connectParams:{host:A,hostname:t,protocol:r,port:s,version:e[$]?.version,servername:e[de],localAddress:e[Dr]},connector:e[yr]});
try{let n=await new Promise((i,o)=>{e[yr]({host:A,hostname:t,protocol:r,port:s,servername:e[de],localAddress:e[Dr]},(Q,g)=>{
Q?o(Q):i(g)})});if(e.destroyed){ve.destroy(n.on("error",pE),new Oy);return}Qe(n);try{e[$]=n.alpnProtocol==="h2"?await ID(
e,n):await cD(e,n)}catch(i){throw n.destroy().on("error",pE),i}e[mt]=!1,n[iD]=0,n[So]=e[So],n[Zy]=e,n[_y]=null,Nt.connected.
hasSubscribers&&Nt.connected.publish({connectParams:{host:A,hostname:t,protocol:r,port:s,version:e[$]?.version,servername:e[de],
localAddress:e[Dr]},connector:e[yr],socket:n}),e.emit("connect",e[jA],[e])}catch(n){if(e.destroyed)return;if(e[mt]=!1,Nt.
connectError.hasSubscribers&&Nt.connectError.publish({connectParams:{host:A,hostname:t,protocol:r,port:s,version:e[$]?.version,
servername:e[de],localAddress:e[Dr]},connector:e[yr],error:n}),n.code==="ERR_TLS_CERT_ALTNAME_INVALID")for(Qe(e[pr]===0);e[Rr]>
0&&e[xA][e[HA]].servername===e[de];){let i=e[xA][e[HA]++];ve.errorRequest(e,i,n)}else SE(e,n);e.emit("connectionError",e[jA],
[e],n)}e[kr]()}function RE(e){e[we]=0,e.emit("drain",e[jA],[e])}function Mo(e,A){e[qe]!==2&&(e[qe]=2,lD(e,A),e[qe]=0,e[ge]>
256&&(e[xA].splice(0,e[ge]),e[HA]-=e[ge],e[ge]=0))}function lD(e,A){for(;;){if(e.destroyed){Qe(e[Rr]===0);return}if(e[fe]&&
!e[Fr]){e[fe](),e[fe]=null;return}if(e[$]&&e[$].resume(),e[mo])e[we]=2;else if(e[we]===2){A?(e[we]=1,queueMicrotask(()=>RE(
e))):RE(e);continue}if(e[Rr]===0||e[pr]>=(mE(e)||1))return;let t=e[xA][e[HA]];if(e[jA].protocol==="https:"&&e[de]!==t.servername){
if(e[pr]>0)return;e[de]=t.servername,e[$]?.destroy(new Wy("servername changed"),()=>{e[$]=null,Mo(e)})}if(e[mt])return;if(!e[$]){
UE(e);return}if(e[$].destroyed||e[$].busy(t))return;!t.aborted&&e[$].write(t)?e[HA]++:e[xA].splice(e[HA],1)}}ME.exports=
Uo});var bo=h((sU,bE)=>{"use strict";var _s=class{constructor(){this.bottom=0,this.top=0,this.list=new Array(2048),this.next=
null}isEmpty(){return this.top===this.bottom}isFull(){return(this.top+1&2047)===this.bottom}push(A){this.list[this.top]=
A,this.top=this.top+1&2047}shift(){let A=this.list[this.bottom];return A===void 0?null:(this.list[this.bottom]=void 0,this.
bottom=this.bottom+1&2047,A)}};bE.exports=class{constructor(){this.head=this.tail=new _s}isEmpty(){return this.head.isEmpty()}push(A){
this.head.isFull()&&(this.head=this.head.next=new _s),this.head.push(A)}shift(){let A=this.tail,t=A.shift();return A.isEmpty()&&
A.next!==null&&(this.tail=A.next),t}}});var TE=h((nU,LE)=>{var{kFree:hD,kConnected:uD,kPending:dD,kQueued:fD,kRunning:wD,kSize:yD}=z(),We=Symbol("pool"),Lo=class{constructor(A){
this[We]=A}get connected(){return this[We][uD]}get free(){return this[We][hD]}get pending(){return this[We][dD]}get queued(){
return this[We][fD]}get running(){return this[We][wD]}get size(){return this[We][yD]}};LE.exports=Lo});var Ho=h((iU,OE)=>{"use strict";var DD=It(),kD=bo(),{kConnected:To,kSize:YE,kRunning:GE,kPending:JE,kQueued:Nr,kBusy:FD,
kFree:pD,kUrl:RD,kClose:ND,kDestroy:mD,kDispatch:SD}=z(),UD=TE(),lA=Symbol("clients"),EA=Symbol("needDrain"),mr=Symbol("\
queue"),Yo=Symbol("closed resolve"),Go=Symbol("onDrain"),xE=Symbol("onConnect"),HE=Symbol("onDisconnect"),VE=Symbol("onC\
onnectionError"),Jo=Symbol("get dispatcher"),qE=Symbol("add client"),WE=Symbol("remove client"),vE=Symbol("stats"),xo=class extends DD{constructor(A){
super(A),this[mr]=new kD,this[lA]=[],this[Nr]=0;let t=this;this[Go]=function(s,n){let i=t[mr],o=!1;for(;!o;){let Q=i.shift();
if(!Q)break;t[Nr]--,o=!this.dispatch(Q.opts,Q.handler)}this[EA]=o,!this[EA]&&t[EA]&&(t[EA]=!1,t.emit("drain",s,[t,...n])),
t[Yo]&&i.isEmpty()&&Promise.all(t[lA].map(Q=>Q.close())).then(t[Yo])},this[xE]=(r,s)=>{t.emit("connect",r,[t,...s])},this[HE]=
(r,s,n)=>{t.emit("disconnect",r,[t,...s],n)},this[VE]=(r,s,n)=>{t.emit("connectionError",r,[t,...s],n)},this[vE]=new UD(
this)}get[FD](){return this[EA]}get[To](){return this[lA].filter(A=>A[To]).length}get[pD](){return this[lA].filter(A=>A[To]&&
!A[EA]).length}get[JE](){let A=this[Nr];for(let{[JE]:t}of this[lA])A+=t;return A}get[GE](){let A=0;for(let{[GE]:t}of this[lA])
A+=t;return A}get[YE](){let A=this[Nr];for(let{[YE]:t}of this[lA])A+=t;return A}get stats(){return this[vE]}async[ND](){
this[mr].isEmpty()?await Promise.all(this[lA].map(A=>A.close())):await new Promise(A=>{this[Yo]=A})}async[mD](A){for(;;){
let t=this[mr].shift();if(!t)break;t.handler.onError(A)}await Promise.all(this[lA].map(t=>t.destroy(A)))}[SD](A,t){let r=this[Jo]();
return r?r.dispatch(A,t)||(r[EA]=!0,this[EA]=!this[Jo]()):(this[EA]=!0,this[mr].push({opts:A,handler:t}),this[Nr]++),!this[EA]}[qE](A){
return A.on("drain",this[Go]).on("connect",this[xE]).on("disconnect",this[HE]).on("connectionError",this[VE]),this[lA].push(
A),this[EA]&&queueMicrotask(()=>{this[EA]&&this[Go](A[RD],[this,A])}),this}[WE](A){A.close(()=>{let t=this[lA].indexOf(A);
t!==-1&&this[lA].splice(t,1)}),this[EA]=this[lA].some(t=>!t[EA]&&t.closed!==!0&&t.destroyed!==!0)}};OE.exports={PoolBase:xo,
kClients:lA,kNeedDrain:EA,kAddClient:qE,kRemoveClient:WE,kGetDispatcher:Jo}});var Ut=h((oU,KE)=>{"use strict";var{PoolBase:MD,kClients:js,kNeedDrain:bD,kAddClient:LD,kGetDispatcher:TD}=Ho(),YD=St(),
{InvalidArgumentError:Vo}=Y(),PE=M(),{kUrl:ZE,kInterceptors:GD}=z(),JD=Qr(),vo=Symbol("options"),qo=Symbol("connections"),
zE=Symbol("factory");function xD(e,A){return new YD(e,A)}var Wo=class extends MD{constructor(A,{connections:t,factory:r=xD,
connect:s,connectTimeout:n,tls:i,maxCachedSessions:o,socketPath:Q,autoSelectFamily:g,autoSelectFamilyAttemptTimeout:B,allowH2:a,
...E}={}){if(t!=null&&(!Number.isFinite(t)||t<0))throw new Vo("invalid connections");if(typeof r!="function")throw new Vo(
"factory must be a function.");if(s!=null&&typeof s!="function"&&typeof s!="object")throw new Vo("connect must be a func\
tion or an object");typeof s!="function"&&(s=JD({...i,maxCachedSessions:o,allowH2:a,socketPath:Q,timeout:n,...g?{autoSelectFamily:g,
autoSelectFamilyAttemptTimeout:B}:void 0,...s})),super(E),this[GD]=E.interceptors?.Pool&&Array.isArray(E.interceptors.Pool)?
E.interceptors.Pool:[],this[qo]=t||null,this[ZE]=PE.parseOrigin(A),this[vo]={...PE.deepClone(E),connect:s,allowH2:a},this[vo].
interceptors=E.interceptors?{...E.interceptors}:void 0,this[zE]=r,this.on("connectionError",(C,I,l)=>{for(let d of I){let c=this[js].
indexOf(d);c!==-1&&this[js].splice(c,1)}})}[TD](){for(let A of this[js])if(!A[bD])return A;if(!this[qo]||this[js].length<
this[qo]){let A=this[zE](this[ZE],this[vo]);return this[LD](A),A}}};KE.exports=Wo});var Ac=h((QU,$E)=>{"use strict";var{BalancedPoolMissingUpstreamError:HD,InvalidArgumentError:VD}=Y(),{PoolBase:vD,kClients:QA,
kNeedDrain:Sr,kAddClient:qD,kRemoveClient:WD,kGetDispatcher:OD}=Ho(),PD=Ut(),{kUrl:Oo,kInterceptors:ZD}=z(),{parseOrigin:XE}=M(),
_E=Symbol("factory"),$s=Symbol("options"),jE=Symbol("kGreatestCommonDivisor"),Oe=Symbol("kCurrentWeight"),Pe=Symbol("kIn\
dex"),bA=Symbol("kWeight"),An=Symbol("kMaxWeightPerServer"),en=Symbol("kErrorPenalty");function zD(e,A){if(e===0)return A;
for(;A!==0;){let t=A;A=e%A,e=t}return e}function KD(e,A){return new PD(e,A)}var Po=class extends vD{constructor(A=[],{factory:t=KD,
...r}={}){if(super(),this[$s]=r,this[Pe]=-1,this[Oe]=0,this[An]=this[$s].maxWeightPerServer||100,this[en]=this[$s].errorPenalty||
15,Array.isArray(A)||(A=[A]),typeof t!="function")throw new VD("factory must be a function.");this[ZD]=r.interceptors?.BalancedPool&&
Array.isArray(r.interceptors.BalancedPool)?r.interceptors.BalancedPool:[],this[_E]=t;for(let s of A)this.addUpstream(s);
this._updateBalancedPoolStats()}addUpstream(A){let t=XE(A).origin;if(this[QA].find(s=>s[Oo].origin===t&&s.closed!==!0&&s.
destroyed!==!0))return this;let r=this[_E](t,Object.assign({},this[$s]));this[qD](r),r.on("connect",()=>{r[bA]=Math.min(
this[An],r[bA]+this[en])}),r.on("connectionError",()=>{r[bA]=Math.max(1,r[bA]-this[en]),this._updateBalancedPoolStats()}),
r.on("disconnect",(...s)=>{let n=s[2];n&&n.code==="UND_ERR_SOCKET"&&(r[bA]=Math.max(1,r[bA]-this[en]),this._updateBalancedPoolStats())});
for(let s of this[QA])s[bA]=this[An];return this._updateBalancedPoolStats(),this}_updateBalancedPoolStats(){let A=0;for(let t=0;t<
this[QA].length;t++)A=zD(this[QA][t][bA],A);this[jE]=A}removeUpstream(A){let t=XE(A).origin,r=this[QA].find(s=>s[Oo].origin===
t&&s.closed!==!0&&s.destroyed!==!0);return r&&this[WD](r),this}get upstreams(){return this[QA].filter(A=>A.closed!==!0&&
A.destroyed!==!0).map(A=>A[Oo].origin)}[OD](){if(this[QA].length===0)throw new HD;if(!this[QA].find(n=>!n[Sr]&&n.closed!==
!0&&n.destroyed!==!0)||this[QA].map(n=>n[Sr]).reduce((n,i)=>n&&i,!0))return;let r=0,s=this[QA].findIndex(n=>!n[Sr]);for(;r++<
this[QA].length;){this[Pe]=(this[Pe]+1)%this[QA].length;let n=this[QA][this[Pe]];if(n[bA]>this[QA][s][bA]&&!n[Sr]&&(s=this[Pe]),
this[Pe]===0&&(this[Oe]=this[Oe]-this[jE],this[Oe]<=0&&(this[Oe]=this[An])),n[bA]>=this[Oe]&&!n[Sr])return n}return this[Oe]=
this[QA][s][bA],this[Pe]=s,this[QA][s]}};$E.exports=Po});var Mt=h((gU,oc)=>{"use strict";var{InvalidArgumentError:tn}=Y(),{kClients:ye,kRunning:ec,kClose:XD,kDestroy:_D,kDispatch:jD,
kInterceptors:$D}=z(),A0=It(),e0=Ut(),t0=St(),r0=M(),s0=Ks(),tc=Symbol("onConnect"),rc=Symbol("onDisconnect"),sc=Symbol(
"onConnectionError"),n0=Symbol("maxRedirections"),nc=Symbol("onDrain"),ic=Symbol("factory"),Zo=Symbol("options");function i0(e,A){
return A&&A.connections===1?new t0(e,A):new e0(e,A)}var zo=class extends A0{constructor({factory:A=i0,maxRedirections:t=0,
connect:r,tls:s,...n}={}){if(typeof A!="function")throw new tn("factory must be a function.");if(r!=null&&typeof r!="fun\
ction"&&typeof r!="object")throw new tn("connect must be a function or an object");if(!Number.isInteger(t)||t<0)throw new tn(
"maxRedirections must be a positive number");super(n),r&&typeof r!="function"&&(r={...r}),s&&typeof s!="function"&&(s={...s}),
this[$D]=n.interceptors?.Agent&&Array.isArray(n.interceptors.Agent)?n.interceptors.Agent:[s0({maxRedirections:t})],this[Zo]=
{...r0.deepClone(n),connect:r,tls:s},this[Zo].interceptors=n.interceptors?{...n.interceptors}:void 0,this[n0]=t,this[ic]=
A,this[ye]=new Map,this[nc]=(i,o)=>{this.emit("drain",i,[this,...o])},this[tc]=(i,o)=>{this.emit("connect",i,[this,...o])},
this[rc]=(i,o,Q)=>{this.emit("disconnect",i,[this,...o],Q)},this[sc]=(i,o,Q)=>{this.emit("connectionError",i,[this,...o],
Q)}}get[ec](){let A=0;for(let t of this[ye].values())A+=t[ec];return A}[jD](A,t){let r;if(A.origin&&(typeof A.origin=="s\
tring"||A.origin instanceof URL))r=String(A.origin);else throw new tn("opts.origin must be a non-empty string or URL.");
let s=this[ye].get(r);return s||(s=this[ic](A.origin,this[Zo]).on("drain",this[nc]).on("connect",this[tc]).on("disconnec\
t",this[rc]).on("connectionError",this[sc]),this[ye].set(r,s)),s.dispatch(A,t)}async[XD](){let A=[];for(let t of this[ye].
values())A.push(t.close());this[ye].clear(),await Promise.all(A)}async[_D](A){let t=[];for(let r of this[ye].values())t.
push(r.destroy(A));this[ye].clear(),await Promise.all(t)}};oc.exports=zo});var $o=h((aU,uc)=>{"use strict";var{kProxy:Ko,kClose:cc,kDestroy:Ic,kDispatch:Qc,kInterceptors:o0}=z(),{URL:Ze}=require("node:url"),
Q0=Mt(),Cc=Ut(),lc=It(),{InvalidArgumentError:bt,RequestAbortedError:g0,SecureProxyConnectionError:a0}=Y(),gc=Qr(),hc=St(),
rn=Symbol("proxy agent"),sn=Symbol("proxy client"),De=Symbol("proxy headers"),Xo=Symbol("request tls settings"),ac=Symbol(
"proxy tls settings"),Bc=Symbol("connect endpoint function"),Ec=Symbol("tunnel proxy");function B0(e){return e==="https:"?
443:80}function E0(e,A){return new Cc(e,A)}var c0=()=>{};function I0(e,A){return A.connections===1?new hc(e,A):new Cc(e,
A)}var _o=class extends lc{#A;constructor(A,{headers:t={},connect:r,factory:s}){if(super(),!A)throw new bt("Proxy URL is\
 mandatory");this[De]=t,s?this.#A=s(A,{connect:r}):this.#A=new hc(A,{connect:r})}[Qc](A,t){let r=t.onHeaders;t.onHeaders=
function(o,Q,g){if(o===407){typeof t.onError=="function"&&t.onError(new bt("Proxy Authentication Required (407)"));return}
r&&r.call(this,o,Q,g)};let{origin:s,path:n="/",headers:i={}}=A;if(A.path=s+n,!("host"in i)&&!("Host"in i)){let{host:o}=new Ze(
s);i.host=o}return A.headers={...this[De],...i},this.#A[Qc](A,t)}async[cc](){return this.#A.close()}async[Ic](A){return this.#A.
destroy(A)}},jo=class extends lc{constructor(A){if(super(),!A||typeof A=="object"&&!(A instanceof Ze)&&!A.uri)throw new bt(
"Proxy uri is mandatory");let{clientFactory:t=E0}=A;if(typeof t!="function")throw new bt("Proxy opts.clientFactory must \
be a function.");let{proxyTunnel:r=!0}=A,s=this.#A(A),{href:n,origin:i,port:o,protocol:Q,username:g,password:B,hostname:a}=s;
if(this[Ko]={uri:n,protocol:Q},this[o0]=A.interceptors?.ProxyAgent&&Array.isArray(A.interceptors.ProxyAgent)?A.interceptors.
ProxyAgent:[],this[Xo]=A.requestTls,this[ac]=A.proxyTls,this[De]=A.headers||{},this[Ec]=r,A.auth&&A.token)throw new bt("\
opts.auth cannot be used in combination with opts.token");A.auth?this[De]["proxy-authorization"]=`Basic ${A.auth}`:A.token?
this[De]["proxy-authorization"]=A.token:g&&B&&(this[De]["proxy-authorization"]=`Basic ${Buffer.from(`${decodeURIComponent(
g)}:${decodeURIComponent(B)}`).toString("base64")}`);let E=gc({...A.proxyTls});this[Bc]=gc({...A.requestTls});let C=A.factory||
I0,I=(l,d)=>{let{protocol:c}=new Ze(l);return!this[Ec]&&c==="http:"&&this[Ko].protocol==="http:"?new _o(this[Ko].uri,{headers:this[De],
connect:E,factory:C}):C(l,d)};this[sn]=t(s,{connect:E}),this[rn]=new Q0({...A,factory:I,connect:async(l,d)=>{let c=l.host;
l.port||(c+=`:${B0(l.protocol)}`);try{let{socket:w,statusCode:p}=await this[sn].connect({origin:i,port:o,path:c,signal:l.
signal,headers:{...this[De],host:l.host},servername:this[ac]?.servername||a});if(p!==200&&(w.on("error",c0).destroy(),d(
new g0(`Proxy response (${p}) !== 200 when HTTP Tunneling`))),l.protocol!=="https:"){d(null,w);return}let y;this[Xo]?y=this[Xo].
servername:y=l.servername,this[Bc]({...l,servername:y,httpSocket:w},d)}catch(w){w.code==="ERR_TLS_CERT_ALTNAME_INVALID"?
d(new a0(w)):d(w)}}})}dispatch(A,t){let r=C0(A.headers);if(l0(r),r&&!("host"in r)&&!("Host"in r)){let{host:s}=new Ze(A.origin);
r.host=s}return this[rn].dispatch({...A,headers:r},t)}#A(A){return typeof A=="string"?new Ze(A):A instanceof Ze?A:new Ze(
A.uri)}async[cc](){await this[rn].close(),await this[sn].close()}async[Ic](){await this[rn].destroy(),await this[sn].destroy()}};
function C0(e){if(Array.isArray(e)){let A={};for(let t=0;t<e.length;t+=2)A[e[t]]=e[t+1];return A}return e}function l0(e){
if(e&&Object.keys(e).find(t=>t.toLowerCase()==="proxy-authorization"))throw new bt("Proxy-Authorization should be sent i\
n ProxyAgent constructor")}uc.exports=jo});var kc=h((BU,Dc)=>{"use strict";var h0=It(),{kClose:u0,kDestroy:d0,kClosed:dc,kDestroyed:fc,kDispatch:f0,kNoProxyAgent:Ur,
kHttpProxyAgent:ke,kHttpsProxyAgent:ze}=z(),wc=$o(),w0=Mt(),y0={"http:":80,"https:":443},yc=!1,AQ=class extends h0{#A=null;#e=null;#t=null;constructor(A={}){
super(),this.#t=A,yc||(yc=!0,process.emitWarning("EnvHttpProxyAgent is experimental, expect them to change at any time.",
{code:"UNDICI-EHPA"}));let{httpProxy:t,httpsProxy:r,noProxy:s,...n}=A;this[Ur]=new w0(n);let i=t??process.env.http_proxy??
process.env.HTTP_PROXY;i?this[ke]=new wc({...n,uri:i}):this[ke]=this[Ur];let o=r??process.env.https_proxy??process.env.HTTPS_PROXY;
o?this[ze]=new wc({...n,uri:o}):this[ze]=this[ke],this.#r()}[f0](A,t){let r=new URL(A.origin);return this.#s(r).dispatch(
A,t)}async[u0](){await this[Ur].close(),this[ke][dc]||await this[ke].close(),this[ze][dc]||await this[ze].close()}async[d0](A){
await this[Ur].destroy(A),this[ke][fc]||await this[ke].destroy(A),this[ze][fc]||await this[ze].destroy(A)}#s(A){let{protocol:t,
host:r,port:s}=A;return r=r.replace(/:\d*$/,"").toLowerCase(),s=Number.parseInt(s,10)||y0[t]||0,this.#n(r,s)?t==="https:"?
this[ze]:this[ke]:this[Ur]}#n(A,t){if(this.#i&&this.#r(),this.#e.length===0)return!0;if(this.#A==="*")return!1;for(let r=0;r<
this.#e.length;r++){let s=this.#e[r];if(!(s.port&&s.port!==t)){if(/^[.*]/.test(s.hostname)){if(A.endsWith(s.hostname.replace(
/^\*/,"")))return!1}else if(A===s.hostname)return!1}}return!0}#r(){let A=this.#t.noProxy??this.#o,t=A.split(/[,\s]/),r=[];
for(let s=0;s<t.length;s++){let n=t[s];if(!n)continue;let i=n.match(/^(.+):(\d+)$/);r.push({hostname:(i?i[1]:n).toLowerCase(),
port:i?Number.parseInt(i[2],10):0})}this.#A=A,this.#e=r}get#i(){return this.#t.noProxy!==void 0?!1:this.#A!==this.#o}get#o(){
return process.env.no_proxy??process.env.NO_PROXY??""}};Dc.exports=AQ});var nn=h((EU,mc)=>{"use strict";var Mr=require("node:assert"),{kRetryHandlerDefaultRetry:Fc}=z(),{RequestRetryError:Ke}=Y(),
{isDisturbed:pc,parseHeaders:D0,parseRangeHeader:Rc,wrapRequestBody:k0}=M();function F0(e){let A=Date.now();return new Date(
e).getTime()-A}function Nc(e,A,t,r){let s=e["content-length"];if(s==null||!Number.isFinite(A.start)||!Number.isFinite(A.
end))return null;let n=Number(s),i=A.end-A.start+1;return!Number.isFinite(n)||n!==i?new Ke("Content-Length mismatch",t,{
headers:e,data:{count:r}}):null}var eQ=class e{constructor(A,t){let{retryOptions:r,...s}=A,{retry:n,maxRetries:i,maxTimeout:o,
minTimeout:Q,timeoutFactor:g,methods:B,errorCodes:a,retryAfter:E,statusCodes:C}=r??{};this.dispatch=t.dispatch,this.handler=
t.handler,this.opts={...s,body:k0(A.body)},this.abort=null,this.aborted=!1,this.retryOpts={retry:n??e[Fc],retryAfter:E??
!0,maxTimeout:o??30*1e3,minTimeout:Q??500,timeoutFactor:g??2,maxRetries:i??5,methods:B??["GET","HEAD","OPTIONS","PUT","D\
ELETE","TRACE"],statusCodes:C??[500,502,503,504,429],errorCodes:a??["ECONNRESET","ECONNREFUSED","ENOTFOUND","ENETDOWN","\
ENETUNREACH","EHOSTDOWN","EHOSTUNREACH","EPIPE","UND_ERR_SOCKET"]},this.retryCount=0,this.retryCountCheckpoint=0,this.start=
0,this.end=null,this.etag=null,this.resume=null,this.headersSent=!1,this.handler.onConnect(I=>{this.aborted=!0,this.abort?
this.abort(I):this.reason=I})}checkpointResponseEnd(A,t){if(this.end==null&&this.opts.method!=="HEAD"){let r=A["content-\
length"];this.end=r!=null?Number(r)-1:null,Mr(this.end==null||Number.isFinite(this.end),"invalid content-length")}this.resume=
this.end!=null?t:null}onRequestSent(){this.handler.onRequestSent&&this.handler.onRequestSent()}onUpgrade(A,t,r){this.handler.
onUpgrade&&this.handler.onUpgrade(A,t,r)}onConnect(A){this.aborted?A(this.reason):this.abort=A}onBodySent(A){if(this.handler.
onBodySent)return this.handler.onBodySent(A)}static[Fc](A,{state:t,opts:r},s){let{statusCode:n,code:i,headers:o}=A,{method:Q,
retryOptions:g}=r,{maxRetries:B,minTimeout:a,maxTimeout:E,timeoutFactor:C,statusCodes:I,errorCodes:l,methods:d}=g,{counter:c}=t;
if(i&&i!=="UND_ERR_REQ_RETRY"&&!l.includes(i)){s(A);return}if(Array.isArray(d)&&!d.includes(Q)){s(A);return}if(n!=null&&
Array.isArray(I)&&!I.includes(n)){s(A);return}if(c>B){s(A);return}let w=o?.["retry-after"];w&&(w=Number(w),w=Number.isNaN(
w)?F0(w):w*1e3);let p=w>0?Math.min(w,E):Math.min(a*C**(c-1),E);setTimeout(()=>s(null),p)}onHeaders(A,t,r,s){let n=D0(t);
if(this.retryCount+=1,A>=300)return!this.headersSent&&this.retryOpts.statusCodes.includes(A)===!1?(this.headersSent=!0,this.
checkpointResponseEnd(n,r),this.handler.onHeaders(A,t,r,s)):(this.abort(new Ke("Request failed",A,{headers:n,data:{count:this.
retryCount}})),!1);if(this.resume!=null){if(this.resume=null,A!==206&&(this.start>0||A!==200))return this.abort(new Ke("\
server does not support the range header and the payload was partially consumed",A,{headers:n,data:{count:this.retryCount}})),
!1;let o=Rc(n["content-range"]);if(!o)return this.abort(new Ke("Content-Range mismatch",A,{headers:n,data:{count:this.retryCount}})),
!1;if(this.etag!=null&&this.etag!==n.etag)return this.abort(new Ke("ETag mismatch",A,{headers:n,data:{count:this.retryCount}})),
!1;let Q=Nc(n,o,A,this.retryCount);if(Q!=null)return this.abort(Q),!1;let{start:g,size:B,end:a=B-1}=o;return this.start!==
g||this.end!=null&&this.end!==a?(this.abort(new Ke("Content-Range mismatch",A,{headers:n,data:{count:this.retryCount}})),
!1):(this.resume=r,!0)}if(this.end==null){if(A===206){let o=Rc(n["content-range"]);if(o==null)return this.headersSent=!0,
this.handler.onHeaders(A,t,r,s);let Q=Nc(n,o,A,this.retryCount);if(Q!=null)return this.abort(Q),!1;let{start:g,size:B,end:a=B-
1}=o;Mr(g!=null&&Number.isFinite(g),"content-range mismatch"),Mr(a!=null&&Number.isFinite(a),"invalid content-length"),this.
start=g,this.end=a}if(this.end==null){let o=n["content-length"];this.end=o!=null?Number(o)-1:null}return Mr(Number.isFinite(
this.start)),Mr(this.end==null||Number.isFinite(this.end),"invalid content-length"),this.resume=r,this.headersSent=!0,this.
etag=n.etag!=null?n.etag:null,this.etag!=null&&this.etag.startsWith("W/")&&(this.etag=null),this.handler.onHeaders(A,t,r,
s)}let i=new Ke("Request failed",A,{headers:n,data:{count:this.retryCount}});return this.abort(i),!1}onData(A){return this.
start+=A.length,this.handler.onData(A)}onComplete(A){return this.retryCount=0,this.handler.onComplete(A)}onError(A){if(this.
aborted||pc(this.opts.body)||this.headersSent&&this.resume==null)return this.handler.onError(A);this.retryCount-this.retryCountCheckpoint>
0?this.retryCount=this.retryCountCheckpoint+(this.retryCount-this.retryCountCheckpoint):this.retryCount+=1,this.retryOpts.
retry(A,{state:{counter:this.retryCount},opts:{retryOptions:this.retryOpts,...this.opts}},t.bind(this));function t(r){if(r!=
null||this.aborted||pc(this.opts.body))return this.handler.onError(r);if(this.start!==0){let s={range:`bytes=${this.start}\
-${this.end??""}`};this.etag!=null&&(s["if-match"]=this.etag),this.opts={...this.opts,headers:{...this.opts.headers,...s}}}
try{this.retryCountCheckpoint=this.retryCount,this.dispatch(this.opts,this)}catch(s){this.handler.onError(s)}}}};mc.exports=
eQ});var Uc=h((cU,Sc)=>{"use strict";var p0=ir(),R0=nn(),tQ=class extends p0{#A=null;#e=null;constructor(A,t={}){super(t),this.#A=
A,this.#e=t}dispatch(A,t){let r=new R0({...A,retryOptions:this.#e},{dispatch:this.#A.dispatch.bind(this.#A),handler:t});
return this.#A.dispatch(A,r)}close(){return this.#A.close()}destroy(){return this.#A.destroy()}};Sc.exports=tQ});var QQ=h((IU,Hc)=>{"use strict";var Yc=require("node:assert"),{Readable:N0}=require("node:stream"),{RequestAbortedError:Gc,
NotSupportedError:m0,InvalidArgumentError:S0,AbortError:rQ}=Y(),Jc=M(),{ReadableStreamFrom:U0}=M(),DA=Symbol("kConsume"),
br=Symbol("kReading"),Fe=Symbol("kBody"),Mc=Symbol("kAbort"),xc=Symbol("kContentType"),bc=Symbol("kContentLength"),M0=()=>{},
sQ=class extends N0{constructor({resume:A,abort:t,contentType:r="",contentLength:s,highWaterMark:n=64*1024}){super({autoDestroy:!0,
read:A,highWaterMark:n}),this._readableState.dataEmitted=!1,this[Mc]=t,this[DA]=null,this[Fe]=null,this[xc]=r,this[bc]=s,
this[br]=!1}destroy(A){return!A&&!this._readableState.endEmitted&&(A=new Gc),A&&this[Mc](),super.destroy(A)}_destroy(A,t){
this[br]?t(A):setImmediate(()=>{t(A)})}on(A,...t){return(A==="data"||A==="readable")&&(this[br]=!0),super.on(A,...t)}addListener(A,...t){
return this.on(A,...t)}off(A,...t){let r=super.off(A,...t);return(A==="data"||A==="readable")&&(this[br]=this.listenerCount(
"data")>0||this.listenerCount("readable")>0),r}removeListener(A,...t){return this.off(A,...t)}push(A){return this[DA]&&A!==
null?(iQ(this[DA],A),this[br]?super.push(A):!0):super.push(A)}async text(){return Lr(this,"text")}async json(){return Lr(
this,"json")}async blob(){return Lr(this,"blob")}async bytes(){return Lr(this,"bytes")}async arrayBuffer(){return Lr(this,
"arrayBuffer")}async formData(){throw new m0}get bodyUsed(){return Jc.isDisturbed(this)}get body(){return this[Fe]||(this[Fe]=
U0(this),this[DA]&&(this[Fe].getReader(),Yc(this[Fe].locked))),this[Fe]}async dump(A){let t=Number.isFinite(A?.limit)?A.
limit:131072,r=A?.signal;if(r!=null&&(typeof r!="object"||!("aborted"in r)))throw new S0("signal must be an AbortSignal");
return r?.throwIfAborted(),this._readableState.closeEmitted?null:await new Promise((s,n)=>{this[bc]>t&&this.destroy(new rQ);
let i=()=>{this.destroy(r.reason??new rQ)};r?.addEventListener("abort",i),this.on("close",function(){r?.removeEventListener(
"abort",i),r?.aborted?n(r.reason??new rQ):s(null)}).on("error",M0).on("data",function(o){t-=o.length,t<=0&&this.destroy()}).
resume()})}};function b0(e){return e[Fe]&&e[Fe].locked===!0||e[DA]}function L0(e){return Jc.isDisturbed(e)||b0(e)}async function Lr(e,A){
return Yc(!e[DA]),new Promise((t,r)=>{if(L0(e)){let s=e._readableState;s.destroyed&&s.closeEmitted===!1?e.on("error",n=>{
r(n)}).on("close",()=>{r(new TypeError("unusable"))}):r(s.errored??new TypeError("unusable"))}else queueMicrotask(()=>{e[DA]=
{type:A,stream:e,resolve:t,reject:r,length:0,body:[]},e.on("error",function(s){oQ(this[DA],s)}).on("close",function(){this[DA].
body!==null&&oQ(this[DA],new Gc)}),T0(e[DA])})})}function T0(e){if(e.body===null)return;let{_readableState:A}=e.stream;if(A.
bufferIndex){let t=A.bufferIndex,r=A.buffer.length;for(let s=t;s<r;s++)iQ(e,A.buffer[s])}else for(let t of A.buffer)iQ(e,
t);for(A.endEmitted?Tc(this[DA]):e.stream.on("end",function(){Tc(this[DA])}),e.stream.resume();e.stream.read()!=null;);}
function nQ(e,A){if(e.length===0||A===0)return"";let t=e.length===1?e[0]:Buffer.concat(e,A),r=t.length,s=r>2&&t[0]===239&&
t[1]===187&&t[2]===191?3:0;return t.utf8Slice(s,r)}function Lc(e,A){if(e.length===0||A===0)return new Uint8Array(0);if(e.
length===1)return new Uint8Array(e[0]);let t=new Uint8Array(Buffer.allocUnsafeSlow(A).buffer),r=0;for(let s=0;s<e.length;++s){
let n=e[s];t.set(n,r),r+=n.length}return t}function Tc(e){let{type:A,body:t,resolve:r,stream:s,length:n}=e;try{A==="text"?
r(nQ(t,n)):A==="json"?r(JSON.parse(nQ(t,n))):A==="arrayBuffer"?r(Lc(t,n).buffer):A==="blob"?r(new Blob(t,{type:s[xc]})):
A==="bytes"&&r(Lc(t,n)),oQ(e)}catch(i){s.destroy(i)}}function iQ(e,A){e.length+=A.length,e.body.push(A)}function oQ(e,A){
e.body!==null&&(A?e.reject(A):e.resolve(),e.type=null,e.stream=null,e.resolve=null,e.reject=null,e.length=0,e.body=null)}
Hc.exports={Readable:sQ,chunksDecode:nQ}});var gQ=h((CU,Oc)=>{var Y0=require("node:assert"),{ResponseStatusCodeError:Vc}=Y(),{chunksDecode:vc}=QQ(),G0=128*1024;async function J0({
callback:e,body:A,contentType:t,statusCode:r,statusMessage:s,headers:n}){Y0(A);let i=[],o=0;try{for await(let a of A)if(i.
push(a),o+=a.length,o>G0){i=[],o=0;break}}catch{i=[],o=0}let Q=`Response status code ${r}${s?`: ${s}`:""}`;if(r===204||!t||
!o){queueMicrotask(()=>e(new Vc(Q,r,n)));return}let g=Error.stackTraceLimit;Error.stackTraceLimit=0;let B;try{qc(t)?B=JSON.
parse(vc(i,o)):Wc(t)&&(B=vc(i,o))}catch{}finally{Error.stackTraceLimit=g}queueMicrotask(()=>e(new Vc(Q,r,n,B)))}var qc=e=>e.
length>15&&e[11]==="/"&&e[0]==="a"&&e[1]==="p"&&e[2]==="p"&&e[3]==="l"&&e[4]==="i"&&e[5]==="c"&&e[6]==="a"&&e[7]==="t"&&
e[8]==="i"&&e[9]==="o"&&e[10]==="n"&&e[12]==="j"&&e[13]==="s"&&e[14]==="o"&&e[15]==="n",Wc=e=>e.length>4&&e[4]==="/"&&e[0]===
"t"&&e[1]==="e"&&e[2]==="x"&&e[3]==="t";Oc.exports={getResolveErrorBodyCallback:J0,isContentTypeApplicationJson:qc,isContentTypeText:Wc}});var zc=h((lU,aQ)=>{"use strict";var x0=require("node:assert"),{Readable:H0}=QQ(),{InvalidArgumentError:Lt,RequestAbortedError:Pc}=Y(),
kA=M(),{getResolveErrorBodyCallback:V0}=gQ(),{AsyncResource:v0}=require("node:async_hooks"),on=class extends v0{constructor(A,t){
if(!A||typeof A!="object")throw new Lt("invalid opts");let{signal:r,method:s,opaque:n,body:i,onInfo:o,responseHeaders:Q,
throwOnError:g,highWaterMark:B}=A;try{if(typeof t!="function")throw new Lt("invalid callback");if(B&&(typeof B!="number"||
B<0))throw new Lt("invalid highWaterMark");if(r&&typeof r.on!="function"&&typeof r.addEventListener!="function")throw new Lt(
"signal must be an EventEmitter or EventTarget");if(s==="CONNECT")throw new Lt("invalid method");if(o&&typeof o!="functi\
on")throw new Lt("invalid onInfo callback");super("UNDICI_REQUEST")}catch(a){throw kA.isStream(i)&&kA.destroy(i.on("erro\
r",kA.nop),a),a}this.method=s,this.responseHeaders=Q||null,this.opaque=n||null,this.callback=t,this.res=null,this.abort=
null,this.body=i,this.trailers={},this.context=null,this.onInfo=o||null,this.throwOnError=g,this.highWaterMark=B,this.signal=
r,this.reason=null,this.removeAbortListener=null,kA.isStream(i)&&i.on("error",a=>{this.onError(a)}),this.signal&&(this.signal.
aborted?this.reason=this.signal.reason??new Pc:this.removeAbortListener=kA.addAbortListener(this.signal,()=>{this.reason=
this.signal.reason??new Pc,this.res?kA.destroy(this.res.on("error",kA.nop),this.reason):this.abort&&this.abort(this.reason),
this.removeAbortListener&&(this.res?.off("close",this.removeAbortListener),this.removeAbortListener(),this.removeAbortListener=
null)}))}onConnect(A,t){if(this.reason){A(this.reason);return}x0(this.callback),this.abort=A,this.context=t}onHeaders(A,t,r,s){
let{callback:n,opaque:i,abort:o,context:Q,responseHeaders:g,highWaterMark:B}=this,a=g==="raw"?kA.parseRawHeaders(t):kA.parseHeaders(
t);if(A<200){this.onInfo&&this.onInfo({statusCode:A,headers:a});return}let E=g==="raw"?kA.parseHeaders(t):a,C=E["content\
-type"],I=E["content-length"],l=new H0({resume:r,abort:o,contentType:C,contentLength:this.method!=="HEAD"&&I?Number(I):null,
highWaterMark:B});this.removeAbortListener&&l.on("close",this.removeAbortListener),this.callback=null,this.res=l,n!==null&&
(this.throwOnError&&A>=400?this.runInAsyncScope(V0,null,{callback:n,body:l,contentType:C,statusCode:A,statusMessage:s,headers:a}):
this.runInAsyncScope(n,null,null,{statusCode:A,headers:a,trailers:this.trailers,opaque:i,body:l,context:Q}))}onData(A){return this.
res.push(A)}onComplete(A){kA.parseHeaders(A,this.trailers),this.res.push(null)}onError(A){let{res:t,callback:r,body:s,opaque:n}=this;
r&&(this.callback=null,queueMicrotask(()=>{this.runInAsyncScope(r,null,A,{opaque:n})})),t&&(this.res=null,queueMicrotask(
()=>{kA.destroy(t,A)})),s&&(this.body=null,kA.destroy(s,A)),this.removeAbortListener&&(t?.off("close",this.removeAbortListener),
this.removeAbortListener(),this.removeAbortListener=null)}};function Zc(e,A){if(A===void 0)return new Promise((t,r)=>{Zc.
call(this,e,(s,n)=>s?r(s):t(n))});try{this.dispatch(e,new on(e,A))}catch(t){if(typeof A!="function")throw t;let r=e?.opaque;
queueMicrotask(()=>A(t,{opaque:r}))}}aQ.exports=Zc;aQ.exports.RequestHandler=on});var Tr=h((hU,_c)=>{var{addAbortListener:q0}=M(),{RequestAbortedError:W0}=Y(),Tt=Symbol("kListener"),$A=Symbol("kSignal");
function Kc(e){e.abort?e.abort(e[$A]?.reason):e.reason=e[$A]?.reason??new W0,Xc(e)}function O0(e,A){if(e.reason=null,e[$A]=
null,e[Tt]=null,!!A){if(A.aborted){Kc(e);return}e[$A]=A,e[Tt]=()=>{Kc(e)},q0(e[$A],e[Tt])}}function Xc(e){e[$A]&&("remov\
eEventListener"in e[$A]?e[$A].removeEventListener("abort",e[Tt]):e[$A].removeListener("abort",e[Tt]),e[$A]=null,e[Tt]=null)}
_c.exports={addSignal:O0,removeSignal:Xc}});var eI=h((uU,AI)=>{"use strict";var P0=require("node:assert"),{finished:Z0,PassThrough:z0}=require("node:stream"),{InvalidArgumentError:Yt,
InvalidReturnValueError:K0}=Y(),VA=M(),{getResolveErrorBodyCallback:X0}=gQ(),{AsyncResource:_0}=require("node:async_hooks"),
{addSignal:j0,removeSignal:jc}=Tr(),BQ=class extends _0{constructor(A,t,r){if(!A||typeof A!="object")throw new Yt("inval\
id opts");let{signal:s,method:n,opaque:i,body:o,onInfo:Q,responseHeaders:g,throwOnError:B}=A;try{if(typeof r!="function")
throw new Yt("invalid callback");if(typeof t!="function")throw new Yt("invalid factory");if(s&&typeof s.on!="function"&&
typeof s.addEventListener!="function")throw new Yt("signal must be an EventEmitter or EventTarget");if(n==="CONNECT")throw new Yt(
"invalid method");if(Q&&typeof Q!="function")throw new Yt("invalid onInfo callback");super("UNDICI_STREAM")}catch(a){throw VA.
isStream(o)&&VA.destroy(o.on("error",VA.nop),a),a}this.responseHeaders=g||null,this.opaque=i||null,this.factory=t,this.callback=
r,this.res=null,this.abort=null,this.context=null,this.trailers=null,this.body=o,this.onInfo=Q||null,this.throwOnError=B||
!1,VA.isStream(o)&&o.on("error",a=>{this.onError(a)}),j0(this,s)}onConnect(A,t){if(this.reason){A(this.reason);return}P0(
this.callback),this.abort=A,this.context=t}onHeaders(A,t,r,s){let{factory:n,opaque:i,context:o,callback:Q,responseHeaders:g}=this,
B=g==="raw"?VA.parseRawHeaders(t):VA.parseHeaders(t);if(A<200){this.onInfo&&this.onInfo({statusCode:A,headers:B});return}
this.factory=null;let a;if(this.throwOnError&&A>=400){let I=(g==="raw"?VA.parseHeaders(t):B)["content-type"];a=new z0,this.
callback=null,this.runInAsyncScope(X0,null,{callback:Q,body:a,contentType:I,statusCode:A,statusMessage:s,headers:B})}else{
if(n===null)return;if(a=this.runInAsyncScope(n,null,{statusCode:A,headers:B,opaque:i,context:o}),!a||typeof a.write!="fu\
nction"||typeof a.end!="function"||typeof a.on!="function")throw new K0("expected Writable");Z0(a,{readable:!1},C=>{let{
callback:I,res:l,opaque:d,trailers:c,abort:w}=this;this.res=null,(C||!l.readable)&&VA.destroy(l,C),this.callback=null,this.
runInAsyncScope(I,null,C||null,{opaque:d,trailers:c}),C&&w()})}return a.on("drain",r),this.res=a,(a.writableNeedDrain!==
void 0?a.writableNeedDrain:a._writableState?.needDrain)!==!0}onData(A){let{res:t}=this;return t?t.write(A):!0}onComplete(A){
let{res:t}=this;jc(this),t&&(this.trailers=VA.parseHeaders(A),t.end())}onError(A){let{res:t,callback:r,opaque:s,body:n}=this;
jc(this),this.factory=null,t?(this.res=null,VA.destroy(t,A)):r&&(this.callback=null,queueMicrotask(()=>{this.runInAsyncScope(
r,null,A,{opaque:s})})),n&&(this.body=null,VA.destroy(n,A))}};function $c(e,A,t){if(t===void 0)return new Promise((r,s)=>{
$c.call(this,e,A,(n,i)=>n?s(n):r(i))});try{this.dispatch(e,new BQ(e,A,t))}catch(r){if(typeof t!="function")throw r;let s=e?.
opaque;queueMicrotask(()=>t(r,{opaque:s}))}}AI.exports=$c});var nI=h((dU,sI)=>{"use strict";var{Readable:rI,Duplex:$0,PassThrough:Ak}=require("node:stream"),{InvalidArgumentError:Yr,
InvalidReturnValueError:ek,RequestAbortedError:EQ}=Y(),LA=M(),{AsyncResource:tk}=require("node:async_hooks"),{addSignal:rk,
removeSignal:sk}=Tr(),tI=require("node:assert"),Gt=Symbol("resume"),cQ=class extends rI{constructor(){super({autoDestroy:!0}),
this[Gt]=null}_read(){let{[Gt]:A}=this;A&&(this[Gt]=null,A())}_destroy(A,t){this._read(),t(A)}},IQ=class extends rI{constructor(A){
super({autoDestroy:!0}),this[Gt]=A}_read(){this[Gt]()}_destroy(A,t){!A&&!this._readableState.endEmitted&&(A=new EQ),t(A)}},
CQ=class extends tk{constructor(A,t){if(!A||typeof A!="object")throw new Yr("invalid opts");if(typeof t!="function")throw new Yr(
"invalid handler");let{signal:r,method:s,opaque:n,onInfo:i,responseHeaders:o}=A;if(r&&typeof r.on!="function"&&typeof r.
addEventListener!="function")throw new Yr("signal must be an EventEmitter or EventTarget");if(s==="CONNECT")throw new Yr(
"invalid method");if(i&&typeof i!="function")throw new Yr("invalid onInfo callback");super("UNDICI_PIPELINE"),this.opaque=
n||null,this.responseHeaders=o||null,this.handler=t,this.abort=null,this.context=null,this.onInfo=i||null,this.req=new cQ().
on("error",LA.nop),this.ret=new $0({readableObjectMode:A.objectMode,autoDestroy:!0,read:()=>{let{body:Q}=this;Q?.resume&&
Q.resume()},write:(Q,g,B)=>{let{req:a}=this;a.push(Q,g)||a._readableState.destroyed?B():a[Gt]=B},destroy:(Q,g)=>{let{body:B,
req:a,res:E,ret:C,abort:I}=this;!Q&&!C._readableState.endEmitted&&(Q=new EQ),I&&Q&&I(),LA.destroy(B,Q),LA.destroy(a,Q),LA.
destroy(E,Q),sk(this),g(Q)}}).on("prefinish",()=>{let{req:Q}=this;Q.push(null)}),this.res=null,rk(this,r)}onConnect(A,t){
let{ret:r,res:s}=this;if(this.reason){A(this.reason);return}tI(!s,"pipeline cannot be retried"),tI(!r.destroyed),this.abort=
A,this.context=t}onHeaders(A,t,r){let{opaque:s,handler:n,context:i}=this;if(A<200){if(this.onInfo){let Q=this.responseHeaders===
"raw"?LA.parseRawHeaders(t):LA.parseHeaders(t);this.onInfo({statusCode:A,headers:Q})}return}this.res=new IQ(r);let o;try{
this.handler=null;let Q=this.responseHeaders==="raw"?LA.parseRawHeaders(t):LA.parseHeaders(t);o=this.runInAsyncScope(n,null,
{statusCode:A,headers:Q,opaque:s,body:this.res,context:i})}catch(Q){throw this.res.on("error",LA.nop),Q}if(!o||typeof o.
on!="function")throw new ek("expected Readable");o.on("data",Q=>{let{ret:g,body:B}=this;!g.push(Q)&&B.pause&&B.pause()}).
on("error",Q=>{let{ret:g}=this;LA.destroy(g,Q)}).on("end",()=>{let{ret:Q}=this;Q.push(null)}).on("close",()=>{let{ret:Q}=this;
Q._readableState.ended||LA.destroy(Q,new EQ)}),this.body=o}onData(A){let{res:t}=this;return t.push(A)}onComplete(A){let{
res:t}=this;t.push(null)}onError(A){let{ret:t}=this;this.handler=null,LA.destroy(t,A)}};function nk(e,A){try{let t=new CQ(
e,A);return this.dispatch({...e,body:t.req},t),t.ret}catch(t){return new Ak().destroy(t)}}sI.exports=nk});var BI=h((fU,aI)=>{"use strict";var{InvalidArgumentError:lQ,SocketError:ik}=Y(),{AsyncResource:ok}=require("node:async_hooks"),
iI=M(),{addSignal:Qk,removeSignal:oI}=Tr(),QI=require("node:assert"),hQ=class extends ok{constructor(A,t){if(!A||typeof A!=
"object")throw new lQ("invalid opts");if(typeof t!="function")throw new lQ("invalid callback");let{signal:r,opaque:s,responseHeaders:n}=A;
if(r&&typeof r.on!="function"&&typeof r.addEventListener!="function")throw new lQ("signal must be an EventEmitter or Eve\
ntTarget");super("UNDICI_UPGRADE"),this.responseHeaders=n||null,this.opaque=s||null,this.callback=t,this.abort=null,this.
context=null,Qk(this,r)}onConnect(A,t){if(this.reason){A(this.reason);return}QI(this.callback),this.abort=A,this.context=
null}onHeaders(){throw new ik("bad upgrade",null)}onUpgrade(A,t,r){QI(A===101);let{callback:s,opaque:n,context:i}=this;oI(
this),this.callback=null;let o=this.responseHeaders==="raw"?iI.parseRawHeaders(t):iI.parseHeaders(t);this.runInAsyncScope(
s,null,null,{headers:o,socket:r,opaque:n,context:i})}onError(A){let{callback:t,opaque:r}=this;oI(this),t&&(this.callback=
null,queueMicrotask(()=>{this.runInAsyncScope(t,null,A,{opaque:r})}))}};function gI(e,A){if(A===void 0)return new Promise(
(t,r)=>{gI.call(this,e,(s,n)=>s?r(s):t(n))});try{let t=new hQ(e,A);this.dispatch({...e,method:e.method||"GET",upgrade:e.
protocol||"Websocket"},t)}catch(t){if(typeof A!="function")throw t;let r=e?.opaque;queueMicrotask(()=>A(t,{opaque:r}))}}
aI.exports=gI});var lI=h((wU,CI)=>{"use strict";var gk=require("node:assert"),{AsyncResource:ak}=require("node:async_hooks"),{InvalidArgumentError:uQ,
SocketError:Bk}=Y(),EI=M(),{addSignal:Ek,removeSignal:cI}=Tr(),dQ=class extends ak{constructor(A,t){if(!A||typeof A!="ob\
ject")throw new uQ("invalid opts");if(typeof t!="function")throw new uQ("invalid callback");let{signal:r,opaque:s,responseHeaders:n}=A;
if(r&&typeof r.on!="function"&&typeof r.addEventListener!="function")throw new uQ("signal must be an EventEmitter or Eve\
ntTarget");super("UNDICI_CONNECT"),this.opaque=s||null,this.responseHeaders=n||null,this.callback=t,this.abort=null,Ek(this,
r)}onConnect(A,t){if(this.reason){A(this.reason);return}gk(this.callback),this.abort=A,this.context=t}onHeaders(){throw new Bk(
"bad connect",null)}onUpgrade(A,t,r){let{callback:s,opaque:n,context:i}=this;cI(this),this.callback=null;let o=t;o!=null&&
(o=this.responseHeaders==="raw"?EI.parseRawHeaders(t):EI.parseHeaders(t)),this.runInAsyncScope(s,null,null,{statusCode:A,
headers:o,socket:r,opaque:n,context:i})}onError(A){let{callback:t,opaque:r}=this;cI(this),t&&(this.callback=null,queueMicrotask(
()=>{this.runInAsyncScope(t,null,A,{opaque:r})}))}};function II(e,A){if(A===void 0)return new Promise((t,r)=>{II.call(this,
e,(s,n)=>s?r(s):t(n))});try{let t=new dQ(e,A);this.dispatch({...e,method:"CONNECT"},t)}catch(t){if(typeof A!="function")
throw t;let r=e?.opaque;queueMicrotask(()=>A(t,{opaque:r}))}}CI.exports=II});var hI=h((yU,Jt)=>{"use strict";Jt.exports.request=zc();Jt.exports.stream=eI();Jt.exports.pipeline=nI();Jt.exports.upgrade=
BI();Jt.exports.connect=lI()});var wQ=h((DU,dI)=>{"use strict";var{UndiciError:ck}=Y(),uI=Symbol.for("undici.error.UND_MOCK_ERR_MOCK_NOT_MATCHED"),fQ=class e extends ck{constructor(A){
super(A),Error.captureStackTrace(this,e),this.name="MockNotMatchedError",this.message=A||"The request does not match any\
 registered mock dispatches",this.code="UND_MOCK_ERR_MOCK_NOT_MATCHED"}static[Symbol.hasInstance](A){return A&&A[uI]===!0}[uI]=!0};
dI.exports={MockNotMatchedError:fQ}});var xt=h((kU,fI)=>{"use strict";fI.exports={kAgent:Symbol("agent"),kOptions:Symbol("options"),kFactory:Symbol("factory"),
kDispatches:Symbol("dispatches"),kDispatchKey:Symbol("dispatch key"),kDefaultHeaders:Symbol("default headers"),kDefaultTrailers:Symbol(
"default trailers"),kContentLength:Symbol("content length"),kMockAgent:Symbol("mock agent"),kMockAgentSet:Symbol("mock a\
gent set"),kMockAgentGet:Symbol("mock agent get"),kMockDispatch:Symbol("mock dispatch"),kClose:Symbol("close"),kOriginalClose:Symbol(
"original agent close"),kOrigin:Symbol("origin"),kIsMockActive:Symbol("is mock active"),kNetConnect:Symbol("net connect"),
kGetNetConnect:Symbol("get net connect"),kConnected:Symbol("connected")}});var Gr=h((FU,UI)=>{"use strict";var{MockNotMatchedError:Xe}=wQ(),{kDispatches:Qn,kMockAgent:Ik,kOriginalDispatch:Ck,kOrigin:lk,
kGetNetConnect:hk}=xt(),{buildURL:uk}=M(),{STATUS_CODES:dk}=require("node:http"),{types:{isPromise:fk}}=require("node:util");
function ae(e,A){return typeof e=="string"?e===A:e instanceof RegExp?e.test(A):typeof e=="function"?e(A)===!0:!1}function yI(e){
return Object.fromEntries(Object.entries(e).map(([A,t])=>[A.toLocaleLowerCase(),t]))}function DI(e,A){if(Array.isArray(e)){
for(let t=0;t<e.length;t+=2)if(e[t].toLocaleLowerCase()===A.toLocaleLowerCase())return e[t+1];return}else return typeof e.
get=="function"?e.get(A):yI(e)[A.toLocaleLowerCase()]}function kQ(e){let A=e.slice(),t=[];for(let r=0;r<A.length;r+=2)t.
push([A[r],A[r+1]]);return Object.fromEntries(t)}function kI(e,A){if(typeof e.headers=="function")return Array.isArray(A)&&
(A=kQ(A)),e.headers(A?yI(A):{});if(typeof e.headers>"u")return!0;if(typeof A!="object"||typeof e.headers!="object")return!1;
for(let[t,r]of Object.entries(e.headers)){let s=DI(A,t);if(!ae(r,s))return!1}return!0}function wI(e){if(typeof e!="strin\
g")return e;let A=e.split("?");if(A.length!==2)return e;let t=new URLSearchParams(A.pop());return t.sort(),[...A,t.toString()].
join("?")}function wk(e,{path:A,method:t,body:r,headers:s}){let n=ae(e.path,A),i=ae(e.method,t),o=typeof e.body<"u"?ae(e.
body,r):!0,Q=kI(e,s);return n&&i&&o&&Q}function FI(e){return Buffer.isBuffer(e)||e instanceof Uint8Array||e instanceof ArrayBuffer?
e:typeof e=="object"?JSON.stringify(e):e.toString()}function pI(e,A){let t=A.query?uk(A.path,A.query):A.path,r=typeof t==
"string"?wI(t):t,s=e.filter(({consumed:n})=>!n).filter(({path:n})=>ae(wI(n),r));if(s.length===0)throw new Xe(`Mock dispa\
tch not matched for path '${r}'`);if(s=s.filter(({method:n})=>ae(n,A.method)),s.length===0)throw new Xe(`Mock dispatch n\
ot matched for method '${A.method}' on path '${r}'`);if(s=s.filter(({body:n})=>typeof n<"u"?ae(n,A.body):!0),s.length===
0)throw new Xe(`Mock dispatch not matched for body '${A.body}' on path '${r}'`);if(s=s.filter(n=>kI(n,A.headers)),s.length===
0){let n=typeof A.headers=="object"?JSON.stringify(A.headers):A.headers;throw new Xe(`Mock dispatch not matched for head\
ers '${n}' on path '${r}'`)}return s[0]}function yk(e,A,t){let r={timesInvoked:0,times:1,persist:!1,consumed:!1},s=typeof t==
"function"?{callback:t}:{...t},n={...r,...A,pending:!0,data:{error:null,...s}};return e.push(n),n}function yQ(e,A){let t=e.
findIndex(r=>r.consumed?wk(r,A):!1);t!==-1&&e.splice(t,1)}function RI(e){let{path:A,method:t,body:r,headers:s,query:n}=e;
return{path:A,method:t,body:r,headers:s,query:n}}function DQ(e){let A=Object.keys(e),t=[];for(let r=0;r<A.length;++r){let s=A[r],
n=e[s],i=Buffer.from(`${s}`);if(Array.isArray(n))for(let o=0;o<n.length;++o)t.push(i,Buffer.from(`${n[o]}`));else t.push(
i,Buffer.from(`${n}`))}return t}function NI(e){return dk[e]||"unknown"}async function Dk(e){let A=[];for await(let t of e)
A.push(t);return Buffer.concat(A).toString("utf8")}function mI(e,A){let t=RI(e),r=pI(this[Qn],t);r.timesInvoked++,r.data.
callback&&(r.data={...r.data,...r.data.callback(e)});let{data:{statusCode:s,data:n,headers:i,trailers:o,error:Q},delay:g,
persist:B}=r,{timesInvoked:a,times:E}=r;if(r.consumed=!B&&a>=E,r.pending=a<E,Q!==null)return yQ(this[Qn],t),A.onError(Q),
!0;typeof g=="number"&&g>0?setTimeout(()=>{C(this[Qn])},g):C(this[Qn]);function C(l,d=n){let c=Array.isArray(e.headers)?
kQ(e.headers):e.headers,w=typeof d=="function"?d({...e,headers:c}):d;if(fk(w)){w.then(W=>C(l,W));return}let p=FI(w),y=DQ(
i),G=DQ(o);A.onConnect?.(W=>A.onError(W),null),A.onHeaders?.(s,y,I,NI(s)),A.onData?.(Buffer.from(p)),A.onComplete?.(G),yQ(
l,t)}function I(){}return!0}function kk(){let e=this[Ik],A=this[lk],t=this[Ck];return function(s,n){if(e.isMockActive)try{
mI.call(this,s,n)}catch(i){if(i instanceof Xe){let o=e[hk]();if(o===!1)throw new Xe(`${i.message}: subsequent request to\
 origin ${A} was not allowed (net.connect disabled)`);if(SI(o,A))t.call(this,s,n);else throw new Xe(`${i.message}: subse\
quent request to origin ${A} was not allowed (net.connect is not enabled for this origin)`)}else throw i}else t.call(this,
s,n)}}function SI(e,A){let t=new URL(A);return e===!0?!0:!!(Array.isArray(e)&&e.some(r=>ae(r,t.host)))}function Fk(e){if(e){
let{agent:A,...t}=e;return t}}UI.exports={getResponseData:FI,getMockDispatch:pI,addMockDispatch:yk,deleteMockDispatch:yQ,
buildKey:RI,generateKeyValues:DQ,matchValue:ae,getResponse:Dk,getStatusText:NI,mockDispatch:mI,buildMockDispatch:kk,checkNetConnect:SI,
buildMockOptions:Fk,getHeaderByName:DI,buildHeadersFromArray:kQ}});var UQ=h((pU,SQ)=>{"use strict";var{getResponseData:pk,buildKey:Rk,addMockDispatch:FQ}=Gr(),{kDispatches:gn,kDispatchKey:an,
kDefaultHeaders:pQ,kDefaultTrailers:RQ,kContentLength:NQ,kMockDispatch:Bn}=xt(),{InvalidArgumentError:Ae}=Y(),{buildURL:Nk}=M(),
Ht=class{constructor(A){this[Bn]=A}delay(A){if(typeof A!="number"||!Number.isInteger(A)||A<=0)throw new Ae("waitInMs mus\
t be a valid integer > 0");return this[Bn].delay=A,this}persist(){return this[Bn].persist=!0,this}times(A){if(typeof A!=
"number"||!Number.isInteger(A)||A<=0)throw new Ae("repeatTimes must be a valid integer > 0");return this[Bn].times=A,this}},
mQ=class{constructor(A,t){if(typeof A!="object")throw new Ae("opts must be an object");if(typeof A.path>"u")throw new Ae(
"opts.path must be defined");if(typeof A.method>"u"&&(A.method="GET"),typeof A.path=="string")if(A.query)A.path=Nk(A.path,
A.query);else{let r=new URL(A.path,"data://");A.path=r.pathname+r.search}typeof A.method=="string"&&(A.method=A.method.toUpperCase()),
this[an]=Rk(A),this[gn]=t,this[pQ]={},this[RQ]={},this[NQ]=!1}createMockScopeDispatchData({statusCode:A,data:t,responseOptions:r}){
let s=pk(t),n=this[NQ]?{"content-length":s.length}:{},i={...this[pQ],...n,...r.headers},o={...this[RQ],...r.trailers};return{
statusCode:A,data:t,headers:i,trailers:o}}validateReplyParameters(A){if(typeof A.statusCode>"u")throw new Ae("statusCode\
 must be defined");if(typeof A.responseOptions!="object"||A.responseOptions===null)throw new Ae("responseOptions must be\
 an object")}reply(A){if(typeof A=="function"){let n=o=>{let Q=A(o);if(typeof Q!="object"||Q===null)throw new Ae("reply \
options callback must return an object");let g={data:"",responseOptions:{},...Q};return this.validateReplyParameters(g),
{...this.createMockScopeDispatchData(g)}},i=FQ(this[gn],this[an],n);return new Ht(i)}let t={statusCode:A,data:arguments[1]===
void 0?"":arguments[1],responseOptions:arguments[2]===void 0?{}:arguments[2]};this.validateReplyParameters(t);let r=this.
createMockScopeDispatchData(t),s=FQ(this[gn],this[an],r);return new Ht(s)}replyWithError(A){if(typeof A>"u")throw new Ae(
"error must be defined");let t=FQ(this[gn],this[an],{error:A});return new Ht(t)}defaultReplyHeaders(A){if(typeof A>"u")throw new Ae(
"headers must be defined");return this[pQ]=A,this}defaultReplyTrailers(A){if(typeof A>"u")throw new Ae("trailers must be\
 defined");return this[RQ]=A,this}replyContentLength(){return this[NQ]=!0,this}};SQ.exports.MockInterceptor=mQ;SQ.exports.
MockScope=Ht});var LQ=h((RU,JI)=>{"use strict";var{promisify:mk}=require("node:util"),Sk=St(),{buildMockDispatch:Uk}=Gr(),{kDispatches:MI,
kMockAgent:bI,kClose:LI,kOriginalClose:TI,kOrigin:YI,kOriginalDispatch:Mk,kConnected:MQ}=xt(),{MockInterceptor:bk}=UQ(),
GI=z(),{InvalidArgumentError:Lk}=Y(),bQ=class extends Sk{constructor(A,t){if(super(A,t),!t||!t.agent||typeof t.agent.dispatch!=
"function")throw new Lk("Argument opts.agent must implement Agent");this[bI]=t.agent,this[YI]=A,this[MI]=[],this[MQ]=1,this[Mk]=
this.dispatch,this[TI]=this.close.bind(this),this.dispatch=Uk.call(this),this.close=this[LI]}get[GI.kConnected](){return this[MQ]}intercept(A){
return new bk(A,this[MI])}async[LI](){await mk(this[TI])(),this[MQ]=0,this[bI][GI.kClients].delete(this[YI])}};JI.exports=
bQ});var GQ=h((NU,OI)=>{"use strict";var{promisify:Tk}=require("node:util"),Yk=Ut(),{buildMockDispatch:Gk}=Gr(),{kDispatches:xI,
kMockAgent:HI,kClose:VI,kOriginalClose:vI,kOrigin:qI,kOriginalDispatch:Jk,kConnected:TQ}=xt(),{MockInterceptor:xk}=UQ(),
WI=z(),{InvalidArgumentError:Hk}=Y(),YQ=class extends Yk{constructor(A,t){if(super(A,t),!t||!t.agent||typeof t.agent.dispatch!=
"function")throw new Hk("Argument opts.agent must implement Agent");this[HI]=t.agent,this[qI]=A,this[xI]=[],this[TQ]=1,this[Jk]=
this.dispatch,this[vI]=this.close.bind(this),this.dispatch=Gk.call(this),this.close=this[VI]}get[WI.kConnected](){return this[TQ]}intercept(A){
return new xk(A,this[xI])}async[VI](){await Tk(this[vI])(),this[TQ]=0,this[HI][WI.kClients].delete(this[qI])}};OI.exports=
YQ});var ZI=h((SU,PI)=>{"use strict";var Vk={pronoun:"it",is:"is",was:"was",this:"this"},vk={pronoun:"they",is:"are",was:"wer\
e",this:"these"};PI.exports=class{constructor(A,t){this.singular=A,this.plural=t}pluralize(A){let t=A===1,r=t?Vk:vk,s=t?
this.singular:this.plural;return{...r,count:A,noun:s}}}});var KI=h((MU,zI)=>{"use strict";var{Transform:qk}=require("node:stream"),{Console:Wk}=require("node:console"),Ok=process.
versions.icu?"\u2705":"Y ",Pk=process.versions.icu?"\u274C":"N ";zI.exports=class{constructor({disableColors:A}={}){this.
transform=new qk({transform(t,r,s){s(null,t)}}),this.logger=new Wk({stdout:this.transform,inspectOptions:{colors:!A&&!process.
env.CI}})}format(A){let t=A.map(({method:r,path:s,data:{statusCode:n},persist:i,times:o,timesInvoked:Q,origin:g})=>({Method:r,
Origin:g,Path:s,"Status code":n,Persistent:i?Ok:Pk,Invocations:Q,Remaining:i?1/0:o-Q}));return this.logger.table(t),this.
transform.read().toString()}}});var $I=h((bU,jI)=>{"use strict";var{kClients:_e}=z(),Zk=Mt(),{kAgent:JQ,kMockAgentSet:En,kMockAgentGet:XI,kDispatches:xQ,
kIsMockActive:cn,kNetConnect:je,kGetNetConnect:zk,kOptions:In,kFactory:Cn}=xt(),Kk=LQ(),Xk=GQ(),{matchValue:_k,buildMockOptions:jk}=Gr(),
{InvalidArgumentError:_I,UndiciError:$k}=Y(),AF=ir(),eF=ZI(),tF=KI(),HQ=class extends AF{constructor(A){if(super(A),this[je]=
!0,this[cn]=!0,A?.agent&&typeof A.agent.dispatch!="function")throw new _I("Argument opts.agent must implement Agent");let t=A?.
agent?A.agent:new Zk(A);this[JQ]=t,this[_e]=t[_e],this[In]=jk(A)}get(A){let t=this[XI](A);return t||(t=this[Cn](A),this[En](
A,t)),t}dispatch(A,t){return this.get(A.origin),this[JQ].dispatch(A,t)}async close(){await this[JQ].close(),this[_e].clear()}deactivate(){
this[cn]=!1}activate(){this[cn]=!0}enableNetConnect(A){if(typeof A=="string"||typeof A=="function"||A instanceof RegExp)
Array.isArray(this[je])?this[je].push(A):this[je]=[A];else if(typeof A>"u")this[je]=!0;else throw new _I("Unsupported ma\
tcher. Must be one of String|Function|RegExp.")}disableNetConnect(){this[je]=!1}get isMockActive(){return this[cn]}[En](A,t){
this[_e].set(A,t)}[Cn](A){let t=Object.assign({agent:this},this[In]);return this[In]&&this[In].connections===1?new Kk(A,
t):new Xk(A,t)}[XI](A){let t=this[_e].get(A);if(t)return t;if(typeof A!="string"){let r=this[Cn]("http://localhost:9999");
return this[En](A,r),r}for(let[r,s]of Array.from(this[_e]))if(s&&typeof r!="string"&&_k(r,A)){let n=this[Cn](A);return this[En](
A,n),n[xQ]=s[xQ],n}}[zk](){return this[je]}pendingInterceptors(){let A=this[_e];return Array.from(A.entries()).flatMap(([
t,r])=>r[xQ].map(s=>({...s,origin:t}))).filter(({pending:t})=>t)}assertNoPendingInterceptors({pendingInterceptorsFormatter:A=new tF}={}){
let t=this.pendingInterceptors();if(t.length===0)return;let r=new eF("interceptor","interceptors").pluralize(t.length);throw new $k(
`
${r.count} ${r.noun} ${r.is} pending:

${A.format(t)}
`.trim())}};jI.exports=HQ});var Jr=h((LU,rC)=>{"use strict";var AC=Symbol.for("undici.globalDispatcher.1"),{InvalidArgumentError:rF}=Y(),sF=Mt();tC()===
void 0&&eC(new sF);function eC(e){if(!e||typeof e.dispatch!="function")throw new rF("Argument agent must implement Agent");
Object.defineProperty(globalThis,AC,{value:e,writable:!0,enumerable:!1,configurable:!1})}function tC(){return globalThis[AC]}
rC.exports={setGlobalDispatcher:eC,getGlobalDispatcher:tC}});var ln=h((YU,sC)=>{"use strict";sC.exports=class{#A;constructor(A){if(typeof A!="object"||A===null)throw new TypeError("\
handler must be an object");this.#A=A}onConnect(...A){return this.#A.onConnect?.(...A)}onError(...A){return this.#A.onError?.(
...A)}onUpgrade(...A){return this.#A.onUpgrade?.(...A)}onResponseStarted(...A){return this.#A.onResponseStarted?.(...A)}onHeaders(...A){
return this.#A.onHeaders?.(...A)}onData(...A){return this.#A.onData?.(...A)}onComplete(...A){return this.#A.onComplete?.(
...A)}onBodySent(...A){return this.#A.onBodySent?.(...A)}}});var iC=h((GU,nC)=>{"use strict";var nF=zs();nC.exports=e=>{let A=e?.maxRedirections;return t=>function(s,n){let{maxRedirections:i=A,
...o}=s;if(!i)return t(s,n);let Q=new nF(t,i,s,n);return t(o,Q)}}});var QC=h((JU,oC)=>{"use strict";var iF=nn();oC.exports=e=>A=>function(r,s){return A(r,new iF({...r,retryOptions:{...e,...r.
retryOptions}},{handler:s,dispatch:A}))}});var aC=h((xU,gC)=>{"use strict";var oF=M(),{InvalidArgumentError:QF,RequestAbortedError:gF}=Y(),aF=ln(),VQ=class extends aF{#A=1024*
1024;#e=null;#t=!1;#s=!1;#n=0;#r=null;#i=null;constructor({maxSize:A},t){if(super(t),A!=null&&(!Number.isFinite(A)||A<1))
throw new QF("maxSize must be a number greater than 0");this.#A=A??this.#A,this.#i=t}onConnect(A){this.#e=A,this.#i.onConnect(
this.#o.bind(this))}#o(A){this.#s=!0,this.#r=A}onHeaders(A,t,r,s){let i=oF.parseHeaders(t)["content-length"];if(i!=null&&
i>this.#A)throw new gF(`Response size (${i}) larger than maxSize (${this.#A})`);return this.#s?!0:this.#i.onHeaders(A,t,
r,s)}onError(A){this.#t||(A=this.#r??A,this.#i.onError(A))}onData(A){return this.#n=this.#n+A.length,this.#n>=this.#A&&(this.#t=
!0,this.#s?this.#i.onError(this.#r):this.#i.onComplete([])),!0}onComplete(A){if(!this.#t){if(this.#s){this.#i.onError(this.
reason);return}this.#i.onComplete(A)}}};function BF({maxSize:e}={maxSize:1024*1024}){return A=>function(r,s){let{dumpMaxSize:n=e}=r,
i=new VQ({maxSize:n},s);return A(r,i)}}gC.exports=BF});var cC=h((HU,EC)=>{"use strict";var{isIP:EF}=require("node:net"),{lookup:cF}=require("node:dns"),IF=ln(),{InvalidArgumentError:Vt,
InformationalError:CF}=Y(),BC=Math.pow(2,31)-1,vQ=class{#A=0;#e=0;#t=new Map;dualStack=!0;affinity=null;lookup=null;pick=null;constructor(A){
this.#A=A.maxTTL,this.#e=A.maxItems,this.dualStack=A.dualStack,this.affinity=A.affinity,this.lookup=A.lookup??this.#s,this.
pick=A.pick??this.#n}get full(){return this.#t.size===this.#e}runLookup(A,t,r){let s=this.#t.get(A.hostname);if(s==null&&
this.full){r(null,A.origin);return}let n={affinity:this.affinity,dualStack:this.dualStack,lookup:this.lookup,pick:this.pick,
...t.dns,maxTTL:this.#A,maxItems:this.#e};if(s==null)this.lookup(A,n,(i,o)=>{if(i||o==null||o.length===0){r(i??new CF("N\
o DNS entries found"));return}this.setRecords(A,o);let Q=this.#t.get(A.hostname),g=this.pick(A,Q,n.affinity),B;typeof g.
port=="number"?B=`:${g.port}`:A.port!==""?B=`:${A.port}`:B="",r(null,`${A.protocol}//${g.family===6?`[${g.address}]`:g.address}${B}`)});else{
let i=this.pick(A,s,n.affinity);if(i==null){this.#t.delete(A.hostname),this.runLookup(A,t,r);return}let o;typeof i.port==
"number"?o=`:${i.port}`:A.port!==""?o=`:${A.port}`:o="",r(null,`${A.protocol}//${i.family===6?`[${i.address}]`:i.address}${o}`)}}#s(A,t,r){
cF(A.hostname,{all:!0,family:this.dualStack===!1?this.affinity:0,order:"ipv4first"},(s,n)=>{if(s)return r(s);let i=new Map;
for(let o of n)i.set(`${o.address}:${o.family}`,o);r(null,i.values())})}#n(A,t,r){let s=null,{records:n,offset:i}=t,o;if(this.
dualStack?(r==null&&(i==null||i===BC?(t.offset=0,r=4):(t.offset++,r=(t.offset&1)===1?6:4)),n[r]!=null&&n[r].ips.length>0?
o=n[r]:o=n[r===4?6:4]):o=n[r],o==null||o.ips.length===0)return s;o.offset==null||o.offset===BC?o.offset=0:o.offset++;let Q=o.
offset%o.ips.length;return s=o.ips[Q]??null,s==null?s:Date.now()-s.timestamp>s.ttl?(o.ips.splice(Q,1),this.pick(A,t,r)):
s}setRecords(A,t){let r=Date.now(),s={records:{4:null,6:null}};for(let n of t){n.timestamp=r,typeof n.ttl=="number"?n.ttl=
Math.min(n.ttl,this.#A):n.ttl=this.#A;let i=s.records[n.family]??{ips:[]};i.ips.push(n),s.records[n.family]=i}this.#t.set(
A.hostname,s)}getHandler(A,t){return new qQ(this,A,t)}},qQ=class extends IF{#A=null;#e=null;#t=null;#s=null;#n=null;constructor(A,{
origin:t,handler:r,dispatch:s},n){super(r),this.#n=t,this.#s=r,this.#e={...n},this.#A=A,this.#t=s}onError(A){switch(A.code){case"\
ETIMEDOUT":case"ECONNREFUSED":{if(this.#A.dualStack){this.#A.runLookup(this.#n,this.#e,(t,r)=>{if(t)return this.#s.onError(
t);let s={...this.#e,origin:r};this.#t(s,this)});return}this.#s.onError(A);return}case"ENOTFOUND":this.#A.deleteRecord(this.#n);default:
this.#s.onError(A);break}}};EC.exports=e=>{if(e?.maxTTL!=null&&(typeof e?.maxTTL!="number"||e?.maxTTL<0))throw new Vt("I\
nvalid maxTTL. Must be a positive number");if(e?.maxItems!=null&&(typeof e?.maxItems!="number"||e?.maxItems<1))throw new Vt(
"Invalid maxItems. Must be a positive number and greater than zero");if(e?.affinity!=null&&e?.affinity!==4&&e?.affinity!==
6)throw new Vt("Invalid affinity. Must be either 4 or 6");if(e?.dualStack!=null&&typeof e?.dualStack!="boolean")throw new Vt(
"Invalid dualStack. Must be a boolean");if(e?.lookup!=null&&typeof e?.lookup!="function")throw new Vt("Invalid lookup. M\
ust be a function");if(e?.pick!=null&&typeof e?.pick!="function")throw new Vt("Invalid pick. Must be a function");let A=e?.
dualStack??!0,t;A?t=e?.affinity??null:t=e?.affinity??4;let r={maxTTL:e?.maxTTL??1e4,lookup:e?.lookup??null,pick:e?.pick??
null,dualStack:A,affinity:t,maxItems:e?.maxItems??1/0},s=new vQ(r);return n=>function(o,Q){let g=o.origin.constructor===
URL?o.origin:new URL(o.origin);return EF(g.hostname)!==0?n(o,Q):(s.runLookup(g,o,(B,a)=>{if(B)return Q.onError(B);let E=null;
E={...o,servername:g.hostname,origin:a,headers:{host:g.hostname,...o.headers}},n(E,s.getHandler({origin:g,dispatch:n,handler:Q},
o))}),!0)}}});var $e=h((VU,fC)=>{"use strict";var{kConstruct:lF}=z(),{kEnumerableProperty:vt}=M(),{iteratorMixin:hF,isValidHeaderName:xr,
isValidHeaderValue:CC}=wA(),{webidl:T}=oA(),WQ=require("node:assert"),hn=require("node:util"),eA=Symbol("headers map"),FA=Symbol(
"headers map sorted");function IC(e){return e===10||e===13||e===9||e===32}function lC(e){let A=0,t=e.length;for(;t>A&&IC(
e.charCodeAt(t-1));)--t;for(;t>A&&IC(e.charCodeAt(A));)++A;return A===0&&t===e.length?e:e.substring(A,t)}function hC(e,A){
if(Array.isArray(A))for(let t=0;t<A.length;++t){let r=A[t];if(r.length!==2)throw T.errors.exception({header:"Headers con\
structor",message:`expected name/value pair to be length 2, found ${r.length}.`});OQ(e,r[0],r[1])}else if(typeof A=="obj\
ect"&&A!==null){let t=Object.keys(A);for(let r=0;r<t.length;++r)OQ(e,t[r],A[t[r]])}else throw T.errors.conversionFailed(
{prefix:"Headers constructor",argument:"Argument 1",types:["sequence<sequence<ByteString>>","record<ByteString, ByteStri\
ng>"]})}function OQ(e,A,t){if(t=lC(t),xr(A)){if(!CC(t))throw T.errors.invalidArgument({prefix:"Headers.append",value:t,type:"\
header value"})}else throw T.errors.invalidArgument({prefix:"Headers.append",value:A,type:"header name"});if(dC(e)==="im\
mutable")throw new TypeError("immutable");return PQ(e).append(A,t,!1)}function uC(e,A){return e[0]<A[0]?-1:1}var un=class e{cookies=null;constructor(A){
A instanceof e?(this[eA]=new Map(A[eA]),this[FA]=A[FA],this.cookies=A.cookies===null?null:[...A.cookies]):(this[eA]=new Map(
A),this[FA]=null)}contains(A,t){return this[eA].has(t?A:A.toLowerCase())}clear(){this[eA].clear(),this[FA]=null,this.cookies=
null}append(A,t,r){this[FA]=null;let s=r?A:A.toLowerCase(),n=this[eA].get(s);if(n){let i=s==="cookie"?"; ":", ";this[eA].
set(s,{name:n.name,value:`${n.value}${i}${t}`})}else this[eA].set(s,{name:A,value:t});s==="set-cookie"&&(this.cookies??=
[]).push(t)}set(A,t,r){this[FA]=null;let s=r?A:A.toLowerCase();s==="set-cookie"&&(this.cookies=[t]),this[eA].set(s,{name:A,
value:t})}delete(A,t){this[FA]=null,t||(A=A.toLowerCase()),A==="set-cookie"&&(this.cookies=null),this[eA].delete(A)}get(A,t){
return this[eA].get(t?A:A.toLowerCase())?.value??null}*[Symbol.iterator](){for(let{0:A,1:{value:t}}of this[eA])yield[A,t]}get entries(){
let A={};if(this[eA].size!==0)for(let{name:t,value:r}of this[eA].values())A[t]=r;return A}rawValues(){return this[eA].values()}get entriesList(){
let A=[];if(this[eA].size!==0)for(let{0:t,1:{name:r,value:s}}of this[eA])if(t==="set-cookie")for(let n of this.cookies)A.
push([r,n]);else A.push([r,s]);return A}toSortedArray(){let A=this[eA].size,t=new Array(A);if(A<=32){if(A===0)return t;let r=this[eA][Symbol.
iterator](),s=r.next().value;t[0]=[s[0],s[1].value],WQ(s[1].value!==null);for(let n=1,i=0,o=0,Q=0,g=0,B,a;n<A;++n){for(a=
r.next().value,B=t[n]=[a[0],a[1].value],WQ(B[1]!==null),Q=0,o=n;Q<o;)g=Q+(o-Q>>1),t[g][0]<=B[0]?Q=g+1:o=g;if(n!==g){for(i=
n;i>Q;)t[i]=t[--i];t[Q]=B}}if(!r.next().done)throw new TypeError("Unreachable");return t}else{let r=0;for(let{0:s,1:{value:n}}of this[eA])
t[r++]=[s,n],WQ(n!==null);return t.sort(uC)}}},vA=class e{#A;#e;constructor(A=void 0){T.util.markAsUncloneable(this),A!==
lF&&(this.#e=new un,this.#A="none",A!==void 0&&(A=T.converters.HeadersInit(A,"Headers contructor","init"),hC(this,A)))}append(A,t){
T.brandCheck(this,e),T.argumentLengthCheck(arguments,2,"Headers.append");let r="Headers.append";return A=T.converters.ByteString(
A,r,"name"),t=T.converters.ByteString(t,r,"value"),OQ(this,A,t)}delete(A){if(T.brandCheck(this,e),T.argumentLengthCheck(
arguments,1,"Headers.delete"),A=T.converters.ByteString(A,"Headers.delete","name"),!xr(A))throw T.errors.invalidArgument(
{prefix:"Headers.delete",value:A,type:"header name"});if(this.#A==="immutable")throw new TypeError("immutable");this.#e.
contains(A,!1)&&this.#e.delete(A,!1)}get(A){T.brandCheck(this,e),T.argumentLengthCheck(arguments,1,"Headers.get");let t="\
Headers.get";if(A=T.converters.ByteString(A,t,"name"),!xr(A))throw T.errors.invalidArgument({prefix:t,value:A,type:"head\
er name"});return this.#e.get(A,!1)}has(A){T.brandCheck(this,e),T.argumentLengthCheck(arguments,1,"Headers.has");let t="\
Headers.has";if(A=T.converters.ByteString(A,t,"name"),!xr(A))throw T.errors.invalidArgument({prefix:t,value:A,type:"head\
er name"});return this.#e.contains(A,!1)}set(A,t){T.brandCheck(this,e),T.argumentLengthCheck(arguments,2,"Headers.set");
let r="Headers.set";if(A=T.converters.ByteString(A,r,"name"),t=T.converters.ByteString(t,r,"value"),t=lC(t),xr(A)){if(!CC(
t))throw T.errors.invalidArgument({prefix:r,value:t,type:"header value"})}else throw T.errors.invalidArgument({prefix:r,
value:A,type:"header name"});if(this.#A==="immutable")throw new TypeError("immutable");this.#e.set(A,t,!1)}getSetCookie(){
T.brandCheck(this,e);let A=this.#e.cookies;return A?[...A]:[]}get[FA](){if(this.#e[FA])return this.#e[FA];let A=[],t=this.#e.
toSortedArray(),r=this.#e.cookies;if(r===null||r.length===1)return this.#e[FA]=t;for(let s=0;s<t.length;++s){let{0:n,1:i}=t[s];
if(n==="set-cookie")for(let o=0;o<r.length;++o)A.push([n,r[o]]);else A.push([n,i])}return this.#e[FA]=A}[hn.inspect.custom](A,t){
return t.depth??=A,`Headers ${hn.formatWithOptions(t,this.#e.entries)}`}static getHeadersGuard(A){return A.#A}static setHeadersGuard(A,t){
A.#A=t}static getHeadersList(A){return A.#e}static setHeadersList(A,t){A.#e=t}},{getHeadersGuard:dC,setHeadersGuard:uF,getHeadersList:PQ,
setHeadersList:dF}=vA;Reflect.deleteProperty(vA,"getHeadersGuard");Reflect.deleteProperty(vA,"setHeadersGuard");Reflect.
deleteProperty(vA,"getHeadersList");Reflect.deleteProperty(vA,"setHeadersList");hF("Headers",vA,FA,0,1);Object.defineProperties(
vA.prototype,{append:vt,delete:vt,get:vt,has:vt,set:vt,getSetCookie:vt,[Symbol.toStringTag]:{value:"Headers",configurable:!0},
[hn.inspect.custom]:{enumerable:!1}});T.converters.HeadersInit=function(e,A,t){if(T.util.Type(e)==="Object"){let r=Reflect.
get(e,Symbol.iterator);if(!hn.types.isProxy(e)&&r===vA.prototype.entries)try{return PQ(e).entriesList}catch{}return typeof r==
"function"?T.converters["sequence<sequence<ByteString>>"](e,A,t,r.bind(e)):T.converters["record<ByteString, ByteString>"](
e,A,t)}throw T.errors.conversionFailed({prefix:"Headers constructor",argument:"Argument 1",types:["sequence<sequence<Byt\
eString>>","record<ByteString, ByteString>"]})};fC.exports={fill:hC,compareHeaderName:uC,Headers:vA,HeadersList:un,getHeadersGuard:dC,
setHeadersGuard:uF,setHeadersList:dF,getHeadersList:PQ}});var Vr=h((vU,MC)=>{"use strict";var{Headers:pC,HeadersList:wC,fill:fF,getHeadersGuard:wF,setHeadersGuard:RC,setHeadersList:NC}=$e(),
{extractBody:yC,cloneBody:yF,mixinBody:DF,hasFinalizationRegistry:mC,streamRegistry:SC,bodyUnusable:kF}=Dt(),ZQ=M(),DC=require("node:util"),
{kEnumerableProperty:pA}=ZQ,{isValidReasonPhrase:FF,isCancelled:pF,isAborted:RF,isBlobLike:NF,serializeJavascriptValueToJSONString:mF,
isErrorLike:SF,isomorphicEncode:UF,environmentSettingsObject:MF}=wA(),{redirectStatusSet:bF,nullBodyStatus:LF}=gr(),{kState:X,
kHeaders:Be}=Ce(),{webidl:U}=oA(),{FormData:TF}=Cr(),{URLSerializer:kC}=IA(),{kConstruct:fn}=z(),zQ=require("node:assert"),
{types:YF}=require("node:util"),GF=new TextEncoder("utf-8"),At=class e{static error(){return Hr(wn(),"immutable")}static json(A,t={}){
U.argumentLengthCheck(arguments,1,"Response.json"),t!==null&&(t=U.converters.ResponseInit(t));let r=GF.encode(mF(A)),s=yC(
r),n=Hr(qt({}),"response");return FC(n,t,{body:s[0],type:"application/json"}),n}static redirect(A,t=302){U.argumentLengthCheck(
arguments,1,"Response.redirect"),A=U.converters.USVString(A),t=U.converters["unsigned short"](t);let r;try{r=new URL(A,MF.
settingsObject.baseUrl)}catch(i){throw new TypeError(`Failed to parse URL from ${A}`,{cause:i})}if(!bF.has(t))throw new RangeError(
`Invalid status code ${t}`);let s=Hr(qt({}),"immutable");s[X].status=t;let n=UF(kC(r));return s[X].headersList.append("l\
ocation",n,!0),s}constructor(A=null,t={}){if(U.util.markAsUncloneable(this),A===fn)return;A!==null&&(A=U.converters.BodyInit(
A)),t=U.converters.ResponseInit(t),this[X]=qt({}),this[Be]=new pC(fn),RC(this[Be],"response"),NC(this[Be],this[X].headersList);
let r=null;if(A!=null){let[s,n]=yC(A);r={body:s,type:n}}FC(this,t,r)}get type(){return U.brandCheck(this,e),this[X].type}get url(){
U.brandCheck(this,e);let A=this[X].urlList,t=A[A.length-1]??null;return t===null?"":kC(t,!0)}get redirected(){return U.brandCheck(
this,e),this[X].urlList.length>1}get status(){return U.brandCheck(this,e),this[X].status}get ok(){return U.brandCheck(this,
e),this[X].status>=200&&this[X].status<=299}get statusText(){return U.brandCheck(this,e),this[X].statusText}get headers(){
return U.brandCheck(this,e),this[Be]}get body(){return U.brandCheck(this,e),this[X].body?this[X].body.stream:null}get bodyUsed(){
return U.brandCheck(this,e),!!this[X].body&&ZQ.isDisturbed(this[X].body.stream)}clone(){if(U.brandCheck(this,e),kF(this))
throw U.errors.exception({header:"Response.clone",message:"Body has already been consumed."});let A=KQ(this[X]);return mC&&
this[X].body?.stream&&SC.register(this,new WeakRef(this[X].body.stream)),Hr(A,wF(this[Be]))}[DC.inspect.custom](A,t){t.depth===
null&&(t.depth=2),t.colors??=!0;let r={status:this.status,statusText:this.statusText,headers:this.headers,body:this.body,
bodyUsed:this.bodyUsed,ok:this.ok,redirected:this.redirected,type:this.type,url:this.url};return`Response ${DC.formatWithOptions(
t,r)}`}};DF(At);Object.defineProperties(At.prototype,{type:pA,url:pA,status:pA,ok:pA,redirected:pA,statusText:pA,headers:pA,
clone:pA,body:pA,bodyUsed:pA,[Symbol.toStringTag]:{value:"Response",configurable:!0}});Object.defineProperties(At,{json:pA,
redirect:pA,error:pA});function KQ(e){if(e.internalResponse)return UC(KQ(e.internalResponse),e.type);let A=qt({...e,body:null});
return e.body!=null&&(A.body=yF(A,e.body)),A}function qt(e){return{aborted:!1,rangeRequested:!1,timingAllowPassed:!1,requestIncludesCredentials:!1,
type:"default",status:200,timingInfo:null,cacheState:"",statusText:"",...e,headersList:e?.headersList?new wC(e?.headersList):
new wC,urlList:e?.urlList?[...e.urlList]:[]}}function wn(e){let A=SF(e);return qt({type:"error",status:0,error:A?e:new Error(
e&&String(e)),aborted:e&&e.name==="AbortError"})}function JF(e){return e.type==="error"&&e.status===0}function dn(e,A){return A=
{internalResponse:e,...A},new Proxy(e,{get(t,r){return r in A?A[r]:t[r]},set(t,r,s){return zQ(!(r in A)),t[r]=s,!0}})}function UC(e,A){
if(A==="basic")return dn(e,{type:"basic",headersList:e.headersList});if(A==="cors")return dn(e,{type:"cors",headersList:e.
headersList});if(A==="opaque")return dn(e,{type:"opaque",urlList:Object.freeze([]),status:0,statusText:"",body:null});if(A===
"opaqueredirect")return dn(e,{type:"opaqueredirect",status:0,statusText:"",headersList:[],body:null});zQ(!1)}function xF(e,A=null){
return zQ(pF(e)),RF(e)?wn(Object.assign(new DOMException("The operation was aborted.","AbortError"),{cause:A})):wn(Object.
assign(new DOMException("Request was cancelled."),{cause:A}))}function FC(e,A,t){if(A.status!==null&&(A.status<200||A.status>
599))throw new RangeError('init["status"] must be in the range of 200 to 599, inclusive.');if("statusText"in A&&A.statusText!=
null&&!FF(String(A.statusText)))throw new TypeError("Invalid statusText");if("status"in A&&A.status!=null&&(e[X].status=
A.status),"statusText"in A&&A.statusText!=null&&(e[X].statusText=A.statusText),"headers"in A&&A.headers!=null&&fF(e[Be],
A.headers),t){if(LF.includes(e.status))throw U.errors.exception({header:"Response constructor",message:`Invalid response\
 status code ${e.status}`});e[X].body=t.body,t.type!=null&&!e[X].headersList.contains("content-type",!0)&&e[X].headersList.
append("content-type",t.type,!0)}}function Hr(e,A){let t=new At(fn);return t[X]=e,t[Be]=new pC(fn),NC(t[Be],e.headersList),
RC(t[Be],A),mC&&e.body?.stream&&SC.register(t,new WeakRef(e.body.stream)),t}U.converters.ReadableStream=U.interfaceConverter(
ReadableStream);U.converters.FormData=U.interfaceConverter(TF);U.converters.URLSearchParams=U.interfaceConverter(URLSearchParams);
U.converters.XMLHttpRequestBodyInit=function(e,A,t){return typeof e=="string"?U.converters.USVString(e,A,t):NF(e)?U.converters.
Blob(e,A,t,{strict:!1}):ArrayBuffer.isView(e)||YF.isArrayBuffer(e)?U.converters.BufferSource(e,A,t):ZQ.isFormDataLike(e)?
U.converters.FormData(e,A,t,{strict:!1}):e instanceof URLSearchParams?U.converters.URLSearchParams(e,A,t):U.converters.DOMString(
e,A,t)};U.converters.BodyInit=function(e,A,t){return e instanceof ReadableStream?U.converters.ReadableStream(e,A,t):e?.[Symbol.
asyncIterator]?e:U.converters.XMLHttpRequestBodyInit(e,A,t)};U.converters.ResponseInit=U.dictionaryConverter([{key:"stat\
us",converter:U.converters["unsigned short"],defaultValue:()=>200},{key:"statusText",converter:U.converters.ByteString,defaultValue:()=>""},
{key:"headers",converter:U.converters.HeadersInit}]);MC.exports={isNetworkError:JF,makeNetworkError:wn,makeResponse:qt,makeAppropriateNetworkError:xF,
filterResponse:UC,Response:At,cloneResponse:KQ,fromInnerResponse:Hr}});var YC=h((qU,TC)=>{"use strict";var{kConnected:bC,kSize:LC}=z(),XQ=class{constructor(A){this.value=A}deref(){return this.
value[bC]===0&&this.value[LC]===0?void 0:this.value}},_Q=class{constructor(A){this.finalizer=A}register(A,t){A.on&&A.on(
"disconnect",()=>{A[bC]===0&&A[LC]===0&&this.finalizer(t)})}unregister(A){}};TC.exports=function(){return process.env.NODE_V8_COVERAGE&&
process.version.startsWith("v18")?(process._rawDebug("Using compatibility WeakRef and FinalizationRegistry"),{WeakRef:XQ,
FinalizationRegistry:_Q}):{WeakRef,FinalizationRegistry}}});var Wt=h((WU,_C)=>{"use strict";var{extractBody:HF,mixinBody:VF,cloneBody:vF,bodyUnusable:GC}=Dt(),{Headers:PC,fill:qF,HeadersList:Fn,
setHeadersGuard:$Q,getHeadersGuard:WF,setHeadersList:ZC,getHeadersList:JC}=$e(),{FinalizationRegistry:OF}=YC()(),Dn=M(),
xC=require("node:util"),{isValidHTTPToken:PF,sameOrigin:HC,environmentSettingsObject:yn}=wA(),{forbiddenMethodsSet:ZF,corsSafeListedMethodsSet:zF,
referrerPolicy:KF,requestRedirect:XF,requestMode:_F,requestCredentials:jF,requestCache:$F,requestDuplex:Ap}=gr(),{kEnumerableProperty:tA,
normalizedMethodRecordsBase:ep,normalizedMethodRecords:tp}=Dn,{kHeaders:RA,kSignal:kn,kState:Z,kDispatcher:jQ}=Ce(),{webidl:m}=oA(),
{URLSerializer:rp}=IA(),{kConstruct:pn}=z(),sp=require("node:assert"),{getMaxListeners:VC,setMaxListeners:vC,getEventListeners:np,
defaultMaxListeners:qC}=require("node:events"),ip=Symbol("abortController"),zC=new OF(({signal:e,abort:A})=>{e.removeEventListener(
"abort",A)}),Rn=new WeakMap;function WC(e){return A;function A(){let t=e.deref();if(t!==void 0){zC.unregister(A),this.removeEventListener(
"abort",A),t.abort(this.reason);let r=Rn.get(t.signal);if(r!==void 0){if(r.size!==0){for(let s of r){let n=s.deref();n!==
void 0&&n.abort(this.reason)}r.clear()}Rn.delete(t.signal)}}}}var OC=!1,pe=class e{constructor(A,t={}){if(m.util.markAsUncloneable(
this),A===pn)return;let r="Request constructor";m.argumentLengthCheck(arguments,1,r),A=m.converters.RequestInfo(A,r,"inp\
ut"),t=m.converters.RequestInit(t,r,"init");let s=null,n=null,i=yn.settingsObject.baseUrl,o=null;if(typeof A=="string"){
this[jQ]=t.dispatcher;let c;try{c=new URL(A,i)}catch(w){throw new TypeError("Failed to parse URL from "+A,{cause:w})}if(c.
username||c.password)throw new TypeError("Request cannot be constructed from a URL that includes credentials: "+A);s=Nn(
{urlList:[c]}),n="cors"}else this[jQ]=t.dispatcher||A[jQ],sp(A instanceof e),s=A[Z],o=A[kn];let Q=yn.settingsObject.origin,
g="client";if(s.window?.constructor?.name==="EnvironmentSettingsObject"&&HC(s.window,Q)&&(g=s.window),t.window!=null)throw new TypeError(
`'window' option '${g}' must be null`);"window"in t&&(g="no-window"),s=Nn({method:s.method,headersList:s.headersList,unsafeRequest:s.
unsafeRequest,client:yn.settingsObject,window:g,priority:s.priority,origin:s.origin,referrer:s.referrer,referrerPolicy:s.
referrerPolicy,mode:s.mode,credentials:s.credentials,cache:s.cache,redirect:s.redirect,integrity:s.integrity,keepalive:s.
keepalive,reloadNavigation:s.reloadNavigation,historyNavigation:s.historyNavigation,urlList:[...s.urlList]});let B=Object.
keys(t).length!==0;if(B&&(s.mode==="navigate"&&(s.mode="same-origin"),s.reloadNavigation=!1,s.historyNavigation=!1,s.origin=
"client",s.referrer="client",s.referrerPolicy="",s.url=s.urlList[s.urlList.length-1],s.urlList=[s.url]),t.referrer!==void 0){
let c=t.referrer;if(c==="")s.referrer="no-referrer";else{let w;try{w=new URL(c,i)}catch(p){throw new TypeError(`Referrer\
 "${c}" is not a valid URL.`,{cause:p})}w.protocol==="about:"&&w.hostname==="client"||Q&&!HC(w,yn.settingsObject.baseUrl)?
s.referrer="client":s.referrer=w}}t.referrerPolicy!==void 0&&(s.referrerPolicy=t.referrerPolicy);let a;if(t.mode!==void 0?
a=t.mode:a=n,a==="navigate")throw m.errors.exception({header:"Request constructor",message:"invalid request mode navigat\
e."});if(a!=null&&(s.mode=a),t.credentials!==void 0&&(s.credentials=t.credentials),t.cache!==void 0&&(s.cache=t.cache),s.
cache==="only-if-cached"&&s.mode!=="same-origin")throw new TypeError("'only-if-cached' can be set only with 'same-origin\
' mode");if(t.redirect!==void 0&&(s.redirect=t.redirect),t.integrity!=null&&(s.integrity=String(t.integrity)),t.keepalive!==
void 0&&(s.keepalive=!!t.keepalive),t.method!==void 0){let c=t.method,w=tp[c];if(w!==void 0)s.method=w;else{if(!PF(c))throw new TypeError(
`'${c}' is not a valid HTTP method.`);let p=c.toUpperCase();if(ZF.has(p))throw new TypeError(`'${c}' HTTP method is unsu\
pported.`);c=ep[p]??c,s.method=c}!OC&&s.method==="patch"&&(process.emitWarning("Using `patch` is highly likely to result\
 in a `405 Method Not Allowed`. `PATCH` is much more likely to succeed.",{code:"UNDICI-FETCH-patch"}),OC=!0)}t.signal!==
void 0&&(o=t.signal),this[Z]=s;let E=new AbortController;if(this[kn]=E.signal,o!=null){if(!o||typeof o.aborted!="boolean"||
typeof o.addEventListener!="function")throw new TypeError("Failed to construct 'Request': member signal is not of type A\
bortSignal.");if(o.aborted)E.abort(o.reason);else{this[ip]=E;let c=new WeakRef(E),w=WC(c);try{(typeof VC=="function"&&VC(
o)===qC||np(o,"abort").length>=qC)&&vC(1500,o)}catch{}Dn.addAbortListener(o,w),zC.register(E,{signal:o,abort:w},w)}}if(this[RA]=
new PC(pn),ZC(this[RA],s.headersList),$Q(this[RA],"request"),a==="no-cors"){if(!zF.has(s.method))throw new TypeError(`'${s.
method} is unsupported in no-cors mode.`);$Q(this[RA],"request-no-cors")}if(B){let c=JC(this[RA]),w=t.headers!==void 0?t.
headers:new Fn(c);if(c.clear(),w instanceof Fn){for(let{name:p,value:y}of w.rawValues())c.append(p,y,!1);c.cookies=w.cookies}else
qF(this[RA],w)}let C=A instanceof e?A[Z].body:null;if((t.body!=null||C!=null)&&(s.method==="GET"||s.method==="HEAD"))throw new TypeError(
"Request with GET/HEAD method cannot have body.");let I=null;if(t.body!=null){let[c,w]=HF(t.body,s.keepalive);I=c,w&&!JC(
this[RA]).contains("content-type",!0)&&this[RA].append("content-type",w)}let l=I??C;if(l!=null&&l.source==null){if(I!=null&&
t.duplex==null)throw new TypeError("RequestInit: duplex option is required when sending a body.");if(s.mode!=="same-orig\
in"&&s.mode!=="cors")throw new TypeError('If request is made from ReadableStream, mode should be "same-origin" or "cors"');
s.useCORSPreflightFlag=!0}let d=l;if(I==null&&C!=null){if(GC(A))throw new TypeError("Cannot construct a Request with a R\
equest object that has already been used.");let c=new TransformStream;C.stream.pipeThrough(c),d={source:C.source,length:C.
length,stream:c.readable}}this[Z].body=d}get method(){return m.brandCheck(this,e),this[Z].method}get url(){return m.brandCheck(
this,e),rp(this[Z].url)}get headers(){return m.brandCheck(this,e),this[RA]}get destination(){return m.brandCheck(this,e),
this[Z].destination}get referrer(){return m.brandCheck(this,e),this[Z].referrer==="no-referrer"?"":this[Z].referrer==="c\
lient"?"about:client":this[Z].referrer.toString()}get referrerPolicy(){return m.brandCheck(this,e),this[Z].referrerPolicy}get mode(){
return m.brandCheck(this,e),this[Z].mode}get credentials(){return this[Z].credentials}get cache(){return m.brandCheck(this,
e),this[Z].cache}get redirect(){return m.brandCheck(this,e),this[Z].redirect}get integrity(){return m.brandCheck(this,e),
this[Z].integrity}get keepalive(){return m.brandCheck(this,e),this[Z].keepalive}get isReloadNavigation(){return m.brandCheck(
this,e),this[Z].reloadNavigation}get isHistoryNavigation(){return m.brandCheck(this,e),this[Z].historyNavigation}get signal(){
return m.brandCheck(this,e),this[kn]}get body(){return m.brandCheck(this,e),this[Z].body?this[Z].body.stream:null}get bodyUsed(){
return m.brandCheck(this,e),!!this[Z].body&&Dn.isDisturbed(this[Z].body.stream)}get duplex(){return m.brandCheck(this,e),
"half"}clone(){if(m.brandCheck(this,e),GC(this))throw new TypeError("unusable");let A=KC(this[Z]),t=new AbortController;
if(this.signal.aborted)t.abort(this.signal.reason);else{let r=Rn.get(this.signal);r===void 0&&(r=new Set,Rn.set(this.signal,
r));let s=new WeakRef(t);r.add(s),Dn.addAbortListener(t.signal,WC(s))}return XC(A,t.signal,WF(this[RA]))}[xC.inspect.custom](A,t){
t.depth===null&&(t.depth=2),t.colors??=!0;let r={method:this.method,url:this.url,headers:this.headers,destination:this.destination,
referrer:this.referrer,referrerPolicy:this.referrerPolicy,mode:this.mode,credentials:this.credentials,cache:this.cache,redirect:this.
redirect,integrity:this.integrity,keepalive:this.keepalive,isReloadNavigation:this.isReloadNavigation,isHistoryNavigation:this.
isHistoryNavigation,signal:this.signal};return`Request ${xC.formatWithOptions(t,r)}`}};VF(pe);function Nn(e){return{method:e.
method??"GET",localURLsOnly:e.localURLsOnly??!1,unsafeRequest:e.unsafeRequest??!1,body:e.body??null,client:e.client??null,
reservedClient:e.reservedClient??null,replacesClientId:e.replacesClientId??"",window:e.window??"client",keepalive:e.keepalive??
!1,serviceWorkers:e.serviceWorkers??"all",initiator:e.initiator??"",destination:e.destination??"",priority:e.priority??null,
origin:e.origin??"client",policyContainer:e.policyContainer??"client",referrer:e.referrer??"client",referrerPolicy:e.referrerPolicy??
"",mode:e.mode??"no-cors",useCORSPreflightFlag:e.useCORSPreflightFlag??!1,credentials:e.credentials??"same-origin",useCredentials:e.
useCredentials??!1,cache:e.cache??"default",redirect:e.redirect??"follow",integrity:e.integrity??"",cryptoGraphicsNonceMetadata:e.
cryptoGraphicsNonceMetadata??"",parserMetadata:e.parserMetadata??"",reloadNavigation:e.reloadNavigation??!1,historyNavigation:e.
historyNavigation??!1,userActivation:e.userActivation??!1,taintedOrigin:e.taintedOrigin??!1,redirectCount:e.redirectCount??
0,responseTainting:e.responseTainting??"basic",preventNoCacheCacheControlHeaderModification:e.preventNoCacheCacheControlHeaderModification??
!1,done:e.done??!1,timingAllowFailed:e.timingAllowFailed??!1,urlList:e.urlList,url:e.urlList[0],headersList:e.headersList?
new Fn(e.headersList):new Fn}}function KC(e){let A=Nn({...e,body:null});return e.body!=null&&(A.body=vF(A,e.body)),A}function XC(e,A,t){
let r=new pe(pn);return r[Z]=e,r[kn]=A,r[RA]=new PC(pn),ZC(r[RA],e.headersList),$Q(r[RA],t),r}Object.defineProperties(pe.
prototype,{method:tA,url:tA,headers:tA,redirect:tA,clone:tA,signal:tA,duplex:tA,destination:tA,body:tA,bodyUsed:tA,isHistoryNavigation:tA,
isReloadNavigation:tA,keepalive:tA,integrity:tA,cache:tA,credentials:tA,attribute:tA,referrerPolicy:tA,referrer:tA,mode:tA,
[Symbol.toStringTag]:{value:"Request",configurable:!0}});m.converters.Request=m.interfaceConverter(pe);m.converters.RequestInfo=
function(e,A,t){return typeof e=="string"?m.converters.USVString(e,A,t):e instanceof pe?m.converters.Request(e,A,t):m.converters.
USVString(e,A,t)};m.converters.AbortSignal=m.interfaceConverter(AbortSignal);m.converters.RequestInit=m.dictionaryConverter(
[{key:"method",converter:m.converters.ByteString},{key:"headers",converter:m.converters.HeadersInit},{key:"body",converter:m.
nullableConverter(m.converters.BodyInit)},{key:"referrer",converter:m.converters.USVString},{key:"referrerPolicy",converter:m.
converters.DOMString,allowedValues:KF},{key:"mode",converter:m.converters.DOMString,allowedValues:_F},{key:"credentials",
converter:m.converters.DOMString,allowedValues:jF},{key:"cache",converter:m.converters.DOMString,allowedValues:$F},{key:"\
redirect",converter:m.converters.DOMString,allowedValues:XF},{key:"integrity",converter:m.converters.DOMString},{key:"ke\
epalive",converter:m.converters.boolean},{key:"signal",converter:m.nullableConverter(e=>m.converters.AbortSignal(e,"Requ\
estInit","signal",{strict:!1}))},{key:"window",converter:m.converters.any},{key:"duplex",converter:m.converters.DOMString,
allowedValues:Ap},{key:"dispatcher",converter:m.converters.any}]);_C.exports={Request:pe,makeRequest:Nn,fromInnerRequest:XC,
cloneRequest:KC}});var qr=h((OU,El)=>{"use strict";var{makeNetworkError:H,makeAppropriateNetworkError:mn,filterResponse:Ag,makeResponse:Sn,
fromInnerResponse:op}=Vr(),{HeadersList:jC}=$e(),{Request:Qp,cloneRequest:gp}=Wt(),Re=require("node:zlib"),{bytesMatch:ap,
makePolicyContainer:Bp,clonePolicyContainer:Ep,requestBadPort:cp,TAOCheck:Ip,appendRequestOriginHeader:Cp,responseLocationURL:lp,
requestCurrentURL:ee,setRequestReferrerPolicyOnRedirect:hp,tryUpgradeRequestToAPotentiallyTrustworthyURL:up,createOpaqueTimingInfo:ng,
appendFetchMetadata:dp,corsCheck:fp,crossOriginResourcePolicyCheck:wp,determineRequestsReferrer:yp,coarsenedSharedCurrentTime:vr,
createDeferredPromise:Dp,isBlobLike:kp,sameOrigin:sg,isCancelled:et,isAborted:$C,isErrorLike:Fp,fullyReadBody:pp,readableStreamClose:Rp,
isomorphicEncode:Un,urlIsLocal:Np,urlIsHttpHttpsScheme:ig,urlHasHttpsScheme:mp,clampAndCoarsenConnectionTimingInfo:Sp,simpleRangeHeaderValue:Up,
buildContentRange:Mp,createInflate:bp,extractMimeType:Lp}=wA(),{kState:rl,kDispatcher:Tp}=Ce(),tt=require("node:assert"),
{safelyExtractBody:og,extractBody:Al}=Dt(),{redirectStatusSet:sl,nullBodyStatus:nl,safeMethodsSet:Yp,requestBodyHeader:Gp,
subresourceSet:Jp}=gr(),xp=require("node:events"),{Readable:Hp,pipeline:Vp,finished:vp}=require("node:stream"),{addAbortListener:qp,
isErrored:Wp,isReadable:Mn,bufferToLowerCasedHeaderName:el}=M(),{dataURLProcessor:Op,serializeAMimeType:Pp,minimizeSupportedMimeType:Zp}=IA(),
{getGlobalDispatcher:zp}=Jr(),{webidl:Kp}=oA(),{STATUS_CODES:Xp}=require("node:http"),_p=["GET","HEAD"],jp=typeof __UNDICI_IS_NODE__<
"u"||typeof esbuildDetection<"u"?"node":"undici",eg,bn=class extends xp{constructor(A){super(),this.dispatcher=A,this.connection=
null,this.dump=!1,this.state="ongoing"}terminate(A){this.state==="ongoing"&&(this.state="terminated",this.connection?.destroy(
A),this.emit("terminated",A))}abort(A){this.state==="ongoing"&&(this.state="aborted",A||(A=new DOMException("The operati\
on was aborted.","AbortError")),this.serializedAbortReason=A,this.connection?.destroy(A),this.emit("terminated",A))}};function $p(e){
il(e,"fetch")}function AR(e,A=void 0){Kp.argumentLengthCheck(arguments,1,"globalThis.fetch");let t=Dp(),r;try{r=new Qp(e,
A)}catch(B){return t.reject(B),t.promise}let s=r[rl];if(r.signal.aborted)return tg(t,s,null,r.signal.reason),t.promise;s.
client.globalObject?.constructor?.name==="ServiceWorkerGlobalScope"&&(s.serviceWorkers="none");let i=null,o=!1,Q=null;return qp(
r.signal,()=>{o=!0,tt(Q!=null),Q.abort(r.signal.reason);let B=i?.deref();tg(t,s,B,r.signal.reason)}),Q=Ql({request:s,processResponseEndOfBody:$p,
processResponse:B=>{if(!o){if(B.aborted){tg(t,s,i,Q.serializedAbortReason);return}if(B.type==="error"){t.reject(new TypeError(
"fetch failed",{cause:B.error}));return}i=new WeakRef(op(B,"immutable")),t.resolve(i.deref()),t=null}},dispatcher:r[Tp]}),
t.promise}function il(e,A="other"){if(e.type==="error"&&e.aborted||!e.urlList?.length)return;let t=e.urlList[0],r=e.timingInfo,
s=e.cacheState;ig(t)&&r!==null&&(e.timingAllowPassed||(r=ng({startTime:r.startTime}),s=""),r.endTime=vr(),e.timingInfo=r,
ol(r,t.href,A,globalThis,s))}var ol=performance.markResourceTiming;function tg(e,A,t,r){if(e&&e.reject(r),A.body!=null&&
Mn(A.body?.stream)&&A.body.stream.cancel(r).catch(n=>{if(n.code!=="ERR_INVALID_STATE")throw n}),t==null)return;let s=t[rl];
s.body!=null&&Mn(s.body?.stream)&&s.body.stream.cancel(r).catch(n=>{if(n.code!=="ERR_INVALID_STATE")throw n})}function Ql({
request:e,processRequestBodyChunkLength:A,processRequestEndOfBody:t,processResponse:r,processResponseEndOfBody:s,processResponseConsumeBody:n,
useParallelQueue:i=!1,dispatcher:o=zp()}){tt(o);let Q=null,g=!1;e.client!=null&&(Q=e.client.globalObject,g=e.client.crossOriginIsolatedCapability);
let B=vr(g),a=ng({startTime:B}),E={controller:new bn(o),request:e,timingInfo:a,processRequestBodyChunkLength:A,processRequestEndOfBody:t,
processResponse:r,processResponseConsumeBody:n,processResponseEndOfBody:s,taskDestination:Q,crossOriginIsolatedCapability:g};
return tt(!e.body||e.body.stream),e.window==="client"&&(e.window=e.client?.globalObject?.constructor?.name==="Window"?e.
client:"no-window"),e.origin==="client"&&(e.origin=e.client.origin),e.policyContainer==="client"&&(e.client!=null?e.policyContainer=
Ep(e.client.policyContainer):e.policyContainer=Bp()),e.headersList.contains("accept",!0)||e.headersList.append("accept",
"*/*",!0),e.headersList.contains("accept-language",!0)||e.headersList.append("accept-language","*",!0),e.priority,Jp.has(
e.destination),gl(E).catch(C=>{E.controller.terminate(C)}),E.controller}async function gl(e,A=!1){let t=e.request,r=null;
if(t.localURLsOnly&&!Np(ee(t))&&(r=H("local URLs only")),up(t),cp(t)==="blocked"&&(r=H("bad port")),t.referrerPolicy===""&&
(t.referrerPolicy=t.policyContainer.referrerPolicy),t.referrer!=="no-referrer"&&(t.referrer=yp(t)),r===null&&(r=await(async()=>{
let n=ee(t);return sg(n,t.url)&&t.responseTainting==="basic"||n.protocol==="data:"||t.mode==="navigate"||t.mode==="webso\
cket"?(t.responseTainting="basic",await tl(e)):t.mode==="same-origin"?H('request mode cannot be "same-origin"'):t.mode===
"no-cors"?t.redirect!=="follow"?H('redirect mode cannot be "follow" for "no-cors" request'):(t.responseTainting="opaque",
await tl(e)):ig(ee(t))?(t.responseTainting="cors",await al(e)):H("URL scheme must be a HTTP(S) scheme")})()),A)return r;
r.status!==0&&!r.internalResponse&&(t.responseTainting,t.responseTainting==="basic"?r=Ag(r,"basic"):t.responseTainting===
"cors"?r=Ag(r,"cors"):t.responseTainting==="opaque"?r=Ag(r,"opaque"):tt(!1));let s=r.status===0?r:r.internalResponse;if(s.
urlList.length===0&&s.urlList.push(...t.urlList),t.timingAllowFailed||(r.timingAllowPassed=!0),r.type==="opaque"&&s.status===
206&&s.rangeRequested&&!t.headers.contains("range",!0)&&(r=s=H()),r.status!==0&&(t.method==="HEAD"||t.method==="CONNECT"||
nl.includes(s.status))&&(s.body=null,e.controller.dump=!0),t.integrity){let n=o=>rg(e,H(o));if(t.responseTainting==="opa\
que"||r.body==null){n(r.error);return}let i=o=>{if(!ap(o,t.integrity)){n("integrity mismatch");return}r.body=og(o)[0],rg(
e,r)};await pp(r.body,i,n)}else rg(e,r)}function tl(e){if(et(e)&&e.request.redirectCount===0)return Promise.resolve(mn(e));
let{request:A}=e,{protocol:t}=ee(A);switch(t){case"about:":return Promise.resolve(H("about scheme is not supported"));case"\
blob:":{eg||(eg=require("node:buffer").resolveObjectURL);let r=ee(A);if(r.search.length!==0)return Promise.resolve(H("Ne\
tworkError when attempting to fetch resource."));let s=eg(r.toString());if(A.method!=="GET"||!kp(s))return Promise.resolve(
H("invalid method"));let n=Sn(),i=s.size,o=Un(`${i}`),Q=s.type;if(A.headersList.contains("range",!0)){n.rangeRequested=!0;
let g=A.headersList.get("range",!0),B=Up(g,!0);if(B==="failure")return Promise.resolve(H("failed to fetch the data URL"));
let{rangeStartValue:a,rangeEndValue:E}=B;if(a===null)a=i-E,E=a+E-1;else{if(a>=i)return Promise.resolve(H("Range start is\
 greater than the blob's size."));(E===null||E>=i)&&(E=i-1)}let C=s.slice(a,E,Q),I=Al(C);n.body=I[0];let l=Un(`${C.size}`),
d=Mp(a,E,i);n.status=206,n.statusText="Partial Content",n.headersList.set("content-length",l,!0),n.headersList.set("cont\
ent-type",Q,!0),n.headersList.set("content-range",d,!0)}else{let g=Al(s);n.statusText="OK",n.body=g[0],n.headersList.set(
"content-length",o,!0),n.headersList.set("content-type",Q,!0)}return Promise.resolve(n)}case"data:":{let r=ee(A),s=Op(r);
if(s==="failure")return Promise.resolve(H("failed to fetch the data URL"));let n=Pp(s.mimeType);return Promise.resolve(Sn(
{statusText:"OK",headersList:[["content-type",{name:"Content-Type",value:n}]],body:og(s.body)[0]}))}case"file:":return Promise.
resolve(H("not implemented... yet..."));case"http:":case"https:":return al(e).catch(r=>H(r));default:return Promise.resolve(
H("unknown scheme"))}}function eR(e,A){e.request.done=!0,e.processResponseDone!=null&&queueMicrotask(()=>e.processResponseDone(
A))}function rg(e,A){let t=e.timingInfo,r=()=>{let n=Date.now();e.request.destination==="document"&&(e.controller.fullTimingInfo=
t),e.controller.reportTimingSteps=()=>{if(e.request.url.protocol!=="https:")return;t.endTime=n;let o=A.cacheState,Q=A.bodyInfo;
A.timingAllowPassed||(t=ng(t),o="");let g=0;if(e.request.mode!=="navigator"||!A.hasCrossOriginRedirects){g=A.status;let B=Lp(
A.headersList);B!=="failure"&&(Q.contentType=Zp(B))}e.request.initiatorType!=null&&ol(t,e.request.url.href,e.request.initiatorType,
globalThis,o,Q,g)};let i=()=>{e.request.done=!0,e.processResponseEndOfBody!=null&&queueMicrotask(()=>e.processResponseEndOfBody(
A)),e.request.initiatorType!=null&&e.controller.reportTimingSteps()};queueMicrotask(()=>i())};e.processResponse!=null&&queueMicrotask(
()=>{e.processResponse(A),e.processResponse=null});let s=A.type==="error"?A:A.internalResponse??A;s.body==null?r():vp(s.
body.stream,()=>{r()})}async function al(e){let A=e.request,t=null,r=null,s=e.timingInfo;if(A.serviceWorkers,t===null){if(A.
redirect==="follow"&&(A.serviceWorkers="none"),r=t=await Bl(e),A.responseTainting==="cors"&&fp(A,t)==="failure")return H(
"cors failure");Ip(A,t)==="failure"&&(A.timingAllowFailed=!0)}return(A.responseTainting==="opaque"||t.type==="opaque")&&
wp(A.origin,A.client,A.destination,r)==="blocked"?H("blocked"):(sl.has(r.status)&&(A.redirect!=="manual"&&e.controller.connection.
destroy(void 0,!1),A.redirect==="error"?t=H("unexpected redirect"):A.redirect==="manual"?t=r:A.redirect==="follow"?t=await tR(
e,t):tt(!1)),t.timingInfo=s,t)}function tR(e,A){let t=e.request,r=A.internalResponse?A.internalResponse:A,s;try{if(s=lp(
r,ee(t).hash),s==null)return A}catch(i){return Promise.resolve(H(i))}if(!ig(s))return Promise.resolve(H("URL scheme must\
 be a HTTP(S) scheme"));if(t.redirectCount===20)return Promise.resolve(H("redirect count exceeded"));if(t.redirectCount+=
1,t.mode==="cors"&&(s.username||s.password)&&!sg(t,s))return Promise.resolve(H('cross origin not allowed for request mod\
e "cors"'));if(t.responseTainting==="cors"&&(s.username||s.password))return Promise.resolve(H('URL cannot contain creden\
tials for request mode "cors"'));if(r.status!==303&&t.body!=null&&t.body.source==null)return Promise.resolve(H());if([301,
302].includes(r.status)&&t.method==="POST"||r.status===303&&!_p.includes(t.method)){t.method="GET",t.body=null;for(let i of Gp)
t.headersList.delete(i)}sg(ee(t),s)||(t.headersList.delete("authorization",!0),t.headersList.delete("proxy-authorization",
!0),t.headersList.delete("cookie",!0),t.headersList.delete("host",!0)),t.body!=null&&(tt(t.body.source!=null),t.body=og(
t.body.source)[0]);let n=e.timingInfo;return n.redirectEndTime=n.postRedirectStartTime=vr(e.crossOriginIsolatedCapability),
n.redirectStartTime===0&&(n.redirectStartTime=n.startTime),t.urlList.push(s),hp(t,r),gl(e,!0)}async function Bl(e,A=!1,t=!1){
let r=e.request,s=null,n=null,i=null,o=null,Q=!1;r.window==="no-window"&&r.redirect==="error"?(s=e,n=r):(n=gp(r),s={...e},
s.request=n);let g=r.credentials==="include"||r.credentials==="same-origin"&&r.responseTainting==="basic",B=n.body?n.body.
length:null,a=null;if(n.body==null&&["POST","PUT"].includes(n.method)&&(a="0"),B!=null&&(a=Un(`${B}`)),a!=null&&n.headersList.
append("content-length",a,!0),B!=null&&n.keepalive,n.referrer instanceof URL&&n.headersList.append("referer",Un(n.referrer.
href),!0),Cp(n),dp(n),n.headersList.contains("user-agent",!0)||n.headersList.append("user-agent",jp),n.cache==="default"&&
(n.headersList.contains("if-modified-since",!0)||n.headersList.contains("if-none-match",!0)||n.headersList.contains("if-\
unmodified-since",!0)||n.headersList.contains("if-match",!0)||n.headersList.contains("if-range",!0))&&(n.cache="no-store"),
n.cache==="no-cache"&&!n.preventNoCacheCacheControlHeaderModification&&!n.headersList.contains("cache-control",!0)&&n.headersList.
append("cache-control","max-age=0",!0),(n.cache==="no-store"||n.cache==="reload")&&(n.headersList.contains("pragma",!0)||
n.headersList.append("pragma","no-cache",!0),n.headersList.contains("cache-control",!0)||n.headersList.append("cache-con\
trol","no-cache",!0)),n.headersList.contains("range",!0)&&n.headersList.append("accept-encoding","identity",!0),n.headersList.
contains("accept-encoding",!0)||(mp(ee(n))?n.headersList.append("accept-encoding","br, gzip, deflate",!0):n.headersList.
append("accept-encoding","gzip, deflate",!0)),n.headersList.delete("host",!0),o==null&&(n.cache="no-store"),n.cache!=="n\
o-store"&&n.cache,i==null){if(n.cache==="only-if-cached")return H("only if cached");let E=await rR(s,g,t);!Yp.has(n.method)&&
E.status>=200&&E.status<=399,Q&&E.status,i==null&&(i=E)}if(i.urlList=[...n.urlList],n.headersList.contains("range",!0)&&
(i.rangeRequested=!0),i.requestIncludesCredentials=g,i.status===407)return r.window==="no-window"?H():et(e)?mn(e):H("pro\
xy authentication required");if(i.status===421&&!t&&(r.body==null||r.body.source!=null)){if(et(e))return mn(e);e.controller.
connection.destroy(),i=await Bl(e,A,!0)}return i}async function rR(e,A=!1,t=!1){tt(!e.controller.connection||e.controller.
connection.destroyed),e.controller.connection={abort:null,destroyed:!1,destroy(I,l=!0){this.destroyed||(this.destroyed=!0,
l&&this.abort?.(I??new DOMException("The operation was aborted.","AbortError")))}};let r=e.request,s=null,n=e.timingInfo;
null==null&&(r.cache="no-store");let o=t?"yes":"no";r.mode;let Q=null;if(r.body==null&&e.processRequestEndOfBody)queueMicrotask(
()=>e.processRequestEndOfBody());else if(r.body!=null){let I=async function*(c){et(e)||(yield c,e.processRequestBodyChunkLength?.(
c.byteLength))},l=()=>{et(e)||e.processRequestEndOfBody&&e.processRequestEndOfBody()},d=c=>{et(e)||(c.name==="AbortError"?
e.controller.abort():e.controller.terminate(c))};Q=(async function*(){try{for await(let c of r.body.stream)yield*I(c);l()}catch(c){
d(c)}})()}try{let{body:I,status:l,statusText:d,headersList:c,socket:w}=await C({body:Q});if(w)s=Sn({status:l,statusText:d,
headersList:c,socket:w});else{let p=I[Symbol.asyncIterator]();e.controller.next=()=>p.next(),s=Sn({status:l,statusText:d,
headersList:c})}}catch(I){return I.name==="AbortError"?(e.controller.connection.destroy(),mn(e,I)):H(I)}let g=async()=>{
await e.controller.resume()},B=I=>{et(e)||e.controller.abort(I)},a=new ReadableStream({async start(I){e.controller.controller=
I},async pull(I){await g(I)},async cancel(I){await B(I)},type:"bytes"});s.body={stream:a,source:null,length:null},e.controller.
resume||e.controller.on("terminated",E),e.controller.resume=async()=>{for(;;){let I,l;try{let{done:c,value:w}=await e.controller.
next();if($C(e))break;I=c?void 0:w}catch(c){e.controller.ended&&!n.encodedBodySize?I=void 0:(I=c,l=!0)}if(I===void 0){Rp(
e.controller.controller),eR(e,s);return}if(n.decodedBodySize+=I?.byteLength??0,l){e.controller.terminate(I);return}let d=new Uint8Array(
I);if(d.byteLength&&e.controller.controller.enqueue(d),Wp(a)){e.controller.terminate();return}if(e.controller.controller.
desiredSize<=0)return}};function E(I){$C(e)?(s.aborted=!0,Mn(a)&&e.controller.controller.error(e.controller.serializedAbortReason)):
Mn(a)&&e.controller.controller.error(new TypeError("terminated",{cause:Fp(I)?I:void 0})),e.controller.connection.destroy()}
return s;function C({body:I}){let l=ee(r),d=e.controller.dispatcher;return new Promise((c,w)=>d.dispatch({path:l.pathname+
l.search,origin:l.origin,method:r.method,body:d.isMockActive?r.body&&(r.body.source||r.body.stream):I,headers:r.headersList.
entries,maxRedirections:0,upgrade:r.mode==="websocket"?"websocket":void 0},{body:null,abort:null,onConnect(p){let{connection:y}=e.
controller;n.finalConnectionTimingInfo=Sp(void 0,n.postRedirectStartTime,e.crossOriginIsolatedCapability),y.destroyed?p(
new DOMException("The operation was aborted.","AbortError")):(e.controller.on("terminated",p),this.abort=y.abort=p),n.finalNetworkRequestStartTime=
vr(e.crossOriginIsolatedCapability)},onResponseStarted(){n.finalNetworkResponseStartTime=vr(e.crossOriginIsolatedCapability)},
onHeaders(p,y,G,W){if(p<200)return;let O="",nA=new jC;for(let cA=0;cA<y.length;cA+=2)nA.append(el(y[cA]),y[cA+1].toString(
"latin1"),!0);O=nA.get("location",!0);let te=[],ot=O&&r.redirect==="follow"&&sl.has(p);if(r.method!=="HEAD"&&r.method!==
"CONNECT"&&!nl.includes(p)&&!ot){let cA=nA.get("content-encoding",!0),Qt=cA?cA.toLowerCase().split(","):[],os=5;if(Qt.length>
os)return this.abort(new Error(`too many content-encodings in response: ${Qt.length}, maximum allowed is ${os}`)),!0;for(let Me=Qt.
length-1;Me>=0;--Me){let Qs=Qt[Me].trim();if(Qs==="x-gzip"||Qs==="gzip")te.push(Re.createGunzip({flush:Re.constants.Z_SYNC_FLUSH,
finishFlush:Re.constants.Z_SYNC_FLUSH}));else if(Qs==="deflate")te.push(bp({flush:Re.constants.Z_SYNC_FLUSH,finishFlush:Re.
constants.Z_SYNC_FLUSH}));else if(Qs==="br")te.push(Re.createBrotliDecompress({flush:Re.constants.BROTLI_OPERATION_FLUSH,
finishFlush:Re.constants.BROTLI_OPERATION_FLUSH}));else{te.length=0;break}}}this.body=new Hp({read:G});let Ie=this.onError.
bind(this);return c({status:p,statusText:W,headersList:nA,body:te.length?Vp(this.body,...te,cA=>{cA&&this.onError(cA)}).
on("error",Ie):this.body.on("error",Ie)}),!0},onData(p){if(e.controller.dump)return;let y=p;return n.encodedBodySize+=y.
byteLength,this.body.push(y)},onComplete(){this.abort&&e.controller.off("terminated",this.abort),e.controller.ended=!0,this.
body.push(null)},onError(p){this.abort&&e.controller.off("terminated",this.abort),this.body?.destroy(p),e.controller.terminate(
p),w(p)},onUpgrade(p,y,G){if(p!==101)return;let W=new jC;for(let O=0;O<y.length;O+=2)W.append(el(y[O]),y[O+1].toString("\
latin1"),!0);return c({status:p,statusText:Xp[p],headersList:W,socket:G}),!0}}))}}El.exports={fetch:AR,Fetch:bn,fetching:Ql,
finalizeAndReportTiming:il}});var Qg=h((PU,cl)=>{"use strict";cl.exports={kState:Symbol("FileReader state"),kResult:Symbol("FileReader result"),kError:Symbol(
"FileReader error"),kLastProgressEventFired:Symbol("FileReader last progress event fired timestamp"),kEvents:Symbol("Fil\
eReader events"),kAborted:Symbol("FileReader aborted")}});var Cl=h((ZU,Il)=>{"use strict";var{webidl:NA}=oA(),Ln=Symbol("ProgressEvent state"),gg=class e extends Event{constructor(A,t={}){
A=NA.converters.DOMString(A,"ProgressEvent constructor","type"),t=NA.converters.ProgressEventInit(t??{}),super(A,t),this[Ln]=
{lengthComputable:t.lengthComputable,loaded:t.loaded,total:t.total}}get lengthComputable(){return NA.brandCheck(this,e),
this[Ln].lengthComputable}get loaded(){return NA.brandCheck(this,e),this[Ln].loaded}get total(){return NA.brandCheck(this,
e),this[Ln].total}};NA.converters.ProgressEventInit=NA.dictionaryConverter([{key:"lengthComputable",converter:NA.converters.
boolean,defaultValue:()=>!1},{key:"loaded",converter:NA.converters["unsigned long long"],defaultValue:()=>0},{key:"total",
converter:NA.converters["unsigned long long"],defaultValue:()=>0},{key:"bubbles",converter:NA.converters.boolean,defaultValue:()=>!1},
{key:"cancelable",converter:NA.converters.boolean,defaultValue:()=>!1},{key:"composed",converter:NA.converters.boolean,defaultValue:()=>!1}]);
Il.exports={ProgressEvent:gg}});var hl=h((zU,ll)=>{"use strict";function sR(e){if(!e)return"failure";switch(e.trim().toLowerCase()){case"unicode-1-1-utf\
-8":case"unicode11utf8":case"unicode20utf8":case"utf-8":case"utf8":case"x-unicode20utf8":return"UTF-8";case"866":case"cp\
866":case"csibm866":case"ibm866":return"IBM866";case"csisolatin2":case"iso-8859-2":case"iso-ir-101":case"iso8859-2":case"\
iso88592":case"iso_8859-2":case"iso_8859-2:1987":case"l2":case"latin2":return"ISO-8859-2";case"csisolatin3":case"iso-885\
9-3":case"iso-ir-109":case"iso8859-3":case"iso88593":case"iso_8859-3":case"iso_8859-3:1988":case"l3":case"latin3":return"\
ISO-8859-3";case"csisolatin4":case"iso-8859-4":case"iso-ir-110":case"iso8859-4":case"iso88594":case"iso_8859-4":case"iso\
_8859-4:1988":case"l4":case"latin4":return"ISO-8859-4";case"csisolatincyrillic":case"cyrillic":case"iso-8859-5":case"iso\
-ir-144":case"iso8859-5":case"iso88595":case"iso_8859-5":case"iso_8859-5:1988":return"ISO-8859-5";case"arabic":case"asmo\
-708":case"csiso88596e":case"csiso88596i":case"csisolatinarabic":case"ecma-114":case"iso-8859-6":case"iso-8859-6-e":case"\
iso-8859-6-i":case"iso-ir-127":case"iso8859-6":case"iso88596":case"iso_8859-6":case"iso_8859-6:1987":return"ISO-8859-6";case"\
csisolatingreek":case"ecma-118":case"elot_928":case"greek":case"greek8":case"iso-8859-7":case"iso-ir-126":case"iso8859-7":case"\
iso88597":case"iso_8859-7":case"iso_8859-7:1987":case"sun_eu_greek":return"ISO-8859-7";case"csiso88598e":case"csisolatin\
hebrew":case"hebrew":case"iso-8859-8":case"iso-8859-8-e":case"iso-ir-138":case"iso8859-8":case"iso88598":case"iso_8859-8":case"\
iso_8859-8:1988":case"visual":return"ISO-8859-8";case"csiso88598i":case"iso-8859-8-i":case"logical":return"ISO-8859-8-I";case"\
csisolatin6":case"iso-8859-10":case"iso-ir-157":case"iso8859-10":case"iso885910":case"l6":case"latin6":return"ISO-8859-1\
0";case"iso-8859-13":case"iso8859-13":case"iso885913":return"ISO-8859-13";case"iso-8859-14":case"iso8859-14":case"iso885\
914":return"ISO-8859-14";case"csisolatin9":case"iso-8859-15":case"iso8859-15":case"iso885915":case"iso_8859-15":case"l9":
return"ISO-8859-15";case"iso-8859-16":return"ISO-8859-16";case"cskoi8r":case"koi":case"koi8":case"koi8-r":case"koi8_r":return"\
KOI8-R";case"koi8-ru":case"koi8-u":return"KOI8-U";case"csmacintosh":case"mac":case"macintosh":case"x-mac-roman":return"m\
acintosh";case"iso-8859-11":case"iso8859-11":case"iso885911":case"tis-620":case"windows-874":return"windows-874";case"cp\
1250":case"windows-1250":case"x-cp1250":return"windows-1250";case"cp1251":case"windows-1251":case"x-cp1251":return"windo\
ws-1251";case"ansi_x3.4-1968":case"ascii":case"cp1252":case"cp819":case"csisolatin1":case"ibm819":case"iso-8859-1":case"\
iso-ir-100":case"iso8859-1":case"iso88591":case"iso_8859-1":case"iso_8859-1:1987":case"l1":case"latin1":case"us-ascii":case"\
windows-1252":case"x-cp1252":return"windows-1252";case"cp1253":case"windows-1253":case"x-cp1253":return"windows-1253";case"\
cp1254":case"csisolatin5":case"iso-8859-9":case"iso-ir-148":case"iso8859-9":case"iso88599":case"iso_8859-9":case"iso_885\
9-9:1989":case"l5":case"latin5":case"windows-1254":case"x-cp1254":return"windows-1254";case"cp1255":case"windows-1255":case"\
x-cp1255":return"windows-1255";case"cp1256":case"windows-1256":case"x-cp1256":return"windows-1256";case"cp1257":case"win\
dows-1257":case"x-cp1257":return"windows-1257";case"cp1258":case"windows-1258":case"x-cp1258":return"windows-1258";case"\
x-mac-cyrillic":case"x-mac-ukrainian":return"x-mac-cyrillic";case"chinese":case"csgb2312":case"csiso58gb231280":case"gb2\
312":case"gb_2312":case"gb_2312-80":case"gbk":case"iso-ir-58":case"x-gbk":return"GBK";case"gb18030":return"gb18030";case"\
big5":case"big5-hkscs":case"cn-big5":case"csbig5":case"x-x-big5":return"Big5";case"cseucpkdfmtjapanese":case"euc-jp":case"\
x-euc-jp":return"EUC-JP";case"csiso2022jp":case"iso-2022-jp":return"ISO-2022-JP";case"csshiftjis":case"ms932":case"ms_ka\
nji":case"shift-jis":case"shift_jis":case"sjis":case"windows-31j":case"x-sjis":return"Shift_JIS";case"cseuckr":case"csks\
c56011987":case"euc-kr":case"iso-ir-149":case"korean":case"ks_c_5601-1987":case"ks_c_5601-1989":case"ksc5601":case"ksc_5\
601":case"windows-949":return"EUC-KR";case"csiso2022kr":case"hz-gb-2312":case"iso-2022-cn":case"iso-2022-cn-ext":case"is\
o-2022-kr":case"replacement":return"replacement";case"unicodefffe":case"utf-16be":return"UTF-16BE";case"csunicode":case"\
iso-10646-ucs-2":case"ucs-2":case"unicode":case"unicodefeff":case"utf-16":case"utf-16le":return"UTF-16LE";case"x-user-de\
fined":return"x-user-defined";default:return"failure"}}ll.exports={getEncoding:sR}});var Fl=h((KU,kl)=>{"use strict";var{kState:Ot,kError:ag,kResult:ul,kAborted:Wr,kLastProgressEventFired:Bg}=Qg(),{ProgressEvent:nR}=Cl(),
{getEncoding:dl}=hl(),{serializeAMimeType:iR,parseMIMEType:fl}=IA(),{types:oR}=require("node:util"),{StringDecoder:wl}=require("string_decoder"),
{btoa:yl}=require("node:buffer"),QR={enumerable:!0,writable:!1,configurable:!1};function gR(e,A,t,r){if(e[Ot]==="loading")
throw new DOMException("Invalid state","InvalidStateError");e[Ot]="loading",e[ul]=null,e[ag]=null;let n=A.stream().getReader(),
i=[],o=n.read(),Q=!0;(async()=>{for(;!e[Wr];)try{let{done:g,value:B}=await o;if(Q&&!e[Wr]&&queueMicrotask(()=>{Ne("loads\
tart",e)}),Q=!1,!g&&oR.isUint8Array(B))i.push(B),(e[Bg]===void 0||Date.now()-e[Bg]>=50)&&!e[Wr]&&(e[Bg]=Date.now(),queueMicrotask(
()=>{Ne("progress",e)})),o=n.read();else if(g){queueMicrotask(()=>{e[Ot]="done";try{let a=aR(i,t,A.type,r);if(e[Wr])return;
e[ul]=a,Ne("load",e)}catch(a){e[ag]=a,Ne("error",e)}e[Ot]!=="loading"&&Ne("loadend",e)});break}}catch(g){if(e[Wr])return;
queueMicrotask(()=>{e[Ot]="done",e[ag]=g,Ne("error",e),e[Ot]!=="loading"&&Ne("loadend",e)});break}})()}function Ne(e,A){
let t=new nR(e,{bubbles:!1,cancelable:!1});A.dispatchEvent(t)}function aR(e,A,t,r){switch(A){case"DataURL":{let s="data:",
n=fl(t||"application/octet-stream");n!=="failure"&&(s+=iR(n)),s+=";base64,";let i=new wl("latin1");for(let o of e)s+=yl(
i.write(o));return s+=yl(i.end()),s}case"Text":{let s="failure";if(r&&(s=dl(r)),s==="failure"&&t){let n=fl(t);n!=="failu\
re"&&(s=dl(n.parameters.get("charset")))}return s==="failure"&&(s="UTF-8"),BR(e,s)}case"ArrayBuffer":return Dl(e).buffer;case"\
BinaryString":{let s="",n=new wl("latin1");for(let i of e)s+=n.write(i);return s+=n.end(),s}}}function BR(e,A){let t=Dl(
e),r=ER(t),s=0;r!==null&&(A=r,s=r==="UTF-8"?3:2);let n=t.slice(s);return new TextDecoder(A).decode(n)}function ER(e){let[
A,t,r]=e;return A===239&&t===187&&r===191?"UTF-8":A===254&&t===255?"UTF-16BE":A===255&&t===254?"UTF-16LE":null}function Dl(e){
let A=e.reduce((r,s)=>r+s.byteLength,0),t=0;return e.reduce((r,s)=>(r.set(s,t),t+=s.byteLength,r),new Uint8Array(A))}kl.
exports={staticPropertyDescriptors:QR,readOperation:gR,fireAProgressEvent:Ne}});var ml=h((XU,Nl)=>{"use strict";var{staticPropertyDescriptors:Pt,readOperation:Tn,fireAProgressEvent:pl}=Fl(),{kState:rt,
kError:Rl,kResult:Yn,kEvents:J,kAborted:cR}=Qg(),{webidl:v}=oA(),{kEnumerableProperty:hA}=M(),qA=class e extends EventTarget{constructor(){
super(),this[rt]="empty",this[Yn]=null,this[Rl]=null,this[J]={loadend:null,error:null,abort:null,load:null,progress:null,
loadstart:null}}readAsArrayBuffer(A){v.brandCheck(this,e),v.argumentLengthCheck(arguments,1,"FileReader.readAsArrayBuffe\
r"),A=v.converters.Blob(A,{strict:!1}),Tn(this,A,"ArrayBuffer")}readAsBinaryString(A){v.brandCheck(this,e),v.argumentLengthCheck(
arguments,1,"FileReader.readAsBinaryString"),A=v.converters.Blob(A,{strict:!1}),Tn(this,A,"BinaryString")}readAsText(A,t=void 0){
v.brandCheck(this,e),v.argumentLengthCheck(arguments,1,"FileReader.readAsText"),A=v.converters.Blob(A,{strict:!1}),t!==void 0&&
(t=v.converters.DOMString(t,"FileReader.readAsText","encoding")),Tn(this,A,"Text",t)}readAsDataURL(A){v.brandCheck(this,
e),v.argumentLengthCheck(arguments,1,"FileReader.readAsDataURL"),A=v.converters.Blob(A,{strict:!1}),Tn(this,A,"DataURL")}abort(){
if(this[rt]==="empty"||this[rt]==="done"){this[Yn]=null;return}this[rt]==="loading"&&(this[rt]="done",this[Yn]=null),this[cR]=
!0,pl("abort",this),this[rt]!=="loading"&&pl("loadend",this)}get readyState(){switch(v.brandCheck(this,e),this[rt]){case"\
empty":return this.EMPTY;case"loading":return this.LOADING;case"done":return this.DONE}}get result(){return v.brandCheck(
this,e),this[Yn]}get error(){return v.brandCheck(this,e),this[Rl]}get onloadend(){return v.brandCheck(this,e),this[J].loadend}set onloadend(A){
v.brandCheck(this,e),this[J].loadend&&this.removeEventListener("loadend",this[J].loadend),typeof A=="function"?(this[J].
loadend=A,this.addEventListener("loadend",A)):this[J].loadend=null}get onerror(){return v.brandCheck(this,e),this[J].error}set onerror(A){
v.brandCheck(this,e),this[J].error&&this.removeEventListener("error",this[J].error),typeof A=="function"?(this[J].error=
A,this.addEventListener("error",A)):this[J].error=null}get onloadstart(){return v.brandCheck(this,e),this[J].loadstart}set onloadstart(A){
v.brandCheck(this,e),this[J].loadstart&&this.removeEventListener("loadstart",this[J].loadstart),typeof A=="function"?(this[J].
loadstart=A,this.addEventListener("loadstart",A)):this[J].loadstart=null}get onprogress(){return v.brandCheck(this,e),this[J].
progress}set onprogress(A){v.brandCheck(this,e),this[J].progress&&this.removeEventListener("progress",this[J].progress),
typeof A=="function"?(this[J].progress=A,this.addEventListener("progress",A)):this[J].progress=null}get onload(){return v.
brandCheck(this,e),this[J].load}set onload(A){v.brandCheck(this,e),this[J].load&&this.removeEventListener("load",this[J].
load),typeof A=="function"?(this[J].load=A,this.addEventListener("load",A)):this[J].load=null}get onabort(){return v.brandCheck(
this,e),this[J].abort}set onabort(A){v.brandCheck(this,e),this[J].abort&&this.removeEventListener("abort",this[J].abort),
typeof A=="function"?(this[J].abort=A,this.addEventListener("abort",A)):this[J].abort=null}};qA.EMPTY=qA.prototype.EMPTY=
0;qA.LOADING=qA.prototype.LOADING=1;qA.DONE=qA.prototype.DONE=2;Object.defineProperties(qA.prototype,{EMPTY:Pt,LOADING:Pt,
DONE:Pt,readAsArrayBuffer:hA,readAsBinaryString:hA,readAsText:hA,readAsDataURL:hA,abort:hA,readyState:hA,result:hA,error:hA,
onloadstart:hA,onprogress:hA,onload:hA,onabort:hA,onerror:hA,onloadend:hA,[Symbol.toStringTag]:{value:"FileReader",writable:!1,
enumerable:!1,configurable:!0}});Object.defineProperties(qA,{EMPTY:Pt,LOADING:Pt,DONE:Pt});Nl.exports={FileReader:qA}});var Gn=h((_U,Sl)=>{"use strict";Sl.exports={kConstruct:z().kConstruct}});var bl=h((jU,Ml)=>{"use strict";var IR=require("node:assert"),{URLSerializer:Ul}=IA(),{isValidHeaderName:CR}=wA();function lR(e,A,t=!1){
let r=Ul(e,t),s=Ul(A,t);return r===s}function hR(e){IR(e!==null);let A=[];for(let t of e.split(","))t=t.trim(),CR(t)&&A.
push(t);return A}Ml.exports={urlEquals:lR,getFieldValues:hR}});var Yl=h(($U,Tl)=>{"use strict";var{kConstruct:uR}=Gn(),{urlEquals:dR,getFieldValues:Eg}=bl(),{kEnumerableProperty:st,isDisturbed:fR}=M(),
{webidl:F}=oA(),{Response:wR,cloneResponse:yR,fromInnerResponse:DR}=Vr(),{Request:Ee,fromInnerRequest:kR}=Wt(),{kState:WA}=Ce(),
{fetching:FR}=qr(),{urlIsHttpHttpsScheme:Jn,createDeferredPromise:Zt,readAllBytes:pR}=wA(),cg=require("node:assert"),xn=class e{#A;constructor(){
arguments[0]!==uR&&F.illegalConstructor(),F.util.markAsUncloneable(this),this.#A=arguments[1]}async match(A,t={}){F.brandCheck(
this,e);let r="Cache.match";F.argumentLengthCheck(arguments,1,r),A=F.converters.RequestInfo(A,r,"request"),t=F.converters.
CacheQueryOptions(t,r,"options");let s=this.#n(A,t,1);if(s.length!==0)return s[0]}async matchAll(A=void 0,t={}){F.brandCheck(
this,e);let r="Cache.matchAll";return A!==void 0&&(A=F.converters.RequestInfo(A,r,"request")),t=F.converters.CacheQueryOptions(
t,r,"options"),this.#n(A,t)}async add(A){F.brandCheck(this,e);let t="Cache.add";F.argumentLengthCheck(arguments,1,t),A=F.
converters.RequestInfo(A,t,"request");let r=[A];return await this.addAll(r)}async addAll(A){F.brandCheck(this,e);let t="\
Cache.addAll";F.argumentLengthCheck(arguments,1,t);let r=[],s=[];for(let E of A){if(E===void 0)throw F.errors.conversionFailed(
{prefix:t,argument:"Argument 1",types:["undefined is not allowed"]});if(E=F.converters.RequestInfo(E),typeof E=="string")
continue;let C=E[WA];if(!Jn(C.url)||C.method!=="GET")throw F.errors.exception({header:t,message:"Expected http/s scheme \
when method is not GET."})}let n=[];for(let E of A){let C=new Ee(E)[WA];if(!Jn(C.url))throw F.errors.exception({header:t,
message:"Expected http/s scheme."});C.initiator="fetch",C.destination="subresource",s.push(C);let I=Zt();n.push(FR({request:C,
processResponse(l){if(l.type==="error"||l.status===206||l.status<200||l.status>299)I.reject(F.errors.exception({header:"\
Cache.addAll",message:"Received an invalid status code or the request failed."}));else if(l.headersList.contains("vary")){
let d=Eg(l.headersList.get("vary"));for(let c of d)if(c==="*"){I.reject(F.errors.exception({header:"Cache.addAll",message:"\
invalid vary field value"}));for(let w of n)w.abort();return}}},processResponseEndOfBody(l){if(l.aborted){I.reject(new DOMException(
"aborted","AbortError"));return}I.resolve(l)}})),r.push(I.promise)}let o=await Promise.all(r),Q=[],g=0;for(let E of o){let C={
type:"put",request:s[g],response:E};Q.push(C),g++}let B=Zt(),a=null;try{this.#e(Q)}catch(E){a=E}return queueMicrotask(()=>{
a===null?B.resolve(void 0):B.reject(a)}),B.promise}async put(A,t){F.brandCheck(this,e);let r="Cache.put";F.argumentLengthCheck(
arguments,2,r),A=F.converters.RequestInfo(A,r,"request"),t=F.converters.Response(t,r,"response");let s=null;if(A instanceof
Ee?s=A[WA]:s=new Ee(A)[WA],!Jn(s.url)||s.method!=="GET")throw F.errors.exception({header:r,message:"Expected an http/s s\
cheme when method is not GET"});let n=t[WA];if(n.status===206)throw F.errors.exception({header:r,message:"Got 206 status"});
if(n.headersList.contains("vary")){let C=Eg(n.headersList.get("vary"));for(let I of C)if(I==="*")throw F.errors.exception(
{header:r,message:"Got * vary field value"})}if(n.body&&(fR(n.body.stream)||n.body.stream.locked))throw F.errors.exception(
{header:r,message:"Response body is locked or disturbed"});let i=yR(n),o=Zt();if(n.body!=null){let I=n.body.stream.getReader();
pR(I).then(o.resolve,o.reject)}else o.resolve(void 0);let Q=[],g={type:"put",request:s,response:i};Q.push(g);let B=await o.
promise;i.body!=null&&(i.body.source=B);let a=Zt(),E=null;try{this.#e(Q)}catch(C){E=C}return queueMicrotask(()=>{E===null?
a.resolve():a.reject(E)}),a.promise}async delete(A,t={}){F.brandCheck(this,e);let r="Cache.delete";F.argumentLengthCheck(
arguments,1,r),A=F.converters.RequestInfo(A,r,"request"),t=F.converters.CacheQueryOptions(t,r,"options");let s=null;if(A instanceof
Ee){if(s=A[WA],s.method!=="GET"&&!t.ignoreMethod)return!1}else cg(typeof A=="string"),s=new Ee(A)[WA];let n=[],i={type:"\
delete",request:s,options:t};n.push(i);let o=Zt(),Q=null,g;try{g=this.#e(n)}catch(B){Q=B}return queueMicrotask(()=>{Q===
null?o.resolve(!!g?.length):o.reject(Q)}),o.promise}async keys(A=void 0,t={}){F.brandCheck(this,e);let r="Cache.keys";A!==
void 0&&(A=F.converters.RequestInfo(A,r,"request")),t=F.converters.CacheQueryOptions(t,r,"options");let s=null;if(A!==void 0)
if(A instanceof Ee){if(s=A[WA],s.method!=="GET"&&!t.ignoreMethod)return[]}else typeof A=="string"&&(s=new Ee(A)[WA]);let n=Zt(),
i=[];if(A===void 0)for(let o of this.#A)i.push(o[0]);else{let o=this.#t(s,t);for(let Q of o)i.push(Q[0])}return queueMicrotask(
()=>{let o=[];for(let Q of i){let g=kR(Q,new AbortController().signal,"immutable");o.push(g)}n.resolve(Object.freeze(o))}),
n.promise}#e(A){let t=this.#A,r=[...t],s=[],n=[];try{for(let i of A){if(i.type!=="delete"&&i.type!=="put")throw F.errors.
exception({header:"Cache.#batchCacheOperations",message:'operation type does not match "delete" or "put"'});if(i.type===
"delete"&&i.response!=null)throw F.errors.exception({header:"Cache.#batchCacheOperations",message:"delete operation shou\
ld not have an associated response"});if(this.#t(i.request,i.options,s).length)throw new DOMException("???","InvalidStat\
eError");let o;if(i.type==="delete"){if(o=this.#t(i.request,i.options),o.length===0)return[];for(let Q of o){let g=t.indexOf(
Q);cg(g!==-1),t.splice(g,1)}}else if(i.type==="put"){if(i.response==null)throw F.errors.exception({header:"Cache.#batchC\
acheOperations",message:"put operation should have an associated response"});let Q=i.request;if(!Jn(Q.url))throw F.errors.
exception({header:"Cache.#batchCacheOperations",message:"expected http or https scheme"});if(Q.method!=="GET")throw F.errors.
exception({header:"Cache.#batchCacheOperations",message:"not get method"});if(i.options!=null)throw F.errors.exception({
header:"Cache.#batchCacheOperations",message:"options must not be defined"});o=this.#t(i.request);for(let g of o){let B=t.
indexOf(g);cg(B!==-1),t.splice(B,1)}t.push([i.request,i.response]),s.push([i.request,i.response])}n.push([i.request,i.response])}
return n}catch(i){throw this.#A.length=0,this.#A=r,i}}#t(A,t,r){let s=[],n=r??this.#A;for(let i of n){let[o,Q]=i;this.#s(
A,o,Q,t)&&s.push(i)}return s}#s(A,t,r=null,s){let n=new URL(A.url),i=new URL(t.url);if(s?.ignoreSearch&&(i.search="",n.search=
""),!dR(n,i,!0))return!1;if(r==null||s?.ignoreVary||!r.headersList.contains("vary"))return!0;let o=Eg(r.headersList.get(
"vary"));for(let Q of o){if(Q==="*")return!1;let g=t.headersList.get(Q),B=A.headersList.get(Q);if(g!==B)return!1}return!0}#n(A,t,r=1/0){
let s=null;if(A!==void 0)if(A instanceof Ee){if(s=A[WA],s.method!=="GET"&&!t.ignoreMethod)return[]}else typeof A=="strin\
g"&&(s=new Ee(A)[WA]);let n=[];if(A===void 0)for(let o of this.#A)n.push(o[1]);else{let o=this.#t(s,t);for(let Q of o)n.
push(Q[1])}let i=[];for(let o of n){let Q=DR(o,"immutable");if(i.push(Q.clone()),i.length>=r)break}return Object.freeze(
i)}};Object.defineProperties(xn.prototype,{[Symbol.toStringTag]:{value:"Cache",configurable:!0},match:st,matchAll:st,add:st,
addAll:st,put:st,delete:st,keys:st});var Ll=[{key:"ignoreSearch",converter:F.converters.boolean,defaultValue:()=>!1},{key:"\
ignoreMethod",converter:F.converters.boolean,defaultValue:()=>!1},{key:"ignoreVary",converter:F.converters.boolean,defaultValue:()=>!1}];
F.converters.CacheQueryOptions=F.dictionaryConverter(Ll);F.converters.MultiCacheQueryOptions=F.dictionaryConverter([...Ll,
{key:"cacheName",converter:F.converters.DOMString}]);F.converters.Response=F.interfaceConverter(wR);F.converters["sequen\
ce<RequestInfo>"]=F.sequenceConverter(F.converters.RequestInfo);Tl.exports={Cache:xn}});var Jl=h((AM,Gl)=>{"use strict";var{kConstruct:Or}=Gn(),{Cache:Hn}=Yl(),{webidl:gA}=oA(),{kEnumerableProperty:Pr}=M(),Vn=class e{#A=new Map;constructor(){
arguments[0]!==Or&&gA.illegalConstructor(),gA.util.markAsUncloneable(this)}async match(A,t={}){if(gA.brandCheck(this,e),
gA.argumentLengthCheck(arguments,1,"CacheStorage.match"),A=gA.converters.RequestInfo(A),t=gA.converters.MultiCacheQueryOptions(
t),t.cacheName!=null){if(this.#A.has(t.cacheName)){let r=this.#A.get(t.cacheName);return await new Hn(Or,r).match(A,t)}}else
for(let r of this.#A.values()){let n=await new Hn(Or,r).match(A,t);if(n!==void 0)return n}}async has(A){gA.brandCheck(this,
e);let t="CacheStorage.has";return gA.argumentLengthCheck(arguments,1,t),A=gA.converters.DOMString(A,t,"cacheName"),this.#A.
has(A)}async open(A){gA.brandCheck(this,e);let t="CacheStorage.open";if(gA.argumentLengthCheck(arguments,1,t),A=gA.converters.
DOMString(A,t,"cacheName"),this.#A.has(A)){let s=this.#A.get(A);return new Hn(Or,s)}let r=[];return this.#A.set(A,r),new Hn(
Or,r)}async delete(A){gA.brandCheck(this,e);let t="CacheStorage.delete";return gA.argumentLengthCheck(arguments,1,t),A=gA.
converters.DOMString(A,t,"cacheName"),this.#A.delete(A)}async keys(){return gA.brandCheck(this,e),[...this.#A.keys()]}};
Object.defineProperties(Vn.prototype,{[Symbol.toStringTag]:{value:"CacheStorage",configurable:!0},match:Pr,has:Pr,open:Pr,
delete:Pr,keys:Pr});Gl.exports={CacheStorage:Vn}});var Hl=h((eM,xl)=>{"use strict";xl.exports={maxAttributeValueSize:1024,maxNameValuePairSize:4096}});var lg=h((tM,Wl)=>{"use strict";function RR(e){for(let A=0;A<e.length;++A){let t=e.charCodeAt(A);if(t>=0&&t<=8||t>=10&&t<=
31||t===127)return!0}return!1}function Ig(e){for(let A=0;A<e.length;++A){let t=e.charCodeAt(A);if(t<33||t>126||t===34||t===
40||t===41||t===60||t===62||t===64||t===44||t===59||t===58||t===92||t===47||t===91||t===93||t===63||t===61||t===123||t===
125)throw new Error("Invalid cookie name")}}function Cg(e){let A=e.length,t=0;if(e[0]==='"'){if(A===1||e[A-1]!=='"')throw new Error(
"Invalid cookie value");--A,++t}for(;t<A;){let r=e.charCodeAt(t++);if(r<33||r>126||r===34||r===44||r===59||r===92)throw new Error(
"Invalid cookie value")}}function vl(e){for(let A=0;A<e.length;++A){let t=e.charCodeAt(A);if(t<32||t>126||t===59)throw new Error(
"Invalid cookie path")}}function Vl(e){return e>=48&&e<=57||e>=65&&e<=90||e>=97&&e<=122}function NR(e){if(e===" ")return;
if(e.length>255)throw new Error("Invalid cookie domain");let A=0;for(let t=0;t<e.length;++t){let r=e.charCodeAt(t);if(r===
46){if(A===0)throw new Error("Invalid cookie domain");if(e.charCodeAt(t-1)===45)throw new Error("Invalid cookie domain");
A=0;continue}if(A===0&&!Vl(r))throw new Error("Invalid cookie domain");if(!Vl(r)&&r!==45)throw new Error("Invalid cookie\
 domain");if(++A>63)throw new Error("Invalid cookie domain")}if(A===0||e.charCodeAt(e.length-1)===45)throw new Error("In\
valid cookie domain")}var mR=["Sun","Mon","Tue","Wed","Thu","Fri","Sat"],SR=["Jan","Feb","Mar","Apr","May","Jun","Jul","\
Aug","Sep","Oct","Nov","Dec"],vn=Array(61).fill(0).map((e,A)=>A.toString().padStart(2,"0"));function ql(e){return typeof e==
"number"&&(e=new Date(e)),`${mR[e.getUTCDay()]}, ${vn[e.getUTCDate()]} ${SR[e.getUTCMonth()]} ${e.getUTCFullYear()} ${vn[e.
getUTCHours()]}:${vn[e.getUTCMinutes()]}:${vn[e.getUTCSeconds()]} GMT`}function UR(e){if(e<0)throw new Error("Invalid co\
okie max-age")}function MR(e){if(e.name.length===0)return null;Ig(e.name),Cg(e.value);let A=[`${e.name}=${e.value}`];e.name.
startsWith("__Secure-")&&(e.secure=!0),e.name.startsWith("__Host-")&&(e.secure=!0,e.domain=null,e.path="/"),e.secure&&A.
push("Secure"),e.httpOnly&&A.push("HttpOnly"),typeof e.maxAge=="number"&&(UR(e.maxAge),A.push(`Max-Age=${e.maxAge}`)),e.
domain&&(NR(e.domain),A.push(`Domain=${e.domain}`)),e.path&&(vl(e.path),A.push(`Path=${e.path}`)),e.expires&&e.expires.toString()!==
"Invalid Date"&&A.push(`Expires=${ql(e.expires)}`),e.sameSite&&A.push(`SameSite=${e.sameSite}`);for(let t of e.unparsed){
if(!t.includes("="))throw new Error("Invalid unparsed");let[r,...s]=t.split("="),n=r.trim(),i=s.join("=");Ig(n),Cg(i),A.
push(`${n}=${i}`)}return A.join("; ")}Wl.exports={isCTLExcludingHtab:RR,validateCookieName:Ig,validateCookiePath:vl,validateCookieValue:Cg,
toIMFDate:ql,stringify:MR}});var Pl=h((rM,Ol)=>{"use strict";var{maxNameValuePairSize:bR,maxAttributeValueSize:LR}=Hl(),{isCTLExcludingHtab:TR}=lg(),
{collectASequenceOfCodePointsFast:qn}=IA(),YR=require("node:assert");function GR(e){if(TR(e))return null;let A="",t="",r="",
s="";if(e.includes(";")){let n={position:0};A=qn(";",e,n),t=e.slice(n.position)}else A=e;if(!A.includes("="))s=A;else{let n={
position:0};r=qn("=",A,n),s=A.slice(n.position+1)}return r=r.trim(),s=s.trim(),r.length+s.length>bR?null:{name:r,value:s,
...zt(t)}}function zt(e,A={}){if(e.length===0)return A;YR(e[0]===";"),e=e.slice(1);let t="";e.includes(";")?(t=qn(";",e,
{position:0}),e=e.slice(t.length)):(t=e,e="");let r="",s="";if(t.includes("=")){let i={position:0};r=qn("=",t,i),s=t.slice(
i.position+1)}else r=t;if(r=r.trim(),s=s.trim(),s.length>LR)return zt(e,A);let n=r.toLowerCase();if(n==="expires"){let i=new Date(
s);A.expires=i}else if(n==="max-age"){let i=s.charCodeAt(0);if((i<48||i>57)&&s[0]!=="-"||!/^\d+$/.test(s))return zt(e,A);
let o=Number(s);A.maxAge=o}else if(n==="domain"){let i=s;i[0]==="."&&(i=i.slice(1)),i=i.toLowerCase(),A.domain=i}else if(n===
"path"){let i="";s.length===0||s[0]!=="/"?i="/":i=s,A.path=i}else if(n==="secure")A.secure=!0;else if(n==="httponly")A.httpOnly=
!0;else if(n==="samesite"){let i=s.toLowerCase();i==="none"?A.sameSite="None":i==="strict"?A.sameSite="Strict":i==="lax"&&
(A.sameSite="Lax")}else A.unparsed??=[],A.unparsed.push(`${r}=${s}`);return zt(e,A)}Ol.exports={parseSetCookie:GR,parseUnparsedAttributes:zt}});var Kl=h((sM,zl)=>{"use strict";var{parseSetCookie:JR}=Pl(),{stringify:xR}=lg(),{webidl:L}=oA(),{Headers:Wn}=$e();function HR(e){
L.argumentLengthCheck(arguments,1,"getCookies"),L.brandCheck(e,Wn,{strict:!1});let A=e.get("cookie"),t={};if(!A)return t;
for(let r of A.split(";")){let[s,...n]=r.split("=");t[s.trim()]=n.join("=")}return t}function VR(e,A,t){L.brandCheck(e,Wn,
{strict:!1});let r="deleteCookie";L.argumentLengthCheck(arguments,2,r),A=L.converters.DOMString(A,r,"name"),t=L.converters.
DeleteCookieAttributes(t),Zl(e,{name:A,value:"",expires:new Date(0),...t})}function vR(e){L.argumentLengthCheck(arguments,
1,"getSetCookies"),L.brandCheck(e,Wn,{strict:!1});let A=e.getSetCookie();return A?A.map(t=>JR(t)):[]}function Zl(e,A){L.
argumentLengthCheck(arguments,2,"setCookie"),L.brandCheck(e,Wn,{strict:!1}),A=L.converters.Cookie(A);let t=xR(A);t&&e.append(
"Set-Cookie",t)}L.converters.DeleteCookieAttributes=L.dictionaryConverter([{converter:L.nullableConverter(L.converters.DOMString),
key:"path",defaultValue:()=>null},{converter:L.nullableConverter(L.converters.DOMString),key:"domain",defaultValue:()=>null}]);
L.converters.Cookie=L.dictionaryConverter([{converter:L.converters.DOMString,key:"name"},{converter:L.converters.DOMString,
key:"value"},{converter:L.nullableConverter(e=>typeof e=="number"?L.converters["unsigned long long"](e):new Date(e)),key:"\
expires",defaultValue:()=>null},{converter:L.nullableConverter(L.converters["long long"]),key:"maxAge",defaultValue:()=>null},
{converter:L.nullableConverter(L.converters.DOMString),key:"domain",defaultValue:()=>null},{converter:L.nullableConverter(
L.converters.DOMString),key:"path",defaultValue:()=>null},{converter:L.nullableConverter(L.converters.boolean),key:"secu\
re",defaultValue:()=>null},{converter:L.nullableConverter(L.converters.boolean),key:"httpOnly",defaultValue:()=>null},{converter:L.
converters.USVString,key:"sameSite",allowedValues:["Strict","Lax","None"]},{converter:L.sequenceConverter(L.converters.DOMString),
key:"unparsed",defaultValue:()=>new Array(0)}]);zl.exports={getCookies:HR,deleteCookie:VR,getSetCookies:vR,setCookie:Zl}});var Xt=h((nM,_l)=>{"use strict";var{webidl:D}=oA(),{kEnumerableProperty:uA}=M(),{kConstruct:Xl}=z(),{MessagePort:qR}=require("node:worker_threads"),
Kt=class e extends Event{#A;constructor(A,t={}){if(A===Xl){super(arguments[1],arguments[2]),D.util.markAsUncloneable(this);
return}let r="MessageEvent constructor";D.argumentLengthCheck(arguments,1,r),A=D.converters.DOMString(A,r,"type"),t=D.converters.
MessageEventInit(t,r,"eventInitDict"),super(A,t),this.#A=t,D.util.markAsUncloneable(this)}get data(){return D.brandCheck(
this,e),this.#A.data}get origin(){return D.brandCheck(this,e),this.#A.origin}get lastEventId(){return D.brandCheck(this,
e),this.#A.lastEventId}get source(){return D.brandCheck(this,e),this.#A.source}get ports(){return D.brandCheck(this,e),Object.
isFrozen(this.#A.ports)||Object.freeze(this.#A.ports),this.#A.ports}initMessageEvent(A,t=!1,r=!1,s=null,n="",i="",o=null,Q=[]){
return D.brandCheck(this,e),D.argumentLengthCheck(arguments,1,"MessageEvent.initMessageEvent"),new e(A,{bubbles:t,cancelable:r,
data:s,origin:n,lastEventId:i,source:o,ports:Q})}static createFastMessageEvent(A,t){let r=new e(Xl,A,t);return r.#A=t,r.#A.
data??=null,r.#A.origin??="",r.#A.lastEventId??="",r.#A.source??=null,r.#A.ports??=[],r}},{createFastMessageEvent:WR}=Kt;
delete Kt.createFastMessageEvent;var On=class e extends Event{#A;constructor(A,t={}){let r="CloseEvent constructor";D.argumentLengthCheck(
arguments,1,r),A=D.converters.DOMString(A,r,"type"),t=D.converters.CloseEventInit(t),super(A,t),this.#A=t,D.util.markAsUncloneable(
this)}get wasClean(){return D.brandCheck(this,e),this.#A.wasClean}get code(){return D.brandCheck(this,e),this.#A.code}get reason(){
return D.brandCheck(this,e),this.#A.reason}},Pn=class e extends Event{#A;constructor(A,t){let r="ErrorEvent constructor";
D.argumentLengthCheck(arguments,1,r),super(A,t),D.util.markAsUncloneable(this),A=D.converters.DOMString(A,r,"type"),t=D.
converters.ErrorEventInit(t??{}),this.#A=t}get message(){return D.brandCheck(this,e),this.#A.message}get filename(){return D.
brandCheck(this,e),this.#A.filename}get lineno(){return D.brandCheck(this,e),this.#A.lineno}get colno(){return D.brandCheck(
this,e),this.#A.colno}get error(){return D.brandCheck(this,e),this.#A.error}};Object.defineProperties(Kt.prototype,{[Symbol.
toStringTag]:{value:"MessageEvent",configurable:!0},data:uA,origin:uA,lastEventId:uA,source:uA,ports:uA,initMessageEvent:uA});
Object.defineProperties(On.prototype,{[Symbol.toStringTag]:{value:"CloseEvent",configurable:!0},reason:uA,code:uA,wasClean:uA});
Object.defineProperties(Pn.prototype,{[Symbol.toStringTag]:{value:"ErrorEvent",configurable:!0},message:uA,filename:uA,lineno:uA,
colno:uA,error:uA});D.converters.MessagePort=D.interfaceConverter(qR);D.converters["sequence<MessagePort>"]=D.sequenceConverter(
D.converters.MessagePort);var hg=[{key:"bubbles",converter:D.converters.boolean,defaultValue:()=>!1},{key:"cancelable",converter:D.
converters.boolean,defaultValue:()=>!1},{key:"composed",converter:D.converters.boolean,defaultValue:()=>!1}];D.converters.
MessageEventInit=D.dictionaryConverter([...hg,{key:"data",converter:D.converters.any,defaultValue:()=>null},{key:"origin",
converter:D.converters.USVString,defaultValue:()=>""},{key:"lastEventId",converter:D.converters.DOMString,defaultValue:()=>""},
{key:"source",converter:D.nullableConverter(D.converters.MessagePort),defaultValue:()=>null},{key:"ports",converter:D.converters["\
sequence<MessagePort>"],defaultValue:()=>new Array(0)}]);D.converters.CloseEventInit=D.dictionaryConverter([...hg,{key:"\
wasClean",converter:D.converters.boolean,defaultValue:()=>!1},{key:"code",converter:D.converters["unsigned short"],defaultValue:()=>0},
{key:"reason",converter:D.converters.USVString,defaultValue:()=>""}]);D.converters.ErrorEventInit=D.dictionaryConverter(
[...hg,{key:"message",converter:D.converters.DOMString,defaultValue:()=>""},{key:"filename",converter:D.converters.USVString,
defaultValue:()=>""},{key:"lineno",converter:D.converters["unsigned long"],defaultValue:()=>0},{key:"colno",converter:D.
converters["unsigned long"],defaultValue:()=>0},{key:"error",converter:D.converters.any}]);_l.exports={MessageEvent:Kt,CloseEvent:On,
ErrorEvent:Pn,createFastMessageEvent:WR}});var nt=h((iM,jl)=>{"use strict";var OR="258EAFA5-E914-47DA-95CA-C5AB0DC85B11",PR={enumerable:!0,writable:!1,configurable:!1},
ZR={CONNECTING:0,OPEN:1,CLOSING:2,CLOSED:3},zR={NOT_SENT:0,PROCESSING:1,SENT:2},KR={CONTINUATION:0,TEXT:1,BINARY:2,CLOSE:8,
PING:9,PONG:10},XR=2**16-1,_R={INFO:0,PAYLOADLENGTH_16:2,PAYLOADLENGTH_64:3,READ_DATA:4},jR=Buffer.allocUnsafe(0),$R={string:1,
typedArray:2,arrayBuffer:3,blob:4};jl.exports={uid:OR,sentCloseFrameState:zR,staticPropertyDescriptors:PR,states:ZR,opcodes:KR,
maxUnsigned16Bit:XR,parserStates:_R,emptyBuffer:jR,sendHints:$R}});var Zr=h((oM,$l)=>{"use strict";$l.exports={kWebSocketURL:Symbol("url"),kReadyState:Symbol("ready state"),kController:Symbol(
"controller"),kResponse:Symbol("response"),kBinaryType:Symbol("binary type"),kSentClose:Symbol("sent close"),kReceivedClose:Symbol(
"received close"),kByteParser:Symbol("byte parser")}});var Xr=h((QM,Qh)=>{"use strict";var{kReadyState:zr,kController:AN,kResponse:eN,kBinaryType:tN,kWebSocketURL:rN}=Zr(),{states:Kr,
opcodes:me}=nt(),{ErrorEvent:sN,createFastMessageEvent:nN}=Xt(),{isUtf8:iN}=require("node:buffer"),{collectASequenceOfCodePointsFast:oN,
removeHTTPWhitespace:Ah}=IA();function QN(e){return e[zr]===Kr.CONNECTING}function gN(e){return e[zr]===Kr.OPEN}function aN(e){
return e[zr]===Kr.CLOSING}function BN(e){return e[zr]===Kr.CLOSED}function ug(e,A,t=(s,n)=>new Event(s,n),r={}){let s=t(
e,r);A.dispatchEvent(s)}function EN(e,A,t){if(e[zr]!==Kr.OPEN)return;let r;if(A===me.TEXT)try{r=oh(t)}catch{th(e,"Receiv\
ed invalid UTF-8 in text frame.");return}else A===me.BINARY&&(e[tN]==="blob"?r=new Blob([t]):r=cN(t));ug("message",e,nN,
{origin:e[rN].origin,data:r})}function cN(e){return e.byteLength===e.buffer.byteLength?e.buffer:e.buffer.slice(e.byteOffset,
e.byteOffset+e.byteLength)}function IN(e){if(e.length===0)return!1;for(let A=0;A<e.length;++A){let t=e.charCodeAt(A);if(t<
33||t>126||t===34||t===40||t===41||t===44||t===47||t===58||t===59||t===60||t===61||t===62||t===63||t===64||t===91||t===92||
t===93||t===123||t===125)return!1}return!0}function CN(e){return e>=1e3&&e<1015?e!==1004&&e!==1005&&e!==1006:e>=3e3&&e<=
4999}function th(e,A){let{[AN]:t,[eN]:r}=e;t.abort(),r?.socket&&!r.socket.destroyed&&r.socket.destroy(),A&&ug("error",e,
(s,n)=>new sN(s,n),{error:new Error(A),message:A})}function rh(e){return e===me.CLOSE||e===me.PING||e===me.PONG}function sh(e){
return e===me.CONTINUATION}function nh(e){return e===me.TEXT||e===me.BINARY}function lN(e){return nh(e)||sh(e)||rh(e)}function hN(e){
let A={position:0},t=new Map;for(;A.position<e.length;){let r=oN(";",e,A),[s,n=""]=r.split("=");t.set(Ah(s,!0,!1),Ah(n,!1,
!0)),A.position++}return t}function uN(e){if(e.length===0)return!1;for(let t=0;t<e.length;t++){let r=e.charCodeAt(t);if(r<
48||r>57)return!1}let A=Number.parseInt(e,10);return A>=8&&A<=15}var ih=typeof process.versions.icu=="string",eh=ih?new TextDecoder(
"utf-8",{fatal:!0}):void 0,oh=ih?eh.decode.bind(eh):function(e){if(iN(e))return e.toString("utf-8");throw new TypeError(
"Invalid utf-8 received.")};Qh.exports={isConnecting:QN,isEstablished:gN,isClosing:aN,isClosed:BN,fireEvent:ug,isValidSubprotocol:IN,
isValidStatusCode:CN,failWebsocketConnection:th,websocketMessageReceived:EN,utf8Decode:oh,isControlFrame:rh,isContinuationFrame:sh,
isTextBinaryFrame:nh,isValidOpcode:lN,parseExtensions:hN,isValidClientWindowBits:uN}});var zn=h((gM,gh)=>{"use strict";var{maxUnsigned16Bit:dN}=nt(),Zn=16386,dg,_r=null,_t=Zn;try{dg=require("node:crypto")}catch{
dg={randomFillSync:function(A,t,r){for(let s=0;s<A.length;++s)A[s]=Math.random()*255|0;return A}}}function fN(){return _t===
Zn&&(_t=0,dg.randomFillSync(_r??=Buffer.allocUnsafe(Zn),0,Zn)),[_r[_t++],_r[_t++],_r[_t++],_r[_t++]]}var fg=class{constructor(A){
this.frameData=A}createFrame(A){let t=this.frameData,r=fN(),s=t?.byteLength??0,n=s,i=6;s>dN?(i+=8,n=127):s>125&&(i+=2,n=
126);let o=Buffer.allocUnsafe(s+i);o[0]=o[1]=0,o[0]|=128,o[0]=(o[0]&240)+A;o[i-4]=r[0],o[i-3]=r[1],o[i-2]=r[2],o[i-1]=r[3],
o[1]=n,n===126?o.writeUInt16BE(s,2):n===127&&(o[2]=o[3]=0,o.writeUIntBE(s,4,6)),o[1]|=128;for(let Q=0;Q<s;++Q)o[i+Q]=t[Q]^
r[Q&3];return o}};gh.exports={WebsocketFrameSend:fg}});var yg=h((aM,lh)=>{"use strict";var{uid:wN,states:jr,sentCloseFrameState:Kn,emptyBuffer:yN,opcodes:DN}=nt(),{kReadyState:$r,
kSentClose:Xn,kByteParser:Bh,kReceivedClose:ah,kResponse:Eh}=Zr(),{fireEvent:kN,failWebsocketConnection:Se,isClosing:FN,
isClosed:pN,isEstablished:RN,parseExtensions:NN}=Xr(),{channels:jt}=at(),{CloseEvent:mN}=Xt(),{makeRequest:SN}=Wt(),{fetching:UN}=qr(),
{Headers:MN,getHeadersList:bN}=$e(),{getDecodeSplit:LN}=wA(),{WebsocketFrameSend:TN}=zn(),wg;try{wg=require("node:crypto")}catch{}
function YN(e,A,t,r,s,n){let i=e;i.protocol=e.protocol==="ws:"?"http:":"https:";let o=SN({urlList:[i],client:t,serviceWorkers:"\
none",referrer:"no-referrer",mode:"websocket",credentials:"include",cache:"no-store",redirect:"error"});if(n.headers){let a=bN(
new MN(n.headers));o.headersList=a}let Q=wg.randomBytes(16).toString("base64");o.headersList.append("sec-websocket-key",
Q),o.headersList.append("sec-websocket-version","13");for(let a of A)o.headersList.append("sec-websocket-protocol",a);return o.
headersList.append("sec-websocket-extensions","permessage-deflate; client_max_window_bits"),UN({request:o,useParallelQueue:!0,
dispatcher:n.dispatcher,processResponse(a){if(a.type==="error"||a.status!==101){Se(r,"Received network error or non-101 \
status code.");return}if(A.length!==0&&!a.headersList.get("Sec-WebSocket-Protocol")){Se(r,"Server did not respond with s\
ent protocols.");return}if(a.headersList.get("Upgrade")?.toLowerCase()!=="websocket"){Se(r,'Server did not set Upgrade h\
eader to "websocket".');return}if(a.headersList.get("Connection")?.toLowerCase()!=="upgrade"){Se(r,'Server did not set C\
onnection header to "upgrade".');return}let E=a.headersList.get("Sec-WebSocket-Accept"),C=wg.createHash("sha1").update(Q+
wN).digest("base64");if(E!==C){Se(r,"Incorrect hash received in Sec-WebSocket-Accept header.");return}let I=a.headersList.
get("Sec-WebSocket-Extensions"),l;if(I!==null&&(l=NN(I),!l.has("permessage-deflate"))){Se(r,"Sec-WebSocket-Extensions he\
ader does not match.");return}let d=a.headersList.get("Sec-WebSocket-Protocol");if(d!==null){let c=LN("sec-websocket-pro\
tocol",o.headersList);if(c===null||!c.includes(d)){Se(r,"Protocol was not set in the opening handshake.");return}}a.socket.
on("data",ch),a.socket.on("close",Ih),a.socket.on("error",Ch),jt.open.hasSubscribers&&jt.open.publish({address:a.socket.
address(),protocol:d,extensions:I}),s(a,l)}})}function GN(e,A,t,r){if(!(FN(e)||pN(e)))if(!RN(e))Se(e,"Connection was clo\
sed before it was established."),e[$r]=jr.CLOSING;else if(e[Xn]===Kn.NOT_SENT){e[Xn]=Kn.PROCESSING;let s=new TN;A!==void 0&&
t===void 0?(s.frameData=Buffer.allocUnsafe(2),s.frameData.writeUInt16BE(A,0)):A!==void 0&&t!==void 0?(s.frameData=Buffer.
allocUnsafe(2+r),s.frameData.writeUInt16BE(A,0),s.frameData.write(t,2,"utf-8")):s.frameData=yN,e[Eh].socket.write(s.createFrame(
DN.CLOSE)),e[Xn]=Kn.SENT,e[$r]=jr.CLOSING}else e[$r]=jr.CLOSING}function ch(e){this.ws[Bh].write(e)||this.pause()}function Ih(){
let{ws:e}=this,{[Eh]:A}=e;A.socket.off("data",ch),A.socket.off("close",Ih),A.socket.off("error",Ch);let t=e[Xn]===Kn.SENT&&
e[ah],r=1005,s="",n=e[Bh].closingInfo;n&&!n.error?(r=n.code??1005,s=n.reason):e[ah]||(r=1006),e[$r]=jr.CLOSED,kN("close",
e,(i,o)=>new mN(i,o),{wasClean:t,code:r,reason:s}),jt.close.hasSubscribers&&jt.close.publish({websocket:e,code:r,reason:s})}
function Ch(e){let{ws:A}=this;A[$r]=jr.CLOSING,jt.socketError.hasSubscribers&&jt.socketError.publish(e),this.destroy()}lh.
exports={establishWebSocketConnection:YN,closeWebSocketConnection:GN}});var uh=h((BM,hh)=>{"use strict";var{createInflateRaw:JN,Z_DEFAULT_WINDOWBITS:xN}=require("node:zlib"),{isValidClientWindowBits:HN}=Xr(),
{MessageSizeExceededError:VN}=Y(),vN=Buffer.from([0,0,255,255]),_n=Symbol("kBuffer"),As=Symbol("kLength"),Dg=class{#A;#e={};#t=0;constructor(A,t){
this.#e.serverNoContextTakeover=A.has("server_no_context_takeover"),this.#e.serverMaxWindowBits=A.get("server_max_window\
_bits"),this.#t=t.maxPayloadSize}decompress(A,t,r){if(!this.#A){let s=xN;if(this.#e.serverMaxWindowBits){if(!HN(this.#e.
serverMaxWindowBits)){r(new Error("Invalid server_max_window_bits"));return}s=Number.parseInt(this.#e.serverMaxWindowBits)}
try{this.#A=JN({windowBits:s})}catch(n){r(n);return}this.#A[_n]=[],this.#A[As]=0,this.#A.on("data",n=>{if(this.#A[As]+=n.
length,this.#t>0&&this.#A[As]>this.#t){r(new VN),this.#A.removeAllListeners(),this.#A.destroy(),this.#A=null;return}this.#A[_n].
push(n)}),this.#A.on("error",n=>{this.#A=null,r(n)})}this.#A.write(A),t&&this.#A.write(vN),this.#A.flush(()=>{if(!this.#A)
return;let s=Buffer.concat(this.#A[_n],this.#A[As]);this.#A[_n].length=0,this.#A[As]=0,r(null,s)})}};hh.exports={PerMessageDeflate:Dg}});var Rh=h((EM,ph)=>{"use strict";var{Writable:qN}=require("node:stream"),WN=require("node:assert"),{parserStates:dA,opcodes:$t,
states:ON,emptyBuffer:dh,sentCloseFrameState:fh}=nt(),{kReadyState:PN,kSentClose:wh,kResponse:kg,kReceivedClose:yh}=Zr(),
{channels:jn}=at(),{isValidStatusCode:ZN,isValidOpcode:zN,failWebsocketConnection:mA,websocketMessageReceived:Dh,utf8Decode:KN,
isControlFrame:Fg,isTextBinaryFrame:pg,isContinuationFrame:XN}=Xr(),{WebsocketFrameSend:kh}=zn(),{closeWebSocketConnection:Fh}=yg(),
{PerMessageDeflate:_N}=uh(),{MessageSizeExceededError:Rg}=Y();function es(e,A,t){Fh(e,A,t,Buffer.byteLength(t)),mA(e,t)}
var Ng=class extends qN{#A=[];#e=0;#t=0;#s=!1;#n=dA.INFO;#r={};#i=[];#o;#g;#Q;constructor(A,t,r={}){super(),this.ws=A,this.#o=
t??new Map,this.#g=r.maxFragments??0,this.#Q=r.maxPayloadSize??0,this.#o.has("permessage-deflate")&&this.#o.set("permess\
age-deflate",new _N(t,r))}_write(A,t,r){this.#A.push(A),this.#t+=A.length,this.#s=!0,this.run(r)}#a(){return this.#Q>0&&
!Fg(this.#r.opcode)&&this.#r.payloadLength+this.#e>this.#Q?(es(this.ws,1009,"Payload size exceeds maximum allowed size"),
!1):!0}run(A){for(;this.#s;)if(this.#n===dA.INFO){if(this.#t<2)return A();let t=this.consume(2),r=(t[0]&128)!==0,s=t[0]&
15,n=(t[1]&128)===128,i=!r&&s!==$t.CONTINUATION,o=t[1]&127,Q=t[0]&64,g=t[0]&32,B=t[0]&16;if(!zN(s))return mA(this.ws,"In\
valid opcode received"),A();if(n)return mA(this.ws,"Frame cannot be masked"),A();if(Q!==0&&!this.#o.has("permessage-defl\
ate")){mA(this.ws,"Expected RSV1 to be clear.");return}if(g!==0||B!==0){mA(this.ws,"RSV1, RSV2, RSV3 must be clear");return}
if(i&&!pg(s)){mA(this.ws,"Invalid frame type was fragmented.");return}if(pg(s)&&this.#i.length>0){mA(this.ws,"Expected c\
ontinuation frame");return}if(this.#r.fragmented&&i){mA(this.ws,"Fragmented frame exceeded 125 bytes.");return}if((o>125||
i)&&Fg(s)){mA(this.ws,"Control frame either too large or fragmented");return}if(XN(s)&&this.#i.length===0&&!this.#r.compressed){
mA(this.ws,"Unexpected continuation frame");return}if(o<=125){if(this.#r.payloadLength=o,this.#n=dA.READ_DATA,!this.#a())
return}else o===126?this.#n=dA.PAYLOADLENGTH_16:o===127&&(this.#n=dA.PAYLOADLENGTH_64);pg(s)&&(this.#r.binaryType=s,this.#r.
compressed=Q!==0),this.#r.opcode=s,this.#r.masked=n,this.#r.fin=r,this.#r.fragmented=i}else if(this.#n===dA.PAYLOADLENGTH_16){
if(this.#t<2)return A();let t=this.consume(2);if(this.#r.payloadLength=t.readUInt16BE(0),this.#n=dA.READ_DATA,!this.#a())
return}else if(this.#n===dA.PAYLOADLENGTH_64){if(this.#t<8)return A();let t=this.consume(8),r=t.readUInt32BE(0),s=t.readUInt32BE(
4);if(r!==0||s>2**31-1){mA(this.ws,"Received payload length > 2^31 bytes.");return}if(this.#r.payloadLength=s,this.#n=dA.
READ_DATA,!this.#a())return}else if(this.#n===dA.READ_DATA){if(this.#t<this.#r.payloadLength)return A();let t=this.consume(
this.#r.payloadLength);if(Fg(this.#r.opcode)){this.#s=this.parseControlFrame(t),this.#n=dA.INFO;let r=this.ws[kg].socket;
if(this.#s&&r.writableNeedDrain){this.#s=!1,r.once("drain",()=>{this.destroyed||(this.#s=!0,this.run(A))});return}}else if(this.#r.
compressed){this.#o.get("permessage-deflate").decompress(t,this.#r.fin,(r,s)=>{if(r){let n=r instanceof Rg?1009:1007;es(
this.ws,n,r.message);return}if(this.writeFragments(s)){if(this.#Q>0&&this.#e>this.#Q){es(this.ws,1009,new Rg().message);
return}if(!this.#r.fin){this.#n=dA.INFO,this.#s=!0,this.run(A);return}Dh(this.ws,this.#r.binaryType,this.consumeFragments()),
this.#s=!0,this.#n=dA.INFO,this.run(A)}}),this.#s=!1;break}else{if(!this.writeFragments(t))return;if(this.#Q>0&&this.#e>
this.#Q){es(this.ws,1009,new Rg().message);return}!this.#r.fragmented&&this.#r.fin&&Dh(this.ws,this.#r.binaryType,this.consumeFragments()),
this.#n=dA.INFO}}}consume(A){if(A>this.#t)throw new Error("Called consume() before buffers satiated.");if(A===0)return dh;
if(this.#A[0].length===A)return this.#t-=this.#A[0].length,this.#A.shift();let t=Buffer.allocUnsafe(A),r=0;for(;r!==A;){
let s=this.#A[0],{length:n}=s;if(n+r===A){t.set(this.#A.shift(),r);break}else if(n+r>A){t.set(s.subarray(0,A-r),r),this.#A[0]=
s.subarray(A-r);break}else t.set(this.#A.shift(),r),r+=s.length}return this.#t-=A,t}writeFragments(A){return this.#g>0&&
this.#i.length===this.#g?(es(this.ws,1008,"Too many message fragments"),!1):(this.#e+=A.length,this.#i.push(A),!0)}consumeFragments(){
let A=this.#i;if(A.length===1)return this.#e=0,A.shift();let t=Buffer.concat(A,this.#e);return this.#i=[],this.#e=0,t}parseCloseBody(A){
WN(A.length!==1);let t;if(A.length>=2&&(t=A.readUInt16BE(0)),t!==void 0&&!ZN(t))return{code:1002,reason:"Invalid status \
code",error:!0};let r=A.subarray(2);r[0]===239&&r[1]===187&&r[2]===191&&(r=r.subarray(3));try{r=KN(r)}catch{return{code:1007,
reason:"Invalid UTF-8",error:!0}}return{code:t,reason:r,error:!1}}parseControlFrame(A){let{opcode:t,payloadLength:r}=this.#r;
if(t===$t.CLOSE){if(r===1)return mA(this.ws,"Received close frame with a 1-byte body."),!1;if(this.#r.closeInfo=this.parseCloseBody(
A),this.#r.closeInfo.error){let{code:s,reason:n}=this.#r.closeInfo;return Fh(this.ws,s,n,n.length),mA(this.ws,n),!1}if(this.
ws[wh]!==fh.SENT){let s=dh;this.#r.closeInfo.code&&(s=Buffer.allocUnsafe(2),s.writeUInt16BE(this.#r.closeInfo.code,0));let n=new kh(
s);this.ws[kg].socket.write(n.createFrame($t.CLOSE),i=>{i||(this.ws[wh]=fh.SENT)})}return this.ws[PN]=ON.CLOSING,this.ws[yh]=
!0,!1}else if(t===$t.PING){if(!this.ws[yh]){let s=new kh(A);this.ws[kg].socket.write(s.createFrame($t.PONG)),jn.ping.hasSubscribers&&
jn.ping.publish({payload:A})}}else t===$t.PONG&&jn.pong.hasSubscribers&&jn.pong.publish({payload:A});return!0}get closingInfo(){
return this.#r.closeInfo}};ph.exports={ByteParser:Ng}});var Mh=h((cM,Uh)=>{"use strict";var{WebsocketFrameSend:jN}=zn(),{opcodes:Nh,sendHints:Ar}=nt(),$N=bo(),mh=Buffer[Symbol.
species],mg=class{#A=new $N;#e=!1;#t;constructor(A){this.#t=A}add(A,t,r){if(r!==Ar.blob){let n=Sh(A,r);if(!this.#e)this.#t.
write(n,t);else{let i={promise:null,callback:t,frame:n};this.#A.push(i)}return}let s={promise:A.arrayBuffer().then(n=>{s.
promise=null,s.frame=Sh(n,r)}),callback:t,frame:null};this.#A.push(s),this.#e||this.#s()}async#s(){this.#e=!0;let A=this.#A;
for(;!A.isEmpty();){let t=A.shift();t.promise!==null&&await t.promise,this.#t.write(t.frame,t.callback),t.callback=t.frame=
null}this.#e=!1}};function Sh(e,A){return new jN(Am(e,A)).createFrame(A===Ar.string?Nh.TEXT:Nh.BINARY)}function Am(e,A){
switch(A){case Ar.string:return Buffer.from(e);case Ar.arrayBuffer:case Ar.blob:return new mh(e);case Ar.typedArray:return new mh(
e.buffer,e.byteOffset,e.byteLength)}}Uh.exports={SendQueue:mg}});var vh=h((IM,Vh)=>{"use strict";var{webidl:S}=oA(),{URLSerializer:em}=IA(),{environmentSettingsObject:bh}=wA(),{staticPropertyDescriptors:Ue,
states:ts,sentCloseFrameState:tm,sendHints:$n}=nt(),{kWebSocketURL:Lh,kReadyState:Sg,kController:Th,kBinaryType:Ai,kResponse:Yh,
kSentClose:rm,kByteParser:sm}=Zr(),{isConnecting:nm,isEstablished:im,isClosing:om,isValidSubprotocol:Qm,fireEvent:Gh}=Xr(),
{establishWebSocketConnection:gm,closeWebSocketConnection:Jh}=yg(),{ByteParser:am}=Rh(),{kEnumerableProperty:TA,isBlobLike:xh}=M(),
{getGlobalDispatcher:Bm}=Jr(),{types:Hh}=require("node:util"),{ErrorEvent:Em,CloseEvent:cm}=Xt(),{SendQueue:Im}=Mh(),SA=class e extends EventTarget{#A={
open:null,error:null,close:null,message:null};#e=0;#t="";#s="";#n;constructor(A,t=[]){super(),S.util.markAsUncloneable(this);
let r="WebSocket constructor";S.argumentLengthCheck(arguments,1,r);let s=S.converters["DOMString or sequence<DOMString> \
or WebSocketInit"](t,r,"options");A=S.converters.USVString(A,r,"url"),t=s.protocols;let n=bh.settingsObject.baseUrl,i;try{
i=new URL(A,n)}catch(Q){throw new DOMException(Q,"SyntaxError")}if(i.protocol==="http:"?i.protocol="ws:":i.protocol==="h\
ttps:"&&(i.protocol="wss:"),i.protocol!=="ws:"&&i.protocol!=="wss:")throw new DOMException(`Expected a ws: or wss: proto\
col, got ${i.protocol}`,"SyntaxError");if(i.hash||i.href.endsWith("#"))throw new DOMException("Got fragment","SyntaxErro\
r");if(typeof t=="string"&&(t=[t]),t.length!==new Set(t.map(Q=>Q.toLowerCase())).size)throw new DOMException("Invalid Se\
c-WebSocket-Protocol value","SyntaxError");if(t.length>0&&!t.every(Q=>Qm(Q)))throw new DOMException("Invalid Sec-WebSock\
et-Protocol value","SyntaxError");this[Lh]=new URL(i.href);let o=bh.settingsObject;this[Th]=gm(i,t,o,this,(Q,g)=>this.#r(
Q,g),s),this[Sg]=e.CONNECTING,this[rm]=tm.NOT_SENT,this[Ai]="blob"}close(A=void 0,t=void 0){S.brandCheck(this,e);let r="\
WebSocket.close";if(A!==void 0&&(A=S.converters["unsigned short"](A,r,"code",{clamp:!0})),t!==void 0&&(t=S.converters.USVString(
t,r,"reason")),A!==void 0&&A!==1e3&&(A<3e3||A>4999))throw new DOMException("invalid code","InvalidAccessError");let s=0;
if(t!==void 0&&(s=Buffer.byteLength(t),s>123))throw new DOMException(`Reason must be less than 123 bytes; received ${s}`,
"SyntaxError");Jh(this,A,t,s)}send(A){S.brandCheck(this,e);let t="WebSocket.send";if(S.argumentLengthCheck(arguments,1,t),
A=S.converters.WebSocketSendData(A,t,"data"),nm(this))throw new DOMException("Sent before connected.","InvalidStateError");
if(!(!im(this)||om(this)))if(typeof A=="string"){let r=Buffer.byteLength(A);this.#e+=r,this.#n.add(A,()=>{this.#e-=r},$n.
string)}else Hh.isArrayBuffer(A)?(this.#e+=A.byteLength,this.#n.add(A,()=>{this.#e-=A.byteLength},$n.arrayBuffer)):ArrayBuffer.
isView(A)?(this.#e+=A.byteLength,this.#n.add(A,()=>{this.#e-=A.byteLength},$n.typedArray)):xh(A)&&(this.#e+=A.size,this.#n.
add(A,()=>{this.#e-=A.size},$n.blob))}get readyState(){return S.brandCheck(this,e),this[Sg]}get bufferedAmount(){return S.
brandCheck(this,e),this.#e}get url(){return S.brandCheck(this,e),em(this[Lh])}get extensions(){return S.brandCheck(this,
e),this.#s}get protocol(){return S.brandCheck(this,e),this.#t}get onopen(){return S.brandCheck(this,e),this.#A.open}set onopen(A){
S.brandCheck(this,e),this.#A.open&&this.removeEventListener("open",this.#A.open),typeof A=="function"?(this.#A.open=A,this.
addEventListener("open",A)):this.#A.open=null}get onerror(){return S.brandCheck(this,e),this.#A.error}set onerror(A){S.brandCheck(
this,e),this.#A.error&&this.removeEventListener("error",this.#A.error),typeof A=="function"?(this.#A.error=A,this.addEventListener(
"error",A)):this.#A.error=null}get onclose(){return S.brandCheck(this,e),this.#A.close}set onclose(A){S.brandCheck(this,
e),this.#A.close&&this.removeEventListener("close",this.#A.close),typeof A=="function"?(this.#A.close=A,this.addEventListener(
"close",A)):this.#A.close=null}get onmessage(){return S.brandCheck(this,e),this.#A.message}set onmessage(A){S.brandCheck(
this,e),this.#A.message&&this.removeEventListener("message",this.#A.message),typeof A=="function"?(this.#A.message=A,this.
addEventListener("message",A)):this.#A.message=null}get binaryType(){return S.brandCheck(this,e),this[Ai]}set binaryType(A){
S.brandCheck(this,e),A!=="blob"&&A!=="arraybuffer"?this[Ai]="blob":this[Ai]=A}#r(A,t){this[Yh]=A;let r=this[Th]?.dispatcher?.
webSocketOptions,s=r?.maxFragments,n=r?.maxPayloadSize,i=new am(this,t,{maxFragments:s,maxPayloadSize:n});i.on("drain",Cm),
i.on("error",lm.bind(this)),A.socket.ws=this,this[sm]=i,this.#n=new Im(A.socket),this[Sg]=ts.OPEN;let o=A.headersList.get(
"sec-websocket-extensions");o!==null&&(this.#s=o);let Q=A.headersList.get("sec-websocket-protocol");Q!==null&&(this.#t=Q),
Gh("open",this)}};SA.CONNECTING=SA.prototype.CONNECTING=ts.CONNECTING;SA.OPEN=SA.prototype.OPEN=ts.OPEN;SA.CLOSING=SA.prototype.
CLOSING=ts.CLOSING;SA.CLOSED=SA.prototype.CLOSED=ts.CLOSED;Object.defineProperties(SA.prototype,{CONNECTING:Ue,OPEN:Ue,CLOSING:Ue,
CLOSED:Ue,url:TA,readyState:TA,bufferedAmount:TA,onopen:TA,onerror:TA,onclose:TA,close:TA,onmessage:TA,binaryType:TA,send:TA,
extensions:TA,protocol:TA,[Symbol.toStringTag]:{value:"WebSocket",writable:!1,enumerable:!1,configurable:!0}});Object.defineProperties(
SA,{CONNECTING:Ue,OPEN:Ue,CLOSING:Ue,CLOSED:Ue});S.converters["sequence<DOMString>"]=S.sequenceConverter(S.converters.DOMString);
S.converters["DOMString or sequence<DOMString>"]=function(e,A,t){return S.util.Type(e)==="Object"&&Symbol.iterator in e?
S.converters["sequence<DOMString>"](e):S.converters.DOMString(e,A,t)};S.converters.WebSocketInit=S.dictionaryConverter([
{key:"protocols",converter:S.converters["DOMString or sequence<DOMString>"],defaultValue:()=>new Array(0)},{key:"dispatc\
her",converter:S.converters.any,defaultValue:()=>Bm()},{key:"headers",converter:S.nullableConverter(S.converters.HeadersInit)}]);
S.converters["DOMString or sequence<DOMString> or WebSocketInit"]=function(e){return S.util.Type(e)==="Object"&&!(Symbol.
iterator in e)?S.converters.WebSocketInit(e):{protocols:S.converters["DOMString or sequence<DOMString>"](e)}};S.converters.
WebSocketSendData=function(e){if(S.util.Type(e)==="Object"){if(xh(e))return S.converters.Blob(e,{strict:!1});if(ArrayBuffer.
isView(e)||Hh.isArrayBuffer(e))return S.converters.BufferSource(e)}return S.converters.USVString(e)};function Cm(){this.
ws[Yh].socket.resume()}function lm(e){let A,t;e instanceof cm?(A=e.reason,t=e.code):A=e.message,Gh("error",this,()=>new Em(
"error",{error:e,message:A})),Jh(this,t)}Vh.exports={WebSocket:SA}});var Ug=h((CM,qh)=>{"use strict";function hm(e){return e.indexOf("\0")===-1}function um(e){if(e.length===0)return!1;for(let A=0;A<
e.length;A++)if(e.charCodeAt(A)<48||e.charCodeAt(A)>57)return!1;return!0}function dm(e){return new Promise(A=>{setTimeout(
A,e).unref()})}qh.exports={isValidLastEventId:hm,isASCIINumber:um,delay:dm}});var Oh=h((lM,Wh)=>{"use strict";var fm=require("node:buffer"),{Transform:wm}=require("node:stream"),{isASCIINumber:ym,isValidLastEventId:Dm}=Ug(),
er=[239,187,191],ei=10,rs=13,km=58,Fm=32,pm=fm.kStringMaxLength,Rm=Buffer.from("data"),Nm=Buffer.from("event"),mm=Buffer.
from("id"),Sm=Buffer.from("retry"),Um=1024,Mm=131072,bm=128;function Lm(e,A){if(A>=e.length)return!1;for(let t=A;t<e.length;t++)
if(e[t]<48||e[t]>57)return!1;return!0}function Tm(e,A){for(let t=A;t<e.length;t++)if(e[t]===0)return!1;return!0}function ti(e,A,t){
if(A!==t.length)return!1;for(let r=0;r<A;r++)if(e[r]!==t[r])return!1;return!0}function ri(){let e=new Error("EventSource\
 message size exceeded");return e.aborted=!1,e}var Mg=class extends wm{state=null;checkBOM=!0;crlfCheck=!1;eventEndCheck=!1;chunks=[];chunkIndex=0;pos=0;lineChunkIndex=0;linePos=0;lineLength=0;eventSize=0;eventFieldSizes={
data:0,event:0,id:0,retry:0};dataLineCount=0;maxEventSize;maxDataLines;maxBufferedChunks;event={data:void 0,event:void 0,
id:void 0,retry:void 0};constructor(A={}){A.readableObjectMode=!0,super(A),this.state=A.eventSourceSettings||{},this.maxEventSize=
A.maxEventSize??pm;let t=this.maxEventSize>0?Math.min(Mm,Math.max(Um,Math.floor(this.maxEventSize/bm))):0;this.maxDataLines=
t,this.maxBufferedChunks=t,A.push&&(this.push=A.push)}_transform(A,t,r){if(A.length===0){r();return}if(this.maxEventSize>
0&&this.chunks.length>=this.maxBufferedChunks&&A[0]!==ei&&A[0]!==rs){r(ri());return}if(this.chunks.push(A),this.checkBOM&&
this.handleBOM()){r();return}for(;this.hasCurrentByte();){let s=this.currentByte();if(this.eventEndCheck){if(this.crlfCheck){
if(s===ei){this.crlfCheck=!1,this.consumeCurrentByte();continue}this.crlfCheck=!1}if(s===ei||s===rs){s===rs&&(this.crlfCheck=
!0),this.consumeCurrentByte(),this.hasPendingEvent()&&this.processEvent(this.event),this.clearEvent();continue}this.eventEndCheck=
!1;continue}if(s===ei||s===rs){s===rs&&(this.crlfCheck=!0);try{this.parseLine(this.readLine(),this.event)}catch(n){r(n);
return}this.consumeCurrentByte(),this.eventEndCheck=!0;continue}if(this.maxEventSize>0&&++this.lineLength>this.maxEventSize+
7){r(ri());return}this.advanceCursor()}r()}_destroy(A,t){this.chunks.length=0,this.clearEvent(),super._destroy(A,t)}parseLine(A,t){
if(A.length===0)return;let r=A.indexOf(km);if(r===0)return;let s=A.length,n=A.length;if(r!==-1&&(s=r,n=r+1,A[n]===Fm&&++n),
ti(A,s,Rm)){if(this.maxEventSize>0&&this.dataLineCount>=this.maxDataLines)throw ri();let i=A.length-n,o=this.eventFieldSizes.
data+(t.data===void 0?0:1)+i;this.setEventFieldSize("data",o);let Q=A.toString("utf8",n);t.data===void 0?t.data=Q:t.data+=
`
${Q}`,this.dataLineCount++;return}if(ti(A,s,Sm)){Lm(A,n)&&(this.setEventFieldSize("retry",A.length-n),t.retry=A.toString(
"utf8",n));return}if(ti(A,s,mm)){Tm(A,n)&&(this.setEventFieldSize("id",A.length-n),t.id=A.toString("utf8",n));return}ti(
A,s,Nm)&&n<A.length&&(this.setEventFieldSize("event",A.length-n),t.event=A.toString("utf8",n))}setEventFieldSize(A,t){let r=this.
eventSize-this.eventFieldSizes[A]+t;if(this.maxEventSize>0&&r>this.maxEventSize)throw ri();this.eventSize=r,this.eventFieldSizes[A]=
t}processEvent(A){A.retry&&ym(A.retry)&&(this.state.reconnectionTime=parseInt(A.retry,10)),A.id&&Dm(A.id)&&(this.state.lastEventId=
A.id),A.data!==void 0&&this.push({type:A.event||"message",options:{data:A.data,lastEventId:this.state.lastEventId,origin:this.
state.origin}})}clearEvent(){this.event.data=void 0,this.event.event=void 0,this.event.id=void 0,this.event.retry=void 0,
this.eventSize=0,this.dataLineCount=0,this.eventFieldSizes.data=0,this.eventFieldSizes.event=0,this.eventFieldSizes.id=0,
this.eventFieldSizes.retry=0}hasPendingEvent(){return this.event.data!==void 0||this.event.event!==void 0||this.event.id!==
void 0||this.event.retry!==void 0}hasCurrentByte(){return this.chunkIndex<this.chunks.length&&this.pos<this.chunks[this.
chunkIndex].length}currentByte(){return this.chunks[this.chunkIndex][this.pos]}consumeCurrentByte(){this.advanceCursor(),
this.syncLineStartToCursor()}advanceCursor(){for(this.pos++;this.chunkIndex<this.chunks.length&&this.pos>=this.chunks[this.
chunkIndex].length;)this.chunkIndex++,this.pos=0}syncLineStartToCursor(){this.lineChunkIndex=this.chunkIndex,this.linePos=
this.pos,this.lineLength=0,this.dropConsumedChunks()}dropConsumedChunks(){if(this.lineChunkIndex>0){let A=this.lineChunkIndex;
this.chunks.splice(0,A),this.lineChunkIndex=0,this.chunkIndex-=A}this.chunkIndex===this.chunks.length&&(this.chunks.length=
0,this.chunkIndex=0,this.pos=0,this.lineChunkIndex=0,this.linePos=0)}readLine(){if(this.lineChunkIndex===this.chunkIndex)
return this.chunks[this.chunkIndex].subarray(this.linePos,this.pos);let A=[],t=0;for(let r=this.lineChunkIndex;r<=this.chunkIndex;r++){
let s=this.chunks[r],n=r===this.lineChunkIndex?this.linePos:0,i=r===this.chunkIndex?this.pos:s.length,o=s.subarray(n,i);
t+=o.length,A.push(o)}return Buffer.concat(A,t)}peekBufferedByte(A){let t=this.lineChunkIndex,r=this.linePos;for(;t<this.
chunks.length;){let s=this.chunks[t],n=s.length-r;if(A<n)return s[r+A];A-=n,t++,r=0}}discardLeadingBytes(A){for(;A>0&&this.
lineChunkIndex<this.chunks.length;){let r=this.chunks[this.lineChunkIndex].length-this.linePos;A<r?(this.linePos+=A,A=0):
(A-=r,this.lineChunkIndex++,this.linePos=0)}this.chunkIndex=this.lineChunkIndex,this.pos=this.linePos,this.dropConsumedChunks()}handleBOM(){
let A=this.peekBufferedByte(0),t=this.peekBufferedByte(1),r=this.peekBufferedByte(2);return t===void 0?(A===er[0]||(this.
checkBOM=!1),!0):r===void 0?A===er[0]&&t===er[1]?!0:(this.checkBOM=!1,!1):(A===er[0]&&t===er[1]&&r===er[2]&&this.discardLeadingBytes(
3),this.checkBOM=!1,!this.hasCurrentByte())}};Wh.exports={EventSourceStream:Mg}});var $h=h((hM,jh)=>{"use strict";var{pipeline:Ym}=require("node:stream"),{fetching:Gm}=qr(),{makeRequest:Jm}=Wt(),{webidl:ce}=oA(),
{EventSourceStream:xm}=Oh(),{parseMIMEType:Hm}=IA(),{createFastMessageEvent:Vm}=Xt(),{isNetworkError:Ph}=Vr(),{delay:vm}=Ug(),
{kEnumerableProperty:it}=M(),{environmentSettingsObject:Zh}=wA(),{getGlobalDispatcher:qm}=Jr(),zh=!1,Kh=3e3,ss=0,Xh=1,ns=2,
Wm="anonymous",Om="use-credentials",tr=class e extends EventTarget{#A={open:null,error:null,message:null};#e=null;#t=!1;#s=ss;#n=null;#r=null;#i;#o;constructor(A,t={}){
super(),ce.util.markAsUncloneable(this);let r="EventSource constructor";ce.argumentLengthCheck(arguments,1,r),zh||(zh=!0,
process.emitWarning("EventSource is experimental, expect them to change at any time.",{code:"UNDICI-ES"})),A=ce.converters.
USVString(A,r,"url"),t=ce.converters.EventSourceInitDict(t,r,"eventSourceInitDict"),this.#i=t.dispatcher,this.#o={lastEventId:"",
reconnectionTime:Kh};let s=Zh,n;try{n=new URL(A,s.settingsObject.baseUrl),this.#o.origin=n.origin}catch(Q){throw new DOMException(
Q,"SyntaxError")}this.#e=n.href;let i=Wm;t.withCredentials&&(i=Om,this.#t=!0);let o={redirect:"follow",keepalive:!0,mode:"\
cors",credentials:i==="anonymous"?"same-origin":"omit",referrer:"no-referrer"};o.client=Zh.settingsObject,o.headersList=
[["accept",{name:"accept",value:"text/event-stream"}]],o.cache="no-store",o.initiator="other",o.urlList=[new URL(this.#e)],
this.#n=Jm(o),this.#g()}get readyState(){return this.#s}get url(){return this.#e}get withCredentials(){return this.#t}#g(){
if(this.#s===ns)return;this.#s=ss;let A={request:this.#n,dispatcher:this.#i},t=r=>{Ph(r)&&(this.dispatchEvent(new Event(
"error")),this.close()),this.#Q()};A.processResponseEndOfBody=t,A.processResponse=r=>{if(Ph(r))if(r.aborted){this.close(),
this.dispatchEvent(new Event("error"));return}else{this.#Q();return}let s=r.headersList.get("content-type",!0),n=s!==null?
Hm(s):"failure",i=n!=="failure"&&n.essence==="text/event-stream";if(r.status!==200||i===!1){this.close(),this.dispatchEvent(
new Event("error"));return}this.#s=Xh,this.dispatchEvent(new Event("open")),this.#o.origin=r.urlList[r.urlList.length-1].
origin;let o=new xm({eventSourceSettings:this.#o,maxEventSize:this.#i.eventSourceOptions?.maxEventSize,push:Q=>{this.dispatchEvent(
Vm(Q.type,Q.options))}});Ym(r.body.stream,o,Q=>{Q?.aborted===!1&&(this.close(),this.dispatchEvent(new Event("error")))})},
this.#r=Gm(A)}async#Q(){this.#s!==ns&&(this.#s=ss,this.dispatchEvent(new Event("error")),await vm(this.#o.reconnectionTime),
this.#s===ss&&(this.#o.lastEventId.length&&this.#n.headersList.set("last-event-id",this.#o.lastEventId,!0),this.#g()))}close(){
ce.brandCheck(this,e),this.#s!==ns&&(this.#s=ns,this.#r.abort(),this.#n=null)}get onopen(){return this.#A.open}set onopen(A){
this.#A.open&&this.removeEventListener("open",this.#A.open),typeof A=="function"?(this.#A.open=A,this.addEventListener("\
open",A)):this.#A.open=null}get onmessage(){return this.#A.message}set onmessage(A){this.#A.message&&this.removeEventListener(
"message",this.#A.message),typeof A=="function"?(this.#A.message=A,this.addEventListener("message",A)):this.#A.message=null}get onerror(){
return this.#A.error}set onerror(A){this.#A.error&&this.removeEventListener("error",this.#A.error),typeof A=="function"?
(this.#A.error=A,this.addEventListener("error",A)):this.#A.error=null}},_h={CONNECTING:{__proto__:null,configurable:!1,enumerable:!0,
value:ss,writable:!1},OPEN:{__proto__:null,configurable:!1,enumerable:!0,value:Xh,writable:!1},CLOSED:{__proto__:null,configurable:!1,
enumerable:!0,value:ns,writable:!1}};Object.defineProperties(tr,_h);Object.defineProperties(tr.prototype,_h);Object.defineProperties(
tr.prototype,{close:it,onerror:it,onmessage:it,onopen:it,readyState:it,url:it,withCredentials:it});ce.converters.EventSourceInitDict=
ce.dictionaryConverter([{key:"withCredentials",converter:ce.converters.boolean,defaultValue:()=>!1},{key:"dispatcher",converter:ce.
converters.any,defaultValue:()=>qm()}]);jh.exports={EventSource:tr,defaultReconnectionTime:Kh}});var Pm=St(),Au=ir(),Zm=Ut(),zm=Ac(),Km=Mt(),Xm=$o(),_m=kc(),jm=Uc(),eu=Y(),ni=M(),{InvalidArgumentError:si}=eu,rr=hI(),$m=Qr(),
AS=LQ(),eS=$I(),tS=GQ(),rS=wQ(),sS=nn(),{getGlobalDispatcher:tu,setGlobalDispatcher:nS}=Jr(),iS=ln(),oS=zs(),QS=Ks();Object.
assign(Au.prototype,rr);module.exports.Dispatcher=Au;module.exports.Client=Pm;module.exports.Pool=Zm;module.exports.BalancedPool=
zm;module.exports.Agent=Km;module.exports.ProxyAgent=Xm;module.exports.EnvHttpProxyAgent=_m;module.exports.RetryAgent=jm;
module.exports.RetryHandler=sS;module.exports.DecoratorHandler=iS;module.exports.RedirectHandler=oS;module.exports.createRedirectInterceptor=
QS;module.exports.interceptors={redirect:iC(),retry:QC(),dump:aC(),dns:cC()};module.exports.buildConnector=$m;module.exports.
errors=eu;module.exports.util={parseHeaders:ni.parseHeaders,headerNameToString:ni.headerNameToString};function is(e){return(A,t,r)=>{
if(typeof t=="function"&&(r=t,t=null),!A||typeof A!="string"&&typeof A!="object"&&!(A instanceof URL))throw new si("inva\
lid url");if(t!=null&&typeof t!="object")throw new si("invalid opts");if(t&&t.path!=null){if(typeof t.path!="string")throw new si(
"invalid opts.path");let i=t.path;t.path.startsWith("/")||(i=`/${i}`),A=new URL(ni.parseOrigin(A).origin+i)}else t||(t=typeof A==
"object"?A:{}),A=ni.parseURL(A);let{agent:s,dispatcher:n=tu()}=t;if(s)throw new si("unsupported opts.agent. Did you mean\
 opts.client?");return e.call(n,{...t,origin:A.origin,path:A.search?`${A.pathname}${A.search}`:A.pathname,method:t.method||
(t.body?"PUT":"GET")},r)}}module.exports.setGlobalDispatcher=nS;module.exports.getGlobalDispatcher=tu;var gS=qr().fetch;
module.exports.fetch=async function(A,t=void 0){try{return await gS(A,t)}catch(r){throw r&&typeof r=="object"&&Error.captureStackTrace(
r),r}};module.exports.Headers=$e().Headers;module.exports.Response=Vr().Response;module.exports.Request=Wt().Request;module.
exports.FormData=Cr().FormData;module.exports.File=globalThis.File??require("node:buffer").File;module.exports.FileReader=
ml().FileReader;var{setGlobalOrigin:aS,getGlobalOrigin:BS}=_i();module.exports.setGlobalOrigin=aS;module.exports.getGlobalOrigin=
BS;var{CacheStorage:ES}=Jl(),{kConstruct:cS}=Gn();module.exports.caches=new ES(cS);var{deleteCookie:IS,getCookies:CS,getSetCookies:lS,
setCookie:hS}=Kl();module.exports.deleteCookie=IS;module.exports.getCookies=CS;module.exports.getSetCookies=lS;module.exports.
setCookie=hS;var{parseMIMEType:uS,serializeAMimeType:dS}=IA();module.exports.parseMIMEType=uS;module.exports.serializeAMimeType=
dS;var{CloseEvent:fS,ErrorEvent:wS,MessageEvent:yS}=Xt();module.exports.WebSocket=vh().WebSocket;module.exports.CloseEvent=
fS;module.exports.ErrorEvent=wS;module.exports.MessageEvent=yS;module.exports.request=is(rr.request);module.exports.stream=
is(rr.stream);module.exports.pipeline=is(rr.pipeline);module.exports.connect=is(rr.connect);module.exports.upgrade=is(rr.
upgrade);module.exports.MockClient=AS;module.exports.MockPool=tS;module.exports.MockAgent=eS;module.exports.mockErrors=rS;
var{EventSource:DS}=$h();module.exports.EventSource=DS;
