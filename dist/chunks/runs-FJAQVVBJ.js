import{a,b}from"./chunk-SFOPBD37.js";import"./chunk-IE63XJ5F.js";import"./chunk-IRILTBXK.js";import"./chunk-S3XHUHQQ.js";
import"./chunk-7T3ADKBY.js";import"./chunk-3MJXXYNM.js";import"./chunk-JSK5BMS5.js";import"./chunk-LGLX6V2S.js";
import"./chunk-KUNXHBT3.js";import"./chunk-I2JKD5PC.js";import"./chunk-6VG5RDNJ.js";import"./chunk-RBL3FFHZ.js";
import"./chunk-6RREDHNG.js";import"./chunk-RH6UP7MI.js";import"./chunk-RXTW3LH6.js";import"./chunk-PPYFEHRG.js";
import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-RXR3JLMN.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-34WD42XC.js";import"./chunk-5A7QKWCT.js";import"./chunk-CYXI7MEA.js";
import"./chunk-FNZRIIIY.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
