import{j as a,k as b,l as c,m as d,n as e,o as f,p as g,q as h}from"./chunk-W7YMJ3MV.js";import"./chunk-ZVAPDWCN.js";
import"./chunk-3NR5HZ6E.js";export{f as getConcurrency,e as getGitHubWorkspaceDir,h as getMaxArtifactListCount,c as getResultsServiceUrl,b as getRuntimeToken,
a as getUploadChunkSize,g as getUploadChunkTimeout,d as isGhes};
