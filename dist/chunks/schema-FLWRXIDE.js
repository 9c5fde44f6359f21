import{b as m}from"./chunk-SPEXFS7X.js";import{b as o}from"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";
import"./chunk-XORNHACD.js";import"./chunk-3NR5HZ6E.js";async function n(r){return r.stdout(m()),o.ok}export{n as schemaCommand};
