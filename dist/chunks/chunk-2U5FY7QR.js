import{b as p}from"./chunk-6RREDHNG.js";import{c as g,d as l}from"./chunk-OKFZ7BVP.js";function h(n){return["re-run the job; if it fails again, check GitHub\u2019s status at https://www.githubstatus.com",.../\bno answer\b/.
test(n)?["on a self-hosted runner, check that it can reach GitHub: https://docs.github.com/en/actions/hosting-your-own-r\
unners/managing-self-hosted-runners/about-self-hosted-runners#communication-between-self-hosted-runners-and-github"]:[]]}
function S(n,e,t,r={}){if(t instanceof g)return t;let o=b(t);return new l(n,`${e}: ${o}`,{...r.where===void 0?{}:{where:r.
where},details:[...h(o),...r.details??[]],cause:t})}var k=160;function b(n){let e=n??{},t=typeof e.message=="string"?e.message:
String(n),r=typeof e.code=="string"?e.code:void 0;if(typeof e.status=="number"&&e.request!==void 0){let s=x(e.request);return e.
response===void 0?`${s}got no answer: ${i(t)}`:`${s}answered HTTP ${e.status}: ${H(e.response.data,t)}`}if(e.name==="Net\
workError"&&r!==void 0)return`no answer (${r})`;if(typeof e.statusCode=="number"){let s=i(t);return`blob storage answere\
d HTTP ${e.statusCode}${r?`: ${r}`:""}${s&&s!==r?` (${s})`:""}`}let o=y(t);return o!==void 0?o:r!==void 0&&/^E[A-Z]+$/.test(
r)&&!t.includes(r)?`${i(t)} (${r})`:i(t)}function y(n){let e=/^Failed to (\w+): (?:Failed to make request after (\d+) attempts: |Received non-retryable error: )?(.*)$/s.
exec(n);if(!e)return;let[,t,r,o=""]=e,s=r?` (${r} tries)`:"",a=/^Failed request: \((\d{3})\) ([^:]*?)(?:: (.*))?$/s.exec(
o);if(a){let[,m,$,f]=a,d=[$?.trim(),f?i(f):""].filter(Boolean).join(": ");return`${t} answered HTTP ${m}${d?` ${d}`:""}${s}`}
let c=/Unable to make request: (\w+)/.exec(o);return c?`${t} got no answer (${c[1]})${s}`:/is not valid JSON|Unexpected token/.
test(o)?`${t} got an answer that is not JSON${s}`:`${t} failed: ${i(o)}${s}`}function x(n){if(typeof n.method!="string"||
typeof n.url!="string")return"";let e=n.url;try{e=new URL(n.url).pathname}catch{}return`${n.method} ${e} `}function H(n,e){
return n!==null&&typeof n=="object"&&typeof n.message=="string"?i(n.message):typeof n=="string"&&n.trim()!==""?i(n):i(e)}
function i(n){let e=n;if(/<(?:!doctype|html|head|body)\b/i.test(e)){let t=/<title[^>]*>([^<]*)<\/title>/i.exec(e)?.[1]?.
trim();e=t?`an HTML page, \u201C${u(t)}\u201D`:`an HTML page: ${u(w(e))}`}else/<\/?[a-z][^>]*>/i.test(e)&&(e=u(w(e)));return e=
e.replace(/[\u0000-\u001f\u007f\s]+/g," ").trim(),p(e,k)}function w(n){return n.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi,
" ").replace(/<!--[\s\S]*?-->/g," ").replace(/<[^>]*>/g," ")}function u(n){return n.replace(/&nbsp;/g," ").replace(/&lt;/g,
"<").replace(/&gt;/g,">").replace(/&quot;/g,'"').replace(/&#39;/g,"'").replace(/&middot;/g,"\xB7").replace(/&amp;/g,"&")}export{S as a,b};
