import{a,b,c,d}from"./chunk-FGRZV3SB.js";import"./chunk-EE3CSVQT.js";import"./chunk-LS2NIP65.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-LBXHU7QN.js";import"./chunk-3NR5HZ6E.js";export{d as fileAtCommit,a as gitCheckout,b as headFacts,c as repositoryFromRemote};
