import{a,b,c,d,e,f,g,h}from"./chunk-Q6FS6WJP.js";import"./chunk-DHIUKFLR.js";import"./chunk-SM223FN7.js";
import"./chunk-A64LSPLL.js";export{f as getConcurrency,e as getGitHubWorkspaceDir,h as getMaxArtifactListCount,c as getResultsServiceUrl,b as getRuntimeToken,
a as getUploadChunkSize,g as getUploadChunkTimeout,d as isGhes};
