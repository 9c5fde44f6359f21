import{a,b}from"./chunk-MW5EA6QO.js";import"./chunk-VIRDJAV2.js";import"./chunk-QJQIPQ3L.js";import"./chunk-KHLTJCQY.js";
import"./chunk-ANRPTTLN.js";import"./chunk-DMID3UGC.js";import"./chunk-QZ4LYHPP.js";import"./chunk-DDQVLXQ6.js";
import"./chunk-BXL4BL7Z.js";import"./chunk-DIAAMT7K.js";import"./chunk-V4AZJBV5.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
