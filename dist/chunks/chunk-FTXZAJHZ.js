import{M as r,g as o}from"./chunk-FJ7SBSSN.js";import{E as n,G as e}from"./chunk-C33NMHQG.js";function i(){let a=o(r,{io:"input",target:"draft-2020-12"}),{$schema:s,...t}=a;return{$schema:s,$id:n.handoff,title:"bat\
on handoff, version 1",...t,description:`${String(t.description??"")} Limits in UTF-8 bytes cannot be expressed in JSON \
Schema: maxLength (characters) is the nearest, looser bound, and \`baton validate\` checks the bytes. So do the rules a pa\
ttern cannot carry: data keys and values at most ${e.dataBytes} bytes in all, no duplicate keys, no __proto__, construct\
or or prototype key anywhere.`}}function h(){return`${JSON.stringify(i(),null,2)}
`}export{i as a,h as b};
