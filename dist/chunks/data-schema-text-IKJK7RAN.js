import{b as a}from"./chunk-IZC476KY.js";import"./chunk-XRNQXYEU.js";import"./chunk-JYVLKM6Q.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-6TGY3HYZ.js";import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
