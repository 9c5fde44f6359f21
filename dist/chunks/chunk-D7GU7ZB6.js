import{C as rt,b as ts,f as ss,u as Je,x as rs,y as os}from"./chunk-3CJ365NI.js";import{e as es}from"./chunk-YQLCREPZ.js";
import{b as $e}from"./chunk-M6PCGQAN.js";import{a as st}from"./chunk-672GVUQV.js";import{E as ns,f as qn,g as Yn,
i as Xn,j as Zn,s as Qn}from"./chunk-LZYN5DKP.js";import{a as tt}from"./chunk-AG2SH75Z.js";import{a as Jt}from"./chunk-NUWPZMYM.js";
import{c as Jn,g as Fn,h as Un}from"./chunk-MYVF2C32.js";import{b as Le,d as nt,j as zn}from"./chunk-YEKP4IAG.js";
import{g as Ut,h as Dn,i as Vn,k as Gn,m as Hn,n as Kn,p as Bn}from"./chunk-T7W5VX65.js";import{a as Ft}from"./chunk-LS2NIP65.js";
import{c as Sn}from"./chunk-FCWOFCWY.js";import{a as oe,c as Ce,d as de}from"./chunk-TIXFR75A.js";import{d as w,
e as Et}from"./chunk-OKFZ7BVP.js";import{B as Ln,G as et,a as Mt,b as Tt,c as Wt,d as Mn,e as Te,f as Tn,h as A,i as ve,
j as Ne,k as Ct,m as Lt,n as xe,o as Wn,p as fe,t as Cn,u as Ze,v as We,w as Qe,y as K,z as ee}from"./chunk-FJ7SBSSN.js";
import{E as Pn,F as jn,G as we,H as pe,I as vn,K as u,M as U,O as It,P as ke,Q as Be,R as Me,S as je,T as Nn,U as Rt,W as En,
X as An,aa as x,b as On,ba as In,fa as qe,ha as Ye,ia as Xe,ja as Rn,ka as _n,la as _t,q as _e,u as At}from"./chunk-C33NMHQG.js";
import{d as Nt}from"./chunk-3NR5HZ6E.js";var oa=["github","env","vars","job","jobs","steps","runner","secrets","strategy","matrix","needs","inputs"];function zt(e,t,n){
return t.expression===null?t.text:e.evaluateString(t.expression,n)}function ia(e,t,n){let s=[];for(let[r,o]of Object.entries(
t)){let i=typeof n=="function"?n(r,o):n;s.push([r,zt(e,o,i)])}return Object.fromEntries(s)}function aa(e,t,n){return e.evaluateTruthy(
t.expression,n)}function ot(e,t,n){switch(t.kind){case"literal":return t.value;case"expression":return e.evaluate(t.expression,
{...n,where:n.where??`line ${t.position.line}, column ${t.position.column}`});case"sequence":return t.items.map(s=>ot(e,
s,n));case"mapping":return Object.fromEntries(t.entries.map(({key:s,value:r})=>[s,ot(e,r,n)]))}}function Ee(e){switch(e.
kind){case"literal":return!1;case"expression":return!0;case"sequence":return e.items.some(Ee);case"mapping":return e.entries.
some(t=>Ee(t.value))}}function Fe(e){let t=e.indexOf("${{");if(t<0)return null;let n=[],s=0;for(;s<e.length;)if(s===t){let r=-1,o=!1;for(s+=3;s<
e.length;s++)if(e[s]==="'")o=!o;else if(!o&&e[s]==="}"&&e[s-1]==="}"){r=s,s++;break}if(r<0)return null;n.push({expression:e.
slice(t+3,r+1-2).trim(),offset:t,end:r+1}),t=e.indexOf("${{",s)}else if(t>=0&&s<t)n.push({literal:e.slice(s,t),offset:s}),
s=t;else{n.push({literal:e.slice(s),offset:s});break}return n}function Dt(e){return(Fe(e)??[]).flatMap(t=>"expression"in
t?[t.expression]:[])}function to(e){let t=Fe(e);if(t===null)return null;let[n]=t;if(t.length===1&&n&&"expression"in n)return n.
expression;let s=[],r=[];for(let o of t)"literal"in o?s.push(o.literal.replace(/'/g,"''").replace(/\{/g,"{{").replace(/\}/g,
"}}")):(s.push(`{${r.length}}`),r.push(o.expression));return`format('${s.join("")}'${r.map(o=>`, ${o}`).join("")})`}function Vt(e){
let t=Fe(e);return t!==null&&t.filter(n=>"expression"in n).length===1&&t.every(n=>!("literal"in n)||/^\s*["']?\s*$/.test(
n.literal))}function Gt(e){let t=Fe(e);return t===null?e:t.map(n=>"literal"in n?n.literal:e.slice(n.offset,n.end).replace(
/[^\n]/g," ")).join("")}var Ae=Nt(Jt(),1);function ca(e){let t=new Map,n=[0];for(let o=0;o<e.length;o++)e[o]===`
`&&n.push(o+1);let s=o=>{let i=0,a=n.length-1;for(;i<a;){let l=i+a+1>>1;n[l]<=o?i=l:a=l-1}return`${i+1}:${o-n[i]+1}`},r=(0,Ae.parseDocument)(
e,{uniqueKeys:!1});return(0,Ae.visit)(r,{Scalar(o,i){(0,Ae.isScalar)(i)&&typeof i.value=="string"&&i.range&&t.set(s(i.range[0]),
i.value)}}),t}function it(e,t){let n=is(t);for(let s of e)if(s===t)return s;for(let s of e)if(is(s)===n)return s}function ga(e){let t=e.
map(n=>n.id);return e.map(n=>n.needs.every(s=>t.includes(s.id))?n:{...n,needs:n.needs.map(s=>({...s,id:it(t,s.id)??s.id}))})}
function is(e){return e.replace(/[A-Z]/g,t=>t.toLowerCase())}function no(e,t){let n=it(e.jobs.map(r=>r.id),t),s=e.jobs.find(
r=>r.id===n);if(!s)throw new w("job-unknown",`no job '${t}' in ${e.fileName}; jobs: ${e.jobs.map(r=>r.id).join(", ")}`);
return s}function ma(e,t){let n=no(e,t).id,s=ls(new Map(e.jobs.map(r=>[r.id,r])),n);return e.jobs.map(r=>r.id).filter(r=>s.
has(r))}function as(e){let t=new Map;for(let r of Ht(e)){let o=new Set;for(let i of r.needs){let a=t.get(i.id);if(a){o.add(
i.id);for(let l of a)o.add(l)}}t.set(r.id,o)}let n=new Map(e.jobs.map(r=>[r.id,r])),s=e.jobs.map(r=>r.id);return new Map(
s.map(r=>{let o=t.get(r)??ls(n,r);return[r,s.filter(i=>o.has(i))]}))}function ls(e,t){let n=new Set,s=[...e.get(t)?.needs.
map(r=>r.id)??[]];for(;s.length>0;){let r=s.pop();if(n.has(r)||r===t)continue;let o=e.get(r);o&&(n.add(r),s.push(...o.needs.
map(i=>i.id)))}return n}function Ht(e){let t=new Set,n=[],s=new Set(e.jobs.map(o=>o.id)),r=!0;for(;r&&n.length<e.jobs.length;){
r=!1;for(let o of e.jobs)t.has(o.id)||o.needs.every(i=>t.has(i.id)||!s.has(i.id))&&(t.add(o.id),n.push(o),r=!0)}return n}
function at(e,t,n){let s=new Map(e.jobs.map(i=>[i.id,i])),r=new Map([[t,t]]),o=[t];for(let i=o.shift();i!==void 0;i=o.shift())
for(let a of s.get(i)?.needs??[])if(!(r.has(a.id)||!s.has(a.id))){if(r.set(a.id,i),a.id===n){let l=[n];for(let c=i;c!==t;c=
r.get(c))l.unshift(c);return[t,...l]}o.push(a.id)}return null}function lt(e){return e.slice(0,-1).map((t,n)=>`${t} needs\
 ${e[n+1]}`).join(", ")}var Kt={invalid:"workflow-invalid",expression:"expression-invalid",needsUnknown:"needs-unknown",needsCycle:"needs-cycle"};
