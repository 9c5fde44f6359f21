import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a}from"./chunk-MIB4ZDUU.js";import"./chunk-7H7QJ3GA.js";import"./chunk-YWMCPBXI.js";import"./chunk-GHWGRHXX.js";import"./chunk-VGDNZX24.js";import"./chunk-BKPHT5MB.js";import"./chunk-NW7A7WWL.js";export{a as uploadArtifact};
