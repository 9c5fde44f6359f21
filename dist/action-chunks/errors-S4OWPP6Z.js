import{a,b,c,d,e,f}from"./chunk-5RPB7GQ6.js";import"./chunk-A64LSPLL.js";export{c as ArtifactNotFoundError,a as FilesNotFoundError,d as GHESNotSupportedError,b as InvalidResponseError,e as NetworkError,
f as UsageError};
