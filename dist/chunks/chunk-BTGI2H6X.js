import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{b as zr,d as Vr,i as Ur,j as yt}from"./chunk-3AWORVJ4.js";import{h as Fr,n as jr}from"./chunk-P5WILCBV.js";
import{g as qr}from"./chunk-NINDYNX2.js";import{f as Dr,h as ne}from"./chunk-YFTXPYAX.js";import{d as $}from"./chunk-OKFZ7BVP.js";
import{Aa as Cr,Ca as re,D,Ea as Ar,Ha as F,O as _,Oa as Ir,Pa as Rr,Qa as Tr,Ra as Mr,Sa as Hr,Ta as Br,b as xr,f as Er,
ja as gt,la as Nr,pa as C,qa as ue,ra as ce,sa as Lr,ua as bt,va as kt,wa as te,ya as Or}from"./chunk-RHKLK6JY.js";
import{b as E,d as Ws}from"./chunk-3NR5HZ6E.js";var R=E(q=>{"use strict";q.__esModule=!0;q.extend=Yr;q.indexOf=ai;q.escapeExpression=oi;q.isEmpty=li;q.createFrame=ui;q.
blockParams=ci;q.appendContextPath=pi;var ri={"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;","'":"&#x27;","`":"&#x60;","\
=":"&#x3D;"},ni=/[&<>"'`=]/g,si=/[&<>"'`=]/;function ii(e){return ri[e]}function Yr(e){for(var t=1;t<arguments.length;t++)
for(var r in arguments[t])Object.prototype.hasOwnProperty.call(arguments[t],r)&&(e[r]=arguments[t][r]);return e}var Pt=Object.
prototype.toString;q.toString=Pt;var St=function(t){return typeof t=="function"};St(/x/)&&(q.isFunction=St=function(e){return typeof e==
"function"&&Pt.call(e)==="[object Function]"});q.isFunction=St;var Xr=Array.isArray||function(e){return e&&typeof e=="ob\
ject"?Pt.call(e)==="[object Array]":!1};q.isArray=Xr;function ai(e,t){for(var r=0,n=e.length;r<n;r++)if(e[r]===t)return r;
return-1}function oi(e){if(typeof e!="string"){if(e&&typeof e.toHTML=="function")return e.toHTML();if(e==null)return"";if(!e)
return e+"";e=""+e}return si.test(e)?e.replace(ni,ii):e}function li(e){return!e&&e!==0?!0:!!(Xr(e)&&e.length===0)}function ui(e){
var t=Yr({},e);return t._parent=e,t}function ci(e,t){return e.path=t,e}function pi(e,t){return(e?e+".":"")+t}});var j=E((Te,Zr)=>{"use strict";Te.__esModule=!0;var wt=["description","fileName","lineNumber","endLineNumber","message",
"name","number","stack"];function xt(e,t){var r=t&&t.loc,n=void 0,s=void 0,i=void 0,o=void 0;r&&r.start&&(n=r.start.line,
i=r.start.column,r.end&&(s=r.end.line,o=r.end.column),e+=" - "+n+":"+i);for(var u=Error.prototype.constructor.call(this,
e),l=0;l<wt.length;l++)this[wt[l]]=u[wt[l]];Error.captureStackTrace&&Error.captureStackTrace(this,xt);try{r&&(this.lineNumber=
n,this.endLineNumber=s,Object.defineProperty?(Object.defineProperty(this,"column",{value:i,enumerable:!0}),Object.defineProperty(
this,"endColumn",{value:o,enumerable:!0})):(this.column=i,this.endColumn=o))}catch{}}xt.prototype=new Error;Te.default=xt;
Zr.exports=Te.default});var en=E((Me,Qr)=>{"use strict";Me.__esModule=!0;var Et=R();Me.default=function(e){e.registerHelper("blockHelperMissing",
function(t,r){var n=r.inverse,s=r.fn;if(t===!0)return s(this);if(t===!1||t==null)return n(this);if(Et.isArray(t))return t.
length>0?(r.ids&&(r.ids=[r.name]),e.helpers.each(t,r)):n(this);if(r.data&&r.ids){var i=Et.createFrame(r.data);i.contextPath=
Et.appendContextPath(r.data.contextPath,r.name),r={data:i}}return s(t,r)})};Qr.exports=Me.default});var rn=E((He,tn)=>{"use strict";He.__esModule=!0;function hi(e){return e&&e.__esModule?e:{default:e}}var pe=R(),fi=j(),di=hi(
fi);function mi(e){try{var t=e.return;pe.isFunction(t)&&t.call(e)}catch{}}He.default=function(e){e.registerHelper("each",
function(t,r){if(!r)throw new di.default("Must pass iterator to #each");var n=r.fn,s=r.inverse,i=0,o="",u=void 0,l=void 0;
r.data&&r.ids&&(l=pe.appendContextPath(r.data.contextPath,r.ids[0])+"."),pe.isFunction(t)&&(t=t.call(this)),r.data&&(u=pe.
createFrame(r.data));function a(N,H,O,T){u&&(u.key=N,u.index=H,u.first=H===0,u.last=!!O,l&&(u.contextPath=l+N)),o=o+n(T,
{data:u,blockParams:pe.blockParams([T,N],[l+N,null])})}if(t&&typeof t=="object")if(pe.isArray(t))for(var h=t.length;i<h;i++)
i in t&&a(i,i,i===t.length-1,t[i]);else if(typeof Symbol=="function"&&t[Symbol.iterator])for(var c=t[Symbol.iterator](),
d=c.next();!d.done;){var b=c.next();try{a(i,i,b.done,d.value)}catch(N){throw b.done||mi(c),N}d=b,i++}else(function(){var N=void 0;
Object.keys(t).forEach(function(H){N!==void 0&&a(N,i-1,!1,t[N]),N=H,i++}),N!==void 0&&a(N,i-1,!0,t[N])})();return i===0&&
(o=s(this)),o})};tn.exports=He.default});var sn=E((Be,nn)=>{"use strict";Be.__esModule=!0;function gi(e){return e&&e.__esModule?e:{default:e}}var bi=j(),ki=gi(bi);
Be.default=function(e){e.registerHelper("helperMissing",function(){if(arguments.length!==1)throw new ki.default('Missing\
 helper: "'+arguments[arguments.length-1].name+'"')})};nn.exports=Be.default});var un=E((De,ln)=>{"use strict";De.__esModule=!0;function yi(e){return e&&e.__esModule?e:{default:e}}var an=R(),vi=j(),on=yi(
vi);De.default=function(e){e.registerHelper("if",function(t,r){if(arguments.length!=2)throw new on.default("#if requires\
 exactly one argument");return an.isFunction(t)&&(t=t.call(this)),!r.hash.includeZero&&!t||an.isEmpty(t)?r.inverse(this):
r.fn(this)}),e.registerHelper("unless",function(t,r){if(arguments.length!=2)throw new on.default("#unless requires exact\
ly one argument");return e.helpers.if.call(this,t,{fn:r.inverse,inverse:r.fn,hash:r.hash})})};ln.exports=De.default});var pn=E((qe,cn)=>{"use strict";qe.__esModule=!0;qe.default=function(e){e.registerHelper("log",function(){for(var t=[void 0],
r=arguments[arguments.length-1],n=0;n<arguments.length-1;n++)t.push(arguments[n]);var s=1;r.hash.level!=null?s=r.hash.level:
r.data&&r.data.level!=null&&(s=r.data.level),t[0]=s,e.log.apply(e,t)})};cn.exports=qe.default});var fn=E((Fe,hn)=>{"use strict";Fe.__esModule=!0;Fe.default=function(e){e.registerHelper("lookup",function(t,r,n){return t&&
n.lookupProperty(t,r)})};hn.exports=Fe.default});var mn=E((je,dn)=>{"use strict";je.__esModule=!0;function _i(e){return e&&e.__esModule?e:{default:e}}var ye=R(),Si=j(),Pi=_i(
Si);je.default=function(e){e.registerHelper("with",function(t,r){if(arguments.length!=2)throw new Pi.default("#with requ\
ires exactly one argument");ye.isFunction(t)&&(t=t.call(this));var n=r.fn;if(ye.isEmpty(t))return r.inverse(this);var s=r.
data;return r.data&&r.ids&&(s=ye.createFrame(r.data),s.contextPath=ye.appendContextPath(r.data.contextPath,r.ids[0])),n(
t,{data:s,blockParams:ye.blockParams([t],[s&&s.contextPath])})})};dn.exports=je.default});var Nt=E(ze=>{"use strict";ze.__esModule=!0;ze.registerDefaultHelpers=Di;ze.moveHelperToHooks=qi;function se(e){return e&&
e.__esModule?e:{default:e}}var wi=en(),xi=se(wi),Ei=rn(),Ni=se(Ei),Li=sn(),Oi=se(Li),Ci=un(),Ai=se(Ci),Ii=pn(),Ri=se(Ii),
Ti=fn(),Mi=se(Ti),Hi=mn(),Bi=se(Hi);function Di(e){xi.default(e),Ni.default(e),Oi.default(e),Ai.default(e),Ri.default(e),
Mi.default(e),Bi.default(e)}function qi(e,t,r){e.helpers[t]&&(e.hooks[t]=e.helpers[t],r||(e.helpers[t]=void 0))}});var bn=E((Ve,gn)=>{"use strict";Ve.__esModule=!0;var Fi=R();Ve.default=function(e){e.registerDecorator("inline",function(t,r,n,s){
var i=t;return r.partials||(r.partials={},i=function(o,u){var l=n.partials;n.partials=Fi.extend({},l,r.partials);var a=t(
o,u);return n.partials=l,a}),r.partials[s.args[0]]=s.fn,i})};gn.exports=Ve.default});var kn=E(Lt=>{"use strict";Lt.__esModule=!0;Lt.registerDefaultDecorators=Ui;function ji(e){return e&&e.__esModule?e:{default:e}}
var zi=bn(),Vi=ji(zi);function Ui(e){Vi.default(e)}});var Ot=E((Ue,yn)=>{"use strict";Ue.__esModule=!0;var Wi=R(),he={methodMap:["debug","info","warn","error"],level:"info",lookupLevel:function(t){
if(typeof t=="string"){var r=Wi.indexOf(he.methodMap,t.toLowerCase());r>=0?t=r:t=parseInt(t,10)}return t},log:function(t){
if(t=he.lookupLevel(t),typeof console<"u"&&he.lookupLevel(he.level)<=t){var r=he.methodMap[t];console[r]||(r="log");for(var n=arguments.
length,s=Array(n>1?n-1:0),i=1;i<n;i++)s[i-1]=arguments[i];console[r].apply(console,s)}}};Ue.default=he;yn.exports=Ue.default});var Ct=E(fe=>{"use strict";fe.__esModule=!0;fe.createProtoAccessControl=Gi;fe.resultIsAllowed=Yi;fe.isPrototypeConstructor=
Xi;fe.resetLoggedProperties=Qi;function Ki(e){return e&&e.__esModule?e:{default:e}}var vn=R(),$i=Ot(),Ji=Ki($i),We=Object.
create(null);function Gi(e){var t=Object.create(null);t.__proto__=!1,vn.extend(t,e.allowedProtoProperties);var r=Object.
create(null);return r.constructor=!1,r.__defineGetter__=!1,r.__defineSetter__=!1,r.__lookupGetter__=!1,r.__lookupSetter__=
!1,vn.extend(r,e.allowedProtoMethods),{properties:{whitelist:t,defaultValue:e.allowProtoPropertiesByDefault},methods:{whitelist:r,
defaultValue:e.allowProtoMethodsByDefault}}}function Yi(e,t,r){return _n(typeof e=="function"?t.methods:t.properties,r)}
function Xi(e,t,r){return t==="constructor"&&typeof r=="function"&&e===r.prototype}function _n(e,t){return e.whitelist[t]!==
void 0?e.whitelist[t]===!0:e.defaultValue!==void 0?e.defaultValue:(Zi(t),!1)}function Zi(e){We[e]!==!0&&(We[e]=!0,Ji.default.
log("error",'Handlebars: Access has been denied to resolve the property "'+e+`" because it is not an "own property" of i\
ts parent.
You can add a runtime option to disable the check or this warning:
See https://handlebarsjs.com/api-reference/runtime-options.html#options-to-control-prototype-access for details`))}function Qi(){
Object.keys(We).forEach(function(e){delete We[e]})}});var $e=E(W=>{"use strict";W.__esModule=!0;W.HandlebarsEnvironment=Rt;function Sn(e){return e&&e.__esModule?e:{default:e}}
var ie=R(),ea=j(),At=Sn(ea),ta=Nt(),ra=kn(),na=Ot(),Ke=Sn(na),sa=Ct(),ia="4.7.10";W.VERSION=ia;var aa=8;W.COMPILER_REVISION=
aa;var oa=7;W.LAST_COMPATIBLE_COMPILER_REVISION=oa;var la={1:"<= 1.0.rc.2",2:"== 1.0.0-rc.3",3:"== 1.0.0-rc.4",4:"== 1.x\
.x",5:"== 2.0.0-alpha.x",6:">= 2.0.0-beta.1",7:">= 4.0.0 <4.3.0",8:">= 4.3.0"};W.REVISION_CHANGES=la;var It="[object Obj\
ect]";function Rt(e,t,r){this.helpers=e||{},this.partials=t||{},this.decorators=r||{},ta.registerDefaultHelpers(this),ra.
registerDefaultDecorators(this)}Rt.prototype={constructor:Rt,logger:Ke.default,log:Ke.default.log,registerHelper:function(t,r){
if(ie.toString.call(t)===It){if(r)throw new At.default("Arg not supported with multiple helpers");ie.extend(this.helpers,
t)}else this.helpers[t]=r},unregisterHelper:function(t){delete this.helpers[t]},registerPartial:function(t,r){if(ie.toString.
call(t)===It)ie.extend(this.partials,t);else{if(typeof r>"u")throw new At.default('Attempting to register a partial call\
ed "'+t+'" as undefined');this.partials[t]=r}},unregisterPartial:function(t){delete this.partials[t]},registerDecorator:function(t,r){
if(ie.toString.call(t)===It){if(r)throw new At.default("Arg not supported with multiple decorators");ie.extend(this.decorators,
t)}else this.decorators[t]=r},unregisterDecorator:function(t){delete this.decorators[t]},resetLoggedPropertyAccesses:function(){
sa.resetLoggedProperties()}};var ua=Ke.default.log;W.log=ua;W.createFrame=ie.createFrame;W.logger=Ke.default});var wn=E((Je,Pn)=>{"use strict";Je.__esModule=!0;function Tt(e){this.string=e}Tt.prototype.toString=Tt.prototype.toHTML=
function(){return""+this.string};Je.default=Tt;Pn.exports=Je.default});var xn=E(Mt=>{"use strict";Mt.__esModule=!0;Mt.wrapHelper=ca;function ca(e,t){if(typeof e!="function")return e;var r=function(){
var s=arguments[arguments.length-1];return arguments[arguments.length-1]=t(s),e.apply(this,arguments)};return r}});var Cn=E(Y=>{"use strict";Y.__esModule=!0;Y.checkRevision=ga;Y.template=ba;Y.wrapProgram=Ge;Y.resolvePartial=ka;Y.invokePartial=
ya;Y.noop=Ln;function pa(e){return e&&e.__esModule?e:{default:e}}function ha(e){if(e&&e.__esModule)return e;var t={};if(e!=
null)for(var r in e)Object.prototype.hasOwnProperty.call(e,r)&&(t[r]=e[r]);return t.default=e,t}var fa=R(),ae=ha(fa),da=j(),
U=pa(da),J=$e(),En=Nt(),ma=xn(),Ht=Ct();function ga(e){var t=e&&e[0]||1,r=J.COMPILER_REVISION;if(!(t>=J.LAST_COMPATIBLE_COMPILER_REVISION&&
t<=J.COMPILER_REVISION))if(t<J.LAST_COMPATIBLE_COMPILER_REVISION){var n=J.REVISION_CHANGES[r],s=J.REVISION_CHANGES[t];throw new U.
default("Template was precompiled with an older version of Handlebars than the current runtime. Please update your preco\
mpiler to a newer version ("+n+") or downgrade your runtime to an older version ("+s+").")}else throw new U.default("Tem\
plate was precompiled with a newer version of Handlebars than the current runtime. Please update your runtime to a newer\
 version ("+e[1]+").")}function ba(e,t){if(!t)throw new U.default("No environment passed to template");if(!e||!e.main)throw new U.
default("Unknown template object: "+typeof e);e.main.decorator=e.main_d,t.VM.checkRevision(e.compiler);var r=e.compiler&&
e.compiler[0]===7;function n(o,u,l){l.hash&&(u=ae.extend({},u,l.hash),l.ids&&(l.ids[0]=!0)),o=t.VM.resolvePartial.call(this,
o,u,l),l.hooks=this.hooks,l.protoAccessControl=this.protoAccessControl;var a=t.VM.invokePartial.call(this,o,u,l);if(a==null&&
ae.isFunction(o))throw new U.default("The partial "+l.name+" returned no output: partials must return a string");if(a==null&&
t.compile){if(typeof o!="string")throw new U.default("The partial "+l.name+" could not be compiled: partials must be str\
ings or functions returning strings");l.partials[l.name]=t.compile(o,e.compilerOptions,t),a=l.partials[l.name](u,l)}if(a!=
null){if(l.indent){for(var h=a.split(`
`),c=0,d=h.length;c<d&&!(!h[c]&&c+1===d);c++)h[c]=l.indent+h[c];a=h.join(`
`)}return a}else throw new U.default("The partial "+l.name+" could not be compiled when running in runtime-only mode")}var s={
strict:function(u,l,a){if(!u||!(l in u))throw new U.default('"'+l+'" not defined in '+u,{loc:a});return s.lookupProperty(
u,l)},lookupProperty:function(u,l){var a=u[l];if(a==null||Object.prototype.hasOwnProperty.call(u,l)&&!Ht.isPrototypeConstructor(
u,l,a)||Ht.resultIsAllowed(a,s.protoAccessControl,l))return a},lookup:function(u,l){for(var a=u.length,h=0;h<a;h++){var c=u[h]&&
s.lookupProperty(u[h],l);if(c!=null)return c}},lambda:function(u,l){return typeof u=="function"?u.call(l):u},escapeExpression:ae.
escapeExpression,invokePartial:n,fn:function(u){var l=e[u];return l.decorator=e[u+"_d"],l},programs:[],program:function(u,l,a,h,c){
var d=this.programs[u],b=this.fn(u);return l||c||h||a?d=Ge(this,u,b,l,a,h,c):d||(d=this.programs[u]=Ge(this,u,b)),d},data:function(u,l){
for(;u&&l--;)u=u._parent;return u},mergeIfNeeded:function(u,l){var a=u||l;return u&&l&&u!==l&&(a=ae.extend({},l,u)),a},nullContext:Object.
seal({}),noop:t.VM.noop,compilerInfo:e.compiler};function i(o){var u=arguments.length<=1||arguments[1]===void 0?{}:arguments[1],
l=u.data;i._setup(u),!u.partial&&e.useData&&(l=va(o,l));var a=void 0,h=e.useBlockParams?[]:void 0;e.useDepths&&(u.depths?
a=o!=u.depths[0]?[o].concat(u.depths):u.depths:a=[o]);function c(d){return""+e.main(s,d,s.helpers,s.partials,l,h,a)}return c=
On(e.main,c,s,u.depths||[],l,h),c(o,u)}return i.isTop=!0,i._setup=function(o){if(o.partial)s.protoAccessControl=o.protoAccessControl,
s.helpers=o.helpers,s.partials=o.partials,s.decorators=o.decorators,s.hooks=o.hooks;else{var u={};Nn(u,t.helpers,s),Nn(u,
o.helpers,s),s.helpers=u,e.usePartial&&(s.partials=s.mergeIfNeeded(o.partials,t.partials)),(e.usePartial||e.useDecorators)&&
(s.decorators=ae.extend({},t.decorators,o.decorators)),s.hooks={},s.protoAccessControl=Ht.createProtoAccessControl(o);var l=o.
allowCallsToHelperMissing||r;En.moveHelperToHooks(s,"helperMissing",l),En.moveHelperToHooks(s,"blockHelperMissing",l)}},
i._child=function(o,u,l,a){if(e.useBlockParams&&!l)throw new U.default("must pass block params");if(e.useDepths&&!a)throw new U.
default("must pass parent depths");return Ge(s,o,e[o],u,0,l,a)},i}function Ge(e,t,r,n,s,i,o){function u(l){var a=arguments.
length<=1||arguments[1]===void 0?{}:arguments[1],h=o;return o&&l!=o[0]&&!(l===e.nullContext&&o[0]===null)&&(h=[l].concat(
o)),r(e,l,e.helpers,e.partials,a.data||n,i&&[a.blockParams].concat(i),h)}return u=On(r,u,e,o,n,i),u.program=t,u.depth=o?
o.length:0,u.blockParams=s||0,u}function ka(e,t,r){return e?typeof e!="function"&&!r.name&&(r.name=e,e=Ye(r.partials,e)):
r.name==="@partial-block"?e=Ye(r.data,"partial-block"):e=Ye(r.partials,r.name),e}function ya(e,t,r){var n=Ye(r.data,"par\
tial-block");r.partial=!0,r.ids&&(r.data.contextPath=r.ids[0]||r.data.contextPath);var s=void 0;if(r.fn&&r.fn!==Ln&&(function(){
r.data=J.createFrame(r.data);var i=r.fn;s=r.data["partial-block"]=function(u){var l=arguments.length<=1||arguments[1]===
void 0?{}:arguments[1];return l.data=J.createFrame(l.data),l.data["partial-block"]=n,i(u,l)},i.partials&&(r.partials=ae.
extend({},r.partials,i.partials))})(),e===void 0&&s&&(e=s),e===void 0)throw new U.default("The partial "+r.name+" could \
not be found");if(e instanceof Function)return e(t,r)}function Ln(){return""}function Ye(e,t){if(e&&Object.prototype.hasOwnProperty.
call(e,t))return e[t]}function va(e,t){return(!t||!("root"in t))&&(t=t?J.createFrame(t):{},t.root=e),t}function On(e,t,r,n,s,i){
if(e.decorator){var o={};t=e.decorator(t,o,r,n&&n[0],s,i,n),ae.extend(t,o)}return t}function Nn(e,t,r){t&&Object.keys(t).
forEach(function(n){var s=t[n];e[n]=_a(s,r)})}function _a(e,t){var r=t.lookupProperty;return ma.wrapHelper(e,function(n){
return n.lookupProperty=r,n})}});var Bt=E((Xe,An)=>{"use strict";Xe.__esModule=!0;Xe.default=function(e){(function(){typeof globalThis!="object"&&(Object.
prototype.__defineGetter__("__magic__",function(){return this}),__magic__.globalThis=__magic__,delete Object.prototype.__magic__)})();
var t=globalThis.Handlebars;e.noConflict=function(){return globalThis.Handlebars===e&&(globalThis.Handlebars=t),e}};An.exports=
Xe.default});var Hn=E((Ze,Mn)=>{"use strict";Ze.__esModule=!0;function qt(e){return e&&e.__esModule?e:{default:e}}function Ft(e){if(e&&
e.__esModule)return e;var t={};if(e!=null)for(var r in e)Object.prototype.hasOwnProperty.call(e,r)&&(t[r]=e[r]);return t.
default=e,t}var Sa=$e(),In=Ft(Sa),Pa=wn(),wa=qt(Pa),xa=j(),Ea=qt(xa),Na=R(),Dt=Ft(Na),La=Cn(),Rn=Ft(La),Oa=Bt(),Ca=qt(Oa);
function Tn(){var e=new In.HandlebarsEnvironment;return Dt.extend(e,In),e.SafeString=wa.default,e.Exception=Ea.default,e.
Utils=Dt,e.escapeExpression=Dt.escapeExpression,e.VM=Rn,e.template=function(t){return Rn.template(t,e)},e}var ve=Tn();ve.
create=Tn;Ca.default(ve);ve.default=ve;Ze.default=ve;Mn.exports=Ze.default});var jt=E((Qe,Dn)=>{"use strict";Qe.__esModule=!0;var Bn={helpers:{helperExpression:function(t){return t.type==="SubExpre\
ssion"||(t.type==="MustacheStatement"||t.type==="BlockStatement")&&!!(t.params&&t.params.length||t.hash)},scopedId:function(t){
return/^\.|this\b/.test(t.original)},simpleId:function(t){return t.parts.length===1&&!Bn.helpers.scopedId(t)&&!t.depth}}};
Qe.default=Bn;Dn.exports=Qe.default});var Fn=E((et,qn)=>{"use strict";et.__esModule=!0;var Aa=(function(){var e={trace:function(){},yy:{},symbols_:{error:2,root:3,
program:4,EOF:5,program_repetition0:6,statement:7,mustache:8,block:9,rawBlock:10,partial:11,partialBlock:12,content:13,COMMENT:14,
CONTENT:15,openRawBlock:16,rawBlock_repetition0:17,END_RAW_BLOCK:18,OPEN_RAW_BLOCK:19,helperName:20,openRawBlock_repetition0:21,
openRawBlock_option0:22,CLOSE_RAW_BLOCK:23,openBlock:24,block_option0:25,closeBlock:26,openInverse:27,block_option1:28,OPEN_BLOCK:29,
openBlock_repetition0:30,openBlock_option0:31,openBlock_option1:32,CLOSE:33,OPEN_INVERSE:34,openInverse_repetition0:35,openInverse_option0:36,
openInverse_option1:37,openInverseChain:38,OPEN_INVERSE_CHAIN:39,openInverseChain_repetition0:40,openInverseChain_option0:41,
openInverseChain_option1:42,inverseAndProgram:43,INVERSE:44,inverseChain:45,inverseChain_option0:46,OPEN_ENDBLOCK:47,OPEN:48,
mustache_repetition0:49,mustache_option0:50,OPEN_UNESCAPED:51,mustache_repetition1:52,mustache_option1:53,CLOSE_UNESCAPED:54,
OPEN_PARTIAL:55,partialName:56,partial_repetition0:57,partial_option0:58,openPartialBlock:59,OPEN_PARTIAL_BLOCK:60,openPartialBlock_repetition0:61,
openPartialBlock_option0:62,param:63,sexpr:64,OPEN_SEXPR:65,sexpr_repetition0:66,sexpr_option0:67,CLOSE_SEXPR:68,hash:69,
hash_repetition_plus0:70,hashSegment:71,ID:72,EQUALS:73,blockParams:74,OPEN_BLOCK_PARAMS:75,blockParams_repetition_plus0:76,
CLOSE_BLOCK_PARAMS:77,path:78,dataName:79,STRING:80,NUMBER:81,BOOLEAN:82,UNDEFINED:83,NULL:84,DATA:85,pathSegments:86,SEP:87,
$accept:0,$end:1},terminals_:{2:"error",5:"EOF",14:"COMMENT",15:"CONTENT",18:"END_RAW_BLOCK",19:"OPEN_RAW_BLOCK",23:"CLO\
SE_RAW_BLOCK",29:"OPEN_BLOCK",33:"CLOSE",34:"OPEN_INVERSE",39:"OPEN_INVERSE_CHAIN",44:"INVERSE",47:"OPEN_ENDBLOCK",48:"O\
PEN",51:"OPEN_UNESCAPED",54:"CLOSE_UNESCAPED",55:"OPEN_PARTIAL",60:"OPEN_PARTIAL_BLOCK",65:"OPEN_SEXPR",68:"CLOSE_SEXPR",
72:"ID",73:"EQUALS",75:"OPEN_BLOCK_PARAMS",77:"CLOSE_BLOCK_PARAMS",80:"STRING",81:"NUMBER",82:"BOOLEAN",83:"UNDEFINED",84:"\
NULL",85:"DATA",87:"SEP"},productions_:[0,[3,2],[4,1],[7,1],[7,1],[7,1],[7,1],[7,1],[7,1],[7,1],[13,1],[10,3],[16,5],[9,
4],[9,4],[24,6],[27,6],[38,6],[43,2],[45,3],[45,1],[26,3],[8,5],[8,5],[11,5],[12,3],[59,5],[63,1],[63,1],[64,5],[69,1],[
71,3],[74,3],[20,1],[20,1],[20,1],[20,1],[20,1],[20,1],[20,1],[56,1],[56,1],[79,2],[78,1],[86,3],[86,1],[6,0],[6,2],[17,
0],[17,2],[21,0],[21,2],[22,0],[22,1],[25,0],[25,1],[28,0],[28,1],[30,0],[30,2],[31,0],[31,1],[32,0],[32,1],[35,0],[35,2],
[36,0],[36,1],[37,0],[37,1],[40,0],[40,2],[41,0],[41,1],[42,0],[42,1],[46,0],[46,1],[49,0],[49,2],[50,0],[50,1],[52,0],[
52,2],[53,0],[53,1],[57,0],[57,2],[58,0],[58,1],[61,0],[61,2],[62,0],[62,1],[66,0],[66,2],[67,0],[67,1],[70,1],[70,2],[76,
1],[76,2]],performAction:function(s,i,o,u,l,a,h){var c=a.length-1;switch(l){case 1:return a[c-1];case 2:this.$=u.prepareProgram(
a[c]);break;case 3:this.$=a[c];break;case 4:this.$=a[c];break;case 5:this.$=a[c];break;case 6:this.$=a[c];break;case 7:this.
$=a[c];break;case 8:this.$=a[c];break;case 9:this.$={type:"CommentStatement",value:u.stripComment(a[c]),strip:u.stripFlags(
a[c],a[c]),loc:u.locInfo(this._$)};break;case 10:this.$={type:"ContentStatement",original:a[c],value:a[c],loc:u.locInfo(
this._$)};break;case 11:this.$=u.prepareRawBlock(a[c-2],a[c-1],a[c],this._$);break;case 12:this.$={path:a[c-3],params:a[c-
2],hash:a[c-1]};break;case 13:this.$=u.prepareBlock(a[c-3],a[c-2],a[c-1],a[c],!1,this._$);break;case 14:this.$=u.prepareBlock(
a[c-3],a[c-2],a[c-1],a[c],!0,this._$);break;case 15:this.$={open:a[c-5],path:a[c-4],params:a[c-3],hash:a[c-2],blockParams:a[c-
1],strip:u.stripFlags(a[c-5],a[c])};break;case 16:this.$={path:a[c-4],params:a[c-3],hash:a[c-2],blockParams:a[c-1],strip:u.
stripFlags(a[c-5],a[c])};break;case 17:this.$={path:a[c-4],params:a[c-3],hash:a[c-2],blockParams:a[c-1],strip:u.stripFlags(
a[c-5],a[c])};break;case 18:this.$={strip:u.stripFlags(a[c-1],a[c-1]),program:a[c]};break;case 19:var d=u.prepareBlock(a[c-
2],a[c-1],a[c],a[c],!1,this._$),b=u.prepareProgram([d],a[c-1].loc);b.chained=!0,this.$={strip:a[c-2].strip,program:b,chain:!0};
break;case 20:this.$=a[c];break;case 21:this.$={path:a[c-1],strip:u.stripFlags(a[c-2],a[c])};break;case 22:this.$=u.prepareMustache(
a[c-3],a[c-2],a[c-1],a[c-4],u.stripFlags(a[c-4],a[c]),this._$);break;case 23:this.$=u.prepareMustache(a[c-3],a[c-2],a[c-
1],a[c-4],u.stripFlags(a[c-4],a[c]),this._$);break;case 24:this.$={type:"PartialStatement",name:a[c-3],params:a[c-2],hash:a[c-
1],indent:"",strip:u.stripFlags(a[c-4],a[c]),loc:u.locInfo(this._$)};break;case 25:this.$=u.preparePartialBlock(a[c-2],a[c-
1],a[c],this._$);break;case 26:this.$={path:a[c-3],params:a[c-2],hash:a[c-1],strip:u.stripFlags(a[c-4],a[c])};break;case 27:
this.$=a[c];break;case 28:this.$=a[c];break;case 29:this.$={type:"SubExpression",path:a[c-3],params:a[c-2],hash:a[c-1],loc:u.
locInfo(this._$)};break;case 30:this.$={type:"Hash",pairs:a[c],loc:u.locInfo(this._$)};break;case 31:this.$={type:"HashP\
air",key:u.id(a[c-2]),value:a[c],loc:u.locInfo(this._$)};break;case 32:this.$=u.id(a[c-1]);break;case 33:this.$=a[c];break;case 34:
this.$=a[c];break;case 35:this.$={type:"StringLiteral",value:a[c],original:a[c],loc:u.locInfo(this._$)};break;case 36:this.
$={type:"NumberLiteral",value:Number(a[c]),original:Number(a[c]),loc:u.locInfo(this._$)};break;case 37:this.$={type:"Boo\
leanLiteral",value:a[c]==="true",original:a[c]==="true",loc:u.locInfo(this._$)};break;case 38:this.$={type:"UndefinedLit\
eral",original:void 0,value:void 0,loc:u.locInfo(this._$)};break;case 39:this.$={type:"NullLiteral",original:null,value:null,
loc:u.locInfo(this._$)};break;case 40:this.$=a[c];break;case 41:this.$=a[c];break;case 42:this.$=u.preparePath(!0,a[c],this.
_$);break;case 43:this.$=u.preparePath(!1,a[c],this._$);break;case 44:a[c-2].push({part:u.id(a[c]),original:a[c],separator:a[c-
1]}),this.$=a[c-2];break;case 45:this.$=[{part:u.id(a[c]),original:a[c]}];break;case 46:this.$=[];break;case 47:a[c-1].push(
a[c]);break;case 48:this.$=[];break;case 49:a[c-1].push(a[c]);break;case 50:this.$=[];break;case 51:a[c-1].push(a[c]);break;case 58:
this.$=[];break;case 59:a[c-1].push(a[c]);break;case 64:this.$=[];break;case 65:a[c-1].push(a[c]);break;case 70:this.$=[];
break;case 71:a[c-1].push(a[c]);break;case 78:this.$=[];break;case 79:a[c-1].push(a[c]);break;case 82:this.$=[];break;case 83:
a[c-1].push(a[c]);break;case 86:this.$=[];break;case 87:a[c-1].push(a[c]);break;case 90:this.$=[];break;case 91:a[c-1].push(
a[c]);break;case 94:this.$=[];break;case 95:a[c-1].push(a[c]);break;case 98:this.$=[a[c]];break;case 99:a[c-1].push(a[c]);
break;case 100:this.$=[a[c]];break;case 101:a[c-1].push(a[c]);break}},table:[{3:1,4:2,5:[2,46],6:3,14:[2,46],15:[2,46],19:[
2,46],29:[2,46],34:[2,46],48:[2,46],51:[2,46],55:[2,46],60:[2,46]},{1:[3]},{5:[1,4]},{5:[2,2],7:5,8:6,9:7,10:8,11:9,12:10,
13:11,14:[1,12],15:[1,20],16:17,19:[1,23],24:15,27:16,29:[1,21],34:[1,22],39:[2,2],44:[2,2],47:[2,2],48:[1,13],51:[1,14],
55:[1,18],59:19,60:[1,24]},{1:[2,1]},{5:[2,47],14:[2,47],15:[2,47],19:[2,47],29:[2,47],34:[2,47],39:[2,47],44:[2,47],47:[
2,47],48:[2,47],51:[2,47],55:[2,47],60:[2,47]},{5:[2,3],14:[2,3],15:[2,3],19:[2,3],29:[2,3],34:[2,3],39:[2,3],44:[2,3],47:[
2,3],48:[2,3],51:[2,3],55:[2,3],60:[2,3]},{5:[2,4],14:[2,4],15:[2,4],19:[2,4],29:[2,4],34:[2,4],39:[2,4],44:[2,4],47:[2,
4],48:[2,4],51:[2,4],55:[2,4],60:[2,4]},{5:[2,5],14:[2,5],15:[2,5],19:[2,5],29:[2,5],34:[2,5],39:[2,5],44:[2,5],47:[2,5],
48:[2,5],51:[2,5],55:[2,5],60:[2,5]},{5:[2,6],14:[2,6],15:[2,6],19:[2,6],29:[2,6],34:[2,6],39:[2,6],44:[2,6],47:[2,6],48:[
2,6],51:[2,6],55:[2,6],60:[2,6]},{5:[2,7],14:[2,7],15:[2,7],19:[2,7],29:[2,7],34:[2,7],39:[2,7],44:[2,7],47:[2,7],48:[2,
7],51:[2,7],55:[2,7],60:[2,7]},{5:[2,8],14:[2,8],15:[2,8],19:[2,8],29:[2,8],34:[2,8],39:[2,8],44:[2,8],47:[2,8],48:[2,8],
51:[2,8],55:[2,8],60:[2,8]},{5:[2,9],14:[2,9],15:[2,9],19:[2,9],29:[2,9],34:[2,9],39:[2,9],44:[2,9],47:[2,9],48:[2,9],51:[
2,9],55:[2,9],60:[2,9]},{20:25,72:[1,35],78:26,79:27,80:[1,28],81:[1,29],82:[1,30],83:[1,31],84:[1,32],85:[1,34],86:33},
{20:36,72:[1,35],78:26,79:27,80:[1,28],81:[1,29],82:[1,30],83:[1,31],84:[1,32],85:[1,34],86:33},{4:37,6:3,14:[2,46],15:[
2,46],19:[2,46],29:[2,46],34:[2,46],39:[2,46],44:[2,46],47:[2,46],48:[2,46],51:[2,46],55:[2,46],60:[2,46]},{4:38,6:3,14:[
2,46],15:[2,46],19:[2,46],29:[2,46],34:[2,46],44:[2,46],47:[2,46],48:[2,46],51:[2,46],55:[2,46],60:[2,46]},{15:[2,48],17:39,
18:[2,48]},{20:41,56:40,64:42,65:[1,43],72:[1,35],78:26,79:27,80:[1,28],81:[1,29],82:[1,30],83:[1,31],84:[1,32],85:[1,34],
86:33},{4:44,6:3,14:[2,46],15:[2,46],19:[2,46],29:[2,46],34:[2,46],47:[2,46],48:[2,46],51:[2,46],55:[2,46],60:[2,46]},{5:[
2,10],14:[2,10],15:[2,10],18:[2,10],19:[2,10],29:[2,10],34:[2,10],39:[2,10],44:[2,10],47:[2,10],48:[2,10],51:[2,10],55:[
2,10],60:[2,10]},{20:45,72:[1,35],78:26,79:27,80:[1,28],81:[1,29],82:[1,30],83:[1,31],84:[1,32],85:[1,34],86:33},{20:46,
72:[1,35],78:26,79:27,80:[1,28],81:[1,29],82:[1,30],83:[1,31],84:[1,32],85:[1,34],86:33},{20:47,72:[1,35],78:26,79:27,80:[
1,28],81:[1,29],82:[1,30],83:[1,31],84:[1,32],85:[1,34],86:33},{20:41,56:48,64:42,65:[1,43],72:[1,35],78:26,79:27,80:[1,
28],81:[1,29],82:[1,30],83:[1,31],84:[1,32],85:[1,34],86:33},{33:[2,78],49:49,65:[2,78],72:[2,78],80:[2,78],81:[2,78],82:[
2,78],83:[2,78],84:[2,78],85:[2,78]},{23:[2,33],33:[2,33],54:[2,33],65:[2,33],68:[2,33],72:[2,33],75:[2,33],80:[2,33],81:[
2,33],82:[2,33],83:[2,33],84:[2,33],85:[2,33]},{23:[2,34],33:[2,34],54:[2,34],65:[2,34],68:[2,34],72:[2,34],75:[2,34],80:[
2,34],81:[2,34],82:[2,34],83:[2,34],84:[2,34],85:[2,34]},{23:[2,35],33:[2,35],54:[2,35],65:[2,35],68:[2,35],72:[2,35],75:[
2,35],80:[2,35],81:[2,35],82:[2,35],83:[2,35],84:[2,35],85:[2,35]},{23:[2,36],33:[2,36],54:[2,36],65:[2,36],68:[2,36],72:[
2,36],75:[2,36],80:[2,36],81:[2,36],82:[2,36],83:[2,36],84:[2,36],85:[2,36]},{23:[2,37],33:[2,37],54:[2,37],65:[2,37],68:[
2,37],72:[2,37],75:[2,37],80:[2,37],81:[2,37],82:[2,37],83:[2,37],84:[2,37],85:[2,37]},{23:[2,38],33:[2,38],54:[2,38],65:[
2,38],68:[2,38],72:[2,38],75:[2,38],80:[2,38],81:[2,38],82:[2,38],83:[2,38],84:[2,38],85:[2,38]},{23:[2,39],33:[2,39],54:[
2,39],65:[2,39],68:[2,39],72:[2,39],75:[2,39],80:[2,39],81:[2,39],82:[2,39],83:[2,39],84:[2,39],85:[2,39]},{23:[2,43],33:[
2,43],54:[2,43],65:[2,43],68:[2,43],72:[2,43],75:[2,43],80:[2,43],81:[2,43],82:[2,43],83:[2,43],84:[2,43],85:[2,43],87:[
1,50]},{72:[1,35],86:51},{23:[2,45],33:[2,45],54:[2,45],65:[2,45],68:[2,45],72:[2,45],75:[2,45],80:[2,45],81:[2,45],82:[
2,45],83:[2,45],84:[2,45],85:[2,45],87:[2,45]},{52:52,54:[2,82],65:[2,82],72:[2,82],80:[2,82],81:[2,82],82:[2,82],83:[2,
82],84:[2,82],85:[2,82]},{25:53,38:55,39:[1,57],43:56,44:[1,58],45:54,47:[2,54]},{28:59,43:60,44:[1,58],47:[2,56]},{13:62,
15:[1,20],18:[1,61]},{33:[2,86],57:63,65:[2,86],72:[2,86],80:[2,86],81:[2,86],82:[2,86],83:[2,86],84:[2,86],85:[2,86]},{
33:[2,40],65:[2,40],72:[2,40],80:[2,40],81:[2,40],82:[2,40],83:[2,40],84:[2,40],85:[2,40]},{33:[2,41],65:[2,41],72:[2,41],
80:[2,41],81:[2,41],82:[2,41],83:[2,41],84:[2,41],85:[2,41]},{20:64,72:[1,35],78:26,79:27,80:[1,28],81:[1,29],82:[1,30],
83:[1,31],84:[1,32],85:[1,34],86:33},{26:65,47:[1,66]},{30:67,33:[2,58],65:[2,58],72:[2,58],75:[2,58],80:[2,58],81:[2,58],
82:[2,58],83:[2,58],84:[2,58],85:[2,58]},{33:[2,64],35:68,65:[2,64],72:[2,64],75:[2,64],80:[2,64],81:[2,64],82:[2,64],83:[
2,64],84:[2,64],85:[2,64]},{21:69,23:[2,50],65:[2,50],72:[2,50],80:[2,50],81:[2,50],82:[2,50],83:[2,50],84:[2,50],85:[2,
50]},{33:[2,90],61:70,65:[2,90],72:[2,90],80:[2,90],81:[2,90],82:[2,90],83:[2,90],84:[2,90],85:[2,90]},{20:74,33:[2,80],
50:71,63:72,64:75,65:[1,43],69:73,70:76,71:77,72:[1,78],78:26,79:27,80:[1,28],81:[1,29],82:[1,30],83:[1,31],84:[1,32],85:[
1,34],86:33},{72:[1,79]},{23:[2,42],33:[2,42],54:[2,42],65:[2,42],68:[2,42],72:[2,42],75:[2,42],80:[2,42],81:[2,42],82:[
2,42],83:[2,42],84:[2,42],85:[2,42],87:[1,50]},{20:74,53:80,54:[2,84],63:81,64:75,65:[1,43],69:82,70:76,71:77,72:[1,78],
78:26,79:27,80:[1,28],81:[1,29],82:[1,30],83:[1,31],84:[1,32],85:[1,34],86:33},{26:83,47:[1,66]},{47:[2,55]},{4:84,6:3,14:[
2,46],15:[2,46],19:[2,46],29:[2,46],34:[2,46],39:[2,46],44:[2,46],47:[2,46],48:[2,46],51:[2,46],55:[2,46],60:[2,46]},{47:[
2,20]},{20:85,72:[1,35],78:26,79:27,80:[1,28],81:[1,29],82:[1,30],83:[1,31],84:[1,32],85:[1,34],86:33},{4:86,6:3,14:[2,46],
15:[2,46],19:[2,46],29:[2,46],34:[2,46],47:[2,46],48:[2,46],51:[2,46],55:[2,46],60:[2,46]},{26:87,47:[1,66]},{47:[2,57]},
{5:[2,11],14:[2,11],15:[2,11],19:[2,11],29:[2,11],34:[2,11],39:[2,11],44:[2,11],47:[2,11],48:[2,11],51:[2,11],55:[2,11],
60:[2,11]},{15:[2,49],18:[2,49]},{20:74,33:[2,88],58:88,63:89,64:75,65:[1,43],69:90,70:76,71:77,72:[1,78],78:26,79:27,80:[
1,28],81:[1,29],82:[1,30],83:[1,31],84:[1,32],85:[1,34],86:33},{65:[2,94],66:91,68:[2,94],72:[2,94],80:[2,94],81:[2,94],
82:[2,94],83:[2,94],84:[2,94],85:[2,94]},{5:[2,25],14:[2,25],15:[2,25],19:[2,25],29:[2,25],34:[2,25],39:[2,25],44:[2,25],
47:[2,25],48:[2,25],51:[2,25],55:[2,25],60:[2,25]},{20:92,72:[1,35],78:26,79:27,80:[1,28],81:[1,29],82:[1,30],83:[1,31],
84:[1,32],85:[1,34],86:33},{20:74,31:93,33:[2,60],63:94,64:75,65:[1,43],69:95,70:76,71:77,72:[1,78],75:[2,60],78:26,79:27,
80:[1,28],81:[1,29],82:[1,30],83:[1,31],84:[1,32],85:[1,34],86:33},{20:74,33:[2,66],36:96,63:97,64:75,65:[1,43],69:98,70:76,
71:77,72:[1,78],75:[2,66],78:26,79:27,80:[1,28],81:[1,29],82:[1,30],83:[1,31],84:[1,32],85:[1,34],86:33},{20:74,22:99,23:[
2,52],63:100,64:75,65:[1,43],69:101,70:76,71:77,72:[1,78],78:26,79:27,80:[1,28],81:[1,29],82:[1,30],83:[1,31],84:[1,32],
85:[1,34],86:33},{20:74,33:[2,92],62:102,63:103,64:75,65:[1,43],69:104,70:76,71:77,72:[1,78],78:26,79:27,80:[1,28],81:[1,
29],82:[1,30],83:[1,31],84:[1,32],85:[1,34],86:33},{33:[1,105]},{33:[2,79],65:[2,79],72:[2,79],80:[2,79],81:[2,79],82:[2,
79],83:[2,79],84:[2,79],85:[2,79]},{33:[2,81]},{23:[2,27],33:[2,27],54:[2,27],65:[2,27],68:[2,27],72:[2,27],75:[2,27],80:[
2,27],81:[2,27],82:[2,27],83:[2,27],84:[2,27],85:[2,27]},{23:[2,28],33:[2,28],54:[2,28],65:[2,28],68:[2,28],72:[2,28],75:[
2,28],80:[2,28],81:[2,28],82:[2,28],83:[2,28],84:[2,28],85:[2,28]},{23:[2,30],33:[2,30],54:[2,30],68:[2,30],71:106,72:[1,
107],75:[2,30]},{23:[2,98],33:[2,98],54:[2,98],68:[2,98],72:[2,98],75:[2,98]},{23:[2,45],33:[2,45],54:[2,45],65:[2,45],68:[
2,45],72:[2,45],73:[1,108],75:[2,45],80:[2,45],81:[2,45],82:[2,45],83:[2,45],84:[2,45],85:[2,45],87:[2,45]},{23:[2,44],33:[
2,44],54:[2,44],65:[2,44],68:[2,44],72:[2,44],75:[2,44],80:[2,44],81:[2,44],82:[2,44],83:[2,44],84:[2,44],85:[2,44],87:[
2,44]},{54:[1,109]},{54:[2,83],65:[2,83],72:[2,83],80:[2,83],81:[2,83],82:[2,83],83:[2,83],84:[2,83],85:[2,83]},{54:[2,85]},
{5:[2,13],14:[2,13],15:[2,13],19:[2,13],29:[2,13],34:[2,13],39:[2,13],44:[2,13],47:[2,13],48:[2,13],51:[2,13],55:[2,13],
60:[2,13]},{38:55,39:[1,57],43:56,44:[1,58],45:111,46:110,47:[2,76]},{33:[2,70],40:112,65:[2,70],72:[2,70],75:[2,70],80:[
2,70],81:[2,70],82:[2,70],83:[2,70],84:[2,70],85:[2,70]},{47:[2,18]},{5:[2,14],14:[2,14],15:[2,14],19:[2,14],29:[2,14],34:[
2,14],39:[2,14],44:[2,14],47:[2,14],48:[2,14],51:[2,14],55:[2,14],60:[2,14]},{33:[1,113]},{33:[2,87],65:[2,87],72:[2,87],
80:[2,87],81:[2,87],82:[2,87],83:[2,87],84:[2,87],85:[2,87]},{33:[2,89]},{20:74,63:115,64:75,65:[1,43],67:114,68:[2,96],
69:116,70:76,71:77,72:[1,78],78:26,79:27,80:[1,28],81:[1,29],82:[1,30],83:[1,31],84:[1,32],85:[1,34],86:33},{33:[1,117]},
{32:118,33:[2,62],74:119,75:[1,120]},{33:[2,59],65:[2,59],72:[2,59],75:[2,59],80:[2,59],81:[2,59],82:[2,59],83:[2,59],84:[
2,59],85:[2,59]},{33:[2,61],75:[2,61]},{33:[2,68],37:121,74:122,75:[1,120]},{33:[2,65],65:[2,65],72:[2,65],75:[2,65],80:[
2,65],81:[2,65],82:[2,65],83:[2,65],84:[2,65],85:[2,65]},{33:[2,67],75:[2,67]},{23:[1,123]},{23:[2,51],65:[2,51],72:[2,51],
80:[2,51],81:[2,51],82:[2,51],83:[2,51],84:[2,51],85:[2,51]},{23:[2,53]},{33:[1,124]},{33:[2,91],65:[2,91],72:[2,91],80:[
2,91],81:[2,91],82:[2,91],83:[2,91],84:[2,91],85:[2,91]},{33:[2,93]},{5:[2,22],14:[2,22],15:[2,22],19:[2,22],29:[2,22],34:[
2,22],39:[2,22],44:[2,22],47:[2,22],48:[2,22],51:[2,22],55:[2,22],60:[2,22]},{23:[2,99],33:[2,99],54:[2,99],68:[2,99],72:[
2,99],75:[2,99]},{73:[1,108]},{20:74,63:125,64:75,65:[1,43],72:[1,35],78:26,79:27,80:[1,28],81:[1,29],82:[1,30],83:[1,31],
84:[1,32],85:[1,34],86:33},{5:[2,23],14:[2,23],15:[2,23],19:[2,23],29:[2,23],34:[2,23],39:[2,23],44:[2,23],47:[2,23],48:[
2,23],51:[2,23],55:[2,23],60:[2,23]},{47:[2,19]},{47:[2,77]},{20:74,33:[2,72],41:126,63:127,64:75,65:[1,43],69:128,70:76,
71:77,72:[1,78],75:[2,72],78:26,79:27,80:[1,28],81:[1,29],82:[1,30],83:[1,31],84:[1,32],85:[1,34],86:33},{5:[2,24],14:[2,
24],15:[2,24],19:[2,24],29:[2,24],34:[2,24],39:[2,24],44:[2,24],47:[2,24],48:[2,24],51:[2,24],55:[2,24],60:[2,24]},{68:[
1,129]},{65:[2,95],68:[2,95],72:[2,95],80:[2,95],81:[2,95],82:[2,95],83:[2,95],84:[2,95],85:[2,95]},{68:[2,97]},{5:[2,21],
14:[2,21],15:[2,21],19:[2,21],29:[2,21],34:[2,21],39:[2,21],44:[2,21],47:[2,21],48:[2,21],51:[2,21],55:[2,21],60:[2,21]},
{33:[1,130]},{33:[2,63]},{72:[1,132],76:131},{33:[1,133]},{33:[2,69]},{15:[2,12],18:[2,12]},{14:[2,26],15:[2,26],19:[2,26],
29:[2,26],34:[2,26],47:[2,26],48:[2,26],51:[2,26],55:[2,26],60:[2,26]},{23:[2,31],33:[2,31],54:[2,31],68:[2,31],72:[2,31],
75:[2,31]},{33:[2,74],42:134,74:135,75:[1,120]},{33:[2,71],65:[2,71],72:[2,71],75:[2,71],80:[2,71],81:[2,71],82:[2,71],83:[
2,71],84:[2,71],85:[2,71]},{33:[2,73],75:[2,73]},{23:[2,29],33:[2,29],54:[2,29],65:[2,29],68:[2,29],72:[2,29],75:[2,29],
80:[2,29],81:[2,29],82:[2,29],83:[2,29],84:[2,29],85:[2,29]},{14:[2,15],15:[2,15],19:[2,15],29:[2,15],34:[2,15],39:[2,15],
44:[2,15],47:[2,15],48:[2,15],51:[2,15],55:[2,15],60:[2,15]},{72:[1,137],77:[1,136]},{72:[2,100],77:[2,100]},{14:[2,16],
15:[2,16],19:[2,16],29:[2,16],34:[2,16],44:[2,16],47:[2,16],48:[2,16],51:[2,16],55:[2,16],60:[2,16]},{33:[1,138]},{33:[2,
75]},{33:[2,32]},{72:[2,101],77:[2,101]},{14:[2,17],15:[2,17],19:[2,17],29:[2,17],34:[2,17],39:[2,17],44:[2,17],47:[2,17],
48:[2,17],51:[2,17],55:[2,17],60:[2,17]}],defaultActions:{4:[2,1],54:[2,55],56:[2,20],60:[2,57],73:[2,81],82:[2,85],86:[
2,18],90:[2,89],101:[2,53],104:[2,93],110:[2,19],111:[2,77],116:[2,97],119:[2,63],122:[2,69],135:[2,75],136:[2,32]},parseError:function(s,i){
throw new Error(s)},parse:function(s){var i=this,o=[0],u=[null],l=[],a=this.table,h="",c=0,d=0,b=0,N=2,H=1;this.lexer.setInput(
s),this.lexer.yy=this.yy,this.yy.lexer=this.lexer,this.yy.parser=this,typeof this.lexer.yylloc>"u"&&(this.lexer.yylloc={});
var O=this.lexer.yylloc;l.push(O);var T=this.lexer.options&&this.lexer.options.ranges;typeof this.yy.parseError=="functi\
on"&&(this.parseError=this.yy.parseError);function V(B){o.length=o.length-2*B,u.length=u.length-B,l.length=l.length-B}function I(){
var B;return B=i.lexer.lex()||1,typeof B!="number"&&(B=i.symbols_[B]||B),B}for(var p,m,g,f,k,S,w={},y,x,v,L;;){if(g=o[o.
length-1],this.defaultActions[g]?f=this.defaultActions[g]:((p===null||typeof p>"u")&&(p=I()),f=a[g]&&a[g][p]),typeof f>"\
u"||!f.length||!f[0]){var M="";if(!b){L=[];for(y in a[g])this.terminals_[y]&&y>2&&L.push("'"+this.terminals_[y]+"'");this.
lexer.showPosition?M="Parse error on line "+(c+1)+`:
`+this.lexer.showPosition()+`
Expecting `+L.join(", ")+", got '"+(this.terminals_[p]||p)+"'":M="Parse error on line "+(c+1)+": Unexpected "+(p==1?"end\
 of input":"'"+(this.terminals_[p]||p)+"'"),this.parseError(M,{text:this.lexer.match,token:this.terminals_[p]||p,line:this.
lexer.yylineno,loc:O,expected:L})}}if(f[0]instanceof Array&&f.length>1)throw new Error("Parse Error: multiple actions po\
ssible at state: "+g+", token: "+p);switch(f[0]){case 1:o.push(p),u.push(this.lexer.yytext),l.push(this.lexer.yylloc),o.
push(f[1]),p=null,m?(p=m,m=null):(d=this.lexer.yyleng,h=this.lexer.yytext,c=this.lexer.yylineno,O=this.lexer.yylloc,b>0&&
b--);break;case 2:if(x=this.productions_[f[1]][1],w.$=u[u.length-x],w._$={first_line:l[l.length-(x||1)].first_line,last_line:l[l.
length-1].last_line,first_column:l[l.length-(x||1)].first_column,last_column:l[l.length-1].last_column},T&&(w._$.range=[
l[l.length-(x||1)].range[0],l[l.length-1].range[1]]),S=this.performAction.call(w,h,d,c,this.yy,f[1],u,l),typeof S<"u")return S;
x&&(o=o.slice(0,-1*x*2),u=u.slice(0,-1*x),l=l.slice(0,-1*x)),o.push(this.productions_[f[1]][0]),u.push(w.$),l.push(w._$),
v=a[o[o.length-2]][o[o.length-1]],o.push(v);break;case 3:return!0}}return!0}},t=(function(){var n={EOF:1,parseError:function(i,o){
if(this.yy.parser)this.yy.parser.parseError(i,o);else throw new Error(i)},setInput:function(i){return this._input=i,this.
_more=this._less=this.done=!1,this.yylineno=this.yyleng=0,this.yytext=this.matched=this.match="",this.conditionStack=["I\
NITIAL"],this.yylloc={first_line:1,first_column:0,last_line:1,last_column:0},this.options.ranges&&(this.yylloc.range=[0,
0]),this.offset=0,this},input:function(){var i=this._input[0];this.yytext+=i,this.yyleng++,this.offset++,this.match+=i,this.
matched+=i;var o=i.match(/(?:\r\n?|\n).*/g);return o?(this.yylineno++,this.yylloc.last_line++):this.yylloc.last_column++,
this.options.ranges&&this.yylloc.range[1]++,this._input=this._input.slice(1),i},unput:function(i){var o=i.length,u=i.split(
/(?:\r\n?|\n)/g);this._input=i+this._input,this.yytext=this.yytext.substr(0,this.yytext.length-o-1),this.offset-=o;var l=this.
match.split(/(?:\r\n?|\n)/g);this.match=this.match.substr(0,this.match.length-1),this.matched=this.matched.substr(0,this.
matched.length-1),u.length-1&&(this.yylineno-=u.length-1);var a=this.yylloc.range;return this.yylloc={first_line:this.yylloc.
first_line,last_line:this.yylineno+1,first_column:this.yylloc.first_column,last_column:u?(u.length===l.length?this.yylloc.
first_column:0)+l[l.length-u.length].length-u[0].length:this.yylloc.first_column-o},this.options.ranges&&(this.yylloc.range=
[a[0],a[0]+this.yyleng-o]),this},more:function(){return this._more=!0,this},less:function(i){this.unput(this.match.slice(
i))},pastInput:function(){var i=this.matched.substr(0,this.matched.length-this.match.length);return(i.length>20?"...":"")+
i.substr(-20).replace(/\n/g,"")},upcomingInput:function(){var i=this.match;return i.length<20&&(i+=this._input.substr(0,
20-i.length)),(i.substr(0,20)+(i.length>20?"...":"")).replace(/\n/g,"")},showPosition:function(){var i=this.pastInput(),
o=new Array(i.length+1).join("-");return i+this.upcomingInput()+`
`+o+"^"},next:function(){if(this.done)return this.EOF;this._input||(this.done=!0);var i,o,u,l,a,h;this._more||(this.yytext=
"",this.match="");for(var c=this._currentRules(),d=0;d<c.length&&(u=this._input.match(this.rules[c[d]]),!(u&&(!o||u[0].length>
o[0].length)&&(o=u,l=d,!this.options.flex)));d++);return o?(h=o[0].match(/(?:\r\n?|\n).*/g),h&&(this.yylineno+=h.length),
this.yylloc={first_line:this.yylloc.last_line,last_line:this.yylineno+1,first_column:this.yylloc.last_column,last_column:h?
h[h.length-1].length-h[h.length-1].match(/\r?\n?/)[0].length:this.yylloc.last_column+o[0].length},this.yytext+=o[0],this.
match+=o[0],this.matches=o,this.yyleng=this.yytext.length,this.options.ranges&&(this.yylloc.range=[this.offset,this.offset+=
this.yyleng]),this._more=!1,this._input=this._input.slice(o[0].length),this.matched+=o[0],i=this.performAction.call(this,
this.yy,this,c[l],this.conditionStack[this.conditionStack.length-1]),this.done&&this._input&&(this.done=!1),i||void 0):this.
_input===""?this.EOF:this.parseError("Lexical error on line "+(this.yylineno+1)+`. Unrecognized text.
`+this.showPosition(),{text:"",token:null,line:this.yylineno})},lex:function(){var i=this.next();return typeof i<"u"?i:this.
lex()},begin:function(i){this.conditionStack.push(i)},popState:function(){return this.conditionStack.pop()},_currentRules:function(){
return this.conditions[this.conditionStack[this.conditionStack.length-1]].rules},topState:function(){return this.conditionStack[this.
conditionStack.length-2]},pushState:function(i){this.begin(i)}};return n.options={},n.performAction=function(i,o,u,l){function a(c,d){
return o.yytext=o.yytext.substring(c,o.yyleng-d+c)}var h=l;switch(u){case 0:if(o.yytext.slice(-2)==="\\\\"?(a(0,1),this.
begin("mu")):o.yytext.slice(-1)==="\\"?(a(0,1),this.begin("emu")):this.begin("mu"),o.yytext)return 15;break;case 1:return 15;case 2:
return this.popState(),15;break;case 3:return this.begin("raw"),15;break;case 4:return this.popState(),this.conditionStack[this.
conditionStack.length-1]==="raw"?15:(a(5,9),"END_RAW_BLOCK");case 5:return 15;case 6:return this.popState(),14;break;case 7:
return 65;case 8:return 68;case 9:return 19;case 10:return this.popState(),this.begin("raw"),23;break;case 11:return 55;case 12:
return 60;case 13:return 29;case 14:return 47;case 15:return this.popState(),44;break;case 16:return this.popState(),44;
break;case 17:return 34;case 18:return 39;case 19:return 51;case 20:return 48;case 21:this.unput(o.yytext),this.popState(),
this.begin("com");break;case 22:return this.popState(),14;break;case 23:return 48;case 24:return 73;case 25:return 72;case 26:
return 72;case 27:return 87;case 28:break;case 29:return this.popState(),54;break;case 30:return this.popState(),33;break;case 31:
return o.yytext=a(1,2).replace(/\\"/g,'"'),80;break;case 32:return o.yytext=a(1,2).replace(/\\'/g,"'"),80;break;case 33:
return 85;case 34:return 82;case 35:return 82;case 36:return 83;case 37:return 84;case 38:return 81;case 39:return 75;case 40:
return 77;case 41:return 72;case 42:return o.yytext=o.yytext.replace(/\\([\\\]])/g,"$1"),72;break;case 43:return"INVALID";case 44:
return 5}},n.rules=[/^(?:[^\x00]*?(?=(\{\{)))/,/^(?:[^\x00]+)/,/^(?:[^\x00]{2,}?(?=(\{\{|\\\{\{|\\\\\{\{|$)))/,/^(?:\{\{\{\{(?=[^\/]))/,
/^(?:\{\{\{\{\/[^\s!"#%-,\.\/;->@\[-\^`\{-~]+(?=[=}\s\/.])\}\}\}\})/,/^(?:[^\x00]+?(?=(\{\{\{\{)))/,/^(?:[\s\S]*?--(~)?\}\})/,
/^(?:\()/,/^(?:\))/,/^(?:\{\{\{\{)/,/^(?:\}\}\}\})/,/^(?:\{\{(~)?>)/,/^(?:\{\{(~)?#>)/,/^(?:\{\{(~)?#\*?)/,/^(?:\{\{(~)?\/)/,
/^(?:\{\{(~)?\^\s*(~)?\}\})/,/^(?:\{\{(~)?\s*else\s*(~)?\}\})/,/^(?:\{\{(~)?\^)/,/^(?:\{\{(~)?\s*else\b)/,/^(?:\{\{(~)?\{)/,
/^(?:\{\{(~)?&)/,/^(?:\{\{(~)?!--)/,/^(?:\{\{(~)?![\s\S]*?\}\})/,/^(?:\{\{(~)?\*?)/,/^(?:=)/,/^(?:\.\.)/,/^(?:\.(?=([=~}\s\/.)|])))/,
/^(?:[\/.])/,/^(?:\s+)/,/^(?:\}(~)?\}\})/,/^(?:(~)?\}\})/,/^(?:"(\\["]|[^"])*")/,/^(?:'(\\[']|[^'])*')/,/^(?:@)/,/^(?:true(?=([~}\s)])))/,
/^(?:false(?=([~}\s)])))/,/^(?:undefined(?=([~}\s)])))/,/^(?:null(?=([~}\s)])))/,/^(?:-?[0-9]+(?:\.[0-9]+)?(?=([~}\s)])))/,
/^(?:as\s+\|)/,/^(?:\|)/,/^(?:([^\s!"#%-,\.\/;->@\[-\^`\{-~]+(?=([=~}\s\/.)|]))))/,/^(?:\[(\\\]|[^\]])*\])/,/^(?:.)/,/^(?:$)/],
n.conditions={mu:{rules:[7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,
40,41,42,43,44],inclusive:!1},emu:{rules:[2],inclusive:!1},com:{rules:[6],inclusive:!1},raw:{rules:[3,4,5],inclusive:!1},
INITIAL:{rules:[0,1,44],inclusive:!0}},n})();e.lexer=t;function r(){this.yy={}}return r.prototype=e,e.Parser=r,new r})();
et.default=Aa;qn.exports=et.default});var Vt=E(zt=>{"use strict";zt.__esModule=!0;var Ia=["Program","BlockStatement","DecoratorBlock","PartialStatement","Part\
ialBlockStatement","Decorator","MustacheStatement","ContentStatement","CommentStatement","SubExpression","PathExpression",
"StringLiteral","NumberLiteral","BooleanLiteral","UndefinedLiteral","NullLiteral","Hash","HashPair"];zt.NODE_TYPES=Ia});var Wt=E((nt,Un)=>{"use strict";nt.__esModule=!0;function Ra(e){return e&&e.__esModule?e:{default:e}}var Ta=j(),Ut=Ra(Ta),
Ma=R(),Ha=Vt();function rt(){this.parents=[]}function jn(e,t){return Ma.indexOf(Ha.NODE_TYPES,t)!==-1||!(t in rt.prototype)&&
typeof e[t]=="function"}rt.prototype={constructor:rt,mutating:!1,acceptKey:function(t,r){var n=this.accept(t[r]);if(this.
mutating){if(n&&!jn(this,n.type))throw new Ut.default('Unexpected node type "'+n.type+'" found when accepting '+r+" on "+
t.type);t[r]=n}},acceptRequired:function(t,r){if(this.acceptKey(t,r),!t[r])throw new Ut.default(t.type+" requires "+r)},
acceptArray:function(t){for(var r=0,n=t.length;r<n;r++)this.acceptKey(t,r),t[r]||(t.splice(r,1),r--,n--)},accept:function(t){
if(t){if(!jn(this,t.type)||!this[t.type])throw new Ut.default("Unknown type: "+t.type,t);this.current&&this.parents.unshift(
this.current),this.current=t;var r=this[t.type](t);if(this.current=this.parents.shift(),!this.mutating||r)return r;if(r!==
!1)return t}},Program:function(t){this.acceptArray(t.body)},MustacheStatement:tt,Decorator:tt,BlockStatement:zn,DecoratorBlock:zn,
PartialStatement:Vn,PartialBlockStatement:function(t){Vn.call(this,t),this.acceptKey(t,"program")},ContentStatement:function(){},
CommentStatement:function(){},SubExpression:tt,PathExpression:function(){},StringLiteral:function(){},NumberLiteral:function(){},
BooleanLiteral:function(){},UndefinedLiteral:function(){},NullLiteral:function(){},Hash:function(t){this.acceptArray(t.pairs)},
HashPair:function(t){this.acceptRequired(t,"value")}};function tt(e){this.acceptRequired(e,"path"),this.acceptArray(e.params),
this.acceptKey(e,"hash")}function zn(e){tt.call(this,e),this.acceptKey(e,"program"),this.acceptKey(e,"inverse")}function Vn(e){
this.acceptRequired(e,"name"),this.acceptArray(e.params),this.acceptKey(e,"hash")}nt.default=rt;Un.exports=nt.default});var Kn=E((st,Wn)=>{"use strict";st.__esModule=!0;function Ba(e){return e&&e.__esModule?e:{default:e}}var Da=Wt(),qa=Ba(Da);
function K(){var e=arguments.length<=0||arguments[0]===void 0?{}:arguments[0];this.options=e}K.prototype=new qa.default;
K.prototype.Program=function(e){var t=!this.options.ignoreStandalone,r=!this.isRootSeen;this.isRootSeen=!0;for(var n=e.body,
s=0,i=n.length;s<i;s++){var o=n[s],u=this.accept(o);if(u){var l=Kt(n,s,r),a=$t(n,s,r),h=u.openStandalone&&l,c=u.closeStandalone&&
a,d=u.inlineStandalone&&l&&a;u.close&&oe(n,s,!0),u.open&&X(n,s,!0),t&&d&&(oe(n,s),X(n,s)&&o.type==="PartialStatement"&&(o.
indent=/(?:^|[^ \t])([ \t]+)$/.exec(n[s-1].original)[1])),t&&h&&(oe((o.program||o.inverse).body),X(n,s)),t&&c&&(oe(n,s),
X((o.inverse||o.program).body))}}return e};K.prototype.BlockStatement=K.prototype.DecoratorBlock=K.prototype.PartialBlockStatement=
function(e){this.accept(e.program),this.accept(e.inverse);var t=e.program||e.inverse,r=e.program&&e.inverse,n=r,s=r;if(r&&
r.chained)for(n=r.body[0].program;s.chained;)s=s.body[s.body.length-1].program;var i={open:e.openStrip.open,close:e.closeStrip.
close,openStandalone:$t(t.body),closeStandalone:Kt((n||t).body)};if(e.openStrip.close&&oe(t.body,null,!0),r){var o=e.inverseStrip;
o.open&&X(t.body,null,!0),o.close&&oe(n.body,null,!0),e.closeStrip.open&&X(s.body,null,!0),!this.options.ignoreStandalone&&
Kt(t.body)&&$t(n.body)&&(X(t.body),oe(n.body))}else e.closeStrip.open&&X(t.body,null,!0);return i};K.prototype.Decorator=
K.prototype.MustacheStatement=function(e){return e.strip};K.prototype.PartialStatement=K.prototype.CommentStatement=function(e){
var t=e.strip||{};return{inlineStandalone:!0,open:t.open,close:t.close}};function Kt(e,t,r){t===void 0&&(t=e.length);var n=e[t-
1],s=e[t-2];if(!n)return r;if(n.type==="ContentStatement")return(s||!r?/(?:^|\S)[^\S\n]*\n\s*$/:/^\s*$|(?:^|\S)[^\S\n]*\n\s*$/).
test(n.original)}function $t(e,t,r){t===void 0&&(t=-1);var n=e[t+1],s=e[t+2];if(!n)return r;if(n.type==="ContentStatemen\
t")return(s||!r?/^\s*?\r?\n/:/^\s*?(\r?\n|$)/).test(n.original)}function oe(e,t,r){var n=e[t==null?0:t+1];if(!(!n||n.type!==
"ContentStatement"||!r&&n.rightStripped)){var s=n.value;n.value=n.value.replace(r?/^\s+/:/^[ \t]*\r?\n?/,""),n.rightStripped=
n.value!==s}}function X(e,t,r){var n=e[t==null?e.length-1:t-1];if(!(!n||n.type!=="ContentStatement"||!r&&n.leftStripped)){
var s=n.value;return n.value=n.value.replace(r?/(^|\S)\s+$/:/(^|[^ \t])[ \t]+$/,"$1"),n.leftStripped=n.value!==s,n.leftStripped}}
st.default=K;Wn.exports=st.default});var $n=E(z=>{"use strict";z.__esModule=!0;z.SourceLocation=za;z.id=Va;z.stripFlags=Ua;z.stripComment=Wa;z.preparePath=Ka;
z.prepareMustache=$a;z.prepareRawBlock=Ja;z.prepareBlock=Ga;z.prepareProgram=Ya;z.preparePartialBlock=Xa;function Fa(e){
return e&&e.__esModule?e:{default:e}}var ja=j(),Jt=Fa(ja);function Gt(e,t){if(t=t.path?t.path.original:t,e.path.original!==
t){var r={loc:e.path.loc};throw new Jt.default(e.path.original+" doesn't match "+t,r)}}function za(e,t){this.source=e,this.
start={line:t.first_line,column:t.first_column},this.end={line:t.last_line,column:t.last_column}}function Va(e){return/^\[.*\]$/.
test(e)?e.substring(1,e.length-1):e}function Ua(e,t){return{open:e.charAt(2)==="~",close:t.charAt(t.length-3)==="~"}}function Wa(e){
return e.replace(/^\{\{~?!-?-?/,"").replace(/-?-?~?\}\}$/,"")}function Ka(e,t,r){r=this.locInfo(r);for(var n=e?"@":"",s=[],
i=0,o=0,u=t.length;o<u;o++){var l=t[o].part,a=t[o].original!==l;if(n+=(t[o].separator||"")+l,!a&&(l===".."||l==="."||l===
"this")){if(s.length>0)throw new Jt.default("Invalid path: "+n,{loc:r});l===".."&&i++}else s.push(l)}return{type:"PathEx\
pression",data:e,depth:i,parts:s,original:n,loc:r}}function $a(e,t,r,n,s,i){var o=n.charAt(3)||n.charAt(2),u=o!=="{"&&o!==
"&",l=/\*/.test(n);return{type:l?"Decorator":"MustacheStatement",path:e,params:t,hash:r,escaped:u,strip:s,loc:this.locInfo(
i)}}function Ja(e,t,r,n){Gt(e,r),n=this.locInfo(n);var s={type:"Program",body:t,strip:{},loc:n};return{type:"BlockStatem\
ent",path:e.path,params:e.params,hash:e.hash,program:s,openStrip:{},inverseStrip:{},closeStrip:{},loc:n}}function Ga(e,t,r,n,s,i){
n&&n.path&&Gt(e,n);var o=/\*/.test(e.open);t.blockParams=e.blockParams;var u=void 0,l=void 0;if(r){if(o)throw new Jt.default(
"Unexpected inverse block on decorator",r);r.chain&&(r.program.body[0].closeStrip=n.strip),l=r.strip,u=r.program}return s&&
(s=u,u=t,t=s),{type:o?"DecoratorBlock":"BlockStatement",path:e.path,params:e.params,hash:e.hash,program:t,inverse:u,openStrip:e.
strip,inverseStrip:l,closeStrip:n&&n.strip,loc:this.locInfo(i)}}function Ya(e,t){if(!t&&e.length){var r=e[0].loc,n=e[e.length-
1].loc;r&&n&&(t={source:r.source,start:{line:r.start.line,column:r.start.column},end:{line:n.end.line,column:n.end.column}})}
return{type:"Program",body:e,strip:{},loc:t}}function Xa(e,t,r,n){return Gt(e,r),{type:"PartialBlockStatement",name:e.path,
params:e.params,hash:e.hash,program:t,openStrip:e.strip,closeStrip:r&&r.strip,loc:this.locInfo(n)}}});var Yn=E(_e=>{"use strict";_e.__esModule=!0;_e.parseWithoutProcessing=Gn;_e.parse=io;function Za(e){if(e&&e.__esModule)return e;
var t={};if(e!=null)for(var r in e)Object.prototype.hasOwnProperty.call(e,r)&&(t[r]=e[r]);return t.default=e,t}function Jn(e){
return e&&e.__esModule?e:{default:e}}var Qa=Fn(),Yt=Jn(Qa),eo=Kn(),to=Jn(eo),ro=$n(),no=Za(ro),so=R();_e.parser=Yt.default;
var it={};so.extend(it,no);function Gn(e,t){if(e.type==="Program")return e;Yt.default.yy=it,it.locInfo=function(n){return new it.
SourceLocation(t&&t.srcName,n)};var r=Yt.default.parse(e);return r}function io(e,t){var r=Gn(e,t),n=new to.default(t);return n.
accept(r)}});var ts=E(Pe=>{"use strict";Pe.__esModule=!0;Pe.Compiler=Qt;Pe.precompile=co;Pe.compile=po;function Zn(e){return e&&e.__esModule?
e:{default:e}}var ao=j(),de=Zn(ao),Z=R(),oo=jt(),Se=Zn(oo),lo=Vt(),uo=[].slice;function Qt(){}Qt.prototype={compiler:Qt,
equals:function(t){var r=this.opcodes.length;if(t.opcodes.length!==r)return!1;for(var n=0;n<r;n++){var s=this.opcodes[n],
i=t.opcodes[n];if(s.opcode!==i.opcode||!es(s.args,i.args))return!1}r=this.children.length;for(var n=0;n<r;n++)if(!this.children[n].
equals(t.children[n]))return!1;return!0},guid:0,compile:function(t,r){return this.sourceNode=[],this.opcodes=[],this.children=
[],this.options=r,this.stringParams=r.stringParams,this.trackIds=r.trackIds,r.blockParams=r.blockParams||[],r.knownHelpers=
Z.extend(Object.create(null),{helperMissing:!0,blockHelperMissing:!0,each:!0,if:!0,unless:!0,with:!0,log:!0,lookup:!0},r.
knownHelpers),this.accept(t)},compileProgram:function(t){var r=new this.compiler,n=r.compile(t,this.options),s=this.guid++;
return this.usePartial=this.usePartial||n.usePartial,this.children[s]=n,this.useDepths=this.useDepths||n.useDepths,s},accept:function(t){
if(Z.indexOf(lo.NODE_TYPES,t.type)===-1||!this[t.type])throw new de.default("Unknown type: "+t.type,t);this.sourceNode.unshift(
t);var r=this[t.type](t);return this.sourceNode.shift(),r},Program:function(t){ho(t),this.options.blockParams.unshift(t.
blockParams);for(var r=t.body,n=r.length,s=0;s<n;s++)this.accept(r[s]);return this.options.blockParams.shift(),this.isSimple=
n===1,this.blockParams=t.blockParams?t.blockParams.length:0,this},BlockStatement:function(t){Xn(t);var r=t.program,n=t.inverse;
r=r&&this.compileProgram(r),n=n&&this.compileProgram(n);var s=this.classifySexpr(t);s==="helper"?this.helperSexpr(t,r,n):
s==="simple"?(this.simpleSexpr(t),this.opcode("pushProgram",r),this.opcode("pushProgram",n),this.opcode("emptyHash"),this.
opcode("blockValue",t.path.original)):(this.ambiguousSexpr(t,r,n),this.opcode("pushProgram",r),this.opcode("pushProgram",
n),this.opcode("emptyHash"),this.opcode("ambiguousBlockValue")),this.opcode("append")},DecoratorBlock:function(t){var r=t.
program&&this.compileProgram(t.program),n=this.setupFullMustacheParams(t,r,void 0),s=t.path;this.useDecorators=!0,this.opcode(
"registerDecorator",n.length,s.original)},PartialStatement:function(t){this.usePartial=!0;var r=t.program;r&&(r=this.compileProgram(
t.program));var n=t.params;if(n.length>1)throw new de.default("Unsupported number of partial arguments: "+n.length,t);n.
length||(this.options.explicitPartialContext?this.opcode("pushLiteral","undefined"):n.push({type:"PathExpression",parts:[],
depth:0}));var s=t.name.original,i=t.name.type==="SubExpression";i&&this.accept(t.name),this.setupFullMustacheParams(t,r,
void 0,!0);var o=t.indent||"";this.options.preventIndent&&o&&(this.opcode("appendContent",o),o=""),this.opcode("invokePa\
rtial",i,s,o),this.opcode("append")},PartialBlockStatement:function(t){this.PartialStatement(t)},MustacheStatement:function(t){
this.SubExpression(t),t.escaped&&!this.options.noEscape?this.opcode("appendEscaped"):this.opcode("append")},Decorator:function(t){
this.DecoratorBlock(t)},ContentStatement:function(t){if(t.value!=null&&typeof t.value!="string")throw G(t,"value must be\
 a string");t.value&&this.opcode("appendContent",t.value)},CommentStatement:function(){},SubExpression:function(t){Xn(t);
var r=this.classifySexpr(t);r==="simple"?this.simpleSexpr(t):r==="helper"?this.helperSexpr(t):this.ambiguousSexpr(t)},ambiguousSexpr:function(t,r,n){
var s=t.path,i=s.parts[0],o=r!=null||n!=null;this.opcode("getContext",Xt(s)),this.opcode("pushProgram",r),this.opcode("p\
ushProgram",n),s.strict=!0,this.accept(s),this.opcode("invokeAmbiguous",i,o)},simpleSexpr:function(t){var r=t.path;r.strict=
!0,this.accept(r),this.opcode("resolvePossibleLambda")},helperSexpr:function(t,r,n){var s=this.setupFullMustacheParams(t,
r,n),i=t.path,o=i.parts[0];if(this.options.knownHelpers[o])this.opcode("invokeKnownHelper",s.length,o);else{if(this.options.
knownHelpersOnly)throw new de.default("You specified knownHelpersOnly, but used the unknown helper "+o,t);i.strict=!0,i.
falsy=!0,this.accept(i),this.opcode("invokeHelper",s.length,i.original,Se.default.helpers.simpleId(i))}},PathExpression:function(t){
var r=Xt(t),n=Zt(t);this.addDepth(r),this.opcode("getContext",r);var s=n[0],i=Se.default.helpers.scopedId(t),o=!r&&!i&&this.
blockParamIndex(s);o?this.opcode("lookupBlockParam",o,n):s?t.data?(this.options.data=!0,this.opcode("lookupData",r,n,t.strict)):
this.opcode("lookupOnContext",n,t.falsy,t.strict,i):this.opcode("pushContext")},StringLiteral:function(t){at(t),this.opcode(
"pushString",t.value)},NumberLiteral:function(t){at(t),this.opcode("pushLiteral",t.value)},BooleanLiteral:function(t){at(
t),this.opcode("pushLiteral",t.value)},UndefinedLiteral:function(){this.opcode("pushLiteral","undefined")},NullLiteral:function(){
this.opcode("pushLiteral","null")},Hash:function(t){var r=t.pairs,n=0,s=void 0;if(!Z.isArray(r))throw G(t,"pairs must be\
 an array");s=r.length;for(var i=0;i<s;i++)if(!r[i]||typeof r[i].key!="string")throw G(t,"pair keys must be strings");for(this.
opcode("pushHash");n<s;n++)this.pushParam(r[n].value);for(;n--;)this.opcode("assignToHash",r[n].key);this.opcode("popHas\
h")},opcode:function(t){this.opcodes.push({opcode:t,args:uo.call(arguments,1),loc:this.sourceNode[0].loc})},addDepth:function(t){
t&&(this.useDepths=!0)},classifySexpr:function(t){Zt(t.path);var r=Se.default.helpers.simpleId(t.path),n=r&&!!this.blockParamIndex(
t.path.parts[0]),s=!n&&Se.default.helpers.helperExpression(t),i=!n&&(s||r);if(i&&!s){var o=t.path.parts[0],u=this.options;
u.knownHelpers[o]?s=!0:u.knownHelpersOnly&&(i=!1)}return s?"helper":i?"ambiguous":"simple"},pushParams:function(t){for(var r=0,
n=t.length;r<n;r++)this.pushParam(t[r])},pushParam:function(t){at(t);var r=t.value!=null?t.value:t.original||"",n=Xt(t);
if(this.stringParams)typeof r!="number"&&typeof r!="boolean"&&(r=String(r)),r.replace&&(r=r.replace(/^(\.?\.\/)*/g,"").replace(
/\//g,".")),n&&this.addDepth(n),this.opcode("getContext",n),this.opcode("pushStringParam",r,t.type),t.type==="SubExpress\
ion"&&this.accept(t);else{if(this.trackIds){var s=void 0;if(t.parts&&!Se.default.helpers.scopedId(t)&&!n&&(s=this.blockParamIndex(
Zt(t)[0])),s){var i=t.parts.slice(1).join(".");this.opcode("pushId","BlockParam",s,i)}else r=t.original||r,r.replace&&(r=
r.replace(/^this(?:\.|$)/,"").replace(/^\.\//,"").replace(/^\.$/,"")),this.opcode("pushId",t.type,r)}this.accept(t)}},setupFullMustacheParams:function(t,r,n,s){
var i=t.params;return this.pushParams(i),this.opcode("pushProgram",r),this.opcode("pushProgram",n),t.hash?this.accept(t.
hash):this.opcode("emptyHash",s),i},blockParamIndex:function(t){for(var r=0,n=this.options.blockParams.length;r<n;r++){var s=this.
options.blockParams[r],i=s&&Z.indexOf(s,t);if(s&&i>=0)return[r,i]}}};function co(e,t,r){if(e==null||typeof e!="string"&&
e.type!=="Program")throw new de.default("You must pass a string or Handlebars AST to Handlebars.precompile. You passed "+
e);t=t||{},"data"in t||(t.data=!0),t.compat&&(t.useDepths=!0);var n=r.parse(e,t),s=new r.Compiler().compile(n,t);return new r.
JavaScriptCompiler().compile(s,t)}function po(e,t,r){if(t===void 0&&(t={}),e==null||typeof e!="string"&&e.type!=="Progra\
m")throw new de.default("You must pass a string or Handlebars AST to Handlebars.compile. You passed "+e);t=Z.extend({},t),
"data"in t||(t.data=!0),t.compat&&(t.useDepths=!0);var n=void 0;function s(){var o=r.parse(e,t),u=new r.Compiler().compile(
o,t),l=new r.JavaScriptCompiler().compile(u,t,void 0,!0);return r.template(l)}function i(o,u){return n||(n=s()),n.call(this,
o,u)}return i._setup=function(o){return n||(n=s()),n._setup(o)},i._child=function(o,u,l,a){return n||(n=s()),n._child(o,
u,l,a)},i}function G(e,t){return new de.default("Invalid AST: "+e.type+" "+t,e)}function Xt(e){var t=e.depth;if(t==null)
return 0;if(typeof t!="number"||!isFinite(t)||Math.floor(t)!==t||t<0)throw G(e,"depth must be a non-negative integer");return t}
function at(e){var t=e.value;if(e.type==="StringLiteral"&&typeof t!="string")throw G(e,"value must be a string");if(e.type===
"NumberLiteral"&&typeof t!="number")throw G(e,"value must be a number");if(e.type==="BooleanLiteral"&&typeof t!="boolean")
throw G(e,"value must be a boolean")}function Qn(e,t,r){if(!Z.isArray(t))throw G(e,r+" must be an array");for(var n=0;n<
t.length;n++)if(typeof t[n]!="string")throw G(e,r+" must only contain strings");return t}function Zt(e){return Qn(e,e.parts,
"parts")}function ho(e){e.blockParams!=null&&Qn(e,e.blockParams,"blockParams")}function es(e,t){if(e===t)return!0;if(Z.isArray(
e)&&Z.isArray(t)&&e.length===t.length){for(var r=0;r<e.length;r++)if(!es(e[r],t[r]))return!1;return!0}}function Xn(e){if(!e.
path.parts){var t=e.path;e.path={type:"PathExpression",data:!1,depth:0,parts:[t.original+""],original:t.original+"",loc:t.
loc}}}});var ns=E((Fl,rs)=>{rs.exports={}});var os=E(ot=>{"use strict";ot.__esModule=!0;ot.safeJsonLiteral=is;var tr=R(),fo=/[\x00-\x1f\\"\u2028\u2029<\ud800-\udfff]/,
mo=/<(?=!--|\/?script)/gi;function go(e){return e.replace(mo,"\\u003C")}function bo(e){return"\\u"+e.charCodeAt(0).toString(
16)}function is(e){return go(JSON.stringify(e).replace(/\u2028/g,"\\u2028").replace(/\u2029/g,"\\u2029").replace(/[\ud800-\udfff]/g,
bo))}var le=void 0;try{(typeof define!="function"||!define.amd)&&(ss=ns(),le=ss.SourceNode)}catch{}var ss;le||(le=function(e,t,r,n){
this.src="",n&&this.add(n)},le.prototype={add:function(t){tr.isArray(t)&&(t=t.join("")),this.src+=t},prepend:function(t){
tr.isArray(t)&&(t=t.join("")),this.src=t+this.src},toStringWithSourceMap:function(){return{code:this.toString()}},toString:function(){
return this.src}});function er(e,t,r){if(tr.isArray(e)){for(var n=[],s=0,i=e.length;s<i;s++)n.push(t.wrap(e[s],r));return n}else if(typeof e==
"boolean"||typeof e=="number")return e+"";return e}function as(e){this.srcFile=e,this.source=[]}as.prototype={isEmpty:function(){
return!this.source.length},prepend:function(t,r){this.source.unshift(this.wrap(t,r))},push:function(t,r){this.source.push(
this.wrap(t,r))},merge:function(){var t=this.empty();return this.each(function(r){t.add(["  ",r,`
`])}),t},each:function(t){for(var r=0,n=this.source.length;r<n;r++)t(this.source[r])},empty:function(){var t=this.currentLocation||
{start:{}};return new le(t.start.line,t.start.column,this.srcFile)},wrap:function(t){var r=arguments.length<=1||arguments[1]===
void 0?this.currentLocation||{start:{}}:arguments[1];return t instanceof le?t:(t=er(t,this,r),new le(r.start.line,r.start.
column,this.srcFile,t))},functionCall:function(t,r,n){return n=this.generateList(n),this.wrap([t,r?"."+r+"(":"(",n,")"])},
quotedString:function(t){return t=t+"",fo.test(t)?is(t):'"'+t+'"'},objectLiteral:function(t){var r=this,n=[];Object.keys(
t).forEach(function(i){var o=er(t[i],r);o!=="undefined"&&n.push([r.quotedString(i),":",o])});var s=this.generateList(n);
return s.prepend("{"),s.add("}"),s},generateList:function(t){for(var r=this.empty(),n=0,s=t.length;n<s;n++)n&&r.add(","),
r.add(er(t[n],this));return r},generateArray:function(t){var r=this.generateList(t);return r.prepend("["),r.add("]"),r}};
ot.default=as});var ds=E((lt,fs)=>{"use strict";lt.__esModule=!0;function cs(e){return e&&e.__esModule?e:{default:e}}var ls=$e(),ko=j(),
rr=cs(ko),yo=R(),ps=os(),us=cs(ps);function me(e){this.value=e}function ge(){}ge.prototype={nameLookup:function(t,r){return this.
internalNameLookup(t,r)},depthedLookup:function(t){return[this.aliasable("container.lookup"),"(depths, ",this.quotedString(
t),")"]},compilerInfo:function(){var t=ls.COMPILER_REVISION,r=ls.REVISION_CHANGES[t];return[t,r]},appendToBuffer:function(t,r,n){
return yo.isArray(t)||(t=[t]),t=this.source.wrap(t,r),this.environment.isSimple?["return ",t,";"]:n?["buffer += ",t,";"]:
(t.appendToBuffer=!0,t)},initializeBuffer:function(){return this.quotedString("")},internalNameLookup:function(t,r){return this.
lookupPropertyFunctionIsUsed=!0,["lookupProperty(",t,",",this.quotedString(r),")"]},lookupPropertyFunctionIsUsed:!1,compile:function(t,r,n,s){
this.environment=t,this.options=r,this.stringParams=this.options.stringParams,this.trackIds=this.options.trackIds,this.precompile=
!s,this.name=this.environment.name,this.isChild=!!n,this.context=n||{decorators:[],programs:[],environments:[]},this.preamble(),
this.stackSlot=0,this.stackVars=[],this.aliases={},this.registers={list:[]},this.hashes=[],this.compileStack=[],this.inlineStack=
[],this.blockParams=[],this.compileChildren(t,r),this.useDepths=this.useDepths||t.useDepths||t.useDecorators||this.options.
compat,this.useBlockParams=this.useBlockParams||t.useBlockParams;var i=t.opcodes,o=void 0,u=void 0,l=void 0,a=void 0;for(l=
0,a=i.length;l<a;l++)o=i[l],this.source.currentLocation=o.loc,u=u||o.loc,this[o.opcode].apply(this,o.args);if(this.source.
currentLocation=u,this.pushSource(""),this.stackSlot||this.inlineStack.length||this.compileStack.length)throw new rr.default(
"Compile completed with content left on stack");this.decorators.isEmpty()?this.decorators=void 0:(this.useDecorators=!0,
this.decorators.prepend(["var decorators = container.decorators, ",this.lookupPropertyFunctionVarDeclaration(),`;
`]),this.decorators.push("return fn;"),s?this.decorators=Function.apply(this,["fn","props","container","depth0","data","\
blockParams","depths",this.decorators.merge()]):(this.decorators.prepend(`function(fn, props, container, depth0, data, b\
lockParams, depths) {
`),this.decorators.push(`}
`),this.decorators=this.decorators.merge()));var h=this.createFunctionContext(s);if(this.isChild)return h;var c={compiler:this.
compilerInfo(),main:h};this.decorators&&(c.main_d=this.decorators,c.useDecorators=!0);var d=this.context,b=d.programs,N=d.
decorators;for(l=0,a=b.length;l<a;l++)c[l]=b[l],N[l]&&(c[l+"_d"]=N[l],c.useDecorators=!0);return this.environment.usePartial&&
(c.usePartial=!0),this.options.data&&(c.useData=!0),this.useDepths&&(c.useDepths=!0),this.useBlockParams&&(c.useBlockParams=
!0),this.options.compat&&(c.compat=!0),s?c.compilerOptions=this.options:(c.compiler=JSON.stringify(c.compiler),this.source.
currentLocation={start:{line:1,column:0}},c=this.objectLiteral(c),r.srcName?(c=c.toStringWithSourceMap({file:r.destName}),
c.map=c.map&&c.map.toString()):c=c.toString()),c},preamble:function(){this.lastContext=0,this.source=new us.default(this.
options.srcName),this.decorators=new us.default(this.options.srcName)},createFunctionContext:function(t){var r=this,n="",
s=this.stackVars.concat(this.registers.list);s.length>0&&(n+=", "+s.join(", "));var i=0;Object.keys(this.aliases).forEach(
function(l){var a=r.aliases[l];a.children&&a.referenceCount>1&&(n+=", alias"+ ++i+"="+l,a.children[0]="alias"+i)}),this.
lookupPropertyFunctionIsUsed&&(n+=", "+this.lookupPropertyFunctionVarDeclaration());var o=["container","depth0","helpers",
"partials","data"];(this.useBlockParams||this.useDepths)&&o.push("blockParams"),this.useDepths&&o.push("depths");var u=this.
mergeSource(n);return t?(o.push(u),Function.apply(this,o)):this.source.wrap(["function(",o.join(","),`) {
  `,u,"}"])},mergeSource:function(t){var r=this.environment.isSimple,n=!this.forceBuffer,s=void 0,i=void 0,o=void 0,u=void 0;
return this.source.each(function(l){l.appendToBuffer?(o?l.prepend("  + "):o=l,u=l):(o&&(i?o.prepend("buffer += "):s=!0,u.
add(";"),o=u=void 0),i=!0,r||(n=!1))}),n?o?(o.prepend("return "),u.add(";")):i||this.source.push('return "";'):(t+=", bu\
ffer = "+(s?"":this.initializeBuffer()),o?(o.prepend("return buffer + "),u.add(";")):this.source.push("return buffer;")),
t&&this.source.prepend("var "+t.substring(2)+(s?"":`;
`)),this.source.merge()},lookupPropertyFunctionVarDeclaration:function(){return`
      lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    }
    `.trim()},blockValue:function(t){var r=this.aliasable("container.hooks.blockHelperMissing"),n=[this.contextName(0)];
this.setupHelperArgs(t,0,n);var s=this.popStack();n.splice(1,0,s),this.push(this.source.functionCall(r,"call",n))},ambiguousBlockValue:function(){
var t=this.aliasable("container.hooks.blockHelperMissing"),r=[this.contextName(0)];this.setupHelperArgs("",0,r,!0),this.
flushInline();var n=this.topStack();r.splice(1,0,n),this.pushSource(["if (!",this.lastHelper,") { ",n," = ",this.source.
functionCall(t,"call",r),"}"])},appendContent:function(t){this.pendingContent?t=this.pendingContent+t:this.pendingLocation=
this.source.currentLocation,this.pendingContent=t},append:function(){if(this.isInline())this.replaceStack(function(r){return[
" != null ? ",r,' : ""']}),this.pushSource(this.appendToBuffer(this.popStack()));else{var t=this.popStack();this.pushSource(
["if (",t," != null) { ",this.appendToBuffer(t,void 0,!0)," }"]),this.environment.isSimple&&this.pushSource(["else { ",this.
appendToBuffer("''",void 0,!0)," }"])}},appendEscaped:function(){this.pushSource(this.appendToBuffer([this.aliasable("co\
ntainer.escapeExpression"),"(",this.popStack(),")"]))},getContext:function(t){this.lastContext=t},pushContext:function(){
this.pushStackLiteral(this.contextName(this.lastContext))},lookupOnContext:function(t,r,n,s){var i=0;!s&&this.options.compat&&
!this.lastContext?this.push(this.depthedLookup(t[i++])):this.pushContext(),this.resolvePath("context",t,i,r,n)},lookupBlockParam:function(t,r){
this.useBlockParams=!0,this.push(["blockParams[",t[0],"][",t[1],"]"]),this.resolvePath("context",r,1)},lookupData:function(t,r,n){
t?this.pushStackLiteral("container.data(data, "+t+")"):this.pushStackLiteral("data"),this.resolvePath("data",r,0,!0,n)},
resolvePath:function(t,r,n,s,i){var o=this;if(this.options.strict||this.options.assumeObjects){this.push(vo(this.options.
strict&&i,this,r,n,t));return}for(var u=r.length,l=function(h){o.replaceStack(function(c){var d=o.nameLookup(c,r[h],t);return s?
[" && ",d]:[" != null ? ",d," : ",c]})},a=n;a<u;a++)l(a)},resolvePossibleLambda:function(){this.push([this.aliasable("co\
ntainer.lambda"),"(",this.popStack(),", ",this.contextName(0),")"])},pushStringParam:function(t,r){this.pushContext(),this.
pushString(r),r!=="SubExpression"&&(typeof t=="string"?this.pushString(t):this.pushStackLiteral(t))},emptyHash:function(t){
this.trackIds&&this.push("{}"),this.stringParams&&(this.push("{}"),this.push("{}")),this.pushStackLiteral(t?"undefined":
"{}")},pushHash:function(){this.hash&&this.hashes.push(this.hash),this.hash={values:{},types:[],contexts:[],ids:[]}},popHash:function(){
var t=this.hash;this.hash=this.hashes.pop(),this.trackIds&&this.push(this.objectLiteral(t.ids)),this.stringParams&&(this.
push(this.objectLiteral(t.contexts)),this.push(this.objectLiteral(t.types))),this.push(this.objectLiteral(t.values))},pushString:function(t){
this.pushStackLiteral(this.quotedString(t))},pushLiteral:function(t){this.pushStackLiteral(t)},pushProgram:function(t){t!=
null?this.pushStackLiteral(this.programExpression(t)):this.pushStackLiteral(null)},registerDecorator:function(t,r){var n=this.
nameLookup("decorators",r,"decorator"),s=this.setupHelperArgs(r,t);this.decorators.push(["var decorator = ",n,";"]),this.
decorators.push(['if (typeof decorator !== "function") { throw new Error(',this.quotedString('Missing decorator: "'+r+'"'),
"); }"]),this.decorators.push(["fn = ",this.decorators.functionCall("decorator","",["fn","props","container",s])," || fn\
;"])},invokeHelper:function(t,r,n){var s=this.popStack(),i=this.setupHelper(t,r),o=[];n&&o.push(i.name),o.push(s),this.options.
strict||o.push(this.aliasable("container.hooks.helperMissing"));var u=["(",this.itemsSeparatedBy(o,"||"),")"],l=this.source.
functionCall(u,"call",i.callParams);this.push(l)},itemsSeparatedBy:function(t,r){var n=[];n.push(t[0]);for(var s=1;s<t.length;s++)
n.push(r,t[s]);return n},invokeKnownHelper:function(t,r){var n=this.setupHelper(t,r);this.push(this.source.functionCall(
n.name,"call",n.callParams))},invokeAmbiguous:function(t,r){this.useRegister("helper");var n=this.popStack();this.emptyHash();
var s=this.setupHelper(0,t,r),i=this.lastHelper=this.nameLookup("helpers",t,"helper"),o=["(","(helper = ",i," || ",n,")"];
this.options.strict||(o[0]="(helper = ",o.push(" != null ? helper : ",this.aliasable("container.hooks.helperMissing"))),
this.push(["(",o,s.paramsInit?["),(",s.paramsInit]:[],"),","(typeof helper === ",this.aliasable('"function"')," ? ",this.
source.functionCall("helper","call",s.callParams)," : helper))"])},invokePartial:function(t,r,n){var s=[],i=this.setupParams(
r,1,s);t&&(r=this.popStack(),delete i.name),n&&(i.indent=this.quotedString(n)),i.helpers="helpers",i.partials="partials",
i.decorators="container.decorators",t?s.unshift(r):s.unshift(this.nameLookup("partials",r,"partial")),this.options.compat&&
(i.depths="depths"),i=this.objectLiteral(i),s.push(i),this.push(this.source.functionCall("container.invokePartial","",s))},
assignToHash:function(t){var r=this.popStack(),n=void 0,s=void 0,i=void 0;this.trackIds&&(i=this.popStack()),this.stringParams&&
(s=this.popStack(),n=this.popStack());var o=this.hash;n&&(o.contexts[t]=n),s&&(o.types[t]=s),i&&(o.ids[t]=i),o.values[t]=
r},pushId:function(t,r,n){t==="BlockParam"?this.pushStackLiteral("blockParams["+r[0]+"].path["+r[1]+"]"+(n?" + "+this.quotedString(
"."+n):"")):t==="PathExpression"?this.pushString(r):t==="SubExpression"?this.pushStackLiteral("true"):this.pushStackLiteral(
"null")},compiler:ge,compileChildren:function(t,r){for(var n=t.children,s=void 0,i=void 0,o=0,u=n.length;o<u;o++){s=n[o],
i=new this.compiler;var l=this.matchExistingProgram(s);if(l==null){var a=this.context.programs.push("")-1;s.index=a,s.name=
"program"+a,this.context.programs[a]=i.compile(s,r,this.context,!this.precompile),this.context.decorators[a]=i.decorators,
this.context.environments[a]=s,this.useDepths=this.useDepths||i.useDepths,this.useBlockParams=this.useBlockParams||i.useBlockParams,
s.useDepths=this.useDepths,s.useBlockParams=this.useBlockParams}else s.index=l.index,s.name="program"+l.index,this.useDepths=
this.useDepths||l.useDepths,this.useBlockParams=this.useBlockParams||l.useBlockParams}},matchExistingProgram:function(t){
for(var r=0,n=this.context.environments.length;r<n;r++){var s=this.context.environments[r];if(s&&s.equals(t))return s}},
programExpression:function(t){var r=this.environment.children[t],n=[r.index,"data",r.blockParams];return(this.useBlockParams||
this.useDepths)&&n.push("blockParams"),this.useDepths&&n.push("depths"),"container.program("+n.join(", ")+")"},useRegister:function(t){
this.registers[t]||(this.registers[t]=!0,this.registers.list.push(t))},push:function(t){return t instanceof me||(t=this.
source.wrap(t)),this.inlineStack.push(t),t},pushStackLiteral:function(t){this.push(new me(t))},pushSource:function(t){this.
pendingContent&&(this.source.push(this.appendToBuffer(this.source.quotedString(this.pendingContent),this.pendingLocation)),
this.pendingContent=void 0),t&&this.source.push(t)},replaceStack:function(t){var r=["("],n=void 0,s=void 0,i=void 0;if(!this.
isInline())throw new rr.default("replaceStack on non-inline");var o=this.popStack(!0);if(o instanceof me)n=[o.value],r=[
"(",n],i=!0;else{s=!0;var u=this.incrStack();r=["((",this.push(u)," = ",o,")"],n=this.topStack()}var l=t.call(this,n);i||
this.popStack(),s&&this.stackSlot--,this.push(r.concat(l,")"))},incrStack:function(){return this.stackSlot++,this.stackSlot>
this.stackVars.length&&this.stackVars.push("stack"+this.stackSlot),this.topStackName()},topStackName:function(){return"s\
tack"+this.stackSlot},flushInline:function(){var t=this.inlineStack;this.inlineStack=[];for(var r=0,n=t.length;r<n;r++){
var s=t[r];if(s instanceof me)this.compileStack.push(s);else{var i=this.incrStack();this.pushSource([i," = ",s,";"]),this.
compileStack.push(i)}}},isInline:function(){return this.inlineStack.length},popStack:function(t){var r=this.isInline(),n=(r?
this.inlineStack:this.compileStack).pop();if(!t&&n instanceof me)return n.value;if(!r){if(!this.stackSlot)throw new rr.default(
"Invalid stack pop");this.stackSlot--}return n},topStack:function(){var t=this.isInline()?this.inlineStack:this.compileStack,
r=t[t.length-1];return r instanceof me?r.value:r},contextName:function(t){return this.useDepths&&t?"depths["+t+"]":"dept\
h"+t},quotedString:function(t){return this.source.quotedString(t)},objectLiteral:function(t){return this.source.objectLiteral(
t)},aliasable:function(t){var r=this.aliases[t];return r?(r.referenceCount++,r):(r=this.aliases[t]=this.source.wrap(t),r.
aliasable=!0,r.referenceCount=1,r)},setupHelper:function(t,r,n){var s=[],i=this.setupHelperArgs(r,t,s,n),o=this.nameLookup(
"helpers",r,"helper"),u=this.aliasable(this.contextName(0)+" != null ? "+this.contextName(0)+" : (container.nullContext \
|| {})");return{params:s,paramsInit:i,name:o,callParams:[u].concat(s)}},setupParams:function(t,r,n){var s={},i=[],o=[],u=[],
l=!n,a=void 0;l&&(n=[]),s.name=this.quotedString(t),s.hash=this.popStack(),this.trackIds&&(s.hashIds=this.popStack()),this.
stringParams&&(s.hashTypes=this.popStack(),s.hashContexts=this.popStack());var h=this.popStack(),c=this.popStack();(c||h)&&
(s.fn=c||"container.noop",s.inverse=h||"container.noop");for(var d=r;d--;)a=this.popStack(),n[d]=a,this.trackIds&&(u[d]=
this.popStack()),this.stringParams&&(o[d]=this.popStack(),i[d]=this.popStack());return l&&(s.args=this.source.generateArray(
n)),this.trackIds&&(s.ids=this.source.generateArray(u)),this.stringParams&&(s.types=this.source.generateArray(o),s.contexts=
this.source.generateArray(i)),this.options.data&&(s.data="data"),this.useBlockParams&&(s.blockParams="blockParams"),s},setupHelperArgs:function(t,r,n,s){
var i=this.setupParams(t,r,n);return i.loc=hs(this),i=this.objectLiteral(i),s?(this.useRegister("options"),n.push("optio\
ns"),["options=",i]):n?(n.push(i),""):i}};(function(){for(var e="break else new var case finally return void catch for s\
witch while continue function this with default if throw delete in try do instanceof typeof abstract enum int short bool\
ean export interface static byte extends long super char final native synchronized class float package throws const goto\
 private transient debugger implements protected volatile double import public let yield await null true false".split(" "),
t=ge.RESERVED_WORDS={},r=0,n=e.length;r<n;r++)t[e[r]]=!0})();ge.isValidJavaScriptVariableName=function(e){return!ge.RESERVED_WORDS[e]&&
/^[a-zA-Z_$][0-9a-zA-Z_$]*$/.test(e)};function hs(e){var t=e.source.currentLocation;return t?ps.safeJsonLiteral(t):"unde\
fined"}function vo(e,t,r,n,s){var i=t.popStack(),o=r.length;e&&o--;for(var u=n;u<o;u++)i=t.nameLookup(i,r[u],s);return e?
[t.aliasable("container.strict"),"(",i,", ",t.quotedString(r[o]),", ",hs(t)," )"]:i}lt.default=ge;fs.exports=lt.default});var bs=E((ut,gs)=>{"use strict";ut.__esModule=!0;function we(e){return e&&e.__esModule?e:{default:e}}var _o=Hn(),So=we(_o),
Po=jt(),wo=we(Po),nr=Yn(),sr=ts(),xo=ds(),Eo=we(xo),No=Wt(),Lo=we(No),Oo=Bt(),Co=we(Oo),Ao=So.default.create;function ms(){
var e=Ao();return e.compile=function(t,r){return sr.compile(t,r,e)},e.precompile=function(t,r){return sr.precompile(t,r,
e)},e.AST=wo.default,e.Compiler=sr.Compiler,e.JavaScriptCompiler=Eo.default,e.Parser=nr.parser,e.parse=nr.parse,e.parseWithoutProcessing=
nr.parseWithoutProcessing,e}var be=ms();be.create=ms;Co.default(be);be.Visitor=Lo.default;be.default=be;ut.default=be;gs.
exports=ut.default});var Ie=Vr;function Ks(e,t){let r=Math.min(e.length,t.length);for(let n=0;n<r;n++)if(e[n]!==t[n])return e[n]-t[n];return t.
length-e.length}function Wr(e){return[...e].sort((t,r)=>Ks(t.place??[],r.place??[])||Ie(t.stage,r.stage))}function bl(e,t){
let r=new Map;for(let[n,s]of t.entries()){let i=zr(e,Object.keys(s).length>0?s:null);r.has(i)||r.set(i,n)}return r}var Jr=te({summary:C(),detail:C(),status:Cr([Rr,Ar("")]),data:re(C(),C()),next:F(Tr),failure:F(Hr),expectations:F(Mr),artifacts:kt(
Br)}),$s=te({exit_code:F(ue().check(ce())),duration_ms:F(ue().check(ce(),Nr())),attempt:F(ue().check(ce(),gt(1))),usage:F(
Fr)}),Re=Or(Jr,{id:Ir,job:C(),matrix:F(re(C(),bt())),present:Lr(),meta:$s}),Js=te({repository:C(),ref:C(),sha:C(),run_id:C(),
actor:C(),event_name:C(),event:re(C(),bt())}),Gs=te({number:ue().check(ce(),gt(1)),previous:F(Jr),verify:F(te({exit_code:F(
ue().check(ce())),output:C()}))}),Gr=te({stages:re(C(),Re),jobs:re(C(),kt(Re)),inputs:re(C(),C()),github:Js,attempt:Gs});
function Ys(e,t,r){if(e.references.some(n=>n.kind==="stage"?n.stage===t:n.stage===r))return!0;for(let{root:n}of e.paths.
values())if(n!==null&&(n.length===0||n.length===1&&(n[0]==="stages"||n[0]==="jobs")))return!0;return!1}var Xs={exit_code:null,
duration_ms:null,attempt:null,usage:null};function _t(e,t=""){return e===null?{summary:"",detail:"",status:t,data:{},next:null,
failure:null,expectations:null,artifacts:[]}:{summary:e.summary,detail:e.detail??"",status:e.status,data:e.data??{},next:e.
next??null,failure:e.failure??null,expectations:e.expectations??null,artifacts:e.artifacts??[]}}var Kr=new WeakMap;function Zs(e){
let t=e.stored;if(t===void 0)return $r(e);let r=Kr.get(t);if(r!==void 0&&r.id===e.stage&&r.job===e.job)return r;let n=$r(
e);return Kr.set(t,n),n}function $r(e){let t=e.stored;if(t===void 0){let s=e.sample??null;return{id:e.stage,job:e.job,matrix:e.
sampleMatrix??e.matrix??null,..._t(s),present:s!==null,meta:Xs}}let{record:r,handoff:n}=t;return{id:e.stage,job:e.job,matrix:r.
matrix,..._t(n,r.status),present:n!==null,meta:{exit_code:r.agent.exit_code,duration_ms:r.agent.duration_ms,attempt:r.attempt,
usage:r.agent.usage}}}function Qs(e){return`its fields render empty and its data has no fields (read one with {{default \
stages.${e}.data.<key> "\u2026"}}, or inside {{#if stages.${e}.present}})`}function ei(e){return e.recordedLike===void 0||
e.recordedLike.length===0?"":`; this run has records of ${e.recordedLike.join(", ")}: if ${e.stage} is a matrix job, nam\
e its legs in the \`needs\` input instead`}function ti(e){if(e.stored===void 0&&e.sample===void 0&&e.superseded!==void 0)
return{code:_.upstreamRecordMissing,severity:"warning",path:`stages.${e.stage}`,message:`upstream stage ${e.stage} is le\
ft out: ${Ur(e.superseded)}`};if(e.stored===void 0&&e.sample===void 0)return{code:_.upstreamRecordMissing,severity:"warn\
ing",path:`stages.${e.stage}`,message:e.open?`stage ${e.stage} has no record: it did not run, or job ${e.job} does not r\
ecord it (its stage ids come from an expression, known only when it runs, so a misspelt id cannot be told apart here: ch\
eck the id)`:`upstream stage ${e.stage} has no record (it was skipped or did not run)${ei(e)}`};if(e.stored!==void 0&&e.
stored.handoff===null){let t=jr(e.stored.record),[r]=t;return{code:_.upstreamHandoffMissing,severity:"warning",path:`sta\
ges.${e.stage}`,message:r===void 0?`upstream stage ${e.stage} wrote no handoff`:`upstream stage ${e.stage} wrote a hando\
ff that was refused, so it has none (${qr(r)}${t.length>1?`, and ${t.length-1} more`:""}); every problem is in stage ${e.
stage}'s record`}}}function vt(){return Object.defineProperty(Object.create(null),Symbol.toPrimitive,{value:()=>"[object\
 Object]"})}function Nl(e){let t=vt(),r=vt(),n=[],s=new Set(e.require??[]);for(let l of s)if(!e.upstream.some(a=>a.stage===
l)){let a=e.upstream.map(h=>h.stage);throw new $(_.unknownStage,`required stage ${l} is not upstream of this stage; upst\
ream: ${a.join(", ")||"(none)"}`,{where:`stages.${l}`})}let i=new Map,o=[...e.upstream].sort((l,a)=>Ie(l.stage,a.stage));
for(let l of o){let a=Zs(l);t[l.stage]=a;let h=i.get(l.job)??[];(!l.open||l.stored!==void 0||l.sample!==void 0)&&h.push(
{stage:l.stage,...l.place===void 0?{}:{place:l.place},context:a}),i.set(l.job,h);let c=ti(l);if(c!==void 0){if(s.has(l.stage))
throw new $(c.code,c.message,{where:c.path,details:["this stage lists it in its `needs` input, so the prompt is not rend\
ered without its handoff"]});e.analysis!==void 0&&!Ys(e.analysis,l.stage,l.job)||n.push({...c,message:`${c.message}; ${Qs(
l.stage)}`})}}for(let l of e.openJobs??[])i.has(l)||i.set(l,[]);for(let l of[...i.keys()].sort(Ie))r[l]=Wr(i.get(l)??[]).
map(a=>a.context);let u=e.attempt;return{context:{stages:t,jobs:r,inputs:Object.assign(vt(),e.inputs),github:e.github,attempt:{
number:u?.number??1,previous:u?.previous?_t(u.previous):null,verify:u?.verify??null}},warnings:n}}var ks=Ws(bs(),1),ke=ks.default.create();ke.unregisterHelper("log");var ys=ke,Io='(function (obj, name, loc) { return co\
ntainer.strict(obj !== null && typeof obj === "object" && !Object.prototype.hasOwnProperty.call(obj, name) ? false : obj\
, name, loc); })',xe=class extends ys.JavaScriptCompiler{lookupPropertyFunctionVarDeclaration(){return["lookupProperty =\
 function(parent, propertyName) { return parent == null ? undefined : container.lookupProperty(parent, propertyName); }",
'printable = function(value, loc) { if (value !== null && typeof value === "object") { var printed = new Error("a templa\
te printed an object"); printed.batonPrinted = { loc: loc, list: Array.isArray(value) }; throw printed; } return value =\
= null ? value : String(value); }'].join(", ")}aliasable(t){return super.aliasable(t==="container.strict"?Io:t)}append(){
this.lookupPropertyFunctionIsUsed=!0;let t=JSON.stringify(this.source.currentLocation??null);this.push(["printable(",this.
popStack(),", ",t,")"]),super.append()}};Object.assign(xe.prototype,{compiler:xe});ys.JavaScriptCompiler=xe;var Ro=["if",
"unless","each","with","lookup"],To=["truncate","tokens","json","indent","default","join","lines","eq","ne","and","or","\
not","fence","fit"],Ee=new Set([...Ro,...To]);var vs=new WeakMap,Q={kind:"any"};function ee(e){let t=e._zod.def,r=vs.get(t);if(r!==void 0)return r;let n=Mo(t);return vs.
set(t,n),n}function Mo(e){switch(e.type){case"object":return{kind:"object",fields:Object.fromEntries(Object.entries(e.shape??
{}).map(([t,r])=>[t,ee(r)]))};case"record":return{kind:"map",values:e.valueType?ee(e.valueType):Q};case"array":return{kind:"\
list",items:e.element?ee(e.element):Q};case"nullable":case"optional":case"default":return e.innerType?ee(e.innerType):Q;case"\
pipe":return e.in?ee(e.in):Q;case"string":case"enum":return{kind:"text"};case"number":return{kind:"number"};case"boolean":
return{kind:"boolean"};case"literal":return Ho(e.values??[]);case"union":{let t=(e.options??[]).map(ee),[r]=t;return r!==
void 0&&t.every(n=>n.kind===r.kind&&Bo(n))?r:Q}default:return Q}}function Ho(e){let t=new Set(e.map(r=>typeof r));return t.
size!==1?Q:t.has("string")?{kind:"text"}:t.has("number")?{kind:"number"}:t.has("boolean")?{kind:"boolean"}:Q}function Bo(e){
return e.kind==="text"||e.kind==="number"||e.kind==="boolean"}var Ne=ee(Gr),ir=ee(Re),Do=Object.keys(Ne.fields),_s=new Map(
[[Ne.fields.stages,"stage"],[Ne.fields.jobs,"job"],[Ne.fields.inputs,"input"],[ir.fields.matrix,"matrix"],[ir.fields.data,
"data"]]),ar={shape:Ne,label:"",owner:null,top:!0},qo=new Set(["env","vars","matrix","needs","steps","runner","job","str\
ategy"]);function Le(e,t,r){let n=[],s=e;for(let i of t){let{shape:o}=s,u=s.label,l=a=>s.top||s.relative?a:`${u}.${a}`;switch(o.
kind){case"any":return{resolved:s,keys:n,problem:null};case"object":{if(Object.hasOwn(o.fields,i)){s={shape:o.fields[i],
label:l(i),owner:s.owner};break}return{resolved:null,keys:n,problem:Fo(s,i,r)}}case"map":{let a=_s.get(o);a!==void 0&&n.
push({kind:a,key:i,owner:s.owner});let h=a==="stage"?{stage:i}:a==="job"?{job:i}:s.owner;s={shape:o.values,label:l(i),owner:h};
break}case"list":{if(/^\d+$/.test(i))s={shape:o.items,label:l(i),owner:s.owner};else if(i==="length")s={shape:{kind:"num\
ber"},label:l(i),owner:null};else return{resolved:null,keys:n,problem:jo(s,i,r)};break}default:return{resolved:null,keys:n,
problem:{message:`${r}: ${u||"it"} is ${o.kind==="text"?"a text":o.kind==="number"?"a number":"true or false"}, so it ha\
s no field ${i}`,details:["text, numbers and true/false have no fields"]}}}}return{resolved:s,keys:n,problem:null}}function Ss(e,t,r){
return e.shape.kind==="text"&&(t==="length"||/^\d+$/.test(t))?{resolved:{shape:t==="length"?{kind:"number"}:{kind:"text"},
label:r,owner:null},keys:[],problem:null}:Le(e,[t],r)}function ct(e){if(e===null)return null;let{shape:t}=e,r=`the curre\
nt item (of ${e.label||"the top"})`;if(t.kind==="list")return{shape:t.items,label:r,owner:e.owner,relative:!0};if(t.kind===
"map"){let n=_s.get(t),s=n==="stage"||n==="job"?null:e.owner;return{shape:t.values,label:r,owner:s,relative:!0}}return t.
kind==="any"?{shape:t,label:r,owner:null,relative:!0}:null}function Ps(e,t){if(e===null)return null;if(t&&e.shape.kind===
"list")return ct(e);if(e.top)return e;if(e.shape.kind==="object"||e.shape.kind==="map"||e.shape.kind==="any"){let r=`the\
 current context (${e.label})`;return{shape:e.shape,label:r,owner:e.owner,relative:!0}}return null}function Fo(e,t,r){let n=Object.
keys(e.shape.fields);if(e.top){let i=/^[A-Za-z_][A-Za-z0-9_-]*$/.test(r.split(".").at(-1)??"")?r.split(".").at(-1):"name",
o=qo.has(t)?[`${t} is a context of the workflow's \${{ }}, not of the template: give the value to the step in vars: (${i}\
: \${{ ${r} }}) and read it as {{inputs.${i}}}`]:[];return{message:`${r}: no root ${t}${ne(t,n)}`,details:[`a template s\
ees ${n.join(", ")}`,...o]}}if(e.shape===ir&&e.label.startsWith("stages."))return{message:`${r}: stages have no field ${t}${ne(
t,n)}`,details:[`fields: ${n.join(", ")}`]};let s=e.relative===!0&&Do.includes(t);return{message:`${r}: no field ${t} in\
 ${e.label}${s?"":ne(t,n)}`,details:[`fields there: ${n.join(", ")}`,...s?[`inside {{#each}} or {{#with}}, names refer t\
o the current item; reach the top with @root.${r}`]:[]]}}function jo(e,t,r){let[n,s]=e.label.split(".");return n==="jobs"&&
s!==void 0&&e.label===`jobs.${s}`?{message:`${r}: jobs.${s} is the list of that job's stages, not one stage`,details:[`i\
terate it with {{#each jobs.${s}}}\u2026{{${t}}}\u2026{{/each}}, or name one leg as stages.<stage-id>.${t}`]}:{message:`${r}\
: ${e.label} is a list, so it has no field ${t}`,details:[`go over its items with {{#each ${e.label}}}\u2026{{/each}}, or rea\
d one as ${e.label}.0`]}}function Wl(e){let{resolved:t}=Le(ar,e,e.join("."));return t===null||t.shape.kind!=="object"}function or(e){
return e.kind!=="object"&&e.kind!=="map"&&e.kind!=="list"?null:zo(e.kind==="list")}function zo(e){return{message:`is ${e?
"a list":"an object"}, which has no text of its own`,details:t=>[e?`print its items with {{join ${t} ", "}} or {{#each ${t}\
}}\u2026{{/each}}, or all of it with {{json ${t}}}`:`print one of its fields (${t}.<field>), or all of it with {{json ${t}\
}}`]}}function ws(e){return{message:`#each over ${e}: it is text, not a list: {{#each}} never goes round it, so its bloc\
k renders nothing`,details:[`print it as it is with {{${e}}}, or a line at a time with {{lines ${e} "- "}}`,"a handoff's\
 summary, detail and data values are always text: for a list, have the agent split it in its handoff (one data key each)\
, or hand it over in detail or as artifacts"]}}var xs={if:{min:1,max:1,options:["includeZero"],block:"always",usage:"{{#if value}}\u2026{{else}}\u2026{{/if}}"},unless:{
min:1,max:1,options:["includeZero"],block:"always",usage:"{{#unless value}}\u2026{{/unless}}"},each:{min:1,max:1,options:[],
block:"always",usage:"{{#each list}}\u2026{{this}}\u2026{{/each}}"},with:{min:1,max:1,options:[],block:"always",usage:"{\
{#with value}}\u2026{{/with}}"},lookup:{min:2,max:2,options:[],block:"never",usage:'{{lookup value "field"}}'},truncate:{
min:2,max:2,counts:{1:{what:"the length"}},options:["suffix"],block:"never",usage:'{{truncate text 200}} (or suffix="\u2026")'},
tokens:{min:2,max:2,counts:{1:{what:"the token limit"}},options:[],block:"never",usage:"{{tokens text 2000}} (the first \
2000 tokens, then a marker line)"},json:{min:1,max:1,options:["indent"],countOptions:["indent"],block:"never",usage:"{{j\
son value}} (or indent=0)"},indent:{min:2,max:2,counts:{1:{what:"the indent",text:!0}},options:[],block:"never",usage:'{\
{indent text 4}} or {{indent text "> "}}'},default:{min:2,max:Number.POSITIVE_INFINITY,options:[],block:"never",usage:'{\
{default value "fallback"}}'},join:{min:1,max:2,options:["key"],block:"never",usage:'{{join list ", "}} (or key="path")'},
lines:{min:1,max:2,options:["key"],block:"never",usage:'{{lines list "- "}} (or key="path")'},eq:{min:2,max:2,options:[],
block:"never",usage:"{{#if (eq a b)}}"},ne:{min:2,max:2,options:[],block:"never",usage:"{{#if (ne a b)}}"},and:{min:2,max:Number.
POSITIVE_INFINITY,options:[],block:"never",usage:"{{#if (and a b)}}"},or:{min:2,max:Number.POSITIVE_INFINITY,options:[],
block:"never",usage:"{{#if (or a b)}}"},not:{min:1,max:1,options:[],block:"never",usage:"{{#if (not a)}}"},fence:{min:1,
max:2,options:["label"],block:"never",usage:'{{fence text}} or {{fence text "label"}}'},fit:{min:0,max:0,options:["label"],
block:"always",usage:'{{#fit}}\u2026{{/fit}} (or label="findings")'}};function lr(e){return Object.hasOwn(xs,e)?xs[e]:void 0}
function Es(e,t){let r=lr(e);if(r===void 0)return null;let{min:n,max:s}=r;if(t>=n&&t<=s)return null;let i=n===s?`${n}`:s===
Number.POSITIVE_INFINITY?`at least ${n}`:`${n} to ${s}`;return`takes ${i} argument${i==="1"?"":"s"}, got ${t}`}function ur(e){
let t=typeof e=="string"&&/^\d+$/.test(e.trim())?Number(e):e;return typeof t=="number"&&Number.isInteger(t)&&t>=0?t:null}
function cr(e,t){let r=t==null?"nothing (a missing field, or null)":JSON.stringify(t);return`${e} must be a whole number\
, got ${r}`}function Ns(e,t){return t.block==="always"?`${e} is a block helper: write ${t.usage.replace(/ \(or .*\)$/,"")}`:
`${e} is not a block helper: write ${t.usage.replace(/ \(or .*\)$/,"").split(" or ")[0]}`}var P=class extends Error{code;line;column;details;ifUpstream;constructor(t,r,n,s=[],i){super(r),this.name="TemplateErro\
r",this.code=t,this.line=n.line,this.column=n.column,this.details=s,this.ifUpstream=i}};function A(e){return e?{line:e.start.
line,column:e.start.column+1}:{line:1,column:1}}function Vo(e,t){let r=e.split(/\r\n|\r|\n/)[t.line-1];if(r===void 0)return[];
let n=100,s=Math.max(0,Math.min(t.column-1-n/2,r.length-n)),i=r.slice(s,s+n),o=s>0?"\u2026":"",u=`${t.line} | `,l=Math.max(
0,t.column-1-s)+o.length,a=`${" ".repeat(u.length-2)}| ${" ".repeat(l)}^`;return[`${u}${o}${i}${s+n<r.length?"\u2026":""}`,
a]}function Gl(e,t,r){return new $(e.code,e.message,{where:`${r}:${e.line}:${e.column}`,details:[...e.details,...Vo(t,e)],
cause:e})}var ht={EOF:"end of template",CLOSE:"}}",CLOSE_UNESCAPED:"}}}",CLOSE_RAW_BLOCK:"}}}}",CLOSE_SEXPR:")",OPEN:"{{",OPEN_BLOCK:"\
{{#",OPEN_ENDBLOCK:"{{/",OPEN_INVERSE:"{{^",OPEN_INVERSE_CHAIN:"{{else",INVERSE:"{{else}}",OPEN_SEXPR:"(",OPEN_PARTIAL:"\
{{>",OPEN_UNESCAPED:"{{{",OPEN_BLOCK_PARAMS:"as |",CLOSE_BLOCK_PARAMS:"|",ID:"a name",STRING:"a string",NUMBER:"a number",
BOOLEAN:"true or false",DATA:"an @variable",EQUALS:"=",SEP:". or /",INVALID:"something that is not Handlebars",CONTENT:"\
text"};function Ls(e){return ht[e]??e.toLowerCase().replace(/_/g," ")}var pr=ke.Parser;function Rs(e,t){let r=e instanceof
Error?e.message:String(e),n=pr.lexer.yylloc,s=/^(Parse|Lexical) error on line/.test(r),i=e,o=s&&n?{line:n.first_line,column:n.
first_column+1}:i.lineNumber!==void 0?{line:i.lineNumber,column:(i.column??0)+1}:{line:1,column:1},u=n?/^Lexical error/.
test(r)?{line:n.last_line,column:n.last_column+1}:{line:n.first_line,column:n.first_column+1}:o,l=Ko(t,u);return l||{errors:[
Uo(r,o)],repaired:null}}function Uo(e,t){let r=/Expecting (.*), got '([^']+)'/.exec(e);if(r){let s=[...new Set(r[1].split(
", ").map(i=>Ls(i.replace(/'/g,""))))];return new P(_.syntax,`syntax error: unexpected ${Ls(r[2])}`,t,[`expected ${s.slice(
0,8).join(", ")}${s.length>8?", \u2026":""}`])}if(/^Lexical error/.test(e))return new P(_.syntax,"syntax error: unrecogn\
ised text (an unclosed {{!-- comment, or a stray {{ )",t);let n=e.replace(/ - \d+:\d+$/,"");return new P(_.syntax,`synta\
x error: ${n}`,t)}var hr=new Set(["OPEN","OPEN_BLOCK","OPEN_ENDBLOCK","OPEN_INVERSE","OPEN_INVERSE_CHAIN","OPEN_UNESCAPE\
D","OPEN_PARTIAL","OPEN_PARTIAL_BLOCK","OPEN_RAW_BLOCK"]),Oe=new Set(["CLOSE","CLOSE_UNESCAPED","CLOSE_RAW_BLOCK"]),mr=new Set(
["OPEN_BLOCK","OPEN_INVERSE","OPEN_PARTIAL_BLOCK"]),Wo=new Set(["ID","SEP","DATA"]);function gr(e){let t=Object.create(pr.
lexer);t.yy={},t.setInput(e);let r=[0];for(let i=0;i<e.length;i++)e[i]===`
`&&r.push(i+1);let n=(i,o)=>(r[i-1]??e.length)+o,s=[];for(;;){let i;try{i=t.lex()}catch{let{first_line:d,first_column:b,
last_line:N,last_column:H}=t.yylloc,O=t.conditionStack[t.conditionStack.length-1]??"INITIAL",T=s.findLast(I=>I.type==="O\
PEN_RAW_BLOCK"),V=O==="com"?{line:d,column:b+1}:O==="raw"&&T?T:{line:N,column:H+1};return{tokens:s,unreadable:{line:V.line,
column:V.column,state:O,offset:n(V.line,V.column-1)}}}let o=typeof i=="number"?pr.terminals_[i]??String(i):i,{first_line:u,
first_column:l,last_line:a,last_column:h}=t.yylloc,c=o==="EOF"?e.length:n(a,h);if(s.push({type:o==="1"?"EOF":o,text:t.yytext,
line:u,column:l+1,start:n(u,l),end:c}),o==="EOF"||o==="1")return{tokens:s,unreadable:null}}}var pt=(e,t)=>e.line<t.line||
e.line===t.line&&e.column<=t.column;function Os(e,t){let r="",n=t+1;for(;n<e.length&&Wo.has(e[n].type)&&(r===""||e[n].start===
e[n-1].end);)r+=e[n].text,n+=1;return{name:r,next:n}}function Cs(e,t){for(let r=t;r<e.length;r++){if(Oe.has(e[r].type))return e[r].
end;if(r>t&&(hr.has(e[r].type)||e[r].type==="EOF"))break}return e[t].end}function As(e,t,r){return e.slice(0,t)+e.slice(
t,r).replace(/[^\r\n]/g," ")+e.slice(r)}var fr=e=>`${e.sigil}${e.name}}}`,dr=e=>`{{/${e.name}}}`;function Is(e,t){let r=t?
` before the {{/${t.name}}} at ${t.line}:${t.column}`:"";return new P(_.syntax,`syntax error: ${fr(e)} opened at ${e.line}\
:${e.column} is never closed; close it with ${dr(e)}${r}`,e)}function Ko(e,t){let{tokens:r,unreadable:n}=gr(e),s=[],i=null,
o=(u,l,a)=>pt(u,t)?{errors:[l],repaired:a}:null;for(let u=0;u<r.length;u++){let l=r[u];if(i&&(hr.has(l.type)||l.type==="\
EOF")){if(!pt(i,t))return null;let a=i.text.replace(/~/g,"").trim(),h=a.startsWith("{{{{")?"}}}}":a.startsWith("{{{")?"}\
}}":"}}",c=a.startsWith("{{{")?a.slice(0,h.length):"{{";return{errors:[new P(_.syntax,`syntax error: ${c} opened at ${i.
line}:${i.column} is never closed; close it with ${h}`,i)],repaired:l.type==="EOF"?e+h:null}}if(i&&Oe.has(l.type)){let a=i.
type==="OPEN_UNESCAPED"?"CLOSE_UNESCAPED":i.type==="OPEN_RAW_BLOCK"?"CLOSE_RAW_BLOCK":"CLOSE";if(l.type!==a){let h=ht[i.
type==="OPEN_UNESCAPED"?"OPEN_UNESCAPED":"OPEN"];return o(l,new P(_.syntax,`syntax error: ${h} opened at ${i.line}:${i.column}\
 is closed by ${ht[l.type]}; close it with ${ht[a]}`,l),null)}}if(hr.has(l.type))i=l;else if(Oe.has(l.type))i=null;else if(l.
type==="INVALID"&&(l.text==='"'||l.text==="'"))return o(l,new P(_.syntax,`syntax error: the string opened at ${l.line}:${l.
column} is never closed; close it with ${l.text}`,l),null);if(mr.has(l.type)){let a=l.type==="OPEN_INVERSE"?"{{^":l.type===
"OPEN_PARTIAL_BLOCK"?"{{#>":"{{#";s.push({name:Os(r,u).name,sigil:a,line:l.line,column:l.column,hasElse:!1})}else if(l.type===
"OPEN_ENDBLOCK"){let a=Os(r,u).name,h=s[s.length-1];if(h?.name===a){s.pop();continue}return h?s.findLastIndex(d=>d.name===
a)>=0?o(l,Is(h,{...l,name:a}),null):o(l,new P(_.syntax,`syntax error: {{/${a}}} does not close ${fr(h)} opened at ${h.line}\
:${h.column}; close that with ${dr(h)}`,l),null):o(l,new P(_.syntax,`syntax error: {{/${a}}} closes no block: none is op\
en here`,l,[`remove it, or open the block before it with {{#${a} \u2026}}`]),As(e,l.start,Cs(r,u)))}else if(l.type==="IN\
VERSE"||l.type==="OPEN_INVERSE_CHAIN"){let a=s[s.length-1],h=l.type==="INVERSE"&&l.text.includes("^")?"{{^}}":"{{else}}",
c=As(e,l.start,Cs(r,u));if(!a)return o(l,new P(_.syntax,`syntax error: ${h} outside a block; it belongs between {{#if \u2026}\
} and {{/if}}`,l),c);if(a.hasElse)return o(l,new P(_.syntax,`syntax error: a second ${h} in ${fr(a)} opened at ${a.line}\
:${a.column}; a block has one {{else}} (write {{else if \u2026}} for another condition)`,l),c);l.type==="INVERSE"&&(a.hasElse=
!0)}else if(l.type==="EOF"&&s.length>0){if(!pt(l,t))return null;let a=[...s].reverse().map(dr).join("");return{errors:s.
map(h=>Is(h)),repaired:e+a}}}if(n&&pt(n,t)){let u={line:n.line,column:n.column};if(n.state==="com")return{errors:[new P(
_.syntax,`syntax error: the comment {{!-- opened at ${u.line}:${u.column} is never closed; close it with --}}`,u)],repaired:null};
if(n.state==="raw")return{errors:[br(u)],repaired:null};if(e[n.offset]==="\0")return{errors:[new P(_.syntax,"syntax erro\
r: a NUL character, which a template (text) never holds",u)],repaired:null}}return null}function br(e){return new P(_.unsupported,
"raw blocks ({{{{raw}}}}\u2026{{{{/raw}}}}) are not supported; to write {{ as text, escape it: \\{{",e)}function kr(e,t){
if(e.type!=="PathExpression"||!Array.isArray(e.parts)||!e.parts.some(o=>/^\d/.test(o)&&!/^\d+$/.test(o)))return null;let n=String(
e.original),s=Number(n.replace(/_/g,"")),i=Number.isFinite(s)&&n.trim()!==""?`: ${s}`:"";return new P(_.helperArguments,
`${t}: ${n} is not a number to Handlebars, which reads it as the name of a field; write it in digits${i}`,A(e.loc))}function Ts(e){if(e.length<=D.templateBytes/3)return null;let t=xr(e);return t<=D.templateBytes?null:new P(_.tooLarge,`t\
he template is ${t} bytes, more than the ${D.templateBytes} (${D.templateBytes/1024} KiB) a template may be`,{line:1,column:1},
["a prompt template is instructions, not material: give large text to the agent as a file it reads"])}function Ms(e){if((e.
match(/\{\{~?\s*(?:[#^]|else\b)|\(/g)?.length??0)<=D.templateDepth)return null;let r=[],n=0,s=0;for(let i of gr(e).tokens){
if(mr.has(i.type))r.push(1),n+=1;else if(i.type==="OPEN_INVERSE_CHAIN"&&r.length>0)r[r.length-1]+=1,n+=1;else if(i.type===
"OPEN_ENDBLOCK"){n-=r.pop()??0;continue}else if(i.type==="OPEN_SEXPR")s+=1;else if(i.type==="CLOSE_SEXPR"){s=Math.max(0,
s-1);continue}else if(Oe.has(i.type)){s=0;continue}else continue;if(n+s>D.templateDepth)return new P(_.tooDeep,`blocks a\
nd (subexpressions) nest more than ${D.templateDepth} deep here`,i,["each block or (subexpression) inside another is a l\
evel, and so is each {{else if \u2026}}"])}return null}function Hs(e,t,r){if(e!=="indent"||t!==1||r.type!=="NumberLitera\
l")return null;let n=r.value;return typeof n!="number"||n<=D.indentWidth?null:new P(_.helperArguments,`indent: the inden\
t must be at most ${D.indentWidth} spaces, got ${n}`,A(r.loc))}var $o=new Set(["StringLiteral","NumberLiteral","BooleanLiteral","NullLiteral","UndefinedLiteral"]);function Ce(e){if(e===
void 0||!$o.has(e.type))return null;let t=e;return t.type==="NullLiteral"?{value:null,text:!1}:t.type==="UndefinedLitera\
l"?{value:void 0,text:!1}:{value:t.value,text:t.type==="StringLiteral"}}function Jo(e){let t=Ds(e);if(t.errors.length===
0&&t.program)return t.program;let r=t.program?dt(t.program).problems.filter(n=>n.ifUpstream===void 0):[];throw ft(_r([...t.
errors,...r]))}var Bs=20,Go=64*1024;function Ds(e){let t=Ts(e)??Ms(e);if(t)return{program:null,errors:[t]};let r=[],n=e;
for(;r.length<Bs;){let s;try{s=ke.parseWithoutProcessing(n)}catch(i){let o=Rs(i,n),u=o.errors.filter(a=>Yo(e,a)<=e.length);
r.push(...u.slice(0,Bs-r.length));let l=u.length<o.errors.length||u.length===0;if(o.repaired===null||l||e.length>Go)break;
n=o.repaired;continue}return{program:s,errors:r}}return{program:null,errors:r}}function Yo(e,t){let r=0;for(let n=1;n<t.
line;n++){let s=e.indexOf(`
`,r);if(s<0)return Number.POSITIVE_INFINITY;r=s+1}return r+t.column-1}function _r(e){return e.sort((t,r)=>t.line-r.line||
t.column-r.column)}function ft(e){let[t,...r]=e;return r.length===0?t:new P(t.code,t.message,t,[...t.details,...r.map(n=>`\
also at ${n.line}:${n.column}: ${n.message}`)])}function Xo(e){let t=e.openStrip;return t!==void 0&&!("open"in t)}function Ae(e){
return e?.type==="PathExpression"}function yr(e){return/^\.|^this\b/.test(e.original)}function vr(e){return`${e.start.line}\
:${e.start.column}`}function du(e){let{analysis:t,problems:r}=dt(Jo(e));if(r.length>0)throw ft(r);return t}function mu(e){
let{analysis:t,problems:r}=dt(e),n=r.filter(s=>s.ifUpstream===void 0);if(n.length>0)throw ft(n);return{analysis:t,ifUpstream:r.
length>0?ft(r):null}}function gu(e){let t=Ds(e);if(!t.program)return{analysis:null,problems:_r(t.errors)};let{analysis:r,
problems:n}=dt(t.program);return{analysis:r,problems:_r([...t.errors,...n])}}function dt(e){let t={references:[],keys:[],
sections:new Map,paths:new Map,usesTokens:!1,usesFit:!1,eachOver:new Map},r=[],n=new Set,s=[],i=(p,m)=>p.data?p.parts[0]===
"root"?p.parts.slice(1):null:p.depth===0&&!yr(p)&&m.blockParams.has(p.parts[0]??"")?null:p.depth===m.depth?p.parts:null,
o=new Map,u=new Map,l=new Map,a=({owner:p})=>{if(p===null)return;let m="stage"in p?{kind:"stage",stage:p.stage}:{kind:"j\
ob",stage:p.job};return t.references.some(f=>f.kind===m.kind&&f.stage===m.stage)?m:void 0},h=(p,m,g)=>{let[f,k]=p;if(f!==
"stages"&&f!=="jobs")return;let S=f==="stages"?"stage":"job";t.references.push({kind:S,stage:k,path:m,...g});for(let w of s)
(S==="stage"?w.stages:w.jobs).add(k)},c=(p,m)=>{let g=i(p,m);t.paths.set(vr(p.loc),{original:p.original,root:g}),o.set(p,
d(p,m)),u.set(p,g),l.set(p,p.original),g!==null&&g.length>=2&&h(g,p.original,A(p.loc))},d=(p,m)=>{let g,f=p.parts,k=p.parts[0]??
"";if(p.data){if(k!=="root")return null;g=m.frames[0]??null,f=f.slice(1)}else p.depth===0&&!yr(p)&&m.blockParams.has(k)?
(g=m.params.get(k)??null,f=f.slice(1)):g=m.frames[m.depth-p.depth]??null;return g===null?null:b(Le(g,f,p.original),p.original,
A(p.loc))},b=({resolved:p,keys:m,problem:g},f,k)=>{for(let S of m)(S.kind==="input"||S.kind==="matrix"||S.kind==="data")&&
t.keys.push({kind:S.kind,key:S.key,owner:S.owner,path:f,...k});return g!==null&&r.push(new P(_.missingField,g.message,k,
g.details)),p},N=p=>{let[m,g]=p.params,f=Ce(g);if(p.params.length!==2||m===void 0||f===null)return;let k=l.get(m);if(k===
void 0)return;let S=String(f.value),w=`${k}${k==="."||k===".."?"/":"."}${Qo(S)}`,y=A(p.type==="SubExpression"?p.loc:p.path.
loc),x=u.get(m)??null,v=x===null?null:[...x,S];l.set(p,w),u.set(p,v),v!==null&&v.length===2&&h(v,w,y);let L=o.get(m)??null;
o.set(p,L===null?null:b(Ss(L,S,w),w,y))},H=p=>{let m=p.hash?.pairs.find(y=>y.key==="key"),g=Ce(m?.value),f=p.params[0]===
void 0?null:o.get(p.params[0])??null;if(m===void 0||g===null||!g.text||f?.shape.kind!=="list")return;let k=ct(f);if(k===
null||k.shape.kind!=="object")return;let S=String(g.value),{problem:w}=Le({shape:k.shape,label:k.label,owner:k.owner},[S],
S);w!==null&&r.push(new P(_.missingField,w.message,A(m.value.loc),w.details))},O=(p,m,g,f)=>{let k=A(p.loc),S=[`usage: ${g.
usage}`],w=(x,v=S)=>r.push(new P(_.helperArguments,x,k,v));g.block==="always"!==f&&w(Ns(m,g),[]);let y=Es(m,p.params.length);
y!==null&&w(`${m}: ${y}`);for(let[x,{what:v,text:L}]of Object.entries(g.counts??{})){let M=Ce(p.params[Number(x)]);M===null||
M.text&&L||ur(M.value)===null&&w(`${m}: ${cr(v,M.value)}`)}for(let x of p.hash?.pairs??[]){if(!g.options.includes(x.key)){
w(`${m}: no option ${x.key}${ne(x.key,g.options)}; ${g.options.length>0?`options: ${g.options.join(", ")}`:"it takes no \
options"}`);continue}let v=Ce(x.value);v!==null&&g.countOptions?.includes(x.key)&&ur(v.value)===null&&w(`${m}: ${cr(x.key,
v.value)}`)}},T=(p,m,g)=>{let f=p.path,k=p.params.length>0||(p.hash?.pairs.length??0)>0,S=Ae(f)&&f.parts.length===1&&f.depth===
0&&!f.data&&!yr(f);if(!(k||S&&Ee.has(f.original)&&!m.blockParams.has(f.original))){I(f,m);let v=o.get(f),L=p.type==="Mus\
tacheStatement"&&v?or(v.shape):null;return L!==null&&r.push(new P(_.printedObject,`${f.original} ${L.message}`,A(p.loc),
L.details(f.original),a(v))),null}let y=Ae(f)?f.original:String(f.original??f.type);(!S||!Ee.has(y))&&r.push(new P(_.unknownHelper,
`unknown helper ${y}${ne(y,Ee)}`,A(p.loc),[`helpers: ${[...Ee].join(", ")}`]));let x=S?lr(y):void 0;x!==void 0&&O(p,y,x,
g);for(let[v,L]of p.params.entries()){let M=kr(L,y);M&&n.add(L);let B=M??Hs(y,v,L);B&&r.push(B)}for(let v of p.hash?.pairs??
[]){let L=kr(v.value,y);L&&(n.add(v.value),r.push(L))}if(y==="tokens"||y==="fit"){let v={stages:new Set,jobs:new Set};s.
push(v);for(let L of p.params)I(L,m);return p.hash&&I(p.hash,m),g&&V(p,m,!1),s.pop(),t.usesTokens||=y==="tokens",t.usesFit||=
y==="fit",t.sections.set(vr(p.loc),{kind:y,cuttable:p.type!=="SubExpression",label:Zo(y,p),position:A(p.loc),stages:[...v.
stages],jobs:[...v.jobs]}),y}for(let v of p.params)I(v,m);if(p.hash&&I(p.hash,m),(y==="join"||y==="lines")&&x!==void 0&&
H(p),y==="lookup"&&x!==void 0){N(p);let v=o.get(p),L=p.type==="MustacheStatement"&&v?or(v.shape):null,M=L===null?null:qs(
p);L!==null&&M!==null&&r.push(new P(_.printedObject,`${M} ${L.message}`,A(p.loc),L.details(M),a(v)))}return y},V=(p,m,g,f=null)=>{
if(p.program){let k=p.program.blockParams??[],S=m.depth+(g?1:0),w=g?[...m.frames.slice(0,m.depth+1),f]:m.frames,y=new Map(
m.params);for(let[x,v]of k.entries())y.set(v,x===0?f:null);I(p.program,{depth:S,blockParams:k.length>0?new Set([...m.blockParams,
...k]):m.blockParams,frames:w,params:k.length>0?y:m.params})}p.inverse&&I(p.inverse,m)},I=(p,m)=>{if(!(!p||n.has(p)))switch(p.
type){case"Program":for(let g of p.body)I(g,m);return;case"MustacheStatement":case"SubExpression":T(p,m,!1);return;case"\
BlockStatement":{let g=p;if(Xo(g)){r.push(br(A(g.loc)));return}let f=T(g,m,!0);if(f==="tokens"||f==="fit")return;let k=f===
null||f==="each"||f==="with",S=f===null?g.path:g.params[0],w=S===void 0?null:o.get(S)??null,y=S===void 0?void 0:l.get(S);
if(f==="each"&&y!==void 0&&(t.eachOver.set(vr(g.loc),y),w?.shape.kind==="text")){let{message:v,details:L}=ws(y);r.push(new P(
_.helperArguments,v,A(g.loc),L,a(w)))}let x=f==="each"?ct(w):Ps(w,f===null);V(g,m,k,k?x:null);return}case"PathExpression":
c(p,m);return;case"Hash":for(let g of p.pairs)I(g.value,m);return;case"PartialStatement":case"PartialBlockStatement":r.push(
new P(_.unsupported,"partials ({{> name}}) are not supported: a prompt template is self-contained",A(p.loc)));return;case"\
Decorator":case"DecoratorBlock":r.push(new P(_.unsupported,"decorators ({{* name}}) are not supported",A(p.loc)));return;default:
return}};return I(e,{depth:0,blockParams:new Set,frames:[ar],params:new Map}),r.sort((p,m)=>p.line-m.line||p.column-m.column),
{analysis:t,problems:r}}function Zo(e,t){if(e==="fit"){let n=t.hash?.pairs.find(s=>s.key==="label")?.value;return typeof n?.
value=="string"?`fit "${n.value}"`:"fit"}let r=t.params[0];return Ae(r)?`tokens ${r.original}`:"tokens"}function Qo(e){return/^[^\s!"#%-,./;->@[-^`{-~]+$/.
test(e)?e:`[${e}]`}function qs(e){if(!Ae(e.path)||e.path.original!=="lookup")return null;let t=e.params.map(r=>{if(Ae(r))
return r.original;if(r.type==="SubExpression")return qs(r);let n=Ce(r);return n===null?null:n.text?JSON.stringify(n.value):
String(n.value)});return t.includes(null)?null:`(lookup ${t.join(" ")})`}var Sr=e=>({reads:e,notSlash:!1,min:1,max:1});function el(e){let t=[];for(let r=0;r<e.length;r++){let n=e.charCodeAt(r);
if(e[r+1]==="-"&&r+2<e.length){let s=e.charCodeAt(r+2);if(n>s)return null;t.push([n,s]),r+=2}else t.push([n,n])}return t}
function Fs(e){let t=[],r=!0;for(let n=0;n<e.length;n++){let s=e[n],i=t.at(-1);if(s==="\\"&&n+1<e.length){let o=e[++n];t.
push({steps:[Sr({kind:"char",char:o})],sample:o,repeatable:!0})}else if(s==="*"){let o=e[n+1]==="*";o&&n++,t.push({steps:[
{reads:{kind:"any"},notSlash:!o,min:0,max:1/0}],sample:"0",repeatable:!1})}else if((s==="+"||s==="?")&&i?.repeatable){let o=i.
steps[0];s==="+"?i.steps.push({...o,min:0,max:1/0}):(i.steps[0]={...o,min:0},i.sample=""),i.repeatable=!1}else if(s==="["&&
e.indexOf("]",n+2)>n){let o=e.indexOf("]",n+2),u=e.slice(n+1,o),l=el(u);l===null&&(r=!1),t.push({steps:[Sr({kind:"set",ranges:l??
[]})],sample:u[0],repeatable:!0}),n=o}else t.push({steps:[Sr({kind:"char",char:s})],sample:s,repeatable:!0})}return{pieces:t,
valid:r}}function tl(e,t){if(e.notSlash&&t==="/")return!1;switch(e.reads.kind){case"any":return!0;case"char":return e.reads.
char===t;case"set":{let r=t.charCodeAt(0);return e.reads.ranges.some(([n,s])=>r>=n&&r<=s)}}}var rl=()=>!1;function js(e){
let{pieces:t,valid:r}=Fs(e);if(!r)return rl;let n=t.flatMap(i=>i.steps),s=n.length;return i=>{let o=new Uint8Array(s+1),
u=new Uint8Array(s+1),l=(a,h)=>{for(let c=h;c<=s&&!a[c]&&(a[c]=1,!(c===s||n[c].min===1));c++);};l(o,0);for(let a=0;a<i.length;a++){
let h=i[a];u.fill(0);let c=!1;for(let d=0;d<s;d++){if(!o[d])continue;let b=n[d];tl(b,h)&&(l(u,b.max===1/0?d:d+1),c=!0)}if(!c)
return!1;[o,u]=[u,o]}return o[s]===1}}function Pr(e){return typeof e=="string"?[e]:Array.isArray(e)?e.filter(t=>typeof t==
"string"):null}function zs(e,t){let r=!1;for(let n of t){let s=n.startsWith("!");js(s?n.slice(1):n)(e)&&(r=!s)}return r}
function Vs(e,t){return!t.some(r=>js(r)(e))}function Us(e){return Fs(e).pieces.map(t=>t.sample).join("")}var mt="0000000000000000000000000000000000000000",xu={repository:"local/repository",sha:mt,ref:"refs/heads/main",actor:"\
local",workspace:"."},nl=[["issue_comment",e=>"comment"in e&&"issue"in e],["pull_request_review_comment",e=>"comment"in e&&
"pull_request"in e],["pull_request_review",e=>"review"in e&&"pull_request"in e],["pull_request",e=>"pull_request"in e],[
"pull_request_target",e=>"pull_request"in e],["issues",e=>"issue"in e],["discussion_comment",e=>"comment"in e&&"discussi\
on"in e],["discussion",e=>"discussion"in e],["release",e=>"release"in e],["workflow_run",e=>"workflow_run"in e],["push",
e=>"pusher"in e||"before"in e&&"after"in e],["workflow_dispatch",e=>"inputs"in e],["schedule",e=>"schedule"in e]];function Eu(e,t,r,n=yt){
let s=Object.keys(e.on),i=s.includes("workflow_call"),o=i||s.length===0,u=`its triggers: ${s.join(", ")}`;if(r){if(o||s.
includes(r))return{name:r,problem:null};let b=Dr(r,s),N=b===void 0?"":`; did you mean "${b}"?`;return{name:r,problem:`${n.
eventName(r)} is not a trigger of this workflow; ${u}${N}`}}let l=t?nl.filter(([,b])=>b(t)).map(([b])=>b):[],a=l.find(b=>i||
s.includes(b));if(a!==void 0)return{name:a,problem:null};let h=s.find(b=>b!=="workflow_call")??"workflow_dispatch",c=s.includes(
"workflow_dispatch")?"workflow_dispatch":h;if(o||l.length===0)return{name:c,problem:null};let d=l.length===1?l[0]:`${l.slice(
0,-1).join(", ")} or ${l.at(-1)}`;return{name:c,problem:`${n.event}: the payload looks like ${/^[aeiou]/.test(d)?"an":"a"}\
 ${d} event, which is not a trigger of this workflow; ${u}; to use it as one of them, pass ${n.passEventName(h)}`}}var sl={
branch_protection_rule:"created",check_run:"created",check_suite:"completed",discussion:"created",discussion_comment:"cr\
eated",issue_comment:"created",issues:"opened",label:"created",merge_group:"checks_requested",milestone:"created",project:"\
created",project_card:"created",project_column:"created",pull_request:"opened",pull_request_review:"submitted",pull_request_review_comment:"\
created",pull_request_target:"opened",registry_package:"published",release:"published",repository_dispatch:"local-dispat\
ch",watch:"started",workflow_run:"completed"};function il(e,t,r=yt){let n=e?.on.push,s=n!==null&&typeof n=="object"?n:{};
if(!("tags"in s||"tags-ignore"in s)||"branches"in s||"branches-ignore"in s)return{ref:t.ref,notice:null};let o=Pr(s.tags),
u=Pr(s["tags-ignore"]),l=O=>(o===null||zs(O,o))&&(u===null||Vs(O,u)),a=o===null?`on.push.tags-ignore (${(u??[]).join(", ")}\
)`:`on.push.tags (${o.join(", ")})`,h=(t.tags??[]).filter(l).sort((O,T)=>O.localeCompare(T,"en",{numeric:!0})),c=h.at(-1);
if(c!==void 0){let O=h.length===1?null:{level:"info",message:`HEAD has ${h.length} tags that ${a} takes (${h.join(", ")}\
): the default push is of ${c}, the highest; pass ${r.withEvent} with a push payload for another`};return{ref:`refs/tags\
/${c}`,notice:O}}let d=(o??[]).filter(O=>!O.startsWith("!")).map(Us),b=[...new Set(["v0.0.0","0.0.0",...d])].filter(O=>O!==
""),N=b.find(l);if(N!==void 0)return{ref:`refs/tags/${N}`,notice:{level:"info",message:`the workflow runs on pushes of t\
ags only, and HEAD has no tag that ${a} takes: the default push is of the placeholder tag ${N}; tag HEAD, or pass ${r.withEvent}\
 with a push payload, for a real one`}};let H=t.ref.replace(/^refs\/heads\//,"");return{ref:t.ref,notice:{level:"warning",
message:`the workflow runs on pushes of tags only, and neither HEAD nor a placeholder tag (${b.join(", ")}) passes ${a}:\
 the default push is of the branch ${H}, which GitHub never runs it for; tag HEAD with a tag that passes, or pass ${r.withEvent}\
 with a push payload whose ref is refs/tags/<tag>`}}}var al="local-label";function Nu(e,t,r,n,s=al){let[i="local",o="rep\
ository"]=t.repository.split("/"),u={login:t.actor,type:"User"},l=`https://github.com/${t.repository}`,a={name:o,full_name:t.
repository,owner:{login:i},fork:!1,html_url:l,default_branch:t.defaultBranch??t.ref.replace(/^refs\/heads\//,"")},h={repository:a,
sender:u},c=ll(n,e)??sl[e],d=c===void 0?h:{...h,action:c},b={name:s,color:"ededed",description:""},N=c==="labeled"||c===
"unlabeled",H=c==="labeled"?[b]:[],O=N?{label:b}:{},T=c==="closed"?"closed":"open",V={number:1,title:"Local issue",body:"",
state:T,labels:H,user:u},I=t.ref.replace(/^refs\/heads\//,""),p=(f,k)=>({label:`${i}:${f}`,ref:f,sha:k,user:{login:i},repo:a}),
m={number:1,title:"Local pull request",body:"",state:T,draft:!1,merged:!1,merged_at:null,merge_commit_sha:null,locked:!1,
labels:H,assignees:[],requested_reviewers:[],user:u,html_url:`${l}/pull/1`,head:p(I,t.sha),base:p(a.default_branch,t.parentSha??
t.sha)},g={id:1,body:"",user:u};switch(e){case"workflow_dispatch":case"workflow_call":return{...h,ref:t.ref,inputs:Object.
fromEntries(Object.entries(r).map(([f,k])=>[f,String(k)]))};case"push":return{...h,...ol(n,t,l)};case"issues":return{...d,
issue:V,...O};case"issue_comment":return{...d,issue:V,comment:g};case"pull_request":case"pull_request_target":return{...d,
number:1,pull_request:m,...O};case"pull_request_review":return{...d,pull_request:m,review:{id:1,body:"",state:"commented",
user:u}};case"pull_request_review_comment":return{...d,pull_request:m,comment:g};case"discussion":case"discussion_commen\
t":{let f={number:1,title:"Local discussion",body:"",user:u};return e==="discussion"?{...d,discussion:f,...O}:{...d,discussion:f,
comment:g}}case"release":{let f=t.ref.startsWith("refs/tags/")?t.ref.slice(10):"v0.0.0";return{...d,release:{id:1,tag_name:f,
name:f,body:"",draft:!1,prerelease:!1,target_commitish:a.default_branch,author:u}}}case"workflow_run":{let f=c==="comple\
ted";return{...d,workflow_run:{id:1,name:ul(n)??"CI",event:"push",status:f?"completed":c,conclusion:f?"success":null,head_branch:a.
default_branch,head_sha:t.sha,run_number:1,run_attempt:1,html_url:`${l}/actions/runs/1`,pull_requests:[],repository:a,head_repository:a}}}case"\
check_suite":case"check_run":{let f=c==="completed",k={id:1,head_branch:a.default_branch,head_sha:t.sha,status:f?"comple\
ted":"queued",conclusion:f?"success":null,pull_requests:[]};return e==="check_suite"?{...d,check_suite:k}:{...d,check_run:{
id:1,name:"local-check",head_sha:t.sha,status:k.status,conclusion:k.conclusion,check_suite:k,pull_requests:[]}}}case"rep\
ository_dispatch":return{...d,branch:a.default_branch,client_payload:{}};case"label":return{...d,label:b};case"schedule":
return{...h,schedule:cl(n)??"0 0 * * *"};default:return d}}function ol(e,t,r){let{ref:n}=il(e,t),s=n.startsWith("refs/ta\
gs/"),i=s?mt:t.parentSha??mt,o=i===mt,u=t.commit,l={id:t.sha,...u?{tree_id:u.tree,distinct:!0,message:u.message,timestamp:u.
timestamp,author:u.author,committer:u.committer}:{},url:`${r}/commit/${t.sha}`};return{ref:n,before:i,after:t.sha,base_ref:s&&
t.ref.startsWith("refs/heads/")?t.ref:null,created:o,deleted:!1,forced:!1,compare:o?`${r}/compare/${n.replace(/^refs\/(heads|tags)\//,
"")}`:`${r}/compare/${i.slice(0,12)}...${t.sha.slice(0,12)}`,pusher:{name:t.actor},commits:s?[]:[l],head_commit:l}}function ll(e,t){
let r=e?.on[t]?.types,n=Array.isArray(r)?r[0]:r;return typeof n=="string"&&n!==""?n:void 0}function ul(e){let t=e?.on.workflow_run?.
workflows;return Array.isArray(t)&&typeof t[0]=="string"?t[0]:void 0}function cl(e){let t=e?.on.schedule;if(!Array.isArray(
t))return null;let r=t[0]?.cron;return typeof r=="string"?r:null}function Lu(e){let r=e?.repository?.full_name;return typeof r==
"string"&&/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(r)?r:void 0}function pl(e){let t=e.sender?.login;return typeof t=="s\
tring"&&t!==""?t:void 0}function hl(e,t){if(e!=="push")return;let r=t.after;return typeof r=="string"&&/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.
test(r)&&/[^0]/.test(r)?r:void 0}function wr(e,...t){let r=e;for(let n of t)r=r?.[n];return typeof r=="number"&&Number.isSafeInteger(
r)&&r>=0?String(r):typeof r=="string"&&/^\d+$/.test(r)?r:void 0}function Ou(e){let{facts:t,payload:r}=e,[n="local"]=t.repository.
split("/"),s=r.pull_request,i=dl(e.eventName,r)??t.ref,o=pl(r),u=o??t.actor,l={actor_id:o===void 0?void 0:wr(r,"sender",
"id"),repository_id:wr(r,"repository","id"),repository_owner_id:wr(r,"repository","owner","id")};return{event_name:e.eventName,
event:r,repository:t.repository,repository_owner:n,ref:i,ref_name:i.replace(/^refs\/(heads|tags|pull)\//,""),ref_type:i.
startsWith("refs/tags/")?"tag":"branch",head_ref:s?.head?.ref??"",base_ref:s?.base?.ref??"",sha:hl(e.eventName,r)??t.sha,
actor:u,triggering_actor:u,...Object.fromEntries(Object.entries(l).filter(([,a])=>a!==void 0)),ref_protected:!1,run_id:e.
runId,run_number:"1",run_attempt:"1",workflow:e.workflow.name??e.workflowPath,workflow_ref:`${t.repository}/${e.workflowPath}\
@${i}`,workflow_sha:t.sha,workspace:t.workspace,server_url:"https://github.com",api_url:"https://api.github.com",graphql_url:"\
https://api.github.com/graphql",retention_days:"90",action:"",job:"",token:""}}var fl=new Set(["branch_protection_rule",
"check_run","check_suite","delete","discussion","discussion_comment","fork","gollum","issue_comment","issues","label","m\
ilestone","page_build","public","registry_package","repository_dispatch","schedule","status","watch","workflow_run"]);function dl(e,t){
let r=t.pull_request,n=s=>typeof s=="string"&&s!==""?`refs/heads/${s}`:void 0;switch(e){case"pull_request":case"pull_req\
uest_review":case"pull_request_review_comment":{let s=t.number??r?.number;if(typeof s=="number"&&Number.isSafeInteger(s)&&
s>0)return`refs/pull/${s}/merge`;break}case"pull_request_target":return n(r?.base?.ref);case"release":{let s=t.release?.
tag_name;if(typeof s=="string"&&s!=="")return`refs/tags/${s}`;break}}return fl.has(e)?n(t.repository?.default_branch):typeof t.
ref=="string"&&t.ref.startsWith("refs/")?t.ref:void 0}function Cu(e,t){let r;try{r=JSON.parse(Er(e))}catch(n){throw new $(
"event-invalid",`not JSON: ${n.message}`,{where:t})}if(r===null||typeof r!="object"||Array.isArray(r))throw new $("event\
-invalid","an event payload must be a JSON object",{where:t});return ml(r,t),r}function ml(e,t){let r=[{value:e,depth:1}];
for(let n=r.pop();n!==void 0;n=r.pop()){if(n.depth>D.eventDepth)throw new $("event-invalid",`an event payload nested dee\
per than ${D.eventDepth} levels of objects and arrays is refused (GitHub's own nest under 10)`,{where:t});for(let s of Object.
values(n.value))s!==null&&typeof s=="object"&&r.push({value:s,depth:n.depth+1})}}export{Ie as a,bl as b,Jr as c,$s as d,Re as e,Js as f,Gs as g,Gr as h,Nl as i,ke as j,To as k,Wl as l,zo as m,ws as n,lr as o,
Es as p,ur as q,cr as r,P as s,A as t,Vo as u,Gl as v,Jo as w,du as x,mu as y,gu as z,Pr as A,zs as B,Vs as C,xu as D,Eu as E,
il as F,Nu as G,Lu as H,pl as I,hl as J,Ou as K,dl as L,Cu as M,ml as N};
