import{b as c}from"./chunk-XM5YLGPK.js";import{a as x,b as k}from"./chunk-HV6QQY5T.js";import{c as m}from"./chunk-TR6ONM2E.js";
import{c as d}from"./chunk-FCWOFCWY.js";import{r as p}from"./chunk-VTCVQFHR.js";function M(o,i){let e={prompt:h(()=>[{text:o.prompt,at:null}],i),event:h(()=>w(o.event,i),i)};return s=>{let l,r={asGiven:g(
s),redacted:()=>l??=g(c(s,i).text)};for(let n of x){let t=e[n](r);if(t!==null)return t.at===null?{source:n}:{source:n,at:t.
at()}}return null}}function h(o,i){let e,s,l;return r=>{if(e??=o(),s??=y(e,t=>t),s.size===0)return null;let n=s.get(r.asGiven);
return n!==void 0?n:(l??=y(e,t=>c(t,i).text),l.get(r.redacted())??null)}}function y(o,i){let e=new Map;for(let s of o)for(let l of k(
i(s.text)).blocks){let r=g(l.text);e.has(r)||e.set(r,s)}return e}function w(o,i){let e=[],s=new Set,l=[{value:o,key:"",parent:null}];
for(let r=l.pop();r!==void 0;r=l.pop()){let n=r.value;if(typeof n=="string"){let t=r;n.includes(p.end)&&e.push({text:n,at:()=>A(
t,i)})}else if(n!==null&&typeof n=="object"&&!s.has(n)){s.add(n);let t=Object.entries(n),u=Array.isArray(n);for(let a=t.
length-1;a>=0;a--){let[f,v]=t[a];l.push({value:v,key:u?Number(f):f,parent:r})}}}return e}var b=64,T=120,S=80;function A(o,i){
let e=[];for(let t=o;t?.parent!=null;t=t.parent)e.push(E(t.key,i));e.reverse();let s="github.event";if(e.reduce((t,u)=>t+
u.length,0)<=T+S)return s+e.join("");let l="",r=0;for(;r<e.length&&l.length+e[r].length<=T;)l+=e[r++];let n="";for(let t=e.
length-1;t>=r;t--){let u=e[t];if(n.length>0&&n.length+u.length>S)break;n=u+n}return`${s}${l}\u2026${n}`}function E(o,i){
if(typeof o=="number")return`[${o}]`;let e=d(c(o,i).text);return e.length>b?`[<key of ${o.length} characters>]`:/^[A-Za-z_][A-Za-z0-9_-]*$/.
test(e)?`.${e}`:`['${e.replaceAll("'","''")}']`}function g(o){return m(o).replace(/\s+/g,"")}export{M as a};
