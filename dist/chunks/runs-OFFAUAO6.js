import{a,b}from"./chunk-CNVANYRO.js";import"./chunk-6D7K5VO3.js";import"./chunk-RHWNI4MG.js";import"./chunk-TBKD4U5R.js";
import"./chunk-OEFLGD3R.js";import"./chunk-4JQ2AX4Q.js";import"./chunk-5RIUAI7W.js";import"./chunk-7DIZUGA4.js";
import"./chunk-VHHAVNPL.js";import"./chunk-HKB7A5JV.js";import"./chunk-LFOFSEAC.js";import"./chunk-4X335366.js";
import"./chunk-GKGC5SYD.js";import"./chunk-ZBA3PNUV.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
