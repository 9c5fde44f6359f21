import{E as a,m as i}from"./chunk-6TGY3HYZ.js";var m=n=>n.replace(/[.*+?^${}()|[\]\\-]/g,"\\$&"),c=new RegExp(`^[ \\t]*(${m(i.start)}|${m(i.end)})[ \\t]*\\r?$`,"gm");function d(n){
let r=null,e=-1,t=-1;for(let s of n.matchAll(c)){let o=s.index;s[1]===i.start?(e=u(n,o),t=o):e!==-1&&(r=o>e?n.slice(e,o).
replace(/\r?\n$/,""):"",e=-1)}let l=[];return e!==-1&&l.push({code:a.markersUnterminated,severity:"warning",path:`output\
 line ${f(n,t)}`,message:`${i.start} without a ${i.end} line after it; that block was ignored${r===null?"":" and the com\
plete block before it used"}`}),{json:r,warnings:l}}function u(n,r){let e=n.indexOf(`
`,r);return e===-1?n.length:e+1}function f(n,r){let e=1;for(let t=n.indexOf(`
`);t!==-1&&t<r;t=n.indexOf(`
`,t+1))e++;return e}export{d as a};
