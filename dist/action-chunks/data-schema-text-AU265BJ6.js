import{a as S}from"./chunk-M7D5MYJS.js";import{b as i}from"./chunk-VOJVMDGY.js";import"./chunk-AOTLL4EV.js";
import"./chunk-UHTD4FAP.js";import{d as e}from"./chunk-O7UU6C5Q.js";import{D as r,b as n,z as a}from"./chunk-LYXMPV4N.js";
import{d as p}from"./chunk-A64LSPLL.js";var c=p(S(),1);function l(o){let m=n(o);if(m>a.dataSchemaBytes)throw new e("input-invalid",`is ${m} bytes; a data-schema may be at most\
 ${a.dataSchemaBytes} bytes (${a.dataSchemaBytes/1024} KiB)`,{where:r.dataSchema});let s;try{s=(0,c.parse)(o,{uniqueKeys:!0,
maxAliasCount:100})}catch(t){let h=t instanceof Error?t.message.split(`
`)[0]??"":String(t);throw new e("input-invalid",`is not valid YAML or JSON: ${h}`,{where:r.dataSchema})}return i(s)}export{l as parseDataSchemaText};
