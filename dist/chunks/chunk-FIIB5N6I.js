import{j as g,m as k}from"./chunk-YFTXPYAX.js";import{K as h,i as u,k as p,n as m,r as i}from"./chunk-RHKLK6JY.js";var w=["prompt","event"],b=e=>e.replace(/[.*+?^${}()|[\]\\-]/g,"\\$&"),$=new RegExp(`^[ \\t]*(${b(i.start)}|${b(i.end)})\
[ \\t]*\\r?$`,"gm");function x(e){let s=[],t=-1,a=-1,o=1,l=0;for(let c of e.matchAll($)){let r=c.index;for(let n=e.indexOf(
`
`,l);n!==-1&&n<r;n=e.indexOf(`
`,n+1))o++;if(l=r,c[1]===i.start)t=F(e,r),a=o;else if(t!==-1){let n=r>t?e.slice(t,r).replace(/\r?\n$/,""):"";s.push({text:n,
line:a}),t=-1}}return{blocks:s,unterminated:t===-1?null:a}}function O(e,s={}){let{blocks:t,unterminated:a}=x(e),o,l=new Map;
for(let r=t.length-1;r>=0&&o===void 0;r--){let n=t[r],f=s.foreign?.(n.text)??null;f===null?o=n:l.set(f,[...l.get(f)??[],
n])}let c=[];a!==null&&c.push({code:h.markersUnterminated,severity:"warning",path:`output line ${a}`,message:`${i.start}\
 without a ${i.end} line after it; that block was ignored${o===void 0?"":" and the complete block before it used"}`});for(let r of w){
let[n,...f]=l.get(r)??[];if(n===void 0)continue;let d=E[r];c.push({code:d.code,severity:"warning",path:`output line ${n.
line}`,message:`this block between the markers${f.length>0?` (and ${f.length} more before it)`:""} is also in ${d.where}\
, so it is not taken as the agent's handoff (${d.why}); ${o===void 0?`no handoff was taken from the output: a block the \
same as one in ${d.short} is never taken, wherever it is printed, so the agent's own handoff goes to the file at $${m.handoffPath}`:
`the block at output line ${o.line}, before it, was used`}`})}return{json:o?.text??null,warnings:c}}var E={prompt:{code:h.
markersFromPrompt,where:"the agent's prompt",why:"an agent that prints its prompt back prints it, and an upstream stage'\
s text or the event may have written it",short:"its prompt"},event:{code:h.markersFromEvent,where:"the event that starte\
d the run (a string of its payload, such as an issue's or a comment's body)",why:"an agent that prints what a tool read,\
 such as `gh issue view`, prints it, and whoever wrote that text chose it",short:"the event"}};function S(e,s){let t=p(e);
return t===null?k(e):{kind:"invalid",problems:[g("$",`the block between the ${i.start} and ${i.end} lines in ${s} ${u(t)}\
; a handoff is UTF-8 JSON`)]}}function F(e,s){let t=e.indexOf(`
`,s);return t===-1?e.length:t+1}export{w as a,x as b,O as c,S as d};
