import{a,b,c,d,e,f,g,h}from"./chunk-JZ7OWF2F.js";import"./chunk-T4FHUL2S.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-SLO2UJYS.js";import"./chunk-7SLL56I5.js";import"./chunk-3NR5HZ6E.js";export{a as DATA_SCHEMA_KEYWORDS,b as DataProperty,c as DataSchema,d as dataSchemaFrom,g as dataSchemaJsonText,f as dataSchemaProblems,
h as markdownFence,e as patternProblem};
