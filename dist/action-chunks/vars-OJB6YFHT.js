import{a as m}from"./chunk-M7D5MYJS.js";import{d as t}from"./chunk-O7UU6C5Q.js";import{q as u,s as i,w as s}from"./chunk-JQWIKLAS.js";
import"./chunk-VLLWXIM2.js";import{d as f}from"./chunk-A64LSPLL.js";var l=f(m(),1);function c(a){if(a.trim()==="")return{};let n;try{n=(0,l.parse)(a,{uniqueKeys:!0,maxAliasCount:100})}catch(r){let e=r instanceof
Error?r.message.split(`
`)[0]:String(r);throw new t("input-invalid",`is not valid YAML or JSON: ${e}`,{where:i.vars})}if(n==null)return{};if(typeof n!=
"object"||Array.isArray(n))throw new t("input-invalid","must be a map of names to values (YAML or JSON)",{where:i.vars});
let o={};for(let[r,e]of Object.entries(n)){if(!u.test(r)||s.includes(r))throw new t("input-invalid",`key ${JSON.stringify(
r)} must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ and not be ${s.join(", ")}`,{where:i.vars});if(e===null)o[r]="";else if(typeof e==
"string"||typeof e=="number"||typeof e=="boolean")o[r]=String(e);else throw new t("input-invalid",`${r} must be a string\
, number or boolean, not a nested value`,{where:i.vars})}return o}export{c as parseVars};
