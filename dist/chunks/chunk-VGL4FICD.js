import{C as Ot,D as Wn,E as Tn,F as Ln,H as Cn,I as Fn,K as Jn,b as An,f as _n,r as Re,u as Rn,w as Mn,y as Ke}from"./chunk-JGH3QKQO.js";
import{b as _e,d as He,j as Nn}from"./chunk-JU6BSEBN.js";import{b as ye}from"./chunk-KZKSW2XE.js";import{a as Pt}from"./chunk-LS2NIP65.js";
import{T as In,e as Pn,f as On,h as vn,i as jn,r as En}from"./chunk-WRUZAVUL.js";import{a as Sn,b as Ge}from"./chunk-LQEZGDUA.js";
import{c as xn,g as kn,h as $n}from"./chunk-YAEEF7QU.js";import{c as nn}from"./chunk-FCWOFCWY.js";import{f as ne,
h as Ie,i as le}from"./chunk-JYVLKM6Q.js";import{d as y,e as mt}from"./chunk-OKFZ7BVP.js";import{$ as mn,Aa as Y,
B as u,Ca as wn,D as J,F as bt,G as he,H as Fe,Ha as De,I as Ee,J as ln,K as un,M as cn,N as pn,S,T as fn,W as dn,Y as Je,
Z as Ue,_ as gn,aa as yt,b as sn,ba as wt,ca as xt,da as kt,ea as hn,fa as Ne,ga as bn,i as je,ia as E,ja as $e,ka as Se,
la as $t,m as ht,na as St,oa as be,qa as ae,ua as yn,v as rn,va as ze,w as on,wa as Ae,x as me,xa as Ve,y as ie,z as an,
za as B}from"./chunk-6TGY3HYZ.js";import{d as tn}from"./chunk-3NR5HZ6E.js";var mi=["github","env","vars","job","jobs","steps","runner","secrets","strategy","matrix","needs","inputs"];function vt(e,t,n){
return t.expression===null?t.text:e.evaluateString(t.expression,n)}function hi(e,t,n){let s=[];for(let[r,o]of Object.entries(
t)){let i=typeof n=="function"?n(r,o):n;s.push([r,vt(e,o,i)])}return Object.fromEntries(s)}function bi(e,t,n){return e.evaluateTruthy(
t.expression,n)}function Be(e,t,n){switch(t.kind){case"literal":return t.value;case"expression":return e.evaluate(t.expression,
{...n,where:n.where??`line ${t.position.line}, column ${t.position.column}`});case"sequence":return t.items.map(s=>Be(e,
s,n));case"mapping":return Object.fromEntries(t.entries.map(({key:s,value:r})=>[s,Be(e,r,n)]))}}function Pe(e){switch(e.
kind){case"literal":return!1;case"expression":return!0;case"sequence":return e.items.some(Pe);case"mapping":return e.entries.
some(t=>Pe(t.value))}}var Oe=tn(Sn(),1),qe="${{",Pr="}}";function jt(e){let t=e.indexOf(qe);if(t<0)return null;let n=[],s=0;for(;s<e.length;)if(s===
t){let r=-1,o=!1;for(s+=qe.length;s<e.length;s++)if(e[s]==="'")o=!o;else if(!o&&e[s]==="}"&&e[s-1]==="}"){r=s,s++;break}
if(r<0)return null;n.push({expression:e.slice(t+qe.length,r+1-Pr.length).trim(),offset:t,end:r+1}),t=e.indexOf(qe,s)}else if(t>=
0&&s<t)n.push({literal:e.slice(s,t),offset:s}),s=t;else{n.push({literal:e.slice(s),offset:s});break}return n}function wi(e){
let t=jt(e);if(t===null)return null;let[n]=t;if(t.length===1&&n&&"expression"in n)return n.expression;let s=[],r=[];for(let o of t)
"literal"in o?s.push(o.literal.replace(/'/g,"''").replace(/\{/g,"{{").replace(/\}/g,"}}")):(s.push(`{${r.length}}`),r.push(
o.expression));return`format('${s.join("")}'${r.map(o=>`, ${o}`).join("")})`}function Un(e){let t=jt(e);return t!==null&&
t.filter(n=>"expression"in n).length===1&&t.every(n=>!("literal"in n)||/^\s*["']?\s*$/.test(n.literal))}function zn(e){let t=jt(
e);return t===null?e:t.map(n=>"literal"in n?n.literal:e.slice(n.offset,n.end).replace(/[^\n]/g," ")).join("")}function xi(e){
let t=new Map,n=[0];for(let o=0;o<e.length;o++)e[o]===`
`&&n.push(o+1);let s=o=>{let i=0,a=n.length-1;for(;i<a;){let l=i+a+1>>1;n[l]<=o?i=l:a=l-1}return`${i+1}:${o-n[i]+1}`},r=(0,Oe.parseDocument)(
e,{uniqueKeys:!1});return(0,Oe.visit)(r,{Scalar(o,i){(0,Oe.isScalar)(i)&&typeof i.value=="string"&&i.range&&t.set(s(i.range[0]),
i.value)}}),t}function Ye(e,t){let n=Vn(t);for(let s of e)if(s===t)return s;for(let s of e)if(Vn(s)===n)return s}function Si(e){let t=e.
map(n=>n.id);return e.map(n=>n.needs.every(s=>t.includes(s.id))?n:{...n,needs:n.needs.map(s=>({...s,id:Ye(t,s.id)??s.id}))})}
function Vn(e){return e.replace(/[A-Z]/g,t=>t.toLowerCase())}function Or(e,t){let n=Ye(e.jobs.map(r=>r.id),t),s=e.jobs.find(
r=>r.id===n);if(!s)throw new y("job-unknown",`no job '${t}' in ${e.fileName}; jobs: ${e.jobs.map(r=>r.id).join(", ")}`);
return s}function Pi(e,t){let n=Or(e,t).id,s=Gn(new Map(e.jobs.map(r=>[r.id,r])),n);return e.jobs.map(r=>r.id).filter(r=>s.
has(r))}function Dn(e){let t=new Map;for(let r of Et(e)){let o=new Set;for(let i of r.needs){let a=t.get(i.id);if(a){o.add(
i.id);for(let l of a)o.add(l)}}t.set(r.id,o)}let n=new Map(e.jobs.map(r=>[r.id,r])),s=e.jobs.map(r=>r.id);return new Map(
s.map(r=>{let o=t.get(r)??Gn(n,r);return[r,s.filter(i=>o.has(i))]}))}function Gn(e,t){let n=new Set,s=[...e.get(t)?.needs.
map(r=>r.id)??[]];for(;s.length>0;){let r=s.pop();if(n.has(r)||r===t)continue;let o=e.get(r);o&&(n.add(r),s.push(...o.needs.
map(i=>i.id)))}return n}function Et(e){let t=new Set,n=[],s=new Set(e.jobs.map(o=>o.id)),r=!0;for(;r&&n.length<e.jobs.length;){
r=!1;for(let o of e.jobs)t.has(o.id)||o.needs.every(i=>t.has(i.id)||!s.has(i.id))&&(t.add(o.id),n.push(o),r=!0)}return n}
function Xe(e,t,n){let s=new Map(e.jobs.map(i=>[i.id,i])),r=new Map([[t,t]]),o=[t];for(let i=o.shift();i!==void 0;i=o.shift())
for(let a of s.get(i)?.needs??[])if(!(r.has(a.id)||!s.has(a.id))){if(r.set(a.id,i),a.id===n){let l=[n];for(let c=i;c!==t;c=
r.get(c))l.unshift(c);return[t,...l]}o.push(a.id)}return null}function Ze(e){return e.slice(0,-1).map((t,n)=>`${t} needs\
 ${e[n+1]}`).join(", ")}var Nt={invalid:"workflow-invalid",expression:"expression-invalid",needsUnknown:"needs-unknown",needsCycle:"needs-cycle"};
function L(e,t){return t&&t.line>0?`${e}:${t.line}:${t.column}`:e}function vi(e){let t=[];for(let n of e.jobs)for(let s of n.
steps){let r=s.uses?.text;if(r===void 0||vr(r))continue;let[o="",...i]=r.split("@"),a=i.length<=1&&o.split(/[/\\]/).filter(
l=>l!=="").length>=2?`name the commit it runs: ${o}@<40-hex commit sha>`:"an action is {owner}/{repo}[/path]@ref, ./path\
 (one of this repository) or docker://image";t.push({code:Nt.invalid,severity:"error",path:L(e.fileName,s.uses?.position??
s.position),message:`Expected format {org}/{repo}[/path]@ref. Actual '${r}': GitHub refuses the workflow; ${a}`})}return t}
function vr(e){if(e.startsWith("docker://")||e.startsWith("./")||e.startsWith(".\\"))return!0;let t=e.split("@"),n=(t[0]??
"").split(/[/\\]/).filter(s=>s!=="");return t.length===2&&n.length>=2&&t[1]!==""}function ji(e){let t=[],n=new Map(e.jobs.
map(l=>[l.id,l])),s=e.jobs.map(l=>l.id);for(let l of e.jobs)for(let c of l.needs)n.has(c.id)||t.push({code:Nt.needsUnknown,
severity:"error",path:L(e.fileName,c.position),message:`job '${l.id}' needs '${c.id}', which is not a job in this workfl\
ow; jobs: ${s.join(", ")}`});let r=new Map,o=[],i=new Set,a=l=>{r.set(l,"active"),o.push(l);let c=n.get(l);for(let g of c?.
needs??[]){if(!n.has(g.id))continue;let f=r.get(g.id);if(f==="active"){let p=o.slice(o.indexOf(g.id)),d=jr(p);if(!i.has(
d)){i.add(d);let m=p.map((h,x)=>`${h} needs ${p[(x+1)%p.length]}`);t.push({code:Nt.needsCycle,severity:"error",path:L(e.
fileName,g.position),message:`needs form a cycle: ${[...p,p[0]].join(" \u2192 ")} (${m.join(", ")}); remove one of these\
 needs`})}}else f===void 0&&a(g.id)}o.pop(),r.set(l,"done")};for(let l of e.jobs)r.has(l.id)||a(l.id);return t}function jr(e){
return[...e].sort().join("\0")}function ue(e){if(!e.uses)return{kind:"run"};let t=e.uses.text.trim();if(e.ownAction&&t.startsWith("./"))return{kind:"lo\
cal",path:t.replace(/\/+$/,"")};let n=Er(t);if(n)return{kind:"baton",action:n};if(t.startsWith("./"))return{kind:"local",
path:t.replace(/\/+$/,"")};let[s=""]=t.split("@"),r=s.toLowerCase();return r==="actions/checkout"?{kind:"noop",action:"c\
heckout",reason:"the local checkout is used as it is"}:r.startsWith("actions/setup-")?{kind:"noop",action:"setup",reason:"\
tools on this machine are used"}:{kind:"skip",notice:`${t} cannot run locally; step skipped`}}function Er(e){let t=Hn(e);
if(t===null)return null;for(let[n,s]of Object.entries(ln))if(s===t)return n;return null}function Hn(e){if(e.startsWith("\
./"))return e.slice(2).replace(/\/+$/,"");let t=/^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)((?:\/[^@]*)?)@.+$/.exec(e);return t?.[2]?.
toLowerCase()!==un?null:(t[3]??"").replace(/^\/|\/+$/g,"")}function se(e){return e.uses!==null&&Nr(e.uses.text)}function Nr(e){
return Hn(e.trim())===cn}var X=["claude","codex","gemini","copilot"],xe=Ae(X),fe={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},Ir=[...new Set(
Object.values(fe).flatMap(e=>e.keyEnv))],_r=["ANTHROPIC_AUTH_TOKEN","ANTHROPIC_FOUNDRY_API_KEY","AWS_SECRET_ACCESS_KEY",
"AWS_SESSION_TOKEN","AWS_BEARER_TOKEN_BEDROCK","AZURE_OPENAI_API_KEY"];function Wi(e){return[...Ir,..._r].map(t=>e[t]).filter(
t=>!!t)}var Rr=E().check(bn(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,{message:"must be a model name: letters, digits and \
. _ : / @ -, at most 128 characters"})),Mr=ae({model:B(Rr)}),qn="--prompt=",Yn=128*1024-1-qn.length,Wr=128*1024,Kn=Wr-`${J.
args}=`.length-1;function Ti(e){let t=e[J.args];if(t===void 0)return;let n=sn(t);if(!(n<=Kn))throw new y("agent-args-too\
-long",`is ${n} bytes, over the ${Kn} bytes one environment variable of that name can hold on Linux (128 KiB with its na\
me, MAX_ARG_STRLEN), so the agent CLI cannot start ("Argument list too long"): move long text into a file the CLI reads \
(a system prompt or settings file) and pass only its path, or put it in the prompt`,{where:`${J.args} (the reusable work\
flow's ${Ue.agentArgs} input)`})}var Qe=`"\${${je.handoffPath}%/*}"`,Me=`"$${je.promptPath}"`,At=e=>`\${${J.model}:+${e}\
 "$${J.model}"}`,et=["agent_args=()",`if [ -n "\${${J.args}:-}" ]; then`,"  while IFS= read -r arg; do",'    arg="${arg#\
"${arg%%[![:space:]]*}"}"','    arg="${arg%"${arg##*[![:space:]]}"}"','    if [ -n "$arg" ]; then agent_args+=("$arg"); \
fi',`  done <<< "$${J.args}"`,"fi"],tt='${agent_args[@]+"${agent_args[@]}"}';function Xn(e){let{cli:t,npmPackage:n}=fe[e];
return`the ${t} CLI is not installed (no ${t} on PATH): install its npm package, npm install --global ${n}@<version> (ba\
ton-stage.yml installs it at agent-version)`}var st="baton: ",Zn=e=>`the prompt is ${e} bytes; copilot takes it as one a\
rgument, at most ${Yn} bytes. Shorten it (max-prompt-tokens) or use another agent.`;function Tr(e,t){if(t===Xn(e))return!0;
let n=/^the prompt is (\d{1,20}) bytes;/.exec(t)?.[1];return e==="copilot"&&n!==void 0&&t===Zn(n)}function nt(e){let{cli:t}=fe[e];
return[`if ! command -v ${t} >/dev/null 2>&1; then`,`  echo "${st}${Xn(e)}" >&2`,"  exit 127","fi"]}function Bn(e,t,n=""){
return[`if [ -z "\${${t}:-}" ] && [ -n "\${${e}:-}" ]${n}; then`,`  export ${t}="$${e}"`,"fi"]}var Lr={claude:[...nt("cl\
aude"),'if [ "$EUID" -eq 0 ]; then',"  export IS_SANDBOX=1","fi",...et,"exec claude -p \\","  --output-format stream-jso\
n --verbose \\","  --permission-mode bypassPermissions \\",`  --add-dir ${Qe} \\`,`  ${At("--model")} \\`,`  ${tt} \\`,`\
  < ${Me}`].join(`
`),codex:[...nt("codex"),...Bn("OPENAI_API_KEY","CODEX_API_KEY"),...et,"exec codex exec \\","  --json \\","  --sandbox w\
orkspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${Qe} \\`,`  ${At("--model")} \\`,`  ${tt} \\`,`  - < ${Me}`].
join(`
`),gemini:[...nt("gemini"),'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',...Bn("GOOGLE_API_K\
EY","GEMINI_API_KEY",' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),...et,"exec gemini \\","  --output-format json \
\\","  --approval-mode yolo \\",`  --include-directories ${Qe} \\`,`  ${At("--model")} \\`,`  ${tt} \\`,"  -p 'Carry out\
 the task above.' \\",`  < ${Me}`].join(`
`),copilot:[...nt("copilot"),`prompt_bytes=$(wc -c < ${Me})`,`if [ "$prompt_bytes" -gt ${Yn} ]; then`,`  echo "${st}${Zn(
"$prompt_bytes")}" >&2`,"  exit 2","fi",...et,"exec copilot \\",`  ${qn}"$(cat ${Me})" \\`,"  --output-format=json \\","\
  --allow-all-tools \\","  --no-ask-user \\",`  --add-dir=${Qe} \\`,`  \${${J.model}:+--model="$${J.model}"} \\`,`  ${tt}`].
join(`
`)};function _t(e,t=`input ${u.agent}`){let n=xe.safeParse(e);if(n.success)return n.data;throw new y("agent-preset-unkno\
wn",`"${e}" is not an agent preset; use one of ${X.join(", ")}, or give the command in \`run\``,{where:t})}function Li(e,t={}){
let n=_t(e),s=Mr.safeParse(t);if(!s.success){let o=s.error.issues[0];throw new y("agent-preset-options",`agent ${n}: ${o?.
path.join(".")||"options"} ${o?.message}`,{where:`agent ${n}`})}let r={};return s.data.model!==void 0&&(r[J.model]=s.data.
model),{script:Lr[n],env:r}}function Rt(e,t){let n=_t(e),s=[];switch(n){case"claude":return{...ss(pe(t),s),problems:s};case"\
codex":return{...Jr(t,s),problems:s};case"gemini":return{...Vr(t,s),problems:s};case"copilot":return{...Dr(t,s),problems:s}}}
function Ci(e,t){let n=xe.safeParse(e);if(!n.success)throw new y("agent-preset-unknown",`"${e}" is not an agent preset; \
use one of ${X.join(", ")}: the one whose CLI wrote the \`${u.agentOutput}\` file`,{where:`input ${u.agent}`});if(n.data!==
"claude")return Rt(n.data,t);let s=[],r=pe(t),o=r.some(We)?r:ts(t);return{...ss(o,s),problems:s}}function Fi(e,t){return Rt(
e,t).usage}function Ji(e,t){return Rt(e,t).finalText}function Ui(e,t){let n=_t(e),s=Cr(n,t);if(s!==null&&s.trim()!=="")return{
source:"cli",text:s};let r=t.split(`
`);for(let o=r.length-1;o>=0;o--){let i=r[o].trimEnd(),a=i.slice(st.length);if(i.startsWith(st)&&Tr(n,a))return{source:"\
script",text:a}}return null}function Cr(e,t){switch(e){case"claude":{let n=ce(pe(t),We);return n&&Qn(n)?es(n):null}case"\
codex":{let n=pe(t),s=ce(n,o=>o.type==="turn.failed"&&M(o.error)),r=M(s?.error)?s.error.message:ce(n,o=>o.type==="error")?.
message;return typeof r=="string"?r:null}case"gemini":{let n=rs(t)?.error;return M(n)&&typeof n.message=="string"?n.message:
null}case"copilot":{let n=ce(pe(t),s=>s.type==="session.error")?.data;return M(n)&&typeof n.message=="string"?n.message:
null}}}function Qn(e){return e.is_error===!0||typeof e.subtype=="string"&&e.subtype.startsWith("error")}function es(e){if(typeof e.
result=="string"&&e.result.trim()!=="")return e.result;let t=Array.isArray(e.errors)?e.errors.filter(n=>typeof n=="strin\
g"):[];return t.length>0?t.join("; "):typeof e.subtype=="string"?e.subtype:null}function zi(e,t){if(e!=="claude")return null;
let n=pe(t),s=ce(n.some(We)?n:ts(t),We);if(!s||!Qn(s))return null;let r=typeof s.subtype=="string"&&/^[a-z_]{1,64}$/.test(
s.subtype)?s.subtype:null;return{text:es(s)??"",subtype:r}}function Vi(e={}){return["## Handing off","",`When you are do\
ne, write your handoff as one JSON object to ${e.handoffPath?`\`${e.handoffPath}\` (also in the environment variable \`${je.
handoffPath}\`)`:`the path in the environment variable \`${je.handoffPath}\``}:`,"","```json",`{"version": ${on}, "statu\
s": "success", "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": {"key": \
"value"}}`,"```","",`- \`summary\` is required (at most ${me.summaryBytes} bytes); \`status\` is one of success, partial, \
blocked, failure.`,'- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage id>", "\
reason": "\u2026"}` to hand off to a specific stage.',`- If you cannot write files, print the same JSON as the last thin\
g you say, between a line \`${ht.start}\` and a line \`${ht.end}\`.`,...e.dataSchema===void 0?[]:["- This stage's `data`\
 must follow the JSON Schema below (every value a string; a pattern is an ECMAScript regular expression; lengths are in \
UTF-8 bytes), or the handoff is refused:","",$n(kn(e.dataSchema),"json")]].join(`
`)}function M(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function pe(e){let t=[];for(let n of e.split(`
`)){let s=n.trim();if(s.startsWith("{"))try{let r=JSON.parse(s);M(r)&&t.push(r)}catch{}}return t}function ts(e){let t=e.
trim();if(t.startsWith("[")&&t.endsWith("]"))try{let o=JSON.parse(t);if(Array.isArray(o))return o.filter(M)}catch{}let n=[],
s=e.split(`
`),r=-1;for(let o=0;o<s.length;o++){let i=s[o].replace(/\r$/,"");if(i==="  {")r=o;else if(r!==-1&&(i==="  }"||i==="  },")){
try{let a=JSON.parse(`${s.slice(r,o).join(`
`)}
}`);M(a)&&n.push(a)}catch{}r=-1}}return n}function ce(e,t){for(let n=e.length-1;n>=0;n--){let s=e[n];if(t(s))return s}}var U=(e,t)=>({
key:t,value:e[t]});function ns(e){return typeof e=="number"||typeof e=="boolean"?String(e):typeof e=="string"?"a string":
Array.isArray(e)?"a list":"an object"}function It(e,t){return{code:Fe.usageRefused,severity:"warning",path:`agent.usage.${e}`,
message:`${t}; ${e} is not recorded`}}function we(e,t,n,s){let r;for(let{key:o,value:i}of n)if(i!=null){if(typeof i!="nu\
mber"||!Number.isSafeInteger(i)||i<0){s.push(It(t,`${e} reported ${ns(i)} as ${o}, which is not a whole number from 0 to\
 ${Number.MAX_SAFE_INTEGER}`));return}if(r=(r??0)+i,!Number.isSafeInteger(r)){s.push(It(t,`the ${t} ${e} reported add up\
 to more than ${Number.MAX_SAFE_INTEGER}`));return}}return r}function Fr(e,{key:t,value:n},s){if(n!=null){if(typeof n=="\
number"&&Number.isFinite(n)&&n>=0&&n<=me.usageCostUsd)return n;s.push(It("cost_usd",`${e} reported ${ns(n)} as ${t}, whi\
ch is not an amount from 0 to ${me.usageCostUsd} USD`))}}function rt(e){let t={};return e.input!==void 0&&(t.input_tokens=
e.input),e.output!==void 0&&(t.output_tokens=e.output),e.cost!==void 0&&(t.cost_usd=e.cost),Object.keys(t).length===0?null:
t}function ss(e,t){let n=ce(e,We);if(!n)return{finalText:null,usage:null};let s=M(n.modelUsage)?Object.values(n.modelUsage).
filter(M):[],r=M(n.usage)?n.usage:{},[o,i]=s.length>0?[s.flatMap(a=>[U(a,"inputTokens"),U(a,"cacheCreationInputTokens"),
U(a,"cacheReadInputTokens")]),s.map(a=>U(a,"outputTokens"))]:[[U(r,"input_tokens"),U(r,"cache_creation_input_tokens"),U(
r,"cache_read_input_tokens")],[U(r,"output_tokens")]];return{finalText:typeof n.result=="string"?n.result:null,usage:rt(
{input:we("claude","input_tokens",o,t),output:we("claude","output_tokens",i,t),cost:Fr("claude",U(n,"total_cost_usd"),t)})}}
function We(e){return e.type==="result"}function Jr(e,t){let n=pe(e),r=ce(n,a=>a.type==="item.completed"&&Ur(a.item))?.item?.
text,o=n.filter(a=>a.type==="turn.completed"&&M(a.usage)),i=a=>o.map(l=>U(l.usage,a));return{finalText:typeof r=="string"?
r:null,usage:rt({input:we("codex","input_tokens",i("input_tokens"),t),output:we("codex","output_tokens",i("output_tokens"),
t)})}}function Ur(e){return M(e)&&(e.type==="agent_message"||e.item_type==="assistant_message")}var zr=4;function rs(e){
let t=e.length;for(let n=0;n<zr&&t>0;n++){let s=e.lastIndexOf(`
{`,t-1),r=s===-1?0:s+1;if(e[r]!=="{")return null;try{let o=JSON.parse(e.slice(r));if(M(o)&&("response"in o||"stats"in o||
"error"in o))return o}catch{}if(s===-1)return null;t=s}return null}function Vr(e,t){let n=rs(e),s=n?.stats,o=(M(s)&&M(s.
models)?Object.values(s.models):[]).map(i=>M(i)&&M(i.tokens)?i.tokens:{});return{finalText:typeof n?.response=="string"?
n.response:null,usage:rt({input:we("gemini","input_tokens",o.map(i=>U(i,"prompt")),t),output:we("gemini","output_tokens",
o.flatMap(i=>[U(i,"candidates"),U(i,"thoughts")]),t)})}}function Dr(e,t){let n=pe(e),s=ce(n,o=>o.type==="assistant.messa\
ge")?.data?.content,r=n.filter(o=>o.type==="assistant.message"&&M(o.data));return{finalText:typeof s=="string"?s:null,usage:rt(
{output:we("copilot","output_tokens",r.map(o=>U(o.data,"outputTokens")),t)})}}var Mt=["actions","artifact-metadata","attestations","checks","contents","deployments","discussions","issues","packages",
"pages","pull-requests","repository-projects","statuses","security-events","id-token","models","vulnerability-alerts"],Gr=new Set(
["models","vulnerability-alerts"]),os={none:0,read:1,write:2};function ot(e){if(e===null)return null;let t=new Map,n=(s,r)=>t.
set(s,Gr.has(s)&&r==="write"?"read":r);if(e.kind==="literal"){let s=e.value==="write-all"?"write":e.value==="read-all"?"\
read":null;if(s===null)return null;for(let r of Mt)n(r,s);return t}if(e.kind!=="mapping")return null;for(let s of Mt)t.set(
s,"none");for(let s of e.entries){if(s.value.kind!=="literal")return null;let r=String(s.value.value);if(r!=="none"&&r!==
"read"&&r!=="write")return null;n(s.key,r)}return t}function is(e,t){let n=Mt.filter(r=>os[e.get(r)??"none"]>os[t.get(r)??
"none"]);if(n.length===0)return null;let s=r=>n.map(o=>`${o}: ${r.get(o)??"none"}`).join(", ");return`requesting '${s(e)}\
', but is only allowed '${s(t)}'`}function as(e,t,n){let s=ot(e.permissions);if(s!==null)return{levels:s,from:`jobs.${e.
id}.permissions of ${t.fileName}`};let r=ot(t.permissions);return r!==null?{levels:r,from:`the permissions: of ${t.fileName}`}:
n}function Te(e){return e.jobs.some(se)?{...e,jobs:e.jobs.map(t=>se(t)?Br(t):t)}:e}var us=/^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$/,
cs=X.flatMap(e=>[...fe[e].keyEnv]),ls="stage",Hr=60,Kr=["status","next","present","data","sha256","artifact-id"],Wt=[u.stage,
u.prompt,u.promptFile,u.agent,u.run,u.needs,u.handoff,u.onInvalid,u.dataSchema,u.vars,u.verify,u.attempts,u.maxHandoffs,
u.maxPromptTokens,u.redact,u.retentionDays,u.workingDirectory];function Br(e){let t=e.uses,n=t.position,s=e.with,r={};for(let f of Wt){
let p=s[f];p!==void 0&&(r[f]=p)}let o={},i=s.model;i!==void 0&&(o[J.model]=i);let a=s[Ue.agentArgs];a!==void 0&&(o[J.args]=
a);let l=s[u.agent];for(let f of X)for(let p of fe[f].keyEnv){let d=qr(e,p);if(d===null||l===void 0)continue;let m=`(${ps(
l)}) == '${f}' && (${d}) || ''`;o[p]={text:`\${{ ${m} }}`,expression:m,position:n}}let c={index:0,id:ls,name:null,if:{expression:"\
success()",text:null,position:null},run:null,uses:{text:Xr(t.text.trim()),position:n},with:r,env:o,shell:null,workingDirectory:null,
continueOnError:!1,timeoutMinutes:null,position:n},g={};for(let f of Kr){let p=`steps.${ls}.outputs['${f}']`;g[f]={text:`\
\${{ ${p} }}`,expression:p,position:n}}return{...e,env:{},outputs:g,timeoutMinutes:Yr(s["timeout-minutes"],n),defaults:null,
steps:[c],stageWorkflow:!0}}function qr(e,t){if(e.secrets==="inherit")return`secrets.${t}`;let n=e.secrets[t];return n===
void 0?null:ps(n)}function ps(e){return e.expression??`'${e.text.replaceAll("'","''")}'`}function Yr(e,t){if(e===void 0)
return{kind:"literal",value:Hr,position:t};if(e.expression!==null)return{kind:"expression",expression:e.expression,text:e.
text,position:e.position};let n=e.text.trim(),s=n===""?Number.NaN:Number(n);return{kind:"literal",value:Number.isFinite(
s)?s:n,position:e.position}}function Xr(e){if(e.startsWith("./"))return"./";let t=e.indexOf("@"),[n="",s=""]=e.slice(0,t).
split("/");return`${n}/${s}${e.slice(t)}`}function fs(e,t){return se(t)&&!e.jobs.some(n=>n.id===pn)}function ds(e,t){let n=i=>i===
void 0?[]:i.expression!==null?null:i.text.split(/[\s,]+/).filter(Boolean),s=n(e);if(s===null)return null;let r=new Set,o=[
...s];for(let i=o.pop();i!==void 0;i=o.pop()){if(r.has(i))continue;r.add(i);let a=t(i);if(a===void 0)continue;let l=a.callsStageWorkflow?
n(a.needsInput):a.upstreamStages;if(l===null)return null;o.push(...l)}return r}function gs(e,t,n,s){return`${e}: on GitH\
ub, a stage run by baton's stage workflow reads only the stages its needs input names and those they read; add ${t} to w\
ith.needs of job '${n}' (now: ${s?.text.trim()||"none"})`}var Tt=10,it=".github/workflows/";function ms(e){let t=e.trim();if(!t.startsWith("./"))return null;let n=[];for(let s of t.
slice(2).split("/"))s===""||s==="."||(s===".."?n.pop():n.push(s));return n.join("/")}function hs(e){return e.replaceAll(
"/","-")}function W(e){return e.slice(e.lastIndexOf("/")+1)}function Lt(e,t){return e.flatMap(n=>[n,...Lt(t(n)?.jobs??[],
t)])}function bs(e,t,n,s){let r=[],o=new Set([e.fileName]),i=(a,l,c,g,f)=>{let p=Dn(a),d=new Set(a.jobs.map(m=>m.id));for(let m of Et(
a)){let h=`${l}${m.id}`,x={id:h,job:m,workflow:a,calledBy:c,needs:m.needs.filter(P=>d.has(P.id)).map(P=>`${l}${P.id}`),upstream:(p.
get(m.id)??[]).map(P=>`${l}${P}`),call:null,skip:null};if(r.push(x),m.uses===null||m.stageWorkflow===!0)continue;let $=m.
uses.text.trim(),k=ms($),O=P=>s.push({code:S.workflowCallInvalid,severity:"error",path:L(a.fileName,m.uses?.position??m.
position),message:`jobs.${m.id}: ${P}`});if(k===null){x.skip=`${$}: reusable workflows of other repositories do not run \
locally`;continue}if(!k.startsWith(it)||k.slice(it.length).includes("/")){O(`uses: ${$}: a reusable workflow of this rep\
ository must be a file of ${it} (./${it}<file>.yml), as GitHub requires`);continue}let z=g.indexOf(k);if(z>=0){O(`uses: ${$}\
: calls form a cycle: ${[...g.slice(z),k].join(" \u2192 ")}`);continue}if(g.length>=Tt){O(`uses: ${$}: too deep: ${[...g,
k].join(" \u2192 ")}; GitHub connects at most ${Tt} levels of workflows (the caller and ${Tt-1} called ones)`);continue}
let I=t.get(k);if(I===void 0||"unreadable"in I){O(`uses: ${$}: ${I?.unreadable??"the workflow was not read"}`);continue}
if(o.has(I.fileName)||(o.add(I.fileName),s.push(...I.problems)),I.call===void 0){Object.keys(I.on).length===0&&I.problems.
some(j=>j.severity==="error")||O(`uses: ${$}: ${k} is not a reusable workflow: its on: has no workflow_call, and GitHub \
calls only a workflow whose on: has workflow_call`);continue}Qr(a,m,k,I.call,n,s);let C=as(m,a,f);Zr(I,$,C,s);let q=Te(I);
x.call={path:k,workflow:q,jobs:[]};let re=r.length;i(q,`${h}/`,h,[...g,k],C),x.call.jobs=r.slice(re).filter(P=>P.calledBy===
h).map(P=>P.id)}};return i(e,"",null,[ms(`./${e.fileName}`)??e.fileName],null),r}function Zr(e,t,n,s){if(n===null)return;
let r=(o,i)=>{let a=ot(o),l=a===null?null:is(a,n.levels);if(o===null||l===null)return;let c=L(e.fileName,o.position),g=`${i}\
 is ${l} by ${n.from}, which calls it (uses: ${t}); GitHub refuses the call. Ask for no more than the caller allows, or \
give the calling job the permissions`;s.some(f=>f.path===c&&f.message===g)||s.push({code:S.workflowCallInvalid,severity:"\
error",path:c,message:g})};r(e.permissions,"the workflow");for(let o of e.jobs)r(o.permissions,`the nested job '${o.id}'`)}
function Qr(e,t,n,s,r,o){let i=f=>L(e.fileName,f??t.uses?.position??t.position),a=(f,p)=>o.push({code:S.workflowCallInvalid,
severity:"error",path:f,message:`jobs.${t.id}: ${p}`}),l=Object.keys(s.inputs);for(let[f,p]of Object.entries(t.with)){let d=xs(
s,f);if(d===void 0){a(i(p.keyPosition??p.position),`with.${f}: ${n} declares no such input (on.workflow_call.inputs)${le(
f,l)}; its inputs: ${l.join(", ")||"(none)"}`);continue}let m=Ct(d,f,p,n);m!==null&&a(i(p.position),m)}for(let f of Object.
values(s.inputs))!f.required||ks(t.with,f.name)!==void 0||a(i(t.uses?.position),`input '${f.name}' is required by ${n} (\
on.workflow_call.inputs.${f.name}); give it in with:${f.default===null?"":" (GitHub requires it of every call, its defau\
lt notwithstanding)"}`);let c=Object.keys(s.secrets);if(t.secrets==="inherit"){if(r===null)return;let f=new Set(r.names.
map(p=>p.toUpperCase()));for(let[p,d]of Object.entries(s.secrets))!d.required||f.has(p.toUpperCase())||a(i(t.uses?.position),
`secret ${p} is required by ${n} and passed by secrets: inherit, but this run has no ${p}; pass ${r.words.passSecret(p)}\
 (with ${p} set in the environment)`);return}let g=new Set(Object.keys(t.secrets).map(f=>f.toUpperCase()));for(let[f,p]of Object.
entries(t.secrets))c.some(d=>d.toUpperCase()===f.toUpperCase())||a(i(p.keyPosition??p.position),`secrets.${f}: ${n} decl\
ares no such secret (on.workflow_call.secrets)${le(f,c)}; its secrets: ${c.join(", ")||"(none)"}`);for(let[f,p]of Object.
entries(s.secrets))!p.required||g.has(f.toUpperCase())||a(i(t.uses?.position),`secret ${f} is required by ${n} (on.workf\
low_call.secrets.${f}); pass it in secrets: (or secrets: inherit)`)}function Ct(e,t,n,s){if(n.expression!==null)return null;
try{return ws(e,ys(n),s),null}catch(r){if(!(r instanceof y))throw r;return`with.${t}: ${r.message}`}}function ys(e){switch(e.
literal){case"number":return Number(e.text);case"boolean":return e.text==="true";case"null":return null;default:return e.
text}}function ws(e,t,n){let s=t==null?"":typeof t=="string"?t:JSON.stringify(t),r=(o,i)=>{let a=t==null?"null":typeof t==
"string"?"a string":typeof t;return new y("input-invalid",`input '${e.name}' of ${n} is a ${o}; got ${JSON.stringify(s)}\
, ${a==="null"?"null":a}, which GitHub refuses ("Unexpected value '${s}'": it converts nothing to a ${o}); write ${i}`)};
switch(e.type){case"boolean":if(typeof t=="boolean")return t;throw r("boolean","true or false unquoted, or an expression\
 whose value is a boolean (${{ x == 'true' }})");case"number":if(typeof t=="number"&&Number.isFinite(t))return t;throw r(
"number","the number unquoted, or an expression whose value is a number (${{ fromJSON(x) }})");default:return t==null?"":
typeof t=="string"?t:String(t)}}function xs(e,t){let n=t.toLowerCase();return Object.values(e.inputs).find(s=>s.name.toLowerCase()===
n)}function ks(e,t){let n=t.toLowerCase(),s=Object.keys(e).find(r=>r.toLowerCase()===n);return s===void 0?void 0:e[s]}function $s(e,t,n,s){
let r={};for(let[o,i]of Object.entries(t.with)){let a=xs(n,o)?.type;r[o]=i.expression===null?ys(i):a==="number"||a==="bo\
olean"?e.evaluate(i.expression,s(o,i)):e.evaluateString(i.expression,s(o,i))}return r}function Ss(e,t,n){let s={};for(let r of Object.
values(e.inputs)){let o=ks(t,r.name);o!==void 0?s[r.name]=ws(r,o,n):r.default!==null?s[r.name]=r.default:s[r.name]=r.type===
"boolean"?!1:""}return s}function Ps(e,t,n){if(n===t)return{kind:"self"};let s=d=>{let m=[d];for(let h=e(d)?.calledBy??null;h!==
null;h=e(h)?.calledBy??null)m.push(h);return m},r=s(t),o=s(n),i=d=>e(d)?.calledBy??null,a=t,l=n;e:for(let d of r)for(let m of o)
if(i(d)===i(m)){a=d,l=m;break e}if(a===l)return{kind:"after",text:`job '${n}' is the call that runs this job, and finish\
es after it`};let c=e(a)?.workflow,g=a.slice(0,a.length-W(a).length),f=c?Xe(c,W(l),W(a)):null,p=(d,m)=>d===m?"":` (a job\
 of the call '${d}')`;if(f!==null){let d=Ze(f.map(m=>`${g}${m}`));return{kind:"after",text:a===t&&l===n?`job '${n}' runs\
 after this job: ${d}`:`job '${n}'${p(l,n)} runs after ${a===t?"this job":`the call '${a}' that runs this job`}: ${d}`}}
return a===t?{kind:"add",need:W(l),needsOf:`jobs.${W(t)}.needs`}:{kind:"outside",text:`a job of a called workflow can ne\
ed only the jobs of its own file; add '${W(l)}' to jobs.${W(a)}.needs, of the call '${a}' that runs this job, to read it`}}function Os(e,t){if(e.expression!==null)return[];let n=[],s=/[^\s,]+/g;for(let r=s.exec(e.text);r!==null;r=s.exec(e.text)){
let o=Ft(r[0],t);o!==null&&n.push({offset:r.index,message:`needs: ${o}`})}return n}function Ft(e,t){let n=JSON.stringify(
e);if(!ie.test(e))return`${n} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`;if(t.upstreamStages.
includes(e)||t.unknown||Jt(e,t)!==void 0)return null;let s=to(t),r=t.jobs.get(e),o=r?.stages?.includes(e)??!1;if(r!==void 0&&
!o&&t.upstreamJobs.includes(e)){let l=r.stages===null?`${e}-<matrix values>, known when the run expands its matrix`:r.stages.
join(", ");return`${n} is ${r.matrix?"the matrix job":"job"} ${e}, not a stage: name ${r.matrix?"its legs":"its stage"} \
(${l}); upstream stages: ${s}`}let i=r!==void 0&&!o?e:eo(e,t);if(i!==void 0){let l=i===e&&!o,c="a stage needs only stage\
s of jobs that finish before it";if(i===t.job)return`${n} is ${l?"this job":"a stage of this job"} itself: ${c}; upstrea\
m stages: ${s}`;let g=l?`job '${i}'`:`a stage of job '${i}'`,f=t.runsAfter(i);return f!==null?`${n} is ${g}, which runs \
after job '${t.job}' (${Ze(f)}): ${c}; upstream stages: ${s}`:`${n} is ${g}, which is not upstream of job '${t.job}' (ad\
d '${i}' to jobs.${t.job}.needs); upstream stages: ${s}`}let a=ne(e,t.upstreamStages);return`${n} is not a stage upstrea\
m of job '${t.job}'${a?` (did you mean ${a}?)`:""}; upstream stages: ${s}`}function Jt(e,t){let n;for(let s of t.openMatrices)
e.startsWith(`${s}-`)&&s.length>(n?.length??0)&&(n=s);return n}function eo(e,t){let n;for(let[s,r]of t.jobs){if(r.stages?.
includes(e))return s;r.stages===null&&r.matrix&&e.startsWith(`${s}-`)&&s.length>(n?.length??0)&&(n=s)}return n}function to(e){
let t=[...e.upstreamStages,...e.openMatrices.map(n=>`${n}-*`)];return t.length>0?t.join(", "):"(none)"}var at={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},no=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function vs(e){return no.get(e.toLowerCase())??""}var so="$ErrorActionPreference \
= 'stop'",ro="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",oo="bash",ua="bash -e {0}",Es=[
"cmd","powershell"];function io(e){let t=(e??"").trim().toLowerCase();return Es.find(n=>n===t)??null}function ca(e,t){return`\
shell: ${e} exists only on Windows runners; baton runs this step here, on ${t}, where there is no ${e} (a ${t} runner fa\
ils it too: "${e}: command not found"). Use ${e==="powershell"?"pwsh":"bash (or sh, pwsh, python)"}, or give the step if\
: runner.os == 'Windows' to skip it here`}var ao=`${Object.keys(at).join(", ")}, ${Es.join(", ")} (Windows only), or a c\
ommand containing {0} (e.g. "perl {0}")`;function Ns(e){io(e)===null&&As(e,ao)}var lo=`${Object.keys(at).join(", ")}, or\
 a command containing {0} (e.g. "perl {0}")`;function Ut(e){return As(e,lo)}function As(e,t){let n=(e??"").trim()||oo;if(Object.
hasOwn(at,n)){let i=at[n],[a,...l]=js(i.template);return{file:a,args:l,extension:vs(a)}}if(!n.includes("{0}"))throw new y(
"input-invalid",`${JSON.stringify(n)} is not one of ${t}`,{where:"shell"});let s=js(n),[r,...o]=s;if(r===void 0||r.includes(
"{0}"))throw new y("input-invalid",`${JSON.stringify(n)} must start with a program, then {0} for the script`,{where:"she\
ll"});return{file:r,args:o,extension:vs(r)}}function pa(e,t){switch(e.file){case"pwsh":case"powershell":return`${so}
${t}
${ro}`;case"cmd":return`@echo off
${t}`;default:return t.endsWith(`
`)?t:`${t}
`}}function fa(e,t){return e.args.map(n=>n.replaceAll("{0}",t))}function js(e){let t=[],n="",s=!1,r=null;for(let o of e){
if(r){o===r?r=null:n+=o;continue}o==='"'||o==="'"?(r=o,s=!0):/\s/.test(o)?(s&&t.push(n),n="",s=!1):(n+=o,s=!0)}if(r)throw new y(
"input-invalid",`${JSON.stringify(e)} has an unterminated ${r} quote`,{where:"shell"});return s&&t.push(n),t}function Is(e,t){return t(En(e))}async function ka(e,t,n){let s=t.problems.map($=>Rs($,e)),r=co(t.outcome,e),o=($,k)=>{let O=_s($,e.redact,k);return s.push(
...O.problems),O.text},i=o(t.prompt,"prompt.md"),a=t.agent?o(t.agent.output,"agent.log"):void 0,l=e.agent?.kind==="comma\
nd"?o(e.agent.command,"agent.command"):null,c=t.verify?{...t.verify,command:o(t.verify.command,"verify.command")}:null,g=t.
agent?.startedAt??t.startedAt,f=t.agent?.finishedAt??t.finishedAt,p=t.outcome.reason!=="completed",d=uo(t.usage,s),m=$=>n.
workspace.sha256($),h={schema:rn.record,stage:e.stage,job:e.job,matrix:e.matrix,attempt:t.attempt,repair:t.repair,hop:t.
hop,run:e.run,agent:{command:l,preset:e.agent?.kind==="preset"?e.agent.preset:null,exit_code:t.agent?.exitCode??null,started_at:g.
toISOString(),finished_at:f.toISOString(),duration_ms:Math.max(0,f.getTime()-g.getTime()),usage:d},verify:c,status:p?"fa\
ilure":t.handoff?.status??"success",outcome:{reason:r.reason,message:r.message},present:t.handoff!==null,digests:{handoff:t.
handoff?Is(t.handoff,m):null,prompt:m(i)},lineage:t.lineage,...t.parent?{parent:t.parent}:{},problems:s},x=await n.store.
put({record:h,prompt:i,handoff:t.handoff,...a===void 0?{}:{log:a},...t.files&&t.files.length>0?{files:t.files}:{}});return{
record:h,ref:x,handoff:t.handoff,outcome:r}}function uo(e,t){if(e===null)return null;let n={};for(let[s,r]of Object.entries(
e)){let o=vn.safeParse({[s]:r});if(o.success){n[s]=r;continue}let i=o.error.issues.map(a=>a.message).join("; ");t.push({
code:Fe.usageRefused,severity:"warning",path:`agent.usage.${s}`,message:`the agent\u2019s usage cannot be stored (${i});\
 ${s} is not recorded`})}return Object.keys(n).length===0?null:n}function _s(e,t,n){let s=_e(e,t);return{text:s.text,problems:s.
redactions.length===0?[]:[{code:fn.problemCode,severity:"warning",path:n,message:Nn(s.redactions)}]}}function zt(e,t){return _e(
e,t.redact).text}function Rs(e,t){return{...e,path:zt(e.path,t),message:zt(e.message,t)}}function co(e,t){if(e.message===
null)return e;let n=zt(e.message,t);return"problems"in e?{...e,message:n,problems:e.problems.map(s=>Rs(s,t))}:{...e,message:n}}function lt(e){let t=e.split(/\r?\n/).map(n=>n.trim()).filter(n=>n.length>0);return[...new Set(t)]}function Ea(e,t){if(t>=e)return null;let n=`${e} ${e===1?"value":"values"} to redact`,s=t===0?`none of ${e===1?"it":"the\
m"}`:`${t} of them`;return new y("redact-not-given",`prepare was given ${n} and capture was given ${s}: give capture the\
 same ${u.redact} input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the val\
ues it is given; nothing was stored`,{where:u.redact})}var H={attempts:{min:1,max:me.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},po=Ae(he.handoff),fo=Ae(he.onInvalid),go=yn("kind",[ae({kind:Ve("command"),command:E().check(Ne(1))}),ae({kind:Ve(
"preset"),preset:xe})]),Ms=ae({stage:De,job:Y(E()),matrix:B(ze(E(),St())),open:B(Ve(!0)),place:B(wn(be($e().check(Se(),hn()))))}),
mo=ae({stage:De,job:E().check(Ne(1)),matrix:Y(ze(E(),St())),template:Y(ae({text:E(),source:E()})),upstream:be(Ms),expandLineage:$t(),
needs:be(De),handoff:po,onInvalid:fo,dataSchema:B(xn),agent:Y(go),shell:E(),workingDirectory:E().check(Ne(1)),verify:Y(E()),
attempts:$e().check(Se(),xt(H.attempts.min),wt(H.attempts.max)),maxHandoffs:$e().check(Se(),xt(H.maxHandoffs.min),wt(H.maxHandoffs.
max)),parentRun:Y(E().check(Ne(1))),maxPromptTokens:Y($e().check(Se(),kt())),retentionDays:Y($e().check(Se(),kt())),inputs:ze(
E(),E()),github:_n,redact:be(E()),workflowJobs:Y(be(E())),workflowUnread:B(E()),madeEvent:B(E()),madeEventRun:B(E()),trustCheckout:B(
$t()),run:jn}),Vt="the stage id holds the value of a secret; a stage id names directories and artifacts, which are not r\
edacted",Z={bothPrompts:`give either \`${u.prompt}\` or \`${u.promptFile}\`, not both`,noPrompt:`one of \`${u.prompt}\` o\
r \`${u.promptFile}\` is required`,outputWithoutAgent:`is given without \`${u.agent}\`, here or on its prepare step: name\
 the CLI whose output the file holds (${X.slice(0,-1).join(", ")} or ${X.at(-1)}), so capture can read its usage`,bothAgents:`\
give either \`${u.run}\` (a command) or \`${u.agent}\` (a preset), not both`,noAgent:`one of \`${u.run}\` (the agent's co\
mmand) or \`${u.agent}\` (a preset) is required`};function Ga(e,t){let n=[],s=v=>{let _=e[v];if(_===void 0)return null;let Q=_.
trim();return Q===""?null:Q},r=(v,_)=>n.push({input:v,message:_}),o=(v,_,Q)=>{try{return _()}catch(ee){if(ee instanceof y)
return r(ee.where??v,ee.message),Q;throw ee}},i=So(s(u.stage),t,r),a=ut(u.handoff,s(u.handoff),he.handoff,"optional",r),
l=ut(u.onInvalid,s(u.onInvalid),he.onInvalid,"fail",r),c=de(u.attempts,s(u.attempts),H.attempts,1,r),g=de(u.maxHandoffs,
s(u.maxHandoffs),H.maxHandoffs,me.defaultMaxHandoffs,r),f=t.parentRun!==void 0?t.parentRun:$o(s,r),p=de(u.maxPromptTokens,
s(u.maxPromptTokens),H.maxPromptTokens,null,r),d=de(u.retentionDays,s(u.retentionDays),H.retentionDays,null,r),m=s(u.shell)??
"bash";o(u.shell,()=>Ut(m),null);let h=Ts(u.trustCheckout,s(u.trustCheckout),r),x=s(u.workingDirectory)??".";x.includes(
"\0")&&r(u.workingDirectory,"must not contain a NUL character");let $=s(u.verify),k=o(u.vars,()=>yo(e[u.vars]??"",t),{}),
O=o(u.dataSchema,()=>wo(e[u.dataSchema]??"",t),void 0),z=Po(e,s,t,r),I=Oo(s,t,r),{upstream:C,needs:q,expandLineage:re}=jo(
s(u.needs),t,r),P=[...t.secrets??[],...lt(e[u.redact]??"")].filter(v=>v.length>0);if(n.length>0)throw ko(n);return{...mo.
parse({stage:i,job:t.job,matrix:t.matrix??null,template:z,upstream:[],expandLineage:re,needs:q,handoff:a,onInvalid:l,...O===
void 0?{}:{dataSchema:O},agent:I,shell:m,workingDirectory:x,verify:$,attempts:c,maxHandoffs:g,parentRun:f,maxPromptTokens:p,
retentionDays:d,inputs:{...t.dispatchInputs??ho(t.github),...k},github:t.github,redact:[...new Set(P)],workflowJobs:t.workflowJobs??
null,...t.workflowJobs==null&&t.workflowUnread!==void 0?{workflowUnread:t.workflowUnread}:{},...t.madeEvent===void 0?{}:
{madeEvent:t.madeEvent},...t.madeEvent===void 0||t.madeEventRun===void 0?{}:{madeEventRun:t.madeEventRun},...h?{trustCheckout:h}:
{},run:t.run}),upstream:bo(C)}}function ho(e){if(e.event_name!=="workflow_dispatch"&&e.event_name!=="workflow_call")return{};
let t=e.event.inputs;return t===null||typeof t!="object"||Array.isArray(t)?{}:Object.fromEntries(Object.entries(t).filter(
([,n])=>["string","number","boolean"].includes(typeof n)).map(([n,s])=>[n,String(s)]))}function Dt(e){return`${JSON.stringify(
e)} is not one of ${X.join(", ")}`}function Ws(e,t,n,s){let r=[],o=(d,m)=>r.push({input:d,message:m}),i=(d,m)=>{try{m()}catch(h){
if(!(h instanceof y))throw h;o(h.where??d,h.message)}},a=d=>e.get(d)?.trim()||null,l=d=>e.get(d)===null||a(d)!==null;ut(
u.handoff,a(u.handoff),he.handoff,"optional",o),ut(u.onInvalid,a(u.onInvalid),he.onInvalid,"fail",o),de(u.attempts,a(u.attempts),
H.attempts,null,o),de(u.maxHandoffs,a(u.maxHandoffs),H.maxHandoffs,null,o),de(u.maxPromptTokens,a(u.maxPromptTokens),H.maxPromptTokens,
null,o),de(u.retentionDays,a(u.retentionDays),H.retentionDays,null,o),Ts(u.trustCheckout,a(u.trustCheckout),o);let c=a(u.
agent);c!==null&&!xe.safeParse(c).success&&o(u.agent,Dt(c));let g=a(u.shell);g!==null&&i(u.shell,()=>Ut(g));let f=e.get(
u.vars);t!=="capture"&&n!==void 0&&typeof f=="string"&&i(u.vars,()=>n(f));let p=e.get(u.dataSchema);return t!=="prepare"&&
s!==void 0&&typeof p=="string"&&p.trim()!==""&&i(u.dataSchema,()=>s(p)),t!=="capture"&&(l(u.prompt)&&l(u.promptFile)?o(u.
prompt,Z.bothPrompts):!l(u.prompt)&&!l(u.promptFile)&&o(u.prompt,Z.noPrompt)),t==="stage"&&(l(u.run)&&l(u.agent)?o(u.run,
Z.bothAgents):!l(u.run)&&!l(u.agent)&&o(u.run,Z.noAgent)),r}function bo(e){return e.every(xo)?e:be(Ms).parse(e)}function yo(e,t){if(t.mode==="capture"||e.trim()==="")return{};if(t.
parseVars===void 0)throw new mt("stageSpecFromInputs: a vars input needs ctx.parseVars");return t.parseVars(e)}function wo(e,t){
if(!(t.mode==="prepare"||e.trim()==="")){if(t.parseDataSchema===void 0)throw new mt("stageSpecFromInputs: a data-schema \
input needs ctx.parseDataSchema");return t.parseDataSchema(e)}}function xo(e){let t=Object.keys(e),{matrix:n,place:s}=e;
return t.length===2+(n===void 0?0:1)+(e.open===!0?1:0)+(s===void 0?0:1)&&(s===void 0||Array.isArray(s)&&s.every(r=>Number.
isInteger(r)&&r>=0))&&t.includes("stage")&&t.includes("job")&&typeof e.stage=="string"&&ie.test(e.stage)&&(e.job===null||
typeof e.job=="string")&&(n===void 0||typeof n=="object"&&n!==null&&!Array.isArray(n)&&Object.getPrototypeOf(n)===Object.
prototype)}function ko(e){let[t]=e;return e.length===1&&t?new y("input-invalid",t.message,{where:t.input}):new y("input-\
invalid",`${e.length} inputs are invalid`,{details:e.map(n=>`${n.input}: ${n.message}`)})}function ut(e,t,n,s,r){return t===
null?s:n.includes(t)?t:(r(e,`${JSON.stringify(t)} is not one of ${n.join(", ")}`),s)}function Ts(e,t,n){return t===null||
t==="false"?!1:t==="true"?!0:(n(e,`${JSON.stringify(t)} is not one of true, false`),!1)}function $o(e,t){let n=e(u.parentRun);
return n===null?null:In.test(n)?n:(t(u.parentRun,`${JSON.stringify(n)} is not a workflow run id (a positive whole number\
, such as \${{ github.run_id }} of the run that started this one)`),null)}function de(e,t,n,s,r){if(t===null)return s;let o=/^\d{1,9}$/.
test(t)?Number(t):Number.NaN;return!Number.isInteger(o)||o<n.min||o>n.max?(r(e,`${JSON.stringify(t)} is not a whole numb\
er from ${n.min} to ${n.max}`),s):o}function So(e,t,n){let s=t.secrets??[];if((e!==null?[e]:Object.values(t.matrix??{}).
map(o=>typeof o=="string"?o:JSON.stringify(o)??"")).some(o=>He(o,s)))return n(u.stage,`${Vt}, so ${e===null?`give one in\
 the \`${u.stage}\` input`:"choose one without it"}`),"invalid";if(e!==null&&!ie.test(e))return n(u.stage,`${JSON.stringify(
e)} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`),"invalid";try{let o=e??ye(t.stageJob??t.job,
t.matrix??null);return Pn(o,1),o}catch(o){if(o instanceof y){let i=e===null?`; give the stage id in the \`${u.stage}\` in\
put`:"";return n(u.stage,`${o.message}${i}`),"invalid"}throw o}}function Po(e,t,n,s){let r=e[u.prompt]?.trim()?e[u.prompt]:
null,o=t(u.promptFile);if(r!==null&&o!==null)return s(u.prompt,Z.bothPrompts),null;if(r!==null)return{text:r,source:n.promptSource??
`jobs.${n.job} ${u.prompt}`};if(o!==null){if(!n.readFile)return s(u.promptFile,"cannot be read here (no file reader was \
given)"),null;try{return{text:n.readFile(o),source:o}}catch(i){let a=i instanceof Error?i.message:String(i);return s(u.promptFile,
`cannot read ${JSON.stringify(o)}: ${a}`),null}}return n.mode!=="capture"&&s(u.prompt,Z.noPrompt+Ls([u.prompt,u.promptFile],
n)),null}function Ls(e,t){let n=[];for(let s of t.unreadInputs??[]){let r=ne(s.replaceAll("_","-"),e);r!==void 0&&n.push(
`the step was given \`${s}\`, which is not an input of this action: did you mean \`${r}\`?`)}return n.map(s=>`; ${s}`).join(
"")}function Oo(e,t,n){let s=e(u.run),r=e(u.agent);if(t.mode==="capture")return vo(r,e(u.agentOutput),n);if(t.mode==="pr\
epare"&&r===null)return null;if(s!==null&&r!==null)return n(u.run,Z.bothAgents),null;if(r!==null){let o=xe.safeParse(r);
return o.success?{kind:"preset",preset:o.data}:(n(u.agent,Dt(r)),null)}return s!==null?{kind:"command",command:s}:(n(u.run,
Z.noAgent+Ls([u.run,u.agent],t)),null)}function vo(e,t,n){if(t?.includes("\0")&&n(u.agentOutput,"must not contain a NUL \
character"),e===null)return null;let s=xe.safeParse(e);return s.success?{kind:"preset",preset:s.data}:(n(u.agent,`${Dt(e)}\
: name the CLI whose output \`${u.agentOutput}\` holds (claude for claude-code-action's execution_file)`),null)}function Ha(e,t,n){
if(e.agent!==null||n===null)return e;if(t.agent!==void 0)return{...e,agent:{kind:"preset",preset:t.agent}};throw new y("\
input-invalid",Z.outputWithoutAgent,{where:u.agentOutput})}function Cs(e,t){let n=(s,r)=>{let o=s?.get(r);return o===null||
o!==void 0&&o.trim()!==""};return!n(e,u.agentOutput)||n(e,u.agent)||n(t,u.agent)?null:{input:u.agentOutput,message:Z.outputWithoutAgent}}
function Ka(e){let t=(e[u.agentOutput]??"").trim();return t===""?null:t}function jo(e,t,n){let s=[];for(let r of(e??"").
split(/[\s,]+/).filter(Boolean))ie.test(r)?s.includes(r)||s.push(r):n(u.needs,`${JSON.stringify(r)} is not a stage id: a\
 letter or _ then up to 99 letters, digits, _ or -`);return{...Eo(s,t.job,t.upstream,n,t.needsFacts),needs:s}}function Eo(e,t,n,s,r){
if(n===void 0)return{upstream:e.map(a=>({stage:a,job:null})),expandLineage:!0};let o=n.map(a=>a.stage),i=[];for(let a of e)
if(r!==void 0){let l=Ft(a,r);l!==null&&s(u.needs,l);let c=l===null&&!o.includes(a)?Jt(a,r):void 0;c!==void 0&&i.push({stage:a,
job:c,open:!0})}else o.includes(a)||s(u.needs,`${JSON.stringify(a)} is not upstream of job ${t}; upstream stages: ${o.join(
", ")||"(none)"}`);return{upstream:i.length>0?[...n,...i]:n,expandLineage:!1}}var Fs=tn(Sn(),1);function ct(e){if(e.trim()==="")return{};let t;try{t=(0,Fs.parse)(e,{uniqueKeys:!0,maxAliasCount:100})}catch(s){let r=s instanceof
Error?s.message.split(`
`)[0]:String(s);throw new y("input-invalid",`is not valid YAML or JSON: ${r}`,{where:u.vars})}if(t==null)return{};if(typeof t!=
"object"||Array.isArray(t))throw new y("input-invalid","must be a map of names to values (YAML or JSON)",{where:u.vars});
let n={};for(let[s,r]of Object.entries(t)){if(!an.test(s)||bt.includes(s))throw new y("input-invalid",`key ${JSON.stringify(
s)} must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ and not be ${bt.join(", ")}`,{where:u.vars});if(r===null)n[s]="";else if(typeof r==
"string"||typeof r=="number"||typeof r=="boolean")n[s]=String(r);else throw new y("input-invalid",`${s} must be a string\
, number or boolean, not a nested value`,{where:u.vars})}return n}function nl(e,t={}){try{return Mn(e).references}catch(n){throw n instanceof Re?Rn(n,e,t.source??"template"):n}}function sl(e,t){
let n=t.source??"template",{analysis:s,problems:r}=Ke(e),o=r.map(i=>({code:i.code,severity:"error",path:`${n}:${i.line}:${i.
column}`,message:[i.message,...i.details].join("; "),line:i.line,column:i.column}));for(let i of s?.references??[]){let a=i.
kind==="stage"?t.stages:t.jobs;if(a.includes(i.stage))continue;let l=i.kind==="stage"?"stage":"job";o.push({code:Ee.unknownStage,
severity:"error",path:`${n}:${i.line}:${i.column}`,message:`${i.kind==="stage"?"stages":"jobs"}.${i.stage}: no such upst\
ream ${l}${Ie(i.stage,a)}; upstream ${l}s: ${a.length>0?a.join(", "):"(none)"}`,line:i.line,column:i.column})}return o.sort(
(i,a)=>i.line-a.line||i.column-a.column).map(({line:i,column:a,...l})=>l)}function Js(e,t){let n=[];for(let s of e){let r={
line:s.line,column:s.column};if(s.kind==="input"){let c=t.inputs;if(c===void 0||c.names.includes(s.key))continue;n.push(
new Re(Ee.missingField,`${s.path}: no input ${s.key}${Ie(s.key,c.names)}`,r,[c.names.length>0?`inputs: ${c.names.join(",\
 ")} (${c.from})`:`the inputs of a prompt are ${c.from}, and there are none here`]));continue}if(s.kind==="data"||s.owner===
null||t.matrix===void 0)continue;let o=t.matrix(s.owner);if(o===void 0||o.includes(s.key))continue;let i=t.call?.(s.owner),
a="stage"in s.owner?`stage ${s.owner.stage}`:`the stages of job ${s.owner.job}`,l="stage"in s.owner?`the job of stage ${s.
owner.stage} has no matrix (matrix is null)`:i?.job===s.owner.job?`the jobs that job ${i.job} calls (${i.file}) have no \
matrix (the matrix of its stages is null)`:`job ${s.owner.job} has no matrix (matrix is null)`;n.push(new Re(Ee.missingField,
o.length===0?`${s.path}: ${l}, so there is no ${s.key}`:`${s.path}: no key ${s.key} in the matrix of ${a}${Ie(s.key,o)}`,
r,[...o.length===0?[]:[`matrix keys: ${o.join(", ")}`],...i?.keys.includes(s.key)?[`${s.key} is a key of the matrix of j\
ob ${i.job}, which calls ${i.file}: a call's matrix reaches the called jobs only through the inputs its with: gives, and\
 their stages record their own jobs' matrix; tell its legs apart by their stage ids ({{id}}), made from those inputs (st\
age: <id>-\${{ inputs.<name> }})`]:[]]))}return n}function Us(e,t){return e.flatMap(n=>{let s=n.kind==="data"?No(n,t):null;
return s===null?[]:[s]})}function No(e,t){if(e.owner===null||t.data===void 0)return null;let n=t.data(e.owner);if(n===void 0||
n.keys.includes(e.key))return null;let s="stage"in e.owner?`stage ${e.owner.stage}`:`the stages of job ${e.owner.job}`,r=n.
keys.length>0?`its keys: ${n.keys.join(", ")}`:"it declares no keys";return{closed:n.closed,error:new Re(Ee.missingField,
`${e.path}: no key ${e.key} in the data-schema of ${s}${Ie(e.key,n.keys)}`,{line:e.line,column:e.column},[n.closed?`${r}\
 (additionalProperties is false: a handoff with any other key is refused, so this always renders empty)`:`${r}; a handof\
f may hold others (additionalProperties is not false), but none is promised: declare ${e.key} under properties (and in r\
equired, if the stage must write it)`])}}function Vs(e){let t=[];for(let n of e.jobs){if(se(n)){Gt(n.with,yt,"baton's stage workflow",t),n.secrets!=="inherit"&&Gt(
n.secrets,cs,"baton's stage workflow",t,"secret");continue}for(let s of n.steps){let r=ue(s);r.kind==="baton"&&Gt(s.with,
dn[r.action],"baton's action",t)}}return t}function Gt(e,t,n,s,r="input"){let o=new Set(t);for(let[i,a]of Object.entries(
e)){if(o.has(i))continue;let l=t.find(c=>c.toLowerCase()===i.toLowerCase())??ne(i,t);s.push({position:a.keyPosition??a.position,
message:`unknown ${r} "${i}" of ${n}; ${l===void 0?`its ${r}s: ${t.join(", ")}`:`did you mean "${l}"?`}`})}}function Ds(e){
let t=[],n=(s,r,o)=>{let i=new Map(Object.entries(s).map(([a,l])=>[a,l.expression===null?l.text:null]));for(let a of Ws(
i,o,ct,Ge))t.push({position:s[a.input]?.position??r,message:`${a.input}: ${a.message}`})};for(let s of e.jobs){if(se(s)&&
s.uses){let o=new Set;for(let[l,c]of Object.entries(s.with)){let g=Ao(l,c);g!==null&&(o.add(l),t.push({position:c.position,
message:g}))}let i=new Set(Wt);n(Object.fromEntries(Object.entries(s.with).filter(([l])=>i.has(l)&&!o.has(l))),s.uses.position,
"stage");for(let l of gn)s.with[l]===void 0&&t.push({position:s.uses.position,message:`${l}: required by baton's stage w\
orkflow, and not given (GitHub refuses the call)`});let a=_o(s.with);a&&t.push({position:a.position??s.uses.position,message:a.
message});continue}let r=null;for(let o of s.steps){let i=ue(o);if(!(i.kind!=="baton"||i.action==="report")){if(n(o.with,
o.position,i.action),i.action==="prepare"&&(r=o.with),i.action==="capture"){let a=c=>new Map(Object.entries(c).map(([g,f])=>[
g,f.expression===null?f.text:null])),l=Cs(a(o.with),r===null?null:a(r));l&&t.push({position:o.with[l.input]?.position??o.
position,message:`${l.input}: ${l.message}`})}if(i.action==="capture"&&r!==null){let a=Io(r,o.with);a&&t.push({position:o.
with[u.redact]?.position??o.position,message:a}),r=null}}}}return t}function Ao(e,t){if(!yt.includes(e))return null;let n=mn.
includes(e)?"number":"string";return Ct({name:e,type:n},e,t,"baton's stage workflow")}function Io(e,t){let n=l=>l.expression===
null?lt(l.text):null,s=e[u.redact],r=s===void 0?[]:n(s);if(r?.length===0)return null;let o=t[u.redact],i=o===void 0?[]:n(
o);if(i?.length===0)return zs("is given none of them");if(r===null||i===null)return null;let a=r.filter(l=>!i.includes(l)).
length;return a===0?null:zs(`lacks ${a} of its ${r.length} lines`)}function zs(e){return`${u.redact}: the prepare step b\
efore this capture is given values to redact, and this capture ${e}: give capture the same ${u.redact} input as prepare;\
 it redacts only the values it is given, and refuses to store the record otherwise`}function _o(e){let t=e[u.agent];if(t===
void 0||t.expression===null&&t.text.trim()==="")return null;let n=e[Je];if(n!==void 0&&n.expression!==null)return null;let s=n?.
text.trim()??"";if(us.test(s))return null;let r=t.expression===null?fe[t.text.trim()]:void 0,o=`pin the ${r?r.npmPackage:
"agent CLI's npm package"} version this stage runs`;return{position:n?.position??t.position,message:s===""?`${Je}: requi\
red with ${u.agent}, an exact version such as 1.2.3; ${o}`:`${Je}: '${s}' is not an exact version such as 1.2.3; ${o}`}}function Gs(e,t,n){let s=e.jobs.flatMap(r=>[r.if,...r.steps.map(o=>o.if)]);for(let r of s)for(let o of t.facts(r.expression).
comparisons)if(o.operator==="=="&&o.path.length===n.length&&o.path.every((i,a)=>i===n[a]))return o.literal}function Hs(e){let t=se(e)?[e.with]:e.steps.filter(r=>{let o=ue(r);return o.kind==="baton"&&(o.action==="stage"||o.action===
"capture")}).map(r=>r.with);if(t.length===0)return;let n=new Set,s=!0;for(let r of t){let o=r[u.dataSchema];if(o===void 0||
o.expression!==null||o.text.trim()==="")return;try{let i=Ge(o.text);for(let a of Object.keys(i.properties))n.add(a);s&&=
!i.additionalProperties}catch{return}}return{keys:[...n],closed:s}}function qs(e,t){let n=Ks(e),s=Ks(t);return(typeof n!=typeof s||n===null||s===null)&&((n===null||typeof n=="boolean")&&(n=
Number(n)),(s===null||typeof s=="boolean")&&(s=Number(s)),typeof n=="number"&&typeof s=="string"?s=Number(s):typeof n=="\
string"&&typeof s=="number"&&(n=Number(n))),typeof n!=typeof s?!1:typeof n=="number"?n===s:typeof n=="string"?Bs(n)===Bs(
s):n===s}function Ks(e){return e===void 0?null:e===null||typeof e=="object"||typeof e=="string"||typeof e=="number"||typeof e==
"boolean"?e:String(e)}function Bs(e){return e.includes("\u0131")?e.split("\u0131").map(t=>t.toUpperCase()).join("\u0131"):
e.toUpperCase()}var Ys=256;function Kt(e){return Object.keys(e).length>0?e:null}function Bt(e,t,n={}){let s=m=>n.whereOf?.(m)??t;if(e===
null||typeof e!="object"||Array.isArray(e))throw new y("matrix-invalid",`strategy.matrix must be a mapping, got ${Ht(e)}`,
{where:t});let r=[],o=[],i=[];for(let[m,h]of Object.entries(e)){if(m==="include"||m==="exclude"){if(!Array.isArray(h))throw new y(
"matrix-invalid",`strategy.matrix.${m} must be a list of mappings`,{where:s([m])});m==="include"?o=h:i=h;continue}if(!Array.
isArray(h))throw new y("matrix-invalid",`strategy.matrix.${m} must be a list, got ${Ht(h)}`,{where:s([m])});if(h.length===
0)throw new y("matrix-invalid",`strategy.matrix.${m} is an empty list`,{where:s([m])});r.push([m,h])}let a=r.map(([m])=>m),
l=m=>a.some(h=>h.toLowerCase()===m.toLowerCase()),c=i.map((m,h)=>{let x=Xs(m,"exclude",s(["exclude",h])),$=Object.keys(x);
if($.length===0)throw new y("matrix-invalid","strategy.matrix.exclude: an entry is empty, and GitHub refuses an empty ex\
clude filter; give it the values of the legs to leave out",{where:s(["exclude",h])});let k=$.find(O=>!l(O));if(k!==void 0)
throw new y("matrix-invalid",`strategy.matrix.exclude: key '${k}' does not match any key within the matrix${le(k,a)}; Gi\
tHub refuses the workflow; matrix keys: ${a.join(", ")||"none"}`,{where:s(["exclude",h,k])});return Zs(x)}),g=o.map((m,h)=>{
let x=Xs(m,"include",s(["include",h]));if(Object.keys(x).length===0)throw new y("matrix-invalid","strategy.matrix.includ\
e: an entry is empty, and GitHub refuses an include mapping without values; give it values to add to the legs it matches\
, or the values of a leg of its own",{where:s(["include",h])});let $=Object.fromEntries(Object.entries(x).filter(([O])=>l(
O))),k=Object.fromEntries(Object.entries(x).filter(([O])=>!l(O)));return{filter:$,extra:k,condition:Zs($),matched:!1}}),
f=(m,h)=>m.every(({path:x,value:$})=>qs(Mo(h,x),$)),p=r.length>0?[{}]:[];for(let[m,h]of r)p=p.flatMap(x=>h.map($=>({...x,
[m]:$})));let d=[];for(let m of p){if(c.some(x=>f(x,m)))continue;let h={};for(let x of g)f(x.condition,m)&&(x.matched=!0,
h=Wo(h,x.extra));d.push({...m,...h})}for(let m of g)m.matched||d.push({...m.filter,...m.extra});if(d.length===0)throw new y(
"matrix-invalid","strategy.matrix produces no legs (every combination is excluded)",{where:t});if(d.length>Ys)throw new y(
"matrix-invalid",`strategy.matrix produces ${d.length} legs; GitHub allows at most ${Ys} per job`,{where:t});return d}function jl(e,t){
return Bt(t,e).map(n=>ye(e,n))}function qt(e,t){let n=e.lastIndexOf("/");return n>=0?`${e.slice(0,n+1)}${qt(e.slice(n+1),
t)}`:ye(e,Object.keys(t).length>0?t:null)}function Qs(e,t,n=new Set([e.toLowerCase()])){return t.map(s=>{let r=qt(e,s),o=r;
if(Object.keys(s).length>0)for(let i=2;n.has(o.toLowerCase());i++)o=`${r}-${i}`;return n.add(o.toLowerCase()),o})}function er(e,t,n,s=[],r={}){
let o=new Map;for(let i of t){if(Object.values(i).map(g=>typeof g=="string"?g:JSON.stringify(g)??"").some(g=>_e(g,s).redactions.
length>0))throw new y("matrix-invalid",`a matrix value of job ${e} holds the value of a secret (or text shaped like a to\
ken); a leg's id is made of its values and names its log and events, which are not redacted`,{where:n});if(r.recordsStages===
!1)continue;let l=qt(e,i),c=o.get(l);if(c!==void 0)throw new y("matrix-invalid",`matrix legs ${JSON.stringify(c)} and ${JSON.
stringify(i)} of job ${e} would both be ${l}: a leg's id keeps only the letters, digits, _ and - of its values, so make \
them differ there`,{where:n});o.set(l,i)}}function Xs(e,t,n){if(e===null||typeof e!="object"||Array.isArray(e))throw new y(
"matrix-invalid",`each strategy.matrix.${t} entry must be a mapping, got ${Ht(e)}`,{where:n});return e}function Zs(e){let t=[],
n=Object.entries(e).reverse().map(([s,r])=>({path:[s],value:r}));for(let s=n.pop();s!==void 0;s=n.pop()){let{path:r,value:o}=s;
if(Array.isArray(o))for(let i=o.length-1;i>=0;i--)n.push({path:[...r,i],value:o[i]});else if(o!==null&&typeof o=="object"){
let i=Object.entries(o);for(let a=i.length-1;a>=0;a--){let[l,c]=i[a];n.push({path:[...r,l],value:c})}}else t.push({path:r,
value:Ro(o)})}return t}function Ro(e){return typeof e=="number"?Number(e.toPrecision(15)):typeof e=="string"||typeof e==
"boolean"?e:null}function Mo(e,t){let n=e;for(let s of t){if(Array.isArray(n)){let r=Number(s);n=Number.isFinite(r)&&r>=
0?n[Math.floor(r)]:void 0}else if(n!==null&&typeof n=="object"){let r=String(s).toLowerCase(),o=Object.keys(n).find(i=>i.
toLowerCase()===r);n=o===void 0?void 0:n[o]}else return null;if(n===void 0)return null}return n}function Wo(e,t){let n={
...e};for(let[s,r]of Object.entries(t)){let o=Object.keys(n).find(i=>i.toLowerCase()===s.toLowerCase());n[o??s]=r}return n}
function Ht(e){return e===null?"null":Array.isArray(e)?"a list":typeof e=="object"?"a mapping":`${typeof e} ${JSON.stringify(
e)}`}var pt=class{#n;#t;#e;#s=new Map;constructor(t){this.#n=t,this.#t=t.split(/\r\n|\r|\n/),this.#e=[0];for(let n=0;n<t.length;n++)
t[n]===`
`&&this.#e.push(n+1)}locate(t,n){let r=this.#r(t)?.[Math.max(0,Math.min(n,t.text.length))];return r===void 0?this.#i(t,n):
this.#o(r)}locateLine(t,n,s){let r=t.text.split(`
`),o=s-1;for(let i=0;i<n-1&&i<r.length;i++)o+=(r[i]?.length??0)+1;return this.locate(t,o)}#r(t){let n=`${t.position.line}\
:${t.position.column}`,s=this.#s.get(n);if(s!==void 0&&(s===null||s.length===t.text.length+1))return s;let r=(this.#e[t.
position.line-1]??Number.NaN)+t.position.column-1,o=Number.isNaN(r)?null:Fo(this.#n,r,t.text);return this.#s.set(n,o),o}#o(t){
let n=0,s=this.#e.length-1;for(;n<s;){let r=n+s+1>>1;this.#e[r]<=t?n=r:s=r-1}return{line:n+1,column:t-this.#e[n]+1}}#i(t,n){
let{line:s,column:r}=t.position,o=t.text.slice(0,n),i=o.split(`
`).length-1,a=o.length-(o.lastIndexOf(`
`)+1),l=this.#t[s-1]?.slice(r-1)??"";if(/^[|>]/.test(l)){let g=this.#t.slice(s).find(d=>d.trim()!=="")??"",f=g.length-g.
trimStart().length,p=t.text.startsWith(g.slice(0,f))&&f>0;return{line:s+1+i,column:(p?0:f)+a+1}}let c=/^["']/.test(l)?1:
0;return i===0?{line:s,column:r+c+a}:{line:s+i,column:a+1}}},To={0:"\0",a:"\x07",b:"\b",t:"	","	":"	",n:`
`,v:"\v",f:"\f",r:"\r",e:"\x1B"," ":" ",'"':'"',"/":"/","\\":"\\",N:"\x85",_:"\xA0",L:"\u2028",P:"\u2029"},Lo={x:2,u:4,U:8};
function Co(e,t){let n=e[t+1]??"",s=To[n];if(s!==void 0)return{text:s,length:2};let r=Lo[n];if(r===void 0)return null;let o=e.
slice(t+2,t+2+r);if(!/^[0-9a-fA-F]+$/.test(o)||o.length!==r)return null;let i=Number.parseInt(o,16);return i>1114111?null:
{text:String.fromCodePoint(i),length:2+r}}var Yt=e=>e===" "||e==="	",tr=e=>e===`
`||e==="\r";function Fo(e,t,n){let s=e[t],r=s==="|"||s===">"?"block":s==='"'?"double":s==="'"?"single":"plain",o=t;if(r===
"block"){let l=e.indexOf(`
`,t);if(l<0)return n===""?[e.length]:null;o=l+1}else r!=="plain"&&(o=t+1);let i=[],a=0;for(;a<n.length;){let l=n[a],c=e[o];
if(c===void 0){if(r==="block"&&/^\n*$/.test(n.slice(a))){for(;i.length<n.length;)i.push(e.length);break}return null}if(r===
"double"&&c==="\\"){if(tr(e[o+1])){for(o+=e[o+1]==="\r"&&e[o+2]===`
`?3:2;Yt(e[o]);)o+=1;continue}let g=Co(e,o);if(g===null||!n.startsWith(g.text,a))return null;for(let f=0;f<g.text.length;f++)
i.push(o);a+=g.text.length,o+=g.length;continue}if(r==="double"&&c==='"')return null;if(r==="single"&&c==="'"){if(e[o+1]!==
"'"||l!=="'")return null;i.push(o),a+=1,o+=2;continue}if(c===l){i.push(o),a+=1,o+=1;continue}if(c===`
`&&(l===" "||l===`
`)){if(i.push(o),a+=1,o+=1,r!=="block")for(;Yt(e[o]);)o+=1;continue}if(Yt(c)||tr(c)){o+=1;continue}return null}return i.
push(o),i}function nr(e){return typeof e!="number"||!Number.isFinite(e)?null:Math.trunc(e)+0}function Xt(e){return typeof e=="stri\
ng"&&e.trim()!==""&&Number.isFinite(Number(e))?`got ${JSON.stringify(e)}, a string, not a number (fromJSON(\u2026) makes a nu\
mber of it, as GitHub requires)`:`got ${JSON.stringify(e)??String(e)}, not a number`}function sr(e,t){let n=nr(e);if(n===
null)return{problem:`${t} must be a number of minutes, ${Xt(e)}`};if(n<1){let s=n===e?"":` (GitHub keeps whole minutes: ${e}\
 is ${n})`;return{problem:`${t} must be a whole number of minutes above 0, got ${e}${s}`}}return{minutes:n}}function rr(e){
let t=nr(e);return t===null?null:{minutes:t>0?t:null}}function or(e,t,n){let s="no step before it checks out this repository";for(let r of e.slice(0,t)){if(r.run!==null){if(Jo.
test(r.run.text))return null;continue}if(r.uses===null)continue;let o=r.uses.text.trim(),i=(o.split("@")[0]??"").toLowerCase();
if(i!=="actions/checkout"){if(i.startsWith("actions/")||o.startsWith("docker://"))continue;return null}let a=Uo(r);if(a===
null)return null;s=`the checkout before it (${n(r.uses.position)}) ${a}`}return s}var Jo=/\bgit\s+(?:clone|checkout|fetch|init|worktree|sparse-checkout)\b|\bgh\s+repo\s+clone\b/;
function Uo(e){let t=o=>e.with[o],n=t("repository");if(n!==void 0&&n.expression===null){let o=n.text.trim();if(o!=="")return`\
checks out ${o}, not this repository`}let s=t("path");if(s!==void 0&&s.expression===null){let o=s.text.trim().replace(/\/+$/,
"");if(o!==""&&o!==".")return`puts the repository in ${o}, not in the workspace where the stage looks for the workflow f\
ile`}let r=t("sparse-checkout");return r!==void 0&&r.expression===null&&zo(r.text,t)?"is sparse and leaves out .github/":
null}function zo(e,t){let n=e.split(/\r?\n/).map(o=>o.trim()).filter(o=>o!==""&&!o.startsWith("#"));if(n.length===0)return!1;
let s=t("sparse-checkout-cone-mode");return s===void 0||s.expression!==null||s.text.trim().toLowerCase()!=="false"?!n.some(
o=>{let i=o.replace(/^\/+|\/+$/g,"");return i===".github"||i===".github/workflows"||i.startsWith(".github/workflows/")}):
!n.some(o=>!o.startsWith("!")&&/^\/?(?:\.github|\*)/.test(o))}function ir(e,t){let[n]=e.references;if(n!==void 0)return{
kind:"reference",path:`${n.kind==="stage"?"stages":"jobs"}.${n.stage}`,stage:n.stage,refKind:n.kind,at:t(n.line,n.column)};
for(let[s,r]of e.paths){let o=r.root;if(o?.length!==1||o[0]!=="stages"&&o[0]!=="jobs")continue;let[i=1,a=0]=s.split(":").
map(Number);return{kind:"all",path:o[0],at:t(i,a+1)}}return null}function ar(e,t,n,s){let{reads:r,outcome:o,give:i}=lr(t,
s),a=n.startsWith("no step")?`${n}, nor does it have a \`${u.needs}\` input`:`${n}, and it has no \`${u.needs}\` input`;
return`job ${e}: ${r}, and ${a}: on GitHub the stage reads the workflow file from the checkout to know its upstream stag\
es, ${o}; add \`uses: actions/checkout\` with \`persist-credentials: false\` before this step, or ${i}`}function _l(e,t,n){
let{reads:s,outcome:r,give:o}=lr(t,n);return`job ${e}: ${s}, and it has no \`${u.needs}\` input: in a workflow run as a c\
all the stage knows its upstream stages from that input alone (the workflow file it reads on GitHub is the caller's, whi\
ch has no job ${e}; a checkout does not change that), ${r}; ${o}`}function lr(e,t){let n=e.kind==="reference"?`its promp\
t reads ${e.path} (${e.at})`:`its prompt reads every upstream stage ({{#each ${e.path}}} at ${e.at})`,s=e.kind==="refere\
nce"?`so it would know none and fail ("${e.path}: no such upstream ${e.refKind}")`:"so it would know none and render wit\
hout them",r=t.length>0?`give the step \`${u.needs}: ${t.join(", ")}\``:`give the step a \`${u.needs}\` input naming the \
upstream stages it reads`;return{reads:n,outcome:s,give:r}}var mr=Symbol("baton.plan");function cu(e){return typeof e=="object"&&e!==null&&e[mr]===!0}function pu(e,t,n={}){let s=hr(
e,t,n,!1);if(s.plan===null){let{errors:r}=s;throw new y("plan-rejected",`${e.fileName}: ${r.length} problem${r.length===
1?"":"s"}; nothing was run`,{details:r.map(o=>nn(`${o.path}: ${o.message}`))})}return s.plan}function fu(e,t,n={}){return hr(
e,t,n,n.anyRun===!0).errors}function hr(e,t,n,s){let r=Te(e),o=[...r.problems],i=n.facts??Ot,a=n.vars??{},l=n.words??Pt,
{eventName:c,inputs:g,labelName:f,event:p}=br(r,t,n,l,s,o);s||qo(r,c,n.secretNames??[],l,o);let d=!n.event&&c==="push"?Tn(
r,i,l).notice:null,m=!n.event&&f!==void 0&&gi(p)?{level:"info",message:`the default ${c} payload brings the label ${JSON.
stringify(f)}, the name the workflow's if: compares github.event.label.name with; pass ${l.withEvent} with a payload for\
 another label`}:null,h=s?{}:{github:{event_name:c,event:p,repository:i.repository,ref:Jn(c,p)??i.ref,sha:Fn(c,p)??i.sha,
actor:Cn(p)??i.actor},inputs:g,vars:a},x=bs(r,n.calledWorkflows??new Map,s?null:{names:n.secretNames??[],words:l},o),$=null;
if(n.job!==void 0){let b=r.jobs.map(R=>R.id),N=Ye(b,n.job),T=x.find(R=>R.id===n.job&&R.calledBy!==null);N!==void 0?$=N:T?
o.push({code:S.jobUnknown,severity:"error",path:r.fileName,message:`${l.job(n.job)}: a job of a called workflow runs onl\
y in its call; name the calling job: ${l.passJob(n.job.split("/")[0])}`}):o.push({code:S.jobUnknown,severity:"error",path:r.
fileName,message:`${l.job(n.job)}: no such job${le(n.job,b)}; jobs: ${b.join(", ")}`})}let k=new Map,O=new Map,z=[{id:null,
inputs:s?null:g}],I=new Set(x.map(b=>b.id.toLowerCase())),C=new Map,q=new Map;for(let b of x){let{job:N,calledBy:T}=b,R=A=>L(
b.workflow.fileName,A),F=wr(N.steps,n.loadAction),te=N.stageWorkflow===!0||F!==null&&F.length>0,D=T===null?h:{...h,inputs:{}},
V=(T!==null||s)&&Le(N.strategy)!==null&&Pe(Le(N.strategy))?null:Zo(t,N,D,R,o,n.secretValues??[],te),G=T===null?[]:k.get(
T)?.stageUpstream??[],ke=A=>{if(V===null||F===null||T!==null&&A===null&&F.some(({step:K})=>K.with[u.stage]?.expression))
return null;let Ce=[],ve=xr(t,N,F,V,T===null?D:{...D,inputs:A??{}},R,Ce,n.secretValues??[]);for(let K of Ce)o.some(ge=>ge.
path===K.path&&ge.message===K.message)||o.push(K);if(ve===null)return null;for(let{stage:K,leg:ge}of ve)Object.keys(ge).
length>0&&q.set(K,ge);return ve.map(({stage:K})=>K)},gt=T===null?z:O.get(T)??null,oe=gt?.map(A=>({id:A.id===null?b.id:`${A.
id}/${N.id}`,stages:ke(A.inputs)}))??null;if(V!==null&&oe!==null)for(let A of oe)C.set(A.id,Qs(A.id,V,I));if(b.call!==null){
let A=b.call;O.set(b.id,gt===null||oe===null||V===null?null:oe.flatMap((Ce,ve)=>{let K=gt[ve].inputs,ge=C.get(Ce.id)??[];
return V.map(($r,Sr)=>({id:ge[Sr],inputs:Xo(t,N,A,{...Do(h,K),matrix:Kt($r)})}))}))}k.set(b.id,{id:b.id,job:N,workflow:b.
workflow,needs:b.needs,upstream:b.upstream,stageUpstream:[...G,...b.upstream],calledBy:T,call:b.call,skip:b.skip,legs:V,
stages:oe===null?ke(null):oe.some(A=>A.stages===null)?null:oe.flatMap(A=>A.stages??[]),instances:oe,steps:N.steps.map(A=>({
step:A,action:ue(A)})),stageSteps:F,recordsStages:te})}for(let b of[...k.values()].reverse()){if(b.call===null)continue;
let N=b.call.jobs.map(R=>k.get(R));b.stages=N.some(R=>R?.stages==null)?null:N.flatMap(R=>R?.stages??[]);let T=b.legs;b.instances===
null||T===null||(b.instances=b.instances.map(({id:R})=>{let F=new Set(C.get(R)),te=N.flatMap(D=>D?.instances?.filter(V=>F.
has(V.id.slice(0,V.id.lastIndexOf("/"))))??[null]);return{id:R,stages:te.some(D=>D?.stages==null)?null:te.flatMap(D=>D?.
stages??[])}}))}let re=[...new Map(x.filter(b=>b.call!==null).map(b=>[b.call.path,b.call.workflow])).values()];for(let b of[
r,...re])Go(b,o);let P=si(k,o),j=new Map;for(let b of k.values())j.set(b.id,ii(b.workflow,b,k,P,n.readFile,o));let v=o.filter(
b=>b.severity==="error").sort(Ho);if(v.length>0)return{plan:null,errors:v};let _=new Set($?[$,...k.get($)?.upstream??[]]:
k.keys());for(let b of k.values())b.calledBy!==null&&_.has(b.calledBy)&&_.add(b.id);let Q=[...k.values()].filter(b=>_.has(
b.id)),ee=[d,m].filter(b=>b!==null);return{plan:{[mr]:!0,workflow:r,eventName:c,event:p,inputs:g,vars:a,contexts:h,jobs:Q,
target:$,notices:ee,expanded:x,legIds:C,stageMatrices:q,legPlaces:c==="workflow_call"||ft(r)?new Map:Vo(k,C),needsFacts:j},
errors:[]}}function Vo(e,t){let n=new Map;for(let s of[...e.values()].reverse()){let r=Le(s.job.strategy),o=r!==null&&!Pe(
r)?s.legs:null,i=new Map;if(s.call===null){if(o!==null)for(let[a,l]of An(s.job.id,o))i.set(a,[l])}else if(r===null)for(let a of s.
call.jobs)for(let[l,c]of n.get(a)??[])i.set(l,c);else if(o!==null){let a=(s.instances??[]).map(l=>t.get(l.id)??[]);for(let l of s.
call.jobs){let c=n.get(l);for(let g of e.get(l)?.instances??[]){let f=g.id.slice(0,g.id.lastIndexOf("/")),p=a.map(d=>d.indexOf(
f)).find(d=>d>=0);if(p!==void 0)for(let d of g.stages??[])i.set(d,[p,...c?.get(d)??[]])}}}i.size>0&&n.set(s.id,i)}return n}
function du(e,t){return t.calledBy!==null||t.job.stageWorkflow===!0?()=>{}:(n,s)=>e.legPlaces.get(n)?.get(s)}function Do(e,t){
let{inputs:n,...s}=e;return t===null?s:{...s,inputs:t}}function Go(e,t){let n=l=>L(e.fileName,l);for(let l of Vs(e))t.push(
{code:S.actionInputUnknown,severity:"error",path:n(l.position),message:l.message});let s=Ds(e);for(let l of s)t.push({code:S.
actionInputInvalid,severity:"error",path:n(l.position),message:l.message});let r=e.jobs.flatMap(l=>[{key:"timeout-minute\
s",node:l.timeoutMinutes,step:!1},{key:"cancel-timeout-minutes",node:l.cancelTimeoutMinutes,step:!1},...l.steps.map(c=>({
key:"timeout-minutes",node:c.timeoutMinutes,step:!0}))]),o=new Set([...e.problems.map(l=>l.path),...s.map(l=>n(l.position))]);
for(let{key:l,node:c,step:g}of r){if(c?.kind!=="literal"||o.has(n(c.position)))continue;let f=g?rr(c.value):sr(c.value,l),
p=f===null?`${l} must be a number of minutes, ${Xt(c.value)}`:"problem"in f?f.problem:null;p!==null&&t.push({code:S.timeoutInvalid,
severity:"error",path:n(c.position),message:p})}let i=l=>l!==null&&!l.text.includes("${{")?l:null,a=[{shell:i(e.defaults?.
shell??null),key:"defaults.run.shell"},...e.jobs.flatMap(l=>[{shell:i(l.defaults?.shell??null),key:`jobs.${l.id}.default\
s.run.shell`},...l.steps.filter(c=>c.run!==null).map(c=>({shell:i(c.shell),key:"shell"}))])];for(let{shell:l,key:c}of a){
if(l===null)continue;let{text:g,position:f}=l;try{Ns(g)}catch(p){t.push({code:S.shellInvalid,severity:"error",path:n(f),
message:`${c}: ${p instanceof y?p.message:String(p)}`})}}}function Ho(e,t){let n=s=>{let r=/:(\d+):(\d+)$/.exec(s.path);
return r?Number(r[1])*1e6+Number(r[2]):0};return n(e)-n(t)}function gu(e,t,n={}){let{eventName:s,event:r}=br(Te(e),t,n,n.
words??Pt,!1,[]);return{name:s,payload:r,made:!n.event}}function br(e,t,n,s,r,o){let i=n.facts??Ot,{name:a,problem:l}=Wn(
e,n.event??null,n.eventName,s);l!==null&&o.push({code:S.eventNotTrigger,severity:"error",path:e.fileName,message:l});let c=r?
{}:{...Bo(e,a,n.event??null),...n.inputs},g=r?{}:Yo(e,a,c,s,o),f=n.event?void 0:Gs(e,t,["github","event","label","name"]),
p=n.event?Ko(n.event,a,ur(g,c)):Ln(a,i,ur(g,c),e,f);return{eventName:a,inputs:g,labelName:f,event:p}}function Ko(e,t,n){
if(!(t==="workflow_dispatch"||t==="workflow_call")||Object.keys(n).length===0)return e;let r=e.inputs!==null&&typeof e.inputs==
"object"?e.inputs:{};return{...e,inputs:{...r,...n}}}function ur(e,t){return Object.fromEntries(Object.entries(e).map(([
n,s])=>[n,Object.hasOwn(t,n)?t[n]:String(s)]))}function Bo(e,t,n){let s=n?.inputs;if(t!=="workflow_dispatch"||s===null||
typeof s!="object")return{};let r={};for(let[o,i]of Object.entries(s))Object.hasOwn(e.inputs,o)&&(i===""&&e.inputs[o].default===
null||(typeof i=="string"||typeof i=="number"||typeof i=="boolean")&&(r[o]=String(i)));return r}function ft(e){let t=Object.
keys(e.on);return t.length>0&&t.every(n=>n==="workflow_call")}function qo(e,t,n,s,r){if(t!=="workflow_call"&&!ft(e))return;
let o=e.on.workflow_call?.secrets;if(o===null||typeof o!="object")return;let i=new Set(n.map(a=>a.toUpperCase()));for(let[
a,l]of Object.entries(o))l?.required!==!0||i.has(a.toUpperCase())||r.push({code:S.inputMissing,severity:"error",path:e.fileName,
message:`secret ${a} is required by on.workflow_call.secrets, as GitHub requires it of every caller; pass ${s.passSecret(
a)} (with ${a} set in the environment)`})}function Yo(e,t,n,s,r){let o={},i=ft(e),a=t==="workflow_dispatch"||t==="workfl\
ow_call"||i,l=t==="workflow_dispatch"&&!i?"workflow_dispatch":"workflow_call",c=e.on[l]?.inputs,g=Object.fromEntries(Object.
entries(e.inputs).filter(([p])=>c!==null&&typeof c=="object"&&Object.hasOwn(c,p))),f=Object.keys(g);if(!a){for(let p of Object.
keys(n))r.push({code:S.inputUnknown,severity:"error",path:e.fileName,message:`${s.input(p)}: ${t} runs have no inputs (o\
n GitHub, inputs are for workflow_dispatch and workflow_call); ${"workflow_dispatch"in e.on?`pass ${s.passEventName("wor\
kflow_dispatch")} to dispatch it`:`give the event's payload with ${s.withEvent} instead (this workflow is not triggered \
by workflow_dispatch)`}`});return o}for(let[p,d]of Object.entries(n)){let m=g[p];if(!m){r.push({code:S.inputUnknown,severity:"\
error",path:e.fileName,message:`${s.input(p)}: on.${l} declares no such input${le(p,f)}; its inputs: ${f.length>0?f.join(
", "):"(none)"}`});continue}let h=L(e.fileName,m.position);switch(m.type){case"boolean":d!=="true"&&d!=="false"?r.push({
code:S.inputInvalid,severity:"error",path:h,message:`${s.input(p,d)}: input '${p}' is a boolean; use true or false`}):o[p]=
d==="true";break;case"number":d.trim()===""||!Number.isFinite(Number(d))?r.push({code:S.inputInvalid,severity:"error",path:h,
message:`${s.input(p,d)}: input '${p}' is a number`}):o[p]=Number(d);break;case"choice":m.options&&!m.options.includes(d)?
r.push({code:S.inputInvalid,severity:"error",path:h,message:`${s.input(p,d)}: not one of the options: ${m.options.join("\
, ")}`}):o[p]=d;break;default:o[p]=d}}for(let p of Object.values(g))p.name in n||(p.default!==null?o[p.name]=p.default:p.
required&&a?r.push({code:S.inputMissing,severity:"error",path:L(e.fileName,p.position),message:`input '${p.name}' is req\
uired and has no default; pass ${s.passInput(p.name)}`}):p.type==="boolean"?o[p.name]=!1:o[p.name]="");return o}function yr(e,t){
let[n,s]=e;if(n==="matrix")return!0;if(n==="inputs"||n==="vars")return Object.hasOwn(t,n);if(n!=="github"||s===void 0||s===
"*")return!1;let r=t.github;return typeof r=="object"&&r!==null&&!Array.isArray(r)&&Object.keys(r).some(o=>o.toLowerCase()===
s)}function Xo(e,t,n,s){let r=n.workflow.call;if(r===void 0||Object.values(t.with).some(i=>i.expression!==null&&e.facts(
i.expression).paths.some(a=>!yr(a,s))))return null;try{return Ss(r,$s(e,t,r,()=>({contexts:s})),n.path)}catch(i){if(i instanceof
y)return null;throw i}}function Zo(e,t,n,s,r,o,i){let a=Le(t.strategy);if(!a)return[{}];if(Zt(a))return null;let l=(g,f)=>{
if(!(g instanceof y))throw g;return r.push({code:S.matrixInvalid,severity:"error",path:g.where??s(a.position),message:`j\
obs.${t.id}: ${g.message}`}),f},c;try{c=Qo(e,a,n,s)}catch(g){return l(g,[{}])}try{er(t.id,c,s(a.position),o,{recordsStages:i})}catch(g){
return l(g,null)}return c}function Le(e){return e?e.kind==="expression"?e:e.kind!=="mapping"?null:e.entries.find(t=>t.key===
"matrix")?.value??null:null}function Qo(e,t,n,s){let r=Be(e,t,{contexts:n,where:s(t.position)});return Bt(r,s(t.position),
{whereOf:o=>s(ei(t,o))})}function ei(e,t){let n=e,s=e.position;for(let r of t)if(n.kind==="mapping"&&typeof r=="string"){
let o=n.entries.find(i=>i.key===r);if(!o)break;s=o.keyPosition??o.value.position,n=o.value}else if(n.kind==="sequence"&&
typeof r=="number"){let o=n.items[r];if(!o)break;s=o.position,n=o}else break;return s}function Zt(e){if(!Pe(e))return!1;
switch(e.kind){case"expression":return/\bneeds\b/i.test(e.expression);case"sequence":return e.items.some(Zt);case"mappin\
g":return e.entries.some(t=>Zt(t.value));default:return!1}}function ti(e,t,n,s,r){let o=n.with[u.stage];return o&&o.text.
trim()!==""?(o.expression===null?[]:e.facts(o.expression).paths).some(a=>!yr(a,r))?null:vt(e,o,{contexts:{...r,matrix:Kt(
s)}}).trim():ye(t.id,Object.keys(s).length>0?s:null)}function Qt(e){return e.action.kind==="baton"&&(e.action.action==="\
stage"||e.action.action==="prepare")}var ni=9;function wr(e,t,n=0){let s=[];for(let r of e){let o=ue(r);if(Qt({step:r,action:o})&&
s.push({step:r,inAction:n>0}),o.kind!=="local")continue;if(t===void 0||n>ni)return null;let i=t(o.path);if(i===void 0)return null;
if(i.kind!=="composite")continue;let a=wr(i.steps,t,n+1);if(a===null)return null;s.push(...a)}return s}function mu(e,t,n,s,r){
return t.stageSteps===null?null:xr(e,t.job,t.stageSteps,n,s,()=>"",[],r)}function xr(e,t,n,s,r,o,i,a){let l=[];for(let{step:c,
inAction:g}of n){if(g&&c.with[u.stage]?.expression)return null;for(let f of s){let p;try{p=ti(e,t,c,f,r)}catch(m){if(!(m instanceof
y))throw m;i.push({code:S.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??c.position),message:m.message});
continue}if(p===null)return null;if(He(p,a)){i.push({code:S.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??
c.position),message:Vt});continue}if(!ie.test(p)){i.push({code:S.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??
c.position),message:`stage "${p}" is not a valid stage id: a letter or _ then up to 99 letters, digits, _ or -`});continue}
let d=On(p);if(d!==null){i.push({code:S.stageInvalid,severity:"error",path:o(c.with[u.stage]?.position??c.position),message:d});
continue}l.push({stage:p,leg:f})}}return l}function si(e,t){let n=new Map;for(let s of e.values()){if(s.call!==null)continue;
let r=l=>L(s.workflow.fileName,l),o=new Set,i=new Map,a=s.stages===null?[]:s.instances??[{id:s.id,stages:s.stages}];for(let l of a){
let c=new Set;for(let g of l.stages??[]){let f=n.get(g),p=i.get(g),d=c.has(g)?`job '${s.id}' runs stage '${g}' more than\
 once; give each baton step its own \`stage\` input`:p!==void 0?oi(g,s.id,[p,l.id]):f!==void 0?`stage '${g}' of job '${s.
id}' is also a stage of job '${f}'; set a different \`stage\` input${s.calledBy!==null||e.get(f)?.calledBy?" (a called w\
orkflow's job records its stages under its own job id, as github.job is inside a called workflow on GitHub, so two calls\
 of one file, or a called job and a job of the same id, record the same stage; give the called file's stage a `stage:` i\
nput made from one of its inputs)":""}`:null;d!==null&&!o.has(g)&&(o.add(g),t.push({code:S.stageDuplicate,severity:"erro\
r",path:r(s.job.position),message:d})),c.add(g),i.set(g,i.get(g)??l.id),n.set(g,n.get(g)??s.id)}}}return n}function ri(e,t,n,s,r){
let o=n.with[u.vars],i;if(t.calledBy===null&&(o===void 0||o.expression===null))try{let f=o===void 0?[]:Object.keys(ct(o.
text)),p=Object.keys(e.inputs);i={names:[...new Set([...p,...f])],from:"the workflow's declared inputs and the keys of t\
he step's vars"}}catch{}let a=f=>("stage"in f?[r.get(f.stage)??""]:en(t,f.job)).map(p=>s.get(p)).filter(p=>p!==void 0),l=f=>f.
some(p=>p.legs===null)?void 0:cr(f.flatMap(p=>p.legs??[])),c=new Map,g=f=>(c.has(f)||c.set(f,Hs(f.job)),c.get(f));return{
inputs:i,data:f=>{let p=a(f);if(p.length===0||p.some(m=>m.skip!==null||m.call!==null))return;let d=p.map(g);if(!d.some(m=>m===
void 0))return{keys:[...new Set(d.flatMap(m=>m.keys))],closed:d.every(m=>m.closed)}},matrix:f=>{let p=a(f);if(!(p.length===
0||p.some(d=>d.skip!==null)))return l(p.flatMap(d=>d.call===null?[d]:dt(d,s).filter(m=>m.recordsStages||m.stageSteps===null)))},
call:f=>{for(let p of a(f)){let d=p.call!==null?p:s.get(p.calledBy??"");if(d?.call==null)continue;return{job:d===p&&"job"in
f?f.job:d.id,file:d.call.path,keys:cr(d.legs??[])}}}}}function cr(e){return[...new Set(e.flatMap(t=>Object.keys(t)))]}function oi(e,t,n){
return`stage '${e}' of job '${t}' would be recorded by every leg of the call around it (${n.join(", ")}): a called workf\
low's job records its stages under its own job id, as github.job is inside a called workflow on GitHub, and the caller's\
 matrix does not reach the called workflow; give the stage a \`stage:\` input made from the inputs its legs give it (stage\
: ${W(t)}-\${{ inputs.<name> }}), so that each leg records its own`}function ii(e,t,n,s,r,o){let i=d=>L(e.fileName,d),a=t.
stageUpstream.map(d=>n.get(d)).filter(d=>d!==void 0),l=[...new Set(a.flatMap(d=>dt(d,n)))],c=[...new Set(l.flatMap(d=>d.
stages??[]))],g=l.filter(d=>d.stages===null),f=[...new Set(g.map(d=>W(d.id)))],p={job:t.id,upstreamStages:c,openMatrices:[
...new Set(g.filter(dr).map(d=>W(d.id)))],unknown:g.some(d=>!dr(d)),jobs:pi(n),upstreamJobs:t.upstream,runsAfter:d=>Xe(e,
d,t.id)};for(let{step:d,action:m}of t.steps){if(!Qt({step:d,action:m}))continue;let h=d.with[u.needs];if(h)for(let P of Os(
h,p))o.push({code:S.needsInput,severity:"error",path:i(kr(e).locate(h,P.offset)),message:P.message});let x=fs(e,t.job)?ds(
h,P=>{let j=n.get(s.get(P)??"");if(j===void 0)return;let v=j.upstream.map(_=>n.get(_)?.stages??null);return{callsStageWorkflow:j.
job.stageWorkflow===!0,needsInput:j.job.steps[0]?.with[u.needs],upstreamStages:v.includes(null)?null:v.flatMap(_=>_??[])}}):
null,$=(P,j)=>({code:S.templateStage,severity:"error",message:gs(P,j,t.id,h)}),k=[],O=d.with[u.prompt];if(O&&(O.expression===
null||!Un(O.text))){let P=O.expression===null?O.text:zn(O.text);k.push({template:P,locate:(j,v)=>di(e,O,j,v)})}let z=d.with[u.
promptFile];if(z&&z.expression===null&&r){let P,j="does not exist";try{P=r(z.text)}catch(v){j=v instanceof Error?v.message:
String(v)}P===void 0?o.push({code:S.promptFileMissing,severity:"error",path:i(z.position),message:`prompt-file ${z.text}\
: ${j}`}):k.push({template:P,locate:(v,_)=>`${z.text}:${v}:${_}`})}let I=ri(e,t,d,n,s),C=null,q=[];for(let{template:P,locate:j}of k){
let{analysis:v,problems:_}=Ke(P);v&&(q.push(...v.references),C??=ir(v,(w,b)=>j(w,b).replace(`${e.fileName}:`,"")));let Q=Js(
v?.keys??[],I),ee=Us(v?.keys??[],I).filter(w=>w.closed).map(w=>w.error);for(let w of[..._,...Q,...ee])o.push({code:ee.includes(
w)?S.templateDataKey:Q.includes(w)?S.templateKey:S.templateInvalid,severity:"error",path:j(w.line,w.column),message:[w.message,
...w.details].join("; ")});for(let w of v?.references??[]){if(w.kind==="job"){let F=en(t,w.stage).map(G=>n.get(G)?.stages);
if(F.length>0){let G=F.includes(null)?null:F.flatMap(ke=>ke??[]);x&&G&&G.length>0&&!G.some(ke=>x.has(ke))&&o.push({...$(
`jobs.${w.stage}`,`its stages (${G.join(", ")})`),path:j(w.line,w.column)});continue}let te=[...new Set(t.stageUpstream.
map(W))],D=ne(w.stage,te),V=li(t.id).map(G=>`${G}${w.stage}`).find(G=>n.has(G));o.push({code:S.templateStage,severity:"e\
rror",path:j(w.line,w.column),message:`jobs.${w.stage}: not a job upstream of job '${t.id}'${t.stageUpstream.includes(w.
stage)?` (did you mean ${W(w.stage)}? a called workflow reads its own jobs by their ids in its file, as GitHub's records\
 name them: github.job is the called file's own job id)`:V!==void 0?pr(n,t.id,V,"job"):D?` (did you mean ${D}?)`:""}; up\
stream jobs: ${te.length>0?te.join(", "):"(none)"}`});continue}if(c.includes(w.stage)){x&&!x.has(w.stage)&&o.push({...$(
`stages.${w.stage}`,w.stage),path:j(w.line,w.column)});continue}if(ui(f,w.stage))continue;let b=s.get(w.stage)??fi(w.stage,
n),N=ne(w.stage,c),T=ci(w.stage,n),R=b?pr(n,t.id,b,"stage"):T!==null?` (did you mean ${T}? a called workflow's job recor\
ds its stages under its own job id, as github.job is inside a called workflow on GitHub)`:N?` (did you mean ${N}?)`:"";o.
push({code:S.templateStage,severity:"error",path:j(w.line,w.column),message:`stages.${w.stage}: not a stage upstream of \
job '${t.id}'${R}; upstream stages: ${c.length>0||f.length>0?[...c,...f.map(F=>`${F}-*`)].join(", "):"(none)"}`})}}let re=C?.
kind==="reference"?ai(e,t,d,C,q,c,n):null;re!==null&&o.push(re)}return p}function ai(e,t,n,s,r,o,i){if(t.calledBy!==null||
t.job.stageWorkflow===!0||ft(e)||n.uses===null||n.uses.text.trim().startsWith("./")||(n.with[u.needs]?.text.trim()??"")!==
"")return null;let a=t.job.steps[n.index]?.position;if(a?.line!==n.position.line||a.column!==n.position.column)return null;
let l=or(t.job.steps,n.index,g=>`${g.line}:${g.column}`);if(l===null)return null;let c=new Set;for(let g of r){if(g.kind===
"stage"){o.includes(g.stage)&&c.add(g.stage);continue}for(let f of en(t,g.stage))for(let p of i.get(f)?.stages??[])c.add(
p)}return{code:S.checkoutMissing,severity:"error",path:L(e.fileName,n.uses.position),message:ar(t.id,s,l,[...c])}}function en(e,t){
return e.stageUpstream.filter(n=>W(n)===t)}function li(e){let t=[];for(let n=e.lastIndexOf("/");n>=0;n=e.lastIndexOf("/",
n-1))t.push(e.slice(0,n+1));return[...t,""]}function dt(e,t){let n=s=>s===e.id?e:t.get(s);return Lt([e.id],s=>n(s)?.call).
map(n).filter(s=>s!==void 0&&s.call===null)}function hu(e,t){return e.call===null||e.stages!==null?[e.id]:[...dt(e,t).map(
n=>n.id),e.id]}function bu(e,t){let n=dt(e,t).filter(s=>s.stages===null);return[...new Set(n.map(s=>W(s.id)))]}function ui(e,t){
return e.some(n=>t===n||t.startsWith(`${n}-`))}function ci(e,t){for(let n of t.values()){if(n.calledBy===null)continue;let s=hs(
n.id);if(e===s||e.startsWith(`${s}-`))return`${W(n.id)}${e.slice(s.length)}`}return null}function pr(e,t,n,s){let r="a p\
rompt reads only stages of jobs that finish before it",o=Ps(i=>{let a=e.get(i);return a?{workflow:a.workflow,calledBy:a.
calledBy}:void 0},t,n);return o.kind==="self"?` (${s==="stage"?"it is a stage of this job itself":"it is this job itself"}\
: ${r}; a retry's previous attempt is {{attempt.previous}})`:o.kind==="after"?` (${o.text}; ${r})`:o.kind!=="add"?` (${s===
"stage"?`it is a stage of job '${n}'; `:""}${o.text})`:s==="stage"?` (it is a stage of job '${n}'; add '${o.need}' to ${o.
needsOf})`:` (add '${o.need}' to ${o.needsOf})`}var fr=new WeakMap;function pi(e){let t=fr.get(e);return t===void 0&&(t=
new Map([...e.values()].map(n=>[n.id,{stages:n.stages,matrix:Le(n.job.strategy)!==null}])),fr.set(e,t)),t}function dr(e){
return e.legs===null&&e.call===null&&e.steps.every(({step:t,action:n})=>n.kind!=="local"&&(!Qt({step:t,action:n})||(t.with[u.
stage]?.text.trim()??"")===""))}function fi(e,t){let n;for(let s of t.values()){let r=W(s.id);s.stages!==null||s.call!==
null||!(e===r||e.startsWith(`${r}-`))||(n===void 0||r.length>W(n).length)&&(n=s.id)}return n}var gr=new WeakMap;function di(e,t,n,s){
let r=kr(e).locateLine(t,n,s);return`${e.fileName}:${r.line}:${r.column}`}function kr(e){let t=gr.get(e);return t===void 0&&
(t=new pt(e.source),gr.set(e,t)),t}function gi(e){return e.label!==null&&typeof e.label=="object"}export{mi as a,vt as b,hi as c,bi as d,Be as e,Pe as f,wi as g,Un as h,zn as i,xi as j,Ye as k,Si as l,Or as m,Pi as n,Xe as o,
Ze as p,Nt as q,L as r,vi as s,vr as t,ji as u,ue as v,se as w,Nr as x,X as y,xe as z,fe as A,Wi as B,Mr as C,Ti as D,Li as E,
Rt as F,Ci as G,Fi as H,Ji as I,Ui as J,zi as K,Vi as L,fs as M,ds as N,gs as O,ms as P,W as Q,Lt as R,bs as S,$s as T,Ss as U,
Ps as V,pt as W,Kt as X,jl as Y,Qs as Z,er as _,ua as $,io as aa,ca as ba,Ut as ca,pa as da,fa as ea,Os as fa,ka as ga,_s as ha,
lt as ia,Ea as ja,mo as ka,Ga as la,Ha as ma,Ka as na,ct as oa,nl as pa,sl as qa,Us as ra,Vs as sa,Ds as ta,Hs as ua,Xt as va,
sr as wa,rr as xa,or as ya,ir as za,ar as Aa,_l as Ba,cu as Ca,pu as Da,fu as Ea,du as Fa,gu as Ga,yr as Ha,Le as Ia,Qo as Ja,
ti as Ka,ni as La,mu as Ma,oi as Na,hu as Oa,bu as Pa,ui as Qa};
