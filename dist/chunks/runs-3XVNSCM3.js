import{a,b}from"./chunk-ONKVHQ2K.js";import"./chunk-AFHWQDNF.js";import"./chunk-RX5DKAUS.js";import"./chunk-LTOL3ANL.js";
import"./chunk-M6RZZSCM.js";import"./chunk-AHVL5RQX.js";import"./chunk-TWGJHFZ7.js";import"./chunk-GPQHZOU4.js";
import"./chunk-35AFYF2C.js";import"./chunk-HKB7A5JV.js";import"./chunk-CL6BKQXQ.js";import"./chunk-4X335366.js";
import"./chunk-GKGC5SYD.js";import"./chunk-IAMYCJ3V.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
