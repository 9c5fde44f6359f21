import{a}from"./chunk-RYVP7JOC.js";import"./chunk-NUWPZMYM.js";import"./chunk-NE7BCWUG.js";import"./chunk-LBGLK3XJ.js";
import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";import"./chunk-Q4FOI7YS.js";import"./chunk-M5K67TCA.js";
import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
