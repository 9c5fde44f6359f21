import{a,b}from"./chunk-OYJ5GGUQ.js";import"./chunk-OLOH44UZ.js";import"./chunk-O64ZPCMS.js";import"./chunk-BOEQV6WU.js";
import"./chunk-K3AYTBEL.js";import"./chunk-IQ7HBOFI.js";import"./chunk-QZ4LYHPP.js";import"./chunk-BB37XW53.js";
import"./chunk-BXL4BL7Z.js";import"./chunk-DIAAMT7K.js";import"./chunk-G4KAFFH4.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
