import{b as a}from"./chunk-EYS5BGTL.js";import"./chunk-H5WCJT4K.js";import"./chunk-EGFL3V6X.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-LGNAKMKQ.js";import"./chunk-KP2FEYWF.js";import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
