import{b as w,c as k,d as P,h,k as x}from"./chunk-6AONPISC.js";import{R as y}from"./chunk-BYXEX7IT.js";import{
a as L}from"./chunk-FGRZV3SB.js";import{g as u,l as g}from"./chunk-EE3CSVQT.js";import{D as m}from"./chunk-LBXHU7QN.js";function W(o,t,r={}){let{shownJob:n=e=>e,matrixOf:a=()=>{},placeOf:l=()=>{}}=r,s=[],c=new Set;for(let e of o)for(let d of t(
e))for(let i of d??[]){if(c.has(i))continue;c.add(i);let f=a(i),p=l(e,i);s.push({stage:i,job:y(n(e)),...f===void 0?{}:{matrix:f},
...p===void 0?{}:{place:p}})}return s}var F=["repository","sha","ref","actor"];function I(o,t,r){return F.every(n=>r[n]!==void 0)?void 0:L(o,t)}function J(o,t,r){
return P(o,t,(n,a)=>w(n,a,{ownAction:r}))}function N({cwd:o,known:t,checkout:r,payload:n,ownAction:a,calledWorkflows:l}){
let s=r?.facts,c=g(n);return{facts:{...u,...t.sha===void 0||t.sha===s?.sha?s:O(s),...t,...c?{repository:c}:{},workspace:o},
loadAction:x(o,(e,d,i)=>k(e,d,i,{ownAction:a})),calledWorkflows:l,readFile:e=>h(o,e,m.templateBytes)}}function O(o){if(o===
void 0)return;let{parentSha:t,tags:r,commit:n,...a}=o;return a}export{W as a,I as b,J as c,N as d};
