import{a as _,b as a}from"./chunk-UHGJIJ4K.js";import{a as R}from"./chunk-M7D5MYJS.js";import{c as g}from"./chunk-ID5774FQ.js";
import{C as W,D as y,E}from"./chunk-JQWIKLAS.js";import"./chunk-VLLWXIM2.js";import{d as F}from"./chunk-A64LSPLL.js";var m=F(R(),1);function z(t,e){let l=_(t);if(l===null)return null;let{root:r,jobs:s}=l,u=[],w=!1,O=!1;for(let n of Object.values(s)){let i=a(
n)&&typeof n.uses=="string"?n.uses.trim():void 0;i!==void 0&&(h.test(i)?u.push(i.slice(2)):i.toLowerCase().startsWith(A)?
w=!0:O=!0)}let S={calls:[...new Set(u)],callsStageWorkflow:w,callsRemote:O},o=s[e.job];if(!a(o)||o.uses!==void 0)return{
jobFound:!1,stepFound:!1,step:[],job:[],written:{},opaque:[],...S};let v=[...f(r.env),...f(o.env)],c=(Array.isArray(o.steps)?
o.steps:[]).filter(a),p=e.step&&!e.step.startsWith("__")?c.find(n=>typeof n.id=="string"&&n.id===e.step):void 0,j=c.flatMap(
n=>f(n.env)),x=[...b(r.env)?["the workflow's env:"]:[],...b(o.env)?[`job ${e.job}'s env:`]:[],...c.flatMap((n,i)=>b(n.env)?
[`step ${typeof n.id=="string"&&/^[A-Za-z_][\w-]{0,99}$/.test(n.id)?n.id:i+1}'s env:`]:[])];return{jobFound:!0,stepFound:p!==
void 0,step:k([...v,...p?f(p.env):j]),job:k([...v,...j]),written:L([r.env,o.env,...c.map(n=>n.env)]),opaque:x,...S}}var h=/^\.\/\.github\/workflows\/[A-Za-z0-9_.-]+\.ya?ml$/,
A=`${W}/${y}@`.toLowerCase();function I(t,e){return t.callsStageWorkflow&&e===E}function f(t){return a(t)?Object.entries(
t).filter(([,e])=>typeof e=="string"&&d(e)).map(([e])=>e):[]}function L(t){let e=new Map;for(let l of t)if(a(l))for(let[
r,s]of Object.entries(l)){if(typeof s!="string"||!d(s))continue;let u=e.get(r)??[];u.includes(s)||e.set(r,[...u,s])}return Object.
fromEntries(e)}function b(t){return typeof t=="string"&&d(t)}function d(t){let e=g(t)??(t.includes("${{")?t:"");return/(?<![\w.-])secrets\b/i.
test(e)}function k(t){return[...new Set(t)]}export{z as envSecretNames,I as mayBeStageWorkflowJob};
