import{a as So}from"./chunk-WWT2R6FE.js";import{b as go,d as mo,e as Ao,f as wo}from"./chunk-6LFU2WTU.js";import{
e as ho}from"./chunk-Q6FS6WJP.js";import{a as O0,c as yo,l as G,n as vo,o as J}from"./chunk-DHIUKFLR.js";import{
a as $0}from"./chunk-SM223FN7.js";import{c as bo}from"./chunk-5RPB7GQ6.js";import{a as _,b as u,d as Zt}from"./chunk-A64LSPLL.js";var mr=u((Z2,To)=>{"use strict";var Eo=Function.prototype.toString,Fr=typeof Reflect=="object"&&Reflect!==null&&Reflect.
apply,Xt,$e;if(typeof Fr=="function"&&typeof Object.defineProperty=="function")try{Xt=Object.defineProperty({},"length",
{get:function(){throw $e}}),$e={},Fr(function(){throw 42},null,Xt)}catch(e){e!==$e&&(Fr=null)}else Fr=null;var _0=/^\s*class\b/,
rn=function(r){try{var t=Eo.call(r);return _0.test(t)}catch{return!1}},Qt=function(r){try{return rn(r)?!1:(Eo.call(r),!0)}catch{
return!1}},_e=Object.prototype.toString,B0="[object Object]",R0="[object Function]",F0="[object GeneratorFunction]",D0="\
[object HTMLAllCollection]",C0="[object HTML document.all class]",N0="[object HTMLCollection]",P0=typeof Symbol=="functi\
on"&&!!Symbol.toStringTag,L0=!(0 in[,]),en=function(){return!1};typeof document=="object"&&(qo=document.all,_e.call(qo)===
_e.call(document.all)&&(en=function(r){if((L0||!r)&&(typeof r>"u"||typeof r=="object"))try{var t=_e.call(r);return(t===D0||
t===C0||t===N0||t===B0)&&r("")==null}catch{}return!1}));var qo;To.exports=Fr?function(r){if(en(r))return!0;if(!r||typeof r!=
"function"&&typeof r!="object")return!1;try{Fr(r,null,Xt)}catch(t){if(t!==$e)return!1}return!rn(r)&&Qt(r)}:function(r){if(en(
r))return!0;if(!r||typeof r!="function"&&typeof r!="object")return!1;if(P0)return Qt(r);if(rn(r))return!1;var t=_e.call(
r);return t!==R0&&t!==F0&&!/^\[object HTML/.test(t)?!1:Qt(r)}});var Be=u((Q2,xo)=>{"use strict";var U0=mr(),k0=Object.prototype.toString,Io=Object.prototype.hasOwnProperty,M0=function(r,t,n){
for(var i=0,o=r.length;i<o;i++)Io.call(r,i)&&(n==null?t(r[i],i,r):t.call(n,r[i],i,r))},W0=function(r,t,n){for(var i=0,o=r.
length;i<o;i++)n==null?t(r.charAt(i),i,r):t.call(n,r.charAt(i),i,r)},z0=function(r,t,n){for(var i in r)Io.call(r,i)&&(n==
null?t(r[i],i,r):t.call(n,r[i],i,r))};function G0(e){return k0.call(e)==="[object Array]"}xo.exports=function(r,t,n){if(!U0(
t))throw new TypeError("iterator must be a function");var i;arguments.length>=3&&(i=n),G0(r)?M0(r,t,i):typeof r=="string"?
W0(r,t,i):z0(r,t,i)}});var tn=u((X2,Oo)=>{"use strict";Oo.exports=["Float16Array","Float32Array","Float64Array","Int8Array","Int16Array","Int32\
Array","Uint8Array","Uint8ClampedArray","Uint16Array","Uint32Array","BigInt64Array","BigUint64Array"]});var Dr=u((rE,$o)=>{"use strict";var nn=tn(),j0=typeof globalThis>"u"?global:globalThis;$o.exports=function(){for(var r=[],
t=0;t<nn.length;t++)typeof j0[nn[t]]=="function"&&(r[r.length]=nn[t]);return r}});var Re=u((eE,_o)=>{"use strict";_o.exports=Object});var Ro=u((tE,Bo)=>{"use strict";Bo.exports=Error});var Do=u((nE,Fo)=>{"use strict";Fo.exports=EvalError});var Fe=u((iE,Co)=>{"use strict";Co.exports=RangeError});var Po=u((oE,No)=>{"use strict";No.exports=ReferenceError});var U=u((aE,Lo)=>{"use strict";Lo.exports=SyntaxError});var w=u((uE,Uo)=>{"use strict";Uo.exports=TypeError});var Mo=u((sE,ko)=>{"use strict";ko.exports=URIError});var Cr=u((fE,Wo)=>{"use strict";Wo.exports=Math.abs});var ir=u((lE,zo)=>{"use strict";zo.exports=Math.floor});var De=u((cE,Go)=>{"use strict";Go.exports=Math.max});var Ce=u((pE,jo)=>{"use strict";jo.exports=Math.min});var Z=u((yE,Ho)=>{"use strict";Ho.exports=Math.pow});var Ko=u((vE,Vo)=>{"use strict";Vo.exports=Math.round});var or=u((hE,Yo)=>{"use strict";Yo.exports=Number.isNaN||function(r){return r!==r}});var Zo=u((dE,Jo)=>{"use strict";var H0=or();Jo.exports=function(r){return H0(r)||r===0?r:r<0?-1:1}});var Xo=u((gE,Qo)=>{"use strict";Qo.exports=Object.getOwnPropertyDescriptor});var Q=u((mE,ra)=>{"use strict";var Ne=Xo();if(Ne)try{Ne([],"length")}catch{Ne=null}ra.exports=Ne});var br=u((bE,ea)=>{"use strict";var Pe=Object.defineProperty||!1;if(Pe)try{Pe({},"a",{value:1})}catch{Pe=!1}ea.exports=Pe});var Le=u((AE,ta)=>{"use strict";ta.exports=function(){if(typeof Symbol!="function"||typeof Object.getOwnPropertySymbols!=
"function")return!1;if(typeof Symbol.iterator=="symbol")return!0;var r={},t=Symbol("test"),n=Object(t);if(typeof t=="str\
ing"||Object.prototype.toString.call(t)!=="[object Symbol]"||Object.prototype.toString.call(n)!=="[object Symbol]")return!1;
var i=42;r[t]=i;for(var o in r)return!1;if(typeof Object.keys=="function"&&Object.keys(r).length!==0||typeof Object.getOwnPropertyNames==
"function"&&Object.getOwnPropertyNames(r).length!==0)return!1;var a=Object.getOwnPropertySymbols(r);if(a.length!==1||a[0]!==
t||!Object.prototype.propertyIsEnumerable.call(r,t))return!1;if(typeof Object.getOwnPropertyDescriptor=="function"){var s=Object.
getOwnPropertyDescriptor(r,t);if(s.value!==i||s.enumerable!==!0)return!1}return!0}});var on=u((wE,ia)=>{"use strict";var na=typeof Symbol<"u"&&Symbol,V0=Le();ia.exports=function(){return typeof na!="functi\
on"||typeof Symbol!="function"||typeof na("foo")!="symbol"||typeof Symbol("bar")!="symbol"?!1:V0()}});var an=u((SE,oa)=>{"use strict";oa.exports=typeof Reflect<"u"&&Reflect.getPrototypeOf||null});var un=u((qE,aa)=>{"use strict";var K0=Re();aa.exports=K0.getPrototypeOf||null});var fa=u((EE,sa)=>{"use strict";var Y0="Function.prototype.bind called on incompatible ",J0=Object.prototype.toString,Z0=Math.
max,Q0="[object Function]",ua=function(r,t){for(var n=[],i=0;i<r.length;i+=1)n[i]=r[i];for(var o=0;o<t.length;o+=1)n[o+r.
length]=t[o];return n},X0=function(r,t){for(var n=[],i=t||0,o=0;i<r.length;i+=1,o+=1)n[o]=r[i];return n},rh=function(e,r){
for(var t="",n=0;n<e.length;n+=1)t+=e[n],n+1<e.length&&(t+=r);return t};sa.exports=function(r){var t=this;if(typeof t!="\
function"||J0.apply(t)!==Q0)throw new TypeError(Y0+t);for(var n=X0(arguments,1),i,o=function(){if(this instanceof i){var p=t.
apply(this,ua(n,arguments));return Object(p)===p?p:this}return t.apply(r,ua(n,arguments))},a=Z0(0,t.length-n.length),s=[],
f=0;f<a;f++)s[f]="$"+f;if(i=Function("binder","return function ("+rh(s,",")+"){ return binder.apply(this,arguments); }")(
o),t.prototype){var c=function(){};c.prototype=t.prototype,i.prototype=new c,c.prototype=null}return i}});var Nr=u((TE,la)=>{"use strict";var eh=fa();la.exports=Function.prototype.bind||eh});var Ue=u((IE,ca)=>{"use strict";ca.exports=Function.prototype.call});var ke=u((xE,pa)=>{"use strict";pa.exports=Function.prototype.apply});var va=u((OE,ya)=>{"use strict";ya.exports=typeof Reflect<"u"&&Reflect&&Reflect.apply});var sn=u(($E,ha)=>{"use strict";var th=Nr(),nh=ke(),ih=Ue(),oh=va();ha.exports=oh||th.call(ih,nh)});var Me=u((_E,da)=>{"use strict";var ah=Nr(),uh=w(),sh=Ue(),fh=sn();da.exports=function(r){if(r.length<1||typeof r[0]!="f\
unction")throw new uh("a function is required");return fh(ah,sh,r)}});var Sa=u((BE,wa)=>{"use strict";var lh=Me(),ga=Q(),ba;try{ba=[].__proto__===Array.prototype}catch(e){if(!e||typeof e!="o\
bject"||!("code"in e)||e.code!=="ERR_PROTO_ACCESS")throw e}var fn=!!ba&&ga&&ga(Object.prototype,"__proto__"),Aa=Object,ma=Aa.
getPrototypeOf;wa.exports=fn&&typeof fn.get=="function"?lh([fn.get]):typeof ma=="function"?function(r){return ma(r==null?
r:Aa(r))}:!1});var cr=u((RE,Ia)=>{"use strict";var qa=an(),Ea=un(),Ta=Sa();Ia.exports=qa?function(r){return qa(r)}:Ea?function(r){if(!r||
typeof r!="object"&&typeof r!="function")throw new TypeError("getProto: not an object");return Ea(r)}:Ta?function(r){return Ta(
r)}:null});var ln=u((FE,xa)=>{"use strict";var ch=async function(){}.constructor;xa.exports=()=>ch});var cn=u((DE,Oa)=>{"use strict";var ph=function*(){}.constructor;Oa.exports=()=>ph});var _a=u((CE,$a)=>{"use strict";var yh=async function*(){}.constructor;$a.exports=()=>yh});var X=u((NE,Ba)=>{"use strict";var vh=Function.prototype.call,hh=Object.prototype.hasOwnProperty,dh=Nr();Ba.exports=dh.call(
vh,hh)});var x=u((PE,Na)=>{"use strict";var q,gh=Re(),mh=Ro(),bh=Do(),Ah=Fe(),wh=Po(),kr=U(),Ur=w(),Sh=Mo(),qh=Cr(),Eh=ir(),Th=De(),
Ih=Ce(),xh=Z(),Oh=Ko(),$h=Zo(),ee=Q(),_h=br(),pn=function(){throw new Ur},Bh=ee?(function(){try{return arguments.callee,
pn}catch{try{return ee(arguments,"callee").get}catch{return pn}}})():pn,Pr=on()(),B=cr(),Rh=un(),Fh=an(),Ca=ke(),te=Ue(),
Lr={},Dh=typeof Uint8Array>"u"||!B?q:B(Uint8Array),Ar={__proto__:null,"%AggregateError%":typeof AggregateError>"u"?q:AggregateError,
"%Array%":Array,"%ArrayBuffer%":typeof ArrayBuffer>"u"?q:ArrayBuffer,"%ArrayIteratorPrototype%":Pr&&B?B([][Symbol.iterator]()):
q,"%AsyncFromSyncIteratorPrototype%":q,"%AsyncFunction%":Lr,"%AsyncGenerator%":Lr,"%AsyncGeneratorFunction%":Lr,"%AsyncI\
teratorPrototype%":Lr,"%Atomics%":typeof Atomics>"u"?q:Atomics,"%BigInt%":typeof BigInt>"u"?q:BigInt,"%BigInt64Array%":typeof BigInt64Array>
"u"?q:BigInt64Array,"%BigUint64Array%":typeof BigUint64Array>"u"?q:BigUint64Array,"%Boolean%":Boolean,"%DataView%":typeof DataView>
"u"?q:DataView,"%Date%":Date,"%decodeURI%":decodeURI,"%decodeURIComponent%":decodeURIComponent,"%encodeURI%":encodeURI,"\
%encodeURIComponent%":encodeURIComponent,"%Error%":mh,"%eval%":eval,"%EvalError%":bh,"%Float16Array%":typeof Float16Array>
"u"?q:Float16Array,"%Float32Array%":typeof Float32Array>"u"?q:Float32Array,"%Float64Array%":typeof Float64Array>"u"?q:Float64Array,
"%FinalizationRegistry%":typeof FinalizationRegistry>"u"?q:FinalizationRegistry,"%Function%":Function,"%GeneratorFunctio\
n%":Lr,"%Int8Array%":typeof Int8Array>"u"?q:Int8Array,"%Int16Array%":typeof Int16Array>"u"?q:Int16Array,"%Int32Array%":typeof Int32Array>
"u"?q:Int32Array,"%isFinite%":isFinite,"%isNaN%":isNaN,"%IteratorPrototype%":Pr&&B?B(B([][Symbol.iterator]())):q,"%JSON%":typeof JSON==
"object"?JSON:q,"%Map%":typeof Map>"u"?q:Map,"%MapIteratorPrototype%":typeof Map>"u"||!Pr||!B?q:B(new Map()[Symbol.iterator]()),
"%Math%":Math,"%Number%":Number,"%Object%":gh,"%Object.getOwnPropertyDescriptor%":ee,"%parseFloat%":parseFloat,"%parseIn\
t%":parseInt,"%Promise%":typeof Promise>"u"?q:Promise,"%Proxy%":typeof Proxy>"u"?q:Proxy,"%RangeError%":Ah,"%ReferenceEr\
ror%":wh,"%Reflect%":typeof Reflect>"u"?q:Reflect,"%RegExp%":RegExp,"%Set%":typeof Set>"u"?q:Set,"%SetIteratorPrototype%":typeof Set>
"u"||!Pr||!B?q:B(new Set()[Symbol.iterator]()),"%SharedArrayBuffer%":typeof SharedArrayBuffer>"u"?q:SharedArrayBuffer,"%\
String%":String,"%StringIteratorPrototype%":Pr&&B?B(""[Symbol.iterator]()):q,"%Symbol%":Pr?Symbol:q,"%SyntaxError%":kr,"\
%ThrowTypeError%":Bh,"%TypedArray%":Dh,"%TypeError%":Ur,"%Uint8Array%":typeof Uint8Array>"u"?q:Uint8Array,"%Uint8Clamped\
Array%":typeof Uint8ClampedArray>"u"?q:Uint8ClampedArray,"%Uint16Array%":typeof Uint16Array>"u"?q:Uint16Array,"%Uint32Ar\
ray%":typeof Uint32Array>"u"?q:Uint32Array,"%URIError%":Sh,"%WeakMap%":typeof WeakMap>"u"?q:WeakMap,"%WeakRef%":typeof WeakRef>
"u"?q:WeakRef,"%WeakSet%":typeof WeakSet>"u"?q:WeakSet,"%Function.prototype.call%":te,"%Function.prototype.apply%":Ca,"%\
Object.defineProperty%":_h,"%Object.getPrototypeOf%":Rh,"%Math.abs%":qh,"%Math.floor%":Eh,"%Math.max%":Th,"%Math.min%":Ih,
"%Math.pow%":xh,"%Math.round%":Oh,"%Math.sign%":$h,"%Reflect.getPrototypeOf%":Fh};if(B)try{null.error}catch(e){Ra=B(B(e)),
Ar["%Error.prototype%"]=Ra}var Ra,Ch=ln(),Nh=cn(),Ph=_a(),Lh=function e(r){var t;if(r==="%AsyncFunction%")t=Ch()||void 0;else if(r===
"%GeneratorFunction%")t=Nh()||void 0;else if(r==="%AsyncGeneratorFunction%")t=Ph()||void 0;else if(r==="%AsyncGenerator%"){
var n=e("%AsyncGeneratorFunction%");n&&(t=n.prototype)}else if(r==="%AsyncIteratorPrototype%"){var i=e("%AsyncGenerator%");
i&&B&&(t=B(i.prototype))}return Ar[r]=t,t},Fa={__proto__:null,"%ArrayBufferPrototype%":["ArrayBuffer","prototype"],"%Arr\
ayPrototype%":["Array","prototype"],"%ArrayProto_entries%":["Array","prototype","entries"],"%ArrayProto_forEach%":["Arra\
y","prototype","forEach"],"%ArrayProto_keys%":["Array","prototype","keys"],"%ArrayProto_values%":["Array","prototype","v\
alues"],"%AsyncFunctionPrototype%":["AsyncFunction","prototype"],"%AsyncGenerator%":["AsyncGeneratorFunction","prototype"],
"%AsyncGeneratorPrototype%":["AsyncGeneratorFunction","prototype","prototype"],"%BooleanPrototype%":["Boolean","prototyp\
e"],"%DataViewPrototype%":["DataView","prototype"],"%DatePrototype%":["Date","prototype"],"%ErrorPrototype%":["Error","p\
rototype"],"%EvalErrorPrototype%":["EvalError","prototype"],"%Float32ArrayPrototype%":["Float32Array","prototype"],"%Flo\
at64ArrayPrototype%":["Float64Array","prototype"],"%FunctionPrototype%":["Function","prototype"],"%Generator%":["Generat\
orFunction","prototype"],"%GeneratorPrototype%":["GeneratorFunction","prototype","prototype"],"%Int8ArrayPrototype%":["I\
nt8Array","prototype"],"%Int16ArrayPrototype%":["Int16Array","prototype"],"%Int32ArrayPrototype%":["Int32Array","prototy\
pe"],"%JSONParse%":["JSON","parse"],"%JSONStringify%":["JSON","stringify"],"%MapPrototype%":["Map","prototype"],"%Number\
Prototype%":["Number","prototype"],"%ObjectPrototype%":["Object","prototype"],"%ObjProto_toString%":["Object","prototype",
"toString"],"%ObjProto_valueOf%":["Object","prototype","valueOf"],"%PromisePrototype%":["Promise","prototype"],"%Promise\
Proto_then%":["Promise","prototype","then"],"%Promise_all%":["Promise","all"],"%Promise_reject%":["Promise","reject"],"%\
Promise_resolve%":["Promise","resolve"],"%RangeErrorPrototype%":["RangeError","prototype"],"%ReferenceErrorPrototype%":[
"ReferenceError","prototype"],"%RegExpPrototype%":["RegExp","prototype"],"%SetPrototype%":["Set","prototype"],"%SharedAr\
rayBufferPrototype%":["SharedArrayBuffer","prototype"],"%StringPrototype%":["String","prototype"],"%SymbolPrototype%":["\
Symbol","prototype"],"%SyntaxErrorPrototype%":["SyntaxError","prototype"],"%TypedArrayPrototype%":["TypedArray","prototy\
pe"],"%TypeErrorPrototype%":["TypeError","prototype"],"%Uint8ArrayPrototype%":["Uint8Array","prototype"],"%Uint8ClampedA\
rrayPrototype%":["Uint8ClampedArray","prototype"],"%Uint16ArrayPrototype%":["Uint16Array","prototype"],"%Uint32ArrayProt\
otype%":["Uint32Array","prototype"],"%URIErrorPrototype%":["URIError","prototype"],"%WeakMapPrototype%":["WeakMap","prot\
otype"],"%WeakSetPrototype%":["WeakSet","prototype"]},ne=Nr(),We=X(),Uh=ne.call(te,Array.prototype.concat),kh=ne.call(Ca,
Array.prototype.splice),Da=ne.call(te,String.prototype.replace),ze=ne.call(te,String.prototype.slice),Mh=ne.call(te,RegExp.
prototype.exec),Wh=/[^%.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|%$))/g,
zh=/\\(\\)?/g,Gh=function(r){var t=ze(r,0,1),n=ze(r,-1);if(t==="%"&&n!=="%")throw new kr("invalid intrinsic syntax, expe\
cted closing `%`");if(n==="%"&&t!=="%")throw new kr("invalid intrinsic syntax, expected opening `%`");var i=[];return Da(
r,Wh,function(o,a,s,f){i[i.length]=s?Da(f,zh,"$1"):a||o}),i},jh=function(r,t){var n=r,i;if(We(Fa,n)&&(i=Fa[n],n="%"+i[0]+
"%"),We(Ar,n)){var o=Ar[n];if(o===Lr&&(o=Lh(n)),typeof o>"u"&&!t)throw new Ur("intrinsic "+r+" exists, but is not availa\
ble. Please file an issue!");return{alias:i,name:n,value:o}}throw new kr("intrinsic "+r+" does not exist!")};Na.exports=
function(r,t){if(typeof r!="string"||r.length===0)throw new Ur("intrinsic name must be a non-empty string");if(arguments.
length>1&&typeof t!="boolean")throw new Ur('"allowMissing" argument must be a boolean');if(Mh(/^%?[^%]*%?$/,r)===null)throw new kr(
"`%` may not be present anywhere but at the beginning and end of the intrinsic name");var n=Gh(r),i=n.length>0?n[0]:"",o=jh(
"%"+i+"%",t),a=o.name,s=o.value,f=!1,c=o.alias;c&&(i=c[0],kh(n,Uh([0,1],c)));for(var p=1,v=!0;p<n.length;p+=1){var h=n[p],
d=ze(h,0,1),g=ze(h,-1);if((d==='"'||d==="'"||d==="`"||g==='"'||g==="'"||g==="`")&&d!==g)throw new kr("property names wit\
h quotes must have matching quotes");if((h==="constructor"||!v)&&(f=!0),i+="."+h,a="%"+i+"%",We(Ar,a))s=Ar[a];else if(s!=
null){if(!(h in s)){if(!t)throw new Ur("base intrinsic for "+r+" exists, but the property is not available.");return}if(ee&&
p+1>=n.length){var l=ee(s,h);v=!!l,v&&"get"in l&&!("originalValue"in l.get)?s=l.get:s=s[h]}else v=We(s,h),s=s[h];v&&!f&&
(Ar[a]=s)}}return s}});var ie=u((LE,Ua)=>{"use strict";var Pa=br(),Hh=U(),Mr=w(),La=Q();Ua.exports=function(r,t,n){if(!r||typeof r!="object"&&typeof r!=
"function")throw new Mr("`obj` must be an object or a function`");if(typeof t!="string"&&typeof t!="symbol")throw new Mr(
"`property` must be a string or a symbol`");if(arguments.length>3&&typeof arguments[3]!="boolean"&&arguments[3]!==null)throw new Mr(
"`nonEnumerable`, if provided, must be a boolean or null");if(arguments.length>4&&typeof arguments[4]!="boolean"&&arguments[4]!==
null)throw new Mr("`nonWritable`, if provided, must be a boolean or null");if(arguments.length>5&&typeof arguments[5]!="\
boolean"&&arguments[5]!==null)throw new Mr("`nonConfigurable`, if provided, must be a boolean or null");if(arguments.length>
6&&typeof arguments[6]!="boolean")throw new Mr("`loose`, if provided, must be a boolean");var i=arguments.length>3?arguments[3]:
null,o=arguments.length>4?arguments[4]:null,a=arguments.length>5?arguments[5]:null,s=arguments.length>6?arguments[6]:!1,
f=!!La&&La(r,t);if(Pa)Pa(r,t,{configurable:a===null&&f?f.configurable:!a,enumerable:i===null&&f?f.enumerable:!i,value:n,
writable:o===null&&f?f.writable:!o});else if(s||!i&&!o&&!a)r[t]=n;else throw new Hh("This environment does not support d\
efining a property as non-configurable, non-writable, or non-enumerable.")}});var Wr=u((UE,Ma)=>{"use strict";var yn=br(),ka=function(){return!!yn};ka.hasArrayLengthDefineBug=function(){if(!yn)return null;
try{return yn([],"length",{value:1}).length!==1}catch{return!0}};Ma.exports=ka});var Ha=u((kE,ja)=>{"use strict";var Vh=x(),Wa=ie(),Kh=Wr()(),za=Q(),Ga=w(),Yh=Vh("%Math.floor%");ja.exports=function(r,t){
if(typeof r!="function")throw new Ga("`fn` is not a function");if(typeof t!="number"||t<0||t>4294967295||Yh(t)!==t)throw new Ga(
"`length` must be a positive 32-bit integer");var n=arguments.length>2&&!!arguments[2],i=!0,o=!0;if("length"in r&&za){var a=za(
r,"length");a&&!a.configurable&&(i=!1),a&&!a.writable&&(o=!1)}return(i||o||!n)&&(Kh?Wa(r,"length",t,!0,!0):Wa(r,"length",
t)),r}});var Ka=u((ME,Va)=>{"use strict";var Jh=Nr(),Zh=ke(),Qh=sn();Va.exports=function(){return Qh(Jh,Zh,arguments)}});var ar=u((WE,Ge)=>{"use strict";var Xh=Ha(),Ya=br(),rd=Me(),Ja=Ka();Ge.exports=function(r){var t=rd(arguments),n=1+r.length-
(arguments.length-1);return Xh(t,n>0?n:0,!0)};Ya?Ya(Ge.exports,"apply",{value:Ja}):Ge.exports.apply=Ja});var T=u((zE,Xa)=>{"use strict";var Za=x(),Qa=Me(),ed=Qa([Za("%String.prototype.indexOf%")]);Xa.exports=function(r,t){var n=Za(
r,!!t);return typeof n=="function"&&ed(r,".prototype.")>-1?Qa([n]):n}});var rr=u((GE,ru)=>{"use strict";var td=Le();ru.exports=function(){return td()&&!!Symbol.toStringTag}});var wr=u((jE,iu)=>{"use strict";var Ve=Be(),nd=Dr(),eu=ar(),hn=T(),He=Q(),je=cr(),id=hn("Object.prototype.toString"),nu=rr()(),
tu=typeof globalThis>"u"?global:globalThis,vn=nd(),dn=hn("String.prototype.slice"),od=hn("Array.prototype.indexOf",!0)||
function(r,t){for(var n=0;n<r.length;n+=1)if(r[n]===t)return n;return-1},Ke={__proto__:null};nu&&He&&je?Ve(vn,function(e){
var r=new tu[e];if(Symbol.toStringTag in r&&je){var t=je(r),n=He(t,Symbol.toStringTag);if(!n&&t){var i=je(t);n=He(i,Symbol.
toStringTag)}if(n&&n.get){var o=eu(n.get);Ke["$"+e]=o}}}):Ve(vn,function(e){var r=new tu[e],t=r.slice||r.set;if(t){var n=eu(
t);Ke["$"+e]=n}});function ad(e){var r=!1;return Ve(Ke,function(t,n){if(!r)try{"$"+t(e)===n&&(r=dn(n,1))}catch{}}),r}function ud(e){
var r=!1;return Ve(Ke,function(t,n){if(!r)try{t(e),r=dn(n,1)}catch{}}),r}function sd(e){return od(vn,e)>-1}function fd(e){
if(!e||typeof e!="object")return!1;if(!nu){var r=dn(id(e),8,-1);return sd(r)?r:r!=="Object"?!1:ud(e)}return He?ad(e):null}
iu.exports=fd});var gn=u((HE,au)=>{"use strict";var ou=Object.prototype.toString;au.exports=function(r){var t=ou.call(r),n=t==="[object \
Arguments]";return n||(n=t!=="[object Array]"&&r!==null&&typeof r=="object"&&typeof r.length=="number"&&r.length>=0&&ou.
call(r.callee)==="[object Function]"),n}});var hu=u((VE,vu)=>{"use strict";var yu;Object.keys||(oe=Object.prototype.hasOwnProperty,mn=Object.prototype.toString,uu=
gn(),bn=Object.prototype.propertyIsEnumerable,su=!bn.call({toString:null},"toString"),fu=bn.call(function(){},"prototype"),
ae=["toString","toLocaleString","valueOf","hasOwnProperty","isPrototypeOf","propertyIsEnumerable","constructor"],Ye=function(e){
var r=e.constructor;return r&&r.prototype===e},lu={$applicationCache:!0,$console:!0,$external:!0,$frame:!0,$frameElement:!0,
$frames:!0,$innerHeight:!0,$innerWidth:!0,$onmozfullscreenchange:!0,$onmozfullscreenerror:!0,$outerHeight:!0,$outerWidth:!0,
$pageXOffset:!0,$pageYOffset:!0,$parent:!0,$scrollLeft:!0,$scrollTop:!0,$scrollX:!0,$scrollY:!0,$self:!0,$webkitIndexedDB:!0,
$webkitStorageInfo:!0,$window:!0},cu=(function(){if(typeof window>"u")return!1;for(var e in window)try{if(!lu["$"+e]&&oe.
call(window,e)&&window[e]!==null&&typeof window[e]=="object")try{Ye(window[e])}catch{return!0}}catch{return!0}return!1})(),
pu=function(e){if(typeof window>"u"||!cu)return Ye(e);try{return Ye(e)}catch{return!1}},yu=function(r){var t=r!==null&&typeof r==
"object",n=mn.call(r)==="[object Function]",i=uu(r),o=t&&mn.call(r)==="[object String]",a=[];if(!t&&!n&&!i)throw new TypeError(
"Object.keys called on a non-object");var s=fu&&n;if(o&&r.length>0&&!oe.call(r,0))for(var f=0;f<r.length;++f)a.push(String(
f));if(i&&r.length>0)for(var c=0;c<r.length;++c)a.push(String(c));else for(var p in r)!(s&&p==="prototype")&&oe.call(r,p)&&
a.push(String(p));if(su)for(var v=pu(r),h=0;h<ae.length;++h)!(v&&ae[h]==="constructor")&&oe.call(r,ae[h])&&a.push(ae[h]);
return a});var oe,mn,uu,bn,su,fu,ae,Ye,lu,cu,pu;vu.exports=yu});var bu=u((KE,mu)=>{"use strict";var ld=Array.prototype.slice,cd=gn(),du=Object.keys,Je=du?function(r){return du(r)}:hu(),
gu=Object.keys;Je.shim=function(){if(Object.keys){var r=(function(){var t=Object.keys(arguments);return t&&t.length===arguments.
length})(1,2);r||(Object.keys=function(n){return cd(n)?gu(ld.call(n)):gu(n)})}else Object.keys=Je;return Object.keys||Je};
mu.exports=Je});var Ze=u((YE,qu)=>{"use strict";var pd=bu(),yd=typeof Symbol=="function"&&typeof Symbol("foo")=="symbol",vd=Object.prototype.
toString,hd=Array.prototype.concat,Au=ie(),dd=function(e){return typeof e=="function"&&vd.call(e)==="[object Function]"},
wu=Wr()(),gd=function(e,r,t,n){if(r in e){if(n===!0){if(e[r]===t)return}else if(!dd(n)||!n())return}wu?Au(e,r,t,!0):Au(e,
r,t)},Su=function(e,r){var t=arguments.length>2?arguments[2]:{},n=pd(r);yd&&(n=hd.call(n,Object.getOwnPropertySymbols(r)));
for(var i=0;i<n.length;i+=1)gd(e,n[i],r[n[i]],t[n[i]])};Su.supportsDescriptors=!!wu;qu.exports=Su});var Tu=u((JE,Eu)=>{Eu.exports=_("util").inspect});var xu=u((ZE,Iu)=>{var md=Array.prototype.join;Iu.exports=md.call(["00.v,02n.w,0gw.33,07n.6,07b.18,01.0,01.1,01.1,01.0,0\
1k.5,0a.a,01.0,01a.k,0g.0,02t.7,01.5,02.1,01.3,","0x.0,01.0,0u.q,02j.a,01m.8,09.0,0o.3,01.8,01.2,01.4,017.2,01g.1,05.8,0\
16.1k,01j.0,01.0,04.7,04.0,","03.6,0a.1,0t.0,01m.0,04.3,08.0,0k.1,0q.0,02.1,01l.0,04.1,04.1,02.2,03.0,0u.1,03.0,0b.1,01l\
.0,04.4,","01.1,04.0,0k.1,0m.5,01.0,01m.0,02.0,01.3,08.0,07.1,0b.1,0u.0,01p.0,0c.0,01e.0,03.0,01j.0,01.2,05.2,","01.3,07\
.1,0b.1,0t.0,01m.0,02.0,06.0,05.1,0k.1,0s.1,01l.1,04.3,08.0,0k.1,0t.0,020.0,07.2,01.0,02i.0,","02.6,0c.7,02q.0,02.8,0b.6\
,021.1,0r.0,01.0,01.0,01j.d,01.4,01.1,05.a,01.z,09.0,02u.3,01.5,01.1,02.1,","0p.1,04.2,0g.3,0d.0,02.1,06.0,0f.0,22q.2n,0\
e5.2,0qa.2,0t.1,0u.1,0u.1,01s.1,01.6,08.0,02.a,09.0,","019.4,039.1,0y.0,03a.2,04.1,09.0,06.2,063.1,02.0,01m.0,01.6,01.0,\
01.0,02.7,06.9,02.0,01c.19,02.b,","0k.3,01c.0,01.4,01.0,05.0,014.8,0c.1,0w.3,02.1,01.2,01k.0,01.1,03.0,01.2,01m.7,02.1,0\
48.2,01.c,01.6,","04.0,06.0,03.1,05i.1r,0ej.4,0q.4,01d.4,01.9,02o.w,2fd.1,2d.1,25a.3,23.0,22.0,2eh.1,2l.1,2q.7,2g.b,","2\
17.0,2a.5,23.0,2d.0,28.1,2h.1,25.1,28.0,25.0,2l.0,27.1,21.0,24.0,22.0,27.0,24.1,2s.0,2z.0,21.0,","24.2,21.0,21p.2,2o.0,2\
e.0,2nv.1,21f.0,24.0,0bd.2,03x.0,02o.v,23k.p,21.2g,2c.5x,2q.26,22.2d,22.2u,","25.16,21.2l,21.2d,29.1b,21.13,28.mkc,23.1i\
,0bs.3,01.9,0w.1,028.1,07k.0,03.0,04.0,0p.1,05.0,047.1,","0q.h,0d.0,012.7,0p.a,2e.s,03.2,01c.0,02.3,02.1,013.0,01v.5,02.\
1,02.1,0c.0,08.0,01b.0,01f.0,01.2,","02.1,05.1,01.0,016.1,08.0,06m.0,02.0,04.0,2i.8mb,26l8.e7,0u.0,0kh.f,20.9,06.f,20.y,\
21.i,21.3,043.0,","21.2n,23j.6,0i.2,0e9.0,06a.0,045.4,01ae.2,01.1,05.3,014.2,04.0,04l.1,0fx.3,01t.4,08t.1,025.5,01y.a,",
"01d.3,03f.0,01i.e,015.0,02.1,0a.2,01d.3,02.1,02.0,04.0,0a.0,01e.2,010.4,01.7,01q.0,0c.1,01g.8,0a.3,","02.0,02n.2,02.0,0\
1.1,06.0,02.0,04d.0,03.7,0l.1,01l.1,03.0,011.6,03.4,01y.5,0d.0,01.0,01.0,0e.1,","02d.7,02.2,01.0,0n.0,02c.5,01.0,04.1,01\
.1,06m.3,06.1,01.1,0r.1,02d.7,02.0,01.1,02y.0,01.0,02.5,01.0,","02t.0,01.0,02.3,01.4,077.8,01.1,074.1,01.0,04.0,040.3,02\
.1,04.0,0w.9,014.5,02.3,08.0,09.5,02.2,","01a.c,01.1,05i.0,01.2,01.0,05l.6,01.5,01.0,02a.l,02.6,01.1,01.1,03e.5,03.0,01.\
1,01.6,01.0,020.1,","03.0,01.0,09n.1,0b.1,01g.4,05.0,01.0,0n.0,0445.g,06.e,08ug.b,03.2,01xc.4,01n.6,0t4.0,01r.3,225.4,",
"2b.6,29.5p1,215.v,22p.36,26pp.3,21.6,21.1,21.82,2f.0,2t.2,22.0,2e.3,28.az,01wh.1,01.3,03mk.19,02.m,","2ev.1,30.4,02.2,0\
9.f,02.6,0u.3,2d.1,30.3,03l.2,257.2e,29.m,01ah.1i,04.1d,08.0,0e.0,0m.4,01.e,011s.6,","01.g,02.6,01.1,01.4,02s.0,04g.6,0a\
f.0,01p.3,0e4.3,072.1,06r.0,02.0,07.1,05.0,0d6.6,031.6,21bt.0,","25m.0,25a.0,22.9,223.s,2d.17,24.8,27.1,2e.5,24a.w,2c.8,\
21.1x,21.l,2c.16,24.4,2c.g,23.0,23.1y,21.0,","21.56,22.1q,2d.3,21.n,2i.0,2q.1,2d.0,22e.2c,21c.1x,26.0,23.2,22.3,23.3,2b.\
1,27.8,26b.b,24.0,27v.1a,","21.9,21.54,234.c,23.a,23.1k,21.0,24.f,22.b,24.9,2zr.1ekd,22.1ekd,0e1oj.0,0u.2n,03k.6n"],"")});var Fu=u((QE,Ru)=>{var Sn=String.prototype.charCodeAt,bd=String.prototype.indexOf,Ou=String.prototype.normalize,Qe=String.
prototype.slice,Ad=String.prototype.split,wd=Math.floor,$u=parseInt,Sd=xu(),Xe=[],_u=[],Bu=[],ue=Ad.call(Sd,","),An=-1;for(j=
0;j<ue.length;j++)wn=bd.call(ue[j],"."),Xe[j]=An+1+$u(Qe.call(ue[j],1,wn),36),An=Xe[j]+$u(Qe.call(ue[j],wn+1),36),_u[j]=
An,Bu[j]=Number(Qe.call(ue[j],0,1));var wn,j;function qd(e){for(var r=0,t=Xe.length-1;r<=t;){var n=wd((r+t)/2);if(e<Xe[n])
t=n-1;else if(e>_u[n])r=n+1;else return Bu[n]}return 1}function Ed(e){for(var r=0,t=0;t<e.length;t++){var n=Sn.call(e,t);
if(n>=55296&&n<=56319&&t+1<e.length){var i=Sn.call(e,t+1);i>=56320&&i<=57343&&(n=(n-55296)*1024+(i-56320)+65536,t+=1)}r+=
qd(n)}return r}Ru.exports=function(r){for(var t=0,n=0;n<r.length;n++){var i=Sn.call(r,n);if(i>=127){var o=Qe.call(r,n);return t+
Ed(Ou?Ou.call(o,"NFC"):o)}t+=i>=32?1:0}return t}});var ft=u((XE,ns)=>{var ut=typeof Map=="function"&&Map.prototype,qn=Object.getOwnPropertyDescriptor&&ut?Object.getOwnPropertyDescriptor(
Map.prototype,"size"):null,ce=ut&&qn&&typeof qn.get=="function"?qn.get:null,Du=ut&&Map.prototype.forEach,$n=ut&&Map.prototype.
entries,st=typeof Set=="function"&&Set.prototype,En=Object.getOwnPropertyDescriptor&&st?Object.getOwnPropertyDescriptor(
Set.prototype,"size"):null,pe=st&&En&&typeof En.get=="function"?En.get:null,Cu=st&&Set.prototype.forEach,_n=st&&Set.prototype.
values,Td=typeof WeakMap=="function"&&WeakMap.prototype,fe=Td?WeakMap.prototype.has:null,Id=typeof WeakSet=="function"&&
WeakSet.prototype,le=Id?WeakSet.prototype.has:null,xd=typeof WeakRef=="function"&&WeakRef.prototype,Nu=xd?WeakRef.prototype.
deref:null,Od=Boolean.prototype.valueOf,$d=Object.prototype.toString,_d=Function.prototype.toString,Bd=String.prototype.
match,Nn=String.prototype.slice,pr=String.prototype.replace,Rd=String.prototype.toUpperCase,Pu=String.prototype.toLowerCase,
Pn=RegExp.prototype.test,Lu=Array.prototype.concat,H=Array.prototype.join,Fd=Array.prototype.slice,nt=Math.floor,Dd=Math.
max,Uu=Math.min,Cd=Math.round,ku=Math.sqrt,Bn=typeof BigInt=="function"?BigInt.prototype.valueOf:null,Tn=Object.getOwnPropertySymbols,
Rn=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?Symbol.prototype.toString:null,jr=typeof Symbol=="functio\
n"&&typeof Symbol.iterator=="object",yr=typeof Symbol=="function"&&Symbol.toStringTag&&(jr?typeof Symbol.toStringTag=="o\
bject":typeof Symbol.toStringTag=="symbol")?Symbol.toStringTag:null,Ju=Object.prototype.propertyIsEnumerable,er=(typeof Reflect==
"function"?Reflect.getPrototypeOf:Object.getPrototypeOf)||([].__proto__===Array.prototype?function(e){return e.__proto__}:
null),Mu=$n&&er?er($n.call(new Map)).next:null,Wu=_n&&er?er(_n.call(new Set)).next:null,it=typeof Uint8Array=="function"&&
er?er(Uint8Array.prototype):null,zu=it&&yr?Ln(it,yr):null,Fn=it?Ln(it,"length"):null,Nd=/^\[object (?:Int8|Uint8|Uint8Clamped|Int16|Uint16|Int32|Uint32|Float16|Float32|Float64|BigInt64|BigUint64)Array\]$/,
Zu={__proto__:null};if(!Fn)for(In=[typeof Int8Array=="function"&&Int8Array,typeof Uint8Array=="function"&&Uint8Array,typeof Uint8ClampedArray==
"function"&&Uint8ClampedArray,typeof Int16Array=="function"&&Int16Array,typeof Uint16Array=="function"&&Uint16Array,typeof Int32Array==
"function"&&Int32Array,typeof Uint32Array=="function"&&Uint32Array,typeof Float32Array=="function"&&Float32Array,typeof Float64Array==
"function"&&Float64Array],rt=0;rt<In.length;rt++)et=In[rt],xn=et&&Ln(et.prototype,"length"),xn&&(Zu[V(new et(0))]=xn);var In,
et,xn,rt;function Gu(e,r){if(e===1/0||e===-1/0||e!==e||e&&e>-1e3&&e<1e3||Pn.call(/e/,r))return r;var t=/[0-9](?=(?:[0-9]{3})+(?![0-9]))/g;
if(typeof e=="number"){var n=e<0?-nt(-e):nt(e);if(n!==e){var i=String(n),o=Nn.call(r,i.length+1);return pr.call(i,t,"$&_")+
"."+pr.call(pr.call(o,/([0-9]{3})/g,"$&_"),/_$/,"")}}return pr.call(r,t,"$&_")}var Dn=Tu(),Pd=Fu(),ju=Dn.custom,Hu=rs(ju)?
ju:null,Qu={__proto__:null,double:'"',single:"'"},Ld={__proto__:null,double:/(["\\])/g,single:/(['\\])/g};ns.exports=function e(r,t,n,i,o){
var a=t||{};if(P(a,"quoteStyle")&&!P(Qu,a.quoteStyle))throw new TypeError('option "quoteStyle" must be "single" or "doub\
le"');if(P(a,"maxStringLength")&&(typeof a.maxStringLength=="number"?a.maxStringLength<0&&a.maxStringLength!==1/0:a.maxStringLength!==
null))throw new TypeError('option "maxStringLength", if provided, must be a non-negative integer, Infinity, or `null`');
if(P(a,"maxCollectionLength")&&a.maxCollectionLength!==null&&a.maxCollectionLength!==1/0&&!(typeof a.maxCollectionLength==
"number"&&a.maxCollectionLength>=0&&nt(a.maxCollectionLength)===a.maxCollectionLength))throw new TypeError('option "maxC\
ollectionLength", if provided, must be a non-negative integer, Infinity, or `null`');var s=typeof a.maxCollectionLength==
"number"?a.maxCollectionLength:1/0,f=P(a,"customInspect")?a.customInspect:!0;if(typeof f!="boolean"&&f!=="symbol")throw new TypeError(
"option \"customInspect\", if provided, must be `true`, `false`, or `'symbol'`");if(P(a,"indent")&&a.indent!==null&&a.indent!==
"	"&&!(parseInt(a.indent,10)===a.indent&&a.indent>0))throw new TypeError('option "indent" must be "\\t", an integer > 0, \
or `null`');if(P(a,"numericSeparator")&&typeof a.numericSeparator!="boolean")throw new TypeError('option "numericSeparat\
or", if provided, must be `true` or `false`');var c=a.numericSeparator;if(P(a,"multilineStrings")&&typeof a.multilineStrings!=
"boolean")throw new TypeError('option "multilineStrings", if provided, must be `true` or `false`');var p=P(a,"breakLengt\
h");if(p&&a.breakLength!==1/0&&(typeof a.breakLength!="number"||a.breakLength<0||parseInt(a.breakLength,10)!==a.breakLength))
throw new TypeError('option "breakLength", if provided, must be a non-negative integer or `Infinity`');if(typeof r>"u")return"\
undefined";if(r===null)return"null";if(typeof r=="boolean")return r?"true":"false";if(typeof r=="string")return es(r,a);
if(typeof r=="number"){if(r===0)return 1/0/r>0?"0":"-0";var v=String(r);return c?Gu(r,v):v}if(typeof r=="bigint"){var h=String(
r)+"n";return c?Gu(r,h):h}var d=typeof a.depth>"u"?5:a.depth;if(typeof n>"u"&&(n=0),n>=d&&d>0&&typeof r=="object")return Cn(
r)?"[Array]":"[Object]";var g=og(p&&(typeof a.indent>"u"||a.indent===null)?{indent:2}:a,n),l=p?{breakLength:a.breakLength,
depth:n,indent:g,maxCollectionLength:s,state:o||{currentDepth:n}}:null;if(typeof i>"u")i=[];else if(Un(i,r)>=0)return"[C\
ircular]";function m(Y,Rr,x0){var Oe=i;if(Rr&&(Oe=Fd.call(i),Oe.push(Rr)),x0&&!l){var Jt={depth:a.depth};return P(a,"quo\
teStyle")&&(Jt.quoteStyle=a.quoteStyle),P(a,"maxCollectionLength")&&(Jt.maxCollectionLength=a.maxCollectionLength),e(Y,Jt,
n+1,Oe)}return e(Y,a,n+1,Oe,l?l.state:o)}function S(){if(l){var Y=l.state.currentDepth;return l.state.currentDepth=n,Y}return null}
function y(Y,Rr){l&&Y.length===0&&(l.state.currentDepth=Rr)}if(typeof r=="function"&&!Vu(r)){var b=Yd(r),E=S(),I=tt(r,m);
return y(I,E),l&&I.length>0?Gr(I,zr("{","}","[Function"+(b?": "+b:" (anonymous)")+"]"," "),l):"[Function"+(b?": "+b:" (a\
nonymous)")+"]"+(I.length>0?" { "+H.call(I,", ")+" }":"")}if(rs(r)){var N=jr?pr.call(String(r),/^(Symbol\(.*\))_[^)]*$/,
"$1"):Rn.call(r);return typeof r=="object"&&!jr?se(N):N}if(eg(r)){for(var O="<"+Pu.call(String(r.nodeName)),$=r.attributes||
[],z=0;z<$.length;z++)O+=" "+$[z].name+"="+Xu(Ud($[z].value),"double",a);return O+=">",r.childNodes&&r.childNodes.length&&
(O+="..."),O+="</"+Pu.call(String(r.nodeName))+">",O}if(Cn(r)){if(r.length===0)return"[]";S();var nr=tt(r,m,s);return l?
Gr(nr,zr("[","]",""," "),l,r):g&&!ts(nr)?"["+at(nr,g)+"]":"[ "+H.call(nr,", ")+" ]"}if(Md(r)){var Ee=S(),D=tt(r,m);return!("\
cause"in Error.prototype)&&"cause"in r&&!Ju.call(r,"cause")&&(D=Lu.call(["[cause]: "+m(r.cause)],D)),y(D,Ee),D.length===
0?"["+String(r)+"]":l?Gr(D,zr("{ ["+String(r)+"]","}",""," "),l):"{ ["+String(r)+"] "+H.call(D,", ")+" }"}if(typeof r=="\
object"&&f){if(Hu&&typeof r[Hu]=="function"&&Dn)return Dn(r,{depth:d-n});if(f!=="symbol"&&typeof r.inspect=="function")return r.
inspect()}if(Jd(r)){var L=[],w0=S();if(Mu&&s<ce.call(r))for(var S0=$n.call(r),Kt;L.length<s&&!(Kt=Mu.call(S0)).done;)L.push(
m(Kt.value[0],r,!0)+" => "+m(Kt.value[1],r));else Du&&Du.call(r,function(Y,Rr){L.length<s&&L.push(m(Rr,r,!0)+" => "+m(Y,
r))});var Te=ce.call(r);return s!==1/0&&Te>L.length&&L.push(ot(Te-L.length)),y(L,w0),l?Gr(L,zr("Map ("+Te+") {","}","",""),
l):Ku("Map",Te,L,g)}if(Xd(r)){var K=[],q0=S();if(Wu&&s<pe.call(r))for(var E0=_n.call(r),lo;K.length<s&&!(lo=Wu.call(E0)).
done;)K.push(m(lo.value,r));else Cu&&Cu.call(r,function(Y){K.length<s&&K.push(m(Y,r))});var Ie=pe.call(r);return s!==1/0&&
Ie>K.length&&K.push(ot(Ie-K.length)),y(K,q0),l?Gr(K,zr("Set ("+Ie+") {","}","",""),l):Ku("Set",Ie,K,g)}if(Zd(r))return On(
"WeakMap");if(rg(r))return On("WeakSet");if(Qd(r))return On("WeakRef");if(zd(r))return se(m(Number(r)));if(jd(r))return se(
m(Bn.call(r)));if(Gd(r))return se(Od.call(r));if(Wd(r))return se(m(String(r)));if(typeof window<"u"&&r===window)return"{\
 [object Window] }";if(typeof globalThis<"u"&&r===globalThis||typeof global<"u"&&r===global)return"{ [object globalThis]\
 }";if(!kd(r)&&!Vu(r)){var T0=S(),re=tt(r,m,s);y(re,T0);var co=er?er(r)===Object.prototype:r instanceof Object||r.constructor===
Object,Yt=(er?er(r)===null:!(r instanceof Object))?"null prototype":"",po=!co&&yr&&Object(r)===r&&yr in r?Nn.call(V(r),8,
-1):Yt?"Object":"",I0=co||typeof r.constructor!="function"?"":r.constructor.name?r.constructor.name+" ":"",xe=I0+(po||Yt?
"["+H.call(Lu.call([],po||[],Yt||[]),": ")+"] ":"");return re.length===0?xe+"{}":l?Gr(re,zr(xe+"{","}",""," "),l):g?xe+"\
{"+at(re,g)+"}":xe+"{ "+H.call(re,", ")+" }"}return String(r)};function Xu(e,r,t){var n=t.quoteStyle||r,i=Qu[n];return i+
e+i}function Ud(e){return pr.call(String(e),/"/g,"&quot;")}function Sr(e){return!yr||!(typeof e=="object"&&(yr in e||typeof e[yr]<
"u"))}function Cn(e){return V(e)==="[object Array]"&&Sr(e)}function kd(e){return V(e)==="[object Date]"&&Sr(e)}function Vu(e){
return V(e)==="[object RegExp]"&&Sr(e)}function Md(e){return V(e)==="[object Error]"&&Sr(e)}function Wd(e){return V(e)===
"[object String]"&&Sr(e)}function zd(e){return V(e)==="[object Number]"&&Sr(e)}function Gd(e){return V(e)==="[object Boo\
lean]"&&Sr(e)}function rs(e){if(jr)return e&&typeof e=="object"&&e instanceof Symbol;if(typeof e=="symbol")return!0;if(!e||
typeof e!="object"||!Rn)return!1;try{return Rn.call(e),!0}catch{}return!1}function jd(e){if(!e||typeof e!="object"||!Bn)
return!1;try{return Bn.call(e),!0}catch{}return!1}var Hd=Object.prototype.hasOwnProperty||function(e){return e in this};
function P(e,r){return Hd.call(e,r)}function V(e){return $d.call(e)}function Vd(e){return zu?!!zu.call(e):!yr&&Pn.call(Nd,
V(e))}function Kd(e){if(Fn)return Fn.call(e);var r=Zu[V(e)];return r?r.call(e):e.length}function Ln(e,r){var t=Object.getOwnPropertyDescriptor?
Object.getOwnPropertyDescriptor(e,r):null;return t&&typeof t.get=="function"?t.get:null}function ot(e){return"... "+e+" \
more item"+(e>1?"s":"")}function Yd(e){if(e.name)return e.name;var r=Bd.call(_d.call(e),/^function\s*([\w$]+)/);return r?
r[1]:null}function Un(e,r){if(e.indexOf)return e.indexOf(r);for(var t=0,n=e.length;t<n;t++)if(e[t]===r)return t;return-1}
function Jd(e){if(!ce||!e||typeof e!="object")return!1;try{ce.call(e);try{pe.call(e)}catch{return!0}return e instanceof Map}catch{}
return!1}function Zd(e){if(!fe||!e||typeof e!="object")return!1;try{fe.call(e,fe);try{le.call(e,le)}catch{return!0}return e instanceof
WeakMap}catch{}return!1}function Qd(e){if(!Nu||!e||typeof e!="object")return!1;try{return Nu.call(e),!0}catch{}return!1}
function Xd(e){if(!pe||!e||typeof e!="object")return!1;try{pe.call(e);try{ce.call(e)}catch{return!0}return e instanceof Set}catch{}
return!1}function rg(e){if(!le||!e||typeof e!="object")return!1;try{le.call(e,le);try{fe.call(e,fe)}catch{return!0}return e instanceof
WeakSet}catch{}return!1}function eg(e){return!e||typeof e!="object"?!1:typeof HTMLElement<"u"&&e instanceof HTMLElement?
!0:typeof e.nodeName=="string"&&typeof e.getAttribute=="function"}function es(e,r){if(e.length>r.maxStringLength){var t=e.
length-r.maxStringLength,n="... "+t+" more character"+(t>1?"s":"");return es(Nn.call(e,0,r.maxStringLength),r)+n}var i=Ld[r.
quoteStyle||"single"];i.lastIndex=0;var o=pr.call(pr.call(e,i,"\\$1"),r.multilineStrings?/[\x00-\x09\x0b-\x1f]/g:/[\x00-\x1f]/g,
tg);return Xu(o,"single",r)}function tg(e){var r=e.charCodeAt(0),t={8:"b",9:"t",10:"n",12:"f",13:"r"}[r];return t?"\\"+t:
"\\x"+(r<16?"0":"")+Rd.call(r.toString(16))}function se(e){return"Object("+e+")"}function On(e){return e+" { ? }"}function Ku(e,r,t,n){
var i=n?at(t,n):H.call(t,", ");return e+" ("+r+") {"+i+"}"}function ng(e,r,t){if(t===1/0)return ts(e);var n=e.length+r;if(n+
e.length>t)return!1;for(var i=0;i<e.length;i++)if(n+=e[i].length,n>t)return!1;return!0}function Yu(e,r,t){var n=r>e.length?
H.call(Array(r-e.length+1)," "):"";return t?n+e:e+n}function ig(e,r,t){var n=2,i=0,o=0,a=e.length;r.maxCollectionLength<
e.length&&(a-=1);for(var s=[],f=0;f<a;f++)s[f]=Pd(e[f]),i+=s[f]+n,o<s[f]&&(o=s[f]);var c=o+n,p=r.indent.prev.length;if(c*
3+p>=r.breakLength||i/c<=5&&o>6)return e;var v=ku(c-i/e.length),h=Dd(c-3-v,1),d=Uu(Cd(ku(2.5*h*a)/h),nt((r.breakLength-p)/
c),12,15);if(d<=1)return e;for(var g=[],l=0;l<d;l++){for(var m=0,S=l;S<e.length;S+=d)s[S]>m&&(m=s[S]);g[l]=m+n}for(var y=!0,
b=0;b<e.length&&y;b++)y=typeof t[b]=="number"||typeof t[b]=="bigint";for(var E=[],I=0;I<a;I+=d){for(var N=Uu(I+d,a),O="",
$=I;$<N-1;$++)O+=Yu(e[$]+", ",g[$-I]+(e[$].length-s[$]),y);var z=g[$-I]+(e[$].length-s[$])-n;O+=y?Yu(e[$],z,!0):e[$],E.push(
O)}return a<e.length&&E.push(e[a]),E}function zr(e,r,t,n){return[e,r,t,n]}function Gr(e,r,t,n){var i=n&&e.length>6?ig(e,
t,n):e,o=r[2]?r[2]+" ":"";if(t.state.currentDepth-t.depth<3&&i.length===e.length){var a=i.length+t.indent.prev.length+r[0].
length+r[2].length+10;if(ng(i,a,t.breakLength)){var s=H.call(i,", ");if(Un(s,`
`)<0)return o+r[0]+r[3]+s+r[3]+r[1]}}return o+r[0]+at(i,t.indent)+r[1]}function ts(e){for(var r=0;r<e.length;r++)if(Un(e[r],
`
`)>=0)return!1;return!0}function og(e,r){var t;if(e.indent==="	")t="	";else if(typeof e.indent=="number"&&e.indent>0)t=H.
call(Array(e.indent+1)," ");else return null;return{base:t,prev:H.call(Array(r+1),t)}}function at(e,r){if(e.length===0)return"";
var t=`
`+r.prev+r.base;return t+H.call(e,","+t)+`
`+r.prev}function tt(e,r,t){var n=Cn(e),i=typeof t=="number"?t:1/0,o=!n&&i!==1/0&&Vd(e)?Kd(e):null;(typeof o!="number"||
o<=i)&&(o=null);var a=[];if(n){a.length=e.length<i?e.length:i;for(var s=0;s<e.length&&s<i;s++)a[s]=P(e,s)?r(e[s],e):"";e.
length>i&&a.push(ot(e.length-i))}else if(o!==null){for(var f=0;f<i;f++)a.push(f+": "+r(e[f],e));a.push(ot(o-i))}var c=typeof Tn==
"function"?Tn(e):[],p;if(jr){p={};for(var v=0;v<c.length;v++)p["$"+c[v]]=c[v]}for(var h in e)P(e,h)&&(n&&String(Number(h))===
h&&h<e.length||o!==null&&String(Number(h))===h&&h<o||jr&&p["$"+h]instanceof Symbol||(Pn.call(/[^\w$]/,h)?a.push(r(h,e)+"\
: "+r(e[h],e)):a.push(h+": "+r(e[h],e))));if(typeof Tn=="function")for(var d=0;d<c.length;d++)Ju.call(e,c[d])&&a.push("["+
r(c[d])+"]: "+r(e[c[d]],e));return a}});var ye=u((rT,is)=>{"use strict";is.exports=function(r){return typeof r=="string"||typeof r=="symbol"}});var ur=u((eT,os)=>{"use strict";os.exports=function(r){return!!r&&(typeof r=="function"||typeof r=="object")}});var ss=u((tT,us)=>{"use strict";var as=w(),ag=ft(),ug=ye(),sg=ur();us.exports=function(r,t){if(!sg(r))throw new as("Asse\
rtion failed: Type(O) is not Object");if(!ug(t))throw new as("Assertion failed: P is not a Property Key, got "+ag(t));return r[t]}});var k=u((nT,fs)=>{"use strict";var fg=or();fs.exports=function(r){return(typeof r=="number"||typeof r=="bigint")&&!fg(r)&&
r!==1/0&&r!==-1/0}});var ve=u((iT,ls)=>{"use strict";var lg=Cr(),cg=ir(),pg=or(),yg=k();ls.exports=function(r){if(typeof r!="number"||pg(r)||
!yg(r))return!1;var t=lg(r);return cg(t)===t}});var qr=u((oT,vs)=>{"use strict";var vg=ar(),ys=T(),hg=x(),kn=hg("%ArrayBuffer%",!0),lt=ys("ArrayBuffer.prototype.byteLen\
gth",!0),dg=ys("Object.prototype.toString"),cs=!!kn&&!lt&&new kn(0).slice,ps=!!cs&&vg(cs);vs.exports=lt||ps?function(r){
if(!r||typeof r!="object")return!1;try{return lt?lt(r):ps(r,0),!0}catch{return!1}}:kn?function(r){return dg(r)==="[objec\
t ArrayBuffer]"}:function(r){return!1}});var Mn=u((aT,ds)=>{"use strict";var gg=T(),hs=gg("ArrayBuffer.prototype.byteLength",!0),mg=qr();ds.exports=function(r){return mg(
r)?hs?hs(r):r.byteLength:NaN}});var Hr=u((uT,ms)=>{"use strict";var bg=T(),gs=bg("SharedArrayBuffer.prototype.byteLength",!0);ms.exports=gs?function(r){
if(!r||typeof r!="object")return!1;try{return gs(r),!0}catch{return!1}}:function(r){return!1}});var Er=u((sT,bs)=>{"use strict";var Ag=w(),wg=Mn(),Sg=Dr()(),qg=T(),Eg=qr(),Tg=Hr(),Ig=qg("SharedArrayBuffer.prototype.b\
yteLength",!0);bs.exports=function(r){var t=Tg(r);if(!Eg(r)&&!t)throw new Ag("Assertion failed: `arrayBuffer` must be an\
 Object with an [[ArrayBufferData]] internal slot");if((t?Ig:wg)(r)===0)try{new global[Sg[0]](r)}catch(n){return!!n&&n.name===
"TypeError"}return!1}});var Wn=u((fT,ws)=>{"use strict";var As=w(),xg=X(),Og=ur(),$g=ye();ws.exports=function(r,t){if(!Og(r))throw new As("Asser\
tion failed: `O` must be an Object");if(!$g(t))throw new As("Assertion failed: `P` must be a Property Key");return xg(r,
t)}});var zn=u((lT,qs)=>{"use strict";var _g=x(),Ss=_g("%Array%"),Bg=!Ss.isArray&&T()("Object.prototype.toString");qs.exports=
Ss.isArray||function(r){return Bg(r)==="[object Array]"}});var ct=u((cT,Es)=>{"use strict";Es.exports=zn()});var Gn=u((pT,Ts)=>{"use strict";Ts.exports=function(r){return r==="BIGUINT64"||r==="BIGINT64"}});var xs=u((yT,Is)=>{"use strict";Is.exports=function(r){return r==="UINT8"||r==="UINT8C"||r==="UINT16"||r==="UINT32"||r===
"BIGUINT64"}});var $s=u((vT,Os)=>{"use strict";var jn=Z();Os.exports=function(r){var t=r[1]<<8|r[0],n=t&32768?-1:1,i=(t&31744)>>10,o=t&
1023;return i===0&&o===0?n===1?0:-0:i===31&&o===0?n===1?1/0:-1/0:i===31&&o!==0?NaN:(i-=15,i===-15?n*o*jn(2,-24):n*(1+o*jn(
2,-10))*jn(2,i))}});var Bs=u((hT,_s)=>{"use strict";var Hn=Z();_s.exports=function(r){var t=r[3]&128?-1:1,n=(r[3]&127)<<1|r[2]>>7,i=(r[2]&127)<<
16|r[1]<<8|r[0];return n===0&&i===0?t===1?0:-0:n===255&&i===0?t===1?1/0:-1/0:n===255&&i!==0?NaN:(n-=127,n===-127?t*i*Hn(
2,-149):t*(1+i*Hn(2,-23))*Hn(2,n))}});var Fs=u((dT,Rs)=>{"use strict";var Rg=Z();Rs.exports=function(r){var t=r[7]&128?-1:1,n=(r[7]&127)<<4|(r[6]&240)>>4,i=(r[6]&
15)*281474976710656+r[5]*1099511627776+r[4]*4294967296+r[3]*16777216+r[2]*65536+r[1]*256+r[0];return n===0&&i===0?t*0:n===
2047&&i!==0?NaN:n===2047&&i===0?t*(1/0):(n-=1023,n===-1023?t*i*5e-324:t*(1+i/4503599627370496)*Rg(2,n))}});var Ps=u((gT,Ns)=>{"use strict";var Cs=x(),Ds=Z(),Fg=Cs("%Number%"),Dg=Cs("%BigInt%",!0);Ns.exports=function(r,t,n,i){for(var o=i?
Dg:Fg,a=o(0),s=0;s<r.length;s++)a+=o(r[s]*Ds(2,8*s));if(!n){var f=t*8;r[t-1]&128&&(a-=o(Ds(2,f)))}return a}});var Us=u((mT,Ls)=>{"use strict";Ls.exports=function(r,t){for(var n=0;n<r.length;n+=1)if(!t(r[n],n,r))return!1;return!0}});var Ms=u((bT,ks)=>{"use strict";ks.exports=function(r){return typeof r=="number"&&r>=0&&r<=255&&(r|0)===r}});var Tr=u((AT,Ws)=>{"use strict";Ws.exports={__proto__:null,name:{__proto__:null,$Int8Array:"INT8",$Uint8Array:"UINT8",$Uint8ClampedArray:"\
UINT8C",$Int16Array:"INT16",$Uint16Array:"UINT16",$Int32Array:"INT32",$Uint32Array:"UINT32",$BigInt64Array:"BIGINT64",$BigUint64Array:"\
BIGUINT64",$Float16Array:"FLOAT16",$Float32Array:"FLOAT32",$Float64Array:"FLOAT64"},size:{__proto__:null,$INT8:1,$UINT8:1,
$UINT8C:1,$INT16:2,$UINT16:2,$INT32:4,$UINT32:4,$BIGINT64:8,$BIGUINT64:8,$FLOAT16:2,$FLOAT32:4,$FLOAT64:8},choices:'"INT\
8", "UINT8", "UINT8C", "INT16", "UINT16", "INT32", "UINT32", "BIGINT64", "BIGUINT64", "FLOAT16", "FLOAT32", or "FLOAT64"'}});var Hs=u((wT,js)=>{"use strict";var Cg=x(),Gs=T(),Ng=Fe(),Pg=U(),Vn=w(),Lg=Cg("%BigInt%",!0),Ug=Wn(),kg=ct(),Mg=Gn(),Wg=xs(),
zg=$s(),Gg=Bs(),jg=Fs(),Hg=Ps(),Vg=Us(),Kg=Ms(),Yg=Gs("Array.prototype.reverse"),Jg=Gs("Array.prototype.slice"),zs=Tr();
js.exports=function(r,t,n){if(!Ug(zs.size,"$"+r))throw new Vn("Assertion failed: `type` must be a TypedArray element typ\
e");if(!kg(t)||!Vg(t,Kg))throw new Vn("Assertion failed: `rawBytes` must be an Array of bytes");if(typeof n!="boolean")throw new Vn(
"Assertion failed: `isLittleEndian` must be a Boolean");var i=zs.size["$"+r];if(t.length!==i)throw new Ng("Assertion fai\
led: `rawBytes` must have a length of "+i+" for type "+r);var o=Mg(r);if(o&&!Lg)throw new Pg("this environment does not \
support BigInts");return t=Jg(t,0,i),n||Yg(t),r==="FLOAT16"?zg(t):r==="FLOAT32"?Gg(t):r==="FLOAT64"?jg(t):Hg(t,i,Wg(r),o)}});var Kn=u((ST,Vs)=>{var Zg={}.toString;Vs.exports=Array.isArray||function(e){return Zg.call(e)=="[object Array]"}});var Zs=u((qT,Js)=>{"use strict";var Qg=x(),Ks=Qg("%Array.prototype.concat%"),Ys=ar(),Xg=T(),rm=Xg("Array.prototype.slice"),
em=Le()(),Ir=em&&Symbol.isConcatSpreadable,pt=[],tm=Ir?Ys.apply(Ks,pt):null,nm=Ir?Kn():null;Js.exports=Ir?function(r){for(var t=0;t<
arguments.length;t+=1){var n=arguments[t];if(n&&typeof n=="object"&&typeof n[Ir]=="boolean"){pt[Ir]||(pt[Ir]=!0);var i=nm(
n)?rm(n):[n];i[Ir]=!0,arguments[t]=i}}return tm(arguments)}:Ys(Ks,pt)});var xr=u((ET,Qs)=>{"use strict";var im=wr();Qs.exports=function(r){return!!im(r)}});var Vr=u((TT,Xs)=>{"use strict";var om=w(),am=T(),um=am("TypedArray.prototype.buffer",!0),sm=xr();Xs.exports=um||function(r){
if(!sm(r))throw new om("Not a Typed Array");return r.buffer}});var Yn=u((IT,nf)=>{"use strict";var tf=x(),fm=tf("%Uint8Array%",!0),rf=tf("%Uint32Array%",!0),lm=Vr(),ef=rf&&new rf([305419896]),
yt=ef&&new fm(lm(ef));nf.exports=yt?yt[0]===120?"little":yt[0]===18?"big":yt[0]===52?"mixed":"unknown":"indeterminate"});var uf=u((xT,af)=>{"use strict";var cm=x(),pm=U(),sr=w(),ym=T(),vm=ve(),hm=cm("%Uint8Array%",!0),Jn=ym("Array.prototype.\
slice"),dm=Er(),gm=Hs(),mm=qr(),bm=Hr(),of=Zs(),vt=Tr(),Am=Yn();af.exports=function(r,t,n,i,o){var a=bm(r);if(!mm(r)&&!a)
throw new sr("Assertion failed: `arrayBuffer` must be an ArrayBuffer or a SharedArrayBuffer");if(!vm(t))throw new sr("As\
sertion failed: `byteIndex` must be an integer");if(typeof n!="string"||typeof vt.size["$"+n]!="number")throw new sr("As\
sertion failed: `type` must be one of "+vt.choices);if(typeof i!="boolean")throw new sr("Assertion failed: `isTypedArray\
` must be a boolean");if(o!=="SEQ-CST"&&o!=="UNORDERED")throw new sr("Assertion failed: `order` must be either `SEQ-CST`\
 or `UNORDERED`");if(arguments.length>5&&typeof arguments[5]!="boolean")throw new sr("Assertion failed: `isLittleEndian`\
 must be a boolean, if present");if(dm(r))throw new sr("Assertion failed: `arrayBuffer` is detached");if(t<0)throw new sr(
"Assertion failed: `byteIndex` must be non-negative");var s=vt.size["$"+n];if(!s)throw new sr("Assertion failed: `type` \
must be one of "+vt.choices);var f;if(a)throw new pm("SharedArrayBuffer is not supported by this implementation");f=Jn(new hm(
r,t),0,s);var c=arguments.length>5?arguments[5]:Am==="little",p=c?Jn(of([0,0,0,0,0,0,0,0],f),-s):Jn(of(f,[0,0,0,0,0,0,0,
0]),0,s);return gm(n,p,c)}});var Zn=u((OT,ff)=>{"use strict";var sf=or();ff.exports=function(r,t){return r===t?r===0?1/r===1/t:!0:sf(r)&&sf(t)}});var yf=u(($T,pf)=>{"use strict";var ht=w(),wm=ur(),Sm=ye(),lf=Zn(),cf=(function(){try{return delete[].length,!0}catch{return!1}})();
pf.exports=function(r,t,n,i){if(!wm(r))throw new ht("Assertion failed: `O` must be an Object");if(!Sm(t))throw new ht("A\
ssertion failed: `P` must be a Property Key");if(typeof i!="boolean")throw new ht("Assertion failed: `Throw` must be a B\
oolean");if(i){if(r[t]=n,cf&&!lf(r[t],n))throw new ht("Attempted to assign to readonly property.");return!0}try{return r[t]=
n,cf?lf(r[t],n):!0}catch{return!1}}});var df=u((_T,hf)=>{"use strict";var qm=x(),vf=qm("%BigInt%",!0),Em=w(),Tm=U();hf.exports=function(r){if(typeof r!="strin\
g")throw new Em("`argument` must be a string");if(!vf)throw new Tm("BigInts are not supported in this environment");try{
return vf(r)}catch{return}}});var Qn=u((BT,mf)=>{"use strict";var gf=T(),Im=gf("Date.prototype.getDay"),xm=function(r){try{return Im(r),!0}catch{return!1}},
Om=gf("Object.prototype.toString"),$m="[object Date]",_m=rr()();mf.exports=function(r){return typeof r!="object"||r===null?
!1:_m?xm(r):Om(r)===$m}});var ti=u((RT,qf)=>{"use strict";var bf=T(),Bm=rr()(),Rm=X(),Fm=Q(),ei;Bm?(Af=bf("RegExp.prototype.exec"),Xn={},dt=function(){
throw Xn},ri={toString:dt,valueOf:dt},typeof Symbol.toPrimitive=="symbol"&&(ri[Symbol.toPrimitive]=dt),ei=function(r){if(!r||
typeof r!="object")return!1;var t=Fm(r,"lastIndex"),n=t&&Rm(t,"value");if(!n)return!1;try{Af(r,ri)}catch(i){return i===Xn}}):
(wf=bf("Object.prototype.toString"),Sf="[object RegExp]",ei=function(r){return!r||typeof r!="object"&&typeof r!="functio\
n"?!1:wf(r)===Sf});var Af,Xn,dt,ri,wf,Sf;qf.exports=ei});var Kr=u((FT,Ef)=>{"use strict";var Dm=T(),Cm=ti(),Nm=Dm("RegExp.prototype.exec"),Pm=w();Ef.exports=function(r){if(!Cm(r))
throw new Pm("`regex` must be a RegExp");return function(n){return Nm(r,n)!==null}}});var ii=u((DT,ni)=>{"use strict";var Of=T(),Lm=Of("Object.prototype.toString"),Um=on()(),km=Kr();Um?(Tf=Of("Symbol.protot\
ype.toString"),If=km(/^Symbol\(.*\)$/),xf=function(r){return typeof r.valueOf()!="symbol"?!1:If(Tf(r))},ni.exports=function(r){
if(typeof r=="symbol")return!0;if(!r||typeof r!="object"||Lm(r)!=="[object Symbol]")return!1;try{return xf(r)}catch{return!1}}):
ni.exports=function(r){return!1};var Tf,If,xf});var _f=u((CT,$f)=>{"use strict";$f.exports=function(r){return r===null||typeof r!="function"&&typeof r!="object"}});var oi=u((NT,Bf)=>{"use strict";Bf.exports=function(r){return typeof r=="string"||typeof r=="symbol"}});var Ff=u((PT,Rf)=>{"use strict";var Mm=w(),Wm=ft(),zm=oi();Rf.exports=function(r,t){if(!zm(t))throw new Mm("Assertion fa\
iled: P is not a Property Key, got "+Wm(t));return r[t]}});var Pf=u((LT,Nf)=>{"use strict";var Df=w(),Gm=mr(),Cf=ft(),jm=Ff(),Hm=oi();Nf.exports=function(r,t){if(!Hm(t))throw new Df(
"Assertion failed: P is not a Property Key");var n=jm(r,t);if(n!=null){if(!Gm(n))throw new Df(Cf(t)+" is not a function:\
 "+Cf(n));return n}}});var ui=u((UT,Uf)=>{"use strict";var Vm=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol",Km=mr(),Ym=Qn(),Lf=ii(),
gt=w(),ai=_f();function Jm(e,r){if(typeof e>"u"||e===null)throw new gt("Cannot call method on "+e);if(typeof r!="string"||
r!=="number"&&r!=="string")throw new gt('hint must be "string" or "number"');var t=r==="string"?["toString","valueOf"]:[
"valueOf","toString"],n,i,o;for(o=0;o<t.length;++o)if(n=e[t[o]],Km(n)&&(i=n.call(e),ai(i)))return i;throw new gt("No def\
ault value")}var Zm=Pf();Uf.exports=function(r){if(ai(r))return r;var t="default";arguments.length>1&&(arguments[1]===String?
t="string":arguments[1]===Number&&(t="number"));var n;if(Vm&&(Symbol.toPrimitive?n=Zm(r,Symbol.toPrimitive):Lf(r)&&(n=Symbol.
prototype.valueOf)),typeof n<"u"){var i=n.call(r,t);if(ai(i))return i;throw new gt("unable to convert exotic object to p\
rimitive")}return t==="default"&&(Ym(r)||Lf(r))&&(t="string"),Jm(r,t==="default"?"number":t)}});var si=u((kT,Mf)=>{"use strict";var kf=ui();Mf.exports=function(r){return arguments.length>1?kf(r,arguments[1]):kf(r)}});var li=u((MT,Gf)=>{"use strict";var zf=x(),fi=zf("%BigInt%",!0),Qm=zf("%Number%"),mt=w(),Wf=U(),Xm=df(),rb=si();Gf.exports=
function(r){if(!fi)throw new Wf("BigInts are not supported in this environment");var t=rb(r,Qm);if(t==null)throw new mt(
"Cannot convert null or undefined to a BigInt");if(typeof t=="boolean")return fi(t?1:0);if(typeof t=="number")throw new mt(
"Cannot convert a Number value to a BigInt");if(typeof t=="string"){var n=Xm(t);if(typeof n>"u")throw new mt("Failed to \
parse String to BigInt");return n}if(typeof t=="symbol")throw new mt("Cannot convert a Symbol value to a BigInt");if(typeof t!=
"bigint")throw new Wf("Assertion failed: unknown primitive type");return t}});var pi=u((WT,Hf)=>{"use strict";var eb=x(),jf=eb("%BigInt%",!0),tb=Fe(),nb=w(),ci=jf&&jf(0);Hf.exports=function(r,t){if(typeof r!=
"bigint"||typeof t!="bigint")throw new nb("Assertion failed: `n` and `d` arguments must be BigInts");if(t===ci)throw new tb(
"Division by zero");return r===ci?ci:r%t}});var yi=u((zT,Vf)=>{"use strict";Vf.exports=function(r,t,n){var i=r(t,n);return i>=0?i:i+n}});var Zf=u((GT,Jf)=>{"use strict";var ib=x(),Yf=ib("%BigInt%",!0),bt=Z(),ob=li(),ab=pi(),ub=yi(),sb=Yf&&BigInt(bt(2,32))*BigInt(
bt(2,31)),Kf=Yf&&BigInt(bt(2,32))*BigInt(bt(2,32));Jf.exports=function(r){var t=ob(r),n=ub(ab,t,Kf);return n>=sb?n-Kf:n}});var rl=u((jT,Xf)=>{"use strict";var fb=x(),lb=fb("%BigInt%",!0),Qf=Z(),cb=li(),pb=pi(),yb=yi(),vb=lb&&BigInt(Qf(2,32))*BigInt(
Qf(2,32));Xf.exports=function(r){var t=cb(r),n=yb(pb,t,vb);return n}});var tl=u((HT,el)=>{"use strict";var hb=ir();el.exports=function(r,t){var n=r%t;return hb(n>=0?n:n+t)}});var il=u((VT,nl)=>{"use strict";nl.exports=tl()});var Or=u((KT,ol)=>{"use strict";var db=il();ol.exports=function(r,t){return db(r,t)}});var ul=u((YT,al)=>{"use strict";al.exports=function(r){return r===null||typeof r!="function"&&typeof r!="object"}});var vi=u((JT,sl)=>{"use strict";var gb=w();sl.exports=function(r){if(r==null)throw new gb(arguments.length>0&&arguments[1]||
"Cannot call method on "+r);return r}});var hi=u((ZT,fl)=>{"use strict";var mb=x(),bb=mb("%String%"),Ab=w();fl.exports=function(r){if(typeof r=="symbol")throw new Ab(
"Cannot convert a Symbol value to a string");return bb(r)}});var gi=u((QT,cl)=>{"use strict";var wb=vi(),Sb=hi(),di=T(),qb=Kr(),Eb=di("String.prototype.replace"),Tb=di("String.proto\
type.charAt"),Ib=di("String.prototype.slice"),ll=/^\s$/.test("\u180E"),xb=ll?/^[\x09\x0A\x0B\x0C\x0D\x20\xA0\u1680\u180E\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u202F\u205F\u3000\u2028\u2029\uFEFF]+/:
/^[\x09\x0A\x0B\x0C\x0D\x20\xA0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u202F\u205F\u3000\u2028\u2029\uFEFF]+/,
Ob=qb(ll?/[\x09\x0A\x0B\x0C\x0D\x20\xA0\u1680\u180E\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u202F\u205F\u3000\u2028\u2029\uFEFF]$/:
/[\x09\x0A\x0B\x0C\x0D\x20\xA0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u202F\u205F\u3000\u2028\u2029\uFEFF]$/);
cl.exports=function(){for(var r=Eb(Sb(wb(this)),xb,""),t=r.length;t>0&&Ob(Tb(r,t-1));)t-=1;return Ib(r,0,t)}});var mi=u((XT,yl)=>{"use strict";var $b=gi(),pl="\u200B",Yr="\u180E";yl.exports=function(){return String.prototype.trim&&
pl.trim()===pl&&Yr.trim()===Yr&&("_"+Yr).trim()==="_"+Yr&&(Yr+"_").trim()===Yr+"_"?String.prototype.trim:$b}});var dl=u((rI,hl)=>{"use strict";var _b=Wr()(),vl=ie(),Bb=mi();hl.exports=function(){var r=Bb();return String.prototype.trim!==
r&&(_b?vl(String.prototype,"trim",r,!0):vl(String.prototype,"trim",r)),r}});var Al=u((eI,bl)=>{"use strict";var Rb=ar(),Fb=Ze(),Db=vi(),Cb=gi(),gl=mi(),Nb=dl(),Pb=Rb(gl()),ml=function(r){return Db(
r),Pb(r)};Fb(ml,{getPolyfill:gl,implementation:Cb,shim:Nb});bl.exports=ml});var Tl=u((tI,El)=>{"use strict";var ql=x(),Lb=ql("%RegExp%"),Ub=w(),wl=ql("%parseInt%"),kb=T(),At=Kr(),Sl=kb("String.pro\
totype.slice"),Mb=At(/^0b[01]+$/i),Wb=At(/^0o[0-7]+$/i),zb=At(/^[-+]0x[0-9a-f]+$/i),Gb=["\x85","\u200B","\uFFFE"].join(""),
jb=new Lb("["+Gb+"]","g"),Hb=At(jb),Vb=Al();El.exports=function e(r){if(typeof r!="string")throw new Ub("Assertion faile\
d: `argument` is not a String");if(Mb(r))return+wl(Sl(r,2),2);if(Wb(r))return+wl(Sl(r,2),8);if(Hb(r)||zb(r))return NaN;var t=Vb(
r);return t!==r?e(t):+r}});var fr=u((nI,xl)=>{"use strict";var Kb=x(),Il=w(),Yb=Kb("%Number%"),Jb=ul(),Zb=si(),Qb=Tl();xl.exports=function(r){var t=Jb(
r)?r:Zb(r,Yb);if(typeof t=="symbol")throw new Il("Cannot convert a Symbol value to a number");if(typeof t=="bigint")throw new Il(
"Conversion from 'BigInt' to 'number' is not allowed.");return typeof t=="string"?Qb(t):+t}});var wt=u((iI,Ol)=>{"use strict";var Xb=ir();Ol.exports=function(r){return typeof r=="bigint"?r:Xb(r)}});var vr=u((oI,_l)=>{"use strict";var $l=wt(),rA=w();_l.exports=function(r){if(typeof r!="number"&&typeof r!="bigint")throw new rA(
"argument must be a Number or a BigInt");var t=r<0?-$l(-r):$l(r);return t===0?0:t}});var Fl=u((aI,Rl)=>{"use strict";var eA=Or(),tA=fr(),nA=vr(),iA=k(),Bl=65536;Rl.exports=function(r){var t=tA(r);if(!iA(t)||
t===0)return 0;var n=nA(t),i=eA(n,Bl);return i>=32768?i-Bl:i}});var Nl=u((uI,Cl)=>{"use strict";var oA=Or(),aA=fr(),uA=vr(),sA=k(),fA=2147483648,Dl=4294967296;Cl.exports=function(r){var t=aA(
r);if(!sA(t)||t===0)return 0;var n=uA(t),i=oA(n,Dl),o=i>=fA?i-Dl:i;return o===0?0:o}});var Ll=u((sI,Pl)=>{"use strict";var lA=Or(),cA=fr(),pA=vr(),yA=k();Pl.exports=function(r){var t=cA(r);if(!yA(t)||t===0)return 0;
var n=pA(t),i=lA(n,256);return i>=128?i-256:i}});var kl=u((fI,Ul)=>{"use strict";var vA=Or(),hA=fr(),dA=vr(),gA=k(),mA=65536;Ul.exports=function(r){var t=hA(r);if(!gA(t)||
t===0)return 0;var n=dA(t),i=vA(n,mA);return i===0?0:i}});var Wl=u((lI,Ml)=>{"use strict";var bA=Or(),AA=fr(),wA=vr(),SA=k(),qA=4294967296;Ml.exports=function(r){var t=AA(r);if(!SA(
t)||t===0)return 0;var n=wA(t),i=bA(n,qA);return i===0?0:i}});var Gl=u((cI,zl)=>{"use strict";var EA=k(),TA=Or(),IA=fr(),xA=vr();zl.exports=function(r){var t=IA(r);if(!EA(t)||t===0)return 0;
var n=xA(t),i=TA(n,256);return i}});var Hl=u((pI,jl)=>{"use strict";var OA=w(),$A=De(),_A=Ce();jl.exports=function(r,t,n){if(typeof r!="number"||typeof t!="\
number"||typeof n!="number"||!(t<=n))throw new OA("Assertion failed: all three arguments must be MVs, and `lower` must b\
e `<= upper`");return _A($A(t,r),n)}});var Kl=u((yI,Vl)=>{"use strict";var BA=Hl(),RA=fr(),FA=wt(),DA=or();Vl.exports=function(r){var t=RA(r);if(DA(t))return 0;
var n=BA(t,0,255),i=FA(n);return n<i+.5?i:n>i+.5?i+1:i%2===0?i:i+1}});var St=u((vI,Yl)=>{"use strict";Yl.exports=function(r){return r===0&&1/r===-1/0}});var Ql=u((hI,Zl)=>{"use strict";var Jl=Cr(),CA=ir(),NA=Z(),PA=k(),LA=or(),UA=St(),kA=65504;Zl.exports=function(r,t){if(LA(
r))return t?[0,126]:[126,0];var n;if(r===0)return n=UA(r)?128:0,t?[0,n]:[n,0];if(Jl(r)>kA||!PA(r))return n=r<0?252:124,t?
[0,n]:[n,0];var i=r<0?1:0;r=Jl(r);for(var o=0;r>=2;)o+=1,r/=2;for(;r<1;)o-=1,r*=2;var a=r-1;a*=NA(2,10)+.5,a=CA(a),o+=15,
o<<=10;var s=i<<15|o|a,f=s&255;s>>=8;var c=s&255;return t?[f,c]:[c,f]}});var ec=u((dI,rc)=>{"use strict";var Xl=Cr(),MA=ir(),WA=Z(),zA=k(),GA=or(),jA=St(),HA=34028234663852886e22;rc.exports=function(r,t){
if(GA(r))return t?[0,0,192,127]:[127,192,0,0];var n;if(r===0)return n=jA(r)?128:0,t?[0,0,0,n]:[n,0,0,0];if(Xl(r)>HA||!zA(
r))return n=r<0?255:127,t?[0,0,128,n]:[n,128,0,0];var i=r<0?1:0;r=Xl(r);for(var o=0;r>=2;)o+=1,r/=2;for(;r<1;)o-=1,r*=2;
var a=r-1;a*=WA(2,23)+.5,a=MA(a),o+=127,o<<=23;var s=i<<31|o|a,f=s&255;s>>=8;var c=s&255;s>>=8;var p=s&255;s>>=8;var v=s&
255;return t?[f,c,p,v]:[v,p,c,f]}});var nc=u((gI,tc)=>{"use strict";var bi=1075,VA=54;tc.exports=function(r){var t="";if(r===0)return t;for(var n=bi,i,o=0;o<
bi;o+=1)if(i=r*2,i>=1?(r=i-1,t+="1",n===bi&&(n=o)):(r=i,t+="0"),i===1||o-n>VA)return t;return t}});var oc=u((mI,ic)=>{"use strict";var KA=ir();ic.exports=function(r){for(var t="",n;r>0;)n=r/2,r=KA(n),n===r?t="0"+t:t="1"+
t;return t}});var uc=u((bI,ac)=>{"use strict";ac.exports=Number.isNaN||function(r){return r!==r}});var pc=u((AI,cc)=>{"use strict";var YA=x(),JA=YA("%parseInt%"),ZA=Cr(),QA=ir(),XA=k(),r1=St(),lc=T(),e1=lc("String.proto\
type.indexOf"),he=lc("String.prototype.slice"),t1=nc(),sc=oc(),n1=uc(),Ai=1023,fc="11111111111",Jr="00000000000",qt=Jr+Jr+
Jr+Jr+"0000000";cc.exports=function(r,t){var n=r<0||r1(r)?"1":"0",i,o;if(n1(r))i=fc,o="1"+qt;else if(!XA(r))i=fc,o="0"+qt;else if(r===
0)i=Jr,o="0"+qt;else{r=ZA(r);var a=QA(r),s=sc(a),f=t1(r-a),c;if(s)i=s.length-1;else{var p=e1(f,"1");p>-1&&(c=p+1),i=-c}o=
s+f,i<0?(i<=-Ai&&(c=Ai-1),o=he(o,c)):o=he(o,1),i=he(Jr+sc(i+Ai),-11),o=he(o+qt+"0",0,52)}for(var v=n+i+o,h=[],d=0;d<8;d++){
var g=t?8-d-1:d;h[g]=JA(he(v,d*8,(d+1)*8),2)}return h}});var dc=u((wI,hc)=>{"use strict";var vc=x(),yc=vc("%Number%"),i1=vc("%BigInt%",!0);hc.exports=function(r,t,n){var i=typeof r==
"bigint"?i1:yc;r<0&&(r>>>=0);for(var o=[],a=0;a<t;a++)o[n?a:t-1-a]=yc(r&i(255)),r>>=i(8);return o}});var bc=u((SI,mc)=>{"use strict";var wi=w(),o1=Wn(),a1=Zf(),u1=rl(),s1=Fl(),f1=Nl(),l1=Ll(),c1=kl(),p1=Wl(),y1=Gl(),v1=Kl(),
h1=Ql(),d1=ec(),g1=pc(),m1=dc(),gc=Tr(),b1={__proto__:null,$INT8:l1,$UINT8:y1,$UINT8C:v1,$INT16:s1,$UINT16:c1,$INT32:f1,
$UINT32:p1,$BIGINT64:a1,$BIGUINT64:u1};mc.exports=function(r,t,n){if(typeof r!="string"||!o1(gc.size,"$"+r))throw new wi(
"Assertion failed: `type` must be a TypedArray element type");if(typeof t!="number"&&typeof t!="bigint")throw new wi("As\
sertion failed: `value` must be a Number or a BigInt");if(typeof n!="boolean")throw new wi("Assertion failed: `isLittleE\
ndian` must be a Boolean");if(r==="FLOAT16")return h1(t,n);if(r==="FLOAT32")return d1(t,n);if(r==="FLOAT64")return g1(t,
n);var i=gc.size["$"+r],o=b1["$"+r],a=o(t);return m1(a,i,n)}});var wc=u((qI,Ac)=>{"use strict";Ac.exports=function(r,t){for(var n=0;n<r.length;n+=1)t(r[n],n,r)}});var qc=u((EI,Sc)=>{"use strict";var A1=x(),w1=U(),lr=w(),S1=ve(),q1=A1("%Uint8Array%",!0),E1=Gn(),T1=Er(),I1=bc(),x1=qr(),
O1=Hr(),$1=X(),Si=Tr(),_1=Yn(),B1=wc();Sc.exports=function(r,t,n,i,o,a){var s=O1(r);if(!x1(r)&&!s)throw new lr("Assertio\
n failed: `arrayBuffer` must be an ArrayBuffer or a SharedArrayBuffer");if(!S1(t)||t<0)throw new lr("Assertion failed: `\
byteIndex` must be a non-negative integer");if(typeof n!="string"||!$1(Si.size,"$"+n))throw new lr("Assertion failed: `t\
ype` must be one of "+Si.choices);if(typeof i!="number"&&typeof i!="bigint")throw new lr("Assertion failed: `value` must\
 be a Number or a BigInt");if(typeof o!="boolean")throw new lr("Assertion failed: `isTypedArray` must be a boolean");if(a!==
"SEQ-CST"&&a!=="UNORDERED"&&a!=="INIT")throw new lr('Assertion failed: `order` must be `"SEQ-CST"`, `"UNORDERED"`, or `"\
INIT"`');if(arguments.length>6&&typeof arguments[6]!="boolean")throw new lr("Assertion failed: `isLittleEndian` must be \
a boolean, if present");if(T1(r))throw new lr("Assertion failed: ArrayBuffer is detached");if(E1(n)?typeof i!="bigint":typeof i!=
"number")throw new lr("Assertion failed: `value` must be a BigInt if type is ~BIGINT64~ or ~BIGUINT64~, otherwise a Numb\
er");var f=Si.size["$"+n],c=arguments.length>6?arguments[6]:_1==="little",p=I1(n,i,c);if(s)throw new w1("SharedArrayBuff\
er is not supported by this implementation");var v=new q1(r,t,f);B1(p,function(h,d){v[d]=h})}});var Tc=u((TI,Ec)=>{"use strict";var R1=fr(),F1=vr(),D1=or(),C1=k();Ec.exports=function(r){var t=R1(r);return D1(t)||t===
0?0:C1(t)?F1(t):t}});var Et=u((II,xc)=>{"use strict";var N1=U(),P1=w(),L1=ve(),U1=wr(),Ic=Tr();xc.exports=function(r){var t=U1(r);if(!t)throw new P1(
"Assertion failed: `O` must be a TypedArray");var n=Ic.size["$"+Ic.name["$"+t]];if(!L1(n)||n<0)throw new N1("Assertion f\
ailed: Unknown TypedArray type `"+t+"`");return n}});var $c=u((xI,Oc)=>{"use strict";var k1=U(),M1=w(),W1=wr(),z1=Tr();Oc.exports=function(r){var t=W1(r);if(!t)throw new M1(
"Assertion failed: `O` must be a TypedArray");var n=z1.name["$"+t];if(typeof n!="string")throw new k1("Assertion failed:\
 Unknown TypedArray type `"+t+"`");return n}});var Bc=u((OI,_c)=>{"use strict";_c.exports=x()});var Tt=u(($I,Rc)=>{"use strict";var G1=w(),de=X(),j1={__proto__:null,"[[Configurable]]":!0,"[[Enumerable]]":!0,"[[Get]]":!0,
"[[Set]]":!0,"[[Value]]":!0,"[[Writable]]":!0};Rc.exports=function(r){if(!r||typeof r!="object")return!1;for(var t in r)
if(de(r,t)&&!j1[t])return!1;var n=de(r,"[[Value]]")||de(r,"[[Writable]]"),i=de(r,"[[Get]]")||de(r,"[[Set]]");if(n&&i)throw new G1(
"Property Descriptors may not be both accessor and data descriptors");return!0}});var Nc=u((_I,Cc)=>{"use strict";var H1=Wr(),Fc=br(),Dc=H1.hasArrayLengthDefineBug(),V1=Dc&&zn(),K1=T(),Y1=K1("Object.pro\
totype.propertyIsEnumerable");Cc.exports=function(r,t,n,i,o,a){if(!Fc){if(!r(a)||!a["[[Configurable]]"]||!a["[[Writable]\
]"]||o in i&&Y1(i,o)!==!!a["[[Enumerable]]"])return!1;var s=a["[[Value]]"];return i[o]=s,t(i[o],s)}return Dc&&o==="lengt\
h"&&"[[Value]]"in a&&V1(i)&&i.length!==a["[[Value]]"]?(i.length=a["[[Value]]"],i.length===a["[[Value]]"]):(Fc(i,o,n(a)),
!0)}});var Lc=u((BI,Pc)=>{"use strict";Pc.exports=function(r){if(typeof r>"u")return r;var t={};return"[[Value]]"in r&&(t.value=
r["[[Value]]"]),"[[Writable]]"in r&&(t.writable=!!r["[[Writable]]"]),"[[Get]]"in r&&(t.get=r["[[Get]]"]),"[[Set]]"in r&&
(t.set=r["[[Set]]"]),"[[Enumerable]]"in r&&(t.enumerable=!!r["[[Enumerable]]"]),"[[Configurable]]"in r&&(t.configurable=
!!r["[[Configurable]]"]),t}});var kc=u((RI,Uc)=>{"use strict";var J1=w(),Z1=Tt(),Q1=Lc();Uc.exports=function(r){if(typeof r<"u"&&!Z1(r))throw new J1("\
Assertion failed: `Desc` must be a Property Descriptor");return Q1(r)}});var zc=u((FI,Wc)=>{"use strict";var X1=w(),Mc=X(),rw=Tt();Wc.exports=function(r){if(typeof r>"u")return!1;if(!rw(r))throw new X1(
"Assertion failed: `Desc` must be a Property Descriptor");return!(!Mc(r,"[[Value]]")&&!Mc(r,"[[Writable]]"))}});var jc=u((DI,Gc)=>{"use strict";Gc.exports=mr()});var Vc=u((CI,Hc)=>{"use strict";Hc.exports=function(r){return!!r}});var Jc=u((NI,Yc)=>{"use strict";var tr=X(),It=w(),ew=ur(),Kc=jc(),qi=Vc();Yc.exports=function(r){if(!ew(r))throw new It(
"ToPropertyDescriptor requires an object");var t={};if(tr(r,"enumerable")&&(t["[[Enumerable]]"]=qi(r.enumerable)),tr(r,"\
configurable")&&(t["[[Configurable]]"]=qi(r.configurable)),tr(r,"value")&&(t["[[Value]]"]=r.value),tr(r,"writable")&&(t["\
[[Writable]]"]=qi(r.writable)),tr(r,"get")){var n=r.get;if(typeof n<"u"&&!Kc(n))throw new It("getter must be a function");
t["[[Get]]"]=n}if(tr(r,"set")){var i=r.set;if(typeof i<"u"&&!Kc(i))throw new It("setter must be a function");t["[[Set]]"]=
i}if((tr(t,"[[Get]]")||tr(t,"[[Set]]"))&&(tr(t,"[[Value]]")||tr(t,"[[Writable]]")))throw new It("Invalid property descri\
ptor. Cannot both specify accessors and a value or writable attribute");return t}});var Xc=u((PI,Qc)=>{"use strict";var Ei=w(),tw=ur(),Zc=Tt(),nw=Nc(),iw=kc(),ow=zc(),aw=ye(),uw=Zn(),sw=Jc();Qc.exports=function(r,t,n){
if(!tw(r))throw new Ei("Assertion failed: Type(O) is not Object");if(!aw(t))throw new Ei("Assertion failed: P is not a P\
roperty Key");var i=Zc(n)?n:sw(n);if(!Zc(i))throw new Ei("Assertion failed: Desc is not a valid Property Descriptor");return nw(
ow,uw,iw,r,t,i)}});var Oi=u((LI,xi)=>{"use strict";var fw=Bc(),rp=fw("%Reflect.construct%",!0),xt=Xc();try{xt({},"",{"[[Get]]":function(){}})}catch{
xt=null}xt&&rp?(Ti={},Ii={},xt(Ii,"length",{"[[Get]]":function(){throw Ti},"[[Enumerable]]":!0}),xi.exports=function(r){
try{rp(r,Ii)}catch(t){return t===Ti}}):xi.exports=function(r){return typeof r=="function"&&!!r.prototype};var Ti,Ii});var ip=u((UI,np)=>{"use strict";var lw=x(),ep=lw("%Symbol.species%",!0),$i=w(),tp=ur(),cw=Oi();np.exports=function(r,t){
if(!tp(r))throw new $i("Assertion failed: Type(O) is not Object");var n=r.constructor;if(typeof n>"u")return t;if(!tp(n))
throw new $i("O.constructor is not an Object");var i=ep?n[ep]:void 0;if(i==null)return t;if(cw(i))return i;throw new $i(
"no constructor found")}});var _i=u((kI,sp)=>{"use strict";var pw=w(),up=T(),op=up("%ArrayBuffer.prototype.resizable%",!0),ap=up("%SharedArrayBuffe\
r.prototype.growable%",!0),yw=qr(),vw=Hr();sp.exports=function(r){var t=yw(r),n=vw(r);if(!t&&!n)throw new pw("Assertion \
failed: `arrayBuffer` must be an ArrayBuffer or SharedArrayBuffer");return t&&op?!op(r):n&&ap?!ap(r):!0}});var lp=u((MI,fp)=>{"use strict";fp.exports=ve()});var Bi=u((WI,pp)=>{"use strict";var cp=X(),hw=xr(),dw=lp();pp.exports=function(r){return!!r&&typeof r=="object"&&cp(r,"[\
[Object]]")&&cp(r,"[[CachedBufferByteLength]]")&&(dw(r["[[CachedBufferByteLength]]"])&&r["[[CachedBufferByteLength]]"]>=
0||r["[[CachedBufferByteLength]]"]==="DETACHED")&&hw(r["[[Object]]"])}});var vp=u((zI,yp)=>{"use strict";yp.exports=mr()});var dp=u((GI,hp)=>{"use strict";hp.exports=ur()});var bp=u((jI,mp)=>{"use strict";var gp=T(),gw=gp("String.prototype.valueOf"),mw=function(r){try{return gw(r),!0}catch{return!1}},
bw=gp("Object.prototype.toString"),Aw="[object String]",ww=rr()();mp.exports=function(r){return typeof r=="string"?!0:!r||
typeof r!="object"?!1:ww?mw(r):bw(r)===Aw}});var Sp=u((HI,wp)=>{"use strict";var Ap=T(),Sw=Ap("Number.prototype.toString"),qw=function(r){try{return Sw(r),!0}catch{return!1}},
Ew=Ap("Object.prototype.toString"),Tw="[object Number]",Iw=rr()();wp.exports=function(r){return typeof r=="number"?!0:!r||
typeof r!="object"?!1:Iw?qw(r):Ew(r)===Tw}});var Tp=u((VI,Ep)=>{"use strict";var qp=T(),xw=qp("Boolean.prototype.toString"),Ow=qp("Object.prototype.toString"),$w=function(r){
try{return xw(r),!0}catch{return!1}},_w="[object Boolean]",Bw=rr()();Ep.exports=function(r){return typeof r=="boolean"?!0:
r===null||typeof r!="object"?!1:Bw?$w(r):Ow(r)===_w}});var Op=u((KI,xp)=>{"use strict";var Ip=typeof BigInt<"u"&&BigInt;xp.exports=function(){return typeof Ip=="function"&&typeof BigInt==
"function"&&typeof Ip(42)=="bigint"&&typeof BigInt(42)=="bigint"}});var Bp=u((YI,Ri)=>{"use strict";var Rw=Op()();Rw?($p=BigInt.prototype.valueOf,_p=function(r){try{return $p.call(r),!0}catch{}
return!1},Ri.exports=function(r){return r===null||typeof r>"u"||typeof r=="boolean"||typeof r=="string"||typeof r=="numb\
er"||typeof r=="symbol"||typeof r=="function"?!1:typeof r=="bigint"?!0:_p(r)}):Ri.exports=function(r){return!1};var $p,_p});var Fp=u((JI,Rp)=>{"use strict";var Fw=bp(),Dw=Sp(),Cw=Tp(),Nw=ii(),Pw=Bp();Rp.exports=function(r){if(r==null||typeof r!=
"object"&&typeof r!="function")return null;if(Fw(r))return"String";if(Dw(r))return"Number";if(Cw(r))return"Boolean";if(Nw(
r))return"Symbol";if(Pw(r))return"BigInt"}});var Pp=u((ZI,Np)=>{"use strict";var Fi=typeof Map=="function"&&Map.prototype?Map:null,Lw=typeof Set=="function"&&Set.prototype?
Set:null,Ot;Fi||(Ot=function(r){return!1});var Cp=Fi?Map.prototype.has:null,Dp=Lw?Set.prototype.has:null;!Ot&&!Cp&&(Ot=function(r){
return!1});Np.exports=Ot||function(r){if(!r||typeof r!="object")return!1;try{if(Cp.call(r),Dp)try{Dp.call(r)}catch{return!0}
return r instanceof Fi}catch{}return!1}});var Mp=u((QI,kp)=>{"use strict";var Uw=typeof Map=="function"&&Map.prototype?Map:null,Di=typeof Set=="function"&&Set.prototype?
Set:null,$t;Di||($t=function(r){return!1});var Lp=Uw?Map.prototype.has:null,Up=Di?Set.prototype.has:null;!$t&&!Up&&($t=function(r){
return!1});kp.exports=$t||function(r){if(!r||typeof r!="object")return!1;try{if(Up.call(r),Lp)try{Lp.call(r)}catch{return!0}
return r instanceof Di}catch{}return!1}});var Gp=u((XI,zp)=>{"use strict";var _t=typeof WeakMap=="function"&&WeakMap.prototype?WeakMap:null,Wp=typeof WeakSet=="fu\
nction"&&WeakSet.prototype?WeakSet:null,Bt;_t||(Bt=function(r){return!1});var Ni=_t?_t.prototype.has:null,Ci=Wp?Wp.prototype.
has:null;!Bt&&!Ni&&(Bt=function(r){return!1});zp.exports=Bt||function(r){if(!r||typeof r!="object")return!1;try{if(Ni.call(
r,Ni),Ci)try{Ci.call(r,Ci)}catch{return!0}return r instanceof _t}catch{}return!1}});var Hp=u((rx,Li)=>{"use strict";var kw=x(),jp=T(),Mw=kw("%WeakSet%",!0),Pi=jp("WeakSet.prototype.has",!0);Pi?(Rt=jp("Wea\
kMap.prototype.has",!0),Li.exports=function(r){if(!r||typeof r!="object")return!1;try{if(Pi(r,Pi),Rt)try{Rt(r,Rt)}catch{
return!0}return r instanceof Mw}catch{}return!1}):Li.exports=function(r){return!1};var Rt});var Kp=u((ex,Vp)=>{"use strict";var Ww=Pp(),zw=Mp(),Gw=Gp(),jw=Hp();Vp.exports=function(r){if(r&&typeof r=="object"){if(Ww(
r))return"Map";if(zw(r))return"Set";if(Gw(r))return"WeakMap";if(jw(r))return"WeakSet"}return!1}});var Jp=u((tx,Yp)=>{"use strict";var Hw=T(),Vw=Hw("WeakRef.prototype.deref",!0);Yp.exports=typeof WeakRef>"u"?function(r){
return!1}:function(r){if(!r||typeof r!="object")return!1;try{return Vw(r),!0}catch{return!1}}});var Xp=u((nx,Qp)=>{"use strict";var Kw=T(),Zp=Kw("FinalizationRegistry.prototype.register",!0);Qp.exports=Zp?function(r){
if(!r||typeof r!="object")return!1;try{return Zp(r,{},null),!0}catch{return!1}}:function(r){return!1}});var Ui=u((ix,ry)=>{"use strict";var me=function(){return typeof function(){}.name=="string"},ge=Object.getOwnPropertyDescriptor;
if(ge)try{ge([],"length")}catch{ge=null}me.functionsHaveConfigurableNames=function(){if(!me()||!ge)return!1;var r=ge(function(){},
"name");return!!r&&!!r.configurable};var Yw=Function.prototype.bind;me.boundFunctionsHaveNames=function(){return me()&&typeof Yw==
"function"&&function(){}.bind().name!==""};ry.exports=me});var iy=u((ox,ny)=>{"use strict";var Jw=T(),ki=Jw("Object.prototype.toString"),Zw=!(0 in[,]),Qw="[object Object]",Xw="[ob\
ject HTMLAllCollection]",ty=function(){return!1};typeof document=="object"&&(ey=document.all,ki(ey)===ki(document.all)&&
(ty=(function(r){if((Zw||!r)&&(typeof r>"u"||typeof r=="object"))try{var t=ki(r);return(t===Xw||t===Qw)&&r("")==null}catch{}
return!1})));var ey;ny.exports=ty});var Mi=u((ax,fy)=>{"use strict";var oy=mr(),rS=X(),eS=Ui()(),tS=w(),ay=T(),nS=iy(),uy=ay("Function.prototype.toString"),
sy=ay("String.prototype.match"),iS=/^class /,oS=function(r){if(oy(r)||typeof r!="function")return!1;try{var t=sy(uy(r),iS);
return!!t}catch{}return!1},aS=/\s*function\s+([^(\s]*)\s*/,uS=Function.prototype;fy.exports=function(){if(nS(this)||!oS(
this)&&!oy(this))throw new tS("Function.prototype.name sham getter called on non-function");if(eS&&rS(this,"name"))return this.
name;if(this===uS)return"";var r=uy(this),t=sy(r,aS),n=t&&t[1];return n}});var Wi=u((ux,ly)=>{"use strict";var sS=Mi();ly.exports=function(){return sS}});var py=u((sx,cy)=>{"use strict";var fS=Wr()(),lS=Ui()(),cS=w(),pS=Wi(),zi=br();cy.exports=function(){var r=pS();if(lS)return r;
if(!fS||!zi)throw new cS("Shimming Function.prototype.name support requires ES5 property descriptor support.");var t=Function.
prototype;return zi(t,"name",{configurable:!0,enumerable:!1,get:function(){var n=r.call(this);return this!==t&&zi(this,"\
name",{configurable:!0,enumerable:!1,value:n,writable:!1}),n}}),r}});var vy=u((fx,be)=>{"use strict";var yS=ar(),yy=Mi(),vS=Wi(),hS=py(),dS=yS(yy);be.exports=dS;be.exports.getPolyfill=vS;be.
exports.implementation=yy;be.exports.shim=hS});var my=u((lx,gy)=>{"use strict";var dy=T(),gS=Kr(),mS=gS(/^\s*(?:function)?\*/),bS=rr()(),hy=cr(),AS=dy("Object.prototyp\
e.toString"),wS=dy("Function.prototype.toString"),SS=cn();gy.exports=function(r){if(typeof r!="function")return!1;if(mS(
wS(r)))return!0;if(!bS){var t=AS(r);return t==="[object GeneratorFunction]"}if(!hy)return!1;var n=SS();return n&&hy(r)===
n.prototype}});var Sy=u((cx,wy)=>{"use strict";var Ay=T(),qS=Kr(),ES=Ay("Object.prototype.toString"),TS=Ay("Function.prototype.toString"),
IS=qS(/^\s*async(?:\s+function(?:\s+|\()|\s*\()/),xS=rr()(),by=cr(),OS=ln();wy.exports=function(r){if(typeof r!="functio\
n")return!1;if(IS(TS(r)))return!0;if(!xS){var t=ES(r);return t==="[object AsyncFunction]"}if(!by)return!1;var n=OS();return n&&
n.prototype===by(r)}});var Iy=u((px,Ty)=>{"use strict";var $S=Fp(),_S=Kp(),BS=wr(),RS=Kn(),FS=Qn(),DS=ti(),CS=Jp(),NS=Xp(),PS=vy(),LS=my(),US=Sy(),
kS=T(),MS=rr()(),Gi=MS&&Symbol.toStringTag,WS=Object,qy=kS("Promise.prototype.then",!0),zS=function(r){if(!r||typeof r!=
"object"||!qy)return!1;try{return qy(r,null,function(){}),!0}catch{}return!1},Ey=function(r){return!!r&&r!=="BigInt"&&r!==
"Boolean"&&r!=="Null"&&r!=="Number"&&r!=="String"&&r!=="Symbol"&&r!=="Undefined"&&r!=="Math"&&r!=="JSON"&&r!=="Reflect"&&
r!=="Atomics"&&r!=="Map"&&r!=="Set"&&r!=="WeakMap"&&r!=="WeakSet"&&r!=="BigInt64Array"&&r!=="BigUint64Array"&&r!=="Float\
32Array"&&r!=="Float64Array"&&r!=="Int16Array"&&r!=="Int32Array"&&r!=="Int8Array"&&r!=="Uint16Array"&&r!=="Uint32Array"&&
r!=="Uint8Array"&&r!=="Uint8ClampedArray"&&r!=="Array"&&r!=="Date"&&r!=="FinalizationRegistry"&&r!=="Promise"&&r!=="RegE\
xp"&&r!=="WeakRef"&&r!=="Function"&&r!=="GeneratorFunction"&&r!=="AsyncFunction"};Ty.exports=function(r){if(r==null)return r;
var t=$S(WS(r))||_S(r)||BS(r);if(t)return t;if(RS(r))return"Array";if(FS(r))return"Date";if(DS(r))return"RegExp";if(CS(r))
return"WeakRef";if(NS(r))return"FinalizationRegistry";if(typeof r=="function")return LS(r)?"GeneratorFunction":US(r)?"As\
yncFunction":"Function";if(zS(r))return"Promise";if(Gi&&Gi in r){var n=r[Gi];if(Ey(n))return n}if(typeof r.constructor==
"function"){var i=PS(r.constructor);if(Ey(i))return i}return"Object"}});var $y=u((yx,Oy)=>{"use strict";var GS=x(),jS=vp(),HS=dp(),VS=Iy(),KS=w(),xy=cr(),YS=Re();Oy.exports=function(r){if(!HS(
r))throw new KS("Reflect.getPrototypeOf called on non-object");if(xy)return xy(r);var t=VS(r);if(t){var n=GS("%"+t+".pro\
totype%",!0);if(n)return n}return jS(r.constructor)?r.constructor.prototype:r instanceof Object?YS.prototype:null}});var ji=u((vx,By)=>{"use strict";var JS=$y(),_y=cr();By.exports=function(){return typeof Reflect=="object"&&Reflect&&Reflect.
getPrototypeOf?Reflect.getPrototypeOf:_y?function(t){return _y(t)}:JS}});var Dt=u((hx,Cy)=>{"use strict";var Dy=Be(),ZS=ar(),QS=ji()(),XS=Dr()(),Hi={__proto__:null},Ft=Q(),Ry=Object.defineProperty;
Ft&&(Fy=function(e){return e.byteOffset},Dy(XS,function(e){if(typeof global[e]=="function"||typeof global[e]=="object"){
var r=global[e].prototype,t=Ft(r,"byteOffset");if(!t){var n=QS(r);t=Ft(n,"byteOffset")}if(t&&t.get)Hi[e]=ZS(t.get);else if(Ry){
var i=new global[e](2);t=Ft(i,"byteOffset"),t&&t.configurable&&Ry(i,"length",{value:3}),i.length===2&&(Hi[e]=Fy)}}}));var Fy,
rq=function(r){var t;return Dy(Hi,function(n){if(typeof t!="number")try{var i=n(r);typeof i=="number"&&(t=i)}catch{}}),t},
eq=xr();Cy.exports=function(r){return eq(r)?rq(r):!1}});var Ki=u((dx,Uy)=>{"use strict";var tq=ar(),Ly=Be(),Ct=Q(),nq=xr(),iq=tn(),oq=ji()(),Vi={__proto__:null},Ny=Object.defineProperty;
Ct&&(Py=function(e){return e.length},Ly(iq,function(e){var r=global[e];if(typeof r=="function"||typeof r=="object"){var t=r.
prototype,n=Ct(t,"length");if(!n){var i=oq(t);n=Ct(i,"length")}if(n&&n.get)Vi["$"+e]=tq(n.get);else if(Ny){var o=new global[e](
2);n=Ct(o,"length"),n&&n.configurable&&Ny(o,"length",{value:3}),o.length===2&&(Vi["$"+e]=Py)}}}));var Py,aq=function(r){
var t;return Ly(Vi,function(n){if(typeof t!="number")try{var i=n(r);typeof i=="number"&&(t=i)}catch{}}),t};Uy.exports=function(r){
return nq(r)?aq(r):!1}});var Nt=u((gx,Wy)=>{"use strict";var ky=w(),uq=Er(),sq=_i(),fq=Et(),lq=Bi(),My=Vr(),cq=Dt(),pq=Ki();Wy.exports=function(r){
if(!lq(r))throw new ky("Assertion failed: `taRecord` must be a TypedArray With Buffer Witness Record");var t=r["[[Object\
]]"],n=r["[[CachedBufferByteLength]]"];if(uq(My(t))&&n!=="DETACHED")throw new ky("Assertion failed: typed array is detac\
hed only if the byte length is ~DETACHED~");if(n==="DETACHED")return!0;var i=cq(t),o=sq(My(t)),a,s=o?pq(t):"AUTO";if(s===
"AUTO")a=n;else{var f=fq(t);a=i+s*f}return i>n||a>n}});var Gy=u((mx,zy)=>{"use strict";var Pt=w(),yq=wt(),vq=_i(),hq=Nt(),dq=Et(),gq=Bi(),mq=Vr(),bq=Dt(),Aq=Ki();zy.exports=function(r){
if(!gq(r))throw new Pt("Assertion failed: `taRecord` must be a TypedArray With Buffer Witness Record");if(hq(r))throw new Pt(
"Assertion failed: `taRecord` is out of bounds");var t=r["[[Object]]"],n=vq(mq(t)),i=n?Aq(t):"AUTO";if(i!=="AUTO")return i;
if(n)throw new Pt("Assertion failed: array buffer is not fixed length");var o=bq(t),a=dq(t),s=r["[[CachedBufferByteLengt\
h]]"];if(s==="DETACHED")throw new Pt("Assertion failed: typed array is detached");return yq((s-o)/a)}});var Hy=u((bx,jy)=>{"use strict";var Yi=w(),wq=Er(),Sq=qr(),qq=Hr(),Eq=Mn(),Tq=T(),Iq=Tq("SharedArrayBuffer.prototype.byt\
eLength",!0),xq=!1;jy.exports=function(r,t){var n=qq(r);if(!Sq(r)&&!n)throw new Yi("Assertion failed: `arrayBuffer` must\
 be an ArrayBuffer or a SharedArrayBuffer");if(t!=="SEQ-CST"&&t!=="UNORDERED")throw new Yi("Assertion failed: `order` mu\
st be ~SEQ-CST~ or ~UNORDERED~");if(wq(r))throw new Yi("Assertion failed: `arrayBuffer` must not be detached");return n?
Iq(r):Eq(r)}});var Yy=u((Ax,Ky)=>{"use strict";var Vy=w(),Oq=Hy(),$q=Er(),_q=xr(),Bq=Vr();Ky.exports=function(r,t){if(!_q(r))throw new Vy(
"Assertion failed: `obj` must be a Typed Array");if(t!=="SEQ-CST"&&t!=="UNORDERED")throw new Vy("Assertion failed: `orde\
r` must be ~SEQ-CST~ or ~UNORDERED~");var n=Bq(r),i=$q(n)?"DETACHED":Oq(n,t);return{"[[Object]]":r,"[[CachedBufferByteLe\
ngth]]":i}}});var Ji=u((wx,Jy)=>{"use strict";var Lt=w(),Rq=ur(),Fq=Nt(),Dq=Yy(),Cq=xr();Jy.exports=function(r,t){if(t!=="SEQ-CST"&&t!==
"UNORDERED")throw new Lt("Assertion failed: `order` must be ~SEQ-CST~ or ~UNORDERED~");if(!Rq(r))throw new Lt("Assertion\
 failed: `O` must be an Object");if(!Cq(r))throw new Lt("Assertion failed: `O` must be a Typed Array");var n=Dq(r,t);if(Fq(
n))throw new Lt("`O` must be in-bounds and backed by a non-detached buffer");return n}});var Qy=u((Sx,Zy)=>{"use strict";var Nq=U(),Ut=w(),Pq=ct(),Lq=Oi(),Uq=Nt(),kq=Gy(),Mq=Ji(),Wq=Dr()();Zy.exports=function(r,t){
if(!Lq(r))throw new Ut("Assertion failed: `constructor` must be a constructor");if(!Pq(t))throw new Ut("Assertion failed\
: `argumentList` must be a List");if(Wq.length===0)throw new Nq("Assertion failed: Typed Arrays are not supported in thi\
s environment");var n;t.length===0?n=new r:t.length===1?n=new r(t[0]):t.length===2?n=new r(t[0],t[1]):n=new r(t[0],t[1],
t[2]);var i=Mq(n,"SEQ-CST");if(t.length===1&&typeof t[0]=="number"){if(Uq(i))throw new Ut("new Typed Array is out of bou\
nds");var o=kq(i);if(o<t[0])throw new Ut("`argumentList[0]` must be <= `newTypedArray.length`")}return n}});var rv=u((qx,Xy)=>{"use strict";var M=x(),zq={__proto__:null,$Int8Array:M("%Int8Array%",!0),$Uint8Array:M("%Uint8Array%",
!0),$Uint8ClampedArray:M("%Uint8ClampedArray%",!0),$Int16Array:M("%Int16Array%",!0),$Uint16Array:M("%Uint16Array%",!0),$Int32Array:M(
"%Int32Array%",!0),$Uint32Array:M("%Uint32Array%",!0),$BigInt64Array:M("%BigInt64Array%",!0),$BigUint64Array:M("%BigUint\
64Array%",!0),$Float16Array:M("%Float16Array%",!0),$Float32Array:M("%Float32Array%",!0),$Float64Array:M("%Float64Array%",
!0)};Xy.exports=function(r){return zq["$"+r]}});var iv=u((Ex,nv)=>{"use strict";var ev=U(),tv=w(),Gq=wr(),jq=Dr()(),Hq=ct(),Vq=ip(),Kq=Qy(),Yq=rv();nv.exports=function(r,t){
if(jq.length===0)throw new ev("Assertion failed: Typed Arrays are not supported in this environment");var n=Gq(r);if(!n)
throw new tv("Assertion failed: exemplar must be a TypedArray");if(!Hq(t))throw new tv("Assertion failed: `argumentList`\
 must be a List");var i=Yq(n);if(typeof i!="function")throw new ev("Assertion failed: `constructor` of `exemplar` ("+n+"\
) must exist. Please report this!");var o=Vq(r,i);return Kq(o,t)}});var Xi=u((Tx,lv)=>{"use strict";var Jq=w(),Zq=ss(),Qq=uf(),Xq=Er(),Zi=De(),ov=Ce(),r2=yf(),e2=qc(),av=Tc(),uv=hi(),t2=Et(),
sv=$c(),n2=iv(),i2=Ji(),Qi=Vr(),fv=Dt();lv.exports=function(r,t){var n=this;i2(n,"SEQ-CST");var i=n.length,o=av(r),a;o===
-1/0?a=0:o<0?a=Zi(i+o,0):a=ov(o,i);var s=typeof t>"u"?i:av(t),f;s===-1/0?f=0:s<0?f=Zi(i+s,0):f=ov(s,i);var c=Zi(f-a,0),p=n2(
n,[c]);if(c>0){if(Xq(Qi(n)))throw new Jq("Cannot use a Typed Array with an underlying ArrayBuffer that is detached");var v=sv(
n),h=sv(p);if(v===h)for(var d=Qi(n),g=Qi(p),l=t2(n),m=fv(n),S=a*l+m,y=fv(p),b=y+c*l;y<b;){var E=Qq(d,S,"UINT8",!0,"UNORD\
ERED");e2(g,y,"UINT8",E,!0,"UNORDERED"),S+=1,y+=1}else for(var I=0;a<f;){var N=uv(a),O=Zq(n,N);r2(p,uv(I),O,!0),a+=1,I+=
1}}return p}});var ro=u((Ix,pv)=>{"use strict";var cv=Xi();pv.exports=function(){if(typeof Uint8Array=="function"&&Uint8Array.prototype.
slice){var r=new Uint8Array(1);r.constructor=function(t){return new Uint8Array(t)};try{r.slice()}catch{return cv}return Uint8Array.
prototype.slice}return cv}});var vv=u((xx,yv)=>{"use strict";var o2=Ze(),a2=cr(),u2=ro();yv.exports=function(){if(typeof Uint8Array=="function"){var r=u2(),
t=a2(Uint8Array.prototype);o2(t,{slice:r},{slice:function(){return t.slice!==r}})}return r}});var mv=u((Ox,gv)=>{"use strict";var s2=Ze(),f2=ar(),l2=Xi(),hv=ro(),c2=vv(),dv=f2(hv());s2(dv,{getPolyfill:hv,implementation:l2,
shim:c2});gv.exports=dv});var Nv=u(($x,Cv)=>{var xv=wr(),Ov=mv(),Mt=Q(),to=ie(),p2=ui();function W(e){return Object.prototype.toString.call(e)}function y2(e){
return W(e)==="[object Date]"}function v2(e){return W(e)==="[object RegExp]"}function h2(e){return W(e)==="[object Error\
]"}function d2(e){return W(e)==="[object Boolean]"}function g2(e){return W(e)==="[object Number]"}function $v(e){return W(
e)==="[object String]"}var _v=Array.isArray||function(r){return Object.prototype.toString.call(r)==="[object Array]"};function Wt(e,r){
if(e.forEach)return e.forEach(r);for(var t=0;t<e.length;t++)r(e[t],t,e)}var zt=Object.keys||function(r){var t=[];for(var n in r)
t[t.length]=n;return t},m2=Object.prototype.propertyIsEnumerable,bv=Object.getOwnPropertySymbols;function Gt(e){var r=zt(
e);if(bv)for(var t=bv(e),n=0;n<t.length;n++)m2.call(e,t[n])&&(r[r.length]=t[n]);return r}var $r=Object.prototype.hasOwnProperty||
function(e,r){return r in e};function b2(e,r){if(typeof Mt!="function")return!0;var t=Mt(e,r);return!t||!t.writable}var A2=4294967295;
function jt(e){if(typeof e=="symbol")return!1;var r=Number(e);return r>=0&&r<A2&&r%1===0&&String(r)===String(e)}function no(e,r){
for(var t=0,n=e.length;t<n;){var i=Math.floor((t+n)/2);e[i]<r?t=i+1:n=i}return t}function kt(e,r){return r.length>0&&jt(
e)&&r[no(r,Number(e))]===Number(e)}function Av(e,r){if(r.length===0||!jt(e))return e;var t=Number(e)-no(r,Number(e));return typeof e==
"number"?t:String(t)}var io=typeof Mt=="function"&&!!Mt(Object.prototype,"__proto__");function oo(e,r,t){io&&r==="__prot\
o__"&&!$r.call(e,r)?to(e,r,t):e[r]=t}var w2=!io&&{}.__proto__===Object.prototype;function wv(e){var r=p2(e,String),t=typeof r==
"symbol"?r:String(r);if(w2&&t==="__proto__")throw new TypeError("`__proto__` can not be set as a property in this engine");
return t}function Sv(e,r,t){"use strict";if(io&&r==="__proto__"&&!$r.call(e,r)?to(e,r,t):e[r]=t,Object(e)!==e)throw new TypeError(
"Cannot create property `"+String(r)+"` on a "+typeof e)}var qv=Object.getPrototypeOf;function Ev(e){return qv?qv(e):e.__proto__}
var Tv=Object.setPrototypeOf;function S2(e,r){Tv?Tv(e,r):e.__proto__=r}function eo(e,r){var t;try{t=r.call(e)}catch{return Object(
e)}var n=Object(t),i=Ev(e);return i&&i!==Ev(n)&&S2(n,i),n}function Bv(e,r){return $v(e)&&jt(r)&&Number(r)<e.length}function Rv(e,r){
if(typeof e=="object"&&e!==null){var t;if(_v(e))t=[];else if(y2(e))t=new Date(e.getTime?e.getTime():e);else if(v2(e))t=new RegExp(
e);else if(d2(e))t=eo(e,Boolean.prototype.valueOf);else if(g2(e))t=eo(e,Number.prototype.valueOf);else if($v(e))t=eo(e,String.
prototype.valueOf);else{var n=xv(e);if(n)return Ov(e);if(Object.create&&Object.getPrototypeOf)t=Object.create(Object.getPrototypeOf(
e));else if(e.constructor===Object)t={};else{var i=e.constructor&&e.constructor.prototype||e.__proto__||{},o=function(){};
o.prototype=i,t=new o}}h2(e)&&to(t,"message",e.message);var a=r.includeSymbols?Gt:zt;return Wt(a(e),function(s){Bv(t,s)||
oo(t,s,e[s])}),t}return e}var Fv={__proto__:null};function Iv(e){return e??Fv}function Dv(e,r){var t=[],n=[],i=!0,o=arguments.
length>2?arguments[2]:Fv,a=o.includeSymbols?Gt:zt,s=!!o.immutable;return(function f(c,p,v){var h=s?Rv(c,o):c,d={__proto__:null},
g=!0,l={node:h,node_:c,path:[].concat(t),parent:n[n.length-1],parents:n,key:t[t.length-1],removedKeys:{__proto__:null},isRoot:t.
length===0,level:t.length,circular:null,update:function(b,E){!l.isRoot&&!kt(v,p)&&oo(l.parent.node,l.key,b),l.node=b,E&&
(g=!1)},delete:function(b){kt(v,p)||(delete l.parent.node[l.key],l.parent.removedKeys[l.key]=!0),b&&(g=!1)},remove:function(b){
if(_v(l.parent.node)&&jt(v)){for(var E=Number(v),I=no(p,E);p[I]===E;)E+=1,I+=1;E-I<l.parent.node.length&&(l.parent.node.
splice(E-I,1),p.splice(I,0,E),l.parent.removedKeys[l.key]=!0),b&&(g=!1)}else l.delete(b)},keys:null,before:function(b){d.
before=b},after:function(b){d.after=b},pre:function(b){d.pre=b},post:function(b){d.post=b},stop:function(){i=!1},block:function(){
g=!1}};if(!i)return l;function m(){if(typeof l.node=="object"&&l.node!==null){var b=a(l.node);(!l.keys||l.node!==h&&l.node!==
c)&&(l.keys=b),l.isLeaf=b.length===0;for(var E=0;E<n.length;E++)if(n[E].node_===c){l.circular=n[E];break}}else l.isLeaf=
!0,l.keys=null;l.notLeaf=!l.isLeaf,l.notRoot=!l.isRoot}m();var S=r.call(l,l.node);if(S!==void 0&&l.update&&l.update(S),d.
before&&d.before.call(l,l.node),!g)return l;if(typeof l.node=="object"&&l.node!==null&&!l.circular){m(),n[n.length]=l;var y=[];
Wt(l.keys,function(b,E){if(!kt(b,y)){var I=Av(b,y);t[t.length]=I,d.pre&&d.pre.call(l,l.node[I],I);var N=f(l.node[I],y,b);
if(s&&!kt(b,y)){var O=Av(b,y);$r.call(l.node,O)&&!b2(l.node,O)&&(l.node[O]=N.node)}N.isLast=E===l.keys.length-1,N.isFirst=
E===0,d.post&&d.post.call(l,N),t.pop()}}),n.pop()}return d.after&&d.after.call(l,l.node),l})(e,[]).node}function R(e){if(!(this instanceof
R))return new R(e,Iv(arguments.length>1?arguments[1]:null));this.options=Iv(arguments.length>1?arguments[1]:null),this.value=
e}R.prototype.get=function(e){for(var r=this.value,t=0;t<e.length;t++){var n=e[t];if(r==null||!$r.call(r,n))return;r=r[n]}
return r};R.prototype.has=function(e){var r=this.value;if(!r&&e.length>0)return!1;for(var t=0;t<e.length;t++){var n=e[t];
if(r==null||!$r.call(r,n))return!1;r=r[n]}return!0};R.prototype.set=function(e,r){for(var t=this.value,n=0;n<e.length-1;n++){
var i=wv(e[n]);if(!$r.call(t,i)&&(Sv(t,i,{}),!$r.call(t,i)))throw new TypeError("Cannot create property `"+String(i)+"` \
as an own property");t=t[i]}return Sv(t,wv(e[n]),r),r};R.prototype.map=function(e){return Dv(this.value,e,{__proto__:null,
immutable:!0,includeSymbols:!!this.options.includeSymbols})};R.prototype.forEach=function(e){return this.value=Dv(this.value,
e,this.options),this.value};R.prototype.reduce=function(e,r){var t=arguments.length===1,n=t?this.value:r;return this.forEach(
function(i){(!this.isRoot||!t)&&(n=e.call(this,n,i))}),n};R.prototype.deepEqual=function(e){if(arguments.length!==1)throw new Error(
"deepEqual requires exactly one object to compare against");var r=!0;function t(){r=!1}var n=e;return this.forEach(function(i){
if(!this.isRoot){if(typeof n!="object")return t();n=n[this.key]}var o=n;if(this.post(function(){n=o}),this.circular)new R(
e).get(this.circular.path)!==o&&t();else if(typeof o!=typeof i)t();else if(o===null||i===null||o===void 0||i===void 0)o!==
i&&t();else if(o.__proto__!==i.__proto__)t();else if(o!==i){if(typeof o=="function")o instanceof RegExp?String(o)!==String(
i)&&t():o!==i&&t();else if(typeof o=="object")if(W(i)==="[object Arguments]"||W(o)==="[object Arguments]")W(o)!==W(i)&&t();else if(W(
i)==="[object RegExp]"||W(o)==="[object RegExp]")(!o||!i||o.toString()!==i.toString())&&t();else if(o instanceof Date||i instanceof
Date)(!(o instanceof Date)||!(i instanceof Date)||o.getTime()!==i.getTime())&&t();else{var a=Object.keys(o),s=Object.keys(
i);if(a.length!==s.length)return t();for(var f=0;f<a.length;f++){var c=a[f];Object.hasOwnProperty.call(i,c)||t()}}}}),r};
R.prototype.paths=function(){var e=[];return this.forEach(function(){e[e.length]=this.path}),e};R.prototype.nodes=function(){
var e=[];return this.forEach(function(){e[e.length]=this.node}),e};R.prototype.clone=function(){var e=[],r=[],t=this.options;
return xv(this.value)?Ov(this.value):(function n(i){for(var o=0;o<e.length;o++)if(e[o]===i)return r[o];if(typeof i=="obj\
ect"&&i!==null){var a=Rv(i,t);e[e.length]=i,r[r.length]=a;var s=t.includeSymbols?Gt:zt;return Wt(s(i),function(f){Bv(a,f)||
oo(a,f,n(i[f]))}),e.pop(),r.pop(),a}return i})(this.value)};Wt(Gt(R.prototype),function(e){R[e]=function(r){var t=[].slice.
call(arguments,1),n=new R(r);return n[e].apply(n,t)}});Cv.exports=R});var Lv=u((_x,Pv)=>{var q2=Nv(),E2=_("events").EventEmitter;Pv.exports=Zr;function Zr(e){var r=Zr.saw(e,{}),t=e.call(r.handlers,
r);return t!==void 0&&(r.handlers=t),r.record(),r.chain()}Zr.light=function(r){var t=Zr.saw(r,{}),n=r.call(t.handlers,t);
return n!==void 0&&(t.handlers=n),t.chain()};Zr.saw=function(e,r){var t=new E2;return t.handlers=r,t.actions=[],t.chain=
function(){var n=q2(t.handlers).map(function(i){if(this.isRoot)return i;var o=this.path;typeof i=="function"&&this.update(
function(){return t.actions.push({path:o,args:[].slice.call(arguments)}),n})});return process.nextTick(function(){t.emit(
"begin"),t.next()}),n},t.pop=function(){return t.actions.shift()},t.next=function(){var n=t.pop();if(!n)t.emit("end");else if(!n.
trap){var i=t.handlers;n.path.forEach(function(o){i=i[o]}),i.apply(t.handlers,n.args)}},t.nest=function(n){var i=[].slice.
call(arguments,1),o=!0;if(typeof n=="boolean"){var o=n;n=i.shift()}var a=Zr.saw(e,{}),s=e.call(a.handlers,a);s!==void 0&&
(a.handlers=s),typeof t.step<"u"&&a.record(),n.apply(a.chain(),i),o!==!1&&a.on("end",t.next)},t.record=function(){T2(t)},
["trap","down","jump"].forEach(function(n){t[n]=function(){throw new Error("To use the trap, down and jump features, ple\
ase call record() first to start recording actions.")}}),t};function T2(e){e.step=0,e.pop=function(){return e.actions[e.
step++]},e.trap=function(r,t){var n=Array.isArray(r)?r:[r];e.actions.push({path:n,step:e.step,cb:t,trap:!0})},e.down=function(r){
var t=(Array.isArray(r)?r:[r]).join("/"),n=e.actions.slice(e.step).map(function(o){return o.trap&&o.step<=e.step?!1:o.path.
join("/")==t}).indexOf(!0);n>=0?e.step+=n:e.step=e.actions.length;var i=e.actions[e.step-1];i&&i.trap?(e.step=i.step,i.cb()):
e.next()},e.jump=function(r){e.step=r,e.next()}}});var kv=u((Bx,Uv)=>{Uv.exports=C;function C(e){if(!(this instanceof C))return new C(e);this.buffers=e||[],this.length=this.
buffers.reduce(function(r,t){return r+t.length},0)}C.prototype.push=function(){for(var e=0;e<arguments.length;e++)if(!Buffer.
isBuffer(arguments[e]))throw new TypeError("Tried to push a non-buffer");for(var e=0;e<arguments.length;e++){var r=arguments[e];
this.buffers.push(r),this.length+=r.length}return this.length};C.prototype.unshift=function(){for(var e=0;e<arguments.length;e++)
if(!Buffer.isBuffer(arguments[e]))throw new TypeError("Tried to unshift a non-buffer");for(var e=0;e<arguments.length;e++){
var r=arguments[e];this.buffers.unshift(r),this.length+=r.length}return this.length};C.prototype.copy=function(e,r,t,n){
return this.slice(t,n).copy(e,r,0,n-t)};C.prototype.splice=function(e,r){var t=this.buffers,n=e>=0?e:this.length-e,i=[].
slice.call(arguments,2);r===void 0?r=this.length-n:r>this.length-n&&(r=this.length-n);for(var e=0;e<i.length;e++)this.length+=
i[e].length;for(var o=new C,a=0,s=0,f=0;f<t.length&&s+t[f].length<n;f++)s+=t[f].length;if(n-s>0){var c=n-s;if(c+r<t[f].length){
o.push(t[f].slice(c,c+r));for(var p=t[f],v=new Buffer(c),e=0;e<c;e++)v[e]=p[e];for(var h=new Buffer(p.length-c-r),e=c+r;e<
p.length;e++)h[e-r-c]=p[e];if(i.length>0){var d=i.slice();d.unshift(v),d.push(h),t.splice.apply(t,[f,1].concat(d)),f+=d.
length,i=[]}else t.splice(f,1,v,h),f+=2}else o.push(t[f].slice(c)),t[f]=t[f].slice(0,c),f++}for(i.length>0&&(t.splice.apply(
t,[f,0].concat(i)),f+=i.length);o.length<r;){var g=t[f],l=g.length,m=Math.min(l,r-o.length);m===l?(o.push(g),t.splice(f,
1)):(o.push(g.slice(0,m)),t[f]=t[f].slice(m))}return this.length-=o.length,o};C.prototype.slice=function(e,r){var t=this.
buffers;r===void 0&&(r=this.length),e===void 0&&(e=0),r>this.length&&(r=this.length);for(var n=0,i=0;i<t.length&&n+t[i].
length<=e;i++)n+=t[i].length;for(var o=new Buffer(r-e),a=0,s=i;a<r-e&&s<t.length;s++){var f=t[s].length,c=a===0?e-n:0,p=a+
f>=r-e?Math.min(c+(r-e)-a,f):f;t[s].copy(o,a,c,p),a+=p-c}return o};C.prototype.pos=function(e){if(e<0||e>=this.length)throw new Error(
"oob");for(var r=e,t=0,n=null;;){if(n=this.buffers[t],r<n.length)return{buf:t,offset:r};r-=n.length,t++}};C.prototype.get=
function(r){var t=this.pos(r);return this.buffers[t.buf].get(t.offset)};C.prototype.set=function(r,t){var n=this.pos(r);
return this.buffers[n.buf].set(n.offset,t)};C.prototype.indexOf=function(e,r){if(typeof e=="string")e=new Buffer(e);else if(!(e instanceof
Buffer))throw new Error("Invalid type for a search string");if(!e.length)return 0;if(!this.length)return-1;var t=0,n=0,i=0,
o,a=0;if(r){var s=this.pos(r);t=s.buf,n=s.offset,a=r}for(;;){for(;n>=this.buffers[t].length;)if(n=0,t++,t>=this.buffers.
length)return-1;var f=this.buffers[t][n];if(f==e[i]){if(i==0&&(o={i:t,j:n,pos:a}),i++,i==e.length)return o.pos}else i!=0&&
(t=o.i,n=o.j,a=o.pos,i=0);n++,a++}};C.prototype.toBuffer=function(){return this.slice()};C.prototype.toString=function(e,r,t){
return this.slice(r,t).toString(e)}});var Wv=u((Rx,Mv)=>{Mv.exports=function(e){function r(n,i){var o=t.store,a=n.split(".");a.slice(0,-1).forEach(function(f){
o[f]===void 0&&(o[f]={}),o=o[f]});var s=a[a.length-1];return arguments.length==1?o[s]:o[s]=i}var t={get:function(n){return r(
n)},set:function(n,i){return r(n,i)},store:e||{}};return t}});var Kv=u((_r,Vv)=>{var I2=Lv(),zv=_("events").EventEmitter,x2=kv(),Ht=Wv(),O2=_("stream").Stream;_r=Vv.exports=function(e,r){
if(Buffer.isBuffer(e))return _r.parse(e);var t=_r.stream();return e&&e.pipe?e.pipe(t):e&&(e.on(r||"data",function(n){t.write(
n)}),e.on("end",function(){t.end()})),t};_r.stream=function(e){if(e)return _r.apply(null,arguments);var r=null;function t(v,h,d){
r={bytes:v,skip:d,cb:function(g){r=null,h(g)}},i()}var n=null;function i(){if(!r){p&&(c=!0);return}if(typeof r=="functio\
n")r();else{var v=n+r.bytes;if(s.length>=v){var h;n==null?(h=s.splice(0,v),r.skip||(h=h.slice())):(r.skip||(h=s.slice(n,
v)),n=v),r.skip?r.cb():r.cb(h)}}}function o(v){function h(){c||v.next()}var d=Hv(function(g,l){return function(m){t(g,function(S){
f.set(m,l(S)),h()})}});return d.tap=function(g){v.nest(g,f.store)},d.into=function(g,l){f.get(g)||f.set(g,{});var m=f;f=
Ht(m.get(g)),v.nest(function(){l.apply(this,arguments),this.tap(function(){f=m})},f.store)},d.flush=function(){f.store={},
h()},d.loop=function(g){var l=!1;v.nest(!1,function m(){this.vars=f.store,g.call(this,function(){l=!0,h()},f.store),this.
tap(function(){l?v.next():m.call(this)}.bind(this))},f.store)},d.buffer=function(g,l){typeof l=="string"&&(l=f.get(l)),t(
l,function(m){f.set(g,m),h()})},d.skip=function(g){typeof g=="string"&&(g=f.get(g)),t(g,function(){h()})},d.scan=function(l,m){
if(typeof m=="string")m=new Buffer(m);else if(!Buffer.isBuffer(m))throw new Error("search must be a Buffer or a string");
var S=0;r=function(){var y=s.indexOf(m,n+S),b=y-n-S;y!==-1?(r=null,n!=null?(f.set(l,s.slice(n,n+S+b)),n+=S+b+m.length):(f.
set(l,s.slice(0,S+b)),s.splice(0,S+b+m.length)),h(),i()):b=Math.max(s.length-m.length-n-S,0),S+=b},i()},d.peek=function(g){
n=0,v.nest(function(){g.call(this,f.store),this.tap(function(){n=null})})},d}var a=I2.light(o);a.writable=!0;var s=x2();
a.write=function(v){s.push(v),i()};var f=Ht(),c=!1,p=!1;return a.end=function(){p=!0},a.pipe=O2.prototype.pipe,Object.getOwnPropertyNames(
zv.prototype).forEach(function(v){a[v]=zv.prototype[v]}),a};_r.parse=function(r){var t=Hv(function(o,a){return function(s){
if(n+o<=r.length){var f=r.slice(n,n+o);n+=o,i.set(s,a(f))}else i.set(s,null);return t}}),n=0,i=Ht();return t.vars=i.store,
t.tap=function(o){return o.call(t,i.store),t},t.into=function(o,a){i.get(o)||i.set(o,{});var s=i;return i=Ht(s.get(o)),a.
call(t,i.store),i=s,t},t.loop=function(o){for(var a=!1,s=function(){a=!0};a===!1;)o.call(t,s,i.store);return t},t.buffer=
function(o,a){typeof a=="string"&&(a=i.get(a));var s=r.slice(n,Math.min(r.length,n+a));return n+=a,i.set(o,s),t},t.skip=
function(o){return typeof o=="string"&&(o=i.get(o)),n+=o,t},t.scan=function(o,a){if(typeof a=="string")a=new Buffer(a);else if(!Buffer.
isBuffer(a))throw new Error("search must be a Buffer or a string");i.set(o,null);for(var s=0;s+n<=r.length-a.length+1;s++){
for(var f=0;f<a.length&&r[n+s+f]===a[f];f++);if(f===a.length)break}return i.set(o,r.slice(n,n+s)),n+=s+a.length,t},t.peek=
function(o){var a=n;return o.call(t,i.store),n=a,t},t.flush=function(){return i.store={},t},t.eof=function(){return n>=r.
length},t};function Gv(e){for(var r=0,t=0;t<e.length;t++)r+=Math.pow(256,t)*e[t];return r}function jv(e){for(var r=0,t=0;t<
e.length;t++)r+=Math.pow(256,e.length-t-1)*e[t];return r}function $2(e){var r=jv(e);return(e[0]&128)==128&&(r-=Math.pow(
256,e.length)),r}function _2(e){var r=Gv(e);return(e[e.length-1]&128)==128&&(r-=Math.pow(256,e.length)),r}function Hv(e){
var r={};return[1,2,4,8].forEach(function(t){var n=t*8;r["word"+n+"le"]=r["word"+n+"lu"]=e(t,Gv),r["word"+n+"ls"]=e(t,_2),
r["word"+n+"be"]=r["word"+n+"bu"]=e(t,jv),r["word"+n+"bs"]=e(t,$2)}),r.word8=r.word8u=r.word8be,r.word8s=r.word8bs,r}});var Zv=u((Fx,Jv)=>{var Yv=_("stream").Transform,B2=_("util");function Br(e,r){if(!(this instanceof Br))return new Br;Yv.
call(this);var t=typeof e=="object"?e.pattern:e;this.pattern=Buffer.isBuffer(t)?t:Buffer.from(t),this.requiredLength=this.
pattern.length,e.requiredExtraSize&&(this.requiredLength+=e.requiredExtraSize),this.data=new Buffer(""),this.bytesSoFar=
0,this.matchFn=r}B2.inherits(Br,Yv);Br.prototype.checkDataChunk=function(e){var r=this.data.length>=this.requiredLength;
if(r){var t=this.data.indexOf(this.pattern,e?1:0);if(t>=0&&t+this.requiredLength>this.data.length){if(t>0){var n=this.data.
slice(0,t);this.push(n),this.bytesSoFar+=t,this.data=this.data.slice(t)}return}if(t===-1){var i=this.data.length-this.requiredLength+
1,n=this.data.slice(0,i);this.push(n),this.bytesSoFar+=i,this.data=this.data.slice(i);return}if(t>0){var n=this.data.slice(
0,t);this.data=this.data.slice(t),this.push(n),this.bytesSoFar+=t}var o=this.matchFn?this.matchFn(this.data,this.bytesSoFar):
!0;if(o){this.data=new Buffer("");return}return!0}};Br.prototype._transform=function(e,r,t){this.data=Buffer.concat([this.
data,e]);for(var n=!0;this.checkDataChunk(!n);)n=!1;t()};Br.prototype._flush=function(e){if(this.data.length>0)for(var r=!0;this.
checkDataChunk(!r);)r=!1;this.data.length>0&&(this.push(this.data),this.data=null),e()};Jv.exports=Br});var Xv=u((Dx,Qv)=>{"use strict";var ao=_("stream"),R2=_("util").inherits;function Ae(){if(!(this instanceof Ae))return new Ae;
ao.PassThrough.call(this),this.path=null,this.type=null,this.isDirectory=!1}R2(Ae,ao.PassThrough);Ae.prototype.autodrain=
function(){return this.pipe(new ao.Transform({transform:function(e,r,t){t()}}))};Qv.exports=Ae});var so=u((Cx,e0)=>{"use strict";var hr=Kv(),uo=_("stream"),F2=_("util"),D2=_("zlib"),C2=Zv(),r0=Xv(),A={STREAM_START:0,START:1,
LOCAL_FILE_HEADER:2,LOCAL_FILE_HEADER_SUFFIX:3,FILE_DATA:4,FILE_DATA_END:5,DATA_DESCRIPTOR:6,CENTRAL_DIRECTORY_FILE_HEADER:7,
CENTRAL_DIRECTORY_FILE_HEADER_SUFFIX:8,CDIR64_END:9,CDIR64_END_DATA_SECTOR:10,CDIR64_LOCATOR:11,CENTRAL_DIRECTORY_END:12,
CENTRAL_DIRECTORY_END_COMMENT:13,TRAILING_JUNK:14,ERROR:99},we=4294967296,N2=67324752,P2=134695760,L2=33639248,U2=101075792,
k2=117853008,M2=101010256;function F(e){if(!(this instanceof F))return new F(e);uo.Transform.call(this),this.options=e||
{},this.data=new Buffer(""),this.state=A.STREAM_START,this.skippedBytes=0,this.parsedEntity=null,this.outStreamInfo={}}F2.
inherits(F,uo.Transform);F.prototype.processDataChunk=function(e){var r;switch(this.state){case A.STREAM_START:case A.START:
r=4;break;case A.LOCAL_FILE_HEADER:r=26;break;case A.LOCAL_FILE_HEADER_SUFFIX:r=this.parsedEntity.fileNameLength+this.parsedEntity.
extraFieldLength;break;case A.DATA_DESCRIPTOR:r=12;break;case A.CENTRAL_DIRECTORY_FILE_HEADER:r=42;break;case A.CENTRAL_DIRECTORY_FILE_HEADER_SUFFIX:
r=this.parsedEntity.fileNameLength+this.parsedEntity.extraFieldLength+this.parsedEntity.fileCommentLength;break;case A.CDIR64_END:
r=52;break;case A.CDIR64_END_DATA_SECTOR:r=this.parsedEntity.centralDirectoryRecordSize-44;break;case A.CDIR64_LOCATOR:r=
16;break;case A.CENTRAL_DIRECTORY_END:r=18;break;case A.CENTRAL_DIRECTORY_END_COMMENT:r=this.parsedEntity.commentLength;
break;case A.FILE_DATA:return 0;case A.FILE_DATA_END:return 0;case A.TRAILING_JUNK:return this.options.debug&&console.log(
"found",e.length,"bytes of TRAILING_JUNK"),e.length;default:return e.length}var t=e.length;if(t<r)return 0;switch(this.state){case A.
STREAM_START:case A.START:var n=e.readUInt32LE(0);switch(n){case N2:this.state=A.LOCAL_FILE_HEADER;break;case L2:this.state=
A.CENTRAL_DIRECTORY_FILE_HEADER;break;case U2:this.state=A.CDIR64_END;break;case k2:this.state=A.CDIR64_LOCATOR;break;case M2:
this.state=A.CENTRAL_DIRECTORY_END;break;default:var i=this.state===A.STREAM_START;if(!i&&(n&65535)!==19280&&this.skippedBytes<
26){for(var o=n,a=4,s=1;s<4&&o!==0;s++)if(o=o>>>8,(o&255)===80){a=s;break}return this.skippedBytes+=a,this.options.debug&&
console.log("Skipped",this.skippedBytes,"bytes"),a}this.state=A.ERROR;var f=i?"Not a valid zip file":"Invalid signature \
in zip file";if(this.options.debug){var c=e.readUInt32LE(0),p;try{p=e.slice(0,4).toString()}catch{}console.log("Unexpect\
ed signature in zip file: 0x"+c.toString(16),'"'+p+'", skipped',this.skippedBytes,"bytes")}return this.emit("error",new Error(
f)),e.length}return this.skippedBytes=0,r;case A.LOCAL_FILE_HEADER:return this.parsedEntity=this._readFile(e),this.state=
A.LOCAL_FILE_HEADER_SUFFIX,r;case A.LOCAL_FILE_HEADER_SUFFIX:var v=new r0,h=(this.parsedEntity.flags&2048)!==0;v.path=this.
_decodeString(e.slice(0,this.parsedEntity.fileNameLength),h);var g=e.slice(this.parsedEntity.fileNameLength,this.parsedEntity.
fileNameLength+this.parsedEntity.extraFieldLength),l=this._readExtraFields(g);if(l&&l.parsed&&(l.parsed.path&&!h&&(v.path=
l.parsed.path),Number.isFinite(l.parsed.uncompressedSize)&&this.parsedEntity.uncompressedSize===we-1&&(this.parsedEntity.
uncompressedSize=l.parsed.uncompressedSize),Number.isFinite(l.parsed.compressedSize)&&this.parsedEntity.compressedSize===
we-1&&(this.parsedEntity.compressedSize=l.parsed.compressedSize)),this.parsedEntity.extra=l.parsed||{},this.options.debug){
let E=Object.assign({},this.parsedEntity,{path:v.path,flags:"0x"+this.parsedEntity.flags.toString(16),extraFields:l&&l.debug});
console.log("decoded LOCAL_FILE_HEADER:",JSON.stringify(E,null,2))}return this._prepareOutStream(this.parsedEntity,v),this.
emit("entry",v),this.state=A.FILE_DATA,r;case A.CENTRAL_DIRECTORY_FILE_HEADER:return this.parsedEntity=this._readCentralDirectoryEntry(
e),this.state=A.CENTRAL_DIRECTORY_FILE_HEADER_SUFFIX,r;case A.CENTRAL_DIRECTORY_FILE_HEADER_SUFFIX:var h=(this.parsedEntity.
flags&2048)!==0,d=this._decodeString(e.slice(0,this.parsedEntity.fileNameLength),h),g=e.slice(this.parsedEntity.fileNameLength,
this.parsedEntity.fileNameLength+this.parsedEntity.extraFieldLength),l=this._readExtraFields(g);l&&l.parsed&&l.parsed.path&&
!h&&(d=l.parsed.path),this.parsedEntity.extra=l.parsed;var m=(this.parsedEntity.versionMadeBy&65280)>>8===3,S,y;if(m){S=
this.parsedEntity.externalFileAttributes>>>16;var b=S>>>12;y=(b&10)===10}if(this.options.debug){let E=Object.assign({},this.
parsedEntity,{path:d,flags:"0x"+this.parsedEntity.flags.toString(16),unixAttrs:S&&"0"+S.toString(8),isSymlink:y,extraFields:l.
debug});console.log("decoded CENTRAL_DIRECTORY_FILE_HEADER:",JSON.stringify(E,null,2))}return this.state=A.START,r;case A.
CDIR64_END:return this.parsedEntity=this._readEndOfCentralDirectory64(e),this.options.debug&&console.log("decoded CDIR64\
_END_RECORD:",this.parsedEntity),this.state=A.CDIR64_END_DATA_SECTOR,r;case A.CDIR64_END_DATA_SECTOR:return this.state=A.
START,r;case A.CDIR64_LOCATOR:return this.state=A.START,r;case A.CENTRAL_DIRECTORY_END:return this.parsedEntity=this._readEndOfCentralDirectory(
e),this.options.debug&&console.log("decoded CENTRAL_DIRECTORY_END:",this.parsedEntity),this.state=A.CENTRAL_DIRECTORY_END_COMMENT,
r;case A.CENTRAL_DIRECTORY_END_COMMENT:return this.options.debug&&console.log("decoded CENTRAL_DIRECTORY_END_COMMENT:",e.
slice(0,r).toString()),this.state=A.TRAILING_JUNK,r;case A.ERROR:return e.length;default:return console.log("didn't hand\
le state #",this.state,"discarding"),e.length}};F.prototype._prepareOutStream=function(e,r){var t=this,n=e.uncompressedSize===
0&&/[\/\\]$/.test(r.path);r.path=r.path.replace(/(?<=^|[/\\]+)[.][.]+(?=[/\\]+|$)/g,"."),r.type=n?"Directory":"File",r.isDirectory=
n;var i=!(e.flags&8);i&&(r.size=e.uncompressedSize);var o=e.versionsNeededToExtract<=45;if(this.outStreamInfo={stream:null,
limit:i?e.compressedSize:-1,written:0},i)this.outStreamInfo.stream=new uo.PassThrough;else{var a=new Buffer(4);a.writeUInt32LE(
P2,0);var s=e.extra.zip64Mode,f=s?20:12,c={pattern:a,requiredExtraSize:f},p=new C2(c,function(l,m){var S=t._readDataDescriptor(
l,s),y=S.compressedSize===m;if(!s&&!y&&m>=we)for(var b=m-we;b>=0&&(y=S.compressedSize===b,!y);)b-=we;if(y){t.state=A.FILE_DATA_END;
var E=s?24:16;return t.data.length>0?t.data=Buffer.concat([l.slice(E),t.data]):t.data=l.slice(E),!0}});this.outStreamInfo.
stream=p}var v=e.flags&1||e.flags&64;if(v||!o){var h=v?"Encrypted files are not supported!":"Zip version "+Math.floor(e.
versionsNeededToExtract/10)+"."+e.versionsNeededToExtract%10+" is not supported";r.skip=!0,setImmediate(()=>{t.emit("err\
or",new Error(h))}),this.outStreamInfo.stream.pipe(new r0().autodrain());return}var d=e.compressionMethod>0;if(d){var g=D2.
createInflateRaw();g.on("error",function(l){t.state=A.ERROR,t.emit("error",l)}),this.outStreamInfo.stream.pipe(g).pipe(r)}else
this.outStreamInfo.stream.pipe(r);this._drainAllEntries&&r.autodrain()};F.prototype._readFile=function(e){var r=hr.parse(
e).word16lu("versionsNeededToExtract").word16lu("flags").word16lu("compressionMethod").word16lu("lastModifiedTime").word16lu(
"lastModifiedDate").word32lu("crc32").word32lu("compressedSize").word32lu("uncompressedSize").word16lu("fileNameLength").
word16lu("extraFieldLength").vars;return r};F.prototype._readExtraFields=function(e){var r={},t={parsed:r};this.options.
debug&&(t.debug=[]);for(var n=0;n<e.length;){var i=hr.parse(e).skip(n).word16lu("extraId").word16lu("extraSize").vars;n+=
4;var o=void 0;switch(i.extraId){case 1:o="Zip64 extended information extra field";var a=hr.parse(e.slice(n,n+i.extraSize)).
word64lu("uncompressedSize").word64lu("compressedSize").word64lu("offsetToLocalHeader").word32lu("diskStartNumber").vars;
a.uncompressedSize!==null&&(r.uncompressedSize=a.uncompressedSize),a.compressedSize!==null&&(r.compressedSize=a.compressedSize),
r.zip64Mode=!0;break;case 10:o="NTFS extra field";break;case 21589:o="extended timestamp";var s=e.readUInt8(n),y=1;i.extraSize>=
y+4&&s&1&&(r.mtime=new Date(e.readUInt32LE(n+y)*1e3),y+=4),i.extraSize>=y+4&&s&2&&(r.atime=new Date(e.readUInt32LE(n+y)*
1e3),y+=4),i.extraSize>=y+4&&s&4&&(r.ctime=new Date(e.readUInt32LE(n+y)*1e3));break;case 28789:o="Info-ZIP Unicode Path \
Extra Field";var f=e.readUInt8(n);if(f===1){var y=1,c=e.readUInt32LE(n+y);y+=4;var p=e.slice(n+y);r.path=p.toString()}break;case 13:case 22613:
o=i.extraId===13?"PKWARE Unix":"Info-ZIP UNIX (type 1)";var y=0;if(i.extraSize>=8){var v=new Date(e.readUInt32LE(n+y)*1e3);
y+=4;var h=new Date(e.readUInt32LE(n+y)*1e3);if(y+=4,r.atime=v,r.mtime=h,i.extraSize>=12){var d=e.readUInt16LE(n+y);y+=2;
var g=e.readUInt16LE(n+y);y+=2,r.uid=d,r.gid=g}}break;case 30805:o="Info-ZIP UNIX (type 2)";var y=0;if(i.extraSize>=4){var d=e.
readUInt16LE(n+y);y+=2;var g=e.readUInt16LE(n+y);y+=2,r.uid=d,r.gid=g}break;case 30837:o="Info-ZIP New Unix";var y=0,l=e.
readUInt8(n);if(y+=1,l===1){var m=e.readUInt8(n+y);y+=1,m<=6&&(r.uid=e.readUIntLE(n+y,m)),y+=m;var S=e.readUInt8(n+y);y+=
1,S<=6&&(r.gid=e.readUIntLE(n+y,S))}break;case 30062:o="ASi Unix";var y=0;if(i.extraSize>=14){var b=e.readUInt32LE(n+y);
y+=4;var E=e.readUInt16LE(n+y);y+=2;var I=e.readUInt32LE(n+y);y+=4;var d=e.readUInt16LE(n+y);y+=2;var g=e.readUInt16LE(n+
y);if(y+=2,r.mode=E,r.uid=d,r.gid=g,i.extraSize>14){var N=n+y,O=n+i.extraSize-14,$=this._decodeString(e.slice(N,O));r.symlink=
$}}break}this.options.debug&&t.debug.push({extraId:"0x"+i.extraId.toString(16),description:o,data:e.slice(n,n+i.extraSize).
inspect()}),n+=i.extraSize}return t};F.prototype._readDataDescriptor=function(e,r){if(r){var t=hr.parse(e).word32lu("dat\
aDescriptorSignature").word32lu("crc32").word64lu("compressedSize").word64lu("uncompressedSize").vars;return t}var t=hr.
parse(e).word32lu("dataDescriptorSignature").word32lu("crc32").word32lu("compressedSize").word32lu("uncompressedSize").vars;
return t};F.prototype._readCentralDirectoryEntry=function(e){var r=hr.parse(e).word16lu("versionMadeBy").word16lu("versi\
onsNeededToExtract").word16lu("flags").word16lu("compressionMethod").word16lu("lastModifiedTime").word16lu("lastModified\
Date").word32lu("crc32").word32lu("compressedSize").word32lu("uncompressedSize").word16lu("fileNameLength").word16lu("ex\
traFieldLength").word16lu("fileCommentLength").word16lu("diskNumber").word16lu("internalFileAttributes").word32lu("exter\
nalFileAttributes").word32lu("offsetToLocalFileHeader").vars;return r};F.prototype._readEndOfCentralDirectory64=function(e){
var r=hr.parse(e).word64lu("centralDirectoryRecordSize").word16lu("versionMadeBy").word16lu("versionsNeededToExtract").word32lu(
"diskNumber").word32lu("diskNumberWithCentralDirectoryStart").word64lu("centralDirectoryEntries").word64lu("totalCentral\
DirectoryEntries").word64lu("sizeOfCentralDirectory").word64lu("offsetToStartOfCentralDirectory").vars;return r};F.prototype.
_readEndOfCentralDirectory=function(e){var r=hr.parse(e).word16lu("diskNumber").word16lu("diskStart").word16lu("centralD\
irectoryEntries").word16lu("totalCentralDirectoryEntries").word32lu("sizeOfCentralDirectory").word32lu("offsetToStartOfC\
entralDirectory").word16lu("commentLength").vars;return r};var W2="\0\u263A\u263B\u2665\u2666\u2663\u2660\u2022\u25D8\u25CB\u25D9\u2642\u2640\u266A\u266B\u263C\u25BA\u25C4\u2195\u203C\xB6\xA7\u25AC\u21A8\u2191\u2193\u2192\u2190\u221F\u2194\u25B2\u25BC !\"#$%&'()*+,-./01234\
56789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~\u2302\xC7\xFC\xE9\xE2\xE4\xE0\xE5\xE7\xEA\xEB\xE8\xEF\xEE\xEC\xC4\xC5\xC9\xE6\xC6\xF4\xF6\xF2\xFB\xF9\xFF\xD6\xDC\xA2\xA3\xA5\u20A7\u0192\xE1\xED\xF3\xFA\xF1\xD1\xAA\xBA\xBF\u2310\xAC\xBD\xBC\
\xA1\xAB\xBB\u2591\u2592\u2593\u2502\u2524\u2561\u2562\u2556\u2555\u2563\u2551\u2557\u255D\u255C\u255B\u2510\u2514\u2534\u252C\u251C\u2500\u253C\u255E\u255F\u255A\u2554\u2569\u2566\u2560\u2550\u256C\u2567\u2568\u2564\u2565\u2559\u2558\u2552\u2553\u256B\u256A\u2518\u250C\u2588\u2584\u258C\u2590\u2580\u03B1\xDF\u0393\u03C0\u03A3\u03C3\xB5\u03C4\u03A6\u0398\u03A9\u03B4\u221E\u03C6\u03B5\u2229\u2261\xB1\u2265\u2264\u2320\u2321\xF7\u2248\xB0\u2219\xB7\u221A\u207F\xB2\u25A0 ";
F.prototype._decodeString=function(e,r){if(r)return e.toString("utf8");if(this.options.decodeString)return this.options.
decodeString(e);let t="";for(var n=0;n<e.length;n++)t+=W2[e[n]];return t};F.prototype._parseOrOutput=function(e,r){for(var t;(t=
this.processDataChunk(this.data))>0&&(this.data=this.data.slice(t),this.data.length!==0););if(this.state===A.FILE_DATA){
if(this.outStreamInfo.limit>=0){var n=this.outStreamInfo.limit-this.outStreamInfo.written,i;n<this.data.length?(i=this.data.
slice(0,n),this.data=this.data.slice(n)):(i=this.data,this.data=new Buffer("")),this.outStreamInfo.written+=i.length,this.
outStreamInfo.limit===this.outStreamInfo.written?(this.state=A.START,this.outStreamInfo.stream.end(i,e,r)):this.outStreamInfo.
stream.write(i,e,r)}else{var i=this.data;this.data=new Buffer(""),this.outStreamInfo.written+=i.length;var o=this.outStreamInfo.
stream;o.write(i,e,()=>{if(this.state===A.FILE_DATA_END)return this.state=A.START,o.end(r);r()})}return}r()};F.prototype.
drainAll=function(){this._drainAllEntries=!0};F.prototype._transform=function(e,r,t){var n=this;n.data.length>0?n.data=Buffer.
concat([n.data,e]):n.data=e;var i=n.data.length,o=function(){if(n.data.length>0&&n.data.length<i){i=n.data.length,n._parseOrOutput(
r,o);return}t()};n._parseOrOutput(r,o)};F.prototype._flush=function(e){var r=this;if(r.data.length>0){r._parseOrOutput("\
buffer",function(){if(r.data.length>0)return setImmediate(function(){r._flush(e)});e()});return}if(r.state===A.FILE_DATA)
return e(new Error("Stream finished in an invalid state, uncompression failed"));setImmediate(e)};e0.exports=F});var n0=u((Nx,t0)=>{var Se=_("stream").Transform,z2=_("util"),G2=so();function dr(e){if(!(this instanceof dr))return new dr(
e);var r=e||{};Se.call(this,{readableObjectMode:!0}),this.opts=e||{},this.unzipStream=new G2(this.opts);var t=this;this.
unzipStream.on("entry",function(n){t.push(n)}),this.unzipStream.on("error",function(n){t.emit("error",n)})}z2.inherits(dr,
Se);dr.prototype._transform=function(e,r,t){this.unzipStream.write(e,r,t)};dr.prototype._flush=function(e){var r=this;this.
unzipStream.end(function(){process.nextTick(function(){r.emit("close")}),e()})};dr.prototype.on=function(e,r){return e===
"entry"?Se.prototype.on.call(this,"data",r):Se.prototype.on.call(this,e,r)};dr.prototype.drainAll=function(){return this.
unzipStream.drainAll(),this.pipe(new Se({objectMode:!0,transform:function(e,r,t){t()}}))};t0.exports=dr});var u0=u((Px,a0)=>{var qe=_("path"),i0=_("fs"),o0=parseInt("0777",8);a0.exports=Qr.mkdirp=Qr.mkdirP=Qr;function Qr(e,r,t,n){
typeof r=="function"?(t=r,r={}):(!r||typeof r!="object")&&(r={mode:r});var i=r.mode,o=r.fs||i0;i===void 0&&(i=o0),n||(n=
null);var a=t||function(){};e=qe.resolve(e),o.mkdir(e,i,function(s){if(!s)return n=n||e,a(null,n);switch(s.code){case"EN\
OENT":if(qe.dirname(e)===e)return a(s);Qr(qe.dirname(e),r,function(f,c){f?a(f,c):Qr(e,r,a,c)});break;default:o.stat(e,function(f,c){
f||!c.isDirectory()?a(s,n):a(null,n)});break}})}Qr.sync=function e(r,t,n){(!t||typeof t!="object")&&(t={mode:t});var i=t.
mode,o=t.fs||i0;i===void 0&&(i=o0),n||(n=null),r=qe.resolve(r);try{o.mkdirSync(r,i),n=n||r}catch(s){switch(s.code){case"\
ENOENT":n=e(qe.dirname(r),t,n),e(r,t,n);break;default:var a;try{a=o.statSync(r)}catch{throw s}if(!a.isDirectory())throw s;
break}}return n}});var c0=u((Lx,l0)=>{var j2=_("fs"),s0=_("path"),H2=_("util"),V2=u0(),f0=_("stream").Transform,K2=so();function gr(e){if(!(this instanceof
gr))return new gr(e);f0.call(this),this.opts=e||{},this.unzipStream=new K2(this.opts),this.unfinishedEntries=0,this.afterFlushWait=
!1,this.createdDirectories={};var r=this;this.unzipStream.on("entry",this._processEntry.bind(this)),this.unzipStream.on(
"error",function(t){r.emit("error",t)})}H2.inherits(gr,f0);gr.prototype._transform=function(e,r,t){this.unzipStream.write(
e,r,t)};gr.prototype._flush=function(e){var r=this,t=function(){process.nextTick(function(){r.emit("close")}),e()};this.
unzipStream.end(function(){if(r.unfinishedEntries>0)return r.afterFlushWait=!0,r.on("await-finished",t);t()})};gr.prototype.
_processEntry=function(e){var r=this,t=s0.join(this.opts.path,e.path),n=e.isDirectory?t:s0.dirname(t);this.unfinishedEntries++;
var i=function(){var o=j2.createWriteStream(t);o.on("close",function(){r.unfinishedEntries--,r._notifyAwaiter()}),o.on("\
error",function(a){r.emit("error",a)}),e.pipe(o)};if(this.createdDirectories[n]||n===".")return i();V2(n,function(o){if(o)
return r.emit("error",o);if(r.createdDirectories[n]=!0,e.isDirectory){r.unfinishedEntries--,r._notifyAwaiter();return}i()})};
gr.prototype._notifyAwaiter=function(){this.afterFlushWait&&this.unfinishedEntries===0&&(this.emit("await-finished"),this.
afterFlushWait=!1)};l0.exports=gr});var p0=u(fo=>{"use strict";fo.Parse=n0();fo.Extract=c0()});var v0=Zt($0(),1),h0=Zt(O0(),1);import y0 from"fs/promises";import*as d0 from"stream";import*as Vt from"path";var g0=Zt(p0(),1);var Xr=function(e,r,t,n){function i(o){return o instanceof t?o:new t(function(a){a(o)})}return new(t||(t=Promise))(function(o,a){
function s(p){try{c(n.next(p))}catch(v){a(v)}}function f(p){try{c(n.throw(p))}catch(v){a(v)}}function c(p){p.done?o(p.value):
i(p.value).then(s,f)}c((n=n.apply(e,r||[])).next())})},m0=e=>{let r=new URL(e);return r.search="",r.toString()};function Y2(e){
return Xr(this,void 0,void 0,function*(){try{return yield y0.access(e),!0}catch(r){if(r.code==="ENOENT")return!1;throw r}})}
function b0(e,r,t){return Xr(this,void 0,void 0,function*(){let n=0;for(;n<5;)try{return yield J2(e,r,{skipDecompress:t})}catch(i){
n++,G(`Failed to download artifact after ${n} retries due to ${i.message}. Retrying in 5 seconds...`),yield new Promise(
o=>setTimeout(o,5e3))}throw new Error(`Artifact download failed after ${n} retries.`)})}function J2(e,r){return Xr(this,
arguments,void 0,function*(t,n,i={}){let{timeout:o=30*1e3,skipDecompress:a=!1}=i,f=yield new yo(mo()).get(t);if(f.message.
statusCode!==200)throw new Error(`Unexpected HTTP response from blob storage: ${f.message.statusCode} ${f.message.statusMessage}`);
let c=f.message.headers["content-type"]||"",p=c.split(";",1)[0].trim().toLowerCase(),h=new URL(t).pathname.toLowerCase().
endsWith(".zip"),d=p==="application/zip"||p==="application/x-zip-compressed"||p==="application/zip-compressed"||h,g=f.message.
headers["content-disposition"]||"",l="artifact",m=g.match(/filename\*\s*=\s*UTF-8''([^;\r\n]*)/i),S=g.match(/(?<!\*)filename\s*=\s*['"]?([^;\r\n"']*)['"]?/i),
y=m?.[1]||S?.[1];y&&(l=Vt.basename(decodeURIComponent(y.trim()))),G(`Content-Type: ${c}, mimeType: ${p}, urlEndsWithZip:\
 ${h}, isZip: ${d}, skipDecompress: ${a}`),G(`Content-Disposition: ${g}, fileName: ${l}`);let b;return new Promise((E,I)=>{
let O=setTimeout(()=>{let D=new Error(`Blob storage chunk did not respond in ${o}ms`);f.message.destroy(D),I(D)},o),$=D=>{
G(`response.message: Artifact download failed: ${D.message}`),clearTimeout(O),I(D)},z=h0.createHash("sha256").setEncoding(
"hex"),nr=new d0.PassThrough().on("data",()=>{O.refresh()}).on("error",$);f.message.pipe(nr),nr.pipe(z);let Ee=()=>{clearTimeout(
O),z&&(z.end(),b=z.read(),J(`SHA256 digest of downloaded artifact is ${b}`)),E({sha256Digest:`sha256:${b}`})};if(d&&!a)nr.
pipe(g0.default.Extract({path:n})).on("close",Ee).on("error",$);else{let D=Vt.join(n,l),L=v0.createWriteStream(D);J(`Dow\
nloading raw file (non-zip) to: ${D}`),nr.pipe(L).on("close",Ee).on("error",$)}})})}function Jx(e,r,t,n,i){return Xr(this,
void 0,void 0,function*(){let o=yield A0(i?.path),a=So(n),s=!1;J(`Downloading artifact '${e}' from '${r}/${t}'`);let{headers:f,
status:c}=yield a.rest.actions.downloadArtifact({owner:r,repo:t,artifact_id:e,archive_format:"zip",request:{redirect:"ma\
nual"}});if(c!==302)throw new Error(`Unable to download artifact. Unexpected status: ${c}`);let{location:p}=f;if(!p)throw new Error(
"Unable to redirect to artifact download url");J(`Redirecting to blob download url: ${m0(p)}`);try{J(`Starting download \
of artifact to: ${o}`);let v=yield b0(p,o,i?.skipDecompress);J("Artifact download completed successfully."),i?.expectedHash&&
i?.expectedHash!==v.sha256Digest&&(s=!0,G(`Computed digest: ${v.sha256Digest}`),G(`Expected digest: ${i.expectedHash}`))}catch(v){
throw new Error(`Unable to download and extract artifact: ${v.message}`)}return{downloadPath:o,digestMismatch:s}})}function Zx(e,r){
return Xr(this,void 0,void 0,function*(){let t=yield A0(r?.path),n=wo(),i=!1,{workflowRunBackendId:o,workflowJobRunBackendId:a}=Ao(),
s={workflowRunBackendId:o,workflowJobRunBackendId:a,idFilter:go.create({value:e.toString()})},{artifacts:f}=yield n.ListArtifacts(
s);if(f.length===0)throw new bo(`No artifacts found for ID: ${e}
Are you trying to download from a different run? Try specifying a github-token with \`actions:read\` scope.`);f.length>1&&
vo("Multiple artifacts found, defaulting to first.");let c={workflowRunBackendId:f[0].workflowRunBackendId,workflowJobRunBackendId:f[0].
workflowJobRunBackendId,name:f[0].name},{signedUrl:p}=yield n.GetSignedArtifactURL(c);J(`Redirecting to blob download ur\
l: ${m0(p)}`);try{J(`Starting download of artifact to: ${t}`);let v=yield b0(p,t,r?.skipDecompress);J("Artifact download\
 completed successfully."),r?.expectedHash&&r?.expectedHash!==v.sha256Digest&&(i=!0,G(`Computed digest: ${v.sha256Digest}`),
G(`Expected digest: ${r.expectedHash}`))}catch(v){throw new Error(`Unable to download and extract artifact: ${v.message}`)}
return{downloadPath:t,digestMismatch:i}})}function A0(){return Xr(this,arguments,void 0,function*(e=ho()){return(yield Y2(
e))?G(`Artifact destination folder already exists: ${e}`):(G(`Artifact destination folder does not exist, creating: ${e}`),
yield y0.mkdir(e,{recursive:!0})),e})}export{J2 as a,Jx as b,Zx as c};
