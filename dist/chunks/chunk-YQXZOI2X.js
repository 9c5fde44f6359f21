function d(e,i){let t=Array.from({length:e.length+1},(r,n)=>Array.from({length:i.length+1},(s,o)=>n===0?o:o===0?n:0));for(let r=1;r<=
e.length;r+=1)for(let n=1;n<=i.length;n+=1){let s=e[r-1]===i[n-1]?0:1,o=Math.min(t[r-1][n]+1,t[r][n-1]+1,t[r-1][n-1]+s);
r>1&&n>1&&e[r-1]===i[n-2]&&e[r-2]===i[n-1]&&(o=Math.min(o,t[r-2][n-2]+1)),t[r][n]=o}return t[e.length][i.length]}function g(e,i){
let t=e.toLowerCase(),r=t.length<=3?1:Math.max(2,Math.floor(t.length/3)),n,s=Number.POSITIVE_INFINITY;for(let o of i){let u=o.
toLowerCase(),l=t.length>=3&&u.startsWith(t)?1:d(t,u);l<s&&l<=r&&l<t.length&&(n=o,s=l)}return n}function c(e){return/\bdid you mean\b/.
test(e)}function a(e,i){let t=g(e,i);return t===void 0?"":`; did you mean ${t}?`}function m(e,i){let t=g(e,i);return t===
void 0?"":` (did you mean ${t}?)`}function h(e,i){let t=1,r=0;for(let n=e.indexOf(`
`);n!==-1&&n<i;n=e.indexOf(`
`,n+1))t++,r=n+1;return{line:t,column:i-r+1}}export{g as a,c as b,a as c,m as d,h as e};
