import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{C as jt,D as Ln,E as Cn,F as Fn,H as Jn,I as Un,K as zn,b as _n,f as Mn,r as _e,u as Wn,w as Tn,y as Ke}from"./chunk-3ZF6RDFV.js";
import{b as Ie,d as He,j as In}from"./chunk-J4ESGUIZ.js";import{b as be}from"./chunk-ZQQCC47Q.js";import{a as vt}from"./chunk-LS2NIP65.js";
import{T as Rn,e as vn,f as jn,h as En,i as Nn,r as An}from"./chunk-P5WILCBV.js";import{a as On,b as Ge}from"./chunk-HXWHHXB3.js";
import{c as $n,g as Sn,h as Pn}from"./chunk-FTDJT25X.js";import{c as rn}from"./chunk-FCWOFCWY.js";import{f as te,
h as Ae,i as oe}from"./chunk-YFTXPYAX.js";import{d as w,e as bt}from"./chunk-OKFZ7BVP.js";import{B as an,Ba as xn,
C as ln,Ca as ze,D as ge,Da as Ne,E as se,Ea as Ve,F as un,Ga as q,H as u,Ha as X,J as z,Ja as kn,L as wt,M as me,N as Fe,
O as je,Oa as De,P as cn,Q as pn,S as fn,T as dn,Y as S,Z as gn,b as on,ba as mn,da as Je,ea as Ue,fa as hn,ga as bn,ha as xt,
ia as kt,ja as $t,ka as St,la as yn,ma as Ee,n as ve,na as wn,pa as E,qa as xe,r as yt,ra as ke,sa as Pt,ua as Ot,va as he,
xa as re}from"./chunk-RHKLK6JY.js";import{d as sn}from"./chunk-3NR5HZ6E.js";var xi=["github","env","vars","job","jobs","steps","runner","secrets","strategy","matrix","needs","inputs"];function Et(e,t,n){
return t.expression===null?t.text:e.evaluateString(t.expression,n)}function ki(e,t,n){let s=[];for(let[r,o]of Object.entries(
t)){let i=typeof n=="function"?n(r,o):n;s.push([r,Et(e,o,i)])}return Object.fromEntries(s)}function $i(e,t,n){return e.evaluateTruthy(
t.expression,n)}function Be(e,t,n){switch(t.kind){case"literal":return t.value;case"expression":return e.evaluate(t.expression,
{...n,where:n.where??`line ${t.position.line}, column ${t.position.column}`});case"sequence":return t.items.map(s=>Be(e,
s,n));case"mapping":return Object.fromEntries(t.entries.map(({key:s,value:r})=>[s,Be(e,r,n)]))}}function $e(e){switch(e.
kind){case"literal":return!1;case"expression":return!0;case"sequence":return e.items.some($e);case"mapping":return e.entries.
some(t=>$e(t.value))}}var Se=sn(On(),1),qe="${{",Er="}}";function Nt(e){let t=e.indexOf(qe);if(t<0)return null;let n=[],s=0;for(;s<e.length;)if(s===
t){let r=-1,o=!1;for(s+=qe.length;s<e.length;s++)if(e[s]==="'")o=!o;else if(!o&&e[s]==="}"&&e[s-1]==="}"){r=s,s++;break}
if(r<0)return null;n.push({expression:e.slice(t+qe.length,r+1-Er.length).trim(),offset:t,end:r+1}),t=e.indexOf(qe,s)}else if(t>=
0&&s<t)n.push({literal:e.slice(s,t),offset:s}),s=t;else{n.push({literal:e.slice(s),offset:s});break}return n}function Pi(e){
let t=Nt(e);if(t===null)return null;let[n]=t;if(t.length===1&&n&&"expression"in n)return n.expression;let s=[],r=[];for(let o of t)
"literal"in o?s.push(o.literal.replace(/'/g,"''").replace(/\{/g,"{{").replace(/\}/g,"}}")):(s.push(`{${r.length}}`),r.push(
o.expression));return`format('${s.join("")}'${r.map(o=>`, ${o}`).join("")})`}function Vn(e){let t=Nt(e);return t!==null&&
t.filter(n=>"expression"in n).length===1&&t.every(n=>!("literal"in n)||/^\s*["']?\s*$/.test(n.literal))}function Dn(e){let t=Nt(
e);return t===null?e:t.map(n=>"literal"in n?n.literal:e.slice(n.offset,n.end).replace(/[^\n]/g," ")).join("")}function Oi(e){
let t=new Map,n=[0];for(let o=0;o<e.length;o++)e[o]===`
`&&n.push(o+1);let s=o=>{let i=0,a=n.length-1;for(;i<a;){let l=i+a+1>>1;n[l]<=o?i=l:a=l-1}return`${i+1}:${o-n[i]+1}`},r=(0,Se.parseDocument)(
e,{uniqueKeys:!1});return(0,Se.visit)(r,{Scalar(o,i){(0,Se.isScalar)(i)&&typeof i.value=="string"&&i.range&&t.set(s(i.range[0]),
i.value)}}),t}function Ye(e,t){let n=Gn(t);for(let s of e)if(s===t)return s;for(let s of e)if(Gn(s)===n)return s}function Ei(e){let t=e.
map(n=>n.id);return e.map(n=>n.needs.every(s=>t.includes(s.id))?n:{...n,needs:n.needs.map(s=>({...s,id:Ye(t,s.id)??s.id}))})}
function Gn(e){return e.replace(/[A-Z]/g,t=>t.toLowerCase())}function Nr(e,t){let n=Ye(e.jobs.map(r=>r.id),t),s=e.jobs.find(
r=>r.id===n);if(!s)throw new w("job-unknown",`no job '${t}' in ${e.fileName}; jobs: ${e.jobs.map(r=>r.id).join(", ")}`);
return s}function Ni(e,t){let n=Nr(e,t).id,s=Kn(new Map(e.jobs.map(r=>[r.id,r])),n);return e.jobs.map(r=>r.id).filter(r=>s.
has(r))}function Hn(e){let t=new Map;for(let r of At(e)){let o=new Set;for(let i of r.needs){let a=t.get(i.id);if(a){o.add(
i.id);for(let l of a)o.add(l)}}t.set(r.id,o)}let n=new Map(e.jobs.map(r=>[r.id,r])),s=e.jobs.map(r=>r.id);return new Map(
s.map(r=>{let o=t.get(r)??Kn(n,r);return[r,s.filter(i=>o.has(i))]}))}function Kn(e,t){let n=new Set,s=[...e.get(t)?.needs.
map(r=>r.id)??[]];for(;s.length>0;){let r=s.pop();if(n.has(r)||r===t)continue;let o=e.get(r);o&&(n.add(r),s.push(...o.needs.
map(i=>i.id)))}return n}function At(e){let t=new Set,n=[],s=new Set(e.jobs.map(o=>o.id)),r=!0;for(;r&&n.length<e.jobs.length;){
r=!1;for(let o of e.jobs)t.has(o.id)||o.needs.every(i=>t.has(i.id)||!s.has(i.id))&&(t.add(o.id),n.push(o),r=!0)}return n}
function Xe(e,t,n){let s=new Map(e.jobs.map(i=>[i.id,i])),r=new Map([[t,t]]),o=[t];for(let i=o.shift();i!==void 0;i=o.shift())
for(let a of s.get(i)?.needs??[])if(!(r.has(a.id)||!s.has(a.id))){if(r.set(a.id,i),a.id===n){let l=[n];for(let c=i;c!==t;c=
r.get(c))l.unshift(c);return[t,...l]}o.push(a.id)}return null}function Ze(e){return e.slice(0,-1).map((t,n)=>`${t} needs\
 ${e[n+1]}`).join(", ")}var It={invalid:"workflow-invalid",expression:"expression-invalid",needsUnknown:"needs-unknown",needsCycle:"needs-cycle"};
function L(e,t){return t&&t.line>0?`${e}:${t.line}:${t.column}`:e}function Ii(e){let t=[];for(let n of e.jobs)for(let s of n.
steps){let r=s.uses?.text;if(r===void 0||Ar(r))continue;let[o="",...i]=r.split("@"),a=i.length<=1&&o.split(/[/\\]/).filter(
l=>l!=="").length>=2?`name the commit it runs: ${o}@<40-hex commit sha>`:"an action is {owner}/{repo}[/path]@ref, ./path\
 (one of this repository) or docker://image";t.push({code:It.invalid,severity:"error",path:L(e.fileName,s.uses?.position??
s.position),message:`Expected format {org}/{repo}[/path]@ref. Actual '${r}': GitHub refuses the workflow; ${a}`})}return t}
function Ar(e){if(e.startsWith("docker://")||e.startsWith("./")||e.startsWith(".\\"))return!0;let t=e.split("@"),n=(t[0]??
"").split(/[/\\]/).filter(s=>s!=="");return t.length===2&&n.length>=2&&t[1]!==""}function _i(e){let t=[],n=new Map(e.jobs.
map(l=>[l.id,l])),s=e.jobs.map(l=>l.id);for(let l of e.jobs)for(let c of l.needs)n.has(c.id)||t.push({code:It.needsUnknown,
severity:"error",path:L(e.fileName,c.position),message:`job '${l.id}' needs '${c.id}', which is not a job in this workfl\
ow; jobs: ${s.join(", ")}`});let r=new Map,o=[],i=new Set,a=l=>{r.set(l,"active"),o.push(l);let c=n.get(l);for(let p of c?.
needs??[]){if(!n.has(p.id))continue;let d=r.get(p.id);if(d==="active"){let f=o.slice(o.indexOf(p.id)),g=Ir(f);if(!i.has(
g)){i.add(g);let m=f.map((h,x)=>`${h} needs ${f[(x+1)%f.length]}`);t.push({code:It.needsCycle,severity:"error",path:L(e.
fileName,p.position),message:`needs form a cycle: ${[...f,f[0]].join(" \u2192 ")} (${m.join(", ")}); remove one of these\
 needs`})}}else d===void 0&&a(p.id)}o.pop(),r.set(l,"done")};for(let l of e.jobs)r.has(l.id)||a(l.id);return t}function Ir(e){
return[...e].sort().join("\0")}function ie(e){if(!e.uses)return{kind:"run"};let t=e.uses.text.trim();if(e.ownAction&&t.startsWith("./"))return{kind:"lo\
cal",path:t.replace(/\/+$/,"")};let n=_r(t);if(n)return{kind:"baton",action:n};if(t.startsWith("./"))return{kind:"local",
path:t.replace(/\/+$/,"")};let[s=""]=t.split("@"),r=s.toLowerCase();return r==="actions/checkout"?{kind:"noop",action:"c\
heckout",reason:"the local checkout is used as it is"}:r.startsWith("actions/setup-")?{kind:"noop",action:"setup",reason:"\
tools on this machine are used"}:{kind:"skip",notice:`${t} cannot run locally; step skipped`}}function _r(e){let t=Bn(e);
if(t===null)return null;for(let[n,s]of Object.entries(cn))if(s===t)return n;return null}function Bn(e){if(e.startsWith("\
./"))return e.slice(2).replace(/\/+$/,"");let t=/^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)((?:\/[^@]*)?)@.+$/.exec(e);return t?.[2]?.
toLowerCase()!==pn?null:(t[3]??"").replace(/^\/|\/+$/g,"")}function ne(e){return e.uses!==null&&Rr(e.uses.text)}function Rr(e){
return Bn(e.trim())===fn}var Z=["claude","codex","gemini","copilot"],we=Ne(Z),ue={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},Wr=[...new Set(
Object.values(ue).flatMap(e=>e.keyEnv))],Tr=["ANTHROPIC_AUTH_TOKEN","ANTHROPIC_FOUNDRY_API_KEY","AWS_SECRET_ACCESS_KEY",
"AWS_SESSION_TOKEN","AWS_BEARER_TOKEN_BEDROCK","AZURE_OPENAI_API_KEY"];function Ji(e){return[...Wr,...Tr].map(t=>e[t]).filter(
t=>!!t)}var Lr=E().check(wn(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,{message:"must be a model name: letters, digits and \
. _ : / @ -, at most 128 characters"})),Cr=re({model:q(Lr)}),Xn="--prompt=",Zn=128*1024-1-Xn.length,Fr=128*1024,qn=Fr-`${z.
args}=`.length-1;function Ui(e){let t=e[z.args];if(t===void 0)return;let n=on(t);if(!(n<=qn))throw new w("agent-args-too\
-long",`is ${n} bytes, over the ${qn} bytes one environment variable of that name can hold on Linux (128 KiB with its na\
me, MAX_ARG_STRLEN), so the agent CLI cannot start ("Argument list too long"): move long text into a file the CLI reads \
(a system prompt or settings file) and pass only its path, or put it in the prompt`,{where:`${z.args} (the reusable work\
flow's ${Ue.agentArgs} input)`})}var Qe=`"\${${ve.handoffPath}%/*}"`,Re=`"$${ve.promptPath}"`,_t=e=>`\${${z.model}:+${e}\
 "$${z.model}"}`,et=["agent_args=()",`if [ -n "\${${z.args}:-}" ]; then`,"  while IFS= read -r arg; do",'    arg="${arg#\
"${arg%%[![:space:]]*}"}"','    arg="${arg%"${arg##*[![:space:]]}"}"','    if [ -n "$arg" ]; then agent_args+=("$arg"); \
fi',`  done <<< "$${z.args}"`,"fi"],tt='${agent_args[@]+"${agent_args[@]}"}';function Qn(e){let{cli:t,npmPackage:n}=ue[e];
return`the ${t} CLI is not installed (no ${t} on PATH): install its npm package, npm install --global ${n}@<version> (ba\
ton-stage.yml installs it at agent-version)`}var st="baton: ",es=e=>`the prompt is ${e} bytes; copilot takes it as one a\
rgument, at most ${Zn} bytes: shorten it (max-prompt-tokens) or use another agent`;function Jr(e,t){if(t===Qn(e))return!0;
let n=/^the prompt is (\d{1,20}) bytes;/.exec(t)?.[1];return e==="copilot"&&n!==void 0&&t===es(n)}function nt(e){let{cli:t}=ue[e];
return[`if ! command -v ${t} >/dev/null 2>&1; then`,`  echo "${st}${Qn(e)}" >&2`,"  exit 127","fi"]}function Yn(e,t,n=""){
return[`if [ -z "\${${t}:-}" ] && [ -n "\${${e}:-}" ]${n}; then`,`  export ${t}="$${e}"`,"fi"]}var Ur={claude:[...nt("cl\
aude"),'if [ "$EUID" -eq 0 ]; then',"  export IS_SANDBOX=1","fi",...et,"exec claude -p \\","  --output-format stream-jso\
n --verbose \\","  --permission-mode bypassPermissions \\",`  --add-dir ${Qe} \\`,`  ${_t("--model")} \\`,`  ${tt} \\`,`\
  < ${Re}`].join(`
`),codex:[...nt("codex"),...Yn("OPENAI_API_KEY","CODEX_API_KEY"),...et,"exec codex exec \\","  --json \\","  --sandbox w\
orkspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${Qe} \\`,`  ${_t("--model")} \\`,`  ${tt} \\`,`  - < ${Re}`].
join(`
`),gemini:[...nt("gemini"),'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',...Yn("GOOGLE_API_K\
EY","GEMINI_API_KEY",' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),...et,"exec gemini \\","  --output-format json \
\\","  --approval-mode yolo \\",`  --include-directories ${Qe} \\`,`  ${_t("--model")} \\`,`  ${tt} \\`,"  -p 'Carry out\
 the task above.' \\",`  < ${Re}`].join(`
`),copilot:[...nt("copilot"),`prompt_bytes=$(wc -c < ${Re})`,`if [ "$prompt_bytes" -gt ${Zn} ]; then`,`  echo "${st}${es(
"$prompt_bytes")}" >&2`,"  exit 2","fi",...et,"exec copilot \\",`  ${Xn}"$(cat ${Re})" \\`,"  --output-format=json \\","\
  --allow-all-tools \\","  --no-ask-user \\",`  --add-dir=${Qe} \\`,`  \${${z.model}:+--model="$${z.model}"} \\`,`  ${tt}`].
join(`
`)};function Mt(e,t=`input ${u.agent}`){let n=we.safeParse(e);if(n.success)return n.data;throw new w("agent-preset-unkno\
wn",`"${e}" is not an agent preset; use one of ${Z.join(", ")}, or give the command in \`run\``,{where:t})}function zi(e,t={}){
let n=Mt(e),s=Cr.safeParse(t);if(!s.success){let o=s.error.issues[0];throw new w("agent-preset-options",`agent ${n}: ${o?.
path.join(".")||"options"} ${o?.message}`,{where:`agent ${n}`})}let r={};return s.data.model!==void 0&&(r[z.model]=s.data.
model),{script:Ur[n],env:r}}function Wt(e,t){let n=Mt(e),s=[];switch(n){case"claude":return{...os(le(t),s),problems:s};case"\
codex":return{...Dr(t,s),problems:s};case"gemini":return{...Kr(t,s),problems:s};case"copilot":return{...Br(t,s),problems:s}}}
function Vi(e,t){let n=we.safeParse(e);if(!n.success)throw new w("agent-preset-unknown",`"${e}" is not an agent preset; \
use one of ${Z.join(", ")}: the one whose CLI wrote the \`${u.agentOutput}\` file`,{where:`input ${u.agent}`});if(n.data!==
"claude")return Wt(n.data,t);let s=[],r=le(t),o=r.some(Me)?r:ss(t);return{...os(o,s),problems:s}}function Di(e,t){return Wt(
e,t).usage}function Gi(e,t){return Wt(e,t).finalText}function Hi(e,t){let n=Mt(e),s=zr(n,t);if(s!==null&&s.trim()!=="")return{
source:"cli",text:s};let r=t.split(`
`);for(let o=r.length-1;o>=0;o--){let i=r[o].trimEnd(),a=i.slice(st.length);if(i.startsWith(st)&&Jr(n,a))return{source:"\
script",text:a}}return null}function zr(e,t){switch(e){case"claude":{let n=ae(le(t),Me);return n&&ts(n)?ns(n):null}case"\
codex":{let n=le(t),s=ae(n,o=>o.type==="turn.failed"&&M(o.error)),r=M(s?.error)?s.error.message:ae(n,o=>o.type==="error")?.
message;return typeof r=="string"?r:null}case"gemini":{let n=is(t)?.error;return M(n)&&typeof n.message=="string"?n.message:
null}case"copilot":{let n=ae(le(t),s=>s.type==="session.error")?.data;return M(n)&&typeof n.message=="string"?n.message:
null}}}function ts(e){return e.is_error===!0||typeof e.subtype=="string"&&e.subtype.startsWith("error")}function ns(e){if(typeof e.
result=="string"&&e.result.trim()!=="")return e.result;let t=Array.isArray(e.errors)?e.errors.filter(n=>typeof n=="strin\
g"):[];return t.length>0?t.join("; "):typeof e.subtype=="string"?e.subtype:null}function Ki(e,t){if(e!=="claude")return null;
let n=le(t),s=ae(n.some(Me)?n:ss(t),Me);if(!s||!ts(s))return null;let r=typeof s.subtype=="string"&&/^[a-z_]{1,64}$/.test(
s.subtype)?s.subtype:null;return{text:ns(s)??"",subtype:r}}function Bi(e={}){return["## Handing off","",`When you are do\
ne, write your handoff as one JSON object to ${e.handoffPath?`\`${e.handoffPath}\` (also in the environment variable \`${ve.
handoffPath}\`)`:`the path in the environment variable \`${ve.handoffPath}\``}:`,"","```json",`{"version": ${ln}, "statu\
s": "success", "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": {"key": \
"value"}}`,"```","",`- \`summary\` is required (at most ${ge.summaryBytes} bytes); \`status\` is one of success, partial, \
blocked, failure.`,'- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage id>", "\
reason": "\u2026"}` to hand off to a specific stage.',`- If you cannot write files, print the same JSON as the last thin\
g you say, between a line \`${yt.start}\` and a line \`${yt.end}\`.`,...e.dataSchema===void 0?[]:["- This stage's `data`\
 must follow the JSON Schema below (every value a string; a pattern is an ECMAScript regular expression; lengths are in \
UTF-8 bytes), or the handoff is refused:","",Pn(Sn(e.dataSchema),"json")]].join(`
`)}function M(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function le(e){let t=[];for(let n of e.split(`
`)){let s=n.trim();if(s.startsWith("{"))try{let r=JSON.parse(s);M(r)&&t.push(r)}catch{}}return t}function ss(e){let t=e.
trim();if(t.startsWith("[")&&t.endsWith("]"))try{let o=JSON.parse(t);if(Array.isArray(o))return o.filter(M)}catch{}let n=[],
s=e.split(`
`),r=-1;for(let o=0;o<s.length;o++){let i=s[o].replace(/\r$/,"");if(i==="  {")r=o;else if(r!==-1&&(i==="  }"||i==="  },")){
try{let a=JSON.parse(`${s.slice(r,o).join(`
`)}
}`);M(a)&&n.push(a)}catch{}r=-1}}return n}function ae(e,t){for(let n=e.length-1;n>=0;n--){let s=e[n];if(t(s))return s}}var V=(e,t)=>({
key:t,value:e[t]});function rs(e){return typeof e=="number"||typeof e=="boolean"?String(e):typeof e=="string"?"a string":
Array.isArray(e)?"a list":"an object"}function Rt(e,t){return{code:Fe.usageRefused,severity:"warning",path:`agent.usage.${e}`,
message:`${t}; ${e} is not recorded`}}function ye(e,t,n,s){let r;for(let{key:o,value:i}of n)if(i!=null){if(typeof i!="nu\
mber"||!Number.isSafeInteger(i)||i<0){s.push(Rt(t,`${e} reported ${rs(i)} as ${o}, which is not a whole number from 0 to\
 ${Number.MAX_SAFE_INTEGER}`));return}if(r=(r??0)+i,!Number.isSafeInteger(r)){s.push(Rt(t,`the ${t} ${e} reported add up\
 to more than ${Number.MAX_SAFE_INTEGER}`));return}}return r}function Vr(e,{key:t,value:n},s){if(n!=null){if(typeof n=="\
number"&&Number.isFinite(n)&&n>=0&&n<=ge.usageCostUsd)return n;s.push(Rt("cost_usd",`${e} reported ${rs(n)} as ${t}, whi\
ch is not an amount from 0 to ${ge.usageCostUsd} USD`))}}function rt(e){let t={};return e.input!==void 0&&(t.input_tokens=
e.input),e.output!==void 0&&(t.output_tokens=e.output),e.cost!==void 0&&(t.cost_usd=e.cost),Object.keys(t).length===0?null:
t}function os(e,t){let n=ae(e,Me);if(!n)return{finalText:null,usage:null};let s=M(n.modelUsage)?Object.values(n.modelUsage).
filter(M):[],r=M(n.usage)?n.usage:{},[o,i]=s.length>0?[s.flatMap(a=>[V(a,"inputTokens"),V(a,"cacheCreationInputTokens"),
V(a,"cacheReadInputTokens")]),s.map(a=>V(a,"outputTokens"))]:[[V(r,"input_tokens"),V(r,"cache_creation_input_tokens"),V(
r,"cache_read_input_tokens")],[V(r,"output_tokens")]];return{finalText:typeof n.result=="string"?n.result:null,usage:rt(
{input:ye("claude","input_tokens",o,t),output:ye("claude","output_tokens",i,t),cost:Vr("claude",V(n,"total_cost_usd"),t)})}}
function Me(e){return e.type==="result"}function Dr(e,t){let n=le(e),r=ae(n,a=>a.type==="item.completed"&&Gr(a.item))?.item?.
text,o=n.filter(a=>a.type==="turn.completed"&&M(a.usage)),i=a=>o.map(l=>V(l.usage,a));return{finalText:typeof r=="string"?
r:null,usage:rt({input:ye("codex","input_tokens",i("input_tokens"),t),output:ye("codex","output_tokens",i("output_tokens"),
t)})}}function Gr(e){return M(e)&&(e.type==="agent_message"||e.item_type==="assistant_message")}var Hr=4;function is(e){
let t=e.length;for(let n=0;n<Hr&&t>0;n++){let s=e.lastIndexOf(`
{`,t-1),r=s===-1?0:s+1;if(e[r]!=="{")return null;try{let o=JSON.parse(e.slice(r));if(M(o)&&("response"in o||"stats"in o||
"error"in o))return o}catch{}if(s===-1)return null;t=s}return null}function Kr(e,t){let n=is(e),s=n?.stats,o=(M(s)&&M(s.
models)?Object.values(s.models):[]).map(i=>M(i)&&M(i.tokens)?i.tokens:{});return{finalText:typeof n?.response=="string"?
n.response:null,usage:rt({input:ye("gemini","input_tokens",o.map(i=>V(i,"prompt")),t),output:ye("gemini","output_tokens",
o.flatMap(i=>[V(i,"candidates"),V(i,"thoughts")]),t)})}}function Br(e,t){let n=le(e),s=ae(n,o=>o.type==="assistant.messa\
ge")?.data?.content,r=n.filter(o=>o.type==="assistant.message"&&M(o.data));return{finalText:typeof s=="string"?s:null,usage:rt(
{output:ye("copilot","output_tokens",r.map(o=>V(o.data,"outputTokens")),t)})}}var Tt=["actions","artifact-metadata","attestations","checks","contents","deployments","discussions","issues","packages",
"pages","pull-requests","repository-projects","statuses","security-events","id-token","models","vulnerability-alerts"],qr=new Set(
["models","vulnerability-alerts"]),as={none:0,read:1,write:2};function ot(e){if(e===null)return null;let t=new Map,n=(s,r)=>t.
set(s,qr.has(s)&&r==="write"?"read":r);if(e.kind==="literal"){let s=e.value==="write-all"?"write":e.value==="read-all"?"\
read":null;if(s===null)return null;for(let r of Tt)n(r,s);return t}if(e.kind!=="mapping")return null;for(let s of Tt)t.set(
s,"none");for(let s of e.entries){if(s.value.kind!=="literal")return null;let r=String(s.value.value);if(r!=="none"&&r!==
"read"&&r!=="write")return null;n(s.key,r)}return t}function ls(e,t){let n=Tt.filter(r=>as[e.get(r)??"none"]>as[t.get(r)??
"none"]);if(n.length===0)return null;let s=r=>n.map(o=>`${o}: ${r.get(o)??"none"}`).join(", ");return`requesting '${s(e)}\
', but is only allowed '${s(t)}'`}function us(e,t,n){let s=ot(e.permissions);if(s!==null)return{levels:s,from:`jobs.${e.
id}.permissions of ${t.fileName}`};let r=ot(t.permissions);return r!==null?{levels:r,from:`the permissions: of ${t.fileName}`}:
n}function We(e){return e.jobs.some(ne)?{...e,jobs:e.jobs.map(t=>ne(t)?Zr(t):t)}:e}var ps=/^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$/,
fs=Z.flatMap(e=>[...ue[e].keyEnv]),cs="stage",Yr=60,Xr=["status","next","present","data","sha256","artifact-id"],Lt=[u.stage,
u.prompt,u.promptFile,u.agent,u.run,u.needs,u.handoff,u.onInvalid,u.dataSchema,u.vars,u.verify,u.attempts,u.maxHandoffs,
u.maxPromptTokens,u.redact,u.retentionDays,u.workingDirectory];function Zr(e){let t=e.uses,n=t.position,s=e.with,r={};for(let d of Lt){
let f=s[d];f!==void 0&&(r[d]=f)}let o={},i=s.model;i!==void 0&&(o[z.model]=i);let a=s[Ue.agentArgs];a!==void 0&&(o[z.args]=
a);let l=s[u.agent];for(let d of Z)for(let f of ue[d].keyEnv){let g=Qr(e,f);if(g===null||l===void 0)continue;let m=`(${ds(
l)}) == '${d}' && (${g}) || ''`;o[f]={text:`\${{ ${m} }}`,expression:m,position:n}}let c={index:0,id:cs,name:null,if:{expression:"\
success()",text:null,position:null},run:null,uses:{text:to(t.text.trim()),position:n},with:r,env:o,shell:null,workingDirectory:null,
continueOnError:!1,timeoutMinutes:null,position:n},p={};for(let d of Xr){let f=`steps.${cs}.outputs['${d}']`;p[d]={text:`\
\${{ ${f} }}`,expression:f,position:n}}return{...e,env:{},outputs:p,timeoutMinutes:eo(s["timeout-minutes"],n),defaults:null,
steps:[c],stageWorkflow:!0}}function Qr(e,t){if(e.secrets==="inherit")return`secrets.${t}`;let n=e.secrets[t];return n===
void 0?null:ds(n)}function ds(e){return e.expression??`'${e.text.replaceAll("'","''")}'`}function eo(e,t){if(e===void 0)
return{kind:"literal",value:Yr,position:t};if(e.expression!==null)return{kind:"expression",expression:e.expression,text:e.
text,position:e.position};let n=e.text.trim(),s=n===""?Number.NaN:Number(n);return{kind:"literal",value:Number.isFinite(
s)?s:n,position:e.position}}function to(e){if(e.startsWith("./"))return"./";let t=e.indexOf("@"),[n="",s=""]=e.slice(0,t).
split("/");return`${n}/${s}${e.slice(t)}`}function gs(e,t){return ne(t)&&!e.jobs.some(n=>n.id===dn)}function ms(e,t){let n=i=>i===
void 0?[]:i.expression!==null?null:i.text.split(/[\s,]+/).filter(Boolean),s=n(e);if(s===null)return null;let r=new Set,o=[
...s];for(let i=o.pop();i!==void 0;i=o.pop()){if(r.has(i))continue;r.add(i);let a=t(i);if(a===void 0)continue;let l=a.callsStageWorkflow?
n(a.needsInput):a.upstreamStages;if(l===null)return null;o.push(...l)}return r}function hs(e,t,n,s){return`${e}: on GitH\
ub, a stage run by baton's stage workflow reads only the stages its needs input names and those they read; add ${t} to w\
ith.needs of job '${n}' (now: ${s?.text.trim()||"none"})`}var Ct=10,it=".github/workflows/";function bs(e){let t=e.trim();if(!t.startsWith("./"))return null;let n=[];for(let s of t.
slice(2).split("/"))s===""||s==="."||(s===".."?n.pop():n.push(s));return n.join("/")}function ys(e){return e.replaceAll(
"/","-")}function W(e){return e.slice(e.lastIndexOf("/")+1)}function Ft(e,t){return e.flatMap(n=>[n,...Ft(t(n)?.jobs??[],
t)])}function ws(e,t,n,s){let r=[],o=new Set([e.fileName]),i=(a,l,c,p,d)=>{let f=Hn(a),g=new Set(a.jobs.map(m=>m.id));for(let m of At(
a)){let h=`${l}${m.id}`,x={id:h,job:m,workflow:a,calledBy:c,needs:m.needs.filter(I=>g.has(I.id)).map(I=>`${l}${I.id}`),upstream:(f.
get(m.id)??[]).map(I=>`${l}${I}`),call:null,skip:null};if(r.push(x),m.uses===null||m.stageWorkflow===!0)continue;let $=m.
uses.text.trim(),k=bs($),O=I=>s.push({code:S.workflowCallInvalid,severity:"error",path:L(a.fileName,m.uses?.position??m.
position),message:`jobs.${m.id}: ${I}`});if(k===null){x.skip=`${$}: reusable workflows of other repositories do not run \
locally`;continue}if(!k.startsWith(it)||k.slice(it.length).includes("/")){O(`uses: ${$}: a reusable workflow of this rep\
ository must be a file of ${it} (./${it}<file>.yml), as GitHub requires`);continue}let D=p.indexOf(k);if(D>=0){O(`uses: ${$}\
: calls form a cycle: ${[...p.slice(D),k].join(" \u2192 ")}`);continue}if(p.length>=Ct){O(`uses: ${$}: too deep: ${[...p,
k].join(" \u2192 ")}; GitHub connects at most ${Ct} levels of workflows (the caller and ${Ct-1} called ones)`);continue}
let A=t.get(k);if(A===void 0||"unreadable"in A){O(`uses: ${$}: ${A?.unreadable??"the workflow was not read"}`);continue}
if(o.has(A.fileName)||(o.add(A.fileName),s.push(...A.problems)),A.call===void 0){Object.keys(A.on).length===0&&A.problems.
some(j=>j.severity==="error")||O(`uses: ${$}: ${k} is not a reusable workflow: its on: has no workflow_call, and GitHub \
calls only a workflow whose on: has workflow_call`);continue}so(a,m,k,A.call,n,s);let C=us(m,a,d);no(A,$,C,s);let Y=We(A);
x.call={path:k,workflow:Y,jobs:[]};let pe=r.length;i(Y,`${h}/`,h,[...p,k],C),x.call.jobs=r.slice(pe).filter(I=>I.calledBy===
h).map(I=>I.id)}};return i(e,"",null,[bs(`./${e.fileName}`)??e.fileName],null),r}function no(e,t,n,s){if(n===null)return;
let r=(o,i)=>{let a=ot(o),l=a===null?null:ls(a,n.levels);if(o===null||l===null)return;let c=L(e.fileName,o.position),p=`${i}\
 is ${l} by ${n.from}, which calls it (uses: ${t}); GitHub refuses the call. Ask for no more than the caller allows, or \
give the calling job the permissions`;s.some(d=>d.path===c&&d.message===p)||s.push({code:S.workflowCallInvalid,severity:"\
error",path:c,message:p})};r(e.permissions,"the workflow");for(let o of e.jobs)r(o.permissions,`the nested job '${o.id}'`)}
function so(e,t,n,s,r,o){let i=d=>L(e.fileName,d??t.uses?.position??t.position),a=(d,f)=>o.push({code:S.workflowCallInvalid,
severity:"error",path:d,message:`jobs.${t.id}: ${f}`}),l=Object.keys(s.inputs);for(let[d,f]of Object.entries(t.with)){let g=$s(
s,d);if(g===void 0){a(i(f.keyPosition??f.position),`with.${d}: ${n} declares no such input (on.workflow_call.inputs)${oe(
d,l)}; its inputs: ${l.join(", ")||"(none)"}`);continue}let m=Jt(g,d,f,n);m!==null&&a(i(f.position),m)}for(let d of Object.
values(s.inputs))!d.required||Ss(t.with,d.name)!==void 0||a(i(t.uses?.position),`input '${d.name}' is required by ${n} (\
on.workflow_call.inputs.${d.name}); give it in with:${d.default===null?"":" (GitHub requires it of every call, its defau\
lt notwithstanding)"}`);let c=Object.keys(s.secrets);if(t.secrets==="inherit"){if(r===null)return;let d=new Set(r.names.
map(f=>f.toUpperCase()));for(let[f,g]of Object.entries(s.secrets))!g.required||d.has(f.toUpperCase())||a(i(t.uses?.position),
`secret ${f} is required by ${n} and passed by secrets: inherit, but this run has no ${f}; pass ${r.words.passSecret(f)}\
 (with ${f} set in the environment)`);return}let p=new Set(Object.keys(t.secrets).map(d=>d.toUpperCase()));for(let[d,f]of Object.
entries(t.secrets))c.some(g=>g.toUpperCase()===d.toUpperCase())||a(i(f.keyPosition??f.position),`secrets.${d}: ${n} decl\
ares no such secret (on.workflow_call.secrets)${oe(d,c)}; its secrets: ${c.join(", ")||"(none)"}`);for(let[d,f]of Object.
entries(s.secrets))!f.required||p.has(d.toUpperCase())||a(i(t.uses?.position),`secret ${d} is required by ${n} (on.workf\
low_call.secrets.${d}); pass it in secrets: (or secrets: inherit)`)}function Jt(e,t,n,s){if(n.expression!==null)return null;
try{return ks(e,xs(n),s),null}catch(r){if(!(r instanceof w))throw r;return`with.${t}: ${r.message}`}}function xs(e){switch(e.
literal){case"number":return Number(e.text);case"boolean":return e.text==="true";case"null":return null;default:return e.
text}}function ks(e,t,n){let s=t==null?"":typeof t=="string"?t:JSON.stringify(t),r=(o,i)=>{let a=t==null?"null":typeof t==
"string"?"a string":typeof t;return new w("input-invalid",`input '${e.name}' of ${n} is a ${o}; got ${JSON.stringify(s)}\
, ${a==="null"?"null":a}, which GitHub refuses ("Unexpected value '${s}'": it converts nothing to a ${o}); write ${i}`)};
switch(e.type){case"boolean":if(typeof t=="boolean")return t;throw r("boolean","true or false unquoted, or an expression\
 whose value is a boolean (${{ x == 'true' }})");case"number":if(typeof t=="number"&&Number.isFinite(t))return t;throw r(
"number","the number unquoted, or an expression whose value is a number (${{ fromJSON(x) }})");default:return t==null?"":
typeof t=="string"?t:String(t)}}function $s(e,t){let n=t.toLowerCase();return Object.values(e.inputs).find(s=>s.name.toLowerCase()===
n)}function Ss(e,t){let n=t.toLowerCase(),s=Object.keys(e).find(r=>r.toLowerCase()===n);return s===void 0?void 0:e[s]}function Ps(e,t,n,s){
let r={};for(let[o,i]of Object.entries(t.with)){let a=$s(n,o)?.type;r[o]=i.expression===null?xs(i):a==="number"||a==="bo\
olean"?e.evaluate(i.expression,s(o,i)):e.evaluateString(i.expression,s(o,i))}return r}function Os(e,t,n){let s={};for(let r of Object.
values(e.inputs)){let o=Ss(t,r.name);o!==void 0?s[r.name]=ks(r,o,n):r.default!==null?s[r.name]=r.default:s[r.name]=r.type===
"boolean"?!1:""}return s}function vs(e,t,n){if(n===t)return{kind:"self"};let s=g=>{let m=[g];for(let h=e(g)?.calledBy??null;h!==
null;h=e(h)?.calledBy??null)m.push(h);return m},r=s(t),o=s(n),i=g=>e(g)?.calledBy??null,a=t,l=n;e:for(let g of r)for(let m of o)
if(i(g)===i(m)){a=g,l=m;break e}if(a===l)return{kind:"after",text:`job '${n}' is the call that runs this job, and finish\
es after it`};let c=e(a)?.workflow,p=a.slice(0,a.length-W(a).length),d=c?Xe(c,W(l),W(a)):null,f=(g,m)=>g===m?"":` (a job\
 of the call '${g}')`;if(d!==null){let g=Ze(d.map(m=>`${p}${m}`));return{kind:"after",text:a===t&&l===n?`job '${n}' runs\
 after this job: ${g}`:`job '${n}'${f(l,n)} runs after ${a===t?"this job":`the call '${a}' that runs this job`}: ${g}`}}
return a===t?{kind:"add",need:W(l),needsOf:`jobs.${W(t)}.needs`}:{kind:"outside",text:`a job of a called workflow can ne\
ed only the jobs of its own file; add '${W(l)}' to jobs.${W(a)}.needs, of the call '${a}' that runs this job, to read it`}}var at={true:["true","True","TRUE"],false:["false","False","FALSE"]},ro=[...at.true,...at.false].join(", ");function js(e,t,n){
let s=(t??"").trim();if(s==="")return n;if(at.true.includes(s))return!0;if(at.false.includes(s))return!1;throw new w("in\
put-invalid",`${JSON.stringify(s)} is not one of ${ro}`,{where:e})}function Es(e,t){if(e.expression!==null)return[];let n=[],s=/[^\s,]+/g;for(let r=s.exec(e.text);r!==null;r=s.exec(e.text)){
let o=Ut(r[0],t);o!==null&&n.push({offset:r.index,message:`needs: ${o}`})}return n}function Ut(e,t){let n=JSON.stringify(
e);if(!se.test(e))return`${n} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`;if(t.upstreamStages.
includes(e)||t.unknown||zt(e,t)!==void 0)return null;let s=io(t),r=t.jobs.get(e),o=r?.stages?.includes(e)??!1;if(r!==void 0&&
!o&&t.upstreamJobs.includes(e)){let l=r.stages===null?`${e}-<matrix values>, known when the run expands its matrix`:r.stages.
join(", ");return`${n} is ${r.matrix?"the matrix job":"job"} ${e}, not a stage: name ${r.matrix?"its legs":"its stage"} \
(${l}); upstream stages: ${s}`}let i=r!==void 0&&!o?e:oo(e,t);if(i!==void 0){let l=i===e&&!o,c="a stage needs only stage\
s of jobs that finish before it";if(i===t.job)return`${n} is ${l?"this job":"a stage of this job"} itself: ${c}; upstrea\
m stages: ${s}`;let p=l?`job '${i}'`:`a stage of job '${i}'`,d=t.runsAfter(i);return d!==null?`${n} is ${p}, which runs \
after job '${t.job}' (${Ze(d)}): ${c}; upstream stages: ${s}`:`${n} is ${p}, which is not upstream of job '${t.job}' (ad\
d '${i}' to jobs.${t.job}.needs); upstream stages: ${s}`}let a=te(e,t.upstreamStages);return`${n} is not a stage upstrea\
m of job '${t.job}'${a?` (did you mean ${a}?)`:""}; upstream stages: ${s}`}function zt(e,t){let n;for(let s of t.openMatrices)
e.startsWith(`${s}-`)&&s.length>(n?.length??0)&&(n=s);return n}function oo(e,t){let n;for(let[s,r]of t.jobs){if(r.stages?.
includes(e))return s;r.stages===null&&r.matrix&&e.startsWith(`${s}-`)&&s.length>(n?.length??0)&&(n=s)}return n}function io(e){
let t=[...e.upstreamStages,...e.openMatrices.map(n=>`${n}-*`)];return t.length>0?t.join(", "):"(none)"}var lt={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},ao=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function Ns(e){return ao.get(e.toLowerCase())??""}var lo="$ErrorActionPreference \
= 'stop'",uo="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",co="bash",ha="bash -e {0}",Is=[
"cmd","powershell"];function po(e){let t=(e??"").trim().toLowerCase();return Is.find(n=>n===t)??null}function ba(e,t){return`\
shell: ${e} exists only on Windows runners; baton runs this step here, on ${t}, where there is no ${e} (a ${t} runner fa\
ils it too: "${e}: command not found"). Use ${e==="powershell"?"pwsh":"bash (or sh, pwsh, python)"}, or give the step if\
: runner.os == 'Windows' to skip it here`}var fo=`${Object.keys(lt).join(", ")}, ${Is.join(", ")} (Windows only), or a c\
ommand containing {0} (e.g. "perl {0}")`;function _s(e){po(e)===null&&Rs(e,fo)}var go=`${Object.keys(lt).join(", ")}, or\
 a command containing {0} (e.g. "perl {0}")`;function Vt(e){return Rs(e,go)}function Rs(e,t){let n=(e??"").trim()||co;if(Object.
hasOwn(lt,n)){let i=lt[n],[a,...l]=As(i.template);return{file:a,args:l,extension:Ns(a)}}if(!n.includes("{0}"))throw new w(
"input-invalid",`${JSON.stringify(n)} is not one of ${t}`,{where:"shell"});let s=As(n),[r,...o]=s;if(r===void 0||r.includes(
"{0}"))throw new w("input-invalid",`${JSON.stringify(n)} must start with a program, then {0} for the script`,{where:"she\
ll"});return{file:r,args:o,extension:Ns(r)}}function ya(e,t){switch(e.file){case"pwsh":case"powershell":return`${lo}
${t}
${uo}`;case"cmd":return`@echo off
${t}`;default:return t.endsWith(`
`)?t:`${t}
`}}function wa(e,t){return e.args.map(n=>n.replaceAll("{0}",t))}function As(e){let t=[],n="",s=!1,r=null;for(let o of e){
if(r){o===r?r=null:n+=o;continue}o==='"'||o==="'"?(r=o,s=!0):/\s/.test(o)?(s&&t.push(n),n="",s=!1):(n+=o,s=!0)}if(r)throw new w(
"input-invalid",`${JSON.stringify(e)} has an unterminated ${r} quote`,{where:"shell"});return s&&t.push(n),t}function Ms(e,t){return t(An(e))}async function Ea(e,t,n){let s=t.problems.map($=>Ts($,e)),r=ho(t.outcome,e),o=($,k)=>{let O=Ws($,e.redact,k);return s.push(
...O.problems),O.text},i=o(t.prompt,"prompt.md"),a=t.agent?o(t.agent.output,"agent.log"):void 0,l=e.agent?.kind==="comma\
nd"?o(e.agent.command,"agent.command"):null,c=t.verify?{...t.verify,command:o(t.verify.command,"verify.command")}:null,p=t.
agent?.startedAt??t.startedAt,d=t.agent?.finishedAt??t.finishedAt,f=t.outcome.reason!=="completed",g=mo(t.usage,s),m=$=>n.
workspace.sha256($),h={schema:an.record,stage:e.stage,job:e.job,matrix:e.matrix,attempt:t.attempt,repair:t.repair,hop:t.
hop,run:e.run,agent:{command:l,preset:e.agent?.kind==="preset"?e.agent.preset:null,exit_code:t.agent?.exitCode??null,started_at:p.
toISOString(),finished_at:d.toISOString(),duration_ms:Math.max(0,d.getTime()-p.getTime()),usage:g},verify:c,status:f?"fa\
ilure":t.handoff?.status??"success",outcome:{reason:r.reason,message:r.message},present:t.handoff!==null,digests:{handoff:t.
handoff?Ms(t.handoff,m):null,prompt:m(i)},lineage:t.lineage,...t.parent?{parent:t.parent}:{},problems:s},x=await n.store.
put({record:h,prompt:i,handoff:t.handoff,...a===void 0?{}:{log:a},...t.files&&t.files.length>0?{files:t.files}:{}});return{
record:h,ref:x,handoff:t.handoff,outcome:r}}function mo(e,t){if(e===null)return null;let n={};for(let[s,r]of Object.entries(
e)){let o=En.safeParse({[s]:r});if(o.success){n[s]=r;continue}let i=o.error.issues.map(a=>a.message).join("; ");t.push({
code:Fe.usageRefused,severity:"warning",path:`agent.usage.${s}`,message:`the agent\u2019s usage cannot be stored (${i});\
 ${s} is not recorded`})}return Object.keys(n).length===0?null:n}function Ws(e,t,n){let s=Ie(e,t);return{text:s.text,problems:s.
redactions.length===0?[]:[{code:gn.problemCode,severity:"warning",path:n,message:In(s.redactions)}]}}function Dt(e,t){return Ie(
e,t.redact).text}function Ts(e,t){return{...e,path:Dt(e.path,t),message:Dt(e.message,t)}}function ho(e,t){if(e.message===
null)return e;let n=Dt(e.message,t);return"problems"in e?{...e,message:n,problems:e.problems.map(s=>Ts(s,t))}:{...e,message:n}}function ut(e){let t=e.split(/\r?\n/).map(n=>n.trim()).filter(n=>n.length>0);return[...new Set(t)]}function Wa(e,t){if(t>=e)return null;let n=`${e} ${e===1?"value":"values"} to redact`,s=t===0?`none of ${e===1?"it":"the\
m"}`:`${t} of them`;return new w("redact-not-given",`prepare was given ${n} and capture was given ${s}: give capture the\
 same ${u.redact} input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the val\
ues it is given; nothing was stored`,{where:u.redact})}var H={attempts:{min:1,max:ge.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},bo=Ne(me.handoff),yo=Ne(me.onInvalid),wo=xn("kind",[re({kind:Ve("command"),command:E().check(Ee(1))}),re({kind:Ve(
"preset"),preset:we})]),Ls=re({stage:De,job:X(E()),matrix:q(ze(E(),Ot())),open:q(Ve(!0)),place:q(kn(he(xe().check(ke(),yn()))))}),
xo=re({stage:De,job:E().check(Ee(1)),matrix:X(ze(E(),Ot())),template:X(re({text:E(),source:E()})),upstream:he(Ls),expandLineage:Pt(),
needs:he(De),handoff:bo,onInvalid:yo,dataSchema:q($n),agent:X(wo),shell:E(),workingDirectory:E().check(Ee(1)),verify:X(E()),
attempts:xe().check(ke(),$t(H.attempts.min),kt(H.attempts.max)),maxHandoffs:xe().check(ke(),$t(H.maxHandoffs.min),kt(H.maxHandoffs.
max)),parentRun:X(E().check(Ee(1))),maxPromptTokens:X(xe().check(ke(),St())),retentionDays:X(xe().check(ke(),St())),inputs:ze(
E(),E()),github:Mn,redact:he(E()),workflowJobs:X(he(E())),workflowUnread:q(E()),madeEvent:q(E()),madeEventRun:q(E()),trustCheckout:q(
Pt()),run:Nn}),Gt="the stage id holds the value of a secret; a stage id names directories and artifacts, which are not r\
edacted",Q={bothPrompts:`give either \`${u.prompt}\` or \`${u.promptFile}\`, not both`,noPrompt:`one of \`${u.prompt}\` o\
r \`${u.promptFile}\` is required`,outputWithoutAgent:`is given without \`${u.agent}\`, here or on its prepare step: name\
 the CLI whose output the file holds (${Z.slice(0,-1).join(", ")} or ${Z.at(-1)}), so capture can read its usage`,bothAgents:`\
give either \`${u.run}\` (a command) or \`${u.agent}\` (a preset), not both`,noAgent:`one of \`${u.run}\` (the agent's co\
mmand) or \`${u.agent}\` (a preset) is required`};function Qa(e,t){let n=[],s=P=>{let v=e[P];if(v===void 0)return null;let F=v.
trim();return F===""?null:F},r=(P,v)=>n.push({input:P,message:v}),o=(P,v,F)=>{try{return v()}catch(ee){if(ee instanceof w)
return r(ee.where??P,ee.message),F;throw ee}},i=Eo(s(u.stage),t,r),a=ct(u.handoff,s(u.handoff),me.handoff,"optional",r),
l=ct(u.onInvalid,s(u.onInvalid),me.onInvalid,"fail",r),c=ce(u.attempts,s(u.attempts),H.attempts,1,r),p=ce(u.maxHandoffs,
s(u.maxHandoffs),H.maxHandoffs,ge.defaultMaxHandoffs,r),d=t.parentRun!==void 0?t.parentRun:jo(s,r),f=ce(u.maxPromptTokens,
s(u.maxPromptTokens),H.maxPromptTokens,null,r),g=ce(u.retentionDays,s(u.retentionDays),H.retentionDays,null,r),m=s(u.shell)??
"bash";o(u.shell,()=>Vt(m),null);let h=Fs(u.trustCheckout,s(u.trustCheckout),r),x=s(u.workingDirectory)??".";x.includes(
"\0")&&r(u.workingDirectory,"must not contain a NUL character");let $=s(u.verify),k=o(u.vars,()=>So(e[u.vars]??"",t),{}),
O=o(u.dataSchema,()=>Po(e[u.dataSchema]??"",t),void 0),D=No(e,s,t,r),A=Ao(s,t,r),{upstream:C,needs:Y,expandLineage:pe}=_o(
s(u.needs),t,r),I=[...t.secrets??[],...ut(e[u.redact]??"")].filter(P=>P.length>0);if(n.length>0)throw vo(n);return{...xo.
parse({stage:i,job:t.job,matrix:t.matrix??null,template:D,upstream:[],expandLineage:pe,needs:Y,handoff:a,onInvalid:l,...O===
void 0?{}:{dataSchema:O},agent:A,shell:m,workingDirectory:x,verify:$,attempts:c,maxHandoffs:p,parentRun:d,maxPromptTokens:f,
retentionDays:g,inputs:{...t.dispatchInputs??ko(t.github),...k},github:t.github,redact:[...new Set(I)],workflowJobs:t.workflowJobs??
null,...t.workflowJobs==null&&t.workflowUnread!==void 0?{workflowUnread:t.workflowUnread}:{},...t.madeEvent===void 0?{}:
{madeEvent:t.madeEvent},...t.madeEvent===void 0||t.madeEventRun===void 0?{}:{madeEventRun:t.madeEventRun},...h?{trustCheckout:h}:
{},run:t.run}),upstream:$o(C)}}function ko(e){if(e.event_name!=="workflow_dispatch"&&e.event_name!=="workflow_call")return{};
let t=e.event.inputs;return t===null||typeof t!="object"||Array.isArray(t)?{}:Object.fromEntries(Object.entries(t).filter(
([,n])=>["string","number","boolean"].includes(typeof n)).map(([n,s])=>[n,String(s)]))}function Ht(e){return`${JSON.stringify(
e)} is not one of ${Z.join(", ")}`}function Cs(e,t,n,s){let r=[],o=(g,m)=>r.push({input:g,message:m}),i=(g,m)=>{try{m()}catch(h){
if(!(h instanceof w))throw h;o(h.where??g,h.message)}},a=g=>e.get(g)?.trim()||null,l=g=>e.get(g)===null||a(g)!==null;ct(
u.handoff,a(u.handoff),me.handoff,"optional",o),ct(u.onInvalid,a(u.onInvalid),me.onInvalid,"fail",o),ce(u.attempts,a(u.attempts),
H.attempts,null,o),ce(u.maxHandoffs,a(u.maxHandoffs),H.maxHandoffs,null,o),ce(u.maxPromptTokens,a(u.maxPromptTokens),H.maxPromptTokens,
null,o),ce(u.retentionDays,a(u.retentionDays),H.retentionDays,null,o),Fs(u.trustCheckout,a(u.trustCheckout),o);let c=a(u.
agent);c!==null&&!we.safeParse(c).success&&o(u.agent,Ht(c));let p=a(u.shell);p!==null&&i(u.shell,()=>Vt(p));let d=e.get(
u.vars);t!=="capture"&&n!==void 0&&typeof d=="string"&&i(u.vars,()=>n(d));let f=e.get(u.dataSchema);return t!=="prepare"&&
s!==void 0&&typeof f=="string"&&f.trim()!==""&&i(u.dataSchema,()=>s(f)),t!=="capture"&&(l(u.prompt)&&l(u.promptFile)?o(u.
prompt,Q.bothPrompts):!l(u.prompt)&&!l(u.promptFile)&&o(u.prompt,Q.noPrompt)),t==="stage"&&(l(u.run)&&l(u.agent)?o(u.run,
Q.bothAgents):!l(u.run)&&!l(u.agent)&&o(u.run,Q.noAgent)),r}function $o(e){return e.every(Oo)?e:he(Ls).parse(e)}function So(e,t){if(t.mode==="capture"||e.trim()==="")return{};if(t.
parseVars===void 0)throw new bt("stageSpecFromInputs: a vars input needs ctx.parseVars");return t.parseVars(e)}function Po(e,t){
if(!(t.mode==="prepare"||e.trim()==="")){if(t.parseDataSchema===void 0)throw new bt("stageSpecFromInputs: a data-schema \
input needs ctx.parseDataSchema");return t.parseDataSchema(e)}}function Oo(e){let t=Object.keys(e),{matrix:n,place:s}=e;
return t.length===2+(n===void 0?0:1)+(e.open===!0?1:0)+(s===void 0?0:1)&&(s===void 0||Array.isArray(s)&&s.every(r=>Number.
isInteger(r)&&r>=0))&&t.includes("stage")&&t.includes("job")&&typeof e.stage=="string"&&se.test(e.stage)&&(e.job===null||
typeof e.job=="string")&&(n===void 0||typeof n=="object"&&n!==null&&!Array.isArray(n)&&Object.getPrototypeOf(n)===Object.
prototype)}function vo(e){let[t]=e;return e.length===1&&t?new w("input-invalid",t.message,{where:t.input}):new w("input-\
invalid",`${e.length} inputs are invalid`,{details:e.map(n=>`${n.input}: ${n.message}`)})}function ct(e,t,n,s,r){return t===
null?s:n.includes(t)?t:(r(e,`${JSON.stringify(t)} is not one of ${n.join(", ")}`),s)}function Fs(e,t,n){try{return js(e,
t,!1)}catch(s){if(!(s instanceof w))throw s;return n(e,s.message),!1}}function jo(e,t){let n=e(u.parentRun);return n===null?
null:Rn.test(n)?n:(t(u.parentRun,`${JSON.stringify(n)} is not a workflow run id (a positive whole number, such as \${{ gi\
thub.run_id }} of the run that started this one)`),null)}function ce(e,t,n,s,r){if(t===null)return s;let o=/^\d{1,9}$/.test(
t)?Number(t):Number.NaN;return!Number.isInteger(o)||o<n.min||o>n.max?(r(e,`${JSON.stringify(t)} is not a whole number fr\
om ${n.min} to ${n.max}`),s):o}function Eo(e,t,n){let s=t.secrets??[];if((e!==null?[e]:Object.values(t.matrix??{}).map(o=>typeof o==
"string"?o:JSON.stringify(o)??"")).some(o=>He(o,s)))return n(u.stage,`${Gt}, so ${e===null?`give one in the \`${u.stage}\
\` input`:"choose one without it"}`),"invalid";if(e!==null&&!se.test(e))return n(u.stage,`${JSON.stringify(e)} is not a \
stage id: a letter or _ then up to 99 letters, digits, _ or -`),"invalid";try{let o=e??be(t.stageJob??t.job,t.matrix??null);
return vn(o,1),o}catch(o){if(o instanceof w){let i=e===null?`; give the stage id in the \`${u.stage}\` input`:"";return n(
u.stage,`${o.message}${i}`),"invalid"}throw o}}function No(e,t,n,s){let r=e[u.prompt]?.trim()?e[u.prompt]:null,o=t(u.promptFile);
if(r!==null&&o!==null)return s(u.prompt,Q.bothPrompts),null;if(r!==null)return{text:r,source:n.promptSource??`jobs.${n.job}\
 ${u.prompt}`};if(o!==null){if(!n.readFile)return s(u.promptFile,"cannot be read here (no file reader was given)"),null;
try{return{text:n.readFile(o),source:o}}catch(i){let a=i instanceof Error?i.message:String(i);return s(u.promptFile,`can\
not read ${JSON.stringify(o)}: ${a}`),null}}return n.mode!=="capture"&&s(u.prompt,Q.noPrompt+Js([u.prompt,u.promptFile],
n)),null}function Js(e,t){let n=[];for(let s of t.unreadInputs??[]){let r=te(s.replaceAll("_","-"),e);r!==void 0&&n.push(
`the step was given \`${s}\`, which is not an input of this action: did you mean \`${r}\`?`)}return n.map(s=>`; ${s}`).join(
"")}function Ao(e,t,n){let s=e(u.run),r=e(u.agent);if(t.mode==="capture")return Io(r,e(u.agentOutput),n);if(t.mode==="pr\
epare"&&r===null)return null;if(s!==null&&r!==null)return n(u.run,Q.bothAgents),null;if(r!==null){let o=we.safeParse(r);
return o.success?{kind:"preset",preset:o.data}:(n(u.agent,Ht(r)),null)}return s!==null?{kind:"command",command:s}:(n(u.run,
Q.noAgent+Js([u.run,u.agent],t)),null)}function Io(e,t,n){if(t?.includes("\0")&&n(u.agentOutput,"must not contain a NUL \
character"),e===null)return null;let s=we.safeParse(e);return s.success?{kind:"preset",preset:s.data}:(n(u.agent,`${Ht(e)}\
: name the CLI whose output \`${u.agentOutput}\` holds (claude for claude-code-action's execution_file)`),null)}function el(e,t,n){
if(e.agent!==null||n===null)return e;if(t.agent!==void 0)return{...e,agent:{kind:"preset",preset:t.agent}};throw new w("\
input-invalid",Q.outputWithoutAgent,{where:u.agentOutput})}function Us(e,t){let n=(s,r)=>{let o=s?.get(r);return o===null||
o!==void 0&&o.trim()!==""};return!n(e,u.agentOutput)||n(e,u.agent)||n(t,u.agent)?null:{input:u.agentOutput,message:Q.outputWithoutAgent}}
function tl(e){let t=(e[u.agentOutput]??"").trim();return t===""?null:t}function _o(e,t,n){let s=[];for(let r of(e??"").
split(/[\s,]+/).filter(Boolean))se.test(r)?s.includes(r)||s.push(r):n(u.needs,`${JSON.stringify(r)} is not a stage id: a\
 letter or _ then up to 99 letters, digits, _ or -`);return{...Ro(s,t.job,t.upstream,n,t.needsFacts),needs:s}}function Ro(e,t,n,s,r){
if(n===void 0)return{upstream:e.map(a=>({stage:a,job:null})),expandLineage:!0};let o=n.map(a=>a.stage),i=[];for(let a of e)
if(r!==void 0){let l=Ut(a,r);l!==null&&s(u.needs,l);let c=l===null&&!o.includes(a)?zt(a,r):void 0;c!==void 0&&i.push({stage:a,
job:c,open:!0})}else o.includes(a)||s(u.needs,`${JSON.stringify(a)} is not upstream of job ${t}; upstream stages: ${o.join(
", ")||"(none)"}`);return{upstream:i.length>0?[...n,...i]:n,expandLineage:!1}}var zs=sn(On(),1);function pt(e){if(e.trim()==="")return{};let t;try{t=(0,zs.parse)(e,{uniqueKeys:!0,maxAliasCount:100})}catch(s){let r=s instanceof
Error?s.message.split(`
`)[0]:String(s);throw new w("input-invalid",`is not valid YAML or JSON: ${r}`,{where:u.vars})}if(t==null)return{};if(typeof t!=
"object"||Array.isArray(t))throw new w("input-invalid","must be a map of names to values (YAML or JSON)",{where:u.vars});
let n={};for(let[s,r]of Object.entries(t)){if(!un.test(s)||wt.includes(s))throw new w("input-invalid",`key ${JSON.stringify(
s)} must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ and not be ${wt.join(", ")}`,{where:u.vars});if(r===null)n[s]="";else if(typeof r==
"string"||typeof r=="number"||typeof r=="boolean")n[s]=String(r);else throw new w("input-invalid",`${s} must be a string\
, number or boolean, not a nested value`,{where:u.vars})}return n}function cl(e,t={}){try{return Tn(e).references}catch(n){throw n instanceof _e?Wn(n,e,t.source??"template"):n}}function pl(e,t){
let n=t.source??"template",{analysis:s,problems:r}=Ke(e),o=l=>(l.kind==="stage"?t.stages:t.jobs).includes(l.stage),a=r.filter(
l=>l.ifUpstream===void 0||o(l.ifUpstream)).map(l=>({code:l.code,severity:"error",path:`${n}:${l.line}:${l.column}`,message:[
l.message,...l.details].join("; "),line:l.line,column:l.column}));for(let l of s?.references??[]){if(o(l))continue;let c=l.
kind==="stage"?t.stages:t.jobs,p=l.kind==="stage"?"stage":"job";a.push({code:je.unknownStage,severity:"error",path:`${n}\
:${l.line}:${l.column}`,message:`${l.kind==="stage"?"stages":"jobs"}.${l.stage}: no such upstream ${p}${Ae(l.stage,c)}; \
upstream ${p}s: ${c.length>0?c.join(", "):"(none)"}`,line:l.line,column:l.column})}return a.sort((l,c)=>l.line-c.line||l.
column-c.column).map(({line:l,column:c,...p})=>p)}function Vs(e,t){let n=[];for(let s of e){let r={line:s.line,column:s.
column};if(s.kind==="input"){let c=t.inputs;if(c===void 0||c.names.includes(s.key))continue;n.push(new _e(je.missingField,
`${s.path}: no input ${s.key}${Ae(s.key,c.names)}`,r,[c.names.length>0?`inputs: ${c.names.join(", ")} (${c.from})`:`the \
inputs of a prompt are ${c.from}, and there are none here`]));continue}if(s.kind==="data"||s.owner===null||t.matrix===void 0)
continue;let o=t.matrix(s.owner);if(o===void 0||o.includes(s.key))continue;let i=t.call?.(s.owner),a="stage"in s.owner?`\
stage ${s.owner.stage}`:`the stages of job ${s.owner.job}`,l="stage"in s.owner?`the job of stage ${s.owner.stage} has no\
 matrix (matrix is null)`:i?.job===s.owner.job?`the jobs that job ${i.job} calls (${i.file}) have no matrix (the matrix \
of its stages is null)`:`job ${s.owner.job} has no matrix (matrix is null)`;n.push(new _e(je.missingField,o.length===0?`${s.
path}: ${l}, so there is no ${s.key}`:`${s.path}: no key ${s.key} in the matrix of ${a}${Ae(s.key,o)}`,r,[...o.length===
0?[]:[`matrix keys: ${o.join(", ")}`],...i?.keys.includes(s.key)?[`${s.key} is a key of the matrix of job ${i.job}, whic\
h calls ${i.file}: a call's matrix reaches the called jobs only through the inputs its with: gives, and their stages rec\
ord their own jobs' matrix; tell its legs apart by their stage ids ({{id}}), made from those inputs (stage: <id>-\${{ inp\
uts.<name> }})`]:[]]))}return n}function Ds(e,t){return e.flatMap(n=>{let s=n.kind==="data"?Mo(n,t):null;return s===null?
[]:[s]})}function Mo(e,t){if(e.owner===null||t.data===void 0)return null;let n=t.data(e.owner);if(n===void 0||n.keys.includes(
e.key))return null;let s="stage"in e.owner?`stage ${e.owner.stage}`:`the stages of job ${e.owner.job}`,r=n.keys.length>0?
`its keys: ${n.keys.join(", ")}`:"it declares no keys";return{closed:n.closed,error:new _e(je.missingField,`${e.path}: n\
o key ${e.key} in the data-schema of ${s}${Ae(e.key,n.keys)}`,{line:e.line,column:e.column},[n.closed?`${r} (additionalP\
roperties is false: a handoff with any other key is refused, so this always renders empty)`:`${r}; a handoff may hold ot\
hers (additionalProperties is not false), but none is promised: declare ${e.key} under properties (and in required, if t\
he stage must write it)`])}}function Hs(e){let t=[];for(let n of e.jobs){if(ne(n)){Kt(n.with,xt,"baton's stage workflow",t),n.secrets!=="inherit"&&Kt(
n.secrets,fs,"baton's stage workflow",t,"secret");continue}for(let s of n.steps){let r=ie(s);r.kind==="baton"&&Kt(s.with,
mn[r.action],"baton's action",t)}}return t}function Kt(e,t,n,s,r="input"){let o=new Set(t);for(let[i,a]of Object.entries(
e)){if(o.has(i))continue;let l=t.find(c=>c.toLowerCase()===i.toLowerCase())??te(i,t);s.push({position:a.keyPosition??a.position,
message:`unknown ${r} "${i}" of ${n}; ${l===void 0?`its ${r}s: ${t.join(", ")}`:`did you mean "${l}"?`}`})}}function Ks(e){
let t=[],n=(s,r,o)=>{let i=new Map(Object.entries(s).map(([a,l])=>[a,l.expression===null?l.text:null]));for(let a of Cs(
i,o,pt,Ge))t.push({position:s[a.input]?.position??r,message:`${a.input}: ${a.message}`})};for(let s of e.jobs){if(ne(s)&&
s.uses){let o=new Set;for(let[l,c]of Object.entries(s.with)){let p=Wo(l,c);p!==null&&(o.add(l),t.push({position:c.position,
message:p}))}let i=new Set(Lt);n(Object.fromEntries(Object.entries(s.with).filter(([l])=>i.has(l)&&!o.has(l))),s.uses.position,
"stage");for(let l of hn)s.with[l]===void 0&&t.push({position:s.uses.position,message:`${l}: required by baton's stage w\
orkflow, and not given (GitHub refuses the call)`});let a=Lo(s.with);a&&t.push({position:a.position??s.uses.position,message:a.
message});continue}let r=null;for(let o of s.steps){let i=ie(o);if(!(i.kind!=="baton"||i.action==="report")){if(n(o.with,
o.position,i.action),i.action==="prepare"&&(r=o.with),i.action==="capture"){let a=c=>new Map(Object.entries(c).map(([p,d])=>[
p,d.expression===null?d.text:null])),l=Us(a(o.with),r===null?null:a(r));l&&t.push({position:o.with[l.input]?.position??o.
position,message:`${l.input}: ${l.message}`})}if(i.action==="capture"&&r!==null){let a=To(r,o.with);a&&t.push({position:o.
with[u.redact]?.position??o.position,message:a}),r=null}}}}return t}function Wo(e,t){if(!xt.includes(e))return null;let n=bn.
includes(e)?"number":"string";return Jt({name:e,type:n},e,t,"baton's stage workflow")}function To(e,t){let n=l=>l.expression===
null?ut(l.text):null,s=e[u.redact],r=s===void 0?[]:n(s);if(r?.length===0)return null;let o=t[u.redact],i=o===void 0?[]:n(
o);if(i?.length===0)return Gs("is given none of them");if(r===null||i===null)return null;let a=r.filter(l=>!i.includes(l)).
length;return a===0?null:Gs(`lacks ${a} of its ${r.length} lines`)}function Gs(e){return`${u.redact}: the prepare step b\
efore this capture is given values to redact, and this capture ${e}: give capture the same ${u.redact} input as prepare;\
 it redacts only the values it is given, and refuses to store the record otherwise`}function Lo(e){let t=e[u.agent];if(t===
void 0||t.expression===null&&t.text.trim()==="")return null;let n=e[Je];if(n!==void 0&&n.expression!==null)return null;let s=n?.
text.trim()??"";if(ps.test(s))return null;let r=t.expression===null?ue[t.text.trim()]:void 0,o=`pin the ${r?r.npmPackage:
"agent CLI's npm package"} version this stage runs`;return{position:n?.position??t.position,message:s===""?`${Je}: requi\
red with ${u.agent}, an exact version such as 1.2.3; ${o}`:`${Je}: '${s}' is not an exact version such as 1.2.3; ${o}`}}function Bs(e,t,n){let s=e.jobs.flatMap(r=>[r.if,...r.steps.map(o=>o.if)]);for(let r of s)for(let o of t.facts(r.expression).
comparisons)if(o.operator==="=="&&o.path.length===n.length&&o.path.every((i,a)=>i===n[a]))return o.literal}function qs(e){if(Bt.has(e))return Bt.get(e);let t=Co(e);return Bt.set(e,t),t}var Bt=new WeakMap;function Co(e){let t=ne(
e)?[e.with]:e.steps.filter(r=>{let o=ie(r);return o.kind==="baton"&&(o.action==="stage"||o.action==="capture")}).map(r=>r.
with);if(t.length===0)return;let n=new Set,s=!0;for(let r of t){let o=r[u.dataSchema];if(o===void 0||o.expression!==null||
o.text.trim()==="")return;try{let i=Ge(o.text);for(let a of Object.keys(i.properties))n.add(a);s&&=!i.additionalProperties}catch{
return}}return{keys:[...n],closed:s}}function Zs(e,t){let n=Ys(e),s=Ys(t);return(typeof n!=typeof s||n===null||s===null)&&((n===null||typeof n=="boolean")&&(n=
Number(n)),(s===null||typeof s=="boolean")&&(s=Number(s)),typeof n=="number"&&typeof s=="string"?s=Number(s):typeof n=="\
string"&&typeof s=="number"&&(n=Number(n))),typeof n!=typeof s?!1:typeof n=="number"?n===s:typeof n=="string"?Xs(n)===Xs(
s):n===s}function Ys(e){return e===void 0?null:e===null||typeof e=="object"||typeof e=="string"||typeof e=="number"||typeof e==
"boolean"?e:String(e)}function Xs(e){return e.includes("\u0131")?e.split("\u0131").map(t=>t.toUpperCase()).join("\u0131"):
e.toUpperCase()}var Qs=256;function Yt(e){return Object.keys(e).length>0?e:null}function Xt(e,t,n={}){let s=m=>n.whereOf?.(m)??t;if(e===
null||typeof e!="object"||Array.isArray(e))throw new w("matrix-invalid",`strategy.matrix must be a mapping, got ${qt(e)}`,
{where:t});let r=[],o=[],i=[];for(let[m,h]of Object.entries(e)){if(m==="include"||m==="exclude"){if(!Array.isArray(h))throw new w(
"matrix-invalid",`strategy.matrix.${m} must be a list of mappings`,{where:s([m])});m==="include"?o=h:i=h;continue}if(!Array.
isArray(h))throw new w("matrix-invalid",`strategy.matrix.${m} must be a list, got ${qt(h)}`,{where:s([m])});if(h.length===
0)throw new w("matrix-invalid",`strategy.matrix.${m} is an empty list`,{where:s([m])});r.push([m,h])}let a=r.map(([m])=>m),
l=m=>a.some(h=>h.toLowerCase()===m.toLowerCase()),c=i.map((m,h)=>{let x=er(m,"exclude",s(["exclude",h])),$=Object.keys(x);
if($.length===0)throw new w("matrix-invalid","strategy.matrix.exclude: an entry is empty, and GitHub refuses an empty ex\
clude filter; give it the values of the legs to leave out",{where:s(["exclude",h])});let k=$.find(O=>!l(O));if(k!==void 0)
throw new w("matrix-invalid",`strategy.matrix.exclude: key '${k}' does not match any key within the matrix${oe(k,a)}; Gi\
tHub refuses the workflow; matrix keys: ${a.join(", ")||"none"}`,{where:s(["exclude",h,k])});return tr(x)}),p=o.map((m,h)=>{
let x=er(m,"include",s(["include",h]));if(Object.keys(x).length===0)throw new w("matrix-invalid","strategy.matrix.includ\
e: an entry is empty, and GitHub refuses an include mapping without values; give it values to add to the legs it matches\
, or the values of a leg of its own",{where:s(["include",h])});let $=Object.fromEntries(Object.entries(x).filter(([O])=>l(
O))),k=Object.fromEntries(Object.entries(x).filter(([O])=>!l(O)));return{filter:$,extra:k,condition:tr($),matched:!1}}),
d=(m,h)=>m.every(({path:x,value:$})=>Zs(Jo(h,x),$)),f=r.length>0?[{}]:[];for(let[m,h]of r)f=f.flatMap(x=>h.map($=>({...x,
[m]:$})));let g=[];for(let m of f){if(c.some(x=>d(x,m)))continue;let h={};for(let x of p)d(x.condition,m)&&(x.matched=!0,
h=Uo(h,x.extra));g.push({...m,...h})}for(let m of p)m.matched||g.push({...m.filter,...m.extra});if(g.length===0)throw new w(
"matrix-invalid","strategy.matrix produces no legs (every combination is excluded)",{where:t});if(g.length>Qs)throw new w(
"matrix-invalid",`strategy.matrix produces ${g.length} legs; GitHub allows at most ${Qs} per job`,{where:t});return g}function Wl(e,t){
return Xt(t,e).map(n=>be(e,n))}function Zt(e,t){let n=e.lastIndexOf("/");return n>=0?`${e.slice(0,n+1)}${Zt(e.slice(n+1),
t)}`:be(e,Object.keys(t).length>0?t:null)}function nr(e,t,n=new Set([e.toLowerCase()])){return t.map(s=>{let r=Zt(e,s),o=r;
if(Object.keys(s).length>0)for(let i=2;n.has(o.toLowerCase());i++)o=`${r}-${i}`;return n.add(o.toLowerCase()),o})}function sr(e,t,n,s=[],r={}){
let o=new Map;for(let i of t){if(Object.values(i).map(p=>typeof p=="string"?p:JSON.stringify(p)??"").some(p=>Ie(p,s).redactions.
length>0))throw new w("matrix-invalid",`a matrix value of job ${e} holds the value of a secret (or text shaped like a to\
ken); a leg's id is made of its values and names its log and events, which are not redacted`,{where:n});if(r.recordsStages===
!1)continue;let l=Zt(e,i),c=o.get(l);if(c!==void 0)throw new w("matrix-invalid",`matrix legs ${JSON.stringify(c)} and ${JSON.
stringify(i)} of job ${e} would both be ${l}: a leg's id keeps only the letters, digits, _ and - of its values, so make \
them differ there`,{where:n});o.set(l,i)}}function er(e,t,n){if(e===null||typeof e!="object"||Array.isArray(e))throw new w(
"matrix-invalid",`each strategy.matrix.${t} entry must be a mapping, got ${qt(e)}`,{where:n});return e}function tr(e){let t=[],
n=Object.entries(e).reverse().map(([s,r])=>({path:[s],value:r}));for(let s=n.pop();s!==void 0;s=n.pop()){let{path:r,value:o}=s;
if(Array.isArray(o))for(let i=o.length-1;i>=0;i--)n.push({path:[...r,i],value:o[i]});else if(o!==null&&typeof o=="object"){
let i=Object.entries(o);for(let a=i.length-1;a>=0;a--){let[l,c]=i[a];n.push({path:[...r,l],value:c})}}else t.push({path:r,
value:Fo(o)})}return t}function Fo(e){return typeof e=="number"?Number(e.toPrecision(15)):typeof e=="string"||typeof e==
"boolean"?e:null}function Jo(e,t){let n=e;for(let s of t){if(Array.isArray(n)){let r=Number(s);n=Number.isFinite(r)&&r>=
0?n[Math.floor(r)]:void 0}else if(n!==null&&typeof n=="object"){let r=String(s).toLowerCase(),o=Object.keys(n).find(i=>i.
toLowerCase()===r);n=o===void 0?void 0:n[o]}else return null;if(n===void 0)return null}return n}function Uo(e,t){let n={
...e};for(let[s,r]of Object.entries(t)){let o=Object.keys(n).find(i=>i.toLowerCase()===s.toLowerCase());n[o??s]=r}return n}
function qt(e){return e===null?"null":Array.isArray(e)?"a list":typeof e=="object"?"a mapping":`${typeof e} ${JSON.stringify(
e)}`}var ft=class{#n;#t;#e;#s=new Map;constructor(t){this.#n=t,this.#t=t.split(/\r\n|\r|\n/),this.#e=[0];for(let n=0;n<t.length;n++)
t[n]===`
`&&this.#e.push(n+1)}locate(t,n){let r=this.#r(t)?.[Math.max(0,Math.min(n,t.text.length))];return r===void 0?this.#i(t,n):
this.#o(r)}locateLine(t,n,s){let r=t.text.split(`
`),o=s-1;for(let i=0;i<n-1&&i<r.length;i++)o+=(r[i]?.length??0)+1;return this.locate(t,o)}#r(t){let n=`${t.position.line}\
:${t.position.column}`,s=this.#s.get(n);if(s!==void 0&&(s===null||s.length===t.text.length+1))return s;let r=(this.#e[t.
position.line-1]??Number.NaN)+t.position.column-1,o=Number.isNaN(r)?null:Go(this.#n,r,t.text);return this.#s.set(n,o),o}#o(t){
let n=0,s=this.#e.length-1;for(;n<s;){let r=n+s+1>>1;this.#e[r]<=t?n=r:s=r-1}return{line:n+1,column:t-this.#e[n]+1}}#i(t,n){
let{line:s,column:r}=t.position,o=t.text.slice(0,n),i=o.split(`
`).length-1,a=o.length-(o.lastIndexOf(`
`)+1),l=this.#t[s-1]?.slice(r-1)??"";if(/^[|>]/.test(l)){let p=this.#t.slice(s).find(g=>g.trim()!=="")??"",d=p.length-p.
trimStart().length,f=t.text.startsWith(p.slice(0,d))&&d>0;return{line:s+1+i,column:(f?0:d)+a+1}}let c=/^["']/.test(l)?1:
0;return i===0?{line:s,column:r+c+a}:{line:s+i,column:a+1}}},zo={0:"\0",a:"\x07",b:"\b",t:"	","	":"	",n:`
`,v:"\v",f:"\f",r:"\r",e:"\x1B"," ":" ",'"':'"',"/":"/","\\":"\\",N:"\x85",_:"\xA0",L:"\u2028",P:"\u2029"},Vo={x:2,u:4,U:8};
function Do(e,t){let n=e[t+1]??"",s=zo[n];if(s!==void 0)return{text:s,length:2};let r=Vo[n];if(r===void 0)return null;let o=e.
slice(t+2,t+2+r);if(!/^[0-9a-fA-F]+$/.test(o)||o.length!==r)return null;let i=Number.parseInt(o,16);return i>1114111?null:
{text:String.fromCodePoint(i),length:2+r}}var Qt=e=>e===" "||e==="	",rr=e=>e===`
`||e==="\r";function Go(e,t,n){let s=e[t],r=s==="|"||s===">"?"block":s==='"'?"double":s==="'"?"single":"plain",o=t;if(r===
"block"){let l=e.indexOf(`
`,t);if(l<0)return n===""?[e.length]:null;o=l+1}else r!=="plain"&&(o=t+1);let i=[],a=0;for(;a<n.length;){let l=n[a],c=e[o];
if(c===void 0){if(r==="block"&&/^\n*$/.test(n.slice(a))){for(;i.length<n.length;)i.push(e.length);break}return null}if(r===
"double"&&c==="\\"){if(rr(e[o+1])){for(o+=e[o+1]==="\r"&&e[o+2]===`
`?3:2;Qt(e[o]);)o+=1;continue}let p=Do(e,o);if(p===null||!n.startsWith(p.text,a))return null;for(let d=0;d<p.text.length;d++)
i.push(o);a+=p.text.length,o+=p.length;continue}if(r==="double"&&c==='"')return null;if(r==="single"&&c==="'"){if(e[o+1]!==
"'"||l!=="'")return null;i.push(o),a+=1,o+=2;continue}if(c===l){i.push(o),a+=1,o+=1;continue}if(c===`
`&&(l===" "||l===`
`)){if(i.push(o),a+=1,o+=1,r!=="block")for(;Qt(e[o]);)o+=1;continue}if(Qt(c)||rr(c)){o+=1;continue}return null}return i.
push(o),i}function or(e){return typeof e!="number"||!Number.isFinite(e)?null:Math.trunc(e)+0}function en(e){return typeof e=="stri\
ng"&&e.trim()!==""&&Number.isFinite(Number(e))?`got ${JSON.stringify(e)}, a string, not a number (fromJSON(\u2026) makes a nu\
mber of it, as GitHub requires)`:`got ${JSON.stringify(e)??String(e)}, not a number`}function ir(e,t){let n=or(e);if(n===
null)return{problem:`${t} must be a number of minutes, ${en(e)}`};if(n<1){let s=n===e?"":` (GitHub keeps whole minutes: ${e}\
 is ${n})`;return{problem:`${t} must be a whole number of minutes above 0, got ${e}${s}`}}return{minutes:n}}function ar(e){
let t=or(e);return t===null?null:{minutes:t>0?t:null}}function lr(e,t,n){let s="no step before it checks out this repository";for(let r of e.slice(0,t)){if(r.run!==null){if(Ho.
test(r.run.text))return null;continue}if(r.uses===null)continue;let o=r.uses.text.trim(),i=(o.split("@")[0]??"").toLowerCase();
if(i!=="actions/checkout"){if(i.startsWith("actions/")||o.startsWith("docker://"))continue;return null}let a=Ko(r);if(a===
null)return null;s=`the checkout before it (${n(r.uses.position)}) ${a}`}return s}var Ho=/\bgit\s+(?:clone|checkout|fetch|init|worktree|sparse-checkout)\b|\bgh\s+repo\s+clone\b/;
function Ko(e){let t=o=>e.with[o],n=t("repository");if(n!==void 0&&n.expression===null){let o=n.text.trim();if(o!=="")return`\
checks out ${o}, not this repository`}let s=t("path");if(s!==void 0&&s.expression===null){let o=s.text.trim().replace(/\/+$/,
"");if(o!==""&&o!==".")return`puts the repository in ${o}, not in the workspace where the stage looks for the workflow f\
ile`}let r=t("sparse-checkout");return r!==void 0&&r.expression===null&&Bo(r.text,t)?"is sparse and leaves out .github/":
null}function Bo(e,t){let n=e.split(/\r?\n/).map(o=>o.trim()).filter(o=>o!==""&&!o.startsWith("#"));if(n.length===0)return!1;
let s=t("sparse-checkout-cone-mode");return s===void 0||s.expression!==null||s.text.trim().toLowerCase()!=="false"?!n.some(
o=>{let i=o.replace(/^\/+|\/+$/g,"");return i===".github"||i===".github/workflows"||i.startsWith(".github/workflows/")}):
!n.some(o=>!o.startsWith("!")&&/^\/?(?:\.github|\*)/.test(o))}function ur(e,t){let[n]=e.references;if(n!==void 0)return{
kind:"reference",path:`${n.kind==="stage"?"stages":"jobs"}.${n.stage}`,stage:n.stage,refKind:n.kind,at:t(n.line,n.column)};
for(let[s,r]of e.paths){let o=r.root;if(o?.length!==1||o[0]!=="stages"&&o[0]!=="jobs")continue;let[i=1,a=0]=s.split(":").
map(Number);return{kind:"all",path:o[0],at:t(i,a+1)}}return null}function cr(e,t,n,s){let{reads:r,outcome:o,give:i}=pr(t,
s),a=n.startsWith("no step")?`${n}, nor does it have a \`${u.needs}\` input`:`${n}, and it has no \`${u.needs}\` input`;
return`job ${e}: ${r}, and ${a}: on GitHub the stage reads the workflow file from the checkout to know its upstream stag\
es, ${o}; add \`uses: actions/checkout\` with \`persist-credentials: false\` before this step, or ${i}`}function Jl(e,t,n){
let{reads:s,outcome:r,give:o}=pr(t,n);return`job ${e}: ${s}, and it has no \`${u.needs}\` input: in a workflow run as a c\
all the stage knows its upstream stages from that input alone (the workflow file it reads on GitHub is the caller's, whi\
ch has no job ${e}; a checkout does not change that), ${r}; ${o}`}function pr(e,t){let n=e.kind==="reference"?`its promp\
t reads ${e.path} (${e.at})`:`its prompt reads every upstream stage ({{#each ${e.path}}} at ${e.at})`,s=e.kind==="refere\
nce"?`so it would know none and fail ("${e.path}: no such upstream ${e.refKind}")`:"so it would know none and render wit\
hout them",r=t.length>0?`give the step \`${u.needs}: ${t.join(", ")}\``:`give the step a \`${u.needs}\` input naming the \
upstream stages it reads`;return{reads:n,outcome:s,give:r}}var wr=Symbol("baton.plan");function yu(e){return typeof e=="object"&&e!==null&&e[wr]===!0}function wu(e,t,n={}){let s=xr(
e,t,n,!1);if(s.plan===null){let{errors:r}=s;throw new w("plan-rejected",`${e.fileName}: ${r.length} problem${r.length===
1?"":"s"}; nothing was run`,{details:r.map(o=>rn(`${o.path}: ${o.message}`))})}return s.plan}function xu(e,t,n={}){return xr(
e,t,n,n.anyRun===!0).errors}function xr(e,t,n,s){let r=We(e),o=[...r.problems],i=n.facts??jt,a=n.vars??{},l=n.words??vt,
{eventName:c,inputs:p,labelName:d,event:f}=kr(r,t,n,l,s,o);s||ti(r,c,n.secretNames??[],l,o);let g=!n.event&&c==="push"?Cn(
r,i,l).notice:null,m=!n.event&&d!==void 0&&wi(f)?{level:"info",message:`the default ${c} payload brings the label ${JSON.
stringify(d)}, the name the workflow's if: compares github.event.label.name with; pass ${l.withEvent} with a payload for\
 another label`}:null,h=s?{}:{github:{event_name:c,event:f,repository:i.repository,ref:zn(c,f)??i.ref,sha:Un(c,f)??i.sha,
actor:Jn(f)??i.actor},inputs:p,vars:a},x=ws(r,n.calledWorkflows??new Map,s?null:{names:n.secretNames??[],words:l},o),$=null;
if(n.job!==void 0){let y=r.jobs.map(_=>_.id),b=Ye(y,n.job),R=x.find(_=>_.id===n.job&&_.calledBy!==null);b!==void 0?$=b:R?
o.push({code:S.jobUnknown,severity:"error",path:r.fileName,message:`${l.job(n.job)}: a job of a called workflow runs onl\
y in its call; name the calling job: ${l.passJob(n.job.split("/")[0])}`}):o.push({code:S.jobUnknown,severity:"error",path:r.
fileName,message:`${l.job(n.job)}: no such job${oe(n.job,y)}; jobs: ${y.join(", ")}`})}let k=new Map,O=new Map,D=[{id:null,
inputs:s?null:p}],A=new Set(x.map(y=>y.id.toLowerCase())),C=new Map,Y=new Map;for(let y of x){let{job:b,calledBy:R}=y,_=N=>L(
y.workflow.fileName,N),K=Sr(b.steps,n.loadAction),fe=b.stageWorkflow===!0||K!==null&&K.length>0,T=R===null?h:{...h,inputs:{}},
J=(R!==null||s)&&Te(b.strategy)!==null&&$e(Te(b.strategy))?null:ri(t,b,T,_,o,n.secretValues??[],fe),Le=R===null?[]:k.get(
R)?.stageUpstream??[],Pe=N=>{if(J===null||K===null||R!==null&&N===null&&K.some(({step:B})=>B.with[u.stage]?.expression))
return null;let Ce=[],Oe=Pr(t,b,K,J,R===null?T:{...T,inputs:N??{}},_,Ce,n.secretValues??[]);for(let B of Ce)o.some(de=>de.
path===B.path&&de.message===B.message)||o.push(B);if(Oe===null)return null;for(let{stage:B,leg:de}of Oe)Object.keys(de).
length>0&&Y.set(B,de);return Oe.map(({stage:B})=>B)},U=R===null?D:O.get(R)??null,G=U?.map(N=>({id:N.id===null?y.id:`${N.
id}/${b.id}`,stages:Pe(N.inputs)}))??null;if(J!==null&&G!==null)for(let N of G)C.set(N.id,nr(N.id,J,A));if(y.call!==null){
let N=y.call;O.set(y.id,U===null||G===null||J===null?null:G.flatMap((Ce,Oe)=>{let B=U[Oe].inputs,de=C.get(Ce.id)??[];return J.
map((vr,jr)=>({id:de[jr],inputs:si(t,b,N,{...Yo(h,B),matrix:Yt(vr)})}))}))}k.set(y.id,{id:y.id,job:b,workflow:y.workflow,
needs:y.needs,upstream:y.upstream,stageUpstream:[...Le,...y.upstream],calledBy:R,call:y.call,skip:y.skip,legs:J,stages:G===
null?Pe(null):G.some(N=>N.stages===null)?null:G.flatMap(N=>N.stages??[]),instances:G,steps:b.steps.map(N=>({step:N,action:ie(
N)})),stageSteps:K,recordsStages:fe})}for(let y of[...k.values()].reverse()){if(y.call===null)continue;let b=y.call.jobs.
map(_=>k.get(_));y.stages=b.some(_=>_?.stages==null)?null:b.flatMap(_=>_?.stages??[]);let R=y.legs;y.instances===null||R===
null||(y.instances=y.instances.map(({id:_})=>{let K=new Set(C.get(_)),fe=b.flatMap(T=>T?.instances?.filter(J=>K.has(J.id.
slice(0,J.id.lastIndexOf("/"))))??[null]);return{id:_,stages:fe.some(T=>T?.stages==null)?null:fe.flatMap(T=>T?.stages??[])}}))}
let pe=[...new Map(x.filter(y=>y.call!==null).map(y=>[y.call.path,y.call.workflow])).values()];for(let y of[r,...pe])Xo(
y,o);let I=ui(k,o),j=new Map;for(let y of k.values())j.set(y.id,fi(y.workflow,y,k,I,n.readFile,o));let P=o.filter(y=>y.severity===
"error").sort(Zo);if(P.length>0)return{plan:null,errors:P};let v=new Set($?[$,...k.get($)?.upstream??[]]:k.keys());for(let y of k.
values())y.calledBy!==null&&v.has(y.calledBy)&&v.add(y.id);let F=[...k.values()].filter(y=>v.has(y.id)),ee=[g,m].filter(
y=>y!==null);return{plan:{[wr]:!0,workflow:r,eventName:c,event:f,inputs:p,vars:a,contexts:h,jobs:F,target:$,notices:ee,expanded:x,
legIds:C,stageMatrices:Y,legPlaces:c==="workflow_call"||gt(r)?new Map:qo(k,C),needsFacts:j},errors:[]}}function qo(e,t){
let n=new Map;for(let s of[...e.values()].reverse()){let r=Te(s.job.strategy),o=r!==null&&!$e(r)?s.legs:null,i=new Map;if(s.
call===null){if(o!==null)for(let[a,l]of _n(s.job.id,o))i.set(a,[l])}else if(r===null)for(let a of s.call.jobs)for(let[l,
c]of n.get(a)??[])i.set(l,c);else if(o!==null){let a=(s.instances??[]).map(l=>t.get(l.id)??[]);for(let l of s.call.jobs){
let c=n.get(l);for(let p of e.get(l)?.instances??[]){let d=p.id.slice(0,p.id.lastIndexOf("/")),f=a.map(g=>g.indexOf(d)).
find(g=>g>=0);if(f!==void 0)for(let g of p.stages??[])i.set(g,[f,...c?.get(g)??[]])}}}i.size>0&&n.set(s.id,i)}return n}function ku(e,t){
return t.calledBy!==null||t.job.stageWorkflow===!0?()=>{}:(n,s)=>e.legPlaces.get(n)?.get(s)}function Yo(e,t){let{inputs:n,
...s}=e;return t===null?s:{...s,inputs:t}}function Xo(e,t){let n=l=>L(e.fileName,l);for(let l of Hs(e))t.push({code:S.actionInputUnknown,
severity:"error",path:n(l.position),message:l.message});let s=Ks(e);for(let l of s)t.push({code:S.actionInputInvalid,severity:"\
error",path:n(l.position),message:l.message});let r=e.jobs.flatMap(l=>[{key:"timeout-minutes",node:l.timeoutMinutes,step:!1},
{key:"cancel-timeout-minutes",node:l.cancelTimeoutMinutes,step:!1},...l.steps.map(c=>({key:"timeout-minutes",node:c.timeoutMinutes,
step:!0}))]),o=new Set([...e.problems.map(l=>l.path),...s.map(l=>n(l.position))]);for(let{key:l,node:c,step:p}of r){if(c?.
kind!=="literal"||o.has(n(c.position)))continue;let d=p?ar(c.value):ir(c.value,l),f=d===null?`${l} must be a number of m\
inutes, ${en(c.value)}`:"problem"in d?d.problem:null;f!==null&&t.push({code:S.timeoutInvalid,severity:"error",path:n(c.position),
message:f})}let i=l=>l!==null&&!l.text.includes("${{")?l:null,a=[{shell:i(e.defaults?.shell??null),key:"defaults.run.she\
ll"},...e.jobs.flatMap(l=>[{shell:i(l.defaults?.shell??null),key:`jobs.${l.id}.defaults.run.shell`},...l.steps.filter(c=>c.
run!==null).map(c=>({shell:i(c.shell),key:"shell"}))])];for(let{shell:l,key:c}of a){if(l===null)continue;let{text:p,position:d}=l;
try{_s(p)}catch(f){t.push({code:S.shellInvalid,severity:"error",path:n(d),message:`${c}: ${f instanceof w?f.message:String(
f)}`})}}}function Zo(e,t){let n=s=>{let r=/:(\d+):(\d+)$/.exec(s.path);return r?Number(r[1])*1e6+Number(r[2]):0};return n(
e)-n(t)}function $u(e,t,n={}){let{eventName:s,event:r}=kr(We(e),t,n,n.words??vt,!1,[]);return{name:s,payload:r,made:!n.event}}
function kr(e,t,n,s,r,o){let i=n.facts??jt,{name:a,problem:l}=Ln(e,n.event??null,n.eventName,s);l!==null&&o.push({code:S.
eventNotTrigger,severity:"error",path:e.fileName,message:l});let c=r?{}:{...ei(e,a,n.event??null),...n.inputs},p=r?{}:ni(
e,a,c,s,o),d=n.event?void 0:Bs(e,t,["github","event","label","name"]),f=n.event?Qo(n.event,a,fr(p,c)):Fn(a,i,fr(p,c),e,d);
return{eventName:a,inputs:p,labelName:d,event:f}}function Qo(e,t,n){if(!(t==="workflow_dispatch"||t==="workflow_call")||
Object.keys(n).length===0)return e;let r=e.inputs!==null&&typeof e.inputs=="object"?e.inputs:{};return{...e,inputs:{...r,
...n}}}function fr(e,t){return Object.fromEntries(Object.entries(e).map(([n,s])=>[n,Object.hasOwn(t,n)?t[n]:String(s)]))}
function ei(e,t,n){let s=n?.inputs;if(t!=="workflow_dispatch"||s===null||typeof s!="object")return{};let r={};for(let[o,
i]of Object.entries(s))Object.hasOwn(e.inputs,o)&&(i===""&&e.inputs[o].default===null||(typeof i=="string"||typeof i=="n\
umber"||typeof i=="boolean")&&(r[o]=String(i)));return r}function gt(e){let t=Object.keys(e.on);return t.length>0&&t.every(
n=>n==="workflow_call")}function ti(e,t,n,s,r){if(t!=="workflow_call"&&!gt(e))return;let o=e.on.workflow_call?.secrets;if(o===
null||typeof o!="object")return;let i=new Set(n.map(a=>a.toUpperCase()));for(let[a,l]of Object.entries(o))l?.required!==
!0||i.has(a.toUpperCase())||r.push({code:S.inputMissing,severity:"error",path:e.fileName,message:`secret ${a} is require\
d by on.workflow_call.secrets, as GitHub requires it of every caller; pass ${s.passSecret(a)} (with ${a} set in the envi\
ronment)`})}function ni(e,t,n,s,r){let o={},i=gt(e),a=t==="workflow_dispatch"||t==="workflow_call"||i,l=t==="workflow_di\
spatch"&&!i?"workflow_dispatch":"workflow_call",c=e.on[l]?.inputs,p=Object.fromEntries(Object.entries(e.inputs).filter(([
f])=>c!==null&&typeof c=="object"&&Object.hasOwn(c,f))),d=Object.keys(p);if(!a){for(let f of Object.keys(n))r.push({code:S.
inputUnknown,severity:"error",path:e.fileName,message:`${s.input(f)}: ${t} runs have no inputs (on GitHub, inputs are fo\
r workflow_dispatch and workflow_call); ${"workflow_dispatch"in e.on?`pass ${s.passEventName("workflow_dispatch")} to di\
spatch it`:`give the event's payload with ${s.withEvent} instead (this workflow is not triggered by workflow_dispatch)`}`});
return o}for(let[f,g]of Object.entries(n)){let m=p[f];if(!m){r.push({code:S.inputUnknown,severity:"error",path:e.fileName,
message:`${s.input(f)}: on.${l} declares no such input${oe(f,d)}; its inputs: ${d.length>0?d.join(", "):"(none)"}`});continue}
let h=L(e.fileName,m.position);switch(m.type){case"boolean":g!=="true"&&g!=="false"?r.push({code:S.inputInvalid,severity:"\
error",path:h,message:`${s.input(f,g)}: input '${f}' is a boolean; use true or false`}):o[f]=g==="true";break;case"numbe\
r":g.trim()===""||!Number.isFinite(Number(g))?r.push({code:S.inputInvalid,severity:"error",path:h,message:`${s.input(f,g)}\
: input '${f}' is a number`}):o[f]=Number(g);break;case"choice":m.options&&!m.options.includes(g)?r.push({code:S.inputInvalid,
severity:"error",path:h,message:`${s.input(f,g)}: not one of the options: ${m.options.join(", ")}`}):o[f]=g;break;default:
o[f]=g}}for(let f of Object.values(p))f.name in n||(f.default!==null?o[f.name]=f.default:f.required&&a?r.push({code:S.inputMissing,
severity:"error",path:L(e.fileName,f.position),message:`input '${f.name}' is required and has no default; pass ${s.passInput(
f.name)}`}):f.type==="boolean"?o[f.name]=!1:o[f.name]="");return o}function $r(e,t){let[n,s]=e;if(n==="matrix")return!0;
if(n==="inputs"||n==="vars")return Object.hasOwn(t,n);if(n!=="github"||s===void 0||s==="*")return!1;let r=t.github;return typeof r==
"object"&&r!==null&&!Array.isArray(r)&&Object.keys(r).some(o=>o.toLowerCase()===s)}function si(e,t,n,s){let r=n.workflow.
call;if(r===void 0||Object.values(t.with).some(i=>i.expression!==null&&e.facts(i.expression).paths.some(a=>!$r(a,s))))return null;
try{return Os(r,Ps(e,t,r,()=>({contexts:s})),n.path)}catch(i){if(i instanceof w)return null;throw i}}function ri(e,t,n,s,r,o,i){
let a=Te(t.strategy);if(!a)return[{}];if(tn(a))return null;let l=(p,d)=>{if(!(p instanceof w))throw p;return r.push({code:S.
matrixInvalid,severity:"error",path:p.where??s(a.position),message:`jobs.${t.id}: ${p.message}`}),d},c;try{c=oi(e,a,n,s)}catch(p){
return l(p,[{}])}try{sr(t.id,c,s(a.position),o,{recordsStages:i})}catch(p){return l(p,null)}return c}function Te(e){return e?
e.kind==="expression"?e:e.kind!=="mapping"?null:e.entries.find(t=>t.key==="matrix")?.value??null:null}function oi(e,t,n,s){
let r=Be(e,t,{contexts:n,where:s(t.position)});return Xt(r,s(t.position),{whereOf:o=>s(ii(t,o))})}function ii(e,t){let n=e,
s=e.position;for(let r of t)if(n.kind==="mapping"&&typeof r=="string"){let o=n.entries.find(i=>i.key===r);if(!o)break;s=
o.keyPosition??o.value.position,n=o.value}else if(n.kind==="sequence"&&typeof r=="number"){let o=n.items[r];if(!o)break;
s=o.position,n=o}else break;return s}function tn(e){if(!$e(e))return!1;switch(e.kind){case"expression":return/\bneeds\b/i.
test(e.expression);case"sequence":return e.items.some(tn);case"mapping":return e.entries.some(t=>tn(t.value));default:return!1}}
function ai(e,t,n,s,r){let o=n.with[u.stage];return o&&o.text.trim()!==""?(o.expression===null?[]:e.facts(o.expression).
paths).some(a=>!$r(a,r))?null:Et(e,o,{contexts:{...r,matrix:Yt(s)}}).trim():be(t.id,Object.keys(s).length>0?s:null)}function nn(e){
return e.action.kind==="baton"&&(e.action.action==="stage"||e.action.action==="prepare")}var li=9;function Sr(e,t,n=0){let s=[];
for(let r of e){let o=ie(r);if(nn({step:r,action:o})&&s.push({step:r,inAction:n>0}),o.kind!=="local")continue;if(t===void 0||
n>li)return null;let i=t(o.path);if(i===void 0)return null;if(i.kind!=="composite")continue;let a=Sr(i.steps,t,n+1);if(a===
null)return null;s.push(...a)}return s}function Su(e,t,n,s,r){return t.stageSteps===null?null:Pr(e,t.job,t.stageSteps,n,
s,()=>"",[],r)}function Pr(e,t,n,s,r,o,i,a){let l=[];for(let{step:c,inAction:p}of n){if(p&&c.with[u.stage]?.expression)return null;
for(let d of s){let f;try{f=ai(e,t,c,d,r)}catch(m){if(!(m instanceof w))throw m;i.push({code:S.stageInvalid,severity:"er\
ror",path:o(c.with[u.stage]?.position??c.position),message:m.message});continue}if(f===null)return null;if(He(f,a)){i.push(
{code:S.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??c.position),message:Gt});continue}if(!se.test(f)){
i.push({code:S.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??c.position),message:`stage "${f}" is not \
a valid stage id: a letter or _ then up to 99 letters, digits, _ or -`});continue}let g=jn(f);if(g!==null){i.push({code:S.
stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??c.position),message:g});continue}l.push({stage:f,leg:d})}}
return l}function ui(e,t){let n=new Map;for(let s of e.values()){if(s.call!==null)continue;let r=l=>L(s.workflow.fileName,
l),o=new Set,i=new Map,a=s.stages===null?[]:s.instances??[{id:s.id,stages:s.stages}];for(let l of a){let c=new Set;for(let p of l.
stages??[]){let d=n.get(p),f=i.get(p),g=c.has(p)?`job '${s.id}' runs stage '${p}' more than once; give each baton step i\
ts own \`stage\` input`:f!==void 0?pi(p,s.id,[f,l.id]):d!==void 0?`stage '${p}' of job '${s.id}' is also a stage of job \
'${d}'; set a different \`stage\` input${s.calledBy!==null||e.get(d)?.calledBy?" (a called workflow's job records its st\
ages under its own job id, as github.job is inside a called workflow on GitHub, so two calls of one file, or a called jo\
b and a job of the same id, record the same stage; give the called file's stage a `stage:` input made from one of its in\
puts)":""}`:null;g!==null&&!o.has(p)&&(o.add(p),t.push({code:S.stageDuplicate,severity:"error",path:r(s.job.position),message:g})),
c.add(p),i.set(p,i.get(p)??l.id),n.set(p,n.get(p)??s.id)}}}return n}function ci(e,t,n,s,r){let o=n.with[u.vars],i;if(t.calledBy===
null&&(o===void 0||o.expression===null))try{let c=o===void 0?[]:Object.keys(pt(o.text)),p=Object.keys(e.inputs);i={names:[
...new Set([...p,...c])],from:"the workflow's declared inputs and the keys of the step's vars"}}catch{}let a=c=>("stage"in
c?[r.get(c.stage)??""]:dt(t,c.job)).map(p=>s.get(p)).filter(p=>p!==void 0),l=c=>c.some(p=>p.legs===null)?void 0:dr(c.flatMap(
p=>p.legs??[]));return{inputs:i,data:c=>{let p=a(c);if(p.length===0||p.some(f=>f.skip!==null||f.call!==null))return;let d=p.
map(f=>qs(f.job));if(!d.some(f=>f===void 0))return{keys:[...new Set(d.flatMap(f=>f.keys))],closed:d.every(f=>f.closed)}},
matrix:c=>{let p=a(c);if(!(p.length===0||p.some(d=>d.skip!==null)))return l(p.flatMap(d=>d.call===null?[d]:mt(d,s).filter(
f=>f.recordsStages||f.stageSteps===null)))},call:c=>{for(let p of a(c)){let d=p.call!==null?p:s.get(p.calledBy??"");if(d?.
call==null)continue;return{job:d===p&&"job"in c?c.job:d.id,file:d.call.path,keys:dr(d.legs??[])}}}}}function dr(e){return[
...new Set(e.flatMap(t=>Object.keys(t)))]}function pi(e,t,n){return`stage '${e}' of job '${t}' would be recorded by ever\
y leg of the call around it (${n.join(", ")}): a called workflow's job records its stages under its own job id, as githu\
b.job is inside a called workflow on GitHub, and the caller's matrix does not reach the called workflow; give the stage \
a \`stage:\` input made from the inputs its legs give it (stage: ${W(t)}-\${{ inputs.<name> }}), so that each leg records\
 its own`}function fi(e,t,n,s,r,o){let i=g=>L(e.fileName,g),a=t.stageUpstream.map(g=>n.get(g)).filter(g=>g!==void 0),l=[
...new Set(a.flatMap(g=>mt(g,n)))],c=[...new Set(l.flatMap(g=>g.stages??[]))],p=l.filter(g=>g.stages===null),d=[...new Set(
p.map(g=>W(g.id)))],f={job:t.id,upstreamStages:c,openMatrices:[...new Set(p.filter(br).map(g=>W(g.id)))],unknown:p.some(
g=>!br(g)),jobs:hi(n),upstreamJobs:t.upstream,runsAfter:g=>Xe(e,g,t.id)};for(let{step:g,action:m}of t.steps){if(!nn({step:g,
action:m}))continue;let h=g.with[u.needs];if(h)for(let j of Es(h,f))o.push({code:S.needsInput,severity:"error",path:i(Or(
e).locate(h,j.offset)),message:j.message});let x=gs(e,t.job)?ms(h,j=>{let P=n.get(s.get(j)??"");if(P===void 0)return;let v=P.
upstream.map(F=>n.get(F)?.stages??null);return{callsStageWorkflow:P.job.stageWorkflow===!0,needsInput:P.job.steps[0]?.with[u.
needs],upstreamStages:v.includes(null)?null:v.flatMap(F=>F??[])}}):null,$=(j,P)=>({code:S.templateStage,severity:"error",
message:hs(j,P,t.id,h)}),k=[],O=g.with[u.prompt];if(O&&(O.expression===null||!Vn(O.text))){let j=O.expression===null?O.text:
Dn(O.text);k.push({template:j,locate:(P,v)=>yi(e,O,P,v)})}let D=g.with[u.promptFile];if(D&&D.expression===null&&r){let j,
P="does not exist";try{j=r(D.text)}catch(v){P=v instanceof Error?v.message:String(v)}j===void 0?o.push({code:S.promptFileMissing,
severity:"error",path:i(D.position),message:`prompt-file ${D.text}: ${P}`}):k.push({template:j,locate:(v,F)=>`${D.text}:${v}\
:${F}`})}let A=ci(e,t,g,n,s),C=null,Y=[],pe=j=>j.kind==="job"?dt(t,j.stage).length>0:c.includes(j.stage)||gr(d,j.stage);
for(let{template:j,locate:P}of k){let{analysis:v,problems:F}=Ke(j);v&&(Y.push(...v.references),C??=ur(v,(b,R)=>P(b,R).replace(
`${e.fileName}:`,"")));let ee=Vs(v?.keys??[],A),ht=Ds(v?.keys??[],A).filter(b=>b.closed).map(b=>b.error),y=F.filter(b=>b.
ifUpstream===void 0||pe(b.ifUpstream));for(let b of[...y,...ee,...ht])o.push({code:ht.includes(b)?S.templateDataKey:ee.includes(
b)?S.templateKey:S.templateInvalid,severity:"error",path:P(b.line,b.column),message:[b.message,...b.details].join("; ")});
for(let b of v?.references??[]){if(b.kind==="job"){let T=dt(t,b.stage).map(U=>n.get(U)?.stages);if(T.length>0){let U=T.includes(
null)?null:T.flatMap(G=>G??[]);x&&U&&U.length>0&&!U.some(G=>x.has(G))&&o.push({...$(`jobs.${b.stage}`,`its stages (${U.join(
", ")})`),path:P(b.line,b.column)});continue}let J=[...new Set(t.stageUpstream.map(W))],Le=te(b.stage,J),Pe=gi(t.id).map(
U=>`${U}${b.stage}`).find(U=>n.has(U));o.push({code:S.templateStage,severity:"error",path:P(b.line,b.column),message:`jo\
bs.${b.stage}: not a job upstream of job '${t.id}'${t.stageUpstream.includes(b.stage)?` (did you mean ${W(b.stage)}? a c\
alled workflow reads its own jobs by their ids in its file, as GitHub's records name them: github.job is the called file\
's own job id)`:Pe!==void 0?mr(n,t.id,Pe,"job"):Le?` (did you mean ${Le}?)`:""}; upstream jobs: ${J.length>0?J.join(", "):
"(none)"}`});continue}if(c.includes(b.stage)){x&&!x.has(b.stage)&&o.push({...$(`stages.${b.stage}`,b.stage),path:P(b.line,
b.column)});continue}if(gr(d,b.stage))continue;let R=s.get(b.stage)??bi(b.stage,n),_=te(b.stage,c),K=mi(b.stage,n),fe=R?
mr(n,t.id,R,"stage"):K!==null?` (did you mean ${K}? a called workflow's job records its stages under its own job id, as \
github.job is inside a called workflow on GitHub)`:_?` (did you mean ${_}?)`:"";o.push({code:S.templateStage,severity:"e\
rror",path:P(b.line,b.column),message:`stages.${b.stage}: not a stage upstream of job '${t.id}'${fe}; upstream stages: ${c.
length>0||d.length>0?[...c,...d.map(T=>`${T}-*`)].join(", "):"(none)"}`})}}let I=C?.kind==="reference"?di(e,t,g,C,Y,c,n):
null;I!==null&&o.push(I)}return f}function di(e,t,n,s,r,o,i){if(t.calledBy!==null||t.job.stageWorkflow===!0||gt(e)||n.uses===
null||n.uses.text.trim().startsWith("./")||(n.with[u.needs]?.text.trim()??"")!=="")return null;let a=t.job.steps[n.index]?.
position;if(a?.line!==n.position.line||a.column!==n.position.column)return null;let l=lr(t.job.steps,n.index,p=>`${p.line}\
:${p.column}`);if(l===null)return null;let c=new Set;for(let p of r){if(p.kind==="stage"){o.includes(p.stage)&&c.add(p.stage);
continue}for(let d of dt(t,p.stage))for(let f of i.get(d)?.stages??[])c.add(f)}return{code:S.checkoutMissing,severity:"e\
rror",path:L(e.fileName,n.uses.position),message:cr(t.id,s,l,[...c])}}function dt(e,t){return e.stageUpstream.filter(n=>W(
n)===t)}function gi(e){let t=[];for(let n=e.lastIndexOf("/");n>=0;n=e.lastIndexOf("/",n-1))t.push(e.slice(0,n+1));return[
...t,""]}function mt(e,t){let n=s=>s===e.id?e:t.get(s);return Ft([e.id],s=>n(s)?.call).map(n).filter(s=>s!==void 0&&s.call===
null)}function Pu(e,t){return e.call===null||e.stages!==null?[e.id]:[...mt(e,t).map(n=>n.id),e.id]}function Ou(e,t){let n=mt(
e,t).filter(s=>s.stages===null);return[...new Set(n.map(s=>W(s.id)))]}function gr(e,t){return e.some(n=>t===n||t.startsWith(
`${n}-`))}function mi(e,t){for(let n of t.values()){if(n.calledBy===null)continue;let s=ys(n.id);if(e===s||e.startsWith(
`${s}-`))return`${W(n.id)}${e.slice(s.length)}`}return null}function mr(e,t,n,s){let r="a prompt reads only stages of jo\
bs that finish before it",o=vs(i=>{let a=e.get(i);return a?{workflow:a.workflow,calledBy:a.calledBy}:void 0},t,n);return o.
kind==="self"?` (${s==="stage"?"it is a stage of this job itself":"it is this job itself"}: ${r}; a retry's previous att\
empt is {{attempt.previous}})`:o.kind==="after"?` (${o.text}; ${r})`:o.kind!=="add"?` (${s==="stage"?`it is a stage of j\
ob '${n}'; `:""}${o.text})`:s==="stage"?` (it is a stage of job '${n}'; add '${o.need}' to ${o.needsOf})`:` (add '${o.need}\
' to ${o.needsOf})`}var hr=new WeakMap;function hi(e){let t=hr.get(e);return t===void 0&&(t=new Map([...e.values()].map(
n=>[n.id,{stages:n.stages,matrix:Te(n.job.strategy)!==null}])),hr.set(e,t)),t}function br(e){return e.legs===null&&e.call===
null&&e.steps.every(({step:t,action:n})=>n.kind!=="local"&&(!nn({step:t,action:n})||(t.with[u.stage]?.text.trim()??"")===
""))}function bi(e,t){let n;for(let s of t.values()){let r=W(s.id);s.stages!==null||s.call!==null||!(e===r||e.startsWith(
`${r}-`))||(n===void 0||r.length>W(n).length)&&(n=s.id)}return n}var yr=new WeakMap;function yi(e,t,n,s){let r=Or(e).locateLine(
t,n,s);return`${e.fileName}:${r.line}:${r.column}`}function Or(e){let t=yr.get(e);return t===void 0&&(t=new ft(e.source),
yr.set(e,t)),t}function wi(e){return e.label!==null&&typeof e.label=="object"}export{xi as a,Et as b,ki as c,$i as d,Be as e,$e as f,Pi as g,Vn as h,Dn as i,Oi as j,Ye as k,Ei as l,Nr as m,Ni as n,Xe as o,
Ze as p,It as q,L as r,Ii as s,Ar as t,_i as u,ie as v,ne as w,Rr as x,Z as y,we as z,ue as A,Ji as B,Cr as C,Ui as D,zi as E,
Wt as F,Vi as G,Di as H,Gi as I,Hi as J,Ki as K,Bi as L,gs as M,ms as N,hs as O,bs as P,W as Q,Ft as R,ws as S,Ps as T,Os as U,
vs as V,ft as W,Yt as X,Wl as Y,nr as Z,sr as _,ha as $,po as aa,ba,Vt as ca,ya as da,wa as ea,js as fa,Es as ga,Ea as ha,
Ws as ia,ut as ja,Wa as ka,xo as la,Qa as ma,el as na,tl as oa,pt as pa,cl as qa,pl as ra,Ds as sa,Hs as ta,Ks as ua,qs as va,
en as wa,ir as xa,ar as ya,lr as za,ur as Aa,cr as Ba,Jl as Ca,yu as Da,wu as Ea,xu as Fa,ku as Ga,$u as Ha,$r as Ia,Te as Ja,
oi as Ka,ai as La,li as Ma,Su as Na,pi as Oa,Pu as Pa,Ou as Qa,gr as Ra};
