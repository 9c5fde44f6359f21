import{a,b}from"./chunk-U627Q2VZ.js";import"./chunk-HDIO3PJR.js";import"./chunk-WDXSNX3D.js";import"./chunk-IQNVHVL5.js";
import"./chunk-NKX3Q4TR.js";import"./chunk-QSVYD5JZ.js";import"./chunk-QKJJEFVT.js";import"./chunk-6RREDHNG.js";
import"./chunk-MCOZASN7.js";import"./chunk-RBL3FFHZ.js";import"./chunk-777W7MO3.js";import"./chunk-HDT3FCLQ.js";
import"./chunk-TCPYMVL3.js";import"./chunk-FCWOFCWY.js";import"./chunk-K2PHC2DS.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";import"./chunk-IZTSJ3IU.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
