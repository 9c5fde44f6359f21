import{a as y,b as a}from"./chunk-UHGJIJ4K.js";import{c as _}from"./chunk-SLK7XQSA.js";import"./chunk-M7D5MYJS.js";
import{C as S,D as v,E as W}from"./chunk-JQWIKLAS.js";import"./chunk-VLLWXIM2.js";import"./chunk-A64LSPLL.js";function $(t,e){let f=y(t);if(f===null)return null;let{root:r,jobs:s}=f,c=[],b=!1,m=!1;for(let n of Object.values(s)){let i=a(
n)&&typeof n.uses=="string"?n.uses.trim():void 0;i!==void 0&&(R.test(i)?c.push(i.slice(2)):i.toLowerCase().startsWith(k)?
b=!0:m=!0)}let w={calls:[...new Set(c)],callsStageWorkflow:b,callsRemote:m},o=s[e.job];if(!a(o)||o.uses!==void 0)return{
jobFound:!1,stepFound:!1,step:[],job:[],written:{},opaque:[],...w};let O=[...u(r.env),...u(o.env)],l=(Array.isArray(o.steps)?
o.steps:[]).filter(a),p=e.step&&!e.step.startsWith("__")?l.find(n=>typeof n.id=="string"&&n.id===e.step):void 0,j=l.flatMap(
n=>u(n.env)),F=[...g(r.env)?["the workflow's env:"]:[],...g(o.env)?[`job ${e.job}'s env:`]:[],...l.flatMap((n,i)=>g(n.env)?
[`step ${typeof n.id=="string"&&/^[A-Za-z_][\w-]{0,99}$/.test(n.id)?n.id:i+1}'s env:`]:[])];return{jobFound:!0,stepFound:p!==
void 0,step:E([...O,...p?u(p.env):j]),job:E([...O,...j]),written:A([r.env,o.env,...l.map(n=>n.env)]),opaque:F,...w}}var R=/^\.\/\.github\/workflows\/[A-Za-z0-9_.-]+\.ya?ml$/,
k=`${S}/${v}@`.toLowerCase();function T(t,e){return t.callsStageWorkflow&&e===W}function u(t){return a(t)?Object.entries(
t).filter(([,e])=>typeof e=="string"&&d(e)).map(([e])=>e):[]}function A(t){let e=new Map;for(let f of t)if(a(f))for(let[
r,s]of Object.entries(f)){if(typeof s!="string"||!d(s))continue;let c=e.get(r)??[];c.includes(s)||e.set(r,[...c,s])}return Object.
fromEntries(e)}function g(t){return typeof t=="string"&&d(t)}function d(t){let e=_(t)??(t.includes("${{")?t:"");return/(?<![\w.-])secrets\b/i.
test(e)}function E(t){return[...new Set(t)]}export{$ as envSecretNames,T as mayBeStageWorkflowJob};
