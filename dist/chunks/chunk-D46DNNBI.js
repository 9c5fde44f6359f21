import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{C as Io,D as cu,E as uu,F as pu,H as fu,I as du,K as hu,b as su,f as ou,r as Cs,u as au,w as lu,y as Ds}from"./chunk-3A2BNYEL.js";
import{b as vr,d as Rs,j as ru}from"./chunk-5DLJWEIX.js";import{b as pn}from"./chunk-QLL2P65I.js";import{a as _o}from"./chunk-LS2NIP65.js";
import{a as Yc}from"./chunk-DFZ7GFYN.js";import{O as nu,Q as iu,a as zm,e as Xc,f as zc,g as Qc,h as Zc,i as eu,q as tu}from"./chunk-6GGTFNY6.js";
import{f as Ve,h as Ls,i as Mt,o as Hc,p as Cn,r as Ms}from"./chunk-R2GOXKKL.js";import{b as Oc,d as _,e as Ac,k as Ln}from"./chunk-4X335366.js";
import{$ as Wc,Aa as Ze,B as b,Ca as Gc,D as Ke,F as xo,G as cn,H as $s,Ha as qs,I as _s,J as qc,K as Lc,L as Eo,M as Mc,
N as Rc,S as W,T as Cc,W as Dc,Y as Is,Z as Fc,_ as Uc,aa as No,ba as To,ca as Oo,da as Ao,ea as Bc,fa as wr,g as $c,ga as Kc,
h as _c,i as gr,ia as ee,ja as Mn,ka as Rn,la as Vc,m as So,n as yr,na as $o,oa as un,qa as Lt,ua as Jc,v as Ic,va as Ps,
w as Pc,wa as br,x as me,xa as js,y as qt,z as jc,za as bt}from"./chunk-FAULMEVE.js";import{a as ko}from"./chunk-5A7QKWCT.js";
import{a as As,b as A,c as Xm,d as wt}from"./chunk-3NR5HZ6E.js";var F=A(fe=>{"use strict";var Wo=Symbol.for("yaml.alias"),qu=Symbol.for("yaml.document"),Vs=Symbol.for("yaml.map"),Lu=Symbol.
for("yaml.pair"),Bo=Symbol.for("yaml.scalar"),Js=Symbol.for("yaml.seq"),Et=Symbol.for("yaml.node.type"),ug=n=>!!n&&typeof n==
"object"&&n[Et]===Wo,pg=n=>!!n&&typeof n=="object"&&n[Et]===qu,fg=n=>!!n&&typeof n=="object"&&n[Et]===Vs,dg=n=>!!n&&typeof n==
"object"&&n[Et]===Lu,Mu=n=>!!n&&typeof n=="object"&&n[Et]===Bo,hg=n=>!!n&&typeof n=="object"&&n[Et]===Js;function Ru(n){
if(n&&typeof n=="object")switch(n[Et]){case Vs:case Js:return!0}return!1}function mg(n){if(n&&typeof n=="object")switch(n[Et]){case Wo:case Vs:case Bo:case Js:
return!0}return!1}var gg=n=>(Mu(n)||Ru(n))&&!!n.anchor;fe.ALIAS=Wo;fe.DOC=qu;fe.MAP=Vs;fe.NODE_TYPE=Et;fe.PAIR=Lu;fe.SCALAR=
Bo;fe.SEQ=Js;fe.hasAnchor=gg;fe.isAlias=ug;fe.isCollection=Ru;fe.isDocument=pg;fe.isMap=fg;fe.isNode=mg;fe.isPair=dg;fe.
isScalar=Mu;fe.isSeq=hg});var Tr=A(Ko=>{"use strict";var ae=F(),Se=Symbol("break visit"),Cu=Symbol("skip children"),it=Symbol("remove node");function Gs(n,e){
let t=Du(e);ae.isDocument(n)?Kn(null,n.contents,t,Object.freeze([n]))===it&&(n.contents=null):Kn(null,n,t,Object.freeze(
[]))}Gs.BREAK=Se;Gs.SKIP=Cu;Gs.REMOVE=it;function Kn(n,e,t,r){let s=Fu(n,e,t,r);if(ae.isNode(s)||ae.isPair(s))return Uu(
n,r,s),Kn(n,s,t,r);if(typeof s!="symbol"){if(ae.isCollection(e)){r=Object.freeze(r.concat(e));for(let i=0;i<e.items.length;++i){
let o=Kn(i,e.items[i],t,r);if(typeof o=="number")i=o-1;else{if(o===Se)return Se;o===it&&(e.items.splice(i,1),i-=1)}}}else if(ae.
isPair(e)){r=Object.freeze(r.concat(e));let i=Kn("key",e.key,t,r);if(i===Se)return Se;i===it&&(e.key=null);let o=Kn("val\
ue",e.value,t,r);if(o===Se)return Se;o===it&&(e.value=null)}}return s}async function Hs(n,e){let t=Du(e);ae.isDocument(n)?
await Vn(null,n.contents,t,Object.freeze([n]))===it&&(n.contents=null):await Vn(null,n,t,Object.freeze([]))}Hs.BREAK=Se;
Hs.SKIP=Cu;Hs.REMOVE=it;async function Vn(n,e,t,r){let s=await Fu(n,e,t,r);if(ae.isNode(s)||ae.isPair(s))return Uu(n,r,s),
Vn(n,s,t,r);if(typeof s!="symbol"){if(ae.isCollection(e)){r=Object.freeze(r.concat(e));for(let i=0;i<e.items.length;++i){
let o=await Vn(i,e.items[i],t,r);if(typeof o=="number")i=o-1;else{if(o===Se)return Se;o===it&&(e.items.splice(i,1),i-=1)}}}else if(ae.
isPair(e)){r=Object.freeze(r.concat(e));let i=await Vn("key",e.key,t,r);if(i===Se)return Se;i===it&&(e.key=null);let o=await Vn(
"value",e.value,t,r);if(o===Se)return Se;o===it&&(e.value=null)}}return s}function Du(n){return typeof n=="object"&&(n.Collection||
n.Node||n.Value)?Object.assign({Alias:n.Node,Map:n.Node,Scalar:n.Node,Seq:n.Node},n.Value&&{Map:n.Value,Scalar:n.Value,Seq:n.
Value},n.Collection&&{Map:n.Collection,Seq:n.Collection},n):n}function Fu(n,e,t,r){if(typeof t=="function")return t(n,e,
r);if(ae.isMap(e))return t.Map?.(n,e,r);if(ae.isSeq(e))return t.Seq?.(n,e,r);if(ae.isPair(e))return t.Pair?.(n,e,r);if(ae.
isScalar(e))return t.Scalar?.(n,e,r);if(ae.isAlias(e))return t.Alias?.(n,e,r)}function Uu(n,e,t){let r=e[e.length-1];if(ae.
isCollection(r))r.items[n]=t;else if(ae.isPair(r))n==="key"?r.key=t:r.value=t;else if(ae.isDocument(r))r.contents=t;else{
let s=ae.isAlias(r)?"alias":"scalar";throw new Error(`Cannot replace node with ${s} parent`)}}Ko.visit=Gs;Ko.visitAsync=
Hs});var Vo=A(Bu=>{"use strict";var Wu=F(),yg=Tr(),wg={"!":"%21",",":"%2C","[":"%5B","]":"%5D","{":"%7B","}":"%7D"},bg=n=>n.replace(
/[!,[\]{}]/g,e=>wg[e]),Or=class n{constructor(e,t){this.docStart=null,this.docEnd=!1,this.yaml=Object.assign({},n.defaultYaml,
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
startsWith(r))return t+bg(e.substring(r.length));return e[0]==="!"?e:`!<${e}>`}toString(e){let t=this.yaml.explicit?[`%Y\
AML ${this.yaml.version||"1.2"}`]:[],r=Object.entries(this.tags),s;if(e&&r.length>0&&Wu.isNode(e.contents)){let i={};yg.
visit(e.contents,(o,a)=>{Wu.isNode(a)&&a.tag&&(i[a.tag]=!0)}),s=Object.keys(i)}else s=[];for(let[i,o]of r)i==="!!"&&o===
"tag:yaml.org,2002:"||(!e||s.some(a=>a.startsWith(o)))&&t.push(`%TAG ${i} ${o}`);return t.join(`
`)}};Or.defaultYaml={explicit:!1,version:"1.2"};Or.defaultTags={"!!":"tag:yaml.org,2002:"};Bu.Directives=Or});var Ys=A(Ar=>{"use strict";var Ku=F(),vg=Tr();function kg(n){if(/[\x00-\x19\s,[\]{}]/.test(n)){let t=`Anchor must not co\
ntain whitespace or control characters: ${JSON.stringify(n)}`;throw new Error(t)}return!0}function Vu(n){let e=new Set;return vg.
visit(n,{Value(t,r){r.anchor&&e.add(r.anchor)}}),e}function Ju(n,e){for(let t=1;;++t){let r=`${n}${t}`;if(!e.has(r))return r}}
function Sg(n,e){let t=[],r=new Map,s=null;return{onAnchor:i=>{t.push(i),s??(s=Vu(n));let o=Ju(e,s);return s.add(o),o},setAnchors:()=>{
for(let i of t){let o=r.get(i);if(typeof o=="object"&&o.anchor&&(Ku.isScalar(o.node)||Ku.isCollection(o.node)))o.node.anchor=
o.anchor;else{let a=new Error("Failed to resolve repeated object (this should not happen)");throw a.source=i,a}}},sourceObjects:r}}
Ar.anchorIsValid=kg;Ar.anchorNames=Vu;Ar.createNodeAnchors=Sg;Ar.findNewAnchor=Ju});var Jo=A(Gu=>{"use strict";function $r(n,e,t,r){if(r&&typeof r=="object")if(Array.isArray(r))for(let s=0,i=r.length;s<i;++s){
let o=r[s],a=$r(n,r,String(s),o);a===void 0?delete r[s]:a!==o&&(r[s]=a)}else if(r instanceof Map)for(let s of Array.from(
r.keys())){let i=r.get(s),o=$r(n,r,s,i);o===void 0?r.delete(s):o!==i&&r.set(s,o)}else if(r instanceof Set)for(let s of Array.
from(r)){let i=$r(n,r,s,s);i===void 0?r.delete(s):i!==s&&(r.delete(s),r.add(i))}else for(let[s,i]of Object.entries(r)){let o=$r(
n,r,s,i);o===void 0?delete r[s]:o!==i&&(r[s]=o)}return n.call(e,t,r)}Gu.applyReviver=$r});var Dt=A(Yu=>{"use strict";var xg=F();function Hu(n,e,t){if(Array.isArray(n))return n.map((r,s)=>Hu(r,String(s),t));if(n&&
typeof n.toJSON=="function"){if(!t||!xg.hasAnchor(n))return n.toJSON(e,t);let r={aliasCount:0,count:1,res:void 0};t.anchors.
set(n,r),t.onCreate=i=>{r.res=i,delete t.onCreate};let s=n.toJSON(e,t);return t.onCreate&&t.onCreate(s),s}return typeof n==
"bigint"&&!t?.keep?Number(n):n}Yu.toJS=Hu});var Xs=A(zu=>{"use strict";var Eg=Jo(),Xu=F(),Ng=Dt(),Go=class{constructor(e){Object.defineProperty(this,Xu.NODE_TYPE,{value:e})}clone(){
let e=Object.create(Object.getPrototypeOf(this),Object.getOwnPropertyDescriptors(this));return this.range&&(e.range=this.
range.slice()),e}toJS(e,{mapAsMap:t,maxAliasCount:r,onAnchor:s,reviver:i}={}){if(!Xu.isDocument(e))throw new TypeError("\
A document argument is required");let o={anchors:new Map,doc:e,keep:!0,mapAsMap:t===!0,mapKeyWarned:!1,maxAliasCount:typeof r==
"number"?r:100},a=Ng.toJS(this,"",o);if(typeof s=="function")for(let{count:l,res:u}of o.anchors.values())s(u,l);return typeof i==
"function"?Eg.applyReviver(i,{"":a},"",a):a}};zu.NodeBase=Go});var _r=A(Qu=>{"use strict";var Tg=Ys(),Og=Tr(),Jn=F(),Ag=Xs(),$g=Dt(),Ho=class extends Ag.NodeBase{constructor(e){super(
Jn.ALIAS),this.source=e,Object.defineProperty(this,"tag",{set(){throw new Error("Alias nodes cannot have tags")}})}resolve(e,t){
if(t?.maxAliasCount===0)throw new ReferenceError("Alias resolution is disabled");let r;t?.aliasResolveCache?r=t.aliasResolveCache:
(r=[],Og.visit(e,{Node:(i,o)=>{(Jn.isAlias(o)||Jn.hasAnchor(o))&&r.push(o)}}),t&&(t.aliasResolveCache=r));let s;for(let i of r){
if(i===this)break;i.anchor===this.source&&(s=i)}if(s&&t){let{anchors:i,doc:o,maxAliasCount:a}=t,l=i.get(s);if(l||($g.toJS(
s,null,t),l=i.get(s)),l?.res===void 0){let u="This should not happen: Alias anchor was not resolved?";throw new ReferenceError(
u)}if(a>=0&&(l.count+=1,l.aliasCount===0&&(l.aliasCount=zs(o,s,i)),l.count*l.aliasCount>a)){let u="Excessive alias count\
 indicates a resource exhaustion attack";throw new ReferenceError(u)}}return s}toJSON(e,t){if(!t)return{source:this.source};
let r=this.resolve(t.doc,t);if(!r){let s=`Unresolved alias (the anchor must be set before the alias): ${this.source}`;throw new ReferenceError(
s)}return t.anchors.get(r).res}toString(e,t,r){let s=`*${this.source}`;if(e){if(Tg.anchorIsValid(this.source),e.options.
verifyAliasOrder&&!e.anchors.has(this.source)){let i=`Unresolved alias (the anchor must be set before the alias): ${this.
source}`;throw new Error(i)}if(e.implicitKey)return`${s} `}return s}};function zs(n,e,t){if(Jn.isAlias(e)){let r=e.resolve(
n),s=t&&r&&t.get(r);return s?s.count*s.aliasCount:0}else if(Jn.isCollection(e)){let r=0;for(let s of e.items){let i=zs(n,
s,t);i>r&&(r=i)}return r}else if(Jn.isPair(e)){let r=zs(n,e.key,t),s=zs(n,e.value,t);return Math.max(r,s)}return 1}Qu.Alias=
Ho});var re=A(Yo=>{"use strict";var _g=F(),Ig=Xs(),Pg=Dt(),jg=n=>!n||typeof n!="function"&&typeof n!="object",Ft=class extends Ig.
NodeBase{constructor(e){super(_g.SCALAR),this.value=e}toJSON(e,t){return t?.keep?this.value:Pg.toJS(this.value,e,t)}toString(){
return String(this.value)}};Ft.BLOCK_FOLDED="BLOCK_FOLDED";Ft.BLOCK_LITERAL="BLOCK_LITERAL";Ft.PLAIN="PLAIN";Ft.QUOTE_DOUBLE=
"QUOTE_DOUBLE";Ft.QUOTE_SINGLE="QUOTE_SINGLE";Yo.Scalar=Ft;Yo.isScalarValue=jg});var Ir=A(ep=>{"use strict";var qg=_r(),yn=F(),Zu=re(),Lg="tag:yaml.org,2002:";function Mg(n,e,t){if(e){let r=t.filter(i=>i.
tag===e),s=r.find(i=>!i.format)??r[0];if(!s)throw new Error(`Tag ${e} not found`);return s}return t.find(r=>r.identify?.(
n)&&!r.format)}function Rg(n,e,t){if(yn.isDocument(n)&&(n=n.contents),yn.isNode(n))return n;if(yn.isPair(n)){let c=t.schema[yn.
MAP].createNode?.(t.schema,null,t);return c.items.push(n),c}(n instanceof String||n instanceof Number||n instanceof Boolean||
typeof BigInt<"u"&&n instanceof BigInt)&&(n=n.valueOf());let{aliasDuplicateObjects:r,onAnchor:s,onTagObj:i,schema:o,sourceObjects:a}=t,
l;if(r&&n&&typeof n=="object"){if(l=a.get(n),l)return l.anchor??(l.anchor=s(n)),new qg.Alias(l.anchor);l={anchor:null,node:null},
a.set(n,l)}e?.startsWith("!!")&&(e=Lg+e.slice(2));let u=Mg(n,e,o.tags);if(!u){if(n&&typeof n.toJSON=="function"&&(n=n.toJSON()),
!n||typeof n!="object"){let c=new Zu.Scalar(n);return l&&(l.node=c),c}u=n instanceof Map?o[yn.MAP]:Symbol.iterator in Object(
n)?o[yn.SEQ]:o[yn.MAP]}i&&(i(u),delete t.onTagObj);let f=u?.createNode?u.createNode(t.schema,n,t):typeof u?.nodeClass?.from==
"function"?u.nodeClass.from(t.schema,n,t):new Zu.Scalar(n);return e?f.tag=e:u.default||(f.tag=u.tag),l&&(l.node=f),f}ep.
createNode=Rg});var Zs=A(Qs=>{"use strict";var Cg=Ir(),ot=F(),Dg=Xs();function Xo(n,e,t){let r=t;for(let s=e.length-1;s>=0;--s){let i=e[s];
if(typeof i=="number"&&Number.isInteger(i)&&i>=0){let o=[];o[i]=r,r=o}else r=new Map([[i,r]])}return Cg.createNode(r,void 0,
{aliasDuplicateObjects:!1,keepUndefined:!1,onAnchor:()=>{throw new Error("This should not happen, please report a bug.")},
schema:n,sourceObjects:new Map})}var tp=n=>n==null||typeof n=="object"&&!!n[Symbol.iterator]().next().done,zo=class extends Dg.
NodeBase{constructor(e,t){super(e),Object.defineProperty(this,"schema",{value:t,configurable:!0,enumerable:!1,writable:!0})}clone(e){
let t=Object.create(Object.getPrototypeOf(this),Object.getOwnPropertyDescriptors(this));return e&&(t.schema=e),t.items=t.
items.map(r=>ot.isNode(r)||ot.isPair(r)?r.clone(e):r),this.range&&(t.range=this.range.slice()),t}addIn(e,t){if(tp(e))this.
add(t);else{let[r,...s]=e,i=this.get(r,!0);if(ot.isCollection(i))i.addIn(s,t);else if(i===void 0&&this.schema)this.set(r,
Xo(this.schema,s,t));else throw new Error(`Expected YAML collection at ${r}. Remaining path: ${s}`)}}deleteIn(e){let[t,...r]=e;
if(r.length===0)return this.delete(t);let s=this.get(t,!0);if(ot.isCollection(s))return s.deleteIn(r);throw new Error(`E\
xpected YAML collection at ${t}. Remaining path: ${r}`)}getIn(e,t){let[r,...s]=e,i=this.get(r,!0);return s.length===0?!t&&
ot.isScalar(i)?i.value:i:ot.isCollection(i)?i.getIn(s,t):void 0}hasAllNullValues(e){return this.items.every(t=>{if(!ot.isPair(
t))return!1;let r=t.value;return r==null||e&&ot.isScalar(r)&&r.value==null&&!r.commentBefore&&!r.comment&&!r.tag})}hasIn(e){
let[t,...r]=e;if(r.length===0)return this.has(t);let s=this.get(t,!0);return ot.isCollection(s)?s.hasIn(r):!1}setIn(e,t){
let[r,...s]=e;if(s.length===0)this.set(r,t);else{let i=this.get(r,!0);if(ot.isCollection(i))i.setIn(s,t);else if(i===void 0&&
this.schema)this.set(r,Xo(this.schema,s,t));else throw new Error(`Expected YAML collection at ${r}. Remaining path: ${s}`)}}};
Qs.Collection=zo;Qs.collectionFromPath=Xo;Qs.isEmptyPath=tp});var Pr=A(ei=>{"use strict";var Fg=n=>n.replace(/^(?!$)(?: $)?/gm,"#");function Qo(n,e){return/^\n+$/.test(n)?n.substring(
1):e?n.replace(/^(?! *$)/gm,e):n}var Ug=(n,e,t)=>n.endsWith(`
`)?Qo(t,e):t.includes(`
`)?`
`+Qo(t,e):(n.endsWith(" ")?"":" ")+t;ei.indentComment=Qo;ei.lineComment=Ug;ei.stringifyComment=Fg});var rp=A(jr=>{"use strict";var Wg="flow",Zo="block",ti="quoted";function Bg(n,e,t="flow",{indentAtStart:r,lineWidth:s=80,
minContentWidth:i=20,onFold:o,onOverflow:a}={}){if(!s||s<0)return n;s<i&&(i=0);let l=Math.max(1+i,1+s-e.length);if(n.length<=
l)return n;let u=[],f={},c=s-e.length;typeof r=="number"&&(r>s-Math.max(2,i)?u.push(0):c=s-r);let p,d,m=!1,h=-1,g=-1,y=-1;
t===Zo&&(h=np(n,h,e.length),h!==-1&&(c=h+l));for(let v;v=n[h+=1];){if(t===ti&&v==="\\"){switch(g=h,n[h+1]){case"x":h+=3;
break;case"u":h+=5;break;case"U":h+=9;break;default:h+=1}y=h}if(v===`
`)t===Zo&&(h=np(n,h,e.length)),c=h+e.length+l,p=void 0;else{if(v===" "&&d&&d!==" "&&d!==`
`&&d!=="	"){let S=n[h+1];S&&S!==" "&&S!==`
`&&S!=="	"&&(p=h)}if(h>=c)if(p)u.push(p),c=p+l,p=void 0;else if(t===ti){for(;d===" "||d==="	";)d=v,v=n[h+=1],m=!0;let S=h>
y+1?h-2:g-1;if(f[S])return n;u.push(S),f[S]=!0,c=S+l,p=void 0}else m=!0}d=v}if(m&&a&&a(),u.length===0)return n;o&&o();let w=n.
slice(0,u[0]);for(let v=0;v<u.length;++v){let S=u[v],k=u[v+1]||n.length;S===0?w=`
${e}${n.slice(0,k)}`:(t===ti&&f[S]&&(w+=`${n[S]}\\`),w+=`
${e}${n.slice(S+1,k)}`)}return w}function np(n,e,t){let r=e,s=e+1,i=n[s];for(;i===" "||i==="	";)if(e<s+t)i=n[++e];else{do
i=n[++e];while(i&&i!==`
`);r=e,s=e+1,i=n[s]}return r}jr.FOLD_BLOCK=Zo;jr.FOLD_FLOW=Wg;jr.FOLD_QUOTED=ti;jr.foldFlowLines=Bg});var Lr=A(sp=>{"use strict";var Je=re(),Ut=rp(),ri=(n,e)=>({indentAtStart:e?n.indent.length:n.indentAtStart,lineWidth:n.options.
lineWidth,minContentWidth:n.options.minContentWidth}),si=n=>/^(%|---|\.\.\.)/m.test(n);function Kg(n,e,t){if(!e||e<0)return!1;
let r=e-t,s=n.length;if(s<=r)return!1;for(let i=0,o=0;i<s;++i)if(n[i]===`
`){if(i-o>r)return!0;if(o=i+1,s-o<=r)return!1}return!0}function qr(n,e){let t=JSON.stringify(n);if(e.options.doubleQuotedAsJSON)
return t;let{implicitKey:r}=e,s=e.options.doubleQuotedMinMultiLineLength,i=e.indent||(si(n)?"  ":""),o="",a=0;for(let l=0,
u=t[l];u;u=t[++l])if(u===" "&&t[l+1]==="\\"&&t[l+2]==="n"&&(o+=t.slice(a,l)+"\\ ",l+=1,a=l,u="\\"),u==="\\")switch(t[l+1]){case"\
u":{o+=t.slice(a,l);let f=t.substr(l+2,4);switch(f){case"0000":o+="\\0";break;case"0007":o+="\\a";break;case"000b":o+="\\\
v";break;case"001b":o+="\\e";break;case"0085":o+="\\N";break;case"00a0":o+="\\_";break;case"2028":o+="\\L";break;case"20\
29":o+="\\P";break;default:f.substr(0,2)==="00"?o+="\\x"+f.substr(2):o+=t.substr(l,6)}l+=5,a=l+1}break;case"n":if(r||t[l+
2]==='"'||t.length<s)l+=1;else{for(o+=t.slice(a,l)+`

`;t[l+2]==="\\"&&t[l+3]==="n"&&t[l+4]!=='"';)o+=`
`,l+=2;o+=i,t[l+2]===" "&&(o+="\\"),l+=1,a=l+1}break;default:l+=1}return o=a?o+t.slice(a):t,r?o:Ut.foldFlowLines(o,i,Ut.
FOLD_QUOTED,ri(e,!1))}function ea(n,e){if(e.options.singleQuote===!1||e.implicitKey&&n.includes(`
`)||/[ \t]\n|\n[ \t]/.test(n))return qr(n,e);let t=e.indent||(si(n)?"  ":""),r="'"+n.replace(/'/g,"''").replace(/\n+/g,`\
$&
${t}`)+"'";return e.implicitKey?r:Ut.foldFlowLines(r,t,Ut.FOLD_FLOW,ri(e,!1))}function Gn(n,e){let{singleQuote:t}=e.options,
r;if(t===!1)r=qr;else{let s=n.includes('"'),i=n.includes("'");s&&!i?r=ea:i&&!s?r=qr:r=t?ea:qr}return r(n,e)}var ta;try{ta=
new RegExp(`(^|(?<!
))
+(?!
|$)`,"g")}catch{ta=/\n+(?!\n|$)/g}function ni({comment:n,type:e,value:t},r,s,i){let{blockQuote:o,commentString:a,lineWidth:l}=r.
options;if(!o||/\n[\t ]+$/.test(t))return Gn(t,r);let u=r.indent||(r.forceBlockIndent||si(t)?"  ":""),f=o==="literal"?!0:
o==="folded"||e===Je.Scalar.BLOCK_FOLDED?!1:e===Je.Scalar.BLOCK_LITERAL?!0:!Kg(t,l,u.length);if(!t)return f?`|
`:`>
`;let c,p;for(p=t.length;p>0;--p){let k=t[p-1];if(k!==`
`&&k!=="	"&&k!==" ")break}let d=t.substring(p),m=d.indexOf(`
`);m===-1?c="-":t===d||m!==d.length-1?(c="+",i&&i()):c="",d&&(t=t.slice(0,-d.length),d[d.length-1]===`
`&&(d=d.slice(0,-1)),d=d.replace(ta,`$&${u}`));let h=!1,g,y=-1;for(g=0;g<t.length;++g){let k=t[g];if(k===" ")h=!0;else if(k===
`
`)y=g;else break}let w=t.substring(0,y<g?y+1:g);w&&(t=t.substring(w.length),w=w.replace(/\n+/g,`$&${u}`));let S=(h?u?"2":
"1":"")+c;if(n&&(S+=" "+a(n.replace(/ ?[\r\n]+/g," ")),s&&s()),!f){let k=t.replace(/\n+/g,`
$&`).replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g,"$1$2").replace(/\n+/g,`$&${u}`),T=!1,O=ri(r,!0);o!=="fold\
ed"&&e!==Je.Scalar.BLOCK_FOLDED&&(O.onOverflow=()=>{T=!0});let N=Ut.foldFlowLines(`${w}${k}${d}`,u,Ut.FOLD_BLOCK,O);if(!T)
return`>${S}
${u}${N}`}return t=t.replace(/\n+/g,`$&${u}`),`|${S}
${u}${w}${t}${d}`}function Vg(n,e,t,r){let{type:s,value:i}=n,{actualString:o,implicitKey:a,indent:l,indentStep:u,inFlow:f}=e;
if(a&&i.includes(`
`)||f&&/[[\]{},]/.test(i))return Gn(i,e);if(/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.
test(i))return a||f||!i.includes(`
`)?Gn(i,e):ni(n,e,t,r);if(!a&&!f&&s!==Je.Scalar.PLAIN&&i.includes(`
`))return ni(n,e,t,r);if(si(i)){if(l==="")return e.forceBlockIndent=!0,ni(n,e,t,r);if(a&&l===u)return Gn(i,e)}let c=i.replace(
/\n+/g,`$&
${l}`);if(o){let p=h=>h.default&&h.tag!=="tag:yaml.org,2002:str"&&h.test?.test(c),{compat:d,tags:m}=e.doc.schema;if(m.some(
p)||d?.some(p))return Gn(i,e)}return a?c:Ut.foldFlowLines(c,l,Ut.FOLD_FLOW,ri(e,!1))}function Jg(n,e,t,r){let{implicitKey:s,
inFlow:i}=e,o=typeof n.value=="string"?n:Object.assign({},n,{value:String(n.value)}),{type:a}=n;a!==Je.Scalar.QUOTE_DOUBLE&&
/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(o.value)&&(a=Je.Scalar.QUOTE_DOUBLE);let l=f=>{switch(f){case Je.
Scalar.BLOCK_FOLDED:case Je.Scalar.BLOCK_LITERAL:return s||i?Gn(o.value,e):ni(o,e,t,r);case Je.Scalar.QUOTE_DOUBLE:return qr(
o.value,e);case Je.Scalar.QUOTE_SINGLE:return ea(o.value,e);case Je.Scalar.PLAIN:return Vg(o,e,t,r);default:return null}},
u=l(a);if(u===null){let{defaultKeyType:f,defaultStringType:c}=e.options,p=s&&f||c;if(u=l(p),u===null)throw new Error(`Un\
supported default string type ${p}`)}return u}sp.stringifyString=Jg});var Mr=A(na=>{"use strict";var Gg=Ys(),Wt=F(),Hg=Pr(),Yg=Lr();function Xg(n,e){let t=Object.assign({blockQuote:!0,commentString:Hg.
stringifyComment,defaultKeyType:null,defaultStringType:"PLAIN",directives:null,doubleQuotedAsJSON:!1,doubleQuotedMinMultiLineLength:40,
falseStr:"false",flowCollectionPadding:!0,indentSeq:!0,lineWidth:80,minContentWidth:20,nullStr:"null",simpleKeys:!1,singleQuote:null,
trailingComma:!1,trueStr:"true",verifyAliasOrder:!0},n.schema.toStringOptions,e),r;switch(t.collectionStyle){case"block":
r=!1;break;case"flow":r=!0;break;default:r=null}return{anchors:new Set,doc:n,flowCollectionPadding:t.flowCollectionPadding?
" ":"",indent:"",indentStep:typeof t.indent=="number"?" ".repeat(t.indent):"  ",inFlow:r,options:t}}function zg(n,e){if(e.
tag){let s=n.filter(i=>i.tag===e.tag);if(s.length>0)return s.find(i=>i.format===e.format)??s[0]}let t,r;if(Wt.isScalar(e)){
r=e.value;let s=n.filter(i=>i.identify?.(r));if(s.length>1){let i=s.filter(o=>o.test);i.length>0&&(s=i)}t=s.find(i=>i.format===
e.format)??s.find(i=>!i.format)}else r=e,t=n.find(s=>s.nodeClass&&r instanceof s.nodeClass);if(!t){let s=r?.constructor?.
name??(r===null?"null":typeof r);throw new Error(`Tag not resolved for ${s} value`)}return t}function Qg(n,e,{anchors:t,
doc:r}){if(!r.directives)return"";let s=[],i=(Wt.isScalar(n)||Wt.isCollection(n))&&n.anchor;i&&Gg.anchorIsValid(i)&&(t.add(
i),s.push(`&${i}`));let o=n.tag??(e.default?null:e.tag);return o&&s.push(r.directives.tagString(o)),s.join(" ")}function Zg(n,e,t,r){
if(Wt.isPair(n))return n.toString(e,t,r);if(Wt.isAlias(n)){if(e.doc.directives)return n.toString(e);if(e.resolvedAliases?.
has(n))throw new TypeError("Cannot stringify circular structure without alias nodes");e.resolvedAliases?e.resolvedAliases.
add(n):e.resolvedAliases=new Set([n]),n=n.resolve(e.doc)}let s,i=Wt.isNode(n)?n:e.doc.createNode(n,{onTagObj:l=>s=l});s??
(s=zg(e.doc.schema.tags,i));let o=Qg(i,s,e);o.length>0&&(e.indentAtStart=(e.indentAtStart??0)+o.length+1);let a=typeof s.
stringify=="function"?s.stringify(i,e,t,r):Wt.isScalar(i)?Yg.stringifyString(i,e,t,r):i.toString(e,t,r);return o?Wt.isScalar(
i)||a[0]==="{"||a[0]==="["?`${o} ${a}`:`${o}
${e.indent}${a}`:a}na.createStringifyContext=Xg;na.stringify=Zg});var lp=A(ap=>{"use strict";var Nt=F(),ip=re(),op=Mr(),Rr=Pr();function ey({key:n,value:e},t,r,s){let{allNullValues:i,doc:o,
indent:a,indentStep:l,options:{commentString:u,indentSeq:f,simpleKeys:c}}=t,p=Nt.isNode(n)&&n.comment||null;if(c){if(p)throw new Error(
"With simple keys, key nodes cannot have comments");if(Nt.isCollection(n)||!Nt.isNode(n)&&typeof n=="object"){let O="Wit\
h simple keys, collection cannot be used as a key value";throw new Error(O)}}let d=!c&&(!n||p&&e==null&&!t.inFlow||Nt.isCollection(
n)||(Nt.isScalar(n)?n.type===ip.Scalar.BLOCK_FOLDED||n.type===ip.Scalar.BLOCK_LITERAL:typeof n=="object"));t=Object.assign(
{},t,{allNullValues:!1,implicitKey:!d&&(c||!i),indent:a+l});let m=!1,h=!1,g=op.stringify(n,t,()=>m=!0,()=>h=!0);if(!d&&!t.
inFlow&&g.length>1024){if(c)throw new Error("With simple keys, single line scalar must not span more than 1024 character\
s");d=!0}if(t.inFlow){if(i||e==null)return m&&r&&r(),g===""?"?":d?`? ${g}`:g}else if(i&&!c||e==null&&d)return g=`? ${g}`,
p&&!m?g+=Rr.lineComment(g,t.indent,u(p)):h&&s&&s(),g;m&&(p=null),d?(p&&(g+=Rr.lineComment(g,t.indent,u(p))),g=`? ${g}
${a}:`):(g=`${g}:`,p&&(g+=Rr.lineComment(g,t.indent,u(p))));let y,w,v;Nt.isNode(e)?(y=!!e.spaceBefore,w=e.commentBefore,
v=e.comment):(y=!1,w=null,v=null,e&&typeof e=="object"&&(e=o.createNode(e))),t.implicitKey=!1,!d&&!p&&Nt.isScalar(e)&&(t.
indentAtStart=g.length+1),h=!1,!f&&l.length>=2&&!t.inFlow&&!d&&Nt.isSeq(e)&&!e.flow&&!e.tag&&!e.anchor&&(t.indent=t.indent.
substring(2));let S=!1,k=op.stringify(e,t,()=>S=!0,()=>h=!0),T=" ";if(p||y||w){if(T=y?`
`:"",w){let O=u(w);T+=`
${Rr.indentComment(O,t.indent)}`}k===""&&!t.inFlow?T===`
`&&v&&(T=`

`):T+=`
${t.indent}`}else if(!d&&Nt.isCollection(e)){let O=k[0],N=k.indexOf(`
`),P=N!==-1,G=t.inFlow??e.flow??e.items.length===0;if(P||!G){let L=!1;if(P&&(O==="&"||O==="!")){let K=k.indexOf(" ");O===
"&"&&K!==-1&&K<N&&k[K+1]==="!"&&(K=k.indexOf(" ",K+1)),(K===-1||N<K)&&(L=!0)}L||(T=`
${t.indent}`)}}else(k===""||k[0]===`
`)&&(T="");return g+=T+k,t.inFlow?S&&r&&r():v&&!S?g+=Rr.lineComment(g,t.indent,u(v)):h&&s&&s(),g}ap.stringifyPair=ey});var sa=A(ra=>{"use strict";var cp=As("process");function ty(n,...e){n==="debug"&&console.log(...e)}function ny(n,e){(n===
"debug"||n==="warn")&&(typeof cp.emitWarning=="function"?cp.emitWarning(e):console.warn(e))}ra.debug=ty;ra.warn=ny});var ci=A(li=>{"use strict";var ai=F(),up=re(),ii="<<",oi={identify:n=>n===ii||typeof n=="symbol"&&n.description===ii,default:"\
key",tag:"tag:yaml.org,2002:merge",test:/^<<$/,resolve:()=>Object.assign(new up.Scalar(Symbol(ii)),{addToJSMap:pp}),stringify:()=>ii},
ry=(n,e)=>(oi.identify(e)||ai.isScalar(e)&&(!e.type||e.type===up.Scalar.PLAIN)&&oi.identify(e.value))&&n?.doc.schema.tags.
some(t=>t.tag===oi.tag&&t.default);function pp(n,e,t){let r=fp(n,t);if(ai.isSeq(r))for(let s of r.items)ia(n,e,s);else if(Array.
isArray(r))for(let s of r)ia(n,e,s);else ia(n,e,r)}function ia(n,e,t){let r=fp(n,t);if(!ai.isMap(r))throw new Error("Mer\
ge sources must be maps or map aliases");let s=r.toJSON(null,n,Map);for(let[i,o]of s)e instanceof Map?e.has(i)||e.set(i,
o):e instanceof Set?e.add(i):Object.prototype.hasOwnProperty.call(e,i)||Object.defineProperty(e,i,{value:o,writable:!0,enumerable:!0,
configurable:!0});return e}function fp(n,e){return n&&ai.isAlias(e)?e.resolve(n.doc,n):e}li.addMergeToJSMap=pp;li.isMergeKey=
ry;li.merge=oi});var aa=A(mp=>{"use strict";var sy=sa(),dp=ci(),iy=Mr(),hp=F(),oa=Dt();function oy(n,e,{key:t,value:r}){if(hp.isNode(t)&&
t.addToJSMap)t.addToJSMap(n,e,r);else if(dp.isMergeKey(n,t))dp.addMergeToJSMap(n,e,r);else{let s=oa.toJS(t,"",n);if(e instanceof
Map)e.set(s,oa.toJS(r,s,n));else if(e instanceof Set)e.add(s);else{let i=ay(t,s,n),o=oa.toJS(r,i,n);i in e?Object.defineProperty(
e,i,{value:o,writable:!0,enumerable:!0,configurable:!0}):e[i]=o}}return e}function ay(n,e,t){if(e===null)return"";if(typeof e!=
"object")return String(e);if(hp.isNode(n)&&t?.doc){let r=iy.createStringifyContext(t.doc,{});r.anchors=new Set;for(let i of t.
anchors.keys())r.anchors.add(i.anchor);r.inFlow=!0,r.inStringifyKey=!0;let s=n.toString(r);if(!t.mapKeyWarned){let i=JSON.
stringify(s);i.length>40&&(i=i.substring(0,36)+'..."'),sy.warn(t.doc.options.logLevel,`Keys with collection values will \
be stringified due to JS Object restrictions: ${i}. Set mapAsMap: true to use object keys.`),t.mapKeyWarned=!0}return s}
return JSON.stringify(e)}mp.addPairToJSMap=oy});var Bt=A(la=>{"use strict";var gp=Ir(),ly=lp(),cy=aa(),ui=F();function uy(n,e,t){let r=gp.createNode(n,void 0,t),s=gp.createNode(
e,void 0,t);return new pi(r,s)}var pi=class n{constructor(e,t=null){Object.defineProperty(this,ui.NODE_TYPE,{value:ui.PAIR}),
this.key=e,this.value=t}clone(e){let{key:t,value:r}=this;return ui.isNode(t)&&(t=t.clone(e)),ui.isNode(r)&&(r=r.clone(e)),
new n(t,r)}toJSON(e,t){let r=t?.mapAsMap?new Map:{};return cy.addPairToJSMap(t,r,this)}toString(e,t,r){return e?.doc?ly.
stringifyPair(this,e,t,r):JSON.stringify(this)}};la.Pair=pi;la.createPair=uy});var ca=A(wp=>{"use strict";var wn=F(),yp=Mr(),fi=Pr();function py(n,e,t){return(e.inFlow??n.flow?dy:fy)(n,e,t)}function fy({
comment:n,items:e},t,{blockItemPrefix:r,flowChars:s,itemIndent:i,onChompKeep:o,onComment:a}){let{indent:l,options:{commentString:u}}=t,
f=Object.assign({},t,{indent:i,type:null}),c=!1,p=[];for(let m=0;m<e.length;++m){let h=e[m],g=null;if(wn.isNode(h))!c&&h.
spaceBefore&&p.push(""),di(t,p,h.commentBefore,c),h.comment&&(g=h.comment);else if(wn.isPair(h)){let w=wn.isNode(h.key)?
h.key:null;w&&(!c&&w.spaceBefore&&p.push(""),di(t,p,w.commentBefore,c))}c=!1;let y=yp.stringify(h,f,()=>g=null,()=>c=!0);
g&&(y+=fi.lineComment(y,i,u(g))),c&&g&&(c=!1),p.push(r+y)}let d;if(p.length===0)d=s.start+s.end;else{d=p[0];for(let m=1;m<
p.length;++m){let h=p[m];d+=h?`
${l}${h}`:`
`}}return n?(d+=`
`+fi.indentComment(u(n),l),a&&a()):c&&o&&o(),d}function dy({items:n},e,{flowChars:t,itemIndent:r}){let{indent:s,indentStep:i,
flowCollectionPadding:o,options:{commentString:a}}=e;r+=i;let l=Object.assign({},e,{indent:r,inFlow:!0,type:null}),u=!1,
f=0,c=[];for(let m=0;m<n.length;++m){let h=n[m],g=null;if(wn.isNode(h))h.spaceBefore&&c.push(""),di(e,c,h.commentBefore,
!1),h.comment&&(g=h.comment);else if(wn.isPair(h)){let w=wn.isNode(h.key)?h.key:null;w&&(w.spaceBefore&&c.push(""),di(e,
c,w.commentBefore,!1),w.comment&&(u=!0));let v=wn.isNode(h.value)?h.value:null;v?(v.comment&&(g=v.comment),v.commentBefore&&
(u=!0)):h.value==null&&w?.comment&&(g=w.comment)}g&&(u=!0);let y=yp.stringify(h,l,()=>g=null);u||(u=c.length>f||y.includes(
`
`)),m<n.length-1?y+=",":e.options.trailingComma&&(e.options.lineWidth>0&&(u||(u=c.reduce((w,v)=>w+v.length+2,2)+(y.length+
2)>e.options.lineWidth)),u&&(y+=",")),g&&(y+=fi.lineComment(y,r,a(g))),c.push(y),f=c.length}let{start:p,end:d}=t;if(c.length===
0)return p+d;if(!u){let m=c.reduce((h,g)=>h+g.length+2,2);u=e.options.lineWidth>0&&m>e.options.lineWidth}if(u){let m=p;for(let h of c)
m+=h?`
${i}${s}${h}`:`
`;return`${m}
${s}${d}`}else return`${p}${o}${c.join(" ")}${o}${d}`}function di({indent:n,options:{commentString:e}},t,r,s){if(r&&s&&(r=
r.replace(/^\n+/,"")),r){let i=fi.indentComment(e(r),n);t.push(i.trimStart())}}wp.stringifyCollection=py});var Vt=A(pa=>{"use strict";var hy=ca(),my=aa(),gy=Zs(),Kt=F(),hi=Bt(),yy=re();function Cr(n,e){let t=Kt.isScalar(e)?e.value:
e;for(let r of n)if(Kt.isPair(r)&&(r.key===e||r.key===t||Kt.isScalar(r.key)&&r.key.value===t))return r}var ua=class extends gy.
Collection{static get tagName(){return"tag:yaml.org,2002:map"}constructor(e){super(Kt.MAP,e),this.items=[]}static from(e,t,r){
let{keepUndefined:s,replacer:i}=r,o=new this(e),a=(l,u)=>{if(typeof i=="function")u=i.call(t,l,u);else if(Array.isArray(
i)&&!i.includes(l))return;(u!==void 0||s)&&o.items.push(hi.createPair(l,u,r))};if(t instanceof Map)for(let[l,u]of t)a(l,
u);else if(t&&typeof t=="object")for(let l of Object.keys(t))a(l,t[l]);return typeof e.sortMapEntries=="function"&&o.items.
sort(e.sortMapEntries),o}add(e,t){let r;Kt.isPair(e)?r=e:!e||typeof e!="object"||!("key"in e)?r=new hi.Pair(e,e?.value):
r=new hi.Pair(e.key,e.value);let s=Cr(this.items,r.key),i=this.schema?.sortMapEntries;if(s){if(!t)throw new Error(`Key ${r.
key} already set`);Kt.isScalar(s.value)&&yy.isScalarValue(r.value)?s.value.value=r.value:s.value=r.value}else if(i){let o=this.
items.findIndex(a=>i(r,a)<0);o===-1?this.items.push(r):this.items.splice(o,0,r)}else this.items.push(r)}delete(e){let t=Cr(
this.items,e);return t?this.items.splice(this.items.indexOf(t),1).length>0:!1}get(e,t){let s=Cr(this.items,e)?.value;return(!t&&
Kt.isScalar(s)?s.value:s)??void 0}has(e){return!!Cr(this.items,e)}set(e,t){this.add(new hi.Pair(e,t),!0)}toJSON(e,t,r){let s=r?
new r:t?.mapAsMap?new Map:{};t?.onCreate&&t.onCreate(s);for(let i of this.items)my.addPairToJSMap(t,s,i);return s}toString(e,t,r){
if(!e)return JSON.stringify(this);for(let s of this.items)if(!Kt.isPair(s))throw new Error(`Map items must all be pairs;\
 found ${JSON.stringify(s)} instead`);return!e.allNullValues&&this.hasAllNullValues(!1)&&(e=Object.assign({},e,{allNullValues:!0})),
hy.stringifyCollection(this,e,{blockItemPrefix:"",flowChars:{start:"{",end:"}"},itemIndent:e.indent||"",onChompKeep:r,onComment:t})}};
pa.YAMLMap=ua;pa.findPair=Cr});var Hn=A(vp=>{"use strict";var wy=F(),bp=Vt(),by={collection:"map",default:!0,nodeClass:bp.YAMLMap,tag:"tag:yaml.org,200\
2:map",resolve(n,e){return wy.isMap(n)||e("Expected a mapping for this tag"),n},createNode:(n,e,t)=>bp.YAMLMap.from(n,e,
t)};vp.map=by});var Jt=A(kp=>{"use strict";var vy=Ir(),ky=ca(),Sy=Zs(),gi=F(),xy=re(),Ey=Dt(),fa=class extends Sy.Collection{static get tagName(){
return"tag:yaml.org,2002:seq"}constructor(e){super(gi.SEQ,e),this.items=[]}add(e){this.items.push(e)}delete(e){let t=mi(
e);return typeof t!="number"?!1:this.items.splice(t,1).length>0}get(e,t){let r=mi(e);if(typeof r!="number")return;let s=this.
items[r];return!t&&gi.isScalar(s)?s.value:s}has(e){let t=mi(e);return typeof t=="number"&&t<this.items.length}set(e,t){let r=mi(
e);if(typeof r!="number")throw new Error(`Expected a valid index, not ${e}.`);let s=this.items[r];gi.isScalar(s)&&xy.isScalarValue(
t)?s.value=t:this.items[r]=t}toJSON(e,t){let r=[];t?.onCreate&&t.onCreate(r);let s=0;for(let i of this.items)r.push(Ey.toJS(
i,String(s++),t));return r}toString(e,t,r){return e?ky.stringifyCollection(this,e,{blockItemPrefix:"- ",flowChars:{start:"\
[",end:"]"},itemIndent:(e.indent||"")+"  ",onChompKeep:r,onComment:t}):JSON.stringify(this)}static from(e,t,r){let{replacer:s}=r,
i=new this(e);if(t&&Symbol.iterator in Object(t)){let o=0;for(let a of t){if(typeof s=="function"){let l=t instanceof Set?
a:String(o++);a=s.call(t,l,a)}i.items.push(vy.createNode(a,void 0,r))}}return i}};function mi(n){let e=gi.isScalar(n)?n.
value:n;return e&&typeof e=="string"&&(e=Number(e)),typeof e=="number"&&Number.isInteger(e)&&e>=0?e:null}kp.YAMLSeq=fa});var Yn=A(xp=>{"use strict";var Ny=F(),Sp=Jt(),Ty={collection:"seq",default:!0,nodeClass:Sp.YAMLSeq,tag:"tag:yaml.org,200\
2:seq",resolve(n,e){return Ny.isSeq(n)||e("Expected a sequence for this tag"),n},createNode:(n,e,t)=>Sp.YAMLSeq.from(n,e,
t)};xp.seq=Ty});var Dr=A(Ep=>{"use strict";var Oy=Lr(),Ay={identify:n=>typeof n=="string",default:!0,tag:"tag:yaml.org,2002:str",resolve:n=>n,
stringify(n,e,t,r){return e=Object.assign({actualString:!0},e),Oy.stringifyString(n,e,t,r)}};Ep.string=Ay});var yi=A(Op=>{"use strict";var Np=re(),Tp={identify:n=>n==null,createNode:()=>new Np.Scalar(null),default:!0,tag:"tag:ya\
ml.org,2002:null",test:/^(?:~|[Nn]ull|NULL)?$/,resolve:()=>new Np.Scalar(null),stringify:({source:n},e)=>typeof n=="stri\
ng"&&Tp.test.test(n)?n:e.options.nullStr};Op.nullTag=Tp});var da=A($p=>{"use strict";var $y=re(),Ap={identify:n=>typeof n=="boolean",default:!0,tag:"tag:yaml.org,2002:bool",test:/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
resolve:n=>new $y.Scalar(n[0]==="t"||n[0]==="T"),stringify({source:n,value:e},t){if(n&&Ap.test.test(n)){let r=n[0]==="t"||
n[0]==="T";if(e===r)return n}return e?t.options.trueStr:t.options.falseStr}};$p.boolTag=Ap});var Xn=A(_p=>{"use strict";function _y({format:n,minFractionDigits:e,tag:t,value:r}){if(typeof r=="bigint")return String(
r);let s=typeof r=="number"?r:Number(r);if(!isFinite(s))return isNaN(s)?".nan":s<0?"-.inf":".inf";let i=Object.is(r,-0)?
"-0":JSON.stringify(r);if(!n&&e&&(!t||t==="tag:yaml.org,2002:float")&&/^-?\d/.test(i)&&!i.includes("e")){let o=i.indexOf(
".");o<0&&(o=i.length,i+=".");let a=e-(i.length-o-1);for(;a-- >0;)i+="0"}return i}_p.stringifyNumber=_y});var ma=A(wi=>{"use strict";var Iy=re(),ha=Xn(),Py={identify:n=>typeof n=="number",default:!0,tag:"tag:yaml.org,2002:floa\
t",test:/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,resolve:n=>n.slice(-3).toLowerCase()==="nan"?NaN:n[0]==="-"?Number.
NEGATIVE_INFINITY:Number.POSITIVE_INFINITY,stringify:ha.stringifyNumber},jy={identify:n=>typeof n=="number",default:!0,tag:"\
tag:yaml.org,2002:float",format:"EXP",test:/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,resolve:n=>parseFloat(
n),stringify(n){let e=Number(n.value);return isFinite(e)?e.toExponential():ha.stringifyNumber(n)}},qy={identify:n=>typeof n==
"number",default:!0,tag:"tag:yaml.org,2002:float",test:/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,resolve(n){let e=new Iy.Scalar(
parseFloat(n)),t=n.indexOf(".");return t!==-1&&n[n.length-1]==="0"&&(e.minFractionDigits=n.length-t-1),e},stringify:ha.stringifyNumber};
wi.float=qy;wi.floatExp=jy;wi.floatNaN=Py});var ya=A(vi=>{"use strict";var Ip=Xn(),bi=n=>typeof n=="bigint"||Number.isInteger(n),ga=(n,e,t,{intAsBigInt:r})=>r?BigInt(
n):parseInt(n.substring(e),t);function Pp(n,e,t){let{value:r}=n;return bi(r)&&r>=0?t+r.toString(e):Ip.stringifyNumber(n)}
var Ly={identify:n=>bi(n)&&n>=0,default:!0,tag:"tag:yaml.org,2002:int",format:"OCT",test:/^0o[0-7]+$/,resolve:(n,e,t)=>ga(
n,2,8,t),stringify:n=>Pp(n,8,"0o")},My={identify:bi,default:!0,tag:"tag:yaml.org,2002:int",test:/^[-+]?[0-9]+$/,resolve:(n,e,t)=>ga(
n,0,10,t),stringify:Ip.stringifyNumber},Ry={identify:n=>bi(n)&&n>=0,default:!0,tag:"tag:yaml.org,2002:int",format:"HEX",
test:/^0x[0-9a-fA-F]+$/,resolve:(n,e,t)=>ga(n,2,16,t),stringify:n=>Pp(n,16,"0x")};vi.int=My;vi.intHex=Ry;vi.intOct=Ly});var qp=A(jp=>{"use strict";var Cy=Hn(),Dy=yi(),Fy=Yn(),Uy=Dr(),Wy=da(),wa=ma(),ba=ya(),By=[Cy.map,Fy.seq,Uy.string,Dy.nullTag,
Wy.boolTag,ba.intOct,ba.int,ba.intHex,wa.floatNaN,wa.floatExp,wa.float];jp.schema=By});var Rp=A(Mp=>{"use strict";var Ky=re(),Vy=Hn(),Jy=Yn();function Lp(n){return typeof n=="bigint"||Number.isInteger(n)}var ki=({
value:n})=>JSON.stringify(n),Gy=[{identify:n=>typeof n=="string",default:!0,tag:"tag:yaml.org,2002:str",resolve:n=>n,stringify:ki},
{identify:n=>n==null,createNode:()=>new Ky.Scalar(null),default:!0,tag:"tag:yaml.org,2002:null",test:/^null$/,resolve:()=>null,
stringify:ki},{identify:n=>typeof n=="boolean",default:!0,tag:"tag:yaml.org,2002:bool",test:/^true$|^false$/,resolve:n=>n===
"true",stringify:ki},{identify:Lp,default:!0,tag:"tag:yaml.org,2002:int",test:/^-?(?:0|[1-9][0-9]*)$/,resolve:(n,e,{intAsBigInt:t})=>t?
BigInt(n):parseInt(n,10),stringify:({value:n})=>Lp(n)?n.toString():JSON.stringify(n)},{identify:n=>typeof n=="number",default:!0,
tag:"tag:yaml.org,2002:float",test:/^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,resolve:n=>parseFloat(n),stringify:ki}],
Hy={default:!0,tag:"",test:/^/,resolve(n,e){return e(`Unresolved plain scalar ${JSON.stringify(n)}`),n}},Yy=[Vy.map,Jy.seq].
concat(Gy,Hy);Mp.schema=Yy});var ka=A(Cp=>{"use strict";var Fr=As("buffer"),va=re(),Xy=Lr(),zy={identify:n=>n instanceof Uint8Array,default:!1,tag:"t\
ag:yaml.org,2002:binary",resolve(n,e){if(typeof Fr.Buffer=="function")return Fr.Buffer.from(n,"base64");if(typeof atob==
"function"){let t=atob(n.replace(/[\n\r]/g,"")),r=new Uint8Array(t.length);for(let s=0;s<t.length;++s)r[s]=t.charCodeAt(
s);return r}else return e("This environment does not support reading binary tags; either Buffer or atob is required"),n},
stringify({comment:n,type:e,value:t},r,s,i){if(!t)return"";let o=t,a;if(typeof Fr.Buffer=="function")a=o instanceof Fr.Buffer?
o.toString("base64"):Fr.Buffer.from(o.buffer).toString("base64");else if(typeof btoa=="function"){let l="";for(let u=0;u<
o.length;++u)l+=String.fromCharCode(o[u]);a=btoa(l)}else throw new Error("This environment does not support writing bina\
ry tags; either Buffer or btoa is required");if(e??(e=va.Scalar.BLOCK_LITERAL),e!==va.Scalar.QUOTE_DOUBLE){let l=Math.max(
r.options.lineWidth-r.indent.length,r.options.minContentWidth),u=Math.ceil(a.length/l),f=new Array(u);for(let c=0,p=0;c<
u;++c,p+=l)f[c]=a.substr(p,l);a=f.join(e===va.Scalar.BLOCK_LITERAL?`
`:" ")}return Xy.stringifyString({comment:n,type:e,value:a},r,s,i)}};Cp.binary=zy});var Ei=A(xi=>{"use strict";var Si=F(),Sa=Bt(),Qy=re(),Zy=Jt();function Dp(n,e){if(Si.isSeq(n))for(let t=0;t<n.items.length;++t){
let r=n.items[t];if(!Si.isPair(r)){if(Si.isMap(r)){r.items.length>1&&e("Each pair must have its own sequence indicator");
let s=r.items[0]||new Sa.Pair(new Qy.Scalar(null));if(r.commentBefore&&(s.key.commentBefore=s.key.commentBefore?`${r.commentBefore}\

${s.key.commentBefore}`:r.commentBefore),r.comment){let i=s.value??s.key;i.comment=i.comment?`${r.comment}
${i.comment}`:r.comment}r=s}n.items[t]=Si.isPair(r)?r:new Sa.Pair(r)}}else e("Expected a sequence for this tag");return n}
function Fp(n,e,t){let{replacer:r}=t,s=new Zy.YAMLSeq(n);s.tag="tag:yaml.org,2002:pairs";let i=0;if(e&&Symbol.iterator in
Object(e))for(let o of e){typeof r=="function"&&(o=r.call(e,String(i++),o));let a,l;if(Array.isArray(o))if(o.length===2)
a=o[0],l=o[1];else throw new TypeError(`Expected [key, value] tuple: ${o}`);else if(o&&o instanceof Object){let u=Object.
keys(o);if(u.length===1)a=u[0],l=o[a];else throw new TypeError(`Expected tuple with one key, not ${u.length} keys`)}else
a=o;s.items.push(Sa.createPair(a,l,t))}return s}var ew={collection:"seq",default:!1,tag:"tag:yaml.org,2002:pairs",resolve:Dp,
createNode:Fp};xi.createPairs=Fp;xi.pairs=ew;xi.resolvePairs=Dp});var Na=A(Ea=>{"use strict";var Up=F(),xa=Dt(),Ur=Vt(),tw=Jt(),Wp=Ei(),bn=class n extends tw.YAMLSeq{constructor(){super(),
this.add=Ur.YAMLMap.prototype.add.bind(this),this.delete=Ur.YAMLMap.prototype.delete.bind(this),this.get=Ur.YAMLMap.prototype.
get.bind(this),this.has=Ur.YAMLMap.prototype.has.bind(this),this.set=Ur.YAMLMap.prototype.set.bind(this),this.tag=n.tag}toJSON(e,t){
if(!t)return super.toJSON(e);let r=new Map;t?.onCreate&&t.onCreate(r);for(let s of this.items){let i,o;if(Up.isPair(s)?(i=
xa.toJS(s.key,"",t),o=xa.toJS(s.value,i,t)):i=xa.toJS(s,"",t),r.has(i))throw new Error("Ordered maps must not include du\
plicate keys");r.set(i,o)}return r}static from(e,t,r){let s=Wp.createPairs(e,t,r),i=new this;return i.items=s.items,i}};
bn.tag="tag:yaml.org,2002:omap";var nw={collection:"seq",identify:n=>n instanceof Map,nodeClass:bn,default:!1,tag:"tag:y\
aml.org,2002:omap",resolve(n,e){let t=Wp.resolvePairs(n,e),r=[];for(let{key:s}of t.items)Up.isScalar(s)&&(r.includes(s.value)?
e(`Ordered maps must not include duplicate keys: ${s.value}`):r.push(s.value));return Object.assign(new bn,t)},createNode:(n,e,t)=>bn.
from(n,e,t)};Ea.YAMLOMap=bn;Ea.omap=nw});var Gp=A(Ta=>{"use strict";var Bp=re();function Kp({value:n,source:e},t){return e&&(n?Vp:Jp).test.test(e)?e:n?t.options.
trueStr:t.options.falseStr}var Vp={identify:n=>n===!0,default:!0,tag:"tag:yaml.org,2002:bool",test:/^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
resolve:()=>new Bp.Scalar(!0),stringify:Kp},Jp={identify:n=>n===!1,default:!0,tag:"tag:yaml.org,2002:bool",test:/^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
resolve:()=>new Bp.Scalar(!1),stringify:Kp};Ta.falseTag=Jp;Ta.trueTag=Vp});var Hp=A(Ni=>{"use strict";var rw=re(),Oa=Xn(),sw={identify:n=>typeof n=="number",default:!0,tag:"tag:yaml.org,2002:floa\
t",test:/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,resolve:n=>n.slice(-3).toLowerCase()==="nan"?NaN:n[0]==="-"?Number.
NEGATIVE_INFINITY:Number.POSITIVE_INFINITY,stringify:Oa.stringifyNumber},iw={identify:n=>typeof n=="number",default:!0,tag:"\
tag:yaml.org,2002:float",format:"EXP",test:/^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,resolve:n=>parseFloat(
n.replace(/_/g,"")),stringify(n){let e=Number(n.value);return isFinite(e)?e.toExponential():Oa.stringifyNumber(n)}},ow={
identify:n=>typeof n=="number",default:!0,tag:"tag:yaml.org,2002:float",test:/^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,resolve(n){
let e=new rw.Scalar(parseFloat(n.replace(/_/g,""))),t=n.indexOf(".");if(t!==-1){let r=n.substring(t+1).replace(/_/g,"");
r[r.length-1]==="0"&&(e.minFractionDigits=r.length)}return e},stringify:Oa.stringifyNumber};Ni.float=ow;Ni.floatExp=iw;Ni.
floatNaN=sw});var Xp=A(Br=>{"use strict";var Yp=Xn(),Wr=n=>typeof n=="bigint"||Number.isInteger(n);function Ti(n,e,t,{intAsBigInt:r}){
let s=n[0];if((s==="-"||s==="+")&&(e+=1),n=n.substring(e).replace(/_/g,""),r){switch(t){case 2:n=`0b${n}`;break;case 8:n=
`0o${n}`;break;case 16:n=`0x${n}`;break}let o=BigInt(n);return s==="-"?BigInt(-1)*o:o}let i=parseInt(n,t);return s==="-"?
-1*i:i}function Aa(n,e,t){let{value:r}=n;if(Wr(r)){let s=r.toString(e);return r<0?"-"+t+s.substr(1):t+s}return Yp.stringifyNumber(
n)}var aw={identify:Wr,default:!0,tag:"tag:yaml.org,2002:int",format:"BIN",test:/^[-+]?0b[0-1_]+$/,resolve:(n,e,t)=>Ti(n,
2,2,t),stringify:n=>Aa(n,2,"0b")},lw={identify:Wr,default:!0,tag:"tag:yaml.org,2002:int",format:"OCT",test:/^[-+]?0[0-7_]+$/,
resolve:(n,e,t)=>Ti(n,1,8,t),stringify:n=>Aa(n,8,"0")},cw={identify:Wr,default:!0,tag:"tag:yaml.org,2002:int",test:/^[-+]?[0-9][0-9_]*$/,
resolve:(n,e,t)=>Ti(n,0,10,t),stringify:Yp.stringifyNumber},uw={identify:Wr,default:!0,tag:"tag:yaml.org,2002:int",format:"\
HEX",test:/^[-+]?0x[0-9a-fA-F_]+$/,resolve:(n,e,t)=>Ti(n,2,16,t),stringify:n=>Aa(n,16,"0x")};Br.int=cw;Br.intBin=aw;Br.intHex=
uw;Br.intOct=lw});var _a=A($a=>{"use strict";var $i=F(),Oi=Bt(),Ai=Vt(),vn=class n extends Ai.YAMLMap{constructor(e){super(e),this.tag=n.tag}add(e){
let t;$i.isPair(e)?t=e:e&&typeof e=="object"&&"key"in e&&"value"in e&&e.value===null?t=new Oi.Pair(e.key,null):t=new Oi.
Pair(e,null),Ai.findPair(this.items,t.key)||this.items.push(t)}get(e,t){let r=Ai.findPair(this.items,e);return!t&&$i.isPair(
r)?$i.isScalar(r.key)?r.key.value:r.key:r}set(e,t){if(typeof t!="boolean")throw new Error(`Expected boolean value for se\
t(key, value) in a YAML set, not ${typeof t}`);let r=Ai.findPair(this.items,e);r&&!t?this.items.splice(this.items.indexOf(
r),1):!r&&t&&this.items.push(new Oi.Pair(e))}toJSON(e,t){return super.toJSON(e,t,Set)}toString(e,t,r){if(!e)return JSON.
stringify(this);if(this.hasAllNullValues(!0))return super.toString(Object.assign({},e,{allNullValues:!0}),t,r);throw new Error(
"Set items must all have null values")}static from(e,t,r){let{replacer:s}=r,i=new this(e);if(t&&Symbol.iterator in Object(
t))for(let o of t)typeof s=="function"&&(o=s.call(t,o,o)),i.items.push(Oi.createPair(o,null,r));return i}};vn.tag="tag:y\
aml.org,2002:set";var pw={collection:"map",identify:n=>n instanceof Set,nodeClass:vn,default:!1,tag:"tag:yaml.org,2002:s\
et",createNode:(n,e,t)=>vn.from(n,e,t),resolve(n,e){if($i.isMap(n)){if(n.hasAllNullValues(!0))return Object.assign(new vn,
n);e("Set items must all have null values")}else e("Expected a mapping for this tag");return n}};$a.YAMLSet=vn;$a.set=pw});var Pa=A(_i=>{"use strict";var fw=Xn();function Ia(n,e){let t=n[0],r=t==="-"||t==="+"?n.substring(1):n,s=o=>e?BigInt(o):
Number(o),i=r.replace(/_/g,"").split(":").reduce((o,a)=>o*s(60)+s(a),s(0));return t==="-"?s(-1)*i:i}function zp(n){let{value:e}=n,
t=o=>o;if(typeof e=="bigint")t=o=>BigInt(o);else if(isNaN(e)||!isFinite(e))return fw.stringifyNumber(n);let r="";e<0&&(r=
"-",e*=t(-1));let s=t(60),i=[e%s];return e<60?i.unshift(0):(e=(e-i[0])/s,i.unshift(e%s),e>=60&&(e=(e-i[0])/s,i.unshift(e))),
r+i.map(o=>String(o).padStart(2,"0")).join(":").replace(/000000\d*$/,"")}var dw={identify:n=>typeof n=="bigint"||Number.
isInteger(n),default:!0,tag:"tag:yaml.org,2002:int",format:"TIME",test:/^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,resolve:(n,e,{
intAsBigInt:t})=>Ia(n,t),stringify:zp},hw={identify:n=>typeof n=="number",default:!0,tag:"tag:yaml.org,2002:float",format:"\
TIME",test:/^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,resolve:n=>Ia(n,!1),stringify:zp},Qp={identify:n=>n instanceof
Date,default:!0,tag:"tag:yaml.org,2002:timestamp",test:RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0\
-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),resolve(n){let e=n.match(
Qp.test);if(!e)throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");let[,t,r,s,i,o,a]=e.map(Number),l=e[7]?
Number((e[7]+"00").substr(1,3)):0,u=Date.UTC(t,r-1,s,i||0,o||0,a||0,l),f=e[8];if(f&&f!=="Z"){let c=Ia(f,!1);Math.abs(c)<
30&&(c*=60),u-=6e4*c}return new Date(u)},stringify:({value:n})=>n?.toISOString().replace(/(T00:00:00)?\.000Z$/,"")??""};
_i.floatTime=hw;_i.intTime=dw;_i.timestamp=Qp});var tf=A(ef=>{"use strict";var mw=Hn(),gw=yi(),yw=Yn(),ww=Dr(),bw=ka(),Zp=Gp(),ja=Hp(),Ii=Xp(),vw=ci(),kw=Na(),Sw=Ei(),xw=_a(),
qa=Pa(),Ew=[mw.map,yw.seq,ww.string,gw.nullTag,Zp.trueTag,Zp.falseTag,Ii.intBin,Ii.intOct,Ii.int,Ii.intHex,ja.floatNaN,ja.
floatExp,ja.float,bw.binary,vw.merge,kw.omap,Sw.pairs,xw.set,qa.intTime,qa.floatTime,qa.timestamp];ef.schema=Ew});var ff=A(Ra=>{"use strict";var of=Hn(),Nw=yi(),af=Yn(),Tw=Dr(),Ow=da(),La=ma(),Ma=ya(),Aw=qp(),$w=Rp(),lf=ka(),Kr=ci(),cf=Na(),
uf=Ei(),nf=tf(),pf=_a(),Pi=Pa(),rf=new Map([["core",Aw.schema],["failsafe",[of.map,af.seq,Tw.string]],["json",$w.schema],
["yaml11",nf.schema],["yaml-1.1",nf.schema]]),sf={binary:lf.binary,bool:Ow.boolTag,float:La.float,floatExp:La.floatExp,floatNaN:La.
floatNaN,floatTime:Pi.floatTime,int:Ma.int,intHex:Ma.intHex,intOct:Ma.intOct,intTime:Pi.intTime,map:of.map,merge:Kr.merge,
null:Nw.nullTag,omap:cf.omap,pairs:uf.pairs,seq:af.seq,set:pf.set,timestamp:Pi.timestamp},_w={"tag:yaml.org,2002:binary":lf.
binary,"tag:yaml.org,2002:merge":Kr.merge,"tag:yaml.org,2002:omap":cf.omap,"tag:yaml.org,2002:pairs":uf.pairs,"tag:yaml.\
org,2002:set":pf.set,"tag:yaml.org,2002:timestamp":Pi.timestamp};function Iw(n,e,t){let r=rf.get(e);if(r&&!n)return t&&!r.
includes(Kr.merge)?r.concat(Kr.merge):r.slice();let s=r;if(!s)if(Array.isArray(n))s=[];else{let i=Array.from(rf.keys()).
filter(o=>o!=="yaml11").map(o=>JSON.stringify(o)).join(", ");throw new Error(`Unknown schema "${e}"; use one of ${i} or \
define customTags array`)}if(Array.isArray(n))for(let i of n)s=s.concat(i);else typeof n=="function"&&(s=n(s.slice()));return t&&
(s=s.concat(Kr.merge)),s.reduce((i,o)=>{let a=typeof o=="string"?sf[o]:o;if(!a){let l=JSON.stringify(o),u=Object.keys(sf).
map(f=>JSON.stringify(f)).join(", ");throw new Error(`Unknown custom tag ${l}; use one of ${u}`)}return i.includes(a)||i.
push(a),i},[])}Ra.coreKnownTags=_w;Ra.getTags=Iw});var Fa=A(df=>{"use strict";var Ca=F(),Pw=Hn(),jw=Yn(),qw=Dr(),ji=ff(),Lw=(n,e)=>n.key<e.key?-1:n.key>e.key?1:0,Da=class n{constructor({
compat:e,customTags:t,merge:r,resolveKnownTags:s,schema:i,sortMapEntries:o,toStringDefaults:a}){this.compat=Array.isArray(
e)?ji.getTags(e,"compat"):e?ji.getTags(null,e):null,this.name=typeof i=="string"&&i||"core",this.knownTags=s?ji.coreKnownTags:
{},this.tags=ji.getTags(t,this.name,r),this.toStringOptions=a??null,Object.defineProperty(this,Ca.MAP,{value:Pw.map}),Object.
defineProperty(this,Ca.SCALAR,{value:qw.string}),Object.defineProperty(this,Ca.SEQ,{value:jw.seq}),this.sortMapEntries=typeof o==
"function"?o:o===!0?Lw:null}clone(){let e=Object.create(n.prototype,Object.getOwnPropertyDescriptors(this));return e.tags=
this.tags.slice(),e}};df.Schema=Da});var mf=A(hf=>{"use strict";var Mw=F(),Ua=Mr(),Vr=Pr();function Rw(n,e){let t=[],r=e.directives===!0;if(e.directives!==!1&&
n.directives){let l=n.directives.toString(n);l?(t.push(l),r=!0):n.directives.docStart&&(r=!0)}r&&t.push("---");let s=Ua.
createStringifyContext(n,e),{commentString:i}=s.options;if(n.commentBefore){t.length!==1&&t.unshift("");let l=i(n.commentBefore);
t.unshift(Vr.indentComment(l,""))}let o=!1,a=null;if(n.contents){if(Mw.isNode(n.contents)){if(n.contents.spaceBefore&&r&&
t.push(""),n.contents.commentBefore){let f=i(n.contents.commentBefore);t.push(Vr.indentComment(f,""))}s.forceBlockIndent=
!!n.comment,a=n.contents.comment}let l=a?void 0:()=>o=!0,u=Ua.stringify(n.contents,s,()=>a=null,l);a&&(u+=Vr.lineComment(
u,"",i(a))),(u[0]==="|"||u[0]===">")&&t[t.length-1]==="---"?t[t.length-1]=`--- ${u}`:t.push(u)}else t.push(Ua.stringify(
n.contents,s));if(n.directives?.docEnd)if(n.comment){let l=i(n.comment);l.includes(`
`)?(t.push("..."),t.push(Vr.indentComment(l,""))):t.push(`... ${l}`)}else t.push("...");else{let l=n.comment;l&&o&&(l=l.
replace(/^\n+/,"")),l&&((!o||a)&&t[t.length-1]!==""&&t.push(""),t.push(Vr.indentComment(i(l),"")))}return t.join(`
`)+`
`}hf.stringifyDocument=Rw});var Jr=A(gf=>{"use strict";var Cw=_r(),zn=Zs(),Me=F(),Dw=Bt(),Fw=Dt(),Uw=Fa(),Ww=mf(),Wa=Ys(),Bw=Jo(),Kw=Ir(),Ba=Vo(),Ka=class n{constructor(e,t,r){
this.commentBefore=null,this.comment=null,this.errors=[],this.warnings=[],Object.defineProperty(this,Me.NODE_TYPE,{value:Me.
DOC});let s=null;typeof t=="function"||Array.isArray(t)?s=t:r===void 0&&t&&(r=t,t=void 0);let i=Object.assign({intAsBigInt:!1,
keepSourceTokens:!1,logLevel:"warn",prettyErrors:!0,strict:!0,stringKeys:!1,uniqueKeys:!0,version:"1.2"},r);this.options=
i;let{version:o}=i;r?._directives?(this.directives=r._directives.atDocument(),this.directives.yaml.explicit&&(o=this.directives.
yaml.version)):this.directives=new Ba.Directives({version:o}),this.setSchema(o,r),this.contents=e===void 0?null:this.createNode(
e,s,r)}clone(){let e=Object.create(n.prototype,{[Me.NODE_TYPE]:{value:Me.DOC}});return e.commentBefore=this.commentBefore,
e.comment=this.comment,e.errors=this.errors.slice(),e.warnings=this.warnings.slice(),e.options=Object.assign({},this.options),
this.directives&&(e.directives=this.directives.clone()),e.schema=this.schema.clone(),e.contents=Me.isNode(this.contents)?
this.contents.clone(e.schema):this.contents,this.range&&(e.range=this.range.slice()),e}add(e){Qn(this.contents)&&this.contents.
add(e)}addIn(e,t){Qn(this.contents)&&this.contents.addIn(e,t)}createAlias(e,t){if(!e.anchor){let r=Wa.anchorNames(this);
e.anchor=!t||r.has(t)?Wa.findNewAnchor(t||"a",r):t}return new Cw.Alias(e.anchor)}createNode(e,t,r){let s;if(typeof t=="f\
unction")e=t.call({"":e},"",e),s=t;else if(Array.isArray(t)){let g=w=>typeof w=="number"||w instanceof String||w instanceof
Number,y=t.filter(g).map(String);y.length>0&&(t=t.concat(y)),s=t}else r===void 0&&t&&(r=t,t=void 0);let{aliasDuplicateObjects:i,
anchorPrefix:o,flow:a,keepUndefined:l,onTagObj:u,tag:f}=r??{},{onAnchor:c,setAnchors:p,sourceObjects:d}=Wa.createNodeAnchors(
this,o||"a"),m={aliasDuplicateObjects:i??!0,keepUndefined:l??!1,onAnchor:c,onTagObj:u,replacer:s,schema:this.schema,sourceObjects:d},
h=Kw.createNode(e,f,m);return a&&Me.isCollection(h)&&(h.flow=!0),p(),h}createPair(e,t,r={}){let s=this.createNode(e,null,
r),i=this.createNode(t,null,r);return new Dw.Pair(s,i)}delete(e){return Qn(this.contents)?this.contents.delete(e):!1}deleteIn(e){
return zn.isEmptyPath(e)?this.contents==null?!1:(this.contents=null,!0):Qn(this.contents)?this.contents.deleteIn(e):!1}get(e,t){
return Me.isCollection(this.contents)?this.contents.get(e,t):void 0}getIn(e,t){return zn.isEmptyPath(e)?!t&&Me.isScalar(
this.contents)?this.contents.value:this.contents:Me.isCollection(this.contents)?this.contents.getIn(e,t):void 0}has(e){return Me.
isCollection(this.contents)?this.contents.has(e):!1}hasIn(e){return zn.isEmptyPath(e)?this.contents!==void 0:Me.isCollection(
this.contents)?this.contents.hasIn(e):!1}set(e,t){this.contents==null?this.contents=zn.collectionFromPath(this.schema,[e],
t):Qn(this.contents)&&this.contents.set(e,t)}setIn(e,t){zn.isEmptyPath(e)?this.contents=t:this.contents==null?this.contents=
zn.collectionFromPath(this.schema,Array.from(e),t):Qn(this.contents)&&this.contents.setIn(e,t)}setSchema(e,t={}){typeof e==
"number"&&(e=String(e));let r;switch(e){case"1.1":this.directives?this.directives.yaml.version="1.1":this.directives=new Ba.
Directives({version:"1.1"}),r={resolveKnownTags:!1,schema:"yaml-1.1"};break;case"1.2":case"next":this.directives?this.directives.
yaml.version=e:this.directives=new Ba.Directives({version:e}),r={resolveKnownTags:!0,schema:"core"};break;case null:this.
directives&&delete this.directives,r=null;break;default:{let s=JSON.stringify(e);throw new Error(`Expected '1.1', '1.2' \
or null as first argument, but found: ${s}`)}}if(t.schema instanceof Object)this.schema=t.schema;else if(r)this.schema=new Uw.
Schema(Object.assign(r,t));else throw new Error("With a null YAML version, the { schema: Schema } option is required")}toJS({
json:e,jsonArg:t,mapAsMap:r,maxAliasCount:s,onAnchor:i,reviver:o}={}){let a={anchors:new Map,doc:this,keep:!e,mapAsMap:r===
!0,mapKeyWarned:!1,maxAliasCount:typeof s=="number"?s:100},l=Fw.toJS(this.contents,t??"",a);if(typeof i=="function")for(let{
count:u,res:f}of a.anchors.values())i(f,u);return typeof o=="function"?Bw.applyReviver(o,{"":l},"",l):l}toJSON(e,t){return this.
toJS({json:!0,jsonArg:e,mapAsMap:!1,onAnchor:t})}toString(e={}){if(this.errors.length>0)throw new Error("Document with e\
rrors cannot be stringified");if("indent"in e&&(!Number.isInteger(e.indent)||Number(e.indent)<=0)){let t=JSON.stringify(
e.indent);throw new Error(`"indent" option must be a positive integer, not ${t}`)}return Ww.stringifyDocument(this,e)}};
function Qn(n){if(Me.isCollection(n))return!0;throw new Error("Expected a YAML collection as document contents")}gf.Document=
Ka});var Yr=A(Hr=>{"use strict";var Gr=class extends Error{constructor(e,t,r,s){super(),this.name=e,this.code=r,this.message=
s,this.pos=t}},Va=class extends Gr{constructor(e,t,r){super("YAMLParseError",e,t,r)}},Ja=class extends Gr{constructor(e,t,r){
super("YAMLWarning",e,t,r)}},Vw=(n,e)=>t=>{if(t.pos[0]===-1)return;t.linePos=t.pos.map(a=>e.linePos(a));let{line:r,col:s}=t.
linePos[0];t.message+=` at line ${r}, column ${s}`;let i=s-1,o=n.substring(e.lineStarts[r-1],e.lineStarts[r]).replace(/[\n\r]+$/,
"");if(i>=60&&o.length>80){let a=Math.min(i-39,o.length-79);o="\u2026"+o.substring(a),i-=a-1}if(o.length>80&&(o=o.substring(
0,79)+"\u2026"),r>1&&/^ *$/.test(o.substring(0,i))){let a=n.substring(e.lineStarts[r-2],e.lineStarts[r-1]);a.length>80&&
(a=a.substring(0,79)+`\u2026
`),o=a+o}if(/[^ ]/.test(o)){let a=1,l=t.linePos[1];l?.line===r&&l.col>s&&(a=Math.max(1,Math.min(l.col-s,80-i)));let u=" ".
repeat(i)+"^".repeat(a);t.message+=`:

${o}
${u}
`}};Hr.YAMLError=Gr;Hr.YAMLParseError=Va;Hr.YAMLWarning=Ja;Hr.prettifyError=Vw});var Xr=A(yf=>{"use strict";function Jw(n,{flow:e,indicator:t,next:r,offset:s,onError:i,parentIndent:o,startOnNewline:a}){
let l=!1,u=a,f=a,c="",p="",d=!1,m=!1,h=null,g=null,y=null,w=null,v=null,S=null,k=null;for(let N of n)switch(m&&(N.type!==
"space"&&N.type!=="newline"&&N.type!=="comma"&&i(N.offset,"MISSING_CHAR","Tags and anchors must be separated from the ne\
xt token by white space"),m=!1),h&&(u&&N.type!=="comment"&&N.type!=="newline"&&i(h,"TAB_AS_INDENT","Tabs are not allowed\
 as indentation"),h=null),N.type){case"space":!e&&(t!=="doc-start"||r?.type!=="flow-collection")&&N.source.includes("	")&&
(h=N),f=!0;break;case"comment":{f||i(N,"MISSING_CHAR","Comments must be separated from other tokens by white space chara\
cters");let P=N.source.substring(1)||" ";c?c+=p+P:c=P,p="",u=!1;break}case"newline":u?c?c+=N.source:(!S||t!=="seq-item-i\
nd")&&(l=!0):p+=N.source,u=!0,d=!0,(g||y)&&(w=N),f=!0;break;case"anchor":g&&i(N,"MULTIPLE_ANCHORS","A node can have at m\
ost one anchor"),N.source.endsWith(":")&&i(N.offset+N.source.length-1,"BAD_ALIAS","Anchor ending in : is ambiguous",!0),
g=N,k??(k=N.offset),u=!1,f=!1,m=!0;break;case"tag":{y&&i(N,"MULTIPLE_TAGS","A node can have at most one tag"),y=N,k??(k=
N.offset),u=!1,f=!1,m=!0;break}case t:(g||y)&&i(N,"BAD_PROP_ORDER",`Anchors and tags must be after the ${N.source} indic\
ator`),S&&i(N,"UNEXPECTED_TOKEN",`Unexpected ${N.source} in ${e??"collection"}`),S=N,u=t==="seq-item-ind"||t==="explicit\
-key-ind",f=!1;break;case"comma":if(e){v&&i(N,"UNEXPECTED_TOKEN",`Unexpected , in ${e}`),v=N,u=!1,f=!1;break}default:i(N,
"UNEXPECTED_TOKEN",`Unexpected ${N.type} token`),u=!1,f=!1}let T=n[n.length-1],O=T?T.offset+T.source.length:s;return m&&
r&&r.type!=="space"&&r.type!=="newline"&&r.type!=="comma"&&(r.type!=="scalar"||r.source!=="")&&i(r.offset,"MISSING_CHAR",
"Tags and anchors must be separated from the next token by white space"),h&&(u&&h.indent<=o||r?.type==="block-map"||r?.type===
"block-seq")&&i(h,"TAB_AS_INDENT","Tabs are not allowed as indentation"),{comma:v,found:S,spaceBefore:l,comment:c,hasNewline:d,
anchor:g,tag:y,newlineAfterProp:w,end:O,start:k??O}}yf.resolveProps=Jw});var qi=A(wf=>{"use strict";function Ga(n){if(!n)return null;switch(n.type){case"alias":case"scalar":case"double-quoted-s\
calar":case"single-quoted-scalar":if(n.source.includes(`
`))return!0;if(n.end){for(let e of n.end)if(e.type==="newline")return!0}return!1;case"flow-collection":for(let e of n.items){
for(let t of e.start)if(t.type==="newline")return!0;if(e.sep){for(let t of e.sep)if(t.type==="newline")return!0}if(Ga(e.
key)||Ga(e.value))return!0}return!1;default:return!0}}wf.containsNewline=Ga});var Ha=A(bf=>{"use strict";var Gw=qi();function Hw(n,e,t){if(e?.type==="flow-collection"){let r=e.end[0];r.indent===n&&(r.
source==="]"||r.source==="}")&&Gw.containsNewline(e)&&t(r,"BAD_INDENT","Flow end indicator should be more indented than \
parent",!0)}}bf.flowIndentCheck=Hw});var Ya=A(kf=>{"use strict";var vf=F();function Yw(n,e,t){let{uniqueKeys:r}=n.options;if(r===!1)return!1;let s=typeof r==
"function"?r:(i,o)=>i===o||vf.isScalar(i)&&vf.isScalar(o)&&i.value===o.value;return e.some(i=>s(i.key,t))}kf.mapIncludes=
Yw});var Of=A(Tf=>{"use strict";var Sf=Bt(),Xw=Vt(),xf=Xr(),zw=qi(),Ef=Ha(),Qw=Ya(),Nf="All mapping items must start at the s\
ame column";function Zw({composeNode:n,composeEmptyNode:e},t,r,s,i){let o=i?.nodeClass??Xw.YAMLMap,a=new o(t.schema);t.atRoot&&
(t.atRoot=!1);let l=r.offset,u=null;for(let f of r.items){let{start:c,key:p,sep:d,value:m}=f,h=xf.resolveProps(c,{indicator:"\
explicit-key-ind",next:p??d?.[0],offset:l,onError:s,parentIndent:r.indent,startOnNewline:!0}),g=!h.found;if(g){if(p&&(p.
type==="block-seq"?s(l,"BLOCK_AS_IMPLICIT_KEY","A block sequence may not be used as an implicit map key"):"indent"in p&&
p.indent!==r.indent&&s(l,"BAD_INDENT",Nf)),!h.anchor&&!h.tag&&!d){u=h.end,h.comment&&(a.comment?a.comment+=`
`+h.comment:a.comment=h.comment);continue}(h.newlineAfterProp||zw.containsNewline(p))&&s(p??c[c.length-1],"MULTILINE_IMP\
LICIT_KEY","Implicit keys need to be on a single line")}else h.found?.indent!==r.indent&&s(l,"BAD_INDENT",Nf);t.atKey=!0;
let y=h.end,w=p?n(t,p,h,s):e(t,y,c,null,h,s);t.schema.compat&&Ef.flowIndentCheck(r.indent,p,s),t.atKey=!1,Qw.mapIncludes(
t,a.items,w)&&s(y,"DUPLICATE_KEY","Map keys must be unique");let v=xf.resolveProps(d??[],{indicator:"map-value-ind",next:m,
offset:w.range[2],onError:s,parentIndent:r.indent,startOnNewline:!p||p.type==="block-scalar"});if(l=v.end,v.found){g&&(m?.
type==="block-map"&&!v.hasNewline&&s(l,"BLOCK_AS_IMPLICIT_KEY","Nested mappings are not allowed in compact mappings"),t.
options.strict&&h.start<v.found.offset-1024&&s(w.range,"KEY_OVER_1024_CHARS","The : indicator must be at most 1024 chars\
 after the start of an implicit block mapping key"));let S=m?n(t,m,v,s):e(t,l,d,null,v,s);t.schema.compat&&Ef.flowIndentCheck(
r.indent,m,s),l=S.range[2];let k=new Sf.Pair(w,S);t.options.keepSourceTokens&&(k.srcToken=f),a.items.push(k)}else{g&&s(w.
range,"MISSING_CHAR","Implicit map keys need to be followed by map values"),v.comment&&(w.comment?w.comment+=`
`+v.comment:w.comment=v.comment);let S=new Sf.Pair(w);t.options.keepSourceTokens&&(S.srcToken=f),a.items.push(S)}}return u&&
u<l&&s(u,"IMPOSSIBLE","Map comment with trailing content"),a.range=[r.offset,l,u??l],a}Tf.resolveBlockMap=Zw});var $f=A(Af=>{"use strict";var eb=Jt(),tb=Xr(),nb=Ha();function rb({composeNode:n,composeEmptyNode:e},t,r,s,i){let o=i?.
nodeClass??eb.YAMLSeq,a=new o(t.schema);t.atRoot&&(t.atRoot=!1),t.atKey&&(t.atKey=!1);let l=r.offset,u=null;for(let{start:f,
value:c}of r.items){let p=tb.resolveProps(f,{indicator:"seq-item-ind",next:c,offset:l,onError:s,parentIndent:r.indent,startOnNewline:!0});
if(!p.found)if(p.anchor||p.tag||c)c?.type==="block-seq"?s(p.end,"BAD_INDENT","All sequence items must start at the same \
column"):s(l,"MISSING_CHAR","Sequence item without - indicator");else{u=p.end,p.comment&&(a.comment=p.comment);continue}
let d=c?n(t,c,p,s):e(t,p.end,f,null,p,s);t.schema.compat&&nb.flowIndentCheck(r.indent,c,s),l=d.range[2],a.items.push(d)}
return a.range=[r.offset,l,u??l],a}Af.resolveBlockSeq=rb});var Zn=A(_f=>{"use strict";function sb(n,e,t,r){let s="";if(n){let i=!1,o="";for(let a of n){let{source:l,type:u}=a;switch(u){case"\
space":i=!0;break;case"comment":{t&&!i&&r(a,"MISSING_CHAR","Comments must be separated from other tokens by white space \
characters");let f=l.substring(1)||" ";s?s+=o+f:s=f,o="";break}case"newline":s&&(o+=l),i=!0;break;default:r(a,"UNEXPECTE\
D_TOKEN",`Unexpected ${u} at node end`)}e+=l.length}}return{comment:s,offset:e}}_f.resolveEnd=sb});var qf=A(jf=>{"use strict";var ib=F(),ob=Bt(),If=Vt(),ab=Jt(),lb=Zn(),Pf=Xr(),cb=qi(),ub=Ya(),Xa="Block collections are \
not allowed within flow collections",za=n=>n&&(n.type==="block-map"||n.type==="block-seq");function pb({composeNode:n,composeEmptyNode:e},t,r,s,i){
let o=r.start.source==="{",a=o?"flow map":"flow sequence",l=i?.nodeClass??(o?If.YAMLMap:ab.YAMLSeq),u=new l(t.schema);u.
flow=!0;let f=t.atRoot;f&&(t.atRoot=!1),t.atKey&&(t.atKey=!1);let c=r.offset+r.start.source.length;for(let g=0;g<r.items.
length;++g){let y=r.items[g],{start:w,key:v,sep:S,value:k}=y,T=Pf.resolveProps(w,{flow:a,indicator:"explicit-key-ind",next:v??
S?.[0],offset:c,onError:s,parentIndent:r.indent,startOnNewline:!1});if(!T.found){if(!T.anchor&&!T.tag&&!S&&!k){g===0&&T.
comma?s(T.comma,"UNEXPECTED_TOKEN",`Unexpected , in ${a}`):g<r.items.length-1&&s(T.start,"UNEXPECTED_TOKEN",`Unexpected \
empty item in ${a}`),T.comment&&(u.comment?u.comment+=`
`+T.comment:u.comment=T.comment),c=T.end;continue}!o&&t.options.strict&&cb.containsNewline(v)&&s(v,"MULTILINE_IMPLICIT_K\
EY","Implicit keys of flow sequence pairs need to be on a single line")}if(g===0)T.comma&&s(T.comma,"UNEXPECTED_TOKEN",`\
Unexpected , in ${a}`);else if(T.comma||s(T.start,"MISSING_CHAR",`Missing , between ${a} items`),T.comment){let O="";e:for(let N of w)
switch(N.type){case"comma":case"space":break;case"comment":O=N.source.substring(1);break e;default:break e}if(O){let N=u.
items[u.items.length-1];ib.isPair(N)&&(N=N.value??N.key),N.comment?N.comment+=`
`+O:N.comment=O,T.comment=T.comment.substring(O.length+1)}}if(!o&&!S&&!T.found){let O=k?n(t,k,T,s):e(t,T.end,S,null,T,s);
u.items.push(O),c=O.range[2],za(k)&&s(O.range,"BLOCK_IN_FLOW",Xa)}else{t.atKey=!0;let O=T.end,N=v?n(t,v,T,s):e(t,O,w,null,
T,s);za(v)&&s(N.range,"BLOCK_IN_FLOW",Xa),t.atKey=!1;let P=Pf.resolveProps(S??[],{flow:a,indicator:"map-value-ind",next:k,
offset:N.range[2],onError:s,parentIndent:r.indent,startOnNewline:!1});if(P.found){if(!o&&!T.found&&t.options.strict){if(S)
for(let K of S){if(K===P.found)break;if(K.type==="newline"){s(K,"MULTILINE_IMPLICIT_KEY","Implicit keys of flow sequence\
 pairs need to be on a single line");break}}T.start<P.found.offset-1024&&s(P.found,"KEY_OVER_1024_CHARS","The : indicato\
r must be at most 1024 chars after the start of an implicit flow sequence key")}}else k&&("source"in k&&k.source?.[0]===
":"?s(k,"MISSING_CHAR",`Missing space after : in ${a}`):s(P.start,"MISSING_CHAR",`Missing , or : between ${a} items`));let G=k?
n(t,k,P,s):P.found?e(t,P.end,S,null,P,s):null;G?za(k)&&s(G.range,"BLOCK_IN_FLOW",Xa):P.comment&&(N.comment?N.comment+=`
`+P.comment:N.comment=P.comment);let L=new ob.Pair(N,G);if(t.options.keepSourceTokens&&(L.srcToken=y),o){let K=u;ub.mapIncludes(
t,K.items,N)&&s(O,"DUPLICATE_KEY","Map keys must be unique"),K.items.push(L)}else{let K=new If.YAMLMap(t.schema);K.flow=
!0,K.items.push(L);let an=(G??N).range;K.range=[N.range[0],an[1],an[2]],u.items.push(K)}c=G?G.range[2]:P.end}}let p=o?"}":
"]",[d,...m]=r.end,h=c;if(d?.source===p)h=d.offset+d.source.length;else{let g=a[0].toUpperCase()+a.substring(1),y=f?`${g}\
 must end with a ${p}`:`${g} in block collection must be sufficiently indented and end with a ${p}`;s(c,f?"MISSING_CHAR":
"BAD_INDENT",y),d&&d.source.length!==1&&m.unshift(d)}if(m.length>0){let g=lb.resolveEnd(m,h,t.options.strict,s);g.comment&&
(u.comment?u.comment+=`
`+g.comment:u.comment=g.comment),u.range=[r.offset,h,g.offset]}else u.range=[r.offset,h,h];return u}jf.resolveFlowCollection=
pb});var Mf=A(Lf=>{"use strict";var fb=F(),db=re(),hb=Vt(),mb=Jt(),gb=Of(),yb=$f(),wb=qf();function Qa(n,e,t,r,s,i){let o=t.type===
"block-map"?gb.resolveBlockMap(n,e,t,r,i):t.type==="block-seq"?yb.resolveBlockSeq(n,e,t,r,i):wb.resolveFlowCollection(n,
e,t,r,i),a=o.constructor;return s==="!"||s===a.tagName?(o.tag=a.tagName,o):(s&&(o.tag=s),o)}function bb(n,e,t,r,s){let i=r.
tag,o=i?e.directives.tagName(i.source,p=>s(i,"TAG_RESOLVE_FAILED",p)):null;if(t.type==="block-seq"){let{anchor:p,newlineAfterProp:d}=r,
m=p&&i?p.offset>i.offset?p:i:p??i;m&&(!d||d.offset<m.offset)&&s(m,"MISSING_CHAR","Missing newline after block sequence p\
rops")}let a=t.type==="block-map"?"map":t.type==="block-seq"?"seq":t.start.source==="{"?"map":"seq";if(!i||!o||o==="!"||
o===hb.YAMLMap.tagName&&a==="map"||o===mb.YAMLSeq.tagName&&a==="seq")return Qa(n,e,t,s,o);let l=e.schema.tags.find(p=>p.
tag===o&&p.collection===a);if(!l){let p=e.schema.knownTags[o];if(p?.collection===a)e.schema.tags.push(Object.assign({},p,
{default:!1})),l=p;else return p?s(i,"BAD_COLLECTION_TYPE",`${p.tag} used for ${a} collection, but expects ${p.collection??
"scalar"}`,!0):s(i,"TAG_RESOLVE_FAILED",`Unresolved tag: ${o}`,!0),Qa(n,e,t,s,o)}let u=Qa(n,e,t,s,o,l),f=l.resolve?.(u,p=>s(
i,"TAG_RESOLVE_FAILED",p),e.options)??u,c=fb.isNode(f)?f:new db.Scalar(f);return c.range=u.range,c.tag=o,l?.format&&(c.format=
l.format),c}Lf.composeCollection=bb});var el=A(Rf=>{"use strict";var Za=re();function vb(n,e,t){let r=e.offset,s=kb(e,n.options.strict,t);if(!s)return{value:"",
type:null,comment:"",range:[r,r,r]};let i=s.mode===">"?Za.Scalar.BLOCK_FOLDED:Za.Scalar.BLOCK_LITERAL,o=e.source?Sb(e.source):
[],a=o.length;for(let h=o.length-1;h>=0;--h){let g=o[h][1];if(g===""||g==="\r")a=h;else break}if(a===0){let h=s.chomp===
"+"&&o.length>0?`
`.repeat(Math.max(1,o.length-1)):"",g=r+s.length;return e.source&&(g+=e.source.length),{value:h,type:i,comment:s.comment,
range:[r,g,g]}}let l=e.indent+s.indent,u=e.offset+s.length,f=0;for(let h=0;h<a;++h){let[g,y]=o[h];if(y===""||y==="\r")s.
indent===0&&g.length>l&&(l=g.length);else{g.length<l&&t(u+g.length,"MISSING_CHAR","Block scalars with more-indented lead\
ing empty lines must use an explicit indentation indicator"),s.indent===0&&(l=g.length),f=h,l===0&&!n.atRoot&&t(u,"BAD_I\
NDENT","Block scalar values in collections must be indented");break}u+=g.length+y.length+1}for(let h=o.length-1;h>=a;--h)
o[h][0].length>l&&(a=h+1);let c="",p="",d=!1;for(let h=0;h<f;++h)c+=o[h][0].slice(l)+`
`;for(let h=f;h<a;++h){let[g,y]=o[h];u+=g.length+y.length+1;let w=y[y.length-1]==="\r";if(w&&(y=y.slice(0,-1)),y&&g.length<
l){let S=`Block scalar lines must not be less indented than their ${s.indent?"explicit indentation indicator":"first lin\
e"}`;t(u-y.length-(w?2:1),"BAD_INDENT",S),g=""}i===Za.Scalar.BLOCK_LITERAL?(c+=p+g.slice(l)+y,p=`
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
`}let m=r+s.length+e.source.length;return{value:c,type:i,comment:s.comment,range:[r,m,m]}}function kb({offset:n,props:e},t,r){
if(e[0].type!=="block-scalar-header")return r(e[0],"IMPOSSIBLE","Block scalar header not found"),null;let{source:s}=e[0],
i=s[0],o=0,a="",l=-1;for(let p=1;p<s.length;++p){let d=s[p];if(!a&&(d==="-"||d==="+"))a=d;else{let m=Number(d);!o&&m?o=m:
l===-1&&(l=n+p)}}l!==-1&&r(l,"UNEXPECTED_TOKEN",`Block scalar header includes extra characters: ${s}`);let u=!1,f="",c=s.
length;for(let p=1;p<e.length;++p){let d=e[p];switch(d.type){case"space":u=!0;case"newline":c+=d.source.length;break;case"\
comment":t&&!u&&r(d,"MISSING_CHAR","Comments must be separated from other tokens by white space characters"),c+=d.source.
length,f=d.source.substring(1);break;case"error":r(d,"UNEXPECTED_TOKEN",d.message),c+=d.source.length;break;default:{let m=`\
Unexpected token in block scalar header: ${d.type}`;r(d,"UNEXPECTED_TOKEN",m);let h=d.source;h&&typeof h=="string"&&(c+=
h.length)}}}return{mode:i,indent:o,chomp:a,comment:f,length:c}}function Sb(n){let e=n.split(/\n( *)/),t=e[0],r=t.match(/^( *)/),
i=[r?.[1]?[r[1],t.slice(r[1].length)]:["",t]];for(let o=1;o<e.length;o+=2)i.push([e[o],e[o+1]]);return i}Rf.resolveBlockScalar=
vb});var nl=A(Df=>{"use strict";var tl=re(),xb=Zn();function Eb(n,e,t){let{offset:r,type:s,source:i,end:o}=n,a,l,u=(p,d,m)=>t(
r+p,d,m);switch(s){case"scalar":a=tl.Scalar.PLAIN,l=Nb(i,u);break;case"single-quoted-scalar":a=tl.Scalar.QUOTE_SINGLE,l=
Tb(i,u);break;case"double-quoted-scalar":a=tl.Scalar.QUOTE_DOUBLE,l=Ob(i,u);break;default:return t(n,"UNEXPECTED_TOKEN",
`Expected a flow scalar value, but found: ${s}`),{value:"",type:null,comment:"",range:[r,r+i.length,r+i.length]}}let f=r+
i.length,c=xb.resolveEnd(o,f,e,t);return{value:l,type:a,comment:c.comment,range:[r,f,c.offset]}}function Nb(n,e){let t="";
switch(n[0]){case"	":t="a tab character";break;case",":t="flow indicator character ,";break;case"%":t="directive indicat\
or character %";break;case"|":case">":{t=`block scalar indicator ${n[0]}`;break}case"@":case"`":{t=`reserved character ${n[0]}`;
break}}return t&&e(0,"BAD_SCALAR_START",`Plain value cannot start with ${t}`),Cf(n)}function Tb(n,e){return(n[n.length-1]!==
"'"||n.length===1)&&e(n.length,"MISSING_CHAR","Missing closing 'quote"),Cf(n.slice(1,-1)).replace(/''/g,"'")}function Cf(n){
let e=/(.*?)\r?\n/sy,t=e.exec(n);if(!t)return n;let r,s;try{r=new RegExp("(?<![ 	])[ 	]+$"),s=new RegExp("^[ 	]+|(?<![ 	\
])[ 	]+$","g")}catch{r=/[ \t]+$/,s=/^[ \t]+|[ \t]+$/g}let i=t[1].replace(r,""),o=" ",a=e.lastIndex;for(;t=e.exec(n);){let u=t[1].
replace(s,"");u===""?o===`
`?i+=o:o=`
`:(i+=o+u,o=" "),a=e.lastIndex}let l=/[ \t]*(.*)/sy;return l.lastIndex=a,t=l.exec(n),i+o+(t?.[1]??"")}function Ob(n,e){let t="";
for(let r=1;r<n.length-1;++r){let s=n[r];if(!(s==="\r"&&n[r+1]===`
`))if(s===`
`){let{fold:i,offset:o}=Ab(n,r);t+=i,r=o}else if(s==="\\"){let i=n[++r],o=$b[i];if(o)t+=o;else if(i===`
`)for(i=n[r+1];i===" "||i==="	";)i=n[++r+1];else if(i==="\r"&&n[r+1]===`
`)for(i=n[++r+1];i===" "||i==="	";)i=n[++r+1];else if(i==="x"||i==="u"||i==="U"){let a=i==="x"?2:i==="u"?4:8;t+=_b(n,r+1,
a,e),r+=a}else{let a=n.substr(r-1,2);e(r-1,"BAD_DQ_ESCAPE",`Invalid escape sequence ${a}`),t+=a}}else if(s===" "||s==="	"){
let i=r,o=n[r+1];for(;o===" "||o==="	";)o=n[++r+1];o!==`
`&&!(o==="\r"&&n[r+2]===`
`)&&(t+=r>i?n.slice(i,r+1):s)}else t+=s}return(n[n.length-1]!=='"'||n.length===1)&&e(n.length,"MISSING_CHAR",'Missing cl\
osing "quote'),t}function Ab(n,e){let t="",r=n[e+1];for(;(r===" "||r==="	"||r===`
`||r==="\r")&&!(r==="\r"&&n[e+2]!==`
`);)r===`
`&&(t+=`
`),e+=1,r=n[e+1];return t||(t=" "),{fold:t,offset:e}}var $b={0:"\0",a:"\x07",b:"\b",e:"\x1B",f:"\f",n:`
`,r:"\r",t:"	",v:"\v",N:"\x85",_:"\xA0",L:"\u2028",P:"\u2029"," ":" ",'"':'"',"/":"/","\\":"\\","	":"	"};function _b(n,e,t,r){
let s=n.substr(e,t),o=s.length===t&&/^[0-9a-fA-F]+$/.test(s)?parseInt(s,16):NaN;try{return String.fromCodePoint(o)}catch{
let a=n.substr(e-2,t+2);return r(e-2,"BAD_DQ_ESCAPE",`Invalid escape sequence ${a}`),a}}Df.resolveFlowScalar=Eb});var Wf=A(Uf=>{"use strict";var kn=F(),Ff=re(),Ib=el(),Pb=nl();function jb(n,e,t,r){let{value:s,type:i,comment:o,range:a}=e.
type==="block-scalar"?Ib.resolveBlockScalar(n,e,r):Pb.resolveFlowScalar(e,n.options.strict,r),l=t?n.directives.tagName(t.
source,c=>r(t,"TAG_RESOLVE_FAILED",c)):null,u;n.options.stringKeys&&n.atKey?u=n.schema[kn.SCALAR]:l?u=qb(n.schema,s,l,t,
r):e.type==="scalar"?u=Lb(n,s,e,r):u=n.schema[kn.SCALAR];let f;try{let c=u.resolve(s,p=>r(t??e,"TAG_RESOLVE_FAILED",p),n.
options);f=kn.isScalar(c)?c:new Ff.Scalar(c)}catch(c){let p=c instanceof Error?c.message:String(c);r(t??e,"TAG_RESOLVE_F\
AILED",p),f=new Ff.Scalar(s)}return f.range=a,f.source=s,i&&(f.type=i),l&&(f.tag=l),u.format&&(f.format=u.format),o&&(f.
comment=o),f}function qb(n,e,t,r,s){if(t==="!")return n[kn.SCALAR];let i=[];for(let a of n.tags)if(!a.collection&&a.tag===
t)if(a.default&&a.test)i.push(a);else return a;for(let a of i)if(a.test?.test(e))return a;let o=n.knownTags[t];return o&&
!o.collection?(n.tags.push(Object.assign({},o,{default:!1,test:void 0})),o):(s(r,"TAG_RESOLVE_FAILED",`Unresolved tag: ${t}`,
t!=="tag:yaml.org,2002:str"),n[kn.SCALAR])}function Lb({atKey:n,directives:e,schema:t},r,s,i){let o=t.tags.find(a=>(a.default===
!0||n&&a.default==="key")&&a.test?.test(r))||t[kn.SCALAR];if(t.compat){let a=t.compat.find(l=>l.default&&l.test?.test(r))??
t[kn.SCALAR];if(o.tag!==a.tag){let l=e.tagString(o.tag),u=e.tagString(a.tag),f=`Value may be parsed as either ${l} or ${u}`;
i(s,"TAG_RESOLVE_FAILED",f,!0)}}return o}Uf.composeScalar=jb});var Kf=A(Bf=>{"use strict";function Mb(n,e,t){if(e){t??(t=e.length);for(let r=t-1;r>=0;--r){let s=e[r];switch(s.type){case"\
space":case"comment":case"newline":n-=s.source.length;continue}for(s=e[++r];s?.type==="space";)n+=s.source.length,s=e[++r];
break}}return n}Bf.emptyScalarPosition=Mb});var Gf=A(sl=>{"use strict";var Rb=_r(),Cb=F(),Db=Mf(),Vf=Wf(),Fb=Zn(),Ub=Kf(),Wb={composeNode:Jf,composeEmptyNode:rl};function Jf(n,e,t,r){
let s=n.atKey,{spaceBefore:i,comment:o,anchor:a,tag:l}=t,u,f=!0;switch(e.type){case"alias":u=Bb(n,e,r),(a||l)&&r(e,"ALIA\
S_PROPS","An alias node must not specify any properties");break;case"scalar":case"single-quoted-scalar":case"double-quot\
ed-scalar":case"block-scalar":u=Vf.composeScalar(n,e,l,r),a&&(u.anchor=a.source.substring(1));break;case"block-map":case"\
block-seq":case"flow-collection":try{u=Db.composeCollection(Wb,n,e,t,r),a&&(u.anchor=a.source.substring(1))}catch(c){let p=c instanceof
Error?c.message:String(c);r(e,"RESOURCE_EXHAUSTION",p)}break;default:{let c=e.type==="error"?e.message:`Unsupported toke\
n (type: ${e.type})`;r(e,"UNEXPECTED_TOKEN",c),f=!1}}return u??(u=rl(n,e.offset,void 0,null,t,r)),a&&u.anchor===""&&r(a,
"BAD_ALIAS","Anchor cannot be an empty string"),s&&n.options.stringKeys&&(!Cb.isScalar(u)||typeof u.value!="string"||u.tag&&
u.tag!=="tag:yaml.org,2002:str")&&r(l??e,"NON_STRING_KEY","With stringKeys, all keys must be strings"),i&&(u.spaceBefore=
!0),o&&(e.type==="scalar"&&e.source===""?u.comment=o:u.commentBefore=o),n.options.keepSourceTokens&&f&&(u.srcToken=e),u}
function rl(n,e,t,r,{spaceBefore:s,comment:i,anchor:o,tag:a,end:l},u){let f={type:"scalar",offset:Ub.emptyScalarPosition(
e,t,r),indent:-1,source:""},c=Vf.composeScalar(n,f,a,u);return o&&(c.anchor=o.source.substring(1),c.anchor===""&&u(o,"BA\
D_ALIAS","Anchor cannot be an empty string")),s&&(c.spaceBefore=!0),i&&(c.comment=i,c.range[2]=l),c}function Bb({options:n},{
offset:e,source:t,end:r},s){let i=new Rb.Alias(t.substring(1));i.source===""&&s(e,"BAD_ALIAS","Alias cannot be an empty \
string"),i.source.endsWith(":")&&s(e+t.length-1,"BAD_ALIAS","Alias ending in : is ambiguous",!0);let o=e+t.length,a=Fb.resolveEnd(
r,o,n.strict,s);return i.range=[e,o,a.offset],a.comment&&(i.comment=a.comment),i}sl.composeEmptyNode=rl;sl.composeNode=Jf});var Xf=A(Yf=>{"use strict";var Kb=Jr(),Hf=Gf(),Vb=Zn(),Jb=Xr();function Gb(n,e,{offset:t,start:r,value:s,end:i},o){let a=Object.
assign({_directives:e},n),l=new Kb.Document(void 0,a),u={atKey:!1,atRoot:!0,directives:l.directives,options:l.options,schema:l.
schema},f=Jb.resolveProps(r,{indicator:"doc-start",next:s??i?.[0],offset:t,onError:o,parentIndent:0,startOnNewline:!0});
f.found&&(l.directives.docStart=!0,s&&(s.type==="block-map"||s.type==="block-seq")&&!f.hasNewline&&o(f.end,"MISSING_CHAR",
"Block collection cannot start on same line with directives-end marker")),l.contents=s?Hf.composeNode(u,s,f,o):Hf.composeEmptyNode(
u,f.end,r,null,f,o);let c=l.contents.range[2],p=Vb.resolveEnd(i,c,!1,o);return p.comment&&(l.comment=p.comment),l.range=
[t,c,p.offset],l}Yf.composeDoc=Gb});var ol=A(Zf=>{"use strict";var Hb=As("process"),Yb=Vo(),Xb=Jr(),zr=Yr(),zf=F(),zb=Xf(),Qb=Zn();function Qr(n){if(typeof n==
"number")return[n,n+1];if(Array.isArray(n))return n.length===2?n:[n[0],n[1]];let{offset:e,source:t}=n;return[e,e+(typeof t==
"string"?t.length:1)]}function Qf(n){let e="",t=!1,r=!1;for(let s=0;s<n.length;++s){let i=n[s];switch(i[0]){case"#":e+=(e===
""?"":r?`

`:`
`)+(i.substring(1)||" "),t=!0,r=!1;break;case"%":n[s+1]?.[0]!=="#"&&(s+=1),t=!1;break;default:t||(r=!0),t=!1}}return{comment:e,
afterEmptyLine:r}}var il=class{constructor(e={}){this.doc=null,this.atDirectives=!1,this.prelude=[],this.errors=[],this.
warnings=[],this.onError=(t,r,s,i)=>{let o=Qr(t);i?this.warnings.push(new zr.YAMLWarning(o,r,s)):this.errors.push(new zr.
YAMLParseError(o,r,s))},this.directives=new Yb.Directives({version:e.version||"1.2"}),this.options=e}decorate(e,t){let{comment:r,
afterEmptyLine:s}=Qf(this.prelude);if(r){let i=e.contents;if(t)e.comment=e.comment?`${e.comment}
${r}`:r;else if(s||e.directives.docStart||!i)e.commentBefore=r;else if(zf.isCollection(i)&&!i.flow&&i.items.length>0){let o=i.
items[0];zf.isPair(o)&&(o=o.key);let a=o.commentBefore;o.commentBefore=a?`${r}
${a}`:r}else{let o=i.commentBefore;i.commentBefore=o?`${r}
${o}`:r}}if(t){for(let i=0;i<this.errors.length;++i)e.errors.push(this.errors[i]);for(let i=0;i<this.warnings.length;++i)
e.warnings.push(this.warnings[i])}else e.errors=this.errors,e.warnings=this.warnings;this.prelude=[],this.errors=[],this.
warnings=[]}streamInfo(){return{comment:Qf(this.prelude).comment,directives:this.directives,errors:this.errors,warnings:this.
warnings}}*compose(e,t=!1,r=-1){for(let s of e)yield*this.next(s);yield*this.end(t,r)}*next(e){switch(Hb.env.LOG_STREAM&&
console.dir(e,{depth:null}),e.type){case"directive":this.directives.add(e.source,(t,r,s)=>{let i=Qr(e);i[0]+=t,this.onError(
i,"BAD_DIRECTIVE",r,s)}),this.prelude.push(e.source),this.atDirectives=!0;break;case"document":{let t=zb.composeDoc(this.
options,this.directives,e,this.onError);this.atDirectives&&!t.directives.docStart&&this.onError(e,"MISSING_CHAR","Missin\
g directives-end/doc-start indicator line"),this.decorate(t,!1),this.doc&&(yield this.doc),this.doc=t,this.atDirectives=
!1;break}case"byte-order-mark":case"space":break;case"comment":case"newline":this.prelude.push(e.source);break;case"erro\
r":{let t=e.source?`${e.message}: ${JSON.stringify(e.source)}`:e.message,r=new zr.YAMLParseError(Qr(e),"UNEXPECTED_TOKEN",
t);this.atDirectives||!this.doc?this.errors.push(r):this.doc.errors.push(r);break}case"doc-end":{if(!this.doc){let r="Un\
expected doc-end without preceding document";this.errors.push(new zr.YAMLParseError(Qr(e),"UNEXPECTED_TOKEN",r));break}this.
doc.directives.docEnd=!0;let t=Qb.resolveEnd(e.end,e.offset+e.source.length,this.doc.options.strict,this.onError);if(this.
decorate(this.doc,!0),t.comment){let r=this.doc.comment;this.doc.comment=r?`${r}
${t.comment}`:t.comment}this.doc.range[2]=t.offset;break}default:this.errors.push(new zr.YAMLParseError(Qr(e),"UNEXPECTE\
D_TOKEN",`Unsupported token ${e.type}`))}}*end(e=!1,t=-1){if(this.doc)this.decorate(this.doc,!0),yield this.doc,this.doc=
null;else if(e){let r=Object.assign({_directives:this.directives},this.options),s=new Xb.Document(void 0,r);this.atDirectives&&
this.onError(t,"MISSING_CHAR","Missing directives-end indicator line"),s.range=[0,t,t],this.decorate(s,!1),yield s}}};Zf.
Composer=il});var nd=A(Li=>{"use strict";var Zb=el(),ev=nl(),tv=Yr(),ed=Lr();function nv(n,e=!0,t){if(n){let r=(s,i,o)=>{let a=typeof s==
"number"?s:Array.isArray(s)?s[0]:s.offset;if(t)t(a,i,o);else throw new tv.YAMLParseError([a,a+1],i,o)};switch(n.type){case"\
scalar":case"single-quoted-scalar":case"double-quoted-scalar":return ev.resolveFlowScalar(n,e,r);case"block-scalar":return Zb.
resolveBlockScalar({options:{strict:e}},n,r)}}return null}function rv(n,e){let{implicitKey:t=!1,indent:r,inFlow:s=!1,offset:i=-1,
type:o="PLAIN"}=e,a=ed.stringifyString({type:o,value:n},{implicitKey:t,indent:r>0?" ".repeat(r):"",inFlow:s,options:{blockQuote:!0,
lineWidth:-1}}),l=e.end??[{type:"newline",offset:-1,indent:r,source:`
`}];switch(a[0]){case"|":case">":{let u=a.indexOf(`
`),f=a.substring(0,u),c=a.substring(u+1)+`
`,p=[{type:"block-scalar-header",offset:i,indent:r,source:f}];return td(p,l)||p.push({type:"newline",offset:-1,indent:r,
source:`
`}),{type:"block-scalar",offset:i,indent:r,props:p,source:c}}case'"':return{type:"double-quoted-scalar",offset:i,indent:r,
source:a,end:l};case"'":return{type:"single-quoted-scalar",offset:i,indent:r,source:a,end:l};default:return{type:"scalar",
offset:i,indent:r,source:a,end:l}}}function sv(n,e,t={}){let{afterKey:r=!1,implicitKey:s=!1,inFlow:i=!1,type:o}=t,a="ind\
ent"in n?n.indent:null;if(r&&typeof a=="number"&&(a+=2),!o)switch(n.type){case"single-quoted-scalar":o="QUOTE_SINGLE";break;case"\
double-quoted-scalar":o="QUOTE_DOUBLE";break;case"block-scalar":{let u=n.props[0];if(u.type!=="block-scalar-header")throw new Error(
"Invalid block scalar header");o=u.source[0]===">"?"BLOCK_FOLDED":"BLOCK_LITERAL";break}default:o="PLAIN"}let l=ed.stringifyString(
{type:o,value:e},{implicitKey:s||a===null,indent:a!==null&&a>0?" ".repeat(a):"",inFlow:i,options:{blockQuote:!0,lineWidth:-1}});
switch(l[0]){case"|":case">":iv(n,l);break;case'"':al(n,l,"double-quoted-scalar");break;case"'":al(n,l,"single-quoted-sc\
alar");break;default:al(n,l,"scalar")}}function iv(n,e){let t=e.indexOf(`
`),r=e.substring(0,t),s=e.substring(t+1)+`
`;if(n.type==="block-scalar"){let i=n.props[0];if(i.type!=="block-scalar-header")throw new Error("Invalid block scalar h\
eader");i.source=r,n.source=s}else{let{offset:i}=n,o="indent"in n?n.indent:-1,a=[{type:"block-scalar-header",offset:i,indent:o,
source:r}];td(a,"end"in n?n.end:void 0)||a.push({type:"newline",offset:-1,indent:o,source:`
`});for(let l of Object.keys(n))l!=="type"&&l!=="offset"&&delete n[l];Object.assign(n,{type:"block-scalar",indent:o,props:a,
source:s})}}function td(n,e){if(e)for(let t of e)switch(t.type){case"space":case"comment":n.push(t);break;case"newline":
return n.push(t),!0}return!1}function al(n,e,t){switch(n.type){case"scalar":case"double-quoted-scalar":case"single-quote\
d-scalar":n.type=t,n.source=e;break;case"block-scalar":{let r=n.props.slice(1),s=e.length;n.props[0].type==="block-scala\
r-header"&&(s-=n.props[0].source.length);for(let i of r)i.offset+=s;delete n.props,Object.assign(n,{type:t,source:e,end:r});
break}case"block-map":case"block-seq":{let s={type:"newline",offset:n.offset+e.length,indent:n.indent,source:`
`};delete n.items,Object.assign(n,{type:t,source:e,end:[s]});break}default:{let r="indent"in n?n.indent:-1,s="end"in n&&
Array.isArray(n.end)?n.end.filter(i=>i.type==="space"||i.type==="comment"||i.type==="newline"):[];for(let i of Object.keys(
n))i!=="type"&&i!=="offset"&&delete n[i];Object.assign(n,{type:t,indent:r,source:e,end:s})}}}Li.createScalarToken=rv;Li.
resolveAsScalar=nv;Li.setScalarValue=sv});var sd=A(rd=>{"use strict";var ov=n=>"type"in n?Ri(n):Mi(n);function Ri(n){switch(n.type){case"block-scalar":{let e="";for(let t of n.
props)e+=Ri(t);return e+n.source}case"block-map":case"block-seq":{let e="";for(let t of n.items)e+=Mi(t);return e}case"f\
low-collection":{let e=n.start.source;for(let t of n.items)e+=Mi(t);for(let t of n.end)e+=t.source;return e}case"documen\
t":{let e=Mi(n);if(n.end)for(let t of n.end)e+=t.source;return e}default:{let e=n.source;if("end"in n&&n.end)for(let t of n.
end)e+=t.source;return e}}}function Mi({start:n,key:e,sep:t,value:r}){let s="";for(let i of n)s+=i.source;if(e&&(s+=Ri(e)),
t)for(let i of t)s+=i.source;return r&&(s+=Ri(r)),s}rd.stringify=ov});var ld=A(ad=>{"use strict";var ll=Symbol("break visit"),av=Symbol("skip children"),id=Symbol("remove item");function Sn(n,e){
"type"in n&&n.type==="document"&&(n={start:n.start,value:n.value}),od(Object.freeze([]),n,e)}Sn.BREAK=ll;Sn.SKIP=av;Sn.REMOVE=
id;Sn.itemAtPath=(n,e)=>{let t=n;for(let[r,s]of e){let i=t?.[r];if(i&&"items"in i)t=i.items[s];else return}return t};Sn.
parentCollection=(n,e)=>{let t=Sn.itemAtPath(n,e.slice(0,-1)),r=e[e.length-1][0],s=t?.[r];if(s&&"items"in s)return s;throw new Error(
"Parent collection not found")};function od(n,e,t){let r=t(e,n);if(typeof r=="symbol")return r;for(let s of["key","value"]){
let i=e[s];if(i&&"items"in i){for(let o=0;o<i.items.length;++o){let a=od(Object.freeze(n.concat([[s,o]])),i.items[o],t);
if(typeof a=="number")o=a-1;else{if(a===ll)return ll;a===id&&(i.items.splice(o,1),o-=1)}}typeof r=="function"&&s==="key"&&
(r=r(e,n))}}return typeof r=="function"?r(e,n):r}ad.visit=Sn});var Ci=A(xe=>{"use strict";var cl=nd(),lv=sd(),cv=ld(),ul="\uFEFF",pl="",fl="",dl="",uv=n=>!!n&&"items"in n,pv=n=>!!n&&
(n.type==="scalar"||n.type==="single-quoted-scalar"||n.type==="double-quoted-scalar"||n.type==="block-scalar");function fv(n){
switch(n){case ul:return"<BOM>";case pl:return"<DOC>";case fl:return"<FLOW_END>";case dl:return"<SCALAR>";default:return JSON.
stringify(n)}}function dv(n){switch(n){case ul:return"byte-order-mark";case pl:return"doc-mode";case fl:return"flow-erro\
r-end";case dl:return"scalar";case"---":return"doc-start";case"...":return"doc-end";case"":case`
`:case`\r
`:return"newline";case"-":return"seq-item-ind";case"?":return"explicit-key-ind";case":":return"map-value-ind";case"{":return"\
flow-map-start";case"}":return"flow-map-end";case"[":return"flow-seq-start";case"]":return"flow-seq-end";case",":return"\
comma"}switch(n[0]){case" ":case"	":return"space";case"#":return"comment";case"%":return"directive-line";case"*":return"\
alias";case"&":return"anchor";case"!":return"tag";case"'":return"single-quoted-scalar";case'"':return"double-quoted-scal\
ar";case"|":case">":return"block-scalar-header"}return null}xe.createScalarToken=cl.createScalarToken;xe.resolveAsScalar=
cl.resolveAsScalar;xe.setScalarValue=cl.setScalarValue;xe.stringify=lv.stringify;xe.visit=cv.visit;xe.BOM=ul;xe.DOCUMENT=
pl;xe.FLOW_END=fl;xe.SCALAR=dl;xe.isCollection=uv;xe.isScalar=pv;xe.prettyToken=fv;xe.tokenType=dv});var gl=A(ud=>{"use strict";var Zr=Ci();function Ge(n){switch(n){case void 0:case" ":case`
`:case"\r":case"	":return!0;default:return!1}}var cd=new Set("0123456789ABCDEFabcdef"),hv=new Set("0123456789ABCDEFGHIJK\
LMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()"),Di=new Set(",[]{}"),mv=new Set(` ,[]{}
\r	`),hl=n=>!n||mv.has(n),ml=class{constructor(){this.atEnd=!1,this.blockScalarIndent=-1,this.blockScalarKeep=!1,this.buffer=
"",this.flowKey=!1,this.flowLevel=0,this.indentNext=0,this.indentValue=0,this.lineEndPos=null,this.next=null,this.pos=0}*lex(e,t=!1){
if(e){if(typeof e!="string")throw TypeError("source is not a string");this.buffer=this.buffer?this.buffer+e:e,this.lineEndPos=
null}this.atEnd=!t;let r=this.next??"stream";for(;r&&(t||this.hasChars(1));)r=yield*this.parseNext(r)}atLineEnd(){let e=this.
pos,t=this.buffer[e];for(;t===" "||t==="	";)t=this.buffer[++e];return!t||t==="#"||t===`
`?!0:t==="\r"?this.buffer[e+1]===`
`:!1}charAt(e){return this.buffer[this.pos+e]}continueScalar(e){let t=this.buffer[e];if(this.indentNext>0){let r=0;for(;t===
" ";)t=this.buffer[++r+e];if(t==="\r"){let s=this.buffer[r+e+1];if(s===`
`||!s&&!this.atEnd)return e+r+1}return t===`
`||r>=this.indentNext||!t&&!this.atEnd?e+r:-1}if(t==="-"||t==="."){let r=this.buffer.substr(e,3);if((r==="---"||r==="...")&&
Ge(this.buffer[e+3]))return-1}return e}getLine(){let e=this.lineEndPos;return(typeof e!="number"||e!==-1&&e<this.pos)&&(e=
this.buffer.indexOf(`
`,this.pos),this.lineEndPos=e),e===-1?this.atEnd?this.buffer.substring(this.pos):null:(this.buffer[e-1]==="\r"&&(e-=1),this.
buffer.substring(this.pos,e))}hasChars(e){return this.pos+e<=this.buffer.length}setNext(e){return this.buffer=this.buffer.
substring(this.pos),this.pos=0,this.lineEndPos=null,this.next=e,null}peek(e){return this.buffer.substr(this.pos,e)}*parseNext(e){
switch(e){case"stream":return yield*this.parseStream();case"line-start":return yield*this.parseLineStart();case"block-st\
art":return yield*this.parseBlockStart();case"doc":return yield*this.parseDocument();case"flow":return yield*this.parseFlowCollection();case"\
quoted-scalar":return yield*this.parseQuotedScalar();case"block-scalar":return yield*this.parseBlockScalar();case"plain-\
scalar":return yield*this.parsePlainScalar()}}*parseStream(){let e=this.getLine();if(e===null)return this.setNext("strea\
m");if(e[0]===Zr.BOM&&(yield*this.pushCount(1),e=e.substring(1)),e[0]==="%"){let t=e.length,r=e.indexOf("#");for(;r!==-1;){
let i=e[r-1];if(i===" "||i==="	"){t=r-1;break}else r=e.indexOf("#",r+1)}for(;;){let i=e[t-1];if(i===" "||i==="	")t-=1;else
break}let s=(yield*this.pushCount(t))+(yield*this.pushSpaces(!0));return yield*this.pushCount(e.length-s),this.pushNewline(),
"stream"}if(this.atLineEnd()){let t=yield*this.pushSpaces(!0);return yield*this.pushCount(e.length-t),yield*this.pushNewline(),
"stream"}return yield Zr.DOCUMENT,yield*this.parseLineStart()}*parseLineStart(){let e=this.charAt(0);if(!e&&!this.atEnd)
return this.setNext("line-start");if(e==="-"||e==="."){if(!this.atEnd&&!this.hasChars(4))return this.setNext("line-start");
let t=this.peek(3);if((t==="---"||t==="...")&&Ge(this.charAt(3)))return yield*this.pushCount(3),this.indentValue=0,this.
indentNext=0,t==="---"?"doc":"stream"}return this.indentValue=yield*this.pushSpaces(!1),this.indentNext>this.indentValue&&
!Ge(this.charAt(1))&&(this.indentNext=this.indentValue),yield*this.parseBlockStart()}*parseBlockStart(){let[e,t]=this.peek(
2);if(!t&&!this.atEnd)return this.setNext("block-start");if((e==="-"||e==="?"||e===":")&&Ge(t)){let r=(yield*this.pushCount(
1))+(yield*this.pushSpaces(!0));return this.indentNext=this.indentValue+1,this.indentValue+=r,"block-start"}return"doc"}*parseDocument(){
yield*this.pushSpaces(!0);let e=this.getLine();if(e===null)return this.setNext("doc");let t=yield*this.pushIndicators();
switch(e[t]){case"#":yield*this.pushCount(e.length-t);case void 0:return yield*this.pushNewline(),yield*this.parseLineStart();case"\
{":case"[":return yield*this.pushCount(1),this.flowKey=!1,this.flowLevel=1,"flow";case"}":case"]":return yield*this.pushCount(
1),"doc";case"*":return yield*this.pushUntil(hl),"doc";case'"':case"'":return yield*this.parseQuotedScalar();case"|":case"\
>":return t+=yield*this.parseBlockScalarHeader(),t+=yield*this.pushSpaces(!0),yield*this.pushCount(e.length-t),yield*this.
pushNewline(),yield*this.parseBlockScalar();default:return yield*this.parsePlainScalar()}}*parseFlowCollection(){let e,t,
r=-1;do e=yield*this.pushNewline(),e>0?(t=yield*this.pushSpaces(!1),this.indentValue=r=t):t=0,t+=yield*this.pushSpaces(!0);while(e+
t>0);let s=this.getLine();if(s===null)return this.setNext("flow");if((r!==-1&&r<this.indentNext&&s[0]!=="#"||r===0&&(s.startsWith(
"---")||s.startsWith("..."))&&Ge(s[3]))&&!(r===this.indentNext-1&&this.flowLevel===1&&(s[0]==="]"||s[0]==="}")))return this.
flowLevel=0,yield Zr.FLOW_END,yield*this.parseLineStart();let i=0;for(;s[i]===",";)i+=yield*this.pushCount(1),i+=yield*this.
pushSpaces(!0),this.flowKey=!1;switch(i+=yield*this.pushIndicators(),s[i]){case void 0:return"flow";case"#":return yield*this.
pushCount(s.length-i),"flow";case"{":case"[":return yield*this.pushCount(1),this.flowKey=!1,this.flowLevel+=1,"flow";case"\
}":case"]":return yield*this.pushCount(1),this.flowKey=!0,this.flowLevel-=1,this.flowLevel?"flow":"doc";case"*":return yield*this.
pushUntil(hl),"flow";case'"':case"'":return this.flowKey=!0,yield*this.parseQuotedScalar();case":":{let o=this.charAt(1);
if(this.flowKey||Ge(o)||o===",")return this.flowKey=!1,yield*this.pushCount(1),yield*this.pushSpaces(!0),"flow"}default:
return this.flowKey=!1,yield*this.parsePlainScalar()}}*parseQuotedScalar(){let e=this.charAt(0),t=this.buffer.indexOf(e,
this.pos+1);if(e==="'")for(;t!==-1&&this.buffer[t+1]==="'";)t=this.buffer.indexOf("'",t+2);else for(;t!==-1;){let i=0;for(;this.
buffer[t-1-i]==="\\";)i+=1;if(i%2===0)break;t=this.buffer.indexOf('"',t+1)}let r=this.buffer.substring(0,t),s=r.indexOf(
`
`,this.pos);if(s!==-1){for(;s!==-1;){let i=this.continueScalar(s+1);if(i===-1)break;s=r.indexOf(`
`,i)}s!==-1&&(t=s-(r[s-1]==="\r"?2:1))}if(t===-1){if(!this.atEnd)return this.setNext("quoted-scalar");t=this.buffer.length}
return yield*this.pushToIndex(t+1,!1),this.flowLevel?"flow":"doc"}*parseBlockScalarHeader(){this.blockScalarIndent=-1,this.
blockScalarKeep=!1;let e=this.pos;for(;;){let t=this.buffer[++e];if(t==="+")this.blockScalarKeep=!0;else if(t>"0"&&t<="9")
this.blockScalarIndent=Number(t)-1;else if(t!=="-")break}return yield*this.pushUntil(t=>Ge(t)||t==="#")}*parseBlockScalar(){
let e=this.pos-1,t=0,r;e:for(let i=this.pos;r=this.buffer[i];++i)switch(r){case" ":t+=1;break;case`
`:e=i,t=0;break;case"\r":{let o=this.buffer[i+1];if(!o&&!this.atEnd)return this.setNext("block-scalar");if(o===`
`)break}default:break e}if(!r&&!this.atEnd)return this.setNext("block-scalar");if(t>=this.indentNext){this.blockScalarIndent===
-1?this.indentNext=t:this.indentNext=this.blockScalarIndent+(this.indentNext===0?1:this.indentNext);do{let i=this.continueScalar(
e+1);if(i===-1)break;e=this.buffer.indexOf(`
`,i)}while(e!==-1);if(e===-1){if(!this.atEnd)return this.setNext("block-scalar");e=this.buffer.length}}let s=e+1;for(r=this.
buffer[s];r===" ";)r=this.buffer[++s];if(r==="	"){for(;r==="	"||r===" "||r==="\r"||r===`
`;)r=this.buffer[++s];e=s-1}else if(!this.blockScalarKeep)do{let i=e-1,o=this.buffer[i];o==="\r"&&(o=this.buffer[--i]);let a=i;
for(;o===" ";)o=this.buffer[--i];if(o===`
`&&i>=this.pos&&i+1+t>a)e=i;else break}while(!0);return yield Zr.SCALAR,yield*this.pushToIndex(e+1,!0),yield*this.parseLineStart()}*parsePlainScalar(){
let e=this.flowLevel>0,t=this.pos-1,r=this.pos-1,s;for(;s=this.buffer[++r];)if(s===":"){let i=this.buffer[r+1];if(Ge(i)||
e&&Di.has(i))break;t=r}else if(Ge(s)){let i=this.buffer[r+1];if(s==="\r"&&(i===`
`?(r+=1,s=`
`,i=this.buffer[r+1]):t=r),i==="#"||e&&Di.has(i))break;if(s===`
`){let o=this.continueScalar(r+1);if(o===-1)break;r=Math.max(r,o-2)}}else{if(e&&Di.has(s))break;t=r}return!s&&!this.atEnd?
this.setNext("plain-scalar"):(yield Zr.SCALAR,yield*this.pushToIndex(t+1,!0),e?"flow":"doc")}*pushCount(e){return e>0?(yield this.
buffer.substr(this.pos,e),this.pos+=e,e):0}*pushToIndex(e,t){let r=this.buffer.slice(this.pos,e);return r?(yield r,this.
pos+=r.length,r.length):(t&&(yield""),0)}*pushIndicators(){let e=0;e:for(;;){switch(this.charAt(0)){case"!":e+=yield*this.
pushTag(),e+=yield*this.pushSpaces(!0);continue e;case"&":e+=yield*this.pushUntil(hl),e+=yield*this.pushSpaces(!0);continue e;case"\
-":case"?":case":":{let t=this.flowLevel>0,r=this.charAt(1);if(Ge(r)||t&&Di.has(r)){t?this.flowKey&&(this.flowKey=!1):this.
indentNext=this.indentValue+1,e+=yield*this.pushCount(1),e+=yield*this.pushSpaces(!0);continue e}}}break e}return e}*pushTag(){
if(this.charAt(1)==="<"){let e=this.pos+2,t=this.buffer[e];for(;!Ge(t)&&t!==">";)t=this.buffer[++e];return yield*this.pushToIndex(
t===">"?e+1:e,!1)}else{let e=this.pos+1,t=this.buffer[e];for(;t;)if(hv.has(t))t=this.buffer[++e];else if(t==="%"&&cd.has(
this.buffer[e+1])&&cd.has(this.buffer[e+2]))t=this.buffer[e+=3];else break;return yield*this.pushToIndex(e,!1)}}*pushNewline(){
let e=this.buffer[this.pos];return e===`
`?yield*this.pushCount(1):e==="\r"&&this.charAt(1)===`
`?yield*this.pushCount(2):0}*pushSpaces(e){let t=this.pos-1,r;do r=this.buffer[++t];while(r===" "||e&&r==="	");let s=t-this.
pos;return s>0&&(yield this.buffer.substr(this.pos,s),this.pos=t),s}*pushUntil(e){let t=this.pos,r=this.buffer[t];for(;!e(
r);)r=this.buffer[++t];return yield*this.pushToIndex(t,!1)}};ud.Lexer=ml});var wl=A(pd=>{"use strict";var yl=class{constructor(){this.lineStarts=[],this.addNewLine=e=>this.lineStarts.push(e),this.
linePos=e=>{let t=0,r=this.lineStarts.length;for(;t<r;){let i=t+r>>1;this.lineStarts[i]<e?t=i+1:r=i}if(this.lineStarts[t]===
e)return{line:t+1,col:1};if(t===0)return{line:0,col:e};let s=this.lineStarts[t-1];return{line:t,col:e-s+1}}}};pd.LineCounter=
yl});var vl=A(gd=>{"use strict";var gv=As("process"),fd=Ci(),yv=gl();function Gt(n,e){for(let t=0;t<n.length;++t)if(n[t].type===
e)return!0;return!1}function dd(n){for(let e=0;e<n.length;++e)switch(n[e].type){case"space":case"comment":case"newline":
break;default:return e}return-1}function md(n){switch(n?.type){case"alias":case"scalar":case"single-quoted-scalar":case"\
double-quoted-scalar":case"flow-collection":return!0;default:return!1}}function Fi(n){switch(n.type){case"document":return n.
start;case"block-map":{let e=n.items[n.items.length-1];return e.sep??e.start}case"block-seq":return n.items[n.items.length-
1].start;default:return[]}}function er(n){if(n.length===0)return[];let e=n.length;e:for(;--e>=0;)switch(n[e].type){case"\
doc-start":case"explicit-key-ind":case"map-value-ind":case"seq-item-ind":case"newline":break e}for(;n[++e]?.type==="spac\
e";);return n.splice(e,n.length)}function Ui(n,e){if(e.length<1e5)Array.prototype.push.apply(n,e);else for(let t=0;t<e.length;++t)
n.push(e[t])}function hd(n){if(n.start.type==="flow-seq-start")for(let e of n.items)e.sep&&!e.value&&!Gt(e.start,"explic\
it-key-ind")&&!Gt(e.sep,"map-value-ind")&&(e.key&&(e.value=e.key),delete e.key,md(e.value)?e.value.end?Ui(e.value.end,e.
sep):e.value.end=e.sep:Ui(e.start,e.sep),delete e.sep)}var bl=class{constructor(e){this.atNewLine=!0,this.atScalar=!1,this.
indent=0,this.offset=0,this.onKeyLine=!1,this.stack=[],this.source="",this.type="",this.lexer=new yv.Lexer,this.onNewLine=
e}*parse(e,t=!1){this.onNewLine&&this.offset===0&&this.onNewLine(0);for(let r of this.lexer.lex(e,t))yield*this.next(r);
t||(yield*this.end())}*next(e){if(this.source=e,gv.env.LOG_TOKENS&&console.log("|",fd.prettyToken(e)),this.atScalar){this.
atScalar=!1,yield*this.step(),this.offset+=e.length;return}let t=fd.tokenType(e);if(t)if(t==="scalar")this.atNewLine=!1,
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
"document"&&(t.indent=0),t.type==="flow-collection"&&hd(t),r.type){case"document":r.value=t;break;case"block-scalar":r.props.
push(t);break;case"block-map":{let s=r.items[r.items.length-1];if(s.value){r.items.push({start:[],key:t,sep:[]}),this.onKeyLine=
!0;return}else if(s.sep)s.value=t;else{Object.assign(s,{key:t,sep:[]}),this.onKeyLine=!s.explicitKey;return}break}case"b\
lock-seq":{let s=r.items[r.items.length-1];s.value?r.items.push({start:[],value:t}):s.value=t;break}case"flow-collection":{
let s=r.items[r.items.length-1];!s||s.value?r.items.push({start:[],key:t,sep:[]}):s.sep?s.value=t:Object.assign(s,{key:t,
sep:[]});return}default:yield*this.pop(),yield*this.pop(t)}if((r.type==="document"||r.type==="block-map"||r.type==="bloc\
k-seq")&&(t.type==="block-map"||t.type==="block-seq")){let s=t.items[t.items.length-1];s&&!s.sep&&!s.value&&s.start.length>
0&&dd(s.start)===-1&&(t.indent===0||s.start.every(i=>i.type!=="comment"||i.indent<t.indent))&&(r.type==="document"?r.end=
s.start:r.items.push({start:s.start}),t.items.splice(-1,1))}}}*stream(){switch(this.type){case"directive-line":yield{type:"\
directive",offset:this.offset,source:this.source};return;case"byte-order-mark":case"space":case"comment":case"newline":yield this.
sourceToken;return;case"doc-mode":case"doc-start":{let e={type:"document",offset:this.offset,start:[]};this.type==="doc-\
start"&&e.start.push(this.sourceToken),this.stack.push(e);return}}yield{type:"error",offset:this.offset,message:`Unexpec\
ted ${this.type} token in YAML stream`,source:this.source}}*document(e){if(e.value)return yield*this.lineEnd(e);switch(this.
type){case"doc-start":{dd(e.start)!==-1?(yield*this.pop(),yield*this.step()):e.start.push(this.sourceToken);return}case"\
anchor":case"tag":case"space":case"comment":case"newline":e.start.push(this.sourceToken);return}let t=this.startBlockValue(
e);t?this.stack.push(t):yield{type:"error",offset:this.offset,message:`Unexpected ${this.type} token in YAML document`,source:this.
source}}*scalar(e){if(this.type==="map-value-ind"){let t=Fi(this.peek(2)),r=er(t),s;e.end?(s=e.end,s.push(this.sourceToken),
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
end;if(Array.isArray(s)){Ui(s,t.start),s.push(this.sourceToken),e.items.pop();return}}t.start.push(this.sourceToken)}return}
if(this.indent>=e.indent){let r=!this.onKeyLine&&this.indent===e.indent,s=r&&(t.sep||t.explicitKey)&&this.type!=="seq-it\
em-ind",i=[];if(s&&t.sep&&!t.value){let o=[];for(let a=0;a<t.sep.length;++a){let l=t.sep[a];switch(l.type){case"newline":
o.push(a);break;case"space":break;case"comment":l.indent>e.indent&&(o.length=0);break;default:o.length=0}}o.length>=2&&(i=
t.sep.splice(o[1]))}switch(this.type){case"anchor":case"tag":s||t.value?(i.push(this.sourceToken),e.items.push({start:i}),
this.onKeyLine=!0):t.sep?t.sep.push(this.sourceToken):t.start.push(this.sourceToken);return;case"explicit-key-ind":!t.sep&&
!t.explicitKey?(t.start.push(this.sourceToken),t.explicitKey=!0):s||t.value?(i.push(this.sourceToken),e.items.push({start:i,
explicitKey:!0})):this.stack.push({type:"block-map",offset:this.offset,indent:this.indent,items:[{start:[this.sourceToken],
explicitKey:!0}]}),this.onKeyLine=!0;return;case"map-value-ind":if(t.explicitKey)if(t.sep)if(t.value)e.items.push({start:[],
key:null,sep:[this.sourceToken]});else if(Gt(t.sep,"map-value-ind"))this.stack.push({type:"block-map",offset:this.offset,
indent:this.indent,items:[{start:i,key:null,sep:[this.sourceToken]}]});else if(md(t.key)&&!Gt(t.sep,"newline")){let o=er(
t.start),a=t.key,l=t.sep;l.push(this.sourceToken),delete t.key,delete t.sep,this.stack.push({type:"block-map",offset:this.
offset,indent:this.indent,items:[{start:o,key:a,sep:l}]})}else i.length>0?t.sep=t.sep.concat(i,this.sourceToken):t.sep.push(
this.sourceToken);else if(Gt(t.start,"newline"))Object.assign(t,{key:null,sep:[this.sourceToken]});else{let o=er(t.start);
this.stack.push({type:"block-map",offset:this.offset,indent:this.indent,items:[{start:o,key:null,sep:[this.sourceToken]}]})}else
t.sep?t.value||s?e.items.push({start:i,key:null,sep:[this.sourceToken]}):Gt(t.sep,"map-value-ind")?this.stack.push({type:"\
block-map",offset:this.offset,indent:this.indent,items:[{start:[],key:null,sep:[this.sourceToken]}]}):t.sep.push(this.sourceToken):
Object.assign(t,{key:null,sep:[this.sourceToken]});this.onKeyLine=!0;return;case"alias":case"scalar":case"single-quoted-\
scalar":case"double-quoted-scalar":{let o=this.flowScalar(this.type);s||t.value?(e.items.push({start:i,key:o,sep:[]}),this.
onKeyLine=!0):t.sep?this.stack.push(o):(Object.assign(t,{key:o,sep:[]}),this.onKeyLine=!0);return}default:{let o=this.startBlockValue(
e);if(o){if(o.type==="block-seq"){if(!t.explicitKey&&t.sep&&!Gt(t.sep,"newline")){yield*this.pop({type:"error",offset:this.
offset,message:"Unexpected block-seq-ind on same line with key",source:this.source});return}}else r&&e.items.push({start:i});
this.stack.push(o);return}}}}yield*this.pop(),yield*this.step()}*blockSequence(e){let t=e.items[e.items.length-1];switch(this.
type){case"newline":if(t.value){let r="end"in t.value?t.value.end:void 0;(Array.isArray(r)?r[r.length-1]:void 0)?.type===
"comment"?r?.push(this.sourceToken):e.items.push({start:[this.sourceToken]})}else t.start.push(this.sourceToken);return;case"\
space":case"comment":if(t.value)e.items.push({start:[this.sourceToken]});else{if(this.atIndentedComment(t.start,e.indent)){
let s=e.items[e.items.length-2]?.value?.end;if(Array.isArray(s)){Ui(s,t.start),s.push(this.sourceToken),e.items.pop();return}}
t.start.push(this.sourceToken)}return;case"anchor":case"tag":if(t.value||this.indent<=e.indent)break;t.start.push(this.sourceToken);
return;case"seq-item-ind":if(this.indent!==e.indent)break;t.value||Gt(t.start,"seq-item-ind")?e.items.push({start:[this.
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
"flow-collection"){let s=Fi(r),i=er(s);hd(e);let o=e.end.splice(1,e.end.length);o.push(this.sourceToken);let a={type:"bl\
ock-map",offset:e.offset,indent:e.indent,items:[{start:i,key:e,sep:o}]};this.onKeyLine=!0,this.stack[this.stack.length-1]=
a}else yield*this.lineEnd(e)}}flowScalar(e){if(this.onNewLine){let t=this.source.indexOf(`
`)+1;for(;t!==0;)this.onNewLine(this.offset+t),t=this.source.indexOf(`
`,t)+1}return{type:e,offset:this.offset,indent:this.indent,source:this.source}}startBlockValue(e){switch(this.type){case"\
alias":case"scalar":case"single-quoted-scalar":case"double-quoted-scalar":return this.flowScalar(this.type);case"block-s\
calar-header":return{type:"block-scalar",offset:this.offset,indent:this.indent,props:[this.sourceToken],source:""};case"\
flow-map-start":case"flow-seq-start":return{type:"flow-collection",offset:this.offset,indent:this.indent,start:this.sourceToken,
items:[],end:[]};case"seq-item-ind":return{type:"block-seq",offset:this.offset,indent:this.indent,items:[{start:[this.sourceToken]}]};case"\
explicit-key-ind":{this.onKeyLine=!0;let t=Fi(e),r=er(t);return r.push(this.sourceToken),{type:"block-map",offset:this.offset,
indent:this.indent,items:[{start:r,explicitKey:!0}]}}case"map-value-ind":{this.onKeyLine=!0;let t=Fi(e),r=er(t);return{type:"\
block-map",offset:this.offset,indent:this.indent,items:[{start:r,key:null,sep:[this.sourceToken]}]}}}return null}atIndentedComment(e,t){
return this.type!=="comment"||this.indent<=t?!1:e.every(r=>r.type==="newline"||r.type==="space")}*documentEnd(e){this.type!==
"doc-mode"&&(e.end?e.end.push(this.sourceToken):e.end=[this.sourceToken],this.type==="newline"&&(yield*this.pop()))}*lineEnd(e){
switch(this.type){case"comma":case"doc-start":case"doc-end":case"flow-seq-end":case"flow-map-end":case"map-value-ind":yield*this.
pop(),yield*this.step();break;case"newline":this.onKeyLine=!1;default:e.end?e.end.push(this.sourceToken):e.end=[this.sourceToken],
this.type==="newline"&&(yield*this.pop())}}};gd.Parser=bl});var kd=A(ts=>{"use strict";var yd=ol(),wv=Jr(),es=Yr(),bv=sa(),vv=F(),kv=wl(),wd=vl();function bd(n){let e=n.prettyErrors!==
!1;return{lineCounter:n.lineCounter||e&&new kv.LineCounter||null,prettyErrors:e}}function Sv(n,e={}){let{lineCounter:t,prettyErrors:r}=bd(
e),s=new wd.Parser(t?.addNewLine),i=new yd.Composer(e),o=Array.from(i.compose(s.parse(n)));if(r&&t)for(let a of o)a.errors.
forEach(es.prettifyError(n,t)),a.warnings.forEach(es.prettifyError(n,t));return o.length>0?o:Object.assign([],{empty:!0},
i.streamInfo())}function vd(n,e={}){let{lineCounter:t,prettyErrors:r}=bd(e),s=new wd.Parser(t?.addNewLine),i=new yd.Composer(
e),o=null;for(let a of i.compose(s.parse(n),!0,n.length))if(!o)o=a;else if(o.options.logLevel!=="silent"){o.errors.push(
new es.YAMLParseError(a.range.slice(0,2),"MULTIPLE_DOCS","Source contains multiple documents; please use YAML.parseAllDo\
cuments()"));break}return r&&t&&(o.errors.forEach(es.prettifyError(n,t)),o.warnings.forEach(es.prettifyError(n,t))),o}function xv(n,e,t){
let r;typeof e=="function"?r=e:t===void 0&&e&&typeof e=="object"&&(t=e);let s=vd(n,t);if(!s)return null;if(s.warnings.forEach(
i=>bv.warn(s.options.logLevel,i)),s.errors.length>0){if(s.options.logLevel!=="silent")throw s.errors[0];s.errors=[]}return s.
toJS(Object.assign({reviver:r},t))}function Ev(n,e,t){let r=null;if(typeof e=="function"||Array.isArray(e)?r=e:t===void 0&&
e&&(t=e),typeof t=="string"&&(t=t.length),typeof t=="number"){let s=Math.round(t);t=s<1?void 0:s>8?{indent:8}:{indent:s}}
if(n===void 0){let{keepUndefined:s}=t??e??{};if(!s)return}return vv.isDocument(n)&&!r?n.toString(t):new wv.Document(n,r,
t).toString(t)}ts.parse=xv;ts.parseAllDocuments=Sv;ts.parseDocument=vd;ts.stringify=Ev});var ns=A(J=>{"use strict";var Nv=ol(),Tv=Jr(),Ov=Fa(),kl=Yr(),Av=_r(),Ht=F(),$v=Bt(),_v=re(),Iv=Vt(),Pv=Jt(),jv=Ci(),qv=gl(),
Lv=wl(),Mv=vl(),Wi=kd(),Sd=Tr();J.Composer=Nv.Composer;J.Document=Tv.Document;J.Schema=Ov.Schema;J.YAMLError=kl.YAMLError;
J.YAMLParseError=kl.YAMLParseError;J.YAMLWarning=kl.YAMLWarning;J.Alias=Av.Alias;J.isAlias=Ht.isAlias;J.isCollection=Ht.
isCollection;J.isDocument=Ht.isDocument;J.isMap=Ht.isMap;J.isNode=Ht.isNode;J.isPair=Ht.isPair;J.isScalar=Ht.isScalar;J.
isSeq=Ht.isSeq;J.Pair=$v.Pair;J.Scalar=_v.Scalar;J.YAMLMap=Iv.YAMLMap;J.YAMLSeq=Pv.YAMLSeq;J.CST=jv;J.Lexer=qv.Lexer;J.LineCounter=
Lv.LineCounter;J.Parser=Mv.Parser;J.parse=Wi.parse;J.parseAllDocuments=Wi.parseAllDocuments;J.parseDocument=Wi.parseDocument;
J.stringify=Wi.stringify;J.visit=Sd.visit;J.visitAsync=Sd.visitAsync});var Cd=A((Xi,Wl)=>{(function(e,t){typeof Xi=="object"&&typeof Wl=="object"?Wl.exports=t():typeof define=="function"&&define.
amd?define("cronstrue",[],t):typeof Xi=="object"?Xi.cronstrue=t():e.cronstrue=t()})(globalThis,()=>(()=>{"use strict";var n={
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
y="9999";break;default:y=null;break}if(y!==null){var w=f[g].split("/");f[g]="".concat(w[0],"-").concat(y,"/").concat(w[1])}}},
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
h=m===void 0?!0:m,g=d.verbose,y=g===void 0?!1:g,w=d.dayOfWeekStartIndexZero,v=w===void 0?!0:w,S=d.monthStartIndexZero,k=S===
void 0?!1:S,T=d.use24HourTimeFormat,O=d.locale,N=O===void 0?null:O,P={throwExceptionOnParseError:h,verbose:y,dayOfWeekStartIndexZero:v,
monthStartIndexZero:k,use24HourTimeFormat:T,locale:N};P.tzOffset&&console.warn("'tzOffset' option has been deprecated an\
d is no longer supported.");var G=new f(c,P);return G.getFullDescription()},f.initialize=function(c,p){p===void 0&&(p="e\
n"),f.specialCharacters=["/","-",",","*"],f.defaultLocale=p,c.load(f.locales)},f.prototype.getFullDescription=function(){
var c,p,d="";try{var m=new l.CronParser(this.expression,this.options.dayOfWeekStartIndexZero,this.options.monthStartIndexZero);
if(this.expressionParts=m.parse(),this.expressionParts[0]==="@reboot")return((p=(c=this.i18n).atReboot)===null||p===void 0?
void 0:p.call(c))||"Run once, at startup";var h=this.getTimeOfDayDescription(),g=this.getDayOfMonthDescription(),y=this.
getMonthDescription(),w=this.getDayOfWeekDescription(),v=this.getYearDescription();d+=h+g+w+y+v,d=this.transformVerbosity(
d,!!this.options.verbose),d=d.charAt(0).toLocaleUpperCase()+d.substr(1)}catch(S){if(!this.options.throwExceptionOnParseError)
d=this.i18n.anErrorOccuredWhenGeneratingTheExpressionD();else throw"".concat(S)}return d},f.prototype.getTimeOfDayDescription=
function(){var c=this.expressionParts[0],p=this.expressionParts[1],d=this.expressionParts[2],m="";if(!a.StringUtilities.
containsAny(p,f.specialCharacters)&&!a.StringUtilities.containsAny(d,f.specialCharacters)&&!a.StringUtilities.containsAny(
c,f.specialCharacters))m+=this.i18n.atSpace()+this.formatTime(d,p,c);else if(!c&&p.indexOf("-")>-1&&!(p.indexOf(",")>-1)&&
!(p.indexOf("/")>-1)&&!a.StringUtilities.containsAny(d,f.specialCharacters)){var h=p.split("-");m+=a.StringUtilities.format(
this.i18n.everyMinuteBetweenX0AndX1(),this.formatTime(d,h[0],""),this.formatTime(d,h[1],""))}else if(!c&&d.indexOf(",")>
-1&&d.indexOf("-")==-1&&d.indexOf("/")==-1&&!a.StringUtilities.containsAny(p,f.specialCharacters)){var g=d.split(",");m+=
this.i18n.at();for(var y=0;y<g.length;y++)m+=" ",m+=this.formatTime(g[y],p,""),y<g.length-2&&(m+=","),y==g.length-2&&(m+=
this.i18n.spaceAnd())}else{var w=this.getSecondsDescription(),v=this.getMinutesDescription(),S=this.getHoursDescription();
if(m+=w,m&&v&&(m+=", "),m+=v,v===S)return m;m&&S&&(m+=", "),m+=S}return m},f.prototype.getSecondsDescription=function(){
var c=this,p=this.getSegmentDescription(this.expressionParts[0],this.i18n.everySecond(),function(d){return d},function(d){
return a.StringUtilities.format(c.i18n.everyX0Seconds(d),d)},function(d){return c.i18n.secondsX0ThroughX1PastTheMinute()},
function(d){return d=="0"?"":parseInt(d)<20?c.i18n.atX0SecondsPastTheMinute(d):c.i18n.atX0SecondsPastTheMinuteGt20()||c.
i18n.atX0SecondsPastTheMinute(d)});return p},f.prototype.getMinutesDescription=function(){var c=this,p=this.expressionParts[0],
d=this.expressionParts[2],m=this.getSegmentDescription(this.expressionParts[1],this.i18n.everyMinute(),function(h){return h},
function(h){return a.StringUtilities.format(c.i18n.everyX0Minutes(h),h)},function(h){return c.i18n.minutesX0ThroughX1PastTheHour()},
function(h){try{return h=="0"&&d.indexOf("/")==-1&&p==""?c.i18n.everyHour():parseInt(h)<20?c.i18n.atX0MinutesPastTheHour(
h):c.i18n.atX0MinutesPastTheHourGt20()||c.i18n.atX0MinutesPastTheHour(h)}catch{return c.i18n.atX0MinutesPastTheHour(h)}});
return m},f.prototype.getHoursDescription=function(){var c=this,p=this.expressionParts[2],d=0,m=[];p.split("/")[0].split(
",").forEach(function(y){var w=y.split("-");w.length===2&&m.push({value:w[1],index:d+1}),d+=w.length});var h=0,g=this.getSegmentDescription(
p,this.i18n.everyHour(),function(y){var w=m.find(function(S){return S.value===y&&S.index===h}),v=w&&c.expressionParts[1]!==
"0";return h++,v?c.formatTime(y,"59",""):c.formatTime(y,"0","")},function(y){return a.StringUtilities.format(c.i18n.everyX0Hours(
y),y)},function(y){return c.i18n.betweenX0AndX1()},function(y){return c.i18n.atX0()});return g},f.prototype.getDayOfWeekDescription=
function(){var c=this,p=this.i18n.daysOfTheWeek(),d=null;return this.expressionParts[5]=="*"?d="":d=this.getSegmentDescription(
this.expressionParts[5],this.i18n.commaEveryDay(),function(m,h){var g=m;m.indexOf("#")>-1?g=m.substring(0,m.indexOf("#")):
m.indexOf("L")>-1&&(g=g.replace("L",""));var y=parseInt(g),w=c.i18n.daysOfTheWeekInCase?c.i18n.daysOfTheWeekInCase(h)[y]:
p[y];if(m.indexOf("#")>-1){var v=null,S=m.substring(m.indexOf("#")+1),k=m.substring(0,m.indexOf("#"));switch(S){case"1":
v=c.i18n.first(k);break;case"2":v=c.i18n.second(k);break;case"3":v=c.i18n.third(k);break;case"4":v=c.i18n.fourth(k);break;case"\
5":v=c.i18n.fifth(k);break}w=v+" "+w}return w},function(m){return parseInt(m)==1?"":a.StringUtilities.format(c.i18n.commaEveryX0DaysOfTheWeek(
m),m)},function(m){var h=m.substring(0,m.indexOf("-")),g=c.expressionParts[3]!="*";return g?c.i18n.commaAndX0ThroughX1(h):
c.i18n.commaX0ThroughX1(h)},function(m){var h=null;if(m.indexOf("#")>-1){var g=m.substring(m.indexOf("#")+1),y=m.substring(
0,m.indexOf("#"));h=c.i18n.commaOnThe(g,y).trim()+c.i18n.spaceX0OfTheMonth()}else if(m.indexOf("L")>-1)h=c.i18n.commaOnTheLastX0OfTheMonth(
m.replace("L",""));else{var w=c.expressionParts[3]!="*";h=w?c.i18n.commaAndOnX0():c.i18n.commaOnlyOnX0(m)}return h}),d},
f.prototype.getMonthDescription=function(){var c=this,p=this.i18n.monthsOfTheYear(),d=this.getSegmentDescription(this.expressionParts[4],
"",function(m,h){return h&&c.i18n.monthsOfTheYearInCase?c.i18n.monthsOfTheYearInCase(h)[parseInt(m)-1]:p[parseInt(m)-1]},
function(m){return parseInt(m)==1?"":a.StringUtilities.format(c.i18n.commaEveryX0Months(m),m)},function(m){return c.i18n.
commaMonthX0ThroughMonthX1()||c.i18n.commaX0ThroughX1()},function(m){return c.i18n.commaOnlyInMonthX0?c.i18n.commaOnlyInMonthX0():
c.i18n.commaOnlyInX0()});return d},f.prototype.getDayOfMonthDescription=function(){var c=this,p=null,d=this.expressionParts[3];
switch(d){case"L":p=this.i18n.commaOnTheLastDayOfTheMonth();break;case"WL":case"LW":p=this.i18n.commaOnTheLastWeekdayOfTheMonth();
break;default:var m=d.match(/(\d{1,2}W)|(W\d{1,2})/);if(m){var h=parseInt(m[0].replace("W","")),g=h==1?this.i18n.firstWeekday():
a.StringUtilities.format(this.i18n.weekdayNearestDayX0(),h.toString());p=a.StringUtilities.format(this.i18n.commaOnTheX0OfTheMonth(),
g);break}else{var y=d.match(/L-(\d{1,2})/);if(y){var w=y[1];p=a.StringUtilities.format(this.i18n.commaDaysBeforeTheLastDayOfTheMonth(
w),w);break}else{if(d=="*"&&this.expressionParts[5]!="*")return"";p=this.getSegmentDescription(d,this.i18n.commaEveryDay(),
function(v){return v=="L"?c.i18n.lastDay():c.i18n.dayX0?a.StringUtilities.format(c.i18n.dayX0(),v):v},function(v){return v==
"1"?c.i18n.commaEveryDay():c.i18n.commaEveryX0Days(v)},function(v){return c.i18n.commaBetweenDayX0AndX1OfTheMonth(v)},function(v){
return c.i18n.commaOnDayX0OfTheMonth(v)})}break}}return p},f.prototype.getYearDescription=function(){var c=this,p=this.getSegmentDescription(
this.expressionParts[6],"",function(d){return/^\d+$/.test(d)?new Date(parseInt(d),1).getFullYear().toString():d},function(d){
return a.StringUtilities.format(c.i18n.commaEveryX0Years(d),d)},function(d){return c.i18n.commaYearX0ThroughYearX1()||c.
i18n.commaX0ThroughX1()},function(d){return c.i18n.commaOnlyInYearX0?c.i18n.commaOnlyInYearX0():c.i18n.commaOnlyInX0()});
return p},f.prototype.getSegmentDescription=function(c,p,d,m,h,g){var y=null,w=c.indexOf("/")>-1,v=c.indexOf("-")>-1,S=c.
indexOf(",")>-1;if(!c)y="";else if(c==="*")y=p;else if(!w&&!v&&!S)y=a.StringUtilities.format(g(c),d(c));else if(S){for(var k=c.
split(","),T="",O=0;O<k.length;O++)if(O>0&&k.length>2&&(T+=",",O<k.length-1&&(T+=" ")),O>0&&k.length>1&&(O==k.length-1||
k.length==2)&&(T+="".concat(this.i18n.spaceAnd()," ")),k[O].indexOf("/")>-1||k[O].indexOf("-")>-1){var N=k[O].indexOf("-")>
-1&&k[O].indexOf("/")==-1,P=this.getSegmentDescription(k[O],p,d,m,N?this.i18n.commaX0ThroughX1:h,g);N&&(P=P.replace(", ",
"")),T+=P}else w?T+=this.getSegmentDescription(k[O],p,d,m,h,g):T+=d(k[O]);w?y=T:y=a.StringUtilities.format(g(c),T)}else if(w){
var k=c.split("/");if(y=a.StringUtilities.format(m(k[1]),k[1]),k[0].indexOf("-")>-1){var G=this.generateRangeSegmentDescription(
k[0],h,d);G.indexOf(", ")!=0&&(y+=", "),y+=G}else if(k[0].indexOf("*")==-1){var L=a.StringUtilities.format(g(k[0]),d(k[0]));
L=L.replace(", ",""),y+=a.StringUtilities.format(this.i18n.commaStartingX0(),L)}}else v&&(y=this.generateRangeSegmentDescription(
c,h,d));return y},f.prototype.generateRangeSegmentDescription=function(c,p,d){var m="",h=c.split("-"),g=d(h[0],1),y=d(h[1],
2),w=p(c);return m+=a.StringUtilities.format(w,g,y),m},f.prototype.formatTime=function(c,p,d){var m=0,h=0,g=parseInt(c)+
m,y=parseInt(p)+h;y>=60?(y-=60,g+=1):y<0&&(y+=60,g-=1),g>=24?g=g-24:g<0&&(g=24+g);var w="",v=!1;this.options.use24HourTimeFormat||
(v=!!(this.i18n.setPeriodBeforeTime&&this.i18n.setPeriodBeforeTime()),w=v?"".concat(this.getPeriod(g)," "):" ".concat(this.
getPeriod(g)),g>12&&(g-=12),g===0&&(g=12));var S="";return d&&(S=":".concat(("00"+d).substring(d.length))),"".concat(v?w:
"").concat(("00"+g.toString()).substring(g.toString().length),":").concat(("00"+y.toString()).substring(y.toString().length)).
concat(S).concat(v?"":w)},f.prototype.transformVerbosity=function(c,p){if(!p&&(c=c.replace(new RegExp(", ".concat(this.i18n.
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
var a=i.ExpressionDescriptor.toString;s.toString=a})(),r})())});var Po=["github","env","vars","job","jobs","steps","runner","secrets","strategy","matrix","needs","inputs"];function jo(n,e,t){
return e.expression===null?e.text:n.evaluateString(e.expression,t)}function xx(n,e,t){let r=[];for(let[s,i]of Object.entries(
e)){let o=typeof t=="function"?t(s,i):t;r.push([s,jo(n,i,o)])}return Object.fromEntries(r)}function Ex(n,e,t){return n.evaluateTruthy(
e.expression,t)}function Dn(n,e,t){switch(e.kind){case"literal":return e.value;case"expression":return n.evaluate(e.expression,
{...t,where:t.where??`line ${e.position.line}, column ${e.position.column}`});case"sequence":return e.items.map(r=>Dn(n,
r,t));case"mapping":return Object.fromEntries(e.entries.map(({key:r,value:s})=>[r,Dn(n,s,t)]))}}function Rt(n){switch(n.
kind){case"literal":return!1;case"expression":return!0;case"sequence":return n.items.some(Rt);case"mapping":return n.entries.
some(e=>Rt(e.value))}}var je=class{},qe=class extends je{constructor(e,t){super(),this.literal=e,this.token=t}accept(e){return e.visitLiteral(
this)}},Fn=class extends je{constructor(e,t){super(),this.operator=e,this.expr=t}accept(e){return e.visitUnary(this)}},fn=class extends je{constructor(e,t){
super(),this.functionName=e,this.args=t}accept(e){return e.visitFunctionCall(this)}},dn=class extends je{constructor(e,t,r){
super(),this.left=e,this.operator=t,this.right=r}accept(e){return e.visitBinary(this)}},vt=class extends je{constructor(e,t){
super(),this.operator=e,this.args=t}accept(e){return e.visitLogical(this)}},kt=class extends je{constructor(e){super(),this.
group=e}accept(e){return e.visitGrouping(this)}},hn=class extends je{constructor(e){super(),this.name=e}accept(e){return e.
visitContextAccess(this)}},et=class extends je{constructor(e,t){super(),this.expr=e,this.index=t}accept(e){return e.visitIndexAccess(
this)}},St=class extends je{accept(){throw new Error("Method not implemented.")}};var I;(function(n){n[n.String=0]="String",n[n.Array=1]="Array",n[n.Dictionary=2]="Dictionary",n[n.Boolean=3]="Boolean",n[n.
Number=4]="Number",n[n.CaseSensitiveDictionary=5]="CaseSensitiveDictionary",n[n.Null=6]="Null"})(I||(I={}));function Fs(n){
switch(n){case I.Array:return"Array";case I.Boolean:return"Boolean";case I.Null:return"Null";case I.Number:return"Number";case I.
Dictionary:return"Object";case I.String:return"String"}return"unknown"}var xt=class{constructor(...e){this.keys=[],this.v=[],this.indexMap={},this.kind=I.Dictionary,this.primitive=!1;for(let t of e)
this.add(t.key,t.value)}coerceString(){return Fs(this.kind)}number(){return NaN}add(e,t){e.toLowerCase()in this.indexMap||
(this.keys.push(e),this.v.push(t),this.indexMap[e.toLowerCase()]=this.v.length-1)}get(e){let t=this.indexMap[e.toLowerCase()];
if(t!==void 0)return this.v[t]}values(){return this.v}pairs(){let e=[];for(let t of this.keys)e.push({key:t,value:this.v[this.
indexMap[t.toLowerCase()]]});return e}};var V={};Xm(V,{Array:()=>tt,BooleanData:()=>B,Dictionary:()=>xt,Kind:()=>I,Null:()=>ke,NumberData:()=>we,StringData:()=>te,
replacer:()=>Us,reviver:()=>Ws});var tt=class{constructor(...e){this.v=[],this.kind=I.Array,this.primitive=!1;for(let t of e)this.add(t)}coerceString(){return Fs(
this.kind)}number(){return NaN}add(e){this.v.push(e)}get(e){return this.v[e]}values(){return this.v}};var B=class{constructor(e){this.value=e,this.kind=I.Boolean,this.primitive=!0}coerceString(){return this.value?"true":"f\
alse"}number(){return this.value?1:0}};var ke=class{constructor(){this.kind=I.Null,this.primitive=!0}coerceString(){return""}number(){return 0}};var we=class{constructor(e){this.value=e,this.kind=I.Number,this.primitive=!0}coerceString(){return this.value===0?"0":(+this.
value.toFixed(15)).toString()}number(){return this.value}};var te=class{constructor(e){this.value=e,this.kind=I.String,this.primitive=!0}coerceString(){return this.value}number(){
return Number(this.value)}};function Us(n,e){if(e instanceof ke)return null;if(e instanceof B)return e.value;if(e instanceof we)return e.number();if(e instanceof
te)return e.coerceString();if(e instanceof tt)return e.values();if(e instanceof xt){let t=e.pairs(),r={};for(let s of t)
r[s.key]=s.value;return r}return e}function Ws(n,e){return e===null?new ke:typeof e=="string"?new te(e):typeof e=="number"?new we(e):typeof e=="boolean"?new B(
e):Array.isArray(e)?new tt(...e):typeof e=="object"?new xt(...Object.keys(e).map(t=>({key:t,value:e[t]}))):e}var Ct=class extends tt{};var x;(function(n){n[n.UNKNOWN=0]="UNKNOWN",n[n.LEFT_PAREN=1]="LEFT_PAREN",n[n.RIGHT_PAREN=2]="RIGHT_PAREN",n[n.LEFT_BRACKET=
3]="LEFT_BRACKET",n[n.RIGHT_BRACKET=4]="RIGHT_BRACKET",n[n.COMMA=5]="COMMA",n[n.DOT=6]="DOT",n[n.BANG=7]="BANG",n[n.BANG_EQUAL=
8]="BANG_EQUAL",n[n.EQUAL_EQUAL=9]="EQUAL_EQUAL",n[n.GREATER=10]="GREATER",n[n.GREATER_EQUAL=11]="GREATER_EQUAL",n[n.LESS=
12]="LESS",n[n.LESS_EQUAL=13]="LESS_EQUAL",n[n.AND=14]="AND",n[n.OR=15]="OR",n[n.STAR=16]="STAR",n[n.NUMBER=17]="NUMBER",
n[n.STRING=18]="STRING",n[n.IDENTIFIER=19]="IDENTIFIER",n[n.TRUE=20]="TRUE",n[n.FALSE=21]="FALSE",n[n.NULL=22]="NULL",n[n.
EOF=23]="EOF"})(x||(x={}));function gu(n){switch(n.type){case x.EOF:return"EOF";case x.NUMBER:return n.lexeme;case x.STRING:
return n.value.toString();default:return n.lexeme}}var nt=class{constructor(e){this.input=e,this.start=0,this.offset=0,this.
line=0,this.lastLineOffset=0,this.tokens=[]}lex(){if(this.input.length>mn)throw new Error("ErrorExceededMaxLength");for(;!this.
atEnd();){this.start=this.offset;let e=this.next();switch(e){case"(":this.addToken(x.LEFT_PAREN);break;case")":this.addToken(
x.RIGHT_PAREN);break;case"[":this.addToken(x.LEFT_BRACKET);break;case"]":this.addToken(x.RIGHT_BRACKET);break;case",":this.
addToken(x.COMMA);break;case".":this.previous()!=x.IDENTIFIER&&this.previous()!=x.RIGHT_BRACKET&&this.previous()!=x.RIGHT_PAREN&&
this.previous()!=x.STAR?this.consumeNumber():this.addToken(x.DOT);break;case"-":case"+":this.consumeNumber();break;case"\
!":this.addToken(this.match("=")?x.BANG_EQUAL:x.BANG);break;case"=":if(!this.match("=")){this.consumeIdentifier();break}
this.addToken(x.EQUAL_EQUAL);break;case"<":this.addToken(this.match("=")?x.LESS_EQUAL:x.LESS);break;case">":this.addToken(
this.match("=")?x.GREATER_EQUAL:x.GREATER);break;case"&":if(!this.match("&")){this.consumeIdentifier();break}this.addToken(
x.AND);break;case"|":if(!this.match("|")){this.consumeIdentifier();break}this.addToken(x.OR);break;case"*":this.addToken(
x.STAR);break;case" ":case"\r":case"	":break;case`
`:++this.line,this.lastLineOffset=this.offset;break;case"'":this.consumeString();break;default:!0===Qm(e)?this.consumeNumber():
this.consumeIdentifier()}}return this.tokens.push({type:x.EOF,lexeme:"",range:this.range()}),{tokens:this.tokens}}pos(){
return{line:this.line,column:this.start-this.lastLineOffset}}endPos(){return{line:this.line,column:this.offset-this.lastLineOffset}}range(){
return{start:this.pos(),end:this.endPos()}}atEnd(){return this.offset>=this.input.length}peek(){return this.atEnd()?"\0":
this.input[this.offset]}peekNext(){return this.offset+1>=this.input.length?"\0":this.input[this.offset+1]}previous(){let e=this.
tokens.length;return e==0?x.EOF:this.tokens[e-1].type}next(){return this.input[this.offset++]}match(e){return this.atEnd()||
this.input[this.offset]!==e?!1:(this.offset++,!0)}addToken(e,t){this.tokens.push({type:e,lexeme:this.input.substring(this.
start,this.offset),range:this.range(),value:t})}consumeNumber(){for(;!this.atEnd()&&(!mu(this.peek())||this.peek()==".");)
this.next();let e=this.input.substring(this.start,this.offset),t=new te(e).number();if(isNaN(t))throw new Error(`Unexpec\
ted symbol: '${e}'. Located at position ${this.start+1} within expression: ${this.input}`);this.addToken(x.NUMBER,t)}consumeString(){
for(;(this.peek()!=="'"||this.peekNext()==="'")&&!this.atEnd();)this.peek()===`
`&&this.line++,this.peek()==="'"&&this.peekNext()==="'"&&this.next(),this.next();if(this.atEnd())throw new Error(`Unexpe\
cted symbol: '${this.input.substring(this.start)}'. Located at position ${this.start+1} within expression: ${this.input}`);
this.next();let e=this.input.substring(this.start+1,this.offset-1);e=e.replace("''","'"),this.addToken(x.STRING,e)}consumeIdentifier(){
for(;!this.atEnd()&&!mu(this.peek());)this.next();let e=x.IDENTIFIER,t,r=this.input.substring(this.start,this.offset);if(this.
previous()!=x.DOT)switch(r){case"true":e=x.TRUE;break;case"false":e=x.FALSE;break;case"null":e=x.NULL;break;case"NaN":e=
x.NUMBER,t=NaN;break;case"Infinity":e=x.NUMBER,t=1/0;break}if(!Zm(r))throw new Error(`Unexpected symbol: '${r}'. Located\
 at position ${this.start+1} within expression: ${this.input}`);this.addToken(e,t)}};function Qm(n){return n>="0"&&n<="9"}
function mu(n){switch(n){case"(":case"[":case")":case"]":case",":case".":case"!":case">":case"<":case"=":case"&":case"|":
return!0}return/\s/.test(n)}function Zm(n){if(n=="")return!1;let e=n[0];if(e>="a"&&e<="z"||e>="A"&&e<="Z"||e=="_"){for(let t of n.
substring(1).split(""))if(!(t>="a"&&t<="z"||t>="A"&&t<="Z"||t>="0"&&t<="9"||t=="_"||t=="-"))return!1;return!0}return!1}var qo=50,mn=21e3,H;(function(n){n[n.ErrorUnexpectedSymbol=0]="ErrorUnexpectedSymbol",n[n.ErrorUnrecognizedNamedValue=1]=
"ErrorUnrecognizedNamedValue",n[n.ErrorUnexpectedEndOfExpression=2]="ErrorUnexpectedEndOfExpression",n[n.ErrorExceededMaxDepth=
3]="ErrorExceededMaxDepth",n[n.ErrorExceededMaxLength=4]="ErrorExceededMaxLength",n[n.ErrorTooFewParameters=5]="ErrorToo\
FewParameters",n[n.ErrorTooManyParameters=6]="ErrorTooManyParameters",n[n.ErrorEvenParameters=7]="ErrorEvenParameters",n[n.
ErrorUnrecognizedContext=8]="ErrorUnrecognizedContext",n[n.ErrorUnrecognizedFunction=9]="ErrorUnrecognizedFunction"})(H||
(H={}));var rt=class extends Error{constructor(e,t){super(`${eg(e)}: '${gu(t)}'`),this.typ=e,this.tok=t,this.pos=this.tok.
range.start}};function eg(n){switch(n){case H.ErrorUnexpectedEndOfExpression:return"Unexpected end of expression";case H.
ErrorUnexpectedSymbol:return"Unexpected symbol";case H.ErrorUnrecognizedNamedValue:return"Unrecognized named-value";case H.
ErrorExceededMaxDepth:return`Exceeded max expression depth ${qo}`;case H.ErrorExceededMaxLength:return`Exceeded max expr\
ession length ${mn}`;case H.ErrorTooFewParameters:return"Too few parameters supplied";case H.ErrorTooManyParameters:return"\
Too many parameters supplied";case H.ErrorEvenParameters:return"Even number of parameters supplied, requires an odd numb\
er of parameters";case H.ErrorUnrecognizedContext:return"Unrecognized named-value";case H.ErrorUnrecognizedFunction:return"\
Unrecognized function";default:return"Unknown error"}}var kr=class extends Error{};var yu={name:"case",description:"`case( pred1, val1, pred2, val2, ..., default )`\n\nEvaluates predicates in order and ret\
urns the value corresponding to the first predicate that evaluates to `true`. If no predicate matches, it returns the la\
st argument as the default value.",minArgs:3,maxArgs:Number.MAX_SAFE_INTEGER,call:(...n)=>{for(let e=0;e<n.length-1;e+=2){
let t=n[e];if(t.kind!==I.Boolean)throw new Error("case predicate must evaluate to a boolean value");if(t.value)return n[e+
1]}return n[n.length-1]}};function Bs(n){switch(n.kind){case I.Null:return!0;case I.Boolean:return!n.value;case I.Number:{let e=n.value;return e===
0||isNaN(e)}case I.String:return n.value.length===0}return!1}function Un(n){return!Bs(n)}function Sr(n,e){let t=n,r=e;if(n.
kind===e.kind)return[t,r];switch(n.kind){case I.Number:if(e.kind===I.String)return r=new we(e.number()),[t,r];break;case I.
String:if(e.kind===I.Number)return t=new we(n.number()),[t,r];break;case I.Null:case I.Boolean:return t=new we(n.number()),
Sr(t,r)}switch(e.kind){case I.Null:case I.Boolean:return r=new we(e.number()),Sr(t,r)}return[t,r]}function gn(n,e){let[t,
r]=Sr(n,e);if(t.kind!=r.kind)return!1;switch(t.kind){case I.Null:return!0;case I.Number:{let s=t.value,i=r.value;return isNaN(
s)||isNaN(i)?!1:s==i}case I.String:{let s=t.value,i=r.value;return Le(s)===Le(i)}case I.Boolean:{let s=t.value,i=r.value;
return s==i}case I.Dictionary:case I.Array:return t===r}return!1}function Lo(n,e){let[t,r]=Sr(n,e);if(t.kind!=r.kind)return!1;
switch(t.kind){case I.Number:{let s=t.value,i=r.value;return isNaN(s)||isNaN(i)?!1:s>i}case I.String:{let s=t.value,i=r.
value;return s=Le(s),i=Le(i),s>i}case I.Boolean:{let s=t.value,i=r.value;return s&&!i}}return!1}function Mo(n,e){let[t,r]=Sr(
n,e);if(t.kind!=r.kind)return!1;switch(t.kind){case I.Number:{let s=t.value,i=r.value;return isNaN(s)||isNaN(i)?!1:s<i}case I.
String:{let s=t.value,i=r.value;return s=Le(s),i=Le(i),s<i}case I.Boolean:{let s=t.value,i=r.value;return!s&&i}}return!1}
function Le(n){let e=[],t=0,r=n.length,s=n.indexOf("\u0131");for(;t<r;)if(t<s)e.push(n.substring(t,s).toUpperCase()),t=s;else if(t==
s)e.push(n.substring(t,t+1)),t+=1,s=n.indexOf("\u0131",t);else{e.push(n.substring(t).toUpperCase());break}return e.join(
"")}var wu={name:"contains",description:"`contains( search, item )`\n\nReturns `true` if `search` contains `item`. If `search`\
 is an array, this function returns `true` if the `item` is an element in the array. If `search` is a string, this funct\
ion returns `true` if the `item` is a substring of `search`. This function is not case sensitive. Casts values to a stri\
ng.",minArgs:2,maxArgs:2,call:(...n)=>{let e=n[0],t=n[1];if(e.primitive){let r=e.coerceString();if(t.primitive){let s=t.
coerceString();return new B(r.toLowerCase().includes(s.toLowerCase()))}}else if(e.kind===I.Array){let r=e;if(r.values().
length===0)return new B(!1);for(let s of r.values())if(gn(t,s))return new B(!0)}return new B(!1)}};var bu={name:"endsWith",description:"`endsWith( searchString, searchValue )`\n\nReturns `true` if `searchString` ends with\
 `searchValue`. This function is not case sensitive. Casts values to a string.",minArgs:2,maxArgs:2,call:(...n)=>{let e=n[0];
if(!e.primitive)return new B(!1);let t=n[1];if(!t.primitive)return new B(!1);let r=Le(e.coerceString()),s=Le(t.coerceString());
return new B(r.endsWith(s))}};var vu={name:"format",description:"`format( string, replaceValue0, replaceValue1, ..., replaceValueN)`\n\nReplaces values \
in the `string`, with the variable `replaceValueN`. Variables in the `string` are specified using the `{N}` syntax, wher\
e `N` is an integer. You must specify at least one `replaceValue` and `string`. There is no maximum for the number of va\
riables (`replaceValueN`) you can use. Escape curly braces using double braces.",minArgs:1,maxArgs:255,call:(...n)=>{let e=n[0].
coerceString(),t=[],r=0;for(;r<e.length;){let s=e.indexOf("{",r),i=e.indexOf("}",r);if(s>=0&&(i<0||i>s)){if(Ro(e,s+1)===
"{"){t.push(e.substr(r,s-r+1)),r=s+2;continue}if(i>s+1){let o=tg(e,s+1);if(o.success){if(1+o.result>n.length-1)throw new Error(
`The following format string references more arguments than were supplied: ${e}`);s>r&&t.push(e.substr(r,s-r)),t.push(`${n[1+
o.result].coerceString()}`),r=i+1;continue}}throw new Error(`The following format string is invalid: ${e}`)}else if(i>=0)
if(Ro(e,i+1)==="}")t.push(e.substr(r,i-r+1)),r=i+2;else throw new Error(`The following format string is invalid: ${e}`);else{
t.push(e.substr(r));break}}return new te(t.join(""))}};function Ro(n,e){return n.length>e?n[e]:"\0"}function tg(n,e){let t=0;
for(;;){let i=Ro(n,e+t);if(i>="0"&&i<="9")t++;else break}if(t<1)return{success:!1};let r=e+t-1,s=parseInt(n.substr(e,t));
return{success:!isNaN(s),result:s,endIndex:r}}var ku={name:"fromJson",description:"`fromJSON(value)`\n\nReturns a JSON object or JSON data type for `value`. You can use\
 this function to provide a JSON object as an evaluated expression or to convert environment variables from a string.",minArgs:1,
maxArgs:1,call:(...n)=>{let t=n[0].coerceString();if(t.trim()==="")throw new Error("empty input");try{return JSON.parse(
t,Ws)}catch(r){throw new kr("Error parsing JSON when evaluating fromJson",{cause:r})}}};var Su={name:"join",description:"`join( array, optionalSeparator )`\n\nThe value for `array` can be an array or a string. \
All values in `array` are concatenated into a string. If you provide `optionalSeparator`, it is inserted between the con\
catenated values. Otherwise, the default separator `,` is used. Casts values to a string.",minArgs:1,maxArgs:2,call:(...n)=>{
if(n[0].primitive)return new te(n[0].coerceString());if(n[0].kind===I.Array){let e=",";return n.length>1&&n[1].primitive&&
(e=n[1].coerceString()),new te(n[0].values().map(t=>t.coerceString()).join(e))}return new te("")}};var xu={name:"startsWith",description:"`startsWith( searchString, searchValue )`\n\nReturns `true` when `searchString` sta\
rts with `searchValue`. This function is not case sensitive. Casts values to a string.",minArgs:2,maxArgs:2,call:(...n)=>{
let e=n[0];if(!e.primitive)return new B(!1);let t=n[1];if(!t.primitive)return new B(!1);let r=Le(e.coerceString()),s=Le(
t.coerceString());return new B(r.startsWith(s))}};var Eu={name:"toJson",description:"`toJSON(value)`\n\nReturns a pretty-print JSON representation of `value`. You can use t\
his function to debug the information provided in contexts.",minArgs:1,maxArgs:1,call:(...n)=>new te(JSON.stringify(n[0],
Us,"  "))};var xr={case:yu,contains:wu,endswith:bu,format:vu,fromjson:ku,join:Su,startswith:xu,tojson:Eu};function Nu(n,e,t){let r=e.
lexeme.toLowerCase(),s;if(s=xr[r],!s&&(s=n.extensionFunctions.get(r),!s)){if(!n.allowUnknownKeywords)throw new rt(H.ErrorUnrecognizedFunction,
e);return}if(t<s.minArgs)throw new rt(H.ErrorTooFewParameters,e);if(t>s.maxArgs)throw new rt(H.ErrorTooManyParameters,e);
if(r==="case"&&t%2===0)throw new rt(H.ErrorEvenParameters,e)}var Er=class{constructor(e,t){if(this.star=e,!!t&&!e){t.primitive&&(this.str=t.coerceString());let r=t.number();!isNaN(r)&&
isFinite(r)&&r>=0&&(r=Math.floor(r),this.int=r)}}};var Wn=class{constructor(e,t,r){this.n=e,this.context=t,this.functions=r}evaluate(){return this.eval(this.n)}eval(e){return e.
accept(this)}visitLiteral(e){return e.literal}visitUnary(e){let t=this.eval(e.expr);if(e.operator.type===x.BANG)return new B(
Bs(t));throw new Error(`unknown unary operator: ${e.operator.lexeme}`)}visitBinary(e){let t=this.eval(e.left),r=this.eval(
e.right);switch(e.operator.type){case x.EQUAL_EQUAL:return new B(gn(t,r));case x.BANG_EQUAL:return new B(!gn(t,r));case x.
GREATER:return new B(Lo(t,r));case x.GREATER_EQUAL:return new B(gn(t,r)||Lo(t,r));case x.LESS:return new B(Mo(t,r));case x.
LESS_EQUAL:return new B(gn(t,r)||Mo(t,r))}throw new Error(`unknown binary operator: ${e.operator.lexeme}`)}visitLogical(e){
let t;for(let r of e.args)if(t=this.eval(r),e.operator.type===x.AND&&Bs(t)||e.operator.type===x.OR&&Un(t))break;return t}visitGrouping(e){
return this.eval(e.group)}visitContextAccess(e){return this.context.get(e.name.lexeme)}visitIndexAccess(e){let t;if(e.index instanceof
St)t=new Er(!0,void 0);else{let i;try{i=this.eval(e.index)}catch(o){throw new Error(`could not evaluate index for index \
access: ${o.message}`,{cause:o})}t=new Er(!1,i)}let r=this.eval(e.expr),s;switch(r.kind){case I.Array:{let i=r;i instanceof
Ct?s=ng(i,t):s=rg(i,t);break}case I.Dictionary:{s=sg(r,t);break}default:t.star?s=new Ct:s=new ke}return s}visitFunctionCall(e){
let t=e.args.map(i=>this.eval(i)),r=e.functionName.lexeme.toLowerCase();return(this.functions?.get(r)||xr[r]).call(...t)}};
function ng(n,e){let t=new Ct;for(let r of n.values())switch(r.kind){case I.Dictionary:{let s=r;if(e.star)for(let i of s.
values())t.add(i);else if(e.str!==void 0){let i=s.get(e.str);i!==void 0&&t.add(i)}break}case I.Array:{let s=r;if(e.star)
for(let i of s.values())t.add(i);else e.int!==void 0&&e.int<s.values().length&&t.add(s.get(e.int));break}}return t}function rg(n,e){
if(e.star){let t=new Ct;for(let r of n.values())t.add(r);return t}return e.int!==void 0&&e.int<n.values().length?n.get(e.
int):new ke}function sg(n,e){if(e.star)return new Ct(...n.values());if(e.str!==void 0){let t=n.get(e.str);if(t!==void 0)
return t}return new ke}var ig=["missingInputsQuickfix","blockScalarChompingWarning","allowCaseFunction","allowCopilotRequestsPermission","allow\
DrivesPermissionAutocomplete","allowBackgroundSteps"],Bn=class{constructor(e){this.features=e??{}}isEnabled(e){let t=this.
features[e];return t!==void 0?t:this.features.all??!1}getEnabledFeatures(){return ig.filter(e=>this.isEnabled(e))}};var st=class{constructor(e,t,r){this.tokens=e,this.offset=0,this.depth=0,this.extContexts=new Map,this.extFuncs=new Map;
for(let s of t)this.extContexts.set(s.toLowerCase(),!0);for(let{name:s,func:i}of r.map(o=>({name:o.name,func:o})))this.extFuncs.
set(s.toLowerCase(),i);this.context={allowUnknownKeywords:!1,extensionContexts:this.extContexts,extensionFunctions:this.
extFuncs}}parse(){let e;if(this.atEnd())return e;if(e=this.expression(),!this.atEnd())throw this.buildError(H.ErrorUnexpectedSymbol,
this.peek());return e}expression(){this.incrDepth();try{return this.logicalOr()}finally{this.decrDepth()}}logicalOr(){let e=this.
logicalAnd();if(this.check(x.OR)){this.incrDepth();try{let t=new vt(this.peek(),[e]);for(e=t;this.match(x.OR);){let r=this.
logicalAnd();t.args.push(r)}}finally{this.decrDepth()}}return e}logicalAnd(){let e=this.equality();if(this.check(x.AND)){
this.incrDepth();try{let t=new vt(this.peek(),[e]);for(e=t;this.match(x.AND);){let r=this.equality();t.args.push(r)}}finally{
this.decrDepth()}}return e}equality(){let e=this.comparison();for(;this.match(x.BANG_EQUAL,x.EQUAL_EQUAL);){let t=this.previous(),
r=this.comparison();e=new dn(e,t,r)}return e}comparison(){let e=this.unary();for(;this.match(x.GREATER,x.GREATER_EQUAL,x.
LESS,x.LESS_EQUAL);){let t=this.previous(),r=this.unary();e=new dn(e,t,r)}return e}unary(){if(this.match(x.BANG)){this.incrDepth();
let e=this.previous(),t=this.unary();try{return new Fn(e,t)}finally{this.decrDepth()}}return this.index()}index(){let e=this.
call(),t=0;if(e instanceof kt||e instanceof fn||e instanceof hn){let r=!0;for(;r;)switch(!0){case this.match(x.LEFT_BRACKET):{
let s;this.match(x.STAR)?s=new St:s=this.expression(),this.consume(x.RIGHT_BRACKET,H.ErrorUnexpectedSymbol),this.incrDepth(),
t++,e=new et(e,s);break}case this.match(x.DOT):if(this.incrDepth(),t++,this.match(x.IDENTIFIER)){let s=this.previous();e=
new et(e,new qe(new te(s.lexeme),s))}else if(this.match(x.STAR))e=new et(e,new St);else throw this.buildError(H.ErrorUnexpectedSymbol,
this.peek());break;default:r=!1}}for(let r=0;r<t;r++)this.decrDepth();return e}call(){if(!this.check(x.IDENTIFIER))return this.
primary();let e=this.next();if(!this.match(x.LEFT_PAREN)){if(!this.extContexts.has(e.lexeme.toLowerCase()))throw this.buildError(
H.ErrorUnrecognizedContext,e);return new hn(e)}let t=[];for(;!this.match(x.RIGHT_PAREN);){let r=this.expression();t.push(
r),this.check(x.RIGHT_PAREN)||this.consume(x.COMMA,H.ErrorUnexpectedSymbol)}return Nu(this.context,e,t.length),new fn(e,
t)}primary(){switch(!0){case this.match(x.FALSE):return new qe(new B(!1),this.previous());case this.match(x.TRUE):return new qe(
new B(!0),this.previous());case this.match(x.NULL):return new qe(new ke,this.previous());case this.match(x.NUMBER):return new qe(
new we(this.previous().value),this.previous());case this.match(x.STRING):return new qe(new te(this.previous().value),this.
previous());case this.match(x.LEFT_PAREN):{let e=this.expression();if(this.atEnd())throw this.buildError(H.ErrorUnexpectedEndOfExpression,
this.previous());return this.consume(x.RIGHT_PAREN,H.ErrorUnexpectedSymbol),new kt(e)}case this.atEnd():throw this.buildError(
H.ErrorUnexpectedEndOfExpression,this.previous())}throw this.buildError(H.ErrorUnexpectedSymbol,this.peek())}match(...e){
for(let t of e)if(this.check(t))return this.next(),!0;return!1}check(e){return this.atEnd()?!1:this.peek().type==e}atEnd(){
return this.peek().type==x.EOF}next(){return this.atEnd()||this.offset++,this.previous()}peek(){return this.tokens[this.
offset]}previous(){return this.tokens[this.offset-1]}consume(e,t){if(this.check(e)){this.next();return}throw this.buildError(
t,this.peek())}incrDepth(){if(this.depth++,this.depth>qo)throw this.buildError(H.ErrorExceededMaxDepth,this.peek())}decrDepth(){
this.depth--}buildError(e,t){return new rt(e,t)}};function Tu(n){let e={paths:[],resultPaths:[],comparisons:[],fallbacks:[]},t=new Co(e),r=n.accept(t);return t.record(r),
e.resultPaths=r.flows,e}var Ks={other:!0,flows:[]},og=new Set(["contains","startswith","endswith","success","failure","c\
ancelled","always","hashfiles"]),Co=class{#e;#t=[];constructor(e){this.#e=e}record(e){return"path"in e&&(this.#e.paths.push(
e.path),this.#e.fallbacks.push(this.#t)),e}#n(e){let t=this.#t;this.#t=[];try{return e()}finally{this.#t=t}}visitLiteral(e){
return e.literal instanceof V.StringData?{literal:e.literal.value,flows:[]}:Ks}visitUnary(e){return this.#n(()=>(this.record(
e.expr.accept(this)),Ks))}visitBinary(e){return this.#n(()=>this.#r(e))}#r(e){let t=e.left.accept(this),r=e.right.accept(
this);this.record(t),this.record(r);let s=e.operator.type===x.EQUAL_EQUAL?"==":e.operator.type===x.BANG_EQUAL?"!=":null;
return s&&("path"in t&&"literal"in r&&this.#e.comparisons.push({path:t.path,literal:r.literal,operator:s}),"literal"in t&&
"path"in r&&this.#e.comparisons.push({path:r.path,literal:t.literal,operator:s})),Ks}visitLogical(e){let t=this.#t,r=e.operator.
type===x.OR,s=e.args.map((o,a)=>(this.#t=r&&a<e.args.length-1?$u(Ou(e.args.slice(a+1)),t):t,this.record(o.accept(this))));
return this.#t=t,{other:!0,flows:(e.operator.type===x.AND?s.slice(-1):s).flatMap(o=>o.flows)}}visitGrouping(e){return e.
group.accept(this)}visitContextAccess(e){let t=[e.name.lexeme.toLowerCase()];return{path:t,flows:[t]}}visitIndexAccess(e){
return this.#n(()=>this.#s(e))}#s(e){let t=e.expr.accept(this),r=e.index instanceof St?null:e.index.accept(this);if("pat\
h"in t){if(r&&"literal"in r){let i=[...t.path,r.literal.toLowerCase()];return{path:i,flows:[i]}}r&&this.record(r);let s=[
...t.path,"*"];return{path:s,flows:[s]}}return r&&this.record(r),{other:!0,flows:t.flows}}visitFunctionCall(e){return this.#n(
()=>this.#i(e))}#i(e){let t=e.args.map(i=>this.record(i.accept(this))),r=e.functionName.lexeme.toLowerCase();return og.has(
r)?Ks:{other:!0,flows:(r==="case"?t.filter((i,o)=>o%2===1||o===t.length-1):t).flatMap(i=>i.flows)}}};function Ou(n){return n.
reduce((e,t)=>$u(e,Au(t)),[])}function Au(n){if(n instanceof kt)return Au(n.group);if(n instanceof qe)return Un(n.literal)?
"other":[];if(n instanceof vt&&n.operator.type===x.OR)return Ou(n.args);let e=_u(n);return e?[e]:"other"}function $u(n,e){
return n==="other"||e==="other"?"other":[...n,...e]}function _u(n){if(n instanceof hn)return[n.name.lexeme.toLowerCase()];
if(!(n instanceof et))return null;let e=_u(n.expr);if(e===null)return null;let t=n.index;return t instanceof qe&&t.literal instanceof
V.StringData?[...e,t.literal.value.toLowerCase()]:[...e,"*"]}var Do=class{#e=new Map;evaluate(e,t){return Uo(this.#n(e,t))}evaluateString(e,t){return this.#n(e,t).coerceString()}evaluateTruthy(e,t){
return Un(this.#n(e,t))}parseError(e){try{return this.#t(e),null}catch(t){return t instanceof Error?t.message:String(t)}}facts(e){
try{return this.#t(e).facts}catch{return{paths:[],resultPaths:[],comparisons:[],fallbacks:[]}}}#t(e){let t=this.#e.get(e);
if(!t){let r=new nt(e).lex();for(let a of r.tokens)a.type===x.STRING&&(a.value=a.lexeme.slice(1,-1).replaceAll("''","'"));
let s=new st(r.tokens,[...Po],ag).parse(),i=Tu(s),o=new Set(i.paths.map(a=>a[0]));t={tree:s,facts:i,contexts:Po.filter(a=>o.
has(a))},this.#e.size>1e4&&this.#e.clear(),this.#e.set(e,t)}return t}#n(e,t){try{let{tree:r,contexts:s}=this.#t(e),i=new V.
Dictionary;for(let o of s)i.add(o,o==="env"?cg(t.contexts.env):ju(t.contexts[o]));return new Wn(r,i,lg(t)).evaluate()}catch(r){
if(r instanceof _)throw r;let s=r instanceof Error?r.message:String(r);throw new _("expression-failed",`\${{ ${e} }}: ${s}`,
{...t.where?{where:t.where}:{},cause:r})}}},WN=new Do,ag=[{name:"success",minArgs:0,maxArgs:255},{name:"failure",minArgs:0,
maxArgs:255},{name:"cancelled",minArgs:0,maxArgs:0},{name:"always",minArgs:0,maxArgs:0},{name:"hashFiles",minArgs:1,maxArgs:255}];
function lg(n){let e=n.status,t=s=>s.map(i=>i.coerceString()),r=(s,i,o,a)=>[s.toLowerCase(),{name:s,minArgs:i,maxArgs:o,
call:a}];return new Map([r("success",0,255,(...s)=>new V.BooleanData(e?e.success(t(s)):!0)),r("failure",0,255,(...s)=>new V.
BooleanData(e?e.failure(t(s)):!1)),r("cancelled",0,0,()=>new V.BooleanData(e?e.cancelled():!1)),r("always",0,0,()=>new V.
BooleanData(!0)),r("hashFiles",1,255,(...s)=>{if(!n.host?.hashFiles)throw new _("expression-failed","hashFiles() is not \
available here",{...n.where?{where:n.where}:{}});try{return new V.StringData(n.host.hashFiles(t(s)))}catch(i){throw i instanceof
_&&i.where===void 0&&n.where?new _(i.code,i.message,{where:n.where,cause:i}):i}})])}var Iu=new WeakMap;function ju(n){if(n===
void 0)return new V.Dictionary;if(n===null)return new V.Null;if(typeof n!="object")return Nr(n);let e=Iu.get(n);return e||
(e=Nr(n),Iu.set(n,e)),e}var Pu=new WeakMap;function cg(n){if(n==null||typeof n!="object")return ju(n);let e=Pu.get(n);if(!e){
let t=new Fo;for(let[r,s]of Object.entries(n))t.add(r,Nr(s));e=t,Pu.set(n,e)}return e}var Fo=class extends V.Dictionary{#e=new Map;add(e,t){
this.#e.has(e)||this.#e.set(e,t)}get(e){return this.#e.get(e)}values(){return[...this.#e.values()]}pairs(){return[...this.#e].
map(([e,t])=>({key:e,value:t}))}};function Nr(n){if(n==null)return new V.Null;if(typeof n=="string")return new V.StringData(
n);if(typeof n=="number")return new V.NumberData(n);if(typeof n=="boolean")return new V.BooleanData(n);if(Array.isArray(
n))return new V.Array(...n.map(Nr));if(typeof n=="object"){let e=new V.Dictionary;for(let[t,r]of Object.entries(n))e.add(
t,Nr(r));return e}return new V.StringData(String(n))}function Uo(n){switch(n.kind){case V.Kind.Null:return null;case V.Kind.
String:return n.value;case V.Kind.Number:return n.value;case V.Kind.Boolean:return n.value;case V.Kind.Array:return n.values().
map(Uo);default:{let e=n.pairs().map(({key:t,value:r})=>[t,Uo(r)]);return Object.fromEntries(e)}}}var tr=wt(ns(),1),Bi="${{",Rv="}}";function Sl(n){let e=n.indexOf(Bi);if(e<0)return null;let t=[],r=0;for(;r<n.length;)if(r===
e){let s=-1,i=!1;for(r+=Bi.length;r<n.length;r++)if(n[r]==="'")i=!i;else if(!i&&n[r]==="}"&&n[r-1]==="}"){s=r,r++;break}
if(s<0)return null;t.push({expression:n.slice(e+Bi.length,s+1-Rv.length).trim(),offset:e,end:s+1}),e=n.indexOf(Bi,r)}else if(e>=
0&&r<e)t.push({literal:n.slice(r,e),offset:r}),r=e;else{t.push({literal:n.slice(r),offset:r});break}return t}function xd(n){
let e=Sl(n);if(e===null)return null;let[t]=e;if(e.length===1&&t&&"expression"in t)return t.expression;let r=[],s=[];for(let i of e)
"literal"in i?r.push(i.literal.replace(/'/g,"''").replace(/\{/g,"{{").replace(/\}/g,"}}")):(r.push(`{${s.length}}`),s.push(
i.expression));return`format('${r.join("")}'${s.map(i=>`, ${i}`).join("")})`}function Ed(n){let e=Sl(n);return e!==null&&
e.filter(t=>"expression"in t).length===1&&e.every(t=>!("literal"in t)||/^\s*["']?\s*$/.test(t.literal))}function Nd(n){let e=Sl(
n);return e===null?n:e.map(t=>"literal"in t?t.literal:n.slice(t.offset,t.end).replace(/[^\n]/g," ")).join("")}function xl(n){
let e=new Map,t=[0];for(let i=0;i<n.length;i++)n[i]===`
`&&t.push(i+1);let r=i=>{let o=0,a=t.length-1;for(;o<a;){let l=o+a+1>>1;t[l]<=i?o=l:a=l-1}return`${o+1}:${i-t[o]+1}`},s=(0,tr.parseDocument)(
n,{uniqueKeys:!1});return(0,tr.visit)(s,{Scalar(i,o){(0,tr.isScalar)(o)&&typeof o.value=="string"&&o.range&&e.set(r(o.range[0]),
o.value)}}),e}function Ki(n,e){let t=Td(e);for(let r of n)if(r===e)return r;for(let r of n)if(Td(r)===t)return r}function Od(n){let e=n.
map(t=>t.id);return n.map(t=>t.needs.every(r=>e.includes(r.id))?t:{...t,needs:t.needs.map(r=>({...r,id:Ki(e,r.id)??r.id}))})}
function Td(n){return n.replace(/[A-Z]/g,e=>e.toLowerCase())}function Cv(n,e){let t=Ki(n.jobs.map(s=>s.id),e),r=n.jobs.find(
s=>s.id===t);if(!r)throw new _("job-unknown",`no job '${e}' in ${n.fileName}; jobs: ${n.jobs.map(s=>s.id).join(", ")}`);
return r}function uO(n,e){let t=Cv(n,e).id,r=$d(new Map(n.jobs.map(s=>[s.id,s])),t);return n.jobs.map(s=>s.id).filter(s=>r.
has(s))}function Ad(n){let e=new Map;for(let s of El(n)){let i=new Set;for(let o of s.needs){let a=e.get(o.id);if(a){i.add(
o.id);for(let l of a)i.add(l)}}e.set(s.id,i)}let t=new Map(n.jobs.map(s=>[s.id,s])),r=n.jobs.map(s=>s.id);return new Map(
r.map(s=>{let i=e.get(s)??$d(t,s);return[s,r.filter(o=>i.has(o))]}))}function $d(n,e){let t=new Set,r=[...n.get(e)?.needs.
map(s=>s.id)??[]];for(;r.length>0;){let s=r.pop();if(t.has(s)||s===e)continue;let i=n.get(s);i&&(t.add(s),r.push(...i.needs.
map(o=>o.id)))}return t}function El(n){let e=new Set,t=[],r=new Set(n.jobs.map(i=>i.id)),s=!0;for(;s&&t.length<n.jobs.length;){
s=!1;for(let i of n.jobs)e.has(i.id)||i.needs.every(o=>e.has(o.id)||!r.has(o.id))&&(e.add(i.id),t.push(i),s=!0)}return t}
function Vi(n,e,t){let r=new Map(n.jobs.map(o=>[o.id,o])),s=new Map([[e,e]]),i=[e];for(let o=i.shift();o!==void 0;o=i.shift())
for(let a of r.get(o)?.needs??[])if(!(s.has(a.id)||!r.has(a.id))){if(s.set(a.id,o),a.id===t){let l=[t];for(let u=o;u!==e;u=
s.get(u))l.unshift(u);return[e,...l]}i.push(a.id)}return null}function Ji(n){return n.slice(0,-1).map((e,t)=>`${e} needs\
 ${n[t+1]}`).join(", ")}var xn={invalid:"workflow-invalid",expression:"expression-invalid",needsUnknown:"needs-unknown",needsCycle:"needs-cycle"};
function Ee(n,e){return e&&e.line>0?`${n}:${e.line}:${e.column}`:n}function _d(n){let e=[];for(let t of n.jobs)for(let r of t.
steps){let s=r.uses?.text;if(s===void 0||Dv(s))continue;let[i="",...o]=s.split("@"),a=o.length<=1&&i.split(/[/\\]/).filter(
l=>l!=="").length>=2?`name the commit it runs: ${i}@<40-hex commit sha>`:"an action is {owner}/{repo}[/path]@ref, ./path\
 (one of this repository) or docker://image";e.push({code:xn.invalid,severity:"error",path:Ee(n.fileName,r.uses?.position??
r.position),message:`Expected format {org}/{repo}[/path]@ref. Actual '${s}': GitHub refuses the workflow; ${a}`})}return e}
function Dv(n){if(n.startsWith("docker://")||n.startsWith("./")||n.startsWith(".\\"))return!0;let e=n.split("@"),t=(e[0]??
"").split(/[/\\]/).filter(r=>r!=="");return e.length===2&&t.length>=2&&e[1]!==""}function Id(n){let e=[],t=new Map(n.jobs.
map(l=>[l.id,l])),r=n.jobs.map(l=>l.id);for(let l of n.jobs)for(let u of l.needs)t.has(u.id)||e.push({code:xn.needsUnknown,
severity:"error",path:Ee(n.fileName,u.position),message:`job '${l.id}' needs '${u.id}', which is not a job in this workf\
low; jobs: ${r.join(", ")}`});let s=new Map,i=[],o=new Set,a=l=>{s.set(l,"active"),i.push(l);let u=t.get(l);for(let f of u?.
needs??[]){if(!t.has(f.id))continue;let c=s.get(f.id);if(c==="active"){let p=i.slice(i.indexOf(f.id)),d=Fv(p);if(!o.has(
d)){o.add(d);let m=p.map((h,g)=>`${h} needs ${p[(g+1)%p.length]}`);e.push({code:xn.needsCycle,severity:"error",path:Ee(n.
fileName,f.position),message:`needs form a cycle: ${[...p,p[0]].join(" \u2192 ")} (${m.join(", ")}); remove one of these\
 needs`})}}else c===void 0&&a(f.id)}i.pop(),s.set(l,"done")};for(let l of n.jobs)s.has(l.id)||a(l.id);return e}function Fv(n){
return[...n].sort().join("\0")}var E;(function(n){n[n.String=0]="String",n[n.Sequence=1]="Sequence",n[n.Mapping=2]="Mapping",n[n.BasicExpression=3]="Ba\
sicExpression",n[n.InsertExpression=4]="InsertExpression",n[n.Boolean=5]="Boolean",n[n.Number=6]="Number",n[n.Null=7]="N\
ull"})(E||(E={}));function Yt(n){switch(n){case E.String:return"StringToken";case E.Sequence:return"SequenceToken";case E.
Mapping:return"MappingToken";case E.BasicExpression:return"BasicExpressionToken";case E.InsertExpression:return"InsertEx\
pressionToken";case E.Boolean:return"BooleanToken";case E.Number:return"NumberToken";case E.Null:return"NullToken";default:{
let e=n;throw new Error(`Unhandled token type: ${n} ${e}}`)}}}var nr=class{constructor(e,t){this.index=-1,this.isKey=!1,this.parent=e,this._token=t,this.current=t}moveNext(e){switch(this.
_token.templateTokenType){case E.Sequence:{let t=this._token;return++this.index<t.count?(this.current=t.get(this.index),
!0):(this.current=void 0,!1)}case E.Mapping:{let t=this._token;return this.isKey?(this.isKey=!1,this.currentKey=this.current,
this.current=t.get(this.index).value,!0):++this.index<t.count?e?(this.isKey=!1,this.currentKey=t.get(this.index).key,this.
current=t.get(this.index).value,!0):(this.isKey=!0,this.currentKey=void 0,this.current=t.get(this.index).key,!0):(this.currentKey=
void 0,this.current=void 0,!1)}default:throw new Error(`Unexpected token type '${this._token.templateTokenType}' when tr\
aversing state`)}}getAncestors(){let e=[],t=this.parent;for(;t;)t.current&&e.unshift(t.current),t=t.parent;return e}};var Ae=class extends Error{constructor(e,t){super(e),this.token=t}},Ne=class{constructor(e,t,r,s){this.type=e,this.file=
t,this.range=r,this.definitionInfo=s}get templateTokenType(){return this.type}get line(){return this.range?.start.line}get col(){
return this.range?.start.column}get definition(){return this.definitionInfo?.definition}get description(){return this._description||
this.propertyDefinition?.description||this.definition?.description}set description(e){this._description=e}typeName(){return Yt(
this.type)}assertNull(e){if(this.type===E.Null)return this;throw new Ae(`Unexpected type '${this.typeName()}' encountere\
d while reading '${e}'. The type '${Yt(E.Null)}' was expected.`,this)}assertBoolean(e){if(this.type===E.Boolean)return this;
throw new Ae(`Unexpected type '${this.typeName()}' encountered while reading '${e}'. The type '${Yt(E.Boolean)}' was exp\
ected.`,this)}assertNumber(e){if(this.type===E.Number)return this;throw new Ae(`Unexpected type '${this.typeName()}' enc\
ountered while reading '${e}'. The type '${Yt(E.Number)}' was expected.`,this)}assertString(e){if(this.type===E.String)return this;
throw new Ae(`Unexpected type '${this.typeName()}' encountered while reading '${e}'. The type '${Yt(E.String)}' was expe\
cted.`,this)}assertScalar(e){if(this?.isScalar===!0)return this;throw new Ae(`Unexpected type '${this.typeName()}' encou\
ntered while reading '${e}'. The type 'ScalarToken' was expected.`,this)}assertSequence(e){if(this.type===E.Sequence)return this;
throw new Ae(`Unexpected type '${this.typeName()}' encountered while reading '${e}'. The type '${Yt(E.Sequence)}' was ex\
pected.`,this)}assertMapping(e){if(this.type===E.Mapping)return this;throw new Ae(`Unexpected type '${this.typeName()}' \
encountered while reading '${e}'. The type '${Yt(E.Mapping)}' was expected.`,this)}static*traverse(e,t){switch(yield[void 0,
e,void 0,[]],e.templateTokenType){case E.Sequence:case E.Mapping:{let r=new nr(void 0,e);for(r=new nr(r,e);r.parent;)if(r.
moveNext(t??!1))switch(e=r.current,yield[r.parent?.current,e,r.currentKey,r.getAncestors()],e.type){case E.Sequence:case E.
Mapping:r=new nr(r,e);break}else r=r.parent;break}}}toJSON(){}};function Pd(n){if(n.startsWith("./"))return{path:n.substring(2)};if(n.startsWith("$/"))return{path:n.substring(2)};let[e,
t]=n.split("@"),[r,s,...i]=e.split("/").filter(o=>o.length>0);if(!r||!s||!t)throw new Error(`Invalid file reference: ${n}`);
return{repository:s,owner:r,path:i.join("/"),version:t}}var rs=class{constructor(e,t,r,s){this.rawMessage=e,this.prefix=t,this.code=r,this.range=s}get message(){return this.prefix?
`${this.prefix}: ${this.rawMessage}`:this.rawMessage}toString(){return this.message}};var Tt=class{constructor(e,t,r){this._fileIds={},this._fileNames=[],this.expressionFunctions=[],this.expressionNamedContexts=
[],this.state={},this.errors=e,this.schema=t,this.trace=r}error(e,t,r){let s=e,i=r||s?.range,o=this.getErrorPrefix(s?.file??
e,s?.line,s?.col),a=t?.message??String(t),l=new rs(a,o,void 0,i);this.errors.add(l),this.trace.error(l.message)}getFileId(e){
let t=e.toUpperCase(),r=this._fileIds[t];return r===void 0&&(r=this._fileNames.length+1,this._fileIds[t]=r,this._fileNames.
push(e)),r}getFileName(e){return this._fileNames.length>=e?this._fileNames[e-1]:void 0}getFileTable(){return this._fileNames.
slice()}getErrorPrefix(e,t,r){let s=e!==void 0?this.getFileName(e):void 0;return s?t!==void 0&&r!==void 0?`${s} (Line: ${t}\
, Col: ${r})`:s:t!==void 0&&r!==void 0?`(Line: ${t}, Col: ${r})`:""}},Xt=class{constructor(e,t){this._errors=[],this._maxErrors=
e??0,this._maxMessageLength=t??0}get count(){return this._errors.length}add(e){for(let t of Array.isArray(e)?e:[e])(this.
_maxErrors<=0||this._errors.length<this._maxErrors)&&(this._maxMessageLength>0&&t.message.length>this._maxMessageLength&&
(t=new rs(t.message.substring(0,this._maxMessageLength)+"[...]",t.prefix,t.code,t.range)),this._errors.push(t))}check(e){
if(!(this._errors.length<=0))throw e||(e="The template is not valid."),new Error(`${e} ${this._errors.map(t=>t.message).
join(",")}`)}clear(){this._errors=[]}getErrors(){return this._errors.slice()}};var ge=class{constructor(e,t){this.isDefinitionInfo=!0;let r=e?.isDefinitionInfo===!0?e:void 0;if(this._schema=r===void 0?
e:r._schema,this.definition=typeof t=="string"?this._schema.getDefinition(t):t,this.definition.readerContext.length>0){this.
allowedContext=[];let s={};for(let i of r?.allowedContext??[])this.allowedContext.push(i),s[i.toUpperCase()]=!0;for(let i of this.
definition.readerContext){let o=i.toUpperCase();s[o]||(this.allowedContext.push(i),s[o]=!0)}}else this.allowedContext=r?.
allowedContext??[]}getScalarDefinitions(){return this._schema.getScalarDefinitions(this.definition)}getDefinitionsOfType(e){
return this._schema.getDefinitionsOfType(this.definition,e)}};var U;(function(n){n[n.Null=0]="Null",n[n.Boolean=1]="Boolean",n[n.Number=2]="Number",n[n.String=3]="String",n[n.Sequence=
4]="Sequence",n[n.Mapping=5]="Mapping",n[n.OneOf=6]="OneOf",n[n.AllowedValues=7]="AllowedValues"})(U||(U={}));var rr="allowed-values";var de="boolean",Nl="boolean-definition",Tl="boolean-definition-properties";var zt="constant",$e="context",$="definition",Qt="definitions",ye="description",ss="ignore-case",is="insert",os="is-expr\
ession",sr="item-type",Ot="loose-key-type",En="loose-value-type";var Te="mapping",Ol="mapping-definition",Al="mapping-definition-properties",at="mapping-property-value",Re="non-empty-st\
ring",_e="null",$l="null-definition",_l="null-definition-properties",Ie="number",Il="number-definition",Pl="number-defin\
ition-properties",Zt="one-of",jl="one-of-definition";var ql="property-value",en="properties",as="required",ir="require-non-empty",jd="scalar",Pe="sequence",Ll="sequence-defi\
nition",Ml="sequence-definition-properties",ls="type",He="sequence-of-non-empty-string",X="string",Rl="string-definition",
Cl="string-definition-properties";var lt="template-schema",Gi="version";var Ce=class extends Ne{constructor(e,t,r,s){super(e,t,r,s)}get isScalar(){return!0}static trimDisplayString(e){let t=e.
trimStart(),r=t.indexOf(`
`),s=t.indexOf("\r");return(r>=0||s>=0)&&(t=t.substr(0,Math.min(r>=0?r:Number.MAX_VALUE,s>=0?s:Number.MAX_VALUE))),t}};var Ye=class extends Ce{constructor(e,t,r,s){super(e,t,r,s)}get isLiteral(){return!0}get isExpression(){return!1}toDisplayString(){
return Ce.trimDisplayString(this.toString())}assertUnexpectedValue(e){throw new Error(`Error while reading '${e}'. Unexp\
ected value '${this.toString()}'`)}};var q=class n extends Ye{constructor(e,t,r,s,i,o){super(E.String,e,t,s),this.value=r,this.source=i,this.blockScalarHeader=
o}clone(e){return e?new n(void 0,void 0,this.value,this.definitionInfo,this.source,this.blockScalarHeader):new n(this.file,
this.range,this.value,this.definitionInfo,this.source,this.blockScalarHeader)}toString(){return this.value}toJSON(){return this.
value}};var Nn=class n extends Ye{constructor(e,t,r,s){super(E.Number,e,t,s),this.num=r}get value(){return this.num}clone(e){return e?
new n(void 0,void 0,this.num,this.definitionInfo):new n(this.file,this.range,this.num,this.definitionInfo)}toString(){return`${this.
num}`}toJSON(){return this.num}};var Tn=class n extends Ye{constructor(e,t,r,s){super(E.Boolean,e,t,s),this.bool=r}get value(){return this.bool}clone(e){
return e?new n(void 0,void 0,this.bool,this.definitionInfo):new n(this.file,this.range,this.bool,this.definitionInfo)}toString(){
return this.bool?"true":"false"}toJSON(){return this.bool}};var De=class n extends Ye{constructor(e,t,r){super(E.Null,e,t,r)}clone(e){return e?new n(void 0,void 0,this.definitionInfo):
new n(this.file,this.range,this.definitionInfo)}toString(){return""}toJSON(){return null}};var cs=class{constructor(e,t){this.key=e,this.value=t}};var At=class n extends Ne{constructor(e,t,r){super(E.Sequence,e,t,r),this.seq=[]}get count(){return this.seq.length}get isScalar(){
return!1}get isLiteral(){return!1}get isExpression(){return!1}add(e){this.seq.push(e)}get(e){return this.seq[e]}clone(e){
let t=e?new n(void 0,void 0,this.definitionInfo):new n(this.file,this.range,this.definitionInfo);for(let r of this.seq)t.
add(r.clone(e));return t}toJSON(){return{type:E.Sequence,seq:this.seq}}*[Symbol.iterator](){for(let e of this.seq)yield e}};var $t=class n extends Ne{constructor(e,t,r){super(E.Mapping,e,t,r),this.map=[]}get count(){return this.map.length}get isScalar(){
return!1}get isLiteral(){return!1}get isExpression(){return!1}add(e,t){this.map.push(new cs(e,t))}get(e){return this.map[e]}find(e){
return this.map.find(r=>r.key.toString()===e)?.value}remove(e){this.map.splice(e,1)}clone(e){let t=e?new n(void 0,void 0,
this.definitionInfo):new n(this.file,this.range,this.definitionInfo);for(let r of this.map)t.add(r.key.clone(e),r.value.
clone(e));return t}toJSON(){let e=[];for(let t of this.map)e.push({Key:t.key,Value:t.value});return{type:E.Mapping,map:e}}*[Symbol.
iterator](){for(let e of this.map)yield e}};function Hi(n){let e=/^([a-zA-Z0-9_]+)\(([0-9]+),([0-9]+|MAX)\)$/,t=[],r=[];if(n.length>0)for(let s of n){let i=s.match(
e);if(i){let o=i[1],a=Number.parseInt(i[2]),l=i[3],u=l==="MAX"?Number.MAX_SAFE_INTEGER:Number.parseInt(l);r.push({name:o,
minArgs:a,maxArgs:u})}else t.push(s)}return{namedContexts:t,functions:r}}var Xe=class extends Ce{constructor(e,t,r,s,i){super(e,t,r,i),this.directive=s}get isLiteral(){return!1}get isExpression(){
return!0}static validateExpression(e,t){let{namedContexts:r,functions:s}=Hi(t),o=new nt(e).lex();new st(o.tokens,r,s).parse()}};var be=class n extends Xe{constructor(e,t,r,s,i,o,a,l){super(E.BasicExpression,e,t,void 0,s),this.expr=r,this.source=o,this.
originalExpressions=i,this.expressionRange=a,this.blockScalarHeader=l}get expression(){return this.expr}clone(e){return e?
new n(void 0,void 0,this.expr,this.definitionInfo,this.originalExpressions,this.source,this.expressionRange,this.blockScalarHeader):
new n(this.file,this.range,this.expr,this.definitionInfo,this.originalExpressions,this.source,this.expressionRange,this.
blockScalarHeader)}toString(){return`${"${{"} ${this.expr} ${"}}"}`}toDisplayString(){return Ce.trimDisplayString(this.toString())}toJSON(){
return{type:E.BasicExpression,expr:this.expr}}};var us=class n extends Xe{constructor(e,t,r){super(E.InsertExpression,e,t,is,r)}clone(e){return e?new n(void 0,void 0,this.
definitionInfo):new n(this.file,this.range,this.definitionInfo)}toString(){return`${"${{"} ${is} ${"}}"}`}toDisplayString(){
return Ce.trimDisplayString(this.toString())}toJSON(){return{type:E.InsertExpression,expr:"insert"}}};function ps(n){return n.isLiteral}function Dl(n){return n.isScalar}function M(n){return ps(n)&&n.templateTokenType===E.String}
function fs(n){return ps(n)&&n.templateTokenType===E.Number}function _t(n){return ps(n)&&n.templateTokenType===E.Boolean}
function ar(n){return Dl(n)&&n.templateTokenType===E.BasicExpression}function ve(n){return n instanceof At}function D(n){
return n instanceof $t}var qd=/\s/,Wv=new Set(["background","wait","wait-all","cancel"]),Bv=new Set(["wait","wait-all","cancel"]);function lr(n,e,t,r){
let s=new Fl(n,t,r),i;try{t.validateStart();let o=new ge(n.schema,e);i=s.readValue(o),t.validateEnd()}catch(o){n.error(r,
o)}return i}var Fl=class{constructor(e,t,r){this._context=e,this._schema=e.schema,this._objectReader=t,this._fileId=r}readValue(e){
let t=this._objectReader.allowLiteral();if(t){let i=this.parseScalar(t,e);return i=this.validate(i,e),i}let r=this._objectReader.
allowSequenceStart();if(r){let i=e.getDefinitionsOfType(U.Sequence)[0];if(i){let o=new ge(e,i.itemType);for(;!this._objectReader.
allowSequenceEnd();){let a=this.readValue(o);r.add(a)}}else for(this._context.error(r,"A sequence was not expected");!this.
_objectReader.allowSequenceEnd();)this.skipValue();return r.definitionInfo=e,r}let s=this._objectReader.allowMappingStart();
if(s){let i=e.getDefinitionsOfType(U.Mapping);if(i.length>0)if(i.length>1||Object.keys(i[0].properties).length>0||!i[0].
looseKeyType)this.handleMappingWithWellKnownProperties(e,i,s);else{let o=new ge(e,i[0].looseKeyType),a=new ge(e,i[0].looseValueType);
this.handleMappingWithAllLooseProperties(e,o,a,i[0],s)}else for(this._context.error(s,"A mapping was not expected");!this.
_objectReader.allowMappingEnd();)this.skipValue(),this.skipValue();return s.definitionInfo||(s.definitionInfo=e),s}throw new Error(
"Expected a scalar value, a sequence, or a mapping")}handleMappingWithWellKnownProperties(e,t,r){let s,i,o,a;t[0].looseKeyType&&
(s=t[0].looseKeyType,i=t[0].looseValueType);let l={},u=!1,f;for(;f=this._objectReader.allowLiteral();){let c=this.parseScalar(
f,e);if(c.isExpression){if(u=!0,e.allowedContext.length>0){let m=new ge(e,"any");r.add(c,this.readValue(m))}else this._context.
error(c,"A template expression is not allowed in this context"),this.skipValue();continue}let p=c.templateTokenType===E.
String?c:new q(c.file,c.range,c.toString(),c.definitionInfo);if(p.value){let m=p.value.toUpperCase();if(l[m]){this._context.
error(p,`'${p.value}' is already defined`),this.skipValue();continue}l[m]=!0}let d=this._schema.matchPropertyAndFilter(t,
p.value);if(d){if(!this.backgroundStepsEnabled()&&Wv.has(p.value)){this._context.error(p,`Unexpected value '${p.value}'`),
this.skipValue();continue}let m=new ge(e,d.type);p.definitionInfo=m,d.description&&(p.description=d.description);let h=this.
readValue(m);r.add(p,h);continue}if(s){o||(o=new ge(e,s),a=new ge(e,i)),this.validate(p,o);let m=new ge(e,t[0].looseValueType);
p.definitionInfo=m;let h=this.readValue(a);r.add(p,h);continue}this._context.error(p,`Unexpected value '${p.value}'`),this.
skipValue()}if(t.length===1&&(r.definitionInfo=new ge(e,t[0])),t.length>1){let c={};for(let m of t)for(let h of Object.keys(
m.properties))c[h]=(c[h]??0)+1;let p=[];for(let m of Object.keys(c))c[m]===1&&p.push(m);let d=this.backgroundStepsEnabled()?
p:p.filter(m=>!Bv.has(m));this._context.error(r,`There's not enough info to determine what you meant. Add one of these p\
roperties: ${d.sort().join(", ")}`)}else if(t.length===1&&!u)for(let c of Object.keys(t[0].properties))t[0].properties[c].
required&&!l[c.toUpperCase()]&&this._context.error(r,`Required property is missing: ${c}`);this.expectMappingEnd()}handleMappingWithAllLooseProperties(e,t,r,s,i){
let o,a={},l;for(;l=this._objectReader.allowLiteral();){let u=this.parseScalar(l,e);if(u.definitionInfo=t,u.isExpression){
e.allowedContext.length>0?(o=this.readValue(r),i.add(u,o)):(this._context.error(u,"A template expression is not allowed \
in this context"),this.skipValue());continue}let f=u.templateTokenType===E.String?u:new q(u.file,u.range,u.toString(),u.
definitionInfo);if(f.value){let p=f.value.toUpperCase();if(a[p]){this._context.error(f,`'${f.value}' is already defined`),
this.skipValue();continue}a[p]=!0}this.validate(f,t);let c=new ge(e,s.looseValueType);f.definitionInfo=c,o=this.readValue(
r),i.add(f,o)}this.expectMappingEnd()}expectMappingEnd(){if(!this._objectReader.allowMappingEnd())throw new Error("Expec\
ted mapping end")}skipValue(){if(!this._objectReader.allowLiteral())if(this._objectReader.allowSequenceStart())for(;!this.
_objectReader.allowSequenceEnd();)this.skipValue();else if(this._objectReader.allowMappingStart())for(;!this._objectReader.
allowMappingEnd();)this.skipValue(),this.skipValue();else throw new Error("Expected a scalar value, a sequence, or a map\
ping")}validate(e,t){switch(e.templateTokenType){case E.Null:case E.Boolean:case E.Number:case E.String:{let r=e,s=t.getScalarDefinitions(),
i;if(i=s.find(o=>o.isMatch(r)))return e.definitionInfo=new ge(t,i),e;if(r.templateTokenType!==E.String){let o=new q(r.file,
r.range,r.toString(),r.definitionInfo);if(i=s.find(a=>a.isMatch(o)))return o.definitionInfo=new ge(t,i),o}return this._context.
error(r,`Unexpected value '${r.toString()}'`),e}case E.BasicExpression:return t.allowedContext.length===0&&this._context.
error(e,"A template expression is not allowed in this context"),e;default:return this._context.error(e,`Unexpected value\
 '${e.toString()}'`),e}}parseScalar(e,t){if(!M(e)||!e.value)return e;let r=t.allowedContext,s=e.range===void 0||e.range.
start.line===e.range.end.line,i=s?e.value:e.source??e.value,o=i.indexOf("${{");if(o<0)return e;let a=!1,l=[],u=0;for(;u<
i.length;)if(u===o){o=u;let m=-1,h=!1;for(u+="${{".length;u<i.length;u++)if(i[u]==="'")h=!h;else if(!h&&i[u]==="}"&&i[u-
1]==="}"){m=u,u++;break}if(m<o)return this._context.error(e,"The expression is not closed. An unescaped ${{ sequence was\
 found, but the closing }} sequence was not found."),e;let g=i.substr(o+"${{".length,m-o+1-"${{".length-"}}".length),y=e.
range;if(s){let v=(e.source??i).indexOf("${{")-i.indexOf("${{");y={start:{line:y.start.line,column:y.start.column+o+v},end:{
line:y.end.line,column:y.start.column+m+1+v}}}else{let v=i.substring(0,o),S=v.split(`
`).length,k=v.lastIndexOf(`
`),T=o-k,O=m-k+1;y={start:{line:y.start.line+S,column:T},end:{line:y.start.line+S,column:O}}}let w=this.parseIntoExpressionToken(
y,g,r,e,t);if(!w)a=!0;else{if(w.directive&&(o!==0||u<i.length))return this._context.error(e,`The directive '${w.directive}\
' is not allowed in this context. Directives are not supported for expressions that are embedded within a string. Direct\
ives are only supported when the entire value is an expression.`),e;l.push(w)}o=i.indexOf("${{",u)}else if(u<o)this.addString(
l,e.range,i.substr(u,o-u),e.definitionInfo),u=o;else{this.addString(l,e.range,i.substr(u),e.definitionInfo);break}if(a)return e;
if(l.length===1&&l[0].templateTokenType===E.BasicExpression){let m=l[0],h=this.getExpressionString(m.expression);if(h!==
void 0)return new q(this._fileId,e.range,h,e.definitionInfo)}if(l.length===1)return l[0];let f=[],c=[],p=[],d=0;for(let m of l)
if(M(m)){let h=m.value.replace(/'/g,"''").replace(/\{/g,"{{").replace(/\}/g,"}}");f.push(h)}else{f.push(`{${d}}`),d++;let h=m;
c.push(", "),c.push(h.expression),p.push(h)}return new be(this._fileId,e.range,`format('${f.join("")}'${c.join("")})`,t,
p,i,void 0,e.blockScalarHeader)}parseIntoExpressionToken(e,t,r,s,i){let o=this.parseExpression(e,s,t,r,i);if(o.error){this.
_context.error(s,o.error,e);return}return o.expression}parseExpression(e,t,r,s,i){let o=r.trim();if(!o)return{error:new Error(
"An expression was expected")};let a=this.matchDirective(o,is,0);if(a.isMatch)return{expression:new us(this._fileId,e,i)};
if(a.error)return{error:a.error};try{Xe.validateExpression(o,s)}catch(c){return{error:c}}let l=r.length-r.trimStart().length,
u=r.length-r.trimEnd().length,f={start:{...e.start,column:e.start.column+"${{".length+l},end:{...e.end,column:e.end.column-
"}}".length-u}};return{expression:new be(this._fileId,e,o,i,void 0,t.source,f,t.blockScalarHeader),error:void 0}}addString(e,t,r,s){
if(e.length>0&&e[e.length-1].templateTokenType===E.String){let i=e[e.length-1];e[e.length-1]=new q(this._fileId,t,`${i.value}${r}`,
s)}else e.push(new q(this._fileId,t,r,s))}matchDirective(e,t,r){let s=[];if(e.startsWith(t)&&(e.length===t.length||qd.test(
e[t.length]))){let i=t.length,o=!1,a=0;for(let l=i;l<e.length;l++){let u=e[l];qd.test(u)&&!o&&a==0?(i<1&&s.push(e.substr(
i,l-i)),i=l+1):u==="'"?o=!o:u==="("&&!o?a++:u===")"&&!o&&a--}return i<e.length&&s.push(e.substr(i)),r!=s.length?{isMatch:!1,
parameters:[],error:new Error(`Exactly ${r} parameter(s) were expected following the directive '${t}'. Actual parameter \
count: ${s.length}`)}:{isMatch:!0,parameters:s}}return{isMatch:!1,parameters:s}}getExpressionString(e){let t=[],r=!1;for(let s=0;s<
e.length;s++){let i=e[s];if(i==="'")r=!r,r&&s!==0&&t.push(i);else if(r)t.push(i);else return}return t.join("")}backgroundStepsEnabled(){
return this._context.state.featureFlags?.isEnabled("allowBackgroundSteps")??!1}};var Ld="workflow-root-strict";var z=class{constructor(e,t){this.type=e,this.token=t}},C;(function(n){n[n.Literal=0]="Literal",n[n.SequenceStart=1]="Se\
quenceStart",n[n.SequenceEnd=2]="SequenceEnd",n[n.MappingStart=3]="MappingStart",n[n.MappingEnd=4]="MappingEnd",n[n.DocumentStart=
5]="DocumentStart",n[n.DocumentEnd=6]="DocumentEnd"})(C||(C={}));var cr=class{constructor(e,t){this._fileId=e;let r=JSON.parse(t);this._generator=this.getParseEvents(r,!0),this._current=
this._generator.next()}allowLiteral(){if(!this._current.done){let e=this._current.value;if(e.type===C.Literal)return this.
_current=this._generator.next(),e.token}}allowSequenceStart(){if(!this._current.done){let e=this._current.value;if(e.type===
C.SequenceStart)return this._current=this._generator.next(),e.token}}allowSequenceEnd(){return!this._current.done&&this.
_current.value.type===C.SequenceEnd?(this._current=this._generator.next(),!0):!1}allowMappingStart(){if(!this._current.done){
let e=this._current.value;if(e.type===C.MappingStart)return this._current=this._generator.next(),e.token}}allowMappingEnd(){
return!this._current.done&&this._current.value.type===C.MappingEnd?(this._current=this._generator.next(),!0):!1}validateEnd(){
if(!this._current.done&&this._current.value.type===C.DocumentEnd){this._current=this._generator.next();return}throw new Error(
"Expected end of reader")}validateStart(){if(!this._current.done&&this._current.value.type===C.DocumentStart){this._current=
this._generator.next();return}throw new Error("Expected start of reader")}*getParseEvents(e,t){switch(t&&(yield new z(C.
DocumentStart,void 0)),typeof e){case"undefined":yield new z(C.Literal,new De(this._fileId,void 0,void 0));break;case"bo\
olean":yield new z(C.Literal,new Tn(this._fileId,void 0,e,void 0));break;case"number":yield new z(C.Literal,new Nn(this.
_fileId,void 0,e,void 0));break;case"string":yield new z(C.Literal,new q(this._fileId,void 0,e,void 0));break;case"objec\
t":if(e===null)yield new z(C.Literal,new De(this._fileId,void 0,void 0));else if(Array.isArray(e)){yield new z(C.SequenceStart,
new At(this._fileId,void 0,void 0));for(let r of e)for(let s of this.getParseEvents(r))yield s;yield new z(C.SequenceEnd,
void 0)}else{yield new z(C.MappingStart,new $t(this._fileId,void 0,void 0));for(let r of Object.keys(e)){yield new z(C.Literal,
new q(this._fileId,void 0,r,void 0));for(let s of this.getParseEvents(e[r]))yield s}yield new z(C.MappingEnd,void 0)}break;default:
throw new Error(`Unexpected value type '${typeof e}' when reading object`)}t&&(yield new z(C.DocumentEnd,void 0))}};var tn=class{error(){}info(){}verbose(){}};var ct=class{constructor(e,t){if(this.readerContext=[],this.evaluatorContext=[],this.key=e,t)for(let r=0;r<t.count;)switch(t.
get(r).key.assertString(`${$} key`).value){case $e:{let i=t.get(r).value.assertSequence(`${$} ${$e}`);t.remove(r);let o={},
a={};for(let l of i){let u=l.assertString(`${$e} item`).value,f=u.toUpperCase();if(o[f])throw new Error(`Duplicate conte\
xt item '${u}'`);o[f]=!0,this.readerContext.push(u);let c=u.indexOf("("),p=c>0?u.substr(0,c+1)+")":u,d=p.toUpperCase();if(a[d])
throw new Error(`Duplicate context item '${p}'`);a[d]=!0,this.evaluatorContext.push(p)}break}case ye:{let i=t.get(r).value;
this.description=i.assertString(ye).value,t.remove(r);break}default:{r++;break}}}};var ut=class extends ct{constructor(e,t){super(e,t)}};var hs=class extends ut{constructor(e,t){if(super(e,t),t)for(let r of t){let s=r.key.assertString(`${$} key`);switch(s.value){case de:{
let i=r.value.assertMapping(`${$} ${de}`);for(let o of i){let a=o.key.assertString(`${$} ${de} key`);switch(a.value){default:
a.assertUnexpectedValue(`${$} ${de} key`);break}}break}default:s.assertUnexpectedValue(`${$} key`)}}}get definitionType(){
return U.Boolean}isMatch(e){return e.templateTokenType===E.Boolean}validate(){}};var R=class{constructor(e){if(this.type="",this.required=!1,e.templateTokenType===E.String)this.type=e.value;else{let t=e.
assertMapping(at);for(let r of t){let s=r.key.assertString(`${at} key`);switch(s.value){case ls:this.type=r.value.assertString(
`${at} ${ls}`).value;break;case as:this.required=r.value.assertBoolean(`${at} ${as}`).value;break;case ye:this.description=
r.value.assertString(`${at} ${ye}`).value;break;default:s.assertUnexpectedValue(`${at} key`)}}}}};var Q=class extends ct{constructor(e,t){if(super(e,t),this.properties={},this.looseKeyType="",this.looseValueType="",t)for(let r of t){
let s=r.key.assertString(`${$} key`);switch(s.value){case Te:{let i=r.value.assertMapping(`${$} ${Te}`);for(let o of i){
let a=o.key.assertString(`${$} ${Te} key`);switch(a.value){case en:{let l=o.value.assertMapping(`${$} ${Te} ${en}`);for(let u of l){
let f=u.key.assertString(`${$} ${Te} ${en} key`);this.properties[f.value]=new R(u.value)}break}case Ot:{let l=o.value.assertString(
`${$} ${Te} ${Ot}`);this.looseKeyType=l.value;break}case En:{let l=o.value.assertString(`${$} ${Te} ${En}`);this.looseValueType=
l.value;break}default:a.assertUnexpectedValue(`${$} ${Te} key`);break}}break}default:s.assertUnexpectedValue(`${$} key`)}}}get definitionType(){
return U.Mapping}validate(e,t){if(this.looseKeyType)if(e.getDefinition(this.looseKeyType),this.looseValueType)e.getDefinition(
this.looseValueType);else throw new Error(`Property '${Ot}' is defined but '${En}' is not defined on '${t}'`);else if(this.
looseValueType)throw new Error(`Property '${En}' is defined but '${Ot}' is not defined on '${t}'`);for(let r of Object.keys(
this.properties)){let s=this.properties[r];if(!s.type)throw new Error(`Type not specified for the property '${r}' on '${t}\
'`);e.getDefinition(s.type)}}};var ms=class extends ut{constructor(e,t){if(super(e,t),t)for(let r of t){let s=r.key.assertString(`${$} key`);switch(s.value){case _e:{
let i=r.value.assertMapping(`${$} ${_e}`);for(let o of i){let a=o.key.assertString(`${$} ${_e} key`);switch(a.value){default:
a.assertUnexpectedValue(`${$} ${_e} key`);break}}break}default:s.assertUnexpectedValue(`${$} key`)}}}get definitionType(){
return U.Null}isMatch(e){return e.templateTokenType===E.Null}validate(){}};var gs=class extends ut{constructor(e,t){if(super(e,t),t)for(let r of t){let s=r.key.assertString(`${$} key`);switch(s.value){case Ie:{
let i=r.value.assertMapping(`${$} ${Ie}`);for(let o of i){let a=o.key.assertString(`${$} ${Ie} key`);switch(a.value){default:
a.assertUnexpectedValue(`${$} ${Ie} key`);break}}break}default:s.assertUnexpectedValue(`${$} key`)}}}get definitionType(){
return U.Number}isMatch(e){return e.templateTokenType===E.Number}validate(){}};var nn=class extends ct{constructor(e,t){if(super(e,t),this.oneOf=[],this.oneOfPrefix=[],t)for(let r of t){let s=r.key.assertString(
`${$} key`);switch(s.value){case Zt:{let i=r.value.assertSequence(`${$} ${Zt}`);for(let o of i){let a=o.assertString(`${$}\
 ${Zt} item`);this.oneOf.push(a.value)}break}case rr:{let i=r.value.assertSequence(`${$} ${rr}`);for(let o of i){let a=o.
assertString(`${$} ${Zt} item`);this.oneOf.push(this.key+"-"+a.value)}break}default:s.assertUnexpectedValue(`${$} key`);
break}}}get definitionType(){return U.OneOf}validate(e,t){if(this.oneOf.length===0)throw new Error(`'${t}' does not cont\
ain any references`);let r=!1,s=[],i,o,a,l,u,f=[],c={};for(let p of this.oneOf){if(c[p])throw new Error(`'${t}' contains\
 duplicate nested type '${p}'`);c[p]=!0;let d=e.getDefinition(p);if(d.readerContext.length>0)throw new Error(`'${t}' is \
a one-of definition and references another definition that defines context. This is currently not supported.`);switch(d.
definitionType){case U.Mapping:{let m=d;s.push(m),m.looseKeyType&&(r=!0);break}case U.Sequence:{if(o)throw new Error(`'${t}\
' refers to more than one definition of type '${Pe}'`);o=d;break}case U.Null:{if(a)throw new Error(`'${t}' refers to mor\
e than one definition of type '${_e}'`);a=d;break}case U.Boolean:{if(l)throw new Error(`'${t}' refers to more than one d\
efinition of type '${de}'`);l=d;break}case U.Number:{if(u)throw new Error(`'${t}' refers to more than one definition of \
type '${Ie}'`);u=d;break}case U.String:{let m=d;if(f.length>0&&(!f[0].constant||!m.constant))throw new Error(`'${t}' ref\
ers to more than one '${jd}', but some do not set '${zt}'`);f.push(m);break}case U.OneOf:{if(i)throw new Error(`'${t}' c\
ontains multiple allowed-values definitions`);i=d;break}default:throw new Error(`'${t}' refers to a definition with type\
 '${d.definitionType}'`)}}if(s.length>1){if(r)throw new Error(`'${t}' refers to two mappings and at least one sets '${Ot}\
'. This is not currently supported.`);let p={};for(let d of s)for(let m of Object.keys(d.properties)){let h=d.properties[m],
g=p[m];if(g){if(g.type===h.type)continue;throw new Error(`'${t}' contains two mappings with the same property, but each \
refers to a different type. All matching properties must refer to the same type.`)}else p[m]=h}}}};var ur=class extends ct{constructor(e,t){if(super(e,t),this.itemType="",t)for(let r of t){let s=r.key.assertString(`${$}\
 key`);switch(s.value){case Pe:{let i=r.value.assertMapping(`${$} ${Pe}`);for(let o of i){let a=o.key.assertString(`${$}\
 ${Pe} key`);if(a.value===sr){let l=o.value.assertString(`${$} ${Pe} ${sr}`);this.itemType=l.value}else a.assertUnexpectedValue(
`${$} ${Pe} key`)}break}default:s.assertUnexpectedValue(`${$} key`)}}}get definitionType(){return U.Sequence}validate(e,t){
if(!this.itemType)throw new Error(`'${t}' does not defined '${sr}'`);e.getDefinition(this.itemType)}};var On=class extends ut{constructor(e,t){if(super(e,t),this.constant="",this.ignoreCase=!1,this.requireNonEmpty=!1,this.
isExpression=!1,t)for(let r of t){let s=r.key.assertString(`${$} key`);switch(s.value){case X:{let i=r.value.assertMapping(
`${$} ${X}`);for(let o of i){let a=o.key.assertString(`${$} ${X} key`);switch(a.value){case zt:{let l=o.value.assertString(
`${$} ${X} ${zt}`);this.constant=l.value;break}case ss:{let l=o.value.assertBoolean(`${$} ${X} ${ss}`);this.ignoreCase=l.
value;break}case ir:{let l=o.value.assertBoolean(`${$} ${X} ${ir}`);this.requireNonEmpty=l.value;break}case os:{let l=o.
value.assertBoolean(`${$} ${X} ${os}`);this.isExpression=l.value;break}default:a.assertUnexpectedValue(`${$} ${X} key`);
break}}break}default:s.assertUnexpectedValue(`${$} key`)}}}get definitionType(){return U.String}isMatch(e){if(e.templateTokenType===
E.String){let t=e.value;return this.constant?this.ignoreCase?this.constant.toUpperCase()===t.toUpperCase():this.constant===
t:this.requireNonEmpty?!!t:!0}return!1}validate(){if(this.constant&&this.requireNonEmpty)throw new Error(`Properties '${zt}\
' and '${ir}' cannot both be set`)}};var rn=class n{constructor(e){this.definitions={},this.version="",this.definitions[_e]=new ms(_e),this.definitions[de]=new hs(
de),this.definitions[Ie]=new gs(Ie),this.definitions[X]=new On(X);let t=new ur(Pe);t.itemType="any",this.definitions[t.key]=
t;let r=new Q(Te);r.looseKeyType=X,r.looseValueType="any",this.definitions[r.key]=r;let s=new nn("any");if(s.oneOf.push(
_e),s.oneOf.push(de),s.oneOf.push(Ie),s.oneOf.push(X),s.oneOf.push(Pe),s.oneOf.push(Te),this.definitions[s.key]=s,e)for(let i of e){
let o=i.key.assertString(`${lt} key`);switch(o.value){case Gi:{this.version=i.value.assertString(`${lt} ${Gi}`).value;break}case Qt:{
let a=i.value.assertMapping(`${lt} ${Qt}`);for(let l of a){let u=l.key.assertString(`${lt} ${Qt} key`),f=l.value.assertMapping(
`${lt} ${Qt} value`),c;for(let p of f){let d=p.key.assertString(`${$} key`),m=l.value;switch(d.value){case _e:c=new ms(u.
value,f);break;case de:c=new hs(u.value,f);break;case Ie:c=new gs(u.value,f);break;case X:c=new On(u.value,f);break;case Pe:
c=new ur(u.value,f);break;case Te:c=new Q(u.value,f);break;case Zt:c=new nn(u.value,f);break;case rr:for(let h of m)if(h.
value.templateTokenType===E.Sequence){let g=h.value;for(let y of g)if(y.templateTokenType===E.String){let w=y,v=u.value+
"-"+w.value,S=new On(v);S.constant=w.toDisplayString(),this.definitions[v]=S}}c=new nn(u.value,f);break;case $e:case ye:
continue;default:d.assertUnexpectedValue(`${$} mapping key`);break}break}if(!c)throw new Error(`Not enough information t\
o construct definition '${u.value}'`);this.definitions[u.value]=c}break}default:o.assertUnexpectedValue(`${lt} key`);break}}}getDefinition(e){
let t=this.definitions[e];if(t)return t;throw new Error(`Schema definition '${e}' not found`)}getScalarDefinitions(e){let t=[];
switch(e.definitionType){case U.Null:case U.Boolean:case U.Number:case U.String:t.push(e);break;case U.OneOf:{let r=e;for(let s of r.
oneOf){let i=this.getDefinition(s);t.push(...this.getScalarDefinitions(i))}break}}return t}getDefinitionsOfType(e,t){let r=[];
if(e.definitionType===t)r.push(e);else if(e.definitionType===U.OneOf){let s=e;for(let i of s.oneOf){let o=this.getDefinition(
i);o.definitionType===t&&r.push(o)}}return r}matchPropertyAndFilter(e,t){let r,s=!1;for(let i of e){let o=i.properties[t];
o?r=o:s=!0}if(r&&s)for(let i=0;i<e.length;)e[i].properties[t]?i++:e.splice(i,1);return r}validate(){let e={};for(let t of Object.
keys(this.definitions)){if(!t.match(n._definitionNamePattern))throw new Error(`Invalid definition name '${t}'`);let r=this.
definitions[t];r.definitionType===U.OneOf?e[t]=r:r.validate(this,t)}for(let t of Object.keys(e))e[t].validate(this,t)}static load(e){
let t=new Tt(new Xt(10,500),n.getInternalSchema(),new tn),r=lr(t,lt,e,void 0);t.errors.check();let s=r.assertMapping(lt),
i=new n(s);return i.validate(),i}static getInternalSchema(){if(n._internalSchema===void 0){let e=new n,t=new Q(lt);t.properties[Gi]=
new R(new q(void 0,void 0,Re,void 0)),t.properties[Qt]=new R(new q(void 0,void 0,Qt,void 0)),e.definitions[t.key]=t,t=new Q(
Qt),t.looseKeyType=Re,t.looseValueType=$,e.definitions[t.key]=t;let r=new nn($);r.oneOf.push($l),r.oneOf.push(Nl),r.oneOf.
push(Il),r.oneOf.push(Rl),r.oneOf.push(Ll),r.oneOf.push(Ol),r.oneOf.push(jl),e.definitions[r.key]=r,t=new Q($l),t.properties[ye]=
new R(new q(void 0,void 0,X,void 0)),t.properties[$e]=new R(new q(void 0,void 0,He,void 0)),t.properties[_e]=new R(new q(
void 0,void 0,_l,void 0)),e.definitions[t.key]=t,t=new Q(_l),e.definitions[t.key]=t,t=new Q(Nl),t.properties[ye]=new R(new q(
void 0,void 0,X,void 0)),t.properties[$e]=new R(new q(void 0,void 0,He,void 0)),t.properties[de]=new R(new q(void 0,void 0,
Tl,void 0)),e.definitions[t.key]=t,t=new Q(Tl),e.definitions[t.key]=t,t=new Q(Il),t.properties[ye]=new R(new q(void 0,void 0,
X,void 0)),t.properties[$e]=new R(new q(void 0,void 0,He,void 0)),t.properties[Ie]=new R(new q(void 0,void 0,Pl,void 0)),
e.definitions[t.key]=t,t=new Q(Pl),e.definitions[t.key]=t,t=new Q(Rl),t.properties[ye]=new R(new q(void 0,void 0,X,void 0)),
t.properties[$e]=new R(new q(void 0,void 0,He,void 0)),t.properties[X]=new R(new q(void 0,void 0,Cl,void 0)),e.definitions[t.
key]=t,t=new Q(Cl),t.properties[zt]=new R(new q(void 0,void 0,Re,void 0)),t.properties[ss]=new R(new q(void 0,void 0,de,
void 0)),t.properties[ir]=new R(new q(void 0,void 0,de,void 0)),t.properties[os]=new R(new q(void 0,void 0,de,void 0)),e.
definitions[t.key]=t,t=new Q(Ll),t.properties[ye]=new R(new q(void 0,void 0,X,void 0)),t.properties[$e]=new R(new q(void 0,
void 0,He,void 0)),t.properties[Pe]=new R(new q(void 0,void 0,Ml,void 0)),e.definitions[t.key]=t,t=new Q(Ml),t.properties[sr]=
new R(new q(void 0,void 0,Re,void 0)),e.definitions[t.key]=t,t=new Q(Ol),t.properties[ye]=new R(new q(void 0,void 0,X,void 0)),
t.properties[$e]=new R(new q(void 0,void 0,He,void 0)),t.properties[Te]=new R(new q(void 0,void 0,Al,void 0)),e.definitions[t.
key]=t,t=new Q(Al),t.properties[en]=new R(new q(void 0,void 0,en,void 0)),t.properties[Ot]=new R(new q(void 0,void 0,Re,
void 0)),t.properties[En]=new R(new q(void 0,void 0,Re,void 0)),e.definitions[t.key]=t,t=new Q(en),t.looseKeyType=Re,t.looseValueType=
ql,e.definitions[t.key]=t,r=new nn(ql),r.oneOf.push(Re),r.oneOf.push(at),e.definitions[r.key]=r,t=new Q(at),t.properties[ls]=
new R(new q(void 0,void 0,Re,void 0)),t.properties[as]=new R(new q(void 0,void 0,de,void 0)),t.properties[ye]=new R(new q(
void 0,void 0,X,void 0)),e.definitions[t.key]=t,t=new Q(jl),t.properties[ye]=new R(new q(void 0,void 0,X,void 0)),t.properties[$e]=
new R(new q(void 0,void 0,He,void 0)),t.properties[Zt]=new R(new q(void 0,void 0,He,void 0)),t.properties[rr]=new R(new q(
void 0,void 0,He,void 0)),e.definitions[t.key]=t;let s=new On(Re);s.requireNonEmpty=!0,e.definitions[s.key]=s;let i=new ur(
He);i.itemType=Re,e.definitions[i.key]=i,e.validate(),n._internalSchema=e}return n._internalSchema}};rn._definitionNamePattern=
/^[a-zA-Z_][a-zA-Z0-9_-]*$/;var Md={version:"workflow-v1.0",definitions:{"workflow-root":{description:"A workflow file.",mapping:{properties:{on:"on",
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
ge."},command:{type:"string",description:"Override the default CMD in the service container image."}}}}}};var Ul;function Rd(){if(Ul===void 0){let n=JSON.stringify(Md);Ul=rn.load(new cr(void 0,n))}return Ul}var se=wt(ns(),1);var pr=class n{constructor(e,t){this.lineCounter=new se.LineCounter,this.errors=[],this.doc=(0,se.parseDocument)(t,{lineCounter:this.
lineCounter,keepSourceTokens:!0,uniqueKeys:!1});for(let r of this.doc.errors)this.errors.push({message:r.message,range:Jv(
r.linePos)});this._generator=this.getNodes(this.doc,new Set),this.fileId=e}*getNodes(e,t){let r=this.getRange(e);if((0,se.isDocument)(
e)){yield new z(C.DocumentStart);for(let s of this.getNodes(e.contents,new Set))yield s;yield new z(C.DocumentEnd)}if((0,se.isCollection)(
e)){(0,se.isSeq)(e)?yield new z(C.SequenceStart,new At(this.fileId,r,void 0)):(0,se.isMap)(e)&&(yield new z(C.MappingStart,
new $t(this.fileId,r,void 0)));for(let s of e.items)for(let i of this.getNodes(s,t))yield i;(0,se.isSeq)(e)?yield new z(
C.SequenceEnd):(0,se.isMap)(e)&&(yield new z(C.MappingEnd))}if((0,se.isScalar)(e)&&(yield new z(C.Literal,n.getLiteralToken(
this.fileId,r,e))),(0,se.isAlias)(e)){let s=e.resolve(this.doc);if(s){if(t.has(s))return;let i=new Set(t);i.add(s),yield*this.
getNodes(s,i)}return}if((0,se.isPair)(e)){let s=e.key;r=this.getRange(s);let i=s.value;yield new z(C.Literal,new q(this.
fileId,r,i,void 0));for(let o of this.getNodes(e.value,t))yield o}}getRange(e){let t=e?.range??[],r=t[0],s=t[1];if(r!==void 0&&
s!==void 0){let i=this.lineCounter.linePos(r),o=this.lineCounter.linePos(s);return{start:{line:i.line,column:i.col},end:{
line:o.line,column:o.col}}}}static getLiteralToken(e,t,r){let s=r.value;if(s==null)return new De(e,t,void 0);switch(typeof s){case"\
number":return new Nn(e,t,s,void 0);case"boolean":return new Tn(e,t,s,void 0);case"string":{let i,o;if(r.srcToken&&"sour\
ce"in r.srcToken&&(i=r.srcToken.source,r.srcToken.type==="block-scalar"&&"props"in r.srcToken)){let l=r.srcToken.props.find(
u=>u.type==="block-scalar-header");l?.source&&(o=l.source)}return new q(e,t,s,void 0,i,o)}default:throw new Error(`Unexp\
ected value type '${typeof s}' when reading object`)}}allowLiteral(){if(!this._current.done){let e=this._current.value;if(e.
type===C.Literal)return this._current=this._generator.next(),e.token}}allowSequenceStart(){if(!this._current.done){let e=this.
_current.value;if(e.type===C.SequenceStart)return this._current=this._generator.next(),e.token}}allowSequenceEnd(){return!this.
_current.done&&this._current.value.type===C.SequenceEnd?(this._current=this._generator.next(),!0):!1}allowMappingStart(){
if(!this._current.done){let e=this._current.value;if(e.type===C.MappingStart)return this._current=this._generator.next(),
e.token}}allowMappingEnd(){return!this._current.done&&this._current.value.type===C.MappingEnd?(this._current=this._generator.
next(),!0):!1}validateEnd(){if(!this._current.done&&this._current.value.type===C.DocumentEnd){this._current=this._generator.
next();return}throw new Error("Expected end of reader")}validateStart(){if(this._current||(this._current=this._generator.
next()),!this._current.done&&this._current.value.type===C.DocumentStart){this._current=this._generator.next();return}throw new Error(
"Expected start of reader")}};function Jv(n){if(n===void 0)return;let e={line:n[0].line,column:n[0].col},t=n.length==2?{
line:n[1].line,column:n[1].col}:e;return{start:e,end:t}}function ys(n,e){let t=e instanceof Tt?e:new Tt(new Xt,Rd(),e),r=t.getFileId(n.name),s=new pr(r,n.content);if(s.errors.length>
0){for(let o of s.errors)t.error(r,o.message,o.range);return{context:t,value:void 0}}let i=lr(t,Ld,s,r);return{context:t,
value:i}}function Yi(n,e){let t={};if(e.isExpression)return t;if(M(e))return t.group=e,t;let r=e.assertMapping("concurrency group");
for(let s of r){let i=s.key.assertString("concurrency group key");if(!(s.key.isExpression||s.value.isExpression))switch(i.
value){case"group":t.group=s.value.assertString("concurrency group");break;case"cancel-in-progress":t.cancelInProgress=s.
value.assertBoolean("cancel-in-progress").value;break;case"queue":t.queue=s.value.assertString("queue").value;break;default:
n.error(i,`Invalid property name: ${i.value}`)}}return t}var Yv=wt(Cd(),1);var Gv={jan:1,feb:2,mar:3,apr:4,may:5,jun:6,jul:7,aug:8,sep:9,oct:10,nov:11,dec:12},Hv={sun:0,mon:1,tue:2,wed:3,thu:4,fri:5,
sat:6},Dd={min:0,max:59},Fd={min:0,max:23},Ud={min:1,max:31},Wd={min:1,max:12,names:Gv},Bd={min:0,max:6,names:Hv};function Vd(n){let e=n.split(/ +/);if(e.length!=5)return!1;let[t,r,s,i,o]=e;return pt(t,Dd)&&pt(r,Fd)&&pt(s,Ud)&&pt(i,Wd)&&
pt(o,Bd)}function pt(n,e,t=!0){if(e.names&&e.names[n.toLowerCase()]!==void 0||n==="*")return!0;if(n.includes(","))return t?n.split(
",").every(s=>s&&pt(s,e)):!1;if(n.includes("/")){if(!t)return!1;let[s,i,...o]=n.split("/"),a=+i;return o.length>0||isNaN(
a)||a<=0||!s||!i?!1:pt(s,e)&&pt(i,e,!1)}if(n.includes("-")){if(!t)return!1;let[s,i,...o]=n.split("-");if(o.length>0||!s||
!i)return!1;let a=Kd(s,e.names),l=Kd(i,e.names);return pt(s,e,!1)&&pt(i,e,!1)&&l>=a}let r=+n;return!isNaN(r)&&r>=e.min&&
r<=e.max}function Kd(n,e){return e&&e[n.toLowerCase()]!==void 0?+e[n.toLowerCase()]:+n}function sn(n,e){let t=[];for(let r of e)t.push(r.assertString(`${n} item`).value);return t}var le;(function(n){n.string="string",n.choice="choice",n.boolean="boolean",n.environment="environment"})(le||(le={}));function Jd(n,e){let t={};for(let r of e)switch(r.key.assertString("workflow dispatch input key").value){case"inputs":t.
inputs=Xv(n,r.value.assertMapping("workflow dispatch inputs"));break;case"secrets":t.secrets=Qv(n,r.value.assertMapping(
"workflow dispatch inputs"));break;case"outputs":break}return t}function Xv(n,e){let t={};for(let r of e){let s=r.key.assertString(
"input name"),i=r.value.assertMapping("input configuration");t[s.value]=zv(n,i)}return t}function zv(n,e){let t={type:le.
string},r;for(let s of e){let i=s.key.assertString("workflow dispatch input key");switch(i.value){case"description":t.description=
s.value.assertString("input description").value;break;case"required":t.required=s.value.assertBoolean("input required").
value;break;case"default":r=s.value.assertScalar("input default");break;case"type":t.type=le[s.value.assertString("input\
 type").value];break;case"options":t.options=sn("input options",s.value.assertSequence("input options"));break;default:n.
error(s.key,`Invalid key '${i.value}'`)}}if(r!==void 0&&!r.isExpression)try{switch(t.type){case le.boolean:t.default=r.assertBoolean(
"input default").value;break;case le.string:case le.choice:case le.environment:t.default=r.assertString("input default").
value;break}}catch(s){n.error(r,s)}return t.type===le.choice?(t.options===void 0||t.options.length===0)&&n.error(e,"Miss\
ing 'options' for choice input"):t.options!==void 0&&n.error(e,"Input type is not 'choice', but 'options' is defined"),t}
function Qv(n,e){let t={};for(let r of e){let s=r.key.assertString("secret name");t[s.value]=Zv(n,r.value)}return t}function Zv(n,e){
let t={};if(D(e))for(let r of e)switch(r.key.assertString("workflow call secret key").value){case"description":t.description=
r.value.assertString("secret description").value;break;case"required":t.required=r.value.assertBoolean("secret required").
value;break}return t}function Gd(n,e){let t={};for(let r of e)r.key.assertString("workflow dispatch input key").value==="inputs"&&(t.inputs=ek(
n,r.value.assertMapping("workflow dispatch inputs")));return t}function ek(n,e){let t={};for(let r of e){let s=r.key.assertString(
"input name"),i=r.value.assertMapping("input configuration");t[s.value]=tk(n,i)}return t}function tk(n,e){let t={type:le.
string},r;for(let s of e){let i=s.key.assertString("workflow dispatch input key");switch(i.value){case"description":t.description=
s.value.assertString("input description").value;break;case"required":t.required=s.value.assertBoolean("input required").
value;break;case"default":r=s.value.assertScalar("input default");break;case"type":t.type=le[s.value.assertString("input\
 type").value];break;case"options":t.options=sn("input options",s.value.assertSequence("input options"));break;default:n.
error(s.key,`Invalid key '${i.value}'`)}}if(r!==void 0)try{switch(t.type){case le.boolean:t.default=r.assertBoolean("inp\
ut default").value;break;case le.string:case le.choice:case le.environment:t.default=r.assertString("input default").value;
break}}catch(s){n.error(r,s)}return t.type===le.choice?(t.options===void 0||t.options.length===0)&&n.error(e,"Missing 'o\
ptions' for choice input"):t.options!==void 0&&n.error(e,"Input type is not 'choice', but 'options' is defined"),t}function Hd(n,e){if(ps(e))return{[e.assertString("on").value]:{}};if(ve(e)){let t={};for(let r of e){let s=r.assertString(
"on");t[s.value]={}}return t}if(D(e)){let t={};for(let r of e){let i=r.key.assertString("event name").value;if(r.value.templateTokenType===
E.Null){t[i]={};continue}if(i==="schedule"){let a=r.value.assertSequence(`event ${i}`);t.schedule=nk(n,a);continue}let o=r.
value.assertMapping(`event ${i}`);if(i==="workflow_call"){t.workflow_call=Jd(n,o);continue}if(i==="workflow_dispatch"){t.
workflow_dispatch=Gd(n,o);continue}t[i]={...Bl("branches",o),...Bl("tags",o),...Bl("paths",o),...zi("types",o),...zi("ve\
rsions",o),...zi("names",o),...zi("workflows",o)}}return t}return n.error(e,"Invalid format for 'on'"),{}}function Bl(n,e){
let t={};for(let r of e)switch(r.key.assertString(`${n} filter key`).value){case n:M(r.value)?t[n]=[r.value.value]:t[n]=
sn(n,r.value.assertSequence(`${n} list`));break;case`${n}-ignore`:M(r.value)?t[`${n}-ignore`]=[r.value.value]:t[`${n}-ig\
nore`]=sn(`${n}-ignore`,r.value.assertSequence(`${n}-ignore list`));break}return t}function zi(n,e){let t={};for(let r of e)
r.key.assertString(`${n} filter key`).value===n&&(M(r.value)?t[n]=[r.value.value]:t[n]=sn(n,r.value.assertSequence(`${n}\
 list`)));return t}function nk(n,e){let t=[];for(let r of e){let s=r.assertMapping("event schedule"),i={cron:""},o=!0;for(let a of s){
let l=a.key.assertString("schedule key");if(l.value==="cron"){let u=a.value.assertString("schedule cron");Vd(u.value)||n.
error(u,"Invalid cron expression. Expected format: '* * * * *' (minute hour day month weekday)"),i.cron=u.value}else if(l.
value==="timezone"){let u=a.value.assertString("schedule timezone");i.timezone=u.value}else n.error(l,"Invalid schedule \
key"),o=!1}o&&i.cron?t.push(i):o&&!i.cron&&n.error(s,"Missing required key 'cron' in schedule entry")}return t}function Y(n,e,t,r){let s=t;try{s=r()}catch(i){i instanceof Ae?e.error(i.token,i):e.error(n,i)}return s}function Kl(n,e){let t=e?.allowedContext||[];try{let{namedContexts:r,functions:s}=Hi(t),o=new nt(n).lex(),l=new st(o.tokens,
r,s).parse();return It(l)?n:`success() && (${n})`}catch{return n}}function Qi(n,e){let t=e.assertScalar("if condition"),
r=e.definitionInfo?.allowedContext||[],s,i;if(t instanceof be)s=t.expression,i=t.source;else{let a=t.assertString("if co\
ndition");s=a.value.trim(),i=a.source}let o;s?o=Kl(s,e.definitionInfo):o="success()";try{Xe.validateExpression(o,r)}catch(a){
n.error(e,a);return}return new be(e.file,e.range,o,e.definitionInfo,void 0,i)}function It(n){if(!n)return!1;if(n instanceof
fn){let e=n.functionName.lexeme.toLowerCase();return e==="success"||e==="failure"||e==="cancelled"||e==="always"?!0:n.args.
some(t=>It(t))}return n instanceof dn?It(n.left)||It(n.right):n instanceof Fn?It(n.expr):n instanceof vt?n.args.some(e=>It(
e)):n instanceof kt?It(n.group):n instanceof et?It(n.expr)||It(n.index):!1}function Yd(n,e){let t,r,s,i,o;for(let[,l]of Ne.traverse(e))if(l.isExpression)return;if(M(e))return t=e.assertString("co\
ntainer item"),{image:t};let a=e.assertMapping("container item");if(a)for(let l of a){let u=l.key.assertString("containe\
r item key"),f=l.value;switch(u.value){case"image":t=f.assertString("container image");break;case"credentials":zd(n,f);break;case"\
env":r=f.assertMapping("container env");for(let c of r)c.key.assertString("container env value");break;case"ports":s=f.assertSequence(
"container ports");for(let c of s)c.assertString("container port");break;case"volumes":i=f.assertSequence("container vol\
umes");for(let c of i)c.assertString("container volume");break;case"options":o=f.assertString("container options");break;default:
n.error(u,`Unexpected container item key: ${u.value}`)}}if(!t)n.error(e,"Container image cannot be empty");else return{image:t,
env:r,ports:s,volumes:i,options:o}}function rk(n,e){let t,r,s,i,o,a,l;for(let[,f]of Ne.traverse(e))if(f.isExpression)return;
if(M(e))return t=e.assertString("container item"),{image:t};let u=e.assertMapping("container item");if(u)for(let f of u){
let c=f.key.assertString("container item key"),p=f.value;switch(c.value){case"image":t=p.assertString("container image");
break;case"credentials":zd(n,p);break;case"env":r=p.assertMapping("container env");for(let d of r)d.key.assertString("co\
ntainer env value");break;case"ports":s=p.assertSequence("container ports");for(let d of s)d.assertString("container por\
t");break;case"volumes":i=p.assertSequence("container volumes");for(let d of i)d.assertString("container volume");break;case"\
options":o=p.assertString("container options");break;case"entrypoint":a=p.assertString("container entrypoint");break;case"\
command":l=p.assertString("container command");break;default:n.error(c,`Unexpected container item key: ${c.value}`)}}if(!t)
n.error(e,"Container image cannot be empty");else return{image:t,env:r,ports:s,volumes:i,options:o,entrypoint:a,command:l}}
function Xd(n,e){let t=[],r=e.assertMapping("services");for(let s of r){s.key.assertString("service key");let i=rk(n,s.value);
i&&t.push(i)}return t}function zd(n,e){let t=e.assertMapping("credentials"),r,s;for(let i of t){let o=i.key.assertString(
"credentials item"),a=i.value;switch(o.value){case"username":r=a.assertString("credentials username");break;case"passwor\
d":s=a.assertString("credentials password");break;default:n.error(o,`credentials key ${o.value}`)}}return{username:r,password:s}}var fr=class{constructor(){this.name=[],this.distinctNames=new Set}appendSegment(e){if(e.length!==0){if(this.name.length==
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
"Z"}};function Qd(n,e){let t={};if(e.isExpression)return t;if(Dl(e))return t.name=e,t;let r=e.assertMapping("job environment");
for(let s of r){let i=s.key.assertString("job environment key");if(!(s.key.isExpression||s.value.isExpression))switch(i.
value){case"name":t.name=s.value.assertScalar("job environment name key");break;case"url":t.url=s.value;break;case"deplo\
yment":{s.value.assertBoolean("job environment deployment").value===!1&&(t.skipDeployment=!0);break}}}return t}function eh(n,e){let t=Zd(e);if(!D(e))return{labels:t,group:""};let r="";for(let s of e)switch(s.key.assertString("job r\
uns-on property name").value){case"group":{if(s.value.isExpression)continue;let o=s.value.assertString("job runs-on grou\
p name").value,a=o.split("/");switch(a.length){case 1:{r=o;break}case 2:{if(!["org","organization","ent","enterprise"].includes(
a[0])){n.error(s.value,`Invalid runs-on group name '${o}. Please use 'organization/' or 'enterprise/' prefix to target a\
 single runner group.'`);continue}if(!a[1]){n.error(s.value,`Invalid runs-on group name '${o}'.`);continue}r=o;break}default:{
n.error(s.value,`Invalid runs-on group name '${o}. Please use 'organization/' or 'enterprise/' prefix to target a single\
 runner group.'`);break}}break}case"labels":{let o=Zd(s.value);for(let a of o)t.add(a);break}}return{labels:t,group:r}}function Zd(n){
let e=new Set;if(n.isExpression)return e;if(M(n))return e.add(n.value),e;if(ve(n))for(let t of n){if(t.isExpression)continue;
let r=t.assertString("job runs-on label sequence item");e.add(r.value)}return e}function th(n){return n.uses!==void 0}function nh(n){return n.type==="reusableWorkflowJob"}function Jl(n,e){if(!ve(e))return n.error(e,"Invalid format for steps"),[];let t=new fr,r=new Set,s=[];for(let i of e){let o=Y(
e,n,void 0,()=>sk(n,t,r,i));o&&s.push(o)}for(let i of s){if(i.id)continue;let o="";th(i)?o=ik(i):"wait"in i?o="wait":"wa\
it-all"in i?o="wait-all":"cancel"in i?o="cancel":"parallel"in i&&(o="parallel"),o||(o="run"),t.appendSegment(`__${o}`),i.
id=t.build()}return s}function sk(n,e,t,r){let s=r.assertMapping("steps item"),i,o,a,l,u,f,c,p,d,m,h,g;for(let y of s)switch(y.
key.assertString("steps item key").value){case"id":if(o=y.value.assertString("steps item id"),o){let v=e.tryAddKnownId(o.
value);v?n.error(o,v):t.add(o.value)}break;case"name":a=y.value.assertScalar("steps item name");break;case"run":i=y.value.
assertScalar("steps item run");break;case"uses":l=y.value.assertString("steps item uses");break;case"background":u=y.value.
assertBoolean("steps item background").value;break;case"wait":f=ok(n,t,y.value,o);break;case"wait-all":c=ak(n,y.value);break;case"\
cancel":p=y.value.assertString("steps item cancel"),Vl(n,t,p,o);break;case"parallel":d=y.value;break;case"env":h=y.value.
assertMapping("step env");break;case"if":g=Qi(n,y.value);break;case"continue-on-error":y.value.isExpression?m=y.value.assertScalar(
"steps item continue-on-error"):m=y.value.assertBoolean("steps item continue-on-error").value}if(i)return{id:o?.value||"",
name:a,if:g||new be(void 0,void 0,"success()",void 0,void 0,void 0),"continue-on-error":m,env:h,run:i,background:u};if(l)
return{id:o?.value||"",name:a,if:g||new be(void 0,void 0,"success()",void 0,void 0,void 0),"continue-on-error":m,env:h,uses:l,
background:u};if(f)return{id:o?.value||"",name:a||Zi("Wait"),"continue-on-error":m,wait:f};if(c!==void 0)return{id:o?.value||
"",name:a||Zi("Wait for all"),"continue-on-error":m,"wait-all":c};if(p)return{id:o?.value||"",name:a||Zi("Cancel"),"cont\
inue-on-error":m,cancel:p};if(d){let y=Jl(n,d);for(let w of y)"background"in w&&w.background!==void 0&&n.error(r,"'backg\
round' is not allowed inside a parallel block. Steps in a parallel block are automatically run as background steps."),"w\
ait"in w&&n.error(r,"'wait' is not allowed inside a parallel block."),"wait-all"in w&&n.error(r,"'wait-all' is not allow\
ed inside a parallel block."),"cancel"in w&&n.error(r,"'cancel' is not allowed inside a parallel block."),"parallel"in w&&
n.error(r,"Nested 'parallel' blocks are not allowed.");return{id:o?.value||"",name:a||Zi("Parallel group"),parallel:y}}n.
error(r,n.state.featureFlags?.isEnabled("allowBackgroundSteps")?"Expected one of uses, run, wait, wait-all, cancel, or p\
arallel to be defined":"Expected one of uses or run to be defined")}function ik(n){let e=n.uses.value;if(e.startsWith("d\
ocker://"))return e.substring(9);if(e.startsWith("./")||e.startsWith(".\\")||e.startsWith("$/"))return"self";let t=e.split(
"@");if(t.length!=2)return"";let r=t[0].split(/[\\/]/).filter(i=>i.length>0),s=t[1];return r.length>=2&&r[0]&&r[1]&&s?`${r[0]}\
/${r[1]}`:""}function Zi(n){return new q(void 0,void 0,n,void 0,void 0,void 0)}function ok(n,e,t,r){if(t instanceof q)return Vl(
n,e,t,r),[t];let s=t.assertSequence("steps item wait"),i=[];for(let o=0;o<s.count;o++){let a=s.get(o).assertString("step\
s item wait item");Vl(n,e,a,r),i.push(a)}return i}function ak(n,e){return e instanceof De||e.assertBoolean("steps item w\
ait-all").value||n.error(e,"The value of 'wait-all' must be true or omitted"),!0}function Vl(n,e,t,r){t.value.startsWith(
"__")?n.error(t,`The identifier '${t.value}' is invalid. IDs starting with '__' are reserved.`):r&&t.value.toLowerCase()===
r.value.toLowerCase()?n.error(t,`Step '${r.value}' cannot reference itself`):e.has(t.value)||n.error(t,`Step references \
unknown step ID '${t.value}'`)}function sh(n,e,t){let r=new fr().tryAddKnownId(e.value);r&&n.error(e,r);let s,i,o,a,l,u,f,c,p,d,m,h,g=[],y,w,v=!1,S;for(let k of t)
switch(k.key.assertString("job property name").value){case"concurrency":Y(k.value,n,void 0,()=>Yi(n,k.value)),s=k.value;
break;case"container":Yd(n,k.value),i=k.value;break;case"env":Y(k.value,n,void 0,()=>{o=k.value.assertMapping("job env")});
break;case"environment":Y(k.value,n,void 0,()=>Qd(n,k.value)),a=k.value;break;case"if":l=Qi(n,k.value);break;case"name":
u=k.value.assertScalar("job name");break;case"needs":{if(h=[],M(k.value)){let O=k.value.assertString("job needs id");h.push(
O)}if(ve(k.value))for(let O of k.value){let N=O.assertString("job needs id");h.push(N)}break}case"outputs":Y(k.value,n,void 0,
()=>{f=k.value.assertMapping("job outputs")});break;case"runs-on":Y(k.value,n,void 0,()=>eh(n,k.value)),c=k.value;break;case"\
services":Xd(n,k.value),p=k.value;break;case"snapshot":m=k.value;break;case"steps":g=Jl(n,k.value);break;case"strategy":
d=k.value;break;case"uses":y=k.value.assertString("job uses value");break;case"with":Y(k.value,n,void 0,()=>{w=k.value.assertMapping(
"uses-with value")});break;case"secrets":M(k.value)&&k.value.value==="inherit"?v=!0:Y(k.value,n,void 0,()=>{S=k.value.assertMapping(
"uses-secrets value")});break}return y!==void 0?{type:"reusableWorkflowJob",id:e,name:rh(u,e),needs:h||[],if:l||new be(void 0,
void 0,"success()",void 0,void 0,void 0),ref:y,"input-definitions":void 0,"input-values":w,"secret-definitions":void 0,"\
secret-values":S,"inherit-secrets":v||void 0,outputs:void 0,concurrency:s,strategy:d}:{type:"job",id:e,name:rh(u,e),needs:h,
if:l||new be(void 0,void 0,"success()",void 0,void 0,void 0),env:o,concurrency:s,environment:a,strategy:d,"runs-on":c,container:i,
services:p,outputs:f,steps:g,snapshot:m}}function rh(n,e){return n===void 0||M(n)&&n.value===""?e:n}function eo(n,e){if(D(e)){let t=[],r=[],s=[];for(let i of e){let o=i.key.assertString("job name"),a=i.value.assertMapping(
`job ${o.value}`),l=Y(e,n,void 0,()=>sh(n,o,a));if(l){t.push(l);let u={name:l.id.value,needs:Object.assign([],l.needs)};
u.needs.length>0?s.push(u):r.push(u)}}return lk(e,n,t,r,s),t}return n.error(e,"Invalid format for jobs"),[]}function lk(n,e,t,r,s){
if(r.length==0){e.error(n,"The workflow must contain at least one job with no dependencies.");return}for(;r.length>0;){let i=r.
shift();if(i==null)break;for(let o=s.length-1;o>=0;o--){let a=s[o];for(let l=a.needs.length-1;l>=0;l--)a.needs[l].value==
i.name&&(a.needs.splice(l,1),a.needs.length==0&&(r.push(a),s.splice(o,1)))}}if(s.length>0){let i=t.map(o=>o.id.value);for(let o of s)
for(let a of o.needs)i.includes(a.value)?e.error(a,`Job '${o.name}' depends on job '${a.value}' which creates a cycle in\
 the dependency graph.`):e.error(a,`Job '${o.name}' depends on unknown job '${a.value}'.`)}}function ws(n,e){let t=An(e["input-definitions"]?.assertMapping("workflow job input definitions"),"inputs"),r=An(e["inpu\
t-values"]?.assertMapping("workflow job input values"),"with");if(t!==void 0)for(let[,[s,i]]of t){let o=An(i.assertMapping(
`input ${s}`),`input ${s} key`);if(!o?.get("type")?.[1])continue;let l=r!==void 0&&r.has(s.toLowerCase());o.get("require\
d")?.[1].assertBoolean(`input ${s} required`).value&&!l&&n.error(e.ref,`Input ${s} is required, but not provided while c\
alling.`)}if(r!==void 0)for(let[,[s,i]]of r)t?.has(s.toLowerCase())||n.error(i,`Invalid input, ${s} is not defined in th\
e referenced workflow.`)}function An(n,e){if(!n)return;let t=new Map;for(let r of n){let s=r.key.assertString(`${e} key`);
t.set(s.value.toLowerCase(),[s.value,r.value])}return t}function bs(n,e){if(e["inherit-secrets"])return;let t=An(e["secret-definitions"]?.assertMapping("workflow job secret def\
initions"),"secrets"),r=An(e["secret-values"]?.assertMapping("workflow job secret values"),"secrets");if(t!==void 0)for(let[
,[s,i]]of t){if(i instanceof De)continue;An(i.assertMapping(`secret ${s}`),`secret ${s} key`)?.get("required")?.[1].assertBoolean(
`secret ${s} required`).value&&(r==null||!r.has(s.toLowerCase()))&&n.error(e.ref,`Secret ${s} is required, but not provi\
ded while calling.`)}if(r!==void 0)for(let[,[s,i]]of r)t?.has(s.toLowerCase())||n.error(i,`Invalid secret, ${s} is not d\
efined in the referenced workflow.`)}function ih(n,e,t){let r=e.assertMapping("root"),s=t.ref;for(let i of r)switch(i.key.assertString("root key").value){case"\
on":{Y(s,n,void 0,()=>ck(n,i.value,t));break}case"jobs":{t.jobs=Y(s,n,[],()=>eo(n,i.value));break}}}function ck(n,e,t){let r=t.
ref;switch(e.templateTokenType){case E.String:{if(e.assertString("Reference workflow on value").value==="workflow_call"){
Y(r,n,void 0,()=>ws(n,t)),Y(r,n,void 0,()=>bs(n,t));return}break}case E.Sequence:{let s=e.assertSequence("Reference work\
flow on value");for(let i of s)if(i.assertString(`Reference workflow on value ${i}`).value==="workflow_call"){Y(r,n,void 0,
()=>ws(n,t)),Y(r,n,void 0,()=>bs(n,t));return}break}case E.Mapping:{let s=e.assertMapping("Reference workflow on value");
for(let i of s){if(i.key.assertString(`Reference workflow on value ${i.key}`).value!=="workflow_call")continue;if(i.value.
templateTokenType===E.Null){Y(r,n,void 0,()=>ws(n,t)),Y(r,n,void 0,()=>bs(n,t));return}let a=i.value.assertMapping(`Refe\
rence workflow on value ${i.key}`);for(let l of a)switch(l.key.assertString(`on-workflow_call-${l.key}`).value){case"inp\
uts":t["input-definitions"]=l.value.assertMapping(`on-workflow_call-${l.key}`);break;case"outputs":t.outputs=l.value.assertMapping(
`on-workflow_call-${l.key}`);break;case"secrets":t["secret-definitions"]=l.value.assertMapping(`on-workflow_call-${l.key}`);
break}Y(r,n,void 0,()=>ws(n,t)),Y(r,n,void 0,()=>bs(n,t));return}break}}n.error(r,"workflow_call key is not defined in t\
he referenced workflow.")}var dr;(function(n){n[n.ReturnErrorsOnly=0]="ReturnErrorsOnly",n[n.TryConversion=1]="TryConversion"})(dr||(dr={}));var vs={
maxReusableWorkflowDepth:4,fetchReusableWorkflowDepth:0,errorPolicy:dr.ReturnErrorsOnly,featureFlags:new Bn};async function Gl(n,e,t,r=vs){
let s={},i=uk(r);if(n.state.featureFlags=i.featureFlags,n.errors.getErrors().length>0&&i.errorPolicy===dr.ReturnErrorsOnly)
return s.errors=n.errors.getErrors().map(o=>({Message:o.message})),s;t===void 0&&i.fetchReusableWorkflowDepth>0&&n.error(
e,new Error("A file provider is required to fetch reusable workflows"));try{let o=e.assertMapping("root");for(let a of o)
switch(a.key.assertString("root key").value){case"on":s.events=Y(e,n,{},()=>Hd(n,a.value));break;case"jobs":s.jobs=Y(e,n,
[],()=>eo(n,a.value));break;case"concurrency":Y(e,n,{},()=>Yi(n,a.value)),s.concurrency=a.value;break;case"env":s.env=a.
value;break}for(let a of s.jobs||[])if(nh(a)){if(i.maxReusableWorkflowDepth===0){n.error(a.ref,new Error("Reusable workf\
lows are not allowed"));continue}if(i.fetchReusableWorkflowDepth===0||t===void 0)continue;try{let l=await t.getFileContent(
Pd(a.ref.value)),u=ys(l,n);if(!u.value)continue;ih(n,u.value,a)}catch{n.error(a.ref,new Error("Unable to find reusable w\
orkflow"))}}}catch(o){o instanceof Ae?n.error(o.token,o):n.error(e,o)}finally{n.errors.getErrors().length>0&&(s.errors=n.
errors.getErrors().map(o=>({Message:o.message})))}return s}function uk(n){return{maxReusableWorkflowDepth:n.maxReusableWorkflowDepth!==
void 0?n.maxReusableWorkflowDepth:vs.maxReusableWorkflowDepth,fetchReusableWorkflowDepth:n.fetchReusableWorkflowDepth!==
void 0?n.fetchReusableWorkflowDepth:vs.fetchReusableWorkflowDepth,errorPolicy:n.errorPolicy!==void 0?n.errorPolicy:vs.errorPolicy,
featureFlags:n.featureFlags??vs.featureFlags}}var oh={definitions:{"action-root":{description:"Action file",mapping:{properties:{name:"string",description:"string",inputs:"\
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
string:{"require-non-empty":!0}}}};var Hl;function ah(){if(Hl===void 0){let n=JSON.stringify(oh);Hl=rn.load(new cr(void 0,n))}return Hl}function lh(n,e,t){if(e===null||e.line<1)return"";let r=n.split(/\r\n|\r|\n/);if(r[e.line-1]===void 0)return"";if(dk(r,e,
t))return`; a value that holds ': ' must be quoted (run: "echo 'a: b'") or written as a block (run: |)`;let s=hk(r,e.line);
return s!==null?`; line ${e.line} is less indented than the text of the block scalar above it (${s.header} on line ${s.line}\
, text from column ${s.indent+1}), which ends the block there and makes YAML read the line as a key: indent it to column\
 ${s.indent+1} or more to keep it in the block`:""}var fk=/Nested mappings are not allowed in compact mappings|Implicit map keys need to be followed by map values/;
function dk(n,e,t){if(!fk.test(t))return!1;let r=n[e.line-1],s=ks(r),i=[r.slice(Math.max(0,e.column-1))];for(let a=e.line;a<
n.length;a++){let l=n[a];if(l.trim()!==""){if(ks(l)<=s)break;i.push(l.trim())}}let o=/^Implicit map keys/.test(t);return i.
some((a,l)=>{let u=a;return l===0&&(o&&(u=u.replace(/^\s*(?:-\s+)?[^\s:][^:]*:(\s|$)/,"")),u=u.replace(/^\s*(?:"(?:[^"\\]|\\.)*"|'(?:[^']|'')*')/,
'""')),/\S:(\s|$)/.test(u.replace(/(^|\s)#.*$/,""))})}function hk(n,e){let t=ks(n[e-1]),r=Number.POSITIVE_INFINITY;for(let s=e-
2;s>=0;s--){let i=n[s];if(i.trim()==="")continue;let o=ks(i),a=i.replace(/\s+#.*$/,"").trimEnd();if(o<r&&r!==Number.POSITIVE_INFINITY&&
mk.test(a)){let l=n.slice(s+1,e-1).find(f=>f.trim()!==""),u=ks(l);return t<u?{header:a.trim(),line:s+1,indent:u}:null}if(o<=
t)return null;r=Math.min(r,o)}return null}var mk=/^\s*(?:-\s+)?(?:[^\s#][^#]*?:\s+)?[|>][-+1-9]{0,2}$/;function ks(n){return n.
length-n.trimStart().length}async function eI(n,e,t={}){let r=ys({name:e,content:n},new tn),s=r.value,i={},o=new Map;if(s){let p=await Gl(r.context,
s,void 0,{errorPolicy:dr.TryConversion});i=Ak(p.events);for(let d of p.jobs??[])d.type==="job"&&o.set(d.id.value,d.steps.
map(m=>m.id))}let a=[],l=[],u=new Set,f=[];for(let p of r.context.errors.getErrors()){let d=(p.rawMessage.split(`
`)[0]??"").replace(/ at line \d+, column \d+:?$/,"");if(/depends on (unknown )?job|must contain at least one job with no dependencies/.
test(d)||d.startsWith("Unexpected symbol: '${{'")&&p.range&&f.some(S=>bk(S,p.range)))continue;let m=d==="Unrecognized na\
med-value: 'secrets'"?`${d}${wk}`:d,h=p.range?.start;h&&f.push(h);let g=h?`${e}:${h.line}:${h.column}`:e,y=`${g}\0${m}`;
if(u.has(y))continue;u.add(y);let w={code:kk(m),severity:"error",path:g,message:m};a.push(w);let v=/^'(.*)' is already defined$/.
exec(m)?.[1];v!==void 0&&h&&l.push({problem:w,key:v,position:h})}if(s===void 0&&a.length>0){let p=a[0],d=a.length-1,m=/:(\d+):(\d+)$/.
exec(p.path),h=lh(n,m?{line:Number(m[1]),column:Number(m[2])}:null,p.message);a.splice(0,a.length,{...p,message:`not val\
id YAML: ${p.message}${h}${d>0?` (${d} more YAML error${d===1?"":"s"} after it, most likely from it)`:""}`})}s&&a.push(...vk(
s,e));let c={fileName:e,source:n,name:null,on:i,inputs:{},env:{},permissions:null,defaults:null,jobs:[],problems:a};if(s&&
D(s)){let p;Ss=(d,m)=>(p??=xl(n),p.get(`${d}:${m}`));try{Sk(s,c,t)}finally{Ss=()=>{}}}c.jobs=Od(c.jobs);for(let{problem:p,
key:d,position:m}of l){let h=c.jobs.find(g=>g.id!==d&&g.id.toLowerCase()===d.toLowerCase()&&g.position.column===m.column&&
g.position.line<m.line);h&&(p.message=`job id '${d}' is already defined as '${h.id}' (line ${h.position.line}): GitHub c\
ompares job ids ignoring case, as needs: does, so they would be the same job; rename one of them`)}for(let p of c.jobs){
let d=o.get(p.id);if(d?.length===p.steps.length)for(let[m,h]of p.steps.entries())h.action=d[m]}return a.push(...Id(c),..._d(
c)),a.sort(yk),c}function tI(n,e,t,r={}){let s=gk(n,e),i=s.context.errors.getErrors(),o=s.value;if(i.length>0||!o||!D(o)){
let f=i.map(c=>{let p=(c.rawMessage.split(`
`)[0]??"").replace(/ at line \d+, column \d+:?$/,""),d=c.range?.start;return d?`${e}:${d.line}:${d.column}: ${p}`:p});throw new _(
"action-invalid",`${e} is not an action GitHub would run: ${f.join("; ")||"it is empty"}`)}let a={kind:"composite",file:e,
directory:t,source:n,inputs:[],outputs:[],steps:[]},l="",u;Ss=(f,c)=>(u??=xl(n),u.get(`${f}:${c}`));try{for(let{key:f,value:c}of o)
if(M(f)){if(f.value==="inputs"&&D(c))for(let p of c){if(!M(p.key))continue;let d=D(p.value)?p.value:null,m=y=>d?.find(y),
h=m("required"),g=m("default");a.inputs.push({id:p.key.value,default:g?Ue(g):null,required:h!==void 0&&_t(h)&&h.value})}else if(f.
value==="outputs"&&D(c))for(let p of c){if(!M(p.key))continue;let d=D(p.value)?p.value.find("value"):void 0;a.outputs.push(
{id:p.key.value,value:d?Ue(d):null})}else if(f.value==="runs"&&D(c)){let p=c.find("using");p&&M(p)&&(l=p.value.toLowerCase());
let d=c.find("steps");if(d&&ve(d)){let m=0;for(let h of d)D(h)&&a.steps.push(ph(m,h,r)),m+=1}}}}finally{Ss=()=>{}}return l===
"composite"?a:{kind:"other",file:e,using:l}}function gk(n,e){let t=new Tt(new Xt,ah(),new tn),r=t.getFileId(e),s=new pr(
r,n);if(s.errors.length>0){for(let i of s.errors)t.error(r,i.message,i.range);return{context:t,value:void 0}}return{context:t,
value:lr(t,"action-root",s,r)}}function yk(n,e){let t=n.path.match(/:(\d+):(\d+)$/),r=e.path.match(/:(\d+):(\d+)$/),s=t?
Number(t[1])*1e6+Number(t[2]):0,i=r?Number(r[1])*1e6+Number(r[2]):0;return s-i}var wk=" (GitHub reads secrets only in en\
v:, with:, run: and a few other keys, never in an if; to run a step only when a secret is set, put it in the job's env: \
as NAME: ${{ secrets.NAME }} and test env.NAME != '' in the step's if:)";function bk(n,e){let t=(r,s)=>r.line>s.line||r.
line===s.line&&r.column>=s.column;return t(n,e.start)&&t(e.end,n)}function vk(n,e){let t=[];for(let[,r]of Ne.traverse(n)){
if(!ar(r)||r.expression.length<=mn)continue;let s=ce(r);t.push({code:xn.expression,severity:"error",path:`${e}:${s.line}\
:${s.column}`,message:`this value holds \${{ }}, which GitHub reads as one expression of the whole value (format('\u2026', \u2026))\
: ${r.expression.length} characters, over GitHub's limit of ${mn} ("Exceeded max expression length ${mn}"), so GitHub re\
fuses the workflow; keep the long text out of it (a prompt in a file, prompt-file:; a script in a file) or pass the \${{ \
}} value in through env:`})}return t}function kk(n){return/named-value|Unrecognized function|expression|Unexpected symbol|Unexpected end|Too (few|many) parameters/i.
test(n)?xn.expression:xn.invalid}function Sk(n,e,t){for(let{key:r,value:s}of n)if(M(r))switch(r.value){case"name":M(s)&&
(e.name=s.value);break;case"env":e.env=$n(s);break;case"permissions":e.permissions=ze(s);break;case"on":{e.inputs=xk(s);
let i=Ek(s);i&&(e.call=i);break}case"jobs":if(D(s))for(let i of s)M(i.key)&&D(i.value)&&e.jobs.push(Nk(i.key.value,i.key,
i.value,t));break;case"defaults":e.defaults=uh(s);break}}function xk(n){let e={};if(!D(n))return e;for(let t of n){if(!M(
t.key)||!["workflow_dispatch","workflow_call"].includes(t.key.value)||!D(t.value))continue;let r=t.value.find("inputs");
if(!(!r||!D(r)))for(let[s,i]of Object.entries(ch(r)))e[s]??=i}return e}function Ek(n){let e=t=>M(t)&&t.value==="workflow\
_call";if(M(n))return e(n)?Yl(ce(n)):void 0;if(ve(n)){let t=[...n].find(e);return t?Yl(ce(t)):void 0}if(D(n))for(let t of n){
if(!e(t.key))continue;let r=Yl(ce(t.key));if(!D(t.value))return r;let s=t.value.find("inputs");s&&D(s)&&(r.inputs=ch(s));
let i=t.value.find("secrets");if(i&&D(i))for(let a of i){if(!M(a.key))continue;let l=D(a.value)?a.value.find("required"):
void 0;r.secrets[a.key.value]={required:l!==void 0&&_t(l)&&l.value,position:ce(a.key)}}let o=t.value.find("outputs");if(o&&
D(o))for(let a of o){if(!M(a.key)||!D(a.value))continue;let l=a.value.find("value"),u=l?Ue(l):null;u&&(r.outputs[a.key.value]=
{...u,keyPosition:ce(a.key)})}return r}}function Yl(n){return{inputs:{},secrets:{},outputs:{},position:n}}function ch(n){
let e={};for(let t of n){if(!M(t.key)||e[t.key.value])continue;let r={name:t.key.value,type:"string",required:!1,default:null,
description:null,options:null,position:ce(t.key)};if(D(t.value))for(let s of t.value){if(!M(s.key))continue;let i=s.value;
switch(s.key.value){case"type":M(i)&&["string","choice","boolean","environment","number"].includes(i.value)&&(r.type=i.value);
break;case"required":_t(i)&&(r.required=i.value);break;case"default":(M(i)||_t(i)||fs(i))&&(r.default=i.value);break;case"\
description":M(i)&&(r.description=i.value);break;case"options":ve(i)&&(r.options=[...i].filter(M).map(o=>o.value));break}}
e[r.name]=r}return e}function uh(n){if(!D(n))return null;let e=n.find("run");if(!e||!D(e))return null;let t={shell:null,
workingDirectory:null},r=e.find("shell"),s=e.find("working-directory");return r&&(t.shell=Ue(r)),s&&(t.workingDirectory=
Ue(s)),t}function Nk(n,e,t,r){let s={id:n,name:null,position:ce(e),needs:[],if:{expression:"success()",text:null,position:null},
strategy:null,runsOn:null,container:null,services:null,env:{},outputs:{},permissions:null,continueOnError:!1,timeoutMinutes:null,
cancelTimeoutMinutes:null,defaults:null,uses:null,with:{},secrets:{},steps:[]};for(let{key:i,value:o}of t)if(M(i))switch(i.
value){case"name":s.name=Ue(o);break;case"needs":s.needs=Tk(o);break;case"if":s.if=fh(o);break;case"strategy":s.strategy=
ze(o);break;case"runs-on":s.runsOn=ze(o);break;case"container":s.container=ze(o);break;case"services":s.services=ze(o);break;case"\
env":s.env=$n(o);break;case"outputs":s.outputs=$n(o);break;case"permissions":s.permissions=ze(o);break;case"continue-on-\
error":s.continueOnError=dh(o);break;case"timeout-minutes":s.timeoutMinutes=ze(o);break;case"cancel-timeout-minutes":s.cancelTimeoutMinutes=
ze(o);break;case"defaults":s.defaults=uh(o);break;case"uses":M(o)&&(s.uses={text:o.value,position:ce(o)});break;case"wit\
h":s.with=$n(o);break;case"secrets":s.secrets=M(o)&&o.value==="inherit"?"inherit":$n(o);break;case"steps":if(ve(o)){let a=0;
for(let l of o)D(l)&&s.steps.push(ph(a,l,r)),a+=1}break}return s}function Tk(n){return(ve(n)?[...n]:[n]).filter(M).map(t=>({
id:t.value,position:ce(t)}))}function ph(n,e,t){let r={index:n,id:null,name:null,if:{expression:"success()",text:null,position:null},
run:null,uses:null,with:{},env:{},shell:null,workingDirectory:null,continueOnError:!1,timeoutMinutes:null,position:ce(e)};
for(let{key:s,value:i}of e)if(M(s))switch(s.value){case"id":M(i)&&(r.id=i.value);break;case"name":r.name=Ue(i);break;case"\
if":r.if=fh(i);break;case"run":r.run=Ue(i);break;case"uses":if(M(i)){r.uses={text:i.value,position:ce(i)};let o=i.value.
trim();o.startsWith("./")&&t.ownAction?.(o.replace(/\/+$/,""))&&(r.ownAction=!0)}break;case"with":r.with=$n(i);break;case"\
env":r.env=$n(i);break;case"shell":r.shell=Ue(i);break;case"working-directory":r.workingDirectory=Ue(i);break;case"conti\
nue-on-error":r.continueOnError=dh(i);break;case"timeout-minutes":r.timeoutMinutes=ze(i);break}return r}function fh(n){let e=ar(
n)?n.expression:M(n)?n.value.trim():"",t=ar(n)?n.source??`\${{ ${e} }}`:e;if(_t(n)||fs(n)){let s=String(n.value);return{
expression:s,text:s,position:ce(n)}}let r=e?Kl(e,n.definitionInfo):"success()";return{expression:r,text:t,position:ce(n),
implicitSuccess:r!==e}}function dh(n){return _t(n)?n.value:Ue(n)??!1}function $n(n){if(!D(n))return{};let e=[];for(let{key:t,
value:r}of n){if(!M(t))continue;let s=Ue(r);s&&e.push([t.value,{...s,keyPosition:ce(t)}])}return Object.fromEntries(e)}var Ss=()=>{};
function Ue(n){let e=ce(n);if(ar(n)){let t=n.range;if(t&&t.start.line!==t.end.line){let r=Ss(t.start.line,t.start.column),
s=r===void 0?null:xd(r);if(r!==void 0&&s!==null)return{text:r,expression:s,position:e}}return{text:n.source??`\${{ ${n.expression}\
 }}`,expression:n.expression,position:e}}return M(n)?{text:n.value,expression:null,position:e,literal:"string"}:fs(n)?{text:String(
n.value),expression:null,position:e,literal:"number"}:_t(n)?{text:String(n.value),expression:null,position:e,literal:"bo\
olean"}:n.templateTokenType===Ok?{text:"",expression:null,position:e,literal:"null"}:null}var Ok=7;function ze(n){let e=ce(
n);if(ar(n))return{kind:"expression",expression:n.expression,text:n.source??`\${{ ${n.expression} }}`,position:e};if(M(n)||
fs(n)||_t(n))return{kind:"literal",value:n.value,position:e};if(ve(n))return{kind:"sequence",items:[...n].map(ze),position:e};
if(D(n)){let t=[];for(let{key:r,value:s}of n)M(r)&&t.push({key:r.value,value:ze(s),keyPosition:ce(r)});return{kind:"mapp\
ing",entries:t,position:e}}return{kind:"literal",value:null,position:e}}function ce(n){let e=n.range?.start;return e?{line:e.
line,column:e.column}:{line:0,column:0}}function Ak(n){return JSON.parse(JSON.stringify(n??{}))}function Pt(n){if(!n.uses)return{kind:"run"};let e=n.uses.text.trim();if(n.ownAction&&e.startsWith("./"))return{kind:"lo\
cal",path:e.replace(/\/+$/,"")};let t=$k(e);if(t)return{kind:"baton",action:t};if(e.startsWith("./"))return{kind:"local",
path:e.replace(/\/+$/,"")};let[r=""]=e.split("@"),s=r.toLowerCase();return s==="actions/checkout"?{kind:"noop",action:"c\
heckout",reason:"the local checkout is used as it is"}:s.startsWith("actions/setup-")?{kind:"noop",action:"setup",reason:"\
tools on this machine are used"}:{kind:"skip",notice:`${e} cannot run locally; step skipped`}}function $k(n){let e=hh(n);
if(e===null)return null;for(let[t,r]of Object.entries(qc))if(r===e)return t;return null}function hh(n){if(n.startsWith("\
./"))return n.slice(2).replace(/\/+$/,"");let e=/^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)((?:\/[^@]*)?)@.+$/.exec(n);return e?.[2]?.
toLowerCase()!==Lc?null:(e[3]??"").replace(/^\/|\/+$/g,"")}function ft(n){return n.uses!==null&&Xl(n.uses.text)}function Xl(n){
return hh(n.trim())===Mc}var dt=["claude","codex","gemini","copilot"],jn=br(dt),ht={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},Ik=[...new Set(
Object.values(ht).flatMap(n=>n.keyEnv))],Pk=["ANTHROPIC_AUTH_TOKEN","ANTHROPIC_FOUNDRY_API_KEY","AWS_SECRET_ACCESS_KEY",
"AWS_SESSION_TOKEN","AWS_BEARER_TOKEN_BEDROCK","AZURE_OPENAI_API_KEY"];function aI(n){return[...Ik,...Pk].map(e=>n[e]).filter(
e=>!!e)}var jk=ee().check(Kc(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,{message:"must be a model name: letters, digits and\
 . _ : / @ -, at most 128 characters"})),qk=Lt({model:bt(jk)}),gh="--prompt=",yh=128*1024-1-gh.length,to=`"\${${gr.handoffPath}\
%/*}"`,xs=`"$${gr.promptPath}"`,zl=n=>`\${${Ke.model}:+${n} "$${Ke.model}"}`,no=["agent_args=()",`if [ -n "\${${Ke.args}\
:-}" ]; then`,"  while IFS= read -r arg; do",`    arg="\${arg%$'\\r'}"`,'    if [ -n "$arg" ]; then agent_args+=("$arg")\
; fi',`  done <<< "$${Ke.args}"`,"fi"],ro='${agent_args[@]+"${agent_args[@]}"}';function wh(n){let{cli:e,npmPackage:t}=ht[n];
return`the ${e} CLI is not installed (no ${e} on PATH): install its npm package, npm install --global ${t}@<version> (ba\
ton-stage.yml installs it at agent-version)`}var io="baton: ",bh=n=>`the prompt is ${n} bytes; copilot takes it as one a\
rgument, at most ${yh} bytes. Shorten it (max-prompt-tokens) or use another agent.`;function Lk(n,e){if(e===wh(n))return!0;
let t=/^the prompt is (\d{1,20}) bytes;/.exec(e)?.[1];return n==="copilot"&&t!==void 0&&e===bh(t)}function so(n){let{cli:e}=ht[n];
return[`if ! command -v ${e} >/dev/null 2>&1; then`,`  echo "${io}${wh(n)}" >&2`,"  exit 127","fi"]}function mh(n,e,t=""){
return[`if [ -z "\${${e}:-}" ] && [ -n "\${${n}:-}" ]${t}; then`,`  export ${e}="$${n}"`,"fi"]}var Mk={claude:[...so("cl\
aude"),'if [ "$EUID" -eq 0 ]; then',"  export IS_SANDBOX=1","fi",...no,"exec claude -p \\","  --output-format stream-jso\
n --verbose \\","  --permission-mode bypassPermissions \\",`  --add-dir ${to} \\`,`  ${zl("--model")} \\`,`  ${ro} \\`,`\
  < ${xs}`].join(`
`),codex:[...so("codex"),...mh("OPENAI_API_KEY","CODEX_API_KEY"),...no,"exec codex exec \\","  --json \\","  --sandbox w\
orkspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${to} \\`,`  ${zl("--model")} \\`,`  ${ro} \\`,`  - < ${xs}`].
join(`
`),gemini:[...so("gemini"),'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',...mh("GOOGLE_API_K\
EY","GEMINI_API_KEY",' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),...no,"exec gemini \\","  --output-format json \
\\","  --approval-mode yolo \\",`  --include-directories ${to} \\`,`  ${zl("--model")} \\`,`  ${ro} \\`,"  -p 'Carry out\
 the task above.' \\",`  < ${xs}`].join(`
`),copilot:[...so("copilot"),`prompt_bytes=$(wc -c < ${xs})`,`if [ "$prompt_bytes" -gt ${yh} ]; then`,`  echo "${io}${bh(
"$prompt_bytes")}" >&2`,"  exit 2","fi",...no,"exec copilot \\",`  ${gh}"$(cat ${xs})" \\`,"  --output-format=json \\","\
  --allow-all-tools \\","  --no-ask-user \\",`  --add-dir=${to} \\`,`  \${${Ke.model}:+--model="$${Ke.model}"} \\`,`  ${ro}`].
join(`
`)};function Zl(n,e=`input ${b.agent}`){let t=jn.safeParse(n);if(t.success)return t.data;throw new _("agent-preset-unkno\
wn",`"${n}" is not an agent preset; use one of ${dt.join(", ")}, or give the command in \`run\``,{where:e})}function lI(n,e={}){
let t=Zl(n),r=qk.safeParse(e);if(!r.success){let i=r.error.issues[0];throw new _("agent-preset-options",`agent ${t}: ${i?.
path.join(".")||"options"} ${i?.message}`,{where:`agent ${t}`})}let s={};return r.data.model!==void 0&&(s[Ke.model]=r.data.
model),{script:Mk[t],env:s}}function ec(n,e){let t=Zl(n),r=[];switch(t){case"claude":return{...kh(In(e),r),problems:r};case"\
codex":return{...Fk(e,r),problems:r};case"gemini":return{...Bk(e,r),problems:r};case"copilot":return{...Kk(e,r),problems:r}}}
function cI(n,e){let t=jn.safeParse(n);if(!t.success)throw new _("agent-preset-unknown",`"${n}" is not an agent preset; \
use one of ${dt.join(", ")}: the one whose CLI wrote the \`${b.agentOutput}\` file`,{where:`input ${b.agent}`});if(t.data!==
"claude")return ec(t.data,e);let r=[],s=In(e),i=s.some(Sh)?s:Ck(e);return{...kh(i,r),problems:r}}function uI(n,e){return ec(
n,e).usage}function pI(n,e){return ec(n,e).finalText}function fI(n,e){let t=Zl(n),r=Rk(t,e);if(r!==null&&r.trim()!=="")return{
source:"cli",text:r};let s=e.split(`
`);for(let i=s.length-1;i>=0;i--){let o=s[i].trimEnd(),a=o.slice(io.length);if(o.startsWith(io)&&Lk(t,a))return{source:"\
script",text:a}}return null}function Rk(n,e){switch(n){case"claude":{let t=_n(In(e),i=>i.type==="result"),r=t?.is_error===
!0||typeof t?.subtype=="string"&&t.subtype.startsWith("error");if(!t||!r)return null;if(typeof t.result=="string"&&t.result.
trim()!=="")return t.result;let s=Array.isArray(t.errors)?t.errors.filter(i=>typeof i=="string"):[];return s.length>0?s.
join("; "):typeof t.subtype=="string"?t.subtype:null}case"codex":{let t=In(e),r=_n(t,i=>i.type==="turn.failed"&&ue(i.error)),
s=ue(r?.error)?r.error.message:_n(t,i=>i.type==="error")?.message;return typeof s=="string"?s:null}case"gemini":{let t=xh(
e)?.error;return ue(t)&&typeof t.message=="string"?t.message:null}case"copilot":{let t=_n(In(e),r=>r.type==="session.err\
or")?.data;return ue(t)&&typeof t.message=="string"?t.message:null}}}function dI(n={}){return["## Handing off","",`When \
you are done, write your handoff as one JSON object to ${n.handoffPath?`\`${n.handoffPath}\` (also in the environment var\
iable \`${gr.handoffPath}\`)`:`the path in the environment variable \`${gr.handoffPath}\``}:`,"","```json",`{"version": ${Pc}\
, "status": "success", "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": \
{"key": "value"}}`,"```","",`- \`summary\` is required (at most ${me.summaryBytes} bytes); \`status\` is one of success, p\
artial, blocked, failure.`,'- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage\
 id>", "reason": "\u2026"}` to hand off to a specific stage.',`- If you cannot write files, print the same JSON as the l\
ast thing you say, between a line \`${So.start}\` and a line \`${So.end}\`.`].join(`
`)}function ue(n){return typeof n=="object"&&n!==null&&!Array.isArray(n)}function In(n){let e=[];for(let t of n.split(`
`)){let r=t.trim();if(r.startsWith("{"))try{let s=JSON.parse(r);ue(s)&&e.push(s)}catch{}}return e}function Ck(n){let e=n.
trim();if(e.startsWith("[")&&e.endsWith("]"))try{let i=JSON.parse(e);if(Array.isArray(i))return i.filter(ue)}catch{}let t=[],
r=n.split(`
`),s=-1;for(let i=0;i<r.length;i++){let o=r[i].replace(/\r$/,"");if(o==="  {")s=i;else if(s!==-1&&(o==="  }"||o==="  },")){
try{let a=JSON.parse(`${r.slice(s,i).join(`
`)}
}`);ue(a)&&t.push(a)}catch{}s=-1}}return t}function _n(n,e){for(let t=n.length-1;t>=0;t--){let r=n[t];if(e(r))return r}}
var Oe=(n,e)=>({key:e,value:n[e]});function vh(n){return typeof n=="number"||typeof n=="boolean"?String(n):typeof n=="st\
ring"?"a string":Array.isArray(n)?"a list":"an object"}function Ql(n,e){return{code:$s.usageRefused,severity:"warning",path:`\
agent.usage.${n}`,message:`${e}; ${n} is not recorded`}}function Pn(n,e,t,r){let s;for(let{key:i,value:o}of t)if(o!=null){
if(typeof o!="number"||!Number.isSafeInteger(o)||o<0){r.push(Ql(e,`${n} reported ${vh(o)} as ${i}, which is not a whole \
number from 0 to ${Number.MAX_SAFE_INTEGER}`));return}if(s=(s??0)+o,!Number.isSafeInteger(s)){r.push(Ql(e,`the ${e} ${n}\
 reported add up to more than ${Number.MAX_SAFE_INTEGER}`));return}}return s}function Dk(n,{key:e,value:t},r){if(t!=null){
if(typeof t=="number"&&Number.isFinite(t)&&t>=0&&t<=me.usageCostUsd)return t;r.push(Ql("cost_usd",`${n} reported ${vh(t)}\
 as ${e}, which is not an amount from 0 to ${me.usageCostUsd} USD`))}}function oo(n){let e={};return n.input!==void 0&&(e.
input_tokens=n.input),n.output!==void 0&&(e.output_tokens=n.output),n.cost!==void 0&&(e.cost_usd=n.cost),Object.keys(e).
length===0?null:e}function kh(n,e){let t=_n(n,Sh);if(!t)return{finalText:null,usage:null};let r=ue(t.modelUsage)?Object.
values(t.modelUsage).filter(ue):[],s=ue(t.usage)?t.usage:{},[i,o]=r.length>0?[r.flatMap(a=>[Oe(a,"inputTokens"),Oe(a,"ca\
cheCreationInputTokens"),Oe(a,"cacheReadInputTokens")]),r.map(a=>Oe(a,"outputTokens"))]:[[Oe(s,"input_tokens"),Oe(s,"cac\
he_creation_input_tokens"),Oe(s,"cache_read_input_tokens")],[Oe(s,"output_tokens")]];return{finalText:typeof t.result=="\
string"?t.result:null,usage:oo({input:Pn("claude","input_tokens",i,e),output:Pn("claude","output_tokens",o,e),cost:Dk("c\
laude",Oe(t,"total_cost_usd"),e)})}}function Sh(n){return n.type==="result"}function Fk(n,e){let t=In(n),s=_n(t,a=>a.type===
"item.completed"&&Uk(a.item))?.item?.text,i=t.filter(a=>a.type==="turn.completed"&&ue(a.usage)),o=a=>i.map(l=>Oe(l.usage,
a));return{finalText:typeof s=="string"?s:null,usage:oo({input:Pn("codex","input_tokens",o("input_tokens"),e),output:Pn(
"codex","output_tokens",o("output_tokens"),e)})}}function Uk(n){return ue(n)&&(n.type==="agent_message"||n.item_type==="\
assistant_message")}var Wk=4;function xh(n){let e=n.length;for(let t=0;t<Wk&&e>0;t++){let r=n.lastIndexOf(`
{`,e-1),s=r===-1?0:r+1;if(n[s]!=="{")return null;try{let i=JSON.parse(n.slice(s));if(ue(i)&&("response"in i||"stats"in i||
"error"in i))return i}catch{}if(r===-1)return null;e=r}return null}function Bk(n,e){let t=xh(n),r=t?.stats,i=(ue(r)&&ue(
r.models)?Object.values(r.models):[]).map(o=>ue(o)&&ue(o.tokens)?o.tokens:{});return{finalText:typeof t?.response=="stri\
ng"?t.response:null,usage:oo({input:Pn("gemini","input_tokens",i.map(o=>Oe(o,"prompt")),e),output:Pn("gemini","output_to\
kens",i.flatMap(o=>[Oe(o,"candidates"),Oe(o,"thoughts")]),e)})}}function Kk(n,e){let t=In(n),r=_n(t,i=>i.type==="assista\
nt.message")?.data?.content,s=t.filter(i=>i.type==="assistant.message"&&ue(i.data));return{finalText:typeof r=="string"?
r:null,usage:oo({output:Pn("copilot","output_tokens",s.map(i=>Oe(i.data,"outputTokens")),e)})}}var tc=["actions","artifact-metadata","attestations","checks","contents","deployments","discussions","issues","packages",
"pages","pull-requests","repository-projects","statuses","security-events","id-token","models","vulnerability-alerts"],Vk=new Set(
["models","vulnerability-alerts"]),Eh={none:0,read:1,write:2};function ao(n){if(n===null)return null;let e=new Map,t=(r,s)=>e.
set(r,Vk.has(r)&&s==="write"?"read":s);if(n.kind==="literal"){let r=n.value==="write-all"?"write":n.value==="read-all"?"\
read":null;if(r===null)return null;for(let s of tc)t(s,r);return e}if(n.kind!=="mapping")return null;for(let r of tc)e.set(
r,"none");for(let r of n.entries){if(r.value.kind!=="literal")return null;let s=String(r.value.value);if(s!=="none"&&s!==
"read"&&s!=="write")return null;t(r.key,s)}return e}function Nh(n,e){let t=tc.filter(s=>Eh[n.get(s)??"none"]>Eh[e.get(s)??
"none"]);if(t.length===0)return null;let r=s=>t.map(i=>`${i}: ${s.get(i)??"none"}`).join(", ");return`requesting '${r(n)}\
', but is only allowed '${r(e)}'`}function Th(n,e,t){let r=ao(n.permissions);if(r!==null)return{levels:r,from:`jobs.${n.
id}.permissions of ${e.fileName}`};let s=ao(e.permissions);return s!==null?{levels:s,from:`the permissions: of ${e.fileName}`}:
t}function Es(n){return n.jobs.some(ft)?{...n,jobs:n.jobs.map(e=>ft(e)?Hk(e):e)}:n}var Ah=/^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$/,
$h=dt.flatMap(n=>[...ht[n].keyEnv]),Oh="stage",Jk=60,Gk=["status","next","present","data","sha256","artifact-id"],nc=[b.
stage,b.prompt,b.promptFile,b.agent,b.run,b.needs,b.handoff,b.onInvalid,b.vars,b.verify,b.attempts,b.maxHandoffs,b.maxPromptTokens,
b.redact,b.retentionDays,b.workingDirectory];function Hk(n){let e=n.uses,t=e.position,r=n.with,s={};for(let c of nc){let p=r[c];
p!==void 0&&(s[c]=p)}let i={},o=r.model;o!==void 0&&(i[Ke.model]=o);let a=r[Fc.agentArgs];a!==void 0&&(i[Ke.args]=a);let l=r[b.
agent];for(let c of dt)for(let p of ht[c].keyEnv){let d=Yk(n,p);if(d===null||l===void 0)continue;let m=`(${_h(l)}) == '${c}\
' && (${d}) || ''`;i[p]={text:`\${{ ${m} }}`,expression:m,position:t}}let u={index:0,id:Oh,name:null,if:{expression:"suc\
cess()",text:null,position:null},run:null,uses:{text:zk(e.text.trim()),position:t},with:s,env:i,shell:null,workingDirectory:null,
continueOnError:!1,timeoutMinutes:null,position:t},f={};for(let c of Gk){let p=`steps.${Oh}.outputs['${c}']`;f[c]={text:`\
\${{ ${p} }}`,expression:p,position:t}}return{...n,env:{},outputs:f,timeoutMinutes:Xk(r["timeout-minutes"],t),defaults:null,
steps:[u],stageWorkflow:!0}}function Yk(n,e){if(n.secrets==="inherit")return`secrets.${e}`;let t=n.secrets[e];return t===
void 0?null:_h(t)}function _h(n){return n.expression??`'${n.text.replaceAll("'","''")}'`}function Xk(n,e){if(n===void 0)
return{kind:"literal",value:Jk,position:e};if(n.expression!==null)return{kind:"expression",expression:n.expression,text:n.
text,position:n.position};let t=n.text.trim(),r=t===""?Number.NaN:Number(t);return{kind:"literal",value:Number.isFinite(
r)?r:t,position:n.position}}function zk(n){if(n.startsWith("./"))return"./";let e=n.indexOf("@"),[t="",r=""]=n.slice(0,e).
split("/");return`${t}/${r}${n.slice(e)}`}function Ih(n,e){return ft(e)&&!n.jobs.some(t=>t.id===Rc)}function Ph(n,e){let t=o=>o===
void 0?[]:o.expression!==null?null:o.text.split(/[\s,]+/).filter(Boolean),r=t(n);if(r===null)return null;let s=new Set,i=[
...r];for(let o=i.pop();o!==void 0;o=i.pop()){if(s.has(o))continue;s.add(o);let a=e(o);if(a===void 0)continue;let l=a.callsStageWorkflow?
t(a.needsInput):a.upstreamStages;if(l===null)return null;i.push(...l)}return s}function jh(n,e,t,r){return`${n}: on GitH\
ub, a stage run by baton's stage workflow reads only the stages its needs input names and those they read; add ${e} to w\
ith.needs of job '${t}' (now: ${r?.text.trim()||"none"})`}var rc=10,lo=".github/workflows/";function co(n){let e=n.trim();if(!e.startsWith("./"))return null;let t=[];for(let r of e.
slice(2).split("/"))r===""||r==="."||(r===".."?t.pop():t.push(r));return t.join("/")}function qh(n){return n.replaceAll(
"/","-")}function pe(n){return n.slice(n.lastIndexOf("/")+1)}function sc(n,e){return n.flatMap(t=>[t,...sc(e(t)?.jobs??[],
e)])}function Lh(n,e,t,r){let s=[],i=new Set([n.fileName]),o=(a,l,u,f,c)=>{let p=Ad(a),d=new Set(a.jobs.map(m=>m.id));for(let m of El(
a)){let h=`${l}${m.id}`,g={id:h,job:m,workflow:a,calledBy:u,needs:m.needs.filter(P=>d.has(P.id)).map(P=>`${l}${P.id}`),upstream:(p.
get(m.id)??[]).map(P=>`${l}${P}`),call:null,skip:null};if(s.push(g),m.uses===null||m.stageWorkflow===!0)continue;let y=m.
uses.text.trim(),w=co(y),v=P=>r.push({code:W.workflowCallInvalid,severity:"error",path:Ee(a.fileName,m.uses?.position??m.
position),message:`jobs.${m.id}: ${P}`});if(w===null){g.skip=`${y}: reusable workflows of other repositories do not run \
locally`;continue}if(!w.startsWith(lo)||w.slice(lo.length).includes("/")){v(`uses: ${y}: a reusable workflow of this rep\
ository must be a file of ${lo} (./${lo}<file>.yml), as GitHub requires`);continue}let S=f.indexOf(w);if(S>=0){v(`uses: ${y}\
: calls form a cycle: ${[...f.slice(S),w].join(" \u2192 ")}`);continue}if(f.length>=rc){v(`uses: ${y}: too deep: ${[...f,
w].join(" \u2192 ")}; GitHub connects at most ${rc} levels of workflows (the caller and ${rc-1} called ones)`);continue}
let k=e.get(w);if(k===void 0||"unreadable"in k){v(`uses: ${y}: ${k?.unreadable??"the workflow was not read"}`);continue}
if(i.has(k.fileName)||(i.add(k.fileName),r.push(...k.problems)),k.call===void 0){Object.keys(k.on).length===0&&k.problems.
some(G=>G.severity==="error")||v(`uses: ${y}: ${w} is not a reusable workflow: its on: has no workflow_call, and GitHub \
calls only a workflow whose on: has workflow_call`);continue}Zk(a,m,w,k.call,t,r);let T=Th(m,a,c);Qk(k,y,T,r);let O=Es(k);
g.call={path:w,workflow:O,jobs:[]};let N=s.length;o(O,`${h}/`,h,[...f,w],T),g.call.jobs=s.slice(N).filter(P=>P.calledBy===
h).map(P=>P.id)}};return o(n,"",null,[co(`./${n.fileName}`)??n.fileName],null),s}function Qk(n,e,t,r){if(t===null)return;
let s=(i,o)=>{let a=ao(i),l=a===null?null:Nh(a,t.levels);if(i===null||l===null)return;let u=Ee(n.fileName,i.position),f=`${o}\
 is ${l} by ${t.from}, which calls it (uses: ${e}); GitHub refuses the call. Ask for no more than the caller allows, or \
give the calling job the permissions`;r.some(c=>c.path===u&&c.message===f)||r.push({code:W.workflowCallInvalid,severity:"\
error",path:u,message:f})};s(n.permissions,"the workflow");for(let i of n.jobs)s(i.permissions,`the nested job '${i.id}'`)}
function Zk(n,e,t,r,s,i){let o=c=>Ee(n.fileName,c??e.uses?.position??e.position),a=(c,p)=>i.push({code:W.workflowCallInvalid,
severity:"error",path:c,message:`jobs.${e.id}: ${p}`}),l=Object.keys(r.inputs);for(let[c,p]of Object.entries(e.with)){let d=Ch(
r,c);if(d===void 0){a(o(p.keyPosition??p.position),`with.${c}: ${t} declares no such input (on.workflow_call.inputs)${Mt(
c,l)}; its inputs: ${l.join(", ")||"(none)"}`);continue}let m=ic(d,c,p,t);m!==null&&a(o(p.position),m)}for(let c of Object.
values(r.inputs))!c.required||Dh(e.with,c.name)!==void 0||a(o(e.uses?.position),`input '${c.name}' is required by ${t} (\
on.workflow_call.inputs.${c.name}); give it in with:${c.default===null?"":" (GitHub requires it of every call, its defau\
lt notwithstanding)"}`);let u=Object.keys(r.secrets);if(e.secrets==="inherit"){if(s===null)return;let c=new Set(s.names.
map(p=>p.toUpperCase()));for(let[p,d]of Object.entries(r.secrets))!d.required||c.has(p.toUpperCase())||a(o(e.uses?.position),
`secret ${p} is required by ${t} and passed by secrets: inherit, but this run has no ${p}; pass ${s.words.passSecret(p)}\
 (with ${p} set in the environment)`);return}let f=new Set(Object.keys(e.secrets).map(c=>c.toUpperCase()));for(let[c,p]of Object.
entries(e.secrets))u.some(d=>d.toUpperCase()===c.toUpperCase())||a(o(p.keyPosition??p.position),`secrets.${c}: ${t} decl\
ares no such secret (on.workflow_call.secrets)${Mt(c,u)}; its secrets: ${u.join(", ")||"(none)"}`);for(let[c,p]of Object.
entries(r.secrets))!p.required||f.has(c.toUpperCase())||a(o(e.uses?.position),`secret ${c} is required by ${t} (on.workf\
low_call.secrets.${c}); pass it in secrets: (or secrets: inherit)`)}function ic(n,e,t,r){if(t.expression!==null)return null;
try{return Rh(n,Mh(t),r),null}catch(s){if(!(s instanceof _))throw s;return`with.${e}: ${s.message}`}}function Mh(n){switch(n.
literal){case"number":return Number(n.text);case"boolean":return n.text==="true";case"null":return null;default:return n.
text}}function Rh(n,e,t){let r=e==null?"":typeof e=="string"?e:JSON.stringify(e),s=(i,o)=>{let a=e==null?"null":typeof e==
"string"?"a string":typeof e;return new _("input-invalid",`input '${n.name}' of ${t} is a ${i}; got ${JSON.stringify(r)}\
, ${a==="null"?"null":a}, which GitHub refuses ("Unexpected value '${r}'": it converts nothing to a ${i}); write ${o}`)};
switch(n.type){case"boolean":if(typeof e=="boolean")return e;throw s("boolean","true or false unquoted, or an expression\
 whose value is a boolean (${{ x == 'true' }})");case"number":if(typeof e=="number"&&Number.isFinite(e))return e;throw s(
"number","the number unquoted, or an expression whose value is a number (${{ fromJSON(x) }})");default:return e==null?"":
typeof e=="string"?e:String(e)}}function Ch(n,e){let t=e.toLowerCase();return Object.values(n.inputs).find(r=>r.name.toLowerCase()===
t)}function Dh(n,e){let t=e.toLowerCase(),r=Object.keys(n).find(s=>s.toLowerCase()===t);return r===void 0?void 0:n[r]}function Fh(n,e,t,r){
let s={};for(let[i,o]of Object.entries(e.with)){let a=Ch(t,i)?.type;s[i]=o.expression===null?Mh(o):a==="number"||a==="bo\
olean"?n.evaluate(o.expression,r(i,o)):n.evaluateString(o.expression,r(i,o))}return s}function Uh(n,e,t){let r={};for(let s of Object.
values(n.inputs)){let i=Dh(e,s.name);i!==void 0?r[s.name]=Rh(s,i,t):s.default!==null?r[s.name]=s.default:r[s.name]=s.type===
"boolean"?!1:""}return r}function Wh(n,e,t){if(t===e)return{kind:"self"};let r=d=>{let m=[d];for(let h=n(d)?.calledBy??null;h!==
null;h=n(h)?.calledBy??null)m.push(h);return m},s=r(e),i=r(t),o=d=>n(d)?.calledBy??null,a=e,l=t;e:for(let d of s)for(let m of i)
if(o(d)===o(m)){a=d,l=m;break e}if(a===l)return{kind:"after",text:`job '${t}' is the call that runs this job, and finish\
es after it`};let u=n(a)?.workflow,f=a.slice(0,a.length-pe(a).length),c=u?Vi(u,pe(l),pe(a)):null,p=(d,m)=>d===m?"":` (a \
job of the call '${d}')`;if(c!==null){let d=Ji(c.map(m=>`${f}${m}`));return{kind:"after",text:a===e&&l===t?`job '${t}' r\
uns after this job: ${d}`:`job '${t}'${p(l,t)} runs after ${a===e?"this job":`the call '${a}' that runs this job`}: ${d}`}}
return a===e?{kind:"add",need:pe(l),needsOf:`jobs.${pe(e)}.needs`}:{kind:"outside",text:`a job of a called workflow can \
need only the jobs of its own file; add '${pe(l)}' to jobs.${pe(a)}.needs, of the call '${a}' that runs this job, to rea\
d it`}}import{resolve as Bh}from"node:path";async function qI(n,e,t){let r=new Map,s=[e];for(let i=s.pop();i!==void 0;i=s.pop())for(let o of i.jobs){if(o.uses===null||
Xl(o.uses.text))continue;let a=co(o.uses.text);if(a===null||r.has(a)||!a.startsWith(".github/workflows/"))continue;if(a.
includes("\\")){r.set(a,{unreadable:`${a}: a workflow path holds no \\; GitHub's paths use /`});continue}let l=eS(n,a);if(typeof l!=
"string"){r.set(a,l);continue}let u=await t(l,a);r.set(a,u),s.push(u)}return r}function eS(n,e){try{let t=Cn(Bh(n,e),me.
workflowFileBytes);switch(t.kind){case"file":return new TextDecoder().decode(t.bytes);case"missing":return{unreadable:`${e}\
: no such file in ${Bh(n)}`};case"not-regular":return{unreadable:`${e}: is ${t.what}, not a regular file; a called workf\
low must be a file of the repository`};case"too-large":return{unreadable:`${e}: is ${t.size} bytes, more than the ${me.workflowFileBytes}\
 (1 MiB) a workflow file may be`}}}catch(t){return{unreadable:`${e}: ${Ms(e,t).message}`}}}var uo=wt(zm(),1),po=wt(ko(),1);import{tmpdir as tS}from"node:os";import{isAbsolute as Gh,join as Ns,relative as nS,resolve as hr,
sep as Vh}from"node:path";function Kh(n){return{where:`the temp dir ${Ln(n)}`,makeRoom:"make room on its disk"}}function oc(n,e,t,r,s={}){let i=r?.
code,o=i==="ENOSPC"||i==="EDQUOT";return new _("temp-write-failed",`${t} could not be ${s.made?"made":"written"} in ${n.
where}: ${Ln(Oc(r,n.fewerJobs))}${o?`; ${n.makeRoom}`:""}`,{where:Ln(e),cause:r})}var Jh=class{#e;#t;#n;#r;#s;constructor(e){this.#e=hr(e.root),this.#t=hr(e.tempDir??tS()),this.#n=e.privateTempDir??!1,this.#r=
e.tempPlace??Kh(this.#t),this.#s=e.now??(()=>new Date)}async attemptPaths(e,t){if(this.#n){let i=Ns(this.#t,`${e}-${t}-${(0,uo.randomBytes)(
12).toString("hex")}`);return{promptPath:`${i}.${yr.prompt}`,handoffPath:`${i}.${yr.handoff}`}}let r=Ns(this.#t,`baton-${e}\
-${t}-`),s;try{s=Xc(r)}catch(i){throw oc(this.#r,`${r}XXXXXX`,"the attempt's directory",i,{made:!0})}return{promptPath:Ns(
s,yr.prompt),handoffPath:Ns(s,yr.handoff)}}async writePrompt(e,t){try{(0,po.writeFileSync)(e,t,{flag:"wx",mode:384})}catch(r){
throw oc(this.#r,e,"the stage's prompt",r)}}readHandoff(e){return Yc(e)}resolveDirectory(e){return hr(this.#e,e)}async readArtifact(e,t,r){
let s=o=>({kind:"refused",reason:o}),i=hr(this.resolveDirectory(e),...t.split("/"));try{let o=Hh(this.#e,i);if(o!==null)
return s(o);let a=await Hc(i,r);switch(a.kind){case"file":return a;case"missing":return s("does not exist");case"not-reg\
ular":return s(`is ${a.what}; only regular files are kept, and links are never followed`);case"too-large":return s(`is ${a.
size} bytes, more than the ${r} bytes left of the ${me.artifactBytes}-byte limit for one record's artifacts`)}}catch(o){
let a=o?.code;return s(`cannot be read (${typeof a=="string"?a:String(o)})`)}}now(){return this.#s()}sha256(e){return(0,uo.createHash)(
"sha256").update(e,"utf8").digest("hex")}};function Hh(n,e){let t=nS(n,e);if(t===""||t===".."||t.startsWith(`..${Vh}`)||
Gh(t))return`is outside the workspace (${n})`;let r=t.split(Vh);for(let s=1;s<r.length;s++){let i=r.slice(0,s).join("/"),
o;try{o=(0,po.lstatSync)(Ns(n,i))}catch(a){if(rS(a))return"does not exist";throw a}if(o.isSymbolicLink())return`is under\
 ${i}, a symbolic link; links are never followed`;if(!o.isDirectory())return`does not exist (${i} is not a directory)`}return null}
function Yh(n,e,t){if(Gh(e))throw new Error("must be a path inside the workspace");let r=hr(n,e),s=Hh(hr(n),r);if(s!==null)
throw new Error(s);let i=Cn(r,t);switch(i.kind){case"file":{let o=_c(i.bytes);if(o.kind==="text")return o.text;throw new Error(
o.kind==="utf-16"?`${o.problem}; ${$c}`:o.problem)}case"missing":throw new Error("does not exist");case"not-regular":throw new Error(
`is ${i.what}; only regular files are read, and links are never followed`);case"too-large":throw new Error(`is ${i.size}\
 bytes, more than the ${t}-byte limit`)}}function rS(n){let e=n?.code;return e==="ENOENT"||e==="ENOTDIR"}var ac=wt(ko(),1);import{isAbsolute as sS,relative as iS,resolve as Xh}from"node:path";function oS(n,e,t){let r=zh(n,e);if("reasons"in r)throw new _("action-missing",`${e} names no action here: ${r.reasons.join(
"; ")}`,{where:"uses"});return t(r.text,r.file,Xh(n,e))}function zh(n,e){let t=[];for(let r of["action.yml","action.yaml"]){
let s=`${e.replace(/^\.\//,"").replace(/\/+$/,"")}/${r}`.replace(/^\//,"");try{return{text:Yh(n,aS(n,s),me.templateBytes),
file:s}}catch(i){t.push(`${r} ${i.message}`)}}return{reasons:t}}function aS(n,e){let t,r;try{t=(0,ac.realpathSync)(Xh(n,
e)),r=(0,ac.realpathSync)(n)}catch{return e}let s=iS(r,t);return s!==""&&!s.startsWith("..")&&!sS(s)?s:e}function ZI(n){
let e=new Map;return t=>{let r=e.get(t);if(r===void 0){let s=zh(n,t);r="text"in s&&!/^name:\s*(['"]?)baton (stage|prepare|capture|report)\1\s*$/m.
test(s.text),e.set(t,r)}return r}}function eP(n,e,t){let r=new Map;return s=>{if(!r.has(s))try{r.set(s,oS(n,s,e))}catch(i){
r.set(s,void 0),t?.(s,i)}return r.get(s)}}var Zh=wt(ko(),1),tm=wt(ns(),1);import{basename as fo,join as em,resolve as Qh}from"node:path";var lS=/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Variation_Selector}\u115f\u1160\u3164\uffa0]/u;function cS(n){try{return(0,Zh.readdirSync)(
em(n,Eo),{withFileTypes:!0}).filter(e=>!e.isDirectory()&&/\.ya?ml$/.test(e.name)&&!lS.test(e.name)).map(e=>`${Eo}/${e.name}`).
sort()}catch{return[]}}function uS(n,e){let t=cS(n),r=fo(e),s=t.find(o=>fo(o)===r);if(s!==void 0)return s;let i=Ve(r,t.map(
o=>fo(o)));return i===void 0?void 0:t.find(o=>fo(o)===i)}function cP(n,e){try{let t=Cn(em(n,e),me.workflowFileBytes);if(t.
kind!=="file")return!1;let r=Buffer.from(t.bytes).toString("utf8"),s=(0,tm.parse)(r)?.on,i=typeof s=="string"?[s]:Array.
isArray(s)?s:s!==null&&typeof s=="object"?Object.keys(s):[];return i.length>0&&i.every(o=>o==="workflow_call")}catch{return!1}}
function uP(n,e,t){let r=Ms(e,t),s=nu(t,"ENOENT")?uS(n,e):void 0;return s===void 0||Qh(n,s)===Qh(n,e)?r:new _(r.code,r.message,
{...r.where===void 0?{}:{where:r.where},details:[`did you mean ${s}?`],cause:t})}function nm(n,e){if(n.expression!==null)return[];let t=[],r=/[^\s,]+/g;for(let s=r.exec(n.text);s!==null;s=r.exec(n.text)){
let i=lc(s[0],e);i!==null&&t.push({offset:s.index,message:`needs: ${i}`})}return t}function lc(n,e){let t=JSON.stringify(
n);if(!qt.test(n))return`${t} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`;if(e.upstreamStages.
includes(n)||e.unknown||cc(n,e)!==void 0)return null;let r=fS(e),s=e.jobs.get(n),i=s?.stages?.includes(n)??!1;if(s!==void 0&&
!i&&e.upstreamJobs.includes(n)){let l=s.stages===null?`${n}-<matrix values>, known when the run expands its matrix`:s.stages.
join(", ");return`${t} is ${s.matrix?"the matrix job":"job"} ${n}, not a stage: name ${s.matrix?"its legs":"its stage"} \
(${l}); upstream stages: ${r}`}let o=s!==void 0&&!i?n:pS(n,e);if(o!==void 0){let l=o===n&&!i,u="a stage needs only stage\
s of jobs that finish before it";if(o===e.job)return`${t} is ${l?"this job":"a stage of this job"} itself: ${u}; upstrea\
m stages: ${r}`;let f=l?`job '${o}'`:`a stage of job '${o}'`,c=e.runsAfter(o);return c!==null?`${t} is ${f}, which runs \
after job '${e.job}' (${Ji(c)}): ${u}; upstream stages: ${r}`:`${t} is ${f}, which is not upstream of job '${e.job}' (ad\
d '${o}' to jobs.${e.job}.needs); upstream stages: ${r}`}let a=Ve(n,e.upstreamStages);return`${t} is not a stage upstrea\
m of job '${e.job}'${a?` (did you mean ${a}?)`:""}; upstream stages: ${r}`}function cc(n,e){let t;for(let r of e.openMatrices)
n.startsWith(`${r}-`)&&r.length>(t?.length??0)&&(t=r);return t}function pS(n,e){let t;for(let[r,s]of e.jobs){if(s.stages?.
includes(n))return r;s.stages===null&&s.matrix&&n.startsWith(`${r}-`)&&r.length>(t?.length??0)&&(t=r)}return t}function fS(n){
let e=[...n.upstreamStages,...n.openMatrices.map(t=>`${t}-*`)];return e.length>0?e.join(", "):"(none)"}var ho={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},dS=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function rm(n){return dS.get(n.toLowerCase())??""}var hS="$ErrorActionPreference \
= 'stop'",mS="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",gS="bash",yP="bash -e {0}",im=[
"cmd","powershell"];function yS(n){let e=(n??"").trim().toLowerCase();return im.find(t=>t===e)??null}function wP(n,e){return`\
shell: ${n} exists only on Windows runners; baton runs this step here, on ${e}, where there is no ${n} (a ${e} runner fa\
ils it too: "${n}: command not found"). Use ${n==="powershell"?"pwsh":"bash (or sh, pwsh, python)"}, or give the step if\
: runner.os == 'Windows' to skip it here`}var wS=`${Object.keys(ho).join(", ")}, ${im.join(", ")} (Windows only), or a c\
ommand containing {0} (e.g. "perl {0}")`;function om(n){yS(n)===null&&am(n,wS)}var bS=`${Object.keys(ho).join(", ")}, or\
 a command containing {0} (e.g. "perl {0}")`;function uc(n){return am(n,bS)}function am(n,e){let t=(n??"").trim()||gS;if(Object.
hasOwn(ho,t)){let o=ho[t],[a,...l]=sm(o.template);return{file:a,args:l,extension:rm(a)}}if(!t.includes("{0}"))throw new _(
"input-invalid",`${JSON.stringify(t)} is not one of ${e}`,{where:"shell"});let r=sm(t),[s,...i]=r;if(s===void 0||s.includes(
"{0}"))throw new _("input-invalid",`${JSON.stringify(t)} must start with a program, then {0} for the script`,{where:"she\
ll"});return{file:s,args:i,extension:rm(s)}}function bP(n,e){switch(n.file){case"pwsh":case"powershell":return`${hS}
${e}
${mS}`;case"cmd":return`@echo off
${e}`;default:return e.endsWith(`
`)?e:`${e}
`}}function vP(n,e){return n.args.map(t=>t.replaceAll("{0}",e))}function sm(n){let e=[],t="",r=!1,s=null;for(let i of n){
if(s){i===s?s=null:t+=i;continue}i==='"'||i==="'"?(s=i,r=!0):/\s/.test(i)?(r&&e.push(t),t="",r=!1):(t+=i,r=!0)}if(s)throw new _(
"input-invalid",`${JSON.stringify(n)} has an unterminated ${s} quote`,{where:"shell"});return r&&e.push(t),e}function lm(n,e){return e(tu(n))}async function AP(n,e,t){let r=e.problems.map(y=>um(y,n)),s=kS(e.outcome,n),i=(y,w)=>{let v=cm(y,n.redact,w);return r.push(
...v.problems),v.text},o=i(e.prompt,"prompt.md"),a=e.agent?i(e.agent.output,"agent.log"):void 0,l=n.agent?.kind==="comma\
nd"?i(n.agent.command,"agent.command"):null,u=e.verify?{...e.verify,command:i(e.verify.command,"verify.command")}:null,f=e.
agent?.startedAt??e.startedAt,c=e.agent?.finishedAt??e.finishedAt,p=e.outcome.reason!=="completed",d=vS(e.usage,r),m=y=>t.
workspace.sha256(y),h={schema:Ic.record,stage:n.stage,job:n.job,matrix:n.matrix,attempt:e.attempt,repair:e.repair,hop:e.
hop,run:n.run,agent:{command:l,preset:n.agent?.kind==="preset"?n.agent.preset:null,exit_code:e.agent?.exitCode??null,started_at:f.
toISOString(),finished_at:c.toISOString(),duration_ms:Math.max(0,c.getTime()-f.getTime()),usage:d},verify:u,status:p?"fa\
ilure":e.handoff?.status??"success",outcome:{reason:s.reason,message:s.message},present:e.handoff!==null,digests:{handoff:e.
handoff?lm(e.handoff,m):null,prompt:m(o)},lineage:e.lineage,...e.parent?{parent:e.parent}:{},problems:r},g=await t.store.
put({record:h,prompt:o,handoff:e.handoff,...a===void 0?{}:{log:a},...e.files&&e.files.length>0?{files:e.files}:{}});return{
record:h,ref:g,handoff:e.handoff,outcome:s}}function vS(n,e){if(n===null)return null;let t={};for(let[r,s]of Object.entries(
n)){let i=Zc.safeParse({[r]:s});if(i.success){t[r]=s;continue}let o=i.error.issues.map(a=>a.message).join("; ");e.push({
code:$s.usageRefused,severity:"warning",path:`agent.usage.${r}`,message:`the agent\u2019s usage cannot be stored (${o});\
 ${r} is not recorded`})}return Object.keys(t).length===0?null:t}function cm(n,e,t){let r=vr(n,e);return{text:r.text,problems:r.
redactions.length===0?[]:[{code:Cc.problemCode,severity:"warning",path:t,message:ru(r.redactions)}]}}function pc(n,e){return vr(
n,e.redact).text}function um(n,e){return{...n,path:pc(n.path,e),message:pc(n.message,e)}}function kS(n,e){if(n.message===
null)return n;let t=pc(n.message,e);return"problems"in n?{...n,message:t,problems:n.problems.map(r=>um(r,e))}:{...n,message:t}}function mo(n){let e=n.split(/\r?\n/).map(t=>t.trim()).filter(t=>t.length>0);return[...new Set(e)]}function jP(n,e){if(e>=n)return null;let t=`${n} ${n===1?"value":"values"} to redact`,r=e===0?`none of ${n===1?"it":"the\
m"}`:`${e} of them`;return new _("redact-not-given",`prepare was given ${t} and capture was given ${r}: give capture the\
 same ${b.redact} input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the val\
ues it is given; nothing was stored`,{where:b.redact})}var We={attempts:{min:1,max:me.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},SS=br(cn.handoff),xS=br(cn.onInvalid),ES=Jc("kind",[Lt({kind:js("command"),command:ee().check(wr(1))}),Lt({kind:js(
"preset"),preset:jn})]),pm=Lt({stage:qs,job:Ze(ee()),matrix:bt(Ps(ee(),$o())),open:bt(js(!0)),place:bt(Gc(un(Mn().check(
Rn(),Bc()))))}),NS=Lt({stage:qs,job:ee().check(wr(1)),matrix:Ze(Ps(ee(),$o())),template:Ze(Lt({text:ee(),source:ee()})),
upstream:un(pm),expandLineage:Vc(),needs:un(qs),handoff:SS,onInvalid:xS,agent:Ze(ES),shell:ee(),workingDirectory:ee().check(
wr(1)),verify:Ze(ee()),attempts:Mn().check(Rn(),Oo(We.attempts.min),To(We.attempts.max)),maxHandoffs:Mn().check(Rn(),Oo(
We.maxHandoffs.min),To(We.maxHandoffs.max)),parentRun:Ze(ee().check(wr(1))),maxPromptTokens:Ze(Mn().check(Rn(),Ao())),retentionDays:Ze(
Mn().check(Rn(),Ao())),inputs:Ps(ee(),ee()),github:ou,redact:un(ee()),workflowJobs:Ze(un(ee())),workflowUnread:bt(ee()),
madeEvent:bt(ee()),madeEventRun:bt(ee()),run:eu}),fc="the stage id holds the value of a secret; a stage id names directo\
ries and artifacts, which are not redacted",mt={bothPrompts:`give either \`${b.prompt}\` or \`${b.promptFile}\`, not both`,
noPrompt:`one of \`${b.prompt}\` or \`${b.promptFile}\` is required`,outputWithoutAgent:`is given without \`${b.agent}\`:\
 name the CLI whose output the file holds (${dt.slice(0,-1).join(", ")} or ${dt.at(-1)}), so capture can read its usage`,
bothAgents:`give either \`${b.run}\` (a command) or \`${b.agent}\` (a preset), not both`,noAgent:`one of \`${b.run}\` (th\
e agent's command) or \`${b.agent}\` (a preset) is required`};function YP(n,e){let t=[],r=P=>{let G=n[P];if(G===void 0)return null;
let L=G.trim();return L===""?null:L},s=(P,G)=>t.push({input:P,message:G}),i=(P,G,L)=>{try{return G()}catch(K){if(K instanceof
_)return s(K.where??P,K.message),L;throw K}},o=PS(r(b.stage),e,s),a=go(b.handoff,r(b.handoff),cn.handoff,"optional",s),l=go(
b.onInvalid,r(b.onInvalid),cn.onInvalid,"fail",s),u=on(b.attempts,r(b.attempts),We.attempts,1,s),f=on(b.maxHandoffs,r(b.
maxHandoffs),We.maxHandoffs,me.defaultMaxHandoffs,s),c=e.parentRun!==void 0?e.parentRun:IS(r,s),p=on(b.maxPromptTokens,r(
b.maxPromptTokens),We.maxPromptTokens,null,s),d=on(b.retentionDays,r(b.retentionDays),We.retentionDays,null,s),m=r(b.shell)??
"bash";i(b.shell,()=>uc(m),null);let h=r(b.workingDirectory)??".";h.includes("\0")&&s(b.workingDirectory,"must not conta\
in a NUL character");let g=r(b.verify),y=i(b.vars,()=>AS(n[b.vars]??"",e),{}),w=jS(n,r,e,s),v=qS(r,e,s),{upstream:S,needs:k,
expandLineage:T}=MS(r(b.needs),e,s),O=[...e.secrets??[],...mo(n[b.redact]??"")].filter(P=>P.length>0);if(t.length>0)throw _S(
t);return{...NS.parse({stage:o,job:e.job,matrix:e.matrix??null,template:w,upstream:[],expandLineage:T,needs:k,handoff:a,
onInvalid:l,agent:v,shell:m,workingDirectory:h,verify:g,attempts:u,maxHandoffs:f,parentRun:c,maxPromptTokens:p,retentionDays:d,
inputs:{...e.dispatchInputs??TS(e.github),...y},github:e.github,redact:[...new Set(O)],workflowJobs:e.workflowJobs??null,
...e.workflowJobs==null&&e.workflowUnread!==void 0?{workflowUnread:e.workflowUnread}:{},...e.madeEvent===void 0?{}:{madeEvent:e.
madeEvent},...e.madeEvent===void 0||e.madeEventRun===void 0?{}:{madeEventRun:e.madeEventRun},run:e.run}),upstream:OS(S)}}
function TS(n){if(n.event_name!=="workflow_dispatch"&&n.event_name!=="workflow_call")return{};let e=n.event.inputs;return e===
null||typeof e!="object"||Array.isArray(e)?{}:Object.fromEntries(Object.entries(e).filter(([,t])=>["string","number","bo\
olean"].includes(typeof t)).map(([t,r])=>[t,String(r)]))}function dc(n){return`${JSON.stringify(n)} is not one of ${dt.join(
", ")}`}function fm(n,e,t){let r=[],s=(c,p)=>r.push({input:c,message:p}),i=(c,p)=>{try{p()}catch(d){if(!(d instanceof _))
throw d;s(d.where??c,d.message)}},o=c=>n.get(c)?.trim()||null,a=c=>n.get(c)===null||o(c)!==null;go(b.handoff,o(b.handoff),
cn.handoff,"optional",s),go(b.onInvalid,o(b.onInvalid),cn.onInvalid,"fail",s),on(b.attempts,o(b.attempts),We.attempts,null,
s),on(b.maxHandoffs,o(b.maxHandoffs),We.maxHandoffs,null,s),on(b.maxPromptTokens,o(b.maxPromptTokens),We.maxPromptTokens,
null,s),on(b.retentionDays,o(b.retentionDays),We.retentionDays,null,s);let l=o(b.agent);l!==null&&!jn.safeParse(l).success&&
s(b.agent,dc(l));let u=o(b.shell);u!==null&&i(b.shell,()=>uc(u));let f=n.get(b.vars);return e!=="capture"&&t!==void 0&&typeof f==
"string"&&i(b.vars,()=>t(f)),e!=="capture"&&(a(b.prompt)&&a(b.promptFile)?s(b.prompt,mt.bothPrompts):!a(b.prompt)&&!a(b.
promptFile)&&s(b.prompt,mt.noPrompt)),e==="capture"&&a(b.agentOutput)&&!a(b.agent)&&s(b.agentOutput,mt.outputWithoutAgent),
e==="stage"&&(a(b.run)&&a(b.agent)?s(b.run,mt.bothAgents):!a(b.run)&&!a(b.agent)&&s(b.run,mt.noAgent)),r}function OS(n){return n.every($S)?n:un(pm).parse(n)}function AS(n,e){if(e.mode==="capture"||n.trim()==="")return{};if(e.
parseVars===void 0)throw new Ac("stageSpecFromInputs: a vars input needs ctx.parseVars");return e.parseVars(n)}function $S(n){
let e=Object.keys(n),{matrix:t,place:r}=n;return e.length===2+(t===void 0?0:1)+(n.open===!0?1:0)+(r===void 0?0:1)&&(r===
void 0||Array.isArray(r)&&r.every(s=>Number.isInteger(s)&&s>=0))&&e.includes("stage")&&e.includes("job")&&typeof n.stage==
"string"&&qt.test(n.stage)&&(n.job===null||typeof n.job=="string")&&(t===void 0||typeof t=="object"&&t!==null&&!Array.isArray(
t)&&Object.getPrototypeOf(t)===Object.prototype)}function _S(n){let[e]=n;return n.length===1&&e?new _("input-invalid",e.
message,{where:e.input}):new _("input-invalid",`${n.length} inputs are invalid`,{details:n.map(t=>`${t.input}: ${t.message}`)})}
function go(n,e,t,r,s){return e===null?r:t.includes(e)?e:(s(n,`${JSON.stringify(e)} is not one of ${t.join(", ")}`),r)}function IS(n,e){
let t=n(b.parentRun);return t===null?null:iu.test(t)?t:(e(b.parentRun,`${JSON.stringify(t)} is not a workflow run id (a \
positive whole number, such as \${{ github.run_id }} of the run that started this one)`),null)}function on(n,e,t,r,s){if(e===
null)return r;let i=/^\d{1,9}$/.test(e)?Number(e):Number.NaN;return!Number.isInteger(i)||i<t.min||i>t.max?(s(n,`${JSON.stringify(
e)} is not a whole number from ${t.min} to ${t.max}`),r):i}function PS(n,e,t){let r=e.secrets??[];if((n!==null?[n]:Object.
values(e.matrix??{}).map(i=>typeof i=="string"?i:JSON.stringify(i)??"")).some(i=>Rs(i,r)))return t(b.stage,`${fc}, so ${n===
null?`give one in the \`${b.stage}\` input`:"choose one without it"}`),"invalid";if(n!==null&&!qt.test(n))return t(b.stage,
`${JSON.stringify(n)} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`),"invalid";try{let i=n??pn(
e.stageJob??e.job,e.matrix??null);return zc(i,1),i}catch(i){if(i instanceof _){let o=n===null?`; give the stage id in th\
e \`${b.stage}\` input`:"";return t(b.stage,`${i.message}${o}`),"invalid"}throw i}}function jS(n,e,t,r){let s=n[b.prompt]?.
trim()?n[b.prompt]:null,i=e(b.promptFile);if(s!==null&&i!==null)return r(b.prompt,mt.bothPrompts),null;if(s!==null)return{
text:s,source:t.promptSource??`jobs.${t.job} ${b.prompt}`};if(i!==null){if(!t.readFile)return r(b.promptFile,"cannot be \
read here (no file reader was given)"),null;try{return{text:t.readFile(i),source:i}}catch(o){let a=o instanceof Error?o.
message:String(o);return r(b.promptFile,`cannot read ${JSON.stringify(i)}: ${a}`),null}}return t.mode!=="capture"&&r(b.prompt,
mt.noPrompt+dm([b.prompt,b.promptFile],t)),null}function dm(n,e){let t=[];for(let r of e.unreadInputs??[]){let s=Ve(r.replaceAll(
"_","-"),n);s!==void 0&&t.push(`the step was given \`${r}\`, which is not an input of this action: did you mean \`${s}\`?`)}
return t.map(r=>`; ${r}`).join("")}function qS(n,e,t){let r=n(b.run),s=n(b.agent);if(e.mode==="capture")return LS(s,n(b.
agentOutput),t);if(e.mode==="prepare"&&s===null)return null;if(r!==null&&s!==null)return t(b.run,mt.bothAgents),null;if(s!==
null){let i=jn.safeParse(s);return i.success?{kind:"preset",preset:i.data}:(t(b.agent,dc(s)),null)}return r!==null?{kind:"\
command",command:r}:(t(b.run,mt.noAgent+dm([b.run,b.agent],e)),null)}function LS(n,e,t){if(e?.includes("\0")&&t(b.agentOutput,
"must not contain a NUL character"),n===null)return e!==null&&t(b.agentOutput,mt.outputWithoutAgent),null;let r=jn.safeParse(
n);return r.success?{kind:"preset",preset:r.data}:(t(b.agent,`${dc(n)}: name the CLI whose output \`${b.agentOutput}\` ho\
lds (claude for claude-code-action's execution_file)`),null)}function XP(n){let e=(n[b.agentOutput]??"").trim();return e===
""?null:e}function MS(n,e,t){let r=[];for(let s of(n??"").split(/[\s,]+/).filter(Boolean))qt.test(s)?r.includes(s)||r.push(
s):t(b.needs,`${JSON.stringify(s)} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`);return{...RS(
r,e.job,e.upstream,t,e.needsFacts),needs:r}}function RS(n,e,t,r,s){if(t===void 0)return{upstream:n.map(a=>({stage:a,job:null})),
expandLineage:!0};let i=t.map(a=>a.stage),o=[];for(let a of n)if(s!==void 0){let l=lc(a,s);l!==null&&r(b.needs,l);let u=l===
null&&!i.includes(a)?cc(a,s):void 0;u!==void 0&&o.push({stage:a,job:u,open:!0})}else i.includes(a)||r(b.needs,`${JSON.stringify(
a)} is not upstream of job ${e}; upstream stages: ${i.join(", ")||"(none)"}`);return{upstream:o.length>0?[...t,...o]:t,expandLineage:!1}}var hm=wt(ns(),1);function yo(n){if(n.trim()==="")return{};let e;try{e=(0,hm.parse)(n,{uniqueKeys:!0,maxAliasCount:100})}catch(r){let s=r instanceof
Error?r.message.split(`
`)[0]:String(r);throw new _("input-invalid",`is not valid YAML or JSON: ${s}`,{where:b.vars})}if(e==null)return{};if(typeof e!=
"object"||Array.isArray(e))throw new _("input-invalid","must be a map of names to values (YAML or JSON)",{where:b.vars});
let t={};for(let[r,s]of Object.entries(e)){if(!jc.test(r)||xo.includes(r))throw new _("input-invalid",`key ${JSON.stringify(
r)} must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ and not be ${xo.join(", ")}`,{where:b.vars});if(s===null)t[r]="";else if(typeof s==
"string"||typeof s=="number"||typeof s=="boolean")t[r]=String(s);else throw new _("input-invalid",`${r} must be a string\
, number or boolean, not a nested value`,{where:b.vars})}return t}function i1(n,e={}){try{return lu(n).references}catch(t){throw t instanceof Cs?au(t,n,e.source??"template"):t}}function o1(n,e){
let t=e.source??"template",{analysis:r,problems:s}=Ds(n),i=s.map(o=>({code:o.code,severity:"error",path:`${t}:${o.line}:${o.
column}`,message:[o.message,...o.details].join("; "),line:o.line,column:o.column}));for(let o of r?.references??[]){let a=o.
kind==="stage"?e.stages:e.jobs;if(a.includes(o.stage))continue;let l=o.kind==="stage"?"stage":"job";i.push({code:_s.unknownStage,
severity:"error",path:`${t}:${o.line}:${o.column}`,message:`${o.kind==="stage"?"stages":"jobs"}.${o.stage}: no such upst\
ream ${l}${Ls(o.stage,a)}; upstream ${l}s: ${a.length>0?a.join(", "):"(none)"}`,line:o.line,column:o.column})}return i.sort(
(o,a)=>o.line-a.line||o.column-a.column).map(({line:o,column:a,...l})=>l)}function mm(n,e){let t=[];for(let r of n){let s={
line:r.line,column:r.column};if(r.kind==="input"){let u=e.inputs;if(u===void 0||u.names.includes(r.key))continue;t.push(
new Cs(_s.missingField,`${r.path}: no input ${r.key}${Ls(r.key,u.names)}`,s,[u.names.length>0?`inputs: ${u.names.join(",\
 ")} (${u.from})`:`the inputs of a prompt are ${u.from}, and there are none here`]));continue}if(r.owner===null||e.matrix===
void 0)continue;let i=e.matrix(r.owner);if(i===void 0||i.includes(r.key))continue;let o=e.call?.(r.owner),a="stage"in r.
owner?`stage ${r.owner.stage}`:`the stages of job ${r.owner.job}`,l="stage"in r.owner?`the job of stage ${r.owner.stage}\
 has no matrix (matrix is null)`:o?.job===r.owner.job?`the jobs that job ${o.job} calls (${o.file}) have no matrix (the \
matrix of its stages is null)`:`job ${r.owner.job} has no matrix (matrix is null)`;t.push(new Cs(_s.missingField,i.length===
0?`${r.path}: ${l}, so there is no ${r.key}`:`${r.path}: no key ${r.key} in the matrix of ${a}${Ls(r.key,i)}`,s,[...i.length===
0?[]:[`matrix keys: ${i.join(", ")}`],...o?.keys.includes(r.key)?[`${r.key} is a key of the matrix of job ${o.job}, whic\
h calls ${o.file}: a call's matrix reaches the called jobs only through the inputs its with: gives, and their stages rec\
ord their own jobs' matrix; tell its legs apart by their stage ids ({{id}}), made from those inputs (stage: <id>-\${{ inp\
uts.<name> }})`]:[]]))}return t}function ym(n){let e=[];for(let t of n.jobs){if(ft(t)){hc(t.with,No,"baton's stage workflow",e),t.secrets!=="inherit"&&hc(
t.secrets,$h,"baton's stage workflow",e,"secret");continue}for(let r of t.steps){let s=Pt(r);s.kind==="baton"&&hc(r.with,
Dc[s.action],"baton's action",e)}}return e}function hc(n,e,t,r,s="input"){let i=new Set(e);for(let[o,a]of Object.entries(
n)){if(i.has(o))continue;let l=e.find(u=>u.toLowerCase()===o.toLowerCase())??Ve(o,e);r.push({position:a.keyPosition??a.position,
message:`unknown ${s} "${o}" of ${t}; ${l===void 0?`its ${s}s: ${e.join(", ")}`:`did you mean "${l}"?`}`})}}function wm(n){
let e=[],t=(r,s,i)=>{let o=new Map(Object.entries(r).map(([a,l])=>[a,l.expression===null?l.text:null]));for(let a of fm(
o,i,yo))e.push({position:r[a.input]?.position??s,message:`${a.input}: ${a.message}`})};for(let r of n.jobs){if(ft(r)&&r.
uses){let i=new Set;for(let[l,u]of Object.entries(r.with)){let f=CS(l,u);f!==null&&(i.add(l),e.push({position:u.position,
message:f}))}let o=new Set(nc);t(Object.fromEntries(Object.entries(r.with).filter(([l])=>o.has(l)&&!i.has(l))),r.uses.position,
"stage");for(let l of Uc)r.with[l]===void 0&&e.push({position:r.uses.position,message:`${l}: required by baton's stage w\
orkflow, and not given (GitHub refuses the call)`});let a=FS(r.with);a&&e.push({position:a.position??r.uses.position,message:a.
message});continue}let s=null;for(let i of r.steps){let o=Pt(i);if(!(o.kind!=="baton"||o.action==="report")&&(t(i.with,i.
position,o.action),o.action==="prepare"&&(s=i.with),o.action==="capture"&&s!==null)){let a=DS(s,i.with);a&&e.push({position:i.
with[b.redact]?.position??i.position,message:a}),s=null}}}return e}function CS(n,e){if(!No.includes(n))return null;let t=Wc.
includes(n)?"number":"string";return ic({name:n,type:t},n,e,"baton's stage workflow")}function DS(n,e){let t=l=>l.expression===
null?mo(l.text):null,r=n[b.redact],s=r===void 0?[]:t(r);if(s?.length===0)return null;let i=e[b.redact],o=i===void 0?[]:t(
i);if(o?.length===0)return gm("is given none of them");if(s===null||o===null)return null;let a=s.filter(l=>!o.includes(l)).
length;return a===0?null:gm(`lacks ${a} of its ${s.length} lines`)}function gm(n){return`${b.redact}: the prepare step b\
efore this capture is given values to redact, and this capture ${n}: give capture the same ${b.redact} input as prepare;\
 it redacts only the values it is given, and refuses to store the record otherwise`}function FS(n){let e=n[b.agent];if(e===
void 0||e.expression===null&&e.text.trim()==="")return null;let t=n[Is];if(t!==void 0&&t.expression!==null)return null;let r=t?.
text.trim()??"";if(Ah.test(r))return null;let s=e.expression===null?ht[e.text.trim()]:void 0,i=`pin the ${s?s.npmPackage:
"agent CLI's npm package"} version this stage runs`;return{position:t?.position??e.position,message:r===""?`${Is}: requi\
red with ${b.agent}, an exact version such as 1.2.3; ${i}`:`${Is}: '${r}' is not an exact version such as 1.2.3; ${i}`}}function bm(n,e,t){let r=n.jobs.flatMap(s=>[s.if,...s.steps.map(i=>i.if)]);for(let s of r)for(let i of e.facts(s.expression).
comparisons)if(i.operator==="=="&&i.path.length===t.length&&i.path.every((o,a)=>o===t[a]))return i.literal}function Sm(n,e){let t=vm(n),r=vm(e);return(typeof t!=typeof r||t===null||r===null)&&((t===null||typeof t=="boolean")&&(t=
Number(t)),(r===null||typeof r=="boolean")&&(r=Number(r)),typeof t=="number"&&typeof r=="string"?r=Number(r):typeof t=="\
string"&&typeof r=="number"&&(t=Number(t))),typeof t!=typeof r?!1:typeof t=="number"?t===r:typeof t=="string"?km(t)===km(
r):t===r}function vm(n){return n===void 0?null:n===null||typeof n=="object"||typeof n=="string"||typeof n=="number"||typeof n==
"boolean"?n:String(n)}function km(n){return n.includes("\u0131")?n.split("\u0131").map(e=>e.toUpperCase()).join("\u0131"):
n.toUpperCase()}var xm=256;function gc(n){return Object.keys(n).length>0?n:null}function yc(n,e,t={}){let r=m=>t.whereOf?.(m)??e;if(n===
null||typeof n!="object"||Array.isArray(n))throw new _("matrix-invalid",`strategy.matrix must be a mapping, got ${mc(n)}`,
{where:e});let s=[],i=[],o=[];for(let[m,h]of Object.entries(n)){if(m==="include"||m==="exclude"){if(!Array.isArray(h))throw new _(
"matrix-invalid",`strategy.matrix.${m} must be a list of mappings`,{where:r([m])});m==="include"?i=h:o=h;continue}if(!Array.
isArray(h))throw new _("matrix-invalid",`strategy.matrix.${m} must be a list, got ${mc(h)}`,{where:r([m])});if(h.length===
0)throw new _("matrix-invalid",`strategy.matrix.${m} is an empty list`,{where:r([m])});s.push([m,h])}let a=s.map(([m])=>m),
l=m=>a.some(h=>h.toLowerCase()===m.toLowerCase()),u=o.map((m,h)=>{let g=Em(m,"exclude",r(["exclude",h])),y=Object.keys(g);
if(y.length===0)throw new _("matrix-invalid","strategy.matrix.exclude: an entry is empty, and GitHub refuses an empty ex\
clude filter; give it the values of the legs to leave out",{where:r(["exclude",h])});let w=y.find(v=>!l(v));if(w!==void 0)
throw new _("matrix-invalid",`strategy.matrix.exclude: key '${w}' does not match any key within the matrix${Mt(w,a)}; Gi\
tHub refuses the workflow; matrix keys: ${a.join(", ")||"none"}`,{where:r(["exclude",h,w])});return Nm(g)}),f=i.map((m,h)=>{
let g=Em(m,"include",r(["include",h]));if(Object.keys(g).length===0)throw new _("matrix-invalid","strategy.matrix.includ\
e: an entry is empty, and GitHub refuses an include mapping without values; give it values to add to the legs it matches\
, or the values of a leg of its own",{where:r(["include",h])});let y=Object.fromEntries(Object.entries(g).filter(([v])=>l(
v))),w=Object.fromEntries(Object.entries(g).filter(([v])=>!l(v)));return{filter:y,extra:w,condition:Nm(y),matched:!1}}),
c=(m,h)=>m.every(({path:g,value:y})=>Sm(WS(h,g),y)),p=s.length>0?[{}]:[];for(let[m,h]of s)p=p.flatMap(g=>h.map(y=>({...g,
[m]:y})));let d=[];for(let m of p){if(u.some(g=>c(g,m)))continue;let h={};for(let g of f)c(g.condition,m)&&(g.matched=!0,
h=BS(h,g.extra));d.push({...m,...h})}for(let m of f)m.matched||d.push({...m.filter,...m.extra});if(d.length===0)throw new _(
"matrix-invalid","strategy.matrix produces no legs (every combination is excluded)",{where:e});if(d.length>xm)throw new _(
"matrix-invalid",`strategy.matrix produces ${d.length} legs; GitHub allows at most ${xm} per job`,{where:e});return d}function Tm(n,e){
return yc(e,n).map(t=>pn(n,t))}function wc(n,e){let t=n.lastIndexOf("/");return t>=0?`${n.slice(0,t+1)}${wc(n.slice(t+1),
e)}`:pn(n,Object.keys(e).length>0?e:null)}function Om(n,e,t=new Set([n.toLowerCase()])){return e.map(r=>{let s=wc(n,r),i=s;
if(Object.keys(r).length>0)for(let o=2;t.has(i.toLowerCase());o++)i=`${s}-${o}`;return t.add(i.toLowerCase()),i})}function Am(n,e,t,r=[],s={}){
let i=new Map;for(let o of e){if(Object.values(o).map(f=>typeof f=="string"?f:JSON.stringify(f)??"").some(f=>vr(f,r).redactions.
length>0))throw new _("matrix-invalid",`a matrix value of job ${n} holds the value of a secret (or text shaped like a to\
ken); a leg's id is made of its values and names its log and events, which are not redacted`,{where:t});if(s.recordsStages===
!1)continue;let l=wc(n,o),u=i.get(l);if(u!==void 0)throw new _("matrix-invalid",`matrix legs ${JSON.stringify(u)} and ${JSON.
stringify(o)} of job ${n} would both be ${l}: a leg's id keeps only the letters, digits, _ and - of its values, so make \
them differ there`,{where:t});i.set(l,o)}}function Em(n,e,t){if(n===null||typeof n!="object"||Array.isArray(n))throw new _(
"matrix-invalid",`each strategy.matrix.${e} entry must be a mapping, got ${mc(n)}`,{where:t});return n}function Nm(n){let e=[],
t=Object.entries(n).reverse().map(([r,s])=>({path:[r],value:s}));for(let r=t.pop();r!==void 0;r=t.pop()){let{path:s,value:i}=r;
if(Array.isArray(i))for(let o=i.length-1;o>=0;o--)t.push({path:[...s,o],value:i[o]});else if(i!==null&&typeof i=="object"){
let o=Object.entries(i);for(let a=o.length-1;a>=0;a--){let[l,u]=o[a];t.push({path:[...s,l],value:u})}}else e.push({path:s,
value:US(i)})}return e}function US(n){return typeof n=="number"?Number(n.toPrecision(15)):typeof n=="string"||typeof n==
"boolean"?n:null}function WS(n,e){let t=n;for(let r of e){if(Array.isArray(t)){let s=Number(r);t=Number.isFinite(s)&&s>=
0?t[Math.floor(s)]:void 0}else if(t!==null&&typeof t=="object"){let s=String(r).toLowerCase(),i=Object.keys(t).find(o=>o.
toLowerCase()===s);t=i===void 0?void 0:t[i]}else return null;if(t===void 0)return null}return t}function BS(n,e){let t={
...n};for(let[r,s]of Object.entries(e)){let i=Object.keys(t).find(o=>o.toLowerCase()===r.toLowerCase());t[i??r]=s}return t}
function mc(n){return n===null?"null":Array.isArray(n)?"a list":typeof n=="object"?"a mapping":`${typeof n} ${JSON.stringify(
n)}`}var wo=class{#e;#t;#n;#r=new Map;constructor(e){this.#e=e,this.#t=e.split(/\r\n|\r|\n/),this.#n=[0];for(let t=0;t<e.length;t++)
e[t]===`
`&&this.#n.push(t+1)}locate(e,t){let s=this.#s(e)?.[Math.max(0,Math.min(t,e.text.length))];return s===void 0?this.#o(e,t):
this.#i(s)}locateLine(e,t,r){let s=e.text.split(`
`),i=r-1;for(let o=0;o<t-1&&o<s.length;o++)i+=(s[o]?.length??0)+1;return this.locate(e,i)}#s(e){let t=`${e.position.line}\
:${e.position.column}`,r=this.#r.get(t);if(r!==void 0&&(r===null||r.length===e.text.length+1))return r;let s=(this.#n[e.
position.line-1]??Number.NaN)+e.position.column-1,i=Number.isNaN(s)?null:GS(this.#e,s,e.text);return this.#r.set(t,i),i}#i(e){
let t=0,r=this.#n.length-1;for(;t<r;){let s=t+r+1>>1;this.#n[s]<=e?t=s:r=s-1}return{line:t+1,column:e-this.#n[t]+1}}#o(e,t){
let{line:r,column:s}=e.position,i=e.text.slice(0,t),o=i.split(`
`).length-1,a=i.length-(i.lastIndexOf(`
`)+1),l=this.#t[r-1]?.slice(s-1)??"";if(/^[|>]/.test(l)){let f=this.#t.slice(r).find(d=>d.trim()!=="")??"",c=f.length-f.
trimStart().length,p=e.text.startsWith(f.slice(0,c))&&c>0;return{line:r+1+o,column:(p?0:c)+a+1}}let u=/^["']/.test(l)?1:
0;return o===0?{line:r,column:s+u+a}:{line:r+o,column:a+1}}},KS={0:"\0",a:"\x07",b:"\b",t:"	","	":"	",n:`
`,v:"\v",f:"\f",r:"\r",e:"\x1B"," ":" ",'"':'"',"/":"/","\\":"\\",N:"\x85",_:"\xA0",L:"\u2028",P:"\u2029"},VS={x:2,u:4,U:8};
function JS(n,e){let t=n[e+1]??"",r=KS[t];if(r!==void 0)return{text:r,length:2};let s=VS[t];if(s===void 0)return null;let i=n.
slice(e+2,e+2+s);if(!/^[0-9a-fA-F]+$/.test(i)||i.length!==s)return null;let o=Number.parseInt(i,16);return o>1114111?null:
{text:String.fromCodePoint(o),length:2+s}}var bc=n=>n===" "||n==="	",$m=n=>n===`
`||n==="\r";function GS(n,e,t){let r=n[e],s=r==="|"||r===">"?"block":r==='"'?"double":r==="'"?"single":"plain",i=e;if(s===
"block"){let l=n.indexOf(`
`,e);if(l<0)return t===""?[n.length]:null;i=l+1}else s!=="plain"&&(i=e+1);let o=[],a=0;for(;a<t.length;){let l=t[a],u=n[i];
if(u===void 0){if(s==="block"&&/^\n*$/.test(t.slice(a))){for(;o.length<t.length;)o.push(n.length);break}return null}if(s===
"double"&&u==="\\"){if($m(n[i+1])){for(i+=n[i+1]==="\r"&&n[i+2]===`
`?3:2;bc(n[i]);)i+=1;continue}let f=JS(n,i);if(f===null||!t.startsWith(f.text,a))return null;for(let c=0;c<f.text.length;c++)
o.push(i);a+=f.text.length,i+=f.length;continue}if(s==="double"&&u==='"')return null;if(s==="single"&&u==="'"){if(n[i+1]!==
"'"||l!=="'")return null;o.push(i),a+=1,i+=2;continue}if(u===l){o.push(i),a+=1,i+=1;continue}if(u===`
`&&(l===" "||l===`
`)){if(o.push(i),a+=1,i+=1,s!=="block")for(;bc(n[i]);)i+=1;continue}if(bc(u)||$m(u)){i+=1;continue}return null}return o.
push(i),o}function _m(n){return typeof n!="number"||!Number.isFinite(n)?null:Math.trunc(n)+0}function vc(n){return typeof n=="stri\
ng"&&n.trim()!==""&&Number.isFinite(Number(n))?`got ${JSON.stringify(n)}, a string, not a number (fromJSON(\u2026) makes a nu\
mber of it, as GitHub requires)`:`got ${JSON.stringify(n)??String(n)}, not a number`}function Im(n,e){let t=_m(n);if(t===
null)return{problem:`${e} must be a number of minutes, ${vc(n)}`};if(t<1){let r=t===n?"":` (GitHub keeps whole minutes: ${n}\
 is ${t})`;return{problem:`${e} must be a whole number of minutes above 0, got ${n}${r}`}}return{minutes:t}}function Pm(n){
let e=_m(n);return e===null?null:{minutes:e>0?e:null}}var Dm=Symbol("baton.plan");function nj(n){return typeof n=="object"&&n!==null&&n[Dm]===!0}function rj(n,e,t={}){let r=Fm(
n,e,t,!1);if(r.plan===null){let{errors:s}=r;throw new _("plan-rejected",`${n.fileName}: ${s.length} problem${s.length===
1?"":"s"}; nothing was run`,{details:s.map(i=>Ln(`${i.path}: ${i.message}`))})}return r.plan}function sj(n,e,t={}){return Fm(
n,e,t,t.anyRun===!0).errors}function Fm(n,e,t,r){let s=Es(n),i=[...s.problems],o=t.facts??Io,a=t.vars??{},l=t.words??_o,
{eventName:u,inputs:f,labelName:c,event:p}=Um(s,e,t,l,r,i);r||ex(s,u,t.secretNames??[],l,i);let d=!t.event&&u==="push"?uu(
s,o,l).notice:null,m=!t.event&&c!==void 0&&wx(p)?{level:"info",message:`the default ${u} payload brings the label ${JSON.
stringify(c)}, the name the workflow's if: compares github.event.label.name with; pass ${l.withEvent} with a payload for\
 another label`}:null,h=r?{}:{github:{event_name:u,event:p,repository:o.repository,ref:hu(u,p)??o.ref,sha:du(u,p)??o.sha,
actor:fu(p)??o.actor},inputs:f,vars:a},g=Lh(s,t.calledWorkflows??new Map,r?null:{names:t.secretNames??[],words:l},i),y=null;
if(t.job!==void 0){let j=s.jobs.map(ie=>ie.id),Z=Ki(j,t.job),he=g.find(ie=>ie.id===t.job&&ie.calledBy!==null);Z!==void 0?
y=Z:he?i.push({code:W.jobUnknown,severity:"error",path:s.fileName,message:`${l.job(t.job)}: a job of a called workflow r\
uns only in its call; name the calling job: ${l.passJob(t.job.split("/")[0])}`}):i.push({code:W.jobUnknown,severity:"err\
or",path:s.fileName,message:`${l.job(t.job)}: no such job${Mt(t.job,j)}; jobs: ${j.join(", ")}`})}let w=new Map,v=new Map,
S=[{id:null,inputs:r?null:f}],k=new Set(g.map(j=>j.id.toLowerCase())),T=new Map,O=new Map;for(let j of g){let{job:Z,calledBy:he}=j,
ie=ne=>Ee(j.workflow.fileName,ne),oe=Bm(Z.steps,t.loadAction),gt=Z.stageWorkflow===!0||oe!==null&&oe.length>0,yt=he===null?
h:{...h,inputs:{}},Qe=(he!==null||r)&&qn(Z.strategy)!==null&&Rt(qn(Z.strategy))?null:rx(e,Z,yt,ie,i,t.secretValues??[],gt),
Gm=he===null?[]:w.get(he)?.stageUpstream??[],Tc=ne=>{if(Qe===null||oe===null||he!==null&&ne===null&&oe.some(({step:Be})=>Be.
with[b.stage]?.expression))return null;let Os=[],mr=Km(e,Z,oe,Qe,he===null?yt:{...yt,inputs:ne??{}},ie,Os,t.secretValues??
[]);for(let Be of Os)i.some(ln=>ln.path===Be.path&&ln.message===Be.message)||i.push(Be);if(mr===null)return null;for(let{
stage:Be,leg:ln}of mr)Object.keys(ln).length>0&&O.set(Be,ln);return mr.map(({stage:Be})=>Be)},vo=he===null?S:v.get(he)??
null,jt=vo?.map(ne=>({id:ne.id===null?j.id:`${ne.id}/${Z.id}`,stages:Tc(ne.inputs)}))??null;if(Qe!==null&&jt!==null)for(let ne of jt)
T.set(ne.id,Om(ne.id,Qe,k));if(j.call!==null){let ne=j.call;v.set(j.id,vo===null||jt===null||Qe===null?null:jt.flatMap((Os,mr)=>{
let Be=vo[mr].inputs,ln=T.get(Os.id)??[];return Qe.map((Hm,Ym)=>({id:ln[Ym],inputs:nx(e,Z,ne,{...YS(h,Be),matrix:gc(Hm)})}))}))}
w.set(j.id,{id:j.id,job:Z,workflow:j.workflow,needs:j.needs,upstream:j.upstream,stageUpstream:[...Gm,...j.upstream],calledBy:he,
call:j.call,skip:j.skip,legs:Qe,stages:jt===null?Tc(null):jt.some(ne=>ne.stages===null)?null:jt.flatMap(ne=>ne.stages??[]),
instances:jt,steps:Z.steps.map(ne=>({step:ne,action:Pt(ne)})),stageSteps:oe,recordsStages:gt})}for(let j of[...w.values()].
reverse()){if(j.call===null)continue;let Z=j.call.jobs.map(ie=>w.get(ie));j.stages=Z.some(ie=>ie?.stages==null)?null:Z.flatMap(
ie=>ie?.stages??[]);let he=j.legs;j.instances===null||he===null||(j.instances=j.instances.map(({id:ie})=>{let oe=new Set(
T.get(ie)),gt=Z.flatMap(yt=>yt?.instances?.filter(Qe=>oe.has(Qe.id.slice(0,Qe.id.lastIndexOf("/"))))??[null]);return{id:ie,
stages:gt.some(yt=>yt?.stages==null)?null:gt.flatMap(yt=>yt?.stages??[])}}))}let N=[...new Map(g.filter(j=>j.call!==null).
map(j=>[j.call.path,j.call.workflow])).values()];for(let j of[s,...N])XS(j,i);let P=lx(w,i),G=new Map;for(let j of w.values())
G.set(j.id,px(j.workflow,j,w,P,t.readFile,i));let L=i.filter(j=>j.severity==="error").sort(zS);if(L.length>0)return{plan:null,
errors:L};let K=new Set(y?[y,...w.get(y)?.upstream??[]]:w.keys());for(let j of w.values())j.calledBy!==null&&K.has(j.calledBy)&&
K.add(j.id);let an=[...w.values()].filter(j=>K.has(j.id)),Ts=[d,m].filter(j=>j!==null);return{plan:{[Dm]:!0,workflow:s,eventName:u,
event:p,inputs:f,vars:a,contexts:h,jobs:an,target:y,notices:Ts,expanded:g,legIds:T,stageMatrices:O,legPlaces:u==="workfl\
ow_call"||Sc(s)?new Map:HS(w,T),needsFacts:G},errors:[]}}function HS(n,e){let t=new Map;for(let r of[...n.values()].reverse()){
let s=qn(r.job.strategy),i=s!==null&&!Rt(s)?r.legs:null,o=new Map;if(r.call===null){if(i!==null)for(let[a,l]of su(r.job.
id,i))o.set(a,[l])}else if(s===null)for(let a of r.call.jobs)for(let[l,u]of t.get(a)??[])o.set(l,u);else if(i!==null){let a=(r.
instances??[]).map(l=>e.get(l.id)??[]);for(let l of r.call.jobs){let u=t.get(l);for(let f of n.get(l)?.instances??[]){let c=f.
id.slice(0,f.id.lastIndexOf("/")),p=a.map(d=>d.indexOf(c)).find(d=>d>=0);if(p!==void 0)for(let d of f.stages??[])o.set(d,
[p,...u?.get(d)??[]])}}}o.size>0&&t.set(r.id,o)}return t}function ij(n,e){return e.calledBy!==null||e.job.stageWorkflow===
!0?()=>{}:(t,r)=>n.legPlaces.get(t)?.get(r)}function YS(n,e){let{inputs:t,...r}=n;return e===null?r:{...r,inputs:e}}function XS(n,e){
let t=l=>Ee(n.fileName,l);for(let l of ym(n))e.push({code:W.actionInputUnknown,severity:"error",path:t(l.position),message:l.
message});let r=wm(n);for(let l of r)e.push({code:W.actionInputInvalid,severity:"error",path:t(l.position),message:l.message});
let s=n.jobs.flatMap(l=>[{key:"timeout-minutes",node:l.timeoutMinutes,step:!1},{key:"cancel-timeout-minutes",node:l.cancelTimeoutMinutes,
step:!1},...l.steps.map(u=>({key:"timeout-minutes",node:u.timeoutMinutes,step:!0}))]),i=new Set([...n.problems.map(l=>l.
path),...r.map(l=>t(l.position))]);for(let{key:l,node:u,step:f}of s){if(u?.kind!=="literal"||i.has(t(u.position)))continue;
let c=f?Pm(u.value):Im(u.value,l),p=c===null?`${l} must be a number of minutes, ${vc(u.value)}`:"problem"in c?c.problem:
null;p!==null&&e.push({code:W.timeoutInvalid,severity:"error",path:t(u.position),message:p})}let o=l=>l!==null&&!l.text.
includes("${{")?l:null,a=[{shell:o(n.defaults?.shell??null),key:"defaults.run.shell"},...n.jobs.flatMap(l=>[{shell:o(l.defaults?.
shell??null),key:`jobs.${l.id}.defaults.run.shell`},...l.steps.filter(u=>u.run!==null).map(u=>({shell:o(u.shell),key:"sh\
ell"}))])];for(let{shell:l,key:u}of a){if(l===null)continue;let{text:f,position:c}=l;try{om(f)}catch(p){e.push({code:W.shellInvalid,
severity:"error",path:t(c),message:`${u}: ${p instanceof _?p.message:String(p)}`})}}}function zS(n,e){let t=r=>{let s=/:(\d+):(\d+)$/.
exec(r.path);return s?Number(s[1])*1e6+Number(s[2]):0};return t(n)-t(e)}function oj(n,e,t={}){let{eventName:r,event:s}=Um(
Es(n),e,t,t.words??_o,!1,[]);return{name:r,payload:s,made:!t.event}}function Um(n,e,t,r,s,i){let o=t.facts??Io,{name:a,problem:l}=cu(
n,t.event??null,t.eventName,r);l!==null&&i.push({code:W.eventNotTrigger,severity:"error",path:n.fileName,message:l});let u=s?
{}:{...ZS(n,a,t.event??null),...t.inputs},f=s?{}:tx(n,a,u,r,i),c=t.event?void 0:bm(n,e,["github","event","label","name"]),
p=t.event?QS(t.event,a,jm(f,u)):pu(a,o,jm(f,u),n,c);return{eventName:a,inputs:f,labelName:c,event:p}}function QS(n,e,t){
if(!(e==="workflow_dispatch"||e==="workflow_call")||Object.keys(t).length===0)return n;let s=n.inputs!==null&&typeof n.inputs==
"object"?n.inputs:{};return{...n,inputs:{...s,...t}}}function jm(n,e){return Object.fromEntries(Object.entries(n).map(([
t,r])=>[t,Object.hasOwn(e,t)?e[t]:String(r)]))}function ZS(n,e,t){let r=t?.inputs;if(e!=="workflow_dispatch"||r===null||
typeof r!="object")return{};let s={};for(let[i,o]of Object.entries(r))Object.hasOwn(n.inputs,i)&&(o===""&&n.inputs[i].default===
null||(typeof o=="string"||typeof o=="number"||typeof o=="boolean")&&(s[i]=String(o)));return s}function Sc(n){let e=Object.
keys(n.on);return e.length>0&&e.every(t=>t==="workflow_call")}function ex(n,e,t,r,s){if(e!=="workflow_call"&&!Sc(n))return;
let i=n.on.workflow_call?.secrets;if(i===null||typeof i!="object")return;let o=new Set(t.map(a=>a.toUpperCase()));for(let[
a,l]of Object.entries(i))l?.required!==!0||o.has(a.toUpperCase())||s.push({code:W.inputMissing,severity:"error",path:n.fileName,
message:`secret ${a} is required by on.workflow_call.secrets, as GitHub requires it of every caller; pass ${r.passSecret(
a)} (with ${a} set in the environment)`})}function tx(n,e,t,r,s){let i={},o=Sc(n),a=e==="workflow_dispatch"||e==="workfl\
ow_call"||o,l=e==="workflow_dispatch"&&!o?"workflow_dispatch":"workflow_call",u=n.on[l]?.inputs,f=Object.fromEntries(Object.
entries(n.inputs).filter(([p])=>u!==null&&typeof u=="object"&&Object.hasOwn(u,p))),c=Object.keys(f);if(!a){for(let p of Object.
keys(t))s.push({code:W.inputUnknown,severity:"error",path:n.fileName,message:`${r.input(p)}: ${e} runs have no inputs (o\
n GitHub, inputs are for workflow_dispatch and workflow_call); ${"workflow_dispatch"in n.on?`pass ${r.passEventName("wor\
kflow_dispatch")} to dispatch it`:`give the event's payload with ${r.withEvent} instead (this workflow is not triggered \
by workflow_dispatch)`}`});return i}for(let[p,d]of Object.entries(t)){let m=f[p];if(!m){s.push({code:W.inputUnknown,severity:"\
error",path:n.fileName,message:`${r.input(p)}: on.${l} declares no such input${Mt(p,c)}; its inputs: ${c.length>0?c.join(
", "):"(none)"}`});continue}let h=Ee(n.fileName,m.position);switch(m.type){case"boolean":d!=="true"&&d!=="false"?s.push(
{code:W.inputInvalid,severity:"error",path:h,message:`${r.input(p,d)}: input '${p}' is a boolean; use true or false`}):i[p]=
d==="true";break;case"number":d.trim()===""||!Number.isFinite(Number(d))?s.push({code:W.inputInvalid,severity:"error",path:h,
message:`${r.input(p,d)}: input '${p}' is a number`}):i[p]=Number(d);break;case"choice":m.options&&!m.options.includes(d)?
s.push({code:W.inputInvalid,severity:"error",path:h,message:`${r.input(p,d)}: not one of the options: ${m.options.join("\
, ")}`}):i[p]=d;break;default:i[p]=d}}for(let p of Object.values(f))p.name in t||(p.default!==null?i[p.name]=p.default:p.
required&&a?s.push({code:W.inputMissing,severity:"error",path:Ee(n.fileName,p.position),message:`input '${p.name}' is re\
quired and has no default; pass ${r.passInput(p.name)}`}):p.type==="boolean"?i[p.name]=!1:i[p.name]="");return i}function Wm(n,e){
let[t,r]=n;if(t==="matrix")return!0;if(t==="inputs"||t==="vars")return Object.hasOwn(e,t);if(t!=="github"||r===void 0||r===
"*")return!1;let s=e.github;return typeof s=="object"&&s!==null&&!Array.isArray(s)&&Object.keys(s).some(i=>i.toLowerCase()===
r)}function nx(n,e,t,r){let s=t.workflow.call;if(s===void 0||Object.values(e.with).some(o=>o.expression!==null&&n.facts(
o.expression).paths.some(a=>!Wm(a,r))))return null;try{return Uh(s,Fh(n,e,s,()=>({contexts:r})),t.path)}catch(o){if(o instanceof
_)return null;throw o}}function rx(n,e,t,r,s,i,o){let a=qn(e.strategy);if(!a)return[{}];if(kc(a))return null;let l=(f,c)=>{
if(!(f instanceof _))throw f;return s.push({code:W.matrixInvalid,severity:"error",path:f.where??r(a.position),message:`j\
obs.${e.id}: ${f.message}`}),c},u;try{u=sx(n,a,t,r)}catch(f){return l(f,[{}])}try{Am(e.id,u,r(a.position),i,{recordsStages:o})}catch(f){
return l(f,null)}return u}function qn(n){return n?n.kind==="expression"?n:n.kind!=="mapping"?null:n.entries.find(e=>e.key===
"matrix")?.value??null:null}function sx(n,e,t,r){let s=Dn(n,e,{contexts:t,where:r(e.position)});return yc(s,r(e.position),
{whereOf:i=>r(ix(e,i))})}function ix(n,e){let t=n,r=n.position;for(let s of e)if(t.kind==="mapping"&&typeof s=="string"){
let i=t.entries.find(o=>o.key===s);if(!i)break;r=i.keyPosition??i.value.position,t=i.value}else if(t.kind==="sequence"&&
typeof s=="number"){let i=t.items[s];if(!i)break;r=i.position,t=i}else break;return r}function kc(n){if(!Rt(n))return!1;
switch(n.kind){case"expression":return/\bneeds\b/i.test(n.expression);case"sequence":return n.items.some(kc);case"mappin\
g":return n.entries.some(e=>kc(e.value));default:return!1}}function ox(n,e,t,r,s){let i=t.with[b.stage];return i&&i.text.
trim()!==""?(i.expression===null?[]:n.facts(i.expression).paths).some(a=>!Wm(a,s))?null:jo(n,i,{contexts:{...s,matrix:gc(
r)}}).trim():pn(e.id,Object.keys(r).length>0?r:null)}function xc(n){return n.action.kind==="baton"&&(n.action.action==="\
stage"||n.action.action==="prepare")}var ax=9;function Bm(n,e,t=0){let r=[];for(let s of n){let i=Pt(s);if(xc({step:s,action:i})&&
r.push({step:s,inAction:t>0}),i.kind!=="local")continue;if(e===void 0||t>ax)return null;let o=e(i.path);if(o===void 0)return null;
if(o.kind!=="composite")continue;let a=Bm(o.steps,e,t+1);if(a===null)return null;r.push(...a)}return r}function aj(n,e,t,r,s){
return e.stageSteps===null?null:Km(n,e.job,e.stageSteps,t,r,()=>"",[],s)}function Km(n,e,t,r,s,i,o,a){let l=[];for(let{step:u,
inAction:f}of t){if(f&&u.with[b.stage]?.expression)return null;for(let c of r){let p;try{p=ox(n,e,u,c,s)}catch(m){if(!(m instanceof
_))throw m;o.push({code:W.stageInvalid,severity:"error",path:i(u.with[b.stage]?.position??u.position),message:m.message});
continue}if(p===null)return null;if(Rs(p,a)){o.push({code:W.stageInvalid,severity:"error",path:i(u.with[b.stage]?.position??
u.position),message:fc});continue}if(!qt.test(p)){o.push({code:W.stageInvalid,severity:"error",path:i(u.with[b.stage]?.position??
u.position),message:`stage "${p}" is not a valid stage id: a letter or _ then up to 99 letters, digits, _ or -`});continue}
let d=Qc(p);if(d!==null){o.push({code:W.stageInvalid,severity:"error",path:i(u.with[b.stage]?.position??u.position),message:d});
continue}l.push({stage:p,leg:c})}}return l}function lx(n,e){let t=new Map;for(let r of n.values()){if(r.call!==null)continue;
let s=l=>Ee(r.workflow.fileName,l),i=new Set,o=new Map,a=r.stages===null?[]:r.instances??[{id:r.id,stages:r.stages}];for(let l of a){
let u=new Set;for(let f of l.stages??[]){let c=t.get(f),p=o.get(f),d=u.has(f)?`job '${r.id}' runs stage '${f}' more than\
 once; give each baton step its own \`stage\` input`:p!==void 0?ux(f,r.id,[p,l.id]):c!==void 0?`stage '${f}' of job '${r.
id}' is also a stage of job '${c}'; set a different \`stage\` input${r.calledBy!==null||n.get(c)?.calledBy?" (a called w\
orkflow's job records its stages under its own job id, as github.job is inside a called workflow on GitHub, so two calls\
 of one file, or a called job and a job of the same id, record the same stage; give the called file's stage a `stage:` i\
nput made from one of its inputs)":""}`:null;d!==null&&!i.has(f)&&(i.add(f),e.push({code:W.stageDuplicate,severity:"erro\
r",path:s(r.job.position),message:d})),u.add(f),o.set(f,o.get(f)??l.id),t.set(f,t.get(f)??r.id)}}}return t}function cx(n,e,t,r,s){
let i=t.with[b.vars],o;if(e.calledBy===null&&(i===void 0||i.expression===null))try{let u=i===void 0?[]:Object.keys(yo(i.
text)),f=Object.keys(n.inputs);o={names:[...new Set([...f,...u])],from:"the workflow's declared inputs and the keys of t\
he step's vars"}}catch{}let a=u=>("stage"in u?[s.get(u.stage)??""]:Vm(e,u.job)).map(f=>r.get(f)).filter(f=>f!==void 0),l=u=>u.
some(f=>f.legs===null)?void 0:qm(u.flatMap(f=>f.legs??[]));return{inputs:o,matrix:u=>{let f=a(u);if(!(f.length===0||f.some(
c=>c.skip!==null)))return l(f.flatMap(c=>c.call===null?[c]:bo(c,r).filter(p=>p.recordsStages||p.stageSteps===null)))},call:u=>{
for(let f of a(u)){let c=f.call!==null?f:r.get(f.calledBy??"");if(c?.call==null)continue;return{job:c===f&&"job"in u?u.job:
c.id,file:c.call.path,keys:qm(c.legs??[])}}}}}function qm(n){return[...new Set(n.flatMap(e=>Object.keys(e)))]}function ux(n,e,t){
return`stage '${n}' of job '${e}' would be recorded by every leg of the call around it (${t.join(", ")}): a called workf\
low's job records its stages under its own job id, as github.job is inside a called workflow on GitHub, and the caller's\
 matrix does not reach the called workflow; give the stage a \`stage:\` input made from the inputs its legs give it (stage\
: ${pe(e)}-\${{ inputs.<name> }}), so that each leg records its own`}function px(n,e,t,r,s,i){let o=d=>Ee(n.fileName,d),
a=e.stageUpstream.map(d=>t.get(d)).filter(d=>d!==void 0),l=[...new Set(a.flatMap(d=>bo(d,t)))],u=[...new Set(l.flatMap(d=>d.
stages??[]))],f=l.filter(d=>d.stages===null),c=[...new Set(f.map(d=>pe(d.id)))],p={job:e.id,upstreamStages:u,openMatrices:[
...new Set(f.filter(Rm).map(d=>pe(d.id)))],unknown:f.some(d=>!Rm(d)),jobs:mx(t),upstreamJobs:e.upstream,runsAfter:d=>Vi(
n,d,e.id)};for(let{step:d,action:m}of e.steps){if(!xc({step:d,action:m}))continue;let h=d.with[b.needs];if(h)for(let T of nm(
h,p))i.push({code:W.needsInput,severity:"error",path:o(Jm(n).locate(h,T.offset)),message:T.message});let g=Ih(n,e.job)?Ph(
h,T=>{let O=t.get(r.get(T)??"");if(O===void 0)return;let N=O.upstream.map(P=>t.get(P)?.stages??null);return{callsStageWorkflow:O.
job.stageWorkflow===!0,needsInput:O.job.steps[0]?.with[b.needs],upstreamStages:N.includes(null)?null:N.flatMap(P=>P??[])}}):
null,y=(T,O)=>({code:W.templateStage,severity:"error",message:jh(T,O,e.id,h)}),w=[],v=d.with[b.prompt];if(v&&(v.expression===
null||!Ed(v.text))){let T=v.expression===null?v.text:Nd(v.text);w.push({template:T,locate:(O,N)=>yx(n,v,O,N)})}let S=d.with[b.
promptFile];if(S&&S.expression===null&&s){let T,O="does not exist";try{T=s(S.text)}catch(N){O=N instanceof Error?N.message:
String(N)}T===void 0?i.push({code:W.promptFileMissing,severity:"error",path:o(S.position),message:`prompt-file ${S.text}\
: ${O}`}):w.push({template:T,locate:(N,P)=>`${S.text}:${N}:${P}`})}let k=cx(n,e,d,t,r);for(let{template:T,locate:O}of w){
let{analysis:N,problems:P}=Ds(T),G=mm(N?.keys??[],k);for(let L of[...P,...G])i.push({code:G.includes(L)?W.templateKey:W.
templateInvalid,severity:"error",path:O(L.line,L.column),message:[L.message,...L.details].join("; ")});for(let L of N?.references??
[]){if(L.kind==="job"){let j=Vm(e,L.stage).map(oe=>t.get(oe)?.stages);if(j.length>0){let oe=j.includes(null)?null:j.flatMap(
gt=>gt??[]);g&&oe&&oe.length>0&&!oe.some(gt=>g.has(gt))&&i.push({...y(`jobs.${L.stage}`,`its stages (${oe.join(", ")})`),
path:O(L.line,L.column)});continue}let Z=[...new Set(e.stageUpstream.map(pe))],he=Ve(L.stage,Z),ie=fx(e.id).map(oe=>`${oe}${L.
stage}`).find(oe=>t.has(oe));i.push({code:W.templateStage,severity:"error",path:O(L.line,L.column),message:`jobs.${L.stage}\
: not a job upstream of job '${e.id}'${e.stageUpstream.includes(L.stage)?` (did you mean ${pe(L.stage)}? a called workfl\
ow reads its own jobs by their ids in its file, as GitHub's records name them: github.job is the called file's own job i\
d)`:ie!==void 0?Lm(t,e.id,ie,"job"):he?` (did you mean ${he}?)`:""}; upstream jobs: ${Z.length>0?Z.join(", "):"(none)"}`});
continue}if(u.includes(L.stage)){g&&!g.has(L.stage)&&i.push({...y(`stages.${L.stage}`,L.stage),path:O(L.line,L.column)});
continue}if(dx(c,L.stage))continue;let K=r.get(L.stage)??gx(L.stage,t),an=Ve(L.stage,u),Ts=hx(L.stage,t),Nc=K?Lm(t,e.id,
K,"stage"):Ts!==null?` (did you mean ${Ts}? a called workflow's job records its stages under its own job id, as github.j\
ob is inside a called workflow on GitHub)`:an?` (did you mean ${an}?)`:"";i.push({code:W.templateStage,severity:"error",
path:O(L.line,L.column),message:`stages.${L.stage}: not a stage upstream of job '${e.id}'${Nc}; upstream stages: ${u.length>
0||c.length>0?[...u,...c.map(j=>`${j}-*`)].join(", "):"(none)"}`})}}}return p}function Vm(n,e){return n.stageUpstream.filter(
t=>pe(t)===e)}function fx(n){let e=[];for(let t=n.lastIndexOf("/");t>=0;t=n.lastIndexOf("/",t-1))e.push(n.slice(0,t+1));
return[...e,""]}function bo(n,e){let t=r=>r===n.id?n:e.get(r);return sc([n.id],r=>t(r)?.call).map(t).filter(r=>r!==void 0&&
r.call===null)}function lj(n,e){return n.call===null||n.stages!==null?[n.id]:[...bo(n,e).map(t=>t.id),n.id]}function cj(n,e){
let t=bo(n,e).filter(r=>r.stages===null);return[...new Set(t.map(r=>pe(r.id)))]}function dx(n,e){return n.some(t=>e===t||
e.startsWith(`${t}-`))}function hx(n,e){for(let t of e.values()){if(t.calledBy===null)continue;let r=qh(t.id);if(n===r||
n.startsWith(`${r}-`))return`${pe(t.id)}${n.slice(r.length)}`}return null}function Lm(n,e,t,r){let s="a prompt reads onl\
y stages of jobs that finish before it",i=Wh(o=>{let a=n.get(o);return a?{workflow:a.workflow,calledBy:a.calledBy}:void 0},
e,t);return i.kind==="self"?` (${r==="stage"?"it is a stage of this job itself":"it is this job itself"}: ${s}; a retry'\
s previous attempt is {{attempt.previous}})`:i.kind==="after"?` (${i.text}; ${s})`:i.kind!=="add"?` (${r==="stage"?`it i\
s a stage of job '${t}'; `:""}${i.text})`:r==="stage"?` (it is a stage of job '${t}'; add '${i.need}' to ${i.needsOf})`:
` (add '${i.need}' to ${i.needsOf})`}var Mm=new WeakMap;function mx(n){let e=Mm.get(n);return e===void 0&&(e=new Map([...n.
values()].map(t=>[t.id,{stages:t.stages,matrix:qn(t.job.strategy)!==null}])),Mm.set(n,e)),e}function Rm(n){return n.legs===
null&&n.call===null&&n.steps.every(({step:e,action:t})=>t.kind!=="local"&&(!xc({step:e,action:t})||(e.with[b.stage]?.text.
trim()??"")===""))}function gx(n,e){let t;for(let r of e.values()){let s=pe(r.id);r.stages!==null||r.call!==null||!(n===
s||n.startsWith(`${s}-`))||(t===void 0||s.length>pe(t).length)&&(t=r.id)}return t}var Cm=new WeakMap;function yx(n,e,t,r){
let s=Jm(n).locateLine(e,t,r);return`${n.fileName}:${s.line}:${s.column}`}function Jm(n){let e=Cm.get(n);return e===void 0&&
(e=new wo(n.source),Cm.set(n,e)),e}function wx(n){return n.label!==null&&typeof n.label=="object"}function Ec(n){let e=Pt(n);return e.kind==="baton"?e.action:null}function yj(n){return n.steps.some(e=>{let t=Ec(e);return t===
"stage"||t==="prepare"})}function bx(n){let e=[];for(let t of n.steps){let r=Ec(t);(r==="stage"||r==="prepare")&&e.push(
t.with)}return ft(n)&&e.push(n.with),e}function vx(n){let e=new Set;for(let t of n.steps){let r=Ec(t);t.id&&(r==="stage"||
r==="capture")&&e.add(t.id.toLowerCase())}return e}function wj(n,e,t){if(ft(n))return new Set([e]);let r=vx(n),s=new Set;
for(let[i,o]of Object.entries(n.outputs)){if(o.expression===null)continue;t.facts(o.expression).paths.some(l=>l[0]==="st\
eps"&&l[2]==="outputs"&&l[3]===e&&r.has(l[1]??""))&&s.add(i.toLowerCase())}return s}var bj=new Set(Object.values(ht).flatMap(
n=>n.keyEnv.map(e=>e.toUpperCase())));function kx(n){let e=new Set,t=!1;for(let r of bx(n)){let s=r[b.stage];s?s.expression===
null?e.add(s.text.trim()):t=!0:e.add(n.id)}return{ids:[...e],matrix:n.strategy!==null&&Sx(n.strategy),unknown:t}}function vj(n,e){
let{ids:t,matrix:r,unknown:s}=kx(n);if(s||n.steps.some(a=>Pt(a).kind==="local"))return{stages:null,openMatrix:!1,matrix:r};
if(!r)return{stages:t,openMatrix:!1,matrix:r};let i=qn(n.strategy),o=t.includes(n.id);if(i===null||Rt(i))return{stages:null,
openMatrix:o,matrix:r};try{let a=Tm(n.id,Dn(e,i,{contexts:{}}));return{stages:t.flatMap(l=>l===n.id?a:[l]),openMatrix:!1,
matrix:r}}catch{return{stages:null,openMatrix:o,matrix:r}}}function Sx(n){return n.kind!=="mapping"||n.entries.some(e=>e.
key==="matrix")}function kj(n,e){let t=n.permissions?"job":"workflow",r=n.permissions??e.permissions;if(r===null)return{
kind:"unset"};if(r.kind==="literal")return{kind:"all",level:String(r.value),position:r.position,from:t};if(r.kind==="map\
ping"){let s=new Map;for(let i of r.entries)if(i.value.kind==="literal")s.set(i.key,String(i.value.value));else return{kind:"\
expression",position:r.position,from:t};return{kind:"scopes",scopes:s,position:r.position,from:t}}return{kind:"expressio\
n",position:r.position,from:t}}function Sj(n){return n.kind==="all"?n.level==="write-all"?["write-all"]:[]:n.kind==="sco\
pes"?[...n.scopes].filter(([,e])=>e==="write").map(([e])=>e):[]}function xj(n,e){return n.kind==="all"?n.level==="write-\
all":n.kind==="scopes"?n.scopes.get(e)==="write":!1}export{jo as a,xx as b,Ex as c,Dn as d,Rt as e,WN as f,Ed as g,Nd as h,Ki as i,Cv as j,uO as k,Vi as l,Ji as m,Ee as n,Dv as o,
eI as p,tI as q,Pt as r,ft as s,dt as t,jn as u,ht as v,aI as w,qk as x,lI as y,ec as z,cI as A,uI as B,pI as C,fI as D,
dI as E,Ih as F,Ph as G,jh as H,pe as I,sc as J,Lh as K,Fh as L,Uh as M,Wh as N,qI as O,Kh as P,oc as Q,Jh as R,Yh as S,
oS as T,ZI as U,eP as V,cS as W,cP as X,uP as Y,wo as Z,gc as _,Om as $,Am as aa,yP as ba,yS as ca,wP as da,uc as ea,bP as fa,
vP as ga,nm as ha,AP as ia,cm as ja,mo as ka,jP as la,NS as ma,YP as na,XP as oa,yo as pa,i1 as qa,o1 as ra,ym as sa,wm as ta,
vc as ua,Im as va,Pm as wa,nj as xa,rj as ya,sj as za,ij as Aa,oj as Ba,Wm as Ca,qn as Da,sx as Ea,ax as Fa,aj as Ga,ux as Ha,
lj as Ia,cj as Ja,dx as Ka,Ec as La,yj as Ma,bx as Na,vx as Oa,wj as Pa,bj as Qa,kx as Ra,vj as Sa,kj as Ta,Sj as Ua,xj as Va};
