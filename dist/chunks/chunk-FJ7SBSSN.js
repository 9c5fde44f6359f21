import{F as Se,G as w,H as ft,I as pt,b as ae}from"./chunk-C33NMHQG.js";import{c as Nn}from"./chunk-3NR5HZ6E.js";function Y(e){let t=Object.values(e).filter(n=>typeof n=="number");return Object.entries(e).filter(([n,o])=>t.indexOf(+n)===
-1).map(([n,o])=>o)}function Ae(e,t="|"){return e.map(r=>Ne(r)).join(t)}function mt(e,t){return typeof t=="bigint"?t.toString():
t}var Ie=class{constructor(t){this._getter=t,this._value=void 0}get value(){let t=this._getter;return t!==void 0&&(this.
_value=t(),this._getter=void 0),this._value}};function Me(e){return new Ie(e)}function ht(e){return e==null}function le(e){
let t=e.startsWith("^")?1:0,r=e.endsWith("$")?e.length-1:e.length;return e.slice(t,r)}var dt=Symbol("evaluating");function gt(e,t,r){let n;Object.defineProperty(e,t,{get(){if(n!==dt)return n===void 0&&(n=dt,
n=r()),n},set(o){Object.defineProperty(e,t,{value:o})},configurable:!0})}function S(e,t,r){Object.defineProperty(e,t,{value:r,writable:!0,enumerable:!0,configurable:!0})}function Ee(e){let t=Object.
getOwnPropertyDescriptor(e,"shape");return t?.get?t.get.raw:t?.value}function Q(e){return Ee(e._zod.def)??e._zod.def.shape}
function _t(e,t,r){Object.defineProperty(e,t,{get(){let n=r();return S(this,t,n),n},enumerable:!0,configurable:!0})}function xt(e,t,r){
t in e?S(e,t,r):e[t]=r}function yt(e,t,r,n){let o=Q(t);for(let i of r){let s=Object.getOwnPropertyDescriptor(o,i);s.enumerable&&
(s.get?_t(e,i,()=>{let c=t._zod.def.shape[i];return n?n(c,i):c}):xt(e,i,n?n(s.value,i):s.value))}}function Dn(e,t){for(let r of Reflect.
ownKeys(t)){let n=Object.getOwnPropertyDescriptor(t,r);n.enumerable&&(n.get?_t(e,r,()=>t[r]):xt(e,r,n.value))}}function Te(...e){
let t={};for(let r of e){let n=Object.getOwnPropertyDescriptors(r);Object.assign(t,n)}return Object.defineProperties({},
t)}var Ce="captureStackTrace"in Error?Error.captureStackTrace:(...e)=>{};function q(e){return typeof e=="object"&&e!==null&&
!Array.isArray(e)}function fe(e){if(q(e)===!1)return!1;let t=e.constructor;if(t===void 0||typeof t!="function")return!0;let r=t.prototype;
return!(q(r)===!1||Object.prototype.hasOwnProperty.call(r,"isPrototypeOf")===!1)}function Re(e){return fe(e)?{...e}:Array.
isArray(e)?[...e]:e instanceof Map?new Map(e):e instanceof Set?new Set(e):e}var bt=new Set(["string","number","symbol"]);function ee(e){return e.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}function F(e,t,r){let n=new e._zod.constr(t??e._zod.def);return(!t||
r?.parent)&&(n._zod.parent=e),n}function x(e){let t=e;if(!t)return{};if(typeof t=="string")return{error:()=>t};if(t?.message!==
void 0){if(t?.error!==void 0)throw new Error("Cannot specify both `message` and `error` params");t.error=t.message}return delete t.
message,typeof t.error=="string"?{...t,error:()=>t.error}:t}function Ne(e){return typeof e=="bigint"?e.toString()+"n":typeof e=="string"?`"${e}"`:`${e}`}function vt(e){return Object.
keys(e).filter(t=>e[t]._zod.optin!==void 0&&e[t]._zod.optout==="optional")}var pe={safeint:[Number.MIN_SAFE_INTEGER,Number.
MAX_SAFE_INTEGER],int32:[-2147483648,2147483647],uint32:[0,4294967295],float32:[-34028234663852886e22,34028234663852886e22],
float64:[-Number.MAX_VALUE,Number.MAX_VALUE]},De={int64:[BigInt("-9223372036854775808"),BigInt("9223372036854775807")],uint64:[
BigInt(0),BigInt("18446744073709551615")]};function jn(e,t){let r=Q(e),n=[];for(let o of Reflect.ownKeys(t)){if(!Object.getOwnPropertyDescriptor(r,o)?.enumerable)throw new Error(
`Unrecognized key: "${String(o)}"`);t[o]&&n.push(o)}return n}function $t(e,t){let r=e._zod.def,n=r.checks;if(n&&n.length>
0)throw new Error(".omit() cannot be used on object schemas containing refinements");let i=new Set(jn(e,t)),s={};return yt(
s,e,Reflect.ownKeys(Q(e)).filter(c=>!i.has(c))),F(e,Te(r,{shape:s,checks:[]}))}function zt(e,t){if(!fe(t))throw new Error(
"Invalid input to extend: expected a plain object");let r=e._zod.def.checks;if(r&&r.length>0){let o=Q(e);for(let i of Reflect.
ownKeys(t))if(Object.getOwnPropertyDescriptor(o,i)!==void 0)throw new Error("Cannot overwrite keys on object schemas con\
taining refinements. Use `.safeExtend()` instead.")}return F(e,Te(e._zod.def,{shape:Ln(e,t)}))}function Ln(e,t){let r={};
return yt(r,e,Reflect.ownKeys(Q(e))),Dn(r,t),r}function E(e,t=0){if(e.aborted===!0)return!0;for(let r=t;r<e.issues.length;r++)if(e.issues[r]?.continue!==!0)return!0;return!1}
function wt(e,t=0){if(e.aborted===!0)return!0;for(let r=t;r<e.issues.length;r++)if(e.issues[r]?.continue===!1)return!0;return!1}
function D(e,t){return t.map(r=>{var n;return(n=r).path??(n.path=[]),r.path.unshift(e),r})}function X(e){return typeof e==
"string"?e:e?.message}function je(e){let t=[];for(let r of e??[]){let n=r._zod.def;if(!/_(length|size)$|_equals$/.test(n.
check))break;let o=n.maximum??n.length??n.size;o>=0&&t.push([o,r])}return t}function de(e,t,r){var n;for(let o=t;o<e.length;o++)
(n=e[o]).schema??(n.schema=r)}function T(e,t,r){var n;let o=e.inst?._zod?.traits;o?.has("$ZodType")&&(o.has("$ZodCheck")?
(n=e).schema??(n.schema=e.inst):e.schema=e.inst);let i=e.schema!==e.inst?e.schema?._zod.def?.error:void 0,s=e.message?e.
message:X(e.inst?._zod.def?.error?.(e))??X(i?.(e))??X(t?.error?.(e))??X(r.customError?.(e))??X(r.localeError?.(e))??"Inv\
alid input",c={};for(let u of Object.keys(e))u==="inst"||u==="schema"||u==="continue"||u==="input"||u==="__proto__"||(c[u]=
e[u]);return c.path??(c.path=[]),c.message=s,t?.reportInput&&(c.input=e.input),c}var Fn=/[\uD800-\uDBFF]/;function Le(e){let t=e.length;if(!Fn.test(e))return t;let r=t;for(let n=0;n<t-1;n++)(e.charCodeAt(
n)&64512)===55296&&(e.charCodeAt(n+1)&64512)===56320&&(r--,n++);return r}function Fe(e){return Array.isArray(e)?"array":
typeof e=="string"?"string":"unknown"}function Zt(e){let t=typeof e;switch(t){case"number":return Number.isNaN(e)?"nan":
"number";case"object":{if(e===null)return"null";if(Array.isArray(e))return"array";let r=e;if(r&&Object.getPrototypeOf(r)!==
Object.prototype&&"constructor"in r&&r.constructor)return r.constructor.name}}return t}function te(...e){let[t,r,n]=e;return typeof t==
"string"?{message:t,code:"custom",input:r,inst:n}:{...t}}function Pt(e,t){for(let r in t){let n=Object.getOwnPropertyDescriptor(t,r);n.get?Object.defineProperty(e,r,{...n,enumerable:!1}):
Un(e,r,n.value)}}function L(e,t,r,n=!0){return Object.defineProperty(e,t,{configurable:!0,writable:!0,enumerable:n,value:r}),
r}function Ue(e,t,r){return L(e,t,r,!1)}function Un(e,t,r){Object.defineProperty(e,t,{configurable:!0,get(){return this==null?r:L(this,t,r.bind(this))},set(n){L(
this,t,n)}})}function Bn(e,t){let r=Object.getPrototypeOf(e);return t in r?void 0:r}var Oe,N=!1,Kn={configurable:!0,get(){
N=!0}};function y(e,t,r){let n=Object.getPrototypeOf(e._zod);if(t in n&&Oe!==e._zod){Oe=void 0;return}Oe=e._zod,Object.defineProperty(
n,t,{configurable:!0,get(){Object.defineProperty(this,t,Kn);let o=N;N=!1;try{let i=r(this);return N?delete this[t]:Object.
defineProperty(this,t,{configurable:!0,writable:!0,value:i}),N=N||o,i}catch(i){throw delete this[t],N=N||o,i}},set(o){Object.
defineProperty(this,t,{configurable:!0,writable:!0,value:o})}})}function kt(e,t,r,n){let o=Bn(e,t);o&&Object.defineProperty(
o,t,{configurable:!0,get(){let i={configurable:!0,writable:!0,enumerable:n,value:void 0};return Object.defineProperty(this,
t,i),i.value=r(this),Object.defineProperty(this,t,i),i.value},set(i){Object.defineProperty(this,t,{configurable:!0,writable:!0,
enumerable:n,value:i})}})}var St;var Be={value:void 0,enumerable:!1},Ot="captureStackTrace"in Error?Error:null;function Vn(e){let t=Ot;if(t){let r=t.stackTraceLimit;
if(typeof r=="number"){try{t.stackTraceLimit=0}catch{return Ot=null,new e}try{return new e}finally{t.stackTraceLimit=r}}}
return new e}function m(e,t,r,n){let o={};function i(h){this.def=h,this.constr=f,this.traits=new Set}i.prototype=o;let s=r,
c=s&&new WeakSet;function u(h,d){if(h._zod){if(h._zod.traits.has(e))return}else{Be.value=new i(d);try{Object.defineProperty(
h,"_zod",Be)}finally{Be.value=void 0}}if(h._zod.traits.add(e),t(h,d),c){let g=Object.getPrototypeOf(h),_=h._zod.constr.prototype,
z=g;for(;z&&z!==_;)z=Object.getPrototypeOf(z);let R=z??g;c.has(R)||(c.add(R),Pt(R,s))}let p=f.prototype;for(let g in p)Object.
prototype.hasOwnProperty.call(p,g)&&(g in h||(h[g]=p[g].bind(h)))}let a=n?.Parent??Object;class l extends a{}Object.defineProperty(
l,"name",{value:e});function f(h){let d=n?.Parent?Vn(l):this;u(d,h);let p=d._zod.deferred;if(p){for(let _ of p)_();d._zod.
deferred=void 0}let g=globalThis.__zod_globalConfig?.postProcessor;return g&&g(d),d}return Object.defineProperty(f,"init",
{value:u}),Object.defineProperty(f,Symbol.hasInstance,{value:h=>n?.Parent&&h instanceof n.Parent?!0:h?._zod?.traits?.has(
e)}),Object.defineProperty(f,"name",{value:e}),f}var A=class extends Error{constructor(){super("Encountered Promise during synchronous parse. Use .parseAsync() instead.")}},
me=class extends Error{constructor(t){super(`Encountered unidirectional transform during encode: ${t}`),this.name="ZodEn\
codeError"}};(St=globalThis).__zod_globalConfig??(St.__zod_globalConfig={});var U=globalThis.__zod_globalConfig;function I(e){
return e&&Object.assign(U,e),U}var It=/^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;var At=/^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/,Mt=/^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;var Et="(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-\
(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))";function Jn(e){return new RegExp(
`^${e}$`)}var Tt=Jn(Et);function Ve(e){let t="(?:[01]\\d|2[0-3]):[0-5]\\d";return typeof e.precision=="number"?e.precision===
-1?`${t}`:e.precision===0?`${t}:[0-5]\\d`:`${t}:[0-5]\\d\\.\\d{${e.precision}}`:e.seconds?`${t}:[0-5]\\d(?:\\.\\d+)?`:`${t}\
(?::[0-5]\\d(?:\\.\\d+)?)?`}function Ct(e){return new RegExp(`^${Ve(e)}$`)}function Rt(e){let t=["Z"];e.offset&&t.push("\
([+-](?:[01]\\d|2[0-3]):[0-5]\\d)");let r=`${Ve({precision:e.precision,seconds:!0})}(?:${t.join("|")})`,n=e.local?`${r}|${Ve(
{precision:e.precision})}`:r;return new RegExp(`^${Et}T(?:${n})$`)}var Nt=/^[\s\S]{0,}$/;var Je=/^-?\d+$/,re=/^-?\d+(?:\.\d+)?$/,Dt=/^(?:true|false)$/i,jt=/^null$/i;var O=m("$ZodCheck",(e,t)=>{var r;e._zod??(e._zod={}),e._zod.def=t,(r=e._zod).onattach??(r.onattach=[])});var Lt=e=>{let t=e.value;return!ht(t)&&t.length!==void 0},ge={number:"number",bigint:"bigint",object:"date"},Ft=m("$ZodC\
heckLessThan",(e,t)=>{O.init(e,t);let r=ge[typeof t.value];e._zod.check=n=>{(t.inclusive?n.value<=t.value:n.value<t.value)||
n.issues.push({origin:ge[typeof n.value]??r,code:"too_big",maximum:typeof t.value=="object"?t.value.getTime():t.value,input:n.
value,inclusive:t.inclusive,inst:e,continue:!t.abort})}}),We=m("$ZodCheckGreaterThan",(e,t)=>{O.init(e,t);let r=ge[typeof t.
value];e._zod.check=n=>{(t.inclusive?n.value>=t.value:n.value>t.value)||n.issues.push({origin:ge[typeof n.value]??r,code:"\
too_small",minimum:typeof t.value=="object"?t.value.getTime():t.value,input:n.value,inclusive:t.inclusive,inst:e,continue:!t.
abort})}});var Ut=m("$ZodCheckNumberFormat",(e,t)=>{O.init(e,t),t.format=t.format||"float64";let r=t.format?.includes("int"),n=r?"i\
nt":"number",[o,i]=pe[t.format];e._zod.check=s=>{let c=s.value;if(r){if(!Number.isInteger(c)){s.issues.push({expected:n,
format:t.format,code:"invalid_type",continue:!1,input:c,inst:e});return}if(!Number.isSafeInteger(c)){c>0?s.issues.push({
input:c,code:"too_big",maximum:Number.MAX_SAFE_INTEGER,note:"Integers must be within the safe integer range.",inst:e,origin:n,
inclusive:!0,continue:!t.abort}):s.issues.push({input:c,code:"too_small",minimum:Number.MIN_SAFE_INTEGER,note:"Integers \
must be within the safe integer range.",inst:e,origin:n,inclusive:!0,continue:!t.abort});return}}c<o&&s.issues.push({origin:"\
number",input:c,code:"too_small",minimum:o,inclusive:!0,inst:e,continue:!t.abort}),c>i&&s.issues.push({origin:"number",input:c,
code:"too_big",maximum:i,inclusive:!0,inst:e,continue:!t.abort})}});var Bt=m("$ZodCheckMaxLength",(e,t)=>{var r;O.init(e,t),(r=e._zod.def).when??(r.when=Lt),e._zod.check=n=>{let o=n.value,
i=o.length;if((typeof o=="string"&&i>t.maximum?Le(o):i)<=t.maximum)return;let c=Fe(o);n.issues.push({origin:c,code:"too_\
big",maximum:t.maximum,inclusive:!0,input:o,inst:e,continue:!t.abort})}}),Kt=m("$ZodCheckMinLength",(e,t)=>{var r;O.init(
e,t),(r=e._zod.def).when??(r.when=Lt),e._zod.check=n=>{let o=n.value,i=o.length;if((typeof o=="string"&&i>=t.minimum&&i<
t.minimum*2?Le(o):i)>=t.minimum)return;let c=Fe(o);n.issues.push({origin:c,code:"too_small",minimum:t.minimum,inclusive:!0,
input:o,inst:e,continue:!t.abort})}});var Ge=m("$ZodCheckStringFormat",(e,t)=>{var r,n;O.init(e,t),t.pattern?(r=e._zod).check??(r.check=o=>{t.pattern.lastIndex=
0,!t.pattern.test(o.value)&&o.issues.push({origin:"string",code:"invalid_format",format:t.format,input:o.value,...t.pattern?
{pattern:t.pattern.toString()}:{},inst:e,continue:!t.abort})}):(n=e._zod).check??(n.check=()=>{})}),Vt=m("$ZodCheckRegex",
(e,t)=>{Ge.init(e,t),e._zod.check=r=>{t.pattern.lastIndex=0,!t.pattern.test(r.value)&&r.issues.push({origin:"string",code:"\
invalid_format",format:"regex",input:r.value,pattern:t.pattern.toString(),inst:e,continue:!t.abort})}});var Wt;var He=class{constructor(){this._map=new WeakMap,this._idmap=new Map}add(t,...r){let n=r[0];return this._map.set(t,n),n&&
typeof n=="object"&&"id"in n&&this._idmap.set(n.id,t),this}clear(){return this._map=new WeakMap,this._idmap=new Map,this}remove(t){
let r=this._map.get(t);return r&&typeof r=="object"&&"id"in r&&this._idmap.delete(r.id),this._map.delete(t),this}get(t){
let r=t._zod.parent;if(r){let n={...this.get(r)??{}};delete n.id;let o={...n,...this._map.get(t)};return Object.keys(o).
length?o:void 0}return this._map.get(t)}has(t){return this._map.has(t)}};function Gt(){return new He}(Wt=globalThis).__zod_globalRegistry??
(Wt.__zod_globalRegistry=Gt());var j=globalThis.__zod_globalRegistry;function Gn(){let e=this._zod;return e.message??(e.message=JSON.stringify(e.def,mt,2)),e.message}function Hn(e){this._zod.
message=e}var Xn={get:Gn,set:Hn,enumerable:!0,configurable:!0},Xe={value:void 0,enumerable:!1},Ht=new WeakSet([Object.prototype,
Error.prototype]),Xt=(e,t)=>{e.name="$ZodError",Xe.value=t,Object.defineProperty(e,"issues",Xe),Xe.value=void 0,Object.defineProperty(
e,"message",Xn);let r=Object.getPrototypeOf(e);Ht.has(r)||(Ht.add(r),Object.defineProperty(r,"toString",{configurable:!0,
enumerable:!1,get(){let n=()=>this.message;return Object.defineProperty(this,"toString",{value:n,configurable:!0,writable:!0}),
n},set(n){Object.defineProperty(this,"toString",{value:n,configurable:!0,writable:!0})}}))},Ji=m("$ZodError",Xt),ne=m("$\
ZodError",Xt,void 0,{Parent:Error});var Yn=e=>{let t=(r,n,o,i)=>{let s=o?{...o,async:!1}:{async:!1},c=r._zod.run({value:n,issues:[]},s);if(c instanceof Promise)
throw new A;if(c.issues.length){let u=new(i?.Err??e)(c.issues.map(a=>T(a,s,I())));throw Ce(u,i?.callee??t),u}return c.value};
return t},qe=Yn(ne),Qn=e=>{let t=async(r,n,o,i)=>{let s=o?{...o,async:!0}:{async:!0},c=r._zod.run({value:n,issues:[]},s);
if(c instanceof Promise&&(c=await c),c.issues.length){let u=new(i?.Err??e)(c.issues.map(a=>T(a,s,I())));throw Ce(u,i?.callee??
t),u}return c.value};return t},Ye=Qn(ne),eo=e=>(t,r,n)=>{let o=n?{...n,async:!1}:{async:!1},i=t._zod.run({value:r,issues:[]},
o);if(i instanceof Promise)throw new A;return i.issues.length?qt(e,i.issues,o):{success:!0,data:i.value}},Qe=eo(ne);function qt(e,t,r){
let n;return{success:!1,get error(){return n||(n=new e(t.map(o=>T(o,r,I()))),t=void 0,r=void 0),n},set error(o){n=o,t=void 0,
r=void 0}}}var to=e=>async(t,r,n)=>{let o=n?{...n,async:!0}:{async:!0},i=t._zod.run({value:r,issues:[]},o);return i instanceof
Promise&&(i=await i),i.issues.length?qt(e,i.issues,o):{success:!0,data:i.value}},et=to(ne);var Yt={major:4,minor:6,patch:7};var v=m("$ZodType",(e,t)=>{var r;e??(e={}),e._zod.def=t,e._zod.bag=e._zod.bag||{},e._zod.version=Yt;let n=e._zod.def.checks,
o=e._zod.traits.has("$ZodCheck")?[e,...n??[]]:n?.length?[...n]:[];for(let i of o)for(let s of i._zod.onattach)s(e);if(o.
length===0)(r=e._zod).deferred??(r.deferred=[]),e._zod.deferred?.push(()=>{e._zod.run=e._zod.parse});else{let i=(c,u,a)=>{
if(c.memo)return c;let l=E(c),f;for(let h of u){if(h._zod.def.when){if(wt(c)||!h._zod.def.when(c))continue}else if(l)continue;
let d=c.issues.length,p=h._zod.check(c);if(p instanceof Promise&&a?.async===!1)throw new A;if(f||p instanceof Promise)f=
(f??Promise.resolve()).then(async()=>{await p,c.issues.length!==d&&(de(c.issues,d,e),l||(l=E(c,d)))});else{if(c.issues.length===
d)continue;de(c.issues,d,e),l||(l=E(c,d))}}return f?f.then(()=>c):c},s=(c,u,a)=>{if(E(c))return c.aborted=!0,c;let l=i(u,
o,a);if(l instanceof Promise){if(a.async===!1)throw new A;return l.then(f=>e._zod.parse(f,a))}return e._zod.parse(l,a)};
e._zod.run=(c,u)=>{if(u.skipChecks)return e._zod.parse(c,u);if(u.direction==="backward"){let l=e._zod.parse({value:c.value,
issues:[]},{...u,skipChecks:!0});return l instanceof Promise?l.then(f=>s(f,c,u)):s(l,c,u)}let a=e._zod.parse(c,u);if(a instanceof
Promise){if(u.async===!1)throw new A;return a.then(l=>i(l,o,u))}return i(a,o,u)}}},{get"~standard"(){return Ue(this,"~st\
andard",no(this))},set"~standard"(e){L(this,"~standard",e)}}),ir=(e,t)=>e.issues.length?{issues:e.issues.map(r=>T(r,t,I()))}:
{value:e.value};async function ro(e,t){let r={async:!0};return ir(await e._zod.run({value:t,issues:[]},r),r)}function no(e){
return{validate:t=>{let r={async:!1};try{let n=e._zod.run({value:t,issues:[]},r);if(!(n instanceof Promise))return ir(n,
r)}catch{}return ro(e,t)},vendor:"zod",version:1}}var tt=m("$ZodString",(e,t)=>{v.init(e,t),e._zod.pattern=t.pattern??Nt,
e._zod.parse=(r,n)=>{if(t.coerce)try{r.value=String(r.value)}catch{}return typeof r.value=="string"||r.issues.push({expected:"\
string",code:"invalid_type",input:r.value,inst:e}),r}}),K=m("$ZodStringFormat",(e,t)=>{Ge.init(e,t),tt.init(e,t)});var sr=m("$ZodISODateTime",(e,t)=>{t.pattern??(t.pattern=Rt(t)),K.init(e,t)}),cr=m("$ZodISODate",(e,t)=>{t.pattern??(t.pattern=
Tt),K.init(e,t)}),ur=m("$ZodISOTime",(e,t)=>{t.pattern??(t.pattern=Ct(t)),K.init(e,t)}),ar=m("$ZodISODuration",(e,t)=>{t.
pattern??(t.pattern=It),K.init(e,t)});var lr=/^[0-9a-zA-Z+/]*={0,2}$/;var fr=/^[A-Za-z0-9_-]*$/;var rt=m("$ZodNumber",(e,t)=>{v.init(e,t),e._zod.pattern=re,e._zod.parse=(r,n)=>{if(t.coerce)try{r.value=Number(r.value)}catch{}
let o=r.value;if(typeof o=="number"&&!Number.isNaN(o)&&Number.isFinite(o))return r;let i=typeof o=="number"?Number.isNaN(
o)?"NaN":Number.isFinite(o)?void 0:String(o):void 0;return r.issues.push({expected:"number",code:"invalid_type",input:o,
inst:e,...i?{received:i}:{}}),r}}),pr=m("$ZodNumberFormat",(e,t)=>{Ut.init(e,t),rt.init(e,t)}),dr=m("$ZodBoolean",(e,t)=>{
v.init(e,t),e._zod.pattern=Dt,e._zod.parse=(r,n)=>{if(t.coerce)try{r.value=!!r.value}catch{}let o=r.value;return typeof o==
"boolean"||r.issues.push({expected:"boolean",code:"invalid_type",input:o,inst:e}),r}});var mr=m("$ZodNull",(e,t)=>{v.init(e,t),e._zod.pattern=jt,e._zod.values=new Set([null]),e._zod.parse=(r,n)=>{let o=r.value;
return o===null||r.issues.push({expected:"null",code:"invalid_type",input:o,inst:e}),r}});var hr=m("$ZodUnknown",(e,t)=>{v.init(e,t),e._zod.parse=r=>r}),gr=m("$ZodNever",(e,t)=>{v.init(e,t),e._zod.parse=(r,n)=>(r.
issues.push({expected:"never",code:"invalid_type",input:r.value,inst:e}),r)});function oo(e,t){let r=je(e._zod.def.checks);if(!r.length)return;let n=Math.min(...r.map(i=>i[0])),o=e._zod.parse;e._zod.
parse=(i,s)=>{let c=t(i.value);if(c>n&&!s?.skipChecks&&s?.direction!=="backward"){for(let[u,a]of je(e._zod.def.checks))if(c>
u&&a._zod.def.when(i)){let l=i.issues.length;return a._zod.check(i),i.issues[l].continue=!1,de(i.issues,l,e),i}}return o(
i,s)}}var io=e=>Array.isArray(e)?e.length:-1;function Qt(e,t,r){e.issues.length&&t.issues.push(...D(r,e.issues)),t.value[r]=e.value}var _r=m("$ZodArray",(e,t)=>{v.init(
e,t);let r=U.memoizer;r?.attach(e),e._zod.parse=(n,o)=>{let i=n.value;if(!Array.isArray(i))return n.issues.push({expected:"\
array",code:"invalid_type",input:i,inst:e}),n;n.value=r?r.alloc(e,n,Array(i.length),o):Array(i.length);let s=[],c=o?.abortEarly;
for(let u=0;u<i.length;u++){let a=i[u],l=t.element._zod.run({value:a,issues:[]},o);if(l instanceof Promise)s.push(l.then(
f=>Qt(f,n,u)));else if(Qt(l,n,u),c&&l.issues.length!==0&&E(l))break}return s.length?Promise.all(s).then(()=>n):n},oo(e,io)});
function xe(e,t,r,n,o,i){let s=r in n,c=i==="optional";if(!(!s&&c&&o==="optional")){if(e.issues.length){if(o!==void 0&&c&&
!s)return;t.issues.push(...D(r,e.issues))}if(!s&&o===void 0){e.issues.length||t.issues.push({code:"invalid_type",expected:"\
nonoptional",input:void 0,path:[r]});return}e.value===void 0?(s||o==="defaulted"&&!c)&&(t.value[r]=void 0):t.value[r]=e.
value}}var so=[];function co(e){let t=Object.keys(e.shape),r=Object.getOwnPropertySymbols(e.shape),n=r.length?r:so,o=n.length?
[...t,...n]:t;for(let s of o)if(!e.shape?.[s]?._zod?.traits?.has("$ZodType"))throw new Error(`Invalid element at key "${String(
s)}": expected a Zod schema`);let i=vt(e.shape);return{...e,allKeys:o,symbolKeys:n,keySet:new Set(t),numKeys:t.length,optionalKeys:new Set(
i)}}function uo(e,t,r,n,o,i,s){let c=[],u=o.keySet,a=o.catchall._zod,l=a.def.type,f=a.optin,h=a.optout,d=0;for(let p in t){
if(s&&r.issues.length!==d){if(E(r,d))break;d=r.issues.length}if(u.has(p))continue;if(p==="__proto__"){l==="never"&&c.push(
p);continue}if(l==="never"){c.push(p);continue}let g=a.run({value:t[p],issues:[]},n);g instanceof Promise?e.push(g.then(
_=>xe(_,r,p,t,f,h))):xe(g,r,p,t,f,h)}return c.length&&r.issues.push({code:"unrecognized_keys",keys:c,input:t,inst:i,continue:!0}),
e.length?Promise.all(e).then(()=>r):r}var xr=m("$ZodObject",(e,t)=>{v.init(e,t);let r=Object.getOwnPropertyDescriptor(t,
"shape"),n=r?.get?r.get.raw:t.shape??{};if(n){let a=()=>{let l={...n};return Object.defineProperty(t,"shape",{value:l}),
a.raw=l,l};a.raw=n,Object.defineProperty(t,"shape",{get:a})}let o=Me(()=>co(t));y(e,"propValues",a=>{let l=a.def.shape,f={};
for(let h in l){let d=l[h]._zod;if(d.values){Object.prototype.hasOwnProperty.call(f,h)||S(f,h,new Set);for(let p of d.values)
f[h].add(p);d.optin!==void 0&&f[h].add(void 0)}}return f});let i=q,s=t.catchall,c,u=U.memoizer;u?.attach(e),e._zod.parse=
(a,l)=>{c??(c=o.value);let f=a.value;if(!i(f))return a.issues.push({expected:"object",code:"invalid_type",input:f,inst:e}),
a;a.value=u?u.alloc(e,a,{},l):{};let h=[],d=c.shape,p=l?.abortEarly,g=a.issues.length;for(let _ of c.allKeys){if(p&&a.issues.
length!==g){if(E(a,g))break;g=a.issues.length}if(_==="__proto__")continue;let z=d[_],R=z._zod.optin,lt=z._zod.optout,ke=z.
_zod.run({value:f[_],issues:[]},l);ke instanceof Promise?h.push(ke.then(Rn=>xe(Rn,a,_,f,R,lt))):xe(ke,a,_,f,R,lt)}return s?
uo(h,f,a,l,o.value,e,p===!0):h.length?Promise.all(h).then(()=>a):a}});function er(e,t,r,n){for(let i of e)if(i.issues.length===0)return t.value=i.value,t;let o=e.filter(i=>!E(i));return o.length===
1?(t.value=o[0].value,o[0]):(t.issues.push({code:"invalid_union",input:t.value,inst:r,errors:e.map(i=>i.issues.map(s=>T(
s,n,I())))}),t)}var nt=m("$ZodUnion",(e,t)=>{v.init(e,t),y(e,"optin",n=>n.def.options.some(o=>o._zod.optin==="defaulted")?
"defaulted":n.def.options.some(o=>o._zod.optin!==void 0)?"optional":void 0),y(e,"optout",n=>n.def.options.some(o=>o._zod.
optout==="optional")?"optional":void 0),y(e,"values",n=>{if(n.def.options.every(o=>o._zod.values))return new Set(n.def.options.
flatMap(o=>Array.from(o._zod.values)))}),y(e,"pattern",n=>{if(n.def.options.every(o=>o._zod.pattern)){let o=n.def.options.
map(i=>i._zod.pattern);return new RegExp(`^(${o.map(i=>le(i.source)).join("|")})$`)}});let r=t.options.length===1?t.options[0].
_zod.run:null;e._zod.parse=(n,o)=>{if(r)return r(n,o);let i=!1,s=[];for(let c of t.options){let u=c._zod.run({value:n.value,
issues:[]},o);if(u instanceof Promise)s.push(u),i=!0;else{if(u.issues.length===0)return u;s.push(u)}}return i?Promise.all(
s).then(c=>er(c,n,e,o)):er(s,n,e,o)}});function ao(e){let t=new Map;for(let r of e.options){let n=r._zod.propValues?.[e.discriminator];if(!n||n.size===0)throw new Error(
`Invalid discriminated union option at index "${e.options.indexOf(r)}"`);for(let o of n)if(t.has(o)){if(o!==void 0)throw new Error(
`Duplicate discriminator value "${String(o)}"`);t.set(o,null)}else t.set(o,r)}return t}var yr=m("$ZodDiscriminatedUnion",
(e,t)=>{t.inclusive=!1,nt.init(e,t);let r=e._zod.parse;y(e,"propValues",o=>{let i={},s=0;for(let c of o.def.options){let u=c.
_zod.propValues;if(!u||Object.keys(u).length===0)throw new Error(`Invalid discriminated union option at index "${o.def.options.
indexOf(c)}"`);u[o.def.discriminator]?.has(void 0)&&s++;for(let[a,l]of Object.entries(u)){Object.prototype.hasOwnProperty.
call(i,a)||S(i,a,new Set);for(let f of l)i[a].add(f)}}return!o.def.unionFallback&&s>1&&i[o.def.discriminator]?.delete(void 0),
i}),t.options.forEach((o,i)=>{let s=Ee(o._zod.def);if(s&&!Object.prototype.hasOwnProperty.call(s,t.discriminator))throw new Error(
`Invalid discriminated union option at index "${i}"`)});let n=Me(()=>ao(t));e._zod.parse=(o,i)=>{let s=o.value;if(!q(s))
return o.issues.push({code:"invalid_type",expected:"object",input:s,inst:e}),o;let c=s?.[t.discriminator],u=n.value.get(
c);return u&&(c!==void 0||i.direction!=="backward")?u._zod.run(o,i):t.unionFallback||i.direction==="backward"?r(o,i):(o.
issues.push({code:"invalid_union",errors:[],note:"No matching discriminator",discriminator:t.discriminator,options:Array.
from(n.value.keys()).filter(a=>n.value.get(a)!==null),input:s,path:[t.discriminator],inst:e}),o)}});var br=m("$ZodRecord",(e,t)=>{v.init(e,t);let r=U.memoizer;r?.attach(e),e._zod.parse=(n,o)=>{let i=n.value;if(!fe(i))return n.
issues.push({expected:"record",code:"invalid_type",input:i,inst:e}),n;let s=[],c=t.keyType._zod.values;if(c&&!t.partial){
n.value=r?r.alloc(e,n,{},o):{};let u=new Set;for(let l of c)if(typeof l=="string"||typeof l=="number"||typeof l=="symbol"){
if(u.add(typeof l=="number"?l.toString():l),l==="__proto__")continue;let f=t.keyType._zod.run({value:l,issues:[]},o);if(f instanceof
Promise)throw new Error("Async schemas not supported in object keys currently");if(f.issues.length){n.issues.push({code:"\
invalid_key",origin:"record",issues:f.issues.map(p=>T(p,o,I())),input:l,path:[l],inst:e});continue}let h=f.value;if(h===
"__proto__")continue;let d=t.valueType._zod.run({value:i[l],issues:[]},o);d instanceof Promise?s.push(d.then(p=>{p.issues.
length&&n.issues.push(...D(l,p.issues)),n.value[h]=p.value})):(d.issues.length&&n.issues.push(...D(l,d.issues)),n.value[h]=
d.value)}let a;for(let l in i)if(!u.has(l))if(t.mode==="loose"){if(l==="__proto__")continue;n.value[l]=i[l]}else a=a??[],
a.push(l);a&&a.length>0&&n.issues.push({code:"unrecognized_keys",input:i,inst:e,keys:a,continue:!0})}else{n.value=r?r.alloc(
e,n,{},o):{};let u;for(let a of Reflect.ownKeys(i)){if(a==="__proto__"||!Object.prototype.propertyIsEnumerable.call(i,a))
continue;let l=t.keyType._zod.run({value:a,issues:[]},o);if(l instanceof Promise)throw new Error("Async schemas not supp\
orted in object keys currently");if(typeof a=="string"&&re.test(a)&&l.issues.length){let p=t.keyType._zod.run({value:Number(
a),issues:[]},o);if(p instanceof Promise)throw new Error("Async schemas not supported in object keys currently");p.issues.
length===0&&(l=p)}if(l.issues.length){t.mode==="loose"?n.value[a]=i[a]:c?(u=u??[],u.push(a)):n.issues.push({code:"invali\
d_key",origin:"record",issues:l.issues.map(p=>T(p,o,I())),input:a,path:[a],inst:e});continue}let h=l.value;if(h==="__pro\
to__")continue;let d=t.valueType._zod.run({value:i[a],issues:[]},o);d instanceof Promise?s.push(d.then(p=>{p.issues.length&&
n.issues.push(...D(a,p.issues)),n.value[h]=p.value})):(d.issues.length&&n.issues.push(...D(a,d.issues)),n.value[h]=d.value)}
u&&u.length>0&&n.issues.push({code:"unrecognized_keys",input:i,inst:e,keys:u,continue:!0})}return s.length?Promise.all(s).
then(()=>n):n}});var vr=m("$ZodEnum",(e,t)=>{v.init(e,t);let r=Y(t.entries),n=new Set(r);e._zod.values=n,y(e,"pattern",o=>{let i=Y(o.def.
entries).filter(s=>bt.has(typeof s));return new RegExp(i.length?`^(${i.map(s=>ee(s.toString())).join("|")})$`:"^[^\\s\\S]$")}),
e._zod.parse=(o,i)=>{let s=o.value;return n.has(s)||o.issues.push({code:"invalid_value",values:r,input:s,inst:e}),o}}),$r=m(
"$ZodLiteral",(e,t)=>{v.init(e,t);let r=new Set(t.values);e._zod.values=r,y(e,"pattern",n=>{let o=n.def.values;return new RegExp(
o.length?`^(${o.map(i=>typeof i=="string"?ee(i):i?ee(i.toString()):String(i)).join("|")})$`:"^[^\\s\\S]$")}),e._zod.parse=
(n,o)=>{let i=n.value;return r.has(i)||n.issues.push({code:"invalid_value",values:t.values,input:i,inst:e}),n}});var zr=m("$ZodTransform",(e,t)=>{v.init(e,t),e._zod.optin="optional",U.memoizer?.guard(e),e._zod.parse=(r,n)=>{if(n.direction===
"backward")throw new me(e.constructor.name);let o=t.transform(r.value,r);if(n.async)return(o instanceof Promise?o:Promise.
resolve(o)).then(s=>(r.value=s,r));if(o instanceof Promise)throw new A;return r.value=o,r}});function tr(e,t){return e.value=
t.issues.length?void 0:t.value,e}var wr=m("$ZodOptional",(e,t)=>{v.init(e,t),y(e,"optin",r=>r.def.innerType._zod.optin===
"defaulted"?"defaulted":"optional"),e._zod.optout="optional",y(e,"values",r=>{let n=r.def.innerType._zod.values;return n?
new Set([...n,void 0]):void 0}),y(e,"pattern",r=>{let n=r.def.innerType._zod.pattern;return n?new RegExp(`^(${le(n.source)}\
)?$`):void 0}),e._zod.parse=(r,n)=>{if(r.value===void 0){if(t.innerType._zod.optin!=="defaulted")return r;let o=t.innerType.
_zod.run({value:r.value,issues:[]},n);return o instanceof Promise?o.then(i=>tr(r,i)):tr(r,o)}return t.innerType._zod.run(
r,n)}});var Zr=m("$ZodNullable",(e,t)=>{v.init(e,t),y(e,"optin",r=>r.def.innerType._zod.optin),y(e,"optout",r=>r.def.innerType._zod.
optout),y(e,"pattern",r=>{let n=r.def.innerType._zod.pattern;return n?new RegExp(`^(${le(n.source)}|null)$`):void 0}),y(
e,"values",r=>r.def.innerType._zod.values?new Set([...r.def.innerType._zod.values,null]):void 0),e._zod.parse=(r,n)=>r.value===
null?r:t.innerType._zod.run(r,n)}),Pr=m("$ZodDefault",(e,t)=>{v.init(e,t),e._zod.optin="defaulted",y(e,"values",r=>r.def.
innerType._zod.values),e._zod.parse=(r,n)=>{if(n.direction==="backward")return t.innerType._zod.run(r,n);if(r.value===void 0)
return r.value=t.defaultValue,r;let o=t.innerType._zod.run(r,n);return o instanceof Promise?o.then(i=>rr(i,t)):rr(o,t)}});
function rr(e,t){return e.value===void 0&&(e.value=t.defaultValue),e}var kr=m("$ZodPipe",(e,t)=>{v.init(e,t),y(e,"values",r=>r.def.in._zod.values),y(e,"optin",r=>r.def.in._zod.optin),y(e,"o\
ptout",r=>r.def.out._zod.optout),y(e,"propValues",r=>r.def.in._zod.propValues),e._zod.parse=(r,n)=>{if(n.direction==="ba\
ckward"){let i=t.out._zod.run(r,n);return i instanceof Promise?i.then(s=>_e(s,t.in,n)):_e(i,t.in,n)}let o=t.in._zod.run(
r,n);return o instanceof Promise?o.then(i=>_e(i,t.out,n)):_e(o,t.out,n)}});function _e(e,t,r){return e.issues.some(n=>n.
code!=="unrecognized_keys")?(e.aborted=!0,e):t._zod.run({value:e.value,issues:e.issues},r)}var Sr=m("$ZodReadonly",(e,t)=>{v.init(e,t),y(e,"propValues",r=>r.def.innerType._zod.propValues),y(e,"values",r=>r.def.innerType.
_zod.values),y(e,"optin",r=>r.def.innerType?._zod?.optin),y(e,"optout",r=>r.def.innerType?._zod?.optout),e._zod.parse=(r,n)=>{
if(n.direction==="backward")return t.innerType._zod.run(r,n);let o=t.innerType._zod.run(r,n);return o instanceof Promise?
o.then(nr):nr(o)}});function nr(e){return e.memo||(e.value=Object.freeze(e.value)),e}var Or=m("$ZodLazy",(e,t)=>{v.init(e,t),gt(e._zod,"innerType",()=>{let r=t;return r._cachedInner||(r._cachedInner=t.getter()),
r._cachedInner}),y(e,"pattern",r=>r.innerType?._zod?.pattern),y(e,"propValues",r=>r.innerType?._zod?.propValues),y(e,"op\
tin",r=>r.innerType?._zod?.optin??void 0),y(e,"optout",r=>r.innerType?._zod?.optout??void 0),e._zod.parse=(r,n)=>e._zod.
innerType._zod.run(r,n)}),Ir=m("$ZodCustom",(e,t)=>{O.init(e,t),v.init(e,t),e._zod.parse=(r,n)=>r,e._zod.check=r=>{let n=r.
value,o=t.fn(n);if(o instanceof Promise)return o.then(i=>or(i,r,n,e));or(o,r,n,e)}});function or(e,t,r,n){if(!e){let o={
code:"custom",input:r,inst:n,path:[...n._zod.def.path??[]],continue:!n._zod.def.abort};n._zod.def.params&&(o.params=n._zod.
def.params),t.issues.push(te(o))}}function Ar(e){return e.checks&&(e.checks=[...e.checks]),e}function Mr(e,t){return new e(Ar({type:"string",...x(t)}))}function Er(e,t){return new e({type:"string",format:"datetime",check:"string_format",offset:!1,local:!1,precision:null,...x(
t)})}function Tr(e,t){return new e({type:"string",format:"date",check:"string_format",...x(t)})}function Cr(e,t){return new e(
{type:"string",format:"time",check:"string_format",precision:null,...x(t)})}function Rr(e,t){return new e({type:"string",
format:"duration",check:"string_format",...x(t)})}function Nr(e,t){return new e(Ar({type:"number",checks:[],...x(t)}))}function Dr(e,t){return new e({type:"number",check:"number_format",abort:!1,format:"safeint",...x(t)})}function jr(e,t){return new e({type:"boolean",...x(t)})}function Lr(e,t){return new e({type:"null",...x(t)})}function Fr(e){return new e({type:"unknown"})}function Ur(e,t){return new e({type:"never",...x(t)})}function Br(e,t){return new Ft({check:"less_than",...x(t),value:e,inclusive:!0})}function Kr(e,t){return new We({check:"greater_than",...x(t),value:e,inclusive:!1})}function ot(e,t){return new We({check:"\
greater_than",...x(t),value:e,inclusive:!0})}function lo(e){return Kr(0,e)}function fo(e){return ot(0,e)}function ye(e,t){return new Bt({check:"max_length",...x(t),maximum:e})}function oe(e,t){return new Kt({check:"min_length",
...x(t),minimum:e})}function be(e,t){return new Vt({check:"string_format",format:"regex",...x(t),pattern:e})}function Vr(e,t,r){let n=x(r);return n.abort??(n.abort=!0),new e({type:"custom",check:"custom",fn:t,...n})}function Jr(e,t,r){
return new e({type:"custom",check:"custom",fn:t,...x(r)})}function Wr(e,t){let r=po(n=>(n.addIssue=o=>{if(typeof o=="str\
ing")n.issues.push(te(o,n.value,r._zod.def));else{let i=o;i.fatal&&(i.continue=!1),i.code??(i.code="custom"),"input"in i||
(i.input=n.value),i.inst??(i.inst=r),i.continue??(i.continue=!r._zod.def.abort),n.issues.push(te(i))}},e(n.value,n)),t);
return r}function po(e,t){let r=new O({check:"custom",...x(t)});return r._zod.check=e,r}function Gr(e){let t=new O({check:"\
describe"});return t._zod.onattach=[r=>{let n=j.get(r)??{};j.add(r,{...n,description:e})}],t._zod.check=()=>{},t}function Hr(e){
let t=new O({check:"meta"});return t._zod.onattach=[r=>{let n=j.get(r)??{};j.add(r,{...n,...e})}],t._zod.check=()=>{},t}var mo=()=>{let e={string:{unit:"characters",verb:"to have"},file:{unit:"bytes",verb:"to have"},array:{unit:"items",verb:"\
to have"},set:{unit:"items",verb:"to have"},map:{unit:"entries",verb:"to have"}};function t(i){return e[i]??null}let r={
regex:"input",email:"email address",url:"URL",emoji:"emoji",uuid:"UUID",uuidv4:"UUIDv4",uuidv6:"UUIDv6",nanoid:"nanoid",
guid:"GUID",cuid:"cuid",cuid2:"cuid2",ulid:"ULID",xid:"XID",ksuid:"KSUID",datetime:"ISO datetime",date:"ISO date",time:"\
ISO time",duration:"ISO duration",ipv4:"IPv4 address",ipv6:"IPv6 address",mac:"MAC address",cidrv4:"IPv4 range",cidrv6:"\
IPv6 range",base64:"base64-encoded string",base64url:"base64url-encoded string",json_string:"JSON string",e164:"E.164 nu\
mber",currency_code:"currency code",credit_card:"credit card number",iban:"IBAN",jwt:"JWT",template_literal:"input"},n={
nan:"NaN"};function o(i,s){return i==="number"&&typeof s=="number"&&!Number.isFinite(s)?String(s):n[i]??i}return i=>{switch(i.
code){case"invalid_type":{let s=o(i.expected),c=Zt(i.input),u=o(c,i.input);return`Invalid input: expected ${s}, received\
 ${u}`}case"invalid_value":return i.values.length===1?`Invalid input: expected ${Ne(i.values[0])}`:`Invalid option: expe\
cted one of ${Ae(i.values,"|")}`;case"too_big":{let s=i.exact?"exactly ":i.inclusive?"<=":"<",c=t(i.origin);return c?`To\
o big: expected ${i.origin??"value"} to have ${s}${i.maximum.toString()} ${c.unit??"elements"}`:`Too big: expected ${i.origin??
"value"} to be ${s}${i.maximum.toString()}`}case"too_small":{let s=i.exact?"exactly ":i.inclusive?">=":">",c=t(i.origin);
return c?`Too small: expected ${i.origin} to have ${s}${i.minimum.toString()} ${c.unit}`:`Too small: expected ${i.origin}\
 to be ${s}${i.minimum.toString()}`}case"invalid_format":{let s=i;return s.format==="starts_with"?`Invalid string: must \
start with "${s.prefix}"`:s.format==="ends_with"?`Invalid string: must end with "${s.suffix}"`:s.format==="includes"?`In\
valid string: must include "${s.includes}"`:s.format==="regex"?`Invalid string: must match pattern ${s.pattern}`:`Invali\
d ${r[s.format]??i.format}`}case"not_multiple_of":return`Invalid number: must be a multiple of ${i.divisor}`;case"unreco\
gnized_keys":return`Unrecognized key${i.keys.length>1?"s":""}: ${Ae(i.keys,", ")}`;case"invalid_key":return`Invalid key \
in ${i.origin}`;case"invalid_union":return i.options&&Array.isArray(i.options)&&i.options.length>0?`Invalid discriminato\
r value. Expected ${i.options.map(c=>`'${c}'`).join(" | ")}`:i.inclusive===!1?"Invalid input: more than one option match\
ed":"Invalid input";case"invalid_element":return`Invalid value in ${i.origin}`;default:return"Invalid input"}}};function Xr(){
return{localeError:mo()}}function ie(e,...t){for(let r of t)for(let n of Reflect.ownKeys(r))Object.prototype.propertyIsEnumerable.call(r,n)&&S(e,
n,r[n]);return e}function ve(e){let t=e?.target??"draft-2020-12";return t==="draft-4"&&(t="draft-04"),t==="draft-7"&&(t=
"draft-07"),{processors:e.processors??{},metadataRegistry:e?.metadata??j,target:t,unrepresentable:e?.unrepresentable??"t\
hrow",override:e?.override??(()=>{}),io:e?.io??"output",counter:0,seen:new Map,sharedDefsExtractedFor:void 0,sharedEmitDoneFor:void 0,
cycles:e?.cycles??"ref",reused:e?.reused??"inline",intersections:[],deferred:[],external:e?.external??void 0}}function Z(e,t,r,n,o){
let i=typeof t.unrepresentable=="function"?t.unrepresentable({zodSchema:e,path:n.path,message:o}):t.unrepresentable;if(i===
"any")return!1;if(i===void 0||i==="throw")throw new Error(o);return Object.assign(r,i),!0}function b(e,t,r={path:[],schemaPath:[]}){
var n;let o=e._zod.def,i=t.seen.get(e);if(i)return i.count++,r.schemaPath.includes(e)&&(i.cycle=r.path),i.schema;let s={
schema:{},count:1,cycle:void 0,path:r.path};t.seen.set(e,s),t.sharedDefsExtractedFor=void 0,t.sharedEmitDoneFor=void 0;let c=e.
_zod.toJSONSchema?.();if(c)s.schema=c;else{let l={...r,schemaPath:[...r.schemaPath,e],path:r.path};if(e._zod.processJSONSchema)
e._zod.processJSONSchema(t,s.schema,l);else{let h=s.schema,d=t.processors[o.type];if(!d)throw new Error(`[toJSONSchema]:\
 Non-representable type encountered: ${o.type}`);d(e,t,h,l)}let f=e._zod.parent;f&&(s.ref||(s.ref=f),b(f,t,l),t.seen.get(
f).isParent=!0)}let u=t.metadataRegistry.get(e);return u&&ie(s.schema,u),t.io==="input"&&P(e)&&(delete s.schema.examples,
delete s.schema.default),t.io==="input"&&"_prefault"in s.schema&&((n=s.schema).default??(n.default=s.schema._prefault)),
delete s.schema._prefault,t.seen.get(e).schema}function qr(e){return e.replace(/~/g,"~0").replace(/\//g,"~1")}function $e(e,t){let r=e.seen.get(t);if(!r)throw new Error(
"Unprocessed schema. This is a bug in Zod.");if(e.external&&e.sharedDefsExtractedFor===e.external)return;let n=new Map;for(let s of e.
seen.entries()){let c=e.metadataRegistry.get(s[0])?.id;if(c){let u=n.get(c);if(u&&u!==s[0])throw new Error(`Duplicate sc\
hema id "${c}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted tog\
ether.`);n.set(c,s[0])}}let o=s=>{let c=e.target==="draft-2020-12"?"$defs":"definitions";if(e.external){let f=e.external.
registry.get(s[0])?.id,h=e.external.uri??(p=>p);if(f)return{ref:h(f)};let d=s[1].defId??s[1].schema.id??`schema${e.counter++}`;
return s[1].defId=d,{defId:d,ref:`${h("__shared")}#/${c}/${qr(d)}`}}let u="#",a=`${u}/${c}/`;if(s[1]===r&&!s[1].schema.id)
return{ref:u};let l=s[1].schema.id??`__schema${e.counter++}`;return{defId:l,ref:a+qr(l)}},i=s=>{if(s[1].schema.$ref)return;
let c=s[1],{ref:u,defId:a}=o(s);c.def={...c.schema},a&&(c.defId=a);let l=c.schema;for(let f in l)delete l[f];l.$ref=u};if(e.
cycles==="throw")for(let s of e.seen.entries()){let c=s[1];if(c.cycle)throw new Error(`Cycle detected: #/${c.cycle?.join(
"/")}/<root>

Set the \`cycles\` parameter to \`"ref"\` to resolve cyclical schemas with defs.`)}for(let s of e.seen.entries()){let c=s[1];
if(t===s[0]){i(s);continue}if(e.external){let a=e.external.registry.get(s[0])?.id;if(t!==s[0]&&a){i(s);continue}}if(e.metadataRegistry.
get(s[0])?.id){i(s);continue}if(c.cycle){i(s);continue}c.count>1&&e.reused==="ref"&&i(s)}e.external&&(e.sharedDefsExtractedFor=
e.external)}function tn(e){let t=e.anyOf;if(!Array.isArray(t)||t.length===0||e.type!==void 0)return;let r=[];for(let n of t){
if(!n||typeof n!="object")return;tn(n);let o=Object.keys(n);if(o.length!==1||o[0]!=="type")return;let i=n.type;for(let s of Array.
isArray(i)?i:[i]){if(typeof s!="string")return;r.includes(s)||r.push(s)}}delete e.anyOf,e.type=r.length===1?r[0]:r}var rn=new Set(
["type","properties","required","additionalProperties"]),Yr=["oneOf","anyOf"];function Qr(e){let t=e.additionalProperties;
return t===void 0||t===!1||typeof t!="object"||t===null?null:Object.keys(t).length?t:null}function it(e){let t=[];for(let i of e){
if(typeof i!="object"||i.type!=="object")return null;for(let s in i)if(!rn.has(s))return null;t.push(i)}let r={},n=new Set;
for(let i of t){for(let s in i.properties){if(Object.prototype.hasOwnProperty.call(r,s))continue;let c=[];for(let a of t){
let l=a.properties?.[s]??Qr(a);l!=null&&(c.some(f=>JSON.stringify(f)===JSON.stringify(l))||c.push(l))}let u=c.length===1?
c[0]:it(c)??{allOf:c};S(r,s,u)}for(let s of i.required??[])n.add(s)}let o={type:"object",properties:r};if(n.size&&(o.required=
[...n]),t.every(i=>i.additionalProperties===!1))o.additionalProperties=!1;else{let i=[];for(let s of t){let c=Qr(s);c&&!i.
some(u=>JSON.stringify(u)===JSON.stringify(c))&&i.push(c)}i.length===1?o.additionalProperties=i[0]:i.length>1&&(o.additionalProperties=
{allOf:i})}return o}function go(e){let t=e.allOf;if(!Array.isArray(t)||t.length<2)return;for(let o of rn)if(o in e)return;
let r=t.filter(o=>Yr.some(i=>Array.isArray(o[i]))),n=null;if(!r.length)n=it(t);else{let o=r[0],i=Yr.find(u=>Array.isArray(
o[u]));if(Object.keys(o).length!==1)return;let s=t.filter(u=>u!==o),c=o[i].map(u=>it([...s,u]));if(c.some(u=>!u))return;
n={[i]:c}}n&&(delete e.allOf,ie(e,n))}function ze(e,t){let r=e.seen.get(t);if(!r)throw new Error("Unprocessed schema. Th\
is is a bug in Zod.");let n=c=>{let u=e.seen.get(c);if(u.ref===null)return;let a=u.def??u.schema,l={...a},f=u.ref;if(u.ref=
null,f){n(f);let d=e.seen.get(f),p=d.schema;if(p.$ref&&(e.target==="draft-07"||e.target==="draft-04"||e.target==="openap\
i-3.0")?(a.allOf=a.allOf??[],a.allOf.push(p)):ie(a,p),ie(a,l),c._zod.parent===f)for(let _ in a)_==="$ref"||_==="allOf"||
_ in l||delete a[_];if(p.$ref&&d.def)for(let _ in a)_==="$ref"||_==="allOf"||_ in d.def&&JSON.stringify(a[_])===JSON.stringify(
d.def[_])&&delete a[_]}let h=c._zod.parent;if(h&&h!==f){n(h);let d=e.seen.get(h);if(d?.schema.$ref&&(a.$ref=d.schema.$ref,
d.def))for(let p in a)p==="$ref"||p==="allOf"||p in d.def&&JSON.stringify(a[p])===JSON.stringify(d.def[p])&&delete a[p]}
e.override({zodSchema:c,jsonSchema:a,path:u.path??[]})};if(!e.external||e.sharedEmitDoneFor!==e.external){for(let c of[...e.
seen.entries()].reverse())n(c[0]);if(e.target!=="openapi-3.0")for(let c of e.seen.entries())tn(c[1].def??c[1].schema);for(let c of e.
deferred)c();if(e.intersections.length){let c=new Map;for(let u of e.seen.values())for(let a of[u.schema,u.def]){let l=a?.
allOf;if(!Array.isArray(l))continue;let f=c.get(l);f?f.push(a):c.set(l,[a])}for(let u of e.intersections)for(let a of c.
get(u)??[])go(a)}}let o={};if(e.target==="draft-2020-12"?o.$schema="https://json-schema.org/draft/2020-12/schema":e.target===
"draft-07"?o.$schema="http://json-schema.org/draft-07/schema#":e.target==="draft-04"?o.$schema="http://json-schema.org/d\
raft-04/schema#":e.target,e.external?.uri){let c=e.external.registry.get(t)?.id;if(!c)throw new Error("Schema is missing\
 an `id` property");o.$id=e.external.uri(c)}ie(o,r.defId?r.schema:r.def??r.schema);let i=e.metadataRegistry.get(t)?.id;i!==
void 0&&o.id===i&&delete o.id;let s=e.external?.defs??{};if(!e.external||e.sharedEmitDoneFor!==e.external)for(let c of e.
seen.entries()){let u=c[1];u.def&&u.defId&&(u.def.id===u.defId&&delete u.def.id,S(s,u.defId,u.def))}e.external&&(e.sharedEmitDoneFor=
e.external),e.external||Object.keys(s).length>0&&(e.target==="draft-2020-12"?o.$defs=s:o.definitions=s);try{let c=JSON.parse(
JSON.stringify(o));return Object.defineProperty(c,"~standard",{value:{...t["~standard"],jsonSchema:{input:en(t,"input",e.
processors),output:en(t,"output",e.processors)}},enumerable:!1,writable:!1}),c}catch{throw new Error("Error converting s\
chema to JSON.")}}function P(e,t){let r=t??{seen:new Set};if(r.seen.has(e))return!1;r.seen.add(e);let n=e._zod.def;if(n.
type==="transform")return!0;if(n.type==="array")return P(n.element,r);if(n.type==="set")return P(n.valueType,r);if(n.type===
"lazy")return P(n.getter(),r);if(n.type==="promise"||n.type==="optional"||n.type==="nonoptional"||n.type==="nullable"||n.
type==="readonly"||n.type==="default"||n.type==="prefault"||n.type==="catch")return P(n.innerType,r);if(n.type==="inters\
ection")return P(n.left,r)||P(n.right,r);if(n.type==="record"||n.type==="map")return P(n.keyType,r)||P(n.valueType,r);if(n.
type==="pipe")return e._zod.traits.has("$ZodCodec")?!0:P(n.in,r)||P(n.out,r);if(n.type==="object"){for(let o in n.shape)
if(P(n.shape[o],r))return!0;return!1}if(n.type==="union"){for(let o of n.options)if(P(o,r))return!0;return!1}if(n.type===
"tuple"){for(let o of n.items)if(P(o,r))return!0;return!!(n.rest&&P(n.rest,r))}return!1}var en=(e,t,r={})=>n=>{let{libraryOptions:o,target:i}=n??{},s=ve({...o??{},target:i,io:t,processors:r});return b(e,s),$e(
s,e),ze(s,e)};var V=(e,t,r)=>{(e[t]===void 0||r>e[t])&&(e[t]=r)},J=(e,t,r)=>{(e[t]===void 0||r<e[t])&&(e[t]=r)},nn=(e,t)=>{V(e,"minimu\
m",t),J(e,"maximum",t)},an=(e,t)=>{e.multipleOf??(e.multipleOf=[]),e.multipleOf.includes(t)||e.multipleOf.push(t)},ln=(e,t)=>{
e.patterns??(e.patterns=new Set),e.patterns.add(t)},fn=(e,t)=>{e.mime=e.mime?e.mime.filter(r=>t.includes(r)):[...t]},pn=(e,t)=>{
e.format=t,t.includes("int")&&(e.isInt=!0)},on=(e,t)=>V(e,"minimum",t.minimum),sn=(e,t)=>J(e,"maximum",t.maximum),cn=e=>(t,r)=>{
pn(t,r.format);let[n,o]=e[r.format];V(t,"minimum",n),J(t,"maximum",o)},_o={greater_than:(e,t)=>V(e,t.inclusive?"minimum":
"exclusiveMinimum",t.value),less_than:(e,t)=>J(e,t.inclusive?"maximum":"exclusiveMaximum",t.value),multiple_of:(e,t)=>an(
e,t.value),number_format:cn(pe),bigint_format:cn(De),min_length:on,max_length:sn,length_equals:(e,t)=>nn(e,t.length),min_size:on,
max_size:sn,size_equals:(e,t)=>nn(e,t.size),string_format:(e,t)=>{pn(e,t.format),t.pattern&&ln(e,t.pattern),(t.format===
"base64"||t.format==="base64url")&&(e.contentEncoding=t.format),(t.local||t.precision===-1)&&(e.laxFormat=!0)},mime_type:(e,t)=>fn(
e,t.mime)};function W(e){let t={},r=e._zod.def,n=e._zod.traits.has("$ZodCheck")?[e,...r.checks??[]]:r.checks??[];for(let i of n)
_o[i._zod.def.check]?.(t,i._zod.def);let o=e._zod.bag;o.minimum!==void 0&&V(t,"minimum",o.minimum),o.exclusiveMinimum!==
void 0&&V(t,"exclusiveMinimum",o.exclusiveMinimum),o.maximum!==void 0&&J(t,"maximum",o.maximum),o.exclusiveMaximum!==void 0&&
J(t,"exclusiveMaximum",o.exclusiveMaximum),o.multipleOf!==void 0&&an(t,o.multipleOf),o.format!==void 0&&(t.format??(t.format=
o.format),o.format.includes("int")&&(t.isInt=!0)),o.mime&&fn(t,o.mime);for(let i of o.patterns??[])ln(t,i);return t}var xo={
guid:"uuid",url:"uri",datetime:"date-time",json_string:"json-string",regex:""},yo=new Map([[lr,At],[fr,Mt]]),dn=e=>yo.get(
e)??e,bo=(e,t,r,n)=>{let o=r;o.type="string";let{minimum:i,maximum:s,format:c,patterns:u,contentEncoding:a,laxFormat:l}=W(
e);if(typeof i=="number"&&(o.minLength=i),typeof s=="number"&&(o.maxLength=s),c&&(o.format=xo[c]??c,o.format===""&&delete o.
format,(c==="time"||l)&&delete o.format),a&&(o.contentEncoding=a),u&&u.size>0){let f=[...u].map(dn);f.length===1?o.pattern=
f[0].source:f.length>1&&(o.allOf=[...f.map(h=>({...t.target==="draft-07"||t.target==="draft-04"||t.target==="openapi-3.0"?
{type:"string"}:{},pattern:h.source}))])}},vo=(e,t,r,n)=>{let o=r,{minimum:i,maximum:s,multipleOf:c,exclusiveMaximum:u,exclusiveMinimum:a,
isInt:l}=W(e);o.type=l?"integer":"number";let f=typeof a=="number"&&a>=(i??Number.NEGATIVE_INFINITY),h=typeof u=="number"&&
u<=(s??Number.POSITIVE_INFINITY),d=t.target==="draft-04"||t.target==="openapi-3.0";if(f?d?(o.minimum=a,o.exclusiveMinimum=
!0):o.exclusiveMinimum=a:typeof i=="number"&&(o.minimum=i),h?d?(o.maximum=u,o.exclusiveMaximum=!0):o.exclusiveMaximum=u:
typeof s=="number"&&(o.maximum=s),c){let p=new Set;for(let z of c)Number.isFinite(z)&&z!==0?p.add(Math.abs(z)):Z(e,t,o,n,
`A multipleOf divisor of ${z} cannot be represented in JSON Schema`);let[g,..._]=p;g!==void 0&&(o.multipleOf=g),_.length&&
(o.allOf=[...o.allOf??[],..._.map(z=>({multipleOf:z}))])}},$o=(e,t,r,n)=>{r.type="boolean"},zo=(e,t,r,n)=>{Z(e,t,r,n,"Bi\
gInt cannot be represented in JSON Schema")},wo=(e,t,r,n)=>{Z(e,t,r,n,"Symbols cannot be represented in JSON Schema")},Zo=(e,t,r,n)=>{
t.target==="openapi-3.0"?(r.type="string",r.nullable=!0,r.enum=[null]):r.type="null"},Po=(e,t,r,n)=>{Z(e,t,r,n,"Undefine\
d cannot be represented in JSON Schema")},ko=(e,t,r,n)=>{Z(e,t,r,n,"Void cannot be represented in JSON Schema")},So=(e,t,r,n)=>{
r.not={}},Oo=(e,t,r,n)=>{},Io=(e,t,r,n)=>{},Ao=(e,t,r,n)=>{Z(e,t,r,n,"Date cannot be represented in JSON Schema")},Mo=(e,t,r,n)=>{
let o=e._zod.def,i=Y(o.entries);if(i.length===0){r.not={};return}i.every(s=>typeof s=="number")&&(r.type="number"),i.every(
s=>typeof s=="string")&&(r.type="string"),r.enum=i},Eo=(e,t,r,n)=>{let o=e._zod.def;if(o.values.length===0){r.not={};return}
let i=[];for(let s of o.values)if(s===void 0){if(Z(e,t,r,n,"Literal `undefined` cannot be represented in JSON Schema"))return}else if(typeof s==
"bigint"){if(Z(e,t,r,n,"BigInt literals cannot be represented in JSON Schema"))return;i.push(Number(s))}else i.push(s);if(i.
length!==0)if(i.length===1){let s=i[0];r.type=s===null?"null":typeof s,t.target==="draft-04"||t.target==="openapi-3.0"?r.
enum=[s]:r.const=s}else i.every(s=>typeof s=="number")&&(r.type="number"),i.every(s=>typeof s=="string")&&(r.type="strin\
g"),i.every(s=>typeof s=="boolean")&&(r.type="boolean"),i.every(s=>s===null)&&(r.type="null"),r.enum=i},To=(e,t,r,n)=>{Z(
e,t,r,n,"NaN cannot be represented in JSON Schema")},Co=(e,t,r,n)=>{let o=r,i=e._zod.pattern;if(!i)throw new Error("Patt\
ern not found in template literal");o.type="string",o.pattern=i.source},Ro=(e,t,r,n)=>{let o=r;o.type="string",o.format=
"binary",o.contentEncoding="binary";let{minimum:i,maximum:s,mime:c}=W(e);i!==void 0&&(o.minLength=i),s!==void 0&&(o.maxLength=
s),c&&(c.length===0?o.not={}:c.length===1?o.contentMediaType=c[0]:o.anyOf=c.map(u=>({contentMediaType:u})))},No=(e,t,r,n)=>{
r.type="boolean"},Do=(e,t,r,n)=>{Z(e,t,r,n,"Custom types cannot be represented in JSON Schema")},jo=(e,t,r,n)=>{Z(e,t,r,
n,"Function types cannot be represented in JSON Schema")},Lo=(e,t,r,n)=>{Z(e,t,r,n,"Transforms cannot be represented in \
JSON Schema")},Fo=(e,t,r,n)=>{Z(e,t,r,n,"Map cannot be represented in JSON Schema")},Uo=(e,t,r,n)=>{Z(e,t,r,n,"Set canno\
t be represented in JSON Schema")},Bo=(e,t,r,n)=>{let o=r,i=e._zod.def,{minimum:s,maximum:c}=W(e);typeof s=="number"&&(o.
minItems=s),typeof c=="number"&&(o.maxItems=c),o.type="array",o.items=b(i.element,t,{...n,path:[...n.path,"items"]})};function se(e){
let t=e._zod.def;return t.type==="pipe"&&t.in._zod.traits.has("$ZodTransform")?se(t.out):t.type==="catch"?se(t.innerType):
e._zod.optin}var Ko=(e,t,r,n)=>{let o=r,i=e._zod.def,s=i.shape;if(Object.getOwnPropertySymbols(s).length&&Z(e,t,o,n,"Sym\
bol keys cannot be represented in JSON Schema"))return;o.type="object",o.properties={};for(let a in s)S(o.properties,a,b(
s[a],t,{...n,path:[...n.path,"properties",a]}));let u=[];for(let a of Object.keys(s)){let l=i.shape[a];(t.io==="input"?se(
l)===void 0:l._zod.optout===void 0)&&u.push(a)}u.length>0&&(o.required=u),i.catchall?._zod.def.type==="never"?o.additionalProperties=
!1:i.catchall?i.catchall&&(o.additionalProperties=b(i.catchall,t,{...n,path:[...n.path,"additionalProperties"]})):t.io===
"output"&&(o.additionalProperties=!1)},Vo=(e,t,r,n)=>{let o=e._zod.def,i=o.inclusive===!1,s=o.options.map((c,u)=>b(c,t,{
...n,path:[...n.path,i?"oneOf":"anyOf",u]}));i?r.oneOf=s:r.anyOf=s},Jo=(e,t,r,n)=>{let o=e._zod.def,i=b(o.left,t,{...n,path:[
...n.path,"allOf",0]}),s=b(o.right,t,{...n,path:[...n.path,"allOf",1]}),c=a=>"allOf"in a&&Object.keys(a).length===1,u=[...c(
i)?i.allOf:[i],...c(s)?s.allOf:[s]];r.allOf=u,t.intersections.push(u)},Wo=(e,t,r,n)=>{let o=r,i=e._zod.def;o.type="array";
let s=t.target==="draft-2020-12"?"prefixItems":"items",c=t.target==="draft-2020-12"||t.target==="openapi-3.0"?"items":"a\
dditionalItems",u=i.items.map((g,_)=>b(g,t,{...n,path:[...n.path,s,_]})),a=i.rest?b(i.rest,t,{...n,path:[...n.path,c,...t.
target==="openapi-3.0"?[i.items.length]:[]]}):null,l=i.items.length;for(;l>0;){let g=i.items[l-1];if(!(t.io==="input"?se(
g)!==void 0:g._zod.optout==="optional"))break;l--}let f=i.items.length,h=!i.rest;t.target==="draft-2020-12"?(o.prefixItems=
u,h?o.items=!1:a&&(o.items=a),l>0&&(o.minItems=l),h&&(o.maxItems=f)):t.target==="openapi-3.0"?(o.items={anyOf:u},a&&o.items.
anyOf.push(a),l>0&&(o.minItems=l),h&&(o.maxItems=f)):(o.items=u,h?o.additionalItems=!1:a&&(o.additionalItems=a),l>0&&(o.
minItems=l),h&&(o.maxItems=f));let{minimum:d,maximum:p}=W(e);typeof d=="number"&&(o.minItems=d),typeof p=="number"&&(o.maxItems=
p)};function st(e,t,r){if(t.$ref){if(r.has(t))return t;r.add(t);let p=e.get(t)?.def;if(!p)return t;let g=st(e,p,r);return g===
p?t:g}for(let p of["anyOf","oneOf"]){let g=t[p];if(!Array.isArray(g))continue;let _=g.map(z=>st(e,z,r));_.some((z,R)=>z!==
g[R])&&(t={...t,[p]:_})}let n=Array.isArray(t.type)?t.type:[t.type],o=!n.includes("string")&&n.some(p=>p==="number"||p===
"integer"),i=t.enum??(t.const!==void 0?[t.const]:void 0);if(!o&&!i?.some(p=>typeof p=="number"))return t;let{minimum:s,maximum:c,
exclusiveMinimum:u,exclusiveMaximum:a,multipleOf:l,format:f,id:h,...d}=t;return d.enum?d.enum=d.enum.map(p=>typeof p=="n\
umber"?String(p):p):typeof d.const=="number"&&(d.const=String(d.const)),o&&(d.type="string",i||(d.pattern=(n.includes("n\
umber")?re:Je).source)),d}var ct=new WeakMap;function Go(e){let t=new Map;for(let n of e.seen.values())n.def&&!t.has(n.schema)&&
t.set(n.schema,n);let r=new Map;for(let n of ct.get(e)??[]){let o=e.seen.get(n),i=(o?.def??o?.schema)?.propertyNames;if(!i||
i===!0||r.has(i))continue;let s=st(t,i,new Set);s!==i&&r.set(i,s)}if(r.size)for(let n of e.seen.values())for(let o of[n.
schema,n.def]){let i=o&&r.get(o.propertyNames);i&&(o.propertyNames=i)}}var Ho=(e,t,r,n)=>{let o=r,i=e._zod.def;o.type="o\
bject";let s=i.keyType,c=W(s).patterns;if(i.mode==="loose"&&c&&c.size>0){let l=b(i.valueType,t,{...n,path:[...n.path,"pa\
tternProperties","*"]});o.patternProperties={};for(let f of c)S(o.patternProperties,dn(f).source,l)}else{if(t.target==="\
draft-07"||t.target==="draft-2020-12"){o.propertyNames=b(i.keyType,t,{...n,path:[...n.path,"propertyNames"]});let l=ct.get(
t);l||(l=[],ct.set(t,l),t.deferred.push(()=>Go(t))),l.push(e)}o.additionalProperties=b(i.valueType,t,{...n,path:[...n.path,
"additionalProperties"]})}let u=s._zod.values,a=t.io==="input"&&se(i.valueType)!==void 0;if(u&&!i.partial&&!a){let l=[...u].
filter(f=>typeof f=="string"||typeof f=="number");l.length>0&&(o.required=l.map(String))}},Xo=(e,t,r,n)=>{let o=e._zod.def,
i=b(o.innerType,t,n),s=t.seen.get(e);t.target==="openapi-3.0"?(s.ref=o.innerType,r.nullable=!0):r.anyOf=[i,{type:"null"}]},
qo=(e,t,r,n)=>{let o=e._zod.def;b(o.innerType,t,n);let i=t.seen.get(e);i.ref=o.innerType},ut=Symbol();function mn(e,t,r,n,o){
let i=!1,s=JSON.stringify(e,(c,u)=>typeof u!="bigint"?u:(i=!0,null));return i?(Z(t,r,n,o,"BigInt defaults cannot be repr\
esented in JSON Schema"),ut):JSON.parse(s)}var Yo=(e,t,r,n)=>{let o=e._zod.def;b(o.innerType,t,n);let i=t.seen.get(e);i.
ref=o.innerType;let s=mn(o.defaultValue,e,t,r,n);s!==ut&&(r.default=s)},Qo=(e,t,r,n)=>{let o=e._zod.def;b(o.innerType,t,
n);let i=t.seen.get(e);if(i.ref=o.innerType,t.io!=="input")return;let s=mn(o.defaultValue,e,t,r,n);s!==ut&&(r._prefault=
s)},ei=(e,t,r,n)=>{let o=e._zod.def;b(o.innerType,t,n);let i=t.seen.get(e);i.ref=o.innerType;let s;try{s=o.catchValue(void 0)}catch{
Z(e,t,r,n,"Dynamic catch values are not supported in JSON Schema");return}r.default=s},ti=(e,t,r,n)=>{let o=e._zod.def,i=o.
in._zod.traits.has("$ZodTransform"),s=t.io==="input"?i?o.out:o.in:o.out;b(s,t,n);let c=t.seen.get(e);c.ref=s},ri=(e,t,r,n)=>{
let o=e._zod.def;b(o.innerType,t,n);let i=t.seen.get(e);i.ref=o.innerType,r.readOnly=!0},ni=(e,t,r,n)=>{let o=e._zod.def;
b(o.innerType,t,n);let i=t.seen.get(e);i.ref=o.innerType},oi=(e,t,r,n)=>{let o=e._zod.def;b(o.innerType,t,n);let i=t.seen.
get(e);i.ref=o.innerType},ii=(e,t,r,n)=>{let o=e._zod.innerType;b(o,t,n);let i=t.seen.get(e);i.ref=o},un={string:bo,number:vo,
boolean:$o,bigint:zo,symbol:wo,null:Zo,undefined:Po,void:ko,never:So,any:Oo,unknown:Io,date:Ao,enum:Mo,literal:Eo,nan:To,
template_literal:Co,file:Ro,success:No,custom:Do,function:jo,transform:Lo,map:Fo,set:Uo,array:Bo,object:Ko,union:Vo,intersection:Jo,
tuple:Wo,record:Ho,nullable:Xo,nonoptional:qo,default:Yo,prefault:Qo,catch:ei,pipe:ti,readonly:ri,promise:ni,optional:oi,
lazy:ii};function si(e,t){if("_idmap"in e){let n=e,o=ve({...t,processors:un}),i={};for(let u of n._idmap.entries()){let[
a,l]=u;b(l,o)}let s={},c={registry:n,uri:t?.uri,defs:i};o.external=c;for(let u of n._idmap.entries()){let[a,l]=u;$e(o,l),
S(s,a,ze(o,l))}if(Object.keys(i).length>0){let u=o.target==="draft-2020-12"?"$defs":"definitions";s.__shared={[u]:i}}return{
schemas:s}}let r=ve({...t,processors:un});return b(e,r),$e(r,e),ze(r,e)}var $=m("ZodMiniType",(e,t)=>{if(!e._zod)throw new Error("Uninitialized schema in ZodMiniType.");v.init(e,t),e.def=t,e.type=
t.type},{get with(){return this.check},set with(e){L(this,"with",e)},parse(e,t){return qe(this,e,t,{callee:this.parse})},
parseAsync(e,t){return Ye(this,e,t,{callee:this.parseAsync})},safeParse(e,t){return Qe(this,e,t)},safeParseAsync(e,t){return et(
this,e,t)},check(...e){let t=this.def;return this.clone({...t,checks:[...t.checks??[],...e.map(r=>typeof r=="function"?{
_zod:{check:r,def:{check:"custom"},onattach:[]}}:r)]},{parent:!0})},clone(e,t){return F(this,e,t)},brand(){return this},
register(e,t){return e.add(this,t),this},apply(e,...t){return t.length===0?e(this):e(this,...t)}}),_n=m("ZodMiniString",
(e,t)=>{tt.init(e,t),$.init(e,t)});function B(e){return Mr(_n,e)}var ce=m("ZodMiniStringFormat",(e,t)=>{K.init(e,t),_n.init(
e,t)});var xn=m("ZodMiniNumber",(e,t)=>{rt.init(e,t),$.init(e,t)});function yn(e){return Nr(xn,e)}var ui=m("ZodMiniNumberFormat",
(e,t)=>{pr.init(e,t),xn.init(e,t)});function Vu(e){return Dr(ui,e)}var ai=m("ZodMiniBoolean",(e,t)=>{dr.init(e,t),$.init(e,t)});function bn(e){return jr(ai,e)}var li=m("ZodMiniNull",(e,t)=>{mr.init(e,t),$.init(e,t)});function Ju(e){return Lr(li,e)}var fi=m("ZodMiniUnknown",(e,t)=>{hr.init(e,t),$.init(e,t)});function Wu(){return Fr(fi)}var pi=m("ZodMiniNever",(e,t)=>{
gr.init(e,t),$.init(e,t)});function di(e){return Ur(pi,e)}var mi=m("ZodMiniArray",(e,t)=>{_r.init(e,t),$.init(e,t)});function at(e,t){return new mi({type:"array",element:e,...x(t)})}var vn=m("ZodMiniObject",(e,t)=>{xr.init(e,t),$.init(e,t),kt(e,"shape",r=>r._zod.def.shape,!1)});function Gu(e,t){let r={
type:"object",shape:e??{},...x(t)};return new vn(r)}function G(e,t){return new vn({type:"object",shape:e,catchall:di(),...x(
t)})}function Hu(e,t){return zt(e,t)}function Xu(e,t){return $t(e,t)}var hi=m("ZodMiniUnion",(e,t)=>{nt.init(e,t),$.init(e,t)});function $n(e,t){return new hi({type:"union",options:e,...x(t)})}var gi=m("ZodMiniDiscriminatedUnion",(e,t)=>{yr.init(e,t),$.init(e,t)});function qu(e,t,r){return new gi({type:"union",options:t,
discriminator:e,...x(r)})}var hn=m("ZodMiniRecord",(e,t)=>{br.init(e,t),$.init(e,t)});function zn(e,t,r){return!t||!t._zod?new hn({type:"record",keyType:B(),
valueType:e,...x(t)}):new hn({type:"record",keyType:e,valueType:t,...x(r)})}var _i=m("ZodMiniEnum",(e,t)=>{vr.init(e,t),$.init(e,t),e.options=[...e._zod.values]});function wn(e,t){let r=Array.isArray(
e)?Object.fromEntries(e.map(n=>[n,n])):e;return new _i({type:"enum",entries:r,...x(t)})}var xi=m("ZodMiniLiteral",(e,t)=>{$r.init(e,t),$.init(e,t)});function Zn(e,t){return new xi({type:"literal",values:Array.
isArray(e)?e:[e],...x(t)})}var yi=m("ZodMiniTransform",(e,t)=>{zr.init(e,t),$.init(e,t)});function Pn(e){return new yi({type:"transform",transform:e})}
var bi=m("ZodMiniOptional",(e,t)=>{wr.init(e,t),$.init(e,t)});function k(e){return new bi({type:"optional",innerType:e})}var vi=m("ZodMiniNullable",(e,t)=>{Zr.init(e,t),$.init(e,t)});function Yu(e){return new vi({type:"nullable",innerType:e})}var $i=m("ZodMiniDefault",(e,t)=>{Pr.init(e,t),$.init(e,t)});function kn(e,t){return new $i({type:"default",innerType:e,
get defaultValue(){return typeof t=="function"?t():Re(t)}})}var zi=m("ZodMiniPipe",(e,t)=>{kr.init(e,t),$.init(e,t)});function Sn(e,t){return new zi({type:"pipe",in:e,out:t})}var wi=m("ZodMiniReadonly",(e,t)=>{Sr.init(e,t),$.init(e,t)});function Qu(e){return new wi({type:"readonly",innerType:e})}var Zi=m("ZodMiniLazy",(e,t)=>{Or.init(e,t),$.init(e,t)});function ea(e){return new Zi({type:"lazy",getter:e})}var On=m("ZodMiniCustom",(e,t)=>{Ir.init(e,t),$.init(e,t)});function ta(e,t){return Vr(On,e??(()=>!0),t)}function we(e,t={}){return Jr(On,e,t)}function Ze(e,t){return Wr(e,t)}var M=Gr,
Pe=Hr;var Tn={};Nn(Tn,{ZodMiniISODate:()=>An,ZodMiniISODateTime:()=>In,ZodMiniISODuration:()=>En,ZodMiniISOTime:()=>Mn,date:()=>Si,
datetime:()=>ki,duration:()=>Ii,time:()=>Oi});var In=m("ZodMiniISODateTime",(e,t)=>{sr.init(e,t),ce.init(e,t)});function ki(e){return Er(In,e)}var An=m("ZodMiniISODat\
e",(e,t)=>{cr.init(e,t),ce.init(e,t)});function Si(e){return Tr(An,e)}var Mn=m("ZodMiniISOTime",(e,t)=>{ur.init(e,t),ce.
init(e,t)});function Oi(e){return Cr(Mn,e)}var En=m("ZodMiniISODuration",(e,t)=>{ar.init(e,t),ce.init(e,t)});function Ii(e){
return Rr(En,e)}I(Xr());var Cn=e=>(t,r)=>{let n=ae(t);n>e&&r.addIssue({code:"custom",message:`must be at most ${e} UTF-8 bytes, is ${n}`})};function H(e,t){
return B().check(Ze(Cn(e)),Pe({description:`${t} At most ${e} UTF-8 bytes.`,maxLength:e}))}function ue(e){return at(H(w.
shortTextBytes,"One entry.")).check(ye(w.listEntries,{message:`must have at most ${w.listEntries} entries`}),M(e))}var Mi=B().
check(be(ft,{message:"must be a stage id: a letter or _ then up to 99 letters, digits, _ or -"}),M("A stage id: the job \
id, with matrix values appended for matrix jobs (e.g. review-security).")),Ei=wn(["success","partial","blocked","failure"],
{error:"must be one of success, partial, blocked, failure"}).check(M("How the stage went, in the agent\u2019s own judgement.")),
Ti=Sn($n([B(),yn(),bn()],{error:"must be a string, number or boolean; nested objects, arrays and null are refused (data \
is a flat map: put a structure in one value as JSON text, or in detail)"}),Pn(e=>String(e))),Ci=zn(B().check(be(pt,{message:"\
key must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ (a letter or _, then up to 63 letters, digits, _ or -)"})),Ti).check(Ze((e,t)=>{
let r=Object.keys(e);r.length>w.dataKeys&&t.addIssue({code:"custom",message:`must have at most ${w.dataKeys} keys, has ${r.
length}`});let n=0;for(let[o,i]of Object.entries(e))n+=ae(o)+ae(i);n>w.dataBytes&&t.addIssue({code:"custom",message:`key\
s and values must total at most ${w.dataBytes} UTF-8 bytes, total ${n}`})}),Pe({description:`Machine-readable results as\
 a flat map of string to string (numbers and booleans become strings). At most ${w.dataKeys} keys; keys and values at mo\
st ${w.dataBytes} UTF-8 bytes in all.`,maxProperties:w.dataKeys})),Ri=G({stage:Mi,reason:k(H(w.shortTextBytes,"Why that \
stage should act next."))}).check(M("The stage this one hands off to (routing).")),Ni=G({deliverables:k(ue("What the rec\
eiving stage must deliver.")),acceptance:k(ue("How the receiving stage\u2019s work will be judged.")),constraints:k(ue("\
What the receiving stage must not do."))}).check(M("What the receiving stage must deliver.")),Di=G({reason:H(w.shortTextBytes,
"Why the stage failed or is blocked.").check(oe(1,{message:"must not be empty"})),blockers:k(ue("What stands in the way.")),
questions:k(ue("What a person must answer."))}).check(M("Why the stage failed or is blocked; expected when status is blo\
cked or failure.")),ji=B().check(oe(1,{message:"must not be empty"}),Ze(Cn(1024)),we(e=>!e.startsWith("/")&&!/^[A-Za-z]:/.
test(e),{message:"must be relative to the workspace"}),we(e=>!e.includes("\\")&&!e.includes("\0"),{message:"must use / s\
eparators and no NUL"}),we(e=>!e.split("/").includes(".."),{message:"must stay inside the workspace (no .. segment)"}),Pe(
{description:"A path relative to the workspace; never outside it, never a link. At most 1024 UTF-8 bytes.",maxLength:1024,
pattern:String.raw`^(?!/)(?![A-Za-z]:)(?!(?:[^/]*/)*\.\.(?:/|$))[^\\\u0000]+$`})),Li=G({path:ji,description:k(H(w.shortTextBytes,
"What the file is."))}),Fi=G({version:Zn(Se,{error:`must be ${Se}`}).check(M("The handoff format version. This baton rea\
ds version 1.")),status:kn(Ei,"success"),summary:H(w.summaryBytes,"The token-cheap part downstream prompts use first. Re\
quired, not empty.").check(oe(1,{message:"must not be empty"})),detail:k(H(w.detailBytes,"The deep part: findings, analy\
sis, reproduction.")),data:k(Ci),next:k(Ri),expectations:k(Ni),failure:k(Di),artifacts:k(at(Li).check(ye(w.listEntries,{
message:`must have at most ${w.listEntries} entries`}),M("Files the stage produced, relative to the workspace; kept with\
 the record.")))}).check(M("A baton handoff, version 1: what an agent stage hands to the stages after it.")),el=Object.keys(
Fi.shape);export{Br as a,ot as b,lo as c,fo as d,oe as e,be as f,si as g,B as h,yn as i,Vu as j,bn as k,Ju as l,Wu as m,at as n,Gu as o,
G as p,Hu as q,Xu as r,$n as s,qu as t,zn as u,wn as v,Zn as w,Pn as x,k as y,Yu as z,Sn as A,Qu as B,ea as C,ta as D,we as E,
Tn as F,Mi as G,Ei as H,Ri as I,Ni as J,Di as K,Li as L,Fi as M};
