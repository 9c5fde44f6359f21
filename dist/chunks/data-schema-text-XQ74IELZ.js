import{b as a}from"./chunk-4KQMTQ5U.js";import"./chunk-UQW7L5YF.js";import"./chunk-XNCTUA5G.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-LI7X5FPC.js";import"./chunk-3NR5HZ6E.js";export{a as parseDataSchemaText};
