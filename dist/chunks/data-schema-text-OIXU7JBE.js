import{b as a}from"./chunk-4CJRKZYO.js";import"./chunk-L52GCVQB.js";import"./chunk-DA5X62VC.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-X3WXZ7VZ.js";import"./chunk-VTCVQFHR.js";import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
