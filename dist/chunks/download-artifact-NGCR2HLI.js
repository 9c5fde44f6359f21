import{a,b,c}from"./chunk-4PD33MCC.js";import"./chunk-G6TJMFMR.js";import"./chunk-JWUMYVIT.js";import"./chunk-LUFE2MIA.js";
import"./chunk-W7YMJ3MV.js";import"./chunk-ZVAPDWCN.js";import"./chunk-4P7ZWNHY.js";import"./chunk-3NR5HZ6E.js";export{c as downloadArtifactInternal,b as downloadArtifactPublic,a as streamExtractExternal};
