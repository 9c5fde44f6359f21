import{b as m}from"./chunk-SSKA5J43.js";import{b as o}from"./chunk-R5CNI4O4.js";import"./chunk-G4KAFFH4.js";
import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";async function n(r){return r.stdout(m()),o.ok}export{n as schemaCommand};
