import{j as m,m as c}from"./chunk-YVIS2J2P.js";import{K as d,i as a,k as f,r as t}from"./chunk-VIRAYIUH.js";var p=n=>n.replace(/[.*+?^${}()|[\]\\-]/g,"\\$&"),u=new RegExp(`^[ \\t]*(${p(t.start)}|${p(t.end)})[ \\t]*\\r?$`,"gm");function w(n){
let r=null,e=-1,o=-1;for(let l of n.matchAll(u)){let i=l.index;l[1]===t.start?(e=g(n,i),o=i):e!==-1&&(r=i>e?n.slice(e,i).
replace(/\r?\n$/,""):"",e=-1)}let s=[];return e!==-1&&s.push({code:d.markersUnterminated,severity:"warning",path:`output\
 line ${b(n,o)}`,message:`${t.start} without a ${t.end} line after it; that block was ignored${r===null?"":" and the com\
plete block before it used"}`}),{json:r,warnings:s}}function H(n,r){let e=f(n);return e===null?c(n):{kind:"invalid",problems:[
m("$",`the block between the ${t.start} and ${t.end} lines in ${r} ${a(e)}; a handoff is UTF-8 JSON`)]}}function g(n,r){
let e=n.indexOf(`
`,r);return e===-1?n.length:e+1}function b(n,r){let e=1;for(let o=n.indexOf(`
`);o!==-1&&o<r;o=n.indexOf(`
`,o+1))e++;return e}export{w as a,H as b};
