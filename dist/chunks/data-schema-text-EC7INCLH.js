import{a}from"./chunk-M5CNPA5V.js";import"./chunk-NUWPZMYM.js";import"./chunk-UW7MVPZA.js";import"./chunk-KRB52NVM.js";
import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";import"./chunk-DSPIJXAJ.js";import"./chunk-LBXHU7QN.js";
import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
