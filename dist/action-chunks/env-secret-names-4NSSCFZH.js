import{a as W,b as a}from"./chunk-UHGJIJ4K.js";import{a as A}from"./chunk-M7D5MYJS.js";import{P as w,Q as x,
R as y}from"./chunk-LUHKNR5K.js";import{d as F}from"./chunk-A64LSPLL.js";var m=F(A(),1),u="${{",L="}}";function R(n){let e=n.indexOf(u);if(e<0)return null;let o=[],t=0;for(;t<n.length;)if(t===e){
let i=-1,r=!1;for(t+=u.length;t<n.length;t++)if(n[t]==="'")r=!r;else if(!r&&n[t]==="}"&&n[t-1]==="}"){i=t,t++;break}if(i<
0)return null;o.push({expression:n.slice(e+u.length,i+1-L.length).trim(),offset:e,end:i+1}),e=n.indexOf(u,t)}else if(e>=
0&&t<e)o.push({literal:n.slice(t,e),offset:t}),t=e;else{o.push({literal:n.slice(t),offset:t});break}return o}function E(n){
let e=R(n);if(e===null)return null;let[o]=e;if(e.length===1&&o&&"expression"in o)return o.expression;let t=[],i=[];for(let r of e)
"literal"in r?t.push(r.literal.replace(/'/g,"''").replace(/\{/g,"{{").replace(/\}/g,"}}")):(t.push(`{${i.length}}`),i.push(
r.expression));return`format('${t.join("")}'${i.map(r=>`, ${r}`).join("")})`}function B(n,e){let o=W(n);if(o===null)return null;let{root:t,jobs:i}=o,r=[],d=!1,h=!1;for(let s of Object.values(i)){let f=a(
s)&&typeof s.uses=="string"?s.uses.trim():void 0;f!==void 0&&(N.test(f)?r.push(f.slice(2)):f.toLowerCase().startsWith(v)?
d=!0:h=!0)}let S={calls:[...new Set(r)],callsStageWorkflow:d,callsRemote:h},l=i[e.job];if(!a(l)||l.uses!==void 0)return{
jobFound:!1,stepFound:!1,step:[],job:[],opaque:[],...S};let O=[...c(t.env),...c(l.env)],p=(Array.isArray(l.steps)?l.steps:
[]).filter(a),g=e.step&&!e.step.startsWith("__")?p.find(s=>typeof s.id=="string"&&s.id===e.step):void 0,j=p.flatMap(s=>c(
s.env)),_=[...b(t.env)?["the workflow's env:"]:[],...b(l.env)?[`job ${e.job}'s env:`]:[],...p.flatMap((s,f)=>b(s.env)?[`\
step ${typeof s.id=="string"&&/^[A-Za-z_][\w-]{0,99}$/.test(s.id)?s.id:f+1}'s env:`]:[])];return{jobFound:!0,stepFound:g!==
void 0,step:$([...O,...g?c(g.env):j]),job:$([...O,...j]),opaque:_,...S}}var N=/^\.\/\.github\/workflows\/[A-Za-z0-9_.-]+\.ya?ml$/,
v=`${w}/${x}@`.toLowerCase();function C(n,e){return n.callsStageWorkflow&&e===y}function c(n){return a(n)?Object.entries(
n).filter(([,e])=>typeof e=="string"&&k(e)).map(([e])=>e):[]}function b(n){return typeof n=="string"&&k(n)}function k(n){
let e=E(n)??(n.includes("${{")?n:"");return/(?<![\w.-])secrets\b/i.test(e)}function $(n){return[...new Set(n)]}export{B as envSecretNames,C as mayBeStageWorkflowJob};
