import{a,b}from"./chunk-72JUQEGE.js";import"./chunk-GZZIP5EA.js";import"./chunk-VZAS3VND.js";import"./chunk-Z7M6UIK4.js";
import"./chunk-W3MSUW6N.js";import"./chunk-MCSEASMA.js";import"./chunk-RHNIZAMH.js";import"./chunk-OBPAQTV5.js";
import"./chunk-CL5BW2X2.js";import"./chunk-QVLRORSZ.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";
import"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";import"./chunk-4QUQEQJB.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import"./chunk-EGFL3V6X.js";import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";import"./chunk-LGNAKMKQ.js";import"./chunk-KP2FEYWF.js";
import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
