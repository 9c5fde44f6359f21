import{f as d}from"./chunk-IQNVHVL5.js";import{a as w}from"./chunk-HDT3FCLQ.js";import{c as I}from"./chunk-TR6ONM2E.js";
import{d as A}from"./chunk-FCWOFCWY.js";var M=String.raw`(?:\u001B\u005C|\u009C)`,N=String.raw`\u0018\u001A\u001B\u0080-\u009F`,v=String.raw`(?:\u001B\]|\u009D)[^\u0007${N}]*(?:\u0007|${M})`,
tt=String.raw`(?:\u001B[PX^_k]|[\u0090\u0098\u009E\u009F])[^${N}]*${M}`,et=String.raw`\u001B\](?:P[\dA-Fa-f]{7}|R)(?:\u0007|${M})?`,
it=String.raw`(?:\u001B\[|\u009B)[\u0030-\u003F]*[\u0020-\u002F]*[\u0040-\u007E]`,st=String.raw`\u001B(?:[\u0020-\u002F]+[\u0030-\u007E]|[\dA-PR-TZcf-oq-uy=><~|}])`,
nt=`${et}|${v}|${tt}|${it}|${st}`;function y({onlyFirst:e=!1}={}){return new RegExp(nt,e?void 0:"g")}var rt=y();function S(e){if(typeof e!="string")throw new TypeError(`Expected a \`string\`, got \`${typeof e}\``);return!e.
includes("\x1B")&&!e.includes("\x9B")?e:e.replace(rt,"")}var T=[161,161,164,164,167,168,170,170,173,174,176,180,182,186,188,191,198,198,208,208,215,216,222,225,230,230,232,234,236,
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
917760,917999,983040,1048573,1048576,1114109],W=12288,V=65510,D=[12288,12288,65281,65376,65504,65510];var B=4352,O=262141,E=[4352,4447,8986,8987,9001,9002,9193,9196,9200,9200,9203,9203,9725,9726,9748,9749,9776,9783,9800,9811,
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
129648,129660,129664,129734,129736,129736,129740,129757,129759,129771,129775,129786,131072,196605,196608,262141];var x=(e,t)=>{let s=0,i=Math.floor(e.length/2)-1;for(;s<=i;){let n=Math.floor((s+i)/2),r=n*2;if(t<e[r])i=n-1;else if(t>e[r+
1])s=n+1;else return!0}return!1};var P=19968,[ut,lt]=ct(E);function ct(e){let t=e[0],s=e[1];for(let i=0;i<e.length;i+=2){let n=e[i],r=e[i+1];if(P>=n&&P<=
r)return[n,r];r-n>s-t&&(t=n,s=r)}return[t,s]}var J=e=>e<161||e>1114109?!1:x(T,e),H=e=>e<W||e>V?!1:x(D,e);var q=e=>e>=ut&&e<=lt?!0:e<B||e>O?!1:x(E,e);function ht(e){if(!Number.isSafeInteger(e))throw new TypeError(`Expected a code point, got \`${typeof e}\`.`)}function $(e,{ambiguousAsWide:t=!1}={}){return ht(e),H(e)||q(e)||t&&J(e)?2:1}var dt=new Intl.Segmenter,G=new RegExp("[^\\p{Default_Ignorable_Code_Point}\\p{Control}\\p{Format}\\p{Nonspacing_Mark}\\p{Enc\
losing_Mark}\\p{Surrogate}]","v"),ft=new RegExp("\\p{Spacing_Mark}","v"),gt=new RegExp("^\\p{RGI_Emoji}$","v"),mt=/^[\d#*]\u20E3$/,
pt=new RegExp("\\p{Extended_Pictographic}","gu");function wt(e){if(e.length>50)return!1;if(mt.test(e))return!0;if(e.includes(
"\u200D")){let t=e.match(pt);return t!==null&&t.length>=2}return!1}function $t(e){let t=e.search(G);return t===-1?void 0:
e.slice(t)}function z(e){return e>=4352&&e<=4447||e>=43360&&e<=43388}function K(e){return e>=4448&&e<=4519||e>=55216&&e<=
55238}function Y(e){return e>=4520&&e<=4607||e>=55243&&e<=55291}function xt(e){return z(e)||K(e)||Y(e)}function bt(e,t){
let s=[];for(let n of e)G.test(n)&&s.push(n.codePointAt(0));if(s.length===0)return;let i=0;for(let n=0;n<s.length;n++){let r=s[n];
if(!xt(r)){if(i===0)return;for(let a=n;a<s.length;a++)i+=$(s[a],t);return i}if(z(r)&&K(s[n+1])){i+=2,n+=Y(s[n+2])?2:1;continue}
i+=$(r,t)}return i}function Mt(e,t){let s=0,i=!0;for(let n of e){if(i){i=!1;continue}(ft.test(n)||n>="\uFF00"&&n<="\uFFEF")&&
(s+=$(n.codePointAt(0),t))}return s}function _(e,t={}){if(typeof e!="string"||e.length===0)return 0;let{ambiguousIsNarrow:s=!0,
countAnsiEscapeCodes:i=!1}=t,n=e;if(!i&&(n.includes("\x1B")||n.includes("\x9B"))&&(n=S(n)),n.length===0)return 0;if(/^[\u0020-\u007E]*$/.
test(n))return n.length;let r=0,a={ambiguousAsWide:!s};for(let{segment:u}of dt.segment(n)){let l=$t(u);if(l===void 0)continue;
if(gt.test(u)||wt(u)){r+=2;continue}let o=bt(l,a);if(o!==void 0){r+=o;continue}let c=l.codePointAt(0);r+=$(c,a),r+=Mt(l,
a)}return r}function Qt(e,t,s={}){switch(e){case"json":return{onEvent:i=>{let n=`${JSON.stringify(i)}
`;t(s.terminal?w(n):n)},close:()=>{}};case"plain":return new j(t,s.heartbeatMs??St);case"live":return new F(t,{color:s.color??
!0,columns:s.columns??100,rows:s.rows??50,redrawMs:s.redrawMs??yt})}}function p(e){if(e<1e3)return`${e}ms`;let t=e/1e3;return t<
60?`${t.toFixed(1)}s`:`${Math.floor(t/60)}m${String(Math.floor(t%60)).padStart(2,"0")}s`}var yt=80,St=6e4,j=class{#r;#s=new Map;#o;#e;#n=new Map;constructor(t,s){
this.#r=t,this.#e=s,this.#o=setInterval(()=>this.#t(),Math.max(1e3,Math.floor(s/12))),this.#o.unref?.()}onEvent(t){let s=t.
type==="step-finished"?this.#n.get(t.leg):void 0;Et(t,this.#r,s),t.type==="notice"&&t.leg!==null?this.#n.set(t.leg,t.message):
(t.type==="step-finished"||t.type==="job-finished")&&this.#n.delete(t.leg);let i=Date.now();t.type==="step-started"?this.#s.
set(t.leg,{step:t.step,name:t.name,started:i,said:i}):t.type==="step-finished"||t.type==="job-finished"?this.#s.delete(t.
leg):t.type==="run-finished"&&this.close()}close(){clearInterval(this.#o)}#t(t=Date.now()){for(let[s,i]of this.#s){if(t-
i.said<this.#e)continue;i.said=t;let n=new Date(t).toISOString().slice(11,19);this.#r(`${n} ${w(s)}: step ${i.step+1} ${d(
i.name,200)} still running (${p(t-i.started)})
`)}}};function Z(e){return e>0?` in ${p(e)}`:""}function U(e,t){return d(`step ${e.step+1}${e.message?`: ${e.message}`:""}\
 \xB7 ${e.name}`,t)}function Q(e){return`${e.leg??e.job??"run"}: ${e.level==="info"?"":`${e.level}: `}${e.message}`}function Et(e,t,s){
let i=e.at.slice(11,19),n=r=>t(`${A(`${i} ${w(r).replaceAll(`
`,`
    `)}`)}
