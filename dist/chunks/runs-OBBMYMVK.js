import{a,b}from"./chunk-5DPDT23F.js";import"./chunk-DP7SYDIX.js";import"./chunk-E3RNZIRE.js";import"./chunk-IQNVHVL5.js";
import"./chunk-JCDC2J4U.js";import"./chunk-HN62VOZK.js";import"./chunk-2HDL4IQZ.js";import"./chunk-EWJKECPH.js";
import"./chunk-6RREDHNG.js";import"./chunk-WBWRPO2L.js";import"./chunk-RBL3FFHZ.js";import"./chunk-Z5ND5ZKE.js";
import"./chunk-HDT3FCLQ.js";import"./chunk-N3XSY42U.js";import"./chunk-FCWOFCWY.js";import"./chunk-QUJXC46Z.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";import"./chunk-JWPNE46A.js";
import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
