import{a}from"./chunk-DNBZ6JAG.js";import"./chunk-FRGTXGHD.js";import"./chunk-CGSCZJGB.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import"./chunk-O3GXAZD5.js";import"./chunk-2OTKAX3D.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-LGNAKMKQ.js";import"./chunk-KP2FEYWF.js";import"./chunk-3NR5HZ6E.js";export{a as foreignBlockTest};
