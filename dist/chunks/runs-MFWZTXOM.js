import{a,b}from"./chunk-2WH7XYGX.js";import"./chunk-JLD3H4OC.js";import"./chunk-SZOFUOI6.js";import"./chunk-QNAC4UGK.js";
import"./chunk-UAP63YAP.js";import"./chunk-YEX62MDW.js";import"./chunk-WPLH73CZ.js";import"./chunk-ROGADN6V.js";
import"./chunk-T776BLI5.js";import"./chunk-HKB7A5JV.js";import"./chunk-V3O4IMI4.js";import"./chunk-4X335366.js";
import"./chunk-GKGC5SYD.js";import"./chunk-WGV5EASU.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
