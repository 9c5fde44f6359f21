import{e as d}from"./chunk-KHLTJCQY.js";import{a as $}from"./chunk-QZ4LYHPP.js";import{s as F}from"./chunk-DDQVLXQ6.js";
import{i as L}from"./chunk-BXL4BL7Z.js";var b=String.raw`(?:\u001B\u005C|\u009C)`,A=String.raw`\u0018\u001A\u001B\u0080-\u009F`,Y=String.raw`(?:\u001B\]|\u009D)[^\u0007${A}]*(?:\u0007|${b})`,
Z=String.raw`(?:\u001B[PX^_k]|[\u0090\u0098\u009E\u009F])[^${A}]*${b}`,z=String.raw`\u001B\](?:P[\dA-Fa-f]{7}|R)(?:\u0007|${b})?`,
Q=String.raw`(?:\u001B\[|\u009B)[\u0030-\u003F]*[\u0020-\u002F]*[\u0040-\u007E]`,U=String.raw`\u001B(?:[\u0020-\u002F]+[\u0030-\u007E]|[\dA-PR-TZcf-oq-uy=><~|}])`,
v=`${z}|${Y}|${Z}|${Q}|${U}`;function M({onlyFirst:e=!1}={}){return new RegExp(v,e?void 0:"g")}var tt=M();function y(e){if(typeof e!="string")throw new TypeError(`Expected a \`string\`, got \`${typeof e}\``);return!e.
includes("\x1B")&&!e.includes("\x9B")?e:e.replace(tt,"")}var W=[161,161,164,164,167,168,170,170,173,174,176,180,182,186,188,191,198,198,208,208,215,216,222,225,230,230,232,234,236,
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
129648,129660,129664,129734,129736,129736,129740,129757,129759,129771,129775,129786,131072,196605,196608,262141];var w=(e,t)=>{let n=0,s=Math.floor(e.length/2)-1;for(;n<=s;){let i=Math.floor((n+s)/2),r=i*2;if(t<e[r])s=i-1;else if(t>e[r+
1])n=i+1;else return!0}return!1};var P=19968,[it,nt]=rt(S);function rt(e){let t=e[0],n=e[1];for(let s=0;s<e.length;s+=2){let i=e[s],r=e[s+1];if(P>=i&&P<=
r)return[i,r];r-i>n-t&&(t=i,n=r)}return[t,n]}var T=e=>e<161||e>1114109?!1:w(W,e),J=e=>e<B||e>I?!1:w(D,e);var N=e=>e>=it&&e<=nt?!0:e<O||e>V?!1:w(S,e);function ot(e){if(!Number.isSafeInteger(e))throw new TypeError(`Expected a code point, got \`${typeof e}\`.`)}function p(e,{ambiguousAsWide:t=!1}={}){return ot(e),J(e)||N(e)||t&&T(e)?2:1}var at=new Intl.Segmenter,H=new RegExp("[^\\p{Default_Ignorable_Code_Point}\\p{Control}\\p{Format}\\p{Nonspacing_Mark}\\p{Enc\
losing_Mark}\\p{Surrogate}]","v"),ut=new RegExp("\\p{Spacing_Mark}","v"),lt=new RegExp("^\\p{RGI_Emoji}$","v"),gt=/^[\d#*]\u20E3$/,
ct=new RegExp("\\p{Extended_Pictographic}","gu");function ft(e){if(e.length>50)return!1;if(gt.test(e))return!0;if(e.includes(
"\u200D")){let t=e.match(ct);return t!==null&&t.length>=2}return!1}function dt(e){let t=e.search(H);return t===-1?void 0:
e.slice(t)}function q(e){return e>=4352&&e<=4447||e>=43360&&e<=43388}function G(e){return e>=4448&&e<=4519||e>=55216&&e<=
55238}function K(e){return e>=4520&&e<=4607||e>=55243&&e<=55291}function ht(e){return q(e)||G(e)||K(e)}function mt(e,t){
let n=[];for(let i of e)H.test(i)&&n.push(i.codePointAt(0));if(n.length===0)return;let s=0;for(let i=0;i<n.length;i++){let r=n[i];
if(!ht(r)){if(s===0)return;for(let a=i;a<n.length;a++)s+=p(n[a],t);return s}if(q(r)&&G(n[i+1])){s+=2,i+=K(n[i+2])?2:1;continue}
s+=p(r,t)}return s}function pt(e,t){let n=0,s=!0;for(let i of e){if(s){s=!1;continue}(ut.test(i)||i>="\uFF00"&&i<="\uFFEF")&&
(n+=p(i.codePointAt(0),t))}return n}function k(e,t={}){if(typeof e!="string"||e.length===0)return 0;let{ambiguousIsNarrow:n=!0,
countAnsiEscapeCodes:s=!1}=t,i=e;if(!s&&(i.includes("\x1B")||i.includes("\x9B"))&&(i=y(i)),i.length===0)return 0;if(/^[\u0020-\u007E]*$/.
test(i))return i.length;let r=0,a={ambiguousAsWide:!n};for(let{segment:g}of at.segment(i)){let l=dt(g);if(l===void 0)continue;
if(lt.test(g)||ft(g)){r+=2;continue}let o=mt(l,a);if(o!==void 0){r+=o;continue}let u=l.codePointAt(0);r+=p(u,a),r+=pt(l,
a)}return r}function Kt(e,t,n={}){switch(e){case"json":return{onEvent:s=>{let i=`${JSON.stringify(s)}
`;t(n.terminal?$(i):i)},close:()=>{}};case"plain":return new R(t,n.heartbeatMs??$t);case"live":return new j(t,n.color??!0,
n.columns??100,n.rows??50)}}function h(e){if(e<1e3)return`${e}ms`;let t=e/1e3;return t<60?`${t.toFixed(1)}s`:`${Math.floor(
t/60)}m${String(Math.floor(t%60)).padStart(2,"0")}s`}var $t=6e4,R=class{#n;#s=new Map;#t;#r;#i=new Map;constructor(t,n){
this.#n=t,this.#r=n,this.#t=setInterval(()=>this.#e(),Math.max(1e3,Math.floor(n/12))),this.#t.unref?.()}onEvent(t){let n=t.
type==="step-finished"?this.#i.get(t.leg):void 0;wt(t,this.#n,n),t.type==="notice"&&t.leg!==null?this.#i.set(t.leg,t.message):
(t.type==="step-finished"||t.type==="job-finished")&&this.#i.delete(t.leg);let s=Date.now();t.type==="step-started"?this.#s.
set(t.leg,{step:t.step,name:t.name,started:s,said:s}):t.type==="step-finished"||t.type==="job-finished"?this.#s.delete(t.
leg):t.type==="run-finished"&&this.close()}close(){clearInterval(this.#t)}#e(t=Date.now()){for(let[n,s]of this.#s){if(t-
s.said<this.#r)continue;s.said=t;let i=new Date(t).toISOString().slice(11,19);this.#n(`${i} ${$(n)}: step ${s.step+1} ${d(
s.name,200)} still running (${h(t-s.started)})
`)}}};function wt(e,t,n){let s=e.at.slice(11,19),i=r=>t(`${L(`${s} ${$(r).replaceAll(`
`,`
    `)}`)}
