function d(e,n){let{code:t,syscall:s}=h(e),i=r=>n===void 0?`see ${r}`:`raise ${r}, or ${n}`;switch(t){case"ENOSPC":return"\
the disk is full";case"EDQUOT":return"over the disk quota";case"EFBIG":return"over the file size limit: see ulimit -f";case"\
EMFILE":return`too many open files: ${i("ulimit -n")}`;case"ENFILE":return`too many files open on the whole system: rais\
e the system's limit (fs.file-max on Linux)${n===void 0?"":`, or ${n}`}`;case"EAGAIN":return s?.startsWith("spawn")?`too\
 many processes: ${i("ulimit -u")}`:null;default:return null}}function u(e,n){let t=d(e,n),s=e instanceof Error?e.message:
String(e);return t===null?s:`${s} (${t})`}function h(e){if(typeof e!="object"||e===null)return{};let{code:n,syscall:t}=e;
return{...typeof n=="string"?{code:n}:{},...typeof t=="string"?{syscall:t}:{}}}var a=class extends Error{name="BatonError"},o=class extends a{name="UserError";code;where;details;constructor(n,t,s={}){
if(super(t,s.cause===void 0?void 0:{cause:s.cause}),this.code=n,this.where=s.where,this.details=s.details??[],this.where!==
void 0||this.details.length>0){let i=this.stack,r=t===""?this.name:`${this.name}: ${t}`;typeof i=="string"&&i.startsWith(
r)&&(this.stack=`${this.name}: ${c(this)}${i.slice(r.length)}`)}}},l=class extends a{name="SystemError"};for(let[e,n]of[
[a,"BatonError"],[o,"UserError"],[l,"SystemError"]])Object.defineProperty(e,"name",{value:n});function c(e){return e instanceof
o?[e.where?`${e.where}: ${e.message}`:e.message,...e.details.map(t=>`  ${t}`)].join(`
`):u(e)}function y(e){return c(e).split(`
`).map(n=>n.replace(/^ {2}/,""))}function g(e,n="value"){throw new l(`unexpected ${n}: ${JSON.stringify(e)}`)}export{d as a,u as b,a as c,o as d,l as e,c as f,y as g,g as h};
