import{a,b}from"./chunk-376JHY4P.js";import"./chunk-EPXAIT63.js";import"./chunk-VZAS3VND.js";import"./chunk-Z7M6UIK4.js";
import"./chunk-RZRPE3OS.js";import"./chunk-MCSEASMA.js";import"./chunk-FAXKKLPM.js";import"./chunk-M6TCM7T7.js";
import"./chunk-CL5BW2X2.js";import"./chunk-XLGFJCL2.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";
import"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";import"./chunk-4QUQEQJB.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import"./chunk-FHFCRF27.js";import"./chunk-YQXZOI2X.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";import"./chunk-LGNAKMKQ.js";import"./chunk-KP2FEYWF.js";
import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
