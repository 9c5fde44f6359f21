import{a,b}from"./chunk-L4AIKWKB.js";import"./chunk-R4JSH2OT.js";import"./chunk-5VIHKI4B.js";import"./chunk-PPXCPPBA.js";
import"./chunk-XFYPCMCX.js";import"./chunk-ICEQMEMO.js";import"./chunk-YBFLPME4.js";import"./chunk-XWFWV4XT.js";
import"./chunk-QZ4LYHPP.js";import"./chunk-G6IW7IQF.js";import"./chunk-BXL4BL7Z.js";import"./chunk-DVNEBDMP.js";
import"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
