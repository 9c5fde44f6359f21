import{a,b}from"./chunk-S3APRAFQ.js";import"./chunk-R4JSH2OT.js";import"./chunk-T27GVC7J.js";import"./chunk-GDKXJOTX.js";
import"./chunk-BASJUE5A.js";import"./chunk-MMFUCYEX.js";import"./chunk-QZ4LYHPP.js";import"./chunk-G6IW7IQF.js";
import"./chunk-BXL4BL7Z.js";import"./chunk-DVNEBDMP.js";import"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
