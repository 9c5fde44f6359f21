import{a,b}from"./chunk-WQM2DOJS.js";import"./chunk-JLDWQP7E.js";import"./chunk-DKFBTUMM.js";import"./chunk-V32C64H7.js";
import"./chunk-QOTQVOXP.js";import"./chunk-VJPAQSZT.js";import"./chunk-QP5JES2Z.js";import"./chunk-UTGYBXLD.js";
import"./chunk-BBFD2KLC.js";import"./chunk-HKB7A5JV.js";import"./chunk-T6VZ3M5M.js";import"./chunk-4X335366.js";
import"./chunk-GKGC5SYD.js";import"./chunk-ZOFZGO3N.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
