import{a,b}from"./chunk-S2MYWR2Y.js";import"./chunk-7RFV325W.js";import"./chunk-3AGCLKBH.js";import"./chunk-HXUBZY22.js";
import"./chunk-N5V7RI4D.js";import"./chunk-X327BRSL.js";import"./chunk-E55HJWBL.js";import"./chunk-7XPE4IDB.js";
import"./chunk-O6OUVDJW.js";import"./chunk-HKB7A5JV.js";import"./chunk-P4BJDFD7.js";import"./chunk-4X335366.js";
import"./chunk-GKGC5SYD.js";import"./chunk-UBV3IWC6.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
