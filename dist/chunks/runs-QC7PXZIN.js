import{a,b}from"./chunk-4M2T57JD.js";import"./chunk-R4JSH2OT.js";import"./chunk-2B4JIZC5.js";import"./chunk-EEVFT245.js";
import"./chunk-CNYVKDDL.js";import"./chunk-XOJ2HDVN.js";import"./chunk-QZ4LYHPP.js";import"./chunk-G6IW7IQF.js";
import"./chunk-BXL4BL7Z.js";import"./chunk-DVNEBDMP.js";import"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