`);switch(e.type){case"run-started":n(`run ${e.run} started: ${e.workflow} (${e.jobs.length} job${e.jobs.length===1?"":"\
s"})`);break;case"job-legs":n(`${e.job}: matrix of ${e.legs.length} leg${e.legs.length===1?"":"s"}`);break;case"job-star\
ted":n(`${e.leg}: started${e.name===null?"":` (${e.name})`}`);break;case"step-started":n(`${e.leg}: step ${e.step+1} ${e.
name}`);break;case"step-finished":if(e.outcome==="skipped"&&e.message===null)break;n(`${e.leg}: step ${e.step+1} ${e.outcome}${e.
outcome===e.conclusion?"":" (continue-on-error)"} in ${p(e.duration_ms)}${e.message&&e.message!==s?`: ${e.message}`:""}`);
break;case"job-finished":n(e.reused?`${e.leg}: ${e.result}${Z(e.duration_ms)}, reused from the run replayed${e.reason?` \
(${e.reason})`:""}${e.failed_step?`, where step ${e.failed_step.step+1} (${d(e.failed_step.name,80)}) failed: ${e.failed_step.
message??"failed"}`:""}`:e.reason&&e.result!=="failure"?`${e.leg}: ${e.result} (${e.reason})`:`${e.leg}: ${e.result} in ${p(
e.duration_ms)}`);break;case"job-skipped":n(`${e.job}: ${e.result} (${e.reason})`);break;case"stage-recorded":n(`${e.leg}\
: stage ${e.stage} attempt ${e.attempt} recorded: ${e.status}`);break;case"notice":n(Q(e));break;case"run-finished":n(`r\
un ${e.run} ${e.status} in ${p(e.duration_ms)}`);break}}var R={waiting:"\xB7",running:"\u25CF",success:"\u2713",failure:"\
\u2717",cancelled:"\u2298",skipped:"-"},_t={waiting:"\x1B[2m",running:"\x1B[36m",success:"\x1B[32m",failure:"\x1B[31m",cancelled:"\
\x1B[33m",skipped:"\x1B[2m"},k=6,X=5,C=3,g=512,Rt=8192,F=class{#r;#s;#o;#e;#n;#t="";#i=new Map;#a=[];#w=new Set;#f="";#g="";#h=0;#d;#y=Number.
NEGATIVE_INFINITY;#u;#$=0;#l=!1;constructor(t,s){this.#r=t,this.#s=s.color,this.#o=Math.max(0,s.redrawMs),this.#e=Math.max(
20,s.columns),this.#n=Math.max(1,s.rows)}onEvent(t){let s=Date.parse(t.at);switch(t.type){case"run-started":this.#f=d(`b\
aton run ${t.run} \xB7 ${t.workflow}`,g);for(let i of t.jobs)this.#i.set(i.id,{id:i.id,needs:i.needs,state:"waiting",reason:null,
matrix:i.legs===null||i.legs.length>1||i.legs[0]!==i.id,legs:(i.legs??[]).map(n=>b(n))});this.#d=setInterval(()=>this.#m(),
1e3),this.#d.unref?.();break;case"job-legs":{let i=this.#i.get(t.job);i&&(i.matrix=!0,i.legs=t.legs.map(n=>b(n)));break}case"\
job-started":{let i=this.#p(t.job,t.leg);i.state="running",i.started=s,i.name=t.name===null?null:d(t.name,g),this.#S(t.job);
break}case"step-started":{let i=this.#p(t.job,t.leg);i.step=d(t.name,g),i.output=null;break}case"step-finished":{let i=this.#p(
t.job,t.leg);t.conclusion==="failure"&&i.failed===null&&(i.failed=U(t,g));break}case"job-finished":{let i=this.#p(t.job,
t.leg);i.state=t.result,i.finished=s,i.step=null,i.output=null,t.reused&&(i.reused={ms:t.duration_ms},t.failed_step&&(i.
failed=U(t.failed_step,g))),this.#S(t.job);break}case"job-skipped":{let i=this.#i.get(t.job);if(i){i.state=t.result,i.reason=
d(t.reason,g);for(let n of i.legs)n.state=t.result}break}case"notice":if(t.level!=="info"){let i=Q(t),n=d(i,g);this.#a.push(
{event:t,line:n,cut:n!==w(i)})}break;case"run-finished":this.#t="",this.#g=`${t.status} in ${p(t.duration_ms)}`,this.#c(
s),this.close();return;default:break}this.#m(s)}message(t){this.#t=d(t.trim(),g),this.#m()}resize({columns:t,rows:s}){let[
i,n]=[Math.max(20,t),Math.max(1,s)];i===this.#e&&n===this.#n||(this.#e=i,this.#n=n,this.#f!==""&&!this.#l&&this.#m())}suspend(t){
this.#l||(this.#t=d(t,g),this.#c())}resume(t){this.#l||(this.#t=d(t,g),this.#h=0,this.#c())}notShownWhole(){return this.#a.
filter(t=>!this.#w.has(t)).map(t=>t.event)}onOutput(t){let s=this.#i.get(t.job)?.legs.find(i=>i.id===t.leg);s?.state==="\
running"&&(s.output=t.line.slice(0,Rt))}close(){this.#d&&clearInterval(this.#d),this.#d=void 0,this.#u!==void 0&&!this.#l&&
this.#c(this.#$),this.#l=!0}#m(t=Date.now()){if(this.#l||(this.#$=t,this.#u!==void 0))return;let s=this.#y+this.#o-Date.
now();if(s<=0){this.#c(t);return}this.#u=setTimeout(()=>this.#c(this.#$),s),this.#u.unref?.()}#p(t,s){let i=this.#i.get(
t);if(!i)return b(s);let n=i.legs.find(r=>r.id===s);return n||(n=b(s),i.legs.push(n)),n}#S(t){let s=this.#i.get(t);if(!s)
return;let i=s.legs.map(n=>n.state);s.state=i.includes("running")?"running":i.includes("waiting")?i.some(n=>n!=="waiting")?
"running":"waiting":i.includes("failure")?"failure":i.includes("cancelled")?"cancelled":i.every(n=>n==="skipped")?"skipp\
ed":"success"}#E(t,s){let i=`${t}\u2502 ${d(I(s),this.#e)}`;return this.#s?`\x1B[2m${i}\x1B[0m`:i}#x(t,s){return this.#s?
`${_t[t]}${s}\x1B[0m`:s}#c(t=Date.now()){clearTimeout(this.#u),this.#u=void 0,this.#y=Date.now();let s=this.#g!=="",i=s?
Number.POSITIVE_INFINITY:this.#n-1,n=i>=2?this.#_(t,i,s):i===1?[{text:this.#R()}]:[],r=this.#h>0?`\x1B[${this.#h}A\r`:"";
if(this.#w=new Set,n.length===0){r!==""&&this.#r(`${r}\x1B[J`),this.#h=0;return}let a=n.map(({text:u,notice:l})=>{let o=kt(
u,this.#e);return l&&!l.cut&&o.whole&&this.#w.add(l),o.text});this.#r(`${r}\x1B[?7l${a.map(u=>`${u}\x1B[K`).join(`
`)}
\x1B[J\x1B[?7h`),this.#h=a.length}#_(t,s,i){let n=Math.max(...[...this.#i.keys()].map(f=>f.length),4),r=Math.min(n,Math.
max(4,Math.floor(this.#e/3))),a=[...this.#i.values()].map(f=>({job:f,lines:this.#C(f,r,t)})),u=[],l=i?X+1:Math.min(X+1,Math.
floor((s-1)/3)),o=this.#a.length>l?Math.max(0,l-1):this.#a.length,c=this.#a.length-o;c>0&&l>0&&u.push({text:`  ! \u2026 ${c}\
 earlier notice${c===1?"":"s"} not shown here (--plain prints each; all are in the run's events.jsonl)`});for(let f of o>
0?this.#a.slice(-o):[])u.push({text:`  ! ${f.line}`,notice:f});this.#t&&u.push({text:this.#t}),this.#g&&u.push({text:this.#g});
let h=i?a.flatMap(f=>f.lines):this.#k(a,s-1-u.length),m=[{text:this.#f},...h.map(f=>({text:f})),...u];return m.length>s?
[m[0],...m.slice(m.length-(s-1))]:m}#R(){if(this.#t)return this.#t;let t=L([...this.#i.values()].map(s=>s.state),["runni\
ng","failure","waiting","success","cancelled","skipped"]);return[this.#f,t].filter(Boolean).join(" \xB7 ")}#k(t,s){let i=t.
flatMap(c=>c.lines);if(i.length<=s)return i;let n=c=>c==="running"?0:c==="failure"?1:2,r=[...t.keys()].sort((c,h)=>n(t[c].
job.state)-n(t[h].job.state)||c-h),a=new Map,u=1;for(let c of r){let h=t[c].lines,m=u+h.length<=s?h:u+1<=s?h.slice(0,1):
null;m!==null&&(a.set(c,m),u+=m.length)}let l=t.filter((c,h)=>!a.has(h));if(l.length===0)return t.flatMap((c,h)=>a.get(h)??
[]);let o=L(l.map(({job:c})=>c.state),["running","failure","waiting","success","cancelled","skipped"]);return[...t.flatMap(
(c,h)=>a.get(h)??[]),`  \u2026 ${l.length} more job${l.length===1?"":"s"} (${o})`]}#C(t,s,i){let n=[],r=`${this.#x(t.state,
R[t.state])} ${t.id.padEnd(s)}`;if(!t.matrix){let o=t.legs[0];return n.push(`  ${r}  ${this.#b(o)}${this.#M(t.state,o,i,
t.reason)}`),o?.state==="running"&&o.output&&n.push(this.#E("    ",o.output)),n}let a=L(t.legs.map(o=>o.state),["running",
"success","failure","cancelled","skipped","waiting"]);n.push(`  ${r}  ${t.reason?`${t.state} (${t.reason})`:`${t.legs.length}\
 leg${t.legs.length===1?"":"s"}: ${a}`}`);let u=t.legs.filter(o=>o.state==="running");for(let o of u.slice(0,k))n.push(`\
      ${this.#x("running",R.running)} ${o.id}  ${this.#b(o)}${this.#M("running",o,i,null)}`),o.output&&n.push(this.#E(" \
       ",o.output));u.length>k&&n.push(`      \u2026 ${u.length-k} more running`);let l=t.legs.filter(o=>o.state==="fail\
ure");for(let o of l.slice(0,C))n.push(`      ${this.#x("failure",R.failure)} ${o.id}  ${this.#b(o)}${this.#M("failure",
o,i,null)}`);return l.length>C&&n.push(`      \u2026 ${l.length-C} more failed`),n}#b(t){return t?.name?`${this.#s?`\x1B[2m${t.
name}\x1B[0m`:t.name}: `:""}#M(t,s,i,n){switch(t){case"waiting":return"waiting";case"running":return`running ${s?.started?
p(Math.max(0,i-s.started)):""}${s?.step?`  \u203A ${s.step}`:""}`;case"skipped":case"cancelled":return n?`${t} (${n})`:t;default:{
let r=s?.reused?`${Z(s.reused.ms)} (reused)`:s?.started&&s.finished?` in ${p(s.finished-s.started)}`:"",a=t==="failure"&&
s?.failed?`  \u203A ${s.failed}`:"";return`${t==="success"?"passed":"failed"}${r}${a}`}}}};function L(e,t){let s=new Map;
for(let i of e)s.set(i,(s.get(i)??0)+1);return t.filter(i=>s.get(i)).map(i=>`${s.get(i)} ${i==="success"?"passed":i==="f\
ailure"?"failed":i}`).join(", ")}function b(e){return{id:e,name:null,state:"waiting",started:null,finished:null,step:null,
output:null,failed:null}}function kt(e,t){let s=0,i="";for(let n=0;n<e.length;){if(e[n]==="\x1B"){let l=e.indexOf("m",n);
i+=e.slice(n,l+1),n=l+1;continue}let r=String.fromCodePoint(e.codePointAt(n)??0),a=r==="	"?" ":r,u=_(a);if(s+u>t-1)return{
text:`${i}\u2026\x1B[0m`,whole:!1};i+=a,s+=u,n+=r.length}return{text:i,whole:!0}}export{Qt as a,p as b,Q as c};
