import{c as a,d as b}from"./chunk-TPDMH7CE.js";import"./chunk-QJ4SN2WV.js";import"./chunk-KP6R7SBS.js";
import"./chunk-QRBKMDAR.js";import"./chunk-VH4SL4HR.js";import"./chunk-FIHKVHUU.js";import"./chunk-3HAJRPFR.js";
import"./chunk-3H72SIUK.js";import"./chunk-HJODSJ52.js";import"./chunk-A64LSPLL.js";export{b as listArtifactsInternal,a as listArtifactsPublic};
