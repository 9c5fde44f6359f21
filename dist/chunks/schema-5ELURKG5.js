import{b as m}from"./chunk-T4Y4YH2X.js";import{b as o}from"./chunk-34WD42XC.js";import"./chunk-5A7QKWCT.js";
import"./chunk-X3WXZ7VZ.js";import"./chunk-VTCVQFHR.js";import"./chunk-3NR5HZ6E.js";async function n(r){return r.stdout(m()),o.ok}export{n as schemaCommand};
