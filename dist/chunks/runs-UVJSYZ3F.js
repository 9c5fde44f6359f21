import{a,b}from"./chunk-XIUCL5QY.js";import"./chunk-WIACJFFN.js";import"./chunk-WJ5RORVH.js";import"./chunk-J66CAFYD.js";
import"./chunk-3HMWLQ4B.js";import"./chunk-HSKLAB4S.js";import"./chunk-EAJD3NAK.js";import"./chunk-WYTFVQGF.js";
import"./chunk-6BS6QE7I.js";import"./chunk-HKB7A5JV.js";import"./chunk-N534ONEU.js";import"./chunk-4X335366.js";
import"./chunk-GKGC5SYD.js";import"./chunk-HCC4GODK.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
