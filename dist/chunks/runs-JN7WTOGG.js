import{a,b}from"./chunk-YXQY5WUQ.js";import"./chunk-6W23WLUG.js";import"./chunk-YYMJD3U7.js";import"./chunk-IQNVHVL5.js";
import"./chunk-4O5VVB5O.js";import"./chunk-GVYRODCU.js";import"./chunk-3VOUPYTV.js";import"./chunk-36FTUX6B.js";
import"./chunk-7FDDOI5Q.js";import"./chunk-H7WAR2LY.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";
import"./chunk-3GWP55I7.js";import"./chunk-HDT3FCLQ.js";import"./chunk-T4FXJRWK.js";import"./chunk-FCWOFCWY.js";
import"./chunk-HL5P33SF.js";import"./chunk-OKFZ7BVP.js";import"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";
import"./chunk-XORNHACD.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
