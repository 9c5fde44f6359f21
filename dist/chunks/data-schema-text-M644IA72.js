import{b as a}from"./chunk-P3RWFXCS.js";import"./chunk-7ARCR54F.js";import"./chunk-O3GXAZD5.js";import"./chunk-2OTKAX3D.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-LGNAKMKQ.js";import"./chunk-KP2FEYWF.js";import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
