import{a,b}from"./chunk-Y3JHDRY2.js";import"./chunk-R4JSH2OT.js";import"./chunk-VAI4ODCS.js";import"./chunk-YJS725QC.js";
import"./chunk-FIFB32SG.js";import"./chunk-3TXKBMJI.js";import"./chunk-QZ4LYHPP.js";import"./chunk-G6IW7IQF.js";
import"./chunk-BXL4BL7Z.js";import"./chunk-DVNEBDMP.js";import"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
