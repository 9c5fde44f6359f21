import{a,b}from"./chunk-SPP2TLAG.js";import"./chunk-CRTKH6O6.js";import"./chunk-4UHJJWGH.js";import"./chunk-JZ32DID6.js";
import"./chunk-RFFA66QC.js";import"./chunk-XUTR3HVW.js";import"./chunk-YHB5EPBZ.js";import"./chunk-QBB6YJR4.js";
import"./chunk-4O2PI65S.js";import"./chunk-G53MM6ZE.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";
import"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";import"./chunk-NTMCWS74.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import"./chunk-2V2T7NPB.js";import"./chunk-YQXZOI2X.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-OU33NO3O.js";import"./chunk-5A7QKWCT.js";import"./chunk-X3WXZ7VZ.js";import"./chunk-VTCVQFHR.js";
import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
