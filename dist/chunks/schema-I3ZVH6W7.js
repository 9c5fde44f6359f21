import{b as m}from"./chunk-FTXZAJHZ.js";import{b as o}from"./chunk-34WD42XC.js";import"./chunk-5A7QKWCT.js";
import"./chunk-FJ7SBSSN.js";import"./chunk-C33NMHQG.js";import"./chunk-3NR5HZ6E.js";async function n(r){return r.stdout(m()),o.ok}export{n as schemaCommand};
