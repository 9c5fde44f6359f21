import{a,b}from"./chunk-U2EFMNNK.js";import"./chunk-64NCCVQ7.js";import"./chunk-4UHJJWGH.js";import"./chunk-JZ32DID6.js";
import"./chunk-4TQAME65.js";import"./chunk-XUTR3HVW.js";import"./chunk-EXJPGJCY.js";import"./chunk-NVUCVQM3.js";
import"./chunk-4O2PI65S.js";import"./chunk-FPHKCJVG.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";
import"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";import"./chunk-56XQEZWE.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import"./chunk-DA5X62VC.js";import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-OU33NO3O.js";import"./chunk-5A7QKWCT.js";import"./chunk-X3WXZ7VZ.js";import"./chunk-VTCVQFHR.js";
import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
