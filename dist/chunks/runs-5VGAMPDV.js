import{a,b}from"./chunk-W4M3NOI7.js";import"./chunk-I65OWCER.js";import"./chunk-OY6IKAH5.js";import"./chunk-IQNVHVL5.js";
import"./chunk-ILICB4K5.js";import"./chunk-KVSVKBI6.js";import"./chunk-5SMCQW5C.js";import"./chunk-XRY7WYGB.js";
import"./chunk-6RREDHNG.js";import"./chunk-HOBDLTOO.js";import"./chunk-RBL3FFHZ.js";import"./chunk-3UZNVWOU.js";
import"./chunk-HDT3FCLQ.js";import"./chunk-MBJEC6WV.js";import"./chunk-FCWOFCWY.js";import"./chunk-XNCTUA5G.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";import"./chunk-LI7X5FPC.js";
import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
