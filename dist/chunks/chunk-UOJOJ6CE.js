import{j as D,k as Y,l as Ce,m as ve,n as fe,o as Fe,p as Me,q as Ne,r as y,s as Z,t as Ie,u as I,v as Le,x as Be,z as He}from"./chunk-XN2DIZNF.js";
import{a as Re}from"./chunk-ELLCTOB7.js";import{a as Ae}from"./chunk-XWFWV4XT.js";import{c as ie,d as ae,h as le,
n as K}from"./chunk-G6IW7IQF.js";import{b as h,c as H}from"./chunk-BXL4BL7Z.js";import{B as v,I as p,P as V,
U as Te,b as z,c as Ee,ha as b,ma as Pe,na as je,oa as ze,ua as _,wa as ce,x,ya as N,za as ue}from"./chunk-JZBPCCZQ.js";
import{d as Oe}from"./chunk-3NR5HZ6E.js";import{readFile as hn}from"node:fs/promises";import{join as De}from"node:path";var gn=Object.keys(Re).map(Te);function q(e,n=[]){if(typeof e=="string"){let t=gn.filter(r=>e.includes(r));return t.length===
0?[]:[{path:n,markers:t}]}return Array.isArray(e)?e.flatMap((t,r)=>q(t,[...n,r])):e!==null&&typeof e=="object"?Object.entries(
e).flatMap(([t,r])=>q(r,[...n,t])):[]}function _e(e,n,t,r){let s;try{s=JSON.parse(e)}catch(a){throw new h(r.code,`is not valid JSON (${a.message}); ${r.fix}`,
{where:t})}let o=n.safeParse(s);if(o.success)return o.data;throw new h(r.code,`does not hold ${r.what}; ${r.fix}`,{where:t,
details:o.error.issues.slice(0,5).map(a=>`${K(a.path.filter(i=>typeof i!="symbol"))||"(the file)"}: ${a.message}`)})}var bn=ze({workflow_path:b(),job:ue(b()),inputs:_(b(),b()),event_name:b(),event:_(b(),Pe()),vars:_(b(),b()),secrets:je(b()),
workflow_sha256:N(b()),called_sha256:N(_(b(),b())),event_made:N(ce(!0)),parent:N(ue(b())),redacted:N(ce(!0))});async function pt(e,n){
let t=await hn(De(e,V.invocation),"utf8").catch(()=>{throw new h("replay-incomplete",`run ${n} has no ${V.invocation}; r\
un it again in full`,{where:n})});return _e(t,bn,De(e,V.invocation),{code:"replay-incomplete",what:"how the run was star\
ted",fix:`run ${n} cannot be replayed; run it again in full`})}var de=5;function mt(e,n,t,r=He){let s=q({inputs:n.inputs,
vars:n.vars,event:n.event});if(s.length===0&&n.redacted!==!0)return null;let o=s.map(({path:l})=>K(l[0]==="event"?["gith\
ub",...l]:l).slice(2)),a=o.length===0?r.typedValues:o.length<=de?o.join(", "):`${o.slice(0,de).join(", ")} and ${o.length-
de} more fields`,i=n.redacted!==!0?"text shaped like a token":o.length===0?"a secret":"a secret (or text shaped like a t\
oken)",u=[...new Set(s.flatMap(l=>l.markers))],c=t==="render"?"those values render as redaction markers":`this replay gi\
ves its steps and agents ${u.join(", ")} there, not the text the run had`;return`run ${e} was started with ${i} in ${a},\
 which was stored redacted: ${c}`}var wn="o200k_base",kn={disallowedSpecial:new Set},Q,Ue;function Ge(){return Ue??=import("./o200k-base-3YQFPZJA.js").then(
e=>{Q={encode:n=>e.encode(n,kn),bytes:e.ranks}}),Ue}function Je(){return Q!==void 0}function Ve(e){if(!Q)throw new h("us\
age","the tokenizer is not loaded: await loadTokenizer() before counting tokens",{where:e});return Q}var yn=/[\p{L}\p{M}]{100,}|[^\s\p{L}\p{M}\p{N}]{100,}|\s{100,}/gu,
$n=64;function*Ke(e){let n=0;for(let t of e.matchAll(yn)){t.index>n&&(yield e.slice(n,t.index));let r=t[0],s=0;for(;s<r.
length;){let o=Math.min(s+$n,r.length);o<r.length&&xn(r.charCodeAt(o-1))&&(o+=1),yield r.slice(s,o),s=o}n=t.index+r.length}
n<e.length&&(yield e.slice(n))}function xn(e){return e>=55296&&e<=56319}function A(e){let n=Ve("countTokens"),t=0;for(let r of Ke(
e))t+=n.encode(r).length;return t}function Ye(e,n){return qe(e,n,!0)}function Ze(e,n){let{text:t,kept:r}=qe(e,n,!1);return{
text:t,kept:r}}function qe(e,n,t){let r=Ve("cutToTokens"),s=Math.max(0,Math.floor(n)),o=0,a=0,i=0,u;for(let c of Ke(e)){
let l=r.encode(c);if(a+=l.length,u===void 0)if(o+l.length<=s)o+=l.length;else{let{prefix:d,count:m}=Sn(r,c,l,s-o);if(u=i+
d.length,o+=m,!t)break}i+=c.length}return u===void 0?{text:e,kept:a,total:a}:{text:e.slice(0,u),kept:o,total:a}}function Sn(e,n,t,r){
let s=Math.min(r,t.length),o=0;for(let a=0;a<s;a++)o+=We(e,t[a]);for(let a=s;a>0;a-=1){let i=Ee(n,o),u=i===""?0:e.encode(
i).length;if(u<=r)return{prefix:i,count:u};o-=We(e,t[a-1])}return{prefix:"",count:0}}function We(e,n){let t=e.bytes[n];if(t===
void 0)throw new Error(`token ${n} is not in the ${wn} rank table`);return typeof t=="string"?z(t):t.length}var en=Oe(Ae(),1),On=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu,
En=(()=>{let e=new Uint8Array(65536),n=(t,r=t)=>e.fill(1,t,r+1);n(0,8),n(11,31),n(127,159);for(let t of[173,847,1564,4447,
4448,6068,6069,12644,65279,65440,55348,56128])n(t);return n(6155,6159),n(8203,8207),n(8232,8238),n(8288,8303),n(65024,65037),
n(65529,65531),e})(),Tn=/[^\t\n\x20-\x7e\u00a0-\u00ac\u00ae-\u02ff\u0370-\u052f\u2010-\u2027\u2030-\u205f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]/;
function Pn(e){let n=e.search(Tn);if(n<0)return e;for(;n<e.length&&En[e.charCodeAt(n)]===0;)n+=1;return n===e.length?e:e.
replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(On,"")}var jn=/<!--[\s\S]*?(?:--!?>|$)/g;function zn(e){let n=[],t=0,r=e.replace(jn,(o,a)=>{let i=a-t;return n[n.
length-1]!==i&&n.push(i),t+=o.length,""}),s=o=>{for(let a=Math.max(0,o-3);a<o;a+=1)if(r.startsWith("<!--",a))return!0;return!1};
return n.some(s)?Rn(r,n):r}var An=60,Qe=33,X=45,Xe=62;function Rn(e,n){let t=e.length+1,r=new Int32Array(t+1),s=new Int32Array(
t+1);for(let c=0;c<t;c+=1)r[c]=c+1;for(let c=1;c<=t;c+=1)s[c]=c-1;r[t]=t;let o=c=>e.charCodeAt(c-1),a=c=>o(c)===An&&o(r[c])===
Qe&&o(r[r[c]])===X&&o(r[r[r[c]]])===X,i=n.map(c=>c+1);for(;;){let c=[],l=0;for(let $ of i){let P=s[s[s[$]]];for(let g=P;g!==
$;g=r[g])g>l&&(l=g,a(g)&&c.push(g))}if(c.length===0)break;let d=[],m=0;for(let $ of c){if($<m)continue;let P=r[r[r[$]]];
for(;;){let R=r[P];if(R===t)break;let B=r[R];if(o(R)===X&&o(B)===X){let E=r[B];if(o(E)===Xe){P=E;break}if(o(E)===Qe&&o(r[E])===
Xe){P=r[E];break}}P=R}let g=s[$],O=r[P];r[g]=O,s[O]=g,d[d.length-1]===$?d[d.length-1]=O:d.push(O),m=O}i=d}let u="";for(let c=r[0];c!==
t;){let l=c;for(;r[l]===l+1&&l+1!==t;)l+=1;u+=e.slice(c-1,l),c=r[l]}return u}function Cn(e){return zn(Pn(e))}function vn(e){
for(let n=0;;n+=1){let r=(0,en.createHash)("sha256").update(`${n}:`).update(e,"latin1").digest().readBigUInt64BE(0).toString().
padStart(20,"0");if(!e.includes(r))return r}}function Fn(e){return e.replace(/[^A-Za-z0-9 _.:/#-]/g,"").trim().slice(0,64)}
function kt(e,n){return pe(e,n).block}var nn=/<data id="(\d{20})"(?: label="[^"\n]*")?>/;function pe(e,n){let t=Cn(e),r=vn(
t),s=n===void 0?"":Fn(n),o=s===""?`<data id="${r}">`:`<data id="${r}" label="${s}">`,a=t.endsWith(`
`)?t:`${t}
`;return{open:o,block:`${o}
${a}</data id="${r}">`}}var un=Oe(Ae(),1);var W=class{context;analysis;placeholder;sections=[];fenceOpeners=new Set;fitDepth=0;#e;constructor(n,t,r){this.context=
n,this.analysis=t,this.placeholder=r}setsAside(n){return this.placeholder!==void 0&&n?.cuttable===!0&&this.fitDepth===0}setAside(n){
return this.sections.push(n),this.placeholder(this.sections.length-1)}originOf(n,t,r){if(n==="")return;this.#e??=Nn(this.
context);let s=this.#e.get(n);if(s===void 0||s.length===1)return s?.[0]?.label;let o=new Set;for(let[i,u]of Object.entries(
this.context.stages))u===t&&o.add(i);if(o.size===0&&r){for(let i of r.stages)o.add(i);for(let i of r.jobs)for(let u of this.
context.jobs[i]??[])o.add(u.id)}let a=s.filter(i=>i.stage!==void 0&&o.has(i.stage));return Mn(a.length>0?a:s)}recordsOf(n,t){
let r=new Set(n.stages);for(let s of n.jobs)for(let o of this.context.jobs[s]??[])r.add(o.id);for(let s of Object.values(
this.context.stages))s===t&&r.add(s.id);if(r.size!==0)return tn([...r])}};function tn(e){return e.length===1?`the record\
 of stage ${e[0]}`:`the records of stages ${e.join(", ")}`}function Mn(e){let n=e.flatMap(r=>r.stage===void 0?[]:[r.stage]),
t=e.filter(r=>r.stage===void 0).map(r=>r.label);return[...n.length>0?[tn(n)]:[],...t].join(" or ")}function Nn(e){let n=new Map,
t=(o,a)=>{if(!o)return;let i=n.get(o);i===void 0?n.set(o,[a]):i.some(u=>u.label===a.label)||i.push(a)};for(let[o,a]of Object.
entries(e.stages)){let i={label:`the record of stage ${o}`,stage:o};t(a.summary,i),t(a.detail,i);for(let u of Object.values(
a.data))t(u,i);t(a.failure?.reason,i),t(a.next?.reason,i)}let r=e.attempt.previous;if(r){let o={label:"the previous atte\
mpt's record"};t(r.summary,o),t(r.detail,o)}e.attempt.verify&&t(e.attempt.verify.output,{label:"the previous attempt's r\
ecord (verify output)"});let s=(o,a)=>{if(typeof o=="string")t(o,{label:"the event payload (github.event)"});else if(o!==
null&&typeof o=="object"&&a<12)for(let i of Object.values(o))s(i,a+1)};return s(e.github.event,0),n}var U;function me(e,n){
let t=U;U=e;try{return n()}finally{U=t}}function G(){if(!U)throw new H("a template helper was called outside renderPromp\
t");return U}function w(e){return{params:e.slice(0,-1),options:e[e.length-1]}}function L(e,n){let t=fe(e.name)?.usage;throw new y(p.helperArguments,
`${e.name}: ${n}`,Z(e.loc),t?[`usage: ${t}`]:[])}function k(e,n){let t=Fe(n.name,e.length);t!==null&&L(n,t)}function an(e,n,t){
let r=Me(e);return r===null&&L(n,Ne(t,e)),r}function ge(e,n,t){return an(e[t],n,fe(n.name)?.counts?.[t]?.what??"the numb\
er")}function he(e,n){n>x.promptBytes&&L(e,`the text would be ${n} bytes, more than the ${x.promptBytes} (${x.promptBytes/
1024/1024} MiB) a prompt may be`)}function be(e,n,t=""){let r=z(t);return e.reduce((s,o,a)=>s+z(o)+r+(a>0?z(n):0),0)}function S(e){
return e==null?"":typeof e=="string"?e:typeof e=="object"?JSON.stringify(e,null,2):String(e)}function we(e){return Array.
isArray(e)?e.length>0:!!e}function rn(e,n){let t=r=>r==null||typeof r!="object";return t(e)&&t(n)?(e==null?null:String(e))===
(n==null?null:String(n)):e===n}function on(e,n){if(e==null)return[];if(typeof e=="string")return e===""?[]:e.split(/\r\n|\r|\n/);
Array.isArray(e)||L(n,"needs a list (or text, taken line by line)");let t=n.hash.key;return e.map(r=>S(typeof t=="string"&&
r!==null&&typeof r=="object"?r[t]:r))}function sn(e){let n=e.loc;return n?G().analysis.sections.get(`${n.start.line}:${n.
start.column}`):void 0}function ee(e,n,t){let r=t?` ${t}`:"";return n===void 0?`[\u2026 ${e} tokens cut${r}]`:`[\u2026 ${e}\
 tokens cut${r}; the full text is in ${n}]`}function ne(e,n,t,r){let s=Ye(e,n);if(s.kept===s.total)return e;let o=n,a=s;
for(;;){let i=In(a.text),u=Ln(i,r),c=u===i?0:A(u)-n;if(c<=0||o===0)return`${u}
${t(s.total-a.kept)}`;o=Math.max(0,o-c),a=Ze(e,o)}}function In(e){let n=e.lastIndexOf(`
`)+1;return/^<\/?(?:d(?:a(?:t(?:a(?: [^>\n]*)?)?)?)?)?$/.test(e.slice(n))?e.slice(0,Math.max(0,n-1)):e}function Ln(e,n){
if(n.size===0)return e;let t=new RegExp(nn.source,"g");for(;;){let r=t.exec(e);if(r===null)return e;if(!n.has(r[0])){t.lastIndex=
r.index+1;continue}let s=`</data id="${r[1]}">`,o=e.indexOf(s,t.lastIndex);if(o<0)return`${e}${e.endsWith(`
`)?"":`
`}${s}`;t.lastIndex=o+s.length}}var Bn={truncate(...e){let{params:n,options:t}=w(e);k(n,t);let r=S(n[0]),s=ge(n,t,1),o=Array.
from(r);if(o.length<=s)return r;let a=t.hash.suffix===void 0?"\u2026":S(t.hash.suffix);return o.slice(0,s).join("")+a},tokens(...e){
let{params:n,options:t}=w(e);k(n,t);let r=S(n[0]),s=ge(n,t,1),o=G(),a=sn(t),i=()=>o.originOf(r,this,a);return o.setsAside(
a)?o.setAside({site:a,full:r,limit:s,origin:i()}):ne(r,s,u=>ee(u,i()),o.fenceOpeners)},json(...e){let{params:n,options:t}=w(
e);k(n,t);let r=t.hash.indent===void 0?2:an(t.hash.indent,t,"indent");return JSON.stringify(n[0]??null,null,r)},indent(...e){
let{params:n,options:t}=w(e);k(n,t);let r=n[1],s;if(typeof r=="string"&&!/^\d+$/.test(r))s=r;else{let i=ge(n,t,1);i>x.indentWidth&&
L(t,`the indent must be at most ${x.indentWidth} spaces, got ${i}`),s=" ".repeat(i)}let o=S(n[0]).split(`
`),a=o.filter(i=>i.trim()!=="").length;return he(t,be(o,`
`)+a*z(s)),o.map(i=>i.trim()===""?i:s+i).join(`
`)},default(...e){let{params:n,options:t}=w(e);k(n,t);let r=s=>s==null||s===""||Array.isArray(s)&&s.length===0;return n.
find(s=>!r(s))??n[n.length-1]},join(...e){let{params:n,options:t}=w(e);k(n,t);let r=n.length===2?S(n[1]):", ",s=on(n[0],
t);return he(t,be(s,r)),s.join(r)},lines(...e){let{params:n,options:t}=w(e);k(n,t);let r=n.length===2?S(n[1]):"",s=on(n[0],
t);return he(t,be(s,`
`,r)),s.map(o=>r+o).join(`
`)},eq(...e){let{params:n,options:t}=w(e);return k(n,t),rn(n[0],n[1])},ne(...e){let{params:n,options:t}=w(e);return k(n,
t),!rn(n[0],n[1])},and(...e){let{params:n,options:t}=w(e);return k(n,t),n.every(we)},or(...e){let{params:n,options:t}=w(
e);return k(n,t),n.some(we)},not(...e){let{params:n,options:t}=w(e);return k(n,t),!we(n[0])},fence(...e){let{params:n,options:t}=w(
e);k(n,t);let r=n.length===2?S(n[1]):t.hash.label,{open:s,block:o}=pe(S(n[0]),r===void 0?void 0:S(r));return G().fenceOpeners.
add(s),o},fit(...e){let{params:n,options:t}=w(e);k(n,t),t.fn||L(t,"is a block helper");let r=G(),s=sn(t);if(!r.setsAside(
s))return t.fn(this);r.fitDepth+=1;let o;try{o=t.fn(this)}finally{r.fitDepth-=1}return r.setAside({site:s,full:o,limit:void 0,
origin:r.recordsOf(s,this)})}};for(let e of Y)D.registerHelper(e,Bn[e]);function Wt(e,n){return n!==void 0?`github.event is the default ${e} payload baton made for run ${n}, which was started \
without --event, and it holds only some of the fields GitHub sends: a replay runs on the payload of the run it replays, \
so start a new run with one: baton run <workflow> --event <file.json>`:`github.event is the default ${e} payload baton m\
akes when no --event is given, which holds only some of the fields GitHub sends: give one with --event <file.json>`}var Hn={
strict:!0,noEscape:!0,knownHelpersOnly:!0,knownHelpers:{...Object.fromEntries(Y.map(e=>[e,!0])),log:!1}},_n={allowProtoPropertiesByDefault:!1,
allowProtoMethodsByDefault:!1},F=new Map,Dn=64;function $e(e){let n=(0,un.createHash)("sha256").update(e).digest("hex"),
t=F.get(n);if(t)return F.delete(n),F.set(n,t),t;let r=Le(e),s=Be(r),o=D.compile(r,Hn),a={analysis:s,render:i=>o(i,_n)};return F.
set(n,a),F.size>Dn&&F.delete(F.keys().next().value),a}function Gt(e){return $e(e).analysis}function ln(e,n){return e.usesTokens||
n.maxPromptTokens!==void 0}async function Jt(e,n={}){fn("prepareRender",e);let t=n.source??"template",r;try{r=$e(e)}catch(s){
throw mn(s,e,t,void 0,void 0)}ln(r.analysis,n)&&await Ge()}function Vt(e,n,t={}){if(fn("renderPrompt",e),!te(n)||!te(n.stages)||
!te(n.jobs))throw ae("renderPrompt","the prompt context (buildPromptContext gives it) as its second argument",te(n)?"an \
object without stages and jobs":ie(n));let r=t.source??"template",s=t.maxPromptTokens;if(s!==void 0&&(!Number.isInteger(
s)||s<1))throw new h("usage",`${v.maxPromptTokens} must be a whole number above 0, got ${s}`,{where:v.maxPromptTokens});
let o;try{if(o=$e(e),Wn(o.analysis,n),ln(o.analysis,t)&&!Je())throw new h("usage",`${r} uses tokens or a budget is set, \
and the tokenizer is not loaded: await prepareRender(template, options) before renderPrompt`,{where:"renderPrompt"});let a=o,
i=me(new W(n,a.analysis),()=>a.render(n));if(Un(i,r),s===void 0)return{prompt:i,warnings:[]};let u=A(i);return u<=s?{prompt:i,
warnings:[]}:Jn(a,n,i,u,s,r)}catch(a){throw mn(a,e,r,o?.analysis,n,t.madeEventHint)}}function fn(e,n){if(typeof n!="stri\
ng")throw ae(e,"the template as a string",ie(n))}function te(e){return e!==null&&typeof e=="object"}function Un(e,n){if(e.
length<=x.promptBytes/3)return;let t=z(e);if(t>x.promptBytes)throw dn(`the prompt is ${t} bytes`,n)}function dn(e,n){return new h(
p.tooLarge,`${e}, more than the ${x.promptBytes} (${x.promptBytes/1024/1024} MiB) a prompt may be`,{where:n,details:["a \
prompt is read by a model: print less of each upstream stage ({{truncate}}, {{tokens}})"]})}function Wn(e,n){let t=e.references.
filter(i=>i.kind==="stage"?!Object.hasOwn(n.stages,i.stage):!Object.hasOwn(n.jobs,i.stage)),r=t[0];if(!r)return;let s=r.
kind==="stage"?Object.keys(n.stages):Object.keys(n.jobs),o=r.kind==="stage"?"stage":"job",a=r.kind==="stage"?"stages":"j\
obs";throw new y(p.unknownStage,`${a}.${r.stage}: no such upstream ${o}${le(r.stage,s)}`,r,[`upstream ${o}s: ${s.length>
0?s.join(", "):"(none)"}`,...t.slice(1).map(i=>`also at ${i.line}:${i.column}: ${i.path}`),"a prompt can use the stages \
its job needs, directly or through other jobs (needs:)"])}var Gn="to fit max-prompt-tokens";function Jn(e,n,t,r,s,o){let a=0;
for(;t.includes(`\uE000baton-section-${a}:`);)a+=1;let i=`\uE000baton-section-${a}:`,u=new RegExp(`${i}(\\d+)\uE001`,"g"),
c=new W(n,e.analysis,f=>`${i}${f}\uE001`),l=me(c,()=>e.render(n)),d=c.sections.map(f=>{let T=A(f.full),j=J=>ee(J,f.origin,
Gn);return{record:f,fullTokens:T,size:f.limit===void 0?T:Math.min(f.limit,T),marker:j,markerTokens:A(`
${j(T)}`)}}),m=d.filter(f=>f.size>f.markerTokens),$=f=>f.record.limit===void 0?f.record.full:ne(f.record.full,f.record.limit,
T=>ee(T,f.record.origin),c.fenceOpeners),P=l.replace(u,(f,T)=>{let j=d[Number(T)];return m.includes(j)?"":$(j)}),g=A(P),
O=M(m,f=>f.markerTokens),R=M(m,f=>f.size),B=f=>new h(p.overBudget,f,{where:o,details:Kn(g,m,O,r,s)}),E=s-g-O;if(E<0||R===
0)throw B(`the prompt is ${r} tokens, over ${v.maxPromptTokens} ${s}, and its fixed text alone is ${g}${O>0?` (+${O} for\
 cut markers)`:""}: cutting the fit and tokens sections cannot bring it under`);for(let f=0;f<6&&E>=0;f+=1){let T=Math.min(
1,E/R),j=new Map;for(let C of m){let se=Math.floor(C.size*T);j.set(C,ne(C.record.full,se,C.marker,c.fenceOpeners))}let J=0,
xe=l.replace(u,(C,se)=>{J+=1;let Se=d[Number(se)];return j.get(Se)??$(Se)});if(J!==d.length)throw new H("a budget sectio\
n placeholder was lost while rendering");let oe=A(xe);if(oe<=s)return{prompt:xe,warnings:[{code:p.cut,severity:"warning",
path:o,message:`the prompt was ${r} tokens, over ${v.maxPromptTokens} ${s}; cut to ${oe} by shortening ${Vn(m,C=>A(j.get(
C)))}`}]};E-=oe-s}throw B(`the prompt is ${r} tokens and cannot be cut under ${v.maxPromptTokens} ${s}`)}function re(e){
let{site:n}=e[0].record;return`${n.label} at ${n.position.line}:${n.position.column}`}function pn(e){let n=new Map;for(let t of e){
let r=n.get(t.record.site);r?r.push(t):n.set(t.record.site,[t])}return[...n.values()]}function M(e,n){return e.reduce((t,r)=>t+
n(r),0)}var ke=5;function Vn(e,n){let t=pn(e),r=t.slice(0,ke).map(o=>{let a=`from ${M(o,i=>i.size)} to ${M(o,n)} tokens`;
return o.length===1?`${re(o)} ${a}`:`${re(o)} cut ${o.length} times, ${a} in all`}),s=t.slice(ke).flat();if(s.length>0){
let o=t.length-ke;r.push(`and ${o} more place${o===1?"":"s"} from ${M(s,a=>a.size)} to ${M(s,n)} tokens in all`)}return r.
join(", ")}function Kn(e,n,t,r,s){let o=[["fixed text (outside fit and tokens sections)",e],...pn(n).map(i=>[i.length===
1?re(i):`${re(i)} (${i.length} sections)`,M(i,u=>u.size)])];t>0&&o.push(["markers for cut sections",t]),o.push(["whole p\
rompt",r],[v.maxPromptTokens,s]);let a=Math.max(...o.map(([i])=>i.length),7);return[`${"section".padEnd(a)}  tokens`,...o.
map(([i,u])=>`${i.padEnd(a)}  ${String(u).padStart(6)}`),"mark text that may be shortened with {{#fit}}\u2026{{/fit}} or {{to\
kens value N}}, or raise the budget"]}function mn(e,n,t,r,s,o){if(e instanceof y)return I(e,n,t);if(e instanceof h||e instanceof
H)return e;let a=e?.batonPrinted;if(a)return I(Yn(a,n),n,t);let i=e instanceof TypeError?/^Cannot use 'in' operator to search for '(.*)' in /s.
exec(e.message):null;if(i)return I(qn(i[1],r,s),n,t);if(e instanceof RangeError&&e.message==="Invalid string length")return dn(
"the prompt grew past what a string can hold while it was rendered",t);if(!(e instanceof D.Exception))return e;let u=e,c={
line:u.lineNumber??1,column:(u.column??0)+1},l=u.message.replace(/ - \d+:\d+$/,""),d=/^"(.*)" not defined in /s.exec(l);
if(d)return I(Zn(d[1],c,r,s,o),n,t);let m=/unknown helper (\S+)/.exec(l);return m?I(new y(p.unknownHelper,`unknown helpe\
r ${m[1]}`,c),n,t):new h(p.syntax,l,{where:`${t}:${c.line}:${c.column}`,details:Ie(n,c),cause:e})}function Yn(e,n){let t=Z(
e.loc),r="";if(e.loc){let i=n.split(`
`),{start:u,end:c}=e.loc;r=(u.line===c.line?(i[u.line-1]??"").slice(u.column,c.column):(i[u.line-1]??"").slice(u.column)).
replace(/^\{\{\{?~?\s*|\s*~?\}?\}\}$/g,"")}let s=r===""?"the value":/\s/.test(r)?`(${r})`:r,{message:o,details:a}=ve(e.list);
return new y(p.printedObject,`${s} ${o}`,t,a(s))}function ye(e){return`for a field that may be absent, use {{#if ${e}}}\u2026\
{{/if}} or {{default ${e} "\u2026"}}`}function Zn(e,n,t,r,s){let o=t?.paths.get(`${n.line}:${n.column-1}`),a=o?.original??
e;if(o?.root&&r){let i=r;for(let u=0;u<o.root.length;u+=1){let c=o.root[u],l=o.root.slice(0,u).join(".");if(i==null||typeof i!=
"object")return new y(p.missingField,`${a}: ${l} is empty, so it has no ${c}`,n,[ye(l)]);if(!Object.hasOwn(i,c)){let d=Object.
keys(i),$=o.root[0]==="github"&&o.root[1]==="event"&&u>=2&&s!==void 0?[s]:Ce(o.root.slice(0,u))?[ye(a)]:[];return new y(
p.missingField,`${a}: no field ${c}${l?` in ${l}`:""}${le(c,d)}`,n,[`fields there: ${d.length>0?d.slice(0,30).join(", "):
"(none)"}${d.length>30?", \u2026":""}`,...$])}i=i[c]}}return new y(p.missingField,`${a}: no field ${e} in the current co\
ntext`,n,["inside {{#each}} or {{#with}}, names refer to the current item; reach the top with @root.stages.<id>",ye(a)])}
function qn(e,n,t){let r="text, numbers and true/false have no fields";for(let[s,o]of n?.paths??[]){if(!o.root||!t)continue;
let a=t;for(let i=0;i<o.root.length&&a!=null;i+=1){if(typeof a!="object"){if(o.root[i]!==e)break;let u=o.root.slice(0,i).
join(".");return new y(p.missingField,`${o.original}: ${u} is a ${typeof a=="string"?"text":typeof a}, so it has no fiel\
d ${e}`,cn(s),[r])}a=Object.hasOwn(a,o.root[i])?a[o.root[i]]:void 0}}for(let[s,o]of n?.paths??[])if(o.original.split(/[./]/).
slice(1).includes(e))return new y(p.missingField,`${o.original}: no field ${e} (the value before it is a text, number or\
 true/false)`,cn(s),[r]);return new y(p.missingField,`no field ${e}: ${r}`,{line:1,column:1})}function cn(e){let[n,t]=e.
split(":").map(Number);return{line:n,column:t+1}}export{_e as a,pt as b,mt as c,wn as d,Ge as e,A as f,Ye as g,kt as h,Wt as i,Gt as j,Jt as k,Vt as l};
