import{a,b}from"./chunk-LCHPLEWS.js";import"./chunk-5QCG3HRE.js";import"./chunk-XP4FEGY2.js";import"./chunk-VWJI3A32.js";
import"./chunk-FMOTAYCC.js";import"./chunk-AM4PZ3UJ.js";import"./chunk-FTJLLILR.js";import"./chunk-LNFTVTQM.js";
import"./chunk-RBL3FFHZ.js";import"./chunk-B4RMSF6H.js";import"./chunk-HDT3FCLQ.js";import"./chunk-YN25PATV.js";
import"./chunk-FCWOFCWY.js";import"./chunk-JYVLKM6Q.js";import"./chunk-OKFZ7BVP.js";import"./chunk-GKGC5SYD.js";
import"./chunk-5A7QKWCT.js";import"./chunk-6TGY3HYZ.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
