import{a as r,b as i}from"./chunk-NW7A7WWL.js";var o=i((p,e)=>{e.exports=r("node:fs")});export{o as a};
