import{a,b}from"./chunk-DXAU6FEW.js";import"./chunk-4V4OWC7T.js";import"./chunk-W5BQXWE5.js";import"./chunk-B6ELWUVQ.js";
import"./chunk-WH3X2HBZ.js";import"./chunk-CTXQ6AMD.js";import"./chunk-ZOOA35LL.js";import"./chunk-T25CTNOY.js";
import"./chunk-2MDBKZHJ.js";import"./chunk-34DU3ECC.js";import"./chunk-QEHVXOFE.js";import"./chunk-RBL3FFHZ.js";
import"./chunk-6RREDHNG.js";import"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";import"./chunk-VQ73NKVE.js";
import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-PZJTC2JJ.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-34WD42XC.js";import"./chunk-5A7QKWCT.js";import"./chunk-W5IM2UXJ.js";
import"./chunk-4WNEEZW4.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
