import{d as c}from"./chunk-DLONVVOM.js";async function R(o,n){let a=n??await o.list(),i=await Promise.allSettled(a.map(({stage:e,attempt:r,runAttempt:t})=>o.getAttempt(
e,r,t))),d=[],s=[];return i.forEach((e,r)=>{let{stage:t,attempt:l,runAttempt:p}=a[r];e.status==="fulfilled"?e.value&&d.push(
e.value):s.push({stage:t,attempt:l,runAttempt:p,reason:c(e.reason)})}),{records:d,unreadable:s}}export{R as a};
