import{a}from"./chunk-XFERVBZB.js";import"./chunk-YEKP4IAG.js";import"./chunk-OTYAPETV.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import"./chunk-LYVVWMII.js";import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-FJ7SBSSN.js";import"./chunk-C33NMHQG.js";import"./chunk-3NR5HZ6E.js";export{a as foreignBlockTest};
