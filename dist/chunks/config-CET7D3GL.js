import{l as a,m as b,n as c,o as d,p as e,q as f,r as g,s as h}from"./chunk-WI5ZCLIY.js";import"./chunk-3NR5HZ6E.js";export{f as getConcurrency,e as getGitHubWorkspaceDir,h as getMaxArtifactListCount,c as getResultsServiceUrl,b as getRuntimeToken,
a as getUploadChunkSize,g as getUploadChunkTimeout,d as isGhes};
