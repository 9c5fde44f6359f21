import{a,b}from"./chunk-JGR6VQZB.js";import"./chunk-BXRM7ODW.js";import"./chunk-ULUDCFHW.js";import"./chunk-R2FVWFSM.js";
import"./chunk-KHWBEQO6.js";import"./chunk-ENT47YKH.js";import"./chunk-DKDKXOYO.js";import"./chunk-MYGKHFIZ.js";
import"./chunk-WXMWTAEC.js";import"./chunk-RBL3FFHZ.js";import"./chunk-HKB7A5JV.js";import"./chunk-6PYYODLU.js";
import"./chunk-4X335366.js";import"./chunk-GKGC5SYD.js";import"./chunk-WXLRAERB.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
