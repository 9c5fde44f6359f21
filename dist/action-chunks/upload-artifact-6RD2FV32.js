import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a}from"./chunk-XZ2XWIGS.js";import"./chunk-76OG73FD.js";import"./chunk-RRWWLGZU.js";import"./chunk-5GGJNI5Y.js";import"./chunk-Z3H2CZ2G.js";import"./chunk-I7WLK65L.js";import"./chunk-BKPHT5MB.js";import"./chunk-NW7A7WWL.js";export{a as uploadArtifact};
