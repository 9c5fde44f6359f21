function u(e,o){let t=Array.from({length:e.length+1},(r,n)=>Array.from({length:o.length+1},(s,i)=>n===0?i:i===0?n:0));for(let r=1;r<=
e.length;r+=1)for(let n=1;n<=o.length;n+=1){let s=e[r-1]===o[n-1]?0:1,i=Math.min(t[r-1][n]+1,t[r][n-1]+1,t[r-1][n-1]+s);
r>1&&n>1&&e[r-1]===o[n-2]&&e[r-2]===o[n-1]&&(i=Math.min(i,t[r-2][n-2]+1)),t[r][n]=i}return t[e.length][o.length]}function d(e,o){
let t=e.toLowerCase(),r=t.length<=3?1:Math.max(2,Math.floor(t.length/3)),n,s=Number.POSITIVE_INFINITY;for(let i of o){let g=i.
toLowerCase(),l=t.length>=3&&g.startsWith(t)?1:u(t,g);l<s&&l<=r&&l<t.length&&(n=i,s=l)}return n}function a(e){return/\bdid you mean\b/.
test(e)}function c(e,o){let t=d(e,o);return t===void 0?"":`; did you mean ${t}?`}function h(e,o){let t=d(e,o);return t===
void 0?"":` (did you mean ${t}?)`}export{d as a,a as b,c,h as d};
