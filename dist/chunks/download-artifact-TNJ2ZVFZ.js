import{a,b,c}from"./chunk-3HXR6SFX.js";import"./chunk-QP6MQVZ3.js";import"./chunk-KNOYPS5B.js";import"./chunk-BD4SLJDO.js";
import"./chunk-DJDEQARW.js";import"./chunk-6KNWTCPI.js";import"./chunk-BHPGF7DU.js";import"./chunk-3NR5HZ6E.js";export{c as downloadArtifactInternal,b as downloadArtifactPublic,a as streamExtractExternal};
