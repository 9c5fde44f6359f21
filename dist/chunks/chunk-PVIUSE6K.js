import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{C as Ro,D as du,E as hu,F as mu,H as gu,I as yu,K as wu,b as lu,f as uu,r as Ws,u as pu,w as fu,y as Bs}from"./chunk-GL626EY7.js";
import{b as xr,d as Us,j as au}from"./chunk-7FB37INI.js";import{b as hn}from"./chunk-CHUFW2YH.js";import{a as Mo}from"./chunk-LS2NIP65.js";
import{a as Zc}from"./chunk-247Q3DYB.js";import{P as ou,R as cu,a as ag,e as eu,f as tu,g as nu,h as ru,i as su,r as iu}from"./chunk-QCJPVNNI.js";
import{f as Ye,h as Ds,i as Ct,o as Qc,p as Dn,r as Fs}from"./chunk-6PYYODLU.js";import{b as Pc,d as A,e as jc,k as Mn}from"./chunk-4X335366.js";
import{$ as Gc,Aa as rt,B as w,Ca as Xc,D as xe,F as Ao,G as fn,H as Ps,Ha as Cs,I as js,J as Fc,K as Uc,L as $o,M as Wc,
N as Bc,S as V,T as Kc,W as Vc,Y as Ls,Z as qs,_ as Jc,aa as _o,b as Lc,ba as Io,ca as Po,da as jo,ea as Hc,fa as kr,g as qc,
ga as Yc,h as Mc,i as br,ia as ne,ja as Rn,ka as Cn,la as Lo,m as Oo,n as vr,na as qo,oa as dn,qa as Rt,ua as zc,v as Rc,
va as Ms,w as Cc,wa as Sr,x as me,xa as Rs,y as Mt,z as Dc,za as nt}from"./chunk-WXLRAERB.js";import{a as To}from"./chunk-5A7QKWCT.js";
import{a as Is,b as T,c as og,d as vt}from"./chunk-3NR5HZ6E.js";var B=T(de=>{"use strict";var Ho=Symbol.for("yaml.alias"),Cu=Symbol.for("yaml.document"),Ys=Symbol.for("yaml.map"),Du=Symbol.
for("yaml.pair"),Yo=Symbol.for("yaml.scalar"),zs=Symbol.for("yaml.seq"),Nt=Symbol.for("yaml.node.type"),vg=n=>!!n&&typeof n==
"object"&&n[Nt]===Ho,kg=n=>!!n&&typeof n=="object"&&n[Nt]===Cu,Sg=n=>!!n&&typeof n=="object"&&n[Nt]===Ys,xg=n=>!!n&&typeof n==
"object"&&n[Nt]===Du,Fu=n=>!!n&&typeof n=="object"&&n[Nt]===Yo,Eg=n=>!!n&&typeof n=="object"&&n[Nt]===zs;function Uu(n){
if(n&&typeof n=="object")switch(n[Nt]){case Ys:case zs:return!0}return!1}function Ng(n){if(n&&typeof n=="object")switch(n[Nt]){case Ho:case Ys:case Yo:case zs:
return!0}return!1}var Tg=n=>(Fu(n)||Uu(n))&&!!n.anchor;de.ALIAS=Ho;de.DOC=Cu;de.MAP=Ys;de.NODE_TYPE=Nt;de.PAIR=Du;de.SCALAR=
Yo;de.SEQ=zs;de.hasAnchor=Tg;de.isAlias=vg;de.isCollection=Uu;de.isDocument=kg;de.isMap=Sg;de.isNode=Ng;de.isPair=xg;de.
isScalar=Fu;de.isSeq=Eg});var $r=T(zo=>{"use strict";var le=B(),Ne=Symbol("break visit"),Wu=Symbol("skip children"),ct=Symbol("remove node");function Xs(n,e){
let t=Bu(e);le.isDocument(n)?Vn(null,n.contents,t,Object.freeze([n]))===ct&&(n.contents=null):Vn(null,n,t,Object.freeze(
[]))}Xs.BREAK=Ne;Xs.SKIP=Wu;Xs.REMOVE=ct;function Vn(n,e,t,r){let s=Ku(n,e,t,r);if(le.isNode(s)||le.isPair(s))return Vu(
n,r,s),Vn(n,s,t,r);if(typeof s!="symbol"){if(le.isCollection(e)){r=Object.freeze(r.concat(e));for(let i=0;i<e.items.length;++i){
let o=Vn(i,e.items[i],t,r);if(typeof o=="number")i=o-1;else{if(o===Ne)return Ne;o===ct&&(e.items.splice(i,1),i-=1)}}}else if(le.
isPair(e)){r=Object.freeze(r.concat(e));let i=Vn("key",e.key,t,r);if(i===Ne)return Ne;i===ct&&(e.key=null);let o=Vn("val\
ue",e.value,t,r);if(o===Ne)return Ne;o===ct&&(e.value=null)}}return s}async function Qs(n,e){let t=Bu(e);le.isDocument(n)?
await Jn(null,n.contents,t,Object.freeze([n]))===ct&&(n.contents=null):await Jn(null,n,t,Object.freeze([]))}Qs.BREAK=Ne;
Qs.SKIP=Wu;Qs.REMOVE=ct;async function Jn(n,e,t,r){let s=await Ku(n,e,t,r);if(le.isNode(s)||le.isPair(s))return Vu(n,r,s),
Jn(n,s,t,r);if(typeof s!="symbol"){if(le.isCollection(e)){r=Object.freeze(r.concat(e));for(let i=0;i<e.items.length;++i){
let o=await Jn(i,e.items[i],t,r);if(typeof o=="number")i=o-1;else{if(o===Ne)return Ne;o===ct&&(e.items.splice(i,1),i-=1)}}}else if(le.
isPair(e)){r=Object.freeze(r.concat(e));let i=await Jn("key",e.key,t,r);if(i===Ne)return Ne;i===ct&&(e.key=null);let o=await Jn(
"value",e.value,t,r);if(o===Ne)return Ne;o===ct&&(e.value=null)}}return s}function Bu(n){return typeof n=="object"&&(n.Collection||
n.Node||n.Value)?Object.assign({Alias:n.Node,Map:n.Node,Scalar:n.Node,Seq:n.Node},n.Value&&{Map:n.Value,Scalar:n.Value,Seq:n.
Value},n.Collection&&{Map:n.Collection,Seq:n.Collection},n):n}function Ku(n,e,t,r){if(typeof t=="function")return t(n,e,
r);if(le.isMap(e))return t.Map?.(n,e,r);if(le.isSeq(e))return t.Seq?.(n,e,r);if(le.isPair(e))return t.Pair?.(n,e,r);if(le.
isScalar(e))return t.Scalar?.(n,e,r);if(le.isAlias(e))return t.Alias?.(n,e,r)}function Vu(n,e,t){let r=e[e.length-1];if(le.
isCollection(r))r.items[n]=t;else if(le.isPair(r))n==="key"?r.key=t:r.value=t;else if(le.isDocument(r))r.contents=t;else{
let s=le.isAlias(r)?"alias":"scalar";throw new Error(`Cannot replace node with ${s} parent`)}}zo.visit=Xs;zo.visitAsync=
Qs});var Xo=T(Gu=>{"use strict";var Ju=B(),Og=$r(),Ag={"!":"%21",",":"%2C","[":"%5B","]":"%5D","{":"%7B","}":"%7D"},$g=n=>n.replace(
/[!,[\]{}]/g,e=>Ag[e]),_r=class n{constructor(e,t){this.docStart=null,this.docEnd=!1,this.yaml=Object.assign({},n.defaultYaml,
e),this.tags=Object.assign({},n.defaultTags,t)}clone(){let e=new n(this.yaml,this.tags);return e.docStart=this.docStart,
e}atDocument(){let e=new n(this.yaml,this.tags);switch(this.yaml.version){case"1.1":this.atNextDocument=!0;break;case"1.\
2":this.atNextDocument=!1,this.yaml={explicit:n.defaultYaml.explicit,version:"1.2"},this.tags=Object.assign({},n.defaultTags);
break}return e}add(e,t){this.atNextDocument&&(this.yaml={explicit:n.defaultYaml.explicit,version:"1.1"},this.tags=Object.
assign({},n.defaultTags),this.atNextDocument=!1);let r=e.trim().split(/[ \t]+/),s=r.shift();switch(s){case"%TAG":{if(r.length!==
2&&(t(0,"%TAG directive should contain exactly two parts"),r.length<2))return!1;let[i,o]=r;return this.tags[i]=o,!0}case"\
%YAML":{if(this.yaml.explicit=!0,r.length!==1)return t(0,"%YAML directive should contain exactly one part"),!1;let[i]=r;
if(i==="1.1"||i==="1.2")return this.yaml.version=i,!0;{let o=/^\d+\.\d+$/.test(i);return t(6,`Unsupported YAML version ${i}`,
o),!1}}default:return t(0,`Unknown directive ${s}`,!0),!1}}tagName(e,t){if(e==="!")return"!";if(e[0]!=="!")return t(`Not\
 a valid tag: ${e}`),null;if(e[1]==="<"){let o=e.slice(2,-1);return o==="!"||o==="!!"?(t(`Verbatim tags aren't resolved,\
 so ${e} is invalid.`),null):(e[e.length-1]!==">"&&t("Verbatim tags must end with a >"),o)}let[,r,s]=e.match(/^(.*!)([^!]*)$/s);
s||t(`The ${e} tag has no suffix`);let i=this.tags[r];if(i)try{return i+decodeURIComponent(s)}catch(o){return t(String(o)),
null}return r==="!"?e:(t(`Could not resolve tag: ${e}`),null)}tagString(e){for(let[t,r]of Object.entries(this.tags))if(e.
startsWith(r))return t+$g(e.substring(r.length));return e[0]==="!"?e:`!<${e}>`}toString(e){let t=this.yaml.explicit?[`%Y\
AML ${this.yaml.version||"1.2"}`]:[],r=Object.entries(this.tags),s;if(e&&r.length>0&&Ju.isNode(e.contents)){let i={};Og.
visit(e.contents,(o,a)=>{Ju.isNode(a)&&a.tag&&(i[a.tag]=!0)}),s=Object.keys(i)}else s=[];for(let[i,o]of r)i==="!!"&&o===
"tag:yaml.org,2002:"||(!e||s.some(a=>a.startsWith(o)))&&t.push(`%TAG ${i} ${o}`);return t.join(`
`)}};_r.defaultYaml={explicit:!1,version:"1.2"};_r.defaultTags={"!!":"tag:yaml.org,2002:"};Gu.Directives=_r});var Zs=T(Ir=>{"use strict";var Hu=B(),_g=$r();function Ig(n){if(/[\x00-\x19\s,[\]{}]/.test(n)){let t=`Anchor must not co\
ntain whitespace or control characters: ${JSON.stringify(n)}`;throw new Error(t)}return!0}function Yu(n){let e=new Set;return _g.
visit(n,{Value(t,r){r.anchor&&e.add(r.anchor)}}),e}function zu(n,e){for(let t=1;;++t){let r=`${n}${t}`;if(!e.has(r))return r}}
function Pg(n,e){let t=[],r=new Map,s=null;return{onAnchor:i=>{t.push(i),s??(s=Yu(n));let o=zu(e,s);return s.add(o),o},setAnchors:()=>{
for(let i of t){let o=r.get(i);if(typeof o=="object"&&o.anchor&&(Hu.isScalar(o.node)||Hu.isCollection(o.node)))o.node.anchor=
o.anchor;else{let a=new Error("Failed to resolve repeated object (this should not happen)");throw a.source=i,a}}},sourceObjects:r}}
Ir.anchorIsValid=Ig;Ir.anchorNames=Yu;Ir.createNodeAnchors=Pg;Ir.findNewAnchor=zu});var Qo=T(Xu=>{"use strict";function Pr(n,e,t,r){if(r&&typeof r=="object")if(Array.isArray(r))for(let s=0,i=r.length;s<i;++s){
let o=r[s],a=Pr(n,r,String(s),o);a===void 0?delete r[s]:a!==o&&(r[s]=a)}else if(r instanceof Map)for(let s of Array.from(
r.keys())){let i=r.get(s),o=Pr(n,r,s,i);o===void 0?r.delete(s):o!==i&&r.set(s,o)}else if(r instanceof Set)for(let s of Array.
from(r)){let i=Pr(n,r,s,s);i===void 0?r.delete(s):i!==s&&(r.delete(s),r.add(i))}else for(let[s,i]of Object.entries(r)){let o=Pr(
n,r,s,i);o===void 0?delete r[s]:o!==i&&(r[s]=o)}return n.call(e,t,r)}Xu.applyReviver=Pr});var Ut=T(Zu=>{"use strict";var jg=B();function Qu(n,e,t){if(Array.isArray(n))return n.map((r,s)=>Qu(r,String(s),t));if(n&&
typeof n.toJSON=="function"){if(!t||!jg.hasAnchor(n))return n.toJSON(e,t);let r={aliasCount:0,count:1,res:void 0};t.anchors.
set(n,r),t.onCreate=i=>{r.res=i,delete t.onCreate};let s=n.toJSON(e,t);return t.onCreate&&t.onCreate(s),s}return typeof n==
"bigint"&&!t?.keep?Number(n):n}Zu.toJS=Qu});var ei=T(tp=>{"use strict";var Lg=Qo(),ep=B(),qg=Ut(),Zo=class{constructor(e){Object.defineProperty(this,ep.NODE_TYPE,{value:e})}clone(){
let e=Object.create(Object.getPrototypeOf(this),Object.getOwnPropertyDescriptors(this));return this.range&&(e.range=this.
range.slice()),e}toJS(e,{mapAsMap:t,maxAliasCount:r,onAnchor:s,reviver:i}={}){if(!ep.isDocument(e))throw new TypeError("\
A document argument is required");let o={anchors:new Map,doc:e,keep:!0,mapAsMap:t===!0,mapKeyWarned:!1,maxAliasCount:typeof r==
"number"?r:100},a=qg.toJS(this,"",o);if(typeof s=="function")for(let{count:l,res:u}of o.anchors.values())s(u,l);return typeof i==
"function"?Lg.applyReviver(i,{"":a},"",a):a}};tp.NodeBase=Zo});var jr=T(np=>{"use strict";var Mg=Zs(),Rg=$r(),Gn=B(),Cg=ei(),Dg=Ut(),ea=class extends Cg.NodeBase{constructor(e){super(
Gn.ALIAS),this.source=e,Object.defineProperty(this,"tag",{set(){throw new Error("Alias nodes cannot have tags")}})}resolve(e,t){
if(t?.maxAliasCount===0)throw new ReferenceError("Alias resolution is disabled");let r;t?.aliasResolveCache?r=t.aliasResolveCache:
(r=[],Rg.visit(e,{Node:(i,o)=>{(Gn.isAlias(o)||Gn.hasAnchor(o))&&r.push(o)}}),t&&(t.aliasResolveCache=r));let s;for(let i of r){
if(i===this)break;i.anchor===this.source&&(s=i)}if(s&&t){let{anchors:i,doc:o,maxAliasCount:a}=t,l=i.get(s);if(l||(Dg.toJS(
s,null,t),l=i.get(s)),l?.res===void 0){let u="This should not happen: Alias anchor was not resolved?";throw new ReferenceError(
u)}if(a>=0&&(l.count+=1,l.aliasCount===0&&(l.aliasCount=ti(o,s,i)),l.count*l.aliasCount>a)){let u="Excessive alias count\
 indicates a resource exhaustion attack";throw new ReferenceError(u)}}return s}toJSON(e,t){if(!t)return{source:this.source};
let r=this.resolve(t.doc,t);if(!r){let s=`Unresolved alias (the anchor must be set before the alias): ${this.source}`;throw new ReferenceError(
s)}return t.anchors.get(r).res}toString(e,t,r){let s=`*${this.source}`;if(e){if(Mg.anchorIsValid(this.source),e.options.
verifyAliasOrder&&!e.anchors.has(this.source)){let i=`Unresolved alias (the anchor must be set before the alias): ${this.
source}`;throw new Error(i)}if(e.implicitKey)return`${s} `}return s}};function ti(n,e,t){if(Gn.isAlias(e)){let r=e.resolve(
n),s=t&&r&&t.get(r);return s?s.count*s.aliasCount:0}else if(Gn.isCollection(e)){let r=0;for(let s of e.items){let i=ti(n,
s,t);i>r&&(r=i)}return r}else if(Gn.isPair(e)){let r=ti(n,e.key,t),s=ti(n,e.value,t);return Math.max(r,s)}return 1}np.Alias=
ea});var oe=T(ta=>{"use strict";var Fg=B(),Ug=ei(),Wg=Ut(),Bg=n=>!n||typeof n!="function"&&typeof n!="object",Wt=class extends Ug.
NodeBase{constructor(e){super(Fg.SCALAR),this.value=e}toJSON(e,t){return t?.keep?this.value:Wg.toJS(this.value,e,t)}toString(){
return String(this.value)}};Wt.BLOCK_FOLDED="BLOCK_FOLDED";Wt.BLOCK_LITERAL="BLOCK_LITERAL";Wt.PLAIN="PLAIN";Wt.QUOTE_DOUBLE=
"QUOTE_DOUBLE";Wt.QUOTE_SINGLE="QUOTE_SINGLE";ta.Scalar=Wt;ta.isScalarValue=Bg});var Lr=T(sp=>{"use strict";var Kg=jr(),vn=B(),rp=oe(),Vg="tag:yaml.org,2002:";function Jg(n,e,t){if(e){let r=t.filter(i=>i.
tag===e),s=r.find(i=>!i.format)??r[0];if(!s)throw new Error(`Tag ${e} not found`);return s}return t.find(r=>r.identify?.(
n)&&!r.format)}function Gg(n,e,t){if(vn.isDocument(n)&&(n=n.contents),vn.isNode(n))return n;if(vn.isPair(n)){let c=t.schema[vn.
MAP].createNode?.(t.schema,null,t);return c.items.push(n),c}(n instanceof String||n instanceof Number||n instanceof Boolean||
typeof BigInt<"u"&&n instanceof BigInt)&&(n=n.valueOf());let{aliasDuplicateObjects:r,onAnchor:s,onTagObj:i,schema:o,sourceObjects:a}=t,
l;if(r&&n&&typeof n=="object"){if(l=a.get(n),l)return l.anchor??(l.anchor=s(n)),new Kg.Alias(l.anchor);l={anchor:null,node:null},
a.set(n,l)}e?.startsWith("!!")&&(e=Vg+e.slice(2));let u=Jg(n,e,o.tags);if(!u){if(n&&typeof n.toJSON=="function"&&(n=n.toJSON()),
!n||typeof n!="object"){let c=new rp.Scalar(n);return l&&(l.node=c),c}u=n instanceof Map?o[vn.MAP]:Symbol.iterator in Object(
n)?o[vn.SEQ]:o[vn.MAP]}i&&(i(u),delete t.onTagObj);let f=u?.createNode?u.createNode(t.schema,n,t):typeof u?.nodeClass?.from==
"function"?u.nodeClass.from(t.schema,n,t):new rp.Scalar(n);return e?f.tag=e:u.default||(f.tag=u.tag),l&&(l.node=f),f}sp.
createNode=Gg});var ri=T(ni=>{"use strict";var Hg=Lr(),ut=B(),Yg=ei();function na(n,e,t){let r=t;for(let s=e.length-1;s>=0;--s){let i=e[s];
if(typeof i=="number"&&Number.isInteger(i)&&i>=0){let o=[];o[i]=r,r=o}else r=new Map([[i,r]])}return Hg.createNode(r,void 0,
{aliasDuplicateObjects:!1,keepUndefined:!1,onAnchor:()=>{throw new Error("This should not happen, please report a bug.")},
schema:n,sourceObjects:new Map})}var ip=n=>n==null||typeof n=="object"&&!!n[Symbol.iterator]().next().done,ra=class extends Yg.
NodeBase{constructor(e,t){super(e),Object.defineProperty(this,"schema",{value:t,configurable:!0,enumerable:!1,writable:!0})}clone(e){
let t=Object.create(Object.getPrototypeOf(this),Object.getOwnPropertyDescriptors(this));return e&&(t.schema=e),t.items=t.
items.map(r=>ut.isNode(r)||ut.isPair(r)?r.clone(e):r),this.range&&(t.range=this.range.slice()),t}addIn(e,t){if(ip(e))this.
add(t);else{let[r,...s]=e,i=this.get(r,!0);if(ut.isCollection(i))i.addIn(s,t);else if(i===void 0&&this.schema)this.set(r,
na(this.schema,s,t));else throw new Error(`Expected YAML collection at ${r}. Remaining path: ${s}`)}}deleteIn(e){let[t,...r]=e;
if(r.length===0)return this.delete(t);let s=this.get(t,!0);if(ut.isCollection(s))return s.deleteIn(r);throw new Error(`E\
xpected YAML collection at ${t}. Remaining path: ${r}`)}getIn(e,t){let[r,...s]=e,i=this.get(r,!0);return s.length===0?!t&&
ut.isScalar(i)?i.value:i:ut.isCollection(i)?i.getIn(s,t):void 0}hasAllNullValues(e){return this.items.every(t=>{if(!ut.isPair(
t))return!1;let r=t.value;return r==null||e&&ut.isScalar(r)&&r.value==null&&!r.commentBefore&&!r.comment&&!r.tag})}hasIn(e){
let[t,...r]=e;if(r.length===0)return this.has(t);let s=this.get(t,!0);return ut.isCollection(s)?s.hasIn(r):!1}setIn(e,t){
let[r,...s]=e;if(s.length===0)this.set(r,t);else{let i=this.get(r,!0);if(ut.isCollection(i))i.setIn(s,t);else if(i===void 0&&
this.schema)this.set(r,na(this.schema,s,t));else throw new Error(`Expected YAML collection at ${r}. Remaining path: ${s}`)}}};
ni.Collection=ra;ni.collectionFromPath=na;ni.isEmptyPath=ip});var qr=T(si=>{"use strict";var zg=n=>n.replace(/^(?!$)(?: $)?/gm,"#");function sa(n,e){return/^\n+$/.test(n)?n.substring(
1):e?n.replace(/^(?! *$)/gm,e):n}var Xg=(n,e,t)=>n.endsWith(`
`)?sa(t,e):t.includes(`
`)?`
`+sa(t,e):(n.endsWith(" ")?"":" ")+t;si.indentComment=sa;si.lineComment=Xg;si.stringifyComment=zg});var ap=T(Mr=>{"use strict";var Qg="flow",ia="block",ii="quoted";function Zg(n,e,t="flow",{indentAtStart:r,lineWidth:s=80,
minContentWidth:i=20,onFold:o,onOverflow:a}={}){if(!s||s<0)return n;s<i&&(i=0);let l=Math.max(1+i,1+s-e.length);if(n.length<=
l)return n;let u=[],f={},c=s-e.length;typeof r=="number"&&(r>s-Math.max(2,i)?u.push(0):c=s-r);let p,d,m=!1,h=-1,g=-1,y=-1;
t===ia&&(h=op(n,h,e.length),h!==-1&&(c=h+l));for(let v;v=n[h+=1];){if(t===ii&&v==="\\"){switch(g=h,n[h+1]){case"x":h+=3;
break;case"u":h+=5;break;case"U":h+=9;break;default:h+=1}y=h}if(v===`
`)t===ia&&(h=op(n,h,e.length)),c=h+e.length+l,p=void 0;else{if(v===" "&&d&&d!==" "&&d!==`
`&&d!=="	"){let S=n[h+1];S&&S!==" "&&S!==`
`&&S!=="	"&&(p=h)}if(h>=c)if(p)u.push(p),c=p+l,p=void 0;else if(t===ii){for(;d===" "||d==="	";)d=v,v=n[h+=1],m=!0;let S=h>
y+1?h-2:g-1;if(f[S])return n;u.push(S),f[S]=!0,c=S+l,p=void 0}else m=!0}d=v}if(m&&a&&a(),u.length===0)return n;o&&o();let b=n.
slice(0,u[0]);for(let v=0;v<u.length;++v){let S=u[v],k=u[v+1]||n.length;S===0?b=`
${e}${n.slice(0,k)}`:(t===ii&&f[S]&&(b+=`${n[S]}\\`),b+=`
${e}${n.slice(S+1,k)}`)}return b}function op(n,e,t){let r=e,s=e+1,i=n[s];for(;i===" "||i==="	";)if(e<s+t)i=n[++e];else{do
i=n[++e];while(i&&i!==`
`);r=e,s=e+1,i=n[s]}return r}Mr.FOLD_BLOCK=ia;Mr.FOLD_FLOW=Qg;Mr.FOLD_QUOTED=ii;Mr.foldFlowLines=Zg});var Cr=T(lp=>{"use strict";var ze=oe(),Bt=ap(),ai=(n,e)=>({indentAtStart:e?n.indent.length:n.indentAtStart,lineWidth:n.options.
lineWidth,minContentWidth:n.options.minContentWidth}),li=n=>/^(%|---|\.\.\.)/m.test(n);function ey(n,e,t){if(!e||e<0)return!1;
let r=e-t,s=n.length;if(s<=r)return!1;for(let i=0,o=0;i<s;++i)if(n[i]===`
`){if(i-o>r)return!0;if(o=i+1,s-o<=r)return!1}return!0}function Rr(n,e){let t=JSON.stringify(n);if(e.options.doubleQuotedAsJSON)
return t;let{implicitKey:r}=e,s=e.options.doubleQuotedMinMultiLineLength,i=e.indent||(li(n)?"  ":""),o="",a=0;for(let l=0,
u=t[l];u;u=t[++l])if(u===" "&&t[l+1]==="\\"&&t[l+2]==="n"&&(o+=t.slice(a,l)+"\\ ",l+=1,a=l,u="\\"),u==="\\")switch(t[l+1]){case"\
u":{o+=t.slice(a,l);let f=t.substr(l+2,4);switch(f){case"0000":o+="\\0";break;case"0007":o+="\\a";break;case"000b":o+="\\\
v";break;case"001b":o+="\\e";break;case"0085":o+="\\N";break;case"00a0":o+="\\_";break;case"2028":o+="\\L";break;case"20\
29":o+="\\P";break;default:f.substr(0,2)==="00"?o+="\\x"+f.substr(2):o+=t.substr(l,6)}l+=5,a=l+1}break;case"n":if(r||t[l+
2]==='"'||t.length<s)l+=1;else{for(o+=t.slice(a,l)+`

`;t[l+2]==="\\"&&t[l+3]==="n"&&t[l+4]!=='"';)o+=`
`,l+=2;o+=i,t[l+2]===" "&&(o+="\\"),l+=1,a=l+1}break;default:l+=1}return o=a?o+t.slice(a):t,r?o:Bt.foldFlowLines(o,i,Bt.
FOLD_QUOTED,ai(e,!1))}function oa(n,e){if(e.options.singleQuote===!1||e.implicitKey&&n.includes(`
`)||/[ \t]\n|\n[ \t]/.test(n))return Rr(n,e);let t=e.indent||(li(n)?"  ":""),r="'"+n.replace(/'/g,"''").replace(/\n+/g,`\
$&
${t}`)+"'";return e.implicitKey?r:Bt.foldFlowLines(r,t,Bt.FOLD_FLOW,ai(e,!1))}function Hn(n,e){let{singleQuote:t}=e.options,
r;if(t===!1)r=Rr;else{let s=n.includes('"'),i=n.includes("'");s&&!i?r=oa:i&&!s?r=Rr:r=t?oa:Rr}return r(n,e)}var aa;try{aa=
new RegExp(`(^|(?<!
))
+(?!
|$)`,"g")}catch{aa=/\n+(?!\n|$)/g}function oi({comment:n,type:e,value:t},r,s,i){let{blockQuote:o,commentString:a,lineWidth:l}=r.
options;if(!o||/\n[\t ]+$/.test(t))return Hn(t,r);let u=r.indent||(r.forceBlockIndent||li(t)?"  ":""),f=o==="literal"?!0:
o==="folded"||e===ze.Scalar.BLOCK_FOLDED?!1:e===ze.Scalar.BLOCK_LITERAL?!0:!ey(t,l,u.length);if(!t)return f?`|
`:`>
`;let c,p;for(p=t.length;p>0;--p){let k=t[p-1];if(k!==`
`&&k!=="	"&&k!==" ")break}let d=t.substring(p),m=d.indexOf(`
`);m===-1?c="-":t===d||m!==d.length-1?(c="+",i&&i()):c="",d&&(t=t.slice(0,-d.length),d[d.length-1]===`
`&&(d=d.slice(0,-1)),d=d.replace(aa,`$&${u}`));let h=!1,g,y=-1;for(g=0;g<t.length;++g){let k=t[g];if(k===" ")h=!0;else if(k===
`
`)y=g;else break}let b=t.substring(0,y<g?y+1:g);b&&(t=t.substring(b.length),b=b.replace(/\n+/g,`$&${u}`));let S=(h?u?"2":
"1":"")+c;if(n&&(S+=" "+a(n.replace(/ ?[\r\n]+/g," ")),s&&s()),!f){let k=t.replace(/\n+/g,`
$&`).replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g,"$1$2").replace(/\n+/g,`$&${u}`),O=!1,$=ai(r,!0);o!=="fold\
ed"&&e!==ze.Scalar.BLOCK_FOLDED&&($.onOverflow=()=>{O=!0});let N=Bt.foldFlowLines(`${b}${k}${d}`,u,Bt.FOLD_BLOCK,$);if(!O)
return`>${S}
${u}${N}`}return t=t.replace(/\n+/g,`$&${u}`),`|${S}
${u}${b}${t}${d}`}function ty(n,e,t,r){let{type:s,value:i}=n,{actualString:o,implicitKey:a,indent:l,indentStep:u,inFlow:f}=e;
if(a&&i.includes(`
`)||f&&/[[\]{},]/.test(i))return Hn(i,e);if(/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.
test(i))return a||f||!i.includes(`
`)?Hn(i,e):oi(n,e,t,r);if(!a&&!f&&s!==ze.Scalar.PLAIN&&i.includes(`
`))return oi(n,e,t,r);if(li(i)){if(l==="")return e.forceBlockIndent=!0,oi(n,e,t,r);if(a&&l===u)return Hn(i,e)}let c=i.replace(
/\n+/g,`$&
${l}`);if(o){let p=h=>h.default&&h.tag!=="tag:yaml.org,2002:str"&&h.test?.test(c),{compat:d,tags:m}=e.doc.schema;if(m.some(
p)||d?.some(p))return Hn(i,e)}return a?c:Bt.foldFlowLines(c,l,Bt.FOLD_FLOW,ai(e,!1))}function ny(n,e,t,r){let{implicitKey:s,
inFlow:i}=e,o=typeof n.value=="string"?n:Object.assign({},n,{value:String(n.value)}),{type:a}=n;a!==ze.Scalar.QUOTE_DOUBLE&&
/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(o.value)&&(a=ze.Scalar.QUOTE_DOUBLE);let l=f=>{switch(f){case ze.
Scalar.BLOCK_FOLDED:case ze.Scalar.BLOCK_LITERAL:return s||i?Hn(o.value,e):oi(o,e,t,r);case ze.Scalar.QUOTE_DOUBLE:return Rr(
o.value,e);case ze.Scalar.QUOTE_SINGLE:return oa(o.value,e);case ze.Scalar.PLAIN:return ty(o,e,t,r);default:return null}},
u=l(a);if(u===null){let{defaultKeyType:f,defaultStringType:c}=e.options,p=s&&f||c;if(u=l(p),u===null)throw new Error(`Un\
supported default string type ${p}`)}return u}lp.stringifyString=ny});var Dr=T(la=>{"use strict";var ry=Zs(),Kt=B(),sy=qr(),iy=Cr();function oy(n,e){let t=Object.assign({blockQuote:!0,commentString:sy.
stringifyComment,defaultKeyType:null,defaultStringType:"PLAIN",directives:null,doubleQuotedAsJSON:!1,doubleQuotedMinMultiLineLength:40,
falseStr:"false",flowCollectionPadding:!0,indentSeq:!0,lineWidth:80,minContentWidth:20,nullStr:"null",simpleKeys:!1,singleQuote:null,
trailingComma:!1,trueStr:"true",verifyAliasOrder:!0},n.schema.toStringOptions,e),r;switch(t.collectionStyle){case"block":
r=!1;break;case"flow":r=!0;break;default:r=null}return{anchors:new Set,doc:n,flowCollectionPadding:t.flowCollectionPadding?
" ":"",indent:"",indentStep:typeof t.indent=="number"?" ".repeat(t.indent):"  ",inFlow:r,options:t}}function ay(n,e){if(e.
tag){let s=n.filter(i=>i.tag===e.tag);if(s.length>0)return s.find(i=>i.format===e.format)??s[0]}let t,r;if(Kt.isScalar(e)){
r=e.value;let s=n.filter(i=>i.identify?.(r));if(s.length>1){let i=s.filter(o=>o.test);i.length>0&&(s=i)}t=s.find(i=>i.format===
e.format)??s.find(i=>!i.format)}else r=e,t=n.find(s=>s.nodeClass&&r instanceof s.nodeClass);if(!t){let s=r?.constructor?.
name??(r===null?"null":typeof r);throw new Error(`Tag not resolved for ${s} value`)}return t}function ly(n,e,{anchors:t,
doc:r}){if(!r.directives)return"";let s=[],i=(Kt.isScalar(n)||Kt.isCollection(n))&&n.anchor;i&&ry.anchorIsValid(i)&&(t.add(
i),s.push(`&${i}`));let o=n.tag??(e.default?null:e.tag);return o&&s.push(r.directives.tagString(o)),s.join(" ")}function cy(n,e,t,r){
if(Kt.isPair(n))return n.toString(e,t,r);if(Kt.isAlias(n)){if(e.doc.directives)return n.toString(e);if(e.resolvedAliases?.
has(n))throw new TypeError("Cannot stringify circular structure without alias nodes");e.resolvedAliases?e.resolvedAliases.
add(n):e.resolvedAliases=new Set([n]),n=n.resolve(e.doc)}let s,i=Kt.isNode(n)?n:e.doc.createNode(n,{onTagObj:l=>s=l});s??
(s=ay(e.doc.schema.tags,i));let o=ly(i,s,e);o.length>0&&(e.indentAtStart=(e.indentAtStart??0)+o.length+1);let a=typeof s.
stringify=="function"?s.stringify(i,e,t,r):Kt.isScalar(i)?iy.stringifyString(i,e,t,r):i.toString(e,t,r);return o?Kt.isScalar(
i)||a[0]==="{"||a[0]==="["?`${o} ${a}`:`${o}
${e.indent}${a}`:a}la.createStringifyContext=oy;la.stringify=cy});var fp=T(pp=>{"use strict";var Tt=B(),cp=oe(),up=Dr(),Fr=qr();function uy({key:n,value:e},t,r,s){let{allNullValues:i,doc:o,
indent:a,indentStep:l,options:{commentString:u,indentSeq:f,simpleKeys:c}}=t,p=Tt.isNode(n)&&n.comment||null;if(c){if(p)throw new Error(
"With simple keys, key nodes cannot have comments");if(Tt.isCollection(n)||!Tt.isNode(n)&&typeof n=="object"){let $="Wit\
h simple keys, collection cannot be used as a key value";throw new Error($)}}let d=!c&&(!n||p&&e==null&&!t.inFlow||Tt.isCollection(
n)||(Tt.isScalar(n)?n.type===cp.Scalar.BLOCK_FOLDED||n.type===cp.Scalar.BLOCK_LITERAL:typeof n=="object"));t=Object.assign(
{},t,{allNullValues:!1,implicitKey:!d&&(c||!i),indent:a+l});let m=!1,h=!1,g=up.stringify(n,t,()=>m=!0,()=>h=!0);if(!d&&!t.
inFlow&&g.length>1024){if(c)throw new Error("With simple keys, single line scalar must not span more than 1024 character\
s");d=!0}if(t.inFlow){if(i||e==null)return m&&r&&r(),g===""?"?":d?`? ${g}`:g}else if(i&&!c||e==null&&d)return g=`? ${g}`,
p&&!m?g+=Fr.lineComment(g,t.indent,u(p)):h&&s&&s(),g;m&&(p=null),d?(p&&(g+=Fr.lineComment(g,t.indent,u(p))),g=`? ${g}
${a}:`):(g=`${g}:`,p&&(g+=Fr.lineComment(g,t.indent,u(p))));let y,b,v;Tt.isNode(e)?(y=!!e.spaceBefore,b=e.commentBefore,
v=e.comment):(y=!1,b=null,v=null,e&&typeof e=="object"&&(e=o.createNode(e))),t.implicitKey=!1,!d&&!p&&Tt.isScalar(e)&&(t.
indentAtStart=g.length+1),h=!1,!f&&l.length>=2&&!t.inFlow&&!d&&Tt.isSeq(e)&&!e.flow&&!e.tag&&!e.anchor&&(t.indent=t.indent.
substring(2));let S=!1,k=up.stringify(e,t,()=>S=!0,()=>h=!0),O=" ";if(p||y||b){if(O=y?`
`:"",b){let $=u(b);O+=`
${Fr.indentComment($,t.indent)}`}k===""&&!t.inFlow?O===`
`&&v&&(O=`

`):O+=`
${t.indent}`}else if(!d&&Tt.isCollection(e)){let $=k[0],N=k.indexOf(`
`),P=N!==-1,M=t.inFlow??e.flow??e.items.length===0;if(P||!M){let D=!1;if(P&&($==="&"||$==="!")){let F=k.indexOf(" ");$===
"&"&&F!==-1&&F<N&&k[F+1]==="!"&&(F=k.indexOf(" ",F+1)),(F===-1||N<F)&&(D=!0)}D||(O=`
${t.indent}`)}}else(k===""||k[0]===`
`)&&(O="");return g+=O+k,t.inFlow?S&&r&&r():v&&!S?g+=Fr.lineComment(g,t.indent,u(v)):h&&s&&s(),g}pp.stringifyPair=uy});var ua=T(ca=>{"use strict";var dp=Is("process");function py(n,...e){n==="debug"&&console.log(...e)}function fy(n,e){(n===
"debug"||n==="warn")&&(typeof dp.emitWarning=="function"?dp.emitWarning(e):console.warn(e))}ca.debug=py;ca.warn=fy});var di=T(fi=>{"use strict";var pi=B(),hp=oe(),ci="<<",ui={identify:n=>n===ci||typeof n=="symbol"&&n.description===ci,default:"\
key",tag:"tag:yaml.org,2002:merge",test:/^<<$/,resolve:()=>Object.assign(new hp.Scalar(Symbol(ci)),{addToJSMap:mp}),stringify:()=>ci},
dy=(n,e)=>(ui.identify(e)||pi.isScalar(e)&&(!e.type||e.type===hp.Scalar.PLAIN)&&ui.identify(e.value))&&n?.doc.schema.tags.
some(t=>t.tag===ui.tag&&t.default);function mp(n,e,t){let r=gp(n,t);if(pi.isSeq(r))for(let s of r.items)pa(n,e,s);else if(Array.
isArray(r))for(let s of r)pa(n,e,s);else pa(n,e,r)}function pa(n,e,t){let r=gp(n,t);if(!pi.isMap(r))throw new Error("Mer\
ge sources must be maps or map aliases");let s=r.toJSON(null,n,Map);for(let[i,o]of s)e instanceof Map?e.has(i)||e.set(i,
o):e instanceof Set?e.add(i):Object.prototype.hasOwnProperty.call(e,i)||Object.defineProperty(e,i,{value:o,writable:!0,enumerable:!0,
configurable:!0});return e}function gp(n,e){return n&&pi.isAlias(e)?e.resolve(n.doc,n):e}fi.addMergeToJSMap=mp;fi.isMergeKey=
dy;fi.merge=ui});var da=T(bp=>{"use strict";var hy=ua(),yp=di(),my=Dr(),wp=B(),fa=Ut();function gy(n,e,{key:t,value:r}){if(wp.isNode(t)&&
t.addToJSMap)t.addToJSMap(n,e,r);else if(yp.isMergeKey(n,t))yp.addMergeToJSMap(n,e,r);else{let s=fa.toJS(t,"",n);if(e instanceof
Map)e.set(s,fa.toJS(r,s,n));else if(e instanceof Set)e.add(s);else{let i=yy(t,s,n),o=fa.toJS(r,i,n);i in e?Object.defineProperty(
e,i,{value:o,writable:!0,enumerable:!0,configurable:!0}):e[i]=o}}return e}function yy(n,e,t){if(e===null)return"";if(typeof e!=
"object")return String(e);if(wp.isNode(n)&&t?.doc){let r=my.createStringifyContext(t.doc,{});r.anchors=new Set;for(let i of t.
anchors.keys())r.anchors.add(i.anchor);r.inFlow=!0,r.inStringifyKey=!0;let s=n.toString(r);if(!t.mapKeyWarned){let i=JSON.
stringify(s);i.length>40&&(i=i.substring(0,36)+'..."'),hy.warn(t.doc.options.logLevel,`Keys with collection values will \
be stringified due to JS Object restrictions: ${i}. Set mapAsMap: true to use object keys.`),t.mapKeyWarned=!0}return s}
return JSON.stringify(e)}bp.addPairToJSMap=gy});var Vt=T(ha=>{"use strict";var vp=Lr(),wy=fp(),by=da(),hi=B();function vy(n,e,t){let r=vp.createNode(n,void 0,t),s=vp.createNode(
e,void 0,t);return new mi(r,s)}var mi=class n{constructor(e,t=null){Object.defineProperty(this,hi.NODE_TYPE,{value:hi.PAIR}),
this.key=e,this.value=t}clone(e){let{key:t,value:r}=this;return hi.isNode(t)&&(t=t.clone(e)),hi.isNode(r)&&(r=r.clone(e)),
new n(t,r)}toJSON(e,t){let r=t?.mapAsMap?new Map:{};return by.addPairToJSMap(t,r,this)}toString(e,t,r){return e?.doc?wy.
stringifyPair(this,e,t,r):JSON.stringify(this)}};ha.Pair=mi;ha.createPair=vy});var ma=T(Sp=>{"use strict";var kn=B(),kp=Dr(),gi=qr();function ky(n,e,t){return(e.inFlow??n.flow?xy:Sy)(n,e,t)}function Sy({
comment:n,items:e},t,{blockItemPrefix:r,flowChars:s,itemIndent:i,onChompKeep:o,onComment:a}){let{indent:l,options:{commentString:u}}=t,
f=Object.assign({},t,{indent:i,type:null}),c=!1,p=[];for(let m=0;m<e.length;++m){let h=e[m],g=null;if(kn.isNode(h))!c&&h.
spaceBefore&&p.push(""),yi(t,p,h.commentBefore,c),h.comment&&(g=h.comment);else if(kn.isPair(h)){let b=kn.isNode(h.key)?
h.key:null;b&&(!c&&b.spaceBefore&&p.push(""),yi(t,p,b.commentBefore,c))}c=!1;let y=kp.stringify(h,f,()=>g=null,()=>c=!0);
g&&(y+=gi.lineComment(y,i,u(g))),c&&g&&(c=!1),p.push(r+y)}let d;if(p.length===0)d=s.start+s.end;else{d=p[0];for(let m=1;m<
p.length;++m){let h=p[m];d+=h?`
${l}${h}`:`
`}}return n?(d+=`
`+gi.indentComment(u(n),l),a&&a()):c&&o&&o(),d}function xy({items:n},e,{flowChars:t,itemIndent:r}){let{indent:s,indentStep:i,
flowCollectionPadding:o,options:{commentString:a}}=e;r+=i;let l=Object.assign({},e,{indent:r,inFlow:!0,type:null}),u=!1,
f=0,c=[];for(let m=0;m<n.length;++m){let h=n[m],g=null;if(kn.isNode(h))h.spaceBefore&&c.push(""),yi(e,c,h.commentBefore,
!1),h.comment&&(g=h.comment);else if(kn.isPair(h)){let b=kn.isNode(h.key)?h.key:null;b&&(b.spaceBefore&&c.push(""),yi(e,
c,b.commentBefore,!1),b.comment&&(u=!0));let v=kn.isNode(h.value)?h.value:null;v?(v.comment&&(g=v.comment),v.commentBefore&&
(u=!0)):h.value==null&&b?.comment&&(g=b.comment)}g&&(u=!0);let y=kp.stringify(h,l,()=>g=null);u||(u=c.length>f||y.includes(
`
`)),m<n.length-1?y+=",":e.options.trailingComma&&(e.options.lineWidth>0&&(u||(u=c.reduce((b,v)=>b+v.length+2,2)+(y.length+
2)>e.options.lineWidth)),u&&(y+=",")),g&&(y+=gi.lineComment(y,r,a(g))),c.push(y),f=c.length}let{start:p,end:d}=t;if(c.length===
0)return p+d;if(!u){let m=c.reduce((h,g)=>h+g.length+2,2);u=e.options.lineWidth>0&&m>e.options.lineWidth}if(u){let m=p;for(let h of c)
m+=h?`
${i}${s}${h}`:`
`;return`${m}
${s}${d}`}else return`${p}${o}${c.join(" ")}${o}${d}`}function yi({indent:n,options:{commentString:e}},t,r,s){if(r&&s&&(r=
r.replace(/^\n+/,"")),r){let i=gi.indentComment(e(r),n);t.push(i.trimStart())}}Sp.stringifyCollection=ky});var Gt=T(ya=>{"use strict";var Ey=ma(),Ny=da(),Ty=ri(),Jt=B(),wi=Vt(),Oy=oe();function Ur(n,e){let t=Jt.isScalar(e)?e.value:
e;for(let r of n)if(Jt.isPair(r)&&(r.key===e||r.key===t||Jt.isScalar(r.key)&&r.key.value===t))return r}var ga=class extends Ty.
Collection{static get tagName(){return"tag:yaml.org,2002:map"}constructor(e){super(Jt.MAP,e),this.items=[]}static from(e,t,r){
let{keepUndefined:s,replacer:i}=r,o=new this(e),a=(l,u)=>{if(typeof i=="function")u=i.call(t,l,u);else if(Array.isArray(
i)&&!i.includes(l))return;(u!==void 0||s)&&o.items.push(wi.createPair(l,u,r))};if(t instanceof Map)for(let[l,u]of t)a(l,
u);else if(t&&typeof t=="object")for(let l of Object.keys(t))a(l,t[l]);return typeof e.sortMapEntries=="function"&&o.items.
sort(e.sortMapEntries),o}add(e,t){let r;Jt.isPair(e)?r=e:!e||typeof e!="object"||!("key"in e)?r=new wi.Pair(e,e?.value):
r=new wi.Pair(e.key,e.value);let s=Ur(this.items,r.key),i=this.schema?.sortMapEntries;if(s){if(!t)throw new Error(`Key ${r.
key} already set`);Jt.isScalar(s.value)&&Oy.isScalarValue(r.value)?s.value.value=r.value:s.value=r.value}else if(i){let o=this.
items.findIndex(a=>i(r,a)<0);o===-1?this.items.push(r):this.items.splice(o,0,r)}else this.items.push(r)}delete(e){let t=Ur(
this.items,e);return t?this.items.splice(this.items.indexOf(t),1).length>0:!1}get(e,t){let s=Ur(this.items,e)?.value;return(!t&&
Jt.isScalar(s)?s.value:s)??void 0}has(e){return!!Ur(this.items,e)}set(e,t){this.add(new wi.Pair(e,t),!0)}toJSON(e,t,r){let s=r?
new r:t?.mapAsMap?new Map:{};t?.onCreate&&t.onCreate(s);for(let i of this.items)Ny.addPairToJSMap(t,s,i);return s}toString(e,t,r){
if(!e)return JSON.stringify(this);for(let s of this.items)if(!Jt.isPair(s))throw new Error(`Map items must all be pairs;\
 found ${JSON.stringify(s)} instead`);return!e.allNullValues&&this.hasAllNullValues(!1)&&(e=Object.assign({},e,{allNullValues:!0})),
Ey.stringifyCollection(this,e,{blockItemPrefix:"",flowChars:{start:"{",end:"}"},itemIndent:e.indent||"",onChompKeep:r,onComment:t})}};
ya.YAMLMap=ga;ya.findPair=Ur});var Yn=T(Ep=>{"use strict";var Ay=B(),xp=Gt(),$y={collection:"map",default:!0,nodeClass:xp.YAMLMap,tag:"tag:yaml.org,200\
2:map",resolve(n,e){return Ay.isMap(n)||e("Expected a mapping for this tag"),n},createNode:(n,e,t)=>xp.YAMLMap.from(n,e,
t)};Ep.map=$y});var Ht=T(Np=>{"use strict";var _y=Lr(),Iy=ma(),Py=ri(),vi=B(),jy=oe(),Ly=Ut(),wa=class extends Py.Collection{static get tagName(){
return"tag:yaml.org,2002:seq"}constructor(e){super(vi.SEQ,e),this.items=[]}add(e){this.items.push(e)}delete(e){let t=bi(
e);return typeof t!="number"?!1:this.items.splice(t,1).length>0}get(e,t){let r=bi(e);if(typeof r!="number")return;let s=this.
items[r];return!t&&vi.isScalar(s)?s.value:s}has(e){let t=bi(e);return typeof t=="number"&&t<this.items.length}set(e,t){let r=bi(
e);if(typeof r!="number")throw new Error(`Expected a valid index, not ${e}.`);let s=this.items[r];vi.isScalar(s)&&jy.isScalarValue(
t)?s.value=t:this.items[r]=t}toJSON(e,t){let r=[];t?.onCreate&&t.onCreate(r);let s=0;for(let i of this.items)r.push(Ly.toJS(
i,String(s++),t));return r}toString(e,t,r){return e?Iy.stringifyCollection(this,e,{blockItemPrefix:"- ",flowChars:{start:"\
[",end:"]"},itemIndent:(e.indent||"")+"  ",onChompKeep:r,onComment:t}):JSON.stringify(this)}static from(e,t,r){let{replacer:s}=r,
i=new this(e);if(t&&Symbol.iterator in Object(t)){let o=0;for(let a of t){if(typeof s=="function"){let l=t instanceof Set?
a:String(o++);a=s.call(t,l,a)}i.items.push(_y.createNode(a,void 0,r))}}return i}};function bi(n){let e=vi.isScalar(n)?n.
value:n;return e&&typeof e=="string"&&(e=Number(e)),typeof e=="number"&&Number.isInteger(e)&&e>=0?e:null}Np.YAMLSeq=wa});var zn=T(Op=>{"use strict";var qy=B(),Tp=Ht(),My={collection:"seq",default:!0,nodeClass:Tp.YAMLSeq,tag:"tag:yaml.org,200\
2:seq",resolve(n,e){return qy.isSeq(n)||e("Expected a sequence for this tag"),n},createNode:(n,e,t)=>Tp.YAMLSeq.from(n,e,
t)};Op.seq=My});var Wr=T(Ap=>{"use strict";var Ry=Cr(),Cy={identify:n=>typeof n=="string",default:!0,tag:"tag:yaml.org,2002:str",resolve:n=>n,
stringify(n,e,t,r){return e=Object.assign({actualString:!0},e),Ry.stringifyString(n,e,t,r)}};Ap.string=Cy});var ki=T(Ip=>{"use strict";var $p=oe(),_p={identify:n=>n==null,createNode:()=>new $p.Scalar(null),default:!0,tag:"tag:ya\
ml.org,2002:null",test:/^(?:~|[Nn]ull|NULL)?$/,resolve:()=>new $p.Scalar(null),stringify:({source:n},e)=>typeof n=="stri\
ng"&&_p.test.test(n)?n:e.options.nullStr};Ip.nullTag=_p});var ba=T(jp=>{"use strict";var Dy=oe(),Pp={identify:n=>typeof n=="boolean",default:!0,tag:"tag:yaml.org,2002:bool",test:/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
resolve:n=>new Dy.Scalar(n[0]==="t"||n[0]==="T"),stringify({source:n,value:e},t){if(n&&Pp.test.test(n)){let r=n[0]==="t"||
n[0]==="T";if(e===r)return n}return e?t.options.trueStr:t.options.falseStr}};jp.boolTag=Pp});var Xn=T(Lp=>{"use strict";function Fy({format:n,minFractionDigits:e,tag:t,value:r}){if(typeof r=="bigint")return String(
r);let s=typeof r=="number"?r:Number(r);if(!isFinite(s))return isNaN(s)?".nan":s<0?"-.inf":".inf";let i=Object.is(r,-0)?
"-0":JSON.stringify(r);if(!n&&e&&(!t||t==="tag:yaml.org,2002:float")&&/^-?\d/.test(i)&&!i.includes("e")){let o=i.indexOf(
".");o<0&&(o=i.length,i+=".");let a=e-(i.length-o-1);for(;a-- >0;)i+="0"}return i}Lp.stringifyNumber=Fy});var ka=T(Si=>{"use strict";var Uy=oe(),va=Xn(),Wy={identify:n=>typeof n=="number",default:!0,tag:"tag:yaml.org,2002:floa\
t",test:/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,resolve:n=>n.slice(-3).toLowerCase()==="nan"?NaN:n[0]==="-"?Number.
NEGATIVE_INFINITY:Number.POSITIVE_INFINITY,stringify:va.stringifyNumber},By={identify:n=>typeof n=="number",default:!0,tag:"\
tag:yaml.org,2002:float",format:"EXP",test:/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,resolve:n=>parseFloat(
n),stringify(n){let e=Number(n.value);return isFinite(e)?e.toExponential():va.stringifyNumber(n)}},Ky={identify:n=>typeof n==
"number",default:!0,tag:"tag:yaml.org,2002:float",test:/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,resolve(n){let e=new Uy.Scalar(
parseFloat(n)),t=n.indexOf(".");return t!==-1&&n[n.length-1]==="0"&&(e.minFractionDigits=n.length-t-1),e},stringify:va.stringifyNumber};
Si.float=Ky;Si.floatExp=By;Si.floatNaN=Wy});var xa=T(Ei=>{"use strict";var qp=Xn(),xi=n=>typeof n=="bigint"||Number.isInteger(n),Sa=(n,e,t,{intAsBigInt:r})=>r?BigInt(
n):parseInt(n.substring(e),t);function Mp(n,e,t){let{value:r}=n;return xi(r)&&r>=0?t+r.toString(e):qp.stringifyNumber(n)}
var Vy={identify:n=>xi(n)&&n>=0,default:!0,tag:"tag:yaml.org,2002:int",format:"OCT",test:/^0o[0-7]+$/,resolve:(n,e,t)=>Sa(
n,2,8,t),stringify:n=>Mp(n,8,"0o")},Jy={identify:xi,default:!0,tag:"tag:yaml.org,2002:int",test:/^[-+]?[0-9]+$/,resolve:(n,e,t)=>Sa(
n,0,10,t),stringify:qp.stringifyNumber},Gy={identify:n=>xi(n)&&n>=0,default:!0,tag:"tag:yaml.org,2002:int",format:"HEX",
test:/^0x[0-9a-fA-F]+$/,resolve:(n,e,t)=>Sa(n,2,16,t),stringify:n=>Mp(n,16,"0x")};Ei.int=Jy;Ei.intHex=Gy;Ei.intOct=Vy});var Cp=T(Rp=>{"use strict";var Hy=Yn(),Yy=ki(),zy=zn(),Xy=Wr(),Qy=ba(),Ea=ka(),Na=xa(),Zy=[Hy.map,zy.seq,Xy.string,Yy.nullTag,
Qy.boolTag,Na.intOct,Na.int,Na.intHex,Ea.floatNaN,Ea.floatExp,Ea.float];Rp.schema=Zy});var Up=T(Fp=>{"use strict";var ew=oe(),tw=Yn(),nw=zn();function Dp(n){return typeof n=="bigint"||Number.isInteger(n)}var Ni=({
value:n})=>JSON.stringify(n),rw=[{identify:n=>typeof n=="string",default:!0,tag:"tag:yaml.org,2002:str",resolve:n=>n,stringify:Ni},
{identify:n=>n==null,createNode:()=>new ew.Scalar(null),default:!0,tag:"tag:yaml.org,2002:null",test:/^null$/,resolve:()=>null,
stringify:Ni},{identify:n=>typeof n=="boolean",default:!0,tag:"tag:yaml.org,2002:bool",test:/^true$|^false$/,resolve:n=>n===
"true",stringify:Ni},{identify:Dp,default:!0,tag:"tag:yaml.org,2002:int",test:/^-?(?:0|[1-9][0-9]*)$/,resolve:(n,e,{intAsBigInt:t})=>t?
BigInt(n):parseInt(n,10),stringify:({value:n})=>Dp(n)?n.toString():JSON.stringify(n)},{identify:n=>typeof n=="number",default:!0,
tag:"tag:yaml.org,2002:float",test:/^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,resolve:n=>parseFloat(n),stringify:Ni}],
sw={default:!0,tag:"",test:/^/,resolve(n,e){return e(`Unresolved plain scalar ${JSON.stringify(n)}`),n}},iw=[tw.map,nw.seq].
concat(rw,sw);Fp.schema=iw});var Oa=T(Wp=>{"use strict";var Br=Is("buffer"),Ta=oe(),ow=Cr(),aw={identify:n=>n instanceof Uint8Array,default:!1,tag:"t\
ag:yaml.org,2002:binary",resolve(n,e){if(typeof Br.Buffer=="function")return Br.Buffer.from(n,"base64");if(typeof atob==
"function"){let t=atob(n.replace(/[\n\r]/g,"")),r=new Uint8Array(t.length);for(let s=0;s<t.length;++s)r[s]=t.charCodeAt(
s);return r}else return e("This environment does not support reading binary tags; either Buffer or atob is required"),n},
stringify({comment:n,type:e,value:t},r,s,i){if(!t)return"";let o=t,a;if(typeof Br.Buffer=="function")a=o instanceof Br.Buffer?
o.toString("base64"):Br.Buffer.from(o.buffer).toString("base64");else if(typeof btoa=="function"){let l="";for(let u=0;u<
o.length;++u)l+=String.fromCharCode(o[u]);a=btoa(l)}else throw new Error("This environment does not support writing bina\
ry tags; either Buffer or btoa is required");if(e??(e=Ta.Scalar.BLOCK_LITERAL),e!==Ta.Scalar.QUOTE_DOUBLE){let l=Math.max(
r.options.lineWidth-r.indent.length,r.options.minContentWidth),u=Math.ceil(a.length/l),f=new Array(u);for(let c=0,p=0;c<
u;++c,p+=l)f[c]=a.substr(p,l);a=f.join(e===Ta.Scalar.BLOCK_LITERAL?`
`:" ")}return ow.stringifyString({comment:n,type:e,value:a},r,s,i)}};Wp.binary=aw});var Ai=T(Oi=>{"use strict";var Ti=B(),Aa=Vt(),lw=oe(),cw=Ht();function Bp(n,e){if(Ti.isSeq(n))for(let t=0;t<n.items.length;++t){
let r=n.items[t];if(!Ti.isPair(r)){if(Ti.isMap(r)){r.items.length>1&&e("Each pair must have its own sequence indicator");
let s=r.items[0]||new Aa.Pair(new lw.Scalar(null));if(r.commentBefore&&(s.key.commentBefore=s.key.commentBefore?`${r.commentBefore}\

${s.key.commentBefore}`:r.commentBefore),r.comment){let i=s.value??s.key;i.comment=i.comment?`${r.comment}
${i.comment}`:r.comment}r=s}n.items[t]=Ti.isPair(r)?r:new Aa.Pair(r)}}else e("Expected a sequence for this tag");return n}
function Kp(n,e,t){let{replacer:r}=t,s=new cw.YAMLSeq(n);s.tag="tag:yaml.org,2002:pairs";let i=0;if(e&&Symbol.iterator in
Object(e))for(let o of e){typeof r=="function"&&(o=r.call(e,String(i++),o));let a,l;if(Array.isArray(o))if(o.length===2)
a=o[0],l=o[1];else throw new TypeError(`Expected [key, value] tuple: ${o}`);else if(o&&o instanceof Object){let u=Object.
keys(o);if(u.length===1)a=u[0],l=o[a];else throw new TypeError(`Expected tuple with one key, not ${u.length} keys`)}else
a=o;s.items.push(Aa.createPair(a,l,t))}return s}var uw={collection:"seq",default:!1,tag:"tag:yaml.org,2002:pairs",resolve:Bp,
createNode:Kp};Oi.createPairs=Kp;Oi.pairs=uw;Oi.resolvePairs=Bp});var Ia=T(_a=>{"use strict";var Vp=B(),$a=Ut(),Kr=Gt(),pw=Ht(),Jp=Ai(),Sn=class n extends pw.YAMLSeq{constructor(){super(),
this.add=Kr.YAMLMap.prototype.add.bind(this),this.delete=Kr.YAMLMap.prototype.delete.bind(this),this.get=Kr.YAMLMap.prototype.
get.bind(this),this.has=Kr.YAMLMap.prototype.has.bind(this),this.set=Kr.YAMLMap.prototype.set.bind(this),this.tag=n.tag}toJSON(e,t){
if(!t)return super.toJSON(e);let r=new Map;t?.onCreate&&t.onCreate(r);for(let s of this.items){let i,o;if(Vp.isPair(s)?(i=
$a.toJS(s.key,"",t),o=$a.toJS(s.value,i,t)):i=$a.toJS(s,"",t),r.has(i))throw new Error("Ordered maps must not include du\
plicate keys");r.set(i,o)}return r}static from(e,t,r){let s=Jp.createPairs(e,t,r),i=new this;return i.items=s.items,i}};
Sn.tag="tag:yaml.org,2002:omap";var fw={collection:"seq",identify:n=>n instanceof Map,nodeClass:Sn,default:!1,tag:"tag:y\
aml.org,2002:omap",resolve(n,e){let t=Jp.resolvePairs(n,e),r=[];for(let{key:s}of t.items)Vp.isScalar(s)&&(r.includes(s.value)?
e(`Ordered maps must not include duplicate keys: ${s.value}`):r.push(s.value));return Object.assign(new Sn,t)},createNode:(n,e,t)=>Sn.
from(n,e,t)};_a.YAMLOMap=Sn;_a.omap=fw});var Xp=T(Pa=>{"use strict";var Gp=oe();function Hp({value:n,source:e},t){return e&&(n?Yp:zp).test.test(e)?e:n?t.options.
trueStr:t.options.falseStr}var Yp={identify:n=>n===!0,default:!0,tag:"tag:yaml.org,2002:bool",test:/^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
resolve:()=>new Gp.Scalar(!0),stringify:Hp},zp={identify:n=>n===!1,default:!0,tag:"tag:yaml.org,2002:bool",test:/^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
resolve:()=>new Gp.Scalar(!1),stringify:Hp};Pa.falseTag=zp;Pa.trueTag=Yp});var Qp=T($i=>{"use strict";var dw=oe(),ja=Xn(),hw={identify:n=>typeof n=="number",default:!0,tag:"tag:yaml.org,2002:floa\
t",test:/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,resolve:n=>n.slice(-3).toLowerCase()==="nan"?NaN:n[0]==="-"?Number.
NEGATIVE_INFINITY:Number.POSITIVE_INFINITY,stringify:ja.stringifyNumber},mw={identify:n=>typeof n=="number",default:!0,tag:"\
tag:yaml.org,2002:float",format:"EXP",test:/^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,resolve:n=>parseFloat(
n.replace(/_/g,"")),stringify(n){let e=Number(n.value);return isFinite(e)?e.toExponential():ja.stringifyNumber(n)}},gw={
identify:n=>typeof n=="number",default:!0,tag:"tag:yaml.org,2002:float",test:/^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,resolve(n){
let e=new dw.Scalar(parseFloat(n.replace(/_/g,""))),t=n.indexOf(".");if(t!==-1){let r=n.substring(t+1).replace(/_/g,"");
r[r.length-1]==="0"&&(e.minFractionDigits=r.length)}return e},stringify:ja.stringifyNumber};$i.float=gw;$i.floatExp=mw;$i.
floatNaN=hw});var ef=T(Jr=>{"use strict";var Zp=Xn(),Vr=n=>typeof n=="bigint"||Number.isInteger(n);function _i(n,e,t,{intAsBigInt:r}){
let s=n[0];if((s==="-"||s==="+")&&(e+=1),n=n.substring(e).replace(/_/g,""),r){switch(t){case 2:n=`0b${n}`;break;case 8:n=
`0o${n}`;break;case 16:n=`0x${n}`;break}let o=BigInt(n);return s==="-"?BigInt(-1)*o:o}let i=parseInt(n,t);return s==="-"?
-1*i:i}function La(n,e,t){let{value:r}=n;if(Vr(r)){let s=r.toString(e);return r<0?"-"+t+s.substr(1):t+s}return Zp.stringifyNumber(
n)}var yw={identify:Vr,default:!0,tag:"tag:yaml.org,2002:int",format:"BIN",test:/^[-+]?0b[0-1_]+$/,resolve:(n,e,t)=>_i(n,
2,2,t),stringify:n=>La(n,2,"0b")},ww={identify:Vr,default:!0,tag:"tag:yaml.org,2002:int",format:"OCT",test:/^[-+]?0[0-7_]+$/,
resolve:(n,e,t)=>_i(n,1,8,t),stringify:n=>La(n,8,"0")},bw={identify:Vr,default:!0,tag:"tag:yaml.org,2002:int",test:/^[-+]?[0-9][0-9_]*$/,
resolve:(n,e,t)=>_i(n,0,10,t),stringify:Zp.stringifyNumber},vw={identify:Vr,default:!0,tag:"tag:yaml.org,2002:int",format:"\
HEX",test:/^[-+]?0x[0-9a-fA-F_]+$/,resolve:(n,e,t)=>_i(n,2,16,t),stringify:n=>La(n,16,"0x")};Jr.int=bw;Jr.intBin=yw;Jr.intHex=
vw;Jr.intOct=ww});var Ma=T(qa=>{"use strict";var ji=B(),Ii=Vt(),Pi=Gt(),xn=class n extends Pi.YAMLMap{constructor(e){super(e),this.tag=n.tag}add(e){
let t;ji.isPair(e)?t=e:e&&typeof e=="object"&&"key"in e&&"value"in e&&e.value===null?t=new Ii.Pair(e.key,null):t=new Ii.
Pair(e,null),Pi.findPair(this.items,t.key)||this.items.push(t)}get(e,t){let r=Pi.findPair(this.items,e);return!t&&ji.isPair(
r)?ji.isScalar(r.key)?r.key.value:r.key:r}set(e,t){if(typeof t!="boolean")throw new Error(`Expected boolean value for se\
t(key, value) in a YAML set, not ${typeof t}`);let r=Pi.findPair(this.items,e);r&&!t?this.items.splice(this.items.indexOf(
r),1):!r&&t&&this.items.push(new Ii.Pair(e))}toJSON(e,t){return super.toJSON(e,t,Set)}toString(e,t,r){if(!e)return JSON.
stringify(this);if(this.hasAllNullValues(!0))return super.toString(Object.assign({},e,{allNullValues:!0}),t,r);throw new Error(
"Set items must all have null values")}static from(e,t,r){let{replacer:s}=r,i=new this(e);if(t&&Symbol.iterator in Object(
t))for(let o of t)typeof s=="function"&&(o=s.call(t,o,o)),i.items.push(Ii.createPair(o,null,r));return i}};xn.tag="tag:y\
aml.org,2002:set";var kw={collection:"map",identify:n=>n instanceof Set,nodeClass:xn,default:!1,tag:"tag:yaml.org,2002:s\
et",createNode:(n,e,t)=>xn.from(n,e,t),resolve(n,e){if(ji.isMap(n)){if(n.hasAllNullValues(!0))return Object.assign(new xn,
n);e("Set items must all have null values")}else e("Expected a mapping for this tag");return n}};qa.YAMLSet=xn;qa.set=kw});var Ca=T(Li=>{"use strict";var Sw=Xn();function Ra(n,e){let t=n[0],r=t==="-"||t==="+"?n.substring(1):n,s=o=>e?BigInt(o):
Number(o),i=r.replace(/_/g,"").split(":").reduce((o,a)=>o*s(60)+s(a),s(0));return t==="-"?s(-1)*i:i}function tf(n){let{value:e}=n,
t=o=>o;if(typeof e=="bigint")t=o=>BigInt(o);else if(isNaN(e)||!isFinite(e))return Sw.stringifyNumber(n);let r="";e<0&&(r=
"-",e*=t(-1));let s=t(60),i=[e%s];return e<60?i.unshift(0):(e=(e-i[0])/s,i.unshift(e%s),e>=60&&(e=(e-i[0])/s,i.unshift(e))),
r+i.map(o=>String(o).padStart(2,"0")).join(":").replace(/000000\d*$/,"")}var xw={identify:n=>typeof n=="bigint"||Number.
isInteger(n),default:!0,tag:"tag:yaml.org,2002:int",format:"TIME",test:/^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,resolve:(n,e,{
intAsBigInt:t})=>Ra(n,t),stringify:tf},Ew={identify:n=>typeof n=="number",default:!0,tag:"tag:yaml.org,2002:float",format:"\
TIME",test:/^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,resolve:n=>Ra(n,!1),stringify:tf},nf={identify:n=>n instanceof
Date,default:!0,tag:"tag:yaml.org,2002:timestamp",test:RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0\
-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),resolve(n){let e=n.match(
nf.test);if(!e)throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");let[,t,r,s,i,o,a]=e.map(Number),l=e[7]?
Number((e[7]+"00").substr(1,3)):0,u=Date.UTC(t,r-1,s,i||0,o||0,a||0,l),f=e[8];if(f&&f!=="Z"){let c=Ra(f,!1);Math.abs(c)<
30&&(c*=60),u-=6e4*c}return new Date(u)},stringify:({value:n})=>n?.toISOString().replace(/(T00:00:00)?\.000Z$/,"")??""};
Li.floatTime=Ew;Li.intTime=xw;Li.timestamp=nf});var of=T(sf=>{"use strict";var Nw=Yn(),Tw=ki(),Ow=zn(),Aw=Wr(),$w=Oa(),rf=Xp(),Da=Qp(),qi=ef(),_w=di(),Iw=Ia(),Pw=Ai(),jw=Ma(),
Fa=Ca(),Lw=[Nw.map,Ow.seq,Aw.string,Tw.nullTag,rf.trueTag,rf.falseTag,qi.intBin,qi.intOct,qi.int,qi.intHex,Da.floatNaN,Da.
floatExp,Da.float,$w.binary,_w.merge,Iw.omap,Pw.pairs,jw.set,Fa.intTime,Fa.floatTime,Fa.timestamp];sf.schema=Lw});var gf=T(Ba=>{"use strict";var uf=Yn(),qw=ki(),pf=zn(),Mw=Wr(),Rw=ba(),Ua=ka(),Wa=xa(),Cw=Cp(),Dw=Up(),ff=Oa(),Gr=di(),df=Ia(),
hf=Ai(),af=of(),mf=Ma(),Mi=Ca(),lf=new Map([["core",Cw.schema],["failsafe",[uf.map,pf.seq,Mw.string]],["json",Dw.schema],
["yaml11",af.schema],["yaml-1.1",af.schema]]),cf={binary:ff.binary,bool:Rw.boolTag,float:Ua.float,floatExp:Ua.floatExp,floatNaN:Ua.
floatNaN,floatTime:Mi.floatTime,int:Wa.int,intHex:Wa.intHex,intOct:Wa.intOct,intTime:Mi.intTime,map:uf.map,merge:Gr.merge,
null:qw.nullTag,omap:df.omap,pairs:hf.pairs,seq:pf.seq,set:mf.set,timestamp:Mi.timestamp},Fw={"tag:yaml.org,2002:binary":ff.
binary,"tag:yaml.org,2002:merge":Gr.merge,"tag:yaml.org,2002:omap":df.omap,"tag:yaml.org,2002:pairs":hf.pairs,"tag:yaml.\
org,2002:set":mf.set,"tag:yaml.org,2002:timestamp":Mi.timestamp};function Uw(n,e,t){let r=lf.get(e);if(r&&!n)return t&&!r.
includes(Gr.merge)?r.concat(Gr.merge):r.slice();let s=r;if(!s)if(Array.isArray(n))s=[];else{let i=Array.from(lf.keys()).
filter(o=>o!=="yaml11").map(o=>JSON.stringify(o)).join(", ");throw new Error(`Unknown schema "${e}"; use one of ${i} or \
define customTags array`)}if(Array.isArray(n))for(let i of n)s=s.concat(i);else typeof n=="function"&&(s=n(s.slice()));return t&&
(s=s.concat(Gr.merge)),s.reduce((i,o)=>{let a=typeof o=="string"?cf[o]:o;if(!a){let l=JSON.stringify(o),u=Object.keys(cf).
map(f=>JSON.stringify(f)).join(", ");throw new Error(`Unknown custom tag ${l}; use one of ${u}`)}return i.includes(a)||i.
push(a),i},[])}Ba.coreKnownTags=Fw;Ba.getTags=Uw});var Ja=T(yf=>{"use strict";var Ka=B(),Ww=Yn(),Bw=zn(),Kw=Wr(),Ri=gf(),Vw=(n,e)=>n.key<e.key?-1:n.key>e.key?1:0,Va=class n{constructor({
compat:e,customTags:t,merge:r,resolveKnownTags:s,schema:i,sortMapEntries:o,toStringDefaults:a}){this.compat=Array.isArray(
e)?Ri.getTags(e,"compat"):e?Ri.getTags(null,e):null,this.name=typeof i=="string"&&i||"core",this.knownTags=s?Ri.coreKnownTags:
{},this.tags=Ri.getTags(t,this.name,r),this.toStringOptions=a??null,Object.defineProperty(this,Ka.MAP,{value:Ww.map}),Object.
defineProperty(this,Ka.SCALAR,{value:Kw.string}),Object.defineProperty(this,Ka.SEQ,{value:Bw.seq}),this.sortMapEntries=typeof o==
"function"?o:o===!0?Vw:null}clone(){let e=Object.create(n.prototype,Object.getOwnPropertyDescriptors(this));return e.tags=
this.tags.slice(),e}};yf.Schema=Va});var bf=T(wf=>{"use strict";var Jw=B(),Ga=Dr(),Hr=qr();function Gw(n,e){let t=[],r=e.directives===!0;if(e.directives!==!1&&
n.directives){let l=n.directives.toString(n);l?(t.push(l),r=!0):n.directives.docStart&&(r=!0)}r&&t.push("---");let s=Ga.
createStringifyContext(n,e),{commentString:i}=s.options;if(n.commentBefore){t.length!==1&&t.unshift("");let l=i(n.commentBefore);
t.unshift(Hr.indentComment(l,""))}let o=!1,a=null;if(n.contents){if(Jw.isNode(n.contents)){if(n.contents.spaceBefore&&r&&
t.push(""),n.contents.commentBefore){let f=i(n.contents.commentBefore);t.push(Hr.indentComment(f,""))}s.forceBlockIndent=
!!n.comment,a=n.contents.comment}let l=a?void 0:()=>o=!0,u=Ga.stringify(n.contents,s,()=>a=null,l);a&&(u+=Hr.lineComment(
u,"",i(a))),(u[0]==="|"||u[0]===">")&&t[t.length-1]==="---"?t[t.length-1]=`--- ${u}`:t.push(u)}else t.push(Ga.stringify(
n.contents,s));if(n.directives?.docEnd)if(n.comment){let l=i(n.comment);l.includes(`
`)?(t.push("..."),t.push(Hr.indentComment(l,""))):t.push(`... ${l}`)}else t.push("...");else{let l=n.comment;l&&o&&(l=l.
replace(/^\n+/,"")),l&&((!o||a)&&t[t.length-1]!==""&&t.push(""),t.push(Hr.indentComment(i(l),"")))}return t.join(`
`)+`
`}wf.stringifyDocument=Gw});var Yr=T(vf=>{"use strict";var Hw=jr(),Qn=ri(),Ue=B(),Yw=Vt(),zw=Ut(),Xw=Ja(),Qw=bf(),Ha=Zs(),Zw=Qo(),eb=Lr(),Ya=Xo(),za=class n{constructor(e,t,r){
this.commentBefore=null,this.comment=null,this.errors=[],this.warnings=[],Object.defineProperty(this,Ue.NODE_TYPE,{value:Ue.
DOC});let s=null;typeof t=="function"||Array.isArray(t)?s=t:r===void 0&&t&&(r=t,t=void 0);let i=Object.assign({intAsBigInt:!1,
keepSourceTokens:!1,logLevel:"warn",prettyErrors:!0,strict:!0,stringKeys:!1,uniqueKeys:!0,version:"1.2"},r);this.options=
i;let{version:o}=i;r?._directives?(this.directives=r._directives.atDocument(),this.directives.yaml.explicit&&(o=this.directives.
yaml.version)):this.directives=new Ya.Directives({version:o}),this.setSchema(o,r),this.contents=e===void 0?null:this.createNode(
e,s,r)}clone(){let e=Object.create(n.prototype,{[Ue.NODE_TYPE]:{value:Ue.DOC}});return e.commentBefore=this.commentBefore,
e.comment=this.comment,e.errors=this.errors.slice(),e.warnings=this.warnings.slice(),e.options=Object.assign({},this.options),
this.directives&&(e.directives=this.directives.clone()),e.schema=this.schema.clone(),e.contents=Ue.isNode(this.contents)?
this.contents.clone(e.schema):this.contents,this.range&&(e.range=this.range.slice()),e}add(e){Zn(this.contents)&&this.contents.
add(e)}addIn(e,t){Zn(this.contents)&&this.contents.addIn(e,t)}createAlias(e,t){if(!e.anchor){let r=Ha.anchorNames(this);
e.anchor=!t||r.has(t)?Ha.findNewAnchor(t||"a",r):t}return new Hw.Alias(e.anchor)}createNode(e,t,r){let s;if(typeof t=="f\
unction")e=t.call({"":e},"",e),s=t;else if(Array.isArray(t)){let g=b=>typeof b=="number"||b instanceof String||b instanceof
Number,y=t.filter(g).map(String);y.length>0&&(t=t.concat(y)),s=t}else r===void 0&&t&&(r=t,t=void 0);let{aliasDuplicateObjects:i,
anchorPrefix:o,flow:a,keepUndefined:l,onTagObj:u,tag:f}=r??{},{onAnchor:c,setAnchors:p,sourceObjects:d}=Ha.createNodeAnchors(
this,o||"a"),m={aliasDuplicateObjects:i??!0,keepUndefined:l??!1,onAnchor:c,onTagObj:u,replacer:s,schema:this.schema,sourceObjects:d},
h=eb.createNode(e,f,m);return a&&Ue.isCollection(h)&&(h.flow=!0),p(),h}createPair(e,t,r={}){let s=this.createNode(e,null,
r),i=this.createNode(t,null,r);return new Yw.Pair(s,i)}delete(e){return Zn(this.contents)?this.contents.delete(e):!1}deleteIn(e){
return Qn.isEmptyPath(e)?this.contents==null?!1:(this.contents=null,!0):Zn(this.contents)?this.contents.deleteIn(e):!1}get(e,t){
return Ue.isCollection(this.contents)?this.contents.get(e,t):void 0}getIn(e,t){return Qn.isEmptyPath(e)?!t&&Ue.isScalar(
this.contents)?this.contents.value:this.contents:Ue.isCollection(this.contents)?this.contents.getIn(e,t):void 0}has(e){return Ue.
isCollection(this.contents)?this.contents.has(e):!1}hasIn(e){return Qn.isEmptyPath(e)?this.contents!==void 0:Ue.isCollection(
this.contents)?this.contents.hasIn(e):!1}set(e,t){this.contents==null?this.contents=Qn.collectionFromPath(this.schema,[e],
t):Zn(this.contents)&&this.contents.set(e,t)}setIn(e,t){Qn.isEmptyPath(e)?this.contents=t:this.contents==null?this.contents=
Qn.collectionFromPath(this.schema,Array.from(e),t):Zn(this.contents)&&this.contents.setIn(e,t)}setSchema(e,t={}){typeof e==
"number"&&(e=String(e));let r;switch(e){case"1.1":this.directives?this.directives.yaml.version="1.1":this.directives=new Ya.
Directives({version:"1.1"}),r={resolveKnownTags:!1,schema:"yaml-1.1"};break;case"1.2":case"next":this.directives?this.directives.
yaml.version=e:this.directives=new Ya.Directives({version:e}),r={resolveKnownTags:!0,schema:"core"};break;case null:this.
directives&&delete this.directives,r=null;break;default:{let s=JSON.stringify(e);throw new Error(`Expected '1.1', '1.2' \
or null as first argument, but found: ${s}`)}}if(t.schema instanceof Object)this.schema=t.schema;else if(r)this.schema=new Xw.
Schema(Object.assign(r,t));else throw new Error("With a null YAML version, the { schema: Schema } option is required")}toJS({
json:e,jsonArg:t,mapAsMap:r,maxAliasCount:s,onAnchor:i,reviver:o}={}){let a={anchors:new Map,doc:this,keep:!e,mapAsMap:r===
!0,mapKeyWarned:!1,maxAliasCount:typeof s=="number"?s:100},l=zw.toJS(this.contents,t??"",a);if(typeof i=="function")for(let{
count:u,res:f}of a.anchors.values())i(f,u);return typeof o=="function"?Zw.applyReviver(o,{"":l},"",l):l}toJSON(e,t){return this.
toJS({json:!0,jsonArg:e,mapAsMap:!1,onAnchor:t})}toString(e={}){if(this.errors.length>0)throw new Error("Document with e\
rrors cannot be stringified");if("indent"in e&&(!Number.isInteger(e.indent)||Number(e.indent)<=0)){let t=JSON.stringify(
e.indent);throw new Error(`"indent" option must be a positive integer, not ${t}`)}return Qw.stringifyDocument(this,e)}};
function Zn(n){if(Ue.isCollection(n))return!0;throw new Error("Expected a YAML collection as document contents")}vf.Document=
za});var Qr=T(Xr=>{"use strict";var zr=class extends Error{constructor(e,t,r,s){super(),this.name=e,this.code=r,this.message=
s,this.pos=t}},Xa=class extends zr{constructor(e,t,r){super("YAMLParseError",e,t,r)}},Qa=class extends zr{constructor(e,t,r){
super("YAMLWarning",e,t,r)}},tb=(n,e)=>t=>{if(t.pos[0]===-1)return;t.linePos=t.pos.map(a=>e.linePos(a));let{line:r,col:s}=t.
linePos[0];t.message+=` at line ${r}, column ${s}`;let i=s-1,o=n.substring(e.lineStarts[r-1],e.lineStarts[r]).replace(/[\n\r]+$/,
"");if(i>=60&&o.length>80){let a=Math.min(i-39,o.length-79);o="\u2026"+o.substring(a),i-=a-1}if(o.length>80&&(o=o.substring(
0,79)+"\u2026"),r>1&&/^ *$/.test(o.substring(0,i))){let a=n.substring(e.lineStarts[r-2],e.lineStarts[r-1]);a.length>80&&
(a=a.substring(0,79)+`\u2026
`),o=a+o}if(/[^ ]/.test(o)){let a=1,l=t.linePos[1];l?.line===r&&l.col>s&&(a=Math.max(1,Math.min(l.col-s,80-i)));let u=" ".
repeat(i)+"^".repeat(a);t.message+=`:

${o}
${u}
`}};Xr.YAMLError=zr;Xr.YAMLParseError=Xa;Xr.YAMLWarning=Qa;Xr.prettifyError=tb});var Zr=T(kf=>{"use strict";function nb(n,{flow:e,indicator:t,next:r,offset:s,onError:i,parentIndent:o,startOnNewline:a}){
let l=!1,u=a,f=a,c="",p="",d=!1,m=!1,h=null,g=null,y=null,b=null,v=null,S=null,k=null;for(let N of n)switch(m&&(N.type!==
"space"&&N.type!=="newline"&&N.type!=="comma"&&i(N.offset,"MISSING_CHAR","Tags and anchors must be separated from the ne\
xt token by white space"),m=!1),h&&(u&&N.type!=="comment"&&N.type!=="newline"&&i(h,"TAB_AS_INDENT","Tabs are not allowed\
 as indentation"),h=null),N.type){case"space":!e&&(t!=="doc-start"||r?.type!=="flow-collection")&&N.source.includes("	")&&
(h=N),f=!0;break;case"comment":{f||i(N,"MISSING_CHAR","Comments must be separated from other tokens by white space chara\
cters");let P=N.source.substring(1)||" ";c?c+=p+P:c=P,p="",u=!1;break}case"newline":u?c?c+=N.source:(!S||t!=="seq-item-i\
nd")&&(l=!0):p+=N.source,u=!0,d=!0,(g||y)&&(b=N),f=!0;break;case"anchor":g&&i(N,"MULTIPLE_ANCHORS","A node can have at m\
ost one anchor"),N.source.endsWith(":")&&i(N.offset+N.source.length-1,"BAD_ALIAS","Anchor ending in : is ambiguous",!0),
g=N,k??(k=N.offset),u=!1,f=!1,m=!0;break;case"tag":{y&&i(N,"MULTIPLE_TAGS","A node can have at most one tag"),y=N,k??(k=
N.offset),u=!1,f=!1,m=!0;break}case t:(g||y)&&i(N,"BAD_PROP_ORDER",`Anchors and tags must be after the ${N.source} indic\
ator`),S&&i(N,"UNEXPECTED_TOKEN",`Unexpected ${N.source} in ${e??"collection"}`),S=N,u=t==="seq-item-ind"||t==="explicit\
-key-ind",f=!1;break;case"comma":if(e){v&&i(N,"UNEXPECTED_TOKEN",`Unexpected , in ${e}`),v=N,u=!1,f=!1;break}default:i(N,
"UNEXPECTED_TOKEN",`Unexpected ${N.type} token`),u=!1,f=!1}let O=n[n.length-1],$=O?O.offset+O.source.length:s;return m&&
r&&r.type!=="space"&&r.type!=="newline"&&r.type!=="comma"&&(r.type!=="scalar"||r.source!=="")&&i(r.offset,"MISSING_CHAR",
"Tags and anchors must be separated from the next token by white space"),h&&(u&&h.indent<=o||r?.type==="block-map"||r?.type===
"block-seq")&&i(h,"TAB_AS_INDENT","Tabs are not allowed as indentation"),{comma:v,found:S,spaceBefore:l,comment:c,hasNewline:d,
anchor:g,tag:y,newlineAfterProp:b,end:$,start:k??$}}kf.resolveProps=nb});var Ci=T(Sf=>{"use strict";function Za(n){if(!n)return null;switch(n.type){case"alias":case"scalar":case"double-quoted-s\
calar":case"single-quoted-scalar":if(n.source.includes(`
`))return!0;if(n.end){for(let e of n.end)if(e.type==="newline")return!0}return!1;case"flow-collection":for(let e of n.items){
for(let t of e.start)if(t.type==="newline")return!0;if(e.sep){for(let t of e.sep)if(t.type==="newline")return!0}if(Za(e.
key)||Za(e.value))return!0}return!1;default:return!0}}Sf.containsNewline=Za});var el=T(xf=>{"use strict";var rb=Ci();function sb(n,e,t){if(e?.type==="flow-collection"){let r=e.end[0];r.indent===n&&(r.
source==="]"||r.source==="}")&&rb.containsNewline(e)&&t(r,"BAD_INDENT","Flow end indicator should be more indented than \
parent",!0)}}xf.flowIndentCheck=sb});var tl=T(Nf=>{"use strict";var Ef=B();function ib(n,e,t){let{uniqueKeys:r}=n.options;if(r===!1)return!1;let s=typeof r==
"function"?r:(i,o)=>i===o||Ef.isScalar(i)&&Ef.isScalar(o)&&i.value===o.value;return e.some(i=>s(i.key,t))}Nf.mapIncludes=
ib});var If=T(_f=>{"use strict";var Tf=Vt(),ob=Gt(),Of=Zr(),ab=Ci(),Af=el(),lb=tl(),$f="All mapping items must start at the s\
ame column";function cb({composeNode:n,composeEmptyNode:e},t,r,s,i){let o=i?.nodeClass??ob.YAMLMap,a=new o(t.schema);t.atRoot&&
(t.atRoot=!1);let l=r.offset,u=null;for(let f of r.items){let{start:c,key:p,sep:d,value:m}=f,h=Of.resolveProps(c,{indicator:"\
explicit-key-ind",next:p??d?.[0],offset:l,onError:s,parentIndent:r.indent,startOnNewline:!0}),g=!h.found;if(g){if(p&&(p.
type==="block-seq"?s(l,"BLOCK_AS_IMPLICIT_KEY","A block sequence may not be used as an implicit map key"):"indent"in p&&
p.indent!==r.indent&&s(l,"BAD_INDENT",$f)),!h.anchor&&!h.tag&&!d){u=h.end,h.comment&&(a.comment?a.comment+=`
`+h.comment:a.comment=h.comment);continue}(h.newlineAfterProp||ab.containsNewline(p))&&s(p??c[c.length-1],"MULTILINE_IMP\
LICIT_KEY","Implicit keys need to be on a single line")}else h.found?.indent!==r.indent&&s(l,"BAD_INDENT",$f);t.atKey=!0;
let y=h.end,b=p?n(t,p,h,s):e(t,y,c,null,h,s);t.schema.compat&&Af.flowIndentCheck(r.indent,p,s),t.atKey=!1,lb.mapIncludes(
t,a.items,b)&&s(y,"DUPLICATE_KEY","Map keys must be unique");let v=Of.resolveProps(d??[],{indicator:"map-value-ind",next:m,
offset:b.range[2],onError:s,parentIndent:r.indent,startOnNewline:!p||p.type==="block-scalar"});if(l=v.end,v.found){g&&(m?.
type==="block-map"&&!v.hasNewline&&s(l,"BLOCK_AS_IMPLICIT_KEY","Nested mappings are not allowed in compact mappings"),t.
options.strict&&h.start<v.found.offset-1024&&s(b.range,"KEY_OVER_1024_CHARS","The : indicator must be at most 1024 chars\
 after the start of an implicit block mapping key"));let S=m?n(t,m,v,s):e(t,l,d,null,v,s);t.schema.compat&&Af.flowIndentCheck(
r.indent,m,s),l=S.range[2];let k=new Tf.Pair(b,S);t.options.keepSourceTokens&&(k.srcToken=f),a.items.push(k)}else{g&&s(b.
range,"MISSING_CHAR","Implicit map keys need to be followed by map values"),v.comment&&(b.comment?b.comment+=`
`+v.comment:b.comment=v.comment);let S=new Tf.Pair(b);t.options.keepSourceTokens&&(S.srcToken=f),a.items.push(S)}}return u&&
u<l&&s(u,"IMPOSSIBLE","Map comment with trailing content"),a.range=[r.offset,l,u??l],a}_f.resolveBlockMap=cb});var jf=T(Pf=>{"use strict";var ub=Ht(),pb=Zr(),fb=el();function db({composeNode:n,composeEmptyNode:e},t,r,s,i){let o=i?.
nodeClass??ub.YAMLSeq,a=new o(t.schema);t.atRoot&&(t.atRoot=!1),t.atKey&&(t.atKey=!1);let l=r.offset,u=null;for(let{start:f,
value:c}of r.items){let p=pb.resolveProps(f,{indicator:"seq-item-ind",next:c,offset:l,onError:s,parentIndent:r.indent,startOnNewline:!0});
if(!p.found)if(p.anchor||p.tag||c)c?.type==="block-seq"?s(p.end,"BAD_INDENT","All sequence items must start at the same \
column"):s(l,"MISSING_CHAR","Sequence item without - indicator");else{u=p.end,p.comment&&(a.comment=p.comment);continue}
let d=c?n(t,c,p,s):e(t,p.end,f,null,p,s);t.schema.compat&&fb.flowIndentCheck(r.indent,c,s),l=d.range[2],a.items.push(d)}
return a.range=[r.offset,l,u??l],a}Pf.resolveBlockSeq=db});var er=T(Lf=>{"use strict";function hb(n,e,t,r){let s="";if(n){let i=!1,o="";for(let a of n){let{source:l,type:u}=a;switch(u){case"\
space":i=!0;break;case"comment":{t&&!i&&r(a,"MISSING_CHAR","Comments must be separated from other tokens by white space \
characters");let f=l.substring(1)||" ";s?s+=o+f:s=f,o="";break}case"newline":s&&(o+=l),i=!0;break;default:r(a,"UNEXPECTE\
D_TOKEN",`Unexpected ${u} at node end`)}e+=l.length}}return{comment:s,offset:e}}Lf.resolveEnd=hb});var Cf=T(Rf=>{"use strict";var mb=B(),gb=Vt(),qf=Gt(),yb=Ht(),wb=er(),Mf=Zr(),bb=Ci(),vb=tl(),nl="Block collections are \
not allowed within flow collections",rl=n=>n&&(n.type==="block-map"||n.type==="block-seq");function kb({composeNode:n,composeEmptyNode:e},t,r,s,i){
let o=r.start.source==="{",a=o?"flow map":"flow sequence",l=i?.nodeClass??(o?qf.YAMLMap:yb.YAMLSeq),u=new l(t.schema);u.
flow=!0;let f=t.atRoot;f&&(t.atRoot=!1),t.atKey&&(t.atKey=!1);let c=r.offset+r.start.source.length;for(let g=0;g<r.items.
length;++g){let y=r.items[g],{start:b,key:v,sep:S,value:k}=y,O=Mf.resolveProps(b,{flow:a,indicator:"explicit-key-ind",next:v??
S?.[0],offset:c,onError:s,parentIndent:r.indent,startOnNewline:!1});if(!O.found){if(!O.anchor&&!O.tag&&!S&&!k){g===0&&O.
comma?s(O.comma,"UNEXPECTED_TOKEN",`Unexpected , in ${a}`):g<r.items.length-1&&s(O.start,"UNEXPECTED_TOKEN",`Unexpected \
empty item in ${a}`),O.comment&&(u.comment?u.comment+=`
`+O.comment:u.comment=O.comment),c=O.end;continue}!o&&t.options.strict&&bb.containsNewline(v)&&s(v,"MULTILINE_IMPLICIT_K\
EY","Implicit keys of flow sequence pairs need to be on a single line")}if(g===0)O.comma&&s(O.comma,"UNEXPECTED_TOKEN",`\
Unexpected , in ${a}`);else if(O.comma||s(O.start,"MISSING_CHAR",`Missing , between ${a} items`),O.comment){let $="";e:for(let N of b)
switch(N.type){case"comma":case"space":break;case"comment":$=N.source.substring(1);break e;default:break e}if($){let N=u.
items[u.items.length-1];mb.isPair(N)&&(N=N.value??N.key),N.comment?N.comment+=`
`+$:N.comment=$,O.comment=O.comment.substring($.length+1)}}if(!o&&!S&&!O.found){let $=k?n(t,k,O,s):e(t,O.end,S,null,O,s);
u.items.push($),c=$.range[2],rl(k)&&s($.range,"BLOCK_IN_FLOW",nl)}else{t.atKey=!0;let $=O.end,N=v?n(t,v,O,s):e(t,$,b,null,
O,s);rl(v)&&s(N.range,"BLOCK_IN_FLOW",nl),t.atKey=!1;let P=Mf.resolveProps(S??[],{flow:a,indicator:"map-value-ind",next:k,
offset:N.range[2],onError:s,parentIndent:r.indent,startOnNewline:!1});if(P.found){if(!o&&!O.found&&t.options.strict){if(S)
for(let F of S){if(F===P.found)break;if(F.type==="newline"){s(F,"MULTILINE_IMPLICIT_KEY","Implicit keys of flow sequence\
 pairs need to be on a single line");break}}O.start<P.found.offset-1024&&s(P.found,"KEY_OVER_1024_CHARS","The : indicato\
r must be at most 1024 chars after the start of an implicit flow sequence key")}}else k&&("source"in k&&k.source?.[0]===
":"?s(k,"MISSING_CHAR",`Missing space after : in ${a}`):s(P.start,"MISSING_CHAR",`Missing , or : between ${a} items`));let M=k?
n(t,k,P,s):P.found?e(t,P.end,S,null,P,s):null;M?rl(k)&&s(M.range,"BLOCK_IN_FLOW",nl):P.comment&&(N.comment?N.comment+=`
`+P.comment:N.comment=P.comment);let D=new gb.Pair(N,M);if(t.options.keepSourceTokens&&(D.srcToken=y),o){let F=u;vb.mapIncludes(
t,F.items,N)&&s($,"DUPLICATE_KEY","Map keys must be unique"),F.items.push(D)}else{let F=new qf.YAMLMap(t.schema);F.flow=
!0,F.items.push(D);let qe=(M??N).range;F.range=[N.range[0],qe[1],qe[2]],u.items.push(F)}c=M?M.range[2]:P.end}}let p=o?"}":
"]",[d,...m]=r.end,h=c;if(d?.source===p)h=d.offset+d.source.length;else{let g=a[0].toUpperCase()+a.substring(1),y=f?`${g}\
 must end with a ${p}`:`${g} in block collection must be sufficiently indented and end with a ${p}`;s(c,f?"MISSING_CHAR":
"BAD_INDENT",y),d&&d.source.length!==1&&m.unshift(d)}if(m.length>0){let g=wb.resolveEnd(m,h,t.options.strict,s);g.comment&&
(u.comment?u.comment+=`
`+g.comment:u.comment=g.comment),u.range=[r.offset,h,g.offset]}else u.range=[r.offset,h,h];return u}Rf.resolveFlowCollection=
kb});var Ff=T(Df=>{"use strict";var Sb=B(),xb=oe(),Eb=Gt(),Nb=Ht(),Tb=If(),Ob=jf(),Ab=Cf();function sl(n,e,t,r,s,i){let o=t.type===
"block-map"?Tb.resolveBlockMap(n,e,t,r,i):t.type==="block-seq"?Ob.resolveBlockSeq(n,e,t,r,i):Ab.resolveFlowCollection(n,
e,t,r,i),a=o.constructor;return s==="!"||s===a.tagName?(o.tag=a.tagName,o):(s&&(o.tag=s),o)}function $b(n,e,t,r,s){let i=r.
tag,o=i?e.directives.tagName(i.source,p=>s(i,"TAG_RESOLVE_FAILED",p)):null;if(t.type==="block-seq"){let{anchor:p,newlineAfterProp:d}=r,
m=p&&i?p.offset>i.offset?p:i:p??i;m&&(!d||d.offset<m.offset)&&s(m,"MISSING_CHAR","Missing newline after block sequence p\
rops")}let a=t.type==="block-map"?"map":t.type==="block-seq"?"seq":t.start.source==="{"?"map":"seq";if(!i||!o||o==="!"||
o===Eb.YAMLMap.tagName&&a==="map"||o===Nb.YAMLSeq.tagName&&a==="seq")return sl(n,e,t,s,o);let l=e.schema.tags.find(p=>p.
tag===o&&p.collection===a);if(!l){let p=e.schema.knownTags[o];if(p?.collection===a)e.schema.tags.push(Object.assign({},p,
{default:!1})),l=p;else return p?s(i,"BAD_COLLECTION_TYPE",`${p.tag} used for ${a} collection, but expects ${p.collection??
"scalar"}`,!0):s(i,"TAG_RESOLVE_FAILED",`Unresolved tag: ${o}`,!0),sl(n,e,t,s,o)}let u=sl(n,e,t,s,o,l),f=l.resolve?.(u,p=>s(
i,"TAG_RESOLVE_FAILED",p),e.options)??u,c=Sb.isNode(f)?f:new xb.Scalar(f);return c.range=u.range,c.tag=o,l?.format&&(c.format=
l.format),c}Df.composeCollection=$b});var ol=T(Uf=>{"use strict";var il=oe();function _b(n,e,t){let r=e.offset,s=Ib(e,n.options.strict,t);if(!s)return{value:"",
type:null,comment:"",range:[r,r,r]};let i=s.mode===">"?il.Scalar.BLOCK_FOLDED:il.Scalar.BLOCK_LITERAL,o=e.source?Pb(e.source):
[],a=o.length;for(let h=o.length-1;h>=0;--h){let g=o[h][1];if(g===""||g==="\r")a=h;else break}if(a===0){let h=s.chomp===
"+"&&o.length>0?`
`.repeat(Math.max(1,o.length-1)):"",g=r+s.length;return e.source&&(g+=e.source.length),{value:h,type:i,comment:s.comment,
range:[r,g,g]}}let l=e.indent+s.indent,u=e.offset+s.length,f=0;for(let h=0;h<a;++h){let[g,y]=o[h];if(y===""||y==="\r")s.
indent===0&&g.length>l&&(l=g.length);else{g.length<l&&t(u+g.length,"MISSING_CHAR","Block scalars with more-indented lead\
ing empty lines must use an explicit indentation indicator"),s.indent===0&&(l=g.length),f=h,l===0&&!n.atRoot&&t(u,"BAD_I\
NDENT","Block scalar values in collections must be indented");break}u+=g.length+y.length+1}for(let h=o.length-1;h>=a;--h)
o[h][0].length>l&&(a=h+1);let c="",p="",d=!1;for(let h=0;h<f;++h)c+=o[h][0].slice(l)+`
`;for(let h=f;h<a;++h){let[g,y]=o[h];u+=g.length+y.length+1;let b=y[y.length-1]==="\r";if(b&&(y=y.slice(0,-1)),y&&g.length<
l){let S=`Block scalar lines must not be less indented than their ${s.indent?"explicit indentation indicator":"first lin\
e"}`;t(u-y.length-(b?2:1),"BAD_INDENT",S),g=""}i===il.Scalar.BLOCK_LITERAL?(c+=p+g.slice(l)+y,p=`
`):g.length>l||y[0]==="	"?(p===" "?p=`
`:!d&&p===`
`&&(p=`

`),c+=p+g.slice(l)+y,p=`
`,d=!0):y===""?p===`
`?c+=`
`:p=`
`:(c+=p+y,p=" ",d=!1)}switch(s.chomp){case"-":break;case"+":for(let h=a;h<o.length;++h)c+=`
`+o[h][0].slice(l);c[c.length-1]!==`
`&&(c+=`
`);break;default:c+=`
`}let m=r+s.length+e.source.length;return{value:c,type:i,comment:s.comment,range:[r,m,m]}}function Ib({offset:n,props:e},t,r){
if(e[0].type!=="block-scalar-header")return r(e[0],"IMPOSSIBLE","Block scalar header not found"),null;let{source:s}=e[0],
i=s[0],o=0,a="",l=-1;for(let p=1;p<s.length;++p){let d=s[p];if(!a&&(d==="-"||d==="+"))a=d;else{let m=Number(d);!o&&m?o=m:
l===-1&&(l=n+p)}}l!==-1&&r(l,"UNEXPECTED_TOKEN",`Block scalar header includes extra characters: ${s}`);let u=!1,f="",c=s.
length;for(let p=1;p<e.length;++p){let d=e[p];switch(d.type){case"space":u=!0;case"newline":c+=d.source.length;break;case"\
comment":t&&!u&&r(d,"MISSING_CHAR","Comments must be separated from other tokens by white space characters"),c+=d.source.
length,f=d.source.substring(1);break;case"error":r(d,"UNEXPECTED_TOKEN",d.message),c+=d.source.length;break;default:{let m=`\
Unexpected token in block scalar header: ${d.type}`;r(d,"UNEXPECTED_TOKEN",m);let h=d.source;h&&typeof h=="string"&&(c+=
h.length)}}}return{mode:i,indent:o,chomp:a,comment:f,length:c}}function Pb(n){let e=n.split(/\n( *)/),t=e[0],r=t.match(/^( *)/),
i=[r?.[1]?[r[1],t.slice(r[1].length)]:["",t]];for(let o=1;o<e.length;o+=2)i.push([e[o],e[o+1]]);return i}Uf.resolveBlockScalar=
_b});var ll=T(Bf=>{"use strict";var al=oe(),jb=er();function Lb(n,e,t){let{offset:r,type:s,source:i,end:o}=n,a,l,u=(p,d,m)=>t(
r+p,d,m);switch(s){case"scalar":a=al.Scalar.PLAIN,l=qb(i,u);break;case"single-quoted-scalar":a=al.Scalar.QUOTE_SINGLE,l=
Mb(i,u);break;case"double-quoted-scalar":a=al.Scalar.QUOTE_DOUBLE,l=Rb(i,u);break;default:return t(n,"UNEXPECTED_TOKEN",
`Expected a flow scalar value, but found: ${s}`),{value:"",type:null,comment:"",range:[r,r+i.length,r+i.length]}}let f=r+
i.length,c=jb.resolveEnd(o,f,e,t);return{value:l,type:a,comment:c.comment,range:[r,f,c.offset]}}function qb(n,e){let t="";
switch(n[0]){case"	":t="a tab character";break;case",":t="flow indicator character ,";break;case"%":t="directive indicat\
or character %";break;case"|":case">":{t=`block scalar indicator ${n[0]}`;break}case"@":case"`":{t=`reserved character ${n[0]}`;
break}}return t&&e(0,"BAD_SCALAR_START",`Plain value cannot start with ${t}`),Wf(n)}function Mb(n,e){return(n[n.length-1]!==
"'"||n.length===1)&&e(n.length,"MISSING_CHAR","Missing closing 'quote"),Wf(n.slice(1,-1)).replace(/''/g,"'")}function Wf(n){
let e=/(.*?)\r?\n/sy,t=e.exec(n);if(!t)return n;let r,s;try{r=new RegExp("(?<![ 	])[ 	]+$"),s=new RegExp("^[ 	]+|(?<![ 	\
])[ 	]+$","g")}catch{r=/[ \t]+$/,s=/^[ \t]+|[ \t]+$/g}let i=t[1].replace(r,""),o=" ",a=e.lastIndex;for(;t=e.exec(n);){let u=t[1].
replace(s,"");u===""?o===`
`?i+=o:o=`
`:(i+=o+u,o=" "),a=e.lastIndex}let l=/[ \t]*(.*)/sy;return l.lastIndex=a,t=l.exec(n),i+o+(t?.[1]??"")}function Rb(n,e){let t="";
for(let r=1;r<n.length-1;++r){let s=n[r];if(!(s==="\r"&&n[r+1]===`
`))if(s===`
`){let{fold:i,offset:o}=Cb(n,r);t+=i,r=o}else if(s==="\\"){let i=n[++r],o=Db[i];if(o)t+=o;else if(i===`
`)for(i=n[r+1];i===" "||i==="	";)i=n[++r+1];else if(i==="\r"&&n[r+1]===`
`)for(i=n[++r+1];i===" "||i==="	";)i=n[++r+1];else if(i==="x"||i==="u"||i==="U"){let a=i==="x"?2:i==="u"?4:8;t+=Fb(n,r+1,
a,e),r+=a}else{let a=n.substr(r-1,2);e(r-1,"BAD_DQ_ESCAPE",`Invalid escape sequence ${a}`),t+=a}}else if(s===" "||s==="	"){
let i=r,o=n[r+1];for(;o===" "||o==="	";)o=n[++r+1];o!==`
`&&!(o==="\r"&&n[r+2]===`
`)&&(t+=r>i?n.slice(i,r+1):s)}else t+=s}return(n[n.length-1]!=='"'||n.length===1)&&e(n.length,"MISSING_CHAR",'Missing cl\
osing "quote'),t}function Cb(n,e){let t="",r=n[e+1];for(;(r===" "||r==="	"||r===`
`||r==="\r")&&!(r==="\r"&&n[e+2]!==`
`);)r===`
`&&(t+=`
`),e+=1,r=n[e+1];return t||(t=" "),{fold:t,offset:e}}var Db={0:"\0",a:"\x07",b:"\b",e:"\x1B",f:"\f",n:`
`,r:"\r",t:"	",v:"\v",N:"\x85",_:"\xA0",L:"\u2028",P:"\u2029"," ":" ",'"':'"',"/":"/","\\":"\\","	":"	"};function Fb(n,e,t,r){
let s=n.substr(e,t),o=s.length===t&&/^[0-9a-fA-F]+$/.test(s)?parseInt(s,16):NaN;try{return String.fromCodePoint(o)}catch{
let a=n.substr(e-2,t+2);return r(e-2,"BAD_DQ_ESCAPE",`Invalid escape sequence ${a}`),a}}Bf.resolveFlowScalar=Lb});var Jf=T(Vf=>{"use strict";var En=B(),Kf=oe(),Ub=ol(),Wb=ll();function Bb(n,e,t,r){let{value:s,type:i,comment:o,range:a}=e.
type==="block-scalar"?Ub.resolveBlockScalar(n,e,r):Wb.resolveFlowScalar(e,n.options.strict,r),l=t?n.directives.tagName(t.
source,c=>r(t,"TAG_RESOLVE_FAILED",c)):null,u;n.options.stringKeys&&n.atKey?u=n.schema[En.SCALAR]:l?u=Kb(n.schema,s,l,t,
r):e.type==="scalar"?u=Vb(n,s,e,r):u=n.schema[En.SCALAR];let f;try{let c=u.resolve(s,p=>r(t??e,"TAG_RESOLVE_FAILED",p),n.
options);f=En.isScalar(c)?c:new Kf.Scalar(c)}catch(c){let p=c instanceof Error?c.message:String(c);r(t??e,"TAG_RESOLVE_F\
AILED",p),f=new Kf.Scalar(s)}return f.range=a,f.source=s,i&&(f.type=i),l&&(f.tag=l),u.format&&(f.format=u.format),o&&(f.
comment=o),f}function Kb(n,e,t,r,s){if(t==="!")return n[En.SCALAR];let i=[];for(let a of n.tags)if(!a.collection&&a.tag===
t)if(a.default&&a.test)i.push(a);else return a;for(let a of i)if(a.test?.test(e))return a;let o=n.knownTags[t];return o&&
!o.collection?(n.tags.push(Object.assign({},o,{default:!1,test:void 0})),o):(s(r,"TAG_RESOLVE_FAILED",`Unresolved tag: ${t}`,
t!=="tag:yaml.org,2002:str"),n[En.SCALAR])}function Vb({atKey:n,directives:e,schema:t},r,s,i){let o=t.tags.find(a=>(a.default===
!0||n&&a.default==="key")&&a.test?.test(r))||t[En.SCALAR];if(t.compat){let a=t.compat.find(l=>l.default&&l.test?.test(r))??
t[En.SCALAR];if(o.tag!==a.tag){let l=e.tagString(o.tag),u=e.tagString(a.tag),f=`Value may be parsed as either ${l} or ${u}`;
i(s,"TAG_RESOLVE_FAILED",f,!0)}}return o}Vf.composeScalar=Bb});var Hf=T(Gf=>{"use strict";function Jb(n,e,t){if(e){t??(t=e.length);for(let r=t-1;r>=0;--r){let s=e[r];switch(s.type){case"\
space":case"comment":case"newline":n-=s.source.length;continue}for(s=e[++r];s?.type==="space";)n+=s.source.length,s=e[++r];
break}}return n}Gf.emptyScalarPosition=Jb});var Xf=T(ul=>{"use strict";var Gb=jr(),Hb=B(),Yb=Ff(),Yf=Jf(),zb=er(),Xb=Hf(),Qb={composeNode:zf,composeEmptyNode:cl};function zf(n,e,t,r){
let s=n.atKey,{spaceBefore:i,comment:o,anchor:a,tag:l}=t,u,f=!0;switch(e.type){case"alias":u=Zb(n,e,r),(a||l)&&r(e,"ALIA\
S_PROPS","An alias node must not specify any properties");break;case"scalar":case"single-quoted-scalar":case"double-quot\
ed-scalar":case"block-scalar":u=Yf.composeScalar(n,e,l,r),a&&(u.anchor=a.source.substring(1));break;case"block-map":case"\
block-seq":case"flow-collection":try{u=Yb.composeCollection(Qb,n,e,t,r),a&&(u.anchor=a.source.substring(1))}catch(c){let p=c instanceof
Error?c.message:String(c);r(e,"RESOURCE_EXHAUSTION",p)}break;default:{let c=e.type==="error"?e.message:`Unsupported toke\
n (type: ${e.type})`;r(e,"UNEXPECTED_TOKEN",c),f=!1}}return u??(u=cl(n,e.offset,void 0,null,t,r)),a&&u.anchor===""&&r(a,
"BAD_ALIAS","Anchor cannot be an empty string"),s&&n.options.stringKeys&&(!Hb.isScalar(u)||typeof u.value!="string"||u.tag&&
u.tag!=="tag:yaml.org,2002:str")&&r(l??e,"NON_STRING_KEY","With stringKeys, all keys must be strings"),i&&(u.spaceBefore=
!0),o&&(e.type==="scalar"&&e.source===""?u.comment=o:u.commentBefore=o),n.options.keepSourceTokens&&f&&(u.srcToken=e),u}
function cl(n,e,t,r,{spaceBefore:s,comment:i,anchor:o,tag:a,end:l},u){let f={type:"scalar",offset:Xb.emptyScalarPosition(
e,t,r),indent:-1,source:""},c=Yf.composeScalar(n,f,a,u);return o&&(c.anchor=o.source.substring(1),c.anchor===""&&u(o,"BA\
D_ALIAS","Anchor cannot be an empty string")),s&&(c.spaceBefore=!0),i&&(c.comment=i,c.range[2]=l),c}function Zb({options:n},{
offset:e,source:t,end:r},s){let i=new Gb.Alias(t.substring(1));i.source===""&&s(e,"BAD_ALIAS","Alias cannot be an empty \
string"),i.source.endsWith(":")&&s(e+t.length-1,"BAD_ALIAS","Alias ending in : is ambiguous",!0);let o=e+t.length,a=zb.resolveEnd(
r,o,n.strict,s);return i.range=[e,o,a.offset],a.comment&&(i.comment=a.comment),i}ul.composeEmptyNode=cl;ul.composeNode=zf});var ed=T(Zf=>{"use strict";var ev=Yr(),Qf=Xf(),tv=er(),nv=Zr();function rv(n,e,{offset:t,start:r,value:s,end:i},o){let a=Object.
assign({_directives:e},n),l=new ev.Document(void 0,a),u={atKey:!1,atRoot:!0,directives:l.directives,options:l.options,schema:l.
schema},f=nv.resolveProps(r,{indicator:"doc-start",next:s??i?.[0],offset:t,onError:o,parentIndent:0,startOnNewline:!0});
f.found&&(l.directives.docStart=!0,s&&(s.type==="block-map"||s.type==="block-seq")&&!f.hasNewline&&o(f.end,"MISSING_CHAR",
"Block collection cannot start on same line with directives-end marker")),l.contents=s?Qf.composeNode(u,s,f,o):Qf.composeEmptyNode(
u,f.end,r,null,f,o);let c=l.contents.range[2],p=tv.resolveEnd(i,c,!1,o);return p.comment&&(l.comment=p.comment),l.range=
[t,c,p.offset],l}Zf.composeDoc=rv});var fl=T(rd=>{"use strict";var sv=Is("process"),iv=Xo(),ov=Yr(),es=Qr(),td=B(),av=ed(),lv=er();function ts(n){if(typeof n==
"number")return[n,n+1];if(Array.isArray(n))return n.length===2?n:[n[0],n[1]];let{offset:e,source:t}=n;return[e,e+(typeof t==
"string"?t.length:1)]}function nd(n){let e="",t=!1,r=!1;for(let s=0;s<n.length;++s){let i=n[s];switch(i[0]){case"#":e+=(e===
""?"":r?`

`:`
`)+(i.substring(1)||" "),t=!0,r=!1;break;case"%":n[s+1]?.[0]!=="#"&&(s+=1),t=!1;break;default:t||(r=!0),t=!1}}return{comment:e,
afterEmptyLine:r}}var pl=class{constructor(e={}){this.doc=null,this.atDirectives=!1,this.prelude=[],this.errors=[],this.
warnings=[],this.onError=(t,r,s,i)=>{let o=ts(t);i?this.warnings.push(new es.YAMLWarning(o,r,s)):this.errors.push(new es.
YAMLParseError(o,r,s))},this.directives=new iv.Directives({version:e.version||"1.2"}),this.options=e}decorate(e,t){let{comment:r,
afterEmptyLine:s}=nd(this.prelude);if(r){let i=e.contents;if(t)e.comment=e.comment?`${e.comment}
${r}`:r;else if(s||e.directives.docStart||!i)e.commentBefore=r;else if(td.isCollection(i)&&!i.flow&&i.items.length>0){let o=i.
items[0];td.isPair(o)&&(o=o.key);let a=o.commentBefore;o.commentBefore=a?`${r}
${a}`:r}else{let o=i.commentBefore;i.commentBefore=o?`${r}
${o}`:r}}if(t){for(let i=0;i<this.errors.length;++i)e.errors.push(this.errors[i]);for(let i=0;i<this.warnings.length;++i)
e.warnings.push(this.warnings[i])}else e.errors=this.errors,e.warnings=this.warnings;this.prelude=[],this.errors=[],this.
warnings=[]}streamInfo(){return{comment:nd(this.prelude).comment,directives:this.directives,errors:this.errors,warnings:this.
warnings}}*compose(e,t=!1,r=-1){for(let s of e)yield*this.next(s);yield*this.end(t,r)}*next(e){switch(sv.env.LOG_STREAM&&
console.dir(e,{depth:null}),e.type){case"directive":this.directives.add(e.source,(t,r,s)=>{let i=ts(e);i[0]+=t,this.onError(
i,"BAD_DIRECTIVE",r,s)}),this.prelude.push(e.source),this.atDirectives=!0;break;case"document":{let t=av.composeDoc(this.
options,this.directives,e,this.onError);this.atDirectives&&!t.directives.docStart&&this.onError(e,"MISSING_CHAR","Missin\
g directives-end/doc-start indicator line"),this.decorate(t,!1),this.doc&&(yield this.doc),this.doc=t,this.atDirectives=
!1;break}case"byte-order-mark":case"space":break;case"comment":case"newline":this.prelude.push(e.source);break;case"erro\
r":{let t=e.source?`${e.message}: ${JSON.stringify(e.source)}`:e.message,r=new es.YAMLParseError(ts(e),"UNEXPECTED_TOKEN",
t);this.atDirectives||!this.doc?this.errors.push(r):this.doc.errors.push(r);break}case"doc-end":{if(!this.doc){let r="Un\
expected doc-end without preceding document";this.errors.push(new es.YAMLParseError(ts(e),"UNEXPECTED_TOKEN",r));break}this.
doc.directives.docEnd=!0;let t=lv.resolveEnd(e.end,e.offset+e.source.length,this.doc.options.strict,this.onError);if(this.
decorate(this.doc,!0),t.comment){let r=this.doc.comment;this.doc.comment=r?`${r}
${t.comment}`:t.comment}this.doc.range[2]=t.offset;break}default:this.errors.push(new es.YAMLParseError(ts(e),"UNEXPECTE\
D_TOKEN",`Unsupported token ${e.type}`))}}*end(e=!1,t=-1){if(this.doc)this.decorate(this.doc,!0),yield this.doc,this.doc=
null;else if(e){let r=Object.assign({_directives:this.directives},this.options),s=new ov.Document(void 0,r);this.atDirectives&&
this.onError(t,"MISSING_CHAR","Missing directives-end indicator line"),s.range=[0,t,t],this.decorate(s,!1),yield s}}};rd.
Composer=pl});var od=T(Di=>{"use strict";var cv=ol(),uv=ll(),pv=Qr(),sd=Cr();function fv(n,e=!0,t){if(n){let r=(s,i,o)=>{let a=typeof s==
"number"?s:Array.isArray(s)?s[0]:s.offset;if(t)t(a,i,o);else throw new pv.YAMLParseError([a,a+1],i,o)};switch(n.type){case"\
scalar":case"single-quoted-scalar":case"double-quoted-scalar":return uv.resolveFlowScalar(n,e,r);case"block-scalar":return cv.
resolveBlockScalar({options:{strict:e}},n,r)}}return null}function dv(n,e){let{implicitKey:t=!1,indent:r,inFlow:s=!1,offset:i=-1,
type:o="PLAIN"}=e,a=sd.stringifyString({type:o,value:n},{implicitKey:t,indent:r>0?" ".repeat(r):"",inFlow:s,options:{blockQuote:!0,
lineWidth:-1}}),l=e.end??[{type:"newline",offset:-1,indent:r,source:`
`}];switch(a[0]){case"|":case">":{let u=a.indexOf(`
`),f=a.substring(0,u),c=a.substring(u+1)+`
`,p=[{type:"block-scalar-header",offset:i,indent:r,source:f}];return id(p,l)||p.push({type:"newline",offset:-1,indent:r,
source:`
`}),{type:"block-scalar",offset:i,indent:r,props:p,source:c}}case'"':return{type:"double-quoted-scalar",offset:i,indent:r,
source:a,end:l};case"'":return{type:"single-quoted-scalar",offset:i,indent:r,source:a,end:l};default:return{type:"scalar",
offset:i,indent:r,source:a,end:l}}}function hv(n,e,t={}){let{afterKey:r=!1,implicitKey:s=!1,inFlow:i=!1,type:o}=t,a="ind\
ent"in n?n.indent:null;if(r&&typeof a=="number"&&(a+=2),!o)switch(n.type){case"single-quoted-scalar":o="QUOTE_SINGLE";break;case"\
double-quoted-scalar":o="QUOTE_DOUBLE";break;case"block-scalar":{let u=n.props[0];if(u.type!=="block-scalar-header")throw new Error(
"Invalid block scalar header");o=u.source[0]===">"?"BLOCK_FOLDED":"BLOCK_LITERAL";break}default:o="PLAIN"}let l=sd.stringifyString(
{type:o,value:e},{implicitKey:s||a===null,indent:a!==null&&a>0?" ".repeat(a):"",inFlow:i,options:{blockQuote:!0,lineWidth:-1}});
switch(l[0]){case"|":case">":mv(n,l);break;case'"':dl(n,l,"double-quoted-scalar");break;case"'":dl(n,l,"single-quoted-sc\
alar");break;default:dl(n,l,"scalar")}}function mv(n,e){let t=e.indexOf(`
`),r=e.substring(0,t),s=e.substring(t+1)+`
`;if(n.type==="block-scalar"){let i=n.props[0];if(i.type!=="block-scalar-header")throw new Error("Invalid block scalar h\
eader");i.source=r,n.source=s}else{let{offset:i}=n,o="indent"in n?n.indent:-1,a=[{type:"block-scalar-header",offset:i,indent:o,
source:r}];id(a,"end"in n?n.end:void 0)||a.push({type:"newline",offset:-1,indent:o,source:`
`});for(let l of Object.keys(n))l!=="type"&&l!=="offset"&&delete n[l];Object.assign(n,{type:"block-scalar",indent:o,props:a,
source:s})}}function id(n,e){if(e)for(let t of e)switch(t.type){case"space":case"comment":n.push(t);break;case"newline":
return n.push(t),!0}return!1}function dl(n,e,t){switch(n.type){case"scalar":case"double-quoted-scalar":case"single-quote\
d-scalar":n.type=t,n.source=e;break;case"block-scalar":{let r=n.props.slice(1),s=e.length;n.props[0].type==="block-scala\
r-header"&&(s-=n.props[0].source.length);for(let i of r)i.offset+=s;delete n.props,Object.assign(n,{type:t,source:e,end:r});
break}case"block-map":case"block-seq":{let s={type:"newline",offset:n.offset+e.length,indent:n.indent,source:`
`};delete n.items,Object.assign(n,{type:t,source:e,end:[s]});break}default:{let r="indent"in n?n.indent:-1,s="end"in n&&
Array.isArray(n.end)?n.end.filter(i=>i.type==="space"||i.type==="comment"||i.type==="newline"):[];for(let i of Object.keys(
n))i!=="type"&&i!=="offset"&&delete n[i];Object.assign(n,{type:t,indent:r,source:e,end:s})}}}Di.createScalarToken=dv;Di.
resolveAsScalar=fv;Di.setScalarValue=hv});var ld=T(ad=>{"use strict";var gv=n=>"type"in n?Ui(n):Fi(n);function Ui(n){switch(n.type){case"block-scalar":{let e="";for(let t of n.
props)e+=Ui(t);return e+n.source}case"block-map":case"block-seq":{let e="";for(let t of n.items)e+=Fi(t);return e}case"f\
low-collection":{let e=n.start.source;for(let t of n.items)e+=Fi(t);for(let t of n.end)e+=t.source;return e}case"documen\
t":{let e=Fi(n);if(n.end)for(let t of n.end)e+=t.source;return e}default:{let e=n.source;if("end"in n&&n.end)for(let t of n.
end)e+=t.source;return e}}}function Fi({start:n,key:e,sep:t,value:r}){let s="";for(let i of n)s+=i.source;if(e&&(s+=Ui(e)),
t)for(let i of t)s+=i.source;return r&&(s+=Ui(r)),s}ad.stringify=gv});var fd=T(pd=>{"use strict";var hl=Symbol("break visit"),yv=Symbol("skip children"),cd=Symbol("remove item");function Nn(n,e){
"type"in n&&n.type==="document"&&(n={start:n.start,value:n.value}),ud(Object.freeze([]),n,e)}Nn.BREAK=hl;Nn.SKIP=yv;Nn.REMOVE=
cd;Nn.itemAtPath=(n,e)=>{let t=n;for(let[r,s]of e){let i=t?.[r];if(i&&"items"in i)t=i.items[s];else return}return t};Nn.
parentCollection=(n,e)=>{let t=Nn.itemAtPath(n,e.slice(0,-1)),r=e[e.length-1][0],s=t?.[r];if(s&&"items"in s)return s;throw new Error(
"Parent collection not found")};function ud(n,e,t){let r=t(e,n);if(typeof r=="symbol")return r;for(let s of["key","value"]){
let i=e[s];if(i&&"items"in i){for(let o=0;o<i.items.length;++o){let a=ud(Object.freeze(n.concat([[s,o]])),i.items[o],t);
if(typeof a=="number")o=a-1;else{if(a===hl)return hl;a===cd&&(i.items.splice(o,1),o-=1)}}typeof r=="function"&&s==="key"&&
(r=r(e,n))}}return typeof r=="function"?r(e,n):r}pd.visit=Nn});var Wi=T(Te=>{"use strict";var ml=od(),wv=ld(),bv=fd(),gl="\uFEFF",yl="",wl="",bl="",vv=n=>!!n&&"items"in n,kv=n=>!!n&&
(n.type==="scalar"||n.type==="single-quoted-scalar"||n.type==="double-quoted-scalar"||n.type==="block-scalar");function Sv(n){
switch(n){case gl:return"<BOM>";case yl:return"<DOC>";case wl:return"<FLOW_END>";case bl:return"<SCALAR>";default:return JSON.
stringify(n)}}function xv(n){switch(n){case gl:return"byte-order-mark";case yl:return"doc-mode";case wl:return"flow-erro\
r-end";case bl:return"scalar";case"---":return"doc-start";case"...":return"doc-end";case"":case`
`:case`\r
`:return"newline";case"-":return"seq-item-ind";case"?":return"explicit-key-ind";case":":return"map-value-ind";case"{":return"\
flow-map-start";case"}":return"flow-map-end";case"[":return"flow-seq-start";case"]":return"flow-seq-end";case",":return"\
comma"}switch(n[0]){case" ":case"	":return"space";case"#":return"comment";case"%":return"directive-line";case"*":return"\
alias";case"&":return"anchor";case"!":return"tag";case"'":return"single-quoted-scalar";case'"':return"double-quoted-scal\
ar";case"|":case">":return"block-scalar-header"}return null}Te.createScalarToken=ml.createScalarToken;Te.resolveAsScalar=
ml.resolveAsScalar;Te.setScalarValue=ml.setScalarValue;Te.stringify=wv.stringify;Te.visit=bv.visit;Te.BOM=gl;Te.DOCUMENT=
yl;Te.FLOW_END=wl;Te.SCALAR=bl;Te.isCollection=vv;Te.isScalar=kv;Te.prettyToken=Sv;Te.tokenType=xv});var Sl=T(hd=>{"use strict";var ns=Wi();function Xe(n){switch(n){case void 0:case" ":case`
`:case"\r":case"	":return!0;default:return!1}}var dd=new Set("0123456789ABCDEFabcdef"),Ev=new Set("0123456789ABCDEFGHIJK\
LMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()"),Bi=new Set(",[]{}"),Nv=new Set(` ,[]{}
\r	`),vl=n=>!n||Nv.has(n),kl=class{constructor(){this.atEnd=!1,this.blockScalarIndent=-1,this.blockScalarKeep=!1,this.buffer=
"",this.flowKey=!1,this.flowLevel=0,this.indentNext=0,this.indentValue=0,this.lineEndPos=null,this.next=null,this.pos=0}*lex(e,t=!1){
if(e){if(typeof e!="string")throw TypeError("source is not a string");this.buffer=this.buffer?this.buffer+e:e,this.lineEndPos=
null}this.atEnd=!t;let r=this.next??"stream";for(;r&&(t||this.hasChars(1));)r=yield*this.parseNext(r)}atLineEnd(){let e=this.
pos,t=this.buffer[e];for(;t===" "||t==="	";)t=this.buffer[++e];return!t||t==="#"||t===`
`?!0:t==="\r"?this.buffer[e+1]===`
`:!1}charAt(e){return this.buffer[this.pos+e]}continueScalar(e){let t=this.buffer[e];if(this.indentNext>0){let r=0;for(;t===
" ";)t=this.buffer[++r+e];if(t==="\r"){let s=this.buffer[r+e+1];if(s===`
`||!s&&!this.atEnd)return e+r+1}return t===`
`||r>=this.indentNext||!t&&!this.atEnd?e+r:-1}if(t==="-"||t==="."){let r=this.buffer.substr(e,3);if((r==="---"||r==="...")&&
Xe(this.buffer[e+3]))return-1}return e}getLine(){let e=this.lineEndPos;return(typeof e!="number"||e!==-1&&e<this.pos)&&(e=
this.buffer.indexOf(`
`,this.pos),this.lineEndPos=e),e===-1?this.atEnd?this.buffer.substring(this.pos):null:(this.buffer[e-1]==="\r"&&(e-=1),this.
buffer.substring(this.pos,e))}hasChars(e){return this.pos+e<=this.buffer.length}setNext(e){return this.buffer=this.buffer.
substring(this.pos),this.pos=0,this.lineEndPos=null,this.next=e,null}peek(e){return this.buffer.substr(this.pos,e)}*parseNext(e){
switch(e){case"stream":return yield*this.parseStream();case"line-start":return yield*this.parseLineStart();case"block-st\
art":return yield*this.parseBlockStart();case"doc":return yield*this.parseDocument();case"flow":return yield*this.parseFlowCollection();case"\
quoted-scalar":return yield*this.parseQuotedScalar();case"block-scalar":return yield*this.parseBlockScalar();case"plain-\
scalar":return yield*this.parsePlainScalar()}}*parseStream(){let e=this.getLine();if(e===null)return this.setNext("strea\
m");if(e[0]===ns.BOM&&(yield*this.pushCount(1),e=e.substring(1)),e[0]==="%"){let t=e.length,r=e.indexOf("#");for(;r!==-1;){
let i=e[r-1];if(i===" "||i==="	"){t=r-1;break}else r=e.indexOf("#",r+1)}for(;;){let i=e[t-1];if(i===" "||i==="	")t-=1;else
break}let s=(yield*this.pushCount(t))+(yield*this.pushSpaces(!0));return yield*this.pushCount(e.length-s),this.pushNewline(),
"stream"}if(this.atLineEnd()){let t=yield*this.pushSpaces(!0);return yield*this.pushCount(e.length-t),yield*this.pushNewline(),
"stream"}return yield ns.DOCUMENT,yield*this.parseLineStart()}*parseLineStart(){let e=this.charAt(0);if(!e&&!this.atEnd)
return this.setNext("line-start");if(e==="-"||e==="."){if(!this.atEnd&&!this.hasChars(4))return this.setNext("line-start");
let t=this.peek(3);if((t==="---"||t==="...")&&Xe(this.charAt(3)))return yield*this.pushCount(3),this.indentValue=0,this.
indentNext=0,t==="---"?"doc":"stream"}return this.indentValue=yield*this.pushSpaces(!1),this.indentNext>this.indentValue&&
!Xe(this.charAt(1))&&(this.indentNext=this.indentValue),yield*this.parseBlockStart()}*parseBlockStart(){let[e,t]=this.peek(
2);if(!t&&!this.atEnd)return this.setNext("block-start");if((e==="-"||e==="?"||e===":")&&Xe(t)){let r=(yield*this.pushCount(
1))+(yield*this.pushSpaces(!0));return this.indentNext=this.indentValue+1,this.indentValue+=r,"block-start"}return"doc"}*parseDocument(){
yield*this.pushSpaces(!0);let e=this.getLine();if(e===null)return this.setNext("doc");let t=yield*this.pushIndicators();
switch(e[t]){case"#":yield*this.pushCount(e.length-t);case void 0:return yield*this.pushNewline(),yield*this.parseLineStart();case"\
{":case"[":return yield*this.pushCount(1),this.flowKey=!1,this.flowLevel=1,"flow";case"}":case"]":return yield*this.pushCount(
1),"doc";case"*":return yield*this.pushUntil(vl),"doc";case'"':case"'":return yield*this.parseQuotedScalar();case"|":case"\
>":return t+=yield*this.parseBlockScalarHeader(),t+=yield*this.pushSpaces(!0),yield*this.pushCount(e.length-t),yield*this.
pushNewline(),yield*this.parseBlockScalar();default:return yield*this.parsePlainScalar()}}*parseFlowCollection(){let e,t,
r=-1;do e=yield*this.pushNewline(),e>0?(t=yield*this.pushSpaces(!1),this.indentValue=r=t):t=0,t+=yield*this.pushSpaces(!0);while(e+
t>0);let s=this.getLine();if(s===null)return this.setNext("flow");if((r!==-1&&r<this.indentNext&&s[0]!=="#"||r===0&&(s.startsWith(
"---")||s.startsWith("..."))&&Xe(s[3]))&&!(r===this.indentNext-1&&this.flowLevel===1&&(s[0]==="]"||s[0]==="}")))return this.
flowLevel=0,yield ns.FLOW_END,yield*this.parseLineStart();let i=0;for(;s[i]===",";)i+=yield*this.pushCount(1),i+=yield*this.
pushSpaces(!0),this.flowKey=!1;switch(i+=yield*this.pushIndicators(),s[i]){case void 0:return"flow";case"#":return yield*this.
pushCount(s.length-i),"flow";case"{":case"[":return yield*this.pushCount(1),this.flowKey=!1,this.flowLevel+=1,"flow";case"\
}":case"]":return yield*this.pushCount(1),this.flowKey=!0,this.flowLevel-=1,this.flowLevel?"flow":"doc";case"*":return yield*this.
pushUntil(vl),"flow";case'"':case"'":return this.flowKey=!0,yield*this.parseQuotedScalar();case":":{let o=this.charAt(1);
if(this.flowKey||Xe(o)||o===",")return this.flowKey=!1,yield*this.pushCount(1),yield*this.pushSpaces(!0),"flow"}default:
return this.flowKey=!1,yield*this.parsePlainScalar()}}*parseQuotedScalar(){let e=this.charAt(0),t=this.buffer.indexOf(e,
this.pos+1);if(e==="'")for(;t!==-1&&this.buffer[t+1]==="'";)t=this.buffer.indexOf("'",t+2);else for(;t!==-1;){let i=0;for(;this.
buffer[t-1-i]==="\\";)i+=1;if(i%2===0)break;t=this.buffer.indexOf('"',t+1)}let r=this.buffer.substring(0,t),s=r.indexOf(
`
`,this.pos);if(s!==-1){for(;s!==-1;){let i=this.continueScalar(s+1);if(i===-1)break;s=r.indexOf(`
`,i)}s!==-1&&(t=s-(r[s-1]==="\r"?2:1))}if(t===-1){if(!this.atEnd)return this.setNext("quoted-scalar");t=this.buffer.length}
return yield*this.pushToIndex(t+1,!1),this.flowLevel?"flow":"doc"}*parseBlockScalarHeader(){this.blockScalarIndent=-1,this.
blockScalarKeep=!1;let e=this.pos;for(;;){let t=this.buffer[++e];if(t==="+")this.blockScalarKeep=!0;else if(t>"0"&&t<="9")
this.blockScalarIndent=Number(t)-1;else if(t!=="-")break}return yield*this.pushUntil(t=>Xe(t)||t==="#")}*parseBlockScalar(){
let e=this.pos-1,t=0,r;e:for(let i=this.pos;r=this.buffer[i];++i)switch(r){case" ":t+=1;break;case`
`:e=i,t=0;break;case"\r":{let o=this.buffer[i+1];if(!o&&!this.atEnd)return this.setNext("block-scalar");if(o===`
`)break}default:break e}if(!r&&!this.atEnd)return this.setNext("block-scalar");if(t>=this.indentNext){this.blockScalarIndent===
-1?this.indentNext=t:this.indentNext=this.blockScalarIndent+(this.indentNext===0?1:this.indentNext);do{let i=this.continueScalar(
e+1);if(i===-1)break;e=this.buffer.indexOf(`
`,i)}while(e!==-1);if(e===-1){if(!this.atEnd)return this.setNext("block-scalar");e=this.buffer.length}}let s=e+1;for(r=this.
buffer[s];r===" ";)r=this.buffer[++s];if(r==="	"){for(;r==="	"||r===" "||r==="\r"||r===`
`;)r=this.buffer[++s];e=s-1}else if(!this.blockScalarKeep)do{let i=e-1,o=this.buffer[i];o==="\r"&&(o=this.buffer[--i]);let a=i;
for(;o===" ";)o=this.buffer[--i];if(o===`
`&&i>=this.pos&&i+1+t>a)e=i;else break}while(!0);return yield ns.SCALAR,yield*this.pushToIndex(e+1,!0),yield*this.parseLineStart()}*parsePlainScalar(){
let e=this.flowLevel>0,t=this.pos-1,r=this.pos-1,s;for(;s=this.buffer[++r];)if(s===":"){let i=this.buffer[r+1];if(Xe(i)||
e&&Bi.has(i))break;t=r}else if(Xe(s)){let i=this.buffer[r+1];if(s==="\r"&&(i===`
`?(r+=1,s=`
`,i=this.buffer[r+1]):t=r),i==="#"||e&&Bi.has(i))break;if(s===`
`){let o=this.continueScalar(r+1);if(o===-1)break;r=Math.max(r,o-2)}}else{if(e&&Bi.has(s))break;t=r}return!s&&!this.atEnd?
this.setNext("plain-scalar"):(yield ns.SCALAR,yield*this.pushToIndex(t+1,!0),e?"flow":"doc")}*pushCount(e){return e>0?(yield this.
buffer.substr(this.pos,e),this.pos+=e,e):0}*pushToIndex(e,t){let r=this.buffer.slice(this.pos,e);return r?(yield r,this.
pos+=r.length,r.length):(t&&(yield""),0)}*pushIndicators(){let e=0;e:for(;;){switch(this.charAt(0)){case"!":e+=yield*this.
pushTag(),e+=yield*this.pushSpaces(!0);continue e;case"&":e+=yield*this.pushUntil(vl),e+=yield*this.pushSpaces(!0);continue e;case"\
-":case"?":case":":{let t=this.flowLevel>0,r=this.charAt(1);if(Xe(r)||t&&Bi.has(r)){t?this.flowKey&&(this.flowKey=!1):this.
indentNext=this.indentValue+1,e+=yield*this.pushCount(1),e+=yield*this.pushSpaces(!0);continue e}}}break e}return e}*pushTag(){
if(this.charAt(1)==="<"){let e=this.pos+2,t=this.buffer[e];for(;!Xe(t)&&t!==">";)t=this.buffer[++e];return yield*this.pushToIndex(
t===">"?e+1:e,!1)}else{let e=this.pos+1,t=this.buffer[e];for(;t;)if(Ev.has(t))t=this.buffer[++e];else if(t==="%"&&dd.has(
this.buffer[e+1])&&dd.has(this.buffer[e+2]))t=this.buffer[e+=3];else break;return yield*this.pushToIndex(e,!1)}}*pushNewline(){
let e=this.buffer[this.pos];return e===`
`?yield*this.pushCount(1):e==="\r"&&this.charAt(1)===`
`?yield*this.pushCount(2):0}*pushSpaces(e){let t=this.pos-1,r;do r=this.buffer[++t];while(r===" "||e&&r==="	");let s=t-this.
pos;return s>0&&(yield this.buffer.substr(this.pos,s),this.pos=t),s}*pushUntil(e){let t=this.pos,r=this.buffer[t];for(;!e(
r);)r=this.buffer[++t];return yield*this.pushToIndex(t,!1)}};hd.Lexer=kl});var El=T(md=>{"use strict";var xl=class{constructor(){this.lineStarts=[],this.addNewLine=e=>this.lineStarts.push(e),this.
linePos=e=>{let t=0,r=this.lineStarts.length;for(;t<r;){let i=t+r>>1;this.lineStarts[i]<e?t=i+1:r=i}if(this.lineStarts[t]===
e)return{line:t+1,col:1};if(t===0)return{line:0,col:e};let s=this.lineStarts[t-1];return{line:t,col:e-s+1}}}};md.LineCounter=
xl});var Tl=T(vd=>{"use strict";var Tv=Is("process"),gd=Wi(),Ov=Sl();function Yt(n,e){for(let t=0;t<n.length;++t)if(n[t].type===
e)return!0;return!1}function yd(n){for(let e=0;e<n.length;++e)switch(n[e].type){case"space":case"comment":case"newline":
break;default:return e}return-1}function bd(n){switch(n?.type){case"alias":case"scalar":case"single-quoted-scalar":case"\
double-quoted-scalar":case"flow-collection":return!0;default:return!1}}function Ki(n){switch(n.type){case"document":return n.
start;case"block-map":{let e=n.items[n.items.length-1];return e.sep??e.start}case"block-seq":return n.items[n.items.length-
1].start;default:return[]}}function tr(n){if(n.length===0)return[];let e=n.length;e:for(;--e>=0;)switch(n[e].type){case"\
doc-start":case"explicit-key-ind":case"map-value-ind":case"seq-item-ind":case"newline":break e}for(;n[++e]?.type==="spac\
e";);return n.splice(e,n.length)}function Vi(n,e){if(e.length<1e5)Array.prototype.push.apply(n,e);else for(let t=0;t<e.length;++t)
n.push(e[t])}function wd(n){if(n.start.type==="flow-seq-start")for(let e of n.items)e.sep&&!e.value&&!Yt(e.start,"explic\
it-key-ind")&&!Yt(e.sep,"map-value-ind")&&(e.key&&(e.value=e.key),delete e.key,bd(e.value)?e.value.end?Vi(e.value.end,e.
sep):e.value.end=e.sep:Vi(e.start,e.sep),delete e.sep)}var Nl=class{constructor(e){this.atNewLine=!0,this.atScalar=!1,this.
indent=0,this.offset=0,this.onKeyLine=!1,this.stack=[],this.source="",this.type="",this.lexer=new Ov.Lexer,this.onNewLine=
e}*parse(e,t=!1){this.onNewLine&&this.offset===0&&this.onNewLine(0);for(let r of this.lexer.lex(e,t))yield*this.next(r);
t||(yield*this.end())}*next(e){if(this.source=e,Tv.env.LOG_TOKENS&&console.log("|",gd.prettyToken(e)),this.atScalar){this.
atScalar=!1,yield*this.step(),this.offset+=e.length;return}let t=gd.tokenType(e);if(t)if(t==="scalar")this.atNewLine=!1,
this.atScalar=!0,this.type="scalar";else{switch(this.type=t,yield*this.step(),t){case"newline":this.atNewLine=!0,this.indent=
0,this.onNewLine&&this.onNewLine(this.offset+e.length);break;case"space":this.atNewLine&&e[0]===" "&&(this.indent+=e.length);
break;case"explicit-key-ind":case"map-value-ind":case"seq-item-ind":this.atNewLine&&(this.indent+=e.length);break;case"d\
oc-mode":case"flow-error-end":return;default:this.atNewLine=!1}this.offset+=e.length}else{let r=`Not a YAML token: ${e}`;
yield*this.pop({type:"error",offset:this.offset,message:r,source:e}),this.offset+=e.length}}*end(){for(;this.stack.length>
0;)yield*this.pop()}get sourceToken(){return{type:this.type,offset:this.offset,indent:this.indent,source:this.source}}*step(){
let e=this.peek(1);if(this.type==="doc-end"&&e?.type!=="doc-end"){for(;this.stack.length>0;)yield*this.pop();this.stack.
push({type:"doc-end",offset:this.offset,source:this.source});return}if(!e)return yield*this.stream();switch(e.type){case"\
document":return yield*this.document(e);case"alias":case"scalar":case"single-quoted-scalar":case"double-quoted-scalar":return yield*this.
scalar(e);case"block-scalar":return yield*this.blockScalar(e);case"block-map":return yield*this.blockMap(e);case"block-s\
eq":return yield*this.blockSequence(e);case"flow-collection":return yield*this.flowCollection(e);case"doc-end":return yield*this.
documentEnd(e)}yield*this.pop()}peek(e){return this.stack[this.stack.length-e]}*pop(e){let t=e??this.stack.pop();if(!t)yield{
type:"error",offset:this.offset,source:"",message:"Tried to pop an empty stack"};else if(this.stack.length===0)yield t;else{
let r=this.peek(1);switch(t.type==="block-scalar"?t.indent="indent"in r?r.indent:0:t.type==="flow-collection"&&r.type===
"document"&&(t.indent=0),t.type==="flow-collection"&&wd(t),r.type){case"document":r.value=t;break;case"block-scalar":r.props.
push(t);break;case"block-map":{let s=r.items[r.items.length-1];if(s.value){r.items.push({start:[],key:t,sep:[]}),this.onKeyLine=
!0;return}else if(s.sep)s.value=t;else{Object.assign(s,{key:t,sep:[]}),this.onKeyLine=!s.explicitKey;return}break}case"b\
lock-seq":{let s=r.items[r.items.length-1];s.value?r.items.push({start:[],value:t}):s.value=t;break}case"flow-collection":{
let s=r.items[r.items.length-1];!s||s.value?r.items.push({start:[],key:t,sep:[]}):s.sep?s.value=t:Object.assign(s,{key:t,
sep:[]});return}default:yield*this.pop(),yield*this.pop(t)}if((r.type==="document"||r.type==="block-map"||r.type==="bloc\
k-seq")&&(t.type==="block-map"||t.type==="block-seq")){let s=t.items[t.items.length-1];s&&!s.sep&&!s.value&&s.start.length>
0&&yd(s.start)===-1&&(t.indent===0||s.start.every(i=>i.type!=="comment"||i.indent<t.indent))&&(r.type==="document"?r.end=
s.start:r.items.push({start:s.start}),t.items.splice(-1,1))}}}*stream(){switch(this.type){case"directive-line":yield{type:"\
directive",offset:this.offset,source:this.source};return;case"byte-order-mark":case"space":case"comment":case"newline":yield this.
sourceToken;return;case"doc-mode":case"doc-start":{let e={type:"document",offset:this.offset,start:[]};this.type==="doc-\
start"&&e.start.push(this.sourceToken),this.stack.push(e);return}}yield{type:"error",offset:this.offset,message:`Unexpec\
ted ${this.type} token in YAML stream`,source:this.source}}*document(e){if(e.value)return yield*this.lineEnd(e);switch(this.
type){case"doc-start":{yd(e.start)!==-1?(yield*this.pop(),yield*this.step()):e.start.push(this.sourceToken);return}case"\
anchor":case"tag":case"space":case"comment":case"newline":e.start.push(this.sourceToken);return}let t=this.startBlockValue(
e);t?this.stack.push(t):yield{type:"error",offset:this.offset,message:`Unexpected ${this.type} token in YAML document`,source:this.
source}}*scalar(e){if(this.type==="map-value-ind"){let t=Ki(this.peek(2)),r=tr(t),s;e.end?(s=e.end,s.push(this.sourceToken),
delete e.end):s=[this.sourceToken];let i={type:"block-map",offset:e.offset,indent:e.indent,items:[{start:r,key:e,sep:s}]};
this.onKeyLine=!0,this.stack[this.stack.length-1]=i}else yield*this.lineEnd(e)}*blockScalar(e){switch(this.type){case"sp\
ace":case"comment":case"newline":e.props.push(this.sourceToken);return;case"scalar":if(e.source=this.source,this.atNewLine=
!0,this.indent=0,this.onNewLine){let t=this.source.indexOf(`
`)+1;for(;t!==0;)this.onNewLine(this.offset+t),t=this.source.indexOf(`
`,t)+1}yield*this.pop();break;default:yield*this.pop(),yield*this.step()}}*blockMap(e){let t=e.items[e.items.length-1];switch(this.
type){case"newline":if(this.onKeyLine=!1,t.value){let r="end"in t.value?t.value.end:void 0;(Array.isArray(r)?r[r.length-
1]:void 0)?.type==="comment"?r?.push(this.sourceToken):e.items.push({start:[this.sourceToken]})}else t.sep?t.sep.push(this.
sourceToken):t.start.push(this.sourceToken);return;case"space":case"comment":if(t.value)e.items.push({start:[this.sourceToken]});else if(t.
sep)t.sep.push(this.sourceToken);else{if(this.atIndentedComment(t.start,e.indent)){let s=e.items[e.items.length-2]?.value?.
end;if(Array.isArray(s)){Vi(s,t.start),s.push(this.sourceToken),e.items.pop();return}}t.start.push(this.sourceToken)}return}
if(this.indent>=e.indent){let r=!this.onKeyLine&&this.indent===e.indent,s=r&&(t.sep||t.explicitKey)&&this.type!=="seq-it\
em-ind",i=[];if(s&&t.sep&&!t.value){let o=[];for(let a=0;a<t.sep.length;++a){let l=t.sep[a];switch(l.type){case"newline":
o.push(a);break;case"space":break;case"comment":l.indent>e.indent&&(o.length=0);break;default:o.length=0}}o.length>=2&&(i=
t.sep.splice(o[1]))}switch(this.type){case"anchor":case"tag":s||t.value?(i.push(this.sourceToken),e.items.push({start:i}),
this.onKeyLine=!0):t.sep?t.sep.push(this.sourceToken):t.start.push(this.sourceToken);return;case"explicit-key-ind":!t.sep&&
!t.explicitKey?(t.start.push(this.sourceToken),t.explicitKey=!0):s||t.value?(i.push(this.sourceToken),e.items.push({start:i,
explicitKey:!0})):this.stack.push({type:"block-map",offset:this.offset,indent:this.indent,items:[{start:[this.sourceToken],
explicitKey:!0}]}),this.onKeyLine=!0;return;case"map-value-ind":if(t.explicitKey)if(t.sep)if(t.value)e.items.push({start:[],
key:null,sep:[this.sourceToken]});else if(Yt(t.sep,"map-value-ind"))this.stack.push({type:"block-map",offset:this.offset,
indent:this.indent,items:[{start:i,key:null,sep:[this.sourceToken]}]});else if(bd(t.key)&&!Yt(t.sep,"newline")){let o=tr(
t.start),a=t.key,l=t.sep;l.push(this.sourceToken),delete t.key,delete t.sep,this.stack.push({type:"block-map",offset:this.
offset,indent:this.indent,items:[{start:o,key:a,sep:l}]})}else i.length>0?t.sep=t.sep.concat(i,this.sourceToken):t.sep.push(
this.sourceToken);else if(Yt(t.start,"newline"))Object.assign(t,{key:null,sep:[this.sourceToken]});else{let o=tr(t.start);
this.stack.push({type:"block-map",offset:this.offset,indent:this.indent,items:[{start:o,key:null,sep:[this.sourceToken]}]})}else
t.sep?t.value||s?e.items.push({start:i,key:null,sep:[this.sourceToken]}):Yt(t.sep,"map-value-ind")?this.stack.push({type:"\
block-map",offset:this.offset,indent:this.indent,items:[{start:[],key:null,sep:[this.sourceToken]}]}):t.sep.push(this.sourceToken):
Object.assign(t,{key:null,sep:[this.sourceToken]});this.onKeyLine=!0;return;case"alias":case"scalar":case"single-quoted-\
scalar":case"double-quoted-scalar":{let o=this.flowScalar(this.type);s||t.value?(e.items.push({start:i,key:o,sep:[]}),this.
onKeyLine=!0):t.sep?this.stack.push(o):(Object.assign(t,{key:o,sep:[]}),this.onKeyLine=!0);return}default:{let o=this.startBlockValue(
e);if(o){if(o.type==="block-seq"){if(!t.explicitKey&&t.sep&&!Yt(t.sep,"newline")){yield*this.pop({type:"error",offset:this.
offset,message:"Unexpected block-seq-ind on same line with key",source:this.source});return}}else r&&e.items.push({start:i});
this.stack.push(o);return}}}}yield*this.pop(),yield*this.step()}*blockSequence(e){let t=e.items[e.items.length-1];switch(this.
type){case"newline":if(t.value){let r="end"in t.value?t.value.end:void 0;(Array.isArray(r)?r[r.length-1]:void 0)?.type===
"comment"?r?.push(this.sourceToken):e.items.push({start:[this.sourceToken]})}else t.start.push(this.sourceToken);return;case"\
space":case"comment":if(t.value)e.items.push({start:[this.sourceToken]});else{if(this.atIndentedComment(t.start,e.indent)){
let s=e.items[e.items.length-2]?.value?.end;if(Array.isArray(s)){Vi(s,t.start),s.push(this.sourceToken),e.items.pop();return}}
t.start.push(this.sourceToken)}return;case"anchor":case"tag":if(t.value||this.indent<=e.indent)break;t.start.push(this.sourceToken);
return;case"seq-item-ind":if(this.indent!==e.indent)break;t.value||Yt(t.start,"seq-item-ind")?e.items.push({start:[this.
sourceToken]}):t.start.push(this.sourceToken);return}if(this.indent>e.indent){let r=this.startBlockValue(e);if(r){this.stack.
push(r);return}}yield*this.pop(),yield*this.step()}*flowCollection(e){let t=e.items[e.items.length-1];if(this.type==="fl\
ow-error-end"){let r;do yield*this.pop(),r=this.peek(1);while(r?.type==="flow-collection")}else if(e.end.length===0){switch(this.
type){case"comma":case"explicit-key-ind":!t||t.sep?e.items.push({start:[this.sourceToken]}):t.start.push(this.sourceToken);
return;case"map-value-ind":!t||t.value?e.items.push({start:[],key:null,sep:[this.sourceToken]}):t.sep?t.sep.push(this.sourceToken):
Object.assign(t,{key:null,sep:[this.sourceToken]});return;case"space":case"comment":case"newline":case"anchor":case"tag":
!t||t.value?e.items.push({start:[this.sourceToken]}):t.sep?t.sep.push(this.sourceToken):t.start.push(this.sourceToken);return;case"\
alias":case"scalar":case"single-quoted-scalar":case"double-quoted-scalar":{let s=this.flowScalar(this.type);!t||t.value?
e.items.push({start:[],key:s,sep:[]}):t.sep?this.stack.push(s):Object.assign(t,{key:s,sep:[]});return}case"flow-map-end":case"\
flow-seq-end":e.end.push(this.sourceToken);return}let r=this.startBlockValue(e);r?this.stack.push(r):(yield*this.pop(),yield*this.
step())}else{let r=this.peek(2);if(r.type==="block-map"&&(this.type==="map-value-ind"&&r.indent===e.indent||this.type===
"newline"&&!r.items[r.items.length-1].sep))yield*this.pop(),yield*this.step();else if(this.type==="map-value-ind"&&r.type!==
"flow-collection"){let s=Ki(r),i=tr(s);wd(e);let o=e.end.splice(1,e.end.length);o.push(this.sourceToken);let a={type:"bl\
ock-map",offset:e.offset,indent:e.indent,items:[{start:i,key:e,sep:o}]};this.onKeyLine=!0,this.stack[this.stack.length-1]=
a}else yield*this.lineEnd(e)}}flowScalar(e){if(this.onNewLine){let t=this.source.indexOf(`
`)+1;for(;t!==0;)this.onNewLine(this.offset+t),t=this.source.indexOf(`
`,t)+1}return{type:e,offset:this.offset,indent:this.indent,source:this.source}}startBlockValue(e){switch(this.type){case"\
alias":case"scalar":case"single-quoted-scalar":case"double-quoted-scalar":return this.flowScalar(this.type);case"block-s\
calar-header":return{type:"block-scalar",offset:this.offset,indent:this.indent,props:[this.sourceToken],source:""};case"\
flow-map-start":case"flow-seq-start":return{type:"flow-collection",offset:this.offset,indent:this.indent,start:this.sourceToken,
items:[],end:[]};case"seq-item-ind":return{type:"block-seq",offset:this.offset,indent:this.indent,items:[{start:[this.sourceToken]}]};case"\
explicit-key-ind":{this.onKeyLine=!0;let t=Ki(e),r=tr(t);return r.push(this.sourceToken),{type:"block-map",offset:this.offset,
indent:this.indent,items:[{start:r,explicitKey:!0}]}}case"map-value-ind":{this.onKeyLine=!0;let t=Ki(e),r=tr(t);return{type:"\
block-map",offset:this.offset,indent:this.indent,items:[{start:r,key:null,sep:[this.sourceToken]}]}}}return null}atIndentedComment(e,t){
return this.type!=="comment"||this.indent<=t?!1:e.every(r=>r.type==="newline"||r.type==="space")}*documentEnd(e){this.type!==
"doc-mode"&&(e.end?e.end.push(this.sourceToken):e.end=[this.sourceToken],this.type==="newline"&&(yield*this.pop()))}*lineEnd(e){
switch(this.type){case"comma":case"doc-start":case"doc-end":case"flow-seq-end":case"flow-map-end":case"map-value-ind":yield*this.
pop(),yield*this.step();break;case"newline":this.onKeyLine=!1;default:e.end?e.end.push(this.sourceToken):e.end=[this.sourceToken],
this.type==="newline"&&(yield*this.pop())}}};vd.Parser=Nl});var Nd=T(ss=>{"use strict";var kd=fl(),Av=Yr(),rs=Qr(),$v=ua(),_v=B(),Iv=El(),Sd=Tl();function xd(n){let e=n.prettyErrors!==
!1;return{lineCounter:n.lineCounter||e&&new Iv.LineCounter||null,prettyErrors:e}}function Pv(n,e={}){let{lineCounter:t,prettyErrors:r}=xd(
e),s=new Sd.Parser(t?.addNewLine),i=new kd.Composer(e),o=Array.from(i.compose(s.parse(n)));if(r&&t)for(let a of o)a.errors.
forEach(rs.prettifyError(n,t)),a.warnings.forEach(rs.prettifyError(n,t));return o.length>0?o:Object.assign([],{empty:!0},
i.streamInfo())}function Ed(n,e={}){let{lineCounter:t,prettyErrors:r}=xd(e),s=new Sd.Parser(t?.addNewLine),i=new kd.Composer(
e),o=null;for(let a of i.compose(s.parse(n),!0,n.length))if(!o)o=a;else if(o.options.logLevel!=="silent"){o.errors.push(
new rs.YAMLParseError(a.range.slice(0,2),"MULTIPLE_DOCS","Source contains multiple documents; please use YAML.parseAllDo\
cuments()"));break}return r&&t&&(o.errors.forEach(rs.prettifyError(n,t)),o.warnings.forEach(rs.prettifyError(n,t))),o}function jv(n,e,t){
let r;typeof e=="function"?r=e:t===void 0&&e&&typeof e=="object"&&(t=e);let s=Ed(n,t);if(!s)return null;if(s.warnings.forEach(
i=>$v.warn(s.options.logLevel,i)),s.errors.length>0){if(s.options.logLevel!=="silent")throw s.errors[0];s.errors=[]}return s.
toJS(Object.assign({reviver:r},t))}function Lv(n,e,t){let r=null;if(typeof e=="function"||Array.isArray(e)?r=e:t===void 0&&
e&&(t=e),typeof t=="string"&&(t=t.length),typeof t=="number"){let s=Math.round(t);t=s<1?void 0:s>8?{indent:8}:{indent:s}}
if(n===void 0){let{keepUndefined:s}=t??e??{};if(!s)return}return _v.isDocument(n)&&!r?n.toString(t):new Av.Document(n,r,
t).toString(t)}ss.parse=jv;ss.parseAllDocuments=Pv;ss.parseDocument=Ed;ss.stringify=Lv});var is=T(H=>{"use strict";var qv=fl(),Mv=Yr(),Rv=Ja(),Ol=Qr(),Cv=jr(),zt=B(),Dv=Vt(),Fv=oe(),Uv=Gt(),Wv=Ht(),Bv=Wi(),Kv=Sl(),
Vv=El(),Jv=Tl(),Ji=Nd(),Td=$r();H.Composer=qv.Composer;H.Document=Mv.Document;H.Schema=Rv.Schema;H.YAMLError=Ol.YAMLError;
H.YAMLParseError=Ol.YAMLParseError;H.YAMLWarning=Ol.YAMLWarning;H.Alias=Cv.Alias;H.isAlias=zt.isAlias;H.isCollection=zt.
isCollection;H.isDocument=zt.isDocument;H.isMap=zt.isMap;H.isNode=zt.isNode;H.isPair=zt.isPair;H.isScalar=zt.isScalar;H.
isSeq=zt.isSeq;H.Pair=Dv.Pair;H.Scalar=Fv.Scalar;H.YAMLMap=Uv.YAMLMap;H.YAMLSeq=Wv.YAMLSeq;H.CST=Bv;H.Lexer=Kv.Lexer;H.LineCounter=
Vv.LineCounter;H.Parser=Jv.Parser;H.parse=Ji.parse;H.parseAllDocuments=Ji.parseAllDocuments;H.parseDocument=Ji.parseDocument;
H.stringify=Ji.stringify;H.visit=Td.visit;H.visitAsync=Td.visitAsync});var Wd=T((eo,Hl)=>{(function(e,t){typeof eo=="object"&&typeof Hl=="object"?Hl.exports=t():typeof define=="function"&&define.
amd?define("cronstrue",[],t):typeof eo=="object"?eo.cronstrue=t():e.cronstrue=t()})(globalThis,()=>(()=>{"use strict";var n={
949:((s,i,o)=>{Object.defineProperty(i,"__esModule",{value:!0}),i.CronParser=void 0;var a=o(515),l=(function(){function u(f,c,p){
c===void 0&&(c=!0),p===void 0&&(p=!1),this.expression=f,this.dayOfWeekStartIndexZero=c,this.monthStartIndexZero=p}return u.
prototype.parse=function(){var f,c,p=(f=this.expression)!==null&&f!==void 0?f:"";if(p==="@reboot")return c=["@reboot","",
"","","","",""],c;if(p.startsWith("@")){var d=this.parseSpecial(this.expression);c=this.extractParts(d)}else c=this.extractParts(
this.expression);return this.normalize(c),this.validate(c),c},u.prototype.parseSpecial=function(f){var c={"@yearly":"0 0\
 1 1 *","@annually":"0 0 1 1 *","@monthly":"0 0 1 * *","@weekly":"0 0 * * 0","@daily":"0 0 * * *","@midnight":"0 0 * * *",
"@hourly":"0 * * * *","@reboot":"@reboot"},p=c[f];if(!p)throw new Error("Unknown special expression.");return p},u.prototype.
extractParts=function(f){if(!this.expression)throw new Error("cron expression is empty");for(var c=f.trim().split(/[ ]+/),
p=0;p<c.length;p++)if(c[p].includes(",")){var d=c[p].split(",").map(function(h){return h.trim()}).filter(function(h){return h!==
""}).map(function(h){return isNaN(Number(h))?h:Number(h)}).filter(function(h){return h!==null&&h!==""});d.length===0&&d.
push("*"),d.sort(function(h,g){return h!==null&&g!==null?h-g:0}),c[p]=d.map(function(h){return h!==null?h.toString():""}).
join(",")}if(c.length<5)throw new Error("Expression has only ".concat(c.length," part").concat(c.length==1?"":"s",". At \
least 5 parts are required."));if(c.length==5)c.unshift(""),c.push("");else if(c.length==6){var m=/\d{4}$/.test(c[5])||c[4]==
"?"||c[2]=="?";m?c.unshift(""):c.push("")}else if(c.length>7)throw new Error("Expression has ".concat(c.length," parts; \
too many!"));return c},u.prototype.normalize=function(f){var c=this;if(f[3]=f[3].replace("?","*"),f[5]=f[5].replace("?",
"*"),f[2]=f[2].replace("?","*"),f[0].indexOf("0/")==0&&(f[0]=f[0].replace("0/","*/")),f[1].indexOf("0/")==0&&(f[1]=f[1].
replace("0/","*/")),f[2].indexOf("0/")==0&&(f[2]=f[2].replace("0/","*/")),f[3].indexOf("1/")==0&&(f[3]=f[3].replace("1/",
"*/")),f[4].indexOf("1/")==0&&(f[4]=f[4].replace("1/","*/")),f[6].indexOf("1/")==0&&(f[6]=f[6].replace("1/","*/")),f[5]=
f[5].replace(/(^\d)|([^#/\s]\d)/g,function(v){var S=v.replace(/\D/,""),k=S;return c.dayOfWeekStartIndexZero?S=="7"&&(k="\
0"):k=(parseInt(S)-1).toString(),v.replace(S,k)}),f[5]=="L"&&(f[5]="6"),f[3]=="?"&&(f[3]="*"),f[3].indexOf("W")>-1&&(f[3].
indexOf(",")>-1||f[3].indexOf("-")>-1))throw new Error("The 'W' character can be specified only when the day-of-month is\
 a single day, not a range or list of days.");var p={SUN:0,MON:1,TUE:2,WED:3,THU:4,FRI:5,SAT:6};for(var d in p)f[5]=f[5].
replace(new RegExp(d,"gi"),p[d].toString());f[4]=f[4].replace(/(^\d{1,2})|([^#/\s]\d{1,2})/g,function(v){var S=v.replace(
/\D/,""),k=S;return c.monthStartIndexZero&&(k=(parseInt(S)+1).toString()),v.replace(S,k)});var m={JAN:1,FEB:2,MAR:3,APR:4,
MAY:5,JUN:6,JUL:7,AUG:8,SEP:9,OCT:10,NOV:11,DEC:12};for(var h in m)f[4]=f[4].replace(new RegExp(h,"gi"),m[h].toString());
f[0]=="0"&&(f[0]=""),!/\*|\-|\,|\//.test(f[2])&&(/\*|\//.test(f[1])||/\*|\//.test(f[0]))&&(f[2]+="-".concat(f[2]));for(var g=0;g<
f.length;g++)if(f[g].indexOf(",")!=-1&&(f[g]=f[g].split(",").filter(function(v){return v!==""}).join(",")||"*"),f[g]=="*\
/1"&&(f[g]="*"),f[g].indexOf("/")>-1&&!/^\*|\-|\,/.test(f[g])){var y=null;switch(g){case 4:y="12";break;case 5:y="6";break;case 6:
y="9999";break;default:y=null;break}if(y!==null){var b=f[g].split("/");f[g]="".concat(b[0],"-").concat(y,"/").concat(b[1])}}},
u.prototype.validate=function(f){var c="0-9,\\-*/";this.validateOnlyExpectedCharactersFound(f[0],c),this.validateOnlyExpectedCharactersFound(
f[1],c),this.validateOnlyExpectedCharactersFound(f[2],c),this.validateOnlyExpectedCharactersFound(f[3],"0-9,\\-*/LW"),this.
validateOnlyExpectedCharactersFound(f[4],c),this.validateOnlyExpectedCharactersFound(f[5],"0-9,\\-*/L#"),this.validateOnlyExpectedCharactersFound(
f[6],c),this.validateAnyRanges(f)},u.prototype.validateAnyRanges=function(f){a.default.secondRange(f[0]),a.default.minuteRange(
f[1]),a.default.hourRange(f[2]),a.default.dayOfMonthRange(f[3]),a.default.monthRange(f[4],this.monthStartIndexZero),a.default.
dayOfWeekRange(f[5],this.dayOfWeekStartIndexZero)},u.prototype.validateOnlyExpectedCharactersFound=function(f,c){var p=f.
match(new RegExp("[^".concat(c,"]+"),"gi"));if(p&&p.length)throw new Error("Expression contains invalid values: '".concat(
p.toString(),"'"))},u})();i.CronParser=l}),333:((s,i,o)=>{Object.defineProperty(i,"__esModule",{value:!0}),i.ExpressionDescriptor=
void 0;var a=o(823),l=o(949),u=(function(){function f(c,p){if(this.expression=c,this.options=p,this.expressionParts=new Array(
5),!this.options.locale&&f.defaultLocale&&(this.options.locale=f.defaultLocale),!f.locales[this.options.locale]){var d=Object.
keys(f.locales)[0];console.warn("Locale '".concat(this.options.locale,"' could not be found; falling back to '").concat(
d,"'.")),this.options.locale=d}this.i18n=f.locales[this.options.locale],p.use24HourTimeFormat===void 0&&(p.use24HourTimeFormat=
this.i18n.use24HourTimeFormatByDefault())}return f.toString=function(c,p){var d=p===void 0?{}:p,m=d.throwExceptionOnParseError,
h=m===void 0?!0:m,g=d.verbose,y=g===void 0?!1:g,b=d.dayOfWeekStartIndexZero,v=b===void 0?!0:b,S=d.monthStartIndexZero,k=S===
void 0?!1:S,O=d.use24HourTimeFormat,$=d.locale,N=$===void 0?null:$,P={throwExceptionOnParseError:h,verbose:y,dayOfWeekStartIndexZero:v,
monthStartIndexZero:k,use24HourTimeFormat:O,locale:N};P.tzOffset&&console.warn("'tzOffset' option has been deprecated an\
d is no longer supported.");var M=new f(c,P);return M.getFullDescription()},f.initialize=function(c,p){p===void 0&&(p="e\
n"),f.specialCharacters=["/","-",",","*"],f.defaultLocale=p,c.load(f.locales)},f.prototype.getFullDescription=function(){
var c,p,d="";try{var m=new l.CronParser(this.expression,this.options.dayOfWeekStartIndexZero,this.options.monthStartIndexZero);
if(this.expressionParts=m.parse(),this.expressionParts[0]==="@reboot")return((p=(c=this.i18n).atReboot)===null||p===void 0?
void 0:p.call(c))||"Run once, at startup";var h=this.getTimeOfDayDescription(),g=this.getDayOfMonthDescription(),y=this.
getMonthDescription(),b=this.getDayOfWeekDescription(),v=this.getYearDescription();d+=h+g+b+y+v,d=this.transformVerbosity(
d,!!this.options.verbose),d=d.charAt(0).toLocaleUpperCase()+d.substr(1)}catch(S){if(!this.options.throwExceptionOnParseError)
d=this.i18n.anErrorOccuredWhenGeneratingTheExpressionD();else throw"".concat(S)}return d},f.prototype.getTimeOfDayDescription=
function(){var c=this.expressionParts[0],p=this.expressionParts[1],d=this.expressionParts[2],m="";if(!a.StringUtilities.
containsAny(p,f.specialCharacters)&&!a.StringUtilities.containsAny(d,f.specialCharacters)&&!a.StringUtilities.containsAny(
c,f.specialCharacters))m+=this.i18n.atSpace()+this.formatTime(d,p,c);else if(!c&&p.indexOf("-")>-1&&!(p.indexOf(",")>-1)&&
!(p.indexOf("/")>-1)&&!a.StringUtilities.containsAny(d,f.specialCharacters)){var h=p.split("-");m+=a.StringUtilities.format(
this.i18n.everyMinuteBetweenX0AndX1(),this.formatTime(d,h[0],""),this.formatTime(d,h[1],""))}else if(!c&&d.indexOf(",")>
-1&&d.indexOf("-")==-1&&d.indexOf("/")==-1&&!a.StringUtilities.containsAny(p,f.specialCharacters)){var g=d.split(",");m+=
this.i18n.at();for(var y=0;y<g.length;y++)m+=" ",m+=this.formatTime(g[y],p,""),y<g.length-2&&(m+=","),y==g.length-2&&(m+=
this.i18n.spaceAnd())}else{var b=this.getSecondsDescription(),v=this.getMinutesDescription(),S=this.getHoursDescription();
if(m+=b,m&&v&&(m+=", "),m+=v,v===S)return m;m&&S&&(m+=", "),m+=S}return m},f.prototype.getSecondsDescription=function(){
var c=this,p=this.getSegmentDescription(this.expressionParts[0],this.i18n.everySecond(),function(d){return d},function(d){
return a.StringUtilities.format(c.i18n.everyX0Seconds(d),d)},function(d){return c.i18n.secondsX0ThroughX1PastTheMinute()},
function(d){return d=="0"?"":parseInt(d)<20?c.i18n.atX0SecondsPastTheMinute(d):c.i18n.atX0SecondsPastTheMinuteGt20()||c.
i18n.atX0SecondsPastTheMinute(d)});return p},f.prototype.getMinutesDescription=function(){var c=this,p=this.expressionParts[0],
d=this.expressionParts[2],m=this.getSegmentDescription(this.expressionParts[1],this.i18n.everyMinute(),function(h){return h},
function(h){return a.StringUtilities.format(c.i18n.everyX0Minutes(h),h)},function(h){return c.i18n.minutesX0ThroughX1PastTheHour()},
function(h){try{return h=="0"&&d.indexOf("/")==-1&&p==""?c.i18n.everyHour():parseInt(h)<20?c.i18n.atX0MinutesPastTheHour(
h):c.i18n.atX0MinutesPastTheHourGt20()||c.i18n.atX0MinutesPastTheHour(h)}catch{return c.i18n.atX0MinutesPastTheHour(h)}});
return m},f.prototype.getHoursDescription=function(){var c=this,p=this.expressionParts[2],d=0,m=[];p.split("/")[0].split(
",").forEach(function(y){var b=y.split("-");b.length===2&&m.push({value:b[1],index:d+1}),d+=b.length});var h=0,g=this.getSegmentDescription(
p,this.i18n.everyHour(),function(y){var b=m.find(function(S){return S.value===y&&S.index===h}),v=b&&c.expressionParts[1]!==
"0";return h++,v?c.formatTime(y,"59",""):c.formatTime(y,"0","")},function(y){return a.StringUtilities.format(c.i18n.everyX0Hours(
y),y)},function(y){return c.i18n.betweenX0AndX1()},function(y){return c.i18n.atX0()});return g},f.prototype.getDayOfWeekDescription=
function(){var c=this,p=this.i18n.daysOfTheWeek(),d=null;return this.expressionParts[5]=="*"?d="":d=this.getSegmentDescription(
this.expressionParts[5],this.i18n.commaEveryDay(),function(m,h){var g=m;m.indexOf("#")>-1?g=m.substring(0,m.indexOf("#")):
m.indexOf("L")>-1&&(g=g.replace("L",""));var y=parseInt(g),b=c.i18n.daysOfTheWeekInCase?c.i18n.daysOfTheWeekInCase(h)[y]:
p[y];if(m.indexOf("#")>-1){var v=null,S=m.substring(m.indexOf("#")+1),k=m.substring(0,m.indexOf("#"));switch(S){case"1":
v=c.i18n.first(k);break;case"2":v=c.i18n.second(k);break;case"3":v=c.i18n.third(k);break;case"4":v=c.i18n.fourth(k);break;case"\
5":v=c.i18n.fifth(k);break}b=v+" "+b}return b},function(m){return parseInt(m)==1?"":a.StringUtilities.format(c.i18n.commaEveryX0DaysOfTheWeek(
m),m)},function(m){var h=m.substring(0,m.indexOf("-")),g=c.expressionParts[3]!="*";return g?c.i18n.commaAndX0ThroughX1(h):
c.i18n.commaX0ThroughX1(h)},function(m){var h=null;if(m.indexOf("#")>-1){var g=m.substring(m.indexOf("#")+1),y=m.substring(
0,m.indexOf("#"));h=c.i18n.commaOnThe(g,y).trim()+c.i18n.spaceX0OfTheMonth()}else if(m.indexOf("L")>-1)h=c.i18n.commaOnTheLastX0OfTheMonth(
m.replace("L",""));else{var b=c.expressionParts[3]!="*";h=b?c.i18n.commaAndOnX0():c.i18n.commaOnlyOnX0(m)}return h}),d},
f.prototype.getMonthDescription=function(){var c=this,p=this.i18n.monthsOfTheYear(),d=this.getSegmentDescription(this.expressionParts[4],
"",function(m,h){return h&&c.i18n.monthsOfTheYearInCase?c.i18n.monthsOfTheYearInCase(h)[parseInt(m)-1]:p[parseInt(m)-1]},
function(m){return parseInt(m)==1?"":a.StringUtilities.format(c.i18n.commaEveryX0Months(m),m)},function(m){return c.i18n.
commaMonthX0ThroughMonthX1()||c.i18n.commaX0ThroughX1()},function(m){return c.i18n.commaOnlyInMonthX0?c.i18n.commaOnlyInMonthX0():
c.i18n.commaOnlyInX0()});return d},f.prototype.getDayOfMonthDescription=function(){var c=this,p=null,d=this.expressionParts[3];
switch(d){case"L":p=this.i18n.commaOnTheLastDayOfTheMonth();break;case"WL":case"LW":p=this.i18n.commaOnTheLastWeekdayOfTheMonth();
break;default:var m=d.match(/(\d{1,2}W)|(W\d{1,2})/);if(m){var h=parseInt(m[0].replace("W","")),g=h==1?this.i18n.firstWeekday():
a.StringUtilities.format(this.i18n.weekdayNearestDayX0(),h.toString());p=a.StringUtilities.format(this.i18n.commaOnTheX0OfTheMonth(),
g);break}else{var y=d.match(/L-(\d{1,2})/);if(y){var b=y[1];p=a.StringUtilities.format(this.i18n.commaDaysBeforeTheLastDayOfTheMonth(
b),b);break}else{if(d=="*"&&this.expressionParts[5]!="*")return"";p=this.getSegmentDescription(d,this.i18n.commaEveryDay(),
function(v){return v=="L"?c.i18n.lastDay():c.i18n.dayX0?a.StringUtilities.format(c.i18n.dayX0(),v):v},function(v){return v==
"1"?c.i18n.commaEveryDay():c.i18n.commaEveryX0Days(v)},function(v){return c.i18n.commaBetweenDayX0AndX1OfTheMonth(v)},function(v){
return c.i18n.commaOnDayX0OfTheMonth(v)})}break}}return p},f.prototype.getYearDescription=function(){var c=this,p=this.getSegmentDescription(
this.expressionParts[6],"",function(d){return/^\d+$/.test(d)?new Date(parseInt(d),1).getFullYear().toString():d},function(d){
return a.StringUtilities.format(c.i18n.commaEveryX0Years(d),d)},function(d){return c.i18n.commaYearX0ThroughYearX1()||c.
i18n.commaX0ThroughX1()},function(d){return c.i18n.commaOnlyInYearX0?c.i18n.commaOnlyInYearX0():c.i18n.commaOnlyInX0()});
return p},f.prototype.getSegmentDescription=function(c,p,d,m,h,g){var y=null,b=c.indexOf("/")>-1,v=c.indexOf("-")>-1,S=c.
indexOf(",")>-1;if(!c)y="";else if(c==="*")y=p;else if(!b&&!v&&!S)y=a.StringUtilities.format(g(c),d(c));else if(S){for(var k=c.
split(","),O="",$=0;$<k.length;$++)if($>0&&k.length>2&&(O+=",",$<k.length-1&&(O+=" ")),$>0&&k.length>1&&($==k.length-1||
k.length==2)&&(O+="".concat(this.i18n.spaceAnd()," ")),k[$].indexOf("/")>-1||k[$].indexOf("-")>-1){var N=k[$].indexOf("-")>
-1&&k[$].indexOf("/")==-1,P=this.getSegmentDescription(k[$],p,d,m,N?this.i18n.commaX0ThroughX1:h,g);N&&(P=P.replace(", ",
"")),O+=P}else b?O+=this.getSegmentDescription(k[$],p,d,m,h,g):O+=d(k[$]);b?y=O:y=a.StringUtilities.format(g(c),O)}else if(b){
var k=c.split("/");if(y=a.StringUtilities.format(m(k[1]),k[1]),k[0].indexOf("-")>-1){var M=this.generateRangeSegmentDescription(
k[0],h,d);M.indexOf(", ")!=0&&(y+=", "),y+=M}else if(k[0].indexOf("*")==-1){var D=a.StringUtilities.format(g(k[0]),d(k[0]));
D=D.replace(", ",""),y+=a.StringUtilities.format(this.i18n.commaStartingX0(),D)}}else v&&(y=this.generateRangeSegmentDescription(
c,h,d));return y},f.prototype.generateRangeSegmentDescription=function(c,p,d){var m="",h=c.split("-"),g=d(h[0],1),y=d(h[1],
2),b=p(c);return m+=a.StringUtilities.format(b,g,y),m},f.prototype.formatTime=function(c,p,d){var m=0,h=0,g=parseInt(c)+
m,y=parseInt(p)+h;y>=60?(y-=60,g+=1):y<0&&(y+=60,g-=1),g>=24?g=g-24:g<0&&(g=24+g);var b="",v=!1;this.options.use24HourTimeFormat||
(v=!!(this.i18n.setPeriodBeforeTime&&this.i18n.setPeriodBeforeTime()),b=v?"".concat(this.getPeriod(g)," "):" ".concat(this.
getPeriod(g)),g>12&&(g-=12),g===0&&(g=12));var S="";return d&&(S=":".concat(("00"+d).substring(d.length))),"".concat(v?b:
"").concat(("00"+g.toString()).substring(g.toString().length),":").concat(("00"+y.toString()).substring(y.toString().length)).
concat(S).concat(v?"":b)},f.prototype.transformVerbosity=function(c,p){if(!p&&(c=c.replace(new RegExp(", ".concat(this.i18n.
everyMinute()),"g"),""),c=c.replace(new RegExp(", ".concat(this.i18n.everyHour()),"g"),""),c=c.replace(new RegExp(this.i18n.
commaEveryDay(),"g"),""),c=c.replace(/\, ?$/,""),this.i18n.conciseVerbosityReplacements))for(var d=0,m=Object.entries(this.
i18n.conciseVerbosityReplacements());d<m.length;d++){var h=m[d],g=h[0],y=h[1];c=c.replace(new RegExp(g,"g"),y)}return c},
f.prototype.getPeriod=function(c){return c>=12?this.i18n.pm&&this.i18n.pm()||"PM":this.i18n.am&&this.i18n.am()||"AM"},f.
locales={},f})();i.ExpressionDescriptor=u}),747:((s,i,o)=>{Object.defineProperty(i,"__esModule",{value:!0}),i.enLocaleLoader=
void 0;var a=o(486),l=(function(){function u(){}return u.prototype.load=function(f){f.en=new a.en},u})();i.enLocaleLoader=
l}),486:((s,i)=>{Object.defineProperty(i,"__esModule",{value:!0}),i.en=void 0;var o=(function(){function a(){}return a.prototype.
atX0SecondsPastTheMinuteGt20=function(){return null},a.prototype.atX0MinutesPastTheHourGt20=function(){return null},a.prototype.
commaMonthX0ThroughMonthX1=function(){return null},a.prototype.commaYearX0ThroughYearX1=function(){return null},a.prototype.
use24HourTimeFormatByDefault=function(){return!1},a.prototype.anErrorOccuredWhenGeneratingTheExpressionD=function(){return"\
An error occurred when generating the expression description. Check the cron expression syntax."},a.prototype.everyMinute=
function(){return"every minute"},a.prototype.everyHour=function(){return"every hour"},a.prototype.atSpace=function(){return"\
At "},a.prototype.everyMinuteBetweenX0AndX1=function(){return"Every minute between %s and %s"},a.prototype.at=function(){
return"At"},a.prototype.spaceAnd=function(){return" and"},a.prototype.everySecond=function(){return"every second"},a.prototype.
everyX0Seconds=function(){return"every %s seconds"},a.prototype.secondsX0ThroughX1PastTheMinute=function(){return"second\
s %s through %s past the minute"},a.prototype.atX0SecondsPastTheMinute=function(){return"at %s seconds past the minute"},
a.prototype.everyX0Minutes=function(){return"every %s minutes"},a.prototype.minutesX0ThroughX1PastTheHour=function(){return"\
minutes %s through %s past the hour"},a.prototype.atX0MinutesPastTheHour=function(){return"at %s minutes past the hour"},
a.prototype.everyX0Hours=function(){return"every %s hours"},a.prototype.betweenX0AndX1=function(){return"between %s and \
%s"},a.prototype.atX0=function(){return"at %s"},a.prototype.commaEveryDay=function(){return", every day"},a.prototype.commaEveryX0DaysOfTheWeek=
function(){return", every %s days of the week"},a.prototype.commaX0ThroughX1=function(){return", %s through %s"},a.prototype.
commaAndX0ThroughX1=function(){return", %s through %s"},a.prototype.first=function(){return"first"},a.prototype.second=function(){
return"second"},a.prototype.third=function(){return"third"},a.prototype.fourth=function(){return"fourth"},a.prototype.fifth=
function(){return"fifth"},a.prototype.commaOnThe=function(){return", on the "},a.prototype.spaceX0OfTheMonth=function(){
return" %s of the month"},a.prototype.lastDay=function(){return"the last day"},a.prototype.commaOnTheLastX0OfTheMonth=function(){
return", on the last %s of the month"},a.prototype.commaOnlyOnX0=function(){return", only on %s"},a.prototype.commaAndOnX0=
function(){return", and on %s"},a.prototype.commaEveryX0Months=function(){return", every %s months"},a.prototype.commaOnlyInX0=
function(){return", only in %s"},a.prototype.commaOnTheLastDayOfTheMonth=function(){return", on the last day of the mont\
h"},a.prototype.commaOnTheLastWeekdayOfTheMonth=function(){return", on the last weekday of the month"},a.prototype.commaDaysBeforeTheLastDayOfTheMonth=
function(){return", %s days before the last day of the month"},a.prototype.firstWeekday=function(){return"first weekday"},
a.prototype.weekdayNearestDayX0=function(){return"weekday nearest day %s"},a.prototype.commaOnTheX0OfTheMonth=function(){
return", on the %s of the month"},a.prototype.commaEveryX0Days=function(){return", every %s days"},a.prototype.commaBetweenDayX0AndX1OfTheMonth=
function(){return", between day %s and %s of the month"},a.prototype.commaOnDayX0OfTheMonth=function(){return", on day %\
s of the month"},a.prototype.commaEveryHour=function(){return", every hour"},a.prototype.commaEveryX0Years=function(){return"\
, every %s years"},a.prototype.commaStartingX0=function(){return", starting %s"},a.prototype.daysOfTheWeek=function(){return[
"Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"]},a.prototype.monthsOfTheYear=function(){return["\
January","February","March","April","May","June","July","August","September","October","November","December"]},a.prototype.
atReboot=function(){return"Run once, at startup"},a})();i.en=o}),515:((s,i)=>{Object.defineProperty(i,"__esModule",{value:!0});
function o(l,u){if(!l)throw new Error(u)}var a=(function(){function l(){}return l.secondRange=function(u){for(var f=u.split(
","),c=0;c<f.length;c++)if(!isNaN(parseInt(f[c],10))){var p=parseInt(f[c],10);o(p>=0&&p<=59,"seconds part must be >= 0 a\
nd <= 59")}},l.minuteRange=function(u){for(var f=u.split(","),c=0;c<f.length;c++)if(!isNaN(parseInt(f[c],10))){var p=parseInt(
f[c],10);o(p>=0&&p<=59,"minutes part must be >= 0 and <= 59")}},l.hourRange=function(u){for(var f=u.split(","),c=0;c<f.length;c++)
if(!isNaN(parseInt(f[c],10))){var p=parseInt(f[c],10);o(p>=0&&p<=23,"hours part must be >= 0 and <= 23")}},l.dayOfMonthRange=
function(u){for(var f=u.split(","),c=0;c<f.length;c++)if(!isNaN(parseInt(f[c],10))){var p=parseInt(f[c],10);o(p>=1&&p<=31,
"DOM part must be >= 1 and <= 31")}},l.monthRange=function(u,f){for(var c=u.split(","),p=0;p<c.length;p++)if(!isNaN(parseInt(
c[p],10))){var d=parseInt(c[p],10);o(d>=1&&d<=12,f?"month part must be >= 0 and <= 11":"month part must be >= 1 and <= 1\
2")}},l.dayOfWeekRange=function(u,f){for(var c=u.split(","),p=0;p<c.length;p++)if(!isNaN(parseInt(c[p],10))){var d=parseInt(
c[p],10);o(d>=0&&d<=6,f?"DOW part must be >= 0 and <= 6":"DOW part must be >= 1 and <= 7")}},l})();i.default=a}),823:((s,i)=>{
Object.defineProperty(i,"__esModule",{value:!0}),i.StringUtilities=void 0;var o=(function(){function a(){}return a.format=
function(l){for(var u=[],f=1;f<arguments.length;f++)u[f-1]=arguments[f];return l.replace(/%s/g,function(c){for(var p=[],
d=1;d<arguments.length;d++)p[d-1]=arguments[d];return u.shift()})},a.containsAny=function(l,u){return u.some(function(f){
return l.indexOf(f)>-1})},a})();i.StringUtilities=o})},e={};function t(s){var i=e[s];if(i!==void 0)return i.exports;var o=e[s]=
{exports:{}};return n[s](o,o.exports,t),o.exports}var r={};return(()=>{var s=r;Object.defineProperty(s,"__esModule",{value:!0}),
s.toString=void 0;var i=t(333),o=t(747);i.ExpressionDescriptor.initialize(new o.enLocaleLoader),s.default=i.ExpressionDescriptor;
var a=i.ExpressionDescriptor.toString;s.toString=a})(),r})())});var Co=["github","env","vars","job","jobs","steps","runner","secrets","strategy","matrix","needs","inputs"];function Do(n,e,t){
return e.expression===null?e.text:n.evaluateString(e.expression,t)}function Rx(n,e,t){let r=[];for(let[s,i]of Object.entries(
e)){let o=typeof t=="function"?t(s,i):t;r.push([s,Do(n,i,o)])}return Object.fromEntries(r)}function Cx(n,e,t){return n.evaluateTruthy(
e.expression,t)}function Fn(n,e,t){switch(e.kind){case"literal":return e.value;case"expression":return n.evaluate(e.expression,
{...t,where:t.where??`line ${e.position.line}, column ${e.position.column}`});case"sequence":return e.items.map(r=>Fn(n,
r,t));case"mapping":return Object.fromEntries(e.entries.map(({key:r,value:s})=>[r,Fn(n,s,t)]))}}function Dt(n){switch(n.
kind){case"literal":return!1;case"expression":return!0;case"sequence":return n.items.some(Dt);case"mapping":return n.entries.
some(e=>Dt(e.value))}}var Ce=class{},De=class extends Ce{constructor(e,t){super(),this.literal=e,this.token=t}accept(e){return e.visitLiteral(
this)}},Un=class extends Ce{constructor(e,t){super(),this.operator=e,this.expr=t}accept(e){return e.visitUnary(this)}},mn=class extends Ce{constructor(e,t){
super(),this.functionName=e,this.args=t}accept(e){return e.visitFunctionCall(this)}},gn=class extends Ce{constructor(e,t,r){
super(),this.left=e,this.operator=t,this.right=r}accept(e){return e.visitBinary(this)}},kt=class extends Ce{constructor(e,t){
super(),this.operator=e,this.args=t}accept(e){return e.visitLogical(this)}},St=class extends Ce{constructor(e){super(),this.
group=e}accept(e){return e.visitGrouping(this)}},yn=class extends Ce{constructor(e){super(),this.name=e}accept(e){return e.
visitContextAccess(this)}},st=class extends Ce{constructor(e,t){super(),this.expr=e,this.index=t}accept(e){return e.visitIndexAccess(
this)}},xt=class extends Ce{accept(){throw new Error("Method not implemented.")}};var I;(function(n){n[n.String=0]="String",n[n.Array=1]="Array",n[n.Dictionary=2]="Dictionary",n[n.Boolean=3]="Boolean",n[n.
Number=4]="Number",n[n.CaseSensitiveDictionary=5]="CaseSensitiveDictionary",n[n.Null=6]="Null"})(I||(I={}));function Ks(n){
switch(n){case I.Array:return"Array";case I.Boolean:return"Boolean";case I.Null:return"Null";case I.Number:return"Number";case I.
Dictionary:return"Object";case I.String:return"String"}return"unknown"}var Et=class{constructor(...e){this.keys=[],this.v=[],this.indexMap={},this.kind=I.Dictionary,this.primitive=!1;for(let t of e)
this.add(t.key,t.value)}coerceString(){return Ks(this.kind)}number(){return NaN}add(e,t){e.toLowerCase()in this.indexMap||
(this.keys.push(e),this.v.push(t),this.indexMap[e.toLowerCase()]=this.v.length-1)}get(e){let t=this.indexMap[e.toLowerCase()];
if(t!==void 0)return this.v[t]}values(){return this.v}pairs(){let e=[];for(let t of this.keys)e.push({key:t,value:this.v[this.
indexMap[t.toLowerCase()]]});return e}};var G={};og(G,{Array:()=>it,BooleanData:()=>J,Dictionary:()=>Et,Kind:()=>I,Null:()=>Ee,NumberData:()=>be,StringData:()=>re,
replacer:()=>Vs,reviver:()=>Js});var it=class{constructor(...e){this.v=[],this.kind=I.Array,this.primitive=!1;for(let t of e)this.add(t)}coerceString(){return Ks(
this.kind)}number(){return NaN}add(e){this.v.push(e)}get(e){return this.v[e]}values(){return this.v}};var J=class{constructor(e){this.value=e,this.kind=I.Boolean,this.primitive=!0}coerceString(){return this.value?"true":"f\
alse"}number(){return this.value?1:0}};var Ee=class{constructor(){this.kind=I.Null,this.primitive=!0}coerceString(){return""}number(){return 0}};var be=class{constructor(e){this.value=e,this.kind=I.Number,this.primitive=!0}coerceString(){return this.value===0?"0":(+this.
value.toFixed(15)).toString()}number(){return this.value}};var re=class{constructor(e){this.value=e,this.kind=I.String,this.primitive=!0}coerceString(){return this.value}number(){
return Number(this.value)}};function Vs(n,e){if(e instanceof Ee)return null;if(e instanceof J)return e.value;if(e instanceof be)return e.number();if(e instanceof
re)return e.coerceString();if(e instanceof it)return e.values();if(e instanceof Et){let t=e.pairs(),r={};for(let s of t)
r[s.key]=s.value;return r}return e}function Js(n,e){return e===null?new Ee:typeof e=="string"?new re(e):typeof e=="number"?new be(e):typeof e=="boolean"?new J(
e):Array.isArray(e)?new it(...e):typeof e=="object"?new Et(...Object.keys(e).map(t=>({key:t,value:e[t]}))):e}var Ft=class extends it{};var x;(function(n){n[n.UNKNOWN=0]="UNKNOWN",n[n.LEFT_PAREN=1]="LEFT_PAREN",n[n.RIGHT_PAREN=2]="RIGHT_PAREN",n[n.LEFT_BRACKET=
3]="LEFT_BRACKET",n[n.RIGHT_BRACKET=4]="RIGHT_BRACKET",n[n.COMMA=5]="COMMA",n[n.DOT=6]="DOT",n[n.BANG=7]="BANG",n[n.BANG_EQUAL=
8]="BANG_EQUAL",n[n.EQUAL_EQUAL=9]="EQUAL_EQUAL",n[n.GREATER=10]="GREATER",n[n.GREATER_EQUAL=11]="GREATER_EQUAL",n[n.LESS=
12]="LESS",n[n.LESS_EQUAL=13]="LESS_EQUAL",n[n.AND=14]="AND",n[n.OR=15]="OR",n[n.STAR=16]="STAR",n[n.NUMBER=17]="NUMBER",
n[n.STRING=18]="STRING",n[n.IDENTIFIER=19]="IDENTIFIER",n[n.TRUE=20]="TRUE",n[n.FALSE=21]="FALSE",n[n.NULL=22]="NULL",n[n.
EOF=23]="EOF"})(x||(x={}));function vu(n){switch(n.type){case x.EOF:return"EOF";case x.NUMBER:return n.lexeme;case x.STRING:
return n.value.toString();default:return n.lexeme}}var ot=class{constructor(e){this.input=e,this.start=0,this.offset=0,this.
line=0,this.lastLineOffset=0,this.tokens=[]}lex(){if(this.input.length>wn)throw new Error("ErrorExceededMaxLength");for(;!this.
atEnd();){this.start=this.offset;let e=this.next();switch(e){case"(":this.addToken(x.LEFT_PAREN);break;case")":this.addToken(
x.RIGHT_PAREN);break;case"[":this.addToken(x.LEFT_BRACKET);break;case"]":this.addToken(x.RIGHT_BRACKET);break;case",":this.
addToken(x.COMMA);break;case".":this.previous()!=x.IDENTIFIER&&this.previous()!=x.RIGHT_BRACKET&&this.previous()!=x.RIGHT_PAREN&&
this.previous()!=x.STAR?this.consumeNumber():this.addToken(x.DOT);break;case"-":case"+":this.consumeNumber();break;case"\
!":this.addToken(this.match("=")?x.BANG_EQUAL:x.BANG);break;case"=":if(!this.match("=")){this.consumeIdentifier();break}
this.addToken(x.EQUAL_EQUAL);break;case"<":this.addToken(this.match("=")?x.LESS_EQUAL:x.LESS);break;case">":this.addToken(
this.match("=")?x.GREATER_EQUAL:x.GREATER);break;case"&":if(!this.match("&")){this.consumeIdentifier();break}this.addToken(
x.AND);break;case"|":if(!this.match("|")){this.consumeIdentifier();break}this.addToken(x.OR);break;case"*":this.addToken(
x.STAR);break;case" ":case"\r":case"	":break;case`
`:++this.line,this.lastLineOffset=this.offset;break;case"'":this.consumeString();break;default:!0===lg(e)?this.consumeNumber():
this.consumeIdentifier()}}return this.tokens.push({type:x.EOF,lexeme:"",range:this.range()}),{tokens:this.tokens}}pos(){
return{line:this.line,column:this.start-this.lastLineOffset}}endPos(){return{line:this.line,column:this.offset-this.lastLineOffset}}range(){
return{start:this.pos(),end:this.endPos()}}atEnd(){return this.offset>=this.input.length}peek(){return this.atEnd()?"\0":
this.input[this.offset]}peekNext(){return this.offset+1>=this.input.length?"\0":this.input[this.offset+1]}previous(){let e=this.
tokens.length;return e==0?x.EOF:this.tokens[e-1].type}next(){return this.input[this.offset++]}match(e){return this.atEnd()||
this.input[this.offset]!==e?!1:(this.offset++,!0)}addToken(e,t){this.tokens.push({type:e,lexeme:this.input.substring(this.
start,this.offset),range:this.range(),value:t})}consumeNumber(){for(;!this.atEnd()&&(!bu(this.peek())||this.peek()==".");)
this.next();let e=this.input.substring(this.start,this.offset),t=new re(e).number();if(isNaN(t))throw new Error(`Unexpec\
ted symbol: '${e}'. Located at position ${this.start+1} within expression: ${this.input}`);this.addToken(x.NUMBER,t)}consumeString(){
for(;(this.peek()!=="'"||this.peekNext()==="'")&&!this.atEnd();)this.peek()===`
`&&this.line++,this.peek()==="'"&&this.peekNext()==="'"&&this.next(),this.next();if(this.atEnd())throw new Error(`Unexpe\
cted symbol: '${this.input.substring(this.start)}'. Located at position ${this.start+1} within expression: ${this.input}`);
this.next();let e=this.input.substring(this.start+1,this.offset-1);e=e.replace("''","'"),this.addToken(x.STRING,e)}consumeIdentifier(){
for(;!this.atEnd()&&!bu(this.peek());)this.next();let e=x.IDENTIFIER,t,r=this.input.substring(this.start,this.offset);if(this.
previous()!=x.DOT)switch(r){case"true":e=x.TRUE;break;case"false":e=x.FALSE;break;case"null":e=x.NULL;break;case"NaN":e=
x.NUMBER,t=NaN;break;case"Infinity":e=x.NUMBER,t=1/0;break}if(!cg(r))throw new Error(`Unexpected symbol: '${r}'. Located\
 at position ${this.start+1} within expression: ${this.input}`);this.addToken(e,t)}};function lg(n){return n>="0"&&n<="9"}
function bu(n){switch(n){case"(":case"[":case")":case"]":case",":case".":case"!":case">":case"<":case"=":case"&":case"|":
return!0}return/\s/.test(n)}function cg(n){if(n=="")return!1;let e=n[0];if(e>="a"&&e<="z"||e>="A"&&e<="Z"||e=="_"){for(let t of n.
substring(1).split(""))if(!(t>="a"&&t<="z"||t>="A"&&t<="Z"||t>="0"&&t<="9"||t=="_"||t=="-"))return!1;return!0}return!1}var Fo=50,wn=21e3,Y;(function(n){n[n.ErrorUnexpectedSymbol=0]="ErrorUnexpectedSymbol",n[n.ErrorUnrecognizedNamedValue=1]=
"ErrorUnrecognizedNamedValue",n[n.ErrorUnexpectedEndOfExpression=2]="ErrorUnexpectedEndOfExpression",n[n.ErrorExceededMaxDepth=
3]="ErrorExceededMaxDepth",n[n.ErrorExceededMaxLength=4]="ErrorExceededMaxLength",n[n.ErrorTooFewParameters=5]="ErrorToo\
FewParameters",n[n.ErrorTooManyParameters=6]="ErrorTooManyParameters",n[n.ErrorEvenParameters=7]="ErrorEvenParameters",n[n.
ErrorUnrecognizedContext=8]="ErrorUnrecognizedContext",n[n.ErrorUnrecognizedFunction=9]="ErrorUnrecognizedFunction"})(Y||
(Y={}));var at=class extends Error{constructor(e,t){super(`${ug(e)}: '${vu(t)}'`),this.typ=e,this.tok=t,this.pos=this.tok.
range.start}};function ug(n){switch(n){case Y.ErrorUnexpectedEndOfExpression:return"Unexpected end of expression";case Y.
ErrorUnexpectedSymbol:return"Unexpected symbol";case Y.ErrorUnrecognizedNamedValue:return"Unrecognized named-value";case Y.
ErrorExceededMaxDepth:return`Exceeded max expression depth ${Fo}`;case Y.ErrorExceededMaxLength:return`Exceeded max expr\
ession length ${wn}`;case Y.ErrorTooFewParameters:return"Too few parameters supplied";case Y.ErrorTooManyParameters:return"\
Too many parameters supplied";case Y.ErrorEvenParameters:return"Even number of parameters supplied, requires an odd numb\
er of parameters";case Y.ErrorUnrecognizedContext:return"Unrecognized named-value";case Y.ErrorUnrecognizedFunction:return"\
Unrecognized function";default:return"Unknown error"}}var Er=class extends Error{};var ku={name:"case",description:"`case( pred1, val1, pred2, val2, ..., default )`\n\nEvaluates predicates in order and ret\
urns the value corresponding to the first predicate that evaluates to `true`. If no predicate matches, it returns the la\
st argument as the default value.",minArgs:3,maxArgs:Number.MAX_SAFE_INTEGER,call:(...n)=>{for(let e=0;e<n.length-1;e+=2){
let t=n[e];if(t.kind!==I.Boolean)throw new Error("case predicate must evaluate to a boolean value");if(t.value)return n[e+
1]}return n[n.length-1]}};function Gs(n){switch(n.kind){case I.Null:return!0;case I.Boolean:return!n.value;case I.Number:{let e=n.value;return e===
0||isNaN(e)}case I.String:return n.value.length===0}return!1}function Wn(n){return!Gs(n)}function Nr(n,e){let t=n,r=e;if(n.
kind===e.kind)return[t,r];switch(n.kind){case I.Number:if(e.kind===I.String)return r=new be(e.number()),[t,r];break;case I.
String:if(e.kind===I.Number)return t=new be(n.number()),[t,r];break;case I.Null:case I.Boolean:return t=new be(n.number()),
Nr(t,r)}switch(e.kind){case I.Null:case I.Boolean:return r=new be(e.number()),Nr(t,r)}return[t,r]}function bn(n,e){let[t,
r]=Nr(n,e);if(t.kind!=r.kind)return!1;switch(t.kind){case I.Null:return!0;case I.Number:{let s=t.value,i=r.value;return isNaN(
s)||isNaN(i)?!1:s==i}case I.String:{let s=t.value,i=r.value;return Fe(s)===Fe(i)}case I.Boolean:{let s=t.value,i=r.value;
return s==i}case I.Dictionary:case I.Array:return t===r}return!1}function Uo(n,e){let[t,r]=Nr(n,e);if(t.kind!=r.kind)return!1;
switch(t.kind){case I.Number:{let s=t.value,i=r.value;return isNaN(s)||isNaN(i)?!1:s>i}case I.String:{let s=t.value,i=r.
value;return s=Fe(s),i=Fe(i),s>i}case I.Boolean:{let s=t.value,i=r.value;return s&&!i}}return!1}function Wo(n,e){let[t,r]=Nr(
n,e);if(t.kind!=r.kind)return!1;switch(t.kind){case I.Number:{let s=t.value,i=r.value;return isNaN(s)||isNaN(i)?!1:s<i}case I.
String:{let s=t.value,i=r.value;return s=Fe(s),i=Fe(i),s<i}case I.Boolean:{let s=t.value,i=r.value;return!s&&i}}return!1}
function Fe(n){let e=[],t=0,r=n.length,s=n.indexOf("\u0131");for(;t<r;)if(t<s)e.push(n.substring(t,s).toUpperCase()),t=s;else if(t==
s)e.push(n.substring(t,t+1)),t+=1,s=n.indexOf("\u0131",t);else{e.push(n.substring(t).toUpperCase());break}return e.join(
"")}var Su={name:"contains",description:"`contains( search, item )`\n\nReturns `true` if `search` contains `item`. If `search`\
 is an array, this function returns `true` if the `item` is an element in the array. If `search` is a string, this funct\
ion returns `true` if the `item` is a substring of `search`. This function is not case sensitive. Casts values to a stri\
ng.",minArgs:2,maxArgs:2,call:(...n)=>{let e=n[0],t=n[1];if(e.primitive){let r=e.coerceString();if(t.primitive){let s=t.
coerceString();return new J(r.toLowerCase().includes(s.toLowerCase()))}}else if(e.kind===I.Array){let r=e;if(r.values().
length===0)return new J(!1);for(let s of r.values())if(bn(t,s))return new J(!0)}return new J(!1)}};var xu={name:"endsWith",description:"`endsWith( searchString, searchValue )`\n\nReturns `true` if `searchString` ends with\
 `searchValue`. This function is not case sensitive. Casts values to a string.",minArgs:2,maxArgs:2,call:(...n)=>{let e=n[0];
if(!e.primitive)return new J(!1);let t=n[1];if(!t.primitive)return new J(!1);let r=Fe(e.coerceString()),s=Fe(t.coerceString());
return new J(r.endsWith(s))}};var Eu={name:"format",description:"`format( string, replaceValue0, replaceValue1, ..., replaceValueN)`\n\nReplaces values \
in the `string`, with the variable `replaceValueN`. Variables in the `string` are specified using the `{N}` syntax, wher\
e `N` is an integer. You must specify at least one `replaceValue` and `string`. There is no maximum for the number of va\
riables (`replaceValueN`) you can use. Escape curly braces using double braces.",minArgs:1,maxArgs:255,call:(...n)=>{let e=n[0].
coerceString(),t=[],r=0;for(;r<e.length;){let s=e.indexOf("{",r),i=e.indexOf("}",r);if(s>=0&&(i<0||i>s)){if(Bo(e,s+1)===
"{"){t.push(e.substr(r,s-r+1)),r=s+2;continue}if(i>s+1){let o=pg(e,s+1);if(o.success){if(1+o.result>n.length-1)throw new Error(
`The following format string references more arguments than were supplied: ${e}`);s>r&&t.push(e.substr(r,s-r)),t.push(`${n[1+
o.result].coerceString()}`),r=i+1;continue}}throw new Error(`The following format string is invalid: ${e}`)}else if(i>=0)
if(Bo(e,i+1)==="}")t.push(e.substr(r,i-r+1)),r=i+2;else throw new Error(`The following format string is invalid: ${e}`);else{
t.push(e.substr(r));break}}return new re(t.join(""))}};function Bo(n,e){return n.length>e?n[e]:"\0"}function pg(n,e){let t=0;
for(;;){let i=Bo(n,e+t);if(i>="0"&&i<="9")t++;else break}if(t<1)return{success:!1};let r=e+t-1,s=parseInt(n.substr(e,t));
return{success:!isNaN(s),result:s,endIndex:r}}var Nu={name:"fromJson",description:"`fromJSON(value)`\n\nReturns a JSON object or JSON data type for `value`. You can use\
 this function to provide a JSON object as an evaluated expression or to convert environment variables from a string.",minArgs:1,
maxArgs:1,call:(...n)=>{let t=n[0].coerceString();if(t.trim()==="")throw new Error("empty input");try{return JSON.parse(
t,Js)}catch(r){throw new Er("Error parsing JSON when evaluating fromJson",{cause:r})}}};var Tu={name:"join",description:"`join( array, optionalSeparator )`\n\nThe value for `array` can be an array or a string. \
All values in `array` are concatenated into a string. If you provide `optionalSeparator`, it is inserted between the con\
catenated values. Otherwise, the default separator `,` is used. Casts values to a string.",minArgs:1,maxArgs:2,call:(...n)=>{
if(n[0].primitive)return new re(n[0].coerceString());if(n[0].kind===I.Array){let e=",";return n.length>1&&n[1].primitive&&
(e=n[1].coerceString()),new re(n[0].values().map(t=>t.coerceString()).join(e))}return new re("")}};var Ou={name:"startsWith",description:"`startsWith( searchString, searchValue )`\n\nReturns `true` when `searchString` sta\
rts with `searchValue`. This function is not case sensitive. Casts values to a string.",minArgs:2,maxArgs:2,call:(...n)=>{
let e=n[0];if(!e.primitive)return new J(!1);let t=n[1];if(!t.primitive)return new J(!1);let r=Fe(e.coerceString()),s=Fe(
t.coerceString());return new J(r.startsWith(s))}};var Au={name:"toJson",description:"`toJSON(value)`\n\nReturns a pretty-print JSON representation of `value`. You can use t\
his function to debug the information provided in contexts.",minArgs:1,maxArgs:1,call:(...n)=>new re(JSON.stringify(n[0],
Vs,"  "))};var Tr={case:ku,contains:Su,endswith:xu,format:Eu,fromjson:Nu,join:Tu,startswith:Ou,tojson:Au};function $u(n,e,t){let r=e.
lexeme.toLowerCase(),s;if(s=Tr[r],!s&&(s=n.extensionFunctions.get(r),!s)){if(!n.allowUnknownKeywords)throw new at(Y.ErrorUnrecognizedFunction,
e);return}if(t<s.minArgs)throw new at(Y.ErrorTooFewParameters,e);if(t>s.maxArgs)throw new at(Y.ErrorTooManyParameters,e);
if(r==="case"&&t%2===0)throw new at(Y.ErrorEvenParameters,e)}var Or=class{constructor(e,t){if(this.star=e,!!t&&!e){t.primitive&&(this.str=t.coerceString());let r=t.number();!isNaN(r)&&
isFinite(r)&&r>=0&&(r=Math.floor(r),this.int=r)}}};var Bn=class{constructor(e,t,r){this.n=e,this.context=t,this.functions=r}evaluate(){return this.eval(this.n)}eval(e){return e.
accept(this)}visitLiteral(e){return e.literal}visitUnary(e){let t=this.eval(e.expr);if(e.operator.type===x.BANG)return new J(
Gs(t));throw new Error(`unknown unary operator: ${e.operator.lexeme}`)}visitBinary(e){let t=this.eval(e.left),r=this.eval(
e.right);switch(e.operator.type){case x.EQUAL_EQUAL:return new J(bn(t,r));case x.BANG_EQUAL:return new J(!bn(t,r));case x.
GREATER:return new J(Uo(t,r));case x.GREATER_EQUAL:return new J(bn(t,r)||Uo(t,r));case x.LESS:return new J(Wo(t,r));case x.
LESS_EQUAL:return new J(bn(t,r)||Wo(t,r))}throw new Error(`unknown binary operator: ${e.operator.lexeme}`)}visitLogical(e){
let t;for(let r of e.args)if(t=this.eval(r),e.operator.type===x.AND&&Gs(t)||e.operator.type===x.OR&&Wn(t))break;return t}visitGrouping(e){
return this.eval(e.group)}visitContextAccess(e){return this.context.get(e.name.lexeme)}visitIndexAccess(e){let t;if(e.index instanceof
xt)t=new Or(!0,void 0);else{let i;try{i=this.eval(e.index)}catch(o){throw new Error(`could not evaluate index for index \
access: ${o.message}`,{cause:o})}t=new Or(!1,i)}let r=this.eval(e.expr),s;switch(r.kind){case I.Array:{let i=r;i instanceof
Ft?s=fg(i,t):s=dg(i,t);break}case I.Dictionary:{s=hg(r,t);break}default:t.star?s=new Ft:s=new Ee}return s}visitFunctionCall(e){
let t=e.args.map(i=>this.eval(i)),r=e.functionName.lexeme.toLowerCase();return(this.functions?.get(r)||Tr[r]).call(...t)}};
function fg(n,e){let t=new Ft;for(let r of n.values())switch(r.kind){case I.Dictionary:{let s=r;if(e.star)for(let i of s.
values())t.add(i);else if(e.str!==void 0){let i=s.get(e.str);i!==void 0&&t.add(i)}break}case I.Array:{let s=r;if(e.star)
for(let i of s.values())t.add(i);else e.int!==void 0&&e.int<s.values().length&&t.add(s.get(e.int));break}}return t}function dg(n,e){
if(e.star){let t=new Ft;for(let r of n.values())t.add(r);return t}return e.int!==void 0&&e.int<n.values().length?n.get(e.
int):new Ee}function hg(n,e){if(e.star)return new Ft(...n.values());if(e.str!==void 0){let t=n.get(e.str);if(t!==void 0)
return t}return new Ee}var mg=["missingInputsQuickfix","blockScalarChompingWarning","allowCaseFunction","allowCopilotRequestsPermission","allow\
DrivesPermissionAutocomplete","allowBackgroundSteps"],Kn=class{constructor(e){this.features=e??{}}isEnabled(e){let t=this.
features[e];return t!==void 0?t:this.features.all??!1}getEnabledFeatures(){return mg.filter(e=>this.isEnabled(e))}};var lt=class{constructor(e,t,r){this.tokens=e,this.offset=0,this.depth=0,this.extContexts=new Map,this.extFuncs=new Map;
for(let s of t)this.extContexts.set(s.toLowerCase(),!0);for(let{name:s,func:i}of r.map(o=>({name:o.name,func:o})))this.extFuncs.
set(s.toLowerCase(),i);this.context={allowUnknownKeywords:!1,extensionContexts:this.extContexts,extensionFunctions:this.
extFuncs}}parse(){let e;if(this.atEnd())return e;if(e=this.expression(),!this.atEnd())throw this.buildError(Y.ErrorUnexpectedSymbol,
this.peek());return e}expression(){this.incrDepth();try{return this.logicalOr()}finally{this.decrDepth()}}logicalOr(){let e=this.
logicalAnd();if(this.check(x.OR)){this.incrDepth();try{let t=new kt(this.peek(),[e]);for(e=t;this.match(x.OR);){let r=this.
logicalAnd();t.args.push(r)}}finally{this.decrDepth()}}return e}logicalAnd(){let e=this.equality();if(this.check(x.AND)){
this.incrDepth();try{let t=new kt(this.peek(),[e]);for(e=t;this.match(x.AND);){let r=this.equality();t.args.push(r)}}finally{
this.decrDepth()}}return e}equality(){let e=this.comparison();for(;this.match(x.BANG_EQUAL,x.EQUAL_EQUAL);){let t=this.previous(),
r=this.comparison();e=new gn(e,t,r)}return e}comparison(){let e=this.unary();for(;this.match(x.GREATER,x.GREATER_EQUAL,x.
LESS,x.LESS_EQUAL);){let t=this.previous(),r=this.unary();e=new gn(e,t,r)}return e}unary(){if(this.match(x.BANG)){this.incrDepth();
let e=this.previous(),t=this.unary();try{return new Un(e,t)}finally{this.decrDepth()}}return this.index()}index(){let e=this.
call(),t=0;if(e instanceof St||e instanceof mn||e instanceof yn){let r=!0;for(;r;)switch(!0){case this.match(x.LEFT_BRACKET):{
let s;this.match(x.STAR)?s=new xt:s=this.expression(),this.consume(x.RIGHT_BRACKET,Y.ErrorUnexpectedSymbol),this.incrDepth(),
t++,e=new st(e,s);break}case this.match(x.DOT):if(this.incrDepth(),t++,this.match(x.IDENTIFIER)){let s=this.previous();e=
new st(e,new De(new re(s.lexeme),s))}else if(this.match(x.STAR))e=new st(e,new xt);else throw this.buildError(Y.ErrorUnexpectedSymbol,
this.peek());break;default:r=!1}}for(let r=0;r<t;r++)this.decrDepth();return e}call(){if(!this.check(x.IDENTIFIER))return this.
primary();let e=this.next();if(!this.match(x.LEFT_PAREN)){if(!this.extContexts.has(e.lexeme.toLowerCase()))throw this.buildError(
Y.ErrorUnrecognizedContext,e);return new yn(e)}let t=[];for(;!this.match(x.RIGHT_PAREN);){let r=this.expression();t.push(
r),this.check(x.RIGHT_PAREN)||this.consume(x.COMMA,Y.ErrorUnexpectedSymbol)}return $u(this.context,e,t.length),new mn(e,
t)}primary(){switch(!0){case this.match(x.FALSE):return new De(new J(!1),this.previous());case this.match(x.TRUE):return new De(
new J(!0),this.previous());case this.match(x.NULL):return new De(new Ee,this.previous());case this.match(x.NUMBER):return new De(
new be(this.previous().value),this.previous());case this.match(x.STRING):return new De(new re(this.previous().value),this.
previous());case this.match(x.LEFT_PAREN):{let e=this.expression();if(this.atEnd())throw this.buildError(Y.ErrorUnexpectedEndOfExpression,
this.previous());return this.consume(x.RIGHT_PAREN,Y.ErrorUnexpectedSymbol),new St(e)}case this.atEnd():throw this.buildError(
Y.ErrorUnexpectedEndOfExpression,this.previous())}throw this.buildError(Y.ErrorUnexpectedSymbol,this.peek())}match(...e){
for(let t of e)if(this.check(t))return this.next(),!0;return!1}check(e){return this.atEnd()?!1:this.peek().type==e}atEnd(){
return this.peek().type==x.EOF}next(){return this.atEnd()||this.offset++,this.previous()}peek(){return this.tokens[this.
offset]}previous(){return this.tokens[this.offset-1]}consume(e,t){if(this.check(e)){this.next();return}throw this.buildError(
t,this.peek())}incrDepth(){if(this.depth++,this.depth>Fo)throw this.buildError(Y.ErrorExceededMaxDepth,this.peek())}decrDepth(){
this.depth--}buildError(e,t){return new at(e,t)}};function _u(n){let e={paths:[],resultPaths:[],comparisons:[],fallbacks:[]},t=new Ko(e),r=n.accept(t);return t.record(r),
e.resultPaths=r.flows,e}var Hs={other:!0,flows:[]},gg=new Set(["contains","startswith","endswith","success","failure","c\
ancelled","always","hashfiles"]),Ko=class{#e;#t=[];constructor(e){this.#e=e}record(e){return"path"in e&&(this.#e.paths.push(
e.path),this.#e.fallbacks.push(this.#t)),e}#n(e){let t=this.#t;this.#t=[];try{return e()}finally{this.#t=t}}visitLiteral(e){
return e.literal instanceof G.StringData?{literal:e.literal.value,flows:[]}:Hs}visitUnary(e){return this.#n(()=>(this.record(
e.expr.accept(this)),Hs))}visitBinary(e){return this.#n(()=>this.#r(e))}#r(e){let t=e.left.accept(this),r=e.right.accept(
this);this.record(t),this.record(r);let s=e.operator.type===x.EQUAL_EQUAL?"==":e.operator.type===x.BANG_EQUAL?"!=":null;
return s&&("path"in t&&"literal"in r&&this.#e.comparisons.push({path:t.path,literal:r.literal,operator:s}),"literal"in t&&
"path"in r&&this.#e.comparisons.push({path:r.path,literal:t.literal,operator:s})),Hs}visitLogical(e){let t=this.#t,r=e.operator.
type===x.OR,s=e.args.map((o,a)=>(this.#t=r&&a<e.args.length-1?ju(Iu(e.args.slice(a+1)),t):t,this.record(o.accept(this))));
return this.#t=t,{other:!0,flows:(e.operator.type===x.AND?s.slice(-1):s).flatMap(o=>o.flows)}}visitGrouping(e){return e.
group.accept(this)}visitContextAccess(e){let t=[e.name.lexeme.toLowerCase()];return{path:t,flows:[t]}}visitIndexAccess(e){
return this.#n(()=>this.#s(e))}#s(e){let t=e.expr.accept(this),r=e.index instanceof xt?null:e.index.accept(this);if("pat\
h"in t){if(r&&"literal"in r){let i=[...t.path,r.literal.toLowerCase()];return{path:i,flows:[i]}}r&&this.record(r);let s=[
...t.path,"*"];return{path:s,flows:[s]}}return r&&this.record(r),{other:!0,flows:t.flows}}visitFunctionCall(e){return this.#n(
()=>this.#i(e))}#i(e){let t=e.args.map(i=>this.record(i.accept(this))),r=e.functionName.lexeme.toLowerCase();return gg.has(
r)?Hs:{other:!0,flows:(r==="case"?t.filter((i,o)=>o%2===1||o===t.length-1):t).flatMap(i=>i.flows)}}};function Iu(n){return n.
reduce((e,t)=>ju(e,Pu(t)),[])}function Pu(n){if(n instanceof St)return Pu(n.group);if(n instanceof De)return Wn(n.literal)?
"other":[];if(n instanceof kt&&n.operator.type===x.OR)return Iu(n.args);let e=Lu(n);return e?[e]:"other"}function ju(n,e){
return n==="other"||e==="other"?"other":[...n,...e]}function Lu(n){if(n instanceof yn)return[n.name.lexeme.toLowerCase()];
if(!(n instanceof st))return null;let e=Lu(n.expr);if(e===null)return null;let t=n.index;return t instanceof De&&t.literal instanceof
G.StringData?[...e,t.literal.value.toLowerCase()]:[...e,"*"]}var Vo=class{#e=new Map;evaluate(e,t){return Go(this.#n(e,t))}evaluateString(e,t){return this.#n(e,t).coerceString()}evaluateTruthy(e,t){
return Wn(this.#n(e,t))}parseError(e){try{return this.#t(e),null}catch(t){return t instanceof Error?t.message:String(t)}}facts(e){
try{return this.#t(e).facts}catch{return{paths:[],resultPaths:[],comparisons:[],fallbacks:[]}}}#t(e){let t=this.#e.get(e);
if(!t){let r=new ot(e).lex();for(let a of r.tokens)a.type===x.STRING&&(a.value=a.lexeme.slice(1,-1).replaceAll("''","'"));
let s=new lt(r.tokens,[...Co],yg).parse(),i=_u(s),o=new Set(i.paths.map(a=>a[0]));t={tree:s,facts:i,contexts:Co.filter(a=>o.
has(a))},this.#e.size>1e4&&this.#e.clear(),this.#e.set(e,t)}return t}#n(e,t){try{let{tree:r,contexts:s}=this.#t(e),i=new G.
Dictionary;for(let o of s)i.add(o,o==="env"?bg(t.contexts.env):Ru(t.contexts[o]));return new Bn(r,i,wg(t)).evaluate()}catch(r){
if(r instanceof A)throw r;let s=r instanceof Error?r.message:String(r);throw new A("expression-failed",`\${{ ${e} }}: ${s}`,
{...t.where?{where:t.where}:{},cause:r})}}},nT=new Vo,yg=[{name:"success",minArgs:0,maxArgs:255},{name:"failure",minArgs:0,
maxArgs:255},{name:"cancelled",minArgs:0,maxArgs:0},{name:"always",minArgs:0,maxArgs:0},{name:"hashFiles",minArgs:1,maxArgs:255}];
function wg(n){let e=n.status,t=s=>s.map(i=>i.coerceString()),r=(s,i,o,a)=>[s.toLowerCase(),{name:s,minArgs:i,maxArgs:o,
call:a}];return new Map([r("success",0,255,(...s)=>new G.BooleanData(e?e.success(t(s)):!0)),r("failure",0,255,(...s)=>new G.
BooleanData(e?e.failure(t(s)):!1)),r("cancelled",0,0,()=>new G.BooleanData(e?e.cancelled():!1)),r("always",0,0,()=>new G.
BooleanData(!0)),r("hashFiles",1,255,(...s)=>{if(!n.host?.hashFiles)throw new A("expression-failed","hashFiles() is not \
available here",{...n.where?{where:n.where}:{}});try{return new G.StringData(n.host.hashFiles(t(s)))}catch(i){throw i instanceof
A&&i.where===void 0&&n.where?new A(i.code,i.message,{where:n.where,cause:i}):i}})])}var qu=new WeakMap;function Ru(n){if(n===
void 0)return new G.Dictionary;if(n===null)return new G.Null;if(typeof n!="object")return Ar(n);let e=qu.get(n);return e||
(e=Ar(n),qu.set(n,e)),e}var Mu=new WeakMap;function bg(n){if(n==null||typeof n!="object")return Ru(n);let e=Mu.get(n);if(!e){
let t=new Jo;for(let[r,s]of Object.entries(n))t.add(r,Ar(s));e=t,Mu.set(n,e)}return e}var Jo=class extends G.Dictionary{#e=new Map;add(e,t){
this.#e.has(e)||this.#e.set(e,t)}get(e){return this.#e.get(e)}values(){return[...this.#e.values()]}pairs(){return[...this.#e].
map(([e,t])=>({key:e,value:t}))}};function Ar(n){if(n==null)return new G.Null;if(typeof n=="string")return new G.StringData(
n);if(typeof n=="number")return new G.NumberData(n);if(typeof n=="boolean")return new G.BooleanData(n);if(Array.isArray(
n))return new G.Array(...n.map(Ar));if(typeof n=="object"){let e=new G.Dictionary;for(let[t,r]of Object.entries(n))e.add(
t,Ar(r));return e}return new G.StringData(String(n))}function Go(n){switch(n.kind){case G.Kind.Null:return null;case G.Kind.
String:return n.value;case G.Kind.Number:return n.value;case G.Kind.Boolean:return n.value;case G.Kind.Array:return n.values().
map(Go);default:{let e=n.pairs().map(({key:t,value:r})=>[t,Go(r)]);return Object.fromEntries(e)}}}var nr=vt(is(),1),Gi="${{",Gv="}}";function Al(n){let e=n.indexOf(Gi);if(e<0)return null;let t=[],r=0;for(;r<n.length;)if(r===
e){let s=-1,i=!1;for(r+=Gi.length;r<n.length;r++)if(n[r]==="'")i=!i;else if(!i&&n[r]==="}"&&n[r-1]==="}"){s=r,r++;break}
if(s<0)return null;t.push({expression:n.slice(e+Gi.length,s+1-Gv.length).trim(),offset:e,end:s+1}),e=n.indexOf(Gi,r)}else if(e>=
0&&r<e)t.push({literal:n.slice(r,e),offset:r}),r=e;else{t.push({literal:n.slice(r),offset:r});break}return t}function Od(n){
let e=Al(n);if(e===null)return null;let[t]=e;if(e.length===1&&t&&"expression"in t)return t.expression;let r=[],s=[];for(let i of e)
"literal"in i?r.push(i.literal.replace(/'/g,"''").replace(/\{/g,"{{").replace(/\}/g,"}}")):(r.push(`{${s.length}}`),s.push(
i.expression));return`format('${r.join("")}'${s.map(i=>`, ${i}`).join("")})`}function Ad(n){let e=Al(n);return e!==null&&
e.filter(t=>"expression"in t).length===1&&e.every(t=>!("literal"in t)||/^\s*["']?\s*$/.test(t.literal))}function $d(n){let e=Al(
n);return e===null?n:e.map(t=>"literal"in t?t.literal:n.slice(t.offset,t.end).replace(/[^\n]/g," ")).join("")}function $l(n){
let e=new Map,t=[0];for(let i=0;i<n.length;i++)n[i]===`
`&&t.push(i+1);let r=i=>{let o=0,a=t.length-1;for(;o<a;){let l=o+a+1>>1;t[l]<=i?o=l:a=l-1}return`${o+1}:${i-t[o]+1}`},s=(0,nr.parseDocument)(
n,{uniqueKeys:!1});return(0,nr.visit)(s,{Scalar(i,o){(0,nr.isScalar)(o)&&typeof o.value=="string"&&o.range&&e.set(r(o.range[0]),
o.value)}}),e}function Hi(n,e){let t=_d(e);for(let r of n)if(r===e)return r;for(let r of n)if(_d(r)===t)return r}function Id(n){let e=n.
map(t=>t.id);return n.map(t=>t.needs.every(r=>e.includes(r.id))?t:{...t,needs:t.needs.map(r=>({...r,id:Hi(e,r.id)??r.id}))})}
function _d(n){return n.replace(/[A-Z]/g,e=>e.toLowerCase())}function Hv(n,e){let t=Hi(n.jobs.map(s=>s.id),e),r=n.jobs.find(
s=>s.id===t);if(!r)throw new A("job-unknown",`no job '${e}' in ${n.fileName}; jobs: ${n.jobs.map(s=>s.id).join(", ")}`);
return r}function EO(n,e){let t=Hv(n,e).id,r=jd(new Map(n.jobs.map(s=>[s.id,s])),t);return n.jobs.map(s=>s.id).filter(s=>r.
has(s))}function Pd(n){let e=new Map;for(let s of _l(n)){let i=new Set;for(let o of s.needs){let a=e.get(o.id);if(a){i.add(
o.id);for(let l of a)i.add(l)}}e.set(s.id,i)}let t=new Map(n.jobs.map(s=>[s.id,s])),r=n.jobs.map(s=>s.id);return new Map(
r.map(s=>{let i=e.get(s)??jd(t,s);return[s,r.filter(o=>i.has(o))]}))}function jd(n,e){let t=new Set,r=[...n.get(e)?.needs.
map(s=>s.id)??[]];for(;r.length>0;){let s=r.pop();if(t.has(s)||s===e)continue;let i=n.get(s);i&&(t.add(s),r.push(...i.needs.
map(o=>o.id)))}return t}function _l(n){let e=new Set,t=[],r=new Set(n.jobs.map(i=>i.id)),s=!0;for(;s&&t.length<n.jobs.length;){
s=!1;for(let i of n.jobs)e.has(i.id)||i.needs.every(o=>e.has(o.id)||!r.has(o.id))&&(e.add(i.id),t.push(i),s=!0)}return t}
function Yi(n,e,t){let r=new Map(n.jobs.map(o=>[o.id,o])),s=new Map([[e,e]]),i=[e];for(let o=i.shift();o!==void 0;o=i.shift())
for(let a of r.get(o)?.needs??[])if(!(s.has(a.id)||!r.has(a.id))){if(s.set(a.id,o),a.id===t){let l=[t];for(let u=o;u!==e;u=
s.get(u))l.unshift(u);return[e,...l]}i.push(a.id)}return null}function zi(n){return n.slice(0,-1).map((e,t)=>`${e} needs\
 ${n[t+1]}`).join(", ")}var Tn={invalid:"workflow-invalid",expression:"expression-invalid",needsUnknown:"needs-unknown",needsCycle:"needs-cycle"};
function ve(n,e){return e&&e.line>0?`${n}:${e.line}:${e.column}`:n}function Ld(n){let e=[];for(let t of n.jobs)for(let r of t.
steps){let s=r.uses?.text;if(s===void 0||Yv(s))continue;let[i="",...o]=s.split("@"),a=o.length<=1&&i.split(/[/\\]/).filter(
l=>l!=="").length>=2?`name the commit it runs: ${i}@<40-hex commit sha>`:"an action is {owner}/{repo}[/path]@ref, ./path\
 (one of this repository) or docker://image";e.push({code:Tn.invalid,severity:"error",path:ve(n.fileName,r.uses?.position??
r.position),message:`Expected format {org}/{repo}[/path]@ref. Actual '${s}': GitHub refuses the workflow; ${a}`})}return e}
function Yv(n){if(n.startsWith("docker://")||n.startsWith("./")||n.startsWith(".\\"))return!0;let e=n.split("@"),t=(e[0]??
"").split(/[/\\]/).filter(r=>r!=="");return e.length===2&&t.length>=2&&e[1]!==""}function qd(n){let e=[],t=new Map(n.jobs.
map(l=>[l.id,l])),r=n.jobs.map(l=>l.id);for(let l of n.jobs)for(let u of l.needs)t.has(u.id)||e.push({code:Tn.needsUnknown,
severity:"error",path:ve(n.fileName,u.position),message:`job '${l.id}' needs '${u.id}', which is not a job in this workf\
low; jobs: ${r.join(", ")}`});let s=new Map,i=[],o=new Set,a=l=>{s.set(l,"active"),i.push(l);let u=t.get(l);for(let f of u?.
needs??[]){if(!t.has(f.id))continue;let c=s.get(f.id);if(c==="active"){let p=i.slice(i.indexOf(f.id)),d=zv(p);if(!o.has(
d)){o.add(d);let m=p.map((h,g)=>`${h} needs ${p[(g+1)%p.length]}`);e.push({code:Tn.needsCycle,severity:"error",path:ve(n.
fileName,f.position),message:`needs form a cycle: ${[...p,p[0]].join(" \u2192 ")} (${m.join(", ")}); remove one of these\
 needs`})}}else c===void 0&&a(f.id)}i.pop(),s.set(l,"done")};for(let l of n.jobs)s.has(l.id)||a(l.id);return e}function zv(n){
return[...n].sort().join("\0")}var E;(function(n){n[n.String=0]="String",n[n.Sequence=1]="Sequence",n[n.Mapping=2]="Mapping",n[n.BasicExpression=3]="Ba\
sicExpression",n[n.InsertExpression=4]="InsertExpression",n[n.Boolean=5]="Boolean",n[n.Number=6]="Number",n[n.Null=7]="N\
ull"})(E||(E={}));function Xt(n){switch(n){case E.String:return"StringToken";case E.Sequence:return"SequenceToken";case E.
Mapping:return"MappingToken";case E.BasicExpression:return"BasicExpressionToken";case E.InsertExpression:return"InsertEx\
pressionToken";case E.Boolean:return"BooleanToken";case E.Number:return"NumberToken";case E.Null:return"NullToken";default:{
let e=n;throw new Error(`Unhandled token type: ${n} ${e}}`)}}}var rr=class{constructor(e,t){this.index=-1,this.isKey=!1,this.parent=e,this._token=t,this.current=t}moveNext(e){switch(this.
_token.templateTokenType){case E.Sequence:{let t=this._token;return++this.index<t.count?(this.current=t.get(this.index),
!0):(this.current=void 0,!1)}case E.Mapping:{let t=this._token;return this.isKey?(this.isKey=!1,this.currentKey=this.current,
this.current=t.get(this.index).value,!0):++this.index<t.count?e?(this.isKey=!1,this.currentKey=t.get(this.index).key,this.
current=t.get(this.index).value,!0):(this.isKey=!0,this.currentKey=void 0,this.current=t.get(this.index).key,!0):(this.currentKey=
void 0,this.current=void 0,!1)}default:throw new Error(`Unexpected token type '${this._token.templateTokenType}' when tr\
aversing state`)}}getAncestors(){let e=[],t=this.parent;for(;t;)t.current&&e.unshift(t.current),t=t.parent;return e}};var _e=class extends Error{constructor(e,t){super(e),this.token=t}},Oe=class{constructor(e,t,r,s){this.type=e,this.file=
t,this.range=r,this.definitionInfo=s}get templateTokenType(){return this.type}get line(){return this.range?.start.line}get col(){
return this.range?.start.column}get definition(){return this.definitionInfo?.definition}get description(){return this._description||
this.propertyDefinition?.description||this.definition?.description}set description(e){this._description=e}typeName(){return Xt(
this.type)}assertNull(e){if(this.type===E.Null)return this;throw new _e(`Unexpected type '${this.typeName()}' encountere\
d while reading '${e}'. The type '${Xt(E.Null)}' was expected.`,this)}assertBoolean(e){if(this.type===E.Boolean)return this;
throw new _e(`Unexpected type '${this.typeName()}' encountered while reading '${e}'. The type '${Xt(E.Boolean)}' was exp\
ected.`,this)}assertNumber(e){if(this.type===E.Number)return this;throw new _e(`Unexpected type '${this.typeName()}' enc\
ountered while reading '${e}'. The type '${Xt(E.Number)}' was expected.`,this)}assertString(e){if(this.type===E.String)return this;
throw new _e(`Unexpected type '${this.typeName()}' encountered while reading '${e}'. The type '${Xt(E.String)}' was expe\
cted.`,this)}assertScalar(e){if(this?.isScalar===!0)return this;throw new _e(`Unexpected type '${this.typeName()}' encou\
ntered while reading '${e}'. The type 'ScalarToken' was expected.`,this)}assertSequence(e){if(this.type===E.Sequence)return this;
throw new _e(`Unexpected type '${this.typeName()}' encountered while reading '${e}'. The type '${Xt(E.Sequence)}' was ex\
pected.`,this)}assertMapping(e){if(this.type===E.Mapping)return this;throw new _e(`Unexpected type '${this.typeName()}' \
encountered while reading '${e}'. The type '${Xt(E.Mapping)}' was expected.`,this)}static*traverse(e,t){switch(yield[void 0,
e,void 0,[]],e.templateTokenType){case E.Sequence:case E.Mapping:{let r=new rr(void 0,e);for(r=new rr(r,e);r.parent;)if(r.
moveNext(t??!1))switch(e=r.current,yield[r.parent?.current,e,r.currentKey,r.getAncestors()],e.type){case E.Sequence:case E.
Mapping:r=new rr(r,e);break}else r=r.parent;break}}}toJSON(){}};function Md(n){if(n.startsWith("./"))return{path:n.substring(2)};if(n.startsWith("$/"))return{path:n.substring(2)};let[e,
t]=n.split("@"),[r,s,...i]=e.split("/").filter(o=>o.length>0);if(!r||!s||!t)throw new Error(`Invalid file reference: ${n}`);
return{repository:s,owner:r,path:i.join("/"),version:t}}var os=class{constructor(e,t,r,s){this.rawMessage=e,this.prefix=t,this.code=r,this.range=s}get message(){return this.prefix?
`${this.prefix}: ${this.rawMessage}`:this.rawMessage}toString(){return this.message}};var Ot=class{constructor(e,t,r){this._fileIds={},this._fileNames=[],this.expressionFunctions=[],this.expressionNamedContexts=
[],this.state={},this.errors=e,this.schema=t,this.trace=r}error(e,t,r){let s=e,i=r||s?.range,o=this.getErrorPrefix(s?.file??
e,s?.line,s?.col),a=t?.message??String(t),l=new os(a,o,void 0,i);this.errors.add(l),this.trace.error(l.message)}getFileId(e){
let t=e.toUpperCase(),r=this._fileIds[t];return r===void 0&&(r=this._fileNames.length+1,this._fileIds[t]=r,this._fileNames.
push(e)),r}getFileName(e){return this._fileNames.length>=e?this._fileNames[e-1]:void 0}getFileTable(){return this._fileNames.
slice()}getErrorPrefix(e,t,r){let s=e!==void 0?this.getFileName(e):void 0;return s?t!==void 0&&r!==void 0?`${s} (Line: ${t}\
, Col: ${r})`:s:t!==void 0&&r!==void 0?`(Line: ${t}, Col: ${r})`:""}},Qt=class{constructor(e,t){this._errors=[],this._maxErrors=
e??0,this._maxMessageLength=t??0}get count(){return this._errors.length}add(e){for(let t of Array.isArray(e)?e:[e])(this.
_maxErrors<=0||this._errors.length<this._maxErrors)&&(this._maxMessageLength>0&&t.message.length>this._maxMessageLength&&
(t=new os(t.message.substring(0,this._maxMessageLength)+"[...]",t.prefix,t.code,t.range)),this._errors.push(t))}check(e){
if(!(this._errors.length<=0))throw e||(e="The template is not valid."),new Error(`${e} ${this._errors.map(t=>t.message).
join(",")}`)}clear(){this._errors=[]}getErrors(){return this._errors.slice()}};var ge=class{constructor(e,t){this.isDefinitionInfo=!0;let r=e?.isDefinitionInfo===!0?e:void 0;if(this._schema=r===void 0?
e:r._schema,this.definition=typeof t=="string"?this._schema.getDefinition(t):t,this.definition.readerContext.length>0){this.
allowedContext=[];let s={};for(let i of r?.allowedContext??[])this.allowedContext.push(i),s[i.toUpperCase()]=!0;for(let i of this.
definition.readerContext){let o=i.toUpperCase();s[o]||(this.allowedContext.push(i),s[o]=!0)}}else this.allowedContext=r?.
allowedContext??[]}getScalarDefinitions(){return this._schema.getScalarDefinitions(this.definition)}getDefinitionsOfType(e){
return this._schema.getDefinitionsOfType(this.definition,e)}};var K;(function(n){n[n.Null=0]="Null",n[n.Boolean=1]="Boolean",n[n.Number=2]="Number",n[n.String=3]="String",n[n.Sequence=
4]="Sequence",n[n.Mapping=5]="Mapping",n[n.OneOf=6]="OneOf",n[n.AllowedValues=7]="AllowedValues"})(K||(K={}));var sr="allowed-values";var he="boolean",Il="boolean-definition",Pl="boolean-definition-properties";var Zt="constant",Ie="context",_="definition",en="definitions",ye="description",as="ignore-case",ls="insert",cs="is-expr\
ession",ir="item-type",At="loose-key-type",On="loose-value-type";var Ae="mapping",jl="mapping-definition",Ll="mapping-definition-properties",pt="mapping-property-value",We="non-empty-st\
ring",Pe="null",ql="null-definition",Ml="null-definition-properties",je="number",Rl="number-definition",Cl="number-defin\
ition-properties",tn="one-of",Dl="one-of-definition";var Fl="property-value",nn="properties",us="required",or="require-non-empty",Rd="scalar",Le="sequence",Ul="sequence-defi\
nition",Wl="sequence-definition-properties",ps="type",Qe="sequence-of-non-empty-string",X="string",Bl="string-definition",
Kl="string-definition-properties";var ft="template-schema",Xi="version";var Be=class extends Oe{constructor(e,t,r,s){super(e,t,r,s)}get isScalar(){return!0}static trimDisplayString(e){let t=e.
trimStart(),r=t.indexOf(`
`),s=t.indexOf("\r");return(r>=0||s>=0)&&(t=t.substr(0,Math.min(r>=0?r:Number.MAX_VALUE,s>=0?s:Number.MAX_VALUE))),t}};var Ze=class extends Be{constructor(e,t,r,s){super(e,t,r,s)}get isLiteral(){return!0}get isExpression(){return!1}toDisplayString(){
return Be.trimDisplayString(this.toString())}assertUnexpectedValue(e){throw new Error(`Error while reading '${e}'. Unexp\
ected value '${this.toString()}'`)}};var j=class n extends Ze{constructor(e,t,r,s,i,o){super(E.String,e,t,s),this.value=r,this.source=i,this.blockScalarHeader=
o}clone(e){return e?new n(void 0,void 0,this.value,this.definitionInfo,this.source,this.blockScalarHeader):new n(this.file,
this.range,this.value,this.definitionInfo,this.source,this.blockScalarHeader)}toString(){return this.value}toJSON(){return this.
value}};var An=class n extends Ze{constructor(e,t,r,s){super(E.Number,e,t,s),this.num=r}get value(){return this.num}clone(e){return e?
new n(void 0,void 0,this.num,this.definitionInfo):new n(this.file,this.range,this.num,this.definitionInfo)}toString(){return`${this.
num}`}toJSON(){return this.num}};var $n=class n extends Ze{constructor(e,t,r,s){super(E.Boolean,e,t,s),this.bool=r}get value(){return this.bool}clone(e){
return e?new n(void 0,void 0,this.bool,this.definitionInfo):new n(this.file,this.range,this.bool,this.definitionInfo)}toString(){
return this.bool?"true":"false"}toJSON(){return this.bool}};var Ke=class n extends Ze{constructor(e,t,r){super(E.Null,e,t,r)}clone(e){return e?new n(void 0,void 0,this.definitionInfo):
new n(this.file,this.range,this.definitionInfo)}toString(){return""}toJSON(){return null}};var fs=class{constructor(e,t){this.key=e,this.value=t}};var $t=class n extends Oe{constructor(e,t,r){super(E.Sequence,e,t,r),this.seq=[]}get count(){return this.seq.length}get isScalar(){
return!1}get isLiteral(){return!1}get isExpression(){return!1}add(e){this.seq.push(e)}get(e){return this.seq[e]}clone(e){
let t=e?new n(void 0,void 0,this.definitionInfo):new n(this.file,this.range,this.definitionInfo);for(let r of this.seq)t.
add(r.clone(e));return t}toJSON(){return{type:E.Sequence,seq:this.seq}}*[Symbol.iterator](){for(let e of this.seq)yield e}};var _t=class n extends Oe{constructor(e,t,r){super(E.Mapping,e,t,r),this.map=[]}get count(){return this.map.length}get isScalar(){
return!1}get isLiteral(){return!1}get isExpression(){return!1}add(e,t){this.map.push(new fs(e,t))}get(e){return this.map[e]}find(e){
return this.map.find(r=>r.key.toString()===e)?.value}remove(e){this.map.splice(e,1)}clone(e){let t=e?new n(void 0,void 0,
this.definitionInfo):new n(this.file,this.range,this.definitionInfo);for(let r of this.map)t.add(r.key.clone(e),r.value.
clone(e));return t}toJSON(){let e=[];for(let t of this.map)e.push({Key:t.key,Value:t.value});return{type:E.Mapping,map:e}}*[Symbol.
iterator](){for(let e of this.map)yield e}};function Qi(n){let e=/^([a-zA-Z0-9_]+)\(([0-9]+),([0-9]+|MAX)\)$/,t=[],r=[];if(n.length>0)for(let s of n){let i=s.match(
e);if(i){let o=i[1],a=Number.parseInt(i[2]),l=i[3],u=l==="MAX"?Number.MAX_SAFE_INTEGER:Number.parseInt(l);r.push({name:o,
minArgs:a,maxArgs:u})}else t.push(s)}return{namedContexts:t,functions:r}}var et=class extends Be{constructor(e,t,r,s,i){super(e,t,r,i),this.directive=s}get isLiteral(){return!1}get isExpression(){
return!0}static validateExpression(e,t){let{namedContexts:r,functions:s}=Qi(t),o=new ot(e).lex();new lt(o.tokens,r,s).parse()}};var ke=class n extends et{constructor(e,t,r,s,i,o,a,l){super(E.BasicExpression,e,t,void 0,s),this.expr=r,this.source=o,this.
originalExpressions=i,this.expressionRange=a,this.blockScalarHeader=l}get expression(){return this.expr}clone(e){return e?
new n(void 0,void 0,this.expr,this.definitionInfo,this.originalExpressions,this.source,this.expressionRange,this.blockScalarHeader):
new n(this.file,this.range,this.expr,this.definitionInfo,this.originalExpressions,this.source,this.expressionRange,this.
blockScalarHeader)}toString(){return`${"${{"} ${this.expr} ${"}}"}`}toDisplayString(){return Be.trimDisplayString(this.toString())}toJSON(){
return{type:E.BasicExpression,expr:this.expr}}};var ds=class n extends et{constructor(e,t,r){super(E.InsertExpression,e,t,ls,r)}clone(e){return e?new n(void 0,void 0,this.
definitionInfo):new n(this.file,this.range,this.definitionInfo)}toString(){return`${"${{"} ${ls} ${"}}"}`}toDisplayString(){
return Be.trimDisplayString(this.toString())}toJSON(){return{type:E.InsertExpression,expr:"insert"}}};function hs(n){return n.isLiteral}function Vl(n){return n.isScalar}function q(n){return hs(n)&&n.templateTokenType===E.String}
function ms(n){return hs(n)&&n.templateTokenType===E.Number}function It(n){return hs(n)&&n.templateTokenType===E.Boolean}
function lr(n){return Vl(n)&&n.templateTokenType===E.BasicExpression}function Se(n){return n instanceof $t}function W(n){
return n instanceof _t}var Cd=/\s/,Qv=new Set(["background","wait","wait-all","cancel"]),Zv=new Set(["wait","wait-all","cancel"]);function cr(n,e,t,r){
let s=new Jl(n,t,r),i;try{t.validateStart();let o=new ge(n.schema,e);i=s.readValue(o),t.validateEnd()}catch(o){n.error(r,
o)}return i}var Jl=class{constructor(e,t,r){this._context=e,this._schema=e.schema,this._objectReader=t,this._fileId=r}readValue(e){
let t=this._objectReader.allowLiteral();if(t){let i=this.parseScalar(t,e);return i=this.validate(i,e),i}let r=this._objectReader.
allowSequenceStart();if(r){let i=e.getDefinitionsOfType(K.Sequence)[0];if(i){let o=new ge(e,i.itemType);for(;!this._objectReader.
allowSequenceEnd();){let a=this.readValue(o);r.add(a)}}else for(this._context.error(r,"A sequence was not expected");!this.
_objectReader.allowSequenceEnd();)this.skipValue();return r.definitionInfo=e,r}let s=this._objectReader.allowMappingStart();
if(s){let i=e.getDefinitionsOfType(K.Mapping);if(i.length>0)if(i.length>1||Object.keys(i[0].properties).length>0||!i[0].
looseKeyType)this.handleMappingWithWellKnownProperties(e,i,s);else{let o=new ge(e,i[0].looseKeyType),a=new ge(e,i[0].looseValueType);
this.handleMappingWithAllLooseProperties(e,o,a,i[0],s)}else for(this._context.error(s,"A mapping was not expected");!this.
_objectReader.allowMappingEnd();)this.skipValue(),this.skipValue();return s.definitionInfo||(s.definitionInfo=e),s}throw new Error(
"Expected a scalar value, a sequence, or a mapping")}handleMappingWithWellKnownProperties(e,t,r){let s,i,o,a;t[0].looseKeyType&&
(s=t[0].looseKeyType,i=t[0].looseValueType);let l={},u=!1,f;for(;f=this._objectReader.allowLiteral();){let c=this.parseScalar(
f,e);if(c.isExpression){if(u=!0,e.allowedContext.length>0){let m=new ge(e,"any");r.add(c,this.readValue(m))}else this._context.
error(c,"A template expression is not allowed in this context"),this.skipValue();continue}let p=c.templateTokenType===E.
String?c:new j(c.file,c.range,c.toString(),c.definitionInfo);if(p.value){let m=p.value.toUpperCase();if(l[m]){this._context.
error(p,`'${p.value}' is already defined`),this.skipValue();continue}l[m]=!0}let d=this._schema.matchPropertyAndFilter(t,
p.value);if(d){if(!this.backgroundStepsEnabled()&&Qv.has(p.value)){this._context.error(p,`Unexpected value '${p.value}'`),
this.skipValue();continue}let m=new ge(e,d.type);p.definitionInfo=m,d.description&&(p.description=d.description);let h=this.
readValue(m);r.add(p,h);continue}if(s){o||(o=new ge(e,s),a=new ge(e,i)),this.validate(p,o);let m=new ge(e,t[0].looseValueType);
p.definitionInfo=m;let h=this.readValue(a);r.add(p,h);continue}this._context.error(p,`Unexpected value '${p.value}'`),this.
skipValue()}if(t.length===1&&(r.definitionInfo=new ge(e,t[0])),t.length>1){let c={};for(let m of t)for(let h of Object.keys(
m.properties))c[h]=(c[h]??0)+1;let p=[];for(let m of Object.keys(c))c[m]===1&&p.push(m);let d=this.backgroundStepsEnabled()?
p:p.filter(m=>!Zv.has(m));this._context.error(r,`There's not enough info to determine what you meant. Add one of these p\
roperties: ${d.sort().join(", ")}`)}else if(t.length===1&&!u)for(let c of Object.keys(t[0].properties))t[0].properties[c].
required&&!l[c.toUpperCase()]&&this._context.error(r,`Required property is missing: ${c}`);this.expectMappingEnd()}handleMappingWithAllLooseProperties(e,t,r,s,i){
let o,a={},l;for(;l=this._objectReader.allowLiteral();){let u=this.parseScalar(l,e);if(u.definitionInfo=t,u.isExpression){
e.allowedContext.length>0?(o=this.readValue(r),i.add(u,o)):(this._context.error(u,"A template expression is not allowed \
in this context"),this.skipValue());continue}let f=u.templateTokenType===E.String?u:new j(u.file,u.range,u.toString(),u.
definitionInfo);if(f.value){let p=f.value.toUpperCase();if(a[p]){this._context.error(f,`'${f.value}' is already defined`),
this.skipValue();continue}a[p]=!0}this.validate(f,t);let c=new ge(e,s.looseValueType);f.definitionInfo=c,o=this.readValue(
r),i.add(f,o)}this.expectMappingEnd()}expectMappingEnd(){if(!this._objectReader.allowMappingEnd())throw new Error("Expec\
ted mapping end")}skipValue(){if(!this._objectReader.allowLiteral())if(this._objectReader.allowSequenceStart())for(;!this.
_objectReader.allowSequenceEnd();)this.skipValue();else if(this._objectReader.allowMappingStart())for(;!this._objectReader.
allowMappingEnd();)this.skipValue(),this.skipValue();else throw new Error("Expected a scalar value, a sequence, or a map\
ping")}validate(e,t){switch(e.templateTokenType){case E.Null:case E.Boolean:case E.Number:case E.String:{let r=e,s=t.getScalarDefinitions(),
i;if(i=s.find(o=>o.isMatch(r)))return e.definitionInfo=new ge(t,i),e;if(r.templateTokenType!==E.String){let o=new j(r.file,
r.range,r.toString(),r.definitionInfo);if(i=s.find(a=>a.isMatch(o)))return o.definitionInfo=new ge(t,i),o}return this._context.
error(r,`Unexpected value '${r.toString()}'`),e}case E.BasicExpression:return t.allowedContext.length===0&&this._context.
error(e,"A template expression is not allowed in this context"),e;default:return this._context.error(e,`Unexpected value\
 '${e.toString()}'`),e}}parseScalar(e,t){if(!q(e)||!e.value)return e;let r=t.allowedContext,s=e.range===void 0||e.range.
start.line===e.range.end.line,i=s?e.value:e.source??e.value,o=i.indexOf("${{");if(o<0)return e;let a=!1,l=[],u=0;for(;u<
i.length;)if(u===o){o=u;let m=-1,h=!1;for(u+="${{".length;u<i.length;u++)if(i[u]==="'")h=!h;else if(!h&&i[u]==="}"&&i[u-
1]==="}"){m=u,u++;break}if(m<o)return this._context.error(e,"The expression is not closed. An unescaped ${{ sequence was\
 found, but the closing }} sequence was not found."),e;let g=i.substr(o+"${{".length,m-o+1-"${{".length-"}}".length),y=e.
range;if(s){let v=(e.source??i).indexOf("${{")-i.indexOf("${{");y={start:{line:y.start.line,column:y.start.column+o+v},end:{
line:y.end.line,column:y.start.column+m+1+v}}}else{let v=i.substring(0,o),S=v.split(`
`).length,k=v.lastIndexOf(`
`),O=o-k,$=m-k+1;y={start:{line:y.start.line+S,column:O},end:{line:y.start.line+S,column:$}}}let b=this.parseIntoExpressionToken(
y,g,r,e,t);if(!b)a=!0;else{if(b.directive&&(o!==0||u<i.length))return this._context.error(e,`The directive '${b.directive}\
' is not allowed in this context. Directives are not supported for expressions that are embedded within a string. Direct\
ives are only supported when the entire value is an expression.`),e;l.push(b)}o=i.indexOf("${{",u)}else if(u<o)this.addString(
l,e.range,i.substr(u,o-u),e.definitionInfo),u=o;else{this.addString(l,e.range,i.substr(u),e.definitionInfo);break}if(a)return e;
if(l.length===1&&l[0].templateTokenType===E.BasicExpression){let m=l[0],h=this.getExpressionString(m.expression);if(h!==
void 0)return new j(this._fileId,e.range,h,e.definitionInfo)}if(l.length===1)return l[0];let f=[],c=[],p=[],d=0;for(let m of l)
if(q(m)){let h=m.value.replace(/'/g,"''").replace(/\{/g,"{{").replace(/\}/g,"}}");f.push(h)}else{f.push(`{${d}}`),d++;let h=m;
c.push(", "),c.push(h.expression),p.push(h)}return new ke(this._fileId,e.range,`format('${f.join("")}'${c.join("")})`,t,
p,i,void 0,e.blockScalarHeader)}parseIntoExpressionToken(e,t,r,s,i){let o=this.parseExpression(e,s,t,r,i);if(o.error){this.
_context.error(s,o.error,e);return}return o.expression}parseExpression(e,t,r,s,i){let o=r.trim();if(!o)return{error:new Error(
"An expression was expected")};let a=this.matchDirective(o,ls,0);if(a.isMatch)return{expression:new ds(this._fileId,e,i)};
if(a.error)return{error:a.error};try{et.validateExpression(o,s)}catch(c){return{error:c}}let l=r.length-r.trimStart().length,
u=r.length-r.trimEnd().length,f={start:{...e.start,column:e.start.column+"${{".length+l},end:{...e.end,column:e.end.column-
"}}".length-u}};return{expression:new ke(this._fileId,e,o,i,void 0,t.source,f,t.blockScalarHeader),error:void 0}}addString(e,t,r,s){
if(e.length>0&&e[e.length-1].templateTokenType===E.String){let i=e[e.length-1];e[e.length-1]=new j(this._fileId,t,`${i.value}${r}`,
s)}else e.push(new j(this._fileId,t,r,s))}matchDirective(e,t,r){let s=[];if(e.startsWith(t)&&(e.length===t.length||Cd.test(
e[t.length]))){let i=t.length,o=!1,a=0;for(let l=i;l<e.length;l++){let u=e[l];Cd.test(u)&&!o&&a==0?(i<1&&s.push(e.substr(
i,l-i)),i=l+1):u==="'"?o=!o:u==="("&&!o?a++:u===")"&&!o&&a--}return i<e.length&&s.push(e.substr(i)),r!=s.length?{isMatch:!1,
parameters:[],error:new Error(`Exactly ${r} parameter(s) were expected following the directive '${t}'. Actual parameter \
count: ${s.length}`)}:{isMatch:!0,parameters:s}}return{isMatch:!1,parameters:s}}getExpressionString(e){let t=[],r=!1;for(let s=0;s<
e.length;s++){let i=e[s];if(i==="'")r=!r,r&&s!==0&&t.push(i);else if(r)t.push(i);else return}return t.join("")}backgroundStepsEnabled(){
return this._context.state.featureFlags?.isEnabled("allowBackgroundSteps")??!1}};var Dd="workflow-root-strict";var Q=class{constructor(e,t){this.type=e,this.token=t}},C;(function(n){n[n.Literal=0]="Literal",n[n.SequenceStart=1]="Se\
quenceStart",n[n.SequenceEnd=2]="SequenceEnd",n[n.MappingStart=3]="MappingStart",n[n.MappingEnd=4]="MappingEnd",n[n.DocumentStart=
5]="DocumentStart",n[n.DocumentEnd=6]="DocumentEnd"})(C||(C={}));var ur=class{constructor(e,t){this._fileId=e;let r=JSON.parse(t);this._generator=this.getParseEvents(r,!0),this._current=
this._generator.next()}allowLiteral(){if(!this._current.done){let e=this._current.value;if(e.type===C.Literal)return this.
_current=this._generator.next(),e.token}}allowSequenceStart(){if(!this._current.done){let e=this._current.value;if(e.type===
C.SequenceStart)return this._current=this._generator.next(),e.token}}allowSequenceEnd(){return!this._current.done&&this.
_current.value.type===C.SequenceEnd?(this._current=this._generator.next(),!0):!1}allowMappingStart(){if(!this._current.done){
let e=this._current.value;if(e.type===C.MappingStart)return this._current=this._generator.next(),e.token}}allowMappingEnd(){
return!this._current.done&&this._current.value.type===C.MappingEnd?(this._current=this._generator.next(),!0):!1}validateEnd(){
if(!this._current.done&&this._current.value.type===C.DocumentEnd){this._current=this._generator.next();return}throw new Error(
"Expected end of reader")}validateStart(){if(!this._current.done&&this._current.value.type===C.DocumentStart){this._current=
this._generator.next();return}throw new Error("Expected start of reader")}*getParseEvents(e,t){switch(t&&(yield new Q(C.
DocumentStart,void 0)),typeof e){case"undefined":yield new Q(C.Literal,new Ke(this._fileId,void 0,void 0));break;case"bo\
olean":yield new Q(C.Literal,new $n(this._fileId,void 0,e,void 0));break;case"number":yield new Q(C.Literal,new An(this.
_fileId,void 0,e,void 0));break;case"string":yield new Q(C.Literal,new j(this._fileId,void 0,e,void 0));break;case"objec\
t":if(e===null)yield new Q(C.Literal,new Ke(this._fileId,void 0,void 0));else if(Array.isArray(e)){yield new Q(C.SequenceStart,
new $t(this._fileId,void 0,void 0));for(let r of e)for(let s of this.getParseEvents(r))yield s;yield new Q(C.SequenceEnd,
void 0)}else{yield new Q(C.MappingStart,new _t(this._fileId,void 0,void 0));for(let r of Object.keys(e)){yield new Q(C.Literal,
new j(this._fileId,void 0,r,void 0));for(let s of this.getParseEvents(e[r]))yield s}yield new Q(C.MappingEnd,void 0)}break;default:
throw new Error(`Unexpected value type '${typeof e}' when reading object`)}t&&(yield new Q(C.DocumentEnd,void 0))}};var rn=class{error(){}info(){}verbose(){}};var dt=class{constructor(e,t){if(this.readerContext=[],this.evaluatorContext=[],this.key=e,t)for(let r=0;r<t.count;)switch(t.
get(r).key.assertString(`${_} key`).value){case Ie:{let i=t.get(r).value.assertSequence(`${_} ${Ie}`);t.remove(r);let o={},
a={};for(let l of i){let u=l.assertString(`${Ie} item`).value,f=u.toUpperCase();if(o[f])throw new Error(`Duplicate conte\
xt item '${u}'`);o[f]=!0,this.readerContext.push(u);let c=u.indexOf("("),p=c>0?u.substr(0,c+1)+")":u,d=p.toUpperCase();if(a[d])
throw new Error(`Duplicate context item '${p}'`);a[d]=!0,this.evaluatorContext.push(p)}break}case ye:{let i=t.get(r).value;
this.description=i.assertString(ye).value,t.remove(r);break}default:{r++;break}}}};var ht=class extends dt{constructor(e,t){super(e,t)}};var ys=class extends ht{constructor(e,t){if(super(e,t),t)for(let r of t){let s=r.key.assertString(`${_} key`);switch(s.value){case he:{
let i=r.value.assertMapping(`${_} ${he}`);for(let o of i){let a=o.key.assertString(`${_} ${he} key`);switch(a.value){default:
a.assertUnexpectedValue(`${_} ${he} key`);break}}break}default:s.assertUnexpectedValue(`${_} key`)}}}get definitionType(){
return K.Boolean}isMatch(e){return e.templateTokenType===E.Boolean}validate(){}};var R=class{constructor(e){if(this.type="",this.required=!1,e.templateTokenType===E.String)this.type=e.value;else{let t=e.
assertMapping(pt);for(let r of t){let s=r.key.assertString(`${pt} key`);switch(s.value){case ps:this.type=r.value.assertString(
`${pt} ${ps}`).value;break;case us:this.required=r.value.assertBoolean(`${pt} ${us}`).value;break;case ye:this.description=
r.value.assertString(`${pt} ${ye}`).value;break;default:s.assertUnexpectedValue(`${pt} key`)}}}}};var ee=class extends dt{constructor(e,t){if(super(e,t),this.properties={},this.looseKeyType="",this.looseValueType="",t)
for(let r of t){let s=r.key.assertString(`${_} key`);switch(s.value){case Ae:{let i=r.value.assertMapping(`${_} ${Ae}`);
for(let o of i){let a=o.key.assertString(`${_} ${Ae} key`);switch(a.value){case nn:{let l=o.value.assertMapping(`${_} ${Ae}\
 ${nn}`);for(let u of l){let f=u.key.assertString(`${_} ${Ae} ${nn} key`);this.properties[f.value]=new R(u.value)}break}case At:{
let l=o.value.assertString(`${_} ${Ae} ${At}`);this.looseKeyType=l.value;break}case On:{let l=o.value.assertString(`${_}\
 ${Ae} ${On}`);this.looseValueType=l.value;break}default:a.assertUnexpectedValue(`${_} ${Ae} key`);break}}break}default:
s.assertUnexpectedValue(`${_} key`)}}}get definitionType(){return K.Mapping}validate(e,t){if(this.looseKeyType)if(e.getDefinition(
this.looseKeyType),this.looseValueType)e.getDefinition(this.looseValueType);else throw new Error(`Property '${At}' is de\
fined but '${On}' is not defined on '${t}'`);else if(this.looseValueType)throw new Error(`Property '${On}' is defined bu\
t '${At}' is not defined on '${t}'`);for(let r of Object.keys(this.properties)){let s=this.properties[r];if(!s.type)throw new Error(
`Type not specified for the property '${r}' on '${t}'`);e.getDefinition(s.type)}}};var ws=class extends ht{constructor(e,t){if(super(e,t),t)for(let r of t){let s=r.key.assertString(`${_} key`);switch(s.value){case Pe:{
let i=r.value.assertMapping(`${_} ${Pe}`);for(let o of i){let a=o.key.assertString(`${_} ${Pe} key`);switch(a.value){default:
a.assertUnexpectedValue(`${_} ${Pe} key`);break}}break}default:s.assertUnexpectedValue(`${_} key`)}}}get definitionType(){
return K.Null}isMatch(e){return e.templateTokenType===E.Null}validate(){}};var bs=class extends ht{constructor(e,t){if(super(e,t),t)for(let r of t){let s=r.key.assertString(`${_} key`);switch(s.value){case je:{
let i=r.value.assertMapping(`${_} ${je}`);for(let o of i){let a=o.key.assertString(`${_} ${je} key`);switch(a.value){default:
a.assertUnexpectedValue(`${_} ${je} key`);break}}break}default:s.assertUnexpectedValue(`${_} key`)}}}get definitionType(){
return K.Number}isMatch(e){return e.templateTokenType===E.Number}validate(){}};var sn=class extends dt{constructor(e,t){if(super(e,t),this.oneOf=[],this.oneOfPrefix=[],t)for(let r of t){let s=r.key.assertString(
`${_} key`);switch(s.value){case tn:{let i=r.value.assertSequence(`${_} ${tn}`);for(let o of i){let a=o.assertString(`${_}\
 ${tn} item`);this.oneOf.push(a.value)}break}case sr:{let i=r.value.assertSequence(`${_} ${sr}`);for(let o of i){let a=o.
assertString(`${_} ${tn} item`);this.oneOf.push(this.key+"-"+a.value)}break}default:s.assertUnexpectedValue(`${_} key`);
break}}}get definitionType(){return K.OneOf}validate(e,t){if(this.oneOf.length===0)throw new Error(`'${t}' does not cont\
ain any references`);let r=!1,s=[],i,o,a,l,u,f=[],c={};for(let p of this.oneOf){if(c[p])throw new Error(`'${t}' contains\
 duplicate nested type '${p}'`);c[p]=!0;let d=e.getDefinition(p);if(d.readerContext.length>0)throw new Error(`'${t}' is \
a one-of definition and references another definition that defines context. This is currently not supported.`);switch(d.
definitionType){case K.Mapping:{let m=d;s.push(m),m.looseKeyType&&(r=!0);break}case K.Sequence:{if(o)throw new Error(`'${t}\
' refers to more than one definition of type '${Le}'`);o=d;break}case K.Null:{if(a)throw new Error(`'${t}' refers to mor\
e than one definition of type '${Pe}'`);a=d;break}case K.Boolean:{if(l)throw new Error(`'${t}' refers to more than one d\
efinition of type '${he}'`);l=d;break}case K.Number:{if(u)throw new Error(`'${t}' refers to more than one definition of \
type '${je}'`);u=d;break}case K.String:{let m=d;if(f.length>0&&(!f[0].constant||!m.constant))throw new Error(`'${t}' ref\
ers to more than one '${Rd}', but some do not set '${Zt}'`);f.push(m);break}case K.OneOf:{if(i)throw new Error(`'${t}' c\
ontains multiple allowed-values definitions`);i=d;break}default:throw new Error(`'${t}' refers to a definition with type\
 '${d.definitionType}'`)}}if(s.length>1){if(r)throw new Error(`'${t}' refers to two mappings and at least one sets '${At}\
'. This is not currently supported.`);let p={};for(let d of s)for(let m of Object.keys(d.properties)){let h=d.properties[m],
g=p[m];if(g){if(g.type===h.type)continue;throw new Error(`'${t}' contains two mappings with the same property, but each \
refers to a different type. All matching properties must refer to the same type.`)}else p[m]=h}}}};var pr=class extends dt{constructor(e,t){if(super(e,t),this.itemType="",t)for(let r of t){let s=r.key.assertString(`${_}\
 key`);switch(s.value){case Le:{let i=r.value.assertMapping(`${_} ${Le}`);for(let o of i){let a=o.key.assertString(`${_}\
 ${Le} key`);if(a.value===ir){let l=o.value.assertString(`${_} ${Le} ${ir}`);this.itemType=l.value}else a.assertUnexpectedValue(
`${_} ${Le} key`)}break}default:s.assertUnexpectedValue(`${_} key`)}}}get definitionType(){return K.Sequence}validate(e,t){
if(!this.itemType)throw new Error(`'${t}' does not defined '${ir}'`);e.getDefinition(this.itemType)}};var _n=class extends ht{constructor(e,t){if(super(e,t),this.constant="",this.ignoreCase=!1,this.requireNonEmpty=!1,this.
isExpression=!1,t)for(let r of t){let s=r.key.assertString(`${_} key`);switch(s.value){case X:{let i=r.value.assertMapping(
`${_} ${X}`);for(let o of i){let a=o.key.assertString(`${_} ${X} key`);switch(a.value){case Zt:{let l=o.value.assertString(
`${_} ${X} ${Zt}`);this.constant=l.value;break}case as:{let l=o.value.assertBoolean(`${_} ${X} ${as}`);this.ignoreCase=l.
value;break}case or:{let l=o.value.assertBoolean(`${_} ${X} ${or}`);this.requireNonEmpty=l.value;break}case cs:{let l=o.
value.assertBoolean(`${_} ${X} ${cs}`);this.isExpression=l.value;break}default:a.assertUnexpectedValue(`${_} ${X} key`);
break}}break}default:s.assertUnexpectedValue(`${_} key`)}}}get definitionType(){return K.String}isMatch(e){if(e.templateTokenType===
E.String){let t=e.value;return this.constant?this.ignoreCase?this.constant.toUpperCase()===t.toUpperCase():this.constant===
t:this.requireNonEmpty?!!t:!0}return!1}validate(){if(this.constant&&this.requireNonEmpty)throw new Error(`Properties '${Zt}\
' and '${or}' cannot both be set`)}};var on=class n{constructor(e){this.definitions={},this.version="",this.definitions[Pe]=new ws(Pe),this.definitions[he]=new ys(
he),this.definitions[je]=new bs(je),this.definitions[X]=new _n(X);let t=new pr(Le);t.itemType="any",this.definitions[t.key]=
t;let r=new ee(Ae);r.looseKeyType=X,r.looseValueType="any",this.definitions[r.key]=r;let s=new sn("any");if(s.oneOf.push(
Pe),s.oneOf.push(he),s.oneOf.push(je),s.oneOf.push(X),s.oneOf.push(Le),s.oneOf.push(Ae),this.definitions[s.key]=s,e)for(let i of e){
let o=i.key.assertString(`${ft} key`);switch(o.value){case Xi:{this.version=i.value.assertString(`${ft} ${Xi}`).value;break}case en:{
let a=i.value.assertMapping(`${ft} ${en}`);for(let l of a){let u=l.key.assertString(`${ft} ${en} key`),f=l.value.assertMapping(
`${ft} ${en} value`),c;for(let p of f){let d=p.key.assertString(`${_} key`),m=l.value;switch(d.value){case Pe:c=new ws(u.
value,f);break;case he:c=new ys(u.value,f);break;case je:c=new bs(u.value,f);break;case X:c=new _n(u.value,f);break;case Le:
c=new pr(u.value,f);break;case Ae:c=new ee(u.value,f);break;case tn:c=new sn(u.value,f);break;case sr:for(let h of m)if(h.
value.templateTokenType===E.Sequence){let g=h.value;for(let y of g)if(y.templateTokenType===E.String){let b=y,v=u.value+
"-"+b.value,S=new _n(v);S.constant=b.toDisplayString(),this.definitions[v]=S}}c=new sn(u.value,f);break;case Ie:case ye:
continue;default:d.assertUnexpectedValue(`${_} mapping key`);break}break}if(!c)throw new Error(`Not enough information t\
o construct definition '${u.value}'`);this.definitions[u.value]=c}break}default:o.assertUnexpectedValue(`${ft} key`);break}}}getDefinition(e){
let t=this.definitions[e];if(t)return t;throw new Error(`Schema definition '${e}' not found`)}getScalarDefinitions(e){let t=[];
switch(e.definitionType){case K.Null:case K.Boolean:case K.Number:case K.String:t.push(e);break;case K.OneOf:{let r=e;for(let s of r.
oneOf){let i=this.getDefinition(s);t.push(...this.getScalarDefinitions(i))}break}}return t}getDefinitionsOfType(e,t){let r=[];
if(e.definitionType===t)r.push(e);else if(e.definitionType===K.OneOf){let s=e;for(let i of s.oneOf){let o=this.getDefinition(
i);o.definitionType===t&&r.push(o)}}return r}matchPropertyAndFilter(e,t){let r,s=!1;for(let i of e){let o=i.properties[t];
o?r=o:s=!0}if(r&&s)for(let i=0;i<e.length;)e[i].properties[t]?i++:e.splice(i,1);return r}validate(){let e={};for(let t of Object.
keys(this.definitions)){if(!t.match(n._definitionNamePattern))throw new Error(`Invalid definition name '${t}'`);let r=this.
definitions[t];r.definitionType===K.OneOf?e[t]=r:r.validate(this,t)}for(let t of Object.keys(e))e[t].validate(this,t)}static load(e){
let t=new Ot(new Qt(10,500),n.getInternalSchema(),new rn),r=cr(t,ft,e,void 0);t.errors.check();let s=r.assertMapping(ft),
i=new n(s);return i.validate(),i}static getInternalSchema(){if(n._internalSchema===void 0){let e=new n,t=new ee(ft);t.properties[Xi]=
new R(new j(void 0,void 0,We,void 0)),t.properties[en]=new R(new j(void 0,void 0,en,void 0)),e.definitions[t.key]=t,t=new ee(
en),t.looseKeyType=We,t.looseValueType=_,e.definitions[t.key]=t;let r=new sn(_);r.oneOf.push(ql),r.oneOf.push(Il),r.oneOf.
push(Rl),r.oneOf.push(Bl),r.oneOf.push(Ul),r.oneOf.push(jl),r.oneOf.push(Dl),e.definitions[r.key]=r,t=new ee(ql),t.properties[ye]=
new R(new j(void 0,void 0,X,void 0)),t.properties[Ie]=new R(new j(void 0,void 0,Qe,void 0)),t.properties[Pe]=new R(new j(
void 0,void 0,Ml,void 0)),e.definitions[t.key]=t,t=new ee(Ml),e.definitions[t.key]=t,t=new ee(Il),t.properties[ye]=new R(
new j(void 0,void 0,X,void 0)),t.properties[Ie]=new R(new j(void 0,void 0,Qe,void 0)),t.properties[he]=new R(new j(void 0,
void 0,Pl,void 0)),e.definitions[t.key]=t,t=new ee(Pl),e.definitions[t.key]=t,t=new ee(Rl),t.properties[ye]=new R(new j(
void 0,void 0,X,void 0)),t.properties[Ie]=new R(new j(void 0,void 0,Qe,void 0)),t.properties[je]=new R(new j(void 0,void 0,
Cl,void 0)),e.definitions[t.key]=t,t=new ee(Cl),e.definitions[t.key]=t,t=new ee(Bl),t.properties[ye]=new R(new j(void 0,
void 0,X,void 0)),t.properties[Ie]=new R(new j(void 0,void 0,Qe,void 0)),t.properties[X]=new R(new j(void 0,void 0,Kl,void 0)),
e.definitions[t.key]=t,t=new ee(Kl),t.properties[Zt]=new R(new j(void 0,void 0,We,void 0)),t.properties[as]=new R(new j(
void 0,void 0,he,void 0)),t.properties[or]=new R(new j(void 0,void 0,he,void 0)),t.properties[cs]=new R(new j(void 0,void 0,
he,void 0)),e.definitions[t.key]=t,t=new ee(Ul),t.properties[ye]=new R(new j(void 0,void 0,X,void 0)),t.properties[Ie]=new R(
new j(void 0,void 0,Qe,void 0)),t.properties[Le]=new R(new j(void 0,void 0,Wl,void 0)),e.definitions[t.key]=t,t=new ee(Wl),
t.properties[ir]=new R(new j(void 0,void 0,We,void 0)),e.definitions[t.key]=t,t=new ee(jl),t.properties[ye]=new R(new j(
void 0,void 0,X,void 0)),t.properties[Ie]=new R(new j(void 0,void 0,Qe,void 0)),t.properties[Ae]=new R(new j(void 0,void 0,
Ll,void 0)),e.definitions[t.key]=t,t=new ee(Ll),t.properties[nn]=new R(new j(void 0,void 0,nn,void 0)),t.properties[At]=
new R(new j(void 0,void 0,We,void 0)),t.properties[On]=new R(new j(void 0,void 0,We,void 0)),e.definitions[t.key]=t,t=new ee(
nn),t.looseKeyType=We,t.looseValueType=Fl,e.definitions[t.key]=t,r=new sn(Fl),r.oneOf.push(We),r.oneOf.push(pt),e.definitions[r.
key]=r,t=new ee(pt),t.properties[ps]=new R(new j(void 0,void 0,We,void 0)),t.properties[us]=new R(new j(void 0,void 0,he,
void 0)),t.properties[ye]=new R(new j(void 0,void 0,X,void 0)),e.definitions[t.key]=t,t=new ee(Dl),t.properties[ye]=new R(
new j(void 0,void 0,X,void 0)),t.properties[Ie]=new R(new j(void 0,void 0,Qe,void 0)),t.properties[tn]=new R(new j(void 0,
void 0,Qe,void 0)),t.properties[sr]=new R(new j(void 0,void 0,Qe,void 0)),e.definitions[t.key]=t;let s=new _n(We);s.requireNonEmpty=
!0,e.definitions[s.key]=s;let i=new pr(Qe);i.itemType=We,e.definitions[i.key]=i,e.validate(),n._internalSchema=e}return n.
_internalSchema}};on._definitionNamePattern=/^[a-zA-Z_][a-zA-Z0-9_-]*$/;var Fd={version:"workflow-v1.0",definitions:{"workflow-root":{description:"A workflow file.",mapping:{properties:{on:"on",
name:"workflow-name",description:"workflow-description","run-name":"run-name",defaults:"workflow-defaults",env:"workflow\
-env",permissions:"permissions",concurrency:"workflow-concurrency",jobs:{type:"jobs",required:!0}}}},"workflow-root-stri\
ct":{description:"Workflow file with strict validation",mapping:{properties:{on:{type:"on-strict",required:!0},name:"wor\
kflow-name",description:"workflow-description","run-name":"run-name",defaults:"workflow-defaults",env:"workflow-env",permissions:"\
permissions",concurrency:"workflow-concurrency",jobs:{type:"jobs",required:!0}}}},"workflow-name":{description:`The name\
 of the workflow that GitHub displays on your repository's 'Actions' tab.

[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#name)`,string:{}},"wo\
rkflow-description":{description:"A description for your workflow or reusable workflow",string:{}},"run-name":{context:[
"github","inputs","vars"],string:{},description:`The name for workflow runs generated from the workflow. GitHub displays\
 the workflow run name in the list of workflow runs on your repository's 'Actions' tab.

[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#run-name)`},on:{description:`\
The GitHub event that triggers the workflow. Events can be a single string, array of events, array of event types, or an\
 event configuration map that schedules a workflow or restricts the execution of a workflow to specific files, tags, or \
branch changes. View a full list of [events that trigger workflows](https://docs.github.com/actions/using-workflows/even\
ts-that-trigger-workflows).

[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#on)`,"one-of":["strin\
g","sequence","on-mapping"]},"on-mapping":{mapping:{properties:{workflow_call:"workflow-call"},"loose-key-type":"non-emp\
ty-string","loose-value-type":"any"}},"on-strict":{description:`The GitHub event that triggers the workflow.  Events can\
 be a single string, array of events, array of event types, or an event configuration map that schedules a workflow or r\
estricts the execution of a workflow to specific files, tags, or branch changes. View a full list of [events that trigge\
r workflows](https://docs.github.com/actions/using-workflows/events-that-trigger-workflows).

[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#on)`,"one-of":["on-st\
ring-strict","on-sequence-strict","on-mapping-strict"]},"on-mapping-strict":{description:`The GitHub event that triggers\
 the workflow.  Events can be a single string, array of events, array of event types, or an event configuration map that\
 schedules a workflow or restricts the execution of a workflow to specific files, tags, or branch changes. View a full l\
ist of [events that trigger workflows](https://docs.github.com/actions/using-workflows/events-that-trigger-workflows).

[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#on)`,mapping:{properties:{
branch_protection_rule:"branch-protection-rule",check_run:"check-run",check_suite:"check-suite",create:"create",delete:"\
delete",deployment:"deployment",deployment_status:"deployment-status",discussion:"discussion",discussion_comment:"discus\
sion-comment",fork:"fork",gollum:"gollum",image_version:"image-version",issue_comment:"issue-comment",issues:"issues",label:"\
label",merge_group:"merge-group",milestone:"milestone",page_build:"page-build",project:"project",project_card:"project-c\
ard",project_column:"project-column",public:"public",pull_request:"pull-request",pull_request_comment:"pull-request-comm\
ent",pull_request_review:"pull-request-review",pull_request_review_comment:"pull-request-review-comment",pull_request_target:"\
pull-request-target",push:"push",registry_package:"registry-package",release:"release",repository_dispatch:"repository-d\
ispatch",schedule:"schedule",status:"status",watch:"watch",workflow_call:"workflow-call",workflow_dispatch:"workflow-dis\
patch",workflow_run:"workflow-run"}}},"on-string-strict":{"one-of":["branch-protection-rule-string","check-run-string","\
check-suite-string","create-string","delete-string","deployment-string","deployment-status-string","discussion-string","\
discussion-comment-string","fork-string","gollum-string","image-version-string","issue-comment-string","issues-string","\
label-string","merge-group-string","milestone-string","page-build-string","project-string","project-card-string","projec\
t-column-string","public-string","pull-request-string","pull-request-comment-string","pull-request-review-string","pull-\
request-review-comment-string","pull-request-target-string","push-string","registry-package-string","release-string","re\
pository-dispatch-string","schedule-string","status-string","watch-string","workflow-call-string","workflow-dispatch-str\
ing","workflow-run-string"]},"on-sequence-strict":{sequence:{"item-type":"on-string-strict"}},"branch-protection-rule-st\
ring":{description:"Runs your workflow when branch protection rules in the workflow repository are changed.",string:{constant:"\
branch_protection_rule"}},"branch-protection-rule":{description:"Runs your workflow when branch protection rules in the \
workflow repository are changed.","one-of":["null","branch-protection-rule-mapping"]},"branch-protection-rule-mapping":{
mapping:{properties:{types:"branch-protection-rule-activity"}}},"branch-protection-rule-activity":{description:"The type\
s of branch protection rule activity that trigger the workflow. Supported activity types: `created`, `edited`, `deleted`\
.","one-of":["branch-protection-rule-activity-type","branch-protection-rule-activity-types"]},"branch-protection-rule-ac\
tivity-types":{sequence:{"item-type":"branch-protection-rule-activity-type"}},"branch-protection-rule-activity-type":{"a\
llowed-values":["created","edited","deleted"]},"check-run-string":{description:"Runs your workflow when activity related\
 to a check run occurs. A check run is an individual test that is part of a check suite.",string:{constant:"check_run"}},
"check-run":{description:"Runs your workflow when activity related to a check run occurs. A check run is an individual t\
est that is part of a check suite.","one-of":["null","check-run-mapping"]},"check-run-mapping":{mapping:{properties:{types:"\
check-run-activity"}}},"check-run-activity":{description:"The types of check run activity that trigger the workflow. Sup\
ported activity types: `created`, `rerequested`, `completed`, `requested_action`.","one-of":["check-run-activity-type","\
check-run-activity-types"]},"check-run-activity-types":{sequence:{"item-type":"check-run-activity-type"}},"check-run-act\
ivity-type":{"allowed-values":["completed","created","rerequested","requested_action"]},"check-suite-string":{description:"\
Runs your workflow when check suite activity occurs. A check suite is a collection of the check runs created for a speci\
fic commit. Check suites summarize the status and conclusion of the check runs that are in the suite.",string:{constant:"\
check_suite"}},"check-suite":{description:"Runs your workflow when check suite activity occurs. A check suite is a colle\
ction of the check runs created for a specific commit. Check suites summarize the status and conclusion of the check run\
s that are in the suite.","one-of":["null","check-suite-mapping"]},"check-suite-mapping":{mapping:{properties:{types:"ch\
eck-suite-activity"}}},"check-suite-activity":{description:"The types of check suite activity that trigger the workflow.\
 Supported activity types: `completed`.","one-of":["check-suite-activity-type","check-suite-activity-types"]},"check-sui\
te-activity-types":{sequence:{"item-type":"check-suite-activity-type"}},"check-suite-activity-type":{"allowed-values":["\
completed"]},"create-string":{description:"Runs your workflow when someone creates a Git reference (Git branch or tag) i\
n the workflow's repository.",string:{constant:"create"}},create:{description:"Runs your workflow when someone creates a\
 Git reference (Git branch or tag) in the workflow's repository.",null:{}},"delete-string":{description:"Runs your workf\
low when someone deletes a Git reference (Git branch or tag) in the workflow's repository.",string:{constant:"delete"}},
delete:{description:"Runs your workflow when someone deletes a Git reference (Git branch or tag) in the workflow's repos\
itory.",null:{}},"deployment-string":{description:"Runs your workflow when someone creates a deployment in the workflow'\
s repository. Deployments created with a commit SHA may not have a Git ref.",string:{constant:"deployment"}},deployment:{
description:"Runs your workflow when someone creates a deployment in the workflow's repository. Deployments created with\
 a commit SHA may not have a Git ref.",null:{}},"deployment-status-string":{description:"Runs your workflow when a third\
 party provides a deployment status. Deployments created with a commit SHA may not have a Git ref.",string:{constant:"de\
ployment_status"}},"deployment-status":{description:"Runs your workflow when a third party provides a deployment status.\
 Deployments created with a commit SHA may not have a Git ref.",null:{}},"discussion-string":{description:"Runs your wor\
kflow when a discussion in the workflow's repository is created or modified. For activity related to comments on a discu\
ssion, use the `discussion_comment` event.",string:{constant:"discussion"}},discussion:{description:"Runs your workflow \
when a discussion in the workflow's repository is created or modified. For activity related to comments on a discussion,\
 use the `discussion_comment` event.","one-of":["null","discussion-mapping"]},"discussion-mapping":{mapping:{properties:{
types:"discussion-activity"}}},"discussion-activity":{description:"The types of discussion activity that trigger the wor\
kflow. Supported activity types: `created`, `edited`, `deleted`, `transferred`, `pinned`, `unpinned`, `labeled`, `unlabe\
led`, `locked`, `unlocked`, `category_changed`, `answered`, `unanswered`.","one-of":["discussion-activity-type","discuss\
ion-activity-types"]},"discussion-activity-types":{sequence:{"item-type":"discussion-activity-type"}},"discussion-activi\
ty-type":{"allowed-values":["created","edited","deleted","transferred","pinned","unpinned","labeled","unlabeled","locked",
"unlocked","category_changed","answered","unanswered"]},"discussion-comment-string":{description:"Runs your workflow whe\
n a comment on a discussion in the workflow's repository is created or modified. For activity related to a discussion as\
 opposed to comments on the discussion, use the `discussion` event.",string:{constant:"discussion_comment"}},"discussion\
-comment":{description:"Runs your workflow when a comment on a discussion in the workflow's repository is created or mod\
ified. For activity related to a discussion as opposed to comments on the discussion, use the `discussion` event.","one-\
of":["null","discussion-comment-mapping"]},"discussion-comment-mapping":{mapping:{properties:{types:"discussion-comment-\
activity"}}},"discussion-comment-activity":{description:"The types of discussion comment activity that trigger the workf\
low. Supported activity types: `created`, `edited`, `deleted`.","one-of":["discussion-comment-activity-type","discussion\
-comment-activity-types"]},"discussion-comment-activity-types":{sequence:{"item-type":"discussion-comment-activity-type"}},
"discussion-comment-activity-type":{"allowed-values":["created","edited","deleted"]},"fork-string":{description:"Runs yo\
ur workflow when someone forks a repository.",string:{constant:"fork"}},fork:{description:"Runs your workflow when someo\
ne forks a repository.",null:{}},"gollum-string":{description:"Runs your workflow when someone creates or updates a Wiki\
 page.",string:{constant:"gollum"}},gollum:{description:"Runs your workflow when someone creates or updates a Wiki page.",
null:{}},"image-version-string":{description:"Runs your workflow when an image version is created or changes state.",string:{
constant:"image_version"}},"image-version":{description:"Runs your workflow when an image version is created or changes \
state.","one-of":["null","image-version-mapping"]},"image-version-mapping":{mapping:{properties:{types:"image-version-ac\
tivity",names:"event-names",versions:"event-versions"}}},"image-version-activity":{description:"The types of image versi\
on activity that trigger the workflow. Supported activity types: `created`, `ready`, `deleted`.","one-of":["image-versio\
n-activity-type","image-version-activity-types"]},"image-version-activity-types":{sequence:{"item-type":"image-version-a\
ctivity-type"}},"image-version-activity-type":{"allowed-values":["created","ready","deleted"]},"issue-comment-string":{description:"\
Runs your workflow when an issue or pull request comment is created, edited, or deleted.",string:{constant:"issue_commen\
t"}},"issue-comment":{description:"Runs your workflow when an issue or pull request comment is created, edited, or delet\
ed.","one-of":["null","issue-comment-mapping"]},"issue-comment-mapping":{mapping:{properties:{types:"issue-comment-activ\
ity"}}},"issue-comment-activity":{description:"The types of issue comment activity that trigger the workflow. Supported \
activity types: `created`, `edited`, `deleted`.","one-of":["issue-comment-activity-type","issue-comment-activity-types"]},
"issue-comment-activity-types":{sequence:{"item-type":"issue-comment-activity-type"}},"issue-comment-activity-type":{"al\
lowed-values":["created","edited","deleted"]},"issues-string":{description:"Runs your workflow when an issue in the work\
flow's repository is created or modified. For activity related to comments in an issue, use the `issue_comment` event.",
string:{constant:"issues"}},issues:{description:"Runs your workflow when an issue in the workflow's repository is create\
d or modified. For activity related to comments in an issue, use the `issue_comment` event.","one-of":["null","issues-ma\
pping"]},"issues-mapping":{mapping:{properties:{types:"issues-activity"}}},"issues-activity":{description:"The types of \
issue activity that trigger the workflow. Supported activity types: `opened`, `edited`, `deleted`, `transferred`, `pinne\
d`, `unpinned`, `closed`, `reopened`, `assigned`, `unassigned`, `labeled`, `unlabeled`, `locked`, `unlocked`, `milestone\
d`, `demilestoned`, `field_added`, `field_removed`, `typed`, `untyped`.","one-of":["issues-activity-type","issues-activi\
ty-types"]},"issues-activity-types":{sequence:{"item-type":"issues-activity-type"}},"issues-activity-type":{"allowed-val\
ues":["opened","edited","deleted","transferred","pinned","unpinned","closed","reopened","assigned","unassigned","labeled",
"unlabeled","locked","unlocked","milestoned","demilestoned","field_added","field_removed","typed","untyped"]},"label-str\
ing":{description:"Runs your workflow when a label in your workflow's repository is created or modified.",string:{constant:"\
label"}},label:{description:"Runs your workflow when a label in your workflow's repository is created or modified.","one\
-of":["null","label-mapping"]},"label-mapping":{mapping:{properties:{types:"label-activity"}}},"label-activity":{description:"\
The types of label activity that trigger the workflow. Supported activity types: `created`, `edited`, `deleted`.","one-o\
f":["label-activity-type","label-activity-types"]},"label-activity-types":{sequence:{"item-type":"label-activity-type"}},
"label-activity-type":{"allowed-values":["created","edited","deleted"]},"merge-group-string":{description:"Runs your wor\
kflow when a pull request is added to a merge queue, which adds the pull request to a merge group.",string:{constant:"me\
rge_group"}},"merge-group":{description:"Runs your workflow when a pull request is added to a merge queue, which adds th\
e pull request to a merge group.","one-of":["null","merge-group-mapping"]},"merge-group-mapping":{mapping:{properties:{types:"\
merge-group-activity",branches:"event-branches","branches-ignore":"event-branches-ignore"}}},"merge-group-activity":{description:"\
The types of merge group activity that trigger the workflow. Supported activity types: `checks_requested`.","one-of":["m\
erge-group-activity-type","merge-group-activity-types"]},"merge-group-activity-types":{sequence:{"item-type":"merge-grou\
p-activity-type"}},"merge-group-activity-type":{"allowed-values":["checks_requested"]},"milestone-string":{description:"\
Runs your workflow when a milestone in the workflow's repository is created or modified.",string:{constant:"milestone"}},
milestone:{description:"Runs your workflow when a milestone in the workflow's repository is created or modified.","one-o\
f":["null","milestone-mapping"]},"milestone-mapping":{mapping:{properties:{types:"milestone-activity"}}},"milestone-acti\
vity":{description:"The types of milestone activity that trigger the workflow. Supported activity types: `created`, `clo\
sed`, `opened`, `edited`, `deleted`.","one-of":["milestone-activity-type","milestone-activity-types"]},"milestone-activi\
ty-types":{sequence:{"item-type":"milestone-activity-type"}},"milestone-activity-type":{"allowed-values":["created","clo\
sed","opened","edited","deleted"]},"page-build-string":{description:"Runs your workflow when someone pushes to a branch \
that is the publishing source for GitHub Pages, if GitHub Pages is enabled for the repository.",string:{constant:"page_b\
uild"}},"page-build":{description:"Runs your workflow when someone pushes to a branch that is the publishing source for \
GitHub Pages, if GitHub Pages is enabled for the repository.",null:{}},"project-string":{description:"Runs your workflow\
 when a project board is created or modified. For activity related to cards or columns in a project board, use the `proj\
ect_card` or `project_column` events instead.",string:{constant:"project"}},project:{description:"Runs your workflow whe\
n a project board is created or modified. For activity related to cards or columns in a project board, use the `project_\
card` or `project_column` events instead.","one-of":["null","project-mapping"]},"project-mapping":{mapping:{properties:{
types:"project-activity"}}},"project-activity":{description:"The types of project activity that trigger the workflow. Su\
pported activity types: `created`, `closed`, `reopened`, `edited`, `deleted`.","one-of":["project-activity-type","projec\
t-activity-types"]},"project-activity-types":{sequence:{"item-type":"project-activity-type"}},"project-activity-type":{"\
allowed-values":["created","closed","reopened","edited","deleted"]},"project-card-string":{description:"Runs your workfl\
ow when a card on a project board is created or modified. For activity related to project boards or columns in a project\
 board, use the `project` or `project_column` event instead.",string:{constant:"project_card"}},"project-card":{description:"\
Runs your workflow when a card on a project board is created or modified. For activity related to project boards or colu\
mns in a project board, use the `project` or `project_column` event instead.","one-of":["null","project-card-mapping"]},
"project-card-mapping":{mapping:{properties:{types:"project-card-activity"}}},"project-card-activity":{description:"The \
types of project card activity that trigger the workflow. Supported activity types: `created`, `moved`, `converted`, `ed\
ited`, `deleted`.","one-of":["project-card-activity-type","project-card-activity-types"]},"project-card-activity-types":{
sequence:{"item-type":"project-card-activity-type"}},"project-card-activity-type":{"allowed-values":["created","moved","\
converted","edited","deleted"]},"project-column-string":{description:"Runs your workflow when a column on a project boar\
d is created or modified. For activity related to project boards or cards in a project board, use the `project` or `proj\
ect_card` event instead.",string:{constant:"project_column"}},"project-column":{description:"Runs your workflow when a c\
olumn on a project board is created or modified. For activity related to project boards or cards in a project board, use\
 the `project` or `project_card` event instead.","one-of":["null","project-column-mapping"]},"project-column-mapping":{mapping:{
properties:{types:"project-column-activity"}}},"project-column-activity":{description:"The types of project column activ\
ity that trigger the workflow. Supported activity types: `created`, `updated`, `moved`, `deleted`.","one-of":["project-c\
olumn-activity-type","project-column-activity-types"]},"project-column-activity-types":{sequence:{"item-type":"project-c\
olumn-activity-type"}},"project-column-activity-type":{"allowed-values":["created","updated","moved","deleted"]},"public\
-string":{description:"Runs your workflow when your workflow's repository changes from private to public.",string:{constant:"\
public"}},public:{description:"Runs your workflow when your workflow's repository changes from private to public.",null:{}},
"pull-request-string":{description:"Runs your workflow when activity on a pull request in the workflow's repository occu\
rs. If no activity types are specified, the workflow runs when a pull request is opened, reopened, or when the head bran\
ch of the pull request is updated.",string:{constant:"pull_request"}},"pull-request":{description:"Runs your workflow wh\
en activity on a pull request in the workflow's repository occurs. If no activity types are specified, the workflow runs\
 when a pull request is opened, reopened, or when the head branch of the pull request is updated.","one-of":["null","pul\
l-request-mapping"]},"pull-request-mapping":{mapping:{properties:{types:"pull-request-activity",branches:"event-branches",
"branches-ignore":"event-branches-ignore",paths:"event-paths","paths-ignore":"event-paths-ignore"}}},"pull-request-activ\
ity":{description:"The types of pull request activity that trigger the workflow. Supported activity types: `assigned`, `\
unassigned`, `labeled`, `unlabeled`, `opened`, `edited`, `closed`, `reopened`, `synchronize`, `converted_to_draft`, `loc\
ked`, `unlocked`, `enqueued`, `dequeued`, `milestoned`, `demilestoned`, `ready_for_review`, `review_requested`, `review_\
request_removed`, `auto_merge_enabled`, `auto_merge_disabled`, `stacked`.","one-of":["pull-request-activity-type","pull-\
request-activity-types"]},"pull-request-activity-types":{sequence:{"item-type":"pull-request-activity-type"}},"pull-requ\
est-activity-type":{"allowed-values":["assigned","unassigned","labeled","unlabeled","opened","edited","closed","reopened",
"synchronize","converted_to_draft","locked","unlocked","enqueued","dequeued","milestoned","demilestoned","ready_for_revi\
ew","review_requested","review_request_removed","auto_merge_enabled","auto_merge_disabled","stacked"]},"pull-request-com\
ment-string":{description:"Please use the `issue_comment` event instead.",string:{constant:"pull_request_comment"}},"pul\
l-request-comment":{description:"Please use the `issue_comment` event instead.","one-of":["null","issue-comment-mapping"]},
"pull-request-review-string":{description:"Runs your workflow when a pull request review is submitted, edited, or dismis\
sed. A pull request review is a group of pull request review comments in addition to a body comment and a state. For act\
ivity related to pull request review comments or pull request comments, use the `pull_request_review_comment` or `issue_\
comment` events instead.",string:{constant:"pull_request_review"}},"pull-request-review":{description:"Runs your workflo\
w when a pull request review is submitted, edited, or dismissed. A pull request review is a group of pull request review\
 comments in addition to a body comment and a state. For activity related to pull request review comments or pull reques\
t comments, use the `pull_request_review_comment` or `issue_comment` events instead.","one-of":["null","pull-request-rev\
iew-mapping"]},"pull-request-review-mapping":{mapping:{properties:{types:"pull-request-review-activity"}}},"pull-request\
-review-activity":{description:"The types of pull request review activity that trigger the workflow. Supported activity \
types: `submitted`, `edited`, `dismissed`.","one-of":["pull-request-review-activity-type","pull-request-review-activity-\
types"]},"pull-request-review-activity-types":{sequence:{"item-type":"pull-request-review-activity-type"}},"pull-request\
-review-activity-type":{"allowed-values":["submitted","edited","dismissed"]},"pull-request-review-comment-string":{description:"",
string:{constant:"pull_request_review_comment"}},"pull-request-review-comment":{description:"","one-of":["null","pull-re\
quest-review-comment-mapping"]},"pull-request-review-comment-mapping":{mapping:{properties:{types:"pull-request-review-c\
omment-activity"}}},"pull-request-review-comment-activity":{description:"The types of pull request review comment activi\
ty that trigger the workflow. Supported activity types: `created`, `edited`, `deleted`.","one-of":["pull-request-review-\
comment-activity-type","pull-request-review-comment-activity-types"]},"pull-request-review-comment-activity-types":{sequence:{
"item-type":"pull-request-review-comment-activity-type"}},"pull-request-review-comment-activity-type":{"allowed-values":[
"created","edited","deleted"]},"pull-request-target-string":{description:"Runs your workflow when activity on a pull req\
uest in the workflow's repository occurs. If no activity types are specified, the workflow runs when a pull request is o\
pened, reopened, or when the head branch of the pull request is updated.\n\nThis event runs in the context of the base of \
the pull request, rather than in the context of the merge commit, as the `pull_request` event does. This prevents execut\
ion of unsafe code from the head of the pull request that could alter your repository or steal any secrets you use in yo\
ur workflow. This event allows your workflow to do things like label or comment on pull requests from forks. Avoid using\
 this event if you need to build or run code from the pull request.",string:{constant:"pull_request_target"}},"pull-requ\
est-target":{description:"Runs your workflow when activity on a pull request in the workflow's repository occurs. If no \
activity types are specified, the workflow runs when a pull request is opened, reopened, or when the head branch of the \
pull request is updated.\n\nThis event runs in the context of the base of the pull request, rather than in the context of \
the merge commit, as the `pull_request` event does. This prevents execution of unsafe code from the head of the pull req\
uest that could alter your repository or steal any secrets you use in your workflow. This event allows your workflow to \
do things like label or comment on pull requests from forks. Avoid using this event if you need to build or run code fro\
m the pull request.","one-of":["null","pull-request-target-mapping"]},"pull-request-target-mapping":{mapping:{properties:{
types:"pull-request-target-activity",branches:"event-branches","branches-ignore":"event-branches-ignore",paths:"event-pa\
ths","paths-ignore":"event-paths-ignore"}}},"pull-request-target-activity":{description:"The types of pull request activ\
ity that trigger the workflow. Supported activity types: `assigned`, `unassigned`, `labeled`, `unlabeled`, `opened`, `ed\
ited`, `closed`, `reopened`, `synchronize`, `converted_to_draft`, `locked`, `unlocked`, `enqueued`, `dequeued`, `milesto\
ned`, `demilestoned`, `ready_for_review`, `review_requested`, `review_request_removed`, `auto_merge_enabled`, `auto_merg\
e_disabled`, `stacked`.","one-of":["pull-request-target-activity-type","pull-request-target-activity-types"]},"pull-requ\
est-target-activity-types":{sequence:{"item-type":"pull-request-target-activity-type"}},"pull-request-target-activity-ty\
pe":{"allowed-values":["assigned","unassigned","labeled","unlabeled","opened","edited","closed","reopened","synchronize",
"converted_to_draft","locked","unlocked","enqueued","dequeued","milestoned","demilestoned","ready_for_review","review_re\
quested","review_request_removed","auto_merge_enabled","auto_merge_disabled","stacked"]},"push-string":{description:"Run\
s your workflow when you push a commit or tag.",string:{constant:"push"}},push:{description:"Runs your workflow when you\
 push a commit or tag.","one-of":["null","push-mapping"]},"push-mapping":{mapping:{properties:{branches:"event-branches",
"branches-ignore":"event-branches-ignore",tags:"event-tags","tags-ignore":"event-tags-ignore",paths:"event-paths","paths\
-ignore":"event-paths-ignore"}}},"registry-package-string":{description:"Runs your workflow when activity related to Git\
Hub Packages occurs in your repository.",string:{constant:"registry_package"}},"registry-package":{description:"Runs you\
r workflow when activity related to GitHub Packages occurs in your repository.","one-of":["null","registry-package-mappi\
ng"]},"registry-package-mapping":{mapping:{properties:{types:"registry-package-activity"}}},"registry-package-activity":{
description:"The types of registry package activity that trigger the workflow. Supported activity types: `published`, `u\
pdated`.","one-of":["registry-package-activity-type","registry-package-activity-types"]},"registry-package-activity-type\
s":{sequence:{"item-type":"registry-package-activity-type"}},"registry-package-activity-type":{"allowed-values":["publis\
hed","updated"]},"release-string":{description:"Runs your workflow when release activity in your repository occurs.",string:{
constant:"release"}},release:{description:"Runs your workflow when release activity in your repository occurs.","one-of":[
"null","release-mapping"]},"release-mapping":{mapping:{properties:{types:"release-activity"}}},"release-activity":{description:"\
The types of release activity that trigger the workflow. Supported activity types: `published`, `unpublished`, `created`\
, `edited`, `deleted`, `prereleased`, `released`.","one-of":["release-activity-type","release-activity-types"]},"release\
-activity-types":{sequence:{"item-type":"release-activity-type"}},"release-activity-type":{"allowed-values":["published",
"unpublished","created","edited","deleted","prereleased","released"]},"schedule-string":{description:"The `schedule` eve\
nt allows you to trigger a workflow at a scheduled time.\n\nYou can schedule a workflow to run at specific UTC times using\
 POSIX cron syntax. Scheduled workflows run on the latest commit on the default or base branch. The shortest interval yo\
u can run scheduled workflows is once every 5 minutes. GitHub Actions does not support the non-standard syntax `@yearly`\
, `@monthly`, `@weekly`, `@daily`, `@hourly`, and `@reboot`.",string:{constant:"schedule"}},schedule:{description:"The `\
schedule` event allows you to trigger a workflow at a scheduled time.\n\nYou can schedule a workflow to run at specific UT\
C times using POSIX cron syntax. Scheduled workflows run on the latest commit on the default or base branch. The shortes\
t interval you can run scheduled workflows is once every 5 minutes. GitHub Actions does not support the non-standard syn\
tax `@yearly`, `@monthly`, `@weekly`, `@daily`, `@hourly`, and `@reboot`.",sequence:{"item-type":"cron-mapping"}},"statu\
s-string":{description:"Runs your workflow when the status of a Git commit changes. For example, commits can be marked a\
s `error`, `failure`, `pending`, or `success`. If you want to provide more details about the status change, you may want\
 to use the `check_run` event.",string:{constant:"status"}},status:{description:"Runs your workflow when the status of a\
 Git commit changes. For example, commits can be marked as `error`, `failure`, `pending`, or `success`. If you want to p\
rovide more details about the status change, you may want to use the `check_run` event.",null:{}},"watch-string":{description:"\
Runs your workflow when the workflow's repository is starred.",string:{constant:"watch"}},watch:{description:"Runs your \
workflow when the workflow's repository is starred.","one-of":["null","watch-mapping"]},"watch-mapping":{mapping:{properties:{
types:"watch-activity"}}},"watch-activity":{description:"The types of watch activity that trigger the workflow. Supporte\
d activity types: `started`.","one-of":["watch-activity-type","watch-activity-types"]},"watch-activity-types":{sequence:{
"item-type":"watch-activity-type"}},"watch-activity-type":{"allowed-values":["started"]},"workflow-run-string":{description:"\
This event occurs when a workflow run is requested or completed. It allows you to execute a workflow based on execution \
or completion of another workflow. The workflow started by the `workflow_run` event is able to access secrets and write \
tokens, even if the previous workflow was not. This is useful in cases where the previous workflow is intentionally not \
privileged, but you need to take a privileged action in a later workflow.",string:{constant:"workflow_run"}},"workflow-r\
un":{description:"This event occurs when a workflow run is requested or completed. It allows you to execute a workflow b\
ased on execution or completion of another workflow. The workflow started by the `workflow_run` event is able to access \
secrets and write tokens, even if the previous workflow was not. This is useful in cases where the previous workflow is \
intentionally not privileged, but you need to take a privileged action in a later workflow.","one-of":["null","workflow-\
run-mapping"]},"workflow-run-mapping":{mapping:{properties:{types:"workflow-run-activity",workflows:"workflow-run-workfl\
ows",branches:"event-branches","branches-ignore":"event-branches-ignore"}}},"workflow-run-workflows":{description:"The n\
ame of the workflow that triggers the `workflow_run` event. The workflow must be in the same repository as the workflow \
that uses the `workflow_run` event.","one-of":["non-empty-string","sequence-of-non-empty-string"]},"workflow-run-activit\
y":{description:"The types of workflow run activity that trigger the workflow. Supported activity types: `completed`, `r\
equested`, `in_progress`.","one-of":["workflow-run-activity-type","workflow-run-activity-types"]},"workflow-run-activity\
-types":{sequence:{"item-type":"workflow-run-activity-type"}},"workflow-run-activity-type":{"allowed-values":["requested",
"completed","in_progress"]},"event-branches":{description:"Use the `branches` filter when you want to include branch nam\
e patterns or when you want to both include and exclude branch name patterns. You cannot use both the `branches` and `br\
anches-ignore` filters for the same event in a workflow.","one-of":["non-empty-string","sequence-of-non-empty-string"]},
"event-branches-ignore":{description:"Use the `branches-ignore` filter when you only want to exclude branch name pattern\
s. You cannot use both the `branches` and `branches-ignore` filters for the same event in a workflow.","one-of":["non-em\
pty-string","sequence-of-non-empty-string"]},"event-names":{description:"Use the `names` filter when you want to include\
 names via patterns or when you want to both include and exclude names using patterns. ","one-of":["non-empty-string","s\
equence-of-non-empty-string"]},"event-tags":{description:"Use the `tags` filter when you want to include tag name patter\
ns or when you want to both include and exclude tag names patterns. You cannot use both the `tags` and `tags-ignore` fil\
ters for the same event in a workflow.","one-of":["non-empty-string","sequence-of-non-empty-string"]},"event-tags-ignore":{
description:"Use the `tags-ignore` filter when you only want to exclude tag name patterns. You cannot use both the `tags\
` and `tags-ignore` filters for the same event in a workflow.","one-of":["non-empty-string","sequence-of-non-empty-strin\
g"]},"event-paths":{description:"Use the `paths` filter when you want to include file path patterns or when you want to \
both include and exclude file path patterns. You cannot use both the `paths` and `paths-ignore` filters for the same eve\
nt in a workflow.","one-of":["non-empty-string","sequence-of-non-empty-string"]},"event-paths-ignore":{description:"Use \
the `paths-ignore` filter when you only want to exclude file path patterns. You cannot use both the `paths` and `paths-i\
gnore` filters for the same event in a workflow.","one-of":["non-empty-string","sequence-of-non-empty-string"]},"event-v\
ersions":{description:"Use the `versions` filter when you want to include versions via patterns or when you want to both\
 include and exclude versions using patterns. ","one-of":["non-empty-string","sequence-of-non-empty-string"]},"repositor\
y-dispatch-string":{description:"You can use the GitHub API to trigger a webhook event called `repository_dispatch` when\
 you want to trigger a workflow for activity that happens outside of GitHub.",string:{constant:"branch_protection_rule"}},
"repository-dispatch":{description:"You can use the GitHub API to trigger a webhook event called `repository_dispatch` w\
hen you want to trigger a workflow for activity that happens outside of GitHub.","one-of":["null","repository-dispatch-m\
apping"]},"repository-dispatch-mapping":{mapping:{properties:{types:"sequence-of-non-empty-string"}}},"workflow-call-str\
ing":{description:"The `workflow_call` event is used to indicate that a workflow can be called by another workflow. When\
 a workflow is triggered with the `workflow_call` event, the event payload in the called workflow is the same event payl\
oad from the calling workflow.",string:{constant:"workflow_call"}},"workflow-call":{description:"The `workflow_call` eve\
nt is used to indicate that a workflow can be called by another workflow. When a workflow is triggered with the `workflo\
w_call` event, the event payload in the called workflow is the same event payload from the calling workflow.","one-of":[
"null","workflow-call-mapping"]},"workflow-call-mapping":{mapping:{properties:{inputs:"workflow-call-inputs",secrets:"wo\
rkflow-call-secrets",outputs:"workflow-call-outputs"}}},"workflow-call-inputs":{description:"Inputs that are passed to t\
he called workflow from the caller workflow.",mapping:{"loose-key-type":"non-empty-string","loose-value-type":"workflow-\
call-input-definition"}},"workflow-call-input-definition":{mapping:{properties:{description:{type:"string",description:"\
A string description of the input parameter."},type:{type:"workflow-call-input-type",required:!0},required:{type:"boolea\
n",description:"A boolean to indicate whether the action requires the input parameter. Set to `true` when the parameter \
is required."},default:"workflow-call-input-default"}}},"workflow-call-input-type":{description:"Required if input is de\
fined for the `on.workflow_call` keyword. The value of this parameter is a string specifying the data type of the input.\
 This must be one of: `boolean`, `number`, or `string`.","one-of":["input-type-string","input-type-boolean","input-type-\
number"]},"input-type-string":{string:{constant:"string"}},"input-type-boolean":{string:{constant:"boolean"}},"input-typ\
e-number":{string:{constant:"number"}},"input-type-choice":{string:{constant:"choice"}},"input-type-environment":{string:{
constant:"environment"}},"workflow-call-input-default":{description:'If a `default` parameter is not set, the default va\
lue of the input is `false` for boolean, `0` for a number, and `""` for a string.',context:["github","inputs","vars"],"o\
ne-of":["string","boolean","number"]},"workflow-call-secrets":{description:"A map of the secrets that can be used in the\
 called workflow. Within the called workflow, you can use the `secrets` context to refer to a secret.",mapping:{"loose-k\
ey-type":"workflow-call-secret-name","loose-value-type":"workflow-call-secret-definition"}},"workflow-call-secret-name":{
string:{"require-non-empty":!0},description:"A string identifier to associate with the secret."},"workflow-call-secret-d\
efinition":{"one-of":["null","workflow-call-secret-mapping-definition"]},"workflow-call-secret-mapping-definition":{mapping:{
properties:{description:{type:"string",description:"A string description of the secret parameter."},required:{type:"bool\
ean",description:"A boolean specifying whether the secret must be supplied."}}}},"workflow-call-outputs":{description:"A\
 reusable workflow may generate data that you want to use in the caller workflow. To use these outputs, you must specify\
 them as the outputs of the reusable workflow.",mapping:{"loose-key-type":"workflow-call-output-name","loose-value-type":"\
workflow-call-output-definition"}},"workflow-call-output-name":{string:{"require-non-empty":!0},description:"A string id\
entifier to associate with the output. The value of `<output_id>` is a map of the input's metadata. The `<output_id>` mu\
st be a unique identifier within the outputs object and must start with a letter or _ and contain only alphanumeric char\
acters, -, or _."},"workflow-call-output-definition":{mapping:{properties:{description:{type:"string",description:"A str\
ing description of the output parameter."},value:{type:"workflow-output-context",required:!0}}}},"workflow-output-contex\
t":{description:"The value to assign to the output parameter.",context:["github","inputs","vars","jobs"],string:{}},"wor\
kflow-dispatch-string":{description:"The `workflow_dispatch` event allows you to manually trigger a workflow run. A work\
flow can be manually triggered using the GitHub API, GitHub CLI, or GitHub browser interface.",string:{constant:"workflo\
w_dispatch"}},"workflow-dispatch":{description:"The `workflow_dispatch` event allows you to manually trigger a workflow \
run. A workflow can be manually triggered using the GitHub API, GitHub CLI, or GitHub browser interface.","one-of":["nul\
l","workflow-dispatch-mapping"]},"workflow-dispatch-mapping":{mapping:{properties:{inputs:"workflow-dispatch-inputs"}}},
"workflow-dispatch-inputs":{description:"You can configure custom-defined input properties, default input values, and re\
quired inputs for the event directly in your workflow. When you trigger the event, you can provide the `ref` and any `in\
puts`. When the workflow runs, you can access the input values in the `inputs` context.",mapping:{"loose-key-type":"work\
flow-dispatch-input-name","loose-value-type":"workflow-dispatch-input"}},"workflow-dispatch-input-name":{string:{"requir\
e-non-empty":!0},description:"A string identifier to associate with the input. The value of <input_id> is a map of the i\
nput's metadata. The <input_id> must be a unique identifier within the inputs object. The <input_id> must start with a l\
etter or _ and contain only alphanumeric characters, -, or _."},"workflow-dispatch-input":{mapping:{properties:{description:{
type:"string",description:"A string description of the input parameter."},type:{type:"workflow-dispatch-input-type"},required:{
type:"boolean",description:"A boolean to indicate whether the workflow requires the input parameter. Set to true when th\
e parameter is required."},default:"workflow-dispatch-input-default",options:{type:"sequence-of-string",description:"The\
 options of the dropdown list, if the type is a choice."}}}},"workflow-dispatch-input-type":{description:"A string repre\
senting the type of the input. This must be one of: `boolean`, `number`, `string`, `choice`, or `environment`.","one-of":[
"input-type-string","input-type-boolean","input-type-number","input-type-environment","input-type-choice"]},"workflow-di\
spatch-input-default":{description:"The default value is used when an input parameter isn't specified in a workflow file\
.","one-of":["string","boolean","number"]},permissions:{description:"You can use `permissions` to modify the default per\
missions granted to the `GITHUB_TOKEN`, adding or removing access as required, so that you only allow the minimum requir\
ed access.\n\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#permissio\
ns)","one-of":["permissions-mapping","permission-level-shorthand-read-all","permission-level-shorthand-write-all"]},"per\
missions-mapping":{mapping:{properties:{actions:{type:"permission-level-any",description:"Actions workflows, workflow ru\
ns, and artifacts."},"artifact-metadata":{type:"permission-level-any",description:"Storage and deployment records for bu\
ild artifacts."},attestations:{type:"permission-level-any",description:"Artifact attestations."},checks:{type:"permissio\
n-level-any",description:"Check runs and check suites."},"code-quality":{type:"permission-level-any",description:"Code q\
uality data."},contents:{type:"permission-level-any",description:"Repository contents, commits, branches, downloads, rel\
eases, and merges."},"copilot-requests":{type:"permission-level-write-or-no-access",description:"GitHub Copilot requests\
."},deployments:{type:"permission-level-any",description:"Deployments and deployment statuses."},discussions:{type:"perm\
ission-level-any",description:"Discussions and related comments and labels."},drives:{type:"permission-level-any",description:"\
GitHub Drives persistent workspace storage. Use `read` for checkout and `write` to commit changes."},"id-token":{type:"p\
ermission-level-write-or-no-access",description:"Token to request an OpenID Connect token."},issues:{type:"permission-le\
vel-any",description:"Issues and related comments, assignees, labels, and milestones."},models:{type:"permission-level-r\
ead-or-no-access",description:"Call AI models with GitHub Models."},packages:{type:"permission-level-any",description:"P\
ackages published to the GitHub Package Platform."},pages:{type:"permission-level-any",description:"Retrieve Pages statu\
ses, configuration, and builds, as well as create new builds."},"pull-requests":{type:"permission-level-any",description:"\
Pull requests and related comments, assignees, labels, milestones, and merges."},"repository-projects":{type:"permission\
-level-any",description:"Classic projects within a repository."},"security-events":{type:"permission-level-any",description:"\
Code scanning alerts."},statuses:{type:"permission-level-any",description:"Commit statuses."},"vulnerability-alerts":{type:"\
permission-level-read-or-no-access",description:"Dependabot alerts."}}}},"permission-level-any":{description:"The permis\
sion level for the `GITHUB_TOKEN`.","one-of":["permission-level-read","permission-level-write","permission-level-no-acce\
ss"]},"permission-level-read-or-no-access":{"one-of":["permission-level-read","permission-level-no-access"]},"permission\
-level-write-or-no-access":{"one-of":["permission-level-write","permission-level-no-access"]},"permission-level-read":{description:"\
The permission level for the `GITHUB_TOKEN`. Grants `read` permission for the specified scope.",string:{constant:"read"}},
"permission-level-write":{description:"The permission level for the `GITHUB_TOKEN`. Grants `write` permission for the sp\
ecified scope.",string:{constant:"write"}},"permission-level-no-access":{description:"The permission level for the `GITH\
UB_TOKEN`. Restricts all access for the specified scope.",string:{constant:"none"}},"permission-level-shorthand-read-all":{
description:"The permission level for the `GITHUB_TOKEN`. Grants `read` access for all scopes.",string:{constant:"read-a\
ll"}},"permission-level-shorthand-write-all":{description:"The permission level for the `GITHUB_TOKEN`. Grants `write` a\
ccess for all scopes.",string:{constant:"write-all"}},"workflow-defaults":{description:"Use `defaults` to create a map o\
f default settings that will apply to all jobs in the workflow. You can also set default settings that are only availabl\
e to a job.\n\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#defaults\
)",mapping:{properties:{run:"workflow-defaults-run"}}},"workflow-defaults-run":{mapping:{properties:{shell:"shell","work\
ing-directory":"working-directory"}}},"workflow-env":{description:`A map of environment variables that are available to \
the steps of all jobs in the workflow. You can also set environment variables that are only available to the steps of a \
single job or to a single step.

[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#env)`,context:["githu\
b","inputs","vars","secrets"],mapping:{"loose-key-type":"non-empty-string","loose-value-type":"string"}},jobs:{description:"\
A workflow run is made up of one or more `jobs`, which run in parallel by default. To run jobs sequentially, you can def\
ine dependencies on other jobs using the `jobs.<job_id>.needs` keyword. Each job runs in a runner environment specified \
by `runs-on`.\n\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#jobs)",
mapping:{"loose-key-type":"job-id","loose-value-type":"job"}},"job-id":{string:{"require-non-empty":!0},description:"A u\
nique identifier for the job. The identifier must start with a letter or _ and contain only alphanumeric characters, -, \
or _."},job:{description:"Each job must have an id to associate with the job. The key `job_id` is a string and its value\
 is a map of the job's configuration data. You must replace `<job_id>` with a string that is unique to the jobs object. \
The `<job_id>` must start with a letter or _ and contain only alphanumeric characters, -, or _.","one-of":["job-factory",
"workflow-job"]},"job-factory":{mapping:{properties:{needs:"needs",if:"job-if",strategy:"strategy",name:{type:"string-st\
rategy-context",description:"The name of the job displayed on GitHub."},"runs-on":{type:"runs-on",required:!0},"timeout-\
minutes":{type:"number-strategy-context",description:"The maximum number of minutes to let a workflow run before GitHub \
automatically cancels it. Default: 360"},"cancel-timeout-minutes":"number-strategy-context","continue-on-error":{type:"b\
oolean-strategy-context",description:"Prevents a workflow run from failing when a job fails. Set to true to allow a work\
flow run to pass when this job fails."},container:"container",services:"services",env:"job-env",environment:"job-environ\
ment",permissions:"permissions",concurrency:"job-concurrency",outputs:"job-outputs",defaults:"job-defaults",steps:"steps",
snapshot:"snapshot"}}},"workflow-job":{mapping:{properties:{name:{type:"string-strategy-context",description:"The name o\
f the job displayed on GitHub."},uses:{description:`The location and version of a reusable workflow file to run as a job\
. Use one of the following formats:

* \`{owner}/{repo}/.github/workflows/{filename}@{ref}\` for reusable workflows in public and private repositories.
* \`./.github/workflows/{filename}\` for reusable workflows in the same repository.

{ref} can be a SHA, a release tag, or a branch name. Using the commit SHA is the safest for stability and security.`,type:"\
non-empty-string",required:!0},with:"workflow-job-with",secrets:"workflow-job-secrets",needs:"needs",if:"job-if",permissions:"\
permissions",concurrency:"job-concurrency",strategy:"strategy"}}},"workflow-job-with":{description:"When a job is used t\
o call a reusable workflow, you can use `with` to provide a map of inputs that are passed to the called workflow.\n\nAny i\
nputs that you pass must match the input specifications defined in the called workflow.",mapping:{"loose-key-type":"non-\
empty-string","loose-value-type":"scalar-needs-context"}},"workflow-job-secrets":{description:"When a job is used to cal\
l a reusable workflow, you can use `secrets` to provide a map of secrets that are passed to the called workflow.\n\nAny se\
crets that you pass must match the names defined in the called workflow.","one-of":["workflow-job-secrets-mapping","work\
flow-job-secrets-inherit"]},"workflow-job-secrets-mapping":{mapping:{"loose-key-type":"non-empty-string","loose-value-ty\
pe":"scalar-needs-context-with-secrets"}},"workflow-job-secrets-inherit":{string:{constant:"inherit"}},needs:{description:"\
Use `needs` to identify any jobs that must complete successfully before this job will run. It can be a string or array o\
f strings. If a job fails, all jobs that need it are skipped unless the jobs use a conditional expression that causes th\
e job to continue. If a run contains a series of jobs that need each other, a failure applies to all jobs in the depende\
ncy chain from the point of failure onwards.","one-of":["sequence-of-non-empty-string","non-empty-string"]},"job-if":{description:"\
You can use the `if` conditional to prevent a job from running unless a condition is met. You can use any supported cont\
ext and expression to create a conditional.",context:["github","inputs","vars","needs","always(0,0)","failure(0,MAX)","c\
ancelled(0,0)","success(0,MAX)"],string:{}},"job-if-result":{context:["github","inputs","vars","needs","always(0,0)","fa\
ilure(0,MAX)","cancelled(0,0)","success(0,MAX)"],"one-of":["null","boolean","number","string","sequence","mapping"]},strategy:{
description:"Use `strategy` to use a matrix strategy for your jobs. A matrix strategy lets you use variables in a single\
 job definition to automatically create multiple job runs that are based on the combinations of the variables. ",context:[
"github","inputs","vars","needs"],mapping:{properties:{"fail-fast":{type:"boolean",description:"Setting `fail-fast` to `\
false` prevents GitHub from canceling all in-progress jobs if any matrix job fails. Default: `true`"},"max-parallel":{type:"\
number",description:"The maximum number of jobs that can run simultaneously when using a matrix job strategy. By default\
, GitHub will maximize the number of jobs run in parallel depending on runner availability."},matrix:"matrix"}}},matrix:{
description:"Use `matrix` to define a matrix of different job configurations. Within your matrix, define one or more var\
iables followed by an array of values.",mapping:{properties:{include:{type:"matrix-filter",description:"Use `include` to\
 expand existing matrix configurations or to add new configurations. The value of `include` is a list of objects.\n\nFor e\
ach object in the `include` list, the key:value pairs in the object will be added to each of the matrix combinations if \
none of the key:value pairs overwrite any of the original matrix values. If the object cannot be added to any of the mat\
rix combinations, a new matrix combination will be created instead. Note that the original matrix values will not be ove\
rwritten, but added matrix values can be overwritten."},exclude:{type:"matrix-filter",description:"To remove specific co\
nfigurations defined in the matrix, use `exclude`. An excluded configuration only has to be a partial match for it to be\
 excluded."}},"loose-key-type":"non-empty-string","loose-value-type":"sequence"}},"matrix-filter":{sequence:{"item-type":"\
matrix-filter-item"}},"matrix-filter-item":{mapping:{"loose-key-type":"non-empty-string","loose-value-type":"any"}},snapshot:{
description:"Use `snapshot` to define a custom image you want to create or update after your job succeeds by taking a sn\
apshot of your runner.","one-of":["non-empty-string","snapshot-mapping"]},"snapshot-mapping":{mapping:{properties:{"imag\
e-name":{description:"The desired name of the custom image you want to create or update.",type:"non-empty-string",required:!0},
if:"snapshot-if",version:{description:"The desired major version updates upon a new custom image version creation.",type:"\
non-empty-string"}}}},"snapshot-if":{context:["github","inputs","vars","needs","strategy","matrix"],description:"Use the\
 if conditional to prevent a snapshot from being taken unless a condition is met. Any supported context and expression c\
an be used to create a conditional. Expressions in an `if` conditional do not require the bracketed expression syntax. W\
hen you use expressions in an `if` conditional, you may omit the expression syntax because GitHub automatically evaluate\
s the `if` conditional as an expression.",string:{}},"runs-on":{description:"Use `runs-on` to define the type of machine\
 to run the job on.\n* The destination machine can be either a GitHub-hosted runner, larger runner, or a self-hosted runn\
er.\n* You can target runners based on the labels assigned to them, or their group membership, or a combination of these.\
\n* You can provide `runs-on` as a single string or as an array of strings.\n* If you specify an array of strings, your wo\
rkflow will execute on any runner that matches all of the specified `runs-on` values.\n* If you would like to run your wo\
rkflow on multiple machines, use `jobs.<job_id>.strategy`.",context:["github","inputs","vars","needs","strategy","matrix"],
"one-of":["non-empty-string","sequence-of-non-empty-string","runs-on-mapping"]},"runs-on-mapping":{mapping:{properties:{
group:{description:"The group from which to select a runner.",type:"non-empty-string"},labels:"runs-on-labels"}}},"runs-\
on-labels":{description:"The label by which to filter for available runners.","one-of":["non-empty-string","sequence-of-\
non-empty-string"]},"job-env":{description:"A map of variables that are available to all steps in the job.",context:["gi\
thub","inputs","vars","needs","strategy","matrix","secrets"],mapping:{"loose-key-type":"non-empty-string","loose-value-t\
ype":"string"}},"workflow-concurrency":{description:`Concurrency ensures that only a single job or workflow using the sa\
me concurrency group will run at a time. A concurrency group can be any string or expression.

You can also specify \`concurrency\` at the job level.

[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#concurrency)`,context:[
"github","inputs","vars"],"one-of":["string","concurrency-mapping"]},"job-concurrency":{description:"Concurrency ensures\
 that only a single job using the same concurrency group will run at a time. A concurrency group can be any string or ex\
pression. The expression can use any context except for the `secrets` context.\n\nYou can also specify `concurrency` at th\
e workflow level.",context:["github","inputs","vars","needs","strategy","matrix"],"one-of":["non-empty-string","concurre\
ncy-mapping"]},"concurrency-mapping":{description:`Concurrency ensures that only a single job or workflow using the same\
 concurrency group will run at a time. A concurrency group can be any string or expression.

You can also specify \`concurrency\` at the job level.

[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#concurrency)`,mapping:{
properties:{group:{type:"non-empty-string",required:!0,description:"When a concurrent job or workflow is queued, if anot\
her job or workflow using the same concurrency group in the repository is in progress, the queued job or workflow will b\
e `pending`. Any previously pending job or workflow in the concurrency group will be canceled. To also cancel any curren\
tly running job or workflow in the same concurrency group, specify `cancel-in-progress: true`."},"cancel-in-progress":{type:"\
boolean",description:"To cancel any currently running job or workflow in the same concurrency group, specify cancel-in-p\
rogress: true."},queue:{type:"concurrency-queue",description:"The queuing mode for the concurrency group. When set to `m\
ax`, workflows or jobs will wait in a queue for the concurrency group up to the maximum queue length. Default: `single` \
meaning at most one item can be pending."}}}},"concurrency-queue":{"allowed-values":["single","max"]},"job-environment":{
description:"The environment that the job references. All environment protection rules must pass before a job referencin\
g the environment is sent to a runner.",context:["github","inputs","vars","needs","strategy","matrix"],"one-of":["string",
"job-environment-mapping"]},"job-environment-mapping":{mapping:{properties:{name:{type:"job-environment-name",required:!0},
url:{type:"string-runner-context-no-secrets",description:"The environment URL, which maps to `environment_url` in the de\
ployments API."},deployment:{type:"boolean",description:"Whether to create a deployment record for this environment. Def\
aults to true."}}}},"job-environment-name":{description:"The name of the environment used by the job.",context:["github",
"inputs","vars","needs","strategy","matrix"],string:{}},"job-defaults":{description:"A map of default settings that will\
 apply to all steps in the job. You can also set default settings for the entire workflow.",mapping:{properties:{run:"jo\
b-defaults-run"}}},"job-defaults-run":{context:["github","inputs","vars","strategy","matrix","needs","env"],mapping:{properties:{
shell:"shell","working-directory":"working-directory"}}},"job-outputs":{description:"A map of outputs for a called workf\
low. Called workflow outputs are available to all downstream jobs in the caller workflow. Each output has an identifier,\
 an optional `description,` and a `value`. The `value` must be set to the value of an output from a job within the calle\
d workflow.",mapping:{"loose-key-type":"non-empty-string","loose-value-type":"string-runner-context"}},steps:{description:"\
A job contains a sequence of tasks called `steps`. Steps can run commands, run setup tasks, run an action in your reposi\
tory, a public repository, or an action published in a Docker registry, wait for background steps to complete, or cancel\
 a background step. Not all steps run actions, but all actions run as a step. Each step runs in its own process in the r\
unner environment and has access to the workspace and filesystem. Because steps run in their own process, changes to env\
ironment variables are not preserved between steps. GitHub provides built-in steps to set up and complete a job.",sequence:{
"item-type":"steps-item"}},"steps-item":{"one-of":["run-step","regular-step","wait-step","wait-all-step","cancel-step","\
parallel-step"]},"run-step":{mapping:{properties:{name:"step-name",id:"step-id",if:"step-if","timeout-minutes":"step-tim\
eout-minutes",run:{type:"string-steps-context",description:"Runs command-line programs using the operating system's shel\
l. If you do not provide a `name`, the step name will default to the text specified in the `run` command. Commands run u\
sing non-login shells by default. You can choose a different shell and customize the shell used to run commands. Each `r\
un` keyword represents a new process and shell in the virtual environment. When you provide multi-line commands, each li\
ne runs in the same shell.",required:!0},"continue-on-error":"step-continue-on-error",env:"step-env","working-directory":"\
string-steps-context",shell:"shell",background:"step-background"}}},"regular-step":{mapping:{properties:{name:"step-name",
id:"step-id",if:"step-if","continue-on-error":"step-continue-on-error","timeout-minutes":"step-timeout-minutes",uses:{type:"\
step-uses",required:!0},with:"step-with",env:"step-env",background:"step-background"}}},"wait-step":{mapping:{properties:{
name:"step-name",id:"step-id","continue-on-error":"step-continue-on-error",wait:{type:"step-wait-target",required:!0}}}},
"wait-all-step":{mapping:{properties:{name:"step-name",id:"step-id","continue-on-error":"step-continue-on-error","wait-a\
ll":{type:"step-wait-all-value",required:!0}}}},"cancel-step":{mapping:{properties:{name:"step-name",id:"step-id","conti\
nue-on-error":"step-continue-on-error",cancel:{type:"step-cancel-target",required:!0}}}},"parallel-step":{mapping:{properties:{
parallel:{type:"parallel-steps",required:!0,description:"Run a group of steps concurrently. All steps in the parallel bl\
ock run as background steps and the workflow waits for all of them to complete before continuing."}}}},"parallel-steps":{
sequence:{"item-type":"steps-item"}},"step-uses":{description:"Selects an action to run as part of a step in your job. A\
n action is a reusable unit of code. You can use an action defined in the same repository as the workflow, a public repo\
sitory, a [private repository with access enabled](https://docs.github.com/en/repositories/managing-your-repositorys-set\
tings-and-features/enabling-features-for-your-repository/managing-github-actions-settings-for-a-repository#allowing-acce\
ss-to-components-in-a-private-repository), or in a published Docker container image.",string:{"require-non-empty":!0}},"\
step-background":{boolean:{},description:"When set to true, runs this step in the background. The workflow continues to \
the next step immediately without waiting for the background step to finish."},"step-wait-target":{description:"The step\
 ID or IDs of background steps to wait for.","one-of":["non-empty-string","sequence-of-non-empty-string"]},"step-wait-al\
l-value":{description:"Wait for all prior background steps to complete. Use as a bare key (`wait-all:`) or with a boolea\
n value.","one-of":["null","boolean"]},"step-cancel-target":{description:"The step ID of a background step to cancel.",string:{
"require-non-empty":!0}},"step-continue-on-error":{context:["github","inputs","vars","needs","strategy","matrix","secret\
s","steps","job","runner","env","hashFiles(1,255)"],boolean:{},description:"Prevents a job from failing when a step fail\
s. Set to `true` to allow a job to pass when this step fails."},"step-id":{string:{"require-non-empty":!0},description:"\
A unique identifier for the step. You can use the `id` to reference the step in contexts."},"step-if":{context:["github",
"inputs","vars","needs","strategy","matrix","steps","job","runner","env","always(0,0)","failure(0,0)","cancelled(0,0)","\
success(0,0)","hashFiles(1,255)"],description:"Use the `if` conditional to prevent a step from running unless a conditio\
n is met. Any supported context and expression can be used to create a conditional. Expressions in an `if` conditional d\
o not require the bracketed expression syntax. When you use expressions in an `if` conditional, you may omit the express\
ion syntax because GitHub automatically evaluates the `if` conditional as an expression.",string:{}},"step-if-result":{context:[
"github","inputs","vars","strategy","matrix","steps","job","runner","env","always(0,0)","failure(0,0)","cancelled(0,0)",
"success(0,0)","hashFiles(1,255)"],"one-of":["null","boolean","number","string","sequence","mapping"]},"step-env":{description:"\
Sets variables for steps to use in the runner environment. You can also set variables for the entire workflow or a job.",
context:["github","inputs","vars","needs","strategy","matrix","secrets","steps","job","runner","env","hashFiles(1,255)"],
mapping:{"loose-key-type":"non-empty-string","loose-value-type":"string"}},"step-name":{context:["github","inputs","vars",
"needs","strategy","matrix","secrets","steps","job","runner","env","hashFiles(1,255)"],string:{},description:"A name for\
 your step to display on GitHub."},"step-timeout-minutes":{context:["github","inputs","vars","needs","strategy","matrix",
"secrets","steps","job","runner","env","hashFiles(1,255)"],number:{},description:"The maximum number of minutes to run t\
he step before killing the process."},"step-with":{description:"A map of the input parameters defined by the action. Eac\
h input parameter is a key/value pair. Input parameters are set as variables. When you specify an input in a workflow fi\
le or use a default input value, GitHub creates a variable for the input with the name `INPUT_<VARIABLE_NAME>`. The vari\
able created converts input names to uppercase letters and replaces spaces with `_`.",context:["github","inputs","vars",
"needs","strategy","matrix","secrets","steps","job","runner","env","hashFiles(1,255)"],mapping:{"loose-key-type":"non-em\
pty-string","loose-value-type":"string"}},container:{description:`A container to run any steps in a job that don't alrea\
dy specify a container. If you have steps that use both script and container actions, the container actions will run as \
sibling containers on the same network with the same volume mounts.

If you do not set a container, all steps will run directly on the host specified by runs-on unless a step refers to an a\
ction configured to run in a container.`,context:["github","inputs","vars","needs","strategy","matrix"],"one-of":["strin\
g","container-mapping"]},"container-mapping":{mapping:{properties:{image:{type:"non-empty-string",description:"Use `jobs\
.<job_id>.container.image` to define the Docker image to use as the container to run the action. The value can be the Do\
cker Hub image or a registry name."},options:{type:"string",description:"Use `jobs.<job_id>.container.options` to config\
ure additional Docker container resource options."},env:"container-env",ports:{type:"sequence-of-non-empty-string",description:"\
Use `jobs.<job_id>.container.ports` to set an array of ports to expose on the container."},volumes:{type:"sequence-of-no\
n-empty-string",description:"Use `jobs.<job_id>.container.volumes` to set an array of volumes for the container to use. \
You can use volumes to share data between services or other steps in a job. You can specify named Docker volumes, anonym\
ous Docker volumes, or bind mounts on the host."},credentials:"container-registry-credentials"}}},services:{description:"\
Additional containers to host services for a job in a workflow. These are useful for creating databases or cache service\
s like redis. The runner on the virtual machine will automatically create a network and manage the life cycle of the ser\
vice containers. When you use a service container for a job or your step uses container actions, you don't need to set p\
ort information to access the service. Docker automatically exposes all ports between containers on the same network. Wh\
en both the job and the action run in a container, you can directly reference the container by its hostname. The hostnam\
e is automatically mapped to the service name. When a step does not use a container action, you must access the service \
using localhost and bind the ports.",context:["github","inputs","vars","needs","strategy","matrix"],mapping:{"loose-key-\
type":"non-empty-string","loose-value-type":"services-container"}},"services-container":{context:["github","inputs","var\
s","needs","strategy","matrix"],"one-of":["non-empty-string","service-container-mapping"]},"container-registry-credentia\
ls":{description:"If the image's container registry requires authentication to pull the image, you can use `jobs.<job_id\
>.container.credentials` to set a map of the username and password. The credentials are the same values that you would p\
rovide to the `docker login` command.",context:["github","inputs","vars","secrets","env"],mapping:{properties:{username:"\
non-empty-string",password:"non-empty-string"}}},"container-env":{description:"Use `jobs.<job_id>.container.env` to set \
a map of variables in the container.",mapping:{"loose-key-type":"non-empty-string","loose-value-type":"string-runner-con\
text"}},"non-empty-string":{string:{"require-non-empty":!0}},"sequence-of-non-empty-string":{sequence:{"item-type":"non-\
empty-string"}},"sequence-of-string":{sequence:{"item-type":"string"}},"boolean-needs-context":{context:["github","input\
s","vars","needs"],boolean:{}},"number-needs-context":{context:["github","inputs","vars","needs"],number:{}},"string-nee\
ds-context":{context:["github","inputs","vars","needs"],string:{}},"scalar-needs-context":{context:["github","inputs","v\
ars","needs","strategy","matrix"],"one-of":["string","boolean","number"]},"scalar-needs-context-with-secrets":{context:[
"github","inputs","vars","needs","secrets","strategy","matrix"],"one-of":["string","boolean","number"]},"boolean-strateg\
y-context":{context:["github","inputs","vars","needs","strategy","matrix"],boolean:{}},"number-strategy-context":{context:[
"github","inputs","vars","needs","strategy","matrix"],number:{}},"string-strategy-context":{context:["github","inputs","\
vars","needs","strategy","matrix"],string:{}},"boolean-steps-context":{context:["github","inputs","vars","needs","strate\
gy","matrix","secrets","steps","job","runner","env","hashFiles(1,255)"],boolean:{}},"number-steps-context":{context:["gi\
thub","inputs","vars","needs","strategy","matrix","secrets","steps","job","runner","env","hashFiles(1,255)"],number:{}},
"string-runner-context":{context:["github","inputs","vars","needs","strategy","matrix","secrets","steps","job","runner",
"env"],string:{}},"string-runner-context-no-secrets":{context:["github","inputs","vars","needs","strategy","matrix","ste\
ps","job","runner","env"],string:{}},"string-steps-context":{context:["github","inputs","vars","needs","strategy","matri\
x","secrets","steps","job","runner","env","hashFiles(1,255)"],string:{}},shell:{string:{"require-non-empty":!0},description:"\
Use `shell` to override the default shell settings in the runner's operating system. You can use built-in shell keywords\
, or you can define a custom set of shell options. The shell command that is run internally executes a temporary file th\
at contains the commands specified in `run`."},"working-directory":{string:{"require-non-empty":!0},description:"The `wo\
rking-directory` keyword specifies the working directory where the command is run."},"cron-mapping":{mapping:{properties:{
cron:{type:"cron-pattern",required:!0},timezone:"timezone-string"}}},"cron-pattern":{description:"A cron expression that\
 represents a schedule. A scheduled workflow will run at most once every 5 minutes.",string:{"require-non-empty":!0}},"t\
imezone-string":{description:"A string that represents the time zone a scheduled workflow will run relative to in IANA f\
ormat (e.g. 'America/New_York' or 'Europe/London'). If omitted, the workflow will run relative to midnight UTC.",string:{
"require-non-empty":!0}},"service-container-mapping":{mapping:{properties:{image:{type:"non-empty-string",description:"T\
he Docker image to use as the container. The value can be the Docker Hub image or a registry name."},options:{type:"stri\
ng",description:"Additional Docker container resource options."},env:"container-env",ports:{type:"sequence-of-non-empty-\
string",description:"An array of ports to expose on the container."},volumes:{type:"sequence-of-non-empty-string",description:"\
An array of volumes for the container to use. You can use volumes to share data between services or other steps in a job\
. You can specify named Docker volumes, anonymous Docker volumes, or bind mounts on the host."},credentials:"container-r\
egistry-credentials",entrypoint:{type:"string",description:"Override the default ENTRYPOINT in the service container ima\
ge."},command:{type:"string",description:"Override the default CMD in the service container image."}}}}}};var Gl;function Ud(){if(Gl===void 0){let n=JSON.stringify(Fd);Gl=on.load(new ur(void 0,n))}return Gl}var ae=vt(is(),1);var fr=class n{constructor(e,t){this.lineCounter=new ae.LineCounter,this.errors=[],this.doc=(0,ae.parseDocument)(t,{lineCounter:this.
lineCounter,keepSourceTokens:!0,uniqueKeys:!1});for(let r of this.doc.errors)this.errors.push({message:r.message,range:nk(
r.linePos)});this._generator=this.getNodes(this.doc,new Set),this.fileId=e}*getNodes(e,t){let r=this.getRange(e);if((0,ae.isDocument)(
e)){yield new Q(C.DocumentStart);for(let s of this.getNodes(e.contents,new Set))yield s;yield new Q(C.DocumentEnd)}if((0,ae.isCollection)(
e)){(0,ae.isSeq)(e)?yield new Q(C.SequenceStart,new $t(this.fileId,r,void 0)):(0,ae.isMap)(e)&&(yield new Q(C.MappingStart,
new _t(this.fileId,r,void 0)));for(let s of e.items)for(let i of this.getNodes(s,t))yield i;(0,ae.isSeq)(e)?yield new Q(
C.SequenceEnd):(0,ae.isMap)(e)&&(yield new Q(C.MappingEnd))}if((0,ae.isScalar)(e)&&(yield new Q(C.Literal,n.getLiteralToken(
this.fileId,r,e))),(0,ae.isAlias)(e)){let s=e.resolve(this.doc);if(s){if(t.has(s))return;let i=new Set(t);i.add(s),yield*this.
getNodes(s,i)}return}if((0,ae.isPair)(e)){let s=e.key;r=this.getRange(s);let i=s.value;yield new Q(C.Literal,new j(this.
fileId,r,i,void 0));for(let o of this.getNodes(e.value,t))yield o}}getRange(e){let t=e?.range??[],r=t[0],s=t[1];if(r!==void 0&&
s!==void 0){let i=this.lineCounter.linePos(r),o=this.lineCounter.linePos(s);return{start:{line:i.line,column:i.col},end:{
line:o.line,column:o.col}}}}static getLiteralToken(e,t,r){let s=r.value;if(s==null)return new Ke(e,t,void 0);switch(typeof s){case"\
number":return new An(e,t,s,void 0);case"boolean":return new $n(e,t,s,void 0);case"string":{let i,o;if(r.srcToken&&"sour\
ce"in r.srcToken&&(i=r.srcToken.source,r.srcToken.type==="block-scalar"&&"props"in r.srcToken)){let l=r.srcToken.props.find(
u=>u.type==="block-scalar-header");l?.source&&(o=l.source)}return new j(e,t,s,void 0,i,o)}default:throw new Error(`Unexp\
ected value type '${typeof s}' when reading object`)}}allowLiteral(){if(!this._current.done){let e=this._current.value;if(e.
type===C.Literal)return this._current=this._generator.next(),e.token}}allowSequenceStart(){if(!this._current.done){let e=this.
_current.value;if(e.type===C.SequenceStart)return this._current=this._generator.next(),e.token}}allowSequenceEnd(){return!this.
_current.done&&this._current.value.type===C.SequenceEnd?(this._current=this._generator.next(),!0):!1}allowMappingStart(){
if(!this._current.done){let e=this._current.value;if(e.type===C.MappingStart)return this._current=this._generator.next(),
e.token}}allowMappingEnd(){return!this._current.done&&this._current.value.type===C.MappingEnd?(this._current=this._generator.
next(),!0):!1}validateEnd(){if(!this._current.done&&this._current.value.type===C.DocumentEnd){this._current=this._generator.
next();return}throw new Error("Expected end of reader")}validateStart(){if(this._current||(this._current=this._generator.
next()),!this._current.done&&this._current.value.type===C.DocumentStart){this._current=this._generator.next();return}throw new Error(
"Expected start of reader")}};function nk(n){if(n===void 0)return;let e={line:n[0].line,column:n[0].col},t=n.length==2?{
line:n[1].line,column:n[1].col}:e;return{start:e,end:t}}function vs(n,e){let t=e instanceof Ot?e:new Ot(new Qt,Ud(),e),r=t.getFileId(n.name),s=new fr(r,n.content);if(s.errors.length>
0){for(let o of s.errors)t.error(r,o.message,o.range);return{context:t,value:void 0}}let i=cr(t,Dd,s,r);return{context:t,
value:i}}function Zi(n,e){let t={};if(e.isExpression)return t;if(q(e))return t.group=e,t;let r=e.assertMapping("concurrency group");
for(let s of r){let i=s.key.assertString("concurrency group key");if(!(s.key.isExpression||s.value.isExpression))switch(i.
value){case"group":t.group=s.value.assertString("concurrency group");break;case"cancel-in-progress":t.cancelInProgress=s.
value.assertBoolean("cancel-in-progress").value;break;case"queue":t.queue=s.value.assertString("queue").value;break;default:
n.error(i,`Invalid property name: ${i.value}`)}}return t}var ik=vt(Wd(),1);var rk={jan:1,feb:2,mar:3,apr:4,may:5,jun:6,jul:7,aug:8,sep:9,oct:10,nov:11,dec:12},sk={sun:0,mon:1,tue:2,wed:3,thu:4,fri:5,
sat:6},Bd={min:0,max:59},Kd={min:0,max:23},Vd={min:1,max:31},Jd={min:1,max:12,names:rk},Gd={min:0,max:6,names:sk};function Yd(n){let e=n.split(/ +/);if(e.length!=5)return!1;let[t,r,s,i,o]=e;return mt(t,Bd)&&mt(r,Kd)&&mt(s,Vd)&&mt(i,Jd)&&
mt(o,Gd)}function mt(n,e,t=!0){if(e.names&&e.names[n.toLowerCase()]!==void 0||n==="*")return!0;if(n.includes(","))return t?n.split(
",").every(s=>s&&mt(s,e)):!1;if(n.includes("/")){if(!t)return!1;let[s,i,...o]=n.split("/"),a=+i;return o.length>0||isNaN(
a)||a<=0||!s||!i?!1:mt(s,e)&&mt(i,e,!1)}if(n.includes("-")){if(!t)return!1;let[s,i,...o]=n.split("-");if(o.length>0||!s||
!i)return!1;let a=Hd(s,e.names),l=Hd(i,e.names);return mt(s,e,!1)&&mt(i,e,!1)&&l>=a}let r=+n;return!isNaN(r)&&r>=e.min&&
r<=e.max}function Hd(n,e){return e&&e[n.toLowerCase()]!==void 0?+e[n.toLowerCase()]:+n}function an(n,e){let t=[];for(let r of e)t.push(r.assertString(`${n} item`).value);return t}var ce;(function(n){n.string="string",n.choice="choice",n.boolean="boolean",n.environment="environment"})(ce||(ce={}));function zd(n,e){let t={};for(let r of e)switch(r.key.assertString("workflow dispatch input key").value){case"inputs":t.
inputs=ok(n,r.value.assertMapping("workflow dispatch inputs"));break;case"secrets":t.secrets=lk(n,r.value.assertMapping(
"workflow dispatch inputs"));break;case"outputs":break}return t}function ok(n,e){let t={};for(let r of e){let s=r.key.assertString(
"input name"),i=r.value.assertMapping("input configuration");t[s.value]=ak(n,i)}return t}function ak(n,e){let t={type:ce.
string},r;for(let s of e){let i=s.key.assertString("workflow dispatch input key");switch(i.value){case"description":t.description=
s.value.assertString("input description").value;break;case"required":t.required=s.value.assertBoolean("input required").
value;break;case"default":r=s.value.assertScalar("input default");break;case"type":t.type=ce[s.value.assertString("input\
 type").value];break;case"options":t.options=an("input options",s.value.assertSequence("input options"));break;default:n.
error(s.key,`Invalid key '${i.value}'`)}}if(r!==void 0&&!r.isExpression)try{switch(t.type){case ce.boolean:t.default=r.assertBoolean(
"input default").value;break;case ce.string:case ce.choice:case ce.environment:t.default=r.assertString("input default").
value;break}}catch(s){n.error(r,s)}return t.type===ce.choice?(t.options===void 0||t.options.length===0)&&n.error(e,"Miss\
ing 'options' for choice input"):t.options!==void 0&&n.error(e,"Input type is not 'choice', but 'options' is defined"),t}
function lk(n,e){let t={};for(let r of e){let s=r.key.assertString("secret name");t[s.value]=ck(n,r.value)}return t}function ck(n,e){
let t={};if(W(e))for(let r of e)switch(r.key.assertString("workflow call secret key").value){case"description":t.description=
r.value.assertString("secret description").value;break;case"required":t.required=r.value.assertBoolean("secret required").
value;break}return t}function Xd(n,e){let t={};for(let r of e)r.key.assertString("workflow dispatch input key").value==="inputs"&&(t.inputs=uk(
n,r.value.assertMapping("workflow dispatch inputs")));return t}function uk(n,e){let t={};for(let r of e){let s=r.key.assertString(
"input name"),i=r.value.assertMapping("input configuration");t[s.value]=pk(n,i)}return t}function pk(n,e){let t={type:ce.
string},r;for(let s of e){let i=s.key.assertString("workflow dispatch input key");switch(i.value){case"description":t.description=
s.value.assertString("input description").value;break;case"required":t.required=s.value.assertBoolean("input required").
value;break;case"default":r=s.value.assertScalar("input default");break;case"type":t.type=ce[s.value.assertString("input\
 type").value];break;case"options":t.options=an("input options",s.value.assertSequence("input options"));break;default:n.
error(s.key,`Invalid key '${i.value}'`)}}if(r!==void 0)try{switch(t.type){case ce.boolean:t.default=r.assertBoolean("inp\
ut default").value;break;case ce.string:case ce.choice:case ce.environment:t.default=r.assertString("input default").value;
break}}catch(s){n.error(r,s)}return t.type===ce.choice?(t.options===void 0||t.options.length===0)&&n.error(e,"Missing 'o\
ptions' for choice input"):t.options!==void 0&&n.error(e,"Input type is not 'choice', but 'options' is defined"),t}function Qd(n,e){if(hs(e))return{[e.assertString("on").value]:{}};if(Se(e)){let t={};for(let r of e){let s=r.assertString(
"on");t[s.value]={}}return t}if(W(e)){let t={};for(let r of e){let i=r.key.assertString("event name").value;if(r.value.templateTokenType===
E.Null){t[i]={};continue}if(i==="schedule"){let a=r.value.assertSequence(`event ${i}`);t.schedule=fk(n,a);continue}let o=r.
value.assertMapping(`event ${i}`);if(i==="workflow_call"){t.workflow_call=zd(n,o);continue}if(i==="workflow_dispatch"){t.
workflow_dispatch=Xd(n,o);continue}t[i]={...Yl("branches",o),...Yl("tags",o),...Yl("paths",o),...to("types",o),...to("ve\
rsions",o),...to("names",o),...to("workflows",o)}}return t}return n.error(e,"Invalid format for 'on'"),{}}function Yl(n,e){
let t={};for(let r of e)switch(r.key.assertString(`${n} filter key`).value){case n:q(r.value)?t[n]=[r.value.value]:t[n]=
an(n,r.value.assertSequence(`${n} list`));break;case`${n}-ignore`:q(r.value)?t[`${n}-ignore`]=[r.value.value]:t[`${n}-ig\
nore`]=an(`${n}-ignore`,r.value.assertSequence(`${n}-ignore list`));break}return t}function to(n,e){let t={};for(let r of e)
r.key.assertString(`${n} filter key`).value===n&&(q(r.value)?t[n]=[r.value.value]:t[n]=an(n,r.value.assertSequence(`${n}\
 list`)));return t}function fk(n,e){let t=[];for(let r of e){let s=r.assertMapping("event schedule"),i={cron:""},o=!0;for(let a of s){
let l=a.key.assertString("schedule key");if(l.value==="cron"){let u=a.value.assertString("schedule cron");Yd(u.value)||n.
error(u,"Invalid cron expression. Expected format: '* * * * *' (minute hour day month weekday)"),i.cron=u.value}else if(l.
value==="timezone"){let u=a.value.assertString("schedule timezone");i.timezone=u.value}else n.error(l,"Invalid schedule \
key"),o=!1}o&&i.cron?t.push(i):o&&!i.cron&&n.error(s,"Missing required key 'cron' in schedule entry")}return t}function z(n,e,t,r){let s=t;try{s=r()}catch(i){i instanceof _e?e.error(i.token,i):e.error(n,i)}return s}function zl(n,e){let t=e?.allowedContext||[];try{let{namedContexts:r,functions:s}=Qi(t),o=new ot(n).lex(),l=new lt(o.tokens,
r,s).parse();return Pt(l)?n:`success() && (${n})`}catch{return n}}function no(n,e){let t=e.assertScalar("if condition"),
r=e.definitionInfo?.allowedContext||[],s,i;if(t instanceof ke)s=t.expression,i=t.source;else{let a=t.assertString("if co\
ndition");s=a.value.trim(),i=a.source}let o;s?o=zl(s,e.definitionInfo):o="success()";try{et.validateExpression(o,r)}catch(a){
n.error(e,a);return}return new ke(e.file,e.range,o,e.definitionInfo,void 0,i)}function Pt(n){if(!n)return!1;if(n instanceof
mn){let e=n.functionName.lexeme.toLowerCase();return e==="success"||e==="failure"||e==="cancelled"||e==="always"?!0:n.args.
some(t=>Pt(t))}return n instanceof gn?Pt(n.left)||Pt(n.right):n instanceof Un?Pt(n.expr):n instanceof kt?n.args.some(e=>Pt(
e)):n instanceof St?Pt(n.group):n instanceof st?Pt(n.expr)||Pt(n.index):!1}function Zd(n,e){let t,r,s,i,o;for(let[,l]of Oe.traverse(e))if(l.isExpression)return;if(q(e))return t=e.assertString("co\
ntainer item"),{image:t};let a=e.assertMapping("container item");if(a)for(let l of a){let u=l.key.assertString("containe\
r item key"),f=l.value;switch(u.value){case"image":t=f.assertString("container image");break;case"credentials":th(n,f);break;case"\
env":r=f.assertMapping("container env");for(let c of r)c.key.assertString("container env value");break;case"ports":s=f.assertSequence(
"container ports");for(let c of s)c.assertString("container port");break;case"volumes":i=f.assertSequence("container vol\
umes");for(let c of i)c.assertString("container volume");break;case"options":o=f.assertString("container options");break;default:
n.error(u,`Unexpected container item key: ${u.value}`)}}if(!t)n.error(e,"Container image cannot be empty");else return{image:t,
env:r,ports:s,volumes:i,options:o}}function dk(n,e){let t,r,s,i,o,a,l;for(let[,f]of Oe.traverse(e))if(f.isExpression)return;
if(q(e))return t=e.assertString("container item"),{image:t};let u=e.assertMapping("container item");if(u)for(let f of u){
let c=f.key.assertString("container item key"),p=f.value;switch(c.value){case"image":t=p.assertString("container image");
break;case"credentials":th(n,p);break;case"env":r=p.assertMapping("container env");for(let d of r)d.key.assertString("co\
ntainer env value");break;case"ports":s=p.assertSequence("container ports");for(let d of s)d.assertString("container por\
t");break;case"volumes":i=p.assertSequence("container volumes");for(let d of i)d.assertString("container volume");break;case"\
options":o=p.assertString("container options");break;case"entrypoint":a=p.assertString("container entrypoint");break;case"\
command":l=p.assertString("container command");break;default:n.error(c,`Unexpected container item key: ${c.value}`)}}if(!t)
n.error(e,"Container image cannot be empty");else return{image:t,env:r,ports:s,volumes:i,options:o,entrypoint:a,command:l}}
function eh(n,e){let t=[],r=e.assertMapping("services");for(let s of r){s.key.assertString("service key");let i=dk(n,s.value);
i&&t.push(i)}return t}function th(n,e){let t=e.assertMapping("credentials"),r,s;for(let i of t){let o=i.key.assertString(
"credentials item"),a=i.value;switch(o.value){case"username":r=a.assertString("credentials username");break;case"passwor\
d":s=a.assertString("credentials password");break;default:n.error(o,`credentials key ${o.value}`)}}return{username:r,password:s}}var dr=class{constructor(){this.name=[],this.distinctNames=new Set}appendSegment(e){if(e.length!==0){if(this.name.length==
0){let t=e[0];this.isAlpha(t)||t=="_"||(this.isNumeric(t)||t=="-")&&this.name.push("_")}else this.name.push("_");for(let t of e)
this.isAlphaNumeric(t)||t=="_"||t=="-"?this.name.push(t):this.name.push("_")}}build(){let e=this.name.length>0?this.name.
join(""):"job",t="";for(let r=1;r<1e3;r++){r===1?t="":t=`_${r}`;let s=e.substring(0,Math.min(e.length,100-t.length))+t;if(!this.
distinctNames.has(s))return this.distinctNames.add(s),this.name=[],s}throw new Error("Unable to create a unique name")}tryAddKnownId(e){
if(!e||!this.isValid(e)||e.length>=100)return`The identifier '${e}' is invalid. IDs may only contain alphanumeric charac\
ters, '_', and '-'. IDs must start with a letter or '_' and and must be less than 100 characters.`;if(e.startsWith("__"))
return`The identifier '${e}' is invalid. IDs starting with '__' are reserved.`;if(this.distinctNames.has(e))return`The i\
dentifier '${e}' may not be used more than once within the same scope.`;this.distinctNames.add(e)}isValid(e){let t=!0;for(let r of e){
if(t){if(t=!1,!this.isAlpha(r)&&r!="_")return!1;continue}if(!this.isAlphaNumeric(r)&&r!="_"&&r!="-")return!1}return!0}isAlphaNumeric(e){
return this.isAlpha(e)||this.isNumeric(e)}isNumeric(e){return e>="0"&&e<="9"}isAlpha(e){return e>="a"&&e<="z"||e>="A"&&e<=
"Z"}};function nh(n,e){let t={};if(e.isExpression)return t;if(Vl(e))return t.name=e,t;let r=e.assertMapping("job environment");
for(let s of r){let i=s.key.assertString("job environment key");if(!(s.key.isExpression||s.value.isExpression))switch(i.
value){case"name":t.name=s.value.assertScalar("job environment name key");break;case"url":t.url=s.value;break;case"deplo\
yment":{s.value.assertBoolean("job environment deployment").value===!1&&(t.skipDeployment=!0);break}}}return t}function sh(n,e){let t=rh(e);if(!W(e))return{labels:t,group:""};let r="";for(let s of e)switch(s.key.assertString("job r\
uns-on property name").value){case"group":{if(s.value.isExpression)continue;let o=s.value.assertString("job runs-on grou\
p name").value,a=o.split("/");switch(a.length){case 1:{r=o;break}case 2:{if(!["org","organization","ent","enterprise"].includes(
a[0])){n.error(s.value,`Invalid runs-on group name '${o}. Please use 'organization/' or 'enterprise/' prefix to target a\
 single runner group.'`);continue}if(!a[1]){n.error(s.value,`Invalid runs-on group name '${o}'.`);continue}r=o;break}default:{
n.error(s.value,`Invalid runs-on group name '${o}. Please use 'organization/' or 'enterprise/' prefix to target a single\
 runner group.'`);break}}break}case"labels":{let o=rh(s.value);for(let a of o)t.add(a);break}}return{labels:t,group:r}}function rh(n){
let e=new Set;if(n.isExpression)return e;if(q(n))return e.add(n.value),e;if(Se(n))for(let t of n){if(t.isExpression)continue;
let r=t.assertString("job runs-on label sequence item");e.add(r.value)}return e}function ih(n){return n.uses!==void 0}function oh(n){return n.type==="reusableWorkflowJob"}function Ql(n,e){if(!Se(e))return n.error(e,"Invalid format for steps"),[];let t=new dr,r=new Set,s=[];for(let i of e){let o=z(
e,n,void 0,()=>hk(n,t,r,i));o&&s.push(o)}for(let i of s){if(i.id)continue;let o="";ih(i)?o=mk(i):"wait"in i?o="wait":"wa\
it-all"in i?o="wait-all":"cancel"in i?o="cancel":"parallel"in i&&(o="parallel"),o||(o="run"),t.appendSegment(`__${o}`),i.
id=t.build()}return s}function hk(n,e,t,r){let s=r.assertMapping("steps item"),i,o,a,l,u,f,c,p,d,m,h,g;for(let y of s)switch(y.
key.assertString("steps item key").value){case"id":if(o=y.value.assertString("steps item id"),o){let v=e.tryAddKnownId(o.
value);v?n.error(o,v):t.add(o.value)}break;case"name":a=y.value.assertScalar("steps item name");break;case"run":i=y.value.
assertScalar("steps item run");break;case"uses":l=y.value.assertString("steps item uses");break;case"background":u=y.value.
assertBoolean("steps item background").value;break;case"wait":f=gk(n,t,y.value,o);break;case"wait-all":c=yk(n,y.value);break;case"\
cancel":p=y.value.assertString("steps item cancel"),Xl(n,t,p,o);break;case"parallel":d=y.value;break;case"env":h=y.value.
assertMapping("step env");break;case"if":g=no(n,y.value);break;case"continue-on-error":y.value.isExpression?m=y.value.assertScalar(
"steps item continue-on-error"):m=y.value.assertBoolean("steps item continue-on-error").value}if(i)return{id:o?.value||"",
name:a,if:g||new ke(void 0,void 0,"success()",void 0,void 0,void 0),"continue-on-error":m,env:h,run:i,background:u};if(l)
return{id:o?.value||"",name:a,if:g||new ke(void 0,void 0,"success()",void 0,void 0,void 0),"continue-on-error":m,env:h,uses:l,
background:u};if(f)return{id:o?.value||"",name:a||ro("Wait"),"continue-on-error":m,wait:f};if(c!==void 0)return{id:o?.value||
"",name:a||ro("Wait for all"),"continue-on-error":m,"wait-all":c};if(p)return{id:o?.value||"",name:a||ro("Cancel"),"cont\
inue-on-error":m,cancel:p};if(d){let y=Ql(n,d);for(let b of y)"background"in b&&b.background!==void 0&&n.error(r,"'backg\
round' is not allowed inside a parallel block. Steps in a parallel block are automatically run as background steps."),"w\
ait"in b&&n.error(r,"'wait' is not allowed inside a parallel block."),"wait-all"in b&&n.error(r,"'wait-all' is not allow\
ed inside a parallel block."),"cancel"in b&&n.error(r,"'cancel' is not allowed inside a parallel block."),"parallel"in b&&
n.error(r,"Nested 'parallel' blocks are not allowed.");return{id:o?.value||"",name:a||ro("Parallel group"),parallel:y}}n.
error(r,n.state.featureFlags?.isEnabled("allowBackgroundSteps")?"Expected one of uses, run, wait, wait-all, cancel, or p\
arallel to be defined":"Expected one of uses or run to be defined")}function mk(n){let e=n.uses.value;if(e.startsWith("d\
ocker://"))return e.substring(9);if(e.startsWith("./")||e.startsWith(".\\")||e.startsWith("$/"))return"self";let t=e.split(
"@");if(t.length!=2)return"";let r=t[0].split(/[\\/]/).filter(i=>i.length>0),s=t[1];return r.length>=2&&r[0]&&r[1]&&s?`${r[0]}\
/${r[1]}`:""}function ro(n){return new j(void 0,void 0,n,void 0,void 0,void 0)}function gk(n,e,t,r){if(t instanceof j)return Xl(
n,e,t,r),[t];let s=t.assertSequence("steps item wait"),i=[];for(let o=0;o<s.count;o++){let a=s.get(o).assertString("step\
s item wait item");Xl(n,e,a,r),i.push(a)}return i}function yk(n,e){return e instanceof Ke||e.assertBoolean("steps item w\
ait-all").value||n.error(e,"The value of 'wait-all' must be true or omitted"),!0}function Xl(n,e,t,r){t.value.startsWith(
"__")?n.error(t,`The identifier '${t.value}' is invalid. IDs starting with '__' are reserved.`):r&&t.value.toLowerCase()===
r.value.toLowerCase()?n.error(t,`Step '${r.value}' cannot reference itself`):e.has(t.value)||n.error(t,`Step references \
unknown step ID '${t.value}'`)}function lh(n,e,t){let r=new dr().tryAddKnownId(e.value);r&&n.error(e,r);let s,i,o,a,l,u,f,c,p,d,m,h,g=[],y,b,v=!1,S;for(let k of t)
switch(k.key.assertString("job property name").value){case"concurrency":z(k.value,n,void 0,()=>Zi(n,k.value)),s=k.value;
break;case"container":Zd(n,k.value),i=k.value;break;case"env":z(k.value,n,void 0,()=>{o=k.value.assertMapping("job env")});
break;case"environment":z(k.value,n,void 0,()=>nh(n,k.value)),a=k.value;break;case"if":l=no(n,k.value);break;case"name":
u=k.value.assertScalar("job name");break;case"needs":{if(h=[],q(k.value)){let $=k.value.assertString("job needs id");h.push(
$)}if(Se(k.value))for(let $ of k.value){let N=$.assertString("job needs id");h.push(N)}break}case"outputs":z(k.value,n,void 0,
()=>{f=k.value.assertMapping("job outputs")});break;case"runs-on":z(k.value,n,void 0,()=>sh(n,k.value)),c=k.value;break;case"\
services":eh(n,k.value),p=k.value;break;case"snapshot":m=k.value;break;case"steps":g=Ql(n,k.value);break;case"strategy":
d=k.value;break;case"uses":y=k.value.assertString("job uses value");break;case"with":z(k.value,n,void 0,()=>{b=k.value.assertMapping(
"uses-with value")});break;case"secrets":q(k.value)&&k.value.value==="inherit"?v=!0:z(k.value,n,void 0,()=>{S=k.value.assertMapping(
"uses-secrets value")});break}return y!==void 0?{type:"reusableWorkflowJob",id:e,name:ah(u,e),needs:h||[],if:l||new ke(void 0,
void 0,"success()",void 0,void 0,void 0),ref:y,"input-definitions":void 0,"input-values":b,"secret-definitions":void 0,"\
secret-values":S,"inherit-secrets":v||void 0,outputs:void 0,concurrency:s,strategy:d}:{type:"job",id:e,name:ah(u,e),needs:h,
if:l||new ke(void 0,void 0,"success()",void 0,void 0,void 0),env:o,concurrency:s,environment:a,strategy:d,"runs-on":c,container:i,
services:p,outputs:f,steps:g,snapshot:m}}function ah(n,e){return n===void 0||q(n)&&n.value===""?e:n}function so(n,e){if(W(e)){let t=[],r=[],s=[];for(let i of e){let o=i.key.assertString("job name"),a=i.value.assertMapping(
`job ${o.value}`),l=z(e,n,void 0,()=>lh(n,o,a));if(l){t.push(l);let u={name:l.id.value,needs:Object.assign([],l.needs)};
u.needs.length>0?s.push(u):r.push(u)}}return wk(e,n,t,r,s),t}return n.error(e,"Invalid format for jobs"),[]}function wk(n,e,t,r,s){
if(r.length==0){e.error(n,"The workflow must contain at least one job with no dependencies.");return}for(;r.length>0;){let i=r.
shift();if(i==null)break;for(let o=s.length-1;o>=0;o--){let a=s[o];for(let l=a.needs.length-1;l>=0;l--)a.needs[l].value==
i.name&&(a.needs.splice(l,1),a.needs.length==0&&(r.push(a),s.splice(o,1)))}}if(s.length>0){let i=t.map(o=>o.id.value);for(let o of s)
for(let a of o.needs)i.includes(a.value)?e.error(a,`Job '${o.name}' depends on job '${a.value}' which creates a cycle in\
 the dependency graph.`):e.error(a,`Job '${o.name}' depends on unknown job '${a.value}'.`)}}function ks(n,e){let t=In(e["input-definitions"]?.assertMapping("workflow job input definitions"),"inputs"),r=In(e["inpu\
t-values"]?.assertMapping("workflow job input values"),"with");if(t!==void 0)for(let[,[s,i]]of t){let o=In(i.assertMapping(
`input ${s}`),`input ${s} key`);if(!o?.get("type")?.[1])continue;let l=r!==void 0&&r.has(s.toLowerCase());o.get("require\
d")?.[1].assertBoolean(`input ${s} required`).value&&!l&&n.error(e.ref,`Input ${s} is required, but not provided while c\
alling.`)}if(r!==void 0)for(let[,[s,i]]of r)t?.has(s.toLowerCase())||n.error(i,`Invalid input, ${s} is not defined in th\
e referenced workflow.`)}function In(n,e){if(!n)return;let t=new Map;for(let r of n){let s=r.key.assertString(`${e} key`);
t.set(s.value.toLowerCase(),[s.value,r.value])}return t}function Ss(n,e){if(e["inherit-secrets"])return;let t=In(e["secret-definitions"]?.assertMapping("workflow job secret def\
initions"),"secrets"),r=In(e["secret-values"]?.assertMapping("workflow job secret values"),"secrets");if(t!==void 0)for(let[
,[s,i]]of t){if(i instanceof Ke)continue;In(i.assertMapping(`secret ${s}`),`secret ${s} key`)?.get("required")?.[1].assertBoolean(
`secret ${s} required`).value&&(r==null||!r.has(s.toLowerCase()))&&n.error(e.ref,`Secret ${s} is required, but not provi\
ded while calling.`)}if(r!==void 0)for(let[,[s,i]]of r)t?.has(s.toLowerCase())||n.error(i,`Invalid secret, ${s} is not d\
efined in the referenced workflow.`)}function ch(n,e,t){let r=e.assertMapping("root"),s=t.ref;for(let i of r)switch(i.key.assertString("root key").value){case"\
on":{z(s,n,void 0,()=>bk(n,i.value,t));break}case"jobs":{t.jobs=z(s,n,[],()=>so(n,i.value));break}}}function bk(n,e,t){let r=t.
ref;switch(e.templateTokenType){case E.String:{if(e.assertString("Reference workflow on value").value==="workflow_call"){
z(r,n,void 0,()=>ks(n,t)),z(r,n,void 0,()=>Ss(n,t));return}break}case E.Sequence:{let s=e.assertSequence("Reference work\
flow on value");for(let i of s)if(i.assertString(`Reference workflow on value ${i}`).value==="workflow_call"){z(r,n,void 0,
()=>ks(n,t)),z(r,n,void 0,()=>Ss(n,t));return}break}case E.Mapping:{let s=e.assertMapping("Reference workflow on value");
for(let i of s){if(i.key.assertString(`Reference workflow on value ${i.key}`).value!=="workflow_call")continue;if(i.value.
templateTokenType===E.Null){z(r,n,void 0,()=>ks(n,t)),z(r,n,void 0,()=>Ss(n,t));return}let a=i.value.assertMapping(`Refe\
rence workflow on value ${i.key}`);for(let l of a)switch(l.key.assertString(`on-workflow_call-${l.key}`).value){case"inp\
uts":t["input-definitions"]=l.value.assertMapping(`on-workflow_call-${l.key}`);break;case"outputs":t.outputs=l.value.assertMapping(
`on-workflow_call-${l.key}`);break;case"secrets":t["secret-definitions"]=l.value.assertMapping(`on-workflow_call-${l.key}`);
break}z(r,n,void 0,()=>ks(n,t)),z(r,n,void 0,()=>Ss(n,t));return}break}}n.error(r,"workflow_call key is not defined in t\
he referenced workflow.")}var hr;(function(n){n[n.ReturnErrorsOnly=0]="ReturnErrorsOnly",n[n.TryConversion=1]="TryConversion"})(hr||(hr={}));var xs={
maxReusableWorkflowDepth:4,fetchReusableWorkflowDepth:0,errorPolicy:hr.ReturnErrorsOnly,featureFlags:new Kn};async function Zl(n,e,t,r=xs){
let s={},i=vk(r);if(n.state.featureFlags=i.featureFlags,n.errors.getErrors().length>0&&i.errorPolicy===hr.ReturnErrorsOnly)
return s.errors=n.errors.getErrors().map(o=>({Message:o.message})),s;t===void 0&&i.fetchReusableWorkflowDepth>0&&n.error(
e,new Error("A file provider is required to fetch reusable workflows"));try{let o=e.assertMapping("root");for(let a of o)
switch(a.key.assertString("root key").value){case"on":s.events=z(e,n,{},()=>Qd(n,a.value));break;case"jobs":s.jobs=z(e,n,
[],()=>so(n,a.value));break;case"concurrency":z(e,n,{},()=>Zi(n,a.value)),s.concurrency=a.value;break;case"env":s.env=a.
value;break}for(let a of s.jobs||[])if(oh(a)){if(i.maxReusableWorkflowDepth===0){n.error(a.ref,new Error("Reusable workf\
lows are not allowed"));continue}if(i.fetchReusableWorkflowDepth===0||t===void 0)continue;try{let l=await t.getFileContent(
Md(a.ref.value)),u=vs(l,n);if(!u.value)continue;ch(n,u.value,a)}catch{n.error(a.ref,new Error("Unable to find reusable w\
orkflow"))}}}catch(o){o instanceof _e?n.error(o.token,o):n.error(e,o)}finally{n.errors.getErrors().length>0&&(s.errors=n.
errors.getErrors().map(o=>({Message:o.message})))}return s}function vk(n){return{maxReusableWorkflowDepth:n.maxReusableWorkflowDepth!==
void 0?n.maxReusableWorkflowDepth:xs.maxReusableWorkflowDepth,fetchReusableWorkflowDepth:n.fetchReusableWorkflowDepth!==
void 0?n.fetchReusableWorkflowDepth:xs.fetchReusableWorkflowDepth,errorPolicy:n.errorPolicy!==void 0?n.errorPolicy:xs.errorPolicy,
featureFlags:n.featureFlags??xs.featureFlags}}var uh={definitions:{"action-root":{description:"Action file",mapping:{properties:{name:"string",description:"string",inputs:"\
inputs",outputs:"outputs",runs:"runs"},"loose-key-type":"non-empty-string","loose-value-type":"any"}},"action-root-stric\
t":{description:`GitHub Action manifest file (action.yml/action.yaml) that defines an action's metadata, inputs, outputs\
, and execution configuration.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions)`,mapping:{properties:{
name:{type:"non-empty-string",required:!0,description:`The name of your action. GitHub displays the name in the Actions \
tab to help visually identify actions in each job.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#name)`},description:{
type:"string",required:!0,description:`A short description of the action. GitHub displays this description in the Action\
s Marketplace.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#description)`},author:{
type:"string",description:`The name of the action's author.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#author)`},inputs:"in\
puts-strict",outputs:"outputs",runs:{type:"runs-strict",required:!0},branding:"branding"}}},inputs:{mapping:{"loose-key-\
type":"non-empty-string","loose-value-type":"input"}},"inputs-strict":{description:`Input parameters allow you to specif\
y data that the action expects to use during runtime. GitHub stores input parameters as environment variables. Inputs id\
s with uppercase letters are converted to lowercase during runtime.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#inputs)`,mapping:{"l\
oose-key-type":"non-empty-string","loose-value-type":"input-strict"}},input:{mapping:{properties:{default:"input-default\
-context"},"loose-key-type":"non-empty-string","loose-value-type":"any"}},"input-strict":{description:"An input paramete\
r for this action.",mapping:{properties:{description:{type:"string",description:`A string description of the input param\
eter.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#inputsinput_iddescri\
ption)`},required:{type:"boolean",description:`A boolean to indicate whether the action requires the input parameter. Se\
t to true when the parameter is required.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#inputsinput_idrequir\
ed)`},default:{type:"input-default-context",description:`A string representing the default value. The default value is u\
sed when an input parameter isn't specified in a workflow file.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#inputsinput_iddefaul\
t)`},deprecationMessage:{type:"string",description:`A string shown to users using the deprecated input, warning them tha\
t the input is deprecated and mentioning any alternatives.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#inputsinput_iddeprec\
ationmessage)`}},"loose-key-type":"non-empty-string","loose-value-type":"any"}},"input-default-context":{description:`A \
string representing the default value. The default value is used when an input parameter isn't specified in a workflow f\
ile.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#inputsinput_iddefaul\
t)`,context:["github","strategy","matrix","job","runner","hashFiles(1,255)"],string:{}},outputs:{description:`Output par\
ameters allow you to declare data that an action sets. Actions that run later in a workflow can use the output data set \
in previously run actions.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#outputs-for-composit\
e-actions)`,mapping:{"loose-key-type":"non-empty-string","loose-value-type":"output-definition"}},"output-definition":{description:"\
An output parameter for this action.",mapping:{properties:{description:{type:"string",description:`A string description \
of the output parameter.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#outputsoutput_iddesc\
ription)`},value:{type:"output-value",description:`The value that the output parameter will be mapped to. You can set th\
is to a string or an expression with context.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#outputsoutput_idvalu\
e)`}}}},"output-value":{description:`The value that the output parameter will be mapped to. You can set this to a string\
 or an expression with context.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#outputsoutput_idvalu\
e)`,context:["github","strategy","matrix","steps","inputs","job","runner","env"],string:{}},"runs-if":{description:"Cond\
ition to control when this action's pre or post script runs.",context:["runner","github","job","strategy","matrix","env",
"inputs","always(0,0)","success(0,0)","failure(0,0)","cancelled(0,0)","hashFiles(1,255)"],string:{}},runs:{"one-of":["co\
ntainer-runs","node-runs","composite-runs","plugin-runs"]},"runs-strict":{description:`Specifies whether this is a JavaS\
cript action, a composite action, or a Docker container action and how the action is executed.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runs)`,"one-of":["co\
ntainer-runs-strict","node-runs-strict","composite-runs-strict"]},"plugin-runs":{mapping:{properties:{plugin:"non-empty-\
string"}}},"container-runs":{mapping:{properties:{using:"non-empty-string",image:"non-empty-string",entrypoint:"non-empt\
y-string",args:"container-runs-args",env:"container-runs-env","pre-entrypoint":"non-empty-string","pre-if":"non-empty-st\
ring","post-entrypoint":"non-empty-string","post-if":"non-empty-string"}}},"container-runs-args":{description:`An array \
of strings that define the inputs for a Docker container. Inputs can include hardcoded strings. GitHub passes the args t\
o the container's ENTRYPOINT when the container starts up.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsargs)`,sequence:{
"item-type":"container-runs-context"}},"container-runs-env":{description:`Specifies a key/value map of environment varia\
bles to set in the container environment.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsenv)`,context:["\
inputs"],mapping:{"loose-key-type":"non-empty-string","loose-value-type":"string"}},"container-runs-context":{context:["\
inputs"],string:{}},"node-runs":{mapping:{properties:{using:"non-empty-string",main:"non-empty-string",pre:"non-empty-st\
ring","pre-if":"non-empty-string",post:"non-empty-string","post-if":"non-empty-string"}}},"composite-runs":{mapping:{properties:{
using:"non-empty-string",steps:"composite-steps"}}},"container-runs-strict":{description:`Configuration for Docker conta\
iner actions.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runs)`,mapping:{properties:{
using:{type:"using",required:!0,description:`The runtime used to execute the action. Must be docker for Docker container\
 actions.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsusing)`},image:{
type:"non-empty-string",required:!0,description:`The Docker image to use as the container to run the action. The value c\
an be the Docker base image name, a local Dockerfile in your repository, or a public image in Docker Hub or another regi\
stry.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsimage)`},entrypoint:{
type:"non-empty-string",description:`Overrides the Docker ENTRYPOINT in the Dockerfile, or sets it if one wasn't already\
 specified.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsentrypoint)`},args:"\
container-runs-args",env:"container-runs-env","pre-entrypoint":{type:"non-empty-string",description:`Allows you to run a\
 script before the entrypoint action begins.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runspre-entrypoint)`},
"pre-if":{type:"runs-if",description:`Allows you to define conditions for the pre: action execution. The pre: action wil\
l only run if the conditions in pre-if are met. If not set, then pre-if defaults to always().

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runspre-if)`},"post-\
entrypoint":{type:"non-empty-string",description:`Allows you to run a cleanup script once the runs.entrypoint action has\
 completed.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runspost-entrypoint)`},
"post-if":{type:"runs-if",description:`Allows you to define conditions for the post: action execution. The post: action \
will only run if the conditions in post-if are met. If not set, then post-if defaults to always().

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runspost-if)`}}}},"n\
ode-runs-strict":{description:`Configuration for JavaScript actions executed with Node.js.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runs)`,mapping:{properties:{
using:{type:"using",required:!0,description:`The runtime used to execute the action. Use node20 or node24 for JavaScript\
 actions.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsusing)`},main:{type:"\
non-empty-string",required:!0,description:`The file that contains your action code. The runtime specified in using execu\
tes this file.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsmain)`},pre:{type:"\
non-empty-string",description:`Allows you to run a script at the start of a job, before the main: action begins. You can\
 use pre: to run prerequisite setup scripts.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runspre)`},"pre-if":{
type:"runs-if",description:`Allows you to define conditions for the pre: action execution. The pre: action will only run\
 if the conditions in pre-if are met. If not set, then pre-if defaults to always().

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runspre-if)`},post:{
type:"non-empty-string",description:`Allows you to run a script at the end of a job, once the main: action has completed\
. You can use post: to run cleanup scripts.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runspost)`},"post-if":{
type:"runs-if",description:`Allows you to define conditions for the post: action execution. The post: action will only r\
un if the conditions in post-if are met. If not set, then post-if defaults to always().

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runspost-if)`}}}},"c\
omposite-runs-strict":{description:`Configuration for composite actions that run multiple steps.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runs)`,mapping:{properties:{
using:{type:"using",required:!0,description:`The runtime used to execute the action. Must be composite for composite act\
ions.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsusing)`},steps:{
type:"composite-steps",required:!0}}}},"composite-steps":{description:`The steps that you plan to run in this action. Th\
ese can be either run steps or uses steps.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runssteps)`,sequence:{
"item-type":"composite-step"}},"composite-step":{description:"A step within a composite action.","one-of":["run-step","u\
ses-step"]},"run-step":{description:`Runs a command-line program using the operating system's shell.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsrun)`,mapping:{
properties:{name:{type:"string-steps-context",description:`A name for your step to display on GitHub.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsname)`},id:{
type:"non-empty-string",description:`A unique identifier for the step. You can use the id to reference the step in conte\
xts.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsid)`},if:{type:"\
step-if",description:`You can use the if conditional to prevent a step from running unless a condition is met. You can u\
se any supported context and expression to create a conditional.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsif)`},run:{
type:"string-steps-context",required:!0,description:`The command you want to run. This can be inline or a script in your\
 action repository.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsrun)`},shell:{
type:"string-steps-context",required:!0,description:`The shell where you want to run the command. Any shell supported by\
 the runner can be used. Required if run is set.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsshell)`},env:"\
step-env","continue-on-error":{type:"boolean-steps-context",description:`Prevents the action from failing when a step fa\
ils. Set to true to allow the action to pass when this step fails.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepscontinue-on\
-error)`},"working-directory":{type:"string-steps-context",description:`Specifies the working directory where the comman\
d is run.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsworking-dir\
ectory)`}}}},"uses-step":{description:`Runs another action as part of a step in your action.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsuses)`,mapping:{
properties:{name:{type:"string-steps-context",description:`A name for your step to display on GitHub.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsname)`},id:{
type:"non-empty-string",description:`A unique identifier for the step. You can use the id to reference the step in conte\
xts.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsid)`},if:{type:"\
step-if",description:`You can use the if conditional to prevent a step from running unless a condition is met. You can u\
se any supported context and expression to create a conditional.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsif)`},uses:{
type:"non-empty-string",required:!0,description:`Selects an action to run as part of a step in your action. An action is\
 a reusable unit of code.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsuses)`},with:"\
step-with",env:"step-env","continue-on-error":{type:"boolean-steps-context",description:`Prevents the action from failin\
g when a step fails. Set to true to allow the action to pass when this step fails.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepscontinue-on\
-error)`}}}},"string-steps-context":{context:["github","inputs","strategy","matrix","steps","job","runner","env","hashFi\
les(1,255)"],string:{}},"boolean-steps-context":{context:["github","inputs","strategy","matrix","steps","job","runner","\
env","hashFiles(1,255)"],boolean:{}},"step-env":{description:`Sets variables for steps to use in the runner environment.\
 You can also set variables for the entire action.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsenv)`,context:[
"github","inputs","strategy","matrix","steps","job","runner","env","hashFiles(1,255)"],mapping:{"loose-key-type":"non-em\
pty-string","loose-value-type":"string"}},"step-if":{description:`You can use the if conditional to prevent a step from \
running unless a condition is met. You can use any supported context and expression to create a conditional.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsif)`,context:[
"github","inputs","strategy","matrix","steps","job","runner","env","always(0,0)","failure(0,0)","cancelled(0,0)","succes\
s(0,0)","hashFiles(1,255)"],string:{}},"step-with":{description:`A map of the input parameters defined by the action. Ea\
ch input parameter is a key/value pair.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepswith)`,context:[
"github","inputs","strategy","matrix","steps","job","runner","env","hashFiles(1,255)"],mapping:{"loose-key-type":"non-em\
pty-string","loose-value-type":"string"}},branding:{description:`You can use a color and Feather icon to create a badge \
to personalize and distinguish your action in GitHub Marketplace.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#branding)`,mapping:{
properties:{icon:{type:"branding-icon",description:`The name of the v4.28.0 Feather icon to use.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#brandingicon)`},color:{
type:"branding-color",description:`The background color of the badge.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#brandingcolor)`}}}},
"branding-icon":{description:`The name of the v4.28.0 Feather icon to use. Brand icons are omitted as well as: coffee, c\
olumns, divide-circle, divide-square, divide, frown, hexagon, key, meh, mouse-pointer, smile, tool, x-octagon.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#brandingicon)`,"allo\
wed-values":["activity","airplay","alert-circle","alert-octagon","alert-triangle","align-center","align-justify","align-\
left","align-right","anchor","aperture","archive","arrow-down-circle","arrow-down-left","arrow-down-right","arrow-down",
"arrow-left-circle","arrow-left","arrow-right-circle","arrow-right","arrow-up-circle","arrow-up-left","arrow-up-right","\
arrow-up","at-sign","award","bar-chart-2","bar-chart","battery-charging","battery","bell-off","bell","bluetooth","bold",
"book-open","book","bookmark","box","briefcase","calendar","camera-off","camera","cast","check-circle","check-square","c\
heck","chevron-down","chevron-left","chevron-right","chevron-up","chevrons-down","chevrons-left","chevrons-right","chevr\
ons-up","circle","clipboard","clock","cloud-drizzle","cloud-lightning","cloud-off","cloud-rain","cloud-snow","cloud","co\
de","command","compass","copy","corner-down-left","corner-down-right","corner-left-down","corner-left-up","corner-right-\
down","corner-right-up","corner-up-left","corner-up-right","cpu","credit-card","crop","crosshair","database","delete","d\
isc","dollar-sign","download-cloud","download","droplet","edit-2","edit-3","edit","external-link","eye-off","eye","fast-\
forward","feather","file-minus","file-plus","file-text","file","film","filter","flag","folder-minus","folder-plus","fold\
er","gift","git-branch","git-commit","git-merge","git-pull-request","globe","grid","hard-drive","hash","headphones","hea\
rt","help-circle","home","image","inbox","info","italic","layers","layout","life-buoy","link-2","link","list","loader","\
lock","log-in","log-out","mail","map-pin","map","maximize-2","maximize","menu","message-circle","message-square","mic-of\
f","mic","minimize-2","minimize","minus-circle","minus-square","minus","monitor","moon","more-horizontal","more-vertical",
"move","music","navigation-2","navigation","octagon","package","paperclip","pause-circle","pause","percent","phone-call",
"phone-forwarded","phone-incoming","phone-missed","phone-off","phone-outgoing","phone","pie-chart","play-circle","play",
"plus-circle","plus-square","plus","pocket","power","printer","radio","refresh-ccw","refresh-cw","repeat","rewind","rota\
te-ccw","rotate-cw","rss","save","scissors","search","send","server","settings","share-2","share","shield-off","shield",
"shopping-bag","shopping-cart","shuffle","sidebar","skip-back","skip-forward","slash","sliders","smartphone","speaker","\
square","star","stop-circle","sun","sunrise","sunset","tablet","tag","target","terminal","thermometer","thumbs-down","th\
umbs-up","toggle-left","toggle-right","trash-2","trash","trending-down","trending-up","triangle","truck","tv","type","um\
brella","underline","unlock","upload-cloud","upload","user-check","user-minus","user-plus","user-x","user","users","vide\
o-off","video","voicemail","volume-1","volume-2","volume-x","volume","watch","wifi-off","wifi","wind","x-circle","x-squa\
re","x","zap-off","zap","zoom-in","zoom-out"]},"branding-color":{description:`The background color of the badge.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#brandingcolor)`,"all\
owed-values":["white","yellow","blue","green","orange","red","purple","gray-dark"]},using:{description:"The runtime used\
 to execute the action.","allowed-values":["docker","node12","node16","node20","node24","composite"]},"non-empty-string":{
string:{"require-non-empty":!0}}}};var ec;function ph(){if(ec===void 0){let n=JSON.stringify(uh);ec=on.load(new ur(void 0,n))}return ec}function fh(n,e,t){if(e===null||e.line<1)return"";let r=n.split(/\r\n|\r|\n/);if(r[e.line-1]===void 0)return"";if(xk(r,e,
t))return`; a value that holds ': ' must be quoted (run: "echo 'a: b'") or written as a block (run: |)`;let s=Ek(r,e.line);
return s!==null?`; line ${e.line} is less indented than the text of the block scalar above it (${s.header} on line ${s.line}\
, text from column ${s.indent+1}), which ends the block there and makes YAML read the line as a key: indent it to column\
 ${s.indent+1} or more to keep it in the block`:""}var Sk=/Nested mappings are not allowed in compact mappings|Implicit map keys need to be followed by map values/;
function xk(n,e,t){if(!Sk.test(t))return!1;let r=n[e.line-1],s=Es(r),i=[r.slice(Math.max(0,e.column-1))];for(let a=e.line;a<
n.length;a++){let l=n[a];if(l.trim()!==""){if(Es(l)<=s)break;i.push(l.trim())}}let o=/^Implicit map keys/.test(t);return i.
some((a,l)=>{let u=a;return l===0&&(o&&(u=u.replace(/^\s*(?:-\s+)?[^\s:][^:]*:(\s|$)/,"")),u=u.replace(/^\s*(?:"(?:[^"\\]|\\.)*"|'(?:[^']|'')*')/,
'""')),/\S:(\s|$)/.test(u.replace(/(^|\s)#.*$/,""))})}function Ek(n,e){let t=Es(n[e-1]),r=Number.POSITIVE_INFINITY;for(let s=e-
2;s>=0;s--){let i=n[s];if(i.trim()==="")continue;let o=Es(i),a=i.replace(/\s+#.*$/,"").trimEnd();if(o<r&&r!==Number.POSITIVE_INFINITY&&
Nk.test(a)){let l=n.slice(s+1,e-1).find(f=>f.trim()!==""),u=Es(l);return t<u?{header:a.trim(),line:s+1,indent:u}:null}if(o<=
t)return null;r=Math.min(r,o)}return null}var Nk=/^\s*(?:-\s+)?(?:[^\s#][^#]*?:\s+)?[|>][-+1-9]{0,2}$/;function Es(n){return n.
length-n.trimStart().length}async function hI(n,e,t={}){let r=vs({name:e,content:n},new rn),s=r.value,i={},o=new Map;if(s){let p=await Zl(r.context,
s,void 0,{errorPolicy:hr.TryConversion});i=Ck(p.events);for(let d of p.jobs??[])d.type==="job"&&o.set(d.id.value,d.steps.
map(m=>m.id))}let a=[],l=[],u=new Set,f=[];for(let p of r.context.errors.getErrors()){let d=(p.rawMessage.split(`
`)[0]??"").replace(/ at line \d+, column \d+:?$/,"");if(/depends on (unknown )?job|must contain at least one job with no dependencies/.
test(d)||d.startsWith("Unexpected symbol: '${{'")&&p.range&&f.some(S=>$k(S,p.range)))continue;let m=d==="Unrecognized na\
med-value: 'secrets'"?`${d}${Ak}`:d,h=p.range?.start;h&&f.push(h);let g=h?`${e}:${h.line}:${h.column}`:e,y=`${g}\0${m}`;
if(u.has(y))continue;u.add(y);let b={code:Ik(m),severity:"error",path:g,message:m};a.push(b);let v=/^'(.*)' is already defined$/.
exec(m)?.[1];v!==void 0&&h&&l.push({problem:b,key:v,position:h})}if(s===void 0&&a.length>0){let p=a[0],d=a.length-1,m=/:(\d+):(\d+)$/.
exec(p.path),h=fh(n,m?{line:Number(m[1]),column:Number(m[2])}:null,p.message);a.splice(0,a.length,{...p,message:`not val\
id YAML: ${p.message}${h}${d>0?` (${d} more YAML error${d===1?"":"s"} after it, most likely from it)`:""}`})}s&&a.push(..._k(
s,e));let c={fileName:e,source:n,name:null,on:i,inputs:{},env:{},permissions:null,defaults:null,jobs:[],problems:a};if(s&&
W(s)){let p;Ns=(d,m)=>(p??=$l(n),p.get(`${d}:${m}`));try{Pk(s,c,t)}finally{Ns=()=>{}}}c.jobs=Id(c.jobs);for(let{problem:p,
key:d,position:m}of l){let h=c.jobs.find(g=>g.id!==d&&g.id.toLowerCase()===d.toLowerCase()&&g.position.column===m.column&&
g.position.line<m.line);h&&(p.message=`job id '${d}' is already defined as '${h.id}' (line ${h.position.line}): GitHub c\
ompares job ids ignoring case, as needs: does, so they would be the same job; rename one of them`)}for(let p of c.jobs){
let d=o.get(p.id);if(d?.length===p.steps.length)for(let[m,h]of p.steps.entries())h.action=d[m]}return a.push(...qd(c),...Ld(
c)),a.sort(Ok),c}function mI(n,e,t,r={}){let s=Tk(n,e),i=s.context.errors.getErrors(),o=s.value;if(i.length>0||!o||!W(o)){
let f=i.map(c=>{let p=(c.rawMessage.split(`
`)[0]??"").replace(/ at line \d+, column \d+:?$/,""),d=c.range?.start;return d?`${e}:${d.line}:${d.column}: ${p}`:p});throw new A(
"action-invalid",`${e} is not an action GitHub would run: ${f.join("; ")||"it is empty"}`)}let a={kind:"composite",file:e,
directory:t,source:n,inputs:[],outputs:[],steps:[]},l="",u;Ns=(f,c)=>(u??=$l(n),u.get(`${f}:${c}`));try{for(let{key:f,value:c}of o)
if(q(f)){if(f.value==="inputs"&&W(c))for(let p of c){if(!q(p.key))continue;let d=W(p.value)?p.value:null,m=y=>d?.find(y),
h=m("required"),g=m("default");a.inputs.push({id:p.key.value,default:g?Je(g):null,required:h!==void 0&&It(h)&&h.value})}else if(f.
value==="outputs"&&W(c))for(let p of c){if(!q(p.key))continue;let d=W(p.value)?p.value.find("value"):void 0;a.outputs.push(
{id:p.key.value,value:d?Je(d):null})}else if(f.value==="runs"&&W(c)){let p=c.find("using");p&&q(p)&&(l=p.value.toLowerCase());
let d=c.find("steps");if(d&&Se(d)){let m=0;for(let h of d)W(h)&&a.steps.push(mh(m,h,r)),m+=1}}}}finally{Ns=()=>{}}return l===
"composite"?a:{kind:"other",file:e,using:l}}function Tk(n,e){let t=new Ot(new Qt,ph(),new rn),r=t.getFileId(e),s=new fr(
r,n);if(s.errors.length>0){for(let i of s.errors)t.error(r,i.message,i.range);return{context:t,value:void 0}}return{context:t,
value:cr(t,"action-root",s,r)}}function Ok(n,e){let t=n.path.match(/:(\d+):(\d+)$/),r=e.path.match(/:(\d+):(\d+)$/),s=t?
Number(t[1])*1e6+Number(t[2]):0,i=r?Number(r[1])*1e6+Number(r[2]):0;return s-i}var Ak=" (GitHub reads secrets only in en\
v:, with:, run: and a few other keys, never in an if; to run a step only when a secret is set, put it in the job's env: \
as NAME: ${{ secrets.NAME }} and test env.NAME != '' in the step's if:)";function $k(n,e){let t=(r,s)=>r.line>s.line||r.
line===s.line&&r.column>=s.column;return t(n,e.start)&&t(e.end,n)}function _k(n,e){let t=[];for(let[,r]of Oe.traverse(n)){
if(!lr(r)||r.expression.length<=wn)continue;let s=ue(r);t.push({code:Tn.expression,severity:"error",path:`${e}:${s.line}\
:${s.column}`,message:`this value holds \${{ }}, which GitHub reads as one expression of the whole value (format('\u2026', \u2026))\
: ${r.expression.length} characters, over GitHub's limit of ${wn} ("Exceeded max expression length ${wn}"), so GitHub re\
fuses the workflow; keep the long text out of it (a prompt in a file, prompt-file:; a script in a file) or pass the \${{ \
}} value in through env:`})}return t}function Ik(n){return/named-value|Unrecognized function|expression|Unexpected symbol|Unexpected end|Too (few|many) parameters/i.
test(n)?Tn.expression:Tn.invalid}function Pk(n,e,t){for(let{key:r,value:s}of n)if(q(r))switch(r.value){case"name":q(s)&&
(e.name=s.value);break;case"env":e.env=Pn(s);break;case"permissions":e.permissions=tt(s);break;case"on":{e.inputs=jk(s);
let i=Lk(s);i&&(e.call=i);break}case"jobs":if(W(s))for(let i of s)q(i.key)&&W(i.value)&&e.jobs.push(qk(i.key.value,i.key,
i.value,t));break;case"defaults":e.defaults=hh(s);break}}function jk(n){let e={};if(!W(n))return e;for(let t of n){if(!q(
t.key)||!["workflow_dispatch","workflow_call"].includes(t.key.value)||!W(t.value))continue;let r=t.value.find("inputs");
if(!(!r||!W(r)))for(let[s,i]of Object.entries(dh(r)))e[s]??=i}return e}function Lk(n){let e=t=>q(t)&&t.value==="workflow\
_call";if(q(n))return e(n)?tc(ue(n)):void 0;if(Se(n)){let t=[...n].find(e);return t?tc(ue(t)):void 0}if(W(n))for(let t of n){
if(!e(t.key))continue;let r=tc(ue(t.key));if(!W(t.value))return r;let s=t.value.find("inputs");s&&W(s)&&(r.inputs=dh(s));
let i=t.value.find("secrets");if(i&&W(i))for(let a of i){if(!q(a.key))continue;let l=W(a.value)?a.value.find("required"):
void 0;r.secrets[a.key.value]={required:l!==void 0&&It(l)&&l.value,position:ue(a.key)}}let o=t.value.find("outputs");if(o&&
W(o))for(let a of o){if(!q(a.key)||!W(a.value))continue;let l=a.value.find("value"),u=l?Je(l):null;u&&(r.outputs[a.key.value]=
{...u,keyPosition:ue(a.key)})}return r}}function tc(n){return{inputs:{},secrets:{},outputs:{},position:n}}function dh(n){
let e={};for(let t of n){if(!q(t.key)||e[t.key.value])continue;let r={name:t.key.value,type:"string",required:!1,default:null,
description:null,options:null,position:ue(t.key)};if(W(t.value))for(let s of t.value){if(!q(s.key))continue;let i=s.value;
switch(s.key.value){case"type":q(i)&&["string","choice","boolean","environment","number"].includes(i.value)&&(r.type=i.value);
break;case"required":It(i)&&(r.required=i.value);break;case"default":(q(i)||It(i)||ms(i))&&(r.default=i.value);break;case"\
description":q(i)&&(r.description=i.value);break;case"options":Se(i)&&(r.options=[...i].filter(q).map(o=>o.value));break}}
e[r.name]=r}return e}function hh(n){if(!W(n))return null;let e=n.find("run");if(!e||!W(e))return null;let t={shell:null,
workingDirectory:null},r=e.find("shell"),s=e.find("working-directory");return r&&(t.shell=Je(r)),s&&(t.workingDirectory=
Je(s)),t}function qk(n,e,t,r){let s={id:n,name:null,position:ue(e),needs:[],if:{expression:"success()",text:null,position:null},
strategy:null,runsOn:null,container:null,services:null,env:{},outputs:{},permissions:null,continueOnError:!1,timeoutMinutes:null,
cancelTimeoutMinutes:null,defaults:null,uses:null,with:{},secrets:{},steps:[]};for(let{key:i,value:o}of t)if(q(i))switch(i.
value){case"name":s.name=Je(o);break;case"needs":s.needs=Mk(o);break;case"if":s.if=gh(o);break;case"strategy":s.strategy=
tt(o);break;case"runs-on":s.runsOn=tt(o);break;case"container":s.container=tt(o);break;case"services":s.services=tt(o);break;case"\
env":s.env=Pn(o);break;case"outputs":s.outputs=Pn(o);break;case"permissions":s.permissions=tt(o);break;case"continue-on-\
error":s.continueOnError=yh(o);break;case"timeout-minutes":s.timeoutMinutes=tt(o);break;case"cancel-timeout-minutes":s.cancelTimeoutMinutes=
tt(o);break;case"defaults":s.defaults=hh(o);break;case"uses":q(o)&&(s.uses={text:o.value,position:ue(o)});break;case"wit\
h":s.with=Pn(o);break;case"secrets":s.secrets=q(o)&&o.value==="inherit"?"inherit":Pn(o);break;case"steps":if(Se(o)){let a=0;
for(let l of o)W(l)&&s.steps.push(mh(a,l,r)),a+=1}break}return s}function Mk(n){return(Se(n)?[...n]:[n]).filter(q).map(t=>({
id:t.value,position:ue(t)}))}function mh(n,e,t){let r={index:n,id:null,name:null,if:{expression:"success()",text:null,position:null},
run:null,uses:null,with:{},env:{},shell:null,workingDirectory:null,continueOnError:!1,timeoutMinutes:null,position:ue(e)};
for(let{key:s,value:i}of e)if(q(s))switch(s.value){case"id":q(i)&&(r.id=i.value);break;case"name":r.name=Je(i);break;case"\
if":r.if=gh(i);break;case"run":r.run=Je(i);break;case"uses":if(q(i)){r.uses={text:i.value,position:ue(i)};let o=i.value.
trim();o.startsWith("./")&&t.ownAction?.(o.replace(/\/+$/,""))&&(r.ownAction=!0)}break;case"with":r.with=Pn(i);break;case"\
env":r.env=Pn(i);break;case"shell":r.shell=Je(i);break;case"working-directory":r.workingDirectory=Je(i);break;case"conti\
nue-on-error":r.continueOnError=yh(i);break;case"timeout-minutes":r.timeoutMinutes=tt(i);break}return r}function gh(n){let e=lr(
n)?n.expression:q(n)?n.value.trim():"",t=lr(n)?n.source??`\${{ ${e} }}`:e;if(It(n)||ms(n)){let s=String(n.value);return{
expression:s,text:s,position:ue(n)}}let r=e?zl(e,n.definitionInfo):"success()";return{expression:r,text:t,position:ue(n),
implicitSuccess:r!==e}}function yh(n){return It(n)?n.value:Je(n)??!1}function Pn(n){if(!W(n))return{};let e=[];for(let{key:t,
value:r}of n){if(!q(t))continue;let s=Je(r);s&&e.push([t.value,{...s,keyPosition:ue(t)}])}return Object.fromEntries(e)}var Ns=()=>{};
function Je(n){let e=ue(n);if(lr(n)){let t=n.range;if(t&&t.start.line!==t.end.line){let r=Ns(t.start.line,t.start.column),
s=r===void 0?null:Od(r);if(r!==void 0&&s!==null)return{text:r,expression:s,position:e}}return{text:n.source??`\${{ ${n.expression}\
 }}`,expression:n.expression,position:e}}return q(n)?{text:n.value,expression:null,position:e,literal:"string"}:ms(n)?{text:String(
n.value),expression:null,position:e,literal:"number"}:It(n)?{text:String(n.value),expression:null,position:e,literal:"bo\
olean"}:n.templateTokenType===Rk?{text:"",expression:null,position:e,literal:"null"}:null}var Rk=7;function tt(n){let e=ue(
n);if(lr(n))return{kind:"expression",expression:n.expression,text:n.source??`\${{ ${n.expression} }}`,position:e};if(q(n)||
ms(n)||It(n))return{kind:"literal",value:n.value,position:e};if(Se(n))return{kind:"sequence",items:[...n].map(tt),position:e};
if(W(n)){let t=[];for(let{key:r,value:s}of n)q(r)&&t.push({key:r.value,value:tt(s),keyPosition:ue(r)});return{kind:"mapp\
ing",entries:t,position:e}}return{kind:"literal",value:null,position:e}}function ue(n){let e=n.range?.start;return e?{line:e.
line,column:e.column}:{line:0,column:0}}function Ck(n){return JSON.parse(JSON.stringify(n??{}))}function jt(n){if(!n.uses)return{kind:"run"};let e=n.uses.text.trim();if(n.ownAction&&e.startsWith("./"))return{kind:"lo\
cal",path:e.replace(/\/+$/,"")};let t=Dk(e);if(t)return{kind:"baton",action:t};if(e.startsWith("./"))return{kind:"local",
path:e.replace(/\/+$/,"")};let[r=""]=e.split("@"),s=r.toLowerCase();return s==="actions/checkout"?{kind:"noop",action:"c\
heckout",reason:"the local checkout is used as it is"}:s.startsWith("actions/setup-")?{kind:"noop",action:"setup",reason:"\
tools on this machine are used"}:{kind:"skip",notice:`${e} cannot run locally; step skipped`}}function Dk(n){let e=wh(n);
if(e===null)return null;for(let[t,r]of Object.entries(Fc))if(r===e)return t;return null}function wh(n){if(n.startsWith("\
./"))return n.slice(2).replace(/\/+$/,"");let e=/^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)((?:\/[^@]*)?)@.+$/.exec(n);return e?.[2]?.
toLowerCase()!==Uc?null:(e[3]??"").replace(/^\/|\/+$/g,"")}function gt(n){return n.uses!==null&&nc(n.uses.text)}function nc(n){
return wh(n.trim())===Wc}var yt=["claude","codex","gemini","copilot"],Ln=Sr(yt),wt={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},Uk=[...new Set(
Object.values(wt).flatMap(n=>n.keyEnv))],Wk=["ANTHROPIC_AUTH_TOKEN","ANTHROPIC_FOUNDRY_API_KEY","AWS_SECRET_ACCESS_KEY",
"AWS_SESSION_TOKEN","AWS_BEARER_TOKEN_BEDROCK","AZURE_OPENAI_API_KEY"];function SI(n){return[...Uk,...Wk].map(e=>n[e]).filter(
e=>!!e)}var Bk=ne().check(Yc(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,{message:"must be a model name: letters, digits and\
 . _ : / @ -, at most 128 characters"})),Kk=Rt({model:nt(Bk)}),kh="--prompt=",Sh=128*1024-1-kh.length,Vk=128*1024,bh=Vk-
`${xe.args}=`.length-1;function xI(n){let e=n[xe.args];if(e===void 0)return;let t=Lc(e);if(!(t<=bh))throw new A("agent-a\
rgs-too-long",`is ${t} bytes, over the ${bh} bytes one environment variable of that name can hold on Linux (128 KiB with\
 its name, MAX_ARG_STRLEN), so the agent CLI cannot start ("Argument list too long"): move long text into a file the CLI\
 reads (a system prompt or settings file) and pass only its path, or put it in the prompt`,{where:`${xe.args} (the reusa\
ble workflow's ${qs.agentArgs} input)`})}var io=`"\${${br.handoffPath}%/*}"`,Ts=`"$${br.promptPath}"`,rc=n=>`\${${xe.model}\
:+${n} "$${xe.model}"}`,oo=["agent_args=()",`if [ -n "\${${xe.args}:-}" ]; then`,"  while IFS= read -r arg; do",'    arg\
="${arg#"${arg%%[![:space:]]*}"}"','    arg="${arg%"${arg##*[![:space:]]}"}"','    if [ -n "$arg" ]; then agent_args+=("\
$arg"); fi',`  done <<< "$${xe.args}"`,"fi"],ao='${agent_args[@]+"${agent_args[@]}"}';function xh(n){let{cli:e,npmPackage:t}=wt[n];
return`the ${e} CLI is not installed (no ${e} on PATH): install its npm package, npm install --global ${t}@<version> (ba\
ton-stage.yml installs it at agent-version)`}var co="baton: ",Eh=n=>`the prompt is ${n} bytes; copilot takes it as one a\
rgument, at most ${Sh} bytes. Shorten it (max-prompt-tokens) or use another agent.`;function Jk(n,e){if(e===xh(n))return!0;
let t=/^the prompt is (\d{1,20}) bytes;/.exec(e)?.[1];return n==="copilot"&&t!==void 0&&e===Eh(t)}function lo(n){let{cli:e}=wt[n];
return[`if ! command -v ${e} >/dev/null 2>&1; then`,`  echo "${co}${xh(n)}" >&2`,"  exit 127","fi"]}function vh(n,e,t=""){
return[`if [ -z "\${${e}:-}" ] && [ -n "\${${n}:-}" ]${t}; then`,`  export ${e}="$${n}"`,"fi"]}var Gk={claude:[...lo("cl\
aude"),'if [ "$EUID" -eq 0 ]; then',"  export IS_SANDBOX=1","fi",...oo,"exec claude -p \\","  --output-format stream-jso\
n --verbose \\","  --permission-mode bypassPermissions \\",`  --add-dir ${io} \\`,`  ${rc("--model")} \\`,`  ${ao} \\`,`\
  < ${Ts}`].join(`
`),codex:[...lo("codex"),...vh("OPENAI_API_KEY","CODEX_API_KEY"),...oo,"exec codex exec \\","  --json \\","  --sandbox w\
orkspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${io} \\`,`  ${rc("--model")} \\`,`  ${ao} \\`,`  - < ${Ts}`].
join(`
`),gemini:[...lo("gemini"),'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',...vh("GOOGLE_API_K\
EY","GEMINI_API_KEY",' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),...oo,"exec gemini \\","  --output-format json \
\\","  --approval-mode yolo \\",`  --include-directories ${io} \\`,`  ${rc("--model")} \\`,`  ${ao} \\`,"  -p 'Carry out\
 the task above.' \\",`  < ${Ts}`].join(`
`),copilot:[...lo("copilot"),`prompt_bytes=$(wc -c < ${Ts})`,`if [ "$prompt_bytes" -gt ${Sh} ]; then`,`  echo "${co}${Eh(
"$prompt_bytes")}" >&2`,"  exit 2","fi",...oo,"exec copilot \\",`  ${kh}"$(cat ${Ts})" \\`,"  --output-format=json \\","\
  --allow-all-tools \\","  --no-ask-user \\",`  --add-dir=${io} \\`,`  \${${xe.model}:+--model="$${xe.model}"} \\`,`  ${ao}`].
join(`
`)};function ic(n,e=`input ${w.agent}`){let t=Ln.safeParse(n);if(t.success)return t.data;throw new A("agent-preset-unkno\
wn",`"${n}" is not an agent preset; use one of ${yt.join(", ")}, or give the command in \`run\``,{where:e})}function EI(n,e={}){
let t=ic(n),r=Kk.safeParse(e);if(!r.success){let i=r.error.issues[0];throw new A("agent-preset-options",`agent ${t}: ${i?.
path.join(".")||"options"} ${i?.message}`,{where:`agent ${t}`})}let s={};return r.data.model!==void 0&&(s[xe.model]=r.data.
model),{script:Gk[t],env:s}}function oc(n,e){let t=ic(n),r=[];switch(t){case"claude":return{...$h(cn(e),r),problems:r};case"\
codex":return{...zk(e,r),problems:r};case"gemini":return{...Zk(e,r),problems:r};case"copilot":return{...eS(e,r),problems:r}}}
function NI(n,e){let t=Ln.safeParse(n);if(!t.success)throw new A("agent-preset-unknown",`"${n}" is not an agent preset; \
use one of ${yt.join(", ")}: the one whose CLI wrote the \`${w.agentOutput}\` file`,{where:`input ${w.agent}`});if(t.data!==
"claude")return oc(t.data,e);let r=[],s=cn(e),i=s.some(Os)?s:Oh(e);return{...$h(i,r),problems:r}}function TI(n,e){return oc(
n,e).usage}function OI(n,e){return oc(n,e).finalText}function AI(n,e){let t=ic(n),r=Hk(t,e);if(r!==null&&r.trim()!=="")return{
source:"cli",text:r};let s=e.split(`
`);for(let i=s.length-1;i>=0;i--){let o=s[i].trimEnd(),a=o.slice(co.length);if(o.startsWith(co)&&Jk(t,a))return{source:"\
script",text:a}}return null}function Hk(n,e){switch(n){case"claude":{let t=ln(cn(e),Os);return t&&Nh(t)?Th(t):null}case"\
codex":{let t=cn(e),r=ln(t,i=>i.type==="turn.failed"&&pe(i.error)),s=pe(r?.error)?r.error.message:ln(t,i=>i.type==="erro\
r")?.message;return typeof s=="string"?s:null}case"gemini":{let t=_h(e)?.error;return pe(t)&&typeof t.message=="string"?
t.message:null}case"copilot":{let t=ln(cn(e),r=>r.type==="session.error")?.data;return pe(t)&&typeof t.message=="string"?
t.message:null}}}function Nh(n){return n.is_error===!0||typeof n.subtype=="string"&&n.subtype.startsWith("error")}function Th(n){
if(typeof n.result=="string"&&n.result.trim()!=="")return n.result;let e=Array.isArray(n.errors)?n.errors.filter(t=>typeof t==
"string"):[];return e.length>0?e.join("; "):typeof n.subtype=="string"?n.subtype:null}function $I(n,e){if(n!=="claude")return null;
let t=cn(e),r=ln(t.some(Os)?t:Oh(e),Os);if(!r||!Nh(r))return null;let s=typeof r.subtype=="string"&&/^[a-z_]{1,64}$/.test(
r.subtype)?r.subtype:null;return{text:Th(r)??"",subtype:s}}function _I(n={}){return["## Handing off","",`When you are do\
ne, write your handoff as one JSON object to ${n.handoffPath?`\`${n.handoffPath}\` (also in the environment variable \`${br.
handoffPath}\`)`:`the path in the environment variable \`${br.handoffPath}\``}:`,"","```json",`{"version": ${Cc}, "statu\
s": "success", "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": {"key": \
"value"}}`,"```","",`- \`summary\` is required (at most ${me.summaryBytes} bytes); \`status\` is one of success, partial, \
blocked, failure.`,'- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage id>", "\
reason": "\u2026"}` to hand off to a specific stage.',`- If you cannot write files, print the same JSON as the last thin\
g you say, between a line \`${Oo.start}\` and a line \`${Oo.end}\`.`].join(`
`)}function pe(n){return typeof n=="object"&&n!==null&&!Array.isArray(n)}function cn(n){let e=[];for(let t of n.split(`
`)){let r=t.trim();if(r.startsWith("{"))try{let s=JSON.parse(r);pe(s)&&e.push(s)}catch{}}return e}function Oh(n){let e=n.
trim();if(e.startsWith("[")&&e.endsWith("]"))try{let i=JSON.parse(e);if(Array.isArray(i))return i.filter(pe)}catch{}let t=[],
r=n.split(`
`),s=-1;for(let i=0;i<r.length;i++){let o=r[i].replace(/\r$/,"");if(o==="  {")s=i;else if(s!==-1&&(o==="  }"||o==="  },")){
try{let a=JSON.parse(`${r.slice(s,i).join(`
`)}
}`);pe(a)&&t.push(a)}catch{}s=-1}}return t}function ln(n,e){for(let t=n.length-1;t>=0;t--){let r=n[t];if(e(r))return r}}
var $e=(n,e)=>({key:e,value:n[e]});function Ah(n){return typeof n=="number"||typeof n=="boolean"?String(n):typeof n=="st\
ring"?"a string":Array.isArray(n)?"a list":"an object"}function sc(n,e){return{code:Ps.usageRefused,severity:"warning",path:`\
agent.usage.${n}`,message:`${e}; ${n} is not recorded`}}function jn(n,e,t,r){let s;for(let{key:i,value:o}of t)if(o!=null){
if(typeof o!="number"||!Number.isSafeInteger(o)||o<0){r.push(sc(e,`${n} reported ${Ah(o)} as ${i}, which is not a whole \
number from 0 to ${Number.MAX_SAFE_INTEGER}`));return}if(s=(s??0)+o,!Number.isSafeInteger(s)){r.push(sc(e,`the ${e} ${n}\
 reported add up to more than ${Number.MAX_SAFE_INTEGER}`));return}}return s}function Yk(n,{key:e,value:t},r){if(t!=null){
if(typeof t=="number"&&Number.isFinite(t)&&t>=0&&t<=me.usageCostUsd)return t;r.push(sc("cost_usd",`${n} reported ${Ah(t)}\
 as ${e}, which is not an amount from 0 to ${me.usageCostUsd} USD`))}}function uo(n){let e={};return n.input!==void 0&&(e.
input_tokens=n.input),n.output!==void 0&&(e.output_tokens=n.output),n.cost!==void 0&&(e.cost_usd=n.cost),Object.keys(e).
length===0?null:e}function $h(n,e){let t=ln(n,Os);if(!t)return{finalText:null,usage:null};let r=pe(t.modelUsage)?Object.
values(t.modelUsage).filter(pe):[],s=pe(t.usage)?t.usage:{},[i,o]=r.length>0?[r.flatMap(a=>[$e(a,"inputTokens"),$e(a,"ca\
cheCreationInputTokens"),$e(a,"cacheReadInputTokens")]),r.map(a=>$e(a,"outputTokens"))]:[[$e(s,"input_tokens"),$e(s,"cac\
he_creation_input_tokens"),$e(s,"cache_read_input_tokens")],[$e(s,"output_tokens")]];return{finalText:typeof t.result=="\
string"?t.result:null,usage:uo({input:jn("claude","input_tokens",i,e),output:jn("claude","output_tokens",o,e),cost:Yk("c\
laude",$e(t,"total_cost_usd"),e)})}}function Os(n){return n.type==="result"}function zk(n,e){let t=cn(n),s=ln(t,a=>a.type===
"item.completed"&&Xk(a.item))?.item?.text,i=t.filter(a=>a.type==="turn.completed"&&pe(a.usage)),o=a=>i.map(l=>$e(l.usage,
a));return{finalText:typeof s=="string"?s:null,usage:uo({input:jn("codex","input_tokens",o("input_tokens"),e),output:jn(
"codex","output_tokens",o("output_tokens"),e)})}}function Xk(n){return pe(n)&&(n.type==="agent_message"||n.item_type==="\
assistant_message")}var Qk=4;function _h(n){let e=n.length;for(let t=0;t<Qk&&e>0;t++){let r=n.lastIndexOf(`
{`,e-1),s=r===-1?0:r+1;if(n[s]!=="{")return null;try{let i=JSON.parse(n.slice(s));if(pe(i)&&("response"in i||"stats"in i||
"error"in i))return i}catch{}if(r===-1)return null;e=r}return null}function Zk(n,e){let t=_h(n),r=t?.stats,i=(pe(r)&&pe(
r.models)?Object.values(r.models):[]).map(o=>pe(o)&&pe(o.tokens)?o.tokens:{});return{finalText:typeof t?.response=="stri\
ng"?t.response:null,usage:uo({input:jn("gemini","input_tokens",i.map(o=>$e(o,"prompt")),e),output:jn("gemini","output_to\
kens",i.flatMap(o=>[$e(o,"candidates"),$e(o,"thoughts")]),e)})}}function eS(n,e){let t=cn(n),r=ln(t,i=>i.type==="assista\
nt.message")?.data?.content,s=t.filter(i=>i.type==="assistant.message"&&pe(i.data));return{finalText:typeof r=="string"?
r:null,usage:uo({output:jn("copilot","output_tokens",s.map(i=>$e(i.data,"outputTokens")),e)})}}var ac=["actions","artifact-metadata","attestations","checks","contents","deployments","discussions","issues","packages",
"pages","pull-requests","repository-projects","statuses","security-events","id-token","models","vulnerability-alerts"],tS=new Set(
["models","vulnerability-alerts"]),Ih={none:0,read:1,write:2};function po(n){if(n===null)return null;let e=new Map,t=(r,s)=>e.
set(r,tS.has(r)&&s==="write"?"read":s);if(n.kind==="literal"){let r=n.value==="write-all"?"write":n.value==="read-all"?"\
read":null;if(r===null)return null;for(let s of ac)t(s,r);return e}if(n.kind!=="mapping")return null;for(let r of ac)e.set(
r,"none");for(let r of n.entries){if(r.value.kind!=="literal")return null;let s=String(r.value.value);if(s!=="none"&&s!==
"read"&&s!=="write")return null;t(r.key,s)}return e}function Ph(n,e){let t=ac.filter(s=>Ih[n.get(s)??"none"]>Ih[e.get(s)??
"none"]);if(t.length===0)return null;let r=s=>t.map(i=>`${i}: ${s.get(i)??"none"}`).join(", ");return`requesting '${r(n)}\
', but is only allowed '${r(e)}'`}function jh(n,e,t){let r=po(n.permissions);if(r!==null)return{levels:r,from:`jobs.${n.
id}.permissions of ${e.fileName}`};let s=po(e.permissions);return s!==null?{levels:s,from:`the permissions: of ${e.fileName}`}:
t}function As(n){return n.jobs.some(gt)?{...n,jobs:n.jobs.map(e=>gt(e)?sS(e):e)}:n}var qh=/^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$/,
Mh=yt.flatMap(n=>[...wt[n].keyEnv]),Lh="stage",nS=60,rS=["status","next","present","data","sha256","artifact-id"],lc=[w.
stage,w.prompt,w.promptFile,w.agent,w.run,w.needs,w.handoff,w.onInvalid,w.vars,w.verify,w.attempts,w.maxHandoffs,w.maxPromptTokens,
w.redact,w.retentionDays,w.workingDirectory];function sS(n){let e=n.uses,t=e.position,r=n.with,s={};for(let c of lc){let p=r[c];
p!==void 0&&(s[c]=p)}let i={},o=r.model;o!==void 0&&(i[xe.model]=o);let a=r[qs.agentArgs];a!==void 0&&(i[xe.args]=a);let l=r[w.
agent];for(let c of yt)for(let p of wt[c].keyEnv){let d=iS(n,p);if(d===null||l===void 0)continue;let m=`(${Rh(l)}) == '${c}\
' && (${d}) || ''`;i[p]={text:`\${{ ${m} }}`,expression:m,position:t}}let u={index:0,id:Lh,name:null,if:{expression:"suc\
cess()",text:null,position:null},run:null,uses:{text:aS(e.text.trim()),position:t},with:s,env:i,shell:null,workingDirectory:null,
continueOnError:!1,timeoutMinutes:null,position:t},f={};for(let c of rS){let p=`steps.${Lh}.outputs['${c}']`;f[c]={text:`\
\${{ ${p} }}`,expression:p,position:t}}return{...n,env:{},outputs:f,timeoutMinutes:oS(r["timeout-minutes"],t),defaults:null,
steps:[u],stageWorkflow:!0}}function iS(n,e){if(n.secrets==="inherit")return`secrets.${e}`;let t=n.secrets[e];return t===
void 0?null:Rh(t)}function Rh(n){return n.expression??`'${n.text.replaceAll("'","''")}'`}function oS(n,e){if(n===void 0)
return{kind:"literal",value:nS,position:e};if(n.expression!==null)return{kind:"expression",expression:n.expression,text:n.
text,position:n.position};let t=n.text.trim(),r=t===""?Number.NaN:Number(t);return{kind:"literal",value:Number.isFinite(
r)?r:t,position:n.position}}function aS(n){if(n.startsWith("./"))return"./";let e=n.indexOf("@"),[t="",r=""]=n.slice(0,e).
split("/");return`${t}/${r}${n.slice(e)}`}function Ch(n,e){return gt(e)&&!n.jobs.some(t=>t.id===Bc)}function Dh(n,e){let t=o=>o===
void 0?[]:o.expression!==null?null:o.text.split(/[\s,]+/).filter(Boolean),r=t(n);if(r===null)return null;let s=new Set,i=[
...r];for(let o=i.pop();o!==void 0;o=i.pop()){if(s.has(o))continue;s.add(o);let a=e(o);if(a===void 0)continue;let l=a.callsStageWorkflow?
t(a.needsInput):a.upstreamStages;if(l===null)return null;i.push(...l)}return s}function Fh(n,e,t,r){return`${n}: on GitH\
ub, a stage run by baton's stage workflow reads only the stages its needs input names and those they read; add ${e} to w\
ith.needs of job '${t}' (now: ${r?.text.trim()||"none"})`}var cc=10,fo=".github/workflows/";function ho(n){let e=n.trim();if(!e.startsWith("./"))return null;let t=[];for(let r of e.
slice(2).split("/"))r===""||r==="."||(r===".."?t.pop():t.push(r));return t.join("/")}function Uh(n){return n.replaceAll(
"/","-")}function fe(n){return n.slice(n.lastIndexOf("/")+1)}function uc(n,e){return n.flatMap(t=>[t,...uc(e(t)?.jobs??[],
e)])}function Wh(n,e,t,r){let s=[],i=new Set([n.fileName]),o=(a,l,u,f,c)=>{let p=Pd(a),d=new Set(a.jobs.map(m=>m.id));for(let m of _l(
a)){let h=`${l}${m.id}`,g={id:h,job:m,workflow:a,calledBy:u,needs:m.needs.filter(P=>d.has(P.id)).map(P=>`${l}${P.id}`),upstream:(p.
get(m.id)??[]).map(P=>`${l}${P}`),call:null,skip:null};if(s.push(g),m.uses===null||m.stageWorkflow===!0)continue;let y=m.
uses.text.trim(),b=ho(y),v=P=>r.push({code:V.workflowCallInvalid,severity:"error",path:ve(a.fileName,m.uses?.position??m.
position),message:`jobs.${m.id}: ${P}`});if(b===null){g.skip=`${y}: reusable workflows of other repositories do not run \
locally`;continue}if(!b.startsWith(fo)||b.slice(fo.length).includes("/")){v(`uses: ${y}: a reusable workflow of this rep\
ository must be a file of ${fo} (./${fo}<file>.yml), as GitHub requires`);continue}let S=f.indexOf(b);if(S>=0){v(`uses: ${y}\
: calls form a cycle: ${[...f.slice(S),b].join(" \u2192 ")}`);continue}if(f.length>=cc){v(`uses: ${y}: too deep: ${[...f,
b].join(" \u2192 ")}; GitHub connects at most ${cc} levels of workflows (the caller and ${cc-1} called ones)`);continue}
let k=e.get(b);if(k===void 0||"unreadable"in k){v(`uses: ${y}: ${k?.unreadable??"the workflow was not read"}`);continue}
if(i.has(k.fileName)||(i.add(k.fileName),r.push(...k.problems)),k.call===void 0){Object.keys(k.on).length===0&&k.problems.
some(M=>M.severity==="error")||v(`uses: ${y}: ${b} is not a reusable workflow: its on: has no workflow_call, and GitHub \
calls only a workflow whose on: has workflow_call`);continue}cS(a,m,b,k.call,t,r);let O=jh(m,a,c);lS(k,y,O,r);let $=As(k);
g.call={path:b,workflow:$,jobs:[]};let N=s.length;o($,`${h}/`,h,[...f,b],O),g.call.jobs=s.slice(N).filter(P=>P.calledBy===
h).map(P=>P.id)}};return o(n,"",null,[ho(`./${n.fileName}`)??n.fileName],null),s}function lS(n,e,t,r){if(t===null)return;
let s=(i,o)=>{let a=po(i),l=a===null?null:Ph(a,t.levels);if(i===null||l===null)return;let u=ve(n.fileName,i.position),f=`${o}\
 is ${l} by ${t.from}, which calls it (uses: ${e}); GitHub refuses the call. Ask for no more than the caller allows, or \
give the calling job the permissions`;r.some(c=>c.path===u&&c.message===f)||r.push({code:V.workflowCallInvalid,severity:"\
error",path:u,message:f})};s(n.permissions,"the workflow");for(let i of n.jobs)s(i.permissions,`the nested job '${i.id}'`)}
function cS(n,e,t,r,s,i){let o=c=>ve(n.fileName,c??e.uses?.position??e.position),a=(c,p)=>i.push({code:V.workflowCallInvalid,
severity:"error",path:c,message:`jobs.${e.id}: ${p}`}),l=Object.keys(r.inputs);for(let[c,p]of Object.entries(e.with)){let d=Vh(
r,c);if(d===void 0){a(o(p.keyPosition??p.position),`with.${c}: ${t} declares no such input (on.workflow_call.inputs)${Ct(
c,l)}; its inputs: ${l.join(", ")||"(none)"}`);continue}let m=pc(d,c,p,t);m!==null&&a(o(p.position),m)}for(let c of Object.
values(r.inputs))!c.required||Jh(e.with,c.name)!==void 0||a(o(e.uses?.position),`input '${c.name}' is required by ${t} (\
on.workflow_call.inputs.${c.name}); give it in with:${c.default===null?"":" (GitHub requires it of every call, its defau\
lt notwithstanding)"}`);let u=Object.keys(r.secrets);if(e.secrets==="inherit"){if(s===null)return;let c=new Set(s.names.
map(p=>p.toUpperCase()));for(let[p,d]of Object.entries(r.secrets))!d.required||c.has(p.toUpperCase())||a(o(e.uses?.position),
`secret ${p} is required by ${t} and passed by secrets: inherit, but this run has no ${p}; pass ${s.words.passSecret(p)}\
 (with ${p} set in the environment)`);return}let f=new Set(Object.keys(e.secrets).map(c=>c.toUpperCase()));for(let[c,p]of Object.
entries(e.secrets))u.some(d=>d.toUpperCase()===c.toUpperCase())||a(o(p.keyPosition??p.position),`secrets.${c}: ${t} decl\
ares no such secret (on.workflow_call.secrets)${Ct(c,u)}; its secrets: ${u.join(", ")||"(none)"}`);for(let[c,p]of Object.
entries(r.secrets))!p.required||f.has(c.toUpperCase())||a(o(e.uses?.position),`secret ${c} is required by ${t} (on.workf\
low_call.secrets.${c}); pass it in secrets: (or secrets: inherit)`)}function pc(n,e,t,r){if(t.expression!==null)return null;
try{return Kh(n,Bh(t),r),null}catch(s){if(!(s instanceof A))throw s;return`with.${e}: ${s.message}`}}function Bh(n){switch(n.
literal){case"number":return Number(n.text);case"boolean":return n.text==="true";case"null":return null;default:return n.
text}}function Kh(n,e,t){let r=e==null?"":typeof e=="string"?e:JSON.stringify(e),s=(i,o)=>{let a=e==null?"null":typeof e==
"string"?"a string":typeof e;return new A("input-invalid",`input '${n.name}' of ${t} is a ${i}; got ${JSON.stringify(r)}\
, ${a==="null"?"null":a}, which GitHub refuses ("Unexpected value '${r}'": it converts nothing to a ${i}); write ${o}`)};
switch(n.type){case"boolean":if(typeof e=="boolean")return e;throw s("boolean","true or false unquoted, or an expression\
 whose value is a boolean (${{ x == 'true' }})");case"number":if(typeof e=="number"&&Number.isFinite(e))return e;throw s(
"number","the number unquoted, or an expression whose value is a number (${{ fromJSON(x) }})");default:return e==null?"":
typeof e=="string"?e:String(e)}}function Vh(n,e){let t=e.toLowerCase();return Object.values(n.inputs).find(r=>r.name.toLowerCase()===
t)}function Jh(n,e){let t=e.toLowerCase(),r=Object.keys(n).find(s=>s.toLowerCase()===t);return r===void 0?void 0:n[r]}function Gh(n,e,t,r){
let s={};for(let[i,o]of Object.entries(e.with)){let a=Vh(t,i)?.type;s[i]=o.expression===null?Bh(o):a==="number"||a==="bo\
olean"?n.evaluate(o.expression,r(i,o)):n.evaluateString(o.expression,r(i,o))}return s}function Hh(n,e,t){let r={};for(let s of Object.
values(n.inputs)){let i=Jh(e,s.name);i!==void 0?r[s.name]=Kh(s,i,t):s.default!==null?r[s.name]=s.default:r[s.name]=s.type===
"boolean"?!1:""}return r}function Yh(n,e,t){if(t===e)return{kind:"self"};let r=d=>{let m=[d];for(let h=n(d)?.calledBy??null;h!==
null;h=n(h)?.calledBy??null)m.push(h);return m},s=r(e),i=r(t),o=d=>n(d)?.calledBy??null,a=e,l=t;e:for(let d of s)for(let m of i)
if(o(d)===o(m)){a=d,l=m;break e}if(a===l)return{kind:"after",text:`job '${t}' is the call that runs this job, and finish\
es after it`};let u=n(a)?.workflow,f=a.slice(0,a.length-fe(a).length),c=u?Yi(u,fe(l),fe(a)):null,p=(d,m)=>d===m?"":` (a \
job of the call '${d}')`;if(c!==null){let d=zi(c.map(m=>`${f}${m}`));return{kind:"after",text:a===e&&l===t?`job '${t}' r\
uns after this job: ${d}`:`job '${t}'${p(l,t)} runs after ${a===e?"this job":`the call '${a}' that runs this job`}: ${d}`}}
return a===e?{kind:"add",need:fe(l),needsOf:`jobs.${fe(e)}.needs`}:{kind:"outside",text:`a job of a called workflow can \
need only the jobs of its own file; add '${fe(l)}' to jobs.${fe(a)}.needs, of the call '${a}' that runs this job, to rea\
d it`}}import{resolve as zh}from"node:path";async function XI(n,e,t){let r=new Map,s=[e];for(let i=s.pop();i!==void 0;i=s.pop())for(let o of i.jobs){if(o.uses===null||
nc(o.uses.text))continue;let a=ho(o.uses.text);if(a===null||r.has(a)||!a.startsWith(".github/workflows/"))continue;if(a.
includes("\\")){r.set(a,{unreadable:`${a}: a workflow path holds no \\; GitHub's paths use /`});continue}let l=uS(n,a);if(typeof l!=
"string"){r.set(a,l);continue}let u=await t(l,a);r.set(a,u),s.push(u)}return r}function uS(n,e){try{let t=Dn(zh(n,e),me.
workflowFileBytes);switch(t.kind){case"file":return new TextDecoder().decode(t.bytes);case"missing":return{unreadable:`${e}\
: no such file in ${zh(n)}`};case"not-regular":return{unreadable:`${e}: is ${t.what}, not a regular file; a called workf\
low must be a file of the repository`};case"too-large":return{unreadable:`${e}: is ${t.size} bytes, more than the ${me.workflowFileBytes}\
 (1 MiB) a workflow file may be`}}}catch(t){return{unreadable:`${e}: ${Fs(e,t).message}`}}}var mo=vt(ag(),1),go=vt(To(),1);import{tmpdir as pS}from"node:os";import{isAbsolute as em,join as $s,relative as fS,resolve as mr,
sep as Qh}from"node:path";function Xh(n){return{where:`the temp dir ${Mn(n)}`,makeRoom:"make room on its disk"}}function fc(n,e,t,r,s={}){let i=r?.
code,o=i==="ENOSPC"||i==="EDQUOT";return new A("temp-write-failed",`${t} could not be ${s.made?"made":"written"} in ${n.
where}: ${Mn(Pc(r,n.fewerJobs))}${o?`; ${n.makeRoom}`:""}`,{where:Mn(e),cause:r})}var Zh=class{#e;#t;#n;#r;#s;constructor(e){this.#e=mr(e.root),this.#t=mr(e.tempDir??pS()),this.#n=e.privateTempDir??!1,this.#r=
e.tempPlace??Xh(this.#t),this.#s=e.now??(()=>new Date)}async attemptPaths(e,t){if(this.#n){let i=$s(this.#t,`${e}-${t}-${(0,mo.randomBytes)(
12).toString("hex")}`);return{promptPath:`${i}.${vr.prompt}`,handoffPath:`${i}.${vr.handoff}`}}let r=$s(this.#t,`baton-${e}\
-${t}-`),s;try{s=eu(r)}catch(i){throw fc(this.#r,`${r}XXXXXX`,"the attempt's directory",i,{made:!0})}return{promptPath:$s(
s,vr.prompt),handoffPath:$s(s,vr.handoff)}}async writePrompt(e,t){try{(0,go.writeFileSync)(e,t,{flag:"wx",mode:384})}catch(r){
throw fc(this.#r,e,"the stage's prompt",r)}}readHandoff(e){return Zc(e)}resolveDirectory(e){return mr(this.#e,e)}async readArtifact(e,t,r){
let s=o=>({kind:"refused",reason:o}),i=mr(this.resolveDirectory(e),...t.split("/"));try{let o=tm(this.#e,i);if(o!==null)
return s(o);let a=await Qc(i,r);switch(a.kind){case"file":return a;case"missing":return s("does not exist");case"not-reg\
ular":return s(`is ${a.what}; only regular files are kept, and links are never followed`);case"too-large":return s(`is ${a.
size} bytes, more than the ${r} bytes left of the ${me.artifactBytes}-byte limit for one record's artifacts`)}}catch(o){
let a=o?.code;return s(`cannot be read (${typeof a=="string"?a:String(o)})`)}}now(){return this.#s()}sha256(e){return(0,mo.createHash)(
"sha256").update(e,"utf8").digest("hex")}};function tm(n,e){let t=fS(n,e);if(t===""||t===".."||t.startsWith(`..${Qh}`)||
em(t))return`is outside the workspace (${n})`;let r=t.split(Qh);for(let s=1;s<r.length;s++){let i=r.slice(0,s).join("/"),
o;try{o=(0,go.lstatSync)($s(n,i))}catch(a){if(dS(a))return"does not exist";throw a}if(o.isSymbolicLink())return`is under\
 ${i}, a symbolic link; links are never followed`;if(!o.isDirectory())return`does not exist (${i} is not a directory)`}return null}
function nm(n,e,t){if(em(e))throw new Error("must be a path inside the workspace");let r=mr(n,e),s=tm(mr(n),r);if(s!==null)
throw new Error(s);let i=Dn(r,t);switch(i.kind){case"file":{let o=Mc(i.bytes);if(o.kind==="text")return o.text;throw new Error(
o.kind==="utf-16"?`${o.problem}; ${qc}`:o.problem)}case"missing":throw new Error("does not exist");case"not-regular":throw new Error(
`is ${i.what}; only regular files are read, and links are never followed`);case"too-large":throw new Error(`is ${i.size}\
 bytes, more than the ${t}-byte limit`)}}function dS(n){let e=n?.code;return e==="ENOENT"||e==="ENOTDIR"}var dc=vt(To(),1);import{isAbsolute as hS,relative as mS,resolve as rm}from"node:path";function gS(n,e,t){let r=sm(n,e);if("reasons"in r)throw new A("action-missing",`${e} names no action here: ${r.reasons.join(
"; ")}`,{where:"uses"});return t(r.text,r.file,rm(n,e))}function sm(n,e){let t=[];for(let r of["action.yml","action.yaml"]){
let s=`${e.replace(/^\.\//,"").replace(/\/+$/,"")}/${r}`.replace(/^\//,"");try{return{text:nm(n,yS(n,s),me.templateBytes),
file:s}}catch(i){t.push(`${r} ${i.message}`)}}return{reasons:t}}function yS(n,e){let t,r;try{t=(0,dc.realpathSync)(rm(n,
e)),r=(0,dc.realpathSync)(n)}catch{return e}let s=mS(r,t);return s!==""&&!s.startsWith("..")&&!hS(s)?s:e}function gP(n){
let e=new Map;return t=>{let r=e.get(t);if(r===void 0){let s=sm(n,t);r="text"in s&&!/^name:\s*(['"]?)baton (stage|prepare|capture|report)\1\s*$/m.
test(s.text),e.set(t,r)}return r}}function yP(n,e,t){let r=new Map;return s=>{if(!r.has(s))try{r.set(s,gS(n,s,e))}catch(i){
r.set(s,void 0),t?.(s,i)}return r.get(s)}}var om=vt(To(),1),lm=vt(is(),1);import{basename as yo,join as am,resolve as im}from"node:path";var wS=/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Variation_Selector}\u115f\u1160\u3164\uffa0]/u;function bS(n){try{return(0,om.readdirSync)(
am(n,$o),{withFileTypes:!0}).filter(e=>!e.isDirectory()&&/\.ya?ml$/.test(e.name)&&!wS.test(e.name)).map(e=>`${$o}/${e.name}`).
sort()}catch{return[]}}function vS(n,e){let t=bS(n),r=yo(e),s=t.find(o=>yo(o)===r);if(s!==void 0)return s;let i=Ye(r,t.map(
o=>yo(o)));return i===void 0?void 0:t.find(o=>yo(o)===i)}function TP(n,e){try{let t=Dn(am(n,e),me.workflowFileBytes);if(t.
kind!=="file")return!1;let r=Buffer.from(t.bytes).toString("utf8"),s=(0,lm.parse)(r)?.on,i=typeof s=="string"?[s]:Array.
isArray(s)?s:s!==null&&typeof s=="object"?Object.keys(s):[];return i.length>0&&i.every(o=>o==="workflow_call")}catch{return!1}}
function OP(n,e,t){let r=Fs(e,t),s=ou(t,"ENOENT")?vS(n,e):void 0;return s===void 0||im(n,s)===im(n,e)?r:new A(r.code,r.message,
{...r.where===void 0?{}:{where:r.where},details:[`did you mean ${s}?`],cause:t})}function cm(n,e){if(n.expression!==null)return[];let t=[],r=/[^\s,]+/g;for(let s=r.exec(n.text);s!==null;s=r.exec(n.text)){
let i=hc(s[0],e);i!==null&&t.push({offset:s.index,message:`needs: ${i}`})}return t}function hc(n,e){let t=JSON.stringify(
n);if(!Mt.test(n))return`${t} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`;if(e.upstreamStages.
includes(n)||e.unknown||mc(n,e)!==void 0)return null;let r=SS(e),s=e.jobs.get(n),i=s?.stages?.includes(n)??!1;if(s!==void 0&&
!i&&e.upstreamJobs.includes(n)){let l=s.stages===null?`${n}-<matrix values>, known when the run expands its matrix`:s.stages.
join(", ");return`${t} is ${s.matrix?"the matrix job":"job"} ${n}, not a stage: name ${s.matrix?"its legs":"its stage"} \
(${l}); upstream stages: ${r}`}let o=s!==void 0&&!i?n:kS(n,e);if(o!==void 0){let l=o===n&&!i,u="a stage needs only stage\
s of jobs that finish before it";if(o===e.job)return`${t} is ${l?"this job":"a stage of this job"} itself: ${u}; upstrea\
m stages: ${r}`;let f=l?`job '${o}'`:`a stage of job '${o}'`,c=e.runsAfter(o);return c!==null?`${t} is ${f}, which runs \
after job '${e.job}' (${zi(c)}): ${u}; upstream stages: ${r}`:`${t} is ${f}, which is not upstream of job '${e.job}' (ad\
d '${o}' to jobs.${e.job}.needs); upstream stages: ${r}`}let a=Ye(n,e.upstreamStages);return`${t} is not a stage upstrea\
m of job '${e.job}'${a?` (did you mean ${a}?)`:""}; upstream stages: ${r}`}function mc(n,e){let t;for(let r of e.openMatrices)
n.startsWith(`${r}-`)&&r.length>(t?.length??0)&&(t=r);return t}function kS(n,e){let t;for(let[r,s]of e.jobs){if(s.stages?.
includes(n))return r;s.stages===null&&s.matrix&&n.startsWith(`${r}-`)&&r.length>(t?.length??0)&&(t=r)}return t}function SS(n){
let e=[...n.upstreamStages,...n.openMatrices.map(t=>`${t}-*`)];return e.length>0?e.join(", "):"(none)"}var wo={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},xS=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function um(n){return xS.get(n.toLowerCase())??""}var ES="$ErrorActionPreference \
= 'stop'",NS="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",TS="bash",LP="bash -e {0}",fm=[
"cmd","powershell"];function OS(n){let e=(n??"").trim().toLowerCase();return fm.find(t=>t===e)??null}function qP(n,e){return`\
shell: ${n} exists only on Windows runners; baton runs this step here, on ${e}, where there is no ${n} (a ${e} runner fa\
ils it too: "${n}: command not found"). Use ${n==="powershell"?"pwsh":"bash (or sh, pwsh, python)"}, or give the step if\
: runner.os == 'Windows' to skip it here`}var AS=`${Object.keys(wo).join(", ")}, ${fm.join(", ")} (Windows only), or a c\
ommand containing {0} (e.g. "perl {0}")`;function dm(n){OS(n)===null&&hm(n,AS)}var $S=`${Object.keys(wo).join(", ")}, or\
 a command containing {0} (e.g. "perl {0}")`;function gc(n){return hm(n,$S)}function hm(n,e){let t=(n??"").trim()||TS;if(Object.
hasOwn(wo,t)){let o=wo[t],[a,...l]=pm(o.template);return{file:a,args:l,extension:um(a)}}if(!t.includes("{0}"))throw new A(
"input-invalid",`${JSON.stringify(t)} is not one of ${e}`,{where:"shell"});let r=pm(t),[s,...i]=r;if(s===void 0||s.includes(
"{0}"))throw new A("input-invalid",`${JSON.stringify(t)} must start with a program, then {0} for the script`,{where:"she\
ll"});return{file:s,args:i,extension:um(s)}}function MP(n,e){switch(n.file){case"pwsh":case"powershell":return`${ES}
${e}
${NS}`;case"cmd":return`@echo off
${e}`;default:return e.endsWith(`
`)?e:`${e}
`}}function RP(n,e){return n.args.map(t=>t.replaceAll("{0}",e))}function pm(n){let e=[],t="",r=!1,s=null;for(let i of n){
if(s){i===s?s=null:t+=i;continue}i==='"'||i==="'"?(s=i,r=!0):/\s/.test(i)?(r&&e.push(t),t="",r=!1):(t+=i,r=!0)}if(s)throw new A(
"input-invalid",`${JSON.stringify(n)} has an unterminated ${s} quote`,{where:"shell"});return r&&e.push(t),e}function mm(n,e){return e(iu(n))}async function JP(n,e,t){let r=e.problems.map(y=>ym(y,n)),s=IS(e.outcome,n),i=(y,b)=>{let v=gm(y,n.redact,b);return r.push(
...v.problems),v.text},o=i(e.prompt,"prompt.md"),a=e.agent?i(e.agent.output,"agent.log"):void 0,l=n.agent?.kind==="comma\
nd"?i(n.agent.command,"agent.command"):null,u=e.verify?{...e.verify,command:i(e.verify.command,"verify.command")}:null,f=e.
agent?.startedAt??e.startedAt,c=e.agent?.finishedAt??e.finishedAt,p=e.outcome.reason!=="completed",d=_S(e.usage,r),m=y=>t.
workspace.sha256(y),h={schema:Rc.record,stage:n.stage,job:n.job,matrix:n.matrix,attempt:e.attempt,repair:e.repair,hop:e.
hop,run:n.run,agent:{command:l,preset:n.agent?.kind==="preset"?n.agent.preset:null,exit_code:e.agent?.exitCode??null,started_at:f.
toISOString(),finished_at:c.toISOString(),duration_ms:Math.max(0,c.getTime()-f.getTime()),usage:d},verify:u,status:p?"fa\
ilure":e.handoff?.status??"success",outcome:{reason:s.reason,message:s.message},present:e.handoff!==null,digests:{handoff:e.
handoff?mm(e.handoff,m):null,prompt:m(o)},lineage:e.lineage,...e.parent?{parent:e.parent}:{},problems:r},g=await t.store.
put({record:h,prompt:o,handoff:e.handoff,...a===void 0?{}:{log:a},...e.files&&e.files.length>0?{files:e.files}:{}});return{
record:h,ref:g,handoff:e.handoff,outcome:s}}function _S(n,e){if(n===null)return null;let t={};for(let[r,s]of Object.entries(
n)){let i=ru.safeParse({[r]:s});if(i.success){t[r]=s;continue}let o=i.error.issues.map(a=>a.message).join("; ");e.push({
code:Ps.usageRefused,severity:"warning",path:`agent.usage.${r}`,message:`the agent\u2019s usage cannot be stored (${o});\
 ${r} is not recorded`})}return Object.keys(t).length===0?null:t}function gm(n,e,t){let r=xr(n,e);return{text:r.text,problems:r.
redactions.length===0?[]:[{code:Kc.problemCode,severity:"warning",path:t,message:au(r.redactions)}]}}function yc(n,e){return xr(
n,e.redact).text}function ym(n,e){return{...n,path:yc(n.path,e),message:yc(n.message,e)}}function IS(n,e){if(n.message===
null)return n;let t=yc(n.message,e);return"problems"in n?{...n,message:t,problems:n.problems.map(r=>ym(r,e))}:{...n,message:t}}function bo(n){let e=n.split(/\r?\n/).map(t=>t.trim()).filter(t=>t.length>0);return[...new Set(e)]}function ZP(n,e){if(e>=n)return null;let t=`${n} ${n===1?"value":"values"} to redact`,r=e===0?`none of ${n===1?"it":"the\
m"}`:`${e} of them`;return new A("redact-not-given",`prepare was given ${t} and capture was given ${r}: give capture the\
 same ${w.redact} input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the val\
ues it is given; nothing was stored`,{where:w.redact})}var Ge={attempts:{min:1,max:me.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},PS=Sr(fn.handoff),jS=Sr(fn.onInvalid),LS=zc("kind",[Rt({kind:Rs("command"),command:ne().check(kr(1))}),Rt({kind:Rs(
"preset"),preset:Ln})]),wm=Rt({stage:Cs,job:rt(ne()),matrix:nt(Ms(ne(),qo())),open:nt(Rs(!0)),place:nt(Xc(dn(Rn().check(
Cn(),Hc()))))}),qS=Rt({stage:Cs,job:ne().check(kr(1)),matrix:rt(Ms(ne(),qo())),template:rt(Rt({text:ne(),source:ne()})),
upstream:dn(wm),expandLineage:Lo(),needs:dn(Cs),handoff:PS,onInvalid:jS,agent:rt(LS),shell:ne(),workingDirectory:ne().check(
kr(1)),verify:rt(ne()),attempts:Rn().check(Cn(),Po(Ge.attempts.min),Io(Ge.attempts.max)),maxHandoffs:Rn().check(Cn(),Po(
Ge.maxHandoffs.min),Io(Ge.maxHandoffs.max)),parentRun:rt(ne().check(kr(1))),maxPromptTokens:rt(Rn().check(Cn(),jo())),retentionDays:rt(
Rn().check(Cn(),jo())),inputs:Ms(ne(),ne()),github:uu,redact:dn(ne()),workflowJobs:rt(dn(ne())),workflowUnread:nt(ne()),
madeEvent:nt(ne()),madeEventRun:nt(ne()),trustCheckout:nt(Lo()),run:su}),wc="the stage id holds the value of a secret; a\
 stage id names directories and artifacts, which are not redacted",bt={bothPrompts:`give either \`${w.prompt}\` or \`${w.
promptFile}\`, not both`,noPrompt:`one of \`${w.prompt}\` or \`${w.promptFile}\` is required`,outputWithoutAgent:`is giv\
en without \`${w.agent}\`, here or on its prepare step: name the CLI whose output the file holds (${yt.slice(0,-1).join(
", ")} or ${yt.at(-1)}), so capture can read its usage`,bothAgents:`give either \`${w.run}\` (a command) or \`${w.agent}\
\` (a preset), not both`,noAgent:`one of \`${w.run}\` (the agent's command) or \`${w.agent}\` (a preset) is required`};function m1(n,e){
let t=[],r=M=>{let D=n[M];if(D===void 0)return null;let F=D.trim();return F===""?null:F},s=(M,D)=>t.push({input:M,message:D}),
i=(M,D,F)=>{try{return D()}catch(qe){if(qe instanceof A)return s(qe.where??M,qe.message),F;throw qe}},o=WS(r(w.stage),e,
s),a=vo(w.handoff,r(w.handoff),fn.handoff,"optional",s),l=vo(w.onInvalid,r(w.onInvalid),fn.onInvalid,"fail",s),u=un(w.attempts,
r(w.attempts),Ge.attempts,1,s),f=un(w.maxHandoffs,r(w.maxHandoffs),Ge.maxHandoffs,me.defaultMaxHandoffs,s),c=e.parentRun!==
void 0?e.parentRun:US(r,s),p=un(w.maxPromptTokens,r(w.maxPromptTokens),Ge.maxPromptTokens,null,s),d=un(w.retentionDays,r(
w.retentionDays),Ge.retentionDays,null,s),m=r(w.shell)??"bash";i(w.shell,()=>gc(m),null);let h=vm(w.trustCheckout,r(w.trustCheckout),
s),g=r(w.workingDirectory)??".";g.includes("\0")&&s(w.workingDirectory,"must not contain a NUL character");let y=r(w.verify),
b=i(w.vars,()=>CS(n[w.vars]??"",e),{}),v=BS(n,r,e,s),S=KS(r,e,s),{upstream:k,needs:O,expandLineage:$}=JS(r(w.needs),e,s),
N=[...e.secrets??[],...bo(n[w.redact]??"")].filter(M=>M.length>0);if(t.length>0)throw FS(t);return{...qS.parse({stage:o,
job:e.job,matrix:e.matrix??null,template:v,upstream:[],expandLineage:$,needs:O,handoff:a,onInvalid:l,agent:S,shell:m,workingDirectory:g,
verify:y,attempts:u,maxHandoffs:f,parentRun:c,maxPromptTokens:p,retentionDays:d,inputs:{...e.dispatchInputs??MS(e.github),
...b},github:e.github,redact:[...new Set(N)],workflowJobs:e.workflowJobs??null,...e.workflowJobs==null&&e.workflowUnread!==
void 0?{workflowUnread:e.workflowUnread}:{},...e.madeEvent===void 0?{}:{madeEvent:e.madeEvent},...e.madeEvent===void 0||
e.madeEventRun===void 0?{}:{madeEventRun:e.madeEventRun},...h?{trustCheckout:h}:{},run:e.run}),upstream:RS(k)}}function MS(n){
if(n.event_name!=="workflow_dispatch"&&n.event_name!=="workflow_call")return{};let e=n.event.inputs;return e===null||typeof e!=
"object"||Array.isArray(e)?{}:Object.fromEntries(Object.entries(e).filter(([,t])=>["string","number","boolean"].includes(
typeof t)).map(([t,r])=>[t,String(r)]))}function bc(n){return`${JSON.stringify(n)} is not one of ${yt.join(", ")}`}function bm(n,e,t){
let r=[],s=(c,p)=>r.push({input:c,message:p}),i=(c,p)=>{try{p()}catch(d){if(!(d instanceof A))throw d;s(d.where??c,d.message)}},
o=c=>n.get(c)?.trim()||null,a=c=>n.get(c)===null||o(c)!==null;vo(w.handoff,o(w.handoff),fn.handoff,"optional",s),vo(w.onInvalid,
o(w.onInvalid),fn.onInvalid,"fail",s),un(w.attempts,o(w.attempts),Ge.attempts,null,s),un(w.maxHandoffs,o(w.maxHandoffs),
Ge.maxHandoffs,null,s),un(w.maxPromptTokens,o(w.maxPromptTokens),Ge.maxPromptTokens,null,s),un(w.retentionDays,o(w.retentionDays),
Ge.retentionDays,null,s),vm(w.trustCheckout,o(w.trustCheckout),s);let l=o(w.agent);l!==null&&!Ln.safeParse(l).success&&s(
w.agent,bc(l));let u=o(w.shell);u!==null&&i(w.shell,()=>gc(u));let f=n.get(w.vars);return e!=="capture"&&t!==void 0&&typeof f==
"string"&&i(w.vars,()=>t(f)),e!=="capture"&&(a(w.prompt)&&a(w.promptFile)?s(w.prompt,bt.bothPrompts):!a(w.prompt)&&!a(w.
promptFile)&&s(w.prompt,bt.noPrompt)),e==="stage"&&(a(w.run)&&a(w.agent)?s(w.run,bt.bothAgents):!a(w.run)&&!a(w.agent)&&
s(w.run,bt.noAgent)),r}function RS(n){return n.every(DS)?n:dn(wm).parse(n)}function CS(n,e){if(e.mode==="capture"||n.trim()==="")return{};if(e.
parseVars===void 0)throw new jc("stageSpecFromInputs: a vars input needs ctx.parseVars");return e.parseVars(n)}function DS(n){
let e=Object.keys(n),{matrix:t,place:r}=n;return e.length===2+(t===void 0?0:1)+(n.open===!0?1:0)+(r===void 0?0:1)&&(r===
void 0||Array.isArray(r)&&r.every(s=>Number.isInteger(s)&&s>=0))&&e.includes("stage")&&e.includes("job")&&typeof n.stage==
"string"&&Mt.test(n.stage)&&(n.job===null||typeof n.job=="string")&&(t===void 0||typeof t=="object"&&t!==null&&!Array.isArray(
t)&&Object.getPrototypeOf(t)===Object.prototype)}function FS(n){let[e]=n;return n.length===1&&e?new A("input-invalid",e.
message,{where:e.input}):new A("input-invalid",`${n.length} inputs are invalid`,{details:n.map(t=>`${t.input}: ${t.message}`)})}
function vo(n,e,t,r,s){return e===null?r:t.includes(e)?e:(s(n,`${JSON.stringify(e)} is not one of ${t.join(", ")}`),r)}function vm(n,e,t){
return e===null||e==="false"?!1:e==="true"?!0:(t(n,`${JSON.stringify(e)} is not one of true, false`),!1)}function US(n,e){
let t=n(w.parentRun);return t===null?null:cu.test(t)?t:(e(w.parentRun,`${JSON.stringify(t)} is not a workflow run id (a \
positive whole number, such as \${{ github.run_id }} of the run that started this one)`),null)}function un(n,e,t,r,s){if(e===
null)return r;let i=/^\d{1,9}$/.test(e)?Number(e):Number.NaN;return!Number.isInteger(i)||i<t.min||i>t.max?(s(n,`${JSON.stringify(
e)} is not a whole number from ${t.min} to ${t.max}`),r):i}function WS(n,e,t){let r=e.secrets??[];if((n!==null?[n]:Object.
values(e.matrix??{}).map(i=>typeof i=="string"?i:JSON.stringify(i)??"")).some(i=>Us(i,r)))return t(w.stage,`${wc}, so ${n===
null?`give one in the \`${w.stage}\` input`:"choose one without it"}`),"invalid";if(n!==null&&!Mt.test(n))return t(w.stage,
`${JSON.stringify(n)} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`),"invalid";try{let i=n??hn(
e.stageJob??e.job,e.matrix??null);return tu(i,1),i}catch(i){if(i instanceof A){let o=n===null?`; give the stage id in th\
e \`${w.stage}\` input`:"";return t(w.stage,`${i.message}${o}`),"invalid"}throw i}}function BS(n,e,t,r){let s=n[w.prompt]?.
trim()?n[w.prompt]:null,i=e(w.promptFile);if(s!==null&&i!==null)return r(w.prompt,bt.bothPrompts),null;if(s!==null)return{
text:s,source:t.promptSource??`jobs.${t.job} ${w.prompt}`};if(i!==null){if(!t.readFile)return r(w.promptFile,"cannot be \
read here (no file reader was given)"),null;try{return{text:t.readFile(i),source:i}}catch(o){let a=o instanceof Error?o.
message:String(o);return r(w.promptFile,`cannot read ${JSON.stringify(i)}: ${a}`),null}}return t.mode!=="capture"&&r(w.prompt,
bt.noPrompt+km([w.prompt,w.promptFile],t)),null}function km(n,e){let t=[];for(let r of e.unreadInputs??[]){let s=Ye(r.replaceAll(
"_","-"),n);s!==void 0&&t.push(`the step was given \`${r}\`, which is not an input of this action: did you mean \`${s}\`?`)}
return t.map(r=>`; ${r}`).join("")}function KS(n,e,t){let r=n(w.run),s=n(w.agent);if(e.mode==="capture")return VS(s,n(w.
agentOutput),t);if(e.mode==="prepare"&&s===null)return null;if(r!==null&&s!==null)return t(w.run,bt.bothAgents),null;if(s!==
null){let i=Ln.safeParse(s);return i.success?{kind:"preset",preset:i.data}:(t(w.agent,bc(s)),null)}return r!==null?{kind:"\
command",command:r}:(t(w.run,bt.noAgent+km([w.run,w.agent],e)),null)}function VS(n,e,t){if(e?.includes("\0")&&t(w.agentOutput,
"must not contain a NUL character"),n===null)return null;let r=Ln.safeParse(n);return r.success?{kind:"preset",preset:r.
data}:(t(w.agent,`${bc(n)}: name the CLI whose output \`${w.agentOutput}\` holds (claude for claude-code-action's executi\
on_file)`),null)}function g1(n,e,t){if(n.agent!==null||t===null)return n;if(e.agent!==void 0)return{...n,agent:{kind:"pr\
eset",preset:e.agent}};throw new A("input-invalid",bt.outputWithoutAgent,{where:w.agentOutput})}function Sm(n,e){let t=(r,s)=>{
let i=r?.get(s);return i===null||i!==void 0&&i.trim()!==""};return!t(n,w.agentOutput)||t(n,w.agent)||t(e,w.agent)?null:{
input:w.agentOutput,message:bt.outputWithoutAgent}}function y1(n){let e=(n[w.agentOutput]??"").trim();return e===""?null:
e}function JS(n,e,t){let r=[];for(let s of(n??"").split(/[\s,]+/).filter(Boolean))Mt.test(s)?r.includes(s)||r.push(s):t(
w.needs,`${JSON.stringify(s)} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`);return{...GS(r,e.
job,e.upstream,t,e.needsFacts),needs:r}}function GS(n,e,t,r,s){if(t===void 0)return{upstream:n.map(a=>({stage:a,job:null})),
expandLineage:!0};let i=t.map(a=>a.stage),o=[];for(let a of n)if(s!==void 0){let l=hc(a,s);l!==null&&r(w.needs,l);let u=l===
null&&!i.includes(a)?mc(a,s):void 0;u!==void 0&&o.push({stage:a,job:u,open:!0})}else i.includes(a)||r(w.needs,`${JSON.stringify(
a)} is not upstream of job ${e}; upstream stages: ${i.join(", ")||"(none)"}`);return{upstream:o.length>0?[...t,...o]:t,expandLineage:!1}}var xm=vt(is(),1);function ko(n){if(n.trim()==="")return{};let e;try{e=(0,xm.parse)(n,{uniqueKeys:!0,maxAliasCount:100})}catch(r){let s=r instanceof
Error?r.message.split(`
`)[0]:String(r);throw new A("input-invalid",`is not valid YAML or JSON: ${s}`,{where:w.vars})}if(e==null)return{};if(typeof e!=
"object"||Array.isArray(e))throw new A("input-invalid","must be a map of names to values (YAML or JSON)",{where:w.vars});
let t={};for(let[r,s]of Object.entries(e)){if(!Dc.test(r)||Ao.includes(r))throw new A("input-invalid",`key ${JSON.stringify(
r)} must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ and not be ${Ao.join(", ")}`,{where:w.vars});if(s===null)t[r]="";else if(typeof s==
"string"||typeof s=="number"||typeof s=="boolean")t[r]=String(s);else throw new A("input-invalid",`${r} must be a string\
, number or boolean, not a nested value`,{where:w.vars})}return t}function T1(n,e={}){try{return fu(n).references}catch(t){throw t instanceof Ws?pu(t,n,e.source??"template"):t}}function O1(n,e){
let t=e.source??"template",{analysis:r,problems:s}=Bs(n),i=s.map(o=>({code:o.code,severity:"error",path:`${t}:${o.line}:${o.
column}`,message:[o.message,...o.details].join("; "),line:o.line,column:o.column}));for(let o of r?.references??[]){let a=o.
kind==="stage"?e.stages:e.jobs;if(a.includes(o.stage))continue;let l=o.kind==="stage"?"stage":"job";i.push({code:js.unknownStage,
severity:"error",path:`${t}:${o.line}:${o.column}`,message:`${o.kind==="stage"?"stages":"jobs"}.${o.stage}: no such upst\
ream ${l}${Ds(o.stage,a)}; upstream ${l}s: ${a.length>0?a.join(", "):"(none)"}`,line:o.line,column:o.column})}return i.sort(
(o,a)=>o.line-a.line||o.column-a.column).map(({line:o,column:a,...l})=>l)}function Em(n,e){let t=[];for(let r of n){let s={
line:r.line,column:r.column};if(r.kind==="input"){let u=e.inputs;if(u===void 0||u.names.includes(r.key))continue;t.push(
new Ws(js.missingField,`${r.path}: no input ${r.key}${Ds(r.key,u.names)}`,s,[u.names.length>0?`inputs: ${u.names.join(",\
 ")} (${u.from})`:`the inputs of a prompt are ${u.from}, and there are none here`]));continue}if(r.owner===null||e.matrix===
void 0)continue;let i=e.matrix(r.owner);if(i===void 0||i.includes(r.key))continue;let o=e.call?.(r.owner),a="stage"in r.
owner?`stage ${r.owner.stage}`:`the stages of job ${r.owner.job}`,l="stage"in r.owner?`the job of stage ${r.owner.stage}\
 has no matrix (matrix is null)`:o?.job===r.owner.job?`the jobs that job ${o.job} calls (${o.file}) have no matrix (the \
matrix of its stages is null)`:`job ${r.owner.job} has no matrix (matrix is null)`;t.push(new Ws(js.missingField,i.length===
0?`${r.path}: ${l}, so there is no ${r.key}`:`${r.path}: no key ${r.key} in the matrix of ${a}${Ds(r.key,i)}`,s,[...i.length===
0?[]:[`matrix keys: ${i.join(", ")}`],...o?.keys.includes(r.key)?[`${r.key} is a key of the matrix of job ${o.job}, whic\
h calls ${o.file}: a call's matrix reaches the called jobs only through the inputs its with: gives, and their stages rec\
ord their own jobs' matrix; tell its legs apart by their stage ids ({{id}}), made from those inputs (stage: <id>-\${{ inp\
uts.<name> }})`]:[]]))}return t}function Tm(n){let e=[];for(let t of n.jobs){if(gt(t)){vc(t.with,_o,"baton's stage workflow",e),t.secrets!=="inherit"&&vc(
t.secrets,Mh,"baton's stage workflow",e,"secret");continue}for(let r of t.steps){let s=jt(r);s.kind==="baton"&&vc(r.with,
Vc[s.action],"baton's action",e)}}return e}function vc(n,e,t,r,s="input"){let i=new Set(e);for(let[o,a]of Object.entries(
n)){if(i.has(o))continue;let l=e.find(u=>u.toLowerCase()===o.toLowerCase())??Ye(o,e);r.push({position:a.keyPosition??a.position,
message:`unknown ${s} "${o}" of ${t}; ${l===void 0?`its ${s}s: ${e.join(", ")}`:`did you mean "${l}"?`}`})}}function Om(n){
let e=[],t=(r,s,i)=>{let o=new Map(Object.entries(r).map(([a,l])=>[a,l.expression===null?l.text:null]));for(let a of bm(
o,i,ko))e.push({position:r[a.input]?.position??s,message:`${a.input}: ${a.message}`})};for(let r of n.jobs){if(gt(r)&&r.
uses){let i=new Set;for(let[l,u]of Object.entries(r.with)){let f=HS(l,u);f!==null&&(i.add(l),e.push({position:u.position,
message:f}))}let o=new Set(lc);t(Object.fromEntries(Object.entries(r.with).filter(([l])=>o.has(l)&&!i.has(l))),r.uses.position,
"stage");for(let l of Jc)r.with[l]===void 0&&e.push({position:r.uses.position,message:`${l}: required by baton's stage w\
orkflow, and not given (GitHub refuses the call)`});let a=zS(r.with);a&&e.push({position:a.position??r.uses.position,message:a.
message});continue}let s=null;for(let i of r.steps){let o=jt(i);if(!(o.kind!=="baton"||o.action==="report")){if(t(i.with,
i.position,o.action),o.action==="prepare"&&(s=i.with),o.action==="capture"){let a=u=>new Map(Object.entries(u).map(([f,c])=>[
f,c.expression===null?c.text:null])),l=Sm(a(i.with),s===null?null:a(s));l&&e.push({position:i.with[l.input]?.position??i.
position,message:`${l.input}: ${l.message}`})}if(o.action==="capture"&&s!==null){let a=YS(s,i.with);a&&e.push({position:i.
with[w.redact]?.position??i.position,message:a}),s=null}}}}return e}function HS(n,e){if(!_o.includes(n))return null;let t=Gc.
includes(n)?"number":"string";return pc({name:n,type:t},n,e,"baton's stage workflow")}function YS(n,e){let t=l=>l.expression===
null?bo(l.text):null,r=n[w.redact],s=r===void 0?[]:t(r);if(s?.length===0)return null;let i=e[w.redact],o=i===void 0?[]:t(
i);if(o?.length===0)return Nm("is given none of them");if(s===null||o===null)return null;let a=s.filter(l=>!o.includes(l)).
length;return a===0?null:Nm(`lacks ${a} of its ${s.length} lines`)}function Nm(n){return`${w.redact}: the prepare step b\
efore this capture is given values to redact, and this capture ${n}: give capture the same ${w.redact} input as prepare;\
 it redacts only the values it is given, and refuses to store the record otherwise`}function zS(n){let e=n[w.agent];if(e===
void 0||e.expression===null&&e.text.trim()==="")return null;let t=n[Ls];if(t!==void 0&&t.expression!==null)return null;let r=t?.
text.trim()??"";if(qh.test(r))return null;let s=e.expression===null?wt[e.text.trim()]:void 0,i=`pin the ${s?s.npmPackage:
"agent CLI's npm package"} version this stage runs`;return{position:t?.position??e.position,message:r===""?`${Ls}: requi\
red with ${w.agent}, an exact version such as 1.2.3; ${i}`:`${Ls}: '${r}' is not an exact version such as 1.2.3; ${i}`}}function Am(n,e,t){let r=n.jobs.flatMap(s=>[s.if,...s.steps.map(i=>i.if)]);for(let s of r)for(let i of e.facts(s.expression).
comparisons)if(i.operator==="=="&&i.path.length===t.length&&i.path.every((o,a)=>o===t[a]))return i.literal}function Im(n,e){let t=$m(n),r=$m(e);return(typeof t!=typeof r||t===null||r===null)&&((t===null||typeof t=="boolean")&&(t=
Number(t)),(r===null||typeof r=="boolean")&&(r=Number(r)),typeof t=="number"&&typeof r=="string"?r=Number(r):typeof t=="\
string"&&typeof r=="number"&&(t=Number(t))),typeof t!=typeof r?!1:typeof t=="number"?t===r:typeof t=="string"?_m(t)===_m(
r):t===r}function $m(n){return n===void 0?null:n===null||typeof n=="object"||typeof n=="string"||typeof n=="number"||typeof n==
"boolean"?n:String(n)}function _m(n){return n.includes("\u0131")?n.split("\u0131").map(e=>e.toUpperCase()).join("\u0131"):
n.toUpperCase()}var Pm=256;function Sc(n){return Object.keys(n).length>0?n:null}function xc(n,e,t={}){let r=m=>t.whereOf?.(m)??e;if(n===
null||typeof n!="object"||Array.isArray(n))throw new A("matrix-invalid",`strategy.matrix must be a mapping, got ${kc(n)}`,
{where:e});let s=[],i=[],o=[];for(let[m,h]of Object.entries(n)){if(m==="include"||m==="exclude"){if(!Array.isArray(h))throw new A(
"matrix-invalid",`strategy.matrix.${m} must be a list of mappings`,{where:r([m])});m==="include"?i=h:o=h;continue}if(!Array.
isArray(h))throw new A("matrix-invalid",`strategy.matrix.${m} must be a list, got ${kc(h)}`,{where:r([m])});if(h.length===
0)throw new A("matrix-invalid",`strategy.matrix.${m} is an empty list`,{where:r([m])});s.push([m,h])}let a=s.map(([m])=>m),
l=m=>a.some(h=>h.toLowerCase()===m.toLowerCase()),u=o.map((m,h)=>{let g=jm(m,"exclude",r(["exclude",h])),y=Object.keys(g);
if(y.length===0)throw new A("matrix-invalid","strategy.matrix.exclude: an entry is empty, and GitHub refuses an empty ex\
clude filter; give it the values of the legs to leave out",{where:r(["exclude",h])});let b=y.find(v=>!l(v));if(b!==void 0)
throw new A("matrix-invalid",`strategy.matrix.exclude: key '${b}' does not match any key within the matrix${Ct(b,a)}; Gi\
tHub refuses the workflow; matrix keys: ${a.join(", ")||"none"}`,{where:r(["exclude",h,b])});return Lm(g)}),f=i.map((m,h)=>{
let g=jm(m,"include",r(["include",h]));if(Object.keys(g).length===0)throw new A("matrix-invalid","strategy.matrix.includ\
e: an entry is empty, and GitHub refuses an include mapping without values; give it values to add to the legs it matches\
, or the values of a leg of its own",{where:r(["include",h])});let y=Object.fromEntries(Object.entries(g).filter(([v])=>l(
v))),b=Object.fromEntries(Object.entries(g).filter(([v])=>!l(v)));return{filter:y,extra:b,condition:Lm(y),matched:!1}}),
c=(m,h)=>m.every(({path:g,value:y})=>Im(QS(h,g),y)),p=s.length>0?[{}]:[];for(let[m,h]of s)p=p.flatMap(g=>h.map(y=>({...g,
[m]:y})));let d=[];for(let m of p){if(u.some(g=>c(g,m)))continue;let h={};for(let g of f)c(g.condition,m)&&(g.matched=!0,
h=ZS(h,g.extra));d.push({...m,...h})}for(let m of f)m.matched||d.push({...m.filter,...m.extra});if(d.length===0)throw new A(
"matrix-invalid","strategy.matrix produces no legs (every combination is excluded)",{where:e});if(d.length>Pm)throw new A(
"matrix-invalid",`strategy.matrix produces ${d.length} legs; GitHub allows at most ${Pm} per job`,{where:e});return d}function qm(n,e){
return xc(e,n).map(t=>hn(n,t))}function Ec(n,e){let t=n.lastIndexOf("/");return t>=0?`${n.slice(0,t+1)}${Ec(n.slice(t+1),
e)}`:hn(n,Object.keys(e).length>0?e:null)}function Mm(n,e,t=new Set([n.toLowerCase()])){return e.map(r=>{let s=Ec(n,r),i=s;
if(Object.keys(r).length>0)for(let o=2;t.has(i.toLowerCase());o++)i=`${s}-${o}`;return t.add(i.toLowerCase()),i})}function Rm(n,e,t,r=[],s={}){
let i=new Map;for(let o of e){if(Object.values(o).map(f=>typeof f=="string"?f:JSON.stringify(f)??"").some(f=>xr(f,r).redactions.
length>0))throw new A("matrix-invalid",`a matrix value of job ${n} holds the value of a secret (or text shaped like a to\
ken); a leg's id is made of its values and names its log and events, which are not redacted`,{where:t});if(s.recordsStages===
!1)continue;let l=Ec(n,o),u=i.get(l);if(u!==void 0)throw new A("matrix-invalid",`matrix legs ${JSON.stringify(u)} and ${JSON.
stringify(o)} of job ${n} would both be ${l}: a leg's id keeps only the letters, digits, _ and - of its values, so make \
them differ there`,{where:t});i.set(l,o)}}function jm(n,e,t){if(n===null||typeof n!="object"||Array.isArray(n))throw new A(
"matrix-invalid",`each strategy.matrix.${e} entry must be a mapping, got ${kc(n)}`,{where:t});return n}function Lm(n){let e=[],
t=Object.entries(n).reverse().map(([r,s])=>({path:[r],value:s}));for(let r=t.pop();r!==void 0;r=t.pop()){let{path:s,value:i}=r;
if(Array.isArray(i))for(let o=i.length-1;o>=0;o--)t.push({path:[...s,o],value:i[o]});else if(i!==null&&typeof i=="object"){
let o=Object.entries(i);for(let a=o.length-1;a>=0;a--){let[l,u]=o[a];t.push({path:[...s,l],value:u})}}else e.push({path:s,
value:XS(i)})}return e}function XS(n){return typeof n=="number"?Number(n.toPrecision(15)):typeof n=="string"||typeof n==
"boolean"?n:null}function QS(n,e){let t=n;for(let r of e){if(Array.isArray(t)){let s=Number(r);t=Number.isFinite(s)&&s>=
0?t[Math.floor(s)]:void 0}else if(t!==null&&typeof t=="object"){let s=String(r).toLowerCase(),i=Object.keys(t).find(o=>o.
toLowerCase()===s);t=i===void 0?void 0:t[i]}else return null;if(t===void 0)return null}return t}function ZS(n,e){let t={
...n};for(let[r,s]of Object.entries(e)){let i=Object.keys(t).find(o=>o.toLowerCase()===r.toLowerCase());t[i??r]=s}return t}
function kc(n){return n===null?"null":Array.isArray(n)?"a list":typeof n=="object"?"a mapping":`${typeof n} ${JSON.stringify(
n)}`}var So=class{#e;#t;#n;#r=new Map;constructor(e){this.#e=e,this.#t=e.split(/\r\n|\r|\n/),this.#n=[0];for(let t=0;t<e.length;t++)
e[t]===`
`&&this.#n.push(t+1)}locate(e,t){let s=this.#s(e)?.[Math.max(0,Math.min(t,e.text.length))];return s===void 0?this.#o(e,t):
this.#i(s)}locateLine(e,t,r){let s=e.text.split(`
`),i=r-1;for(let o=0;o<t-1&&o<s.length;o++)i+=(s[o]?.length??0)+1;return this.locate(e,i)}#s(e){let t=`${e.position.line}\
:${e.position.column}`,r=this.#r.get(t);if(r!==void 0&&(r===null||r.length===e.text.length+1))return r;let s=(this.#n[e.
position.line-1]??Number.NaN)+e.position.column-1,i=Number.isNaN(s)?null:rx(this.#e,s,e.text);return this.#r.set(t,i),i}#i(e){
let t=0,r=this.#n.length-1;for(;t<r;){let s=t+r+1>>1;this.#n[s]<=e?t=s:r=s-1}return{line:t+1,column:e-this.#n[t]+1}}#o(e,t){
let{line:r,column:s}=e.position,i=e.text.slice(0,t),o=i.split(`
`).length-1,a=i.length-(i.lastIndexOf(`
`)+1),l=this.#t[r-1]?.slice(s-1)??"";if(/^[|>]/.test(l)){let f=this.#t.slice(r).find(d=>d.trim()!=="")??"",c=f.length-f.
trimStart().length,p=e.text.startsWith(f.slice(0,c))&&c>0;return{line:r+1+o,column:(p?0:c)+a+1}}let u=/^["']/.test(l)?1:
0;return o===0?{line:r,column:s+u+a}:{line:r+o,column:a+1}}},ex={0:"\0",a:"\x07",b:"\b",t:"	","	":"	",n:`
`,v:"\v",f:"\f",r:"\r",e:"\x1B"," ":" ",'"':'"',"/":"/","\\":"\\",N:"\x85",_:"\xA0",L:"\u2028",P:"\u2029"},tx={x:2,u:4,U:8};
function nx(n,e){let t=n[e+1]??"",r=ex[t];if(r!==void 0)return{text:r,length:2};let s=tx[t];if(s===void 0)return null;let i=n.
slice(e+2,e+2+s);if(!/^[0-9a-fA-F]+$/.test(i)||i.length!==s)return null;let o=Number.parseInt(i,16);return o>1114111?null:
{text:String.fromCodePoint(o),length:2+s}}var Nc=n=>n===" "||n==="	",Cm=n=>n===`
`||n==="\r";function rx(n,e,t){let r=n[e],s=r==="|"||r===">"?"block":r==='"'?"double":r==="'"?"single":"plain",i=e;if(s===
"block"){let l=n.indexOf(`
`,e);if(l<0)return t===""?[n.length]:null;i=l+1}else s!=="plain"&&(i=e+1);let o=[],a=0;for(;a<t.length;){let l=t[a],u=n[i];
if(u===void 0){if(s==="block"&&/^\n*$/.test(t.slice(a))){for(;o.length<t.length;)o.push(n.length);break}return null}if(s===
"double"&&u==="\\"){if(Cm(n[i+1])){for(i+=n[i+1]==="\r"&&n[i+2]===`
`?3:2;Nc(n[i]);)i+=1;continue}let f=nx(n,i);if(f===null||!t.startsWith(f.text,a))return null;for(let c=0;c<f.text.length;c++)
o.push(i);a+=f.text.length,i+=f.length;continue}if(s==="double"&&u==='"')return null;if(s==="single"&&u==="'"){if(n[i+1]!==
"'"||l!=="'")return null;o.push(i),a+=1,i+=2;continue}if(u===l){o.push(i),a+=1,i+=1;continue}if(u===`
`&&(l===" "||l===`
`)){if(o.push(i),a+=1,i+=1,s!=="block")for(;Nc(n[i]);)i+=1;continue}if(Nc(u)||Cm(u)){i+=1;continue}return null}return o.
push(i),o}function Dm(n){return typeof n!="number"||!Number.isFinite(n)?null:Math.trunc(n)+0}function Tc(n){return typeof n=="stri\
ng"&&n.trim()!==""&&Number.isFinite(Number(n))?`got ${JSON.stringify(n)}, a string, not a number (fromJSON(\u2026) makes a nu\
mber of it, as GitHub requires)`:`got ${JSON.stringify(n)??String(n)}, not a number`}function Fm(n,e){let t=Dm(n);if(t===
null)return{problem:`${e} must be a number of minutes, ${Tc(n)}`};if(t<1){let r=t===n?"":` (GitHub keeps whole minutes: ${n}\
 is ${t})`;return{problem:`${e} must be a whole number of minutes above 0, got ${n}${r}`}}return{minutes:t}}function Um(n){
let e=Dm(n);return e===null?null:{minutes:e>0?e:null}}function Wm(n,e,t){let r="no step before it checks out this repository";for(let s of n.slice(0,e)){if(s.run!==null){if(sx.
test(s.run.text))return null;continue}if(s.uses===null)continue;let i=s.uses.text.trim(),o=(i.split("@")[0]??"").toLowerCase();
if(o!=="actions/checkout"){if(o.startsWith("actions/")||i.startsWith("docker://"))continue;return null}let a=ix(s);if(a===
null)return null;r=`the checkout before it (${t(s.uses.position)}) ${a}`}return r}var sx=/\bgit\s+(?:clone|checkout|fetch|init|worktree|sparse-checkout)\b|\bgh\s+repo\s+clone\b/;
function ix(n){let e=i=>n.with[i],t=e("repository");if(t!==void 0&&t.expression===null){let i=t.text.trim();if(i!=="")return`\
checks out ${i}, not this repository`}let r=e("path");if(r!==void 0&&r.expression===null){let i=r.text.trim().replace(/\/+$/,
"");if(i!==""&&i!==".")return`puts the repository in ${i}, not in the workspace where the stage looks for the workflow f\
ile`}let s=e("sparse-checkout");return s!==void 0&&s.expression===null&&ox(s.text,e)?"is sparse and leaves out .github/":
null}function ox(n,e){let t=n.split(/\r?\n/).map(i=>i.trim()).filter(i=>i!==""&&!i.startsWith("#"));if(t.length===0)return!1;
let r=e("sparse-checkout-cone-mode");return r===void 0||r.expression!==null||r.text.trim().toLowerCase()!=="false"?!t.some(
i=>{let o=i.replace(/^\/+|\/+$/g,"");return o===".github"||o===".github/workflows"||o.startsWith(".github/workflows/")}):
!t.some(i=>!i.startsWith("!")&&/^\/?(?:\.github|\*)/.test(i))}function Bm(n,e){let[t]=n.references;if(t!==void 0)return{
kind:"reference",path:`${t.kind==="stage"?"stages":"jobs"}.${t.stage}`,stage:t.stage,refKind:t.kind,at:e(t.line,t.column)};
for(let[r,s]of n.paths){let i=s.root;if(i?.length!==1||i[0]!=="stages"&&i[0]!=="jobs")continue;let[o=1,a=0]=r.split(":").
map(Number);return{kind:"all",path:i[0],at:e(o,a+1)}}return null}function Km(n,e,t,r){let s=e.kind==="reference"?`its pr\
ompt reads ${e.path} (${e.at})`:`its prompt reads every upstream stage ({{#each ${e.path}}} at ${e.at})`,i=e.kind==="ref\
erence"?`so it would know none and fail ("${e.path}: no such upstream ${e.refKind}")`:"so it would know none and render \
without them",o=r.length>0?`give the step \`${w.needs}: ${r.join(", ")}\``:`give the step a \`${w.needs}\` input naming t\
he upstream stages it reads`,a=t.startsWith("no step")?`${t}, nor does it have a \`${w.needs}\` input`:`${t}, and it has\
 no \`${w.needs}\` input`;return`job ${n}: ${s}, and ${a}: on GitHub the stage reads the workflow file from the checkout\
 to know its upstream stages, ${i}; add \`uses: actions/checkout\` with \`persist-credentials: false\` before this step, or ${o}`}var Xm=Symbol("baton.plan");function Tj(n){return typeof n=="object"&&n!==null&&n[Xm]===!0}function Oj(n,e,t={}){let r=Qm(
n,e,t,!1);if(r.plan===null){let{errors:s}=r;throw new A("plan-rejected",`${n.fileName}: ${s.length} problem${s.length===
1?"":"s"}; nothing was run`,{details:s.map(i=>Mn(`${i.path}: ${i.message}`))})}return r.plan}function Aj(n,e,t={}){return Qm(
n,e,t,t.anyRun===!0).errors}function Qm(n,e,t,r){let s=As(n),i=[...s.problems],o=t.facts??Ro,a=t.vars??{},l=t.words??Mo,
{eventName:u,inputs:f,labelName:c,event:p}=Zm(s,e,t,l,r,i);r||dx(s,u,t.secretNames??[],l,i);let d=!t.event&&u==="push"?hu(
s,o,l).notice:null,m=!t.event&&c!==void 0&&Px(p)?{level:"info",message:`the default ${u} payload brings the label ${JSON.
stringify(c)}, the name the workflow's if: compares github.event.label.name with; pass ${l.withEvent} with a payload for\
 another label`}:null,h=r?{}:{github:{event_name:u,event:p,repository:o.repository,ref:wu(u,p)??o.ref,sha:yu(u,p)??o.sha,
actor:gu(p)??o.actor},inputs:f,vars:a},g=Wh(s,t.calledWorkflows??new Map,r?null:{names:t.secretNames??[],words:l},i),y=null;
if(t.job!==void 0){let L=s.jobs.map(Z=>Z.id),se=Hi(L,t.job),we=g.find(Z=>Z.id===t.job&&Z.calledBy!==null);se!==void 0?y=
se:we?i.push({code:V.jobUnknown,severity:"error",path:s.fileName,message:`${l.job(t.job)}: a job of a called workflow ru\
ns only in its call; name the calling job: ${l.passJob(t.job.split("/")[0])}`}):i.push({code:V.jobUnknown,severity:"erro\
r",path:s.fileName,message:`${l.job(t.job)}: no such job${Ct(t.job,L)}; jobs: ${L.join(", ")}`})}let b=new Map,v=new Map,
S=[{id:null,inputs:r?null:f}],k=new Set(g.map(L=>L.id.toLowerCase())),O=new Map,$=new Map;for(let L of g){let{job:se,calledBy:we}=L,
Z=ie=>ve(L.workflow.fileName,ie),Me=tg(se.steps,t.loadAction),Lt=se.stageWorkflow===!0||Me!==null&&Me.length>0,Re=we===null?
h:{...h,inputs:{}},te=(we!==null||r)&&qn(se.strategy)!==null&&Dt(qn(se.strategy))?null:gx(e,se,Re,Z,i,t.secretValues??[],
Lt),yr=we===null?[]:b.get(we)?.stageUpstream??[],Ic=ie=>{if(te===null||Me===null||we!==null&&ie===null&&Me.some(({step:He})=>He.
with[w.stage]?.expression))return null;let _s=[],wr=ng(e,se,Me,te,we===null?Re:{...Re,inputs:ie??{}},Z,_s,t.secretValues??
[]);for(let He of _s)i.some(pn=>pn.path===He.path&&pn.message===He.message)||i.push(He);if(wr===null)return null;for(let{
stage:He,leg:pn}of wr)Object.keys(pn).length>0&&$.set(He,pn);return wr.map(({stage:He})=>He)},No=we===null?S:v.get(we)??
null,qt=No?.map(ie=>({id:ie.id===null?L.id:`${ie.id}/${se.id}`,stages:Ic(ie.inputs)}))??null;if(te!==null&&qt!==null)for(let ie of qt)
O.set(ie.id,Mm(ie.id,te,k));if(L.call!==null){let ie=L.call;v.set(L.id,No===null||qt===null||te===null?null:qt.flatMap((_s,wr)=>{
let He=No[wr].inputs,pn=O.get(_s.id)??[];return te.map((sg,ig)=>({id:pn[ig],inputs:mx(e,se,ie,{...lx(h,He),matrix:Sc(sg)})}))}))}
b.set(L.id,{id:L.id,job:se,workflow:L.workflow,needs:L.needs,upstream:L.upstream,stageUpstream:[...yr,...L.upstream],calledBy:we,
call:L.call,skip:L.skip,legs:te,stages:qt===null?Ic(null):qt.some(ie=>ie.stages===null)?null:qt.flatMap(ie=>ie.stages??[]),
instances:qt,steps:se.steps.map(ie=>({step:ie,action:jt(ie)})),stageSteps:Me,recordsStages:Lt})}for(let L of[...b.values()].
reverse()){if(L.call===null)continue;let se=L.call.jobs.map(Z=>b.get(Z));L.stages=se.some(Z=>Z?.stages==null)?null:se.flatMap(
Z=>Z?.stages??[]);let we=L.legs;L.instances===null||we===null||(L.instances=L.instances.map(({id:Z})=>{let Me=new Set(O.
get(Z)),Lt=se.flatMap(Re=>Re?.instances?.filter(te=>Me.has(te.id.slice(0,te.id.lastIndexOf("/"))))??[null]);return{id:Z,
stages:Lt.some(Re=>Re?.stages==null)?null:Lt.flatMap(Re=>Re?.stages??[])}}))}let N=[...new Map(g.filter(L=>L.call!==null).
map(L=>[L.call.path,L.call.workflow])).values()];for(let L of[s,...N])cx(L,i);let P=kx(b,i),M=new Map;for(let L of b.values())
M.set(L.id,Ex(L.workflow,L,b,P,t.readFile,i));let D=i.filter(L=>L.severity==="error").sort(ux);if(D.length>0)return{plan:null,
errors:D};let F=new Set(y?[y,...b.get(y)?.upstream??[]]:b.keys());for(let L of b.values())L.calledBy!==null&&F.has(L.calledBy)&&
F.add(L.id);let qe=[...b.values()].filter(L=>F.has(L.id)),U=[d,m].filter(L=>L!==null);return{plan:{[Xm]:!0,workflow:s,eventName:u,
event:p,inputs:f,vars:a,contexts:h,jobs:qe,target:y,notices:U,expanded:g,legIds:O,stageMatrices:$,legPlaces:u==="workflo\
w_call"||xo(s)?new Map:ax(b,O),needsFacts:M},errors:[]}}function ax(n,e){let t=new Map;for(let r of[...n.values()].reverse()){
let s=qn(r.job.strategy),i=s!==null&&!Dt(s)?r.legs:null,o=new Map;if(r.call===null){if(i!==null)for(let[a,l]of lu(r.job.
id,i))o.set(a,[l])}else if(s===null)for(let a of r.call.jobs)for(let[l,u]of t.get(a)??[])o.set(l,u);else if(i!==null){let a=(r.
instances??[]).map(l=>e.get(l.id)??[]);for(let l of r.call.jobs){let u=t.get(l);for(let f of n.get(l)?.instances??[]){let c=f.
id.slice(0,f.id.lastIndexOf("/")),p=a.map(d=>d.indexOf(c)).find(d=>d>=0);if(p!==void 0)for(let d of f.stages??[])o.set(d,
[p,...u?.get(d)??[]])}}}o.size>0&&t.set(r.id,o)}return t}function $j(n,e){return e.calledBy!==null||e.job.stageWorkflow===
!0?()=>{}:(t,r)=>n.legPlaces.get(t)?.get(r)}function lx(n,e){let{inputs:t,...r}=n;return e===null?r:{...r,inputs:e}}function cx(n,e){
let t=l=>ve(n.fileName,l);for(let l of Tm(n))e.push({code:V.actionInputUnknown,severity:"error",path:t(l.position),message:l.
message});let r=Om(n);for(let l of r)e.push({code:V.actionInputInvalid,severity:"error",path:t(l.position),message:l.message});
let s=n.jobs.flatMap(l=>[{key:"timeout-minutes",node:l.timeoutMinutes,step:!1},{key:"cancel-timeout-minutes",node:l.cancelTimeoutMinutes,
step:!1},...l.steps.map(u=>({key:"timeout-minutes",node:u.timeoutMinutes,step:!0}))]),i=new Set([...n.problems.map(l=>l.
path),...r.map(l=>t(l.position))]);for(let{key:l,node:u,step:f}of s){if(u?.kind!=="literal"||i.has(t(u.position)))continue;
let c=f?Um(u.value):Fm(u.value,l),p=c===null?`${l} must be a number of minutes, ${Tc(u.value)}`:"problem"in c?c.problem:
null;p!==null&&e.push({code:V.timeoutInvalid,severity:"error",path:t(u.position),message:p})}let o=l=>l!==null&&!l.text.
includes("${{")?l:null,a=[{shell:o(n.defaults?.shell??null),key:"defaults.run.shell"},...n.jobs.flatMap(l=>[{shell:o(l.defaults?.
shell??null),key:`jobs.${l.id}.defaults.run.shell`},...l.steps.filter(u=>u.run!==null).map(u=>({shell:o(u.shell),key:"sh\
ell"}))])];for(let{shell:l,key:u}of a){if(l===null)continue;let{text:f,position:c}=l;try{dm(f)}catch(p){e.push({code:V.shellInvalid,
severity:"error",path:t(c),message:`${u}: ${p instanceof A?p.message:String(p)}`})}}}function ux(n,e){let t=r=>{let s=/:(\d+):(\d+)$/.
exec(r.path);return s?Number(s[1])*1e6+Number(s[2]):0};return t(n)-t(e)}function _j(n,e,t={}){let{eventName:r,event:s}=Zm(
As(n),e,t,t.words??Mo,!1,[]);return{name:r,payload:s,made:!t.event}}function Zm(n,e,t,r,s,i){let o=t.facts??Ro,{name:a,problem:l}=du(
n,t.event??null,t.eventName,r);l!==null&&i.push({code:V.eventNotTrigger,severity:"error",path:n.fileName,message:l});let u=s?
{}:{...fx(n,a,t.event??null),...t.inputs},f=s?{}:hx(n,a,u,r,i),c=t.event?void 0:Am(n,e,["github","event","label","name"]),
p=t.event?px(t.event,a,Vm(f,u)):mu(a,o,Vm(f,u),n,c);return{eventName:a,inputs:f,labelName:c,event:p}}function px(n,e,t){
if(!(e==="workflow_dispatch"||e==="workflow_call")||Object.keys(t).length===0)return n;let s=n.inputs!==null&&typeof n.inputs==
"object"?n.inputs:{};return{...n,inputs:{...s,...t}}}function Vm(n,e){return Object.fromEntries(Object.entries(n).map(([
t,r])=>[t,Object.hasOwn(e,t)?e[t]:String(r)]))}function fx(n,e,t){let r=t?.inputs;if(e!=="workflow_dispatch"||r===null||
typeof r!="object")return{};let s={};for(let[i,o]of Object.entries(r))Object.hasOwn(n.inputs,i)&&(o===""&&n.inputs[i].default===
null||(typeof o=="string"||typeof o=="number"||typeof o=="boolean")&&(s[i]=String(o)));return s}function xo(n){let e=Object.
keys(n.on);return e.length>0&&e.every(t=>t==="workflow_call")}function dx(n,e,t,r,s){if(e!=="workflow_call"&&!xo(n))return;
let i=n.on.workflow_call?.secrets;if(i===null||typeof i!="object")return;let o=new Set(t.map(a=>a.toUpperCase()));for(let[
a,l]of Object.entries(i))l?.required!==!0||o.has(a.toUpperCase())||s.push({code:V.inputMissing,severity:"error",path:n.fileName,
message:`secret ${a} is required by on.workflow_call.secrets, as GitHub requires it of every caller; pass ${r.passSecret(
a)} (with ${a} set in the environment)`})}function hx(n,e,t,r,s){let i={},o=xo(n),a=e==="workflow_dispatch"||e==="workfl\
ow_call"||o,l=e==="workflow_dispatch"&&!o?"workflow_dispatch":"workflow_call",u=n.on[l]?.inputs,f=Object.fromEntries(Object.
entries(n.inputs).filter(([p])=>u!==null&&typeof u=="object"&&Object.hasOwn(u,p))),c=Object.keys(f);if(!a){for(let p of Object.
keys(t))s.push({code:V.inputUnknown,severity:"error",path:n.fileName,message:`${r.input(p)}: ${e} runs have no inputs (o\
n GitHub, inputs are for workflow_dispatch and workflow_call); ${"workflow_dispatch"in n.on?`pass ${r.passEventName("wor\
kflow_dispatch")} to dispatch it`:`give the event's payload with ${r.withEvent} instead (this workflow is not triggered \
by workflow_dispatch)`}`});return i}for(let[p,d]of Object.entries(t)){let m=f[p];if(!m){s.push({code:V.inputUnknown,severity:"\
error",path:n.fileName,message:`${r.input(p)}: on.${l} declares no such input${Ct(p,c)}; its inputs: ${c.length>0?c.join(
", "):"(none)"}`});continue}let h=ve(n.fileName,m.position);switch(m.type){case"boolean":d!=="true"&&d!=="false"?s.push(
{code:V.inputInvalid,severity:"error",path:h,message:`${r.input(p,d)}: input '${p}' is a boolean; use true or false`}):i[p]=
d==="true";break;case"number":d.trim()===""||!Number.isFinite(Number(d))?s.push({code:V.inputInvalid,severity:"error",path:h,
message:`${r.input(p,d)}: input '${p}' is a number`}):i[p]=Number(d);break;case"choice":m.options&&!m.options.includes(d)?
s.push({code:V.inputInvalid,severity:"error",path:h,message:`${r.input(p,d)}: not one of the options: ${m.options.join("\
, ")}`}):i[p]=d;break;default:i[p]=d}}for(let p of Object.values(f))p.name in t||(p.default!==null?i[p.name]=p.default:p.
required&&a?s.push({code:V.inputMissing,severity:"error",path:ve(n.fileName,p.position),message:`input '${p.name}' is re\
quired and has no default; pass ${r.passInput(p.name)}`}):p.type==="boolean"?i[p.name]=!1:i[p.name]="");return i}function eg(n,e){
let[t,r]=n;if(t==="matrix")return!0;if(t==="inputs"||t==="vars")return Object.hasOwn(e,t);if(t!=="github"||r===void 0||r===
"*")return!1;let s=e.github;return typeof s=="object"&&s!==null&&!Array.isArray(s)&&Object.keys(s).some(i=>i.toLowerCase()===
r)}function mx(n,e,t,r){let s=t.workflow.call;if(s===void 0||Object.values(e.with).some(o=>o.expression!==null&&n.facts(
o.expression).paths.some(a=>!eg(a,r))))return null;try{return Hh(s,Gh(n,e,s,()=>({contexts:r})),t.path)}catch(o){if(o instanceof
A)return null;throw o}}function gx(n,e,t,r,s,i,o){let a=qn(e.strategy);if(!a)return[{}];if(Oc(a))return null;let l=(f,c)=>{
if(!(f instanceof A))throw f;return s.push({code:V.matrixInvalid,severity:"error",path:f.where??r(a.position),message:`j\
obs.${e.id}: ${f.message}`}),c},u;try{u=yx(n,a,t,r)}catch(f){return l(f,[{}])}try{Rm(e.id,u,r(a.position),i,{recordsStages:o})}catch(f){
return l(f,null)}return u}function qn(n){return n?n.kind==="expression"?n:n.kind!=="mapping"?null:n.entries.find(e=>e.key===
"matrix")?.value??null:null}function yx(n,e,t,r){let s=Fn(n,e,{contexts:t,where:r(e.position)});return xc(s,r(e.position),
{whereOf:i=>r(wx(e,i))})}function wx(n,e){let t=n,r=n.position;for(let s of e)if(t.kind==="mapping"&&typeof s=="string"){
let i=t.entries.find(o=>o.key===s);if(!i)break;r=i.keyPosition??i.value.position,t=i.value}else if(t.kind==="sequence"&&
typeof s=="number"){let i=t.items[s];if(!i)break;r=i.position,t=i}else break;return r}function Oc(n){if(!Dt(n))return!1;
switch(n.kind){case"expression":return/\bneeds\b/i.test(n.expression);case"sequence":return n.items.some(Oc);case"mappin\
g":return n.entries.some(e=>Oc(e.value));default:return!1}}function bx(n,e,t,r,s){let i=t.with[w.stage];return i&&i.text.
trim()!==""?(i.expression===null?[]:n.facts(i.expression).paths).some(a=>!eg(a,s))?null:Do(n,i,{contexts:{...s,matrix:Sc(
r)}}).trim():hn(e.id,Object.keys(r).length>0?r:null)}function Ac(n){return n.action.kind==="baton"&&(n.action.action==="\
stage"||n.action.action==="prepare")}var vx=9;function tg(n,e,t=0){let r=[];for(let s of n){let i=jt(s);if(Ac({step:s,action:i})&&
r.push({step:s,inAction:t>0}),i.kind!=="local")continue;if(e===void 0||t>vx)return null;let o=e(i.path);if(o===void 0)return null;
if(o.kind!=="composite")continue;let a=tg(o.steps,e,t+1);if(a===null)return null;r.push(...a)}return r}function Ij(n,e,t,r,s){
return e.stageSteps===null?null:ng(n,e.job,e.stageSteps,t,r,()=>"",[],s)}function ng(n,e,t,r,s,i,o,a){let l=[];for(let{step:u,
inAction:f}of t){if(f&&u.with[w.stage]?.expression)return null;for(let c of r){let p;try{p=bx(n,e,u,c,s)}catch(m){if(!(m instanceof
A))throw m;o.push({code:V.stageInvalid,severity:"error",path:i(u.with[w.stage]?.position??u.position),message:m.message});
continue}if(p===null)return null;if(Us(p,a)){o.push({code:V.stageInvalid,severity:"error",path:i(u.with[w.stage]?.position??
u.position),message:wc});continue}if(!Mt.test(p)){o.push({code:V.stageInvalid,severity:"error",path:i(u.with[w.stage]?.position??
u.position),message:`stage "${p}" is not a valid stage id: a letter or _ then up to 99 letters, digits, _ or -`});continue}
let d=nu(p);if(d!==null){o.push({code:V.stageInvalid,severity:"error",path:i(u.with[w.stage]?.position??u.position),message:d});
continue}l.push({stage:p,leg:c})}}return l}function kx(n,e){let t=new Map;for(let r of n.values()){if(r.call!==null)continue;
let s=l=>ve(r.workflow.fileName,l),i=new Set,o=new Map,a=r.stages===null?[]:r.instances??[{id:r.id,stages:r.stages}];for(let l of a){
let u=new Set;for(let f of l.stages??[]){let c=t.get(f),p=o.get(f),d=u.has(f)?`job '${r.id}' runs stage '${f}' more than\
 once; give each baton step its own \`stage\` input`:p!==void 0?xx(f,r.id,[p,l.id]):c!==void 0?`stage '${f}' of job '${r.
id}' is also a stage of job '${c}'; set a different \`stage\` input${r.calledBy!==null||n.get(c)?.calledBy?" (a called w\
orkflow's job records its stages under its own job id, as github.job is inside a called workflow on GitHub, so two calls\
 of one file, or a called job and a job of the same id, record the same stage; give the called file's stage a `stage:` i\
nput made from one of its inputs)":""}`:null;d!==null&&!i.has(f)&&(i.add(f),e.push({code:V.stageDuplicate,severity:"erro\
r",path:s(r.job.position),message:d})),u.add(f),o.set(f,o.get(f)??l.id),t.set(f,t.get(f)??r.id)}}}return t}function Sx(n,e,t,r,s){
let i=t.with[w.vars],o;if(e.calledBy===null&&(i===void 0||i.expression===null))try{let u=i===void 0?[]:Object.keys(ko(i.
text)),f=Object.keys(n.inputs);o={names:[...new Set([...f,...u])],from:"the workflow's declared inputs and the keys of t\
he step's vars"}}catch{}let a=u=>("stage"in u?[s.get(u.stage)??""]:$c(e,u.job)).map(f=>r.get(f)).filter(f=>f!==void 0),l=u=>u.
some(f=>f.legs===null)?void 0:Jm(u.flatMap(f=>f.legs??[]));return{inputs:o,matrix:u=>{let f=a(u);if(!(f.length===0||f.some(
c=>c.skip!==null)))return l(f.flatMap(c=>c.call===null?[c]:Eo(c,r).filter(p=>p.recordsStages||p.stageSteps===null)))},call:u=>{
for(let f of a(u)){let c=f.call!==null?f:r.get(f.calledBy??"");if(c?.call==null)continue;return{job:c===f&&"job"in u?u.job:
c.id,file:c.call.path,keys:Jm(c.legs??[])}}}}}function Jm(n){return[...new Set(n.flatMap(e=>Object.keys(e)))]}function xx(n,e,t){
return`stage '${n}' of job '${e}' would be recorded by every leg of the call around it (${t.join(", ")}): a called workf\
low's job records its stages under its own job id, as github.job is inside a called workflow on GitHub, and the caller's\
 matrix does not reach the called workflow; give the stage a \`stage:\` input made from the inputs its legs give it (stage\
: ${fe(e)}-\${{ inputs.<name> }}), so that each leg records its own`}function Ex(n,e,t,r,s,i){let o=d=>ve(n.fileName,d),
a=e.stageUpstream.map(d=>t.get(d)).filter(d=>d!==void 0),l=[...new Set(a.flatMap(d=>Eo(d,t)))],u=[...new Set(l.flatMap(d=>d.
stages??[]))],f=l.filter(d=>d.stages===null),c=[...new Set(f.map(d=>fe(d.id)))],p={job:e.id,upstreamStages:u,openMatrices:[
...new Set(f.filter(Ym).map(d=>fe(d.id)))],unknown:f.some(d=>!Ym(d)),jobs:$x(t),upstreamJobs:e.upstream,runsAfter:d=>Yi(
n,d,e.id)};for(let{step:d,action:m}of e.steps){if(!Ac({step:d,action:m}))continue;let h=d.with[w.needs];if(h)for(let P of cm(
h,p))i.push({code:V.needsInput,severity:"error",path:o(rg(n).locate(h,P.offset)),message:P.message});let g=Ch(n,e.job)?Dh(
h,P=>{let M=t.get(r.get(P)??"");if(M===void 0)return;let D=M.upstream.map(F=>t.get(F)?.stages??null);return{callsStageWorkflow:M.
job.stageWorkflow===!0,needsInput:M.job.steps[0]?.with[w.needs],upstreamStages:D.includes(null)?null:D.flatMap(F=>F??[])}}):
null,y=(P,M)=>({code:V.templateStage,severity:"error",message:Fh(P,M,e.id,h)}),b=[],v=d.with[w.prompt];if(v&&(v.expression===
null||!Ad(v.text))){let P=v.expression===null?v.text:$d(v.text);b.push({template:P,locate:(M,D)=>Ix(n,v,M,D)})}let S=d.with[w.
promptFile];if(S&&S.expression===null&&s){let P,M="does not exist";try{P=s(S.text)}catch(D){M=D instanceof Error?D.message:
String(D)}P===void 0?i.push({code:V.promptFileMissing,severity:"error",path:o(S.position),message:`prompt-file ${S.text}\
: ${M}`}):b.push({template:P,locate:(D,F)=>`${S.text}:${D}:${F}`})}let k=Sx(n,e,d,t,r),O=null,$=[];for(let{template:P,locate:M}of b){
let{analysis:D,problems:F}=Bs(P);D&&($.push(...D.references),O??=Bm(D,(U,gr)=>M(U,gr).replace(`${n.fileName}:`,"")));let qe=Em(
D?.keys??[],k);for(let U of[...F,...qe])i.push({code:qe.includes(U)?V.templateKey:V.templateInvalid,severity:"error",path:M(
U.line,U.column),message:[U.message,...U.details].join("; ")});for(let U of D?.references??[]){if(U.kind==="job"){let Z=$c(
e,U.stage).map(te=>t.get(te)?.stages);if(Z.length>0){let te=Z.includes(null)?null:Z.flatMap(yr=>yr??[]);g&&te&&te.length>
0&&!te.some(yr=>g.has(yr))&&i.push({...y(`jobs.${U.stage}`,`its stages (${te.join(", ")})`),path:M(U.line,U.column)});continue}
let Me=[...new Set(e.stageUpstream.map(fe))],Lt=Ye(U.stage,Me),Re=Tx(e.id).map(te=>`${te}${U.stage}`).find(te=>t.has(te));
i.push({code:V.templateStage,severity:"error",path:M(U.line,U.column),message:`jobs.${U.stage}: not a job upstream of jo\
b '${e.id}'${e.stageUpstream.includes(U.stage)?` (did you mean ${fe(U.stage)}? a called workflow reads its own jobs by t\
heir ids in its file, as GitHub's records name them: github.job is the called file's own job id)`:Re!==void 0?Gm(t,e.id,
Re,"job"):Lt?` (did you mean ${Lt}?)`:""}; upstream jobs: ${Me.length>0?Me.join(", "):"(none)"}`});continue}if(u.includes(
U.stage)){g&&!g.has(U.stage)&&i.push({...y(`stages.${U.stage}`,U.stage),path:M(U.line,U.column)});continue}if(Ox(c,U.stage))
continue;let gr=r.get(U.stage)??_x(U.stage,t),L=Ye(U.stage,u),se=Ax(U.stage,t),we=gr?Gm(t,e.id,gr,"stage"):se!==null?` (\
did you mean ${se}? a called workflow's job records its stages under its own job id, as github.job is inside a called wo\
rkflow on GitHub)`:L?` (did you mean ${L}?)`:"";i.push({code:V.templateStage,severity:"error",path:M(U.line,U.column),message:`\
stages.${U.stage}: not a stage upstream of job '${e.id}'${we}; upstream stages: ${u.length>0||c.length>0?[...u,...c.map(
Z=>`${Z}-*`)].join(", "):"(none)"}`})}}let N=O?.kind==="reference"?Nx(n,e,d,O,$,u,t):null;N!==null&&i.push(N)}return p}function Nx(n,e,t,r,s,i,o){
if(e.calledBy!==null||e.job.stageWorkflow===!0||xo(n)||t.uses===null||t.uses.text.trim().startsWith("./")||(t.with[w.needs]?.
text.trim()??"")!=="")return null;let a=e.job.steps[t.index]?.position;if(a?.line!==t.position.line||a.column!==t.position.
column)return null;let l=Wm(e.job.steps,t.index,f=>`${f.line}:${f.column}`);if(l===null)return null;let u=new Set;for(let f of s){
if(f.kind==="stage"){i.includes(f.stage)&&u.add(f.stage);continue}for(let c of $c(e,f.stage))for(let p of o.get(c)?.stages??
[])u.add(p)}return{code:V.checkoutMissing,severity:"error",path:ve(n.fileName,t.uses.position),message:Km(e.id,r,l,[...u])}}
function $c(n,e){return n.stageUpstream.filter(t=>fe(t)===e)}function Tx(n){let e=[];for(let t=n.lastIndexOf("/");t>=0;t=
n.lastIndexOf("/",t-1))e.push(n.slice(0,t+1));return[...e,""]}function Eo(n,e){let t=r=>r===n.id?n:e.get(r);return uc([n.
id],r=>t(r)?.call).map(t).filter(r=>r!==void 0&&r.call===null)}function Pj(n,e){return n.call===null||n.stages!==null?[n.
id]:[...Eo(n,e).map(t=>t.id),n.id]}function jj(n,e){let t=Eo(n,e).filter(r=>r.stages===null);return[...new Set(t.map(r=>fe(
r.id)))]}function Ox(n,e){return n.some(t=>e===t||e.startsWith(`${t}-`))}function Ax(n,e){for(let t of e.values()){if(t.
calledBy===null)continue;let r=Uh(t.id);if(n===r||n.startsWith(`${r}-`))return`${fe(t.id)}${n.slice(r.length)}`}return null}
function Gm(n,e,t,r){let s="a prompt reads only stages of jobs that finish before it",i=Yh(o=>{let a=n.get(o);return a?{
workflow:a.workflow,calledBy:a.calledBy}:void 0},e,t);return i.kind==="self"?` (${r==="stage"?"it is a stage of this job\
 itself":"it is this job itself"}: ${s}; a retry's previous attempt is {{attempt.previous}})`:i.kind==="after"?` (${i.text}\
; ${s})`:i.kind!=="add"?` (${r==="stage"?`it is a stage of job '${t}'; `:""}${i.text})`:r==="stage"?` (it is a stage of \
job '${t}'; add '${i.need}' to ${i.needsOf})`:` (add '${i.need}' to ${i.needsOf})`}var Hm=new WeakMap;function $x(n){let e=Hm.
get(n);return e===void 0&&(e=new Map([...n.values()].map(t=>[t.id,{stages:t.stages,matrix:qn(t.job.strategy)!==null}])),
Hm.set(n,e)),e}function Ym(n){return n.legs===null&&n.call===null&&n.steps.every(({step:e,action:t})=>t.kind!=="local"&&
(!Ac({step:e,action:t})||(e.with[w.stage]?.text.trim()??"")===""))}function _x(n,e){let t;for(let r of e.values()){let s=fe(
r.id);r.stages!==null||r.call!==null||!(n===s||n.startsWith(`${s}-`))||(t===void 0||s.length>fe(t).length)&&(t=r.id)}return t}
var zm=new WeakMap;function Ix(n,e,t,r){let s=rg(n).locateLine(e,t,r);return`${n.fileName}:${s.line}:${s.column}`}function rg(n){
let e=zm.get(n);return e===void 0&&(e=new So(n.source),zm.set(n,e)),e}function Px(n){return n.label!==null&&typeof n.label==
"object"}function _c(n){let e=jt(n);return e.kind==="baton"?e.action:null}function Uj(n){return n.steps.some(e=>{let t=_c(e);return t===
"stage"||t==="prepare"})}function jx(n){let e=[];for(let t of n.steps){let r=_c(t);(r==="stage"||r==="prepare")&&e.push(
t.with)}return gt(n)&&e.push(n.with),e}function Lx(n){let e=new Set;for(let t of n.steps){let r=_c(t);t.id&&(r==="stage"||
r==="capture")&&e.add(t.id.toLowerCase())}return e}function Wj(n,e,t){if(gt(n))return new Set([e]);let r=Lx(n),s=new Set;
for(let[i,o]of Object.entries(n.outputs)){if(o.expression===null)continue;t.facts(o.expression).paths.some(l=>l[0]==="st\
eps"&&l[2]==="outputs"&&l[3]===e&&r.has(l[1]??""))&&s.add(i.toLowerCase())}return s}var Bj=new Set(Object.values(wt).flatMap(
n=>n.keyEnv.map(e=>e.toUpperCase())));function qx(n){let e=new Set,t=!1;for(let r of jx(n)){let s=r[w.stage];s?s.expression===
null?e.add(s.text.trim()):t=!0:e.add(n.id)}return{ids:[...e],matrix:n.strategy!==null&&Mx(n.strategy),unknown:t}}function Kj(n,e){
let{ids:t,matrix:r,unknown:s}=qx(n);if(s||n.steps.some(a=>jt(a).kind==="local"))return{stages:null,openMatrix:!1,matrix:r};
if(!r)return{stages:t,openMatrix:!1,matrix:r};let i=qn(n.strategy),o=t.includes(n.id);if(i===null||Dt(i))return{stages:null,
openMatrix:o,matrix:r};try{let a=qm(n.id,Fn(e,i,{contexts:{}}));return{stages:t.flatMap(l=>l===n.id?a:[l]),openMatrix:!1,
matrix:r}}catch{return{stages:null,openMatrix:o,matrix:r}}}function Mx(n){return n.kind!=="mapping"||n.entries.some(e=>e.
key==="matrix")}function Vj(n,e){let t=n.permissions?"job":"workflow",r=n.permissions??e.permissions;if(r===null)return{
kind:"unset"};if(r.kind==="literal")return{kind:"all",level:String(r.value),position:r.position,from:t};if(r.kind==="map\
ping"){let s=new Map;for(let i of r.entries)if(i.value.kind==="literal")s.set(i.key,String(i.value.value));else return{kind:"\
expression",position:r.position,from:t};return{kind:"scopes",scopes:s,position:r.position,from:t}}return{kind:"expressio\
n",position:r.position,from:t}}function Jj(n){return n.kind==="all"?n.level==="write-all"?["write-all"]:[]:n.kind==="sco\
pes"?[...n.scopes].filter(([,e])=>e==="write").map(([e])=>e):[]}function Gj(n,e){return n.kind==="all"?n.level==="write-\
all":n.kind==="scopes"?n.scopes.get(e)==="write":!1}export{Do as a,Rx as b,Cx as c,Fn as d,Dt as e,nT as f,Ad as g,$d as h,Hi as i,Hv as j,EO as k,Yi as l,zi as m,ve as n,Yv as o,
hI as p,mI as q,jt as r,gt as s,yt as t,Ln as u,wt as v,SI as w,Kk as x,xI as y,EI as z,oc as A,NI as B,TI as C,OI as D,
AI as E,$I as F,_I as G,Ch as H,Dh as I,Fh as J,fe as K,uc as L,Wh as M,Gh as N,Hh as O,Yh as P,XI as Q,Xh as R,fc as S,
Zh as T,nm as U,gS as V,gP as W,yP as X,bS as Y,TP as Z,OP as _,So as $,Sc as aa,Mm as ba,Rm as ca,LP as da,OS as ea,qP as fa,
gc as ga,MP as ha,RP as ia,cm as ja,JP as ka,gm as la,bo as ma,ZP as na,qS as oa,m1 as pa,g1 as qa,y1 as ra,ko as sa,T1 as ta,
O1 as ua,Tm as va,Om as wa,Tc as xa,Fm as ya,Um as za,Wm as Aa,Bm as Ba,Km as Ca,Tj as Da,Oj as Ea,Aj as Fa,$j as Ga,_j as Ha,
eg as Ia,qn as Ja,yx as Ka,vx as La,Ij as Ma,xx as Na,Pj as Oa,jj as Pa,Ox as Qa,_c as Ra,Uj as Sa,jx as Ta,Lx as Ua,Wj as Va,
Bj as Wa,qx as Xa,Kj as Ya,Vj as Za,Jj as _a,Gj as $a};
