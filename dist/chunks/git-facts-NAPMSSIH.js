import{a,b,c,d}from"./chunk-HCPMBJ5Z.js";import"./chunk-6YAYSIXM.js";import"./chunk-LS2NIP65.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-M5K67TCA.js";import"./chunk-3NR5HZ6E.js";export{d as fileAtCommit,a as gitCheckout,b as headFacts,c as repositoryFromRemote};
