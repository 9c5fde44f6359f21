import{a,b}from"./chunk-7V537T4V.js";import"./chunk-XTO7SIIV.js";import"./chunk-26LV6H5C.js";import"./chunk-3BR52NZY.js";
import"./chunk-PVX6BSPX.js";import"./chunk-R55N2FBE.js";import"./chunk-IDZ7TPEO.js";import"./chunk-CKG2FXFZ.js";
import"./chunk-RDWP7FPM.js";import"./chunk-CITYZUZ5.js";import"./chunk-VQUK3X66.js";import"./chunk-DLONVVOM.js";
import"./chunk-DVNEBDMP.js";import"./chunk-DFBKRPZ5.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
