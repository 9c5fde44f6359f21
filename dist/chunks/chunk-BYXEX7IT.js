import{C as tt,b as Zn,f as es,u as Ce,x as ts,y as ns}from"./chunk-CD2HORXK.js";import{e as Xn}from"./chunk-MDRSPMYH.js";
import{b as ke}from"./chunk-QHWUTILA.js";import{a as et}from"./chunk-IJLDGJOU.js";import{E as Qn,f as Kn,g as Hn,
i as Bn,j as qn,s as Yn}from"./chunk-2MQ5OTBB.js";import{a as Ze}from"./chunk-M5CNPA5V.js";import{a as Cn}from"./chunk-NUWPZMYM.js";
import{c as Tn,g as Wn,h as Ln}from"./chunk-UW7MVPZA.js";import{b as Le,d as Qe,j as Jn}from"./chunk-KGL53VIU.js";
import{g as Wt,h as Fn,i as Un,k as zn,m as Dn,n as Vn,p as Gn}from"./chunk-EE3CSVQT.js";import{a as Tt}from"./chunk-LS2NIP65.js";
import{c as bn}from"./chunk-FCWOFCWY.js";import{a as re,c as We,d as ce}from"./chunk-TIXFR75A.js";import{d as w,
e as jt}from"./chunk-OKFZ7BVP.js";import{B as Mn,G as Xe,a as At,b as Rt,c as It,d as An,e as Me,f as Rn,h as A,i as Oe,
j as je,k as _t,m as Mt,n as we,o as In,p as ue,t as _n,u as qe,v as Te,w as Ye,y as K,z as ee}from"./chunk-DSPIJXAJ.js";
import{B as wn,C as kn,D as be,E as le,F as xn,H as u,J as F,L as Et,M as ye,N as Ke,O as _e,P as $n,Q as Sn,S as Pn,T as On,
Y as $,Z as jn,b as yn,ba as vn,da as He,ea as Be,fa as En,ga as Nn,ha as Nt,n as Ie,r as vt}from"./chunk-LBXHU7QN.js";
import{d as hn}from"./chunk-3NR5HZ6E.js";var qi=["github","env","vars","job","jobs","steps","runner","secrets","strategy","matrix","needs","inputs"];function Lt(e,t,n){
return t.expression===null?t.text:e.evaluateString(t.expression,n)}function Yi(e,t,n){let s=[];for(let[r,o]of Object.entries(
t)){let i=typeof n=="function"?n(r,o):n;s.push([r,Lt(e,o,i)])}return Object.fromEntries(s)}function Xi(e,t,n){return e.evaluateTruthy(
t.expression,n)}function nt(e,t,n){switch(t.kind){case"literal":return t.value;case"expression":return e.evaluate(t.expression,
{...n,where:n.where??`line ${t.position.line}, column ${t.position.column}`});case"sequence":return t.items.map(s=>nt(e,
s,n));case"mapping":return Object.fromEntries(t.entries.map(({key:s,value:r})=>[s,nt(e,r,n)]))}}function ve(e){switch(e.
kind){case"literal":return!1;case"expression":return!0;case"sequence":return e.items.some(ve);case"mapping":return e.entries.
some(t=>ve(t.value))}}var Ee=hn(Cn(),1),st="${{",Yr="}}";function Ct(e){let t=e.indexOf(st);if(t<0)return null;let n=[],s=0;for(;s<e.length;)if(s===
t){let r=-1,o=!1;for(s+=st.length;s<e.length;s++)if(e[s]==="'")o=!o;else if(!o&&e[s]==="}"&&e[s-1]==="}"){r=s,s++;break}
if(r<0)return null;n.push({expression:e.slice(t+st.length,r+1-Yr.length).trim(),offset:t,end:r+1}),t=e.indexOf(st,s)}else if(t>=
0&&s<t)n.push({literal:e.slice(s,t),offset:s}),s=t;else{n.push({literal:e.slice(s),offset:s});break}return n}function Qi(e){
let t=Ct(e);if(t===null)return null;let[n]=t;if(t.length===1&&n&&"expression"in n)return n.expression;let s=[],r=[];for(let o of t)
"literal"in o?s.push(o.literal.replace(/'/g,"''").replace(/\{/g,"{{").replace(/\}/g,"}}")):(s.push(`{${r.length}}`),r.push(
o.expression));return`format('${s.join("")}'${r.map(o=>`, ${o}`).join("")})`}function ss(e){let t=Ct(e);return t!==null&&
t.filter(n=>"expression"in n).length===1&&t.every(n=>!("literal"in n)||/^\s*["']?\s*$/.test(n.literal))}function rs(e){let t=Ct(
e);return t===null?e:t.map(n=>"literal"in n?n.literal:e.slice(n.offset,n.end).replace(/[^\n]/g," ")).join("")}function ea(e){
let t=new Map,n=[0];for(let o=0;o<e.length;o++)e[o]===`
`&&n.push(o+1);let s=o=>{let i=0,a=n.length-1;for(;i<a;){let l=i+a+1>>1;n[l]<=o?i=l:a=l-1}return`${i+1}:${o-n[i]+1}`},r=(0,Ee.parseDocument)(
e,{uniqueKeys:!1});return(0,Ee.visit)(r,{Scalar(o,i){(0,Ee.isScalar)(i)&&typeof i.value=="string"&&i.range&&t.set(s(i.range[0]),
i.value)}}),t}function rt(e,t){let n=os(t);for(let s of e)if(s===t)return s;for(let s of e)if(os(s)===n)return s}function sa(e){let t=e.
map(n=>n.id);return e.map(n=>n.needs.every(s=>t.includes(s.id))?n:{...n,needs:n.needs.map(s=>({...s,id:rt(t,s.id)??s.id}))})}
function os(e){return e.replace(/[A-Z]/g,t=>t.toLowerCase())}function Xr(e,t){let n=rt(e.jobs.map(r=>r.id),t),s=e.jobs.find(
r=>r.id===n);if(!s)throw new w("job-unknown",`no job '${t}' in ${e.fileName}; jobs: ${e.jobs.map(r=>r.id).join(", ")}`);
return s}function ra(e,t){let n=Xr(e,t).id,s=as(new Map(e.jobs.map(r=>[r.id,r])),n);return e.jobs.map(r=>r.id).filter(r=>s.
has(r))}function is(e){let t=new Map;for(let r of Jt(e)){let o=new Set;for(let i of r.needs){let a=t.get(i.id);if(a){o.add(
i.id);for(let l of a)o.add(l)}}t.set(r.id,o)}let n=new Map(e.jobs.map(r=>[r.id,r])),s=e.jobs.map(r=>r.id);return new Map(
s.map(r=>{let o=t.get(r)??as(n,r);return[r,s.filter(i=>o.has(i))]}))}function as(e,t){let n=new Set,s=[...e.get(t)?.needs.
map(r=>r.id)??[]];for(;s.length>0;){let r=s.pop();if(n.has(r)||r===t)continue;let o=e.get(r);o&&(n.add(r),s.push(...o.needs.
map(i=>i.id)))}return n}function Jt(e){let t=new Set,n=[],s=new Set(e.jobs.map(o=>o.id)),r=!0;for(;r&&n.length<e.jobs.length;){
r=!1;for(let o of e.jobs)t.has(o.id)||o.needs.every(i=>t.has(i.id)||!s.has(i.id))&&(t.add(o.id),n.push(o),r=!0)}return n}
function ot(e,t,n){let s=new Map(e.jobs.map(i=>[i.id,i])),r=new Map([[t,t]]),o=[t];for(let i=o.shift();i!==void 0;i=o.shift())
for(let a of s.get(i)?.needs??[])if(!(r.has(a.id)||!s.has(a.id))){if(r.set(a.id,i),a.id===n){let l=[n];for(let c=i;c!==t;c=
r.get(c))l.unshift(c);return[t,...l]}o.push(a.id)}return null}function it(e){return e.slice(0,-1).map((t,n)=>`${t} needs\
 ${e[n+1]}`).join(", ")}var Ft={invalid:"workflow-invalid",expression:"expression-invalid",needsUnknown:"needs-unknown",needsCycle:"needs-cycle"};
function J(e,t){return t&&t.line>0?`${e}:${t.line}:${t.column}`:e}function ia(e){let t=[];for(let n of e.jobs)for(let s of n.
steps){let r=s.uses?.text;if(r===void 0||Zr(r))continue;let[o="",...i]=r.split("@"),a=i.length<=1&&o.split(/[/\\]/).filter(
l=>l!=="").length>=2?`name the commit it runs: ${o}@<40-hex commit sha>`:"an action is {owner}/{repo}[/path]@ref, ./path\
 (one of this repository) or docker://image";t.push({code:Ft.invalid,severity:"error",path:J(e.fileName,s.uses?.position??
s.position),message:`Expected format {org}/{repo}[/path]@ref. Actual '${r}': GitHub refuses the workflow; ${a}`})}return t}
function Zr(e){if(e.startsWith("docker://")||e.startsWith("./")||e.startsWith(".\\"))return!0;let t=e.split("@"),n=(t[0]??
"").split(/[/\\]/).filter(s=>s!=="");return t.length===2&&n.length>=2&&t[1]!==""}function aa(e){let t=[],n=new Map(e.jobs.
map(l=>[l.id,l])),s=e.jobs.map(l=>l.id);for(let l of e.jobs)for(let c of l.needs)n.has(c.id)||t.push({code:Ft.needsUnknown,
severity:"error",path:J(e.fileName,c.position),message:`job '${l.id}' needs '${c.id}', which is not a job in this workfl\
ow; jobs: ${s.join(", ")}`});let r=new Map,o=[],i=new Set,a=l=>{r.set(l,"active"),o.push(l);let c=n.get(l);for(let p of c?.
needs??[]){if(!n.has(p.id))continue;let f=r.get(p.id);if(f==="active"){let d=o.slice(o.indexOf(p.id)),m=Qr(d);if(!i.has(
m)){i.add(m);let g=d.map((k,b)=>`${k} needs ${d[(b+1)%d.length]}`);t.push({code:Ft.needsCycle,severity:"error",path:J(e.
fileName,p.position),message:`needs form a cycle: ${[...d,d[0]].join(" \u2192 ")} (${g.join(", ")}); remove one of these\
 needs`})}}else f===void 0&&a(p.id)}o.pop(),r.set(l,"done")};for(let l of e.jobs)r.has(l.id)||a(l.id);return t}function Qr(e){
return[...e].sort().join("\0")}function pe(e){if(!e.uses)return{kind:"run"};let t=e.uses.text.trim();if(e.ownAction&&t.startsWith("./"))return{kind:"lo\
cal",path:t.replace(/\/+$/,"")};let n=eo(t);if(n)return{kind:"baton",action:n};if(t.startsWith("./"))return{kind:"local",
path:t.replace(/\/+$/,"")};let[s=""]=t.split("@"),r=s.toLowerCase();return r==="actions/checkout"?{kind:"noop",action:"c\
heckout",reason:"the local checkout is used as it is"}:r.startsWith("actions/setup-")?{kind:"noop",action:"setup",reason:"\
tools on this machine are used"}:{kind:"skip",notice:`${t} cannot run locally; step skipped`}}function eo(e){let t=ls(e);
if(t===null)return null;for(let[n,s]of Object.entries($n))if(s===t)return n;return null}function ls(e){if(e.startsWith("\
./"))return e.slice(2).replace(/\/+$/,"");let t=/^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)((?:\/[^@]*)?)@.+$/.exec(e);return t?.[2]?.
toLowerCase()!==Sn?null:(t[3]??"").replace(/^\/|\/+$/g,"")}function oe(e){return e.uses!==null&&to(e.uses.text)}function to(e){
return ls(e.trim())===Pn}var te=["claude","codex","gemini","copilot"],$e=Te(te),ge={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},no=[...new Set(
Object.values(ge).flatMap(e=>e.keyEnv))],so=["ANTHROPIC_AUTH_TOKEN","ANTHROPIC_FOUNDRY_API_KEY","AWS_SECRET_ACCESS_KEY",
"AWS_SESSION_TOKEN","AWS_BEARER_TOKEN_BEDROCK","AZURE_OPENAI_API_KEY"];function ma(e){return[...no,...so].map(t=>e[t]).filter(
t=>!!t)}var ro=A().check(Rn(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,{message:"must be a model name: letters, digits and \
. _ : / @ -, at most 128 characters"})),oo=ue({model:K(ro)}),fs="--prompt=",ds=128*1024-1-fs.length,io=128*1024,us=io-`${F.
args}=`.length-1;function ha(e){let t=e[F.args];if(t===void 0)return;let n=yn(t);if(!(n<=us))throw new w("agent-args-too\
-long",`is ${n} bytes, over the ${us} bytes one environment variable of that name can hold on Linux (128 KiB with its na\
me, MAX_ARG_STRLEN), so the agent CLI cannot start ("Argument list too long"): move long text into a file the CLI reads \
(a system prompt or settings file) and pass only its path, or put it in the prompt`,{where:`${F.args} (the reusable work\
flow's ${Be.agentArgs} input)`})}var at=`"\${${Ie.handoffPath}%/*}"`,Je=`"$${Ie.promptPath}"`,Ut=e=>`\${${F.model}:+${e}\
 "$${F.model}"}`,lt=["agent_args=()",`if [ -n "\${${F.args}:-}" ]; then`,"  while IFS= read -r arg; do",'    arg="${arg#\
"${arg%%[![:space:]]*}"}"','    arg="${arg%"${arg##*[![:space:]]}"}"','    if [ -n "$arg" ]; then agent_args+=("$arg"); \
fi',`  done <<< "$${F.args}"`,"fi"],ut='${agent_args[@]+"${agent_args[@]}"}';function gs(e){let{cli:t,npmPackage:n}=ge[e];
return`the ${t} CLI is not installed (no ${t} on PATH): install its npm package, npm install --global ${n}@<version> (ba\
ton-stage.yml installs it at agent-version)`}var pt="baton: ",ms=e=>`the prompt is ${e} bytes; copilot takes it as one a\
rgument, at most ${ds} bytes: shorten it (max-prompt-tokens) or use another agent`;function ao(e,t){if(t===gs(e))return!0;
let n=/^the prompt is (\d{1,20}) bytes;/.exec(t)?.[1];return e==="copilot"&&n!==void 0&&t===ms(n)}function ct(e){let{cli:t}=ge[e];
return[`if ! command -v ${t} >/dev/null 2>&1; then`,`  echo "${pt}${gs(e)}" >&2`,"  exit 127","fi"]}function cs(e,t,n=""){
return[`if [ -z "\${${t}:-}" ] && [ -n "\${${e}:-}" ]${n}; then`,`  export ${t}="$${e}"`,"fi"]}var lo={claude:[...ct("cl\
aude"),'if [ "$EUID" -eq 0 ]; then',"  export IS_SANDBOX=1","fi",...lt,"exec claude -p \\","  --output-format stream-jso\
n --verbose \\","  --permission-mode bypassPermissions \\",`  --add-dir ${at} \\`,`  ${Ut("--model")} \\`,`  ${ut} \\`,`\
  < ${Je}`].join(`
`),codex:[...ct("codex"),...cs("OPENAI_API_KEY","CODEX_API_KEY"),...lt,"exec codex exec \\","  --json \\","  --sandbox w\
orkspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${at} \\`,`  ${Ut("--model")} \\`,`  ${ut} \\`,`  - < ${Je}`].
join(`
`),gemini:[...ct("gemini"),'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',...cs("GOOGLE_API_K\
EY","GEMINI_API_KEY",' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),...lt,"exec gemini \\","  --output-format json \
\\","  --approval-mode yolo \\",`  --include-directories ${at} \\`,`  ${Ut("--model")} \\`,`  ${ut} \\`,"  -p 'Carry out\
 the task above.' \\",`  < ${Je}`].join(`
`),copilot:[...ct("copilot"),`prompt_bytes=$(wc -c < ${Je})`,`if [ "$prompt_bytes" -gt ${ds} ]; then`,`  echo "${pt}${ms(
"$prompt_bytes")}" >&2`,"  exit 2","fi",...lt,"exec copilot \\",`  ${fs}"$(cat ${Je})" \\`,"  --output-format=json \\","\
  --allow-all-tools \\","  --no-ask-user \\",`  --add-dir=${at} \\`,`  \${${F.model}:+--model="$${F.model}"} \\`,`  ${ut}`].
join(`
`)};function Dt(e,t=`input ${u.agent}`){let n=$e.safeParse(e);if(n.success)return n.data;throw new w("agent-preset-unkno\
wn",`"${e}" is not an agent preset; use one of ${te.join(", ")}, or give the command in \`run\``,{where:t})}function ba(e,t={}){
let n=Dt(e),s=oo.safeParse(t);if(!s.success){let o=s.error.issues[0];throw new w("agent-preset-options",`agent ${n}: ${o?.
path.join(".")||"options"} ${o?.message}`,{where:`agent ${n}`})}let r={};return s.data.model!==void 0&&(r[F.model]=s.data.
model),{script:lo[n],env:r}}function Vt(e,t){let n=Dt(e),s=[];switch(n){case"claude":return{...ks(de(t),s),problems:s};case"\
codex":return{...po(t,s),problems:s};case"gemini":return{...mo(t,s),problems:s};case"copilot":return{...ho(t,s),problems:s}}}
function ya(e,t){let n=$e.safeParse(e);if(!n.success)throw new w("agent-preset-unknown",`"${e}" is not an agent preset; \
use one of ${te.join(", ")}: the one whose CLI wrote the \`${u.agentOutput}\` file`,{where:`input ${u.agent}`});if(n.data!==
"claude")return Vt(n.data,t);let s=[],r=de(t),o=r.some(Fe)?r:ys(t);return{...ks(o,s),problems:s}}function wa(e,t){return Vt(
e,t).usage}function ka(e,t){return Vt(e,t).finalText}function xa(e,t){let n=Dt(e),s=uo(n,t);if(s!==null&&s.trim()!=="")return{
source:"cli",text:s};let r=t.split(`
`);for(let o=r.length-1;o>=0;o--){let i=r[o].trimEnd(),a=i.slice(pt.length);if(i.startsWith(pt)&&ao(n,a))return{source:"\
script",text:a}}return null}function uo(e,t){switch(e){case"claude":{let n=fe(de(t),Fe);return n&&hs(n)?bs(n):null}case"\
codex":{let n=de(t),s=fe(n,o=>o.type==="turn.failed"&&L(o.error)),r=L(s?.error)?s.error.message:fe(n,o=>o.type==="error")?.
message;return typeof r=="string"?r:null}case"gemini":{let n=xs(t)?.error;return L(n)&&typeof n.message=="string"?n.message:
null}case"copilot":{let n=fe(de(t),s=>s.type==="session.error")?.data;return L(n)&&typeof n.message=="string"?n.message:
null}}}function hs(e){return e.is_error===!0||typeof e.subtype=="string"&&e.subtype.startsWith("error")}function bs(e){if(typeof e.
result=="string"&&e.result.trim()!=="")return e.result;let t=Array.isArray(e.errors)?e.errors.filter(n=>typeof n=="strin\
g"):[];return t.length>0?t.join("; "):typeof e.subtype=="string"?e.subtype:null}function $a(e,t){if(e!=="claude")return null;
let n=de(t),s=fe(n.some(Fe)?n:ys(t),Fe);if(!s||!hs(s))return null;let r=typeof s.subtype=="string"&&/^[a-z_]{1,64}$/.test(
s.subtype)?s.subtype:null;return{text:bs(s)??"",subtype:r}}function Sa(e={}){return["## Handing off","",`When you are do\
ne, write your handoff as one JSON object to ${e.handoffPath?`\`${e.handoffPath}\` (also in the environment variable \`${Ie.
handoffPath}\`)`:`the path in the environment variable \`${Ie.handoffPath}\``}:`,"","```json",`{"version": ${kn}, "statu\
s": "success", "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": {"key": \
"value"}}`,"```","",`- \`summary\` is required (at most ${be.summaryBytes} bytes); \`status\` is one of success, partial, \
blocked, failure.`,'- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage id>", "\
reason": "\u2026"}` to hand off to a specific stage.',`- If you cannot write files, print the same JSON as the last thin\
g you say, between a line \`${vt.start}\` and a line \`${vt.end}\`.`,...e.dataSchema===void 0?[]:["- This stage's `data`\
 must follow the JSON Schema below (every value a string; a pattern is an ECMAScript regular expression; lengths are in \
UTF-8 bytes), or the handoff is refused:","",Ln(Wn(e.dataSchema),"json")]].join(`
`)}function L(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function de(e){let t=[];for(let n of e.split(`
`)){let s=n.trim();if(s.startsWith("{"))try{let r=JSON.parse(s);L(r)&&t.push(r)}catch{}}return t}function ys(e){let t=e.
trim();if(t.startsWith("[")&&t.endsWith("]"))try{let o=JSON.parse(t);if(Array.isArray(o))return o.filter(L)}catch{}let n=[],
s=e.split(`
`),r=-1;for(let o=0;o<s.length;o++){let i=s[o].replace(/\r$/,"");if(i==="  {")r=o;else if(r!==-1&&(i==="  }"||i==="  },")){
try{let a=JSON.parse(`${s.slice(r,o).join(`
`)}
}`);L(a)&&n.push(a)}catch{}r=-1}}return n}function fe(e,t){for(let n=e.length-1;n>=0;n--){let s=e[n];if(t(s))return s}}var U=(e,t)=>({
key:t,value:e[t]});function ws(e){return typeof e=="number"||typeof e=="boolean"?String(e):typeof e=="string"?"a string":
Array.isArray(e)?"a list":"an object"}function zt(e,t){return{code:Ke.usageRefused,severity:"warning",path:`agent.usage.${e}`,
message:`${t}; ${e} is not recorded`}}function xe(e,t,n,s){let r;for(let{key:o,value:i}of n)if(i!=null){if(typeof i!="nu\
mber"||!Number.isSafeInteger(i)||i<0){s.push(zt(t,`${e} reported ${ws(i)} as ${o}, which is not a whole number from 0 to\
 ${Number.MAX_SAFE_INTEGER}`));return}if(r=(r??0)+i,!Number.isSafeInteger(r)){s.push(zt(t,`the ${t} ${e} reported add up\
 to more than ${Number.MAX_SAFE_INTEGER}`));return}}return r}function co(e,{key:t,value:n},s){if(n!=null){if(typeof n=="\
number"&&Number.isFinite(n)&&n>=0&&n<=be.usageCostUsd)return n;s.push(zt("cost_usd",`${e} reported ${ws(n)} as ${t}, whi\
ch is not an amount from 0 to ${be.usageCostUsd} USD`))}}function ft(e){let t={};return e.input!==void 0&&(t.input_tokens=
e.input),e.output!==void 0&&(t.output_tokens=e.output),e.cost!==void 0&&(t.cost_usd=e.cost),Object.keys(t).length===0?null:
t}function ks(e,t){let n=fe(e,Fe);if(!n)return{finalText:null,usage:null};let s=L(n.modelUsage)?Object.values(n.modelUsage).
filter(L):[],r=L(n.usage)?n.usage:{},[o,i]=s.length>0?[s.flatMap(a=>[U(a,"inputTokens"),U(a,"cacheCreationInputTokens"),
U(a,"cacheReadInputTokens")]),s.map(a=>U(a,"outputTokens"))]:[[U(r,"input_tokens"),U(r,"cache_creation_input_tokens"),U(
r,"cache_read_input_tokens")],[U(r,"output_tokens")]];return{finalText:typeof n.result=="string"?n.result:null,usage:ft(
{input:xe("claude","input_tokens",o,t),output:xe("claude","output_tokens",i,t),cost:co("claude",U(n,"total_cost_usd"),t)})}}
function Fe(e){return e.type==="result"}function po(e,t){let n=de(e),r=fe(n,a=>a.type==="item.completed"&&fo(a.item))?.item?.
text,o=n.filter(a=>a.type==="turn.completed"&&L(a.usage)),i=a=>o.map(l=>U(l.usage,a));return{finalText:typeof r=="string"?
r:null,usage:ft({input:xe("codex","input_tokens",i("input_tokens"),t),output:xe("codex","output_tokens",i("output_tokens"),
t)})}}function fo(e){return L(e)&&(e.type==="agent_message"||e.item_type==="assistant_message")}var go=4;function xs(e){
let t=e.length;for(let n=0;n<go&&t>0;n++){let s=e.lastIndexOf(`
{`,t-1),r=s===-1?0:s+1;if(e[r]!=="{")return null;try{let o=JSON.parse(e.slice(r));if(L(o)&&("response"in o||"stats"in o||
"error"in o))return o}catch{}if(s===-1)return null;t=s}return null}function mo(e,t){let n=xs(e),s=n?.stats,o=(L(s)&&L(s.
models)?Object.values(s.models):[]).map(i=>L(i)&&L(i.tokens)?i.tokens:{});return{finalText:typeof n?.response=="string"?
n.response:null,usage:ft({input:xe("gemini","input_tokens",o.map(i=>U(i,"prompt")),t),output:xe("gemini","output_tokens",
o.flatMap(i=>[U(i,"candidates"),U(i,"thoughts")]),t)})}}function ho(e,t){let n=de(e),s=fe(n,o=>o.type==="assistant.messa\
ge")?.data?.content,r=n.filter(o=>o.type==="assistant.message"&&L(o.data));return{finalText:typeof s=="string"?s:null,usage:ft(
{output:xe("copilot","output_tokens",r.map(o=>U(o.data,"outputTokens")),t)})}}var Gt=["actions","artifact-metadata","attestations","checks","contents","deployments","discussions","issues","packages",
"pages","pull-requests","repository-projects","statuses","security-events","id-token","models","vulnerability-alerts"],bo=new Set(
["models","vulnerability-alerts"]),$s={none:0,read:1,write:2};function dt(e){if(e===null)return null;let t=new Map,n=(s,r)=>t.
set(s,bo.has(s)&&r==="write"?"read":r);if(e.kind==="literal"){let s=e.value==="write-all"?"write":e.value==="read-all"?"\
read":null;if(s===null)return null;for(let r of Gt)n(r,s);return t}if(e.kind!=="mapping")return null;for(let s of Gt)t.set(
s,"none");for(let s of e.entries){if(s.value.kind!=="literal")return null;let r=String(s.value.value);if(r!=="none"&&r!==
"read"&&r!=="write")return null;n(s.key,r)}return t}function Ss(e,t){let n=Gt.filter(r=>$s[e.get(r)??"none"]>$s[t.get(r)??
"none"]);if(n.length===0)return null;let s=r=>n.map(o=>`${o}: ${r.get(o)??"none"}`).join(", ");return`requesting '${s(e)}\
', but is only allowed '${s(t)}'`}function Ps(e,t,n){let s=dt(e.permissions);if(s!==null)return{levels:s,from:`jobs.${e.
id}.permissions of ${t.fileName}`};let r=dt(t.permissions);return r!==null?{levels:r,from:`the permissions: of ${t.fileName}`}:
n}function Ue(e){return e.jobs.some(oe)?{...e,jobs:e.jobs.map(t=>oe(t)?ko(t):t)}:e}var js=/^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$/,
vs=te.flatMap(e=>[...ge[e].keyEnv]),Os="stage",yo=60,wo=["status","next","present","data","sha256","artifact-id"],Kt=[u.
stage,u.prompt,u.promptFile,u.agent,u.run,u.needs,u.handoff,u.onInvalid,u.dataSchema,u.vars,u.verify,u.attempts,u.maxHandoffs,
u.maxPromptTokens,u.redact,u.retentionDays,u.workingDirectory];function ko(e){let t=e.uses,n=t.position,s=e.with,r={};for(let f of Kt){
let d=s[f];d!==void 0&&(r[f]=d)}let o={},i=s.model;i!==void 0&&(o[F.model]=i);let a=s[Be.agentArgs];a!==void 0&&(o[F.args]=
a);let l=s[u.agent];for(let f of te)for(let d of ge[f].keyEnv){let m=xo(e,d);if(m===null||l===void 0)continue;let g=`(${Es(
l)}) == '${f}' && (${m}) || ''`;o[d]={text:`\${{ ${g} }}`,expression:g,position:n}}let c={index:0,id:Os,name:null,if:{expression:"\
success()",text:null,position:null},run:null,uses:{text:So(t.text.trim()),position:n},with:r,env:o,shell:null,workingDirectory:null,
continueOnError:!1,timeoutMinutes:null,position:n},p={};for(let f of wo){let d=`steps.${Os}.outputs['${f}']`;p[f]={text:`\
\${{ ${d} }}`,expression:d,position:n}}return{...e,env:{},outputs:p,timeoutMinutes:$o(s["timeout-minutes"],n),defaults:null,
steps:[c],stageWorkflow:!0}}function xo(e,t){if(e.secrets==="inherit")return`secrets.${t}`;let n=e.secrets[t];return n===
void 0?null:Es(n)}function Es(e){return e.expression??`'${e.text.replaceAll("'","''")}'`}function $o(e,t){if(e===void 0)
return{kind:"literal",value:yo,position:t};if(e.expression!==null)return{kind:"expression",expression:e.expression,text:e.
text,position:e.position};let n=e.text.trim(),s=n===""?Number.NaN:Number(n);return{kind:"literal",value:Number.isFinite(
s)?s:n,position:e.position}}function So(e){if(e.startsWith("./"))return"./";let t=e.indexOf("@"),[n="",s=""]=e.slice(0,t).
split("/");return`${n}/${s}${e.slice(t)}`}function Ns(e,t){return oe(t)&&!e.jobs.some(n=>n.id===On)}function As(e,t){let n=i=>i===
void 0?[]:i.expression!==null?null:i.text.split(/[\s,]+/).filter(Boolean),s=n(e);if(s===null)return null;let r=new Set,o=[
...s];for(let i=o.pop();i!==void 0;i=o.pop()){if(r.has(i))continue;r.add(i);let a=t(i);if(a===void 0)continue;let l=a.callsStageWorkflow?
n(a.needsInput):a.upstreamStages;if(l===null)return null;o.push(...l)}return r}function Rs(e,t,n,s){return`${e}: on GitH\
ub, a stage run by baton's stage workflow reads only the stages its needs input names and those they read; add ${t} to w\
ith.needs of job '${n}' (now: ${s?.text.trim()||"none"})`}var Ht=10,gt=".github/workflows/";function Is(e){let t=e.trim();if(!t.startsWith("./"))return null;let n=[];for(let s of t.
slice(2).split("/"))s===""||s==="."||(s===".."?n.pop():n.push(s));return n.join("/")}function _s(e){return e.replaceAll(
"/","-")}function T(e){return e.slice(e.lastIndexOf("/")+1)}function Bt(e,t){return e.flatMap(n=>[n,...Bt(t(n)?.jobs??[],
t)])}function Ms(e,t,n,s){let r=[],o=new Set([e.fileName]),i=(a,l,c,p,f)=>{let d=is(a),m=new Set(a.jobs.map(g=>g.id));for(let g of Jt(
a)){let k=`${l}${g.id}`,b={id:k,job:g,workflow:a,calledBy:c,needs:g.needs.filter(I=>m.has(I.id)).map(I=>`${l}${I.id}`),upstream:(d.
get(g.id)??[]).map(I=>`${l}${I}`),call:null,skip:null};if(r.push(b),g.uses===null||g.stageWorkflow===!0)continue;let S=g.
uses.text.trim(),P=Is(S),x=I=>s.push({code:$.workflowCallInvalid,severity:"error",path:J(a.fileName,g.uses?.position??g.
position),message:`jobs.${g.id}: ${I}`});if(P===null){b.skip=`${S}: reusable workflows of other repositories do not run \
locally`;continue}if(!P.startsWith(gt)||P.slice(gt.length).includes("/")){x(`uses: ${S}: a reusable workflow of this rep\
ository must be a file of ${gt} (./${gt}<file>.yml), as GitHub requires`);continue}let G=p.indexOf(P);if(G>=0){x(`uses: ${S}\
: calls form a cycle: ${[...p.slice(G),P].join(" \u2192 ")}`);continue}if(p.length>=Ht){x(`uses: ${S}: too deep: ${[...p,
P].join(" \u2192 ")}; GitHub connects at most ${Ht} levels of workflows (the caller and ${Ht-1} called ones)`);continue}
let R=t.get(P);if(R===void 0||"unreadable"in R){x(`uses: ${S}: ${R?.unreadable??"the workflow was not read"}`);continue}
if(o.has(R.fileName)||(o.add(R.fileName),s.push(...R.problems)),R.call===void 0){Object.keys(R.on).length===0&&R.problems.
some(ie=>ie.severity==="error")||x(`uses: ${S}: ${P} is not a reusable workflow: its on: has no workflow_call, and GitHu\
b calls only a workflow whose on: has workflow_call`);continue}Oo(a,g,P,R.call,n,s);let X=Ps(g,a,f);Po(R,S,X,s);let W=Ue(
R);b.call={path:P,workflow:W,jobs:[]};let z=r.length;i(W,`${k}/`,k,[...p,P],X),b.call.jobs=r.slice(z).filter(I=>I.calledBy===
k).map(I=>I.id)}};return i(e,"",null,[Is(`./${e.fileName}`)??e.fileName],null),r}function Po(e,t,n,s){if(n===null)return;
let r=(o,i)=>{let a=dt(o),l=a===null?null:Ss(a,n.levels);if(o===null||l===null)return;let c=J(e.fileName,o.position),p=`${i}\
 is ${l} by ${n.from}, which calls it (uses: ${t}); GitHub refuses the call. Ask for no more than the caller allows, or \
give the calling job the permissions`;s.some(f=>f.path===c&&f.message===p)||s.push({code:$.workflowCallInvalid,severity:"\
error",path:c,message:p})};r(e.permissions,"the workflow");for(let o of e.jobs)r(o.permissions,`the nested job '${o.id}'`)}
function Oo(e,t,n,s,r,o){let i=f=>J(e.fileName,f??t.uses?.position??t.position),a=(f,d)=>o.push({code:$.workflowCallInvalid,
severity:"error",path:f,message:`jobs.${t.id}: ${d}`}),l=Object.keys(s.inputs);for(let[f,d]of Object.entries(t.with)){let m=Ls(
s,f);if(m===void 0){a(i(d.keyPosition??d.position),`with.${f}: ${n} declares no such input (on.workflow_call.inputs)${ce(
f,l)}; its inputs: ${l.join(", ")||"(none)"}`);continue}let g=qt(m,f,d,n);g!==null&&a(i(d.position),g)}for(let f of Object.
values(s.inputs))!f.required||Cs(t.with,f.name)!==void 0||a(i(t.uses?.position),`input '${f.name}' is required by ${n} (\
on.workflow_call.inputs.${f.name}); give it in with:${f.default===null?"":" (GitHub requires it of every call, its defau\
lt notwithstanding)"}`);let c=Object.keys(s.secrets);if(t.secrets==="inherit"){if(r===null)return;let f=new Set(r.names.
map(d=>d.toUpperCase()));for(let[d,m]of Object.entries(s.secrets))!m.required||f.has(d.toUpperCase())||a(i(t.uses?.position),
`secret ${d} is required by ${n} and passed by secrets: inherit, but this run has no ${d}; pass ${r.words.passSecret(d)}\
 (with ${d} set in the environment)`);return}let p=new Set(Object.keys(t.secrets).map(f=>f.toUpperCase()));for(let[f,d]of Object.
entries(t.secrets))c.some(m=>m.toUpperCase()===f.toUpperCase())||a(i(d.keyPosition??d.position),`secrets.${f}: ${n} decl\
ares no such secret (on.workflow_call.secrets)${ce(f,c)}; its secrets: ${c.join(", ")||"(none)"}`);for(let[f,d]of Object.
entries(s.secrets))!d.required||p.has(f.toUpperCase())||a(i(t.uses?.position),`secret ${f} is required by ${n} (on.workf\
low_call.secrets.${f}); pass it in secrets: (or secrets: inherit)`)}function qt(e,t,n,s){if(n.expression!==null)return null;
try{return Ws(e,Ts(n),s),null}catch(r){if(!(r instanceof w))throw r;return`with.${t}: ${r.message}`}}function Ts(e){switch(e.
literal){case"number":return Number(e.text);case"boolean":return e.text==="true";case"null":return null;default:return e.
text}}function Ws(e,t,n){let s=t==null?"":typeof t=="string"?t:JSON.stringify(t),r=(o,i)=>{let a=t==null?"null":typeof t==
"string"?"a string":typeof t;return new w("input-invalid",`input '${e.name}' of ${n} is a ${o}; got ${JSON.stringify(s)}\
, ${a==="null"?"null":a}, which GitHub refuses ("Unexpected value '${s}'": it converts nothing to a ${o}); write ${i}`)};
switch(e.type){case"boolean":if(typeof t=="boolean")return t;throw r("boolean","true or false unquoted, or an expression\
 whose value is a boolean (${{ x == 'true' }})");case"number":if(typeof t=="number"&&Number.isFinite(t))return t;throw r(
"number","the number unquoted, or an expression whose value is a number (${{ fromJSON(x) }})");default:return t==null?"":
typeof t=="string"?t:String(t)}}function Ls(e,t){let n=t.toLowerCase();return Object.values(e.inputs).find(s=>s.name.toLowerCase()===
n)}function Cs(e,t){let n=t.toLowerCase(),s=Object.keys(e).find(r=>r.toLowerCase()===n);return s===void 0?void 0:e[s]}function Js(e,t,n,s){
let r={};for(let[o,i]of Object.entries(t.with)){let a=Ls(n,o)?.type;r[o]=i.expression===null?Ts(i):a==="number"||a==="bo\
olean"?e.evaluate(i.expression,s(o,i)):e.evaluateString(i.expression,s(o,i))}return r}function Fs(e,t,n){let s={};for(let r of Object.
values(e.inputs)){let o=Cs(t,r.name);o!==void 0?s[r.name]=Ws(r,o,n):r.default!==null?s[r.name]=r.default:s[r.name]=r.type===
"boolean"?!1:""}return s}function Us(e){return`${e==="stage"?"it is a stage of this job itself":"it is this job itself"}\
: a prompt reads only stages of jobs that finish before it; a retry's previous attempt is {{attempt.previous}}`}function zs(e,t,n){
if(n===t)return{kind:"self"};let s=m=>{let g=[m];for(let k=e(m)?.calledBy??null;k!==null;k=e(k)?.calledBy??null)g.push(k);
return g},r=s(t),o=s(n),i=m=>e(m)?.calledBy??null,a=t,l=n;e:for(let m of r)for(let g of o)if(i(m)===i(g)){a=m,l=g;break e}
if(a===l)return{kind:"after",text:`job '${n}' is the call that runs this job, and finishes after it`};let c=e(a)?.workflow,
p=a.slice(0,a.length-T(a).length),f=c?ot(c,T(l),T(a)):null,d=(m,g)=>m===g?"":` (a job of the call '${m}')`;if(f!==null){
let m=it(f.map(g=>`${p}${g}`));return{kind:"after",text:a===t&&l===n?`job '${n}' runs after this job: ${m}`:`job '${n}'${d(
l,n)} runs after ${a===t?"this job":`the call '${a}' that runs this job`}: ${m}`}}return a===t?{kind:"add",need:T(l),needsOf:`\
jobs.${T(t)}.needs`}:{kind:"outside",text:`a job of a called workflow can need only the jobs of its own file; add '${T(l)}\
' to jobs.${T(a)}.needs, of the call '${a}' that runs this job, to read it`}}function Gs(e,t){let n=Ds(e),s=Ds(t);return(typeof n!=typeof s||n===null||s===null)&&((n===null||typeof n=="boolean")&&(n=
Number(n)),(s===null||typeof s=="boolean")&&(s=Number(s)),typeof n=="number"&&typeof s=="string"?s=Number(s):typeof n=="\
string"&&typeof s=="number"&&(n=Number(n))),typeof n!=typeof s?!1:typeof n=="number"?n===s:typeof n=="string"?Vs(n)===Vs(
s):n===s}function Ds(e){return e===void 0?null:e===null||typeof e=="object"||typeof e=="string"||typeof e=="number"||typeof e==
"boolean"?e:String(e)}function Vs(e){return e.includes("\u0131")?e.split("\u0131").map(t=>t.toUpperCase()).join("\u0131"):
e.toUpperCase()}var Ks=256;function Xt(e){return Object.keys(e).length>0?e:null}function Zt(e,t,n={}){let s=g=>n.whereOf?.(g)??t;if(e===
null||typeof e!="object"||Array.isArray(e))throw new w("matrix-invalid",`strategy.matrix must be a mapping, got ${Yt(e)}`,
{where:t});let r=[],o=[],i=[];for(let[g,k]of Object.entries(e)){if(g==="include"||g==="exclude"){if(!Array.isArray(k))throw new w(
"matrix-invalid",`strategy.matrix.${g} must be a list of mappings`,{where:s([g])});g==="include"?o=k:i=k;continue}if(!Array.
isArray(k))throw new w("matrix-invalid",`strategy.matrix.${g} must be a list, got ${Yt(k)}`,{where:s([g])});if(k.length===
0)throw new w("matrix-invalid",`strategy.matrix.${g} is an empty list`,{where:s([g])});r.push([g,k])}let a=r.map(([g])=>g),
l=g=>a.some(k=>k.toLowerCase()===g.toLowerCase()),c=i.map((g,k)=>{let b=Hs(g,"exclude",s(["exclude",k])),S=Object.keys(b);
if(S.length===0)throw new w("matrix-invalid","strategy.matrix.exclude: an entry is empty, and GitHub refuses an empty ex\
clude filter; give it the values of the legs to leave out",{where:s(["exclude",k])});let P=S.find(x=>!l(x));if(P!==void 0)
throw new w("matrix-invalid",`strategy.matrix.exclude: key '${P}' does not match any key within the matrix${ce(P,a)}; Gi\
tHub refuses the workflow; matrix keys: ${a.join(", ")||"none"}`,{where:s(["exclude",k,P])});return Bs(b)}),p=o.map((g,k)=>{
let b=Hs(g,"include",s(["include",k]));if(Object.keys(b).length===0)throw new w("matrix-invalid","strategy.matrix.includ\
e: an entry is empty, and GitHub refuses an include mapping without values; give it values to add to the legs it matches\
, or the values of a leg of its own",{where:s(["include",k])});let S=Object.fromEntries(Object.entries(b).filter(([x])=>l(
x))),P=Object.fromEntries(Object.entries(b).filter(([x])=>!l(x)));return{filter:S,extra:P,condition:Bs(S),matched:!1}}),
f=(g,k)=>g.every(({path:b,value:S})=>Gs(vo(k,b),S)),d=r.length>0?[{}]:[];for(let[g,k]of r)d=d.flatMap(b=>k.map(S=>({...b,
[g]:S})));let m=[];for(let g of d){if(c.some(b=>f(b,g)))continue;let k={};for(let b of p)f(b.condition,g)&&(b.matched=!0,
k=Eo(k,b.extra));m.push({...g,...k})}for(let g of p)g.matched||m.push({...g.filter,...g.extra});if(m.length===0)throw new w(
"matrix-invalid","strategy.matrix produces no legs (every combination is excluded)",{where:t});if(m.length>Ks)throw new w(
"matrix-invalid",`strategy.matrix produces ${m.length} legs; GitHub allows at most ${Ks} per job`,{where:t});return m}function Va(e,t){
return Zt(t,e).map(n=>ke(e,n))}function Qt(e,t){let n=e.lastIndexOf("/");return n>=0?`${e.slice(0,n+1)}${Qt(e.slice(n+1),
t)}`:ke(e,Object.keys(t).length>0?t:null)}function qs(e,t,n=new Set([e.toLowerCase()])){return t.map(s=>{let r=Qt(e,s),o=r;
if(Object.keys(s).length>0)for(let i=2;n.has(o.toLowerCase());i++)o=`${r}-${i}`;return n.add(o.toLowerCase()),o})}function Ys(e,t,n,s=[],r={}){
let o=new Map;for(let i of t){if(Object.values(i).map(p=>typeof p=="string"?p:JSON.stringify(p)??"").some(p=>Le(p,s).redactions.
length>0))throw new w("matrix-invalid",`a matrix value of job ${e} holds the value of a secret (or text shaped like a to\
ken); a leg's id is made of its values and names its log and events, which are not redacted`,{where:n});if(r.recordsStages===
!1)continue;let l=Qt(e,i),c=o.get(l);if(c!==void 0)throw new w("matrix-invalid",`matrix legs ${JSON.stringify(c)} and ${JSON.
stringify(i)} of job ${e} would both be ${l}: a leg's id keeps only the letters, digits, _ and - of its values, so make \
them differ there`,{where:n});o.set(l,i)}}function Hs(e,t,n){if(e===null||typeof e!="object"||Array.isArray(e))throw new w(
"matrix-invalid",`each strategy.matrix.${t} entry must be a mapping, got ${Yt(e)}`,{where:n});return e}function Bs(e){let t=[],
n=Object.entries(e).reverse().map(([s,r])=>({path:[s],value:r}));for(let s=n.pop();s!==void 0;s=n.pop()){let{path:r,value:o}=s;
if(Array.isArray(o))for(let i=o.length-1;i>=0;i--)n.push({path:[...r,i],value:o[i]});else if(o!==null&&typeof o=="object"){
let i=Object.entries(o);for(let a=i.length-1;a>=0;a--){let[l,c]=i[a];n.push({path:[...r,l],value:c})}}else t.push({path:r,
value:jo(o)})}return t}function jo(e){return typeof e=="number"?Number(e.toPrecision(15)):typeof e=="string"||typeof e==
"boolean"?e:null}function vo(e,t){let n=e;for(let s of t){if(Array.isArray(n)){let r=Number(s);n=Number.isFinite(r)&&r>=
0?n[Math.floor(r)]:void 0}else if(n!==null&&typeof n=="object"){let r=String(s).toLowerCase(),o=Object.keys(n).find(i=>i.
toLowerCase()===r);n=o===void 0?void 0:n[o]}else return null;if(n===void 0)return null}return n}function Eo(e,t){let n={
...e};for(let[s,r]of Object.entries(t)){let o=Object.keys(n).find(i=>i.toLowerCase()===s.toLowerCase());n[o??s]=r}return n}
function Yt(e){return e===null?"null":Array.isArray(e)?"a list":typeof e=="object"?"a mapping":`${typeof e} ${JSON.stringify(
e)}`}var mt={true:["true","True","TRUE"],false:["false","False","FALSE"]},No=[...mt.true,...mt.false].join(", ");function ze(e,t,n){
let s=(t??"").trim();if(s==="")return n;if(mt.true.includes(s))return!0;if(mt.false.includes(s))return!1;throw new w("in\
put-invalid",`${JSON.stringify(s)} is not one of ${No}`,{where:e})}function Xs(e,t){if(e.expression!==null)return[];let n=[],s=/[^\s,]+/g;for(let r=s.exec(e.text);r!==null;r=s.exec(e.text)){
let o=en(r[0],t);o!==null&&n.push({offset:r.index,message:`needs: ${o}`})}return n}function en(e,t){let n=JSON.stringify(
e);if(!le.test(e))return`${n} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`;if(t.upstreamStages.
includes(e)||t.unknown||tn(e,t)!==void 0)return null;let s=Ro(t),r=t.jobs.get(e),o=r?.stages?.includes(e)??!1;if(r!==void 0&&
!o&&t.upstreamJobs.includes(e)){let l=r.stages===null?`${e}-<matrix values>, known when the run expands its matrix`:r.stages.
join(", ");return`${n} is ${r.matrix?"the matrix job":"job"} ${e}, not a stage: name ${r.matrix?"its legs":"its stage"} \
(${l}); upstream stages: ${s}`}let i=r!==void 0&&!o?e:Ao(e,t);if(i!==void 0){let l=i===e&&!o,c="a stage needs only stage\
s of jobs that finish before it";if(i===t.job)return`${n} is ${l?"this job":"a stage of this job"} itself: ${c}; upstrea\
m stages: ${s}`;let p=l?`job '${i}'`:`a stage of job '${i}'`,f=t.runsAfter(i);return f!==null?`${n} is ${p}, which runs \
after job '${t.job}' (${it(f)}): ${c}; upstream stages: ${s}`:`${n} is ${p}, which is not upstream of job '${t.job}' (ad\
d '${i}' to jobs.${t.job}.needs); upstream stages: ${s}`}let a=re(e,t.upstreamStages);return`${n} is not a stage upstrea\
m of job '${t.job}'${a?` (did you mean ${a}?)`:""}; upstream stages: ${s}`}function tn(e,t){let n;for(let s of t.openMatrices)
e.startsWith(`${s}-`)&&s.length>(n?.length??0)&&(n=s);return n}function Ao(e,t){let n;for(let[s,r]of t.jobs){if(r.stages?.
includes(e))return s;r.stages===null&&r.matrix&&e.startsWith(`${s}-`)&&s.length>(n?.length??0)&&(n=s)}return n}function Ro(e){
let t=[...e.upstreamStages,...e.openMatrices.map(n=>`${n}-*`)];return t.length>0?t.join(", "):"(none)"}var ht={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},Io=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function Zs(e){return Io.get(e.toLowerCase())??""}var _o="$ErrorActionPreference \
= 'stop'",Mo="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",To="bash",Qa="bash -e {0}",er=[
"cmd","powershell"];function Wo(e){let t=(e??"").trim().toLowerCase();return er.find(n=>n===t)??null}function el(e,t){return`\
shell: ${e} exists only on Windows runners; baton runs this step here, on ${t}, where there is no ${e} (a ${t} runner fa\
ils it too: "${e}: command not found"). Use ${e==="powershell"?"pwsh":"bash (or sh, pwsh, python)"}, or give the step if\
: runner.os == 'Windows' to skip it here`}var Lo=`${Object.keys(ht).join(", ")}, ${er.join(", ")} (Windows only), or a c\
ommand containing {0} (e.g. "perl {0}")`;function tr(e){Wo(e)===null&&nr(e,Lo)}var Co=`${Object.keys(ht).join(", ")}, or\
 a command containing {0} (e.g. "perl {0}")`;function nn(e){return nr(e,Co)}function nr(e,t){let n=(e??"").trim()||To;if(Object.
hasOwn(ht,n)){let i=ht[n],[a,...l]=Qs(i.template);return{file:a,args:l,extension:Zs(a)}}if(!n.includes("{0}"))throw new w(
"input-invalid",`${JSON.stringify(n)} is not one of ${t}`,{where:"shell"});let s=Qs(n),[r,...o]=s;if(r===void 0||r.includes(
"{0}"))throw new w("input-invalid",`${JSON.stringify(n)} must start with a program, then {0} for the script`,{where:"she\
ll"});return{file:r,args:o,extension:Zs(r)}}function tl(e,t){switch(e.file){case"pwsh":case"powershell":return`${_o}
${t}
${Mo}`;case"cmd":return`@echo off
${t}`;default:return t.endsWith(`
`)?t:`${t}
`}}function nl(e,t){return e.args.map(n=>n.replaceAll("{0}",t))}function Qs(e){let t=[],n="",s=!1,r=null;for(let o of e){
if(r){o===r?r=null:n+=o;continue}o==='"'||o==="'"?(r=o,s=!0):/\s/.test(o)?(s&&t.push(n),n="",s=!1):(n+=o,s=!0)}if(r)throw new w(
"input-invalid",`${JSON.stringify(e)} has an unterminated ${r} quote`,{where:"shell"});return s&&t.push(n),t}function sr(e,t){return t(Yn(e))}async function pl(e,t,n){let s=t.problems.map(S=>or(S,e)),r=Fo(t.outcome,e),o=(S,P)=>{let x=rr(S,e.redact,P);return s.push(
...x.problems),x.text},i=o(t.prompt,"prompt.md"),a=t.agent?o(t.agent.output,"agent.log"):void 0,l=e.agent?.kind==="comma\
nd"?o(e.agent.command,"agent.command"):null,c=t.verify?{...t.verify,command:o(t.verify.command,"verify.command")}:null,p=t.
agent?.startedAt??t.startedAt,f=t.agent?.finishedAt??t.finishedAt,d=t.outcome.reason!=="completed",m=Jo(t.usage,s),g=S=>n.
workspace.sha256(S),k={schema:wn.record,stage:e.stage,job:e.job,matrix:e.matrix,attempt:t.attempt,repair:t.repair,hop:t.
hop,run:e.run,agent:{command:l,preset:e.agent?.kind==="preset"?e.agent.preset:null,exit_code:t.agent?.exitCode??null,started_at:p.
toISOString(),finished_at:f.toISOString(),duration_ms:Math.max(0,f.getTime()-p.getTime()),usage:m},verify:c,status:d?"fa\
ilure":t.handoff?.status??"success",outcome:{reason:r.reason,message:r.message},present:t.handoff!==null,digests:{handoff:t.
handoff?sr(t.handoff,g):null,prompt:g(i)},lineage:t.lineage,...t.parent?{parent:t.parent}:{},problems:s},b=await n.store.
put({record:k,prompt:i,handoff:t.handoff,...a===void 0?{}:{log:a},...t.files&&t.files.length>0?{files:t.files}:{}});return{
record:k,ref:b,handoff:t.handoff,logged:a!==void 0,outcome:r}}function Jo(e,t){if(e===null)return null;let n={};for(let[
s,r]of Object.entries(e)){let o=Bn.safeParse({[s]:r});if(o.success){n[s]=r;continue}let i=o.error.issues.map(a=>a.message).
join("; ");t.push({code:Ke.usageRefused,severity:"warning",path:`agent.usage.${s}`,message:`the agent\u2019s usage cannot be \
stored (${i}); ${s} is not recorded`})}return Object.keys(n).length===0?null:n}function rr(e,t,n){let s=Le(e,t);return{text:s.
text,problems:s.redactions.length===0?[]:[{code:jn.problemCode,severity:"warning",path:n,message:Jn(s.redactions)}]}}function sn(e,t){
return Le(e,t.redact).text}function or(e,t){return{...e,path:sn(e.path,t),message:sn(e.message,t)}}function Fo(e,t){if(e.
message===null)return e;let n=sn(e.message,t);return"problems"in e?{...e,message:n,problems:e.problems.map(s=>or(s,t))}:
{...e,message:n}}function bt(e){let t=e.split(/\r?\n/).map(n=>n.trim()).filter(n=>n.length>0);return[...new Set(t)]}function yl(e,t){if(t>=e)return null;let n=`${e} ${e===1?"value":"values"} to redact`,s=t===0?`none of ${e===1?"it":"the\
m"}`:`${t} of them`;return new w("redact-not-given",`prepare was given ${n} and capture was given ${s}: give capture the\
 same ${u.redact} input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the val\
ues it is given; nothing was stored`,{where:u.redact})}var H={attempts:{min:1,max:be.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},Uo=Te(ye.handoff),zo=Te(ye.onInvalid),Do=_n("kind",[ue({kind:Ye("command"),command:A().check(Me(1))}),ue({kind:Ye(
"preset"),preset:$e})]),ir=ue({stage:Xe,job:ee(A()),matrix:K(qe(A(),Mt())),open:K(Ye(!0)),place:K(Mn(we(Oe().check(je(),
An()))))}),Vo=ue({stage:Xe,job:A().check(Me(1)),matrix:ee(qe(A(),Mt())),template:ee(ue({text:A(),source:A(),namesFile:K(
A())})),upstream:we(ir),expandLineage:_t(),needs:we(Xe),handoff:Uo,onInvalid:zo,dataSchema:K(Tn),agent:ee(Do),shell:A(),
workingDirectory:A().check(Me(1)),verify:ee(A()),attempts:Oe().check(je(),Rt(H.attempts.min),At(H.attempts.max)),maxHandoffs:Oe().
check(je(),Rt(H.maxHandoffs.min),At(H.maxHandoffs.max)),parentRun:ee(A().check(Me(1))),maxPromptTokens:ee(Oe().check(je(),
It())),retentionDays:ee(Oe().check(je(),It())),inputs:qe(A(),A()),github:es,redact:we(A()),workflowJobs:ee(we(A())),workflowUnread:K(
A()),madeEvent:K(A()),madeEventRun:K(A()),trustCheckout:K(_t()),run:qn}),rn="the stage id holds the value of a secret; a\
 stage id names directories and artifacts, which are not redacted",ne={bothPrompts:`give either \`${u.prompt}\` or \`${u.
promptFile}\`, not both`,noPrompt:`one of \`${u.prompt}\` or \`${u.promptFile}\` is required`,outputWithoutAgent:`is giv\
en without \`${u.agent}\`, here or on its prepare step: name the CLI whose output the file holds (${te.slice(0,-1).join(
", ")} or ${te.at(-1)}), so capture can read its usage`,bothAgents:`give either \`${u.run}\` (a command) or \`${u.agent}\
\` (a preset), not both`,noAgent:`one of \`${u.run}\` (the agent's command) or \`${u.agent}\` (a preset) is required`};function Wl(e,t){
let n=[],s=D=>{let Z=e[D];if(Z===void 0)return null;let V=Z.trim();return V===""?null:V},r=(D,Z)=>n.push({input:D,message:Z}),
o=(D,Z,V)=>{try{return Z()}catch(Q){if(Q instanceof w)return r(Q.where??D,Q.message),V;throw Q}},i=Qo(s(u.stage),t,r),a=yt(
u.handoff,s(u.handoff),ye.handoff,"optional",r),l=yt(u.onInvalid,s(u.onInvalid),ye.onInvalid,"fail",r),c=me(u.attempts,s(
u.attempts),H.attempts,1,r),p=me(u.maxHandoffs,s(u.maxHandoffs),H.maxHandoffs,be.defaultMaxHandoffs,r),f=Xo(s(u.parentRun),
t.run.id,r)?null:t.parentRun!==void 0?t.parentRun:Zo(s,r),d=me(u.maxPromptTokens,s(u.maxPromptTokens),H.maxPromptTokens,
null,r),m=me(u.retentionDays,s(u.retentionDays),H.retentionDays,null,r),g=s(u.shell)??"bash";o(u.shell,()=>nn(g),null);let k=lr(
u.trustCheckout,s(u.trustCheckout),r),b=s(u.workingDirectory)??".";b.includes("\0")&&r(u.workingDirectory,"must not cont\
ain a NUL character");let S=s(u.verify),P=o(u.vars,()=>Ho(e[u.vars]??"",t),{}),x=o(u.dataSchema,()=>Bo(e[u.dataSchema]??
"",t),void 0),G=ti(e,s,t,r),R=ni(s,t,r),{upstream:X,needs:W,expandLineage:z}=ri(s(u.needs),t,r),I=[...t.secrets??[],...bt(
e[u.redact]??"")].filter(D=>D.length>0);if(n.length>0)throw Yo(n);return{...Vo.parse({stage:i,job:t.job,matrix:t.matrix??
null,template:G,upstream:[],expandLineage:z,needs:W,handoff:a,onInvalid:l,...x===void 0?{}:{dataSchema:x},agent:R,shell:g,
workingDirectory:b,verify:S,attempts:c,maxHandoffs:p,parentRun:f,maxPromptTokens:d,retentionDays:m,inputs:{...t.dispatchInputs??
Go(t.github),...P},github:t.github,redact:[...new Set(I)],workflowJobs:t.workflowJobs??null,...t.workflowJobs==null&&t.workflowUnread!==
void 0?{workflowUnread:t.workflowUnread}:{},...t.madeEvent===void 0?{}:{madeEvent:t.madeEvent},...t.madeEvent===void 0||
t.madeEventRun===void 0?{}:{madeEventRun:t.madeEventRun},...k?{trustCheckout:k}:{},run:t.run}),upstream:Ko(X)}}function Go(e){
if(e.event_name!=="workflow_dispatch"&&e.event_name!=="workflow_call")return{};let t=e.event.inputs;return t===null||typeof t!=
"object"||Array.isArray(t)?{}:Object.fromEntries(Object.entries(t).filter(([,n])=>["string","number","boolean"].includes(
typeof n)).map(([n,s])=>[n,String(s)]))}function on(e){return`${JSON.stringify(e)} is not one of ${te.join(", ")}`}function ar(e,t,n,s){
let r=[],o=(m,g)=>r.push({input:m,message:g}),i=(m,g)=>{try{g()}catch(k){if(!(k instanceof w))throw k;o(k.where??m,k.message)}},
a=m=>e.get(m)?.trim()||null,l=m=>e.get(m)===null||a(m)!==null;yt(u.handoff,a(u.handoff),ye.handoff,"optional",o),yt(u.onInvalid,
a(u.onInvalid),ye.onInvalid,"fail",o),me(u.attempts,a(u.attempts),H.attempts,null,o),me(u.maxHandoffs,a(u.maxHandoffs),H.
maxHandoffs,null,o),me(u.maxPromptTokens,a(u.maxPromptTokens),H.maxPromptTokens,null,o),me(u.retentionDays,a(u.retentionDays),
H.retentionDays,null,o),lr(u.trustCheckout,a(u.trustCheckout),o);let c=a(u.agent);c!==null&&!$e.safeParse(c).success&&o(
u.agent,on(c));let p=a(u.shell);p!==null&&i(u.shell,()=>nn(p));let f=e.get(u.vars);t!=="capture"&&n!==void 0&&typeof f==
"string"&&i(u.vars,()=>n(f));let d=e.get(u.dataSchema);return t!=="prepare"&&s!==void 0&&typeof d=="string"&&d.trim()!==
""&&i(u.dataSchema,()=>s(d)),t!=="capture"&&(l(u.prompt)&&l(u.promptFile)?o(u.prompt,ne.bothPrompts):!l(u.prompt)&&!l(u.
promptFile)&&o(u.prompt,ne.noPrompt)),t==="stage"&&(l(u.run)&&l(u.agent)?o(u.run,ne.bothAgents):!l(u.run)&&!l(u.agent)&&
o(u.run,ne.noAgent)),r}function Ko(e){return e.every(qo)?e:we(ir).parse(e)}function Ho(e,t){if(t.mode==="capture"||e.trim()==="")return{};if(t.
parseVars===void 0)throw new jt("stageSpecFromInputs: a vars input needs ctx.parseVars");return t.parseVars(e)}function Bo(e,t){
if(!(t.mode==="prepare"||e.trim()==="")){if(t.parseDataSchema===void 0)throw new jt("stageSpecFromInputs: a data-schema \
input needs ctx.parseDataSchema");return t.parseDataSchema(e)}}function qo(e){let t=Object.keys(e),{matrix:n,place:s}=e;
return t.length===2+(n===void 0?0:1)+(e.open===!0?1:0)+(s===void 0?0:1)&&(s===void 0||Array.isArray(s)&&s.every(r=>Number.
isInteger(r)&&r>=0))&&t.includes("stage")&&t.includes("job")&&typeof e.stage=="string"&&le.test(e.stage)&&(e.job===null||
typeof e.job=="string")&&(n===void 0||typeof n=="object"&&n!==null&&!Array.isArray(n)&&Object.getPrototypeOf(n)===Object.
prototype)}function Yo(e){let[t]=e;return e.length===1&&t?new w("input-invalid",t.message,{where:t.input}):new w("input-\
invalid",`${e.length} inputs are invalid`,{details:e.map(n=>`${n.input}: ${n.message}`)})}function yt(e,t,n,s,r){return t===
null?s:n.includes(t)?t:(r(e,`${JSON.stringify(t)} is not one of ${n.join(", ")}`),s)}function lr(e,t,n){try{return ze(e,
t,!1)}catch(s){if(!(s instanceof w))throw s;return n(e,s.message),!1}}function Xo(e,t,n){return e===null||e!==t?!1:(n(u.
parentRun,`${JSON.stringify(e)} is this run's own id (\${{ github.run_id }}); the parent run is the one that started this\
 one, whose id it passes in (an input: \${{ inputs.parent-run }}). This run's stages upstream of this job are read withou\
t it; leave ${u.parentRun} empty when no run started this one`),!0)}function Zo(e,t){let n=e(u.parentRun);return n===null?
null:Qn.test(n)?n:(t(u.parentRun,`${JSON.stringify(n)} is not a workflow run id (a positive whole number, such as \${{ gi\
thub.run_id }} of the run that started this one)`),null)}function me(e,t,n,s,r){if(t===null)return s;let o=/^\d{1,9}$/.test(
t)?Number(t):Number.NaN;return!Number.isInteger(o)||o<n.min||o>n.max?(r(e,`${JSON.stringify(t)} is not a whole number fr\
om ${n.min} to ${n.max}`),s):o}function Qo(e,t,n){let s=t.secrets??[];if((e!==null?[e]:Object.values(t.matrix??{}).map(o=>typeof o==
"string"?o:JSON.stringify(o)??"")).some(o=>Qe(o,s)))return n(u.stage,`${rn}, so ${e===null?`give one in the \`${u.stage}\
\` input`:"choose one without it"}`),"invalid";if(e!==null&&!le.test(e))return n(u.stage,`${JSON.stringify(e)} is not a \
stage id: a letter or _ then up to 99 letters, digits, _ or -`),"invalid";try{let o=e??ke(t.stageJob??t.job,t.matrix??null);
return Kn(o,1),o}catch(o){if(o instanceof w){let i=e===null?`; give the stage id in the \`${u.stage}\` input`:"";return n(
u.stage,`${o.message}${i}`),"invalid"}throw o}}function ei(e,t){let n=e.trim();if(!(t.readFile===void 0||/\s/.test(n)||n.
includes("{{"))&&/\/|\.[A-Za-z0-9]{1,10}$/.test(n))try{return t.readFile(n),n}catch{return}}function ti(e,t,n,s){let r=e[u.
prompt]?.trim()?e[u.prompt]:null,o=t(u.promptFile);if(r!==null&&o!==null)return s(u.prompt,ne.bothPrompts),null;if(r!==null){
let i=n.promptSource??`jobs.${n.job} ${u.prompt}`,a=ei(r,n);return{text:r,source:i,...a===void 0?{}:{namesFile:a}}}if(o!==
null){if(!n.readFile)return s(u.promptFile,"cannot be read here (no file reader was given)"),null;try{return{text:n.readFile(
o),source:o}}catch(i){let a=i instanceof Error?i.message:String(i);return s(u.promptFile,`cannot read ${JSON.stringify(o)}\
: ${a}`),null}}return n.mode!=="capture"&&s(u.prompt,ne.noPrompt+ur([u.prompt,u.promptFile],n)),null}function ur(e,t){let n=[];
for(let s of t.unreadInputs??[]){let r=re(s.replaceAll("_","-"),e);r!==void 0&&n.push(`the step was given \`${s}\`, which\
 is not an input of this action: did you mean \`${r}\`?`)}return n.map(s=>`; ${s}`).join("")}function ni(e,t,n){let s=e(
u.run),r=e(u.agent);if(t.mode==="capture")return si(r,e(u.agentOutput),n);if(t.mode==="prepare"&&r===null)return null;if(s!==
null&&r!==null)return n(u.run,ne.bothAgents),null;if(r!==null){let o=$e.safeParse(r);return o.success?{kind:"preset",preset:o.
data}:(n(u.agent,on(r)),null)}return s!==null?{kind:"command",command:s}:(n(u.run,ne.noAgent+ur([u.run,u.agent],t)),null)}
function si(e,t,n){if(t?.includes("\0")&&n(u.agentOutput,"must not contain a NUL character"),e===null)return null;let s=$e.
safeParse(e);return s.success?{kind:"preset",preset:s.data}:(n(u.agent,`${on(e)}: name the CLI whose output \`${u.agentOutput}\
\` holds (claude for claude-code-action's execution_file)`),null)}function Ll(e,t,n){if(e.agent!==null||n===null)return e;
if(t.agent!==void 0)return{...e,agent:{kind:"preset",preset:t.agent}};throw new w("input-invalid",ne.outputWithoutAgent,
{where:u.agentOutput})}function cr(e,t){let n=(s,r)=>{let o=s?.get(r);return o===null||o!==void 0&&o.trim()!==""};return!n(
e,u.agentOutput)||n(e,u.agent)||n(t,u.agent)?null:{input:u.agentOutput,message:ne.outputWithoutAgent}}function Cl(e){let t=(e[u.
agentOutput]??"").trim();return t===""?null:t}function ri(e,t,n){let s=[];for(let r of(e??"").split(/[\s,]+/).filter(Boolean))
le.test(r)?s.includes(r)||s.push(r):n(u.needs,`${JSON.stringify(r)} is not a stage id: a letter or _ then up to 99 lette\
rs, digits, _ or -`);return{...oi(s,t.job,t.upstream,n,t.needsFacts),needs:s}}function oi(e,t,n,s,r){if(n===void 0)return{
upstream:e.map(a=>({stage:a,job:null})),expandLineage:!0};let o=n.map(a=>a.stage),i=[];for(let a of e)if(r!==void 0){let l=en(
a,r);l!==null&&s(u.needs,l);let c=l===null&&!o.includes(a)?tn(a,r):void 0;c!==void 0&&i.push({stage:a,job:c,open:!0})}else
o.includes(a)||s(u.needs,`${JSON.stringify(a)} is not upstream of job ${t}; upstream stages: ${o.join(", ")||"(none)"}`);
return{upstream:i.length>0?[...n,...i]:n,expandLineage:!1}}var pr=hn(Cn(),1);function wt(e){if(e.trim()==="")return{};let t;try{t=(0,pr.parse)(e,{uniqueKeys:!0,maxAliasCount:100})}catch(s){let r=s instanceof
Error?s.message.split(`
`)[0]:String(s);throw new w("input-invalid",`is not valid YAML or JSON: ${r}`,{where:u.vars})}if(t==null)return{};if(typeof t!=
"object"||Array.isArray(t))throw new w("input-invalid","must be a map of names to values (YAML or JSON)",{where:u.vars});
let n={};for(let[s,r]of Object.entries(t)){if(!xn.test(s)||Et.includes(s))throw new w("input-invalid",`key ${JSON.stringify(
s)} must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ and not be ${Et.join(", ")}`,{where:u.vars});if(r===null)n[s]="";else if(typeof r==
"string"||typeof r=="number"||typeof r=="boolean")n[s]=String(r);else throw new w("input-invalid",`${s} must be a string\
, number or boolean, not a nested value`,{where:u.vars})}return n}function Hl(e,t={}){try{return ns(e).references}catch(n){throw n instanceof Ce?ts(n,e,t.source??"template"):n}}function Bl(e,t){
let n=t.source??"template",{analysis:s,problems:r}=tt(e),o=l=>(l.kind==="stage"?t.stages:t.jobs).includes(l.stage),a=r.filter(
l=>l.ifUpstream===void 0||o(l.ifUpstream)).map(l=>({code:l.code,severity:"error",path:`${n}:${l.line}:${l.column}`,message:[
l.message,...l.details].join("; "),line:l.line,column:l.column}));for(let l of s?.references??[]){if(o(l))continue;let c=l.
kind==="stage"?t.stages:t.jobs,p=l.kind==="stage"?"stage":"job";a.push({code:_e.unknownStage,severity:"error",path:`${n}\
:${l.line}:${l.column}`,message:`${l.kind==="stage"?"stages":"jobs"}.${l.stage}: no such upstream ${p}${We(l.stage,c)}; \
upstream ${p}s: ${c.length>0?c.join(", "):"(none)"}`,line:l.line,column:l.column})}return a.sort((l,c)=>l.line-c.line||l.
column-c.column).map(({line:l,column:c,...p})=>p)}function fr(e,t){let n=[];for(let s of e){let r={line:s.line,column:s.
column};if(s.kind==="input"){let c=t.inputs;if(c===void 0||c.names.includes(s.key))continue;n.push(new Ce(_e.missingField,
`${s.path}: no input ${s.key}${We(s.key,c.names)}`,r,[c.names.length>0?`inputs: ${c.names.join(", ")} (${c.from})`:`the \
inputs of a prompt are ${c.from}, and there are none here`]));continue}if(s.kind==="data"||s.owner===null||t.matrix===void 0)
continue;let o=t.matrix(s.owner);if(o===void 0||o.includes(s.key))continue;let i=t.call?.(s.owner),a="stage"in s.owner?`\
stage ${s.owner.stage}`:`the stages of job ${s.owner.job}`,l="stage"in s.owner?`the job of stage ${s.owner.stage} has no\
 matrix (matrix is null)`:i?.job===s.owner.job?`the jobs that job ${i.job} calls (${i.file}) have no matrix (the matrix \
of its stages is null)`:`job ${s.owner.job} has no matrix (matrix is null)`;n.push(new Ce(_e.missingField,o.length===0?`${s.
path}: ${l}, so there is no ${s.key}`:`${s.path}: no key ${s.key} in the matrix of ${a}${We(s.key,o)}`,r,[...o.length===
0?[]:[`matrix keys: ${o.join(", ")}`],...i?.keys.includes(s.key)?[`${s.key} is a key of the matrix of job ${i.job}, whic\
h calls ${i.file}: a call's matrix reaches the called jobs only through the inputs its with: gives, and their stages rec\
ord their own jobs' matrix; tell its legs apart by their stage ids ({{id}}), made from those inputs (stage: <id>-\${{ inp\
uts.<name> }})`]:[]]))}return n}function dr(e,t){return e.flatMap(n=>{let s=n.kind==="data"?ii(n,t):null;return s===null?
[]:[s]})}function ii(e,t){if(e.owner===null||t.data===void 0)return null;let n=t.data(e.owner);if(n===void 0||n.keys.includes(
e.key))return null;let s="stage"in e.owner?`stage ${e.owner.stage}`:`the stages of job ${e.owner.job}`,r=n.keys.length>0?
`its keys: ${n.keys.join(", ")}`:"it declares no keys";return{closed:n.closed,error:new Ce(_e.missingField,`${e.path}: n\
o key ${e.key} in the data-schema of ${s}${We(e.key,n.keys)}`,{line:e.line,column:e.column},[n.closed?`${r} (additionalP\
roperties is false: a handoff with any other key is refused, so no handoff can hold it)`:`${r}; a handoff may hold other\
s (additionalProperties is not false), but none is promised: declare ${e.key} under properties (and in required, if the \
stage must write it)`])}}var ai=In({result:et}),li=/^[A-Za-z_][A-Za-z0-9_-]*$/,ui=`${et.options.slice(0,-1).join(", ")} or ${et.options.at(-1)}`;
function an(e){let t=(e??"").trim();if(t==="")return null;let n;try{n=JSON.parse(t)}catch{throw kt("it is not JSON")}if(n===
null||typeof n!="object"||Array.isArray(n))throw kt("it is JSON, but not an object of jobs");let s=Object.entries(n),r=[];
for(let[o,[i,a]]of s.entries()){let l=`entry ${o+1} of ${s.length}`;if(!li.test(i))throw kt(`${l} is not named by a job \
id`);let c=ai.safeParse(a);if(!c.success)throw kt(`${l} has no result that is ${ui}`);r.push({job:i,result:c.data.result})}
return r}function kt(e){return new w("input-invalid",`must be the results of the jobs this job needs, as \`${u.needs}: \$\
{{ toJSON(needs) }}\` passes them; ${e}`,{where:u.needs})}function gr(e){if(e.length===0)return null;let t=e.filter(s=>s.
result==="failure").map(s=>s.job),n=e.filter(s=>s.result==="skipped").map(s=>s.job);return t.length>0?{status:"failure",
failedJobs:t,skippedJobs:n}:e.some(s=>s.result==="cancelled")?{status:"cancelled",failedJobs:t,skippedJobs:n}:{status:"s\
uccess",failedJobs:t,skippedJobs:n}}var mr=["comment","summary","both"],ci=/^[A-Za-z0-9_.-]{1,64}$/;function hr(e){let t=(e[u.mode]??"").trim()||"both";if(!mr.
includes(t))throw new w("input-invalid",`must be one of ${mr.join(", ")}; got "${t}"`,{where:u.mode});return t}function br(e){
let t=(e??"").trim()||Xn;if(!ci.test(t))throw new w("input-invalid",`must be 1 to 64 letters, digits, '.', '_' or '-' (i\
t names the sticky comment); got "${t}"`,{where:u.key});return t}function yr(e){let t=(e??"").trim();if(t==="")return null;
if(!/^[1-9]\d{0,9}$/.test(t))throw new w("input-invalid",`must be the number of an issue or pull request, like 42; got "${t}\
"`,{where:u.issueNumber});return Number(t)}function ou(e,t){let n=hr(e),s=br(e[u.key]),r=ze(u.includeDetail,e[u.includeDetail],
!1),o=an(e[u.needs]),i=o===null?null:gr(o),a=null;if(n!=="summary"&&(a=yr(e[u.issueNumber])??pi(t.payload),a===null))throw new w(
"issue-number-missing",`there is no issue or pull request to comment on: the triggering event (${t.name||"unknown"}) is \
not about one. Set the issue-number input, or use mode: summary`,{where:u.issueNumber});return{mode:n,key:s,includeDetail:r,
issueNumber:a,run:i}}function wr(e){let t=[],n=(r,o)=>{let i=e.get(r);if(i===null)return null;try{return o(i)}catch(a){if(!(a instanceof
w))throw a;return t.push({input:a.where??r,message:a.message}),null}},s=n(u.mode,r=>hr({[u.mode]:r}));return n(u.key,br),
n(u.includeDetail,r=>ze(u.includeDetail,r,!1)),n(u.needs,an),s!==null&&s!=="summary"&&n(u.issueNumber,yr),t}function pi(e){
let t=De(e);if(!t)return null;let n=ln(De(t.pull_request)?.number)??ln(De(t.issue)?.number);if(n!==null)return n;for(let s of[
"workflow_run","check_run","check_suite"]){let r=De(t[s])?.pull_requests;if(Array.isArray(r)&&r.length===1){let o=ln(De(
r[0])?.number);if(o!==null)return o}}return null}function De(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)?e:null}function ln(e){return typeof e=="number"&&Number.
isInteger(e)&&e>0?e:null}function xr(e){let t=[];for(let n of e.jobs){if(oe(n)){un(n.with,Nt,"baton's stage workflow",t),n.secrets!=="inherit"&&un(
n.secrets,vs,"baton's stage workflow",t,"secret");continue}for(let s of n.steps){let r=pe(s);r.kind==="baton"&&un(s.with,
vn[r.action],"baton's action",t)}}return t}function un(e,t,n,s,r="input"){let o=new Set(t);for(let[i,a]of Object.entries(
e)){if(o.has(i))continue;let l=t.find(c=>c.toLowerCase()===i.toLowerCase())??re(i,t);s.push({position:a.keyPosition??a.position,
message:`unknown ${r} "${i}" of ${n}; ${l===void 0?`its ${r}s: ${t.join(", ")}`:`did you mean "${l}"?`}`})}}function $r(e){
let t=[],n=(r,o,i)=>{for(let a of ar(xt(r),i,wt,Ze))t.push({position:r[a.input]?.position??o,message:`${a.input}: ${a.message}`})},
s=(r,o)=>{for(let i of wr(xt(r)))t.push({position:r[i.input]?.position??o,message:`${i.input}: ${i.message}`})};for(let r of e.
jobs){if(oe(r)&&r.uses){let i=new Set;for(let[c,p]of Object.entries(r.with)){let f=fi(c,p);f!==null&&(i.add(c),t.push({position:p.
position,message:f}))}let a=new Set(Kt);n(Object.fromEntries(Object.entries(r.with).filter(([c])=>a.has(c)&&!i.has(c))),
r.uses.position,"stage");for(let c of En)r.with[c]===void 0&&t.push({position:r.uses.position,message:`${c}: required by\
 baton's stage workflow, and not given (GitHub refuses the call)`});let l=gi(r.with);l&&t.push({position:l.position??r.uses.
position,message:l.message});continue}let o=null;for(let i of r.steps){let a=pe(i);if(a.kind==="baton"){if(a.action==="r\
eport"){s(i.with,i.position);continue}if(n(i.with,i.position,a.action),a.action==="prepare"&&(o=i.with),a.action==="capt\
ure"){let l=cr(xt(i.with),o===null?null:xt(o));l&&t.push({position:i.with[l.input]?.position??i.position,message:`${l.input}\
: ${l.message}`})}if(a.action==="capture"&&o!==null){let l=di(o,i.with);l&&t.push({position:i.with[u.redact]?.position??
i.position,message:l}),o=null}}}}return t}function xt(e){return new Map(Object.entries(e).map(([t,n])=>[t,n.expression===
null?n.text:null]))}function fi(e,t){if(!Nt.includes(e))return null;let n=Nn.includes(e)?"number":"string";return qt({name:e,
type:n},e,t,"baton's stage workflow")}function di(e,t){let n=l=>l.expression===null?bt(l.text):null,s=e[u.redact],r=s===
void 0?[]:n(s);if(r?.length===0)return null;let o=t[u.redact],i=o===void 0?[]:n(o);if(i?.length===0)return kr("is given \
none of them");if(r===null||i===null)return null;let a=r.filter(l=>!i.includes(l)).length;return a===0?null:kr(`lacks ${a}\
 of its ${r.length} lines`)}function kr(e){return`${u.redact}: the prepare step before this capture is given values to r\
edact, and this capture ${e}: give capture the same ${u.redact} input as prepare; it redacts only the values it is given\
, and refuses to store the record otherwise`}function gi(e){let t=e[u.agent];if(t===void 0||t.expression===null&&t.text.
trim()==="")return null;let n=e[He];if(n!==void 0&&n.expression!==null)return null;let s=n?.text.trim()??"";if(js.test(s))
return null;let r=t.expression===null?ge[t.text.trim()]:void 0,o=`pin the ${r?r.npmPackage:"agent CLI's npm package"} ve\
rsion this stage runs`;return{position:n?.position??t.position,message:s===""?`${He}: required with ${u.agent}, an exact\
 version such as 1.2.3; ${o}`:`${He}: '${s}' is not an exact version such as 1.2.3; ${o}`}}function Sr(e,t,n){let s=e.jobs.flatMap(r=>[r.if,...r.steps.map(o=>o.if)]);for(let r of s)for(let o of t.facts(r.expression).
comparisons)if(o.operator==="=="&&o.path.length===n.length&&o.path.every((i,a)=>i===n[a]))return o.literal}function Pr(e){if(cn.has(e))return cn.get(e);let t=mi(e);return cn.set(e,t),t}var cn=new WeakMap;function mi(e){let t=oe(
e)?[e.with]:e.steps.filter(r=>{let o=pe(r);return o.kind==="baton"&&(o.action==="stage"||o.action==="capture")}).map(r=>r.
with);if(t.length===0)return;let n=new Set,s=!0;for(let r of t){let o=r[u.dataSchema];if(o===void 0||o.expression!==null||
o.text.trim()==="")return;try{let i=Ze(o.text);for(let a of Object.keys(i.properties))n.add(a);s&&=!i.additionalProperties}catch{
return}}return{keys:[...n],closed:s}}var $t=class{#n;#t;#e;#s=new Map;constructor(t){this.#n=t,this.#t=t.split(/\r\n|\r|\n/),this.#e=[0];for(let n=0;n<t.length;n++)
t[n]===`
`&&this.#e.push(n+1)}locate(t,n){let r=this.#r(t)?.[Math.max(0,Math.min(n,t.text.length))];return r===void 0?this.#i(t,n):
this.#o(r)}locateLine(t,n,s){let r=t.text.split(`
`),o=s-1;for(let i=0;i<n-1&&i<r.length;i++)o+=(r[i]?.length??0)+1;return this.locate(t,o)}#r(t){let n=`${t.position.line}\
:${t.position.column}`,s=this.#s.get(n);if(s!==void 0&&(s===null||s.length===t.text.length+1))return s;let r=(this.#e[t.
position.line-1]??Number.NaN)+t.position.column-1,o=Number.isNaN(r)?null:wi(this.#n,r,t.text);return this.#s.set(n,o),o}#o(t){
let n=0,s=this.#e.length-1;for(;n<s;){let r=n+s+1>>1;this.#e[r]<=t?n=r:s=r-1}return{line:n+1,column:t-this.#e[n]+1}}#i(t,n){
let{line:s,column:r}=t.position,o=t.text.slice(0,n),i=o.split(`
`).length-1,a=o.length-(o.lastIndexOf(`
`)+1),l=this.#t[s-1]?.slice(r-1)??"";if(/^[|>]/.test(l)){let p=this.#t.slice(s).find(m=>m.trim()!=="")??"",f=p.length-p.
trimStart().length,d=t.text.startsWith(p.slice(0,f))&&f>0;return{line:s+1+i,column:(d?0:f)+a+1}}let c=/^["']/.test(l)?1:
0;return i===0?{line:s,column:r+c+a}:{line:s+i,column:a+1}}},hi={0:"\0",a:"\x07",b:"\b",t:"	","	":"	",n:`
`,v:"\v",f:"\f",r:"\r",e:"\x1B"," ":" ",'"':'"',"/":"/","\\":"\\",N:"\x85",_:"\xA0",L:"\u2028",P:"\u2029"},bi={x:2,u:4,U:8};
function yi(e,t){let n=e[t+1]??"",s=hi[n];if(s!==void 0)return{text:s,length:2};let r=bi[n];if(r===void 0)return null;let o=e.
slice(t+2,t+2+r);if(!/^[0-9a-fA-F]+$/.test(o)||o.length!==r)return null;let i=Number.parseInt(o,16);return i>1114111?null:
{text:String.fromCodePoint(i),length:2+r}}var pn=e=>e===" "||e==="	",Or=e=>e===`
`||e==="\r";function wi(e,t,n){let s=e[t],r=s==="|"||s===">"?"block":s==='"'?"double":s==="'"?"single":"plain",o=t;if(r===
"block"){let l=e.indexOf(`
`,t);if(l<0)return n===""?[e.length]:null;o=l+1}else r!=="plain"&&(o=t+1);let i=[],a=0;for(;a<n.length;){let l=n[a],c=e[o];
if(c===void 0){if(r==="block"&&/^\n*$/.test(n.slice(a))){for(;i.length<n.length;)i.push(e.length);break}return null}if(r===
"double"&&c==="\\"){if(Or(e[o+1])){for(o+=e[o+1]==="\r"&&e[o+2]===`
`?3:2;pn(e[o]);)o+=1;continue}let p=yi(e,o);if(p===null||!n.startsWith(p.text,a))return null;for(let f=0;f<p.text.length;f++)
i.push(o);a+=p.text.length,o+=p.length;continue}if(r==="double"&&c==='"')return null;if(r==="single"&&c==="'"){if(e[o+1]!==
"'"||l!=="'")return null;i.push(o),a+=1,o+=2;continue}if(c===l){i.push(o),a+=1,o+=1;continue}if(c===`
`&&(l===" "||l===`
`)){if(i.push(o),a+=1,o+=1,r!=="block")for(;pn(e[o]);)o+=1;continue}if(pn(c)||Or(c)){o+=1;continue}return null}return i.
push(o),i}function jr(e){return typeof e!="number"||!Number.isFinite(e)?null:Math.trunc(e)+0}function fn(e){return typeof e=="stri\
ng"&&e.trim()!==""&&Number.isFinite(Number(e))?`got ${JSON.stringify(e)}, a string, not a number (fromJSON(\u2026) makes a nu\
mber of it, as GitHub requires)`:`got ${JSON.stringify(e)??String(e)}, not a number`}function vr(e,t){let n=jr(e);if(n===
null)return{problem:`${t} must be a number of minutes, ${fn(e)}`};if(n<1){let s=n===e?"":` (GitHub keeps whole minutes: ${e}\
 is ${n})`;return{problem:`${t} must be a whole number of minutes above 0, got ${e}${s}`}}return{minutes:n}}function Er(e){
let t=jr(e);return t===null?null:{minutes:t>0?t:null}}function Nr(e,t,n){let s=e[t]?.uses;if(s==null||s.text.trim().startsWith("./"))return null;let r=i=>`${i.line}:${i.column}`,
o={why:"no step before it checks out this repository",notRun:null};for(let i of e.slice(0,t)){let a=n?.(i.index);if(i.run!==
null){if(a!=="skipped"&&ki.test(i.run.text))return null;continue}if(i.uses===null)continue;let l=i.uses.text.trim(),c=(l.
split("@")[0]??"").toLowerCase();if(c!=="actions/checkout"){if(c.startsWith("actions/")||l.startsWith("docker://")||a===
"skipped")continue;return null}let p=xi(i);if(p!==null)o={why:`the checkout before it (${r(i.uses.position)}) ${p}`,notRun:null};else if(a===
"skipped"){let f=i.if.text===null?"because a step before it failed":"by its `if:`";o={why:`the checkout before it (${r(i.
uses.position)}) was skipped ${f}`,notRun:"skipped"}}else if(a==="failure"||a==="cancelled"){let f=a==="failure"?"failed\
 (its continue-on-error let the job go on)":"was cancelled";o={why:`the checkout before it (${r(i.uses.position)}) ${f}`,
notRun:"failed"}}else return null}return o}var ki=/\bgit\s+(?:clone|checkout|fetch|init|worktree|sparse-checkout)\b|\bgh\s+repo\s+clone\b/;
function xi(e){let t=o=>e.with[o],n=t("repository");if(n!==void 0&&n.expression===null){let o=n.text.trim();if(o!=="")return`\
checks out ${o}, not this repository`}let s=t("path");if(s!==void 0&&s.expression===null){let o=s.text.trim().replace(/\/+$/,
"");if(o!==""&&o!==".")return`puts the repository in ${o}, not in the workspace where the stage looks for the workflow f\
ile`}let r=t("sparse-checkout");return r!==void 0&&r.expression===null&&$i(r.text,t)?"is sparse and leaves out .github/":
null}function $i(e,t){let n=e.split(/\r?\n/).map(o=>o.trim()).filter(o=>o!==""&&!o.startsWith("#"));if(n.length===0)return!1;
let s=t("sparse-checkout-cone-mode");return s===void 0||s.expression!==null||s.text.trim().toLowerCase()!=="false"?!n.some(
o=>{let i=o.replace(/^\/+|\/+$/g,"");return i===".github"||i===".github/workflows"||i.startsWith(".github/workflows/")}):
!n.some(o=>!o.startsWith("!")&&/^\/?(?:\.github|\*)/.test(o))}function Ar(e,t){let[n]=e.references;if(n!==void 0)return{
kind:"reference",path:`${n.kind==="stage"?"stages":"jobs"}.${n.stage}`,stage:n.stage,refKind:n.kind,at:t(n.line,n.column)};
for(let[s,r]of e.paths){let o=r.root;if(o?.length!==1||o[0]!=="stages"&&o[0]!=="jobs")continue;let[i=1,a=0]=s.split(":").
map(Number);return{kind:"all",path:o[0],at:t(i,a+1)}}return null}function Rr(e,t,n,s){let{reads:r,outcome:o,give:i}=Ir(t,
s),{why:a,notRun:l}=n,c=a.startsWith("no step")?`${a}, nor does it have a \`${u.needs}\` input`:`${a}, and it has no \`${u.
needs}\` input`;return`job ${e}: ${r}, and ${c}: on GitHub the stage reads the workflow file from the checkout to know i\
ts upstream stages, ${o}; ${l==="skipped"?"make that checkout's `if:` hold whenever this step runs (or run this step onl\
y when it does)":l==="failed"?"see why that checkout did not finish":"add `uses: actions/checkout` with `persist-credent\
ials: false` before this step"}, or ${i}`}function vu(e,t,n){let{reads:s,outcome:r,give:o}=Ir(t,n);return`job ${e}: ${s}\
, and it has no \`${u.needs}\` input: in a workflow run as a call the stage knows its upstream stages from that input alo\
ne (the workflow file it reads on GitHub is the caller's, which has no job ${e}; a checkout does not change that), ${r};\
 ${o}`}function Ir(e,t){let n=e.kind==="reference"?`its prompt reads ${e.path} (${e.at})`:`its prompt reads every upstre\
am stage ({{#each ${e.path}}} at ${e.at})`,s=e.kind==="reference"?`so it would know none and fail ("${e.path}: no such u\
pstream ${e.refKind}")`:"so it would know none and render without them",r=t.length>0?`give the step \`${u.needs}: ${t.join(
", ")}\``:`give the step a \`${u.needs}\` input naming the upstream stages it reads`;return{reads:n,outcome:s,give:r}}var Ur=Symbol("baton.plan");function oc(e){return typeof e=="object"&&e!==null&&e[Ur]===!0}function ic(e,t,n={}){let s=gn(
e,t,n,!1);if(s.plan===null){let{errors:r}=s;throw new w("plan-rejected",`${e.fileName}: ${r.length} problem${r.length===
1?"":"s"}; nothing was run`,{details:r.map(o=>bn(`${o.path}: ${o.message}`))})}return s.plan}function ac(e,t,n={}){return gn(
e,t,n,n.anyRun===!0).errors}function lc(e,t,n,s){let r=new Map,{errors:o}=gn(e,t,n,!1,r),i=r.get(zr(s.job,s.step))??[];return{
errors:o,step:o.filter(a=>i.includes(a))}}function zr(e,t){return`${e}
${t}`}function gn(e,t,n,s,r){let o=Ue(e),i=[...o.problems],a=n.facts??Wt,l=n.vars??{},c=n.words??Tt,{eventName:p,inputs:f,
labelName:d,event:m}=Dr(o,t,n,c,s,i);s||Ni(o,p,n.secretNames??[],c,i);let g=!n.event&&p==="push"?Un(o,a,c).notice:null,k=!n.
event&&d!==void 0&&Bi(m)?{level:"info",message:`the default ${p} payload brings the label ${JSON.stringify(d)}, the name\
 the workflow's if: compares github.event.label.name with; pass ${c.withEvent} with a payload for another label`}:null,b=s?
{}:{github:{event_name:p,event:m,repository:a.repository,ref:Gn(p,m)??a.ref,sha:Vn(p,m)??a.sha,actor:Dn(m)??a.actor},inputs:f,
vars:l},S=Ms(o,n.calledWorkflows??new Map,s?null:{names:n.secretNames??[],words:c},i),P=null;if(n.job!==void 0){let y=o.
jobs.map(E=>E.id),j=rt(y,n.job),h=S.find(E=>E.id===n.job&&E.calledBy!==null);j!==void 0?P=j:h?i.push({code:$.jobUnknown,
severity:"error",path:o.fileName,message:`${c.job(n.job)}: a job of a called workflow runs only in its call; name the ca\
lling job: ${c.passJob(n.job.split("/")[0])}`}):i.push({code:$.jobUnknown,severity:"error",path:o.fileName,message:`${c.
job(n.job)}: no such job${ce(n.job,y)}; jobs: ${y.join(", ")}`})}let x=new Map,G=new Map,R=[{id:null,inputs:s?null:f}],X=new Set(
S.map(y=>y.id.toLowerCase())),W=new Map,z=new Map;for(let y of S){let{job:j,calledBy:h}=y,E=O=>J(y.workflow.fileName,O),
B=Gr(j.steps,n.loadAction),ae=j.stageWorkflow===!0||B!==null&&B.length>0,q=h===null?b:{...b,inputs:{}},C=(h!==null||s)&&
Ge(j.strategy)!==null&&ve(Ge(j.strategy))?null:Ii(t,j,q,E,i,n.secretValues??[],ae),Ne=h===null?[]:x.get(h)?.stageUpstream??
[],Ae=O=>{if(C===null||B===null||h!==null&&O===null&&B.some(({step:Y})=>Y.with[u.stage]?.expression))return null;let Pe=[],
Re=Kr(t,j,B,C,h===null?q:{...q,inputs:O??{}},E,Pe,n.secretValues??[]);for(let Y of Pe)i.some(he=>he.path===Y.path&&he.message===
Y.message)||i.push(Y);if(Re===null)return null;for(let{stage:Y,leg:he}of Re)Object.keys(he).length>0&&z.set(Y,he);return Re.
map(({stage:Y})=>Y)},Se=h===null?R:G.get(h)??null,M=Se?.map(O=>({id:O.id===null?y.id:`${O.id}/${j.id}`,stages:Ae(O.inputs)}))??
null;if(C!==null&&M!==null)for(let O of M)W.set(O.id,qs(O.id,C,X));if(y.call!==null){let O=y.call;G.set(y.id,Se===null||
M===null||C===null?null:M.flatMap((Pe,Re)=>{let Y=Se[Re].inputs,he=W.get(Pe.id)??[];return C.map((Br,qr)=>({id:he[qr],inputs:Ri(
t,j,O,{...Pi(b,Y),matrix:Xt(Br)})}))}))}x.set(y.id,{id:y.id,job:j,workflow:y.workflow,needs:y.needs,upstream:y.upstream,
stageUpstream:[...Ne,...y.upstream],calledBy:h,call:y.call,skip:y.skip,legs:C,stages:M===null?Ae(null):M.some(O=>O.stages===
null)?null:M.flatMap(O=>O.stages??[]),instances:M,steps:j.steps.map(O=>({step:O,action:pe(O)})),stageSteps:B,recordsStages:ae})}
for(let y of[...x.values()].reverse()){if(y.call===null)continue;let j=y.call.jobs.map(E=>x.get(E));y.stages=j.some(E=>E?.
stages==null)?null:j.flatMap(E=>E?.stages??[]);let h=y.legs;y.instances===null||h===null||(y.instances=y.instances.map(({
id:E})=>{let B=new Set(W.get(E)),ae=j.flatMap(q=>q?.instances?.filter(C=>B.has(C.id.slice(0,C.id.lastIndexOf("/"))))??[null]);
return{id:E,stages:ae.some(q=>q?.stages==null)?null:ae.flatMap(q=>q?.stages??[])}}))}let I=[...new Map(S.filter(y=>y.call!==
null).map(y=>[y.call.path,y.call.workflow])).values()];for(let y of[o,...I])Oi(y,i);let ie=Li(x,i),D=new Map,Z=y=>{let j=D.
get(y.id);if(j!==void 0)return j;let h=Pt(y,x);return D.set(y.id,h),h},V=new Map,Q=new Map;for(let y of x.values()){let j=Fi(
y.workflow,y,x,ie,n.readFile,i,Z,(h,E)=>r?.set(zr(y.id,h.index),E));V.set(y.id,j.needsFacts),j.checkoutNeeded.size>0&&Q.
set(y.id,j.checkoutNeeded)}let N=i.filter(y=>y.severity==="error").sort(ji);if(N.length>0)return{plan:null,errors:N};let v=new Set(
P?[P,...x.get(P)?.upstream??[]]:x.keys());for(let y of x.values())y.calledBy!==null&&v.has(y.calledBy)&&v.add(y.id);let _=[
...x.values()].filter(y=>v.has(y.id)),se=[g,k].filter(y=>y!==null);return{plan:{[Ur]:!0,workflow:o,eventName:p,event:m,inputs:f,
vars:l,contexts:b,jobs:_,target:P,notices:se,expanded:S,legIds:W,stageMatrices:z,legPlaces:p==="workflow_call"||St(o)?new Map:
Si(x,W),needsFacts:V,checkoutNeeded:Q},errors:[]}}function Si(e,t){let n=new Map;for(let s of[...e.values()].reverse()){
let r=Ge(s.job.strategy),o=r!==null&&!ve(r)?s.legs:null,i=new Map;if(s.call===null){if(o!==null)for(let[a,l]of Zn(s.job.
id,o))i.set(a,[l])}else if(r===null)for(let a of s.call.jobs)for(let[l,c]of n.get(a)??[])i.set(l,c);else if(o!==null){let a=(s.
instances??[]).map(l=>t.get(l.id)??[]);for(let l of s.call.jobs){let c=n.get(l);for(let p of e.get(l)?.instances??[]){let f=p.
id.slice(0,p.id.lastIndexOf("/")),d=a.map(m=>m.indexOf(f)).find(m=>m>=0);if(d!==void 0)for(let m of p.stages??[])i.set(m,
[d,...c?.get(m)??[]])}}}i.size>0&&n.set(s.id,i)}return n}function uc(e,t){return t.calledBy!==null||t.job.stageWorkflow===
!0?()=>{}:(n,s)=>e.legPlaces.get(n)?.get(s)}function Pi(e,t){let{inputs:n,...s}=e;return t===null?s:{...s,inputs:t}}function Oi(e,t){
let n=l=>J(e.fileName,l);for(let l of xr(e))t.push({code:$.actionInputUnknown,severity:"error",path:n(l.position),message:l.
message});let s=$r(e);for(let l of s)t.push({code:$.actionInputInvalid,severity:"error",path:n(l.position),message:l.message});
let r=e.jobs.flatMap(l=>[{key:"timeout-minutes",node:l.timeoutMinutes,step:!1},{key:"cancel-timeout-minutes",node:l.cancelTimeoutMinutes,
step:!1},...l.steps.map(c=>({key:"timeout-minutes",node:c.timeoutMinutes,step:!0}))]),o=new Set([...e.problems.map(l=>l.
path),...s.map(l=>n(l.position))]);for(let{key:l,node:c,step:p}of r){if(c?.kind!=="literal"||o.has(n(c.position)))continue;
let f=p?Er(c.value):vr(c.value,l),d=f===null?`${l} must be a number of minutes, ${fn(c.value)}`:"problem"in f?f.problem:
null;d!==null&&t.push({code:$.timeoutInvalid,severity:"error",path:n(c.position),message:d})}let i=l=>l!==null&&!l.text.
includes("${{")?l:null,a=[{shell:i(e.defaults?.shell??null),key:"defaults.run.shell"},...e.jobs.flatMap(l=>[{shell:i(l.defaults?.
shell??null),key:`jobs.${l.id}.defaults.run.shell`},...l.steps.filter(c=>c.run!==null).map(c=>({shell:i(c.shell),key:"sh\
ell"}))])];for(let{shell:l,key:c}of a){if(l===null)continue;let{text:p,position:f}=l;try{tr(p)}catch(d){t.push({code:$.shellInvalid,
severity:"error",path:n(f),message:`${c}: ${d instanceof w?d.message:String(d)}`})}}}function ji(e,t){let n=s=>{let r=/:(\d+):(\d+)$/.
exec(s.path);return r?Number(r[1])*1e6+Number(r[2]):0};return n(e)-n(t)}function cc(e,t,n={}){let{eventName:s,event:r}=Dr(
Ue(e),t,n,n.words??Tt,!1,[]);return{name:s,payload:r,made:!n.event}}function Dr(e,t,n,s,r,o){let i=n.facts??Wt,{name:a,problem:l}=Fn(
e,n.event??null,n.eventName,s);l!==null&&o.push({code:$.eventNotTrigger,severity:"error",path:e.fileName,message:l});let c=r?
{}:{...Ei(e,a,n.event??null),...n.inputs},p=r?{}:Ai(e,a,c,s,o),f=n.event?void 0:Sr(e,t,["github","event","label","name"]),
d=n.event?vi(n.event,a,_r(p,c)):zn(a,i,_r(p,c),e,f);return{eventName:a,inputs:p,labelName:f,event:d}}function vi(e,t,n){
if(!(t==="workflow_dispatch"||t==="workflow_call")||Object.keys(n).length===0)return e;let r=e.inputs!==null&&typeof e.inputs==
"object"?e.inputs:{};return{...e,inputs:{...r,...n}}}function _r(e,t){return Object.fromEntries(Object.entries(e).map(([
n,s])=>[n,Object.hasOwn(t,n)?t[n]:String(s)]))}function Ei(e,t,n){let s=n?.inputs;if(t!=="workflow_dispatch"||s===null||
typeof s!="object")return{};let r={};for(let[o,i]of Object.entries(s))Object.hasOwn(e.inputs,o)&&(i===""&&e.inputs[o].default===
null||(typeof i=="string"||typeof i=="number"||typeof i=="boolean")&&(r[o]=String(i)));return r}function St(e){let t=Object.
keys(e.on);return t.length>0&&t.every(n=>n==="workflow_call")}function Ni(e,t,n,s,r){if(t!=="workflow_call"&&!St(e))return;
let o=e.on.workflow_call?.secrets;if(o===null||typeof o!="object")return;let i=new Set(n.map(a=>a.toUpperCase()));for(let[
a,l]of Object.entries(o))l?.required!==!0||i.has(a.toUpperCase())||r.push({code:$.inputMissing,severity:"error",path:e.fileName,
message:`secret ${a} is required by on.workflow_call.secrets, as GitHub requires it of every caller; pass ${s.passSecret(
a)} (with ${a} set in the environment)`})}function Ai(e,t,n,s,r){let o={},i=St(e),a=t==="workflow_dispatch"||t==="workfl\
ow_call"||i,l=t==="workflow_dispatch"&&!i?"workflow_dispatch":"workflow_call",c=e.on[l]?.inputs,p=Object.fromEntries(Object.
entries(e.inputs).filter(([d])=>c!==null&&typeof c=="object"&&Object.hasOwn(c,d))),f=Object.keys(p);if(!a){for(let d of Object.
keys(n))r.push({code:$.inputUnknown,severity:"error",path:e.fileName,message:`${s.input(d)}: ${t} runs have no inputs (o\
n GitHub, inputs are for workflow_dispatch and workflow_call); ${"workflow_dispatch"in e.on?`pass ${s.passEventName("wor\
kflow_dispatch")} to dispatch it`:`give the event's payload with ${s.withEvent} instead (this workflow is not triggered \
by workflow_dispatch)`}`});return o}for(let[d,m]of Object.entries(n)){let g=p[d];if(!g){r.push({code:$.inputUnknown,severity:"\
error",path:e.fileName,message:`${s.input(d)}: on.${l} declares no such input${ce(d,f)}; its inputs: ${f.length>0?f.join(
", "):"(none)"}`});continue}let k=J(e.fileName,g.position);switch(g.type){case"boolean":m!=="true"&&m!=="false"?r.push({
code:$.inputInvalid,severity:"error",path:k,message:`${s.input(d,m)}: input '${d}' is a boolean; use true or false`}):o[d]=
m==="true";break;case"number":m.trim()===""||!Number.isFinite(Number(m))?r.push({code:$.inputInvalid,severity:"error",path:k,
message:`${s.input(d,m)}: input '${d}' is a number`}):o[d]=Number(m);break;case"choice":g.options&&!g.options.includes(m)?
r.push({code:$.inputInvalid,severity:"error",path:k,message:`${s.input(d,m)}: not one of the options: ${g.options.join("\
, ")}`}):o[d]=m;break;default:o[d]=m}}for(let d of Object.values(p))d.name in n||(d.default!==null?o[d.name]=d.default:d.
required&&a?r.push({code:$.inputMissing,severity:"error",path:J(e.fileName,d.position),message:`input '${d.name}' is req\
uired and has no default; pass ${s.passInput(d.name)}`}):d.type==="boolean"?o[d.name]=!1:o[d.name]="");return o}function Vr(e,t){
let[n,s]=e;if(n==="matrix")return!0;if(n==="inputs"||n==="vars")return Object.hasOwn(t,n);if(n!=="github"||s===void 0||s===
"*")return!1;let r=t.github;return typeof r=="object"&&r!==null&&!Array.isArray(r)&&Object.keys(r).some(o=>o.toLowerCase()===
s)}function Ri(e,t,n,s){let r=n.workflow.call;if(r===void 0||Object.values(t.with).some(i=>i.expression!==null&&e.facts(
i.expression).paths.some(a=>!Vr(a,s))))return null;try{return Fs(r,Js(e,t,r,()=>({contexts:s})),n.path)}catch(i){if(i instanceof
w)return null;throw i}}function Ii(e,t,n,s,r,o,i){let a=Ge(t.strategy);if(!a)return[{}];if(dn(a))return null;let l=(p,f)=>{
if(!(p instanceof w))throw p;return r.push({code:$.matrixInvalid,severity:"error",path:p.where??s(a.position),message:`j\
obs.${t.id}: ${p.message}`}),f},c;try{c=_i(e,a,n,s)}catch(p){return l(p,[{}])}try{Ys(t.id,c,s(a.position),o,{recordsStages:i})}catch(p){
return l(p,null)}return c}function Ge(e){return e?e.kind==="expression"?e:e.kind!=="mapping"?null:e.entries.find(t=>t.key===
"matrix")?.value??null:null}function _i(e,t,n,s){let r=nt(e,t,{contexts:n,where:s(t.position)});return Zt(r,s(t.position),
{whereOf:o=>s(Mi(t,o))})}function Mi(e,t){let n=e,s=e.position;for(let r of t)if(n.kind==="mapping"&&typeof r=="string"){
let o=n.entries.find(i=>i.key===r);if(!o)break;s=o.keyPosition??o.value.position,n=o.value}else if(n.kind==="sequence"&&
typeof r=="number"){let o=n.items[r];if(!o)break;s=o.position,n=o}else break;return s}function dn(e){if(!ve(e))return!1;
switch(e.kind){case"expression":return/\bneeds\b/i.test(e.expression);case"sequence":return e.items.some(dn);case"mappin\
g":return e.entries.some(t=>dn(t.value));default:return!1}}function Ti(e,t,n,s,r){let o=n.with[u.stage];return o&&o.text.
trim()!==""?(o.expression===null?[]:e.facts(o.expression).paths).some(a=>!Vr(a,r))?null:Lt(e,o,{contexts:{...r,matrix:Xt(
s)}}).trim():ke(t.id,Object.keys(s).length>0?s:null)}function mn(e){return e.action.kind==="baton"&&(e.action.action==="\
stage"||e.action.action==="prepare")}var Wi=9;function Gr(e,t,n=0){let s=[];for(let r of e){let o=pe(r);if(mn({step:r,action:o})&&
s.push({step:r,inAction:n>0}),o.kind!=="local")continue;if(t===void 0||n>Wi)return null;let i=t(o.path);if(i===void 0)return null;
if(i.kind!=="composite")continue;let a=Gr(i.steps,t,n+1);if(a===null)return null;s.push(...a)}return s}function pc(e,t,n,s,r){
return t.stageSteps===null?null:Kr(e,t.job,t.stageSteps,n,s,()=>"",[],r)}function Kr(e,t,n,s,r,o,i,a){let l=[];for(let{step:c,
inAction:p}of n){if(p&&c.with[u.stage]?.expression)return null;for(let f of s){let d;try{d=Ti(e,t,c,f,r)}catch(g){if(!(g instanceof
w))throw g;i.push({code:$.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??c.position),message:g.message});
continue}if(d===null)return null;if(Qe(d,a)){i.push({code:$.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??
c.position),message:rn});continue}if(!le.test(d)){i.push({code:$.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??
c.position),message:`stage "${d}" is not a valid stage id: a letter or _ then up to 99 letters, digits, _ or -`});continue}
let m=Hn(d);if(m!==null){i.push({code:$.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??c.position),message:m});
continue}l.push({stage:d,leg:f})}}return l}function Li(e,t){let n=new Map;for(let s of e.values()){if(s.call!==null)continue;
let r=l=>J(s.workflow.fileName,l),o=new Set,i=new Map,a=s.stages===null?[]:s.instances??[{id:s.id,stages:s.stages}];for(let l of a){
let c=new Set;for(let p of l.stages??[]){let f=n.get(p),d=i.get(p),m=c.has(p)?`job '${s.id}' runs stage '${p}' more than\
 once; give each baton step its own \`stage\` input`:d!==void 0?Ji(p,s.id,[d,l.id]):f!==void 0?`stage '${p}' of job '${s.
id}' is also a stage of job '${f}'; set a different \`stage\` input${s.calledBy!==null||e.get(f)?.calledBy?" (a called w\
orkflow's job records its stages under its own job id, as github.job is inside a called workflow on GitHub, so two calls\
 of one file, or a called job and a job of the same id, record the same stage; give the called file's stage a `stage:` i\
nput made from one of its inputs)":""}`:null;m!==null&&!o.has(p)&&(o.add(p),t.push({code:$.stageDuplicate,severity:"erro\
r",path:r(s.job.position),message:m})),c.add(p),i.set(p,i.get(p)??l.id),n.set(p,n.get(p)??s.id)}}}return n}function Ci(e,t,n,s,r){
let o=n.with[u.vars],i;if(t.calledBy===null&&(o===void 0||o.expression===null))try{let c=o===void 0?[]:Object.keys(wt(o.
text)),p=Object.keys(e.inputs);i={names:[...new Set([...p,...c])],from:"the workflow's declared inputs and the keys of t\
he step's vars"}}catch{}let a=c=>("stage"in c?[r.get(c.stage)??""]:Ve(t,c.job)).map(p=>s.get(p)).filter(p=>p!==void 0),l=c=>c.
some(p=>p.legs===null)?void 0:Mr(c.flatMap(p=>p.legs??[]));return{inputs:i,data:c=>{let p=a(c);if(p.length===0||p.some(d=>d.
skip!==null||d.call!==null))return;let f=p.map(d=>Pr(d.job));if(!f.some(d=>d===void 0))return{keys:[...new Set(f.flatMap(
d=>d.keys))],closed:f.every(d=>d.closed)}},matrix:c=>{let p=a(c);if(!(p.length===0||p.some(f=>f.skip!==null)))return l(p.
flatMap(f=>f.call===null?[f]:Pt(f,s).filter(d=>d.recordsStages||d.stageSteps===null)))},call:c=>{for(let p of a(c)){let f=p.
call!==null?p:s.get(p.calledBy??"");if(f?.call==null)continue;return{job:f===p&&"job"in c?c.job:f.id,file:f.call.path,keys:Mr(
f.legs??[])}}}}}function Mr(e){return[...new Set(e.flatMap(t=>Object.keys(t)))]}function Ji(e,t,n){return`stage '${e}' o\
f job '${t}' would be recorded by every leg of the call around it (${n.join(", ")}): a called workflow's job records its\
 stages under its own job id, as github.job is inside a called workflow on GitHub, and the caller's matrix does not reac\
h the called workflow; give the stage a \`stage:\` input made from the inputs its legs give it (stage: ${T(t)}-\${{ input\
s.<name> }}), so that each leg records its own`}function Fi(e,t,n,s,r,o,i,a){let l=b=>J(e.fileName,b),c=t.stageUpstream.
map(b=>n.get(b)).filter(b=>b!==void 0),p=[...new Set(c.flatMap(i))],f=[...new Set(p.flatMap(b=>b.stages??[]))],d=p.filter(
b=>b.stages===null),m=[...new Set(d.map(b=>T(b.id)))],g={job:t.id,upstreamStages:f,openMatrices:[...new Set(d.filter(Jr).
map(b=>T(b.id)))],unknown:d.some(b=>!Jr(b)),jobs:Gi(n),upstreamJobs:t.upstream,runsAfter:b=>ot(e,b,t.id)},k=new Map;for(let{
step:b,action:S}of t.steps){if(!mn({step:b,action:S}))continue;let P=o.length,x=b.with[u.needs];if(x)for(let N of Xs(x,g))
o.push({code:$.needsInput,severity:"error",path:l(Hr(e).locate(x,N.offset)),message:N.message});let G=Ns(e,t.job)?As(x,N=>{
let v=n.get(s.get(N)??"");if(v===void 0)return;let _=v.upstream.map(se=>n.get(se)?.stages??null);return{callsStageWorkflow:v.
job.stageWorkflow===!0,needsInput:v.job.steps[0]?.with[u.needs],upstreamStages:_.includes(null)?null:_.flatMap(se=>se??[])}}):
null,R=(N,v)=>({code:$.templateStage,severity:"error",message:Rs(N,v,t.id,x)}),X=[],W=b.with[u.prompt];if(W&&(W.expression===
null||!ss(W.text))){let N=W.expression===null?W.text:rs(W.text);X.push({template:N,locate:(v,_)=>Hi(e,W,v,_)})}let z=b.with[u.
promptFile];if(z&&z.expression===null&&r){let N,v="does not exist";try{N=r(z.text)}catch(_){v=_ instanceof Error?_.message:
String(_)}N===void 0?o.push({code:$.promptFileMissing,severity:"error",path:l(z.position),message:`prompt-file ${z.text}\
: ${v}`}):X.push({template:N,locate:(_,se)=>`${z.text}:${_}:${se}`})}let I=Ci(e,t,b,n,s),ie=null,D=[],Z=N=>N.kind==="job"?
Ve(t,N.stage).length>0:f.includes(N.stage)||Wr(m,N.stage);for(let{template:N,locate:v}of X){let{analysis:_,problems:se}=tt(
N);_&&(D.push(..._.references),ie??=Ar(_,(h,E)=>v(h,E).replace(`${e.fileName}:`,"")));let Ot=fr(_?.keys??[],I),y=dr(_?.keys??
[],I).filter(h=>h.closed).map(h=>h.error),j=se.filter(h=>h.ifUpstream===void 0||Z(h.ifUpstream));for(let h of[...j,...Ot,
...y])o.push({code:y.includes(h)?$.templateDataKey:Ot.includes(h)?$.templateKey:$.templateInvalid,severity:"error",path:v(
h.line,h.column),message:[h.message,...h.details].join("; ")});for(let h of _?.references??[]){if(h.kind==="job"){let C=Ve(
t,h.stage).map(M=>n.get(M)?.stages);if(C.length>0){let M=C.includes(null)?null:C.flatMap(O=>O??[]);if(Tr(Ve(t,h.stage),n,
i)){let O=[...new Set(t.stageUpstream.filter(Pe=>!Tr([Pe],n,i)).map(T))];o.push({code:$.templateStage,severity:"error",path:v(
h.line,h.column),message:`jobs.${h.stage}: job ${h.stage} records no stage (none of its steps runs baton's stage), so a \
prompt has no stage of it to read; upstream jobs that record stages: ${O.length>0?O.join(", "):"(none)"}`});continue}G&&
M&&M.length>0&&!M.some(O=>G.has(O))&&o.push({...R(`jobs.${h.stage}`,`its stages (${M.join(", ")})`),path:v(h.line,h.column)});
continue}let Ne=[...new Set(t.stageUpstream.map(T))],Ae=re(h.stage,Ne),Se=Di(t.id).map(M=>`${M}${h.stage}`).find(M=>n.has(
M));o.push({code:$.templateStage,severity:"error",path:v(h.line,h.column),message:`jobs.${h.stage}: not a job upstream o\
f job '${t.id}'${t.stageUpstream.includes(h.stage)?` (did you mean ${T(h.stage)}? a called workflow reads its own jobs b\
y their ids in its file, as GitHub's records name them: github.job is the called file's own job id)`:Se!==void 0?Lr(n,t.
id,Se,"job"):Ae?` (did you mean ${Ae}?)`:""}; upstream jobs: ${Ne.length>0?Ne.join(", "):"(none)"}`});continue}if(f.includes(
h.stage)){G&&!G.has(h.stage)&&o.push({...R(`stages.${h.stage}`,h.stage),path:v(h.line,h.column)});continue}if(Wr(m,h.stage))
continue;let E=s.get(h.stage)??Ki(h.stage,n),B=re(h.stage,f),ae=Vi(h.stage,n),q=E?Lr(n,t.id,E,"stage"):ae!==null?` (did \
you mean ${ae}? a called workflow's job records its stages under its own job id, as github.job is inside a called workfl\
ow on GitHub)`:B?` (did you mean ${B}?)`:"";o.push({code:$.templateStage,severity:"error",path:v(h.line,h.column),message:`\
stages.${h.stage}: not a stage upstream of job '${t.id}'${q}; upstream stages: ${f.length>0||m.length>0?[...f,...m.map(C=>`${C}\
-*`)].join(", "):"(none)"}`})}}let V=ie?.kind==="reference"?Ui(e,t,b,ie,D,f,n):null,Q=V===null?null:Nr(t.job.steps,b.index);
V!==null&&Q!==null?o.push(zi(e.fileName,t.id,b,V,Q)):V!==null&&k.set(b.index,V),a(b,o.slice(P))}return{needsFacts:g,checkoutNeeded:k}}
function Ui(e,t,n,s,r,o,i){if(t.calledBy!==null||t.job.stageWorkflow===!0||St(e)||n.uses===null||(n.with[u.needs]?.text.
trim()??"")!=="")return null;let a=t.job.steps[n.index]?.position;if(a?.line!==n.position.line||a.column!==n.position.column)
return null;let l=new Set;for(let c of r){if(c.kind==="stage"){o.includes(c.stage)&&l.add(c.stage);continue}for(let p of Ve(
t,c.stage))for(let f of i.get(p)?.stages??[])l.add(f)}return{read:s,needs:[...l]}}function zi(e,t,n,{read:s,needs:r},o){
return{code:$.checkoutMissing,severity:"error",path:J(e,n.uses?.position??n.position),message:Rr(t,s,o,r)}}function Ve(e,t){
return e.stageUpstream.filter(n=>T(n)===t)}function Tr(e,t,n){return e.length===0?!1:e.every(s=>{let r=t.get(s);return r!==
void 0&&r.skip===null&&n(r).every(o=>o.skip===null&&o.stages!==null&&o.stages.length===0)})}function Di(e){let t=[];for(let n=e.
lastIndexOf("/");n>=0;n=e.lastIndexOf("/",n-1))t.push(e.slice(0,n+1));return[...t,""]}function Pt(e,t){let n=s=>s===e.id?
e:t.get(s);return Bt([e.id],s=>n(s)?.call).map(n).filter(s=>s!==void 0&&s.call===null)}function fc(e,t){return e.call===
null||e.stages!==null?[e.id]:[...Pt(e,t).map(n=>n.id),e.id]}function dc(e,t){let n=Pt(e,t).filter(s=>s.stages===null);return[
...new Set(n.map(s=>T(s.id)))]}function Wr(e,t){return e.some(n=>t===n||t.startsWith(`${n}-`))}function Vi(e,t){for(let n of t.
values()){if(n.calledBy===null)continue;let s=_s(n.id);if(e===s||e.startsWith(`${s}-`))return`${T(n.id)}${e.slice(s.length)}`}
return null}function Lr(e,t,n,s){let r="a prompt reads only stages of jobs that finish before it",o=zs(i=>{let a=e.get(i);
return a?{workflow:a.workflow,calledBy:a.calledBy}:void 0},t,n);return o.kind==="self"?` (${Us(s)})`:o.kind==="after"?` \
(${o.text}; ${r})`:o.kind!=="add"?` (${s==="stage"?`it is a stage of job '${n}'; `:""}${o.text})`:s==="stage"?` (it is a\
 stage of job '${n}'; add '${o.need}' to ${o.needsOf})`:` (add '${o.need}' to ${o.needsOf})`}var Cr=new WeakMap;function Gi(e){
let t=Cr.get(e);return t===void 0&&(t=new Map([...e.values()].map(n=>[n.id,{stages:n.stages,matrix:Ge(n.job.strategy)!==
null}])),Cr.set(e,t)),t}function Jr(e){return e.legs===null&&e.call===null&&e.steps.every(({step:t,action:n})=>n.kind!==
"local"&&(!mn({step:t,action:n})||(t.with[u.stage]?.text.trim()??"")===""))}function Ki(e,t){let n;for(let s of t.values()){
let r=T(s.id);s.stages!==null||s.call!==null||!(e===r||e.startsWith(`${r}-`))||(n===void 0||r.length>T(n).length)&&(n=s.
id)}return n}var Fr=new WeakMap;function Hi(e,t,n,s){let r=Hr(e).locateLine(t,n,s);return`${e.fileName}:${r.line}:${r.column}`}
function Hr(e){let t=Fr.get(e);return t===void 0&&(t=new $t(e.source),Fr.set(e,t)),t}function Bi(e){return e.label!==null&&
typeof e.label=="object"}export{qi as a,Lt as b,Yi as c,Xi as d,nt as e,ve as f,Ct as g,Qi as h,ss as i,rs as j,ea as k,rt as l,sa as m,Xr as n,ra as o,
ot as p,it as q,Ft as r,J as s,ia as t,Zr as u,aa as v,pe as w,oe as x,to as y,te as z,$e as A,ge as B,ma as C,oo as D,ha as E,
ba as F,Vt as G,ya as H,wa as I,ka as J,xa as K,$a as L,Sa as M,Ns as N,As as O,Rs as P,Is as Q,T as R,Bt as S,Ms as T,Js as U,
Fs as V,Us as W,zs as X,$t as Y,ze as Z,mr as _,hr as $,ou as aa,Xt as ba,Va as ca,qs as da,Ys as ea,Qa as fa,Wo as ga,el as ha,
nn as ia,tl as ja,nl as ka,Xs as la,pl as ma,rr as na,bt as oa,yl as pa,Vo as qa,Wl as ra,Ll as sa,Cl as ta,wt as ua,Hl as va,
Bl as wa,dr as xa,xr as ya,$r as za,Pr as Aa,fn as Ba,vr as Ca,Er as Da,Nr as Ea,Ar as Fa,Rr as Ga,vu as Ha,oc as Ia,ic as Ja,
ac as Ka,lc as La,uc as Ma,cc as Na,Vr as Oa,Ge as Pa,_i as Qa,Ti as Ra,Wi as Sa,pc as Ta,Ji as Ua,zi as Va,fc as Wa,dc as Xa,
Wr as Ya};
