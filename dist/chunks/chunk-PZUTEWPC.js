import{j as D,k as K,l as Me,m as Le,n as fe,o as Be,p as He,q as _e,r as k,s as Y,t as De,u as M,v as Ue,x as We}from"./chunk-Y7BRFJWP.js";
import{a as Ne}from"./chunk-BKWUDDL7.js";import{a as Ge}from"./chunk-RVKJOE2S.js";import{E as Ie,a as ve,x as Ce,
y as Fe}from"./chunk-KCTSY3G6.js";import{c as se,d as ae,h as le,n as V,r as Re}from"./chunk-VQUK3X66.js";import{
b as p,c as H,i as Ee}from"./chunk-DLONVVOM.js";import{B as C,I as m,P as ie,U as Pe,b as z,c as Te,ha as b,ma as je,
na as ze,oa as Ae,ua as _,wa as ce,x,ya as N,za as ue}from"./chunk-DFBKRPZ5.js";import{d as Oe}from"./chunk-3NR5HZ6E.js";import{readFile as Sn}from"node:fs/promises";import{join as Ve}from"node:path";var xn=Object.keys(Ne).map(Pe);function Z(e,n=[]){if(typeof e=="string"){let t=xn.filter(r=>e.includes(r));return t.length===
0?[]:[{path:n,markers:t}]}return Array.isArray(e)?e.flatMap((t,r)=>Z(t,[...n,r])):e!==null&&typeof e=="object"?Object.entries(
e).flatMap(([t,r])=>Z(r,[...n,t])):[]}function Je(e,n,t,r){let i;try{i=JSON.parse(e)}catch(a){throw new p(r.code,`is not valid JSON (${Ee(a.message)}); ${r.fix}`,
{where:t})}let o=n.safeParse(i);if(o.success)return o.data;throw new p(r.code,`does not hold ${r.what}; ${r.fix}`,{where:t,
details:o.error.issues.slice(0,5).map(a=>`${V(a.path.filter(s=>typeof s!="symbol"))||"(the file)"}: ${a.message}`)})}var On=Ae({workflow_path:b(),job:ue(b()),inputs:_(b(),b()),event_name:b(),event:_(b(),je()),vars:_(b(),b()),secrets:ze(b()),
workflow_sha256:N(b()),called_sha256:N(_(b(),b())),event_made:N(ce(!0)),parent:N(ue(b())),redacted:N(ce(!0))});async function Et(e,n){
let t=`run ${n} cannot be replayed; run it again in full`,r=await En(e,{code:"replay-incomplete",fix:t});if(r===void 0)throw new p(
"replay-incomplete",`is missing, so ${t}`,{where:Ve(e,ie.invocation)});return r}async function En(e,n){let t=Ve(e,ie.invocation),
r;try{r=await Sn(t,"utf8")}catch(i){if(Ie(i,"ENOENT"))return;if(Ce(i)){let{why:o,details:a}=Fe(t,i,e,{dir:e,what:"the ru\
n"});throw new p(n.code,`cannot be read: ${o}; ${n.fix}`,{where:t,cause:i,details:a})}throw new p(n.code,`${Re(i)}; ${n.
fix}`,{where:t,cause:i})}return Je(r,On,t,{...n,what:"how the run was started"})}function Ke(e,n){let t=e.map(({path:r})=>V(
r[0]==="event"?["github",...r]:r).slice(2));return t.length===0?n.typedValues:t.length<=de?t.join(", "):`${t.slice(0,de).
join(", ")} and ${t.length-de} more fields`}function Tt(e,n){return Ke(Ye(e),n)}function Ye(e){return Z({inputs:e.inputs,
vars:e.vars,event:e.event})}var de=5;function Pt(e,n,t,r=Ge){let i=Ye(n);if(i.length===0&&n.redacted!==!0)return null;let o=Ke(
i,r),a=n.redacted!==!0?"text shaped like a token":i.length===0?"a secret":"a secret (or text shaped like a token)",s=[...new Set(
i.flatMap(c=>c.markers))],u=t==="render"?"those values render as redaction markers":`this replay gives its steps and age\
nts ${s.join(", ")} there, not the text the run had`;return`run ${e} was started with ${a} in ${o}, which was stored red\
acted: ${u}`}var Tn="o200k_base",Pn={disallowedSpecial:new Set},q,Ze;function Qe(){return Ze??=import("./o200k-base-3YQFPZJA.js").then(
e=>{q={encode:n=>e.encode(n,Pn),bytes:e.ranks}}),Ze}function Xe(){return q!==void 0}function en(e){if(!q)throw new p("us\
age","the tokenizer is not loaded: await loadTokenizer() before counting tokens",{where:e});return q}var jn=/[\p{L}\p{M}]{100,}|[^\s\p{L}\p{M}\p{N}]{100,}|\s{100,}/gu,
zn=64;function*nn(e){let n=0;for(let t of e.matchAll(jn)){t.index>n&&(yield e.slice(n,t.index));let r=t[0],i=0;for(;i<r.
length;){let o=Math.min(i+zn,r.length);o<r.length&&An(r.charCodeAt(o-1))&&(o+=1),yield r.slice(i,o),i=o}n=t.index+r.length}
n<e.length&&(yield e.slice(n))}function An(e){return e>=55296&&e<=56319}function A(e){let n=en("countTokens"),t=0;for(let r of nn(
e))t+=n.encode(r).length;return t}function tn(e,n){return on(e,n,!0)}function rn(e,n){let{text:t,kept:r}=on(e,n,!1);return{
text:t,kept:r}}function on(e,n,t){let r=en("cutToTokens"),i=Math.max(0,Math.floor(n)),o=0,a=0,s=0,u;for(let c of nn(e)){
let l=r.encode(c);if(a+=l.length,u===void 0)if(o+l.length<=i)o+=l.length;else{let{prefix:d,count:g}=Rn(r,c,l,i-o);if(u=s+
d.length,o+=g,!t)break}s+=c.length}return u===void 0?{text:e,kept:a,total:a}:{text:e.slice(0,u),kept:o,total:a}}function Rn(e,n,t,r){
let i=Math.min(r,t.length),o=0;for(let a=0;a<i;a++)o+=qe(e,t[a]);for(let a=i;a>0;a-=1){let s=Te(n,o),u=s===""?0:e.encode(
s).length;if(u<=r)return{prefix:s,count:u};o-=qe(e,t[a-1])}return{prefix:"",count:0}}function qe(e,n){let t=e.bytes[n];if(t===
void 0)throw new Error(`token ${n} is not in the ${Tn} rank table`);return typeof t=="string"?z(t):t.length}var cn=Oe(ve(),1),vn=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu,
Cn=(()=>{let e=new Uint8Array(65536),n=(t,r=t)=>e.fill(1,t,r+1);n(0,8),n(11,31),n(127,159);for(let t of[173,847,1564,4447,
4448,6068,6069,12644,65279,65440,55348,56128])n(t);return n(6155,6159),n(8203,8207),n(8232,8238),n(8288,8303),n(65024,65037),
n(65529,65531),e})(),Fn=/[^\t\n\x20-\x7e\u00a0-\u00ac\u00ae-\u02ff\u0370-\u052f\u2010-\u2027\u2030-\u205f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]/;
function In(e){let n=e.search(Fn);if(n<0)return e;for(;n<e.length&&Cn[e.charCodeAt(n)]===0;)n+=1;return n===e.length?e:e.
replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(vn,"")}var Nn=/<!--[\s\S]*?(?:--!?>|$)/g;function Mn(e){let n=[],t=0,r=e.replace(Nn,(o,a)=>{let s=a-t;return n[n.
length-1]!==s&&n.push(s),t+=o.length,""}),i=o=>{for(let a=Math.max(0,o-3);a<o;a+=1)if(r.startsWith("<!--",a))return!0;return!1};
return n.some(i)?Bn(r,n):r}var Ln=60,sn=33,Q=45,an=62;function Bn(e,n){let t=e.length+1,r=new Int32Array(t+1),i=new Int32Array(
t+1);for(let c=0;c<t;c+=1)r[c]=c+1;for(let c=1;c<=t;c+=1)i[c]=c-1;r[t]=t;let o=c=>e.charCodeAt(c-1),a=c=>o(c)===Ln&&o(r[c])===
sn&&o(r[r[c]])===Q&&o(r[r[r[c]]])===Q,s=n.map(c=>c+1);for(;;){let c=[],l=0;for(let $ of s){let P=i[i[i[$]]];for(let h=P;h!==
$;h=r[h])h>l&&(l=h,a(h)&&c.push(h))}if(c.length===0)break;let d=[],g=0;for(let $ of c){if($<g)continue;let P=r[r[r[$]]];
for(;;){let R=r[P];if(R===t)break;let B=r[R];if(o(R)===Q&&o(B)===Q){let E=r[B];if(o(E)===an){P=E;break}if(o(E)===sn&&o(r[E])===
an){P=r[E];break}}P=R}let h=i[$],O=r[P];r[h]=O,i[O]=h,d[d.length-1]===$?d[d.length-1]=O:d.push(O),g=O}s=d}let u="";for(let c=r[0];c!==
t;){let l=c;for(;r[l]===l+1&&l+1!==t;)l+=1;u+=e.slice(c-1,l),c=r[l]}return u}function Hn(e){return Mn(In(e))}function _n(e){
for(let n=0;;n+=1){let r=(0,cn.createHash)("sha256").update(`${n}:`).update(e,"latin1").digest().readBigUInt64BE(0).toString().
padStart(20,"0");if(!e.includes(r))return r}}function Dn(e){return e.replace(/[^A-Za-z0-9 _.:/#-]/g,"").trim().slice(0,64)}
function vt(e,n){return pe(e,n).block}var un=/<data id="(\d{20})"(?: label="[^"\n]*")?>/;function pe(e,n){let t=Hn(e),r=_n(
t),i=n===void 0?"":Dn(n),o=i===""?`<data id="${r}">`:`<data id="${r}" label="${i}">`,a=t.endsWith(`
`)?t:`${t}
`;return{open:o,block:`${o}
${a}</data id="${r}">`}}var hn=Oe(ve(),1);var W=class{context;analysis;placeholder;sections=[];fenceOpeners=new Set;fitDepth=0;#e;constructor(n,t,r){this.context=
n,this.analysis=t,this.placeholder=r}setsAside(n){return this.placeholder!==void 0&&n?.cuttable===!0&&this.fitDepth===0}setAside(n){
return this.sections.push(n),this.placeholder(this.sections.length-1)}originOf(n,t,r){if(n==="")return;this.#e??=Wn(this.
context);let i=this.#e.get(n);if(i===void 0||i.length===1)return i?.[0]?.label;let o=new Set;for(let[s,u]of Object.entries(
this.context.stages))u===t&&o.add(s);if(o.size===0&&r){for(let s of r.stages)o.add(s);for(let s of r.jobs)for(let u of this.
context.jobs[s]??[])o.add(u.id)}let a=i.filter(s=>s.stage!==void 0&&o.has(s.stage));return Un(a.length>0?a:i)}recordsOf(n,t){
let r=new Set(n.stages);for(let i of n.jobs)for(let o of this.context.jobs[i]??[])r.add(o.id);for(let i of Object.values(
this.context.stages))i===t&&r.add(i.id);if(r.size!==0)return ln([...r])}};function ln(e){return e.length===1?`the record\
 of stage ${e[0]}`:`the records of stages ${e.join(", ")}`}function Un(e){let n=e.flatMap(r=>r.stage===void 0?[]:[r.stage]),
t=e.filter(r=>r.stage===void 0).map(r=>r.label);return[...n.length>0?[ln(n)]:[],...t].join(" or ")}function Wn(e){let n=new Map,
t=(o,a)=>{if(!o)return;let s=n.get(o);s===void 0?n.set(o,[a]):s.some(u=>u.label===a.label)||s.push(a)};for(let[o,a]of Object.
entries(e.stages)){let s={label:`the record of stage ${o}`,stage:o};t(a.summary,s),t(a.detail,s);for(let u of Object.values(
a.data))t(u,s);t(a.failure?.reason,s),t(a.next?.reason,s)}let r=e.attempt.previous;if(r){let o={label:"the previous atte\
mpt's record"};t(r.summary,o),t(r.detail,o)}e.attempt.verify&&t(e.attempt.verify.output,{label:"the previous attempt's r\
ecord (verify output)"});let i=(o,a)=>{if(typeof o=="string")t(o,{label:"the event payload (github.event)"});else if(o!==
null&&typeof o=="object"&&a<12)for(let s of Object.values(o))i(s,a+1)};return i(e.github.event,0),n}var U;function me(e,n){
let t=U;U=e;try{return n()}finally{U=t}}function G(){if(!U)throw new H("a template helper was called outside renderPromp\
t");return U}function w(e){return{params:e.slice(0,-1),options:e[e.length-1]}}function L(e,n){let t=fe(e.name)?.usage;throw new k(m.helperArguments,
`${e.name}: ${n}`,Y(e.loc),t?[`usage: ${t}`]:[])}function y(e,n){let t=Be(n.name,e.length);t!==null&&L(n,t)}function mn(e,n,t){
let r=He(e);return r===null&&L(n,_e(t,e)),r}function ge(e,n,t){return mn(e[t],n,fe(n.name)?.counts?.[t]?.what??"the numb\
er")}function he(e,n){n>x.promptBytes&&L(e,`the text would be ${n} bytes, more than the ${x.promptBytes} (${x.promptBytes/
1024/1024} MiB) a prompt may be`)}function be(e,n,t=""){let r=z(t);return e.reduce((i,o,a)=>i+z(o)+r+(a>0?z(n):0),0)}function S(e){
return e==null?"":typeof e=="string"?e:typeof e=="object"?JSON.stringify(e,null,2):String(e)}function we(e){return Array.
isArray(e)?e.length>0:!!e}function fn(e,n){let t=r=>r==null||typeof r!="object";return t(e)&&t(n)?(e==null?null:String(e))===
(n==null?null:String(n)):e===n}function dn(e,n){if(e==null)return[];if(typeof e=="string")return e===""?[]:e.split(/\r\n|\r|\n/);
Array.isArray(e)||L(n,"needs a list (or text, taken line by line)");let t=n.hash.key;return e.map(r=>S(typeof t=="string"&&
r!==null&&typeof r=="object"?r[t]:r))}function pn(e){let n=e.loc;return n?G().analysis.sections.get(`${n.start.line}:${n.
start.column}`):void 0}function X(e,n,t){let r=t?` ${t}`:"";return n===void 0?`[\u2026 ${e} tokens cut${r}]`:`[\u2026 ${e}\
 tokens cut${r}; the full text is in ${n}]`}function ee(e,n,t,r){let i=tn(e,n);if(i.kept===i.total)return e;let o=n,a=i;
for(;;){let s=Gn(a.text),u=Jn(s,r),c=u===s?0:A(u)-n;if(c<=0||o===0)return`${u}
${t(i.total-a.kept)}`;o=Math.max(0,o-c),a=rn(e,o)}}function Gn(e){let n=e.lastIndexOf(`
`)+1;return/^<\/?(?:d(?:a(?:t(?:a(?: [^>\n]*)?)?)?)?)?$/.test(e.slice(n))?e.slice(0,Math.max(0,n-1)):e}function Jn(e,n){
if(n.size===0)return e;let t=new RegExp(un.source,"g");for(;;){let r=t.exec(e);if(r===null)return e;if(!n.has(r[0])){t.lastIndex=
r.index+1;continue}let i=`</data id="${r[1]}">`,o=e.indexOf(i,t.lastIndex);if(o<0)return`${e}${e.endsWith(`
`)?"":`
`}${i}`;t.lastIndex=o+i.length}}var Vn={truncate(...e){let{params:n,options:t}=w(e);y(n,t);let r=S(n[0]),i=ge(n,t,1),o=Array.
from(r);if(o.length<=i)return r;let a=t.hash.suffix===void 0?"\u2026":S(t.hash.suffix);return o.slice(0,i).join("")+a},tokens(...e){
let{params:n,options:t}=w(e);y(n,t);let r=S(n[0]),i=ge(n,t,1),o=G(),a=pn(t),s=()=>o.originOf(r,this,a);return o.setsAside(
a)?o.setAside({site:a,full:r,limit:i,origin:s()}):ee(r,i,u=>X(u,s()),o.fenceOpeners)},json(...e){let{params:n,options:t}=w(
e);y(n,t);let r=t.hash.indent===void 0?2:mn(t.hash.indent,t,"indent");return JSON.stringify(n[0]??null,null,r)},indent(...e){
let{params:n,options:t}=w(e);y(n,t);let r=n[1],i;if(typeof r=="string"&&!/^\d+$/.test(r))i=r;else{let s=ge(n,t,1);s>x.indentWidth&&
L(t,`the indent must be at most ${x.indentWidth} spaces, got ${s}`),i=" ".repeat(s)}let o=S(n[0]).split(`
`),a=o.filter(s=>s.trim()!=="").length;return he(t,be(o,`
`)+a*z(i)),o.map(s=>s.trim()===""?s:i+s).join(`
`)},default(...e){let{params:n,options:t}=w(e);y(n,t);let r=i=>i==null||i===""||Array.isArray(i)&&i.length===0;return n.
find(i=>!r(i))??n[n.length-1]},join(...e){let{params:n,options:t}=w(e);y(n,t);let r=n.length===2?S(n[1]):", ",i=dn(n[0],
t);return he(t,be(i,r)),i.join(r)},lines(...e){let{params:n,options:t}=w(e);y(n,t);let r=n.length===2?S(n[1]):"",i=dn(n[0],
t);return he(t,be(i,`
`,r)),i.map(o=>r+o).join(`
`)},eq(...e){let{params:n,options:t}=w(e);return y(n,t),fn(n[0],n[1])},ne(...e){let{params:n,options:t}=w(e);return y(n,
t),!fn(n[0],n[1])},and(...e){let{params:n,options:t}=w(e);return y(n,t),n.every(we)},or(...e){let{params:n,options:t}=w(
e);return y(n,t),n.some(we)},not(...e){let{params:n,options:t}=w(e);return y(n,t),!we(n[0])},fence(...e){let{params:n,options:t}=w(
e);y(n,t);let r=n.length===2?S(n[1]):t.hash.label,{open:i,block:o}=pe(S(n[0]),r===void 0?void 0:S(r));return G().fenceOpeners.
add(i),o},fit(...e){let{params:n,options:t}=w(e);y(n,t),t.fn||L(t,"is a block helper");let r=G(),i=pn(t);if(!r.setsAside(
i))return t.fn(this);r.fitDepth+=1;let o;try{o=t.fn(this)}finally{r.fitDepth-=1}return r.setAside({site:i,full:o,limit:void 0,
origin:r.recordsOf(i,this)})}};for(let e of K)D.registerHelper(e,Vn[e]);function rr(e,n){return n!==void 0?`github.event is the default ${e} payload baton made for run ${n}, which was started \
without --event, and it holds only some of the fields GitHub sends: a replay runs on the payload of the run it replays, \
so start a new run with one: baton run <workflow> --event <file.json>`:`github.event is the default ${e} payload baton m\
akes when no --event is given, which holds only some of the fields GitHub sends: give one with --event <file.json>`}var Kn={
strict:!0,noEscape:!0,knownHelpersOnly:!0,knownHelpers:{...Object.fromEntries(K.map(e=>[e,!0])),log:!1}},Yn={allowProtoPropertiesByDefault:!1,
allowProtoMethodsByDefault:!1},F=new Map,Zn=64;function $e(e){let n=(0,hn.createHash)("sha256").update(e).digest("hex"),
t=F.get(n);if(t)return F.delete(n),F.set(n,t),t;let r=Ue(e),i=We(r),o=D.compile(r,Kn),a={analysis:i,render:s=>o(s,Yn)};return F.
set(n,a),F.size>Zn&&F.delete(F.keys().next().value),a}function or(e){return $e(e).analysis}function bn(e,n){return e.usesTokens||
n.maxPromptTokens!==void 0}async function ir(e,n={}){wn("prepareRender",e);let t=n.source??"template",r;try{r=$e(e)}catch(i){
throw $n(i,e,t,void 0,void 0)}bn(r.analysis,n)&&await Qe()}function sr(e,n,t={}){if(wn("renderPrompt",e),!ne(n)||!ne(n.stages)||
!ne(n.jobs))throw ae("renderPrompt","the prompt context (buildPromptContext gives it) as its second argument",ne(n)?"an \
object without stages and jobs":se(n));let r=t.source??"template",i=t.maxPromptTokens;if(i!==void 0&&(!Number.isInteger(
i)||i<1))throw new p("usage",`${C.maxPromptTokens} must be a whole number above 0, got ${i}`,{where:C.maxPromptTokens});
let o;try{if(o=$e(e),Qn(o.analysis,n),bn(o.analysis,t)&&!Xe())throw new p("usage",`${r} uses tokens or a budget is set, \
and the tokenizer is not loaded: await prepareRender(template, options) before renderPrompt`,{where:"renderPrompt"});let a=o,
s=me(new W(n,a.analysis),()=>a.render(n));if(qn(s,r),i===void 0)return{prompt:s,warnings:[]};let u=A(s);return u<=i?{prompt:s,
warnings:[]}:et(a,n,s,u,i,r)}catch(a){throw $n(a,e,r,o?.analysis,n,t.madeEventHint)}}function wn(e,n){if(typeof n!="stri\
ng")throw ae(e,"the template as a string",se(n))}function ne(e){return e!==null&&typeof e=="object"}function qn(e,n){if(e.
length<=x.promptBytes/3)return;let t=z(e);if(t>x.promptBytes)throw yn(`the prompt is ${t} bytes`,n)}function yn(e,n){return new p(
m.tooLarge,`${e}, more than the ${x.promptBytes} (${x.promptBytes/1024/1024} MiB) a prompt may be`,{where:n,details:["a \
prompt is read by a model: print less of each upstream stage ({{truncate}}, {{tokens}})"]})}function Qn(e,n){let t=e.references.
filter(s=>s.kind==="stage"?!Object.hasOwn(n.stages,s.stage):!Object.hasOwn(n.jobs,s.stage)),r=t[0];if(!r)return;let i=r.
kind==="stage"?Object.keys(n.stages):Object.keys(n.jobs),o=r.kind==="stage"?"stage":"job",a=r.kind==="stage"?"stages":"j\
obs";throw new k(m.unknownStage,`${a}.${r.stage}: no such upstream ${o}${le(r.stage,i)}`,r,[`upstream ${o}s: ${i.length>
0?i.join(", "):"(none)"}`,...t.slice(1).map(s=>`also at ${s.line}:${s.column}: ${s.path}`),"a prompt can use the stages \
its job needs, directly or through other jobs (needs:)"])}var Xn="to fit max-prompt-tokens";function et(e,n,t,r,i,o){let a=0;
for(;t.includes(`\uE000baton-section-${a}:`);)a+=1;let s=`\uE000baton-section-${a}:`,u=new RegExp(`${s}(\\d+)\uE001`,"g"),
c=new W(n,e.analysis,f=>`${s}${f}\uE001`),l=me(c,()=>e.render(n)),d=c.sections.map(f=>{let T=A(f.full),j=J=>X(J,f.origin,
Xn);return{record:f,fullTokens:T,size:f.limit===void 0?T:Math.min(f.limit,T),marker:j,markerTokens:A(`
${j(T)}`)}}),g=d.filter(f=>f.size>f.markerTokens),$=f=>f.record.limit===void 0?f.record.full:ee(f.record.full,f.record.limit,
T=>X(T,f.record.origin),c.fenceOpeners),P=l.replace(u,(f,T)=>{let j=d[Number(T)];return g.includes(j)?"":$(j)}),h=A(P),O=I(
g,f=>f.markerTokens),R=I(g,f=>f.size),B=f=>new p(m.overBudget,f,{where:o,details:tt(h,g,O,r,i)}),E=i-h-O;if(E<0||R===0)throw B(
`the prompt is ${r} tokens, over ${C.maxPromptTokens} ${i}, and its fixed text alone is ${h}${O>0?` (+${O} for cut marke\
rs)`:""}: cutting the fit and tokens sections cannot bring it under`);for(let f=0;f<6&&E>=0;f+=1){let T=Math.min(1,E/R),
j=new Map;for(let v of g){let oe=Math.floor(v.size*T);j.set(v,ee(v.record.full,oe,v.marker,c.fenceOpeners))}let J=0,xe=l.
replace(u,(v,oe)=>{J+=1;let Se=d[Number(oe)];return j.get(Se)??$(Se)});if(J!==d.length)throw new H("a budget section pla\
ceholder was lost while rendering");let re=A(xe);if(re<=i)return{prompt:xe,warnings:[{code:m.cut,severity:"warning",path:o,
message:`the prompt was ${r} tokens, over ${C.maxPromptTokens} ${i}; cut to ${re} by shortening ${nt(g,v=>A(j.get(v)))}`}]};
E-=re-i}throw B(`the prompt is ${r} tokens and cannot be cut under ${C.maxPromptTokens} ${i}`)}function te(e){let{site:n}=e[0].
record;return`${n.label} at ${n.position.line}:${n.position.column}`}function kn(e){let n=new Map;for(let t of e){let r=n.
get(t.record.site);r?r.push(t):n.set(t.record.site,[t])}return[...n.values()]}function I(e,n){return e.reduce((t,r)=>t+n(
r),0)}var ye=5;function nt(e,n){let t=kn(e),r=t.slice(0,ye).map(o=>{let a=`from ${I(o,s=>s.size)} to ${I(o,n)} tokens`;return o.
length===1?`${te(o)} ${a}`:`${te(o)} cut ${o.length} times, ${a} in all`}),i=t.slice(ye).flat();if(i.length>0){let o=t.length-
ye;r.push(`and ${o} more place${o===1?"":"s"} from ${I(i,a=>a.size)} to ${I(i,n)} tokens in all`)}return r.join(", ")}function tt(e,n,t,r,i){
let o=[["fixed text (outside fit and tokens sections)",e],...kn(n).map(s=>[s.length===1?te(s):`${te(s)} (${s.length} sec\
tions)`,I(s,u=>u.size)])];t>0&&o.push(["markers for cut sections",t]),o.push(["whole prompt",r],[C.maxPromptTokens,i]);let a=Math.
max(...o.map(([s])=>s.length),7);return[`${"section".padEnd(a)}  tokens`,...o.map(([s,u])=>`${s.padEnd(a)}  ${String(u).
padStart(6)}`),"mark text that may be shortened with {{#fit}}\u2026{{/fit}} or {{tokens value N}}, or raise the budget"]}
function $n(e,n,t,r,i,o){if(e instanceof k)return M(e,n,t);if(e instanceof p||e instanceof H)return e;let a=e?.batonPrinted;
if(a)return M(rt(a,n),n,t);let s=e instanceof TypeError?/^Cannot use 'in' operator to search for '(.*)' in /s.exec(e.message):
null;if(s)return M(it(s[1],r,i),n,t);if(e instanceof RangeError&&e.message==="Invalid string length")return yn("the prom\
pt grew past what a string can hold while it was rendered",t);if(!(e instanceof D.Exception))return e;let u=e,c={line:u.
lineNumber??1,column:(u.column??0)+1},l=u.message.replace(/ - \d+:\d+$/,""),d=/^"(.*)" not defined in /s.exec(l);if(d)return M(
ot(d[1],c,r,i,o),n,t);let g=/unknown helper (\S+)/.exec(l);return g?M(new k(m.unknownHelper,`unknown helper ${g[1]}`,c),
n,t):new p(m.syntax,l,{where:`${t}:${c.line}:${c.column}`,details:De(n,c),cause:e})}function rt(e,n){let t=Y(e.loc),r="";
if(e.loc){let s=n.split(`
`),{start:u,end:c}=e.loc;r=(u.line===c.line?(s[u.line-1]??"").slice(u.column,c.column):(s[u.line-1]??"").slice(u.column)).
replace(/^\{\{\{?~?\s*|\s*~?\}?\}\}$/g,"")}let i=r===""?"the value":/\s/.test(r)?`(${r})`:r,{message:o,details:a}=Le(e.list);
return new k(m.printedObject,`${i} ${o}`,t,a(i))}function ke(e){return`for a field that may be absent, use {{#if ${e}}}\u2026\
{{/if}} or {{default ${e} "\u2026"}}`}function ot(e,n,t,r,i){let o=t?.paths.get(`${n.line}:${n.column-1}`),a=o?.original??
e;if(o?.root&&r){let s=r;for(let u=0;u<o.root.length;u+=1){let c=o.root[u],l=o.root.slice(0,u).join(".");if(s==null||typeof s!=
"object")return new k(m.missingField,`${a}: ${l} is empty, so it has no ${c}`,n,[ke(l)]);if(!Object.hasOwn(s,c)){let d=Object.
keys(s),$=o.root[0]==="github"&&o.root[1]==="event"&&u>=2&&i!==void 0?[i]:Me(o.root.slice(0,u))?[ke(a)]:[];return new k(
m.missingField,`${a}: no field ${c}${l?` in ${l}`:""}${le(c,d)}`,n,[`fields there: ${d.length>0?d.slice(0,30).join(", "):
"(none)"}${d.length>30?", \u2026":""}`,...$])}s=s[c]}}return new k(m.missingField,`${a}: no field ${e} in the current co\
ntext`,n,["inside {{#each}} or {{#with}}, names refer to the current item; reach the top with @root.stages.<id>",ke(a)])}
function it(e,n,t){let r="text, numbers and true/false have no fields";for(let[i,o]of n?.paths??[]){if(!o.root||!t)continue;
let a=t;for(let s=0;s<o.root.length&&a!=null;s+=1){if(typeof a!="object"){if(o.root[s]!==e)break;let u=o.root.slice(0,s).
join(".");return new k(m.missingField,`${o.original}: ${u} is a ${typeof a=="string"?"text":typeof a}, so it has no fiel\
d ${e}`,gn(i),[r])}a=Object.hasOwn(a,o.root[s])?a[o.root[s]]:void 0}}for(let[i,o]of n?.paths??[])if(o.original.split(/[./]/).
slice(1).includes(e))return new k(m.missingField,`${o.original}: no field ${e} (the value before it is a text, number or\
 true/false)`,gn(i),[r]);return new k(m.missingField,`no field ${e}: ${r}`,{line:1,column:1})}function gn(e){let[n,t]=e.
split(":").map(Number);return{line:n,column:t+1}}export{Je as a,Et as b,En as c,Tt as d,Pt as e,Tn as f,Qe as g,A as h,tn as i,vt as j,rr as k,or as l,ir as m,sr as n};
