import{e as d}from"./chunk-NH2BUTPQ.js";import{a as $}from"./chunk-CITYZUZ5.js";import{w as F}from"./chunk-VQUK3X66.js";
import{j as L}from"./chunk-DLONVVOM.js";var x=String.raw`(?:\u001B\u005C|\u009C)`,A=String.raw`\u0018\u001A\u001B\u0080-\u009F`,z=String.raw`(?:\u001B\]|\u009D)[^\u0007${A}]*(?:\u0007|${x})`,
Q=String.raw`(?:\u001B[PX^_k]|[\u0090\u0098\u009E\u009F])[^${A}]*${x}`,U=String.raw`\u001B\](?:P[\dA-Fa-f]{7}|R)(?:\u0007|${x})?`,
v=String.raw`(?:\u001B\[|\u009B)[\u0030-\u003F]*[\u0020-\u002F]*[\u0040-\u007E]`,tt=String.raw`\u001B(?:[\u0020-\u002F]+[\u0030-\u007E]|[\dA-PR-TZcf-oq-uy=><~|}])`,
et=`${U}|${z}|${Q}|${v}|${tt}`;function M({onlyFirst:t=!1}={}){return new RegExp(et,t?void 0:"g")}var st=M();function y(t){if(typeof t!="string")throw new TypeError(`Expected a \`string\`, got \`${typeof t}\``);return!t.
includes("\x1B")&&!t.includes("\x9B")?t:t.replace(st,"")}var W=[161,161,164,164,167,168,170,170,173,174,176,180,182,186,188,191,198,198,208,208,215,216,222,225,230,230,232,234,236,
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
917760,917999,983040,1048573,1048576,1114109],B=12288,I=65510,D=[12288,12288,65281,65376,65504,65510];var O=4352,V=262141,S=[4352,4447,8986,8987,9001,9002,9193,9196,9200,9200,9203,9203,9725,9726,9748,9749,9776,9783,9800,9811,
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
129648,129660,129664,129734,129736,129736,129740,129757,129759,129771,129775,129786,131072,196605,196608,262141];var w=(t,e)=>{let n=0,s=Math.floor(t.length/2)-1;for(;n<=s;){let i=Math.floor((n+s)/2),r=i*2;if(e<t[r])s=i-1;else if(e>t[r+
1])n=i+1;else return!0}return!1};var P=19968,[rt,at]=ot(S);function ot(t){let e=t[0],n=t[1];for(let s=0;s<t.length;s+=2){let i=t[s],r=t[s+1];if(P>=i&&P<=
r)return[i,r];r-i>n-e&&(e=i,n=r)}return[e,n]}var T=t=>t<161||t>1114109?!1:w(W,t),J=t=>t<B||t>I?!1:w(D,t);var N=t=>t>=rt&&t<=at?!0:t<O||t>V?!1:w(S,t);function ut(t){if(!Number.isSafeInteger(t))throw new TypeError(`Expected a code point, got \`${typeof t}\`.`)}function p(t,{ambiguousAsWide:e=!1}={}){return ut(t),J(t)||N(t)||e&&T(t)?2:1}var lt=new Intl.Segmenter,H=new RegExp("[^\\p{Default_Ignorable_Code_Point}\\p{Control}\\p{Format}\\p{Nonspacing_Mark}\\p{Enc\
losing_Mark}\\p{Surrogate}]","v"),gt=new RegExp("\\p{Spacing_Mark}","v"),ct=new RegExp("^\\p{RGI_Emoji}$","v"),dt=/^[\d#*]\u20E3$/,
ft=new RegExp("\\p{Extended_Pictographic}","gu");function ht(t){if(t.length>50)return!1;if(dt.test(t))return!0;if(t.includes(
"\u200D")){let e=t.match(ft);return e!==null&&e.length>=2}return!1}function mt(t){let e=t.search(H);return e===-1?void 0:
t.slice(e)}function q(t){return t>=4352&&t<=4447||t>=43360&&t<=43388}function G(t){return t>=4448&&t<=4519||t>=55216&&t<=
55238}function K(t){return t>=4520&&t<=4607||t>=55243&&t<=55291}function pt(t){return q(t)||G(t)||K(t)}function $t(t,e){
let n=[];for(let i of t)H.test(i)&&n.push(i.codePointAt(0));if(n.length===0)return;let s=0;for(let i=0;i<n.length;i++){let r=n[i];
if(!pt(r)){if(s===0)return;for(let o=i;o<n.length;o++)s+=p(n[o],e);return s}if(q(r)&&G(n[i+1])){s+=2,i+=K(n[i+2])?2:1;continue}
s+=p(r,e)}return s}function wt(t,e){let n=0,s=!0;for(let i of t){if(s){s=!1;continue}(gt.test(i)||i>="\uFF00"&&i<="\uFFEF")&&
(n+=p(i.codePointAt(0),e))}return n}function _(t,e={}){if(typeof t!="string"||t.length===0)return 0;let{ambiguousIsNarrow:n=!0,
countAnsiEscapeCodes:s=!1}=e,i=t;if(!s&&(i.includes("\x1B")||i.includes("\x9B"))&&(i=y(i)),i.length===0)return 0;if(/^[\u0020-\u007E]*$/.
test(i))return i.length;let r=0,o={ambiguousAsWide:!n};for(let{segment:g}of lt.segment(i)){let l=mt(g);if(l===void 0)continue;
if(ct.test(g)||ht(g)){r+=2;continue}let a=$t(l,o);if(a!==void 0){r+=a;continue}let u=l.codePointAt(0);r+=p(u,o),r+=wt(l,
o)}return r}function Yt(t,e,n={}){switch(t){case"json":return{onEvent:s=>{let i=`${JSON.stringify(s)}
`;e(n.terminal?$(i):i)},close:()=>{}};case"plain":return new R(e,n.heartbeatMs??bt);case"live":return new j(e,n.color??!0,
n.columns??100,n.rows??50)}}function h(t){if(t<1e3)return`${t}ms`;let e=t/1e3;return e<60?`${e.toFixed(1)}s`:`${Math.floor(
e/60)}m${String(Math.floor(e%60)).padStart(2,"0")}s`}var bt=6e4,R=class{#n;#s=new Map;#t;#r;#i=new Map;constructor(e,n){
this.#n=e,this.#r=n,this.#t=setInterval(()=>this.#e(),Math.max(1e3,Math.floor(n/12))),this.#t.unref?.()}onEvent(e){let n=e.
type==="step-finished"?this.#i.get(e.leg):void 0;xt(e,this.#n,n),e.type==="notice"&&e.leg!==null?this.#i.set(e.leg,e.message):
(e.type==="step-finished"||e.type==="job-finished")&&this.#i.delete(e.leg);let s=Date.now();e.type==="step-started"?this.#s.
set(e.leg,{step:e.step,name:e.name,started:s,said:s}):e.type==="step-finished"||e.type==="job-finished"?this.#s.delete(e.
leg):e.type==="run-finished"&&this.close()}close(){clearInterval(this.#t)}#e(e=Date.now()){for(let[n,s]of this.#s){if(e-
s.said<this.#r)continue;s.said=e;let i=new Date(e).toISOString().slice(11,19);this.#n(`${i} ${$(n)}: step ${s.step+1} ${d(
s.name,200)} still running (${h(e-s.started)})
`)}}};function Z(t){return t>0?` in ${h(t)}`:""}function X(t,e){return d(`step ${t.step+1}${t.message?`: ${t.message}`:""}\
 \xB7 ${t.name}`,e)}function xt(t,e,n){let s=t.at.slice(11,19),i=r=>e(`${L(`${s} ${$(r).replaceAll(`
`,`
    `)}`)}
