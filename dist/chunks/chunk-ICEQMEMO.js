import{chmod as o,readdir as i,rm as e}from"node:fs/promises";import{join as c}from"node:path";async function s(r){try{return await e(
r,{recursive:!0,force:!0}),!0}catch{await a(r).catch(()=>{});try{return await e(r,{recursive:!0,force:!0}),!0}catch{return!1}}}
async function a(r){await o(r,448);for(let t of await i(r,{withFileTypes:!0}))t.isDirectory()&&await a(c(r,t.name)).catch(
()=>{})}export{s as a};
