import{a as r,b as i}from"./chunk-3NR5HZ6E.js";var o=i((p,e)=>{e.exports=r("node:crypto")});export{o as a};
