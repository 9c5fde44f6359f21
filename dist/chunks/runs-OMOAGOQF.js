import{a,b}from"./chunk-VVDZWJAY.js";import"./chunk-4GBEG5KL.js";import"./chunk-4UHJJWGH.js";import"./chunk-JZ32DID6.js";
import"./chunk-U5TWTVPO.js";import"./chunk-JRUACCY4.js";import"./chunk-X6II3IIO.js";import"./chunk-XV3YNBXE.js";
import"./chunk-5AN2ZKI4.js";import"./chunk-4RB6EOCY.js";import"./chunk-CTMBUQYO.js";import"./chunk-RBL3FFHZ.js";
import"./chunk-6RREDHNG.js";import"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";import"./chunk-J5YX5HJ4.js";
import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-T4FHUL2S.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-OU33NO3O.js";import"./chunk-5A7QKWCT.js";import"./chunk-SLO2UJYS.js";
import"./chunk-7SLL56I5.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
