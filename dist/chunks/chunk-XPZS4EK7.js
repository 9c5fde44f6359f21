import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{C as et,b as Xn,f as Qn,u as Me,x as es,y as ts}from"./chunk-PWTAMWX4.js";import{e as Yn}from"./chunk-EZAGG4WZ.js";
import{b as we}from"./chunk-6AMTDVSF.js";import{a as Qe}from"./chunk-OQJRDI6T.js";import{E as Zn,f as Gn,g as Kn,
i as Hn,j as Bn,s as qn}from"./chunk-ZUIKJKF4.js";import{a as Xe}from"./chunk-EX7GXS6A.js";import{a as Ln}from"./chunk-NUWPZMYM.js";
import{c as Mn,g as Tn,h as Wn}from"./chunk-L52GCVQB.js";import{b as Re,d as Ze,j as Cn}from"./chunk-TTL53LJI.js";
import{g as Tt,h as Jn,i as Fn,k as Un,m as zn,n as Dn,p as Vn}from"./chunk-JAFGILSD.js";import{a as Mt}from"./chunk-LS2NIP65.js";
import{c as hn}from"./chunk-FCWOFCWY.js";import{a as se,c as _e,d as ae}from"./chunk-TIXFR75A.js";import{d as y,
e as Ot}from"./chunk-OKFZ7BVP.js";import{B as Rn,G as Ye,a as Nt,b as At,c as It,d as Nn,e as Ae,f as An,h as A,i as $e,
j as Se,k as _t,m as Rt,n as ye,o as In,p as ie,t as _n,u as Be,v as Ie,w as qe,y as Y,z as Z}from"./chunk-X3WXZ7VZ.js";
import{B as yn,C as wn,D as he,E as oe,F as kn,H as u,J as D,L as vt,M as be,N as Ge,O as Ne,P as xn,Q as $n,S as Sn,T as Pn,
Y as $,Z as On,b as bn,ba as jn,da as Ke,ea as He,fa as vn,ga as En,ha as Et,n as Ee,r as jt}from"./chunk-VTCVQFHR.js";
import{d as mn}from"./chunk-3NR5HZ6E.js";var Gi=["github","env","vars","job","jobs","steps","runner","secrets","strategy","matrix","needs","inputs"];function Wt(e,t,n){
return t.expression===null?t.text:e.evaluateString(t.expression,n)}function Ki(e,t,n){let s=[];for(let[r,o]of Object.entries(
t)){let i=typeof n=="function"?n(r,o):n;s.push([r,Wt(e,o,i)])}return Object.fromEntries(s)}function Hi(e,t,n){return e.evaluateTruthy(
t.expression,n)}function tt(e,t,n){switch(t.kind){case"literal":return t.value;case"expression":return e.evaluate(t.expression,
{...n,where:n.where??`line ${t.position.line}, column ${t.position.column}`});case"sequence":return t.items.map(s=>tt(e,
s,n));case"mapping":return Object.fromEntries(t.entries.map(({key:s,value:r})=>[s,tt(e,r,n)]))}}function Pe(e){switch(e.
kind){case"literal":return!1;case"expression":return!0;case"sequence":return e.items.some(Pe);case"mapping":return e.entries.
some(t=>Pe(t.value))}}var Oe=mn(Ln(),1),nt="${{",qr="}}";function Lt(e){let t=e.indexOf(nt);if(t<0)return null;let n=[],s=0;for(;s<e.length;)if(s===
t){let r=-1,o=!1;for(s+=nt.length;s<e.length;s++)if(e[s]==="'")o=!o;else if(!o&&e[s]==="}"&&e[s-1]==="}"){r=s,s++;break}
if(r<0)return null;n.push({expression:e.slice(t+nt.length,r+1-qr.length).trim(),offset:t,end:r+1}),t=e.indexOf(nt,s)}else if(t>=
0&&s<t)n.push({literal:e.slice(s,t),offset:s}),s=t;else{n.push({literal:e.slice(s),offset:s});break}return n}function qi(e){
let t=Lt(e);if(t===null)return null;let[n]=t;if(t.length===1&&n&&"expression"in n)return n.expression;let s=[],r=[];for(let o of t)
"literal"in o?s.push(o.literal.replace(/'/g,"''").replace(/\{/g,"{{").replace(/\}/g,"}}")):(s.push(`{${r.length}}`),r.push(
o.expression));return`format('${s.join("")}'${r.map(o=>`, ${o}`).join("")})`}function ns(e){let t=Lt(e);return t!==null&&
t.filter(n=>"expression"in n).length===1&&t.every(n=>!("literal"in n)||/^\s*["']?\s*$/.test(n.literal))}function ss(e){let t=Lt(
e);return t===null?e:t.map(n=>"literal"in n?n.literal:e.slice(n.offset,n.end).replace(/[^\n]/g," ")).join("")}function Yi(e){
let t=new Map,n=[0];for(let o=0;o<e.length;o++)e[o]===`
`&&n.push(o+1);let s=o=>{let i=0,a=n.length-1;for(;i<a;){let l=i+a+1>>1;n[l]<=o?i=l:a=l-1}return`${i+1}:${o-n[i]+1}`},r=(0,Oe.parseDocument)(
e,{uniqueKeys:!1});return(0,Oe.visit)(r,{Scalar(o,i){(0,Oe.isScalar)(i)&&typeof i.value=="string"&&i.range&&t.set(s(i.range[0]),
i.value)}}),t}function st(e,t){let n=rs(t);for(let s of e)if(s===t)return s;for(let s of e)if(rs(s)===n)return s}function Qi(e){let t=e.
map(n=>n.id);return e.map(n=>n.needs.every(s=>t.includes(s.id))?n:{...n,needs:n.needs.map(s=>({...s,id:st(t,s.id)??s.id}))})}
function rs(e){return e.replace(/[A-Z]/g,t=>t.toLowerCase())}function Yr(e,t){let n=st(e.jobs.map(r=>r.id),t),s=e.jobs.find(
r=>r.id===n);if(!s)throw new y("job-unknown",`no job '${t}' in ${e.fileName}; jobs: ${e.jobs.map(r=>r.id).join(", ")}`);
return s}function ea(e,t){let n=Yr(e,t).id,s=is(new Map(e.jobs.map(r=>[r.id,r])),n);return e.jobs.map(r=>r.id).filter(r=>s.
has(r))}function os(e){let t=new Map;for(let r of Ct(e)){let o=new Set;for(let i of r.needs){let a=t.get(i.id);if(a){o.add(
i.id);for(let l of a)o.add(l)}}t.set(r.id,o)}let n=new Map(e.jobs.map(r=>[r.id,r])),s=e.jobs.map(r=>r.id);return new Map(
s.map(r=>{let o=t.get(r)??is(n,r);return[r,s.filter(i=>o.has(i))]}))}function is(e,t){let n=new Set,s=[...e.get(t)?.needs.
map(r=>r.id)??[]];for(;s.length>0;){let r=s.pop();if(n.has(r)||r===t)continue;let o=e.get(r);o&&(n.add(r),s.push(...o.needs.
map(i=>i.id)))}return n}function Ct(e){let t=new Set,n=[],s=new Set(e.jobs.map(o=>o.id)),r=!0;for(;r&&n.length<e.jobs.length;){
r=!1;for(let o of e.jobs)t.has(o.id)||o.needs.every(i=>t.has(i.id)||!s.has(i.id))&&(t.add(o.id),n.push(o),r=!0)}return n}
function rt(e,t,n){let s=new Map(e.jobs.map(i=>[i.id,i])),r=new Map([[t,t]]),o=[t];for(let i=o.shift();i!==void 0;i=o.shift())
for(let a of s.get(i)?.needs??[])if(!(r.has(a.id)||!s.has(a.id))){if(r.set(a.id,i),a.id===n){let l=[n];for(let c=i;c!==t;c=
r.get(c))l.unshift(c);return[t,...l]}o.push(a.id)}return null}function ot(e){return e.slice(0,-1).map((t,n)=>`${t} needs\
 ${e[n+1]}`).join(", ")}var Jt={invalid:"workflow-invalid",expression:"expression-invalid",needsUnknown:"needs-unknown",needsCycle:"needs-cycle"};
function J(e,t){return t&&t.line>0?`${e}:${t.line}:${t.column}`:e}function na(e){let t=[];for(let n of e.jobs)for(let s of n.
steps){let r=s.uses?.text;if(r===void 0||Xr(r))continue;let[o="",...i]=r.split("@"),a=i.length<=1&&o.split(/[/\\]/).filter(
l=>l!=="").length>=2?`name the commit it runs: ${o}@<40-hex commit sha>`:"an action is {owner}/{repo}[/path]@ref, ./path\
 (one of this repository) or docker://image";t.push({code:Jt.invalid,severity:"error",path:J(e.fileName,s.uses?.position??
s.position),message:`Expected format {org}/{repo}[/path]@ref. Actual '${r}': GitHub refuses the workflow; ${a}`})}return t}
function Xr(e){if(e.startsWith("docker://")||e.startsWith("./")||e.startsWith(".\\"))return!0;let t=e.split("@"),n=(t[0]??
"").split(/[/\\]/).filter(s=>s!=="");return t.length===2&&n.length>=2&&t[1]!==""}function sa(e){let t=[],n=new Map(e.jobs.
map(l=>[l.id,l])),s=e.jobs.map(l=>l.id);for(let l of e.jobs)for(let c of l.needs)n.has(c.id)||t.push({code:Jt.needsUnknown,
severity:"error",path:J(e.fileName,c.position),message:`job '${l.id}' needs '${c.id}', which is not a job in this workfl\
ow; jobs: ${s.join(", ")}`});let r=new Map,o=[],i=new Set,a=l=>{r.set(l,"active"),o.push(l);let c=n.get(l);for(let p of c?.
needs??[]){if(!n.has(p.id))continue;let d=r.get(p.id);if(d==="active"){let f=o.slice(o.indexOf(p.id)),m=Zr(f);if(!i.has(
m)){i.add(m);let g=f.map((h,x)=>`${h} needs ${f[(x+1)%f.length]}`);t.push({code:Jt.needsCycle,severity:"error",path:J(e.
fileName,p.position),message:`needs form a cycle: ${[...f,f[0]].join(" \u2192 ")} (${g.join(", ")}); remove one of these\
 needs`})}}else d===void 0&&a(p.id)}o.pop(),r.set(l,"done")};for(let l of e.jobs)r.has(l.id)||a(l.id);return t}function Zr(e){
return[...e].sort().join("\0")}function le(e){if(!e.uses)return{kind:"run"};let t=e.uses.text.trim();if(e.ownAction&&t.startsWith("./"))return{kind:"lo\
cal",path:t.replace(/\/+$/,"")};let n=Qr(t);if(n)return{kind:"baton",action:n};if(t.startsWith("./"))return{kind:"local",
path:t.replace(/\/+$/,"")};let[s=""]=t.split("@"),r=s.toLowerCase();return r==="actions/checkout"?{kind:"noop",action:"c\
heckout",reason:"the local checkout is used as it is"}:r.startsWith("actions/setup-")?{kind:"noop",action:"setup",reason:"\
tools on this machine are used"}:{kind:"skip",notice:`${t} cannot run locally; step skipped`}}function Qr(e){let t=as(e);
if(t===null)return null;for(let[n,s]of Object.entries(xn))if(s===t)return n;return null}function as(e){if(e.startsWith("\
./"))return e.slice(2).replace(/\/+$/,"");let t=/^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)((?:\/[^@]*)?)@.+$/.exec(e);return t?.[2]?.
toLowerCase()!==$n?null:(t[3]??"").replace(/^\/|\/+$/g,"")}function re(e){return e.uses!==null&&eo(e.uses.text)}function eo(e){
return as(e.trim())===Sn}var Q=["claude","codex","gemini","copilot"],xe=Ie(Q),pe={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},to=[...new Set(
Object.values(pe).flatMap(e=>e.keyEnv))],no=["ANTHROPIC_AUTH_TOKEN","ANTHROPIC_FOUNDRY_API_KEY","AWS_SECRET_ACCESS_KEY",
"AWS_SESSION_TOKEN","AWS_BEARER_TOKEN_BEDROCK","AZURE_OPENAI_API_KEY"];function pa(e){return[...to,...no].map(t=>e[t]).filter(
t=>!!t)}var so=A().check(An(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,{message:"must be a model name: letters, digits and \
. _ : / @ -, at most 128 characters"})),ro=ie({model:Y(so)}),ps="--prompt=",fs=128*1024-1-ps.length,oo=128*1024,ls=oo-`${D.
args}=`.length-1;function fa(e){let t=e[D.args];if(t===void 0)return;let n=bn(t);if(!(n<=ls))throw new y("agent-args-too\
-long",`is ${n} bytes, over the ${ls} bytes one environment variable of that name can hold on Linux (128 KiB with its na\
me, MAX_ARG_STRLEN), so the agent CLI cannot start ("Argument list too long"): move long text into a file the CLI reads \
(a system prompt or settings file) and pass only its path, or put it in the prompt`,{where:`${D.args} (the reusable work\
flow's ${He.agentArgs} input)`})}var it=`"\${${Ee.handoffPath}%/*}"`,Te=`"$${Ee.promptPath}"`,Ft=e=>`\${${D.model}:+${e}\
 "$${D.model}"}`,at=["agent_args=()",`if [ -n "\${${D.args}:-}" ]; then`,"  while IFS= read -r arg; do",'    arg="${arg#\
"${arg%%[![:space:]]*}"}"','    arg="${arg%"${arg##*[![:space:]]}"}"','    if [ -n "$arg" ]; then agent_args+=("$arg"); \
fi',`  done <<< "$${D.args}"`,"fi"],lt='${agent_args[@]+"${agent_args[@]}"}';function ds(e){let{cli:t,npmPackage:n}=pe[e];
return`the ${t} CLI is not installed (no ${t} on PATH): install its npm package, npm install --global ${n}@<version> (ba\
ton-stage.yml installs it at agent-version)`}var ct="baton: ",gs=e=>`the prompt is ${e} bytes; copilot takes it as one a\
rgument, at most ${fs} bytes: shorten it (max-prompt-tokens) or use another agent`;function io(e,t){if(t===ds(e))return!0;
let n=/^the prompt is (\d{1,20}) bytes;/.exec(t)?.[1];return e==="copilot"&&n!==void 0&&t===gs(n)}function ut(e){let{cli:t}=pe[e];
return[`if ! command -v ${t} >/dev/null 2>&1; then`,`  echo "${ct}${ds(e)}" >&2`,"  exit 127","fi"]}function us(e,t,n=""){
return[`if [ -z "\${${t}:-}" ] && [ -n "\${${e}:-}" ]${n}; then`,`  export ${t}="$${e}"`,"fi"]}var ao={claude:[...ut("cl\
aude"),'if [ "$EUID" -eq 0 ]; then',"  export IS_SANDBOX=1","fi",...at,"exec claude -p \\","  --output-format stream-jso\
n --verbose \\","  --permission-mode bypassPermissions \\",`  --add-dir ${it} \\`,`  ${Ft("--model")} \\`,`  ${lt} \\`,`\
  < ${Te}`].join(`
`),codex:[...ut("codex"),...us("OPENAI_API_KEY","CODEX_API_KEY"),...at,"exec codex exec \\","  --json \\","  --sandbox w\
orkspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${it} \\`,`  ${Ft("--model")} \\`,`  ${lt} \\`,`  - < ${Te}`].
join(`
`),gemini:[...ut("gemini"),'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',...us("GOOGLE_API_K\
EY","GEMINI_API_KEY",' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),...at,"exec gemini \\","  --output-format json \
\\","  --approval-mode yolo \\",`  --include-directories ${it} \\`,`  ${Ft("--model")} \\`,`  ${lt} \\`,"  -p 'Carry out\
 the task above.' \\",`  < ${Te}`].join(`
`),copilot:[...ut("copilot"),`prompt_bytes=$(wc -c < ${Te})`,`if [ "$prompt_bytes" -gt ${fs} ]; then`,`  echo "${ct}${gs(
"$prompt_bytes")}" >&2`,"  exit 2","fi",...at,"exec copilot \\",`  ${ps}"$(cat ${Te})" \\`,"  --output-format=json \\","\
  --allow-all-tools \\","  --no-ask-user \\",`  --add-dir=${it} \\`,`  \${${D.model}:+--model="$${D.model}"} \\`,`  ${lt}`].
join(`
`)};function zt(e,t=`input ${u.agent}`){let n=xe.safeParse(e);if(n.success)return n.data;throw new y("agent-preset-unkno\
wn",`"${e}" is not an agent preset; use one of ${Q.join(", ")}, or give the command in \`run\``,{where:t})}function da(e,t={}){
let n=zt(e),s=ro.safeParse(t);if(!s.success){let o=s.error.issues[0];throw new y("agent-preset-options",`agent ${n}: ${o?.
path.join(".")||"options"} ${o?.message}`,{where:`agent ${n}`})}let r={};return s.data.model!==void 0&&(r[D.model]=s.data.
model),{script:ao[n],env:r}}function Dt(e,t){let n=zt(e),s=[];switch(n){case"claude":return{...ws(ce(t),s),problems:s};case"\
codex":return{...co(t,s),problems:s};case"gemini":return{...go(t,s),problems:s};case"copilot":return{...mo(t,s),problems:s}}}
function ga(e,t){let n=xe.safeParse(e);if(!n.success)throw new y("agent-preset-unknown",`"${e}" is not an agent preset; \
use one of ${Q.join(", ")}: the one whose CLI wrote the \`${u.agentOutput}\` file`,{where:`input ${u.agent}`});if(n.data!==
"claude")return Dt(n.data,t);let s=[],r=ce(t),o=r.some(We)?r:bs(t);return{...ws(o,s),problems:s}}function ma(e,t){return Dt(
e,t).usage}function ha(e,t){return Dt(e,t).finalText}function ba(e,t){let n=zt(e),s=lo(n,t);if(s!==null&&s.trim()!=="")return{
source:"cli",text:s};let r=t.split(`
`);for(let o=r.length-1;o>=0;o--){let i=r[o].trimEnd(),a=i.slice(ct.length);if(i.startsWith(ct)&&io(n,a))return{source:"\
script",text:a}}return null}function lo(e,t){switch(e){case"claude":{let n=ue(ce(t),We);return n&&ms(n)?hs(n):null}case"\
codex":{let n=ce(t),s=ue(n,o=>o.type==="turn.failed"&&T(o.error)),r=T(s?.error)?s.error.message:ue(n,o=>o.type==="error")?.
message;return typeof r=="string"?r:null}case"gemini":{let n=ks(t)?.error;return T(n)&&typeof n.message=="string"?n.message:
null}case"copilot":{let n=ue(ce(t),s=>s.type==="session.error")?.data;return T(n)&&typeof n.message=="string"?n.message:
null}}}function ms(e){return e.is_error===!0||typeof e.subtype=="string"&&e.subtype.startsWith("error")}function hs(e){if(typeof e.
result=="string"&&e.result.trim()!=="")return e.result;let t=Array.isArray(e.errors)?e.errors.filter(n=>typeof n=="strin\
g"):[];return t.length>0?t.join("; "):typeof e.subtype=="string"?e.subtype:null}function ya(e,t){if(e!=="claude")return null;
let n=ce(t),s=ue(n.some(We)?n:bs(t),We);if(!s||!ms(s))return null;let r=typeof s.subtype=="string"&&/^[a-z_]{1,64}$/.test(
s.subtype)?s.subtype:null;return{text:hs(s)??"",subtype:r}}function wa(e={}){return["## Handing off","",`When you are do\
ne, write your handoff as one JSON object to ${e.handoffPath?`\`${e.handoffPath}\` (also in the environment variable \`${Ee.
handoffPath}\`)`:`the path in the environment variable \`${Ee.handoffPath}\``}:`,"","```json",`{"version": ${wn}, "statu\
s": "success", "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": {"key": \
"value"}}`,"```","",`- \`summary\` is required (at most ${he.summaryBytes} bytes); \`status\` is one of success, partial, \
blocked, failure.`,'- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage id>", "\
reason": "\u2026"}` to hand off to a specific stage.',`- If you cannot write files, print the same JSON as the last thin\
g you say, between a line \`${jt.start}\` and a line \`${jt.end}\`.`,...e.dataSchema===void 0?[]:["- This stage's `data`\
 must follow the JSON Schema below (every value a string; a pattern is an ECMAScript regular expression; lengths are in \
UTF-8 bytes), or the handoff is refused:","",Wn(Tn(e.dataSchema),"json")]].join(`
`)}function T(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function ce(e){let t=[];for(let n of e.split(`
`)){let s=n.trim();if(s.startsWith("{"))try{let r=JSON.parse(s);T(r)&&t.push(r)}catch{}}return t}function bs(e){let t=e.
trim();if(t.startsWith("[")&&t.endsWith("]"))try{let o=JSON.parse(t);if(Array.isArray(o))return o.filter(T)}catch{}let n=[],
s=e.split(`
`),r=-1;for(let o=0;o<s.length;o++){let i=s[o].replace(/\r$/,"");if(i==="  {")r=o;else if(r!==-1&&(i==="  }"||i==="  },")){
try{let a=JSON.parse(`${s.slice(r,o).join(`
`)}
}`);T(a)&&n.push(a)}catch{}r=-1}}return n}function ue(e,t){for(let n=e.length-1;n>=0;n--){let s=e[n];if(t(s))return s}}var V=(e,t)=>({
key:t,value:e[t]});function ys(e){return typeof e=="number"||typeof e=="boolean"?String(e):typeof e=="string"?"a string":
Array.isArray(e)?"a list":"an object"}function Ut(e,t){return{code:Ge.usageRefused,severity:"warning",path:`agent.usage.${e}`,
message:`${t}; ${e} is not recorded`}}function ke(e,t,n,s){let r;for(let{key:o,value:i}of n)if(i!=null){if(typeof i!="nu\
mber"||!Number.isSafeInteger(i)||i<0){s.push(Ut(t,`${e} reported ${ys(i)} as ${o}, which is not a whole number from 0 to\
 ${Number.MAX_SAFE_INTEGER}`));return}if(r=(r??0)+i,!Number.isSafeInteger(r)){s.push(Ut(t,`the ${t} ${e} reported add up\
 to more than ${Number.MAX_SAFE_INTEGER}`));return}}return r}function uo(e,{key:t,value:n},s){if(n!=null){if(typeof n=="\
number"&&Number.isFinite(n)&&n>=0&&n<=he.usageCostUsd)return n;s.push(Ut("cost_usd",`${e} reported ${ys(n)} as ${t}, whi\
ch is not an amount from 0 to ${he.usageCostUsd} USD`))}}function pt(e){let t={};return e.input!==void 0&&(t.input_tokens=
e.input),e.output!==void 0&&(t.output_tokens=e.output),e.cost!==void 0&&(t.cost_usd=e.cost),Object.keys(t).length===0?null:
t}function ws(e,t){let n=ue(e,We);if(!n)return{finalText:null,usage:null};let s=T(n.modelUsage)?Object.values(n.modelUsage).
filter(T):[],r=T(n.usage)?n.usage:{},[o,i]=s.length>0?[s.flatMap(a=>[V(a,"inputTokens"),V(a,"cacheCreationInputTokens"),
V(a,"cacheReadInputTokens")]),s.map(a=>V(a,"outputTokens"))]:[[V(r,"input_tokens"),V(r,"cache_creation_input_tokens"),V(
r,"cache_read_input_tokens")],[V(r,"output_tokens")]];return{finalText:typeof n.result=="string"?n.result:null,usage:pt(
{input:ke("claude","input_tokens",o,t),output:ke("claude","output_tokens",i,t),cost:uo("claude",V(n,"total_cost_usd"),t)})}}
function We(e){return e.type==="result"}function co(e,t){let n=ce(e),r=ue(n,a=>a.type==="item.completed"&&po(a.item))?.item?.
text,o=n.filter(a=>a.type==="turn.completed"&&T(a.usage)),i=a=>o.map(l=>V(l.usage,a));return{finalText:typeof r=="string"?
r:null,usage:pt({input:ke("codex","input_tokens",i("input_tokens"),t),output:ke("codex","output_tokens",i("output_tokens"),
t)})}}function po(e){return T(e)&&(e.type==="agent_message"||e.item_type==="assistant_message")}var fo=4;function ks(e){
let t=e.length;for(let n=0;n<fo&&t>0;n++){let s=e.lastIndexOf(`
{`,t-1),r=s===-1?0:s+1;if(e[r]!=="{")return null;try{let o=JSON.parse(e.slice(r));if(T(o)&&("response"in o||"stats"in o||
"error"in o))return o}catch{}if(s===-1)return null;t=s}return null}function go(e,t){let n=ks(e),s=n?.stats,o=(T(s)&&T(s.
models)?Object.values(s.models):[]).map(i=>T(i)&&T(i.tokens)?i.tokens:{});return{finalText:typeof n?.response=="string"?
n.response:null,usage:pt({input:ke("gemini","input_tokens",o.map(i=>V(i,"prompt")),t),output:ke("gemini","output_tokens",
o.flatMap(i=>[V(i,"candidates"),V(i,"thoughts")]),t)})}}function mo(e,t){let n=ce(e),s=ue(n,o=>o.type==="assistant.messa\
ge")?.data?.content,r=n.filter(o=>o.type==="assistant.message"&&T(o.data));return{finalText:typeof s=="string"?s:null,usage:pt(
{output:ke("copilot","output_tokens",r.map(o=>V(o.data,"outputTokens")),t)})}}var Vt=["actions","artifact-metadata","attestations","checks","contents","deployments","discussions","issues","packages",
"pages","pull-requests","repository-projects","statuses","security-events","id-token","models","vulnerability-alerts"],ho=new Set(
["models","vulnerability-alerts"]),xs={none:0,read:1,write:2};function ft(e){if(e===null)return null;let t=new Map,n=(s,r)=>t.
set(s,ho.has(s)&&r==="write"?"read":r);if(e.kind==="literal"){let s=e.value==="write-all"?"write":e.value==="read-all"?"\
read":null;if(s===null)return null;for(let r of Vt)n(r,s);return t}if(e.kind!=="mapping")return null;for(let s of Vt)t.set(
s,"none");for(let s of e.entries){if(s.value.kind!=="literal")return null;let r=String(s.value.value);if(r!=="none"&&r!==
"read"&&r!=="write")return null;n(s.key,r)}return t}function $s(e,t){let n=Vt.filter(r=>xs[e.get(r)??"none"]>xs[t.get(r)??
"none"]);if(n.length===0)return null;let s=r=>n.map(o=>`${o}: ${r.get(o)??"none"}`).join(", ");return`requesting '${s(e)}\
', but is only allowed '${s(t)}'`}function Ss(e,t,n){let s=ft(e.permissions);if(s!==null)return{levels:s,from:`jobs.${e.
id}.permissions of ${t.fileName}`};let r=ft(t.permissions);return r!==null?{levels:r,from:`the permissions: of ${t.fileName}`}:
n}function Le(e){return e.jobs.some(re)?{...e,jobs:e.jobs.map(t=>re(t)?wo(t):t)}:e}var Os=/^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$/,
js=Q.flatMap(e=>[...pe[e].keyEnv]),Ps="stage",bo=60,yo=["status","next","present","data","sha256","artifact-id"],Gt=[u.stage,
u.prompt,u.promptFile,u.agent,u.run,u.needs,u.handoff,u.onInvalid,u.dataSchema,u.vars,u.verify,u.attempts,u.maxHandoffs,
u.maxPromptTokens,u.redact,u.retentionDays,u.workingDirectory];function wo(e){let t=e.uses,n=t.position,s=e.with,r={};for(let d of Gt){
let f=s[d];f!==void 0&&(r[d]=f)}let o={},i=s.model;i!==void 0&&(o[D.model]=i);let a=s[He.agentArgs];a!==void 0&&(o[D.args]=
a);let l=s[u.agent];for(let d of Q)for(let f of pe[d].keyEnv){let m=ko(e,f);if(m===null||l===void 0)continue;let g=`(${vs(
l)}) == '${d}' && (${m}) || ''`;o[f]={text:`\${{ ${g} }}`,expression:g,position:n}}let c={index:0,id:Ps,name:null,if:{expression:"\
success()",text:null,position:null},run:null,uses:{text:$o(t.text.trim()),position:n},with:r,env:o,shell:null,workingDirectory:null,
continueOnError:!1,timeoutMinutes:null,position:n},p={};for(let d of yo){let f=`steps.${Ps}.outputs['${d}']`;p[d]={text:`\
\${{ ${f} }}`,expression:f,position:n}}return{...e,env:{},outputs:p,timeoutMinutes:xo(s["timeout-minutes"],n),defaults:null,
steps:[c],stageWorkflow:!0}}function ko(e,t){if(e.secrets==="inherit")return`secrets.${t}`;let n=e.secrets[t];return n===
void 0?null:vs(n)}function vs(e){return e.expression??`'${e.text.replaceAll("'","''")}'`}function xo(e,t){if(e===void 0)
return{kind:"literal",value:bo,position:t};if(e.expression!==null)return{kind:"expression",expression:e.expression,text:e.
text,position:e.position};let n=e.text.trim(),s=n===""?Number.NaN:Number(n);return{kind:"literal",value:Number.isFinite(
s)?s:n,position:e.position}}function $o(e){if(e.startsWith("./"))return"./";let t=e.indexOf("@"),[n="",s=""]=e.slice(0,t).
split("/");return`${n}/${s}${e.slice(t)}`}function Es(e,t){return re(t)&&!e.jobs.some(n=>n.id===Pn)}function Ns(e,t){let n=i=>i===
void 0?[]:i.expression!==null?null:i.text.split(/[\s,]+/).filter(Boolean),s=n(e);if(s===null)return null;let r=new Set,o=[
...s];for(let i=o.pop();i!==void 0;i=o.pop()){if(r.has(i))continue;r.add(i);let a=t(i);if(a===void 0)continue;let l=a.callsStageWorkflow?
n(a.needsInput):a.upstreamStages;if(l===null)return null;o.push(...l)}return r}function As(e,t,n,s){return`${e}: on GitH\
ub, a stage run by baton's stage workflow reads only the stages its needs input names and those they read; add ${t} to w\
ith.needs of job '${n}' (now: ${s?.text.trim()||"none"})`}var Kt=10,dt=".github/workflows/";function Is(e){let t=e.trim();if(!t.startsWith("./"))return null;let n=[];for(let s of t.
slice(2).split("/"))s===""||s==="."||(s===".."?n.pop():n.push(s));return n.join("/")}function _s(e){return e.replaceAll(
"/","-")}function M(e){return e.slice(e.lastIndexOf("/")+1)}function Ht(e,t){return e.flatMap(n=>[n,...Ht(t(n)?.jobs??[],
t)])}function Rs(e,t,n,s){let r=[],o=new Set([e.fileName]),i=(a,l,c,p,d)=>{let f=os(a),m=new Set(a.jobs.map(g=>g.id));for(let g of Ct(
a)){let h=`${l}${g.id}`,x={id:h,job:g,workflow:a,calledBy:c,needs:g.needs.filter(_=>m.has(_.id)).map(_=>`${l}${_.id}`),upstream:(f.
get(g.id)??[]).map(_=>`${l}${_}`),call:null,skip:null};if(r.push(x),g.uses===null||g.stageWorkflow===!0)continue;let S=g.
uses.text.trim(),P=Is(S),k=_=>s.push({code:$.workflowCallInvalid,severity:"error",path:J(a.fileName,g.uses?.position??g.
position),message:`jobs.${g.id}: ${_}`});if(P===null){x.skip=`${S}: reusable workflows of other repositories do not run \
locally`;continue}if(!P.startsWith(dt)||P.slice(dt.length).includes("/")){k(`uses: ${S}: a reusable workflow of this rep\
ository must be a file of ${dt} (./${dt}<file>.yml), as GitHub requires`);continue}let X=p.indexOf(P);if(X>=0){k(`uses: ${S}\
: calls form a cycle: ${[...p.slice(X),P].join(" \u2192 ")}`);continue}if(p.length>=Kt){k(`uses: ${S}: too deep: ${[...p,
P].join(" \u2192 ")}; GitHub connects at most ${Kt} levels of workflows (the caller and ${Kt-1} called ones)`);continue}
let I=t.get(P);if(I===void 0||"unreadable"in I){k(`uses: ${S}: ${I?.unreadable??"the workflow was not read"}`);continue}
if(o.has(I.fileName)||(o.add(I.fileName),s.push(...I.problems)),I.call===void 0){Object.keys(I.on).length===0&&I.problems.
some(de=>de.severity==="error")||k(`uses: ${S}: ${P} is not a reusable workflow: its on: has no workflow_call, and GitHu\
b calls only a workflow whose on: has workflow_call`);continue}Po(a,g,P,I.call,n,s);let F=Ss(g,a,d);So(I,S,F,s);let W=Le(
I);x.call={path:P,workflow:W,jobs:[]};let te=r.length;i(W,`${h}/`,h,[...p,P],F),x.call.jobs=r.slice(te).filter(_=>_.calledBy===
h).map(_=>_.id)}};return i(e,"",null,[Is(`./${e.fileName}`)??e.fileName],null),r}function So(e,t,n,s){if(n===null)return;
let r=(o,i)=>{let a=ft(o),l=a===null?null:$s(a,n.levels);if(o===null||l===null)return;let c=J(e.fileName,o.position),p=`${i}\
 is ${l} by ${n.from}, which calls it (uses: ${t}); GitHub refuses the call. Ask for no more than the caller allows, or \
give the calling job the permissions`;s.some(d=>d.path===c&&d.message===p)||s.push({code:$.workflowCallInvalid,severity:"\
error",path:c,message:p})};r(e.permissions,"the workflow");for(let o of e.jobs)r(o.permissions,`the nested job '${o.id}'`)}
function Po(e,t,n,s,r,o){let i=d=>J(e.fileName,d??t.uses?.position??t.position),a=(d,f)=>o.push({code:$.workflowCallInvalid,
severity:"error",path:d,message:`jobs.${t.id}: ${f}`}),l=Object.keys(s.inputs);for(let[d,f]of Object.entries(t.with)){let m=Ws(
s,d);if(m===void 0){a(i(f.keyPosition??f.position),`with.${d}: ${n} declares no such input (on.workflow_call.inputs)${ae(
d,l)}; its inputs: ${l.join(", ")||"(none)"}`);continue}let g=Bt(m,d,f,n);g!==null&&a(i(f.position),g)}for(let d of Object.
values(s.inputs))!d.required||Ls(t.with,d.name)!==void 0||a(i(t.uses?.position),`input '${d.name}' is required by ${n} (\
on.workflow_call.inputs.${d.name}); give it in with:${d.default===null?"":" (GitHub requires it of every call, its defau\
lt notwithstanding)"}`);let c=Object.keys(s.secrets);if(t.secrets==="inherit"){if(r===null)return;let d=new Set(r.names.
map(f=>f.toUpperCase()));for(let[f,m]of Object.entries(s.secrets))!m.required||d.has(f.toUpperCase())||a(i(t.uses?.position),
`secret ${f} is required by ${n} and passed by secrets: inherit, but this run has no ${f}; pass ${r.words.passSecret(f)}\
 (with ${f} set in the environment)`);return}let p=new Set(Object.keys(t.secrets).map(d=>d.toUpperCase()));for(let[d,f]of Object.
entries(t.secrets))c.some(m=>m.toUpperCase()===d.toUpperCase())||a(i(f.keyPosition??f.position),`secrets.${d}: ${n} decl\
ares no such secret (on.workflow_call.secrets)${ae(d,c)}; its secrets: ${c.join(", ")||"(none)"}`);for(let[d,f]of Object.
entries(s.secrets))!f.required||p.has(d.toUpperCase())||a(i(t.uses?.position),`secret ${d} is required by ${n} (on.workf\
low_call.secrets.${d}); pass it in secrets: (or secrets: inherit)`)}function Bt(e,t,n,s){if(n.expression!==null)return null;
try{return Ts(e,Ms(n),s),null}catch(r){if(!(r instanceof y))throw r;return`with.${t}: ${r.message}`}}function Ms(e){switch(e.
literal){case"number":return Number(e.text);case"boolean":return e.text==="true";case"null":return null;default:return e.
text}}function Ts(e,t,n){let s=t==null?"":typeof t=="string"?t:JSON.stringify(t),r=(o,i)=>{let a=t==null?"null":typeof t==
"string"?"a string":typeof t;return new y("input-invalid",`input '${e.name}' of ${n} is a ${o}; got ${JSON.stringify(s)}\
, ${a==="null"?"null":a}, which GitHub refuses ("Unexpected value '${s}'": it converts nothing to a ${o}); write ${i}`)};
switch(e.type){case"boolean":if(typeof t=="boolean")return t;throw r("boolean","true or false unquoted, or an expression\
 whose value is a boolean (${{ x == 'true' }})");case"number":if(typeof t=="number"&&Number.isFinite(t))return t;throw r(
"number","the number unquoted, or an expression whose value is a number (${{ fromJSON(x) }})");default:return t==null?"":
typeof t=="string"?t:String(t)}}function Ws(e,t){let n=t.toLowerCase();return Object.values(e.inputs).find(s=>s.name.toLowerCase()===
n)}function Ls(e,t){let n=t.toLowerCase(),s=Object.keys(e).find(r=>r.toLowerCase()===n);return s===void 0?void 0:e[s]}function Cs(e,t,n,s){
let r={};for(let[o,i]of Object.entries(t.with)){let a=Ws(n,o)?.type;r[o]=i.expression===null?Ms(i):a==="number"||a==="bo\
olean"?e.evaluate(i.expression,s(o,i)):e.evaluateString(i.expression,s(o,i))}return r}function Js(e,t,n){let s={};for(let r of Object.
values(e.inputs)){let o=Ls(t,r.name);o!==void 0?s[r.name]=Ts(r,o,n):r.default!==null?s[r.name]=r.default:s[r.name]=r.type===
"boolean"?!1:""}return s}function Fs(e){return`${e==="stage"?"it is a stage of this job itself":"it is this job itself"}\
: a prompt reads only stages of jobs that finish before it; a retry's previous attempt is {{attempt.previous}}`}function Us(e,t,n){
if(n===t)return{kind:"self"};let s=m=>{let g=[m];for(let h=e(m)?.calledBy??null;h!==null;h=e(h)?.calledBy??null)g.push(h);
return g},r=s(t),o=s(n),i=m=>e(m)?.calledBy??null,a=t,l=n;e:for(let m of r)for(let g of o)if(i(m)===i(g)){a=m,l=g;break e}
if(a===l)return{kind:"after",text:`job '${n}' is the call that runs this job, and finishes after it`};let c=e(a)?.workflow,
p=a.slice(0,a.length-M(a).length),d=c?rt(c,M(l),M(a)):null,f=(m,g)=>m===g?"":` (a job of the call '${m}')`;if(d!==null){
let m=ot(d.map(g=>`${p}${g}`));return{kind:"after",text:a===t&&l===n?`job '${n}' runs after this job: ${m}`:`job '${n}'${f(
l,n)} runs after ${a===t?"this job":`the call '${a}' that runs this job`}: ${m}`}}return a===t?{kind:"add",need:M(l),needsOf:`\
jobs.${M(t)}.needs`}:{kind:"outside",text:`a job of a called workflow can need only the jobs of its own file; add '${M(l)}\
' to jobs.${M(a)}.needs, of the call '${a}' that runs this job, to read it`}}function Vs(e,t){let n=zs(e),s=zs(t);return(typeof n!=typeof s||n===null||s===null)&&((n===null||typeof n=="boolean")&&(n=
Number(n)),(s===null||typeof s=="boolean")&&(s=Number(s)),typeof n=="number"&&typeof s=="string"?s=Number(s):typeof n=="\
string"&&typeof s=="number"&&(n=Number(n))),typeof n!=typeof s?!1:typeof n=="number"?n===s:typeof n=="string"?Ds(n)===Ds(
s):n===s}function zs(e){return e===void 0?null:e===null||typeof e=="object"||typeof e=="string"||typeof e=="number"||typeof e==
"boolean"?e:String(e)}function Ds(e){return e.includes("\u0131")?e.split("\u0131").map(t=>t.toUpperCase()).join("\u0131"):
e.toUpperCase()}var Gs=256;function Yt(e){return Object.keys(e).length>0?e:null}function Xt(e,t,n={}){let s=g=>n.whereOf?.(g)??t;if(e===
null||typeof e!="object"||Array.isArray(e))throw new y("matrix-invalid",`strategy.matrix must be a mapping, got ${qt(e)}`,
{where:t});let r=[],o=[],i=[];for(let[g,h]of Object.entries(e)){if(g==="include"||g==="exclude"){if(!Array.isArray(h))throw new y(
"matrix-invalid",`strategy.matrix.${g} must be a list of mappings`,{where:s([g])});g==="include"?o=h:i=h;continue}if(!Array.
isArray(h))throw new y("matrix-invalid",`strategy.matrix.${g} must be a list, got ${qt(h)}`,{where:s([g])});if(h.length===
0)throw new y("matrix-invalid",`strategy.matrix.${g} is an empty list`,{where:s([g])});r.push([g,h])}let a=r.map(([g])=>g),
l=g=>a.some(h=>h.toLowerCase()===g.toLowerCase()),c=i.map((g,h)=>{let x=Ks(g,"exclude",s(["exclude",h])),S=Object.keys(x);
if(S.length===0)throw new y("matrix-invalid","strategy.matrix.exclude: an entry is empty, and GitHub refuses an empty ex\
clude filter; give it the values of the legs to leave out",{where:s(["exclude",h])});let P=S.find(k=>!l(k));if(P!==void 0)
throw new y("matrix-invalid",`strategy.matrix.exclude: key '${P}' does not match any key within the matrix${ae(P,a)}; Gi\
tHub refuses the workflow; matrix keys: ${a.join(", ")||"none"}`,{where:s(["exclude",h,P])});return Hs(x)}),p=o.map((g,h)=>{
let x=Ks(g,"include",s(["include",h]));if(Object.keys(x).length===0)throw new y("matrix-invalid","strategy.matrix.includ\
e: an entry is empty, and GitHub refuses an include mapping without values; give it values to add to the legs it matches\
, or the values of a leg of its own",{where:s(["include",h])});let S=Object.fromEntries(Object.entries(x).filter(([k])=>l(
k))),P=Object.fromEntries(Object.entries(x).filter(([k])=>!l(k)));return{filter:S,extra:P,condition:Hs(S),matched:!1}}),
d=(g,h)=>g.every(({path:x,value:S})=>Vs(jo(h,x),S)),f=r.length>0?[{}]:[];for(let[g,h]of r)f=f.flatMap(x=>h.map(S=>({...x,
[g]:S})));let m=[];for(let g of f){if(c.some(x=>d(x,g)))continue;let h={};for(let x of p)d(x.condition,g)&&(x.matched=!0,
h=vo(h,x.extra));m.push({...g,...h})}for(let g of p)g.matched||m.push({...g.filter,...g.extra});if(m.length===0)throw new y(
"matrix-invalid","strategy.matrix produces no legs (every combination is excluded)",{where:t});if(m.length>Gs)throw new y(
"matrix-invalid",`strategy.matrix produces ${m.length} legs; GitHub allows at most ${Gs} per job`,{where:t});return m}function Fa(e,t){
return Xt(t,e).map(n=>we(e,n))}function Zt(e,t){let n=e.lastIndexOf("/");return n>=0?`${e.slice(0,n+1)}${Zt(e.slice(n+1),
t)}`:we(e,Object.keys(t).length>0?t:null)}function Bs(e,t,n=new Set([e.toLowerCase()])){return t.map(s=>{let r=Zt(e,s),o=r;
if(Object.keys(s).length>0)for(let i=2;n.has(o.toLowerCase());i++)o=`${r}-${i}`;return n.add(o.toLowerCase()),o})}function qs(e,t,n,s=[],r={}){
let o=new Map;for(let i of t){if(Object.values(i).map(p=>typeof p=="string"?p:JSON.stringify(p)??"").some(p=>Re(p,s).redactions.
length>0))throw new y("matrix-invalid",`a matrix value of job ${e} holds the value of a secret (or text shaped like a to\
ken); a leg's id is made of its values and names its log and events, which are not redacted`,{where:n});if(r.recordsStages===
!1)continue;let l=Zt(e,i),c=o.get(l);if(c!==void 0)throw new y("matrix-invalid",`matrix legs ${JSON.stringify(c)} and ${JSON.
stringify(i)} of job ${e} would both be ${l}: a leg's id keeps only the letters, digits, _ and - of its values, so make \
them differ there`,{where:n});o.set(l,i)}}function Ks(e,t,n){if(e===null||typeof e!="object"||Array.isArray(e))throw new y(
"matrix-invalid",`each strategy.matrix.${t} entry must be a mapping, got ${qt(e)}`,{where:n});return e}function Hs(e){let t=[],
n=Object.entries(e).reverse().map(([s,r])=>({path:[s],value:r}));for(let s=n.pop();s!==void 0;s=n.pop()){let{path:r,value:o}=s;
if(Array.isArray(o))for(let i=o.length-1;i>=0;i--)n.push({path:[...r,i],value:o[i]});else if(o!==null&&typeof o=="object"){
let i=Object.entries(o);for(let a=i.length-1;a>=0;a--){let[l,c]=i[a];n.push({path:[...r,l],value:c})}}else t.push({path:r,
value:Oo(o)})}return t}function Oo(e){return typeof e=="number"?Number(e.toPrecision(15)):typeof e=="string"||typeof e==
"boolean"?e:null}function jo(e,t){let n=e;for(let s of t){if(Array.isArray(n)){let r=Number(s);n=Number.isFinite(r)&&r>=
0?n[Math.floor(r)]:void 0}else if(n!==null&&typeof n=="object"){let r=String(s).toLowerCase(),o=Object.keys(n).find(i=>i.
toLowerCase()===r);n=o===void 0?void 0:n[o]}else return null;if(n===void 0)return null}return n}function vo(e,t){let n={
...e};for(let[s,r]of Object.entries(t)){let o=Object.keys(n).find(i=>i.toLowerCase()===s.toLowerCase());n[o??s]=r}return n}
function qt(e){return e===null?"null":Array.isArray(e)?"a list":typeof e=="object"?"a mapping":`${typeof e} ${JSON.stringify(
e)}`}var gt={true:["true","True","TRUE"],false:["false","False","FALSE"]},Eo=[...gt.true,...gt.false].join(", ");function Ce(e,t,n){
let s=(t??"").trim();if(s==="")return n;if(gt.true.includes(s))return!0;if(gt.false.includes(s))return!1;throw new y("in\
put-invalid",`${JSON.stringify(s)} is not one of ${Eo}`,{where:e})}function Ys(e,t){if(e.expression!==null)return[];let n=[],s=/[^\s,]+/g;for(let r=s.exec(e.text);r!==null;r=s.exec(e.text)){
let o=Qt(r[0],t);o!==null&&n.push({offset:r.index,message:`needs: ${o}`})}return n}function Qt(e,t){let n=JSON.stringify(
e);if(!oe.test(e))return`${n} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`;if(t.upstreamStages.
includes(e)||t.unknown||en(e,t)!==void 0)return null;let s=Ao(t),r=t.jobs.get(e),o=r?.stages?.includes(e)??!1;if(r!==void 0&&
!o&&t.upstreamJobs.includes(e)){let l=r.stages===null?`${e}-<matrix values>, known when the run expands its matrix`:r.stages.
join(", ");return`${n} is ${r.matrix?"the matrix job":"job"} ${e}, not a stage: name ${r.matrix?"its legs":"its stage"} \
(${l}); upstream stages: ${s}`}let i=r!==void 0&&!o?e:No(e,t);if(i!==void 0){let l=i===e&&!o,c="a stage needs only stage\
s of jobs that finish before it";if(i===t.job)return`${n} is ${l?"this job":"a stage of this job"} itself: ${c}; upstrea\
m stages: ${s}`;let p=l?`job '${i}'`:`a stage of job '${i}'`,d=t.runsAfter(i);return d!==null?`${n} is ${p}, which runs \
after job '${t.job}' (${ot(d)}): ${c}; upstream stages: ${s}`:`${n} is ${p}, which is not upstream of job '${t.job}' (ad\
d '${i}' to jobs.${t.job}.needs); upstream stages: ${s}`}let a=se(e,t.upstreamStages);return`${n} is not a stage upstrea\
m of job '${t.job}'${a?` (did you mean ${a}?)`:""}; upstream stages: ${s}`}function en(e,t){let n;for(let s of t.openMatrices)
e.startsWith(`${s}-`)&&s.length>(n?.length??0)&&(n=s);return n}function No(e,t){let n;for(let[s,r]of t.jobs){if(r.stages?.
includes(e))return s;r.stages===null&&r.matrix&&e.startsWith(`${s}-`)&&s.length>(n?.length??0)&&(n=s)}return n}function Ao(e){
let t=[...e.upstreamStages,...e.openMatrices.map(n=>`${n}-*`)];return t.length>0?t.join(", "):"(none)"}var mt={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},Io=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function Xs(e){return Io.get(e.toLowerCase())??""}var _o="$ErrorActionPreference \
= 'stop'",Ro="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",Mo="bash",qa="bash -e {0}",Qs=[
"cmd","powershell"];function To(e){let t=(e??"").trim().toLowerCase();return Qs.find(n=>n===t)??null}function Ya(e,t){return`\
shell: ${e} exists only on Windows runners; baton runs this step here, on ${t}, where there is no ${e} (a ${t} runner fa\
ils it too: "${e}: command not found"). Use ${e==="powershell"?"pwsh":"bash (or sh, pwsh, python)"}, or give the step if\
: runner.os == 'Windows' to skip it here`}var Wo=`${Object.keys(mt).join(", ")}, ${Qs.join(", ")} (Windows only), or a c\
ommand containing {0} (e.g. "perl {0}")`;function er(e){To(e)===null&&tr(e,Wo)}var Lo=`${Object.keys(mt).join(", ")}, or\
 a command containing {0} (e.g. "perl {0}")`;function tn(e){return tr(e,Lo)}function tr(e,t){let n=(e??"").trim()||Mo;if(Object.
hasOwn(mt,n)){let i=mt[n],[a,...l]=Zs(i.template);return{file:a,args:l,extension:Xs(a)}}if(!n.includes("{0}"))throw new y(
"input-invalid",`${JSON.stringify(n)} is not one of ${t}`,{where:"shell"});let s=Zs(n),[r,...o]=s;if(r===void 0||r.includes(
"{0}"))throw new y("input-invalid",`${JSON.stringify(n)} must start with a program, then {0} for the script`,{where:"she\
ll"});return{file:r,args:o,extension:Xs(r)}}function Xa(e,t){switch(e.file){case"pwsh":case"powershell":return`${_o}
${t}
${Ro}`;case"cmd":return`@echo off
${t}`;default:return t.endsWith(`
`)?t:`${t}
`}}function Za(e,t){return e.args.map(n=>n.replaceAll("{0}",t))}function Zs(e){let t=[],n="",s=!1,r=null;for(let o of e){
if(r){o===r?r=null:n+=o;continue}o==='"'||o==="'"?(r=o,s=!0):/\s/.test(o)?(s&&t.push(n),n="",s=!1):(n+=o,s=!0)}if(r)throw new y(
"input-invalid",`${JSON.stringify(e)} has an unterminated ${r} quote`,{where:"shell"});return s&&t.push(n),t}function nr(e,t){return t(qn(e))}async function al(e,t,n){let s=t.problems.map(S=>rr(S,e)),r=Jo(t.outcome,e),o=(S,P)=>{let k=sr(S,e.redact,P);return s.push(
...k.problems),k.text},i=o(t.prompt,"prompt.md"),a=t.agent?o(t.agent.output,"agent.log"):void 0,l=e.agent?.kind==="comma\
nd"?o(e.agent.command,"agent.command"):null,c=t.verify?{...t.verify,command:o(t.verify.command,"verify.command")}:null,p=t.
agent?.startedAt??t.startedAt,d=t.agent?.finishedAt??t.finishedAt,f=t.outcome.reason!=="completed",m=Co(t.usage,s),g=S=>n.
workspace.sha256(S),h={schema:yn.record,stage:e.stage,job:e.job,matrix:e.matrix,attempt:t.attempt,repair:t.repair,hop:t.
hop,run:e.run,agent:{command:l,preset:e.agent?.kind==="preset"?e.agent.preset:null,exit_code:t.agent?.exitCode??null,started_at:p.
toISOString(),finished_at:d.toISOString(),duration_ms:Math.max(0,d.getTime()-p.getTime()),usage:m},verify:c,status:f?"fa\
ilure":t.handoff?.status??"success",outcome:{reason:r.reason,message:r.message},present:t.handoff!==null,digests:{handoff:t.
handoff?nr(t.handoff,g):null,prompt:g(i)},lineage:t.lineage,...t.parent?{parent:t.parent}:{},problems:s},x=await n.store.
put({record:h,prompt:i,handoff:t.handoff,...a===void 0?{}:{log:a},...t.files&&t.files.length>0?{files:t.files}:{}});return{
record:h,ref:x,handoff:t.handoff,logged:a!==void 0,outcome:r}}function Co(e,t){if(e===null)return null;let n={};for(let[
s,r]of Object.entries(e)){let o=Hn.safeParse({[s]:r});if(o.success){n[s]=r;continue}let i=o.error.issues.map(a=>a.message).
join("; ");t.push({code:Ge.usageRefused,severity:"warning",path:`agent.usage.${s}`,message:`the agent\u2019s usage cannot be \
stored (${i}); ${s} is not recorded`})}return Object.keys(n).length===0?null:n}function sr(e,t,n){let s=Re(e,t);return{text:s.
text,problems:s.redactions.length===0?[]:[{code:On.problemCode,severity:"warning",path:n,message:Cn(s.redactions)}]}}function nn(e,t){
return Re(e,t.redact).text}function rr(e,t){return{...e,path:nn(e.path,t),message:nn(e.message,t)}}function Jo(e,t){if(e.
message===null)return e;let n=nn(e.message,t);return"problems"in e?{...e,message:n,problems:e.problems.map(s=>rr(s,t))}:
{...e,message:n}}function ht(e){let t=e.split(/\r?\n/).map(n=>n.trim()).filter(n=>n.length>0);return[...new Set(t)]}function gl(e,t){if(t>=e)return null;let n=`${e} ${e===1?"value":"values"} to redact`,s=t===0?`none of ${e===1?"it":"the\
m"}`:`${t} of them`;return new y("redact-not-given",`prepare was given ${n} and capture was given ${s}: give capture the\
 same ${u.redact} input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the val\
ues it is given; nothing was stored`,{where:u.redact})}var K={attempts:{min:1,max:he.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},Fo=Ie(be.handoff),Uo=Ie(be.onInvalid),zo=_n("kind",[ie({kind:qe("command"),command:A().check(Ae(1))}),ie({kind:qe(
"preset"),preset:xe})]),or=ie({stage:Ye,job:Z(A()),matrix:Y(Be(A(),Rt())),open:Y(qe(!0)),place:Y(Rn(ye($e().check(Se(),Nn()))))}),
Do=ie({stage:Ye,job:A().check(Ae(1)),matrix:Z(Be(A(),Rt())),template:Z(ie({text:A(),source:A()})),upstream:ye(or),expandLineage:_t(),
needs:ye(Ye),handoff:Fo,onInvalid:Uo,dataSchema:Y(Mn),agent:Z(zo),shell:A(),workingDirectory:A().check(Ae(1)),verify:Z(A()),
attempts:$e().check(Se(),At(K.attempts.min),Nt(K.attempts.max)),maxHandoffs:$e().check(Se(),At(K.maxHandoffs.min),Nt(K.maxHandoffs.
max)),parentRun:Z(A().check(Ae(1))),maxPromptTokens:Z($e().check(Se(),It())),retentionDays:Z($e().check(Se(),It())),inputs:Be(
A(),A()),github:Qn,redact:ye(A()),workflowJobs:Z(ye(A())),workflowUnread:Y(A()),madeEvent:Y(A()),madeEventRun:Y(A()),trustCheckout:Y(
_t()),run:Bn}),sn="the stage id holds the value of a secret; a stage id names directories and artifacts, which are not r\
edacted",ee={bothPrompts:`give either \`${u.prompt}\` or \`${u.promptFile}\`, not both`,noPrompt:`one of \`${u.prompt}\` \
or \`${u.promptFile}\` is required`,outputWithoutAgent:`is given without \`${u.agent}\`, here or on its prepare step: nam\
e the CLI whose output the file holds (${Q.slice(0,-1).join(", ")} or ${Q.at(-1)}), so capture can read its usage`,bothAgents:`\
give either \`${u.run}\` (a command) or \`${u.agent}\` (a preset), not both`,noAgent:`one of \`${u.run}\` (the agent's co\
mmand) or \`${u.agent}\` (a preset) is required`};function _l(e,t){let n=[],s=G=>{let H=e[G];if(H===void 0)return null;let O=H.
trim();return O===""?null:O},r=(G,H)=>n.push({input:G,message:H}),o=(G,H,O)=>{try{return H()}catch(j){if(j instanceof y)
return r(j.where??G,j.message),O;throw j}},i=Xo(s(u.stage),t,r),a=bt(u.handoff,s(u.handoff),be.handoff,"optional",r),l=bt(
u.onInvalid,s(u.onInvalid),be.onInvalid,"fail",r),c=fe(u.attempts,s(u.attempts),K.attempts,1,r),p=fe(u.maxHandoffs,s(u.maxHandoffs),
K.maxHandoffs,he.defaultMaxHandoffs,r),d=t.parentRun!==void 0?t.parentRun:Yo(s,r),f=fe(u.maxPromptTokens,s(u.maxPromptTokens),
K.maxPromptTokens,null,r),m=fe(u.retentionDays,s(u.retentionDays),K.retentionDays,null,r),g=s(u.shell)??"bash";o(u.shell,
()=>tn(g),null);let h=ar(u.trustCheckout,s(u.trustCheckout),r),x=s(u.workingDirectory)??".";x.includes("\0")&&r(u.workingDirectory,
"must not contain a NUL character");let S=s(u.verify),P=o(u.vars,()=>Ko(e[u.vars]??"",t),{}),k=o(u.dataSchema,()=>Ho(e[u.
dataSchema]??"",t),void 0),X=Zo(e,s,t,r),I=Qo(s,t,r),{upstream:F,needs:W,expandLineage:te}=ti(s(u.needs),t,r),_=[...t.secrets??
[],...ht(e[u.redact]??"")].filter(G=>G.length>0);if(n.length>0)throw qo(n);return{...Do.parse({stage:i,job:t.job,matrix:t.
matrix??null,template:X,upstream:[],expandLineage:te,needs:W,handoff:a,onInvalid:l,...k===void 0?{}:{dataSchema:k},agent:I,
shell:g,workingDirectory:x,verify:S,attempts:c,maxHandoffs:p,parentRun:d,maxPromptTokens:f,retentionDays:m,inputs:{...t.
dispatchInputs??Vo(t.github),...P},github:t.github,redact:[...new Set(_)],workflowJobs:t.workflowJobs??null,...t.workflowJobs==
null&&t.workflowUnread!==void 0?{workflowUnread:t.workflowUnread}:{},...t.madeEvent===void 0?{}:{madeEvent:t.madeEvent},
...t.madeEvent===void 0||t.madeEventRun===void 0?{}:{madeEventRun:t.madeEventRun},...h?{trustCheckout:h}:{},run:t.run}),
upstream:Go(F)}}function Vo(e){if(e.event_name!=="workflow_dispatch"&&e.event_name!=="workflow_call")return{};let t=e.event.
inputs;return t===null||typeof t!="object"||Array.isArray(t)?{}:Object.fromEntries(Object.entries(t).filter(([,n])=>["st\
ring","number","boolean"].includes(typeof n)).map(([n,s])=>[n,String(s)]))}function rn(e){return`${JSON.stringify(e)} is\
 not one of ${Q.join(", ")}`}function ir(e,t,n,s){let r=[],o=(m,g)=>r.push({input:m,message:g}),i=(m,g)=>{try{g()}catch(h){
if(!(h instanceof y))throw h;o(h.where??m,h.message)}},a=m=>e.get(m)?.trim()||null,l=m=>e.get(m)===null||a(m)!==null;bt(
u.handoff,a(u.handoff),be.handoff,"optional",o),bt(u.onInvalid,a(u.onInvalid),be.onInvalid,"fail",o),fe(u.attempts,a(u.attempts),
K.attempts,null,o),fe(u.maxHandoffs,a(u.maxHandoffs),K.maxHandoffs,null,o),fe(u.maxPromptTokens,a(u.maxPromptTokens),K.maxPromptTokens,
null,o),fe(u.retentionDays,a(u.retentionDays),K.retentionDays,null,o),ar(u.trustCheckout,a(u.trustCheckout),o);let c=a(u.
agent);c!==null&&!xe.safeParse(c).success&&o(u.agent,rn(c));let p=a(u.shell);p!==null&&i(u.shell,()=>tn(p));let d=e.get(
u.vars);t!=="capture"&&n!==void 0&&typeof d=="string"&&i(u.vars,()=>n(d));let f=e.get(u.dataSchema);return t!=="prepare"&&
s!==void 0&&typeof f=="string"&&f.trim()!==""&&i(u.dataSchema,()=>s(f)),t!=="capture"&&(l(u.prompt)&&l(u.promptFile)?o(u.
prompt,ee.bothPrompts):!l(u.prompt)&&!l(u.promptFile)&&o(u.prompt,ee.noPrompt)),t==="stage"&&(l(u.run)&&l(u.agent)?o(u.run,
ee.bothAgents):!l(u.run)&&!l(u.agent)&&o(u.run,ee.noAgent)),r}function Go(e){return e.every(Bo)?e:ye(or).parse(e)}function Ko(e,t){if(t.mode==="capture"||e.trim()==="")return{};if(t.
parseVars===void 0)throw new Ot("stageSpecFromInputs: a vars input needs ctx.parseVars");return t.parseVars(e)}function Ho(e,t){
if(!(t.mode==="prepare"||e.trim()==="")){if(t.parseDataSchema===void 0)throw new Ot("stageSpecFromInputs: a data-schema \
input needs ctx.parseDataSchema");return t.parseDataSchema(e)}}function Bo(e){let t=Object.keys(e),{matrix:n,place:s}=e;
return t.length===2+(n===void 0?0:1)+(e.open===!0?1:0)+(s===void 0?0:1)&&(s===void 0||Array.isArray(s)&&s.every(r=>Number.
isInteger(r)&&r>=0))&&t.includes("stage")&&t.includes("job")&&typeof e.stage=="string"&&oe.test(e.stage)&&(e.job===null||
typeof e.job=="string")&&(n===void 0||typeof n=="object"&&n!==null&&!Array.isArray(n)&&Object.getPrototypeOf(n)===Object.
prototype)}function qo(e){let[t]=e;return e.length===1&&t?new y("input-invalid",t.message,{where:t.input}):new y("input-\
invalid",`${e.length} inputs are invalid`,{details:e.map(n=>`${n.input}: ${n.message}`)})}function bt(e,t,n,s,r){return t===
null?s:n.includes(t)?t:(r(e,`${JSON.stringify(t)} is not one of ${n.join(", ")}`),s)}function ar(e,t,n){try{return Ce(e,
t,!1)}catch(s){if(!(s instanceof y))throw s;return n(e,s.message),!1}}function Yo(e,t){let n=e(u.parentRun);return n===null?
null:Zn.test(n)?n:(t(u.parentRun,`${JSON.stringify(n)} is not a workflow run id (a positive whole number, such as \${{ gi\
thub.run_id }} of the run that started this one)`),null)}function fe(e,t,n,s,r){if(t===null)return s;let o=/^\d{1,9}$/.test(
t)?Number(t):Number.NaN;return!Number.isInteger(o)||o<n.min||o>n.max?(r(e,`${JSON.stringify(t)} is not a whole number fr\
om ${n.min} to ${n.max}`),s):o}function Xo(e,t,n){let s=t.secrets??[];if((e!==null?[e]:Object.values(t.matrix??{}).map(o=>typeof o==
"string"?o:JSON.stringify(o)??"")).some(o=>Ze(o,s)))return n(u.stage,`${sn}, so ${e===null?`give one in the \`${u.stage}\
\` input`:"choose one without it"}`),"invalid";if(e!==null&&!oe.test(e))return n(u.stage,`${JSON.stringify(e)} is not a \
stage id: a letter or _ then up to 99 letters, digits, _ or -`),"invalid";try{let o=e??we(t.stageJob??t.job,t.matrix??null);
return Gn(o,1),o}catch(o){if(o instanceof y){let i=e===null?`; give the stage id in the \`${u.stage}\` input`:"";return n(
u.stage,`${o.message}${i}`),"invalid"}throw o}}function Zo(e,t,n,s){let r=e[u.prompt]?.trim()?e[u.prompt]:null,o=t(u.promptFile);
if(r!==null&&o!==null)return s(u.prompt,ee.bothPrompts),null;if(r!==null)return{text:r,source:n.promptSource??`jobs.${n.
job} ${u.prompt}`};if(o!==null){if(!n.readFile)return s(u.promptFile,"cannot be read here (no file reader was given)"),null;
try{return{text:n.readFile(o),source:o}}catch(i){let a=i instanceof Error?i.message:String(i);return s(u.promptFile,`can\
not read ${JSON.stringify(o)}: ${a}`),null}}return n.mode!=="capture"&&s(u.prompt,ee.noPrompt+lr([u.prompt,u.promptFile],
n)),null}function lr(e,t){let n=[];for(let s of t.unreadInputs??[]){let r=se(s.replaceAll("_","-"),e);r!==void 0&&n.push(
`the step was given \`${s}\`, which is not an input of this action: did you mean \`${r}\`?`)}return n.map(s=>`; ${s}`).join(
"")}function Qo(e,t,n){let s=e(u.run),r=e(u.agent);if(t.mode==="capture")return ei(r,e(u.agentOutput),n);if(t.mode==="pr\
epare"&&r===null)return null;if(s!==null&&r!==null)return n(u.run,ee.bothAgents),null;if(r!==null){let o=xe.safeParse(r);
return o.success?{kind:"preset",preset:o.data}:(n(u.agent,rn(r)),null)}return s!==null?{kind:"command",command:s}:(n(u.run,
ee.noAgent+lr([u.run,u.agent],t)),null)}function ei(e,t,n){if(t?.includes("\0")&&n(u.agentOutput,"must not contain a NUL\
 character"),e===null)return null;let s=xe.safeParse(e);return s.success?{kind:"preset",preset:s.data}:(n(u.agent,`${rn(
e)}: name the CLI whose output \`${u.agentOutput}\` holds (claude for claude-code-action's execution_file)`),null)}function Rl(e,t,n){
if(e.agent!==null||n===null)return e;if(t.agent!==void 0)return{...e,agent:{kind:"preset",preset:t.agent}};throw new y("\
input-invalid",ee.outputWithoutAgent,{where:u.agentOutput})}function ur(e,t){let n=(s,r)=>{let o=s?.get(r);return o===null||
o!==void 0&&o.trim()!==""};return!n(e,u.agentOutput)||n(e,u.agent)||n(t,u.agent)?null:{input:u.agentOutput,message:ee.outputWithoutAgent}}
function Ml(e){let t=(e[u.agentOutput]??"").trim();return t===""?null:t}function ti(e,t,n){let s=[];for(let r of(e??"").
split(/[\s,]+/).filter(Boolean))oe.test(r)?s.includes(r)||s.push(r):n(u.needs,`${JSON.stringify(r)} is not a stage id: a\
 letter or _ then up to 99 letters, digits, _ or -`);return{...ni(s,t.job,t.upstream,n,t.needsFacts),needs:s}}function ni(e,t,n,s,r){
if(n===void 0)return{upstream:e.map(a=>({stage:a,job:null})),expandLineage:!0};let o=n.map(a=>a.stage),i=[];for(let a of e)
if(r!==void 0){let l=Qt(a,r);l!==null&&s(u.needs,l);let c=l===null&&!o.includes(a)?en(a,r):void 0;c!==void 0&&i.push({stage:a,
job:c,open:!0})}else o.includes(a)||s(u.needs,`${JSON.stringify(a)} is not upstream of job ${t}; upstream stages: ${o.join(
", ")||"(none)"}`);return{upstream:i.length>0?[...n,...i]:n,expandLineage:!1}}var cr=mn(Ln(),1);function yt(e){if(e.trim()==="")return{};let t;try{t=(0,cr.parse)(e,{uniqueKeys:!0,maxAliasCount:100})}catch(s){let r=s instanceof
Error?s.message.split(`
`)[0]:String(s);throw new y("input-invalid",`is not valid YAML or JSON: ${r}`,{where:u.vars})}if(t==null)return{};if(typeof t!=
"object"||Array.isArray(t))throw new y("input-invalid","must be a map of names to values (YAML or JSON)",{where:u.vars});
let n={};for(let[s,r]of Object.entries(t)){if(!kn.test(s)||vt.includes(s))throw new y("input-invalid",`key ${JSON.stringify(
s)} must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ and not be ${vt.join(", ")}`,{where:u.vars});if(r===null)n[s]="";else if(typeof r==
"string"||typeof r=="number"||typeof r=="boolean")n[s]=String(r);else throw new y("input-invalid",`${s} must be a string\
, number or boolean, not a nested value`,{where:u.vars})}return n}function Dl(e,t={}){try{return ts(e).references}catch(n){throw n instanceof Me?es(n,e,t.source??"template"):n}}function Vl(e,t){
let n=t.source??"template",{analysis:s,problems:r}=et(e),o=l=>(l.kind==="stage"?t.stages:t.jobs).includes(l.stage),a=r.filter(
l=>l.ifUpstream===void 0||o(l.ifUpstream)).map(l=>({code:l.code,severity:"error",path:`${n}:${l.line}:${l.column}`,message:[
l.message,...l.details].join("; "),line:l.line,column:l.column}));for(let l of s?.references??[]){if(o(l))continue;let c=l.
kind==="stage"?t.stages:t.jobs,p=l.kind==="stage"?"stage":"job";a.push({code:Ne.unknownStage,severity:"error",path:`${n}\
:${l.line}:${l.column}`,message:`${l.kind==="stage"?"stages":"jobs"}.${l.stage}: no such upstream ${p}${_e(l.stage,c)}; \
upstream ${p}s: ${c.length>0?c.join(", "):"(none)"}`,line:l.line,column:l.column})}return a.sort((l,c)=>l.line-c.line||l.
column-c.column).map(({line:l,column:c,...p})=>p)}function pr(e,t){let n=[];for(let s of e){let r={line:s.line,column:s.
column};if(s.kind==="input"){let c=t.inputs;if(c===void 0||c.names.includes(s.key))continue;n.push(new Me(Ne.missingField,
`${s.path}: no input ${s.key}${_e(s.key,c.names)}`,r,[c.names.length>0?`inputs: ${c.names.join(", ")} (${c.from})`:`the \
inputs of a prompt are ${c.from}, and there are none here`]));continue}if(s.kind==="data"||s.owner===null||t.matrix===void 0)
continue;let o=t.matrix(s.owner);if(o===void 0||o.includes(s.key))continue;let i=t.call?.(s.owner),a="stage"in s.owner?`\
stage ${s.owner.stage}`:`the stages of job ${s.owner.job}`,l="stage"in s.owner?`the job of stage ${s.owner.stage} has no\
 matrix (matrix is null)`:i?.job===s.owner.job?`the jobs that job ${i.job} calls (${i.file}) have no matrix (the matrix \
of its stages is null)`:`job ${s.owner.job} has no matrix (matrix is null)`;n.push(new Me(Ne.missingField,o.length===0?`${s.
path}: ${l}, so there is no ${s.key}`:`${s.path}: no key ${s.key} in the matrix of ${a}${_e(s.key,o)}`,r,[...o.length===
0?[]:[`matrix keys: ${o.join(", ")}`],...i?.keys.includes(s.key)?[`${s.key} is a key of the matrix of job ${i.job}, whic\
h calls ${i.file}: a call's matrix reaches the called jobs only through the inputs its with: gives, and their stages rec\
ord their own jobs' matrix; tell its legs apart by their stage ids ({{id}}), made from those inputs (stage: <id>-\${{ inp\
uts.<name> }})`]:[]]))}return n}function fr(e,t){return e.flatMap(n=>{let s=n.kind==="data"?si(n,t):null;return s===null?
[]:[s]})}function si(e,t){if(e.owner===null||t.data===void 0)return null;let n=t.data(e.owner);if(n===void 0||n.keys.includes(
e.key))return null;let s="stage"in e.owner?`stage ${e.owner.stage}`:`the stages of job ${e.owner.job}`,r=n.keys.length>0?
`its keys: ${n.keys.join(", ")}`:"it declares no keys";return{closed:n.closed,error:new Me(Ne.missingField,`${e.path}: n\
o key ${e.key} in the data-schema of ${s}${_e(e.key,n.keys)}`,{line:e.line,column:e.column},[n.closed?`${r} (additionalP\
roperties is false: a handoff with any other key is refused, so no handoff can hold it)`:`${r}; a handoff may hold other\
s (additionalProperties is not false), but none is promised: declare ${e.key} under properties (and in required, if the \
stage must write it)`])}}var ri=In({result:Qe}),oi=/^[A-Za-z_][A-Za-z0-9_-]*$/,ii=`${Qe.options.slice(0,-1).join(", ")} or ${Qe.options.at(-1)}`;
function on(e){let t=(e??"").trim();if(t==="")return null;let n;try{n=JSON.parse(t)}catch{throw wt("it is not JSON")}if(n===
null||typeof n!="object"||Array.isArray(n))throw wt("it is JSON, but not an object of jobs");let s=Object.entries(n),r=[];
for(let[o,[i,a]]of s.entries()){let l=`entry ${o+1} of ${s.length}`;if(!oi.test(i))throw wt(`${l} is not named by a job \
id`);let c=ri.safeParse(a);if(!c.success)throw wt(`${l} has no result that is ${ii}`);r.push({job:i,result:c.data.result})}
return r}function wt(e){return new y("input-invalid",`must be the results of the jobs this job needs, as \`${u.needs}: \$\
{{ toJSON(needs) }}\` passes them; ${e}`,{where:u.needs})}function dr(e){if(e.length===0)return null;let t=e.filter(s=>s.
result==="failure").map(s=>s.job),n=e.filter(s=>s.result==="skipped").map(s=>s.job);return t.length>0?{status:"failure",
failedJobs:t,skippedJobs:n}:e.some(s=>s.result==="cancelled")?{status:"cancelled",failedJobs:t,skippedJobs:n}:{status:"s\
uccess",failedJobs:t,skippedJobs:n}}var gr=["comment","summary","both"],ai=/^[A-Za-z0-9_.-]{1,64}$/;function mr(e){let t=(e[u.mode]??"").trim()||"both";if(!gr.
includes(t))throw new y("input-invalid",`must be one of ${gr.join(", ")}; got "${t}"`,{where:u.mode});return t}function hr(e){
let t=(e??"").trim()||Yn;if(!ai.test(t))throw new y("input-invalid",`must be 1 to 64 letters, digits, '.', '_' or '-' (i\
t names the sticky comment); got "${t}"`,{where:u.key});return t}function br(e){let t=(e??"").trim();if(t==="")return null;
if(!/^[1-9]\d{0,9}$/.test(t))throw new y("input-invalid",`must be the number of an issue or pull request, like 42; got "${t}\
"`,{where:u.issueNumber});return Number(t)}function tu(e,t){let n=mr(e),s=hr(e[u.key]),r=Ce(u.includeDetail,e[u.includeDetail],
!1),o=on(e[u.needs]),i=o===null?null:dr(o),a=null;if(n!=="summary"&&(a=br(e[u.issueNumber])??li(t.payload),a===null))throw new y(
"issue-number-missing",`there is no issue or pull request to comment on: the triggering event (${t.name||"unknown"}) is \
not about one. Set the issue-number input, or use mode: summary`,{where:u.issueNumber});return{mode:n,key:s,includeDetail:r,
issueNumber:a,run:i}}function yr(e){let t=[],n=(r,o)=>{let i=e.get(r);if(i===null)return null;try{return o(i)}catch(a){if(!(a instanceof
y))throw a;return t.push({input:a.where??r,message:a.message}),null}},s=n(u.mode,r=>mr({[u.mode]:r}));return n(u.key,hr),
n(u.includeDetail,r=>Ce(u.includeDetail,r,!1)),n(u.needs,on),s!==null&&s!=="summary"&&n(u.issueNumber,br),t}function li(e){
let t=Je(e);if(!t)return null;let n=an(Je(t.pull_request)?.number)??an(Je(t.issue)?.number);if(n!==null)return n;for(let s of[
"workflow_run","check_run","check_suite"]){let r=Je(t[s])?.pull_requests;if(Array.isArray(r)&&r.length===1){let o=an(Je(
r[0])?.number);if(o!==null)return o}}return null}function Je(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)?e:null}function an(e){return typeof e=="number"&&Number.
isInteger(e)&&e>0?e:null}function kr(e){let t=[];for(let n of e.jobs){if(re(n)){ln(n.with,Et,"baton's stage workflow",t),n.secrets!=="inherit"&&ln(
n.secrets,js,"baton's stage workflow",t,"secret");continue}for(let s of n.steps){let r=le(s);r.kind==="baton"&&ln(s.with,
jn[r.action],"baton's action",t)}}return t}function ln(e,t,n,s,r="input"){let o=new Set(t);for(let[i,a]of Object.entries(
e)){if(o.has(i))continue;let l=t.find(c=>c.toLowerCase()===i.toLowerCase())??se(i,t);s.push({position:a.keyPosition??a.position,
message:`unknown ${r} "${i}" of ${n}; ${l===void 0?`its ${r}s: ${t.join(", ")}`:`did you mean "${l}"?`}`})}}function xr(e){
let t=[],n=(r,o,i)=>{for(let a of ir(kt(r),i,yt,Xe))t.push({position:r[a.input]?.position??o,message:`${a.input}: ${a.message}`})},
s=(r,o)=>{for(let i of yr(kt(r)))t.push({position:r[i.input]?.position??o,message:`${i.input}: ${i.message}`})};for(let r of e.
jobs){if(re(r)&&r.uses){let i=new Set;for(let[c,p]of Object.entries(r.with)){let d=ui(c,p);d!==null&&(i.add(c),t.push({position:p.
position,message:d}))}let a=new Set(Gt);n(Object.fromEntries(Object.entries(r.with).filter(([c])=>a.has(c)&&!i.has(c))),
r.uses.position,"stage");for(let c of vn)r.with[c]===void 0&&t.push({position:r.uses.position,message:`${c}: required by\
 baton's stage workflow, and not given (GitHub refuses the call)`});let l=pi(r.with);l&&t.push({position:l.position??r.uses.
position,message:l.message});continue}let o=null;for(let i of r.steps){let a=le(i);if(a.kind==="baton"){if(a.action==="r\
eport"){s(i.with,i.position);continue}if(n(i.with,i.position,a.action),a.action==="prepare"&&(o=i.with),a.action==="capt\
ure"){let l=ur(kt(i.with),o===null?null:kt(o));l&&t.push({position:i.with[l.input]?.position??i.position,message:`${l.input}\
: ${l.message}`})}if(a.action==="capture"&&o!==null){let l=ci(o,i.with);l&&t.push({position:i.with[u.redact]?.position??
i.position,message:l}),o=null}}}}return t}function kt(e){return new Map(Object.entries(e).map(([t,n])=>[t,n.expression===
null?n.text:null]))}function ui(e,t){if(!Et.includes(e))return null;let n=En.includes(e)?"number":"string";return Bt({name:e,
type:n},e,t,"baton's stage workflow")}function ci(e,t){let n=l=>l.expression===null?ht(l.text):null,s=e[u.redact],r=s===
void 0?[]:n(s);if(r?.length===0)return null;let o=t[u.redact],i=o===void 0?[]:n(o);if(i?.length===0)return wr("is given \
none of them");if(r===null||i===null)return null;let a=r.filter(l=>!i.includes(l)).length;return a===0?null:wr(`lacks ${a}\
 of its ${r.length} lines`)}function wr(e){return`${u.redact}: the prepare step before this capture is given values to r\
edact, and this capture ${e}: give capture the same ${u.redact} input as prepare; it redacts only the values it is given\
, and refuses to store the record otherwise`}function pi(e){let t=e[u.agent];if(t===void 0||t.expression===null&&t.text.
trim()==="")return null;let n=e[Ke];if(n!==void 0&&n.expression!==null)return null;let s=n?.text.trim()??"";if(Os.test(s))
return null;let r=t.expression===null?pe[t.text.trim()]:void 0,o=`pin the ${r?r.npmPackage:"agent CLI's npm package"} ve\
rsion this stage runs`;return{position:n?.position??t.position,message:s===""?`${Ke}: required with ${u.agent}, an exact\
 version such as 1.2.3; ${o}`:`${Ke}: '${s}' is not an exact version such as 1.2.3; ${o}`}}function $r(e,t,n){let s=e.jobs.flatMap(r=>[r.if,...r.steps.map(o=>o.if)]);for(let r of s)for(let o of t.facts(r.expression).
comparisons)if(o.operator==="=="&&o.path.length===n.length&&o.path.every((i,a)=>i===n[a]))return o.literal}function Sr(e){if(un.has(e))return un.get(e);let t=fi(e);return un.set(e,t),t}var un=new WeakMap;function fi(e){let t=re(
e)?[e.with]:e.steps.filter(r=>{let o=le(r);return o.kind==="baton"&&(o.action==="stage"||o.action==="capture")}).map(r=>r.
with);if(t.length===0)return;let n=new Set,s=!0;for(let r of t){let o=r[u.dataSchema];if(o===void 0||o.expression!==null||
o.text.trim()==="")return;try{let i=Xe(o.text);for(let a of Object.keys(i.properties))n.add(a);s&&=!i.additionalProperties}catch{
return}}return{keys:[...n],closed:s}}var xt=class{#n;#t;#e;#s=new Map;constructor(t){this.#n=t,this.#t=t.split(/\r\n|\r|\n/),this.#e=[0];for(let n=0;n<t.length;n++)
t[n]===`
`&&this.#e.push(n+1)}locate(t,n){let r=this.#r(t)?.[Math.max(0,Math.min(n,t.text.length))];return r===void 0?this.#i(t,n):
this.#o(r)}locateLine(t,n,s){let r=t.text.split(`
`),o=s-1;for(let i=0;i<n-1&&i<r.length;i++)o+=(r[i]?.length??0)+1;return this.locate(t,o)}#r(t){let n=`${t.position.line}\
:${t.position.column}`,s=this.#s.get(n);if(s!==void 0&&(s===null||s.length===t.text.length+1))return s;let r=(this.#e[t.
position.line-1]??Number.NaN)+t.position.column-1,o=Number.isNaN(r)?null:hi(this.#n,r,t.text);return this.#s.set(n,o),o}#o(t){
let n=0,s=this.#e.length-1;for(;n<s;){let r=n+s+1>>1;this.#e[r]<=t?n=r:s=r-1}return{line:n+1,column:t-this.#e[n]+1}}#i(t,n){
let{line:s,column:r}=t.position,o=t.text.slice(0,n),i=o.split(`
`).length-1,a=o.length-(o.lastIndexOf(`
`)+1),l=this.#t[s-1]?.slice(r-1)??"";if(/^[|>]/.test(l)){let p=this.#t.slice(s).find(m=>m.trim()!=="")??"",d=p.length-p.
trimStart().length,f=t.text.startsWith(p.slice(0,d))&&d>0;return{line:s+1+i,column:(f?0:d)+a+1}}let c=/^["']/.test(l)?1:
0;return i===0?{line:s,column:r+c+a}:{line:s+i,column:a+1}}},di={0:"\0",a:"\x07",b:"\b",t:"	","	":"	",n:`
`,v:"\v",f:"\f",r:"\r",e:"\x1B"," ":" ",'"':'"',"/":"/","\\":"\\",N:"\x85",_:"\xA0",L:"\u2028",P:"\u2029"},gi={x:2,u:4,U:8};
function mi(e,t){let n=e[t+1]??"",s=di[n];if(s!==void 0)return{text:s,length:2};let r=gi[n];if(r===void 0)return null;let o=e.
slice(t+2,t+2+r);if(!/^[0-9a-fA-F]+$/.test(o)||o.length!==r)return null;let i=Number.parseInt(o,16);return i>1114111?null:
{text:String.fromCodePoint(i),length:2+r}}var cn=e=>e===" "||e==="	",Pr=e=>e===`
`||e==="\r";function hi(e,t,n){let s=e[t],r=s==="|"||s===">"?"block":s==='"'?"double":s==="'"?"single":"plain",o=t;if(r===
"block"){let l=e.indexOf(`
`,t);if(l<0)return n===""?[e.length]:null;o=l+1}else r!=="plain"&&(o=t+1);let i=[],a=0;for(;a<n.length;){let l=n[a],c=e[o];
if(c===void 0){if(r==="block"&&/^\n*$/.test(n.slice(a))){for(;i.length<n.length;)i.push(e.length);break}return null}if(r===
"double"&&c==="\\"){if(Pr(e[o+1])){for(o+=e[o+1]==="\r"&&e[o+2]===`
`?3:2;cn(e[o]);)o+=1;continue}let p=mi(e,o);if(p===null||!n.startsWith(p.text,a))return null;for(let d=0;d<p.text.length;d++)
i.push(o);a+=p.text.length,o+=p.length;continue}if(r==="double"&&c==='"')return null;if(r==="single"&&c==="'"){if(e[o+1]!==
"'"||l!=="'")return null;i.push(o),a+=1,o+=2;continue}if(c===l){i.push(o),a+=1,o+=1;continue}if(c===`
`&&(l===" "||l===`
`)){if(i.push(o),a+=1,o+=1,r!=="block")for(;cn(e[o]);)o+=1;continue}if(cn(c)||Pr(c)){o+=1;continue}return null}return i.
push(o),i}function Or(e){return typeof e!="number"||!Number.isFinite(e)?null:Math.trunc(e)+0}function pn(e){return typeof e=="stri\
ng"&&e.trim()!==""&&Number.isFinite(Number(e))?`got ${JSON.stringify(e)}, a string, not a number (fromJSON(\u2026) makes a nu\
mber of it, as GitHub requires)`:`got ${JSON.stringify(e)??String(e)}, not a number`}function jr(e,t){let n=Or(e);if(n===
null)return{problem:`${t} must be a number of minutes, ${pn(e)}`};if(n<1){let s=n===e?"":` (GitHub keeps whole minutes: ${e}\
 is ${n})`;return{problem:`${t} must be a whole number of minutes above 0, got ${e}${s}`}}return{minutes:n}}function vr(e){
let t=Or(e);return t===null?null:{minutes:t>0?t:null}}function Er(e,t){let n=e[t]?.uses;if(n==null||n.text.trim().startsWith("./"))return null;let s=o=>`${o.line}:${o.column}`,
r="no step before it checks out this repository";for(let o of e.slice(0,t)){if(o.run!==null){if(bi.test(o.run.text))return null;
continue}if(o.uses===null)continue;let i=o.uses.text.trim(),a=(i.split("@")[0]??"").toLowerCase();if(a!=="actions/checko\
ut"){if(a.startsWith("actions/")||i.startsWith("docker://"))continue;return null}let l=yi(o);if(l===null)return null;r=`\
the checkout before it (${s(o.uses.position)}) ${l}`}return r}var bi=/\bgit\s+(?:clone|checkout|fetch|init|worktree|sparse-checkout)\b|\bgh\s+repo\s+clone\b/;
function yi(e){let t=o=>e.with[o],n=t("repository");if(n!==void 0&&n.expression===null){let o=n.text.trim();if(o!=="")return`\
checks out ${o}, not this repository`}let s=t("path");if(s!==void 0&&s.expression===null){let o=s.text.trim().replace(/\/+$/,
"");if(o!==""&&o!==".")return`puts the repository in ${o}, not in the workspace where the stage looks for the workflow f\
ile`}let r=t("sparse-checkout");return r!==void 0&&r.expression===null&&wi(r.text,t)?"is sparse and leaves out .github/":
null}function wi(e,t){let n=e.split(/\r?\n/).map(o=>o.trim()).filter(o=>o!==""&&!o.startsWith("#"));if(n.length===0)return!1;
let s=t("sparse-checkout-cone-mode");return s===void 0||s.expression!==null||s.text.trim().toLowerCase()!=="false"?!n.some(
o=>{let i=o.replace(/^\/+|\/+$/g,"");return i===".github"||i===".github/workflows"||i.startsWith(".github/workflows/")}):
!n.some(o=>!o.startsWith("!")&&/^\/?(?:\.github|\*)/.test(o))}function Nr(e,t){let[n]=e.references;if(n!==void 0)return{
kind:"reference",path:`${n.kind==="stage"?"stages":"jobs"}.${n.stage}`,stage:n.stage,refKind:n.kind,at:t(n.line,n.column)};
for(let[s,r]of e.paths){let o=r.root;if(o?.length!==1||o[0]!=="stages"&&o[0]!=="jobs")continue;let[i=1,a=0]=s.split(":").
map(Number);return{kind:"all",path:o[0],at:t(i,a+1)}}return null}function Ar(e,t,n,s){let{reads:r,outcome:o,give:i}=Ir(t,
s),a=n.startsWith("no step")?`${n}, nor does it have a \`${u.needs}\` input`:`${n}, and it has no \`${u.needs}\` input`;
return`job ${e}: ${r}, and ${a}: on GitHub the stage reads the workflow file from the checkout to know its upstream stag\
es, ${o}; add \`uses: actions/checkout\` with \`persist-credentials: false\` before this step, or ${i}`}function Su(e,t,n){
let{reads:s,outcome:r,give:o}=Ir(t,n);return`job ${e}: ${s}, and it has no \`${u.needs}\` input: in a workflow run as a c\
all the stage knows its upstream stages from that input alone (the workflow file it reads on GitHub is the caller's, whi\
ch has no job ${e}; a checkout does not change that), ${r}; ${o}`}function Ir(e,t){let n=e.kind==="reference"?`its promp\
t reads ${e.path} (${e.at})`:`its prompt reads every upstream stage ({{#each ${e.path}}} at ${e.at})`,s=e.kind==="refere\
nce"?`so it would know none and fail ("${e.path}: no such upstream ${e.refKind}")`:"so it would know none and render wit\
hout them",r=t.length>0?`give the step \`${u.needs}: ${t.join(", ")}\``:`give the step a \`${u.needs}\` input naming the \
upstream stages it reads`;return{reads:n,outcome:s,give:r}}var Fr=Symbol("baton.plan");function tc(e){return typeof e=="object"&&e!==null&&e[Fr]===!0}function nc(e,t,n={}){let s=dn(
e,t,n,!1);if(s.plan===null){let{errors:r}=s;throw new y("plan-rejected",`${e.fileName}: ${r.length} problem${r.length===
1?"":"s"}; nothing was run`,{details:r.map(o=>hn(`${o.path}: ${o.message}`))})}return s.plan}function sc(e,t,n={}){return dn(
e,t,n,n.anyRun===!0).errors}function rc(e,t,n,s){let r=new Map,{errors:o}=dn(e,t,n,!1,r),i=r.get(Ur(s.job,s.step))??[];return{
errors:o,step:o.filter(a=>i.includes(a))}}function Ur(e,t){return`${e}
${t}`}function dn(e,t,n,s,r){let o=Le(e),i=[...o.problems],a=n.facts??Tt,l=n.vars??{},c=n.words??Mt,{eventName:p,inputs:d,
labelName:f,event:m}=zr(o,t,n,c,s,i);s||ji(o,p,n.secretNames??[],c,i);let g=!n.event&&p==="push"?Fn(o,a,c).notice:null,h=!n.
event&&f!==void 0&&Vi(m)?{level:"info",message:`the default ${p} payload brings the label ${JSON.stringify(f)}, the name\
 the workflow's if: compares github.event.label.name with; pass ${c.withEvent} with a payload for another label`}:null,x=s?
{}:{github:{event_name:p,event:m,repository:a.repository,ref:Vn(p,m)??a.ref,sha:Dn(p,m)??a.sha,actor:zn(m)??a.actor},inputs:d,
vars:l},S=Rs(o,n.calledWorkflows??new Map,s?null:{names:n.secretNames??[],words:c},i),P=null;if(n.job!==void 0){let w=o.
jobs.map(R=>R.id),b=st(w,n.job),v=S.find(R=>R.id===n.job&&R.calledBy!==null);b!==void 0?P=b:v?i.push({code:$.jobUnknown,
severity:"error",path:o.fileName,message:`${c.job(n.job)}: a job of a called workflow runs only in its call; name the ca\
lling job: ${c.passJob(n.job.split("/")[0])}`}):i.push({code:$.jobUnknown,severity:"error",path:o.fileName,message:`${c.
job(n.job)}: no such job${ae(n.job,w)}; jobs: ${w.join(", ")}`})}let k=new Map,X=new Map,I=[{id:null,inputs:s?null:d}],F=new Set(
S.map(w=>w.id.toLowerCase())),W=new Map,te=new Map;for(let w of S){let{job:b,calledBy:v}=w,R=E=>J(w.workflow.fileName,E),
B=Vr(b.steps,n.loadAction),ge=b.stageWorkflow===!0||B!==null&&B.length>0,L=v===null?x:{...x,inputs:{}},U=(v!==null||s)&&
Ue(b.strategy)!==null&&Pe(Ue(b.strategy))?null:Ni(t,b,L,R,i,n.secretValues??[],ge),De=v===null?[]:k.get(v)?.stageUpstream??
[],je=E=>{if(U===null||B===null||v!==null&&E===null&&B.some(({step:q})=>q.with[u.stage]?.expression))return null;let Ve=[],
ve=Gr(t,b,B,U,v===null?L:{...L,inputs:E??{}},R,Ve,n.secretValues??[]);for(let q of Ve)i.some(me=>me.path===q.path&&me.message===
q.message)||i.push(q);if(ve===null)return null;for(let{stage:q,leg:me}of ve)Object.keys(me).length>0&&te.set(q,me);return ve.
map(({stage:q})=>q)},z=v===null?I:X.get(v)??null,C=z?.map(E=>({id:E.id===null?w.id:`${E.id}/${b.id}`,stages:je(E.inputs)}))??
null;if(U!==null&&C!==null)for(let E of C)W.set(E.id,Bs(E.id,U,F));if(w.call!==null){let E=w.call;X.set(w.id,z===null||C===
null||U===null?null:C.flatMap((Ve,ve)=>{let q=z[ve].inputs,me=W.get(Ve.id)??[];return U.map((Hr,Br)=>({id:me[Br],inputs:Ei(
t,b,E,{...xi(x,q),matrix:Yt(Hr)})}))}))}k.set(w.id,{id:w.id,job:b,workflow:w.workflow,needs:w.needs,upstream:w.upstream,
stageUpstream:[...De,...w.upstream],calledBy:v,call:w.call,skip:w.skip,legs:U,stages:C===null?je(null):C.some(E=>E.stages===
null)?null:C.flatMap(E=>E.stages??[]),instances:C,steps:b.steps.map(E=>({step:E,action:le(E)})),stageSteps:B,recordsStages:ge})}
for(let w of[...k.values()].reverse()){if(w.call===null)continue;let b=w.call.jobs.map(R=>k.get(R));w.stages=b.some(R=>R?.
stages==null)?null:b.flatMap(R=>R?.stages??[]);let v=w.legs;w.instances===null||v===null||(w.instances=w.instances.map(({
id:R})=>{let B=new Set(W.get(R)),ge=b.flatMap(L=>L?.instances?.filter(U=>B.has(U.id.slice(0,U.id.lastIndexOf("/"))))??[null]);
return{id:R,stages:ge.some(L=>L?.stages==null)?null:ge.flatMap(L=>L?.stages??[])}}))}let _=[...new Map(S.filter(w=>w.call!==
null).map(w=>[w.call.path,w.call.workflow])).values()];for(let w of[o,..._])$i(w,i);let de=Mi(k,i),G=new Map,H=w=>{let b=G.
get(w.id);if(b!==void 0)return b;let v=St(w,k);return G.set(w.id,v),v},O=new Map;for(let w of k.values())O.set(w.id,Li(w.
workflow,w,k,de,n.readFile,i,H,(b,v)=>r?.set(Ur(w.id,b.index),v)));let j=i.filter(w=>w.severity==="error").sort(Si);if(j.
length>0)return{plan:null,errors:j};let N=new Set(P?[P,...k.get(P)?.upstream??[]]:k.keys());for(let w of k.values())w.calledBy!==
null&&N.has(w.calledBy)&&N.add(w.id);let ne=[...k.values()].filter(w=>N.has(w.id)),ze=[g,h].filter(w=>w!==null);return{plan:{
[Fr]:!0,workflow:o,eventName:p,event:m,inputs:d,vars:l,contexts:x,jobs:ne,target:P,notices:ze,expanded:S,legIds:W,stageMatrices:te,
legPlaces:p==="workflow_call"||$t(o)?new Map:ki(k,W),needsFacts:O},errors:[]}}function ki(e,t){let n=new Map;for(let s of[
...e.values()].reverse()){let r=Ue(s.job.strategy),o=r!==null&&!Pe(r)?s.legs:null,i=new Map;if(s.call===null){if(o!==null)
for(let[a,l]of Xn(s.job.id,o))i.set(a,[l])}else if(r===null)for(let a of s.call.jobs)for(let[l,c]of n.get(a)??[])i.set(l,
c);else if(o!==null){let a=(s.instances??[]).map(l=>t.get(l.id)??[]);for(let l of s.call.jobs){let c=n.get(l);for(let p of e.
get(l)?.instances??[]){let d=p.id.slice(0,p.id.lastIndexOf("/")),f=a.map(m=>m.indexOf(d)).find(m=>m>=0);if(f!==void 0)for(let m of p.
stages??[])i.set(m,[f,...c?.get(m)??[]])}}}i.size>0&&n.set(s.id,i)}return n}function oc(e,t){return t.calledBy!==null||t.
job.stageWorkflow===!0?()=>{}:(n,s)=>e.legPlaces.get(n)?.get(s)}function xi(e,t){let{inputs:n,...s}=e;return t===null?s:
{...s,inputs:t}}function $i(e,t){let n=l=>J(e.fileName,l);for(let l of kr(e))t.push({code:$.actionInputUnknown,severity:"\
error",path:n(l.position),message:l.message});let s=xr(e);for(let l of s)t.push({code:$.actionInputInvalid,severity:"err\
or",path:n(l.position),message:l.message});let r=e.jobs.flatMap(l=>[{key:"timeout-minutes",node:l.timeoutMinutes,step:!1},
{key:"cancel-timeout-minutes",node:l.cancelTimeoutMinutes,step:!1},...l.steps.map(c=>({key:"timeout-minutes",node:c.timeoutMinutes,
step:!0}))]),o=new Set([...e.problems.map(l=>l.path),...s.map(l=>n(l.position))]);for(let{key:l,node:c,step:p}of r){if(c?.
kind!=="literal"||o.has(n(c.position)))continue;let d=p?vr(c.value):jr(c.value,l),f=d===null?`${l} must be a number of m\
inutes, ${pn(c.value)}`:"problem"in d?d.problem:null;f!==null&&t.push({code:$.timeoutInvalid,severity:"error",path:n(c.position),
message:f})}let i=l=>l!==null&&!l.text.includes("${{")?l:null,a=[{shell:i(e.defaults?.shell??null),key:"defaults.run.she\
ll"},...e.jobs.flatMap(l=>[{shell:i(l.defaults?.shell??null),key:`jobs.${l.id}.defaults.run.shell`},...l.steps.filter(c=>c.
run!==null).map(c=>({shell:i(c.shell),key:"shell"}))])];for(let{shell:l,key:c}of a){if(l===null)continue;let{text:p,position:d}=l;
try{er(p)}catch(f){t.push({code:$.shellInvalid,severity:"error",path:n(d),message:`${c}: ${f instanceof y?f.message:String(
f)}`})}}}function Si(e,t){let n=s=>{let r=/:(\d+):(\d+)$/.exec(s.path);return r?Number(r[1])*1e6+Number(r[2]):0};return n(
e)-n(t)}function ic(e,t,n={}){let{eventName:s,event:r}=zr(Le(e),t,n,n.words??Mt,!1,[]);return{name:s,payload:r,made:!n.event}}
function zr(e,t,n,s,r,o){let i=n.facts??Tt,{name:a,problem:l}=Jn(e,n.event??null,n.eventName,s);l!==null&&o.push({code:$.
eventNotTrigger,severity:"error",path:e.fileName,message:l});let c=r?{}:{...Oi(e,a,n.event??null),...n.inputs},p=r?{}:vi(
e,a,c,s,o),d=n.event?void 0:$r(e,t,["github","event","label","name"]),f=n.event?Pi(n.event,a,_r(p,c)):Un(a,i,_r(p,c),e,d);
return{eventName:a,inputs:p,labelName:d,event:f}}function Pi(e,t,n){if(!(t==="workflow_dispatch"||t==="workflow_call")||
Object.keys(n).length===0)return e;let r=e.inputs!==null&&typeof e.inputs=="object"?e.inputs:{};return{...e,inputs:{...r,
...n}}}function _r(e,t){return Object.fromEntries(Object.entries(e).map(([n,s])=>[n,Object.hasOwn(t,n)?t[n]:String(s)]))}
function Oi(e,t,n){let s=n?.inputs;if(t!=="workflow_dispatch"||s===null||typeof s!="object")return{};let r={};for(let[o,
i]of Object.entries(s))Object.hasOwn(e.inputs,o)&&(i===""&&e.inputs[o].default===null||(typeof i=="string"||typeof i=="n\
umber"||typeof i=="boolean")&&(r[o]=String(i)));return r}function $t(e){let t=Object.keys(e.on);return t.length>0&&t.every(
n=>n==="workflow_call")}function ji(e,t,n,s,r){if(t!=="workflow_call"&&!$t(e))return;let o=e.on.workflow_call?.secrets;if(o===
null||typeof o!="object")return;let i=new Set(n.map(a=>a.toUpperCase()));for(let[a,l]of Object.entries(o))l?.required!==
!0||i.has(a.toUpperCase())||r.push({code:$.inputMissing,severity:"error",path:e.fileName,message:`secret ${a} is require\
d by on.workflow_call.secrets, as GitHub requires it of every caller; pass ${s.passSecret(a)} (with ${a} set in the envi\
ronment)`})}function vi(e,t,n,s,r){let o={},i=$t(e),a=t==="workflow_dispatch"||t==="workflow_call"||i,l=t==="workflow_di\
spatch"&&!i?"workflow_dispatch":"workflow_call",c=e.on[l]?.inputs,p=Object.fromEntries(Object.entries(e.inputs).filter(([
f])=>c!==null&&typeof c=="object"&&Object.hasOwn(c,f))),d=Object.keys(p);if(!a){for(let f of Object.keys(n))r.push({code:$.
inputUnknown,severity:"error",path:e.fileName,message:`${s.input(f)}: ${t} runs have no inputs (on GitHub, inputs are fo\
r workflow_dispatch and workflow_call); ${"workflow_dispatch"in e.on?`pass ${s.passEventName("workflow_dispatch")} to di\
spatch it`:`give the event's payload with ${s.withEvent} instead (this workflow is not triggered by workflow_dispatch)`}`});
return o}for(let[f,m]of Object.entries(n)){let g=p[f];if(!g){r.push({code:$.inputUnknown,severity:"error",path:e.fileName,
message:`${s.input(f)}: on.${l} declares no such input${ae(f,d)}; its inputs: ${d.length>0?d.join(", "):"(none)"}`});continue}
let h=J(e.fileName,g.position);switch(g.type){case"boolean":m!=="true"&&m!=="false"?r.push({code:$.inputInvalid,severity:"\
error",path:h,message:`${s.input(f,m)}: input '${f}' is a boolean; use true or false`}):o[f]=m==="true";break;case"numbe\
r":m.trim()===""||!Number.isFinite(Number(m))?r.push({code:$.inputInvalid,severity:"error",path:h,message:`${s.input(f,m)}\
: input '${f}' is a number`}):o[f]=Number(m);break;case"choice":g.options&&!g.options.includes(m)?r.push({code:$.inputInvalid,
severity:"error",path:h,message:`${s.input(f,m)}: not one of the options: ${g.options.join(", ")}`}):o[f]=m;break;default:
o[f]=m}}for(let f of Object.values(p))f.name in n||(f.default!==null?o[f.name]=f.default:f.required&&a?r.push({code:$.inputMissing,
severity:"error",path:J(e.fileName,f.position),message:`input '${f.name}' is required and has no default; pass ${s.passInput(
f.name)}`}):f.type==="boolean"?o[f.name]=!1:o[f.name]="");return o}function Dr(e,t){let[n,s]=e;if(n==="matrix")return!0;
if(n==="inputs"||n==="vars")return Object.hasOwn(t,n);if(n!=="github"||s===void 0||s==="*")return!1;let r=t.github;return typeof r==
"object"&&r!==null&&!Array.isArray(r)&&Object.keys(r).some(o=>o.toLowerCase()===s)}function Ei(e,t,n,s){let r=n.workflow.
call;if(r===void 0||Object.values(t.with).some(i=>i.expression!==null&&e.facts(i.expression).paths.some(a=>!Dr(a,s))))return null;
try{return Js(r,Cs(e,t,r,()=>({contexts:s})),n.path)}catch(i){if(i instanceof y)return null;throw i}}function Ni(e,t,n,s,r,o,i){
let a=Ue(t.strategy);if(!a)return[{}];if(fn(a))return null;let l=(p,d)=>{if(!(p instanceof y))throw p;return r.push({code:$.
matrixInvalid,severity:"error",path:p.where??s(a.position),message:`jobs.${t.id}: ${p.message}`}),d},c;try{c=Ai(e,a,n,s)}catch(p){
return l(p,[{}])}try{qs(t.id,c,s(a.position),o,{recordsStages:i})}catch(p){return l(p,null)}return c}function Ue(e){return e?
e.kind==="expression"?e:e.kind!=="mapping"?null:e.entries.find(t=>t.key==="matrix")?.value??null:null}function Ai(e,t,n,s){
let r=tt(e,t,{contexts:n,where:s(t.position)});return Xt(r,s(t.position),{whereOf:o=>s(Ii(t,o))})}function Ii(e,t){let n=e,
s=e.position;for(let r of t)if(n.kind==="mapping"&&typeof r=="string"){let o=n.entries.find(i=>i.key===r);if(!o)break;s=
o.keyPosition??o.value.position,n=o.value}else if(n.kind==="sequence"&&typeof r=="number"){let o=n.items[r];if(!o)break;
s=o.position,n=o}else break;return s}function fn(e){if(!Pe(e))return!1;switch(e.kind){case"expression":return/\bneeds\b/i.
test(e.expression);case"sequence":return e.items.some(fn);case"mapping":return e.entries.some(t=>fn(t.value));default:return!1}}
function _i(e,t,n,s,r){let o=n.with[u.stage];return o&&o.text.trim()!==""?(o.expression===null?[]:e.facts(o.expression).
paths).some(a=>!Dr(a,r))?null:Wt(e,o,{contexts:{...r,matrix:Yt(s)}}).trim():we(t.id,Object.keys(s).length>0?s:null)}function gn(e){
return e.action.kind==="baton"&&(e.action.action==="stage"||e.action.action==="prepare")}var Ri=9;function Vr(e,t,n=0){let s=[];
for(let r of e){let o=le(r);if(gn({step:r,action:o})&&s.push({step:r,inAction:n>0}),o.kind!=="local")continue;if(t===void 0||
n>Ri)return null;let i=t(o.path);if(i===void 0)return null;if(i.kind!=="composite")continue;let a=Vr(i.steps,t,n+1);if(a===
null)return null;s.push(...a)}return s}function ac(e,t,n,s,r){return t.stageSteps===null?null:Gr(e,t.job,t.stageSteps,n,
s,()=>"",[],r)}function Gr(e,t,n,s,r,o,i,a){let l=[];for(let{step:c,inAction:p}of n){if(p&&c.with[u.stage]?.expression)return null;
for(let d of s){let f;try{f=_i(e,t,c,d,r)}catch(g){if(!(g instanceof y))throw g;i.push({code:$.stageInvalid,severity:"er\
ror",path:o(c.with[u.stage]?.position??c.position),message:g.message});continue}if(f===null)return null;if(Ze(f,a)){i.push(
{code:$.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??c.position),message:sn});continue}if(!oe.test(f)){
i.push({code:$.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??c.position),message:`stage "${f}" is not \
a valid stage id: a letter or _ then up to 99 letters, digits, _ or -`});continue}let m=Kn(f);if(m!==null){i.push({code:$.
stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??c.position),message:m});continue}l.push({stage:f,leg:d})}}
return l}function Mi(e,t){let n=new Map;for(let s of e.values()){if(s.call!==null)continue;let r=l=>J(s.workflow.fileName,
l),o=new Set,i=new Map,a=s.stages===null?[]:s.instances??[{id:s.id,stages:s.stages}];for(let l of a){let c=new Set;for(let p of l.
stages??[]){let d=n.get(p),f=i.get(p),m=c.has(p)?`job '${s.id}' runs stage '${p}' more than once; give each baton step i\
ts own \`stage\` input`:f!==void 0?Wi(p,s.id,[f,l.id]):d!==void 0?`stage '${p}' of job '${s.id}' is also a stage of job \
'${d}'; set a different \`stage\` input${s.calledBy!==null||e.get(d)?.calledBy?" (a called workflow's job records its st\
ages under its own job id, as github.job is inside a called workflow on GitHub, so two calls of one file, or a called jo\
b and a job of the same id, record the same stage; give the called file's stage a `stage:` input made from one of its in\
puts)":""}`:null;m!==null&&!o.has(p)&&(o.add(p),t.push({code:$.stageDuplicate,severity:"error",path:r(s.job.position),message:m})),
c.add(p),i.set(p,i.get(p)??l.id),n.set(p,n.get(p)??s.id)}}}return n}function Ti(e,t,n,s,r){let o=n.with[u.vars],i;if(t.calledBy===
null&&(o===void 0||o.expression===null))try{let c=o===void 0?[]:Object.keys(yt(o.text)),p=Object.keys(e.inputs);i={names:[
...new Set([...p,...c])],from:"the workflow's declared inputs and the keys of the step's vars"}}catch{}let a=c=>("stage"in
c?[r.get(c.stage)??""]:Fe(t,c.job)).map(p=>s.get(p)).filter(p=>p!==void 0),l=c=>c.some(p=>p.legs===null)?void 0:Rr(c.flatMap(
p=>p.legs??[]));return{inputs:i,data:c=>{let p=a(c);if(p.length===0||p.some(f=>f.skip!==null||f.call!==null))return;let d=p.
map(f=>Sr(f.job));if(!d.some(f=>f===void 0))return{keys:[...new Set(d.flatMap(f=>f.keys))],closed:d.every(f=>f.closed)}},
matrix:c=>{let p=a(c);if(!(p.length===0||p.some(d=>d.skip!==null)))return l(p.flatMap(d=>d.call===null?[d]:St(d,s).filter(
f=>f.recordsStages||f.stageSteps===null)))},call:c=>{for(let p of a(c)){let d=p.call!==null?p:s.get(p.calledBy??"");if(d?.
call==null)continue;return{job:d===p&&"job"in c?c.job:d.id,file:d.call.path,keys:Rr(d.legs??[])}}}}}function Rr(e){return[
...new Set(e.flatMap(t=>Object.keys(t)))]}function Wi(e,t,n){return`stage '${e}' of job '${t}' would be recorded by ever\
y leg of the call around it (${n.join(", ")}): a called workflow's job records its stages under its own job id, as githu\
b.job is inside a called workflow on GitHub, and the caller's matrix does not reach the called workflow; give the stage \
a \`stage:\` input made from the inputs its legs give it (stage: ${M(t)}-\${{ inputs.<name> }}), so that each leg records\
 its own`}function Li(e,t,n,s,r,o,i,a){let l=h=>J(e.fileName,h),c=t.stageUpstream.map(h=>n.get(h)).filter(h=>h!==void 0),
p=[...new Set(c.flatMap(i))],d=[...new Set(p.flatMap(h=>h.stages??[]))],f=p.filter(h=>h.stages===null),m=[...new Set(f.map(
h=>M(h.id)))],g={job:t.id,upstreamStages:d,openMatrices:[...new Set(f.filter(Cr).map(h=>M(h.id)))],unknown:f.some(h=>!Cr(
h)),jobs:Ui(n),upstreamJobs:t.upstream,runsAfter:h=>rt(e,h,t.id)};for(let{step:h,action:x}of t.steps){if(!gn({step:h,action:x}))
continue;let S=o.length,P=h.with[u.needs];if(P)for(let O of Ys(P,g))o.push({code:$.needsInput,severity:"error",path:l(Kr(
e).locate(P,O.offset)),message:O.message});let k=Es(e,t.job)?Ns(P,O=>{let j=n.get(s.get(O)??"");if(j===void 0)return;let N=j.
upstream.map(ne=>n.get(ne)?.stages??null);return{callsStageWorkflow:j.job.stageWorkflow===!0,needsInput:j.job.steps[0]?.
with[u.needs],upstreamStages:N.includes(null)?null:N.flatMap(ne=>ne??[])}}):null,X=(O,j)=>({code:$.templateStage,severity:"\
error",message:As(O,j,t.id,P)}),I=[],F=h.with[u.prompt];if(F&&(F.expression===null||!ns(F.text))){let O=F.expression===null?
F.text:ss(F.text);I.push({template:O,locate:(j,N)=>Di(e,F,j,N)})}let W=h.with[u.promptFile];if(W&&W.expression===null&&r){
let O,j="does not exist";try{O=r(W.text)}catch(N){j=N instanceof Error?N.message:String(N)}O===void 0?o.push({code:$.promptFileMissing,
severity:"error",path:l(W.position),message:`prompt-file ${W.text}: ${j}`}):I.push({template:O,locate:(N,ne)=>`${W.text}\
:${N}:${ne}`})}let te=Ti(e,t,h,n,s),_=null,de=[],G=O=>O.kind==="job"?Fe(t,O.stage).length>0:d.includes(O.stage)||Tr(m,O.
stage);for(let{template:O,locate:j}of I){let{analysis:N,problems:ne}=et(O);N&&(de.push(...N.references),_??=Nr(N,(b,v)=>j(
b,v).replace(`${e.fileName}:`,"")));let ze=pr(N?.keys??[],te),Pt=fr(N?.keys??[],te).filter(b=>b.closed).map(b=>b.error),
w=ne.filter(b=>b.ifUpstream===void 0||G(b.ifUpstream));for(let b of[...w,...ze,...Pt])o.push({code:Pt.includes(b)?$.templateDataKey:
ze.includes(b)?$.templateKey:$.templateInvalid,severity:"error",path:j(b.line,b.column),message:[b.message,...b.details].
join("; ")});for(let b of N?.references??[]){if(b.kind==="job"){let L=Fe(t,b.stage).map(z=>n.get(z)?.stages);if(L.length>
0){let z=L.includes(null)?null:L.flatMap(C=>C??[]);if(Mr(Fe(t,b.stage),n,i)){let C=[...new Set(t.stageUpstream.filter(E=>!Mr(
[E],n,i)).map(M))];o.push({code:$.templateStage,severity:"error",path:j(b.line,b.column),message:`jobs.${b.stage}: job ${b.
stage} records no stage (none of its steps runs baton's stage), so a prompt has no stage of it to read; upstream jobs th\
at record stages: ${C.length>0?C.join(", "):"(none)"}`});continue}k&&z&&z.length>0&&!z.some(C=>k.has(C))&&o.push({...X(`\
jobs.${b.stage}`,`its stages (${z.join(", ")})`),path:j(b.line,b.column)});continue}let U=[...new Set(t.stageUpstream.map(
M))],De=se(b.stage,U),je=Ji(t.id).map(z=>`${z}${b.stage}`).find(z=>n.has(z));o.push({code:$.templateStage,severity:"erro\
r",path:j(b.line,b.column),message:`jobs.${b.stage}: not a job upstream of job '${t.id}'${t.stageUpstream.includes(b.stage)?
` (did you mean ${M(b.stage)}? a called workflow reads its own jobs by their ids in its file, as GitHub's records name t\
hem: github.job is the called file's own job id)`:je!==void 0?Wr(n,t.id,je,"job"):De?` (did you mean ${De}?)`:""}; upstr\
eam jobs: ${U.length>0?U.join(", "):"(none)"}`});continue}if(d.includes(b.stage)){k&&!k.has(b.stage)&&o.push({...X(`stag\
es.${b.stage}`,b.stage),path:j(b.line,b.column)});continue}if(Tr(m,b.stage))continue;let v=s.get(b.stage)??zi(b.stage,n),
R=se(b.stage,d),B=Fi(b.stage,n),ge=v?Wr(n,t.id,v,"stage"):B!==null?` (did you mean ${B}? a called workflow's job records\
 its stages under its own job id, as github.job is inside a called workflow on GitHub)`:R?` (did you mean ${R}?)`:"";o.push(
{code:$.templateStage,severity:"error",path:j(b.line,b.column),message:`stages.${b.stage}: not a stage upstream of job '${t.
id}'${ge}; upstream stages: ${d.length>0||m.length>0?[...d,...m.map(L=>`${L}-*`)].join(", "):"(none)"}`})}}let H=_?.kind===
"reference"?Ci(e,t,h,_,de,d,n):null;H!==null&&o.push(H),a(h,o.slice(S))}return g}function Ci(e,t,n,s,r,o,i){if(t.calledBy!==
null||t.job.stageWorkflow===!0||$t(e)||n.uses===null||(n.with[u.needs]?.text.trim()??"")!=="")return null;let a=t.job.steps[n.
index]?.position;if(a?.line!==n.position.line||a.column!==n.position.column)return null;let l=Er(t.job.steps,n.index);if(l===
null)return null;let c=new Set;for(let p of r){if(p.kind==="stage"){o.includes(p.stage)&&c.add(p.stage);continue}for(let d of Fe(
t,p.stage))for(let f of i.get(d)?.stages??[])c.add(f)}return{code:$.checkoutMissing,severity:"error",path:J(e.fileName,n.
uses.position),message:Ar(t.id,s,l,[...c])}}function Fe(e,t){return e.stageUpstream.filter(n=>M(n)===t)}function Mr(e,t,n){
return e.length===0?!1:e.every(s=>{let r=t.get(s);return r!==void 0&&r.skip===null&&n(r).every(o=>o.skip===null&&o.stages!==
null&&o.stages.length===0)})}function Ji(e){let t=[];for(let n=e.lastIndexOf("/");n>=0;n=e.lastIndexOf("/",n-1))t.push(e.
slice(0,n+1));return[...t,""]}function St(e,t){let n=s=>s===e.id?e:t.get(s);return Ht([e.id],s=>n(s)?.call).map(n).filter(
s=>s!==void 0&&s.call===null)}function lc(e,t){return e.call===null||e.stages!==null?[e.id]:[...St(e,t).map(n=>n.id),e.id]}
function uc(e,t){let n=St(e,t).filter(s=>s.stages===null);return[...new Set(n.map(s=>M(s.id)))]}function Tr(e,t){return e.
some(n=>t===n||t.startsWith(`${n}-`))}function Fi(e,t){for(let n of t.values()){if(n.calledBy===null)continue;let s=_s(n.
id);if(e===s||e.startsWith(`${s}-`))return`${M(n.id)}${e.slice(s.length)}`}return null}function Wr(e,t,n,s){let r="a pro\
mpt reads only stages of jobs that finish before it",o=Us(i=>{let a=e.get(i);return a?{workflow:a.workflow,calledBy:a.calledBy}:
void 0},t,n);return o.kind==="self"?` (${Fs(s)})`:o.kind==="after"?` (${o.text}; ${r})`:o.kind!=="add"?` (${s==="stage"?
`it is a stage of job '${n}'; `:""}${o.text})`:s==="stage"?` (it is a stage of job '${n}'; add '${o.need}' to ${o.needsOf}\
)`:` (add '${o.need}' to ${o.needsOf})`}var Lr=new WeakMap;function Ui(e){let t=Lr.get(e);return t===void 0&&(t=new Map(
[...e.values()].map(n=>[n.id,{stages:n.stages,matrix:Ue(n.job.strategy)!==null}])),Lr.set(e,t)),t}function Cr(e){return e.
legs===null&&e.call===null&&e.steps.every(({step:t,action:n})=>n.kind!=="local"&&(!gn({step:t,action:n})||(t.with[u.stage]?.
text.trim()??"")===""))}function zi(e,t){let n;for(let s of t.values()){let r=M(s.id);s.stages!==null||s.call!==null||!(e===
r||e.startsWith(`${r}-`))||(n===void 0||r.length>M(n).length)&&(n=s.id)}return n}var Jr=new WeakMap;function Di(e,t,n,s){
let r=Kr(e).locateLine(t,n,s);return`${e.fileName}:${r.line}:${r.column}`}function Kr(e){let t=Jr.get(e);return t===void 0&&
(t=new xt(e.source),Jr.set(e,t)),t}function Vi(e){return e.label!==null&&typeof e.label=="object"}export{Gi as a,Wt as b,Ki as c,Hi as d,tt as e,Pe as f,qi as g,ns as h,ss as i,Yi as j,st as k,Qi as l,Yr as m,ea as n,rt as o,
ot as p,Jt as q,J as r,na as s,Xr as t,sa as u,le as v,re as w,eo as x,Q as y,xe as z,pe as A,pa as B,ro as C,fa as D,da as E,
Dt as F,ga as G,ma as H,ha as I,ba as J,ya as K,wa as L,Es as M,Ns as N,As as O,Is as P,M as Q,Ht as R,Rs as S,Cs as T,Js as U,
Fs as V,Us as W,xt as X,Ce as Y,gr as Z,mr as _,tu as $,Yt as aa,Fa as ba,Bs as ca,qs as da,qa as ea,To as fa,Ya as ga,tn as ha,
Xa as ia,Za as ja,Ys as ka,al as la,sr as ma,ht as na,gl as oa,Do as pa,_l as qa,Rl as ra,Ml as sa,yt as ta,Dl as ua,Vl as va,
fr as wa,kr as xa,xr as ya,Sr as za,pn as Aa,jr as Ba,vr as Ca,Er as Da,Nr as Ea,Ar as Fa,Su as Ga,tc as Ha,nc as Ia,sc as Ja,
rc as Ka,oc as La,ic as Ma,Dr as Na,Ue as Oa,Ai as Pa,_i as Qa,Ri as Ra,ac as Sa,Wi as Ta,lc as Ua,uc as Va,Tr as Wa};
