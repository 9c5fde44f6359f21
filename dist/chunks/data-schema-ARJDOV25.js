import{a,b,c,d,e,f}from"./chunk-YD75HP3J.js";import"./chunk-6A3YTBRA.js";import"./chunk-OKFZ7BVP.js";import"./chunk-NQUCDXY2.js";
import"./chunk-3NR5HZ6E.js";export{a as DATA_SCHEMA_KEYWORDS,b as DataProperty,c as DataSchema,d as dataSchemaFrom,f as dataSchemaProblems,e as patternProblem};
