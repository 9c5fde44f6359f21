function l(t){let n=t.indexOf("${{");if(n<0)return null;let r=[],e=0;for(;e<t.length;)if(e===n){let i=-1,s=!1;for(e+=3;e<
t.length;e++)if(t[e]==="'")s=!s;else if(!s&&t[e]==="}"&&t[e-1]==="}"){i=e,e++;break}if(i<0)return null;r.push({expression:t.
slice(n+3,i+1-2).trim(),offset:n,end:i+1}),n=t.indexOf("${{",e)}else if(n>=0&&e<n)r.push({literal:t.slice(e,n),offset:e}),
e=n;else{r.push({literal:t.slice(e),offset:e});break}return r}function o(t){return(l(t)??[]).flatMap(n=>"expression"in n?
[n.expression]:[])}function f(t){let n=l(t);if(n===null)return null;let[r]=n;if(n.length===1&&r&&"expression"in r)return r.
expression;let e=[],i=[];for(let s of n)"literal"in s?e.push(s.literal.replace(/'/g,"''").replace(/\{/g,"{{").replace(/\}/g,
"}}")):(e.push(`{${i.length}}`),i.push(s.expression));return`format('${e.join("")}'${i.map(s=>`, ${s}`).join("")})`}export{l as a,o as b,f as c};
