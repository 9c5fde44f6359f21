import{b as a}from"./chunk-LQEZGDUA.js";import"./chunk-YAEEF7QU.js";import"./chunk-JYVLKM6Q.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-6TGY3HYZ.js";import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
