import{a,b,c,d,e,f,g,h}from"./chunk-FISI5EJL.js";import"./chunk-4C3Q2YBJ.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-3JGJAI7A.js";import"./chunk-3NR5HZ6E.js";export{a as DATA_SCHEMA_KEYWORDS,b as DataProperty,c as DataSchema,d as dataSchemaFrom,g as dataSchemaJsonText,f as dataSchemaProblems,
h as markdownFence,e as patternProblem};
