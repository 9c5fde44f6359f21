import{F as o,G as e}from"./chunk-K26OWEVR.js";function r(t){if(t.startsWith("./"))return t.slice(2).replace(/\/+$/,"");let n=/^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)((?:\/[^@]*)?)@.+$/.
exec(t);return n?.[2]?.toLowerCase()!==o?null:(n[3]??"").replace(/^\/|\/+$/g,"")}function a(t){return r(t.trim())===e}export{a};
