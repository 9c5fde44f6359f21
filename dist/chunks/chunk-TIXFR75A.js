function a(e,i){let n=Array.from({length:e.length+1},(r,t)=>Array.from({length:i.length+1},(s,o)=>t===0?o:o===0?t:0));for(let r=1;r<=
e.length;r+=1)for(let t=1;t<=i.length;t+=1){let s=e[r-1]===i[t-1]?0:1,o=Math.min(n[r-1][t]+1,n[r][t-1]+1,n[r-1][t-1]+s);
r>1&&t>1&&e[r-1]===i[t-2]&&e[r-2]===i[t-1]&&(o=Math.min(o,n[r-2][t-2]+1)),n[r][t]=o}return n[e.length][i.length]}function f(e,i){
let n=e.toLowerCase(),r=n.length<=3?1:Math.max(2,Math.floor(n.length/3)),t,s=Number.POSITIVE_INFINITY,o,g=n.includes("-")?
c(n):void 0;for(let u of i){let l=u.toLowerCase(),d=n.length>=3&&l.startsWith(n)?1:a(n,l);d<s&&d<=r&&d<n.length&&(t=u,s=
d),o===void 0&&g!==void 0&&l!==n&&c(l)===g&&(o=u)}return t??o}function c(e){return e.split("-").sort().join("-")}function m(e){
return/\bdid you mean\b/.test(e)}function h(e,i){let n=f(e,i);return n===void 0?"":`; did you mean ${n}?`}function b(e,i){
let n=f(e,i);return n===void 0?"":` (did you mean ${n}?)`}function I(e,i){let n=1,r=0;for(let t=e.indexOf(`
`);t!==-1&&t<i;t=e.indexOf(`
`,t+1))n++,r=t+1;return{line:n,column:i-r+1}}export{f as a,m as b,h as c,b as d,I as e};
