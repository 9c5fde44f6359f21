import{b as m}from"./chunk-QZRK3GLD.js";import{b as o}from"./chunk-OU33NO3O.js";import"./chunk-5A7QKWCT.js";
import"./chunk-M3OYME4I.js";import"./chunk-U32M5C4L.js";import"./chunk-3NR5HZ6E.js";async function n(r){return r.stdout(m()),o.ok}export{n as schemaCommand};
