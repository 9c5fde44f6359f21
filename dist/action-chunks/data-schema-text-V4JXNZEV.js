import{a as S}from"./chunk-M7D5MYJS.js";import{b as i}from"./chunk-WOTIQE6Z.js";import"./chunk-2F3RZLDD.js";
import"./chunk-I3QVZSCL.js";import{d as e}from"./chunk-O7UU6C5Q.js";import{b as n,t as a,x as r}from"./chunk-2W3RAMDQ.js";
import{d as p}from"./chunk-A64LSPLL.js";var c=p(S(),1);function l(o){let m=n(o);if(m>a.dataSchemaBytes)throw new e("input-invalid",`is ${m} bytes; a data-schema may be at most\
 ${a.dataSchemaBytes} bytes (${a.dataSchemaBytes/1024} KiB)`,{where:r.dataSchema});let s;try{s=(0,c.parse)(o,{uniqueKeys:!0,
maxAliasCount:100})}catch(t){let h=t instanceof Error?t.message.split(`
`)[0]??"":String(t);throw new e("input-invalid",`is not valid YAML or JSON: ${h}`,{where:r.dataSchema})}return i(s)}export{l as parseDataSchemaText};
