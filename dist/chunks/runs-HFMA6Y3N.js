import{a,b}from"./chunk-NUK2K2ZW.js";import"./chunk-J7EQ3JLB.js";import"./chunk-L7HNZTDI.js";import"./chunk-NNHGRHZ7.js";
import"./chunk-PERBQRAF.js";import"./chunk-BWBNLZ5C.js";import"./chunk-RXGA76ET.js";import"./chunk-YVKEVWVY.js";
import"./chunk-L5SXNVIG.js";import"./chunk-HKB7A5JV.js";import"./chunk-REUY75WH.js";import"./chunk-4X335366.js";
import"./chunk-GKGC5SYD.js";import"./chunk-LS3M6LIV.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
