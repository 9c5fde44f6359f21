import{E as f,i as u,m as c}from"./chunk-3JGJAI7A.js";var d=t=>t.replace(/[.*+?^${}()|[\]\\-]/g,"\\$&"),p=new RegExp(`^[ \\t]*(${d(c.start)}|${d(c.end)})[ \\t]*\\r?$`,"gm");function k(t){
let s=[],n=-1,i=-1,r=1,a=0;for(let l of t.matchAll(p)){let o=l.index;for(let e=t.indexOf(`
`,a);e!==-1&&e<o;e=t.indexOf(`
`,e+1))r++;if(a=o,l[1]===c.start)n=h(t,o),i=r;else if(n!==-1){let e=o>n?t.slice(n,o).replace(/\r?\n$/,""):"";s.push({text:e,
line:i}),n=-1}}return{blocks:s,unterminated:n===-1?null:i}}function b(t,s={}){let{blocks:n,unterminated:i}=k(t),r,a=[];for(let e=n.
length-1;e>=0&&r===void 0;e--){let m=n[e];s.fromPrompt?.(m.text)?a.push(m):r=m}let l=[];i!==null&&l.push({code:f.markersUnterminated,
severity:"warning",path:`output line ${i}`,message:`${c.start} without a ${c.end} line after it; that block was ignored${r===
void 0?"":" and the complete block before it used"}`});let[o]=a;if(o!==void 0){let e=a.length-1;l.push({code:f.markersFromPrompt,
severity:"warning",path:`output line ${o.line}`,message:`this block between the markers${e>0?` (and ${e} more before it)`:
""} is also in the agent's prompt, so it is not taken as the agent's handoff (an agent that prints its prompt back print\
s it, and an upstream stage's text or the event may have written it); ${r===void 0?`no handoff was taken from the output\
: the agent's own goes to the file at $${u.handoffPath}, or in a block after its prompt`:`the block at output line ${r.line}\
, before it, was used`}`})}return{json:r?.text??null,warnings:l}}function h(t,s){let n=t.indexOf(`
`,s);return n===-1?t.length:n+1}export{k as a,b};
