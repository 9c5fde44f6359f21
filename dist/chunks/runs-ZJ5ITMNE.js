import{a,b}from"./chunk-5ZSYZQ5M.js";import"./chunk-ZJIUK7RW.js";import"./chunk-R7WJGMOL.js";import"./chunk-IQNVHVL5.js";
import"./chunk-4BBJMDWC.js";import"./chunk-P7PNI52X.js";import"./chunk-7TZSNT2A.js";import"./chunk-MQD4ADJS.js";
import"./chunk-6RREDHNG.js";import"./chunk-WRUZAVUL.js";import"./chunk-RBL3FFHZ.js";import"./chunk-B4RMSF6H.js";
import"./chunk-HDT3FCLQ.js";import"./chunk-YN25PATV.js";import"./chunk-FCWOFCWY.js";import"./chunk-JYVLKM6Q.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";import"./chunk-6TGY3HYZ.js";
import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
