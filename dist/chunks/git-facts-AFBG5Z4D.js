import{a,b,c,d}from"./chunk-4PVN2ZCQ.js";import"./chunk-XKCL6JTP.js";import"./chunk-LS2NIP65.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-U32M5C4L.js";import"./chunk-3NR5HZ6E.js";export{d as fileAtCommit,a as gitCheckout,b as headFacts,c as repositoryFromRemote};
