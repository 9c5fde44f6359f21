import{a}from"./chunk-VR2ZEDKR.js";import"./chunk-YGNE4XJX.js";import"./chunk-N2Y6FUQU.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import"./chunk-FHFCRF27.js";import"./chunk-YQXZOI2X.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-LGNAKMKQ.js";import"./chunk-KP2FEYWF.js";import"./chunk-3NR5HZ6E.js";export{a as foreignBlockTest};
