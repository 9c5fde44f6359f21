function s(e){let r=0;for(let t=0;t<e.length;t++){let n=e.charCodeAt(t);n<128?r+=1:n<2048?r+=2:n>=55296&&n<=56319&&(e.charCodeAt(
t+1)&64512)===56320?(r+=4,t++):r+=3}return r}function h(e,r){let t=0,n=0;for(;n<e.length;){let o=e.charCodeAt(n),f=o>=55296&&
o<=56319&&(e.charCodeAt(n+1)&64512)===56320,i=o<128?1:o<2048?2:f?4:3;if(t+i>r)break;t+=i,n+=f?2:1}return e.slice(0,n)}function p(e,r){
let t=new TextEncoder().encode(e);if(t.length<=r)return e;let n=t.length-r;for(;n<t.length&&((t[n]??0)&192)===128;)n++;return new TextDecoder().
decode(t.subarray(n))}function b(e){return e.charCodeAt(0)===65279?e.slice(1):e}var c=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),m="save\
 it as UTF-8 (PowerShell: Set-Content -Encoding utf8, or Out-File -Encoding utf8)";function U(e){let r=g(e);if(r)return{
kind:"utf-16",problem:`is UTF-16 (${r}), not UTF-8`};let t=e[0]===239&&e[1]===187&&e[2]===191,n=t?e.subarray(3):e;try{return{
kind:"text",text:c.decode(n)}}catch{let o=a(n);return{kind:"not-utf-8",problem:x(o<n.length?{byte:n[o],offset:o+(t?3:0)}:
null)}}}function x(e){return`is not valid UTF-8${e===null?"":` (byte 0x${e.byte.toString(16).padStart(2,"0")} at offset ${e.
offset})`}`}function A(e){try{return c.decode(e)}catch{let r="",t=0;for(;t<e.length;){let n=a(e,t);if(n>t&&(r+=c.decode(
e.subarray(t,n))),n>=e.length)break;r+=String.fromCharCode(56320+e[n]),t=n+1}return r}}var d=/(?<![\uD800-\uDBFF])[\uDC80-\uDCFF]/;
function w(e){let r=d.exec(e);return r===null?null:{byte:e.charCodeAt(r.index)-56320,offset:s(e.slice(0,r.index))}}function C(e){
let r=e.match(new RegExp(d.source,"g"))?.length??0;return s(e)-2*r}function F(e){return e.replace(new RegExp(d.source,"g"),
"\uFFFD")}function g(e){if(e[0]===255&&e[1]===254)return"little-endian";if(e[0]===254&&e[1]===255)return"big-endian";let r=Math.
min(32,Math.floor(e.length/2));if(r<2)return null;let t=!0,n=!0;for(let o=0;o<r;o++){let[f,i]=[e[2*o],e[2*o+1]];t&&=f!==
0&&f<128&&i===0,n&&=i!==0&&i<128&&f===0}return t?"little-endian":n?"big-endian":null}function a(e,r=0){let t=r;for(;t<e.
length;){let n=e[t],o,f;if(n<128){t++;continue}else if(n>=194&&n<=223)o=1,f=128;else if(n>=224&&n<=239)o=2,f=2048;else if(n>=
240&&n<=244)o=3,f=65536;else return t;let i=n&63>>o;for(let l=1;l<=o;l++){let u=e[t+l];if(u===void 0||(u&192)!==128)return t;
i=i<<6|u&63}if(i<f||i>1114111||i>=55296&&i<=57343)return t;t+=o+1}return e.length}function E(e,r){let t=new Uint16Array(
Math.floor(e.length/2)),[n,o]=r==="big-endian"?[0,1]:[1,0];for(let i=0;i<t.length;i++)t[i]=e[2*i+n]<<8|e[2*i+o];let f="";
for(let i=0;i<t.length;i+=8192)f+=String.fromCharCode(...t.subarray(i,i+8192));return f}function D(e,r){let t=new Uint8Array(
e.length*2),[n,o]=r==="big-endian"?[0,1]:[1,0];for(let f=0;f<e.length;f++){let i=e.charCodeAt(f);t[2*f+n]=i>>8,t[2*f+o]=
i&255}return t}export{s as a,h as b,p as c,b as d,m as e,U as f,x as g,A as h,w as i,C as j,F as k,g as l,E as m,D as n};
