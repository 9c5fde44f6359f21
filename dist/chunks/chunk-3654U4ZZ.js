import{j as D,k as K,l as Me,m as Ne,n as le,o as Le,p as Be,q as He,r as y,s as J,t as _e,u as N,v as De,x as We}from"./chunk-3A2BNYEL.js";
import{a as Ie}from"./chunk-5DLJWEIX.js";import{a as Ue}from"./chunk-LS2NIP65.js";import{a as Ge}from"./chunk-YWHCKNFF.js";
import{A as Ce,O as Fe,a as Re,z as ve}from"./chunk-6GGTFNY6.js";import{c as ie,d as se,h as ue,n as ze,s as Ae}from"./chunk-R2GOXKKL.js";
import{d as k,e as H}from"./chunk-4X335366.js";import{Aa as ce,B as C,I as p,P as oe,U as Ee,b as z,c as Oe,ia as h,
na as Te,oa as Pe,pa as je,va as _,x as $,xa as ae,za as M}from"./chunk-FAULMEVE.js";import{d as Se}from"./chunk-3NR5HZ6E.js";import{readFile as $n}from"node:fs/promises";import{join as Ve}from"node:path";var xn=Object.keys(Ie).map(Ee);function Y(e,n=[]){if(typeof e=="string"){let t=xn.filter(r=>e.includes(r));return t.length===
0?[]:[{path:n,markers:t}]}return Array.isArray(e)?e.flatMap((t,r)=>Y(t,[...n,r])):e!==null&&typeof e=="object"?Object.entries(
e).flatMap(([t,r])=>Y(r,[...n,t])):[]}var Sn=je({workflow_path:h(),job:ce(h()),inputs:_(h(),h()),event_name:h(),event:_(h(),Te()),vars:_(h(),h()),secrets:Pe(h()),
workflow_sha256:M(h()),called_sha256:M(_(h(),h())),event_made:M(ae(!0)),parent:M(ce(h())),redacted:M(ae(!0))});async function yt(e,n){
let t=`run ${n} cannot be replayed; run it again in full`,r=await On(e,{code:"replay-incomplete",fix:t});if(r===void 0)throw new k(
"replay-incomplete",`is missing, so ${t}`,{where:Ve(e,oe.invocation)});return r}async function On(e,n){let t=Ve(e,oe.invocation),
r;try{r=await $n(t,"utf8")}catch(i){if(Fe(i,"ENOENT"))return;if(ve(i)){let{why:o,details:a}=Ce(t,i,e,{dir:e,what:"the ru\
n"});throw new k(n.code,`cannot be read: ${o}; ${n.fix}`,{where:t,cause:i,details:a})}throw new k(n.code,`${Ae(i)}; ${n.
fix}`,{where:t,cause:i})}return Ge(r,Sn,t,{...n,what:"how the run was started"})}function Ke(e,n){let t=e.map(({path:r})=>ze(
r[0]==="event"?["github",...r]:r).slice(2));return t.length===0?n.typedValues:t.length<=fe?t.join(", "):`${t.slice(0,fe).
join(", ")} and ${t.length-fe} more fields`}function xt(e,n){return Ke(Je(e),n)}function Je(e){return Y({inputs:e.inputs,
vars:e.vars,event:e.event})}var fe=5;function $t(e,n,t,r=Ue){let i=Je(n);if(i.length===0&&n.redacted!==!0)return null;let o=Ke(
i,r),a=n.redacted!==!0?"text shaped like a token":i.length===0?"a secret":"a secret (or text shaped like a token)",s=[...new Set(
i.flatMap(c=>c.markers))],u=t==="render"?"those values render as redaction markers":`this replay gives its steps and age\
nts ${s.join(", ")} there, not the text the run had`;return`run ${e} was started with ${a} in ${o}, which was stored red\
acted: ${u}`}var En="o200k_base",Tn={disallowedSpecial:new Set},Z,Ye;function qe(){return Ye??=import("./o200k-base-3YQFPZJA.js").then(
e=>{Z={encode:n=>e.encode(n,Tn),bytes:e.ranks}}),Ye}function Qe(){return Z!==void 0}function Xe(e){if(!Z)throw new k("us\
age","the tokenizer is not loaded: await loadTokenizer() before counting tokens",{where:e});return Z}var Pn=/[\p{L}\p{M}]{100,}|[^\s\p{L}\p{M}\p{N}]{100,}|\s{100,}/gu,
jn=64;function*en(e){let n=0;for(let t of e.matchAll(Pn)){t.index>n&&(yield e.slice(n,t.index));let r=t[0],i=0;for(;i<r.
length;){let o=Math.min(i+jn,r.length);o<r.length&&zn(r.charCodeAt(o-1))&&(o+=1),yield r.slice(i,o),i=o}n=t.index+r.length}
n<e.length&&(yield e.slice(n))}function zn(e){return e>=55296&&e<=56319}function A(e){let n=Xe("countTokens"),t=0;for(let r of en(
e))t+=n.encode(r).length;return t}function nn(e,n){return rn(e,n,!0)}function tn(e,n){let{text:t,kept:r}=rn(e,n,!1);return{
text:t,kept:r}}function rn(e,n,t){let r=Xe("cutToTokens"),i=Math.max(0,Math.floor(n)),o=0,a=0,s=0,u;for(let c of en(e)){
let l=r.encode(c);if(a+=l.length,u===void 0)if(o+l.length<=i)o+=l.length;else{let{prefix:d,count:m}=An(r,c,l,i-o);if(u=s+
d.length,o+=m,!t)break}s+=c.length}return u===void 0?{text:e,kept:a,total:a}:{text:e.slice(0,u),kept:o,total:a}}function An(e,n,t,r){
let i=Math.min(r,t.length),o=0;for(let a=0;a<i;a++)o+=Ze(e,t[a]);for(let a=i;a>0;a-=1){let s=Oe(n,o),u=s===""?0:e.encode(
s).length;if(u<=r)return{prefix:s,count:u};o-=Ze(e,t[a-1])}return{prefix:"",count:0}}function Ze(e,n){let t=e.bytes[n];if(t===
void 0)throw new Error(`token ${n} is not in the ${En} rank table`);return typeof t=="string"?z(t):t.length}var an=Se(Re(),1),Rn=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu,
vn=(()=>{let e=new Uint8Array(65536),n=(t,r=t)=>e.fill(1,t,r+1);n(0,8),n(11,31),n(127,159);for(let t of[173,847,1564,4447,
4448,6068,6069,12644,65279,65440,55348,56128])n(t);return n(6155,6159),n(8203,8207),n(8232,8238),n(8288,8303),n(65024,65037),
n(65529,65531),e})(),Cn=/[^\t\n\x20-\x7e\u00a0-\u00ac\u00ae-\u02ff\u0370-\u052f\u2010-\u2027\u2030-\u205f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]/;
function Fn(e){let n=e.search(Cn);if(n<0)return e;for(;n<e.length&&vn[e.charCodeAt(n)]===0;)n+=1;return n===e.length?e:e.
replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(Rn,"")}var In=/<!--[\s\S]*?(?:--!?>|$)/g;function Mn(e){let n=[],t=0,r=e.replace(In,(o,a)=>{let s=a-t;return n[n.
length-1]!==s&&n.push(s),t+=o.length,""}),i=o=>{for(let a=Math.max(0,o-3);a<o;a+=1)if(r.startsWith("<!--",a))return!0;return!1};
return n.some(i)?Ln(r,n):r}var Nn=60,on=33,q=45,sn=62;function Ln(e,n){let t=e.length+1,r=new Int32Array(t+1),i=new Int32Array(
t+1);for(let c=0;c<t;c+=1)r[c]=c+1;for(let c=1;c<=t;c+=1)i[c]=c-1;r[t]=t;let o=c=>e.charCodeAt(c-1),a=c=>o(c)===Nn&&o(r[c])===
on&&o(r[r[c]])===q&&o(r[r[r[c]]])===q,s=n.map(c=>c+1);for(;;){let c=[],l=0;for(let x of s){let P=i[i[i[x]]];for(let g=P;g!==
x;g=r[g])g>l&&(l=g,a(g)&&c.push(g))}if(c.length===0)break;let d=[],m=0;for(let x of c){if(x<m)continue;let P=r[r[r[x]]];
for(;;){let R=r[P];if(R===t)break;let B=r[R];if(o(R)===q&&o(B)===q){let E=r[B];if(o(E)===sn){P=E;break}if(o(E)===on&&o(r[E])===
sn){P=r[E];break}}P=R}let g=i[x],O=r[P];r[g]=O,i[O]=g,d[d.length-1]===x?d[d.length-1]=O:d.push(O),m=O}s=d}let u="";for(let c=r[0];c!==
t;){let l=c;for(;r[l]===l+1&&l+1!==t;)l+=1;u+=e.slice(c-1,l),c=r[l]}return u}function Bn(e){return Mn(Fn(e))}function Hn(e){
for(let n=0;;n+=1){let r=(0,an.createHash)("sha256").update(`${n}:`).update(e,"latin1").digest().readBigUInt64BE(0).toString().
padStart(20,"0");if(!e.includes(r))return r}}function _n(e){return e.replace(/[^A-Za-z0-9 _.:/#-]/g,"").trim().slice(0,64)}
function Pt(e,n){return de(e,n).block}var cn=/<data id="(\d{20})"(?: label="[^"\n]*")?>/;function de(e,n){let t=Bn(e),r=Hn(
t),i=n===void 0?"":_n(n),o=i===""?`<data id="${r}">`:`<data id="${r}" label="${i}">`,a=t.endsWith(`
`)?t:`${t}
`;return{open:o,block:`${o}
${a}</data id="${r}">`}}var gn=Se(Re(),1);var U=class{context;analysis;placeholder;sections=[];fenceOpeners=new Set;fitDepth=0;#e;constructor(n,t,r){this.context=
n,this.analysis=t,this.placeholder=r}setsAside(n){return this.placeholder!==void 0&&n?.cuttable===!0&&this.fitDepth===0}setAside(n){
return this.sections.push(n),this.placeholder(this.sections.length-1)}originOf(n,t,r){if(n==="")return;this.#e??=Wn(this.
context);let i=this.#e.get(n);if(i===void 0||i.length===1)return i?.[0]?.label;let o=new Set;for(let[s,u]of Object.entries(
this.context.stages))u===t&&o.add(s);if(o.size===0&&r){for(let s of r.stages)o.add(s);for(let s of r.jobs)for(let u of this.
context.jobs[s]??[])o.add(u.id)}let a=i.filter(s=>s.stage!==void 0&&o.has(s.stage));return Dn(a.length>0?a:i)}recordsOf(n,t){
let r=new Set(n.stages);for(let i of n.jobs)for(let o of this.context.jobs[i]??[])r.add(o.id);for(let i of Object.values(
this.context.stages))i===t&&r.add(i.id);if(r.size!==0)return un([...r])}};function un(e){return e.length===1?`the record\
 of stage ${e[0]}`:`the records of stages ${e.join(", ")}`}function Dn(e){let n=e.flatMap(r=>r.stage===void 0?[]:[r.stage]),
t=e.filter(r=>r.stage===void 0).map(r=>r.label);return[...n.length>0?[un(n)]:[],...t].join(" or ")}function Wn(e){let n=new Map,
t=(o,a)=>{if(!o)return;let s=n.get(o);s===void 0?n.set(o,[a]):s.some(u=>u.label===a.label)||s.push(a)};for(let[o,a]of Object.
entries(e.stages)){let s={label:`the record of stage ${o}`,stage:o};t(a.summary,s),t(a.detail,s);for(let u of Object.values(
a.data))t(u,s);t(a.failure?.reason,s),t(a.next?.reason,s)}let r=e.attempt.previous;if(r){let o={label:"the previous atte\
mpt's record"};t(r.summary,o),t(r.detail,o)}e.attempt.verify&&t(e.attempt.verify.output,{label:"the previous attempt's r\
ecord (verify output)"});let i=(o,a)=>{if(typeof o=="string")t(o,{label:"the event payload (github.event)"});else if(o!==
null&&typeof o=="object"&&a<12)for(let s of Object.values(o))i(s,a+1)};return i(e.github.event,0),n}var W;function pe(e,n){
let t=W;W=e;try{return n()}finally{W=t}}function G(){if(!W)throw new H("a template helper was called outside renderPromp\
t");return W}function b(e){return{params:e.slice(0,-1),options:e[e.length-1]}}function L(e,n){let t=le(e.name)?.usage;throw new y(p.helperArguments,
`${e.name}: ${n}`,J(e.loc),t?[`usage: ${t}`]:[])}function w(e,n){let t=Le(n.name,e.length);t!==null&&L(n,t)}function pn(e,n,t){
let r=Be(e);return r===null&&L(n,He(t,e)),r}function me(e,n,t){return pn(e[t],n,le(n.name)?.counts?.[t]?.what??"the numb\
er")}function ge(e,n){n>$.promptBytes&&L(e,`the text would be ${n} bytes, more than the ${$.promptBytes} (${$.promptBytes/
1024/1024} MiB) a prompt may be`)}function he(e,n,t=""){let r=z(t);return e.reduce((i,o,a)=>i+z(o)+r+(a>0?z(n):0),0)}function S(e){
return e==null?"":typeof e=="string"?e:typeof e=="object"?JSON.stringify(e,null,2):String(e)}function be(e){return Array.
isArray(e)?e.length>0:!!e}function ln(e,n){let t=r=>r==null||typeof r!="object";return t(e)&&t(n)?(e==null?null:String(e))===
(n==null?null:String(n)):e===n}function fn(e,n){if(e==null)return[];if(typeof e=="string")return e===""?[]:e.split(/\r\n|\r|\n/);
Array.isArray(e)||L(n,"needs a list (or text, taken line by line)");let t=n.hash.key;return e.map(r=>S(typeof t=="string"&&
r!==null&&typeof r=="object"?r[t]:r))}function dn(e){let n=e.loc;return n?G().analysis.sections.get(`${n.start.line}:${n.
start.column}`):void 0}function Q(e,n,t){let r=t?` ${t}`:"";return n===void 0?`[\u2026 ${e} tokens cut${r}]`:`[\u2026 ${e}\
 tokens cut${r}; the full text is in ${n}]`}function X(e,n,t,r){let i=nn(e,n);if(i.kept===i.total)return e;let o=n,a=i;for(;;){
let s=Un(a.text),u=Gn(s,r),c=u===s?0:A(u)-n;if(c<=0||o===0)return`${u}
${t(i.total-a.kept)}`;o=Math.max(0,o-c),a=tn(e,o)}}function Un(e){let n=e.lastIndexOf(`
`)+1;return/^<\/?(?:d(?:a(?:t(?:a(?: [^>\n]*)?)?)?)?)?$/.test(e.slice(n))?e.slice(0,Math.max(0,n-1)):e}function Gn(e,n){
if(n.size===0)return e;let t=new RegExp(cn.source,"g");for(;;){let r=t.exec(e);if(r===null)return e;if(!n.has(r[0])){t.lastIndex=
r.index+1;continue}let i=`</data id="${r[1]}">`,o=e.indexOf(i,t.lastIndex);if(o<0)return`${e}${e.endsWith(`
`)?"":`
`}${i}`;t.lastIndex=o+i.length}}var Vn={truncate(...e){let{params:n,options:t}=b(e);w(n,t);let r=S(n[0]),i=me(n,t,1),o=Array.
from(r);if(o.length<=i)return r;let a=t.hash.suffix===void 0?"\u2026":S(t.hash.suffix);return o.slice(0,i).join("")+a},tokens(...e){
let{params:n,options:t}=b(e);w(n,t);let r=S(n[0]),i=me(n,t,1),o=G(),a=dn(t),s=()=>o.originOf(r,this,a);return o.setsAside(
a)?o.setAside({site:a,full:r,limit:i,origin:s()}):X(r,i,u=>Q(u,s()),o.fenceOpeners)},json(...e){let{params:n,options:t}=b(
e);w(n,t);let r=t.hash.indent===void 0?2:pn(t.hash.indent,t,"indent");return JSON.stringify(n[0]??null,null,r)},indent(...e){
let{params:n,options:t}=b(e);w(n,t);let r=n[1],i;if(typeof r=="string"&&!/^\d+$/.test(r))i=r;else{let s=me(n,t,1);s>$.indentWidth&&
L(t,`the indent must be at most ${$.indentWidth} spaces, got ${s}`),i=" ".repeat(s)}let o=S(n[0]).split(`
`),a=o.filter(s=>s.trim()!=="").length;return ge(t,he(o,`
`)+a*z(i)),o.map(s=>s.trim()===""?s:i+s).join(`
`)},default(...e){let{params:n,options:t}=b(e);w(n,t);let r=i=>i==null||i===""||Array.isArray(i)&&i.length===0;return n.
find(i=>!r(i))??n[n.length-1]},join(...e){let{params:n,options:t}=b(e);w(n,t);let r=n.length===2?S(n[1]):", ",i=fn(n[0],
t);return ge(t,he(i,r)),i.join(r)},lines(...e){let{params:n,options:t}=b(e);w(n,t);let r=n.length===2?S(n[1]):"",i=fn(n[0],
t);return ge(t,he(i,`
`,r)),i.map(o=>r+o).join(`
`)},eq(...e){let{params:n,options:t}=b(e);return w(n,t),ln(n[0],n[1])},ne(...e){let{params:n,options:t}=b(e);return w(n,
t),!ln(n[0],n[1])},and(...e){let{params:n,options:t}=b(e);return w(n,t),n.every(be)},or(...e){let{params:n,options:t}=b(
e);return w(n,t),n.some(be)},not(...e){let{params:n,options:t}=b(e);return w(n,t),!be(n[0])},fence(...e){let{params:n,options:t}=b(
e);w(n,t);let r=n.length===2?S(n[1]):t.hash.label,{open:i,block:o}=de(S(n[0]),r===void 0?void 0:S(r));return G().fenceOpeners.
add(i),o},fit(...e){let{params:n,options:t}=b(e);w(n,t),t.fn||L(t,"is a block helper");let r=G(),i=dn(t);if(!r.setsAside(
i))return t.fn(this);r.fitDepth+=1;let o;try{o=t.fn(this)}finally{r.fitDepth-=1}return r.setAside({site:i,full:o,limit:void 0,
origin:r.recordsOf(i,this)})}};for(let e of K)D.registerHelper(e,Vn[e]);function Qt(e,n){return n!==void 0?`github.event is the default ${e} payload baton made for run ${n}, which was started \
without --event, and it holds only some of the fields GitHub sends: a replay runs on the payload of the run it replays, \
so start a new run with one: baton run <workflow> --event <file.json>`:`github.event is the default ${e} payload baton m\
akes when no --event is given, which holds only some of the fields GitHub sends: give one with --event <file.json>`}var Kn={
strict:!0,noEscape:!0,knownHelpersOnly:!0,knownHelpers:{...Object.fromEntries(K.map(e=>[e,!0])),log:!1}},Jn={allowProtoPropertiesByDefault:!1,
allowProtoMethodsByDefault:!1},F=new Map,Yn=64;function ye(e){let n=(0,gn.createHash)("sha256").update(e).digest("hex"),
t=F.get(n);if(t)return F.delete(n),F.set(n,t),t;let r=De(e),i=We(r),o=D.compile(r,Kn),a={analysis:i,render:s=>o(s,Jn)};return F.
set(n,a),F.size>Yn&&F.delete(F.keys().next().value),a}function Xt(e){return ye(e).analysis}function hn(e,n){return e.usesTokens||
n.maxPromptTokens!==void 0}async function er(e,n={}){bn("prepareRender",e);let t=n.source??"template",r;try{r=ye(e)}catch(i){
throw yn(i,e,t,void 0,void 0)}hn(r.analysis,n)&&await qe()}function nr(e,n,t={}){if(bn("renderPrompt",e),!ee(n)||!ee(n.stages)||
!ee(n.jobs))throw se("renderPrompt","the prompt context (buildPromptContext gives it) as its second argument",ee(n)?"an \
object without stages and jobs":ie(n));let r=t.source??"template",i=t.maxPromptTokens;if(i!==void 0&&(!Number.isInteger(
i)||i<1))throw new k("usage",`${C.maxPromptTokens} must be a whole number above 0, got ${i}`,{where:C.maxPromptTokens});
let o;try{if(o=ye(e),qn(o.analysis,n),hn(o.analysis,t)&&!Qe())throw new k("usage",`${r} uses tokens or a budget is set, \
and the tokenizer is not loaded: await prepareRender(template, options) before renderPrompt`,{where:"renderPrompt"});let a=o,
s=pe(new U(n,a.analysis),()=>a.render(n));if(Zn(s,r),i===void 0)return{prompt:s,warnings:[]};let u=A(s);return u<=i?{prompt:s,
warnings:[]}:Xn(a,n,s,u,i,r)}catch(a){throw yn(a,e,r,o?.analysis,n,t.madeEventHint)}}function bn(e,n){if(typeof n!="stri\
ng")throw se(e,"the template as a string",ie(n))}function ee(e){return e!==null&&typeof e=="object"}function Zn(e,n){if(e.
length<=$.promptBytes/3)return;let t=z(e);if(t>$.promptBytes)throw wn(`the prompt is ${t} bytes`,n)}function wn(e,n){return new k(
p.tooLarge,`${e}, more than the ${$.promptBytes} (${$.promptBytes/1024/1024} MiB) a prompt may be`,{where:n,details:["a \
prompt is read by a model: print less of each upstream stage ({{truncate}}, {{tokens}})"]})}function qn(e,n){let t=e.references.
filter(s=>s.kind==="stage"?!Object.hasOwn(n.stages,s.stage):!Object.hasOwn(n.jobs,s.stage)),r=t[0];if(!r)return;let i=r.
kind==="stage"?Object.keys(n.stages):Object.keys(n.jobs),o=r.kind==="stage"?"stage":"job",a=r.kind==="stage"?"stages":"j\
obs";throw new y(p.unknownStage,`${a}.${r.stage}: no such upstream ${o}${ue(r.stage,i)}`,r,[`upstream ${o}s: ${i.length>
0?i.join(", "):"(none)"}`,...t.slice(1).map(s=>`also at ${s.line}:${s.column}: ${s.path}`),"a prompt can use the stages \
its job needs, directly or through other jobs (needs:)"])}var Qn="to fit max-prompt-tokens";function Xn(e,n,t,r,i,o){let a=0;
for(;t.includes(`\uE000baton-section-${a}:`);)a+=1;let s=`\uE000baton-section-${a}:`,u=new RegExp(`${s}(\\d+)\uE001`,"g"),
c=new U(n,e.analysis,f=>`${s}${f}\uE001`),l=pe(c,()=>e.render(n)),d=c.sections.map(f=>{let T=A(f.full),j=V=>Q(V,f.origin,
Qn);return{record:f,fullTokens:T,size:f.limit===void 0?T:Math.min(f.limit,T),marker:j,markerTokens:A(`
${j(T)}`)}}),m=d.filter(f=>f.size>f.markerTokens),x=f=>f.record.limit===void 0?f.record.full:X(f.record.full,f.record.limit,
T=>Q(T,f.record.origin),c.fenceOpeners),P=l.replace(u,(f,T)=>{let j=d[Number(T)];return m.includes(j)?"":x(j)}),g=A(P),O=I(
m,f=>f.markerTokens),R=I(m,f=>f.size),B=f=>new k(p.overBudget,f,{where:o,details:nt(g,m,O,r,i)}),E=i-g-O;if(E<0||R===0)throw B(
`the prompt is ${r} tokens, over ${C.maxPromptTokens} ${i}, and its fixed text alone is ${g}${O>0?` (+${O} for cut marke\
rs)`:""}: cutting the fit and tokens sections cannot bring it under`);for(let f=0;f<6&&E>=0;f+=1){let T=Math.min(1,E/R),
j=new Map;for(let v of m){let re=Math.floor(v.size*T);j.set(v,X(v.record.full,re,v.marker,c.fenceOpeners))}let V=0,xe=l.
replace(u,(v,re)=>{V+=1;let $e=d[Number(re)];return j.get($e)??x($e)});if(V!==d.length)throw new H("a budget section pla\
ceholder was lost while rendering");let te=A(xe);if(te<=i)return{prompt:xe,warnings:[{code:p.cut,severity:"warning",path:o,
message:`the prompt was ${r} tokens, over ${C.maxPromptTokens} ${i}; cut to ${te} by shortening ${et(m,v=>A(j.get(v)))}`}]};
E-=te-i}throw B(`the prompt is ${r} tokens and cannot be cut under ${C.maxPromptTokens} ${i}`)}function ne(e){let{site:n}=e[0].
record;return`${n.label} at ${n.position.line}:${n.position.column}`}function kn(e){let n=new Map;for(let t of e){let r=n.
get(t.record.site);r?r.push(t):n.set(t.record.site,[t])}return[...n.values()]}function I(e,n){return e.reduce((t,r)=>t+n(
r),0)}var we=5;function et(e,n){let t=kn(e),r=t.slice(0,we).map(o=>{let a=`from ${I(o,s=>s.size)} to ${I(o,n)} tokens`;return o.
length===1?`${ne(o)} ${a}`:`${ne(o)} cut ${o.length} times, ${a} in all`}),i=t.slice(we).flat();if(i.length>0){let o=t.length-
we;r.push(`and ${o} more place${o===1?"":"s"} from ${I(i,a=>a.size)} to ${I(i,n)} tokens in all`)}return r.join(", ")}function nt(e,n,t,r,i){
let o=[["fixed text (outside fit and tokens sections)",e],...kn(n).map(s=>[s.length===1?ne(s):`${ne(s)} (${s.length} sec\
tions)`,I(s,u=>u.size)])];t>0&&o.push(["markers for cut sections",t]),o.push(["whole prompt",r],[C.maxPromptTokens,i]);let a=Math.
max(...o.map(([s])=>s.length),7);return[`${"section".padEnd(a)}  tokens`,...o.map(([s,u])=>`${s.padEnd(a)}  ${String(u).
padStart(6)}`),"mark text that may be shortened with {{#fit}}\u2026{{/fit}} or {{tokens value N}}, or raise the budget"]}
function yn(e,n,t,r,i,o){if(e instanceof y)return N(e,n,t);if(e instanceof k||e instanceof H)return e;let a=e?.batonPrinted;
if(a)return N(tt(a,n),n,t);let s=e instanceof TypeError?/^Cannot use 'in' operator to search for '(.*)' in /s.exec(e.message):
null;if(s)return N(ot(s[1],r,i),n,t);if(e instanceof RangeError&&e.message==="Invalid string length")return wn("the prom\
pt grew past what a string can hold while it was rendered",t);if(!(e instanceof D.Exception))return e;let u=e,c={line:u.
lineNumber??1,column:(u.column??0)+1},l=u.message.replace(/ - \d+:\d+$/,""),d=/^"(.*)" not defined in /s.exec(l);if(d)return N(
rt(d[1],c,r,i,o),n,t);let m=/unknown helper (\S+)/.exec(l);return m?N(new y(p.unknownHelper,`unknown helper ${m[1]}`,c),
n,t):new k(p.syntax,l,{where:`${t}:${c.line}:${c.column}`,details:_e(n,c),cause:e})}function tt(e,n){let t=J(e.loc),r="";
if(e.loc){let s=n.split(`
`),{start:u,end:c}=e.loc;r=(u.line===c.line?(s[u.line-1]??"").slice(u.column,c.column):(s[u.line-1]??"").slice(u.column)).
replace(/^\{\{\{?~?\s*|\s*~?\}?\}\}$/g,"")}let i=r===""?"the value":/\s/.test(r)?`(${r})`:r,{message:o,details:a}=Ne(e.list);
return new y(p.printedObject,`${i} ${o}`,t,a(i))}function ke(e){return`for a field that may be absent, use {{#if ${e}}}\u2026\
{{/if}} or {{default ${e} "\u2026"}}`}function rt(e,n,t,r,i){let o=t?.paths.get(`${n.line}:${n.column-1}`),a=o?.original??
e;if(o?.root&&r){let s=r;for(let u=0;u<o.root.length;u+=1){let c=o.root[u],l=o.root.slice(0,u).join(".");if(s==null||typeof s!=
"object")return new y(p.missingField,`${a}: ${l} is empty, so it has no ${c}`,n,[ke(l)]);if(!Object.hasOwn(s,c)){let d=Object.
keys(s),x=o.root[0]==="github"&&o.root[1]==="event"&&u>=2&&i!==void 0?[i]:Me(o.root.slice(0,u))?[ke(a)]:[];return new y(
p.missingField,`${a}: no field ${c}${l?` in ${l}`:""}${ue(c,d)}`,n,[`fields there: ${d.length>0?d.slice(0,30).join(", "):
"(none)"}${d.length>30?", \u2026":""}`,...x])}s=s[c]}}return new y(p.missingField,`${a}: no field ${e} in the current co\
ntext`,n,["inside {{#each}} or {{#with}}, names refer to the current item; reach the top with @root.stages.<id>",ke(a)])}
function ot(e,n,t){let r="text, numbers and true/false have no fields";for(let[i,o]of n?.paths??[]){if(!o.root||!t)continue;
let a=t;for(let s=0;s<o.root.length&&a!=null;s+=1){if(typeof a!="object"){if(o.root[s]!==e)break;let u=o.root.slice(0,s).
join(".");return new y(p.missingField,`${o.original}: ${u} is a ${typeof a=="string"?"text":typeof a}, so it has no fiel\
d ${e}`,mn(i),[r])}a=Object.hasOwn(a,o.root[s])?a[o.root[s]]:void 0}}for(let[i,o]of n?.paths??[])if(o.original.split(/[./]/).
slice(1).includes(e))return new y(p.missingField,`${o.original}: no field ${e} (the value before it is a text, number or\
 true/false)`,mn(i),[r]);return new y(p.missingField,`no field ${e}: ${r}`,{line:1,column:1})}function mn(e){let[n,t]=e.
split(":").map(Number);return{line:n,column:t+1}}export{yt as a,On as b,xt as c,$t as d,En as e,qe as f,A as g,nn as h,Pt as i,Qt as j,Xt as k,er as l,nr as m};
