import{b as m}from"./chunk-RVIM4OJ2.js";import{b as o}from"./chunk-OU33NO3O.js";import"./chunk-5A7QKWCT.js";
import"./chunk-7ULSENEH.js";import"./chunk-VTCVQFHR.js";import"./chunk-3NR5HZ6E.js";async function n(r){return r.stdout(m()),o.ok}export{n as schemaCommand};
