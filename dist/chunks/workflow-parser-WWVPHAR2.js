import{a,b}from"./chunk-3UPSHBLY.js";import"./chunk-DZHDZ5UB.js";import"./chunk-IZVWCDQV.js";import"./chunk-DJ5VRM7F.js";import"./chunk-JKBXI3MV.js";export{b as parseActionFile,a as parseWorkflow};
