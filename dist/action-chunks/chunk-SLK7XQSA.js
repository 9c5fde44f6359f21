import{a as p}from"./chunk-M7D5MYJS.js";import{d as g}from"./chunk-A64LSPLL.js";var o=g(p(),1),l="${{",u="}}";function f(t){let n=t.indexOf(l);if(n<0)return null;let r=[],e=0;for(;e<t.length;)if(e===n){
let i=-1,s=!1;for(e+=l.length;e<t.length;e++)if(t[e]==="'")s=!s;else if(!s&&t[e]==="}"&&t[e-1]==="}"){i=e,e++;break}if(i<
0)return null;r.push({expression:t.slice(n+l.length,i+1-u.length).trim(),offset:n,end:i+1}),n=t.indexOf(l,e)}else if(n>=
0&&e<n)r.push({literal:t.slice(e,n),offset:e}),e=n;else{r.push({literal:t.slice(e),offset:e});break}return r}function a(t){
return(f(t)??[]).flatMap(n=>"expression"in n?[n.expression]:[])}function c(t){let n=f(t);if(n===null)return null;let[r]=n;
if(n.length===1&&r&&"expression"in r)return r.expression;let e=[],i=[];for(let s of n)"literal"in s?e.push(s.literal.replace(
/'/g,"''").replace(/\{/g,"{{").replace(/\}/g,"}}")):(e.push(`{${i.length}}`),i.push(s.expression));return`format('${e.join(
"")}'${i.map(s=>`, ${s}`).join("")})`}export{f as a,a as b,c};
