import{a,b,c,d,e,f,g,h}from"./chunk-6BYJV36F.js";import"./chunk-K2PHC2DS.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-IZTSJ3IU.js";import"./chunk-3NR5HZ6E.js";export{a as DATA_SCHEMA_KEYWORDS,b as DataProperty,c as DataSchema,d as dataSchemaFrom,g as dataSchemaJsonText,f as dataSchemaProblems,
h as markdownFence,e as patternProblem};
