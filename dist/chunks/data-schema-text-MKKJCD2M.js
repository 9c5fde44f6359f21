import{b as a}from"./chunk-XNMHRBVO.js";import"./chunk-LEIL67MZ.js";import"./chunk-FHFCRF27.js";import"./chunk-YQXZOI2X.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-LGNAKMKQ.js";import"./chunk-KP2FEYWF.js";import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
