import{a}from"./chunk-LYO3GNQW.js";import"./chunk-3NR5HZ6E.js";export{a as default};
