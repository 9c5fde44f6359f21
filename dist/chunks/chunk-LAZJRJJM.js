import{a as r,b as i}from"./chunk-JKBXI3MV.js";var o=i((p,e)=>{e.exports=r("node:fs")});export{o as a};
