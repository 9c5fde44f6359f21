import{a,b}from"./chunk-6YY3LT7A.js";import"./chunk-4TJXDVW7.js";import"./chunk-ULUDCFHW.js";import"./chunk-RWSB35J7.js";
import"./chunk-UV2GMNBH.js";import"./chunk-KL6OHEVE.js";import"./chunk-QZU2WCNM.js";import"./chunk-52D4L7X6.js";
import"./chunk-QCJPVNNI.js";import"./chunk-HKB7A5JV.js";import"./chunk-6PYYODLU.js";import"./chunk-4X335366.js";
import"./chunk-GKGC5SYD.js";import"./chunk-WXLRAERB.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
