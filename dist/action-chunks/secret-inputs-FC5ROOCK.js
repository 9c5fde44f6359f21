import{a as h}from"./chunk-GYLFUOV4.js";import{a as y,b as c}from"./chunk-UHGJIJ4K.js";import"./chunk-M7D5MYJS.js";
import{b as m}from"./chunk-ID5774FQ.js";import{A as l,N as g,s as d}from"./chunk-JQWIKLAS.js";import"./chunk-VLLWXIM2.js";
import"./chunk-A64LSPLL.js";var A=[d.githubToken,d.redact];function b(r,t){let o=g[r].filter(e=>!A.includes(e)),n=[];for(let[e,a]of t){if(!o.includes(
e))continue;let i=$(a);i.length>0&&n.push({input:e,secrets:i})}return n}function $(r){let t=new Set;for(let o of m(r)){let n=o.
split("'");for(let e=0;e<n.length;e+=2){let a=n[e]??"";for(let i of a.matchAll(/(?<![\w.-])secrets\b\s*(\.\s*([A-Za-z_][\w-]*)|\[\s*$)?/gi))
i[2]!==void 0?t.add(i[2].toUpperCase()):i[1]!==void 0&&n[e+1]!==void 0?t.add(n[e+1].toUpperCase()):t.add("secrets")}}return[
...t]}function C(r){let t=r.secrets.filter(e=>e!=="secrets"),o=t.length>0?t.map(e=>`secrets.${e}`).join(", "):"the secre\
ts context",n=t[0]??"MY_SECRET";return`\`${r.input}\` reads ${o}: baton stores and shows this input's value (in the reco\
rd, the prompt or the job summary), and GitHub masks a secret only in the step's log, so the artifact would hold it in c\
lear. Map the secret into the step's env (env: ${n}: \${{ secrets.${n} }}) and read it from the environment ($${n} in a \
command; a prompt can tell the agent to read it there): baton redacts the values the workflow maps from secrets into env`}
function j(r,t){let o=y(r);if(o===null)return null;let n=o.jobs[t.job];if(!c(n)||!Array.isArray(n.steps))return[];let e=n.
steps.map((s,p)=>({step:s,index:p})).filter(({step:s})=>c(s)),a=t.step&&!t.step.startsWith("__")?e.filter(({step:s})=>typeof s.
id=="string"&&s.id===t.step):[];return(a.length>0?a:e.filter(({step:s})=>T(s.uses,t))).flatMap(({step:s,index:p})=>{if(!c(
s.with))return[];let I=Object.entries(s.with).flatMap(([f,u])=>typeof u=="string"?[[f,u]]:[]),S=typeof s.id=="string"&&/^[A-Za-z_][\w-]{0,99}$/.
test(s.id)?` (id ${s.id})`:"";return b(t.action,I).map(f=>({...f,step:`job ${t.job}, step ${p+1}${S}`}))})}function T(r,t){
if(typeof r!="string")return!1;let o=r.trim();if(h(o)===t.action)return!0;let n=t.repository?.trim().toLowerCase();if(!n)
return!1;let e=l[t.action];return o.toLowerCase().startsWith(`${n}${e===""?"":`/${e}`}@`)}export{A as SECRET_HOLDING_INPUTS,C as secretInputMessage,b as secretInputsOf,$ as secretsReadIn,j as stepSecretInputs};
