import{b as a}from"./chunk-7KFGQS7P.js";import"./chunk-PITDU5S5.js";import"./chunk-YVIS2J2P.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-VIRAYIUH.js";import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
