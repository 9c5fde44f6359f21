import{a}from"./chunk-EB4SO67J.js";import"./chunk-QVIK5FE4.js";import"./chunk-FBS567EL.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import"./chunk-7XTEZKL5.js";import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-7ULSENEH.js";import"./chunk-VTCVQFHR.js";import"./chunk-3NR5HZ6E.js";export{a as foreignBlockTest};
