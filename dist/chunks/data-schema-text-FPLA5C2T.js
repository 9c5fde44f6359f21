import{a}from"./chunk-N7RIQYD6.js";import"./chunk-NUWPZMYM.js";import"./chunk-JKMUNNON.js";import"./chunk-UIZKP3MK.js";
import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";import"./chunk-FKNX6VIR.js";import"./chunk-DPZVPVQO.js";
import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
