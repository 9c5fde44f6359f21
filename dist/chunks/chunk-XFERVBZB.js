import{b as f}from"./chunk-YEKP4IAG.js";import{a as m,b as h}from"./chunk-OTYAPETV.js";import{c as k}from"./chunk-TR6ONM2E.js";
import{c as p}from"./chunk-FCWOFCWY.js";import{u as x}from"./chunk-C33NMHQG.js";function M(o,i){let n,s=()=>n??=A(o.event,i),l=v(()=>s().filter(e=>e.text.includes(x.end)),i),r=w(s,i),t={prompt:v(()=>[
{text:o.prompt,at:null}],i),event:e=>l(e)??r(e)};return e=>{let u,c={asGiven:g(e),redacted:()=>u??=g(f(e,i).text)};for(let a of m){
let d=t[a](c);if(d!==null)return d.at===null?{source:a}:{source:a,at:d.at()}}return null}}function v(o,i){let n,s,l;return r=>{
if(n??=o(),s??=y(n,e=>e),s.size===0)return null;let t=s.get(r.asGiven);return t!==void 0?t:(l??=y(n,e=>f(e,i).text),l.get(
r.redacted())??null)}}function y(o,i){let n=new Map;for(let s of o)for(let l of h(i(s.text)).blocks){let r=g(l.text);n.has(
r)||n.set(r,s)}return n}function w(o,i){let n,s,l,r=(t,e)=>{if(e==="")return null;let u=t.findIndex(c=>c.includes(e));return u===
-1?null:n?.[u]??null};return t=>{n??=o(),s??=n.map(u=>g(u.text));let e=r(s,t.asGiven);return e!==null?e:(l??=n.map(u=>g(
f(u.text,i).text)),r(l,t.redacted()))}}function A(o,i){let n=[],s=new Set,l=[{value:o,key:"",parent:null}];for(let r=l.pop();r!==
void 0;r=l.pop()){let t=r.value;if(typeof t=="string"){let e=r;n.push({text:t,at:()=>b(e,i)})}else if(t!==null&&typeof t==
"object"&&!s.has(t)){s.add(t);let e=Object.entries(t),u=Array.isArray(t);for(let c=e.length-1;c>=0;c--){let[a,d]=e[c];l.
push({value:d,key:u?Number(a):a,parent:r})}}}return n}var E=64,T=120,S=80;function b(o,i){let n=[];for(let e=o;e?.parent!=
null;e=e.parent)n.push(B(e.key,i));n.reverse();let s="github.event";if(n.reduce((e,u)=>e+u.length,0)<=T+S)return s+n.join(
"");let l="",r=0;for(;r<n.length&&l.length+n[r].length<=T;)l+=n[r++];let t="";for(let e=n.length-1;e>=r;e--){let u=n[e];
if(t.length>0&&t.length+u.length>S)break;t=u+t}return`${s}${l}\u2026${t}`}function B(o,i){if(typeof o=="number")return`[${o}\
]`;let n=p(f(o,i).text);return n.length>E?`[<key of ${o.length} characters>]`:/^[A-Za-z_][A-Za-z0-9_-]*$/.test(n)?`.${n}`:
`['${n.replaceAll("'","''")}']`}function g(o){return k(o).replace(/\s+/g,"")}export{M as a};
