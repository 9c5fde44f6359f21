import{a,b}from"./chunk-6QQ6QTQY.js";import"./chunk-OS373RKQ.js";import"./chunk-S4PX2DDM.js";import"./chunk-L6RLHMA5.js";
import"./chunk-MJT67C44.js";import"./chunk-OLMOOCVH.js";import"./chunk-VP4ZYLFV.js";import"./chunk-5OZRD5T6.js";
import"./chunk-5WAYZW7W.js";import"./chunk-SG744J7W.js";import"./chunk-Y723ZX3T.js";import"./chunk-RBL3FFHZ.js";
import"./chunk-6RREDHNG.js";import"./chunk-RH6UP7MI.js";import"./chunk-RXTW3LH6.js";import"./chunk-MC7IBIG2.js";
import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-B2RV2CLL.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-OU33NO3O.js";import"./chunk-5A7QKWCT.js";import"./chunk-M3OYME4I.js";
import"./chunk-U32M5C4L.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
