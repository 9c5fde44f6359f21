import{b as a}from"./chunk-IQGPJATR.js";import"./chunk-FTDJT25X.js";import"./chunk-YFTXPYAX.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-RHKLK6JY.js";import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
