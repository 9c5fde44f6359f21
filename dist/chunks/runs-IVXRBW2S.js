import{a,b}from"./chunk-EI5MBDKH.js";import"./chunk-KEI3CHLS.js";import"./chunk-JGPPMDP7.js";import"./chunk-URSLBK57.js";
import"./chunk-KEK6EOVD.js";import"./chunk-ICEQMEMO.js";import"./chunk-EEGIKDNE.js";import"./chunk-PNZ5KYMB.js";
import"./chunk-QZ4LYHPP.js";import"./chunk-22N64GVF.js";import"./chunk-BXL4BL7Z.js";import"./chunk-DVNEBDMP.js";
import"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
