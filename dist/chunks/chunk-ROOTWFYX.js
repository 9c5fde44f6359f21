import{b as k,c as w,d as P,h,k as A}from"./chunk-NUJQ5MB4.js";import{R as y}from"./chunk-D7GU7ZB6.js";import{
a as x}from"./chunk-U6G3BVZI.js";import{g as u,l as g}from"./chunk-T7W5VX65.js";import{G as m}from"./chunk-C33NMHQG.js";function C(o,t,r={}){let{shownJob:n=e=>e,matrixOf:i=()=>{},placeOf:l=()=>{}}=r,s=[],c=new Set;for(let e of o)for(let d of t(
e))for(let a of d??[]){if(c.has(a))continue;c.add(a);let f=i(a),p=l(e,a);s.push({stage:a,job:y(n(e)),...f===void 0?{}:{matrix:f},
...p===void 0?{}:{place:p}})}return s}var L=["repository","sha","ref","actor"];function I(o,t,r){return L.every(n=>r[n]!==void 0)?void 0:x(o,t)}function J(o,t,r){
return P(o,t,(n,i)=>k(n,i,{actionAt:r}))}function N({cwd:o,known:t,checkout:r,payload:n,actionAt:i,calledWorkflows:l}){let s=r?.
facts,c=g(n);return{facts:{...u,...t.sha===void 0||t.sha===s?.sha?s:F(s),...t,...c?{repository:c}:{},workspace:o},loadAction:A(
o,(e,d,a)=>w(e,d,a,{actionAt:i})),calledWorkflows:l,readFile:e=>h(o,e,m.templateBytes)}}function F(o){if(o===void 0)return;
let{parentSha:t,tags:r,commit:n,...i}=o;return i}export{C as a,I as b,J as c,N as d};
