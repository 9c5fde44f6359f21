import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{H as r}from"./chunk-SFLCTFJQ.js";var o=r.object({code:r.string(),severity:r.enum(["error","warning"]),path:r.string(),message:r.string()});function n(e){return`${e.path}: ${e.message}`}export{o as a,n as b};
