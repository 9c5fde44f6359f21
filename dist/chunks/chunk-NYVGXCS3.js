import{C as Qe,b as qn,f as Xn,u as _e,x as Zn,y as Qn}from"./chunk-PWTAMWX4.js";import{e as Bn}from"./chunk-EZAGG4WZ.js";
import{b as ye}from"./chunk-6AMTDVSF.js";import{a as Ze}from"./chunk-OQJRDI6T.js";import{E as Yn,f as Dn,g as Vn,
i as Gn,j as Hn,s as Kn}from"./chunk-ZUIKJKF4.js";import{a as Ye}from"./chunk-EX7GXS6A.js";import{a as Tn}from"./chunk-NUWPZMYM.js";
import{c as _n,g as Rn,h as Mn}from"./chunk-L52GCVQB.js";import{b as Ie,d as Xe,j as Wn}from"./chunk-TTL53LJI.js";
import{g as Rt,h as Ln,i as Cn,k as Jn,m as Fn,n as Un,p as zn}from"./chunk-JAFGILSD.js";import{a as _t}from"./chunk-LS2NIP65.js";
import{c as gn}from"./chunk-FCWOFCWY.js";import{a as ne,c as Ae,d as le}from"./chunk-TIXFR75A.js";import{d as y,
e as St}from"./chunk-OKFZ7BVP.js";import{B as In,G as qe,a as vt,b as Et,c as Nt,d as vn,e as Ee,f as En,h as N,i as xe,
j as $e,k as At,m as It,n as be,o as Nn,p as ae,t as An,u as Ke,v as Ne,w as Be,y as q,z as Q}from"./chunk-X3WXZ7VZ.js";
import{B as hn,C as bn,D as me,E as ie,F as yn,H as u,J,L as Ot,M as he,N as Ve,O as ve,P as wn,Q as kn,S as xn,T as $n,
Y as $,Z as Sn,b as mn,ba as Pn,da as Ge,ea as He,fa as On,ga as jn,ha as jt,n as je,r as Pt}from"./chunk-VTCVQFHR.js";
import{d as dn}from"./chunk-3NR5HZ6E.js";var Di=["github","env","vars","job","jobs","steps","runner","secrets","strategy","matrix","needs","inputs"];function Mt(e,t,n){
return t.expression===null?t.text:e.evaluateString(t.expression,n)}function Vi(e,t,n){let s=[];for(let[r,o]of Object.entries(
t)){let i=typeof n=="function"?n(r,o):n;s.push([r,Mt(e,o,i)])}return Object.fromEntries(s)}function Gi(e,t,n){return e.evaluateTruthy(
t.expression,n)}function et(e,t,n){switch(t.kind){case"literal":return t.value;case"expression":return e.evaluate(t.expression,
{...n,where:n.where??`line ${t.position.line}, column ${t.position.column}`});case"sequence":return t.items.map(s=>et(e,
s,n));case"mapping":return Object.fromEntries(t.entries.map(({key:s,value:r})=>[s,et(e,r,n)]))}}function Se(e){switch(e.
kind){case"literal":return!1;case"expression":return!0;case"sequence":return e.items.some(Se);case"mapping":return e.entries.
some(t=>Se(t.value))}}var Pe=dn(Tn(),1),tt="${{",Kr="}}";function Tt(e){let t=e.indexOf(tt);if(t<0)return null;let n=[],s=0;for(;s<e.length;)if(s===
t){let r=-1,o=!1;for(s+=tt.length;s<e.length;s++)if(e[s]==="'")o=!o;else if(!o&&e[s]==="}"&&e[s-1]==="}"){r=s,s++;break}
if(r<0)return null;n.push({expression:e.slice(t+tt.length,r+1-Kr.length).trim(),offset:t,end:r+1}),t=e.indexOf(tt,s)}else if(t>=
0&&s<t)n.push({literal:e.slice(s,t),offset:s}),s=t;else{n.push({literal:e.slice(s),offset:s});break}return n}function Ki(e){
let t=Tt(e);if(t===null)return null;let[n]=t;if(t.length===1&&n&&"expression"in n)return n.expression;let s=[],r=[];for(let o of t)
"literal"in o?s.push(o.literal.replace(/'/g,"''").replace(/\{/g,"{{").replace(/\}/g,"}}")):(s.push(`{${r.length}}`),r.push(
o.expression));return`format('${s.join("")}'${r.map(o=>`, ${o}`).join("")})`}function es(e){let t=Tt(e);return t!==null&&
t.filter(n=>"expression"in n).length===1&&t.every(n=>!("literal"in n)||/^\s*["']?\s*$/.test(n.literal))}function ts(e){let t=Tt(
e);return t===null?e:t.map(n=>"literal"in n?n.literal:e.slice(n.offset,n.end).replace(/[^\n]/g," ")).join("")}function Bi(e){
let t=new Map,n=[0];for(let o=0;o<e.length;o++)e[o]===`
`&&n.push(o+1);let s=o=>{let i=0,a=n.length-1;for(;i<a;){let l=i+a+1>>1;n[l]<=o?i=l:a=l-1}return`${i+1}:${o-n[i]+1}`},r=(0,Pe.parseDocument)(
e,{uniqueKeys:!1});return(0,Pe.visit)(r,{Scalar(o,i){(0,Pe.isScalar)(i)&&typeof i.value=="string"&&i.range&&t.set(s(i.range[0]),
i.value)}}),t}function nt(e,t){let n=ns(t);for(let s of e)if(s===t)return s;for(let s of e)if(ns(s)===n)return s}function Xi(e){let t=e.
map(n=>n.id);return e.map(n=>n.needs.every(s=>t.includes(s.id))?n:{...n,needs:n.needs.map(s=>({...s,id:nt(t,s.id)??s.id}))})}
function ns(e){return e.replace(/[A-Z]/g,t=>t.toLowerCase())}function Br(e,t){let n=nt(e.jobs.map(r=>r.id),t),s=e.jobs.find(
r=>r.id===n);if(!s)throw new y("job-unknown",`no job '${t}' in ${e.fileName}; jobs: ${e.jobs.map(r=>r.id).join(", ")}`);
return s}function Zi(e,t){let n=Br(e,t).id,s=rs(new Map(e.jobs.map(r=>[r.id,r])),n);return e.jobs.map(r=>r.id).filter(r=>s.
has(r))}function ss(e){let t=new Map;for(let r of Wt(e)){let o=new Set;for(let i of r.needs){let a=t.get(i.id);if(a){o.add(
i.id);for(let l of a)o.add(l)}}t.set(r.id,o)}let n=new Map(e.jobs.map(r=>[r.id,r])),s=e.jobs.map(r=>r.id);return new Map(
s.map(r=>{let o=t.get(r)??rs(n,r);return[r,s.filter(i=>o.has(i))]}))}function rs(e,t){let n=new Set,s=[...e.get(t)?.needs.
map(r=>r.id)??[]];for(;s.length>0;){let r=s.pop();if(n.has(r)||r===t)continue;let o=e.get(r);o&&(n.add(r),s.push(...o.needs.
map(i=>i.id)))}return n}function Wt(e){let t=new Set,n=[],s=new Set(e.jobs.map(o=>o.id)),r=!0;for(;r&&n.length<e.jobs.length;){
r=!1;for(let o of e.jobs)t.has(o.id)||o.needs.every(i=>t.has(i.id)||!s.has(i.id))&&(t.add(o.id),n.push(o),r=!0)}return n}
function st(e,t,n){let s=new Map(e.jobs.map(i=>[i.id,i])),r=new Map([[t,t]]),o=[t];for(let i=o.shift();i!==void 0;i=o.shift())
for(let a of s.get(i)?.needs??[])if(!(r.has(a.id)||!s.has(a.id))){if(r.set(a.id,i),a.id===n){let l=[n];for(let c=i;c!==t;c=
r.get(c))l.unshift(c);return[t,...l]}o.push(a.id)}return null}function rt(e){return e.slice(0,-1).map((t,n)=>`${t} needs\
 ${e[n+1]}`).join(", ")}var Lt={invalid:"workflow-invalid",expression:"expression-invalid",needsUnknown:"needs-unknown",needsCycle:"needs-cycle"};
function L(e,t){return t&&t.line>0?`${e}:${t.line}:${t.column}`:e}function ea(e){let t=[];for(let n of e.jobs)for(let s of n.
steps){let r=s.uses?.text;if(r===void 0||qr(r))continue;let[o="",...i]=r.split("@"),a=i.length<=1&&o.split(/[/\\]/).filter(
l=>l!=="").length>=2?`name the commit it runs: ${o}@<40-hex commit sha>`:"an action is {owner}/{repo}[/path]@ref, ./path\
 (one of this repository) or docker://image";t.push({code:Lt.invalid,severity:"error",path:L(e.fileName,s.uses?.position??
s.position),message:`Expected format {org}/{repo}[/path]@ref. Actual '${r}': GitHub refuses the workflow; ${a}`})}return t}
function qr(e){if(e.startsWith("docker://")||e.startsWith("./")||e.startsWith(".\\"))return!0;let t=e.split("@"),n=(t[0]??
"").split(/[/\\]/).filter(s=>s!=="");return t.length===2&&n.length>=2&&t[1]!==""}function ta(e){let t=[],n=new Map(e.jobs.
map(l=>[l.id,l])),s=e.jobs.map(l=>l.id);for(let l of e.jobs)for(let c of l.needs)n.has(c.id)||t.push({code:Lt.needsUnknown,
severity:"error",path:L(e.fileName,c.position),message:`job '${l.id}' needs '${c.id}', which is not a job in this workfl\
ow; jobs: ${s.join(", ")}`});let r=new Map,o=[],i=new Set,a=l=>{r.set(l,"active"),o.push(l);let c=n.get(l);for(let p of c?.
needs??[]){if(!n.has(p.id))continue;let d=r.get(p.id);if(d==="active"){let f=o.slice(o.indexOf(p.id)),h=Yr(f);if(!i.has(
h)){i.add(h);let g=f.map((b,w)=>`${b} needs ${f[(w+1)%f.length]}`);t.push({code:Lt.needsCycle,severity:"error",path:L(e.
fileName,p.position),message:`needs form a cycle: ${[...f,f[0]].join(" \u2192 ")} (${g.join(", ")}); remove one of these\
 needs`})}}else d===void 0&&a(p.id)}o.pop(),r.set(l,"done")};for(let l of e.jobs)r.has(l.id)||a(l.id);return t}function Yr(e){
return[...e].sort().join("\0")}function ue(e){if(!e.uses)return{kind:"run"};let t=e.uses.text.trim();if(e.ownAction&&t.startsWith("./"))return{kind:"lo\
cal",path:t.replace(/\/+$/,"")};let n=Xr(t);if(n)return{kind:"baton",action:n};if(t.startsWith("./"))return{kind:"local",
path:t.replace(/\/+$/,"")};let[s=""]=t.split("@"),r=s.toLowerCase();return r==="actions/checkout"?{kind:"noop",action:"c\
heckout",reason:"the local checkout is used as it is"}:r.startsWith("actions/setup-")?{kind:"noop",action:"setup",reason:"\
tools on this machine are used"}:{kind:"skip",notice:`${t} cannot run locally; step skipped`}}function Xr(e){let t=os(e);
if(t===null)return null;for(let[n,s]of Object.entries(wn))if(s===t)return n;return null}function os(e){if(e.startsWith("\
./"))return e.slice(2).replace(/\/+$/,"");let t=/^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)((?:\/[^@]*)?)@.+$/.exec(e);return t?.[2]?.
toLowerCase()!==kn?null:(t[3]??"").replace(/^\/|\/+$/g,"")}function se(e){return e.uses!==null&&Zr(e.uses.text)}function Zr(e){
return os(e.trim())===xn}var ee=["claude","codex","gemini","copilot"],ke=Ne(ee),fe={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},Qr=[...new Set(
Object.values(fe).flatMap(e=>e.keyEnv))],eo=["ANTHROPIC_AUTH_TOKEN","ANTHROPIC_FOUNDRY_API_KEY","AWS_SECRET_ACCESS_KEY",
"AWS_SESSION_TOKEN","AWS_BEARER_TOKEN_BEDROCK","AZURE_OPENAI_API_KEY"];function ua(e){return[...Qr,...eo].map(t=>e[t]).filter(
t=>!!t)}var to=N().check(En(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,{message:"must be a model name: letters, digits and \
. _ : / @ -, at most 128 characters"})),no=ae({model:q(to)}),us="--prompt=",cs=128*1024-1-us.length,so=128*1024,is=so-`${J.
args}=`.length-1;function ca(e){let t=e[J.args];if(t===void 0)return;let n=mn(t);if(!(n<=is))throw new y("agent-args-too\
-long",`is ${n} bytes, over the ${is} bytes one environment variable of that name can hold on Linux (128 KiB with its na\
me, MAX_ARG_STRLEN), so the agent CLI cannot start ("Argument list too long"): move long text into a file the CLI reads \
(a system prompt or settings file) and pass only its path, or put it in the prompt`,{where:`${J.args} (the reusable work\
flow's ${He.agentArgs} input)`})}var ot=`"\${${je.handoffPath}%/*}"`,Re=`"$${je.promptPath}"`,Ct=e=>`\${${J.model}:+${e}\
 "$${J.model}"}`,it=["agent_args=()",`if [ -n "\${${J.args}:-}" ]; then`,"  while IFS= read -r arg; do",'    arg="${arg#\
"${arg%%[![:space:]]*}"}"','    arg="${arg%"${arg##*[![:space:]]}"}"','    if [ -n "$arg" ]; then agent_args+=("$arg"); \
fi',`  done <<< "$${J.args}"`,"fi"],at='${agent_args[@]+"${agent_args[@]}"}';function ps(e){let{cli:t,npmPackage:n}=fe[e];
return`the ${t} CLI is not installed (no ${t} on PATH): install its npm package, npm install --global ${n}@<version> (ba\
ton-stage.yml installs it at agent-version)`}var ut="baton: ",fs=e=>`the prompt is ${e} bytes; copilot takes it as one a\
rgument, at most ${cs} bytes: shorten it (max-prompt-tokens) or use another agent`;function ro(e,t){if(t===ps(e))return!0;
let n=/^the prompt is (\d{1,20}) bytes;/.exec(t)?.[1];return e==="copilot"&&n!==void 0&&t===fs(n)}function lt(e){let{cli:t}=fe[e];
return[`if ! command -v ${t} >/dev/null 2>&1; then`,`  echo "${ut}${ps(e)}" >&2`,"  exit 127","fi"]}function as(e,t,n=""){
return[`if [ -z "\${${t}:-}" ] && [ -n "\${${e}:-}" ]${n}; then`,`  export ${t}="$${e}"`,"fi"]}var oo={claude:[...lt("cl\
aude"),'if [ "$EUID" -eq 0 ]; then',"  export IS_SANDBOX=1","fi",...it,"exec claude -p \\","  --output-format stream-jso\
n --verbose \\","  --permission-mode bypassPermissions \\",`  --add-dir ${ot} \\`,`  ${Ct("--model")} \\`,`  ${at} \\`,`\
  < ${Re}`].join(`
`),codex:[...lt("codex"),...as("OPENAI_API_KEY","CODEX_API_KEY"),...it,"exec codex exec \\","  --json \\","  --sandbox w\
orkspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${ot} \\`,`  ${Ct("--model")} \\`,`  ${at} \\`,`  - < ${Re}`].
join(`
`),gemini:[...lt("gemini"),'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',...as("GOOGLE_API_K\
EY","GEMINI_API_KEY",' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),...it,"exec gemini \\","  --output-format json \
\\","  --approval-mode yolo \\",`  --include-directories ${ot} \\`,`  ${Ct("--model")} \\`,`  ${at} \\`,"  -p 'Carry out\
 the task above.' \\",`  < ${Re}`].join(`
`),copilot:[...lt("copilot"),`prompt_bytes=$(wc -c < ${Re})`,`if [ "$prompt_bytes" -gt ${cs} ]; then`,`  echo "${ut}${fs(
"$prompt_bytes")}" >&2`,"  exit 2","fi",...it,"exec copilot \\",`  ${us}"$(cat ${Re})" \\`,"  --output-format=json \\","\
  --allow-all-tools \\","  --no-ask-user \\",`  --add-dir=${ot} \\`,`  \${${J.model}:+--model="$${J.model}"} \\`,`  ${at}`].
join(`
`)};function Ft(e,t=`input ${u.agent}`){let n=ke.safeParse(e);if(n.success)return n.data;throw new y("agent-preset-unkno\
wn",`"${e}" is not an agent preset; use one of ${ee.join(", ")}, or give the command in \`run\``,{where:t})}function pa(e,t={}){
let n=Ft(e),s=no.safeParse(t);if(!s.success){let o=s.error.issues[0];throw new y("agent-preset-options",`agent ${n}: ${o?.
path.join(".")||"options"} ${o?.message}`,{where:`agent ${n}`})}let r={};return s.data.model!==void 0&&(r[J.model]=s.data.
model),{script:oo[n],env:r}}function Ut(e,t){let n=Ft(e),s=[];switch(n){case"claude":return{...bs(pe(t),s),problems:s};case"\
codex":return{...lo(t,s),problems:s};case"gemini":return{...po(t,s),problems:s};case"copilot":return{...fo(t,s),problems:s}}}
function fa(e,t){let n=ke.safeParse(e);if(!n.success)throw new y("agent-preset-unknown",`"${e}" is not an agent preset; \
use one of ${ee.join(", ")}: the one whose CLI wrote the \`${u.agentOutput}\` file`,{where:`input ${u.agent}`});if(n.data!==
"claude")return Ut(n.data,t);let s=[],r=pe(t),o=r.some(Me)?r:ms(t);return{...bs(o,s),problems:s}}function da(e,t){return Ut(
e,t).usage}function ga(e,t){return Ut(e,t).finalText}function ma(e,t){let n=Ft(e),s=io(n,t);if(s!==null&&s.trim()!=="")return{
source:"cli",text:s};let r=t.split(`
`);for(let o=r.length-1;o>=0;o--){let i=r[o].trimEnd(),a=i.slice(ut.length);if(i.startsWith(ut)&&ro(n,a))return{source:"\
script",text:a}}return null}function io(e,t){switch(e){case"claude":{let n=ce(pe(t),Me);return n&&ds(n)?gs(n):null}case"\
codex":{let n=pe(t),s=ce(n,o=>o.type==="turn.failed"&&T(o.error)),r=T(s?.error)?s.error.message:ce(n,o=>o.type==="error")?.
message;return typeof r=="string"?r:null}case"gemini":{let n=ys(t)?.error;return T(n)&&typeof n.message=="string"?n.message:
null}case"copilot":{let n=ce(pe(t),s=>s.type==="session.error")?.data;return T(n)&&typeof n.message=="string"?n.message:
null}}}function ds(e){return e.is_error===!0||typeof e.subtype=="string"&&e.subtype.startsWith("error")}function gs(e){if(typeof e.
result=="string"&&e.result.trim()!=="")return e.result;let t=Array.isArray(e.errors)?e.errors.filter(n=>typeof n=="strin\
g"):[];return t.length>0?t.join("; "):typeof e.subtype=="string"?e.subtype:null}function ha(e,t){if(e!=="claude")return null;
let n=pe(t),s=ce(n.some(Me)?n:ms(t),Me);if(!s||!ds(s))return null;let r=typeof s.subtype=="string"&&/^[a-z_]{1,64}$/.test(
s.subtype)?s.subtype:null;return{text:gs(s)??"",subtype:r}}function ba(e={}){return["## Handing off","",`When you are do\
ne, write your handoff as one JSON object to ${e.handoffPath?`\`${e.handoffPath}\` (also in the environment variable \`${je.
handoffPath}\`)`:`the path in the environment variable \`${je.handoffPath}\``}:`,"","```json",`{"version": ${bn}, "statu\
s": "success", "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": {"key": \
"value"}}`,"```","",`- \`summary\` is required (at most ${me.summaryBytes} bytes); \`status\` is one of success, partial, \
blocked, failure.`,'- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage id>", "\
reason": "\u2026"}` to hand off to a specific stage.',`- If you cannot write files, print the same JSON as the last thin\
g you say, between a line \`${Pt.start}\` and a line \`${Pt.end}\`.`,...e.dataSchema===void 0?[]:["- This stage's `data`\
 must follow the JSON Schema below (every value a string; a pattern is an ECMAScript regular expression; lengths are in \
UTF-8 bytes), or the handoff is refused:","",Mn(Rn(e.dataSchema),"json")]].join(`
`)}function T(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function pe(e){let t=[];for(let n of e.split(`
`)){let s=n.trim();if(s.startsWith("{"))try{let r=JSON.parse(s);T(r)&&t.push(r)}catch{}}return t}function ms(e){let t=e.
trim();if(t.startsWith("[")&&t.endsWith("]"))try{let o=JSON.parse(t);if(Array.isArray(o))return o.filter(T)}catch{}let n=[],
s=e.split(`
`),r=-1;for(let o=0;o<s.length;o++){let i=s[o].replace(/\r$/,"");if(i==="  {")r=o;else if(r!==-1&&(i==="  }"||i==="  },")){
try{let a=JSON.parse(`${s.slice(r,o).join(`
`)}
}`);T(a)&&n.push(a)}catch{}r=-1}}return n}function ce(e,t){for(let n=e.length-1;n>=0;n--){let s=e[n];if(t(s))return s}}var F=(e,t)=>({
key:t,value:e[t]});function hs(e){return typeof e=="number"||typeof e=="boolean"?String(e):typeof e=="string"?"a string":
Array.isArray(e)?"a list":"an object"}function Jt(e,t){return{code:Ve.usageRefused,severity:"warning",path:`agent.usage.${e}`,
message:`${t}; ${e} is not recorded`}}function we(e,t,n,s){let r;for(let{key:o,value:i}of n)if(i!=null){if(typeof i!="nu\
mber"||!Number.isSafeInteger(i)||i<0){s.push(Jt(t,`${e} reported ${hs(i)} as ${o}, which is not a whole number from 0 to\
 ${Number.MAX_SAFE_INTEGER}`));return}if(r=(r??0)+i,!Number.isSafeInteger(r)){s.push(Jt(t,`the ${t} ${e} reported add up\
 to more than ${Number.MAX_SAFE_INTEGER}`));return}}return r}function ao(e,{key:t,value:n},s){if(n!=null){if(typeof n=="\
number"&&Number.isFinite(n)&&n>=0&&n<=me.usageCostUsd)return n;s.push(Jt("cost_usd",`${e} reported ${hs(n)} as ${t}, whi\
ch is not an amount from 0 to ${me.usageCostUsd} USD`))}}function ct(e){let t={};return e.input!==void 0&&(t.input_tokens=
e.input),e.output!==void 0&&(t.output_tokens=e.output),e.cost!==void 0&&(t.cost_usd=e.cost),Object.keys(t).length===0?null:
t}function bs(e,t){let n=ce(e,Me);if(!n)return{finalText:null,usage:null};let s=T(n.modelUsage)?Object.values(n.modelUsage).
filter(T):[],r=T(n.usage)?n.usage:{},[o,i]=s.length>0?[s.flatMap(a=>[F(a,"inputTokens"),F(a,"cacheCreationInputTokens"),
F(a,"cacheReadInputTokens")]),s.map(a=>F(a,"outputTokens"))]:[[F(r,"input_tokens"),F(r,"cache_creation_input_tokens"),F(
r,"cache_read_input_tokens")],[F(r,"output_tokens")]];return{finalText:typeof n.result=="string"?n.result:null,usage:ct(
{input:we("claude","input_tokens",o,t),output:we("claude","output_tokens",i,t),cost:ao("claude",F(n,"total_cost_usd"),t)})}}
function Me(e){return e.type==="result"}function lo(e,t){let n=pe(e),r=ce(n,a=>a.type==="item.completed"&&uo(a.item))?.item?.
text,o=n.filter(a=>a.type==="turn.completed"&&T(a.usage)),i=a=>o.map(l=>F(l.usage,a));return{finalText:typeof r=="string"?
r:null,usage:ct({input:we("codex","input_tokens",i("input_tokens"),t),output:we("codex","output_tokens",i("output_tokens"),
t)})}}function uo(e){return T(e)&&(e.type==="agent_message"||e.item_type==="assistant_message")}var co=4;function ys(e){
let t=e.length;for(let n=0;n<co&&t>0;n++){let s=e.lastIndexOf(`
{`,t-1),r=s===-1?0:s+1;if(e[r]!=="{")return null;try{let o=JSON.parse(e.slice(r));if(T(o)&&("response"in o||"stats"in o||
"error"in o))return o}catch{}if(s===-1)return null;t=s}return null}function po(e,t){let n=ys(e),s=n?.stats,o=(T(s)&&T(s.
models)?Object.values(s.models):[]).map(i=>T(i)&&T(i.tokens)?i.tokens:{});return{finalText:typeof n?.response=="string"?
n.response:null,usage:ct({input:we("gemini","input_tokens",o.map(i=>F(i,"prompt")),t),output:we("gemini","output_tokens",
o.flatMap(i=>[F(i,"candidates"),F(i,"thoughts")]),t)})}}function fo(e,t){let n=pe(e),s=ce(n,o=>o.type==="assistant.messa\
ge")?.data?.content,r=n.filter(o=>o.type==="assistant.message"&&T(o.data));return{finalText:typeof s=="string"?s:null,usage:ct(
{output:we("copilot","output_tokens",r.map(o=>F(o.data,"outputTokens")),t)})}}var zt=["actions","artifact-metadata","attestations","checks","contents","deployments","discussions","issues","packages",
"pages","pull-requests","repository-projects","statuses","security-events","id-token","models","vulnerability-alerts"],go=new Set(
["models","vulnerability-alerts"]),ws={none:0,read:1,write:2};function pt(e){if(e===null)return null;let t=new Map,n=(s,r)=>t.
set(s,go.has(s)&&r==="write"?"read":r);if(e.kind==="literal"){let s=e.value==="write-all"?"write":e.value==="read-all"?"\
read":null;if(s===null)return null;for(let r of zt)n(r,s);return t}if(e.kind!=="mapping")return null;for(let s of zt)t.set(
s,"none");for(let s of e.entries){if(s.value.kind!=="literal")return null;let r=String(s.value.value);if(r!=="none"&&r!==
"read"&&r!=="write")return null;n(s.key,r)}return t}function ks(e,t){let n=zt.filter(r=>ws[e.get(r)??"none"]>ws[t.get(r)??
"none"]);if(n.length===0)return null;let s=r=>n.map(o=>`${o}: ${r.get(o)??"none"}`).join(", ");return`requesting '${s(e)}\
', but is only allowed '${s(t)}'`}function xs(e,t,n){let s=pt(e.permissions);if(s!==null)return{levels:s,from:`jobs.${e.
id}.permissions of ${t.fileName}`};let r=pt(t.permissions);return r!==null?{levels:r,from:`the permissions: of ${t.fileName}`}:
n}function Te(e){return e.jobs.some(se)?{...e,jobs:e.jobs.map(t=>se(t)?bo(t):t)}:e}var Ss=/^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$/,
Ps=ee.flatMap(e=>[...fe[e].keyEnv]),$s="stage",mo=60,ho=["status","next","present","data","sha256","artifact-id"],Dt=[u.
stage,u.prompt,u.promptFile,u.agent,u.run,u.needs,u.handoff,u.onInvalid,u.dataSchema,u.vars,u.verify,u.attempts,u.maxHandoffs,
u.maxPromptTokens,u.redact,u.retentionDays,u.workingDirectory];function bo(e){let t=e.uses,n=t.position,s=e.with,r={};for(let d of Dt){
let f=s[d];f!==void 0&&(r[d]=f)}let o={},i=s.model;i!==void 0&&(o[J.model]=i);let a=s[He.agentArgs];a!==void 0&&(o[J.args]=
a);let l=s[u.agent];for(let d of ee)for(let f of fe[d].keyEnv){let h=yo(e,f);if(h===null||l===void 0)continue;let g=`(${Os(
l)}) == '${d}' && (${h}) || ''`;o[f]={text:`\${{ ${g} }}`,expression:g,position:n}}let c={index:0,id:$s,name:null,if:{expression:"\
success()",text:null,position:null},run:null,uses:{text:ko(t.text.trim()),position:n},with:r,env:o,shell:null,workingDirectory:null,
continueOnError:!1,timeoutMinutes:null,position:n},p={};for(let d of ho){let f=`steps.${$s}.outputs['${d}']`;p[d]={text:`\
\${{ ${f} }}`,expression:f,position:n}}return{...e,env:{},outputs:p,timeoutMinutes:wo(s["timeout-minutes"],n),defaults:null,
steps:[c],stageWorkflow:!0}}function yo(e,t){if(e.secrets==="inherit")return`secrets.${t}`;let n=e.secrets[t];return n===
void 0?null:Os(n)}function Os(e){return e.expression??`'${e.text.replaceAll("'","''")}'`}function wo(e,t){if(e===void 0)
return{kind:"literal",value:mo,position:t};if(e.expression!==null)return{kind:"expression",expression:e.expression,text:e.
text,position:e.position};let n=e.text.trim(),s=n===""?Number.NaN:Number(n);return{kind:"literal",value:Number.isFinite(
s)?s:n,position:e.position}}function ko(e){if(e.startsWith("./"))return"./";let t=e.indexOf("@"),[n="",s=""]=e.slice(0,t).
split("/");return`${n}/${s}${e.slice(t)}`}function js(e,t){return se(t)&&!e.jobs.some(n=>n.id===$n)}function vs(e,t){let n=i=>i===
void 0?[]:i.expression!==null?null:i.text.split(/[\s,]+/).filter(Boolean),s=n(e);if(s===null)return null;let r=new Set,o=[
...s];for(let i=o.pop();i!==void 0;i=o.pop()){if(r.has(i))continue;r.add(i);let a=t(i);if(a===void 0)continue;let l=a.callsStageWorkflow?
n(a.needsInput):a.upstreamStages;if(l===null)return null;o.push(...l)}return r}function Es(e,t,n,s){return`${e}: on GitH\
ub, a stage run by baton's stage workflow reads only the stages its needs input names and those they read; add ${t} to w\
ith.needs of job '${n}' (now: ${s?.text.trim()||"none"})`}var Vt=10,ft=".github/workflows/";function Ns(e){let t=e.trim();if(!t.startsWith("./"))return null;let n=[];for(let s of t.
slice(2).split("/"))s===""||s==="."||(s===".."?n.pop():n.push(s));return n.join("/")}function As(e){return e.replaceAll(
"/","-")}function R(e){return e.slice(e.lastIndexOf("/")+1)}function Gt(e,t){return e.flatMap(n=>[n,...Gt(t(n)?.jobs??[],
t)])}function Is(e,t,n,s){let r=[],o=new Set([e.fileName]),i=(a,l,c,p,d)=>{let f=ss(a),h=new Set(a.jobs.map(g=>g.id));for(let g of Wt(
a)){let b=`${l}${g.id}`,w={id:b,job:g,workflow:a,calledBy:c,needs:g.needs.filter(M=>h.has(M.id)).map(M=>`${l}${M.id}`),upstream:(f.
get(g.id)??[]).map(M=>`${l}${M}`),call:null,skip:null};if(r.push(w),g.uses===null||g.stageWorkflow===!0)continue;let x=g.
uses.text.trim(),k=Ns(x),v=M=>s.push({code:$.workflowCallInvalid,severity:"error",path:L(a.fileName,g.uses?.position??g.
position),message:`jobs.${g.id}: ${M}`});if(k===null){w.skip=`${x}: reusable workflows of other repositories do not run \
locally`;continue}if(!k.startsWith(ft)||k.slice(ft.length).includes("/")){v(`uses: ${x}: a reusable workflow of this rep\
ository must be a file of ${ft} (./${ft}<file>.yml), as GitHub requires`);continue}let C=p.indexOf(k);if(C>=0){v(`uses: ${x}\
: calls form a cycle: ${[...p.slice(C),k].join(" \u2192 ")}`);continue}if(p.length>=Vt){v(`uses: ${x}: too deep: ${[...p,
k].join(" \u2192 ")}; GitHub connects at most ${Vt} levels of workflows (the caller and ${Vt-1} called ones)`);continue}
let E=t.get(k);if(E===void 0||"unreadable"in E){v(`uses: ${x}: ${E?.unreadable??"the workflow was not read"}`);continue}
if(o.has(E.fileName)||(o.add(E.fileName),s.push(...E.problems)),E.call===void 0){Object.keys(E.on).length===0&&E.problems.
some(oe=>oe.severity==="error")||v(`uses: ${x}: ${k} is not a reusable workflow: its on: has no workflow_call, and GitHu\
b calls only a workflow whose on: has workflow_call`);continue}$o(a,g,k,E.call,n,s);let U=xs(g,a,d);xo(E,x,U,s);let H=Te(
E);w.call={path:k,workflow:H,jobs:[]};let re=r.length;i(H,`${b}/`,b,[...p,k],U),w.call.jobs=r.slice(re).filter(M=>M.calledBy===
b).map(M=>M.id)}};return i(e,"",null,[Ns(`./${e.fileName}`)??e.fileName],null),r}function xo(e,t,n,s){if(n===null)return;
let r=(o,i)=>{let a=pt(o),l=a===null?null:ks(a,n.levels);if(o===null||l===null)return;let c=L(e.fileName,o.position),p=`${i}\
 is ${l} by ${n.from}, which calls it (uses: ${t}); GitHub refuses the call. Ask for no more than the caller allows, or \
give the calling job the permissions`;s.some(d=>d.path===c&&d.message===p)||s.push({code:$.workflowCallInvalid,severity:"\
error",path:c,message:p})};r(e.permissions,"the workflow");for(let o of e.jobs)r(o.permissions,`the nested job '${o.id}'`)}
function $o(e,t,n,s,r,o){let i=d=>L(e.fileName,d??t.uses?.position??t.position),a=(d,f)=>o.push({code:$.workflowCallInvalid,
severity:"error",path:d,message:`jobs.${t.id}: ${f}`}),l=Object.keys(s.inputs);for(let[d,f]of Object.entries(t.with)){let h=Ms(
s,d);if(h===void 0){a(i(f.keyPosition??f.position),`with.${d}: ${n} declares no such input (on.workflow_call.inputs)${le(
d,l)}; its inputs: ${l.join(", ")||"(none)"}`);continue}let g=Ht(h,d,f,n);g!==null&&a(i(f.position),g)}for(let d of Object.
values(s.inputs))!d.required||Ts(t.with,d.name)!==void 0||a(i(t.uses?.position),`input '${d.name}' is required by ${n} (\
on.workflow_call.inputs.${d.name}); give it in with:${d.default===null?"":" (GitHub requires it of every call, its defau\
lt notwithstanding)"}`);let c=Object.keys(s.secrets);if(t.secrets==="inherit"){if(r===null)return;let d=new Set(r.names.
map(f=>f.toUpperCase()));for(let[f,h]of Object.entries(s.secrets))!h.required||d.has(f.toUpperCase())||a(i(t.uses?.position),
`secret ${f} is required by ${n} and passed by secrets: inherit, but this run has no ${f}; pass ${r.words.passSecret(f)}\
 (with ${f} set in the environment)`);return}let p=new Set(Object.keys(t.secrets).map(d=>d.toUpperCase()));for(let[d,f]of Object.
entries(t.secrets))c.some(h=>h.toUpperCase()===d.toUpperCase())||a(i(f.keyPosition??f.position),`secrets.${d}: ${n} decl\
ares no such secret (on.workflow_call.secrets)${le(d,c)}; its secrets: ${c.join(", ")||"(none)"}`);for(let[d,f]of Object.
entries(s.secrets))!f.required||p.has(d.toUpperCase())||a(i(t.uses?.position),`secret ${d} is required by ${n} (on.workf\
low_call.secrets.${d}); pass it in secrets: (or secrets: inherit)`)}function Ht(e,t,n,s){if(n.expression!==null)return null;
try{return Rs(e,_s(n),s),null}catch(r){if(!(r instanceof y))throw r;return`with.${t}: ${r.message}`}}function _s(e){switch(e.
literal){case"number":return Number(e.text);case"boolean":return e.text==="true";case"null":return null;default:return e.
text}}function Rs(e,t,n){let s=t==null?"":typeof t=="string"?t:JSON.stringify(t),r=(o,i)=>{let a=t==null?"null":typeof t==
"string"?"a string":typeof t;return new y("input-invalid",`input '${e.name}' of ${n} is a ${o}; got ${JSON.stringify(s)}\
, ${a==="null"?"null":a}, which GitHub refuses ("Unexpected value '${s}'": it converts nothing to a ${o}); write ${i}`)};
switch(e.type){case"boolean":if(typeof t=="boolean")return t;throw r("boolean","true or false unquoted, or an expression\
 whose value is a boolean (${{ x == 'true' }})");case"number":if(typeof t=="number"&&Number.isFinite(t))return t;throw r(
"number","the number unquoted, or an expression whose value is a number (${{ fromJSON(x) }})");default:return t==null?"":
typeof t=="string"?t:String(t)}}function Ms(e,t){let n=t.toLowerCase();return Object.values(e.inputs).find(s=>s.name.toLowerCase()===
n)}function Ts(e,t){let n=t.toLowerCase(),s=Object.keys(e).find(r=>r.toLowerCase()===n);return s===void 0?void 0:e[s]}function Ws(e,t,n,s){
let r={};for(let[o,i]of Object.entries(t.with)){let a=Ms(n,o)?.type;r[o]=i.expression===null?_s(i):a==="number"||a==="bo\
olean"?e.evaluate(i.expression,s(o,i)):e.evaluateString(i.expression,s(o,i))}return r}function Ls(e,t,n){let s={};for(let r of Object.
values(e.inputs)){let o=Ts(t,r.name);o!==void 0?s[r.name]=Rs(r,o,n):r.default!==null?s[r.name]=r.default:s[r.name]=r.type===
"boolean"?!1:""}return s}function Cs(e){return`${e==="stage"?"it is a stage of this job itself":"it is this job itself"}\
: a prompt reads only stages of jobs that finish before it; a retry's previous attempt is {{attempt.previous}}`}function Js(e,t,n){
if(n===t)return{kind:"self"};let s=h=>{let g=[h];for(let b=e(h)?.calledBy??null;b!==null;b=e(b)?.calledBy??null)g.push(b);
return g},r=s(t),o=s(n),i=h=>e(h)?.calledBy??null,a=t,l=n;e:for(let h of r)for(let g of o)if(i(h)===i(g)){a=h,l=g;break e}
if(a===l)return{kind:"after",text:`job '${n}' is the call that runs this job, and finishes after it`};let c=e(a)?.workflow,
p=a.slice(0,a.length-R(a).length),d=c?st(c,R(l),R(a)):null,f=(h,g)=>h===g?"":` (a job of the call '${h}')`;if(d!==null){
let h=rt(d.map(g=>`${p}${g}`));return{kind:"after",text:a===t&&l===n?`job '${n}' runs after this job: ${h}`:`job '${n}'${f(
l,n)} runs after ${a===t?"this job":`the call '${a}' that runs this job`}: ${h}`}}return a===t?{kind:"add",need:R(l),needsOf:`\
jobs.${R(t)}.needs`}:{kind:"outside",text:`a job of a called workflow can need only the jobs of its own file; add '${R(l)}\
' to jobs.${R(a)}.needs, of the call '${a}' that runs this job, to read it`}}var dt={true:["true","True","TRUE"],false:["false","False","FALSE"]},So=[...dt.true,...dt.false].join(", ");function We(e,t,n){
let s=(t??"").trim();if(s==="")return n;if(dt.true.includes(s))return!0;if(dt.false.includes(s))return!1;throw new y("in\
put-invalid",`${JSON.stringify(s)} is not one of ${So}`,{where:e})}function Fs(e,t){if(e.expression!==null)return[];let n=[],s=/[^\s,]+/g;for(let r=s.exec(e.text);r!==null;r=s.exec(e.text)){
let o=Kt(r[0],t);o!==null&&n.push({offset:r.index,message:`needs: ${o}`})}return n}function Kt(e,t){let n=JSON.stringify(
e);if(!ie.test(e))return`${n} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`;if(t.upstreamStages.
includes(e)||t.unknown||Bt(e,t)!==void 0)return null;let s=Oo(t),r=t.jobs.get(e),o=r?.stages?.includes(e)??!1;if(r!==void 0&&
!o&&t.upstreamJobs.includes(e)){let l=r.stages===null?`${e}-<matrix values>, known when the run expands its matrix`:r.stages.
join(", ");return`${n} is ${r.matrix?"the matrix job":"job"} ${e}, not a stage: name ${r.matrix?"its legs":"its stage"} \
(${l}); upstream stages: ${s}`}let i=r!==void 0&&!o?e:Po(e,t);if(i!==void 0){let l=i===e&&!o,c="a stage needs only stage\
s of jobs that finish before it";if(i===t.job)return`${n} is ${l?"this job":"a stage of this job"} itself: ${c}; upstrea\
m stages: ${s}`;let p=l?`job '${i}'`:`a stage of job '${i}'`,d=t.runsAfter(i);return d!==null?`${n} is ${p}, which runs \
after job '${t.job}' (${rt(d)}): ${c}; upstream stages: ${s}`:`${n} is ${p}, which is not upstream of job '${t.job}' (ad\
d '${i}' to jobs.${t.job}.needs); upstream stages: ${s}`}let a=ne(e,t.upstreamStages);return`${n} is not a stage upstrea\
m of job '${t.job}'${a?` (did you mean ${a}?)`:""}; upstream stages: ${s}`}function Bt(e,t){let n;for(let s of t.openMatrices)
e.startsWith(`${s}-`)&&s.length>(n?.length??0)&&(n=s);return n}function Po(e,t){let n;for(let[s,r]of t.jobs){if(r.stages?.
includes(e))return s;r.stages===null&&r.matrix&&e.startsWith(`${s}-`)&&s.length>(n?.length??0)&&(n=s)}return n}function Oo(e){
let t=[...e.upstreamStages,...e.openMatrices.map(n=>`${n}-*`)];return t.length>0?t.join(", "):"(none)"}var gt={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},jo=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function Us(e){return jo.get(e.toLowerCase())??""}var vo="$ErrorActionPreference \
= 'stop'",Eo="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",No="bash",Ja="bash -e {0}",Ds=[
"cmd","powershell"];function Ao(e){let t=(e??"").trim().toLowerCase();return Ds.find(n=>n===t)??null}function Fa(e,t){return`\
shell: ${e} exists only on Windows runners; baton runs this step here, on ${t}, where there is no ${e} (a ${t} runner fa\
ils it too: "${e}: command not found"). Use ${e==="powershell"?"pwsh":"bash (or sh, pwsh, python)"}, or give the step if\
: runner.os == 'Windows' to skip it here`}var Io=`${Object.keys(gt).join(", ")}, ${Ds.join(", ")} (Windows only), or a c\
ommand containing {0} (e.g. "perl {0}")`;function Vs(e){Ao(e)===null&&Gs(e,Io)}var _o=`${Object.keys(gt).join(", ")}, or\
 a command containing {0} (e.g. "perl {0}")`;function qt(e){return Gs(e,_o)}function Gs(e,t){let n=(e??"").trim()||No;if(Object.
hasOwn(gt,n)){let i=gt[n],[a,...l]=zs(i.template);return{file:a,args:l,extension:Us(a)}}if(!n.includes("{0}"))throw new y(
"input-invalid",`${JSON.stringify(n)} is not one of ${t}`,{where:"shell"});let s=zs(n),[r,...o]=s;if(r===void 0||r.includes(
"{0}"))throw new y("input-invalid",`${JSON.stringify(n)} must start with a program, then {0} for the script`,{where:"she\
ll"});return{file:r,args:o,extension:Us(r)}}function Ua(e,t){switch(e.file){case"pwsh":case"powershell":return`${vo}
${t}
${Eo}`;case"cmd":return`@echo off
${t}`;default:return t.endsWith(`
`)?t:`${t}
`}}function za(e,t){return e.args.map(n=>n.replaceAll("{0}",t))}function zs(e){let t=[],n="",s=!1,r=null;for(let o of e){
if(r){o===r?r=null:n+=o;continue}o==='"'||o==="'"?(r=o,s=!0):/\s/.test(o)?(s&&t.push(n),n="",s=!1):(n+=o,s=!0)}if(r)throw new y(
"input-invalid",`${JSON.stringify(e)} has an unterminated ${r} quote`,{where:"shell"});return s&&t.push(n),t}function Hs(e,t){return t(Kn(e))}async function Xa(e,t,n){let s=t.problems.map(x=>Bs(x,e)),r=Mo(t.outcome,e),o=(x,k)=>{let v=Ks(x,e.redact,k);return s.push(
...v.problems),v.text},i=o(t.prompt,"prompt.md"),a=t.agent?o(t.agent.output,"agent.log"):void 0,l=e.agent?.kind==="comma\
nd"?o(e.agent.command,"agent.command"):null,c=t.verify?{...t.verify,command:o(t.verify.command,"verify.command")}:null,p=t.
agent?.startedAt??t.startedAt,d=t.agent?.finishedAt??t.finishedAt,f=t.outcome.reason!=="completed",h=Ro(t.usage,s),g=x=>n.
workspace.sha256(x),b={schema:hn.record,stage:e.stage,job:e.job,matrix:e.matrix,attempt:t.attempt,repair:t.repair,hop:t.
hop,run:e.run,agent:{command:l,preset:e.agent?.kind==="preset"?e.agent.preset:null,exit_code:t.agent?.exitCode??null,started_at:p.
toISOString(),finished_at:d.toISOString(),duration_ms:Math.max(0,d.getTime()-p.getTime()),usage:h},verify:c,status:f?"fa\
ilure":t.handoff?.status??"success",outcome:{reason:r.reason,message:r.message},present:t.handoff!==null,digests:{handoff:t.
handoff?Hs(t.handoff,g):null,prompt:g(i)},lineage:t.lineage,...t.parent?{parent:t.parent}:{},problems:s},w=await n.store.
put({record:b,prompt:i,handoff:t.handoff,...a===void 0?{}:{log:a},...t.files&&t.files.length>0?{files:t.files}:{}});return{
record:b,ref:w,handoff:t.handoff,logged:a!==void 0,outcome:r}}function Ro(e,t){if(e===null)return null;let n={};for(let[
s,r]of Object.entries(e)){let o=Gn.safeParse({[s]:r});if(o.success){n[s]=r;continue}let i=o.error.issues.map(a=>a.message).
join("; ");t.push({code:Ve.usageRefused,severity:"warning",path:`agent.usage.${s}`,message:`the agent\u2019s usage cannot be \
stored (${i}); ${s} is not recorded`})}return Object.keys(n).length===0?null:n}function Ks(e,t,n){let s=Ie(e,t);return{text:s.
text,problems:s.redactions.length===0?[]:[{code:Sn.problemCode,severity:"warning",path:n,message:Wn(s.redactions)}]}}function Yt(e,t){
return Ie(e,t.redact).text}function Bs(e,t){return{...e,path:Yt(e.path,t),message:Yt(e.message,t)}}function Mo(e,t){if(e.
message===null)return e;let n=Yt(e.message,t);return"problems"in e?{...e,message:n,problems:e.problems.map(s=>Bs(s,t))}:
{...e,message:n}}function mt(e){let t=e.split(/\r?\n/).map(n=>n.trim()).filter(n=>n.length>0);return[...new Set(t)]}function rl(e,t){if(t>=e)return null;let n=`${e} ${e===1?"value":"values"} to redact`,s=t===0?`none of ${e===1?"it":"the\
m"}`:`${t} of them`;return new y("redact-not-given",`prepare was given ${n} and capture was given ${s}: give capture the\
 same ${u.redact} input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the val\
ues it is given; nothing was stored`,{where:u.redact})}var G={attempts:{min:1,max:me.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},To=Ne(he.handoff),Wo=Ne(he.onInvalid),Lo=An("kind",[ae({kind:Be("command"),command:N().check(Ee(1))}),ae({kind:Be(
"preset"),preset:ke})]),qs=ae({stage:qe,job:Q(N()),matrix:q(Ke(N(),It())),open:q(Be(!0)),place:q(In(be(xe().check($e(),vn()))))}),
Co=ae({stage:qe,job:N().check(Ee(1)),matrix:Q(Ke(N(),It())),template:Q(ae({text:N(),source:N()})),upstream:be(qs),expandLineage:At(),
needs:be(qe),handoff:To,onInvalid:Wo,dataSchema:q(_n),agent:Q(Lo),shell:N(),workingDirectory:N().check(Ee(1)),verify:Q(N()),
attempts:xe().check($e(),Et(G.attempts.min),vt(G.attempts.max)),maxHandoffs:xe().check($e(),Et(G.maxHandoffs.min),vt(G.maxHandoffs.
max)),parentRun:Q(N().check(Ee(1))),maxPromptTokens:Q(xe().check($e(),Nt())),retentionDays:Q(xe().check($e(),Nt())),inputs:Ke(
N(),N()),github:Xn,redact:be(N()),workflowJobs:Q(be(N())),workflowUnread:q(N()),madeEvent:q(N()),madeEventRun:q(N()),trustCheckout:q(
At()),run:Hn}),Xt="the stage id holds the value of a secret; a stage id names directories and artifacts, which are not r\
edacted",te={bothPrompts:`give either \`${u.prompt}\` or \`${u.promptFile}\`, not both`,noPrompt:`one of \`${u.prompt}\` \
or \`${u.promptFile}\` is required`,outputWithoutAgent:`is given without \`${u.agent}\`, here or on its prepare step: nam\
e the CLI whose output the file holds (${ee.slice(0,-1).join(", ")} or ${ee.at(-1)}), so capture can read its usage`,bothAgents:`\
give either \`${u.run}\` (a command) or \`${u.agent}\` (a preset), not both`,noAgent:`one of \`${u.run}\` (the agent's co\
mmand) or \`${u.agent}\` (a preset) is required`};function $l(e,t){let n=[],s=S=>{let P=e[S];if(P===void 0)return null;let O=P.
trim();return O===""?null:O},r=(S,P)=>n.push({input:S,message:P}),o=(S,P,O)=>{try{return P()}catch(W){if(W instanceof y)
return r(W.where??S,W.message),O;throw W}},i=Ho(s(u.stage),t,r),a=ht(u.handoff,s(u.handoff),he.handoff,"optional",r),l=ht(
u.onInvalid,s(u.onInvalid),he.onInvalid,"fail",r),c=de(u.attempts,s(u.attempts),G.attempts,1,r),p=de(u.maxHandoffs,s(u.maxHandoffs),
G.maxHandoffs,me.defaultMaxHandoffs,r),d=t.parentRun!==void 0?t.parentRun:Go(s,r),f=de(u.maxPromptTokens,s(u.maxPromptTokens),
G.maxPromptTokens,null,r),h=de(u.retentionDays,s(u.retentionDays),G.retentionDays,null,r),g=s(u.shell)??"bash";o(u.shell,
()=>qt(g),null);let b=Xs(u.trustCheckout,s(u.trustCheckout),r),w=s(u.workingDirectory)??".";w.includes("\0")&&r(u.workingDirectory,
"must not contain a NUL character");let x=s(u.verify),k=o(u.vars,()=>Uo(e[u.vars]??"",t),{}),v=o(u.dataSchema,()=>zo(e[u.
dataSchema]??"",t),void 0),C=Ko(e,s,t,r),E=Bo(s,t,r),{upstream:U,needs:H,expandLineage:re}=Yo(s(u.needs),t,r),M=[...t.secrets??
[],...mt(e[u.redact]??"")].filter(S=>S.length>0);if(n.length>0)throw Vo(n);return{...Co.parse({stage:i,job:t.job,matrix:t.
matrix??null,template:C,upstream:[],expandLineage:re,needs:H,handoff:a,onInvalid:l,...v===void 0?{}:{dataSchema:v},agent:E,
shell:g,workingDirectory:w,verify:x,attempts:c,maxHandoffs:p,parentRun:d,maxPromptTokens:f,retentionDays:h,inputs:{...t.
dispatchInputs??Jo(t.github),...k},github:t.github,redact:[...new Set(M)],workflowJobs:t.workflowJobs??null,...t.workflowJobs==
null&&t.workflowUnread!==void 0?{workflowUnread:t.workflowUnread}:{},...t.madeEvent===void 0?{}:{madeEvent:t.madeEvent},
...t.madeEvent===void 0||t.madeEventRun===void 0?{}:{madeEventRun:t.madeEventRun},...b?{trustCheckout:b}:{},run:t.run}),
upstream:Fo(U)}}function Jo(e){if(e.event_name!=="workflow_dispatch"&&e.event_name!=="workflow_call")return{};let t=e.event.
inputs;return t===null||typeof t!="object"||Array.isArray(t)?{}:Object.fromEntries(Object.entries(t).filter(([,n])=>["st\
ring","number","boolean"].includes(typeof n)).map(([n,s])=>[n,String(s)]))}function Zt(e){return`${JSON.stringify(e)} is\
 not one of ${ee.join(", ")}`}function Ys(e,t,n,s){let r=[],o=(h,g)=>r.push({input:h,message:g}),i=(h,g)=>{try{g()}catch(b){
if(!(b instanceof y))throw b;o(b.where??h,b.message)}},a=h=>e.get(h)?.trim()||null,l=h=>e.get(h)===null||a(h)!==null;ht(
u.handoff,a(u.handoff),he.handoff,"optional",o),ht(u.onInvalid,a(u.onInvalid),he.onInvalid,"fail",o),de(u.attempts,a(u.attempts),
G.attempts,null,o),de(u.maxHandoffs,a(u.maxHandoffs),G.maxHandoffs,null,o),de(u.maxPromptTokens,a(u.maxPromptTokens),G.maxPromptTokens,
null,o),de(u.retentionDays,a(u.retentionDays),G.retentionDays,null,o),Xs(u.trustCheckout,a(u.trustCheckout),o);let c=a(u.
agent);c!==null&&!ke.safeParse(c).success&&o(u.agent,Zt(c));let p=a(u.shell);p!==null&&i(u.shell,()=>qt(p));let d=e.get(
u.vars);t!=="capture"&&n!==void 0&&typeof d=="string"&&i(u.vars,()=>n(d));let f=e.get(u.dataSchema);return t!=="prepare"&&
s!==void 0&&typeof f=="string"&&f.trim()!==""&&i(u.dataSchema,()=>s(f)),t!=="capture"&&(l(u.prompt)&&l(u.promptFile)?o(u.
prompt,te.bothPrompts):!l(u.prompt)&&!l(u.promptFile)&&o(u.prompt,te.noPrompt)),t==="stage"&&(l(u.run)&&l(u.agent)?o(u.run,
te.bothAgents):!l(u.run)&&!l(u.agent)&&o(u.run,te.noAgent)),r}function Fo(e){return e.every(Do)?e:be(qs).parse(e)}function Uo(e,t){if(t.mode==="capture"||e.trim()==="")return{};if(t.
parseVars===void 0)throw new St("stageSpecFromInputs: a vars input needs ctx.parseVars");return t.parseVars(e)}function zo(e,t){
if(!(t.mode==="prepare"||e.trim()==="")){if(t.parseDataSchema===void 0)throw new St("stageSpecFromInputs: a data-schema \
input needs ctx.parseDataSchema");return t.parseDataSchema(e)}}function Do(e){let t=Object.keys(e),{matrix:n,place:s}=e;
return t.length===2+(n===void 0?0:1)+(e.open===!0?1:0)+(s===void 0?0:1)&&(s===void 0||Array.isArray(s)&&s.every(r=>Number.
isInteger(r)&&r>=0))&&t.includes("stage")&&t.includes("job")&&typeof e.stage=="string"&&ie.test(e.stage)&&(e.job===null||
typeof e.job=="string")&&(n===void 0||typeof n=="object"&&n!==null&&!Array.isArray(n)&&Object.getPrototypeOf(n)===Object.
prototype)}function Vo(e){let[t]=e;return e.length===1&&t?new y("input-invalid",t.message,{where:t.input}):new y("input-\
invalid",`${e.length} inputs are invalid`,{details:e.map(n=>`${n.input}: ${n.message}`)})}function ht(e,t,n,s,r){return t===
null?s:n.includes(t)?t:(r(e,`${JSON.stringify(t)} is not one of ${n.join(", ")}`),s)}function Xs(e,t,n){try{return We(e,
t,!1)}catch(s){if(!(s instanceof y))throw s;return n(e,s.message),!1}}function Go(e,t){let n=e(u.parentRun);return n===null?
null:Yn.test(n)?n:(t(u.parentRun,`${JSON.stringify(n)} is not a workflow run id (a positive whole number, such as \${{ gi\
thub.run_id }} of the run that started this one)`),null)}function de(e,t,n,s,r){if(t===null)return s;let o=/^\d{1,9}$/.test(
t)?Number(t):Number.NaN;return!Number.isInteger(o)||o<n.min||o>n.max?(r(e,`${JSON.stringify(t)} is not a whole number fr\
om ${n.min} to ${n.max}`),s):o}function Ho(e,t,n){let s=t.secrets??[];if((e!==null?[e]:Object.values(t.matrix??{}).map(o=>typeof o==
"string"?o:JSON.stringify(o)??"")).some(o=>Xe(o,s)))return n(u.stage,`${Xt}, so ${e===null?`give one in the \`${u.stage}\
\` input`:"choose one without it"}`),"invalid";if(e!==null&&!ie.test(e))return n(u.stage,`${JSON.stringify(e)} is not a \
stage id: a letter or _ then up to 99 letters, digits, _ or -`),"invalid";try{let o=e??ye(t.stageJob??t.job,t.matrix??null);
return Dn(o,1),o}catch(o){if(o instanceof y){let i=e===null?`; give the stage id in the \`${u.stage}\` input`:"";return n(
u.stage,`${o.message}${i}`),"invalid"}throw o}}function Ko(e,t,n,s){let r=e[u.prompt]?.trim()?e[u.prompt]:null,o=t(u.promptFile);
if(r!==null&&o!==null)return s(u.prompt,te.bothPrompts),null;if(r!==null)return{text:r,source:n.promptSource??`jobs.${n.
job} ${u.prompt}`};if(o!==null){if(!n.readFile)return s(u.promptFile,"cannot be read here (no file reader was given)"),null;
try{return{text:n.readFile(o),source:o}}catch(i){let a=i instanceof Error?i.message:String(i);return s(u.promptFile,`can\
not read ${JSON.stringify(o)}: ${a}`),null}}return n.mode!=="capture"&&s(u.prompt,te.noPrompt+Zs([u.prompt,u.promptFile],
n)),null}function Zs(e,t){let n=[];for(let s of t.unreadInputs??[]){let r=ne(s.replaceAll("_","-"),e);r!==void 0&&n.push(
`the step was given \`${s}\`, which is not an input of this action: did you mean \`${r}\`?`)}return n.map(s=>`; ${s}`).join(
"")}function Bo(e,t,n){let s=e(u.run),r=e(u.agent);if(t.mode==="capture")return qo(r,e(u.agentOutput),n);if(t.mode==="pr\
epare"&&r===null)return null;if(s!==null&&r!==null)return n(u.run,te.bothAgents),null;if(r!==null){let o=ke.safeParse(r);
return o.success?{kind:"preset",preset:o.data}:(n(u.agent,Zt(r)),null)}return s!==null?{kind:"command",command:s}:(n(u.run,
te.noAgent+Zs([u.run,u.agent],t)),null)}function qo(e,t,n){if(t?.includes("\0")&&n(u.agentOutput,"must not contain a NUL\
 character"),e===null)return null;let s=ke.safeParse(e);return s.success?{kind:"preset",preset:s.data}:(n(u.agent,`${Zt(
e)}: name the CLI whose output \`${u.agentOutput}\` holds (claude for claude-code-action's execution_file)`),null)}function Sl(e,t,n){
if(e.agent!==null||n===null)return e;if(t.agent!==void 0)return{...e,agent:{kind:"preset",preset:t.agent}};throw new y("\
input-invalid",te.outputWithoutAgent,{where:u.agentOutput})}function Qs(e,t){let n=(s,r)=>{let o=s?.get(r);return o===null||
o!==void 0&&o.trim()!==""};return!n(e,u.agentOutput)||n(e,u.agent)||n(t,u.agent)?null:{input:u.agentOutput,message:te.outputWithoutAgent}}
function Pl(e){let t=(e[u.agentOutput]??"").trim();return t===""?null:t}function Yo(e,t,n){let s=[];for(let r of(e??"").
split(/[\s,]+/).filter(Boolean))ie.test(r)?s.includes(r)||s.push(r):n(u.needs,`${JSON.stringify(r)} is not a stage id: a\
 letter or _ then up to 99 letters, digits, _ or -`);return{...Xo(s,t.job,t.upstream,n,t.needsFacts),needs:s}}function Xo(e,t,n,s,r){
if(n===void 0)return{upstream:e.map(a=>({stage:a,job:null})),expandLineage:!0};let o=n.map(a=>a.stage),i=[];for(let a of e)
if(r!==void 0){let l=Kt(a,r);l!==null&&s(u.needs,l);let c=l===null&&!o.includes(a)?Bt(a,r):void 0;c!==void 0&&i.push({stage:a,
job:c,open:!0})}else o.includes(a)||s(u.needs,`${JSON.stringify(a)} is not upstream of job ${t}; upstream stages: ${o.join(
", ")||"(none)"}`);return{upstream:i.length>0?[...n,...i]:n,expandLineage:!1}}var er=dn(Tn(),1);function bt(e){if(e.trim()==="")return{};let t;try{t=(0,er.parse)(e,{uniqueKeys:!0,maxAliasCount:100})}catch(s){let r=s instanceof
Error?s.message.split(`
`)[0]:String(s);throw new y("input-invalid",`is not valid YAML or JSON: ${r}`,{where:u.vars})}if(t==null)return{};if(typeof t!=
"object"||Array.isArray(t))throw new y("input-invalid","must be a map of names to values (YAML or JSON)",{where:u.vars});
let n={};for(let[s,r]of Object.entries(t)){if(!yn.test(s)||Ot.includes(s))throw new y("input-invalid",`key ${JSON.stringify(
s)} must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ and not be ${Ot.join(", ")}`,{where:u.vars});if(r===null)n[s]="";else if(typeof r==
"string"||typeof r=="number"||typeof r=="boolean")n[s]=String(r);else throw new y("input-invalid",`${s} must be a string\
, number or boolean, not a nested value`,{where:u.vars})}return n}function Rl(e,t={}){try{return Qn(e).references}catch(n){throw n instanceof _e?Zn(n,e,t.source??"template"):n}}function Ml(e,t){
let n=t.source??"template",{analysis:s,problems:r}=Qe(e),o=l=>(l.kind==="stage"?t.stages:t.jobs).includes(l.stage),a=r.filter(
l=>l.ifUpstream===void 0||o(l.ifUpstream)).map(l=>({code:l.code,severity:"error",path:`${n}:${l.line}:${l.column}`,message:[
l.message,...l.details].join("; "),line:l.line,column:l.column}));for(let l of s?.references??[]){if(o(l))continue;let c=l.
kind==="stage"?t.stages:t.jobs,p=l.kind==="stage"?"stage":"job";a.push({code:ve.unknownStage,severity:"error",path:`${n}\
:${l.line}:${l.column}`,message:`${l.kind==="stage"?"stages":"jobs"}.${l.stage}: no such upstream ${p}${Ae(l.stage,c)}; \
upstream ${p}s: ${c.length>0?c.join(", "):"(none)"}`,line:l.line,column:l.column})}return a.sort((l,c)=>l.line-c.line||l.
column-c.column).map(({line:l,column:c,...p})=>p)}function tr(e,t){let n=[];for(let s of e){let r={line:s.line,column:s.
column};if(s.kind==="input"){let c=t.inputs;if(c===void 0||c.names.includes(s.key))continue;n.push(new _e(ve.missingField,
`${s.path}: no input ${s.key}${Ae(s.key,c.names)}`,r,[c.names.length>0?`inputs: ${c.names.join(", ")} (${c.from})`:`the \
inputs of a prompt are ${c.from}, and there are none here`]));continue}if(s.kind==="data"||s.owner===null||t.matrix===void 0)
continue;let o=t.matrix(s.owner);if(o===void 0||o.includes(s.key))continue;let i=t.call?.(s.owner),a="stage"in s.owner?`\
stage ${s.owner.stage}`:`the stages of job ${s.owner.job}`,l="stage"in s.owner?`the job of stage ${s.owner.stage} has no\
 matrix (matrix is null)`:i?.job===s.owner.job?`the jobs that job ${i.job} calls (${i.file}) have no matrix (the matrix \
of its stages is null)`:`job ${s.owner.job} has no matrix (matrix is null)`;n.push(new _e(ve.missingField,o.length===0?`${s.
path}: ${l}, so there is no ${s.key}`:`${s.path}: no key ${s.key} in the matrix of ${a}${Ae(s.key,o)}`,r,[...o.length===
0?[]:[`matrix keys: ${o.join(", ")}`],...i?.keys.includes(s.key)?[`${s.key} is a key of the matrix of job ${i.job}, whic\
h calls ${i.file}: a call's matrix reaches the called jobs only through the inputs its with: gives, and their stages rec\
ord their own jobs' matrix; tell its legs apart by their stage ids ({{id}}), made from those inputs (stage: <id>-\${{ inp\
uts.<name> }})`]:[]]))}return n}function nr(e,t){return e.flatMap(n=>{let s=n.kind==="data"?Zo(n,t):null;return s===null?
[]:[s]})}function Zo(e,t){if(e.owner===null||t.data===void 0)return null;let n=t.data(e.owner);if(n===void 0||n.keys.includes(
e.key))return null;let s="stage"in e.owner?`stage ${e.owner.stage}`:`the stages of job ${e.owner.job}`,r=n.keys.length>0?
`its keys: ${n.keys.join(", ")}`:"it declares no keys";return{closed:n.closed,error:new _e(ve.missingField,`${e.path}: n\
o key ${e.key} in the data-schema of ${s}${Ae(e.key,n.keys)}`,{line:e.line,column:e.column},[n.closed?`${r} (additionalP\
roperties is false: a handoff with any other key is refused, so no handoff can hold it)`:`${r}; a handoff may hold other\
s (additionalProperties is not false), but none is promised: declare ${e.key} under properties (and in required, if the \
stage must write it)`])}}var Qo=Nn({result:Ze}),ei=/^[A-Za-z_][A-Za-z0-9_-]*$/,ti=`${Ze.options.slice(0,-1).join(", ")} or ${Ze.options.at(-1)}`;
function Qt(e){let t=(e??"").trim();if(t==="")return null;let n;try{n=JSON.parse(t)}catch{throw yt("it is not JSON")}if(n===
null||typeof n!="object"||Array.isArray(n))throw yt("it is JSON, but not an object of jobs");let s=Object.entries(n),r=[];
for(let[o,[i,a]]of s.entries()){let l=`entry ${o+1} of ${s.length}`;if(!ei.test(i))throw yt(`${l} is not named by a job \
id`);let c=Qo.safeParse(a);if(!c.success)throw yt(`${l} has no result that is ${ti}`);r.push({job:i,result:c.data.result})}
return r}function yt(e){return new y("input-invalid",`must be the results of the jobs this job needs, as \`${u.needs}: \$\
{{ toJSON(needs) }}\` passes them; ${e}`,{where:u.needs})}function sr(e){if(e.length===0)return null;let t=e.filter(s=>s.
result==="failure").map(s=>s.job),n=e.filter(s=>s.result==="skipped").map(s=>s.job);return t.length>0?{status:"failure",
failedJobs:t,skippedJobs:n}:e.some(s=>s.result==="cancelled")?{status:"cancelled",failedJobs:t,skippedJobs:n}:{status:"s\
uccess",failedJobs:t,skippedJobs:n}}var rr=["comment","summary","both"],ni=/^[A-Za-z0-9_.-]{1,64}$/;function or(e){let t=(e[u.mode]??"").trim()||"both";if(!rr.
includes(t))throw new y("input-invalid",`must be one of ${rr.join(", ")}; got "${t}"`,{where:u.mode});return t}function ir(e){
let t=(e??"").trim()||Bn;if(!ni.test(t))throw new y("input-invalid",`must be 1 to 64 letters, digits, '.', '_' or '-' (i\
t names the sticky comment); got "${t}"`,{where:u.key});return t}function ar(e){let t=(e??"").trim();if(t==="")return null;
if(!/^[1-9]\d{0,9}$/.test(t))throw new y("input-invalid",`must be the number of an issue or pull request, like 42; got "${t}\
"`,{where:u.issueNumber});return Number(t)}function Gl(e,t){let n=or(e),s=ir(e[u.key]),r=We(u.includeDetail,e[u.includeDetail],
!1),o=Qt(e[u.needs]),i=o===null?null:sr(o),a=null;if(n!=="summary"&&(a=ar(e[u.issueNumber])??si(t.payload),a===null))throw new y(
"issue-number-missing",`there is no issue or pull request to comment on: the triggering event (${t.name||"unknown"}) is \
not about one. Set the issue-number input, or use mode: summary`,{where:u.issueNumber});return{mode:n,key:s,includeDetail:r,
issueNumber:a,run:i}}function lr(e){let t=[],n=(r,o)=>{let i=e.get(r);if(i===null)return null;try{return o(i)}catch(a){if(!(a instanceof
y))throw a;return t.push({input:a.where??r,message:a.message}),null}},s=n(u.mode,r=>or({[u.mode]:r}));return n(u.key,ir),
n(u.includeDetail,r=>We(u.includeDetail,r,!1)),n(u.needs,Qt),s!==null&&s!=="summary"&&n(u.issueNumber,ar),t}function si(e){
let t=Le(e);if(!t)return null;let n=en(Le(t.pull_request)?.number)??en(Le(t.issue)?.number);if(n!==null)return n;for(let s of[
"workflow_run","check_run","check_suite"]){let r=Le(t[s])?.pull_requests;if(Array.isArray(r)&&r.length===1){let o=en(Le(
r[0])?.number);if(o!==null)return o}}return null}function Le(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)?e:null}function en(e){return typeof e=="number"&&Number.
isInteger(e)&&e>0?e:null}function cr(e){let t=[];for(let n of e.jobs){if(se(n)){tn(n.with,jt,"baton's stage workflow",t),n.secrets!=="inherit"&&tn(
n.secrets,Ps,"baton's stage workflow",t,"secret");continue}for(let s of n.steps){let r=ue(s);r.kind==="baton"&&tn(s.with,
Pn[r.action],"baton's action",t)}}return t}function tn(e,t,n,s,r="input"){let o=new Set(t);for(let[i,a]of Object.entries(
e)){if(o.has(i))continue;let l=t.find(c=>c.toLowerCase()===i.toLowerCase())??ne(i,t);s.push({position:a.keyPosition??a.position,
message:`unknown ${r} "${i}" of ${n}; ${l===void 0?`its ${r}s: ${t.join(", ")}`:`did you mean "${l}"?`}`})}}function pr(e){
let t=[],n=(r,o,i)=>{for(let a of Ys(wt(r),i,bt,Ye))t.push({position:r[a.input]?.position??o,message:`${a.input}: ${a.message}`})},
s=(r,o)=>{for(let i of lr(wt(r)))t.push({position:r[i.input]?.position??o,message:`${i.input}: ${i.message}`})};for(let r of e.
jobs){if(se(r)&&r.uses){let i=new Set;for(let[c,p]of Object.entries(r.with)){let d=ri(c,p);d!==null&&(i.add(c),t.push({position:p.
position,message:d}))}let a=new Set(Dt);n(Object.fromEntries(Object.entries(r.with).filter(([c])=>a.has(c)&&!i.has(c))),
r.uses.position,"stage");for(let c of On)r.with[c]===void 0&&t.push({position:r.uses.position,message:`${c}: required by\
 baton's stage workflow, and not given (GitHub refuses the call)`});let l=ii(r.with);l&&t.push({position:l.position??r.uses.
position,message:l.message});continue}let o=null;for(let i of r.steps){let a=ue(i);if(a.kind==="baton"){if(a.action==="r\
eport"){s(i.with,i.position);continue}if(n(i.with,i.position,a.action),a.action==="prepare"&&(o=i.with),a.action==="capt\
ure"){let l=Qs(wt(i.with),o===null?null:wt(o));l&&t.push({position:i.with[l.input]?.position??i.position,message:`${l.input}\
: ${l.message}`})}if(a.action==="capture"&&o!==null){let l=oi(o,i.with);l&&t.push({position:i.with[u.redact]?.position??
i.position,message:l}),o=null}}}}return t}function wt(e){return new Map(Object.entries(e).map(([t,n])=>[t,n.expression===
null?n.text:null]))}function ri(e,t){if(!jt.includes(e))return null;let n=jn.includes(e)?"number":"string";return Ht({name:e,
type:n},e,t,"baton's stage workflow")}function oi(e,t){let n=l=>l.expression===null?mt(l.text):null,s=e[u.redact],r=s===
void 0?[]:n(s);if(r?.length===0)return null;let o=t[u.redact],i=o===void 0?[]:n(o);if(i?.length===0)return ur("is given \
none of them");if(r===null||i===null)return null;let a=r.filter(l=>!i.includes(l)).length;return a===0?null:ur(`lacks ${a}\
 of its ${r.length} lines`)}function ur(e){return`${u.redact}: the prepare step before this capture is given values to r\
edact, and this capture ${e}: give capture the same ${u.redact} input as prepare; it redacts only the values it is given\
, and refuses to store the record otherwise`}function ii(e){let t=e[u.agent];if(t===void 0||t.expression===null&&t.text.
trim()==="")return null;let n=e[Ge];if(n!==void 0&&n.expression!==null)return null;let s=n?.text.trim()??"";if(Ss.test(s))
return null;let r=t.expression===null?fe[t.text.trim()]:void 0,o=`pin the ${r?r.npmPackage:"agent CLI's npm package"} ve\
rsion this stage runs`;return{position:n?.position??t.position,message:s===""?`${Ge}: required with ${u.agent}, an exact\
 version such as 1.2.3; ${o}`:`${Ge}: '${s}' is not an exact version such as 1.2.3; ${o}`}}function fr(e,t,n){let s=e.jobs.flatMap(r=>[r.if,...r.steps.map(o=>o.if)]);for(let r of s)for(let o of t.facts(r.expression).
comparisons)if(o.operator==="=="&&o.path.length===n.length&&o.path.every((i,a)=>i===n[a]))return o.literal}function dr(e){if(nn.has(e))return nn.get(e);let t=ai(e);return nn.set(e,t),t}var nn=new WeakMap;function ai(e){let t=se(
e)?[e.with]:e.steps.filter(r=>{let o=ue(r);return o.kind==="baton"&&(o.action==="stage"||o.action==="capture")}).map(r=>r.
with);if(t.length===0)return;let n=new Set,s=!0;for(let r of t){let o=r[u.dataSchema];if(o===void 0||o.expression!==null||
o.text.trim()==="")return;try{let i=Ye(o.text);for(let a of Object.keys(i.properties))n.add(a);s&&=!i.additionalProperties}catch{
return}}return{keys:[...n],closed:s}}function hr(e,t){let n=gr(e),s=gr(t);return(typeof n!=typeof s||n===null||s===null)&&((n===null||typeof n=="boolean")&&(n=
Number(n)),(s===null||typeof s=="boolean")&&(s=Number(s)),typeof n=="number"&&typeof s=="string"?s=Number(s):typeof n=="\
string"&&typeof s=="number"&&(n=Number(n))),typeof n!=typeof s?!1:typeof n=="number"?n===s:typeof n=="string"?mr(n)===mr(
s):n===s}function gr(e){return e===void 0?null:e===null||typeof e=="object"||typeof e=="string"||typeof e=="number"||typeof e==
"boolean"?e:String(e)}function mr(e){return e.includes("\u0131")?e.split("\u0131").map(t=>t.toUpperCase()).join("\u0131"):
e.toUpperCase()}var br=256;function rn(e){return Object.keys(e).length>0?e:null}function on(e,t,n={}){let s=g=>n.whereOf?.(g)??t;if(e===
null||typeof e!="object"||Array.isArray(e))throw new y("matrix-invalid",`strategy.matrix must be a mapping, got ${sn(e)}`,
{where:t});let r=[],o=[],i=[];for(let[g,b]of Object.entries(e)){if(g==="include"||g==="exclude"){if(!Array.isArray(b))throw new y(
"matrix-invalid",`strategy.matrix.${g} must be a list of mappings`,{where:s([g])});g==="include"?o=b:i=b;continue}if(!Array.
isArray(b))throw new y("matrix-invalid",`strategy.matrix.${g} must be a list, got ${sn(b)}`,{where:s([g])});if(b.length===
0)throw new y("matrix-invalid",`strategy.matrix.${g} is an empty list`,{where:s([g])});r.push([g,b])}let a=r.map(([g])=>g),
l=g=>a.some(b=>b.toLowerCase()===g.toLowerCase()),c=i.map((g,b)=>{let w=yr(g,"exclude",s(["exclude",b])),x=Object.keys(w);
if(x.length===0)throw new y("matrix-invalid","strategy.matrix.exclude: an entry is empty, and GitHub refuses an empty ex\
clude filter; give it the values of the legs to leave out",{where:s(["exclude",b])});let k=x.find(v=>!l(v));if(k!==void 0)
throw new y("matrix-invalid",`strategy.matrix.exclude: key '${k}' does not match any key within the matrix${le(k,a)}; Gi\
tHub refuses the workflow; matrix keys: ${a.join(", ")||"none"}`,{where:s(["exclude",b,k])});return wr(w)}),p=o.map((g,b)=>{
let w=yr(g,"include",s(["include",b]));if(Object.keys(w).length===0)throw new y("matrix-invalid","strategy.matrix.includ\
e: an entry is empty, and GitHub refuses an include mapping without values; give it values to add to the legs it matches\
, or the values of a leg of its own",{where:s(["include",b])});let x=Object.fromEntries(Object.entries(w).filter(([v])=>l(
v))),k=Object.fromEntries(Object.entries(w).filter(([v])=>!l(v)));return{filter:x,extra:k,condition:wr(x),matched:!1}}),
d=(g,b)=>g.every(({path:w,value:x})=>hr(ui(b,w),x)),f=r.length>0?[{}]:[];for(let[g,b]of r)f=f.flatMap(w=>b.map(x=>({...w,
[g]:x})));let h=[];for(let g of f){if(c.some(w=>d(w,g)))continue;let b={};for(let w of p)d(w.condition,g)&&(w.matched=!0,
b=ci(b,w.extra));h.push({...g,...b})}for(let g of p)g.matched||h.push({...g.filter,...g.extra});if(h.length===0)throw new y(
"matrix-invalid","strategy.matrix produces no legs (every combination is excluded)",{where:t});if(h.length>br)throw new y(
"matrix-invalid",`strategy.matrix produces ${h.length} legs; GitHub allows at most ${br} per job`,{where:t});return h}function hu(e,t){
return on(t,e).map(n=>ye(e,n))}function an(e,t){let n=e.lastIndexOf("/");return n>=0?`${e.slice(0,n+1)}${an(e.slice(n+1),
t)}`:ye(e,Object.keys(t).length>0?t:null)}function kr(e,t,n=new Set([e.toLowerCase()])){return t.map(s=>{let r=an(e,s),o=r;
if(Object.keys(s).length>0)for(let i=2;n.has(o.toLowerCase());i++)o=`${r}-${i}`;return n.add(o.toLowerCase()),o})}function xr(e,t,n,s=[],r={}){
let o=new Map;for(let i of t){if(Object.values(i).map(p=>typeof p=="string"?p:JSON.stringify(p)??"").some(p=>Ie(p,s).redactions.
length>0))throw new y("matrix-invalid",`a matrix value of job ${e} holds the value of a secret (or text shaped like a to\
ken); a leg's id is made of its values and names its log and events, which are not redacted`,{where:n});if(r.recordsStages===
!1)continue;let l=an(e,i),c=o.get(l);if(c!==void 0)throw new y("matrix-invalid",`matrix legs ${JSON.stringify(c)} and ${JSON.
stringify(i)} of job ${e} would both be ${l}: a leg's id keeps only the letters, digits, _ and - of its values, so make \
them differ there`,{where:n});o.set(l,i)}}function yr(e,t,n){if(e===null||typeof e!="object"||Array.isArray(e))throw new y(
"matrix-invalid",`each strategy.matrix.${t} entry must be a mapping, got ${sn(e)}`,{where:n});return e}function wr(e){let t=[],
n=Object.entries(e).reverse().map(([s,r])=>({path:[s],value:r}));for(let s=n.pop();s!==void 0;s=n.pop()){let{path:r,value:o}=s;
if(Array.isArray(o))for(let i=o.length-1;i>=0;i--)n.push({path:[...r,i],value:o[i]});else if(o!==null&&typeof o=="object"){
let i=Object.entries(o);for(let a=i.length-1;a>=0;a--){let[l,c]=i[a];n.push({path:[...r,l],value:c})}}else t.push({path:r,
value:li(o)})}return t}function li(e){return typeof e=="number"?Number(e.toPrecision(15)):typeof e=="string"||typeof e==
"boolean"?e:null}function ui(e,t){let n=e;for(let s of t){if(Array.isArray(n)){let r=Number(s);n=Number.isFinite(r)&&r>=
0?n[Math.floor(r)]:void 0}else if(n!==null&&typeof n=="object"){let r=String(s).toLowerCase(),o=Object.keys(n).find(i=>i.
toLowerCase()===r);n=o===void 0?void 0:n[o]}else return null;if(n===void 0)return null}return n}function ci(e,t){let n={
...e};for(let[s,r]of Object.entries(t)){let o=Object.keys(n).find(i=>i.toLowerCase()===s.toLowerCase());n[o??s]=r}return n}
function sn(e){return e===null?"null":Array.isArray(e)?"a list":typeof e=="object"?"a mapping":`${typeof e} ${JSON.stringify(
e)}`}var kt=class{#n;#t;#e;#s=new Map;constructor(t){this.#n=t,this.#t=t.split(/\r\n|\r|\n/),this.#e=[0];for(let n=0;n<t.length;n++)
t[n]===`
`&&this.#e.push(n+1)}locate(t,n){let r=this.#r(t)?.[Math.max(0,Math.min(n,t.text.length))];return r===void 0?this.#i(t,n):
this.#o(r)}locateLine(t,n,s){let r=t.text.split(`
`),o=s-1;for(let i=0;i<n-1&&i<r.length;i++)o+=(r[i]?.length??0)+1;return this.locate(t,o)}#r(t){let n=`${t.position.line}\
:${t.position.column}`,s=this.#s.get(n);if(s!==void 0&&(s===null||s.length===t.text.length+1))return s;let r=(this.#e[t.
position.line-1]??Number.NaN)+t.position.column-1,o=Number.isNaN(r)?null:gi(this.#n,r,t.text);return this.#s.set(n,o),o}#o(t){
let n=0,s=this.#e.length-1;for(;n<s;){let r=n+s+1>>1;this.#e[r]<=t?n=r:s=r-1}return{line:n+1,column:t-this.#e[n]+1}}#i(t,n){
let{line:s,column:r}=t.position,o=t.text.slice(0,n),i=o.split(`
`).length-1,a=o.length-(o.lastIndexOf(`
`)+1),l=this.#t[s-1]?.slice(r-1)??"";if(/^[|>]/.test(l)){let p=this.#t.slice(s).find(h=>h.trim()!=="")??"",d=p.length-p.
trimStart().length,f=t.text.startsWith(p.slice(0,d))&&d>0;return{line:s+1+i,column:(f?0:d)+a+1}}let c=/^["']/.test(l)?1:
0;return i===0?{line:s,column:r+c+a}:{line:s+i,column:a+1}}},pi={0:"\0",a:"\x07",b:"\b",t:"	","	":"	",n:`
`,v:"\v",f:"\f",r:"\r",e:"\x1B"," ":" ",'"':'"',"/":"/","\\":"\\",N:"\x85",_:"\xA0",L:"\u2028",P:"\u2029"},fi={x:2,u:4,U:8};
function di(e,t){let n=e[t+1]??"",s=pi[n];if(s!==void 0)return{text:s,length:2};let r=fi[n];if(r===void 0)return null;let o=e.
slice(t+2,t+2+r);if(!/^[0-9a-fA-F]+$/.test(o)||o.length!==r)return null;let i=Number.parseInt(o,16);return i>1114111?null:
{text:String.fromCodePoint(i),length:2+r}}var ln=e=>e===" "||e==="	",$r=e=>e===`
`||e==="\r";function gi(e,t,n){let s=e[t],r=s==="|"||s===">"?"block":s==='"'?"double":s==="'"?"single":"plain",o=t;if(r===
"block"){let l=e.indexOf(`
`,t);if(l<0)return n===""?[e.length]:null;o=l+1}else r!=="plain"&&(o=t+1);let i=[],a=0;for(;a<n.length;){let l=n[a],c=e[o];
if(c===void 0){if(r==="block"&&/^\n*$/.test(n.slice(a))){for(;i.length<n.length;)i.push(e.length);break}return null}if(r===
"double"&&c==="\\"){if($r(e[o+1])){for(o+=e[o+1]==="\r"&&e[o+2]===`
`?3:2;ln(e[o]);)o+=1;continue}let p=di(e,o);if(p===null||!n.startsWith(p.text,a))return null;for(let d=0;d<p.text.length;d++)
i.push(o);a+=p.text.length,o+=p.length;continue}if(r==="double"&&c==='"')return null;if(r==="single"&&c==="'"){if(e[o+1]!==
"'"||l!=="'")return null;i.push(o),a+=1,o+=2;continue}if(c===l){i.push(o),a+=1,o+=1;continue}if(c===`
`&&(l===" "||l===`
`)){if(i.push(o),a+=1,o+=1,r!=="block")for(;ln(e[o]);)o+=1;continue}if(ln(c)||$r(c)){o+=1;continue}return null}return i.
push(o),i}function Sr(e){return typeof e!="number"||!Number.isFinite(e)?null:Math.trunc(e)+0}function un(e){return typeof e=="stri\
ng"&&e.trim()!==""&&Number.isFinite(Number(e))?`got ${JSON.stringify(e)}, a string, not a number (fromJSON(\u2026) makes a nu\
mber of it, as GitHub requires)`:`got ${JSON.stringify(e)??String(e)}, not a number`}function Pr(e,t){let n=Sr(e);if(n===
null)return{problem:`${t} must be a number of minutes, ${un(e)}`};if(n<1){let s=n===e?"":` (GitHub keeps whole minutes: ${e}\
 is ${n})`;return{problem:`${t} must be a whole number of minutes above 0, got ${e}${s}`}}return{minutes:n}}function Or(e){
let t=Sr(e);return t===null?null:{minutes:t>0?t:null}}function jr(e,t){let n=e[t]?.uses;if(n==null||n.text.trim().startsWith("./"))return null;let s=o=>`${o.line}:${o.column}`,
r="no step before it checks out this repository";for(let o of e.slice(0,t)){if(o.run!==null){if(mi.test(o.run.text))return null;
continue}if(o.uses===null)continue;let i=o.uses.text.trim(),a=(i.split("@")[0]??"").toLowerCase();if(a!=="actions/checko\
ut"){if(a.startsWith("actions/")||i.startsWith("docker://"))continue;return null}let l=hi(o);if(l===null)return null;r=`\
the checkout before it (${s(o.uses.position)}) ${l}`}return r}var mi=/\bgit\s+(?:clone|checkout|fetch|init|worktree|sparse-checkout)\b|\bgh\s+repo\s+clone\b/;
function hi(e){let t=o=>e.with[o],n=t("repository");if(n!==void 0&&n.expression===null){let o=n.text.trim();if(o!=="")return`\
checks out ${o}, not this repository`}let s=t("path");if(s!==void 0&&s.expression===null){let o=s.text.trim().replace(/\/+$/,
"");if(o!==""&&o!==".")return`puts the repository in ${o}, not in the workspace where the stage looks for the workflow f\
ile`}let r=t("sparse-checkout");return r!==void 0&&r.expression===null&&bi(r.text,t)?"is sparse and leaves out .github/":
null}function bi(e,t){let n=e.split(/\r?\n/).map(o=>o.trim()).filter(o=>o!==""&&!o.startsWith("#"));if(n.length===0)return!1;
let s=t("sparse-checkout-cone-mode");return s===void 0||s.expression!==null||s.text.trim().toLowerCase()!=="false"?!n.some(
o=>{let i=o.replace(/^\/+|\/+$/g,"");return i===".github"||i===".github/workflows"||i.startsWith(".github/workflows/")}):
!n.some(o=>!o.startsWith("!")&&/^\/?(?:\.github|\*)/.test(o))}function vr(e,t){let[n]=e.references;if(n!==void 0)return{
kind:"reference",path:`${n.kind==="stage"?"stages":"jobs"}.${n.stage}`,stage:n.stage,refKind:n.kind,at:t(n.line,n.column)};
for(let[s,r]of e.paths){let o=r.root;if(o?.length!==1||o[0]!=="stages"&&o[0]!=="jobs")continue;let[i=1,a=0]=s.split(":").
map(Number);return{kind:"all",path:o[0],at:t(i,a+1)}}return null}function Er(e,t,n,s){let{reads:r,outcome:o,give:i}=Nr(t,
s),a=n.startsWith("no step")?`${n}, nor does it have a \`${u.needs}\` input`:`${n}, and it has no \`${u.needs}\` input`;
return`job ${e}: ${r}, and ${a}: on GitHub the stage reads the workflow file from the checkout to know its upstream stag\
es, ${o}; add \`uses: actions/checkout\` with \`persist-credentials: false\` before this step, or ${i}`}function xu(e,t,n){
let{reads:s,outcome:r,give:o}=Nr(t,n);return`job ${e}: ${s}, and it has no \`${u.needs}\` input: in a workflow run as a c\
all the stage knows its upstream stages from that input alone (the workflow file it reads on GitHub is the caller's, whi\
ch has no job ${e}; a checkout does not change that), ${r}; ${o}`}function Nr(e,t){let n=e.kind==="reference"?`its promp\
t reads ${e.path} (${e.at})`:`its prompt reads every upstream stage ({{#each ${e.path}}} at ${e.at})`,s=e.kind==="refere\
nce"?`so it would know none and fail ("${e.path}: no such upstream ${e.refKind}")`:"so it would know none and render wit\
hout them",r=t.length>0?`give the step \`${u.needs}: ${t.join(", ")}\``:`give the step a \`${u.needs}\` input naming the \
upstream stages it reads`;return{reads:n,outcome:s,give:r}}var Cr=Symbol("baton.plan");function Qu(e){return typeof e=="object"&&e!==null&&e[Cr]===!0}function ec(e,t,n={}){let s=Jr(
e,t,n,!1);if(s.plan===null){let{errors:r}=s;throw new y("plan-rejected",`${e.fileName}: ${r.length} problem${r.length===
1?"":"s"}; nothing was run`,{details:r.map(o=>gn(`${o.path}: ${o.message}`))})}return s.plan}function tc(e,t,n={}){return Jr(
e,t,n,n.anyRun===!0).errors}function Jr(e,t,n,s){let r=Te(e),o=[...r.problems],i=n.facts??Rt,a=n.vars??{},l=n.words??_t,
{eventName:c,inputs:p,labelName:d,event:f}=Fr(r,t,n,l,s,o);s||Pi(r,c,n.secretNames??[],l,o);let h=!n.event&&c==="push"?Cn(
r,i,l).notice:null,g=!n.event&&d!==void 0&&zi(f)?{level:"info",message:`the default ${c} payload brings the label ${JSON.
stringify(d)}, the name the workflow's if: compares github.event.label.name with; pass ${l.withEvent} with a payload for\
 another label`}:null,b=s?{}:{github:{event_name:c,event:f,repository:i.repository,ref:zn(c,f)??i.ref,sha:Un(c,f)??i.sha,
actor:Fn(f)??i.actor},inputs:p,vars:a},w=Is(r,n.calledWorkflows??new Map,s?null:{names:n.secretNames??[],words:l},o),x=null;
if(n.job!==void 0){let m=r.jobs.map(_=>_.id),j=nt(m,n.job),I=w.find(_=>_.id===n.job&&_.calledBy!==null);j!==void 0?x=j:I?
o.push({code:$.jobUnknown,severity:"error",path:r.fileName,message:`${l.job(n.job)}: a job of a called workflow runs onl\
y in its call; name the calling job: ${l.passJob(n.job.split("/")[0])}`}):o.push({code:$.jobUnknown,severity:"error",path:r.
fileName,message:`${l.job(n.job)}: no such job${le(n.job,m)}; jobs: ${m.join(", ")}`})}let k=new Map,v=new Map,C=[{id:null,
inputs:s?null:p}],E=new Set(w.map(m=>m.id.toLowerCase())),U=new Map,H=new Map;for(let m of w){let{job:j,calledBy:I}=m,_=A=>L(
m.workflow.fileName,A),Y=zr(j.steps,n.loadAction),K=j.stageWorkflow===!0||Y!==null&&Y.length>0,z=I===null?b:{...b,inputs:{}},
D=(I!==null||s)&&Je(j.strategy)!==null&&Se(Je(j.strategy))?null:vi(t,j,z,_,o,n.secretValues??[],K),ze=I===null?[]:k.get(
I)?.stageUpstream??[],V=A=>{if(D===null||Y===null||I!==null&&A===null&&Y.some(({step:B})=>B.with[u.stage]?.expression))return null;
let De=[],Oe=Dr(t,j,Y,D,I===null?z:{...z,inputs:A??{}},_,De,n.secretValues??[]);for(let B of De)o.some(ge=>ge.path===B.path&&
ge.message===B.message)||o.push(B);if(Oe===null)return null;for(let{stage:B,leg:ge}of Oe)Object.keys(ge).length>0&&H.set(
B,ge);return Oe.map(({stage:B})=>B)},X=I===null?C:v.get(I)??null,Z=X?.map(A=>({id:A.id===null?m.id:`${A.id}/${j.id}`,stages:V(
A.inputs)}))??null;if(D!==null&&Z!==null)for(let A of Z)U.set(A.id,kr(A.id,D,E));if(m.call!==null){let A=m.call;v.set(m.
id,X===null||Z===null||D===null?null:Z.flatMap((De,Oe)=>{let B=X[Oe].inputs,ge=U.get(De.id)??[];return D.map((Gr,Hr)=>({
id:ge[Hr],inputs:ji(t,j,A,{...wi(b,B),matrix:rn(Gr)})}))}))}k.set(m.id,{id:m.id,job:j,workflow:m.workflow,needs:m.needs,
upstream:m.upstream,stageUpstream:[...ze,...m.upstream],calledBy:I,call:m.call,skip:m.skip,legs:D,stages:Z===null?V(null):
Z.some(A=>A.stages===null)?null:Z.flatMap(A=>A.stages??[]),instances:Z,steps:j.steps.map(A=>({step:A,action:ue(A)})),stageSteps:Y,
recordsStages:K})}for(let m of[...k.values()].reverse()){if(m.call===null)continue;let j=m.call.jobs.map(_=>k.get(_));m.
stages=j.some(_=>_?.stages==null)?null:j.flatMap(_=>_?.stages??[]);let I=m.legs;m.instances===null||I===null||(m.instances=
m.instances.map(({id:_})=>{let Y=new Set(U.get(_)),K=j.flatMap(z=>z?.instances?.filter(D=>Y.has(D.id.slice(0,D.id.lastIndexOf(
"/"))))??[null]);return{id:_,stages:K.some(z=>z?.stages==null)?null:K.flatMap(z=>z?.stages??[])}}))}let re=[...new Map(w.
filter(m=>m.call!==null).map(m=>[m.call.path,m.call.workflow])).values()];for(let m of[r,...re])ki(m,o);let M=_i(k,o),oe=new Map,
S=m=>{let j=oe.get(m.id);if(j!==void 0)return j;let I=$t(m,k);return oe.set(m.id,I),I},P=new Map;for(let m of k.values())
P.set(m.id,Ti(m.workflow,m,k,M,n.readFile,o,S));let O=o.filter(m=>m.severity==="error").sort(xi);if(O.length>0)return{plan:null,
errors:O};let W=new Set(x?[x,...k.get(x)?.upstream??[]]:k.keys());for(let m of k.values())m.calledBy!==null&&W.has(m.calledBy)&&
W.add(m.id);let Fe=[...k.values()].filter(m=>W.has(m.id)),Ue=[h,g].filter(m=>m!==null);return{plan:{[Cr]:!0,workflow:r,eventName:c,
event:f,inputs:p,vars:a,contexts:b,jobs:Fe,target:x,notices:Ue,expanded:w,legIds:U,stageMatrices:H,legPlaces:c==="workfl\
ow_call"||xt(r)?new Map:yi(k,U),needsFacts:P},errors:[]}}function yi(e,t){let n=new Map;for(let s of[...e.values()].reverse()){
let r=Je(s.job.strategy),o=r!==null&&!Se(r)?s.legs:null,i=new Map;if(s.call===null){if(o!==null)for(let[a,l]of qn(s.job.
id,o))i.set(a,[l])}else if(r===null)for(let a of s.call.jobs)for(let[l,c]of n.get(a)??[])i.set(l,c);else if(o!==null){let a=(s.
instances??[]).map(l=>t.get(l.id)??[]);for(let l of s.call.jobs){let c=n.get(l);for(let p of e.get(l)?.instances??[]){let d=p.
id.slice(0,p.id.lastIndexOf("/")),f=a.map(h=>h.indexOf(d)).find(h=>h>=0);if(f!==void 0)for(let h of p.stages??[])i.set(h,
[f,...c?.get(h)??[]])}}}i.size>0&&n.set(s.id,i)}return n}function nc(e,t){return t.calledBy!==null||t.job.stageWorkflow===
!0?()=>{}:(n,s)=>e.legPlaces.get(n)?.get(s)}function wi(e,t){let{inputs:n,...s}=e;return t===null?s:{...s,inputs:t}}function ki(e,t){
let n=l=>L(e.fileName,l);for(let l of cr(e))t.push({code:$.actionInputUnknown,severity:"error",path:n(l.position),message:l.
message});let s=pr(e);for(let l of s)t.push({code:$.actionInputInvalid,severity:"error",path:n(l.position),message:l.message});
let r=e.jobs.flatMap(l=>[{key:"timeout-minutes",node:l.timeoutMinutes,step:!1},{key:"cancel-timeout-minutes",node:l.cancelTimeoutMinutes,
step:!1},...l.steps.map(c=>({key:"timeout-minutes",node:c.timeoutMinutes,step:!0}))]),o=new Set([...e.problems.map(l=>l.
path),...s.map(l=>n(l.position))]);for(let{key:l,node:c,step:p}of r){if(c?.kind!=="literal"||o.has(n(c.position)))continue;
let d=p?Or(c.value):Pr(c.value,l),f=d===null?`${l} must be a number of minutes, ${un(c.value)}`:"problem"in d?d.problem:
null;f!==null&&t.push({code:$.timeoutInvalid,severity:"error",path:n(c.position),message:f})}let i=l=>l!==null&&!l.text.
includes("${{")?l:null,a=[{shell:i(e.defaults?.shell??null),key:"defaults.run.shell"},...e.jobs.flatMap(l=>[{shell:i(l.defaults?.
shell??null),key:`jobs.${l.id}.defaults.run.shell`},...l.steps.filter(c=>c.run!==null).map(c=>({shell:i(c.shell),key:"sh\
ell"}))])];for(let{shell:l,key:c}of a){if(l===null)continue;let{text:p,position:d}=l;try{Vs(p)}catch(f){t.push({code:$.shellInvalid,
severity:"error",path:n(d),message:`${c}: ${f instanceof y?f.message:String(f)}`})}}}function xi(e,t){let n=s=>{let r=/:(\d+):(\d+)$/.
exec(s.path);return r?Number(r[1])*1e6+Number(r[2]):0};return n(e)-n(t)}function sc(e,t,n={}){let{eventName:s,event:r}=Fr(
Te(e),t,n,n.words??_t,!1,[]);return{name:s,payload:r,made:!n.event}}function Fr(e,t,n,s,r,o){let i=n.facts??Rt,{name:a,problem:l}=Ln(
e,n.event??null,n.eventName,s);l!==null&&o.push({code:$.eventNotTrigger,severity:"error",path:e.fileName,message:l});let c=r?
{}:{...Si(e,a,n.event??null),...n.inputs},p=r?{}:Oi(e,a,c,s,o),d=n.event?void 0:fr(e,t,["github","event","label","name"]),
f=n.event?$i(n.event,a,Ar(p,c)):Jn(a,i,Ar(p,c),e,d);return{eventName:a,inputs:p,labelName:d,event:f}}function $i(e,t,n){
if(!(t==="workflow_dispatch"||t==="workflow_call")||Object.keys(n).length===0)return e;let r=e.inputs!==null&&typeof e.inputs==
"object"?e.inputs:{};return{...e,inputs:{...r,...n}}}function Ar(e,t){return Object.fromEntries(Object.entries(e).map(([
n,s])=>[n,Object.hasOwn(t,n)?t[n]:String(s)]))}function Si(e,t,n){let s=n?.inputs;if(t!=="workflow_dispatch"||s===null||
typeof s!="object")return{};let r={};for(let[o,i]of Object.entries(s))Object.hasOwn(e.inputs,o)&&(i===""&&e.inputs[o].default===
null||(typeof i=="string"||typeof i=="number"||typeof i=="boolean")&&(r[o]=String(i)));return r}function xt(e){let t=Object.
keys(e.on);return t.length>0&&t.every(n=>n==="workflow_call")}function Pi(e,t,n,s,r){if(t!=="workflow_call"&&!xt(e))return;
let o=e.on.workflow_call?.secrets;if(o===null||typeof o!="object")return;let i=new Set(n.map(a=>a.toUpperCase()));for(let[
a,l]of Object.entries(o))l?.required!==!0||i.has(a.toUpperCase())||r.push({code:$.inputMissing,severity:"error",path:e.fileName,
message:`secret ${a} is required by on.workflow_call.secrets, as GitHub requires it of every caller; pass ${s.passSecret(
a)} (with ${a} set in the environment)`})}function Oi(e,t,n,s,r){let o={},i=xt(e),a=t==="workflow_dispatch"||t==="workfl\
ow_call"||i,l=t==="workflow_dispatch"&&!i?"workflow_dispatch":"workflow_call",c=e.on[l]?.inputs,p=Object.fromEntries(Object.
entries(e.inputs).filter(([f])=>c!==null&&typeof c=="object"&&Object.hasOwn(c,f))),d=Object.keys(p);if(!a){for(let f of Object.
keys(n))r.push({code:$.inputUnknown,severity:"error",path:e.fileName,message:`${s.input(f)}: ${t} runs have no inputs (o\
n GitHub, inputs are for workflow_dispatch and workflow_call); ${"workflow_dispatch"in e.on?`pass ${s.passEventName("wor\
kflow_dispatch")} to dispatch it`:`give the event's payload with ${s.withEvent} instead (this workflow is not triggered \
by workflow_dispatch)`}`});return o}for(let[f,h]of Object.entries(n)){let g=p[f];if(!g){r.push({code:$.inputUnknown,severity:"\
error",path:e.fileName,message:`${s.input(f)}: on.${l} declares no such input${le(f,d)}; its inputs: ${d.length>0?d.join(
", "):"(none)"}`});continue}let b=L(e.fileName,g.position);switch(g.type){case"boolean":h!=="true"&&h!=="false"?r.push({
code:$.inputInvalid,severity:"error",path:b,message:`${s.input(f,h)}: input '${f}' is a boolean; use true or false`}):o[f]=
h==="true";break;case"number":h.trim()===""||!Number.isFinite(Number(h))?r.push({code:$.inputInvalid,severity:"error",path:b,
message:`${s.input(f,h)}: input '${f}' is a number`}):o[f]=Number(h);break;case"choice":g.options&&!g.options.includes(h)?
r.push({code:$.inputInvalid,severity:"error",path:b,message:`${s.input(f,h)}: not one of the options: ${g.options.join("\
, ")}`}):o[f]=h;break;default:o[f]=h}}for(let f of Object.values(p))f.name in n||(f.default!==null?o[f.name]=f.default:f.
required&&a?r.push({code:$.inputMissing,severity:"error",path:L(e.fileName,f.position),message:`input '${f.name}' is req\
uired and has no default; pass ${s.passInput(f.name)}`}):f.type==="boolean"?o[f.name]=!1:o[f.name]="");return o}function Ur(e,t){
let[n,s]=e;if(n==="matrix")return!0;if(n==="inputs"||n==="vars")return Object.hasOwn(t,n);if(n!=="github"||s===void 0||s===
"*")return!1;let r=t.github;return typeof r=="object"&&r!==null&&!Array.isArray(r)&&Object.keys(r).some(o=>o.toLowerCase()===
s)}function ji(e,t,n,s){let r=n.workflow.call;if(r===void 0||Object.values(t.with).some(i=>i.expression!==null&&e.facts(
i.expression).paths.some(a=>!Ur(a,s))))return null;try{return Ls(r,Ws(e,t,r,()=>({contexts:s})),n.path)}catch(i){if(i instanceof
y)return null;throw i}}function vi(e,t,n,s,r,o,i){let a=Je(t.strategy);if(!a)return[{}];if(cn(a))return null;let l=(p,d)=>{
if(!(p instanceof y))throw p;return r.push({code:$.matrixInvalid,severity:"error",path:p.where??s(a.position),message:`j\
obs.${t.id}: ${p.message}`}),d},c;try{c=Ei(e,a,n,s)}catch(p){return l(p,[{}])}try{xr(t.id,c,s(a.position),o,{recordsStages:i})}catch(p){
return l(p,null)}return c}function Je(e){return e?e.kind==="expression"?e:e.kind!=="mapping"?null:e.entries.find(t=>t.key===
"matrix")?.value??null:null}function Ei(e,t,n,s){let r=et(e,t,{contexts:n,where:s(t.position)});return on(r,s(t.position),
{whereOf:o=>s(Ni(t,o))})}function Ni(e,t){let n=e,s=e.position;for(let r of t)if(n.kind==="mapping"&&typeof r=="string"){
let o=n.entries.find(i=>i.key===r);if(!o)break;s=o.keyPosition??o.value.position,n=o.value}else if(n.kind==="sequence"&&
typeof r=="number"){let o=n.items[r];if(!o)break;s=o.position,n=o}else break;return s}function cn(e){if(!Se(e))return!1;
switch(e.kind){case"expression":return/\bneeds\b/i.test(e.expression);case"sequence":return e.items.some(cn);case"mappin\
g":return e.entries.some(t=>cn(t.value));default:return!1}}function Ai(e,t,n,s,r){let o=n.with[u.stage];return o&&o.text.
trim()!==""?(o.expression===null?[]:e.facts(o.expression).paths).some(a=>!Ur(a,r))?null:Mt(e,o,{contexts:{...r,matrix:rn(
s)}}).trim():ye(t.id,Object.keys(s).length>0?s:null)}function pn(e){return e.action.kind==="baton"&&(e.action.action==="\
stage"||e.action.action==="prepare")}var Ii=9;function zr(e,t,n=0){let s=[];for(let r of e){let o=ue(r);if(pn({step:r,action:o})&&
s.push({step:r,inAction:n>0}),o.kind!=="local")continue;if(t===void 0||n>Ii)return null;let i=t(o.path);if(i===void 0)return null;
if(i.kind!=="composite")continue;let a=zr(i.steps,t,n+1);if(a===null)return null;s.push(...a)}return s}function rc(e,t,n,s,r){
return t.stageSteps===null?null:Dr(e,t.job,t.stageSteps,n,s,()=>"",[],r)}function Dr(e,t,n,s,r,o,i,a){let l=[];for(let{step:c,
inAction:p}of n){if(p&&c.with[u.stage]?.expression)return null;for(let d of s){let f;try{f=Ai(e,t,c,d,r)}catch(g){if(!(g instanceof
y))throw g;i.push({code:$.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??c.position),message:g.message});
continue}if(f===null)return null;if(Xe(f,a)){i.push({code:$.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??
c.position),message:Xt});continue}if(!ie.test(f)){i.push({code:$.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??
c.position),message:`stage "${f}" is not a valid stage id: a letter or _ then up to 99 letters, digits, _ or -`});continue}
let h=Vn(f);if(h!==null){i.push({code:$.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??c.position),message:h});
continue}l.push({stage:f,leg:d})}}return l}function _i(e,t){let n=new Map;for(let s of e.values()){if(s.call!==null)continue;
let r=l=>L(s.workflow.fileName,l),o=new Set,i=new Map,a=s.stages===null?[]:s.instances??[{id:s.id,stages:s.stages}];for(let l of a){
let c=new Set;for(let p of l.stages??[]){let d=n.get(p),f=i.get(p),h=c.has(p)?`job '${s.id}' runs stage '${p}' more than\
 once; give each baton step its own \`stage\` input`:f!==void 0?Mi(p,s.id,[f,l.id]):d!==void 0?`stage '${p}' of job '${s.
id}' is also a stage of job '${d}'; set a different \`stage\` input${s.calledBy!==null||e.get(d)?.calledBy?" (a called w\
orkflow's job records its stages under its own job id, as github.job is inside a called workflow on GitHub, so two calls\
 of one file, or a called job and a job of the same id, record the same stage; give the called file's stage a `stage:` i\
nput made from one of its inputs)":""}`:null;h!==null&&!o.has(p)&&(o.add(p),t.push({code:$.stageDuplicate,severity:"erro\
r",path:r(s.job.position),message:h})),c.add(p),i.set(p,i.get(p)??l.id),n.set(p,n.get(p)??s.id)}}}return n}function Ri(e,t,n,s,r){
let o=n.with[u.vars],i;if(t.calledBy===null&&(o===void 0||o.expression===null))try{let c=o===void 0?[]:Object.keys(bt(o.
text)),p=Object.keys(e.inputs);i={names:[...new Set([...p,...c])],from:"the workflow's declared inputs and the keys of t\
he step's vars"}}catch{}let a=c=>("stage"in c?[r.get(c.stage)??""]:Ce(t,c.job)).map(p=>s.get(p)).filter(p=>p!==void 0),l=c=>c.
some(p=>p.legs===null)?void 0:Ir(c.flatMap(p=>p.legs??[]));return{inputs:i,data:c=>{let p=a(c);if(p.length===0||p.some(f=>f.
skip!==null||f.call!==null))return;let d=p.map(f=>dr(f.job));if(!d.some(f=>f===void 0))return{keys:[...new Set(d.flatMap(
f=>f.keys))],closed:d.every(f=>f.closed)}},matrix:c=>{let p=a(c);if(!(p.length===0||p.some(d=>d.skip!==null)))return l(p.
flatMap(d=>d.call===null?[d]:$t(d,s).filter(f=>f.recordsStages||f.stageSteps===null)))},call:c=>{for(let p of a(c)){let d=p.
call!==null?p:s.get(p.calledBy??"");if(d?.call==null)continue;return{job:d===p&&"job"in c?c.job:d.id,file:d.call.path,keys:Ir(
d.legs??[])}}}}}function Ir(e){return[...new Set(e.flatMap(t=>Object.keys(t)))]}function Mi(e,t,n){return`stage '${e}' o\
f job '${t}' would be recorded by every leg of the call around it (${n.join(", ")}): a called workflow's job records its\
 stages under its own job id, as github.job is inside a called workflow on GitHub, and the caller's matrix does not reac\
h the called workflow; give the stage a \`stage:\` input made from the inputs its legs give it (stage: ${R(t)}-\${{ input\
s.<name> }}), so that each leg records its own`}function Ti(e,t,n,s,r,o,i){let a=g=>L(e.fileName,g),l=t.stageUpstream.map(
g=>n.get(g)).filter(g=>g!==void 0),c=[...new Set(l.flatMap(i))],p=[...new Set(c.flatMap(g=>g.stages??[]))],d=c.filter(g=>g.
stages===null),f=[...new Set(d.map(g=>R(g.id)))],h={job:t.id,upstreamStages:p,openMatrices:[...new Set(d.filter(Wr).map(
g=>R(g.id)))],unknown:d.some(g=>!Wr(g)),jobs:Ji(n),upstreamJobs:t.upstream,runsAfter:g=>st(e,g,t.id)};for(let{step:g,action:b}of t.
steps){if(!pn({step:g,action:b}))continue;let w=g.with[u.needs];if(w)for(let S of Fs(w,h))o.push({code:$.needsInput,severity:"\
error",path:a(Vr(e).locate(w,S.offset)),message:S.message});let x=js(e,t.job)?vs(w,S=>{let P=n.get(s.get(S)??"");if(P===
void 0)return;let O=P.upstream.map(W=>n.get(W)?.stages??null);return{callsStageWorkflow:P.job.stageWorkflow===!0,needsInput:P.
job.steps[0]?.with[u.needs],upstreamStages:O.includes(null)?null:O.flatMap(W=>W??[])}}):null,k=(S,P)=>({code:$.templateStage,
severity:"error",message:Es(S,P,t.id,w)}),v=[],C=g.with[u.prompt];if(C&&(C.expression===null||!es(C.text))){let S=C.expression===
null?C.text:ts(C.text);v.push({template:S,locate:(P,O)=>Ui(e,C,P,O)})}let E=g.with[u.promptFile];if(E&&E.expression===null&&
r){let S,P="does not exist";try{S=r(E.text)}catch(O){P=O instanceof Error?O.message:String(O)}S===void 0?o.push({code:$.
promptFileMissing,severity:"error",path:a(E.position),message:`prompt-file ${E.text}: ${P}`}):v.push({template:S,locate:(O,W)=>`${E.
text}:${O}:${W}`})}let U=Ri(e,t,g,n,s),H=null,re=[],M=S=>S.kind==="job"?Ce(t,S.stage).length>0:p.includes(S.stage)||Rr(f,
S.stage);for(let{template:S,locate:P}of v){let{analysis:O,problems:W}=Qe(S);O&&(re.push(...O.references),H??=vr(O,(m,j)=>P(
m,j).replace(`${e.fileName}:`,"")));let Fe=tr(O?.keys??[],U),Ue=nr(O?.keys??[],U).filter(m=>m.closed).map(m=>m.error),fn=W.
filter(m=>m.ifUpstream===void 0||M(m.ifUpstream));for(let m of[...fn,...Fe,...Ue])o.push({code:Ue.includes(m)?$.templateDataKey:
Fe.includes(m)?$.templateKey:$.templateInvalid,severity:"error",path:P(m.line,m.column),message:[m.message,...m.details].
join("; ")});for(let m of O?.references??[]){if(m.kind==="job"){let K=Ce(t,m.stage).map(V=>n.get(V)?.stages);if(K.length>
0){let V=K.includes(null)?null:K.flatMap(X=>X??[]);if(_r(Ce(t,m.stage),n,i)){let X=[...new Set(t.stageUpstream.filter(Z=>!_r(
[Z],n,i)).map(R))];o.push({code:$.templateStage,severity:"error",path:P(m.line,m.column),message:`jobs.${m.stage}: job ${m.
stage} records no stage (none of its steps runs baton's stage), so a prompt has no stage of it to read; upstream jobs th\
at record stages: ${X.length>0?X.join(", "):"(none)"}`});continue}x&&V&&V.length>0&&!V.some(X=>x.has(X))&&o.push({...k(`\
jobs.${m.stage}`,`its stages (${V.join(", ")})`),path:P(m.line,m.column)});continue}let z=[...new Set(t.stageUpstream.map(
R))],D=ne(m.stage,z),ze=Li(t.id).map(V=>`${V}${m.stage}`).find(V=>n.has(V));o.push({code:$.templateStage,severity:"error",
path:P(m.line,m.column),message:`jobs.${m.stage}: not a job upstream of job '${t.id}'${t.stageUpstream.includes(m.stage)?
` (did you mean ${R(m.stage)}? a called workflow reads its own jobs by their ids in its file, as GitHub's records name t\
hem: github.job is the called file's own job id)`:ze!==void 0?Mr(n,t.id,ze,"job"):D?` (did you mean ${D}?)`:""}; upstrea\
m jobs: ${z.length>0?z.join(", "):"(none)"}`});continue}if(p.includes(m.stage)){x&&!x.has(m.stage)&&o.push({...k(`stages\
.${m.stage}`,m.stage),path:P(m.line,m.column)});continue}if(Rr(f,m.stage))continue;let j=s.get(m.stage)??Fi(m.stage,n),I=ne(
m.stage,p),_=Ci(m.stage,n),Y=j?Mr(n,t.id,j,"stage"):_!==null?` (did you mean ${_}? a called workflow's job records its s\
tages under its own job id, as github.job is inside a called workflow on GitHub)`:I?` (did you mean ${I}?)`:"";o.push({code:$.
templateStage,severity:"error",path:P(m.line,m.column),message:`stages.${m.stage}: not a stage upstream of job '${t.id}'${Y}\
; upstream stages: ${p.length>0||f.length>0?[...p,...f.map(K=>`${K}-*`)].join(", "):"(none)"}`})}}let oe=H?.kind==="refe\
rence"?Wi(e,t,g,H,re,p,n):null;oe!==null&&o.push(oe)}return h}function Wi(e,t,n,s,r,o,i){if(t.calledBy!==null||t.job.stageWorkflow===
!0||xt(e)||n.uses===null||(n.with[u.needs]?.text.trim()??"")!=="")return null;let a=t.job.steps[n.index]?.position;if(a?.
line!==n.position.line||a.column!==n.position.column)return null;let l=jr(t.job.steps,n.index);if(l===null)return null;let c=new Set;
for(let p of r){if(p.kind==="stage"){o.includes(p.stage)&&c.add(p.stage);continue}for(let d of Ce(t,p.stage))for(let f of i.
get(d)?.stages??[])c.add(f)}return{code:$.checkoutMissing,severity:"error",path:L(e.fileName,n.uses.position),message:Er(
t.id,s,l,[...c])}}function Ce(e,t){return e.stageUpstream.filter(n=>R(n)===t)}function _r(e,t,n){return e.length===0?!1:
e.every(s=>{let r=t.get(s);return r!==void 0&&r.skip===null&&n(r).every(o=>o.skip===null&&o.stages!==null&&o.stages.length===
0)})}function Li(e){let t=[];for(let n=e.lastIndexOf("/");n>=0;n=e.lastIndexOf("/",n-1))t.push(e.slice(0,n+1));return[...t,
""]}function $t(e,t){let n=s=>s===e.id?e:t.get(s);return Gt([e.id],s=>n(s)?.call).map(n).filter(s=>s!==void 0&&s.call===
null)}function oc(e,t){return e.call===null||e.stages!==null?[e.id]:[...$t(e,t).map(n=>n.id),e.id]}function ic(e,t){let n=$t(
e,t).filter(s=>s.stages===null);return[...new Set(n.map(s=>R(s.id)))]}function Rr(e,t){return e.some(n=>t===n||t.startsWith(
`${n}-`))}function Ci(e,t){for(let n of t.values()){if(n.calledBy===null)continue;let s=As(n.id);if(e===s||e.startsWith(
`${s}-`))return`${R(n.id)}${e.slice(s.length)}`}return null}function Mr(e,t,n,s){let r="a prompt reads only stages of jo\
bs that finish before it",o=Js(i=>{let a=e.get(i);return a?{workflow:a.workflow,calledBy:a.calledBy}:void 0},t,n);return o.
kind==="self"?` (${Cs(s)})`:o.kind==="after"?` (${o.text}; ${r})`:o.kind!=="add"?` (${s==="stage"?`it is a stage of job \
'${n}'; `:""}${o.text})`:s==="stage"?` (it is a stage of job '${n}'; add '${o.need}' to ${o.needsOf})`:` (add '${o.need}\
' to ${o.needsOf})`}var Tr=new WeakMap;function Ji(e){let t=Tr.get(e);return t===void 0&&(t=new Map([...e.values()].map(
n=>[n.id,{stages:n.stages,matrix:Je(n.job.strategy)!==null}])),Tr.set(e,t)),t}function Wr(e){return e.legs===null&&e.call===
null&&e.steps.every(({step:t,action:n})=>n.kind!=="local"&&(!pn({step:t,action:n})||(t.with[u.stage]?.text.trim()??"")===
""))}function Fi(e,t){let n;for(let s of t.values()){let r=R(s.id);s.stages!==null||s.call!==null||!(e===r||e.startsWith(
`${r}-`))||(n===void 0||r.length>R(n).length)&&(n=s.id)}return n}var Lr=new WeakMap;function Ui(e,t,n,s){let r=Vr(e).locateLine(
t,n,s);return`${e.fileName}:${r.line}:${r.column}`}function Vr(e){let t=Lr.get(e);return t===void 0&&(t=new kt(e.source),
Lr.set(e,t)),t}function zi(e){return e.label!==null&&typeof e.label=="object"}export{Di as a,Mt as b,Vi as c,Gi as d,et as e,Se as f,Ki as g,es as h,ts as i,Bi as j,nt as k,Xi as l,Br as m,Zi as n,st as o,
rt as p,Lt as q,L as r,ea as s,qr as t,ta as u,ue as v,se as w,Zr as x,ee as y,ke as z,fe as A,ua as B,no as C,ca as D,pa as E,
Ut as F,fa as G,da as H,ga as I,ma as J,ha as K,ba as L,js as M,vs as N,Es as O,Ns as P,R as Q,Gt as R,Is as S,Ws as T,Ls as U,
Cs as V,Js as W,kt as X,We as Y,rr as Z,or as _,Gl as $,rn as aa,hu as ba,kr as ca,xr as da,Ja as ea,Ao as fa,Fa as ga,qt as ha,
Ua as ia,za as ja,Fs as ka,Xa as la,Ks as ma,mt as na,rl as oa,Co as pa,$l as qa,Sl as ra,Pl as sa,bt as ta,Rl as ua,Ml as va,
nr as wa,cr as xa,pr as ya,dr as za,un as Aa,Pr as Ba,Or as Ca,jr as Da,vr as Ea,Er as Fa,xu as Ga,Qu as Ha,ec as Ia,tc as Ja,
nc as Ka,sc as La,Ur as Ma,Je as Na,Ei as Oa,Ai as Pa,Ii as Qa,rc as Ra,Mi as Sa,oc as Ta,ic as Ua,Rr as Va};
