import{a,b,c,d,e,f,g,h}from"./chunk-NTNMYMXZ.js";import"./chunk-HL5P33SF.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-XORNHACD.js";import"./chunk-3NR5HZ6E.js";export{a as DATA_SCHEMA_KEYWORDS,b as DataProperty,c as DataSchema,d as dataSchemaFrom,g as dataSchemaJsonText,f as dataSchemaProblems,
h as markdownFence,e as patternProblem};
