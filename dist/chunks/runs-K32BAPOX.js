import{a,b}from"./chunk-ROWZVFXP.js";import"./chunk-INIUPU5S.js";import"./chunk-YEDJXAAU.js";import"./chunk-IQNVHVL5.js";
import"./chunk-GXU6SIIK.js";import"./chunk-2DEXQGAE.js";import"./chunk-ZYHDINWY.js";import"./chunk-XD7UYVMC.js";
import"./chunk-6RREDHNG.js";import"./chunk-EY4ZXFXG.js";import"./chunk-RBL3FFHZ.js";import"./chunk-DR2DGY6J.js";
import"./chunk-HDT3FCLQ.js";import"./chunk-E44Q7RFH.js";import"./chunk-FCWOFCWY.js";import"./chunk-4C3Q2YBJ.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";import"./chunk-3JGJAI7A.js";
import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
