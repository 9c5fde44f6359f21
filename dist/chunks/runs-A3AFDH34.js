import{a,b}from"./chunk-CYMKXK6F.js";import"./chunk-TEJ6CB4C.js";import"./chunk-37FNM4X4.js";import"./chunk-L4KT3ZXS.js";
import"./chunk-GSLTE5U3.js";import"./chunk-FSWJMKM6.js";import"./chunk-5HPYQGMA.js";import"./chunk-VZGWYOHE.js";
import"./chunk-YHTHGALR.js";import"./chunk-HDT3FCLQ.js";import"./chunk-2TSQYJTM.js";import"./chunk-FCWOFCWY.js";
import"./chunk-6A3YTBRA.js";import"./chunk-OKFZ7BVP.js";import"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";
import"./chunk-NQUCDXY2.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
