import{b as m}from"./chunk-5JWGTD2Z.js";import{b as o}from"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3JGJAI7A.js";import"./chunk-3NR5HZ6E.js";async function n(r){return r.stdout(m()),o.ok}export{n as schemaCommand};
