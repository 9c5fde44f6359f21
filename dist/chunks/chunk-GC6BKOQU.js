import{j as g,m as k}from"./chunk-YFTXPYAX.js";import{K as u,i as p,k as h,n as m,r as a}from"./chunk-RHKLK6JY.js";var w=["prompt","event"],b=e=>e.replace(/[.*+?^${}()|[\]\\-]/g,"\\$&"),$=new RegExp(`^[ \\t]*(${b(a.start)}|${b(a.end)})\
[ \\t]*\\r?$`,"gm");function x(e){let s=[],t=-1,i=-1,o=1,l=0;for(let c of e.matchAll($)){let r=c.index;for(let n=e.indexOf(
`
`,l);n!==-1&&n<r;n=e.indexOf(`
`,n+1))o++;if(l=r,c[1]===a.start)t=F(e,r),i=o;else if(t!==-1){let n=r>t?e.slice(t,r).replace(/\r?\n$/,""):"";s.push({text:n,
line:i}),t=-1}}return{blocks:s,unterminated:t===-1?null:i}}function S(e,s={}){let{blocks:t,unterminated:i}=x(e),o,l=new Map;
for(let r=t.length-1;r>=0&&o===void 0;r--){let n=t[r],f=s.foreign?.(n.text)??null;f===null?o=n:l.set(f,[...l.get(f)??[],
n])}let c=[];i!==null&&c.push({code:u.markersUnterminated,severity:"warning",path:`output line ${i}`,message:`${a.start}\
 without a ${a.end} line after it; that block was ignored${o===void 0?"":" and the complete block before it used"}`});for(let r of w){
let[n,...f]=l.get(r)??[];if(n===void 0)continue;let d=E[r];c.push({code:d.code,severity:"warning",path:`output line ${n.
line}`,message:`this block between the markers${f.length>0?` (and ${f.length} more before it)`:""} is also in ${d.where}\
, so it is not taken as the agent's handoff (${d.why}); ${o===void 0?`no handoff was taken from the output: the agent's \
own goes to the file at $${m.handoffPath}, or in a block after ${d.after}`:`the block at output line ${o.line}, before i\
t, was used`}`})}return{json:o?.text??null,warnings:c}}var E={prompt:{code:u.markersFromPrompt,where:"the agent's prompt",
why:"an agent that prints its prompt back prints it, and an upstream stage's text or the event may have written it",after:"\
its prompt"},event:{code:u.markersFromEvent,where:"the event that started the run (a string of its payload, such as an i\
ssue's or a comment's body)",why:"an agent that prints what a tool read, such as `gh issue view`, prints it, and whoever\
 wrote that text chose it",after:"that text"}};function v(e,s){let t=h(e);return t===null?k(e):{kind:"invalid",problems:[
g("$",`the block between the ${a.start} and ${a.end} lines in ${s} ${p(t)}; a handoff is UTF-8 JSON`)]}}function F(e,s){
let t=e.indexOf(`
`,s);return t===-1?e.length:t+1}export{w as a,x as b,S as c,v as d};
