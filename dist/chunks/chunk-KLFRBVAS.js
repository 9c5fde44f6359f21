import{a as l,b as i}from"./chunk-S2H3IPAQ.js";import{d as n}from"./chunk-IZ6WIIJF.js";import{a}from"./chunk-HDT3FCLQ.js";async function m(o,t,e){for(let r of await l(t,e))o.stderr(`baton: ${a(i(r))}
`);await p(o,t,e)}async function p(o,t,e){for(let r of await n(t.rootDir,e?.tempRoot))o.stderr(`baton: removed ${a(r)}, \
left by a baton pull that was killed before it ended
`)}export{m as a,p as b};
