import{a,b}from"./chunk-QFHBO4X5.js";import"./chunk-7RS4SFAB.js";import"./chunk-IRILTBXK.js";import"./chunk-S3XHUHQQ.js";
import"./chunk-WAFDAQ7H.js";import"./chunk-LCNEXWPC.js";import"./chunk-TW5FR4FL.js";import"./chunk-YIGYWPFT.js";
import"./chunk-MALWC64J.js";import"./chunk-LAHPZIV2.js";import"./chunk-AH6TSJFF.js";import"./chunk-RBL3FFHZ.js";
import"./chunk-6RREDHNG.js";import"./chunk-RH6UP7MI.js";import"./chunk-RXTW3LH6.js";import"./chunk-UGTMYFHI.js";
import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-LBGLK3XJ.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-34WD42XC.js";import"./chunk-5A7QKWCT.js";import"./chunk-Q4FOI7YS.js";
import"./chunk-M5K67TCA.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
