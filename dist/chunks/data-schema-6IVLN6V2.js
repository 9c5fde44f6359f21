import{a,b,c,d,e,f,g,h}from"./chunk-MYVF2C32.js";import"./chunk-LYVVWMII.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-FJ7SBSSN.js";import"./chunk-C33NMHQG.js";import"./chunk-3NR5HZ6E.js";export{a as DATA_SCHEMA_KEYWORDS,b as DataProperty,c as DataSchema,d as dataSchemaFrom,g as dataSchemaJsonText,f as dataSchemaProblems,
h as markdownFence,e as patternProblem};
