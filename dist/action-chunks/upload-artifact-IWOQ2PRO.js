import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a}from"./chunk-XTN5ZWRD.js";import"./chunk-2HF4BJMH.js";import"./chunk-RFIYU7HB.js";import"./chunk-OYALRXV2.js";import"./chunk-CO5TCYDK.js";import"./chunk-BKPHT5MB.js";import"./chunk-NW7A7WWL.js";export{a as uploadArtifact};
