import{a as L}from"./chunk-XKXLJUWA.js";import{b as u,c as g,d as k,h as y,k as P}from"./chunk-AADP5HKV.js";
import{Q as w}from"./chunk-SF2OOPRP.js";import{D as h,H as x}from"./chunk-O3KYD2Q3.js";import{D as m}from"./chunk-RHKLK6JY.js";function W(o,t,r={}){let{shownJob:n=e=>e,matrixOf:a=()=>{},placeOf:l=()=>{}}=r,s=[],c=new Set;for(let e of o)for(let d of t(
e))for(let i of d??[]){if(c.has(i))continue;c.add(i);let f=a(i),p=l(e,i);s.push({stage:i,job:w(n(e)),...f===void 0?{}:{matrix:f},
...p===void 0?{}:{place:p}})}return s}var F=["repository","sha","ref","actor"];function I(o,t,r){return F.every(n=>r[n]!==void 0)?void 0:L(o,t)}function J(o,t,r){
return k(o,t,(n,a)=>u(n,a,{ownAction:r}))}function N({cwd:o,known:t,checkout:r,payload:n,ownAction:a,calledWorkflows:l}){
let s=r?.facts,c=x(n);return{facts:{...h,...t.sha===void 0||t.sha===s?.sha?s:O(s),...t,...c?{repository:c}:{},workspace:o},
loadAction:P(o,(e,d,i)=>g(e,d,i,{ownAction:a})),calledWorkflows:l,readFile:e=>y(o,e,m.templateBytes)}}function O(o){if(o===
void 0)return;let{parentSha:t,tags:r,commit:n,...a}=o;return a}export{W as a,I as b,J as c,N as d};
