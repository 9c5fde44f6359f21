import{w as g,z as i}from"./chunk-P5WILCBV.js";import{d as f}from"./chunk-OKFZ7BVP.js";import{E as m,a as d}from"./chunk-RHKLK6JY.js";var l=100;function h(e,t){if(!m.test(e))throw new f("stage-id-invalid",`job id "${e}" is not a valid stage id: it must s\
tart with a letter or _ and have at most 99 more letters, digits, _ or -`,{where:`jobs.${e}`});let r=t?$(t):[],n=[e,...r].
join("-");if(n.length<=l)return n;let o=`-${d(n)}`;return`${n.slice(0,l-o.length).replace(/-+$/,"")}${o}`}function $(e){
return Object.keys(e).sort(p).flatMap(t=>u(e[t])).filter(t=>t.length>0)}function y(e){return e.normalize("NFKD").replace(
/[\u0300-\u036f]/g,"").toLowerCase().replace(/[^a-z0-9_]+/g,"-").replace(/^-+|-+$/g,"")}function u(e){if(e==null)return[
"null"];if(Array.isArray(e))return e.flatMap(u);if(typeof e=="object"){let t=e;return Object.keys(t).sort(p).flatMap(r=>u(
t[r]))}return[y(String(e))]}function p(e,t){return e<t?-1:e>t?1:0}function S(e){let t=new Map;for(let r of e){let n=t.get(r.stage);(n===void 0||g(r,n)>0)&&t.set(r.stage,r)}return t}function v(e){
for(let t of e.values())if(t.runAttempt>1)return!0;return!1}function w(e,t){let r;for(let n of e.lineage){let o=n.run_attempt??
1,s=t.get(n.stage)?.runAttempt??o;s<=o||(r===void 0||s>r.newerRunAttempt||s===r.newerRunAttempt&&p(n.stage,r.upstream)<0)&&
(r={record:i(e),upstream:n.stage,readRunAttempt:o,newerRunAttempt:s})}return r}function x(e,t=[]){let r=S([...e.map(s=>i(
s.record)),...t]),n=new Map;if(!v(r))return n;let o=new Map;for(let s of e){let a=o.get(s.record.stage);(a===void 0||g(i(
s.record),i(a.record))>0)&&o.set(s.record.stage,s)}for(let[s,a]of o){let c=w(a.record,r);c!==void 0&&n.set(s,c)}return n}
function P(e){let{record:t}=e;return`its newest record, attempt ${t.attempt} of run attempt ${t.runAttempt}, was rendere\
d from stage ${e.upstream}'s record of run attempt ${e.readRunAttempt}, and ${e.upstream} ran again in run attempt ${e.newerRunAttempt}\
 while ${t.stage} did not (its job was skipped, or stopped before it recorded)`}var _={flags:!0,job:e=>`--job ${e}`,passJob:e=>`--job ${e}`,input:(e,t)=>t===void 0?`--input ${e}`:`--input ${e}=${t}`,passInput:e=>`\
--input ${e}=<value>`,eventName:e=>`--event-name ${JSON.stringify(e)}`,passEventName:e=>`--event-name ${e}`,event:"--eve\
nt",withEvent:"--event",vars:"--var",secrets:"--secret",passSecret:e=>`--secret ${e}`,secretNotGiven:e=>`no --secret ${e}\
 was given`,giveSecret:e=>`export ${e} and pass --secret ${e}`,dropSecret:e=>`drop --secret ${e}`,setSecret:e=>`export ${e}\
=\u2026`,parent:"--parent",from:"--from",fromStage:e=>`--from ${e}`,replay:(e,t)=>`baton replay ${e} --from ${t}`,run:e=>`\
baton run ${e}`,runCommand:"baton run",typedValues:"an --input, a --var or the event",noPath:"PATH is not set in its env\
ironment",fewerJobs:"run fewer jobs at once with -j N"},E={flags:!1,job:e=>`job ${JSON.stringify(e)}`,passJob:e=>`{ job:\
 ${JSON.stringify(e)} }`,input:(e,t)=>`inputs${R(e)}${t===void 0?"":` ${JSON.stringify(t)}`}`,passInput:e=>`{ inputs: { ${b(
e)}: <value> } }`,eventName:e=>`eventName ${JSON.stringify(e)}`,passEventName:e=>`{ eventName: ${JSON.stringify(e)} }`,event:"\
event",withEvent:"the event option",vars:"vars",secrets:"secrets",passSecret:e=>`{ secrets: [${JSON.stringify(e)}] }`,secretNotGiven:e=>`\
secrets does not name ${e}`,giveSecret:e=>`set ${e} in env and name it in secrets`,dropSecret:e=>`take ${e} out of secre\
ts`,setSecret:e=>`set ${e} in env`,parent:"parent",from:"from",fromStage:e=>`from ${JSON.stringify(e)}`,replay:(e,t)=>`r\
eplayWorkflow(${JSON.stringify(e)}, ${JSON.stringify(t)})`,run:e=>`runWorkflow(${JSON.stringify(e)}, \u2026)`,runCommand:"\
runWorkflow",typedValues:"inputs, vars or the event",noPath:"PATH is not set in the environment the run was given: runWo\
rkflow's env replaces process.env (give { ...process.env, NAME: 'value' } to add to it)",fewerJobs:"run fewer jobs at on\
ce with a lower concurrency"};function R(e){return/^[A-Za-z_$][\w$-]*$/.test(e)?`.${e}`:`[${JSON.stringify(e)}]`}function b(e){
return/^[A-Za-z_$][\w$]*$/.test(e)?e:JSON.stringify(e)}export{l as a,h as b,$ as c,p as d,S as e,v as f,w as g,x as h,P as i,_ as j,E as k};
