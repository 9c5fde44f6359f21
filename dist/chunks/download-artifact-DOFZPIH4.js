import{a,b,c}from"./chunk-Q43DI33A.js";import"./chunk-G6TJMFMR.js";import"./chunk-7U5ICWF4.js";import"./chunk-4P7ZWNHY.js";
import"./chunk-JWUMYVIT.js";import"./chunk-W7YMJ3MV.js";import"./chunk-ZVAPDWCN.js";import"./chunk-3NR5HZ6E.js";export{c as downloadArtifactInternal,b as downloadArtifactPublic,a as streamExtractExternal};
