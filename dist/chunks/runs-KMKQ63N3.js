import{a,b}from"./chunk-ESTYQNRZ.js";import"./chunk-3DIXNNVU.js";import"./chunk-4UHJJWGH.js";import"./chunk-JZ32DID6.js";
import"./chunk-WVCC4YWQ.js";import"./chunk-VDWTGVJF.js";import"./chunk-ZXEDWIF5.js";import"./chunk-FO26MKQT.js";
import"./chunk-RONUIANE.js";import"./chunk-QEGSIGMG.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";
import"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";import"./chunk-GCANXTAC.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import"./chunk-7XTEZKL5.js";import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-OU33NO3O.js";import"./chunk-5A7QKWCT.js";import"./chunk-7ULSENEH.js";import"./chunk-VTCVQFHR.js";
import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
