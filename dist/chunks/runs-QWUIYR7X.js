import{a,b}from"./chunk-FKBEKWPC.js";import"./chunk-YCIAE3VV.js";import"./chunk-IRILTBXK.js";import"./chunk-S3XHUHQQ.js";
import"./chunk-N4ZGVNJR.js";import"./chunk-MF4L3K4G.js";import"./chunk-URU3H7ZW.js";import"./chunk-CQFXWFSA.js";
import"./chunk-672GVUQV.js";import"./chunk-YW23EYA3.js";import"./chunk-LZYN5DKP.js";import"./chunk-RBL3FFHZ.js";
import"./chunk-6RREDHNG.js";import"./chunk-RH6UP7MI.js";import"./chunk-RXTW3LH6.js";import"./chunk-X6MVMOSM.js";
import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-LYVVWMII.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-34WD42XC.js";import"./chunk-5A7QKWCT.js";import"./chunk-FJ7SBSSN.js";
import"./chunk-C33NMHQG.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
