import{b as m}from"./chunk-F5ZMDEDD.js";import{b as o}from"./chunk-DIAAMT7K.js";import"./chunk-V4AZJBV5.js";
import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";async function n(r){return r.stdout(m()),o.ok}export{n as schemaCommand};
