import{a as u}from"./chunk-M7D5MYJS.js";import{d as s}from"./chunk-A64LSPLL.js";var t=s(u(),1);function e(n){let r;try{r=(0,t.parse)(n,{maxAliasCount:100})}catch{return null}return!o(r)||!o(r.jobs)?null:
{root:r,jobs:r.jobs}}function o(n){return n!==null&&typeof n=="object"&&!Array.isArray(n)}export{e as a,o as b};
