import{b as a}from"./chunk-XNRD3O7X.js";import"./chunk-GRBFDW7V.js";import"./chunk-JYVLKM6Q.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-6TGY3HYZ.js";import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
