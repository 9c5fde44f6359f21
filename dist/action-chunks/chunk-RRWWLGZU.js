import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as e,b as r}from"./chunk-NW7A7WWL.js";var p=r((s,i)=>{i.exports=e("node:fs")});var q=r((t,o)=>{o.exports=e("node:crypto")});export{q as a,p as b};
