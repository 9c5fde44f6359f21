import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{b as Fr,d as zr,i as Vr}from"./chunk-M6PCGQAN.js";import{i as Dr,o as qr}from"./chunk-LZYN5DKP.js";import{
i as Hr}from"./chunk-X6MVMOSM.js";import{c as xr}from"./chunk-FCWOFCWY.js";import{c as re}from"./chunk-TIXFR75A.js";
import{d as ve}from"./chunk-OKFZ7BVP.js";import{G as Ir,H as Ar,I as Rr,J as Tr,K as Mr,L as Br,b as yt,d as wr,h as C,
i as ue,j as ce,k as Nr,m as kt,n as vt,o as ee,q as Or,s as Lr,u as te,w as Cr,z as B}from"./chunk-FJ7SBSSN.js";import{
G as V,R as k,b as Er}from"./chunk-C33NMHQG.js";import{b as E,d as Ys}from"./chunk-3NR5HZ6E.js";var R=E(M=>{"use strict";M.__esModule=!0;M.extend=Yr;M.indexOf=ui;M.escapeExpression=ci;M.isEmpty=pi;M.createFrame=hi;M.
blockParams=fi;M.appendContextPath=di;var ii={"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;","'":"&#x27;","`":"&#x60;","\
=":"&#x3D;"},ai=/[&<>"'`=]/g,oi=/[&<>"'`=]/;function li(e){return ii[e]}function Yr(e){for(var t=1;t<arguments.length;t++)
for(var r in arguments[t])Object.prototype.hasOwnProperty.call(arguments[t],r)&&(e[r]=arguments[t][r]);return e}var xt=Object.
prototype.toString;M.toString=xt;var Pt=function(t){return typeof t=="function"};Pt(/x/)&&(M.isFunction=Pt=function(e){return typeof e==
"function"&&xt.call(e)==="[object Function]"});M.isFunction=Pt;var Gr=Array.isArray||function(e){return e&&typeof e=="ob\
ject"?xt.call(e)==="[object Array]":!1};M.isArray=Gr;function ui(e,t){for(var r=0,n=e.length;r<n;r++)if(e[r]===t)return r;
return-1}function ci(e){if(typeof e!="string"){if(e&&typeof e.toHTML=="function")return e.toHTML();if(e==null)return"";if(!e)
return e+"";e=""+e}return oi.test(e)?e.replace(ai,li):e}function pi(e){return!e&&e!==0?!0:!!(Gr(e)&&e.length===0)}function hi(e){
var t=Yr({},e);return t._parent=e,t}function fi(e,t){return e.path=t,e}function di(e,t){return(e?e+".":"")+t}});var H=E((Me,$r)=>{"use strict";Me.__esModule=!0;var Et=["description","fileName","lineNumber","endLineNumber","message",
"name","number","stack"];function wt(e,t){var r=t&&t.loc,n=void 0,s=void 0,i=void 0,o=void 0;r&&r.start&&(n=r.start.line,
i=r.start.column,r.end&&(s=r.end.line,o=r.end.column),e+=" - "+n+":"+i);for(var u=Error.prototype.constructor.call(this,
e),l=0;l<Et.length;l++)this[Et[l]]=u[Et[l]];Error.captureStackTrace&&Error.captureStackTrace(this,wt);try{r&&(this.lineNumber=
n,this.endLineNumber=s,Object.defineProperty?(Object.defineProperty(this,"column",{value:i,enumerable:!0}),Object.defineProperty(
this,"endColumn",{value:o,enumerable:!0})):(this.column=i,this.endColumn=o))}catch{}}wt.prototype=new Error;Me.default=wt;
$r.exports=Me.default});var Zr=E((Be,Xr)=>{"use strict";Be.__esModule=!0;var Nt=R();Be.default=function(e){e.registerHelper("blockHelperMissing",
function(t,r){var n=r.inverse,s=r.fn;if(t===!0)return s(this);if(t===!1||t==null)return n(this);if(Nt.isArray(t))return t.
length>0?(r.ids&&(r.ids=[r.name]),e.helpers.each(t,r)):n(this);if(r.data&&r.ids){var i=Nt.createFrame(r.data);i.contextPath=
Nt.appendContextPath(r.data.contextPath,r.name),r={data:i}}return s(t,r)})};Xr.exports=Be.default});var en=E((He,Qr)=>{"use strict";He.__esModule=!0;function mi(e){return e&&e.__esModule?e:{default:e}}var pe=R(),gi=H(),bi=mi(
gi);function yi(e){try{var t=e.return;pe.isFunction(t)&&t.call(e)}catch{}}He.default=function(e){e.registerHelper("each",
function(t,r){if(!r)throw new bi.default("Must pass iterator to #each");var n=r.fn,s=r.inverse,i=0,o="",u=void 0,l=void 0;
r.data&&r.ids&&(l=pe.appendContextPath(r.data.contextPath,r.ids[0])+"."),pe.isFunction(t)&&(t=t.call(this)),r.data&&(u=pe.
createFrame(r.data));function a(N,j,q,z){u&&(u.key=N,u.index=j,u.first=j===0,u.last=!!q,l&&(u.contextPath=l+N)),o=o+n(z,
{data:u,blockParams:pe.blockParams([z,N],[l+N,null])})}if(t&&typeof t=="object")if(pe.isArray(t))for(var h=t.length;i<h;i++)
i in t&&a(i,i,i===t.length-1,t[i]);else if(typeof Symbol=="function"&&t[Symbol.iterator])for(var c=t[Symbol.iterator](),
g=c.next();!g.done;){var L=c.next();try{a(i,i,L.done,g.value)}catch(N){throw L.done||yi(c),N}g=L,i++}else(function(){var N=void 0;
Object.keys(t).forEach(function(j){N!==void 0&&a(N,i-1,!1,t[N]),N=j,i++}),N!==void 0&&a(N,i-1,!0,t[N])})();return i===0&&
(o=s(this)),o})};Qr.exports=He.default});var rn=E((De,tn)=>{"use strict";De.__esModule=!0;function ki(e){return e&&e.__esModule?e:{default:e}}var vi=H(),Si=ki(vi);
De.default=function(e){e.registerHelper("helperMissing",function(){if(arguments.length!==1)throw new Si.default('Missing\
 helper: "'+arguments[arguments.length-1].name+'"')})};tn.exports=De.default});var on=E((qe,an)=>{"use strict";qe.__esModule=!0;function _i(e){return e&&e.__esModule?e:{default:e}}var nn=R(),Pi=H(),sn=_i(
Pi);qe.default=function(e){e.registerHelper("if",function(t,r){if(arguments.length!=2)throw new sn.default("#if requires\
 exactly one argument");return nn.isFunction(t)&&(t=t.call(this)),!r.hash.includeZero&&!t||nn.isEmpty(t)?r.inverse(this):
r.fn(this)}),e.registerHelper("unless",function(t,r){if(arguments.length!=2)throw new sn.default("#unless requires exact\
ly one argument");return e.helpers.if.call(this,t,{fn:r.inverse,inverse:r.fn,hash:r.hash})})};an.exports=qe.default});var un=E((Fe,ln)=>{"use strict";Fe.__esModule=!0;Fe.default=function(e){e.registerHelper("log",function(){for(var t=[void 0],
r=arguments[arguments.length-1],n=0;n<arguments.length-1;n++)t.push(arguments[n]);var s=1;r.hash.level!=null?s=r.hash.level:
r.data&&r.data.level!=null&&(s=r.data.level),t[0]=s,e.log.apply(e,t)})};ln.exports=Fe.default});var pn=E((ze,cn)=>{"use strict";ze.__esModule=!0;ze.default=function(e){e.registerHelper("lookup",function(t,r,n){return t&&
n.lookupProperty(t,r)})};cn.exports=ze.default});var fn=E((Ve,hn)=>{"use strict";Ve.__esModule=!0;function xi(e){return e&&e.__esModule?e:{default:e}}var Se=R(),Ei=H(),wi=xi(
Ei);Ve.default=function(e){e.registerHelper("with",function(t,r){if(arguments.length!=2)throw new wi.default("#with requ\
ires exactly one argument");Se.isFunction(t)&&(t=t.call(this));var n=r.fn;if(Se.isEmpty(t))return r.inverse(this);var s=r.
data;return r.data&&r.ids&&(s=Se.createFrame(r.data),s.contextPath=Se.appendContextPath(r.data.contextPath,r.ids[0])),n(
t,{data:s,blockParams:Se.blockParams([t],[s&&s.contextPath])})})};hn.exports=Ve.default});var Ot=E(Ke=>{"use strict";Ke.__esModule=!0;Ke.registerDefaultHelpers=zi;Ke.moveHelperToHooks=Vi;function ne(e){return e&&
e.__esModule?e:{default:e}}var Ni=Zr(),Oi=ne(Ni),Li=en(),Ci=ne(Li),Ii=rn(),Ai=ne(Ii),Ri=on(),Ti=ne(Ri),Mi=un(),Bi=ne(Mi),
Hi=pn(),Di=ne(Hi),qi=fn(),Fi=ne(qi);function zi(e){Oi.default(e),Ci.default(e),Ai.default(e),Ti.default(e),Bi.default(e),
Di.default(e),Fi.default(e)}function Vi(e,t,r){e.helpers[t]&&(e.hooks[t]=e.helpers[t],r||(e.helpers[t]=void 0))}});var mn=E((Ue,dn)=>{"use strict";Ue.__esModule=!0;var Ki=R();Ue.default=function(e){e.registerDecorator("inline",function(t,r,n,s){
var i=t;return r.partials||(r.partials={},i=function(o,u){var l=n.partials;n.partials=Ki.extend({},l,r.partials);var a=t(
o,u);return n.partials=l,a}),r.partials[s.args[0]]=s.fn,i})};dn.exports=Ue.default});var gn=E(Lt=>{"use strict";Lt.__esModule=!0;Lt.registerDefaultDecorators=Ji;function Ui(e){return e&&e.__esModule?e:{default:e}}
var ji=mn(),Wi=Ui(ji);function Ji(e){Wi.default(e)}});var Ct=E((je,bn)=>{"use strict";je.__esModule=!0;var Yi=R(),he={methodMap:["debug","info","warn","error"],level:"info",lookupLevel:function(t){
if(typeof t=="string"){var r=Yi.indexOf(he.methodMap,t.toLowerCase());r>=0?t=r:t=parseInt(t,10)}return t},log:function(t){
if(t=he.lookupLevel(t),typeof console<"u"&&he.lookupLevel(he.level)<=t){var r=he.methodMap[t];console[r]||(r="log");for(var n=arguments.
length,s=Array(n>1?n-1:0),i=1;i<n;i++)s[i-1]=arguments[i];console[r].apply(console,s)}}};je.default=he;bn.exports=je.default});var It=E(fe=>{"use strict";fe.__esModule=!0;fe.createProtoAccessControl=Zi;fe.resultIsAllowed=Qi;fe.isPrototypeConstructor=
ea;fe.resetLoggedProperties=ra;function Gi(e){return e&&e.__esModule?e:{default:e}}var yn=R(),$i=Ct(),Xi=Gi($i),We=Object.
create(null);function Zi(e){var t=Object.create(null);t.__proto__=!1,yn.extend(t,e.allowedProtoProperties);var r=Object.
create(null);return r.constructor=!1,r.__defineGetter__=!1,r.__defineSetter__=!1,r.__lookupGetter__=!1,r.__lookupSetter__=
!1,yn.extend(r,e.allowedProtoMethods),{properties:{whitelist:t,defaultValue:e.allowProtoPropertiesByDefault},methods:{whitelist:r,
defaultValue:e.allowProtoMethodsByDefault}}}function Qi(e,t,r){return kn(typeof e=="function"?t.methods:t.properties,r)}
function ea(e,t,r){return t==="constructor"&&typeof r=="function"&&e===r.prototype}function kn(e,t){return e.whitelist[t]!==
void 0?e.whitelist[t]===!0:e.defaultValue!==void 0?e.defaultValue:(ta(t),!1)}function ta(e){We[e]!==!0&&(We[e]=!0,Xi.default.
log("error",'Handlebars: Access has been denied to resolve the property "'+e+`" because it is not an "own property" of i\
ts parent.
You can add a runtime option to disable the check or this warning:
See https://handlebarsjs.com/api-reference/runtime-options.html#options-to-control-prototype-access for details`))}function ra(){
Object.keys(We).forEach(function(e){delete We[e]})}});var Ye=E(K=>{"use strict";K.__esModule=!0;K.HandlebarsEnvironment=Tt;function vn(e){return e&&e.__esModule?e:{default:e}}
var se=R(),na=H(),At=vn(na),sa=Ot(),ia=gn(),aa=Ct(),Je=vn(aa),oa=It(),la="4.7.10";K.VERSION=la;var ua=8;K.COMPILER_REVISION=
ua;var ca=7;K.LAST_COMPATIBLE_COMPILER_REVISION=ca;var pa={1:"<= 1.0.rc.2",2:"== 1.0.0-rc.3",3:"== 1.0.0-rc.4",4:"== 1.x\
.x",5:"== 2.0.0-alpha.x",6:">= 2.0.0-beta.1",7:">= 4.0.0 <4.3.0",8:">= 4.3.0"};K.REVISION_CHANGES=pa;var Rt="[object Obj\
ect]";function Tt(e,t,r){this.helpers=e||{},this.partials=t||{},this.decorators=r||{},sa.registerDefaultHelpers(this),ia.
registerDefaultDecorators(this)}Tt.prototype={constructor:Tt,logger:Je.default,log:Je.default.log,registerHelper:function(t,r){
if(se.toString.call(t)===Rt){if(r)throw new At.default("Arg not supported with multiple helpers");se.extend(this.helpers,
t)}else this.helpers[t]=r},unregisterHelper:function(t){delete this.helpers[t]},registerPartial:function(t,r){if(se.toString.
call(t)===Rt)se.extend(this.partials,t);else{if(typeof r>"u")throw new At.default('Attempting to register a partial call\
ed "'+t+'" as undefined');this.partials[t]=r}},unregisterPartial:function(t){delete this.partials[t]},registerDecorator:function(t,r){
if(se.toString.call(t)===Rt){if(r)throw new At.default("Arg not supported with multiple decorators");se.extend(this.decorators,
t)}else this.decorators[t]=r},unregisterDecorator:function(t){delete this.decorators[t]},resetLoggedPropertyAccesses:function(){
oa.resetLoggedProperties()}};var ha=Je.default.log;K.log=ha;K.createFrame=se.createFrame;K.logger=Je.default});var _n=E((Ge,Sn)=>{"use strict";Ge.__esModule=!0;function Mt(e){this.string=e}Mt.prototype.toString=Mt.prototype.toHTML=
function(){return""+this.string};Ge.default=Mt;Sn.exports=Ge.default});var Pn=E(Bt=>{"use strict";Bt.__esModule=!0;Bt.wrapHelper=fa;function fa(e,t){if(typeof e!="function")return e;var r=function(){
var s=arguments[arguments.length-1];return arguments[arguments.length-1]=t(s),e.apply(this,arguments)};return r}});var On=E(G=>{"use strict";G.__esModule=!0;G.checkRevision=ka;G.template=va;G.wrapProgram=$e;G.resolvePartial=Sa;G.invokePartial=
_a;G.noop=wn;function da(e){return e&&e.__esModule?e:{default:e}}function ma(e){if(e&&e.__esModule)return e;var t={};if(e!=
null)for(var r in e)Object.prototype.hasOwnProperty.call(e,r)&&(t[r]=e[r]);return t.default=e,t}var ga=R(),ie=ma(ga),ba=H(),
F=da(ba),W=Ye(),xn=Ot(),ya=Pn(),Ht=It();function ka(e){var t=e&&e[0]||1,r=W.COMPILER_REVISION;if(!(t>=W.LAST_COMPATIBLE_COMPILER_REVISION&&
t<=W.COMPILER_REVISION))if(t<W.LAST_COMPATIBLE_COMPILER_REVISION){var n=W.REVISION_CHANGES[r],s=W.REVISION_CHANGES[t];throw new F.
default("Template was precompiled with an older version of Handlebars than the current runtime. Please update your preco\
mpiler to a newer version ("+n+") or downgrade your runtime to an older version ("+s+").")}else throw new F.default("Tem\
plate was precompiled with a newer version of Handlebars than the current runtime. Please update your runtime to a newer\
 version ("+e[1]+").")}function va(e,t){if(!t)throw new F.default("No environment passed to template");if(!e||!e.main)throw new F.
default("Unknown template object: "+typeof e);e.main.decorator=e.main_d,t.VM.checkRevision(e.compiler);var r=e.compiler&&
e.compiler[0]===7;function n(o,u,l){l.hash&&(u=ie.extend({},u,l.hash),l.ids&&(l.ids[0]=!0)),o=t.VM.resolvePartial.call(this,
o,u,l),l.hooks=this.hooks,l.protoAccessControl=this.protoAccessControl;var a=t.VM.invokePartial.call(this,o,u,l);if(a==null&&
ie.isFunction(o))throw new F.default("The partial "+l.name+" returned no output: partials must return a string");if(a==null&&
t.compile){if(typeof o!="string")throw new F.default("The partial "+l.name+" could not be compiled: partials must be str\
ings or functions returning strings");l.partials[l.name]=t.compile(o,e.compilerOptions,t),a=l.partials[l.name](u,l)}if(a!=
null){if(l.indent){for(var h=a.split(`
`),c=0,g=h.length;c<g&&!(!h[c]&&c+1===g);c++)h[c]=l.indent+h[c];a=h.join(`
`)}return a}else throw new F.default("The partial "+l.name+" could not be compiled when running in runtime-only mode")}var s={
strict:function(u,l,a){if(!u||!(l in u))throw new F.default('"'+l+'" not defined in '+u,{loc:a});return s.lookupProperty(
u,l)},lookupProperty:function(u,l){var a=u[l];if(a==null||Object.prototype.hasOwnProperty.call(u,l)&&!Ht.isPrototypeConstructor(
u,l,a)||Ht.resultIsAllowed(a,s.protoAccessControl,l))return a},lookup:function(u,l){for(var a=u.length,h=0;h<a;h++){var c=u[h]&&
s.lookupProperty(u[h],l);if(c!=null)return c}},lambda:function(u,l){return typeof u=="function"?u.call(l):u},escapeExpression:ie.
escapeExpression,invokePartial:n,fn:function(u){var l=e[u];return l.decorator=e[u+"_d"],l},programs:[],program:function(u,l,a,h,c){
var g=this.programs[u],L=this.fn(u);return l||c||h||a?g=$e(this,u,L,l,a,h,c):g||(g=this.programs[u]=$e(this,u,L)),g},data:function(u,l){
for(;u&&l--;)u=u._parent;return u},mergeIfNeeded:function(u,l){var a=u||l;return u&&l&&u!==l&&(a=ie.extend({},l,u)),a},nullContext:Object.
seal({}),noop:t.VM.noop,compilerInfo:e.compiler};function i(o){var u=arguments.length<=1||arguments[1]===void 0?{}:arguments[1],
l=u.data;i._setup(u),!u.partial&&e.useData&&(l=Pa(o,l));var a=void 0,h=e.useBlockParams?[]:void 0;e.useDepths&&(u.depths?
a=o!=u.depths[0]?[o].concat(u.depths):u.depths:a=[o]);function c(g){return""+e.main(s,g,s.helpers,s.partials,l,h,a)}return c=
Nn(e.main,c,s,u.depths||[],l,h),c(o,u)}return i.isTop=!0,i._setup=function(o){if(o.partial)s.protoAccessControl=o.protoAccessControl,
s.helpers=o.helpers,s.partials=o.partials,s.decorators=o.decorators,s.hooks=o.hooks;else{var u={};En(u,t.helpers,s),En(u,
o.helpers,s),s.helpers=u,e.usePartial&&(s.partials=s.mergeIfNeeded(o.partials,t.partials)),(e.usePartial||e.useDecorators)&&
(s.decorators=ie.extend({},t.decorators,o.decorators)),s.hooks={},s.protoAccessControl=Ht.createProtoAccessControl(o);var l=o.
allowCallsToHelperMissing||r;xn.moveHelperToHooks(s,"helperMissing",l),xn.moveHelperToHooks(s,"blockHelperMissing",l)}},
i._child=function(o,u,l,a){if(e.useBlockParams&&!l)throw new F.default("must pass block params");if(e.useDepths&&!a)throw new F.
default("must pass parent depths");return $e(s,o,e[o],u,0,l,a)},i}function $e(e,t,r,n,s,i,o){function u(l){var a=arguments.
length<=1||arguments[1]===void 0?{}:arguments[1],h=o;return o&&l!=o[0]&&!(l===e.nullContext&&o[0]===null)&&(h=[l].concat(
o)),r(e,l,e.helpers,e.partials,a.data||n,i&&[a.blockParams].concat(i),h)}return u=Nn(r,u,e,o,n,i),u.program=t,u.depth=o?
o.length:0,u.blockParams=s||0,u}function Sa(e,t,r){return e?typeof e!="function"&&!r.name&&(r.name=e,e=Xe(r.partials,e)):
r.name==="@partial-block"?e=Xe(r.data,"partial-block"):e=Xe(r.partials,r.name),e}function _a(e,t,r){var n=Xe(r.data,"par\
tial-block");r.partial=!0,r.ids&&(r.data.contextPath=r.ids[0]||r.data.contextPath);var s=void 0;if(r.fn&&r.fn!==wn&&(function(){
r.data=W.createFrame(r.data);var i=r.fn;s=r.data["partial-block"]=function(u){var l=arguments.length<=1||arguments[1]===
void 0?{}:arguments[1];return l.data=W.createFrame(l.data),l.data["partial-block"]=n,i(u,l)},i.partials&&(r.partials=ie.
extend({},r.partials,i.partials))})(),e===void 0&&s&&(e=s),e===void 0)throw new F.default("The partial "+r.name+" could \
not be found");if(e instanceof Function)return e(t,r)}function wn(){return""}function Xe(e,t){if(e&&Object.prototype.hasOwnProperty.
call(e,t))return e[t]}function Pa(e,t){return(!t||!("root"in t))&&(t=t?W.createFrame(t):{},t.root=e),t}function Nn(e,t,r,n,s,i){
if(e.decorator){var o={};t=e.decorator(t,o,r,n&&n[0],s,i,n),ie.extend(t,o)}return t}function En(e,t,r){t&&Object.keys(t).
forEach(function(n){var s=t[n];e[n]=xa(s,r)})}function xa(e,t){var r=t.lookupProperty;return ya.wrapHelper(e,function(n){
return n.lookupProperty=r,n})}});var Dt=E((Ze,Ln)=>{"use strict";Ze.__esModule=!0;Ze.default=function(e){(function(){typeof globalThis!="object"&&(Object.
prototype.__defineGetter__("__magic__",function(){return this}),__magic__.globalThis=__magic__,delete Object.prototype.__magic__)})();
var t=globalThis.Handlebars;e.noConflict=function(){return globalThis.Handlebars===e&&(globalThis.Handlebars=t),e}};Ln.exports=
Ze.default});var Tn=E((Qe,Rn)=>{"use strict";Qe.__esModule=!0;function Ft(e){return e&&e.__esModule?e:{default:e}}function zt(e){if(e&&
e.__esModule)return e;var t={};if(e!=null)for(var r in e)Object.prototype.hasOwnProperty.call(e,r)&&(t[r]=e[r]);return t.
default=e,t}var Ea=Ye(),Cn=zt(Ea),wa=_n(),Na=Ft(wa),Oa=H(),La=Ft(Oa),Ca=R(),qt=zt(Ca),Ia=On(),In=zt(Ia),Aa=Dt(),Ra=Ft(Aa);
function An(){var e=new Cn.HandlebarsEnvironment;return qt.extend(e,Cn),e.SafeString=Na.default,e.Exception=La.default,e.
Utils=qt,e.escapeExpression=qt.escapeExpression,e.VM=In,e.template=function(t){return In.template(t,e)},e}var _e=An();_e.
create=An;Ra.default(_e);_e.default=_e;Qe.default=_e;Rn.exports=Qe.default});var Vt=E((et,Bn)=>{"use strict";et.__esModule=!0;var Mn={helpers:{helperExpression:function(t){return t.type==="SubExpre\
ssion"||(t.type==="MustacheStatement"||t.type==="BlockStatement")&&!!(t.params&&t.params.length||t.hash)},scopedId:function(t){
return/^\.|this\b/.test(t.original)},simpleId:function(t){return t.parts.length===1&&!Mn.helpers.scopedId(t)&&!t.depth}}};
et.default=Mn;Bn.exports=et.default});var Dn=E((tt,Hn)=>{"use strict";tt.__esModule=!0;var Ta=(function(){var e={trace:function(){},yy:{},symbols_:{error:2,root:3,
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
a[c-5],a[c])};break;case 18:this.$={strip:u.stripFlags(a[c-1],a[c-1]),program:a[c]};break;case 19:var g=u.prepareBlock(a[c-
2],a[c-1],a[c],a[c],!1,this._$),L=u.prepareProgram([g],a[c-1].loc);L.chained=!0,this.$={strip:a[c-2].strip,program:L,chain:!0};
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
throw new Error(s)},parse:function(s){var i=this,o=[0],u=[null],l=[],a=this.table,h="",c=0,g=0,L=0,N=2,j=1;this.lexer.setInput(
s),this.lexer.yy=this.yy,this.yy.lexer=this.lexer,this.yy.parser=this,typeof this.lexer.yylloc>"u"&&(this.lexer.yylloc={});
var q=this.lexer.yylloc;l.push(q);var z=this.lexer.options&&this.lexer.options.ranges;typeof this.yy.parseError=="functi\
on"&&(this.parseError=this.yy.parseError);function Y(A){o.length=o.length-2*A,u.length=u.length-A,l.length=l.length-A}function T(){
var A;return A=i.lexer.lex()||1,typeof A!="number"&&(A=i.symbols_[A]||A),A}for(var p,f,m,d,P,v,x={},b,S,y,w;;){if(m=o[o.
length-1],this.defaultActions[m]?d=this.defaultActions[m]:((p===null||typeof p>"u")&&(p=T()),d=a[m]&&a[m][p]),typeof d>"\
u"||!d.length||!d[0]){var O="";if(!L){w=[];for(b in a[m])this.terminals_[b]&&b>2&&w.push("'"+this.terminals_[b]+"'");this.
lexer.showPosition?O="Parse error on line "+(c+1)+`:
`+this.lexer.showPosition()+`
Expecting `+w.join(", ")+", got '"+(this.terminals_[p]||p)+"'":O="Parse error on line "+(c+1)+": Unexpected "+(p==1?"end\
 of input":"'"+(this.terminals_[p]||p)+"'"),this.parseError(O,{text:this.lexer.match,token:this.terminals_[p]||p,line:this.
lexer.yylineno,loc:q,expected:w})}}if(d[0]instanceof Array&&d.length>1)throw new Error("Parse Error: multiple actions po\
ssible at state: "+m+", token: "+p);switch(d[0]){case 1:o.push(p),u.push(this.lexer.yytext),l.push(this.lexer.yylloc),o.
push(d[1]),p=null,f?(p=f,f=null):(g=this.lexer.yyleng,h=this.lexer.yytext,c=this.lexer.yylineno,q=this.lexer.yylloc,L>0&&
L--);break;case 2:if(S=this.productions_[d[1]][1],x.$=u[u.length-S],x._$={first_line:l[l.length-(S||1)].first_line,last_line:l[l.
length-1].last_line,first_column:l[l.length-(S||1)].first_column,last_column:l[l.length-1].last_column},z&&(x._$.range=[
l[l.length-(S||1)].range[0],l[l.length-1].range[1]]),v=this.performAction.call(x,h,g,c,this.yy,d[1],u,l),typeof v<"u")return v;
S&&(o=o.slice(0,-1*S*2),u=u.slice(0,-1*S),l=l.slice(0,-1*S)),o.push(this.productions_[d[1]][0]),u.push(x.$),l.push(x._$),
y=a[o[o.length-2]][o[o.length-1]],o.push(y);break;case 3:return!0}}return!0}},t=(function(){var n={EOF:1,parseError:function(i,o){
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
"",this.match="");for(var c=this._currentRules(),g=0;g<c.length&&(u=this._input.match(this.rules[c[g]]),!(u&&(!o||u[0].length>
o[0].length)&&(o=u,l=g,!this.options.flex)));g++);return o?(h=o[0].match(/(?:\r\n?|\n).*/g),h&&(this.yylineno+=h.length),
this.yylloc={first_line:this.yylloc.last_line,last_line:this.yylineno+1,first_column:this.yylloc.last_column,last_column:h?
h[h.length-1].length-h[h.length-1].match(/\r?\n?/)[0].length:this.yylloc.last_column+o[0].length},this.yytext+=o[0],this.
match+=o[0],this.matches=o,this.yyleng=this.yytext.length,this.options.ranges&&(this.yylloc.range=[this.offset,this.offset+=
this.yyleng]),this._more=!1,this._input=this._input.slice(o[0].length),this.matched+=o[0],i=this.performAction.call(this,
this.yy,this,c[l],this.conditionStack[this.conditionStack.length-1]),this.done&&this._input&&(this.done=!1),i||void 0):this.
_input===""?this.EOF:this.parseError("Lexical error on line "+(this.yylineno+1)+`. Unrecognized text.
`+this.showPosition(),{text:"",token:null,line:this.yylineno})},lex:function(){var i=this.next();return typeof i<"u"?i:this.
lex()},begin:function(i){this.conditionStack.push(i)},popState:function(){return this.conditionStack.pop()},_currentRules:function(){
return this.conditions[this.conditionStack[this.conditionStack.length-1]].rules},topState:function(){return this.conditionStack[this.
conditionStack.length-2]},pushState:function(i){this.begin(i)}};return n.options={},n.performAction=function(i,o,u,l){function a(c,g){
return o.yytext=o.yytext.substring(c,o.yyleng-g+c)}var h=l;switch(u){case 0:if(o.yytext.slice(-2)==="\\\\"?(a(0,1),this.
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
tt.default=Ta;Hn.exports=tt.default});var Ut=E(Kt=>{"use strict";Kt.__esModule=!0;var Ma=["Program","BlockStatement","DecoratorBlock","PartialStatement","Part\
ialBlockStatement","Decorator","MustacheStatement","ContentStatement","CommentStatement","SubExpression","PathExpression",
"StringLiteral","NumberLiteral","BooleanLiteral","UndefinedLiteral","NullLiteral","Hash","HashPair"];Kt.NODE_TYPES=Ma});var Wt=E((st,Vn)=>{"use strict";st.__esModule=!0;function Ba(e){return e&&e.__esModule?e:{default:e}}var Ha=H(),jt=Ba(Ha),
Da=R(),qa=Ut();function nt(){this.parents=[]}function qn(e,t){return Da.indexOf(qa.NODE_TYPES,t)!==-1||!(t in nt.prototype)&&
typeof e[t]=="function"}nt.prototype={constructor:nt,mutating:!1,acceptKey:function(t,r){var n=this.accept(t[r]);if(this.
mutating){if(n&&!qn(this,n.type))throw new jt.default('Unexpected node type "'+n.type+'" found when accepting '+r+" on "+
t.type);t[r]=n}},acceptRequired:function(t,r){if(this.acceptKey(t,r),!t[r])throw new jt.default(t.type+" requires "+r)},
acceptArray:function(t){for(var r=0,n=t.length;r<n;r++)this.acceptKey(t,r),t[r]||(t.splice(r,1),r--,n--)},accept:function(t){
if(t){if(!qn(this,t.type)||!this[t.type])throw new jt.default("Unknown type: "+t.type,t);this.current&&this.parents.unshift(
this.current),this.current=t;var r=this[t.type](t);if(this.current=this.parents.shift(),!this.mutating||r)return r;if(r!==
!1)return t}},Program:function(t){this.acceptArray(t.body)},MustacheStatement:rt,Decorator:rt,BlockStatement:Fn,DecoratorBlock:Fn,
PartialStatement:zn,PartialBlockStatement:function(t){zn.call(this,t),this.acceptKey(t,"program")},ContentStatement:function(){},
CommentStatement:function(){},SubExpression:rt,PathExpression:function(){},StringLiteral:function(){},NumberLiteral:function(){},
BooleanLiteral:function(){},UndefinedLiteral:function(){},NullLiteral:function(){},Hash:function(t){this.acceptArray(t.pairs)},
HashPair:function(t){this.acceptRequired(t,"value")}};function rt(e){this.acceptRequired(e,"path"),this.acceptArray(e.params),
this.acceptKey(e,"hash")}function Fn(e){rt.call(this,e),this.acceptKey(e,"program"),this.acceptKey(e,"inverse")}function zn(e){
this.acceptRequired(e,"name"),this.acceptArray(e.params),this.acceptKey(e,"hash")}st.default=nt;Vn.exports=st.default});var Un=E((it,Kn)=>{"use strict";it.__esModule=!0;function Fa(e){return e&&e.__esModule?e:{default:e}}var za=Wt(),Va=Fa(za);
function U(){var e=arguments.length<=0||arguments[0]===void 0?{}:arguments[0];this.options=e}U.prototype=new Va.default;
U.prototype.Program=function(e){var t=!this.options.ignoreStandalone,r=!this.isRootSeen;this.isRootSeen=!0;for(var n=e.body,
s=0,i=n.length;s<i;s++){var o=n[s],u=this.accept(o);if(u){var l=Jt(n,s,r),a=Yt(n,s,r),h=u.openStandalone&&l,c=u.closeStandalone&&
a,g=u.inlineStandalone&&l&&a;u.close&&ae(n,s,!0),u.open&&$(n,s,!0),t&&g&&(ae(n,s),$(n,s)&&o.type==="PartialStatement"&&(o.
indent=/(?:^|[^ \t])([ \t]+)$/.exec(n[s-1].original)[1])),t&&h&&(ae((o.program||o.inverse).body),$(n,s)),t&&c&&(ae(n,s),
$((o.inverse||o.program).body))}}return e};U.prototype.BlockStatement=U.prototype.DecoratorBlock=U.prototype.PartialBlockStatement=
function(e){this.accept(e.program),this.accept(e.inverse);var t=e.program||e.inverse,r=e.program&&e.inverse,n=r,s=r;if(r&&
r.chained)for(n=r.body[0].program;s.chained;)s=s.body[s.body.length-1].program;var i={open:e.openStrip.open,close:e.closeStrip.
close,openStandalone:Yt(t.body),closeStandalone:Jt((n||t).body)};if(e.openStrip.close&&ae(t.body,null,!0),r){var o=e.inverseStrip;
o.open&&$(t.body,null,!0),o.close&&ae(n.body,null,!0),e.closeStrip.open&&$(s.body,null,!0),!this.options.ignoreStandalone&&
Jt(t.body)&&Yt(n.body)&&($(t.body),ae(n.body))}else e.closeStrip.open&&$(t.body,null,!0);return i};U.prototype.Decorator=
U.prototype.MustacheStatement=function(e){return e.strip};U.prototype.PartialStatement=U.prototype.CommentStatement=function(e){
var t=e.strip||{};return{inlineStandalone:!0,open:t.open,close:t.close}};function Jt(e,t,r){t===void 0&&(t=e.length);var n=e[t-
1],s=e[t-2];if(!n)return r;if(n.type==="ContentStatement")return(s||!r?/(?:^|\S)[^\S\n]*\n\s*$/:/^\s*$|(?:^|\S)[^\S\n]*\n\s*$/).
test(n.original)}function Yt(e,t,r){t===void 0&&(t=-1);var n=e[t+1],s=e[t+2];if(!n)return r;if(n.type==="ContentStatemen\
t")return(s||!r?/^\s*?\r?\n/:/^\s*?(\r?\n|$)/).test(n.original)}function ae(e,t,r){var n=e[t==null?0:t+1];if(!(!n||n.type!==
"ContentStatement"||!r&&n.rightStripped)){var s=n.value;n.value=n.value.replace(r?/^\s+/:/^[ \t]*\r?\n?/,""),n.rightStripped=
n.value!==s}}function $(e,t,r){var n=e[t==null?e.length-1:t-1];if(!(!n||n.type!=="ContentStatement"||!r&&n.leftStripped)){
var s=n.value;return n.value=n.value.replace(r?/(^|\S)\s+$/:/(^|[^ \t])[ \t]+$/,"$1"),n.leftStripped=n.value!==s,n.leftStripped}}
it.default=U;Kn.exports=it.default});var jn=E(D=>{"use strict";D.__esModule=!0;D.SourceLocation=ja;D.id=Wa;D.stripFlags=Ja;D.stripComment=Ya;D.preparePath=Ga;
D.prepareMustache=$a;D.prepareRawBlock=Xa;D.prepareBlock=Za;D.prepareProgram=Qa;D.preparePartialBlock=eo;function Ka(e){
return e&&e.__esModule?e:{default:e}}var Ua=H(),Gt=Ka(Ua);function $t(e,t){if(t=t.path?t.path.original:t,e.path.original!==
t){var r={loc:e.path.loc};throw new Gt.default(e.path.original+" doesn't match "+t,r)}}function ja(e,t){this.source=e,this.
start={line:t.first_line,column:t.first_column},this.end={line:t.last_line,column:t.last_column}}function Wa(e){return/^\[.*\]$/.
test(e)?e.substring(1,e.length-1):e}function Ja(e,t){return{open:e.charAt(2)==="~",close:t.charAt(t.length-3)==="~"}}function Ya(e){
return e.replace(/^\{\{~?!-?-?/,"").replace(/-?-?~?\}\}$/,"")}function Ga(e,t,r){r=this.locInfo(r);for(var n=e?"@":"",s=[],
i=0,o=0,u=t.length;o<u;o++){var l=t[o].part,a=t[o].original!==l;if(n+=(t[o].separator||"")+l,!a&&(l===".."||l==="."||l===
"this")){if(s.length>0)throw new Gt.default("Invalid path: "+n,{loc:r});l===".."&&i++}else s.push(l)}return{type:"PathEx\
pression",data:e,depth:i,parts:s,original:n,loc:r}}function $a(e,t,r,n,s,i){var o=n.charAt(3)||n.charAt(2),u=o!=="{"&&o!==
"&",l=/\*/.test(n);return{type:l?"Decorator":"MustacheStatement",path:e,params:t,hash:r,escaped:u,strip:s,loc:this.locInfo(
i)}}function Xa(e,t,r,n){$t(e,r),n=this.locInfo(n);var s={type:"Program",body:t,strip:{},loc:n};return{type:"BlockStatem\
ent",path:e.path,params:e.params,hash:e.hash,program:s,openStrip:{},inverseStrip:{},closeStrip:{},loc:n}}function Za(e,t,r,n,s,i){
n&&n.path&&$t(e,n);var o=/\*/.test(e.open);t.blockParams=e.blockParams;var u=void 0,l=void 0;if(r){if(o)throw new Gt.default(
"Unexpected inverse block on decorator",r);r.chain&&(r.program.body[0].closeStrip=n.strip),l=r.strip,u=r.program}return s&&
(s=u,u=t,t=s),{type:o?"DecoratorBlock":"BlockStatement",path:e.path,params:e.params,hash:e.hash,program:t,inverse:u,openStrip:e.
strip,inverseStrip:l,closeStrip:n&&n.strip,loc:this.locInfo(i)}}function Qa(e,t){if(!t&&e.length){var r=e[0].loc,n=e[e.length-
1].loc;r&&n&&(t={source:r.source,start:{line:r.start.line,column:r.start.column},end:{line:n.end.line,column:n.end.column}})}
return{type:"Program",body:e,strip:{},loc:t}}function eo(e,t,r,n){return $t(e,r),{type:"PartialBlockStatement",name:e.path,
params:e.params,hash:e.hash,program:t,openStrip:e.strip,closeStrip:r&&r.strip,loc:this.locInfo(n)}}});var Yn=E(Pe=>{"use strict";Pe.__esModule=!0;Pe.parseWithoutProcessing=Jn;Pe.parse=lo;function to(e){if(e&&e.__esModule)return e;
var t={};if(e!=null)for(var r in e)Object.prototype.hasOwnProperty.call(e,r)&&(t[r]=e[r]);return t.default=e,t}function Wn(e){
return e&&e.__esModule?e:{default:e}}var ro=Dn(),Xt=Wn(ro),no=Un(),so=Wn(no),io=jn(),ao=to(io),oo=R();Pe.parser=Xt.default;
var at={};oo.extend(at,ao);function Jn(e,t){if(e.type==="Program")return e;Xt.default.yy=at,at.locInfo=function(n){return new at.
SourceLocation(t&&t.srcName,n)};var r=Xt.default.parse(e);return r}function lo(e,t){var r=Jn(e,t),n=new so.default(t);return n.
accept(r)}});var Qn=E(Ee=>{"use strict";Ee.__esModule=!0;Ee.Compiler=er;Ee.precompile=fo;Ee.compile=mo;function $n(e){return e&&e.__esModule?
e:{default:e}}var uo=H(),de=$n(uo),X=R(),co=Vt(),xe=$n(co),po=Ut(),ho=[].slice;function er(){}er.prototype={compiler:er,
equals:function(t){var r=this.opcodes.length;if(t.opcodes.length!==r)return!1;for(var n=0;n<r;n++){var s=this.opcodes[n],
i=t.opcodes[n];if(s.opcode!==i.opcode||!Zn(s.args,i.args))return!1}r=this.children.length;for(var n=0;n<r;n++)if(!this.children[n].
equals(t.children[n]))return!1;return!0},guid:0,compile:function(t,r){return this.sourceNode=[],this.opcodes=[],this.children=
[],this.options=r,this.stringParams=r.stringParams,this.trackIds=r.trackIds,r.blockParams=r.blockParams||[],r.knownHelpers=
X.extend(Object.create(null),{helperMissing:!0,blockHelperMissing:!0,each:!0,if:!0,unless:!0,with:!0,log:!0,lookup:!0},r.
knownHelpers),this.accept(t)},compileProgram:function(t){var r=new this.compiler,n=r.compile(t,this.options),s=this.guid++;
return this.usePartial=this.usePartial||n.usePartial,this.children[s]=n,this.useDepths=this.useDepths||n.useDepths,s},accept:function(t){
if(X.indexOf(po.NODE_TYPES,t.type)===-1||!this[t.type])throw new de.default("Unknown type: "+t.type,t);this.sourceNode.unshift(
t);var r=this[t.type](t);return this.sourceNode.shift(),r},Program:function(t){go(t),this.options.blockParams.unshift(t.
blockParams);for(var r=t.body,n=r.length,s=0;s<n;s++)this.accept(r[s]);return this.options.blockParams.shift(),this.isSimple=
n===1,this.blockParams=t.blockParams?t.blockParams.length:0,this},BlockStatement:function(t){Gn(t);var r=t.program,n=t.inverse;
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
this.DecoratorBlock(t)},ContentStatement:function(t){if(t.value!=null&&typeof t.value!="string")throw J(t,"value must be\
 a string");t.value&&this.opcode("appendContent",t.value)},CommentStatement:function(){},SubExpression:function(t){Gn(t);
var r=this.classifySexpr(t);r==="simple"?this.simpleSexpr(t):r==="helper"?this.helperSexpr(t):this.ambiguousSexpr(t)},ambiguousSexpr:function(t,r,n){
var s=t.path,i=s.parts[0],o=r!=null||n!=null;this.opcode("getContext",Zt(s)),this.opcode("pushProgram",r),this.opcode("p\
ushProgram",n),s.strict=!0,this.accept(s),this.opcode("invokeAmbiguous",i,o)},simpleSexpr:function(t){var r=t.path;r.strict=
!0,this.accept(r),this.opcode("resolvePossibleLambda")},helperSexpr:function(t,r,n){var s=this.setupFullMustacheParams(t,
r,n),i=t.path,o=i.parts[0];if(this.options.knownHelpers[o])this.opcode("invokeKnownHelper",s.length,o);else{if(this.options.
knownHelpersOnly)throw new de.default("You specified knownHelpersOnly, but used the unknown helper "+o,t);i.strict=!0,i.
falsy=!0,this.accept(i),this.opcode("invokeHelper",s.length,i.original,xe.default.helpers.simpleId(i))}},PathExpression:function(t){
var r=Zt(t),n=Qt(t);this.addDepth(r),this.opcode("getContext",r);var s=n[0],i=xe.default.helpers.scopedId(t),o=!r&&!i&&this.
blockParamIndex(s);o?this.opcode("lookupBlockParam",o,n):s?t.data?(this.options.data=!0,this.opcode("lookupData",r,n,t.strict)):
this.opcode("lookupOnContext",n,t.falsy,t.strict,i):this.opcode("pushContext")},StringLiteral:function(t){ot(t),this.opcode(
"pushString",t.value)},NumberLiteral:function(t){ot(t),this.opcode("pushLiteral",t.value)},BooleanLiteral:function(t){ot(
t),this.opcode("pushLiteral",t.value)},UndefinedLiteral:function(){this.opcode("pushLiteral","undefined")},NullLiteral:function(){
this.opcode("pushLiteral","null")},Hash:function(t){var r=t.pairs,n=0,s=void 0;if(!X.isArray(r))throw J(t,"pairs must be\
 an array");s=r.length;for(var i=0;i<s;i++)if(!r[i]||typeof r[i].key!="string")throw J(t,"pair keys must be strings");for(this.
opcode("pushHash");n<s;n++)this.pushParam(r[n].value);for(;n--;)this.opcode("assignToHash",r[n].key);this.opcode("popHas\
h")},opcode:function(t){this.opcodes.push({opcode:t,args:ho.call(arguments,1),loc:this.sourceNode[0].loc})},addDepth:function(t){
t&&(this.useDepths=!0)},classifySexpr:function(t){Qt(t.path);var r=xe.default.helpers.simpleId(t.path),n=r&&!!this.blockParamIndex(
t.path.parts[0]),s=!n&&xe.default.helpers.helperExpression(t),i=!n&&(s||r);if(i&&!s){var o=t.path.parts[0],u=this.options;
u.knownHelpers[o]?s=!0:u.knownHelpersOnly&&(i=!1)}return s?"helper":i?"ambiguous":"simple"},pushParams:function(t){for(var r=0,
n=t.length;r<n;r++)this.pushParam(t[r])},pushParam:function(t){ot(t);var r=t.value!=null?t.value:t.original||"",n=Zt(t);
if(this.stringParams)typeof r!="number"&&typeof r!="boolean"&&(r=String(r)),r.replace&&(r=r.replace(/^(\.?\.\/)*/g,"").replace(
/\//g,".")),n&&this.addDepth(n),this.opcode("getContext",n),this.opcode("pushStringParam",r,t.type),t.type==="SubExpress\
ion"&&this.accept(t);else{if(this.trackIds){var s=void 0;if(t.parts&&!xe.default.helpers.scopedId(t)&&!n&&(s=this.blockParamIndex(
Qt(t)[0])),s){var i=t.parts.slice(1).join(".");this.opcode("pushId","BlockParam",s,i)}else r=t.original||r,r.replace&&(r=
r.replace(/^this(?:\.|$)/,"").replace(/^\.\//,"").replace(/^\.$/,"")),this.opcode("pushId",t.type,r)}this.accept(t)}},setupFullMustacheParams:function(t,r,n,s){
var i=t.params;return this.pushParams(i),this.opcode("pushProgram",r),this.opcode("pushProgram",n),t.hash?this.accept(t.
hash):this.opcode("emptyHash",s),i},blockParamIndex:function(t){for(var r=0,n=this.options.blockParams.length;r<n;r++){var s=this.
options.blockParams[r],i=s&&X.indexOf(s,t);if(s&&i>=0)return[r,i]}}};function fo(e,t,r){if(e==null||typeof e!="string"&&
e.type!=="Program")throw new de.default("You must pass a string or Handlebars AST to Handlebars.precompile. You passed "+
e);t=t||{},"data"in t||(t.data=!0),t.compat&&(t.useDepths=!0);var n=r.parse(e,t),s=new r.Compiler().compile(n,t);return new r.
JavaScriptCompiler().compile(s,t)}function mo(e,t,r){if(t===void 0&&(t={}),e==null||typeof e!="string"&&e.type!=="Progra\
m")throw new de.default("You must pass a string or Handlebars AST to Handlebars.compile. You passed "+e);t=X.extend({},t),
"data"in t||(t.data=!0),t.compat&&(t.useDepths=!0);var n=void 0;function s(){var o=r.parse(e,t),u=new r.Compiler().compile(
o,t),l=new r.JavaScriptCompiler().compile(u,t,void 0,!0);return r.template(l)}function i(o,u){return n||(n=s()),n.call(this,
o,u)}return i._setup=function(o){return n||(n=s()),n._setup(o)},i._child=function(o,u,l,a){return n||(n=s()),n._child(o,
u,l,a)},i}function J(e,t){return new de.default("Invalid AST: "+e.type+" "+t,e)}function Zt(e){var t=e.depth;if(t==null)
return 0;if(typeof t!="number"||!isFinite(t)||Math.floor(t)!==t||t<0)throw J(e,"depth must be a non-negative integer");return t}
function ot(e){var t=e.value;if(e.type==="StringLiteral"&&typeof t!="string")throw J(e,"value must be a string");if(e.type===
"NumberLiteral"&&typeof t!="number")throw J(e,"value must be a number");if(e.type==="BooleanLiteral"&&typeof t!="boolean")
throw J(e,"value must be a boolean")}function Xn(e,t,r){if(!X.isArray(t))throw J(e,r+" must be an array");for(var n=0;n<
t.length;n++)if(typeof t[n]!="string")throw J(e,r+" must only contain strings");return t}function Qt(e){return Xn(e,e.parts,
"parts")}function go(e){e.blockParams!=null&&Xn(e,e.blockParams,"blockParams")}function Zn(e,t){if(e===t)return!0;if(X.isArray(
e)&&X.isArray(t)&&e.length===t.length){for(var r=0;r<e.length;r++)if(!Zn(e[r],t[r]))return!1;return!0}}function Gn(e){if(!e.
path.parts){var t=e.path;e.path={type:"PathExpression",data:!1,depth:0,parts:[t.original+""],original:t.original+"",loc:t.
loc}}}});var ts=E((Cl,es)=>{es.exports={}});var is=E(lt=>{"use strict";lt.__esModule=!0;lt.safeJsonLiteral=ns;var rr=R(),bo=/[\x00-\x1f\\"\u2028\u2029<\ud800-\udfff]/,
yo=/<(?=!--|\/?script)/gi;function ko(e){return e.replace(yo,"\\u003C")}function vo(e){return"\\u"+e.charCodeAt(0).toString(
16)}function ns(e){return ko(JSON.stringify(e).replace(/\u2028/g,"\\u2028").replace(/\u2029/g,"\\u2029").replace(/[\ud800-\udfff]/g,
vo))}var oe=void 0;try{(typeof define!="function"||!define.amd)&&(rs=ts(),oe=rs.SourceNode)}catch{}var rs;oe||(oe=function(e,t,r,n){
this.src="",n&&this.add(n)},oe.prototype={add:function(t){rr.isArray(t)&&(t=t.join("")),this.src+=t},prepend:function(t){
rr.isArray(t)&&(t=t.join("")),this.src=t+this.src},toStringWithSourceMap:function(){return{code:this.toString()}},toString:function(){
return this.src}});function tr(e,t,r){if(rr.isArray(e)){for(var n=[],s=0,i=e.length;s<i;s++)n.push(t.wrap(e[s],r));return n}else if(typeof e==
"boolean"||typeof e=="number")return e+"";return e}function ss(e){this.srcFile=e,this.source=[]}ss.prototype={isEmpty:function(){
return!this.source.length},prepend:function(t,r){this.source.unshift(this.wrap(t,r))},push:function(t,r){this.source.push(
this.wrap(t,r))},merge:function(){var t=this.empty();return this.each(function(r){t.add(["  ",r,`
`])}),t},each:function(t){for(var r=0,n=this.source.length;r<n;r++)t(this.source[r])},empty:function(){var t=this.currentLocation||
{start:{}};return new oe(t.start.line,t.start.column,this.srcFile)},wrap:function(t){var r=arguments.length<=1||arguments[1]===
void 0?this.currentLocation||{start:{}}:arguments[1];return t instanceof oe?t:(t=tr(t,this,r),new oe(r.start.line,r.start.
column,this.srcFile,t))},functionCall:function(t,r,n){return n=this.generateList(n),this.wrap([t,r?"."+r+"(":"(",n,")"])},
quotedString:function(t){return t=t+"",bo.test(t)?ns(t):'"'+t+'"'},objectLiteral:function(t){var r=this,n=[];Object.keys(
t).forEach(function(i){var o=tr(t[i],r);o!=="undefined"&&n.push([r.quotedString(i),":",o])});var s=this.generateList(n);
return s.prepend("{"),s.add("}"),s},generateList:function(t){for(var r=this.empty(),n=0,s=t.length;n<s;n++)n&&r.add(","),
r.add(tr(t[n],this));return r},generateArray:function(t){var r=this.generateList(t);return r.prepend("["),r.add("]"),r}};
lt.default=ss});var hs=E((ut,ps)=>{"use strict";ut.__esModule=!0;function ls(e){return e&&e.__esModule?e:{default:e}}var as=Ye(),So=H(),
nr=ls(So),_o=R(),us=is(),os=ls(us);function me(e){this.value=e}function ge(){}ge.prototype={nameLookup:function(t,r){return this.
internalNameLookup(t,r)},depthedLookup:function(t){return[this.aliasable("container.lookup"),"(depths, ",this.quotedString(
t),")"]},compilerInfo:function(){var t=as.COMPILER_REVISION,r=as.REVISION_CHANGES[t];return[t,r]},appendToBuffer:function(t,r,n){
return _o.isArray(t)||(t=[t]),t=this.source.wrap(t,r),this.environment.isSimple?["return ",t,";"]:n?["buffer += ",t,";"]:
(t.appendToBuffer=!0,t)},initializeBuffer:function(){return this.quotedString("")},internalNameLookup:function(t,r){return this.
lookupPropertyFunctionIsUsed=!0,["lookupProperty(",t,",",this.quotedString(r),")"]},lookupPropertyFunctionIsUsed:!1,compile:function(t,r,n,s){
this.environment=t,this.options=r,this.stringParams=this.options.stringParams,this.trackIds=this.options.trackIds,this.precompile=
!s,this.name=this.environment.name,this.isChild=!!n,this.context=n||{decorators:[],programs:[],environments:[]},this.preamble(),
this.stackSlot=0,this.stackVars=[],this.aliases={},this.registers={list:[]},this.hashes=[],this.compileStack=[],this.inlineStack=
[],this.blockParams=[],this.compileChildren(t,r),this.useDepths=this.useDepths||t.useDepths||t.useDecorators||this.options.
compat,this.useBlockParams=this.useBlockParams||t.useBlockParams;var i=t.opcodes,o=void 0,u=void 0,l=void 0,a=void 0;for(l=
0,a=i.length;l<a;l++)o=i[l],this.source.currentLocation=o.loc,u=u||o.loc,this[o.opcode].apply(this,o.args);if(this.source.
currentLocation=u,this.pushSource(""),this.stackSlot||this.inlineStack.length||this.compileStack.length)throw new nr.default(
"Compile completed with content left on stack");this.decorators.isEmpty()?this.decorators=void 0:(this.useDecorators=!0,
this.decorators.prepend(["var decorators = container.decorators, ",this.lookupPropertyFunctionVarDeclaration(),`;
`]),this.decorators.push("return fn;"),s?this.decorators=Function.apply(this,["fn","props","container","depth0","data","\
blockParams","depths",this.decorators.merge()]):(this.decorators.prepend(`function(fn, props, container, depth0, data, b\
lockParams, depths) {
`),this.decorators.push(`}
`),this.decorators=this.decorators.merge()));var h=this.createFunctionContext(s);if(this.isChild)return h;var c={compiler:this.
compilerInfo(),main:h};this.decorators&&(c.main_d=this.decorators,c.useDecorators=!0);var g=this.context,L=g.programs,N=g.
decorators;for(l=0,a=L.length;l<a;l++)c[l]=L[l],N[l]&&(c[l+"_d"]=N[l],c.useDecorators=!0);return this.environment.usePartial&&
(c.usePartial=!0),this.options.data&&(c.useData=!0),this.useDepths&&(c.useDepths=!0),this.useBlockParams&&(c.useBlockParams=
!0),this.options.compat&&(c.compat=!0),s?c.compilerOptions=this.options:(c.compiler=JSON.stringify(c.compiler),this.source.
currentLocation={start:{line:1,column:0}},c=this.objectLiteral(c),r.srcName?(c=c.toStringWithSourceMap({file:r.destName}),
c.map=c.map&&c.map.toString()):c=c.toString()),c},preamble:function(){this.lastContext=0,this.source=new os.default(this.
options.srcName),this.decorators=new os.default(this.options.srcName)},createFunctionContext:function(t){var r=this,n="",
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
resolvePath:function(t,r,n,s,i){var o=this;if(this.options.strict||this.options.assumeObjects){this.push(Po(this.options.
strict&&i,this,r,n,t));return}for(var u=r.length,l=function(h){o.replaceStack(function(c){var g=o.nameLookup(c,r[h],t);return s?
[" && ",g]:[" != null ? ",g," : ",c]})},a=n;a<u;a++)l(a)},resolvePossibleLambda:function(){this.push([this.aliasable("co\
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
isInline())throw new nr.default("replaceStack on non-inline");var o=this.popStack(!0);if(o instanceof me)n=[o.value],r=[
"(",n],i=!0;else{s=!0;var u=this.incrStack();r=["((",this.push(u)," = ",o,")"],n=this.topStack()}var l=t.call(this,n);i||
this.popStack(),s&&this.stackSlot--,this.push(r.concat(l,")"))},incrStack:function(){return this.stackSlot++,this.stackSlot>
this.stackVars.length&&this.stackVars.push("stack"+this.stackSlot),this.topStackName()},topStackName:function(){return"s\
tack"+this.stackSlot},flushInline:function(){var t=this.inlineStack;this.inlineStack=[];for(var r=0,n=t.length;r<n;r++){
var s=t[r];if(s instanceof me)this.compileStack.push(s);else{var i=this.incrStack();this.pushSource([i," = ",s,";"]),this.
compileStack.push(i)}}},isInline:function(){return this.inlineStack.length},popStack:function(t){var r=this.isInline(),n=(r?
this.inlineStack:this.compileStack).pop();if(!t&&n instanceof me)return n.value;if(!r){if(!this.stackSlot)throw new nr.default(
"Invalid stack pop");this.stackSlot--}return n},topStack:function(){var t=this.isInline()?this.inlineStack:this.compileStack,
r=t[t.length-1];return r instanceof me?r.value:r},contextName:function(t){return this.useDepths&&t?"depths["+t+"]":"dept\
h"+t},quotedString:function(t){return this.source.quotedString(t)},objectLiteral:function(t){return this.source.objectLiteral(
t)},aliasable:function(t){var r=this.aliases[t];return r?(r.referenceCount++,r):(r=this.aliases[t]=this.source.wrap(t),r.
aliasable=!0,r.referenceCount=1,r)},setupHelper:function(t,r,n){var s=[],i=this.setupHelperArgs(r,t,s,n),o=this.nameLookup(
"helpers",r,"helper"),u=this.aliasable(this.contextName(0)+" != null ? "+this.contextName(0)+" : (container.nullContext \
|| {})");return{params:s,paramsInit:i,name:o,callParams:[u].concat(s)}},setupParams:function(t,r,n){var s={},i=[],o=[],u=[],
l=!n,a=void 0;l&&(n=[]),s.name=this.quotedString(t),s.hash=this.popStack(),this.trackIds&&(s.hashIds=this.popStack()),this.
stringParams&&(s.hashTypes=this.popStack(),s.hashContexts=this.popStack());var h=this.popStack(),c=this.popStack();(c||h)&&
(s.fn=c||"container.noop",s.inverse=h||"container.noop");for(var g=r;g--;)a=this.popStack(),n[g]=a,this.trackIds&&(u[g]=
this.popStack()),this.stringParams&&(o[g]=this.popStack(),i[g]=this.popStack());return l&&(s.args=this.source.generateArray(
n)),this.trackIds&&(s.ids=this.source.generateArray(u)),this.stringParams&&(s.types=this.source.generateArray(o),s.contexts=
this.source.generateArray(i)),this.options.data&&(s.data="data"),this.useBlockParams&&(s.blockParams="blockParams"),s},setupHelperArgs:function(t,r,n,s){
var i=this.setupParams(t,r,n);return i.loc=cs(this),i=this.objectLiteral(i),s?(this.useRegister("options"),n.push("optio\
ns"),["options=",i]):n?(n.push(i),""):i}};(function(){for(var e="break else new var case finally return void catch for s\
witch while continue function this with default if throw delete in try do instanceof typeof abstract enum int short bool\
ean export interface static byte extends long super char final native synchronized class float package throws const goto\
 private transient debugger implements protected volatile double import public let yield await null true false".split(" "),
t=ge.RESERVED_WORDS={},r=0,n=e.length;r<n;r++)t[e[r]]=!0})();ge.isValidJavaScriptVariableName=function(e){return!ge.RESERVED_WORDS[e]&&
/^[a-zA-Z_$][0-9a-zA-Z_$]*$/.test(e)};function cs(e){var t=e.source.currentLocation;return t?us.safeJsonLiteral(t):"unde\
fined"}function Po(e,t,r,n,s){var i=t.popStack(),o=r.length;e&&o--;for(var u=n;u<o;u++)i=t.nameLookup(i,r[u],s);return e?
[t.aliasable("container.strict"),"(",i,", ",t.quotedString(r[o]),", ",cs(t)," )"]:i}ut.default=ge;ps.exports=ut.default});var ms=E((ct,ds)=>{"use strict";ct.__esModule=!0;function we(e){return e&&e.__esModule?e:{default:e}}var xo=Tn(),Eo=we(xo),
wo=Vt(),No=we(wo),sr=Yn(),ir=Qn(),Oo=hs(),Lo=we(Oo),Co=Wt(),Io=we(Co),Ao=Dt(),Ro=we(Ao),To=Eo.default.create;function fs(){
var e=To();return e.compile=function(t,r){return ir.compile(t,r,e)},e.precompile=function(t,r){return ir.precompile(t,r,
e)},e.AST=No.default,e.Compiler=ir.Compiler,e.JavaScriptCompiler=Lo.default,e.Parser=sr.parser,e.parse=sr.parse,e.parseWithoutProcessing=
sr.parseWithoutProcessing,e}var be=fs();be.create=fs;Ro.default(be);be.Visitor=Io.default;be.default=be;ct.default=be;ds.
exports=ct.default});var Re=zr;function Gs(e,t){let r=Math.min(e.length,t.length);for(let n=0;n<r;n++)if(e[n]!==t[n])return e[n]-t[n];return t.
length-e.length}function Kr(e){return[...e].sort((t,r)=>Gs(t.place??[],r.place??[])||Re(t.stage,r.stage))}function ol(e,t){
let r=new Map;for(let[n,s]of t.entries()){let i=Fr(e,Object.keys(s).length>0?s:null);r.has(i)||r.set(i,n)}return r}var Wr=ee({summary:C(),detail:C(),status:Lr([Ar,Cr("")]),data:te(C(),C()),next:B(Rr),failure:B(Mr),expectations:B(Tr),artifacts:vt(
Br)}),$s=ee({exit_code:B(ue().check(ce())),duration_ms:B(ue().check(ce(),wr())),attempt:B(ue().check(ce(),yt(1))),usage:B(
Dr)}),Te=Or(Wr,{id:Ir,job:C(),matrix:B(te(C(),kt())),present:Nr(),meta:$s}),Xs=ee({repository:C(),ref:C(),sha:C(),run_id:C(),
actor:C(),event_name:C(),event:te(C(),kt())}),Zs=ee({number:ue().check(ce(),yt(1)),previous:B(Wr),verify:B(ee({exit_code:B(
ue().check(ce())),output:C()}))}),Jr=ee({stages:te(C(),Te),jobs:te(C(),vt(Te)),inputs:te(C(),C()),github:Xs,attempt:Zs});
function Qs(e,t,r){if(e.references.some(n=>n.kind==="stage"?n.stage===t:n.stage===r))return!0;for(let{root:n}of e.paths.
values())if(n!==null&&(n.length===0||n.length===1&&(n[0]==="stages"||n[0]==="jobs")))return!0;return!1}var ei={exit_code:null,
duration_ms:null,attempt:null,usage:null};function _t(e,t=""){return e===null?{summary:"",detail:"",status:t,data:{},next:null,
failure:null,expectations:null,artifacts:[]}:{summary:e.summary,detail:e.detail??"",status:e.status,data:e.data??{},next:e.
next??null,failure:e.failure??null,expectations:e.expectations??null,artifacts:e.artifacts??[]}}var Ur=new WeakMap;function ti(e){
let t=e.stored;if(t===void 0)return jr(e);let r=Ur.get(t);if(r!==void 0&&r.id===e.stage&&r.job===e.job)return r;let n=jr(
e);return Ur.set(t,n),n}function jr(e){let t=e.stored;if(t===void 0){let s=e.sample??null;return{id:e.stage,job:e.job,matrix:e.
sampleMatrix??e.matrix??null,..._t(s),present:s!==null,meta:ei}}let{record:r,handoff:n}=t;return{id:e.stage,job:e.job,matrix:r.
matrix,..._t(n,r.status),present:n!==null,meta:{exit_code:r.agent.exit_code,duration_ms:r.agent.duration_ms,attempt:r.attempt,
usage:r.agent.usage}}}function ri(e){return`its fields render empty and its data has no fields (read one with {{default \
stages.${e}.data.<key> "\u2026"}}, or inside {{#if stages.${e}.present}})`}function ni(e){return e.meant!==void 0?`; did\
 you mean ${e.meant}? this run has a record of stage ${e.meant}: name it in the \`needs\` input`:e.recordedLike===void 0||
e.recordedLike.length===0?"":`; this run has records of ${e.recordedLike.join(", ")}: if ${e.stage} is a matrix job, nam\
e its legs in the \`needs\` input instead`}function si(e){if(e.stored===void 0&&e.sample===void 0&&e.superseded!==void 0)
return{code:k.upstreamRecordMissing,severity:"warning",path:`stages.${e.stage}`,message:`upstream stage ${e.stage} is le\
ft out: ${Vr(e.superseded)}`};if(e.stored===void 0&&e.sample===void 0)return{code:k.upstreamRecordMissing,severity:"warn\
ing",path:`stages.${e.stage}`,message:e.open?`stage ${e.stage} has no record: it did not run, or job ${e.job} does not r\
ecord it (its stage ids come from an expression, known only when it runs, so a misspelt id cannot be told apart here: ch\
eck the id)`:`upstream stage ${e.stage} has no record (it was skipped or did not run)${ni(e)}`};if(e.stored!==void 0&&e.
stored.handoff===null){let t=qr(e.stored.record),[r]=t;return{code:k.upstreamHandoffMissing,severity:"warning",path:`sta\
ges.${e.stage}`,message:r===void 0?`upstream stage ${e.stage} wrote no handoff`:`upstream stage ${e.stage} wrote a hando\
ff that was refused, so it has none (${Hr(r)}${t.length>1?`, and ${t.length-1} more`:""}); every problem is in stage ${e.
stage}'s record`}}}function St(){return Object.defineProperty(Object.create(null),Symbol.toPrimitive,{value:()=>"[object\
 Object]"})}function bl(e){let t=St(),r=St(),n=[],s=new Set(e.require??[]);for(let l of s)if(!e.upstream.some(a=>a.stage===
l)){let a=e.upstream.map(h=>h.stage);throw new ve(k.unknownStage,`required stage ${l} is not upstream of this stage; ups\
tream: ${a.join(", ")||"(none)"}`,{where:`stages.${l}`})}let i=new Map,o=[...e.upstream].sort((l,a)=>Re(l.stage,a.stage));
for(let l of o){let a=ti(l);t[l.stage]=a;let h=i.get(l.job)??[];(!l.open||l.stored!==void 0||l.sample!==void 0)&&h.push(
{stage:l.stage,...l.place===void 0?{}:{place:l.place},context:a}),i.set(l.job,h);let c=si(l);if(c!==void 0){if(s.has(l.stage))
throw new ve(c.code,c.message,{where:c.path,details:["this stage lists it in its `needs` input, so the prompt is not ren\
dered without its handoff"]});e.analysis!==void 0&&!Qs(e.analysis,l.stage,l.job)||n.push({...c,message:`${c.message}; ${ri(
l.stage)}`})}}for(let l of e.openJobs??[])i.has(l)||i.set(l,[]);for(let l of[...i.keys()].sort(Re))r[l]=Kr(i.get(l)??[]).
map(a=>a.context);let u=e.attempt;return{context:{stages:t,jobs:r,inputs:Object.assign(St(),e.inputs),github:e.github,attempt:{
number:u?.number??1,previous:u?.previous?_t(u.previous):null,verify:u?.verify??null}},warnings:n}}var gs=Ys(ms(),1),ye=gs.default.create();ye.unregisterHelper("log");var bs=ye,Mo='(function (obj, name, loc) { return co\
ntainer.strict(obj !== null && typeof obj === "object" && !Object.prototype.hasOwnProperty.call(obj, name) ? false : obj\
, name, loc); })',Ne=class extends bs.JavaScriptCompiler{lookupPropertyFunctionVarDeclaration(){return["lookupProperty =\
 function(parent, propertyName) { return parent == null ? undefined : container.lookupProperty(parent, propertyName); }",
'printable = function(value, loc) { if (value !== null && typeof value === "object") { var printed = new Error("a templa\
te printed an object"); printed.batonPrinted = { loc: loc, list: Array.isArray(value) }; throw printed; } return value =\
= null ? value : String(value); }'].join(", ")}aliasable(t){return super.aliasable(t==="container.strict"?Mo:t)}append(){
this.lookupPropertyFunctionIsUsed=!0;let t=JSON.stringify(this.source.currentLocation??null);this.push(["printable(",this.
popStack(),", ",t,")"]),super.append()}};Object.assign(Ne.prototype,{compiler:Ne});bs.JavaScriptCompiler=Ne;var Bo=["if",
"unless","each","with","lookup"],Ho=["truncate","tokens","json","indent","default","join","lines","eq","ne","and","or","\
not","fence","fit"],le=new Set([...Bo,...Ho]);var ys=new WeakMap,Z={kind:"any"};function Q(e){let t=e._zod.def,r=ys.get(t);if(r!==void 0)return r;let n=Do(t);return ys.
set(t,n),n}function Do(e){switch(e.type){case"object":return{kind:"object",fields:Object.fromEntries(Object.entries(e.shape??
{}).map(([t,r])=>[t,Q(r)]))};case"record":return{kind:"map",values:e.valueType?Q(e.valueType):Z};case"array":return{kind:"\
list",items:e.element?Q(e.element):Z};case"nullable":case"optional":case"default":return e.innerType?Q(e.innerType):Z;case"\
pipe":return e.in?Q(e.in):Z;case"string":case"enum":return{kind:"text"};case"number":return{kind:"number"};case"boolean":
return{kind:"boolean"};case"literal":return qo(e.values??[]);case"union":{let t=(e.options??[]).map(Q),[r]=t;return r!==
void 0&&t.every(n=>n.kind===r.kind&&Fo(n))?r:Z}default:return Z}}function qo(e){let t=new Set(e.map(r=>typeof r));return t.
size!==1?Z:t.has("string")?{kind:"text"}:t.has("number")?{kind:"number"}:t.has("boolean")?{kind:"boolean"}:Z}function Fo(e){
return e.kind==="text"||e.kind==="number"||e.kind==="boolean"}var Oe=Q(Jr),ar=Q(Te),zo=Object.keys(Oe.fields),ks=new Map(
[[Oe.fields.stages,"stage"],[Oe.fields.jobs,"job"],[Oe.fields.inputs,"input"],[ar.fields.matrix,"matrix"],[ar.fields.data,
"data"]]),or={shape:Oe,label:"",owner:null,top:!0},Vo=new Set(["env","vars","matrix","needs","steps","runner","job","str\
ategy"]);function Le(e,t,r){let n=[],s=e;for(let i of t){let{shape:o}=s,u=s.label,l=a=>s.top||s.relative?a:`${u}.${a}`;switch(o.
kind){case"any":return{resolved:s,keys:n,problem:null};case"object":{if(Object.hasOwn(o.fields,i)){s={shape:o.fields[i],
label:l(i),owner:s.owner};break}return{resolved:null,keys:n,problem:Ko(s,i,r)}}case"map":{let a=ks.get(o);a!==void 0&&n.
push({kind:a,key:i,owner:s.owner});let h=a==="stage"?{stage:i}:a==="job"?{job:i}:s.owner;s={shape:o.values,label:l(i),owner:h};
break}case"list":{if(/^\d+$/.test(i))s={shape:o.items,label:l(i),owner:s.owner};else if(i==="length")s={shape:{kind:"num\
ber"},label:l(i),owner:null};else return{resolved:null,keys:n,problem:Uo(s,i,r)};break}default:return{resolved:null,keys:n,
problem:{message:`${r}: ${u||"it"} is ${o.kind==="text"?"a text":o.kind==="number"?"a number":"true or false"}, so it ha\
s no field ${i}`,details:["text, numbers and true/false have no fields"]}}}}return{resolved:s,keys:n,problem:null}}function vs(e,t,r){
return e.shape.kind==="text"&&(t==="length"||/^\d+$/.test(t))?{resolved:{shape:t==="length"?{kind:"number"}:{kind:"text"},
label:r,owner:null},keys:[],problem:null}:Le(e,[t],r)}function pt(e){if(e===null)return null;let{shape:t}=e,r=`the curre\
nt item (of ${e.label||"the top"})`;if(t.kind==="list")return{shape:t.items,label:r,owner:e.owner,relative:!0};if(t.kind===
"map"){let n=ks.get(t),s=n==="stage"||n==="job"?null:e.owner;return{shape:t.values,label:r,owner:s,relative:!0}}return t.
kind==="any"?{shape:t,label:r,owner:null,relative:!0}:null}function Ss(e,t){if(e===null)return null;if(t&&e.shape.kind===
"list")return pt(e);if(e.top)return e;if(e.shape.kind==="object"||e.shape.kind==="map"||e.shape.kind==="any"){let r=`the\
 current context (${e.label})`;return{shape:e.shape,label:r,owner:e.owner,relative:!0}}return null}function Ko(e,t,r){let n=Object.
keys(e.shape.fields);if(e.top){let i=/^[A-Za-z_][A-Za-z0-9_-]*$/.test(r.split(".").at(-1)??"")?r.split(".").at(-1):"name",
o=Vo.has(t)?[`${t} is a context of the workflow's \${{ }}, not of the template: give the value to the step in vars: (${i}\
: \${{ ${r} }}) and read it as {{inputs.${i}}}`]:[];return{message:`${r}: no root ${t}${re(t,n)}`,details:[`a template s\
ees ${n.join(", ")}`,...o]}}if(e.shape===ar&&e.label.startsWith("stages."))return{message:`${r}: stages have no field ${t}${re(
t,n)}`,details:[`fields: ${n.join(", ")}`]};let s=e.relative===!0&&zo.includes(t);return{message:`${r}: no field ${t} in\
 ${e.label}${s?"":re(t,n)}`,details:[`fields there: ${n.join(", ")}`,...s?[`inside {{#each}} or {{#with}}, names refer t\
o the current item; reach the top with @root.${r}`]:[]]}}function Uo(e,t,r){let[n,s]=e.label.split(".");return n==="jobs"&&
s!==void 0&&e.label===`jobs.${s}`?{message:`${r}: jobs.${s} is the list of that job's stages, not one stage`,details:[`i\
terate it with {{#each jobs.${s}}}\u2026{{${t}}}\u2026{{/each}}, or name one leg as stages.<stage-id>.${t}`]}:{message:`${r}\
: ${e.label} is a list, so it has no field ${t}`,details:[`go over its items with {{#each ${e.label}}}\u2026{{/each}}, or rea\
d one as ${e.label}.0`]}}function Ml(e){let{resolved:t}=Le(or,e,e.join("."));return t===null||t.shape.kind!=="object"}function lr(e){
return e.kind!=="object"&&e.kind!=="map"&&e.kind!=="list"?null:jo(e.kind==="list")}function jo(e){return{message:`is ${e?
"a list":"an object"}, which has no text of its own`,details:t=>[e?`print its items with {{join ${t} ", "}} or {{#each ${t}\
}}\u2026{{/each}}, or all of it with {{json ${t}}}`:`print one of its fields (${t}.<field>), or all of it with {{json ${t}\
}}`]}}function _s(e){return typeof e=="string"?"text":typeof e=="number"||typeof e=="bigint"?"number":typeof e=="boolean"?
"boolean":null}function Ps(e,t){return{message:`#each over ${e}: it is ${t==="text"?"a text":t==="number"?"a number":"tr\
ue or false"} written in the template, not a list: {{#each}} never goes round it, so its block renders nothing`,details:[
"{{#each}} goes round a list or an object of the context: jobs.<job-id> (the stages of a job, one per matrix leg), stage\
s (every stage upstream), or a field that is a list, such as stages.<id>.artifacts"]}}function xs(e,t){return t==="text"?
{message:`#each over ${e}: it is text, not a list: {{#each}} never goes round it, so its block renders nothing`,details:[
`print it as it is with {{${e}}}, or a line at a time with {{lines ${e} "- "}}`,"a handoff's summary, detail and data va\
lues are always text: for a list, have the agent split it in its handoff (one data key each), or hand it over in detail \
or as artifacts"]}:{message:`#each over ${e}: it is ${t==="number"?"a number":"true or false"}, not a list: {{#each}} ne\
ver goes round it, so its block renders nothing`,details:[t==="number"?`print it as it is with {{${e}}}, or compare it w\
ith {{#if (eq ${e} 0)}}\u2026{{/if}}`:`print it as it is with {{${e}}}, or test it with {{#if ${e}}}\u2026{{/if}}`]}}var Es;function ws(e){return Es??=new Intl.Segmenter(void 0,{granularity:"grapheme"}),Es.segment(e)}function Ns(e,t){if(e.
length<=t)return{text:e,whole:!0};let r=0;for(let{index:n}of ws(e)){if(r===t)return{text:e.slice(0,n),whole:!1};r++}return{
text:e,whole:!0}}function Os(e){let t=0;for(let r of ws(e))t++;return t}var Ls={if:{min:1,max:1,options:["includeZero"],block:"always",usage:"{{#if value}}\u2026{{else}}\u2026{{/if}}"},unless:{
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
block:"always",usage:'{{#fit}}\u2026{{/fit}} (or label="findings")'}};function ur(e){return Object.hasOwn(Ls,e)?Ls[e]:void 0}
function Cs(e,t){let r=ur(e);if(r===void 0)return null;let{min:n,max:s}=r;if(t>=n&&t<=s)return null;let i=n===s?`${n}`:s===
Number.POSITIVE_INFINITY?`at least ${n}`:`${n} to ${s}`;return`takes ${i} argument${i==="1"?"":"s"}, got ${t}`}function cr(e){
let t=typeof e=="string"&&/^\d+$/.test(e.trim())?Number(e):e;return typeof t=="number"&&Number.isInteger(t)&&t>=0?t:null}
function pr(e,t){let r=t==null?"nothing (a missing field, or null)":Jo(t);return`${e} must be a whole number, got ${r}`}
var Wo=60;function Jo(e){let t=typeof e=="string"?e:JSON.stringify(e)??String(e),r=Ns(t,Wo),n=typeof e=="string"?JSON.stringify(
r.text):r.text,s=r.whole?"":`\u2026 (${Os(t).toLocaleString("en-US")} characters)`;return xr(n+s)}function Is(e,t){return t.
block==="always"?`${e} is a block helper: write ${t.usage.replace(/ \(or .*\)$/,"")}`:`${e} is not a block helper: write\
 ${t.usage.replace(/ \(or .*\)$/,"").split(" or ")[0]}`}var _=class extends Error{code;line;column;details;ifUpstream;constructor(t,r,n,s=[],i){super(r),this.name="TemplateErro\
r",this.code=t,this.line=n.line,this.column=n.column,this.details=s,this.ifUpstream=i}};function I(e){return e?{line:e.start.
line,column:e.start.column+1}:{line:1,column:1}}function Yo(e,t){let r=e.split(/\r\n|\r|\n/)[t.line-1];if(r===void 0)return[];
let n=100,s=Math.max(0,Math.min(t.column-1-n/2,r.length-n)),i=r.slice(s,s+n),o=s>0?"\u2026":"",u=`${t.line} | `,l=Math.max(
0,t.column-1-s)+o.length,a=`${" ".repeat(u.length-2)}| ${" ".repeat(l)}^`;return[`${u}${o}${i}${s+n<r.length?"\u2026":""}`,
a]}function Vl(e,t,r){return new ve(e.code,e.message,{where:`${r}:${e.line}:${e.column}`,details:[...e.details,...Yo(t,e)],
cause:e})}var ft={EOF:"end of template",CLOSE:"}}",CLOSE_UNESCAPED:"}}}",CLOSE_RAW_BLOCK:"}}}}",CLOSE_SEXPR:")",OPEN:"{{",OPEN_BLOCK:"\
{{#",OPEN_ENDBLOCK:"{{/",OPEN_INVERSE:"{{^",OPEN_INVERSE_CHAIN:"{{else",INVERSE:"{{else}}",OPEN_SEXPR:"(",OPEN_PARTIAL:"\
{{>",OPEN_UNESCAPED:"{{{",OPEN_BLOCK_PARAMS:"as |",CLOSE_BLOCK_PARAMS:"|",ID:"a name",STRING:"a string",NUMBER:"a number",
BOOLEAN:"true or false",DATA:"an @variable",EQUALS:"=",SEP:". or /",INVALID:"something that is not Handlebars",CONTENT:"\
text"};function As(e){return ft[e]??e.toLowerCase().replace(/_/g," ")}var fr=ye.Parser;function Bs(e,t){let r=e instanceof
Error?e.message:String(e),n=fr.lexer.yylloc,s=/^(Parse|Lexical) error on line/.test(r),i=e,o=s&&n?{line:n.first_line,column:n.
first_column+1}:i.lineNumber!==void 0?{line:i.lineNumber,column:(i.column??0)+1}:{line:1,column:1},u=n?/^Lexical error/.
test(r)?{line:n.last_line,column:n.last_column+1}:{line:n.first_line,column:n.first_column+1}:o,l=Xo(t,u);return l||{errors:[
Go(r,o)],repaired:null,guessedFrom:null}}function Go(e,t){let r=/Expecting (.*), got '([^']+)'/.exec(e);if(r){let s=[...new Set(
r[1].split(", ").map(i=>As(i.replace(/'/g,""))))];return new _(k.syntax,`syntax error: unexpected ${As(r[2])}`,t,[`expec\
ted ${s.slice(0,8).join(", ")}${s.length>8?", \u2026":""}`])}if(/^Lexical error/.test(e))return new _(k.syntax,"syntax e\
rror: unrecognised text (an unclosed {{!-- comment, or a stray {{ )",t);let n=e.replace(/ - \d+:\d+$/,"");return new _(k.
syntax,`syntax error: ${n}`,t)}var dr=new Set(["OPEN","OPEN_BLOCK","OPEN_ENDBLOCK","OPEN_INVERSE","OPEN_INVERSE_CHAIN","\
OPEN_UNESCAPED","OPEN_PARTIAL","OPEN_PARTIAL_BLOCK","OPEN_RAW_BLOCK"]),Ce=new Set(["CLOSE","CLOSE_UNESCAPED","CLOSE_RAW_\
BLOCK"]),br=new Set(["OPEN_BLOCK","OPEN_INVERSE","OPEN_PARTIAL_BLOCK"]),$o=new Set(["ID","SEP","DATA"]);function yr(e){let t=Object.
create(fr.lexer);t.yy={},t.setInput(e);let r=[0];for(let i=0;i<e.length;i++)e[i]===`
`&&r.push(i+1);let n=(i,o)=>(r[i-1]??e.length)+o,s=[];for(;;){let i;try{i=t.lex()}catch{let{first_line:g,first_column:L,
last_line:N,last_column:j}=t.yylloc,q=t.conditionStack[t.conditionStack.length-1]??"INITIAL",z=s.findLast(T=>T.type==="O\
PEN_RAW_BLOCK"),Y=q==="com"?{line:g,column:L+1}:q==="raw"&&z?z:{line:N,column:j+1};return{tokens:s,unreadable:{line:Y.line,
column:Y.column,state:q,offset:n(Y.line,Y.column-1)}}}let o=typeof i=="number"?fr.terminals_[i]??String(i):i,{first_line:u,
first_column:l,last_line:a,last_column:h}=t.yylloc,c=o==="EOF"?e.length:n(a,h);if(s.push({type:o==="1"?"EOF":o,text:t.yytext,
line:u,column:l+1,start:n(u,l),end:c}),o==="EOF"||o==="1")return{tokens:s,unreadable:null}}}var ht=(e,t)=>e.line<t.line||
e.line===t.line&&e.column<=t.column;function Rs(e,t){let r="",n=t+1;for(;n<e.length&&$o.has(e[n].type)&&(r===""||e[n].start===
e[n-1].end);)r+=e[n].text,n+=1;return{name:r,next:n}}function hr(e,t){for(let r=t;r<e.length;r++){if(Ce.has(e[r].type))return e[r].
end;if(r>t&&(dr.has(e[r].type)||e[r].type==="EOF"))break}return e[t].end}function Ts(e,t,r){return e.slice(0,t)+e.slice(
t,r).replace(/[^\r\n]/g," ")+e.slice(r)}var mr=e=>`${e.sigil}${e.name}}}`,gr=e=>`{{/${e.name}}}`;function Ms(e,t){let r=t?
` before the {{/${t.name}}} at ${t.line}:${t.column}`:"";return new _(k.syntax,`syntax error: ${mr(e)} opened at ${e.line}\
:${e.column} is never closed; close it with ${gr(e)}${r}`,e)}function Xo(e,t){let{tokens:r,unreadable:n}=yr(e),s=[],i=null,
o=(u,l,a)=>ht(u,t)?{errors:[l],repaired:a,guessedFrom:null}:null;for(let u=0;u<r.length;u++){let l=r[u];if(i&&(dr.has(l.
type)||l.type==="EOF")){if(!ht(i,t))return null;let a=i.text.replace(/~/g,"").trim(),h=a.startsWith("{{{{")?"}}}}":a.startsWith(
"{{{")?"}}}":"}}",c=a.startsWith("{{{")?a.slice(0,h.length):"{{";return{errors:[new _(k.syntax,`syntax error: ${c} opene\
d at ${i.line}:${i.column} is never closed; close it with ${h}`,i)],repaired:l.type==="EOF"?e+h:null,guessedFrom:i.start}}
if(i&&Ce.has(l.type)){let a=i.type==="OPEN_UNESCAPED"?"CLOSE_UNESCAPED":i.type==="OPEN_RAW_BLOCK"?"CLOSE_RAW_BLOCK":"CLO\
SE";if(l.type!==a){let h=ft[i.type==="OPEN_UNESCAPED"?"OPEN_UNESCAPED":"OPEN"];return o(l,new _(k.syntax,`syntax error: ${h}\
 opened at ${i.line}:${i.column} is closed by ${ft[l.type]}; close it with ${ft[a]}`,l),null)}}if(dr.has(l.type))i=l;else if(Ce.
has(l.type))i=null;else if(l.type==="INVALID"&&(l.text==='"'||l.text==="'"))return o(l,new _(k.syntax,`syntax error: the\
 string opened at ${l.line}:${l.column} is never closed; close it with ${l.text}`,l),null);if(br.has(l.type)){let a=l.type===
"OPEN_INVERSE"?"{{^":l.type==="OPEN_PARTIAL_BLOCK"?"{{#>":"{{#";s.push({name:Rs(r,u).name,sigil:a,line:l.line,column:l.column,
hasElse:!1,bodyStart:hr(r,u)})}else if(l.type==="OPEN_ENDBLOCK"){let a=Rs(r,u).name,h=s[s.length-1];if(h?.name===a){s.pop();
continue}return h?s.findLastIndex(g=>g.name===a)>=0?o(l,Ms(h,{...l,name:a}),null):o(l,new _(k.syntax,`syntax error: {{/${a}\
}} does not close ${mr(h)} opened at ${h.line}:${h.column}; close that with ${gr(h)}`,l),null):o(l,new _(k.syntax,`synta\
x error: {{/${a}}} closes no block: none is open here`,l,[`remove it, or open the block before it with {{#${a} \u2026}}`]),
Ts(e,l.start,hr(r,u)))}else if(l.type==="INVERSE"||l.type==="OPEN_INVERSE_CHAIN"){let a=s[s.length-1],h=l.type==="INVERS\
E"&&l.text.includes("^")?"{{^}}":"{{else}}",c=Ts(e,l.start,hr(r,u));if(!a)return o(l,new _(k.syntax,`syntax error: ${h} \
outside a block; it belongs between {{#if \u2026}} and {{/if}}`,l),c);if(a.hasElse)return o(l,new _(k.syntax,`syntax err\
or: a second ${h} in ${mr(a)} opened at ${a.line}:${a.column}; a block has one {{else}} (write {{else if \u2026}} for another\
 condition)`,l),c);l.type==="INVERSE"&&(a.hasElse=!0)}else if(l.type==="EOF"&&s.length>0){if(!ht(l,t))return null;let a=[
...s].reverse().map(gr).join(""),h=s.filter(Zo).map(c=>c.bodyStart);return{errors:s.map(c=>Ms(c)),repaired:e+a,guessedFrom:h.
length>0?Math.min(...h):null}}}if(n&&ht(n,t)){let u={line:n.line,column:n.column};if(n.state==="com")return{errors:[new _(
k.syntax,`syntax error: the comment {{!-- opened at ${u.line}:${u.column} is never closed; close it with --}}`,u)],repaired:null,
guessedFrom:null};if(n.state==="raw")return{errors:[kr(u)],repaired:null,guessedFrom:null};if(e[n.offset]==="\0")return{
errors:[new _(k.syntax,"syntax error: a NUL character, which a template (text) never holds",u)],repaired:null,guessedFrom:null}}
return null}function Zo(e){return e.sigil==="{{^"?!1:e.name==="each"||e.name==="with"||!le.has(e.name)}function kr(e){return new _(
k.unsupported,"raw blocks ({{{{raw}}}}\u2026{{{{/raw}}}}) are not supported; to write {{ as text, escape it: \\{{",e)}function vr(e,t){
if(e.type!=="PathExpression"||!Array.isArray(e.parts)||!e.parts.some(o=>/^\d/.test(o)&&!/^\d+$/.test(o)))return null;let n=String(
e.original),s=Number(n.replace(/_/g,"")),i=Number.isFinite(s)&&n.trim()!==""?`: ${s}`:"";return new _(k.helperArguments,
`${t}: ${n} is not a number to Handlebars, which reads it as the name of a field; write it in digits${i}`,I(e.loc))}function Hs(e){if(e.length<=V.templateBytes/3)return null;let t=Er(e);return t<=V.templateBytes?null:new _(k.tooLarge,`t\
he template is ${t} bytes, more than the ${V.templateBytes} (${V.templateBytes/1024} KiB) a template may be`,{line:1,column:1},
["a prompt template is instructions, not material: give large text to the agent as a file it reads"])}function Ds(e){if((e.
match(/\{\{~?\s*(?:[#^]|else\b)|\(/g)?.length??0)<=V.templateDepth)return null;let r=[],n=0,s=0;for(let i of yr(e).tokens){
if(br.has(i.type))r.push(1),n+=1;else if(i.type==="OPEN_INVERSE_CHAIN"&&r.length>0)r[r.length-1]+=1,n+=1;else if(i.type===
"OPEN_ENDBLOCK"){n-=r.pop()??0;continue}else if(i.type==="OPEN_SEXPR")s+=1;else if(i.type==="CLOSE_SEXPR"){s=Math.max(0,
s-1);continue}else if(Ce.has(i.type)){s=0;continue}else continue;if(n+s>V.templateDepth)return new _(k.tooDeep,`blocks a\
nd (subexpressions) nest more than ${V.templateDepth} deep here`,i,["each block or (subexpression) inside another is a l\
evel, and so is each {{else if \u2026}}"])}return null}function qs(e,t,r){if(e!=="indent"||t!==1||r.type!=="NumberLitera\
l")return null;let n=r.value;return typeof n!="number"||n<=V.indentWidth?null:new _(k.helperArguments,`indent: the inden\
t must be at most ${V.indentWidth} spaces, got ${n}`,I(r.loc))}var Qo=new Set(["StringLiteral","NumberLiteral","BooleanLiteral","NullLiteral","UndefinedLiteral"]);function ke(e){if(e===
void 0||!Qo.has(e.type))return null;let t=e;return t.type==="NullLiteral"?{value:null,text:!1}:t.type==="UndefinedLitera\
l"?{value:void 0,text:!1}:{value:t.value,text:t.type==="StringLiteral"}}function Ks(e){let t=Us(e);if(t.errors.length===
0&&t.program)return t.program;let r=t.program?bt(t.program).problems.filter(n=>n.ifUpstream===void 0&&!t.guessed(n)):[];
throw mt(dt([...t.errors,...r]))}var Fs=20,el=64*1024;function Us(e){let t=Number.POSITIVE_INFINITY,r=o=>zs(e,o)>=t,n=Hs(
e)??Ds(e);if(n)return{program:null,errors:[n],guessed:r};let s=[],i=e;for(;s.length<Fs;){let o;try{o=ye.parseWithoutProcessing(
i)}catch(u){let l=Bs(u,i),a=l.errors.filter(c=>zs(e,c)<=e.length);s.push(...a.filter(c=>!r(c)).slice(0,Fs-s.length));let h=a.
length<l.errors.length||a.length===0;if(l.repaired===null||h||e.length>el)break;l.guessedFrom!==null&&(t=Math.min(t,l.guessedFrom)),
i=l.repaired;continue}return{program:o,errors:s,guessed:r}}return{program:null,errors:s,guessed:r}}function zs(e,t){let r=0;
for(let n=1;n<t.line;n++){let s=e.indexOf(`
`,r);if(s<0)return Number.POSITIVE_INFINITY;r=s+1}return r+t.column-1}function dt(e){return e.sort((t,r)=>t.line-r.line||
t.column-r.column)}function mt(e){let[t,...r]=e;return r.length===0?t:new _(t.code,t.message,t,[...t.details,...r.map(n=>`\
also at ${n.line}:${n.column}: ${n.message}`)])}function tl(e){let t=e.openStrip;return t!==void 0&&!("open"in t)}function Ie(e){
return e?.type==="PathExpression"}function Sr(e){return/^\.|^this\b/.test(e.original)}function _r(e){return`${e.start.line}\
:${e.start.column}`}function ou(e){let{analysis:t,problems:r}=bt(Ks(e));if(r.length>0)throw mt(r);return t}function rl(e){
return js(bt(e))}function js({analysis:e,problems:t}){let r=t.filter(n=>n.ifUpstream===void 0);if(r.length>0)throw mt(r);
return{analysis:e,ifUpstream:t.length>0?mt(t):null}}var Ae=new Map,Pr=0,Vs=1024*1024;function nl(e,t,r){if(!(e.length>Vs)){
gt(e),Ae.set(e,{program:t,inspection:r}),Pr+=e.length;for(let n of Ae.keys()){if(Pr<=Vs)break;gt(n)}}}function gt(e){let t=Ae.
get(e);if(t!==void 0)return Ae.delete(e),Pr-=e.length,t}function lu(){return Ae.keys().next().value}function uu(e){gt(e)}
function cu(e){let t=gt(e);if(t)return{program:t.program,...js(t.inspection)};let r=Ks(e);return{program:r,...rl(r)}}function pu(e){
let t=Us(e);if(!t.program)return{analysis:null,problems:dt(t.errors)};let r=bt(t.program);t.errors.length===0&&nl(e,t.program,
r);let{analysis:n,problems:s}=r;if(t.errors.length===0)return{analysis:n,problems:dt(s)};let{guessed:i}=t;return{analysis:{
...n,references:n.references.filter(u=>!i(u)),keys:n.keys.filter(u=>!i(u))},problems:dt([...t.errors,...s.filter(u=>!i(u))])}}
function bt(e){let t={references:[],keys:[],sections:new Map,paths:new Map,usesTokens:!1,usesFit:!1,eachOver:new Map},r=[],
n=new Set,s=[],i=(p,f)=>p.data?p.parts[0]==="root"?p.parts.slice(1):null:p.depth===0&&!Sr(p)&&f.blockParams.has(p.parts[0]??
"")?null:p.depth===f.depth?p.parts:null,o=new Map,u=new Map,l=new Map,a=({owner:p})=>{if(p===null)return;let f="stage"in
p?{kind:"stage",stage:p.stage}:{kind:"job",stage:p.job};return t.references.some(d=>d.kind===f.kind&&d.stage===f.stage)?
f:void 0},h=(p,f,m)=>{let[d,P]=p;if(d!=="stages"&&d!=="jobs")return;let v=d==="stages"?"stage":"job";t.references.push({
kind:v,stage:P,path:f,...m});for(let x of s)(v==="stage"?x.stages:x.jobs).add(P)},c=(p,f)=>{let m=i(p,f);t.paths.set(_r(
p.loc),{original:p.original,root:m}),o.set(p,g(p,f)),u.set(p,m),l.set(p,p.original),m!==null&&m.length>=2&&h(m,p.original,
I(p.loc))},g=(p,f)=>{let m,d=p.parts,P=p.parts[0]??"";if(p.data){if(P!=="root")return null;m=f.frames[0]??null,d=d.slice(
1)}else p.depth===0&&!Sr(p)&&f.blockParams.has(P)?(m=f.params.get(P)??null,d=d.slice(1)):m=f.frames[f.depth-p.depth]??null;
return m===null?null:L(Le(m,d,p.original),p.original,I(p.loc))},L=({resolved:p,keys:f,problem:m},d,P)=>{for(let v of f)(v.
kind==="input"||v.kind==="matrix"||v.kind==="data")&&t.keys.push({kind:v.kind,key:v.key,owner:v.owner,path:d,...P});return m!==
null&&r.push(new _(k.missingField,m.message,P,m.details)),p},N=p=>{let[f,m]=p.params,d=ke(m);if(p.params.length!==2||f===
void 0||d===null)return;let P=l.get(f);if(P===void 0)return;let v=String(d.value),x=`${P}${P==="."||P===".."?"/":"."}${il(
v)}`,b=I(p.type==="SubExpression"?p.loc:p.path.loc),S=u.get(f)??null,y=S===null?null:[...S,v];l.set(p,x),u.set(p,y),y!==
null&&y.length===2&&h(y,x,b);let w=o.get(f)??null;o.set(p,w===null?null:L(vs(w,v,x),x,b))},j=p=>{let f=p.hash?.pairs.find(
b=>b.key==="key"),m=ke(f?.value),d=p.params[0]===void 0?null:o.get(p.params[0])??null;if(f===void 0||m===null||!m.text||
d?.shape.kind!=="list")return;let P=pt(d);if(P===null||P.shape.kind!=="object")return;let v=String(m.value),{problem:x}=Le(
{shape:P.shape,label:P.label,owner:P.owner},[v],v);x!==null&&r.push(new _(k.missingField,x.message,I(f.value.loc),x.details))},
q=(p,f,m,d)=>{let P=I(p.loc),v=[`usage: ${m.usage}`],x=(S,y=v)=>r.push(new _(k.helperArguments,S,P,y));m.block==="always"!==
d&&x(Is(f,m),[]);let b=Cs(f,p.params.length);b!==null&&x(`${f}: ${b}`);for(let[S,{what:y,text:w}]of Object.entries(m.counts??
{})){let O=ke(p.params[Number(S)]);O===null||O.text&&w||cr(O.value)===null&&x(`${f}: ${pr(y,O.value)}`)}for(let S of p.hash?.
pairs??[]){if(!m.options.includes(S.key)){x(`${f}: no option ${S.key}${re(S.key,m.options)}; ${m.options.length>0?`optio\
ns: ${m.options.join(", ")}`:"it takes no options"}`);continue}let y=ke(S.value);y!==null&&m.countOptions?.includes(S.key)&&
cr(y.value)===null&&x(`${f}: ${pr(S.key,y.value)}`)}},z=(p,f,m)=>{let d=p.path,P=p.params.length>0||(p.hash?.pairs.length??
0)>0,v=Ie(d)&&d.parts.length===1&&d.depth===0&&!d.data&&!Sr(d);if(!(P||v&&le.has(d.original)&&!f.blockParams.has(d.original))){
T(d,f);let y=o.get(d),w=p.type==="MustacheStatement"&&y?lr(y.shape):null;return w!==null&&r.push(new _(k.printedObject,`${d.
original} ${w.message}`,I(p.loc),w.details(d.original),a(y))),null}let b=Ie(d)?d.original:String(d.original??d.type);(!v||
!le.has(b))&&r.push(new _(k.unknownHelper,`unknown helper ${b}${re(b,le)}`,I(p.loc),[`helpers: ${[...le].join(", ")}`]));
let S=v?ur(b):void 0;S!==void 0&&q(p,b,S,m);for(let[y,w]of p.params.entries()){let O=vr(w,b);O&&n.add(w);let A=O??qs(b,y,
w);A&&r.push(A)}for(let y of p.hash?.pairs??[]){let w=vr(y.value,b);w&&(n.add(y.value),r.push(w))}if(b==="tokens"||b==="\
fit"){let y={stages:new Set,jobs:new Set};s.push(y);for(let w of p.params)T(w,f);return p.hash&&T(p.hash,f),m&&Y(p,f,!1),
s.pop(),t.usesTokens||=b==="tokens",t.usesFit||=b==="fit",t.sections.set(_r(p.loc),{kind:b,cuttable:p.type!=="SubExpress\
ion",label:sl(b,p),position:I(p.loc),stages:[...y.stages],jobs:[...y.jobs]}),b}for(let y of p.params)T(y,f);if(p.hash&&T(
p.hash,f),(b==="join"||b==="lines")&&S!==void 0&&j(p),b==="lookup"&&S!==void 0){N(p);let y=o.get(p),w=p.type==="Mustache\
Statement"&&y?lr(y.shape):null,O=w===null?null:Ws(p);w!==null&&O!==null&&r.push(new _(k.printedObject,`${O} ${w.message}`,
I(p.loc),w.details(O),a(y)))}return b},Y=(p,f,m,d=null)=>{if(p.program){let P=p.program.blockParams??[],v=f.depth+(m?1:0),
x=m?[...f.frames.slice(0,f.depth+1),d]:f.frames,b=new Map(f.params);for(let[S,y]of P.entries())b.set(y,S===0?d:null);T(p.
program,{depth:v,blockParams:P.length>0?new Set([...f.blockParams,...P]):f.blockParams,frames:x,params:P.length>0?b:f.params})}
p.inverse&&T(p.inverse,f)},T=(p,f)=>{if(!(!p||n.has(p)))switch(p.type){case"Program":for(let m of p.body)T(m,f);return;case"\
MustacheStatement":case"SubExpression":z(p,f,!1);return;case"BlockStatement":{let m=p;if(tl(m)){r.push(kr(I(m.loc)));return}
let d=z(m,f,!0);if(d==="tokens"||d==="fit")return;let P=d===null||d==="each"||d==="with",v=d===null?m.path:m.params[0],x=v===
void 0?null:o.get(v)??null,b=v===void 0?void 0:l.get(v),S=d==="each"?ke(v):null,y=S===null?null:_s(S.value);if(y!==null){
let{message:O,details:A}=Ps(JSON.stringify(S.value),y);r.push(new _(k.helperArguments,O,I(m.loc),A))}if(d==="each"&&b!==
void 0){t.eachOver.set(_r(m.loc),b);let O=x?.shape.kind;if(O==="text"||O==="number"||O==="boolean"){let{message:A,details:Js}=xs(
b,O);r.push(new _(k.helperArguments,A,I(m.loc),Js,a(x)))}}let w=d==="each"?pt(x):Ss(x,d===null);Y(m,f,P,P?w:null);return}case"\
PathExpression":c(p,f);return;case"Hash":for(let m of p.pairs)T(m.value,f);return;case"PartialStatement":case"PartialBlo\
ckStatement":r.push(new _(k.unsupported,"partials ({{> name}}) are not supported: a prompt template is self-contained",I(
p.loc)));return;case"Decorator":case"DecoratorBlock":r.push(new _(k.unsupported,"decorators ({{* name}}) are not support\
ed",I(p.loc)));return;default:return}};return T(e,{depth:0,blockParams:new Set,frames:[or],params:new Map}),r.sort((p,f)=>p.
line-f.line||p.column-f.column),{analysis:t,problems:r}}function sl(e,t){if(e==="fit"){let n=t.hash?.pairs.find(s=>s.key===
"label")?.value;return typeof n?.value=="string"?`fit "${n.value}"`:"fit"}let r=t.params[0];return Ie(r)?`tokens ${r.original}`:
"tokens"}function il(e){return/^[^\s!"#%-,./;->@[-^`{-~]+$/.test(e)?e:`[${e}]`}function Ws(e){if(!Ie(e.path)||e.path.original!==
"lookup")return null;let t=e.params.map(r=>{if(Ie(r))return r.original;if(r.type==="SubExpression")return Ws(r);let n=ke(
r);return n===null?null:n.text?JSON.stringify(n.value):String(n.value)});return t.includes(null)?null:`(lookup ${t.join(
" ")})`}export{Re as a,ol as b,Wr as c,$s as d,Te as e,Xs as f,Zs as g,Jr as h,bl as i,ye as j,Ho as k,Ml as l,jo as m,_s as n,xs as o,
Ns as p,ur as q,Cs as r,cr as s,pr as t,_ as u,I as v,Yo as w,Vl as x,ou as y,lu as z,uu as A,cu as B,pu as C};
