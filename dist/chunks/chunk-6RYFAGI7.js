import{j as _,k as V,l as je,m as Pe,n as ue,o as ze,p as Ae,q as Re,r as $,s as K,t as ve,u as N,v as Ce,x as Fe,z as Me}from"./chunk-GRKNDTUA.js";
import{a as Ee}from"./chunk-NNC3XYKT.js";import{a as Te}from"./chunk-IQ7HBOFI.js";import{b as oe,c as ie,f as ce,
l as J}from"./chunk-BB37XW53.js";import{b as h,c as B}from"./chunk-BXL4BL7Z.js";import{A as v,H as p,O as G,
T as $e,b as R,ga as b,la as xe,ma as Oe,na as Se,ta as L,va as se,w as O,xa as M,ya as ae}from"./chunk-G4KAFFH4.js";
import{d as ye}from"./chunk-3NR5HZ6E.js";import{readFile as cn}from"node:fs/promises";import{join as Ie}from"node:path";var an=Object.keys(Ee).map($e);function Y(e,n=[]){if(typeof e=="string"){let t=an.filter(r=>e.includes(r));return t.length===
0?[]:[{path:n,markers:t}]}return Array.isArray(e)?e.flatMap((t,r)=>Y(t,[...n,r])):e!==null&&typeof e=="object"?Object.entries(
e).flatMap(([t,r])=>Y(r,[...n,t])):[]}function Ne(e,n,t,r){let i;try{i=JSON.parse(e)}catch(a){throw new h(r.code,`is not valid JSON (${a.message}); ${r.fix}`,
{where:t})}let o=n.safeParse(i);if(o.success)return o.data;throw new h(r.code,`does not hold ${r.what}; ${r.fix}`,{where:t,
details:o.error.issues.slice(0,5).map(a=>`${J(a.path.filter(s=>typeof s!="symbol"))||"(the file)"}: ${a.message}`)})}var un=Se({workflow_path:b(),job:ae(b()),inputs:L(b(),b()),event_name:b(),event:L(b(),xe()),vars:L(b(),b()),secrets:Oe(b()),
workflow_sha256:M(b()),called_sha256:M(L(b(),b())),event_made:M(se(!0)),parent:M(ae(b())),redacted:M(se(!0))});async function rt(e,n){
let t=await cn(Ie(e,G.invocation),"utf8").catch(()=>{throw new h("replay-incomplete",`run ${n} has no ${G.invocation}; r\
un it again in full`,{where:n})});return Ne(t,un,Ie(e,G.invocation),{code:"replay-incomplete",what:"how the run was star\
ted",fix:`run ${n} cannot be replayed; run it again in full`})}var le=5;function ot(e,n,t,r=Me){let i=Y({inputs:n.inputs,
vars:n.vars,event:n.event});if(i.length===0&&n.redacted!==!0)return null;let o=i.map(({path:l})=>J(l[0]==="event"?["gith\
ub",...l]:l).slice(2)),a=o.length===0?r.typedValues:o.length<=le?o.join(", "):`${o.slice(0,le).join(", ")} and ${o.length-
le} more fields`,s=n.redacted!==!0?"text shaped like a token":o.length===0?"a secret":"a secret (or text shaped like a t\
oken)",u=[...new Set(i.flatMap(l=>l.markers))],c=t==="render"?"those values render as redaction markers":`this replay gi\
ves its steps and agents ${u.join(", ")} there, not the text the run had`;return`run ${e} was started with ${s} in ${a},\
 which was stored redacted: ${c}`}var at="o200k_base",Z,He;function Be(){return He??=import("./o200k_base-I6R6LVRL.js").then(e=>{Z={encode:n=>e.encode(n),
decode:n=>e.decode(n)}}),He}function Le(){return Z!==void 0}function _e(e){if(!Z)throw new h("usage","the tokenizer is n\
ot loaded: await loadTokenizer() before counting tokens",{where:e});return Z}var ln=/[\p{L}\p{M}]{100,}|[^\s\p{L}\p{M}\p{N}]{100,}|\s{100,}/gu,
fn=64;function*De(e){let n=0;for(let t of e.matchAll(ln)){t.index>n&&(yield e.slice(n,t.index));let r=t[0],i=0;for(;i<r.
length;){let o=Math.min(i+fn,r.length);o<r.length&&dn(r.charCodeAt(o-1))&&(o+=1),yield r.slice(i,o),i=o}n=t.index+r.length}
n<e.length&&(yield e.slice(n))}function dn(e){return e>=55296&&e<=56319}function C(e){let n=_e("countTokens"),t=0;for(let r of De(
e))t+=n.encode(r).length;return t}function Ue(e,n){let t=_e("cutToTokens"),r=Math.max(0,Math.floor(n)),i=0,o=0,a=0,s;for(let u of De(
e)){let c=t.encode(u);if(o+=c.length,s===void 0)if(i+c.length<=r)i+=c.length;else{let{prefix:l,count:d}=pn(t,u,c,r-i);s=
a+l.length,i+=d}a+=u.length}return s===void 0?{text:e,kept:o,total:o}:{text:e.slice(0,s),kept:i,total:o}}function pn(e,n,t,r){
for(let i=Math.min(r,t.length);i>0;i-=1){let o=e.decode(t.slice(0,i));for(;o.length>0&&!n.startsWith(o);)o=o.slice(0,-1);
let a=o===""?0:e.encode(o).length;if(a<=r)return{prefix:o,count:a}}return{prefix:"",count:0}}var Je=ye(Te(),1),mn=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu,
gn=(()=>{let e=new Uint8Array(65536),n=(t,r=t)=>e.fill(1,t,r+1);n(0,8),n(11,31),n(127,159);for(let t of[173,847,1564,4447,
4448,6068,6069,12644,65279,65440,55348,56128])n(t);return n(6155,6159),n(8203,8207),n(8232,8238),n(8288,8303),n(65024,65037),
n(65529,65531),e})(),hn=/[^\t\n\x20-\x7e\u00a0-\u00ac\u00ae-\u02ff\u0370-\u052f\u2010-\u2027\u2030-\u205f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]/;
function bn(e){let n=e.search(hn);if(n<0)return e;for(;n<e.length&&gn[e.charCodeAt(n)]===0;)n+=1;return n===e.length?e:e.
replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(mn,"")}var wn=/<!--[\s\S]*?(?:--!?>|$)/g;function kn(e){let n=[],t=0,r=e.replace(wn,(o,a)=>{let s=a-t;return n[n.
length-1]!==s&&n.push(s),t+=o.length,""}),i=o=>{for(let a=Math.max(0,o-3);a<o;a+=1)if(r.startsWith("<!--",a))return!0;return!1};
return n.some(i)?$n(r,n):r}var yn=60,We=33,q=45,Ge=62;function $n(e,n){let t=e.length+1,r=new Int32Array(t+1),i=new Int32Array(
t+1);for(let c=0;c<t;c+=1)r[c]=c+1;for(let c=1;c<=t;c+=1)i[c]=c-1;r[t]=t;let o=c=>e.charCodeAt(c-1),a=c=>o(c)===yn&&o(r[c])===
We&&o(r[r[c]])===q&&o(r[r[r[c]]])===q,s=n.map(c=>c+1);for(;;){let c=[],l=0;for(let x of s){let j=i[i[i[x]]];for(let m=j;m!==
x;m=r[m])m>l&&(l=m,a(m)&&c.push(m))}if(c.length===0)break;let d=[],y=0;for(let x of c){if(x<y)continue;let j=r[r[r[x]]];
for(;;){let A=r[j];if(A===t)break;let H=r[A];if(o(A)===q&&o(H)===q){let E=r[H];if(o(E)===Ge){j=E;break}if(o(E)===We&&o(r[E])===
Ge){j=r[E];break}}j=A}let m=i[x],T=r[j];r[m]=T,i[T]=m,d[d.length-1]===x?d[d.length-1]=T:d.push(T),y=T}s=d}let u="";for(let c=r[0];c!==
t;){let l=c;for(;r[l]===l+1&&l+1!==t;)l+=1;u+=e.slice(c-1,l),c=r[l]}return u}function xn(e){return kn(bn(e))}function On(e){
for(let n=0;;n+=1){let r=(0,Je.createHash)("sha256").update(`${n}:`).update(e,"latin1").digest().readBigUInt64BE(0).toString().
padStart(20,"0");if(!e.includes(r))return r}}function Sn(e){return e.replace(/[^A-Za-z0-9 _.:/#-]/g,"").trim().slice(0,64)}
function Ve(e,n){let t=xn(e),r=On(t),i=n===void 0?"":Sn(n),o=i===""?`<data id="${r}">`:`<data id="${r}" label="${i}">`,a=t.
endsWith(`
`)?t:`${t}
`;return`${o}
${a}</data id="${r}">`}var en=ye(Te(),1);var U=class{context;analysis;placeholder;sections=[];fitDepth=0;#e;constructor(n,t,r){this.context=n,this.analysis=t,this.
placeholder=r}setsAside(n){return this.placeholder!==void 0&&n?.cuttable===!0&&this.fitDepth===0}setAside(n){return this.
sections.push(n),this.placeholder(this.sections.length-1)}originOf(n,t,r){if(n==="")return;this.#e??=En(this.context);let i=this.#e.
get(n);if(i===void 0||i.length===1)return i?.[0]?.label;let o=new Set;for(let[s,u]of Object.entries(this.context.stages))
u===t&&o.add(s);if(o.size===0&&r){for(let s of r.stages)o.add(s);for(let s of r.jobs)for(let u of this.context.jobs[s]??
[])o.add(u.id)}let a=i.filter(s=>s.stage!==void 0&&o.has(s.stage));return Tn(a.length>0?a:i)}recordsOf(n,t){let r=new Set(
n.stages);for(let i of n.jobs)for(let o of this.context.jobs[i]??[])r.add(o.id);for(let i of Object.values(this.context.
stages))i===t&&r.add(i.id);if(r.size!==0)return Ke([...r])}};function Ke(e){return e.length===1?`the record of stage ${e[0]}`:
`the records of stages ${e.join(", ")}`}function Tn(e){let n=e.flatMap(r=>r.stage===void 0?[]:[r.stage]),t=e.filter(r=>r.
stage===void 0).map(r=>r.label);return[...n.length>0?[Ke(n)]:[],...t].join(" or ")}function En(e){let n=new Map,t=(o,a)=>{
if(!o)return;let s=n.get(o);s===void 0?n.set(o,[a]):s.some(u=>u.label===a.label)||s.push(a)};for(let[o,a]of Object.entries(
e.stages)){let s={label:`the record of stage ${o}`,stage:o};t(a.summary,s),t(a.detail,s);for(let u of Object.values(a.data))
t(u,s);t(a.failure?.reason,s),t(a.next?.reason,s)}let r=e.attempt.previous;if(r){let o={label:"the previous attempt's re\
cord"};t(r.summary,o),t(r.detail,o)}e.attempt.verify&&t(e.attempt.verify.output,{label:"the previous attempt's record (v\
erify output)"});let i=(o,a)=>{if(typeof o=="string")t(o,{label:"the event payload (github.event)"});else if(o!==null&&typeof o==
"object"&&a<12)for(let s of Object.values(o))i(s,a+1)};return i(e.github.event,0),n}var D;function fe(e,n){let t=D;D=e;try{
return n()}finally{D=t}}function Q(){if(!D)throw new B("a template helper was called outside renderPrompt");return D}function w(e){return{params:e.slice(0,-1),options:e[e.length-1]}}function I(e,n){let t=ue(e.name)?.usage;throw new $(p.helperArguments,
`${e.name}: ${n}`,K(e.loc),t?[`usage: ${t}`]:[])}function k(e,n){let t=ze(n.name,e.length);t!==null&&I(n,t)}function Qe(e,n,t){
let r=Ae(e);return r===null&&I(n,Re(t,e)),r}function de(e,n,t){return Qe(e[t],n,ue(n.name)?.counts?.[t]?.what??"the numb\
er")}function pe(e,n){n>O.promptBytes&&I(e,`the text would be ${n} bytes, more than the ${O.promptBytes} (${O.promptBytes/
1024/1024} MiB) a prompt may be`)}function me(e,n,t=""){let r=R(t);return e.reduce((i,o,a)=>i+R(o)+r+(a>0?R(n):0),0)}function S(e){
return e==null?"":typeof e=="string"?e:typeof e=="object"?JSON.stringify(e,null,2):String(e)}function ge(e){return Array.
isArray(e)?e.length>0:!!e}function Ye(e,n){let t=r=>r==null||typeof r!="object";return t(e)&&t(n)?(e==null?null:String(e))===
(n==null?null:String(n)):e===n}function Ze(e,n){if(e==null)return[];if(typeof e=="string")return e===""?[]:e.split(/\r\n|\r|\n/);
Array.isArray(e)||I(n,"needs a list (or text, taken line by line)");let t=n.hash.key;return e.map(r=>S(typeof t=="string"&&
r!==null&&typeof r=="object"?r[t]:r))}function qe(e){let n=e.loc;return n?Q().analysis.sections.get(`${n.start.line}:${n.
start.column}`):void 0}function X(e,n,t){let r=t?` ${t}`:"";return n===void 0?`[\u2026 ${e} tokens cut${r}]`:`[\u2026 ${e}\
 tokens cut${r}; the full text is in ${n}]`}function ee(e,n,t){let r=Ue(e,n);return r.kept===r.total?e:`${zn(jn(r.text))}\

${t(r.total-r.kept)}`}function jn(e){let n=e.lastIndexOf(`
`)+1;return/^<\/?(?:d(?:a(?:t(?:a(?: [^>\n]*)?)?)?)?)?$/.test(e.slice(n))?e.slice(0,Math.max(0,n-1)):e}var Pn=/<data id="(\d{20})"[^>\n]*>/g;
function zn(e){let n=[];for(let t of e.matchAll(Pn)){let r=t[1];e.includes(`</data id="${r}">`,t.index)||n.push(r)}return n.
length===0?e:`${e}${e.endsWith(`
`)?"":`
`}${n.reverse().map(t=>`</data id="${t}">`).join(`
`)}`}var An={truncate(...e){let{params:n,options:t}=w(e);k(n,t);let r=S(n[0]),i=de(n,t,1),o=Array.from(r);if(o.length<=i)
return r;let a=t.hash.suffix===void 0?"\u2026":S(t.hash.suffix);return o.slice(0,i).join("")+a},tokens(...e){let{params:n,
options:t}=w(e);k(n,t);let r=S(n[0]),i=de(n,t,1),o=Q(),a=qe(t),s=()=>o.originOf(r,this,a);return o.setsAside(a)?o.setAside(
{site:a,full:r,limit:i,origin:s()}):ee(r,i,u=>X(u,s()))},json(...e){let{params:n,options:t}=w(e);k(n,t);let r=t.hash.indent===
void 0?2:Qe(t.hash.indent,t,"indent");return JSON.stringify(n[0]??null,null,r)},indent(...e){let{params:n,options:t}=w(e);
k(n,t);let r=n[1],i;if(typeof r=="string"&&!/^\d+$/.test(r))i=r;else{let s=de(n,t,1);s>O.indentWidth&&I(t,`the indent mu\
st be at most ${O.indentWidth} spaces, got ${s}`),i=" ".repeat(s)}let o=S(n[0]).split(`
`),a=o.filter(s=>s.trim()!=="").length;return pe(t,me(o,`
`)+a*R(i)),o.map(s=>s.trim()===""?s:i+s).join(`
`)},default(...e){let{params:n,options:t}=w(e);k(n,t);let r=i=>i==null||i===""||Array.isArray(i)&&i.length===0;return n.
find(i=>!r(i))??n[n.length-1]},join(...e){let{params:n,options:t}=w(e);k(n,t);let r=n.length===2?S(n[1]):", ",i=Ze(n[0],
t);return pe(t,me(i,r)),i.join(r)},lines(...e){let{params:n,options:t}=w(e);k(n,t);let r=n.length===2?S(n[1]):"",i=Ze(n[0],
t);return pe(t,me(i,`
`,r)),i.map(o=>r+o).join(`
`)},eq(...e){let{params:n,options:t}=w(e);return k(n,t),Ye(n[0],n[1])},ne(...e){let{params:n,options:t}=w(e);return k(n,
t),!Ye(n[0],n[1])},and(...e){let{params:n,options:t}=w(e);return k(n,t),n.every(ge)},or(...e){let{params:n,options:t}=w(
e);return k(n,t),n.some(ge)},not(...e){let{params:n,options:t}=w(e);return k(n,t),!ge(n[0])},fence(...e){let{params:n,options:t}=w(
e);k(n,t);let r=n.length===2?S(n[1]):t.hash.label;return Ve(S(n[0]),r===void 0?void 0:S(r))},fit(...e){let{params:n,options:t}=w(
e);k(n,t),t.fn||I(t,"is a block helper");let r=Q(),i=qe(t);if(!r.setsAside(i))return t.fn(this);r.fitDepth+=1;let o;try{
o=t.fn(this)}finally{r.fitDepth-=1}return r.setAside({site:i,full:o,limit:void 0,origin:r.recordsOf(i,this)})}};for(let e of V)
_.registerHelper(e,An[e]);function Ct(e,n){return n!==void 0?`github.event is the default ${e} payload baton made for run ${n}, which was started \
without --event, and it holds only some of the fields GitHub sends: a replay runs on the payload of the run it replays, \
so start a new run with one: baton run <workflow> --event <file.json>`:`github.event is the default ${e} payload baton m\
akes when no --event is given, which holds only some of the fields GitHub sends: give one with --event <file.json>`}var Rn={
strict:!0,noEscape:!0,knownHelpersOnly:!0,knownHelpers:{...Object.fromEntries(V.map(e=>[e,!0])),log:!1}},vn={allowProtoPropertiesByDefault:!1,
allowProtoMethodsByDefault:!1},F=new Map,Cn=64;function be(e){let n=(0,en.createHash)("sha256").update(e).digest("hex"),
t=F.get(n);if(t)return F.delete(n),F.set(n,t),t;let r=Ce(e),i=Fe(r),o=_.compile(r,Rn),a={analysis:i,render:s=>o(s,vn)};return F.
set(n,a),F.size>Cn&&F.delete(F.keys().next().value),a}function Ft(e){return be(e).analysis}function nn(e,n){return e.usesTokens||
n.maxPromptTokens!==void 0}async function Mt(e,n={}){tn("prepareRender",e);let t=n.source??"template",r;try{r=be(e)}catch(i){
throw sn(i,e,t,void 0,void 0)}nn(r.analysis,n)&&await Be()}function Nt(e,n,t={}){if(tn("renderPrompt",e),!ne(n)||!ne(n.stages)||
!ne(n.jobs))throw ie("renderPrompt","the prompt context (buildPromptContext gives it) as its second argument",ne(n)?"an \
object without stages and jobs":oe(n));let r=t.source??"template",i=t.maxPromptTokens;if(i!==void 0&&(!Number.isInteger(
i)||i<1))throw new h("usage",`${v.maxPromptTokens} must be a whole number above 0, got ${i}`,{where:v.maxPromptTokens});
let o;try{if(o=be(e),Mn(o.analysis,n),nn(o.analysis,t)&&!Le())throw new h("usage",`${r} uses tokens or a budget is set, \
and the tokenizer is not loaded: await prepareRender(template, options) before renderPrompt`,{where:"renderPrompt"});let a=o,
s=fe(new U(n,a.analysis),()=>a.render(n));if(Fn(s,r),i===void 0)return{prompt:s,warnings:[]};let u=C(s);return u<=i?{prompt:s,
warnings:[]}:In(a,n,s,u,i,r)}catch(a){throw sn(a,e,r,o?.analysis,n,t.madeEventHint)}}function tn(e,n){if(typeof n!="stri\
ng")throw ie(e,"the template as a string",oe(n))}function ne(e){return e!==null&&typeof e=="object"}function Fn(e,n){if(e.
length<=O.promptBytes/3)return;let t=R(e);if(t>O.promptBytes)throw rn(`the prompt is ${t} bytes`,n)}function rn(e,n){return new h(
p.tooLarge,`${e}, more than the ${O.promptBytes} (${O.promptBytes/1024/1024} MiB) a prompt may be`,{where:n,details:["a \
prompt is read by a model: print less of each upstream stage ({{truncate}}, {{tokens}})"]})}function Mn(e,n){let t=e.references.
filter(s=>s.kind==="stage"?!Object.hasOwn(n.stages,s.stage):!Object.hasOwn(n.jobs,s.stage)),r=t[0];if(!r)return;let i=r.
kind==="stage"?Object.keys(n.stages):Object.keys(n.jobs),o=r.kind==="stage"?"stage":"job",a=r.kind==="stage"?"stages":"j\
obs";throw new $(p.unknownStage,`${a}.${r.stage}: no such upstream ${o}${ce(r.stage,i)}`,r,[`upstream ${o}s: ${i.length>
0?i.join(", "):"(none)"}`,...t.slice(1).map(s=>`also at ${s.line}:${s.column}: ${s.path}`),"a prompt can use the stages \
its job needs, directly or through other jobs (needs:)"])}var Nn="to fit max-prompt-tokens";function In(e,n,t,r,i,o){let a=0;
for(;t.includes(`\uE000baton-section-${a}:`);)a+=1;let s=`\uE000baton-section-${a}:`,u=new RegExp(`${s}(\\d+)\uE001`,"g"),
c=new U(n,e.analysis,f=>`${s}${f}\uE001`),l=fe(c,()=>e.render(n)),d=c.sections.map(f=>{let g=C(f.full),P=W=>X(W,f.origin,
Nn);return{record:f,fullTokens:g,size:f.limit===void 0?g:Math.min(f.limit,g),marker:P,markerTokens:C(`
${P(g)}`)}}),y=d.filter(f=>f.size>f.markerTokens),x=f=>f.record.limit===void 0?f.record.full:ee(f.record.full,f.record.limit,
g=>X(g,f.record.origin)),j=l.replace(u,(f,g)=>{let P=d[Number(g)];return y.includes(P)?"":x(P)}),m=C(j),T=y.reduce((f,g)=>f+
g.markerTokens,0),A=y.reduce((f,g)=>f+g.size,0),H=f=>new h(p.overBudget,f,{where:o,details:Hn(m,y,T,r,i)}),E=i-m-T;if(E<
0||A===0)throw H(`the prompt is ${r} tokens, over ${v.maxPromptTokens} ${i}, and its fixed text alone is ${m}${T>0?` (+${T}\
 for cut markers)`:""}: cutting the fit and tokens sections cannot bring it under`);for(let f=0;f<6&&E>=0;f+=1){let g=Math.
min(1,E/A),P=new Map;for(let z of y){let re=Math.floor(z.size*g);P.set(z,ee(z.record.full,re,z.marker))}let W=0,we=l.replace(
u,(z,re)=>{W+=1;let ke=d[Number(re)];return P.get(ke)??x(ke)});if(W!==d.length)throw new B("a budget section placeholder\
 was lost while rendering");let te=C(we);if(te<=i)return{prompt:we,warnings:[{code:p.cut,severity:"warning",path:o,message:`\
the prompt was ${r} tokens, over ${v.maxPromptTokens} ${i}; cut to ${te} by shortening ${y.map(z=>`${on(z)} from ${z.size}\
 to ${C(P.get(z))} tokens`).join(", ")}`}]};E-=te-i}throw H(`the prompt is ${r} tokens and cannot be cut under ${v.maxPromptTokens}\
 ${i}`)}function on(e){let{site:n}=e.record;return`${n.label} at ${n.position.line}:${n.position.column}`}function Hn(e,n,t,r,i){
let o=[["fixed text (outside fit and tokens sections)",e],...n.map(s=>[on(s),s.size])];t>0&&o.push(["markers for cut sec\
tions",t]),o.push(["whole prompt",r],[v.maxPromptTokens,i]);let a=Math.max(...o.map(([s])=>s.length),7);return[`${"secti\
on".padEnd(a)}  tokens`,...o.map(([s,u])=>`${s.padEnd(a)}  ${String(u).padStart(6)}`),"mark text that may be shortened w\
ith {{#fit}}\u2026{{/fit}} or {{tokens value N}}, or raise the budget"]}function sn(e,n,t,r,i,o){if(e instanceof $)return N(
e,n,t);if(e instanceof h||e instanceof B)return e;let a=e?.batonPrinted;if(a)return N(Bn(a,n),n,t);let s=e instanceof TypeError?
/^Cannot use 'in' operator to search for '(.*)' in /s.exec(e.message):null;if(s)return N(_n(s[1],r,i),n,t);if(e instanceof
RangeError&&e.message==="Invalid string length")return rn("the prompt grew past what a string can hold while it was rend\
ered",t);if(!(e instanceof _.Exception))return e;let u=e,c={line:u.lineNumber??1,column:(u.column??0)+1},l=u.message.replace(
/ - \d+:\d+$/,""),d=/^"(.*)" not defined in /s.exec(l);if(d)return N(Ln(d[1],c,r,i,o),n,t);let y=/unknown helper (\S+)/.
exec(l);return y?N(new $(p.unknownHelper,`unknown helper ${y[1]}`,c),n,t):new h(p.syntax,l,{where:`${t}:${c.line}:${c.column}`,
details:ve(n,c),cause:e})}function Bn(e,n){let t=K(e.loc),r="";if(e.loc){let s=n.split(`
`),{start:u,end:c}=e.loc;r=(u.line===c.line?(s[u.line-1]??"").slice(u.column,c.column):(s[u.line-1]??"").slice(u.column)).
replace(/^\{\{\{?~?\s*|\s*~?\}?\}\}$/g,"")}let i=r===""?"the value":/\s/.test(r)?`(${r})`:r,{message:o,details:a}=Pe(e.list);
return new $(p.printedObject,`${i} ${o}`,t,a(i))}function he(e){return`for a field that may be absent, use {{#if ${e}}}\u2026\
{{/if}} or {{default ${e} "\u2026"}}`}function Ln(e,n,t,r,i){let o=t?.paths.get(`${n.line}:${n.column-1}`),a=o?.original??
e;if(o?.root&&r){let s=r;for(let u=0;u<o.root.length;u+=1){let c=o.root[u],l=o.root.slice(0,u).join(".");if(s==null||typeof s!=
"object")return new $(p.missingField,`${a}: ${l} is empty, so it has no ${c}`,n,[he(l)]);if(!Object.hasOwn(s,c)){let d=Object.
keys(s),x=o.root[0]==="github"&&o.root[1]==="event"&&u>=2&&i!==void 0?[i]:je(o.root.slice(0,u))?[he(a)]:[];return new $(
p.missingField,`${a}: no field ${c}${l?` in ${l}`:""}${ce(c,d)}`,n,[`fields there: ${d.length>0?d.slice(0,30).join(", "):
"(none)"}${d.length>30?", \u2026":""}`,...x])}s=s[c]}}return new $(p.missingField,`${a}: no field ${e} in the current co\
ntext`,n,["inside {{#each}} or {{#with}}, names refer to the current item; reach the top with @root.stages.<id>",he(a)])}
function _n(e,n,t){let r="text, numbers and true/false have no fields";for(let[i,o]of n?.paths??[]){if(!o.root||!t)continue;
let a=t;for(let s=0;s<o.root.length&&a!=null;s+=1){if(typeof a!="object"){if(o.root[s]!==e)break;let u=o.root.slice(0,s).
join(".");return new $(p.missingField,`${o.original}: ${u} is a ${typeof a=="string"?"text":typeof a}, so it has no fiel\
d ${e}`,Xe(i),[r])}a=Object.hasOwn(a,o.root[s])?a[o.root[s]]:void 0}}for(let[i,o]of n?.paths??[])if(o.original.split(/[./]/).
slice(1).includes(e))return new $(p.missingField,`${o.original}: no field ${e} (the value before it is a text, number or\
 true/false)`,Xe(i),[r]);return new $(p.missingField,`no field ${e}: ${r}`,{line:1,column:1})}function Xe(e){let[n,t]=e.
split(":").map(Number);return{line:n,column:t+1}}export{Ne as a,rt as b,ot as c,at as d,Be as e,C as f,Ue as g,Ve as h,Ct as i,Ft as j,Mt as k,Nt as l};
