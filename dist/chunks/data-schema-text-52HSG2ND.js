import{b as a}from"./chunk-BPLDTD2L.js";import"./chunk-FISI5EJL.js";import"./chunk-4C3Q2YBJ.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-3JGJAI7A.js";import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
