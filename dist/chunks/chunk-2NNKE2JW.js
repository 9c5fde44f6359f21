import{d as C}from"./chunk-7SZ2QCAW.js";import{O as U,V as A,c as D}from"./chunk-QONJWPUT.js";import{Aa as _,
Ba as F,Ca as v,Da as f,Fa as h,Ga as b,Ma as O,ja as R,ka as x,oa as t,pa as m,qa as z,ta as T,ua as j,va as p}from"./chunk-VIRAYIUH.js";var Q=v(["success","failure","cancelled","skipped"]),N=v(["success","failure","cancelled","skipped"]),X=v(["success","fa\
ilure","cancelled"]),y=O.datetime(),E=b(m().check(z(),R())),Y=p({step:m().check(z(),R()),title:b(t()),file:b(t()),line:E,
end_line:E,col:E,end_column:E}),ee=p({step:m().check(z()),name:t(),message:b(t()),output_tail:h(t()),stages:h(j(t()))}),
te=_("type",[p({type:f("run-started"),at:y,run:t(),workflow:t(),jobs:j(p({id:t(),needs:j(t()),legs:b(j(t()))}))}),p({type:f(
"job-legs"),at:y,job:t(),legs:j(t())}),p({type:f("job-started"),at:y,job:t(),leg:t(),name:b(t()),matrix:b(F(t(),T()))}),
p({type:f("step-started"),at:y,job:t(),leg:t(),step:m().check(z()),name:t()}),p({type:f("step-finished"),at:y,job:t(),leg:t(),
step:m().check(z()),name:t(),outcome:N,conclusion:N,duration_ms:m().check(z(),x()),message:b(t()),output_tail:h(t())}),p(
{type:f("job-finished"),at:y,job:t(),leg:t(),result:Q,duration_ms:m().check(z(),x()),reason:h(t()),reused:h(f(!0)),failed_step:h(
ee)}),p({type:f("job-skipped"),at:y,job:t(),result:v(["skipped","cancelled"]),reason:t()}),p({type:f("notice"),at:y,level:v(
["info","warning","error"]),job:b(t()),leg:b(t()),message:t(),annotation:h(Y),problem:h(p({stage:t(),attempt:m().check(z(),
R()),code:t(),path:t()}))}),p({type:f("stage-recorded"),at:y,job:t(),leg:t(),stage:t(),attempt:m().check(z()),status:t()}),
p({type:f("run-finished"),at:y,run:t(),status:X,duration_ms:m().check(z(),x())})]);function*J(e,s){let i=new RegExp(`"ty\
pe":"(${s.join("|")})"`),n=s;for(let r of e.split(`
`)){if(!i.test(r))continue;let a;try{a=te.safeParse(JSON.parse(r)).data}catch{continue}a!==void 0&&n.includes(a.type)&&(yield a)}}var G=["run-started","job-legs","job-started","job-finished","job-skipped","stage-recorded"];function ke(e,s){return K(J(
e,G),s)}function K(e,s){let i=[],n=new Map,r=new Map,a=new Map,l=new Map,d=new Map,c=o=>{i.includes(o)||i.push(o)};for(let o of e)
switch(o.type){case"run-started":for(let u of o.jobs)c(u.id),n.set(u.id,u.legs);break;case"job-legs":c(o.job),n.set(o.job,
o.legs);break;case"job-started":c(o.job),r.set(o.job,(r.get(o.job)??new Set).add(o.leg));break;case"job-finished":c(o.job),
a.set(o.job,(a.get(o.job)??new Map).set(o.leg,o.result));break;case"job-skipped":c(o.job),l.set(o.job,o.result);break;case"\
stage-recorded":{let u=d.get(o.job)??[];u.includes(o.stage)||d.set(o.job,[...u,o.stage]);break}}let g=[];for(let o of i){
let u=l.get(o),w=a.get(o)??new Map,S=r.get(o)??new Set,k;if(u!==void 0)k=u;else{if(w.size===0&&S.size===0)continue;{let q=n.
get(o)??[...new Set([...S,...w.keys()])];k=[...S].some($=>!w.has($))||q.some($=>!w.has($))?s:ne([...w.values()])}}g.push(
{id:o,stages:d.get(o)??[],result:k})}return g}function Re(e){let s=[...J(e,[...G,"run-finished"])],i=null,n=null;for(let r of s)
r.type==="run-started"?i??=r.workflow:r.type==="run-finished"&&(n=r.status);return i===null?null:{workflow:i,jobs:K(s,"r\
unning"),end:n}}function ne(e){return e.includes("failure")?"failure":e.includes("cancelled")?"cancelled":e.every(s=>s===
"skipped")?"skipped":"success"}import{chmod as re,readdir as oe,rm as W}from"node:fs/promises";import{join as se}from"node:path";async function L(e){try{
return await W(e,{recursive:!0,force:!0}),!0}catch{await B(e).catch(()=>{});try{return await W(e,{recursive:!0,force:!0}),
!0}catch{return!1}}}async function B(e){await re(e,448);for(let s of await oe(e,{withFileTypes:!0}))s.isDirectory()&&await B(
se(e,s.name)).catch(()=>{})}import{lstat as V,readdir as I,readFile as ie,stat as H}from"node:fs/promises";import{tmpdir as ae}from"node:os";import{
basename as ue,join as Z,resolve as ce}from"node:path";var le=/^baton-run-(.+)-[A-Za-z0-9]{6}$/,pe=2e3,de=1e3,ge=50,P=new Map;function De(e,s={}){let i=ce(e.rootDir),n=(P.get(
i)??Promise.resolve()).then(()=>fe(e,s)),r=n.catch(()=>{});return P.set(i,r),r.then(()=>{P.get(i)===r&&P.delete(i)}),n}async function fe(e,s){
let i=s.tempRoot??ae(),n;try{n=await I(i)}catch{return[]}let r=[];for(let a of n){let l=le.exec(a)?.[1];if(l===void 0||!A(
l)||(await V(e.runDir(l)).catch(()=>null))?.isDirectory()!==!0)continue;let d=Z(i,a);if(!await ze(d))continue;let c=await be(
e,l,a);if(c===!1)continue;let g=[...new Set([d,...c===null?[]:[c]])],{stopped:o,running:u,looked:w}=await ye(g,s.graceMs??
pe),S=u.length===0&&await L(d),k=u.length===0?await me(e.runDir(l)):0;r.push({run:l,tempDir:d,removed:S,stopped:o,running:u,
looked:w,partial:k})}return r}function Ue(e){let s=e.tempDir,i=a=>`${a.length===1?"pid":"pids"} ${a.join(", ")}`,n=a=>a===
1?"1 process":`${a} processes`,r=[];return e.stopped.length>0&&r.push(`stopped ${n(e.stopped.length)} it left running (${i(
e.stopped)})`),e.running.length>0?r.push(`${n(e.running.length)} it left ${e.running.length===1?"is":"are"} still runnin\
g and could not be stopped (${i(e.running)}): its temp dir ${s} is kept until ${e.running.length===1?"it ends":"they end"}`):
e.removed?r.push(`removed its temp dir ${s}`):r.push(`its temp dir ${s} could not be removed: remove it yourself`),e.partial>
0&&r.push(`removed ${e.partial===1?"a write":`${e.partial} writes`} it had not finished from its records`),e.looked||r.push(
"processes it left running, if any, cannot be told apart on this system (no /proc): look for them with ps"),`run ${e.run}\
 was interrupted (its baton process is gone): ${r.join("; ")}`}async function me(e){let s=await I(e,{withFileTypes:!0}).
catch(()=>[]),i=0;for(let n of s)!(U(n.name)||D(n.name))||n.isSymbolicLink()||await L(Z(e,n.name))&&i++;return i}async function ze(e){
let s=await V(e).catch(()=>null),i=process.getuid?.();return s?.isDirectory()===!0&&(i===void 0||s.uid===i)}async function be(e,s,i){
try{let n=await e.readSummary(s);if(C(n)!=="interrupted")return!1;let r=n.process?.temp;return r===void 0?null:ue(r)===i?
r:!1}catch{return!1}}async function ye(e,s){let i=await M(e);if(i===null)return{stopped:[],running:[],looked:!1};let n=i,
r=new Set,a=new Set,l=(c,g)=>{for(let o of c)try{process.kill(o,g),r.add(o)}catch(u){u.code==="EPERM"&&a.add(o)}},d=async(c,g)=>{
for(let o=Date.now()+c;n.length>0&&Date.now()<o;)await new Promise(u=>setTimeout(u,ge)),n=await M(e)??[],l(n.filter(u=>!r.
has(u)&&!a.has(u)),g)};return l(n,"SIGTERM"),await d(s,"SIGTERM"),n.length>0&&(n=await M(e)??[],l(n,"SIGKILL"),await d(de,
"SIGKILL")),{stopped:[...r].filter(c=>!n.includes(c)).sort((c,g)=>c-g),running:[...n].sort((c,g)=>c-g),looked:!0}}async function M(e){
let s;try{await H("/proc/self/environ"),s=await I("/proc")}catch{return null}let i=process.getuid?.(),n=[];for(let r of s){
if(!/^[1-9][0-9]*$/.test(r))continue;let a=Number(r);if(a!==process.pid)try{if(i!==void 0&&(await H(`/proc/${r}`)).uid!==
i)continue;let l=await ie(`/proc/${r}/environ`,"utf8");e.some(d=>he(l,d))&&n.push(a)}catch{}}return n}function he(e,s){for(let i of e.
split("\0")){let n=i.slice(i.indexOf("=")+1);if(n===s||n.startsWith(`${s}/`))return!0}return!1}export{Q as a,X as b,ee as c,te as d,J as e,ke as f,Re as g,ne as h,L as i,De as j,Ue as k};
