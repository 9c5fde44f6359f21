import{b as m}from"./chunk-WUUIHZ62.js";import{b as o}from"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";
import"./chunk-LGNAKMKQ.js";import"./chunk-KP2FEYWF.js";import"./chunk-3NR5HZ6E.js";async function n(r){return r.stdout(m()),o.ok}export{n as schemaCommand};
