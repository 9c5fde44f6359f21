import{b as a}from"./chunk-IQDVN4EF.js";import"./chunk-MB4DUEWF.js";import"./chunk-QUJXC46Z.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-JWPNE46A.js";import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
