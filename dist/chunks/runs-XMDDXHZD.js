import{a,b}from"./chunk-R6USQHZT.js";import"./chunk-EXFXL3OA.js";import"./chunk-6LMQI7SU.js";import"./chunk-NAPZKBPB.js";
import"./chunk-ERUMBGMD.js";import"./chunk-M24HFUN7.js";import"./chunk-HABSKCNG.js";import"./chunk-HHWE4WNH.js";
import"./chunk-MVIGQQ5H.js";import"./chunk-HKB7A5JV.js";import"./chunk-W3W44F6T.js";import"./chunk-4X335366.js";
import"./chunk-GKGC5SYD.js";import"./chunk-DFBKRPZ5.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
