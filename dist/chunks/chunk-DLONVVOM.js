var a=class extends Error{name="BatonError"},o=class extends a{name="UserError";code;where;details;constructor(t,n,s={}){
if(super(n,s.cause===void 0?void 0:{cause:s.cause}),this.code=t,this.where=s.where,this.details=s.details??[],this.where!==
void 0||this.details.length>0){let i=this.stack,r=n===""?this.name:`${this.name}: ${n}`;typeof i=="string"&&i.startsWith(
r)&&(this.stack=`${this.name}: ${l(this)}${i.slice(r.length)}`)}}},c=class extends a{name="SystemError"};for(let[e,t]of[
[a,"BatonError"],[o,"UserError"],[c,"SystemError"]])Object.defineProperty(e,"name",{value:t});function l(e){return e instanceof
o?[e.where?`${e.where}: ${e.message}`:e.message,...e.details.map(n=>`  ${n}`)].join(`
`):e instanceof Error?e.message:String(e)}function w(e){return l(e).split(`
`).map(t=>t.replace(/^ {2}/,""))}function y(e,t="value"){throw new c(`unexpected ${t}: ${JSON.stringify(e)}`)}var x="\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2066-\\u2069\\ufeff",$=new RegExp(
`[${x}\\u000a]`,"g");function p(e){return`\\u${e.charCodeAt(0).toString(16).padStart(4,"0")}`}function v(e){return e.replace(
$,p)}var m=/^([\s\u0085]*):(?=:)/gm,E=/#(?=#\[)/g;function d(e,t=p){return e.replace(m,(n,s)=>`${s}${t(":")}`).replace(E,
t)}var g=class{#e="";#t=!0;write(t){let n=this.#e+t,s=this.#t,i=Math.max(n.lastIndexOf(`
`),n.lastIndexOf("\r")),r=n.slice(i+1),h=i>=0||s,u=h&&/^[\s\u0085]*:?$/.test(r)?r.length:/#{1,2}$/.exec(r)?.[0].length??
0;return this.#e=n.slice(n.length-u),this.#t=u===r.length&&h,f(n.slice(0,n.length-u),s)}end(){let t=f(this.#e,this.#t);return this.#e=
"",this.#t=!0,t}};function f(e,t){return t?d(e):d(`x${e}`).slice(1)}export{a,o as b,c,l as d,w as e,y as f,x as g,p as h,v as i,d as j,g as k};
