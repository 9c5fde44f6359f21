import{a as k}from"./chunk-M7D5MYJS.js";import{G as w,H as y,I as x}from"./chunk-CNBLK6EZ.js";import{d as j}from"./chunk-A64LSPLL.js";var $=j(k(),1);var m=j(k(),1),u="${{",F="}}";function L(e){let n=e.indexOf(u);if(n<0)return null;let s=[],t=0;for(;t<e.length;)if(t===n){
let i=-1,o=!1;for(t+=u.length;t<e.length;t++)if(e[t]==="'")o=!o;else if(!o&&e[t]==="}"&&e[t-1]==="}"){i=t,t++;break}if(i<
0)return null;s.push({expression:e.slice(n+u.length,i+1-F.length).trim(),offset:n,end:i+1}),n=e.indexOf(u,t)}else if(n>=
0&&t<n)s.push({literal:e.slice(t,n),offset:t}),t=n;else{s.push({literal:e.slice(t),offset:t});break}return s}function E(e){
let n=L(e);if(n===null)return null;let[s]=n;if(n.length===1&&s&&"expression"in s)return s.expression;let t=[],i=[];for(let o of n)
"literal"in o?t.push(o.literal.replace(/'/g,"''").replace(/\{/g,"{{").replace(/\}/g,"}}")):(t.push(`{${i.length}}`),i.push(
o.expression));return`format('${t.join("")}'${i.map(o=>`, ${o}`).join("")})`}function C(e,n){let s;try{s=(0,$.parse)(e,{maxAliasCount:100})}catch{return null}let t=l(s)?s.jobs:void 0;if(!l(s)||!l(t))
return null;let i=[],o=!1,d=!1;for(let r of Object.values(t)){let f=l(r)&&typeof r.uses=="string"?r.uses.trim():void 0;f!==
void 0&&(R.test(f)?i.push(f.slice(2)):f.toLowerCase().startsWith(N)?o=!0:d=!0)}let h={calls:[...new Set(i)],callsStageWorkflow:o,
callsRemote:d},a=t[n.job];if(!l(a)||a.uses!==void 0)return{jobFound:!1,stepFound:!1,step:[],job:[],opaque:[],...h};let S=[
...c(s.env),...c(a.env)],p=(Array.isArray(a.steps)?a.steps:[]).filter(l),g=n.step&&!n.step.startsWith("__")?p.find(r=>typeof r.
id=="string"&&r.id===n.step):void 0,O=p.flatMap(r=>c(r.env)),_=[...b(s.env)?["the workflow's env:"]:[],...b(a.env)?[`job\
 ${n.job}'s env:`]:[],...p.flatMap((r,f)=>b(r.env)?[`step ${typeof r.id=="string"&&/^[A-Za-z_][\w-]{0,99}$/.test(r.id)?r.
id:f+1}'s env:`]:[])];return{jobFound:!0,stepFound:g!==void 0,step:W([...S,...g?c(g.env):O]),job:W([...S,...O]),opaque:_,
...h}}var R=/^\.\/\.github\/workflows\/[A-Za-z0-9_.-]+\.ya?ml$/,N=`${w}/${y}@`.toLowerCase();function K(e,n){return e.callsStageWorkflow&&
n===x}function c(e){return l(e)?Object.entries(e).filter(([,n])=>typeof n=="string"&&A(n)).map(([n])=>n):[]}function b(e){
return typeof e=="string"&&A(e)}function A(e){let n=E(e)??(e.includes("${{")?e:"");return/(?<![\w.-])secrets\b/i.test(n)}
function W(e){return[...new Set(e)]}function l(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)}export{C as envSecretNames,K as mayBeStageWorkflowJob};
