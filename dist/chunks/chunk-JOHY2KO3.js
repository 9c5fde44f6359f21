import{A as Ge,B as Ve,j as F,k as J,l as Ie,m as Me,n as Ne,o as He,p as Le,q as fe,r as _e,s as Be,t as Ue,u as w,v as W,
w as De,x as H,z as We}from"./chunk-3CJ365NI.js";import{e as Ke}from"./chunk-CQFXWFSA.js";import{a as ve,b as Ce,
p as Fe}from"./chunk-YW23EYA3.js";import{a as On}from"./chunk-RBL3FFHZ.js";import{a as Ae}from"./chunk-YEKP4IAG.js";
import{a as Re}from"./chunk-LS2NIP65.js";import{g as ze}from"./chunk-X6MVMOSM.js";import{c as se,d as ae,j as je}from"./chunk-LYVVWMII.js";
import{c as le}from"./chunk-TIXFR75A.js";import{d as y,e as U}from"./chunk-OKFZ7BVP.js";import{h as b,m as Ee,
n as Te,o as Pe,u as D,w as ce,y as N,z as ue}from"./chunk-FJ7SBSSN.js";import{G as $,K as C,R as p,Z as ie,b as z,
c as Se,ca as Oe}from"./chunk-C33NMHQG.js";import{d as Sn}from"./chunk-3NR5HZ6E.js";import{readFile as Tn}from"node:fs/promises";import{join as Je}from"node:path";var En=Object.keys(Ae).map(Oe);function Y(e,n=[]){if(typeof e=="string"){let t=En.filter(r=>e.includes(r));return t.length===
0?[]:[{path:n,markers:t}]}return Array.isArray(e)?e.flatMap((t,r)=>Y(t,[...n,r])):e!==null&&typeof e=="object"?Object.entries(
e).flatMap(([t,r])=>Y(r,[...n,t])):[]}var Pn=Pe({workflow_path:b(),job:ue(b()),inputs:D(b(),b()),event_name:b(),event:D(b(),Ee()),vars:D(b(),b()),secrets:Te(b()),
workflow_sha256:N(b()),called_sha256:N(D(b(),b())),event_made:N(ce(!0)),parent:N(ue(b())),redacted:N(ce(!0))});async function Et(e,n){
let t=`run ${n} cannot be replayed; run it again in full`,r=await jn(e,{code:"replay-incomplete",fix:t});if(r===void 0)throw new y(
"replay-incomplete",`is missing, so ${t}`,{where:Je(e,ie.invocation)});return r}async function jn(e,n){let t=Je(e,ie.invocation),
r;try{r=await Tn(t,"utf8")}catch(i){if(Fe(i,"ENOENT"))return;if(ve(i)){let{why:o,details:s}=Ce(t,i,e,{dir:e,what:"the ru\
n"});throw new y(n.code,`cannot be read: ${o}; ${n.fix}`,{where:t,cause:i,details:s})}throw new y(n.code,`${ze(i)}; ${n.
fix}`,{where:t,cause:i})}return Ke(r,Pn,t,{...n,what:"how the run was started"})}function Ye(e,n){let t=e.map(({path:r})=>je(
r[0]==="event"?["github",...r]:r).slice(2));return t.length===0?n.typedValues:t.length<=de?t.join(", "):`${t.slice(0,de).
join(", ")} and ${t.length-de} more fields`}function Tt(e,n){return Ye(Ze(e),n)}function Ze(e){return Y({inputs:e.inputs,
vars:e.vars,event:e.event})}var de=5;function Pt(e,n,t,r=Re){let i=Ze(n);if(i.length===0&&n.redacted!==!0)return null;let o=Ye(
i,r),s=n.redacted!==!0?"text shaped like a token":i.length===0?"a secret":"a secret (or text shaped like a token)",a=[...new Set(
i.flatMap(u=>u.markers))],c=t==="render"?"those values render as redaction markers":`this replay gives its steps and age\
nts ${a.join(", ")} there, not the text the run had`;return`run ${e} was started with ${s} in ${o}, which was stored red\
acted: ${c}`}var zn="o200k_base",An={disallowedSpecial:new Set},Z,qe;function Xe(){return qe??=import("./o200k-base-3YQFPZJA.js").then(
e=>{Z={encode:n=>e.encode(n,An),bytes:e.ranks}}),qe}function en(){return Z!==void 0}function nn(e){if(!Z)throw new y("us\
age","the tokenizer is not loaded: await loadTokenizer() before counting tokens",{where:e});return Z}var Rn=/[\p{L}\p{M}]{100,}|[^\s\p{L}\p{M}\p{N}]{100,}|\s{100,}/gu,
vn=64;function*tn(e){let n=0;for(let t of e.matchAll(Rn)){t.index>n&&(yield e.slice(n,t.index));let r=t[0],i=0;for(;i<r.
length;){let o=Math.min(i+vn,r.length);o<r.length&&Cn(r.charCodeAt(o-1))&&(o+=1),yield r.slice(i,o),i=o}n=t.index+r.length}
n<e.length&&(yield e.slice(n))}function Cn(e){return e>=55296&&e<=56319}function A(e){let n=nn("countTokens"),t=0;for(let r of tn(
e))t+=n.encode(r).length;return t}function rn(e,n){return sn(e,n,!0)}function on(e,n){let{text:t,kept:r}=sn(e,n,!1);return{
text:t,kept:r}}function sn(e,n,t){let r=nn("cutToTokens"),i=Math.max(0,Math.floor(n)),o=0,s=0,a=0,c;for(let u of tn(e)){
let l=r.encode(u);if(s+=l.length,c===void 0)if(o+l.length<=i)o+=l.length;else{let{prefix:d,count:m}=Fn(r,u,l,i-o);if(c=a+
d.length,o+=m,!t)break}a+=u.length}return c===void 0?{text:e,kept:s,total:s}:{text:e.slice(0,c),kept:o,total:s}}function Fn(e,n,t,r){
let i=Math.min(r,t.length),o=0;for(let s=0;s<i;s++)o+=Qe(e,t[s]);for(let s=i;s>0;s-=1){let a=Se(n,o),c=a===""?0:e.encode(
a).length;if(c<=r)return{prefix:a,count:c};o-=Qe(e,t[s-1])}return{prefix:"",count:0}}function Qe(e,n){let t=e.bytes[n];if(t===
void 0)throw new Error(`token ${n} is not in the ${zn} rank table`);return typeof t=="string"?z(t):t.length}var un=Sn(On(),1),In=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu,
Mn=(()=>{let e=new Uint8Array(65536),n=(t,r=t)=>e.fill(1,t,r+1);n(0,8),n(11,31),n(127,159);for(let t of[173,847,1564,4447,
4448,6068,6069,12644,65279,65440,55348,56128])n(t);return n(6155,6159),n(8203,8207),n(8232,8238),n(8288,8303),n(65024,65037),
n(65529,65531),e})(),Nn=/[^\t\n\x20-\x7e\u00a0-\u00ac\u00ae-\u02ff\u0370-\u052f\u2010-\u2027\u2030-\u205f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]/;
function Hn(e){let n=e.search(Nn);if(n<0)return e;for(;n<e.length&&Mn[e.charCodeAt(n)]===0;)n+=1;return n===e.length?e:e.
replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(In,"")}var Ln=/<!--[\s\S]*?(?:--!?>|$)/g;function _n(e){let n=[],t=0,r=e.replace(Ln,(o,s)=>{let a=s-t;return n[n.
length-1]!==a&&n.push(a),t+=o.length,""}),i=o=>{for(let s=Math.max(0,o-3);s<o;s+=1)if(r.startsWith("<!--",s))return!0;return!1};
return n.some(i)?Un(r,n):r}var Bn=60,an=33,q=45,cn=62;function Un(e,n){let t=e.length+1,r=new Int32Array(t+1),i=new Int32Array(
t+1);for(let u=0;u<t;u+=1)r[u]=u+1;for(let u=1;u<=t;u+=1)i[u]=u-1;r[t]=t;let o=u=>e.charCodeAt(u-1),s=u=>o(u)===Bn&&o(r[u])===
an&&o(r[r[u]])===q&&o(r[r[r[u]]])===q,a=n.map(u=>u+1);for(;;){let u=[],l=0;for(let x of a){let P=i[i[i[x]]];for(let h=P;h!==
x;h=r[h])h>l&&(l=h,s(h)&&u.push(h))}if(u.length===0)break;let d=[],m=0;for(let x of u){if(x<m)continue;let P=r[r[r[x]]];
for(;;){let R=r[P];if(R===t)break;let B=r[R];if(o(R)===q&&o(B)===q){let E=r[B];if(o(E)===cn){P=E;break}if(o(E)===an&&o(r[E])===
cn){P=r[E];break}}P=R}let h=i[x],O=r[P];r[h]=O,i[O]=h,d[d.length-1]===x?d[d.length-1]=O:d.push(O),m=O}a=d}let c="";for(let u=r[0];u!==
t;){let l=u;for(;r[l]===l+1&&l+1!==t;)l+=1;c+=e.slice(u-1,l),u=r[l]}return c}function Dn(e){return _n(Hn(e))}function Wn(e){
for(let n=0;;n+=1){let r=(0,un.createHash)("sha256").update(`${n}:`).update(e,"latin1").digest().readBigUInt64BE(0).toString().
padStart(20,"0");if(!e.includes(r))return r}}function Gn(e){return e.replace(/[^A-Za-z0-9 _.:/#-]/g,"").trim().slice(0,64)}
function vt(e,n){return pe(e,n).block}var ln=/<data id="(\d{20})"(?: label="[^"\n]*")?>/;function pe(e,n){let t=Dn(e),r=Wn(
t),i=n===void 0?"":Gn(n),o=i===""?`<data id="${r}">`:`<data id="${r}" label="${i}">`,s=t.endsWith(`
`)?t:`${t}
`;return{open:o,block:`${o}
${s}</data id="${r}">`}}var V=class{context;analysis;placeholder;sections=[];fenceOpeners=new Set;fitDepth=0;#e;constructor(n,t,r){this.context=
n,this.analysis=t,this.placeholder=r}setsAside(n){return this.placeholder!==void 0&&n?.cuttable===!0&&this.fitDepth===0}setAside(n){
return this.sections.push(n),this.placeholder(this.sections.length-1)}originOf(n,t,r){if(n==="")return;this.#e??=Kn(this.
context);let i=this.#e.get(n);if(i===void 0||i.length===1)return i?.[0]?.label;let o=new Set;for(let[a,c]of Object.entries(
this.context.stages))c===t&&o.add(a);if(o.size===0&&r){for(let a of r.stages)o.add(a);for(let a of r.jobs)for(let c of this.
context.jobs[a]??[])o.add(c.id)}let s=i.filter(a=>a.stage!==void 0&&o.has(a.stage));return Vn(s.length>0?s:i)}recordsOf(n,t){
let r=new Set(n.stages);for(let i of n.jobs)for(let o of this.context.jobs[i]??[])r.add(o.id);for(let i of Object.values(
this.context.stages))i===t&&r.add(i.id);if(r.size!==0)return fn([...r])}};function fn(e){return e.length===1?`the record\
 of stage ${e[0]}`:`the records of stages ${e.join(", ")}`}function Vn(e){let n=e.flatMap(r=>r.stage===void 0?[]:[r.stage]),
t=e.filter(r=>r.stage===void 0).map(r=>r.label);return[...n.length>0?[fn(n)]:[],...t].join(" or ")}function Kn(e){let n=new Map,
t=(o,s)=>{if(!o)return;let a=n.get(o);a===void 0?n.set(o,[s]):a.some(c=>c.label===s.label)||a.push(s)};for(let[o,s]of Object.
entries(e.stages)){let a={label:`the record of stage ${o}`,stage:o};t(s.summary,a),t(s.detail,a);for(let c of Object.values(
s.data))t(c,a);t(s.failure?.reason,a),t(s.next?.reason,a)}let r=e.attempt.previous;if(r){let o={label:"the previous atte\
mpt's record"};t(r.summary,o),t(r.detail,o)}e.attempt.verify&&t(e.attempt.verify.output,{label:"the previous attempt's r\
ecord (verify output)"});let i=(o,s)=>{if(typeof o=="string")t(o,{label:"the event payload (github.event)"});else if(o!==
null&&typeof o=="object"&&s<12)for(let a of Object.values(o))i(a,s+1)};return i(e.github.event,0),n}var G;function me(e,n){
let t=G;G=e;try{return n()}finally{G=t}}function L(){if(!G)throw new U("a template helper was called outside renderPromp\
t");return G}function g(e){return{params:e.slice(0,-1),options:e[e.length-1]}}function _(e,n){let t=fe(e.name)?.usage;throw new w(p.helperArguments,
`${e.name}: ${n}`,W(e.loc),t?[`usage: ${t}`]:[])}function k(e,n){let t=_e(n.name,e.length);t!==null&&_(n,t)}function gn(e,n,t){
let r=Be(e);return r===null&&_(n,Ue(t,e)),r}function ge(e,n,t){return gn(e[t],n,fe(n.name)?.counts?.[t]?.what??"the numb\
er")}function he(e,n){n>$.promptBytes&&_(e,`the text would be ${n} bytes, more than the ${$.promptBytes} (${$.promptBytes/
1024/1024} MiB) a prompt may be`)}function be(e,n,t=""){let r=z(t);return e.reduce((i,o,s)=>i+z(o)+r+(s>0?z(n):0),0)}function S(e){
return e==null?"":typeof e=="string"?e:typeof e=="object"?JSON.stringify(e,null,2):String(e)}function we(e){return Array.
isArray(e)?e.length>0:!!e}function dn(e,n){let t=r=>r==null||typeof r!="object";return t(e)&&t(n)?(e==null?null:String(e))===
(n==null?null:String(n)):e===n}function pn(e,n){if(e==null)return[];if(typeof e=="string")return e===""?[]:e.split(/\r\n|\r|\n/);
Array.isArray(e)||_(n,"needs a list (or text, taken line by line)");let t=n.hash.key;return e.map(r=>S(typeof t=="string"&&
r!==null&&typeof r=="object"?r[t]:r))}function mn(e){let n=e.loc;return n?L().analysis.sections.get(`${n.start.line}:${n.
start.column}`):void 0}function Q(e,n,t){let r=t?` ${t}`:"";return n===void 0?`[\u2026 ${e} tokens cut${r}]`:`[\u2026 ${e}\
 tokens cut${r}; the full text is in ${n}]`}function X(e,n,t,r){let i=rn(e,n);if(i.kept===i.total)return e;let o=n,s=i;for(;;){
let a=Jn(s.text),c=Yn(a,r),u=c===a?0:A(c)-n;if(u<=0||o===0)return`${c}
${t(i.total-s.kept)}`;o=Math.max(0,o-u),s=on(e,o)}}function Jn(e){let n=e.lastIndexOf(`
`)+1;return/^<\/?(?:d(?:a(?:t(?:a(?: [^>\n]*)?)?)?)?)?$/.test(e.slice(n))?e.slice(0,Math.max(0,n-1)):e}function Yn(e,n){
if(n.size===0)return e;let t=new RegExp(ln.source,"g");for(;;){let r=t.exec(e);if(r===null)return e;if(!n.has(r[0])){t.lastIndex=
r.index+1;continue}let i=`</data id="${r[1]}">`,o=e.indexOf(i,t.lastIndex);if(o<0)return`${e}${e.endsWith(`
`)?"":`
`}${i}`;t.lastIndex=o+i.length}}var Zn={truncate(...e){let{params:n,options:t}=g(e);k(n,t);let r=S(n[0]),i=ge(n,t,1),o=Le(
r,i);if(o.whole)return r;let s=t.hash.suffix===void 0?"\u2026":S(t.hash.suffix);return o.text+s},tokens(...e){let{params:n,
options:t}=g(e);k(n,t);let r=S(n[0]),i=ge(n,t,1),o=L(),s=mn(t),a=()=>o.originOf(r,this,s);return o.setsAside(s)?o.setAside(
{site:s,full:r,limit:i,origin:a()}):X(r,i,c=>Q(c,a()),o.fenceOpeners)},json(...e){let{params:n,options:t}=g(e);k(n,t);let r=t.
hash.indent===void 0?2:gn(t.hash.indent,t,"indent");return JSON.stringify(n[0]??null,null,r)},indent(...e){let{params:n,
options:t}=g(e);k(n,t);let r=n[1],i;if(typeof r=="string"&&!/^\d+$/.test(r))i=r;else{let a=ge(n,t,1);a>$.indentWidth&&_(
t,`the indent must be at most ${$.indentWidth} spaces, got ${a}`),i=" ".repeat(a)}let o=S(n[0]).split(`
`),s=o.filter(a=>a.trim()!=="").length;return he(t,be(o,`
`)+s*z(i)),o.map(a=>a.trim()===""?a:i+a).join(`
`)},default(...e){let{params:n,options:t}=g(e);k(n,t);let r=i=>i==null||i===""||Array.isArray(i)&&i.length===0;return n.
find(i=>!r(i))??n[n.length-1]},join(...e){let{params:n,options:t}=g(e);k(n,t);let r=n.length===2?S(n[1]):", ",i=pn(n[0],
t);return he(t,be(i,r)),i.join(r)},lines(...e){let{params:n,options:t}=g(e);k(n,t);let r=n.length===2?S(n[1]):"",i=pn(n[0],
t);return he(t,be(i,`
`,r)),i.map(o=>r+o).join(`
`)},eq(...e){let{params:n,options:t}=g(e);return k(n,t),dn(n[0],n[1])},ne(...e){let{params:n,options:t}=g(e);return k(n,
t),!dn(n[0],n[1])},and(...e){let{params:n,options:t}=g(e);return k(n,t),n.every(we)},or(...e){let{params:n,options:t}=g(
e);return k(n,t),n.some(we)},not(...e){let{params:n,options:t}=g(e);return k(n,t),!we(n[0])},fence(...e){let{params:n,options:t}=g(
e);k(n,t);let r=n.length===2?S(n[1]):t.hash.label,{open:i,block:o}=pe(S(n[0]),r===void 0?void 0:S(r));return L().fenceOpeners.
add(i),o},fit(...e){let{params:n,options:t}=g(e);k(n,t),t.fn||_(t,"is a block helper");let r=L(),i=mn(t);if(!r.setsAside(
i))return t.fn(this);r.fitDepth+=1;let o;try{o=t.fn(this)}finally{r.fitDepth-=1}return r.setAside({site:i,full:o,limit:void 0,
origin:r.recordsOf(i,this)})}};for(let e of J)F.registerHelper(e,Zn[e]);var qn=F.helpers.each;F.registerHelper("each",function(...e){
let{params:n,options:t}=g(e),r=Ne(n[0]);if(r!==null){let i=t.loc,o=i&&L().analysis.eachOver.get(`${i.start.line}:${i.start.
column}`),{message:s,details:a}=He(o??"a value",r);throw new w(p.helperArguments,s,W(i),a)}return qn.apply(this,e)});function ir(e,n){return n!==void 0?`github.event is the default ${e} payload baton made for run ${n}, which was started \
without --event, and it holds only some of the fields GitHub sends: a replay runs on the payload of the run it replays, \
so start a new run with one: baton run <workflow> --event <file.json>`:`github.event is the default ${e} payload baton m\
akes when no --event is given, which holds only some of the fields GitHub sends: give one with --event <file.json>`}var Qn={
strict:!0,noEscape:!0,knownHelpersOnly:!0,knownHelpers:{...Object.fromEntries(J.map(e=>[e,!0])),log:!1}},hn={allowProtoPropertiesByDefault:!1,
allowProtoMethodsByDefault:!1},I=new Map,Xn=64;function te(e){let n=I.get(e);if(n)return I.delete(e),I.set(e,n),n;let{program:t,
analysis:r,ifUpstream:i}=Ve(e),o=F.compile(t,Qn),s={analysis:r,ifUpstream:i,render:a=>o(a,hn),generate:()=>o._setup(hn)};
return I.set(e,s),I.size>Xn&&I.delete(I.keys().next().value),s}function sr(){let e=We();if(e!==void 0)try{te(e).generate()}catch{}finally{
Ge(e)}}function ar(e){return te(e).analysis}function wn(e,n){return e.usesTokens||n.maxPromptTokens!==void 0}async function cr(e,n={}){
kn("prepareRender",e);let t=n.source??"template",r;try{r=te(e)}catch(i){throw $n(i,e,t,void 0,void 0)}wn(r.analysis,n)&&
await Xe()}function ur(e,n,t={}){if(kn("renderPrompt",e),!ee(n)||!ee(n.stages)||!ee(n.jobs))throw ae("renderPrompt","the\
 prompt context (buildPromptContext gives it) as its second argument",ee(n)?"an object without stages and jobs":se(n));let r=t.
source??"template",i=t.maxPromptTokens;if(i!==void 0&&(!Number.isInteger(i)||i<1))throw new y("usage",`${C.maxPromptTokens}\
 must be a whole number above 0, got ${i}`,{where:C.maxPromptTokens});let o;try{if(o=te(e),nt(o.analysis,n,t.notUpstreamHint),
o.ifUpstream)throw o.ifUpstream;if(wn(o.analysis,t)&&!en())throw new y("usage",`${r} uses tokens or a budget is set, and\
 the tokenizer is not loaded: await prepareRender(template, options) before renderPrompt`,{where:"renderPrompt"});let s=o,
a=me(new V(n,s.analysis),()=>s.render(n));if(et(a,r),i===void 0)return{prompt:a,warnings:[]};let c=A(a);return c<=i?{prompt:a,
warnings:[]}:rt(s,n,a,c,i,r)}catch(s){throw $n(s,e,r,o?.analysis,n,t.madeEventHint)}}function kn(e,n){if(typeof n!="stri\
ng")throw ae(e,"the template as a string",se(n))}function ee(e){return e!==null&&typeof e=="object"}function et(e,n){if(e.
length<=$.promptBytes/3)return;let t=z(e);if(t>$.promptBytes)throw yn(`the prompt is ${t} bytes`,n)}function yn(e,n){return new y(
p.tooLarge,`${e}, more than the ${$.promptBytes} (${$.promptBytes/1024/1024} MiB) a prompt may be`,{where:n,details:["a \
prompt is read by a model: print less of each upstream stage ({{truncate}}, {{tokens}})"]})}function nt(e,n,t){let r=e.references.
filter(c=>c.kind==="stage"?!Object.hasOwn(n.stages,c.stage):!Object.hasOwn(n.jobs,c.stage)),i=r[0];if(!i)return;let o=i.
kind==="stage"?Object.keys(n.stages):Object.keys(n.jobs),s=i.kind==="stage"?"stage":"job",a=i.kind==="stage"?"stages":"j\
obs";throw new w(p.unknownStage,`${a}.${i.stage}: no such upstream ${s}${le(i.stage,o)}`,i,[`upstream ${s}s: ${o.length>
0?o.join(", "):"(none)"}`,...r.slice(1).map(c=>`also at ${c.line}:${c.column}: ${c.path}`),t?.(r)??"a prompt can use the\
 stages its job needs, directly or through other jobs (needs:)"])}var tt="to fit max-prompt-tokens";function rt(e,n,t,r,i,o){
let s=0;for(;t.includes(`\uE000baton-section-${s}:`);)s+=1;let a=`\uE000baton-section-${s}:`,c=new RegExp(`${a}(\\d+)\uE001`,
"g"),u=new V(n,e.analysis,f=>`${a}${f}\uE001`),l=me(u,()=>e.render(n)),d=u.sections.map(f=>{let T=A(f.full),j=K=>Q(K,f.origin,
tt);return{record:f,fullTokens:T,size:f.limit===void 0?T:Math.min(f.limit,T),marker:j,markerTokens:A(`
${j(T)}`)}}),m=d.filter(f=>f.size>f.markerTokens),x=f=>f.record.limit===void 0?f.record.full:X(f.record.full,f.record.limit,
T=>Q(T,f.record.origin),u.fenceOpeners),P=l.replace(c,(f,T)=>{let j=d[Number(T)];return m.includes(j)?"":x(j)}),h=A(P),O=M(
m,f=>f.markerTokens),R=M(m,f=>f.size),B=f=>new y(p.overBudget,f,{where:o,details:it(h,m,O,r,i)}),E=i-h-O;if(E<0||R===0)throw B(
`the prompt is ${r} tokens, over ${C.maxPromptTokens} ${i}, and its fixed text alone is ${h}${O>0?` (+${O} for cut marke\
rs)`:""}: cutting the fit and tokens sections cannot bring it under`);for(let f=0;f<6&&E>=0;f+=1){let T=Math.min(1,E/R),
j=new Map;for(let v of m){let oe=Math.floor(v.size*T);j.set(v,X(v.record.full,oe,v.marker,u.fenceOpeners))}let K=0,xe=l.
replace(c,(v,oe)=>{K+=1;let $e=d[Number(oe)];return j.get($e)??x($e)});if(K!==d.length)throw new U("a budget section pla\
ceholder was lost while rendering");let re=A(xe);if(re<=i)return{prompt:xe,warnings:[{code:p.cut,severity:"warning",path:o,
message:`the prompt was ${r} tokens, over ${C.maxPromptTokens} ${i}; cut to ${re} by shortening ${ot(m,v=>A(j.get(v)))}`}]};
E-=re-i}throw B(`the prompt is ${r} tokens and cannot be cut under ${C.maxPromptTokens} ${i}`)}function ne(e){let{site:n}=e[0].
record;return`${n.label} at ${n.position.line}:${n.position.column}`}function xn(e){let n=new Map;for(let t of e){let r=n.
get(t.record.site);r?r.push(t):n.set(t.record.site,[t])}return[...n.values()]}function M(e,n){return e.reduce((t,r)=>t+n(
r),0)}var ke=5;function ot(e,n){let t=xn(e),r=t.slice(0,ke).map(o=>{let s=`from ${M(o,a=>a.size)} to ${M(o,n)} tokens`;return o.
length===1?`${ne(o)} ${s}`:`${ne(o)} cut ${o.length} times, ${s} in all`}),i=t.slice(ke).flat();if(i.length>0){let o=t.length-
ke;r.push(`and ${o} more place${o===1?"":"s"} from ${M(i,s=>s.size)} to ${M(i,n)} tokens in all`)}return r.join(", ")}function it(e,n,t,r,i){
let o=[["fixed text (outside fit and tokens sections)",e],...xn(n).map(a=>[a.length===1?ne(a):`${ne(a)} (${a.length} sec\
tions)`,M(a,c=>c.size)])];t>0&&o.push(["markers for cut sections",t]),o.push(["whole prompt",r],[C.maxPromptTokens,i]);let s=Math.
max(...o.map(([a])=>a.length),7);return[`${"section".padEnd(s)}  tokens`,...o.map(([a,c])=>`${a.padEnd(s)}  ${String(c).
padStart(6)}`),"mark text that may be shortened with {{#fit}}\u2026{{/fit}} or {{tokens value N}}, or raise the budget"]}
function $n(e,n,t,r,i,o){if(e instanceof w)return H(e,n,t);if(e instanceof y||e instanceof U)return e;let s=e?.batonPrinted;
if(s)return H(st(s,n),n,t);let a=e instanceof TypeError?/^Cannot use 'in' operator to search for '(.*)' in /s.exec(e.message):
null;if(a)return H(ut(a[1],r,i),n,t);if(e instanceof RangeError&&e.message==="Invalid string length")return yn("the prom\
pt grew past what a string can hold while it was rendered",t);if(!(e instanceof F.Exception))return e;let c=e,u={line:c.
lineNumber??1,column:(c.column??0)+1},l=c.message.replace(/ - \d+:\d+$/,""),d=/^"(.*)" not defined in /s.exec(l);if(d)return H(
ct(d[1],u,r,i,o),n,t);let m=/unknown helper (\S+)/.exec(l);return m?H(new w(p.unknownHelper,`unknown helper ${m[1]}`,u),
n,t):new y(p.syntax,l,{where:`${t}:${u.line}:${u.column}`,details:De(n,u),cause:e})}function st(e,n){let t=W(e.loc),r="";
if(e.loc){let a=n.split(`
`),{start:c,end:u}=e.loc;r=(c.line===u.line?(a[c.line-1]??"").slice(c.column,u.column):(a[c.line-1]??"").slice(c.column)).
replace(/^\{\{\{?~?\s*|\s*~?\}?\}\}$/g,"")}let i=r===""?"the value":/\s/.test(r)?`(${r})`:r,{message:o,details:s}=Me(e.list);
return new w(p.printedObject,`${i} ${o}`,t,s(i))}function ye(e,n=e){return`for a field that may be absent, use {{#if ${n}\
}}\u2026{{/if}} or {{default ${e} "\u2026"}}`}function at(e,n,t){let r=`.${n.join(".")}`;return e.endsWith(r)&&e.length>
r.length?e.slice(0,-r.length):t}function ct(e,n,t,r,i){let o=t?.paths.get(`${n.line}:${n.column-1}`),s=o?.original??e;if(o?.
root&&r){let a=r;for(let c=0;c<o.root.length;c+=1){let u=o.root[c],l=o.root.slice(0,c).join(".");if(a==null||typeof a!="\
object")return new w(p.missingField,`${s}: ${l} is empty, so it has no ${u}`,n,[ye(s,at(s,o.root.slice(c),l))]);if(!Object.
hasOwn(a,u)){let d=Object.keys(a),x=o.root[0]==="github"&&o.root[1]==="event"&&c>=2&&i!==void 0?[i]:Ie(o.root.slice(0,c))?
[ye(s)]:[];return new w(p.missingField,`${s}: no field ${u}${l?` in ${l}`:""}${le(u,d)}`,n,[`fields there: ${d.length>0?
d.slice(0,30).join(", "):"(none)"}${d.length>30?", \u2026":""}`,...x])}a=a[u]}}return new w(p.missingField,`${s}: no fie\
ld ${e} in the current context`,n,["inside {{#each}} or {{#with}}, names refer to the current item; reach the top with @\
root.stages.<id>",ye(s)])}function ut(e,n,t){let r="text, numbers and true/false have no fields";for(let[i,o]of n?.paths??
[]){if(!o.root||!t)continue;let s=t;for(let a=0;a<o.root.length&&s!=null;a+=1){if(typeof s!="object"){if(o.root[a]!==e)break;
let c=o.root.slice(0,a).join(".");return new w(p.missingField,`${o.original}: ${c} is a ${typeof s=="string"?"text":typeof s}\
, so it has no field ${e}`,bn(i),[r])}s=Object.hasOwn(s,o.root[a])?s[o.root[a]]:void 0}}for(let[i,o]of n?.paths??[])if(o.
original.split(/[./]/).slice(1).includes(e))return new w(p.missingField,`${o.original}: no field ${e} (the value before \
it is a text, number or true/false)`,bn(i),[r]);return new w(p.missingField,`no field ${e}: ${r}`,{line:1,column:1})}function bn(e){
let[n,t]=e.split(":").map(Number);return{line:n,column:t+1}}export{Et as a,jn as b,Tt as c,Pt as d,zn as e,Xe as f,A as g,rn as h,vt as i,ir as j,sr as k,ar as l,cr as m,ur as n};
