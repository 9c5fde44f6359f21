import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{b as m}from"./chunk-ZWF2AOGY.js";import{b as o}from"./chunk-LJOBQOMR.js";import"./chunk-S2SREMLP.js";import"./chunk-JKBXI3MV.js";async function n(r){return r.stdout(m()),o.ok}export{n as schemaCommand};
