import{b as a}from"./chunk-PKETBS7M.js";import"./chunk-YD75HP3J.js";import"./chunk-6A3YTBRA.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-NQUCDXY2.js";import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
