import{a}from"./chunk-AG2SH75Z.js";import"./chunk-NUWPZMYM.js";import"./chunk-MYVF2C32.js";import"./chunk-LYVVWMII.js";
import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";import"./chunk-FJ7SBSSN.js";import"./chunk-C33NMHQG.js";
import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
