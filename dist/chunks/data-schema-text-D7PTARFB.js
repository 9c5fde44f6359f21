import{b as a}from"./chunk-CLPCVDR3.js";import"./chunk-BTCJ5JPO.js";import"./chunk-7XTEZKL5.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-7ULSENEH.js";import"./chunk-VTCVQFHR.js";import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
