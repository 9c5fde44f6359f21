import{C as Rs,D as Eo,E as Po,F as xo,H as Io,I as Lo,K as To,b as vo,f as No,r as ln,u as Oo,w as Ao,y as cn}from"./chunk-M7HJS4M3.js";
import{b as yt,d as an,j as ko}from"./chunk-IMR3AT7B.js";import{b as qe}from"./chunk-L2RBRXJP.js";import{a as qs}from"./chunk-LS2NIP65.js";
import{S as $o,e as mo,f as yo,h as bo,i as wo,q as So}from"./chunk-BUDROWRH.js";import{f as de,h as on,i as Se}from"./chunk-SIVHNBVM.js";
import{c as Xi}from"./chunk-FCWOFCWY.js";import{d as P,e as Qi}from"./chunk-OKFZ7BVP.js";import{$ as uo,Aa as le,
B as h,Ca as ho,D as re,F as Is,G as _e,H as Zt,Ha as rn,I as en,J as no,K as so,M as ro,N as io,S as _,T as oo,W as ao,
Y as tn,Z as lo,_ as co,aa as Ls,ba as Ts,ca as js,da as Cs,ea as fo,fa as ht,ga as po,i as gt,ia as F,ja as Ge,ka as He,
la as _s,m as xs,na as Ms,oa as Me,qa as we,ua as go,v as Zi,va as nn,w as eo,wa as mt,x as Ce,xa as sn,y as be,z as to,
za as ae}from"./chunk-WXLRAERB.js";import{a as Xt,b as k,d as Hi}from"./chunk-3NR5HZ6E.js";var j=k(V=>{"use strict";var Ws=Symbol.for("yaml.alias"),jo=Symbol.for("yaml.document"),fn=Symbol.for("yaml.map"),Co=Symbol.
for("yaml.pair"),Ds=Symbol.for("yaml.scalar"),pn=Symbol.for("yaml.seq"),ge=Symbol.for("yaml.node.type"),Qu=n=>!!n&&typeof n==
"object"&&n[ge]===Ws,Xu=n=>!!n&&typeof n=="object"&&n[ge]===jo,Zu=n=>!!n&&typeof n=="object"&&n[ge]===fn,ef=n=>!!n&&typeof n==
"object"&&n[ge]===Co,_o=n=>!!n&&typeof n=="object"&&n[ge]===Ds,tf=n=>!!n&&typeof n=="object"&&n[ge]===pn;function Mo(n){
if(n&&typeof n=="object")switch(n[ge]){case fn:case pn:return!0}return!1}function nf(n){if(n&&typeof n=="object")switch(n[ge]){case Ws:case fn:case Ds:case pn:
return!0}return!1}var sf=n=>(_o(n)||Mo(n))&&!!n.anchor;V.ALIAS=Ws;V.DOC=jo;V.MAP=fn;V.NODE_TYPE=ge;V.PAIR=Co;V.SCALAR=Ds;
V.SEQ=pn;V.hasAnchor=sf;V.isAlias=Qu;V.isCollection=Mo;V.isDocument=Xu;V.isMap=Zu;V.isNode=nf;V.isPair=ef;V.isScalar=_o;
V.isSeq=tf});var bt=k(Us=>{"use strict";var B=j(),G=Symbol("break visit"),qo=Symbol("skip children"),ce=Symbol("remove node");function dn(n,e){
let t=Ro(e);B.isDocument(n)?Xe(null,n.contents,t,Object.freeze([n]))===ce&&(n.contents=null):Xe(null,n,t,Object.freeze([]))}
dn.BREAK=G;dn.SKIP=qo;dn.REMOVE=ce;function Xe(n,e,t,s){let r=Fo(n,e,t,s);if(B.isNode(r)||B.isPair(r))return Wo(n,s,r),Xe(
n,r,t,s);if(typeof r!="symbol"){if(B.isCollection(e)){s=Object.freeze(s.concat(e));for(let i=0;i<e.items.length;++i){let o=Xe(
i,e.items[i],t,s);if(typeof o=="number")i=o-1;else{if(o===G)return G;o===ce&&(e.items.splice(i,1),i-=1)}}}else if(B.isPair(
e)){s=Object.freeze(s.concat(e));let i=Xe("key",e.key,t,s);if(i===G)return G;i===ce&&(e.key=null);let o=Xe("value",e.value,
t,s);if(o===G)return G;o===ce&&(e.value=null)}}return r}async function gn(n,e){let t=Ro(e);B.isDocument(n)?await Ze(null,
n.contents,t,Object.freeze([n]))===ce&&(n.contents=null):await Ze(null,n,t,Object.freeze([]))}gn.BREAK=G;gn.SKIP=qo;gn.REMOVE=
ce;async function Ze(n,e,t,s){let r=await Fo(n,e,t,s);if(B.isNode(r)||B.isPair(r))return Wo(n,s,r),Ze(n,r,t,s);if(typeof r!=
"symbol"){if(B.isCollection(e)){s=Object.freeze(s.concat(e));for(let i=0;i<e.items.length;++i){let o=await Ze(i,e.items[i],
t,s);if(typeof o=="number")i=o-1;else{if(o===G)return G;o===ce&&(e.items.splice(i,1),i-=1)}}}else if(B.isPair(e)){s=Object.
freeze(s.concat(e));let i=await Ze("key",e.key,t,s);if(i===G)return G;i===ce&&(e.key=null);let o=await Ze("value",e.value,
t,s);if(o===G)return G;o===ce&&(e.value=null)}}return r}function Ro(n){return typeof n=="object"&&(n.Collection||n.Node||
n.Value)?Object.assign({Alias:n.Node,Map:n.Node,Scalar:n.Node,Seq:n.Node},n.Value&&{Map:n.Value,Scalar:n.Value,Seq:n.Value},
n.Collection&&{Map:n.Collection,Seq:n.Collection},n):n}function Fo(n,e,t,s){if(typeof t=="function")return t(n,e,s);if(B.
isMap(e))return t.Map?.(n,e,s);if(B.isSeq(e))return t.Seq?.(n,e,s);if(B.isPair(e))return t.Pair?.(n,e,s);if(B.isScalar(e))
return t.Scalar?.(n,e,s);if(B.isAlias(e))return t.Alias?.(n,e,s)}function Wo(n,e,t){let s=e[e.length-1];if(B.isCollection(
s))s.items[n]=t;else if(B.isPair(s))n==="key"?s.key=t:s.value=t;else if(B.isDocument(s))s.contents=t;else{let r=B.isAlias(
s)?"alias":"scalar";throw new Error(`Cannot replace node with ${r} parent`)}}Us.visit=dn;Us.visitAsync=gn});var Bs=k(Uo=>{"use strict";var Do=j(),rf=bt(),of={"!":"%21",",":"%2C","[":"%5B","]":"%5D","{":"%7B","}":"%7D"},af=n=>n.replace(
/[!,[\]{}]/g,e=>of[e]),wt=class n{constructor(e,t){this.docStart=null,this.docEnd=!1,this.yaml=Object.assign({},n.defaultYaml,
e),this.tags=Object.assign({},n.defaultTags,t)}clone(){let e=new n(this.yaml,this.tags);return e.docStart=this.docStart,
e}atDocument(){let e=new n(this.yaml,this.tags);switch(this.yaml.version){case"1.1":this.atNextDocument=!0;break;case"1.\
2":this.atNextDocument=!1,this.yaml={explicit:n.defaultYaml.explicit,version:"1.2"},this.tags=Object.assign({},n.defaultTags);
break}return e}add(e,t){this.atNextDocument&&(this.yaml={explicit:n.defaultYaml.explicit,version:"1.1"},this.tags=Object.
assign({},n.defaultTags),this.atNextDocument=!1);let s=e.trim().split(/[ \t]+/),r=s.shift();switch(r){case"%TAG":{if(s.length!==
2&&(t(0,"%TAG directive should contain exactly two parts"),s.length<2))return!1;let[i,o]=s;return this.tags[i]=o,!0}case"\
%YAML":{if(this.yaml.explicit=!0,s.length!==1)return t(0,"%YAML directive should contain exactly one part"),!1;let[i]=s;
if(i==="1.1"||i==="1.2")return this.yaml.version=i,!0;{let o=/^\d+\.\d+$/.test(i);return t(6,`Unsupported YAML version ${i}`,
o),!1}}default:return t(0,`Unknown directive ${r}`,!0),!1}}tagName(e,t){if(e==="!")return"!";if(e[0]!=="!")return t(`Not\
 a valid tag: ${e}`),null;if(e[1]==="<"){let o=e.slice(2,-1);return o==="!"||o==="!!"?(t(`Verbatim tags aren't resolved,\
 so ${e} is invalid.`),null):(e[e.length-1]!==">"&&t("Verbatim tags must end with a >"),o)}let[,s,r]=e.match(/^(.*!)([^!]*)$/s);
r||t(`The ${e} tag has no suffix`);let i=this.tags[s];if(i)try{return i+decodeURIComponent(r)}catch(o){return t(String(o)),
null}return s==="!"?e:(t(`Could not resolve tag: ${e}`),null)}tagString(e){for(let[t,s]of Object.entries(this.tags))if(e.
startsWith(s))return t+af(e.substring(s.length));return e[0]==="!"?e:`!<${e}>`}toString(e){let t=this.yaml.explicit?[`%Y\
AML ${this.yaml.version||"1.2"}`]:[],s=Object.entries(this.tags),r;if(e&&s.length>0&&Do.isNode(e.contents)){let i={};rf.
visit(e.contents,(o,a)=>{Do.isNode(a)&&a.tag&&(i[a.tag]=!0)}),r=Object.keys(i)}else r=[];for(let[i,o]of s)i==="!!"&&o===
"tag:yaml.org,2002:"||(!e||r.some(a=>a.startsWith(o)))&&t.push(`%TAG ${i} ${o}`);return t.join(`
`)}};wt.defaultYaml={explicit:!1,version:"1.2"};wt.defaultTags={"!!":"tag:yaml.org,2002:"};Uo.Directives=wt});var hn=k(St=>{"use strict";var Bo=j(),lf=bt();function cf(n){if(/[\x00-\x19\s,[\]{}]/.test(n)){let t=`Anchor must not co\
ntain whitespace or control characters: ${JSON.stringify(n)}`;throw new Error(t)}return!0}function Jo(n){let e=new Set;return lf.
visit(n,{Value(t,s){s.anchor&&e.add(s.anchor)}}),e}function Ko(n,e){for(let t=1;;++t){let s=`${n}${t}`;if(!e.has(s))return s}}
function uf(n,e){let t=[],s=new Map,r=null;return{onAnchor:i=>{t.push(i),r??(r=Jo(n));let o=Ko(e,r);return r.add(o),o},setAnchors:()=>{
for(let i of t){let o=s.get(i);if(typeof o=="object"&&o.anchor&&(Bo.isScalar(o.node)||Bo.isCollection(o.node)))o.node.anchor=
o.anchor;else{let a=new Error("Failed to resolve repeated object (this should not happen)");throw a.source=i,a}}},sourceObjects:s}}
St.anchorIsValid=cf;St.anchorNames=Jo;St.createNodeAnchors=uf;St.findNewAnchor=Ko});var Js=k(Vo=>{"use strict";function kt(n,e,t,s){if(s&&typeof s=="object")if(Array.isArray(s))for(let r=0,i=s.length;r<i;++r){
let o=s[r],a=kt(n,s,String(r),o);a===void 0?delete s[r]:a!==o&&(s[r]=a)}else if(s instanceof Map)for(let r of Array.from(
s.keys())){let i=s.get(r),o=kt(n,s,r,i);o===void 0?s.delete(r):o!==i&&s.set(r,o)}else if(s instanceof Set)for(let r of Array.
from(s)){let i=kt(n,s,r,r);i===void 0?s.delete(r):i!==r&&(s.delete(r),s.add(i))}else for(let[r,i]of Object.entries(s)){let o=kt(
n,s,r,i);o===void 0?delete s[r]:o!==i&&(s[r]=o)}return n.call(e,t,s)}Vo.applyReviver=kt});var ke=k(Yo=>{"use strict";var ff=j();function zo(n,e,t){if(Array.isArray(n))return n.map((s,r)=>zo(s,String(r),t));if(n&&
typeof n.toJSON=="function"){if(!t||!ff.hasAnchor(n))return n.toJSON(e,t);let s={aliasCount:0,count:1,res:void 0};t.anchors.
set(n,s),t.onCreate=i=>{s.res=i,delete t.onCreate};let r=n.toJSON(e,t);return t.onCreate&&t.onCreate(r),r}return typeof n==
"bigint"&&!t?.keep?Number(n):n}Yo.toJS=zo});var mn=k(Ho=>{"use strict";var pf=Js(),Go=j(),df=ke(),Ks=class{constructor(e){Object.defineProperty(this,Go.NODE_TYPE,{value:e})}clone(){
let e=Object.create(Object.getPrototypeOf(this),Object.getOwnPropertyDescriptors(this));return this.range&&(e.range=this.
range.slice()),e}toJS(e,{mapAsMap:t,maxAliasCount:s,onAnchor:r,reviver:i}={}){if(!Go.isDocument(e))throw new TypeError("\
A document argument is required");let o={anchors:new Map,doc:e,keep:!0,mapAsMap:t===!0,mapKeyWarned:!1,maxAliasCount:typeof s==
"number"?s:100},a=df.toJS(this,"",o);if(typeof r=="function")for(let{count:l,res:c}of o.anchors.values())r(c,l);return typeof i==
"function"?pf.applyReviver(i,{"":a},"",a):a}};Ho.NodeBase=Ks});var vt=k(Qo=>{"use strict";var gf=hn(),hf=bt(),et=j(),mf=mn(),yf=ke(),Vs=class extends mf.NodeBase{constructor(e){super(
et.ALIAS),this.source=e,Object.defineProperty(this,"tag",{set(){throw new Error("Alias nodes cannot have tags")}})}resolve(e,t){
if(t?.maxAliasCount===0)throw new ReferenceError("Alias resolution is disabled");let s;t?.aliasResolveCache?s=t.aliasResolveCache:
(s=[],hf.visit(e,{Node:(i,o)=>{(et.isAlias(o)||et.hasAnchor(o))&&s.push(o)}}),t&&(t.aliasResolveCache=s));let r;for(let i of s){
if(i===this)break;i.anchor===this.source&&(r=i)}if(r&&t){let{anchors:i,doc:o,maxAliasCount:a}=t,l=i.get(r);if(l||(yf.toJS(
r,null,t),l=i.get(r)),l?.res===void 0){let c="This should not happen: Alias anchor was not resolved?";throw new ReferenceError(
c)}if(a>=0&&(l.count+=1,l.aliasCount===0&&(l.aliasCount=yn(o,r,i)),l.count*l.aliasCount>a)){let c="Excessive alias count\
 indicates a resource exhaustion attack";throw new ReferenceError(c)}}return r}toJSON(e,t){if(!t)return{source:this.source};
let s=this.resolve(t.doc,t);if(!s){let r=`Unresolved alias (the anchor must be set before the alias): ${this.source}`;throw new ReferenceError(
r)}return t.anchors.get(s).res}toString(e,t,s){let r=`*${this.source}`;if(e){if(gf.anchorIsValid(this.source),e.options.
verifyAliasOrder&&!e.anchors.has(this.source)){let i=`Unresolved alias (the anchor must be set before the alias): ${this.
source}`;throw new Error(i)}if(e.implicitKey)return`${r} `}return r}};function yn(n,e,t){if(et.isAlias(e)){let s=e.resolve(
n),r=t&&s&&t.get(s);return r?r.count*r.aliasCount:0}else if(et.isCollection(e)){let s=0;for(let r of e.items){let i=yn(n,
r,t);i>s&&(s=i)}return s}else if(et.isPair(e)){let s=yn(n,e.key,t),r=yn(n,e.value,t);return Math.max(s,r)}return 1}Qo.Alias=
Vs});var U=k(zs=>{"use strict";var bf=j(),wf=mn(),Sf=ke(),kf=n=>!n||typeof n!="function"&&typeof n!="object",ve=class extends wf.
NodeBase{constructor(e){super(bf.SCALAR),this.value=e}toJSON(e,t){return t?.keep?this.value:Sf.toJS(this.value,e,t)}toString(){
return String(this.value)}};ve.BLOCK_FOLDED="BLOCK_FOLDED";ve.BLOCK_LITERAL="BLOCK_LITERAL";ve.PLAIN="PLAIN";ve.QUOTE_DOUBLE=
"QUOTE_DOUBLE";ve.QUOTE_SINGLE="QUOTE_SINGLE";zs.Scalar=ve;zs.isScalarValue=kf});var $t=k(Zo=>{"use strict";var vf=vt(),Re=j(),Xo=U(),$f="tag:yaml.org,2002:";function Nf(n,e,t){if(e){let s=t.filter(i=>i.
tag===e),r=s.find(i=>!i.format)??s[0];if(!r)throw new Error(`Tag ${e} not found`);return r}return t.find(s=>s.identify?.(
n)&&!s.format)}function Of(n,e,t){if(Re.isDocument(n)&&(n=n.contents),Re.isNode(n))return n;if(Re.isPair(n)){let u=t.schema[Re.
MAP].createNode?.(t.schema,null,t);return u.items.push(n),u}(n instanceof String||n instanceof Number||n instanceof Boolean||
typeof BigInt<"u"&&n instanceof BigInt)&&(n=n.valueOf());let{aliasDuplicateObjects:s,onAnchor:r,onTagObj:i,schema:o,sourceObjects:a}=t,
l;if(s&&n&&typeof n=="object"){if(l=a.get(n),l)return l.anchor??(l.anchor=r(n)),new vf.Alias(l.anchor);l={anchor:null,node:null},
a.set(n,l)}e?.startsWith("!!")&&(e=$f+e.slice(2));let c=Nf(n,e,o.tags);if(!c){if(n&&typeof n.toJSON=="function"&&(n=n.toJSON()),
!n||typeof n!="object"){let u=new Xo.Scalar(n);return l&&(l.node=u),u}c=n instanceof Map?o[Re.MAP]:Symbol.iterator in Object(
n)?o[Re.SEQ]:o[Re.MAP]}i&&(i(c),delete t.onTagObj);let p=c?.createNode?c.createNode(t.schema,n,t):typeof c?.nodeClass?.from==
"function"?c.nodeClass.from(t.schema,n,t):new Xo.Scalar(n);return e?p.tag=e:c.default||(p.tag=c.tag),l&&(l.node=p),p}Zo.
createNode=Of});var wn=k(bn=>{"use strict";var Af=$t(),ue=j(),Ef=mn();function Ys(n,e,t){let s=t;for(let r=e.length-1;r>=0;--r){let i=e[r];
if(typeof i=="number"&&Number.isInteger(i)&&i>=0){let o=[];o[i]=s,s=o}else s=new Map([[i,s]])}return Af.createNode(s,void 0,
{aliasDuplicateObjects:!1,keepUndefined:!1,onAnchor:()=>{throw new Error("This should not happen, please report a bug.")},
schema:n,sourceObjects:new Map})}var ea=n=>n==null||typeof n=="object"&&!!n[Symbol.iterator]().next().done,Gs=class extends Ef.
NodeBase{constructor(e,t){super(e),Object.defineProperty(this,"schema",{value:t,configurable:!0,enumerable:!1,writable:!0})}clone(e){
let t=Object.create(Object.getPrototypeOf(this),Object.getOwnPropertyDescriptors(this));return e&&(t.schema=e),t.items=t.
items.map(s=>ue.isNode(s)||ue.isPair(s)?s.clone(e):s),this.range&&(t.range=this.range.slice()),t}addIn(e,t){if(ea(e))this.
add(t);else{let[s,...r]=e,i=this.get(s,!0);if(ue.isCollection(i))i.addIn(r,t);else if(i===void 0&&this.schema)this.set(s,
Ys(this.schema,r,t));else throw new Error(`Expected YAML collection at ${s}. Remaining path: ${r}`)}}deleteIn(e){let[t,...s]=e;
if(s.length===0)return this.delete(t);let r=this.get(t,!0);if(ue.isCollection(r))return r.deleteIn(s);throw new Error(`E\
xpected YAML collection at ${t}. Remaining path: ${s}`)}getIn(e,t){let[s,...r]=e,i=this.get(s,!0);return r.length===0?!t&&
ue.isScalar(i)?i.value:i:ue.isCollection(i)?i.getIn(r,t):void 0}hasAllNullValues(e){return this.items.every(t=>{if(!ue.isPair(
t))return!1;let s=t.value;return s==null||e&&ue.isScalar(s)&&s.value==null&&!s.commentBefore&&!s.comment&&!s.tag})}hasIn(e){
let[t,...s]=e;if(s.length===0)return this.has(t);let r=this.get(t,!0);return ue.isCollection(r)?r.hasIn(s):!1}setIn(e,t){
let[s,...r]=e;if(r.length===0)this.set(s,t);else{let i=this.get(s,!0);if(ue.isCollection(i))i.setIn(r,t);else if(i===void 0&&
this.schema)this.set(s,Ys(this.schema,r,t));else throw new Error(`Expected YAML collection at ${s}. Remaining path: ${r}`)}}};
bn.Collection=Gs;bn.collectionFromPath=Ys;bn.isEmptyPath=ea});var Nt=k(Sn=>{"use strict";var Pf=n=>n.replace(/^(?!$)(?: $)?/gm,"#");function Hs(n,e){return/^\n+$/.test(n)?n.substring(
1):e?n.replace(/^(?! *$)/gm,e):n}var xf=(n,e,t)=>n.endsWith(`
`)?Hs(t,e):t.includes(`
`)?`
`+Hs(t,e):(n.endsWith(" ")?"":" ")+t;Sn.indentComment=Hs;Sn.lineComment=xf;Sn.stringifyComment=Pf});var na=k(Ot=>{"use strict";var If="flow",Qs="block",kn="quoted";function Lf(n,e,t="flow",{indentAtStart:s,lineWidth:r=80,
minContentWidth:i=20,onFold:o,onOverflow:a}={}){if(!r||r<0)return n;r<i&&(i=0);let l=Math.max(1+i,1+r-e.length);if(n.length<=
l)return n;let c=[],p={},u=r-e.length;typeof s=="number"&&(s>r-Math.max(2,i)?c.push(0):u=r-s);let f,d,m=!1,g=-1,y=-1,w=-1;
t===Qs&&(g=ta(n,g,e.length),g!==-1&&(u=g+l));for(let S;S=n[g+=1];){if(t===kn&&S==="\\"){switch(y=g,n[g+1]){case"x":g+=3;
break;case"u":g+=5;break;case"U":g+=9;break;default:g+=1}w=g}if(S===`
`)t===Qs&&(g=ta(n,g,e.length)),u=g+e.length+l,f=void 0;else{if(S===" "&&d&&d!==" "&&d!==`
`&&d!=="	"){let N=n[g+1];N&&N!==" "&&N!==`
`&&N!=="	"&&(f=g)}if(g>=u)if(f)c.push(f),u=f+l,f=void 0;else if(t===kn){for(;d===" "||d==="	";)d=S,S=n[g+=1],m=!0;let N=g>
w+1?g-2:y-1;if(p[N])return n;c.push(N),p[N]=!0,u=N+l,f=void 0}else m=!0}d=S}if(m&&a&&a(),c.length===0)return n;o&&o();let b=n.
slice(0,c[0]);for(let S=0;S<c.length;++S){let N=c[S],$=c[S+1]||n.length;N===0?b=`
${e}${n.slice(0,$)}`:(t===kn&&p[N]&&(b+=`${n[N]}\\`),b+=`
${e}${n.slice(N+1,$)}`)}return b}function ta(n,e,t){let s=e,r=e+1,i=n[r];for(;i===" "||i==="	";)if(e<r+t)i=n[++e];else{do
i=n[++e];while(i&&i!==`
`);s=e,r=e+1,i=n[r]}return s}Ot.FOLD_BLOCK=Qs;Ot.FOLD_FLOW=If;Ot.FOLD_QUOTED=kn;Ot.foldFlowLines=Lf});var Et=k(sa=>{"use strict";var ie=U(),$e=na(),$n=(n,e)=>({indentAtStart:e?n.indent.length:n.indentAtStart,lineWidth:n.options.
lineWidth,minContentWidth:n.options.minContentWidth}),Nn=n=>/^(%|---|\.\.\.)/m.test(n);function Tf(n,e,t){if(!e||e<0)return!1;
let s=e-t,r=n.length;if(r<=s)return!1;for(let i=0,o=0;i<r;++i)if(n[i]===`
`){if(i-o>s)return!0;if(o=i+1,r-o<=s)return!1}return!0}function At(n,e){let t=JSON.stringify(n);if(e.options.doubleQuotedAsJSON)
return t;let{implicitKey:s}=e,r=e.options.doubleQuotedMinMultiLineLength,i=e.indent||(Nn(n)?"  ":""),o="",a=0;for(let l=0,
c=t[l];c;c=t[++l])if(c===" "&&t[l+1]==="\\"&&t[l+2]==="n"&&(o+=t.slice(a,l)+"\\ ",l+=1,a=l,c="\\"),c==="\\")switch(t[l+1]){case"\
u":{o+=t.slice(a,l);let p=t.substr(l+2,4);switch(p){case"0000":o+="\\0";break;case"0007":o+="\\a";break;case"000b":o+="\\\
v";break;case"001b":o+="\\e";break;case"0085":o+="\\N";break;case"00a0":o+="\\_";break;case"2028":o+="\\L";break;case"20\
29":o+="\\P";break;default:p.substr(0,2)==="00"?o+="\\x"+p.substr(2):o+=t.substr(l,6)}l+=5,a=l+1}break;case"n":if(s||t[l+
2]==='"'||t.length<r)l+=1;else{for(o+=t.slice(a,l)+`

`;t[l+2]==="\\"&&t[l+3]==="n"&&t[l+4]!=='"';)o+=`
`,l+=2;o+=i,t[l+2]===" "&&(o+="\\"),l+=1,a=l+1}break;default:l+=1}return o=a?o+t.slice(a):t,s?o:$e.foldFlowLines(o,i,$e.
FOLD_QUOTED,$n(e,!1))}function Xs(n,e){if(e.options.singleQuote===!1||e.implicitKey&&n.includes(`
`)||/[ \t]\n|\n[ \t]/.test(n))return At(n,e);let t=e.indent||(Nn(n)?"  ":""),s="'"+n.replace(/'/g,"''").replace(/\n+/g,`\
$&
${t}`)+"'";return e.implicitKey?s:$e.foldFlowLines(s,t,$e.FOLD_FLOW,$n(e,!1))}function tt(n,e){let{singleQuote:t}=e.options,
s;if(t===!1)s=At;else{let r=n.includes('"'),i=n.includes("'");r&&!i?s=Xs:i&&!r?s=At:s=t?Xs:At}return s(n,e)}var Zs;try{Zs=
new RegExp(`(^|(?<!
))
+(?!
|$)`,"g")}catch{Zs=/\n+(?!\n|$)/g}function vn({comment:n,type:e,value:t},s,r,i){let{blockQuote:o,commentString:a,lineWidth:l}=s.
options;if(!o||/\n[\t ]+$/.test(t))return tt(t,s);let c=s.indent||(s.forceBlockIndent||Nn(t)?"  ":""),p=o==="literal"?!0:
o==="folded"||e===ie.Scalar.BLOCK_FOLDED?!1:e===ie.Scalar.BLOCK_LITERAL?!0:!Tf(t,l,c.length);if(!t)return p?`|
`:`>
`;let u,f;for(f=t.length;f>0;--f){let $=t[f-1];if($!==`
`&&$!=="	"&&$!==" ")break}let d=t.substring(f),m=d.indexOf(`
`);m===-1?u="-":t===d||m!==d.length-1?(u="+",i&&i()):u="",d&&(t=t.slice(0,-d.length),d[d.length-1]===`
`&&(d=d.slice(0,-1)),d=d.replace(Zs,`$&${c}`));let g=!1,y,w=-1;for(y=0;y<t.length;++y){let $=t[y];if($===" ")g=!0;else if($===
`
`)w=y;else break}let b=t.substring(0,w<y?w+1:y);b&&(t=t.substring(b.length),b=b.replace(/\n+/g,`$&${c}`));let N=(g?c?"2":
"1":"")+u;if(n&&(N+=" "+a(n.replace(/ ?[\r\n]+/g," ")),r&&r()),!p){let $=t.replace(/\n+/g,`
$&`).replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g,"$1$2").replace(/\n+/g,`$&${c}`),O=!1,I=$n(s,!0);o!=="fold\
ed"&&e!==ie.Scalar.BLOCK_FOLDED&&(I.onOverflow=()=>{O=!0});let v=$e.foldFlowLines(`${b}${$}${d}`,c,$e.FOLD_BLOCK,I);if(!O)
return`>${N}
${c}${v}`}return t=t.replace(/\n+/g,`$&${c}`),`|${N}
${c}${b}${t}${d}`}function jf(n,e,t,s){let{type:r,value:i}=n,{actualString:o,implicitKey:a,indent:l,indentStep:c,inFlow:p}=e;
if(a&&i.includes(`
`)||p&&/[[\]{},]/.test(i))return tt(i,e);if(/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.
test(i))return a||p||!i.includes(`
`)?tt(i,e):vn(n,e,t,s);if(!a&&!p&&r!==ie.Scalar.PLAIN&&i.includes(`
`))return vn(n,e,t,s);if(Nn(i)){if(l==="")return e.forceBlockIndent=!0,vn(n,e,t,s);if(a&&l===c)return tt(i,e)}let u=i.replace(
/\n+/g,`$&
${l}`);if(o){let f=g=>g.default&&g.tag!=="tag:yaml.org,2002:str"&&g.test?.test(u),{compat:d,tags:m}=e.doc.schema;if(m.some(
f)||d?.some(f))return tt(i,e)}return a?u:$e.foldFlowLines(u,l,$e.FOLD_FLOW,$n(e,!1))}function Cf(n,e,t,s){let{implicitKey:r,
inFlow:i}=e,o=typeof n.value=="string"?n:Object.assign({},n,{value:String(n.value)}),{type:a}=n;a!==ie.Scalar.QUOTE_DOUBLE&&
/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(o.value)&&(a=ie.Scalar.QUOTE_DOUBLE);let l=p=>{switch(p){case ie.
Scalar.BLOCK_FOLDED:case ie.Scalar.BLOCK_LITERAL:return r||i?tt(o.value,e):vn(o,e,t,s);case ie.Scalar.QUOTE_DOUBLE:return At(
o.value,e);case ie.Scalar.QUOTE_SINGLE:return Xs(o.value,e);case ie.Scalar.PLAIN:return jf(o,e,t,s);default:return null}},
c=l(a);if(c===null){let{defaultKeyType:p,defaultStringType:u}=e.options,f=r&&p||u;if(c=l(f),c===null)throw new Error(`Un\
supported default string type ${f}`)}return c}sa.stringifyString=Cf});var Pt=k(er=>{"use strict";var _f=hn(),Ne=j(),Mf=Nt(),qf=Et();function Rf(n,e){let t=Object.assign({blockQuote:!0,commentString:Mf.
stringifyComment,defaultKeyType:null,defaultStringType:"PLAIN",directives:null,doubleQuotedAsJSON:!1,doubleQuotedMinMultiLineLength:40,
falseStr:"false",flowCollectionPadding:!0,indentSeq:!0,lineWidth:80,minContentWidth:20,nullStr:"null",simpleKeys:!1,singleQuote:null,
trailingComma:!1,trueStr:"true",verifyAliasOrder:!0},n.schema.toStringOptions,e),s;switch(t.collectionStyle){case"block":
s=!1;break;case"flow":s=!0;break;default:s=null}return{anchors:new Set,doc:n,flowCollectionPadding:t.flowCollectionPadding?
" ":"",indent:"",indentStep:typeof t.indent=="number"?" ".repeat(t.indent):"  ",inFlow:s,options:t}}function Ff(n,e){if(e.
tag){let r=n.filter(i=>i.tag===e.tag);if(r.length>0)return r.find(i=>i.format===e.format)??r[0]}let t,s;if(Ne.isScalar(e)){
s=e.value;let r=n.filter(i=>i.identify?.(s));if(r.length>1){let i=r.filter(o=>o.test);i.length>0&&(r=i)}t=r.find(i=>i.format===
e.format)??r.find(i=>!i.format)}else s=e,t=n.find(r=>r.nodeClass&&s instanceof r.nodeClass);if(!t){let r=s?.constructor?.
name??(s===null?"null":typeof s);throw new Error(`Tag not resolved for ${r} value`)}return t}function Wf(n,e,{anchors:t,
doc:s}){if(!s.directives)return"";let r=[],i=(Ne.isScalar(n)||Ne.isCollection(n))&&n.anchor;i&&_f.anchorIsValid(i)&&(t.add(
i),r.push(`&${i}`));let o=n.tag??(e.default?null:e.tag);return o&&r.push(s.directives.tagString(o)),r.join(" ")}function Df(n,e,t,s){
if(Ne.isPair(n))return n.toString(e,t,s);if(Ne.isAlias(n)){if(e.doc.directives)return n.toString(e);if(e.resolvedAliases?.
has(n))throw new TypeError("Cannot stringify circular structure without alias nodes");e.resolvedAliases?e.resolvedAliases.
add(n):e.resolvedAliases=new Set([n]),n=n.resolve(e.doc)}let r,i=Ne.isNode(n)?n:e.doc.createNode(n,{onTagObj:l=>r=l});r??
(r=Ff(e.doc.schema.tags,i));let o=Wf(i,r,e);o.length>0&&(e.indentAtStart=(e.indentAtStart??0)+o.length+1);let a=typeof r.
stringify=="function"?r.stringify(i,e,t,s):Ne.isScalar(i)?qf.stringifyString(i,e,t,s):i.toString(e,t,s);return o?Ne.isScalar(
i)||a[0]==="{"||a[0]==="["?`${o} ${a}`:`${o}
${e.indent}${a}`:a}er.createStringifyContext=Rf;er.stringify=Df});var aa=k(oa=>{"use strict";var he=j(),ra=U(),ia=Pt(),xt=Nt();function Uf({key:n,value:e},t,s,r){let{allNullValues:i,doc:o,
indent:a,indentStep:l,options:{commentString:c,indentSeq:p,simpleKeys:u}}=t,f=he.isNode(n)&&n.comment||null;if(u){if(f)throw new Error(
"With simple keys, key nodes cannot have comments");if(he.isCollection(n)||!he.isNode(n)&&typeof n=="object"){let I="Wit\
h simple keys, collection cannot be used as a key value";throw new Error(I)}}let d=!u&&(!n||f&&e==null&&!t.inFlow||he.isCollection(
n)||(he.isScalar(n)?n.type===ra.Scalar.BLOCK_FOLDED||n.type===ra.Scalar.BLOCK_LITERAL:typeof n=="object"));t=Object.assign(
{},t,{allNullValues:!1,implicitKey:!d&&(u||!i),indent:a+l});let m=!1,g=!1,y=ia.stringify(n,t,()=>m=!0,()=>g=!0);if(!d&&!t.
inFlow&&y.length>1024){if(u)throw new Error("With simple keys, single line scalar must not span more than 1024 character\
s");d=!0}if(t.inFlow){if(i||e==null)return m&&s&&s(),y===""?"?":d?`? ${y}`:y}else if(i&&!u||e==null&&d)return y=`? ${y}`,
f&&!m?y+=xt.lineComment(y,t.indent,c(f)):g&&r&&r(),y;m&&(f=null),d?(f&&(y+=xt.lineComment(y,t.indent,c(f))),y=`? ${y}
${a}:`):(y=`${y}:`,f&&(y+=xt.lineComment(y,t.indent,c(f))));let w,b,S;he.isNode(e)?(w=!!e.spaceBefore,b=e.commentBefore,
S=e.comment):(w=!1,b=null,S=null,e&&typeof e=="object"&&(e=o.createNode(e))),t.implicitKey=!1,!d&&!f&&he.isScalar(e)&&(t.
indentAtStart=y.length+1),g=!1,!p&&l.length>=2&&!t.inFlow&&!d&&he.isSeq(e)&&!e.flow&&!e.tag&&!e.anchor&&(t.indent=t.indent.
substring(2));let N=!1,$=ia.stringify(e,t,()=>N=!0,()=>g=!0),O=" ";if(f||w||b){if(O=w?`
`:"",b){let I=c(b);O+=`
${xt.indentComment(I,t.indent)}`}$===""&&!t.inFlow?O===`
`&&S&&(O=`

`):O+=`
${t.indent}`}else if(!d&&he.isCollection(e)){let I=$[0],v=$.indexOf(`
`),E=v!==-1,x=t.inFlow??e.flow??e.items.length===0;if(E||!x){let C=!1;if(E&&(I==="&"||I==="!")){let L=$.indexOf(" ");I===
"&"&&L!==-1&&L<v&&$[L+1]==="!"&&(L=$.indexOf(" ",L+1)),(L===-1||v<L)&&(C=!0)}C||(O=`
${t.indent}`)}}else($===""||$[0]===`
`)&&(O="");return y+=O+$,t.inFlow?N&&s&&s():S&&!N?y+=xt.lineComment(y,t.indent,c(S)):g&&r&&r(),y}oa.stringifyPair=Uf});var nr=k(tr=>{"use strict";var la=Xt("process");function Bf(n,...e){n==="debug"&&console.log(...e)}function Jf(n,e){(n===
"debug"||n==="warn")&&(typeof la.emitWarning=="function"?la.emitWarning(e):console.warn(e))}tr.debug=Bf;tr.warn=Jf});var xn=k(Pn=>{"use strict";var En=j(),ca=U(),On="<<",An={identify:n=>n===On||typeof n=="symbol"&&n.description===On,default:"\
key",tag:"tag:yaml.org,2002:merge",test:/^<<$/,resolve:()=>Object.assign(new ca.Scalar(Symbol(On)),{addToJSMap:ua}),stringify:()=>On},
Kf=(n,e)=>(An.identify(e)||En.isScalar(e)&&(!e.type||e.type===ca.Scalar.PLAIN)&&An.identify(e.value))&&n?.doc.schema.tags.
some(t=>t.tag===An.tag&&t.default);function ua(n,e,t){let s=fa(n,t);if(En.isSeq(s))for(let r of s.items)sr(n,e,r);else if(Array.
isArray(s))for(let r of s)sr(n,e,r);else sr(n,e,s)}function sr(n,e,t){let s=fa(n,t);if(!En.isMap(s))throw new Error("Mer\
ge sources must be maps or map aliases");let r=s.toJSON(null,n,Map);for(let[i,o]of r)e instanceof Map?e.has(i)||e.set(i,
o):e instanceof Set?e.add(i):Object.prototype.hasOwnProperty.call(e,i)||Object.defineProperty(e,i,{value:o,writable:!0,enumerable:!0,
configurable:!0});return e}function fa(n,e){return n&&En.isAlias(e)?e.resolve(n.doc,n):e}Pn.addMergeToJSMap=ua;Pn.isMergeKey=
Kf;Pn.merge=An});var ir=k(ga=>{"use strict";var Vf=nr(),pa=xn(),zf=Pt(),da=j(),rr=ke();function Yf(n,e,{key:t,value:s}){if(da.isNode(t)&&
t.addToJSMap)t.addToJSMap(n,e,s);else if(pa.isMergeKey(n,t))pa.addMergeToJSMap(n,e,s);else{let r=rr.toJS(t,"",n);if(e instanceof
Map)e.set(r,rr.toJS(s,r,n));else if(e instanceof Set)e.add(r);else{let i=Gf(t,r,n),o=rr.toJS(s,i,n);i in e?Object.defineProperty(
e,i,{value:o,writable:!0,enumerable:!0,configurable:!0}):e[i]=o}}return e}function Gf(n,e,t){if(e===null)return"";if(typeof e!=
"object")return String(e);if(da.isNode(n)&&t?.doc){let s=zf.createStringifyContext(t.doc,{});s.anchors=new Set;for(let i of t.
anchors.keys())s.anchors.add(i.anchor);s.inFlow=!0,s.inStringifyKey=!0;let r=n.toString(s);if(!t.mapKeyWarned){let i=JSON.
stringify(r);i.length>40&&(i=i.substring(0,36)+'..."'),Vf.warn(t.doc.options.logLevel,`Keys with collection values will \
be stringified due to JS Object restrictions: ${i}. Set mapAsMap: true to use object keys.`),t.mapKeyWarned=!0}return r}
return JSON.stringify(e)}ga.addPairToJSMap=Yf});var Oe=k(or=>{"use strict";var ha=$t(),Hf=aa(),Qf=ir(),In=j();function Xf(n,e,t){let s=ha.createNode(n,void 0,t),r=ha.createNode(
e,void 0,t);return new Ln(s,r)}var Ln=class n{constructor(e,t=null){Object.defineProperty(this,In.NODE_TYPE,{value:In.PAIR}),
this.key=e,this.value=t}clone(e){let{key:t,value:s}=this;return In.isNode(t)&&(t=t.clone(e)),In.isNode(s)&&(s=s.clone(e)),
new n(t,s)}toJSON(e,t){let s=t?.mapAsMap?new Map:{};return Qf.addPairToJSMap(t,s,this)}toString(e,t,s){return e?.doc?Hf.
stringifyPair(this,e,t,s):JSON.stringify(this)}};or.Pair=Ln;or.createPair=Xf});var ar=k(ya=>{"use strict";var Fe=j(),ma=Pt(),Tn=Nt();function Zf(n,e,t){return(e.inFlow??n.flow?tp:ep)(n,e,t)}function ep({
comment:n,items:e},t,{blockItemPrefix:s,flowChars:r,itemIndent:i,onChompKeep:o,onComment:a}){let{indent:l,options:{commentString:c}}=t,
p=Object.assign({},t,{indent:i,type:null}),u=!1,f=[];for(let m=0;m<e.length;++m){let g=e[m],y=null;if(Fe.isNode(g))!u&&g.
spaceBefore&&f.push(""),jn(t,f,g.commentBefore,u),g.comment&&(y=g.comment);else if(Fe.isPair(g)){let b=Fe.isNode(g.key)?
g.key:null;b&&(!u&&b.spaceBefore&&f.push(""),jn(t,f,b.commentBefore,u))}u=!1;let w=ma.stringify(g,p,()=>y=null,()=>u=!0);
y&&(w+=Tn.lineComment(w,i,c(y))),u&&y&&(u=!1),f.push(s+w)}let d;if(f.length===0)d=r.start+r.end;else{d=f[0];for(let m=1;m<
f.length;++m){let g=f[m];d+=g?`
${l}${g}`:`
`}}return n?(d+=`
`+Tn.indentComment(c(n),l),a&&a()):u&&o&&o(),d}function tp({items:n},e,{flowChars:t,itemIndent:s}){let{indent:r,indentStep:i,
flowCollectionPadding:o,options:{commentString:a}}=e;s+=i;let l=Object.assign({},e,{indent:s,inFlow:!0,type:null}),c=!1,
p=0,u=[];for(let m=0;m<n.length;++m){let g=n[m],y=null;if(Fe.isNode(g))g.spaceBefore&&u.push(""),jn(e,u,g.commentBefore,
!1),g.comment&&(y=g.comment);else if(Fe.isPair(g)){let b=Fe.isNode(g.key)?g.key:null;b&&(b.spaceBefore&&u.push(""),jn(e,
u,b.commentBefore,!1),b.comment&&(c=!0));let S=Fe.isNode(g.value)?g.value:null;S?(S.comment&&(y=S.comment),S.commentBefore&&
(c=!0)):g.value==null&&b?.comment&&(y=b.comment)}y&&(c=!0);let w=ma.stringify(g,l,()=>y=null);c||(c=u.length>p||w.includes(
`
`)),m<n.length-1?w+=",":e.options.trailingComma&&(e.options.lineWidth>0&&(c||(c=u.reduce((b,S)=>b+S.length+2,2)+(w.length+
2)>e.options.lineWidth)),c&&(w+=",")),y&&(w+=Tn.lineComment(w,s,a(y))),u.push(w),p=u.length}let{start:f,end:d}=t;if(u.length===
0)return f+d;if(!c){let m=u.reduce((g,y)=>g+y.length+2,2);c=e.options.lineWidth>0&&m>e.options.lineWidth}if(c){let m=f;for(let g of u)
m+=g?`
${i}${r}${g}`:`
`;return`${m}
${r}${d}`}else return`${f}${o}${u.join(" ")}${o}${d}`}function jn({indent:n,options:{commentString:e}},t,s,r){if(s&&r&&(s=
s.replace(/^\n+/,"")),s){let i=Tn.indentComment(e(s),n);t.push(i.trimStart())}}ya.stringifyCollection=Zf});var Ee=k(cr=>{"use strict";var np=ar(),sp=ir(),rp=wn(),Ae=j(),Cn=Oe(),ip=U();function It(n,e){let t=Ae.isScalar(e)?e.value:
e;for(let s of n)if(Ae.isPair(s)&&(s.key===e||s.key===t||Ae.isScalar(s.key)&&s.key.value===t))return s}var lr=class extends rp.
Collection{static get tagName(){return"tag:yaml.org,2002:map"}constructor(e){super(Ae.MAP,e),this.items=[]}static from(e,t,s){
let{keepUndefined:r,replacer:i}=s,o=new this(e),a=(l,c)=>{if(typeof i=="function")c=i.call(t,l,c);else if(Array.isArray(
i)&&!i.includes(l))return;(c!==void 0||r)&&o.items.push(Cn.createPair(l,c,s))};if(t instanceof Map)for(let[l,c]of t)a(l,
c);else if(t&&typeof t=="object")for(let l of Object.keys(t))a(l,t[l]);return typeof e.sortMapEntries=="function"&&o.items.
sort(e.sortMapEntries),o}add(e,t){let s;Ae.isPair(e)?s=e:!e||typeof e!="object"||!("key"in e)?s=new Cn.Pair(e,e?.value):
s=new Cn.Pair(e.key,e.value);let r=It(this.items,s.key),i=this.schema?.sortMapEntries;if(r){if(!t)throw new Error(`Key ${s.
key} already set`);Ae.isScalar(r.value)&&ip.isScalarValue(s.value)?r.value.value=s.value:r.value=s.value}else if(i){let o=this.
items.findIndex(a=>i(s,a)<0);o===-1?this.items.push(s):this.items.splice(o,0,s)}else this.items.push(s)}delete(e){let t=It(
this.items,e);return t?this.items.splice(this.items.indexOf(t),1).length>0:!1}get(e,t){let r=It(this.items,e)?.value;return(!t&&
Ae.isScalar(r)?r.value:r)??void 0}has(e){return!!It(this.items,e)}set(e,t){this.add(new Cn.Pair(e,t),!0)}toJSON(e,t,s){let r=s?
new s:t?.mapAsMap?new Map:{};t?.onCreate&&t.onCreate(r);for(let i of this.items)sp.addPairToJSMap(t,r,i);return r}toString(e,t,s){
if(!e)return JSON.stringify(this);for(let r of this.items)if(!Ae.isPair(r))throw new Error(`Map items must all be pairs;\
 found ${JSON.stringify(r)} instead`);return!e.allNullValues&&this.hasAllNullValues(!1)&&(e=Object.assign({},e,{allNullValues:!0})),
np.stringifyCollection(this,e,{blockItemPrefix:"",flowChars:{start:"{",end:"}"},itemIndent:e.indent||"",onChompKeep:s,onComment:t})}};
cr.YAMLMap=lr;cr.findPair=It});var nt=k(wa=>{"use strict";var op=j(),ba=Ee(),ap={collection:"map",default:!0,nodeClass:ba.YAMLMap,tag:"tag:yaml.org,200\
2:map",resolve(n,e){return op.isMap(n)||e("Expected a mapping for this tag"),n},createNode:(n,e,t)=>ba.YAMLMap.from(n,e,
t)};wa.map=ap});var Pe=k(Sa=>{"use strict";var lp=$t(),cp=ar(),up=wn(),Mn=j(),fp=U(),pp=ke(),ur=class extends up.Collection{static get tagName(){
return"tag:yaml.org,2002:seq"}constructor(e){super(Mn.SEQ,e),this.items=[]}add(e){this.items.push(e)}delete(e){let t=_n(
e);return typeof t!="number"?!1:this.items.splice(t,1).length>0}get(e,t){let s=_n(e);if(typeof s!="number")return;let r=this.
items[s];return!t&&Mn.isScalar(r)?r.value:r}has(e){let t=_n(e);return typeof t=="number"&&t<this.items.length}set(e,t){let s=_n(
e);if(typeof s!="number")throw new Error(`Expected a valid index, not ${e}.`);let r=this.items[s];Mn.isScalar(r)&&fp.isScalarValue(
t)?r.value=t:this.items[s]=t}toJSON(e,t){let s=[];t?.onCreate&&t.onCreate(s);let r=0;for(let i of this.items)s.push(pp.toJS(
i,String(r++),t));return s}toString(e,t,s){return e?cp.stringifyCollection(this,e,{blockItemPrefix:"- ",flowChars:{start:"\
[",end:"]"},itemIndent:(e.indent||"")+"  ",onChompKeep:s,onComment:t}):JSON.stringify(this)}static from(e,t,s){let{replacer:r}=s,
i=new this(e);if(t&&Symbol.iterator in Object(t)){let o=0;for(let a of t){if(typeof r=="function"){let l=t instanceof Set?
a:String(o++);a=r.call(t,l,a)}i.items.push(lp.createNode(a,void 0,s))}}return i}};function _n(n){let e=Mn.isScalar(n)?n.
value:n;return e&&typeof e=="string"&&(e=Number(e)),typeof e=="number"&&Number.isInteger(e)&&e>=0?e:null}Sa.YAMLSeq=ur});var st=k(va=>{"use strict";var dp=j(),ka=Pe(),gp={collection:"seq",default:!0,nodeClass:ka.YAMLSeq,tag:"tag:yaml.org,200\
2:seq",resolve(n,e){return dp.isSeq(n)||e("Expected a sequence for this tag"),n},createNode:(n,e,t)=>ka.YAMLSeq.from(n,e,
t)};va.seq=gp});var Lt=k($a=>{"use strict";var hp=Et(),mp={identify:n=>typeof n=="string",default:!0,tag:"tag:yaml.org,2002:str",resolve:n=>n,
stringify(n,e,t,s){return e=Object.assign({actualString:!0},e),hp.stringifyString(n,e,t,s)}};$a.string=mp});var qn=k(Aa=>{"use strict";var Na=U(),Oa={identify:n=>n==null,createNode:()=>new Na.Scalar(null),default:!0,tag:"tag:yam\
l.org,2002:null",test:/^(?:~|[Nn]ull|NULL)?$/,resolve:()=>new Na.Scalar(null),stringify:({source:n},e)=>typeof n=="strin\
g"&&Oa.test.test(n)?n:e.options.nullStr};Aa.nullTag=Oa});var fr=k(Pa=>{"use strict";var yp=U(),Ea={identify:n=>typeof n=="boolean",default:!0,tag:"tag:yaml.org,2002:bool",test:/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
resolve:n=>new yp.Scalar(n[0]==="t"||n[0]==="T"),stringify({source:n,value:e},t){if(n&&Ea.test.test(n)){let s=n[0]==="t"||
n[0]==="T";if(e===s)return n}return e?t.options.trueStr:t.options.falseStr}};Pa.boolTag=Ea});var rt=k(xa=>{"use strict";function bp({format:n,minFractionDigits:e,tag:t,value:s}){if(typeof s=="bigint")return String(
s);let r=typeof s=="number"?s:Number(s);if(!isFinite(r))return isNaN(r)?".nan":r<0?"-.inf":".inf";let i=Object.is(s,-0)?
"-0":JSON.stringify(s);if(!n&&e&&(!t||t==="tag:yaml.org,2002:float")&&/^-?\d/.test(i)&&!i.includes("e")){let o=i.indexOf(
".");o<0&&(o=i.length,i+=".");let a=e-(i.length-o-1);for(;a-- >0;)i+="0"}return i}xa.stringifyNumber=bp});var dr=k(Rn=>{"use strict";var wp=U(),pr=rt(),Sp={identify:n=>typeof n=="number",default:!0,tag:"tag:yaml.org,2002:float",
test:/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,resolve:n=>n.slice(-3).toLowerCase()==="nan"?NaN:n[0]==="-"?Number.
NEGATIVE_INFINITY:Number.POSITIVE_INFINITY,stringify:pr.stringifyNumber},kp={identify:n=>typeof n=="number",default:!0,tag:"\
tag:yaml.org,2002:float",format:"EXP",test:/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,resolve:n=>parseFloat(
n),stringify(n){let e=Number(n.value);return isFinite(e)?e.toExponential():pr.stringifyNumber(n)}},vp={identify:n=>typeof n==
"number",default:!0,tag:"tag:yaml.org,2002:float",test:/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,resolve(n){let e=new wp.Scalar(
parseFloat(n)),t=n.indexOf(".");return t!==-1&&n[n.length-1]==="0"&&(e.minFractionDigits=n.length-t-1),e},stringify:pr.stringifyNumber};
Rn.float=vp;Rn.floatExp=kp;Rn.floatNaN=Sp});var hr=k(Wn=>{"use strict";var Ia=rt(),Fn=n=>typeof n=="bigint"||Number.isInteger(n),gr=(n,e,t,{intAsBigInt:s})=>s?BigInt(
n):parseInt(n.substring(e),t);function La(n,e,t){let{value:s}=n;return Fn(s)&&s>=0?t+s.toString(e):Ia.stringifyNumber(n)}
var $p={identify:n=>Fn(n)&&n>=0,default:!0,tag:"tag:yaml.org,2002:int",format:"OCT",test:/^0o[0-7]+$/,resolve:(n,e,t)=>gr(
n,2,8,t),stringify:n=>La(n,8,"0o")},Np={identify:Fn,default:!0,tag:"tag:yaml.org,2002:int",test:/^[-+]?[0-9]+$/,resolve:(n,e,t)=>gr(
n,0,10,t),stringify:Ia.stringifyNumber},Op={identify:n=>Fn(n)&&n>=0,default:!0,tag:"tag:yaml.org,2002:int",format:"HEX",
test:/^0x[0-9a-fA-F]+$/,resolve:(n,e,t)=>gr(n,2,16,t),stringify:n=>La(n,16,"0x")};Wn.int=Np;Wn.intHex=Op;Wn.intOct=$p});var ja=k(Ta=>{"use strict";var Ap=nt(),Ep=qn(),Pp=st(),xp=Lt(),Ip=fr(),mr=dr(),yr=hr(),Lp=[Ap.map,Pp.seq,xp.string,Ep.nullTag,
Ip.boolTag,yr.intOct,yr.int,yr.intHex,mr.floatNaN,mr.floatExp,mr.float];Ta.schema=Lp});var Ma=k(_a=>{"use strict";var Tp=U(),jp=nt(),Cp=st();function Ca(n){return typeof n=="bigint"||Number.isInteger(n)}var Dn=({
value:n})=>JSON.stringify(n),_p=[{identify:n=>typeof n=="string",default:!0,tag:"tag:yaml.org,2002:str",resolve:n=>n,stringify:Dn},
{identify:n=>n==null,createNode:()=>new Tp.Scalar(null),default:!0,tag:"tag:yaml.org,2002:null",test:/^null$/,resolve:()=>null,
stringify:Dn},{identify:n=>typeof n=="boolean",default:!0,tag:"tag:yaml.org,2002:bool",test:/^true$|^false$/,resolve:n=>n===
"true",stringify:Dn},{identify:Ca,default:!0,tag:"tag:yaml.org,2002:int",test:/^-?(?:0|[1-9][0-9]*)$/,resolve:(n,e,{intAsBigInt:t})=>t?
BigInt(n):parseInt(n,10),stringify:({value:n})=>Ca(n)?n.toString():JSON.stringify(n)},{identify:n=>typeof n=="number",default:!0,
tag:"tag:yaml.org,2002:float",test:/^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,resolve:n=>parseFloat(n),stringify:Dn}],
Mp={default:!0,tag:"",test:/^/,resolve(n,e){return e(`Unresolved plain scalar ${JSON.stringify(n)}`),n}},qp=[jp.map,Cp.seq].
concat(_p,Mp);_a.schema=qp});var wr=k(qa=>{"use strict";var Tt=Xt("buffer"),br=U(),Rp=Et(),Fp={identify:n=>n instanceof Uint8Array,default:!1,tag:"ta\
g:yaml.org,2002:binary",resolve(n,e){if(typeof Tt.Buffer=="function")return Tt.Buffer.from(n,"base64");if(typeof atob=="\
function"){let t=atob(n.replace(/[\n\r]/g,"")),s=new Uint8Array(t.length);for(let r=0;r<t.length;++r)s[r]=t.charCodeAt(r);
return s}else return e("This environment does not support reading binary tags; either Buffer or atob is required"),n},stringify({
comment:n,type:e,value:t},s,r,i){if(!t)return"";let o=t,a;if(typeof Tt.Buffer=="function")a=o instanceof Tt.Buffer?o.toString(
"base64"):Tt.Buffer.from(o.buffer).toString("base64");else if(typeof btoa=="function"){let l="";for(let c=0;c<o.length;++c)
l+=String.fromCharCode(o[c]);a=btoa(l)}else throw new Error("This environment does not support writing binary tags; eith\
er Buffer or btoa is required");if(e??(e=br.Scalar.BLOCK_LITERAL),e!==br.Scalar.QUOTE_DOUBLE){let l=Math.max(s.options.lineWidth-
s.indent.length,s.options.minContentWidth),c=Math.ceil(a.length/l),p=new Array(c);for(let u=0,f=0;u<c;++u,f+=l)p[u]=a.substr(
f,l);a=p.join(e===br.Scalar.BLOCK_LITERAL?`
`:" ")}return Rp.stringifyString({comment:n,type:e,value:a},s,r,i)}};qa.binary=Fp});var Jn=k(Bn=>{"use strict";var Un=j(),Sr=Oe(),Wp=U(),Dp=Pe();function Ra(n,e){if(Un.isSeq(n))for(let t=0;t<n.items.length;++t){
let s=n.items[t];if(!Un.isPair(s)){if(Un.isMap(s)){s.items.length>1&&e("Each pair must have its own sequence indicator");
let r=s.items[0]||new Sr.Pair(new Wp.Scalar(null));if(s.commentBefore&&(r.key.commentBefore=r.key.commentBefore?`${s.commentBefore}\

${r.key.commentBefore}`:s.commentBefore),s.comment){let i=r.value??r.key;i.comment=i.comment?`${s.comment}
${i.comment}`:s.comment}s=r}n.items[t]=Un.isPair(s)?s:new Sr.Pair(s)}}else e("Expected a sequence for this tag");return n}
function Fa(n,e,t){let{replacer:s}=t,r=new Dp.YAMLSeq(n);r.tag="tag:yaml.org,2002:pairs";let i=0;if(e&&Symbol.iterator in
Object(e))for(let o of e){typeof s=="function"&&(o=s.call(e,String(i++),o));let a,l;if(Array.isArray(o))if(o.length===2)
a=o[0],l=o[1];else throw new TypeError(`Expected [key, value] tuple: ${o}`);else if(o&&o instanceof Object){let c=Object.
keys(o);if(c.length===1)a=c[0],l=o[a];else throw new TypeError(`Expected tuple with one key, not ${c.length} keys`)}else
a=o;r.items.push(Sr.createPair(a,l,t))}return r}var Up={collection:"seq",default:!1,tag:"tag:yaml.org,2002:pairs",resolve:Ra,
createNode:Fa};Bn.createPairs=Fa;Bn.pairs=Up;Bn.resolvePairs=Ra});var $r=k(vr=>{"use strict";var Wa=j(),kr=ke(),jt=Ee(),Bp=Pe(),Da=Jn(),We=class n extends Bp.YAMLSeq{constructor(){super(),
this.add=jt.YAMLMap.prototype.add.bind(this),this.delete=jt.YAMLMap.prototype.delete.bind(this),this.get=jt.YAMLMap.prototype.
get.bind(this),this.has=jt.YAMLMap.prototype.has.bind(this),this.set=jt.YAMLMap.prototype.set.bind(this),this.tag=n.tag}toJSON(e,t){
if(!t)return super.toJSON(e);let s=new Map;t?.onCreate&&t.onCreate(s);for(let r of this.items){let i,o;if(Wa.isPair(r)?(i=
kr.toJS(r.key,"",t),o=kr.toJS(r.value,i,t)):i=kr.toJS(r,"",t),s.has(i))throw new Error("Ordered maps must not include du\
plicate keys");s.set(i,o)}return s}static from(e,t,s){let r=Da.createPairs(e,t,s),i=new this;return i.items=r.items,i}};
We.tag="tag:yaml.org,2002:omap";var Jp={collection:"seq",identify:n=>n instanceof Map,nodeClass:We,default:!1,tag:"tag:y\
aml.org,2002:omap",resolve(n,e){let t=Da.resolvePairs(n,e),s=[];for(let{key:r}of t.items)Wa.isScalar(r)&&(s.includes(r.value)?
e(`Ordered maps must not include duplicate keys: ${r.value}`):s.push(r.value));return Object.assign(new We,t)},createNode:(n,e,t)=>We.
from(n,e,t)};vr.YAMLOMap=We;vr.omap=Jp});var Va=k(Nr=>{"use strict";var Ua=U();function Ba({value:n,source:e},t){return e&&(n?Ja:Ka).test.test(e)?e:n?t.options.trueStr:
t.options.falseStr}var Ja={identify:n=>n===!0,default:!0,tag:"tag:yaml.org,2002:bool",test:/^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
resolve:()=>new Ua.Scalar(!0),stringify:Ba},Ka={identify:n=>n===!1,default:!0,tag:"tag:yaml.org,2002:bool",test:/^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
resolve:()=>new Ua.Scalar(!1),stringify:Ba};Nr.falseTag=Ka;Nr.trueTag=Ja});var za=k(Kn=>{"use strict";var Kp=U(),Or=rt(),Vp={identify:n=>typeof n=="number",default:!0,tag:"tag:yaml.org,2002:float",
test:/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,resolve:n=>n.slice(-3).toLowerCase()==="nan"?NaN:n[0]==="-"?Number.
NEGATIVE_INFINITY:Number.POSITIVE_INFINITY,stringify:Or.stringifyNumber},zp={identify:n=>typeof n=="number",default:!0,tag:"\
tag:yaml.org,2002:float",format:"EXP",test:/^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,resolve:n=>parseFloat(
n.replace(/_/g,"")),stringify(n){let e=Number(n.value);return isFinite(e)?e.toExponential():Or.stringifyNumber(n)}},Yp={
identify:n=>typeof n=="number",default:!0,tag:"tag:yaml.org,2002:float",test:/^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,resolve(n){
let e=new Kp.Scalar(parseFloat(n.replace(/_/g,""))),t=n.indexOf(".");if(t!==-1){let s=n.substring(t+1).replace(/_/g,"");
s[s.length-1]==="0"&&(e.minFractionDigits=s.length)}return e},stringify:Or.stringifyNumber};Kn.float=Yp;Kn.floatExp=zp;Kn.
floatNaN=Vp});var Ga=k(_t=>{"use strict";var Ya=rt(),Ct=n=>typeof n=="bigint"||Number.isInteger(n);function Vn(n,e,t,{intAsBigInt:s}){
let r=n[0];if((r==="-"||r==="+")&&(e+=1),n=n.substring(e).replace(/_/g,""),s){switch(t){case 2:n=`0b${n}`;break;case 8:n=
`0o${n}`;break;case 16:n=`0x${n}`;break}let o=BigInt(n);return r==="-"?BigInt(-1)*o:o}let i=parseInt(n,t);return r==="-"?
-1*i:i}function Ar(n,e,t){let{value:s}=n;if(Ct(s)){let r=s.toString(e);return s<0?"-"+t+r.substr(1):t+r}return Ya.stringifyNumber(
n)}var Gp={identify:Ct,default:!0,tag:"tag:yaml.org,2002:int",format:"BIN",test:/^[-+]?0b[0-1_]+$/,resolve:(n,e,t)=>Vn(n,
2,2,t),stringify:n=>Ar(n,2,"0b")},Hp={identify:Ct,default:!0,tag:"tag:yaml.org,2002:int",format:"OCT",test:/^[-+]?0[0-7_]+$/,
resolve:(n,e,t)=>Vn(n,1,8,t),stringify:n=>Ar(n,8,"0")},Qp={identify:Ct,default:!0,tag:"tag:yaml.org,2002:int",test:/^[-+]?[0-9][0-9_]*$/,
resolve:(n,e,t)=>Vn(n,0,10,t),stringify:Ya.stringifyNumber},Xp={identify:Ct,default:!0,tag:"tag:yaml.org,2002:int",format:"\
HEX",test:/^[-+]?0x[0-9a-fA-F_]+$/,resolve:(n,e,t)=>Vn(n,2,16,t),stringify:n=>Ar(n,16,"0x")};_t.int=Qp;_t.intBin=Gp;_t.intHex=
Xp;_t.intOct=Hp});var Pr=k(Er=>{"use strict";var Gn=j(),zn=Oe(),Yn=Ee(),De=class n extends Yn.YAMLMap{constructor(e){super(e),this.tag=n.tag}add(e){
let t;Gn.isPair(e)?t=e:e&&typeof e=="object"&&"key"in e&&"value"in e&&e.value===null?t=new zn.Pair(e.key,null):t=new zn.
Pair(e,null),Yn.findPair(this.items,t.key)||this.items.push(t)}get(e,t){let s=Yn.findPair(this.items,e);return!t&&Gn.isPair(
s)?Gn.isScalar(s.key)?s.key.value:s.key:s}set(e,t){if(typeof t!="boolean")throw new Error(`Expected boolean value for se\
t(key, value) in a YAML set, not ${typeof t}`);let s=Yn.findPair(this.items,e);s&&!t?this.items.splice(this.items.indexOf(
s),1):!s&&t&&this.items.push(new zn.Pair(e))}toJSON(e,t){return super.toJSON(e,t,Set)}toString(e,t,s){if(!e)return JSON.
stringify(this);if(this.hasAllNullValues(!0))return super.toString(Object.assign({},e,{allNullValues:!0}),t,s);throw new Error(
"Set items must all have null values")}static from(e,t,s){let{replacer:r}=s,i=new this(e);if(t&&Symbol.iterator in Object(
t))for(let o of t)typeof r=="function"&&(o=r.call(t,o,o)),i.items.push(zn.createPair(o,null,s));return i}};De.tag="tag:y\
aml.org,2002:set";var Zp={collection:"map",identify:n=>n instanceof Set,nodeClass:De,default:!1,tag:"tag:yaml.org,2002:s\
et",createNode:(n,e,t)=>De.from(n,e,t),resolve(n,e){if(Gn.isMap(n)){if(n.hasAllNullValues(!0))return Object.assign(new De,
n);e("Set items must all have null values")}else e("Expected a mapping for this tag");return n}};Er.YAMLSet=De;Er.set=Zp});var Ir=k(Hn=>{"use strict";var ed=rt();function xr(n,e){let t=n[0],s=t==="-"||t==="+"?n.substring(1):n,r=o=>e?BigInt(o):
Number(o),i=s.replace(/_/g,"").split(":").reduce((o,a)=>o*r(60)+r(a),r(0));return t==="-"?r(-1)*i:i}function Ha(n){let{value:e}=n,
t=o=>o;if(typeof e=="bigint")t=o=>BigInt(o);else if(isNaN(e)||!isFinite(e))return ed.stringifyNumber(n);let s="";e<0&&(s=
"-",e*=t(-1));let r=t(60),i=[e%r];return e<60?i.unshift(0):(e=(e-i[0])/r,i.unshift(e%r),e>=60&&(e=(e-i[0])/r,i.unshift(e))),
s+i.map(o=>String(o).padStart(2,"0")).join(":").replace(/000000\d*$/,"")}var td={identify:n=>typeof n=="bigint"||Number.
isInteger(n),default:!0,tag:"tag:yaml.org,2002:int",format:"TIME",test:/^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,resolve:(n,e,{
intAsBigInt:t})=>xr(n,t),stringify:Ha},nd={identify:n=>typeof n=="number",default:!0,tag:"tag:yaml.org,2002:float",format:"\
TIME",test:/^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,resolve:n=>xr(n,!1),stringify:Ha},Qa={identify:n=>n instanceof
Date,default:!0,tag:"tag:yaml.org,2002:timestamp",test:RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0\
-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),resolve(n){let e=n.match(
Qa.test);if(!e)throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");let[,t,s,r,i,o,a]=e.map(Number),l=e[7]?
Number((e[7]+"00").substr(1,3)):0,c=Date.UTC(t,s-1,r,i||0,o||0,a||0,l),p=e[8];if(p&&p!=="Z"){let u=xr(p,!1);Math.abs(u)<
30&&(u*=60),c-=6e4*u}return new Date(c)},stringify:({value:n})=>n?.toISOString().replace(/(T00:00:00)?\.000Z$/,"")??""};
Hn.floatTime=nd;Hn.intTime=td;Hn.timestamp=Qa});var el=k(Za=>{"use strict";var sd=nt(),rd=qn(),id=st(),od=Lt(),ad=wr(),Xa=Va(),Lr=za(),Qn=Ga(),ld=xn(),cd=$r(),ud=Jn(),fd=Pr(),
Tr=Ir(),pd=[sd.map,id.seq,od.string,rd.nullTag,Xa.trueTag,Xa.falseTag,Qn.intBin,Qn.intOct,Qn.int,Qn.intHex,Lr.floatNaN,Lr.
floatExp,Lr.float,ad.binary,ld.merge,cd.omap,ud.pairs,fd.set,Tr.intTime,Tr.floatTime,Tr.timestamp];Za.schema=pd});var ul=k(_r=>{"use strict";var rl=nt(),dd=qn(),il=st(),gd=Lt(),hd=fr(),jr=dr(),Cr=hr(),md=ja(),yd=Ma(),ol=wr(),Mt=xn(),al=$r(),
ll=Jn(),tl=el(),cl=Pr(),Xn=Ir(),nl=new Map([["core",md.schema],["failsafe",[rl.map,il.seq,gd.string]],["json",yd.schema],
["yaml11",tl.schema],["yaml-1.1",tl.schema]]),sl={binary:ol.binary,bool:hd.boolTag,float:jr.float,floatExp:jr.floatExp,floatNaN:jr.
floatNaN,floatTime:Xn.floatTime,int:Cr.int,intHex:Cr.intHex,intOct:Cr.intOct,intTime:Xn.intTime,map:rl.map,merge:Mt.merge,
null:dd.nullTag,omap:al.omap,pairs:ll.pairs,seq:il.seq,set:cl.set,timestamp:Xn.timestamp},bd={"tag:yaml.org,2002:binary":ol.
binary,"tag:yaml.org,2002:merge":Mt.merge,"tag:yaml.org,2002:omap":al.omap,"tag:yaml.org,2002:pairs":ll.pairs,"tag:yaml.\
org,2002:set":cl.set,"tag:yaml.org,2002:timestamp":Xn.timestamp};function wd(n,e,t){let s=nl.get(e);if(s&&!n)return t&&!s.
includes(Mt.merge)?s.concat(Mt.merge):s.slice();let r=s;if(!r)if(Array.isArray(n))r=[];else{let i=Array.from(nl.keys()).
filter(o=>o!=="yaml11").map(o=>JSON.stringify(o)).join(", ");throw new Error(`Unknown schema "${e}"; use one of ${i} or \
define customTags array`)}if(Array.isArray(n))for(let i of n)r=r.concat(i);else typeof n=="function"&&(r=n(r.slice()));return t&&
(r=r.concat(Mt.merge)),r.reduce((i,o)=>{let a=typeof o=="string"?sl[o]:o;if(!a){let l=JSON.stringify(o),c=Object.keys(sl).
map(p=>JSON.stringify(p)).join(", ");throw new Error(`Unknown custom tag ${l}; use one of ${c}`)}return i.includes(a)||i.
push(a),i},[])}_r.coreKnownTags=bd;_r.getTags=wd});var Rr=k(fl=>{"use strict";var Mr=j(),Sd=nt(),kd=st(),vd=Lt(),Zn=ul(),$d=(n,e)=>n.key<e.key?-1:n.key>e.key?1:0,qr=class n{constructor({
compat:e,customTags:t,merge:s,resolveKnownTags:r,schema:i,sortMapEntries:o,toStringDefaults:a}){this.compat=Array.isArray(
e)?Zn.getTags(e,"compat"):e?Zn.getTags(null,e):null,this.name=typeof i=="string"&&i||"core",this.knownTags=r?Zn.coreKnownTags:
{},this.tags=Zn.getTags(t,this.name,s),this.toStringOptions=a??null,Object.defineProperty(this,Mr.MAP,{value:Sd.map}),Object.
defineProperty(this,Mr.SCALAR,{value:vd.string}),Object.defineProperty(this,Mr.SEQ,{value:kd.seq}),this.sortMapEntries=typeof o==
"function"?o:o===!0?$d:null}clone(){let e=Object.create(n.prototype,Object.getOwnPropertyDescriptors(this));return e.tags=
this.tags.slice(),e}};fl.Schema=qr});var dl=k(pl=>{"use strict";var Nd=j(),Fr=Pt(),qt=Nt();function Od(n,e){let t=[],s=e.directives===!0;if(e.directives!==!1&&
n.directives){let l=n.directives.toString(n);l?(t.push(l),s=!0):n.directives.docStart&&(s=!0)}s&&t.push("---");let r=Fr.
createStringifyContext(n,e),{commentString:i}=r.options;if(n.commentBefore){t.length!==1&&t.unshift("");let l=i(n.commentBefore);
t.unshift(qt.indentComment(l,""))}let o=!1,a=null;if(n.contents){if(Nd.isNode(n.contents)){if(n.contents.spaceBefore&&s&&
t.push(""),n.contents.commentBefore){let p=i(n.contents.commentBefore);t.push(qt.indentComment(p,""))}r.forceBlockIndent=
!!n.comment,a=n.contents.comment}let l=a?void 0:()=>o=!0,c=Fr.stringify(n.contents,r,()=>a=null,l);a&&(c+=qt.lineComment(
c,"",i(a))),(c[0]==="|"||c[0]===">")&&t[t.length-1]==="---"?t[t.length-1]=`--- ${c}`:t.push(c)}else t.push(Fr.stringify(
n.contents,r));if(n.directives?.docEnd)if(n.comment){let l=i(n.comment);l.includes(`
`)?(t.push("..."),t.push(qt.indentComment(l,""))):t.push(`... ${l}`)}else t.push("...");else{let l=n.comment;l&&o&&(l=l.
replace(/^\n+/,"")),l&&((!o||a)&&t[t.length-1]!==""&&t.push(""),t.push(qt.indentComment(i(l),"")))}return t.join(`
`)+`
`}pl.stringifyDocument=Od});var Rt=k(gl=>{"use strict";var Ad=vt(),it=wn(),te=j(),Ed=Oe(),Pd=ke(),xd=Rr(),Id=dl(),Wr=hn(),Ld=Js(),Td=$t(),Dr=Bs(),Ur=class n{constructor(e,t,s){
this.commentBefore=null,this.comment=null,this.errors=[],this.warnings=[],Object.defineProperty(this,te.NODE_TYPE,{value:te.
DOC});let r=null;typeof t=="function"||Array.isArray(t)?r=t:s===void 0&&t&&(s=t,t=void 0);let i=Object.assign({intAsBigInt:!1,
keepSourceTokens:!1,logLevel:"warn",prettyErrors:!0,strict:!0,stringKeys:!1,uniqueKeys:!0,version:"1.2"},s);this.options=
i;let{version:o}=i;s?._directives?(this.directives=s._directives.atDocument(),this.directives.yaml.explicit&&(o=this.directives.
yaml.version)):this.directives=new Dr.Directives({version:o}),this.setSchema(o,s),this.contents=e===void 0?null:this.createNode(
e,r,s)}clone(){let e=Object.create(n.prototype,{[te.NODE_TYPE]:{value:te.DOC}});return e.commentBefore=this.commentBefore,
e.comment=this.comment,e.errors=this.errors.slice(),e.warnings=this.warnings.slice(),e.options=Object.assign({},this.options),
this.directives&&(e.directives=this.directives.clone()),e.schema=this.schema.clone(),e.contents=te.isNode(this.contents)?
this.contents.clone(e.schema):this.contents,this.range&&(e.range=this.range.slice()),e}add(e){ot(this.contents)&&this.contents.
add(e)}addIn(e,t){ot(this.contents)&&this.contents.addIn(e,t)}createAlias(e,t){if(!e.anchor){let s=Wr.anchorNames(this);
e.anchor=!t||s.has(t)?Wr.findNewAnchor(t||"a",s):t}return new Ad.Alias(e.anchor)}createNode(e,t,s){let r;if(typeof t=="f\
unction")e=t.call({"":e},"",e),r=t;else if(Array.isArray(t)){let y=b=>typeof b=="number"||b instanceof String||b instanceof
Number,w=t.filter(y).map(String);w.length>0&&(t=t.concat(w)),r=t}else s===void 0&&t&&(s=t,t=void 0);let{aliasDuplicateObjects:i,
anchorPrefix:o,flow:a,keepUndefined:l,onTagObj:c,tag:p}=s??{},{onAnchor:u,setAnchors:f,sourceObjects:d}=Wr.createNodeAnchors(
this,o||"a"),m={aliasDuplicateObjects:i??!0,keepUndefined:l??!1,onAnchor:u,onTagObj:c,replacer:r,schema:this.schema,sourceObjects:d},
g=Td.createNode(e,p,m);return a&&te.isCollection(g)&&(g.flow=!0),f(),g}createPair(e,t,s={}){let r=this.createNode(e,null,
s),i=this.createNode(t,null,s);return new Ed.Pair(r,i)}delete(e){return ot(this.contents)?this.contents.delete(e):!1}deleteIn(e){
return it.isEmptyPath(e)?this.contents==null?!1:(this.contents=null,!0):ot(this.contents)?this.contents.deleteIn(e):!1}get(e,t){
return te.isCollection(this.contents)?this.contents.get(e,t):void 0}getIn(e,t){return it.isEmptyPath(e)?!t&&te.isScalar(
this.contents)?this.contents.value:this.contents:te.isCollection(this.contents)?this.contents.getIn(e,t):void 0}has(e){return te.
isCollection(this.contents)?this.contents.has(e):!1}hasIn(e){return it.isEmptyPath(e)?this.contents!==void 0:te.isCollection(
this.contents)?this.contents.hasIn(e):!1}set(e,t){this.contents==null?this.contents=it.collectionFromPath(this.schema,[e],
t):ot(this.contents)&&this.contents.set(e,t)}setIn(e,t){it.isEmptyPath(e)?this.contents=t:this.contents==null?this.contents=
it.collectionFromPath(this.schema,Array.from(e),t):ot(this.contents)&&this.contents.setIn(e,t)}setSchema(e,t={}){typeof e==
"number"&&(e=String(e));let s;switch(e){case"1.1":this.directives?this.directives.yaml.version="1.1":this.directives=new Dr.
Directives({version:"1.1"}),s={resolveKnownTags:!1,schema:"yaml-1.1"};break;case"1.2":case"next":this.directives?this.directives.
yaml.version=e:this.directives=new Dr.Directives({version:e}),s={resolveKnownTags:!0,schema:"core"};break;case null:this.
directives&&delete this.directives,s=null;break;default:{let r=JSON.stringify(e);throw new Error(`Expected '1.1', '1.2' \
or null as first argument, but found: ${r}`)}}if(t.schema instanceof Object)this.schema=t.schema;else if(s)this.schema=new xd.
Schema(Object.assign(s,t));else throw new Error("With a null YAML version, the { schema: Schema } option is required")}toJS({
json:e,jsonArg:t,mapAsMap:s,maxAliasCount:r,onAnchor:i,reviver:o}={}){let a={anchors:new Map,doc:this,keep:!e,mapAsMap:s===
!0,mapKeyWarned:!1,maxAliasCount:typeof r=="number"?r:100},l=Pd.toJS(this.contents,t??"",a);if(typeof i=="function")for(let{
count:c,res:p}of a.anchors.values())i(p,c);return typeof o=="function"?Ld.applyReviver(o,{"":l},"",l):l}toJSON(e,t){return this.
toJS({json:!0,jsonArg:e,mapAsMap:!1,onAnchor:t})}toString(e={}){if(this.errors.length>0)throw new Error("Document with e\
rrors cannot be stringified");if("indent"in e&&(!Number.isInteger(e.indent)||Number(e.indent)<=0)){let t=JSON.stringify(
e.indent);throw new Error(`"indent" option must be a positive integer, not ${t}`)}return Id.stringifyDocument(this,e)}};
function ot(n){if(te.isCollection(n))return!0;throw new Error("Expected a YAML collection as document contents")}gl.Document=
Ur});var Dt=k(Wt=>{"use strict";var Ft=class extends Error{constructor(e,t,s,r){super(),this.name=e,this.code=s,this.message=
r,this.pos=t}},Br=class extends Ft{constructor(e,t,s){super("YAMLParseError",e,t,s)}},Jr=class extends Ft{constructor(e,t,s){
super("YAMLWarning",e,t,s)}},jd=(n,e)=>t=>{if(t.pos[0]===-1)return;t.linePos=t.pos.map(a=>e.linePos(a));let{line:s,col:r}=t.
linePos[0];t.message+=` at line ${s}, column ${r}`;let i=r-1,o=n.substring(e.lineStarts[s-1],e.lineStarts[s]).replace(/[\n\r]+$/,
"");if(i>=60&&o.length>80){let a=Math.min(i-39,o.length-79);o="\u2026"+o.substring(a),i-=a-1}if(o.length>80&&(o=o.substring(
0,79)+"\u2026"),s>1&&/^ *$/.test(o.substring(0,i))){let a=n.substring(e.lineStarts[s-2],e.lineStarts[s-1]);a.length>80&&
(a=a.substring(0,79)+`\u2026
`),o=a+o}if(/[^ ]/.test(o)){let a=1,l=t.linePos[1];l?.line===s&&l.col>r&&(a=Math.max(1,Math.min(l.col-r,80-i)));let c=" ".
repeat(i)+"^".repeat(a);t.message+=`:

${o}
${c}
`}};Wt.YAMLError=Ft;Wt.YAMLParseError=Br;Wt.YAMLWarning=Jr;Wt.prettifyError=jd});var Ut=k(hl=>{"use strict";function Cd(n,{flow:e,indicator:t,next:s,offset:r,onError:i,parentIndent:o,startOnNewline:a}){
let l=!1,c=a,p=a,u="",f="",d=!1,m=!1,g=null,y=null,w=null,b=null,S=null,N=null,$=null;for(let v of n)switch(m&&(v.type!==
"space"&&v.type!=="newline"&&v.type!=="comma"&&i(v.offset,"MISSING_CHAR","Tags and anchors must be separated from the ne\
xt token by white space"),m=!1),g&&(c&&v.type!=="comment"&&v.type!=="newline"&&i(g,"TAB_AS_INDENT","Tabs are not allowed\
 as indentation"),g=null),v.type){case"space":!e&&(t!=="doc-start"||s?.type!=="flow-collection")&&v.source.includes("	")&&
(g=v),p=!0;break;case"comment":{p||i(v,"MISSING_CHAR","Comments must be separated from other tokens by white space chara\
cters");let E=v.source.substring(1)||" ";u?u+=f+E:u=E,f="",c=!1;break}case"newline":c?u?u+=v.source:(!N||t!=="seq-item-i\
nd")&&(l=!0):f+=v.source,c=!0,d=!0,(y||w)&&(b=v),p=!0;break;case"anchor":y&&i(v,"MULTIPLE_ANCHORS","A node can have at m\
ost one anchor"),v.source.endsWith(":")&&i(v.offset+v.source.length-1,"BAD_ALIAS","Anchor ending in : is ambiguous",!0),
y=v,$??($=v.offset),c=!1,p=!1,m=!0;break;case"tag":{w&&i(v,"MULTIPLE_TAGS","A node can have at most one tag"),w=v,$??($=
v.offset),c=!1,p=!1,m=!0;break}case t:(y||w)&&i(v,"BAD_PROP_ORDER",`Anchors and tags must be after the ${v.source} indic\
ator`),N&&i(v,"UNEXPECTED_TOKEN",`Unexpected ${v.source} in ${e??"collection"}`),N=v,c=t==="seq-item-ind"||t==="explicit\
-key-ind",p=!1;break;case"comma":if(e){S&&i(v,"UNEXPECTED_TOKEN",`Unexpected , in ${e}`),S=v,c=!1,p=!1;break}default:i(v,
"UNEXPECTED_TOKEN",`Unexpected ${v.type} token`),c=!1,p=!1}let O=n[n.length-1],I=O?O.offset+O.source.length:r;return m&&
s&&s.type!=="space"&&s.type!=="newline"&&s.type!=="comma"&&(s.type!=="scalar"||s.source!=="")&&i(s.offset,"MISSING_CHAR",
"Tags and anchors must be separated from the next token by white space"),g&&(c&&g.indent<=o||s?.type==="block-map"||s?.type===
"block-seq")&&i(g,"TAB_AS_INDENT","Tabs are not allowed as indentation"),{comma:S,found:N,spaceBefore:l,comment:u,hasNewline:d,
anchor:y,tag:w,newlineAfterProp:b,end:I,start:$??I}}hl.resolveProps=Cd});var es=k(ml=>{"use strict";function Kr(n){if(!n)return null;switch(n.type){case"alias":case"scalar":case"double-quoted-s\
calar":case"single-quoted-scalar":if(n.source.includes(`
`))return!0;if(n.end){for(let e of n.end)if(e.type==="newline")return!0}return!1;case"flow-collection":for(let e of n.items){
for(let t of e.start)if(t.type==="newline")return!0;if(e.sep){for(let t of e.sep)if(t.type==="newline")return!0}if(Kr(e.
key)||Kr(e.value))return!0}return!1;default:return!0}}ml.containsNewline=Kr});var Vr=k(yl=>{"use strict";var _d=es();function Md(n,e,t){if(e?.type==="flow-collection"){let s=e.end[0];s.indent===n&&(s.
source==="]"||s.source==="}")&&_d.containsNewline(e)&&t(s,"BAD_INDENT","Flow end indicator should be more indented than \
parent",!0)}}yl.flowIndentCheck=Md});var zr=k(wl=>{"use strict";var bl=j();function qd(n,e,t){let{uniqueKeys:s}=n.options;if(s===!1)return!1;let r=typeof s==
"function"?s:(i,o)=>i===o||bl.isScalar(i)&&bl.isScalar(o)&&i.value===o.value;return e.some(i=>r(i.key,t))}wl.mapIncludes=
qd});var Ol=k(Nl=>{"use strict";var Sl=Oe(),Rd=Ee(),kl=Ut(),Fd=es(),vl=Vr(),Wd=zr(),$l="All mapping items must start at the s\
ame column";function Dd({composeNode:n,composeEmptyNode:e},t,s,r,i){let o=i?.nodeClass??Rd.YAMLMap,a=new o(t.schema);t.atRoot&&
(t.atRoot=!1);let l=s.offset,c=null;for(let p of s.items){let{start:u,key:f,sep:d,value:m}=p,g=kl.resolveProps(u,{indicator:"\
explicit-key-ind",next:f??d?.[0],offset:l,onError:r,parentIndent:s.indent,startOnNewline:!0}),y=!g.found;if(y){if(f&&(f.
type==="block-seq"?r(l,"BLOCK_AS_IMPLICIT_KEY","A block sequence may not be used as an implicit map key"):"indent"in f&&
f.indent!==s.indent&&r(l,"BAD_INDENT",$l)),!g.anchor&&!g.tag&&!d){c=g.end,g.comment&&(a.comment?a.comment+=`
`+g.comment:a.comment=g.comment);continue}(g.newlineAfterProp||Fd.containsNewline(f))&&r(f??u[u.length-1],"MULTILINE_IMP\
LICIT_KEY","Implicit keys need to be on a single line")}else g.found?.indent!==s.indent&&r(l,"BAD_INDENT",$l);t.atKey=!0;
let w=g.end,b=f?n(t,f,g,r):e(t,w,u,null,g,r);t.schema.compat&&vl.flowIndentCheck(s.indent,f,r),t.atKey=!1,Wd.mapIncludes(
t,a.items,b)&&r(w,"DUPLICATE_KEY","Map keys must be unique");let S=kl.resolveProps(d??[],{indicator:"map-value-ind",next:m,
offset:b.range[2],onError:r,parentIndent:s.indent,startOnNewline:!f||f.type==="block-scalar"});if(l=S.end,S.found){y&&(m?.
type==="block-map"&&!S.hasNewline&&r(l,"BLOCK_AS_IMPLICIT_KEY","Nested mappings are not allowed in compact mappings"),t.
options.strict&&g.start<S.found.offset-1024&&r(b.range,"KEY_OVER_1024_CHARS","The : indicator must be at most 1024 chars\
 after the start of an implicit block mapping key"));let N=m?n(t,m,S,r):e(t,l,d,null,S,r);t.schema.compat&&vl.flowIndentCheck(
s.indent,m,r),l=N.range[2];let $=new Sl.Pair(b,N);t.options.keepSourceTokens&&($.srcToken=p),a.items.push($)}else{y&&r(b.
range,"MISSING_CHAR","Implicit map keys need to be followed by map values"),S.comment&&(b.comment?b.comment+=`
`+S.comment:b.comment=S.comment);let N=new Sl.Pair(b);t.options.keepSourceTokens&&(N.srcToken=p),a.items.push(N)}}return c&&
c<l&&r(c,"IMPOSSIBLE","Map comment with trailing content"),a.range=[s.offset,l,c??l],a}Nl.resolveBlockMap=Dd});var El=k(Al=>{"use strict";var Ud=Pe(),Bd=Ut(),Jd=Vr();function Kd({composeNode:n,composeEmptyNode:e},t,s,r,i){let o=i?.
nodeClass??Ud.YAMLSeq,a=new o(t.schema);t.atRoot&&(t.atRoot=!1),t.atKey&&(t.atKey=!1);let l=s.offset,c=null;for(let{start:p,
value:u}of s.items){let f=Bd.resolveProps(p,{indicator:"seq-item-ind",next:u,offset:l,onError:r,parentIndent:s.indent,startOnNewline:!0});
if(!f.found)if(f.anchor||f.tag||u)u?.type==="block-seq"?r(f.end,"BAD_INDENT","All sequence items must start at the same \
column"):r(l,"MISSING_CHAR","Sequence item without - indicator");else{c=f.end,f.comment&&(a.comment=f.comment);continue}
let d=u?n(t,u,f,r):e(t,f.end,p,null,f,r);t.schema.compat&&Jd.flowIndentCheck(s.indent,u,r),l=d.range[2],a.items.push(d)}
return a.range=[s.offset,l,c??l],a}Al.resolveBlockSeq=Kd});var at=k(Pl=>{"use strict";function Vd(n,e,t,s){let r="";if(n){let i=!1,o="";for(let a of n){let{source:l,type:c}=a;switch(c){case"\
space":i=!0;break;case"comment":{t&&!i&&s(a,"MISSING_CHAR","Comments must be separated from other tokens by white space \
characters");let p=l.substring(1)||" ";r?r+=o+p:r=p,o="";break}case"newline":r&&(o+=l),i=!0;break;default:s(a,"UNEXPECTE\
D_TOKEN",`Unexpected ${c} at node end`)}e+=l.length}}return{comment:r,offset:e}}Pl.resolveEnd=Vd});var Tl=k(Ll=>{"use strict";var zd=j(),Yd=Oe(),xl=Ee(),Gd=Pe(),Hd=at(),Il=Ut(),Qd=es(),Xd=zr(),Yr="Block collections are \
not allowed within flow collections",Gr=n=>n&&(n.type==="block-map"||n.type==="block-seq");function Zd({composeNode:n,composeEmptyNode:e},t,s,r,i){
let o=s.start.source==="{",a=o?"flow map":"flow sequence",l=i?.nodeClass??(o?xl.YAMLMap:Gd.YAMLSeq),c=new l(t.schema);c.
flow=!0;let p=t.atRoot;p&&(t.atRoot=!1),t.atKey&&(t.atKey=!1);let u=s.offset+s.start.source.length;for(let y=0;y<s.items.
length;++y){let w=s.items[y],{start:b,key:S,sep:N,value:$}=w,O=Il.resolveProps(b,{flow:a,indicator:"explicit-key-ind",next:S??
N?.[0],offset:u,onError:r,parentIndent:s.indent,startOnNewline:!1});if(!O.found){if(!O.anchor&&!O.tag&&!N&&!$){y===0&&O.
comma?r(O.comma,"UNEXPECTED_TOKEN",`Unexpected , in ${a}`):y<s.items.length-1&&r(O.start,"UNEXPECTED_TOKEN",`Unexpected \
empty item in ${a}`),O.comment&&(c.comment?c.comment+=`
`+O.comment:c.comment=O.comment),u=O.end;continue}!o&&t.options.strict&&Qd.containsNewline(S)&&r(S,"MULTILINE_IMPLICIT_K\
EY","Implicit keys of flow sequence pairs need to be on a single line")}if(y===0)O.comma&&r(O.comma,"UNEXPECTED_TOKEN",`\
Unexpected , in ${a}`);else if(O.comma||r(O.start,"MISSING_CHAR",`Missing , between ${a} items`),O.comment){let I="";e:for(let v of b)
switch(v.type){case"comma":case"space":break;case"comment":I=v.source.substring(1);break e;default:break e}if(I){let v=c.
items[c.items.length-1];zd.isPair(v)&&(v=v.value??v.key),v.comment?v.comment+=`
`+I:v.comment=I,O.comment=O.comment.substring(I.length+1)}}if(!o&&!N&&!O.found){let I=$?n(t,$,O,r):e(t,O.end,N,null,O,r);
c.items.push(I),u=I.range[2],Gr($)&&r(I.range,"BLOCK_IN_FLOW",Yr)}else{t.atKey=!0;let I=O.end,v=S?n(t,S,O,r):e(t,I,b,null,
O,r);Gr(S)&&r(v.range,"BLOCK_IN_FLOW",Yr),t.atKey=!1;let E=Il.resolveProps(N??[],{flow:a,indicator:"map-value-ind",next:$,
offset:v.range[2],onError:r,parentIndent:s.indent,startOnNewline:!1});if(E.found){if(!o&&!O.found&&t.options.strict){if(N)
for(let L of N){if(L===E.found)break;if(L.type==="newline"){r(L,"MULTILINE_IMPLICIT_KEY","Implicit keys of flow sequence\
 pairs need to be on a single line");break}}O.start<E.found.offset-1024&&r(E.found,"KEY_OVER_1024_CHARS","The : indicato\
r must be at most 1024 chars after the start of an implicit flow sequence key")}}else $&&("source"in $&&$.source?.[0]===
":"?r($,"MISSING_CHAR",`Missing space after : in ${a}`):r(E.start,"MISSING_CHAR",`Missing , or : between ${a} items`));let x=$?
n(t,$,E,r):E.found?e(t,E.end,N,null,E,r):null;x?Gr($)&&r(x.range,"BLOCK_IN_FLOW",Yr):E.comment&&(v.comment?v.comment+=`
`+E.comment:v.comment=E.comment);let C=new Yd.Pair(v,x);if(t.options.keepSourceTokens&&(C.srcToken=w),o){let L=c;Xd.mapIncludes(
t,L.items,v)&&r(I,"DUPLICATE_KEY","Map keys must be unique"),L.items.push(C)}else{let L=new xl.YAMLMap(t.schema);L.flow=
!0,L.items.push(C);let X=(x??v).range;L.range=[v.range[0],X[1],X[2]],c.items.push(L)}u=x?x.range[2]:E.end}}let f=o?"}":"\
]",[d,...m]=s.end,g=u;if(d?.source===f)g=d.offset+d.source.length;else{let y=a[0].toUpperCase()+a.substring(1),w=p?`${y}\
 must end with a ${f}`:`${y} in block collection must be sufficiently indented and end with a ${f}`;r(u,p?"MISSING_CHAR":
"BAD_INDENT",w),d&&d.source.length!==1&&m.unshift(d)}if(m.length>0){let y=Hd.resolveEnd(m,g,t.options.strict,r);y.comment&&
(c.comment?c.comment+=`
`+y.comment:c.comment=y.comment),c.range=[s.offset,g,y.offset]}else c.range=[s.offset,g,g];return c}Ll.resolveFlowCollection=
Zd});var Cl=k(jl=>{"use strict";var eg=j(),tg=U(),ng=Ee(),sg=Pe(),rg=Ol(),ig=El(),og=Tl();function Hr(n,e,t,s,r,i){let o=t.type===
"block-map"?rg.resolveBlockMap(n,e,t,s,i):t.type==="block-seq"?ig.resolveBlockSeq(n,e,t,s,i):og.resolveFlowCollection(n,
e,t,s,i),a=o.constructor;return r==="!"||r===a.tagName?(o.tag=a.tagName,o):(r&&(o.tag=r),o)}function ag(n,e,t,s,r){let i=s.
tag,o=i?e.directives.tagName(i.source,f=>r(i,"TAG_RESOLVE_FAILED",f)):null;if(t.type==="block-seq"){let{anchor:f,newlineAfterProp:d}=s,
m=f&&i?f.offset>i.offset?f:i:f??i;m&&(!d||d.offset<m.offset)&&r(m,"MISSING_CHAR","Missing newline after block sequence p\
rops")}let a=t.type==="block-map"?"map":t.type==="block-seq"?"seq":t.start.source==="{"?"map":"seq";if(!i||!o||o==="!"||
o===ng.YAMLMap.tagName&&a==="map"||o===sg.YAMLSeq.tagName&&a==="seq")return Hr(n,e,t,r,o);let l=e.schema.tags.find(f=>f.
tag===o&&f.collection===a);if(!l){let f=e.schema.knownTags[o];if(f?.collection===a)e.schema.tags.push(Object.assign({},f,
{default:!1})),l=f;else return f?r(i,"BAD_COLLECTION_TYPE",`${f.tag} used for ${a} collection, but expects ${f.collection??
"scalar"}`,!0):r(i,"TAG_RESOLVE_FAILED",`Unresolved tag: ${o}`,!0),Hr(n,e,t,r,o)}let c=Hr(n,e,t,r,o,l),p=l.resolve?.(c,f=>r(
i,"TAG_RESOLVE_FAILED",f),e.options)??c,u=eg.isNode(p)?p:new tg.Scalar(p);return u.range=c.range,u.tag=o,l?.format&&(u.format=
l.format),u}jl.composeCollection=ag});var Xr=k(_l=>{"use strict";var Qr=U();function lg(n,e,t){let s=e.offset,r=cg(e,n.options.strict,t);if(!r)return{value:"",
type:null,comment:"",range:[s,s,s]};let i=r.mode===">"?Qr.Scalar.BLOCK_FOLDED:Qr.Scalar.BLOCK_LITERAL,o=e.source?ug(e.source):
[],a=o.length;for(let g=o.length-1;g>=0;--g){let y=o[g][1];if(y===""||y==="\r")a=g;else break}if(a===0){let g=r.chomp===
"+"&&o.length>0?`
`.repeat(Math.max(1,o.length-1)):"",y=s+r.length;return e.source&&(y+=e.source.length),{value:g,type:i,comment:r.comment,
range:[s,y,y]}}let l=e.indent+r.indent,c=e.offset+r.length,p=0;for(let g=0;g<a;++g){let[y,w]=o[g];if(w===""||w==="\r")r.
indent===0&&y.length>l&&(l=y.length);else{y.length<l&&t(c+y.length,"MISSING_CHAR","Block scalars with more-indented lead\
ing empty lines must use an explicit indentation indicator"),r.indent===0&&(l=y.length),p=g,l===0&&!n.atRoot&&t(c,"BAD_I\
NDENT","Block scalar values in collections must be indented");break}c+=y.length+w.length+1}for(let g=o.length-1;g>=a;--g)
o[g][0].length>l&&(a=g+1);let u="",f="",d=!1;for(let g=0;g<p;++g)u+=o[g][0].slice(l)+`
`;for(let g=p;g<a;++g){let[y,w]=o[g];c+=y.length+w.length+1;let b=w[w.length-1]==="\r";if(b&&(w=w.slice(0,-1)),w&&y.length<
l){let N=`Block scalar lines must not be less indented than their ${r.indent?"explicit indentation indicator":"first lin\
e"}`;t(c-w.length-(b?2:1),"BAD_INDENT",N),y=""}i===Qr.Scalar.BLOCK_LITERAL?(u+=f+y.slice(l)+w,f=`
`):y.length>l||w[0]==="	"?(f===" "?f=`
`:!d&&f===`
`&&(f=`

`),u+=f+y.slice(l)+w,f=`
`,d=!0):w===""?f===`
`?u+=`
`:f=`
`:(u+=f+w,f=" ",d=!1)}switch(r.chomp){case"-":break;case"+":for(let g=a;g<o.length;++g)u+=`
`+o[g][0].slice(l);u[u.length-1]!==`
`&&(u+=`
`);break;default:u+=`
`}let m=s+r.length+e.source.length;return{value:u,type:i,comment:r.comment,range:[s,m,m]}}function cg({offset:n,props:e},t,s){
if(e[0].type!=="block-scalar-header")return s(e[0],"IMPOSSIBLE","Block scalar header not found"),null;let{source:r}=e[0],
i=r[0],o=0,a="",l=-1;for(let f=1;f<r.length;++f){let d=r[f];if(!a&&(d==="-"||d==="+"))a=d;else{let m=Number(d);!o&&m?o=m:
l===-1&&(l=n+f)}}l!==-1&&s(l,"UNEXPECTED_TOKEN",`Block scalar header includes extra characters: ${r}`);let c=!1,p="",u=r.
length;for(let f=1;f<e.length;++f){let d=e[f];switch(d.type){case"space":c=!0;case"newline":u+=d.source.length;break;case"\
comment":t&&!c&&s(d,"MISSING_CHAR","Comments must be separated from other tokens by white space characters"),u+=d.source.
length,p=d.source.substring(1);break;case"error":s(d,"UNEXPECTED_TOKEN",d.message),u+=d.source.length;break;default:{let m=`\
Unexpected token in block scalar header: ${d.type}`;s(d,"UNEXPECTED_TOKEN",m);let g=d.source;g&&typeof g=="string"&&(u+=
g.length)}}}return{mode:i,indent:o,chomp:a,comment:p,length:u}}function ug(n){let e=n.split(/\n( *)/),t=e[0],s=t.match(/^( *)/),
i=[s?.[1]?[s[1],t.slice(s[1].length)]:["",t]];for(let o=1;o<e.length;o+=2)i.push([e[o],e[o+1]]);return i}_l.resolveBlockScalar=
lg});var ei=k(ql=>{"use strict";var Zr=U(),fg=at();function pg(n,e,t){let{offset:s,type:r,source:i,end:o}=n,a,l,c=(f,d,m)=>t(
s+f,d,m);switch(r){case"scalar":a=Zr.Scalar.PLAIN,l=dg(i,c);break;case"single-quoted-scalar":a=Zr.Scalar.QUOTE_SINGLE,l=
gg(i,c);break;case"double-quoted-scalar":a=Zr.Scalar.QUOTE_DOUBLE,l=hg(i,c);break;default:return t(n,"UNEXPECTED_TOKEN",
`Expected a flow scalar value, but found: ${r}`),{value:"",type:null,comment:"",range:[s,s+i.length,s+i.length]}}let p=s+
i.length,u=fg.resolveEnd(o,p,e,t);return{value:l,type:a,comment:u.comment,range:[s,p,u.offset]}}function dg(n,e){let t="";
switch(n[0]){case"	":t="a tab character";break;case",":t="flow indicator character ,";break;case"%":t="directive indicat\
or character %";break;case"|":case">":{t=`block scalar indicator ${n[0]}`;break}case"@":case"`":{t=`reserved character ${n[0]}`;
break}}return t&&e(0,"BAD_SCALAR_START",`Plain value cannot start with ${t}`),Ml(n)}function gg(n,e){return(n[n.length-1]!==
"'"||n.length===1)&&e(n.length,"MISSING_CHAR","Missing closing 'quote"),Ml(n.slice(1,-1)).replace(/''/g,"'")}function Ml(n){
let e=/(.*?)\r?\n/sy,t=e.exec(n);if(!t)return n;let s,r;try{s=new RegExp("(?<![ 	])[ 	]+$"),r=new RegExp("^[ 	]+|(?<![ 	\
])[ 	]+$","g")}catch{s=/[ \t]+$/,r=/^[ \t]+|[ \t]+$/g}let i=t[1].replace(s,""),o=" ",a=e.lastIndex;for(;t=e.exec(n);){let c=t[1].
replace(r,"");c===""?o===`
`?i+=o:o=`
`:(i+=o+c,o=" "),a=e.lastIndex}let l=/[ \t]*(.*)/sy;return l.lastIndex=a,t=l.exec(n),i+o+(t?.[1]??"")}function hg(n,e){let t="";
for(let s=1;s<n.length-1;++s){let r=n[s];if(!(r==="\r"&&n[s+1]===`
`))if(r===`
`){let{fold:i,offset:o}=mg(n,s);t+=i,s=o}else if(r==="\\"){let i=n[++s],o=yg[i];if(o)t+=o;else if(i===`
`)for(i=n[s+1];i===" "||i==="	";)i=n[++s+1];else if(i==="\r"&&n[s+1]===`
`)for(i=n[++s+1];i===" "||i==="	";)i=n[++s+1];else if(i==="x"||i==="u"||i==="U"){let a=i==="x"?2:i==="u"?4:8;t+=bg(n,s+1,
a,e),s+=a}else{let a=n.substr(s-1,2);e(s-1,"BAD_DQ_ESCAPE",`Invalid escape sequence ${a}`),t+=a}}else if(r===" "||r==="	"){
let i=s,o=n[s+1];for(;o===" "||o==="	";)o=n[++s+1];o!==`
`&&!(o==="\r"&&n[s+2]===`
`)&&(t+=s>i?n.slice(i,s+1):r)}else t+=r}return(n[n.length-1]!=='"'||n.length===1)&&e(n.length,"MISSING_CHAR",'Missing cl\
osing "quote'),t}function mg(n,e){let t="",s=n[e+1];for(;(s===" "||s==="	"||s===`
`||s==="\r")&&!(s==="\r"&&n[e+2]!==`
`);)s===`
`&&(t+=`
`),e+=1,s=n[e+1];return t||(t=" "),{fold:t,offset:e}}var yg={0:"\0",a:"\x07",b:"\b",e:"\x1B",f:"\f",n:`
`,r:"\r",t:"	",v:"\v",N:"\x85",_:"\xA0",L:"\u2028",P:"\u2029"," ":" ",'"':'"',"/":"/","\\":"\\","	":"	"};function bg(n,e,t,s){
let r=n.substr(e,t),o=r.length===t&&/^[0-9a-fA-F]+$/.test(r)?parseInt(r,16):NaN;try{return String.fromCodePoint(o)}catch{
let a=n.substr(e-2,t+2);return s(e-2,"BAD_DQ_ESCAPE",`Invalid escape sequence ${a}`),a}}ql.resolveFlowScalar=pg});var Wl=k(Fl=>{"use strict";var Ue=j(),Rl=U(),wg=Xr(),Sg=ei();function kg(n,e,t,s){let{value:r,type:i,comment:o,range:a}=e.
type==="block-scalar"?wg.resolveBlockScalar(n,e,s):Sg.resolveFlowScalar(e,n.options.strict,s),l=t?n.directives.tagName(t.
source,u=>s(t,"TAG_RESOLVE_FAILED",u)):null,c;n.options.stringKeys&&n.atKey?c=n.schema[Ue.SCALAR]:l?c=vg(n.schema,r,l,t,
s):e.type==="scalar"?c=$g(n,r,e,s):c=n.schema[Ue.SCALAR];let p;try{let u=c.resolve(r,f=>s(t??e,"TAG_RESOLVE_FAILED",f),n.
options);p=Ue.isScalar(u)?u:new Rl.Scalar(u)}catch(u){let f=u instanceof Error?u.message:String(u);s(t??e,"TAG_RESOLVE_F\
AILED",f),p=new Rl.Scalar(r)}return p.range=a,p.source=r,i&&(p.type=i),l&&(p.tag=l),c.format&&(p.format=c.format),o&&(p.
comment=o),p}function vg(n,e,t,s,r){if(t==="!")return n[Ue.SCALAR];let i=[];for(let a of n.tags)if(!a.collection&&a.tag===
t)if(a.default&&a.test)i.push(a);else return a;for(let a of i)if(a.test?.test(e))return a;let o=n.knownTags[t];return o&&
!o.collection?(n.tags.push(Object.assign({},o,{default:!1,test:void 0})),o):(r(s,"TAG_RESOLVE_FAILED",`Unresolved tag: ${t}`,
t!=="tag:yaml.org,2002:str"),n[Ue.SCALAR])}function $g({atKey:n,directives:e,schema:t},s,r,i){let o=t.tags.find(a=>(a.default===
!0||n&&a.default==="key")&&a.test?.test(s))||t[Ue.SCALAR];if(t.compat){let a=t.compat.find(l=>l.default&&l.test?.test(s))??
t[Ue.SCALAR];if(o.tag!==a.tag){let l=e.tagString(o.tag),c=e.tagString(a.tag),p=`Value may be parsed as either ${l} or ${c}`;
i(r,"TAG_RESOLVE_FAILED",p,!0)}}return o}Fl.composeScalar=kg});var Ul=k(Dl=>{"use strict";function Ng(n,e,t){if(e){t??(t=e.length);for(let s=t-1;s>=0;--s){let r=e[s];switch(r.type){case"\
space":case"comment":case"newline":n-=r.source.length;continue}for(r=e[++s];r?.type==="space";)n+=r.source.length,r=e[++s];
break}}return n}Dl.emptyScalarPosition=Ng});var Kl=k(ni=>{"use strict";var Og=vt(),Ag=j(),Eg=Cl(),Bl=Wl(),Pg=at(),xg=Ul(),Ig={composeNode:Jl,composeEmptyNode:ti};function Jl(n,e,t,s){
let r=n.atKey,{spaceBefore:i,comment:o,anchor:a,tag:l}=t,c,p=!0;switch(e.type){case"alias":c=Lg(n,e,s),(a||l)&&s(e,"ALIA\
S_PROPS","An alias node must not specify any properties");break;case"scalar":case"single-quoted-scalar":case"double-quot\
ed-scalar":case"block-scalar":c=Bl.composeScalar(n,e,l,s),a&&(c.anchor=a.source.substring(1));break;case"block-map":case"\
block-seq":case"flow-collection":try{c=Eg.composeCollection(Ig,n,e,t,s),a&&(c.anchor=a.source.substring(1))}catch(u){let f=u instanceof
Error?u.message:String(u);s(e,"RESOURCE_EXHAUSTION",f)}break;default:{let u=e.type==="error"?e.message:`Unsupported toke\
n (type: ${e.type})`;s(e,"UNEXPECTED_TOKEN",u),p=!1}}return c??(c=ti(n,e.offset,void 0,null,t,s)),a&&c.anchor===""&&s(a,
"BAD_ALIAS","Anchor cannot be an empty string"),r&&n.options.stringKeys&&(!Ag.isScalar(c)||typeof c.value!="string"||c.tag&&
c.tag!=="tag:yaml.org,2002:str")&&s(l??e,"NON_STRING_KEY","With stringKeys, all keys must be strings"),i&&(c.spaceBefore=
!0),o&&(e.type==="scalar"&&e.source===""?c.comment=o:c.commentBefore=o),n.options.keepSourceTokens&&p&&(c.srcToken=e),c}
function ti(n,e,t,s,{spaceBefore:r,comment:i,anchor:o,tag:a,end:l},c){let p={type:"scalar",offset:xg.emptyScalarPosition(
e,t,s),indent:-1,source:""},u=Bl.composeScalar(n,p,a,c);return o&&(u.anchor=o.source.substring(1),u.anchor===""&&c(o,"BA\
D_ALIAS","Anchor cannot be an empty string")),r&&(u.spaceBefore=!0),i&&(u.comment=i,u.range[2]=l),u}function Lg({options:n},{
offset:e,source:t,end:s},r){let i=new Og.Alias(t.substring(1));i.source===""&&r(e,"BAD_ALIAS","Alias cannot be an empty \
string"),i.source.endsWith(":")&&r(e+t.length-1,"BAD_ALIAS","Alias ending in : is ambiguous",!0);let o=e+t.length,a=Pg.resolveEnd(
s,o,n.strict,r);return i.range=[e,o,a.offset],a.comment&&(i.comment=a.comment),i}ni.composeEmptyNode=ti;ni.composeNode=Jl});var Yl=k(zl=>{"use strict";var Tg=Rt(),Vl=Kl(),jg=at(),Cg=Ut();function _g(n,e,{offset:t,start:s,value:r,end:i},o){let a=Object.
assign({_directives:e},n),l=new Tg.Document(void 0,a),c={atKey:!1,atRoot:!0,directives:l.directives,options:l.options,schema:l.
schema},p=Cg.resolveProps(s,{indicator:"doc-start",next:r??i?.[0],offset:t,onError:o,parentIndent:0,startOnNewline:!0});
p.found&&(l.directives.docStart=!0,r&&(r.type==="block-map"||r.type==="block-seq")&&!p.hasNewline&&o(p.end,"MISSING_CHAR",
"Block collection cannot start on same line with directives-end marker")),l.contents=r?Vl.composeNode(c,r,p,o):Vl.composeEmptyNode(
c,p.end,s,null,p,o);let u=l.contents.range[2],f=jg.resolveEnd(i,u,!1,o);return f.comment&&(l.comment=f.comment),l.range=
[t,u,f.offset],l}zl.composeDoc=_g});var ri=k(Ql=>{"use strict";var Mg=Xt("process"),qg=Bs(),Rg=Rt(),Bt=Dt(),Gl=j(),Fg=Yl(),Wg=at();function Jt(n){if(typeof n==
"number")return[n,n+1];if(Array.isArray(n))return n.length===2?n:[n[0],n[1]];let{offset:e,source:t}=n;return[e,e+(typeof t==
"string"?t.length:1)]}function Hl(n){let e="",t=!1,s=!1;for(let r=0;r<n.length;++r){let i=n[r];switch(i[0]){case"#":e+=(e===
""?"":s?`

`:`
`)+(i.substring(1)||" "),t=!0,s=!1;break;case"%":n[r+1]?.[0]!=="#"&&(r+=1),t=!1;break;default:t||(s=!0),t=!1}}return{comment:e,
afterEmptyLine:s}}var si=class{constructor(e={}){this.doc=null,this.atDirectives=!1,this.prelude=[],this.errors=[],this.
warnings=[],this.onError=(t,s,r,i)=>{let o=Jt(t);i?this.warnings.push(new Bt.YAMLWarning(o,s,r)):this.errors.push(new Bt.
YAMLParseError(o,s,r))},this.directives=new qg.Directives({version:e.version||"1.2"}),this.options=e}decorate(e,t){let{comment:s,
afterEmptyLine:r}=Hl(this.prelude);if(s){let i=e.contents;if(t)e.comment=e.comment?`${e.comment}
${s}`:s;else if(r||e.directives.docStart||!i)e.commentBefore=s;else if(Gl.isCollection(i)&&!i.flow&&i.items.length>0){let o=i.
items[0];Gl.isPair(o)&&(o=o.key);let a=o.commentBefore;o.commentBefore=a?`${s}
${a}`:s}else{let o=i.commentBefore;i.commentBefore=o?`${s}
${o}`:s}}if(t){for(let i=0;i<this.errors.length;++i)e.errors.push(this.errors[i]);for(let i=0;i<this.warnings.length;++i)
e.warnings.push(this.warnings[i])}else e.errors=this.errors,e.warnings=this.warnings;this.prelude=[],this.errors=[],this.
warnings=[]}streamInfo(){return{comment:Hl(this.prelude).comment,directives:this.directives,errors:this.errors,warnings:this.
warnings}}*compose(e,t=!1,s=-1){for(let r of e)yield*this.next(r);yield*this.end(t,s)}*next(e){switch(Mg.env.LOG_STREAM&&
console.dir(e,{depth:null}),e.type){case"directive":this.directives.add(e.source,(t,s,r)=>{let i=Jt(e);i[0]+=t,this.onError(
i,"BAD_DIRECTIVE",s,r)}),this.prelude.push(e.source),this.atDirectives=!0;break;case"document":{let t=Fg.composeDoc(this.
options,this.directives,e,this.onError);this.atDirectives&&!t.directives.docStart&&this.onError(e,"MISSING_CHAR","Missin\
g directives-end/doc-start indicator line"),this.decorate(t,!1),this.doc&&(yield this.doc),this.doc=t,this.atDirectives=
!1;break}case"byte-order-mark":case"space":break;case"comment":case"newline":this.prelude.push(e.source);break;case"erro\
r":{let t=e.source?`${e.message}: ${JSON.stringify(e.source)}`:e.message,s=new Bt.YAMLParseError(Jt(e),"UNEXPECTED_TOKEN",
t);this.atDirectives||!this.doc?this.errors.push(s):this.doc.errors.push(s);break}case"doc-end":{if(!this.doc){let s="Un\
expected doc-end without preceding document";this.errors.push(new Bt.YAMLParseError(Jt(e),"UNEXPECTED_TOKEN",s));break}this.
doc.directives.docEnd=!0;let t=Wg.resolveEnd(e.end,e.offset+e.source.length,this.doc.options.strict,this.onError);if(this.
decorate(this.doc,!0),t.comment){let s=this.doc.comment;this.doc.comment=s?`${s}
${t.comment}`:t.comment}this.doc.range[2]=t.offset;break}default:this.errors.push(new Bt.YAMLParseError(Jt(e),"UNEXPECTE\
D_TOKEN",`Unsupported token ${e.type}`))}}*end(e=!1,t=-1){if(this.doc)this.decorate(this.doc,!0),yield this.doc,this.doc=
null;else if(e){let s=Object.assign({_directives:this.directives},this.options),r=new Rg.Document(void 0,s);this.atDirectives&&
this.onError(t,"MISSING_CHAR","Missing directives-end indicator line"),r.range=[0,t,t],this.decorate(r,!1),yield r}}};Ql.
Composer=si});var ec=k(ts=>{"use strict";var Dg=Xr(),Ug=ei(),Bg=Dt(),Xl=Et();function Jg(n,e=!0,t){if(n){let s=(r,i,o)=>{let a=typeof r==
"number"?r:Array.isArray(r)?r[0]:r.offset;if(t)t(a,i,o);else throw new Bg.YAMLParseError([a,a+1],i,o)};switch(n.type){case"\
scalar":case"single-quoted-scalar":case"double-quoted-scalar":return Ug.resolveFlowScalar(n,e,s);case"block-scalar":return Dg.
resolveBlockScalar({options:{strict:e}},n,s)}}return null}function Kg(n,e){let{implicitKey:t=!1,indent:s,inFlow:r=!1,offset:i=-1,
type:o="PLAIN"}=e,a=Xl.stringifyString({type:o,value:n},{implicitKey:t,indent:s>0?" ".repeat(s):"",inFlow:r,options:{blockQuote:!0,
lineWidth:-1}}),l=e.end??[{type:"newline",offset:-1,indent:s,source:`
`}];switch(a[0]){case"|":case">":{let c=a.indexOf(`
`),p=a.substring(0,c),u=a.substring(c+1)+`
`,f=[{type:"block-scalar-header",offset:i,indent:s,source:p}];return Zl(f,l)||f.push({type:"newline",offset:-1,indent:s,
source:`
`}),{type:"block-scalar",offset:i,indent:s,props:f,source:u}}case'"':return{type:"double-quoted-scalar",offset:i,indent:s,
source:a,end:l};case"'":return{type:"single-quoted-scalar",offset:i,indent:s,source:a,end:l};default:return{type:"scalar",
offset:i,indent:s,source:a,end:l}}}function Vg(n,e,t={}){let{afterKey:s=!1,implicitKey:r=!1,inFlow:i=!1,type:o}=t,a="ind\
ent"in n?n.indent:null;if(s&&typeof a=="number"&&(a+=2),!o)switch(n.type){case"single-quoted-scalar":o="QUOTE_SINGLE";break;case"\
double-quoted-scalar":o="QUOTE_DOUBLE";break;case"block-scalar":{let c=n.props[0];if(c.type!=="block-scalar-header")throw new Error(
"Invalid block scalar header");o=c.source[0]===">"?"BLOCK_FOLDED":"BLOCK_LITERAL";break}default:o="PLAIN"}let l=Xl.stringifyString(
{type:o,value:e},{implicitKey:r||a===null,indent:a!==null&&a>0?" ".repeat(a):"",inFlow:i,options:{blockQuote:!0,lineWidth:-1}});
switch(l[0]){case"|":case">":zg(n,l);break;case'"':ii(n,l,"double-quoted-scalar");break;case"'":ii(n,l,"single-quoted-sc\
alar");break;default:ii(n,l,"scalar")}}function zg(n,e){let t=e.indexOf(`
`),s=e.substring(0,t),r=e.substring(t+1)+`
`;if(n.type==="block-scalar"){let i=n.props[0];if(i.type!=="block-scalar-header")throw new Error("Invalid block scalar h\
eader");i.source=s,n.source=r}else{let{offset:i}=n,o="indent"in n?n.indent:-1,a=[{type:"block-scalar-header",offset:i,indent:o,
source:s}];Zl(a,"end"in n?n.end:void 0)||a.push({type:"newline",offset:-1,indent:o,source:`
`});for(let l of Object.keys(n))l!=="type"&&l!=="offset"&&delete n[l];Object.assign(n,{type:"block-scalar",indent:o,props:a,
source:r})}}function Zl(n,e){if(e)for(let t of e)switch(t.type){case"space":case"comment":n.push(t);break;case"newline":
return n.push(t),!0}return!1}function ii(n,e,t){switch(n.type){case"scalar":case"double-quoted-scalar":case"single-quote\
d-scalar":n.type=t,n.source=e;break;case"block-scalar":{let s=n.props.slice(1),r=e.length;n.props[0].type==="block-scala\
r-header"&&(r-=n.props[0].source.length);for(let i of s)i.offset+=r;delete n.props,Object.assign(n,{type:t,source:e,end:s});
break}case"block-map":case"block-seq":{let r={type:"newline",offset:n.offset+e.length,indent:n.indent,source:`
`};delete n.items,Object.assign(n,{type:t,source:e,end:[r]});break}default:{let s="indent"in n?n.indent:-1,r="end"in n&&
Array.isArray(n.end)?n.end.filter(i=>i.type==="space"||i.type==="comment"||i.type==="newline"):[];for(let i of Object.keys(
n))i!=="type"&&i!=="offset"&&delete n[i];Object.assign(n,{type:t,indent:s,source:e,end:r})}}}ts.createScalarToken=Kg;ts.
resolveAsScalar=Jg;ts.setScalarValue=Vg});var nc=k(tc=>{"use strict";var Yg=n=>"type"in n?ss(n):ns(n);function ss(n){switch(n.type){case"block-scalar":{let e="";for(let t of n.
props)e+=ss(t);return e+n.source}case"block-map":case"block-seq":{let e="";for(let t of n.items)e+=ns(t);return e}case"f\
low-collection":{let e=n.start.source;for(let t of n.items)e+=ns(t);for(let t of n.end)e+=t.source;return e}case"documen\
t":{let e=ns(n);if(n.end)for(let t of n.end)e+=t.source;return e}default:{let e=n.source;if("end"in n&&n.end)for(let t of n.
end)e+=t.source;return e}}}function ns({start:n,key:e,sep:t,value:s}){let r="";for(let i of n)r+=i.source;if(e&&(r+=ss(e)),
t)for(let i of t)r+=i.source;return s&&(r+=ss(s)),r}tc.stringify=Yg});var oc=k(ic=>{"use strict";var oi=Symbol("break visit"),Gg=Symbol("skip children"),sc=Symbol("remove item");function Be(n,e){
"type"in n&&n.type==="document"&&(n={start:n.start,value:n.value}),rc(Object.freeze([]),n,e)}Be.BREAK=oi;Be.SKIP=Gg;Be.REMOVE=
sc;Be.itemAtPath=(n,e)=>{let t=n;for(let[s,r]of e){let i=t?.[s];if(i&&"items"in i)t=i.items[r];else return}return t};Be.
parentCollection=(n,e)=>{let t=Be.itemAtPath(n,e.slice(0,-1)),s=e[e.length-1][0],r=t?.[s];if(r&&"items"in r)return r;throw new Error(
"Parent collection not found")};function rc(n,e,t){let s=t(e,n);if(typeof s=="symbol")return s;for(let r of["key","value"]){
let i=e[r];if(i&&"items"in i){for(let o=0;o<i.items.length;++o){let a=rc(Object.freeze(n.concat([[r,o]])),i.items[o],t);
if(typeof a=="number")o=a-1;else{if(a===oi)return oi;a===sc&&(i.items.splice(o,1),o-=1)}}typeof s=="function"&&r==="key"&&
(s=s(e,n))}}return typeof s=="function"?s(e,n):s}ic.visit=Be});var rs=k(H=>{"use strict";var ai=ec(),Hg=nc(),Qg=oc(),li="\uFEFF",ci="",ui="",fi="",Xg=n=>!!n&&"items"in n,Zg=n=>!!n&&
(n.type==="scalar"||n.type==="single-quoted-scalar"||n.type==="double-quoted-scalar"||n.type==="block-scalar");function eh(n){
switch(n){case li:return"<BOM>";case ci:return"<DOC>";case ui:return"<FLOW_END>";case fi:return"<SCALAR>";default:return JSON.
stringify(n)}}function th(n){switch(n){case li:return"byte-order-mark";case ci:return"doc-mode";case ui:return"flow-erro\
r-end";case fi:return"scalar";case"---":return"doc-start";case"...":return"doc-end";case"":case`
`:case`\r
`:return"newline";case"-":return"seq-item-ind";case"?":return"explicit-key-ind";case":":return"map-value-ind";case"{":return"\
flow-map-start";case"}":return"flow-map-end";case"[":return"flow-seq-start";case"]":return"flow-seq-end";case",":return"\
comma"}switch(n[0]){case" ":case"	":return"space";case"#":return"comment";case"%":return"directive-line";case"*":return"\
alias";case"&":return"anchor";case"!":return"tag";case"'":return"single-quoted-scalar";case'"':return"double-quoted-scal\
ar";case"|":case">":return"block-scalar-header"}return null}H.createScalarToken=ai.createScalarToken;H.resolveAsScalar=ai.
resolveAsScalar;H.setScalarValue=ai.setScalarValue;H.stringify=Hg.stringify;H.visit=Qg.visit;H.BOM=li;H.DOCUMENT=ci;H.FLOW_END=
ui;H.SCALAR=fi;H.isCollection=Xg;H.isScalar=Zg;H.prettyToken=eh;H.tokenType=th});var gi=k(lc=>{"use strict";var Kt=rs();function oe(n){switch(n){case void 0:case" ":case`
`:case"\r":case"	":return!0;default:return!1}}var ac=new Set("0123456789ABCDEFabcdef"),nh=new Set("0123456789ABCDEFGHIJK\
LMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()"),is=new Set(",[]{}"),sh=new Set(` ,[]{}
\r	`),pi=n=>!n||sh.has(n),di=class{constructor(){this.atEnd=!1,this.blockScalarIndent=-1,this.blockScalarKeep=!1,this.buffer=
"",this.flowKey=!1,this.flowLevel=0,this.indentNext=0,this.indentValue=0,this.lineEndPos=null,this.next=null,this.pos=0}*lex(e,t=!1){
if(e){if(typeof e!="string")throw TypeError("source is not a string");this.buffer=this.buffer?this.buffer+e:e,this.lineEndPos=
null}this.atEnd=!t;let s=this.next??"stream";for(;s&&(t||this.hasChars(1));)s=yield*this.parseNext(s)}atLineEnd(){let e=this.
pos,t=this.buffer[e];for(;t===" "||t==="	";)t=this.buffer[++e];return!t||t==="#"||t===`
`?!0:t==="\r"?this.buffer[e+1]===`
`:!1}charAt(e){return this.buffer[this.pos+e]}continueScalar(e){let t=this.buffer[e];if(this.indentNext>0){let s=0;for(;t===
" ";)t=this.buffer[++s+e];if(t==="\r"){let r=this.buffer[s+e+1];if(r===`
`||!r&&!this.atEnd)return e+s+1}return t===`
`||s>=this.indentNext||!t&&!this.atEnd?e+s:-1}if(t==="-"||t==="."){let s=this.buffer.substr(e,3);if((s==="---"||s==="...")&&
oe(this.buffer[e+3]))return-1}return e}getLine(){let e=this.lineEndPos;return(typeof e!="number"||e!==-1&&e<this.pos)&&(e=
this.buffer.indexOf(`
`,this.pos),this.lineEndPos=e),e===-1?this.atEnd?this.buffer.substring(this.pos):null:(this.buffer[e-1]==="\r"&&(e-=1),this.
buffer.substring(this.pos,e))}hasChars(e){return this.pos+e<=this.buffer.length}setNext(e){return this.buffer=this.buffer.
substring(this.pos),this.pos=0,this.lineEndPos=null,this.next=e,null}peek(e){return this.buffer.substr(this.pos,e)}*parseNext(e){
switch(e){case"stream":return yield*this.parseStream();case"line-start":return yield*this.parseLineStart();case"block-st\
art":return yield*this.parseBlockStart();case"doc":return yield*this.parseDocument();case"flow":return yield*this.parseFlowCollection();case"\
quoted-scalar":return yield*this.parseQuotedScalar();case"block-scalar":return yield*this.parseBlockScalar();case"plain-\
scalar":return yield*this.parsePlainScalar()}}*parseStream(){let e=this.getLine();if(e===null)return this.setNext("strea\
m");if(e[0]===Kt.BOM&&(yield*this.pushCount(1),e=e.substring(1)),e[0]==="%"){let t=e.length,s=e.indexOf("#");for(;s!==-1;){
let i=e[s-1];if(i===" "||i==="	"){t=s-1;break}else s=e.indexOf("#",s+1)}for(;;){let i=e[t-1];if(i===" "||i==="	")t-=1;else
break}let r=(yield*this.pushCount(t))+(yield*this.pushSpaces(!0));return yield*this.pushCount(e.length-r),this.pushNewline(),
"stream"}if(this.atLineEnd()){let t=yield*this.pushSpaces(!0);return yield*this.pushCount(e.length-t),yield*this.pushNewline(),
"stream"}return yield Kt.DOCUMENT,yield*this.parseLineStart()}*parseLineStart(){let e=this.charAt(0);if(!e&&!this.atEnd)
return this.setNext("line-start");if(e==="-"||e==="."){if(!this.atEnd&&!this.hasChars(4))return this.setNext("line-start");
let t=this.peek(3);if((t==="---"||t==="...")&&oe(this.charAt(3)))return yield*this.pushCount(3),this.indentValue=0,this.
indentNext=0,t==="---"?"doc":"stream"}return this.indentValue=yield*this.pushSpaces(!1),this.indentNext>this.indentValue&&
!oe(this.charAt(1))&&(this.indentNext=this.indentValue),yield*this.parseBlockStart()}*parseBlockStart(){let[e,t]=this.peek(
2);if(!t&&!this.atEnd)return this.setNext("block-start");if((e==="-"||e==="?"||e===":")&&oe(t)){let s=(yield*this.pushCount(
1))+(yield*this.pushSpaces(!0));return this.indentNext=this.indentValue+1,this.indentValue+=s,"block-start"}return"doc"}*parseDocument(){
yield*this.pushSpaces(!0);let e=this.getLine();if(e===null)return this.setNext("doc");let t=yield*this.pushIndicators();
switch(e[t]){case"#":yield*this.pushCount(e.length-t);case void 0:return yield*this.pushNewline(),yield*this.parseLineStart();case"\
{":case"[":return yield*this.pushCount(1),this.flowKey=!1,this.flowLevel=1,"flow";case"}":case"]":return yield*this.pushCount(
1),"doc";case"*":return yield*this.pushUntil(pi),"doc";case'"':case"'":return yield*this.parseQuotedScalar();case"|":case"\
>":return t+=yield*this.parseBlockScalarHeader(),t+=yield*this.pushSpaces(!0),yield*this.pushCount(e.length-t),yield*this.
pushNewline(),yield*this.parseBlockScalar();default:return yield*this.parsePlainScalar()}}*parseFlowCollection(){let e,t,
s=-1;do e=yield*this.pushNewline(),e>0?(t=yield*this.pushSpaces(!1),this.indentValue=s=t):t=0,t+=yield*this.pushSpaces(!0);while(e+
t>0);let r=this.getLine();if(r===null)return this.setNext("flow");if((s!==-1&&s<this.indentNext&&r[0]!=="#"||s===0&&(r.startsWith(
"---")||r.startsWith("..."))&&oe(r[3]))&&!(s===this.indentNext-1&&this.flowLevel===1&&(r[0]==="]"||r[0]==="}")))return this.
flowLevel=0,yield Kt.FLOW_END,yield*this.parseLineStart();let i=0;for(;r[i]===",";)i+=yield*this.pushCount(1),i+=yield*this.
pushSpaces(!0),this.flowKey=!1;switch(i+=yield*this.pushIndicators(),r[i]){case void 0:return"flow";case"#":return yield*this.
pushCount(r.length-i),"flow";case"{":case"[":return yield*this.pushCount(1),this.flowKey=!1,this.flowLevel+=1,"flow";case"\
}":case"]":return yield*this.pushCount(1),this.flowKey=!0,this.flowLevel-=1,this.flowLevel?"flow":"doc";case"*":return yield*this.
pushUntil(pi),"flow";case'"':case"'":return this.flowKey=!0,yield*this.parseQuotedScalar();case":":{let o=this.charAt(1);
if(this.flowKey||oe(o)||o===",")return this.flowKey=!1,yield*this.pushCount(1),yield*this.pushSpaces(!0),"flow"}default:
return this.flowKey=!1,yield*this.parsePlainScalar()}}*parseQuotedScalar(){let e=this.charAt(0),t=this.buffer.indexOf(e,
this.pos+1);if(e==="'")for(;t!==-1&&this.buffer[t+1]==="'";)t=this.buffer.indexOf("'",t+2);else for(;t!==-1;){let i=0;for(;this.
buffer[t-1-i]==="\\";)i+=1;if(i%2===0)break;t=this.buffer.indexOf('"',t+1)}let s=this.buffer.substring(0,t),r=s.indexOf(
`
`,this.pos);if(r!==-1){for(;r!==-1;){let i=this.continueScalar(r+1);if(i===-1)break;r=s.indexOf(`
`,i)}r!==-1&&(t=r-(s[r-1]==="\r"?2:1))}if(t===-1){if(!this.atEnd)return this.setNext("quoted-scalar");t=this.buffer.length}
return yield*this.pushToIndex(t+1,!1),this.flowLevel?"flow":"doc"}*parseBlockScalarHeader(){this.blockScalarIndent=-1,this.
blockScalarKeep=!1;let e=this.pos;for(;;){let t=this.buffer[++e];if(t==="+")this.blockScalarKeep=!0;else if(t>"0"&&t<="9")
this.blockScalarIndent=Number(t)-1;else if(t!=="-")break}return yield*this.pushUntil(t=>oe(t)||t==="#")}*parseBlockScalar(){
let e=this.pos-1,t=0,s;e:for(let i=this.pos;s=this.buffer[i];++i)switch(s){case" ":t+=1;break;case`
`:e=i,t=0;break;case"\r":{let o=this.buffer[i+1];if(!o&&!this.atEnd)return this.setNext("block-scalar");if(o===`
`)break}default:break e}if(!s&&!this.atEnd)return this.setNext("block-scalar");if(t>=this.indentNext){this.blockScalarIndent===
-1?this.indentNext=t:this.indentNext=this.blockScalarIndent+(this.indentNext===0?1:this.indentNext);do{let i=this.continueScalar(
e+1);if(i===-1)break;e=this.buffer.indexOf(`
`,i)}while(e!==-1);if(e===-1){if(!this.atEnd)return this.setNext("block-scalar");e=this.buffer.length}}let r=e+1;for(s=this.
buffer[r];s===" ";)s=this.buffer[++r];if(s==="	"){for(;s==="	"||s===" "||s==="\r"||s===`
`;)s=this.buffer[++r];e=r-1}else if(!this.blockScalarKeep)do{let i=e-1,o=this.buffer[i];o==="\r"&&(o=this.buffer[--i]);let a=i;
for(;o===" ";)o=this.buffer[--i];if(o===`
`&&i>=this.pos&&i+1+t>a)e=i;else break}while(!0);return yield Kt.SCALAR,yield*this.pushToIndex(e+1,!0),yield*this.parseLineStart()}*parsePlainScalar(){
let e=this.flowLevel>0,t=this.pos-1,s=this.pos-1,r;for(;r=this.buffer[++s];)if(r===":"){let i=this.buffer[s+1];if(oe(i)||
e&&is.has(i))break;t=s}else if(oe(r)){let i=this.buffer[s+1];if(r==="\r"&&(i===`
`?(s+=1,r=`
`,i=this.buffer[s+1]):t=s),i==="#"||e&&is.has(i))break;if(r===`
`){let o=this.continueScalar(s+1);if(o===-1)break;s=Math.max(s,o-2)}}else{if(e&&is.has(r))break;t=s}return!r&&!this.atEnd?
this.setNext("plain-scalar"):(yield Kt.SCALAR,yield*this.pushToIndex(t+1,!0),e?"flow":"doc")}*pushCount(e){return e>0?(yield this.
buffer.substr(this.pos,e),this.pos+=e,e):0}*pushToIndex(e,t){let s=this.buffer.slice(this.pos,e);return s?(yield s,this.
pos+=s.length,s.length):(t&&(yield""),0)}*pushIndicators(){let e=0;e:for(;;){switch(this.charAt(0)){case"!":e+=yield*this.
pushTag(),e+=yield*this.pushSpaces(!0);continue e;case"&":e+=yield*this.pushUntil(pi),e+=yield*this.pushSpaces(!0);continue e;case"\
-":case"?":case":":{let t=this.flowLevel>0,s=this.charAt(1);if(oe(s)||t&&is.has(s)){t?this.flowKey&&(this.flowKey=!1):this.
indentNext=this.indentValue+1,e+=yield*this.pushCount(1),e+=yield*this.pushSpaces(!0);continue e}}}break e}return e}*pushTag(){
if(this.charAt(1)==="<"){let e=this.pos+2,t=this.buffer[e];for(;!oe(t)&&t!==">";)t=this.buffer[++e];return yield*this.pushToIndex(
t===">"?e+1:e,!1)}else{let e=this.pos+1,t=this.buffer[e];for(;t;)if(nh.has(t))t=this.buffer[++e];else if(t==="%"&&ac.has(
this.buffer[e+1])&&ac.has(this.buffer[e+2]))t=this.buffer[e+=3];else break;return yield*this.pushToIndex(e,!1)}}*pushNewline(){
let e=this.buffer[this.pos];return e===`
`?yield*this.pushCount(1):e==="\r"&&this.charAt(1)===`
`?yield*this.pushCount(2):0}*pushSpaces(e){let t=this.pos-1,s;do s=this.buffer[++t];while(s===" "||e&&s==="	");let r=t-this.
pos;return r>0&&(yield this.buffer.substr(this.pos,r),this.pos=t),r}*pushUntil(e){let t=this.pos,s=this.buffer[t];for(;!e(
s);)s=this.buffer[++t];return yield*this.pushToIndex(t,!1)}};lc.Lexer=di});var mi=k(cc=>{"use strict";var hi=class{constructor(){this.lineStarts=[],this.addNewLine=e=>this.lineStarts.push(e),this.
linePos=e=>{let t=0,s=this.lineStarts.length;for(;t<s;){let i=t+s>>1;this.lineStarts[i]<e?t=i+1:s=i}if(this.lineStarts[t]===
e)return{line:t+1,col:1};if(t===0)return{line:0,col:e};let r=this.lineStarts[t-1];return{line:t,col:e-r+1}}}};cc.LineCounter=
hi});var bi=k(gc=>{"use strict";var rh=Xt("process"),uc=rs(),ih=gi();function xe(n,e){for(let t=0;t<n.length;++t)if(n[t].type===
e)return!0;return!1}function fc(n){for(let e=0;e<n.length;++e)switch(n[e].type){case"space":case"comment":case"newline":
break;default:return e}return-1}function dc(n){switch(n?.type){case"alias":case"scalar":case"single-quoted-scalar":case"\
double-quoted-scalar":case"flow-collection":return!0;default:return!1}}function os(n){switch(n.type){case"document":return n.
start;case"block-map":{let e=n.items[n.items.length-1];return e.sep??e.start}case"block-seq":return n.items[n.items.length-
1].start;default:return[]}}function lt(n){if(n.length===0)return[];let e=n.length;e:for(;--e>=0;)switch(n[e].type){case"\
doc-start":case"explicit-key-ind":case"map-value-ind":case"seq-item-ind":case"newline":break e}for(;n[++e]?.type==="spac\
e";);return n.splice(e,n.length)}function as(n,e){if(e.length<1e5)Array.prototype.push.apply(n,e);else for(let t=0;t<e.length;++t)
n.push(e[t])}function pc(n){if(n.start.type==="flow-seq-start")for(let e of n.items)e.sep&&!e.value&&!xe(e.start,"explic\
it-key-ind")&&!xe(e.sep,"map-value-ind")&&(e.key&&(e.value=e.key),delete e.key,dc(e.value)?e.value.end?as(e.value.end,e.
sep):e.value.end=e.sep:as(e.start,e.sep),delete e.sep)}var yi=class{constructor(e){this.atNewLine=!0,this.atScalar=!1,this.
indent=0,this.offset=0,this.onKeyLine=!1,this.stack=[],this.source="",this.type="",this.lexer=new ih.Lexer,this.onNewLine=
e}*parse(e,t=!1){this.onNewLine&&this.offset===0&&this.onNewLine(0);for(let s of this.lexer.lex(e,t))yield*this.next(s);
t||(yield*this.end())}*next(e){if(this.source=e,rh.env.LOG_TOKENS&&console.log("|",uc.prettyToken(e)),this.atScalar){this.
atScalar=!1,yield*this.step(),this.offset+=e.length;return}let t=uc.tokenType(e);if(t)if(t==="scalar")this.atNewLine=!1,
this.atScalar=!0,this.type="scalar";else{switch(this.type=t,yield*this.step(),t){case"newline":this.atNewLine=!0,this.indent=
0,this.onNewLine&&this.onNewLine(this.offset+e.length);break;case"space":this.atNewLine&&e[0]===" "&&(this.indent+=e.length);
break;case"explicit-key-ind":case"map-value-ind":case"seq-item-ind":this.atNewLine&&(this.indent+=e.length);break;case"d\
oc-mode":case"flow-error-end":return;default:this.atNewLine=!1}this.offset+=e.length}else{let s=`Not a YAML token: ${e}`;
yield*this.pop({type:"error",offset:this.offset,message:s,source:e}),this.offset+=e.length}}*end(){for(;this.stack.length>
0;)yield*this.pop()}get sourceToken(){return{type:this.type,offset:this.offset,indent:this.indent,source:this.source}}*step(){
let e=this.peek(1);if(this.type==="doc-end"&&e?.type!=="doc-end"){for(;this.stack.length>0;)yield*this.pop();this.stack.
push({type:"doc-end",offset:this.offset,source:this.source});return}if(!e)return yield*this.stream();switch(e.type){case"\
document":return yield*this.document(e);case"alias":case"scalar":case"single-quoted-scalar":case"double-quoted-scalar":return yield*this.
scalar(e);case"block-scalar":return yield*this.blockScalar(e);case"block-map":return yield*this.blockMap(e);case"block-s\
eq":return yield*this.blockSequence(e);case"flow-collection":return yield*this.flowCollection(e);case"doc-end":return yield*this.
documentEnd(e)}yield*this.pop()}peek(e){return this.stack[this.stack.length-e]}*pop(e){let t=e??this.stack.pop();if(!t)yield{
type:"error",offset:this.offset,source:"",message:"Tried to pop an empty stack"};else if(this.stack.length===0)yield t;else{
let s=this.peek(1);switch(t.type==="block-scalar"?t.indent="indent"in s?s.indent:0:t.type==="flow-collection"&&s.type===
"document"&&(t.indent=0),t.type==="flow-collection"&&pc(t),s.type){case"document":s.value=t;break;case"block-scalar":s.props.
push(t);break;case"block-map":{let r=s.items[s.items.length-1];if(r.value){s.items.push({start:[],key:t,sep:[]}),this.onKeyLine=
!0;return}else if(r.sep)r.value=t;else{Object.assign(r,{key:t,sep:[]}),this.onKeyLine=!r.explicitKey;return}break}case"b\
lock-seq":{let r=s.items[s.items.length-1];r.value?s.items.push({start:[],value:t}):r.value=t;break}case"flow-collection":{
let r=s.items[s.items.length-1];!r||r.value?s.items.push({start:[],key:t,sep:[]}):r.sep?r.value=t:Object.assign(r,{key:t,
sep:[]});return}default:yield*this.pop(),yield*this.pop(t)}if((s.type==="document"||s.type==="block-map"||s.type==="bloc\
k-seq")&&(t.type==="block-map"||t.type==="block-seq")){let r=t.items[t.items.length-1];r&&!r.sep&&!r.value&&r.start.length>
0&&fc(r.start)===-1&&(t.indent===0||r.start.every(i=>i.type!=="comment"||i.indent<t.indent))&&(s.type==="document"?s.end=
r.start:s.items.push({start:r.start}),t.items.splice(-1,1))}}}*stream(){switch(this.type){case"directive-line":yield{type:"\
directive",offset:this.offset,source:this.source};return;case"byte-order-mark":case"space":case"comment":case"newline":yield this.
sourceToken;return;case"doc-mode":case"doc-start":{let e={type:"document",offset:this.offset,start:[]};this.type==="doc-\
start"&&e.start.push(this.sourceToken),this.stack.push(e);return}}yield{type:"error",offset:this.offset,message:`Unexpec\
ted ${this.type} token in YAML stream`,source:this.source}}*document(e){if(e.value)return yield*this.lineEnd(e);switch(this.
type){case"doc-start":{fc(e.start)!==-1?(yield*this.pop(),yield*this.step()):e.start.push(this.sourceToken);return}case"\
anchor":case"tag":case"space":case"comment":case"newline":e.start.push(this.sourceToken);return}let t=this.startBlockValue(
e);t?this.stack.push(t):yield{type:"error",offset:this.offset,message:`Unexpected ${this.type} token in YAML document`,source:this.
source}}*scalar(e){if(this.type==="map-value-ind"){let t=os(this.peek(2)),s=lt(t),r;e.end?(r=e.end,r.push(this.sourceToken),
delete e.end):r=[this.sourceToken];let i={type:"block-map",offset:e.offset,indent:e.indent,items:[{start:s,key:e,sep:r}]};
this.onKeyLine=!0,this.stack[this.stack.length-1]=i}else yield*this.lineEnd(e)}*blockScalar(e){switch(this.type){case"sp\
ace":case"comment":case"newline":e.props.push(this.sourceToken);return;case"scalar":if(e.source=this.source,this.atNewLine=
!0,this.indent=0,this.onNewLine){let t=this.source.indexOf(`
`)+1;for(;t!==0;)this.onNewLine(this.offset+t),t=this.source.indexOf(`
`,t)+1}yield*this.pop();break;default:yield*this.pop(),yield*this.step()}}*blockMap(e){let t=e.items[e.items.length-1];switch(this.
type){case"newline":if(this.onKeyLine=!1,t.value){let s="end"in t.value?t.value.end:void 0;(Array.isArray(s)?s[s.length-
1]:void 0)?.type==="comment"?s?.push(this.sourceToken):e.items.push({start:[this.sourceToken]})}else t.sep?t.sep.push(this.
sourceToken):t.start.push(this.sourceToken);return;case"space":case"comment":if(t.value)e.items.push({start:[this.sourceToken]});else if(t.
sep)t.sep.push(this.sourceToken);else{if(this.atIndentedComment(t.start,e.indent)){let r=e.items[e.items.length-2]?.value?.
end;if(Array.isArray(r)){as(r,t.start),r.push(this.sourceToken),e.items.pop();return}}t.start.push(this.sourceToken)}return}
if(this.indent>=e.indent){let s=!this.onKeyLine&&this.indent===e.indent,r=s&&(t.sep||t.explicitKey)&&this.type!=="seq-it\
em-ind",i=[];if(r&&t.sep&&!t.value){let o=[];for(let a=0;a<t.sep.length;++a){let l=t.sep[a];switch(l.type){case"newline":
o.push(a);break;case"space":break;case"comment":l.indent>e.indent&&(o.length=0);break;default:o.length=0}}o.length>=2&&(i=
t.sep.splice(o[1]))}switch(this.type){case"anchor":case"tag":r||t.value?(i.push(this.sourceToken),e.items.push({start:i}),
this.onKeyLine=!0):t.sep?t.sep.push(this.sourceToken):t.start.push(this.sourceToken);return;case"explicit-key-ind":!t.sep&&
!t.explicitKey?(t.start.push(this.sourceToken),t.explicitKey=!0):r||t.value?(i.push(this.sourceToken),e.items.push({start:i,
explicitKey:!0})):this.stack.push({type:"block-map",offset:this.offset,indent:this.indent,items:[{start:[this.sourceToken],
explicitKey:!0}]}),this.onKeyLine=!0;return;case"map-value-ind":if(t.explicitKey)if(t.sep)if(t.value)e.items.push({start:[],
key:null,sep:[this.sourceToken]});else if(xe(t.sep,"map-value-ind"))this.stack.push({type:"block-map",offset:this.offset,
indent:this.indent,items:[{start:i,key:null,sep:[this.sourceToken]}]});else if(dc(t.key)&&!xe(t.sep,"newline")){let o=lt(
t.start),a=t.key,l=t.sep;l.push(this.sourceToken),delete t.key,delete t.sep,this.stack.push({type:"block-map",offset:this.
offset,indent:this.indent,items:[{start:o,key:a,sep:l}]})}else i.length>0?t.sep=t.sep.concat(i,this.sourceToken):t.sep.push(
this.sourceToken);else if(xe(t.start,"newline"))Object.assign(t,{key:null,sep:[this.sourceToken]});else{let o=lt(t.start);
this.stack.push({type:"block-map",offset:this.offset,indent:this.indent,items:[{start:o,key:null,sep:[this.sourceToken]}]})}else
t.sep?t.value||r?e.items.push({start:i,key:null,sep:[this.sourceToken]}):xe(t.sep,"map-value-ind")?this.stack.push({type:"\
block-map",offset:this.offset,indent:this.indent,items:[{start:[],key:null,sep:[this.sourceToken]}]}):t.sep.push(this.sourceToken):
Object.assign(t,{key:null,sep:[this.sourceToken]});this.onKeyLine=!0;return;case"alias":case"scalar":case"single-quoted-\
scalar":case"double-quoted-scalar":{let o=this.flowScalar(this.type);r||t.value?(e.items.push({start:i,key:o,sep:[]}),this.
onKeyLine=!0):t.sep?this.stack.push(o):(Object.assign(t,{key:o,sep:[]}),this.onKeyLine=!0);return}default:{let o=this.startBlockValue(
e);if(o){if(o.type==="block-seq"){if(!t.explicitKey&&t.sep&&!xe(t.sep,"newline")){yield*this.pop({type:"error",offset:this.
offset,message:"Unexpected block-seq-ind on same line with key",source:this.source});return}}else s&&e.items.push({start:i});
this.stack.push(o);return}}}}yield*this.pop(),yield*this.step()}*blockSequence(e){let t=e.items[e.items.length-1];switch(this.
type){case"newline":if(t.value){let s="end"in t.value?t.value.end:void 0;(Array.isArray(s)?s[s.length-1]:void 0)?.type===
"comment"?s?.push(this.sourceToken):e.items.push({start:[this.sourceToken]})}else t.start.push(this.sourceToken);return;case"\
space":case"comment":if(t.value)e.items.push({start:[this.sourceToken]});else{if(this.atIndentedComment(t.start,e.indent)){
let r=e.items[e.items.length-2]?.value?.end;if(Array.isArray(r)){as(r,t.start),r.push(this.sourceToken),e.items.pop();return}}
t.start.push(this.sourceToken)}return;case"anchor":case"tag":if(t.value||this.indent<=e.indent)break;t.start.push(this.sourceToken);
return;case"seq-item-ind":if(this.indent!==e.indent)break;t.value||xe(t.start,"seq-item-ind")?e.items.push({start:[this.
sourceToken]}):t.start.push(this.sourceToken);return}if(this.indent>e.indent){let s=this.startBlockValue(e);if(s){this.stack.
push(s);return}}yield*this.pop(),yield*this.step()}*flowCollection(e){let t=e.items[e.items.length-1];if(this.type==="fl\
ow-error-end"){let s;do yield*this.pop(),s=this.peek(1);while(s?.type==="flow-collection")}else if(e.end.length===0){switch(this.
type){case"comma":case"explicit-key-ind":!t||t.sep?e.items.push({start:[this.sourceToken]}):t.start.push(this.sourceToken);
return;case"map-value-ind":!t||t.value?e.items.push({start:[],key:null,sep:[this.sourceToken]}):t.sep?t.sep.push(this.sourceToken):
Object.assign(t,{key:null,sep:[this.sourceToken]});return;case"space":case"comment":case"newline":case"anchor":case"tag":
!t||t.value?e.items.push({start:[this.sourceToken]}):t.sep?t.sep.push(this.sourceToken):t.start.push(this.sourceToken);return;case"\
alias":case"scalar":case"single-quoted-scalar":case"double-quoted-scalar":{let r=this.flowScalar(this.type);!t||t.value?
e.items.push({start:[],key:r,sep:[]}):t.sep?this.stack.push(r):Object.assign(t,{key:r,sep:[]});return}case"flow-map-end":case"\
flow-seq-end":e.end.push(this.sourceToken);return}let s=this.startBlockValue(e);s?this.stack.push(s):(yield*this.pop(),yield*this.
step())}else{let s=this.peek(2);if(s.type==="block-map"&&(this.type==="map-value-ind"&&s.indent===e.indent||this.type===
"newline"&&!s.items[s.items.length-1].sep))yield*this.pop(),yield*this.step();else if(this.type==="map-value-ind"&&s.type!==
"flow-collection"){let r=os(s),i=lt(r);pc(e);let o=e.end.splice(1,e.end.length);o.push(this.sourceToken);let a={type:"bl\
ock-map",offset:e.offset,indent:e.indent,items:[{start:i,key:e,sep:o}]};this.onKeyLine=!0,this.stack[this.stack.length-1]=
a}else yield*this.lineEnd(e)}}flowScalar(e){if(this.onNewLine){let t=this.source.indexOf(`
`)+1;for(;t!==0;)this.onNewLine(this.offset+t),t=this.source.indexOf(`
`,t)+1}return{type:e,offset:this.offset,indent:this.indent,source:this.source}}startBlockValue(e){switch(this.type){case"\
alias":case"scalar":case"single-quoted-scalar":case"double-quoted-scalar":return this.flowScalar(this.type);case"block-s\
calar-header":return{type:"block-scalar",offset:this.offset,indent:this.indent,props:[this.sourceToken],source:""};case"\
flow-map-start":case"flow-seq-start":return{type:"flow-collection",offset:this.offset,indent:this.indent,start:this.sourceToken,
items:[],end:[]};case"seq-item-ind":return{type:"block-seq",offset:this.offset,indent:this.indent,items:[{start:[this.sourceToken]}]};case"\
explicit-key-ind":{this.onKeyLine=!0;let t=os(e),s=lt(t);return s.push(this.sourceToken),{type:"block-map",offset:this.offset,
indent:this.indent,items:[{start:s,explicitKey:!0}]}}case"map-value-ind":{this.onKeyLine=!0;let t=os(e),s=lt(t);return{type:"\
block-map",offset:this.offset,indent:this.indent,items:[{start:s,key:null,sep:[this.sourceToken]}]}}}return null}atIndentedComment(e,t){
return this.type!=="comment"||this.indent<=t?!1:e.every(s=>s.type==="newline"||s.type==="space")}*documentEnd(e){this.type!==
"doc-mode"&&(e.end?e.end.push(this.sourceToken):e.end=[this.sourceToken],this.type==="newline"&&(yield*this.pop()))}*lineEnd(e){
switch(this.type){case"comma":case"doc-start":case"doc-end":case"flow-seq-end":case"flow-map-end":case"map-value-ind":yield*this.
pop(),yield*this.step();break;case"newline":this.onKeyLine=!1;default:e.end?e.end.push(this.sourceToken):e.end=[this.sourceToken],
this.type==="newline"&&(yield*this.pop())}}};gc.Parser=yi});var wc=k(zt=>{"use strict";var hc=ri(),oh=Rt(),Vt=Dt(),ah=nr(),lh=j(),ch=mi(),mc=bi();function yc(n){let e=n.prettyErrors!==
!1;return{lineCounter:n.lineCounter||e&&new ch.LineCounter||null,prettyErrors:e}}function uh(n,e={}){let{lineCounter:t,prettyErrors:s}=yc(
e),r=new mc.Parser(t?.addNewLine),i=new hc.Composer(e),o=Array.from(i.compose(r.parse(n)));if(s&&t)for(let a of o)a.errors.
forEach(Vt.prettifyError(n,t)),a.warnings.forEach(Vt.prettifyError(n,t));return o.length>0?o:Object.assign([],{empty:!0},
i.streamInfo())}function bc(n,e={}){let{lineCounter:t,prettyErrors:s}=yc(e),r=new mc.Parser(t?.addNewLine),i=new hc.Composer(
e),o=null;for(let a of i.compose(r.parse(n),!0,n.length))if(!o)o=a;else if(o.options.logLevel!=="silent"){o.errors.push(
new Vt.YAMLParseError(a.range.slice(0,2),"MULTIPLE_DOCS","Source contains multiple documents; please use YAML.parseAllDo\
cuments()"));break}return s&&t&&(o.errors.forEach(Vt.prettifyError(n,t)),o.warnings.forEach(Vt.prettifyError(n,t))),o}function fh(n,e,t){
let s;typeof e=="function"?s=e:t===void 0&&e&&typeof e=="object"&&(t=e);let r=bc(n,t);if(!r)return null;if(r.warnings.forEach(
i=>ah.warn(r.options.logLevel,i)),r.errors.length>0){if(r.options.logLevel!=="silent")throw r.errors[0];r.errors=[]}return r.
toJS(Object.assign({reviver:s},t))}function ph(n,e,t){let s=null;if(typeof e=="function"||Array.isArray(e)?s=e:t===void 0&&
e&&(t=e),typeof t=="string"&&(t=t.length),typeof t=="number"){let r=Math.round(t);t=r<1?void 0:r>8?{indent:8}:{indent:r}}
if(n===void 0){let{keepUndefined:r}=t??e??{};if(!r)return}return lh.isDocument(n)&&!s?n.toString(t):new oh.Document(n,s,
t).toString(t)}zt.parse=fh;zt.parseAllDocuments=uh;zt.parseDocument=bc;zt.stringify=ph});var Si=k(M=>{"use strict";var dh=ri(),gh=Rt(),hh=Rr(),wi=Dt(),mh=vt(),Ie=j(),yh=Oe(),bh=U(),wh=Ee(),Sh=Pe(),kh=rs(),vh=gi(),
$h=mi(),Nh=bi(),ls=wc(),Sc=bt();M.Composer=dh.Composer;M.Document=gh.Document;M.Schema=hh.Schema;M.YAMLError=wi.YAMLError;
M.YAMLParseError=wi.YAMLParseError;M.YAMLWarning=wi.YAMLWarning;M.Alias=mh.Alias;M.isAlias=Ie.isAlias;M.isCollection=Ie.
isCollection;M.isDocument=Ie.isDocument;M.isMap=Ie.isMap;M.isNode=Ie.isNode;M.isPair=Ie.isPair;M.isScalar=Ie.isScalar;M.
isSeq=Ie.isSeq;M.Pair=yh.Pair;M.Scalar=bh.Scalar;M.YAMLMap=wh.YAMLMap;M.YAMLSeq=Sh.YAMLSeq;M.CST=kh;M.Lexer=vh.Lexer;M.LineCounter=
$h.LineCounter;M.Parser=Nh.Parser;M.parse=ls.parse;M.parseAllDocuments=ls.parseAllDocuments;M.parseDocument=ls.parseDocument;
M.stringify=ls.stringify;M.visit=Sc.visit;M.visitAsync=Sc.visitAsync});var dy=["github","env","vars","job","jobs","steps","runner","secrets","strategy","matrix","needs","inputs"];function Fs(n,e,t){
return e.expression===null?e.text:n.evaluateString(e.expression,t)}function gy(n,e,t){let s=[];for(let[r,i]of Object.entries(
e)){let o=typeof t=="function"?t(r,i):t;s.push([r,Fs(n,i,o)])}return Object.fromEntries(s)}function hy(n,e,t){return n.evaluateTruthy(
e.expression,t)}function un(n,e,t){switch(e.kind){case"literal":return e.value;case"expression":return n.evaluate(e.expression,
{...t,where:t.where??`line ${e.position.line}, column ${e.position.column}`});case"sequence":return e.items.map(s=>un(n,
s,t));case"mapping":return Object.fromEntries(e.entries.map(({key:s,value:r})=>[s,un(n,r,t)]))}}function Qe(n){switch(n.
kind){case"literal":return!1;case"expression":return!0;case"sequence":return n.items.some(Qe);case"mapping":return n.entries.
some(e=>Qe(e.value))}}var ct=Hi(Si(),1),cs="${{",Oh="}}";function ki(n){let e=n.indexOf(cs);if(e<0)return null;let t=[],s=0;for(;s<n.length;)if(s===
e){let r=-1,i=!1;for(s+=cs.length;s<n.length;s++)if(n[s]==="'")i=!i;else if(!i&&n[s]==="}"&&n[s-1]==="}"){r=s,s++;break}
if(r<0)return null;t.push({expression:n.slice(e+cs.length,r+1-Oh.length).trim(),offset:e,end:r+1}),e=n.indexOf(cs,s)}else if(e>=
0&&s<e)t.push({literal:n.slice(s,e),offset:s}),s=e;else{t.push({literal:n.slice(s),offset:s});break}return t}function _b(n){
let e=ki(n);if(e===null)return null;let[t]=e;if(e.length===1&&t&&"expression"in t)return t.expression;let s=[],r=[];for(let i of e)
"literal"in i?s.push(i.literal.replace(/'/g,"''").replace(/\{/g,"{{").replace(/\}/g,"}}")):(s.push(`{${r.length}}`),r.push(
i.expression));return`format('${s.join("")}'${r.map(i=>`, ${i}`).join("")})`}function kc(n){let e=ki(n);return e!==null&&
e.filter(t=>"expression"in t).length===1&&e.every(t=>!("literal"in t)||/^\s*["']?\s*$/.test(t.literal))}function vc(n){let e=ki(
n);return e===null?n:e.map(t=>"literal"in t?t.literal:n.slice(t.offset,t.end).replace(/[^\n]/g," ")).join("")}function Mb(n){
let e=new Map,t=[0];for(let i=0;i<n.length;i++)n[i]===`
`&&t.push(i+1);let s=i=>{let o=0,a=t.length-1;for(;o<a;){let l=o+a+1>>1;t[l]<=i?o=l:a=l-1}return`${o+1}:${i-t[o]+1}`},r=(0,ct.parseDocument)(
n,{uniqueKeys:!1});return(0,ct.visit)(r,{Scalar(i,o){(0,ct.isScalar)(o)&&typeof o.value=="string"&&o.range&&e.set(s(o.range[0]),
o.value)}}),e}function us(n,e){let t=$c(e);for(let s of n)if(s===e)return s;for(let s of n)if($c(s)===t)return s}function Fb(n){let e=n.
map(t=>t.id);return n.map(t=>t.needs.every(s=>e.includes(s.id))?t:{...t,needs:t.needs.map(s=>({...s,id:us(e,s.id)??s.id}))})}
function $c(n){return n.replace(/[A-Z]/g,e=>e.toLowerCase())}function Ah(n,e){let t=us(n.jobs.map(r=>r.id),e),s=n.jobs.find(
r=>r.id===t);if(!s)throw new P("job-unknown",`no job '${e}' in ${n.fileName}; jobs: ${n.jobs.map(r=>r.id).join(", ")}`);
return s}function Wb(n,e){let t=Ah(n,e).id,s=Oc(new Map(n.jobs.map(r=>[r.id,r])),t);return n.jobs.map(r=>r.id).filter(r=>s.
has(r))}function Nc(n){let e=new Map;for(let r of vi(n)){let i=new Set;for(let o of r.needs){let a=e.get(o.id);if(a){i.add(
o.id);for(let l of a)i.add(l)}}e.set(r.id,i)}let t=new Map(n.jobs.map(r=>[r.id,r])),s=n.jobs.map(r=>r.id);return new Map(
s.map(r=>{let i=e.get(r)??Oc(t,r);return[r,s.filter(o=>i.has(o))]}))}function Oc(n,e){let t=new Set,s=[...n.get(e)?.needs.
map(r=>r.id)??[]];for(;s.length>0;){let r=s.pop();if(t.has(r)||r===e)continue;let i=n.get(r);i&&(t.add(r),s.push(...i.needs.
map(o=>o.id)))}return t}function vi(n){let e=new Set,t=[],s=new Set(n.jobs.map(i=>i.id)),r=!0;for(;r&&t.length<n.jobs.length;){
r=!1;for(let i of n.jobs)e.has(i.id)||i.needs.every(o=>e.has(o.id)||!s.has(o.id))&&(e.add(i.id),t.push(i),r=!0)}return t}
function fs(n,e,t){let s=new Map(n.jobs.map(o=>[o.id,o])),r=new Map([[e,e]]),i=[e];for(let o=i.shift();o!==void 0;o=i.shift())
for(let a of s.get(o)?.needs??[])if(!(r.has(a.id)||!s.has(a.id))){if(r.set(a.id,o),a.id===t){let l=[t];for(let c=o;c!==e;c=
r.get(c))l.unshift(c);return[e,...l]}i.push(a.id)}return null}function ps(n){return n.slice(0,-1).map((e,t)=>`${e} needs\
 ${n[t+1]}`).join(", ")}var $i={invalid:"workflow-invalid",expression:"expression-invalid",needsUnknown:"needs-unknown",needsCycle:"needs-cycle"};
function Y(n,e){return e&&e.line>0?`${n}:${e.line}:${e.column}`:n}function Ub(n){let e=[];for(let t of n.jobs)for(let s of t.
steps){let r=s.uses?.text;if(r===void 0||Eh(r))continue;let[i="",...o]=r.split("@"),a=o.length<=1&&i.split(/[/\\]/).filter(
l=>l!=="").length>=2?`name the commit it runs: ${i}@<40-hex commit sha>`:"an action is {owner}/{repo}[/path]@ref, ./path\
 (one of this repository) or docker://image";e.push({code:$i.invalid,severity:"error",path:Y(n.fileName,s.uses?.position??
s.position),message:`Expected format {org}/{repo}[/path]@ref. Actual '${r}': GitHub refuses the workflow; ${a}`})}return e}
function Eh(n){if(n.startsWith("docker://")||n.startsWith("./")||n.startsWith(".\\"))return!0;let e=n.split("@"),t=(e[0]??
"").split(/[/\\]/).filter(s=>s!=="");return e.length===2&&t.length>=2&&e[1]!==""}function Bb(n){let e=[],t=new Map(n.jobs.
map(l=>[l.id,l])),s=n.jobs.map(l=>l.id);for(let l of n.jobs)for(let c of l.needs)t.has(c.id)||e.push({code:$i.needsUnknown,
severity:"error",path:Y(n.fileName,c.position),message:`job '${l.id}' needs '${c.id}', which is not a job in this workfl\
ow; jobs: ${s.join(", ")}`});let r=new Map,i=[],o=new Set,a=l=>{r.set(l,"active"),i.push(l);let c=t.get(l);for(let p of c?.
needs??[]){if(!t.has(p.id))continue;let u=r.get(p.id);if(u==="active"){let f=i.slice(i.indexOf(p.id)),d=Ph(f);if(!o.has(
d)){o.add(d);let m=f.map((g,y)=>`${g} needs ${f[(y+1)%f.length]}`);e.push({code:$i.needsCycle,severity:"error",path:Y(n.
fileName,p.position),message:`needs form a cycle: ${[...f,f[0]].join(" \u2192 ")} (${m.join(", ")}); remove one of these\
 needs`})}}else u===void 0&&a(p.id)}i.pop(),r.set(l,"done")};for(let l of n.jobs)r.has(l.id)||a(l.id);return e}function Ph(n){
return[...n].sort().join("\0")}function ut(n){if(!n.uses)return{kind:"run"};let e=n.uses.text.trim();if(n.ownAction&&e.startsWith("./"))return{kind:"lo\
cal",path:e.replace(/\/+$/,"")};let t=xh(e);if(t)return{kind:"baton",action:t};if(e.startsWith("./"))return{kind:"local",
path:e.replace(/\/+$/,"")};let[s=""]=e.split("@"),r=s.toLowerCase();return r==="actions/checkout"?{kind:"noop",action:"c\
heckout",reason:"the local checkout is used as it is"}:r.startsWith("actions/setup-")?{kind:"noop",action:"setup",reason:"\
tools on this machine are used"}:{kind:"skip",notice:`${e} cannot run locally; step skipped`}}function xh(n){let e=Ac(n);
if(e===null)return null;for(let[t,s]of Object.entries(no))if(s===e)return t;return null}function Ac(n){if(n.startsWith("\
./"))return n.slice(2).replace(/\/+$/,"");let e=/^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)((?:\/[^@]*)?)@.+$/.exec(n);return e?.[2]?.
toLowerCase()!==so?null:(e[3]??"").replace(/^\/|\/+$/g,"")}function Je(n){return n.uses!==null&&Ih(n.uses.text)}function Ih(n){
return Ac(n.trim())===ro}var fe=["claude","codex","gemini","copilot"],Ye=mt(fe),Le={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},Th=[...new Set(
Object.values(Le).flatMap(n=>n.keyEnv))],jh=["ANTHROPIC_AUTH_TOKEN","ANTHROPIC_FOUNDRY_API_KEY","AWS_SECRET_ACCESS_KEY",
"AWS_SESSION_TOKEN","AWS_BEARER_TOKEN_BEDROCK","AZURE_OPENAI_API_KEY"];function Gb(n){return[...Th,...jh].map(e=>n[e]).filter(
e=>!!e)}var Ch=F().check(po(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,{message:"must be a model name: letters, digits and \
. _ : / @ -, at most 128 characters"})),_h=we({model:ae(Ch)}),Pc="--prompt=",xc=128*1024-1-Pc.length,ds=`"\${${gt.handoffPath}\
%/*}"`,Yt=`"$${gt.promptPath}"`,Ni=n=>`\${${re.model}:+${n} "$${re.model}"}`,gs=["agent_args=()",`if [ -n "\${${re.args}\
:-}" ]; then`,"  while IFS= read -r arg; do",'    arg="${arg#"${arg%%[![:space:]]*}"}"','    arg="${arg%"${arg##*[![:spa\
ce:]]}"}"','    if [ -n "$arg" ]; then agent_args+=("$arg"); fi',`  done <<< "$${re.args}"`,"fi"],hs='${agent_args[@]+"$\
{agent_args[@]}"}';function Ic(n){let{cli:e,npmPackage:t}=Le[n];return`the ${e} CLI is not installed (no ${e} on PATH): \
install its npm package, npm install --global ${t}@<version> (baton-stage.yml installs it at agent-version)`}var ys="bat\
on: ",Lc=n=>`the prompt is ${n} bytes; copilot takes it as one argument, at most ${xc} bytes. Shorten it (max-prompt-tok\
ens) or use another agent.`;function Mh(n,e){if(e===Ic(n))return!0;let t=/^the prompt is (\d{1,20}) bytes;/.exec(e)?.[1];
return n==="copilot"&&t!==void 0&&e===Lc(t)}function ms(n){let{cli:e}=Le[n];return[`if ! command -v ${e} >/dev/null 2>&1\
; then`,`  echo "${ys}${Ic(n)}" >&2`,"  exit 127","fi"]}function Ec(n,e,t=""){return[`if [ -z "\${${e}:-}" ] && [ -n "\${${n}\
:-}" ]${t}; then`,`  export ${e}="$${n}"`,"fi"]}var qh={claude:[...ms("claude"),'if [ "$EUID" -eq 0 ]; then',"  export I\
S_SANDBOX=1","fi",...gs,"exec claude -p \\","  --output-format stream-json --verbose \\","  --permission-mode bypassPerm\
issions \\",`  --add-dir ${ds} \\`,`  ${Ni("--model")} \\`,`  ${hs} \\`,`  < ${Yt}`].join(`
`),codex:[...ms("codex"),...Ec("OPENAI_API_KEY","CODEX_API_KEY"),...gs,"exec codex exec \\","  --json \\","  --sandbox w\
orkspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${ds} \\`,`  ${Ni("--model")} \\`,`  ${hs} \\`,`  - < ${Yt}`].
join(`
`),gemini:[...ms("gemini"),'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',...Ec("GOOGLE_API_K\
EY","GEMINI_API_KEY",' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),...gs,"exec gemini \\","  --output-format json \
\\","  --approval-mode yolo \\",`  --include-directories ${ds} \\`,`  ${Ni("--model")} \\`,`  ${hs} \\`,"  -p 'Carry out\
 the task above.' \\",`  < ${Yt}`].join(`
`),copilot:[...ms("copilot"),`prompt_bytes=$(wc -c < ${Yt})`,`if [ "$prompt_bytes" -gt ${xc} ]; then`,`  echo "${ys}${Lc(
"$prompt_bytes")}" >&2`,"  exit 2","fi",...gs,"exec copilot \\",`  ${Pc}"$(cat ${Yt})" \\`,"  --output-format=json \\","\
  --allow-all-tools \\","  --no-ask-user \\",`  --add-dir=${ds} \\`,`  \${${re.model}:+--model="$${re.model}"} \\`,`  ${hs}`].
join(`
`)};function Ai(n,e=`input ${h.agent}`){let t=Ye.safeParse(n);if(t.success)return t.data;throw new P("agent-preset-unkno\
wn",`"${n}" is not an agent preset; use one of ${fe.join(", ")}, or give the command in \`run\``,{where:e})}function Hb(n,e={}){
let t=Ai(n),s=_h.safeParse(e);if(!s.success){let i=s.error.issues[0];throw new P("agent-preset-options",`agent ${t}: ${i?.
path.join(".")||"options"} ${i?.message}`,{where:`agent ${t}`})}let r={};return s.data.model!==void 0&&(r[re.model]=s.data.
model),{script:qh[t],env:r}}function Ei(n,e){let t=Ai(n),s=[];switch(t){case"claude":return{...jc(Ve(e),s),problems:s};case"\
codex":return{...Dh(e,s),problems:s};case"gemini":return{...Jh(e,s),problems:s};case"copilot":return{...Kh(e,s),problems:s}}}
function Qb(n,e){let t=Ye.safeParse(n);if(!t.success)throw new P("agent-preset-unknown",`"${n}" is not an agent preset; \
use one of ${fe.join(", ")}: the one whose CLI wrote the \`${h.agentOutput}\` file`,{where:`input ${h.agent}`});if(t.data!==
"claude")return Ei(t.data,e);let s=[],r=Ve(e),i=r.some(Cc)?r:Fh(e);return{...jc(i,s),problems:s}}function Xb(n,e){return Ei(
n,e).usage}function Zb(n,e){return Ei(n,e).finalText}function ew(n,e){let t=Ai(n),s=Rh(t,e);if(s!==null&&s.trim()!=="")return{
source:"cli",text:s};let r=e.split(`
`);for(let i=r.length-1;i>=0;i--){let o=r[i].trimEnd(),a=o.slice(ys.length);if(o.startsWith(ys)&&Mh(t,a))return{source:"\
script",text:a}}return null}function Rh(n,e){switch(n){case"claude":{let t=Ke(Ve(e),i=>i.type==="result"),s=t?.is_error===
!0||typeof t?.subtype=="string"&&t.subtype.startsWith("error");if(!t||!s)return null;if(typeof t.result=="string"&&t.result.
trim()!=="")return t.result;let r=Array.isArray(t.errors)?t.errors.filter(i=>typeof i=="string"):[];return r.length>0?r.
join("; "):typeof t.subtype=="string"?t.subtype:null}case"codex":{let t=Ve(e),s=Ke(t,i=>i.type==="turn.failed"&&J(i.error)),
r=J(s?.error)?s.error.message:Ke(t,i=>i.type==="error")?.message;return typeof r=="string"?r:null}case"gemini":{let t=_c(
e)?.error;return J(t)&&typeof t.message=="string"?t.message:null}case"copilot":{let t=Ke(Ve(e),s=>s.type==="session.erro\
r")?.data;return J(t)&&typeof t.message=="string"?t.message:null}}}function tw(n={}){return["## Handing off","",`When yo\
u are done, write your handoff as one JSON object to ${n.handoffPath?`\`${n.handoffPath}\` (also in the environment varia\
ble \`${gt.handoffPath}\`)`:`the path in the environment variable \`${gt.handoffPath}\``}:`,"","```json",`{"version": ${eo}\
, "status": "success", "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": \
{"key": "value"}}`,"```","",`- \`summary\` is required (at most ${Ce.summaryBytes} bytes); \`status\` is one of success, p\
artial, blocked, failure.`,'- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage\
 id>", "reason": "\u2026"}` to hand off to a specific stage.',`- If you cannot write files, print the same JSON as the l\
ast thing you say, between a line \`${xs.start}\` and a line \`${xs.end}\`.`].join(`
`)}function J(n){return typeof n=="object"&&n!==null&&!Array.isArray(n)}function Ve(n){let e=[];for(let t of n.split(`
`)){let s=t.trim();if(s.startsWith("{"))try{let r=JSON.parse(s);J(r)&&e.push(r)}catch{}}return e}function Fh(n){let e=n.
trim();if(e.startsWith("[")&&e.endsWith("]"))try{let i=JSON.parse(e);if(Array.isArray(i))return i.filter(J)}catch{}let t=[],
s=n.split(`
`),r=-1;for(let i=0;i<s.length;i++){let o=s[i].replace(/\r$/,"");if(o==="  {")r=i;else if(r!==-1&&(o==="  }"||o==="  },")){
try{let a=JSON.parse(`${s.slice(r,i).join(`
`)}
}`);J(a)&&t.push(a)}catch{}r=-1}}return t}function Ke(n,e){for(let t=n.length-1;t>=0;t--){let s=n[t];if(e(s))return s}}var Q=(n,e)=>({
key:e,value:n[e]});function Tc(n){return typeof n=="number"||typeof n=="boolean"?String(n):typeof n=="string"?"a string":
Array.isArray(n)?"a list":"an object"}function Oi(n,e){return{code:Zt.usageRefused,severity:"warning",path:`agent.usage.${n}`,
message:`${e}; ${n} is not recorded`}}function ze(n,e,t,s){let r;for(let{key:i,value:o}of t)if(o!=null){if(typeof o!="nu\
mber"||!Number.isSafeInteger(o)||o<0){s.push(Oi(e,`${n} reported ${Tc(o)} as ${i}, which is not a whole number from 0 to\
 ${Number.MAX_SAFE_INTEGER}`));return}if(r=(r??0)+o,!Number.isSafeInteger(r)){s.push(Oi(e,`the ${e} ${n} reported add up\
 to more than ${Number.MAX_SAFE_INTEGER}`));return}}return r}function Wh(n,{key:e,value:t},s){if(t!=null){if(typeof t=="\
number"&&Number.isFinite(t)&&t>=0&&t<=Ce.usageCostUsd)return t;s.push(Oi("cost_usd",`${n} reported ${Tc(t)} as ${e}, whi\
ch is not an amount from 0 to ${Ce.usageCostUsd} USD`))}}function bs(n){let e={};return n.input!==void 0&&(e.input_tokens=
n.input),n.output!==void 0&&(e.output_tokens=n.output),n.cost!==void 0&&(e.cost_usd=n.cost),Object.keys(e).length===0?null:
e}function jc(n,e){let t=Ke(n,Cc);if(!t)return{finalText:null,usage:null};let s=J(t.modelUsage)?Object.values(t.modelUsage).
filter(J):[],r=J(t.usage)?t.usage:{},[i,o]=s.length>0?[s.flatMap(a=>[Q(a,"inputTokens"),Q(a,"cacheCreationInputTokens"),
Q(a,"cacheReadInputTokens")]),s.map(a=>Q(a,"outputTokens"))]:[[Q(r,"input_tokens"),Q(r,"cache_creation_input_tokens"),Q(
r,"cache_read_input_tokens")],[Q(r,"output_tokens")]];return{finalText:typeof t.result=="string"?t.result:null,usage:bs(
{input:ze("claude","input_tokens",i,e),output:ze("claude","output_tokens",o,e),cost:Wh("claude",Q(t,"total_cost_usd"),e)})}}
function Cc(n){return n.type==="result"}function Dh(n,e){let t=Ve(n),r=Ke(t,a=>a.type==="item.completed"&&Uh(a.item))?.item?.
text,i=t.filter(a=>a.type==="turn.completed"&&J(a.usage)),o=a=>i.map(l=>Q(l.usage,a));return{finalText:typeof r=="string"?
r:null,usage:bs({input:ze("codex","input_tokens",o("input_tokens"),e),output:ze("codex","output_tokens",o("output_tokens"),
e)})}}function Uh(n){return J(n)&&(n.type==="agent_message"||n.item_type==="assistant_message")}var Bh=4;function _c(n){
let e=n.length;for(let t=0;t<Bh&&e>0;t++){let s=n.lastIndexOf(`
{`,e-1),r=s===-1?0:s+1;if(n[r]!=="{")return null;try{let i=JSON.parse(n.slice(r));if(J(i)&&("response"in i||"stats"in i||
"error"in i))return i}catch{}if(s===-1)return null;e=s}return null}function Jh(n,e){let t=_c(n),s=t?.stats,i=(J(s)&&J(s.
models)?Object.values(s.models):[]).map(o=>J(o)&&J(o.tokens)?o.tokens:{});return{finalText:typeof t?.response=="string"?
t.response:null,usage:bs({input:ze("gemini","input_tokens",i.map(o=>Q(o,"prompt")),e),output:ze("gemini","output_tokens",
i.flatMap(o=>[Q(o,"candidates"),Q(o,"thoughts")]),e)})}}function Kh(n,e){let t=Ve(n),s=Ke(t,i=>i.type==="assistant.messa\
ge")?.data?.content,r=t.filter(i=>i.type==="assistant.message"&&J(i.data));return{finalText:typeof s=="string"?s:null,usage:bs(
{output:ze("copilot","output_tokens",r.map(i=>Q(i.data,"outputTokens")),e)})}}var Pi=["actions","artifact-metadata","attestations","checks","contents","deployments","discussions","issues","packages",
"pages","pull-requests","repository-projects","statuses","security-events","id-token","models","vulnerability-alerts"],Vh=new Set(
["models","vulnerability-alerts"]),Mc={none:0,read:1,write:2};function ws(n){if(n===null)return null;let e=new Map,t=(s,r)=>e.
set(s,Vh.has(s)&&r==="write"?"read":r);if(n.kind==="literal"){let s=n.value==="write-all"?"write":n.value==="read-all"?"\
read":null;if(s===null)return null;for(let r of Pi)t(r,s);return e}if(n.kind!=="mapping")return null;for(let s of Pi)e.set(
s,"none");for(let s of n.entries){if(s.value.kind!=="literal")return null;let r=String(s.value.value);if(r!=="none"&&r!==
"read"&&r!=="write")return null;t(s.key,r)}return e}function qc(n,e){let t=Pi.filter(r=>Mc[n.get(r)??"none"]>Mc[e.get(r)??
"none"]);if(t.length===0)return null;let s=r=>t.map(i=>`${i}: ${r.get(i)??"none"}`).join(", ");return`requesting '${s(n)}\
', but is only allowed '${s(e)}'`}function Rc(n,e,t){let s=ws(n.permissions);if(s!==null)return{levels:s,from:`jobs.${n.
id}.permissions of ${e.fileName}`};let r=ws(e.permissions);return r!==null?{levels:r,from:`the permissions: of ${e.fileName}`}:
t}function Gt(n){return n.jobs.some(Je)?{...n,jobs:n.jobs.map(e=>Je(e)?Gh(e):e)}:n}var Wc=/^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$/,
Dc=fe.flatMap(n=>[...Le[n].keyEnv]),Fc="stage",zh=60,Yh=["status","next","present","data","sha256","artifact-id"],xi=[h.
stage,h.prompt,h.promptFile,h.agent,h.run,h.needs,h.handoff,h.onInvalid,h.vars,h.verify,h.attempts,h.maxHandoffs,h.maxPromptTokens,
h.redact,h.retentionDays,h.workingDirectory];function Gh(n){let e=n.uses,t=e.position,s=n.with,r={};for(let u of xi){let f=s[u];
f!==void 0&&(r[u]=f)}let i={},o=s.model;o!==void 0&&(i[re.model]=o);let a=s[lo.agentArgs];a!==void 0&&(i[re.args]=a);let l=s[h.
agent];for(let u of fe)for(let f of Le[u].keyEnv){let d=Hh(n,f);if(d===null||l===void 0)continue;let m=`(${Uc(l)}) == '${u}\
' && (${d}) || ''`;i[f]={text:`\${{ ${m} }}`,expression:m,position:t}}let c={index:0,id:Fc,name:null,if:{expression:"suc\
cess()",text:null,position:null},run:null,uses:{text:Xh(e.text.trim()),position:t},with:r,env:i,shell:null,workingDirectory:null,
continueOnError:!1,timeoutMinutes:null,position:t},p={};for(let u of Yh){let f=`steps.${Fc}.outputs['${u}']`;p[u]={text:`\
\${{ ${f} }}`,expression:f,position:t}}return{...n,env:{},outputs:p,timeoutMinutes:Qh(s["timeout-minutes"],t),defaults:null,
steps:[c],stageWorkflow:!0}}function Hh(n,e){if(n.secrets==="inherit")return`secrets.${e}`;let t=n.secrets[e];return t===
void 0?null:Uc(t)}function Uc(n){return n.expression??`'${n.text.replaceAll("'","''")}'`}function Qh(n,e){if(n===void 0)
return{kind:"literal",value:zh,position:e};if(n.expression!==null)return{kind:"expression",expression:n.expression,text:n.
text,position:n.position};let t=n.text.trim(),s=t===""?Number.NaN:Number(t);return{kind:"literal",value:Number.isFinite(
s)?s:t,position:n.position}}function Xh(n){if(n.startsWith("./"))return"./";let e=n.indexOf("@"),[t="",s=""]=n.slice(0,e).
split("/");return`${t}/${s}${n.slice(e)}`}function Bc(n,e){return Je(e)&&!n.jobs.some(t=>t.id===io)}function Jc(n,e){let t=o=>o===
void 0?[]:o.expression!==null?null:o.text.split(/[\s,]+/).filter(Boolean),s=t(n);if(s===null)return null;let r=new Set,i=[
...s];for(let o=i.pop();o!==void 0;o=i.pop()){if(r.has(o))continue;r.add(o);let a=e(o);if(a===void 0)continue;let l=a.callsStageWorkflow?
t(a.needsInput):a.upstreamStages;if(l===null)return null;i.push(...l)}return r}function Kc(n,e,t,s){return`${n}: on GitH\
ub, a stage run by baton's stage workflow reads only the stages its needs input names and those they read; add ${e} to w\
ith.needs of job '${t}' (now: ${s?.text.trim()||"none"})`}var Ii=10,Ss=".github/workflows/";function Vc(n){let e=n.trim();if(!e.startsWith("./"))return null;let t=[];for(let s of e.
slice(2).split("/"))s===""||s==="."||(s===".."?t.pop():t.push(s));return t.join("/")}function zc(n){return n.replaceAll(
"/","-")}function K(n){return n.slice(n.lastIndexOf("/")+1)}function Li(n,e){return n.flatMap(t=>[t,...Li(e(t)?.jobs??[],
e)])}function Yc(n,e,t,s){let r=[],i=new Set([n.fileName]),o=(a,l,c,p,u)=>{let f=Nc(a),d=new Set(a.jobs.map(m=>m.id));for(let m of vi(
a)){let g=`${l}${m.id}`,y={id:g,job:m,workflow:a,calledBy:c,needs:m.needs.filter(E=>d.has(E.id)).map(E=>`${l}${E.id}`),upstream:(f.
get(m.id)??[]).map(E=>`${l}${E}`),call:null,skip:null};if(r.push(y),m.uses===null||m.stageWorkflow===!0)continue;let w=m.
uses.text.trim(),b=Vc(w),S=E=>s.push({code:_.workflowCallInvalid,severity:"error",path:Y(a.fileName,m.uses?.position??m.
position),message:`jobs.${m.id}: ${E}`});if(b===null){y.skip=`${w}: reusable workflows of other repositories do not run \
locally`;continue}if(!b.startsWith(Ss)||b.slice(Ss.length).includes("/")){S(`uses: ${w}: a reusable workflow of this rep\
ository must be a file of ${Ss} (./${Ss}<file>.yml), as GitHub requires`);continue}let N=p.indexOf(b);if(N>=0){S(`uses: ${w}\
: calls form a cycle: ${[...p.slice(N),b].join(" \u2192 ")}`);continue}if(p.length>=Ii){S(`uses: ${w}: too deep: ${[...p,
b].join(" \u2192 ")}; GitHub connects at most ${Ii} levels of workflows (the caller and ${Ii-1} called ones)`);continue}
let $=e.get(b);if($===void 0||"unreadable"in $){S(`uses: ${w}: ${$?.unreadable??"the workflow was not read"}`);continue}
if(i.has($.fileName)||(i.add($.fileName),s.push(...$.problems)),$.call===void 0){Object.keys($.on).length===0&&$.problems.
some(x=>x.severity==="error")||S(`uses: ${w}: ${b} is not a reusable workflow: its on: has no workflow_call, and GitHub \
calls only a workflow whose on: has workflow_call`);continue}em(a,m,b,$.call,t,s);let O=Rc(m,a,u);Zh($,w,O,s);let I=Gt($);
y.call={path:b,workflow:I,jobs:[]};let v=r.length;o(I,`${g}/`,g,[...p,b],O),y.call.jobs=r.slice(v).filter(E=>E.calledBy===
g).map(E=>E.id)}};return o(n,"",null,[Vc(`./${n.fileName}`)??n.fileName],null),r}function Zh(n,e,t,s){if(t===null)return;
let r=(i,o)=>{let a=ws(i),l=a===null?null:qc(a,t.levels);if(i===null||l===null)return;let c=Y(n.fileName,i.position),p=`${o}\
 is ${l} by ${t.from}, which calls it (uses: ${e}); GitHub refuses the call. Ask for no more than the caller allows, or \
give the calling job the permissions`;s.some(u=>u.path===c&&u.message===p)||s.push({code:_.workflowCallInvalid,severity:"\
error",path:c,message:p})};r(n.permissions,"the workflow");for(let i of n.jobs)r(i.permissions,`the nested job '${i.id}'`)}
function em(n,e,t,s,r,i){let o=u=>Y(n.fileName,u??e.uses?.position??e.position),a=(u,f)=>i.push({code:_.workflowCallInvalid,
severity:"error",path:u,message:`jobs.${e.id}: ${f}`}),l=Object.keys(s.inputs);for(let[u,f]of Object.entries(e.with)){let d=Qc(
s,u);if(d===void 0){a(o(f.keyPosition??f.position),`with.${u}: ${t} declares no such input (on.workflow_call.inputs)${Se(
u,l)}; its inputs: ${l.join(", ")||"(none)"}`);continue}let m=Ti(d,u,f,t);m!==null&&a(o(f.position),m)}for(let u of Object.
values(s.inputs))!u.required||Xc(e.with,u.name)!==void 0||a(o(e.uses?.position),`input '${u.name}' is required by ${t} (\
on.workflow_call.inputs.${u.name}); give it in with:${u.default===null?"":" (GitHub requires it of every call, its defau\
lt notwithstanding)"}`);let c=Object.keys(s.secrets);if(e.secrets==="inherit"){if(r===null)return;let u=new Set(r.names.
map(f=>f.toUpperCase()));for(let[f,d]of Object.entries(s.secrets))!d.required||u.has(f.toUpperCase())||a(o(e.uses?.position),
`secret ${f} is required by ${t} and passed by secrets: inherit, but this run has no ${f}; pass ${r.words.passSecret(f)}\
 (with ${f} set in the environment)`);return}let p=new Set(Object.keys(e.secrets).map(u=>u.toUpperCase()));for(let[u,f]of Object.
entries(e.secrets))c.some(d=>d.toUpperCase()===u.toUpperCase())||a(o(f.keyPosition??f.position),`secrets.${u}: ${t} decl\
ares no such secret (on.workflow_call.secrets)${Se(u,c)}; its secrets: ${c.join(", ")||"(none)"}`);for(let[u,f]of Object.
entries(s.secrets))!f.required||p.has(u.toUpperCase())||a(o(e.uses?.position),`secret ${u} is required by ${t} (on.workf\
low_call.secrets.${u}); pass it in secrets: (or secrets: inherit)`)}function Ti(n,e,t,s){if(t.expression!==null)return null;
try{return Hc(n,Gc(t),s),null}catch(r){if(!(r instanceof P))throw r;return`with.${e}: ${r.message}`}}function Gc(n){switch(n.
literal){case"number":return Number(n.text);case"boolean":return n.text==="true";case"null":return null;default:return n.
text}}function Hc(n,e,t){let s=e==null?"":typeof e=="string"?e:JSON.stringify(e),r=(i,o)=>{let a=e==null?"null":typeof e==
"string"?"a string":typeof e;return new P("input-invalid",`input '${n.name}' of ${t} is a ${i}; got ${JSON.stringify(s)}\
, ${a==="null"?"null":a}, which GitHub refuses ("Unexpected value '${s}'": it converts nothing to a ${i}); write ${o}`)};
switch(n.type){case"boolean":if(typeof e=="boolean")return e;throw r("boolean","true or false unquoted, or an expression\
 whose value is a boolean (${{ x == 'true' }})");case"number":if(typeof e=="number"&&Number.isFinite(e))return e;throw r(
"number","the number unquoted, or an expression whose value is a number (${{ fromJSON(x) }})");default:return e==null?"":
typeof e=="string"?e:String(e)}}function Qc(n,e){let t=e.toLowerCase();return Object.values(n.inputs).find(s=>s.name.toLowerCase()===
t)}function Xc(n,e){let t=e.toLowerCase(),s=Object.keys(n).find(r=>r.toLowerCase()===t);return s===void 0?void 0:n[s]}function Zc(n,e,t,s){
let r={};for(let[i,o]of Object.entries(e.with)){let a=Qc(t,i)?.type;r[i]=o.expression===null?Gc(o):a==="number"||a==="bo\
olean"?n.evaluate(o.expression,s(i,o)):n.evaluateString(o.expression,s(i,o))}return r}function eu(n,e,t){let s={};for(let r of Object.
values(n.inputs)){let i=Xc(e,r.name);i!==void 0?s[r.name]=Hc(r,i,t):r.default!==null?s[r.name]=r.default:s[r.name]=r.type===
"boolean"?!1:""}return s}function tu(n,e,t){if(t===e)return{kind:"self"};let s=d=>{let m=[d];for(let g=n(d)?.calledBy??null;g!==
null;g=n(g)?.calledBy??null)m.push(g);return m},r=s(e),i=s(t),o=d=>n(d)?.calledBy??null,a=e,l=t;e:for(let d of r)for(let m of i)
if(o(d)===o(m)){a=d,l=m;break e}if(a===l)return{kind:"after",text:`job '${t}' is the call that runs this job, and finish\
es after it`};let c=n(a)?.workflow,p=a.slice(0,a.length-K(a).length),u=c?fs(c,K(l),K(a)):null,f=(d,m)=>d===m?"":` (a job\
 of the call '${d}')`;if(u!==null){let d=ps(u.map(m=>`${p}${m}`));return{kind:"after",text:a===e&&l===t?`job '${t}' runs\
 after this job: ${d}`:`job '${t}'${f(l,t)} runs after ${a===e?"this job":`the call '${a}' that runs this job`}: ${d}`}}
return a===e?{kind:"add",need:K(l),needsOf:`jobs.${K(e)}.needs`}:{kind:"outside",text:`a job of a called workflow can ne\
ed only the jobs of its own file; add '${K(l)}' to jobs.${K(a)}.needs, of the call '${a}' that runs this job, to read it`}}function nu(n,e){if(n.expression!==null)return[];let t=[],s=/[^\s,]+/g;for(let r=s.exec(n.text);r!==null;r=s.exec(n.text)){
let i=ji(r[0],e);i!==null&&t.push({offset:r.index,message:`needs: ${i}`})}return t}function ji(n,e){let t=JSON.stringify(
n);if(!be.test(n))return`${t} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`;if(e.upstreamStages.
includes(n)||e.unknown||Ci(n,e)!==void 0)return null;let s=nm(e),r=e.jobs.get(n),i=r?.stages?.includes(n)??!1;if(r!==void 0&&
!i&&e.upstreamJobs.includes(n)){let l=r.stages===null?`${n}-<matrix values>, known when the run expands its matrix`:r.stages.
join(", ");return`${t} is ${r.matrix?"the matrix job":"job"} ${n}, not a stage: name ${r.matrix?"its legs":"its stage"} \
(${l}); upstream stages: ${s}`}let o=r!==void 0&&!i?n:tm(n,e);if(o!==void 0){let l=o===n&&!i,c="a stage needs only stage\
s of jobs that finish before it";if(o===e.job)return`${t} is ${l?"this job":"a stage of this job"} itself: ${c}; upstrea\
m stages: ${s}`;let p=l?`job '${o}'`:`a stage of job '${o}'`,u=e.runsAfter(o);return u!==null?`${t} is ${p}, which runs \
after job '${e.job}' (${ps(u)}): ${c}; upstream stages: ${s}`:`${t} is ${p}, which is not upstream of job '${e.job}' (ad\
d '${o}' to jobs.${e.job}.needs); upstream stages: ${s}`}let a=de(n,e.upstreamStages);return`${t} is not a stage upstrea\
m of job '${e.job}'${a?` (did you mean ${a}?)`:""}; upstream stages: ${s}`}function Ci(n,e){let t;for(let s of e.openMatrices)
n.startsWith(`${s}-`)&&s.length>(t?.length??0)&&(t=s);return t}function tm(n,e){let t;for(let[s,r]of e.jobs){if(r.stages?.
includes(n))return s;r.stages===null&&r.matrix&&n.startsWith(`${s}-`)&&s.length>(t?.length??0)&&(t=s)}return t}function nm(n){
let e=[...n.upstreamStages,...n.openMatrices.map(t=>`${t}-*`)];return e.length>0?e.join(", "):"(none)"}var ks={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},sm=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function su(n){return sm.get(n.toLowerCase())??""}var rm="$ErrorActionPreference \
= 'stop'",im="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",om="bash",kw="bash -e {0}",iu=[
"cmd","powershell"];function am(n){let e=(n??"").trim().toLowerCase();return iu.find(t=>t===e)??null}function vw(n,e){return`\
shell: ${n} exists only on Windows runners; baton runs this step here, on ${e}, where there is no ${n} (a ${e} runner fa\
ils it too: "${n}: command not found"). Use ${n==="powershell"?"pwsh":"bash (or sh, pwsh, python)"}, or give the step if\
: runner.os == 'Windows' to skip it here`}var lm=`${Object.keys(ks).join(", ")}, ${iu.join(", ")} (Windows only), or a c\
ommand containing {0} (e.g. "perl {0}")`;function ou(n){am(n)===null&&au(n,lm)}var cm=`${Object.keys(ks).join(", ")}, or\
 a command containing {0} (e.g. "perl {0}")`;function _i(n){return au(n,cm)}function au(n,e){let t=(n??"").trim()||om;if(Object.
hasOwn(ks,t)){let o=ks[t],[a,...l]=ru(o.template);return{file:a,args:l,extension:su(a)}}if(!t.includes("{0}"))throw new P(
"input-invalid",`${JSON.stringify(t)} is not one of ${e}`,{where:"shell"});let s=ru(t),[r,...i]=s;if(r===void 0||r.includes(
"{0}"))throw new P("input-invalid",`${JSON.stringify(t)} must start with a program, then {0} for the script`,{where:"she\
ll"});return{file:r,args:i,extension:su(r)}}function $w(n,e){switch(n.file){case"pwsh":case"powershell":return`${rm}
${e}
${im}`;case"cmd":return`@echo off
${e}`;default:return e.endsWith(`
`)?e:`${e}
`}}function Nw(n,e){return n.args.map(t=>t.replaceAll("{0}",e))}function ru(n){let e=[],t="",s=!1,r=null;for(let i of n){
if(r){i===r?r=null:t+=i;continue}i==='"'||i==="'"?(r=i,s=!0):/\s/.test(i)?(s&&e.push(t),t="",s=!1):(t+=i,s=!0)}if(r)throw new P(
"input-invalid",`${JSON.stringify(n)} has an unterminated ${r} quote`,{where:"shell"});return s&&e.push(t),e}function lu(n,e){return e(So(n))}async function jw(n,e,t){let s=e.problems.map(w=>uu(w,n)),r=fm(e.outcome,n),i=(w,b)=>{let S=cu(w,n.redact,b);return s.push(
...S.problems),S.text},o=i(e.prompt,"prompt.md"),a=e.agent?i(e.agent.output,"agent.log"):void 0,l=n.agent?.kind==="comma\
nd"?i(n.agent.command,"agent.command"):null,c=e.verify?{...e.verify,command:i(e.verify.command,"verify.command")}:null,p=e.
agent?.startedAt??e.startedAt,u=e.agent?.finishedAt??e.finishedAt,f=e.outcome.reason!=="completed",d=um(e.usage,s),m=w=>t.
workspace.sha256(w),g={schema:Zi.record,stage:n.stage,job:n.job,matrix:n.matrix,attempt:e.attempt,repair:e.repair,hop:e.
hop,run:n.run,agent:{command:l,preset:n.agent?.kind==="preset"?n.agent.preset:null,exit_code:e.agent?.exitCode??null,started_at:p.
toISOString(),finished_at:u.toISOString(),duration_ms:Math.max(0,u.getTime()-p.getTime()),usage:d},verify:c,status:f?"fa\
ilure":e.handoff?.status??"success",outcome:{reason:r.reason,message:r.message},present:e.handoff!==null,digests:{handoff:e.
handoff?lu(e.handoff,m):null,prompt:m(o)},lineage:e.lineage,...e.parent?{parent:e.parent}:{},problems:s},y=await t.store.
put({record:g,prompt:o,handoff:e.handoff,...a===void 0?{}:{log:a},...e.files&&e.files.length>0?{files:e.files}:{}});return{
record:g,ref:y,handoff:e.handoff,outcome:r}}function um(n,e){if(n===null)return null;let t={};for(let[s,r]of Object.entries(
n)){let i=bo.safeParse({[s]:r});if(i.success){t[s]=r;continue}let o=i.error.issues.map(a=>a.message).join("; ");e.push({
code:Zt.usageRefused,severity:"warning",path:`agent.usage.${s}`,message:`the agent\u2019s usage cannot be stored (${o});\
 ${s} is not recorded`})}return Object.keys(t).length===0?null:t}function cu(n,e,t){let s=yt(n,e);return{text:s.text,problems:s.
redactions.length===0?[]:[{code:oo.problemCode,severity:"warning",path:t,message:ko(s.redactions)}]}}function Mi(n,e){return yt(
n,e.redact).text}function uu(n,e){return{...n,path:Mi(n.path,e),message:Mi(n.message,e)}}function fm(n,e){if(n.message===
null)return n;let t=Mi(n.message,e);return"problems"in n?{...n,message:t,problems:n.problems.map(s=>uu(s,e))}:{...n,message:t}}function vs(n){let e=n.split(/\r?\n/).map(t=>t.trim()).filter(t=>t.length>0);return[...new Set(e)]}function Ww(n,e){if(e>=n)return null;let t=`${n} ${n===1?"value":"values"} to redact`,s=e===0?`none of ${n===1?"it":"the\
m"}`:`${e} of them`;return new P("redact-not-given",`prepare was given ${t} and capture was given ${s}: give capture the\
 same ${h.redact} input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the val\
ues it is given; nothing was stored`,{where:h.redact})}var ne={attempts:{min:1,max:Ce.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},pm=mt(_e.handoff),dm=mt(_e.onInvalid),gm=go("kind",[we({kind:sn("command"),command:F().check(ht(1))}),we({kind:sn(
"preset"),preset:Ye})]),fu=we({stage:rn,job:le(F()),matrix:ae(nn(F(),Ms())),open:ae(sn(!0)),place:ae(ho(Me(Ge().check(He(),
fo()))))}),hm=we({stage:rn,job:F().check(ht(1)),matrix:le(nn(F(),Ms())),template:le(we({text:F(),source:F()})),upstream:Me(
fu),expandLineage:_s(),needs:Me(rn),handoff:pm,onInvalid:dm,agent:le(gm),shell:F(),workingDirectory:F().check(ht(1)),verify:le(
F()),attempts:Ge().check(He(),js(ne.attempts.min),Ts(ne.attempts.max)),maxHandoffs:Ge().check(He(),js(ne.maxHandoffs.min),
Ts(ne.maxHandoffs.max)),parentRun:le(F().check(ht(1))),maxPromptTokens:le(Ge().check(He(),Cs())),retentionDays:le(Ge().check(
He(),Cs())),inputs:nn(F(),F()),github:No,redact:Me(F()),workflowJobs:le(Me(F())),workflowUnread:ae(F()),madeEvent:ae(F()),
madeEventRun:ae(F()),trustCheckout:ae(_s()),run:wo}),qi="the stage id holds the value of a secret; a stage id names dire\
ctories and artifacts, which are not redacted",pe={bothPrompts:`give either \`${h.prompt}\` or \`${h.promptFile}\`, not b\
oth`,noPrompt:`one of \`${h.prompt}\` or \`${h.promptFile}\` is required`,outputWithoutAgent:`is given without \`${h.agent}\
\`: name the CLI whose output the file holds (${fe.slice(0,-1).join(", ")} or ${fe.at(-1)}), so capture can read its usa\
ge`,bothAgents:`give either \`${h.run}\` (a command) or \`${h.agent}\` (a preset), not both`,noAgent:`one of \`${h.run}\`\
 (the agent's command) or \`${h.agent}\` (a preset) is required`};function nS(n,e){let t=[],s=x=>{let C=n[x];if(C===void 0)
return null;let L=C.trim();return L===""?null:L},r=(x,C)=>t.push({input:x,message:C}),i=(x,C,L)=>{try{return C()}catch(X){
if(X instanceof P)return r(X.where??x,X.message),L;throw X}},o=vm(s(h.stage),e,r),a=$s(h.handoff,s(h.handoff),_e.handoff,
"optional",r),l=$s(h.onInvalid,s(h.onInvalid),_e.onInvalid,"fail",r),c=Te(h.attempts,s(h.attempts),ne.attempts,1,r),p=Te(
h.maxHandoffs,s(h.maxHandoffs),ne.maxHandoffs,Ce.defaultMaxHandoffs,r),u=e.parentRun!==void 0?e.parentRun:km(s,r),f=Te(h.
maxPromptTokens,s(h.maxPromptTokens),ne.maxPromptTokens,null,r),d=Te(h.retentionDays,s(h.retentionDays),ne.retentionDays,
null,r),m=s(h.shell)??"bash";i(h.shell,()=>_i(m),null);let g=du(h.trustCheckout,s(h.trustCheckout),r),y=s(h.workingDirectory)??
".";y.includes("\0")&&r(h.workingDirectory,"must not contain a NUL character");let w=s(h.verify),b=i(h.vars,()=>bm(n[h.vars]??
"",e),{}),S=$m(n,s,e,r),N=Nm(s,e,r),{upstream:$,needs:O,expandLineage:I}=Am(s(h.needs),e,r),v=[...e.secrets??[],...vs(n[h.
redact]??"")].filter(x=>x.length>0);if(t.length>0)throw Sm(t);return{...hm.parse({stage:o,job:e.job,matrix:e.matrix??null,
template:S,upstream:[],expandLineage:I,needs:O,handoff:a,onInvalid:l,agent:N,shell:m,workingDirectory:y,verify:w,attempts:c,
maxHandoffs:p,parentRun:u,maxPromptTokens:f,retentionDays:d,inputs:{...e.dispatchInputs??mm(e.github),...b},github:e.github,
redact:[...new Set(v)],workflowJobs:e.workflowJobs??null,...e.workflowJobs==null&&e.workflowUnread!==void 0?{workflowUnread:e.
workflowUnread}:{},...e.madeEvent===void 0?{}:{madeEvent:e.madeEvent},...e.madeEvent===void 0||e.madeEventRun===void 0?{}:
{madeEventRun:e.madeEventRun},...g?{trustCheckout:g}:{},run:e.run}),upstream:ym($)}}function mm(n){if(n.event_name!=="wo\
rkflow_dispatch"&&n.event_name!=="workflow_call")return{};let e=n.event.inputs;return e===null||typeof e!="object"||Array.
isArray(e)?{}:Object.fromEntries(Object.entries(e).filter(([,t])=>["string","number","boolean"].includes(typeof t)).map(
([t,s])=>[t,String(s)]))}function Ri(n){return`${JSON.stringify(n)} is not one of ${fe.join(", ")}`}function pu(n,e,t){let s=[],
r=(u,f)=>s.push({input:u,message:f}),i=(u,f)=>{try{f()}catch(d){if(!(d instanceof P))throw d;r(d.where??u,d.message)}},o=u=>n.
get(u)?.trim()||null,a=u=>n.get(u)===null||o(u)!==null;$s(h.handoff,o(h.handoff),_e.handoff,"optional",r),$s(h.onInvalid,
o(h.onInvalid),_e.onInvalid,"fail",r),Te(h.attempts,o(h.attempts),ne.attempts,null,r),Te(h.maxHandoffs,o(h.maxHandoffs),
ne.maxHandoffs,null,r),Te(h.maxPromptTokens,o(h.maxPromptTokens),ne.maxPromptTokens,null,r),Te(h.retentionDays,o(h.retentionDays),
ne.retentionDays,null,r),du(h.trustCheckout,o(h.trustCheckout),r);let l=o(h.agent);l!==null&&!Ye.safeParse(l).success&&r(
h.agent,Ri(l));let c=o(h.shell);c!==null&&i(h.shell,()=>_i(c));let p=n.get(h.vars);return e!=="capture"&&t!==void 0&&typeof p==
"string"&&i(h.vars,()=>t(p)),e!=="capture"&&(a(h.prompt)&&a(h.promptFile)?r(h.prompt,pe.bothPrompts):!a(h.prompt)&&!a(h.
promptFile)&&r(h.prompt,pe.noPrompt)),e==="capture"&&a(h.agentOutput)&&!a(h.agent)&&r(h.agentOutput,pe.outputWithoutAgent),
e==="stage"&&(a(h.run)&&a(h.agent)?r(h.run,pe.bothAgents):!a(h.run)&&!a(h.agent)&&r(h.run,pe.noAgent)),s}function ym(n){return n.every(wm)?n:Me(fu).parse(n)}function bm(n,e){if(e.mode==="capture"||n.trim()==="")return{};if(e.
parseVars===void 0)throw new Qi("stageSpecFromInputs: a vars input needs ctx.parseVars");return e.parseVars(n)}function wm(n){
let e=Object.keys(n),{matrix:t,place:s}=n;return e.length===2+(t===void 0?0:1)+(n.open===!0?1:0)+(s===void 0?0:1)&&(s===
void 0||Array.isArray(s)&&s.every(r=>Number.isInteger(r)&&r>=0))&&e.includes("stage")&&e.includes("job")&&typeof n.stage==
"string"&&be.test(n.stage)&&(n.job===null||typeof n.job=="string")&&(t===void 0||typeof t=="object"&&t!==null&&!Array.isArray(
t)&&Object.getPrototypeOf(t)===Object.prototype)}function Sm(n){let[e]=n;return n.length===1&&e?new P("input-invalid",e.
message,{where:e.input}):new P("input-invalid",`${n.length} inputs are invalid`,{details:n.map(t=>`${t.input}: ${t.message}`)})}
function $s(n,e,t,s,r){return e===null?s:t.includes(e)?e:(r(n,`${JSON.stringify(e)} is not one of ${t.join(", ")}`),s)}function du(n,e,t){
return e===null||e==="false"?!1:e==="true"?!0:(t(n,`${JSON.stringify(e)} is not one of true, false`),!1)}function km(n,e){
let t=n(h.parentRun);return t===null?null:$o.test(t)?t:(e(h.parentRun,`${JSON.stringify(t)} is not a workflow run id (a \
positive whole number, such as \${{ github.run_id }} of the run that started this one)`),null)}function Te(n,e,t,s,r){if(e===
null)return s;let i=/^\d{1,9}$/.test(e)?Number(e):Number.NaN;return!Number.isInteger(i)||i<t.min||i>t.max?(r(n,`${JSON.stringify(
e)} is not a whole number from ${t.min} to ${t.max}`),s):i}function vm(n,e,t){let s=e.secrets??[];if((n!==null?[n]:Object.
values(e.matrix??{}).map(i=>typeof i=="string"?i:JSON.stringify(i)??"")).some(i=>an(i,s)))return t(h.stage,`${qi}, so ${n===
null?`give one in the \`${h.stage}\` input`:"choose one without it"}`),"invalid";if(n!==null&&!be.test(n))return t(h.stage,
`${JSON.stringify(n)} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`),"invalid";try{let i=n??qe(
e.stageJob??e.job,e.matrix??null);return mo(i,1),i}catch(i){if(i instanceof P){let o=n===null?`; give the stage id in th\
e \`${h.stage}\` input`:"";return t(h.stage,`${i.message}${o}`),"invalid"}throw i}}function $m(n,e,t,s){let r=n[h.prompt]?.
trim()?n[h.prompt]:null,i=e(h.promptFile);if(r!==null&&i!==null)return s(h.prompt,pe.bothPrompts),null;if(r!==null)return{
text:r,source:t.promptSource??`jobs.${t.job} ${h.prompt}`};if(i!==null){if(!t.readFile)return s(h.promptFile,"cannot be \
read here (no file reader was given)"),null;try{return{text:t.readFile(i),source:i}}catch(o){let a=o instanceof Error?o.
message:String(o);return s(h.promptFile,`cannot read ${JSON.stringify(i)}: ${a}`),null}}return t.mode!=="capture"&&s(h.prompt,
pe.noPrompt+gu([h.prompt,h.promptFile],t)),null}function gu(n,e){let t=[];for(let s of e.unreadInputs??[]){let r=de(s.replaceAll(
"_","-"),n);r!==void 0&&t.push(`the step was given \`${s}\`, which is not an input of this action: did you mean \`${r}\`?`)}
return t.map(s=>`; ${s}`).join("")}function Nm(n,e,t){let s=n(h.run),r=n(h.agent);if(e.mode==="capture")return Om(r,n(h.
agentOutput),t);if(e.mode==="prepare"&&r===null)return null;if(s!==null&&r!==null)return t(h.run,pe.bothAgents),null;if(r!==
null){let i=Ye.safeParse(r);return i.success?{kind:"preset",preset:i.data}:(t(h.agent,Ri(r)),null)}return s!==null?{kind:"\
command",command:s}:(t(h.run,pe.noAgent+gu([h.run,h.agent],e)),null)}function Om(n,e,t){if(e?.includes("\0")&&t(h.agentOutput,
"must not contain a NUL character"),n===null)return e!==null&&t(h.agentOutput,pe.outputWithoutAgent),null;let s=Ye.safeParse(
n);return s.success?{kind:"preset",preset:s.data}:(t(h.agent,`${Ri(n)}: name the CLI whose output \`${h.agentOutput}\` ho\
lds (claude for claude-code-action's execution_file)`),null)}function sS(n){let e=(n[h.agentOutput]??"").trim();return e===
""?null:e}function Am(n,e,t){let s=[];for(let r of(n??"").split(/[\s,]+/).filter(Boolean))be.test(r)?s.includes(r)||s.push(
r):t(h.needs,`${JSON.stringify(r)} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`);return{...Em(
s,e.job,e.upstream,t,e.needsFacts),needs:s}}function Em(n,e,t,s,r){if(t===void 0)return{upstream:n.map(a=>({stage:a,job:null})),
expandLineage:!0};let i=t.map(a=>a.stage),o=[];for(let a of n)if(r!==void 0){let l=ji(a,r);l!==null&&s(h.needs,l);let c=l===
null&&!i.includes(a)?Ci(a,r):void 0;c!==void 0&&o.push({stage:a,job:c,open:!0})}else i.includes(a)||s(h.needs,`${JSON.stringify(
a)} is not upstream of job ${e}; upstream stages: ${i.join(", ")||"(none)"}`);return{upstream:o.length>0?[...t,...o]:t,expandLineage:!1}}var hu=Hi(Si(),1);function Ns(n){if(n.trim()==="")return{};let e;try{e=(0,hu.parse)(n,{uniqueKeys:!0,maxAliasCount:100})}catch(s){let r=s instanceof
Error?s.message.split(`
`)[0]:String(s);throw new P("input-invalid",`is not valid YAML or JSON: ${r}`,{where:h.vars})}if(e==null)return{};if(typeof e!=
"object"||Array.isArray(e))throw new P("input-invalid","must be a map of names to values (YAML or JSON)",{where:h.vars});
let t={};for(let[s,r]of Object.entries(e)){if(!to.test(s)||Is.includes(s))throw new P("input-invalid",`key ${JSON.stringify(
s)} must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ and not be ${Is.join(", ")}`,{where:h.vars});if(r===null)t[s]="";else if(typeof r==
"string"||typeof r=="number"||typeof r=="boolean")t[s]=String(r);else throw new P("input-invalid",`${s} must be a string\
, number or boolean, not a nested value`,{where:h.vars})}return t}function pS(n,e={}){try{return Ao(n).references}catch(t){throw t instanceof ln?Oo(t,n,e.source??"template"):t}}function dS(n,e){
let t=e.source??"template",{analysis:s,problems:r}=cn(n),i=r.map(o=>({code:o.code,severity:"error",path:`${t}:${o.line}:${o.
column}`,message:[o.message,...o.details].join("; "),line:o.line,column:o.column}));for(let o of s?.references??[]){let a=o.
kind==="stage"?e.stages:e.jobs;if(a.includes(o.stage))continue;let l=o.kind==="stage"?"stage":"job";i.push({code:en.unknownStage,
severity:"error",path:`${t}:${o.line}:${o.column}`,message:`${o.kind==="stage"?"stages":"jobs"}.${o.stage}: no such upst\
ream ${l}${on(o.stage,a)}; upstream ${l}s: ${a.length>0?a.join(", "):"(none)"}`,line:o.line,column:o.column})}return i.sort(
(o,a)=>o.line-a.line||o.column-a.column).map(({line:o,column:a,...l})=>l)}function mu(n,e){let t=[];for(let s of n){let r={
line:s.line,column:s.column};if(s.kind==="input"){let c=e.inputs;if(c===void 0||c.names.includes(s.key))continue;t.push(
new ln(en.missingField,`${s.path}: no input ${s.key}${on(s.key,c.names)}`,r,[c.names.length>0?`inputs: ${c.names.join(",\
 ")} (${c.from})`:`the inputs of a prompt are ${c.from}, and there are none here`]));continue}if(s.owner===null||e.matrix===
void 0)continue;let i=e.matrix(s.owner);if(i===void 0||i.includes(s.key))continue;let o=e.call?.(s.owner),a="stage"in s.
owner?`stage ${s.owner.stage}`:`the stages of job ${s.owner.job}`,l="stage"in s.owner?`the job of stage ${s.owner.stage}\
 has no matrix (matrix is null)`:o?.job===s.owner.job?`the jobs that job ${o.job} calls (${o.file}) have no matrix (the \
matrix of its stages is null)`:`job ${s.owner.job} has no matrix (matrix is null)`;t.push(new ln(en.missingField,i.length===
0?`${s.path}: ${l}, so there is no ${s.key}`:`${s.path}: no key ${s.key} in the matrix of ${a}${on(s.key,i)}`,r,[...i.length===
0?[]:[`matrix keys: ${i.join(", ")}`],...o?.keys.includes(s.key)?[`${s.key} is a key of the matrix of job ${o.job}, whic\
h calls ${o.file}: a call's matrix reaches the called jobs only through the inputs its with: gives, and their stages rec\
ord their own jobs' matrix; tell its legs apart by their stage ids ({{id}}), made from those inputs (stage: <id>-\${{ inp\
uts.<name> }})`]:[]]))}return t}function bu(n){let e=[];for(let t of n.jobs){if(Je(t)){Fi(t.with,Ls,"baton's stage workflow",e),t.secrets!=="inherit"&&Fi(
t.secrets,Dc,"baton's stage workflow",e,"secret");continue}for(let s of t.steps){let r=ut(s);r.kind==="baton"&&Fi(s.with,
ao[r.action],"baton's action",e)}}return e}function Fi(n,e,t,s,r="input"){let i=new Set(e);for(let[o,a]of Object.entries(
n)){if(i.has(o))continue;let l=e.find(c=>c.toLowerCase()===o.toLowerCase())??de(o,e);s.push({position:a.keyPosition??a.position,
message:`unknown ${r} "${o}" of ${t}; ${l===void 0?`its ${r}s: ${e.join(", ")}`:`did you mean "${l}"?`}`})}}function wu(n){
let e=[],t=(s,r,i)=>{let o=new Map(Object.entries(s).map(([a,l])=>[a,l.expression===null?l.text:null]));for(let a of pu(
o,i,Ns))e.push({position:s[a.input]?.position??r,message:`${a.input}: ${a.message}`})};for(let s of n.jobs){if(Je(s)&&s.
uses){let i=new Set;for(let[l,c]of Object.entries(s.with)){let p=Pm(l,c);p!==null&&(i.add(l),e.push({position:c.position,
message:p}))}let o=new Set(xi);t(Object.fromEntries(Object.entries(s.with).filter(([l])=>o.has(l)&&!i.has(l))),s.uses.position,
"stage");for(let l of co)s.with[l]===void 0&&e.push({position:s.uses.position,message:`${l}: required by baton's stage w\
orkflow, and not given (GitHub refuses the call)`});let a=Im(s.with);a&&e.push({position:a.position??s.uses.position,message:a.
message});continue}let r=null;for(let i of s.steps){let o=ut(i);if(!(o.kind!=="baton"||o.action==="report")&&(t(i.with,i.
position,o.action),o.action==="prepare"&&(r=i.with),o.action==="capture"&&r!==null)){let a=xm(r,i.with);a&&e.push({position:i.
with[h.redact]?.position??i.position,message:a}),r=null}}}return e}function Pm(n,e){if(!Ls.includes(n))return null;let t=uo.
includes(n)?"number":"string";return Ti({name:n,type:t},n,e,"baton's stage workflow")}function xm(n,e){let t=l=>l.expression===
null?vs(l.text):null,s=n[h.redact],r=s===void 0?[]:t(s);if(r?.length===0)return null;let i=e[h.redact],o=i===void 0?[]:t(
i);if(o?.length===0)return yu("is given none of them");if(r===null||o===null)return null;let a=r.filter(l=>!o.includes(l)).
length;return a===0?null:yu(`lacks ${a} of its ${r.length} lines`)}function yu(n){return`${h.redact}: the prepare step b\
efore this capture is given values to redact, and this capture ${n}: give capture the same ${h.redact} input as prepare;\
 it redacts only the values it is given, and refuses to store the record otherwise`}function Im(n){let e=n[h.agent];if(e===
void 0||e.expression===null&&e.text.trim()==="")return null;let t=n[tn];if(t!==void 0&&t.expression!==null)return null;let s=t?.
text.trim()??"";if(Wc.test(s))return null;let r=e.expression===null?Le[e.text.trim()]:void 0,i=`pin the ${r?r.npmPackage:
"agent CLI's npm package"} version this stage runs`;return{position:t?.position??e.position,message:s===""?`${tn}: requi\
red with ${h.agent}, an exact version such as 1.2.3; ${i}`:`${tn}: '${s}' is not an exact version such as 1.2.3; ${i}`}}function Su(n,e,t){let s=n.jobs.flatMap(r=>[r.if,...r.steps.map(i=>i.if)]);for(let r of s)for(let i of e.facts(r.expression).
comparisons)if(i.operator==="=="&&i.path.length===t.length&&i.path.every((o,a)=>o===t[a]))return i.literal}function $u(n,e){let t=ku(n),s=ku(e);return(typeof t!=typeof s||t===null||s===null)&&((t===null||typeof t=="boolean")&&(t=
Number(t)),(s===null||typeof s=="boolean")&&(s=Number(s)),typeof t=="number"&&typeof s=="string"?s=Number(s):typeof t=="\
string"&&typeof s=="number"&&(t=Number(t))),typeof t!=typeof s?!1:typeof t=="number"?t===s:typeof t=="string"?vu(t)===vu(
s):t===s}function ku(n){return n===void 0?null:n===null||typeof n=="object"||typeof n=="string"||typeof n=="number"||typeof n==
"boolean"?n:String(n)}function vu(n){return n.includes("\u0131")?n.split("\u0131").map(e=>e.toUpperCase()).join("\u0131"):
n.toUpperCase()}var Nu=256;function Di(n){return Object.keys(n).length>0?n:null}function Ui(n,e,t={}){let s=m=>t.whereOf?.(m)??e;if(n===
null||typeof n!="object"||Array.isArray(n))throw new P("matrix-invalid",`strategy.matrix must be a mapping, got ${Wi(n)}`,
{where:e});let r=[],i=[],o=[];for(let[m,g]of Object.entries(n)){if(m==="include"||m==="exclude"){if(!Array.isArray(g))throw new P(
"matrix-invalid",`strategy.matrix.${m} must be a list of mappings`,{where:s([m])});m==="include"?i=g:o=g;continue}if(!Array.
isArray(g))throw new P("matrix-invalid",`strategy.matrix.${m} must be a list, got ${Wi(g)}`,{where:s([m])});if(g.length===
0)throw new P("matrix-invalid",`strategy.matrix.${m} is an empty list`,{where:s([m])});r.push([m,g])}let a=r.map(([m])=>m),
l=m=>a.some(g=>g.toLowerCase()===m.toLowerCase()),c=o.map((m,g)=>{let y=Ou(m,"exclude",s(["exclude",g])),w=Object.keys(y);
if(w.length===0)throw new P("matrix-invalid","strategy.matrix.exclude: an entry is empty, and GitHub refuses an empty ex\
clude filter; give it the values of the legs to leave out",{where:s(["exclude",g])});let b=w.find(S=>!l(S));if(b!==void 0)
throw new P("matrix-invalid",`strategy.matrix.exclude: key '${b}' does not match any key within the matrix${Se(b,a)}; Gi\
tHub refuses the workflow; matrix keys: ${a.join(", ")||"none"}`,{where:s(["exclude",g,b])});return Au(y)}),p=i.map((m,g)=>{
let y=Ou(m,"include",s(["include",g]));if(Object.keys(y).length===0)throw new P("matrix-invalid","strategy.matrix.includ\
e: an entry is empty, and GitHub refuses an include mapping without values; give it values to add to the legs it matches\
, or the values of a leg of its own",{where:s(["include",g])});let w=Object.fromEntries(Object.entries(y).filter(([S])=>l(
S))),b=Object.fromEntries(Object.entries(y).filter(([S])=>!l(S)));return{filter:w,extra:b,condition:Au(w),matched:!1}}),
u=(m,g)=>m.every(({path:y,value:w})=>$u(Tm(g,y),w)),f=r.length>0?[{}]:[];for(let[m,g]of r)f=f.flatMap(y=>g.map(w=>({...y,
[m]:w})));let d=[];for(let m of f){if(c.some(y=>u(y,m)))continue;let g={};for(let y of p)u(y.condition,m)&&(y.matched=!0,
g=jm(g,y.extra));d.push({...m,...g})}for(let m of p)m.matched||d.push({...m.filter,...m.extra});if(d.length===0)throw new P(
"matrix-invalid","strategy.matrix produces no legs (every combination is excluded)",{where:e});if(d.length>Nu)throw new P(
"matrix-invalid",`strategy.matrix produces ${d.length} legs; GitHub allows at most ${Nu} per job`,{where:e});return d}function TS(n,e){
return Ui(e,n).map(t=>qe(n,t))}function Bi(n,e){let t=n.lastIndexOf("/");return t>=0?`${n.slice(0,t+1)}${Bi(n.slice(t+1),
e)}`:qe(n,Object.keys(e).length>0?e:null)}function Eu(n,e,t=new Set([n.toLowerCase()])){return e.map(s=>{let r=Bi(n,s),i=r;
if(Object.keys(s).length>0)for(let o=2;t.has(i.toLowerCase());o++)i=`${r}-${o}`;return t.add(i.toLowerCase()),i})}function Pu(n,e,t,s=[],r={}){
let i=new Map;for(let o of e){if(Object.values(o).map(p=>typeof p=="string"?p:JSON.stringify(p)??"").some(p=>yt(p,s).redactions.
length>0))throw new P("matrix-invalid",`a matrix value of job ${n} holds the value of a secret (or text shaped like a to\
ken); a leg's id is made of its values and names its log and events, which are not redacted`,{where:t});if(r.recordsStages===
!1)continue;let l=Bi(n,o),c=i.get(l);if(c!==void 0)throw new P("matrix-invalid",`matrix legs ${JSON.stringify(c)} and ${JSON.
stringify(o)} of job ${n} would both be ${l}: a leg's id keeps only the letters, digits, _ and - of its values, so make \
them differ there`,{where:t});i.set(l,o)}}function Ou(n,e,t){if(n===null||typeof n!="object"||Array.isArray(n))throw new P(
"matrix-invalid",`each strategy.matrix.${e} entry must be a mapping, got ${Wi(n)}`,{where:t});return n}function Au(n){let e=[],
t=Object.entries(n).reverse().map(([s,r])=>({path:[s],value:r}));for(let s=t.pop();s!==void 0;s=t.pop()){let{path:r,value:i}=s;
if(Array.isArray(i))for(let o=i.length-1;o>=0;o--)t.push({path:[...r,o],value:i[o]});else if(i!==null&&typeof i=="object"){
let o=Object.entries(i);for(let a=o.length-1;a>=0;a--){let[l,c]=o[a];t.push({path:[...r,l],value:c})}}else e.push({path:r,
value:Lm(i)})}return e}function Lm(n){return typeof n=="number"?Number(n.toPrecision(15)):typeof n=="string"||typeof n==
"boolean"?n:null}function Tm(n,e){let t=n;for(let s of e){if(Array.isArray(t)){let r=Number(s);t=Number.isFinite(r)&&r>=
0?t[Math.floor(r)]:void 0}else if(t!==null&&typeof t=="object"){let r=String(s).toLowerCase(),i=Object.keys(t).find(o=>o.
toLowerCase()===r);t=i===void 0?void 0:t[i]}else return null;if(t===void 0)return null}return t}function jm(n,e){let t={
...n};for(let[s,r]of Object.entries(e)){let i=Object.keys(t).find(o=>o.toLowerCase()===s.toLowerCase());t[i??s]=r}return t}
function Wi(n){return n===null?"null":Array.isArray(n)?"a list":typeof n=="object"?"a mapping":`${typeof n} ${JSON.stringify(
n)}`}var Os=class{#n;#t;#e;#s=new Map;constructor(e){this.#n=e,this.#t=e.split(/\r\n|\r|\n/),this.#e=[0];for(let t=0;t<e.length;t++)
e[t]===`
`&&this.#e.push(t+1)}locate(e,t){let r=this.#r(e)?.[Math.max(0,Math.min(t,e.text.length))];return r===void 0?this.#o(e,t):
this.#i(r)}locateLine(e,t,s){let r=e.text.split(`
`),i=s-1;for(let o=0;o<t-1&&o<r.length;o++)i+=(r[o]?.length??0)+1;return this.locate(e,i)}#r(e){let t=`${e.position.line}\
:${e.position.column}`,s=this.#s.get(t);if(s!==void 0&&(s===null||s.length===e.text.length+1))return s;let r=(this.#e[e.
position.line-1]??Number.NaN)+e.position.column-1,i=Number.isNaN(r)?null:qm(this.#n,r,e.text);return this.#s.set(t,i),i}#i(e){
let t=0,s=this.#e.length-1;for(;t<s;){let r=t+s+1>>1;this.#e[r]<=e?t=r:s=r-1}return{line:t+1,column:e-this.#e[t]+1}}#o(e,t){
let{line:s,column:r}=e.position,i=e.text.slice(0,t),o=i.split(`
`).length-1,a=i.length-(i.lastIndexOf(`
`)+1),l=this.#t[s-1]?.slice(r-1)??"";if(/^[|>]/.test(l)){let p=this.#t.slice(s).find(d=>d.trim()!=="")??"",u=p.length-p.
trimStart().length,f=e.text.startsWith(p.slice(0,u))&&u>0;return{line:s+1+o,column:(f?0:u)+a+1}}let c=/^["']/.test(l)?1:
0;return o===0?{line:s,column:r+c+a}:{line:s+o,column:a+1}}},Cm={0:"\0",a:"\x07",b:"\b",t:"	","	":"	",n:`
`,v:"\v",f:"\f",r:"\r",e:"\x1B"," ":" ",'"':'"',"/":"/","\\":"\\",N:"\x85",_:"\xA0",L:"\u2028",P:"\u2029"},_m={x:2,u:4,U:8};
function Mm(n,e){let t=n[e+1]??"",s=Cm[t];if(s!==void 0)return{text:s,length:2};let r=_m[t];if(r===void 0)return null;let i=n.
slice(e+2,e+2+r);if(!/^[0-9a-fA-F]+$/.test(i)||i.length!==r)return null;let o=Number.parseInt(i,16);return o>1114111?null:
{text:String.fromCodePoint(o),length:2+r}}var Ji=n=>n===" "||n==="	",xu=n=>n===`
`||n==="\r";function qm(n,e,t){let s=n[e],r=s==="|"||s===">"?"block":s==='"'?"double":s==="'"?"single":"plain",i=e;if(r===
"block"){let l=n.indexOf(`
`,e);if(l<0)return t===""?[n.length]:null;i=l+1}else r!=="plain"&&(i=e+1);let o=[],a=0;for(;a<t.length;){let l=t[a],c=n[i];
if(c===void 0){if(r==="block"&&/^\n*$/.test(t.slice(a))){for(;o.length<t.length;)o.push(n.length);break}return null}if(r===
"double"&&c==="\\"){if(xu(n[i+1])){for(i+=n[i+1]==="\r"&&n[i+2]===`
`?3:2;Ji(n[i]);)i+=1;continue}let p=Mm(n,i);if(p===null||!t.startsWith(p.text,a))return null;for(let u=0;u<p.text.length;u++)
o.push(i);a+=p.text.length,i+=p.length;continue}if(r==="double"&&c==='"')return null;if(r==="single"&&c==="'"){if(n[i+1]!==
"'"||l!=="'")return null;o.push(i),a+=1,i+=2;continue}if(c===l){o.push(i),a+=1,i+=1;continue}if(c===`
`&&(l===" "||l===`
`)){if(o.push(i),a+=1,i+=1,r!=="block")for(;Ji(n[i]);)i+=1;continue}if(Ji(c)||xu(c)){i+=1;continue}return null}return o.
push(i),o}function Iu(n){return typeof n!="number"||!Number.isFinite(n)?null:Math.trunc(n)+0}function Ki(n){return typeof n=="stri\
ng"&&n.trim()!==""&&Number.isFinite(Number(n))?`got ${JSON.stringify(n)}, a string, not a number (fromJSON(\u2026) makes a nu\
mber of it, as GitHub requires)`:`got ${JSON.stringify(n)??String(n)}, not a number`}function Lu(n,e){let t=Iu(n);if(t===
null)return{problem:`${e} must be a number of minutes, ${Ki(n)}`};if(t<1){let s=t===n?"":` (GitHub keeps whole minutes: ${n}\
 is ${t})`;return{problem:`${e} must be a whole number of minutes above 0, got ${n}${s}`}}return{minutes:t}}function Tu(n){
let e=Iu(n);return e===null?null:{minutes:e>0?e:null}}function ju(n,e,t){let s="no step before it checks out this repository";for(let r of n.slice(0,e)){if(r.run!==null){if(Rm.
test(r.run.text))return null;continue}if(r.uses===null)continue;let i=r.uses.text.trim(),o=(i.split("@")[0]??"").toLowerCase();
if(o!=="actions/checkout"){if(o.startsWith("actions/")||i.startsWith("docker://"))continue;return null}let a=Fm(r);if(a===
null)return null;s=`the checkout before it (${t(r.uses.position)}) ${a}`}return s}var Rm=/\bgit\s+(?:clone|checkout|fetch|init|worktree|sparse-checkout)\b|\bgh\s+repo\s+clone\b/;
function Fm(n){let e=i=>n.with[i],t=e("repository");if(t!==void 0&&t.expression===null){let i=t.text.trim();if(i!=="")return`\
checks out ${i}, not this repository`}let s=e("path");if(s!==void 0&&s.expression===null){let i=s.text.trim().replace(/\/+$/,
"");if(i!==""&&i!==".")return`puts the repository in ${i}, not in the workspace where the stage looks for the workflow f\
ile`}let r=e("sparse-checkout");return r!==void 0&&r.expression===null&&Wm(r.text,e)?"is sparse and leaves out .github/":
null}function Wm(n,e){let t=n.split(/\r?\n/).map(i=>i.trim()).filter(i=>i!==""&&!i.startsWith("#"));if(t.length===0)return!1;
let s=e("sparse-checkout-cone-mode");return s===void 0||s.expression!==null||s.text.trim().toLowerCase()!=="false"?!t.some(
i=>{let o=i.replace(/^\/+|\/+$/g,"");return o===".github"||o===".github/workflows"||o.startsWith(".github/workflows/")}):
!t.some(i=>!i.startsWith("!")&&/^\/?(?:\.github|\*)/.test(i))}function Cu(n,e){let[t]=n.references;if(t!==void 0)return{
kind:"reference",path:`${t.kind==="stage"?"stages":"jobs"}.${t.stage}`,stage:t.stage,refKind:t.kind,at:e(t.line,t.column)};
for(let[s,r]of n.paths){let i=r.root;if(i?.length!==1||i[0]!=="stages"&&i[0]!=="jobs")continue;let[o=1,a=0]=s.split(":").
map(Number);return{kind:"all",path:i[0],at:e(o,a+1)}}return null}function _u(n,e,t,s){let r=e.kind==="reference"?`its pr\
ompt reads ${e.path} (${e.at})`:`its prompt reads every upstream stage ({{#each ${e.path}}} at ${e.at})`,i=e.kind==="ref\
erence"?`so it would know none and fail ("${e.path}: no such upstream ${e.refKind}")`:"so it would know none and render \
without them",o=s.length>0?`give the step \`${h.needs}: ${s.join(", ")}\``:`give the step a \`${h.needs}\` input naming t\
he upstream stages it reads`,a=t.startsWith("no step")?`${t}, nor does it have a \`${h.needs}\` input`:`${t}, and it has\
 no \`${h.needs}\` input`;return`job ${n}: ${r}, and ${a}: on GitHub the stage reads the workflow file from the checkout\
 to know its upstream stages, ${i}; add \`uses: actions/checkout\` with \`persist-credentials: false\` before this step, or ${o}`}var Uu=Symbol("baton.plan");function dk(n){return typeof n=="object"&&n!==null&&n[Uu]===!0}function gk(n,e,t={}){let s=Bu(
n,e,t,!1);if(s.plan===null){let{errors:r}=s;throw new P("plan-rejected",`${n.fileName}: ${r.length} problem${r.length===
1?"":"s"}; nothing was run`,{details:r.map(i=>Xi(`${i.path}: ${i.message}`))})}return s.plan}function hk(n,e,t={}){return Bu(
n,e,t,t.anyRun===!0).errors}function Bu(n,e,t,s){let r=Gt(n),i=[...r.problems],o=t.facts??Rs,a=t.vars??{},l=t.words??qs,
{eventName:c,inputs:p,labelName:u,event:f}=Ju(r,e,t,l,s,i);s||zm(r,c,t.secretNames??[],l,i);let d=!t.event&&c==="push"?Po(
r,o,l).notice:null,m=!t.event&&u!==void 0&&py(f)?{level:"info",message:`the default ${c} payload brings the label ${JSON.
stringify(u)}, the name the workflow's if: compares github.event.label.name with; pass ${l.withEvent} with a payload for\
 another label`}:null,g=s?{}:{github:{event_name:c,event:f,repository:o.repository,ref:To(c,f)??o.ref,sha:Lo(c,f)??o.sha,
actor:Io(f)??o.actor},inputs:p,vars:a},y=Yc(r,t.calledWorkflows??new Map,s?null:{names:t.secretNames??[],words:l},i),w=null;
if(t.job!==void 0){let A=r.jobs.map(q=>q.id),W=us(A,t.job),z=y.find(q=>q.id===t.job&&q.calledBy!==null);W!==void 0?w=W:z?
i.push({code:_.jobUnknown,severity:"error",path:r.fileName,message:`${l.job(t.job)}: a job of a called workflow runs onl\
y in its call; name the calling job: ${l.passJob(t.job.split("/")[0])}`}):i.push({code:_.jobUnknown,severity:"error",path:r.
fileName,message:`${l.job(t.job)}: no such job${Se(t.job,A)}; jobs: ${A.join(", ")}`})}let b=new Map,S=new Map,N=[{id:null,
inputs:s?null:p}],$=new Set(y.map(A=>A.id.toLowerCase())),O=new Map,I=new Map;for(let A of y){let{job:W,calledBy:z}=A,q=D=>Y(
A.workflow.fileName,D),Z=Vu(W.steps,t.loadAction),me=W.stageWorkflow===!0||Z!==null&&Z.length>0,ee=z===null?g:{...g,inputs:{}},
R=(z!==null||s)&&Ht(W.strategy)!==null&&Qe(Ht(W.strategy))?null:Hm(e,W,ee,q,i,t.secretValues??[],me),pt=z===null?[]:b.get(
z)?.stageUpstream??[],Gi=D=>{if(R===null||Z===null||z!==null&&D===null&&Z.some(({step:se})=>se.with[h.stage]?.expression))
return null;let Qt=[],dt=zu(e,W,Z,R,z===null?ee:{...ee,inputs:D??{}},q,Qt,t.secretValues??[]);for(let se of Qt)i.some(je=>je.
path===se.path&&je.message===se.message)||i.push(se);if(dt===null)return null;for(let{stage:se,leg:je}of dt)Object.keys(
je).length>0&&I.set(se,je);return dt.map(({stage:se})=>se)},Ps=z===null?N:S.get(z)??null,ye=Ps?.map(D=>({id:D.id===null?
A.id:`${D.id}/${W.id}`,stages:Gi(D.inputs)}))??null;if(R!==null&&ye!==null)for(let D of ye)O.set(D.id,Eu(D.id,R,$));if(A.
call!==null){let D=A.call;S.set(A.id,Ps===null||ye===null||R===null?null:ye.flatMap((Qt,dt)=>{let se=Ps[dt].inputs,je=O.
get(Qt.id)??[];return R.map((Gu,Hu)=>({id:je[Hu],inputs:Gm(e,W,D,{...Um(g,se),matrix:Di(Gu)})}))}))}b.set(A.id,{id:A.id,
job:W,workflow:A.workflow,needs:A.needs,upstream:A.upstream,stageUpstream:[...pt,...A.upstream],calledBy:z,call:A.call,skip:A.
skip,legs:R,stages:ye===null?Gi(null):ye.some(D=>D.stages===null)?null:ye.flatMap(D=>D.stages??[]),instances:ye,steps:W.
steps.map(D=>({step:D,action:ut(D)})),stageSteps:Z,recordsStages:me})}for(let A of[...b.values()].reverse()){if(A.call===
null)continue;let W=A.call.jobs.map(q=>b.get(q));A.stages=W.some(q=>q?.stages==null)?null:W.flatMap(q=>q?.stages??[]);let z=A.
legs;A.instances===null||z===null||(A.instances=A.instances.map(({id:q})=>{let Z=new Set(O.get(q)),me=W.flatMap(ee=>ee?.
instances?.filter(R=>Z.has(R.id.slice(0,R.id.lastIndexOf("/"))))??[null]);return{id:q,stages:me.some(ee=>ee?.stages==null)?
null:me.flatMap(ee=>ee?.stages??[])}}))}let v=[...new Map(y.filter(A=>A.call!==null).map(A=>[A.call.path,A.call.workflow])).
values()];for(let A of[r,...v])Bm(A,i);let E=ty(b,i),x=new Map;for(let A of b.values())x.set(A.id,ry(A.workflow,A,b,E,t.
readFile,i));let C=i.filter(A=>A.severity==="error").sort(Jm);if(C.length>0)return{plan:null,errors:C};let L=new Set(w?[
w,...b.get(w)?.upstream??[]]:b.keys());for(let A of b.values())A.calledBy!==null&&L.has(A.calledBy)&&L.add(A.id);let X=[
...b.values()].filter(A=>L.has(A.id)),T=[d,m].filter(A=>A!==null);return{plan:{[Uu]:!0,workflow:r,eventName:c,event:f,inputs:p,
vars:a,contexts:g,jobs:X,target:w,notices:T,expanded:y,legIds:O,stageMatrices:I,legPlaces:c==="workflow_call"||As(r)?new Map:
Dm(b,O),needsFacts:x},errors:[]}}function Dm(n,e){let t=new Map;for(let s of[...n.values()].reverse()){let r=Ht(s.job.strategy),
i=r!==null&&!Qe(r)?s.legs:null,o=new Map;if(s.call===null){if(i!==null)for(let[a,l]of vo(s.job.id,i))o.set(a,[l])}else if(r===
null)for(let a of s.call.jobs)for(let[l,c]of t.get(a)??[])o.set(l,c);else if(i!==null){let a=(s.instances??[]).map(l=>e.
get(l.id)??[]);for(let l of s.call.jobs){let c=t.get(l);for(let p of n.get(l)?.instances??[]){let u=p.id.slice(0,p.id.lastIndexOf(
"/")),f=a.map(d=>d.indexOf(u)).find(d=>d>=0);if(f!==void 0)for(let d of p.stages??[])o.set(d,[f,...c?.get(d)??[]])}}}o.size>
0&&t.set(s.id,o)}return t}function mk(n,e){return e.calledBy!==null||e.job.stageWorkflow===!0?()=>{}:(t,s)=>n.legPlaces.
get(t)?.get(s)}function Um(n,e){let{inputs:t,...s}=n;return e===null?s:{...s,inputs:e}}function Bm(n,e){let t=l=>Y(n.fileName,
l);for(let l of bu(n))e.push({code:_.actionInputUnknown,severity:"error",path:t(l.position),message:l.message});let s=wu(
n);for(let l of s)e.push({code:_.actionInputInvalid,severity:"error",path:t(l.position),message:l.message});let r=n.jobs.
flatMap(l=>[{key:"timeout-minutes",node:l.timeoutMinutes,step:!1},{key:"cancel-timeout-minutes",node:l.cancelTimeoutMinutes,
step:!1},...l.steps.map(c=>({key:"timeout-minutes",node:c.timeoutMinutes,step:!0}))]),i=new Set([...n.problems.map(l=>l.
path),...s.map(l=>t(l.position))]);for(let{key:l,node:c,step:p}of r){if(c?.kind!=="literal"||i.has(t(c.position)))continue;
let u=p?Tu(c.value):Lu(c.value,l),f=u===null?`${l} must be a number of minutes, ${Ki(c.value)}`:"problem"in u?u.problem:
null;f!==null&&e.push({code:_.timeoutInvalid,severity:"error",path:t(c.position),message:f})}let o=l=>l!==null&&!l.text.
includes("${{")?l:null,a=[{shell:o(n.defaults?.shell??null),key:"defaults.run.shell"},...n.jobs.flatMap(l=>[{shell:o(l.defaults?.
shell??null),key:`jobs.${l.id}.defaults.run.shell`},...l.steps.filter(c=>c.run!==null).map(c=>({shell:o(c.shell),key:"sh\
ell"}))])];for(let{shell:l,key:c}of a){if(l===null)continue;let{text:p,position:u}=l;try{ou(p)}catch(f){e.push({code:_.shellInvalid,
severity:"error",path:t(u),message:`${c}: ${f instanceof P?f.message:String(f)}`})}}}function Jm(n,e){let t=s=>{let r=/:(\d+):(\d+)$/.
exec(s.path);return r?Number(r[1])*1e6+Number(r[2]):0};return t(n)-t(e)}function yk(n,e,t={}){let{eventName:s,event:r}=Ju(
Gt(n),e,t,t.words??qs,!1,[]);return{name:s,payload:r,made:!t.event}}function Ju(n,e,t,s,r,i){let o=t.facts??Rs,{name:a,problem:l}=Eo(
n,t.event??null,t.eventName,s);l!==null&&i.push({code:_.eventNotTrigger,severity:"error",path:n.fileName,message:l});let c=r?
{}:{...Vm(n,a,t.event??null),...t.inputs},p=r?{}:Ym(n,a,c,s,i),u=t.event?void 0:Su(n,e,["github","event","label","name"]),
f=t.event?Km(t.event,a,Mu(p,c)):xo(a,o,Mu(p,c),n,u);return{eventName:a,inputs:p,labelName:u,event:f}}function Km(n,e,t){
if(!(e==="workflow_dispatch"||e==="workflow_call")||Object.keys(t).length===0)return n;let r=n.inputs!==null&&typeof n.inputs==
"object"?n.inputs:{};return{...n,inputs:{...r,...t}}}function Mu(n,e){return Object.fromEntries(Object.entries(n).map(([
t,s])=>[t,Object.hasOwn(e,t)?e[t]:String(s)]))}function Vm(n,e,t){let s=t?.inputs;if(e!=="workflow_dispatch"||s===null||
typeof s!="object")return{};let r={};for(let[i,o]of Object.entries(s))Object.hasOwn(n.inputs,i)&&(o===""&&n.inputs[i].default===
null||(typeof o=="string"||typeof o=="number"||typeof o=="boolean")&&(r[i]=String(o)));return r}function As(n){let e=Object.
keys(n.on);return e.length>0&&e.every(t=>t==="workflow_call")}function zm(n,e,t,s,r){if(e!=="workflow_call"&&!As(n))return;
let i=n.on.workflow_call?.secrets;if(i===null||typeof i!="object")return;let o=new Set(t.map(a=>a.toUpperCase()));for(let[
a,l]of Object.entries(i))l?.required!==!0||o.has(a.toUpperCase())||r.push({code:_.inputMissing,severity:"error",path:n.fileName,
message:`secret ${a} is required by on.workflow_call.secrets, as GitHub requires it of every caller; pass ${s.passSecret(
a)} (with ${a} set in the environment)`})}function Ym(n,e,t,s,r){let i={},o=As(n),a=e==="workflow_dispatch"||e==="workfl\
ow_call"||o,l=e==="workflow_dispatch"&&!o?"workflow_dispatch":"workflow_call",c=n.on[l]?.inputs,p=Object.fromEntries(Object.
entries(n.inputs).filter(([f])=>c!==null&&typeof c=="object"&&Object.hasOwn(c,f))),u=Object.keys(p);if(!a){for(let f of Object.
keys(t))r.push({code:_.inputUnknown,severity:"error",path:n.fileName,message:`${s.input(f)}: ${e} runs have no inputs (o\
n GitHub, inputs are for workflow_dispatch and workflow_call); ${"workflow_dispatch"in n.on?`pass ${s.passEventName("wor\
kflow_dispatch")} to dispatch it`:`give the event's payload with ${s.withEvent} instead (this workflow is not triggered \
by workflow_dispatch)`}`});return i}for(let[f,d]of Object.entries(t)){let m=p[f];if(!m){r.push({code:_.inputUnknown,severity:"\
error",path:n.fileName,message:`${s.input(f)}: on.${l} declares no such input${Se(f,u)}; its inputs: ${u.length>0?u.join(
", "):"(none)"}`});continue}let g=Y(n.fileName,m.position);switch(m.type){case"boolean":d!=="true"&&d!=="false"?r.push({
code:_.inputInvalid,severity:"error",path:g,message:`${s.input(f,d)}: input '${f}' is a boolean; use true or false`}):i[f]=
d==="true";break;case"number":d.trim()===""||!Number.isFinite(Number(d))?r.push({code:_.inputInvalid,severity:"error",path:g,
message:`${s.input(f,d)}: input '${f}' is a number`}):i[f]=Number(d);break;case"choice":m.options&&!m.options.includes(d)?
r.push({code:_.inputInvalid,severity:"error",path:g,message:`${s.input(f,d)}: not one of the options: ${m.options.join("\
, ")}`}):i[f]=d;break;default:i[f]=d}}for(let f of Object.values(p))f.name in t||(f.default!==null?i[f.name]=f.default:f.
required&&a?r.push({code:_.inputMissing,severity:"error",path:Y(n.fileName,f.position),message:`input '${f.name}' is req\
uired and has no default; pass ${s.passInput(f.name)}`}):f.type==="boolean"?i[f.name]=!1:i[f.name]="");return i}function Ku(n,e){
let[t,s]=n;if(t==="matrix")return!0;if(t==="inputs"||t==="vars")return Object.hasOwn(e,t);if(t!=="github"||s===void 0||s===
"*")return!1;let r=e.github;return typeof r=="object"&&r!==null&&!Array.isArray(r)&&Object.keys(r).some(i=>i.toLowerCase()===
s)}function Gm(n,e,t,s){let r=t.workflow.call;if(r===void 0||Object.values(e.with).some(o=>o.expression!==null&&n.facts(
o.expression).paths.some(a=>!Ku(a,s))))return null;try{return eu(r,Zc(n,e,r,()=>({contexts:s})),t.path)}catch(o){if(o instanceof
P)return null;throw o}}function Hm(n,e,t,s,r,i,o){let a=Ht(e.strategy);if(!a)return[{}];if(Vi(a))return null;let l=(p,u)=>{
if(!(p instanceof P))throw p;return r.push({code:_.matrixInvalid,severity:"error",path:p.where??s(a.position),message:`j\
obs.${e.id}: ${p.message}`}),u},c;try{c=Qm(n,a,t,s)}catch(p){return l(p,[{}])}try{Pu(e.id,c,s(a.position),i,{recordsStages:o})}catch(p){
return l(p,null)}return c}function Ht(n){return n?n.kind==="expression"?n:n.kind!=="mapping"?null:n.entries.find(e=>e.key===
"matrix")?.value??null:null}function Qm(n,e,t,s){let r=un(n,e,{contexts:t,where:s(e.position)});return Ui(r,s(e.position),
{whereOf:i=>s(Xm(e,i))})}function Xm(n,e){let t=n,s=n.position;for(let r of e)if(t.kind==="mapping"&&typeof r=="string"){
let i=t.entries.find(o=>o.key===r);if(!i)break;s=i.keyPosition??i.value.position,t=i.value}else if(t.kind==="sequence"&&
typeof r=="number"){let i=t.items[r];if(!i)break;s=i.position,t=i}else break;return s}function Vi(n){if(!Qe(n))return!1;
switch(n.kind){case"expression":return/\bneeds\b/i.test(n.expression);case"sequence":return n.items.some(Vi);case"mappin\
g":return n.entries.some(e=>Vi(e.value));default:return!1}}function Zm(n,e,t,s,r){let i=t.with[h.stage];return i&&i.text.
trim()!==""?(i.expression===null?[]:n.facts(i.expression).paths).some(a=>!Ku(a,r))?null:Fs(n,i,{contexts:{...r,matrix:Di(
s)}}).trim():qe(e.id,Object.keys(s).length>0?s:null)}function zi(n){return n.action.kind==="baton"&&(n.action.action==="\
stage"||n.action.action==="prepare")}var ey=9;function Vu(n,e,t=0){let s=[];for(let r of n){let i=ut(r);if(zi({step:r,action:i})&&
s.push({step:r,inAction:t>0}),i.kind!=="local")continue;if(e===void 0||t>ey)return null;let o=e(i.path);if(o===void 0)return null;
if(o.kind!=="composite")continue;let a=Vu(o.steps,e,t+1);if(a===null)return null;s.push(...a)}return s}function bk(n,e,t,s,r){
return e.stageSteps===null?null:zu(n,e.job,e.stageSteps,t,s,()=>"",[],r)}function zu(n,e,t,s,r,i,o,a){let l=[];for(let{step:c,
inAction:p}of t){if(p&&c.with[h.stage]?.expression)return null;for(let u of s){let f;try{f=Zm(n,e,c,u,r)}catch(m){if(!(m instanceof
P))throw m;o.push({code:_.stageInvalid,severity:"error",path:i(c.with[h.stage]?.position??c.position),message:m.message});
continue}if(f===null)return null;if(an(f,a)){o.push({code:_.stageInvalid,severity:"error",path:i(c.with[h.stage]?.position??
c.position),message:qi});continue}if(!be.test(f)){o.push({code:_.stageInvalid,severity:"error",path:i(c.with[h.stage]?.position??
c.position),message:`stage "${f}" is not a valid stage id: a letter or _ then up to 99 letters, digits, _ or -`});continue}
let d=yo(f);if(d!==null){o.push({code:_.stageInvalid,severity:"error",path:i(c.with[h.stage]?.position??c.position),message:d});
continue}l.push({stage:f,leg:u})}}return l}function ty(n,e){let t=new Map;for(let s of n.values()){if(s.call!==null)continue;
let r=l=>Y(s.workflow.fileName,l),i=new Set,o=new Map,a=s.stages===null?[]:s.instances??[{id:s.id,stages:s.stages}];for(let l of a){
let c=new Set;for(let p of l.stages??[]){let u=t.get(p),f=o.get(p),d=c.has(p)?`job '${s.id}' runs stage '${p}' more than\
 once; give each baton step its own \`stage\` input`:f!==void 0?sy(p,s.id,[f,l.id]):u!==void 0?`stage '${p}' of job '${s.
id}' is also a stage of job '${u}'; set a different \`stage\` input${s.calledBy!==null||n.get(u)?.calledBy?" (a called w\
orkflow's job records its stages under its own job id, as github.job is inside a called workflow on GitHub, so two calls\
 of one file, or a called job and a job of the same id, record the same stage; give the called file's stage a `stage:` i\
nput made from one of its inputs)":""}`:null;d!==null&&!i.has(p)&&(i.add(p),e.push({code:_.stageDuplicate,severity:"erro\
r",path:r(s.job.position),message:d})),c.add(p),o.set(p,o.get(p)??l.id),t.set(p,t.get(p)??s.id)}}}return t}function ny(n,e,t,s,r){
let i=t.with[h.vars],o;if(e.calledBy===null&&(i===void 0||i.expression===null))try{let c=i===void 0?[]:Object.keys(Ns(i.
text)),p=Object.keys(n.inputs);o={names:[...new Set([...p,...c])],from:"the workflow's declared inputs and the keys of t\
he step's vars"}}catch{}let a=c=>("stage"in c?[r.get(c.stage)??""]:Yi(e,c.job)).map(p=>s.get(p)).filter(p=>p!==void 0),l=c=>c.
some(p=>p.legs===null)?void 0:qu(c.flatMap(p=>p.legs??[]));return{inputs:o,matrix:c=>{let p=a(c);if(!(p.length===0||p.some(
u=>u.skip!==null)))return l(p.flatMap(u=>u.call===null?[u]:Es(u,s).filter(f=>f.recordsStages||f.stageSteps===null)))},call:c=>{
for(let p of a(c)){let u=p.call!==null?p:s.get(p.calledBy??"");if(u?.call==null)continue;return{job:u===p&&"job"in c?c.job:
u.id,file:u.call.path,keys:qu(u.legs??[])}}}}}function qu(n){return[...new Set(n.flatMap(e=>Object.keys(e)))]}function sy(n,e,t){
return`stage '${n}' of job '${e}' would be recorded by every leg of the call around it (${t.join(", ")}): a called workf\
low's job records its stages under its own job id, as github.job is inside a called workflow on GitHub, and the caller's\
 matrix does not reach the called workflow; give the stage a \`stage:\` input made from the inputs its legs give it (stage\
: ${K(e)}-\${{ inputs.<name> }}), so that each leg records its own`}function ry(n,e,t,s,r,i){let o=d=>Y(n.fileName,d),a=e.
stageUpstream.map(d=>t.get(d)).filter(d=>d!==void 0),l=[...new Set(a.flatMap(d=>Es(d,t)))],c=[...new Set(l.flatMap(d=>d.
stages??[]))],p=l.filter(d=>d.stages===null),u=[...new Set(p.map(d=>K(d.id)))],f={job:e.id,upstreamStages:c,openMatrices:[
...new Set(p.filter(Wu).map(d=>K(d.id)))],unknown:p.some(d=>!Wu(d)),jobs:cy(t),upstreamJobs:e.upstream,runsAfter:d=>fs(n,
d,e.id)};for(let{step:d,action:m}of e.steps){if(!zi({step:d,action:m}))continue;let g=d.with[h.needs];if(g)for(let E of nu(
g,f))i.push({code:_.needsInput,severity:"error",path:o(Yu(n).locate(g,E.offset)),message:E.message});let y=Bc(n,e.job)?Jc(
g,E=>{let x=t.get(s.get(E)??"");if(x===void 0)return;let C=x.upstream.map(L=>t.get(L)?.stages??null);return{callsStageWorkflow:x.
job.stageWorkflow===!0,needsInput:x.job.steps[0]?.with[h.needs],upstreamStages:C.includes(null)?null:C.flatMap(L=>L??[])}}):
null,w=(E,x)=>({code:_.templateStage,severity:"error",message:Kc(E,x,e.id,g)}),b=[],S=d.with[h.prompt];if(S&&(S.expression===
null||!kc(S.text))){let E=S.expression===null?S.text:vc(S.text);b.push({template:E,locate:(x,C)=>fy(n,S,x,C)})}let N=d.with[h.
promptFile];if(N&&N.expression===null&&r){let E,x="does not exist";try{E=r(N.text)}catch(C){x=C instanceof Error?C.message:
String(C)}E===void 0?i.push({code:_.promptFileMissing,severity:"error",path:o(N.position),message:`prompt-file ${N.text}\
: ${x}`}):b.push({template:E,locate:(C,L)=>`${N.text}:${C}:${L}`})}let $=ny(n,e,d,t,s),O=null,I=[];for(let{template:E,locate:x}of b){
let{analysis:C,problems:L}=cn(E);C&&(I.push(...C.references),O??=Cu(C,(T,ft)=>x(T,ft).replace(`${n.fileName}:`,"")));let X=mu(
C?.keys??[],$);for(let T of[...L,...X])i.push({code:X.includes(T)?_.templateKey:_.templateInvalid,severity:"error",path:x(
T.line,T.column),message:[T.message,...T.details].join("; ")});for(let T of C?.references??[]){if(T.kind==="job"){let q=Yi(
e,T.stage).map(R=>t.get(R)?.stages);if(q.length>0){let R=q.includes(null)?null:q.flatMap(pt=>pt??[]);y&&R&&R.length>0&&!R.
some(pt=>y.has(pt))&&i.push({...w(`jobs.${T.stage}`,`its stages (${R.join(", ")})`),path:x(T.line,T.column)});continue}let Z=[
...new Set(e.stageUpstream.map(K))],me=de(T.stage,Z),ee=oy(e.id).map(R=>`${R}${T.stage}`).find(R=>t.has(R));i.push({code:_.
templateStage,severity:"error",path:x(T.line,T.column),message:`jobs.${T.stage}: not a job upstream of job '${e.id}'${e.
stageUpstream.includes(T.stage)?` (did you mean ${K(T.stage)}? a called workflow reads its own jobs by their ids in its \
file, as GitHub's records name them: github.job is the called file's own job id)`:ee!==void 0?Ru(t,e.id,ee,"job"):me?` (\
did you mean ${me}?)`:""}; upstream jobs: ${Z.length>0?Z.join(", "):"(none)"}`});continue}if(c.includes(T.stage)){y&&!y.
has(T.stage)&&i.push({...w(`stages.${T.stage}`,T.stage),path:x(T.line,T.column)});continue}if(ay(u,T.stage))continue;let ft=s.
get(T.stage)??uy(T.stage,t),A=de(T.stage,c),W=ly(T.stage,t),z=ft?Ru(t,e.id,ft,"stage"):W!==null?` (did you mean ${W}? a \
called workflow's job records its stages under its own job id, as github.job is inside a called workflow on GitHub)`:A?`\
 (did you mean ${A}?)`:"";i.push({code:_.templateStage,severity:"error",path:x(T.line,T.column),message:`stages.${T.stage}\
: not a stage upstream of job '${e.id}'${z}; upstream stages: ${c.length>0||u.length>0?[...c,...u.map(q=>`${q}-*`)].join(
", "):"(none)"}`})}}let v=O?.kind==="reference"?iy(n,e,d,O,I,c,t):null;v!==null&&i.push(v)}return f}function iy(n,e,t,s,r,i,o){
if(e.calledBy!==null||e.job.stageWorkflow===!0||As(n)||t.uses===null||t.uses.text.trim().startsWith("./")||(t.with[h.needs]?.
text.trim()??"")!=="")return null;let a=e.job.steps[t.index]?.position;if(a?.line!==t.position.line||a.column!==t.position.
column)return null;let l=ju(e.job.steps,t.index,p=>`${p.line}:${p.column}`);if(l===null)return null;let c=new Set;for(let p of r){
if(p.kind==="stage"){i.includes(p.stage)&&c.add(p.stage);continue}for(let u of Yi(e,p.stage))for(let f of o.get(u)?.stages??
[])c.add(f)}return{code:_.checkoutMissing,severity:"error",path:Y(n.fileName,t.uses.position),message:_u(e.id,s,l,[...c])}}
function Yi(n,e){return n.stageUpstream.filter(t=>K(t)===e)}function oy(n){let e=[];for(let t=n.lastIndexOf("/");t>=0;t=
n.lastIndexOf("/",t-1))e.push(n.slice(0,t+1));return[...e,""]}function Es(n,e){let t=s=>s===n.id?n:e.get(s);return Li([n.
id],s=>t(s)?.call).map(t).filter(s=>s!==void 0&&s.call===null)}function wk(n,e){return n.call===null||n.stages!==null?[n.
id]:[...Es(n,e).map(t=>t.id),n.id]}function Sk(n,e){let t=Es(n,e).filter(s=>s.stages===null);return[...new Set(t.map(s=>K(
s.id)))]}function ay(n,e){return n.some(t=>e===t||e.startsWith(`${t}-`))}function ly(n,e){for(let t of e.values()){if(t.
calledBy===null)continue;let s=zc(t.id);if(n===s||n.startsWith(`${s}-`))return`${K(t.id)}${n.slice(s.length)}`}return null}
function Ru(n,e,t,s){let r="a prompt reads only stages of jobs that finish before it",i=tu(o=>{let a=n.get(o);return a?{
workflow:a.workflow,calledBy:a.calledBy}:void 0},e,t);return i.kind==="self"?` (${s==="stage"?"it is a stage of this job\
 itself":"it is this job itself"}: ${r}; a retry's previous attempt is {{attempt.previous}})`:i.kind==="after"?` (${i.text}\
; ${r})`:i.kind!=="add"?` (${s==="stage"?`it is a stage of job '${t}'; `:""}${i.text})`:s==="stage"?` (it is a stage of \
job '${t}'; add '${i.need}' to ${i.needsOf})`:` (add '${i.need}' to ${i.needsOf})`}var Fu=new WeakMap;function cy(n){let e=Fu.
get(n);return e===void 0&&(e=new Map([...n.values()].map(t=>[t.id,{stages:t.stages,matrix:Ht(t.job.strategy)!==null}])),
Fu.set(n,e)),e}function Wu(n){return n.legs===null&&n.call===null&&n.steps.every(({step:e,action:t})=>t.kind!=="local"&&
(!zi({step:e,action:t})||(e.with[h.stage]?.text.trim()??"")===""))}function uy(n,e){let t;for(let s of e.values()){let r=K(
s.id);s.stages!==null||s.call!==null||!(n===r||n.startsWith(`${r}-`))||(t===void 0||r.length>K(t).length)&&(t=s.id)}return t}
var Du=new WeakMap;function fy(n,e,t,s){let r=Yu(n).locateLine(e,t,s);return`${n.fileName}:${r.line}:${r.column}`}function Yu(n){
let e=Du.get(n);return e===void 0&&(e=new Os(n.source),Du.set(n,e)),e}function py(n){return n.label!==null&&typeof n.label==
"object"}export{dy as a,Fs as b,gy as c,hy as d,un as e,Qe as f,Si as g,_b as h,kc as i,vc as j,Mb as k,us as l,Fb as m,Ah as n,Wb as o,
fs as p,ps as q,$i as r,Y as s,Ub as t,Eh as u,Bb as v,ut as w,Je as x,Ih as y,fe as z,Ye as A,Le as B,Gb as C,_h as D,Hb as E,
Ei as F,Qb as G,Xb as H,Zb as I,ew as J,tw as K,Bc as L,Jc as M,Kc as N,Vc as O,K as P,Li as Q,Yc as R,Zc as S,eu as T,tu as U,
Os as V,Di as W,TS as X,Eu as Y,Pu as Z,kw as _,am as $,vw as aa,_i as ba,$w as ca,Nw as da,nu as ea,jw as fa,cu as ga,vs as ha,
Ww as ia,hm as ja,nS as ka,sS as la,Ns as ma,pS as na,dS as oa,bu as pa,wu as qa,Ki as ra,Lu as sa,Tu as ta,ju as ua,Cu as va,
_u as wa,dk as xa,gk as ya,hk as za,mk as Aa,yk as Ba,Ku as Ca,Ht as Da,Qm as Ea,Zm as Fa,ey as Ga,bk as Ha,sy as Ia,wk as Ja,
Sk as Ka,ay as La};
