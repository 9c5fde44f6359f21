import{a}from"./chunk-OQHQTPZU.js";import"./chunk-A64LSPLL.js";export{a as default};
