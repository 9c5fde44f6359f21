import{a,b}from"./chunk-V46DZLEZ.js";import"./chunk-KEI3CHLS.js";import"./chunk-RZ567LBX.js";import"./chunk-RRKH2CA2.js";
import"./chunk-6P4ESNWV.js";import"./chunk-ICEQMEMO.js";import"./chunk-2M6MWQAE.js";import"./chunk-PNZ5KYMB.js";
import"./chunk-QZ4LYHPP.js";import"./chunk-22N64GVF.js";import"./chunk-BXL4BL7Z.js";import"./chunk-DVNEBDMP.js";
import"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
