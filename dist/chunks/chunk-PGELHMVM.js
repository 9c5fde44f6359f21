import{j as D,k as Y,l as Re,m as Ce,n as fe,o as ve,p as Fe,q as Me,r as y,s as Z,t as Ne,u as I,v as Ie,x as Le,z as He}from"./chunk-O6KOZ3FU.js";
import{a as Ae}from"./chunk-M2FR25PK.js";import{a as ze}from"./chunk-UIX755PM.js";import{c as ie,d as ae,h as le,
n as K}from"./chunk-3WHULUYP.js";import{b as h,c as B}from"./chunk-BXL4BL7Z.js";import{A as v,H as p,O as V,
T as Ee,b as z,ga as b,la as Te,ma as Pe,na as je,ta as _,va as ce,w as $,xa as N,ya as ue}from"./chunk-G4KAFFH4.js";
import{d as Oe}from"./chunk-3NR5HZ6E.js";import{readFile as mn}from"node:fs/promises";import{join as _e}from"node:path";var pn=Object.keys(Ae).map(Ee);function q(e,n=[]){if(typeof e=="string"){let t=pn.filter(r=>e.includes(r));return t.length===
0?[]:[{path:n,markers:t}]}return Array.isArray(e)?e.flatMap((t,r)=>q(t,[...n,r])):e!==null&&typeof e=="object"?Object.entries(
e).flatMap(([t,r])=>q(r,[...n,t])):[]}function Be(e,n,t,r){let s;try{s=JSON.parse(e)}catch(i){throw new h(r.code,`is not valid JSON (${i.message}); ${r.fix}`,
{where:t})}let o=n.safeParse(s);if(o.success)return o.data;throw new h(r.code,`does not hold ${r.what}; ${r.fix}`,{where:t,
details:o.error.issues.slice(0,5).map(i=>`${K(i.path.filter(a=>typeof a!="symbol"))||"(the file)"}: ${i.message}`)})}var gn=je({workflow_path:b(),job:ue(b()),inputs:_(b(),b()),event_name:b(),event:_(b(),Te()),vars:_(b(),b()),secrets:Pe(b()),
workflow_sha256:N(b()),called_sha256:N(_(b(),b())),event_made:N(ce(!0)),parent:N(ue(b())),redacted:N(ce(!0))});async function pt(e,n){
let t=await mn(_e(e,V.invocation),"utf8").catch(()=>{throw new h("replay-incomplete",`run ${n} has no ${V.invocation}; r\
un it again in full`,{where:n})});return Be(t,gn,_e(e,V.invocation),{code:"replay-incomplete",what:"how the run was star\
ted",fix:`run ${n} cannot be replayed; run it again in full`})}var de=5;function mt(e,n,t,r=He){let s=q({inputs:n.inputs,
vars:n.vars,event:n.event});if(s.length===0&&n.redacted!==!0)return null;let o=s.map(({path:l})=>K(l[0]==="event"?["gith\
ub",...l]:l).slice(2)),i=o.length===0?r.typedValues:o.length<=de?o.join(", "):`${o.slice(0,de).join(", ")} and ${o.length-
de} more fields`,a=n.redacted!==!0?"text shaped like a token":o.length===0?"a secret":"a secret (or text shaped like a t\
oken)",u=[...new Set(s.flatMap(l=>l.markers))],c=t==="render"?"those values render as redaction markers":`this replay gi\
ves its steps and agents ${u.join(", ")} there, not the text the run had`;return`run ${e} was started with ${a} in ${i},\
 which was stored redacted: ${c}`}var hn="o200k_base",bn={disallowedSpecial:new Set},Q,De;function Ue(){return De??=import("./o200k-base-3YQFPZJA.js").then(
e=>{Q={encode:n=>e.encode(n,bn),bytes:e.ranks}}),De}function We(){return Q!==void 0}function Ge(e){if(!Q)throw new h("us\
age","the tokenizer is not loaded: await loadTokenizer() before counting tokens",{where:e});return Q}var wn=/[\p{L}\p{M}]{100,}|[^\s\p{L}\p{M}\p{N}]{100,}|\s{100,}/gu,
kn=64;function*Je(e){let n=0;for(let t of e.matchAll(wn)){t.index>n&&(yield e.slice(n,t.index));let r=t[0],s=0;for(;s<r.
length;){let o=Math.min(s+kn,r.length);o<r.length&&yn(r.charCodeAt(o-1))&&(o+=1),yield r.slice(s,o),s=o}n=t.index+r.length}
n<e.length&&(yield e.slice(n))}function yn(e){return e>=55296&&e<=56319}function A(e){let n=Ge("countTokens"),t=0;for(let r of Je(
e))t+=n.encode(r).length;return t}function Ve(e,n){return Ye(e,n,!0)}function Ke(e,n){let{text:t,kept:r}=Ye(e,n,!1);return{
text:t,kept:r}}function Ye(e,n,t){let r=Ge("cutToTokens"),s=Math.max(0,Math.floor(n)),o=0,i=0,a=0,u;for(let c of Je(e)){
let l=r.encode(c);if(i+=l.length,u===void 0)if(o+l.length<=s)o+=l.length;else{let{prefix:d,count:m}=xn(r,c,l,s-o);if(u=a+
d.length,o+=m,!t)break}a+=c.length}return u===void 0?{text:e,kept:i,total:i}:{text:e.slice(0,u),kept:o,total:i}}function xn(e,n,t,r){
let s=Math.min(r,t.length),o=[0];for(let i=0;i<s;i++)o.push(o[i]+$n(e,t[i]));for(let i=s;i>0;i-=1){let a=n.slice(0,Sn(n,
o[i])),u=a===""?0:e.encode(a).length;if(u<=r)return{prefix:a,count:u}}return{prefix:"",count:0}}function $n(e,n){let t=e.
bytes[n];if(t===void 0)throw new Error(`token ${n} is not in the ${hn} rank table`);return typeof t=="string"?z(t):t.length}
function Sn(e,n){let t=0,r=0;for(;r<e.length;){let s=e.charCodeAt(r),o=s>=55296&&s<=56319&&(e.charCodeAt(r+1)&64512)===56320,
i=s<128?1:s<2048?2:o?4:3;if(t+i>n)break;t+=i,r+=o?2:1}return r}var Qe=Oe(ze(),1),On=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu,
En=(()=>{let e=new Uint8Array(65536),n=(t,r=t)=>e.fill(1,t,r+1);n(0,8),n(11,31),n(127,159);for(let t of[173,847,1564,4447,
4448,6068,6069,12644,65279,65440,55348,56128])n(t);return n(6155,6159),n(8203,8207),n(8232,8238),n(8288,8303),n(65024,65037),
n(65529,65531),e})(),Tn=/[^\t\n\x20-\x7e\u00a0-\u00ac\u00ae-\u02ff\u0370-\u052f\u2010-\u2027\u2030-\u205f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]/;
function Pn(e){let n=e.search(Tn);if(n<0)return e;for(;n<e.length&&En[e.charCodeAt(n)]===0;)n+=1;return n===e.length?e:e.
replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(On,"")}var jn=/<!--[\s\S]*?(?:--!?>|$)/g;function zn(e){let n=[],t=0,r=e.replace(jn,(o,i)=>{let a=i-t;return n[n.
length-1]!==a&&n.push(a),t+=o.length,""}),s=o=>{for(let i=Math.max(0,o-3);i<o;i+=1)if(r.startsWith("<!--",i))return!0;return!1};
return n.some(s)?Rn(r,n):r}var An=60,Ze=33,X=45,qe=62;function Rn(e,n){let t=e.length+1,r=new Int32Array(t+1),s=new Int32Array(
t+1);for(let c=0;c<t;c+=1)r[c]=c+1;for(let c=1;c<=t;c+=1)s[c]=c-1;r[t]=t;let o=c=>e.charCodeAt(c-1),i=c=>o(c)===An&&o(r[c])===
Ze&&o(r[r[c]])===X&&o(r[r[r[c]]])===X,a=n.map(c=>c+1);for(;;){let c=[],l=0;for(let x of a){let P=s[s[s[x]]];for(let g=P;g!==
x;g=r[g])g>l&&(l=g,i(g)&&c.push(g))}if(c.length===0)break;let d=[],m=0;for(let x of c){if(x<m)continue;let P=r[r[r[x]]];
for(;;){let R=r[P];if(R===t)break;let H=r[R];if(o(R)===X&&o(H)===X){let E=r[H];if(o(E)===qe){P=E;break}if(o(E)===Ze&&o(r[E])===
qe){P=r[E];break}}P=R}let g=s[x],O=r[P];r[g]=O,s[O]=g,d[d.length-1]===x?d[d.length-1]=O:d.push(O),m=O}a=d}let u="";for(let c=r[0];c!==
t;){let l=c;for(;r[l]===l+1&&l+1!==t;)l+=1;u+=e.slice(c-1,l),c=r[l]}return u}function Cn(e){return zn(Pn(e))}function vn(e){
for(let n=0;;n+=1){let r=(0,Qe.createHash)("sha256").update(`${n}:`).update(e,"latin1").digest().readBigUInt64BE(0).toString().
padStart(20,"0");if(!e.includes(r))return r}}function Fn(e){return e.replace(/[^A-Za-z0-9 _.:/#-]/g,"").trim().slice(0,64)}
function kt(e,n){return pe(e,n).block}var Xe=/<data id="(\d{20})"(?: label="[^"\n]*")?>/;function pe(e,n){let t=Cn(e),r=vn(
t),s=n===void 0?"":Fn(n),o=s===""?`<data id="${r}">`:`<data id="${r}" label="${s}">`,i=t.endsWith(`
`)?t:`${t}
`;return{open:o,block:`${o}
${i}</data id="${r}">`}}var an=Oe(ze(),1);var W=class{context;analysis;placeholder;sections=[];fenceOpeners=new Set;fitDepth=0;#e;constructor(n,t,r){this.context=
n,this.analysis=t,this.placeholder=r}setsAside(n){return this.placeholder!==void 0&&n?.cuttable===!0&&this.fitDepth===0}setAside(n){
return this.sections.push(n),this.placeholder(this.sections.length-1)}originOf(n,t,r){if(n==="")return;this.#e??=Nn(this.
context);let s=this.#e.get(n);if(s===void 0||s.length===1)return s?.[0]?.label;let o=new Set;for(let[a,u]of Object.entries(
this.context.stages))u===t&&o.add(a);if(o.size===0&&r){for(let a of r.stages)o.add(a);for(let a of r.jobs)for(let u of this.
context.jobs[a]??[])o.add(u.id)}let i=s.filter(a=>a.stage!==void 0&&o.has(a.stage));return Mn(i.length>0?i:s)}recordsOf(n,t){
let r=new Set(n.stages);for(let s of n.jobs)for(let o of this.context.jobs[s]??[])r.add(o.id);for(let s of Object.values(
this.context.stages))s===t&&r.add(s.id);if(r.size!==0)return en([...r])}};function en(e){return e.length===1?`the record\
 of stage ${e[0]}`:`the records of stages ${e.join(", ")}`}function Mn(e){let n=e.flatMap(r=>r.stage===void 0?[]:[r.stage]),
t=e.filter(r=>r.stage===void 0).map(r=>r.label);return[...n.length>0?[en(n)]:[],...t].join(" or ")}function Nn(e){let n=new Map,
t=(o,i)=>{if(!o)return;let a=n.get(o);a===void 0?n.set(o,[i]):a.some(u=>u.label===i.label)||a.push(i)};for(let[o,i]of Object.
entries(e.stages)){let a={label:`the record of stage ${o}`,stage:o};t(i.summary,a),t(i.detail,a);for(let u of Object.values(
i.data))t(u,a);t(i.failure?.reason,a),t(i.next?.reason,a)}let r=e.attempt.previous;if(r){let o={label:"the previous atte\
mpt's record"};t(r.summary,o),t(r.detail,o)}e.attempt.verify&&t(e.attempt.verify.output,{label:"the previous attempt's r\
ecord (verify output)"});let s=(o,i)=>{if(typeof o=="string")t(o,{label:"the event payload (github.event)"});else if(o!==
null&&typeof o=="object"&&i<12)for(let a of Object.values(o))s(a,i+1)};return s(e.github.event,0),n}var U;function me(e,n){
let t=U;U=e;try{return n()}finally{U=t}}function G(){if(!U)throw new B("a template helper was called outside renderPromp\
t");return U}function w(e){return{params:e.slice(0,-1),options:e[e.length-1]}}function L(e,n){let t=fe(e.name)?.usage;throw new y(p.helperArguments,
`${e.name}: ${n}`,Z(e.loc),t?[`usage: ${t}`]:[])}function k(e,n){let t=ve(n.name,e.length);t!==null&&L(n,t)}function on(e,n,t){
let r=Fe(e);return r===null&&L(n,Me(t,e)),r}function ge(e,n,t){return on(e[t],n,fe(n.name)?.counts?.[t]?.what??"the numb\
er")}function he(e,n){n>$.promptBytes&&L(e,`the text would be ${n} bytes, more than the ${$.promptBytes} (${$.promptBytes/
1024/1024} MiB) a prompt may be`)}function be(e,n,t=""){let r=z(t);return e.reduce((s,o,i)=>s+z(o)+r+(i>0?z(n):0),0)}function S(e){
return e==null?"":typeof e=="string"?e:typeof e=="object"?JSON.stringify(e,null,2):String(e)}function we(e){return Array.
isArray(e)?e.length>0:!!e}function nn(e,n){let t=r=>r==null||typeof r!="object";return t(e)&&t(n)?(e==null?null:String(e))===
(n==null?null:String(n)):e===n}function tn(e,n){if(e==null)return[];if(typeof e=="string")return e===""?[]:e.split(/\r\n|\r|\n/);
Array.isArray(e)||L(n,"needs a list (or text, taken line by line)");let t=n.hash.key;return e.map(r=>S(typeof t=="string"&&
r!==null&&typeof r=="object"?r[t]:r))}function rn(e){let n=e.loc;return n?G().analysis.sections.get(`${n.start.line}:${n.
start.column}`):void 0}function ee(e,n,t){let r=t?` ${t}`:"";return n===void 0?`[\u2026 ${e} tokens cut${r}]`:`[\u2026 ${e}\
 tokens cut${r}; the full text is in ${n}]`}function ne(e,n,t,r){let s=Ve(e,n);if(s.kept===s.total)return e;let o=n,i=s;
for(;;){let a=In(i.text),u=Ln(a,r),c=u===a?0:A(u)-n;if(c<=0||o===0)return`${u}
${t(s.total-i.kept)}`;o=Math.max(0,o-c),i=Ke(e,o)}}function In(e){let n=e.lastIndexOf(`
`)+1;return/^<\/?(?:d(?:a(?:t(?:a(?: [^>\n]*)?)?)?)?)?$/.test(e.slice(n))?e.slice(0,Math.max(0,n-1)):e}function Ln(e,n){
if(n.size===0)return e;let t=new RegExp(Xe.source,"g");for(;;){let r=t.exec(e);if(r===null)return e;if(!n.has(r[0])){t.lastIndex=
r.index+1;continue}let s=`</data id="${r[1]}">`,o=e.indexOf(s,t.lastIndex);if(o<0)return`${e}${e.endsWith(`
`)?"":`
`}${s}`;t.lastIndex=o+s.length}}var Hn={truncate(...e){let{params:n,options:t}=w(e);k(n,t);let r=S(n[0]),s=ge(n,t,1),o=Array.
from(r);if(o.length<=s)return r;let i=t.hash.suffix===void 0?"\u2026":S(t.hash.suffix);return o.slice(0,s).join("")+i},tokens(...e){
let{params:n,options:t}=w(e);k(n,t);let r=S(n[0]),s=ge(n,t,1),o=G(),i=rn(t),a=()=>o.originOf(r,this,i);return o.setsAside(
i)?o.setAside({site:i,full:r,limit:s,origin:a()}):ne(r,s,u=>ee(u,a()),o.fenceOpeners)},json(...e){let{params:n,options:t}=w(
e);k(n,t);let r=t.hash.indent===void 0?2:on(t.hash.indent,t,"indent");return JSON.stringify(n[0]??null,null,r)},indent(...e){
let{params:n,options:t}=w(e);k(n,t);let r=n[1],s;if(typeof r=="string"&&!/^\d+$/.test(r))s=r;else{let a=ge(n,t,1);a>$.indentWidth&&
L(t,`the indent must be at most ${$.indentWidth} spaces, got ${a}`),s=" ".repeat(a)}let o=S(n[0]).split(`
`),i=o.filter(a=>a.trim()!=="").length;return he(t,be(o,`
`)+i*z(s)),o.map(a=>a.trim()===""?a:s+a).join(`
`)},default(...e){let{params:n,options:t}=w(e);k(n,t);let r=s=>s==null||s===""||Array.isArray(s)&&s.length===0;return n.
find(s=>!r(s))??n[n.length-1]},join(...e){let{params:n,options:t}=w(e);k(n,t);let r=n.length===2?S(n[1]):", ",s=tn(n[0],
t);return he(t,be(s,r)),s.join(r)},lines(...e){let{params:n,options:t}=w(e);k(n,t);let r=n.length===2?S(n[1]):"",s=tn(n[0],
t);return he(t,be(s,`
`,r)),s.map(o=>r+o).join(`
`)},eq(...e){let{params:n,options:t}=w(e);return k(n,t),nn(n[0],n[1])},ne(...e){let{params:n,options:t}=w(e);return k(n,
t),!nn(n[0],n[1])},and(...e){let{params:n,options:t}=w(e);return k(n,t),n.every(we)},or(...e){let{params:n,options:t}=w(
e);return k(n,t),n.some(we)},not(...e){let{params:n,options:t}=w(e);return k(n,t),!we(n[0])},fence(...e){let{params:n,options:t}=w(
e);k(n,t);let r=n.length===2?S(n[1]):t.hash.label,{open:s,block:o}=pe(S(n[0]),r===void 0?void 0:S(r));return G().fenceOpeners.
add(s),o},fit(...e){let{params:n,options:t}=w(e);k(n,t),t.fn||L(t,"is a block helper");let r=G(),s=rn(t);if(!r.setsAside(
s))return t.fn(this);r.fitDepth+=1;let o;try{o=t.fn(this)}finally{r.fitDepth-=1}return r.setAside({site:s,full:o,limit:void 0,
origin:r.recordsOf(s,this)})}};for(let e of Y)D.registerHelper(e,Hn[e]);function Wt(e,n){return n!==void 0?`github.event is the default ${e} payload baton made for run ${n}, which was started \
without --event, and it holds only some of the fields GitHub sends: a replay runs on the payload of the run it replays, \
so start a new run with one: baton run <workflow> --event <file.json>`:`github.event is the default ${e} payload baton m\
akes when no --event is given, which holds only some of the fields GitHub sends: give one with --event <file.json>`}var Bn={
strict:!0,noEscape:!0,knownHelpersOnly:!0,knownHelpers:{...Object.fromEntries(Y.map(e=>[e,!0])),log:!1}},_n={allowProtoPropertiesByDefault:!1,
allowProtoMethodsByDefault:!1},F=new Map,Dn=64;function xe(e){let n=(0,an.createHash)("sha256").update(e).digest("hex"),
t=F.get(n);if(t)return F.delete(n),F.set(n,t),t;let r=Ie(e),s=Le(r),o=D.compile(r,Bn),i={analysis:s,render:a=>o(a,_n)};return F.
set(n,i),F.size>Dn&&F.delete(F.keys().next().value),i}function Gt(e){return xe(e).analysis}function cn(e,n){return e.usesTokens||
n.maxPromptTokens!==void 0}async function Jt(e,n={}){un("prepareRender",e);let t=n.source??"template",r;try{r=xe(e)}catch(s){
throw dn(s,e,t,void 0,void 0)}cn(r.analysis,n)&&await Ue()}function Vt(e,n,t={}){if(un("renderPrompt",e),!te(n)||!te(n.stages)||
!te(n.jobs))throw ae("renderPrompt","the prompt context (buildPromptContext gives it) as its second argument",te(n)?"an \
object without stages and jobs":ie(n));let r=t.source??"template",s=t.maxPromptTokens;if(s!==void 0&&(!Number.isInteger(
s)||s<1))throw new h("usage",`${v.maxPromptTokens} must be a whole number above 0, got ${s}`,{where:v.maxPromptTokens});
let o;try{if(o=xe(e),Wn(o.analysis,n),cn(o.analysis,t)&&!We())throw new h("usage",`${r} uses tokens or a budget is set, \
and the tokenizer is not loaded: await prepareRender(template, options) before renderPrompt`,{where:"renderPrompt"});let i=o,
a=me(new W(n,i.analysis),()=>i.render(n));if(Un(a,r),s===void 0)return{prompt:a,warnings:[]};let u=A(a);return u<=s?{prompt:a,
warnings:[]}:Jn(i,n,a,u,s,r)}catch(i){throw dn(i,e,r,o?.analysis,n,t.madeEventHint)}}function un(e,n){if(typeof n!="stri\
ng")throw ae(e,"the template as a string",ie(n))}function te(e){return e!==null&&typeof e=="object"}function Un(e,n){if(e.
length<=$.promptBytes/3)return;let t=z(e);if(t>$.promptBytes)throw ln(`the prompt is ${t} bytes`,n)}function ln(e,n){return new h(
p.tooLarge,`${e}, more than the ${$.promptBytes} (${$.promptBytes/1024/1024} MiB) a prompt may be`,{where:n,details:["a \
prompt is read by a model: print less of each upstream stage ({{truncate}}, {{tokens}})"]})}function Wn(e,n){let t=e.references.
filter(a=>a.kind==="stage"?!Object.hasOwn(n.stages,a.stage):!Object.hasOwn(n.jobs,a.stage)),r=t[0];if(!r)return;let s=r.
kind==="stage"?Object.keys(n.stages):Object.keys(n.jobs),o=r.kind==="stage"?"stage":"job",i=r.kind==="stage"?"stages":"j\
obs";throw new y(p.unknownStage,`${i}.${r.stage}: no such upstream ${o}${le(r.stage,s)}`,r,[`upstream ${o}s: ${s.length>
0?s.join(", "):"(none)"}`,...t.slice(1).map(a=>`also at ${a.line}:${a.column}: ${a.path}`),"a prompt can use the stages \
its job needs, directly or through other jobs (needs:)"])}var Gn="to fit max-prompt-tokens";function Jn(e,n,t,r,s,o){let i=0;
for(;t.includes(`\uE000baton-section-${i}:`);)i+=1;let a=`\uE000baton-section-${i}:`,u=new RegExp(`${a}(\\d+)\uE001`,"g"),
c=new W(n,e.analysis,f=>`${a}${f}\uE001`),l=me(c,()=>e.render(n)),d=c.sections.map(f=>{let T=A(f.full),j=J=>ee(J,f.origin,
Gn);return{record:f,fullTokens:T,size:f.limit===void 0?T:Math.min(f.limit,T),marker:j,markerTokens:A(`
${j(T)}`)}}),m=d.filter(f=>f.size>f.markerTokens),x=f=>f.record.limit===void 0?f.record.full:ne(f.record.full,f.record.limit,
T=>ee(T,f.record.origin),c.fenceOpeners),P=l.replace(u,(f,T)=>{let j=d[Number(T)];return m.includes(j)?"":x(j)}),g=A(P),
O=M(m,f=>f.markerTokens),R=M(m,f=>f.size),H=f=>new h(p.overBudget,f,{where:o,details:Kn(g,m,O,r,s)}),E=s-g-O;if(E<0||R===
0)throw H(`the prompt is ${r} tokens, over ${v.maxPromptTokens} ${s}, and its fixed text alone is ${g}${O>0?` (+${O} for\
 cut markers)`:""}: cutting the fit and tokens sections cannot bring it under`);for(let f=0;f<6&&E>=0;f+=1){let T=Math.min(
1,E/R),j=new Map;for(let C of m){let se=Math.floor(C.size*T);j.set(C,ne(C.record.full,se,C.marker,c.fenceOpeners))}let J=0,
$e=l.replace(u,(C,se)=>{J+=1;let Se=d[Number(se)];return j.get(Se)??x(Se)});if(J!==d.length)throw new B("a budget sectio\
n placeholder was lost while rendering");let oe=A($e);if(oe<=s)return{prompt:$e,warnings:[{code:p.cut,severity:"warning",
path:o,message:`the prompt was ${r} tokens, over ${v.maxPromptTokens} ${s}; cut to ${oe} by shortening ${Vn(m,C=>A(j.get(
C)))}`}]};E-=oe-s}throw H(`the prompt is ${r} tokens and cannot be cut under ${v.maxPromptTokens} ${s}`)}function re(e){
let{site:n}=e[0].record;return`${n.label} at ${n.position.line}:${n.position.column}`}function fn(e){let n=new Map;for(let t of e){
let r=n.get(t.record.site);r?r.push(t):n.set(t.record.site,[t])}return[...n.values()]}function M(e,n){return e.reduce((t,r)=>t+
n(r),0)}var ke=5;function Vn(e,n){let t=fn(e),r=t.slice(0,ke).map(o=>{let i=`from ${M(o,a=>a.size)} to ${M(o,n)} tokens`;
return o.length===1?`${re(o)} ${i}`:`${re(o)} cut ${o.length} times, ${i} in all`}),s=t.slice(ke).flat();if(s.length>0){
let o=t.length-ke;r.push(`and ${o} more place${o===1?"":"s"} from ${M(s,i=>i.size)} to ${M(s,n)} tokens in all`)}return r.
join(", ")}function Kn(e,n,t,r,s){let o=[["fixed text (outside fit and tokens sections)",e],...fn(n).map(a=>[a.length===
1?re(a):`${re(a)} (${a.length} sections)`,M(a,u=>u.size)])];t>0&&o.push(["markers for cut sections",t]),o.push(["whole p\
rompt",r],[v.maxPromptTokens,s]);let i=Math.max(...o.map(([a])=>a.length),7);return[`${"section".padEnd(i)}  tokens`,...o.
map(([a,u])=>`${a.padEnd(i)}  ${String(u).padStart(6)}`),"mark text that may be shortened with {{#fit}}\u2026{{/fit}} or {{to\
kens value N}}, or raise the budget"]}function dn(e,n,t,r,s,o){if(e instanceof y)return I(e,n,t);if(e instanceof h||e instanceof
B)return e;let i=e?.batonPrinted;if(i)return I(Yn(i,n),n,t);let a=e instanceof TypeError?/^Cannot use 'in' operator to search for '(.*)' in /s.
exec(e.message):null;if(a)return I(qn(a[1],r,s),n,t);if(e instanceof RangeError&&e.message==="Invalid string length")return ln(
"the prompt grew past what a string can hold while it was rendered",t);if(!(e instanceof D.Exception))return e;let u=e,c={
line:u.lineNumber??1,column:(u.column??0)+1},l=u.message.replace(/ - \d+:\d+$/,""),d=/^"(.*)" not defined in /s.exec(l);
if(d)return I(Zn(d[1],c,r,s,o),n,t);let m=/unknown helper (\S+)/.exec(l);return m?I(new y(p.unknownHelper,`unknown helpe\
r ${m[1]}`,c),n,t):new h(p.syntax,l,{where:`${t}:${c.line}:${c.column}`,details:Ne(n,c),cause:e})}function Yn(e,n){let t=Z(
e.loc),r="";if(e.loc){let a=n.split(`
`),{start:u,end:c}=e.loc;r=(u.line===c.line?(a[u.line-1]??"").slice(u.column,c.column):(a[u.line-1]??"").slice(u.column)).
replace(/^\{\{\{?~?\s*|\s*~?\}?\}\}$/g,"")}let s=r===""?"the value":/\s/.test(r)?`(${r})`:r,{message:o,details:i}=Ce(e.list);
return new y(p.printedObject,`${s} ${o}`,t,i(s))}function ye(e){return`for a field that may be absent, use {{#if ${e}}}\u2026\
{{/if}} or {{default ${e} "\u2026"}}`}function Zn(e,n,t,r,s){let o=t?.paths.get(`${n.line}:${n.column-1}`),i=o?.original??
e;if(o?.root&&r){let a=r;for(let u=0;u<o.root.length;u+=1){let c=o.root[u],l=o.root.slice(0,u).join(".");if(a==null||typeof a!=
"object")return new y(p.missingField,`${i}: ${l} is empty, so it has no ${c}`,n,[ye(l)]);if(!Object.hasOwn(a,c)){let d=Object.
keys(a),x=o.root[0]==="github"&&o.root[1]==="event"&&u>=2&&s!==void 0?[s]:Re(o.root.slice(0,u))?[ye(i)]:[];return new y(
p.missingField,`${i}: no field ${c}${l?` in ${l}`:""}${le(c,d)}`,n,[`fields there: ${d.length>0?d.slice(0,30).join(", "):
"(none)"}${d.length>30?", \u2026":""}`,...x])}a=a[c]}}return new y(p.missingField,`${i}: no field ${e} in the current co\
ntext`,n,["inside {{#each}} or {{#with}}, names refer to the current item; reach the top with @root.stages.<id>",ye(i)])}
function qn(e,n,t){let r="text, numbers and true/false have no fields";for(let[s,o]of n?.paths??[]){if(!o.root||!t)continue;
let i=t;for(let a=0;a<o.root.length&&i!=null;a+=1){if(typeof i!="object"){if(o.root[a]!==e)break;let u=o.root.slice(0,a).
join(".");return new y(p.missingField,`${o.original}: ${u} is a ${typeof i=="string"?"text":typeof i}, so it has no fiel\
d ${e}`,sn(s),[r])}i=Object.hasOwn(i,o.root[a])?i[o.root[a]]:void 0}}for(let[s,o]of n?.paths??[])if(o.original.split(/[./]/).
slice(1).includes(e))return new y(p.missingField,`${o.original}: no field ${e} (the value before it is a text, number or\
 true/false)`,sn(s),[r]);return new y(p.missingField,`no field ${e}: ${r}`,{line:1,column:1})}function sn(e){let[n,t]=e.
split(":").map(Number);return{line:n,column:t+1}}export{Be as a,pt as b,mt as c,hn as d,Ue as e,A as f,Ve as g,kt as h,Wt as i,Gt as j,Jt as k,Vt as l};
