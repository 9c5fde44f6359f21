import{a,b}from"./chunk-P3CLXMMV.js";import"./chunk-KEI3CHLS.js";import"./chunk-X4LRZCZC.js";import"./chunk-FKQ2VU3V.js";
import"./chunk-AQT5J6GX.js";import"./chunk-HTSRUGKE.js";import"./chunk-QZ4LYHPP.js";import"./chunk-22N64GVF.js";
import"./chunk-BXL4BL7Z.js";import"./chunk-DVNEBDMP.js";import"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
