import{f as m,i as k}from"./chunk-LYVVWMII.js";import{N as u,i as h,k as p,q as g,u as i}from"./chunk-C33NMHQG.js";var w=["prompt","event"],b=e=>e.replace(/[.*+?^${}()|[\]\\-]/g,"\\$&"),x=new RegExp(`^[ \\t]*(${b(i.start)}|${b(i.end)})\
[ \\t]*\\r?$`,"gm");function F(e){let o=[],t=-1,l=-1,s=1,d=0;for(let f of e.matchAll(x)){let r=f.index;for(let n=e.indexOf(
`
`,d);n!==-1&&n<r;n=e.indexOf(`
`,n+1))s++;if(d=r,f[1]===i.start)t=y(e,r),l=s;else if(t!==-1){let n=r>t?e.slice(t,r).replace(/\r?\n$/,""):"";o.push({text:n,
line:l}),t=-1}}return{blocks:o,unterminated:t===-1?null:l}}function R(e,o={}){let{blocks:t,unterminated:l}=F(e),s,d=new Map;
for(let r=t.length-1;r>=0&&s===void 0;r--){let n=t[r],a=o.foreign?.(n.text)??null;if(a===null)s=n;else{let c=d.get(a.source)??
[];c.push({...n,at:a.at}),d.set(a.source,c)}}let f=[];l!==null&&f.push({code:u.markersUnterminated,severity:"warning",path:`\
output line ${l}`,message:`${i.start} without a ${i.end} line after it; that block was ignored${s===void 0?"":" and the \
complete block before it used"}`});for(let r of w){let[n,...a]=d.get(r)??[];if(n===void 0)continue;let c=$[r];f.push({code:c.
code,severity:"warning",path:`output line ${n.line}`,message:`this block between the markers${a.length>0?` (and ${a.length}\
 more before it)`:""} is also in ${c.where(n.at)}, so it is not taken as the agent's handoff (${c.why}); ${s===void 0?`n\
o handoff was taken from the output: a block the same as one in ${c.short} is never taken, wherever it is printed, so th\
e agent's own handoff goes to the file at $${g.handoffPath}`:`the block at output line ${s.line}, before it, was used`}`})}
return{json:s?.text??null,warnings:f}}function B(e){return w.filter(o=>e.some(t=>t.code===$[o].code))}var $={prompt:{code:u.
markersFromPrompt,where:()=>"the agent's prompt",why:"an agent that prints its prompt back prints it, and an upstream st\
age's text or the event may have written it",short:"its prompt"},event:{code:u.markersFromEvent,where:e=>e===void 0?"the\
 event that started the run (a string of its payload, such as an issue's or a comment's body)":`the event that started t\
he run, in ${e}`,why:"an agent that prints what a tool read, such as `gh issue view`, prints it, and whoever wrote that \
text chose it",short:"the event"}};function O(e,o){let t=p(e);return t===null?k(e):{kind:"invalid",problems:[m("$",`the \
block between the ${i.start} and ${i.end} lines in ${o} ${h(t)}; a handoff is UTF-8 JSON`)]}}function y(e,o){let t=e.indexOf(
`
`,o);return t===-1?e.length:t+1}export{w as a,F as b,R as c,B as d,O as e};
