import{d as c}from"./chunk-BXL4BL7Z.js";async function m(o){let a=await o.list(),n=await Promise.allSettled(a.map(({stage:e,attempt:r,runAttempt:t})=>o.getAttempt(
e,r,t))),d=[],s=[];return n.forEach((e,r)=>{let{stage:t,attempt:i,runAttempt:l}=a[r];e.status==="fulfilled"?e.value&&d.push(
e.value):s.push({stage:t,attempt:i,runAttempt:l,reason:c(e.reason)})}),{records:d,unreadable:s}}export{m as a};
