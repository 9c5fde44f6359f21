import{$ as r,ga as t,ma as o}from"./chunk-YPJ55NFR.js";var s=t({code:r(),severity:o(["error","warning"]),path:r(),message:r()});function m(e){return`${e.path}: ${e.message}`}export{s as a,m as b};
