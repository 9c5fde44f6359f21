import{a,b}from"./chunk-KG5TDOVJ.js";import"./chunk-N3ZSVOGC.js";import"./chunk-6LMQI7SU.js";import"./chunk-KGOG7XFD.js";
import"./chunk-WXXWFHNZ.js";import"./chunk-4MCKYKCL.js";import"./chunk-6AQFCHUG.js";import"./chunk-ZHU3RJPK.js";
import"./chunk-OTIZIJOI.js";import"./chunk-HKB7A5JV.js";import"./chunk-W3W44F6T.js";import"./chunk-4X335366.js";
import"./chunk-GKGC5SYD.js";import"./chunk-DFBKRPZ5.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
