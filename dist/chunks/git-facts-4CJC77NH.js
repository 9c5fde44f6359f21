import{a,b,c,d}from"./chunk-U6G3BVZI.js";import"./chunk-T7W5VX65.js";import"./chunk-LS2NIP65.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-C33NMHQG.js";import"./chunk-3NR5HZ6E.js";export{d as fileAtCommit,a as gitCheckout,b as headFacts,c as repositoryFromRemote};
