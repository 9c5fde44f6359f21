import{b as _}from"./chunk-36D7DBSO.js";import{a as v,b as r}from"./chunk-UHGJIJ4K.js";import"./chunk-M7D5MYJS.js";
import{C as j,D as W,E as w}from"./chunk-4B6R3SWB.js";import"./chunk-VLLWXIM2.js";import"./chunk-A64LSPLL.js";function $(e,t){let u=v(e);if(u===null)return null;let{root:c,jobs:p}=u,d=[],b=!1,g=!1;for(let n of Object.values(p)){let o=r(
n)&&typeof n.uses=="string"?n.uses.trim():void 0;o!==void 0&&(E.test(o)?d.push(o.slice(2)):o.toLowerCase().startsWith(k)?
b=!0:g=!0)}let m={calls:[...new Set(d)],callsStageWorkflow:b,callsRemote:g},s=p[t.job];if(!r(s)||s.uses!==void 0)return{
jobFound:!1,stepFound:!1,step:[],job:[],opaque:[],...m};let O=[...i(c.env),...i(s.env)],a=(Array.isArray(s.steps)?s.steps:
[]).filter(r),l=t.step&&!t.step.startsWith("__")?a.find(n=>typeof n.id=="string"&&n.id===t.step):void 0,S=a.flatMap(n=>i(
n.env)),A=[...f(c.env)?["the workflow's env:"]:[],...f(s.env)?[`job ${t.job}'s env:`]:[],...a.flatMap((n,o)=>f(n.env)?[`\
step ${typeof n.id=="string"&&/^[A-Za-z_][\w-]{0,99}$/.test(n.id)?n.id:o+1}'s env:`]:[])];return{jobFound:!0,stepFound:l!==
void 0,step:F([...O,...l?i(l.env):S]),job:F([...O,...S]),opaque:A,...m}}var E=/^\.\/\.github\/workflows\/[A-Za-z0-9_.-]+\.ya?ml$/,
k=`${j}/${W}@`.toLowerCase();function x(e,t){return e.callsStageWorkflow&&t===w}function i(e){return r(e)?Object.entries(
e).filter(([,t])=>typeof t=="string"&&y(t)).map(([t])=>t):[]}function f(e){return typeof e=="string"&&y(e)}function y(e){
let t=_(e)??(e.includes("${{")?e:"");return/(?<![\w.-])secrets\b/i.test(t)}function F(e){return[...new Set(e)]}export{$ as envSecretNames,x as mayBeStageWorkflowJob};
