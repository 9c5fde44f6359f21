import{a,b,c,d}from"./chunk-B5IXRN4N.js";import"./chunk-PR2FKRDJ.js";import"./chunk-LS2NIP65.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import"./chunk-7SLL56I5.js";import"./chunk-3NR5HZ6E.js";export{d as fileAtCommit,a as gitCheckout,b as headFacts,c as repositoryFromRemote};
