var t=class extends Error{name="BatonError"},i=class extends t{name="UserError";code;where;details;constructor(s,n,r={}){
if(super(n,r.cause===void 0?void 0:{cause:r.cause}),this.code=s,this.where=r.where,this.details=r.details??[],this.where!==
void 0||this.details.length>0){let a=this.stack,o=n===""?this.name:`${this.name}: ${n}`;typeof a=="string"&&a.startsWith(
o)&&(this.stack=`${this.name}: ${c(this)}${a.slice(o.length)}`)}}},d=class extends t{name="SystemError"};for(let[e,s]of[
[t,"BatonError"],[i,"UserError"],[d,"SystemError"]])Object.defineProperty(e,"name",{value:s});function c(e){return e instanceof
i?[e.where?`${e.where}: ${e.message}`:e.message,...e.details.map(n=>`  ${n}`)].join(`
`):e instanceof Error?e.message:String(e)}export{t as a,i as b,d as c,c as d};
