import{a,b as g}from"./chunk-4K4GM72I.js";var l=g;function i(t,e){let r=Math.min(t.length,e.length);for(let n=0;n<r;n++)if(t[n]!==e[n])return t[n]-e[n];return e.length-
t.length}function p(t){return[...t].sort((e,r)=>i(e.place??[],r.place??[])||l(e.stage,r.stage))}function m(t,e){let r=new Map;
for(let[n,o]of e.entries()){let s=a(t,Object.keys(o).length>0?o:null);r.has(s)||r.set(s,n)}return r}export{l as a,p as b,m as c};
