import{b as a}from"./chunk-BUWBQ524.js";import"./chunk-F7HRYH5I.js";import"./chunk-YFTXPYAX.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-RHKLK6JY.js";import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
