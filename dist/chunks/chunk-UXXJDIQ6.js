import{Fa as O,ca as k,da as w,ha as e,ia as a,ja as l,ma as _,na as f,oa as s,ta as M,ua as T,va as j,wa as o,ya as g,za as u}from"./chunk-DFBKRPZ5.js";var G=j(["success","failure","cancelled","skipped"]),P=j(["success","failure","cancelled","skipped"]),U=j(["success","fa\
ilure","cancelled"]),c=O.datetime(),h=u(a().check(l(),k())),V=s({step:a().check(l(),k()),title:u(e()),file:u(e()),line:h,
end_line:h,col:h,end_column:h}),$=s({step:a().check(l()),name:e(),message:u(e()),output_tail:g(e()),stages:g(f(e()))}),q=M(
"type",[s({type:o("run-started"),at:c,run:e(),workflow:e(),jobs:f(s({id:e(),needs:f(e()),legs:u(f(e()))}))}),s({type:o("\
job-legs"),at:c,job:e(),legs:f(e())}),s({type:o("job-started"),at:c,job:e(),leg:e(),name:u(e()),matrix:u(T(e(),_()))}),s(
{type:o("step-started"),at:c,job:e(),leg:e(),step:a().check(l()),name:e()}),s({type:o("step-finished"),at:c,job:e(),leg:e(),
step:a().check(l()),name:e(),outcome:P,conclusion:P,duration_ms:a().check(l(),w()),message:u(e()),output_tail:g(e())}),s(
{type:o("job-finished"),at:c,job:e(),leg:e(),result:G,duration_ms:a().check(l(),w()),reason:g(e()),reused:g(o(!0)),failed_step:g(
$)}),s({type:o("job-skipped"),at:c,job:e(),result:j(["skipped","cancelled"]),reason:e()}),s({type:o("notice"),at:c,level:j(
["info","warning","error"]),job:u(e()),leg:u(e()),message:e(),annotation:g(V),problem:g(s({stage:e(),attempt:a().check(l(),
k()),code:e(),path:e()}))}),s({type:o("stage-recorded"),at:c,job:e(),leg:e(),stage:e(),attempt:a().check(l()),status:e()}),
s({type:o("run-finished"),at:c,run:e(),status:U,duration_ms:a().check(l(),w())})]);function*J(n,r){let z=new RegExp(`"ty\
pe":"(${r.join("|")})"`),b=r;for(let i of n.split(`
`)){if(!z.test(i))continue;let d;try{d=q.safeParse(JSON.parse(i)).data}catch{continue}d!==void 0&&b.includes(d.type)&&(yield d)}}var A=["run-started","job-legs","job-started","job-finished","job-skipped","stage-recorded"];function Z(n,r){return I(J(
n,A),r)}function I(n,r){let z=[],b=new Map,i=new Map,d=new Map,E=new Map,v=new Map,m=t=>{z.includes(t)||z.push(t)};for(let t of n)
switch(t.type){case"run-started":for(let p of t.jobs)m(p.id),b.set(p.id,p.legs);break;case"job-legs":m(t.job),b.set(t.job,
t.legs);break;case"job-started":m(t.job),i.set(t.job,(i.get(t.job)??new Set).add(t.leg));break;case"job-finished":m(t.job),
d.set(t.job,(d.get(t.job)??new Map).set(t.leg,t.result));break;case"job-skipped":m(t.job),E.set(t.job,t.result);break;case"\
stage-recorded":{let p=v.get(t.job)??[];p.includes(t.stage)||v.set(t.job,[...p,t.stage]);break}}let F=[];for(let t of z){
let p=E.get(t),y=d.get(t)??new Map,R=i.get(t)??new Set,S;if(p!==void 0)S=p;else{if(y.size===0&&R.size===0)continue;{let D=b.
get(t)??[...new Set([...R,...y.keys()])];S=[...R].some(x=>!y.has(x))||D.some(x=>!y.has(x))?r:C([...y.values()])}}F.push(
{id:t,stages:v.get(t)??[],result:S})}return F}function ee(n){let r=[...J(n,[...A,"run-finished"])],z=null,b=null;for(let i of r)
i.type==="run-started"?z??=i.workflow:i.type==="run-finished"&&(b=i.status);return z===null?null:{workflow:z,jobs:I(r,"r\
unning"),end:b}}function C(n){return n.includes("failure")?"failure":n.includes("cancelled")?"cancelled":n.every(r=>r===
"skipped")?"skipped":"success"}import{chmod as H,readdir as K,rm as N}from"node:fs/promises";import{join as L}from"node:path";async function re(n){try{
return await N(n,{recursive:!0,force:!0}),!0}catch{await B(n).catch(()=>{});try{return await N(n,{recursive:!0,force:!0}),
!0}catch{return!1}}}async function B(n){await H(n,448);for(let r of await K(n,{withFileTypes:!0}))r.isDirectory()&&await B(
L(n,r.name)).catch(()=>{})}export{G as a,U as b,$ as c,q as d,J as e,Z as f,ee as g,C as h,re as i};
