import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{g as a,h as b,i as c,j as d}from"./chunk-BJZBZXPU.js";import"./chunk-DMY6KMYQ.js";import"./chunk-KXZ6G3J4.js";import"./chunk-SUSPKFJT.js";import"./chunk-NW7A7WWL.js";export{a as STAGE_FIELDS,d as analyzeProgram,c as analyzeTemplate,b as parseTemplate};
