import{b as m}from"./chunk-7FV423P5.js";import{b as o}from"./chunk-DVNEBDMP.js";import"./chunk-JZBPCCZQ.js";
import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";async function n(r){return r.stdout(m()),o.ok}export{n as schemaCommand};
