import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{h as a,i as b,j as c}from"./chunk-UPGBIUEB.js";import"./chunk-SB3ZVUSV.js";import"./chunk-6AVTTY7C.js";import"./chunk-SUSPKFJT.js";import"./chunk-NW7A7WWL.js";export{a as STAGE_FIELDS,c as analyzeTemplate,b as parseTemplate};
