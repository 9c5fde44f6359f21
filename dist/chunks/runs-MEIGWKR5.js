import{a,b}from"./chunk-C4P4H4AL.js";import"./chunk-R4JSH2OT.js";import"./chunk-L64J64BV.js";import"./chunk-AQRVCZTV.js";
import"./chunk-AB5CAIEK.js";import"./chunk-VBLL5SZM.js";import"./chunk-QZ4LYHPP.js";import"./chunk-G6IW7IQF.js";
import"./chunk-BXL4BL7Z.js";import"./chunk-DVNEBDMP.js";import"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
