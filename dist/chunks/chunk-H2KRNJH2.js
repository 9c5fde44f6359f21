import{C as nt,b as Qn,f as ts,u as Je,x as ns,y as ss}from"./chunk-JO3FHH4H.js";import{e as Zn}from"./chunk-3BFND4OK.js";
import{b as $e}from"./chunk-52MTWV3D.js";import{a as tt}from"./chunk-MALWC64J.js";import{E as es,f as Kn,g as Bn,
i as qn,j as Yn,s as Xn}from"./chunk-AH6TSJFF.js";import{a as Qe}from"./chunk-RYVP7JOC.js";import{a as Jn}from"./chunk-NUWPZMYM.js";
import{c as Wn,g as Ln,h as Cn}from"./chunk-NE7BCWUG.js";import{b as Ce,d as et,j as Fn}from"./chunk-CWKM5QHJ.js";
import{g as Ct,h as Un,i as zn,k as Dn,m as Vn,n as Gn,p as Hn}from"./chunk-6YAYSIXM.js";import{a as Lt}from"./chunk-LS2NIP65.js";
import{c as wn}from"./chunk-FCWOFCWY.js";import{a as oe,c as Le,d as fe}from"./chunk-TIXFR75A.js";import{d as w,
e as vt}from"./chunk-OKFZ7BVP.js";import{B as Tn,G as Ze,a as It,b as _t,c as Mt,d as Rn,e as Te,f as In,h as A,i as je,
j as ve,k as Tt,m as Wt,n as xe,o as _n,p as pe,t as Mn,u as Ye,v as We,w as Xe,y as Y,z as ee}from"./chunk-Q4FOI7YS.js";
import{E as xn,F as $n,G as we,H as ce,I as Sn,K as u,M as U,O as Et,P as ke,Q as Ke,R as _e,S as Me,T as Pn,U as At,W as On,
X as jn,aa as $,b as kn,ba as vn,fa as Nn,ha as Be,ia as qe,ja as En,ka as An,la as Rt,q as Ie,u as Nt}from"./chunk-M5K67TCA.js";
import{d as yn}from"./chunk-3NR5HZ6E.js";var Zi=["github","env","vars","job","jobs","steps","runner","secrets","strategy","matrix","needs","inputs"];function Jt(e,t,n){
return t.expression===null?t.text:e.evaluateString(t.expression,n)}function Qi(e,t,n){let s=[];for(let[r,o]of Object.entries(
t)){let i=typeof n=="function"?n(r,o):n;s.push([r,Jt(e,o,i)])}return Object.fromEntries(s)}function ea(e,t,n){return e.evaluateTruthy(
t.expression,n)}function st(e,t,n){switch(t.kind){case"literal":return t.value;case"expression":return e.evaluate(t.expression,
{...n,where:n.where??`line ${t.position.line}, column ${t.position.column}`});case"sequence":return t.items.map(s=>st(e,
s,n));case"mapping":return Object.fromEntries(t.entries.map(({key:s,value:r})=>[s,st(e,r,n)]))}}function Ne(e){switch(e.
kind){case"literal":return!1;case"expression":return!0;case"sequence":return e.items.some(Ne);case"mapping":return e.entries.
some(t=>Ne(t.value))}}var Ee=yn(Jn(),1),rt="${{",Zr="}}";function Ft(e){let t=e.indexOf(rt);if(t<0)return null;let n=[],s=0;for(;s<e.length;)if(s===
t){let r=-1,o=!1;for(s+=rt.length;s<e.length;s++)if(e[s]==="'")o=!o;else if(!o&&e[s]==="}"&&e[s-1]==="}"){r=s,s++;break}
if(r<0)return null;n.push({expression:e.slice(t+rt.length,r+1-Zr.length).trim(),offset:t,end:r+1}),t=e.indexOf(rt,s)}else if(t>=
0&&s<t)n.push({literal:e.slice(s,t),offset:s}),s=t;else{n.push({literal:e.slice(s),offset:s});break}return n}function na(e){
let t=Ft(e);if(t===null)return null;let[n]=t;if(t.length===1&&n&&"expression"in n)return n.expression;let s=[],r=[];for(let o of t)
"literal"in o?s.push(o.literal.replace(/'/g,"''").replace(/\{/g,"{{").replace(/\}/g,"}}")):(s.push(`{${r.length}}`),r.push(
o.expression));return`format('${s.join("")}'${r.map(o=>`, ${o}`).join("")})`}function rs(e){let t=Ft(e);return t!==null&&
t.filter(n=>"expression"in n).length===1&&t.every(n=>!("literal"in n)||/^\s*["']?\s*$/.test(n.literal))}function os(e){let t=Ft(
e);return t===null?e:t.map(n=>"literal"in n?n.literal:e.slice(n.offset,n.end).replace(/[^\n]/g," ")).join("")}function sa(e){
let t=new Map,n=[0];for(let o=0;o<e.length;o++)e[o]===`
`&&n.push(o+1);let s=o=>{let i=0,a=n.length-1;for(;i<a;){let l=i+a+1>>1;n[l]<=o?i=l:a=l-1}return`${i+1}:${o-n[i]+1}`},r=(0,Ee.parseDocument)(
e,{uniqueKeys:!1});return(0,Ee.visit)(r,{Scalar(o,i){(0,Ee.isScalar)(i)&&typeof i.value=="string"&&i.range&&t.set(s(i.range[0]),
i.value)}}),t}function ot(e,t){let n=is(t);for(let s of e)if(s===t)return s;for(let s of e)if(is(s)===n)return s}function ia(e){let t=e.
map(n=>n.id);return e.map(n=>n.needs.every(s=>t.includes(s.id))?n:{...n,needs:n.needs.map(s=>({...s,id:ot(t,s.id)??s.id}))})}
function is(e){return e.replace(/[A-Z]/g,t=>t.toLowerCase())}function Qr(e,t){let n=ot(e.jobs.map(r=>r.id),t),s=e.jobs.find(
r=>r.id===n);if(!s)throw new w("job-unknown",`no job '${t}' in ${e.fileName}; jobs: ${e.jobs.map(r=>r.id).join(", ")}`);
return s}function aa(e,t){let n=Qr(e,t).id,s=ls(new Map(e.jobs.map(r=>[r.id,r])),n);return e.jobs.map(r=>r.id).filter(r=>s.
has(r))}function as(e){let t=new Map;for(let r of Ut(e)){let o=new Set;for(let i of r.needs){let a=t.get(i.id);if(a){o.add(
i.id);for(let l of a)o.add(l)}}t.set(r.id,o)}let n=new Map(e.jobs.map(r=>[r.id,r])),s=e.jobs.map(r=>r.id);return new Map(
s.map(r=>{let o=t.get(r)??ls(n,r);return[r,s.filter(i=>o.has(i))]}))}function ls(e,t){let n=new Set,s=[...e.get(t)?.needs.
map(r=>r.id)??[]];for(;s.length>0;){let r=s.pop();if(n.has(r)||r===t)continue;let o=e.get(r);o&&(n.add(r),s.push(...o.needs.
map(i=>i.id)))}return n}function Ut(e){let t=new Set,n=[],s=new Set(e.jobs.map(o=>o.id)),r=!0;for(;r&&n.length<e.jobs.length;){
r=!1;for(let o of e.jobs)t.has(o.id)||o.needs.every(i=>t.has(i.id)||!s.has(i.id))&&(t.add(o.id),n.push(o),r=!0)}return n}
function it(e,t,n){let s=new Map(e.jobs.map(i=>[i.id,i])),r=new Map([[t,t]]),o=[t];for(let i=o.shift();i!==void 0;i=o.shift())
for(let a of s.get(i)?.needs??[])if(!(r.has(a.id)||!s.has(a.id))){if(r.set(a.id,i),a.id===n){let l=[n];for(let c=i;c!==t;c=
r.get(c))l.unshift(c);return[t,...l]}o.push(a.id)}return null}function at(e){return e.slice(0,-1).map((t,n)=>`${t} needs\
 ${e[n+1]}`).join(", ")}var zt={invalid:"workflow-invalid",expression:"expression-invalid",needsUnknown:"needs-unknown",needsCycle:"needs-cycle"};
function J(e,t){return t&&t.line>0?`${e}:${t.line}:${t.column}`:e}function ua(e){let t=[];for(let n of e.jobs)for(let s of n.
steps){let r=s.uses?.text;if(r===void 0||eo(r))continue;let[o="",...i]=r.split("@"),a=i.length<=1&&o.split(/[/\\]/).filter(
l=>l!=="").length>=2?`name the commit it runs: ${o}@<40-hex commit sha>`:"an action is {owner}/{repo}[/path]@ref, ./path\
 (one of this repository) or docker://image";t.push({code:zt.invalid,severity:"error",path:J(e.fileName,s.uses?.position??
s.position),message:`Expected format {org}/{repo}[/path]@ref. Actual '${r}': GitHub refuses the workflow; ${a}`})}return t}
function eo(e){if(e.startsWith("docker://")||e.startsWith("./")||e.startsWith(".\\"))return!0;let t=e.split("@"),n=(t[0]??
"").split(/[/\\]/).filter(s=>s!=="");return t.length===2&&n.length>=2&&t[1]!==""}function ca(e){let t=[],n=new Map(e.jobs.
map(l=>[l.id,l])),s=e.jobs.map(l=>l.id);for(let l of e.jobs)for(let c of l.needs)n.has(c.id)||t.push({code:zt.needsUnknown,
severity:"error",path:J(e.fileName,c.position),message:`job '${l.id}' needs '${c.id}', which is not a job in this workfl\
ow; jobs: ${s.join(", ")}`});let r=new Map,o=[],i=new Set,a=l=>{r.set(l,"active"),o.push(l);let c=n.get(l);for(let p of c?.
needs??[]){if(!n.has(p.id))continue;let f=r.get(p.id);if(f==="active"){let d=o.slice(o.indexOf(p.id)),m=to(d);if(!i.has(
m)){i.add(m);let g=d.map((k,b)=>`${k} needs ${d[(b+1)%d.length]}`);t.push({code:zt.needsCycle,severity:"error",path:J(e.
fileName,p.position),message:`needs form a cycle: ${[...d,d[0]].join(" \u2192 ")} (${g.join(", ")}); remove one of these\
 needs`})}}else f===void 0&&a(p.id)}o.pop(),r.set(l,"done")};for(let l of e.jobs)r.has(l.id)||a(l.id);return t}function to(e){
return[...e].sort().join("\0")}function de(e){if(!e.uses)return{kind:"run"};let t=e.uses.text.trim();if((e.ownAction||e.actionMissing)&&t.startsWith(".\
/"))return{kind:"local",path:t.replace(/\/+$/,"")};let n=no(t);if(n)return{kind:"baton",action:n};if(t.startsWith("./"))
return{kind:"local",path:t.replace(/\/+$/,"")};let[s=""]=t.split("@"),r=s.toLowerCase();return r==="actions/checkout"?{kind:"\
noop",action:"checkout",reason:"the local checkout is used as it is"}:r.startsWith("actions/setup-")?{kind:"noop",action:"\
setup",reason:"tools on this machine are used"}:{kind:"skip",notice:`${t} cannot run locally; step skipped`}}function no(e){
let t=us(e);if(t===null)return null;for(let[n,s]of Object.entries(Me))if(s===t)return n;return null}function us(e){if(e.
startsWith("./"))return e.slice(2).replace(/\/+$/,"");let t=/^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)((?:\/[^@]*)?)@.+$/.exec(
e);return t?.[2]?.toLowerCase()!==Pn?null:(t[3]??"").replace(/^\/|\/+$/g,"")}function ie(e){return e.uses!==null&&so(e.uses.
text)}function so(e){return us(e.trim())===On}var te=["claude","codex","gemini","copilot"],Pe=We(te),he={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},ro=[...new Set(
Object.values(he).flatMap(e=>e.keyEnv))],oo=["ANTHROPIC_AUTH_TOKEN","ANTHROPIC_FOUNDRY_API_KEY","AWS_SECRET_ACCESS_KEY",
"AWS_SESSION_TOKEN","AWS_BEARER_TOKEN_BEDROCK","AZURE_OPENAI_API_KEY"];function ya(e){return[...ro,...oo].map(t=>e[t]).filter(
t=>!!t)}var io=A().check(In(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,{message:"must be a model name: letters, digits and \
. _ : / @ -, at most 128 characters"})),ao=pe({model:Y(io)}),ds="--prompt=",gs=128*1024-1-ds.length,lo=128*1024,cs=lo-`${U.
args}=`.length-1;function wa(e){let t=e[U.args];if(t===void 0)return;let n=kn(t);if(!(n<=cs))throw new w("agent-args-too\
-long",`is ${n} bytes, over the ${cs} bytes one environment variable of that name can hold on Linux (128 KiB with its na\
me, MAX_ARG_STRLEN), so the agent CLI cannot start ("Argument list too long"): move long text into a file the CLI reads \
(a system prompt or settings file) and pass only its path, or put it in the prompt`,{where:`${U.args} (the reusable work\
flow's ${qe.agentArgs} input)`})}var lt=`"\${${Ie.handoffPath}%/*}"`,Fe=`"$${Ie.promptPath}"`,Dt=e=>`\${${U.model}:+${e}\
 "$${U.model}"}`,ut=["agent_args=()",`if [ -n "\${${U.args}:-}" ]; then`,"  while IFS= read -r arg; do",'    arg="${arg#\
"${arg%%[![:space:]]*}"}"','    arg="${arg%"${arg##*[![:space:]]}"}"','    if [ -n "$arg" ]; then agent_args+=("$arg"); \
fi',`  done <<< "$${U.args}"`,"fi"],ct='${agent_args[@]+"${agent_args[@]}"}';function ms(e){let{cli:t,npmPackage:n}=he[e];
return`the ${t} CLI is not installed (no ${t} on PATH): install its npm package, npm install --global ${n}@<version> (ba\
ton-stage.yml installs it at agent-version)`}var ft="baton: ",hs=e=>`the prompt is ${e} bytes; copilot takes it as one a\
rgument, at most ${gs} bytes: shorten it (max-prompt-tokens) or use another agent`;function uo(e,t){if(t===ms(e))return!0;
let n=/^the prompt is (\d{1,20}) bytes;/.exec(t)?.[1];return e==="copilot"&&n!==void 0&&t===hs(n)}function pt(e){let{cli:t}=he[e];
return[`if ! command -v ${t} >/dev/null 2>&1; then`,`  echo "${ft}${ms(e)}" >&2`,"  exit 127","fi"]}function ps(e,t,n=""){
return[`if [ -z "\${${t}:-}" ] && [ -n "\${${e}:-}" ]${n}; then`,`  export ${t}="$${e}"`,"fi"]}var co={claude:[...pt("cl\
aude"),'if [ "$EUID" -eq 0 ]; then',"  export IS_SANDBOX=1","fi",...ut,"exec claude -p \\","  --output-format stream-jso\
n --verbose \\","  --permission-mode bypassPermissions \\",`  --add-dir ${lt} \\`,`  ${Dt("--model")} \\`,`  ${ct} \\`,`\
  < ${Fe}`].join(`
`),codex:[...pt("codex"),...ps("OPENAI_API_KEY","CODEX_API_KEY"),...ut,"exec codex exec \\","  --json \\","  --sandbox w\
orkspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${lt} \\`,`  ${Dt("--model")} \\`,`  ${ct} \\`,`  - < ${Fe}`].
join(`
`),gemini:[...pt("gemini"),'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',...ps("GOOGLE_API_K\
EY","GEMINI_API_KEY",' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),...ut,"exec gemini \\","  --output-format json \
\\","  --approval-mode yolo \\",`  --include-directories ${lt} \\`,`  ${Dt("--model")} \\`,`  ${ct} \\`,"  -p 'Carry out\
 the task above.' \\",`  < ${Fe}`].join(`
`),copilot:[...pt("copilot"),`prompt_bytes=$(wc -c < ${Fe})`,`if [ "$prompt_bytes" -gt ${gs} ]; then`,`  echo "${ft}${hs(
"$prompt_bytes")}" >&2`,"  exit 2","fi",...ut,"exec copilot \\",`  ${ds}"$(cat ${Fe})" \\`,"  --output-format=json \\","\
  --allow-all-tools \\","  --no-ask-user \\",`  --add-dir=${lt} \\`,`  \${${U.model}:+--model="$${U.model}"} \\`,`  ${ct}`].
join(`
`)};function Gt(e,t=`input ${u.agent}`){let n=Pe.safeParse(e);if(n.success)return n.data;throw new w("agent-preset-unkno\
wn",`"${e}" is not an agent preset; use one of ${te.join(", ")}, or give the command in \`run\``,{where:t})}function ka(e,t={}){
let n=Gt(e),s=ao.safeParse(t);if(!s.success){let o=s.error.issues[0];throw new w("agent-preset-options",`agent ${n}: ${o?.
path.join(".")||"options"} ${o?.message}`,{where:`agent ${n}`})}let r={};return s.data.model!==void 0&&(r[U.model]=s.data.
model),{script:co[n],env:r}}function Ht(e,t){let n=Gt(e),s=[];switch(n){case"claude":return{...xs(me(t),s),problems:s};case"\
codex":return{...go(t,s),problems:s};case"gemini":return{...bo(t,s),problems:s};case"copilot":return{...yo(t,s),problems:s}}}
function xa(e,t){let n=Pe.safeParse(e);if(!n.success)throw new w("agent-preset-unknown",`"${e}" is not an agent preset; \
use one of ${te.join(", ")}: the one whose CLI wrote the \`${u.agentOutput}\` file`,{where:`input ${u.agent}`});if(n.data!==
"claude")return Ht(n.data,t);let s=[],r=me(t),o=r.some(Ue)?r:ws(t);return{...xs(o,s),problems:s}}function $a(e,t){return Ht(
e,t).usage}function Sa(e,t){return Ht(e,t).finalText}function Pa(e,t){let n=Gt(e),s=po(n,t);if(s!==null&&s.trim()!=="")return{
source:"cli",text:s};let r=t.split(`
`);for(let o=r.length-1;o>=0;o--){let i=r[o].trimEnd(),a=i.slice(ft.length);if(i.startsWith(ft)&&uo(n,a))return{source:"\
script",text:a}}return null}function po(e,t){switch(e){case"claude":{let n=ge(me(t),Ue);return n&&bs(n)?ys(n):null}case"\
codex":{let n=me(t),s=ge(n,o=>o.type==="turn.failed"&&L(o.error)),r=L(s?.error)?s.error.message:ge(n,o=>o.type==="error")?.
message;return typeof r=="string"?r:null}case"gemini":{let n=$s(t)?.error;return L(n)&&typeof n.message=="string"?n.message:
null}case"copilot":{let n=ge(me(t),s=>s.type==="session.error")?.data;return L(n)&&typeof n.message=="string"?n.message:
null}}}function bs(e){return e.is_error===!0||typeof e.subtype=="string"&&e.subtype.startsWith("error")}function ys(e){if(typeof e.
result=="string"&&e.result.trim()!=="")return e.result;let t=Array.isArray(e.errors)?e.errors.filter(n=>typeof n=="strin\
g"):[];return t.length>0?t.join("; "):typeof e.subtype=="string"?e.subtype:null}function Oa(e,t){if(e!=="claude")return null;
let n=me(t),s=ge(n.some(Ue)?n:ws(t),Ue);if(!s||!bs(s))return null;let r=typeof s.subtype=="string"&&/^[a-z_]{1,64}$/.test(
s.subtype)?s.subtype:null;return{text:ys(s)??"",subtype:r}}function ja(e={}){return["## Handing off","",`When you are do\
ne, write your handoff as one JSON object to ${e.handoffPath?`\`${e.handoffPath}\` (also in the environment variable \`${Ie.
handoffPath}\`)`:`the path in the environment variable \`${Ie.handoffPath}\``}:`,"","```json",`{"version": ${$n}, "statu\
s": "success", "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": {"key": \
"value"}}`,"```","",`- \`summary\` is required (at most ${we.summaryBytes} bytes); \`status\` is one of success, partial, \
blocked, failure.`,'- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage id>", "\
reason": "\u2026"}` to hand off to a specific stage.',`- If you cannot write files, print the same JSON as the last thin\
g you say, between a line \`${Nt.start}\` and a line \`${Nt.end}\`.`,...e.dataSchema===void 0?[]:["- This stage's `data`\
 must follow the JSON Schema below (every value a string; a pattern is an ECMAScript regular expression; lengths are in \
UTF-8 bytes), or the handoff is refused:","",Cn(Ln(e.dataSchema),"json")]].join(`
`)}function L(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function me(e){let t=[];for(let n of e.split(`
`)){let s=n.trim();if(s.startsWith("{"))try{let r=JSON.parse(s);L(r)&&t.push(r)}catch{}}return t}function ws(e){let t=e.
trim();if(t.startsWith("[")&&t.endsWith("]"))try{let o=JSON.parse(t);if(Array.isArray(o))return o.filter(L)}catch{}let n=[],
s=e.split(`
`),r=-1;for(let o=0;o<s.length;o++){let i=s[o].replace(/\r$/,"");if(i==="  {")r=o;else if(r!==-1&&(i==="  }"||i==="  },")){
try{let a=JSON.parse(`${s.slice(r,o).join(`
`)}
}`);L(a)&&n.push(a)}catch{}r=-1}}return n}function ge(e,t){for(let n=e.length-1;n>=0;n--){let s=e[n];if(t(s))return s}}var z=(e,t)=>({
key:t,value:e[t]});function ks(e){return typeof e=="number"||typeof e=="boolean"?String(e):typeof e=="string"?"a string":
Array.isArray(e)?"a list":"an object"}function Vt(e,t){return{code:Ke.usageRefused,severity:"warning",path:`agent.usage.${e}`,
message:`${t}; ${e} is not recorded`}}function Se(e,t,n,s){let r;for(let{key:o,value:i}of n)if(i!=null){if(typeof i!="nu\
mber"||!Number.isSafeInteger(i)||i<0){s.push(Vt(t,`${e} reported ${ks(i)} as ${o}, which is not a whole number from 0 to\
 ${Number.MAX_SAFE_INTEGER}`));return}if(r=(r??0)+i,!Number.isSafeInteger(r)){s.push(Vt(t,`the ${t} ${e} reported add up\
 to more than ${Number.MAX_SAFE_INTEGER}`));return}}return r}function fo(e,{key:t,value:n},s){if(n!=null){if(typeof n=="\
number"&&Number.isFinite(n)&&n>=0&&n<=we.usageCostUsd)return n;s.push(Vt("cost_usd",`${e} reported ${ks(n)} as ${t}, whi\
ch is not an amount from 0 to ${we.usageCostUsd} USD`))}}function dt(e){let t={};return e.input!==void 0&&(t.input_tokens=
e.input),e.output!==void 0&&(t.output_tokens=e.output),e.cost!==void 0&&(t.cost_usd=e.cost),Object.keys(t).length===0?null:
t}function xs(e,t){let n=ge(e,Ue);if(!n)return{finalText:null,usage:null};let s=L(n.modelUsage)?Object.values(n.modelUsage).
filter(L):[],r=L(n.usage)?n.usage:{},[o,i]=s.length>0?[s.flatMap(a=>[z(a,"inputTokens"),z(a,"cacheCreationInputTokens"),
z(a,"cacheReadInputTokens")]),s.map(a=>z(a,"outputTokens"))]:[[z(r,"input_tokens"),z(r,"cache_creation_input_tokens"),z(
r,"cache_read_input_tokens")],[z(r,"output_tokens")]];return{finalText:typeof n.result=="string"?n.result:null,usage:dt(
{input:Se("claude","input_tokens",o,t),output:Se("claude","output_tokens",i,t),cost:fo("claude",z(n,"total_cost_usd"),t)})}}
function Ue(e){return e.type==="result"}function go(e,t){let n=me(e),r=ge(n,a=>a.type==="item.completed"&&mo(a.item))?.item?.
text,o=n.filter(a=>a.type==="turn.completed"&&L(a.usage)),i=a=>o.map(l=>z(l.usage,a));return{finalText:typeof r=="string"?
r:null,usage:dt({input:Se("codex","input_tokens",i("input_tokens"),t),output:Se("codex","output_tokens",i("output_tokens"),
t)})}}function mo(e){return L(e)&&(e.type==="agent_message"||e.item_type==="assistant_message")}var ho=4;function $s(e){
let t=e.length;for(let n=0;n<ho&&t>0;n++){let s=e.lastIndexOf(`
{`,t-1),r=s===-1?0:s+1;if(e[r]!=="{")return null;try{let o=JSON.parse(e.slice(r));if(L(o)&&("response"in o||"stats"in o||
"error"in o))return o}catch{}if(s===-1)return null;t=s}return null}function bo(e,t){let n=$s(e),s=n?.stats,o=(L(s)&&L(s.
models)?Object.values(s.models):[]).map(i=>L(i)&&L(i.tokens)?i.tokens:{});return{finalText:typeof n?.response=="string"?
n.response:null,usage:dt({input:Se("gemini","input_tokens",o.map(i=>z(i,"prompt")),t),output:Se("gemini","output_tokens",
o.flatMap(i=>[z(i,"candidates"),z(i,"thoughts")]),t)})}}function yo(e,t){let n=me(e),s=ge(n,o=>o.type==="assistant.messa\
ge")?.data?.content,r=n.filter(o=>o.type==="assistant.message"&&L(o.data));return{finalText:typeof s=="string"?s:null,usage:dt(
{output:Se("copilot","output_tokens",r.map(o=>z(o.data,"outputTokens")),t)})}}var Kt=["actions","artifact-metadata","attestations","checks","contents","deployments","discussions","issues","packages",
"pages","pull-requests","repository-projects","statuses","security-events","id-token","models","vulnerability-alerts"],wo=new Set(
["models","vulnerability-alerts"]),Ss={none:0,read:1,write:2};function gt(e){if(e===null)return null;let t=new Map,n=(s,r)=>t.
set(s,wo.has(s)&&r==="write"?"read":r);if(e.kind==="literal"){let s=e.value==="write-all"?"write":e.value==="read-all"?"\
read":null;if(s===null)return null;for(let r of Kt)n(r,s);return t}if(e.kind!=="mapping")return null;for(let s of Kt)t.set(
s,"none");for(let s of e.entries){if(s.value.kind!=="literal")return null;let r=String(s.value.value);if(r!=="none"&&r!==
"read"&&r!=="write")return null;n(s.key,r)}return t}function Ps(e,t){let n=Kt.filter(r=>Ss[e.get(r)??"none"]>Ss[t.get(r)??
"none"]);if(n.length===0)return null;let s=r=>n.map(o=>`${o}: ${r.get(o)??"none"}`).join(", ");return`requesting '${s(e)}\
', but is only allowed '${s(t)}'`}function Os(e,t,n){let s=gt(e.permissions);if(s!==null)return{levels:s,from:`jobs.${e.
id}.permissions of ${t.fileName}`};let r=gt(t.permissions);return r!==null?{levels:r,from:`the permissions: of ${t.fileName}`}:
n}function ze(e){return e.jobs.some(ie)?{...e,jobs:e.jobs.map(t=>ie(t)?$o(t):t)}:e}var vs=/^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$/,
Ns=te.flatMap(e=>[...he[e].keyEnv]),js="stage",ko=60,xo=["status","next","present","data","sha256","artifact-id"],Bt=[u.
stage,u.prompt,u.promptFile,u.agent,u.run,u.needs,u.handoff,u.onInvalid,u.dataSchema,u.vars,u.verify,u.attempts,u.maxHandoffs,
u.maxPromptTokens,u.redact,u.retentionDays,u.workingDirectory];function $o(e){let t=e.uses,n=t.position,s=e.with,r={};for(let f of Bt){
let d=s[f];d!==void 0&&(r[f]=d)}let o={},i=s.model;i!==void 0&&(o[U.model]=i);let a=s[qe.agentArgs];a!==void 0&&(o[U.args]=
a);let l=s[u.agent];for(let f of te)for(let d of he[f].keyEnv){let m=So(e,d);if(m===null||l===void 0)continue;let g=`(${Es(
l)}) == '${f}' && (${m}) || ''`;o[d]={text:`\${{ ${g} }}`,expression:g,position:n}}let c={index:0,id:js,name:null,if:{expression:"\
success()",text:null,position:null},run:null,uses:{text:Oo(t.text.trim()),position:n},with:r,env:o,shell:null,workingDirectory:null,
continueOnError:!1,timeoutMinutes:null,position:n},p={};for(let f of xo){let d=`steps.${js}.outputs['${f}']`;p[f]={text:`\
\${{ ${d} }}`,expression:d,position:n}}return{...e,env:{},outputs:p,timeoutMinutes:Po(s["timeout-minutes"],n),defaults:null,
steps:[c],stageWorkflow:!0}}function So(e,t){if(e.secrets==="inherit")return`secrets.${t}`;let n=e.secrets[t];return n===
void 0?null:Es(n)}function Es(e){return e.expression??`'${e.text.replaceAll("'","''")}'`}function Po(e,t){if(e===void 0)
return{kind:"literal",value:ko,position:t};if(e.expression!==null)return{kind:"expression",expression:e.expression,text:e.
text,position:e.position};let n=e.text.trim(),s=n===""?Number.NaN:Number(n);return{kind:"literal",value:Number.isFinite(
s)?s:n,position:e.position}}function Oo(e){if(e.startsWith("./"))return"./";let t=e.indexOf("@"),[n="",s=""]=e.slice(0,t).
split("/");return`${n}/${s}${e.slice(t)}`}function As(e,t){return ie(t)&&!e.jobs.some(n=>n.id===jn)}function Rs(e,t){let n=i=>i===
void 0?[]:i.expression!==null?null:i.text.split(/[\s,]+/).filter(Boolean),s=n(e);if(s===null)return null;let r=new Set,o=[
...s];for(let i=o.pop();i!==void 0;i=o.pop()){if(r.has(i))continue;r.add(i);let a=t(i);if(a===void 0)continue;let l=a.callsStageWorkflow?
n(a.needsInput):a.upstreamStages;if(l===null)return null;o.push(...l)}return r}function Is(e,t,n,s){return`${e}: on GitH\
ub, a stage run by baton's stage workflow reads only the stages its needs input names and those they read; add ${t} to w\
ith.needs of job '${n}' (now: ${s?.text.trim()||"none"})`}var qt=10,mt=".github/workflows/";function _s(e){let t=e.trim();if(!t.startsWith("./"))return null;let n=[];for(let s of t.
slice(2).split("/"))s===""||s==="."||(s===".."?n.pop():n.push(s));return n.join("/")}function Ms(e){return e.replaceAll(
"/","-")}function T(e){return e.slice(e.lastIndexOf("/")+1)}function Yt(e,t){return e.flatMap(n=>[n,...Yt(t(n)?.jobs??[],
t)])}function Ts(e,t,n,s){let r=[],o=new Set([e.fileName]),i=(a,l,c,p,f)=>{let d=as(a),m=new Set(a.jobs.map(g=>g.id));for(let g of Ut(
a)){let k=`${l}${g.id}`,b={id:k,job:g,workflow:a,calledBy:c,needs:g.needs.filter(I=>m.has(I.id)).map(I=>`${l}${I.id}`),upstream:(d.
get(g.id)??[]).map(I=>`${l}${I}`),call:null,skip:null};if(r.push(b),g.uses===null||g.stageWorkflow===!0)continue;let S=g.
uses.text.trim(),O=_s(S),x=I=>s.push({code:$.workflowCallInvalid,severity:"error",path:J(a.fileName,g.uses?.position??g.
position),message:`jobs.${g.id}: ${I}`});if(O===null){b.skip=`${S}: reusable workflows of other repositories do not run \
locally`;continue}if(!O.startsWith(mt)||O.slice(mt.length).includes("/")){x(`uses: ${S}: a reusable workflow of this rep\
ository must be a file of ${mt} (./${mt}<file>.yml), as GitHub requires`);continue}let H=p.indexOf(O);if(H>=0){x(`uses: ${S}\
: calls form a cycle: ${[...p.slice(H),O].join(" \u2192 ")}`);continue}if(p.length>=qt){x(`uses: ${S}: too deep: ${[...p,
O].join(" \u2192 ")}; GitHub connects at most ${qt} levels of workflows (the caller and ${qt-1} called ones)`);continue}
let R=t.get(O);if(R===void 0||"unreadable"in R){x(`uses: ${S}: ${R?.unreadable??"the workflow was not read"}`);continue}
if(o.has(R.fileName)||(o.add(R.fileName),s.push(...R.problems)),R.call===void 0){Object.keys(R.on).length===0&&R.problems.
some(ae=>ae.severity==="error")||x(`uses: ${S}: ${O} is not a reusable workflow: its on: has no workflow_call, and GitHu\
b calls only a workflow whose on: has workflow_call`);continue}vo(a,g,O,R.call,n,s);let X=Os(g,a,f);jo(R,S,X,s);let W=ze(
R);b.call={path:O,workflow:W,jobs:[]};let D=r.length;i(W,`${k}/`,k,[...p,O],X),b.call.jobs=r.slice(D).filter(I=>I.calledBy===
k).map(I=>I.id)}};return i(e,"",null,[_s(`./${e.fileName}`)??e.fileName],null),r}function jo(e,t,n,s){if(n===null)return;
let r=(o,i)=>{let a=gt(o),l=a===null?null:Ps(a,n.levels);if(o===null||l===null)return;let c=J(e.fileName,o.position),p=`${i}\
 is ${l} by ${n.from}, which calls it (uses: ${t}); GitHub refuses the call. Ask for no more than the caller allows, or \
give the calling job the permissions`;s.some(f=>f.path===c&&f.message===p)||s.push({code:$.workflowCallInvalid,severity:"\
error",path:c,message:p})};r(e.permissions,"the workflow");for(let o of e.jobs)r(o.permissions,`the nested job '${o.id}'`)}
function vo(e,t,n,s,r,o){let i=f=>J(e.fileName,f??t.uses?.position??t.position),a=(f,d)=>o.push({code:$.workflowCallInvalid,
severity:"error",path:f,message:`jobs.${t.id}: ${d}`}),l=Object.keys(s.inputs);for(let[f,d]of Object.entries(t.with)){let m=Cs(
s,f);if(m===void 0){a(i(d.keyPosition??d.position),`with.${f}: ${n} declares no such input (on.workflow_call.inputs)${fe(
f,l)}; its inputs: ${l.join(", ")||"(none)"}`);continue}let g=Xt(m,f,d,n);g!==null&&a(i(d.position),g)}for(let f of Object.
values(s.inputs))!f.required||Js(t.with,f.name)!==void 0||a(i(t.uses?.position),`input '${f.name}' is required by ${n} (\
on.workflow_call.inputs.${f.name}); give it in with:${f.default===null?"":" (GitHub requires it of every call, its defau\
lt notwithstanding)"}`);let c=Object.keys(s.secrets);if(t.secrets==="inherit"){if(r===null)return;let f=new Set(r.names.
map(d=>d.toUpperCase()));for(let[d,m]of Object.entries(s.secrets))!m.required||f.has(d.toUpperCase())||a(i(t.uses?.position),
`secret ${d} is required by ${n} and passed by secrets: inherit, but this run has no ${d}; pass ${r.words.passSecret(d)}\
 (with ${d} set in the environment)`);return}let p=new Set(Object.keys(t.secrets).map(f=>f.toUpperCase()));for(let[f,d]of Object.
entries(t.secrets))c.some(m=>m.toUpperCase()===f.toUpperCase())||a(i(d.keyPosition??d.position),`secrets.${f}: ${n} decl\
ares no such secret (on.workflow_call.secrets)${fe(f,c)}; its secrets: ${c.join(", ")||"(none)"}`);for(let[f,d]of Object.
entries(s.secrets))!d.required||p.has(f.toUpperCase())||a(i(t.uses?.position),`secret ${f} is required by ${n} (on.workf\
low_call.secrets.${f}); pass it in secrets: (or secrets: inherit)`)}function Xt(e,t,n,s){if(n.expression!==null)return null;
try{return Ls(e,Ws(n),s),null}catch(r){if(!(r instanceof w))throw r;return`with.${t}: ${r.message}`}}function Ws(e){switch(e.
literal){case"number":return Number(e.text);case"boolean":return e.text==="true";case"null":return null;default:return e.
text}}function Ls(e,t,n){let s=t==null?"":typeof t=="string"?t:JSON.stringify(t),r=(o,i)=>{let a=t==null?"null":typeof t==
"string"?"a string":typeof t;return new w("input-invalid",`input '${e.name}' of ${n} is a ${o}; got ${JSON.stringify(s)}\
, ${a==="null"?"null":a}, which GitHub refuses ("Unexpected value '${s}'": it converts nothing to a ${o}); write ${i}`)};
switch(e.type){case"boolean":if(typeof t=="boolean")return t;throw r("boolean","true or false unquoted, or an expression\
 whose value is a boolean (${{ x == 'true' }})");case"number":if(typeof t=="number"&&Number.isFinite(t))return t;throw r(
"number","the number unquoted, or an expression whose value is a number (${{ fromJSON(x) }})");default:return t==null?"":
typeof t=="string"?t:String(t)}}function Cs(e,t){let n=t.toLowerCase();return Object.values(e.inputs).find(s=>s.name.toLowerCase()===
n)}function Js(e,t){let n=t.toLowerCase(),s=Object.keys(e).find(r=>r.toLowerCase()===n);return s===void 0?void 0:e[s]}function Fs(e,t,n,s){
let r={};for(let[o,i]of Object.entries(t.with)){let a=Cs(n,o)?.type;r[o]=i.expression===null?Ws(i):a==="number"||a==="bo\
olean"?e.evaluate(i.expression,s(o,i)):e.evaluateString(i.expression,s(o,i))}return r}function Us(e,t,n){let s={};for(let r of Object.
values(e.inputs)){let o=Js(t,r.name);o!==void 0?s[r.name]=Ls(r,o,n):r.default!==null?s[r.name]=r.default:s[r.name]=r.type===
"boolean"?!1:""}return s}function zs(e){return`${e==="stage"?"it is a stage of this job itself":"it is this job itself"}\
: a prompt reads only stages of jobs that finish before it; a retry's previous attempt is {{attempt.previous}}`}function Ds(e,t,n){
if(n===t)return{kind:"self"};let s=m=>{let g=[m];for(let k=e(m)?.calledBy??null;k!==null;k=e(k)?.calledBy??null)g.push(k);
return g},r=s(t),o=s(n),i=m=>e(m)?.calledBy??null,a=t,l=n;e:for(let m of r)for(let g of o)if(i(m)===i(g)){a=m,l=g;break e}
if(a===l)return{kind:"after",text:`job '${n}' is the call that runs this job, and finishes after it`};let c=e(a)?.workflow,
p=a.slice(0,a.length-T(a).length),f=c?it(c,T(l),T(a)):null,d=(m,g)=>m===g?"":` (a job of the call '${m}')`;if(f!==null){
let m=at(f.map(g=>`${p}${g}`));return{kind:"after",text:a===t&&l===n?`job '${n}' runs after this job: ${m}`:`job '${n}'${d(
l,n)} runs after ${a===t?"this job":`the call '${a}' that runs this job`}: ${m}`}}return a===t?{kind:"add",need:T(l),needsOf:`\
jobs.${T(t)}.needs`}:{kind:"outside",text:`a job of a called workflow can need only the jobs of its own file; add '${T(l)}\
' to jobs.${T(a)}.needs, of the call '${a}' that runs this job, to read it`}}function Hs(e,t){let n=Vs(e),s=Vs(t);return(typeof n!=typeof s||n===null||s===null)&&((n===null||typeof n=="boolean")&&(n=
Number(n)),(s===null||typeof s=="boolean")&&(s=Number(s)),typeof n=="number"&&typeof s=="string"?s=Number(s):typeof n=="\
string"&&typeof s=="number"&&(n=Number(n))),typeof n!=typeof s?!1:typeof n=="number"?n===s:typeof n=="string"?Gs(n)===Gs(
s):n===s}function Vs(e){return e===void 0?null:e===null||typeof e=="object"||typeof e=="string"||typeof e=="number"||typeof e==
"boolean"?e:String(e)}function Gs(e){return e.includes("\u0131")?e.split("\u0131").map(t=>t.toUpperCase()).join("\u0131"):
e.toUpperCase()}var Ks=256;function Qt(e){return Object.keys(e).length>0?e:null}function en(e,t,n={}){let s=g=>n.whereOf?.(g)??t;if(e===
null||typeof e!="object"||Array.isArray(e))throw new w("matrix-invalid",`strategy.matrix must be a mapping, got ${Zt(e)}`,
{where:t});let r=[],o=[],i=[];for(let[g,k]of Object.entries(e)){if(g==="include"||g==="exclude"){if(!Array.isArray(k))throw new w(
"matrix-invalid",`strategy.matrix.${g} must be a list of mappings`,{where:s([g])});g==="include"?o=k:i=k;continue}if(!Array.
isArray(k))throw new w("matrix-invalid",`strategy.matrix.${g} must be a list, got ${Zt(k)}`,{where:s([g])});if(k.length===
0)throw new w("matrix-invalid",`strategy.matrix.${g} is an empty list`,{where:s([g])});r.push([g,k])}let a=r.map(([g])=>g),
l=g=>a.some(k=>k.toLowerCase()===g.toLowerCase()),c=i.map((g,k)=>{let b=Bs(g,"exclude",s(["exclude",k])),S=Object.keys(b);
if(S.length===0)throw new w("matrix-invalid","strategy.matrix.exclude: an entry is empty, and GitHub refuses an empty ex\
clude filter; give it the values of the legs to leave out",{where:s(["exclude",k])});let O=S.find(x=>!l(x));if(O!==void 0)
throw new w("matrix-invalid",`strategy.matrix.exclude: key '${O}' does not match any key within the matrix${fe(O,a)}; Gi\
tHub refuses the workflow; matrix keys: ${a.join(", ")||"none"}`,{where:s(["exclude",k,O])});return qs(b)}),p=o.map((g,k)=>{
let b=Bs(g,"include",s(["include",k]));if(Object.keys(b).length===0)throw new w("matrix-invalid","strategy.matrix.includ\
e: an entry is empty, and GitHub refuses an include mapping without values; give it values to add to the legs it matches\
, or the values of a leg of its own",{where:s(["include",k])});let S=Object.fromEntries(Object.entries(b).filter(([x])=>l(
x))),O=Object.fromEntries(Object.entries(b).filter(([x])=>!l(x)));return{filter:S,extra:O,condition:qs(S),matched:!1}}),
f=(g,k)=>g.every(({path:b,value:S})=>Hs(Eo(k,b),S)),d=r.length>0?[{}]:[];for(let[g,k]of r)d=d.flatMap(b=>k.map(S=>({...b,
[g]:S})));let m=[];for(let g of d){if(c.some(b=>f(b,g)))continue;let k={};for(let b of p)f(b.condition,g)&&(b.matched=!0,
k=Ao(k,b.extra));m.push({...g,...k})}for(let g of p)g.matched||m.push({...g.filter,...g.extra});if(m.length===0)throw new w(
"matrix-invalid","strategy.matrix produces no legs (every combination is excluded)",{where:t});if(m.length>Ks)throw new w(
"matrix-invalid",`strategy.matrix produces ${m.length} legs; GitHub allows at most ${Ks} per job`,{where:t});return m}function Ka(e,t){
return en(t,e).map(n=>$e(e,n))}function tn(e,t){let n=e.lastIndexOf("/");return n>=0?`${e.slice(0,n+1)}${tn(e.slice(n+1),
t)}`:$e(e,Object.keys(t).length>0?t:null)}function Ys(e,t,n=new Set([e.toLowerCase()])){return t.map(s=>{let r=tn(e,s),o=r;
if(Object.keys(s).length>0)for(let i=2;n.has(o.toLowerCase());i++)o=`${r}-${i}`;return n.add(o.toLowerCase()),o})}function Xs(e,t,n,s=[],r={}){
let o=new Map;for(let i of t){if(Object.values(i).map(p=>typeof p=="string"?p:JSON.stringify(p)??"").some(p=>Ce(p,s).redactions.
length>0))throw new w("matrix-invalid",`a matrix value of job ${e} holds the value of a secret (or text shaped like a to\
ken); a leg's id is made of its values and names its log and events, which are not redacted`,{where:n});if(r.recordsStages===
!1)continue;let l=tn(e,i),c=o.get(l);if(c!==void 0)throw new w("matrix-invalid",`matrix legs ${JSON.stringify(c)} and ${JSON.
stringify(i)} of job ${e} would both be ${l}: a leg's id keeps only the letters, digits, _ and - of its values, so make \
them differ there`,{where:n});o.set(l,i)}}function Bs(e,t,n){if(e===null||typeof e!="object"||Array.isArray(e))throw new w(
"matrix-invalid",`each strategy.matrix.${t} entry must be a mapping, got ${Zt(e)}`,{where:n});return e}function qs(e){let t=[],
n=Object.entries(e).reverse().map(([s,r])=>({path:[s],value:r}));for(let s=n.pop();s!==void 0;s=n.pop()){let{path:r,value:o}=s;
if(Array.isArray(o))for(let i=o.length-1;i>=0;i--)n.push({path:[...r,i],value:o[i]});else if(o!==null&&typeof o=="object"){
let i=Object.entries(o);for(let a=i.length-1;a>=0;a--){let[l,c]=i[a];n.push({path:[...r,l],value:c})}}else t.push({path:r,
value:No(o)})}return t}function No(e){return typeof e=="number"?Number(e.toPrecision(15)):typeof e=="string"||typeof e==
"boolean"?e:null}function Eo(e,t){let n=e;for(let s of t){if(Array.isArray(n)){let r=Number(s);n=Number.isFinite(r)&&r>=
0?n[Math.floor(r)]:void 0}else if(n!==null&&typeof n=="object"){let r=String(s).toLowerCase(),o=Object.keys(n).find(i=>i.
toLowerCase()===r);n=o===void 0?void 0:n[o]}else return null;if(n===void 0)return null}return n}function Ao(e,t){let n={
...e};for(let[s,r]of Object.entries(t)){let o=Object.keys(n).find(i=>i.toLowerCase()===s.toLowerCase());n[o??s]=r}return n}
function Zt(e){return e===null?"null":Array.isArray(e)?"a list":typeof e=="object"?"a mapping":`${typeof e} ${JSON.stringify(
e)}`}var ht={true:["true","True","TRUE"],false:["false","False","FALSE"]},Ro=[...ht.true,...ht.false].join(", ");function De(e,t,n){
let s=(t??"").trim();if(s==="")return n;if(ht.true.includes(s))return!0;if(ht.false.includes(s))return!1;throw new w("in\
put-invalid",`${JSON.stringify(s)} is not one of ${Ro}`,{where:e})}function Zs(e,t){if(e.expression!==null)return[];let n=[],s=/[^\s,]+/g;for(let r=s.exec(e.text);r!==null;r=s.exec(e.text)){
let o=nn(r[0],t);o!==null&&n.push({offset:r.index,message:`needs: ${o}`})}return n}function nn(e,t){let n=JSON.stringify(
e);if(!ce.test(e))return`${n} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`;if(t.upstreamStages.
includes(e)||t.unknown||sn(e,t)!==void 0)return null;let s=_o(t),r=t.jobs.get(e),o=r?.stages?.includes(e)??!1;if(r!==void 0&&
!o&&t.upstreamJobs.includes(e)){let l=r.stages===null?`${e}-<matrix values>, known when the run expands its matrix`:r.stages.
join(", ");return`${n} is ${r.matrix?"the matrix job":"job"} ${e}, not a stage: name ${r.matrix?"its legs":"its stage"} \
(${l}); upstream stages: ${s}`}let i=r!==void 0&&!o?e:Io(e,t);if(i!==void 0){let l=i===e&&!o,c="a stage needs only stage\
s of jobs that finish before it";if(i===t.job)return`${n} is ${l?"this job":"a stage of this job"} itself: ${c}; upstrea\
m stages: ${s}`;let p=l?`job '${i}'`:`a stage of job '${i}'`,f=t.runsAfter(i);return f!==null?`${n} is ${p}, which runs \
after job '${t.job}' (${at(f)}): ${c}; upstream stages: ${s}`:`${n} is ${p}, which is not upstream of job '${t.job}' (ad\
d '${i}' to jobs.${t.job}.needs); upstream stages: ${s}`}let a=oe(e,t.upstreamStages);return`${n} is not a stage upstrea\
m of job '${t.job}'${a?` (did you mean ${a}?)`:""}; upstream stages: ${s}`}function sn(e,t){let n;for(let s of t.openMatrices)
e.startsWith(`${s}-`)&&s.length>(n?.length??0)&&(n=s);return n}function Io(e,t){let n;for(let[s,r]of t.jobs){if(r.stages?.
includes(e))return s;r.stages===null&&r.matrix&&e.startsWith(`${s}-`)&&s.length>(n?.length??0)&&(n=s)}return n}function _o(e){
let t=[...e.upstreamStages,...e.openMatrices.map(n=>`${n}-*`)];return t.length>0?t.join(", "):"(none)"}var bt={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},Mo=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function Qs(e){return Mo.get(e.toLowerCase())??""}var To="$ErrorActionPreference \
= 'stop'",Wo="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",Lo="bash",nl="bash -e {0}",tr=[
"cmd","powershell"];function Co(e){let t=(e??"").trim().toLowerCase();return tr.find(n=>n===t)??null}function sl(e,t){return`\
shell: ${e} exists only on Windows runners; baton runs this step here, on ${t}, where there is no ${e} (a ${t} runner fa\
ils it too: "${e}: command not found"). Use ${e==="powershell"?"pwsh":"bash (or sh, pwsh, python)"}, or give the step if\
: runner.os == 'Windows' to skip it here`}var Jo=`${Object.keys(bt).join(", ")}, ${tr.join(", ")} (Windows only), or a c\
ommand containing {0} (e.g. "perl {0}")`;function nr(e){Co(e)===null&&sr(e,Jo)}var Fo=`${Object.keys(bt).join(", ")}, or\
 a command containing {0} (e.g. "perl {0}")`;function rn(e){return sr(e,Fo)}function sr(e,t){let n=(e??"").trim()||Lo;if(Object.
hasOwn(bt,n)){let i=bt[n],[a,...l]=er(i.template);return{file:a,args:l,extension:Qs(a)}}if(!n.includes("{0}"))throw new w(
"input-invalid",`${JSON.stringify(n)} is not one of ${t}`,{where:"shell"});let s=er(n),[r,...o]=s;if(r===void 0||r.includes(
"{0}"))throw new w("input-invalid",`${JSON.stringify(n)} must start with a program, then {0} for the script`,{where:"she\
ll"});return{file:r,args:o,extension:Qs(r)}}function rl(e,t){switch(e.file){case"pwsh":case"powershell":return`${To}
${t}
${Wo}`;case"cmd":return`@echo off
${t}`;default:return t.endsWith(`
`)?t:`${t}
`}}function ol(e,t){return e.args.map(n=>n.replaceAll("{0}",t))}function er(e){let t=[],n="",s=!1,r=null;for(let o of e){
if(r){o===r?r=null:n+=o;continue}o==='"'||o==="'"?(r=o,s=!0):/\s/.test(o)?(s&&t.push(n),n="",s=!1):(n+=o,s=!0)}if(r)throw new w(
"input-invalid",`${JSON.stringify(e)} has an unterminated ${r} quote`,{where:"shell"});return s&&t.push(n),t}function rr(e,t){return t(Xn(e))}async function gl(e,t,n){let s=t.problems.map(S=>ir(S,e)),r=zo(t.outcome,e),o=(S,O)=>{let x=or(S,e.redact,O);return s.push(
...x.problems),x.text},i=o(t.prompt,"prompt.md"),a=t.agent?o(t.agent.output,"agent.log"):void 0,l=e.agent?.kind==="comma\
nd"?o(e.agent.command,"agent.command"):null,c=t.verify?{...t.verify,command:o(t.verify.command,"verify.command")}:null,p=t.
agent?.startedAt??t.startedAt,f=t.agent?.finishedAt??t.finishedAt,d=t.outcome.reason!=="completed",m=Uo(t.usage,s),g=S=>n.
workspace.sha256(S),k={schema:xn.record,stage:e.stage,job:e.job,matrix:e.matrix,attempt:t.attempt,repair:t.repair,hop:t.
hop,run:e.run,agent:{command:l,preset:e.agent?.kind==="preset"?e.agent.preset:null,exit_code:t.agent?.exitCode??null,started_at:p.
toISOString(),finished_at:f.toISOString(),duration_ms:Math.max(0,f.getTime()-p.getTime()),usage:m},verify:c,status:d?"fa\
ilure":t.handoff?.status??"success",outcome:{reason:r.reason,message:r.message},present:t.handoff!==null,digests:{handoff:t.
handoff?rr(t.handoff,g):null,prompt:g(i)},lineage:t.lineage,...t.parent?{parent:t.parent}:{},problems:s},b=await n.store.
put({record:k,prompt:i,handoff:t.handoff,...a===void 0?{}:{log:a},...t.files&&t.files.length>0?{files:t.files}:{}});return{
record:k,ref:b,handoff:t.handoff,logged:a!==void 0,outcome:r}}function Uo(e,t){if(e===null)return null;let n={};for(let[
s,r]of Object.entries(e)){let o=qn.safeParse({[s]:r});if(o.success){n[s]=r;continue}let i=o.error.issues.map(a=>a.message).
join("; ");t.push({code:Ke.usageRefused,severity:"warning",path:`agent.usage.${s}`,message:`the agent\u2019s usage cannot be \
stored (${i}); ${s} is not recorded`})}return Object.keys(n).length===0?null:n}function or(e,t,n){let s=Ce(e,t);return{text:s.
text,problems:s.redactions.length===0?[]:[{code:vn.problemCode,severity:"warning",path:n,message:Fn(s.redactions)}]}}function on(e,t){
return Ce(e,t.redact).text}function ir(e,t){return{...e,path:on(e.path,t),message:on(e.message,t)}}function zo(e,t){if(e.
message===null)return e;let n=on(e.message,t);return"problems"in e?{...e,message:n,problems:e.problems.map(s=>ir(s,t))}:
{...e,message:n}}function yt(e){let t=e.split(/\r?\n/).map(n=>n.trim()).filter(n=>n.length>0);return[...new Set(t)]}function xl(e,t){if(t>=e)return null;let n=`${e} ${e===1?"value":"values"} to redact`,s=t===0?`none of ${e===1?"it":"the\
m"}`:`${t} of them`;return new w("redact-not-given",`prepare was given ${n} and capture was given ${s}: give capture the\
 same ${u.redact} input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the val\
ues it is given; nothing was stored`,{where:u.redact})}var K={attempts:{min:1,max:we.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},Do=We(ke.handoff),Vo=We(ke.onInvalid),Go=Mn("kind",[pe({kind:Xe("command"),command:A().check(Te(1))}),pe({kind:Xe(
"preset"),preset:Pe})]),ar=pe({stage:Ze,job:ee(A()),matrix:Y(Ye(A(),Wt())),open:Y(Xe(!0)),place:Y(Tn(xe(je().check(ve(),
Rn()))))}),Ho=pe({stage:Ze,job:A().check(Te(1)),matrix:ee(Ye(A(),Wt())),template:ee(pe({text:A(),source:A()})),upstream:xe(
ar),expandLineage:Tt(),needs:xe(Ze),handoff:Do,onInvalid:Vo,dataSchema:Y(Wn),agent:ee(Go),shell:A(),workingDirectory:A().
check(Te(1)),verify:ee(A()),attempts:je().check(ve(),_t(K.attempts.min),It(K.attempts.max)),maxHandoffs:je().check(ve(),
_t(K.maxHandoffs.min),It(K.maxHandoffs.max)),parentRun:ee(A().check(Te(1))),maxPromptTokens:ee(je().check(ve(),Mt())),retentionDays:ee(
je().check(ve(),Mt())),inputs:Ye(A(),A()),github:ts,redact:xe(A()),workflowJobs:ee(xe(A())),workflowUnread:Y(A()),madeEvent:Y(
A()),madeEventRun:Y(A()),trustCheckout:Y(Tt()),run:Yn}),an="the stage id holds the value of a secret; a stage id names d\
irectories and artifacts, which are not redacted",ne={bothPrompts:`give either \`${u.prompt}\` or \`${u.promptFile}\`, no\
t both`,noPrompt:`one of \`${u.prompt}\` or \`${u.promptFile}\` is required`,outputWithoutAgent:`is given without \`${u.
agent}\`, here or on its prepare step: name the CLI whose output the file holds (${te.slice(0,-1).join(", ")} or ${te.at(
-1)}), so capture can read its usage`,bothAgents:`give either \`${u.run}\` (a command) or \`${u.agent}\` (a preset), not \
both`,noAgent:`one of \`${u.run}\` (the agent's command) or \`${u.agent}\` (a preset) is required`};function Jl(e,t){let n=[],
s=V=>{let Z=e[V];if(Z===void 0)return null;let G=Z.trim();return G===""?null:G},r=(V,Z)=>n.push({input:V,message:Z}),o=(V,Z,G)=>{
try{return Z()}catch(Q){if(Q instanceof w)return r(Q.where??V,Q.message),G;throw Q}},i=ei(s(u.stage),t,r),a=wt(u.handoff,
s(u.handoff),ke.handoff,"optional",r),l=wt(u.onInvalid,s(u.onInvalid),ke.onInvalid,"fail",r),c=be(u.attempts,s(u.attempts),
K.attempts,1,r),p=be(u.maxHandoffs,s(u.maxHandoffs),K.maxHandoffs,we.defaultMaxHandoffs,r),f=t.parentRun!==void 0?t.parentRun:
Qo(s,r),d=be(u.maxPromptTokens,s(u.maxPromptTokens),K.maxPromptTokens,null,r),m=be(u.retentionDays,s(u.retentionDays),K.
retentionDays,null,r),g=s(u.shell)??"bash";o(u.shell,()=>rn(g),null);let k=ur(u.trustCheckout,s(u.trustCheckout),r),b=s(
u.workingDirectory)??".";b.includes("\0")&&r(u.workingDirectory,"must not contain a NUL character");let S=s(u.verify),O=o(
u.vars,()=>qo(e[u.vars]??"",t),{}),x=o(u.dataSchema,()=>Yo(e[u.dataSchema]??"",t),void 0),H=ti(e,s,t,r),R=ni(s,t,r),{upstream:X,
needs:W,expandLineage:D}=ri(s(u.needs),t,r),I=[...t.secrets??[],...yt(e[u.redact]??"")].filter(V=>V.length>0);if(n.length>
0)throw Zo(n);return{...Ho.parse({stage:i,job:t.job,matrix:t.matrix??null,template:H,upstream:[],expandLineage:D,needs:W,
handoff:a,onInvalid:l,...x===void 0?{}:{dataSchema:x},agent:R,shell:g,workingDirectory:b,verify:S,attempts:c,maxHandoffs:p,
parentRun:f,maxPromptTokens:d,retentionDays:m,inputs:{...t.dispatchInputs??Ko(t.github),...O},github:t.github,redact:[...new Set(
I)],workflowJobs:t.workflowJobs??null,...t.workflowJobs==null&&t.workflowUnread!==void 0?{workflowUnread:t.workflowUnread}:
{},...t.madeEvent===void 0?{}:{madeEvent:t.madeEvent},...t.madeEvent===void 0||t.madeEventRun===void 0?{}:{madeEventRun:t.
madeEventRun},...k?{trustCheckout:k}:{},run:t.run}),upstream:Bo(X)}}function Ko(e){if(e.event_name!=="workflow_dispatch"&&
e.event_name!=="workflow_call")return{};let t=e.event.inputs;return t===null||typeof t!="object"||Array.isArray(t)?{}:Object.
fromEntries(Object.entries(t).filter(([,n])=>["string","number","boolean"].includes(typeof n)).map(([n,s])=>[n,String(s)]))}
function ln(e){return`${JSON.stringify(e)} is not one of ${te.join(", ")}`}function lr(e,t,n,s){let r=[],o=(m,g)=>r.push(
{input:m,message:g}),i=(m,g)=>{try{g()}catch(k){if(!(k instanceof w))throw k;o(k.where??m,k.message)}},a=m=>e.get(m)?.trim()||
null,l=m=>e.get(m)===null||a(m)!==null;wt(u.handoff,a(u.handoff),ke.handoff,"optional",o),wt(u.onInvalid,a(u.onInvalid),
ke.onInvalid,"fail",o),be(u.attempts,a(u.attempts),K.attempts,null,o),be(u.maxHandoffs,a(u.maxHandoffs),K.maxHandoffs,null,
o),be(u.maxPromptTokens,a(u.maxPromptTokens),K.maxPromptTokens,null,o),be(u.retentionDays,a(u.retentionDays),K.retentionDays,
null,o),ur(u.trustCheckout,a(u.trustCheckout),o);let c=a(u.agent);c!==null&&!Pe.safeParse(c).success&&o(u.agent,ln(c));let p=a(
u.shell);p!==null&&i(u.shell,()=>rn(p));let f=e.get(u.vars);t!=="capture"&&n!==void 0&&typeof f=="string"&&i(u.vars,()=>n(
f));let d=e.get(u.dataSchema);return t!=="prepare"&&s!==void 0&&typeof d=="string"&&d.trim()!==""&&i(u.dataSchema,()=>s(
d)),t!=="capture"&&(l(u.prompt)&&l(u.promptFile)?o(u.prompt,ne.bothPrompts):!l(u.prompt)&&!l(u.promptFile)&&o(u.prompt,ne.
noPrompt)),t==="stage"&&(l(u.run)&&l(u.agent)?o(u.run,ne.bothAgents):!l(u.run)&&!l(u.agent)&&o(u.run,ne.noAgent)),r}function Bo(e){return e.every(Xo)?e:xe(ar).parse(e)}function qo(e,t){if(t.mode==="capture"||e.trim()==="")return{};if(t.
parseVars===void 0)throw new vt("stageSpecFromInputs: a vars input needs ctx.parseVars");return t.parseVars(e)}function Yo(e,t){
if(!(t.mode==="prepare"||e.trim()==="")){if(t.parseDataSchema===void 0)throw new vt("stageSpecFromInputs: a data-schema \
input needs ctx.parseDataSchema");return t.parseDataSchema(e)}}function Xo(e){let t=Object.keys(e),{matrix:n,place:s}=e;
return t.length===2+(n===void 0?0:1)+(e.open===!0?1:0)+(s===void 0?0:1)&&(s===void 0||Array.isArray(s)&&s.every(r=>Number.
isInteger(r)&&r>=0))&&t.includes("stage")&&t.includes("job")&&typeof e.stage=="string"&&ce.test(e.stage)&&(e.job===null||
typeof e.job=="string")&&(n===void 0||typeof n=="object"&&n!==null&&!Array.isArray(n)&&Object.getPrototypeOf(n)===Object.
prototype)}function Zo(e){let[t]=e;return e.length===1&&t?new w("input-invalid",t.message,{where:t.input}):new w("input-\
invalid",`${e.length} inputs are invalid`,{details:e.map(n=>`${n.input}: ${n.message}`)})}function wt(e,t,n,s,r){return t===
null?s:n.includes(t)?t:(r(e,`${JSON.stringify(t)} is not one of ${n.join(", ")}`),s)}function ur(e,t,n){try{return De(e,
t,!1)}catch(s){if(!(s instanceof w))throw s;return n(e,s.message),!1}}function Qo(e,t){let n=e(u.parentRun);return n===null?
null:es.test(n)?n:(t(u.parentRun,`${JSON.stringify(n)} is not a workflow run id (a positive whole number, such as \${{ gi\
thub.run_id }} of the run that started this one)`),null)}function be(e,t,n,s,r){if(t===null)return s;let o=/^\d{1,9}$/.test(
t)?Number(t):Number.NaN;return!Number.isInteger(o)||o<n.min||o>n.max?(r(e,`${JSON.stringify(t)} is not a whole number fr\
om ${n.min} to ${n.max}`),s):o}function ei(e,t,n){let s=t.secrets??[];if((e!==null?[e]:Object.values(t.matrix??{}).map(o=>typeof o==
"string"?o:JSON.stringify(o)??"")).some(o=>et(o,s)))return n(u.stage,`${an}, so ${e===null?`give one in the \`${u.stage}\
\` input`:"choose one without it"}`),"invalid";if(e!==null&&!ce.test(e))return n(u.stage,`${JSON.stringify(e)} is not a \
stage id: a letter or _ then up to 99 letters, digits, _ or -`),"invalid";try{let o=e??$e(t.stageJob??t.job,t.matrix??null);
return Kn(o,1),o}catch(o){if(o instanceof w){let i=e===null?`; give the stage id in the \`${u.stage}\` input`:"";return n(
u.stage,`${o.message}${i}`),"invalid"}throw o}}function ti(e,t,n,s){let r=e[u.prompt]?.trim()?e[u.prompt]:null,o=t(u.promptFile);
if(r!==null&&o!==null)return s(u.prompt,ne.bothPrompts),null;if(r!==null)return{text:r,source:n.promptSource??`jobs.${n.
job} ${u.prompt}`};if(o!==null){if(!n.readFile)return s(u.promptFile,"cannot be read here (no file reader was given)"),null;
try{return{text:n.readFile(o),source:o}}catch(i){let a=i instanceof Error?i.message:String(i);return s(u.promptFile,`can\
not read ${JSON.stringify(o)}: ${a}`),null}}return n.mode!=="capture"&&s(u.prompt,ne.noPrompt+cr([u.prompt,u.promptFile],
n)),null}function cr(e,t){let n=[];for(let s of t.unreadInputs??[]){let r=oe(s.replaceAll("_","-"),e);r!==void 0&&n.push(
`the step was given \`${s}\`, which is not an input of this action: did you mean \`${r}\`?`)}return n.map(s=>`; ${s}`).join(
"")}function ni(e,t,n){let s=e(u.run),r=e(u.agent);if(t.mode==="capture")return si(r,e(u.agentOutput),n);if(t.mode==="pr\
epare"&&r===null)return null;if(s!==null&&r!==null)return n(u.run,ne.bothAgents),null;if(r!==null){let o=Pe.safeParse(r);
return o.success?{kind:"preset",preset:o.data}:(n(u.agent,ln(r)),null)}return s!==null?{kind:"command",command:s}:(n(u.run,
ne.noAgent+cr([u.run,u.agent],t)),null)}function si(e,t,n){if(t?.includes("\0")&&n(u.agentOutput,"must not contain a NUL\
 character"),e===null)return null;let s=Pe.safeParse(e);return s.success?{kind:"preset",preset:s.data}:(n(u.agent,`${ln(
e)}: name the CLI whose output \`${u.agentOutput}\` holds (claude for claude-code-action's execution_file)`),null)}function Fl(e,t,n){
if(e.agent!==null||n===null)return e;if(t.agent!==void 0)return{...e,agent:{kind:"preset",preset:t.agent}};throw new w("\
input-invalid",ne.outputWithoutAgent,{where:u.agentOutput})}function pr(e,t){let n=(s,r)=>{let o=s?.get(r);return o===null||
o!==void 0&&o.trim()!==""};return!n(e,u.agentOutput)||n(e,u.agent)||n(t,u.agent)?null:{input:u.agentOutput,message:ne.outputWithoutAgent}}
function Ul(e){let t=(e[u.agentOutput]??"").trim();return t===""?null:t}function ri(e,t,n){let s=[];for(let r of(e??"").
split(/[\s,]+/).filter(Boolean))ce.test(r)?s.includes(r)||s.push(r):n(u.needs,`${JSON.stringify(r)} is not a stage id: a\
 letter or _ then up to 99 letters, digits, _ or -`);return{...oi(s,t.job,t.upstream,n,t.needsFacts),needs:s}}function oi(e,t,n,s,r){
if(n===void 0)return{upstream:e.map(a=>({stage:a,job:null})),expandLineage:!0};let o=n.map(a=>a.stage),i=[];for(let a of e)
if(r!==void 0){let l=nn(a,r);l!==null&&s(u.needs,l);let c=l===null&&!o.includes(a)?sn(a,r):void 0;c!==void 0&&i.push({stage:a,
job:c,open:!0})}else o.includes(a)||s(u.needs,`${JSON.stringify(a)} is not upstream of job ${t}; upstream stages: ${o.join(
", ")||"(none)"}`);return{upstream:i.length>0?[...n,...i]:n,expandLineage:!1}}var fr=yn(Jn(),1);function kt(e){if(e.trim()==="")return{};let t;try{t=(0,fr.parse)(e,{uniqueKeys:!0,maxAliasCount:100})}catch(s){let r=s instanceof
Error?s.message.split(`
`)[0]:String(s);throw new w("input-invalid",`is not valid YAML or JSON: ${r}`,{where:u.vars})}if(t==null)return{};if(typeof t!=
"object"||Array.isArray(t))throw new w("input-invalid","must be a map of names to values (YAML or JSON)",{where:u.vars});
let n={};for(let[s,r]of Object.entries(t)){if(!Sn.test(s)||Et.includes(s))throw new w("input-invalid",`key ${JSON.stringify(
s)} must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ and not be ${Et.join(", ")}`,{where:u.vars});if(r===null)n[s]="";else if(typeof r==
"string"||typeof r=="number"||typeof r=="boolean")n[s]=String(r);else throw new w("input-invalid",`${s} must be a string\
, number or boolean, not a nested value`,{where:u.vars})}return n}function Yl(e,t={}){try{return ss(e).references}catch(n){throw n instanceof Je?ns(n,e,t.source??"template"):n}}function Xl(e,t){
let n=t.source??"template",{analysis:s,problems:r}=nt(e),o=l=>(l.kind==="stage"?t.stages:t.jobs).includes(l.stage),a=r.filter(
l=>l.ifUpstream===void 0||o(l.ifUpstream)).map(l=>({code:l.code,severity:"error",path:`${n}:${l.line}:${l.column}`,message:[
l.message,...l.details].join("; "),line:l.line,column:l.column}));for(let l of s?.references??[]){if(o(l))continue;let c=l.
kind==="stage"?t.stages:t.jobs,p=l.kind==="stage"?"stage":"job";a.push({code:_e.unknownStage,severity:"error",path:`${n}\
:${l.line}:${l.column}`,message:`${l.kind==="stage"?"stages":"jobs"}.${l.stage}: no such upstream ${p}${Le(l.stage,c)}; \
upstream ${p}s: ${c.length>0?c.join(", "):"(none)"}`,line:l.line,column:l.column})}return a.sort((l,c)=>l.line-c.line||l.
column-c.column).map(({line:l,column:c,...p})=>p)}function dr(e,t){let n=[];for(let s of e){let r={line:s.line,column:s.
column};if(s.kind==="input"){let c=t.inputs;if(c===void 0||c.names.includes(s.key))continue;n.push(new Je(_e.missingField,
`${s.path}: no input ${s.key}${Le(s.key,c.names)}`,r,[c.names.length>0?`inputs: ${c.names.join(", ")} (${c.from})`:`the \
inputs of a prompt are ${c.from}, and there are none here`]));continue}if(s.kind==="data"||s.owner===null||t.matrix===void 0)
continue;let o=t.matrix(s.owner);if(o===void 0||o.includes(s.key))continue;let i=t.call?.(s.owner),a="stage"in s.owner?`\
stage ${s.owner.stage}`:`the stages of job ${s.owner.job}`,l="stage"in s.owner?`the job of stage ${s.owner.stage} has no\
 matrix (matrix is null)`:i?.job===s.owner.job?`the jobs that job ${i.job} calls (${i.file}) have no matrix (the matrix \
of its stages is null)`:`job ${s.owner.job} has no matrix (matrix is null)`;n.push(new Je(_e.missingField,o.length===0?`${s.
path}: ${l}, so there is no ${s.key}`:`${s.path}: no key ${s.key} in the matrix of ${a}${Le(s.key,o)}`,r,[...o.length===
0?[]:[`matrix keys: ${o.join(", ")}`],...i?.keys.includes(s.key)?[`${s.key} is a key of the matrix of job ${i.job}, whic\
h calls ${i.file}: a call's matrix reaches the called jobs only through the inputs its with: gives, and their stages rec\
ord their own jobs' matrix; tell its legs apart by their stage ids ({{id}}), made from those inputs (stage: <id>-\${{ inp\
uts.<name> }})`]:[]]))}return n}function gr(e,t){return e.flatMap(n=>{let s=n.kind==="data"?ii(n,t):null;return s===null?
[]:[s]})}function ii(e,t){if(e.owner===null||t.data===void 0)return null;let n=t.data(e.owner);if(n===void 0||n.keys.includes(
e.key))return null;let s="stage"in e.owner?`stage ${e.owner.stage}`:`the stages of job ${e.owner.job}`,r=n.keys.length>0?
`its keys: ${n.keys.join(", ")}`:"it declares no keys";return{closed:n.closed,error:new Je(_e.missingField,`${e.path}: n\
o key ${e.key} in the data-schema of ${s}${Le(e.key,n.keys)}`,{line:e.line,column:e.column},[n.closed?`${r} (additionalP\
roperties is false: a handoff with any other key is refused, so no handoff can hold it)`:`${r}; a handoff may hold other\
s (additionalProperties is not false), but none is promised: declare ${e.key} under properties (and in required, if the \
stage must write it)`])}}function mr(e,t){let n=e[t];if(n?.actionMissing!==!0||n.uses===null)return null;let s=n.uses.text.trim(),r=ai(s);if(r===
null)return null;let o=Me[r];if(e.slice(0,t).some(li))return null;let i=o===""?At:`${At}/${o}`;return`uses: ${s} names a\
n action of this repository, and it has none there (no action.yml, action.yaml or Dockerfile in ${o===""?"its root":o}):\
 on GitHub the step fails ("Can't find 'action.yml', 'action.yaml' or 'Dockerfile' under '<workspace>${o===""?"":`/${o}`}\
'. Did you forget to run actions/checkout before running your local action?"). ${s} is baton's ${r} action only in baton\
's own repository; use it from there (uses: ${i}@<full commit sha>), or put an action of this project's own at ${s}`}function ai(e){
let t=e.trim().replace(/^\.(?:\/|$)/,"").replace(/\/+$/,""),n=Object.entries(Me).find(([,s])=>s===t);return n===void 0?null:
n[0]}function li(e){if(e.run!==null)return ui.test(e.run.text);if(e.uses===null)return!1;let n=(e.uses.text.trim().split(
"@")[0]??"").toLowerCase();if(n.startsWith("actions/setup-"))return!1;if(n!=="actions/checkout")return!0;let s=e.with.repository,
r=e.with.path;return s!==void 0&&s.text.trim()!==""||r!==void 0&&!["",".","./"].includes(r.text.trim())}var ui=/\bgit\s+(?:clone|checkout|fetch|pull|init|worktree|sparse-checkout|archive)\b|\bgh\s+repo\s+clone\b|\baction\.ya?ml\b|\bDockerfile\b|\bcurl\b|\bwget\b|\btar\b|\bunzip\b/;var ci=_n({result:tt}),pi=/^[A-Za-z_][A-Za-z0-9_-]*$/,fi=`${tt.options.slice(0,-1).join(", ")} or ${tt.options.at(-1)}`;
function un(e){let t=(e??"").trim();if(t==="")return null;let n;try{n=JSON.parse(t)}catch{throw xt("it is not JSON")}if(n===
null||typeof n!="object"||Array.isArray(n))throw xt("it is JSON, but not an object of jobs");let s=Object.entries(n),r=[];
for(let[o,[i,a]]of s.entries()){let l=`entry ${o+1} of ${s.length}`;if(!pi.test(i))throw xt(`${l} is not named by a job \
id`);let c=ci.safeParse(a);if(!c.success)throw xt(`${l} has no result that is ${fi}`);r.push({job:i,result:c.data.result})}
return r}function xt(e){return new w("input-invalid",`must be the results of the jobs this job needs, as \`${u.needs}: \$\
{{ toJSON(needs) }}\` passes them; ${e}`,{where:u.needs})}function hr(e){if(e.length===0)return null;let t=e.filter(s=>s.
result==="failure").map(s=>s.job),n=e.filter(s=>s.result==="skipped").map(s=>s.job);return t.length>0?{status:"failure",
failedJobs:t,skippedJobs:n}:e.some(s=>s.result==="cancelled")?{status:"cancelled",failedJobs:t,skippedJobs:n}:{status:"s\
uccess",failedJobs:t,skippedJobs:n}}var br=["comment","summary","both"],di=/^[A-Za-z0-9_.-]{1,64}$/;function yr(e){let t=(e[u.mode]??"").trim()||"both";if(!br.
includes(t))throw new w("input-invalid",`must be one of ${br.join(", ")}; got "${t}"`,{where:u.mode});return t}function wr(e){
let t=(e??"").trim()||Zn;if(!di.test(t))throw new w("input-invalid",`must be 1 to 64 letters, digits, '.', '_' or '-' (i\
t names the sticky comment); got "${t}"`,{where:u.key});return t}function kr(e){let t=(e??"").trim();if(t==="")return null;
if(!/^[1-9]\d{0,9}$/.test(t))throw new w("input-invalid",`must be the number of an issue or pull request, like 42; got "${t}\
"`,{where:u.issueNumber});return Number(t)}function cu(e,t){let n=yr(e),s=wr(e[u.key]),r=De(u.includeDetail,e[u.includeDetail],
!1),o=un(e[u.needs]),i=o===null?null:hr(o),a=null;if(n!=="summary"&&(a=kr(e[u.issueNumber])??gi(t.payload),a===null))throw new w(
"issue-number-missing",`there is no issue or pull request to comment on: the triggering event (${t.name||"unknown"}) is \
not about one. Set the issue-number input, or use mode: summary`,{where:u.issueNumber});return{mode:n,key:s,includeDetail:r,
issueNumber:a,run:i}}function xr(e){let t=[],n=(r,o)=>{let i=e.get(r);if(i===null)return null;try{return o(i)}catch(a){if(!(a instanceof
w))throw a;return t.push({input:a.where??r,message:a.message}),null}},s=n(u.mode,r=>yr({[u.mode]:r}));return n(u.key,wr),
n(u.includeDetail,r=>De(u.includeDetail,r,!1)),n(u.needs,un),s!==null&&s!=="summary"&&n(u.issueNumber,kr),t}function gi(e){
let t=Ve(e);if(!t)return null;let n=cn(Ve(t.pull_request)?.number)??cn(Ve(t.issue)?.number);if(n!==null)return n;for(let s of[
"workflow_run","check_run","check_suite"]){let r=Ve(t[s])?.pull_requests;if(Array.isArray(r)&&r.length===1){let o=cn(Ve(
r[0])?.number);if(o!==null)return o}}return null}function Ve(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)?e:null}function cn(e){return typeof e=="number"&&Number.
isInteger(e)&&e>0?e:null}function Sr(e){let t=[];for(let n of e.jobs){if(ie(n)){pn(n.with,Rt,"baton's stage workflow",t),n.secrets!=="inherit"&&pn(
n.secrets,Ns,"baton's stage workflow",t,"secret");continue}for(let s of n.steps){let r=de(s);r.kind==="baton"&&pn(s.with,
Nn[r.action],"baton's action",t)}}return t}function pn(e,t,n,s,r="input"){let o=new Set(t);for(let[i,a]of Object.entries(
e)){if(o.has(i))continue;let l=t.find(c=>c.toLowerCase()===i.toLowerCase())??oe(i,t);s.push({position:a.keyPosition??a.position,
message:`unknown ${r} "${i}" of ${n}; ${l===void 0?`its ${r}s: ${t.join(", ")}`:`did you mean "${l}"?`}`})}}function Pr(e){
let t=[],n=(r,o,i)=>{for(let a of lr($t(r),i,kt,Qe))t.push({position:r[a.input]?.position??o,message:`${a.input}: ${a.message}`})},
s=(r,o)=>{for(let i of xr($t(r)))t.push({position:r[i.input]?.position??o,message:`${i.input}: ${i.message}`})};for(let r of e.
jobs){if(ie(r)&&r.uses){let i=new Set;for(let[c,p]of Object.entries(r.with)){let f=mi(c,p);f!==null&&(i.add(c),t.push({position:p.
position,message:f}))}let a=new Set(Bt);n(Object.fromEntries(Object.entries(r.with).filter(([c])=>a.has(c)&&!i.has(c))),
r.uses.position,"stage");for(let c of En)r.with[c]===void 0&&t.push({position:r.uses.position,message:`${c}: required by\
 baton's stage workflow, and not given (GitHub refuses the call)`});let l=bi(r.with);l&&t.push({position:l.position??r.uses.
position,message:l.message});continue}let o=null;for(let i of r.steps){let a=de(i);if(a.kind==="baton"){if(a.action==="r\
eport"){s(i.with,i.position);continue}if(n(i.with,i.position,a.action),a.action==="prepare"&&(o=i.with),a.action==="capt\
ure"){let l=pr($t(i.with),o===null?null:$t(o));l&&t.push({position:i.with[l.input]?.position??i.position,message:`${l.input}\
: ${l.message}`})}if(a.action==="capture"&&o!==null){let l=hi(o,i.with);l&&t.push({position:i.with[u.redact]?.position??
i.position,message:l}),o=null}}}}return t}function $t(e){return new Map(Object.entries(e).map(([t,n])=>[t,n.expression===
null?n.text:null]))}function mi(e,t){if(!Rt.includes(e))return null;let n=An.includes(e)?"number":"string";return Xt({name:e,
type:n},e,t,"baton's stage workflow")}function hi(e,t){let n=l=>l.expression===null?yt(l.text):null,s=e[u.redact],r=s===
void 0?[]:n(s);if(r?.length===0)return null;let o=t[u.redact],i=o===void 0?[]:n(o);if(i?.length===0)return $r("is given \
none of them");if(r===null||i===null)return null;let a=r.filter(l=>!i.includes(l)).length;return a===0?null:$r(`lacks ${a}\
 of its ${r.length} lines`)}function $r(e){return`${u.redact}: the prepare step before this capture is given values to r\
edact, and this capture ${e}: give capture the same ${u.redact} input as prepare; it redacts only the values it is given\
, and refuses to store the record otherwise`}function bi(e){let t=e[u.agent];if(t===void 0||t.expression===null&&t.text.
trim()==="")return null;let n=e[Be];if(n!==void 0&&n.expression!==null)return null;let s=n?.text.trim()??"";if(vs.test(s))
return null;let r=t.expression===null?he[t.text.trim()]:void 0,o=`pin the ${r?r.npmPackage:"agent CLI's npm package"} ve\
rsion this stage runs`;return{position:n?.position??t.position,message:s===""?`${Be}: required with ${u.agent}, an exact\
 version such as 1.2.3; ${o}`:`${Be}: '${s}' is not an exact version such as 1.2.3; ${o}`}}function Or(e,t,n){let s=e.jobs.flatMap(r=>[r.if,...r.steps.map(o=>o.if)]);for(let r of s)for(let o of t.facts(r.expression).
comparisons)if(o.operator==="=="&&o.path.length===n.length&&o.path.every((i,a)=>i===n[a]))return o.literal}function jr(e){if(fn.has(e))return fn.get(e);let t=yi(e);return fn.set(e,t),t}var fn=new WeakMap;function yi(e){let t=ie(
e)?[e.with]:e.steps.filter(r=>{let o=de(r);return o.kind==="baton"&&(o.action==="stage"||o.action==="capture")}).map(r=>r.
with);if(t.length===0)return;let n=new Set,s=!0;for(let r of t){let o=r[u.dataSchema];if(o===void 0||o.expression!==null||
o.text.trim()==="")return;try{let i=Qe(o.text);for(let a of Object.keys(i.properties))n.add(a);s&&=!i.additionalProperties}catch{
return}}return{keys:[...n],closed:s}}var St=class{#n;#t;#e;#s=new Map;constructor(t){this.#n=t,this.#t=t.split(/\r\n|\r|\n/),this.#e=[0];for(let n=0;n<t.length;n++)
t[n]===`
`&&this.#e.push(n+1)}locate(t,n){let r=this.#r(t)?.[Math.max(0,Math.min(n,t.text.length))];return r===void 0?this.#i(t,n):
this.#o(r)}locateLine(t,n,s){let r=t.text.split(`
`),o=s-1;for(let i=0;i<n-1&&i<r.length;i++)o+=(r[i]?.length??0)+1;return this.locate(t,o)}#r(t){let n=`${t.position.line}\
:${t.position.column}`,s=this.#s.get(n);if(s!==void 0&&(s===null||s.length===t.text.length+1))return s;let r=(this.#e[t.
position.line-1]??Number.NaN)+t.position.column-1,o=Number.isNaN(r)?null:$i(this.#n,r,t.text);return this.#s.set(n,o),o}#o(t){
let n=0,s=this.#e.length-1;for(;n<s;){let r=n+s+1>>1;this.#e[r]<=t?n=r:s=r-1}return{line:n+1,column:t-this.#e[n]+1}}#i(t,n){
let{line:s,column:r}=t.position,o=t.text.slice(0,n),i=o.split(`
`).length-1,a=o.length-(o.lastIndexOf(`
`)+1),l=this.#t[s-1]?.slice(r-1)??"";if(/^[|>]/.test(l)){let p=this.#t.slice(s).find(m=>m.trim()!=="")??"",f=p.length-p.
trimStart().length,d=t.text.startsWith(p.slice(0,f))&&f>0;return{line:s+1+i,column:(d?0:f)+a+1}}let c=/^["']/.test(l)?1:
0;return i===0?{line:s,column:r+c+a}:{line:s+i,column:a+1}}},wi={0:"\0",a:"\x07",b:"\b",t:"	","	":"	",n:`
`,v:"\v",f:"\f",r:"\r",e:"\x1B"," ":" ",'"':'"',"/":"/","\\":"\\",N:"\x85",_:"\xA0",L:"\u2028",P:"\u2029"},ki={x:2,u:4,U:8};
function xi(e,t){let n=e[t+1]??"",s=wi[n];if(s!==void 0)return{text:s,length:2};let r=ki[n];if(r===void 0)return null;let o=e.
slice(t+2,t+2+r);if(!/^[0-9a-fA-F]+$/.test(o)||o.length!==r)return null;let i=Number.parseInt(o,16);return i>1114111?null:
{text:String.fromCodePoint(i),length:2+r}}var dn=e=>e===" "||e==="	",vr=e=>e===`
`||e==="\r";function $i(e,t,n){let s=e[t],r=s==="|"||s===">"?"block":s==='"'?"double":s==="'"?"single":"plain",o=t;if(r===
"block"){let l=e.indexOf(`
`,t);if(l<0)return n===""?[e.length]:null;o=l+1}else r!=="plain"&&(o=t+1);let i=[],a=0;for(;a<n.length;){let l=n[a],c=e[o];
if(c===void 0){if(r==="block"&&/^\n*$/.test(n.slice(a))){for(;i.length<n.length;)i.push(e.length);break}return null}if(r===
"double"&&c==="\\"){if(vr(e[o+1])){for(o+=e[o+1]==="\r"&&e[o+2]===`
`?3:2;dn(e[o]);)o+=1;continue}let p=xi(e,o);if(p===null||!n.startsWith(p.text,a))return null;for(let f=0;f<p.text.length;f++)
i.push(o);a+=p.text.length,o+=p.length;continue}if(r==="double"&&c==='"')return null;if(r==="single"&&c==="'"){if(e[o+1]!==
"'"||l!=="'")return null;i.push(o),a+=1,o+=2;continue}if(c===l){i.push(o),a+=1,o+=1;continue}if(c===`
`&&(l===" "||l===`
`)){if(i.push(o),a+=1,o+=1,r!=="block")for(;dn(e[o]);)o+=1;continue}if(dn(c)||vr(c)){o+=1;continue}return null}return i.
push(o),i}function Nr(e){return typeof e!="number"||!Number.isFinite(e)?null:Math.trunc(e)+0}function gn(e){return typeof e=="stri\
ng"&&e.trim()!==""&&Number.isFinite(Number(e))?`got ${JSON.stringify(e)}, a string, not a number (fromJSON(\u2026) makes a nu\
mber of it, as GitHub requires)`:`got ${JSON.stringify(e)??String(e)}, not a number`}function Er(e,t){let n=Nr(e);if(n===
null)return{problem:`${t} must be a number of minutes, ${gn(e)}`};if(n<1){let s=n===e?"":` (GitHub keeps whole minutes: ${e}\
 is ${n})`;return{problem:`${t} must be a whole number of minutes above 0, got ${e}${s}`}}return{minutes:n}}function Ar(e){
let t=Nr(e);return t===null?null:{minutes:t>0?t:null}}function Rr(e,t,n){let s=e[t]?.uses;if(s==null||s.text.trim().startsWith("./"))return null;let r=i=>`${i.line}:${i.column}`,
o={why:"no step before it checks out this repository",notRun:null};for(let i of e.slice(0,t)){let a=n?.(i.index);if(i.run!==
null){if(a!=="skipped"&&Si.test(i.run.text))return null;continue}if(i.uses===null)continue;let l=i.uses.text.trim(),c=(l.
split("@")[0]??"").toLowerCase();if(c!=="actions/checkout"){if(c.startsWith("actions/")||l.startsWith("docker://")||a===
"skipped")continue;return null}let p=Pi(i);if(p!==null)o={why:`the checkout before it (${r(i.uses.position)}) ${p}`,notRun:null};else if(a===
"skipped"){let f=i.if.text===null?"because a step before it failed":"by its `if:`";o={why:`the checkout before it (${r(i.
uses.position)}) was skipped ${f}`,notRun:"skipped"}}else if(a==="failure"||a==="cancelled"){let f=a==="failure"?"failed\
 (its continue-on-error let the job go on)":"was cancelled";o={why:`the checkout before it (${r(i.uses.position)}) ${f}`,
notRun:"failed"}}else return null}return o}var Si=/\bgit\s+(?:clone|checkout|fetch|init|worktree|sparse-checkout)\b|\bgh\s+repo\s+clone\b/;
function Pi(e){let t=o=>e.with[o],n=t("repository");if(n!==void 0&&n.expression===null){let o=n.text.trim();if(o!=="")return`\
checks out ${o}, not this repository`}let s=t("path");if(s!==void 0&&s.expression===null){let o=s.text.trim().replace(/\/+$/,
"");if(o!==""&&o!==".")return`puts the repository in ${o}, not in the workspace where the stage looks for the workflow f\
ile`}let r=t("sparse-checkout");return r!==void 0&&r.expression===null&&Oi(r.text,t)?"is sparse and leaves out .github/":
null}function Oi(e,t){let n=e.split(/\r?\n/).map(o=>o.trim()).filter(o=>o!==""&&!o.startsWith("#"));if(n.length===0)return!1;
let s=t("sparse-checkout-cone-mode");return s===void 0||s.expression!==null||s.text.trim().toLowerCase()!=="false"?!n.some(
o=>{let i=o.replace(/^\/+|\/+$/g,"");return i===".github"||i===".github/workflows"||i.startsWith(".github/workflows/")}):
!n.some(o=>!o.startsWith("!")&&/^\/?(?:\.github|\*)/.test(o))}function Ir(e,t){let[n]=e.references;if(n!==void 0)return{
kind:"reference",path:`${n.kind==="stage"?"stages":"jobs"}.${n.stage}`,stage:n.stage,refKind:n.kind,at:t(n.line,n.column)};
for(let[s,r]of e.paths){let o=r.root;if(o?.length!==1||o[0]!=="stages"&&o[0]!=="jobs")continue;let[i=1,a=0]=s.split(":").
map(Number);return{kind:"all",path:o[0],at:t(i,a+1)}}return null}function _r(e,t,n,s){let{reads:r,outcome:o,give:i}=Mr(t,
s),{why:a,notRun:l}=n,c=a.startsWith("no step")?`${a}, nor does it have a \`${u.needs}\` input`:`${a}, and it has no \`${u.
needs}\` input`;return`job ${e}: ${r}, and ${c}: on GitHub the stage reads the workflow file from the checkout to know i\
ts upstream stages, ${o}; ${l==="skipped"?"make that checkout's `if:` hold whenever this step runs (or run this step onl\
y when it does)":l==="failed"?"see why that checkout did not finish":"add `uses: actions/checkout` with `persist-credent\
ials: false` before this step"}, or ${i}`}function Iu(e,t,n){let{reads:s,outcome:r,give:o}=Mr(t,n);return`job ${e}: ${s}\
, and it has no \`${u.needs}\` input: in a workflow run as a call the stage knows its upstream stages from that input alo\
ne (the workflow file it reads on GitHub is the caller's, which has no job ${e}; a checkout does not change that), ${r};\
 ${o}`}function Mr(e,t){let n=e.kind==="reference"?`its prompt reads ${e.path} (${e.at})`:`its prompt reads every upstre\
am stage ({{#each ${e.path}}} at ${e.at})`,s=e.kind==="reference"?`so it would know none and fail ("${e.path}: no such u\
pstream ${e.refKind}")`:"so it would know none and render without them",r=t.length>0?`give the step \`${u.needs}: ${t.join(
", ")}\``:`give the step a \`${u.needs}\` input naming the upstream stages it reads`;return{reads:n,outcome:s,give:r}}var Dr=Symbol("baton.plan");function pc(e){return typeof e=="object"&&e!==null&&e[Dr]===!0}function fc(e,t,n={}){let s=hn(
e,t,n,!1);if(s.plan===null){let{errors:r}=s;throw new w("plan-rejected",`${e.fileName}: ${r.length} problem${r.length===
1?"":"s"}; nothing was run`,{details:r.map(o=>wn(`${o.path}: ${o.message}`))})}return s.plan}function dc(e,t,n={}){return hn(
e,t,n,n.anyRun===!0).errors}function gc(e,t,n,s){let r=new Map,{errors:o}=hn(e,t,n,!1,r),i=r.get(Vr(s.job,s.step))??[];return{
errors:o,step:o.filter(a=>i.includes(a))}}function Vr(e,t){return`${e}
${t}`}function hn(e,t,n,s,r){let o=ze(e),i=[...o.problems],a=n.facts??Ct,l=n.vars??{},c=n.words??Lt,{eventName:p,inputs:f,
labelName:d,event:m}=Gr(o,t,n,c,s,i);s||Ii(o,p,n.secretNames??[],c,i);let g=!n.event&&p==="push"?zn(o,a,c).notice:null,k=!n.
event&&d!==void 0&&Xi(m)?{level:"info",message:`the default ${p} payload brings the label ${JSON.stringify(d)}, the name\
 the workflow's if: compares github.event.label.name with; pass ${c.withEvent} with a payload for another label`}:null,b=s?
{}:{github:{event_name:p,event:m,repository:a.repository,ref:Hn(p,m)??a.ref,sha:Gn(p,m)??a.sha,actor:Vn(m)??a.actor},inputs:f,
vars:l},S=Ts(o,n.calledWorkflows??new Map,s?null:{names:n.secretNames??[],words:c},i),O=null;if(n.job!==void 0){let y=o.
jobs.map(v=>v.id),j=ot(y,n.job),h=S.find(v=>v.id===n.job&&v.calledBy!==null);j!==void 0?O=j:h?i.push({code:$.jobUnknown,
severity:"error",path:o.fileName,message:`${c.job(n.job)}: a job of a called workflow runs only in its call; name the ca\
lling job: ${c.passJob(n.job.split("/")[0])}`}):i.push({code:$.jobUnknown,severity:"error",path:o.fileName,message:`${c.
job(n.job)}: no such job${fe(n.job,y)}; jobs: ${y.join(", ")}`})}let x=new Map,H=new Map,R=[{id:null,inputs:s?null:f}],X=new Set(
S.map(y=>y.id.toLowerCase())),W=new Map,D=new Map;for(let y of S){let{job:j,calledBy:h}=y,v=P=>J(y.workflow.fileName,P);
for(let P of j.steps){let re=mr(j.steps,P.index);if(re===null||P.uses===null)continue;let ue=v(P.uses.position);i.some(F=>F.
path===ue&&F.code===$.actionMissing)||i.push({code:$.actionMissing,severity:"error",path:ue,message:re})}let B=Kr(j.steps,
n.loadAction),le=j.stageWorkflow===!0||B!==null&&B.length>0,q=h===null?b:{...b,inputs:{}},C=(h!==null||s)&&He(j.strategy)!==
null&&Ne(He(j.strategy))?null:Ti(t,j,q,v,i,n.secretValues??[],le),Ae=h===null?[]:x.get(h)?.stageUpstream??[],Re=P=>{if(C===
null||B===null||h!==null&&P===null&&B.some(({step:F})=>F.with[u.stage]?.expression))return null;let re=[],ue=Br(t,j,B,C,
h===null?q:{...q,inputs:P??{}},v,re,n.secretValues??[]);for(let F of re)i.some(ye=>ye.path===F.path&&ye.message===F.message)||
i.push(F);if(ue===null)return null;for(let{stage:F,leg:ye}of ue)Object.keys(ye).length>0&&D.set(F,ye);return ue.map(({stage:F})=>F)},
Oe=h===null?R:H.get(h)??null,M=Oe?.map(P=>({id:P.id===null?y.id:`${P.id}/${j.id}`,stages:Re(P.inputs)}))??null;if(C!==null&&
M!==null)for(let P of M)W.set(P.id,Ys(P.id,C,X));if(y.call!==null){let P=y.call;H.set(y.id,Oe===null||M===null||C===null?
null:M.flatMap((re,ue)=>{let F=Oe[ue].inputs,ye=W.get(re.id)??[];return C.map((Yr,Xr)=>({id:ye[Xr],inputs:Mi(t,j,P,{...vi(
b,F),matrix:Qt(Yr)})}))}))}x.set(y.id,{id:y.id,job:j,workflow:y.workflow,needs:y.needs,upstream:y.upstream,stageUpstream:[
...Ae,...y.upstream],calledBy:h,call:y.call,skip:y.skip,legs:C,stages:M===null?Re(null):M.some(P=>P.stages===null)?null:
M.flatMap(P=>P.stages??[]),instances:M,steps:j.steps.map(P=>({step:P,action:de(P)})),stageSteps:B,recordsStages:le})}for(let y of[
...x.values()].reverse()){if(y.call===null)continue;let j=y.call.jobs.map(v=>x.get(v));y.stages=j.some(v=>v?.stages==null)?
null:j.flatMap(v=>v?.stages??[]);let h=y.legs;y.instances===null||h===null||(y.instances=y.instances.map(({id:v})=>{let B=new Set(
W.get(v)),le=j.flatMap(q=>q?.instances?.filter(C=>B.has(C.id.slice(0,C.id.lastIndexOf("/"))))??[null]);return{id:v,stages:le.
some(q=>q?.stages==null)?null:le.flatMap(q=>q?.stages??[])}}))}let I=[...new Map(S.filter(y=>y.call!==null).map(y=>[y.call.
path,y.call.workflow])).values()];for(let y of[o,...I])Ni(y,i);let ae=Fi(x,i),V=new Map,Z=y=>{let j=V.get(y.id);if(j!==void 0)
return j;let h=Ot(y,x);return V.set(y.id,h),h},G=new Map,Q=new Map;for(let y of x.values()){let j=Di(y.workflow,y,x,ae,n.
readFile,i,Z,(h,v)=>r?.set(Vr(y.id,h.index),v));G.set(y.id,j.needsFacts),j.checkoutNeeded.size>0&&Q.set(y.id,j.checkoutNeeded)}
let E=i.filter(y=>y.severity==="error").sort(Ei);if(E.length>0)return{plan:null,errors:E};let N=new Set(O?[O,...x.get(O)?.
upstream??[]]:x.keys());for(let y of x.values())y.calledBy!==null&&N.has(y.calledBy)&&N.add(y.id);let _=[...x.values()].
filter(y=>N.has(y.id)),se=[g,k].filter(y=>y!==null);return{plan:{[Dr]:!0,workflow:o,eventName:p,event:m,inputs:f,vars:l,
contexts:b,jobs:_,target:O,notices:se,expanded:S,legIds:W,stageMatrices:D,legPlaces:p==="workflow_call"||Pt(o)?new Map:ji(
x,W),needsFacts:G,checkoutNeeded:Q},errors:[]}}function ji(e,t){let n=new Map;for(let s of[...e.values()].reverse()){let r=He(
s.job.strategy),o=r!==null&&!Ne(r)?s.legs:null,i=new Map;if(s.call===null){if(o!==null)for(let[a,l]of Qn(s.job.id,o))i.set(
a,[l])}else if(r===null)for(let a of s.call.jobs)for(let[l,c]of n.get(a)??[])i.set(l,c);else if(o!==null){let a=(s.instances??
[]).map(l=>t.get(l.id)??[]);for(let l of s.call.jobs){let c=n.get(l);for(let p of e.get(l)?.instances??[]){let f=p.id.slice(
0,p.id.lastIndexOf("/")),d=a.map(m=>m.indexOf(f)).find(m=>m>=0);if(d!==void 0)for(let m of p.stages??[])i.set(m,[d,...c?.
get(m)??[]])}}}i.size>0&&n.set(s.id,i)}return n}function mc(e,t){return t.calledBy!==null||t.job.stageWorkflow===!0?()=>{}:
(n,s)=>e.legPlaces.get(n)?.get(s)}function vi(e,t){let{inputs:n,...s}=e;return t===null?s:{...s,inputs:t}}function Ni(e,t){
let n=l=>J(e.fileName,l);for(let l of Sr(e))t.push({code:$.actionInputUnknown,severity:"error",path:n(l.position),message:l.
message});let s=Pr(e);for(let l of s)t.push({code:$.actionInputInvalid,severity:"error",path:n(l.position),message:l.message});
let r=e.jobs.flatMap(l=>[{key:"timeout-minutes",node:l.timeoutMinutes,step:!1},{key:"cancel-timeout-minutes",node:l.cancelTimeoutMinutes,
step:!1},...l.steps.map(c=>({key:"timeout-minutes",node:c.timeoutMinutes,step:!0}))]),o=new Set([...e.problems.map(l=>l.
path),...s.map(l=>n(l.position))]);for(let{key:l,node:c,step:p}of r){if(c?.kind!=="literal"||o.has(n(c.position)))continue;
let f=p?Ar(c.value):Er(c.value,l),d=f===null?`${l} must be a number of minutes, ${gn(c.value)}`:"problem"in f?f.problem:
null;d!==null&&t.push({code:$.timeoutInvalid,severity:"error",path:n(c.position),message:d})}let i=l=>l!==null&&!l.text.
includes("${{")?l:null,a=[{shell:i(e.defaults?.shell??null),key:"defaults.run.shell"},...e.jobs.flatMap(l=>[{shell:i(l.defaults?.
shell??null),key:`jobs.${l.id}.defaults.run.shell`},...l.steps.filter(c=>c.run!==null).map(c=>({shell:i(c.shell),key:"sh\
ell"}))])];for(let{shell:l,key:c}of a){if(l===null)continue;let{text:p,position:f}=l;try{nr(p)}catch(d){t.push({code:$.shellInvalid,
severity:"error",path:n(f),message:`${c}: ${d instanceof w?d.message:String(d)}`})}}}function Ei(e,t){let n=s=>{let r=/:(\d+):(\d+)$/.
exec(s.path);return r?Number(r[1])*1e6+Number(r[2]):0};return n(e)-n(t)}function hc(e,t,n={}){let{eventName:s,event:r}=Gr(
ze(e),t,n,n.words??Lt,!1,[]);return{name:s,payload:r,made:!n.event}}function Gr(e,t,n,s,r,o){let i=n.facts??Ct,{name:a,problem:l}=Un(
e,n.event??null,n.eventName,s);l!==null&&o.push({code:$.eventNotTrigger,severity:"error",path:e.fileName,message:l});let c=r?
{}:{...Ri(e,a,n.event??null),...n.inputs},p=r?{}:_i(e,a,c,s,o),f=n.event?void 0:Or(e,t,["github","event","label","name"]),
d=n.event?Ai(n.event,a,Tr(p,c)):Dn(a,i,Tr(p,c),e,f);return{eventName:a,inputs:p,labelName:f,event:d}}function Ai(e,t,n){
if(!(t==="workflow_dispatch"||t==="workflow_call")||Object.keys(n).length===0)return e;let r=e.inputs!==null&&typeof e.inputs==
"object"?e.inputs:{};return{...e,inputs:{...r,...n}}}function Tr(e,t){return Object.fromEntries(Object.entries(e).map(([
n,s])=>[n,Object.hasOwn(t,n)?t[n]:String(s)]))}function Ri(e,t,n){let s=n?.inputs;if(t!=="workflow_dispatch"||s===null||
typeof s!="object")return{};let r={};for(let[o,i]of Object.entries(s))Object.hasOwn(e.inputs,o)&&(i===""&&e.inputs[o].default===
null||(typeof i=="string"||typeof i=="number"||typeof i=="boolean")&&(r[o]=String(i)));return r}function Pt(e){let t=Object.
keys(e.on);return t.length>0&&t.every(n=>n==="workflow_call")}function Ii(e,t,n,s,r){if(t!=="workflow_call"&&!Pt(e))return;
let o=e.on.workflow_call?.secrets;if(o===null||typeof o!="object")return;let i=new Set(n.map(a=>a.toUpperCase()));for(let[
a,l]of Object.entries(o))l?.required!==!0||i.has(a.toUpperCase())||r.push({code:$.inputMissing,severity:"error",path:e.fileName,
message:`secret ${a} is required by on.workflow_call.secrets, as GitHub requires it of every caller; pass ${s.passSecret(
a)} (with ${a} set in the environment)`})}function _i(e,t,n,s,r){let o={},i=Pt(e),a=t==="workflow_dispatch"||t==="workfl\
ow_call"||i,l=t==="workflow_dispatch"&&!i?"workflow_dispatch":"workflow_call",c=e.on[l]?.inputs,p=Object.fromEntries(Object.
entries(e.inputs).filter(([d])=>c!==null&&typeof c=="object"&&Object.hasOwn(c,d))),f=Object.keys(p);if(!a){for(let d of Object.
keys(n))r.push({code:$.inputUnknown,severity:"error",path:e.fileName,message:`${s.input(d)}: ${t} runs have no inputs (o\
n GitHub, inputs are for workflow_dispatch and workflow_call); ${"workflow_dispatch"in e.on?`pass ${s.passEventName("wor\
kflow_dispatch")} to dispatch it`:`give the event's payload with ${s.withEvent} instead (this workflow is not triggered \
by workflow_dispatch)`}`});return o}for(let[d,m]of Object.entries(n)){let g=p[d];if(!g){r.push({code:$.inputUnknown,severity:"\
error",path:e.fileName,message:`${s.input(d)}: on.${l} declares no such input${fe(d,f)}; its inputs: ${f.length>0?f.join(
", "):"(none)"}`});continue}let k=J(e.fileName,g.position);switch(g.type){case"boolean":m!=="true"&&m!=="false"?r.push({
code:$.inputInvalid,severity:"error",path:k,message:`${s.input(d,m)}: input '${d}' is a boolean; use true or false`}):o[d]=
m==="true";break;case"number":m.trim()===""||!Number.isFinite(Number(m))?r.push({code:$.inputInvalid,severity:"error",path:k,
message:`${s.input(d,m)}: input '${d}' is a number`}):o[d]=Number(m);break;case"choice":g.options&&!g.options.includes(m)?
r.push({code:$.inputInvalid,severity:"error",path:k,message:`${s.input(d,m)}: not one of the options: ${g.options.join("\
, ")}`}):o[d]=m;break;default:o[d]=m}}for(let d of Object.values(p))d.name in n||(d.default!==null?o[d.name]=d.default:d.
required&&a?r.push({code:$.inputMissing,severity:"error",path:J(e.fileName,d.position),message:`input '${d.name}' is req\
uired and has no default; pass ${s.passInput(d.name)}`}):d.type==="boolean"?o[d.name]=!1:o[d.name]="");return o}function Hr(e,t){
let[n,s]=e;if(n==="matrix")return!0;if(n==="inputs"||n==="vars")return Object.hasOwn(t,n);if(n!=="github"||s===void 0||s===
"*")return!1;let r=t.github;return typeof r=="object"&&r!==null&&!Array.isArray(r)&&Object.keys(r).some(o=>o.toLowerCase()===
s)}function Mi(e,t,n,s){let r=n.workflow.call;if(r===void 0||Object.values(t.with).some(i=>i.expression!==null&&e.facts(
i.expression).paths.some(a=>!Hr(a,s))))return null;try{return Us(r,Fs(e,t,r,()=>({contexts:s})),n.path)}catch(i){if(i instanceof
w)return null;throw i}}function Ti(e,t,n,s,r,o,i){let a=He(t.strategy);if(!a)return[{}];if(mn(a))return null;let l=(p,f)=>{
if(!(p instanceof w))throw p;return r.push({code:$.matrixInvalid,severity:"error",path:p.where??s(a.position),message:`j\
obs.${t.id}: ${p.message}`}),f},c;try{c=Wi(e,a,n,s)}catch(p){return l(p,[{}])}try{Xs(t.id,c,s(a.position),o,{recordsStages:i})}catch(p){
return l(p,null)}return c}function He(e){return e?e.kind==="expression"?e:e.kind!=="mapping"?null:e.entries.find(t=>t.key===
"matrix")?.value??null:null}function Wi(e,t,n,s){let r=st(e,t,{contexts:n,where:s(t.position)});return en(r,s(t.position),
{whereOf:o=>s(Li(t,o))})}function Li(e,t){let n=e,s=e.position;for(let r of t)if(n.kind==="mapping"&&typeof r=="string"){
let o=n.entries.find(i=>i.key===r);if(!o)break;s=o.keyPosition??o.value.position,n=o.value}else if(n.kind==="sequence"&&
typeof r=="number"){let o=n.items[r];if(!o)break;s=o.position,n=o}else break;return s}function mn(e){if(!Ne(e))return!1;
switch(e.kind){case"expression":return/\bneeds\b/i.test(e.expression);case"sequence":return e.items.some(mn);case"mappin\
g":return e.entries.some(t=>mn(t.value));default:return!1}}function Ci(e,t,n,s,r){let o=n.with[u.stage];return o&&o.text.
trim()!==""?(o.expression===null?[]:e.facts(o.expression).paths).some(a=>!Hr(a,r))?null:Jt(e,o,{contexts:{...r,matrix:Qt(
s)}}).trim():$e(t.id,Object.keys(s).length>0?s:null)}function bn(e){return e.action.kind==="baton"&&(e.action.action==="\
stage"||e.action.action==="prepare")}var Ji=9;function Kr(e,t,n=0){let s=[];for(let r of e){let o=de(r);if(bn({step:r,action:o})&&
s.push({step:r,inAction:n>0}),o.kind!=="local")continue;if(t===void 0||n>Ji)return null;let i=t(o.path);if(i===void 0)return null;
if(i.kind!=="composite")continue;let a=Kr(i.steps,t,n+1);if(a===null)return null;s.push(...a)}return s}function bc(e,t,n,s,r){
return t.stageSteps===null?null:Br(e,t.job,t.stageSteps,n,s,()=>"",[],r)}function Br(e,t,n,s,r,o,i,a){let l=[];for(let{step:c,
inAction:p}of n){if(p&&c.with[u.stage]?.expression)return null;for(let f of s){let d;try{d=Ci(e,t,c,f,r)}catch(g){if(!(g instanceof
w))throw g;i.push({code:$.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??c.position),message:g.message});
continue}if(d===null)return null;if(et(d,a)){i.push({code:$.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??
c.position),message:an});continue}if(!ce.test(d)){i.push({code:$.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??
c.position),message:`stage "${d}" is not a valid stage id: a letter or _ then up to 99 letters, digits, _ or -`});continue}
let m=Bn(d);if(m!==null){i.push({code:$.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??c.position),message:m});
continue}l.push({stage:d,leg:f})}}return l}function Fi(e,t){let n=new Map;for(let s of e.values()){if(s.call!==null)continue;
let r=l=>J(s.workflow.fileName,l),o=new Set,i=new Map,a=s.stages===null?[]:s.instances??[{id:s.id,stages:s.stages}];for(let l of a){
let c=new Set;for(let p of l.stages??[]){let f=n.get(p),d=i.get(p),m=c.has(p)?`job '${s.id}' runs stage '${p}' more than\
 once; give each baton step its own \`stage\` input`:d!==void 0?zi(p,s.id,[d,l.id]):f!==void 0?`stage '${p}' of job '${s.
id}' is also a stage of job '${f}'; set a different \`stage\` input${s.calledBy!==null||e.get(f)?.calledBy?" (a called w\
orkflow's job records its stages under its own job id, as github.job is inside a called workflow on GitHub, so two calls\
 of one file, or a called job and a job of the same id, record the same stage; give the called file's stage a `stage:` i\
nput made from one of its inputs)":""}`:null;m!==null&&!o.has(p)&&(o.add(p),t.push({code:$.stageDuplicate,severity:"erro\
r",path:r(s.job.position),message:m})),c.add(p),i.set(p,i.get(p)??l.id),n.set(p,n.get(p)??s.id)}}}return n}function Ui(e,t,n,s,r){
let o=n.with[u.vars],i;if(t.calledBy===null&&(o===void 0||o.expression===null))try{let c=o===void 0?[]:Object.keys(kt(o.
text)),p=Object.keys(e.inputs);i={names:[...new Set([...p,...c])],from:"the workflow's declared inputs and the keys of t\
he step's vars"}}catch{}let a=c=>("stage"in c?[r.get(c.stage)??""]:Ge(t,c.job)).map(p=>s.get(p)).filter(p=>p!==void 0),l=c=>c.
some(p=>p.legs===null)?void 0:Wr(c.flatMap(p=>p.legs??[]));return{inputs:i,data:c=>{let p=a(c);if(p.length===0||p.some(d=>d.
skip!==null||d.call!==null))return;let f=p.map(d=>jr(d.job));if(!f.some(d=>d===void 0))return{keys:[...new Set(f.flatMap(
d=>d.keys))],closed:f.every(d=>d.closed)}},matrix:c=>{let p=a(c);if(!(p.length===0||p.some(f=>f.skip!==null)))return l(p.
flatMap(f=>f.call===null?[f]:Ot(f,s).filter(d=>d.recordsStages||d.stageSteps===null)))},call:c=>{for(let p of a(c)){let f=p.
call!==null?p:s.get(p.calledBy??"");if(f?.call==null)continue;return{job:f===p&&"job"in c?c.job:f.id,file:f.call.path,keys:Wr(
f.legs??[])}}}}}function Wr(e){return[...new Set(e.flatMap(t=>Object.keys(t)))]}function zi(e,t,n){return`stage '${e}' o\
f job '${t}' would be recorded by every leg of the call around it (${n.join(", ")}): a called workflow's job records its\
 stages under its own job id, as github.job is inside a called workflow on GitHub, and the caller's matrix does not reac\
h the called workflow; give the stage a \`stage:\` input made from the inputs its legs give it (stage: ${T(t)}-\${{ input\
s.<name> }}), so that each leg records its own`}function Di(e,t,n,s,r,o,i,a){let l=b=>J(e.fileName,b),c=t.stageUpstream.
map(b=>n.get(b)).filter(b=>b!==void 0),p=[...new Set(c.flatMap(i))],f=[...new Set(p.flatMap(b=>b.stages??[]))],d=p.filter(
b=>b.stages===null),m=[...new Set(d.map(b=>T(b.id)))],g={job:t.id,upstreamStages:f,openMatrices:[...new Set(d.filter(Ur).
map(b=>T(b.id)))],unknown:d.some(b=>!Ur(b)),jobs:Bi(n),upstreamJobs:t.upstream,runsAfter:b=>it(e,b,t.id)},k=new Map;for(let{
step:b,action:S}of t.steps){if(!bn({step:b,action:S}))continue;let O=o.length,x=b.with[u.needs];if(x)for(let E of Zs(x,g))
o.push({code:$.needsInput,severity:"error",path:l(qr(e).locate(x,E.offset)),message:E.message});let H=As(e,t.job)?Rs(x,E=>{
let N=n.get(s.get(E)??"");if(N===void 0)return;let _=N.upstream.map(se=>n.get(se)?.stages??null);return{callsStageWorkflow:N.
job.stageWorkflow===!0,needsInput:N.job.steps[0]?.with[u.needs],upstreamStages:_.includes(null)?null:_.flatMap(se=>se??[])}}):
null,R=(E,N)=>({code:$.templateStage,severity:"error",message:Is(E,N,t.id,x)}),X=[],W=b.with[u.prompt];if(W&&(W.expression===
null||!rs(W.text))){let E=W.expression===null?W.text:os(W.text);X.push({template:E,locate:(N,_)=>Yi(e,W,N,_)})}let D=b.with[u.
promptFile];if(D&&D.expression===null&&r){let E,N="does not exist";try{E=r(D.text)}catch(_){N=_ instanceof Error?_.message:
String(_)}E===void 0?o.push({code:$.promptFileMissing,severity:"error",path:l(D.position),message:`prompt-file ${D.text}\
: ${N}`}):X.push({template:E,locate:(_,se)=>`${D.text}:${_}:${se}`})}let I=Ui(e,t,b,n,s),ae=null,V=[],Z=E=>E.kind==="job"?
Ge(t,E.stage).length>0:f.includes(E.stage)||Cr(m,E.stage);for(let{template:E,locate:N}of X){let{analysis:_,problems:se}=nt(
E);_&&(V.push(..._.references),ae??=Ir(_,(h,v)=>N(h,v).replace(`${e.fileName}:`,"")));let jt=dr(_?.keys??[],I),y=gr(_?.keys??
[],I).filter(h=>h.closed).map(h=>h.error),j=se.filter(h=>h.ifUpstream===void 0||Z(h.ifUpstream));for(let h of[...j,...jt,
...y])o.push({code:y.includes(h)?$.templateDataKey:jt.includes(h)?$.templateKey:$.templateInvalid,severity:"error",path:N(
h.line,h.column),message:[h.message,...h.details].join("; ")});for(let h of _?.references??[]){if(h.kind==="job"){let C=Ge(
t,h.stage).map(M=>n.get(M)?.stages);if(C.length>0){let M=C.includes(null)?null:C.flatMap(P=>P??[]);if(Lr(Ge(t,h.stage),n,
i)){let P=[...new Set(t.stageUpstream.filter(re=>!Lr([re],n,i)).map(T))];o.push({code:$.templateStage,severity:"error",path:N(
h.line,h.column),message:`jobs.${h.stage}: job ${h.stage} records no stage (none of its steps runs baton's stage), so a \
prompt has no stage of it to read; upstream jobs that record stages: ${P.length>0?P.join(", "):"(none)"}`});continue}H&&
M&&M.length>0&&!M.some(P=>H.has(P))&&o.push({...R(`jobs.${h.stage}`,`its stages (${M.join(", ")})`),path:N(h.line,h.column)});
continue}let Ae=[...new Set(t.stageUpstream.map(T))],Re=oe(h.stage,Ae),Oe=Hi(t.id).map(M=>`${M}${h.stage}`).find(M=>n.has(
M));o.push({code:$.templateStage,severity:"error",path:N(h.line,h.column),message:`jobs.${h.stage}: not a job upstream o\
f job '${t.id}'${t.stageUpstream.includes(h.stage)?` (did you mean ${T(h.stage)}? a called workflow reads its own jobs b\
y their ids in its file, as GitHub's records name them: github.job is the called file's own job id)`:Oe!==void 0?Jr(n,t.
id,Oe,"job"):Re?` (did you mean ${Re}?)`:""}; upstream jobs: ${Ae.length>0?Ae.join(", "):"(none)"}`});continue}if(f.includes(
h.stage)){H&&!H.has(h.stage)&&o.push({...R(`stages.${h.stage}`,h.stage),path:N(h.line,h.column)});continue}if(Cr(m,h.stage))
continue;let v=s.get(h.stage)??qi(h.stage,n),B=oe(h.stage,f),le=Ki(h.stage,n),q=v?Jr(n,t.id,v,"stage"):le!==null?` (did \
you mean ${le}? a called workflow's job records its stages under its own job id, as github.job is inside a called workfl\
ow on GitHub)`:B?` (did you mean ${B}?)`:"";o.push({code:$.templateStage,severity:"error",path:N(h.line,h.column),message:`\
stages.${h.stage}: not a stage upstream of job '${t.id}'${q}; upstream stages: ${f.length>0||m.length>0?[...f,...m.map(C=>`${C}\
-*`)].join(", "):"(none)"}`})}}let G=ae?.kind==="reference"?Vi(e,t,b,ae,V,f,n):null,Q=G===null?null:Rr(t.job.steps,b.index);
G!==null&&Q!==null?o.push(Gi(e.fileName,t.id,b,G,Q)):G!==null&&k.set(b.index,G),a(b,o.slice(O))}return{needsFacts:g,checkoutNeeded:k}}
function Vi(e,t,n,s,r,o,i){if(t.calledBy!==null||t.job.stageWorkflow===!0||Pt(e)||n.uses===null||(n.with[u.needs]?.text.
trim()??"")!=="")return null;let a=t.job.steps[n.index]?.position;if(a?.line!==n.position.line||a.column!==n.position.column)
return null;let l=new Set;for(let c of r){if(c.kind==="stage"){o.includes(c.stage)&&l.add(c.stage);continue}for(let p of Ge(
t,c.stage))for(let f of i.get(p)?.stages??[])l.add(f)}return{read:s,needs:[...l]}}function Gi(e,t,n,{read:s,needs:r},o){
return{code:$.checkoutMissing,severity:"error",path:J(e,n.uses?.position??n.position),message:_r(t,s,o,r)}}function Ge(e,t){
return e.stageUpstream.filter(n=>T(n)===t)}function Lr(e,t,n){return e.length===0?!1:e.every(s=>{let r=t.get(s);return r!==
void 0&&r.skip===null&&n(r).every(o=>o.skip===null&&o.stages!==null&&o.stages.length===0)})}function Hi(e){let t=[];for(let n=e.
lastIndexOf("/");n>=0;n=e.lastIndexOf("/",n-1))t.push(e.slice(0,n+1));return[...t,""]}function Ot(e,t){let n=s=>s===e.id?
e:t.get(s);return Yt([e.id],s=>n(s)?.call).map(n).filter(s=>s!==void 0&&s.call===null)}function yc(e,t){return e.call===
null||e.stages!==null?[e.id]:[...Ot(e,t).map(n=>n.id),e.id]}function wc(e,t){let n=Ot(e,t).filter(s=>s.stages===null);return[
...new Set(n.map(s=>T(s.id)))]}function Cr(e,t){return e.some(n=>t===n||t.startsWith(`${n}-`))}function Ki(e,t){for(let n of t.
values()){if(n.calledBy===null)continue;let s=Ms(n.id);if(e===s||e.startsWith(`${s}-`))return`${T(n.id)}${e.slice(s.length)}`}
return null}function Jr(e,t,n,s){let r="a prompt reads only stages of jobs that finish before it",o=Ds(i=>{let a=e.get(i);
return a?{workflow:a.workflow,calledBy:a.calledBy}:void 0},t,n);return o.kind==="self"?` (${zs(s)})`:o.kind==="after"?` \
(${o.text}; ${r})`:o.kind!=="add"?` (${s==="stage"?`it is a stage of job '${n}'; `:""}${o.text})`:s==="stage"?` (it is a\
 stage of job '${n}'; add '${o.need}' to ${o.needsOf})`:` (add '${o.need}' to ${o.needsOf})`}var Fr=new WeakMap;function Bi(e){
let t=Fr.get(e);return t===void 0&&(t=new Map([...e.values()].map(n=>[n.id,{stages:n.stages,matrix:He(n.job.strategy)!==
null}])),Fr.set(e,t)),t}function Ur(e){return e.legs===null&&e.call===null&&e.steps.every(({step:t,action:n})=>n.kind!==
"local"&&(!bn({step:t,action:n})||(t.with[u.stage]?.text.trim()??"")===""))}function qi(e,t){let n;for(let s of t.values()){
let r=T(s.id);s.stages!==null||s.call!==null||!(e===r||e.startsWith(`${r}-`))||(n===void 0||r.length>T(n).length)&&(n=s.
id)}return n}var zr=new WeakMap;function Yi(e,t,n,s){let r=qr(e).locateLine(t,n,s);return`${e.fileName}:${r.line}:${r.column}`}
function qr(e){let t=zr.get(e);return t===void 0&&(t=new St(e.source),zr.set(e,t)),t}function Xi(e){return e.label!==null&&
typeof e.label=="object"}export{Zi as a,Jt as b,Qi as c,ea as d,st as e,Ne as f,na as g,rs as h,os as i,sa as j,ot as k,ia as l,Qr as m,aa as n,it as o,
at as p,zt as q,J as r,ua as s,eo as t,ca as u,de as v,ie as w,so as x,te as y,Pe as z,he as A,ya as B,ao as C,wa as D,ka as E,
Ht as F,xa as G,$a as H,Sa as I,Pa as J,Oa as K,ja as L,As as M,Rs as N,Is as O,_s as P,T as Q,Yt as R,Ts as S,Fs as T,Us as U,
zs as V,Ds as W,St as X,De as Y,br as Z,yr as _,cu as $,Qt as aa,Ka as ba,Ys as ca,Xs as da,nl as ea,Co as fa,sl as ga,rn as ha,
rl as ia,ol as ja,Zs as ka,gl as la,or as ma,yt as na,xl as oa,Ho as pa,Jl as qa,Fl as ra,Ul as sa,kt as ta,Yl as ua,Xl as va,
gr as wa,Sr as xa,Pr as ya,mr as za,ai as Aa,jr as Ba,gn as Ca,Er as Da,Ar as Ea,Rr as Fa,Ir as Ga,_r as Ha,Iu as Ia,pc as Ja,
fc as Ka,dc as La,gc as Ma,mc as Na,hc as Oa,Pt as Pa,Hr as Qa,He as Ra,Wi as Sa,Ci as Ta,Ji as Ua,bc as Va,zi as Wa,Gi as Xa,
yc as Ya,wc as Za,Cr as _a};
