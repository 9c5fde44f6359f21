import{c as d,d as l}from"./chunk-O7UU6C5Q.js";function $(n,e){let t=Math.max(0,Math.min(e,n.length)),r=n.charCodeAt(t-1);return r>=55296&&r<=56319&&t--,n.slice(0,t)}function p(n,e){
if(n.length<=e)return n;let t=$(n,e-1),r=t.length;if(!/\s/.test(n.charAt(r))){let s=t.search(/\s\S*$/);s>=t.length/2&&(r=
s)}return`${t.slice(0,r).trimEnd()}\u2026`}function b(n){return["re-run the job; if it fails again, check GitHub\u2019s status at https://www.githubstatus.com",.../\bno answer\b/.
test(n)?["on a self-hosted runner, check that it can reach GitHub: https://docs.github.com/en/actions/hosting-your-own-r\
unners/managing-self-hosted-runners/about-self-hosted-runners#communication-between-self-hosted-runners-and-github"]:[]]}
function C(n,e,t,r={}){if(t instanceof d)return t;let s=y(t);return new l(n,`${e}: ${s}`,{...r.where===void 0?{}:{where:r.
where},details:[...b(s),...r.details??[]],cause:t})}var k=160;function y(n){let e=n??{},t=typeof e.message=="string"?e.message:
String(n),r=typeof e.code=="string"?e.code:void 0;if(typeof e.status=="number"&&e.request!==void 0){let i=A(e.request);return e.
response===void 0?`${i}got no answer: ${o(t)}`:`${i}answered HTTP ${e.status}: ${E(e.response.data,t)}`}if(e.name==="Net\
workError"&&r!==void 0)return`no answer (${r})`;if(typeof e.statusCode=="number"){let i=o(t);return`blob storage answere\
d HTTP ${e.statusCode}${r?`: ${r}`:""}${i&&i!==r?` (${i})`:""}`}let s=x(t);return s!==void 0?s:r!==void 0&&/^E[A-Z]+$/.test(
r)&&!t.includes(r)?`${o(t)} (${r})`:o(t)}function x(n){let e=/^Failed to (\w+): (?:Failed to make request after (\d+) attempts: |Received non-retryable error: )?(.*)$/s.
exec(n);if(!e)return;let[,t,r,s=""]=e,i=r?` (${r} tries)`:"",a=/^Failed request: \((\d{3})\) ([^:]*?)(?:: (.*))?$/s.exec(
s);if(a){let[,m,w,f]=a,g=[w?.trim(),f?o(f):""].filter(Boolean).join(": ");return`${t} answered HTTP ${m}${g?` ${g}`:""}${i}`}
let c=/Unable to make request: (\w+)/.exec(s);return c?`${t} got no answer (${c[1]})${i}`:/is not valid JSON|Unexpected token/.
test(s)?`${t} got an answer that is not JSON${i}`:`${t} failed: ${o(s)}${i}`}function A(n){if(typeof n.method!="string"||
typeof n.url!="string")return"";let e=n.url;try{e=new URL(n.url).pathname}catch{}return`${n.method} ${e} `}function E(n,e){
return n!==null&&typeof n=="object"&&typeof n.message=="string"?o(n.message):typeof n=="string"&&n.trim()!==""?o(n):o(e)}
function o(n){let e=n;if(/<(?:!doctype|html|head|body)\b/i.test(e)){let t=/<title[^>]*>([^<]*)<\/title>/i.exec(e)?.[1]?.
trim();e=t?`an HTML page, \u201C${u(t)}\u201D`:`an HTML page: ${u(h(e))}`}else/<\/?[a-z][^>]*>/i.test(e)&&(e=u(h(e)));return e=
e.replace(/[\u0000-\u001f\u007f\s]+/g," ").trim(),p(e,k)}function h(n){return n.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi,
" ").replace(/<!--[\s\S]*?-->/g," ").replace(/<[^>]*>/g," ")}function u(n){return n.replace(/&nbsp;/g," ").replace(/&lt;/g,
"<").replace(/&gt;/g,">").replace(/&quot;/g,'"').replace(/&#39;/g,"'").replace(/&middot;/g,"\xB7").replace(/&amp;/g,"&")}export{$ as a,p as b,C as c,o as d};
