import{a}from"./chunk-54E7WXQU.js";import"./chunk-NUWPZMYM.js";import"./chunk-2ZEYTL7Z.js";import"./chunk-RXR3JLMN.js";
import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";import"./chunk-CYXI7MEA.js";import"./chunk-FNZRIIIY.js";
import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
