import{b as a}from"./chunk-D3P54WJT.js";import"./chunk-NTNMYMXZ.js";import"./chunk-HL5P33SF.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-XORNHACD.js";import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
