import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
var a=class extends Error{constructor(s,n){super(s,n),this.name=new.target.name}},i=class extends a{code;where;details;constructor(s,n,t={}){super(n,t.cause===void 0?void 0:{cause:t.cause}),this.code=s,this.where=t.where,this.details=t.details??[]}},d=class extends a{};function r(e){return e instanceof i?[e.where?`${e.where}: ${e.message}`:e.message,...e.details.map(n=>`  ${n}`)].join(`
`):e instanceof Error?e.message:String(e)}export{a,i as b,d as c,r as d};
