function s(e){let r=0;for(let n=0;n<e.length;n++){let t=e.charCodeAt(n);t<128?r+=1:t<2048?r+=2:t>=55296&&t<=56319&&(e.charCodeAt(
n+1)&64512)===56320?(r+=4,n++):r+=3}return r}function h(e,r){let n=0,t=0;for(;t<e.length;){let i=e.charCodeAt(t),f=i>=55296&&
i<=56319&&(e.charCodeAt(t+1)&64512)===56320,o=i<128?1:i<2048?2:f?4:3;if(n+o>r)break;n+=o,t+=f?2:1}return e.slice(0,t)}function p(e,r){
let n=new TextEncoder().encode(e);if(n.length<=r)return e;let t=n.length-r;for(;t<n.length&&((n[t]??0)&192)===128;)t++;return new TextDecoder().
decode(n.subarray(t))}function b(e){return e.charCodeAt(0)===65279?e.slice(1):e}var l=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),m="save\
 it as UTF-8 (PowerShell: Set-Content -Encoding utf8, or Out-File -Encoding utf8)";function U(e){let r=g(e);if(r)return{
kind:"utf-16",problem:`is UTF-16 (${r}), not UTF-8`};let n=e[0]===239&&e[1]===187&&e[2]===191,t=n?e.subarray(3):e;try{return{
kind:"text",text:l.decode(t)}}catch{let i=x(t);return{kind:"not-utf-8",problem:a(i<t.length?{byte:t[i],offset:i+(n?3:0)}:
null)}}}function a(e){return`is not valid UTF-8${e===null?"":` (byte 0x${e.byte.toString(16).padStart(2,"0")} at offset ${e.
offset})`}`}function A(e){try{return l.decode(e)}catch{let r="",n=0;for(;n<e.length;){let t=x(e,n);if(t>n&&(r+=l.decode(
e.subarray(n,t))),t>=e.length)break;r+=String.fromCharCode(56320+e[t]),n=t+1}return r}}var d=/(?<![\uD800-\uDBFF])[\uDC80-\uDCFF]/;
function F(e){let r=d.exec(e);return r===null?null:{byte:e.charCodeAt(r.index)-56320,offset:s(e.slice(0,r.index))}}function w(e){
let r=e.match(new RegExp(d.source,"g"))?.length??0;return s(e)-2*r}function C(e){return e.replace(new RegExp(d.source,"g"),
"\uFFFD")}function g(e){if(e[0]===255&&e[1]===254)return"little-endian";if(e[0]===254&&e[1]===255)return"big-endian";let r=Math.
min(32,Math.floor(e.length/2));if(r<2)return null;let n=!0,t=!0;for(let i=0;i<r;i++){let[f,o]=[e[2*i],e[2*i+1]];n&&=f!==
0&&f<128&&o===0,t&&=o!==0&&o<128&&f===0}return n?"little-endian":t?"big-endian":null}function x(e,r=0){let n=r;for(;n<e.
length;){let t=e[n],i,f;if(t<128){n++;continue}else if(t>=194&&t<=223)i=1,f=128;else if(t>=224&&t<=239)i=2,f=2048;else if(t>=
240&&t<=244)i=3,f=65536;else return n;let o=t&63>>i;for(let u=1;u<=i;u++){let c=e[n+u];if(c===void 0||(c&192)!==128)return n;
o=o<<6|c&63}if(o<f||o>1114111||o>=55296&&o<=57343)return n;n+=i+1}return e.length}export{s as a,h as b,p as c,b as d,m as e,U as f,a as g,A as h,F as i,w as j,C as k};
