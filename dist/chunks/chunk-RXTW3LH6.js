import{a as f,b as l}from"./chunk-FCWOFCWY.js";var m=["Arabic","Syriac","Thaana","Nko","Devanagari","Bengali","Gurmukhi","Gujarati","Oriya","Tamil","Telugu","Kannada",
"Malayalam","Sinhala","Mongolian"],c;function d(){return c??={emojiJoiner:new RegExp("(?<=\\p{Extended_Pictographic}[\\u{f\
e0f}\\u{1f3fb}-\\u{1f3ff}]?)\\u200d(?=\\p{Extended_Pictographic})","uy"),scriptLetters:m.map(e=>new RegExp(`^\\p{scx=${e}\
}$`,"u")),letter:new RegExp("^\\p{L}$","u"),mark:new RegExp("^\\p{M}$","u")},c}function g(e,n,i){let r=n;for(;;){let t;if(i===
1){if(r+=(e.codePointAt(r)??0)>65535?2:1,r>=e.length)return null;t=String.fromCodePoint(e.codePointAt(r))}else{if(r<=0)return null;
let u=e.charCodeAt(r-1),s=e.charCodeAt(r-2);r-=u>=56320&&u<=57343&&s>=55296&&s<=56319?2:1,t=String.fromCodePoint(e.codePointAt(
r))}let{mark:o,letter:a}=d();if(!o.test(t))return a.test(t)?t:null}}function h(e,n){let{emojiJoiner:i,scriptLetters:r}=d();
if(i.lastIndex=n,i.test(e))return!0;let t=g(e,n,-1),o=t===null?null:g(e,n,1);return t===null||o===null?!1:r.some(a=>a.test(
t)&&a.test(o))}var A=new RegExp(`[${f}]`,"g");function p(e){return e.replace(A,(n,i)=>(n==="\u200C"||n==="\u200D")&&h(e,
i)?n:l(n))}function R(e){return p(e).replaceAll(`
`,l(`
`))}function b(e,n){return p(e).replaceAll(`
`,`
${n}`)}export{p as a,R as b,b as c};
