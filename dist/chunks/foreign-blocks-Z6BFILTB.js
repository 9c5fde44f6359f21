import{a}from"./chunk-PV6IRTTI.js";import"./chunk-XM5YLGPK.js";import"./chunk-HV6QQY5T.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import"./chunk-2V2T7NPB.js";import"./chunk-YQXZOI2X.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-X3WXZ7VZ.js";import"./chunk-VTCVQFHR.js";import"./chunk-3NR5HZ6E.js";export{a as foreignBlockTest};
