import{a as t,e as o,f as n}from"./chunk-JWUMYVIT.js";var x=new t;function s(e,i,...r){let c=o.plugin(...r);return new c(n(e,i))}export{s as a};
