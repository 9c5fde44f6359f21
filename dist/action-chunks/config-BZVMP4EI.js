import{a,b,c,d,e,f,g,h}from"./chunk-FIHKVHUU.js";import"./chunk-3HAJRPFR.js";import"./chunk-3H72SIUK.js";
import"./chunk-A64LSPLL.js";export{f as getConcurrency,e as getGitHubWorkspaceDir,h as getMaxArtifactListCount,c as getResultsServiceUrl,b as getRuntimeToken,
a as getUploadChunkSize,g as getUploadChunkTimeout,d as isGhes};
