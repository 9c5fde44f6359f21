import{a as V,b as w,c as j,d as $,e as I}from"./chunk-IRILTBXK.js";import{f as g}from"./chunk-S3XHUHQQ.js";
import"./chunk-6RREDHNG.js";import{a as N}from"./chunk-RXTW3LH6.js";import{c as A}from"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import"./chunk-OKFZ7BVP.js";import"./chunk-34WD42XC.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";var M=String.raw`(?:\u001B\u005C|\u009C)`,T=String.raw`\u0018\u001A\u001B\u0080-\u009F`,Z=String.raw`(?:\u001B\]|\u009D)[^\u0007${T}]*(?:\u0007|${M})`,
Q=String.raw`(?:\u001B[PX^_k]|[\u0090\u0098\u009E\u009F])[^${T}]*${M}`,tt=String.raw`\u001B\](?:P[\dA-Fa-f]{7}|R)(?:\u0007|${M})?`,
et=String.raw`(?:\u001B\[|\u009B)[\u0030-\u003F]*[\u0020-\u002F]*[\u0040-\u007E]`,nt=String.raw`\u001B(?:[\u0020-\u002F]+[\u0030-\u007E]|[\dA-PR-TZcf-oq-uy=><~|}])`,
it=`${tt}|${Z}|${Q}|${et}|${nt}`;function S({onlyFirst:i=!1}={}){return new RegExp(it,i?void 0:"g")}var st=S();function y(i){if(typeof i!="string")throw new TypeError(`Expected a \`string\`, got \`${typeof i}\``);return!i.
includes("\x1B")&&!i.includes("\x9B")?i:i.replace(st,"")}var W=[161,161,164,164,167,168,170,170,173,174,176,180,182,186,188,191,198,198,208,208,215,216,222,225,230,230,232,234,236,
237,240,240,242,243,247,250,252,252,254,254,257,257,273,273,275,275,283,283,294,295,299,299,305,307,312,312,319,322,324,
324,328,331,333,333,338,339,358,359,363,363,462,462,464,464,466,466,468,468,470,470,472,472,474,474,476,476,593,593,609,
609,708,708,711,711,713,715,717,717,720,720,728,731,733,733,735,735,768,879,913,929,931,937,945,961,963,969,1025,1025,1040,
1103,1105,1105,8208,8208,8211,8214,8216,8217,8220,8221,8224,8226,8228,8231,8240,8240,8242,8243,8245,8245,8251,8251,8254,
8254,8308,8308,8319,8319,8321,8324,8364,8364,8451,8451,8453,8453,8457,8457,8467,8467,8470,8470,8481,8482,8486,8486,8491,
8491,8531,8532,8539,8542,8544,8555,8560,8569,8585,8585,8592,8601,8632,8633,8658,8658,8660,8660,8679,8679,8704,8704,8706,
8707,8711,8712,8715,8715,8719,8719,8721,8721,8725,8725,8730,8730,8733,8736,8739,8739,8741,8741,8743,8748,8750,8750,8756,
8759,8764,8765,8776,8776,8780,8780,8786,8786,8800,8801,8804,8807,8810,8811,8814,8815,8834,8835,8838,8839,8853,8853,8857,
8857,8869,8869,8895,8895,8978,8978,9312,9449,9451,9547,9552,9587,9600,9615,9618,9621,9632,9633,9635,9641,9650,9651,9654,
9655,9660,9661,9664,9665,9670,9672,9675,9675,9678,9681,9698,9701,9711,9711,9733,9734,9737,9737,9742,9743,9756,9756,9758,
9758,9792,9792,9794,9794,9824,9825,9827,9829,9831,9834,9836,9837,9839,9839,9886,9887,9919,9919,9926,9933,9935,9939,9941,
9953,9955,9955,9960,9961,9963,9969,9972,9972,9974,9977,9979,9980,9982,9983,10045,10045,10102,10111,11094,11097,12872,12879,
57344,63743,65024,65039,65533,65533,127232,127242,127248,127277,127280,127337,127344,127373,127375,127376,127387,127404,
917760,917999,983040,1048573,1048576,1114109],P=12288,B=65510,D=[12288,12288,65281,65376,65504,65510];var O=4352,v=262141,_=[4352,4447,8986,8987,9001,9002,9193,9196,9200,9200,9203,9203,9725,9726,9748,9749,9776,9783,9800,9811,
9855,9855,9866,9871,9875,9875,9889,9889,9898,9899,9917,9918,9924,9925,9934,9934,9940,9940,9962,9962,9970,9971,9973,9973,
9978,9978,9981,9981,9989,9989,9994,9995,10024,10024,10060,10060,10062,10062,10067,10069,10071,10071,10133,10135,10160,10160,
10175,10175,11035,11036,11088,11088,11093,11093,11904,11929,11931,12019,12032,12245,12272,12287,12289,12350,12353,12438,
12441,12543,12549,12591,12593,12686,12688,12773,12783,12830,12832,12871,12880,42124,42128,42182,43360,43388,44032,55203,
63744,64255,65040,65049,65072,65106,65108,65126,65128,65131,94176,94180,94192,94198,94208,101594,101631,101664,101760,101874,
101888,102801,102816,102866,110576,110579,110581,110587,110589,110590,110592,110888,110898,110898,110928,110930,110933,110933,
110948,110952,110960,111355,119552,119638,119648,119670,126980,126980,127183,127183,127374,127374,127377,127386,127406,127406,
127488,127490,127504,127547,127552,127560,127568,127569,127584,127589,127744,127776,127789,127797,127799,127868,127870,127891,
127904,127946,127951,127955,127968,127984,127988,127988,127992,128062,128064,128064,128066,128252,128255,128317,128331,128334,
128336,128359,128378,128378,128405,128406,128420,128420,128507,128591,128640,128709,128716,128716,128720,128722,128725,128729,
128732,128735,128747,128748,128756,128764,128986,128986,128992,129003,129008,129008,129292,129338,129340,129349,129351,129535,
129648,129660,129664,129734,129736,129736,129740,129757,129759,129771,129775,129786,131072,196605,196608,262141];var x=(i,t)=>{let n=0,e=Math.floor(i.length/2)-1;for(;n<=e;){let s=Math.floor((n+e)/2),r=s*2;if(t<i[r])e=s-1;else if(t>i[r+
1])n=s+1;else return!0}return!1};var J=19968,[ut,at]=lt(_);function lt(i){let t=i[0],n=i[1];for(let e=0;e<i.length;e+=2){let s=i[e],r=i[e+1];if(J>=s&&J<=
r)return[s,r];r-s>n-t&&(t=s,n=r)}return[t,n]}var H=i=>i<161||i>1114109?!1:x(W,i),q=i=>i<P||i>B?!1:x(D,i);var G=i=>i>=ut&&i<=at?!0:i<O||i>v?!1:x(_,i);function ct(i){if(!Number.isSafeInteger(i))throw new TypeError(`Expected a code point, got \`${typeof i}\`.`)}function p(i,{ambiguousAsWide:t=!1}={}){return ct(i),q(i)||G(i)||t&&H(i)?2:1}var ht=new Intl.Segmenter,K=new RegExp("[^\\p{Default_Ignorable_Code_Point}\\p{Control}\\p{Format}\\p{Nonspacing_Mark}\\p{Enc\
losing_Mark}\\p{Surrogate}]","v"),ft=new RegExp("\\p{Spacing_Mark}","v"),gt=new RegExp("^\\p{RGI_Emoji}$","v"),dt=/^[\d#*]\u20E3$/,
mt=new RegExp("\\p{Extended_Pictographic}","gu");function pt(i){if(i.length>50)return!1;if(dt.test(i))return!0;if(i.includes(
"\u200D")){let t=i.match(mt);return t!==null&&t.length>=2}return!1}function wt(i){let t=i.search(K);return t===-1?void 0:
i.slice(t)}function Y(i){return i>=4352&&i<=4447||i>=43360&&i<=43388}function U(i){return i>=4448&&i<=4519||i>=55216&&i<=
55238}function z(i){return i>=4520&&i<=4607||i>=55243&&i<=55291}function xt(i){return Y(i)||U(i)||z(i)}function bt(i,t){
let n=[];for(let s of i)K.test(s)&&n.push(s.codePointAt(0));if(n.length===0)return;let e=0;for(let s=0;s<n.length;s++){let r=n[s];
if(!xt(r)){if(e===0)return;for(let u=s;u<n.length;u++)e+=p(n[u],t);return e}if(Y(r)&&U(n[s+1])){e+=2,s+=z(n[s+2])?2:1;continue}
e+=p(r,t)}return e}function $t(i,t){let n=0,e=!0;for(let s of i){if(e){e=!1;continue}(ft.test(s)||s>="\uFF00"&&s<="\uFFEF")&&
(n+=p(s.codePointAt(0),t))}return n}function E(i,t={}){if(typeof i!="string"||i.length===0)return 0;let{ambiguousIsNarrow:n=!0,
countAnsiEscapeCodes:e=!1}=t,s=i;if(!e&&(s.includes("\x1B")||s.includes("\x9B"))&&(s=y(s)),s.length===0)return 0;if(/^[\u0020-\u007E]*$/.
test(s))return s.length;let r=0,u={ambiguousAsWide:!n};for(let{segment:a}of ht.segment(s)){let l=wt(a);if(l===void 0)continue;
if(gt.test(a)||pt(a)){r+=2;continue}let o=bt(l,u);if(o!==void 0){r+=o;continue}let c=l.codePointAt(0);r+=p(c,u),r+=$t(l,
u)}return r}function Ut(i,t,n={}){return i!=="live"?V(i,t,n):new k(t,{color:n.color??!0,columns:n.columns??100,rows:n.rows??50,redrawMs:n.
redrawMs??Mt})}var Mt=80,C={waiting:"\xB7",running:"\u25CF",success:"\u2713",failure:"\u2717",cancelled:"\u2298",skipped:"\
-"},St={waiting:"\x1B[2m",running:"\x1B[36m",success:"\x1B[32m",failure:"\x1B[31m",cancelled:"\x1B[33m",skipped:"\x1B[2m"},
L=6,X=5,R=3,d=512,yt=8192,k=class{#m;#l;#M;#n;#c;#e="";#t=new Map;#i=[];#p=new Set;#h="";#f="";#u=0;#a;#S=Number.NEGATIVE_INFINITY;#s;#w=0;#r=!1;constructor(t,n){
this.#m=t,this.#l=n.color,this.#M=Math.max(0,n.redrawMs),this.#n=Math.max(20,n.columns),this.#c=Math.max(1,n.rows)}onEvent(t){
let n=Date.parse(t.at);switch(t.type){case"run-started":this.#h=g(`baton run ${t.run} \xB7 ${t.workflow}`,d);for(let e of t.
jobs)this.#t.set(e.id,{id:e.id,needs:e.needs,state:"waiting",reason:null,matrix:e.legs===null||e.legs.length>1||e.legs[0]!==
e.id,legs:(e.legs??[]).map(s=>b(s))});this.#a=setInterval(()=>this.#g(),1e3),this.#a.unref?.();break;case"job-legs":{let e=this.#t.
get(t.job);e&&(e.matrix=!0,e.legs=t.legs.map(s=>b(s)));break}case"job-started":{let e=this.#d(t.job,t.leg);e.state="runn\
ing",e.started=n,e.name=t.name===null?null:g(t.name,d),this.#y(t.job);break}case"step-started":{let e=this.#d(t.job,t.leg);
e.step=g(t.name,d),e.output=null;break}case"step-finished":{let e=this.#d(t.job,t.leg);t.conclusion==="failure"&&e.failed===
null&&(e.failed=$(t,d));break}case"job-finished":{let e=this.#d(t.job,t.leg);e.state=t.result,e.finished=n,e.step=null,e.
output=null,t.reused&&(e.reused={ms:t.duration_ms},t.failed_step&&(e.failed=$(t.failed_step,d))),this.#y(t.job);break}case"\
job-skipped":{let e=this.#t.get(t.job);if(e){e.state=t.result,e.reason=g(t.reason,d);for(let s of e.legs)s.state=t.result}
break}case"notice":if(t.level!=="info"){let e=I(t),s=g(e,d);this.#i.push({event:t,line:s,cut:s!==N(e)})}break;case"run-f\
inished":this.#e="",this.#f=`${t.status} in ${w(t.duration_ms)}`,this.#o(n),this.close();return;default:break}this.#g(n)}message(t){
this.#e=g(t.trim(),d),this.#g()}resize({columns:t,rows:n}){let[e,s]=[Math.max(20,t),Math.max(1,n)];e===this.#n&&s===this.#c||
(this.#n=e,this.#c=s,this.#h!==""&&!this.#r&&this.#g())}suspend(t){this.#r||(this.#e=g(t,d),this.#o())}resume(t){this.#r||
(this.#e=g(t,d),this.#u=0,this.#o())}notShownWhole(){return this.#i.filter(t=>!this.#p.has(t)).map(t=>t.event)}onOutput(t){
let n=this.#t.get(t.job)?.legs.find(e=>e.id===t.leg);n?.state==="running"&&(n.output=t.line.slice(0,yt))}close(){this.#a&&
clearInterval(this.#a),this.#a=void 0,this.#s!==void 0&&!this.#r&&this.#o(this.#w),this.#r=!0}#g(t=Date.now()){if(this.#r||
(this.#w=t,this.#s!==void 0))return;let n=this.#S+this.#M-Date.now();if(n<=0){this.#o(t);return}this.#s=setTimeout(()=>this.#o(
this.#w),n),this.#s.unref?.()}#d(t,n){let e=this.#t.get(t);if(!e)return b(n);let s=e.legs.find(r=>r.id===n);return s||(s=
b(n),e.legs.push(s)),s}#y(t){let n=this.#t.get(t);if(!n)return;let e=n.legs.map(s=>s.state);n.state=e.includes("running")?
"running":e.includes("waiting")?e.some(s=>s!=="waiting")?"running":"waiting":e.includes("failure")?"failure":e.includes(
"cancelled")?"cancelled":e.every(s=>s==="skipped")?"skipped":"success"}#_(t,n){let e=`${t}\u2502 ${g(A(n),this.#n)}`;return this.#l?
`\x1B[2m${e}\x1B[0m`:e}#x(t,n){return this.#l?`${St[t]}${n}\x1B[0m`:n}#o(t=Date.now()){clearTimeout(this.#s),this.#s=void 0,
this.#S=Date.now();let n=this.#f!=="",e=n?Number.POSITIVE_INFINITY:this.#c-1,s=e>=2?this.#E(t,e,n):e===1?[{text:this.#C()}]:
[],r=this.#u>0?`\x1B[${this.#u}A\r`:"";if(this.#p=new Set,s.length===0){r!==""&&this.#m(`${r}\x1B[J`),this.#u=0;return}let u=s.
map(({text:a,notice:l})=>{let o=_t(a,this.#n);return l&&!l.cut&&o.whole&&this.#p.add(l),o.text});this.#m(`${r}\x1B[?7l${u.
map(a=>`${a}\x1B[K`).join(`
`)}
\x1B[J\x1B[?7h`),this.#u=u.length}#E(t,n,e){let s=Math.max(...[...this.#t.keys()].map(f=>f.length),4),r=Math.min(s,Math.
max(4,Math.floor(this.#n/3))),u=[...this.#t.values()].map(f=>({job:f,lines:this.#R(f,r,t)})),a=[],l=e?X+1:Math.min(X+1,Math.
floor((n-1)/3)),o=this.#i.length>l?Math.max(0,l-1):this.#i.length,c=this.#i.length-o;c>0&&l>0&&a.push({text:`  ! \u2026 ${c}\
 earlier notice${c===1?"":"s"} not shown here (--plain prints each; all are in the run's events.jsonl)`});for(let f of o>
0?this.#i.slice(-o):[])a.push({text:`  ! ${f.line}`,notice:f});this.#e&&a.push({text:this.#e}),this.#f&&a.push({text:this.#f});
let h=e?u.flatMap(f=>f.lines):this.#L(u,n-1-a.length),m=[{text:this.#h},...h.map(f=>({text:f})),...a];return m.length>n?
[m[0],...m.slice(m.length-(n-1))]:m}#C(){if(this.#e)return this.#e;let t=F([...this.#t.values()].map(n=>n.state),["runni\
ng","failure","waiting","success","cancelled","skipped"]);return[this.#h,t].filter(Boolean).join(" \xB7 ")}#L(t,n){let e=t.
flatMap(c=>c.lines);if(e.length<=n)return e;let s=c=>c==="running"?0:c==="failure"?1:2,r=[...t.keys()].sort((c,h)=>s(t[c].
job.state)-s(t[h].job.state)||c-h),u=new Map,a=1;for(let c of r){let h=t[c].lines,m=a+h.length<=n?h:a+1<=n?h.slice(0,1):
null;m!==null&&(u.set(c,m),a+=m.length)}let l=t.filter((c,h)=>!u.has(h));if(l.length===0)return t.flatMap((c,h)=>u.get(h)??
[]);let o=F(l.map(({job:c})=>c.state),["running","failure","waiting","success","cancelled","skipped"]);return[...t.flatMap(
(c,h)=>u.get(h)??[]),`  \u2026 ${l.length} more job${l.length===1?"":"s"} (${o})`]}#R(t,n,e){let s=[],r=`${this.#x(t.state,
C[t.state])} ${t.id.padEnd(n)}`;if(!t.matrix){let o=t.legs[0];return s.push(`  ${r}  ${this.#b(o)}${this.#$(t.state,o,e,
t.reason)}`),o?.state==="running"&&o.output&&s.push(this.#_("    ",o.output)),s}let u=F(t.legs.map(o=>o.state),["running",
"success","failure","cancelled","skipped","waiting"]);s.push(`  ${r}  ${t.reason?`${t.state} (${t.reason})`:`${t.legs.length}\
 leg${t.legs.length===1?"":"s"}: ${u}`}`);let a=t.legs.filter(o=>o.state==="running");for(let o of a.slice(0,L))s.push(`\
      ${this.#x("running",C.running)} ${o.id}  ${this.#b(o)}${this.#$("running",o,e,null)}`),o.output&&s.push(this.#_(" \
       ",o.output));a.length>L&&s.push(`      \u2026 ${a.length-L} more running`);let l=t.legs.filter(o=>o.state==="fail\
ure");for(let o of l.slice(0,R))s.push(`      ${this.#x("failure",C.failure)} ${o.id}  ${this.#b(o)}${this.#$("failure",
o,e,null)}`);return l.length>R&&s.push(`      \u2026 ${l.length-R} more failed`),s}#b(t){return t?.name?`${this.#l?`\x1B[2m${t.
name}\x1B[0m`:t.name}: `:""}#$(t,n,e,s){switch(t){case"waiting":return"waiting";case"running":return`running ${n?.started?
w(Math.max(0,e-n.started)):""}${n?.step?`  \u203A ${n.step}`:""}`;case"skipped":case"cancelled":return s?`${t} (${s})`:t;default:{
let r=n?.reused?`${j(n.reused.ms)} (reused)`:n?.started&&n.finished?` in ${w(n.finished-n.started)}`:"",u=t==="failure"&&
n?.failed?`  \u203A ${n.failed}`:"";return`${t==="success"?"passed":"failed"}${r}${u}`}}}};function F(i,t){let n=new Map;
for(let e of i)n.set(e,(n.get(e)??0)+1);return t.filter(e=>n.get(e)).map(e=>`${n.get(e)} ${e==="success"?"passed":e==="f\
ailure"?"failed":e}`).join(", ")}function b(i){return{id:i,name:null,state:"waiting",started:null,finished:null,step:null,
output:null,failed:null}}function _t(i,t){let n=0,e="";for(let s=0;s<i.length;){if(i[s]==="\x1B"){let l=i.indexOf("m",s);
e+=i.slice(s,l+1),s=l+1;continue}let r=String.fromCodePoint(i.codePointAt(s)??0),u=r==="	"?" ":r,a=E(u);if(n+a>t-1)return{
text:`${e}\u2026\x1B[0m`,whole:!1};e+=u,n+=a,s+=r.length}return{text:e,whole:!0}}export{w as formatDuration,I as noticeText,Ut as progressView};
