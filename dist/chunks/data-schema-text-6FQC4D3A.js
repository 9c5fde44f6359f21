import{b as a}from"./chunk-AXZWKP2H.js";import"./chunk-CQEVMSAW.js";import"./chunk-2V2T7NPB.js";import"./chunk-YQXZOI2X.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-X3WXZ7VZ.js";import"./chunk-VTCVQFHR.js";import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
