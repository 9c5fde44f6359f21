import{f as n}from"./chunk-S3XHUHQQ.js";import{a}from"./chunk-RXTW3LH6.js";import{d as u}from"./chunk-FCWOFCWY.js";function h(s,e,t={}){switch(s){case"json":return{onEvent:i=>{let r=`${JSON.stringify(i)}
`;e(t.terminal?a(r):r)},close:()=>{}};case"plain":return new l(e,t.heartbeatMs??p)}}function o(s){if(s<1e3)return`${s}ms`;
let e=s/1e3;return e<60?`${e.toFixed(1)}s`:`${Math.floor(e/60)}m${String(Math.floor(e%60)).padStart(2,"0")}s`}var p=6e4,
l=class{#s;#e=new Map;#r;#i;#t=new Map;constructor(e,t){this.#s=e,this.#i=t,this.#r=setInterval(()=>this.#o(),Math.max(1e3,
Math.floor(t/12))),this.#r.unref?.()}onEvent(e){let t=e.type==="step-finished"?this.#t.get(e.leg):void 0;g(e,this.#s,t),
e.type==="notice"&&e.leg!==null?this.#t.set(e.leg,e.message):(e.type==="step-finished"||e.type==="job-finished")&&this.#t.
delete(e.leg);let i=Date.now();e.type==="step-started"?this.#e.set(e.leg,{step:e.step,name:e.name,started:i,said:i}):e.type===
"step-finished"||e.type==="job-finished"?this.#e.delete(e.leg):e.type==="run-finished"&&this.close()}close(){clearInterval(
this.#r)}#o(e=Date.now()){for(let[t,i]of this.#e){if(e-i.said<this.#i)continue;i.said=e;let r=new Date(e).toISOString().
slice(11,19);this.#s(`${r} ${a(t)}: step ${i.step+1} ${n(i.name,200)} still running (${o(e-i.started)})
`)}}};function c(s){return s>0?` in ${o(s)}`:""}function b(s,e){return n(`step ${s.step+1}${s.message?`: ${s.message}`:""}\
 \xB7 ${s.name}`,e)}function m(s){return`${s.leg??s.job??"run"}: ${s.level==="info"?"":`${s.level}: `}${s.message}`}function g(s,e,t){
let i=s.at.slice(11,19),r=d=>e(`${u(`${i} ${a(d).replaceAll(`
`,`
    `)}`)}
`);switch(s.type){case"run-started":r(`run ${s.run} started: ${s.workflow} (${s.jobs.length} job${s.jobs.length===1?"":"\
s"})`);break;case"job-legs":r(`${s.job}: matrix of ${s.legs.length} leg${s.legs.length===1?"":"s"}`);break;case"job-star\
ted":r(`${s.leg}: started${s.name===null?"":` (${s.name})`}`);break;case"step-started":r(`${s.leg}: step ${s.step+1} ${s.
name}`);break;case"step-finished":if(s.outcome==="skipped"&&s.message===null)break;r(`${s.leg}: step ${s.step+1} ${s.outcome}${s.
outcome===s.conclusion?"":" (continue-on-error)"} in ${o(s.duration_ms)}${s.message&&s.message!==t?`: ${s.message}`:""}`);
break;case"job-finished":r(s.reused?`${s.leg}: ${s.result}${c(s.duration_ms)}, reused from the run replayed${s.reason?` \
(${s.reason})`:""}${s.failed_step?`, where step ${s.failed_step.step+1} (${n(s.failed_step.name,80)}) failed: ${s.failed_step.
message??"failed"}`:""}`:s.reason&&s.result!=="failure"?`${s.leg}: ${s.result} (${s.reason})`:`${s.leg}: ${s.result} in ${o(
s.duration_ms)}`);break;case"job-skipped":r(`${s.job}: ${s.result} (${s.reason})`);break;case"stage-recorded":r(`${s.leg}\
: stage ${s.stage} attempt ${s.attempt} recorded: ${s.status}`);break;case"notice":r(m(s));break;case"run-finished":r(`r\
un ${s.run} ${s.status} in ${o(s.duration_ms)}`);break}}export{h as a,o as b,c,b as d,m as e};
