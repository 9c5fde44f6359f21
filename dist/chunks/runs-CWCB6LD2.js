import{a,b}from"./chunk-RTSIN26F.js";import"./chunk-BIJ6HHCN.js";import"./chunk-4UHJJWGH.js";import"./chunk-JZ32DID6.js";
import"./chunk-OXZ4VNGU.js";import"./chunk-E2CXWVF7.js";import"./chunk-RGJTRR75.js";import"./chunk-T2GYEQAU.js";
import"./chunk-4KPLP6TG.js";import"./chunk-5PT3BGUV.js";import"./chunk-KKR2KCZY.js";import"./chunk-RBL3FFHZ.js";
import"./chunk-6RREDHNG.js";import"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";import"./chunk-QOK4E36M.js";
import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-FNXIRXBN.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-OU33NO3O.js";import"./chunk-5A7QKWCT.js";import"./chunk-F22ZBSKV.js";
import"./chunk-WPZ37WAU.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
