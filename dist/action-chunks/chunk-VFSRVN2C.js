import{a as Gn,c as Jn}from"./chunk-ZHXVBFIU.js";import{a as zn}from"./chunk-S3VQCA2F.js";import{K as J,a as Tt,
b as Bt}from"./chunk-GNY3OND4.js";import{d as K,e as Oe}from"./chunk-O7UU6C5Q.js";import{a as vs}from"./chunk-PO5EA42V.js";
import{o as T,s as oe,z as b}from"./chunk-JQWIKLAS.js";import{a as W,b as Wn}from"./chunk-VLLWXIM2.js";import{
b as O,d as Kn}from"./chunk-A64LSPLL.js";var H=O(q=>{"use strict";q.__esModule=!0;q.extend=sr;q.indexOf=As;q.escapeExpression=Is;q.isEmpty=Rs;q.createFrame=Ts;q.
blockParams=Bs;q.appendContextPath=Ms;var Os={"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;","'":"&#x27;","`":"&#x60;","\
=":"&#x3D;"},Ns=/[&<>"'`=]/g,Cs=/[&<>"'`=]/;function Ls(t){return Os[t]}function sr(t){for(var e=1;e<arguments.length;e++)
for(var n in arguments[e])Object.prototype.hasOwnProperty.call(arguments[e],n)&&(t[n]=arguments[e][n]);return t}var Ht=Object.
prototype.toString;q.toString=Ht;var Mt=function(e){return typeof e=="function"};Mt(/x/)&&(q.isFunction=Mt=function(t){return typeof t==
"function"&&Ht.call(t)==="[object Function]"});q.isFunction=Mt;var or=Array.isArray||function(t){return t&&typeof t=="ob\
ject"?Ht.call(t)==="[object Array]":!1};q.isArray=or;function As(t,e){for(var n=0,r=t.length;n<r;n++)if(t[n]===e)return n;
return-1}function Is(t){if(typeof t!="string"){if(t&&typeof t.toHTML=="function")return t.toHTML();if(t==null)return"";if(!t)
return t+"";t=""+t}return Cs.test(t)?t.replace(Ns,Ls):t}function Rs(t){return!t&&t!==0?!0:!!(or(t)&&t.length===0)}function Ts(t){
var e=sr({},t);return e._parent=t,e}function Bs(t,e){return t.path=e,t}function Ms(t,e){return(t?t+".":"")+e}});var U=O((Ke,ar)=>{"use strict";Ke.__esModule=!0;var Dt=["description","fileName","lineNumber","endLineNumber","message",
"name","number","stack"];function Ft(t,e){var n=e&&e.loc,r=void 0,i=void 0,s=void 0,o=void 0;n&&n.start&&(r=n.start.line,
s=n.start.column,n.end&&(i=n.end.line,o=n.end.column),t+=" - "+r+":"+s);for(var l=Error.prototype.constructor.call(this,
t),u=0;u<Dt.length;u++)this[Dt[u]]=l[Dt[u]];Error.captureStackTrace&&Error.captureStackTrace(this,Ft);try{n&&(this.lineNumber=
r,this.endLineNumber=i,Object.defineProperty?(Object.defineProperty(this,"column",{value:s,enumerable:!0}),Object.defineProperty(
this,"endColumn",{value:o,enumerable:!0})):(this.column=s,this.endColumn=o))}catch{}}Ft.prototype=new Error;Ke.default=Ft;
ar.exports=Ke.default});var ur=O((We,lr)=>{"use strict";We.__esModule=!0;var $t=H();We.default=function(t){t.registerHelper("blockHelperMissing",
function(e,n){var r=n.inverse,i=n.fn;if(e===!0)return i(this);if(e===!1||e==null)return r(this);if($t.isArray(e))return e.
length>0?(n.ids&&(n.ids=[n.name]),t.helpers.each(e,n)):r(this);if(n.data&&n.ids){var s=$t.createFrame(n.data);s.contextPath=
$t.appendContextPath(n.data.contextPath,n.name),n={data:s}}return i(e,n)})};lr.exports=We.default});var pr=O((ze,cr)=>{"use strict";ze.__esModule=!0;function Hs(t){return t&&t.__esModule?t:{default:t}}var me=H(),Ds=U(),Fs=Hs(
Ds);function $s(t){try{var e=t.return;me.isFunction(e)&&e.call(t)}catch{}}ze.default=function(t){t.registerHelper("each",
function(e,n){if(!n)throw new Fs.default("Must pass iterator to #each");var r=n.fn,i=n.inverse,s=0,o="",l=void 0,u=void 0;
n.data&&n.ids&&(u=me.appendContextPath(n.data.contextPath,n.ids[0])+"."),me.isFunction(e)&&(e=e.call(this)),n.data&&(l=me.
createFrame(n.data));function a(E,L,I,B){l&&(l.key=E,l.index=L,l.first=L===0,l.last=!!I,u&&(l.contextPath=u+E)),o=o+r(B,
{data:l,blockParams:me.blockParams([B,E],[u+E,null])})}if(e&&typeof e=="object")if(me.isArray(e))for(var h=e.length;s<h;s++)
s in e&&a(s,s,s===e.length-1,e[s]);else if(typeof Symbol=="function"&&e[Symbol.iterator])for(var c=e[Symbol.iterator](),
g=c.next();!g.done;){var w=c.next();try{a(s,s,w.done,g.value)}catch(E){throw w.done||$s(c),E}g=w,s++}else(function(){var E=void 0;
Object.keys(e).forEach(function(L){E!==void 0&&a(E,s-1,!1,e[E]),E=L,s++}),E!==void 0&&a(E,s-1,!0,e[E])})();return s===0&&
(o=i(this)),o})};cr.exports=ze.default});var fr=O((Ge,hr)=>{"use strict";Ge.__esModule=!0;function qs(t){return t&&t.__esModule?t:{default:t}}var js=U(),Us=qs(js);
Ge.default=function(t){t.registerHelper("helperMissing",function(){if(arguments.length!==1)throw new Us.default('Missing\
 helper: "'+arguments[arguments.length-1].name+'"')})};hr.exports=Ge.default});var br=O((Je,gr)=>{"use strict";Je.__esModule=!0;function Vs(t){return t&&t.__esModule?t:{default:t}}var dr=H(),Ks=U(),mr=Vs(
Ks);Je.default=function(t){t.registerHelper("if",function(e,n){if(arguments.length!=2)throw new mr.default("#if requires\
 exactly one argument");return dr.isFunction(e)&&(e=e.call(this)),!n.hash.includeZero&&!e||dr.isEmpty(e)?n.inverse(this):
n.fn(this)}),t.registerHelper("unless",function(e,n){if(arguments.length!=2)throw new mr.default("#unless requires exact\
ly one argument");return t.helpers.if.call(this,e,{fn:n.inverse,inverse:n.fn,hash:n.hash})})};gr.exports=Je.default});var yr=O((Ye,kr)=>{"use strict";Ye.__esModule=!0;Ye.default=function(t){t.registerHelper("log",function(){for(var e=[void 0],
n=arguments[arguments.length-1],r=0;r<arguments.length-1;r++)e.push(arguments[r]);var i=1;n.hash.level!=null?i=n.hash.level:
n.data&&n.data.level!=null&&(i=n.data.level),e[0]=i,t.log.apply(t,e)})};kr.exports=Ye.default});var Sr=O((Xe,vr)=>{"use strict";Xe.__esModule=!0;Xe.default=function(t){t.registerHelper("lookup",function(e,n,r){return e&&
r.lookupProperty(e,n)})};vr.exports=Xe.default});var xr=O((Ze,Pr)=>{"use strict";Ze.__esModule=!0;function Ws(t){return t&&t.__esModule?t:{default:t}}var Ne=H(),zs=U(),Gs=Ws(
zs);Ze.default=function(t){t.registerHelper("with",function(e,n){if(arguments.length!=2)throw new Gs.default("#with requ\
ires exactly one argument");Ne.isFunction(e)&&(e=e.call(this));var r=n.fn;if(Ne.isEmpty(e))return n.inverse(this);var i=n.
data;return n.data&&n.ids&&(i=Ne.createFrame(n.data),i.contextPath=Ne.appendContextPath(n.data.contextPath,n.ids[0])),r(
e,{data:i,blockParams:Ne.blockParams([e],[i&&i.contextPath])})})};Pr.exports=Ze.default});var qt=O(Qe=>{"use strict";Qe.__esModule=!0;Qe.registerDefaultHelpers=uo;Qe.moveHelperToHooks=co;function ae(t){return t&&
t.__esModule?t:{default:t}}var Js=ur(),Ys=ae(Js),Xs=pr(),Zs=ae(Xs),Qs=fr(),eo=ae(Qs),to=br(),no=ae(to),ro=yr(),io=ae(ro),
so=Sr(),oo=ae(so),ao=xr(),lo=ae(ao);function uo(t){Ys.default(t),Zs.default(t),eo.default(t),no.default(t),io.default(t),
oo.default(t),lo.default(t)}function co(t,e,n){t.helpers[e]&&(t.hooks[e]=t.helpers[e],n||(t.helpers[e]=void 0))}});var wr=O((et,_r)=>{"use strict";et.__esModule=!0;var po=H();et.default=function(t){t.registerDecorator("inline",function(e,n,r,i){
var s=e;return n.partials||(n.partials={},s=function(o,l){var u=r.partials;r.partials=po.extend({},u,n.partials);var a=e(
o,l);return r.partials=u,a}),n.partials[i.args[0]]=i.fn,s})};_r.exports=et.default});var Er=O(jt=>{"use strict";jt.__esModule=!0;jt.registerDefaultDecorators=go;function ho(t){return t&&t.__esModule?t:{default:t}}
var fo=wr(),mo=ho(fo);function go(t){mo.default(t)}});var Ut=O((tt,Or)=>{"use strict";tt.__esModule=!0;var bo=H(),ge={methodMap:["debug","info","warn","error"],level:"info",lookupLevel:function(e){
if(typeof e=="string"){var n=bo.indexOf(ge.methodMap,e.toLowerCase());n>=0?e=n:e=parseInt(e,10)}return e},log:function(e){
if(e=ge.lookupLevel(e),typeof console<"u"&&ge.lookupLevel(ge.level)<=e){var n=ge.methodMap[e];console[n]||(n="log");for(var r=arguments.
length,i=Array(r>1?r-1:0),s=1;s<r;s++)i[s-1]=arguments[s];console[n].apply(console,i)}}};tt.default=ge;Or.exports=tt.default});var Vt=O(be=>{"use strict";be.__esModule=!0;be.createProtoAccessControl=So;be.resultIsAllowed=Po;be.isPrototypeConstructor=
xo;be.resetLoggedProperties=wo;function ko(t){return t&&t.__esModule?t:{default:t}}var Nr=H(),yo=Ut(),vo=ko(yo),nt=Object.
create(null);function So(t){var e=Object.create(null);e.__proto__=!1,Nr.extend(e,t.allowedProtoProperties);var n=Object.
create(null);return n.constructor=!1,n.__defineGetter__=!1,n.__defineSetter__=!1,n.__lookupGetter__=!1,n.__lookupSetter__=
!1,Nr.extend(n,t.allowedProtoMethods),{properties:{whitelist:e,defaultValue:t.allowProtoPropertiesByDefault},methods:{whitelist:n,
defaultValue:t.allowProtoMethodsByDefault}}}function Po(t,e,n){return Cr(typeof t=="function"?e.methods:e.properties,n)}
function xo(t,e,n){return e==="constructor"&&typeof n=="function"&&t===n.prototype}function Cr(t,e){return t.whitelist[e]!==
void 0?t.whitelist[e]===!0:t.defaultValue!==void 0?t.defaultValue:(_o(e),!1)}function _o(t){nt[t]!==!0&&(nt[t]=!0,vo.default.
log("error",'Handlebars: Access has been denied to resolve the property "'+t+`" because it is not an "own property" of i\
ts parent.
You can add a runtime option to disable the check or this warning:
See https://handlebarsjs.com/api-reference/runtime-options.html#options-to-control-prototype-access for details`))}function wo(){
Object.keys(nt).forEach(function(t){delete nt[t]})}});var it=O(Y=>{"use strict";Y.__esModule=!0;Y.HandlebarsEnvironment=zt;function Lr(t){return t&&t.__esModule?t:{default:t}}
var le=H(),Eo=U(),Kt=Lr(Eo),Oo=qt(),No=Er(),Co=Ut(),rt=Lr(Co),Lo=Vt(),Ao="4.7.10";Y.VERSION=Ao;var Io=8;Y.COMPILER_REVISION=
Io;var Ro=7;Y.LAST_COMPATIBLE_COMPILER_REVISION=Ro;var To={1:"<= 1.0.rc.2",2:"== 1.0.0-rc.3",3:"== 1.0.0-rc.4",4:"== 1.x\
.x",5:"== 2.0.0-alpha.x",6:">= 2.0.0-beta.1",7:">= 4.0.0 <4.3.0",8:">= 4.3.0"};Y.REVISION_CHANGES=To;var Wt="[object Obj\
ect]";function zt(t,e,n){this.helpers=t||{},this.partials=e||{},this.decorators=n||{},Oo.registerDefaultHelpers(this),No.
registerDefaultDecorators(this)}zt.prototype={constructor:zt,logger:rt.default,log:rt.default.log,registerHelper:function(e,n){
if(le.toString.call(e)===Wt){if(n)throw new Kt.default("Arg not supported with multiple helpers");le.extend(this.helpers,
e)}else this.helpers[e]=n},unregisterHelper:function(e){delete this.helpers[e]},registerPartial:function(e,n){if(le.toString.
call(e)===Wt)le.extend(this.partials,e);else{if(typeof n>"u")throw new Kt.default('Attempting to register a partial call\
ed "'+e+'" as undefined');this.partials[e]=n}},unregisterPartial:function(e){delete this.partials[e]},registerDecorator:function(e,n){
if(le.toString.call(e)===Wt){if(n)throw new Kt.default("Arg not supported with multiple decorators");le.extend(this.decorators,
e)}else this.decorators[e]=n},unregisterDecorator:function(e){delete this.decorators[e]},resetLoggedPropertyAccesses:function(){
Lo.resetLoggedProperties()}};var Bo=rt.default.log;Y.log=Bo;Y.createFrame=le.createFrame;Y.logger=rt.default});var Ir=O((st,Ar)=>{"use strict";st.__esModule=!0;function Gt(t){this.string=t}Gt.prototype.toString=Gt.prototype.toHTML=
function(){return""+this.string};st.default=Gt;Ar.exports=st.default});var Rr=O(Jt=>{"use strict";Jt.__esModule=!0;Jt.wrapHelper=Mo;function Mo(t,e){if(typeof t!="function")return t;var n=function(){
var i=arguments[arguments.length-1];return arguments[arguments.length-1]=e(i),t.apply(this,arguments)};return n}});var Dr=O(te=>{"use strict";te.__esModule=!0;te.checkRevision=jo;te.template=Uo;te.wrapProgram=ot;te.resolvePartial=Vo;te.
invokePartial=Ko;te.noop=Mr;function Ho(t){return t&&t.__esModule?t:{default:t}}function Do(t){if(t&&t.__esModule)return t;
var e={};if(t!=null)for(var n in t)Object.prototype.hasOwnProperty.call(t,n)&&(e[n]=t[n]);return e.default=t,e}var Fo=H(),
ue=Do(Fo),$o=U(),z=Ho($o),Q=it(),Tr=qt(),qo=Rr(),Yt=Vt();function jo(t){var e=t&&t[0]||1,n=Q.COMPILER_REVISION;if(!(e>=Q.
LAST_COMPATIBLE_COMPILER_REVISION&&e<=Q.COMPILER_REVISION))if(e<Q.LAST_COMPATIBLE_COMPILER_REVISION){var r=Q.REVISION_CHANGES[n],
i=Q.REVISION_CHANGES[e];throw new z.default("Template was precompiled with an older version of Handlebars than the curre\
nt runtime. Please update your precompiler to a newer version ("+r+") or downgrade your runtime to an older version ("+i+
").")}else throw new z.default("Template was precompiled with a newer version of Handlebars than the current runtime. Pl\
ease update your runtime to a newer version ("+t[1]+").")}function Uo(t,e){if(!e)throw new z.default("No environment pas\
sed to template");if(!t||!t.main)throw new z.default("Unknown template object: "+typeof t);t.main.decorator=t.main_d,e.VM.
checkRevision(t.compiler);var n=t.compiler&&t.compiler[0]===7;function r(o,l,u){u.hash&&(l=ue.extend({},l,u.hash),u.ids&&
(u.ids[0]=!0)),o=e.VM.resolvePartial.call(this,o,l,u),u.hooks=this.hooks,u.protoAccessControl=this.protoAccessControl;var a=e.
VM.invokePartial.call(this,o,l,u);if(a==null&&ue.isFunction(o))throw new z.default("The partial "+u.name+" returned no o\
utput: partials must return a string");if(a==null&&e.compile){if(typeof o!="string")throw new z.default("The partial "+u.
name+" could not be compiled: partials must be strings or functions returning strings");u.partials[u.name]=e.compile(o,t.
compilerOptions,e),a=u.partials[u.name](l,u)}if(a!=null){if(u.indent){for(var h=a.split(`
`),c=0,g=h.length;c<g&&!(!h[c]&&c+1===g);c++)h[c]=u.indent+h[c];a=h.join(`
`)}return a}else throw new z.default("The partial "+u.name+" could not be compiled when running in runtime-only mode")}var i={
strict:function(l,u,a){if(!l||!(u in l))throw new z.default('"'+u+'" not defined in '+l,{loc:a});return i.lookupProperty(
l,u)},lookupProperty:function(l,u){var a=l[u];if(a==null||Object.prototype.hasOwnProperty.call(l,u)&&!Yt.isPrototypeConstructor(
l,u,a)||Yt.resultIsAllowed(a,i.protoAccessControl,u))return a},lookup:function(l,u){for(var a=l.length,h=0;h<a;h++){var c=l[h]&&
i.lookupProperty(l[h],u);if(c!=null)return c}},lambda:function(l,u){return typeof l=="function"?l.call(u):l},escapeExpression:ue.
escapeExpression,invokePartial:r,fn:function(l){var u=t[l];return u.decorator=t[l+"_d"],u},programs:[],program:function(l,u,a,h,c){
var g=this.programs[l],w=this.fn(l);return u||c||h||a?g=ot(this,l,w,u,a,h,c):g||(g=this.programs[l]=ot(this,l,w)),g},data:function(l,u){
for(;l&&u--;)l=l._parent;return l},mergeIfNeeded:function(l,u){var a=l||u;return l&&u&&l!==u&&(a=ue.extend({},u,l)),a},nullContext:Object.
seal({}),noop:e.VM.noop,compilerInfo:t.compiler};function s(o){var l=arguments.length<=1||arguments[1]===void 0?{}:arguments[1],
u=l.data;s._setup(l),!l.partial&&t.useData&&(u=Wo(o,u));var a=void 0,h=t.useBlockParams?[]:void 0;t.useDepths&&(l.depths?
a=o!=l.depths[0]?[o].concat(l.depths):l.depths:a=[o]);function c(g){return""+t.main(i,g,i.helpers,i.partials,u,h,a)}return c=
Hr(t.main,c,i,l.depths||[],u,h),c(o,l)}return s.isTop=!0,s._setup=function(o){if(o.partial)i.protoAccessControl=o.protoAccessControl,
i.helpers=o.helpers,i.partials=o.partials,i.decorators=o.decorators,i.hooks=o.hooks;else{var l={};Br(l,e.helpers,i),Br(l,
o.helpers,i),i.helpers=l,t.usePartial&&(i.partials=i.mergeIfNeeded(o.partials,e.partials)),(t.usePartial||t.useDecorators)&&
(i.decorators=ue.extend({},e.decorators,o.decorators)),i.hooks={},i.protoAccessControl=Yt.createProtoAccessControl(o);var u=o.
allowCallsToHelperMissing||n;Tr.moveHelperToHooks(i,"helperMissing",u),Tr.moveHelperToHooks(i,"blockHelperMissing",u)}},
s._child=function(o,l,u,a){if(t.useBlockParams&&!u)throw new z.default("must pass block params");if(t.useDepths&&!a)throw new z.
default("must pass parent depths");return ot(i,o,t[o],l,0,u,a)},s}function ot(t,e,n,r,i,s,o){function l(u){var a=arguments.
length<=1||arguments[1]===void 0?{}:arguments[1],h=o;return o&&u!=o[0]&&!(u===t.nullContext&&o[0]===null)&&(h=[u].concat(
o)),n(t,u,t.helpers,t.partials,a.data||r,s&&[a.blockParams].concat(s),h)}return l=Hr(n,l,t,o,r,s),l.program=e,l.depth=o?
o.length:0,l.blockParams=i||0,l}function Vo(t,e,n){return t?typeof t!="function"&&!n.name&&(n.name=t,t=at(n.partials,t)):
n.name==="@partial-block"?t=at(n.data,"partial-block"):t=at(n.partials,n.name),t}function Ko(t,e,n){var r=at(n.data,"par\
tial-block");n.partial=!0,n.ids&&(n.data.contextPath=n.ids[0]||n.data.contextPath);var i=void 0;if(n.fn&&n.fn!==Mr&&(function(){
n.data=Q.createFrame(n.data);var s=n.fn;i=n.data["partial-block"]=function(l){var u=arguments.length<=1||arguments[1]===
void 0?{}:arguments[1];return u.data=Q.createFrame(u.data),u.data["partial-block"]=r,s(l,u)},s.partials&&(n.partials=ue.
extend({},n.partials,s.partials))})(),t===void 0&&i&&(t=i),t===void 0)throw new z.default("The partial "+n.name+" could \
not be found");if(t instanceof Function)return t(e,n)}function Mr(){return""}function at(t,e){if(t&&Object.prototype.hasOwnProperty.
call(t,e))return t[e]}function Wo(t,e){return(!e||!("root"in e))&&(e=e?Q.createFrame(e):{},e.root=t),e}function Hr(t,e,n,r,i,s){
if(t.decorator){var o={};e=t.decorator(e,o,n,r&&r[0],i,s,r),ue.extend(e,o)}return e}function Br(t,e,n){e&&Object.keys(e).
forEach(function(r){var i=e[r];t[r]=zo(i,n)})}function zo(t,e){var n=e.lookupProperty;return qo.wrapHelper(t,function(r){
return r.lookupProperty=n,r})}});var Xt=O((lt,Fr)=>{"use strict";lt.__esModule=!0;lt.default=function(t){(function(){typeof globalThis!="object"&&(Object.
prototype.__defineGetter__("__magic__",function(){return this}),__magic__.globalThis=__magic__,delete Object.prototype.__magic__)})();
var e=globalThis.Handlebars;t.noConflict=function(){return globalThis.Handlebars===t&&(globalThis.Handlebars=e),t}};Fr.exports=
lt.default});var Vr=O((ut,Ur)=>{"use strict";ut.__esModule=!0;function Qt(t){return t&&t.__esModule?t:{default:t}}function en(t){if(t&&
t.__esModule)return t;var e={};if(t!=null)for(var n in t)Object.prototype.hasOwnProperty.call(t,n)&&(e[n]=t[n]);return e.
default=t,e}var Go=it(),$r=en(Go),Jo=Ir(),Yo=Qt(Jo),Xo=U(),Zo=Qt(Xo),Qo=H(),Zt=en(Qo),ea=Dr(),qr=en(ea),ta=Xt(),na=Qt(ta);
function jr(){var t=new $r.HandlebarsEnvironment;return Zt.extend(t,$r),t.SafeString=Yo.default,t.Exception=Zo.default,t.
Utils=Zt,t.escapeExpression=Zt.escapeExpression,t.VM=qr,t.template=function(e){return qr.template(e,t)},t}var Ce=jr();Ce.
create=jr;na.default(Ce);Ce.default=Ce;ut.default=Ce;Ur.exports=ut.default});var tn=O((ct,Wr)=>{"use strict";ct.__esModule=!0;var Kr={helpers:{helperExpression:function(e){return e.type==="SubExpre\
ssion"||(e.type==="MustacheStatement"||e.type==="BlockStatement")&&!!(e.params&&e.params.length||e.hash)},scopedId:function(e){
return/^\.|this\b/.test(e.original)},simpleId:function(e){return e.parts.length===1&&!Kr.helpers.scopedId(e)&&!e.depth}}};
ct.default=Kr;Wr.exports=ct.default});var Gr=O((pt,zr)=>{"use strict";pt.__esModule=!0;var ra=(function(){var t={trace:function(){},yy:{},symbols_:{error:2,root:3,
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
1],[76,2]],performAction:function(i,s,o,l,u,a,h){var c=a.length-1;switch(u){case 1:return a[c-1];case 2:this.$=l.prepareProgram(
a[c]);break;case 3:this.$=a[c];break;case 4:this.$=a[c];break;case 5:this.$=a[c];break;case 6:this.$=a[c];break;case 7:this.
$=a[c];break;case 8:this.$=a[c];break;case 9:this.$={type:"CommentStatement",value:l.stripComment(a[c]),strip:l.stripFlags(
a[c],a[c]),loc:l.locInfo(this._$)};break;case 10:this.$={type:"ContentStatement",original:a[c],value:a[c],loc:l.locInfo(
this._$)};break;case 11:this.$=l.prepareRawBlock(a[c-2],a[c-1],a[c],this._$);break;case 12:this.$={path:a[c-3],params:a[c-
2],hash:a[c-1]};break;case 13:this.$=l.prepareBlock(a[c-3],a[c-2],a[c-1],a[c],!1,this._$);break;case 14:this.$=l.prepareBlock(
a[c-3],a[c-2],a[c-1],a[c],!0,this._$);break;case 15:this.$={open:a[c-5],path:a[c-4],params:a[c-3],hash:a[c-2],blockParams:a[c-
1],strip:l.stripFlags(a[c-5],a[c])};break;case 16:this.$={path:a[c-4],params:a[c-3],hash:a[c-2],blockParams:a[c-1],strip:l.
stripFlags(a[c-5],a[c])};break;case 17:this.$={path:a[c-4],params:a[c-3],hash:a[c-2],blockParams:a[c-1],strip:l.stripFlags(
a[c-5],a[c])};break;case 18:this.$={strip:l.stripFlags(a[c-1],a[c-1]),program:a[c]};break;case 19:var g=l.prepareBlock(a[c-
2],a[c-1],a[c],a[c],!1,this._$),w=l.prepareProgram([g],a[c-1].loc);w.chained=!0,this.$={strip:a[c-2].strip,program:w,chain:!0};
break;case 20:this.$=a[c];break;case 21:this.$={path:a[c-1],strip:l.stripFlags(a[c-2],a[c])};break;case 22:this.$=l.prepareMustache(
a[c-3],a[c-2],a[c-1],a[c-4],l.stripFlags(a[c-4],a[c]),this._$);break;case 23:this.$=l.prepareMustache(a[c-3],a[c-2],a[c-
1],a[c-4],l.stripFlags(a[c-4],a[c]),this._$);break;case 24:this.$={type:"PartialStatement",name:a[c-3],params:a[c-2],hash:a[c-
1],indent:"",strip:l.stripFlags(a[c-4],a[c]),loc:l.locInfo(this._$)};break;case 25:this.$=l.preparePartialBlock(a[c-2],a[c-
1],a[c],this._$);break;case 26:this.$={path:a[c-3],params:a[c-2],hash:a[c-1],strip:l.stripFlags(a[c-4],a[c])};break;case 27:
this.$=a[c];break;case 28:this.$=a[c];break;case 29:this.$={type:"SubExpression",path:a[c-3],params:a[c-2],hash:a[c-1],loc:l.
locInfo(this._$)};break;case 30:this.$={type:"Hash",pairs:a[c],loc:l.locInfo(this._$)};break;case 31:this.$={type:"HashP\
air",key:l.id(a[c-2]),value:a[c],loc:l.locInfo(this._$)};break;case 32:this.$=l.id(a[c-1]);break;case 33:this.$=a[c];break;case 34:
this.$=a[c];break;case 35:this.$={type:"StringLiteral",value:a[c],original:a[c],loc:l.locInfo(this._$)};break;case 36:this.
$={type:"NumberLiteral",value:Number(a[c]),original:Number(a[c]),loc:l.locInfo(this._$)};break;case 37:this.$={type:"Boo\
leanLiteral",value:a[c]==="true",original:a[c]==="true",loc:l.locInfo(this._$)};break;case 38:this.$={type:"UndefinedLit\
eral",original:void 0,value:void 0,loc:l.locInfo(this._$)};break;case 39:this.$={type:"NullLiteral",original:null,value:null,
loc:l.locInfo(this._$)};break;case 40:this.$=a[c];break;case 41:this.$=a[c];break;case 42:this.$=l.preparePath(!0,a[c],this.
_$);break;case 43:this.$=l.preparePath(!1,a[c],this._$);break;case 44:a[c-2].push({part:l.id(a[c]),original:a[c],separator:a[c-
1]}),this.$=a[c-2];break;case 45:this.$=[{part:l.id(a[c]),original:a[c]}];break;case 46:this.$=[];break;case 47:a[c-1].push(
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
2,18],90:[2,89],101:[2,53],104:[2,93],110:[2,19],111:[2,77],116:[2,97],119:[2,63],122:[2,69],135:[2,75],136:[2,32]},parseError:function(i,s){
throw new Error(i)},parse:function(i){var s=this,o=[0],l=[null],u=[],a=this.table,h="",c=0,g=0,w=0,E=2,L=1;this.lexer.setInput(
i),this.lexer.yy=this.yy,this.yy.lexer=this.lexer,this.yy.parser=this,typeof this.lexer.yylloc>"u"&&(this.lexer.yylloc={});
var I=this.lexer.yylloc;u.push(I);var B=this.lexer.options&&this.lexer.options.ranges;typeof this.yy.parseError=="functi\
on"&&(this.parseError=this.yy.parseError);function F(M){o.length=o.length-2*M,l.length=l.length-M,u.length=u.length-M}function C(){
var M;return M=s.lexer.lex()||1,typeof M!="number"&&(M=s.symbols_[M]||M),M}for(var p,f,d,m,_,P,v={},y,x,S,N;;){if(d=o[o.
length-1],this.defaultActions[d]?m=this.defaultActions[d]:((p===null||typeof p>"u")&&(p=C()),m=a[d]&&a[d][p]),typeof m>"\
u"||!m.length||!m[0]){var R="";if(!w){N=[];for(y in a[d])this.terminals_[y]&&y>2&&N.push("'"+this.terminals_[y]+"'");this.
lexer.showPosition?R="Parse error on line "+(c+1)+`:
`+this.lexer.showPosition()+`
Expecting `+N.join(", ")+", got '"+(this.terminals_[p]||p)+"'":R="Parse error on line "+(c+1)+": Unexpected "+(p==1?"end\
 of input":"'"+(this.terminals_[p]||p)+"'"),this.parseError(R,{text:this.lexer.match,token:this.terminals_[p]||p,line:this.
lexer.yylineno,loc:I,expected:N})}}if(m[0]instanceof Array&&m.length>1)throw new Error("Parse Error: multiple actions po\
ssible at state: "+d+", token: "+p);switch(m[0]){case 1:o.push(p),l.push(this.lexer.yytext),u.push(this.lexer.yylloc),o.
push(m[1]),p=null,f?(p=f,f=null):(g=this.lexer.yyleng,h=this.lexer.yytext,c=this.lexer.yylineno,I=this.lexer.yylloc,w>0&&
w--);break;case 2:if(x=this.productions_[m[1]][1],v.$=l[l.length-x],v._$={first_line:u[u.length-(x||1)].first_line,last_line:u[u.
length-1].last_line,first_column:u[u.length-(x||1)].first_column,last_column:u[u.length-1].last_column},B&&(v._$.range=[
u[u.length-(x||1)].range[0],u[u.length-1].range[1]]),P=this.performAction.call(v,h,g,c,this.yy,m[1],l,u),typeof P<"u")return P;
x&&(o=o.slice(0,-1*x*2),l=l.slice(0,-1*x),u=u.slice(0,-1*x)),o.push(this.productions_[m[1]][0]),l.push(v.$),u.push(v._$),
S=a[o[o.length-2]][o[o.length-1]],o.push(S);break;case 3:return!0}}return!0}},e=(function(){var r={EOF:1,parseError:function(s,o){
if(this.yy.parser)this.yy.parser.parseError(s,o);else throw new Error(s)},setInput:function(s){return this._input=s,this.
_more=this._less=this.done=!1,this.yylineno=this.yyleng=0,this.yytext=this.matched=this.match="",this.conditionStack=["I\
NITIAL"],this.yylloc={first_line:1,first_column:0,last_line:1,last_column:0},this.options.ranges&&(this.yylloc.range=[0,
0]),this.offset=0,this},input:function(){var s=this._input[0];this.yytext+=s,this.yyleng++,this.offset++,this.match+=s,this.
matched+=s;var o=s.match(/(?:\r\n?|\n).*/g);return o?(this.yylineno++,this.yylloc.last_line++):this.yylloc.last_column++,
this.options.ranges&&this.yylloc.range[1]++,this._input=this._input.slice(1),s},unput:function(s){var o=s.length,l=s.split(
/(?:\r\n?|\n)/g);this._input=s+this._input,this.yytext=this.yytext.substr(0,this.yytext.length-o-1),this.offset-=o;var u=this.
match.split(/(?:\r\n?|\n)/g);this.match=this.match.substr(0,this.match.length-1),this.matched=this.matched.substr(0,this.
matched.length-1),l.length-1&&(this.yylineno-=l.length-1);var a=this.yylloc.range;return this.yylloc={first_line:this.yylloc.
first_line,last_line:this.yylineno+1,first_column:this.yylloc.first_column,last_column:l?(l.length===u.length?this.yylloc.
first_column:0)+u[u.length-l.length].length-l[0].length:this.yylloc.first_column-o},this.options.ranges&&(this.yylloc.range=
[a[0],a[0]+this.yyleng-o]),this},more:function(){return this._more=!0,this},less:function(s){this.unput(this.match.slice(
s))},pastInput:function(){var s=this.matched.substr(0,this.matched.length-this.match.length);return(s.length>20?"...":"")+
s.substr(-20).replace(/\n/g,"")},upcomingInput:function(){var s=this.match;return s.length<20&&(s+=this._input.substr(0,
20-s.length)),(s.substr(0,20)+(s.length>20?"...":"")).replace(/\n/g,"")},showPosition:function(){var s=this.pastInput(),
o=new Array(s.length+1).join("-");return s+this.upcomingInput()+`
`+o+"^"},next:function(){if(this.done)return this.EOF;this._input||(this.done=!0);var s,o,l,u,a,h;this._more||(this.yytext=
"",this.match="");for(var c=this._currentRules(),g=0;g<c.length&&(l=this._input.match(this.rules[c[g]]),!(l&&(!o||l[0].length>
o[0].length)&&(o=l,u=g,!this.options.flex)));g++);return o?(h=o[0].match(/(?:\r\n?|\n).*/g),h&&(this.yylineno+=h.length),
this.yylloc={first_line:this.yylloc.last_line,last_line:this.yylineno+1,first_column:this.yylloc.last_column,last_column:h?
h[h.length-1].length-h[h.length-1].match(/\r?\n?/)[0].length:this.yylloc.last_column+o[0].length},this.yytext+=o[0],this.
match+=o[0],this.matches=o,this.yyleng=this.yytext.length,this.options.ranges&&(this.yylloc.range=[this.offset,this.offset+=
this.yyleng]),this._more=!1,this._input=this._input.slice(o[0].length),this.matched+=o[0],s=this.performAction.call(this,
this.yy,this,c[u],this.conditionStack[this.conditionStack.length-1]),this.done&&this._input&&(this.done=!1),s||void 0):this.
_input===""?this.EOF:this.parseError("Lexical error on line "+(this.yylineno+1)+`. Unrecognized text.
`+this.showPosition(),{text:"",token:null,line:this.yylineno})},lex:function(){var s=this.next();return typeof s<"u"?s:this.
lex()},begin:function(s){this.conditionStack.push(s)},popState:function(){return this.conditionStack.pop()},_currentRules:function(){
return this.conditions[this.conditionStack[this.conditionStack.length-1]].rules},topState:function(){return this.conditionStack[this.
conditionStack.length-2]},pushState:function(s){this.begin(s)}};return r.options={},r.performAction=function(s,o,l,u){function a(c,g){
return o.yytext=o.yytext.substring(c,o.yyleng-g+c)}var h=u;switch(l){case 0:if(o.yytext.slice(-2)==="\\\\"?(a(0,1),this.
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
return 5}},r.rules=[/^(?:[^\x00]*?(?=(\{\{)))/,/^(?:[^\x00]+)/,/^(?:[^\x00]{2,}?(?=(\{\{|\\\{\{|\\\\\{\{|$)))/,/^(?:\{\{\{\{(?=[^\/]))/,
/^(?:\{\{\{\{\/[^\s!"#%-,\.\/;->@\[-\^`\{-~]+(?=[=}\s\/.])\}\}\}\})/,/^(?:[^\x00]+?(?=(\{\{\{\{)))/,/^(?:[\s\S]*?--(~)?\}\})/,
/^(?:\()/,/^(?:\))/,/^(?:\{\{\{\{)/,/^(?:\}\}\}\})/,/^(?:\{\{(~)?>)/,/^(?:\{\{(~)?#>)/,/^(?:\{\{(~)?#\*?)/,/^(?:\{\{(~)?\/)/,
/^(?:\{\{(~)?\^\s*(~)?\}\})/,/^(?:\{\{(~)?\s*else\s*(~)?\}\})/,/^(?:\{\{(~)?\^)/,/^(?:\{\{(~)?\s*else\b)/,/^(?:\{\{(~)?\{)/,
/^(?:\{\{(~)?&)/,/^(?:\{\{(~)?!--)/,/^(?:\{\{(~)?![\s\S]*?\}\})/,/^(?:\{\{(~)?\*?)/,/^(?:=)/,/^(?:\.\.)/,/^(?:\.(?=([=~}\s\/.)|])))/,
/^(?:[\/.])/,/^(?:\s+)/,/^(?:\}(~)?\}\})/,/^(?:(~)?\}\})/,/^(?:"(\\["]|[^"])*")/,/^(?:'(\\[']|[^'])*')/,/^(?:@)/,/^(?:true(?=([~}\s)])))/,
/^(?:false(?=([~}\s)])))/,/^(?:undefined(?=([~}\s)])))/,/^(?:null(?=([~}\s)])))/,/^(?:-?[0-9]+(?:\.[0-9]+)?(?=([~}\s)])))/,
/^(?:as\s+\|)/,/^(?:\|)/,/^(?:([^\s!"#%-,\.\/;->@\[-\^`\{-~]+(?=([=~}\s\/.)|]))))/,/^(?:\[(\\\]|[^\]])*\])/,/^(?:.)/,/^(?:$)/],
r.conditions={mu:{rules:[7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,
40,41,42,43,44],inclusive:!1},emu:{rules:[2],inclusive:!1},com:{rules:[6],inclusive:!1},raw:{rules:[3,4,5],inclusive:!1},
INITIAL:{rules:[0,1,44],inclusive:!0}},r})();t.lexer=e;function n(){this.yy={}}return n.prototype=t,t.Parser=n,new n})();
pt.default=ra;zr.exports=pt.default});var rn=O(nn=>{"use strict";nn.__esModule=!0;var ia=["Program","BlockStatement","DecoratorBlock","PartialStatement","Part\
ialBlockStatement","Decorator","MustacheStatement","ContentStatement","CommentStatement","SubExpression","PathExpression",
"StringLiteral","NumberLiteral","BooleanLiteral","UndefinedLiteral","NullLiteral","Hash","HashPair"];nn.NODE_TYPES=ia});var on=O((dt,Zr)=>{"use strict";dt.__esModule=!0;function sa(t){return t&&t.__esModule?t:{default:t}}var oa=U(),sn=sa(oa),
aa=H(),la=rn();function ft(){this.parents=[]}function Jr(t,e){return aa.indexOf(la.NODE_TYPES,e)!==-1||!(e in ft.prototype)&&
typeof t[e]=="function"}ft.prototype={constructor:ft,mutating:!1,acceptKey:function(e,n){var r=this.accept(e[n]);if(this.
mutating){if(r&&!Jr(this,r.type))throw new sn.default('Unexpected node type "'+r.type+'" found when accepting '+n+" on "+
e.type);e[n]=r}},acceptRequired:function(e,n){if(this.acceptKey(e,n),!e[n])throw new sn.default(e.type+" requires "+n)},
acceptArray:function(e){for(var n=0,r=e.length;n<r;n++)this.acceptKey(e,n),e[n]||(e.splice(n,1),n--,r--)},accept:function(e){
if(e){if(!Jr(this,e.type)||!this[e.type])throw new sn.default("Unknown type: "+e.type,e);this.current&&this.parents.unshift(
this.current),this.current=e;var n=this[e.type](e);if(this.current=this.parents.shift(),!this.mutating||n)return n;if(n!==
!1)return e}},Program:function(e){this.acceptArray(e.body)},MustacheStatement:ht,Decorator:ht,BlockStatement:Yr,DecoratorBlock:Yr,
PartialStatement:Xr,PartialBlockStatement:function(e){Xr.call(this,e),this.acceptKey(e,"program")},ContentStatement:function(){},
CommentStatement:function(){},SubExpression:ht,PathExpression:function(){},StringLiteral:function(){},NumberLiteral:function(){},
BooleanLiteral:function(){},UndefinedLiteral:function(){},NullLiteral:function(){},Hash:function(e){this.acceptArray(e.pairs)},
HashPair:function(e){this.acceptRequired(e,"value")}};function ht(t){this.acceptRequired(t,"path"),this.acceptArray(t.params),
this.acceptKey(t,"hash")}function Yr(t){ht.call(this,t),this.acceptKey(t,"program"),this.acceptKey(t,"inverse")}function Xr(t){
this.acceptRequired(t,"name"),this.acceptArray(t.params),this.acceptKey(t,"hash")}dt.default=ft;Zr.exports=dt.default});var ei=O((mt,Qr)=>{"use strict";mt.__esModule=!0;function ua(t){return t&&t.__esModule?t:{default:t}}var ca=on(),pa=ua(ca);
function X(){var t=arguments.length<=0||arguments[0]===void 0?{}:arguments[0];this.options=t}X.prototype=new pa.default;
X.prototype.Program=function(t){var e=!this.options.ignoreStandalone,n=!this.isRootSeen;this.isRootSeen=!0;for(var r=t.body,
i=0,s=r.length;i<s;i++){var o=r[i],l=this.accept(o);if(l){var u=an(r,i,n),a=ln(r,i,n),h=l.openStandalone&&u,c=l.closeStandalone&&
a,g=l.inlineStandalone&&u&&a;l.close&&ce(r,i,!0),l.open&&ne(r,i,!0),e&&g&&(ce(r,i),ne(r,i)&&o.type==="PartialStatement"&&
(o.indent=/(?:^|[^ \t])([ \t]+)$/.exec(r[i-1].original)[1])),e&&h&&(ce((o.program||o.inverse).body),ne(r,i)),e&&c&&(ce(r,
i),ne((o.inverse||o.program).body))}}return t};X.prototype.BlockStatement=X.prototype.DecoratorBlock=X.prototype.PartialBlockStatement=
function(t){this.accept(t.program),this.accept(t.inverse);var e=t.program||t.inverse,n=t.program&&t.inverse,r=n,i=n;if(n&&
n.chained)for(r=n.body[0].program;i.chained;)i=i.body[i.body.length-1].program;var s={open:t.openStrip.open,close:t.closeStrip.
close,openStandalone:ln(e.body),closeStandalone:an((r||e).body)};if(t.openStrip.close&&ce(e.body,null,!0),n){var o=t.inverseStrip;
o.open&&ne(e.body,null,!0),o.close&&ce(r.body,null,!0),t.closeStrip.open&&ne(i.body,null,!0),!this.options.ignoreStandalone&&
an(e.body)&&ln(r.body)&&(ne(e.body),ce(r.body))}else t.closeStrip.open&&ne(e.body,null,!0);return s};X.prototype.Decorator=
X.prototype.MustacheStatement=function(t){return t.strip};X.prototype.PartialStatement=X.prototype.CommentStatement=function(t){
var e=t.strip||{};return{inlineStandalone:!0,open:e.open,close:e.close}};function an(t,e,n){e===void 0&&(e=t.length);var r=t[e-
1],i=t[e-2];if(!r)return n;if(r.type==="ContentStatement")return(i||!n?/(?:^|\S)[^\S\n]*\n\s*$/:/^\s*$|(?:^|\S)[^\S\n]*\n\s*$/).
test(r.original)}function ln(t,e,n){e===void 0&&(e=-1);var r=t[e+1],i=t[e+2];if(!r)return n;if(r.type==="ContentStatemen\
t")return(i||!n?/^\s*?\r?\n/:/^\s*?(\r?\n|$)/).test(r.original)}function ce(t,e,n){var r=t[e==null?0:e+1];if(!(!r||r.type!==
"ContentStatement"||!n&&r.rightStripped)){var i=r.value;r.value=r.value.replace(n?/^\s+/:/^[ \t]*\r?\n?/,""),r.rightStripped=
r.value!==i}}function ne(t,e,n){var r=t[e==null?t.length-1:e-1];if(!(!r||r.type!=="ContentStatement"||!n&&r.leftStripped)){
var i=r.value;return r.value=r.value.replace(n?/(^|\S)\s+$/:/(^|[^ \t])[ \t]+$/,"$1"),r.leftStripped=r.value!==i,r.leftStripped}}
mt.default=X;Qr.exports=mt.default});var ti=O(V=>{"use strict";V.__esModule=!0;V.SourceLocation=da;V.id=ma;V.stripFlags=ga;V.stripComment=ba;V.preparePath=ka;
V.prepareMustache=ya;V.prepareRawBlock=va;V.prepareBlock=Sa;V.prepareProgram=Pa;V.preparePartialBlock=xa;function ha(t){
return t&&t.__esModule?t:{default:t}}var fa=U(),un=ha(fa);function cn(t,e){if(e=e.path?e.path.original:e,t.path.original!==
e){var n={loc:t.path.loc};throw new un.default(t.path.original+" doesn't match "+e,n)}}function da(t,e){this.source=t,this.
start={line:e.first_line,column:e.first_column},this.end={line:e.last_line,column:e.last_column}}function ma(t){return/^\[.*\]$/.
test(t)?t.substring(1,t.length-1):t}function ga(t,e){return{open:t.charAt(2)==="~",close:e.charAt(e.length-3)==="~"}}function ba(t){
return t.replace(/^\{\{~?!-?-?/,"").replace(/-?-?~?\}\}$/,"")}function ka(t,e,n){n=this.locInfo(n);for(var r=t?"@":"",i=[],
s=0,o=0,l=e.length;o<l;o++){var u=e[o].part,a=e[o].original!==u;if(r+=(e[o].separator||"")+u,!a&&(u===".."||u==="."||u===
"this")){if(i.length>0)throw new un.default("Invalid path: "+r,{loc:n});u===".."&&s++}else i.push(u)}return{type:"PathEx\
pression",data:t,depth:s,parts:i,original:r,loc:n}}function ya(t,e,n,r,i,s){var o=r.charAt(3)||r.charAt(2),l=o!=="{"&&o!==
"&",u=/\*/.test(r);return{type:u?"Decorator":"MustacheStatement",path:t,params:e,hash:n,escaped:l,strip:i,loc:this.locInfo(
s)}}function va(t,e,n,r){cn(t,n),r=this.locInfo(r);var i={type:"Program",body:e,strip:{},loc:r};return{type:"BlockStatem\
ent",path:t.path,params:t.params,hash:t.hash,program:i,openStrip:{},inverseStrip:{},closeStrip:{},loc:r}}function Sa(t,e,n,r,i,s){
r&&r.path&&cn(t,r);var o=/\*/.test(t.open);e.blockParams=t.blockParams;var l=void 0,u=void 0;if(n){if(o)throw new un.default(
"Unexpected inverse block on decorator",n);n.chain&&(n.program.body[0].closeStrip=r.strip),u=n.strip,l=n.program}return i&&
(i=l,l=e,e=i),{type:o?"DecoratorBlock":"BlockStatement",path:t.path,params:t.params,hash:t.hash,program:e,inverse:l,openStrip:t.
strip,inverseStrip:u,closeStrip:r&&r.strip,loc:this.locInfo(s)}}function Pa(t,e){if(!e&&t.length){var n=t[0].loc,r=t[t.length-
1].loc;n&&r&&(e={source:n.source,start:{line:n.start.line,column:n.start.column},end:{line:r.end.line,column:r.end.column}})}
return{type:"Program",body:t,strip:{},loc:e}}function xa(t,e,n,r){return cn(t,n),{type:"PartialBlockStatement",name:t.path,
params:t.params,hash:t.hash,program:e,openStrip:t.strip,closeStrip:n&&n.strip,loc:this.locInfo(r)}}});var ii=O(Le=>{"use strict";Le.__esModule=!0;Le.parseWithoutProcessing=ri;Le.parse=Aa;function _a(t){if(t&&t.__esModule)return t;
var e={};if(t!=null)for(var n in t)Object.prototype.hasOwnProperty.call(t,n)&&(e[n]=t[n]);return e.default=t,e}function ni(t){
return t&&t.__esModule?t:{default:t}}var wa=Gr(),pn=ni(wa),Ea=ei(),Oa=ni(Ea),Na=ti(),Ca=_a(Na),La=H();Le.parser=pn.default;
var gt={};La.extend(gt,Ca);function ri(t,e){if(t.type==="Program")return t;pn.default.yy=gt,gt.locInfo=function(r){return new gt.
SourceLocation(e&&e.srcName,r)};var n=pn.default.parse(t);return n}function Aa(t,e){var n=ri(t,e),r=new Oa.default(e);return r.
accept(n)}});var ui=O(Ie=>{"use strict";Ie.__esModule=!0;Ie.Compiler=dn;Ie.precompile=Ma;Ie.compile=Ha;function oi(t){return t&&t.__esModule?
t:{default:t}}var Ia=U(),ke=oi(Ia),re=H(),Ra=tn(),Ae=oi(Ra),Ta=rn(),Ba=[].slice;function dn(){}dn.prototype={compiler:dn,
equals:function(e){var n=this.opcodes.length;if(e.opcodes.length!==n)return!1;for(var r=0;r<n;r++){var i=this.opcodes[r],
s=e.opcodes[r];if(i.opcode!==s.opcode||!li(i.args,s.args))return!1}n=this.children.length;for(var r=0;r<n;r++)if(!this.children[r].
equals(e.children[r]))return!1;return!0},guid:0,compile:function(e,n){return this.sourceNode=[],this.opcodes=[],this.children=
[],this.options=n,this.stringParams=n.stringParams,this.trackIds=n.trackIds,n.blockParams=n.blockParams||[],n.knownHelpers=
re.extend(Object.create(null),{helperMissing:!0,blockHelperMissing:!0,each:!0,if:!0,unless:!0,with:!0,log:!0,lookup:!0},
n.knownHelpers),this.accept(e)},compileProgram:function(e){var n=new this.compiler,r=n.compile(e,this.options),i=this.guid++;
return this.usePartial=this.usePartial||r.usePartial,this.children[i]=r,this.useDepths=this.useDepths||r.useDepths,i},accept:function(e){
if(re.indexOf(Ta.NODE_TYPES,e.type)===-1||!this[e.type])throw new ke.default("Unknown type: "+e.type,e);this.sourceNode.
unshift(e);var n=this[e.type](e);return this.sourceNode.shift(),n},Program:function(e){Da(e),this.options.blockParams.unshift(
e.blockParams);for(var n=e.body,r=n.length,i=0;i<r;i++)this.accept(n[i]);return this.options.blockParams.shift(),this.isSimple=
r===1,this.blockParams=e.blockParams?e.blockParams.length:0,this},BlockStatement:function(e){si(e);var n=e.program,r=e.inverse;
n=n&&this.compileProgram(n),r=r&&this.compileProgram(r);var i=this.classifySexpr(e);i==="helper"?this.helperSexpr(e,n,r):
i==="simple"?(this.simpleSexpr(e),this.opcode("pushProgram",n),this.opcode("pushProgram",r),this.opcode("emptyHash"),this.
opcode("blockValue",e.path.original)):(this.ambiguousSexpr(e,n,r),this.opcode("pushProgram",n),this.opcode("pushProgram",
r),this.opcode("emptyHash"),this.opcode("ambiguousBlockValue")),this.opcode("append")},DecoratorBlock:function(e){var n=e.
program&&this.compileProgram(e.program),r=this.setupFullMustacheParams(e,n,void 0),i=e.path;this.useDecorators=!0,this.opcode(
"registerDecorator",r.length,i.original)},PartialStatement:function(e){this.usePartial=!0;var n=e.program;n&&(n=this.compileProgram(
e.program));var r=e.params;if(r.length>1)throw new ke.default("Unsupported number of partial arguments: "+r.length,e);r.
length||(this.options.explicitPartialContext?this.opcode("pushLiteral","undefined"):r.push({type:"PathExpression",parts:[],
depth:0}));var i=e.name.original,s=e.name.type==="SubExpression";s&&this.accept(e.name),this.setupFullMustacheParams(e,n,
void 0,!0);var o=e.indent||"";this.options.preventIndent&&o&&(this.opcode("appendContent",o),o=""),this.opcode("invokePa\
rtial",s,i,o),this.opcode("append")},PartialBlockStatement:function(e){this.PartialStatement(e)},MustacheStatement:function(e){
this.SubExpression(e),e.escaped&&!this.options.noEscape?this.opcode("appendEscaped"):this.opcode("append")},Decorator:function(e){
this.DecoratorBlock(e)},ContentStatement:function(e){if(e.value!=null&&typeof e.value!="string")throw ee(e,"value must b\
e a string");e.value&&this.opcode("appendContent",e.value)},CommentStatement:function(){},SubExpression:function(e){si(e);
var n=this.classifySexpr(e);n==="simple"?this.simpleSexpr(e):n==="helper"?this.helperSexpr(e):this.ambiguousSexpr(e)},ambiguousSexpr:function(e,n,r){
var i=e.path,s=i.parts[0],o=n!=null||r!=null;this.opcode("getContext",hn(i)),this.opcode("pushProgram",n),this.opcode("p\
ushProgram",r),i.strict=!0,this.accept(i),this.opcode("invokeAmbiguous",s,o)},simpleSexpr:function(e){var n=e.path;n.strict=
!0,this.accept(n),this.opcode("resolvePossibleLambda")},helperSexpr:function(e,n,r){var i=this.setupFullMustacheParams(e,
n,r),s=e.path,o=s.parts[0];if(this.options.knownHelpers[o])this.opcode("invokeKnownHelper",i.length,o);else{if(this.options.
knownHelpersOnly)throw new ke.default("You specified knownHelpersOnly, but used the unknown helper "+o,e);s.strict=!0,s.
falsy=!0,this.accept(s),this.opcode("invokeHelper",i.length,s.original,Ae.default.helpers.simpleId(s))}},PathExpression:function(e){
var n=hn(e),r=fn(e);this.addDepth(n),this.opcode("getContext",n);var i=r[0],s=Ae.default.helpers.scopedId(e),o=!n&&!s&&this.
blockParamIndex(i);o?this.opcode("lookupBlockParam",o,r):i?e.data?(this.options.data=!0,this.opcode("lookupData",n,r,e.strict)):
this.opcode("lookupOnContext",r,e.falsy,e.strict,s):this.opcode("pushContext")},StringLiteral:function(e){bt(e),this.opcode(
"pushString",e.value)},NumberLiteral:function(e){bt(e),this.opcode("pushLiteral",e.value)},BooleanLiteral:function(e){bt(
e),this.opcode("pushLiteral",e.value)},UndefinedLiteral:function(){this.opcode("pushLiteral","undefined")},NullLiteral:function(){
this.opcode("pushLiteral","null")},Hash:function(e){var n=e.pairs,r=0,i=void 0;if(!re.isArray(n))throw ee(e,"pairs must \
be an array");i=n.length;for(var s=0;s<i;s++)if(!n[s]||typeof n[s].key!="string")throw ee(e,"pair keys must be strings");
for(this.opcode("pushHash");r<i;r++)this.pushParam(n[r].value);for(;r--;)this.opcode("assignToHash",n[r].key);this.opcode(
"popHash")},opcode:function(e){this.opcodes.push({opcode:e,args:Ba.call(arguments,1),loc:this.sourceNode[0].loc})},addDepth:function(e){
e&&(this.useDepths=!0)},classifySexpr:function(e){fn(e.path);var n=Ae.default.helpers.simpleId(e.path),r=n&&!!this.blockParamIndex(
e.path.parts[0]),i=!r&&Ae.default.helpers.helperExpression(e),s=!r&&(i||n);if(s&&!i){var o=e.path.parts[0],l=this.options;
l.knownHelpers[o]?i=!0:l.knownHelpersOnly&&(s=!1)}return i?"helper":s?"ambiguous":"simple"},pushParams:function(e){for(var n=0,
r=e.length;n<r;n++)this.pushParam(e[n])},pushParam:function(e){bt(e);var n=e.value!=null?e.value:e.original||"",r=hn(e);
if(this.stringParams)typeof n!="number"&&typeof n!="boolean"&&(n=String(n)),n.replace&&(n=n.replace(/^(\.?\.\/)*/g,"").replace(
/\//g,".")),r&&this.addDepth(r),this.opcode("getContext",r),this.opcode("pushStringParam",n,e.type),e.type==="SubExpress\
ion"&&this.accept(e);else{if(this.trackIds){var i=void 0;if(e.parts&&!Ae.default.helpers.scopedId(e)&&!r&&(i=this.blockParamIndex(
fn(e)[0])),i){var s=e.parts.slice(1).join(".");this.opcode("pushId","BlockParam",i,s)}else n=e.original||n,n.replace&&(n=
n.replace(/^this(?:\.|$)/,"").replace(/^\.\//,"").replace(/^\.$/,"")),this.opcode("pushId",e.type,n)}this.accept(e)}},setupFullMustacheParams:function(e,n,r,i){
var s=e.params;return this.pushParams(s),this.opcode("pushProgram",n),this.opcode("pushProgram",r),e.hash?this.accept(e.
hash):this.opcode("emptyHash",i),s},blockParamIndex:function(e){for(var n=0,r=this.options.blockParams.length;n<r;n++){var i=this.
options.blockParams[n],s=i&&re.indexOf(i,e);if(i&&s>=0)return[n,s]}}};function Ma(t,e,n){if(t==null||typeof t!="string"&&
t.type!=="Program")throw new ke.default("You must pass a string or Handlebars AST to Handlebars.precompile. You passed "+
t);e=e||{},"data"in e||(e.data=!0),e.compat&&(e.useDepths=!0);var r=n.parse(t,e),i=new n.Compiler().compile(r,e);return new n.
JavaScriptCompiler().compile(i,e)}function Ha(t,e,n){if(e===void 0&&(e={}),t==null||typeof t!="string"&&t.type!=="Progra\
m")throw new ke.default("You must pass a string or Handlebars AST to Handlebars.compile. You passed "+t);e=re.extend({},
e),"data"in e||(e.data=!0),e.compat&&(e.useDepths=!0);var r=void 0;function i(){var o=n.parse(t,e),l=new n.Compiler().compile(
o,e),u=new n.JavaScriptCompiler().compile(l,e,void 0,!0);return n.template(u)}function s(o,l){return r||(r=i()),r.call(this,
o,l)}return s._setup=function(o){return r||(r=i()),r._setup(o)},s._child=function(o,l,u,a){return r||(r=i()),r._child(o,
l,u,a)},s}function ee(t,e){return new ke.default("Invalid AST: "+t.type+" "+e,t)}function hn(t){var e=t.depth;if(e==null)
return 0;if(typeof e!="number"||!isFinite(e)||Math.floor(e)!==e||e<0)throw ee(t,"depth must be a non-negative integer");
return e}function bt(t){var e=t.value;if(t.type==="StringLiteral"&&typeof e!="string")throw ee(t,"value must be a string");
if(t.type==="NumberLiteral"&&typeof e!="number")throw ee(t,"value must be a number");if(t.type==="BooleanLiteral"&&typeof e!=
"boolean")throw ee(t,"value must be a boolean")}function ai(t,e,n){if(!re.isArray(e))throw ee(t,n+" must be an array");for(var r=0;r<
e.length;r++)if(typeof e[r]!="string")throw ee(t,n+" must only contain strings");return e}function fn(t){return ai(t,t.parts,
"parts")}function Da(t){t.blockParams!=null&&ai(t,t.blockParams,"blockParams")}function li(t,e){if(t===e)return!0;if(re.
isArray(t)&&re.isArray(e)&&t.length===e.length){for(var n=0;n<t.length;n++)if(!li(t[n],e[n]))return!1;return!0}}function si(t){
if(!t.path.parts){var e=t.path;t.path={type:"PathExpression",data:!1,depth:0,parts:[e.original+""],original:e.original+"",
loc:e.loc}}}});var pi=O((bu,ci)=>{ci.exports={}});var mi=O(kt=>{"use strict";kt.__esModule=!0;kt.safeJsonLiteral=fi;var gn=H(),Fa=/[\x00-\x1f\\"\u2028\u2029<\ud800-\udfff]/,
$a=/<(?=!--|\/?script)/gi;function qa(t){return t.replace($a,"\\u003C")}function ja(t){return"\\u"+t.charCodeAt(0).toString(
16)}function fi(t){return qa(JSON.stringify(t).replace(/\u2028/g,"\\u2028").replace(/\u2029/g,"\\u2029").replace(/[\ud800-\udfff]/g,
ja))}var pe=void 0;try{(typeof define!="function"||!define.amd)&&(hi=pi(),pe=hi.SourceNode)}catch{}var hi;pe||(pe=function(t,e,n,r){
this.src="",r&&this.add(r)},pe.prototype={add:function(e){gn.isArray(e)&&(e=e.join("")),this.src+=e},prepend:function(e){
gn.isArray(e)&&(e=e.join("")),this.src=e+this.src},toStringWithSourceMap:function(){return{code:this.toString()}},toString:function(){
return this.src}});function mn(t,e,n){if(gn.isArray(t)){for(var r=[],i=0,s=t.length;i<s;i++)r.push(e.wrap(t[i],n));return r}else if(typeof t==
"boolean"||typeof t=="number")return t+"";return t}function di(t){this.srcFile=t,this.source=[]}di.prototype={isEmpty:function(){
return!this.source.length},prepend:function(e,n){this.source.unshift(this.wrap(e,n))},push:function(e,n){this.source.push(
this.wrap(e,n))},merge:function(){var e=this.empty();return this.each(function(n){e.add(["  ",n,`
`])}),e},each:function(e){for(var n=0,r=this.source.length;n<r;n++)e(this.source[n])},empty:function(){var e=this.currentLocation||
{start:{}};return new pe(e.start.line,e.start.column,this.srcFile)},wrap:function(e){var n=arguments.length<=1||arguments[1]===
void 0?this.currentLocation||{start:{}}:arguments[1];return e instanceof pe?e:(e=mn(e,this,n),new pe(n.start.line,n.start.
column,this.srcFile,e))},functionCall:function(e,n,r){return r=this.generateList(r),this.wrap([e,n?"."+n+"(":"(",r,")"])},
quotedString:function(e){return e=e+"",Fa.test(e)?fi(e):'"'+e+'"'},objectLiteral:function(e){var n=this,r=[];Object.keys(
e).forEach(function(s){var o=mn(e[s],n);o!=="undefined"&&r.push([n.quotedString(s),":",o])});var i=this.generateList(r);
return i.prepend("{"),i.add("}"),i},generateList:function(e){for(var n=this.empty(),r=0,i=e.length;r<i;r++)r&&n.add(","),
n.add(mn(e[r],this));return n},generateArray:function(e){var n=this.generateList(e);return n.prepend("["),n.add("]"),n}};
kt.default=di});var Pi=O((yt,Si)=>{"use strict";yt.__esModule=!0;function ki(t){return t&&t.__esModule?t:{default:t}}var gi=it(),Ua=U(),
bn=ki(Ua),Va=H(),yi=mi(),bi=ki(yi);function ye(t){this.value=t}function ve(){}ve.prototype={nameLookup:function(e,n){return this.
internalNameLookup(e,n)},depthedLookup:function(e){return[this.aliasable("container.lookup"),"(depths, ",this.quotedString(
e),")"]},compilerInfo:function(){var e=gi.COMPILER_REVISION,n=gi.REVISION_CHANGES[e];return[e,n]},appendToBuffer:function(e,n,r){
return Va.isArray(e)||(e=[e]),e=this.source.wrap(e,n),this.environment.isSimple?["return ",e,";"]:r?["buffer += ",e,";"]:
(e.appendToBuffer=!0,e)},initializeBuffer:function(){return this.quotedString("")},internalNameLookup:function(e,n){return this.
lookupPropertyFunctionIsUsed=!0,["lookupProperty(",e,",",this.quotedString(n),")"]},lookupPropertyFunctionIsUsed:!1,compile:function(e,n,r,i){
this.environment=e,this.options=n,this.stringParams=this.options.stringParams,this.trackIds=this.options.trackIds,this.precompile=
!i,this.name=this.environment.name,this.isChild=!!r,this.context=r||{decorators:[],programs:[],environments:[]},this.preamble(),
this.stackSlot=0,this.stackVars=[],this.aliases={},this.registers={list:[]},this.hashes=[],this.compileStack=[],this.inlineStack=
[],this.blockParams=[],this.compileChildren(e,n),this.useDepths=this.useDepths||e.useDepths||e.useDecorators||this.options.
compat,this.useBlockParams=this.useBlockParams||e.useBlockParams;var s=e.opcodes,o=void 0,l=void 0,u=void 0,a=void 0;for(u=
0,a=s.length;u<a;u++)o=s[u],this.source.currentLocation=o.loc,l=l||o.loc,this[o.opcode].apply(this,o.args);if(this.source.
currentLocation=l,this.pushSource(""),this.stackSlot||this.inlineStack.length||this.compileStack.length)throw new bn.default(
"Compile completed with content left on stack");this.decorators.isEmpty()?this.decorators=void 0:(this.useDecorators=!0,
this.decorators.prepend(["var decorators = container.decorators, ",this.lookupPropertyFunctionVarDeclaration(),`;
`]),this.decorators.push("return fn;"),i?this.decorators=Function.apply(this,["fn","props","container","depth0","data","\
blockParams","depths",this.decorators.merge()]):(this.decorators.prepend(`function(fn, props, container, depth0, data, b\
lockParams, depths) {
`),this.decorators.push(`}
`),this.decorators=this.decorators.merge()));var h=this.createFunctionContext(i);if(this.isChild)return h;var c={compiler:this.
compilerInfo(),main:h};this.decorators&&(c.main_d=this.decorators,c.useDecorators=!0);var g=this.context,w=g.programs,E=g.
decorators;for(u=0,a=w.length;u<a;u++)c[u]=w[u],E[u]&&(c[u+"_d"]=E[u],c.useDecorators=!0);return this.environment.usePartial&&
(c.usePartial=!0),this.options.data&&(c.useData=!0),this.useDepths&&(c.useDepths=!0),this.useBlockParams&&(c.useBlockParams=
!0),this.options.compat&&(c.compat=!0),i?c.compilerOptions=this.options:(c.compiler=JSON.stringify(c.compiler),this.source.
currentLocation={start:{line:1,column:0}},c=this.objectLiteral(c),n.srcName?(c=c.toStringWithSourceMap({file:n.destName}),
c.map=c.map&&c.map.toString()):c=c.toString()),c},preamble:function(){this.lastContext=0,this.source=new bi.default(this.
options.srcName),this.decorators=new bi.default(this.options.srcName)},createFunctionContext:function(e){var n=this,r="",
i=this.stackVars.concat(this.registers.list);i.length>0&&(r+=", "+i.join(", "));var s=0;Object.keys(this.aliases).forEach(
function(u){var a=n.aliases[u];a.children&&a.referenceCount>1&&(r+=", alias"+ ++s+"="+u,a.children[0]="alias"+s)}),this.
lookupPropertyFunctionIsUsed&&(r+=", "+this.lookupPropertyFunctionVarDeclaration());var o=["container","depth0","helpers",
"partials","data"];(this.useBlockParams||this.useDepths)&&o.push("blockParams"),this.useDepths&&o.push("depths");var l=this.
mergeSource(r);return e?(o.push(l),Function.apply(this,o)):this.source.wrap(["function(",o.join(","),`) {
  `,l,"}"])},mergeSource:function(e){var n=this.environment.isSimple,r=!this.forceBuffer,i=void 0,s=void 0,o=void 0,l=void 0;
return this.source.each(function(u){u.appendToBuffer?(o?u.prepend("  + "):o=u,l=u):(o&&(s?o.prepend("buffer += "):i=!0,l.
add(";"),o=l=void 0),s=!0,n||(r=!1))}),r?o?(o.prepend("return "),l.add(";")):s||this.source.push('return "";'):(e+=", bu\
ffer = "+(i?"":this.initializeBuffer()),o?(o.prepend("return buffer + "),l.add(";")):this.source.push("return buffer;")),
e&&this.source.prepend("var "+e.substring(2)+(i?"":`;
`)),this.source.merge()},lookupPropertyFunctionVarDeclaration:function(){return`
      lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    }
    `.trim()},blockValue:function(e){var n=this.aliasable("container.hooks.blockHelperMissing"),r=[this.contextName(0)];
this.setupHelperArgs(e,0,r);var i=this.popStack();r.splice(1,0,i),this.push(this.source.functionCall(n,"call",r))},ambiguousBlockValue:function(){
var e=this.aliasable("container.hooks.blockHelperMissing"),n=[this.contextName(0)];this.setupHelperArgs("",0,n,!0),this.
flushInline();var r=this.topStack();n.splice(1,0,r),this.pushSource(["if (!",this.lastHelper,") { ",r," = ",this.source.
functionCall(e,"call",n),"}"])},appendContent:function(e){this.pendingContent?e=this.pendingContent+e:this.pendingLocation=
this.source.currentLocation,this.pendingContent=e},append:function(){if(this.isInline())this.replaceStack(function(n){return[
" != null ? ",n,' : ""']}),this.pushSource(this.appendToBuffer(this.popStack()));else{var e=this.popStack();this.pushSource(
["if (",e," != null) { ",this.appendToBuffer(e,void 0,!0)," }"]),this.environment.isSimple&&this.pushSource(["else { ",this.
appendToBuffer("''",void 0,!0)," }"])}},appendEscaped:function(){this.pushSource(this.appendToBuffer([this.aliasable("co\
ntainer.escapeExpression"),"(",this.popStack(),")"]))},getContext:function(e){this.lastContext=e},pushContext:function(){
this.pushStackLiteral(this.contextName(this.lastContext))},lookupOnContext:function(e,n,r,i){var s=0;!i&&this.options.compat&&
!this.lastContext?this.push(this.depthedLookup(e[s++])):this.pushContext(),this.resolvePath("context",e,s,n,r)},lookupBlockParam:function(e,n){
this.useBlockParams=!0,this.push(["blockParams[",e[0],"][",e[1],"]"]),this.resolvePath("context",n,1)},lookupData:function(e,n,r){
e?this.pushStackLiteral("container.data(data, "+e+")"):this.pushStackLiteral("data"),this.resolvePath("data",n,0,!0,r)},
resolvePath:function(e,n,r,i,s){var o=this;if(this.options.strict||this.options.assumeObjects){this.push(Ka(this.options.
strict&&s,this,n,r,e));return}for(var l=n.length,u=function(h){o.replaceStack(function(c){var g=o.nameLookup(c,n[h],e);return i?
[" && ",g]:[" != null ? ",g," : ",c]})},a=r;a<l;a++)u(a)},resolvePossibleLambda:function(){this.push([this.aliasable("co\
ntainer.lambda"),"(",this.popStack(),", ",this.contextName(0),")"])},pushStringParam:function(e,n){this.pushContext(),this.
pushString(n),n!=="SubExpression"&&(typeof e=="string"?this.pushString(e):this.pushStackLiteral(e))},emptyHash:function(e){
this.trackIds&&this.push("{}"),this.stringParams&&(this.push("{}"),this.push("{}")),this.pushStackLiteral(e?"undefined":
"{}")},pushHash:function(){this.hash&&this.hashes.push(this.hash),this.hash={values:{},types:[],contexts:[],ids:[]}},popHash:function(){
var e=this.hash;this.hash=this.hashes.pop(),this.trackIds&&this.push(this.objectLiteral(e.ids)),this.stringParams&&(this.
push(this.objectLiteral(e.contexts)),this.push(this.objectLiteral(e.types))),this.push(this.objectLiteral(e.values))},pushString:function(e){
this.pushStackLiteral(this.quotedString(e))},pushLiteral:function(e){this.pushStackLiteral(e)},pushProgram:function(e){e!=
null?this.pushStackLiteral(this.programExpression(e)):this.pushStackLiteral(null)},registerDecorator:function(e,n){var r=this.
nameLookup("decorators",n,"decorator"),i=this.setupHelperArgs(n,e);this.decorators.push(["var decorator = ",r,";"]),this.
decorators.push(['if (typeof decorator !== "function") { throw new Error(',this.quotedString('Missing decorator: "'+n+'"'),
"); }"]),this.decorators.push(["fn = ",this.decorators.functionCall("decorator","",["fn","props","container",i])," || fn\
;"])},invokeHelper:function(e,n,r){var i=this.popStack(),s=this.setupHelper(e,n),o=[];r&&o.push(s.name),o.push(i),this.options.
strict||o.push(this.aliasable("container.hooks.helperMissing"));var l=["(",this.itemsSeparatedBy(o,"||"),")"],u=this.source.
functionCall(l,"call",s.callParams);this.push(u)},itemsSeparatedBy:function(e,n){var r=[];r.push(e[0]);for(var i=1;i<e.length;i++)
r.push(n,e[i]);return r},invokeKnownHelper:function(e,n){var r=this.setupHelper(e,n);this.push(this.source.functionCall(
r.name,"call",r.callParams))},invokeAmbiguous:function(e,n){this.useRegister("helper");var r=this.popStack();this.emptyHash();
var i=this.setupHelper(0,e,n),s=this.lastHelper=this.nameLookup("helpers",e,"helper"),o=["(","(helper = ",s," || ",r,")"];
this.options.strict||(o[0]="(helper = ",o.push(" != null ? helper : ",this.aliasable("container.hooks.helperMissing"))),
this.push(["(",o,i.paramsInit?["),(",i.paramsInit]:[],"),","(typeof helper === ",this.aliasable('"function"')," ? ",this.
source.functionCall("helper","call",i.callParams)," : helper))"])},invokePartial:function(e,n,r){var i=[],s=this.setupParams(
n,1,i);e&&(n=this.popStack(),delete s.name),r&&(s.indent=this.quotedString(r)),s.helpers="helpers",s.partials="partials",
s.decorators="container.decorators",e?i.unshift(n):i.unshift(this.nameLookup("partials",n,"partial")),this.options.compat&&
(s.depths="depths"),s=this.objectLiteral(s),i.push(s),this.push(this.source.functionCall("container.invokePartial","",i))},
assignToHash:function(e){var n=this.popStack(),r=void 0,i=void 0,s=void 0;this.trackIds&&(s=this.popStack()),this.stringParams&&
(i=this.popStack(),r=this.popStack());var o=this.hash;r&&(o.contexts[e]=r),i&&(o.types[e]=i),s&&(o.ids[e]=s),o.values[e]=
n},pushId:function(e,n,r){e==="BlockParam"?this.pushStackLiteral("blockParams["+n[0]+"].path["+n[1]+"]"+(r?" + "+this.quotedString(
"."+r):"")):e==="PathExpression"?this.pushString(n):e==="SubExpression"?this.pushStackLiteral("true"):this.pushStackLiteral(
"null")},compiler:ve,compileChildren:function(e,n){for(var r=e.children,i=void 0,s=void 0,o=0,l=r.length;o<l;o++){i=r[o],
s=new this.compiler;var u=this.matchExistingProgram(i);if(u==null){var a=this.context.programs.push("")-1;i.index=a,i.name=
"program"+a,this.context.programs[a]=s.compile(i,n,this.context,!this.precompile),this.context.decorators[a]=s.decorators,
this.context.environments[a]=i,this.useDepths=this.useDepths||s.useDepths,this.useBlockParams=this.useBlockParams||s.useBlockParams,
i.useDepths=this.useDepths,i.useBlockParams=this.useBlockParams}else i.index=u.index,i.name="program"+u.index,this.useDepths=
this.useDepths||u.useDepths,this.useBlockParams=this.useBlockParams||u.useBlockParams}},matchExistingProgram:function(e){
for(var n=0,r=this.context.environments.length;n<r;n++){var i=this.context.environments[n];if(i&&i.equals(e))return i}},
programExpression:function(e){var n=this.environment.children[e],r=[n.index,"data",n.blockParams];return(this.useBlockParams||
this.useDepths)&&r.push("blockParams"),this.useDepths&&r.push("depths"),"container.program("+r.join(", ")+")"},useRegister:function(e){
this.registers[e]||(this.registers[e]=!0,this.registers.list.push(e))},push:function(e){return e instanceof ye||(e=this.
source.wrap(e)),this.inlineStack.push(e),e},pushStackLiteral:function(e){this.push(new ye(e))},pushSource:function(e){this.
pendingContent&&(this.source.push(this.appendToBuffer(this.source.quotedString(this.pendingContent),this.pendingLocation)),
this.pendingContent=void 0),e&&this.source.push(e)},replaceStack:function(e){var n=["("],r=void 0,i=void 0,s=void 0;if(!this.
isInline())throw new bn.default("replaceStack on non-inline");var o=this.popStack(!0);if(o instanceof ye)r=[o.value],n=[
"(",r],s=!0;else{i=!0;var l=this.incrStack();n=["((",this.push(l)," = ",o,")"],r=this.topStack()}var u=e.call(this,r);s||
this.popStack(),i&&this.stackSlot--,this.push(n.concat(u,")"))},incrStack:function(){return this.stackSlot++,this.stackSlot>
this.stackVars.length&&this.stackVars.push("stack"+this.stackSlot),this.topStackName()},topStackName:function(){return"s\
tack"+this.stackSlot},flushInline:function(){var e=this.inlineStack;this.inlineStack=[];for(var n=0,r=e.length;n<r;n++){
var i=e[n];if(i instanceof ye)this.compileStack.push(i);else{var s=this.incrStack();this.pushSource([s," = ",i,";"]),this.
compileStack.push(s)}}},isInline:function(){return this.inlineStack.length},popStack:function(e){var n=this.isInline(),r=(n?
this.inlineStack:this.compileStack).pop();if(!e&&r instanceof ye)return r.value;if(!n){if(!this.stackSlot)throw new bn.default(
"Invalid stack pop");this.stackSlot--}return r},topStack:function(){var e=this.isInline()?this.inlineStack:this.compileStack,
n=e[e.length-1];return n instanceof ye?n.value:n},contextName:function(e){return this.useDepths&&e?"depths["+e+"]":"dept\
h"+e},quotedString:function(e){return this.source.quotedString(e)},objectLiteral:function(e){return this.source.objectLiteral(
e)},aliasable:function(e){var n=this.aliases[e];return n?(n.referenceCount++,n):(n=this.aliases[e]=this.source.wrap(e),n.
aliasable=!0,n.referenceCount=1,n)},setupHelper:function(e,n,r){var i=[],s=this.setupHelperArgs(n,e,i,r),o=this.nameLookup(
"helpers",n,"helper"),l=this.aliasable(this.contextName(0)+" != null ? "+this.contextName(0)+" : (container.nullContext \
|| {})");return{params:i,paramsInit:s,name:o,callParams:[l].concat(i)}},setupParams:function(e,n,r){var i={},s=[],o=[],l=[],
u=!r,a=void 0;u&&(r=[]),i.name=this.quotedString(e),i.hash=this.popStack(),this.trackIds&&(i.hashIds=this.popStack()),this.
stringParams&&(i.hashTypes=this.popStack(),i.hashContexts=this.popStack());var h=this.popStack(),c=this.popStack();(c||h)&&
(i.fn=c||"container.noop",i.inverse=h||"container.noop");for(var g=n;g--;)a=this.popStack(),r[g]=a,this.trackIds&&(l[g]=
this.popStack()),this.stringParams&&(o[g]=this.popStack(),s[g]=this.popStack());return u&&(i.args=this.source.generateArray(
r)),this.trackIds&&(i.ids=this.source.generateArray(l)),this.stringParams&&(i.types=this.source.generateArray(o),i.contexts=
this.source.generateArray(s)),this.options.data&&(i.data="data"),this.useBlockParams&&(i.blockParams="blockParams"),i},setupHelperArgs:function(e,n,r,i){
var s=this.setupParams(e,n,r);return s.loc=vi(this),s=this.objectLiteral(s),i?(this.useRegister("options"),r.push("optio\
ns"),["options=",s]):r?(r.push(s),""):s}};(function(){for(var t="break else new var case finally return void catch for s\
witch while continue function this with default if throw delete in try do instanceof typeof abstract enum int short bool\
ean export interface static byte extends long super char final native synchronized class float package throws const goto\
 private transient debugger implements protected volatile double import public let yield await null true false".split(" "),
e=ve.RESERVED_WORDS={},n=0,r=t.length;n<r;n++)e[t[n]]=!0})();ve.isValidJavaScriptVariableName=function(t){return!ve.RESERVED_WORDS[t]&&
/^[a-zA-Z_$][0-9a-zA-Z_$]*$/.test(t)};function vi(t){var e=t.source.currentLocation;return e?yi.safeJsonLiteral(e):"unde\
fined"}function Ka(t,e,n,r,i){var s=e.popStack(),o=n.length;t&&o--;for(var l=r;l<o;l++)s=e.nameLookup(s,n[l],i);return t?
[e.aliasable("container.strict"),"(",s,", ",e.quotedString(n[o]),", ",vi(e)," )"]:s}yt.default=ve;Si.exports=yt.default});var wi=O((vt,_i)=>{"use strict";vt.__esModule=!0;function Re(t){return t&&t.__esModule?t:{default:t}}var Wa=Vr(),za=Re(Wa),
Ga=tn(),Ja=Re(Ga),kn=ii(),yn=ui(),Ya=Pi(),Xa=Re(Ya),Za=on(),Qa=Re(Za),el=Xt(),tl=Re(el),nl=za.default.create;function xi(){
var t=nl();return t.compile=function(e,n){return yn.compile(e,n,t)},t.precompile=function(e,n){return yn.precompile(e,n,
t)},t.AST=Ja.default,t.Compiler=yn.Compiler,t.JavaScriptCompiler=Xa.default,t.Parser=kn.parser,t.parse=kn.parse,t.parseWithoutProcessing=
kn.parseWithoutProcessing,t}var Se=xi();Se.create=xi;tl.default(Se);Se.Visitor=Qa.default;Se.default=Se;vt.default=Se;_i.
exports=vt.default});var Ss="o200k_base",Ps={disallowedSpecial:new Set},Ve,Yn;function Zn(){return Yn??=import("./o200k-base-J7SQV6AP.js").then(
t=>{Ve={encode:e=>t.encode(e,Ps),bytes:t.ranks}}),Yn}function Qn(){return Ve!==void 0}function er(t){if(!Ve)throw new K(
"usage","the tokenizer is not loaded: await loadTokenizer() before counting tokens",{where:t});return Ve}var xs=/[\p{L}\p{M}]{100,}|[^\s\p{L}\p{M}\p{N}]{100,}|\s{100,}/gu,
_s=64;function*tr(t){let e=0;for(let n of t.matchAll(xs)){n.index>e&&(yield t.slice(e,n.index));let r=n[0],i=0;for(;i<r.
length;){let s=Math.min(i+_s,r.length);s<r.length&&ws(r.charCodeAt(s-1))&&(s+=1),yield r.slice(i,s),i=s}e=n.index+r.length}
e<t.length&&(yield t.slice(e))}function ws(t){return t>=55296&&t<=56319}function Z(t){let e=er("countTokens"),n=0;for(let r of tr(
t))n+=e.encode(r).length;return n}function nr(t,e){return ir(t,e,!0)}function rr(t,e){let{text:n,kept:r}=ir(t,e,!1);return{
text:n,kept:r}}function ir(t,e,n){let r=er("cutToTokens"),i=Math.max(0,Math.floor(e)),s=0,o=0,l=0,u;for(let a of tr(t)){
let h=r.encode(a);if(o+=h.length,u===void 0)if(s+h.length<=i)s+=h.length;else{let{prefix:c,count:g}=Es(r,a,h,i-s);if(u=l+
c.length,s+=g,!n)break}l+=a.length}return u===void 0?{text:t,kept:o,total:o}:{text:t.slice(0,u),kept:s,total:o}}function Es(t,e,n,r){
let i=Math.min(r,n.length),s=0;for(let o=0;o<i;o++)s+=Xn(t,n[o]);for(let o=i;o>0;o-=1){let l=Wn(e,s),u=l===""?0:t.encode(
l).length;if(u<=r)return{prefix:l,count:u};s-=Xn(t,n[o-1])}return{prefix:"",count:0}}function Xn(t,e){let n=t.bytes[e];if(n===
void 0)throw new Error(`token ${e} is not in the ${Ss} rank table`);return typeof n=="string"?W(n):n.length}var Ei=Kn(wi(),1),j=Ei.default.create();j.unregisterHelper("log");var Oi=j,rl='(function (obj, name, loc) { return conta\
iner.strict(obj !== null && typeof obj === "object" && !Object.prototype.hasOwnProperty.call(obj, name) ? false : obj, n\
ame, loc); })',Te=class extends Oi.JavaScriptCompiler{lookupPropertyFunctionVarDeclaration(){return["lookupProperty = fu\
nction(parent, propertyName) { return parent == null ? undefined : container.lookupProperty(parent, propertyName); }",'p\
rintable = function(value, loc) { if (value !== null && typeof value === "object") { var printed = new Error("a template\
 printed an object"); printed.batonPrinted = { loc: loc, list: Array.isArray(value) }; throw printed; } return value == \
null ? value : String(value); }'].join(", ")}aliasable(e){return super.aliasable(e==="container.strict"?rl:e)}append(){this.
lookupPropertyFunctionIsUsed=!0;let e=JSON.stringify(this.source.currentLocation??null);this.push(["printable(",this.popStack(),
", ",e,")"]),super.append()}};Object.assign(Te.prototype,{compiler:Te});Oi.JavaScriptCompiler=Te;var il=["if","unless","\
each","with","lookup"],Be=["truncate","tokens","json","indent","default","join","lines","eq","ne","and","or","not","fenc\
e","fit"],he=new Set([...il,...Be]);var Ni=new WeakMap,ie={kind:"any"};function se(t){let e=t._zod.def,n=Ni.get(e);if(n!==void 0)return n;let r=sl(e);return Ni.
set(e,r),r}function sl(t){switch(t.type){case"object":return{kind:"object",fields:Object.fromEntries(Object.entries(t.shape??
{}).map(([e,n])=>[e,se(n)]))};case"record":return{kind:"map",values:t.valueType?se(t.valueType):ie};case"array":return{kind:"\
list",items:t.element?se(t.element):ie};case"nullable":case"optional":case"default":return t.innerType?se(t.innerType):ie;case"\
pipe":return t.in?se(t.in):ie;case"string":case"enum":return{kind:"text"};case"number":return{kind:"number"};case"boolea\
n":return{kind:"boolean"};case"literal":return ol(t.values??[]);case"union":{let e=(t.options??[]).map(se),[n]=e;return n!==
void 0&&e.every(r=>r.kind===n.kind&&al(r))?n:ie}default:return ie}}function ol(t){let e=new Set(t.map(n=>typeof n));return e.
size!==1?ie:e.has("string")?{kind:"text"}:e.has("number")?{kind:"number"}:e.has("boolean")?{kind:"boolean"}:ie}function al(t){
return t.kind==="text"||t.kind==="number"||t.kind==="boolean"}var Me=se(Jn),vn=se(Gn),ll=Object.keys(Me.fields),Ci=new Map(
[[Me.fields.stages,"stage"],[Me.fields.jobs,"job"],[Me.fields.inputs,"input"],[vn.fields.matrix,"matrix"],[vn.fields.data,
"data"]]),Sn={shape:Me,label:"",owner:null,top:!0},ul=new Set(["env","vars","matrix","needs","steps","runner","job","str\
ategy"]);function He(t,e,n){let r=[],i=t;for(let s of e){let{shape:o}=i,l=i.label,u=a=>i.top||i.relative?a:`${l}.${a}`;switch(o.
kind){case"any":return{resolved:i,keys:r,problem:null};case"object":{if(Object.hasOwn(o.fields,s)){i={shape:o.fields[s],
label:u(s),owner:i.owner};break}return{resolved:null,keys:r,problem:cl(i,s,n)}}case"map":{let a=Ci.get(o);a!==void 0&&r.
push({kind:a,key:s,owner:i.owner});let h=a==="stage"?{stage:s}:a==="job"?{job:s}:i.owner;i={shape:o.values,label:u(s),owner:h};
break}case"list":{if(/^\d+$/.test(s))i={shape:o.items,label:u(s),owner:i.owner};else if(s==="length")i={shape:{kind:"num\
ber"},label:u(s),owner:null};else return{resolved:null,keys:r,problem:pl(i,s,n)};break}default:return{resolved:null,keys:r,
problem:{message:`${n}: ${l||"it"} is ${o.kind==="text"?"a text":o.kind==="number"?"a number":"true or false"}, so it ha\
s no field ${s}`,details:["text, numbers and true/false have no fields"]}}}}return{resolved:i,keys:r,problem:null}}function Li(t,e,n){
return t.shape.kind==="text"&&(e==="length"||/^\d+$/.test(e))?{resolved:{shape:e==="length"?{kind:"number"}:{kind:"text"},
label:n,owner:null},keys:[],problem:null}:He(t,[e],n)}function St(t){if(t===null)return null;let{shape:e}=t,n=`the curre\
nt item (of ${t.label||"the top"})`;if(e.kind==="list")return{shape:e.items,label:n,owner:t.owner,relative:!0};if(e.kind===
"map"){let r=Ci.get(e),i=r==="stage"||r==="job"?null:t.owner;return{shape:e.values,label:n,owner:i,relative:!0}}return e.
kind==="any"?{shape:e,label:n,owner:null,relative:!0}:null}function Ai(t,e){if(t===null)return null;if(e&&t.shape.kind===
"list")return St(t);if(t.top)return t;if(t.shape.kind==="object"||t.shape.kind==="map"||t.shape.kind==="any"){let n=`the\
 current context (${t.label})`;return{shape:t.shape,label:n,owner:t.owner,relative:!0}}return null}function cl(t,e,n){let r=Object.
keys(t.shape.fields);if(t.top){let s=/^[A-Za-z_][A-Za-z0-9_-]*$/.test(n.split(".").at(-1)??"")?n.split(".").at(-1):"name",
o=ul.has(e)?[`${e} is a context of the workflow's \${{ }}, not of the template: give the value to the step in vars: (${s}\
: \${{ ${n} }}) and read it as {{inputs.${s}}}`]:[];return{message:`${n}: no root ${e}${J(e,r)}`,details:[`a template se\
es ${r.join(", ")}`,...o]}}if(t.shape===vn&&t.label.startsWith("stages."))return{message:`${n}: stages have no field ${e}${J(
e,r)}`,details:[`fields: ${r.join(", ")}`]};let i=t.relative===!0&&ll.includes(e);return{message:`${n}: no field ${e} in\
 ${t.label}${i?"":J(e,r)}`,details:[`fields there: ${r.join(", ")}`,...i?[`inside {{#each}} or {{#with}}, names refer to\
 the current item; reach the top with @root.${n}`]:[]]}}function pl(t,e,n){let[r,i]=t.label.split(".");return r==="jobs"&&
i!==void 0&&t.label===`jobs.${i}`?{message:`${n}: jobs.${i} is the list of that job's stages, not one stage`,details:[`i\
terate it with {{#each jobs.${i}}}\u2026{{${e}}}\u2026{{/each}}, or name one leg as stages.<stage-id>.${e}`]}:{message:`${n}\
: ${t.label} is a list, so it has no field ${e}`,details:[`go over its items with {{#each ${t.label}}}\u2026{{/each}}, or rea\
d one as ${t.label}.0`]}}function Ii(t){let{resolved:e}=He(Sn,t,t.join("."));return e===null||e.shape.kind!=="object"}function Pn(t){
return t.kind!=="object"&&t.kind!=="map"&&t.kind!=="list"?null:xn(t.kind==="list")}function xn(t){return{message:`is ${t?
"a list":"an object"}, which has no text of its own`,details:e=>[t?`print its items with {{join ${e} ", "}} or {{#each ${e}\
}}\u2026{{/each}}, or all of it with {{json ${e}}}`:`print one of its fields (${e}.<field>), or all of it with {{json ${e}\
}}`]}}function Pt(t){return typeof t=="string"?"text":typeof t=="number"||typeof t=="bigint"?"number":typeof t=="boolean"?
"boolean":null}function Ri(t,e){return{message:`#each over ${t}: it is ${e==="text"?"a text":e==="number"?"a number":"tr\
ue or false"} written in the template, not a list: {{#each}} never goes round it, so its block renders nothing`,details:[
"{{#each}} goes round a list or an object of the context: jobs.<job-id> (the stages of a job, one per matrix leg), stage\
s (every stage upstream), or a field that is a list, such as stages.<id>.artifacts"]}}function xt(t,e){return e==="text"?
{message:`#each over ${t}: it is text, not a list: {{#each}} never goes round it, so its block renders nothing`,details:[
`print it as it is with {{${t}}}, or a line at a time with {{lines ${t} "- "}}`,"a handoff's summary, detail and data va\
lues are always text: for a list, have the agent split it in its handoff (one data key each), or hand it over in detail \
or as artifacts"]}:{message:`#each over ${t}: it is ${e==="number"?"a number":"true or false"}, not a list: {{#each}} ne\
ver goes round it, so its block renders nothing`,details:[e==="number"?`print it as it is with {{${t}}}, or compare it w\
ith {{#if (eq ${t} 0)}}\u2026{{/if}}`:`print it as it is with {{${t}}}, or test it with {{#if ${t}}}\u2026{{/if}}`]}}var Ti;function Bi(t){return Ti??=new Intl.Segmenter(void 0,{granularity:"grapheme"}),Ti.segment(t)}function _t(t,e){if(t.
length<=e)return{text:t,whole:!0};let n=0;for(let{index:r}of Bi(t)){if(n===e)return{text:t.slice(0,r),whole:!1};n++}return{
text:t,whole:!0}}function Mi(t){let e=0;for(let n of Bi(t))e++;return e}var Hi={if:{min:1,max:1,options:["includeZero"],block:"always",usage:"{{#if value}}\u2026{{else}}\u2026{{/if}}"},unless:{
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
block:"always",usage:'{{#fit}}\u2026{{/fit}} (or label="findings")'}};function Pe(t){return Object.hasOwn(Hi,t)?Hi[t]:void 0}
function wt(t,e){let n=Pe(t);if(n===void 0)return null;let{min:r,max:i}=n;if(e>=r&&e<=i)return null;let s=r===i?`${r}`:i===
Number.POSITIVE_INFINITY?`at least ${r}`:`${r} to ${i}`;return`takes ${s} argument${s==="1"?"":"s"}, got ${e}`}function De(t){
let e=typeof t=="string"&&/^\d+$/.test(t.trim())?Number(t):t;return typeof e=="number"&&Number.isInteger(e)&&e>=0?e:null}
function Fe(t,e){let n=e==null?"nothing (a missing field, or null)":fl(e);return`${t} must be a whole number, got ${n}`}
var hl=60;function fl(t){let e=typeof t=="string"?t:JSON.stringify(t)??String(t),n=_t(e,hl),r=typeof t=="string"?JSON.stringify(
n.text):n.text,i=n.whole?"":`\u2026 (${Mi(e).toLocaleString("en-US")} characters)`;return zn(r+i)}function Di(t,e){return e.
block==="always"?`${t} is a block helper: write ${e.usage.replace(/ \(or .*\)$/,"")}`:`${t} is not a block helper: write\
 ${e.usage.replace(/ \(or .*\)$/,"").split(" or ")[0]}`}var k=class extends Error{code;line;column;details;ifUpstream;constructor(e,n,r,i=[],s){super(n),this.name="TemplateErro\
r",this.code=e,this.line=r.line,this.column=r.column,this.details=i,this.ifUpstream=s}};function A(t){return t?{line:t.start.
line,column:t.start.column+1}:{line:1,column:1}}function _n(t,e){let n=t.split(/\r\n|\r|\n/)[e.line-1];if(n===void 0)return[];
let r=100,i=Math.max(0,Math.min(e.column-1-r/2,n.length-r)),s=n.slice(i,i+r),o=i>0?"\u2026":"",l=`${e.line} | `,u=Math.max(
0,e.column-1-i)+o.length,a=`${" ".repeat(l.length-2)}| ${" ".repeat(u)}^`;return[`${l}${o}${s}${i+r<n.length?"\u2026":""}`,
a]}function xe(t,e,n){return new K(t.code,t.message,{where:`${n}:${t.line}:${t.column}`,details:[...t.details,..._n(e,t)],
cause:t})}var Ot={EOF:"end of template",CLOSE:"}}",CLOSE_UNESCAPED:"}}}",CLOSE_RAW_BLOCK:"}}}}",CLOSE_SEXPR:")",OPEN:"{{",OPEN_BLOCK:"\
{{#",OPEN_ENDBLOCK:"{{/",OPEN_INVERSE:"{{^",OPEN_INVERSE_CHAIN:"{{else",INVERSE:"{{else}}",OPEN_SEXPR:"(",OPEN_PARTIAL:"\
{{>",OPEN_UNESCAPED:"{{{",OPEN_BLOCK_PARAMS:"as |",CLOSE_BLOCK_PARAMS:"|",ID:"a name",STRING:"a string",NUMBER:"a number",
BOOLEAN:"true or false",DATA:"an @variable",EQUALS:"=",SEP:". or /",INVALID:"something that is not Handlebars",CONTENT:"\
text"};function Fi(t){return Ot[t]??t.toLowerCase().replace(/_/g," ")}var En=j.Parser;function Ui(t,e){let n=t instanceof
Error?t.message:String(t),r=En.lexer.yylloc,i=/^(Parse|Lexical) error on line/.test(n),s=t,o=i&&r?{line:r.first_line,column:r.
first_column+1}:s.lineNumber!==void 0?{line:s.lineNumber,column:(s.column??0)+1}:{line:1,column:1},l=r?/^Lexical error/.
test(n)?{line:r.last_line,column:r.last_column+1}:{line:r.first_line,column:r.first_column+1}:o,u=gl(e,l);return u||{errors:[
dl(n,o)],repaired:null,guessedFrom:null}}function dl(t,e){let n=/Expecting (.*), got '([^']+)'/.exec(t);if(n){let i=[...new Set(
n[1].split(", ").map(s=>Fi(s.replace(/'/g,""))))];return new k(b.syntax,`syntax error: unexpected ${Fi(n[2])}`,e,[`expec\
ted ${i.slice(0,8).join(", ")}${i.length>8?", \u2026":""}`])}if(/^Lexical error/.test(t))return new k(b.syntax,"syntax e\
rror: unrecognised text (an unclosed {{!-- comment, or a stray {{ )",e);let r=t.replace(/ - \d+:\d+$/,"");return new k(b.
syntax,`syntax error: ${r}`,e)}var On=new Set(["OPEN","OPEN_BLOCK","OPEN_ENDBLOCK","OPEN_INVERSE","OPEN_INVERSE_CHAIN","\
OPEN_UNESCAPED","OPEN_PARTIAL","OPEN_PARTIAL_BLOCK","OPEN_RAW_BLOCK"]),$e=new Set(["CLOSE","CLOSE_UNESCAPED","CLOSE_RAW_\
BLOCK"]),Ln=new Set(["OPEN_BLOCK","OPEN_INVERSE","OPEN_PARTIAL_BLOCK"]),ml=new Set(["ID","SEP","DATA"]);function An(t){let e=Object.
create(En.lexer);e.yy={},e.setInput(t);let n=[0];for(let s=0;s<t.length;s++)t[s]===`
`&&n.push(s+1);let r=(s,o)=>(n[s-1]??t.length)+o,i=[];for(;;){let s;try{s=e.lex()}catch{let{first_line:g,first_column:w,
last_line:E,last_column:L}=e.yylloc,I=e.conditionStack[e.conditionStack.length-1]??"INITIAL",B=i.findLast(C=>C.type==="O\
PEN_RAW_BLOCK"),F=I==="com"?{line:g,column:w+1}:I==="raw"&&B?B:{line:E,column:L+1};return{tokens:i,unreadable:{line:F.line,
column:F.column,state:I,offset:r(F.line,F.column-1)}}}let o=typeof s=="number"?En.terminals_[s]??String(s):s,{first_line:l,
first_column:u,last_line:a,last_column:h}=e.yylloc,c=o==="EOF"?t.length:r(a,h);if(i.push({type:o==="1"?"EOF":o,text:e.yytext,
line:l,column:u+1,start:r(l,u),end:c}),o==="EOF"||o==="1")return{tokens:i,unreadable:null}}}var Et=(t,e)=>t.line<e.line||
t.line===e.line&&t.column<=e.column;function $i(t,e){let n="",r=e+1;for(;r<t.length&&ml.has(t[r].type)&&(n===""||t[r].start===
t[r-1].end);)n+=t[r].text,r+=1;return{name:n,next:r}}function wn(t,e){for(let n=e;n<t.length;n++){if($e.has(t[n].type))return t[n].
end;if(n>e&&(On.has(t[n].type)||t[n].type==="EOF"))break}return t[e].end}function qi(t,e,n){return t.slice(0,e)+t.slice(
e,n).replace(/[^\r\n]/g," ")+t.slice(n)}var Nn=t=>`${t.sigil}${t.name}}}`,Cn=t=>`{{/${t.name}}}`;function ji(t,e){let n=e?
` before the {{/${e.name}}} at ${e.line}:${e.column}`:"";return new k(b.syntax,`syntax error: ${Nn(t)} opened at ${t.line}\
:${t.column} is never closed; close it with ${Cn(t)}${n}`,t)}function gl(t,e){let{tokens:n,unreadable:r}=An(t),i=[],s=null,
o=(l,u,a)=>Et(l,e)?{errors:[u],repaired:a,guessedFrom:null}:null;for(let l=0;l<n.length;l++){let u=n[l];if(s&&(On.has(u.
type)||u.type==="EOF")){if(!Et(s,e))return null;let a=s.text.replace(/~/g,"").trim(),h=a.startsWith("{{{{")?"}}}}":a.startsWith(
"{{{")?"}}}":"}}",c=a.startsWith("{{{")?a.slice(0,h.length):"{{";return{errors:[new k(b.syntax,`syntax error: ${c} opene\
d at ${s.line}:${s.column} is never closed; close it with ${h}`,s)],repaired:u.type==="EOF"?t+h:null,guessedFrom:s.start}}
if(s&&$e.has(u.type)){let a=s.type==="OPEN_UNESCAPED"?"CLOSE_UNESCAPED":s.type==="OPEN_RAW_BLOCK"?"CLOSE_RAW_BLOCK":"CLO\
SE";if(u.type!==a){let h=Ot[s.type==="OPEN_UNESCAPED"?"OPEN_UNESCAPED":"OPEN"];return o(u,new k(b.syntax,`syntax error: ${h}\
 opened at ${s.line}:${s.column} is closed by ${Ot[u.type]}; close it with ${Ot[a]}`,u),null)}}if(On.has(u.type))s=u;else if($e.
has(u.type))s=null;else if(u.type==="INVALID"&&(u.text==='"'||u.text==="'"))return o(u,new k(b.syntax,`syntax error: the\
 string opened at ${u.line}:${u.column} is never closed; close it with ${u.text}`,u),null);if(Ln.has(u.type)){let a=u.type===
"OPEN_INVERSE"?"{{^":u.type==="OPEN_PARTIAL_BLOCK"?"{{#>":"{{#";i.push({name:$i(n,l).name,sigil:a,line:u.line,column:u.column,
hasElse:!1,bodyStart:wn(n,l)})}else if(u.type==="OPEN_ENDBLOCK"){let a=$i(n,l).name,h=i[i.length-1];if(h?.name===a){i.pop();
continue}return h?i.findLastIndex(g=>g.name===a)>=0?o(u,ji(h,{...u,name:a}),null):o(u,new k(b.syntax,`syntax error: {{/${a}\
}} does not close ${Nn(h)} opened at ${h.line}:${h.column}; close that with ${Cn(h)}`,u),null):o(u,new k(b.syntax,`synta\
x error: {{/${a}}} closes no block: none is open here`,u,[`remove it, or open the block before it with {{#${a} \u2026}}`]),
qi(t,u.start,wn(n,l)))}else if(u.type==="INVERSE"||u.type==="OPEN_INVERSE_CHAIN"){let a=i[i.length-1],h=u.type==="INVERS\
E"&&u.text.includes("^")?"{{^}}":"{{else}}",c=qi(t,u.start,wn(n,l));if(!a)return o(u,new k(b.syntax,`syntax error: ${h} \
outside a block; it belongs between {{#if \u2026}} and {{/if}}`,u),c);if(a.hasElse)return o(u,new k(b.syntax,`syntax err\
or: a second ${h} in ${Nn(a)} opened at ${a.line}:${a.column}; a block has one {{else}} (write {{else if \u2026}} for another\
 condition)`,u),c);u.type==="INVERSE"&&(a.hasElse=!0)}else if(u.type==="EOF"&&i.length>0){if(!Et(u,e))return null;let a=[
...i].reverse().map(Cn).join(""),h=i.filter(bl).map(c=>c.bodyStart);return{errors:i.map(c=>ji(c)),repaired:t+a,guessedFrom:h.
length>0?Math.min(...h):null}}}if(r&&Et(r,e)){let l={line:r.line,column:r.column};if(r.state==="com")return{errors:[new k(
b.syntax,`syntax error: the comment {{!-- opened at ${l.line}:${l.column} is never closed; close it with --}}`,l)],repaired:null,
guessedFrom:null};if(r.state==="raw")return{errors:[In(l)],repaired:null,guessedFrom:null};if(t[r.offset]==="\0")return{
errors:[new k(b.syntax,"syntax error: a NUL character, which a template (text) never holds",l)],repaired:null,guessedFrom:null}}
return null}function bl(t){return t.sigil==="{{^"?!1:t.name==="each"||t.name==="with"||!he.has(t.name)}function In(t){return new k(
b.unsupported,"raw blocks ({{{{raw}}}}\u2026{{{{/raw}}}}) are not supported; to write {{ as text, escape it: \\{{",t)}function Rn(t,e){
if(t.type!=="PathExpression"||!Array.isArray(t.parts)||!t.parts.some(o=>/^\d/.test(o)&&!/^\d+$/.test(o)))return null;let r=String(
t.original),i=Number(r.replace(/_/g,"")),s=Number.isFinite(i)&&r.trim()!==""?`: ${i}`:"";return new k(b.helperArguments,
`${e}: ${r} is not a number to Handlebars, which reads it as the name of a field; write it in digits${s}`,A(t.loc))}function Vi(t){if(t.length<=T.templateBytes/3)return null;let e=W(t);return e<=T.templateBytes?null:new k(b.tooLarge,`th\
e template is ${e} bytes, more than the ${T.templateBytes} (${T.templateBytes/1024} KiB) a template may be`,{line:1,column:1},
["a prompt template is instructions, not material: give large text to the agent as a file it reads"])}function Ki(t){if((t.
match(/\{\{~?\s*(?:[#^]|else\b)|\(/g)?.length??0)<=T.templateDepth)return null;let n=[],r=0,i=0;for(let s of An(t).tokens){
if(Ln.has(s.type))n.push(1),r+=1;else if(s.type==="OPEN_INVERSE_CHAIN"&&n.length>0)n[n.length-1]+=1,r+=1;else if(s.type===
"OPEN_ENDBLOCK"){r-=n.pop()??0;continue}else if(s.type==="OPEN_SEXPR")i+=1;else if(s.type==="CLOSE_SEXPR"){i=Math.max(0,
i-1);continue}else if($e.has(s.type)){i=0;continue}else continue;if(r+i>T.templateDepth)return new k(b.tooDeep,`blocks a\
nd (subexpressions) nest more than ${T.templateDepth} deep here`,s,["each block or (subexpression) inside another is a l\
evel, and so is each {{else if \u2026}}"])}return null}function Wi(t,e,n){if(t!=="indent"||e!==1||n.type!=="NumberLitera\
l")return null;let r=n.value;return typeof r!="number"||r<=T.indentWidth?null:new k(b.helperArguments,`indent: the inden\
t must be at most ${T.indentWidth} spaces, got ${r}`,A(n.loc))}var kl=new Set(["StringLiteral","NumberLiteral","BooleanLiteral","NullLiteral","UndefinedLiteral"]);function _e(t){if(t===
void 0||!kl.has(t.type))return null;let e=t;return e.type==="NullLiteral"?{value:null,text:!1}:e.type==="UndefinedLitera\
l"?{value:void 0,text:!1}:{value:e.value,text:e.type==="StringLiteral"}}function yl(t){let e=Sl(t);if(e.errors.length===
0&&e.program)return e.program;let n=e.program?es(e.program).problems.filter(r=>r.ifUpstream===void 0&&!e.guessed(r)):[];
throw Mn(Pl([...e.errors,...n]))}var zi=20,vl=64*1024;function Sl(t){let e=Number.POSITIVE_INFINITY,n=o=>Gi(t,o)>=e,r=Vi(
t)??Ki(t);if(r)return{program:null,errors:[r],guessed:n};let i=[],s=t;for(;i.length<zi;){let o;try{o=j.parseWithoutProcessing(
s)}catch(l){let u=Ui(l,s),a=u.errors.filter(c=>Gi(t,c)<=t.length);i.push(...a.filter(c=>!n(c)).slice(0,zi-i.length));let h=a.
length<u.errors.length||a.length===0;if(u.repaired===null||h||t.length>vl)break;u.guessedFrom!==null&&(e=Math.min(e,u.guessedFrom)),
s=u.repaired;continue}return{program:o,errors:i,guessed:n}}return{program:null,errors:i,guessed:n}}function Gi(t,e){let n=0;
for(let r=1;r<e.line;r++){let i=t.indexOf(`
`,n);if(i<0)return Number.POSITIVE_INFINITY;n=i+1}return n+e.column-1}function Pl(t){return t.sort((e,n)=>e.line-n.line||
e.column-n.column)}function Mn(t){let[e,...n]=t;return n.length===0?e:new k(e.code,e.message,e,[...e.details,...n.map(r=>`\
also at ${r.line}:${r.column}: ${r.message}`)])}function xl(t){let e=t.openStrip;return e!==void 0&&!("open"in e)}function qe(t){
return t?.type==="PathExpression"}function Tn(t){return/^\.|^this\b/.test(t.original)}function Bn(t){return`${t.start.line}\
:${t.start.column}`}function _l(t){return Ji(es(t))}function Ji({analysis:t,problems:e}){let n=e.filter(r=>r.ifUpstream===void 0);if(n.length>
0)throw Mn(n);return{analysis:t,ifUpstream:e.length>0?Mn(e):null}}var Hn=new Map,wl=0,Wu=1024*1024;function Yi(t){let e=Hn.get(t);if(e!==void 0)return Hn.delete(t),wl-=t.length,e}function Xi(){return Hn.keys().next().value}
function Zi(t){Yi(t)}function Qi(t){let e=Yi(t);if(e)return{program:e.program,...Ji(e.inspection)};let n=yl(t);return{program:n,
..._l(n)}}function es(t){let e={references:[],keys:[],sections:new Map,paths:new Map,usesTokens:!1,usesFit:!1,eachOver:new Map},n=[],
r=new Set,i=[],s=(p,f)=>p.data?p.parts[0]==="root"?p.parts.slice(1):null:p.depth===0&&!Tn(p)&&f.blockParams.has(p.parts[0]??
"")?null:p.depth===f.depth?p.parts:null,o=new Map,l=new Map,u=new Map,a=({owner:p})=>{if(p===null)return;let f="stage"in
p?{kind:"stage",stage:p.stage}:{kind:"job",stage:p.job};return e.references.some(m=>m.kind===f.kind&&m.stage===f.stage)?
f:void 0},h=(p,f,d)=>{let[m,_]=p;if(m!=="stages"&&m!=="jobs")return;let P=m==="stages"?"stage":"job";e.references.push({
kind:P,stage:_,path:f,...d});for(let v of i)(P==="stage"?v.stages:v.jobs).add(_)},c=(p,f)=>{let d=s(p,f);e.paths.set(Bn(
p.loc),{original:p.original,root:d}),o.set(p,g(p,f)),l.set(p,d),u.set(p,p.original),d!==null&&d.length>=2&&h(d,p.original,
A(p.loc))},g=(p,f)=>{let d,m=p.parts,_=p.parts[0]??"";if(p.data){if(_!=="root")return null;d=f.frames[0]??null,m=m.slice(
1)}else p.depth===0&&!Tn(p)&&f.blockParams.has(_)?(d=f.params.get(_)??null,m=m.slice(1)):d=f.frames[f.depth-p.depth]??null;
return d===null?null:w(He(d,m,p.original),p.original,A(p.loc))},w=({resolved:p,keys:f,problem:d},m,_)=>{for(let P of f)(P.
kind==="input"||P.kind==="matrix"||P.kind==="data")&&e.keys.push({kind:P.kind,key:P.key,owner:P.owner,path:m,..._});return d!==
null&&n.push(new k(b.missingField,d.message,_,d.details)),p},E=p=>{let[f,d]=p.params,m=_e(d);if(p.params.length!==2||f===
void 0||m===null)return;let _=u.get(f);if(_===void 0)return;let P=String(m.value),v=`${_}${_==="."||_===".."?"/":"."}${Ol(
P)}`,y=A(p.type==="SubExpression"?p.loc:p.path.loc),x=l.get(f)??null,S=x===null?null:[...x,P];u.set(p,v),l.set(p,S),S!==
null&&S.length===2&&h(S,v,y);let N=o.get(f)??null;o.set(p,N===null?null:w(Li(N,P,v),v,y))},L=p=>{let f=p.hash?.pairs.find(
y=>y.key==="key"),d=_e(f?.value),m=p.params[0]===void 0?null:o.get(p.params[0])??null;if(f===void 0||d===null||!d.text||
m?.shape.kind!=="list")return;let _=St(m);if(_===null||_.shape.kind!=="object")return;let P=String(d.value),{problem:v}=He(
{shape:_.shape,label:_.label,owner:_.owner},[P],P);v!==null&&n.push(new k(b.missingField,v.message,A(f.value.loc),v.details))},
I=(p,f,d,m)=>{let _=A(p.loc),P=[`usage: ${d.usage}`],v=(x,S=P)=>n.push(new k(b.helperArguments,x,_,S));d.block==="always"!==
m&&v(Di(f,d),[]);let y=wt(f,p.params.length);y!==null&&v(`${f}: ${y}`);for(let[x,{what:S,text:N}]of Object.entries(d.counts??
{})){let R=_e(p.params[Number(x)]);R===null||R.text&&N||De(R.value)===null&&v(`${f}: ${Fe(S,R.value)}`)}for(let x of p.hash?.
pairs??[]){if(!d.options.includes(x.key)){v(`${f}: no option ${x.key}${J(x.key,d.options)}; ${d.options.length>0?`option\
s: ${d.options.join(", ")}`:"it takes no options"}`);continue}let S=_e(x.value);S!==null&&d.countOptions?.includes(x.key)&&
De(S.value)===null&&v(`${f}: ${Fe(x.key,S.value)}`)}},B=(p,f,d)=>{let m=p.path,_=p.params.length>0||(p.hash?.pairs.length??
0)>0,P=qe(m)&&m.parts.length===1&&m.depth===0&&!m.data&&!Tn(m);if(!(_||P&&he.has(m.original)&&!f.blockParams.has(m.original))){
C(m,f);let S=o.get(m),N=p.type==="MustacheStatement"&&S?Pn(S.shape):null;return N!==null&&n.push(new k(b.printedObject,`${m.
original} ${N.message}`,A(p.loc),N.details(m.original),a(S))),null}let y=qe(m)?m.original:String(m.original??m.type);(!P||
!he.has(y))&&n.push(new k(b.unknownHelper,`unknown helper ${y}${J(y,he)}`,A(p.loc),[`helpers: ${[...he].join(", ")}`]));
let x=P?Pe(y):void 0;x!==void 0&&I(p,y,x,d);for(let[S,N]of p.params.entries()){let R=Rn(N,y);R&&r.add(N);let M=R??Wi(y,S,
N);M&&n.push(M)}for(let S of p.hash?.pairs??[]){let N=Rn(S.value,y);N&&(r.add(S.value),n.push(N))}if(y==="tokens"||y==="\
fit"){let S={stages:new Set,jobs:new Set};i.push(S);for(let N of p.params)C(N,f);return p.hash&&C(p.hash,f),d&&F(p,f,!1),
i.pop(),e.usesTokens||=y==="tokens",e.usesFit||=y==="fit",e.sections.set(Bn(p.loc),{kind:y,cuttable:p.type!=="SubExpress\
ion",label:El(y,p),position:A(p.loc),stages:[...S.stages],jobs:[...S.jobs]}),y}for(let S of p.params)C(S,f);if(p.hash&&C(
p.hash,f),(y==="join"||y==="lines")&&x!==void 0&&L(p),y==="lookup"&&x!==void 0){E(p);let S=o.get(p),N=p.type==="Mustache\
Statement"&&S?Pn(S.shape):null,R=N===null?null:ts(p);N!==null&&R!==null&&n.push(new k(b.printedObject,`${R} ${N.message}`,
A(p.loc),N.details(R),a(S)))}return y},F=(p,f,d,m=null)=>{if(p.program){let _=p.program.blockParams??[],P=f.depth+(d?1:0),
v=d?[...f.frames.slice(0,f.depth+1),m]:f.frames,y=new Map(f.params);for(let[x,S]of _.entries())y.set(S,x===0?m:null);C(p.
program,{depth:P,blockParams:_.length>0?new Set([...f.blockParams,..._]):f.blockParams,frames:v,params:_.length>0?y:f.params})}
p.inverse&&C(p.inverse,f)},C=(p,f)=>{if(!(!p||r.has(p)))switch(p.type){case"Program":for(let d of p.body)C(d,f);return;case"\
MustacheStatement":case"SubExpression":B(p,f,!1);return;case"BlockStatement":{let d=p;if(xl(d)){n.push(In(A(d.loc)));return}
let m=B(d,f,!0);if(m==="tokens"||m==="fit")return;let _=m===null||m==="each"||m==="with",P=m===null?d.path:d.params[0],v=P===
void 0?null:o.get(P)??null,y=P===void 0?void 0:u.get(P),x=m==="each"?_e(P):null,S=x===null?null:Pt(x.value);if(S!==null){
let{message:R,details:M}=Ri(JSON.stringify(x.value),S);n.push(new k(b.helperArguments,R,A(d.loc),M))}if(m==="each"&&y!==
void 0){e.eachOver.set(Bn(d.loc),y);let R=v?.shape.kind;if(R==="text"||R==="number"||R==="boolean"){let{message:M,details:ys}=xt(
y,R);n.push(new k(b.helperArguments,M,A(d.loc),ys,a(v)))}}let N=m==="each"?St(v):Ai(v,m===null);F(d,f,_,_?N:null);return}case"\
PathExpression":c(p,f);return;case"Hash":for(let d of p.pairs)C(d.value,f);return;case"PartialStatement":case"PartialBlo\
ckStatement":n.push(new k(b.unsupported,"partials ({{> name}}) are not supported: a prompt template is self-contained",A(
p.loc)));return;case"Decorator":case"DecoratorBlock":n.push(new k(b.unsupported,"decorators ({{* name}}) are not support\
ed",A(p.loc)));return;default:return}};return C(t,{depth:0,blockParams:new Set,frames:[Sn],params:new Map}),n.sort((p,f)=>p.
line-f.line||p.column-f.column),{analysis:e,problems:n}}function El(t,e){if(t==="fit"){let r=e.hash?.pairs.find(i=>i.key===
"label")?.value;return typeof r?.value=="string"?`fit "${r.value}"`:"fit"}let n=e.params[0];return qe(n)?`tokens ${n.original}`:
"tokens"}function Ol(t){return/^[^\s!"#%-,./;->@[-^`{-~]+$/.test(t)?t:`[${t}]`}function ts(t){if(!qe(t.path)||t.path.original!==
"lookup")return null;let e=t.params.map(n=>{if(qe(n))return n.original;if(n.type==="SubExpression")return ts(n);let r=_e(
n);return r===null?null:r.text?JSON.stringify(r.value):String(r.value)});return e.includes(null)?null:`(lookup ${e.join(
" ")})`}var is=Kn(vs(),1),Nl=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu,
Cl=(()=>{let t=new Uint8Array(65536),e=(n,r=n)=>t.fill(1,n,r+1);e(0,8),e(11,31),e(127,159);for(let n of[173,847,1564,4447,
4448,6068,6069,12644,65279,65440,55348,56128])e(n);return e(6155,6159),e(8203,8207),e(8232,8238),e(8288,8303),e(65024,65037),
e(65529,65531),t})(),Ll=/[^\t\n\x20-\x7e\u00a0-\u00ac\u00ae-\u02ff\u0370-\u052f\u2010-\u2027\u2030-\u205f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]/;
function Al(t){let e=t.search(Ll);if(e<0)return t;for(;e<t.length&&Cl[t.charCodeAt(e)]===0;)e+=1;return e===t.length?t:t.
replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(Nl,"")}var Il=/<!--[\s\S]*?(?:--!?>|$)/g;function Rl(t){let e=[],n=0,r=t.replace(Il,(s,o)=>{let l=o-n;return e[e.
length-1]!==l&&e.push(l),n+=s.length,""}),i=s=>{for(let o=Math.max(0,s-3);o<s;o+=1)if(r.startsWith("<!--",o))return!0;return!1};
return e.some(i)?Bl(r,e):r}var Tl=60,ns=33,Nt=45,rs=62;function Bl(t,e){let n=t.length+1,r=new Int32Array(n+1),i=new Int32Array(
n+1);for(let a=0;a<n;a+=1)r[a]=a+1;for(let a=1;a<=n;a+=1)i[a]=a-1;r[n]=n;let s=a=>t.charCodeAt(a-1),o=a=>s(a)===Tl&&s(r[a])===
ns&&s(r[r[a]])===Nt&&s(r[r[r[a]]])===Nt,l=e.map(a=>a+1);for(;;){let a=[],h=0;for(let w of l){let E=i[i[i[w]]];for(let L=E;L!==
w;L=r[L])L>h&&(h=L,o(L)&&a.push(L))}if(a.length===0)break;let c=[],g=0;for(let w of a){if(w<g)continue;let E=r[r[r[w]]];
for(;;){let B=r[E];if(B===n)break;let F=r[B];if(s(B)===Nt&&s(F)===Nt){let C=r[F];if(s(C)===rs){E=C;break}if(s(C)===ns&&s(
r[C])===rs){E=r[C];break}}E=B}let L=i[w],I=r[E];r[L]=I,i[I]=L,c[c.length-1]===w?c[c.length-1]=I:c.push(I),g=I}l=c}let u="";
for(let a=r[0];a!==n;){let h=a;for(;r[h]===h+1&&h+1!==n;)h+=1;u+=t.slice(a-1,h),a=r[h]}return u}function Ml(t){return Rl(
Al(t))}function Hl(t){for(let e=0;;e+=1){let r=(0,is.createHash)("sha256").update(`${e}:`).update(t,"latin1").digest().readBigUInt64BE(
0).toString().padStart(20,"0");if(!t.includes(r))return r}}function Dl(t){return t.replace(/[^A-Za-z0-9 _.:/#-]/g,"").trim().
slice(0,64)}var ss=/<data id="(\d{20})"(?: label="[^"\n]*")?>/;function os(t,e){let n=Ml(t),r=Hl(n),i=e===void 0?"":Dl(e),s=i===""?`\
<data id="${r}">`:`<data id="${r}" label="${i}">`,o=n.endsWith(`
`)?n:`${n}
`;return{open:s,block:`${s}
${o}</data id="${r}">`}}var Ue=class{context;analysis;placeholder;sections=[];fenceOpeners=new Set;fitDepth=0;#e;constructor(e,n,r){this.context=
e,this.analysis=n,this.placeholder=r}setsAside(e){return this.placeholder!==void 0&&e?.cuttable===!0&&this.fitDepth===0}setAside(e){
return this.sections.push(e),this.placeholder(this.sections.length-1)}originOf(e,n,r){if(e==="")return;this.#e??=$l(this.
context);let i=this.#e.get(e);if(i===void 0||i.length===1)return i?.[0]?.label;let s=new Set;for(let[l,u]of Object.entries(
this.context.stages))u===n&&s.add(l);if(s.size===0&&r){for(let l of r.stages)s.add(l);for(let l of r.jobs)for(let u of this.
context.jobs[l]??[])s.add(u.id)}let o=i.filter(l=>l.stage!==void 0&&s.has(l.stage));return Fl(o.length>0?o:i)}recordsOf(e,n){
let r=new Set(e.stages);for(let i of e.jobs)for(let s of this.context.jobs[i]??[])r.add(s.id);for(let i of Object.values(
this.context.stages))i===n&&r.add(i.id);if(r.size!==0)return as([...r])}};function as(t){return t.length===1?`the record\
 of stage ${t[0]}`:`the records of stages ${t.join(", ")}`}function Fl(t){let e=t.flatMap(r=>r.stage===void 0?[]:[r.stage]),
n=t.filter(r=>r.stage===void 0).map(r=>r.label);return[...e.length>0?[as(e)]:[],...n].join(" or ")}function $l(t){let e=new Map,
n=(s,o)=>{if(!s)return;let l=e.get(s);l===void 0?e.set(s,[o]):l.some(u=>u.label===o.label)||l.push(o)};for(let[s,o]of Object.
entries(t.stages)){let l={label:`the record of stage ${s}`,stage:s};n(o.summary,l),n(o.detail,l);for(let u of Object.values(
o.data))n(u,l);n(o.failure?.reason,l),n(o.next?.reason,l)}let r=t.attempt.previous;if(r){let s={label:"the previous atte\
mpt's record"};n(r.summary,s),n(r.detail,s)}t.attempt.verify&&n(t.attempt.verify.output,{label:"the previous attempt's r\
ecord (verify output)"});let i=(s,o)=>{if(typeof s=="string")n(s,{label:"the event payload (github.event)"});else if(s!==
null&&typeof s=="object"&&o<12)for(let l of Object.values(s))i(l,o+1)};return i(t.github.event,0),e}var je;function Dn(t,e){
let n=je;je=t;try{return e()}finally{je=n}}function we(){if(!je)throw new Oe("a template helper was called outside rende\
rPrompt");return je}function D(t){return{params:t.slice(0,-1),options:t[t.length-1]}}function Ee(t,e){let n=Pe(t.name)?.usage;throw new k(b.
helperArguments,`${t.name}: ${e}`,A(t.loc),n?[`usage: ${n}`]:[])}function $(t,e){let n=wt(e.name,t.length);n!==null&&Ee(
e,n)}function ps(t,e,n){let r=De(t);return r===null&&Ee(e,Fe(n,t)),r}function Fn(t,e,n){return ps(t[n],e,Pe(e.name)?.counts?.[n]?.
what??"the number")}function $n(t,e){e>T.promptBytes&&Ee(t,`the text would be ${e} bytes, more than the ${T.promptBytes}\
 (${T.promptBytes/1024/1024} MiB) a prompt may be`)}function qn(t,e,n=""){let r=W(n);return t.reduce((i,s,o)=>i+W(s)+r+(o>
0?W(e):0),0)}function G(t){return t==null?"":typeof t=="string"?t:typeof t=="object"?JSON.stringify(t,null,2):String(t)}
function jn(t){return Array.isArray(t)?t.length>0:!!t}function ls(t,e){let n=r=>r==null||typeof r!="object";return n(t)&&
n(e)?(t==null?null:String(t))===(e==null?null:String(e)):t===e}function us(t,e){if(t==null)return[];if(typeof t=="string")
return t===""?[]:t.split(/\r\n|\r|\n/);Array.isArray(t)||Ee(e,"needs a list (or text, taken line by line)");let n=e.hash.
key;return t.map(r=>G(typeof n=="string"&&r!==null&&typeof r=="object"?r[n]:r))}function cs(t){let e=t.loc;return e?we().
analysis.sections.get(`${e.start.line}:${e.start.column}`):void 0}function Ct(t,e,n){let r=n?` ${n}`:"";return e===void 0?
`[\u2026 ${t} tokens cut${r}]`:`[\u2026 ${t} tokens cut${r}; the full text is in ${e}]`}function Lt(t,e,n,r){let i=nr(t,
e);if(i.kept===i.total)return t;let s=e,o=i;for(;;){let l=ql(o.text),u=jl(l,r),a=u===l?0:Z(u)-e;if(a<=0||s===0)return`${u}\

${n(i.total-o.kept)}`;s=Math.max(0,s-a),o=rr(t,s)}}function ql(t){let e=t.lastIndexOf(`
`)+1;return/^<\/?(?:d(?:a(?:t(?:a(?: [^>\n]*)?)?)?)?)?$/.test(t.slice(e))?t.slice(0,Math.max(0,e-1)):t}function jl(t,e){
if(e.size===0)return t;let n=new RegExp(ss.source,"g");for(;;){let r=n.exec(t);if(r===null)return t;if(!e.has(r[0])){n.lastIndex=
r.index+1;continue}let i=`</data id="${r[1]}">`,s=t.indexOf(i,n.lastIndex);if(s<0)return`${t}${t.endsWith(`
`)?"":`
`}${i}`;n.lastIndex=s+i.length}}var Ul={truncate(...t){let{params:e,options:n}=D(t);$(e,n);let r=G(e[0]),i=Fn(e,n,1),s=_t(
r,i);if(s.whole)return r;let o=n.hash.suffix===void 0?"\u2026":G(n.hash.suffix);return s.text+o},tokens(...t){let{params:e,
options:n}=D(t);$(e,n);let r=G(e[0]),i=Fn(e,n,1),s=we(),o=cs(n),l=()=>s.originOf(r,this,o);return s.setsAside(o)?s.setAside(
{site:o,full:r,limit:i,origin:l()}):Lt(r,i,u=>Ct(u,l()),s.fenceOpeners)},json(...t){let{params:e,options:n}=D(t);$(e,n);
let r=n.hash.indent===void 0?2:ps(n.hash.indent,n,"indent");return JSON.stringify(e[0]??null,null,r)},indent(...t){let{params:e,
options:n}=D(t);$(e,n);let r=e[1],i;if(typeof r=="string"&&!/^\d+$/.test(r))i=r;else{let l=Fn(e,n,1);l>T.indentWidth&&Ee(
n,`the indent must be at most ${T.indentWidth} spaces, got ${l}`),i=" ".repeat(l)}let s=G(e[0]).split(`
`),o=s.filter(l=>l.trim()!=="").length;return $n(n,qn(s,`
`)+o*W(i)),s.map(l=>l.trim()===""?l:i+l).join(`
`)},default(...t){let{params:e,options:n}=D(t);$(e,n);let r=i=>i==null||i===""||Array.isArray(i)&&i.length===0;return e.
find(i=>!r(i))??e[e.length-1]},join(...t){let{params:e,options:n}=D(t);$(e,n);let r=e.length===2?G(e[1]):", ",i=us(e[0],
n);return $n(n,qn(i,r)),i.join(r)},lines(...t){let{params:e,options:n}=D(t);$(e,n);let r=e.length===2?G(e[1]):"",i=us(e[0],
n);return $n(n,qn(i,`
`,r)),i.map(s=>r+s).join(`
`)},eq(...t){let{params:e,options:n}=D(t);return $(e,n),ls(e[0],e[1])},ne(...t){let{params:e,options:n}=D(t);return $(e,
n),!ls(e[0],e[1])},and(...t){let{params:e,options:n}=D(t);return $(e,n),e.every(jn)},or(...t){let{params:e,options:n}=D(
t);return $(e,n),e.some(jn)},not(...t){let{params:e,options:n}=D(t);return $(e,n),!jn(e[0])},fence(...t){let{params:e,options:n}=D(
t);$(e,n);let r=e.length===2?G(e[1]):n.hash.label,{open:i,block:s}=os(G(e[0]),r===void 0?void 0:G(r));return we().fenceOpeners.
add(i),s},fit(...t){let{params:e,options:n}=D(t);$(e,n),n.fn||Ee(n,"is a block helper");let r=we(),i=cs(n);if(!r.setsAside(
i))return n.fn(this);r.fitDepth+=1;let s;try{s=n.fn(this)}finally{r.fitDepth-=1}return r.setAside({site:i,full:s,limit:void 0,
origin:r.recordsOf(i,this)})}};for(let t of Be)j.registerHelper(t,Ul[t]);var Vl=j.helpers.each;j.registerHelper("each",function(...t){
let{params:e,options:n}=D(t),r=Pt(e[0]);if(r!==null){let i=n.loc,s=i&&we().analysis.eachOver.get(`${i.start.line}:${i.start.
column}`),{message:o,details:l}=xt(s??"a value",r);throw new k(b.helperArguments,o,A(i),l)}return Vl.apply(this,t)});function vc(t,e){return e!==void 0?`github.event is the default ${t} payload baton made for run ${e}, which was started \
without --event, and it holds only some of the fields GitHub sends: a replay runs on the payload of the run it replays, \
so start a new run with one: baton run <workflow> --event <file.json>`:`github.event is the default ${t} payload baton m\
akes when no --event is given, which holds only some of the fields GitHub sends: give one with --event <file.json>`}var Kl={
strict:!0,noEscape:!0,knownHelpersOnly:!0,knownHelpers:{...Object.fromEntries(Be.map(t=>[t,!0])),log:!1}},hs={allowProtoPropertiesByDefault:!1,
allowProtoMethodsByDefault:!1},fe=new Map,Wl=64;function Rt(t){let e=fe.get(t);if(e)return fe.delete(t),fe.set(t,e),e;let{
program:n,analysis:r,ifUpstream:i}=Qi(t),s=j.compile(n,Kl),o={analysis:r,ifUpstream:i,render:l=>s(l,hs),generate:()=>s._setup(
hs)};return fe.set(t,o),fe.size>Wl&&fe.delete(fe.keys().next().value),o}function Sc(){let t=Xi();if(t!==void 0)try{Rt(t).
generate()}catch{}finally{Zi(t)}}function Pc(t){return Rt(t).analysis}function ds(t,e){return t.usesTokens||e.maxPromptTokens!==
void 0}async function xc(t,e={}){ms("prepareRender",t);let n=e.source??"template",r;try{r=Rt(t)}catch(i){throw ks(i,t,n,
void 0,void 0)}ds(r.analysis,e)&&await Zn()}function _c(t,e,n={}){if(ms("renderPrompt",t),!At(e)||!At(e.stages)||!At(e.jobs))
throw Bt("renderPrompt","the prompt context (buildPromptContext gives it) as its second argument",At(e)?"an object witho\
ut stages and jobs":Tt(e));let r=n.source??"template",i=n.maxPromptTokens;if(i!==void 0&&(!Number.isInteger(i)||i<1))throw new K(
"usage",`${oe.maxPromptTokens} must be a whole number above 0, got ${i}`,{where:oe.maxPromptTokens});let s;try{if(s=Rt(t),
Gl(s.analysis,e,n.notUpstreamHint),s.ifUpstream)throw s.ifUpstream;if(ds(s.analysis,n)&&!Qn())throw new K("usage",`${r} \
uses tokens or a budget is set, and the tokenizer is not loaded: await prepareRender(template, options) before renderPro\
mpt`,{where:"renderPrompt"});let o=s,l=Dn(new Ue(e,o.analysis),()=>o.render(e));if(zl(l,r),i===void 0)return{prompt:l,warnings:[]};
let u=Z(l);return u<=i?{prompt:l,warnings:[]}:Yl(o,e,l,u,i,r)}catch(o){throw ks(o,t,r,s?.analysis,e,n.madeEventHint)}}function ms(t,e){
if(typeof e!="string")throw Bt(t,"the template as a string",Tt(e))}function At(t){return t!==null&&typeof t=="object"}function zl(t,e){
if(t.length<=T.promptBytes/3)return;let n=W(t);if(n>T.promptBytes)throw gs(`the prompt is ${n} bytes`,e)}function gs(t,e){
return new K(b.tooLarge,`${t}, more than the ${T.promptBytes} (${T.promptBytes/1024/1024} MiB) a prompt may be`,{where:e,
details:["a prompt is read by a model: print less of each upstream stage ({{truncate}}, {{tokens}})"]})}function Gl(t,e,n){
let r=t.references.filter(u=>u.kind==="stage"?!Object.hasOwn(e.stages,u.stage):!Object.hasOwn(e.jobs,u.stage)),i=r[0];if(!i)
return;let s=i.kind==="stage"?Object.keys(e.stages):Object.keys(e.jobs),o=i.kind==="stage"?"stage":"job",l=i.kind==="sta\
ge"?"stages":"jobs";throw new k(b.unknownStage,`${l}.${i.stage}: no such upstream ${o}${J(i.stage,s)}`,i,[`upstream ${o}\
s: ${s.length>0?s.join(", "):"(none)"}`,...r.slice(1).map(u=>`also at ${u.line}:${u.column}: ${u.path}`),n?.(r)??"a prom\
pt can use the stages its job needs, directly or through other jobs (needs:)"])}var Jl="to fit max-prompt-tokens";function Yl(t,e,n,r,i,s){
let o=0;for(;n.includes(`\uE000baton-section-${o}:`);)o+=1;let l=`\uE000baton-section-${o}:`,u=new RegExp(`${l}(\\d+)\uE001`,
"g"),a=new Ue(e,t.analysis,p=>`${l}${p}\uE001`),h=Dn(a,()=>t.render(e)),c=a.sections.map(p=>{let f=Z(p.full),d=m=>Ct(m,p.
origin,Jl);return{record:p,fullTokens:f,size:p.limit===void 0?f:Math.min(p.limit,f),marker:d,markerTokens:Z(`
${d(f)}`)}}),g=c.filter(p=>p.size>p.markerTokens),w=p=>p.record.limit===void 0?p.record.full:Lt(p.record.full,p.record.limit,
f=>Ct(f,p.record.origin),a.fenceOpeners),E=h.replace(u,(p,f)=>{let d=c[Number(f)];return g.includes(d)?"":w(d)}),L=Z(E),
I=de(g,p=>p.markerTokens),B=de(g,p=>p.size),F=p=>new K(b.overBudget,p,{where:s,details:Zl(L,g,I,r,i)}),C=i-L-I;if(C<0||B===
0)throw F(`the prompt is ${r} tokens, over ${oe.maxPromptTokens} ${i}, and its fixed text alone is ${L}${I>0?` (+${I} fo\
r cut markers)`:""}: cutting the fit and tokens sections cannot bring it under`);for(let p=0;p<6&&C>=0;p+=1){let f=Math.
min(1,C/B),d=new Map;for(let v of g){let y=Math.floor(v.size*f);d.set(v,Lt(v.record.full,y,v.marker,a.fenceOpeners))}let m=0,
_=h.replace(u,(v,y)=>{m+=1;let x=c[Number(y)];return d.get(x)??w(x)});if(m!==c.length)throw new Oe("a budget section pla\
ceholder was lost while rendering");let P=Z(_);if(P<=i)return{prompt:_,warnings:[{code:b.cut,severity:"warning",path:s,message:`\
the prompt was ${r} tokens, over ${oe.maxPromptTokens} ${i}; cut to ${P} by shortening ${Xl(g,v=>Z(d.get(v)))}`}]};C-=P-
i}throw F(`the prompt is ${r} tokens and cannot be cut under ${oe.maxPromptTokens} ${i}`)}function It(t){let{site:e}=t[0].
record;return`${e.label} at ${e.position.line}:${e.position.column}`}function bs(t){let e=new Map;for(let n of t){let r=e.
get(n.record.site);r?r.push(n):e.set(n.record.site,[n])}return[...e.values()]}function de(t,e){return t.reduce((n,r)=>n+
e(r),0)}var Un=5;function Xl(t,e){let n=bs(t),r=n.slice(0,Un).map(s=>{let o=`from ${de(s,l=>l.size)} to ${de(s,e)} token\
s`;return s.length===1?`${It(s)} ${o}`:`${It(s)} cut ${s.length} times, ${o} in all`}),i=n.slice(Un).flat();if(i.length>
0){let s=n.length-Un;r.push(`and ${s} more place${s===1?"":"s"} from ${de(i,o=>o.size)} to ${de(i,e)} tokens in all`)}return r.
join(", ")}function Zl(t,e,n,r,i){let s=[["fixed text (outside fit and tokens sections)",t],...bs(e).map(l=>[l.length===
1?It(l):`${It(l)} (${l.length} sections)`,de(l,u=>u.size)])];n>0&&s.push(["markers for cut sections",n]),s.push(["whole \
prompt",r],[oe.maxPromptTokens,i]);let o=Math.max(...s.map(([l])=>l.length),7);return[`${"section".padEnd(o)}  tokens`,...s.
map(([l,u])=>`${l.padEnd(o)}  ${String(u).padStart(6)}`),"mark text that may be shortened with {{#fit}}\u2026{{/fit}} or {{to\
kens value N}}, or raise the budget"]}function ks(t,e,n,r,i,s){if(t instanceof k)return xe(t,e,n);if(t instanceof K||t instanceof
Oe)return t;let o=t?.batonPrinted;if(o)return xe(Ql(o,e),e,n);let l=t instanceof TypeError?/^Cannot use 'in' operator to search for '(.*)' in /s.
exec(t.message):null;if(l)return xe(nu(l[1],r,i),e,n);if(t instanceof RangeError&&t.message==="Invalid string length")return gs(
"the prompt grew past what a string can hold while it was rendered",n);if(!(t instanceof j.Exception))return t;let u=t,a={
line:u.lineNumber??1,column:(u.column??0)+1},h=u.message.replace(/ - \d+:\d+$/,""),c=/^"(.*)" not defined in /s.exec(h);
if(c)return xe(tu(c[1],a,r,i,s),e,n);let g=/unknown helper (\S+)/.exec(h);return g?xe(new k(b.unknownHelper,`unknown hel\
per ${g[1]}`,a),e,n):new K(b.syntax,h,{where:`${n}:${a.line}:${a.column}`,details:_n(e,a),cause:t})}function Ql(t,e){let n=A(
t.loc),r="";if(t.loc){let l=e.split(`
`),{start:u,end:a}=t.loc;r=(u.line===a.line?(l[u.line-1]??"").slice(u.column,a.column):(l[u.line-1]??"").slice(u.column)).
replace(/^\{\{\{?~?\s*|\s*~?\}?\}\}$/g,"")}let i=r===""?"the value":/\s/.test(r)?`(${r})`:r,{message:s,details:o}=xn(t.list);
return new k(b.printedObject,`${i} ${s}`,n,o(i))}function Vn(t,e=t){return`for a field that may be absent, use {{#if ${e}\
}}\u2026{{/if}} or {{default ${t} "\u2026"}}`}function eu(t,e,n){let r=`.${e.join(".")}`;return t.endsWith(r)&&t.length>
r.length?t.slice(0,-r.length):n}function tu(t,e,n,r,i){let s=n?.paths.get(`${e.line}:${e.column-1}`),o=s?.original??t;if(s?.
root&&r){let l=r;for(let u=0;u<s.root.length;u+=1){let a=s.root[u],h=s.root.slice(0,u).join(".");if(l==null||typeof l!="\
object")return new k(b.missingField,`${o}: ${h} is empty, so it has no ${a}`,e,[Vn(o,eu(o,s.root.slice(u),h))]);if(!Object.
hasOwn(l,a)){let c=Object.keys(l),w=s.root[0]==="github"&&s.root[1]==="event"&&u>=2&&i!==void 0?[i]:Ii(s.root.slice(0,u))?
[Vn(o)]:[];return new k(b.missingField,`${o}: no field ${a}${h?` in ${h}`:""}${J(a,c)}`,e,[`fields there: ${c.length>0?c.
slice(0,30).join(", "):"(none)"}${c.length>30?", \u2026":""}`,...w])}l=l[a]}}return new k(b.missingField,`${o}: no field\
 ${t} in the current context`,e,["inside {{#each}} or {{#with}}, names refer to the current item; reach the top with @ro\
ot.stages.<id>",Vn(o)])}function nu(t,e,n){let r="text, numbers and true/false have no fields";for(let[i,s]of e?.paths??
[]){if(!s.root||!n)continue;let o=n;for(let l=0;l<s.root.length&&o!=null;l+=1){if(typeof o!="object"){if(s.root[l]!==t)break;
let u=s.root.slice(0,l).join(".");return new k(b.missingField,`${s.original}: ${u} is a ${typeof o=="string"?"text":typeof o}\
, so it has no field ${t}`,fs(i),[r])}o=Object.hasOwn(o,s.root[l])?o[s.root[l]]:void 0}}for(let[i,s]of e?.paths??[])if(s.
original.split(/[./]/).slice(1).includes(t))return new k(b.missingField,`${s.original}: no field ${t} (the value before \
it is a text, number or true/false)`,fs(i),[r]);return new k(b.missingField,`no field ${t}: ${r}`,{line:1,column:1})}function fs(t){
let[e,n]=t.split(":").map(Number);return{line:e,column:n+1}}export{vc as a,Sc as b,Pc as c,xc as d,_c as e};
