import{a,b}from"./chunk-2IG3JEJN.js";import"./chunk-XBUYP3P6.js";import"./chunk-AR4R3BUB.js";import"./chunk-BINDKVZU.js";
import"./chunk-X5N5IWH4.js";import"./chunk-UIX755PM.js";import"./chunk-QZ4LYHPP.js";import"./chunk-3WHULUYP.js";
import"./chunk-BXL4BL7Z.js";import"./chunk-R5CNI4O4.js";import"./chunk-G4KAFFH4.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