function J(e,t){return t&&t.line>0?`${e}:${t.line}:${t.column}`:e}function ba(e){let t=[];for(let n of e.jobs)for(let s of n.
steps){let r=s.uses?.text;if(r===void 0||so(r))continue;let[o="",...i]=r.split("@"),a=i.length<=1&&o.split(/[/\\]/).filter(
l=>l!=="").length>=2?`name the commit it runs: ${o}@<40-hex commit sha>`:"an action is {owner}/{repo}[/path]@ref, ./path\
 (one of this repository) or docker://image";t.push({code:Kt.invalid,severity:"error",path:J(e.fileName,s.uses?.position??
s.position),message:`Expected format {org}/{repo}[/path]@ref. Actual '${r}': GitHub refuses the workflow; ${a}`})}return t}
function so(e){if(e.startsWith("docker://")||e.startsWith("./")||e.startsWith(".\\"))return!0;let t=e.split("@"),n=(t[0]??
"").split(/[/\\]/).filter(s=>s!=="");return t.length===2&&n.length>=2&&t[1]!==""}function ya(e){let t=[],n=new Map(e.jobs.
map(l=>[l.id,l])),s=e.jobs.map(l=>l.id);for(let l of e.jobs)for(let c of l.needs)n.has(c.id)||t.push({code:Kt.needsUnknown,
severity:"error",path:J(e.fileName,c.position),message:`job '${l.id}' needs '${c.id}', which is not a job in this workfl\
ow; jobs: ${s.join(", ")}`});let r=new Map,o=[],i=new Set,a=l=>{r.set(l,"active"),o.push(l);let c=n.get(l);for(let p of c?.
needs??[]){if(!n.has(p.id))continue;let d=r.get(p.id);if(d==="active"){let f=o.slice(o.indexOf(p.id)),m=ro(f);if(!i.has(
m)){i.add(m);let g=f.map((k,b)=>`${k} needs ${f[(b+1)%f.length]}`);t.push({code:Kt.needsCycle,severity:"error",path:J(e.
fileName,p.position),message:`needs form a cycle: ${[...f,f[0]].join(" \u2192 ")} (${g.join(", ")}); remove one of these\
 needs`})}}else d===void 0&&a(p.id)}o.pop(),r.set(l,"done")};for(let l of e.jobs)r.has(l.id)||a(l.id);return t}function ro(e){
return[...e].sort().join("\0")}function ie(e){if(!e.uses)return{kind:"run"};let t=e.uses.text.trim();if((e.ownAction||e.actionMissing)&&t.startsWith(".\
/"))return{kind:"local",path:t.replace(/\/+$/,"")};let n=us(t);if(n)return{kind:"baton",action:n};if(t.startsWith("./"))
return{kind:"local",path:t.replace(/\/+$/,"")};let[s=""]=t.split("@"),r=s.toLowerCase();return r==="actions/checkout"?{kind:"\
noop",action:"checkout",reason:"the local checkout is used as it is"}:r.startsWith("actions/setup-")?{kind:"noop",action:"\
setup",reason:"tools on this machine are used"}:{kind:"skip",notice:`${t} cannot run locally; step skipped`}}function us(e){
let t=cs(e);if(t===null)return null;for(let[n,s]of Object.entries(je))if(s===t)return n;return null}function cs(e){if(e.
startsWith("./"))return e.slice(2).replace(/\/+$/,"");let t=/^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)((?:\/[^@]*)?)@.+$/.exec(
e);return t?.[2]?.toLowerCase()!==Nn?null:(t[3]??"").replace(/^\/|\/+$/g,"")}function ae(e){return e.uses!==null&&oo(e.uses.
text)}function oo(e){return cs(e.trim())===En}var te=["claude","codex","gemini","copilot"],Oe=We(te),he={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},io=[...new Set(
Object.values(he).flatMap(e=>e.keyEnv))],ao=["ANTHROPIC_AUTH_TOKEN","ANTHROPIC_FOUNDRY_API_KEY","AWS_SECRET_ACCESS_KEY",
"AWS_SESSION_TOKEN","AWS_BEARER_TOKEN_BEDROCK","AZURE_OPENAI_API_KEY"];function ja(e){return[...io,...ao].map(t=>e[t]).filter(
t=>!!t)}var lo=A().check(Tn(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,{message:"must be a model name: letters, digits and \
. _ : / @ -, at most 128 characters"})),uo=fe({model:K(lo)}),gs="--prompt=",ms=128*1024-1-gs.length,co=128*1024,ps=co-`${U.
args}=`.length-1;function va(e){let t=e[U.args];if(t===void 0)return;let n=On(t);if(!(n<=ps))throw new w("agent-args-too\
-long",`is ${n} bytes, over the ${ps} bytes one environment variable of that name can hold on Linux (128 KiB with its na\
me, MAX_ARG_STRLEN), so the agent CLI cannot start ("Argument list too long"): move long text into a file the CLI reads \
(a system prompt or settings file) and pass only its path, or put it in the prompt`,{where:`${U.args} (the reusable work\
flow's ${Xe.agentArgs} input)`})}var ut=`"\${${_e.handoffPath}%/*}"`,Ue=`"$${_e.promptPath}"`,Bt=e=>`\${${U.model}:+${e}\
 "$${U.model}"}`,ct=["agent_args=()",`if [ -n "\${${U.args}:-}" ]; then`,"  while IFS= read -r arg; do",'    arg="${arg#\
"${arg%%[![:space:]]*}"}"','    arg="${arg%"${arg##*[![:space:]]}"}"','    if [ -n "$arg" ]; then agent_args+=("$arg"); \
fi',`  done <<< "$${U.args}"`,"fi"],pt='${agent_args[@]+"${agent_args[@]}"}';function hs(e){let{cli:t,npmPackage:n}=he[e];
return`the ${t} CLI is not installed (no ${t} on PATH): install its npm package, npm install --global ${n}@<version> (ba\
ton-stage.yml installs it at agent-version)`}var dt="baton: ",bs=e=>`the prompt is ${e} bytes; copilot takes it as one a\
rgument, at most ${ms} bytes: shorten it (max-prompt-tokens) or use another agent`;function po(e,t){if(t===hs(e))return!0;
let n=/^the prompt is (\d{1,20}) bytes;/.exec(t)?.[1];return e==="copilot"&&n!==void 0&&t===bs(n)}function ft(e){let{cli:t}=he[e];
return[`if ! command -v ${t} >/dev/null 2>&1; then`,`  echo "${dt}${hs(e)}" >&2`,"  exit 127","fi"]}function fs(e,t,n=""){
return[`if [ -z "\${${t}:-}" ] && [ -n "\${${e}:-}" ]${n}; then`,`  export ${t}="$${e}"`,"fi"]}var fo={claude:[...ft("cl\
aude"),'if [ "$EUID" -eq 0 ]; then',"  export IS_SANDBOX=1","fi",...ct,"exec claude -p \\","  --output-format stream-jso\
n --verbose \\","  --permission-mode bypassPermissions \\",`  --add-dir ${ut} \\`,`  ${Bt("--model")} \\`,`  ${pt} \\`,`\
  < ${Ue}`].join(`
`),codex:[...ft("codex"),...fs("OPENAI_API_KEY","CODEX_API_KEY"),...ct,"exec codex exec \\","  --json \\","  --sandbox w\
orkspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${ut} \\`,`  ${Bt("--model")} \\`,`  ${pt} \\`,`  - < ${Ue}`].
join(`
`),gemini:[...ft("gemini"),'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',...fs("GOOGLE_API_K\
EY","GEMINI_API_KEY",' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),...ct,"exec gemini \\","  --output-format json \
\\","  --approval-mode yolo \\",`  --include-directories ${ut} \\`,`  ${Bt("--model")} \\`,`  ${pt} \\`,"  -p 'Carry out\
 the task above.' \\",`  < ${Ue}`].join(`
`),copilot:[...ft("copilot"),`prompt_bytes=$(wc -c < ${Ue})`,`if [ "$prompt_bytes" -gt ${ms} ]; then`,`  echo "${dt}${bs(
"$prompt_bytes")}" >&2`,"  exit 2","fi",...ct,"exec copilot \\",`  ${gs}"$(cat ${Ue})" \\`,"  --output-format=json \\","\
  --allow-all-tools \\","  --no-ask-user \\",`  --add-dir=${ut} \\`,`  \${${U.model}:+--model="$${U.model}"} \\`,`  ${pt}`].
join(`
`)};function Yt(e,t=`input ${u.agent}`){let n=Oe.safeParse(e);if(n.success)return n.data;throw new w("agent-preset-unkno\
wn",`"${e}" is not an agent preset; use one of ${te.join(", ")}, or give the command in \`run\``,{where:t})}function Na(e,t={}){
let n=Yt(e),s=uo.safeParse(t);if(!s.success){let o=s.error.issues[0];throw new w("agent-preset-options",`agent ${n}: ${o?.
path.join(".")||"options"} ${o?.message}`,{where:`agent ${n}`})}let r={};return s.data.model!==void 0&&(r[U.model]=s.data.
model),{script:fo[n],env:r}}function Xt(e,t){let n=Yt(e),s=[];switch(n){case"claude":return{...$s(me(t),s),problems:s};case"\
codex":return{...ho(t,s),problems:s};case"gemini":return{...wo(t,s),problems:s};case"copilot":return{...ko(t,s),problems:s}}}
function Ea(e,t){let n=Oe.safeParse(e);if(!n.success)throw new w("agent-preset-unknown",`"${e}" is not an agent preset; \
use one of ${te.join(", ")}: the one whose CLI wrote the \`${u.agentOutput}\` file`,{where:`input ${u.agent}`});if(n.data!==
"claude")return Xt(n.data,t);let s=[],r=me(t),o=r.some(ze)?r:ks(t);return{...$s(o,s),problems:s}}function Aa(e,t){return Xt(
e,t).usage}function Ia(e,t){return Xt(e,t).finalText}function Ra(e,t){let n=Yt(e),s=go(n,t);if(s!==null&&s.trim()!=="")return{
source:"cli",text:s};let r=t.split(`
`);for(let o=r.length-1;o>=0;o--){let i=r[o].trimEnd(),a=i.slice(dt.length);if(i.startsWith(dt)&&po(n,a))return{source:"\
script",text:a}}return null}function go(e,t){switch(e){case"claude":{let n=ge(me(t),ze);return n&&ys(n)?ws(n):null}case"\
codex":{let n=me(t),s=ge(n,o=>o.type==="turn.failed"&&C(o.error)),r=C(s?.error)?s.error.message:ge(n,o=>o.type==="error")?.
message;return typeof r=="string"?r:null}case"gemini":{let n=Ss(t)?.error;return C(n)&&typeof n.message=="string"?n.message:
null}case"copilot":{let n=ge(me(t),s=>s.type==="session.error")?.data;return C(n)&&typeof n.message=="string"?n.message:
null}}}function ys(e){return e.is_error===!0||typeof e.subtype=="string"&&e.subtype.startsWith("error")}function ws(e){if(typeof e.
result=="string"&&e.result.trim()!=="")return e.result;let t=Array.isArray(e.errors)?e.errors.filter(n=>typeof n=="strin\
g"):[];return t.length>0?t.join("; "):typeof e.subtype=="string"?e.subtype:null}function _a(e,t){if(e!=="claude")return null;
let n=me(t),s=ge(n.some(ze)?n:ks(t),ze);if(!s||!ys(s))return null;let r=typeof s.subtype=="string"&&/^[a-z_]{1,64}$/.test(
s.subtype)?s.subtype:null;return{text:ws(s)??"",subtype:r}}function Ma(e={}){return["## Handing off","",`When you are do\
ne, write your handoff as one JSON object to ${e.handoffPath?`\`${e.handoffPath}\` (also in the environment variable \`${_e.
handoffPath}\`)`:`the path in the environment variable \`${_e.handoffPath}\``}:`,"","```json",`{"version": ${jn}, "statu\
s": "success", "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": {"key": \
"value"}}`,"```","",`- \`summary\` is required (at most ${we.summaryBytes} bytes); \`status\` is one of success, partial, \
blocked, failure.`,'- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage id>", "\
reason": "\u2026"}` to hand off to a specific stage.',`- If you cannot write files, print the same JSON as the last thin\
g you say, between a line \`${At.start}\` and a line \`${At.end}\`.`,...e.dataSchema===void 0?[]:["- This stage's `data`\
 must follow the JSON Schema below (every value a string; a pattern is an ECMAScript regular expression; lengths are in \
UTF-8 bytes), or the handoff is refused:","",Un(Fn(e.dataSchema),"json")]].join(`
`)}function C(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function me(e){let t=[];for(let n of e.split(`
`)){let s=n.trim();if(s.startsWith("{"))try{let r=JSON.parse(s);C(r)&&t.push(r)}catch{}}return t}function ks(e){let t=e.
trim();if(t.startsWith("[")&&t.endsWith("]"))try{let o=JSON.parse(t);if(Array.isArray(o))return o.filter(C)}catch{}let n=[],
s=e.split(`
`),r=-1;for(let o=0;o<s.length;o++){let i=s[o].replace(/\r$/,"");if(i==="  {")r=o;else if(r!==-1&&(i==="  }"||i==="  },")){
try{let a=JSON.parse(`${s.slice(r,o).join(`
`)}
}`);C(a)&&n.push(a)}catch{}r=-1}}return n}function ge(e,t){for(let n=e.length-1;n>=0;n--){let s=e[n];if(t(s))return s}}var z=(e,t)=>({
key:t,value:e[t]});function xs(e){return typeof e=="number"||typeof e=="boolean"?String(e):typeof e=="string"?"a string":
Array.isArray(e)?"a list":"an object"}function qt(e,t){return{code:Be.usageRefused,severity:"warning",path:`agent.usage.${e}`,
message:`${t}; ${e} is not recorded`}}function Se(e,t,n,s){let r;for(let{key:o,value:i}of n)if(i!=null){if(typeof i!="nu\
mber"||!Number.isSafeInteger(i)||i<0){s.push(qt(t,`${e} reported ${xs(i)} as ${o}, which is not a whole number from 0 to\
 ${Number.MAX_SAFE_INTEGER}`));return}if(r=(r??0)+i,!Number.isSafeInteger(r)){s.push(qt(t,`the ${t} ${e} reported add up\
 to more than ${Number.MAX_SAFE_INTEGER}`));return}}return r}function mo(e,{key:t,value:n},s){if(n!=null){if(typeof n=="\
number"&&Number.isFinite(n)&&n>=0&&n<=we.usageCostUsd)return n;s.push(qt("cost_usd",`${e} reported ${xs(n)} as ${t}, whi\
ch is not an amount from 0 to ${we.usageCostUsd} USD`))}}function gt(e){let t={};return e.input!==void 0&&(t.input_tokens=
e.input),e.output!==void 0&&(t.output_tokens=e.output),e.cost!==void 0&&(t.cost_usd=e.cost),Object.keys(t).length===0?null:
t}function $s(e,t){let n=ge(e,ze);if(!n)return{finalText:null,usage:null};let s=C(n.modelUsage)?Object.values(n.modelUsage).
filter(C):[],r=C(n.usage)?n.usage:{},[o,i]=s.length>0?[s.flatMap(a=>[z(a,"inputTokens"),z(a,"cacheCreationInputTokens"),
z(a,"cacheReadInputTokens")]),s.map(a=>z(a,"outputTokens"))]:[[z(r,"input_tokens"),z(r,"cache_creation_input_tokens"),z(
r,"cache_read_input_tokens")],[z(r,"output_tokens")]];return{finalText:typeof n.result=="string"?n.result:null,usage:gt(
{input:Se("claude","input_tokens",o,t),output:Se("claude","output_tokens",i,t),cost:mo("claude",z(n,"total_cost_usd"),t)})}}
function ze(e){return e.type==="result"}function ho(e,t){let n=me(e),r=ge(n,a=>a.type==="item.completed"&&bo(a.item))?.item?.
text,o=n.filter(a=>a.type==="turn.completed"&&C(a.usage)),i=a=>o.map(l=>z(l.usage,a));return{finalText:typeof r=="string"?
r:null,usage:gt({input:Se("codex","input_tokens",i("input_tokens"),t),output:Se("codex","output_tokens",i("output_tokens"),
t)})}}function bo(e){return C(e)&&(e.type==="agent_message"||e.item_type==="assistant_message")}var yo=4;function Ss(e){
let t=e.length;for(let n=0;n<yo&&t>0;n++){let s=e.lastIndexOf(`
{`,t-1),r=s===-1?0:s+1;if(e[r]!=="{")return null;try{let o=JSON.parse(e.slice(r));if(C(o)&&("response"in o||"stats"in o||
"error"in o))return o}catch{}if(s===-1)return null;t=s}return null}function wo(e,t){let n=Ss(e),s=n?.stats,o=(C(s)&&C(s.
models)?Object.values(s.models):[]).map(i=>C(i)&&C(i.tokens)?i.tokens:{});return{finalText:typeof n?.response=="string"?
n.response:null,usage:gt({input:Se("gemini","input_tokens",o.map(i=>z(i,"prompt")),t),output:Se("gemini","output_tokens",
o.flatMap(i=>[z(i,"candidates"),z(i,"thoughts")]),t)})}}function ko(e,t){let n=me(e),s=ge(n,o=>o.type==="assistant.messa\
ge")?.data?.content,r=n.filter(o=>o.type==="assistant.message"&&C(o.data));return{finalText:typeof s=="string"?s:null,usage:gt(
{output:Se("copilot","output_tokens",r.map(o=>z(o.data,"outputTokens")),t)})}}var Zt=["actions","artifact-metadata","attestations","checks","contents","deployments","discussions","issues","packages",
"pages","pull-requests","repository-projects","statuses","security-events","id-token","models","vulnerability-alerts"],xo=new Set(
["models","vulnerability-alerts"]),Os={none:0,read:1,write:2};function mt(e){if(e===null)return null;let t=new Map,n=(s,r)=>t.
set(s,xo.has(s)&&r==="write"?"read":r);if(e.kind==="literal"){let s=e.value==="write-all"?"write":e.value==="read-all"?"\
read":null;if(s===null)return null;for(let r of Zt)n(r,s);return t}if(e.kind!=="mapping")return null;for(let s of Zt)t.set(
s,"none");for(let s of e.entries){if(s.value.kind!=="literal")return null;let r=String(s.value.value);if(r!=="none"&&r!==
"read"&&r!=="write")return null;n(s.key,r)}return t}function Ps(e,t){let n=Zt.filter(r=>Os[e.get(r)??"none"]>Os[t.get(r)??
"none"]);if(n.length===0)return null;let s=r=>n.map(o=>`${o}: ${r.get(o)??"none"}`).join(", ");return`requesting '${s(e)}\
', but is only allowed '${s(t)}'`}function js(e,t,n){let s=mt(e.permissions);if(s!==null)return{levels:s,from:`jobs.${e.
id}.permissions of ${t.fileName}`};let r=mt(t.permissions);return r!==null?{levels:r,from:`the permissions: of ${t.fileName}`}:
n}function De(e){return e.jobs.some(ae)?{...e,jobs:e.jobs.map(t=>ae(t)?Oo(t):t)}:e}var Ns=/^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$/,
Es=te.flatMap(e=>[...he[e].keyEnv]),vs="stage",$o=60,So=["status","next","present","data","sha256","artifact-id"],Qt=[u.
stage,u.prompt,u.promptFile,u.agent,u.run,u.needs,u.handoff,u.onInvalid,u.dataSchema,u.vars,u.verify,u.attempts,u.maxHandoffs,
u.maxPromptTokens,u.redact,u.retentionDays,u.workingDirectory];function Oo(e){let t=e.uses,n=t.position,s=e.with,r={};for(let d of Qt){
let f=s[d];f!==void 0&&(r[d]=f)}let o={},i=s.model;i!==void 0&&(o[U.model]=i);let a=s[Xe.agentArgs];a!==void 0&&(o[U.args]=
a);let l=s[u.agent];for(let d of te)for(let f of he[d].keyEnv){let m=Po(e,f);if(m===null||l===void 0)continue;let g=`(${As(
l)}) == '${d}' && (${m}) || ''`;o[f]={text:`\${{ ${g} }}`,expression:g,position:n}}let c={index:0,id:vs,name:null,if:{expression:"\
success()",text:null,position:null},run:null,uses:{text:vo(t.text.trim()),position:n},with:r,env:o,shell:null,workingDirectory:null,
continueOnError:!1,timeoutMinutes:null,position:n},p={};for(let d of So){let f=`steps.${vs}.outputs['${d}']`;p[d]={text:`\
\${{ ${f} }}`,expression:f,position:n}}return{...e,env:{},outputs:p,timeoutMinutes:jo(s["timeout-minutes"],n),defaults:null,
steps:[c],stageWorkflow:!0}}function Po(e,t){if(e.secrets==="inherit")return`secrets.${t}`;let n=e.secrets[t];return n===
void 0?null:As(n)}function As(e){return e.expression??`'${e.text.replaceAll("'","''")}'`}function jo(e,t){if(e===void 0)
return{kind:"literal",value:$o,position:t};if(e.expression!==null)return{kind:"expression",expression:e.expression,text:e.
text,position:e.position};let n=e.text.trim(),s=n===""?Number.NaN:Number(n);return{kind:"literal",value:Number.isFinite(
s)?s:n,position:e.position}}function vo(e){if(e.startsWith("./"))return"./";let t=e.indexOf("@"),[n="",s=""]=e.slice(0,t).
split("/");return`${n}/${s}${e.slice(t)}`}function Is(e,t){return ae(t)&&!e.jobs.some(n=>n.id===An)}function Rs(e,t){let n=i=>i===
void 0?[]:i.expression!==null?null:i.text.split(/[\s,]+/).filter(Boolean),s=n(e);if(s===null)return null;let r=new Set,o=[
...s];for(let i=o.pop();i!==void 0;i=o.pop()){if(r.has(i))continue;r.add(i);let a=t(i);if(a===void 0)continue;let l=a.callsStageWorkflow?
n(a.needsInput):a.upstreamStages;if(l===null)return null;o.push(...l)}return r}function _s(e,t,n,s){return`${e}: on GitH\
ub, a stage run by baton's stage workflow reads only the stages its needs input names and those they read; add ${t} to w\
ith.needs of job '${n}' (now: ${s?.text.trim()||"none"})`}var en=10,ht=".github/workflows/";function Ms(e){let t=e.trim();if(!t.startsWith("./"))return null;let n=[];for(let s of t.
slice(2).split("/"))s===""||s==="."||(s===".."?n.pop():n.push(s));return n.join("/")}function Ts(e){return e.replaceAll(
"/","-")}function T(e){return e.slice(e.lastIndexOf("/")+1)}function tn(e,t){return e.flatMap(n=>[n,...tn(t(n)?.jobs??[],
t)])}function Ws(e,t,n,s){let r=[],o=new Set([e.fileName]),i=(a,l,c,p,d)=>{let f=as(a),m=new Set(a.jobs.map(g=>g.id));for(let g of Ht(
a)){let k=`${l}${g.id}`,b={id:k,job:g,workflow:a,calledBy:c,needs:g.needs.filter(R=>m.has(R.id)).map(R=>`${l}${R.id}`),upstream:(f.
get(g.id)??[]).map(R=>`${l}${R}`),call:null,skip:null};if(r.push(b),g.uses===null||g.stageWorkflow===!0)continue;let S=g.
uses.text.trim(),P=Ms(S),$=R=>s.push({code:x.workflowCallInvalid,severity:"error",path:J(a.fileName,g.uses?.position??g.
position),message:`jobs.${g.id}: ${R}`});if(P===null){b.skip=`${S}: reusable workflows of other repositories do not run \
locally`;continue}if(!P.startsWith(ht)||P.slice(ht.length).includes("/")){$(`uses: ${S}: a reusable workflow of this rep\
ository must be a file of ${ht} (./${ht}<file>.yml), as GitHub requires`);continue}let H=p.indexOf(P);if(H>=0){$(`uses: ${S}\
: calls form a cycle: ${[...p.slice(H),P].join(" \u2192 ")}`);continue}if(p.length>=en){$(`uses: ${S}: too deep: ${[...p,
P].join(" \u2192 ")}; GitHub connects at most ${en} levels of workflows (the caller and ${en-1} called ones)`);continue}
let I=t.get(P);if(I===void 0||"unreadable"in I){$(`uses: ${S}: ${I?.unreadable??"the workflow was not read"}`);continue}
if(o.has(I.fileName)||(o.add(I.fileName),s.push(...I.problems)),I.call===void 0){Object.keys(I.on).length===0&&I.problems.
some(le=>le.severity==="error")||$(`uses: ${S}: ${P} is not a reusable workflow: its on: has no workflow_call, and GitHu\
b calls only a workflow whose on: has workflow_call`);continue}Eo(a,g,P,I.call,n,s);let X=js(g,a,d);No(I,S,X,s);let W=De(
I);b.call={path:P,workflow:W,jobs:[]};let D=r.length;i(W,`${k}/`,k,[...p,P],X),b.call.jobs=r.slice(D).filter(R=>R.calledBy===
k).map(R=>R.id)}};return i(e,"",null,[Ms(`./${e.fileName}`)??e.fileName],null),r}function No(e,t,n,s){if(n===null)return;
let r=(o,i)=>{let a=mt(o),l=a===null?null:Ps(a,n.levels);if(o===null||l===null)return;let c=J(e.fileName,o.position),p=`${i}\
 is ${l} by ${n.from}, which calls it (uses: ${t}); GitHub refuses the call. Ask for no more than the caller allows, or \
give the calling job the permissions`;s.some(d=>d.path===c&&d.message===p)||s.push({code:x.workflowCallInvalid,severity:"\
error",path:c,message:p})};r(e.permissions,"the workflow");for(let o of e.jobs)r(o.permissions,`the nested job '${o.id}'`)}
function Eo(e,t,n,s,r,o){let i=d=>J(e.fileName,d??t.uses?.position??t.position),a=(d,f)=>o.push({code:x.workflowCallInvalid,
severity:"error",path:d,message:`jobs.${t.id}: ${f}`}),l=Object.keys(s.inputs);for(let[d,f]of Object.entries(t.with)){let m=Js(
s,d);if(m===void 0){a(i(f.keyPosition??f.position),`with.${d}: ${n} declares no such input (on.workflow_call.inputs)${de(
d,l)}; its inputs: ${l.join(", ")||"(none)"}`);continue}let g=nn(m,d,f,n);g!==null&&a(i(f.position),g)}for(let d of Object.
values(s.inputs))!d.required||Fs(t.with,d.name)!==void 0||a(i(t.uses?.position),`input '${d.name}' is required by ${n} (\
on.workflow_call.inputs.${d.name}); give it in with:${d.default===null?"":" (GitHub requires it of every call, its defau\
lt notwithstanding)"}`);let c=Object.keys(s.secrets);if(t.secrets==="inherit"){if(r===null)return;let d=new Set(r.names.
map(f=>f.toUpperCase()));for(let[f,m]of Object.entries(s.secrets))!m.required||d.has(f.toUpperCase())||a(i(t.uses?.position),
`secret ${f} is required by ${n} and passed by secrets: inherit, but this run has no ${f}; pass ${r.words.passSecret(f)}\
 (with ${f} set in the environment)`);return}let p=new Set(Object.keys(t.secrets).map(d=>d.toUpperCase()));for(let[d,f]of Object.
entries(t.secrets))c.some(m=>m.toUpperCase()===d.toUpperCase())||a(i(f.keyPosition??f.position),`secrets.${d}: ${n} decl\
ares no such secret (on.workflow_call.secrets)${de(d,c)}; its secrets: ${c.join(", ")||"(none)"}`);for(let[d,f]of Object.
entries(s.secrets))!f.required||p.has(d.toUpperCase())||a(i(t.uses?.position),`secret ${d} is required by ${n} (on.workf\
low_call.secrets.${d}); pass it in secrets: (or secrets: inherit)`)}function nn(e,t,n,s){if(n.expression!==null)return null;
try{return Ls(e,Cs(n),s),null}catch(r){if(!(r instanceof w))throw r;return`with.${t}: ${r.message}`}}function Cs(e){switch(e.
literal){case"number":return Number(e.text);case"boolean":return e.text==="true";case"null":return null;default:return e.
text}}function Ls(e,t,n){let s=t==null?"":typeof t=="string"?t:JSON.stringify(t),r=(o,i)=>{let a=t==null?"null":typeof t==
"string"?"a string":typeof t;return new w("input-invalid",`input '${e.name}' of ${n} is a ${o}; got ${JSON.stringify(s)}\
, ${a==="null"?"null":a}, which GitHub refuses ("Unexpected value '${s}'": it converts nothing to a ${o}); write ${i}`)};
switch(e.type){case"boolean":if(typeof t=="boolean")return t;throw r("boolean","true or false unquoted, or an expression\
 whose value is a boolean (${{ x == 'true' }})");case"number":if(typeof t=="number"&&Number.isFinite(t))return t;throw r(
"number","the number unquoted, or an expression whose value is a number (${{ fromJSON(x) }})");default:return t==null?"":
typeof t=="string"?t:String(t)}}function Js(e,t){let n=t.toLowerCase();return Object.values(e.inputs).find(s=>s.name.toLowerCase()===
n)}function Fs(e,t){let n=t.toLowerCase(),s=Object.keys(e).find(r=>r.toLowerCase()===n);return s===void 0?void 0:e[s]}function Us(e,t,n,s){
let r={};for(let[o,i]of Object.entries(t.with)){let a=Js(n,o)?.type;r[o]=i.expression===null?Cs(i):a==="number"||a==="bo\
olean"?e.evaluate(i.expression,s(o,i)):e.evaluateString(i.expression,s(o,i))}return r}function zs(e,t,n){let s={};for(let r of Object.
values(e.inputs)){let o=Fs(t,r.name);o!==void 0?s[r.name]=Ls(r,o,n):r.default!==null?s[r.name]=r.default:s[r.name]=r.type===
"boolean"?!1:""}return s}function Ds(e){return`${e==="stage"?"it is a stage of this job itself":"it is this job itself"}\
: a prompt reads only stages of jobs that finish before it; a retry's previous attempt is {{attempt.previous}}`}function Vs(e,t,n){
if(n===t)return{kind:"self"};let s=m=>{let g=[m];for(let k=e(m)?.calledBy??null;k!==null;k=e(k)?.calledBy??null)g.push(k);
return g},r=s(t),o=s(n),i=m=>e(m)?.calledBy??null,a=t,l=n;e:for(let m of r)for(let g of o)if(i(m)===i(g)){a=m,l=g;break e}
if(a===l)return{kind:"after",text:`job '${n}' is the call that runs this job, and finishes after it`};let c=e(a)?.workflow,
p=a.slice(0,a.length-T(a).length),d=c?at(c,T(l),T(a)):null,f=(m,g)=>m===g?"":` (a job of the call '${m}')`;if(d!==null){
let m=lt(d.map(g=>`${p}${g}`));return{kind:"after",text:a===t&&l===n?`job '${n}' runs after this job: ${m}`:`job '${n}'${f(
l,n)} runs after ${a===t?"this job":`the call '${a}' that runs this job`}: ${m}`}}return a===t?{kind:"add",need:T(l),needsOf:`\
jobs.${T(t)}.needs`}:{kind:"outside",text:`a job of a called workflow can need only the jobs of its own file; add '${T(l)}\
' to jobs.${T(a)}.needs, of the call '${a}' that runs this job, to read it`}}function Ks(e,t){let n=Gs(e),s=Gs(t);return(typeof n!=typeof s||n===null||s===null)&&((n===null||typeof n=="boolean")&&(n=
Number(n)),(s===null||typeof s=="boolean")&&(s=Number(s)),typeof n=="number"&&typeof s=="string"?s=Number(s):typeof n=="\
string"&&typeof s=="number"&&(n=Number(n))),typeof n!=typeof s?!1:typeof n=="number"?n===s:typeof n=="string"?Hs(n)===Hs(
s):n===s}function Gs(e){return e===void 0?null:e===null||typeof e=="object"||typeof e=="string"||typeof e=="number"||typeof e==
"boolean"?e:String(e)}function Hs(e){return e.includes("\u0131")?e.split("\u0131").map(t=>t.toUpperCase()).join("\u0131"):
e.toUpperCase()}var Bs=256;function rn(e){return Object.keys(e).length>0?e:null}function on(e,t,n={}){let s=g=>n.whereOf?.(g)??t;if(e===
null||typeof e!="object"||Array.isArray(e))throw new w("matrix-invalid",`strategy.matrix must be a mapping, got ${sn(e)}`,
{where:t});let r=[],o=[],i=[];for(let[g,k]of Object.entries(e)){if(g==="include"||g==="exclude"){if(!Array.isArray(k))throw new w(
"matrix-invalid",`strategy.matrix.${g} must be a list of mappings`,{where:s([g])});g==="include"?o=k:i=k;continue}if(!Array.
isArray(k))throw new w("matrix-invalid",`strategy.matrix.${g} must be a list, got ${sn(k)}`,{where:s([g])});if(k.length===
0)throw new w("matrix-invalid",`strategy.matrix.${g} is an empty list`,{where:s([g])});r.push([g,k])}let a=r.map(([g])=>g),
l=g=>a.some(k=>k.toLowerCase()===g.toLowerCase()),c=i.map((g,k)=>{let b=qs(g,"exclude",s(["exclude",k])),S=Object.keys(b);
if(S.length===0)throw new w("matrix-invalid","strategy.matrix.exclude: an entry is empty, and GitHub refuses an empty ex\
clude filter; give it the values of the legs to leave out",{where:s(["exclude",k])});let P=S.find($=>!l($));if(P!==void 0)
throw new w("matrix-invalid",`strategy.matrix.exclude: key '${P}' does not match any key within the matrix${de(P,a)}; Gi\
tHub refuses the workflow; matrix keys: ${a.join(", ")||"none"}`,{where:s(["exclude",k,P])});return Ys(b)}),p=o.map((g,k)=>{
let b=qs(g,"include",s(["include",k]));if(Object.keys(b).length===0)throw new w("matrix-invalid","strategy.matrix.includ\
e: an entry is empty, and GitHub refuses an include mapping without values; give it values to add to the legs it matches\
, or the values of a leg of its own",{where:s(["include",k])});let S=Object.fromEntries(Object.entries(b).filter(([$])=>l(
$))),P=Object.fromEntries(Object.entries(b).filter(([$])=>!l($)));return{filter:S,extra:P,condition:Ys(S),matched:!1}}),
d=(g,k)=>g.every(({path:b,value:S})=>Ks(Io(k,b),S)),f=r.length>0?[{}]:[];for(let[g,k]of r)f=f.flatMap(b=>k.map(S=>({...b,
[g]:S})));let m=[];for(let g of f){if(c.some(b=>d(b,g)))continue;let k={};for(let b of p)d(b.condition,g)&&(b.matched=!0,
k=Ro(k,b.extra));m.push({...g,...k})}for(let g of p)g.matched||m.push({...g.filter,...g.extra});if(m.length===0)throw new w(
"matrix-invalid","strategy.matrix produces no legs (every combination is excluded)",{where:t});if(m.length>Bs)throw new w(
"matrix-invalid",`strategy.matrix produces ${m.length} legs; GitHub allows at most ${Bs} per job`,{where:t});return m}function tl(e,t){
return on(t,e).map(n=>$e(e,n))}function an(e,t){let n=e.lastIndexOf("/");return n>=0?`${e.slice(0,n+1)}${an(e.slice(n+1),
t)}`:$e(e,Object.keys(t).length>0?t:null)}function Xs(e,t,n=new Set([e.toLowerCase()])){return t.map(s=>{let r=an(e,s),o=r;
if(Object.keys(s).length>0)for(let i=2;n.has(o.toLowerCase());i++)o=`${r}-${i}`;return n.add(o.toLowerCase()),o})}function Zs(e,t,n,s=[],r={}){
let o=new Map;for(let i of t){if(Object.values(i).map(p=>typeof p=="string"?p:JSON.stringify(p)??"").some(p=>Le(p,s).redactions.
length>0))throw new w("matrix-invalid",`a matrix value of job ${e} holds the value of a secret (or text shaped like a to\
ken); a leg's id is made of its values and names its log and events, which are not redacted`,{where:n});if(r.recordsStages===
!1)continue;let l=an(e,i),c=o.get(l);if(c!==void 0)throw new w("matrix-invalid",`matrix legs ${JSON.stringify(c)} and ${JSON.
stringify(i)} of job ${e} would both be ${l}: a leg's id keeps only the letters, digits, _ and - of its values, so make \
them differ there`,{where:n});o.set(l,i)}}function qs(e,t,n){if(e===null||typeof e!="object"||Array.isArray(e))throw new w(
"matrix-invalid",`each strategy.matrix.${t} entry must be a mapping, got ${sn(e)}`,{where:n});return e}function Ys(e){let t=[],
n=Object.entries(e).reverse().map(([s,r])=>({path:[s],value:r}));for(let s=n.pop();s!==void 0;s=n.pop()){let{path:r,value:o}=s;
if(Array.isArray(o))for(let i=o.length-1;i>=0;i--)n.push({path:[...r,i],value:o[i]});else if(o!==null&&typeof o=="object"){
let i=Object.entries(o);for(let a=i.length-1;a>=0;a--){let[l,c]=i[a];n.push({path:[...r,l],value:c})}}else t.push({path:r,
value:Ao(o)})}return t}function Ao(e){return typeof e=="number"?Number(e.toPrecision(15)):typeof e=="string"||typeof e==
"boolean"?e:null}function Io(e,t){let n=e;for(let s of t){if(Array.isArray(n)){let r=Number(s);n=Number.isFinite(r)&&r>=
0?n[Math.floor(r)]:void 0}else if(n!==null&&typeof n=="object"){let r=String(s).toLowerCase(),o=Object.keys(n).find(i=>i.
toLowerCase()===r);n=o===void 0?void 0:n[o]}else return null;if(n===void 0)return null}return n}function Ro(e,t){let n={
...e};for(let[s,r]of Object.entries(t)){let o=Object.keys(n).find(i=>i.toLowerCase()===s.toLowerCase());n[o??s]=r}return n}
function sn(e){return e===null?"null":Array.isArray(e)?"a list":typeof e=="object"?"a mapping":`${typeof e} ${JSON.stringify(
e)}`}var bt={true:["true","True","TRUE"],false:["false","False","FALSE"]},_o=[...bt.true,...bt.false].join(", ");function Ve(e,t,n){
let s=(t??"").trim();if(s==="")return n;if(bt.true.includes(s))return!0;if(bt.false.includes(s))return!1;throw new w("in\
put-invalid",`${JSON.stringify(s)} is not one of ${_o}`,{where:e})}function Qs(e,t){if(e.expression!==null)return[];let n=[],s=/[^\s,]+/g;for(let r=s.exec(e.text);r!==null;r=s.exec(e.text)){
let o=ln(r[0],t);o!==null&&n.push({offset:r.index,message:`needs: ${o}`})}return n}function ln(e,t){let n=JSON.stringify(
e);if(!pe.test(e))return`${n} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`;if(t.upstreamStages.
includes(e)||t.unknown||un(e,t)!==void 0)return null;let s=To(t),r=t.jobs.get(e),o=r?.stages?.includes(e)??!1;if(r!==void 0&&
!o&&t.upstreamJobs.includes(e)){let l=r.stages===null?`${e}-<matrix values>, known when the run expands its matrix`:r.stages.
join(", ");return`${n} is ${r.matrix?"the matrix job":"job"} ${e}, not a stage: name ${r.matrix?"its legs":"its stage"} \
(${l}); upstream stages: ${s}`}let i=r!==void 0&&!o?e:Mo(e,t);if(i!==void 0){let l=i===e&&!o,c="a stage needs only stage\
s of jobs that finish before it";if(i===t.job)return`${n} is ${l?"this job":"a stage of this job"} itself: ${c}; upstrea\
m stages: ${s}`;let p=l?`job '${i}'`:`a stage of job '${i}'`,d=t.runsAfter(i);return d!==null?`${n} is ${p}, which runs \
after job '${t.job}' (${lt(d)}): ${c}; upstream stages: ${s}`:`${n} is ${p}, which is not upstream of job '${t.job}' (ad\
d '${i}' to jobs.${t.job}.needs); upstream stages: ${s}`}let a=oe(e,t.upstreamStages);return`${n} is not a stage upstrea\
m of job '${t.job}'${a?` (did you mean ${a}?)`:""}; upstream stages: ${s}`}function un(e,t){let n;for(let s of t.openMatrices)
e.startsWith(`${s}-`)&&s.length>(n?.length??0)&&(n=s);return n}function Mo(e,t){let n;for(let[s,r]of t.jobs){if(r.stages?.
includes(e))return s;r.stages===null&&r.matrix&&e.startsWith(`${s}-`)&&s.length>(n?.length??0)&&(n=s)}return n}function To(e){
let t=[...e.upstreamStages,...e.openMatrices.map(n=>`${n}-*`)];return t.length>0?t.join(", "):"(none)"}var yt={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},Wo=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function er(e){return Wo.get(e.toLowerCase())??""}var Co="$ErrorActionPreference \
= 'stop'",Lo="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",Jo="bash",cl="bash -e {0}",nr=[
"cmd","powershell"];function Fo(e){let t=(e??"").trim().toLowerCase();return nr.find(n=>n===t)??null}function pl(e,t){return`\
shell: ${e} exists only on Windows runners; baton runs this step here, on ${t}, where there is no ${e} (a ${t} runner fa\
ils it too: "${e}: command not found"). Use ${e==="powershell"?"pwsh":"bash (or sh, pwsh, python)"}, or give the step if\
: runner.os == 'Windows' to skip it here`}var Uo=`${Object.keys(yt).join(", ")}, ${nr.join(", ")} (Windows only), or a c\
ommand containing {0} (e.g. "perl {0}")`;function sr(e){Fo(e)===null&&rr(e,Uo)}var zo=`${Object.keys(yt).join(", ")}, or\
 a command containing {0} (e.g. "perl {0}")`;function cn(e){return rr(e,zo)}function rr(e,t){let n=(e??"").trim()||Jo;if(Object.
hasOwn(yt,n)){let i=yt[n],[a,...l]=tr(i.template);return{file:a,args:l,extension:er(a)}}if(!n.includes("{0}"))throw new w(
"input-invalid",`${JSON.stringify(n)} is not one of ${t}`,{where:"shell"});let s=tr(n),[r,...o]=s;if(r===void 0||r.includes(
"{0}"))throw new w("input-invalid",`${JSON.stringify(n)} must start with a program, then {0} for the script`,{where:"she\
ll"});return{file:r,args:o,extension:er(r)}}function fl(e,t){switch(e.file){case"pwsh":case"powershell":return`${Co}
${t}
${Lo}`;case"cmd":return`@echo off
${t}`;default:return t.endsWith(`
`)?t:`${t}
`}}function dl(e,t){return e.args.map(n=>n.replaceAll("{0}",t))}function tr(e){let t=[],n="",s=!1,r=null;for(let o of e){
if(r){o===r?r=null:n+=o;continue}o==='"'||o==="'"?(r=o,s=!0):/\s/.test(o)?(s&&t.push(n),n="",s=!1):(n+=o,s=!0)}if(r)throw new w(
"input-invalid",`${JSON.stringify(e)} has an unterminated ${r} quote`,{where:"shell"});return s&&t.push(n),t}function or(e,t){return t(Qn(e))}async function $l(e,t,n){let s=t.problems.map(S=>ar(S,e)),r=Vo(t.outcome,e),o=(S,P)=>{let $=ir(S,e.redact,P);return s.push(
...$.problems),$.text},i=o(t.prompt,"prompt.md"),a=t.agent?o(t.agent.output,"agent.log"):void 0,l=e.agent?.kind==="comma\
nd"?o(e.agent.command,"agent.command"):null,c=t.verify?{...t.verify,command:o(t.verify.command,"verify.command")}:null,p=t.
agent?.startedAt??t.startedAt,d=t.agent?.finishedAt??t.finishedAt,f=t.outcome.reason!=="completed",m=Do(t.usage,s),g=S=>n.
workspace.sha256(S),k={schema:Pn.record,stage:e.stage,job:e.job,matrix:e.matrix,attempt:t.attempt,repair:t.repair,hop:t.
hop,run:e.run,agent:{command:l,preset:e.agent?.kind==="preset"?e.agent.preset:null,exit_code:t.agent?.exitCode??null,started_at:p.
toISOString(),finished_at:d.toISOString(),duration_ms:Math.max(0,d.getTime()-p.getTime()),usage:m},verify:c,status:f?"fa\
ilure":t.handoff?.status??"success",outcome:{reason:r.reason,message:r.message},present:t.handoff!==null,digests:{handoff:t.
handoff?or(t.handoff,g):null,prompt:g(i)},lineage:t.lineage,...t.parent?{parent:t.parent}:{},problems:s},b=await n.store.
put({record:k,prompt:i,handoff:t.handoff,...a===void 0?{}:{log:a},...t.files&&t.files.length>0?{files:t.files}:{}});return{
record:k,ref:b,handoff:t.handoff,logged:a!==void 0,outcome:r}}function Do(e,t){if(e===null)return null;let n={};for(let[
s,r]of Object.entries(e)){let o=Xn.safeParse({[s]:r});if(o.success){n[s]=r;continue}let i=o.error.issues.map(a=>a.message).
join("; ");t.push({code:Be.usageRefused,severity:"warning",path:`agent.usage.${s}`,message:`the agent\u2019s usage cannot be \
stored (${i}); ${s} is not recorded`})}return Object.keys(n).length===0?null:n}function ir(e,t,n){let s=Le(e,t);return{text:s.
text,problems:s.redactions.length===0?[]:[{code:In.problemCode,severity:"warning",path:n,message:zn(s.redactions)}]}}function pn(e,t){
return Le(e,t.redact).text}function ar(e,t){return{...e,path:pn(e.path,t),message:pn(e.message,t)}}function Vo(e,t){if(e.
message===null)return e;let n=pn(e.message,t);return"problems"in e?{...e,message:n,problems:e.problems.map(s=>ar(s,t))}:
{...e,message:n}}function wt(e){let t=e.split(/\r?\n/).map(n=>n.trim()).filter(n=>n.length>0);return[...new Set(t)]}function El(e,t){if(t>=e)return null;let n=`${e} ${e===1?"value":"values"} to redact`,s=t===0?`none of ${e===1?"it":"the\
m"}`:`${t} of them`;return new w("redact-not-given",`prepare was given ${n} and capture was given ${s}: give capture the\
 same ${u.redact} input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the val\
ues it is given; nothing was stored`,{where:u.redact})}var B={attempts:{min:1,max:we.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},Go=We(ke.handoff),Ho=We(ke.onInvalid),Ko=Cn("kind",[fe({kind:Qe("command"),command:A().check(Te(1))}),fe({kind:Qe(
"preset"),preset:Oe})]),lr=fe({stage:et,job:ee(A()),matrix:K(Ze(A(),Lt())),open:K(Qe(!0)),place:K(Ln(xe(ve().check(Ne(),
Mn()))))}),Bo=fe({stage:et,job:A().check(Te(1)),matrix:ee(Ze(A(),Lt())),template:ee(fe({text:A(),source:A(),namesFile:K(
A())})),upstream:xe(lr),expandLineage:Ct(),needs:xe(et),handoff:Go,onInvalid:Ho,dataSchema:K(Jn),agent:ee(Ko),shell:A(),
workingDirectory:A().check(Te(1)),verify:ee(A()),attempts:ve().check(Ne(),Tt(B.attempts.min),Mt(B.attempts.max)),maxHandoffs:ve().
check(Ne(),Tt(B.maxHandoffs.min),Mt(B.maxHandoffs.max)),parentRun:ee(A().check(Te(1))),maxPromptTokens:ee(ve().check(Ne(),
Wt())),retentionDays:ee(ve().check(Ne(),Wt())),inputs:Ze(A(),A()),github:ss,redact:xe(A()),workflowJobs:ee(xe(A())),workflowUnread:K(
A()),madeEvent:K(A()),madeEventRun:K(A()),trustCheckout:K(Ct()),run:Zn}),fn="the stage id holds the value of a secret; a\
 stage id names directories and artifacts, which are not redacted",ne={bothPrompts:`give either \`${u.prompt}\` or \`${u.
promptFile}\`, not both`,noPrompt:`one of \`${u.prompt}\` or \`${u.promptFile}\` is required`,outputWithoutAgent:`is giv\
en without \`${u.agent}\`, here or on its prepare step: name the CLI whose output the file holds (${te.slice(0,-1).join(
", ")} or ${te.at(-1)}), so capture can read its usage`,bothAgents:`give either \`${u.run}\` (a command) or \`${u.agent}\
\` (a preset), not both`,noAgent:`one of \`${u.run}\` (the agent's command) or \`${u.agent}\` (a preset) is required`};function Kl(e,t){
let n=[],s=V=>{let Z=e[V];if(Z===void 0)return null;let G=Z.trim();return G===""?null:G},r=(V,Z)=>n.push({input:V,message:Z}),
o=(V,Z,G)=>{try{return Z()}catch(Q){if(Q instanceof w)return r(Q.where??V,Q.message),G;throw Q}},i=si(s(u.stage),t,r),a=kt(
u.handoff,s(u.handoff),ke.handoff,"optional",r),l=kt(u.onInvalid,s(u.onInvalid),ke.onInvalid,"fail",r),c=be(u.attempts,s(
u.attempts),B.attempts,1,r),p=be(u.maxHandoffs,s(u.maxHandoffs),B.maxHandoffs,we.defaultMaxHandoffs,r),d=ti(s(u.parentRun),
t.run.id,r)?null:t.parentRun!==void 0?t.parentRun:ni(s,r),f=be(u.maxPromptTokens,s(u.maxPromptTokens),B.maxPromptTokens,
null,r),m=be(u.retentionDays,s(u.retentionDays),B.retentionDays,null,r),g=s(u.shell)??"bash";o(u.shell,()=>cn(g),null);let k=cr(
u.trustCheckout,s(u.trustCheckout),r),b=s(u.workingDirectory)??".";b.includes("\0")&&r(u.workingDirectory,"must not cont\
ain a NUL character");let S=s(u.verify),P=o(u.vars,()=>Xo(e[u.vars]??"",t),{}),$=o(u.dataSchema,()=>Zo(e[u.dataSchema]??
"",t),void 0),H=oi(e,s,t,r),I=ii(s,t,r),{upstream:X,needs:W,expandLineage:D}=li(s(u.needs),t,r),R=[...t.secrets??[],...wt(
e[u.redact]??"")].filter(V=>V.length>0);if(n.length>0)throw ei(n);return{...Bo.parse({stage:i,job:t.job,matrix:t.matrix??
null,template:H,upstream:[],expandLineage:D,needs:W,handoff:a,onInvalid:l,...$===void 0?{}:{dataSchema:$},agent:I,shell:g,
workingDirectory:b,verify:S,attempts:c,maxHandoffs:p,parentRun:d,maxPromptTokens:f,retentionDays:m,inputs:{...t.dispatchInputs??
qo(t.github),...P},github:t.github,redact:[...new Set(R)],workflowJobs:t.workflowJobs??null,...t.workflowJobs==null&&t.workflowUnread!==
void 0?{workflowUnread:t.workflowUnread}:{},...t.madeEvent===void 0?{}:{madeEvent:t.madeEvent},...t.madeEvent===void 0||
t.madeEventRun===void 0?{}:{madeEventRun:t.madeEventRun},...k?{trustCheckout:k}:{},run:t.run}),upstream:Yo(X)}}function qo(e){
if(e.event_name!=="workflow_dispatch"&&e.event_name!=="workflow_call")return{};let t=e.event.inputs;return t===null||typeof t!=
"object"||Array.isArray(t)?{}:Object.fromEntries(Object.entries(t).filter(([,n])=>["string","number","boolean"].includes(
typeof n)).map(([n,s])=>[n,String(s)]))}function dn(e){return`${JSON.stringify(e)} is not one of ${te.join(", ")}`}function ur(e,t,n,s){
let r=[],o=(m,g)=>r.push({input:m,message:g}),i=(m,g)=>{try{g()}catch(k){if(!(k instanceof w))throw k;o(k.where??m,k.message)}},
a=m=>e.get(m)?.trim()||null,l=m=>e.get(m)===null||a(m)!==null;kt(u.handoff,a(u.handoff),ke.handoff,"optional",o),kt(u.onInvalid,
a(u.onInvalid),ke.onInvalid,"fail",o),be(u.attempts,a(u.attempts),B.attempts,null,o),be(u.maxHandoffs,a(u.maxHandoffs),B.
maxHandoffs,null,o),be(u.maxPromptTokens,a(u.maxPromptTokens),B.maxPromptTokens,null,o),be(u.retentionDays,a(u.retentionDays),
B.retentionDays,null,o),cr(u.trustCheckout,a(u.trustCheckout),o);let c=a(u.agent);c!==null&&!Oe.safeParse(c).success&&o(
u.agent,dn(c));let p=a(u.shell);p!==null&&i(u.shell,()=>cn(p));let d=e.get(u.vars);t!=="capture"&&n!==void 0&&typeof d==
"string"&&i(u.vars,()=>n(d));let f=e.get(u.dataSchema);return t!=="prepare"&&s!==void 0&&typeof f=="string"&&f.trim()!==
""&&i(u.dataSchema,()=>s(f)),t!=="capture"&&(l(u.prompt)&&l(u.promptFile)?o(u.prompt,ne.bothPrompts):!l(u.prompt)&&!l(u.
promptFile)&&o(u.prompt,ne.noPrompt)),t==="stage"&&(l(u.run)&&l(u.agent)?o(u.run,ne.bothAgents):!l(u.run)&&!l(u.agent)&&
o(u.run,ne.noAgent)),r}function Yo(e){return e.every(Qo)?e:xe(lr).parse(e)}function Xo(e,t){if(t.mode==="capture"||e.trim()==="")return{};if(t.
parseVars===void 0)throw new Et("stageSpecFromInputs: a vars input needs ctx.parseVars");return t.parseVars(e)}function Zo(e,t){
if(!(t.mode==="prepare"||e.trim()==="")){if(t.parseDataSchema===void 0)throw new Et("stageSpecFromInputs: a data-schema \
input needs ctx.parseDataSchema");return t.parseDataSchema(e)}}function Qo(e){let t=Object.keys(e),{matrix:n,place:s}=e;
return t.length===2+(n===void 0?0:1)+(e.open===!0?1:0)+(s===void 0?0:1)&&(s===void 0||Array.isArray(s)&&s.every(r=>Number.
isInteger(r)&&r>=0))&&t.includes("stage")&&t.includes("job")&&typeof e.stage=="string"&&pe.test(e.stage)&&(e.job===null||
typeof e.job=="string")&&(n===void 0||typeof n=="object"&&n!==null&&!Array.isArray(n)&&Object.getPrototypeOf(n)===Object.
prototype)}function ei(e){let[t]=e;return e.length===1&&t?new w("input-invalid",t.message,{where:t.input}):new w("input-\
invalid",`${e.length} inputs are invalid`,{details:e.map(n=>`${n.input}: ${n.message}`)})}function kt(e,t,n,s,r){return t===
null?s:n.includes(t)?t:(r(e,`${JSON.stringify(t)} is not one of ${n.join(", ")}`),s)}function cr(e,t,n){try{return Ve(e,
t,!1)}catch(s){if(!(s instanceof w))throw s;return n(e,s.message),!1}}function ti(e,t,n){return e===null||e!==t?!1:(n(u.
parentRun,`${JSON.stringify(e)} is this run's own id (\${{ github.run_id }}); the parent run is the one that started this\
 one, whose id it passes in (an input: \${{ inputs.parent-run }}). This run's stages upstream of this job are read withou\
t it; leave ${u.parentRun} empty when no run started this one`),!0)}function ni(e,t){let n=e(u.parentRun);return n===null?
null:ns.test(n)?n:(t(u.parentRun,`${JSON.stringify(n)} is not a workflow run id (a positive whole number, such as \${{ gi\
thub.run_id }} of the run that started this one)`),null)}function be(e,t,n,s,r){if(t===null)return s;let o=/^\d{1,9}$/.test(
t)?Number(t):Number.NaN;return!Number.isInteger(o)||o<n.min||o>n.max?(r(e,`${JSON.stringify(t)} is not a whole number fr\
om ${n.min} to ${n.max}`),s):o}function si(e,t,n){let s=t.secrets??[];if((e!==null?[e]:Object.values(t.matrix??{}).map(o=>typeof o==
"string"?o:JSON.stringify(o)??"")).some(o=>nt(o,s)))return n(u.stage,`${fn}, so ${e===null?`give one in the \`${u.stage}\
\` input`:"choose one without it"}`),"invalid";if(e!==null&&!pe.test(e))return n(u.stage,`${JSON.stringify(e)} is not a \
stage id: a letter or _ then up to 99 letters, digits, _ or -`),"invalid";try{let o=e??$e(t.stageJob??t.job,t.matrix??null);
return qn(o,1),o}catch(o){if(o instanceof w){let i=e===null?`; give the stage id in the \`${u.stage}\` input`:"";return n(
u.stage,`${o.message}${i}`),"invalid"}throw o}}function ri(e,t){let n=e.trim();if(!(t.readFile===void 0||/\s/.test(n)||n.
includes("{{"))&&/\/|\.[A-Za-z0-9]{1,10}$/.test(n))try{return t.readFile(n),n}catch{return}}function oi(e,t,n,s){let r=e[u.
prompt]?.trim()?e[u.prompt]:null,o=t(u.promptFile);if(r!==null&&o!==null)return s(u.prompt,ne.bothPrompts),null;if(r!==null){
let i=n.promptSource??`jobs.${n.job} ${u.prompt}`,a=ri(r,n);return{text:r,source:i,...a===void 0?{}:{namesFile:a}}}if(o!==
null){if(!n.readFile)return s(u.promptFile,"cannot be read here (no file reader was given)"),null;try{return{text:n.readFile(
o),source:o}}catch(i){let a=i instanceof Error?i.message:String(i);return s(u.promptFile,`cannot read ${JSON.stringify(o)}\
: ${a}`),null}}return n.mode!=="capture"&&s(u.prompt,ne.noPrompt+pr([u.prompt,u.promptFile],n)),null}function pr(e,t){let n=[];
for(let s of t.unreadInputs??[]){let r=oe(s.replaceAll("_","-"),e);r!==void 0&&n.push(`the step was given \`${s}\`, which\
 is not an input of this action: did you mean \`${r}\`?`)}return n.map(s=>`; ${s}`).join("")}function ii(e,t,n){let s=e(
u.run),r=e(u.agent);if(t.mode==="capture")return ai(r,e(u.agentOutput),n);if(t.mode==="prepare"&&r===null)return null;if(s!==
null&&r!==null)return n(u.run,ne.bothAgents),null;if(r!==null){let o=Oe.safeParse(r);return o.success?{kind:"preset",preset:o.
data}:(n(u.agent,dn(r)),null)}return s!==null?{kind:"command",command:s}:(n(u.run,ne.noAgent+pr([u.run,u.agent],t)),null)}
function ai(e,t,n){if(t?.includes("\0")&&n(u.agentOutput,"must not contain a NUL character"),e===null)return null;let s=Oe.
safeParse(e);return s.success?{kind:"preset",preset:s.data}:(n(u.agent,`${dn(e)}: name the CLI whose output \`${u.agentOutput}\
\` holds (claude for claude-code-action's execution_file)`),null)}function Bl(e,t,n){if(e.agent!==null||n===null)return e;
if(t.agent!==void 0)return{...e,agent:{kind:"preset",preset:t.agent}};throw new w("input-invalid",ne.outputWithoutAgent,
{where:u.agentOutput})}function fr(e,t){let n=(s,r)=>{let o=s?.get(r);return o===null||o!==void 0&&o.trim()!==""};return!n(
e,u.agentOutput)||n(e,u.agent)||n(t,u.agent)?null:{input:u.agentOutput,message:ne.outputWithoutAgent}}function ql(e){let t=(e[u.
agentOutput]??"").trim();return t===""?null:t}function li(e,t,n){let s=[];for(let r of(e??"").split(/[\s,]+/).filter(Boolean))
pe.test(r)?s.includes(r)||s.push(r):n(u.needs,`${JSON.stringify(r)} is not a stage id: a letter or _ then up to 99 lette\
rs, digits, _ or -`);return{...ui(s,t.job,t.upstream,n,t.needsFacts),needs:s}}function ui(e,t,n,s,r){if(n===void 0)return{
upstream:e.map(a=>({stage:a,job:null})),expandLineage:!0};let o=n.map(a=>a.stage),i=[];for(let a of e)if(r!==void 0){let l=ln(
a,r);l!==null&&s(u.needs,l);let c=l===null&&!o.includes(a)?un(a,r):void 0;c!==void 0&&i.push({stage:a,job:c,open:!0})}else
o.includes(a)||s(u.needs,`${JSON.stringify(a)} is not upstream of job ${t}; upstream stages: ${o.join(", ")||"(none)"}`);
return{upstream:i.length>0?[...n,...i]:n,expandLineage:!1}}var dr=Nt(Jt(),1);function xt(e){if(e.trim()==="")return{};let t;try{t=(0,dr.parse)(e,{uniqueKeys:!0,maxAliasCount:100})}catch(s){let r=s instanceof
Error?s.message.split(`
`)[0]:String(s);throw new w("input-invalid",`is not valid YAML or JSON: ${r}`,{where:u.vars})}if(t==null)return{};if(typeof t!=
"object"||Array.isArray(t))throw new w("input-invalid","must be a map of names to values (YAML or JSON)",{where:u.vars});
let n={};for(let[s,r]of Object.entries(t)){if(!vn.test(s)||It.includes(s))throw new w("input-invalid",`key ${JSON.stringify(
s)} must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ and not be ${It.join(", ")}`,{where:u.vars});if(r===null)n[s]="";else if(typeof r==
"string"||typeof r=="number"||typeof r=="boolean")n[s]=String(r);else throw new w("input-invalid",`${s} must be a string\
, number or boolean, not a nested value`,{where:u.vars})}return n}function ru(e,t={}){try{return os(e).references}catch(n){throw n instanceof Je?rs(n,e,t.source??"template"):n}}function ou(e,t){
let n=t.source??"template",{analysis:s,problems:r}=rt(e),o=l=>(l.kind==="stage"?t.stages:t.jobs).includes(l.stage),a=r.filter(
l=>l.ifUpstream===void 0||o(l.ifUpstream)).map(l=>({code:l.code,severity:"error",path:`${n}:${l.line}:${l.column}`,message:[
l.message,...l.details].join("; "),line:l.line,column:l.column}));for(let l of s?.references??[]){if(o(l))continue;let c=l.
kind==="stage"?t.stages:t.jobs,p=l.kind==="stage"?"stage":"job";a.push({code:Me.unknownStage,severity:"error",path:`${n}\
:${l.line}:${l.column}`,message:`${l.kind==="stage"?"stages":"jobs"}.${l.stage}: no such upstream ${p}${Ce(l.stage,c)}; \
upstream ${p}s: ${c.length>0?c.join(", "):"(none)"}`,line:l.line,column:l.column})}return a.sort((l,c)=>l.line-c.line||l.
column-c.column).map(({line:l,column:c,...p})=>p)}function gr(e,t){let n=[];for(let s of e){let r={line:s.line,column:s.
column};if(s.kind==="input"){let c=t.inputs;if(c===void 0||c.names.includes(s.key))continue;n.push(new Je(Me.missingField,
`${s.path}: no input ${s.key}${Ce(s.key,c.names)}`,r,[c.names.length>0?`inputs: ${c.names.join(", ")} (${c.from})`:`the \
inputs of a prompt are ${c.from}, and there are none here`]));continue}if(s.kind==="data"||s.owner===null||t.matrix===void 0)
continue;let o=t.matrix(s.owner);if(o===void 0||o.includes(s.key))continue;let i=t.call?.(s.owner),a="stage"in s.owner?`\
stage ${s.owner.stage}`:`the stages of job ${s.owner.job}`,l="stage"in s.owner?`the job of stage ${s.owner.stage} has no\
 matrix (matrix is null)`:i?.job===s.owner.job?`the jobs that job ${i.job} calls (${i.file}) have no matrix (the matrix \
of its stages is null)`:`job ${s.owner.job} has no matrix (matrix is null)`;n.push(new Je(Me.missingField,o.length===0?`${s.
path}: ${l}, so there is no ${s.key}`:`${s.path}: no key ${s.key} in the matrix of ${a}${Ce(s.key,o)}`,r,[...o.length===
0?[]:[`matrix keys: ${o.join(", ")}`],...i?.keys.includes(s.key)?[`${s.key} is a key of the matrix of job ${i.job}, whic\
h calls ${i.file}: a call's matrix reaches the called jobs only through the inputs its with: gives, and their stages rec\
ord their own jobs' matrix; tell its legs apart by their stage ids ({{id}}), made from those inputs (stage: <id>-\${{ inp\
uts.<name> }})`]:[]]))}return n}function mr(e,t){return e.flatMap(n=>{let s=n.kind==="data"?ci(n,t):null;return s===null?
[]:[s]})}function ci(e,t){if(e.owner===null||t.data===void 0)return null;let n=t.data(e.owner);if(n===void 0||n.keys.includes(
e.key))return null;let s="stage"in e.owner?`stage ${e.owner.stage}`:`the stages of job ${e.owner.job}`,r=n.keys.length>0?
`its keys: ${n.keys.join(", ")}`:"it declares no keys";return{closed:n.closed,error:new Je(Me.missingField,`${e.path}: n\
o key ${e.key} in the data-schema of ${s}${Ce(e.key,n.keys)}`,{line:e.line,column:e.column},[n.closed?`${r} (additionalP\
roperties is false: a handoff with any other key is refused, so no handoff can hold it)`:`${r}; a handoff may hold other\
s (additionalProperties is not false), but none is promised: declare ${e.key} under properties (and in required, if the \
stage must write it)`])}}function hr(e,t){let n=e[t];if(n?.actionMissing!==!0||n.uses===null)return null;let s=n.uses.text.trim(),r=pi(s);if(r===
null)return null;let o=je[r];if(e.slice(0,t).some(fi))return null;let i=o===""?Rt:`${Rt}/${o}`;return`uses: ${s} names a\
n action of this repository, and it has none there (no action.yml, action.yaml or Dockerfile in ${o===""?"its root":o}):\
 on GitHub the step fails ("Can't find 'action.yml', 'action.yaml' or 'Dockerfile' under '<workspace>${o===""?"":`/${o}`}\
'. Did you forget to run actions/checkout before running your local action?"). ${s} is baton's ${r} action only in baton\
's own repository; use it from there (uses: ${i}@<full commit sha>), or put an action of this project's own at ${s}`}function pi(e){
let t=e.trim().replace(/^\.(?:\/|$)/,"").replace(/\/+$/,""),n=Object.entries(je).find(([,s])=>s===t);return n===void 0?null:
n[0]}function fi(e){if(e.run!==null)return di.test(e.run.text);if(e.uses===null)return!1;let n=(e.uses.text.trim().split(
"@")[0]??"").toLowerCase();if(n.startsWith("actions/setup-"))return!1;if(n!=="actions/checkout")return!0;let s=e.with.repository,
r=e.with.path;return s!==void 0&&s.text.trim()!==""||r!==void 0&&!["",".","./"].includes(r.text.trim())}var di=/\bgit\s+(?:clone|checkout|fetch|pull|init|worktree|sparse-checkout|archive)\b|\bgh\s+repo\s+clone\b|\baction\.ya?ml\b|\bDockerfile\b|\bcurl\b|\bwget\b|\btar\b|\bunzip\b/;var gi=Nt(Jt(),1);var mi=[u.githubToken,u.redact];function br(e,t){let n=qe[e].filter(r=>!mi.includes(r)),s=[];for(let[r,o]of t){if(!n.includes(
r))continue;let i=hi(o);i.length>0&&s.push({input:r,secrets:i})}return s}function hi(e){let t=new Set;for(let n of Dt(e)){
let s=n.split("'");for(let r=0;r<s.length;r+=2){let o=s[r]??"";for(let i of o.matchAll(/(?<![\w.-])secrets\b\s*(\.\s*([A-Za-z_][\w-]*)|\[\s*$)?/gi))
i[2]!==void 0?t.add(i[2].toUpperCase()):i[1]!==void 0&&s[r+1]!==void 0?t.add(s[r+1].toUpperCase()):t.add("secrets")}}return[
...t]}function yr(e){let t=e.secrets.filter(r=>r!=="secrets"),n=t.length>0?t.map(r=>`secrets.${r}`).join(", "):"the secr\
ets context",s=t[0]??"MY_SECRET";return`\`${e.input}\` reads ${n}: baton stores and shows this input's value (in the rec\
ord, the prompt or the job summary), and GitHub masks a secret only in the step's log, so the artifact would hold it in \
clear. Map the secret into the step's env (env: ${s}: \${{ secrets.${s} }}) and read it from the environment ($${s} in a\
 command; a prompt can tell the agent to read it there): baton redacts the values the workflow maps from secrets into en\
v`}var bi=Wn({result:st}),yi=/^[A-Za-z_][A-Za-z0-9_-]*$/,wi=`${st.options.slice(0,-1).join(", ")} or ${st.options.at(-1)}`;
function gn(e){let t=(e??"").trim();if(t==="")return null;let n;try{n=JSON.parse(t)}catch{throw $t("it is not JSON")}if(n===
null||typeof n!="object"||Array.isArray(n))throw $t("it is JSON, but not an object of jobs");let s=Object.entries(n),r=[];
for(let[o,[i,a]]of s.entries()){let l=`entry ${o+1} of ${s.length}`;if(!yi.test(i))throw $t(`${l} is not named by a job \
id`);let c=bi.safeParse(a);if(!c.success)throw $t(`${l} has no result that is ${wi}`);r.push({job:i,result:c.data.result})}
return r}function $t(e){return new w("input-invalid",`must be the results of the jobs this job needs, as \`${u.needs}: \$\
{{ toJSON(needs) }}\` passes them; ${e}`,{where:u.needs})}function wr(e){if(e.length===0)return null;let t=e.filter(s=>s.
result==="failure").map(s=>s.job),n=e.filter(s=>s.result==="skipped").map(s=>s.job);return t.length>0?{status:"failure",
failedJobs:t,skippedJobs:n}:e.some(s=>s.result==="cancelled")?{status:"cancelled",failedJobs:t,skippedJobs:n}:{status:"s\
uccess",failedJobs:t,skippedJobs:n}}var kr=["comment","summary","both"],ki=/^[A-Za-z0-9_.-]{1,64}$/;function xr(e){let t=(e[u.mode]??"").trim()||"both";if(!kr.
includes(t))throw new w("input-invalid",`must be one of ${kr.join(", ")}; got "${t}"`,{where:u.mode});return t}function $r(e){
let t=(e??"").trim()||es;if(!ki.test(t))throw new w("input-invalid",`must be 1 to 64 letters, digits, '.', '_' or '-' (i\
t names the sticky comment); got "${t}"`,{where:u.key});return t}function Sr(e){let t=(e??"").trim();if(t==="")return null;
if(!/^[1-9]\d{0,9}$/.test(t))throw new w("input-invalid",`must be the number of an issue or pull request, like 42; got "${t}\
"`,{where:u.issueNumber});return Number(t)}function ju(e,t){let n=xr(e),s=$r(e[u.key]),r=Ve(u.includeDetail,e[u.includeDetail],
!1),o=gn(e[u.needs]),i=o===null?null:wr(o),a=null;if(n!=="summary"&&(a=Sr(e[u.issueNumber])??xi(t.payload),a===null))throw new w(
"issue-number-missing",`there is no issue or pull request to comment on: the triggering event (${t.name||"unknown"}) is \
not about one. Set the issue-number input, or use mode: summary`,{where:u.issueNumber});return{mode:n,key:s,includeDetail:r,
issueNumber:a,run:i}}function Or(e){let t=[],n=(r,o)=>{let i=e.get(r);if(i===null)return null;try{return o(i)}catch(a){if(!(a instanceof
w))throw a;return t.push({input:a.where??r,message:a.message}),null}},s=n(u.mode,r=>xr({[u.mode]:r}));return n(u.key,$r),
n(u.includeDetail,r=>Ve(u.includeDetail,r,!1)),n(u.needs,gn),s!==null&&s!=="summary"&&n(u.issueNumber,Sr),t}function xi(e){
let t=Ge(e);if(!t)return null;let n=mn(Ge(t.pull_request)?.number)??mn(Ge(t.issue)?.number);if(n!==null)return n;for(let s of[
"workflow_run","check_run","check_suite"]){let r=Ge(t[s])?.pull_requests;if(Array.isArray(r)&&r.length===1){let o=mn(Ge(
r[0])?.number);if(o!==null)return o}}return null}function Ge(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)?e:null}function mn(e){return typeof e=="number"&&Number.
isInteger(e)&&e>0?e:null}function jr(e){let t=[];for(let n of e.jobs){if(ae(n)){hn(n.with,_t,"baton's stage workflow",t),n.secrets!=="inherit"&&hn(
n.secrets,Es,"baton's stage workflow",t,"secret");continue}for(let s of n.steps){let r=ie(s);r.kind==="baton"&&hn(s.with,
qe[r.action],"baton's action",t)}}return t}function hn(e,t,n,s,r="input"){let o=new Set(t);for(let[i,a]of Object.entries(
e)){if(o.has(i))continue;let l=t.find(c=>c.toLowerCase()===i.toLowerCase())??oe(i,t);s.push({position:a.keyPosition??a.position,
message:`unknown ${r} "${i}" of ${n}; ${l===void 0?`its ${r}s: ${t.join(", ")}`:`did you mean "${l}"?`}`})}}function vr(e){
let t=[],n=(r,o,i)=>{for(let a of ur(St(r),i,xt,tt))t.push({position:r[a.input]?.position??o,message:`${a.input}: ${a.message}`})},
s=(r,o)=>{for(let i of Or(St(r)))t.push({position:r[i.input]?.position??o,message:`${i.input}: ${i.message}`})};for(let r of e.
jobs){if(ae(r)&&r.uses){let i=new Set;for(let[c,p]of Object.entries(r.with)){let d=$i(c,p);d!==null&&(i.add(c),t.push({position:p.
position,message:d}))}let a=new Set(Qt);n(Object.fromEntries(Object.entries(r.with).filter(([c])=>a.has(c)&&!i.has(c))),
r.uses.position,"stage");for(let c of Rn)r.with[c]===void 0&&t.push({position:r.uses.position,message:`${c}: required by\
 baton's stage workflow, and not given (GitHub refuses the call)`});let l=Oi(r.with);l&&t.push({position:l.position??r.uses.
position,message:l.message});continue}let o=null;for(let i of r.steps){let a=ie(i);if(a.kind==="baton"){if(a.action==="r\
eport"){s(i.with,i.position);continue}if(n(i.with,i.position,a.action),a.action==="prepare"&&(o=i.with),a.action==="capt\
ure"){let l=fr(St(i.with),o===null?null:St(o));l&&t.push({position:i.with[l.input]?.position??i.position,message:`${l.input}\
: ${l.message}`})}if(a.action==="capture"&&o!==null){let l=Si(o,i.with);l&&t.push({position:i.with[u.redact]?.position??
i.position,message:l}),o=null}}}}return t}function St(e){return new Map(Object.entries(e).map(([t,n])=>[t,n.expression===
null?n.text:null]))}function $i(e,t){if(!_t.includes(e))return null;let n=_n.includes(e)?"number":"string";return nn({name:e,
type:n},e,t,"baton's stage workflow")}function Si(e,t){let n=l=>l.expression===null?wt(l.text):null,s=e[u.redact],r=s===
void 0?[]:n(s);if(r?.length===0)return null;let o=t[u.redact],i=o===void 0?[]:n(o);if(i?.length===0)return Pr("is given \
none of them");if(r===null||i===null)return null;let a=r.filter(l=>!i.includes(l)).length;return a===0?null:Pr(`lacks ${a}\
 of its ${r.length} lines`)}function Pr(e){return`${u.redact}: the prepare step before this capture is given values to r\
edact, and this capture ${e}: give capture the same ${u.redact} input as prepare; it redacts only the values it is given\
, and refuses to store the record otherwise`}function Oi(e){let t=e[u.agent];if(t===void 0||t.expression===null&&t.text.
trim()==="")return null;let n=e[Ye];if(n!==void 0&&n.expression!==null)return null;let s=n?.text.trim()??"";if(Ns.test(s))
return null;let r=t.expression===null?he[t.text.trim()]:void 0,o=`pin the ${r?r.npmPackage:"agent CLI's npm package"} ve\
rsion this stage runs`;return{position:n?.position??t.position,message:s===""?`${Ye}: required with ${u.agent}, an exact\
 version such as 1.2.3; ${o}`:`${Ye}: '${s}' is not an exact version such as 1.2.3; ${o}`}}function Nr(e,t,n){let s=e.jobs.flatMap(r=>[r.if,...r.steps.map(o=>o.if)]);for(let r of s)for(let o of t.facts(r.expression).
comparisons)if(o.operator==="=="&&o.path.length===n.length&&o.path.every((i,a)=>i===n[a]))return o.literal}function Er(e){if(bn.has(e))return bn.get(e);let t=Pi(e);return bn.set(e,t),t}var bn=new WeakMap;function Pi(e){let t=ae(
e)?[e.with]:e.steps.filter(r=>{let o=ie(r);return o.kind==="baton"&&(o.action==="stage"||o.action==="capture")}).map(r=>r.
with);if(t.length===0)return;let n=new Set,s=!0;for(let r of t){let o=r[u.dataSchema];if(o===void 0||o.expression!==null||
o.text.trim()==="")return;try{let i=tt(o.text);for(let a of Object.keys(i.properties))n.add(a);s&&=!i.additionalProperties}catch{
return}}return{keys:[...n],closed:s}}var Ot=class{#n;#t;#e;#s=new Map;constructor(t){this.#n=t,this.#t=t.split(/\r\n|\r|\n/),this.#e=[0];for(let n=0;n<t.length;n++)
t[n]===`
`&&this.#e.push(n+1)}locate(t,n){let r=this.#r(t)?.[Math.max(0,Math.min(n,t.text.length))];return r===void 0?this.#i(t,n):
this.#o(r)}locateLine(t,n,s){let r=t.text.split(`
`),o=s-1;for(let i=0;i<n-1&&i<r.length;i++)o+=(r[i]?.length??0)+1;return this.locate(t,o)}#r(t){let n=`${t.position.line}\
:${t.position.column}`,s=this.#s.get(n);if(s!==void 0&&(s===null||s.length===t.text.length+1))return s;let r=(this.#e[t.
position.line-1]??Number.NaN)+t.position.column-1,o=Number.isNaN(r)?null:Ei(this.#n,r,t.text);return this.#s.set(n,o),o}#o(t){
let n=0,s=this.#e.length-1;for(;n<s;){let r=n+s+1>>1;this.#e[r]<=t?n=r:s=r-1}return{line:n+1,column:t-this.#e[n]+1}}#i(t,n){
let{line:s,column:r}=t.position,o=t.text.slice(0,n),i=o.split(`
`).length-1,a=o.length-(o.lastIndexOf(`
`)+1),l=this.#t[s-1]?.slice(r-1)??"";if(/^[|>]/.test(l)){let p=this.#t.slice(s).find(m=>m.trim()!=="")??"",d=p.length-p.
trimStart().length,f=t.text.startsWith(p.slice(0,d))&&d>0;return{line:s+1+i,column:(f?0:d)+a+1}}let c=/^["']/.test(l)?1:
0;return i===0?{line:s,column:r+c+a}:{line:s+i,column:a+1}}},ji={0:"\0",a:"\x07",b:"\b",t:"	","	":"	",n:`
`,v:"\v",f:"\f",r:"\r",e:"\x1B"," ":" ",'"':'"',"/":"/","\\":"\\",N:"\x85",_:"\xA0",L:"\u2028",P:"\u2029"},vi={x:2,u:4,U:8};
function Ni(e,t){let n=e[t+1]??"",s=ji[n];if(s!==void 0)return{text:s,length:2};let r=vi[n];if(r===void 0)return null;let o=e.
slice(t+2,t+2+r);if(!/^[0-9a-fA-F]+$/.test(o)||o.length!==r)return null;let i=Number.parseInt(o,16);return i>1114111?null:
{text:String.fromCodePoint(i),length:2+r}}var yn=e=>e===" "||e==="	",Ar=e=>e===`
`||e==="\r";function Ei(e,t,n){let s=e[t],r=s==="|"||s===">"?"block":s==='"'?"double":s==="'"?"single":"plain",o=t;if(r===
"block"){let l=e.indexOf(`
`,t);if(l<0)return n===""?[e.length]:null;o=l+1}else r!=="plain"&&(o=t+1);let i=[],a=0;for(;a<n.length;){let l=n[a],c=e[o];
if(c===void 0){if(r==="block"&&/^\n*$/.test(n.slice(a))){for(;i.length<n.length;)i.push(e.length);break}return null}if(r===
"double"&&c==="\\"){if(Ar(e[o+1])){for(o+=e[o+1]==="\r"&&e[o+2]===`
`?3:2;yn(e[o]);)o+=1;continue}let p=Ni(e,o);if(p===null||!n.startsWith(p.text,a))return null;for(let d=0;d<p.text.length;d++)
i.push(o);a+=p.text.length,o+=p.length;continue}if(r==="double"&&c==='"')return null;if(r==="single"&&c==="'"){if(e[o+1]!==
"'"||l!=="'")return null;i.push(o),a+=1,o+=2;continue}if(c===l){i.push(o),a+=1,o+=1;continue}if(c===`
`&&(l===" "||l===`
`)){if(i.push(o),a+=1,o+=1,r!=="block")for(;yn(e[o]);)o+=1;continue}if(yn(c)||Ar(c)){o+=1;continue}return null}return i.
push(o),i}function Ir(e){return typeof e!="number"||!Number.isFinite(e)?null:Math.trunc(e)+0}function wn(e){return typeof e=="stri\
ng"&&e.trim()!==""&&Number.isFinite(Number(e))?`got ${JSON.stringify(e)}, a string, not a number (fromJSON(\u2026) makes a nu\
mber of it, as GitHub requires)`:`got ${JSON.stringify(e)??String(e)}, not a number`}function Rr(e,t){let n=Ir(e);if(n===
null)return{problem:`${t} must be a number of minutes, ${wn(e)}`};if(n<1){let s=n===e?"":` (GitHub keeps whole minutes: ${e}\
 is ${n})`;return{problem:`${t} must be a whole number of minutes above 0, got ${e}${s}`}}return{minutes:n}}function _r(e){
let t=Ir(e);return t===null?null:{minutes:t>0?t:null}}function Mr(e,t,n){let s=e[t]?.uses;if(s==null||s.text.trim().startsWith("./"))return null;let r=i=>`${i.line}:${i.column}`,
o={why:"no step before it checks out this repository",notRun:null};for(let i of e.slice(0,t)){let a=n?.(i.index);if(i.run!==
null){if(a!=="skipped"&&Ai.test(i.run.text))return null;continue}if(i.uses===null)continue;let l=i.uses.text.trim(),c=(l.
split("@")[0]??"").toLowerCase();if(c!=="actions/checkout"){if(c.startsWith("actions/")||l.startsWith("docker://")||a===
"skipped")continue;return null}let p=Ii(i);if(p!==null)o={why:`the checkout before it (${r(i.uses.position)}) ${p}`,notRun:null};else if(a===
"skipped"){let d=i.if.text===null?"because a step before it failed":"by its `if:`";o={why:`the checkout before it (${r(i.
uses.position)}) was skipped ${d}`,notRun:"skipped"}}else if(a==="failure"||a==="cancelled"){let d=a==="failure"?"failed\
 (its continue-on-error let the job go on)":"was cancelled";o={why:`the checkout before it (${r(i.uses.position)}) ${d}`,
notRun:"failed"}}else return null}return o}var Ai=/\bgit\s+(?:clone|checkout|fetch|init|worktree|sparse-checkout)\b|\bgh\s+repo\s+clone\b/;
function Ii(e){let t=o=>e.with[o],n=t("repository");if(n!==void 0&&n.expression===null){let o=n.text.trim();if(o!=="")return`\
checks out ${o}, not this repository`}let s=t("path");if(s!==void 0&&s.expression===null){let o=s.text.trim().replace(/\/+$/,
"");if(o!==""&&o!==".")return`puts the repository in ${o}, not in the workspace where the stage looks for the workflow f\
ile`}let r=t("sparse-checkout");return r!==void 0&&r.expression===null&&Ri(r.text,t)?"is sparse and leaves out .github/":
null}function Ri(e,t){let n=e.split(/\r?\n/).map(o=>o.trim()).filter(o=>o!==""&&!o.startsWith("#"));if(n.length===0)return!1;
let s=t("sparse-checkout-cone-mode");return s===void 0||s.expression!==null||s.text.trim().toLowerCase()!=="false"?!n.some(
o=>{let i=o.replace(/^\/+|\/+$/g,"");return i===".github"||i===".github/workflows"||i.startsWith(".github/workflows/")}):
!n.some(o=>!o.startsWith("!")&&/^\/?(?:\.github|\*)/.test(o))}function Tr(e,t){let[n]=e.references;if(n!==void 0)return{
kind:"reference",path:`${n.kind==="stage"?"stages":"jobs"}.${n.stage}`,stage:n.stage,refKind:n.kind,at:t(n.line,n.column)};
for(let[s,r]of e.paths){let o=r.root;if(o?.length!==1||o[0]!=="stages"&&o[0]!=="jobs")continue;let[i=1,a=0]=s.split(":").
map(Number);return{kind:"all",path:o[0],at:t(i,a+1)}}return null}function Wr(e,t,n,s){let{reads:r,outcome:o,give:i}=Cr(t,
s),{why:a,notRun:l}=n,c=a.startsWith("no step")?`${a}, nor does it have a \`${u.needs}\` input`:`${a}, and it has no \`${u.
needs}\` input`;return`job ${e}: ${r}, and ${c}: on GitHub the stage reads the workflow file from the checkout to know i\
ts upstream stages, ${o}; ${l==="skipped"?"make that checkout's `if:` hold whenever this step runs (or run this step onl\
y when it does)":l==="failed"?"see why that checkout did not finish":"add `uses: actions/checkout` with `persist-credent\
ials: false` before this step"}, or ${i}`}function Bu(e,t,n){let{reads:s,outcome:r,give:o}=Cr(t,n);return`job ${e}: ${s}\
, and it has no \`${u.needs}\` input: in a workflow run as a call the stage knows its upstream stages from that input alo\
ne (the workflow file it reads on GitHub is the caller's, which has no job ${e}; a checkout does not change that), ${r};\
 ${o}`}function Cr(e,t){let n=e.kind==="reference"?`its prompt reads ${e.path} (${e.at})`:`its prompt reads every upstre\
am stage ({{#each ${e.path}}} at ${e.at})`,s=e.kind==="reference"?`so it would know none and fail ("${e.path}: no such u\
pstream ${e.refKind}")`:"so it would know none and render without them",r=t.length>0?`give the step \`${u.needs}: ${t.join(
", ")}\``:`give the step a \`${u.needs}\` input naming the upstream stages it reads`;return{reads:n,outcome:s,give:r}}var Hr=Symbol("baton.plan");function Nc(e){return typeof e=="object"&&e!==null&&e[Hr]===!0}function Ec(e,t,n={}){let s=xn(
e,t,n,!1);if(s.plan===null){let{errors:r}=s;throw new w("plan-rejected",`${e.fileName}: ${r.length} problem${r.length===
1?"":"s"}; nothing was run`,{details:r.map(o=>Sn(`${o.path}: ${o.message}`))})}return s.plan}function Ac(e,t,n={}){return xn(
e,t,n,n.anyRun===!0).errors}function Ic(e,t,n,s){let r=new Map,{errors:o}=xn(e,t,n,!1,r),i=r.get(Kr(s.job,s.step))??[];return{
errors:o,step:o.filter(a=>i.includes(a))}}function Kr(e,t){return`${e}
${t}`}function xn(e,t,n,s,r){let o=De(e),i=[...o.problems],a=n.facts??Ut,l=n.vars??{},c=n.words??Ft,{eventName:p,inputs:d,
labelName:f,event:m}=Br(o,t,n,c,s,i);s||Ji(o,p,n.secretNames??[],c,i);let g=!n.event&&p==="push"?Vn(o,a,c).notice:null,k=!n.
event&&f!==void 0&&ra(m)?{level:"info",message:`the default ${p} payload brings the label ${JSON.stringify(f)}, the name\
 the workflow's if: compares github.event.label.name with; pass ${c.withEvent} with a payload for another label`}:null,b=s?
{}:{github:{event_name:p,event:m,repository:a.repository,ref:Bn(p,m)??a.ref,sha:Kn(p,m)??a.sha,actor:Hn(m)??a.actor},inputs:d,
vars:l},S=Ws(o,n.calledWorkflows??new Map,s?null:{names:n.secretNames??[],words:c},i),P=null;if(n.job!==void 0){let y=o.
jobs.map(v=>v.id),j=it(y,n.job),h=S.find(v=>v.id===n.job&&v.calledBy!==null);j!==void 0?P=j:h?i.push({code:x.jobUnknown,
severity:"error",path:o.fileName,message:`${c.job(n.job)}: a job of a called workflow runs only in its call; name the ca\
lling job: ${c.passJob(n.job.split("/")[0])}`}):i.push({code:x.jobUnknown,severity:"error",path:o.fileName,message:`${c.
job(n.job)}: no such job${de(n.job,y)}; jobs: ${y.join(", ")}`})}let $=new Map,H=new Map,I=[{id:null,inputs:s?null:d}],X=new Set(
S.map(y=>y.id.toLowerCase())),W=new Map,D=new Map;for(let y of S){let{job:j,calledBy:h}=y,v=O=>J(y.workflow.fileName,O);
for(let O of j.steps){let re=hr(j.steps,O.index);if(re===null||O.uses===null)continue;let ce=v(O.uses.position);i.some(F=>F.
path===ce&&F.code===x.actionMissing)||i.push({code:x.actionMissing,severity:"error",path:ce,message:re})}let q=Yr(j.steps,
n.loadAction),ue=j.stageWorkflow===!0||q!==null&&q.length>0,Y=h===null?b:{...b,inputs:{}},L=(h!==null||s)&&Ke(j.strategy)!==
null&&Ee(Ke(j.strategy))?null:zi(t,j,Y,v,i,n.secretValues??[],ue),Ie=h===null?[]:$.get(h)?.stageUpstream??[],Re=O=>{if(L===
null||q===null||h!==null&&O===null&&q.some(({step:F})=>F.with[u.stage]?.expression))return null;let re=[],ce=Xr(t,j,q,L,
h===null?Y:{...Y,inputs:O??{}},v,re,n.secretValues??[]);for(let F of re)i.some(ye=>ye.path===F.path&&ye.message===F.message)||
i.push(F);if(ce===null)return null;for(let{stage:F,leg:ye}of ce)Object.keys(ye).length>0&&D.set(F,ye);return ce.map(({stage:F})=>F)},
Pe=h===null?I:H.get(h)??null,M=Pe?.map(O=>({id:O.id===null?y.id:`${O.id}/${j.id}`,stages:Re(O.inputs)}))??null;if(L!==null&&
M!==null)for(let O of M)W.set(O.id,Xs(O.id,L,X));if(y.call!==null){let O=y.call;H.set(y.id,Pe===null||M===null||L===null?
null:M.flatMap((re,ce)=>{let F=Pe[ce].inputs,ye=W.get(re.id)??[];return L.map((Qr,eo)=>({id:ye[eo],inputs:Ui(t,j,O,{...Mi(
b,F),matrix:rn(Qr)})}))}))}$.set(y.id,{id:y.id,job:j,workflow:y.workflow,needs:y.needs,upstream:y.upstream,stageUpstream:[
...Ie,...y.upstream],calledBy:h,call:y.call,skip:y.skip,legs:L,stages:M===null?Re(null):M.some(O=>O.stages===null)?null:
M.flatMap(O=>O.stages??[]),instances:M,steps:j.steps.map(O=>({step:O,action:ie(O)})),stageSteps:q,recordsStages:ue})}for(let y of[
...$.values()].reverse()){if(y.call===null)continue;let j=y.call.jobs.map(v=>$.get(v));y.stages=j.some(v=>v?.stages==null)?
null:j.flatMap(v=>v?.stages??[]);let h=y.legs;y.instances===null||h===null||(y.instances=y.instances.map(({id:v})=>{let q=new Set(
W.get(v)),ue=j.flatMap(Y=>Y?.instances?.filter(L=>q.has(L.id.slice(0,L.id.lastIndexOf("/"))))??[null]);return{id:v,stages:ue.
some(Y=>Y?.stages==null)?null:ue.flatMap(Y=>Y?.stages??[])}}))}let R=[...new Map(S.filter(y=>y.call!==null).map(y=>[y.call.
path,y.call.workflow])).values()];for(let y of[o,...R])Ti(y,i);let le=Ki($,i),V=new Map,Z=y=>{let j=V.get(y.id);if(j!==void 0)
return j;let h=jt(y,$);return V.set(y.id,h),h},G=new Map,Q=new Map;for(let y of $.values()){let j=Yi(y.workflow,y,$,le,n.
readFile,i,Z,(h,v)=>r?.set(Kr(y.id,h.index),v));G.set(y.id,j.needsFacts),j.checkoutNeeded.size>0&&Q.set(y.id,j.checkoutNeeded)}
let E=i.filter(y=>y.severity==="error").sort(Wi);if(E.length>0)return{plan:null,errors:E};let N=new Set(P?[P,...$.get(P)?.
upstream??[]]:$.keys());for(let y of $.values())y.calledBy!==null&&N.has(y.calledBy)&&N.add(y.id);let _=[...$.values()].
filter(y=>N.has(y.id)),se=[g,k].filter(y=>y!==null);return{plan:{[Hr]:!0,workflow:o,eventName:p,event:m,inputs:d,vars:l,
contexts:b,jobs:_,target:P,notices:se,expanded:S,legIds:W,stageMatrices:D,legPlaces:p==="workflow_call"||Pt(o)?new Map:_i(
$,W),needsFacts:G,checkoutNeeded:Q},errors:[]}}function _i(e,t){let n=new Map;for(let s of[...e.values()].reverse()){let r=Ke(
s.job.strategy),o=r!==null&&!Ee(r)?s.legs:null,i=new Map;if(s.call===null){if(o!==null)for(let[a,l]of ts(s.job.id,o))i.set(
a,[l])}else if(r===null)for(let a of s.call.jobs)for(let[l,c]of n.get(a)??[])i.set(l,c);else if(o!==null){let a=(s.instances??
[]).map(l=>t.get(l.id)??[]);for(let l of s.call.jobs){let c=n.get(l);for(let p of e.get(l)?.instances??[]){let d=p.id.slice(
0,p.id.lastIndexOf("/")),f=a.map(m=>m.indexOf(d)).find(m=>m>=0);if(f!==void 0)for(let m of p.stages??[])i.set(m,[f,...c?.
get(m)??[]])}}}i.size>0&&n.set(s.id,i)}return n}function Rc(e,t){return t.calledBy!==null||t.job.stageWorkflow===!0?()=>{}:
(n,s)=>e.legPlaces.get(n)?.get(s)}function Mi(e,t){let{inputs:n,...s}=e;return t===null?s:{...s,inputs:t}}function Ti(e,t){
let n=l=>J(e.fileName,l);for(let l of jr(e))t.push({code:x.actionInputUnknown,severity:"error",path:n(l.position),message:l.
message});let s=vr(e);for(let l of s)t.push({code:x.actionInputInvalid,severity:"error",path:n(l.position),message:l.message});
for(let l of e.jobs)for(let c of l.steps){let p=ie(c);if(p.kind!=="baton")continue;let d=Object.entries(c.with).map(([f,
m])=>[f,m.text]);for(let f of br(p.action,d))t.push({code:x.actionInputSecret,severity:"error",path:n(c.with[f.input]?.position??
c.position),message:yr(f)})}let r=e.jobs.flatMap(l=>[{key:"timeout-minutes",node:l.timeoutMinutes,step:!1},{key:"cancel-\
timeout-minutes",node:l.cancelTimeoutMinutes,step:!1},...l.steps.map(c=>({key:"timeout-minutes",node:c.timeoutMinutes,step:!0}))]),
o=new Set([...e.problems.map(l=>l.path),...s.map(l=>n(l.position))]);for(let{key:l,node:c,step:p}of r){if(c?.kind!=="lit\
eral"||o.has(n(c.position)))continue;let d=p?_r(c.value):Rr(c.value,l),f=d===null?`${l} must be a number of minutes, ${wn(
c.value)}`:"problem"in d?d.problem:null;f!==null&&t.push({code:x.timeoutInvalid,severity:"error",path:n(c.position),message:f})}
let i=l=>l!==null&&!l.text.includes("${{")?l:null,a=[{shell:i(e.defaults?.shell??null),key:"defaults.run.shell"},...e.jobs.
flatMap(l=>[{shell:i(l.defaults?.shell??null),key:`jobs.${l.id}.defaults.run.shell`},...l.steps.filter(c=>c.run!==null).
map(c=>({shell:i(c.shell),key:"shell"}))])];for(let{shell:l,key:c}of a){if(l===null)continue;let{text:p,position:d}=l;try{
sr(p)}catch(f){t.push({code:x.shellInvalid,severity:"error",path:n(d),message:`${c}: ${f instanceof w?f.message:String(f)}`})}}}
function Wi(e,t){let n=s=>{let r=/:(\d+):(\d+)$/.exec(s.path);return r?Number(r[1])*1e6+Number(r[2]):0};return n(e)-n(t)}
function _c(e,t,n={}){let{eventName:s,event:r}=Br(De(e),t,n,n.words??Ft,!1,[]);return{name:s,payload:r,made:!n.event}}function Br(e,t,n,s,r,o){
let i=n.facts??Ut,{name:a,problem:l}=Dn(e,n.event??null,n.eventName,s);l!==null&&o.push({code:x.eventNotTrigger,severity:"\
error",path:e.fileName,message:l});let c=r?{}:{...Li(e,a,n.event??null),...n.inputs},p=r?{}:Fi(e,a,c,s,o),d=n.event?void 0:
Nr(e,t,["github","event","label","name"]),f=n.event?Ci(n.event,a,Lr(p,c)):Gn(a,i,Lr(p,c),e,d);return{eventName:a,inputs:p,
labelName:d,event:f}}function Ci(e,t,n){if(!(t==="workflow_dispatch"||t==="workflow_call")||Object.keys(n).length===0)return e;
let r=e.inputs!==null&&typeof e.inputs=="object"?e.inputs:{};return{...e,inputs:{...r,...n}}}function Lr(e,t){return Object.
fromEntries(Object.entries(e).map(([n,s])=>[n,Object.hasOwn(t,n)?t[n]:String(s)]))}function Li(e,t,n){let s=n?.inputs;if(t!==
"workflow_dispatch"||s===null||typeof s!="object")return{};let r={};for(let[o,i]of Object.entries(s))Object.hasOwn(e.inputs,
o)&&(i===""&&e.inputs[o].default===null||(typeof i=="string"||typeof i=="number"||typeof i=="boolean")&&(r[o]=String(i)));
return r}function Pt(e){let t=Object.keys(e.on);return t.length>0&&t.every(n=>n==="workflow_call")}function Ji(e,t,n,s,r){
if(t!=="workflow_call"&&!Pt(e))return;let o=e.on.workflow_call?.secrets;if(o===null||typeof o!="object")return;let i=new Set(
n.map(a=>a.toUpperCase()));for(let[a,l]of Object.entries(o))l?.required!==!0||i.has(a.toUpperCase())||r.push({code:x.inputMissing,
severity:"error",path:e.fileName,message:`secret ${a} is required by on.workflow_call.secrets, as GitHub requires it of \
every caller; pass ${s.passSecret(a)} (with ${a} set in the environment)`})}function Fi(e,t,n,s,r){let o={},i=Pt(e),a=t===
"workflow_dispatch"||t==="workflow_call"||i,l=t==="workflow_dispatch"&&!i?"workflow_dispatch":"workflow_call",c=e.on[l]?.
inputs,p=Object.fromEntries(Object.entries(e.inputs).filter(([f])=>c!==null&&typeof c=="object"&&Object.hasOwn(c,f))),d=Object.
keys(p);if(!a){for(let f of Object.keys(n))r.push({code:x.inputUnknown,severity:"error",path:e.fileName,message:`${s.input(
f)}: ${t} runs have no inputs (on GitHub, inputs are for workflow_dispatch and workflow_call); ${"workflow_dispatch"in e.
on?`pass ${s.passEventName("workflow_dispatch")} to dispatch it`:`give the event's payload with ${s.withEvent} instead (\
this workflow is not triggered by workflow_dispatch)`}`});return o}for(let[f,m]of Object.entries(n)){let g=p[f];if(!g){r.
push({code:x.inputUnknown,severity:"error",path:e.fileName,message:`${s.input(f)}: on.${l} declares no such input${de(f,
d)}; its inputs: ${d.length>0?d.join(", "):"(none)"}`});continue}let k=J(e.fileName,g.position);switch(g.type){case"bool\
ean":m!=="true"&&m!=="false"?r.push({code:x.inputInvalid,severity:"error",path:k,message:`${s.input(f,m)}: input '${f}' \
is a boolean; use true or false`}):o[f]=m==="true";break;case"number":m.trim()===""||!Number.isFinite(Number(m))?r.push(
{code:x.inputInvalid,severity:"error",path:k,message:`${s.input(f,m)}: input '${f}' is a number`}):o[f]=Number(m);break;case"\
choice":g.options&&!g.options.includes(m)?r.push({code:x.inputInvalid,severity:"error",path:k,message:`${s.input(f,m)}: \
not one of the options: ${g.options.join(", ")}`}):o[f]=m;break;default:o[f]=m}}for(let f of Object.values(p))f.name in n||
(f.default!==null?o[f.name]=f.default:f.required&&a?r.push({code:x.inputMissing,severity:"error",path:J(e.fileName,f.position),
message:`input '${f.name}' is required and has no default; pass ${s.passInput(f.name)}`}):f.type==="boolean"?o[f.name]=!1:
o[f.name]="");return o}function qr(e,t){let[n,s]=e;if(n==="matrix")return!0;if(n==="inputs"||n==="vars")return Object.hasOwn(
t,n);if(n!=="github"||s===void 0||s==="*")return!1;let r=t.github;return typeof r=="object"&&r!==null&&!Array.isArray(r)&&
Object.keys(r).some(o=>o.toLowerCase()===s)}function Ui(e,t,n,s){let r=n.workflow.call;if(r===void 0||Object.values(t.with).
some(i=>i.expression!==null&&e.facts(i.expression).paths.some(a=>!qr(a,s))))return null;try{return zs(r,Us(e,t,r,()=>({contexts:s})),
n.path)}catch(i){if(i instanceof w)return null;throw i}}function zi(e,t,n,s,r,o,i){let a=Ke(t.strategy);if(!a)return[{}];
if(kn(a))return null;let l=(p,d)=>{if(!(p instanceof w))throw p;return r.push({code:x.matrixInvalid,severity:"error",path:p.
where??s(a.position),message:`jobs.${t.id}: ${p.message}`}),d},c;try{c=Di(e,a,n,s)}catch(p){return l(p,[{}])}try{Zs(t.id,
c,s(a.position),o,{recordsStages:i})}catch(p){return l(p,null)}return c}function Ke(e){return e?e.kind==="expression"?e:
e.kind!=="mapping"?null:e.entries.find(t=>t.key==="matrix")?.value??null:null}function Di(e,t,n,s){let r=ot(e,t,{contexts:n,
where:s(t.position)});return on(r,s(t.position),{whereOf:o=>s(Vi(t,o))})}function Vi(e,t){let n=e,s=e.position;for(let r of t)
if(n.kind==="mapping"&&typeof r=="string"){let o=n.entries.find(i=>i.key===r);if(!o)break;s=o.keyPosition??o.value.position,
n=o.value}else if(n.kind==="sequence"&&typeof r=="number"){let o=n.items[r];if(!o)break;s=o.position,n=o}else break;return s}
function kn(e){if(!Ee(e))return!1;switch(e.kind){case"expression":return/\bneeds\b/i.test(e.expression);case"sequence":return e.
items.some(kn);case"mapping":return e.entries.some(t=>kn(t.value));default:return!1}}function Gi(e,t,n,s,r){let o=n.with[u.
stage];return o&&o.text.trim()!==""?(o.expression===null?[]:e.facts(o.expression).paths).some(a=>!qr(a,r))?null:zt(e,o,{
contexts:{...r,matrix:rn(s)}}).trim():$e(t.id,Object.keys(s).length>0?s:null)}function $n(e){return e.action.kind==="bat\
on"&&(e.action.action==="stage"||e.action.action==="prepare")}var Hi=9;function Yr(e,t,n=0){let s=[];for(let r of e){let o=ie(
r);if($n({step:r,action:o})&&s.push({step:r,inAction:n>0}),o.kind!=="local")continue;if(t===void 0||n>Hi)return null;let i=t(
o.path);if(i===void 0)return null;if(i.kind!=="composite")continue;let a=Yr(i.steps,t,n+1);if(a===null)return null;s.push(
...a)}return s}function Mc(e,t,n,s,r){return t.stageSteps===null?null:Xr(e,t.job,t.stageSteps,n,s,()=>"",[],r)}function Xr(e,t,n,s,r,o,i,a){
let l=[];for(let{step:c,inAction:p}of n){if(p&&c.with[u.stage]?.expression)return null;for(let d of s){let f;try{f=Gi(e,
t,c,d,r)}catch(g){if(!(g instanceof w))throw g;i.push({code:x.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??
c.position),message:g.message});continue}if(f===null)return null;if(nt(f,a)){i.push({code:x.stageInvalid,severity:"error",
path:o(c.with[u.stage]?.position??c.position),message:fn});continue}if(!pe.test(f)){i.push({code:x.stageInvalid,severity:"\
error",path:o(c.with[u.stage]?.position??c.position),message:`stage "${f}" is not a valid stage id: a letter or _ then u\
p to 99 letters, digits, _ or -`});continue}let m=Yn(f);if(m!==null){i.push({code:x.stageInvalid,severity:"error",path:o(
c.with[u.stage]?.position??c.position),message:m});continue}l.push({stage:f,leg:d})}}return l}function Ki(e,t){let n=new Map;
for(let s of e.values()){if(s.call!==null)continue;let r=l=>J(s.workflow.fileName,l),o=new Set,i=new Map,a=s.stages===null?
[]:s.instances??[{id:s.id,stages:s.stages}];for(let l of a){let c=new Set;for(let p of l.stages??[]){let d=n.get(p),f=i.
get(p),m=c.has(p)?`job '${s.id}' runs stage '${p}' more than once; give each baton step its own \`stage\` input`:f!==void 0?
qi(p,s.id,[f,l.id]):d!==void 0?`stage '${p}' of job '${s.id}' is also a stage of job '${d}'; set a different \`stage\` inp\
ut${s.calledBy!==null||e.get(d)?.calledBy?" (a called workflow's job records its stages under its own job id, as github.\
job is inside a called workflow on GitHub, so two calls of one file, or a called job and a job of the same id, record th\
e same stage; give the called file's stage a `stage:` input made from one of its inputs)":""}`:null;m!==null&&!o.has(p)&&
(o.add(p),t.push({code:x.stageDuplicate,severity:"error",path:r(s.job.position),message:m})),c.add(p),i.set(p,i.get(p)??
l.id),n.set(p,n.get(p)??s.id)}}}return n}function Bi(e,t,n,s,r){let o=n.with[u.vars],i;if(t.calledBy===null&&(o===void 0||
o.expression===null))try{let c=o===void 0?[]:Object.keys(xt(o.text)),p=Object.keys(e.inputs);i={names:[...new Set([...p,
...c])],from:"the workflow's declared inputs and the keys of the step's vars"}}catch{}let a=c=>("stage"in c?[r.get(c.stage)??
""]:He(t,c.job)).map(p=>s.get(p)).filter(p=>p!==void 0),l=c=>c.some(p=>p.legs===null)?void 0:Jr(c.flatMap(p=>p.legs??[]));
return{inputs:i,data:c=>{let p=a(c);if(p.length===0||p.some(f=>f.skip!==null||f.call!==null))return;let d=p.map(f=>Er(f.
job));if(!d.some(f=>f===void 0))return{keys:[...new Set(d.flatMap(f=>f.keys))],closed:d.every(f=>f.closed)}},matrix:c=>{
let p=a(c);if(!(p.length===0||p.some(d=>d.skip!==null)))return l(p.flatMap(d=>d.call===null?[d]:jt(d,s).filter(f=>f.recordsStages||
f.stageSteps===null)))},call:c=>{for(let p of a(c)){let d=p.call!==null?p:s.get(p.calledBy??"");if(d?.call==null)continue;
return{job:d===p&&"job"in c?c.job:d.id,file:d.call.path,keys:Jr(d.legs??[])}}}}}function Jr(e){return[...new Set(e.flatMap(
t=>Object.keys(t)))]}function qi(e,t,n){return`stage '${e}' of job '${t}' would be recorded by every leg of the call aro\
und it (${n.join(", ")}): a called workflow's job records its stages under its own job id, as github.job is inside a cal\
led workflow on GitHub, and the caller's matrix does not reach the called workflow; give the stage a \`stage:\` input made\
 from the inputs its legs give it (stage: ${T(t)}-\${{ inputs.<name> }}), so that each leg records its own`}function Yi(e,t,n,s,r,o,i,a){
let l=b=>J(e.fileName,b),c=t.stageUpstream.map(b=>n.get(b)).filter(b=>b!==void 0),p=[...new Set(c.flatMap(i))],d=[...new Set(
p.flatMap(b=>b.stages??[]))],f=p.filter(b=>b.stages===null),m=[...new Set(f.map(b=>T(b.id)))],g={job:t.id,upstreamStages:d,
openMatrices:[...new Set(f.filter(Vr).map(b=>T(b.id)))],unknown:f.some(b=>!Vr(b)),jobs:ta(n),upstreamJobs:t.upstream,runsAfter:b=>at(
e,b,t.id)},k=new Map;for(let{step:b,action:S}of t.steps){if(!$n({step:b,action:S}))continue;let P=o.length,$=b.with[u.needs];
if($)for(let E of Qs($,g))o.push({code:x.needsInput,severity:"error",path:l(Zr(e).locate($,E.offset)),message:E.message});
let H=Is(e,t.job)?Rs($,E=>{let N=n.get(s.get(E)??"");if(N===void 0)return;let _=N.upstream.map(se=>n.get(se)?.stages??null);
return{callsStageWorkflow:N.job.stageWorkflow===!0,needsInput:N.job.steps[0]?.with[u.needs],upstreamStages:_.includes(null)?
null:_.flatMap(se=>se??[])}}):null,I=(E,N)=>({code:x.templateStage,severity:"error",message:_s(E,N,t.id,$)}),X=[],W=b.with[u.
prompt];if(W&&(W.expression===null||!Vt(W.text))){let E=W.expression===null?W.text:Gt(W.text);X.push({template:E,locate:(N,_)=>sa(
e,W,N,_)})}let D=b.with[u.promptFile];if(D&&D.expression===null&&r){let E,N="does not exist";try{E=r(D.text)}catch(_){N=
_ instanceof Error?_.message:String(_)}E===void 0?o.push({code:x.promptFileMissing,severity:"error",path:l(D.position),message:`\
prompt-file ${D.text}: ${N}`}):X.push({template:E,locate:(_,se)=>`${D.text}:${_}:${se}`})}let R=Bi(e,t,b,n,s),le=null,V=[],
Z=E=>E.kind==="job"?He(t,E.stage).length>0:d.includes(E.stage)||Ur(m,E.stage);for(let{template:E,locate:N}of X){let{analysis:_,
problems:se}=rt(E);_&&(V.push(..._.references),le??=Tr(_,(h,v)=>N(h,v).replace(`${e.fileName}:`,"")));let vt=gr(_?.keys??
[],R),y=mr(_?.keys??[],R).filter(h=>h.closed).map(h=>h.error),j=se.filter(h=>h.ifUpstream===void 0||Z(h.ifUpstream));for(let h of[
...j,...vt,...y])o.push({code:y.includes(h)?x.templateDataKey:vt.includes(h)?x.templateKey:x.templateInvalid,severity:"e\
rror",path:N(h.line,h.column),message:[h.message,...h.details].join("; ")});for(let h of _?.references??[]){if(h.kind===
"job"){let L=He(t,h.stage).map(M=>n.get(M)?.stages);if(L.length>0){let M=L.includes(null)?null:L.flatMap(O=>O??[]);if(Fr(
He(t,h.stage),n,i)){let O=[...new Set(t.stageUpstream.filter(re=>!Fr([re],n,i)).map(T))];o.push({code:x.templateStage,severity:"\
error",path:N(h.line,h.column),message:`jobs.${h.stage}: job ${h.stage} records no stage (none of its steps runs baton's\
 stage), so a prompt has no stage of it to read; upstream jobs that record stages: ${O.length>0?O.join(", "):"(none)"}`});
continue}H&&M&&M.length>0&&!M.some(O=>H.has(O))&&o.push({...I(`jobs.${h.stage}`,`its stages (${M.join(", ")})`),path:N(h.
line,h.column)});continue}let Ie=[...new Set(t.stageUpstream.map(T))],Re=oe(h.stage,Ie),Pe=Qi(t.id).map(M=>`${M}${h.stage}`).
find(M=>n.has(M));o.push({code:x.templateStage,severity:"error",path:N(h.line,h.column),message:`jobs.${h.stage}: not a \
job upstream of job '${t.id}'${t.stageUpstream.includes(h.stage)?` (did you mean ${T(h.stage)}? a called workflow reads \
its own jobs by their ids in its file, as GitHub's records name them: github.job is the called file's own job id)`:Pe!==
void 0?zr(n,t.id,Pe,"job"):Re?` (did you mean ${Re}?)`:""}; upstream jobs: ${Ie.length>0?Ie.join(", "):"(none)"}`});continue}
if(d.includes(h.stage)){H&&!H.has(h.stage)&&o.push({...I(`stages.${h.stage}`,h.stage),path:N(h.line,h.column)});continue}
if(Ur(m,h.stage))continue;let v=s.get(h.stage)??na(h.stage,n),q=oe(h.stage,d),ue=ea(h.stage,n),Y=v?zr(n,t.id,v,"stage"):
ue!==null?` (did you mean ${ue}? a called workflow's job records its stages under its own job id, as github.job is insid\
e a called workflow on GitHub)`:q?` (did you mean ${q}?)`:"";o.push({code:x.templateStage,severity:"error",path:N(h.line,
h.column),message:`stages.${h.stage}: not a stage upstream of job '${t.id}'${Y}; upstream stages: ${d.length>0||m.length>
0?[...d,...m.map(L=>`${L}-*`)].join(", "):"(none)"}`})}}let G=le?.kind==="reference"?Xi(e,t,b,le,V,d,n):null,Q=G===null?
null:Mr(t.job.steps,b.index);G!==null&&Q!==null?o.push(Zi(e.fileName,t.id,b,G,Q)):G!==null&&k.set(b.index,G),a(b,o.slice(
P))}return{needsFacts:g,checkoutNeeded:k}}function Xi(e,t,n,s,r,o,i){if(t.calledBy!==null||t.job.stageWorkflow===!0||Pt(
e)||n.uses===null||(n.with[u.needs]?.text.trim()??"")!=="")return null;let a=t.job.steps[n.index]?.position;if(a?.line!==
n.position.line||a.column!==n.position.column)return null;let l=new Set;for(let c of r){if(c.kind==="stage"){o.includes(
c.stage)&&l.add(c.stage);continue}for(let p of He(t,c.stage))for(let d of i.get(p)?.stages??[])l.add(d)}return{read:s,needs:[
...l]}}function Zi(e,t,n,{read:s,needs:r},o){return{code:x.checkoutMissing,severity:"error",path:J(e,n.uses?.position??n.
position),message:Wr(t,s,o,r)}}function He(e,t){return e.stageUpstream.filter(n=>T(n)===t)}function Fr(e,t,n){return e.length===
0?!1:e.every(s=>{let r=t.get(s);return r!==void 0&&r.skip===null&&n(r).every(o=>o.skip===null&&o.stages!==null&&o.stages.
length===0)})}function Qi(e){let t=[];for(let n=e.lastIndexOf("/");n>=0;n=e.lastIndexOf("/",n-1))t.push(e.slice(0,n+1));
return[...t,""]}function jt(e,t){let n=s=>s===e.id?e:t.get(s);return tn([e.id],s=>n(s)?.call).map(n).filter(s=>s!==void 0&&
s.call===null)}function Tc(e,t){return e.call===null||e.stages!==null?[e.id]:[...jt(e,t).map(n=>n.id),e.id]}function Wc(e,t){
let n=jt(e,t).filter(s=>s.stages===null);return[...new Set(n.map(s=>T(s.id)))]}function Ur(e,t){return e.some(n=>t===n||
t.startsWith(`${n}-`))}function ea(e,t){for(let n of t.values()){if(n.calledBy===null)continue;let s=Ts(n.id);if(e===s||
e.startsWith(`${s}-`))return`${T(n.id)}${e.slice(s.length)}`}return null}function zr(e,t,n,s){let r="a prompt reads only\
 stages of jobs that finish before it",o=Vs(i=>{let a=e.get(i);return a?{workflow:a.workflow,calledBy:a.calledBy}:void 0},
t,n);return o.kind==="self"?` (${Ds(s)})`:o.kind==="after"?` (${o.text}; ${r})`:o.kind!=="add"?` (${s==="stage"?`it is a\
 stage of job '${n}'; `:""}${o.text})`:s==="stage"?` (it is a stage of job '${n}'; add '${o.need}' to ${o.needsOf})`:` (\
add '${o.need}' to ${o.needsOf})`}var Dr=new WeakMap;function ta(e){let t=Dr.get(e);return t===void 0&&(t=new Map([...e.
values()].map(n=>[n.id,{stages:n.stages,matrix:Ke(n.job.strategy)!==null}])),Dr.set(e,t)),t}function Vr(e){return e.legs===
null&&e.call===null&&e.steps.every(({step:t,action:n})=>n.kind!=="local"&&(!$n({step:t,action:n})||(t.with[u.stage]?.text.
trim()??"")===""))}function na(e,t){let n;for(let s of t.values()){let r=T(s.id);s.stages!==null||s.call!==null||!(e===r||
e.startsWith(`${r}-`))||(n===void 0||r.length>T(n).length)&&(n=s.id)}return n}var Gr=new WeakMap;function sa(e,t,n,s){let r=Zr(
e).locateLine(t,n,s);return`${e.fileName}:${r.line}:${r.column}`}function Zr(e){let t=Gr.get(e);return t===void 0&&(t=new Ot(
e.source),Gr.set(e,t)),t}function ra(e){return e.label!==null&&typeof e.label=="object"}export{oa as a,zt as b,ia as c,aa as d,ot as e,Ee as f,Fe as g,to as h,Vt as i,Gt as j,ca as k,it as l,ga as m,no as n,ma as o,
at as p,lt as q,Kt as r,J as s,ba as t,so as u,ya as v,ie as w,ae as x,oo as y,te as z,Oe as A,he as B,ja as C,uo as D,va as E,
Na as F,Xt as G,Ea as H,Aa as I,Ia as J,Ra as K,_a as L,Ma as M,Is as N,Rs as O,_s as P,Ms as Q,T as R,tn as S,Ws as T,Us as U,
zs as V,Ds as W,Vs as X,Ot as Y,Ve as Z,kr as _,xr as $,ju as aa,rn as ba,tl as ca,Xs as da,Zs as ea,cl as fa,Fo as ga,pl as ha,
cn as ia,fl as ja,dl as ka,Qs as la,$l as ma,ir as na,wt as oa,El as pa,Bo as qa,Kl as ra,Bl as sa,ql as ta,xt as ua,ru as va,
ou as wa,mr as xa,jr as ya,vr as za,hr as Aa,pi as Ba,Er as Ca,wn as Da,Rr as Ea,_r as Fa,Mr as Ga,Tr as Ha,Wr as Ia,Bu as Ja,
Nc as Ka,Ec as La,Ac as Ma,Ic as Na,Rc as Oa,_c as Pa,Pt as Qa,qr as Ra,Ke as Sa,Di as Ta,Gi as Ua,Hi as Va,Mc as Wa,qi as Xa,
Zi as Ya,Tc as Za,Wc as _a,Ur as $a};
