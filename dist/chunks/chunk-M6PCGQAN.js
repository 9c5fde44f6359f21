import{A as i,x as p}from"./chunk-LZYN5DKP.js";import{d as f}from"./chunk-OKFZ7BVP.js";import{H as m,a as g}from"./chunk-C33NMHQG.js";var l=100;function K(e,t){if(!m.test(e))throw new f("stage-id-invalid",`job id "${e}" is not a valid stage id: it must s\
tart with a letter or _ and have at most 99 more letters, digits, _ or -`,{where:`jobs.${e}`});let r=t?R(t):[],n=[e,...r].
join("-");if(n.length<=l)return n;let s=`-${g(n)}`;return`${n.slice(0,l-s.length).replace(/-+$/,"")}${s}`}function R(e){
return Object.keys(e).sort(d).flatMap(t=>u(e[t])).filter(t=>t.length>0)}function y(e){return e.normalize("NFKD").replace(
/[\u0300-\u036f]/g,"").toLowerCase().replace(/[^a-z0-9_]+/g,"-").replace(/^-+|-+$/g,"")}function u(e){if(e==null)return[
"null"];if(Array.isArray(e))return e.flatMap(u);if(typeof e=="object"){let t=e;return Object.keys(t).sort(d).flatMap(r=>u(
t[r]))}return[y(String(e))]}function d(e,t){return e<t?-1:e>t?1:0}function w(e){let t=new Map;for(let r of e){let n=t.get(r.stage);(n===void 0||p(r,n)>0)&&t.set(r.stage,r)}return t}function A(e){
for(let t of e.values())if(t.runAttempt>1)return!0;return!1}function S(e,t){let r;for(let n of e.lineage){let s=n.run_attempt??
1,o=t.get(n.stage)?.runAttempt??s;o<=s||(r===void 0||o>r.newerRunAttempt||o===r.newerRunAttempt&&d(n.stage,r.upstream)<0)&&
(r={record:i(e),upstream:n.stage,readRunAttempt:s,newerRunAttempt:o})}return r}function _(e,t=[]){let r=w([...e.map(o=>i(
o.record)),...t]),n=new Map;if(!A(r))return n;let s=new Map;for(let o of e){let a=s.get(o.record.stage);(a===void 0||p(i(
o.record),i(a.record))>0)&&s.set(o.record.stage,o)}for(let[o,a]of s){let c=S(a.record,r);c!==void 0&&n.set(o,c)}return n}
function h(e){let{record:t}=e;return`its newest record, attempt ${t.attempt} of run attempt ${t.runAttempt}, was rendere\
d from stage ${e.upstream}'s record of run attempt ${e.readRunAttempt}, and ${e.upstream} ran again in run attempt ${e.newerRunAttempt}\
 while ${t.stage} did not (its job was skipped, or stopped before it recorded)`}export{l as a,K as b,R as c,d,w as e,A as f,S as g,_ as h,h as i};
