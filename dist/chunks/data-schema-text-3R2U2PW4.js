import{a}from"./chunk-PJZVQGI4.js";import"./chunk-NUWPZMYM.js";import"./chunk-XIVVRYZB.js";import"./chunk-PZJTC2JJ.js";
import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";import"./chunk-W5IM2UXJ.js";import"./chunk-4WNEEZW4.js";
import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
