function e(r,t){return r.localeCompare(t,"en",{numeric:!0})}var n=8;function i(r){return r.length<=n?r.join(", "):`${r.slice(
0,3).join(", ")}, \u2026 ${r.slice(-3).join(", ")} (${r.length} stages)`}export{e as a,i as b};
