import{a as Ur,c as Vr}from"./chunk-4OFY36JZ.js";import{a as jr}from"./chunk-RRNY4VCJ.js";import{K as G,a as At,
b as It}from"./chunk-UHTD4FAP.js";import{a as qr}from"./chunk-PO5EA42V.js";import{d as j,e as xe}from"./chunk-O7UU6C5Q.js";
import{D as se,K as y,b as U,c as $r,z as I}from"./chunk-LYXMPV4N.js";import{b as x,d as Lt}from"./chunk-A64LSPLL.js";var M=x(F=>{"use strict";F.__esModule=!0;F.extend=en;F.indexOf=Ps;F.escapeExpression=_s;F.isEmpty=xs;F.createFrame=ws;F.
blockParams=Es;F.appendContextPath=Os;var ks={"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;","'":"&#x27;","`":"&#x60;","\
=":"&#x3D;"},ys=/[&<>"'`=]/g,Ss=/[&<>"'`=]/;function vs(t){return ks[t]}function en(t){for(var e=1;e<arguments.length;e++)
for(var r in arguments[e])Object.prototype.hasOwnProperty.call(arguments[e],r)&&(t[r]=arguments[e][r]);return t}var Tt=Object.
prototype.toString;F.toString=Tt;var Rt=function(e){return typeof e=="function"};Rt(/x/)&&(F.isFunction=Rt=function(t){return typeof t==
"function"&&Tt.call(t)==="[object Function]"});F.isFunction=Rt;var tn=Array.isArray||function(t){return t&&typeof t=="ob\
ject"?Tt.call(t)==="[object Array]":!1};F.isArray=tn;function Ps(t,e){for(var r=0,n=t.length;r<n;r++)if(t[r]===e)return r;
return-1}function _s(t){if(typeof t!="string"){if(t&&typeof t.toHTML=="function")return t.toHTML();if(t==null)return"";if(!t)
return t+"";t=""+t}return Ss.test(t)?t.replace(ys,vs):t}function xs(t){return!t&&t!==0?!0:!!(tn(t)&&t.length===0)}function ws(t){
var e=en({},t);return e._parent=t,e}function Es(t,e){return t.path=e,t}function Os(t,e){return(t?t+".":"")+e}});var q=x((Ue,rn)=>{"use strict";Ue.__esModule=!0;var Bt=["description","fileName","lineNumber","endLineNumber","message",
"name","number","stack"];function Mt(t,e){var r=e&&e.loc,n=void 0,i=void 0,s=void 0,o=void 0;r&&r.start&&(n=r.start.line,
s=r.start.column,r.end&&(i=r.end.line,o=r.end.column),t+=" - "+n+":"+s);for(var a=Error.prototype.constructor.call(this,
t),u=0;u<Bt.length;u++)this[Bt[u]]=a[Bt[u]];Error.captureStackTrace&&Error.captureStackTrace(this,Mt);try{r&&(this.lineNumber=
n,this.endLineNumber=i,Object.defineProperty?(Object.defineProperty(this,"column",{value:s,enumerable:!0}),Object.defineProperty(
this,"endColumn",{value:o,enumerable:!0})):(this.column=s,this.endColumn=o))}catch{}}Mt.prototype=new Error;Ue.default=Mt;
rn.exports=Ue.default});var sn=x((Ve,nn)=>{"use strict";Ve.__esModule=!0;var Ht=M();Ve.default=function(t){t.registerHelper("blockHelperMissing",
function(e,r){var n=r.inverse,i=r.fn;if(e===!0)return i(this);if(e===!1||e==null)return n(this);if(Ht.isArray(e))return e.
length>0?(r.ids&&(r.ids=[r.name]),t.helpers.each(e,r)):n(this);if(r.data&&r.ids){var s=Ht.createFrame(r.data);s.contextPath=
Ht.appendContextPath(r.data.contextPath,r.name),r={data:s}}return i(e,r)})};nn.exports=Ve.default});var an=x((Ke,on)=>{"use strict";Ke.__esModule=!0;function Ns(t){return t&&t.__esModule?t:{default:t}}var de=M(),Cs=q(),Ls=Ns(
Cs);function As(t){try{var e=t.return;de.isFunction(e)&&e.call(t)}catch{}}Ke.default=function(t){t.registerHelper("each",
function(e,r){if(!r)throw new Ls.default("Must pass iterator to #each");var n=r.fn,i=r.inverse,s=0,o="",a=void 0,u=void 0;
r.data&&r.ids&&(u=de.appendContextPath(r.data.contextPath,r.ids[0])+"."),de.isFunction(e)&&(e=e.call(this)),r.data&&(a=de.
createFrame(r.data));function l(_,C,L,T){a&&(a.key=_,a.index=C,a.first=C===0,a.last=!!L,u&&(a.contextPath=u+_)),o=o+n(T,
{data:a,blockParams:de.blockParams([T,_],[u+_,null])})}if(e&&typeof e=="object")if(de.isArray(e))for(var f=e.length;s<f;s++)
s in e&&l(s,s,s===e.length-1,e[s]);else if(typeof Symbol=="function"&&e[Symbol.iterator])for(var c=e[Symbol.iterator](),
g=c.next();!g.done;){var P=c.next();try{l(s,s,P.done,g.value)}catch(_){throw P.done||As(c),_}g=P,s++}else(function(){var _=void 0;
Object.keys(e).forEach(function(C){_!==void 0&&l(_,s-1,!1,e[_]),_=C,s++}),_!==void 0&&l(_,s-1,!0,e[_])})();return s===0&&
(o=i(this)),o})};on.exports=Ke.default});var un=x((We,ln)=>{"use strict";We.__esModule=!0;function Is(t){return t&&t.__esModule?t:{default:t}}var Rs=q(),Ts=Is(Rs);
We.default=function(t){t.registerHelper("helperMissing",function(){if(arguments.length!==1)throw new Ts.default('Missing\
 helper: "'+arguments[arguments.length-1].name+'"')})};ln.exports=We.default});var fn=x((ze,hn)=>{"use strict";ze.__esModule=!0;function Bs(t){return t&&t.__esModule?t:{default:t}}var cn=M(),Ms=q(),pn=Bs(
Ms);ze.default=function(t){t.registerHelper("if",function(e,r){if(arguments.length!=2)throw new pn.default("#if requires\
 exactly one argument");return cn.isFunction(e)&&(e=e.call(this)),!r.hash.includeZero&&!e||cn.isEmpty(e)?r.inverse(this):
r.fn(this)}),t.registerHelper("unless",function(e,r){if(arguments.length!=2)throw new pn.default("#unless requires exact\
ly one argument");return t.helpers.if.call(this,e,{fn:r.inverse,inverse:r.fn,hash:r.hash})})};hn.exports=ze.default});var mn=x((Ge,dn)=>{"use strict";Ge.__esModule=!0;Ge.default=function(t){t.registerHelper("log",function(){for(var e=[void 0],
r=arguments[arguments.length-1],n=0;n<arguments.length-1;n++)e.push(arguments[n]);var i=1;r.hash.level!=null?i=r.hash.level:
r.data&&r.data.level!=null&&(i=r.data.level),e[0]=i,t.log.apply(t,e)})};dn.exports=Ge.default});var bn=x((Je,gn)=>{"use strict";Je.__esModule=!0;Je.default=function(t){t.registerHelper("lookup",function(e,r,n){return e&&
n.lookupProperty(e,r)})};gn.exports=Je.default});var yn=x((Ye,kn)=>{"use strict";Ye.__esModule=!0;function Hs(t){return t&&t.__esModule?t:{default:t}}var we=M(),Ds=q(),Fs=Hs(
Ds);Ye.default=function(t){t.registerHelper("with",function(e,r){if(arguments.length!=2)throw new Fs.default("#with requ\
ires exactly one argument");we.isFunction(e)&&(e=e.call(this));var n=r.fn;if(we.isEmpty(e))return r.inverse(this);var i=r.
data;return r.data&&r.ids&&(i=we.createFrame(r.data),i.contextPath=we.appendContextPath(r.data.contextPath,r.ids[0])),n(
e,{data:i,blockParams:we.blockParams([e],[i&&i.contextPath])})})};kn.exports=Ye.default});var Dt=x(Xe=>{"use strict";Xe.__esModule=!0;Xe.registerDefaultHelpers=eo;Xe.moveHelperToHooks=to;function oe(t){return t&&
t.__esModule?t:{default:t}}var qs=sn(),$s=oe(qs),js=an(),Us=oe(js),Vs=un(),Ks=oe(Vs),Ws=fn(),zs=oe(Ws),Gs=mn(),Js=oe(Gs),
Ys=bn(),Xs=oe(Ys),Zs=yn(),Qs=oe(Zs);function eo(t){$s.default(t),Us.default(t),Ks.default(t),zs.default(t),Js.default(t),
Xs.default(t),Qs.default(t)}function to(t,e,r){t.helpers[e]&&(t.hooks[e]=t.helpers[e],r||(t.helpers[e]=void 0))}});var vn=x((Ze,Sn)=>{"use strict";Ze.__esModule=!0;var ro=M();Ze.default=function(t){t.registerDecorator("inline",function(e,r,n,i){
var s=e;return r.partials||(r.partials={},s=function(o,a){var u=n.partials;n.partials=ro.extend({},u,r.partials);var l=e(
o,a);return n.partials=u,l}),r.partials[i.args[0]]=i.fn,s})};Sn.exports=Ze.default});var Pn=x(Ft=>{"use strict";Ft.__esModule=!0;Ft.registerDefaultDecorators=oo;function no(t){return t&&t.__esModule?t:{default:t}}
var io=vn(),so=no(io);function oo(t){so.default(t)}});var qt=x((Qe,_n)=>{"use strict";Qe.__esModule=!0;var ao=M(),me={methodMap:["debug","info","warn","error"],level:"info",lookupLevel:function(e){
if(typeof e=="string"){var r=ao.indexOf(me.methodMap,e.toLowerCase());r>=0?e=r:e=parseInt(e,10)}return e},log:function(e){
if(e=me.lookupLevel(e),typeof console<"u"&&me.lookupLevel(me.level)<=e){var r=me.methodMap[e];console[r]||(r="log");for(var n=arguments.
length,i=Array(n>1?n-1:0),s=1;s<n;s++)i[s-1]=arguments[s];console[r].apply(console,i)}}};Qe.default=me;_n.exports=Qe.default});var $t=x(ge=>{"use strict";ge.__esModule=!0;ge.createProtoAccessControl=po;ge.resultIsAllowed=ho;ge.isPrototypeConstructor=
fo;ge.resetLoggedProperties=go;function lo(t){return t&&t.__esModule?t:{default:t}}var xn=M(),uo=qt(),co=lo(uo),et=Object.
create(null);function po(t){var e=Object.create(null);e.__proto__=!1,xn.extend(e,t.allowedProtoProperties);var r=Object.
create(null);return r.constructor=!1,r.__defineGetter__=!1,r.__defineSetter__=!1,r.__lookupGetter__=!1,r.__lookupSetter__=
!1,xn.extend(r,t.allowedProtoMethods),{properties:{whitelist:e,defaultValue:t.allowProtoPropertiesByDefault},methods:{whitelist:r,
defaultValue:t.allowProtoMethodsByDefault}}}function ho(t,e,r){return wn(typeof t=="function"?e.methods:e.properties,r)}
function fo(t,e,r){return e==="constructor"&&typeof r=="function"&&t===r.prototype}function wn(t,e){return t.whitelist[e]!==
void 0?t.whitelist[e]===!0:t.defaultValue!==void 0?t.defaultValue:(mo(e),!1)}function mo(t){et[t]!==!0&&(et[t]=!0,co.default.
log("error",'Handlebars: Access has been denied to resolve the property "'+t+`" because it is not an "own property" of i\
ts parent.
You can add a runtime option to disable the check or this warning:
See https://handlebarsjs.com/api-reference/runtime-options.html#options-to-control-prototype-access for details`))}function go(){
Object.keys(et).forEach(function(t){delete et[t]})}});var rt=x(J=>{"use strict";J.__esModule=!0;J.HandlebarsEnvironment=Vt;function En(t){return t&&t.__esModule?t:{default:t}}
var ae=M(),bo=q(),jt=En(bo),ko=Dt(),yo=Pn(),So=qt(),tt=En(So),vo=$t(),Po="4.7.10";J.VERSION=Po;var _o=8;J.COMPILER_REVISION=
_o;var xo=7;J.LAST_COMPATIBLE_COMPILER_REVISION=xo;var wo={1:"<= 1.0.rc.2",2:"== 1.0.0-rc.3",3:"== 1.0.0-rc.4",4:"== 1.x\
.x",5:"== 2.0.0-alpha.x",6:">= 2.0.0-beta.1",7:">= 4.0.0 <4.3.0",8:">= 4.3.0"};J.REVISION_CHANGES=wo;var Ut="[object Obj\
ect]";function Vt(t,e,r){this.helpers=t||{},this.partials=e||{},this.decorators=r||{},ko.registerDefaultHelpers(this),yo.
registerDefaultDecorators(this)}Vt.prototype={constructor:Vt,logger:tt.default,log:tt.default.log,registerHelper:function(e,r){
if(ae.toString.call(e)===Ut){if(r)throw new jt.default("Arg not supported with multiple helpers");ae.extend(this.helpers,
e)}else this.helpers[e]=r},unregisterHelper:function(e){delete this.helpers[e]},registerPartial:function(e,r){if(ae.toString.
call(e)===Ut)ae.extend(this.partials,e);else{if(typeof r>"u")throw new jt.default('Attempting to register a partial call\
ed "'+e+'" as undefined');this.partials[e]=r}},unregisterPartial:function(e){delete this.partials[e]},registerDecorator:function(e,r){
if(ae.toString.call(e)===Ut){if(r)throw new jt.default("Arg not supported with multiple decorators");ae.extend(this.decorators,
e)}else this.decorators[e]=r},unregisterDecorator:function(e){delete this.decorators[e]},resetLoggedPropertyAccesses:function(){
vo.resetLoggedProperties()}};var Eo=tt.default.log;J.log=Eo;J.createFrame=ae.createFrame;J.logger=tt.default});var Nn=x((nt,On)=>{"use strict";nt.__esModule=!0;function Kt(t){this.string=t}Kt.prototype.toString=Kt.prototype.toHTML=
function(){return""+this.string};nt.default=Kt;On.exports=nt.default});var Cn=x(Wt=>{"use strict";Wt.__esModule=!0;Wt.wrapHelper=Oo;function Oo(t,e){if(typeof t!="function")return t;var r=function(){
var i=arguments[arguments.length-1];return arguments[arguments.length-1]=e(i),t.apply(this,arguments)};return r}});var Tn=x(ee=>{"use strict";ee.__esModule=!0;ee.checkRevision=Ro;ee.template=To;ee.wrapProgram=it;ee.resolvePartial=Bo;ee.
invokePartial=Mo;ee.noop=In;function No(t){return t&&t.__esModule?t:{default:t}}function Co(t){if(t&&t.__esModule)return t;
var e={};if(t!=null)for(var r in t)Object.prototype.hasOwnProperty.call(t,r)&&(e[r]=t[r]);return e.default=t,e}var Lo=M(),
le=Co(Lo),Ao=q(),V=No(Ao),Z=rt(),Ln=Dt(),Io=Cn(),zt=$t();function Ro(t){var e=t&&t[0]||1,r=Z.COMPILER_REVISION;if(!(e>=Z.
LAST_COMPATIBLE_COMPILER_REVISION&&e<=Z.COMPILER_REVISION))if(e<Z.LAST_COMPATIBLE_COMPILER_REVISION){var n=Z.REVISION_CHANGES[r],
i=Z.REVISION_CHANGES[e];throw new V.default("Template was precompiled with an older version of Handlebars than the curre\
nt runtime. Please update your precompiler to a newer version ("+n+") or downgrade your runtime to an older version ("+i+
").")}else throw new V.default("Template was precompiled with a newer version of Handlebars than the current runtime. Pl\
ease update your runtime to a newer version ("+t[1]+").")}function To(t,e){if(!e)throw new V.default("No environment pas\
sed to template");if(!t||!t.main)throw new V.default("Unknown template object: "+typeof t);t.main.decorator=t.main_d,e.VM.
checkRevision(t.compiler);var r=t.compiler&&t.compiler[0]===7;function n(o,a,u){u.hash&&(a=le.extend({},a,u.hash),u.ids&&
(u.ids[0]=!0)),o=e.VM.resolvePartial.call(this,o,a,u),u.hooks=this.hooks,u.protoAccessControl=this.protoAccessControl;var l=e.
VM.invokePartial.call(this,o,a,u);if(l==null&&le.isFunction(o))throw new V.default("The partial "+u.name+" returned no o\
utput: partials must return a string");if(l==null&&e.compile){if(typeof o!="string")throw new V.default("The partial "+u.
name+" could not be compiled: partials must be strings or functions returning strings");u.partials[u.name]=e.compile(o,t.
compilerOptions,e),l=u.partials[u.name](a,u)}if(l!=null){if(u.indent){for(var f=l.split(`
`),c=0,g=f.length;c<g&&!(!f[c]&&c+1===g);c++)f[c]=u.indent+f[c];l=f.join(`
`)}return l}else throw new V.default("The partial "+u.name+" could not be compiled when running in runtime-only mode")}var i={
strict:function(a,u,l){if(!a||!(u in a))throw new V.default('"'+u+'" not defined in '+a,{loc:l});return i.lookupProperty(
a,u)},lookupProperty:function(a,u){var l=a[u];if(l==null||Object.prototype.hasOwnProperty.call(a,u)&&!zt.isPrototypeConstructor(
a,u,l)||zt.resultIsAllowed(l,i.protoAccessControl,u))return l},lookup:function(a,u){for(var l=a.length,f=0;f<l;f++){var c=a[f]&&
i.lookupProperty(a[f],u);if(c!=null)return c}},lambda:function(a,u){return typeof a=="function"?a.call(u):a},escapeExpression:le.
escapeExpression,invokePartial:n,fn:function(a){var u=t[a];return u.decorator=t[a+"_d"],u},programs:[],program:function(a,u,l,f,c){
var g=this.programs[a],P=this.fn(a);return u||c||f||l?g=it(this,a,P,u,l,f,c):g||(g=this.programs[a]=it(this,a,P)),g},data:function(a,u){
for(;a&&u--;)a=a._parent;return a},mergeIfNeeded:function(a,u){var l=a||u;return a&&u&&a!==u&&(l=le.extend({},u,a)),l},nullContext:Object.
seal({}),noop:e.VM.noop,compilerInfo:t.compiler};function s(o){var a=arguments.length<=1||arguments[1]===void 0?{}:arguments[1],
u=a.data;s._setup(a),!a.partial&&t.useData&&(u=Ho(o,u));var l=void 0,f=t.useBlockParams?[]:void 0;t.useDepths&&(a.depths?
l=o!=a.depths[0]?[o].concat(a.depths):a.depths:l=[o]);function c(g){return""+t.main(i,g,i.helpers,i.partials,u,f,l)}return c=
Rn(t.main,c,i,a.depths||[],u,f),c(o,a)}return s.isTop=!0,s._setup=function(o){if(o.partial)i.protoAccessControl=o.protoAccessControl,
i.helpers=o.helpers,i.partials=o.partials,i.decorators=o.decorators,i.hooks=o.hooks;else{var a={};An(a,e.helpers,i),An(a,
o.helpers,i),i.helpers=a,t.usePartial&&(i.partials=i.mergeIfNeeded(o.partials,e.partials)),(t.usePartial||t.useDecorators)&&
(i.decorators=le.extend({},e.decorators,o.decorators)),i.hooks={},i.protoAccessControl=zt.createProtoAccessControl(o);var u=o.
allowCallsToHelperMissing||r;Ln.moveHelperToHooks(i,"helperMissing",u),Ln.moveHelperToHooks(i,"blockHelperMissing",u)}},
s._child=function(o,a,u,l){if(t.useBlockParams&&!u)throw new V.default("must pass block params");if(t.useDepths&&!l)throw new V.
default("must pass parent depths");return it(i,o,t[o],a,0,u,l)},s}function it(t,e,r,n,i,s,o){function a(u){var l=arguments.
length<=1||arguments[1]===void 0?{}:arguments[1],f=o;return o&&u!=o[0]&&!(u===t.nullContext&&o[0]===null)&&(f=[u].concat(
o)),r(t,u,t.helpers,t.partials,l.data||n,s&&[l.blockParams].concat(s),f)}return a=Rn(r,a,t,o,n,s),a.program=e,a.depth=o?
o.length:0,a.blockParams=i||0,a}function Bo(t,e,r){return t?typeof t!="function"&&!r.name&&(r.name=t,t=st(r.partials,t)):
r.name==="@partial-block"?t=st(r.data,"partial-block"):t=st(r.partials,r.name),t}function Mo(t,e,r){var n=st(r.data,"par\
tial-block");r.partial=!0,r.ids&&(r.data.contextPath=r.ids[0]||r.data.contextPath);var i=void 0;if(r.fn&&r.fn!==In&&(function(){
r.data=Z.createFrame(r.data);var s=r.fn;i=r.data["partial-block"]=function(a){var u=arguments.length<=1||arguments[1]===
void 0?{}:arguments[1];return u.data=Z.createFrame(u.data),u.data["partial-block"]=n,s(a,u)},s.partials&&(r.partials=le.
extend({},r.partials,s.partials))})(),t===void 0&&i&&(t=i),t===void 0)throw new V.default("The partial "+r.name+" could \
not be found");if(t instanceof Function)return t(e,r)}function In(){return""}function st(t,e){if(t&&Object.prototype.hasOwnProperty.
call(t,e))return t[e]}function Ho(t,e){return(!e||!("root"in e))&&(e=e?Z.createFrame(e):{},e.root=t),e}function Rn(t,e,r,n,i,s){
if(t.decorator){var o={};e=t.decorator(e,o,r,n&&n[0],i,s,n),le.extend(e,o)}return e}function An(t,e,r){e&&Object.keys(e).
forEach(function(n){var i=e[n];t[n]=Do(i,r)})}function Do(t,e){var r=e.lookupProperty;return Io.wrapHelper(t,function(n){
return n.lookupProperty=r,n})}});var Gt=x((ot,Bn)=>{"use strict";ot.__esModule=!0;ot.default=function(t){(function(){typeof globalThis!="object"&&(Object.
prototype.__defineGetter__("__magic__",function(){return this}),__magic__.globalThis=__magic__,delete Object.prototype.__magic__)})();
var e=globalThis.Handlebars;t.noConflict=function(){return globalThis.Handlebars===t&&(globalThis.Handlebars=e),t}};Bn.exports=
ot.default});var qn=x((at,Fn)=>{"use strict";at.__esModule=!0;function Yt(t){return t&&t.__esModule?t:{default:t}}function Xt(t){if(t&&
t.__esModule)return t;var e={};if(t!=null)for(var r in t)Object.prototype.hasOwnProperty.call(t,r)&&(e[r]=t[r]);return e.
default=t,e}var Fo=rt(),Mn=Xt(Fo),qo=Nn(),$o=Yt(qo),jo=q(),Uo=Yt(jo),Vo=M(),Jt=Xt(Vo),Ko=Tn(),Hn=Xt(Ko),Wo=Gt(),zo=Yt(Wo);
function Dn(){var t=new Mn.HandlebarsEnvironment;return Jt.extend(t,Mn),t.SafeString=$o.default,t.Exception=Uo.default,t.
Utils=Jt,t.escapeExpression=Jt.escapeExpression,t.VM=Hn,t.template=function(e){return Hn.template(e,t)},t}var Ee=Dn();Ee.
create=Dn;zo.default(Ee);Ee.default=Ee;at.default=Ee;Fn.exports=at.default});var Zt=x((lt,jn)=>{"use strict";lt.__esModule=!0;var $n={helpers:{helperExpression:function(e){return e.type==="SubExpre\
ssion"||(e.type==="MustacheStatement"||e.type==="BlockStatement")&&!!(e.params&&e.params.length||e.hash)},scopedId:function(e){
return/^\.|this\b/.test(e.original)},simpleId:function(e){return e.parts.length===1&&!$n.helpers.scopedId(e)&&!e.depth}}};
lt.default=$n;jn.exports=lt.default});var Vn=x((ut,Un)=>{"use strict";ut.__esModule=!0;var Go=(function(){var t={trace:function(){},yy:{},symbols_:{error:2,root:3,
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
1],[76,2]],performAction:function(i,s,o,a,u,l,f){var c=l.length-1;switch(u){case 1:return l[c-1];case 2:this.$=a.prepareProgram(
l[c]);break;case 3:this.$=l[c];break;case 4:this.$=l[c];break;case 5:this.$=l[c];break;case 6:this.$=l[c];break;case 7:this.
$=l[c];break;case 8:this.$=l[c];break;case 9:this.$={type:"CommentStatement",value:a.stripComment(l[c]),strip:a.stripFlags(
l[c],l[c]),loc:a.locInfo(this._$)};break;case 10:this.$={type:"ContentStatement",original:l[c],value:l[c],loc:a.locInfo(
this._$)};break;case 11:this.$=a.prepareRawBlock(l[c-2],l[c-1],l[c],this._$);break;case 12:this.$={path:l[c-3],params:l[c-
2],hash:l[c-1]};break;case 13:this.$=a.prepareBlock(l[c-3],l[c-2],l[c-1],l[c],!1,this._$);break;case 14:this.$=a.prepareBlock(
l[c-3],l[c-2],l[c-1],l[c],!0,this._$);break;case 15:this.$={open:l[c-5],path:l[c-4],params:l[c-3],hash:l[c-2],blockParams:l[c-
1],strip:a.stripFlags(l[c-5],l[c])};break;case 16:this.$={path:l[c-4],params:l[c-3],hash:l[c-2],blockParams:l[c-1],strip:a.
stripFlags(l[c-5],l[c])};break;case 17:this.$={path:l[c-4],params:l[c-3],hash:l[c-2],blockParams:l[c-1],strip:a.stripFlags(
l[c-5],l[c])};break;case 18:this.$={strip:a.stripFlags(l[c-1],l[c-1]),program:l[c]};break;case 19:var g=a.prepareBlock(l[c-
2],l[c-1],l[c],l[c],!1,this._$),P=a.prepareProgram([g],l[c-1].loc);P.chained=!0,this.$={strip:l[c-2].strip,program:P,chain:!0};
break;case 20:this.$=l[c];break;case 21:this.$={path:l[c-1],strip:a.stripFlags(l[c-2],l[c])};break;case 22:this.$=a.prepareMustache(
l[c-3],l[c-2],l[c-1],l[c-4],a.stripFlags(l[c-4],l[c]),this._$);break;case 23:this.$=a.prepareMustache(l[c-3],l[c-2],l[c-
1],l[c-4],a.stripFlags(l[c-4],l[c]),this._$);break;case 24:this.$={type:"PartialStatement",name:l[c-3],params:l[c-2],hash:l[c-
1],indent:"",strip:a.stripFlags(l[c-4],l[c]),loc:a.locInfo(this._$)};break;case 25:this.$=a.preparePartialBlock(l[c-2],l[c-
1],l[c],this._$);break;case 26:this.$={path:l[c-3],params:l[c-2],hash:l[c-1],strip:a.stripFlags(l[c-4],l[c])};break;case 27:
this.$=l[c];break;case 28:this.$=l[c];break;case 29:this.$={type:"SubExpression",path:l[c-3],params:l[c-2],hash:l[c-1],loc:a.
locInfo(this._$)};break;case 30:this.$={type:"Hash",pairs:l[c],loc:a.locInfo(this._$)};break;case 31:this.$={type:"HashP\
air",key:a.id(l[c-2]),value:l[c],loc:a.locInfo(this._$)};break;case 32:this.$=a.id(l[c-1]);break;case 33:this.$=l[c];break;case 34:
this.$=l[c];break;case 35:this.$={type:"StringLiteral",value:l[c],original:l[c],loc:a.locInfo(this._$)};break;case 36:this.
$={type:"NumberLiteral",value:Number(l[c]),original:Number(l[c]),loc:a.locInfo(this._$)};break;case 37:this.$={type:"Boo\
leanLiteral",value:l[c]==="true",original:l[c]==="true",loc:a.locInfo(this._$)};break;case 38:this.$={type:"UndefinedLit\
eral",original:void 0,value:void 0,loc:a.locInfo(this._$)};break;case 39:this.$={type:"NullLiteral",original:null,value:null,
loc:a.locInfo(this._$)};break;case 40:this.$=l[c];break;case 41:this.$=l[c];break;case 42:this.$=a.preparePath(!0,l[c],this.
_$);break;case 43:this.$=a.preparePath(!1,l[c],this._$);break;case 44:l[c-2].push({part:a.id(l[c]),original:l[c],separator:l[c-
1]}),this.$=l[c-2];break;case 45:this.$=[{part:a.id(l[c]),original:l[c]}];break;case 46:this.$=[];break;case 47:l[c-1].push(
l[c]);break;case 48:this.$=[];break;case 49:l[c-1].push(l[c]);break;case 50:this.$=[];break;case 51:l[c-1].push(l[c]);break;case 58:
this.$=[];break;case 59:l[c-1].push(l[c]);break;case 64:this.$=[];break;case 65:l[c-1].push(l[c]);break;case 70:this.$=[];
break;case 71:l[c-1].push(l[c]);break;case 78:this.$=[];break;case 79:l[c-1].push(l[c]);break;case 82:this.$=[];break;case 83:
l[c-1].push(l[c]);break;case 86:this.$=[];break;case 87:l[c-1].push(l[c]);break;case 90:this.$=[];break;case 91:l[c-1].push(
l[c]);break;case 94:this.$=[];break;case 95:l[c-1].push(l[c]);break;case 98:this.$=[l[c]];break;case 99:l[c-1].push(l[c]);
break;case 100:this.$=[l[c]];break;case 101:l[c-1].push(l[c]);break}},table:[{3:1,4:2,5:[2,46],6:3,14:[2,46],15:[2,46],19:[
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
2,18],90:[2,89],101:[2,53],104:[2,93],110:[2,19],111:[2,77],116:[2,97],119:[2,63],122:[2,69],135:[2,75],136:[2,32]},parseError:function(i,s){
throw new Error(i)},parse:function(i){var s=this,o=[0],a=[null],u=[],l=this.table,f="",c=0,g=0,P=0,_=2,C=1;this.lexer.setInput(
i),this.lexer.yy=this.yy,this.yy.lexer=this.lexer,this.yy.parser=this,typeof this.lexer.yylloc>"u"&&(this.lexer.yylloc={});
var L=this.lexer.yylloc;u.push(L);var T=this.lexer.options&&this.lexer.options.ranges;typeof this.yy.parseError=="functi\
on"&&(this.parseError=this.yy.parseError);function A(z){o.length=o.length-2*z,a.length=a.length-z,u.length=u.length-z}function p(){
var z;return z=s.lexer.lex()||1,typeof z!="number"&&(z=s.symbols_[z]||z),z}for(var h,m,d,k,w,O,v={},E,b,N,B;;){if(d=o[o.
length-1],this.defaultActions[d]?k=this.defaultActions[d]:((h===null||typeof h>"u")&&(h=p()),k=l[d]&&l[d][h]),typeof k>"\
u"||!k.length||!k[0]){var fe="";if(!P){B=[];for(E in l[d])this.terminals_[E]&&E>2&&B.push("'"+this.terminals_[E]+"'");this.
lexer.showPosition?fe="Parse error on line "+(c+1)+`:
`+this.lexer.showPosition()+`
Expecting `+B.join(", ")+", got '"+(this.terminals_[h]||h)+"'":fe="Parse error on line "+(c+1)+": Unexpected "+(h==1?"en\
d of input":"'"+(this.terminals_[h]||h)+"'"),this.parseError(fe,{text:this.lexer.match,token:this.terminals_[h]||h,line:this.
lexer.yylineno,loc:L,expected:B})}}if(k[0]instanceof Array&&k.length>1)throw new Error("Parse Error: multiple actions po\
ssible at state: "+d+", token: "+h);switch(k[0]){case 1:o.push(h),a.push(this.lexer.yytext),u.push(this.lexer.yylloc),o.
push(k[1]),h=null,m?(h=m,m=null):(g=this.lexer.yyleng,f=this.lexer.yytext,c=this.lexer.yylineno,L=this.lexer.yylloc,P>0&&
P--);break;case 2:if(b=this.productions_[k[1]][1],v.$=a[a.length-b],v._$={first_line:u[u.length-(b||1)].first_line,last_line:u[u.
length-1].last_line,first_column:u[u.length-(b||1)].first_column,last_column:u[u.length-1].last_column},T&&(v._$.range=[
u[u.length-(b||1)].range[0],u[u.length-1].range[1]]),O=this.performAction.call(v,f,g,c,this.yy,k[1],a,u),typeof O<"u")return O;
b&&(o=o.slice(0,-1*b*2),a=a.slice(0,-1*b),u=u.slice(0,-1*b)),o.push(this.productions_[k[1]][0]),a.push(v.$),u.push(v._$),
N=l[o[o.length-2]][o[o.length-1]],o.push(N);break;case 3:return!0}}return!0}},e=(function(){var n={EOF:1,parseError:function(s,o){
if(this.yy.parser)this.yy.parser.parseError(s,o);else throw new Error(s)},setInput:function(s){return this._input=s,this.
_more=this._less=this.done=!1,this.yylineno=this.yyleng=0,this.yytext=this.matched=this.match="",this.conditionStack=["I\
NITIAL"],this.yylloc={first_line:1,first_column:0,last_line:1,last_column:0},this.options.ranges&&(this.yylloc.range=[0,
0]),this.offset=0,this},input:function(){var s=this._input[0];this.yytext+=s,this.yyleng++,this.offset++,this.match+=s,this.
matched+=s;var o=s.match(/(?:\r\n?|\n).*/g);return o?(this.yylineno++,this.yylloc.last_line++):this.yylloc.last_column++,
this.options.ranges&&this.yylloc.range[1]++,this._input=this._input.slice(1),s},unput:function(s){var o=s.length,a=s.split(
/(?:\r\n?|\n)/g);this._input=s+this._input,this.yytext=this.yytext.substr(0,this.yytext.length-o-1),this.offset-=o;var u=this.
match.split(/(?:\r\n?|\n)/g);this.match=this.match.substr(0,this.match.length-1),this.matched=this.matched.substr(0,this.
matched.length-1),a.length-1&&(this.yylineno-=a.length-1);var l=this.yylloc.range;return this.yylloc={first_line:this.yylloc.
first_line,last_line:this.yylineno+1,first_column:this.yylloc.first_column,last_column:a?(a.length===u.length?this.yylloc.
first_column:0)+u[u.length-a.length].length-a[0].length:this.yylloc.first_column-o},this.options.ranges&&(this.yylloc.range=
[l[0],l[0]+this.yyleng-o]),this},more:function(){return this._more=!0,this},less:function(s){this.unput(this.match.slice(
s))},pastInput:function(){var s=this.matched.substr(0,this.matched.length-this.match.length);return(s.length>20?"...":"")+
s.substr(-20).replace(/\n/g,"")},upcomingInput:function(){var s=this.match;return s.length<20&&(s+=this._input.substr(0,
20-s.length)),(s.substr(0,20)+(s.length>20?"...":"")).replace(/\n/g,"")},showPosition:function(){var s=this.pastInput(),
o=new Array(s.length+1).join("-");return s+this.upcomingInput()+`
`+o+"^"},next:function(){if(this.done)return this.EOF;this._input||(this.done=!0);var s,o,a,u,l,f;this._more||(this.yytext=
"",this.match="");for(var c=this._currentRules(),g=0;g<c.length&&(a=this._input.match(this.rules[c[g]]),!(a&&(!o||a[0].length>
o[0].length)&&(o=a,u=g,!this.options.flex)));g++);return o?(f=o[0].match(/(?:\r\n?|\n).*/g),f&&(this.yylineno+=f.length),
this.yylloc={first_line:this.yylloc.last_line,last_line:this.yylineno+1,first_column:this.yylloc.last_column,last_column:f?
f[f.length-1].length-f[f.length-1].match(/\r?\n?/)[0].length:this.yylloc.last_column+o[0].length},this.yytext+=o[0],this.
match+=o[0],this.matches=o,this.yyleng=this.yytext.length,this.options.ranges&&(this.yylloc.range=[this.offset,this.offset+=
this.yyleng]),this._more=!1,this._input=this._input.slice(o[0].length),this.matched+=o[0],s=this.performAction.call(this,
this.yy,this,c[u],this.conditionStack[this.conditionStack.length-1]),this.done&&this._input&&(this.done=!1),s||void 0):this.
_input===""?this.EOF:this.parseError("Lexical error on line "+(this.yylineno+1)+`. Unrecognized text.
`+this.showPosition(),{text:"",token:null,line:this.yylineno})},lex:function(){var s=this.next();return typeof s<"u"?s:this.
lex()},begin:function(s){this.conditionStack.push(s)},popState:function(){return this.conditionStack.pop()},_currentRules:function(){
return this.conditions[this.conditionStack[this.conditionStack.length-1]].rules},topState:function(){return this.conditionStack[this.
conditionStack.length-2]},pushState:function(s){this.begin(s)}};return n.options={},n.performAction=function(s,o,a,u){function l(c,g){
return o.yytext=o.yytext.substring(c,o.yyleng-g+c)}var f=u;switch(a){case 0:if(o.yytext.slice(-2)==="\\\\"?(l(0,1),this.
begin("mu")):o.yytext.slice(-1)==="\\"?(l(0,1),this.begin("emu")):this.begin("mu"),o.yytext)return 15;break;case 1:return 15;case 2:
return this.popState(),15;break;case 3:return this.begin("raw"),15;break;case 4:return this.popState(),this.conditionStack[this.
conditionStack.length-1]==="raw"?15:(l(5,9),"END_RAW_BLOCK");case 5:return 15;case 6:return this.popState(),14;break;case 7:
return 65;case 8:return 68;case 9:return 19;case 10:return this.popState(),this.begin("raw"),23;break;case 11:return 55;case 12:
return 60;case 13:return 29;case 14:return 47;case 15:return this.popState(),44;break;case 16:return this.popState(),44;
break;case 17:return 34;case 18:return 39;case 19:return 51;case 20:return 48;case 21:this.unput(o.yytext),this.popState(),
this.begin("com");break;case 22:return this.popState(),14;break;case 23:return 48;case 24:return 73;case 25:return 72;case 26:
return 72;case 27:return 87;case 28:break;case 29:return this.popState(),54;break;case 30:return this.popState(),33;break;case 31:
return o.yytext=l(1,2).replace(/\\"/g,'"'),80;break;case 32:return o.yytext=l(1,2).replace(/\\'/g,"'"),80;break;case 33:
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
INITIAL:{rules:[0,1,44],inclusive:!0}},n})();t.lexer=e;function r(){this.yy={}}return r.prototype=t,t.Parser=r,new r})();
ut.default=Go;Un.exports=ut.default});var er=x(Qt=>{"use strict";Qt.__esModule=!0;var Jo=["Program","BlockStatement","DecoratorBlock","PartialStatement","Part\
ialBlockStatement","Decorator","MustacheStatement","ContentStatement","CommentStatement","SubExpression","PathExpression",
"StringLiteral","NumberLiteral","BooleanLiteral","UndefinedLiteral","NullLiteral","Hash","HashPair"];Qt.NODE_TYPES=Jo});var rr=x((ht,Gn)=>{"use strict";ht.__esModule=!0;function Yo(t){return t&&t.__esModule?t:{default:t}}var Xo=q(),tr=Yo(Xo),
Zo=M(),Qo=er();function pt(){this.parents=[]}function Kn(t,e){return Zo.indexOf(Qo.NODE_TYPES,e)!==-1||!(e in pt.prototype)&&
typeof t[e]=="function"}pt.prototype={constructor:pt,mutating:!1,acceptKey:function(e,r){var n=this.accept(e[r]);if(this.
mutating){if(n&&!Kn(this,n.type))throw new tr.default('Unexpected node type "'+n.type+'" found when accepting '+r+" on "+
e.type);e[r]=n}},acceptRequired:function(e,r){if(this.acceptKey(e,r),!e[r])throw new tr.default(e.type+" requires "+r)},
acceptArray:function(e){for(var r=0,n=e.length;r<n;r++)this.acceptKey(e,r),e[r]||(e.splice(r,1),r--,n--)},accept:function(e){
if(e){if(!Kn(this,e.type)||!this[e.type])throw new tr.default("Unknown type: "+e.type,e);this.current&&this.parents.unshift(
this.current),this.current=e;var r=this[e.type](e);if(this.current=this.parents.shift(),!this.mutating||r)return r;if(r!==
!1)return e}},Program:function(e){this.acceptArray(e.body)},MustacheStatement:ct,Decorator:ct,BlockStatement:Wn,DecoratorBlock:Wn,
PartialStatement:zn,PartialBlockStatement:function(e){zn.call(this,e),this.acceptKey(e,"program")},ContentStatement:function(){},
CommentStatement:function(){},SubExpression:ct,PathExpression:function(){},StringLiteral:function(){},NumberLiteral:function(){},
BooleanLiteral:function(){},UndefinedLiteral:function(){},NullLiteral:function(){},Hash:function(e){this.acceptArray(e.pairs)},
HashPair:function(e){this.acceptRequired(e,"value")}};function ct(t){this.acceptRequired(t,"path"),this.acceptArray(t.params),
this.acceptKey(t,"hash")}function Wn(t){ct.call(this,t),this.acceptKey(t,"program"),this.acceptKey(t,"inverse")}function zn(t){
this.acceptRequired(t,"name"),this.acceptArray(t.params),this.acceptKey(t,"hash")}ht.default=pt;Gn.exports=ht.default});var Yn=x((ft,Jn)=>{"use strict";ft.__esModule=!0;function ea(t){return t&&t.__esModule?t:{default:t}}var ta=rr(),ra=ea(ta);
function Y(){var t=arguments.length<=0||arguments[0]===void 0?{}:arguments[0];this.options=t}Y.prototype=new ra.default;
Y.prototype.Program=function(t){var e=!this.options.ignoreStandalone,r=!this.isRootSeen;this.isRootSeen=!0;for(var n=t.body,
i=0,s=n.length;i<s;i++){var o=n[i],a=this.accept(o);if(a){var u=nr(n,i,r),l=ir(n,i,r),f=a.openStandalone&&u,c=a.closeStandalone&&
l,g=a.inlineStandalone&&u&&l;a.close&&ue(n,i,!0),a.open&&te(n,i,!0),e&&g&&(ue(n,i),te(n,i)&&o.type==="PartialStatement"&&
(o.indent=/(?:^|[^ \t])([ \t]+)$/.exec(n[i-1].original)[1])),e&&f&&(ue((o.program||o.inverse).body),te(n,i)),e&&c&&(ue(n,
i),te((o.inverse||o.program).body))}}return t};Y.prototype.BlockStatement=Y.prototype.DecoratorBlock=Y.prototype.PartialBlockStatement=
function(t){this.accept(t.program),this.accept(t.inverse);var e=t.program||t.inverse,r=t.program&&t.inverse,n=r,i=r;if(r&&
r.chained)for(n=r.body[0].program;i.chained;)i=i.body[i.body.length-1].program;var s={open:t.openStrip.open,close:t.closeStrip.
close,openStandalone:ir(e.body),closeStandalone:nr((n||e).body)};if(t.openStrip.close&&ue(e.body,null,!0),r){var o=t.inverseStrip;
o.open&&te(e.body,null,!0),o.close&&ue(n.body,null,!0),t.closeStrip.open&&te(i.body,null,!0),!this.options.ignoreStandalone&&
nr(e.body)&&ir(n.body)&&(te(e.body),ue(n.body))}else t.closeStrip.open&&te(e.body,null,!0);return s};Y.prototype.Decorator=
Y.prototype.MustacheStatement=function(t){return t.strip};Y.prototype.PartialStatement=Y.prototype.CommentStatement=function(t){
var e=t.strip||{};return{inlineStandalone:!0,open:e.open,close:e.close}};function nr(t,e,r){e===void 0&&(e=t.length);var n=t[e-
1],i=t[e-2];if(!n)return r;if(n.type==="ContentStatement")return(i||!r?/(?:^|\S)[^\S\n]*\n\s*$/:/^\s*$|(?:^|\S)[^\S\n]*\n\s*$/).
test(n.original)}function ir(t,e,r){e===void 0&&(e=-1);var n=t[e+1],i=t[e+2];if(!n)return r;if(n.type==="ContentStatemen\
t")return(i||!r?/^\s*?\r?\n/:/^\s*?(\r?\n|$)/).test(n.original)}function ue(t,e,r){var n=t[e==null?0:e+1];if(!(!n||n.type!==
"ContentStatement"||!r&&n.rightStripped)){var i=n.value;n.value=n.value.replace(r?/^\s+/:/^[ \t]*\r?\n?/,""),n.rightStripped=
n.value!==i}}function te(t,e,r){var n=t[e==null?t.length-1:e-1];if(!(!n||n.type!=="ContentStatement"||!r&&n.leftStripped)){
var i=n.value;return n.value=n.value.replace(r?/(^|\S)\s+$/:/(^|[^ \t])[ \t]+$/,"$1"),n.leftStripped=n.value!==i,n.leftStripped}}
ft.default=Y;Jn.exports=ft.default});var Xn=x($=>{"use strict";$.__esModule=!0;$.SourceLocation=sa;$.id=oa;$.stripFlags=aa;$.stripComment=la;$.preparePath=ua;
$.prepareMustache=ca;$.prepareRawBlock=pa;$.prepareBlock=ha;$.prepareProgram=fa;$.preparePartialBlock=da;function na(t){
return t&&t.__esModule?t:{default:t}}var ia=q(),sr=na(ia);function or(t,e){if(e=e.path?e.path.original:e,t.path.original!==
e){var r={loc:t.path.loc};throw new sr.default(t.path.original+" doesn't match "+e,r)}}function sa(t,e){this.source=t,this.
start={line:e.first_line,column:e.first_column},this.end={line:e.last_line,column:e.last_column}}function oa(t){return/^\[.*\]$/.
test(t)?t.substring(1,t.length-1):t}function aa(t,e){return{open:t.charAt(2)==="~",close:e.charAt(e.length-3)==="~"}}function la(t){
return t.replace(/^\{\{~?!-?-?/,"").replace(/-?-?~?\}\}$/,"")}function ua(t,e,r){r=this.locInfo(r);for(var n=t?"@":"",i=[],
s=0,o=0,a=e.length;o<a;o++){var u=e[o].part,l=e[o].original!==u;if(n+=(e[o].separator||"")+u,!l&&(u===".."||u==="."||u===
"this")){if(i.length>0)throw new sr.default("Invalid path: "+n,{loc:r});u===".."&&s++}else i.push(u)}return{type:"PathEx\
pression",data:t,depth:s,parts:i,original:n,loc:r}}function ca(t,e,r,n,i,s){var o=n.charAt(3)||n.charAt(2),a=o!=="{"&&o!==
"&",u=/\*/.test(n);return{type:u?"Decorator":"MustacheStatement",path:t,params:e,hash:r,escaped:a,strip:i,loc:this.locInfo(
s)}}function pa(t,e,r,n){or(t,r),n=this.locInfo(n);var i={type:"Program",body:e,strip:{},loc:n};return{type:"BlockStatem\
ent",path:t.path,params:t.params,hash:t.hash,program:i,openStrip:{},inverseStrip:{},closeStrip:{},loc:n}}function ha(t,e,r,n,i,s){
n&&n.path&&or(t,n);var o=/\*/.test(t.open);e.blockParams=t.blockParams;var a=void 0,u=void 0;if(r){if(o)throw new sr.default(
"Unexpected inverse block on decorator",r);r.chain&&(r.program.body[0].closeStrip=n.strip),u=r.strip,a=r.program}return i&&
(i=a,a=e,e=i),{type:o?"DecoratorBlock":"BlockStatement",path:t.path,params:t.params,hash:t.hash,program:e,inverse:a,openStrip:t.
strip,inverseStrip:u,closeStrip:n&&n.strip,loc:this.locInfo(s)}}function fa(t,e){if(!e&&t.length){var r=t[0].loc,n=t[t.length-
1].loc;r&&n&&(e={source:r.source,start:{line:r.start.line,column:r.start.column},end:{line:n.end.line,column:n.end.column}})}
return{type:"Program",body:t,strip:{},loc:e}}function da(t,e,r,n){return or(t,r),{type:"PartialBlockStatement",name:t.path,
params:t.params,hash:t.hash,program:e,openStrip:t.strip,closeStrip:r&&r.strip,loc:this.locInfo(n)}}});var ei=x(Oe=>{"use strict";Oe.__esModule=!0;Oe.parseWithoutProcessing=Qn;Oe.parse=Pa;function ma(t){if(t&&t.__esModule)return t;
var e={};if(t!=null)for(var r in t)Object.prototype.hasOwnProperty.call(t,r)&&(e[r]=t[r]);return e.default=t,e}function Zn(t){
return t&&t.__esModule?t:{default:t}}var ga=Vn(),ar=Zn(ga),ba=Yn(),ka=Zn(ba),ya=Xn(),Sa=ma(ya),va=M();Oe.parser=ar.default;
var dt={};va.extend(dt,Sa);function Qn(t,e){if(t.type==="Program")return t;ar.default.yy=dt,dt.locInfo=function(n){return new dt.
SourceLocation(e&&e.srcName,n)};var r=ar.default.parse(t);return r}function Pa(t,e){var r=Qn(t,e),n=new ka.default(e);return n.
accept(r)}});var si=x(Ce=>{"use strict";Ce.__esModule=!0;Ce.Compiler=cr;Ce.precompile=Oa;Ce.compile=Na;function ri(t){return t&&t.__esModule?
t:{default:t}}var _a=q(),be=ri(_a),re=M(),xa=Zt(),Ne=ri(xa),wa=er(),Ea=[].slice;function cr(){}cr.prototype={compiler:cr,
equals:function(e){var r=this.opcodes.length;if(e.opcodes.length!==r)return!1;for(var n=0;n<r;n++){var i=this.opcodes[n],
s=e.opcodes[n];if(i.opcode!==s.opcode||!ii(i.args,s.args))return!1}r=this.children.length;for(var n=0;n<r;n++)if(!this.children[n].
equals(e.children[n]))return!1;return!0},guid:0,compile:function(e,r){return this.sourceNode=[],this.opcodes=[],this.children=
[],this.options=r,this.stringParams=r.stringParams,this.trackIds=r.trackIds,r.blockParams=r.blockParams||[],r.knownHelpers=
re.extend(Object.create(null),{helperMissing:!0,blockHelperMissing:!0,each:!0,if:!0,unless:!0,with:!0,log:!0,lookup:!0},
r.knownHelpers),this.accept(e)},compileProgram:function(e){var r=new this.compiler,n=r.compile(e,this.options),i=this.guid++;
return this.usePartial=this.usePartial||n.usePartial,this.children[i]=n,this.useDepths=this.useDepths||n.useDepths,i},accept:function(e){
if(re.indexOf(wa.NODE_TYPES,e.type)===-1||!this[e.type])throw new be.default("Unknown type: "+e.type,e);this.sourceNode.
unshift(e);var r=this[e.type](e);return this.sourceNode.shift(),r},Program:function(e){Ca(e),this.options.blockParams.unshift(
e.blockParams);for(var r=e.body,n=r.length,i=0;i<n;i++)this.accept(r[i]);return this.options.blockParams.shift(),this.isSimple=
n===1,this.blockParams=e.blockParams?e.blockParams.length:0,this},BlockStatement:function(e){ti(e);var r=e.program,n=e.inverse;
r=r&&this.compileProgram(r),n=n&&this.compileProgram(n);var i=this.classifySexpr(e);i==="helper"?this.helperSexpr(e,r,n):
i==="simple"?(this.simpleSexpr(e),this.opcode("pushProgram",r),this.opcode("pushProgram",n),this.opcode("emptyHash"),this.
opcode("blockValue",e.path.original)):(this.ambiguousSexpr(e,r,n),this.opcode("pushProgram",r),this.opcode("pushProgram",
n),this.opcode("emptyHash"),this.opcode("ambiguousBlockValue")),this.opcode("append")},DecoratorBlock:function(e){var r=e.
program&&this.compileProgram(e.program),n=this.setupFullMustacheParams(e,r,void 0),i=e.path;this.useDecorators=!0,this.opcode(
"registerDecorator",n.length,i.original)},PartialStatement:function(e){this.usePartial=!0;var r=e.program;r&&(r=this.compileProgram(
e.program));var n=e.params;if(n.length>1)throw new be.default("Unsupported number of partial arguments: "+n.length,e);n.
length||(this.options.explicitPartialContext?this.opcode("pushLiteral","undefined"):n.push({type:"PathExpression",parts:[],
depth:0}));var i=e.name.original,s=e.name.type==="SubExpression";s&&this.accept(e.name),this.setupFullMustacheParams(e,r,
void 0,!0);var o=e.indent||"";this.options.preventIndent&&o&&(this.opcode("appendContent",o),o=""),this.opcode("invokePa\
rtial",s,i,o),this.opcode("append")},PartialBlockStatement:function(e){this.PartialStatement(e)},MustacheStatement:function(e){
this.SubExpression(e),e.escaped&&!this.options.noEscape?this.opcode("appendEscaped"):this.opcode("append")},Decorator:function(e){
this.DecoratorBlock(e)},ContentStatement:function(e){if(e.value!=null&&typeof e.value!="string")throw Q(e,"value must be\
 a string");e.value&&this.opcode("appendContent",e.value)},CommentStatement:function(){},SubExpression:function(e){ti(e);
var r=this.classifySexpr(e);r==="simple"?this.simpleSexpr(e):r==="helper"?this.helperSexpr(e):this.ambiguousSexpr(e)},ambiguousSexpr:function(e,r,n){
var i=e.path,s=i.parts[0],o=r!=null||n!=null;this.opcode("getContext",lr(i)),this.opcode("pushProgram",r),this.opcode("p\
ushProgram",n),i.strict=!0,this.accept(i),this.opcode("invokeAmbiguous",s,o)},simpleSexpr:function(e){var r=e.path;r.strict=
!0,this.accept(r),this.opcode("resolvePossibleLambda")},helperSexpr:function(e,r,n){var i=this.setupFullMustacheParams(e,
r,n),s=e.path,o=s.parts[0];if(this.options.knownHelpers[o])this.opcode("invokeKnownHelper",i.length,o);else{if(this.options.
knownHelpersOnly)throw new be.default("You specified knownHelpersOnly, but used the unknown helper "+o,e);s.strict=!0,s.
falsy=!0,this.accept(s),this.opcode("invokeHelper",i.length,s.original,Ne.default.helpers.simpleId(s))}},PathExpression:function(e){
var r=lr(e),n=ur(e);this.addDepth(r),this.opcode("getContext",r);var i=n[0],s=Ne.default.helpers.scopedId(e),o=!r&&!s&&this.
blockParamIndex(i);o?this.opcode("lookupBlockParam",o,n):i?e.data?(this.options.data=!0,this.opcode("lookupData",r,n,e.strict)):
this.opcode("lookupOnContext",n,e.falsy,e.strict,s):this.opcode("pushContext")},StringLiteral:function(e){mt(e),this.opcode(
"pushString",e.value)},NumberLiteral:function(e){mt(e),this.opcode("pushLiteral",e.value)},BooleanLiteral:function(e){mt(
e),this.opcode("pushLiteral",e.value)},UndefinedLiteral:function(){this.opcode("pushLiteral","undefined")},NullLiteral:function(){
this.opcode("pushLiteral","null")},Hash:function(e){var r=e.pairs,n=0,i=void 0;if(!re.isArray(r))throw Q(e,"pairs must b\
e an array");i=r.length;for(var s=0;s<i;s++)if(!r[s]||typeof r[s].key!="string")throw Q(e,"pair keys must be strings");for(this.
opcode("pushHash");n<i;n++)this.pushParam(r[n].value);for(;n--;)this.opcode("assignToHash",r[n].key);this.opcode("popHas\
h")},opcode:function(e){this.opcodes.push({opcode:e,args:Ea.call(arguments,1),loc:this.sourceNode[0].loc})},addDepth:function(e){
e&&(this.useDepths=!0)},classifySexpr:function(e){ur(e.path);var r=Ne.default.helpers.simpleId(e.path),n=r&&!!this.blockParamIndex(
e.path.parts[0]),i=!n&&Ne.default.helpers.helperExpression(e),s=!n&&(i||r);if(s&&!i){var o=e.path.parts[0],a=this.options;
a.knownHelpers[o]?i=!0:a.knownHelpersOnly&&(s=!1)}return i?"helper":s?"ambiguous":"simple"},pushParams:function(e){for(var r=0,
n=e.length;r<n;r++)this.pushParam(e[r])},pushParam:function(e){mt(e);var r=e.value!=null?e.value:e.original||"",n=lr(e);
if(this.stringParams)typeof r!="number"&&typeof r!="boolean"&&(r=String(r)),r.replace&&(r=r.replace(/^(\.?\.\/)*/g,"").replace(
/\//g,".")),n&&this.addDepth(n),this.opcode("getContext",n),this.opcode("pushStringParam",r,e.type),e.type==="SubExpress\
ion"&&this.accept(e);else{if(this.trackIds){var i=void 0;if(e.parts&&!Ne.default.helpers.scopedId(e)&&!n&&(i=this.blockParamIndex(
ur(e)[0])),i){var s=e.parts.slice(1).join(".");this.opcode("pushId","BlockParam",i,s)}else r=e.original||r,r.replace&&(r=
r.replace(/^this(?:\.|$)/,"").replace(/^\.\//,"").replace(/^\.$/,"")),this.opcode("pushId",e.type,r)}this.accept(e)}},setupFullMustacheParams:function(e,r,n,i){
var s=e.params;return this.pushParams(s),this.opcode("pushProgram",r),this.opcode("pushProgram",n),e.hash?this.accept(e.
hash):this.opcode("emptyHash",i),s},blockParamIndex:function(e){for(var r=0,n=this.options.blockParams.length;r<n;r++){var i=this.
options.blockParams[r],s=i&&re.indexOf(i,e);if(i&&s>=0)return[r,s]}}};function Oa(t,e,r){if(t==null||typeof t!="string"&&
t.type!=="Program")throw new be.default("You must pass a string or Handlebars AST to Handlebars.precompile. You passed "+
t);e=e||{},"data"in e||(e.data=!0),e.compat&&(e.useDepths=!0);var n=r.parse(t,e),i=new r.Compiler().compile(n,e);return new r.
JavaScriptCompiler().compile(i,e)}function Na(t,e,r){if(e===void 0&&(e={}),t==null||typeof t!="string"&&t.type!=="Progra\
m")throw new be.default("You must pass a string or Handlebars AST to Handlebars.compile. You passed "+t);e=re.extend({},
e),"data"in e||(e.data=!0),e.compat&&(e.useDepths=!0);var n=void 0;function i(){var o=r.parse(t,e),a=new r.Compiler().compile(
o,e),u=new r.JavaScriptCompiler().compile(a,e,void 0,!0);return r.template(u)}function s(o,a){return n||(n=i()),n.call(this,
o,a)}return s._setup=function(o){return n||(n=i()),n._setup(o)},s._child=function(o,a,u,l){return n||(n=i()),n._child(o,
a,u,l)},s}function Q(t,e){return new be.default("Invalid AST: "+t.type+" "+e,t)}function lr(t){var e=t.depth;if(e==null)
return 0;if(typeof e!="number"||!isFinite(e)||Math.floor(e)!==e||e<0)throw Q(t,"depth must be a non-negative integer");return e}
function mt(t){var e=t.value;if(t.type==="StringLiteral"&&typeof e!="string")throw Q(t,"value must be a string");if(t.type===
"NumberLiteral"&&typeof e!="number")throw Q(t,"value must be a number");if(t.type==="BooleanLiteral"&&typeof e!="boolean")
throw Q(t,"value must be a boolean")}function ni(t,e,r){if(!re.isArray(e))throw Q(t,r+" must be an array");for(var n=0;n<
e.length;n++)if(typeof e[n]!="string")throw Q(t,r+" must only contain strings");return e}function ur(t){return ni(t,t.parts,
"parts")}function Ca(t){t.blockParams!=null&&ni(t,t.blockParams,"blockParams")}function ii(t,e){if(t===e)return!0;if(re.
isArray(t)&&re.isArray(e)&&t.length===e.length){for(var r=0;r<t.length;r++)if(!ii(t[r],e[r]))return!1;return!0}}function ti(t){
if(!t.path.parts){var e=t.path;t.path={type:"PathExpression",data:!1,depth:0,parts:[e.original+""],original:e.original+"",
loc:e.loc}}}});var ai=x((iu,oi)=>{oi.exports={}});var pi=x(gt=>{"use strict";gt.__esModule=!0;gt.safeJsonLiteral=ui;var hr=M(),La=/[\x00-\x1f\\"\u2028\u2029<\ud800-\udfff]/,
Aa=/<(?=!--|\/?script)/gi;function Ia(t){return t.replace(Aa,"\\u003C")}function Ra(t){return"\\u"+t.charCodeAt(0).toString(
16)}function ui(t){return Ia(JSON.stringify(t).replace(/\u2028/g,"\\u2028").replace(/\u2029/g,"\\u2029").replace(/[\ud800-\udfff]/g,
Ra))}var ce=void 0;try{(typeof define!="function"||!define.amd)&&(li=ai(),ce=li.SourceNode)}catch{}var li;ce||(ce=function(t,e,r,n){
this.src="",n&&this.add(n)},ce.prototype={add:function(e){hr.isArray(e)&&(e=e.join("")),this.src+=e},prepend:function(e){
hr.isArray(e)&&(e=e.join("")),this.src=e+this.src},toStringWithSourceMap:function(){return{code:this.toString()}},toString:function(){
return this.src}});function pr(t,e,r){if(hr.isArray(t)){for(var n=[],i=0,s=t.length;i<s;i++)n.push(e.wrap(t[i],r));return n}else if(typeof t==
"boolean"||typeof t=="number")return t+"";return t}function ci(t){this.srcFile=t,this.source=[]}ci.prototype={isEmpty:function(){
return!this.source.length},prepend:function(e,r){this.source.unshift(this.wrap(e,r))},push:function(e,r){this.source.push(
this.wrap(e,r))},merge:function(){var e=this.empty();return this.each(function(r){e.add(["  ",r,`
`])}),e},each:function(e){for(var r=0,n=this.source.length;r<n;r++)e(this.source[r])},empty:function(){var e=this.currentLocation||
{start:{}};return new ce(e.start.line,e.start.column,this.srcFile)},wrap:function(e){var r=arguments.length<=1||arguments[1]===
void 0?this.currentLocation||{start:{}}:arguments[1];return e instanceof ce?e:(e=pr(e,this,r),new ce(r.start.line,r.start.
column,this.srcFile,e))},functionCall:function(e,r,n){return n=this.generateList(n),this.wrap([e,r?"."+r+"(":"(",n,")"])},
quotedString:function(e){return e=e+"",La.test(e)?ui(e):'"'+e+'"'},objectLiteral:function(e){var r=this,n=[];Object.keys(
e).forEach(function(s){var o=pr(e[s],r);o!=="undefined"&&n.push([r.quotedString(s),":",o])});var i=this.generateList(n);
return i.prepend("{"),i.add("}"),i},generateList:function(e){for(var r=this.empty(),n=0,i=e.length;n<i;n++)n&&r.add(","),
r.add(pr(e[n],this));return r},generateArray:function(e){var r=this.generateList(e);return r.prepend("["),r.add("]"),r}};
gt.default=ci});var ki=x((bt,bi)=>{"use strict";bt.__esModule=!0;function di(t){return t&&t.__esModule?t:{default:t}}var hi=rt(),Ta=q(),
fr=di(Ta),Ba=M(),mi=pi(),fi=di(mi);function ke(t){this.value=t}function ye(){}ye.prototype={nameLookup:function(e,r){return this.
internalNameLookup(e,r)},depthedLookup:function(e){return[this.aliasable("container.lookup"),"(depths, ",this.quotedString(
e),")"]},compilerInfo:function(){var e=hi.COMPILER_REVISION,r=hi.REVISION_CHANGES[e];return[e,r]},appendToBuffer:function(e,r,n){
return Ba.isArray(e)||(e=[e]),e=this.source.wrap(e,r),this.environment.isSimple?["return ",e,";"]:n?["buffer += ",e,";"]:
(e.appendToBuffer=!0,e)},initializeBuffer:function(){return this.quotedString("")},internalNameLookup:function(e,r){return this.
lookupPropertyFunctionIsUsed=!0,["lookupProperty(",e,",",this.quotedString(r),")"]},lookupPropertyFunctionIsUsed:!1,compile:function(e,r,n,i){
this.environment=e,this.options=r,this.stringParams=this.options.stringParams,this.trackIds=this.options.trackIds,this.precompile=
!i,this.name=this.environment.name,this.isChild=!!n,this.context=n||{decorators:[],programs:[],environments:[]},this.preamble(),
this.stackSlot=0,this.stackVars=[],this.aliases={},this.registers={list:[]},this.hashes=[],this.compileStack=[],this.inlineStack=
[],this.blockParams=[],this.compileChildren(e,r),this.useDepths=this.useDepths||e.useDepths||e.useDecorators||this.options.
compat,this.useBlockParams=this.useBlockParams||e.useBlockParams;var s=e.opcodes,o=void 0,a=void 0,u=void 0,l=void 0;for(u=
0,l=s.length;u<l;u++)o=s[u],this.source.currentLocation=o.loc,a=a||o.loc,this[o.opcode].apply(this,o.args);if(this.source.
currentLocation=a,this.pushSource(""),this.stackSlot||this.inlineStack.length||this.compileStack.length)throw new fr.default(
"Compile completed with content left on stack");this.decorators.isEmpty()?this.decorators=void 0:(this.useDecorators=!0,
this.decorators.prepend(["var decorators = container.decorators, ",this.lookupPropertyFunctionVarDeclaration(),`;
`]),this.decorators.push("return fn;"),i?this.decorators=Function.apply(this,["fn","props","container","depth0","data","\
blockParams","depths",this.decorators.merge()]):(this.decorators.prepend(`function(fn, props, container, depth0, data, b\
lockParams, depths) {
`),this.decorators.push(`}
`),this.decorators=this.decorators.merge()));var f=this.createFunctionContext(i);if(this.isChild)return f;var c={compiler:this.
compilerInfo(),main:f};this.decorators&&(c.main_d=this.decorators,c.useDecorators=!0);var g=this.context,P=g.programs,_=g.
decorators;for(u=0,l=P.length;u<l;u++)c[u]=P[u],_[u]&&(c[u+"_d"]=_[u],c.useDecorators=!0);return this.environment.usePartial&&
(c.usePartial=!0),this.options.data&&(c.useData=!0),this.useDepths&&(c.useDepths=!0),this.useBlockParams&&(c.useBlockParams=
!0),this.options.compat&&(c.compat=!0),i?c.compilerOptions=this.options:(c.compiler=JSON.stringify(c.compiler),this.source.
currentLocation={start:{line:1,column:0}},c=this.objectLiteral(c),r.srcName?(c=c.toStringWithSourceMap({file:r.destName}),
c.map=c.map&&c.map.toString()):c=c.toString()),c},preamble:function(){this.lastContext=0,this.source=new fi.default(this.
options.srcName),this.decorators=new fi.default(this.options.srcName)},createFunctionContext:function(e){var r=this,n="",
i=this.stackVars.concat(this.registers.list);i.length>0&&(n+=", "+i.join(", "));var s=0;Object.keys(this.aliases).forEach(
function(u){var l=r.aliases[u];l.children&&l.referenceCount>1&&(n+=", alias"+ ++s+"="+u,l.children[0]="alias"+s)}),this.
lookupPropertyFunctionIsUsed&&(n+=", "+this.lookupPropertyFunctionVarDeclaration());var o=["container","depth0","helpers",
"partials","data"];(this.useBlockParams||this.useDepths)&&o.push("blockParams"),this.useDepths&&o.push("depths");var a=this.
mergeSource(n);return e?(o.push(a),Function.apply(this,o)):this.source.wrap(["function(",o.join(","),`) {
  `,a,"}"])},mergeSource:function(e){var r=this.environment.isSimple,n=!this.forceBuffer,i=void 0,s=void 0,o=void 0,a=void 0;
return this.source.each(function(u){u.appendToBuffer?(o?u.prepend("  + "):o=u,a=u):(o&&(s?o.prepend("buffer += "):i=!0,a.
add(";"),o=a=void 0),s=!0,r||(n=!1))}),n?o?(o.prepend("return "),a.add(";")):s||this.source.push('return "";'):(e+=", bu\
ffer = "+(i?"":this.initializeBuffer()),o?(o.prepend("return buffer + "),a.add(";")):this.source.push("return buffer;")),
e&&this.source.prepend("var "+e.substring(2)+(i?"":`;
`)),this.source.merge()},lookupPropertyFunctionVarDeclaration:function(){return`
      lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    }
    `.trim()},blockValue:function(e){var r=this.aliasable("container.hooks.blockHelperMissing"),n=[this.contextName(0)];
this.setupHelperArgs(e,0,n);var i=this.popStack();n.splice(1,0,i),this.push(this.source.functionCall(r,"call",n))},ambiguousBlockValue:function(){
var e=this.aliasable("container.hooks.blockHelperMissing"),r=[this.contextName(0)];this.setupHelperArgs("",0,r,!0),this.
flushInline();var n=this.topStack();r.splice(1,0,n),this.pushSource(["if (!",this.lastHelper,") { ",n," = ",this.source.
functionCall(e,"call",r),"}"])},appendContent:function(e){this.pendingContent?e=this.pendingContent+e:this.pendingLocation=
this.source.currentLocation,this.pendingContent=e},append:function(){if(this.isInline())this.replaceStack(function(r){return[
" != null ? ",r,' : ""']}),this.pushSource(this.appendToBuffer(this.popStack()));else{var e=this.popStack();this.pushSource(
["if (",e," != null) { ",this.appendToBuffer(e,void 0,!0)," }"]),this.environment.isSimple&&this.pushSource(["else { ",this.
appendToBuffer("''",void 0,!0)," }"])}},appendEscaped:function(){this.pushSource(this.appendToBuffer([this.aliasable("co\
ntainer.escapeExpression"),"(",this.popStack(),")"]))},getContext:function(e){this.lastContext=e},pushContext:function(){
this.pushStackLiteral(this.contextName(this.lastContext))},lookupOnContext:function(e,r,n,i){var s=0;!i&&this.options.compat&&
!this.lastContext?this.push(this.depthedLookup(e[s++])):this.pushContext(),this.resolvePath("context",e,s,r,n)},lookupBlockParam:function(e,r){
this.useBlockParams=!0,this.push(["blockParams[",e[0],"][",e[1],"]"]),this.resolvePath("context",r,1)},lookupData:function(e,r,n){
e?this.pushStackLiteral("container.data(data, "+e+")"):this.pushStackLiteral("data"),this.resolvePath("data",r,0,!0,n)},
resolvePath:function(e,r,n,i,s){var o=this;if(this.options.strict||this.options.assumeObjects){this.push(Ma(this.options.
strict&&s,this,r,n,e));return}for(var a=r.length,u=function(f){o.replaceStack(function(c){var g=o.nameLookup(c,r[f],e);return i?
[" && ",g]:[" != null ? ",g," : ",c]})},l=n;l<a;l++)u(l)},resolvePossibleLambda:function(){this.push([this.aliasable("co\
ntainer.lambda"),"(",this.popStack(),", ",this.contextName(0),")"])},pushStringParam:function(e,r){this.pushContext(),this.
pushString(r),r!=="SubExpression"&&(typeof e=="string"?this.pushString(e):this.pushStackLiteral(e))},emptyHash:function(e){
this.trackIds&&this.push("{}"),this.stringParams&&(this.push("{}"),this.push("{}")),this.pushStackLiteral(e?"undefined":
"{}")},pushHash:function(){this.hash&&this.hashes.push(this.hash),this.hash={values:{},types:[],contexts:[],ids:[]}},popHash:function(){
var e=this.hash;this.hash=this.hashes.pop(),this.trackIds&&this.push(this.objectLiteral(e.ids)),this.stringParams&&(this.
push(this.objectLiteral(e.contexts)),this.push(this.objectLiteral(e.types))),this.push(this.objectLiteral(e.values))},pushString:function(e){
this.pushStackLiteral(this.quotedString(e))},pushLiteral:function(e){this.pushStackLiteral(e)},pushProgram:function(e){e!=
null?this.pushStackLiteral(this.programExpression(e)):this.pushStackLiteral(null)},registerDecorator:function(e,r){var n=this.
nameLookup("decorators",r,"decorator"),i=this.setupHelperArgs(r,e);this.decorators.push(["var decorator = ",n,";"]),this.
decorators.push(['if (typeof decorator !== "function") { throw new Error(',this.quotedString('Missing decorator: "'+r+'"'),
"); }"]),this.decorators.push(["fn = ",this.decorators.functionCall("decorator","",["fn","props","container",i])," || fn\
;"])},invokeHelper:function(e,r,n){var i=this.popStack(),s=this.setupHelper(e,r),o=[];n&&o.push(s.name),o.push(i),this.options.
strict||o.push(this.aliasable("container.hooks.helperMissing"));var a=["(",this.itemsSeparatedBy(o,"||"),")"],u=this.source.
functionCall(a,"call",s.callParams);this.push(u)},itemsSeparatedBy:function(e,r){var n=[];n.push(e[0]);for(var i=1;i<e.length;i++)
n.push(r,e[i]);return n},invokeKnownHelper:function(e,r){var n=this.setupHelper(e,r);this.push(this.source.functionCall(
n.name,"call",n.callParams))},invokeAmbiguous:function(e,r){this.useRegister("helper");var n=this.popStack();this.emptyHash();
var i=this.setupHelper(0,e,r),s=this.lastHelper=this.nameLookup("helpers",e,"helper"),o=["(","(helper = ",s," || ",n,")"];
this.options.strict||(o[0]="(helper = ",o.push(" != null ? helper : ",this.aliasable("container.hooks.helperMissing"))),
this.push(["(",o,i.paramsInit?["),(",i.paramsInit]:[],"),","(typeof helper === ",this.aliasable('"function"')," ? ",this.
source.functionCall("helper","call",i.callParams)," : helper))"])},invokePartial:function(e,r,n){var i=[],s=this.setupParams(
r,1,i);e&&(r=this.popStack(),delete s.name),n&&(s.indent=this.quotedString(n)),s.helpers="helpers",s.partials="partials",
s.decorators="container.decorators",e?i.unshift(r):i.unshift(this.nameLookup("partials",r,"partial")),this.options.compat&&
(s.depths="depths"),s=this.objectLiteral(s),i.push(s),this.push(this.source.functionCall("container.invokePartial","",i))},
assignToHash:function(e){var r=this.popStack(),n=void 0,i=void 0,s=void 0;this.trackIds&&(s=this.popStack()),this.stringParams&&
(i=this.popStack(),n=this.popStack());var o=this.hash;n&&(o.contexts[e]=n),i&&(o.types[e]=i),s&&(o.ids[e]=s),o.values[e]=
r},pushId:function(e,r,n){e==="BlockParam"?this.pushStackLiteral("blockParams["+r[0]+"].path["+r[1]+"]"+(n?" + "+this.quotedString(
"."+n):"")):e==="PathExpression"?this.pushString(r):e==="SubExpression"?this.pushStackLiteral("true"):this.pushStackLiteral(
"null")},compiler:ye,compileChildren:function(e,r){for(var n=e.children,i=void 0,s=void 0,o=0,a=n.length;o<a;o++){i=n[o],
s=new this.compiler;var u=this.matchExistingProgram(i);if(u==null){var l=this.context.programs.push("")-1;i.index=l,i.name=
"program"+l,this.context.programs[l]=s.compile(i,r,this.context,!this.precompile),this.context.decorators[l]=s.decorators,
this.context.environments[l]=i,this.useDepths=this.useDepths||s.useDepths,this.useBlockParams=this.useBlockParams||s.useBlockParams,
i.useDepths=this.useDepths,i.useBlockParams=this.useBlockParams}else i.index=u.index,i.name="program"+u.index,this.useDepths=
this.useDepths||u.useDepths,this.useBlockParams=this.useBlockParams||u.useBlockParams}},matchExistingProgram:function(e){
for(var r=0,n=this.context.environments.length;r<n;r++){var i=this.context.environments[r];if(i&&i.equals(e))return i}},
programExpression:function(e){var r=this.environment.children[e],n=[r.index,"data",r.blockParams];return(this.useBlockParams||
this.useDepths)&&n.push("blockParams"),this.useDepths&&n.push("depths"),"container.program("+n.join(", ")+")"},useRegister:function(e){
this.registers[e]||(this.registers[e]=!0,this.registers.list.push(e))},push:function(e){return e instanceof ke||(e=this.
source.wrap(e)),this.inlineStack.push(e),e},pushStackLiteral:function(e){this.push(new ke(e))},pushSource:function(e){this.
pendingContent&&(this.source.push(this.appendToBuffer(this.source.quotedString(this.pendingContent),this.pendingLocation)),
this.pendingContent=void 0),e&&this.source.push(e)},replaceStack:function(e){var r=["("],n=void 0,i=void 0,s=void 0;if(!this.
isInline())throw new fr.default("replaceStack on non-inline");var o=this.popStack(!0);if(o instanceof ke)n=[o.value],r=[
"(",n],s=!0;else{i=!0;var a=this.incrStack();r=["((",this.push(a)," = ",o,")"],n=this.topStack()}var u=e.call(this,n);s||
this.popStack(),i&&this.stackSlot--,this.push(r.concat(u,")"))},incrStack:function(){return this.stackSlot++,this.stackSlot>
this.stackVars.length&&this.stackVars.push("stack"+this.stackSlot),this.topStackName()},topStackName:function(){return"s\
tack"+this.stackSlot},flushInline:function(){var e=this.inlineStack;this.inlineStack=[];for(var r=0,n=e.length;r<n;r++){
var i=e[r];if(i instanceof ke)this.compileStack.push(i);else{var s=this.incrStack();this.pushSource([s," = ",i,";"]),this.
compileStack.push(s)}}},isInline:function(){return this.inlineStack.length},popStack:function(e){var r=this.isInline(),n=(r?
this.inlineStack:this.compileStack).pop();if(!e&&n instanceof ke)return n.value;if(!r){if(!this.stackSlot)throw new fr.default(
"Invalid stack pop");this.stackSlot--}return n},topStack:function(){var e=this.isInline()?this.inlineStack:this.compileStack,
r=e[e.length-1];return r instanceof ke?r.value:r},contextName:function(e){return this.useDepths&&e?"depths["+e+"]":"dept\
h"+e},quotedString:function(e){return this.source.quotedString(e)},objectLiteral:function(e){return this.source.objectLiteral(
e)},aliasable:function(e){var r=this.aliases[e];return r?(r.referenceCount++,r):(r=this.aliases[e]=this.source.wrap(e),r.
aliasable=!0,r.referenceCount=1,r)},setupHelper:function(e,r,n){var i=[],s=this.setupHelperArgs(r,e,i,n),o=this.nameLookup(
"helpers",r,"helper"),a=this.aliasable(this.contextName(0)+" != null ? "+this.contextName(0)+" : (container.nullContext \
|| {})");return{params:i,paramsInit:s,name:o,callParams:[a].concat(i)}},setupParams:function(e,r,n){var i={},s=[],o=[],a=[],
u=!n,l=void 0;u&&(n=[]),i.name=this.quotedString(e),i.hash=this.popStack(),this.trackIds&&(i.hashIds=this.popStack()),this.
stringParams&&(i.hashTypes=this.popStack(),i.hashContexts=this.popStack());var f=this.popStack(),c=this.popStack();(c||f)&&
(i.fn=c||"container.noop",i.inverse=f||"container.noop");for(var g=r;g--;)l=this.popStack(),n[g]=l,this.trackIds&&(a[g]=
this.popStack()),this.stringParams&&(o[g]=this.popStack(),s[g]=this.popStack());return u&&(i.args=this.source.generateArray(
n)),this.trackIds&&(i.ids=this.source.generateArray(a)),this.stringParams&&(i.types=this.source.generateArray(o),i.contexts=
this.source.generateArray(s)),this.options.data&&(i.data="data"),this.useBlockParams&&(i.blockParams="blockParams"),i},setupHelperArgs:function(e,r,n,i){
var s=this.setupParams(e,r,n);return s.loc=gi(this),s=this.objectLiteral(s),i?(this.useRegister("options"),n.push("optio\
ns"),["options=",s]):n?(n.push(s),""):s}};(function(){for(var t="break else new var case finally return void catch for s\
witch while continue function this with default if throw delete in try do instanceof typeof abstract enum int short bool\
ean export interface static byte extends long super char final native synchronized class float package throws const goto\
 private transient debugger implements protected volatile double import public let yield await null true false".split(" "),
e=ye.RESERVED_WORDS={},r=0,n=t.length;r<n;r++)e[t[r]]=!0})();ye.isValidJavaScriptVariableName=function(t){return!ye.RESERVED_WORDS[t]&&
/^[a-zA-Z_$][0-9a-zA-Z_$]*$/.test(t)};function gi(t){var e=t.source.currentLocation;return e?mi.safeJsonLiteral(e):"unde\
fined"}function Ma(t,e,r,n,i){var s=e.popStack(),o=r.length;t&&o--;for(var a=n;a<o;a++)s=e.nameLookup(s,r[a],i);return t?
[e.aliasable("container.strict"),"(",s,", ",e.quotedString(r[o]),", ",gi(e)," )"]:s}bt.default=ye;bi.exports=bt.default});var vi=x((kt,Si)=>{"use strict";kt.__esModule=!0;function Le(t){return t&&t.__esModule?t:{default:t}}var Ha=qn(),Da=Le(Ha),
Fa=Zt(),qa=Le(Fa),dr=ei(),mr=si(),$a=ki(),ja=Le($a),Ua=rr(),Va=Le(Ua),Ka=Gt(),Wa=Le(Ka),za=Da.default.create;function yi(){
var t=za();return t.compile=function(e,r){return mr.compile(e,r,t)},t.precompile=function(e,r){return mr.precompile(e,r,
t)},t.AST=qa.default,t.Compiler=mr.Compiler,t.JavaScriptCompiler=ja.default,t.Parser=dr.parser,t.parse=dr.parse,t.parseWithoutProcessing=
dr.parseWithoutProcessing,t}var Se=yi();Se.create=yi;Wa.default(Se);Se.Visitor=Va.default;Se.default=Se;kt.default=Se;Si.
exports=kt.default});var os=Lt(qr(),1);var hs="o200k_base",fs={disallowedSpecial:new Set},je,Kr;function zr(){return Kr??=import("./o200k-base-J7SQV6AP.js").then(
t=>{je={encode:e=>t.encode(e,fs),bytes:t.ranks}}),Kr}function Gr(){return je!==void 0}function Jr(t){if(!je)throw new j(
"usage","the tokenizer is not loaded: await loadTokenizer() before counting tokens",{where:t});return je}var ds=/[\p{L}\p{M}]{100,}|[^\s\p{L}\p{M}\p{N}]{100,}|\s{100,}/gu,
ms=64;function*Yr(t){let e=0;for(let r of t.matchAll(ds)){r.index>e&&(yield t.slice(e,r.index));let n=r[0],i=0;for(;i<n.
length;){let s=Math.min(i+ms,n.length);s<n.length&&gs(n.charCodeAt(s-1))&&(s+=1),yield n.slice(i,s),i=s}e=r.index+n.length}
e<t.length&&(yield t.slice(e))}function gs(t){return t>=55296&&t<=56319}function X(t){let e=Jr("countTokens"),r=0;for(let n of Yr(
t))r+=e.encode(n).length;return r}function Xr(t,e){return Qr(t,e,!0)}function Zr(t,e){let{text:r,kept:n}=Qr(t,e,!1);return{
text:r,kept:n}}function Qr(t,e,r){let n=Jr("cutToTokens"),i=Math.max(0,Math.floor(e)),s=0,o=0,a=0,u;for(let l of Yr(t)){
let f=n.encode(l);if(o+=f.length,u===void 0)if(s+f.length<=i)s+=f.length;else{let{prefix:c,count:g}=bs(n,l,f,i-s);if(u=a+
c.length,s+=g,!r)break}a+=l.length}return u===void 0?{text:t,kept:o,total:o}:{text:t.slice(0,u),kept:s,total:o}}function bs(t,e,r,n){
let i=Math.min(n,r.length),s=0;for(let o=0;o<i;o++)s+=Wr(t,r[o]);for(let o=i;o>0;o-=1){let a=$r(e,s),u=a===""?0:t.encode(
a).length;if(u<=n)return{prefix:a,count:u};s-=Wr(t,r[o-1])}return{prefix:"",count:0}}function Wr(t,e){let r=t.bytes[e];if(r===
void 0)throw new Error(`token ${e} is not in the ${hs} rank table`);return typeof r=="string"?U(r):r.length}var Pi=Lt(vi(),1),K=Pi.default.create();K.unregisterHelper("log");var _i=K,Ga='(function (obj, name, loc) { return conta\
iner.strict(obj !== null && typeof obj === "object" && !Object.prototype.hasOwnProperty.call(obj, name) ? false : obj, n\
ame, loc); })',Ae=class extends _i.JavaScriptCompiler{lookupPropertyFunctionVarDeclaration(){return["lookupProperty = fu\
nction(parent, propertyName) { return parent == null ? undefined : container.lookupProperty(parent, propertyName); }",'p\
rintable = function(value, loc) { if (value !== null && typeof value === "object") { var printed = new Error("a template\
 printed an object"); printed.batonPrinted = { loc: loc, list: Array.isArray(value) }; throw printed; } return value == \
null ? value : String(value); }'].join(", ")}aliasable(e){return super.aliasable(e==="container.strict"?Ga:e)}append(){this.
lookupPropertyFunctionIsUsed=!0;let e=JSON.stringify(this.source.currentLocation??null);this.push(["printable(",this.popStack(),
", ",e,")"]),super.append()}};Object.assign(Ae.prototype,{compiler:Ae});_i.JavaScriptCompiler=Ae;var Ja=["if","unless","\
each","with","lookup"],Ie=["truncate","tokens","json","indent","default","join","lines","eq","ne","and","or","not","fenc\
e","fit"],Re=new Set([...Ja,...Ie]);var xi=new WeakMap,ne={kind:"any"};function ie(t){let e=t._zod.def,r=xi.get(e);if(r!==void 0)return r;let n=Ya(e);return xi.
set(e,n),n}function Ya(t){switch(t.type){case"object":return{kind:"object",fields:Object.fromEntries(Object.entries(t.shape??
{}).map(([e,r])=>[e,ie(r)]))};case"record":return{kind:"map",values:t.valueType?ie(t.valueType):ne};case"array":return{kind:"\
list",items:t.element?ie(t.element):ne};case"nullable":case"optional":case"default":return t.innerType?ie(t.innerType):ne;case"\
pipe":return t.in?ie(t.in):ne;case"string":case"enum":return{kind:"text"};case"number":return{kind:"number"};case"boolea\
n":return{kind:"boolean"};case"literal":return Xa(t.values??[]);case"union":{let e=(t.options??[]).map(ie),[r]=e;return r!==
void 0&&e.every(n=>n.kind===r.kind&&Za(n))?r:ne}default:return ne}}function Xa(t){let e=new Set(t.map(r=>typeof r));return e.
size!==1?ne:e.has("string")?{kind:"text"}:e.has("number")?{kind:"number"}:e.has("boolean")?{kind:"boolean"}:ne}function Za(t){
return t.kind==="text"||t.kind==="number"||t.kind==="boolean"}var Te=ie(Vr),gr=ie(Ur),Qa=Object.keys(Te.fields),wi=new Map(
[[Te.fields.stages,"stage"],[Te.fields.jobs,"job"],[Te.fields.inputs,"input"],[gr.fields.matrix,"matrix"],[gr.fields.data,
"data"]]),br={shape:Te,label:"",owner:null,top:!0},el=new Set(["env","vars","matrix","needs","steps","runner","job","str\
ategy"]);function yt(t,e,r){let n=[],i=t;for(let s of e){let{shape:o}=i,a=i.label,u=l=>i.top||i.relative?l:`${a}.${l}`;switch(o.
kind){case"any":return{resolved:i,keys:n,problem:null};case"object":{if(Object.hasOwn(o.fields,s)){i={shape:o.fields[s],
label:u(s),owner:i.owner};break}return{resolved:null,keys:n,problem:tl(i,s,r)}}case"map":{let l=wi.get(o);l!==void 0&&n.
push({kind:l,key:s,owner:i.owner});let f=l==="stage"?{stage:s}:l==="job"?{job:s}:i.owner;i={shape:o.values,label:u(s),owner:f};
break}case"list":{if(/^\d+$/.test(s))i={shape:o.items,label:u(s),owner:i.owner};else if(s==="length")i={shape:{kind:"num\
ber"},label:u(s),owner:null};else return{resolved:null,keys:n,problem:rl(i,s,r)};break}default:return{resolved:null,keys:n,
problem:{message:`${r}: ${a||"it"} is ${o.kind==="text"?"a text":o.kind==="number"?"a number":"true or false"}, so it ha\
s no field ${s}`,details:["text, numbers and true/false have no fields"]}}}}return{resolved:i,keys:n,problem:null}}function Ei(t,e,r){
return t.shape.kind==="text"&&(e==="length"||/^\d+$/.test(e))?{resolved:{shape:e==="length"?{kind:"number"}:{kind:"text"},
label:r,owner:null},keys:[],problem:null}:yt(t,[e],r)}function kr(t){if(t===null)return null;let{shape:e}=t,r=`the curre\
nt item (of ${t.label||"the top"})`;if(e.kind==="list")return{shape:e.items,label:r,owner:t.owner,relative:!0};if(e.kind===
"map"){let n=wi.get(e),i=n==="stage"||n==="job"?null:t.owner;return{shape:e.values,label:r,owner:i,relative:!0}}return e.
kind==="any"?{shape:e,label:r,owner:null,relative:!0}:null}function Oi(t,e){if(t===null)return null;if(e&&t.shape.kind===
"list")return kr(t);if(t.top)return t;if(t.shape.kind==="object"||t.shape.kind==="map"||t.shape.kind==="any"){let r=`the\
 current context (${t.label})`;return{shape:t.shape,label:r,owner:t.owner,relative:!0}}return null}function tl(t,e,r){let n=Object.
keys(t.shape.fields);if(t.top){let s=/^[A-Za-z_][A-Za-z0-9_-]*$/.test(r.split(".").at(-1)??"")?r.split(".").at(-1):"name",
o=el.has(e)?[`${e} is a context of the workflow's \${{ }}, not of the template: give the value to the step in vars: (${s}\
: \${{ ${r} }}) and read it as {{inputs.${s}}}`]:[];return{message:`${r}: no root ${e}${G(e,n)}`,details:[`a template se\
es ${n.join(", ")}`,...o]}}if(t.shape===gr&&t.label.startsWith("stages."))return{message:`${r}: stages have no field ${e}${G(
e,n)}`,details:[`fields: ${n.join(", ")}`]};let i=t.relative===!0&&Qa.includes(e);return{message:`${r}: no field ${e} in\
 ${t.label}${i?"":G(e,n)}`,details:[`fields there: ${n.join(", ")}`,...i?[`inside {{#each}} or {{#with}}, names refer to\
 the current item; reach the top with @root.${r}`]:[]]}}function rl(t,e,r){let[n,i]=t.label.split(".");return n==="jobs"&&
i!==void 0&&t.label===`jobs.${i}`?{message:`${r}: jobs.${i} is the list of that job's stages, not one stage`,details:[`i\
terate it with {{#each jobs.${i}}}\u2026{{${e}}}\u2026{{/each}}, or name one leg as stages.<stage-id>.${e}`]}:{message:`${r}\
: ${t.label} is a list, so it has no field ${e}`,details:[`go over its items with {{#each ${t.label}}}\u2026{{/each}}, or rea\
d one as ${t.label}.0`]}}function Ni(t){let{resolved:e}=yt(br,t,t.join("."));return e===null||e.shape.kind!=="object"}function yr(t){
return t.kind!=="object"&&t.kind!=="map"&&t.kind!=="list"?null:Sr(t.kind==="list")}function Sr(t){return{message:`is ${t?
"a list":"an object"}, which has no text of its own`,details:e=>[t?`print its items with {{join ${e} ", "}} or {{#each ${e}\
}}\u2026{{/each}}, or all of it with {{json ${e}}}`:`print one of its fields (${e}.<field>), or all of it with {{json ${e}\
}}`]}}var Ci;function Li(t){return Ci??=new Intl.Segmenter(void 0,{granularity:"grapheme"}),Ci.segment(t)}function St(t,e){if(t.
length<=e)return{text:t,whole:!0};let r=0;for(let{index:n}of Li(t)){if(r===e)return{text:t.slice(0,n),whole:!1};r++}return{
text:t,whole:!0}}function Ai(t){let e=0;for(let r of Li(t))e++;return e}var Ii={if:{min:1,max:1,options:["includeZero"],block:"always",usage:"{{#if value}}\u2026{{else}}\u2026{{/if}}"},unless:{
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
block:"always",usage:'{{#fit}}\u2026{{/fit}} (or label="findings")'}};function ve(t){return Object.hasOwn(Ii,t)?Ii[t]:void 0}
function vt(t,e){let r=ve(t);if(r===void 0)return null;let{min:n,max:i}=r;if(e>=n&&e<=i)return null;let s=n===i?`${n}`:i===
Number.POSITIVE_INFINITY?`at least ${n}`:`${n} to ${i}`;return`takes ${s} argument${s==="1"?"":"s"}, got ${e}`}function Be(t){
let e=typeof t=="string"&&/^\d+$/.test(t.trim())?Number(t):t;return typeof e=="number"&&Number.isInteger(e)&&e>=0?e:null}
function Me(t,e){let r=e==null?"nothing (a missing field, or null)":il(e);return`${t} must be a whole number, got ${r}`}
var nl=60;function il(t){let e=typeof t=="string"?t:JSON.stringify(t)??String(t),r=St(e,nl),n=typeof t=="string"?JSON.stringify(
r.text):r.text,i=r.whole?"":`\u2026 (${Ai(e).toLocaleString("en-US")} characters)`;return jr(n+i)}function Ri(t,e){return e.
block==="always"?`${t} is a block helper: write ${e.usage.replace(/ \(or .*\)$/,"")}`:`${t} is not a block helper: write\
 ${e.usage.replace(/ \(or .*\)$/,"").split(" or ")[0]}`}var S=class extends Error{code;line;column;details;ifUpstream;constructor(e,r,n,i=[],s){super(r),this.name="TemplateErro\
r",this.code=e,this.line=n.line,this.column=n.column,this.details=i,this.ifUpstream=s}};function R(t){return t?{line:t.start.
line,column:t.start.column+1}:{line:1,column:1}}function vr(t,e){let r=t.split(/\r\n|\r|\n/)[e.line-1];if(r===void 0)return[];
let n=100,i=Math.max(0,Math.min(e.column-1-n/2,r.length-n)),s=r.slice(i,i+n),o=i>0?"\u2026":"",a=`${e.line} | `,u=Math.max(
0,e.column-1-i)+o.length,l=`${" ".repeat(a.length-2)}| ${" ".repeat(u)}^`;return[`${a}${o}${s}${i+n<r.length?"\u2026":""}`,
l]}function Pe(t,e,r){return new j(t.code,t.message,{where:`${r}:${t.line}:${t.column}`,details:[...t.details,...vr(e,t)],
cause:t})}var _t={EOF:"end of template",CLOSE:"}}",CLOSE_UNESCAPED:"}}}",CLOSE_RAW_BLOCK:"}}}}",CLOSE_SEXPR:")",OPEN:"{{",OPEN_BLOCK:"\
{{#",OPEN_ENDBLOCK:"{{/",OPEN_INVERSE:"{{^",OPEN_INVERSE_CHAIN:"{{else",INVERSE:"{{else}}",OPEN_SEXPR:"(",OPEN_PARTIAL:"\
{{>",OPEN_UNESCAPED:"{{{",OPEN_BLOCK_PARAMS:"as |",CLOSE_BLOCK_PARAMS:"|",ID:"a name",STRING:"a string",NUMBER:"a number",
BOOLEAN:"true or false",DATA:"an @variable",EQUALS:"=",SEP:". or /",INVALID:"something that is not Handlebars",CONTENT:"\
text"};function Ti(t){return _t[t]??t.toLowerCase().replace(/_/g," ")}var Pr=K.Parser;function Fi(t,e){let r=t instanceof
Error?t.message:String(t),n=Pr.lexer.yylloc,i=/^(Parse|Lexical) error on line/.test(r),s=t,o=i&&n?{line:n.first_line,column:n.
first_column+1}:s.lineNumber!==void 0?{line:s.lineNumber,column:(s.column??0)+1}:{line:1,column:1},a=n?/^Lexical error/.
test(r)?{line:n.last_line,column:n.last_column+1}:{line:n.first_line,column:n.first_column+1}:o,u=al(e,a);return u||{errors:[
sl(r,o)],repaired:null}}function sl(t,e){let r=/Expecting (.*), got '([^']+)'/.exec(t);if(r){let i=[...new Set(r[1].split(
", ").map(s=>Ti(s.replace(/'/g,""))))];return new S(y.syntax,`syntax error: unexpected ${Ti(r[2])}`,e,[`expected ${i.slice(
0,8).join(", ")}${i.length>8?", \u2026":""}`])}if(/^Lexical error/.test(t))return new S(y.syntax,"syntax error: unrecogn\
ised text (an unclosed {{!-- comment, or a stray {{ )",e);let n=t.replace(/ - \d+:\d+$/,"");return new S(y.syntax,`synta\
x error: ${n}`,e)}var _r=new Set(["OPEN","OPEN_BLOCK","OPEN_ENDBLOCK","OPEN_INVERSE","OPEN_INVERSE_CHAIN","OPEN_UNESCAPE\
D","OPEN_PARTIAL","OPEN_PARTIAL_BLOCK","OPEN_RAW_BLOCK"]),He=new Set(["CLOSE","CLOSE_UNESCAPED","CLOSE_RAW_BLOCK"]),Er=new Set(
["OPEN_BLOCK","OPEN_INVERSE","OPEN_PARTIAL_BLOCK"]),ol=new Set(["ID","SEP","DATA"]);function Or(t){let e=Object.create(Pr.
lexer);e.yy={},e.setInput(t);let r=[0];for(let s=0;s<t.length;s++)t[s]===`
`&&r.push(s+1);let n=(s,o)=>(r[s-1]??t.length)+o,i=[];for(;;){let s;try{s=e.lex()}catch{let{first_line:g,first_column:P,
last_line:_,last_column:C}=e.yylloc,L=e.conditionStack[e.conditionStack.length-1]??"INITIAL",T=i.findLast(p=>p.type==="O\
PEN_RAW_BLOCK"),A=L==="com"?{line:g,column:P+1}:L==="raw"&&T?T:{line:_,column:C+1};return{tokens:i,unreadable:{line:A.line,
column:A.column,state:L,offset:n(A.line,A.column-1)}}}let o=typeof s=="number"?Pr.terminals_[s]??String(s):s,{first_line:a,
first_column:u,last_line:l,last_column:f}=e.yylloc,c=o==="EOF"?t.length:n(l,f);if(i.push({type:o==="1"?"EOF":o,text:e.yytext,
line:a,column:u+1,start:n(a,u),end:c}),o==="EOF"||o==="1")return{tokens:i,unreadable:null}}}var Pt=(t,e)=>t.line<e.line||
t.line===e.line&&t.column<=e.column;function Bi(t,e){let r="",n=e+1;for(;n<t.length&&ol.has(t[n].type)&&(r===""||t[n].start===
t[n-1].end);)r+=t[n].text,n+=1;return{name:r,next:n}}function Mi(t,e){for(let r=e;r<t.length;r++){if(He.has(t[r].type))return t[r].
end;if(r>e&&(_r.has(t[r].type)||t[r].type==="EOF"))break}return t[e].end}function Hi(t,e,r){return t.slice(0,e)+t.slice(
e,r).replace(/[^\r\n]/g," ")+t.slice(r)}var xr=t=>`${t.sigil}${t.name}}}`,wr=t=>`{{/${t.name}}}`;function Di(t,e){let r=e?
` before the {{/${e.name}}} at ${e.line}:${e.column}`:"";return new S(y.syntax,`syntax error: ${xr(t)} opened at ${t.line}\
:${t.column} is never closed; close it with ${wr(t)}${r}`,t)}function al(t,e){let{tokens:r,unreadable:n}=Or(t),i=[],s=null,
o=(a,u,l)=>Pt(a,e)?{errors:[u],repaired:l}:null;for(let a=0;a<r.length;a++){let u=r[a];if(s&&(_r.has(u.type)||u.type==="\
EOF")){if(!Pt(s,e))return null;let l=s.text.replace(/~/g,"").trim(),f=l.startsWith("{{{{")?"}}}}":l.startsWith("{{{")?"}\
}}":"}}",c=l.startsWith("{{{")?l.slice(0,f.length):"{{";return{errors:[new S(y.syntax,`syntax error: ${c} opened at ${s.
line}:${s.column} is never closed; close it with ${f}`,s)],repaired:u.type==="EOF"?t+f:null}}if(s&&He.has(u.type)){let l=s.
type==="OPEN_UNESCAPED"?"CLOSE_UNESCAPED":s.type==="OPEN_RAW_BLOCK"?"CLOSE_RAW_BLOCK":"CLOSE";if(u.type!==l){let f=_t[s.
type==="OPEN_UNESCAPED"?"OPEN_UNESCAPED":"OPEN"];return o(u,new S(y.syntax,`syntax error: ${f} opened at ${s.line}:${s.column}\
 is closed by ${_t[u.type]}; close it with ${_t[l]}`,u),null)}}if(_r.has(u.type))s=u;else if(He.has(u.type))s=null;else if(u.
type==="INVALID"&&(u.text==='"'||u.text==="'"))return o(u,new S(y.syntax,`syntax error: the string opened at ${u.line}:${u.
column} is never closed; close it with ${u.text}`,u),null);if(Er.has(u.type)){let l=u.type==="OPEN_INVERSE"?"{{^":u.type===
"OPEN_PARTIAL_BLOCK"?"{{#>":"{{#";i.push({name:Bi(r,a).name,sigil:l,line:u.line,column:u.column,hasElse:!1})}else if(u.type===
"OPEN_ENDBLOCK"){let l=Bi(r,a).name,f=i[i.length-1];if(f?.name===l){i.pop();continue}return f?i.findLastIndex(g=>g.name===
l)>=0?o(u,Di(f,{...u,name:l}),null):o(u,new S(y.syntax,`syntax error: {{/${l}}} does not close ${xr(f)} opened at ${f.line}\
:${f.column}; close that with ${wr(f)}`,u),null):o(u,new S(y.syntax,`syntax error: {{/${l}}} closes no block: none is op\
en here`,u,[`remove it, or open the block before it with {{#${l} \u2026}}`]),Hi(t,u.start,Mi(r,a)))}else if(u.type==="IN\
VERSE"||u.type==="OPEN_INVERSE_CHAIN"){let l=i[i.length-1],f=u.type==="INVERSE"&&u.text.includes("^")?"{{^}}":"{{else}}",
c=Hi(t,u.start,Mi(r,a));if(!l)return o(u,new S(y.syntax,`syntax error: ${f} outside a block; it belongs between {{#if \u2026}\
} and {{/if}}`,u),c);if(l.hasElse)return o(u,new S(y.syntax,`syntax error: a second ${f} in ${xr(l)} opened at ${l.line}\
:${l.column}; a block has one {{else}} (write {{else if \u2026}} for another condition)`,u),c);u.type==="INVERSE"&&(l.hasElse=
!0)}else if(u.type==="EOF"&&i.length>0){if(!Pt(u,e))return null;let l=[...i].reverse().map(wr).join("");return{errors:i.
map(f=>Di(f)),repaired:t+l}}}if(n&&Pt(n,e)){let a={line:n.line,column:n.column};if(n.state==="com")return{errors:[new S(
y.syntax,`syntax error: the comment {{!-- opened at ${a.line}:${a.column} is never closed; close it with --}}`,a)],repaired:null};
if(n.state==="raw")return{errors:[Nr(a)],repaired:null};if(t[n.offset]==="\0")return{errors:[new S(y.syntax,"syntax erro\
r: a NUL character, which a template (text) never holds",a)],repaired:null}}return null}function Nr(t){return new S(y.unsupported,
"raw blocks ({{{{raw}}}}\u2026{{{{/raw}}}}) are not supported; to write {{ as text, escape it: \\{{",t)}function Cr(t,e){
if(t.type!=="PathExpression"||!Array.isArray(t.parts)||!t.parts.some(o=>/^\d/.test(o)&&!/^\d+$/.test(o)))return null;let n=String(
t.original),i=Number(n.replace(/_/g,"")),s=Number.isFinite(i)&&n.trim()!==""?`: ${i}`:"";return new S(y.helperArguments,
`${e}: ${n} is not a number to Handlebars, which reads it as the name of a field; write it in digits${s}`,R(t.loc))}function qi(t){if(t.length<=I.templateBytes/3)return null;let e=U(t);return e<=I.templateBytes?null:new S(y.tooLarge,`th\
e template is ${e} bytes, more than the ${I.templateBytes} (${I.templateBytes/1024} KiB) a template may be`,{line:1,column:1},
["a prompt template is instructions, not material: give large text to the agent as a file it reads"])}function $i(t){if((t.
match(/\{\{~?\s*(?:[#^]|else\b)|\(/g)?.length??0)<=I.templateDepth)return null;let r=[],n=0,i=0;for(let s of Or(t).tokens){
if(Er.has(s.type))r.push(1),n+=1;else if(s.type==="OPEN_INVERSE_CHAIN"&&r.length>0)r[r.length-1]+=1,n+=1;else if(s.type===
"OPEN_ENDBLOCK"){n-=r.pop()??0;continue}else if(s.type==="OPEN_SEXPR")i+=1;else if(s.type==="CLOSE_SEXPR"){i=Math.max(0,
i-1);continue}else if(He.has(s.type)){i=0;continue}else continue;if(n+i>I.templateDepth)return new S(y.tooDeep,`blocks a\
nd (subexpressions) nest more than ${I.templateDepth} deep here`,s,["each block or (subexpression) inside another is a l\
evel, and so is each {{else if \u2026}}"])}return null}function ji(t,e,r){if(t!=="indent"||e!==1||r.type!=="NumberLitera\
l")return null;let n=r.value;return typeof n!="number"||n<=I.indentWidth?null:new S(y.helperArguments,`indent: the inden\
t must be at most ${I.indentWidth} spaces, got ${n}`,R(r.loc))}var ll=new Set(["StringLiteral","NumberLiteral","BooleanLiteral","NullLiteral","UndefinedLiteral"]);function xt(t){if(t===
void 0||!ll.has(t.type))return null;let e=t;return e.type==="NullLiteral"?{value:null,text:!1}:e.type==="UndefinedLitera\
l"?{value:void 0,text:!1}:{value:e.value,text:e.type==="StringLiteral"}}function Ki(t){let e=cl(t);if(e.errors.length===
0&&e.program)return e.program;let r=e.program?zi(e.program).problems.filter(n=>n.ifUpstream===void 0):[];throw Ar(hl([...e.
errors,...r]))}var Ui=20,ul=64*1024;function cl(t){let e=qi(t)??$i(t);if(e)return{program:null,errors:[e]};let r=[],n=t;
for(;r.length<Ui;){let i;try{i=K.parseWithoutProcessing(n)}catch(s){let o=Fi(s,n),a=o.errors.filter(l=>pl(t,l)<=t.length);
r.push(...a.slice(0,Ui-r.length));let u=a.length<o.errors.length||a.length===0;if(o.repaired===null||u||t.length>ul)break;
n=o.repaired;continue}return{program:i,errors:r}}return{program:null,errors:r}}function pl(t,e){let r=0;for(let n=1;n<e.
line;n++){let i=t.indexOf(`
`,r);if(i<0)return Number.POSITIVE_INFINITY;r=i+1}return r+e.column-1}function hl(t){return t.sort((e,r)=>e.line-r.line||
e.column-r.column)}function Ar(t){let[e,...r]=t;return r.length===0?e:new S(e.code,e.message,e,[...e.details,...r.map(n=>`\
also at ${n.line}:${n.column}: ${n.message}`)])}function fl(t){let e=t.openStrip;return e!==void 0&&!("open"in e)}function De(t){
return t?.type==="PathExpression"}function Lr(t){return/^\.|^this\b/.test(t.original)}function Vi(t){return`${t.start.line}\
:${t.start.column}`}function Wi(t){let{analysis:e,problems:r}=zi(t),n=r.filter(i=>i.ifUpstream===void 0);if(n.length>0)throw Ar(n);return{analysis:e,
ifUpstream:r.length>0?Ar(r):null}}function zi(t){let e={references:[],keys:[],sections:new Map,paths:new Map,usesTokens:!1,usesFit:!1},r=[],n=new Set,i=[],
s=(p,h)=>p.data?p.parts[0]==="root"?p.parts.slice(1):null:p.depth===0&&!Lr(p)&&h.blockParams.has(p.parts[0]??"")?null:p.
depth===h.depth?p.parts:null,o=new Map,a=new Map,u=new Map,l=({owner:p})=>{if(p===null)return;let h="stage"in p?{kind:"s\
tage",stage:p.stage}:{kind:"job",stage:p.job};return e.references.some(d=>d.kind===h.kind&&d.stage===h.stage)?h:void 0},
f=(p,h,m)=>{let[d,k]=p;if(d!=="stages"&&d!=="jobs")return;let w=d==="stages"?"stage":"job";e.references.push({kind:w,stage:k,
path:h,...m});for(let O of i)(w==="stage"?O.stages:O.jobs).add(k)},c=(p,h)=>{let m=s(p,h);e.paths.set(Vi(p.loc),{original:p.
original,root:m}),o.set(p,g(p,h)),a.set(p,m),u.set(p,p.original),m!==null&&m.length>=2&&f(m,p.original,R(p.loc))},g=(p,h)=>{
let m,d=p.parts,k=p.parts[0]??"";if(p.data){if(k!=="root")return null;m=h.frames[0]??null,d=d.slice(1)}else p.depth===0&&
!Lr(p)&&h.blockParams.has(k)?(m=h.params.get(k)??null,d=d.slice(1)):m=h.frames[h.depth-p.depth]??null;return m===null?null:
P(yt(m,d,p.original),p.original,R(p.loc))},P=({resolved:p,keys:h,problem:m},d,k)=>{for(let w of h)(w.kind==="input"||w.kind===
"matrix"||w.kind==="data")&&e.keys.push({kind:w.kind,key:w.key,owner:w.owner,path:d,...k});return m!==null&&r.push(new S(
y.missingField,m.message,k,m.details)),p},_=p=>{let[h,m]=p.params,d=xt(m);if(p.params.length!==2||h===void 0||d===null)return;
let k=u.get(h);if(k===void 0)return;let w=String(d.value),O=`${k}${k==="."||k===".."?"/":"."}${ml(w)}`,v=R(p.type==="Sub\
Expression"?p.loc:p.path.loc),E=a.get(h)??null,b=E===null?null:[...E,w];u.set(p,O),a.set(p,b),b!==null&&b.length===2&&f(
b,O,v);let N=o.get(h)??null;o.set(p,N===null?null:P(Ei(N,w,O),O,v))},C=(p,h,m,d)=>{let k=R(p.loc),w=[`usage: ${m.usage}`],
O=(E,b=w)=>r.push(new S(y.helperArguments,E,k,b));m.block==="always"!==d&&O(Ri(h,m),[]);let v=vt(h,p.params.length);v!==
null&&O(`${h}: ${v}`);for(let[E,{what:b,text:N}]of Object.entries(m.counts??{})){let B=xt(p.params[Number(E)]);B===null||
B.text&&N||Be(B.value)===null&&O(`${h}: ${Me(b,B.value)}`)}for(let E of p.hash?.pairs??[]){if(!m.options.includes(E.key)){
O(`${h}: no option ${E.key}${G(E.key,m.options)}; ${m.options.length>0?`options: ${m.options.join(", ")}`:"it takes no o\
ptions"}`);continue}let b=xt(E.value);b!==null&&m.countOptions?.includes(E.key)&&Be(b.value)===null&&O(`${h}: ${Me(E.key,
b.value)}`)}},L=(p,h,m)=>{let d=p.path,k=p.params.length>0||(p.hash?.pairs.length??0)>0,w=De(d)&&d.parts.length===1&&d.depth===
0&&!d.data&&!Lr(d);if(!(k||w&&Re.has(d.original)&&!h.blockParams.has(d.original))){A(d,h);let b=o.get(d),N=p.type==="Mus\
tacheStatement"&&b?yr(b.shape):null;return N!==null&&r.push(new S(y.printedObject,`${d.original} ${N.message}`,R(p.loc),
N.details(d.original),l(b))),null}let v=De(d)?d.original:String(d.original??d.type);(!w||!Re.has(v))&&r.push(new S(y.unknownHelper,
`unknown helper ${v}${G(v,Re)}`,R(p.loc),[`helpers: ${[...Re].join(", ")}`]));let E=w?ve(v):void 0;E!==void 0&&C(p,v,E,m);
for(let[b,N]of p.params.entries()){let B=Cr(N,v);B&&n.add(N);let fe=B??ji(v,b,N);fe&&r.push(fe)}for(let b of p.hash?.pairs??
[]){let N=Cr(b.value,v);N&&(n.add(b.value),r.push(N))}if(v==="tokens"||v==="fit"){let b={stages:new Set,jobs:new Set};i.
push(b);for(let N of p.params)A(N,h);return p.hash&&A(p.hash,h),m&&T(p,h,!1),i.pop(),e.usesTokens||=v==="tokens",e.usesFit||=
v==="fit",e.sections.set(Vi(p.loc),{kind:v,cuttable:p.type!=="SubExpression",label:dl(v,p),position:R(p.loc),stages:[...b.
stages],jobs:[...b.jobs]}),v}for(let b of p.params)A(b,h);if(p.hash&&A(p.hash,h),v==="lookup"&&E!==void 0){_(p);let b=o.
get(p),N=p.type==="MustacheStatement"&&b?yr(b.shape):null,B=N===null?null:Gi(p);N!==null&&B!==null&&r.push(new S(y.printedObject,
`${B} ${N.message}`,R(p.loc),N.details(B),l(b)))}return v},T=(p,h,m,d=null)=>{if(p.program){let k=p.program.blockParams??
[],w=h.depth+(m?1:0),O=m?[...h.frames.slice(0,h.depth+1),d]:h.frames,v=new Map(h.params);for(let[E,b]of k.entries())v.set(
b,E===0?d:null);A(p.program,{depth:w,blockParams:k.length>0?new Set([...h.blockParams,...k]):h.blockParams,frames:O,params:k.
length>0?v:h.params})}p.inverse&&A(p.inverse,h)},A=(p,h)=>{if(!(!p||n.has(p)))switch(p.type){case"Program":for(let m of p.
body)A(m,h);return;case"MustacheStatement":case"SubExpression":L(p,h,!1);return;case"BlockStatement":{let m=p;if(fl(m)){
r.push(Nr(R(m.loc)));return}let d=L(m,h,!0);if(d==="tokens"||d==="fit")return;let k=d===null||d==="each"||d==="with",w=d===
null?m.path:m.params[0],O=w===void 0?null:o.get(w)??null,v=d==="each"?kr(O):Oi(O,d===null);T(m,h,k,k?v:null);return}case"\
PathExpression":c(p,h);return;case"Hash":for(let m of p.pairs)A(m.value,h);return;case"PartialStatement":case"PartialBlo\
ckStatement":r.push(new S(y.unsupported,"partials ({{> name}}) are not supported: a prompt template is self-contained",R(
p.loc)));return;case"Decorator":case"DecoratorBlock":r.push(new S(y.unsupported,"decorators ({{* name}}) are not support\
ed",R(p.loc)));return;default:return}};return A(t,{depth:0,blockParams:new Set,frames:[br],params:new Map}),r.sort((p,h)=>p.
line-h.line||p.column-h.column),{analysis:e,problems:r}}function dl(t,e){if(t==="fit"){let n=e.hash?.pairs.find(i=>i.key===
"label")?.value;return typeof n?.value=="string"?`fit "${n.value}"`:"fit"}let r=e.params[0];return De(r)?`tokens ${r.original}`:
"tokens"}function ml(t){return/^[^\s!"#%-,./;->@[-^`{-~]+$/.test(t)?t:`[${t}]`}function Gi(t){if(!De(t.path)||t.path.original!==
"lookup")return null;let e=t.params.map(r=>{if(De(r))return r.original;if(r.type==="SubExpression")return Gi(r);let n=xt(
r);return n===null?null:n.text?JSON.stringify(n.value):String(n.value)});return e.includes(null)?null:`(lookup ${e.join(
" ")})`}var Xi=Lt(qr(),1),gl=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu,
bl=(()=>{let t=new Uint8Array(65536),e=(r,n=r)=>t.fill(1,r,n+1);e(0,8),e(11,31),e(127,159);for(let r of[173,847,1564,4447,
4448,6068,6069,12644,65279,65440,55348,56128])e(r);return e(6155,6159),e(8203,8207),e(8232,8238),e(8288,8303),e(65024,65037),
e(65529,65531),t})(),kl=/[^\t\n\x20-\x7e\u00a0-\u00ac\u00ae-\u02ff\u0370-\u052f\u2010-\u2027\u2030-\u205f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]/;
function yl(t){let e=t.search(kl);if(e<0)return t;for(;e<t.length&&bl[t.charCodeAt(e)]===0;)e+=1;return e===t.length?t:t.
replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(gl,"")}var Sl=/<!--[\s\S]*?(?:--!?>|$)/g;function vl(t){let e=[],r=0,n=t.replace(Sl,(s,o)=>{let a=o-r;return e[e.
length-1]!==a&&e.push(a),r+=s.length,""}),i=s=>{for(let o=Math.max(0,s-3);o<s;o+=1)if(n.startsWith("<!--",o))return!0;return!1};
return e.some(i)?_l(n,e):n}var Pl=60,Ji=33,wt=45,Yi=62;function _l(t,e){let r=t.length+1,n=new Int32Array(r+1),i=new Int32Array(
r+1);for(let l=0;l<r;l+=1)n[l]=l+1;for(let l=1;l<=r;l+=1)i[l]=l-1;n[r]=r;let s=l=>t.charCodeAt(l-1),o=l=>s(l)===Pl&&s(n[l])===
Ji&&s(n[n[l]])===wt&&s(n[n[n[l]]])===wt,a=e.map(l=>l+1);for(;;){let l=[],f=0;for(let P of a){let _=i[i[i[P]]];for(let C=_;C!==
P;C=n[C])C>f&&(f=C,o(C)&&l.push(C))}if(l.length===0)break;let c=[],g=0;for(let P of l){if(P<g)continue;let _=n[n[n[P]]];
for(;;){let T=n[_];if(T===r)break;let A=n[T];if(s(T)===wt&&s(A)===wt){let p=n[A];if(s(p)===Yi){_=p;break}if(s(p)===Ji&&s(
n[p])===Yi){_=n[p];break}}_=T}let C=i[P],L=n[_];n[C]=L,i[L]=C,c[c.length-1]===P?c[c.length-1]=L:c.push(L),g=L}a=c}let u="";
for(let l=n[0];l!==r;){let f=l;for(;n[f]===f+1&&f+1!==r;)f+=1;u+=t.slice(l-1,f),l=n[f]}return u}function xl(t){return vl(
yl(t))}function wl(t){for(let e=0;;e+=1){let n=(0,Xi.createHash)("sha256").update(`${e}:`).update(t,"latin1").digest().readBigUInt64BE(
0).toString().padStart(20,"0");if(!t.includes(n))return n}}function El(t){return t.replace(/[^A-Za-z0-9 _.:/#-]/g,"").trim().
slice(0,64)}var Zi=/<data id="(\d{20})"(?: label="[^"\n]*")?>/;function Qi(t,e){let r=xl(t),n=wl(r),i=e===void 0?"":El(e),s=i===""?`\
<data id="${n}">`:`<data id="${n}" label="${i}">`,o=r.endsWith(`
`)?r:`${r}
`;return{open:s,block:`${s}
${o}</data id="${n}">`}}var qe=class{context;analysis;placeholder;sections=[];fenceOpeners=new Set;fitDepth=0;#e;constructor(e,r,n){this.context=
e,this.analysis=r,this.placeholder=n}setsAside(e){return this.placeholder!==void 0&&e?.cuttable===!0&&this.fitDepth===0}setAside(e){
return this.sections.push(e),this.placeholder(this.sections.length-1)}originOf(e,r,n){if(e==="")return;this.#e??=Nl(this.
context);let i=this.#e.get(e);if(i===void 0||i.length===1)return i?.[0]?.label;let s=new Set;for(let[a,u]of Object.entries(
this.context.stages))u===r&&s.add(a);if(s.size===0&&n){for(let a of n.stages)s.add(a);for(let a of n.jobs)for(let u of this.
context.jobs[a]??[])s.add(u.id)}let o=i.filter(a=>a.stage!==void 0&&s.has(a.stage));return Ol(o.length>0?o:i)}recordsOf(e,r){
let n=new Set(e.stages);for(let i of e.jobs)for(let s of this.context.jobs[i]??[])n.add(s.id);for(let i of Object.values(
this.context.stages))i===r&&n.add(i.id);if(n.size!==0)return es([...n])}};function es(t){return t.length===1?`the record\
 of stage ${t[0]}`:`the records of stages ${t.join(", ")}`}function Ol(t){let e=t.flatMap(n=>n.stage===void 0?[]:[n.stage]),
r=t.filter(n=>n.stage===void 0).map(n=>n.label);return[...e.length>0?[es(e)]:[],...r].join(" or ")}function Nl(t){let e=new Map,
r=(s,o)=>{if(!s)return;let a=e.get(s);a===void 0?e.set(s,[o]):a.some(u=>u.label===o.label)||a.push(o)};for(let[s,o]of Object.
entries(t.stages)){let a={label:`the record of stage ${s}`,stage:s};r(o.summary,a),r(o.detail,a);for(let u of Object.values(
o.data))r(u,a);r(o.failure?.reason,a),r(o.next?.reason,a)}let n=t.attempt.previous;if(n){let s={label:"the previous atte\
mpt's record"};r(n.summary,s),r(n.detail,s)}t.attempt.verify&&r(t.attempt.verify.output,{label:"the previous attempt's r\
ecord (verify output)"});let i=(s,o)=>{if(typeof s=="string")r(s,{label:"the event payload (github.event)"});else if(s!==
null&&typeof s=="object"&&o<12)for(let a of Object.values(s))i(a,o+1)};return i(t.github.event,0),e}var Fe;function Ir(t,e){
let r=Fe;Fe=t;try{return e()}finally{Fe=r}}function $e(){if(!Fe)throw new xe("a template helper was called outside rende\
rPrompt");return Fe}function H(t){return{params:t.slice(0,-1),options:t[t.length-1]}}function _e(t,e){let r=ve(t.name)?.usage;throw new S(y.
helperArguments,`${t.name}: ${e}`,R(t.loc),r?[`usage: ${r}`]:[])}function D(t,e){let r=vt(e.name,t.length);r!==null&&_e(
e,r)}function is(t,e,r){let n=Be(t);return n===null&&_e(e,Me(r,t)),n}function Rr(t,e,r){return is(t[r],e,ve(e.name)?.counts?.[r]?.
what??"the number")}function Tr(t,e){e>I.promptBytes&&_e(t,`the text would be ${e} bytes, more than the ${I.promptBytes}\
 (${I.promptBytes/1024/1024} MiB) a prompt may be`)}function Br(t,e,r=""){let n=U(r);return t.reduce((i,s,o)=>i+U(s)+n+(o>
0?U(e):0),0)}function W(t){return t==null?"":typeof t=="string"?t:typeof t=="object"?JSON.stringify(t,null,2):String(t)}
function Mr(t){return Array.isArray(t)?t.length>0:!!t}function ts(t,e){let r=n=>n==null||typeof n!="object";return r(t)&&
r(e)?(t==null?null:String(t))===(e==null?null:String(e)):t===e}function rs(t,e){if(t==null)return[];if(typeof t=="string")
return t===""?[]:t.split(/\r\n|\r|\n/);Array.isArray(t)||_e(e,"needs a list (or text, taken line by line)");let r=e.hash.
key;return t.map(n=>W(typeof r=="string"&&n!==null&&typeof n=="object"?n[r]:n))}function ns(t){let e=t.loc;return e?$e().
analysis.sections.get(`${e.start.line}:${e.start.column}`):void 0}function Et(t,e,r){let n=r?` ${r}`:"";return e===void 0?
`[\u2026 ${t} tokens cut${n}]`:`[\u2026 ${t} tokens cut${n}; the full text is in ${e}]`}function Ot(t,e,r,n){let i=Xr(t,
e);if(i.kept===i.total)return t;let s=e,o=i;for(;;){let a=Cl(o.text),u=Ll(a,n),l=u===a?0:X(u)-e;if(l<=0||s===0)return`${u}\

${r(i.total-o.kept)}`;s=Math.max(0,s-l),o=Zr(t,s)}}function Cl(t){let e=t.lastIndexOf(`
`)+1;return/^<\/?(?:d(?:a(?:t(?:a(?: [^>\n]*)?)?)?)?)?$/.test(t.slice(e))?t.slice(0,Math.max(0,e-1)):t}function Ll(t,e){
if(e.size===0)return t;let r=new RegExp(Zi.source,"g");for(;;){let n=r.exec(t);if(n===null)return t;if(!e.has(n[0])){r.lastIndex=
n.index+1;continue}let i=`</data id="${n[1]}">`,s=t.indexOf(i,r.lastIndex);if(s<0)return`${t}${t.endsWith(`
`)?"":`
`}${i}`;r.lastIndex=s+i.length}}var Al={truncate(...t){let{params:e,options:r}=H(t);D(e,r);let n=W(e[0]),i=Rr(e,r,1),s=St(
n,i);if(s.whole)return n;let o=r.hash.suffix===void 0?"\u2026":W(r.hash.suffix);return s.text+o},tokens(...t){let{params:e,
options:r}=H(t);D(e,r);let n=W(e[0]),i=Rr(e,r,1),s=$e(),o=ns(r),a=()=>s.originOf(n,this,o);return s.setsAside(o)?s.setAside(
{site:o,full:n,limit:i,origin:a()}):Ot(n,i,u=>Et(u,a()),s.fenceOpeners)},json(...t){let{params:e,options:r}=H(t);D(e,r);
let n=r.hash.indent===void 0?2:is(r.hash.indent,r,"indent");return JSON.stringify(e[0]??null,null,n)},indent(...t){let{params:e,
options:r}=H(t);D(e,r);let n=e[1],i;if(typeof n=="string"&&!/^\d+$/.test(n))i=n;else{let a=Rr(e,r,1);a>I.indentWidth&&_e(
r,`the indent must be at most ${I.indentWidth} spaces, got ${a}`),i=" ".repeat(a)}let s=W(e[0]).split(`
`),o=s.filter(a=>a.trim()!=="").length;return Tr(r,Br(s,`
`)+o*U(i)),s.map(a=>a.trim()===""?a:i+a).join(`
`)},default(...t){let{params:e,options:r}=H(t);D(e,r);let n=i=>i==null||i===""||Array.isArray(i)&&i.length===0;return e.
find(i=>!n(i))??e[e.length-1]},join(...t){let{params:e,options:r}=H(t);D(e,r);let n=e.length===2?W(e[1]):", ",i=rs(e[0],
r);return Tr(r,Br(i,n)),i.join(n)},lines(...t){let{params:e,options:r}=H(t);D(e,r);let n=e.length===2?W(e[1]):"",i=rs(e[0],
r);return Tr(r,Br(i,`
`,n)),i.map(s=>n+s).join(`
`)},eq(...t){let{params:e,options:r}=H(t);return D(e,r),ts(e[0],e[1])},ne(...t){let{params:e,options:r}=H(t);return D(e,
r),!ts(e[0],e[1])},and(...t){let{params:e,options:r}=H(t);return D(e,r),e.every(Mr)},or(...t){let{params:e,options:r}=H(
t);return D(e,r),e.some(Mr)},not(...t){let{params:e,options:r}=H(t);return D(e,r),!Mr(e[0])},fence(...t){let{params:e,options:r}=H(
t);D(e,r);let n=e.length===2?W(e[1]):r.hash.label,{open:i,block:s}=Qi(W(e[0]),n===void 0?void 0:W(n));return $e().fenceOpeners.
add(i),s},fit(...t){let{params:e,options:r}=H(t);D(e,r),r.fn||_e(r,"is a block helper");let n=$e(),i=ns(r);if(!n.setsAside(
i))return r.fn(this);n.fitDepth+=1;let s;try{s=r.fn(this)}finally{n.fitDepth-=1}return n.setAside({site:i,full:s,limit:void 0,
origin:n.recordsOf(i,this)})}};for(let t of Ie)K.registerHelper(t,Al[t]);function sc(t,e){return e!==void 0?`github.event is the default ${t} payload baton made for run ${e}, which was started \
without --event, and it holds only some of the fields GitHub sends: a replay runs on the payload of the run it replays, \
so start a new run with one: baton run <workflow> --event <file.json>`:`github.event is the default ${t} payload baton m\
akes when no --event is given, which holds only some of the fields GitHub sends: give one with --event <file.json>`}var Il={
strict:!0,noEscape:!0,knownHelpersOnly:!0,knownHelpers:{...Object.fromEntries(Ie.map(t=>[t,!0])),log:!1}},Rl={allowProtoPropertiesByDefault:!1,
allowProtoMethodsByDefault:!1},pe=new Map,Tl=64;function Fr(t){let e=(0,os.createHash)("sha256").update(t).digest("hex"),
r=pe.get(e);if(r)return pe.delete(e),pe.set(e,r),r;let n=Ki(t),{analysis:i,ifUpstream:s}=Wi(n),o=K.compile(n,Il),a={analysis:i,
ifUpstream:s,render:u=>o(u,Rl)};return pe.set(e,a),pe.size>Tl&&pe.delete(pe.keys().next().value),a}function oc(t){return Fr(
t).analysis}function as(t,e){return t.usesTokens||e.maxPromptTokens!==void 0}async function ac(t,e={}){ls("prepareRender",
t);let r=e.source??"template",n;try{n=Fr(t)}catch(i){throw ps(i,t,r,void 0,void 0)}as(n.analysis,e)&&await zr()}function lc(t,e,r={}){
if(ls("renderPrompt",t),!Nt(e)||!Nt(e.stages)||!Nt(e.jobs))throw It("renderPrompt","the prompt context (buildPromptConte\
xt gives it) as its second argument",Nt(e)?"an object without stages and jobs":At(e));let n=r.source??"template",i=r.maxPromptTokens;
if(i!==void 0&&(!Number.isInteger(i)||i<1))throw new j("usage",`${se.maxPromptTokens} must be a whole number above 0, go\
t ${i}`,{where:se.maxPromptTokens});let s;try{if(s=Fr(t),Ml(s.analysis,e,r.notUpstreamHint),s.ifUpstream)throw s.ifUpstream;
if(as(s.analysis,r)&&!Gr())throw new j("usage",`${n} uses tokens or a budget is set, and the tokenizer is not loaded: aw\
ait prepareRender(template, options) before renderPrompt`,{where:"renderPrompt"});let o=s,a=Ir(new qe(e,o.analysis),()=>o.
render(e));if(Bl(a,n),i===void 0)return{prompt:a,warnings:[]};let u=X(a);return u<=i?{prompt:a,warnings:[]}:Dl(o,e,a,u,i,
n)}catch(o){throw ps(o,t,n,s?.analysis,e,r.madeEventHint)}}function ls(t,e){if(typeof e!="string")throw It(t,"the templa\
te as a string",At(e))}function Nt(t){return t!==null&&typeof t=="object"}function Bl(t,e){if(t.length<=I.promptBytes/3)
return;let r=U(t);if(r>I.promptBytes)throw us(`the prompt is ${r} bytes`,e)}function us(t,e){return new j(y.tooLarge,`${t}\
, more than the ${I.promptBytes} (${I.promptBytes/1024/1024} MiB) a prompt may be`,{where:e,details:["a prompt is read b\
y a model: print less of each upstream stage ({{truncate}}, {{tokens}})"]})}function Ml(t,e,r){let n=t.references.filter(
u=>u.kind==="stage"?!Object.hasOwn(e.stages,u.stage):!Object.hasOwn(e.jobs,u.stage)),i=n[0];if(!i)return;let s=i.kind===
"stage"?Object.keys(e.stages):Object.keys(e.jobs),o=i.kind==="stage"?"stage":"job",a=i.kind==="stage"?"stages":"jobs";throw new S(
y.unknownStage,`${a}.${i.stage}: no such upstream ${o}${G(i.stage,s)}`,i,[`upstream ${o}s: ${s.length>0?s.join(", "):"(n\
one)"}`,...n.slice(1).map(u=>`also at ${u.line}:${u.column}: ${u.path}`),r?.(n)??"a prompt can use the stages its job ne\
eds, directly or through other jobs (needs:)"])}var Hl="to fit max-prompt-tokens";function Dl(t,e,r,n,i,s){let o=0;for(;r.
includes(`\uE000baton-section-${o}:`);)o+=1;let a=`\uE000baton-section-${o}:`,u=new RegExp(`${a}(\\d+)\uE001`,"g"),l=new qe(
e,t.analysis,h=>`${a}${h}\uE001`),f=Ir(l,()=>t.render(e)),c=l.sections.map(h=>{let m=X(h.full),d=k=>Et(k,h.origin,Hl);return{
record:h,fullTokens:m,size:h.limit===void 0?m:Math.min(h.limit,m),marker:d,markerTokens:X(`
${d(m)}`)}}),g=c.filter(h=>h.size>h.markerTokens),P=h=>h.record.limit===void 0?h.record.full:Ot(h.record.full,h.record.limit,
m=>Et(m,h.record.origin),l.fenceOpeners),_=f.replace(u,(h,m)=>{let d=c[Number(m)];return g.includes(d)?"":P(d)}),C=X(_),
L=he(g,h=>h.markerTokens),T=he(g,h=>h.size),A=h=>new j(y.overBudget,h,{where:s,details:ql(C,g,L,n,i)}),p=i-C-L;if(p<0||T===
0)throw A(`the prompt is ${n} tokens, over ${se.maxPromptTokens} ${i}, and its fixed text alone is ${C}${L>0?` (+${L} fo\
r cut markers)`:""}: cutting the fit and tokens sections cannot bring it under`);for(let h=0;h<6&&p>=0;h+=1){let m=Math.
min(1,p/T),d=new Map;for(let v of g){let E=Math.floor(v.size*m);d.set(v,Ot(v.record.full,E,v.marker,l.fenceOpeners))}let k=0,
w=f.replace(u,(v,E)=>{k+=1;let b=c[Number(E)];return d.get(b)??P(b)});if(k!==c.length)throw new xe("a budget section pla\
ceholder was lost while rendering");let O=X(w);if(O<=i)return{prompt:w,warnings:[{code:y.cut,severity:"warning",path:s,message:`\
the prompt was ${n} tokens, over ${se.maxPromptTokens} ${i}; cut to ${O} by shortening ${Fl(g,v=>X(d.get(v)))}`}]};p-=O-
i}throw A(`the prompt is ${n} tokens and cannot be cut under ${se.maxPromptTokens} ${i}`)}function Ct(t){let{site:e}=t[0].
record;return`${e.label} at ${e.position.line}:${e.position.column}`}function cs(t){let e=new Map;for(let r of t){let n=e.
get(r.record.site);n?n.push(r):e.set(r.record.site,[r])}return[...e.values()]}function he(t,e){return t.reduce((r,n)=>r+
e(n),0)}var Hr=5;function Fl(t,e){let r=cs(t),n=r.slice(0,Hr).map(s=>{let o=`from ${he(s,a=>a.size)} to ${he(s,e)} token\
s`;return s.length===1?`${Ct(s)} ${o}`:`${Ct(s)} cut ${s.length} times, ${o} in all`}),i=r.slice(Hr).flat();if(i.length>
0){let s=r.length-Hr;n.push(`and ${s} more place${s===1?"":"s"} from ${he(i,o=>o.size)} to ${he(i,e)} tokens in all`)}return n.
join(", ")}function ql(t,e,r,n,i){let s=[["fixed text (outside fit and tokens sections)",t],...cs(e).map(a=>[a.length===
1?Ct(a):`${Ct(a)} (${a.length} sections)`,he(a,u=>u.size)])];r>0&&s.push(["markers for cut sections",r]),s.push(["whole \
prompt",n],[se.maxPromptTokens,i]);let o=Math.max(...s.map(([a])=>a.length),7);return[`${"section".padEnd(o)}  tokens`,...s.
map(([a,u])=>`${a.padEnd(o)}  ${String(u).padStart(6)}`),"mark text that may be shortened with {{#fit}}\u2026{{/fit}} or {{to\
kens value N}}, or raise the budget"]}function ps(t,e,r,n,i,s){if(t instanceof S)return Pe(t,e,r);if(t instanceof j||t instanceof
xe)return t;let o=t?.batonPrinted;if(o)return Pe($l(o,e),e,r);let a=t instanceof TypeError?/^Cannot use 'in' operator to search for '(.*)' in /s.
exec(t.message):null;if(a)return Pe(Ul(a[1],n,i),e,r);if(t instanceof RangeError&&t.message==="Invalid string length")return us(
"the prompt grew past what a string can hold while it was rendered",r);if(!(t instanceof K.Exception))return t;let u=t,l={
line:u.lineNumber??1,column:(u.column??0)+1},f=u.message.replace(/ - \d+:\d+$/,""),c=/^"(.*)" not defined in /s.exec(f);
if(c)return Pe(jl(c[1],l,n,i,s),e,r);let g=/unknown helper (\S+)/.exec(f);return g?Pe(new S(y.unknownHelper,`unknown hel\
per ${g[1]}`,l),e,r):new j(y.syntax,f,{where:`${r}:${l.line}:${l.column}`,details:vr(e,l),cause:t})}function $l(t,e){let r=R(
t.loc),n="";if(t.loc){let a=e.split(`
`),{start:u,end:l}=t.loc;n=(u.line===l.line?(a[u.line-1]??"").slice(u.column,l.column):(a[u.line-1]??"").slice(u.column)).
replace(/^\{\{\{?~?\s*|\s*~?\}?\}\}$/g,"")}let i=n===""?"the value":/\s/.test(n)?`(${n})`:n,{message:s,details:o}=Sr(t.list);
return new S(y.printedObject,`${i} ${s}`,r,o(i))}function Dr(t){return`for a field that may be absent, use {{#if ${t}}}\u2026\
{{/if}} or {{default ${t} "\u2026"}}`}function jl(t,e,r,n,i){let s=r?.paths.get(`${e.line}:${e.column-1}`),o=s?.original??
t;if(s?.root&&n){let a=n;for(let u=0;u<s.root.length;u+=1){let l=s.root[u],f=s.root.slice(0,u).join(".");if(a==null||typeof a!=
"object")return new S(y.missingField,`${o}: ${f} is empty, so it has no ${l}`,e,[Dr(f)]);if(!Object.hasOwn(a,l)){let c=Object.
keys(a),P=s.root[0]==="github"&&s.root[1]==="event"&&u>=2&&i!==void 0?[i]:Ni(s.root.slice(0,u))?[Dr(o)]:[];return new S(
y.missingField,`${o}: no field ${l}${f?` in ${f}`:""}${G(l,c)}`,e,[`fields there: ${c.length>0?c.slice(0,30).join(", "):
"(none)"}${c.length>30?", \u2026":""}`,...P])}a=a[l]}}return new S(y.missingField,`${o}: no field ${t} in the current co\
ntext`,e,["inside {{#each}} or {{#with}}, names refer to the current item; reach the top with @root.stages.<id>",Dr(o)])}
function Ul(t,e,r){let n="text, numbers and true/false have no fields";for(let[i,s]of e?.paths??[]){if(!s.root||!r)continue;
let o=r;for(let a=0;a<s.root.length&&o!=null;a+=1){if(typeof o!="object"){if(s.root[a]!==t)break;let u=s.root.slice(0,a).
join(".");return new S(y.missingField,`${s.original}: ${u} is a ${typeof o=="string"?"text":typeof o}, so it has no fiel\
d ${t}`,ss(i),[n])}o=Object.hasOwn(o,s.root[a])?o[s.root[a]]:void 0}}for(let[i,s]of e?.paths??[])if(s.original.split(/[./]/).
slice(1).includes(t))return new S(y.missingField,`${s.original}: no field ${t} (the value before it is a text, number or\
 true/false)`,ss(i),[n]);return new S(y.missingField,`no field ${t}: ${n}`,{line:1,column:1})}function ss(t){let[e,r]=t.
split(":").map(Number);return{line:e,column:r+1}}export{sc as a,oc as b,ac as c,lc as d};
