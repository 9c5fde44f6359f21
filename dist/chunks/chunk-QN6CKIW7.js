import{b as n,c as l,e as i}from"./chunk-VZPAJOJW.js";import{a}from"./chunk-HDT3FCLQ.js";async function m(o,t,e){for(let r of await n(t,e))o.stderr(`baton: ${a(l(r))}
`);await p(o,t,e)}async function p(o,t,e){for(let r of await i(t.rootDir,e?.tempRoot))o.stderr(`baton: removed ${a(r)}, \
left by a baton pull that was killed before it ended
`)}export{m as a,p as b};
