import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a,b,c,d,e,f}from"./chunk-BKPHT5MB.js";import"./chunk-NW7A7WWL.js";export{c as ArtifactNotFoundError,a as FilesNotFoundError,d as GHESNotSupportedError,b as InvalidResponseError,e as NetworkError,f as UsageError};
