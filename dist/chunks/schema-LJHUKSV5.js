import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{b as m}from"./chunk-W2OGNP6T.js";import{b as o}from"./chunk-LJOBQOMR.js";import"./chunk-CEHDR77K.js";import"./chunk-JKBXI3MV.js";async function n(r){return r.stdout(m()),o.ok}export{n as schemaCommand};
