function y(t,e){let{code:n,syscall:s}=$(t),r=i=>e===void 0?`see ${i}`:`raise ${i}, or ${e}`;switch(n){case"ENOSPC":return"\
the disk is full";case"EDQUOT":return"over the disk quota";case"EFBIG":return"over the file size limit: see ulimit -f";case"\
EMFILE":return`too many open files: ${r("ulimit -n")}`;case"ENFILE":return`too many files open on the whole system: rais\
e the system's limit (fs.file-max on Linux)${e===void 0?"":`, or ${e}`}`;case"EAGAIN":return s?.startsWith("spawn")?`too\
 many processes: ${r("ulimit -u")}`:null;default:return null}}function h(t,e){let n=y(t,e),s=t instanceof Error?t.message:
String(t);return n===null?s:`${s} (${n})`}function $(t){if(typeof t!="object"||t===null)return{};let{code:e,syscall:n}=t;
return{...typeof e=="string"?{code:e}:{},...typeof n=="string"?{syscall:n}:{}}}var o=class extends Error{name="BatonError"},a=class extends o{name="UserError";code;where;details;constructor(e,n,s={}){
if(super(n,s.cause===void 0?void 0:{cause:s.cause}),this.code=e,this.where=s.where,this.details=s.details??[],this.where!==
void 0||this.details.length>0){let r=this.stack,i=n===""?this.name:`${this.name}: ${n}`;typeof r=="string"&&r.startsWith(
i)&&(this.stack=`${this.name}: ${d(this)}${r.slice(i.length)}`)}}},u=class extends o{name="SystemError"};for(let[t,e]of[
[o,"BatonError"],[a,"UserError"],[u,"SystemError"]])Object.defineProperty(t,"name",{value:e});function d(t){return t instanceof
a?[t.where?`${t.where}: ${t.message}`:t.message,...t.details.map(n=>`  ${n}`)].join(`
`):h(t)}function N(t){return d(t).split(`
`).map(e=>e.replace(/^ {2}/,""))}function v(t,e="value"){throw new u(`unexpected ${e}: ${JSON.stringify(t)}`)}var x="\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2066-\\u2069\\ufeff",E=new RegExp(
`[${x}\\u000a]`,"g");function p(t){return`\\u${t.charCodeAt(0).toString(16).padStart(4,"0")}`}function C(t){return t.replace(
E,p)}var w=/^([\s\u0085]*):(?=:)/gm,k=/#(?=#\[)/g;function g(t,e=p){return t.replace(w,(n,s)=>`${s}${e(":")}`).replace(k,
e)}var f=class{#t="";#e=!0;write(e){let n=this.#t+e,s=this.#e,r=Math.max(n.lastIndexOf(`
`),n.lastIndexOf("\r")),i=n.slice(r+1),l=r>=0||s,c=l&&/^[\s\u0085]*:?$/.test(i)?i.length:/#{1,2}$/.exec(i)?.[0].length??
0;return this.#t=n.slice(n.length-c),this.#e=c===i.length&&l,m(n.slice(0,n.length-c),s)}end(){let e=m(this.#t,this.#e);return this.#t=
"",this.#e=!0,e}};function m(t,e){return e?g(t):g(`x${t}`).slice(1)}export{y as a,h as b,o as c,a as d,u as e,d as f,N as g,v as h,x as i,p as j,C as k,g as l,f as m};
