import{a,b}from"./chunk-4G2YH5EO.js";import"./chunk-SP6PWSBW.js";import"./chunk-N56435LU.js";import"./chunk-UKXLN2NE.js";
import"./chunk-IVAJCSLH.js";import"./chunk-Y7RCQXHF.js";import"./chunk-EVJIKTIS.js";import"./chunk-37Q2BEQC.js";
import"./chunk-UNJ6BVBV.js";import"./chunk-HKB7A5JV.js";import"./chunk-CPWMCCEP.js";import"./chunk-4X335366.js";
import"./chunk-GKGC5SYD.js";import"./chunk-WXLRAERB.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
