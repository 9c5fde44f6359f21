import{a,b}from"./chunk-QGUMO4XP.js";import"./chunk-QZGWVDA2.js";import"./chunk-W5BQXWE5.js";import"./chunk-B6ELWUVQ.js";
import"./chunk-HJ54J6DK.js";import"./chunk-M63FM5UY.js";import"./chunk-XRMH6HOJ.js";import"./chunk-VNGHDFHU.js";
import"./chunk-6MYPGAML.js";import"./chunk-FOIE6P2X.js";import"./chunk-W6E2NMTF.js";import"./chunk-RBL3FFHZ.js";
import"./chunk-6RREDHNG.js";import"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";import"./chunk-WMPFH7IM.js";
import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-UIZKP3MK.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-34WD42XC.js";import"./chunk-5A7QKWCT.js";import"./chunk-FKNX6VIR.js";
import"./chunk-DPZVPVQO.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
