import{a as s,b as f}from"./chunk-FCWOFCWY.js";var m=["Arabic","Syriac","Thaana","Nko","Devanagari","Bengali","Gurmukhi","Gujarati","Oriya","Tamil","Telugu","Kannada",
"Malayalam","Sinhala","Mongolian"],c;function g(){return c??={emojiJoiner:new RegExp("(?<=\\p{Extended_Pictographic}[\\u{f\
e0f}\\u{1f3fb}-\\u{1f3ff}]?)\\u200d(?=\\p{Extended_Pictographic})","uy"),scriptLetters:m.map(e=>new RegExp(`^\\p{scx=${e}\
}$`,"u")),letter:new RegExp("^\\p{L}$","u"),mark:new RegExp("^\\p{M}$","u")},c}function d(e,r,i){let n=r;for(;;){let t;if(i===
1){if(n+=(e.codePointAt(n)??0)>65535?2:1,n>=e.length)return null;t=String.fromCodePoint(e.codePointAt(n))}else{if(n<=0)return null;
let u=e.charCodeAt(n-1),l=e.charCodeAt(n-2);n-=u>=56320&&u<=57343&&l>=55296&&l<=56319?2:1,t=String.fromCodePoint(e.codePointAt(
n))}let{mark:o,letter:a}=g();if(!o.test(t))return a.test(t)?t:null}}function p(e,r){let{emojiJoiner:i,scriptLetters:n}=g();
if(i.lastIndex=r,i.test(e))return!0;let t=d(e,r,-1),o=t===null?null:d(e,r,1);return t===null||o===null?!1:n.some(a=>a.test(
t)&&a.test(o))}var h=new RegExp(`[${s}]`,"g");function R(e){return e.replace(h,(r,i)=>(r==="\u200C"||r==="\u200D")&&p(e,
i)?r:f(r))}export{R as a};
