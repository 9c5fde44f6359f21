import{j as o,k as e}from"./chunk-2NNKE2JW.js";import{a as t}from"./chunk-HDT3FCLQ.js";async function s(r,a,n){for(let p of await o(a,n))r.stderr(`baton: ${t(e(p))}
`)}export{s as a};
