var a=class extends Error{name="BatonError"},c=class extends a{name="UserError";code;where;details;constructor(t,n,s={}){
if(super(n,s.cause===void 0?void 0:{cause:s.cause}),this.code=t,this.where=s.where,this.details=s.details??[],this.where!==
void 0||this.details.length>0){let i=this.stack,r=n===""?this.name:`${this.name}: ${n}`;typeof i=="string"&&i.startsWith(
r)&&(this.stack=`${this.name}: ${p(this)}${i.slice(r.length)}`)}}},o=class extends a{name="SystemError"};for(let[e,t]of[
[a,"BatonError"],[c,"UserError"],[o,"SystemError"]])Object.defineProperty(e,"name",{value:t});function p(e){return e instanceof
c?[e.where?`${e.where}: ${e.message}`:e.message,...e.details.map(n=>`  ${n}`)].join(`
`):e instanceof Error?e.message:String(e)}function w(e,t="value"){throw new o(`unexpected ${t}: ${JSON.stringify(e)}`)}var x="\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2066-\\u2069\\ufeff",$=new RegExp(
`[${x}\\u000a]`,"g");function f(e){return`\\u${e.charCodeAt(0).toString(16).padStart(4,"0")}`}function S(e){return e.replace(
$,f)}var m=/^([\s\u0085]*):(?=:)/gm,E=/#(?=#\[)/g;function l(e,t=f){return e.replace(m,(n,s)=>`${s}${t(":")}`).replace(E,
t)}var d=class{#e="";#t=!0;write(t){let n=this.#e+t,s=this.#t,i=Math.max(n.lastIndexOf(`
`),n.lastIndexOf("\r")),r=n.slice(i+1),h=i>=0||s,u=h&&/^[\s\u0085]*:?$/.test(r)?r.length:/#{1,2}$/.exec(r)?.[0].length??
0;return this.#e=n.slice(n.length-u),this.#t=u===r.length&&h,g(n.slice(0,n.length-u),s)}end(){let t=g(this.#e,this.#t);return this.#e=
"",this.#t=!0,t}};function g(e,t){return t?l(e):l(`x${e}`).slice(1)}export{a,c as b,o as c,p as d,w as e,x as f,f as g,S as h,l as i,d as j};
