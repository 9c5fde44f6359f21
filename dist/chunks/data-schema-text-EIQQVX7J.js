import{a}from"./chunk-SU3YIR4B.js";import"./chunk-NUWPZMYM.js";import"./chunk-5WEUNXJS.js";import"./chunk-FNXIRXBN.js";
import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";import"./chunk-F22ZBSKV.js";import"./chunk-WPZ37WAU.js";
import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
