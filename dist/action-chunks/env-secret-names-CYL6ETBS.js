import{a as S}from"./chunk-PRJPWCRX.js";import{a as W}from"./chunk-M7D5MYJS.js";import{H as j}from"./chunk-K26OWEVR.js";
import{d as k}from"./chunk-A64LSPLL.js";var y=k(W(),1);function R(e,t){let o;try{o=(0,y.parse)(e,{maxAliasCount:100})}catch{return null}let a=s(o)?o.jobs:void 0;if(!s(o)||!s(a))
return null;let f=[],c=!1,p=!1;for(let n of Object.values(a)){let i=s(n)&&typeof n.uses=="string"?n.uses.trim():void 0;i!==
void 0&&(S(i)?c=!0:A.test(i)?f.push(i.slice(2)):p=!0)}let b={calls:[...new Set(f)],callsStageWorkflow:c,callsRemote:p},r=a[t.
job];if(!s(r)||r.uses!==void 0)return{jobFound:!1,stepFound:!1,step:[],job:[],...b};let d=[...l(o.env),...l(r.env)],g=(Array.
isArray(r.steps)?r.steps:[]).filter(s),u=t.step&&!t.step.startsWith("__")?g.find(n=>typeof n.id=="string"&&n.id===t.step):
void 0,m=g.flatMap(n=>l(n.env));return{jobFound:!0,stepFound:u!==void 0,step:w([...d,...u?l(u.env):m]),job:w([...d,...m]),
...b}}var A=/^\.\/\.github\/workflows\/[A-Za-z0-9_.-]+\.ya?ml$/;function _(e,t){return e.callsStageWorkflow&&t===j}function l(e){
return s(e)?Object.entries(e).filter(([,t])=>typeof t=="string"&&O(t)).map(([t])=>t):[]}function O(e){for(let t of e.matchAll(
/\$\{\{([\s\S]*?)\}\}/g))if(/(?<![\w.-])secrets\b/i.test(t[1]??""))return!0;return!1}function w(e){return[...new Set(e)]}
function s(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)}export{R as envSecretNames,_ as mayBeStageWorkflowJob};
