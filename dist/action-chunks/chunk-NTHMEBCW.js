function g(e,n){let i=c(n);for(let t of e)if(t===n)return t;for(let t of e)if(c(t)===i)return t}function c(e){return e.replace(/[A-Z]/g,n=>n.toLowerCase())}function l(e,n,i){let t=new Map(e.jobs.map(s=>[s.id,s])),d=new Map([[n,n]]),a=[n];for(let s=a.shift();s!==void 0;s=a.shift())
for(let o of t.get(s)?.needs??[])if(!(d.has(o.id)||!t.has(o.id))){if(d.set(o.id,s),o.id===i){let u=[i];for(let r=s;r!==n;r=
d.get(r))u.unshift(r);return[n,...u]}a.push(o.id)}return null}function b(e){return e.slice(0,-1).map((n,i)=>`${n} needs ${e[i+
1]}`).join(", ")}export{g as a,l as b,b as c};
