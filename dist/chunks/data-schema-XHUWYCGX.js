import{a,b,c,d,e,f}from"./chunk-LGMSU7P7.js";import"./chunk-JYVLKM6Q.js";import"./chunk-OKFZ7BVP.js";import"./chunk-6TGY3HYZ.js";
import"./chunk-3NR5HZ6E.js";export{a as DATA_SCHEMA_KEYWORDS,b as DataProperty,c as DataSchema,d as dataSchemaFrom,f as dataSchemaProblems,e as patternProblem};