`);switch(t.type){case"run-started":i(`run ${t.run} started: ${t.workflow} (${t.jobs.length} job${t.jobs.length===1?"":"\
s"})`);break;case"job-legs":i(`${t.job}: matrix of ${t.legs.length} leg${t.legs.length===1?"":"s"}`);break;case"job-star\
ted":i(`${t.leg}: started${t.name===null?"":` (${t.name})`}`);break;case"step-started":i(`${t.leg}: step ${t.step+1} ${t.
name}`);break;case"step-finished":if(t.outcome==="skipped"&&t.message===null)break;i(`${t.leg}: step ${t.step+1} ${t.outcome}${t.
outcome===t.conclusion?"":" (continue-on-error)"} in ${h(t.duration_ms)}${t.message&&t.message!==n?`: ${t.message}`:""}`);
break;case"job-finished":i(t.reused?`${t.leg}: ${t.result}${Z(t.duration_ms)}, reused from the run replayed${t.reason?` \
(${t.reason})`:""}${t.failed_step?`, where step ${t.failed_step.step+1} (${d(t.failed_step.name,80)}) failed: ${t.failed_step.
message??"failed"}`:""}`:t.reason&&t.result!=="failure"?`${t.leg}: ${t.result} (${t.reason})`:`${t.leg}: ${t.result} in ${h(
t.duration_ms)}`);break;case"job-skipped":i(`${t.job}: ${t.result} (${t.reason})`);break;case"stage-recorded":i(`${t.leg}\
: stage ${t.stage} attempt ${t.attempt} recorded: ${t.status}`);break;case"notice":i(`${t.leg??t.job??"run"}: ${t.level===
"info"?"":`${t.level}: `}${t.message}`);break;case"run-finished":i(`run ${t.run} ${t.status} in ${h(t.duration_ms)}`);break}}
var k={waiting:"\xB7",running:"\u25CF",success:"\u2713",failure:"\u2717",cancelled:"\u2298",skipped:"-"},Mt={waiting:"\x1B[\
2m",running:"\x1B[36m",success:"\x1B[32m",failure:"\x1B[31m",cancelled:"\x1B[33m",skipped:"\x1B[2m"},C=6,yt=5,E=3,j=class{#n;#s;#t;#r;#i="";#e=new Map;#a=[];#m="";#g="";#c=0;#o;constructor(e,n,s,i){
this.#n=e,this.#s=n,this.#t=Math.max(20,s),this.#r=Math.max(2,i)}onEvent(e){let n=Date.parse(e.at);switch(e.type){case"r\
un-started":this.#m=d(`baton run ${e.run} \xB7 ${e.workflow}`,this.#t);for(let s of e.jobs)this.#e.set(s.id,{id:s.id,needs:s.
needs,state:"waiting",reason:null,matrix:s.legs===null||s.legs.length>1||s.legs[0]!==s.id,legs:(s.legs??[]).map(i=>b(i))});
this.#o=setInterval(()=>this.#l(),1e3),this.#o.unref?.();break;case"job-legs":{let s=this.#e.get(e.job);s&&(s.matrix=!0,
s.legs=e.legs.map(i=>b(i)));break}case"job-started":{let s=this.#u(e.job,e.leg);s.state="running",s.started=n,s.name=e.name===
null?null:d(e.name,this.#t),this.#p(e.job);break}case"step-started":{let s=this.#u(e.job,e.leg);s.step=d(e.name,this.#t),
s.output=null;break}case"step-finished":{let s=this.#u(e.job,e.leg);e.conclusion==="failure"&&s.failed===null&&(s.failed=
X(e,this.#t));break}case"job-finished":{let s=this.#u(e.job,e.leg);s.state=e.result,s.finished=n,s.step=null,s.output=null,
e.reused&&(s.reused={ms:e.duration_ms},e.failed_step&&(s.failed=X(e.failed_step,this.#t))),this.#p(e.job);break}case"job\
-skipped":{let s=this.#e.get(e.job);if(s){s.state=e.result,s.reason=d(e.reason,this.#t);for(let i of s.legs)i.state=e.result}
break}case"notice":e.level!=="info"&&this.#a.push(d(`${e.leg??e.job??"run"}: ${e.level}: ${e.message}`,this.#t));break;case"\
run-finished":this.#i="",this.#g=`${e.status} in ${h(e.duration_ms)}`,this.#l(n),this.close();return;default:break}this.#l(
n)}message(e){this.#i=d(e.trim(),this.#t),this.#l()}onOutput(e){let n=this.#e.get(e.job)?.legs.find(s=>s.id===e.leg);n?.
state==="running"&&(n.output=d(F(e.line),this.#t))}close(){this.#o&&clearInterval(this.#o),this.#o=void 0}#u(e,n){let s=this.#e.
get(e);if(!s)return b(n);let i=s.legs.find(r=>r.id===n);return i||(i=b(n),s.legs.push(i)),i}#p(e){let n=this.#e.get(e);if(!n)
return;let s=n.legs.map(i=>i.state);n.state=s.includes("running")?"running":s.includes("waiting")?s.some(i=>i!=="waiting")?
"running":"waiting":s.includes("failure")?"failure":s.includes("cancelled")?"cancelled":s.every(i=>i==="skipped")?"skipp\
ed":"success"}#$(e,n){let s=`${e}\u2502 ${n}`;return this.#s?`\x1B[2m${s}\x1B[0m`:s}#d(e,n){return this.#s?`${Mt[e]}${n}\
\x1B[0m`:n}#l(e=Date.now()){let n=Math.max(...[...this.#e.keys()].map(f=>f.length),4),s=Math.min(n,Math.max(4,Math.floor(
this.#t/3))),i=[...this.#e.values()].map(f=>({job:f,lines:this.#b(f,s,e)})),r=this.#r-1,o=[],g=Math.min(yt+1,Math.floor(
(r-1)/3)),l=this.#a.length>g?Math.max(0,g-1):this.#a.length,a=this.#a.length-l;a>0&&g>0&&o.push(`  ! \u2026 ${a} earlier\
 notice${a===1?"":"s"} not shown here (--plain prints each; all are in the run's events.jsonl)`);for(let f of l>0?this.#a.
slice(-l):[])o.push(`  ! ${f}`);this.#i&&o.push(this.#i),this.#g&&o.push(this.#g);let u=[this.#m,...this.#w(i,r-1-o.length),
...o];u.length>r&&(u=[...u.slice(0,r>1?1:0),...u.slice(u.length-(r-1))]);let c=u.map(f=>St(f,this.#t)),m=this.#c>0?`\x1B[${this.#c}\
A\r`:"";this.#n(`${m}\x1B[?7l${c.map(f=>`${f}\x1B[K`).join(`
`)}
\x1B[J\x1B[?7h`),this.#c=c.length}#w(e,n){let s=e.flatMap(u=>u.lines);if(s.length<=n)return s;let i=u=>u==="running"?0:u===
"failure"?1:2,r=[...e.keys()].sort((u,c)=>i(e[u].job.state)-i(e[c].job.state)||u-c),o=new Map,g=1;for(let u of r){let c=e[u].
lines,m=g+c.length<=n?c:g+1<=n?c.slice(0,1):null;m!==null&&(o.set(u,m),g+=m.length)}let l=e.filter((u,c)=>!o.has(c));if(l.
length===0)return e.flatMap((u,c)=>o.get(c)??[]);let a=Y(l.map(({job:u})=>u.state),["running","failure","waiting","succe\
ss","cancelled","skipped"]);return[...e.flatMap((u,c)=>o.get(c)??[]),`  \u2026 ${l.length} more job${l.length===1?"":"s"}\
 (${a})`]}#b(e,n,s){let i=[],r=`${this.#d(e.state,k[e.state])} ${e.id.padEnd(n)}`;if(!e.matrix){let a=e.legs[0];return i.
push(`  ${r}  ${this.#f(a)}${this.#h(e.state,a,s,e.reason)}`),a?.state==="running"&&a.output&&i.push(this.#$("    ",a.output)),
i}let o=Y(e.legs.map(a=>a.state),["running","success","failure","cancelled","skipped","waiting"]);i.push(`  ${r}  ${e.reason?
`${e.state} (${e.reason})`:`${e.legs.length} leg${e.legs.length===1?"":"s"}: ${o}`}`);let g=e.legs.filter(a=>a.state==="\
running");for(let a of g.slice(0,C))i.push(`      ${this.#d("running",k.running)} ${a.id}  ${this.#f(a)}${this.#h("runni\
ng",a,s,null)}`),a.output&&i.push(this.#$("        ",a.output));g.length>C&&i.push(`      \u2026 ${g.length-C} more runn\
ing`);let l=e.legs.filter(a=>a.state==="failure");for(let a of l.slice(0,E))i.push(`      ${this.#d("failure",k.failure)}\
 ${a.id}  ${this.#f(a)}${this.#h("failure",a,s,null)}`);return l.length>E&&i.push(`      \u2026 ${l.length-E} more faile\
d`),i}#f(e){return e?.name?`${this.#s?`\x1B[2m${e.name}\x1B[0m`:e.name}: `:""}#h(e,n,s,i){switch(e){case"waiting":return"\
waiting";case"running":return`running ${n?.started?h(Math.max(0,s-n.started)):""}${n?.step?`  \u203A ${n.step}`:""}`;case"\
skipped":case"cancelled":return i?`${e} (${i})`:e;default:{let r=n?.reused?`${Z(n.reused.ms)} (reused)`:n?.started&&n.finished?
` in ${h(n.finished-n.started)}`:"",o=e==="failure"&&n?.failed?`  \u203A ${n.failed}`:"";return`${e==="success"?"passed":
"failed"}${r}${o}`}}}};function Y(t,e){let n=new Map;for(let s of t)n.set(s,(n.get(s)??0)+1);return e.filter(s=>n.get(s)).
map(s=>`${n.get(s)} ${s==="success"?"passed":s==="failure"?"failed":s}`).join(", ")}function b(t){return{id:t,name:null,
state:"waiting",started:null,finished:null,step:null,output:null,failed:null}}function St(t,e){let n=0,s="";for(let i=0;i<
t.length;){if(t[i]==="\x1B"){let l=t.indexOf("m",i);s+=t.slice(i,l+1),i=l+1;continue}let r=String.fromCodePoint(t.codePointAt(
i)??0),o=r==="	"?" ":r,g=_(o);if(n+g>e-1)return`${s}\u2026\x1B[0m`;s+=o,n+=g,i+=r.length}return s}export{Yt as a,h as b};
