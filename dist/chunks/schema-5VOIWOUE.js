import{b as m}from"./chunk-GWEZRAK4.js";import{b as o}from"./chunk-34WD42XC.js";import"./chunk-5A7QKWCT.js";
import"./chunk-FKNX6VIR.js";import"./chunk-DPZVPVQO.js";import"./chunk-3NR5HZ6E.js";async function n(r){return r.stdout(m()),o.ok}export{n as schemaCommand};
