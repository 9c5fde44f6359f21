import{a,b}from"./chunk-I2IE4TXC.js";import"./chunk-JIHVCHZF.js";import"./chunk-Q2TZSLBA.js";import"./chunk-IQNVHVL5.js";
import"./chunk-IVZFR5FV.js";import"./chunk-BKBQNDVW.js";import"./chunk-U776URLR.js";import"./chunk-FAQWOPXZ.js";
import"./chunk-FARYOKGF.js";import"./chunk-P5WILCBV.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";
import"./chunk-GEAO6DK6.js";import"./chunk-HDT3FCLQ.js";import"./chunk-NINDYNX2.js";import"./chunk-FCWOFCWY.js";
import"./chunk-YFTXPYAX.js";import"./chunk-OKFZ7BVP.js";import"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";
import"./chunk-RHKLK6JY.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
