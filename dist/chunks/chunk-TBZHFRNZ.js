import{j as k,m as h}from"./chunk-HL5P33SF.js";import{K as d,i as m,k as p,n as u,r as a}from"./chunk-XORNHACD.js";var g=e=>e.replace(/[.*+?^${}()|[\]\\-]/g,"\\$&"),b=new RegExp(`^[ \\t]*(${g(a.start)}|${g(a.end)})[ \\t]*\\r?$`,"gm");function $(e){
let o=[],t=-1,i=-1,r=1,l=0;for(let f of e.matchAll(b)){let s=f.index;for(let n=e.indexOf(`
`,l);n!==-1&&n<s;n=e.indexOf(`
`,n+1))r++;if(l=s,f[1]===a.start)t=w(e,s),i=r;else if(t!==-1){let n=s>t?e.slice(t,s).replace(/\r?\n$/,""):"";o.push({text:n,
line:i}),t=-1}}return{blocks:o,unterminated:t===-1?null:i}}function P(e,o={}){let{blocks:t,unterminated:i}=$(e),r,l=[];for(let n=t.
length-1;n>=0&&r===void 0;n--){let c=t[n];o.fromPrompt?.(c.text)?l.push(c):r=c}let f=[];i!==null&&f.push({code:d.markersUnterminated,
severity:"warning",path:`output line ${i}`,message:`${a.start} without a ${a.end} line after it; that block was ignored${r===
void 0?"":" and the complete block before it used"}`});let[s]=l;if(s!==void 0){let n=l.length-1;f.push({code:d.markersFromPrompt,
severity:"warning",path:`output line ${s.line}`,message:`this block between the markers${n>0?` (and ${n} more before it)`:
""} is also in the agent's prompt, so it is not taken as the agent's handoff (an agent that prints its prompt back print\
s it, and an upstream stage's text or the event may have written it); ${r===void 0?`no handoff was taken from the output\
: the agent's own goes to the file at $${u.handoffPath}, or in a block after its prompt`:`the block at output line ${r.line}\
, before it, was used`}`})}return{json:r?.text??null,warnings:f}}function M(e,o){let t=p(e);return t===null?h(e):{kind:"\
invalid",problems:[k("$",`the block between the ${a.start} and ${a.end} lines in ${o} ${m(t)}; a handoff is UTF-8 JSON`)]}}
function w(e,o){let t=e.indexOf(`
`,o);return t===-1?e.length:t+1}export{$ as a,P as b,M as c};
