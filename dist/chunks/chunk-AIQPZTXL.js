import{b as Z,k as C}from"./chunk-7BSUBNPW.js";import{a as W}from"./chunk-K3AYTBEL.js";import{k as cn,p as B,
s as k,t as O}from"./chunk-IQ7HBOFI.js";import{w as H,x as an,y as un,z as A}from"./chunk-G4KAFFH4.js";var _=class{#n;#e=new Map;constructor(e){this.#n=e}next(e,t){let r=this.#e.get(e);if(r===void 0){r=[];for(let o=this.#n.
indexOf(e);o>=0;o=this.#n.indexOf(e,o+1))r.push(o);this.#e.set(e,r)}let s=0,i=r.length;for(;s<i;){let o=s+i>>>1;r[o]<t?s=
o+1:i=o}return s<r.length?r[s]:-1}},Nn=/\s/;function q(n){return n!==void 0&&Nn.test(n)}function X(n,e){for(;q(n[e]);)e++;
return e}function I(n,e){for(;n[e]===" "||n[e]==="	";)e++;return e}function Y(n,e){for(let t=e+1;t<n.length;t++){let r=n[t];
if(r==="]")return t;if(r!=="[")continue;let s=t+1;for(;s<n.length&&n[s]!=="["&&n[s]!=="]";)s++;if(n[s]!=="]")return-1;t=
s}return-1}function dn(n,e){if(n[e]!=="[")return-1;let t=Math.min(n.length,e+1001);for(let r=e+1;r<t;r++){let s=n[r];if(s===
"]")return r+1;if(s==="["||s===`
`)return-1}return-1}function gn(n,e){let t=Math.min(n.length,e+1001);for(let r=e+1;r<t;r++){let s=n[r];if(s==="]")return r>
e+1?r:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function hn(n,e,t){if(n[e]!=="(")return null;let r=X(n,e+1);for(let s of Dn(n,r)){let i=Kn(
n,s,t);if(i>=0)return{url:n.slice(r,s),end:i}}return null}function Dn(n,e){let t=[];if(n[e]==="<"){let r=pn(n,e);r>=0&&t.
push(r+1)}return t.push(Gn(n,e)),t}function pn(n,e){for(let t=e+1;t<n.length;t++){let r=n[t];if(r===">")return t;if(r===
"<"||r===`
`)return-1}return-1}function fn(n){return n!==void 0&&n!=="("&&n!==")"&&!q(n)}function Gn(n,e){let t=e;for(;;){for(;fn(n[t]);)
t++;if(n[t]!=="(")return t;let r=t+1;for(;fn(n[r]);)r++;if(n[r]!==")")return t;t=r+1}}function Kn(n,e,t){let r=X(n,e);if(r>
e){let s=mn(n,r,t);if(s>=0){let i=X(n,s);if(n[i]===")")return i+1}}return n[r]===")"?r+1:-1}function mn(n,e,t){let r=n[e],
s=r==='"'||r==="'"?r:r==="("?")":void 0;if(s===void 0)return-1;let i=t.next(s,e+1);return i<0?-1:i+1}function $n(n,e,t){
let r=e;for(;r<e+3&&n[r]===" ";)r++;if(n[r]!=="[")return null;let s=r+1,i=Math.min(n.length,s+1e3),o=s;for(;o<i&&n[o]!==
"]"&&n[o]!==`
`;)o++;if(n[o]!=="]"||o===s||o-s>999||n[o+1]!==":")return null;let l=bn(n,o+2),u=Pn(n,l);for(let a of u){let c=Hn(n,a,t);
if(c>=0)return{label:n.slice(s,o),url:n.slice(l,a),end:c}}return null}function bn(n,e){let t=I(n,e);return n[t]===`
`?I(n,t+1):t}function Pn(n,e){let t=[];if(n[e]==="<"){let s=pn(n,e);s>=0&&t.push(s+1)}let r=e;for(;r<n.length&&!q(n[r]);)
r++;return r>e&&t.push(r),t}function Hn(n,e,t){let r=mn(n,bn(n,e),t);if(r>=0){let i=I(n,r);if(i===n.length||n[i]===`
`)return i}let s=I(n,e);return s===n.length||n[s]===`
`?s:-1}var Bn=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function M(n){return n.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(Bn,"")}var Zn=new RegExp(he(A),"gi"),Wn=A.replace(/:$/,"").replace(/:/g," ");function x(n){return n.replace(Zn,
`${Wn}: `)}function T(n,e){return Z(n,e.secrets??[]).text}function Rn(n,e={}){let t=v(e),r=Tn(t.serverUrl);return kn(n,t,
s=>{let i=[];for(let o of Yn(T(M(s),t)))if(o.kind==="code"){let l=i.at(-1);l!==void 0&&!Xn(l)&&i.push(""),i.push(Cn(o))}else{
let l=x(En(o.text,{tables:!0,serverHost:r}));i.push(Jn(l))}return i.join(`
`).replace(/^\n+/,"").trimEnd()},s=>qn(s,t))}function Xn(n){return/^[ \t]*$/.test(n.slice(n.lastIndexOf(`
`)+1))}function qn(n,e={}){let t=T(n,v(e)).split(`
`);return Cn({kind:"code",fence:"`",length:3,info:"",indent:0,lines:t})}function $(n,e={}){let t=v(e),r=Tn(t.serverUrl);
return kn(n,t,s=>{let i=yn(T(M(s),t));return x(En(i,{tables:!1,serverHost:r})).trim()},s=>z(s,t))}function U(n,e={}){return M(
n).split(`
`).map(r=>$(r,e)).filter(r=>r!=="").join("<br>").replace(/\|/g,"\\|")}function z(n,e={}){let t=v(e),r=x(yn(T(M(n),t))).trim(),
s="`".repeat(en(r,"`")+1),i=r.startsWith("`")||r.endsWith("`")||r===""?" ":"";return`${s}${i}${r}${i}${s}`}function yn(n){
return n.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function en(n,e){let t=0,r=0;for(let s=0;s<n.length;s++)r=n[s]===e?r+1:0,r>t&&(t=r);return t}function v(n){return Array.
isArray(n)?{secrets:n}:n}function kn(n,e,t,r){let s=t(n);for(let i=0;i<4;i++){let o=Z(s,e.secrets??[]);if(o.redactions.length===
0)return s;s=t(o.text)}return r(T(s,e))}function Yn(n){let e=n.split(`
`),t=[],r=[],s=()=>{r.length>0&&t.push({kind:"prose",text:r.join(`
`)}),r=[]};for(let i=0;i<e.length;i++){let o=e[i],l=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(o);if(!l||l[2][0]==="`"&&l[3].includes(
"`")){r.push(o);continue}s();let u=l[2],a=new RegExp(`^ {0,3}${u[0]==="`"?"`":"~"}{${u.length},}[ \\t]*$`),c=[];for(i++;i<
e.length&&!a.test(e[i]);i++)c.push(e[i]);t.push({kind:"code",fence:u[0]==="`"?"`":"~",length:u.length,info:Qn(l[3]),indent:l[1].
length,lines:c})}return s(),t}function Cn(n){let e=new RegExp(`^ {0,${n.indent}}`),t=x(n.lines.map(s=>s.replace(e,"")).join(
`
`)),r=n.fence.repeat(Math.max(n.length,en(t,n.fence)+1));return n.lines.length===0?`${r}${n.info}
${r}`:`${r}${n.info}
${t}
${r}`}function Jn(n){return n.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var Vn=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function Qn(n){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(n);return e&&!Vn.has(e[1].toLowerCase())?
e[1]:""}var V=class{#n=[];#e=new Map;tables;serverHost;constructor(e,t){this.tables=e,this.serverHost=t}add(e,t){return this.#n.
push(e),t!==void 0&&this.#e.set(this.#n.length-1,t),`\0${this.#n.length-1}\0`}plain(e){return this.#e.size===0?e:e.replace(
/\u0000(\d+)\u0000/g,(t,r)=>this.#e.get(Number(r))??t)}resolve(e,t=0){let r=[],s="",i=l=>{l!==""&&(r.push(l),s=l[l.length-
1])},o=0;for(let l of e.matchAll(/\u0000(\d+)\u0000/g)){i(e.slice(o,l.index)),o=l.index+l[0].length;let u=this.#n[Number(
l[1])]??"",a=t<16?this.resolve(u,t+1):u.replace(/\u0000/g,"");(/^[`\\]/.test(a)&&(s==="`"||s==="\\")||a.startsWith("[")&&
s==="!")&&i(" "),i(a)}return i(e.slice(o)),r.join("")}},ne=/[!-/:-@[-`{-~]/;function En(n,e){let t=new V(e.tables,e.serverHost),
r=ee(n,t);return r=te(r),r=re(r,t),r=An(r,t),t.resolve(L(r,t))}function L(n,e){let t=ce(n);return t=de(t,e),ge(t,e)}function ee(n,e){
let t=new Q(n),r="",s=0;for(;s<n.length;){let i=n[s];if(i==="\\"&&s+1<n.length&&ne.test(n[s+1])){let u=n[s+1];u==="`"?r+=
e.add("\\`"):u==="\\"?r+=e.add("\\\\"):"@#<>&[]!".includes(u)?r+=u:r+=`\\${u}`,s+=2;continue}if(i!=="`"){r+=i,s++;continue}
let o=1;for(;n[s+o]==="`";)o++;let l=t.find(s+o,o);l===-1||e.tables&&n.slice(s,l).includes("|")?(r+=e.add("\\`".repeat(o)),
s+=o):(r+=e.add(n.slice(s,l+o)),s=l+o)}return r}var Q=class{#n;#e=-1;#t=new Map;constructor(e){this.#n=e}find(e,t){e>this.#e&&
this.#r(e);let r=this.#t.get(t);if(r===void 0)return-1;for(;r.next<r.starts.length&&r.starts[r.next]<e;)r.next++;return r.
next<r.starts.length?r.starts[r.next]:-1}#r(e){let t=this.#n,r=t.indexOf(`
`,e);this.#e=r<0?t.length:r,this.#t=new Map;for(let s=e;s<this.#e;s++){if(t[s]!=="`")continue;let i=s;for(;t[i]==="`";)i++;
let o=this.#t.get(i-s);o?o.starts.push(s):this.#t.set(i-s,{starts:[s],next:0}),s=i}}};function te(n){let e="",t=0,r=!1,s=n.
indexOf("<!--");for(;s>=0;){let i=r?-1:n.indexOf("-->",s+4);r=i<0;let o=i>=0?i+3:n.startsWith("<!-->",s)?s+5:n.startsWith(
"<!--->",s)?s+6:-1;if(o<0){s=n.indexOf("<!--",s+1);continue}e+=n.slice(t,s),t=o,s=n.indexOf("<!--",t)}return e+n.slice(t)}
function re(n,e){return n.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(t,r)=>{let s=ie(r);return s&&!tn(s)?
e.add(`<${s}>`):j(r,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function J(n,e){let t="",r=0,
s=n.indexOf("[");for(;s>=0;){let i=s>r&&n[s-1]==="!",o=e(n,s,i);if(o===null){s=n.indexOf("[",s+1);continue}t+=n.slice(r,
i?s-1:s)+o.replacement,r=o.end,s=n.indexOf("[",r)}return t+n.slice(r)}function An(n,e){let t=new Map,r=se(n,t),s=(o,l,u)=>{
let a=u===void 0?null:On(u.replace(/^<|>$/g,"")),c=a&&_n(a),g=An(l,e);if(c&&tn(c)){let f=j(c,e);return g.trim()===""?f:`${g}\
 (${f})`}if(o){let f=g.trim()===""?"image":g;if(!a||!c)return f;if(le(a,e.serverHost))return e.add(`![${L(f,e)}](${c})`);
let d=e.plain(g.trim()===""?"image":`image: ${g}`);return e.add(`[${L(d,e)}](${c})`,d)}return c?e.add(`[${L(e.plain(g),e)}\
](${c})`):g},i=new _(r);return r=J(r,(o,l,u)=>{let a=Y(o,l),c=a<0?null:hn(o,a+1,i);return c===null?null:{end:c.end,replacement:s(
u,o.slice(l+1,a),c.url)}}),r=J(r,(o,l,u)=>{let a=Y(o,l),c=a<0?-1:dn(o,a+1);if(c<0)return null;let g=o.slice(l+1,a),f=o.slice(
a+2,c-1),d=t.get(nn(f===""?g:f));return{end:c,replacement:d===void 0?o.slice(u?l-1:l,c):s(u,g,d)}}),r=J(r,(o,l,u)=>{let a=gn(
o,l);if(a<0||"([:".includes(o[a+1]??" "))return null;let c=o.slice(l+1,a),g=t.get(nn(c));return g===void 0?null:{end:a+1,
replacement:s(u,c,g)}}),r}function se(n,e){let t=new _(n),r="",s=0;for(let i=0;i>=0&&i<=n.length;){let o=$n(n,i,t),l=n.indexOf(
`
`,o?o.end:i);if(o){let u=nn(o.label);e.has(u)||e.set(u,o.url.replace(/^<|>$/g,"")),r+=n.slice(s,i),s=o.end}i=l<0?-1:l+1}
return r+n.slice(s)}function nn(n){return n.trim().replace(/\s+/g," ").toLowerCase()}function ie(n){let e=On(n);return e&&
_n(e)}function On(n){if(!/^https:\/\//i.test(n))return null;let e;try{e=new URL(n)}catch{return null}return e.protocol!==
"https:"||e.hostname===""||e.username!==""||e.password!==""?null:e}function _n(n){return n.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,
e=>`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var wn=".githubusercontent.com",oe="camo.githubuser\
content.com";function le(n,e){if(e!==null&&n.host===e)return!0;if(n.port!=="")return!1;let t=n.hostname;return t==="gith\
ub.com"?!0:t.endsWith(wn)&&t!==oe&&!t.slice(0,-wn.length).split(".").includes("")}function Tn(n){if(!n)return null;try{let e=new URL(
n).host;return e===""?null:e}catch{return null}}var ae=new Set(["issues","pull","pulls","discussions"]);function tn(n){let e=n.
indexOf("://"),r=(e<0?n:n.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<r.length;s++)if(ae.has(ue(r[s]).toLowerCase())&&
/^\d/.test(r[s+1]))return!0;return!1}function ue(n){try{return decodeURIComponent(n)}catch{return n}}function ce(n){return n.
replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var fe=`?!.,:*_~'"`;function de(n,e){
return n.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(t,r)=>{let s=n[r-1]??"",i=n[r+t.length]??"",o=!/[A-Za-z0-9]/.
test(s)&&(i===""||/\s/.test(i)),l=t.length;for(;l>0&&fe.includes(t[l-1]);)l--;let u=t.slice(0,l);return o&&/^https:/i.test(
t)&&!t.includes("@")&&!tn(u)?e.add(t):j(u,e)+t.slice(l)})}var Sn=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function ge(n,e){let t=new RegExp(Sn.source,Sn.flags),r="",s=0;for(let i=t.exec(n);i!==null;i=t.exec(n)){let o=i.index;if(!(i.
groups.other===void 0||o===s||!/[A-Za-z0-9]/.test(n[o-1]??""))){t.lastIndex=o+1;continue}r+=n.slice(s,o)+j(i[0],e),s=o+i[0].
length}return r+n.slice(s)}function j(n,e){if(e.tables&&n.includes("|"))return n.split("|").map(s=>s===""?"":j(s,e)).join(
e.add("\\|"));let t="`".repeat(en(n,"`")+1),r=n.startsWith("`")||n.endsWith("`")?" ":"";return e.add(`${t}${r}${n}${r}${t}`)}
function he(n){return n.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var pe="default",zn=160,me=512;function $e(n,e=pe){return`<!-- ${A}${jn(n)}:${jn(e)} -->`}function jn(n){return encodeURIComponent(
n).replace(/[!'()*]/g,Mn).replace(/-(?=-)/g,"%2D")}function Mn(n){return`%${n.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function be(n){let e=0;for(let t=n.indexOf(`
`);t!==-1;t=n.indexOf(`
`,t+1))e++;return n.length+e}var we=5e4;function ln(n){return{secrets:n.secrets??[],...n.serverUrl===void 0?{}:{serverUrl:n.
serverUrl}}}function Je(n,e={}){let t=ke(n),r=e.maxLength??H.commentChars-me,s=t.length,i=(f,d=null,p=s,h=!0,m=s)=>{let b=Oe(
t,e,{fieldChars:f,fieldsCut:new Set,entriesKept:d,listsCut:new Set,sectionsKept:p,flowchart:h,rowsKept:m});return{text:b,
ok:be(b)<=r}},o=i(null);if(o.ok)return o.text;let l=64,u=(f,d,p)=>{let h={value:f,...p(f)};if(!h.ok)return null;for(;d-f>
Math.max(0,d>>6);){let m=Math.ceil((f+d)/2),b=p(m);b.ok?(f=m,h={value:m,...b}):d=m-1}return h},a=Math.max(l,Re(t)),c=u(l,
a,f=>i(f));if(c)return c.text;let g=u(0,ye(t),f=>i(l,f));return g?u(l,a,f=>i(f,g.value))?.text??g.text:u(0,s,f=>i(l,0,f))?.
text??u(0,s,f=>i(l,0,0,!1,f))?.text??i(l,0,0,!1,0).text}function Se(n){let e=n.handoff;return[e?.summary,e?.detail,e?.failure?.
reason,e?.next?.reason,n.record.outcome.message,...Object.values(e?.data??{}),...xn(n).flatMap(([,t])=>t),...(e?.artifacts??
[]).map(t=>t.description),...n.record.problems.map(t=>t.message)]}function Re(n){let e=0;for(let{latest:t}of n)for(let r of Se(
t))e=Math.max(e,r?.length??0);return e}function ye(n){let e=0;for(let{latest:t}of n){let r=t.handoff,s=[...xn(t).map(([,
i])=>i.length),Object.keys(r?.data??{}).length,r?.artifacts?.length??0,t.record.problems.length];for(let i of s)e=Math.max(
e,i)}return e}function xn(n){let e=n.handoff;return[["failure.blockers",e?.failure?.blockers],["failure.questions",e?.failure?.
questions],["expectations.deliverables",e?.expectations?.deliverables],["expectations.acceptance",e?.expectations?.acceptance],
["expectations.constraints",e?.expectations?.constraints]].filter(r=>(r[1]?.length??0)>0)}function ke(n){let e=new Map;for(let r of n){
let s=e.get(r.record.stage)??[];s.push(r),e.set(r.record.stage,s)}return[...e.entries()].map(([r,s])=>{let i=[...s].sort(
(o,l)=>B(k(o.record),k(l.record)));return{stage:r,latest:i[i.length-1],earlier:i.slice(0,-1)}}).sort((r,s)=>r.latest.record.
hop-s.latest.record.hop||C(In(r),In(s))||C(r.stage,s.stage))}function Ce(n,e){if(n.run.attempt===1)return e>1?`attempt ${n.
attempt} of ${e}`:"";let t=O(k(n));return e>1?`${t}, ${e} attempts`:t}function In(n){return(n.earlier[0]??n.latest).record.
agent.started_at}var K={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C",cancelled:"\u{1F6AB}"},Ee={
...K,running:"\u23F3",interrupted:"\u26A0\uFE0F"},sn=["failure","cancelled","blocked","partial","success"];function E(n){
return cn(n.status,n.outcome.reason)}function Un(n,e){let t=E(n),r=n.outcome.reason==="completed"||t==="cancelled"?"":` ${e(
n.outcome.reason)}`;return`${K[t]} ${t}${r}`}function Ae(n){let e=null;for(let{latest:t}of n){let r=E(t.record);(e===null||
sn.indexOf(r)<sn.indexOf(e))&&(e=r)}return e}function Oe(n,e,t){let r=ln(e),s=e.workflow??n[0]?.latest.record.run.workflow??
"workflow",i=n[0]?.latest.record.run,o=[$e(s,e.key)],l=e.cancelled||e.run?.status==="cancelled"?"cancelled":Ae(n),u=e.run?.
status==="failure"&&l!=="failure",a=e.run?.status==="running"||e.run?.status==="interrupted"?e.run.status:u?"failure":l??
e.run?.status??null,c=$(s,r)||"workflow";if(o.push(a===null?`## baton report \xB7 ${c}`:`## ${Ee[a]} baton report \xB7 ${c}\
 \xB7 ${a}`),o.push(Te(n,e.runId??i?.id??null,e)),u&&e.run&&e.run.failedJobs.length>0){let d=e.run.failedJobs.map(p=>z(p,
r));o.push(`The run failed: ${d.length===1?"job":"jobs"} ${d.join(", ")} failed.`)}let g=_e(e);if(n.length===0)o.push("N\
o baton records were found for this run. A stage that failed before it recorded (an input it refused, say) leaves none: \
its job\u2019s log says why."),g&&o.push(g);else{o.push(Ie(n,r,t)),g&&o.push(g);let d=t.flowchart?xe(n):"";d!==""&&d.length<=
we?o.push(d):t.flowchart=!1;for(let p of n.slice(0,t.sectionsKept))o.push(ve(p,e,t))}let f=Ne(n,t,e);return f&&o.push(f),
o.push("<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</sub>"),`${o.join(`

`)}
`}function _e(n){let e=[...n.unreadable??[]].sort((s,i)=>C(s.stage,i.stage)||B(s,i));if(e.length===0)return null;let t=e.
slice(0,20).map(s=>`> - ${z(y(s.stage))} ${O(s)}: ${$(s.reason,ln(n))}`);return e.length>t.length&&t.push(`> - and ${e.length-
t.length} more`),["> [!WARNING]",`> ${`${e.length} ${e.length===1?"record":"records"}`} of this run could not be read an\
d ${e.length===1?"is":"are"} not in this report:`,...t].join(`
`)}function Te(n,e,t){let r=n.reduce((a,c)=>a+1+c.earlier.length,0),s=new Map;for(let{latest:a}of n){let c=E(a.record);s.
set(c,(s.get(c)??0)+1)}let i=sn.filter(a=>s.has(a)).map(a=>`${s.get(a)} ${a}`),o=`${n.length} ${n.length===1?"stage":"st\
ages"}`,l=r>n.length?` in ${r} attempts`:"",u=je(e,t);return[`${o}${l}${i.length?` (${i.join(", ")})`:""}`,ze(n),u].filter(
Boolean).join(" \xB7 ")}function ze(n){let e=0,t=0,r=0,s=!1,i=!1;for(let l of n)for(let{record:u}of[...l.earlier,l.latest]){
let a=u.agent.usage;a&&((a.input_tokens!==void 0||a.output_tokens!==void 0)&&(s=!0),e+=a.input_tokens??0,t+=a.output_tokens??
0,a.cost_usd!==void 0&&(i=!0,r+=a.cost_usd))}let o=[];return s&&o.push(`${w(e)} tokens in, ${w(t)} out`),i&&o.push(vn(r)),
o.join(", ")}function je(n,e){let t=n===null?"the run":`run ${$(n)}`;return e.runUrl?`[View ${t}](${e.runUrl})`:n===null?
"":`local ${t}`}function Ie(n,e,t){let r=n.some(({latest:l})=>Ln(l)!==null),s=n.some(({latest:l})=>l.record.agent.usage?.
cost_usd!==void 0),i=["Stage","Status","Summary","Duration"];r&&i.push("Tokens"),s&&i.push("Cost");let o=[`| ${i.join(" \
| ")} |`,`|${i.map(()=>"---").join("|")}|`];for(let l of n.slice(0,t.rowsKept)){let{record:u,handoff:a}=l.latest,c=[`\`${y(
u.stage)}\``,Le(l),a?U(Me(a.summary,t.fieldChars),e)||"\u2014":"_no handoff_",Ue(l)];if(r&&c.push(Ln(l.latest)??"\u2014"),
s){let g=u.agent.usage?.cost_usd;c.push(g===void 0?"\u2014":vn(g))}o.push(`| ${c.join(" | ")} |`)}return t.rowsKept<n.length&&
o.push(`| \u2026 | ${n.length-t.rowsKept} more stages |${" |".repeat(i.length-2)}`),o.join(`
`)}function Le(n){let{record:e}=n.latest,t=[Un(e,s=>`(${s})`)],r=n.earlier.length+1;return r>1&&t.push(`\xB7 ${O(k(e))},\
 ${r} attempts`),t.join(" ")}function Me(n,e){let t=Math.min(zn,e??zn),s=(n.split(/\r?\n/).find(i=>i.trim()!=="")??"").trim();
return s.length>t?`${W(s,t-1)}\u2026`:s}function Ln(n){let e=n.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===
void 0)return null;let t=[];return e.input_tokens!==void 0&&t.push(`${w(e.input_tokens)} in`),e.output_tokens!==void 0&&
t.push(`${w(e.output_tokens)} out`),t.join(" / ")}function w(n){return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function vn(n){return n>=1?`$${n.toFixed(2)}`:`$${n.toFixed(4)}`}function G(n){if(n<1e3)return`${n} ms`;let e=n/1e3;
if(e<60)return`${e.toFixed(1)} s`;let t=Math.round(e),r=Math.floor(t/3600),s=Math.floor(t%3600/60),i=t%60;return r>0?`${r}\
 h ${String(s).padStart(2,"0")} min`:`${s} min ${String(i).padStart(2,"0")} s`}function xe(n){let e=new Map,t=l=>{let u=e.
get(l);return u===void 0&&(u=`s${e.size}`,e.set(l,u)),u};for(let l of n)t(l.stage);let r=new Set,s=[];for(let{stage:l,latest:u}of n){
let a=[...new Set(u.record.lineage.map(c=>c.stage))].sort(C);for(let c of a)r.add(`${t(c)} --> ${t(l)}`)}for(let{stage:l,
latest:u}of n){let a=u.handoff?.next?.stage;a!==void 0&&r.add(`${t(l)} -.->|next| ${t(a)}`)}for(let[l,u]of e){let a=n.find(
h=>h.stage===l);if(!a){s.push(`  ${u}["${F(y(l))}<br/>${F("no stage record")}"]:::absent`);continue}let{record:c}=a.latest,
g=a.earlier.length+1,f=E(c),d=`${K[f]} ${f}${g>1?` \xD7${g}`:""}`,p=f==="failure"||f==="blocked"?`:::${f}`:"";s.push(`  ${u}\
["${F(y(l))}<br/>${F(d)}"]${p}`)}for(let l of r)s.push(`  ${l}`);let i=l=>s.some(u=>u.endsWith(`:::${l}`)),o=[i("failure")?
"  classDef failure fill:#ffebe9,stroke:#cf222e,color:#1f2328":"",i("blocked")?"  classDef blocked fill:#fff8c5,stroke:#\
9a6700,color:#1f2328":"",i("absent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":
""].filter(Boolean);return["```mermaid","flowchart LR",...s,...o,"```"].join(`
`)}function F(n){let e="";for(let t of n)e+=/[A-Za-z0-9 _.,:/()-]/.test(t)?t:`#${t.codePointAt(0)};`;return e}function Ue(n){
let e=G(n.latest.record.agent.duration_ms);if(n.earlier.length===0)return e;let t=[n.latest,...n.earlier].reduce((r,s)=>r+
s.record.agent.duration_ms,0);return`${e} (${G(t)} in ${n.earlier.length+1} attempts)`}function ve(n,e,t){let r=ln(e),{record:s,
handoff:i}=n.latest,o=n.earlier.length+1,l=(f,d)=>Rn(R(n.stage,f,d,t),r),u=[`${K[E(s)]} <b>${y(s.stage)}</b>`,E(s),G(s.agent.
duration_ms),Ce(s,o)].filter(Boolean).join(" \xB7 "),a=[];if(s.outcome.reason!=="completed"){let f=s.outcome.message?`: ${$(
R(n.stage,"outcome",s.outcome.message,t),r)}`:"";a.push(`**Outcome:** \`${s.outcome.reason}\`${f}`)}if(i===null)a.push("\
_No handoff was captured for this attempt._");else{a.push("**Summary**",l("summary",i.summary)||"\u2014");let f=Object.entries(
i.data??{}).sort(([h],[m])=>C(h,m));if(f.length>0){let{shown:h,more:m}=D(n.stage,"data",f,t),b=h.map(([S,P])=>`| ${un.test(
S)?`\`${S}\``:U(S)} | ${U(R(n.stage,`data.${S}`,P,t),r)||"\u2014"} |`);m>0&&b.push(`| \u2026 | ${w(m)} more ${m===1?"key":
"keys"} |`),a.push(["**Data**","","| Key | Value |","|---|---|",...b].join(`
`))}let d=(h,m)=>Fe(n.stage,h,m,t,r);i.failure&&(a.push(`**Failure:** ${$(R(n.stage,"failure",i.failure.reason,t),r)}`),
i.failure.blockers?.length&&a.push(`Blockers:

${d("failure.blockers",i.failure.blockers)}`),i.failure.questions?.length&&a.push(`Questions:

${d("failure.questions",i.failure.questions)}`));let p=i.expectations;if(p&&(p.deliverables?.length||p.acceptance?.length||
p.constraints?.length)){let h=["**Expectations** for the next stage"];p.deliverables?.length&&h.push(`Deliverables:

${d("expectations.deliverables",p.deliverables)}`),p.acceptance?.length&&h.push(`Acceptance:

${d("expectations.acceptance",p.acceptance)}`),p.constraints?.length&&h.push(`Constraints:

${d("expectations.constraints",p.constraints)}`),a.push(h.join(`

`))}if(i.next){let h=i.next.reason?` \u2014 ${$(R(n.stage,"next.reason",i.next.reason,t),r)}`:"";a.push(`**Next:** \`${y(
i.next.stage)}\`${h}`)}if(i.artifacts?.length){let{shown:h,more:m}=D(n.stage,"artifacts",i.artifacts,t),b=h.map((S,P)=>{
let Fn=S.description?` \u2014 ${$(R(n.stage,`artifacts.${P}`,S.description,t),r)}`:"";return`- ${rn(S.path,r)}${Fn}`});a.
push(["**Artifacts**","",...b,...on(m)].join(`
`))}e.includeDetail&&i.detail&&a.push("**Detail**",l("detail",i.detail)||"\u2014")}let c=s.problems;if(c.length>0){let{shown:f,
more:d}=D(n.stage,"problems",c,t),p=f.map((h,m)=>`- ${h.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${rn(h.code)} ${rn(h.
path)}: ${$(R(n.stage,`problems.${m}`,h.message,t),r)}`);a.push(["**Problems**","",...p,...on(d)].join(`
`))}if(n.earlier.length>0){let f=n.earlier.map(({record:d})=>`- ${O(k(d))}: ${Un(d,p=>`(\`${p}\`)`)}, ${G(d.agent.duration_ms)}`);
a.push(["**Earlier attempts**","",...f].join(`
`))}return[s.status==="failure"||s.status==="blocked"?"<details open>":"<details>",`<summary>${u}</summary>`,"",a.join(`\


`),"","</details>"].join(`
`)}function Fe(n,e,t,r,s){let{shown:i,more:o}=D(n,e,t,r);return[...i.map((u,a)=>`- ${$(R(n,`${e}.${a}`,u,r),s)||"\u2014"}`),
...on(o)].join(`
`)}function D(n,e,t,r){return r.entriesKept===null||t.length<=r.entriesKept?{shown:t,more:0}:(r.listsCut.add(`${n}.${e}`),
{shown:t.slice(0,r.entriesKept),more:t.length-r.entriesKept})}function on(n){return n>0?[`- \u2026 ${w(n)} more`]:[]}function rn(n,e={}){
return z(n,e)}function y(n){return an.test(n)?n:encodeURIComponent(n).replace(/[!'()*]/g,Mn)}function R(n,e,t,r){if(r.fieldChars===
null||t.length<=r.fieldChars)return t;r.fieldsCut.add(`${n}.${e}`);let s=W(t,r.fieldChars);return`${s}

\u2026 (${w(t.length-s.length)} more characters cut)`}function N(n){let e=n.slice(0,10).map(t=>`\`${y(t)}\``);return n.length>
e.length?`${e.join(", ")} and ${n.length-e.length} more`:e.join(", ")}function Ne(n,e,t){let r=[];if(e.fieldsCut.size>0){
let l=[...new Set([...e.fieldsCut].map(u=>u.slice(0,u.indexOf("."))))];r.push(`${e.fieldsCut.size} ${e.fieldsCut.size===
1?"field was":"fields were"} cut to ${w(e.fieldChars??0)} characters (${N(l)})`)}if(e.listsCut.size>0){let l=[...new Set(
[...e.listsCut].map(c=>c.slice(0,c.indexOf("."))))],u=e.entriesKept??0,a=`${e.listsCut.size} ${e.listsCut.size===1?"list\
 shows":"lists show"}`;r.push(u===0?`${a} none of ${e.listsCut.size===1?"its":"their"} entries, only how many there are \
(${N(l)})`:`${a} ${e.listsCut.size===1?"its":"their"} first ${w(u)} ${u===1?"entry":"entries"} (${N(l)})`)}let s=n.slice(
e.sectionsKept).map(l=>l.stage);if(s.length>0&&r.push(`the sections of ${s.length} ${s.length===1?"stage were":"stages w\
ere"} left out (${N(s)})`),!e.flowchart&&n.length>0&&r.push("the diagram was left out"),e.rowsKept<n.length&&r.push(`the\
 table shows the first ${e.rowsKept} of ${n.length} stages`),r.length===0)return null;let i=t.recordsLocation??t.runUrl??
null,o=i?` The full records are in ${i}.`:"";return`> [!NOTE]
> This report was shortened to fit GitHub's ${w(H.commentChars)}-character limit: ${r.join("; ")}.${o}`}export{Rn as a,qn as b,$ as c,U as d,pe as e,$e as f,Je as g};
