import{b as m}from"./chunk-JUFQG276.js";import{b as o}from"./chunk-GKGC5SYD.js";import"./chunk-UBV3IWC6.js";
import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";async function n(r){return r.stdout(m()),o.ok}export{n as schemaCommand};
