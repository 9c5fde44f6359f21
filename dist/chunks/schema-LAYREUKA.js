import{b as m}from"./chunk-AUD2BGTU.js";import{b as o}from"./chunk-34WD42XC.js";import"./chunk-5A7QKWCT.js";
import"./chunk-W5IM2UXJ.js";import"./chunk-4WNEEZW4.js";import"./chunk-3NR5HZ6E.js";async function n(r){return r.stdout(m()),o.ok}export{n as schemaCommand};
