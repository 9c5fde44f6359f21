import{a,b}from"./chunk-BWV7KPDF.js";import"./chunk-KLFRBVAS.js";import"./chunk-4UHJJWGH.js";import"./chunk-JZ32DID6.js";
import"./chunk-3X2AQWH7.js";import"./chunk-MOWGRHRU.js";import"./chunk-S2H3IPAQ.js";import"./chunk-IZ6WIIJF.js";
import"./chunk-IJLDGJOU.js";import"./chunk-4DYK2MG7.js";import"./chunk-2MQ5OTBB.js";import"./chunk-RBL3FFHZ.js";
import"./chunk-6RREDHNG.js";import"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";import"./chunk-BBSO245P.js";
import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-KRB52NVM.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-OU33NO3O.js";import"./chunk-5A7QKWCT.js";import"./chunk-DSPIJXAJ.js";
import"./chunk-LBXHU7QN.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
