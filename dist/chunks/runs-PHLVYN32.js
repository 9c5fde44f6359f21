import{a,b}from"./chunk-TQDYXN6T.js";import"./chunk-PBT4FYX2.js";import"./chunk-IKTH57OR.js";import"./chunk-IQNVHVL5.js";
import"./chunk-H23Q3VGF.js";import"./chunk-MCSEASMA.js";import"./chunk-HEYXDFMS.js";import"./chunk-CL5BW2X2.js";
import"./chunk-NKEXEQZO.js";import"./chunk-VEKW75AM.js";import"./chunk-6RREDHNG.js";import"./chunk-RBL3FFHZ.js";
import"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";import"./chunk-4QUQEQJB.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import"./chunk-O3GXAZD5.js";import"./chunk-2OTKAX3D.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";import"./chunk-LGNAKMKQ.js";import"./chunk-KP2FEYWF.js";
import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
