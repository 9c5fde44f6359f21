async function l(t){let n=new AbortController,r=o=>n.abort(new Error(`stopped by ${o}`)),s=["SIGINT","SIGTERM"];for(let o of s)
process.on(o,r);try{return await t(n.signal)}finally{for(let o of s)process.off(o,r)}}export{l as a};
