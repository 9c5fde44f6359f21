import{a,b,c,d,e,f,g,h}from"./chunk-CQEVMSAW.js";import"./chunk-2V2T7NPB.js";import"./chunk-YQXZOI2X.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-X3WXZ7VZ.js";import"./chunk-VTCVQFHR.js";import"./chunk-3NR5HZ6E.js";export{a as DATA_SCHEMA_KEYWORDS,b as DataProperty,c as DataSchema,d as dataSchemaFrom,g as dataSchemaJsonText,f as dataSchemaProblems,
h as markdownFence,e as patternProblem};
