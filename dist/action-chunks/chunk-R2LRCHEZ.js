import{a as r,b as i}from"./chunk-A64LSPLL.js";var o=i((p,e)=>{e.exports=r("node:fs")});export{o as a};
