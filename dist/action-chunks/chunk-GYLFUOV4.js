import{A as o,B as e,D as i}from"./chunk-JQWIKLAS.js";function u(t){let n=r(t);if(n===null)return null;for(let[s,a]of Object.entries(o))if(a===n)return s;return null}function r(t){
if(t.startsWith("./"))return t.slice(2).replace(/\/+$/,"");let n=/^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)((?:\/[^@]*)?)@.+$/.
exec(t);return n?.[2]?.toLowerCase()!==e?null:(n[3]??"").replace(/^\/|\/+$/g,"")}function l(t){return r(t.trim())===i}export{u as a,l as b};
