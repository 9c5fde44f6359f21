import{j as _,k as K,l as Pe,m as Ae,n as le,o as Re,p as ve,q as Ce,r as $,s as Y,t as Fe,u as I,v as Me,x as Ie,z as Ne}from"./chunk-C3A5A2A5.js";
import{a as ze}from"./chunk-H2V5637U.js";import{a as je}from"./chunk-UIX755PM.js";import{c as se,d as ie,h as ue,
n as V}from"./chunk-3WHULUYP.js";import{b as h,c as L}from"./chunk-BXL4BL7Z.js";import{A as C,H as p,O as J,
T as Se,b as v,ga as b,la as Oe,ma as Te,na as Ee,ta as B,va as ae,w as S,xa as M,ya as ce}from"./chunk-G4KAFFH4.js";
import{d as xe}from"./chunk-3NR5HZ6E.js";import{readFile as ln}from"node:fs/promises";import{join as Le}from"node:path";var un=Object.keys(ze).map(Se);function Z(e,n=[]){if(typeof e=="string"){let t=un.filter(r=>e.includes(r));return t.length===
0?[]:[{path:n,markers:t}]}return Array.isArray(e)?e.flatMap((t,r)=>Z(t,[...n,r])):e!==null&&typeof e=="object"?Object.entries(
e).flatMap(([t,r])=>Z(r,[...n,t])):[]}function He(e,n,t,r){let s;try{s=JSON.parse(e)}catch(a){throw new h(r.code,`is not valid JSON (${a.message}); ${r.fix}`,
{where:t})}let o=n.safeParse(s);if(o.success)return o.data;throw new h(r.code,`does not hold ${r.what}; ${r.fix}`,{where:t,
details:o.error.issues.slice(0,5).map(a=>`${V(a.path.filter(i=>typeof i!="symbol"))||"(the file)"}: ${a.message}`)})}var fn=Ee({workflow_path:b(),job:ce(b()),inputs:B(b(),b()),event_name:b(),event:B(b(),Oe()),vars:B(b(),b()),secrets:Te(b()),
workflow_sha256:M(b()),called_sha256:M(B(b(),b())),event_made:M(ae(!0)),parent:M(ce(b())),redacted:M(ae(!0))});async function it(e,n){
let t=await ln(Le(e,J.invocation),"utf8").catch(()=>{throw new h("replay-incomplete",`run ${n} has no ${J.invocation}; r\
un it again in full`,{where:n})});return He(t,fn,Le(e,J.invocation),{code:"replay-incomplete",what:"how the run was star\
ted",fix:`run ${n} cannot be replayed; run it again in full`})}var fe=5;function at(e,n,t,r=Ne){let s=Z({inputs:n.inputs,
vars:n.vars,event:n.event});if(s.length===0&&n.redacted!==!0)return null;let o=s.map(({path:l})=>V(l[0]==="event"?["gith\
ub",...l]:l).slice(2)),a=o.length===0?r.typedValues:o.length<=fe?o.join(", "):`${o.slice(0,fe).join(", ")} and ${o.length-
fe} more fields`,i=n.redacted!==!0?"text shaped like a token":o.length===0?"a secret":"a secret (or text shaped like a t\
oken)",u=[...new Set(s.flatMap(l=>l.markers))],c=t==="render"?"those values render as redaction markers":`this replay gi\
ves its steps and agents ${u.join(", ")} there, not the text the run had`;return`run ${e} was started with ${i} in ${a},\
 which was stored redacted: ${c}`}var lt="o200k_base",q,Be;function _e(){return Be??=import("./o200k_base-I6R6LVRL.js").then(e=>{q={encode:n=>e.encode(n),
decode:n=>e.decode(n)}}),Be}function De(){return q!==void 0}function Ue(e){if(!q)throw new h("usage","the tokenizer is n\
ot loaded: await loadTokenizer() before counting tokens",{where:e});return q}var dn=/[\p{L}\p{M}]{100,}|[^\s\p{L}\p{M}\p{N}]{100,}|\s{100,}/gu,
pn=64;function*We(e){let n=0;for(let t of e.matchAll(dn)){t.index>n&&(yield e.slice(n,t.index));let r=t[0],s=0;for(;s<r.
length;){let o=Math.min(s+pn,r.length);o<r.length&&mn(r.charCodeAt(o-1))&&(o+=1),yield r.slice(s,o),s=o}n=t.index+r.length}
n<e.length&&(yield e.slice(n))}function mn(e){return e>=55296&&e<=56319}function P(e){let n=Ue("countTokens"),t=0;for(let r of We(
e))t+=n.encode(r).length;return t}function Ge(e,n){let t=Ue("cutToTokens"),r=Math.max(0,Math.floor(n)),s=0,o=0,a=0,i;for(let u of We(
e)){let c=t.encode(u);if(o+=c.length,i===void 0)if(s+c.length<=r)s+=c.length;else{let{prefix:l,count:d}=gn(t,u,c,r-s);i=
a+l.length,s+=d}a+=u.length}return i===void 0?{text:e,kept:o,total:o}:{text:e.slice(0,i),kept:s,total:o}}function gn(e,n,t,r){
for(let s=Math.min(r,t.length);s>0;s-=1){let o=e.decode(t.slice(0,s));for(;o.length>0&&!n.startsWith(o);)o=o.slice(0,-1);
let a=o===""?0:e.encode(o).length;if(a<=r)return{prefix:o,count:a}}return{prefix:"",count:0}}var Ke=xe(je(),1),hn=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu,
bn=(()=>{let e=new Uint8Array(65536),n=(t,r=t)=>e.fill(1,t,r+1);n(0,8),n(11,31),n(127,159);for(let t of[173,847,1564,4447,
4448,6068,6069,12644,65279,65440,55348,56128])n(t);return n(6155,6159),n(8203,8207),n(8232,8238),n(8288,8303),n(65024,65037),
n(65529,65531),e})(),wn=/[^\t\n\x20-\x7e\u00a0-\u00ac\u00ae-\u02ff\u0370-\u052f\u2010-\u2027\u2030-\u205f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]/;
function kn(e){let n=e.search(wn);if(n<0)return e;for(;n<e.length&&bn[e.charCodeAt(n)]===0;)n+=1;return n===e.length?e:e.
replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(hn,"")}var yn=/<!--[\s\S]*?(?:--!?>|$)/g;function $n(e){let n=[],t=0,r=e.replace(yn,(o,a)=>{let i=a-t;return n[n.
length-1]!==i&&n.push(i),t+=o.length,""}),s=o=>{for(let a=Math.max(0,o-3);a<o;a+=1)if(r.startsWith("<!--",a))return!0;return!1};
return n.some(s)?Sn(r,n):r}var xn=60,Je=33,Q=45,Ve=62;function Sn(e,n){let t=e.length+1,r=new Int32Array(t+1),s=new Int32Array(
t+1);for(let c=0;c<t;c+=1)r[c]=c+1;for(let c=1;c<=t;c+=1)s[c]=c-1;r[t]=t;let o=c=>e.charCodeAt(c-1),a=c=>o(c)===xn&&o(r[c])===
Je&&o(r[r[c]])===Q&&o(r[r[r[c]]])===Q,i=n.map(c=>c+1);for(;;){let c=[],l=0;for(let x of i){let j=s[s[s[x]]];for(let m=j;m!==
x;m=r[m])m>l&&(l=m,a(m)&&c.push(m))}if(c.length===0)break;let d=[],y=0;for(let x of c){if(x<y)continue;let j=r[r[r[x]]];
for(;;){let A=r[j];if(A===t)break;let H=r[A];if(o(A)===Q&&o(H)===Q){let E=r[H];if(o(E)===Ve){j=E;break}if(o(E)===Je&&o(r[E])===
Ve){j=r[E];break}}j=A}let m=s[x],T=r[j];r[m]=T,s[T]=m,d[d.length-1]===x?d[d.length-1]=T:d.push(T),y=T}i=d}let u="";for(let c=r[0];c!==
t;){let l=c;for(;r[l]===l+1&&l+1!==t;)l+=1;u+=e.slice(c-1,l),c=r[l]}return u}function On(e){return $n(kn(e))}function Tn(e){
for(let n=0;;n+=1){let r=(0,Ke.createHash)("sha256").update(`${n}:`).update(e,"latin1").digest().readBigUInt64BE(0).toString().
padStart(20,"0");if(!e.includes(r))return r}}function En(e){return e.replace(/[^A-Za-z0-9 _.:/#-]/g,"").trim().slice(0,64)}
function Ye(e,n){let t=On(e),r=Tn(t),s=n===void 0?"":En(n),o=s===""?`<data id="${r}">`:`<data id="${r}" label="${s}">`,a=t.
endsWith(`
`)?t:`${t}
`;return`${o}
${a}</data id="${r}">`}var tn=xe(je(),1);var U=class{context;analysis;placeholder;sections=[];fenceOpeners=new Set;fitDepth=0;#e;constructor(n,t,r){this.context=
n,this.analysis=t,this.placeholder=r}setsAside(n){return this.placeholder!==void 0&&n?.cuttable===!0&&this.fitDepth===0}setAside(n){
return this.sections.push(n),this.placeholder(this.sections.length-1)}originOf(n,t,r){if(n==="")return;this.#e??=zn(this.
context);let s=this.#e.get(n);if(s===void 0||s.length===1)return s?.[0]?.label;let o=new Set;for(let[i,u]of Object.entries(
this.context.stages))u===t&&o.add(i);if(o.size===0&&r){for(let i of r.stages)o.add(i);for(let i of r.jobs)for(let u of this.
context.jobs[i]??[])o.add(u.id)}let a=s.filter(i=>i.stage!==void 0&&o.has(i.stage));return jn(a.length>0?a:s)}recordsOf(n,t){
let r=new Set(n.stages);for(let s of n.jobs)for(let o of this.context.jobs[s]??[])r.add(o.id);for(let s of Object.values(
this.context.stages))s===t&&r.add(s.id);if(r.size!==0)return Ze([...r])}};function Ze(e){return e.length===1?`the record\
 of stage ${e[0]}`:`the records of stages ${e.join(", ")}`}function jn(e){let n=e.flatMap(r=>r.stage===void 0?[]:[r.stage]),
t=e.filter(r=>r.stage===void 0).map(r=>r.label);return[...n.length>0?[Ze(n)]:[],...t].join(" or ")}function zn(e){let n=new Map,
t=(o,a)=>{if(!o)return;let i=n.get(o);i===void 0?n.set(o,[a]):i.some(u=>u.label===a.label)||i.push(a)};for(let[o,a]of Object.
entries(e.stages)){let i={label:`the record of stage ${o}`,stage:o};t(a.summary,i),t(a.detail,i);for(let u of Object.values(
a.data))t(u,i);t(a.failure?.reason,i),t(a.next?.reason,i)}let r=e.attempt.previous;if(r){let o={label:"the previous atte\
mpt's record"};t(r.summary,o),t(r.detail,o)}e.attempt.verify&&t(e.attempt.verify.output,{label:"the previous attempt's r\
ecord (verify output)"});let s=(o,a)=>{if(typeof o=="string")t(o,{label:"the event payload (github.event)"});else if(o!==
null&&typeof o=="object"&&a<12)for(let i of Object.values(o))s(i,a+1)};return s(e.github.event,0),n}var D;function de(e,n){
let t=D;D=e;try{return n()}finally{D=t}}function W(){if(!D)throw new L("a template helper was called outside renderPromp\
t");return D}function w(e){return{params:e.slice(0,-1),options:e[e.length-1]}}function N(e,n){let t=le(e.name)?.usage;throw new $(p.helperArguments,
`${e.name}: ${n}`,Y(e.loc),t?[`usage: ${t}`]:[])}function k(e,n){let t=Re(n.name,e.length);t!==null&&N(n,t)}function en(e,n,t){
let r=ve(e);return r===null&&N(n,Ce(t,e)),r}function pe(e,n,t){return en(e[t],n,le(n.name)?.counts?.[t]?.what??"the numb\
er")}function me(e,n){n>S.promptBytes&&N(e,`the text would be ${n} bytes, more than the ${S.promptBytes} (${S.promptBytes/
1024/1024} MiB) a prompt may be`)}function ge(e,n,t=""){let r=v(t);return e.reduce((s,o,a)=>s+v(o)+r+(a>0?v(n):0),0)}function O(e){
return e==null?"":typeof e=="string"?e:typeof e=="object"?JSON.stringify(e,null,2):String(e)}function he(e){return Array.
isArray(e)?e.length>0:!!e}function qe(e,n){let t=r=>r==null||typeof r!="object";return t(e)&&t(n)?(e==null?null:String(e))===
(n==null?null:String(n)):e===n}function Qe(e,n){if(e==null)return[];if(typeof e=="string")return e===""?[]:e.split(/\r\n|\r|\n/);
Array.isArray(e)||N(n,"needs a list (or text, taken line by line)");let t=n.hash.key;return e.map(r=>O(typeof t=="string"&&
r!==null&&typeof r=="object"?r[t]:r))}function Xe(e){let n=e.loc;return n?W().analysis.sections.get(`${n.start.line}:${n.
start.column}`):void 0}function X(e,n,t){let r=t?` ${t}`:"";return n===void 0?`[\u2026 ${e} tokens cut${r}]`:`[\u2026 ${e}\
 tokens cut${r}; the full text is in ${n}]`}function ee(e,n,t,r){let s=n;for(;;){let o=Ge(e,s);if(o.kept===o.total)return e;
let a=Pn(o.text),i=Rn(a,r),u=i===a?0:P(i)-n;if(u<=0||s===0)return`${i}
${t(o.total-o.kept)}`;s=Math.max(0,s-u)}}function Pn(e){let n=e.lastIndexOf(`
`)+1;return/^<\/?(?:d(?:a(?:t(?:a(?: [^>\n]*)?)?)?)?)?$/.test(e.slice(n))?e.slice(0,Math.max(0,n-1)):e}var An=/<data id="(\d{20})"(?: label="[^"\n]*")?>/;
function Rn(e,n){if(n.size===0)return e;let t=new RegExp(An.source,"g");for(;;){let r=t.exec(e);if(r===null)return e;if(!n.
has(r[0])){t.lastIndex=r.index+1;continue}let s=`</data id="${r[1]}">`,o=e.indexOf(s,t.lastIndex);if(o<0)return`${e}${e.
endsWith(`
`)?"":`
`}${s}`;t.lastIndex=o+s.length}}var vn={truncate(...e){let{params:n,options:t}=w(e);k(n,t);let r=O(n[0]),s=pe(n,t,1),o=Array.
from(r);if(o.length<=s)return r;let a=t.hash.suffix===void 0?"\u2026":O(t.hash.suffix);return o.slice(0,s).join("")+a},tokens(...e){
let{params:n,options:t}=w(e);k(n,t);let r=O(n[0]),s=pe(n,t,1),o=W(),a=Xe(t),i=()=>o.originOf(r,this,a);return o.setsAside(
a)?o.setAside({site:a,full:r,limit:s,origin:i()}):ee(r,s,u=>X(u,i()),o.fenceOpeners)},json(...e){let{params:n,options:t}=w(
e);k(n,t);let r=t.hash.indent===void 0?2:en(t.hash.indent,t,"indent");return JSON.stringify(n[0]??null,null,r)},indent(...e){
let{params:n,options:t}=w(e);k(n,t);let r=n[1],s;if(typeof r=="string"&&!/^\d+$/.test(r))s=r;else{let i=pe(n,t,1);i>S.indentWidth&&
N(t,`the indent must be at most ${S.indentWidth} spaces, got ${i}`),s=" ".repeat(i)}let o=O(n[0]).split(`
`),a=o.filter(i=>i.trim()!=="").length;return me(t,ge(o,`
`)+a*v(s)),o.map(i=>i.trim()===""?i:s+i).join(`
`)},default(...e){let{params:n,options:t}=w(e);k(n,t);let r=s=>s==null||s===""||Array.isArray(s)&&s.length===0;return n.
find(s=>!r(s))??n[n.length-1]},join(...e){let{params:n,options:t}=w(e);k(n,t);let r=n.length===2?O(n[1]):", ",s=Qe(n[0],
t);return me(t,ge(s,r)),s.join(r)},lines(...e){let{params:n,options:t}=w(e);k(n,t);let r=n.length===2?O(n[1]):"",s=Qe(n[0],
t);return me(t,ge(s,`
`,r)),s.map(o=>r+o).join(`
`)},eq(...e){let{params:n,options:t}=w(e);return k(n,t),qe(n[0],n[1])},ne(...e){let{params:n,options:t}=w(e);return k(n,
t),!qe(n[0],n[1])},and(...e){let{params:n,options:t}=w(e);return k(n,t),n.every(he)},or(...e){let{params:n,options:t}=w(
e);return k(n,t),n.some(he)},not(...e){let{params:n,options:t}=w(e);return k(n,t),!he(n[0])},fence(...e){let{params:n,options:t}=w(
e);k(n,t);let r=n.length===2?O(n[1]):t.hash.label,s=Ye(O(n[0]),r===void 0?void 0:O(r));return W().fenceOpeners.add(s.slice(
0,s.indexOf(`
`))),s},fit(...e){let{params:n,options:t}=w(e);k(n,t),t.fn||N(t,"is a block helper");let r=W(),s=Xe(t);if(!r.setsAside(s))
return t.fn(this);r.fitDepth+=1;let o;try{o=t.fn(this)}finally{r.fitDepth-=1}return r.setAside({site:s,full:o,limit:void 0,
origin:r.recordsOf(s,this)})}};for(let e of K)_.registerHelper(e,vn[e]);function It(e,n){return n!==void 0?`github.event is the default ${e} payload baton made for run ${n}, which was started \
without --event, and it holds only some of the fields GitHub sends: a replay runs on the payload of the run it replays, \
so start a new run with one: baton run <workflow> --event <file.json>`:`github.event is the default ${e} payload baton m\
akes when no --event is given, which holds only some of the fields GitHub sends: give one with --event <file.json>`}var Cn={
strict:!0,noEscape:!0,knownHelpersOnly:!0,knownHelpers:{...Object.fromEntries(K.map(e=>[e,!0])),log:!1}},Fn={allowProtoPropertiesByDefault:!1,
allowProtoMethodsByDefault:!1},F=new Map,Mn=64;function ke(e){let n=(0,tn.createHash)("sha256").update(e).digest("hex"),
t=F.get(n);if(t)return F.delete(n),F.set(n,t),t;let r=Me(e),s=Ie(r),o=_.compile(r,Cn),a={analysis:s,render:i=>o(i,Fn)};return F.
set(n,a),F.size>Mn&&F.delete(F.keys().next().value),a}function Nt(e){return ke(e).analysis}function rn(e,n){return e.usesTokens||
n.maxPromptTokens!==void 0}async function Ht(e,n={}){on("prepareRender",e);let t=n.source??"template",r;try{r=ke(e)}catch(s){
throw cn(s,e,t,void 0,void 0)}rn(r.analysis,n)&&await _e()}function Lt(e,n,t={}){if(on("renderPrompt",e),!ne(n)||!ne(n.stages)||
!ne(n.jobs))throw ie("renderPrompt","the prompt context (buildPromptContext gives it) as its second argument",ne(n)?"an \
object without stages and jobs":se(n));let r=t.source??"template",s=t.maxPromptTokens;if(s!==void 0&&(!Number.isInteger(
s)||s<1))throw new h("usage",`${C.maxPromptTokens} must be a whole number above 0, got ${s}`,{where:C.maxPromptTokens});
let o;try{if(o=ke(e),Nn(o.analysis,n),rn(o.analysis,t)&&!De())throw new h("usage",`${r} uses tokens or a budget is set, \
and the tokenizer is not loaded: await prepareRender(template, options) before renderPrompt`,{where:"renderPrompt"});let a=o,
i=de(new U(n,a.analysis),()=>a.render(n));if(In(i,r),s===void 0)return{prompt:i,warnings:[]};let u=P(i);return u<=s?{prompt:i,
warnings:[]}:Ln(a,n,i,u,s,r)}catch(a){throw cn(a,e,r,o?.analysis,n,t.madeEventHint)}}function on(e,n){if(typeof n!="stri\
ng")throw ie(e,"the template as a string",se(n))}function ne(e){return e!==null&&typeof e=="object"}function In(e,n){if(e.
length<=S.promptBytes/3)return;let t=v(e);if(t>S.promptBytes)throw sn(`the prompt is ${t} bytes`,n)}function sn(e,n){return new h(
p.tooLarge,`${e}, more than the ${S.promptBytes} (${S.promptBytes/1024/1024} MiB) a prompt may be`,{where:n,details:["a \
prompt is read by a model: print less of each upstream stage ({{truncate}}, {{tokens}})"]})}function Nn(e,n){let t=e.references.
filter(i=>i.kind==="stage"?!Object.hasOwn(n.stages,i.stage):!Object.hasOwn(n.jobs,i.stage)),r=t[0];if(!r)return;let s=r.
kind==="stage"?Object.keys(n.stages):Object.keys(n.jobs),o=r.kind==="stage"?"stage":"job",a=r.kind==="stage"?"stages":"j\
obs";throw new $(p.unknownStage,`${a}.${r.stage}: no such upstream ${o}${ue(r.stage,s)}`,r,[`upstream ${o}s: ${s.length>
0?s.join(", "):"(none)"}`,...t.slice(1).map(i=>`also at ${i.line}:${i.column}: ${i.path}`),"a prompt can use the stages \
its job needs, directly or through other jobs (needs:)"])}var Hn="to fit max-prompt-tokens";function Ln(e,n,t,r,s,o){let a=0;
for(;t.includes(`\uE000baton-section-${a}:`);)a+=1;let i=`\uE000baton-section-${a}:`,u=new RegExp(`${i}(\\d+)\uE001`,"g"),
c=new U(n,e.analysis,f=>`${i}${f}\uE001`),l=de(c,()=>e.render(n)),d=c.sections.map(f=>{let g=P(f.full),z=G=>X(G,f.origin,
Hn);return{record:f,fullTokens:g,size:f.limit===void 0?g:Math.min(f.limit,g),marker:z,markerTokens:P(`
${z(g)}`)}}),y=d.filter(f=>f.size>f.markerTokens),x=f=>f.record.limit===void 0?f.record.full:ee(f.record.full,f.record.limit,
g=>X(g,f.record.origin),c.fenceOpeners),j=l.replace(u,(f,g)=>{let z=d[Number(g)];return y.includes(z)?"":x(z)}),m=P(j),T=y.
reduce((f,g)=>f+g.markerTokens,0),A=y.reduce((f,g)=>f+g.size,0),H=f=>new h(p.overBudget,f,{where:o,details:_n(m,y,T,r,s)}),
E=s-m-T;if(E<0||A===0)throw H(`the prompt is ${r} tokens, over ${C.maxPromptTokens} ${s}, and its fixed text alone is ${m}${T>
0?` (+${T} for cut markers)`:""}: cutting the fit and tokens sections cannot bring it under`);for(let f=0;f<6&&E>=0;f+=1){
let g=Math.min(1,E/A),z=new Map;for(let R of y){let oe=Math.floor(R.size*g);z.set(R,ee(R.record.full,oe,R.marker,c.fenceOpeners))}
let G=0,ye=l.replace(u,(R,oe)=>{G+=1;let $e=d[Number(oe)];return z.get($e)??x($e)});if(G!==d.length)throw new L("a budge\
t section placeholder was lost while rendering");let re=P(ye);if(re<=s)return{prompt:ye,warnings:[{code:p.cut,severity:"\
warning",path:o,message:`the prompt was ${r} tokens, over ${C.maxPromptTokens} ${s}; cut to ${re} by shortening ${Bn(y,R=>P(
z.get(R)))}`}]};E-=re-s}throw H(`the prompt is ${r} tokens and cannot be cut under ${C.maxPromptTokens} ${s}`)}function te(e){
let{site:n}=e.record;return`${n.label} at ${n.position.line}:${n.position.column}`}function an(e){let n=new Map;for(let t of e){
let r=n.get(t.record.site);r?r.push(t):n.set(t.record.site,[t])}return[...n.values()]}var be=5;function Bn(e,n){let t=(a,i)=>a.
reduce((u,c)=>u+i(c),0),r=an(e),s=r.slice(0,be).map(a=>{let i=`from ${t(a,u=>u.size)} to ${t(a,n)} tokens`;return a.length===
1?`${te(a[0])} ${i}`:`${te(a[0])} cut ${a.length} times, ${i} in all`}),o=r.slice(be).flat();if(o.length>0){let a=r.length-
be;s.push(`and ${a} more place${a===1?"":"s"} from ${t(o,i=>i.size)} to ${t(o,n)} tokens in all`)}return s.join(", ")}function _n(e,n,t,r,s){
let o=[["fixed text (outside fit and tokens sections)",e],...an(n).map(i=>[i.length===1?te(i[0]):`${te(i[0])} (${i.length}\
 sections)`,i.reduce((u,c)=>u+c.size,0)])];t>0&&o.push(["markers for cut sections",t]),o.push(["whole prompt",r],[C.maxPromptTokens,
s]);let a=Math.max(...o.map(([i])=>i.length),7);return[`${"section".padEnd(a)}  tokens`,...o.map(([i,u])=>`${i.padEnd(a)}\
  ${String(u).padStart(6)}`),"mark text that may be shortened with {{#fit}}\u2026{{/fit}} or {{tokens value N}}, or raise the\
 budget"]}function cn(e,n,t,r,s,o){if(e instanceof $)return I(e,n,t);if(e instanceof h||e instanceof L)return e;let a=e?.
batonPrinted;if(a)return I(Dn(a,n),n,t);let i=e instanceof TypeError?/^Cannot use 'in' operator to search for '(.*)' in /s.
exec(e.message):null;if(i)return I(Wn(i[1],r,s),n,t);if(e instanceof RangeError&&e.message==="Invalid string length")return sn(
"the prompt grew past what a string can hold while it was rendered",t);if(!(e instanceof _.Exception))return e;let u=e,c={
line:u.lineNumber??1,column:(u.column??0)+1},l=u.message.replace(/ - \d+:\d+$/,""),d=/^"(.*)" not defined in /s.exec(l);
if(d)return I(Un(d[1],c,r,s,o),n,t);let y=/unknown helper (\S+)/.exec(l);return y?I(new $(p.unknownHelper,`unknown helpe\
r ${y[1]}`,c),n,t):new h(p.syntax,l,{where:`${t}:${c.line}:${c.column}`,details:Fe(n,c),cause:e})}function Dn(e,n){let t=Y(
e.loc),r="";if(e.loc){let i=n.split(`
`),{start:u,end:c}=e.loc;r=(u.line===c.line?(i[u.line-1]??"").slice(u.column,c.column):(i[u.line-1]??"").slice(u.column)).
replace(/^\{\{\{?~?\s*|\s*~?\}?\}\}$/g,"")}let s=r===""?"the value":/\s/.test(r)?`(${r})`:r,{message:o,details:a}=Ae(e.list);
return new $(p.printedObject,`${s} ${o}`,t,a(s))}function we(e){return`for a field that may be absent, use {{#if ${e}}}\u2026\
{{/if}} or {{default ${e} "\u2026"}}`}function Un(e,n,t,r,s){let o=t?.paths.get(`${n.line}:${n.column-1}`),a=o?.original??
e;if(o?.root&&r){let i=r;for(let u=0;u<o.root.length;u+=1){let c=o.root[u],l=o.root.slice(0,u).join(".");if(i==null||typeof i!=
"object")return new $(p.missingField,`${a}: ${l} is empty, so it has no ${c}`,n,[we(l)]);if(!Object.hasOwn(i,c)){let d=Object.
keys(i),x=o.root[0]==="github"&&o.root[1]==="event"&&u>=2&&s!==void 0?[s]:Pe(o.root.slice(0,u))?[we(a)]:[];return new $(
p.missingField,`${a}: no field ${c}${l?` in ${l}`:""}${ue(c,d)}`,n,[`fields there: ${d.length>0?d.slice(0,30).join(", "):
"(none)"}${d.length>30?", \u2026":""}`,...x])}i=i[c]}}return new $(p.missingField,`${a}: no field ${e} in the current co\
ntext`,n,["inside {{#each}} or {{#with}}, names refer to the current item; reach the top with @root.stages.<id>",we(a)])}
function Wn(e,n,t){let r="text, numbers and true/false have no fields";for(let[s,o]of n?.paths??[]){if(!o.root||!t)continue;
let a=t;for(let i=0;i<o.root.length&&a!=null;i+=1){if(typeof a!="object"){if(o.root[i]!==e)break;let u=o.root.slice(0,i).
join(".");return new $(p.missingField,`${o.original}: ${u} is a ${typeof a=="string"?"text":typeof a}, so it has no fiel\
d ${e}`,nn(s),[r])}a=Object.hasOwn(a,o.root[i])?a[o.root[i]]:void 0}}for(let[s,o]of n?.paths??[])if(o.original.split(/[./]/).
slice(1).includes(e))return new $(p.missingField,`${o.original}: no field ${e} (the value before it is a text, number or\
 true/false)`,nn(s),[r]);return new $(p.missingField,`no field ${e}: ${r}`,{line:1,column:1})}function nn(e){let[n,t]=e.
split(":").map(Number);return{line:n,column:t+1}}export{He as a,it as b,at as c,lt as d,_e as e,P as f,Ge as g,Ye as h,It as i,Nt as j,Ht as k,Lt as l};
