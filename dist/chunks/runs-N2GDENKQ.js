import{a,b}from"./chunk-XP56YUBC.js";import"./chunk-OJWEY7IR.js";import"./chunk-ULUDCFHW.js";import"./chunk-HJNSK5SH.js";
import"./chunk-ISICQTLX.js";import"./chunk-PSSVB5GC.js";import"./chunk-232JJPJL.js";import"./chunk-3N4ETCCM.js";
import"./chunk-6FRBECIC.js";import"./chunk-HKB7A5JV.js";import"./chunk-6PYYODLU.js";import"./chunk-4X335366.js";
import"./chunk-GKGC5SYD.js";import"./chunk-WXLRAERB.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
