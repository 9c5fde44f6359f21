import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{e as Hn}from"./chunk-TY27MA5Z.js";import{a as qe}from"./chunk-CL5BW2X2.js";import{b as Kn,f as qn,t as _e,
w as Yn,x as Xn,z as Ye}from"./chunk-ZEU4ST2F.js";import{b as be}from"./chunk-VWNF5BAH.js";import{T as Bn,e as Un,
f as zn,h as Dn,i as Vn,r as Gn}from"./chunk-XLGFJCL2.js";import{a as Rn,b as Ke}from"./chunk-XNMHRBVO.js";import{
c as An,g as In,h as _n}from"./chunk-LEIL67MZ.js";import{b as Ie,d as Be,j as Mn}from"./chunk-YGNE4XJX.js";import{
d as _t,e as Tn,f as Wn,h as Ln,j as Cn,k as Jn,m as Fn}from"./chunk-4YBMJ3DZ.js";import{a as It}from"./chunk-LS2NIP65.js";
import{c as fn}from"./chunk-FCWOFCWY.js";import{a as te,c as Ae,d as oe}from"./chunk-YQXZOI2X.js";import{d as y,
e as $t}from"./chunk-OKFZ7BVP.js";import{B as Nn,G as He,a as vt,b as jt,c as Et,d as On,e as Ee,f as vn,h as E,i as ke,
j as xe,k as Nt,m as At,n as he,o as jn,p as re,t as En,u as Ve,v as Ne,w as Ge,y as q,z as X}from"./chunk-LGNAKMKQ.js";
import{B as gn,C as mn,D as ge,E as se,F as hn,H as u,J as z,L as Pt,M as me,N as Ue,O as je,P as bn,Q as yn,S as wn,T as kn,
Y as S,Z as xn,b as dn,ba as $n,da as ze,ea as De,fa as Sn,ga as Pn,ha as Ot,n as ve,r as St}from"./chunk-KP2FEYWF.js";
import{d as pn}from"./chunk-3NR5HZ6E.js";var Ji=["github","env","vars","job","jobs","steps","runner","secrets","strategy","matrix","needs","inputs"];function Rt(e,t,n){
return t.expression===null?t.text:e.evaluateString(t.expression,n)}function Fi(e,t,n){let s=[];for(let[r,o]of Object.entries(
t)){let i=typeof n=="function"?n(r,o):n;s.push([r,Rt(e,o,i)])}return Object.fromEntries(s)}function Ui(e,t,n){return e.evaluateTruthy(
t.expression,n)}function Xe(e,t,n){switch(t.kind){case"literal":return t.value;case"expression":return e.evaluate(t.expression,
{...n,where:n.where??`line ${t.position.line}, column ${t.position.column}`});case"sequence":return t.items.map(s=>Xe(e,
s,n));case"mapping":return Object.fromEntries(t.entries.map(({key:s,value:r})=>[s,Xe(e,r,n)]))}}function $e(e){switch(e.
kind){case"literal":return!1;case"expression":return!0;case"sequence":return e.items.some($e);case"mapping":return e.entries.
some(t=>$e(t.value))}}var Se=pn(Rn(),1),Ze="${{",Dr="}}";function Mt(e){let t=e.indexOf(Ze);if(t<0)return null;let n=[],s=0;for(;s<e.length;)if(s===
t){let r=-1,o=!1;for(s+=Ze.length;s<e.length;s++)if(e[s]==="'")o=!o;else if(!o&&e[s]==="}"&&e[s-1]==="}"){r=s,s++;break}
if(r<0)return null;n.push({expression:e.slice(t+Ze.length,r+1-Dr.length).trim(),offset:t,end:r+1}),t=e.indexOf(Ze,s)}else if(t>=
0&&s<t)n.push({literal:e.slice(s,t),offset:s}),s=t;else{n.push({literal:e.slice(s),offset:s});break}return n}function Di(e){
let t=Mt(e);if(t===null)return null;let[n]=t;if(t.length===1&&n&&"expression"in n)return n.expression;let s=[],r=[];for(let o of t)
"literal"in o?s.push(o.literal.replace(/'/g,"''").replace(/\{/g,"{{").replace(/\}/g,"}}")):(s.push(`{${r.length}}`),r.push(
o.expression));return`format('${s.join("")}'${r.map(o=>`, ${o}`).join("")})`}function Zn(e){let t=Mt(e);return t!==null&&
t.filter(n=>"expression"in n).length===1&&t.every(n=>!("literal"in n)||/^\s*["']?\s*$/.test(n.literal))}function Qn(e){let t=Mt(
e);return t===null?e:t.map(n=>"literal"in n?n.literal:e.slice(n.offset,n.end).replace(/[^\n]/g," ")).join("")}function Vi(e){
let t=new Map,n=[0];for(let o=0;o<e.length;o++)e[o]===`
`&&n.push(o+1);let s=o=>{let i=0,a=n.length-1;for(;i<a;){let l=i+a+1>>1;n[l]<=o?i=l:a=l-1}return`${i+1}:${o-n[i]+1}`},r=(0,Se.parseDocument)(
e,{uniqueKeys:!1});return(0,Se.visit)(r,{Scalar(o,i){(0,Se.isScalar)(i)&&typeof i.value=="string"&&i.range&&t.set(s(i.range[0]),
i.value)}}),t}function Qe(e,t){let n=es(t);for(let s of e)if(s===t)return s;for(let s of e)if(es(s)===n)return s}function Ki(e){let t=e.
map(n=>n.id);return e.map(n=>n.needs.every(s=>t.includes(s.id))?n:{...n,needs:n.needs.map(s=>({...s,id:Qe(t,s.id)??s.id}))})}
function es(e){return e.replace(/[A-Z]/g,t=>t.toLowerCase())}function Vr(e,t){let n=Qe(e.jobs.map(r=>r.id),t),s=e.jobs.find(
r=>r.id===n);if(!s)throw new y("job-unknown",`no job '${t}' in ${e.fileName}; jobs: ${e.jobs.map(r=>r.id).join(", ")}`);
return s}function Bi(e,t){let n=Vr(e,t).id,s=ns(new Map(e.jobs.map(r=>[r.id,r])),n);return e.jobs.map(r=>r.id).filter(r=>s.
has(r))}function ts(e){let t=new Map;for(let r of Tt(e)){let o=new Set;for(let i of r.needs){let a=t.get(i.id);if(a){o.add(
i.id);for(let l of a)o.add(l)}}t.set(r.id,o)}let n=new Map(e.jobs.map(r=>[r.id,r])),s=e.jobs.map(r=>r.id);return new Map(
s.map(r=>{let o=t.get(r)??ns(n,r);return[r,s.filter(i=>o.has(i))]}))}function ns(e,t){let n=new Set,s=[...e.get(t)?.needs.
map(r=>r.id)??[]];for(;s.length>0;){let r=s.pop();if(n.has(r)||r===t)continue;let o=e.get(r);o&&(n.add(r),s.push(...o.needs.
map(i=>i.id)))}return n}function Tt(e){let t=new Set,n=[],s=new Set(e.jobs.map(o=>o.id)),r=!0;for(;r&&n.length<e.jobs.length;){
r=!1;for(let o of e.jobs)t.has(o.id)||o.needs.every(i=>t.has(i.id)||!s.has(i.id))&&(t.add(o.id),n.push(o),r=!0)}return n}
function et(e,t,n){let s=new Map(e.jobs.map(i=>[i.id,i])),r=new Map([[t,t]]),o=[t];for(let i=o.shift();i!==void 0;i=o.shift())
for(let a of s.get(i)?.needs??[])if(!(r.has(a.id)||!s.has(a.id))){if(r.set(a.id,i),a.id===n){let l=[n];for(let c=i;c!==t;c=
r.get(c))l.unshift(c);return[t,...l]}o.push(a.id)}return null}function tt(e){return e.slice(0,-1).map((t,n)=>`${t} needs\
 ${e[n+1]}`).join(", ")}var Wt={invalid:"workflow-invalid",expression:"expression-invalid",needsUnknown:"needs-unknown",needsCycle:"needs-cycle"};
function L(e,t){return t&&t.line>0?`${e}:${t.line}:${t.column}`:e}function Yi(e){let t=[];for(let n of e.jobs)for(let s of n.
steps){let r=s.uses?.text;if(r===void 0||Gr(r))continue;let[o="",...i]=r.split("@"),a=i.length<=1&&o.split(/[/\\]/).filter(
l=>l!=="").length>=2?`name the commit it runs: ${o}@<40-hex commit sha>`:"an action is {owner}/{repo}[/path]@ref, ./path\
 (one of this repository) or docker://image";t.push({code:Wt.invalid,severity:"error",path:L(e.fileName,s.uses?.position??
s.position),message:`Expected format {org}/{repo}[/path]@ref. Actual '${r}': GitHub refuses the workflow; ${a}`})}return t}
function Gr(e){if(e.startsWith("docker://")||e.startsWith("./")||e.startsWith(".\\"))return!0;let t=e.split("@"),n=(t[0]??
"").split(/[/\\]/).filter(s=>s!=="");return t.length===2&&n.length>=2&&t[1]!==""}function Xi(e){let t=[],n=new Map(e.jobs.
map(l=>[l.id,l])),s=e.jobs.map(l=>l.id);for(let l of e.jobs)for(let c of l.needs)n.has(c.id)||t.push({code:Wt.needsUnknown,
severity:"error",path:L(e.fileName,c.position),message:`job '${l.id}' needs '${c.id}', which is not a job in this workfl\
ow; jobs: ${s.join(", ")}`});let r=new Map,o=[],i=new Set,a=l=>{r.set(l,"active"),o.push(l);let c=n.get(l);for(let p of c?.
needs??[]){if(!n.has(p.id))continue;let d=r.get(p.id);if(d==="active"){let f=o.slice(o.indexOf(p.id)),g=Hr(f);if(!i.has(
g)){i.add(g);let m=f.map((h,k)=>`${h} needs ${f[(k+1)%f.length]}`);t.push({code:Wt.needsCycle,severity:"error",path:L(e.
fileName,p.position),message:`needs form a cycle: ${[...f,f[0]].join(" \u2192 ")} (${m.join(", ")}); remove one of these\
 needs`})}}else d===void 0&&a(p.id)}o.pop(),r.set(l,"done")};for(let l of e.jobs)r.has(l.id)||a(l.id);return t}function Hr(e){
return[...e].sort().join("\0")}function ie(e){if(!e.uses)return{kind:"run"};let t=e.uses.text.trim();if(e.ownAction&&t.startsWith("./"))return{kind:"lo\
cal",path:t.replace(/\/+$/,"")};let n=Kr(t);if(n)return{kind:"baton",action:n};if(t.startsWith("./"))return{kind:"local",
path:t.replace(/\/+$/,"")};let[s=""]=t.split("@"),r=s.toLowerCase();return r==="actions/checkout"?{kind:"noop",action:"c\
heckout",reason:"the local checkout is used as it is"}:r.startsWith("actions/setup-")?{kind:"noop",action:"setup",reason:"\
tools on this machine are used"}:{kind:"skip",notice:`${t} cannot run locally; step skipped`}}function Kr(e){let t=ss(e);
if(t===null)return null;for(let[n,s]of Object.entries(bn))if(s===t)return n;return null}function ss(e){if(e.startsWith("\
./"))return e.slice(2).replace(/\/+$/,"");let t=/^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)((?:\/[^@]*)?)@.+$/.exec(e);return t?.[2]?.
toLowerCase()!==yn?null:(t[3]??"").replace(/^\/|\/+$/g,"")}function ne(e){return e.uses!==null&&Br(e.uses.text)}function Br(e){
return ss(e.trim())===wn}var Z=["claude","codex","gemini","copilot"],we=Ne(Z),ue={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},qr=[...new Set(
Object.values(ue).flatMap(e=>e.keyEnv))],Yr=["ANTHROPIC_AUTH_TOKEN","ANTHROPIC_FOUNDRY_API_KEY","AWS_SECRET_ACCESS_KEY",
"AWS_SESSION_TOKEN","AWS_BEARER_TOKEN_BEDROCK","AZURE_OPENAI_API_KEY"];function oa(e){return[...qr,...Yr].map(t=>e[t]).filter(
t=>!!t)}var Xr=E().check(vn(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,{message:"must be a model name: letters, digits and \
. _ : / @ -, at most 128 characters"})),Zr=re({model:q(Xr)}),as="--prompt=",ls=128*1024-1-as.length,Qr=128*1024,rs=Qr-`${z.
args}=`.length-1;function ia(e){let t=e[z.args];if(t===void 0)return;let n=dn(t);if(!(n<=rs))throw new y("agent-args-too\
-long",`is ${n} bytes, over the ${rs} bytes one environment variable of that name can hold on Linux (128 KiB with its na\
me, MAX_ARG_STRLEN), so the agent CLI cannot start ("Argument list too long"): move long text into a file the CLI reads \
(a system prompt or settings file) and pass only its path, or put it in the prompt`,{where:`${z.args} (the reusable work\
flow's ${De.agentArgs} input)`})}var nt=`"\${${ve.handoffPath}%/*}"`,Re=`"$${ve.promptPath}"`,Lt=e=>`\${${z.model}:+${e}\
 "$${z.model}"}`,st=["agent_args=()",`if [ -n "\${${z.args}:-}" ]; then`,"  while IFS= read -r arg; do",'    arg="${arg#\
"${arg%%[![:space:]]*}"}"','    arg="${arg%"${arg##*[![:space:]]}"}"','    if [ -n "$arg" ]; then agent_args+=("$arg"); \
fi',`  done <<< "$${z.args}"`,"fi"],rt='${agent_args[@]+"${agent_args[@]}"}';function us(e){let{cli:t,npmPackage:n}=ue[e];
return`the ${t} CLI is not installed (no ${t} on PATH): install its npm package, npm install --global ${n}@<version> (ba\
ton-stage.yml installs it at agent-version)`}var it="baton: ",cs=e=>`the prompt is ${e} bytes; copilot takes it as one a\
rgument, at most ${ls} bytes: shorten it (max-prompt-tokens) or use another agent`;function eo(e,t){if(t===us(e))return!0;
let n=/^the prompt is (\d{1,20}) bytes;/.exec(t)?.[1];return e==="copilot"&&n!==void 0&&t===cs(n)}function ot(e){let{cli:t}=ue[e];
return[`if ! command -v ${t} >/dev/null 2>&1; then`,`  echo "${it}${us(e)}" >&2`,"  exit 127","fi"]}function os(e,t,n=""){
return[`if [ -z "\${${t}:-}" ] && [ -n "\${${e}:-}" ]${n}; then`,`  export ${t}="$${e}"`,"fi"]}var to={claude:[...ot("cl\
aude"),'if [ "$EUID" -eq 0 ]; then',"  export IS_SANDBOX=1","fi",...st,"exec claude -p \\","  --output-format stream-jso\
n --verbose \\","  --permission-mode bypassPermissions \\",`  --add-dir ${nt} \\`,`  ${Lt("--model")} \\`,`  ${rt} \\`,`\
  < ${Re}`].join(`
`),codex:[...ot("codex"),...os("OPENAI_API_KEY","CODEX_API_KEY"),...st,"exec codex exec \\","  --json \\","  --sandbox w\
orkspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${nt} \\`,`  ${Lt("--model")} \\`,`  ${rt} \\`,`  - < ${Re}`].
join(`
`),gemini:[...ot("gemini"),'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',...os("GOOGLE_API_K\
EY","GEMINI_API_KEY",' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),...st,"exec gemini \\","  --output-format json \
\\","  --approval-mode yolo \\",`  --include-directories ${nt} \\`,`  ${Lt("--model")} \\`,`  ${rt} \\`,"  -p 'Carry out\
 the task above.' \\",`  < ${Re}`].join(`
`),copilot:[...ot("copilot"),`prompt_bytes=$(wc -c < ${Re})`,`if [ "$prompt_bytes" -gt ${ls} ]; then`,`  echo "${it}${cs(
"$prompt_bytes")}" >&2`,"  exit 2","fi",...st,"exec copilot \\",`  ${as}"$(cat ${Re})" \\`,"  --output-format=json \\","\
  --allow-all-tools \\","  --no-ask-user \\",`  --add-dir=${nt} \\`,`  \${${z.model}:+--model="$${z.model}"} \\`,`  ${rt}`].
join(`
`)};function Jt(e,t=`input ${u.agent}`){let n=we.safeParse(e);if(n.success)return n.data;throw new y("agent-preset-unkno\
wn",`"${e}" is not an agent preset; use one of ${Z.join(", ")}, or give the command in \`run\``,{where:t})}function aa(e,t={}){
let n=Jt(e),s=Zr.safeParse(t);if(!s.success){let o=s.error.issues[0];throw new y("agent-preset-options",`agent ${n}: ${o?.
path.join(".")||"options"} ${o?.message}`,{where:`agent ${n}`})}let r={};return s.data.model!==void 0&&(r[z.model]=s.data.
model),{script:to[n],env:r}}function Ft(e,t){let n=Jt(e),s=[];switch(n){case"claude":return{...ms(le(t),s),problems:s};case"\
codex":return{...ro(t,s),problems:s};case"gemini":return{...ao(t,s),problems:s};case"copilot":return{...lo(t,s),problems:s}}}
function la(e,t){let n=we.safeParse(e);if(!n.success)throw new y("agent-preset-unknown",`"${e}" is not an agent preset; \
use one of ${Z.join(", ")}: the one whose CLI wrote the \`${u.agentOutput}\` file`,{where:`input ${u.agent}`});if(n.data!==
"claude")return Ft(n.data,t);let s=[],r=le(t),o=r.some(Me)?r:ds(t);return{...ms(o,s),problems:s}}function ua(e,t){return Ft(
e,t).usage}function ca(e,t){return Ft(e,t).finalText}function pa(e,t){let n=Jt(e),s=no(n,t);if(s!==null&&s.trim()!=="")return{
source:"cli",text:s};let r=t.split(`
`);for(let o=r.length-1;o>=0;o--){let i=r[o].trimEnd(),a=i.slice(it.length);if(i.startsWith(it)&&eo(n,a))return{source:"\
script",text:a}}return null}function no(e,t){switch(e){case"claude":{let n=ae(le(t),Me);return n&&ps(n)?fs(n):null}case"\
codex":{let n=le(t),s=ae(n,o=>o.type==="turn.failed"&&M(o.error)),r=M(s?.error)?s.error.message:ae(n,o=>o.type==="error")?.
message;return typeof r=="string"?r:null}case"gemini":{let n=hs(t)?.error;return M(n)&&typeof n.message=="string"?n.message:
null}case"copilot":{let n=ae(le(t),s=>s.type==="session.error")?.data;return M(n)&&typeof n.message=="string"?n.message:
null}}}function ps(e){return e.is_error===!0||typeof e.subtype=="string"&&e.subtype.startsWith("error")}function fs(e){if(typeof e.
result=="string"&&e.result.trim()!=="")return e.result;let t=Array.isArray(e.errors)?e.errors.filter(n=>typeof n=="strin\
g"):[];return t.length>0?t.join("; "):typeof e.subtype=="string"?e.subtype:null}function fa(e,t){if(e!=="claude")return null;
let n=le(t),s=ae(n.some(Me)?n:ds(t),Me);if(!s||!ps(s))return null;let r=typeof s.subtype=="string"&&/^[a-z_]{1,64}$/.test(
s.subtype)?s.subtype:null;return{text:fs(s)??"",subtype:r}}function da(e={}){return["## Handing off","",`When you are do\
ne, write your handoff as one JSON object to ${e.handoffPath?`\`${e.handoffPath}\` (also in the environment variable \`${ve.
handoffPath}\`)`:`the path in the environment variable \`${ve.handoffPath}\``}:`,"","```json",`{"version": ${mn}, "statu\
s": "success", "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": {"key": \
"value"}}`,"```","",`- \`summary\` is required (at most ${ge.summaryBytes} bytes); \`status\` is one of success, partial, \
blocked, failure.`,'- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage id>", "\
reason": "\u2026"}` to hand off to a specific stage.',`- If you cannot write files, print the same JSON as the last thin\
g you say, between a line \`${St.start}\` and a line \`${St.end}\`.`,...e.dataSchema===void 0?[]:["- This stage's `data`\
 must follow the JSON Schema below (every value a string; a pattern is an ECMAScript regular expression; lengths are in \
UTF-8 bytes), or the handoff is refused:","",_n(In(e.dataSchema),"json")]].join(`
`)}function M(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function le(e){let t=[];for(let n of e.split(`
`)){let s=n.trim();if(s.startsWith("{"))try{let r=JSON.parse(s);M(r)&&t.push(r)}catch{}}return t}function ds(e){let t=e.
trim();if(t.startsWith("[")&&t.endsWith("]"))try{let o=JSON.parse(t);if(Array.isArray(o))return o.filter(M)}catch{}let n=[],
s=e.split(`
`),r=-1;for(let o=0;o<s.length;o++){let i=s[o].replace(/\r$/,"");if(i==="  {")r=o;else if(r!==-1&&(i==="  }"||i==="  },")){
try{let a=JSON.parse(`${s.slice(r,o).join(`
`)}
}`);M(a)&&n.push(a)}catch{}r=-1}}return n}function ae(e,t){for(let n=e.length-1;n>=0;n--){let s=e[n];if(t(s))return s}}var D=(e,t)=>({
key:t,value:e[t]});function gs(e){return typeof e=="number"||typeof e=="boolean"?String(e):typeof e=="string"?"a string":
Array.isArray(e)?"a list":"an object"}function Ct(e,t){return{code:Ue.usageRefused,severity:"warning",path:`agent.usage.${e}`,
message:`${t}; ${e} is not recorded`}}function ye(e,t,n,s){let r;for(let{key:o,value:i}of n)if(i!=null){if(typeof i!="nu\
mber"||!Number.isSafeInteger(i)||i<0){s.push(Ct(t,`${e} reported ${gs(i)} as ${o}, which is not a whole number from 0 to\
 ${Number.MAX_SAFE_INTEGER}`));return}if(r=(r??0)+i,!Number.isSafeInteger(r)){s.push(Ct(t,`the ${t} ${e} reported add up\
 to more than ${Number.MAX_SAFE_INTEGER}`));return}}return r}function so(e,{key:t,value:n},s){if(n!=null){if(typeof n=="\
number"&&Number.isFinite(n)&&n>=0&&n<=ge.usageCostUsd)return n;s.push(Ct("cost_usd",`${e} reported ${gs(n)} as ${t}, whi\
ch is not an amount from 0 to ${ge.usageCostUsd} USD`))}}function at(e){let t={};return e.input!==void 0&&(t.input_tokens=
e.input),e.output!==void 0&&(t.output_tokens=e.output),e.cost!==void 0&&(t.cost_usd=e.cost),Object.keys(t).length===0?null:
t}function ms(e,t){let n=ae(e,Me);if(!n)return{finalText:null,usage:null};let s=M(n.modelUsage)?Object.values(n.modelUsage).
filter(M):[],r=M(n.usage)?n.usage:{},[o,i]=s.length>0?[s.flatMap(a=>[D(a,"inputTokens"),D(a,"cacheCreationInputTokens"),
D(a,"cacheReadInputTokens")]),s.map(a=>D(a,"outputTokens"))]:[[D(r,"input_tokens"),D(r,"cache_creation_input_tokens"),D(
r,"cache_read_input_tokens")],[D(r,"output_tokens")]];return{finalText:typeof n.result=="string"?n.result:null,usage:at(
{input:ye("claude","input_tokens",o,t),output:ye("claude","output_tokens",i,t),cost:so("claude",D(n,"total_cost_usd"),t)})}}
function Me(e){return e.type==="result"}function ro(e,t){let n=le(e),r=ae(n,a=>a.type==="item.completed"&&oo(a.item))?.item?.
text,o=n.filter(a=>a.type==="turn.completed"&&M(a.usage)),i=a=>o.map(l=>D(l.usage,a));return{finalText:typeof r=="string"?
r:null,usage:at({input:ye("codex","input_tokens",i("input_tokens"),t),output:ye("codex","output_tokens",i("output_tokens"),
t)})}}function oo(e){return M(e)&&(e.type==="agent_message"||e.item_type==="assistant_message")}var io=4;function hs(e){
let t=e.length;for(let n=0;n<io&&t>0;n++){let s=e.lastIndexOf(`
{`,t-1),r=s===-1?0:s+1;if(e[r]!=="{")return null;try{let o=JSON.parse(e.slice(r));if(M(o)&&("response"in o||"stats"in o||
"error"in o))return o}catch{}if(s===-1)return null;t=s}return null}function ao(e,t){let n=hs(e),s=n?.stats,o=(M(s)&&M(s.
models)?Object.values(s.models):[]).map(i=>M(i)&&M(i.tokens)?i.tokens:{});return{finalText:typeof n?.response=="string"?
n.response:null,usage:at({input:ye("gemini","input_tokens",o.map(i=>D(i,"prompt")),t),output:ye("gemini","output_tokens",
o.flatMap(i=>[D(i,"candidates"),D(i,"thoughts")]),t)})}}function lo(e,t){let n=le(e),s=ae(n,o=>o.type==="assistant.messa\
ge")?.data?.content,r=n.filter(o=>o.type==="assistant.message"&&M(o.data));return{finalText:typeof s=="string"?s:null,usage:at(
{output:ye("copilot","output_tokens",r.map(o=>D(o.data,"outputTokens")),t)})}}var Ut=["actions","artifact-metadata","attestations","checks","contents","deployments","discussions","issues","packages",
"pages","pull-requests","repository-projects","statuses","security-events","id-token","models","vulnerability-alerts"],uo=new Set(
["models","vulnerability-alerts"]),bs={none:0,read:1,write:2};function lt(e){if(e===null)return null;let t=new Map,n=(s,r)=>t.
set(s,uo.has(s)&&r==="write"?"read":r);if(e.kind==="literal"){let s=e.value==="write-all"?"write":e.value==="read-all"?"\
read":null;if(s===null)return null;for(let r of Ut)n(r,s);return t}if(e.kind!=="mapping")return null;for(let s of Ut)t.set(
s,"none");for(let s of e.entries){if(s.value.kind!=="literal")return null;let r=String(s.value.value);if(r!=="none"&&r!==
"read"&&r!=="write")return null;n(s.key,r)}return t}function ys(e,t){let n=Ut.filter(r=>bs[e.get(r)??"none"]>bs[t.get(r)??
"none"]);if(n.length===0)return null;let s=r=>n.map(o=>`${o}: ${r.get(o)??"none"}`).join(", ");return`requesting '${s(e)}\
', but is only allowed '${s(t)}'`}function ws(e,t,n){let s=lt(e.permissions);if(s!==null)return{levels:s,from:`jobs.${e.
id}.permissions of ${t.fileName}`};let r=lt(t.permissions);return r!==null?{levels:r,from:`the permissions: of ${t.fileName}`}:
n}function Te(e){return e.jobs.some(ne)?{...e,jobs:e.jobs.map(t=>ne(t)?fo(t):t)}:e}var xs=/^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$/,
$s=Z.flatMap(e=>[...ue[e].keyEnv]),ks="stage",co=60,po=["status","next","present","data","sha256","artifact-id"],zt=[u.stage,
u.prompt,u.promptFile,u.agent,u.run,u.needs,u.handoff,u.onInvalid,u.dataSchema,u.vars,u.verify,u.attempts,u.maxHandoffs,
u.maxPromptTokens,u.redact,u.retentionDays,u.workingDirectory];function fo(e){let t=e.uses,n=t.position,s=e.with,r={};for(let d of zt){
let f=s[d];f!==void 0&&(r[d]=f)}let o={},i=s.model;i!==void 0&&(o[z.model]=i);let a=s[De.agentArgs];a!==void 0&&(o[z.args]=
a);let l=s[u.agent];for(let d of Z)for(let f of ue[d].keyEnv){let g=go(e,f);if(g===null||l===void 0)continue;let m=`(${Ss(
l)}) == '${d}' && (${g}) || ''`;o[f]={text:`\${{ ${m} }}`,expression:m,position:n}}let c={index:0,id:ks,name:null,if:{expression:"\
success()",text:null,position:null},run:null,uses:{text:ho(t.text.trim()),position:n},with:r,env:o,shell:null,workingDirectory:null,
continueOnError:!1,timeoutMinutes:null,position:n},p={};for(let d of po){let f=`steps.${ks}.outputs['${d}']`;p[d]={text:`\
\${{ ${f} }}`,expression:f,position:n}}return{...e,env:{},outputs:p,timeoutMinutes:mo(s["timeout-minutes"],n),defaults:null,
steps:[c],stageWorkflow:!0}}function go(e,t){if(e.secrets==="inherit")return`secrets.${t}`;let n=e.secrets[t];return n===
void 0?null:Ss(n)}function Ss(e){return e.expression??`'${e.text.replaceAll("'","''")}'`}function mo(e,t){if(e===void 0)
return{kind:"literal",value:co,position:t};if(e.expression!==null)return{kind:"expression",expression:e.expression,text:e.
text,position:e.position};let n=e.text.trim(),s=n===""?Number.NaN:Number(n);return{kind:"literal",value:Number.isFinite(
s)?s:n,position:e.position}}function ho(e){if(e.startsWith("./"))return"./";let t=e.indexOf("@"),[n="",s=""]=e.slice(0,t).
split("/");return`${n}/${s}${e.slice(t)}`}function Ps(e,t){return ne(t)&&!e.jobs.some(n=>n.id===kn)}function Os(e,t){let n=i=>i===
void 0?[]:i.expression!==null?null:i.text.split(/[\s,]+/).filter(Boolean),s=n(e);if(s===null)return null;let r=new Set,o=[
...s];for(let i=o.pop();i!==void 0;i=o.pop()){if(r.has(i))continue;r.add(i);let a=t(i);if(a===void 0)continue;let l=a.callsStageWorkflow?
n(a.needsInput):a.upstreamStages;if(l===null)return null;o.push(...l)}return r}function vs(e,t,n,s){return`${e}: on GitH\
ub, a stage run by baton's stage workflow reads only the stages its needs input names and those they read; add ${t} to w\
ith.needs of job '${n}' (now: ${s?.text.trim()||"none"})`}var Dt=10,ut=".github/workflows/";function js(e){let t=e.trim();if(!t.startsWith("./"))return null;let n=[];for(let s of t.
slice(2).split("/"))s===""||s==="."||(s===".."?n.pop():n.push(s));return n.join("/")}function Es(e){return e.replaceAll(
"/","-")}function T(e){return e.slice(e.lastIndexOf("/")+1)}function Vt(e,t){return e.flatMap(n=>[n,...Vt(t(n)?.jobs??[],
t)])}function Ns(e,t,n,s){let r=[],o=new Set([e.fileName]),i=(a,l,c,p,d)=>{let f=ts(a),g=new Set(a.jobs.map(m=>m.id));for(let m of Tt(
a)){let h=`${l}${m.id}`,k={id:h,job:m,workflow:a,calledBy:c,needs:m.needs.filter(I=>g.has(I.id)).map(I=>`${l}${I.id}`),upstream:(f.
get(m.id)??[]).map(I=>`${l}${I}`),call:null,skip:null};if(r.push(k),m.uses===null||m.stageWorkflow===!0)continue;let $=m.
uses.text.trim(),x=js($),O=I=>s.push({code:S.workflowCallInvalid,severity:"error",path:L(a.fileName,m.uses?.position??m.
position),message:`jobs.${m.id}: ${I}`});if(x===null){k.skip=`${$}: reusable workflows of other repositories do not run \
locally`;continue}if(!x.startsWith(ut)||x.slice(ut.length).includes("/")){O(`uses: ${$}: a reusable workflow of this rep\
ository must be a file of ${ut} (./${ut}<file>.yml), as GitHub requires`);continue}let V=p.indexOf(x);if(V>=0){O(`uses: ${$}\
: calls form a cycle: ${[...p.slice(V),x].join(" \u2192 ")}`);continue}if(p.length>=Dt){O(`uses: ${$}: too deep: ${[...p,
x].join(" \u2192 ")}; GitHub connects at most ${Dt} levels of workflows (the caller and ${Dt-1} called ones)`);continue}
let A=t.get(x);if(A===void 0||"unreadable"in A){O(`uses: ${$}: ${A?.unreadable??"the workflow was not read"}`);continue}
if(o.has(A.fileName)||(o.add(A.fileName),s.push(...A.problems)),A.call===void 0){Object.keys(A.on).length===0&&A.problems.
some(j=>j.severity==="error")||O(`uses: ${$}: ${x} is not a reusable workflow: its on: has no workflow_call, and GitHub \
calls only a workflow whose on: has workflow_call`);continue}yo(a,m,x,A.call,n,s);let C=ws(m,a,d);bo(A,$,C,s);let Y=Te(A);
k.call={path:x,workflow:Y,jobs:[]};let pe=r.length;i(Y,`${h}/`,h,[...p,x],C),k.call.jobs=r.slice(pe).filter(I=>I.calledBy===
h).map(I=>I.id)}};return i(e,"",null,[js(`./${e.fileName}`)??e.fileName],null),r}function bo(e,t,n,s){if(n===null)return;
let r=(o,i)=>{let a=lt(o),l=a===null?null:ys(a,n.levels);if(o===null||l===null)return;let c=L(e.fileName,o.position),p=`${i}\
 is ${l} by ${n.from}, which calls it (uses: ${t}); GitHub refuses the call. Ask for no more than the caller allows, or \
give the calling job the permissions`;s.some(d=>d.path===c&&d.message===p)||s.push({code:S.workflowCallInvalid,severity:"\
error",path:c,message:p})};r(e.permissions,"the workflow");for(let o of e.jobs)r(o.permissions,`the nested job '${o.id}'`)}
function yo(e,t,n,s,r,o){let i=d=>L(e.fileName,d??t.uses?.position??t.position),a=(d,f)=>o.push({code:S.workflowCallInvalid,
severity:"error",path:d,message:`jobs.${t.id}: ${f}`}),l=Object.keys(s.inputs);for(let[d,f]of Object.entries(t.with)){let g=_s(
s,d);if(g===void 0){a(i(f.keyPosition??f.position),`with.${d}: ${n} declares no such input (on.workflow_call.inputs)${oe(
d,l)}; its inputs: ${l.join(", ")||"(none)"}`);continue}let m=Gt(g,d,f,n);m!==null&&a(i(f.position),m)}for(let d of Object.
values(s.inputs))!d.required||Rs(t.with,d.name)!==void 0||a(i(t.uses?.position),`input '${d.name}' is required by ${n} (\
on.workflow_call.inputs.${d.name}); give it in with:${d.default===null?"":" (GitHub requires it of every call, its defau\
lt notwithstanding)"}`);let c=Object.keys(s.secrets);if(t.secrets==="inherit"){if(r===null)return;let d=new Set(r.names.
map(f=>f.toUpperCase()));for(let[f,g]of Object.entries(s.secrets))!g.required||d.has(f.toUpperCase())||a(i(t.uses?.position),
`secret ${f} is required by ${n} and passed by secrets: inherit, but this run has no ${f}; pass ${r.words.passSecret(f)}\
 (with ${f} set in the environment)`);return}let p=new Set(Object.keys(t.secrets).map(d=>d.toUpperCase()));for(let[d,f]of Object.
entries(t.secrets))c.some(g=>g.toUpperCase()===d.toUpperCase())||a(i(f.keyPosition??f.position),`secrets.${d}: ${n} decl\
ares no such secret (on.workflow_call.secrets)${oe(d,c)}; its secrets: ${c.join(", ")||"(none)"}`);for(let[d,f]of Object.
entries(s.secrets))!f.required||p.has(d.toUpperCase())||a(i(t.uses?.position),`secret ${d} is required by ${n} (on.workf\
low_call.secrets.${d}); pass it in secrets: (or secrets: inherit)`)}function Gt(e,t,n,s){if(n.expression!==null)return null;
try{return Is(e,As(n),s),null}catch(r){if(!(r instanceof y))throw r;return`with.${t}: ${r.message}`}}function As(e){switch(e.
literal){case"number":return Number(e.text);case"boolean":return e.text==="true";case"null":return null;default:return e.
text}}function Is(e,t,n){let s=t==null?"":typeof t=="string"?t:JSON.stringify(t),r=(o,i)=>{let a=t==null?"null":typeof t==
"string"?"a string":typeof t;return new y("input-invalid",`input '${e.name}' of ${n} is a ${o}; got ${JSON.stringify(s)}\
, ${a==="null"?"null":a}, which GitHub refuses ("Unexpected value '${s}'": it converts nothing to a ${o}); write ${i}`)};
switch(e.type){case"boolean":if(typeof t=="boolean")return t;throw r("boolean","true or false unquoted, or an expression\
 whose value is a boolean (${{ x == 'true' }})");case"number":if(typeof t=="number"&&Number.isFinite(t))return t;throw r(
"number","the number unquoted, or an expression whose value is a number (${{ fromJSON(x) }})");default:return t==null?"":
typeof t=="string"?t:String(t)}}function _s(e,t){let n=t.toLowerCase();return Object.values(e.inputs).find(s=>s.name.toLowerCase()===
n)}function Rs(e,t){let n=t.toLowerCase(),s=Object.keys(e).find(r=>r.toLowerCase()===n);return s===void 0?void 0:e[s]}function Ms(e,t,n,s){
let r={};for(let[o,i]of Object.entries(t.with)){let a=_s(n,o)?.type;r[o]=i.expression===null?As(i):a==="number"||a==="bo\
olean"?e.evaluate(i.expression,s(o,i)):e.evaluateString(i.expression,s(o,i))}return r}function Ts(e,t,n){let s={};for(let r of Object.
values(e.inputs)){let o=Rs(t,r.name);o!==void 0?s[r.name]=Is(r,o,n):r.default!==null?s[r.name]=r.default:s[r.name]=r.type===
"boolean"?!1:""}return s}function Ws(e,t,n){if(n===t)return{kind:"self"};let s=g=>{let m=[g];for(let h=e(g)?.calledBy??null;h!==
null;h=e(h)?.calledBy??null)m.push(h);return m},r=s(t),o=s(n),i=g=>e(g)?.calledBy??null,a=t,l=n;e:for(let g of r)for(let m of o)
if(i(g)===i(m)){a=g,l=m;break e}if(a===l)return{kind:"after",text:`job '${n}' is the call that runs this job, and finish\
es after it`};let c=e(a)?.workflow,p=a.slice(0,a.length-T(a).length),d=c?et(c,T(l),T(a)):null,f=(g,m)=>g===m?"":` (a job\
 of the call '${g}')`;if(d!==null){let g=tt(d.map(m=>`${p}${m}`));return{kind:"after",text:a===t&&l===n?`job '${n}' runs\
 after this job: ${g}`:`job '${n}'${f(l,n)} runs after ${a===t?"this job":`the call '${a}' that runs this job`}: ${g}`}}
return a===t?{kind:"add",need:T(l),needsOf:`jobs.${T(t)}.needs`}:{kind:"outside",text:`a job of a called workflow can ne\
ed only the jobs of its own file; add '${T(l)}' to jobs.${T(a)}.needs, of the call '${a}' that runs this job, to read it`}}var ct={true:["true","True","TRUE"],false:["false","False","FALSE"]},wo=[...ct.true,...ct.false].join(", ");function We(e,t,n){
let s=(t??"").trim();if(s==="")return n;if(ct.true.includes(s))return!0;if(ct.false.includes(s))return!1;throw new y("in\
put-invalid",`${JSON.stringify(s)} is not one of ${wo}`,{where:e})}function Ls(e,t){if(e.expression!==null)return[];let n=[],s=/[^\s,]+/g;for(let r=s.exec(e.text);r!==null;r=s.exec(e.text)){
let o=Ht(r[0],t);o!==null&&n.push({offset:r.index,message:`needs: ${o}`})}return n}function Ht(e,t){let n=JSON.stringify(
e);if(!se.test(e))return`${n} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`;if(t.upstreamStages.
includes(e)||t.unknown||Kt(e,t)!==void 0)return null;let s=xo(t),r=t.jobs.get(e),o=r?.stages?.includes(e)??!1;if(r!==void 0&&
!o&&t.upstreamJobs.includes(e)){let l=r.stages===null?`${e}-<matrix values>, known when the run expands its matrix`:r.stages.
join(", ");return`${n} is ${r.matrix?"the matrix job":"job"} ${e}, not a stage: name ${r.matrix?"its legs":"its stage"} \
(${l}); upstream stages: ${s}`}let i=r!==void 0&&!o?e:ko(e,t);if(i!==void 0){let l=i===e&&!o,c="a stage needs only stage\
s of jobs that finish before it";if(i===t.job)return`${n} is ${l?"this job":"a stage of this job"} itself: ${c}; upstrea\
m stages: ${s}`;let p=l?`job '${i}'`:`a stage of job '${i}'`,d=t.runsAfter(i);return d!==null?`${n} is ${p}, which runs \
after job '${t.job}' (${tt(d)}): ${c}; upstream stages: ${s}`:`${n} is ${p}, which is not upstream of job '${t.job}' (ad\
d '${i}' to jobs.${t.job}.needs); upstream stages: ${s}`}let a=te(e,t.upstreamStages);return`${n} is not a stage upstrea\
m of job '${t.job}'${a?` (did you mean ${a}?)`:""}; upstream stages: ${s}`}function Kt(e,t){let n;for(let s of t.openMatrices)
e.startsWith(`${s}-`)&&s.length>(n?.length??0)&&(n=s);return n}function ko(e,t){let n;for(let[s,r]of t.jobs){if(r.stages?.
includes(e))return s;r.stages===null&&r.matrix&&e.startsWith(`${s}-`)&&s.length>(n?.length??0)&&(n=s)}return n}function xo(e){
let t=[...e.upstreamStages,...e.openMatrices.map(n=>`${n}-*`)];return t.length>0?t.join(", "):"(none)"}var pt={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},$o=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function Cs(e){return $o.get(e.toLowerCase())??""}var So="$ErrorActionPreference \
= 'stop'",Po="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",Oo="bash",Ta="bash -e {0}",Fs=[
"cmd","powershell"];function vo(e){let t=(e??"").trim().toLowerCase();return Fs.find(n=>n===t)??null}function Wa(e,t){return`\
shell: ${e} exists only on Windows runners; baton runs this step here, on ${t}, where there is no ${e} (a ${t} runner fa\
ils it too: "${e}: command not found"). Use ${e==="powershell"?"pwsh":"bash (or sh, pwsh, python)"}, or give the step if\
: runner.os == 'Windows' to skip it here`}var jo=`${Object.keys(pt).join(", ")}, ${Fs.join(", ")} (Windows only), or a c\
ommand containing {0} (e.g. "perl {0}")`;function Us(e){vo(e)===null&&zs(e,jo)}var Eo=`${Object.keys(pt).join(", ")}, or\
 a command containing {0} (e.g. "perl {0}")`;function Bt(e){return zs(e,Eo)}function zs(e,t){let n=(e??"").trim()||Oo;if(Object.
hasOwn(pt,n)){let i=pt[n],[a,...l]=Js(i.template);return{file:a,args:l,extension:Cs(a)}}if(!n.includes("{0}"))throw new y(
"input-invalid",`${JSON.stringify(n)} is not one of ${t}`,{where:"shell"});let s=Js(n),[r,...o]=s;if(r===void 0||r.includes(
"{0}"))throw new y("input-invalid",`${JSON.stringify(n)} must start with a program, then {0} for the script`,{where:"she\
ll"});return{file:r,args:o,extension:Cs(r)}}function La(e,t){switch(e.file){case"pwsh":case"powershell":return`${So}
${t}
${Po}`;case"cmd":return`@echo off
${t}`;default:return t.endsWith(`
`)?t:`${t}
`}}function Ca(e,t){return e.args.map(n=>n.replaceAll("{0}",t))}function Js(e){let t=[],n="",s=!1,r=null;for(let o of e){
if(r){o===r?r=null:n+=o;continue}o==='"'||o==="'"?(r=o,s=!0):/\s/.test(o)?(s&&t.push(n),n="",s=!1):(n+=o,s=!0)}if(r)throw new y(
"input-invalid",`${JSON.stringify(e)} has an unterminated ${r} quote`,{where:"shell"});return s&&t.push(n),t}function Ds(e,t){return t(Gn(e))}async function Ka(e,t,n){let s=t.problems.map($=>Gs($,e)),r=Ao(t.outcome,e),o=($,x)=>{let O=Vs($,e.redact,x);return s.push(
...O.problems),O.text},i=o(t.prompt,"prompt.md"),a=t.agent?o(t.agent.output,"agent.log"):void 0,l=e.agent?.kind==="comma\
nd"?o(e.agent.command,"agent.command"):null,c=t.verify?{...t.verify,command:o(t.verify.command,"verify.command")}:null,p=t.
agent?.startedAt??t.startedAt,d=t.agent?.finishedAt??t.finishedAt,f=t.outcome.reason!=="completed",g=No(t.usage,s),m=$=>n.
workspace.sha256($),h={schema:gn.record,stage:e.stage,job:e.job,matrix:e.matrix,attempt:t.attempt,repair:t.repair,hop:t.
hop,run:e.run,agent:{command:l,preset:e.agent?.kind==="preset"?e.agent.preset:null,exit_code:t.agent?.exitCode??null,started_at:p.
toISOString(),finished_at:d.toISOString(),duration_ms:Math.max(0,d.getTime()-p.getTime()),usage:g},verify:c,status:f?"fa\
ilure":t.handoff?.status??"success",outcome:{reason:r.reason,message:r.message},present:t.handoff!==null,digests:{handoff:t.
handoff?Ds(t.handoff,m):null,prompt:m(i)},lineage:t.lineage,...t.parent?{parent:t.parent}:{},problems:s},k=await n.store.
put({record:h,prompt:i,handoff:t.handoff,...a===void 0?{}:{log:a},...t.files&&t.files.length>0?{files:t.files}:{}});return{
record:h,ref:k,handoff:t.handoff,outcome:r}}function No(e,t){if(e===null)return null;let n={};for(let[s,r]of Object.entries(
e)){let o=Dn.safeParse({[s]:r});if(o.success){n[s]=r;continue}let i=o.error.issues.map(a=>a.message).join("; ");t.push({
code:Ue.usageRefused,severity:"warning",path:`agent.usage.${s}`,message:`the agent\u2019s usage cannot be stored (${i});\
 ${s} is not recorded`})}return Object.keys(n).length===0?null:n}function Vs(e,t,n){let s=Ie(e,t);return{text:s.text,problems:s.
redactions.length===0?[]:[{code:xn.problemCode,severity:"warning",path:n,message:Mn(s.redactions)}]}}function qt(e,t){return Ie(
e,t.redact).text}function Gs(e,t){return{...e,path:qt(e.path,t),message:qt(e.message,t)}}function Ao(e,t){if(e.message===
null)return e;let n=qt(e.message,t);return"problems"in e?{...e,message:n,problems:e.problems.map(s=>Gs(s,t))}:{...e,message:n}}function ft(e){let t=e.split(/\r?\n/).map(n=>n.trim()).filter(n=>n.length>0);return[...new Set(t)]}function el(e,t){if(t>=e)return null;let n=`${e} ${e===1?"value":"values"} to redact`,s=t===0?`none of ${e===1?"it":"the\
m"}`:`${t} of them`;return new y("redact-not-given",`prepare was given ${n} and capture was given ${s}: give capture the\
 same ${u.redact} input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the val\
ues it is given; nothing was stored`,{where:u.redact})}var H={attempts:{min:1,max:ge.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},Io=Ne(me.handoff),_o=Ne(me.onInvalid),Ro=En("kind",[re({kind:Ge("command"),command:E().check(Ee(1))}),re({kind:Ge(
"preset"),preset:we})]),Hs=re({stage:He,job:X(E()),matrix:q(Ve(E(),At())),open:q(Ge(!0)),place:q(Nn(he(ke().check(xe(),On()))))}),
Mo=re({stage:He,job:E().check(Ee(1)),matrix:X(Ve(E(),At())),template:X(re({text:E(),source:E()})),upstream:he(Hs),expandLineage:Nt(),
needs:he(He),handoff:Io,onInvalid:_o,dataSchema:q(An),agent:X(Ro),shell:E(),workingDirectory:E().check(Ee(1)),verify:X(E()),
attempts:ke().check(xe(),jt(H.attempts.min),vt(H.attempts.max)),maxHandoffs:ke().check(xe(),jt(H.maxHandoffs.min),vt(H.maxHandoffs.
max)),parentRun:X(E().check(Ee(1))),maxPromptTokens:X(ke().check(xe(),Et())),retentionDays:X(ke().check(xe(),Et())),inputs:Ve(
E(),E()),github:qn,redact:he(E()),workflowJobs:X(he(E())),workflowUnread:q(E()),madeEvent:q(E()),madeEventRun:q(E()),trustCheckout:q(
Nt()),run:Vn}),Yt="the stage id holds the value of a secret; a stage id names directories and artifacts, which are not r\
edacted",Q={bothPrompts:`give either \`${u.prompt}\` or \`${u.promptFile}\`, not both`,noPrompt:`one of \`${u.prompt}\` o\
r \`${u.promptFile}\` is required`,outputWithoutAgent:`is given without \`${u.agent}\`, here or on its prepare step: name\
 the CLI whose output the file holds (${Z.slice(0,-1).join(", ")} or ${Z.at(-1)}), so capture can read its usage`,bothAgents:`\
give either \`${u.run}\` (a command) or \`${u.agent}\` (a preset), not both`,noAgent:`one of \`${u.run}\` (the agent's co\
mmand) or \`${u.agent}\` (a preset) is required`};function yl(e,t){let n=[],s=P=>{let v=e[P];if(v===void 0)return null;let J=v.
trim();return J===""?null:J},r=(P,v)=>n.push({input:P,message:v}),o=(P,v,J)=>{try{return v()}catch(ee){if(ee instanceof y)
return r(ee.where??P,ee.message),J;throw ee}},i=zo(s(u.stage),t,r),a=dt(u.handoff,s(u.handoff),me.handoff,"optional",r),
l=dt(u.onInvalid,s(u.onInvalid),me.onInvalid,"fail",r),c=ce(u.attempts,s(u.attempts),H.attempts,1,r),p=ce(u.maxHandoffs,
s(u.maxHandoffs),H.maxHandoffs,ge.defaultMaxHandoffs,r),d=t.parentRun!==void 0?t.parentRun:Uo(s,r),f=ce(u.maxPromptTokens,
s(u.maxPromptTokens),H.maxPromptTokens,null,r),g=ce(u.retentionDays,s(u.retentionDays),H.retentionDays,null,r),m=s(u.shell)??
"bash";o(u.shell,()=>Bt(m),null);let h=Bs(u.trustCheckout,s(u.trustCheckout),r),k=s(u.workingDirectory)??".";k.includes(
"\0")&&r(u.workingDirectory,"must not contain a NUL character");let $=s(u.verify),x=o(u.vars,()=>Lo(e[u.vars]??"",t),{}),
O=o(u.dataSchema,()=>Co(e[u.dataSchema]??"",t),void 0),V=Do(e,s,t,r),A=Vo(s,t,r),{upstream:C,needs:Y,expandLineage:pe}=Ho(
s(u.needs),t,r),I=[...t.secrets??[],...ft(e[u.redact]??"")].filter(P=>P.length>0);if(n.length>0)throw Fo(n);return{...Mo.
parse({stage:i,job:t.job,matrix:t.matrix??null,template:V,upstream:[],expandLineage:pe,needs:Y,handoff:a,onInvalid:l,...O===
void 0?{}:{dataSchema:O},agent:A,shell:m,workingDirectory:k,verify:$,attempts:c,maxHandoffs:p,parentRun:d,maxPromptTokens:f,
retentionDays:g,inputs:{...t.dispatchInputs??To(t.github),...x},github:t.github,redact:[...new Set(I)],workflowJobs:t.workflowJobs??
null,...t.workflowJobs==null&&t.workflowUnread!==void 0?{workflowUnread:t.workflowUnread}:{},...t.madeEvent===void 0?{}:
{madeEvent:t.madeEvent},...t.madeEvent===void 0||t.madeEventRun===void 0?{}:{madeEventRun:t.madeEventRun},...h?{trustCheckout:h}:
{},run:t.run}),upstream:Wo(C)}}function To(e){if(e.event_name!=="workflow_dispatch"&&e.event_name!=="workflow_call")return{};
let t=e.event.inputs;return t===null||typeof t!="object"||Array.isArray(t)?{}:Object.fromEntries(Object.entries(t).filter(
([,n])=>["string","number","boolean"].includes(typeof n)).map(([n,s])=>[n,String(s)]))}function Xt(e){return`${JSON.stringify(
e)} is not one of ${Z.join(", ")}`}function Ks(e,t,n,s){let r=[],o=(g,m)=>r.push({input:g,message:m}),i=(g,m)=>{try{m()}catch(h){
if(!(h instanceof y))throw h;o(h.where??g,h.message)}},a=g=>e.get(g)?.trim()||null,l=g=>e.get(g)===null||a(g)!==null;dt(
u.handoff,a(u.handoff),me.handoff,"optional",o),dt(u.onInvalid,a(u.onInvalid),me.onInvalid,"fail",o),ce(u.attempts,a(u.attempts),
H.attempts,null,o),ce(u.maxHandoffs,a(u.maxHandoffs),H.maxHandoffs,null,o),ce(u.maxPromptTokens,a(u.maxPromptTokens),H.maxPromptTokens,
null,o),ce(u.retentionDays,a(u.retentionDays),H.retentionDays,null,o),Bs(u.trustCheckout,a(u.trustCheckout),o);let c=a(u.
agent);c!==null&&!we.safeParse(c).success&&o(u.agent,Xt(c));let p=a(u.shell);p!==null&&i(u.shell,()=>Bt(p));let d=e.get(
u.vars);t!=="capture"&&n!==void 0&&typeof d=="string"&&i(u.vars,()=>n(d));let f=e.get(u.dataSchema);return t!=="prepare"&&
s!==void 0&&typeof f=="string"&&f.trim()!==""&&i(u.dataSchema,()=>s(f)),t!=="capture"&&(l(u.prompt)&&l(u.promptFile)?o(u.
prompt,Q.bothPrompts):!l(u.prompt)&&!l(u.promptFile)&&o(u.prompt,Q.noPrompt)),t==="stage"&&(l(u.run)&&l(u.agent)?o(u.run,
Q.bothAgents):!l(u.run)&&!l(u.agent)&&o(u.run,Q.noAgent)),r}function Wo(e){return e.every(Jo)?e:he(Hs).parse(e)}function Lo(e,t){if(t.mode==="capture"||e.trim()==="")return{};if(t.
parseVars===void 0)throw new $t("stageSpecFromInputs: a vars input needs ctx.parseVars");return t.parseVars(e)}function Co(e,t){
if(!(t.mode==="prepare"||e.trim()==="")){if(t.parseDataSchema===void 0)throw new $t("stageSpecFromInputs: a data-schema \
input needs ctx.parseDataSchema");return t.parseDataSchema(e)}}function Jo(e){let t=Object.keys(e),{matrix:n,place:s}=e;
return t.length===2+(n===void 0?0:1)+(e.open===!0?1:0)+(s===void 0?0:1)&&(s===void 0||Array.isArray(s)&&s.every(r=>Number.
isInteger(r)&&r>=0))&&t.includes("stage")&&t.includes("job")&&typeof e.stage=="string"&&se.test(e.stage)&&(e.job===null||
typeof e.job=="string")&&(n===void 0||typeof n=="object"&&n!==null&&!Array.isArray(n)&&Object.getPrototypeOf(n)===Object.
prototype)}function Fo(e){let[t]=e;return e.length===1&&t?new y("input-invalid",t.message,{where:t.input}):new y("input-\
invalid",`${e.length} inputs are invalid`,{details:e.map(n=>`${n.input}: ${n.message}`)})}function dt(e,t,n,s,r){return t===
null?s:n.includes(t)?t:(r(e,`${JSON.stringify(t)} is not one of ${n.join(", ")}`),s)}function Bs(e,t,n){try{return We(e,
t,!1)}catch(s){if(!(s instanceof y))throw s;return n(e,s.message),!1}}function Uo(e,t){let n=e(u.parentRun);return n===null?
null:Bn.test(n)?n:(t(u.parentRun,`${JSON.stringify(n)} is not a workflow run id (a positive whole number, such as \${{ gi\
thub.run_id }} of the run that started this one)`),null)}function ce(e,t,n,s,r){if(t===null)return s;let o=/^\d{1,9}$/.test(
t)?Number(t):Number.NaN;return!Number.isInteger(o)||o<n.min||o>n.max?(r(e,`${JSON.stringify(t)} is not a whole number fr\
om ${n.min} to ${n.max}`),s):o}function zo(e,t,n){let s=t.secrets??[];if((e!==null?[e]:Object.values(t.matrix??{}).map(o=>typeof o==
"string"?o:JSON.stringify(o)??"")).some(o=>Be(o,s)))return n(u.stage,`${Yt}, so ${e===null?`give one in the \`${u.stage}\
\` input`:"choose one without it"}`),"invalid";if(e!==null&&!se.test(e))return n(u.stage,`${JSON.stringify(e)} is not a \
stage id: a letter or _ then up to 99 letters, digits, _ or -`),"invalid";try{let o=e??be(t.stageJob??t.job,t.matrix??null);
return Un(o,1),o}catch(o){if(o instanceof y){let i=e===null?`; give the stage id in the \`${u.stage}\` input`:"";return n(
u.stage,`${o.message}${i}`),"invalid"}throw o}}function Do(e,t,n,s){let r=e[u.prompt]?.trim()?e[u.prompt]:null,o=t(u.promptFile);
if(r!==null&&o!==null)return s(u.prompt,Q.bothPrompts),null;if(r!==null)return{text:r,source:n.promptSource??`jobs.${n.job}\
 ${u.prompt}`};if(o!==null){if(!n.readFile)return s(u.promptFile,"cannot be read here (no file reader was given)"),null;
try{return{text:n.readFile(o),source:o}}catch(i){let a=i instanceof Error?i.message:String(i);return s(u.promptFile,`can\
not read ${JSON.stringify(o)}: ${a}`),null}}return n.mode!=="capture"&&s(u.prompt,Q.noPrompt+qs([u.prompt,u.promptFile],
n)),null}function qs(e,t){let n=[];for(let s of t.unreadInputs??[]){let r=te(s.replaceAll("_","-"),e);r!==void 0&&n.push(
`the step was given \`${s}\`, which is not an input of this action: did you mean \`${r}\`?`)}return n.map(s=>`; ${s}`).join(
"")}function Vo(e,t,n){let s=e(u.run),r=e(u.agent);if(t.mode==="capture")return Go(r,e(u.agentOutput),n);if(t.mode==="pr\
epare"&&r===null)return null;if(s!==null&&r!==null)return n(u.run,Q.bothAgents),null;if(r!==null){let o=we.safeParse(r);
return o.success?{kind:"preset",preset:o.data}:(n(u.agent,Xt(r)),null)}return s!==null?{kind:"command",command:s}:(n(u.run,
Q.noAgent+qs([u.run,u.agent],t)),null)}function Go(e,t,n){if(t?.includes("\0")&&n(u.agentOutput,"must not contain a NUL \
character"),e===null)return null;let s=we.safeParse(e);return s.success?{kind:"preset",preset:s.data}:(n(u.agent,`${Xt(e)}\
: name the CLI whose output \`${u.agentOutput}\` holds (claude for claude-code-action's execution_file)`),null)}function wl(e,t,n){
if(e.agent!==null||n===null)return e;if(t.agent!==void 0)return{...e,agent:{kind:"preset",preset:t.agent}};throw new y("\
input-invalid",Q.outputWithoutAgent,{where:u.agentOutput})}function Ys(e,t){let n=(s,r)=>{let o=s?.get(r);return o===null||
o!==void 0&&o.trim()!==""};return!n(e,u.agentOutput)||n(e,u.agent)||n(t,u.agent)?null:{input:u.agentOutput,message:Q.outputWithoutAgent}}
function kl(e){let t=(e[u.agentOutput]??"").trim();return t===""?null:t}function Ho(e,t,n){let s=[];for(let r of(e??"").
split(/[\s,]+/).filter(Boolean))se.test(r)?s.includes(r)||s.push(r):n(u.needs,`${JSON.stringify(r)} is not a stage id: a\
 letter or _ then up to 99 letters, digits, _ or -`);return{...Ko(s,t.job,t.upstream,n,t.needsFacts),needs:s}}function Ko(e,t,n,s,r){
if(n===void 0)return{upstream:e.map(a=>({stage:a,job:null})),expandLineage:!0};let o=n.map(a=>a.stage),i=[];for(let a of e)
if(r!==void 0){let l=Ht(a,r);l!==null&&s(u.needs,l);let c=l===null&&!o.includes(a)?Kt(a,r):void 0;c!==void 0&&i.push({stage:a,
job:c,open:!0})}else o.includes(a)||s(u.needs,`${JSON.stringify(a)} is not upstream of job ${t}; upstream stages: ${o.join(
", ")||"(none)"}`);return{upstream:i.length>0?[...n,...i]:n,expandLineage:!1}}var Xs=pn(Rn(),1);function gt(e){if(e.trim()==="")return{};let t;try{t=(0,Xs.parse)(e,{uniqueKeys:!0,maxAliasCount:100})}catch(s){let r=s instanceof
Error?s.message.split(`
`)[0]:String(s);throw new y("input-invalid",`is not valid YAML or JSON: ${r}`,{where:u.vars})}if(t==null)return{};if(typeof t!=
"object"||Array.isArray(t))throw new y("input-invalid","must be a map of names to values (YAML or JSON)",{where:u.vars});
let n={};for(let[s,r]of Object.entries(t)){if(!hn.test(s)||Pt.includes(s))throw new y("input-invalid",`key ${JSON.stringify(
s)} must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ and not be ${Pt.join(", ")}`,{where:u.vars});if(r===null)n[s]="";else if(typeof r==
"string"||typeof r=="number"||typeof r=="boolean")n[s]=String(r);else throw new y("input-invalid",`${s} must be a string\
, number or boolean, not a nested value`,{where:u.vars})}return n}function Nl(e,t={}){try{return Xn(e).references}catch(n){throw n instanceof _e?Yn(n,e,t.source??"template"):n}}function Al(e,t){
let n=t.source??"template",{analysis:s,problems:r}=Ye(e),o=l=>(l.kind==="stage"?t.stages:t.jobs).includes(l.stage),a=r.filter(
l=>l.ifUpstream===void 0||o(l.ifUpstream)).map(l=>({code:l.code,severity:"error",path:`${n}:${l.line}:${l.column}`,message:[
l.message,...l.details].join("; "),line:l.line,column:l.column}));for(let l of s?.references??[]){if(o(l))continue;let c=l.
kind==="stage"?t.stages:t.jobs,p=l.kind==="stage"?"stage":"job";a.push({code:je.unknownStage,severity:"error",path:`${n}\
:${l.line}:${l.column}`,message:`${l.kind==="stage"?"stages":"jobs"}.${l.stage}: no such upstream ${p}${Ae(l.stage,c)}; \
upstream ${p}s: ${c.length>0?c.join(", "):"(none)"}`,line:l.line,column:l.column})}return a.sort((l,c)=>l.line-c.line||l.
column-c.column).map(({line:l,column:c,...p})=>p)}function Zs(e,t){let n=[];for(let s of e){let r={line:s.line,column:s.
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
uts.<name> }})`]:[]]))}return n}function Qs(e,t){return e.flatMap(n=>{let s=n.kind==="data"?Bo(n,t):null;return s===null?
[]:[s]})}function Bo(e,t){if(e.owner===null||t.data===void 0)return null;let n=t.data(e.owner);if(n===void 0||n.keys.includes(
e.key))return null;let s="stage"in e.owner?`stage ${e.owner.stage}`:`the stages of job ${e.owner.job}`,r=n.keys.length>0?
`its keys: ${n.keys.join(", ")}`:"it declares no keys";return{closed:n.closed,error:new _e(je.missingField,`${e.path}: n\
o key ${e.key} in the data-schema of ${s}${Ae(e.key,n.keys)}`,{line:e.line,column:e.column},[n.closed?`${r} (additionalP\
roperties is false: a handoff with any other key is refused, so no handoff can hold it)`:`${r}; a handoff may hold other\
s (additionalProperties is not false), but none is promised: declare ${e.key} under properties (and in required, if the \
stage must write it)`])}}var qo=jn({result:qe}),Yo=/^[A-Za-z_][A-Za-z0-9_-]*$/,Xo=`${qe.options.slice(0,-1).join(", ")} or ${qe.options.at(-1)}`;
function Zt(e){let t=(e??"").trim();if(t==="")return null;let n;try{n=JSON.parse(t)}catch{throw mt("it is not JSON")}if(n===
null||typeof n!="object"||Array.isArray(n))throw mt("it is JSON, but not an object of jobs");let s=Object.entries(n),r=[];
for(let[o,[i,a]]of s.entries()){let l=`entry ${o+1} of ${s.length}`;if(!Yo.test(i))throw mt(`${l} is not named by a job \
id`);let c=qo.safeParse(a);if(!c.success)throw mt(`${l} has no result that is ${Xo}`);r.push({job:i,result:c.data.result})}
return r}function mt(e){return new y("input-invalid",`must be the results of the jobs this job needs, as \`${u.needs}: \$\
{{ toJSON(needs) }}\` passes them; ${e}`,{where:u.needs})}function er(e){if(e.length===0)return null;let t=e.filter(s=>s.
result==="failure").map(s=>s.job),n=e.filter(s=>s.result==="skipped").map(s=>s.job);return t.length>0?{status:"failure",
failedJobs:t,skippedJobs:n}:e.some(s=>s.result==="cancelled")?{status:"cancelled",failedJobs:t,skippedJobs:n}:{status:"s\
uccess",failedJobs:t,skippedJobs:n}}var tr=["comment","summary","both"],Zo=/^[A-Za-z0-9_.-]{1,64}$/;function nr(e){let t=(e[u.mode]??"").trim()||"both";if(!tr.
includes(t))throw new y("input-invalid",`must be one of ${tr.join(", ")}; got "${t}"`,{where:u.mode});return t}function sr(e){
let t=(e??"").trim()||Hn;if(!Zo.test(t))throw new y("input-invalid",`must be 1 to 64 letters, digits, '.', '_' or '-' (i\
t names the sticky comment); got "${t}"`,{where:u.key});return t}function rr(e){let t=(e??"").trim();if(t==="")return null;
if(!/^[1-9]\d{0,9}$/.test(t))throw new y("input-invalid",`must be the number of an issue or pull request, like 42; got "${t}\
"`,{where:u.issueNumber});return Number(t)}function Ul(e,t){let n=nr(e),s=sr(e[u.key]),r=We(u.includeDetail,e[u.includeDetail],
!1),o=Zt(e[u.needs]),i=o===null?null:er(o),a=null;if(n!=="summary"&&(a=rr(e[u.issueNumber])??Qo(t.payload),a===null))throw new y(
"issue-number-missing",`there is no issue or pull request to comment on: the triggering event (${t.name||"unknown"}) is \
not about one. Set the issue-number input, or use mode: summary`,{where:u.issueNumber});return{mode:n,key:s,includeDetail:r,
issueNumber:a,run:i}}function or(e){let t=[],n=(r,o)=>{let i=e.get(r);if(i===null)return null;try{return o(i)}catch(a){if(!(a instanceof
y))throw a;return t.push({input:a.where??r,message:a.message}),null}},s=n(u.mode,r=>nr({[u.mode]:r}));return n(u.key,sr),
n(u.includeDetail,r=>We(u.includeDetail,r,!1)),n(u.needs,Zt),s!==null&&s!=="summary"&&n(u.issueNumber,rr),t}function Qo(e){
let t=Le(e);if(!t)return null;let n=Qt(Le(t.pull_request)?.number)??Qt(Le(t.issue)?.number);if(n!==null)return n;for(let s of[
"workflow_run","check_run","check_suite"]){let r=Le(t[s])?.pull_requests;if(Array.isArray(r)&&r.length===1){let o=Qt(Le(
r[0])?.number);if(o!==null)return o}}return null}function Le(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)?e:null}function Qt(e){return typeof e=="number"&&Number.
isInteger(e)&&e>0?e:null}function ar(e){let t=[];for(let n of e.jobs){if(ne(n)){en(n.with,Ot,"baton's stage workflow",t),n.secrets!=="inherit"&&en(
n.secrets,$s,"baton's stage workflow",t,"secret");continue}for(let s of n.steps){let r=ie(s);r.kind==="baton"&&en(s.with,
$n[r.action],"baton's action",t)}}return t}function en(e,t,n,s,r="input"){let o=new Set(t);for(let[i,a]of Object.entries(
e)){if(o.has(i))continue;let l=t.find(c=>c.toLowerCase()===i.toLowerCase())??te(i,t);s.push({position:a.keyPosition??a.position,
message:`unknown ${r} "${i}" of ${n}; ${l===void 0?`its ${r}s: ${t.join(", ")}`:`did you mean "${l}"?`}`})}}function lr(e){
let t=[],n=(r,o,i)=>{for(let a of Ks(ht(r),i,gt,Ke))t.push({position:r[a.input]?.position??o,message:`${a.input}: ${a.message}`})},
s=(r,o)=>{for(let i of or(ht(r)))t.push({position:r[i.input]?.position??o,message:`${i.input}: ${i.message}`})};for(let r of e.
jobs){if(ne(r)&&r.uses){let i=new Set;for(let[c,p]of Object.entries(r.with)){let d=ei(c,p);d!==null&&(i.add(c),t.push({position:p.
position,message:d}))}let a=new Set(zt);n(Object.fromEntries(Object.entries(r.with).filter(([c])=>a.has(c)&&!i.has(c))),
r.uses.position,"stage");for(let c of Sn)r.with[c]===void 0&&t.push({position:r.uses.position,message:`${c}: required by\
 baton's stage workflow, and not given (GitHub refuses the call)`});let l=ni(r.with);l&&t.push({position:l.position??r.uses.
position,message:l.message});continue}let o=null;for(let i of r.steps){let a=ie(i);if(a.kind==="baton"){if(a.action==="r\
eport"){s(i.with,i.position);continue}if(n(i.with,i.position,a.action),a.action==="prepare"&&(o=i.with),a.action==="capt\
ure"){let l=Ys(ht(i.with),o===null?null:ht(o));l&&t.push({position:i.with[l.input]?.position??i.position,message:`${l.input}\
: ${l.message}`})}if(a.action==="capture"&&o!==null){let l=ti(o,i.with);l&&t.push({position:i.with[u.redact]?.position??
i.position,message:l}),o=null}}}}return t}function ht(e){return new Map(Object.entries(e).map(([t,n])=>[t,n.expression===
null?n.text:null]))}function ei(e,t){if(!Ot.includes(e))return null;let n=Pn.includes(e)?"number":"string";return Gt({name:e,
type:n},e,t,"baton's stage workflow")}function ti(e,t){let n=l=>l.expression===null?ft(l.text):null,s=e[u.redact],r=s===
void 0?[]:n(s);if(r?.length===0)return null;let o=t[u.redact],i=o===void 0?[]:n(o);if(i?.length===0)return ir("is given \
none of them");if(r===null||i===null)return null;let a=r.filter(l=>!i.includes(l)).length;return a===0?null:ir(`lacks ${a}\
 of its ${r.length} lines`)}function ir(e){return`${u.redact}: the prepare step before this capture is given values to r\
edact, and this capture ${e}: give capture the same ${u.redact} input as prepare; it redacts only the values it is given\
, and refuses to store the record otherwise`}function ni(e){let t=e[u.agent];if(t===void 0||t.expression===null&&t.text.
trim()==="")return null;let n=e[ze];if(n!==void 0&&n.expression!==null)return null;let s=n?.text.trim()??"";if(xs.test(s))
return null;let r=t.expression===null?ue[t.text.trim()]:void 0,o=`pin the ${r?r.npmPackage:"agent CLI's npm package"} ve\
rsion this stage runs`;return{position:n?.position??t.position,message:s===""?`${ze}: required with ${u.agent}, an exact\
 version such as 1.2.3; ${o}`:`${ze}: '${s}' is not an exact version such as 1.2.3; ${o}`}}function ur(e,t,n){let s=e.jobs.flatMap(r=>[r.if,...r.steps.map(o=>o.if)]);for(let r of s)for(let o of t.facts(r.expression).
comparisons)if(o.operator==="=="&&o.path.length===n.length&&o.path.every((i,a)=>i===n[a]))return o.literal}function cr(e){if(tn.has(e))return tn.get(e);let t=si(e);return tn.set(e,t),t}var tn=new WeakMap;function si(e){let t=ne(
e)?[e.with]:e.steps.filter(r=>{let o=ie(r);return o.kind==="baton"&&(o.action==="stage"||o.action==="capture")}).map(r=>r.
with);if(t.length===0)return;let n=new Set,s=!0;for(let r of t){let o=r[u.dataSchema];if(o===void 0||o.expression!==null||
o.text.trim()==="")return;try{let i=Ke(o.text);for(let a of Object.keys(i.properties))n.add(a);s&&=!i.additionalProperties}catch{
return}}return{keys:[...n],closed:s}}function dr(e,t){let n=pr(e),s=pr(t);return(typeof n!=typeof s||n===null||s===null)&&((n===null||typeof n=="boolean")&&(n=
Number(n)),(s===null||typeof s=="boolean")&&(s=Number(s)),typeof n=="number"&&typeof s=="string"?s=Number(s):typeof n=="\
string"&&typeof s=="number"&&(n=Number(n))),typeof n!=typeof s?!1:typeof n=="number"?n===s:typeof n=="string"?fr(n)===fr(
s):n===s}function pr(e){return e===void 0?null:e===null||typeof e=="object"||typeof e=="string"||typeof e=="number"||typeof e==
"boolean"?e:String(e)}function fr(e){return e.includes("\u0131")?e.split("\u0131").map(t=>t.toUpperCase()).join("\u0131"):
e.toUpperCase()}var gr=256;function sn(e){return Object.keys(e).length>0?e:null}function rn(e,t,n={}){let s=m=>n.whereOf?.(m)??t;if(e===
null||typeof e!="object"||Array.isArray(e))throw new y("matrix-invalid",`strategy.matrix must be a mapping, got ${nn(e)}`,
{where:t});let r=[],o=[],i=[];for(let[m,h]of Object.entries(e)){if(m==="include"||m==="exclude"){if(!Array.isArray(h))throw new y(
"matrix-invalid",`strategy.matrix.${m} must be a list of mappings`,{where:s([m])});m==="include"?o=h:i=h;continue}if(!Array.
isArray(h))throw new y("matrix-invalid",`strategy.matrix.${m} must be a list, got ${nn(h)}`,{where:s([m])});if(h.length===
0)throw new y("matrix-invalid",`strategy.matrix.${m} is an empty list`,{where:s([m])});r.push([m,h])}let a=r.map(([m])=>m),
l=m=>a.some(h=>h.toLowerCase()===m.toLowerCase()),c=i.map((m,h)=>{let k=mr(m,"exclude",s(["exclude",h])),$=Object.keys(k);
if($.length===0)throw new y("matrix-invalid","strategy.matrix.exclude: an entry is empty, and GitHub refuses an empty ex\
clude filter; give it the values of the legs to leave out",{where:s(["exclude",h])});let x=$.find(O=>!l(O));if(x!==void 0)
throw new y("matrix-invalid",`strategy.matrix.exclude: key '${x}' does not match any key within the matrix${oe(x,a)}; Gi\
tHub refuses the workflow; matrix keys: ${a.join(", ")||"none"}`,{where:s(["exclude",h,x])});return hr(k)}),p=o.map((m,h)=>{
let k=mr(m,"include",s(["include",h]));if(Object.keys(k).length===0)throw new y("matrix-invalid","strategy.matrix.includ\
e: an entry is empty, and GitHub refuses an include mapping without values; give it values to add to the legs it matches\
, or the values of a leg of its own",{where:s(["include",h])});let $=Object.fromEntries(Object.entries(k).filter(([O])=>l(
O))),x=Object.fromEntries(Object.entries(k).filter(([O])=>!l(O)));return{filter:$,extra:x,condition:hr($),matched:!1}}),
d=(m,h)=>m.every(({path:k,value:$})=>dr(oi(h,k),$)),f=r.length>0?[{}]:[];for(let[m,h]of r)f=f.flatMap(k=>h.map($=>({...k,
[m]:$})));let g=[];for(let m of f){if(c.some(k=>d(k,m)))continue;let h={};for(let k of p)d(k.condition,m)&&(k.matched=!0,
h=ii(h,k.extra));g.push({...m,...h})}for(let m of p)m.matched||g.push({...m.filter,...m.extra});if(g.length===0)throw new y(
"matrix-invalid","strategy.matrix produces no legs (every combination is excluded)",{where:t});if(g.length>gr)throw new y(
"matrix-invalid",`strategy.matrix produces ${g.length} legs; GitHub allows at most ${gr} per job`,{where:t});return g}function fu(e,t){
return rn(t,e).map(n=>be(e,n))}function on(e,t){let n=e.lastIndexOf("/");return n>=0?`${e.slice(0,n+1)}${on(e.slice(n+1),
t)}`:be(e,Object.keys(t).length>0?t:null)}function br(e,t,n=new Set([e.toLowerCase()])){return t.map(s=>{let r=on(e,s),o=r;
if(Object.keys(s).length>0)for(let i=2;n.has(o.toLowerCase());i++)o=`${r}-${i}`;return n.add(o.toLowerCase()),o})}function yr(e,t,n,s=[],r={}){
let o=new Map;for(let i of t){if(Object.values(i).map(p=>typeof p=="string"?p:JSON.stringify(p)??"").some(p=>Ie(p,s).redactions.
length>0))throw new y("matrix-invalid",`a matrix value of job ${e} holds the value of a secret (or text shaped like a to\
ken); a leg's id is made of its values and names its log and events, which are not redacted`,{where:n});if(r.recordsStages===
!1)continue;let l=on(e,i),c=o.get(l);if(c!==void 0)throw new y("matrix-invalid",`matrix legs ${JSON.stringify(c)} and ${JSON.
stringify(i)} of job ${e} would both be ${l}: a leg's id keeps only the letters, digits, _ and - of its values, so make \
them differ there`,{where:n});o.set(l,i)}}function mr(e,t,n){if(e===null||typeof e!="object"||Array.isArray(e))throw new y(
"matrix-invalid",`each strategy.matrix.${t} entry must be a mapping, got ${nn(e)}`,{where:n});return e}function hr(e){let t=[],
n=Object.entries(e).reverse().map(([s,r])=>({path:[s],value:r}));for(let s=n.pop();s!==void 0;s=n.pop()){let{path:r,value:o}=s;
if(Array.isArray(o))for(let i=o.length-1;i>=0;i--)n.push({path:[...r,i],value:o[i]});else if(o!==null&&typeof o=="object"){
let i=Object.entries(o);for(let a=i.length-1;a>=0;a--){let[l,c]=i[a];n.push({path:[...r,l],value:c})}}else t.push({path:r,
value:ri(o)})}return t}function ri(e){return typeof e=="number"?Number(e.toPrecision(15)):typeof e=="string"||typeof e==
"boolean"?e:null}function oi(e,t){let n=e;for(let s of t){if(Array.isArray(n)){let r=Number(s);n=Number.isFinite(r)&&r>=
0?n[Math.floor(r)]:void 0}else if(n!==null&&typeof n=="object"){let r=String(s).toLowerCase(),o=Object.keys(n).find(i=>i.
toLowerCase()===r);n=o===void 0?void 0:n[o]}else return null;if(n===void 0)return null}return n}function ii(e,t){let n={
...e};for(let[s,r]of Object.entries(t)){let o=Object.keys(n).find(i=>i.toLowerCase()===s.toLowerCase());n[o??s]=r}return n}
function nn(e){return e===null?"null":Array.isArray(e)?"a list":typeof e=="object"?"a mapping":`${typeof e} ${JSON.stringify(
e)}`}var bt=class{#n;#t;#e;#s=new Map;constructor(t){this.#n=t,this.#t=t.split(/\r\n|\r|\n/),this.#e=[0];for(let n=0;n<t.length;n++)
t[n]===`
`&&this.#e.push(n+1)}locate(t,n){let r=this.#r(t)?.[Math.max(0,Math.min(n,t.text.length))];return r===void 0?this.#i(t,n):
this.#o(r)}locateLine(t,n,s){let r=t.text.split(`
`),o=s-1;for(let i=0;i<n-1&&i<r.length;i++)o+=(r[i]?.length??0)+1;return this.locate(t,o)}#r(t){let n=`${t.position.line}\
:${t.position.column}`,s=this.#s.get(n);if(s!==void 0&&(s===null||s.length===t.text.length+1))return s;let r=(this.#e[t.
position.line-1]??Number.NaN)+t.position.column-1,o=Number.isNaN(r)?null:ci(this.#n,r,t.text);return this.#s.set(n,o),o}#o(t){
let n=0,s=this.#e.length-1;for(;n<s;){let r=n+s+1>>1;this.#e[r]<=t?n=r:s=r-1}return{line:n+1,column:t-this.#e[n]+1}}#i(t,n){
let{line:s,column:r}=t.position,o=t.text.slice(0,n),i=o.split(`
`).length-1,a=o.length-(o.lastIndexOf(`
`)+1),l=this.#t[s-1]?.slice(r-1)??"";if(/^[|>]/.test(l)){let p=this.#t.slice(s).find(g=>g.trim()!=="")??"",d=p.length-p.
trimStart().length,f=t.text.startsWith(p.slice(0,d))&&d>0;return{line:s+1+i,column:(f?0:d)+a+1}}let c=/^["']/.test(l)?1:
0;return i===0?{line:s,column:r+c+a}:{line:s+i,column:a+1}}},ai={0:"\0",a:"\x07",b:"\b",t:"	","	":"	",n:`
`,v:"\v",f:"\f",r:"\r",e:"\x1B"," ":" ",'"':'"',"/":"/","\\":"\\",N:"\x85",_:"\xA0",L:"\u2028",P:"\u2029"},li={x:2,u:4,U:8};
function ui(e,t){let n=e[t+1]??"",s=ai[n];if(s!==void 0)return{text:s,length:2};let r=li[n];if(r===void 0)return null;let o=e.
slice(t+2,t+2+r);if(!/^[0-9a-fA-F]+$/.test(o)||o.length!==r)return null;let i=Number.parseInt(o,16);return i>1114111?null:
{text:String.fromCodePoint(i),length:2+r}}var an=e=>e===" "||e==="	",wr=e=>e===`
`||e==="\r";function ci(e,t,n){let s=e[t],r=s==="|"||s===">"?"block":s==='"'?"double":s==="'"?"single":"plain",o=t;if(r===
"block"){let l=e.indexOf(`
`,t);if(l<0)return n===""?[e.length]:null;o=l+1}else r!=="plain"&&(o=t+1);let i=[],a=0;for(;a<n.length;){let l=n[a],c=e[o];
if(c===void 0){if(r==="block"&&/^\n*$/.test(n.slice(a))){for(;i.length<n.length;)i.push(e.length);break}return null}if(r===
"double"&&c==="\\"){if(wr(e[o+1])){for(o+=e[o+1]==="\r"&&e[o+2]===`
`?3:2;an(e[o]);)o+=1;continue}let p=ui(e,o);if(p===null||!n.startsWith(p.text,a))return null;for(let d=0;d<p.text.length;d++)
i.push(o);a+=p.text.length,o+=p.length;continue}if(r==="double"&&c==='"')return null;if(r==="single"&&c==="'"){if(e[o+1]!==
"'"||l!=="'")return null;i.push(o),a+=1,o+=2;continue}if(c===l){i.push(o),a+=1,o+=1;continue}if(c===`
`&&(l===" "||l===`
`)){if(i.push(o),a+=1,o+=1,r!=="block")for(;an(e[o]);)o+=1;continue}if(an(c)||wr(c)){o+=1;continue}return null}return i.
push(o),i}function kr(e){return typeof e!="number"||!Number.isFinite(e)?null:Math.trunc(e)+0}function ln(e){return typeof e=="stri\
ng"&&e.trim()!==""&&Number.isFinite(Number(e))?`got ${JSON.stringify(e)}, a string, not a number (fromJSON(\u2026) makes a nu\
mber of it, as GitHub requires)`:`got ${JSON.stringify(e)??String(e)}, not a number`}function xr(e,t){let n=kr(e);if(n===
null)return{problem:`${t} must be a number of minutes, ${ln(e)}`};if(n<1){let s=n===e?"":` (GitHub keeps whole minutes: ${e}\
 is ${n})`;return{problem:`${t} must be a whole number of minutes above 0, got ${e}${s}`}}return{minutes:n}}function $r(e){
let t=kr(e);return t===null?null:{minutes:t>0?t:null}}function Sr(e,t){let n=e[t]?.uses;if(n==null||n.text.trim().startsWith("./"))return null;let s=o=>`${o.line}:${o.column}`,
r="no step before it checks out this repository";for(let o of e.slice(0,t)){if(o.run!==null){if(pi.test(o.run.text))return null;
continue}if(o.uses===null)continue;let i=o.uses.text.trim(),a=(i.split("@")[0]??"").toLowerCase();if(a!=="actions/checko\
ut"){if(a.startsWith("actions/")||i.startsWith("docker://"))continue;return null}let l=fi(o);if(l===null)return null;r=`\
the checkout before it (${s(o.uses.position)}) ${l}`}return r}var pi=/\bgit\s+(?:clone|checkout|fetch|init|worktree|sparse-checkout)\b|\bgh\s+repo\s+clone\b/;
function fi(e){let t=o=>e.with[o],n=t("repository");if(n!==void 0&&n.expression===null){let o=n.text.trim();if(o!=="")return`\
checks out ${o}, not this repository`}let s=t("path");if(s!==void 0&&s.expression===null){let o=s.text.trim().replace(/\/+$/,
"");if(o!==""&&o!==".")return`puts the repository in ${o}, not in the workspace where the stage looks for the workflow f\
ile`}let r=t("sparse-checkout");return r!==void 0&&r.expression===null&&di(r.text,t)?"is sparse and leaves out .github/":
null}function di(e,t){let n=e.split(/\r?\n/).map(o=>o.trim()).filter(o=>o!==""&&!o.startsWith("#"));if(n.length===0)return!1;
let s=t("sparse-checkout-cone-mode");return s===void 0||s.expression!==null||s.text.trim().toLowerCase()!=="false"?!n.some(
o=>{let i=o.replace(/^\/+|\/+$/g,"");return i===".github"||i===".github/workflows"||i.startsWith(".github/workflows/")}):
!n.some(o=>!o.startsWith("!")&&/^\/?(?:\.github|\*)/.test(o))}function Pr(e,t){let[n]=e.references;if(n!==void 0)return{
kind:"reference",path:`${n.kind==="stage"?"stages":"jobs"}.${n.stage}`,stage:n.stage,refKind:n.kind,at:t(n.line,n.column)};
for(let[s,r]of e.paths){let o=r.root;if(o?.length!==1||o[0]!=="stages"&&o[0]!=="jobs")continue;let[i=1,a=0]=s.split(":").
map(Number);return{kind:"all",path:o[0],at:t(i,a+1)}}return null}function Or(e,t,n,s){let{reads:r,outcome:o,give:i}=vr(t,
s),a=n.startsWith("no step")?`${n}, nor does it have a \`${u.needs}\` input`:`${n}, and it has no \`${u.needs}\` input`;
return`job ${e}: ${r}, and ${a}: on GitHub the stage reads the workflow file from the checkout to know its upstream stag\
es, ${o}; add \`uses: actions/checkout\` with \`persist-credentials: false\` before this step, or ${i}`}function bu(e,t,n){
let{reads:s,outcome:r,give:o}=vr(t,n);return`job ${e}: ${s}, and it has no \`${u.needs}\` input: in a workflow run as a c\
all the stage knows its upstream stages from that input alone (the workflow file it reads on GitHub is the caller's, whi\
ch has no job ${e}; a checkout does not change that), ${r}; ${o}`}function vr(e,t){let n=e.kind==="reference"?`its promp\
t reads ${e.path} (${e.at})`:`its prompt reads every upstream stage ({{#each ${e.path}}} at ${e.at})`,s=e.kind==="refere\
nce"?`so it would know none and fail ("${e.path}: no such upstream ${e.refKind}")`:"so it would know none and render wit\
hout them",r=t.length>0?`give the step \`${u.needs}: ${t.join(", ")}\``:`give the step a \`${u.needs}\` input naming the \
upstream stages it reads`;return{reads:n,outcome:s,give:r}}var Mr=Symbol("baton.plan");function qu(e){return typeof e=="object"&&e!==null&&e[Mr]===!0}function Yu(e,t,n={}){let s=Tr(
e,t,n,!1);if(s.plan===null){let{errors:r}=s;throw new y("plan-rejected",`${e.fileName}: ${r.length} problem${r.length===
1?"":"s"}; nothing was run`,{details:r.map(o=>fn(`${o.path}: ${o.message}`))})}return s.plan}function Xu(e,t,n={}){return Tr(
e,t,n,n.anyRun===!0).errors}function Tr(e,t,n,s){let r=Te(e),o=[...r.problems],i=n.facts??_t,a=n.vars??{},l=n.words??It,
{eventName:c,inputs:p,labelName:d,event:f}=Wr(r,t,n,l,s,o);s||ki(r,c,n.secretNames??[],l,o);let g=!n.event&&c==="push"?Wn(
r,i,l).notice:null,m=!n.event&&d!==void 0&&Ci(f)?{level:"info",message:`the default ${c} payload brings the label ${JSON.
stringify(d)}, the name the workflow's if: compares github.event.label.name with; pass ${l.withEvent} with a payload for\
 another label`}:null,h=s?{}:{github:{event_name:c,event:f,repository:i.repository,ref:Fn(c,f)??i.ref,sha:Jn(c,f)??i.sha,
actor:Cn(f)??i.actor},inputs:p,vars:a},k=Ns(r,n.calledWorkflows??new Map,s?null:{names:n.secretNames??[],words:l},o),$=null;
if(n.job!==void 0){let w=r.jobs.map(_=>_.id),b=Qe(w,n.job),R=k.find(_=>_.id===n.job&&_.calledBy!==null);b!==void 0?$=b:R?
o.push({code:S.jobUnknown,severity:"error",path:r.fileName,message:`${l.job(n.job)}: a job of a called workflow runs onl\
y in its call; name the calling job: ${l.passJob(n.job.split("/")[0])}`}):o.push({code:S.jobUnknown,severity:"error",path:r.
fileName,message:`${l.job(n.job)}: no such job${oe(n.job,w)}; jobs: ${w.join(", ")}`})}let x=new Map,O=new Map,V=[{id:null,
inputs:s?null:p}],A=new Set(k.map(w=>w.id.toLowerCase())),C=new Map,Y=new Map;for(let w of k){let{job:b,calledBy:R}=w,_=N=>L(
w.workflow.fileName,N),K=Cr(b.steps,n.loadAction),fe=b.stageWorkflow===!0||K!==null&&K.length>0,W=R===null?h:{...h,inputs:{}},
F=(R!==null||s)&&Ce(b.strategy)!==null&&$e(Ce(b.strategy))?null:Si(t,b,W,_,o,n.secretValues??[],fe),Je=R===null?[]:x.get(
R)?.stageUpstream??[],Pe=N=>{if(F===null||K===null||R!==null&&N===null&&K.some(({step:B})=>B.with[u.stage]?.expression))
return null;let Fe=[],Oe=Jr(t,b,K,F,R===null?W:{...W,inputs:N??{}},_,Fe,n.secretValues??[]);for(let B of Fe)o.some(de=>de.
path===B.path&&de.message===B.message)||o.push(B);if(Oe===null)return null;for(let{stage:B,leg:de}of Oe)Object.keys(de).
length>0&&Y.set(B,de);return Oe.map(({stage:B})=>B)},U=R===null?V:O.get(R)??null,G=U?.map(N=>({id:N.id===null?w.id:`${N.
id}/${b.id}`,stages:Pe(N.inputs)}))??null;if(F!==null&&G!==null)for(let N of G)C.set(N.id,br(N.id,F,A));if(w.call!==null){
let N=w.call;O.set(w.id,U===null||G===null||F===null?null:G.flatMap((Fe,Oe)=>{let B=U[Oe].inputs,de=C.get(Fe.id)??[];return F.
map((Ur,zr)=>({id:de[zr],inputs:$i(t,b,N,{...mi(h,B),matrix:sn(Ur)})}))}))}x.set(w.id,{id:w.id,job:b,workflow:w.workflow,
needs:w.needs,upstream:w.upstream,stageUpstream:[...Je,...w.upstream],calledBy:R,call:w.call,skip:w.skip,legs:F,stages:G===
null?Pe(null):G.some(N=>N.stages===null)?null:G.flatMap(N=>N.stages??[]),instances:G,steps:b.steps.map(N=>({step:N,action:ie(
N)})),stageSteps:K,recordsStages:fe})}for(let w of[...x.values()].reverse()){if(w.call===null)continue;let b=w.call.jobs.
map(_=>x.get(_));w.stages=b.some(_=>_?.stages==null)?null:b.flatMap(_=>_?.stages??[]);let R=w.legs;w.instances===null||R===
null||(w.instances=w.instances.map(({id:_})=>{let K=new Set(C.get(_)),fe=b.flatMap(W=>W?.instances?.filter(F=>K.has(F.id.
slice(0,F.id.lastIndexOf("/"))))??[null]);return{id:_,stages:fe.some(W=>W?.stages==null)?null:fe.flatMap(W=>W?.stages??[])}}))}
let pe=[...new Map(k.filter(w=>w.call!==null).map(w=>[w.call.path,w.call.workflow])).values()];for(let w of[r,...pe])hi(
w,o);let I=Ei(x,o),j=new Map;for(let w of x.values())j.set(w.id,Ii(w.workflow,w,x,I,n.readFile,o));let P=o.filter(w=>w.severity===
"error").sort(bi);if(P.length>0)return{plan:null,errors:P};let v=new Set($?[$,...x.get($)?.upstream??[]]:x.keys());for(let w of x.
values())w.calledBy!==null&&v.has(w.calledBy)&&v.add(w.id);let J=[...x.values()].filter(w=>v.has(w.id)),ee=[g,m].filter(
w=>w!==null);return{plan:{[Mr]:!0,workflow:r,eventName:c,event:f,inputs:p,vars:a,contexts:h,jobs:J,target:$,notices:ee,expanded:k,
legIds:C,stageMatrices:Y,legPlaces:c==="workflow_call"||wt(r)?new Map:gi(x,C),needsFacts:j},errors:[]}}function gi(e,t){
let n=new Map;for(let s of[...e.values()].reverse()){let r=Ce(s.job.strategy),o=r!==null&&!$e(r)?s.legs:null,i=new Map;if(s.
call===null){if(o!==null)for(let[a,l]of Kn(s.job.id,o))i.set(a,[l])}else if(r===null)for(let a of s.call.jobs)for(let[l,
c]of n.get(a)??[])i.set(l,c);else if(o!==null){let a=(s.instances??[]).map(l=>t.get(l.id)??[]);for(let l of s.call.jobs){
let c=n.get(l);for(let p of e.get(l)?.instances??[]){let d=p.id.slice(0,p.id.lastIndexOf("/")),f=a.map(g=>g.indexOf(d)).
find(g=>g>=0);if(f!==void 0)for(let g of p.stages??[])i.set(g,[f,...c?.get(g)??[]])}}}i.size>0&&n.set(s.id,i)}return n}function Zu(e,t){
return t.calledBy!==null||t.job.stageWorkflow===!0?()=>{}:(n,s)=>e.legPlaces.get(n)?.get(s)}function mi(e,t){let{inputs:n,
...s}=e;return t===null?s:{...s,inputs:t}}function hi(e,t){let n=l=>L(e.fileName,l);for(let l of ar(e))t.push({code:S.actionInputUnknown,
severity:"error",path:n(l.position),message:l.message});let s=lr(e);for(let l of s)t.push({code:S.actionInputInvalid,severity:"\
error",path:n(l.position),message:l.message});let r=e.jobs.flatMap(l=>[{key:"timeout-minutes",node:l.timeoutMinutes,step:!1},
{key:"cancel-timeout-minutes",node:l.cancelTimeoutMinutes,step:!1},...l.steps.map(c=>({key:"timeout-minutes",node:c.timeoutMinutes,
step:!0}))]),o=new Set([...e.problems.map(l=>l.path),...s.map(l=>n(l.position))]);for(let{key:l,node:c,step:p}of r){if(c?.
kind!=="literal"||o.has(n(c.position)))continue;let d=p?$r(c.value):xr(c.value,l),f=d===null?`${l} must be a number of m\
inutes, ${ln(c.value)}`:"problem"in d?d.problem:null;f!==null&&t.push({code:S.timeoutInvalid,severity:"error",path:n(c.position),
message:f})}let i=l=>l!==null&&!l.text.includes("${{")?l:null,a=[{shell:i(e.defaults?.shell??null),key:"defaults.run.she\
ll"},...e.jobs.flatMap(l=>[{shell:i(l.defaults?.shell??null),key:`jobs.${l.id}.defaults.run.shell`},...l.steps.filter(c=>c.
run!==null).map(c=>({shell:i(c.shell),key:"shell"}))])];for(let{shell:l,key:c}of a){if(l===null)continue;let{text:p,position:d}=l;
try{Us(p)}catch(f){t.push({code:S.shellInvalid,severity:"error",path:n(d),message:`${c}: ${f instanceof y?f.message:String(
f)}`})}}}function bi(e,t){let n=s=>{let r=/:(\d+):(\d+)$/.exec(s.path);return r?Number(r[1])*1e6+Number(r[2]):0};return n(
e)-n(t)}function Qu(e,t,n={}){let{eventName:s,event:r}=Wr(Te(e),t,n,n.words??It,!1,[]);return{name:s,payload:r,made:!n.event}}
function Wr(e,t,n,s,r,o){let i=n.facts??_t,{name:a,problem:l}=Tn(e,n.event??null,n.eventName,s);l!==null&&o.push({code:S.
eventNotTrigger,severity:"error",path:e.fileName,message:l});let c=r?{}:{...wi(e,a,n.event??null),...n.inputs},p=r?{}:xi(
e,a,c,s,o),d=n.event?void 0:ur(e,t,["github","event","label","name"]),f=n.event?yi(n.event,a,jr(p,c)):Ln(a,i,jr(p,c),e,d);
return{eventName:a,inputs:p,labelName:d,event:f}}function yi(e,t,n){if(!(t==="workflow_dispatch"||t==="workflow_call")||
Object.keys(n).length===0)return e;let r=e.inputs!==null&&typeof e.inputs=="object"?e.inputs:{};return{...e,inputs:{...r,
...n}}}function jr(e,t){return Object.fromEntries(Object.entries(e).map(([n,s])=>[n,Object.hasOwn(t,n)?t[n]:String(s)]))}
function wi(e,t,n){let s=n?.inputs;if(t!=="workflow_dispatch"||s===null||typeof s!="object")return{};let r={};for(let[o,
i]of Object.entries(s))Object.hasOwn(e.inputs,o)&&(i===""&&e.inputs[o].default===null||(typeof i=="string"||typeof i=="n\
umber"||typeof i=="boolean")&&(r[o]=String(i)));return r}function wt(e){let t=Object.keys(e.on);return t.length>0&&t.every(
n=>n==="workflow_call")}function ki(e,t,n,s,r){if(t!=="workflow_call"&&!wt(e))return;let o=e.on.workflow_call?.secrets;if(o===
null||typeof o!="object")return;let i=new Set(n.map(a=>a.toUpperCase()));for(let[a,l]of Object.entries(o))l?.required!==
!0||i.has(a.toUpperCase())||r.push({code:S.inputMissing,severity:"error",path:e.fileName,message:`secret ${a} is require\
d by on.workflow_call.secrets, as GitHub requires it of every caller; pass ${s.passSecret(a)} (with ${a} set in the envi\
ronment)`})}function xi(e,t,n,s,r){let o={},i=wt(e),a=t==="workflow_dispatch"||t==="workflow_call"||i,l=t==="workflow_di\
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
f.name)}`}):f.type==="boolean"?o[f.name]=!1:o[f.name]="");return o}function Lr(e,t){let[n,s]=e;if(n==="matrix")return!0;
if(n==="inputs"||n==="vars")return Object.hasOwn(t,n);if(n!=="github"||s===void 0||s==="*")return!1;let r=t.github;return typeof r==
"object"&&r!==null&&!Array.isArray(r)&&Object.keys(r).some(o=>o.toLowerCase()===s)}function $i(e,t,n,s){let r=n.workflow.
call;if(r===void 0||Object.values(t.with).some(i=>i.expression!==null&&e.facts(i.expression).paths.some(a=>!Lr(a,s))))return null;
try{return Ts(r,Ms(e,t,r,()=>({contexts:s})),n.path)}catch(i){if(i instanceof y)return null;throw i}}function Si(e,t,n,s,r,o,i){
let a=Ce(t.strategy);if(!a)return[{}];if(un(a))return null;let l=(p,d)=>{if(!(p instanceof y))throw p;return r.push({code:S.
matrixInvalid,severity:"error",path:p.where??s(a.position),message:`jobs.${t.id}: ${p.message}`}),d},c;try{c=Pi(e,a,n,s)}catch(p){
return l(p,[{}])}try{yr(t.id,c,s(a.position),o,{recordsStages:i})}catch(p){return l(p,null)}return c}function Ce(e){return e?
e.kind==="expression"?e:e.kind!=="mapping"?null:e.entries.find(t=>t.key==="matrix")?.value??null:null}function Pi(e,t,n,s){
let r=Xe(e,t,{contexts:n,where:s(t.position)});return rn(r,s(t.position),{whereOf:o=>s(Oi(t,o))})}function Oi(e,t){let n=e,
s=e.position;for(let r of t)if(n.kind==="mapping"&&typeof r=="string"){let o=n.entries.find(i=>i.key===r);if(!o)break;s=
o.keyPosition??o.value.position,n=o.value}else if(n.kind==="sequence"&&typeof r=="number"){let o=n.items[r];if(!o)break;
s=o.position,n=o}else break;return s}function un(e){if(!$e(e))return!1;switch(e.kind){case"expression":return/\bneeds\b/i.
test(e.expression);case"sequence":return e.items.some(un);case"mapping":return e.entries.some(t=>un(t.value));default:return!1}}
function vi(e,t,n,s,r){let o=n.with[u.stage];return o&&o.text.trim()!==""?(o.expression===null?[]:e.facts(o.expression).
paths).some(a=>!Lr(a,r))?null:Rt(e,o,{contexts:{...r,matrix:sn(s)}}).trim():be(t.id,Object.keys(s).length>0?s:null)}function cn(e){
return e.action.kind==="baton"&&(e.action.action==="stage"||e.action.action==="prepare")}var ji=9;function Cr(e,t,n=0){let s=[];
for(let r of e){let o=ie(r);if(cn({step:r,action:o})&&s.push({step:r,inAction:n>0}),o.kind!=="local")continue;if(t===void 0||
n>ji)return null;let i=t(o.path);if(i===void 0)return null;if(i.kind!=="composite")continue;let a=Cr(i.steps,t,n+1);if(a===
null)return null;s.push(...a)}return s}function ec(e,t,n,s,r){return t.stageSteps===null?null:Jr(e,t.job,t.stageSteps,n,
s,()=>"",[],r)}function Jr(e,t,n,s,r,o,i,a){let l=[];for(let{step:c,inAction:p}of n){if(p&&c.with[u.stage]?.expression)return null;
for(let d of s){let f;try{f=vi(e,t,c,d,r)}catch(m){if(!(m instanceof y))throw m;i.push({code:S.stageInvalid,severity:"er\
ror",path:o(c.with[u.stage]?.position??c.position),message:m.message});continue}if(f===null)return null;if(Be(f,a)){i.push(
{code:S.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??c.position),message:Yt});continue}if(!se.test(f)){
i.push({code:S.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??c.position),message:`stage "${f}" is not \
a valid stage id: a letter or _ then up to 99 letters, digits, _ or -`});continue}let g=zn(f);if(g!==null){i.push({code:S.
stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??c.position),message:g});continue}l.push({stage:f,leg:d})}}
return l}function Ei(e,t){let n=new Map;for(let s of e.values()){if(s.call!==null)continue;let r=l=>L(s.workflow.fileName,
l),o=new Set,i=new Map,a=s.stages===null?[]:s.instances??[{id:s.id,stages:s.stages}];for(let l of a){let c=new Set;for(let p of l.
stages??[]){let d=n.get(p),f=i.get(p),g=c.has(p)?`job '${s.id}' runs stage '${p}' more than once; give each baton step i\
ts own \`stage\` input`:f!==void 0?Ai(p,s.id,[f,l.id]):d!==void 0?`stage '${p}' of job '${s.id}' is also a stage of job \
'${d}'; set a different \`stage\` input${s.calledBy!==null||e.get(d)?.calledBy?" (a called workflow's job records its st\
ages under its own job id, as github.job is inside a called workflow on GitHub, so two calls of one file, or a called jo\
b and a job of the same id, record the same stage; give the called file's stage a `stage:` input made from one of its in\
puts)":""}`:null;g!==null&&!o.has(p)&&(o.add(p),t.push({code:S.stageDuplicate,severity:"error",path:r(s.job.position),message:g})),
c.add(p),i.set(p,i.get(p)??l.id),n.set(p,n.get(p)??s.id)}}}return n}function Ni(e,t,n,s,r){let o=n.with[u.vars],i;if(t.calledBy===
null&&(o===void 0||o.expression===null))try{let c=o===void 0?[]:Object.keys(gt(o.text)),p=Object.keys(e.inputs);i={names:[
...new Set([...p,...c])],from:"the workflow's declared inputs and the keys of the step's vars"}}catch{}let a=c=>("stage"in
c?[r.get(c.stage)??""]:yt(t,c.job)).map(p=>s.get(p)).filter(p=>p!==void 0),l=c=>c.some(p=>p.legs===null)?void 0:Er(c.flatMap(
p=>p.legs??[]));return{inputs:i,data:c=>{let p=a(c);if(p.length===0||p.some(f=>f.skip!==null||f.call!==null))return;let d=p.
map(f=>cr(f.job));if(!d.some(f=>f===void 0))return{keys:[...new Set(d.flatMap(f=>f.keys))],closed:d.every(f=>f.closed)}},
matrix:c=>{let p=a(c);if(!(p.length===0||p.some(d=>d.skip!==null)))return l(p.flatMap(d=>d.call===null?[d]:kt(d,s).filter(
f=>f.recordsStages||f.stageSteps===null)))},call:c=>{for(let p of a(c)){let d=p.call!==null?p:s.get(p.calledBy??"");if(d?.
call==null)continue;return{job:d===p&&"job"in c?c.job:d.id,file:d.call.path,keys:Er(d.legs??[])}}}}}function Er(e){return[
...new Set(e.flatMap(t=>Object.keys(t)))]}function Ai(e,t,n){return`stage '${e}' of job '${t}' would be recorded by ever\
y leg of the call around it (${n.join(", ")}): a called workflow's job records its stages under its own job id, as githu\
b.job is inside a called workflow on GitHub, and the caller's matrix does not reach the called workflow; give the stage \
a \`stage:\` input made from the inputs its legs give it (stage: ${T(t)}-\${{ inputs.<name> }}), so that each leg records\
 its own`}function Ii(e,t,n,s,r,o){let i=g=>L(e.fileName,g),a=t.stageUpstream.map(g=>n.get(g)).filter(g=>g!==void 0),l=[
...new Set(a.flatMap(g=>kt(g,n)))],c=[...new Set(l.flatMap(g=>g.stages??[]))],p=l.filter(g=>g.stages===null),d=[...new Set(
p.map(g=>T(g.id)))],f={job:t.id,upstreamStages:c,openMatrices:[...new Set(p.filter(_r).map(g=>T(g.id)))],unknown:p.some(
g=>!_r(g)),jobs:Ti(n),upstreamJobs:t.upstream,runsAfter:g=>et(e,g,t.id)};for(let{step:g,action:m}of t.steps){if(!cn({step:g,
action:m}))continue;let h=g.with[u.needs];if(h)for(let j of Ls(h,f))o.push({code:S.needsInput,severity:"error",path:i(Fr(
e).locate(h,j.offset)),message:j.message});let k=Ps(e,t.job)?Os(h,j=>{let P=n.get(s.get(j)??"");if(P===void 0)return;let v=P.
upstream.map(J=>n.get(J)?.stages??null);return{callsStageWorkflow:P.job.stageWorkflow===!0,needsInput:P.job.steps[0]?.with[u.
needs],upstreamStages:v.includes(null)?null:v.flatMap(J=>J??[])}}):null,$=(j,P)=>({code:S.templateStage,severity:"error",
message:vs(j,P,t.id,h)}),x=[],O=g.with[u.prompt];if(O&&(O.expression===null||!Zn(O.text))){let j=O.expression===null?O.text:
Qn(O.text);x.push({template:j,locate:(P,v)=>Li(e,O,P,v)})}let V=g.with[u.promptFile];if(V&&V.expression===null&&r){let j,
P="does not exist";try{j=r(V.text)}catch(v){P=v instanceof Error?v.message:String(v)}j===void 0?o.push({code:S.promptFileMissing,
severity:"error",path:i(V.position),message:`prompt-file ${V.text}: ${P}`}):x.push({template:j,locate:(v,J)=>`${V.text}:${v}\
:${J}`})}let A=Ni(e,t,g,n,s),C=null,Y=[],pe=j=>j.kind==="job"?yt(t,j.stage).length>0:c.includes(j.stage)||Nr(d,j.stage);
for(let{template:j,locate:P}of x){let{analysis:v,problems:J}=Ye(j);v&&(Y.push(...v.references),C??=Pr(v,(b,R)=>P(b,R).replace(
`${e.fileName}:`,"")));let ee=Zs(v?.keys??[],A),xt=Qs(v?.keys??[],A).filter(b=>b.closed).map(b=>b.error),w=J.filter(b=>b.
ifUpstream===void 0||pe(b.ifUpstream));for(let b of[...w,...ee,...xt])o.push({code:xt.includes(b)?S.templateDataKey:ee.includes(
b)?S.templateKey:S.templateInvalid,severity:"error",path:P(b.line,b.column),message:[b.message,...b.details].join("; ")});
for(let b of v?.references??[]){if(b.kind==="job"){let W=yt(t,b.stage).map(U=>n.get(U)?.stages);if(W.length>0){let U=W.includes(
null)?null:W.flatMap(G=>G??[]);k&&U&&U.length>0&&!U.some(G=>k.has(G))&&o.push({...$(`jobs.${b.stage}`,`its stages (${U.join(
", ")})`),path:P(b.line,b.column)});continue}let F=[...new Set(t.stageUpstream.map(T))],Je=te(b.stage,F),Pe=Ri(t.id).map(
U=>`${U}${b.stage}`).find(U=>n.has(U));o.push({code:S.templateStage,severity:"error",path:P(b.line,b.column),message:`jo\
bs.${b.stage}: not a job upstream of job '${t.id}'${t.stageUpstream.includes(b.stage)?` (did you mean ${T(b.stage)}? a c\
alled workflow reads its own jobs by their ids in its file, as GitHub's records name them: github.job is the called file\
's own job id)`:Pe!==void 0?Ar(n,t.id,Pe,"job"):Je?` (did you mean ${Je}?)`:""}; upstream jobs: ${F.length>0?F.join(", "):
"(none)"}`});continue}if(c.includes(b.stage)){k&&!k.has(b.stage)&&o.push({...$(`stages.${b.stage}`,b.stage),path:P(b.line,
b.column)});continue}if(Nr(d,b.stage))continue;let R=s.get(b.stage)??Wi(b.stage,n),_=te(b.stage,c),K=Mi(b.stage,n),fe=R?
Ar(n,t.id,R,"stage"):K!==null?` (did you mean ${K}? a called workflow's job records its stages under its own job id, as \
github.job is inside a called workflow on GitHub)`:_?` (did you mean ${_}?)`:"";o.push({code:S.templateStage,severity:"e\
rror",path:P(b.line,b.column),message:`stages.${b.stage}: not a stage upstream of job '${t.id}'${fe}; upstream stages: ${c.
length>0||d.length>0?[...c,...d.map(W=>`${W}-*`)].join(", "):"(none)"}`})}}let I=C?.kind==="reference"?_i(e,t,g,C,Y,c,n):
null;I!==null&&o.push(I)}return f}function _i(e,t,n,s,r,o,i){if(t.calledBy!==null||t.job.stageWorkflow===!0||wt(e)||n.uses===
null||(n.with[u.needs]?.text.trim()??"")!=="")return null;let a=t.job.steps[n.index]?.position;if(a?.line!==n.position.line||
a.column!==n.position.column)return null;let l=Sr(t.job.steps,n.index);if(l===null)return null;let c=new Set;for(let p of r){
if(p.kind==="stage"){o.includes(p.stage)&&c.add(p.stage);continue}for(let d of yt(t,p.stage))for(let f of i.get(d)?.stages??
[])c.add(f)}return{code:S.checkoutMissing,severity:"error",path:L(e.fileName,n.uses.position),message:Or(t.id,s,l,[...c])}}
function yt(e,t){return e.stageUpstream.filter(n=>T(n)===t)}function Ri(e){let t=[];for(let n=e.lastIndexOf("/");n>=0;n=
e.lastIndexOf("/",n-1))t.push(e.slice(0,n+1));return[...t,""]}function kt(e,t){let n=s=>s===e.id?e:t.get(s);return Vt([e.
id],s=>n(s)?.call).map(n).filter(s=>s!==void 0&&s.call===null)}function tc(e,t){return e.call===null||e.stages!==null?[e.
id]:[...kt(e,t).map(n=>n.id),e.id]}function nc(e,t){let n=kt(e,t).filter(s=>s.stages===null);return[...new Set(n.map(s=>T(
s.id)))]}function Nr(e,t){return e.some(n=>t===n||t.startsWith(`${n}-`))}function Mi(e,t){for(let n of t.values()){if(n.
calledBy===null)continue;let s=Es(n.id);if(e===s||e.startsWith(`${s}-`))return`${T(n.id)}${e.slice(s.length)}`}return null}
function Ar(e,t,n,s){let r="a prompt reads only stages of jobs that finish before it",o=Ws(i=>{let a=e.get(i);return a?{
workflow:a.workflow,calledBy:a.calledBy}:void 0},t,n);return o.kind==="self"?` (${s==="stage"?"it is a stage of this job\
 itself":"it is this job itself"}: ${r}; a retry's previous attempt is {{attempt.previous}})`:o.kind==="after"?` (${o.text}\
; ${r})`:o.kind!=="add"?` (${s==="stage"?`it is a stage of job '${n}'; `:""}${o.text})`:s==="stage"?` (it is a stage of \
job '${n}'; add '${o.need}' to ${o.needsOf})`:` (add '${o.need}' to ${o.needsOf})`}var Ir=new WeakMap;function Ti(e){let t=Ir.
get(e);return t===void 0&&(t=new Map([...e.values()].map(n=>[n.id,{stages:n.stages,matrix:Ce(n.job.strategy)!==null}])),
Ir.set(e,t)),t}function _r(e){return e.legs===null&&e.call===null&&e.steps.every(({step:t,action:n})=>n.kind!=="local"&&
(!cn({step:t,action:n})||(t.with[u.stage]?.text.trim()??"")===""))}function Wi(e,t){let n;for(let s of t.values()){let r=T(
s.id);s.stages!==null||s.call!==null||!(e===r||e.startsWith(`${r}-`))||(n===void 0||r.length>T(n).length)&&(n=s.id)}return n}
var Rr=new WeakMap;function Li(e,t,n,s){let r=Fr(e).locateLine(t,n,s);return`${e.fileName}:${r.line}:${r.column}`}function Fr(e){
let t=Rr.get(e);return t===void 0&&(t=new bt(e.source),Rr.set(e,t)),t}function Ci(e){return e.label!==null&&typeof e.label==
"object"}export{Ji as a,Rt as b,Fi as c,Ui as d,Xe as e,$e as f,Di as g,Zn as h,Qn as i,Vi as j,Qe as k,Ki as l,Vr as m,Bi as n,et as o,
tt as p,Wt as q,L as r,Yi as s,Gr as t,Xi as u,ie as v,ne as w,Br as x,Z as y,we as z,ue as A,oa as B,Zr as C,ia as D,aa as E,
Ft as F,la as G,ua as H,ca as I,pa as J,fa as K,da as L,Ps as M,Os as N,vs as O,js as P,T as Q,Vt as R,Ns as S,Ms as T,Ts as U,
Ws as V,bt as W,We as X,tr as Y,nr as Z,Ul as _,sn as $,fu as aa,br as ba,yr as ca,Ta as da,vo as ea,Wa as fa,Bt as ga,La as ha,
Ca as ia,Ls as ja,Ka as ka,Vs as la,ft as ma,el as na,Mo as oa,yl as pa,wl as qa,kl as ra,gt as sa,Nl as ta,Al as ua,Qs as va,
ar as wa,lr as xa,cr as ya,ln as za,xr as Aa,$r as Ba,Sr as Ca,Pr as Da,Or as Ea,bu as Fa,qu as Ga,Yu as Ha,Xu as Ia,Zu as Ja,
Qu as Ka,Lr as La,Ce as Ma,Pi as Na,vi as Oa,ji as Pa,ec as Qa,Ai as Ra,tc as Sa,nc as Ta,Nr as Ua};
