import{b as a}from"./chunk-FDT6MRJW.js";import"./chunk-6BYJV36F.js";import"./chunk-K2PHC2DS.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-IZTSJ3IU.js";import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
