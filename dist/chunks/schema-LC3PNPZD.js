import{b as m}from"./chunk-PCUBSACV.js";import{b as o}from"./chunk-34WD42XC.js";import"./chunk-5A7QKWCT.js";
import"./chunk-Q4FOI7YS.js";import"./chunk-M5K67TCA.js";import"./chunk-3NR5HZ6E.js";async function n(r){return r.stdout(m()),o.ok}export{n as schemaCommand};
