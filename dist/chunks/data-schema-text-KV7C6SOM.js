import{a}from"./chunk-BQMJ44MX.js";import"./chunk-NUWPZMYM.js";import"./chunk-325RMVO6.js";import"./chunk-B2RV2CLL.js";
import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";import"./chunk-M3OYME4I.js";import"./chunk-U32M5C4L.js";
import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
