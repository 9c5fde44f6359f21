import{a,b}from"./chunk-QWPGLHJI.js";import"./chunk-4WMGLSEE.js";import"./chunk-7RF6QXA6.js";import"./chunk-BSESUMF5.js";
import"./chunk-E3QDE4TI.js";import"./chunk-NSMISUGG.js";import"./chunk-QZVDS4Z4.js";import"./chunk-SUIRYEMG.js";
import"./chunk-B4RMSF6H.js";import"./chunk-HDT3FCLQ.js";import"./chunk-YN25PATV.js";import"./chunk-FCWOFCWY.js";
import"./chunk-JYVLKM6Q.js";import"./chunk-OKFZ7BVP.js";import"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";
import"./chunk-6TGY3HYZ.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
