import{a,b,c,d,e,f,g,h}from"./chunk-F7HRYH5I.js";import"./chunk-YFTXPYAX.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-RHKLK6JY.js";import"./chunk-3NR5HZ6E.js";export{a as DATA_SCHEMA_KEYWORDS,b as DataProperty,c as DataSchema,d as dataSchemaFrom,g as dataSchemaJsonText,f as dataSchemaProblems,
h as markdownFence,e as patternProblem};
