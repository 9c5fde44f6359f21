import{a,b,c,d,e,f,g,h}from"./chunk-NE7BCWUG.js";import"./chunk-LBGLK3XJ.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-Q4FOI7YS.js";import"./chunk-M5K67TCA.js";import"./chunk-3NR5HZ6E.js";export{a as DATA_SCHEMA_KEYWORDS,b as DataProperty,c as DataSchema,d as dataSchemaFrom,g as dataSchemaJsonText,f as dataSchemaProblems,
h as markdownFence,e as patternProblem};
