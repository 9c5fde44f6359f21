import{a,b,c}from"./chunk-5MYORDV6.js";import"./chunk-KP6R7SBS.js";import"./chunk-QRBKMDAR.js";import"./chunk-VH4SL4HR.js";
import"./chunk-FIHKVHUU.js";import"./chunk-3HAJRPFR.js";import"./chunk-3H72SIUK.js";import"./chunk-HJODSJ52.js";
import"./chunk-A64LSPLL.js";export{c as downloadArtifactInternal,b as downloadArtifactPublic,a as streamExtractExternal};
