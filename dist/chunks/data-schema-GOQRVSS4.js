import{a,b,c,d,e,f,g,h}from"./chunk-2ZEYTL7Z.js";import"./chunk-RXR3JLMN.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-CYXI7MEA.js";import"./chunk-FNZRIIIY.js";import"./chunk-3NR5HZ6E.js";export{a as DATA_SCHEMA_KEYWORDS,b as DataProperty,c as DataSchema,d as dataSchemaFrom,g as dataSchemaJsonText,f as dataSchemaProblems,
h as markdownFence,e as patternProblem};