`);switch(e.type){case"run-started":i(`run ${e.run} started: ${e.workflow} (${e.jobs.length} job${e.jobs.length===1?"":"\
s"})`);break;case"job-legs":i(`${e.job}: matrix of ${e.legs.length} leg${e.legs.length===1?"":"s"}`);break;case"job-star\
ted":i(`${e.leg}: started${e.name===null?"":` (${e.name})`}`);break;case"step-started":i(`${e.leg}: step ${e.step+1} ${e.
name}`);break;case"step-finished":if(e.outcome==="skipped"&&e.message===null)break;i(`${e.leg}: step ${e.step+1} ${e.outcome}${e.
outcome===e.conclusion?"":" (continue-on-error)"} in ${h(e.duration_ms)}${e.message&&e.message!==n?`: ${e.message}`:""}`);
break;case"job-finished":i(e.reused?`${e.leg}: ${e.result}, reused from the run replayed${e.reason?` (${e.reason})`:""}`:
e.reason&&e.result!=="failure"?`${e.leg}: ${e.result} (${e.reason})`:`${e.leg}: ${e.result} in ${h(e.duration_ms)}`);break;case"\
job-skipped":i(`${e.job}: ${e.result} (${e.reason})`);break;case"stage-recorded":i(`${e.leg}: stage ${e.stage} attempt ${e.
attempt} recorded: ${e.status}`);break;case"notice":i(`${e.leg??e.job??"run"}: ${e.level==="info"?"":`${e.level}: `}${e.
message}`);break;case"run-finished":i(`run ${e.run} ${e.status} in ${h(e.duration_ms)}`);break}}var C={waiting:"\xB7",running:"\
\u25CF",success:"\u2713",failure:"\u2717",cancelled:"\u2298",skipped:"-"},xt={waiting:"\x1B[2m",running:"\x1B[36m",success:"\
\x1B[32m",failure:"\x1B[31m",cancelled:"\x1B[33m",skipped:"\x1B[2m"},_=6,bt=5,E=3,j=class{#n;#s;#t;#r;#i="";#e=new Map;#o=[];#m="";#g="";#c=0;#a;constructor(t,n,s,i){
this.#n=t,this.#s=n,this.#t=Math.max(20,s),this.#r=Math.max(2,i)}onEvent(t){let n=Date.parse(t.at);switch(t.type){case"r\
un-started":this.#m=d(`baton run ${t.run} \xB7 ${t.workflow}`,this.#t);for(let s of t.jobs)this.#e.set(s.id,{id:s.id,needs:s.
needs,state:"waiting",reason:null,matrix:s.legs===null||s.legs.length>1||s.legs[0]!==s.id,legs:(s.legs??[]).map(i=>x(i))});
this.#a=setInterval(()=>this.#l(),1e3),this.#a.unref?.();break;case"job-legs":{let s=this.#e.get(t.job);s&&(s.matrix=!0,
s.legs=t.legs.map(i=>x(i)));break}case"job-started":{let s=this.#u(t.job,t.leg);s.state="running",s.started=n,s.name=t.name===
null?null:d(t.name,this.#t),this.#p(t.job);break}case"step-started":{let s=this.#u(t.job,t.leg);s.step=d(t.name,this.#t),
s.output=null;break}case"step-finished":{let s=this.#u(t.job,t.leg);t.conclusion==="failure"&&s.failed===null&&(s.failed=
d(`step ${t.step+1}${t.message?`: ${t.message}`:""} \xB7 ${t.name}`,this.#t));break}case"job-finished":{let s=this.#u(t.
job,t.leg);s.state=t.result,s.finished=n,s.step=null,s.output=null,t.reused&&(s.reused=!0),this.#p(t.job);break}case"job\
-skipped":{let s=this.#e.get(t.job);if(s){s.state=t.result,s.reason=d(t.reason,this.#t);for(let i of s.legs)i.state=t.result}
break}case"notice":t.level!=="info"&&this.#o.push(d(`${t.leg??t.job??"run"}: ${t.level}: ${t.message}`,this.#t));break;case"\
run-finished":this.#i="",this.#g=`${t.status} in ${h(t.duration_ms)}`,this.#l(n),this.close();return;default:break}this.#l(
n)}message(t){this.#i=d(t.trim(),this.#t),this.#l()}onOutput(t){let n=this.#e.get(t.job)?.legs.find(s=>s.id===t.leg);n?.
state==="running"&&(n.output=d(F(t.line),this.#t))}close(){this.#a&&clearInterval(this.#a),this.#a=void 0}#u(t,n){let s=this.#e.
get(t);if(!s)return x(n);let i=s.legs.find(r=>r.id===n);return i||(i=x(n),s.legs.push(i)),i}#p(t){let n=this.#e.get(t);if(!n)
return;let s=n.legs.map(i=>i.state);n.state=s.includes("running")?"running":s.includes("waiting")?s.some(i=>i!=="waiting")?
"running":"waiting":s.includes("failure")?"failure":s.includes("cancelled")?"cancelled":s.every(i=>i==="skipped")?"skipp\
ed":"success"}#$(t,n){let s=`${t}\u2502 ${n}`;return this.#s?`\x1B[2m${s}\x1B[0m`:s}#f(t,n){return this.#s?`${xt[t]}${n}\
\x1B[0m`:n}#l(t=Date.now()){let n=Math.max(...[...this.#e.keys()].map(f=>f.length),4),s=Math.min(n,Math.max(4,Math.floor(
this.#t/3))),i=[...this.#e.values()].map(f=>({job:f,lines:this.#x(f,s,t)})),r=this.#r-1,a=[],g=Math.min(bt+1,Math.floor(
(r-1)/3)),l=this.#o.length>g?Math.max(0,g-1):this.#o.length,o=this.#o.length-l;o>0&&g>0&&a.push(`  ! \u2026 ${o} earlier\
 notice${o===1?"":"s"} not shown here (--plain prints each; all are in the run's events.jsonl)`);for(let f of l>0?this.#o.
slice(-l):[])a.push(`  ! ${f}`);this.#i&&a.push(this.#i),this.#g&&a.push(this.#g);let u=[this.#m,...this.#w(i,r-1-a.length),
...a];u.length>r&&(u=[...u.slice(0,r>1?1:0),...u.slice(u.length-(r-1))]);let c=u.map(f=>Mt(f,this.#t)),m=this.#c>0?`\x1B[${this.#c}\
A\r`:"";this.#n(`${m}\x1B[?7l${c.map(f=>`${f}\x1B[K`).join(`
`)}
\x1B[J\x1B[?7h`),this.#c=c.length}#w(t,n){let s=t.flatMap(u=>u.lines);if(s.length<=n)return s;let i=u=>u==="running"?0:u===
"failure"?1:2,r=[...t.keys()].sort((u,c)=>i(t[u].job.state)-i(t[c].job.state)||u-c),a=new Map,g=1;for(let u of r){let c=t[u].
lines,m=g+c.length<=n?c:g+1<=n?c.slice(0,1):null;m!==null&&(a.set(u,m),g+=m.length)}let l=t.filter((u,c)=>!a.has(c));if(l.
length===0)return t.flatMap((u,c)=>a.get(c)??[]);let o=X(l.map(({job:u})=>u.state),["running","failure","waiting","succe\
ss","cancelled","skipped"]);return[...t.flatMap((u,c)=>a.get(c)??[]),`  \u2026 ${l.length} more job${l.length===1?"":"s"}\
 (${o})`]}#x(t,n,s){let i=[],r=`${this.#f(t.state,C[t.state])} ${t.id.padEnd(n)}`;if(!t.matrix){let o=t.legs[0];return i.
push(`  ${r}  ${this.#d(o)}${this.#h(t.state,o,s,t.reason)}`),o?.state==="running"&&o.output&&i.push(this.#$("    ",o.output)),
i}let a=X(t.legs.map(o=>o.state),["running","success","failure","cancelled","skipped","waiting"]);i.push(`  ${r}  ${t.reason?
`${t.state} (${t.reason})`:`${t.legs.length} leg${t.legs.length===1?"":"s"}: ${a}`}`);let g=t.legs.filter(o=>o.state==="\
running");for(let o of g.slice(0,_))i.push(`      ${this.#f("running",C.running)} ${o.id}  ${this.#d(o)}${this.#h("runni\
ng",o,s,null)}`),o.output&&i.push(this.#$("        ",o.output));g.length>_&&i.push(`      \u2026 ${g.length-_} more runn\
ing`);let l=t.legs.filter(o=>o.state==="failure");for(let o of l.slice(0,E))i.push(`      ${this.#f("failure",C.failure)}\
 ${o.id}  ${this.#d(o)}${this.#h("failure",o,s,null)}`);return l.length>E&&i.push(`      \u2026 ${l.length-E} more faile\
d`),i}#d(t){return t?.name?`${this.#s?`\x1B[2m${t.name}\x1B[0m`:t.name}: `:""}#h(t,n,s,i){switch(t){case"waiting":return"\
waiting";case"running":return`running ${n?.started?h(Math.max(0,s-n.started)):""}${n?.step?`  \u203A ${n.step}`:""}`;case"\
skipped":case"cancelled":return i?`${t} (${i})`:t;default:{let r=n?.reused?" (reused)":n?.started&&n.finished?` in ${h(n.
finished-n.started)}`:"",a=t==="failure"&&n?.failed?`  \u203A ${n.failed}`:"";return`${t==="success"?"passed":"failed"}${r}${a}`}}}};
function X(e,t){let n=new Map;for(let s of e)n.set(s,(n.get(s)??0)+1);return t.filter(s=>n.get(s)).map(s=>`${n.get(s)} ${s===
"success"?"passed":s==="failure"?"failed":s}`).join(", ")}function x(e){return{id:e,name:null,state:"waiting",started:null,
finished:null,step:null,output:null,failed:null}}function Mt(e,t){let n=0,s="";for(let i=0;i<e.length;){if(e[i]==="\x1B"){
let l=e.indexOf("m",i);s+=e.slice(i,l+1),i=l+1;continue}let r=String.fromCodePoint(e.codePointAt(i)??0),a=r==="	"?" ":r,
g=k(a);if(n+g>t-1)return`${s}\u2026\x1B[0m`;s+=a,n+=g,i+=r.length}return s}export{Kt as a,h as b};
