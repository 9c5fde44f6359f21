import{a,b,c,d,e,f}from"./chunk-4P7ZWNHY.js";import"./chunk-3NR5HZ6E.js";export{c as ArtifactNotFoundError,a as FilesNotFoundError,d as GHESNotSupportedError,b as InvalidResponseError,e as NetworkError,
f as UsageError};
