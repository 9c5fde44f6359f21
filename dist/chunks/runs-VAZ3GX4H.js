import{a,b}from"./chunk-JAD5SSBM.js";import"./chunk-X7JQGYYJ.js";import"./chunk-QQGDNYFU.js";import"./chunk-IQNVHVL5.js";
import"./chunk-UDFVL4NB.js";import"./chunk-2NNKE2JW.js";import"./chunk-7SZ2QCAW.js";import"./chunk-6RREDHNG.js";
import"./chunk-QONJWPUT.js";import"./chunk-RBL3FFHZ.js";import"./chunk-HKGMSIBF.js";import"./chunk-HDT3FCLQ.js";
import"./chunk-EDG7CDSE.js";import"./chunk-FCWOFCWY.js";import"./chunk-YVIS2J2P.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";import"./chunk-VIRAYIUH.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
