import{a,b,c,d,e,f,g,h}from"./chunk-XIVVRYZB.js";import"./chunk-PZJTC2JJ.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-W5IM2UXJ.js";import"./chunk-4WNEEZW4.js";import"./chunk-3NR5HZ6E.js";export{a as DATA_SCHEMA_KEYWORDS,b as DataProperty,c as DataSchema,d as dataSchemaFrom,g as dataSchemaJsonText,f as dataSchemaProblems,
h as markdownFence,e as patternProblem};
