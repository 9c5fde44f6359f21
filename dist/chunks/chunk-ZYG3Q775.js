import{b as x,m as S}from"./chunk-NNC3XYKT.js";import{a as H}from"./chunk-K3AYTBEL.js";import{k as sn,p as P,
s as w,t as k}from"./chunk-IQ7HBOFI.js";import{w as G,x as tn,y as rn,z as E}from"./chunk-G4KAFFH4.js";var A=class{#n;#e=new Map;constructor(e){this.#n=e}next(e,r){let t=this.#e.get(e);if(t===void 0){t=[];for(let o=this.#n.
indexOf(e);o>=0;o=this.#n.indexOf(e,o+1))t.push(o);this.#e.set(e,t)}let s=0,i=t.length;for(;s<i;){let o=s+i>>>1;t[o]<r?s=
o+1:i=o}return s<t.length?t[s]:-1}},Mn=/\s/;function K(n){return n!==void 0&&Mn.test(n)}function B(n,e){for(;K(n[e]);)e++;
return e}function T(n,e){for(;n[e]===" "||n[e]==="	";)e++;return e}function Z(n,e){for(let r=e+1;r<n.length;r++){let t=n[r];
if(t==="]")return r;if(t!=="[")continue;let s=r+1;for(;s<n.length&&n[s]!=="["&&n[s]!=="]";)s++;if(n[s]!=="]")return-1;r=
s}return-1}function ln(n,e){if(n[e]!=="[")return-1;let r=Math.min(n.length,e+1001);for(let t=e+1;t<r;t++){let s=n[t];if(s===
"]")return t+1;if(s==="["||s===`
`)return-1}return-1}function un(n,e){let r=Math.min(n.length,e+1001);for(let t=e+1;t<r;t++){let s=n[t];if(s==="]")return t>
e+1?t:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function an(n,e,r){if(n[e]!=="(")return null;let t=B(n,e+1);for(let s of Ln(n,t)){let i=Fn(
n,s,r);if(i>=0)return{url:n.slice(t,s),end:i}}return null}function Ln(n,e){let r=[];if(n[e]==="<"){let t=cn(n,e);t>=0&&r.
push(t+1)}return r.push(Un(n,e)),r}function cn(n,e){for(let r=e+1;r<n.length;r++){let t=n[r];if(t===">")return r;if(t===
"<"||t===`
`)return-1}return-1}function on(n){return n!==void 0&&n!=="("&&n!==")"&&!K(n)}function Un(n,e){let r=e;for(;;){for(;on(n[r]);)
r++;if(n[r]!=="(")return r;let t=r+1;for(;on(n[t]);)t++;if(n[t]!==")")return r;r=t+1}}function Fn(n,e,r){let t=B(n,e);if(t>
e){let s=fn(n,t,r);if(s>=0){let i=B(n,s);if(n[i]===")")return i+1}}return n[t]===")"?t+1:-1}function fn(n,e,r){let t=n[e],
s=t==='"'||t==="'"?t:t==="("?")":void 0;if(s===void 0)return-1;let i=r.next(s,e+1);return i<0?-1:i+1}function dn(n,e,r){
let t=e;for(;t<e+3&&n[t]===" ";)t++;if(n[t]!=="[")return null;let s=t+1,i=Math.min(n.length,s+1e3),o=s;for(;o<i&&n[o]!==
"]"&&n[o]!==`
`;)o++;if(n[o]!=="]"||o===s||o-s>999||n[o+1]!==":")return null;let l=gn(n,o+2),a=vn(n,l);for(let u of a){let c=Nn(n,u,r);
if(c>=0)return{label:n.slice(s,o),url:n.slice(l,u),end:c}}return null}function gn(n,e){let r=T(n,e);return n[r]===`
`?T(n,r+1):r}function vn(n,e){let r=[];if(n[e]==="<"){let s=cn(n,e);s>=0&&r.push(s+1)}let t=e;for(;t<n.length&&!K(n[t]);)
t++;return t>e&&r.push(t),r}function Nn(n,e,r){let t=fn(n,gn(n,e),r);if(t>=0){let i=T(n,t);if(i===n.length||n[i]===`
`)return i}let s=T(n,e);return s===n.length||n[s]===`
`?s:-1}var Dn=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function I(n){return n.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(Dn,"")}var Gn=new RegExp(ue(E),"gi"),Pn=E.replace(/:$/,"").replace(/:/g," ");function j(n){return n.replace(Gn,
`${Pn}: `)}function y(n,e){return x(n,e.secrets??[]).text}function mn(n,e={}){let r=L(e),t=An(r.serverUrl);return bn(n,r,
s=>{let i=[];for(let o of Bn(y(I(s),r)))if(o.kind==="code"){let l=i.at(-1);l!==void 0&&!xn(l)&&i.push(""),i.push(wn(o))}else{
let l=j(Sn(o.text,{tables:!0,serverHost:t}));i.push(Kn(l))}return i.join(`
`).replace(/^\n+/,"").trimEnd()},s=>Hn(s,r))}function xn(n){return/^[ \t]*$/.test(n.slice(n.lastIndexOf(`
`)+1))}function Hn(n,e={}){let r=y(n,L(e)).split(`
`);return wn({kind:"code",fence:"`",length:3,info:"",indent:0,lines:r})}function m(n,e={}){let r=L(e),t=An(r.serverUrl);
return bn(n,r,s=>{let i=$n(y(I(s),r));return j(Sn(i,{tables:!1,serverHost:t})).trim()},s=>_(s,r))}function M(n,e={}){return I(
n).split(`
`).map(t=>m(t,e)).filter(t=>t!=="").join("<br>").replace(/\|/g,"\\|")}function _(n,e={}){let r=L(e),t=j($n(y(I(n),r))).trim(),
s="`".repeat(V(t,"`")+1),i=t.startsWith("`")||t.endsWith("`")||t===""?" ":"";return`${s}${i}${t}${i}${s}`}function $n(n){
return n.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function V(n,e){let r=0,t=0;for(let s=0;s<n.length;s++)t=n[s]===e?t+1:0,t>r&&(r=t);return r}function L(n){return Array.
isArray(n)?{secrets:n}:n}function bn(n,e,r,t){let s=r(n);for(let i=0;i<4;i++){let o=x(s,e.secrets??[]);if(o.redactions.length===
0)return s;s=r(o.text)}return t(y(s,e))}function Bn(n){let e=n.split(`
`),r=[],t=[],s=()=>{t.length>0&&r.push({kind:"prose",text:t.join(`
`)}),t=[]};for(let i=0;i<e.length;i++){let o=e[i],l=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(o);if(!l||l[2][0]==="`"&&l[3].includes(
"`")){t.push(o);continue}s();let a=l[2],u=new RegExp(`^ {0,3}${a[0]==="`"?"`":"~"}{${a.length},}[ \\t]*$`),c=[];for(i++;i<
e.length&&!u.test(e[i]);i++)c.push(e[i]);r.push({kind:"code",fence:a[0]==="`"?"`":"~",length:a.length,info:Wn(l[3]),indent:l[1].
length,lines:c})}return s(),r}function wn(n){let e=new RegExp(`^ {0,${n.indent}}`),r=j(n.lines.map(s=>s.replace(e,"")).join(
`
`)),t=n.fence.repeat(Math.max(n.length,V(r,n.fence)+1));return n.lines.length===0?`${t}${n.info}
${t}`:`${t}${n.info}
${r}
${t}`}function Kn(n){return n.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var Zn=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function Wn(n){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(n);return e&&!Zn.has(e[1].toLowerCase())?
e[1]:""}var X=class{#n=[];#e=new Map;tables;serverHost;constructor(e,r){this.tables=e,this.serverHost=r}add(e,r){return this.#n.
push(e),r!==void 0&&this.#e.set(this.#n.length-1,r),`\0${this.#n.length-1}\0`}plain(e){return this.#e.size===0?e:e.replace(
/\u0000(\d+)\u0000/g,(r,t)=>this.#e.get(Number(t))??r)}resolve(e,r=0){let t=[],s="",i=l=>{l!==""&&(t.push(l),s=l[l.length-
1])},o=0;for(let l of e.matchAll(/\u0000(\d+)\u0000/g)){i(e.slice(o,l.index)),o=l.index+l[0].length;let a=this.#n[Number(
l[1])]??"",u=r<16?this.resolve(a,r+1):a.replace(/\u0000/g,"");(/^[`\\]/.test(u)&&(s==="`"||s==="\\")||u.startsWith("[")&&
s==="!")&&i(" "),i(u)}return i(e.slice(o)),t.join("")}},Xn=/[!-/:-@[-`{-~]/;function Sn(n,e){let r=new X(e.tables,e.serverHost),
t=Yn(n,r);return t=Jn(t),t=Vn(t,r),t=Rn(t,r),r.resolve(z(t,r))}function z(n,e){let r=se(n);return r=oe(r,e),le(r,e)}function Yn(n,e){
let r=new Y(n),t="",s=0;for(;s<n.length;){let i=n[s];if(i==="\\"&&s+1<n.length&&Xn.test(n[s+1])){let a=n[s+1];a==="`"?t+=
e.add("\\`"):a==="\\"?t+=e.add("\\\\"):"@#<>&[]!".includes(a)?t+=a:t+=`\\${a}`,s+=2;continue}if(i!=="`"){t+=i,s++;continue}
let o=1;for(;n[s+o]==="`";)o++;let l=r.find(s+o,o);l===-1||e.tables&&n.slice(s,l).includes("|")?(t+=e.add("\\`".repeat(o)),
s+=o):(t+=e.add(n.slice(s,l+o)),s=l+o)}return t}var Y=class{#n;#e=-1;#t=new Map;constructor(e){this.#n=e}find(e,r){e>this.#e&&
this.#r(e);let t=this.#t.get(r);if(t===void 0)return-1;for(;t.next<t.starts.length&&t.starts[t.next]<e;)t.next++;return t.
next<t.starts.length?t.starts[t.next]:-1}#r(e){let r=this.#n,t=r.indexOf(`
`,e);this.#e=t<0?r.length:t,this.#t=new Map;for(let s=e;s<this.#e;s++){if(r[s]!=="`")continue;let i=s;for(;r[i]==="`";)i++;
let o=this.#t.get(i-s);o?o.starts.push(s):this.#t.set(i-s,{starts:[s],next:0}),s=i}}};function Jn(n){let e="",r=0,t=!1,s=n.
indexOf("<!--");for(;s>=0;){let i=t?-1:n.indexOf("-->",s+4);t=i<0;let o=i>=0?i+3:n.startsWith("<!-->",s)?s+5:n.startsWith(
"<!--->",s)?s+6:-1;if(o<0){s=n.indexOf("<!--",s+1);continue}e+=n.slice(r,s),r=o,s=n.indexOf("<!--",r)}return e+n.slice(r)}
function Vn(n,e){return n.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(r,t)=>{let s=Qn(t);return s&&!q(s)?
e.add(`<${s}>`):O(t,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function W(n,e){let r="",t=0,
s=n.indexOf("[");for(;s>=0;){let i=s>t&&n[s-1]==="!",o=e(n,s,i);if(o===null){s=n.indexOf("[",s+1);continue}r+=n.slice(t,
i?s-1:s)+o.replacement,t=o.end,s=n.indexOf("[",t)}return r+n.slice(t)}function Rn(n,e){let r=new Map,t=qn(n,r),s=(o,l,a)=>{
let u=a===void 0?null:En(a.replace(/^<|>$/g,"")),c=u&&kn(u),g=Rn(l,e);if(c&&q(c)){let d=O(c,e);return g.trim()===""?d:`${g}\
 (${d})`}if(o){let d=g.trim()===""?"image":g;if(!u||!c)return d;if(ee(u,e.serverHost))return e.add(`![${z(d,e)}](${c})`);
let f=e.plain(g.trim()===""?"image":`image: ${g}`);return e.add(`[${z(f,e)}](${c})`,f)}return c?e.add(`[${z(e.plain(g),e)}\
](${c})`):g},i=new A(t);return t=W(t,(o,l,a)=>{let u=Z(o,l),c=u<0?null:an(o,u+1,i);return c===null?null:{end:c.end,replacement:s(
a,o.slice(l+1,u),c.url)}}),t=W(t,(o,l,a)=>{let u=Z(o,l),c=u<0?-1:ln(o,u+1);if(c<0)return null;let g=o.slice(l+1,u),d=o.slice(
u+2,c-1),f=r.get(J(d===""?g:d));return{end:c,replacement:f===void 0?o.slice(a?l-1:l,c):s(a,g,f)}}),t=W(t,(o,l,a)=>{let u=un(
o,l);if(u<0||"([:".includes(o[u+1]??" "))return null;let c=o.slice(l+1,u),g=r.get(J(c));return g===void 0?null:{end:u+1,
replacement:s(a,c,g)}}),t}function qn(n,e){let r=new A(n),t="",s=0;for(let i=0;i>=0&&i<=n.length;){let o=dn(n,i,r),l=n.indexOf(
`
`,o?o.end:i);if(o){let a=J(o.label);e.has(a)||e.set(a,o.url.replace(/^<|>$/g,"")),t+=n.slice(s,i),s=o.end}i=l<0?-1:l+1}return t+
n.slice(s)}function J(n){return n.trim().replace(/\s+/g," ").toLowerCase()}function Qn(n){let e=En(n);return e&&kn(e)}function En(n){
if(!/^https:\/\//i.test(n))return null;let e;try{e=new URL(n)}catch{return null}return e.protocol!=="https:"||e.hostname===
""||e.username!==""||e.password!==""?null:e}function kn(n){return n.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,e=>`\
%${e.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var hn=".githubusercontent.com",ne="camo.githubusercont\
ent.com";function ee(n,e){if(e!==null&&n.host===e)return!0;if(n.port!=="")return!1;let r=n.hostname;return r==="github.c\
om"?!0:r.endsWith(hn)&&r!==ne&&!r.slice(0,-hn.length).split(".").includes("")}function An(n){if(!n)return null;try{let e=new URL(
n).host;return e===""?null:e}catch{return null}}var te=new Set(["issues","pull","pulls","discussions"]);function q(n){let e=n.
indexOf("://"),t=(e<0?n:n.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<t.length;s++)if(te.has(re(t[s]).toLowerCase())&&
/^\d/.test(t[s+1]))return!0;return!1}function re(n){try{return decodeURIComponent(n)}catch{return n}}function se(n){return n.
replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var ie=`?!.,:*_~'"`;function oe(n,e){
return n.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(r,t)=>{let s=n[t-1]??"",i=n[t+r.length]??"",o=!/[A-Za-z0-9]/.
test(s)&&(i===""||/\s/.test(i)),l=r.length;for(;l>0&&ie.includes(r[l-1]);)l--;let a=r.slice(0,l);return o&&/^https:/i.test(
r)&&!r.includes("@")&&!q(a)?e.add(r):O(a,e)+r.slice(l)})}var pn=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function le(n,e){let r=new RegExp(pn.source,pn.flags),t="",s=0;for(let i=r.exec(n);i!==null;i=r.exec(n)){let o=i.index;if(!(i.
groups.other===void 0||o===s||!/[A-Za-z0-9]/.test(n[o-1]??""))){r.lastIndex=o+1;continue}t+=n.slice(s,o)+O(i[0],e),s=o+i[0].
length}return t+n.slice(s)}function O(n,e){if(e.tables&&n.includes("|"))return n.split("|").map(s=>s===""?"":O(s,e)).join(
e.add("\\|"));let r="`".repeat(V(n,"`")+1),t=n.startsWith("`")||n.endsWith("`")?" ":"";return e.add(`${r}${t}${n}${t}${r}`)}
function ue(n){return n.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var ae="default",yn=160,ce=512;function fe(n,e=ae){return`<!-- ${E}${_n(n)}:${_n(e)} -->`}function _n(n){return encodeURIComponent(
n).replace(/[!'()*]/g,zn).replace(/-(?=-)/g,"%2D")}function zn(n){return`%${n.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function de(n){let e=0;for(let r=n.indexOf(`
`);r!==-1;r=n.indexOf(`
`,r+1))e++;return n.length+e}var ge=5e4;function en(n){return{secrets:n.secrets??[],...n.serverUrl===void 0?{}:{serverUrl:n.
serverUrl}}}function xe(n,e={}){let r=pe(n),t=e.maxLength??G.commentChars-ce,s=r.length,i=(u,c=s,g=!0,d=s)=>{let f=we(r,
e,{fieldChars:u,fieldsCut:new Set,sectionsKept:c,flowchart:g,rowsKept:d});return{text:f,ok:de(f)<=t}},o=i(null);if(o.ok)
return o.text;let l=64,a=(u,c,g)=>{let d=g(u);if(!d.ok)return null;for(;c-u>Math.max(0,c>>6);){let f=Math.ceil((u+c)/2),
h=g(f);h.ok?(u=f,d=h):c=f-1}return d.text};return a(l,Math.max(l,he(r)),u=>i(u))??a(0,s,u=>i(l,u))??a(0,s,u=>i(l,0,!1,u))??
i(l,0,!1,0).text}function he(n){let e=0;for(let{latest:r}of n){let t=r.handoff,s=[t?.summary,t?.detail,t?.failure?.reason,
r.record.outcome.message];for(let i of s)e=Math.max(e,i?.length??0);for(let i of Object.values(t?.data??{}))e=Math.max(e,
i.length)}return e}function pe(n){let e=new Map;for(let t of n){let s=e.get(t.record.stage)??[];s.push(t),e.set(t.record.
stage,s)}return[...e.entries()].map(([t,s])=>{let i=[...s].sort((o,l)=>P(w(o.record),w(l.record)));return{stage:t,latest:i[i.
length-1],earlier:i.slice(0,-1)}}).sort((t,s)=>t.latest.record.hop-s.latest.record.hop||S(On(t),On(s))||S(t.stage,s.stage))}
function me(n,e){if(n.run.attempt===1)return e>1?`attempt ${n.attempt} of ${e}`:"";let r=k(w(n));return e>1?`${r}, ${e} \
attempts`:r}function On(n){return(n.earlier[0]??n.latest).record.agent.started_at}var N={success:"\u2705",partial:"\u{1F7E1}",
blocked:"\u26D4",failure:"\u274C",cancelled:"\u{1F6AB}"},$e={...N,running:"\u23F3",interrupted:"\u26A0\uFE0F"},nn=["fail\
ure","cancelled","blocked","partial","success"];function R(n){return sn(n.status,n.outcome.reason)}function In(n,e){let r=R(
n),t=n.outcome.reason==="completed"||r==="cancelled"?"":` ${e(n.outcome.reason)}`;return`${N[r]} ${r}${t}`}function be(n){
let e=null;for(let{latest:r}of n){let t=R(r.record);(e===null||nn.indexOf(t)<nn.indexOf(e))&&(e=t)}return e}function we(n,e,r){
let t=en(e),s=e.workflow??n[0]?.latest.record.run.workflow??"workflow",i=n[0]?.latest.record.run,o=[fe(s,e.key)],l=e.cancelled||
e.run?.status==="cancelled"?"cancelled":be(n),a=e.run?.status==="failure"&&l!=="failure",u=e.run?.status==="running"||e.
run?.status==="interrupted"?e.run.status:a?"failure":l??e.run?.status??null,c=m(s,t)||"workflow";if(o.push(u===null?`## \
baton report \xB7 ${c}`:`## ${$e[u]} baton report \xB7 ${c} \xB7 ${u}`),o.push(Re(n,e.runId??i?.id??null,e)),a&&e.run&&e.
run.failedJobs.length>0){let f=e.run.failedJobs.map(h=>_(h,t));o.push(`The run failed: ${f.length===1?"job":"jobs"} ${f.
join(", ")} failed.`)}let g=Se(e);if(n.length===0)o.push("No baton records were found for this run. A stage that failed \
before it recorded (an input it refused, say) leaves none: its job\u2019s log says why."),g&&o.push(g);else{o.push(Ae(n,
t,r)),g&&o.push(g);let f=r.flowchart?Oe(n):"";f!==""&&f.length<=ge?o.push(f):r.flowchart=!1;for(let h of n.slice(0,r.sectionsKept))
o.push(Te(h,e,r))}let d=ze(n,r,e);return d&&o.push(d),o.push("<sub>Built by baton from the stage records; agent text is \
shown as data, sanitised.</sub>"),`${o.join(`

`)}
`}function Se(n){let e=[...n.unreadable??[]].sort((s,i)=>S(s.stage,i.stage)||P(s,i));if(e.length===0)return null;let r=e.
slice(0,20).map(s=>`> - ${_(b(s.stage))} ${k(s)}: ${m(s.reason,en(n))}`);return e.length>r.length&&r.push(`> - and ${e.length-
r.length} more`),["> [!WARNING]",`> ${`${e.length} ${e.length===1?"record":"records"}`} of this run could not be read an\
d ${e.length===1?"is":"are"} not in this report:`,...r].join(`
`)}function Re(n,e,r){let t=n.reduce((u,c)=>u+1+c.earlier.length,0),s=new Map;for(let{latest:u}of n){let c=R(u.record);s.
set(c,(s.get(c)??0)+1)}let i=nn.filter(u=>s.has(u)).map(u=>`${s.get(u)} ${u}`),o=`${n.length} ${n.length===1?"stage":"st\
ages"}`,l=t>n.length?` in ${t} attempts`:"",a=ke(e,r);return[`${o}${l}${i.length?` (${i.join(", ")})`:""}`,Ee(n),a].filter(
Boolean).join(" \xB7 ")}function Ee(n){let e=0,r=0,t=0,s=!1,i=!1;for(let l of n)for(let{record:a}of[...l.earlier,l.latest]){
let u=a.agent.usage;u&&((u.input_tokens!==void 0||u.output_tokens!==void 0)&&(s=!0),e+=u.input_tokens??0,r+=u.output_tokens??
0,u.cost_usd!==void 0&&(i=!0,t+=u.cost_usd))}let o=[];return s&&o.push(`${$(e)} tokens in, ${$(r)} out`),i&&o.push(jn(t)),
o.join(", ")}function ke(n,e){let r=n===null?"the run":`run ${m(n)}`;return e.runUrl?`[View ${r}](${e.runUrl})`:n===null?
"":`local ${r}`}function Ae(n,e,r){let t=n.some(({latest:l})=>Cn(l)!==null),s=n.some(({latest:l})=>l.record.agent.usage?.
cost_usd!==void 0),i=["Stage","Status","Summary","Duration"];t&&i.push("Tokens"),s&&i.push("Cost");let o=[`| ${i.join(" \
| ")} |`,`|${i.map(()=>"---").join("|")}|`];for(let l of n.slice(0,r.rowsKept)){let{record:a,handoff:u}=l.latest,c=[`\`${b(
a.stage)}\``,ye(l),u?M(_e(u.summary,r.fieldChars),e)||"\u2014":"_no handoff_",Ce(l)];if(t&&c.push(Cn(l.latest)??"\u2014"),
s){let g=a.agent.usage?.cost_usd;c.push(g===void 0?"\u2014":jn(g))}o.push(`| ${c.join(" | ")} |`)}return r.rowsKept<n.length&&
o.push(`| \u2026 | ${n.length-r.rowsKept} more stages |${" |".repeat(i.length-2)}`),o.join(`
`)}function ye(n){let{record:e}=n.latest,r=[In(e,s=>`(${s})`)],t=n.earlier.length+1;return t>1&&r.push(`\xB7 ${k(w(e))},\
 ${t} attempts`),r.join(" ")}function _e(n,e){let r=Math.min(yn,e??yn),s=(n.split(/\r?\n/).find(i=>i.trim()!=="")??"").trim();
return s.length>r?`${H(s,r-1)}\u2026`:s}function Cn(n){let e=n.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===
void 0)return null;let r=[];return e.input_tokens!==void 0&&r.push(`${$(e.input_tokens)} in`),e.output_tokens!==void 0&&
r.push(`${$(e.output_tokens)} out`),r.join(" / ")}function $(n){return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function jn(n){return n>=1?`$${n.toFixed(2)}`:`$${n.toFixed(4)}`}function v(n){if(n<1e3)return`${n} ms`;let e=n/1e3;
if(e<60)return`${e.toFixed(1)} s`;let r=Math.round(e),t=Math.floor(r/3600),s=Math.floor(r%3600/60),i=r%60;return t>0?`${t}\
 h ${String(s).padStart(2,"0")} min`:`${s} min ${String(i).padStart(2,"0")} s`}function Oe(n){let e=new Map,r=l=>{let a=e.
get(l);return a===void 0&&(a=`s${e.size}`,e.set(l,a)),a};for(let l of n)r(l.stage);let t=new Set,s=[];for(let{stage:l,latest:a}of n){
let u=[...new Set(a.record.lineage.map(c=>c.stage))].sort(S);for(let c of u)t.add(`${r(c)} --> ${r(l)}`)}for(let{stage:l,
latest:a}of n){let u=a.handoff?.next?.stage;u!==void 0&&t.add(`${r(l)} -.->|next| ${r(u)}`)}for(let[l,a]of e){let u=n.find(
p=>p.stage===l);if(!u){s.push(`  ${a}["${U(b(l))}<br/>${U("no stage record")}"]:::absent`);continue}let{record:c}=u.latest,
g=u.earlier.length+1,d=R(c),f=`${N[d]} ${d}${g>1?` \xD7${g}`:""}`,h=d==="failure"||d==="blocked"?`:::${d}`:"";s.push(`  ${a}\
["${U(b(l))}<br/>${U(f)}"]${h}`)}for(let l of t)s.push(`  ${l}`);let i=l=>s.some(a=>a.endsWith(`:::${l}`)),o=[i("failure")?
"  classDef failure fill:#ffebe9,stroke:#cf222e,color:#1f2328":"",i("blocked")?"  classDef blocked fill:#fff8c5,stroke:#\
9a6700,color:#1f2328":"",i("absent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":
""].filter(Boolean);return["```mermaid","flowchart LR",...s,...o,"```"].join(`
`)}function U(n){let e="";for(let r of n)e+=/[A-Za-z0-9 _.,:/()-]/.test(r)?r:`#${r.codePointAt(0)};`;return e}function Ce(n){
let e=v(n.latest.record.agent.duration_ms);if(n.earlier.length===0)return e;let r=[n.latest,...n.earlier].reduce((t,s)=>t+
s.record.agent.duration_ms,0);return`${e} (${v(r)} in ${n.earlier.length+1} attempts)`}function Te(n,e,r){let t=en(e),{record:s,
handoff:i}=n.latest,o=n.earlier.length+1,l=(d,f)=>mn(F(n.stage,d,f,r),t),a=[`${N[R(s)]} <b>${b(s.stage)}</b>`,R(s),v(s.agent.
duration_ms),me(s,o)].filter(Boolean).join(" \xB7 "),u=[];if(s.outcome.reason!=="completed"){let d=s.outcome.message?`: ${m(
F(n.stage,"outcome",s.outcome.message,r),t)}`:"";u.push(`**Outcome:** \`${s.outcome.reason}\`${d}`)}if(i===null)u.push("\
_No handoff was captured for this attempt._");else{u.push("**Summary**",l("summary",i.summary)||"\u2014");let d=Object.entries(
i.data??{}).sort(([h],[p])=>S(h,p));if(d.length>0){let h=d.map(([p,D])=>`| ${rn.test(p)?`\`${p}\``:M(p)} | ${M(F(n.stage,
`data.${p}`,D,r),t)||"\u2014"} |`);u.push(["**Data**","","| Key | Value |","|---|---|",...h].join(`
`))}i.failure&&(u.push(`**Failure:** ${m(F(n.stage,"failure",i.failure.reason,r),t)}`),i.failure.blockers?.length&&u.push(
C("Blockers",i.failure.blockers,t)),i.failure.questions?.length&&u.push(C("Questions",i.failure.questions,t)));let f=i.expectations;
if(f&&(f.deliverables?.length||f.acceptance?.length||f.constraints?.length)){let h=["**Expectations** for the next stage"];
f.deliverables?.length&&h.push(C("Deliverables",f.deliverables,t)),f.acceptance?.length&&h.push(C("Acceptance",f.acceptance,
t)),f.constraints?.length&&h.push(C("Constraints",f.constraints,t)),u.push(h.join(`

`))}if(i.next){let h=i.next.reason?` \u2014 ${m(i.next.reason,t)}`:"";u.push(`**Next:** \`${b(i.next.stage)}\`${h}`)}if(i.
artifacts?.length){let h=i.artifacts.map(p=>{let D=p.description?` \u2014 ${m(p.description,t)}`:"";return`- ${Q(p.path,
t)}${D}`});u.push(["**Artifacts**","",...h].join(`
`))}e.includeDetail&&i.detail&&u.push("**Detail**",l("detail",i.detail)||"\u2014")}let c=s.problems;if(c.length>0){let d=c.
map(f=>`- ${f.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${Q(f.code)} ${Q(f.path)}: ${m(f.message,t)}`);u.push(["**Prob\
lems**","",...d].join(`
`))}if(n.earlier.length>0){let d=n.earlier.map(({record:f})=>`- ${k(w(f))}: ${In(f,h=>`(\`${h}\`)`)}, ${v(f.agent.duration_ms)}`);
u.push(["**Earlier attempts**","",...d].join(`
`))}return[s.status==="failure"||s.status==="blocked"?"<details open>":"<details>",`<summary>${a}</summary>`,"",u.join(`\


`),"","</details>"].join(`
`)}function C(n,e,r){return[`${n}:`,"",...e.map(t=>`- ${m(t,r)||"\u2014"}`)].join(`
`)}function Q(n,e={}){return _(n,e)}function b(n){return tn.test(n)?n:encodeURIComponent(n).replace(/[!'()*]/g,zn)}function F(n,e,r,t){
if(t.fieldChars===null||r.length<=t.fieldChars)return r;t.fieldsCut.add(`${n}.${e}`);let s=H(r,t.fieldChars);return`${s}\


\u2026 (${$(r.length-s.length)} more characters cut)`}function Tn(n){let e=n.slice(0,10).map(r=>`\`${b(r)}\``);return n.
length>e.length?`${e.join(", ")} and ${n.length-e.length} more`:e.join(", ")}function ze(n,e,r){let t=[];if(e.fieldsCut.
size>0){let l=[...new Set([...e.fieldsCut].map(a=>a.slice(0,a.indexOf("."))))];t.push(`${e.fieldsCut.size} ${e.fieldsCut.
size===1?"field was":"fields were"} cut to ${$(e.fieldChars??0)} characters (${Tn(l)})`)}let s=n.slice(e.sectionsKept).map(
l=>l.stage);if(s.length>0&&t.push(`the sections of ${s.length} ${s.length===1?"stage were":"stages were"} left out (${Tn(
s)})`),!e.flowchart&&n.length>0&&t.push("the diagram was left out"),e.rowsKept<n.length&&t.push(`the table shows the fir\
st ${e.rowsKept} of ${n.length} stages`),t.length===0)return null;let i=r.recordsLocation??r.runUrl??null,o=i?` The full\
 records are in ${i}.`:"";return`> [!NOTE]
> This report was shortened to fit GitHub's ${$(G.commentChars)}-character limit: ${t.join("; ")}.${o}`}export{mn as a,Hn as b,m as c,M as d,ae as e,fe as f,xe as g};
