import{a}from"./chunk-L5MSNQL2.js";import"./chunk-ZM2ZZZP4.js";import"./chunk-WSF6BVLZ.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import"./chunk-T4FHUL2S.js";import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-SLO2UJYS.js";import"./chunk-7SLL56I5.js";import"./chunk-3NR5HZ6E.js";export{a as foreignBlockTest};
