var h="\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2066-\\u2069\\ufeff",f=new RegExp(
`[${h}\\u000a]`,"g");function l(t){return`\\u${t.charCodeAt(0).toString(16).padStart(4,"0")}`}function E(t){return t.replace(
f,l)}var p=/^([\s\u0085]*):(?=:)/gm,x=/#(?=#\[)/g;function o(t,e=l){return t.replace(p,(n,s)=>`${s}${e(":")}`).replace(x,
e)}var g=class{#t="";#e=!0;write(e){let n=this.#t+e,s=this.#e,c=Math.max(n.lastIndexOf(`
`),n.lastIndexOf("\r")),r=n.slice(c+1),u=c>=0||s,i=u&&/^[\s\u0085]*:?$/.test(r)?r.length:/#{1,2}$/.exec(r)?.[0].length??
0;return this.#t=n.slice(n.length-i),this.#e=i===r.length&&u,a(n.slice(0,n.length-i),s)}end(){let e=a(this.#t,this.#e);return this.#t=
"",this.#e=!0,e}};function a(t,e){return e?o(t):o(`x${t}`).slice(1)}export{h as a,l as b,E as c,o as d,g as e};
