import{d as s}from"./chunk-JFRZY623.js";async function e(t){let r=new AbortController,o=n=>r.abort(new Error(`stopped by ${n}`)),i=["SIGINT","SIGTERM"];for(let n of i)
process.on(n,o);try{return await t(r.signal)}finally{for(let n of i)process.off(n,o)}}function l(t,r){return e(o=>s(t(o),
o,r))}export{l as a};
