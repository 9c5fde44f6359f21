import{f as m,i as k}from"./chunk-O3GXAZD5.js";import{K as u,i as h,k as p,n as g,r as i}from"./chunk-KP2FEYWF.js";var w=["prompt","event"],b=e=>e.replace(/[.*+?^${}()|[\]\\-]/g,"\\$&"),$=new RegExp(`^[ \\t]*(${b(i.start)}|${b(i.end)})\
[ \\t]*\\r?$`,"gm");function x(e){let s=[],t=-1,l=-1,o=1,c=0;for(let d of e.matchAll($)){let r=d.index;for(let n=e.indexOf(
`
`,c);n!==-1&&n<r;n=e.indexOf(`
`,n+1))o++;if(c=r,d[1]===i.start)t=E(e,r),l=o;else if(t!==-1){let n=r>t?e.slice(t,r).replace(/\r?\n$/,""):"";s.push({text:n,
line:l}),t=-1}}return{blocks:s,unterminated:t===-1?null:l}}function B(e,s={}){let{blocks:t,unterminated:l}=x(e),o,c=new Map;
for(let r=t.length-1;r>=0&&o===void 0;r--){let n=t[r],a=s.foreign?.(n.text)??null;a===null?o=n:c.set(a.source,[...c.get(
a.source)??[],{...n,at:a.at}])}let d=[];l!==null&&d.push({code:u.markersUnterminated,severity:"warning",path:`output lin\
e ${l}`,message:`${i.start} without a ${i.end} line after it; that block was ignored${o===void 0?"":" and the complete b\
lock before it used"}`});for(let r of w){let[n,...a]=c.get(r)??[];if(n===void 0)continue;let f=F[r];d.push({code:f.code,
severity:"warning",path:`output line ${n.line}`,message:`this block between the markers${a.length>0?` (and ${a.length} m\
ore before it)`:""} is also in ${f.where(n.at)}, so it is not taken as the agent's handoff (${f.why}); ${o===void 0?`no \
handoff was taken from the output: a block the same as one in ${f.short} is never taken, wherever it is printed, so the \
agent's own handoff goes to the file at $${g.handoffPath}`:`the block at output line ${o.line}, before it, was used`}`})}
return{json:o?.text??null,warnings:d}}var F={prompt:{code:u.markersFromPrompt,where:()=>"the agent's prompt",why:"an age\
nt that prints its prompt back prints it, and an upstream stage's text or the event may have written it",short:"its prom\
pt"},event:{code:u.markersFromEvent,where:e=>e===void 0?"the event that started the run (a string of its payload, such a\
s an issue's or a comment's body)":`the event that started the run, in ${e}`,why:"an agent that prints what a tool read,\
 such as `gh issue view`, prints it, and whoever wrote that text chose it",short:"the event"}};function O(e,s){let t=p(e);
return t===null?k(e):{kind:"invalid",problems:[m("$",`the block between the ${i.start} and ${i.end} lines in ${s} ${h(t)}\
; a handoff is UTF-8 JSON`)]}}function E(e,s){let t=e.indexOf(`
`,s);return t===-1?e.length:t+1}export{w as a,x as b,B as c,O as d};
