import{a as l,b as i}from"./chunk-URU3H7ZW.js";import{d as n}from"./chunk-CQFXWFSA.js";import{a}from"./chunk-RXTW3LH6.js";async function m(o,t,e){for(let r of await l(t,e))o.stderr(`baton: ${a(i(r))}
`);await p(o,t,e)}async function p(o,t,e){for(let r of await n(t.rootDir,e?.tempRoot))o.stderr(`baton: removed ${a(r)}, \
left by a baton pull that was killed before it ended
`)}export{m as a,p as b};
