import{a,b}from"./chunk-XBOBQXXT.js";import"./chunk-4E2456TX.js";import"./chunk-45QKHNYT.js";import"./chunk-4F4KEM2T.js";
import"./chunk-U5HLKSBZ.js";import"./chunk-ICEQMEMO.js";import"./chunk-L2EWHAAE.js";import"./chunk-T7MMJZB6.js";
import"./chunk-CITYZUZ5.js";import"./chunk-F5EAUSIH.js";import"./chunk-DLONVVOM.js";import"./chunk-DVNEBDMP.js";
import"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
