import{a as l}from"./chunk-NUWPZMYM.js";import{d as h}from"./chunk-MYVF2C32.js";import{d as m}from"./chunk-OKFZ7BVP.js";
import{G as s,K as c,b as u}from"./chunk-C33NMHQG.js";import{d as S}from"./chunk-3NR5HZ6E.js";var e=S(l(),1);function w(o){let i=u(o);if(i>s.dataSchemaBytes)throw new m("input-invalid",`is ${i} bytes; a data-schema may be at most\
 ${s.dataSchemaBytes} bytes (${s.dataSchemaBytes/1024} KiB)`,{where:c.dataSchema});let r;try{let t=(0,e.parseDocument)(o,
{uniqueKeys:!0});if(t.errors.length>0)throw t.errors[0];d(t),r=t.toJS({maxAliasCount:100})}catch(t){let a=t instanceof Error?
t.message.split(`
`)[0]??"":String(t);throw new m("input-invalid",`is not valid YAML or JSON: ${a}`,{where:c.dataSchema})}return h(r)}function d(o){
(0,e.visit)(o,{Pair(i,r){if(!(0,e.isScalar)(r.key)||r.key.value!=="enum"||!(0,e.isSeq)(r.value))return;let t=r.value;t.items=
t.items.map(a=>{let n=(0,e.isAlias)(a)?a.resolve(o):a;return(0,e.isScalar)(n)&&typeof n.value=="number"&&n.source!==void 0?
new e.Scalar(n.source):a})}})}export{w as a};
