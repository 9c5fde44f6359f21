import{d as s}from"./chunk-O7UU6C5Q.js";import{a,p as f}from"./chunk-JQWIKLAS.js";var g=100;function h(t,r){if(!f.test(t))throw new s("stage-id-invalid",`job id "${t}" is not a valid stage id: it must s\
tart with a letter or _ and have at most 99 more letters, digits, _ or -`,{where:`jobs.${t}`});let e=r?u(r):[],n=[t,...e].
join("-");if(n.length<=g)return n;let i=`-${a(n)}`;return`${n.slice(0,g-i.length).replace(/-+$/,"")}${i}`}function u(t){
return Object.keys(t).sort(c).flatMap(r=>o(t[r])).filter(r=>r.length>0)}function l(t){return t.normalize("NFKD").replace(
/[\u0300-\u036f]/g,"").toLowerCase().replace(/[^a-z0-9_]+/g,"-").replace(/^-+|-+$/g,"")}function o(t){if(t==null)return[
"null"];if(Array.isArray(t))return t.flatMap(o);if(typeof t=="object"){let r=t;return Object.keys(r).sort(c).flatMap(e=>o(
r[e]))}return[l(String(t))]}function c(t,r){return t<r?-1:t>r?1:0}export{h as a,c as b};
