import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
var s=class extends Error{name="BatonError"},r=class extends s{name="UserError";code;where;details;constructor(a,t,n={}){super(t,n.cause===void 0?void 0:{cause:n.cause}),this.code=a,this.where=n.where,this.details=n.details??[]}},i=class extends s{name="SystemError"};function d(e){return e instanceof r?[e.where?`${e.where}: ${e.message}`:e.message,...e.details.map(t=>`  ${t}`)].join(`
`):e instanceof Error?e.message:String(e)}export{s as a,r as b,i as c,d};
