import{j as o,k as e}from"./chunk-QZU2WCNM.js";import{a as t}from"./chunk-HKB7A5JV.js";async function s(r,a,n){for(let p of await o(a,n))r.stderr(`baton: ${t(e(p))}
`)}export{s as a};
