import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{C as bo,D as gi,E as yi,F as wi,H as bi,I as vi,K as ki,b as pi,f as di,r as kr,u as mi,w as hi,y as xr}from"./chunk-TQHC3I6B.js";
import{b as Mn,d as vr,j as li}from"./chunk-7GLBHEED.js";import{b as Ut}from"./chunk-TJ76YTOM.js";import{a as wo}from"./chunk-LS2NIP65.js";
import{O as ci,Q as fi,a as wc,e as ri,f as oi,g as si,h as ii,i as ai,q as ui}from"./chunk-VZGWYOHE.js";import{a as br,
b as ni}from"./chunk-PKETBS7M.js";import{c as ti}from"./chunk-YD75HP3J.js";import{a as ei}from"./chunk-XLILBVI3.js";
import{a as Zs,b as un,d as wr}from"./chunk-2TSQYJTM.js";import{c as on}from"./chunk-FCWOFCWY.js";import{f as Ue,
h as yr,i as St}from"./chunk-6A3YTBRA.js";import{b as Ps,d as $,e as io}from"./chunk-OKFZ7BVP.js";import{a as ao}from"./chunk-5A7QKWCT.js";
import{$ as Ks,Aa as Be,B as g,Ca as Qs,D as Ce,F as co,G as Ct,H as pr,Ha as gr,I as fr,J as Us,K as Fs,L as lo,M as Ws,
N as Vs,S as C,T as Gs,W as Bs,Y as dr,Z as Js,_ as Hs,aa as po,ba as fo,ca as mo,da as ho,ea as zs,fa as Rn,g as Ms,ga as Xs,
h as Ds,i as An,ia as Y,ja as sn,ka as an,la as go,m as uo,n as jn,na as yo,oa as qt,qa as xt,ua as Ys,v as Ls,va as mr,
w as Cs,wa as Pn,x as ue,xa as hr,y as kt,z as qs,za as qe}from"./chunk-NQUCDXY2.js";import{b as gc,c as yc,d as at}from"./chunk-3NR5HZ6E.js";var na=gc((Mr,Xo)=>{(function(e,t){typeof Mr=="object"&&typeof Xo=="object"?Xo.exports=t():typeof define=="function"&&define.
amd?define("cronstrue",[],t):typeof Mr=="object"?Mr.cronstrue=t():e.cronstrue=t()})(globalThis,()=>(()=>{"use strict";var n={
949:((o,s,i)=>{Object.defineProperty(s,"__esModule",{value:!0}),s.CronParser=void 0;var a=i(515),c=(function(){function f(l,u,p){
u===void 0&&(u=!0),p===void 0&&(p=!1),this.expression=l,this.dayOfWeekStartIndexZero=u,this.monthStartIndexZero=p}return f.
prototype.parse=function(){var l,u,p=(l=this.expression)!==null&&l!==void 0?l:"";if(p==="@reboot")return u=["@reboot","",
"","","","",""],u;if(p.startsWith("@")){var d=this.parseSpecial(this.expression);u=this.extractParts(d)}else u=this.extractParts(
this.expression);return this.normalize(u),this.validate(u),u},f.prototype.parseSpecial=function(l){var u={"@yearly":"0 0\
 1 1 *","@annually":"0 0 1 1 *","@monthly":"0 0 1 * *","@weekly":"0 0 * * 0","@daily":"0 0 * * *","@midnight":"0 0 * * *",
"@hourly":"0 * * * *","@reboot":"@reboot"},p=u[l];if(!p)throw new Error("Unknown special expression.");return p},f.prototype.
extractParts=function(l){if(!this.expression)throw new Error("cron expression is empty");for(var u=l.trim().split(/[ ]+/),
p=0;p<u.length;p++)if(u[p].includes(",")){var d=u[p].split(",").map(function(h){return h.trim()}).filter(function(h){return h!==
""}).map(function(h){return isNaN(Number(h))?h:Number(h)}).filter(function(h){return h!==null&&h!==""});d.length===0&&d.
push("*"),d.sort(function(h,w){return h!==null&&w!==null?h-w:0}),u[p]=d.map(function(h){return h!==null?h.toString():""}).
join(",")}if(u.length<5)throw new Error("Expression has only ".concat(u.length," part").concat(u.length==1?"":"s",". At \
least 5 parts are required."));if(u.length==5)u.unshift(""),u.push("");else if(u.length==6){var m=/\d{4}$/.test(u[5])||u[4]==
"?"||u[2]=="?";m?u.unshift(""):u.push("")}else if(u.length>7)throw new Error("Expression has ".concat(u.length," parts; \
too many!"));return u},f.prototype.normalize=function(l){var u=this;if(l[3]=l[3].replace("?","*"),l[5]=l[5].replace("?",
"*"),l[2]=l[2].replace("?","*"),l[0].indexOf("0/")==0&&(l[0]=l[0].replace("0/","*/")),l[1].indexOf("0/")==0&&(l[1]=l[1].
replace("0/","*/")),l[2].indexOf("0/")==0&&(l[2]=l[2].replace("0/","*/")),l[3].indexOf("1/")==0&&(l[3]=l[3].replace("1/",
"*/")),l[4].indexOf("1/")==0&&(l[4]=l[4].replace("1/","*/")),l[6].indexOf("1/")==0&&(l[6]=l[6].replace("1/","*/")),l[5]=
l[5].replace(/(^\d)|([^#/\s]\d)/g,function(k){var _=k.replace(/\D/,""),v=_;return u.dayOfWeekStartIndexZero?_=="7"&&(v="\
0"):v=(parseInt(_)-1).toString(),k.replace(_,v)}),l[5]=="L"&&(l[5]="6"),l[3]=="?"&&(l[3]="*"),l[3].indexOf("W")>-1&&(l[3].
indexOf(",")>-1||l[3].indexOf("-")>-1))throw new Error("The 'W' character can be specified only when the day-of-month is\
 a single day, not a range or list of days.");var p={SUN:0,MON:1,TUE:2,WED:3,THU:4,FRI:5,SAT:6};for(var d in p)l[5]=l[5].
replace(new RegExp(d,"gi"),p[d].toString());l[4]=l[4].replace(/(^\d{1,2})|([^#/\s]\d{1,2})/g,function(k){var _=k.replace(
/\D/,""),v=_;return u.monthStartIndexZero&&(v=(parseInt(_)+1).toString()),k.replace(_,v)});var m={JAN:1,FEB:2,MAR:3,APR:4,
MAY:5,JUN:6,JUL:7,AUG:8,SEP:9,OCT:10,NOV:11,DEC:12};for(var h in m)l[4]=l[4].replace(new RegExp(h,"gi"),m[h].toString());
l[0]=="0"&&(l[0]=""),!/\*|\-|\,|\//.test(l[2])&&(/\*|\//.test(l[1])||/\*|\//.test(l[0]))&&(l[2]+="-".concat(l[2]));for(var w=0;w<
l.length;w++)if(l[w].indexOf(",")!=-1&&(l[w]=l[w].split(",").filter(function(k){return k!==""}).join(",")||"*"),l[w]=="*\
/1"&&(l[w]="*"),l[w].indexOf("/")>-1&&!/^\*|\-|\,/.test(l[w])){var y=null;switch(w){case 4:y="12";break;case 5:y="6";break;case 6:
y="9999";break;default:y=null;break}if(y!==null){var b=l[w].split("/");l[w]="".concat(b[0],"-").concat(y,"/").concat(b[1])}}},
f.prototype.validate=function(l){var u="0-9,\\-*/";this.validateOnlyExpectedCharactersFound(l[0],u),this.validateOnlyExpectedCharactersFound(
l[1],u),this.validateOnlyExpectedCharactersFound(l[2],u),this.validateOnlyExpectedCharactersFound(l[3],"0-9,\\-*/LW"),this.
validateOnlyExpectedCharactersFound(l[4],u),this.validateOnlyExpectedCharactersFound(l[5],"0-9,\\-*/L#"),this.validateOnlyExpectedCharactersFound(
l[6],u),this.validateAnyRanges(l)},f.prototype.validateAnyRanges=function(l){a.default.secondRange(l[0]),a.default.minuteRange(
l[1]),a.default.hourRange(l[2]),a.default.dayOfMonthRange(l[3]),a.default.monthRange(l[4],this.monthStartIndexZero),a.default.
dayOfWeekRange(l[5],this.dayOfWeekStartIndexZero)},f.prototype.validateOnlyExpectedCharactersFound=function(l,u){var p=l.
match(new RegExp("[^".concat(u,"]+"),"gi"));if(p&&p.length)throw new Error("Expression contains invalid values: '".concat(
p.toString(),"'"))},f})();s.CronParser=c}),333:((o,s,i)=>{Object.defineProperty(s,"__esModule",{value:!0}),s.ExpressionDescriptor=
void 0;var a=i(823),c=i(949),f=(function(){function l(u,p){if(this.expression=u,this.options=p,this.expressionParts=new Array(
5),!this.options.locale&&l.defaultLocale&&(this.options.locale=l.defaultLocale),!l.locales[this.options.locale]){var d=Object.
keys(l.locales)[0];console.warn("Locale '".concat(this.options.locale,"' could not be found; falling back to '").concat(
d,"'.")),this.options.locale=d}this.i18n=l.locales[this.options.locale],p.use24HourTimeFormat===void 0&&(p.use24HourTimeFormat=
this.i18n.use24HourTimeFormatByDefault())}return l.toString=function(u,p){var d=p===void 0?{}:p,m=d.throwExceptionOnParseError,
h=m===void 0?!0:m,w=d.verbose,y=w===void 0?!1:w,b=d.dayOfWeekStartIndexZero,k=b===void 0?!0:b,_=d.monthStartIndexZero,v=_===
void 0?!1:_,V=d.use24HourTimeFormat,L=d.locale,pe=L===void 0?null:L,R={throwExceptionOnParseError:h,verbose:y,dayOfWeekStartIndexZero:k,
monthStartIndexZero:v,use24HourTimeFormat:V,locale:pe};R.tzOffset&&console.warn("'tzOffset' option has been deprecated a\
nd is no longer supported.");var W=new l(u,R);return W.getFullDescription()},l.initialize=function(u,p){p===void 0&&(p="\
en"),l.specialCharacters=["/","-",",","*"],l.defaultLocale=p,u.load(l.locales)},l.prototype.getFullDescription=function(){
var u,p,d="";try{var m=new c.CronParser(this.expression,this.options.dayOfWeekStartIndexZero,this.options.monthStartIndexZero);
if(this.expressionParts=m.parse(),this.expressionParts[0]==="@reboot")return((p=(u=this.i18n).atReboot)===null||p===void 0?
void 0:p.call(u))||"Run once, at startup";var h=this.getTimeOfDayDescription(),w=this.getDayOfMonthDescription(),y=this.
getMonthDescription(),b=this.getDayOfWeekDescription(),k=this.getYearDescription();d+=h+w+b+y+k,d=this.transformVerbosity(
d,!!this.options.verbose),d=d.charAt(0).toLocaleUpperCase()+d.substr(1)}catch(_){if(!this.options.throwExceptionOnParseError)
d=this.i18n.anErrorOccuredWhenGeneratingTheExpressionD();else throw"".concat(_)}return d},l.prototype.getTimeOfDayDescription=
function(){var u=this.expressionParts[0],p=this.expressionParts[1],d=this.expressionParts[2],m="";if(!a.StringUtilities.
containsAny(p,l.specialCharacters)&&!a.StringUtilities.containsAny(d,l.specialCharacters)&&!a.StringUtilities.containsAny(
u,l.specialCharacters))m+=this.i18n.atSpace()+this.formatTime(d,p,u);else if(!u&&p.indexOf("-")>-1&&!(p.indexOf(",")>-1)&&
!(p.indexOf("/")>-1)&&!a.StringUtilities.containsAny(d,l.specialCharacters)){var h=p.split("-");m+=a.StringUtilities.format(
this.i18n.everyMinuteBetweenX0AndX1(),this.formatTime(d,h[0],""),this.formatTime(d,h[1],""))}else if(!u&&d.indexOf(",")>
-1&&d.indexOf("-")==-1&&d.indexOf("/")==-1&&!a.StringUtilities.containsAny(p,l.specialCharacters)){var w=d.split(",");m+=
this.i18n.at();for(var y=0;y<w.length;y++)m+=" ",m+=this.formatTime(w[y],p,""),y<w.length-2&&(m+=","),y==w.length-2&&(m+=
this.i18n.spaceAnd())}else{var b=this.getSecondsDescription(),k=this.getMinutesDescription(),_=this.getHoursDescription();
if(m+=b,m&&k&&(m+=", "),m+=k,k===_)return m;m&&_&&(m+=", "),m+=_}return m},l.prototype.getSecondsDescription=function(){
var u=this,p=this.getSegmentDescription(this.expressionParts[0],this.i18n.everySecond(),function(d){return d},function(d){
return a.StringUtilities.format(u.i18n.everyX0Seconds(d),d)},function(d){return u.i18n.secondsX0ThroughX1PastTheMinute()},
function(d){return d=="0"?"":parseInt(d)<20?u.i18n.atX0SecondsPastTheMinute(d):u.i18n.atX0SecondsPastTheMinuteGt20()||u.
i18n.atX0SecondsPastTheMinute(d)});return p},l.prototype.getMinutesDescription=function(){var u=this,p=this.expressionParts[0],
d=this.expressionParts[2],m=this.getSegmentDescription(this.expressionParts[1],this.i18n.everyMinute(),function(h){return h},
function(h){return a.StringUtilities.format(u.i18n.everyX0Minutes(h),h)},function(h){return u.i18n.minutesX0ThroughX1PastTheHour()},
function(h){try{return h=="0"&&d.indexOf("/")==-1&&p==""?u.i18n.everyHour():parseInt(h)<20?u.i18n.atX0MinutesPastTheHour(
h):u.i18n.atX0MinutesPastTheHourGt20()||u.i18n.atX0MinutesPastTheHour(h)}catch{return u.i18n.atX0MinutesPastTheHour(h)}});
return m},l.prototype.getHoursDescription=function(){var u=this,p=this.expressionParts[2],d=0,m=[];p.split("/")[0].split(
",").forEach(function(y){var b=y.split("-");b.length===2&&m.push({value:b[1],index:d+1}),d+=b.length});var h=0,w=this.getSegmentDescription(
p,this.i18n.everyHour(),function(y){var b=m.find(function(_){return _.value===y&&_.index===h}),k=b&&u.expressionParts[1]!==
"0";return h++,k?u.formatTime(y,"59",""):u.formatTime(y,"0","")},function(y){return a.StringUtilities.format(u.i18n.everyX0Hours(
y),y)},function(y){return u.i18n.betweenX0AndX1()},function(y){return u.i18n.atX0()});return w},l.prototype.getDayOfWeekDescription=
function(){var u=this,p=this.i18n.daysOfTheWeek(),d=null;return this.expressionParts[5]=="*"?d="":d=this.getSegmentDescription(
this.expressionParts[5],this.i18n.commaEveryDay(),function(m,h){var w=m;m.indexOf("#")>-1?w=m.substring(0,m.indexOf("#")):
m.indexOf("L")>-1&&(w=w.replace("L",""));var y=parseInt(w),b=u.i18n.daysOfTheWeekInCase?u.i18n.daysOfTheWeekInCase(h)[y]:
p[y];if(m.indexOf("#")>-1){var k=null,_=m.substring(m.indexOf("#")+1),v=m.substring(0,m.indexOf("#"));switch(_){case"1":
k=u.i18n.first(v);break;case"2":k=u.i18n.second(v);break;case"3":k=u.i18n.third(v);break;case"4":k=u.i18n.fourth(v);break;case"\
5":k=u.i18n.fifth(v);break}b=k+" "+b}return b},function(m){return parseInt(m)==1?"":a.StringUtilities.format(u.i18n.commaEveryX0DaysOfTheWeek(
m),m)},function(m){var h=m.substring(0,m.indexOf("-")),w=u.expressionParts[3]!="*";return w?u.i18n.commaAndX0ThroughX1(h):
u.i18n.commaX0ThroughX1(h)},function(m){var h=null;if(m.indexOf("#")>-1){var w=m.substring(m.indexOf("#")+1),y=m.substring(
0,m.indexOf("#"));h=u.i18n.commaOnThe(w,y).trim()+u.i18n.spaceX0OfTheMonth()}else if(m.indexOf("L")>-1)h=u.i18n.commaOnTheLastX0OfTheMonth(
m.replace("L",""));else{var b=u.expressionParts[3]!="*";h=b?u.i18n.commaAndOnX0():u.i18n.commaOnlyOnX0(m)}return h}),d},
l.prototype.getMonthDescription=function(){var u=this,p=this.i18n.monthsOfTheYear(),d=this.getSegmentDescription(this.expressionParts[4],
"",function(m,h){return h&&u.i18n.monthsOfTheYearInCase?u.i18n.monthsOfTheYearInCase(h)[parseInt(m)-1]:p[parseInt(m)-1]},
function(m){return parseInt(m)==1?"":a.StringUtilities.format(u.i18n.commaEveryX0Months(m),m)},function(m){return u.i18n.
commaMonthX0ThroughMonthX1()||u.i18n.commaX0ThroughX1()},function(m){return u.i18n.commaOnlyInMonthX0?u.i18n.commaOnlyInMonthX0():
u.i18n.commaOnlyInX0()});return d},l.prototype.getDayOfMonthDescription=function(){var u=this,p=null,d=this.expressionParts[3];
switch(d){case"L":p=this.i18n.commaOnTheLastDayOfTheMonth();break;case"WL":case"LW":p=this.i18n.commaOnTheLastWeekdayOfTheMonth();
break;default:var m=d.match(/(\d{1,2}W)|(W\d{1,2})/);if(m){var h=parseInt(m[0].replace("W","")),w=h==1?this.i18n.firstWeekday():
a.StringUtilities.format(this.i18n.weekdayNearestDayX0(),h.toString());p=a.StringUtilities.format(this.i18n.commaOnTheX0OfTheMonth(),
w);break}else{var y=d.match(/L-(\d{1,2})/);if(y){var b=y[1];p=a.StringUtilities.format(this.i18n.commaDaysBeforeTheLastDayOfTheMonth(
b),b);break}else{if(d=="*"&&this.expressionParts[5]!="*")return"";p=this.getSegmentDescription(d,this.i18n.commaEveryDay(),
function(k){return k=="L"?u.i18n.lastDay():u.i18n.dayX0?a.StringUtilities.format(u.i18n.dayX0(),k):k},function(k){return k==
"1"?u.i18n.commaEveryDay():u.i18n.commaEveryX0Days(k)},function(k){return u.i18n.commaBetweenDayX0AndX1OfTheMonth(k)},function(k){
return u.i18n.commaOnDayX0OfTheMonth(k)})}break}}return p},l.prototype.getYearDescription=function(){var u=this,p=this.getSegmentDescription(
this.expressionParts[6],"",function(d){return/^\d+$/.test(d)?new Date(parseInt(d),1).getFullYear().toString():d},function(d){
return a.StringUtilities.format(u.i18n.commaEveryX0Years(d),d)},function(d){return u.i18n.commaYearX0ThroughYearX1()||u.
i18n.commaX0ThroughX1()},function(d){return u.i18n.commaOnlyInYearX0?u.i18n.commaOnlyInYearX0():u.i18n.commaOnlyInX0()});
return p},l.prototype.getSegmentDescription=function(u,p,d,m,h,w){var y=null,b=u.indexOf("/")>-1,k=u.indexOf("-")>-1,_=u.
indexOf(",")>-1;if(!u)y="";else if(u==="*")y=p;else if(!b&&!k&&!_)y=a.StringUtilities.format(w(u),d(u));else if(_){for(var v=u.
split(","),V="",L=0;L<v.length;L++)if(L>0&&v.length>2&&(V+=",",L<v.length-1&&(V+=" ")),L>0&&v.length>1&&(L==v.length-1||
v.length==2)&&(V+="".concat(this.i18n.spaceAnd()," ")),v[L].indexOf("/")>-1||v[L].indexOf("-")>-1){var pe=v[L].indexOf("\
-")>-1&&v[L].indexOf("/")==-1,R=this.getSegmentDescription(v[L],p,d,m,pe?this.i18n.commaX0ThroughX1:h,w);pe&&(R=R.replace(
", ","")),V+=R}else b?V+=this.getSegmentDescription(v[L],p,d,m,h,w):V+=d(v[L]);b?y=V:y=a.StringUtilities.format(w(u),V)}else if(b){
var v=u.split("/");if(y=a.StringUtilities.format(m(v[1]),v[1]),v[0].indexOf("-")>-1){var W=this.generateRangeSegmentDescription(
v[0],h,d);W.indexOf(", ")!=0&&(y+=", "),y+=W}else if(v[0].indexOf("*")==-1){var U=a.StringUtilities.format(w(v[0]),d(v[0]));
U=U.replace(", ",""),y+=a.StringUtilities.format(this.i18n.commaStartingX0(),U)}}else k&&(y=this.generateRangeSegmentDescription(
u,h,d));return y},l.prototype.generateRangeSegmentDescription=function(u,p,d){var m="",h=u.split("-"),w=d(h[0],1),y=d(h[1],
2),b=p(u);return m+=a.StringUtilities.format(b,w,y),m},l.prototype.formatTime=function(u,p,d){var m=0,h=0,w=parseInt(u)+
m,y=parseInt(p)+h;y>=60?(y-=60,w+=1):y<0&&(y+=60,w-=1),w>=24?w=w-24:w<0&&(w=24+w);var b="",k=!1;this.options.use24HourTimeFormat||
(k=!!(this.i18n.setPeriodBeforeTime&&this.i18n.setPeriodBeforeTime()),b=k?"".concat(this.getPeriod(w)," "):" ".concat(this.
getPeriod(w)),w>12&&(w-=12),w===0&&(w=12));var _="";return d&&(_=":".concat(("00"+d).substring(d.length))),"".concat(k?b:
"").concat(("00"+w.toString()).substring(w.toString().length),":").concat(("00"+y.toString()).substring(y.toString().length)).
concat(_).concat(k?"":b)},l.prototype.transformVerbosity=function(u,p){if(!p&&(u=u.replace(new RegExp(", ".concat(this.i18n.
everyMinute()),"g"),""),u=u.replace(new RegExp(", ".concat(this.i18n.everyHour()),"g"),""),u=u.replace(new RegExp(this.i18n.
commaEveryDay(),"g"),""),u=u.replace(/\, ?$/,""),this.i18n.conciseVerbosityReplacements))for(var d=0,m=Object.entries(this.
i18n.conciseVerbosityReplacements());d<m.length;d++){var h=m[d],w=h[0],y=h[1];u=u.replace(new RegExp(w,"g"),y)}return u},
l.prototype.getPeriod=function(u){return u>=12?this.i18n.pm&&this.i18n.pm()||"PM":this.i18n.am&&this.i18n.am()||"AM"},l.
locales={},l})();s.ExpressionDescriptor=f}),747:((o,s,i)=>{Object.defineProperty(s,"__esModule",{value:!0}),s.enLocaleLoader=
void 0;var a=i(486),c=(function(){function f(){}return f.prototype.load=function(l){l.en=new a.en},f})();s.enLocaleLoader=
c}),486:((o,s)=>{Object.defineProperty(s,"__esModule",{value:!0}),s.en=void 0;var i=(function(){function a(){}return a.prototype.
atX0SecondsPastTheMinuteGt20=function(){return null},a.prototype.atX0MinutesPastTheHourGt20=function(){return null},a.prototype.
commaMonthX0ThroughMonthX1=function(){return null},a.prototype.commaYearX0ThroughYearX1=function(){return null},a.prototype.
use24HourTimeFormatByDefault=function(){return!1},a.prototype.anErrorOccuredWhenGeneratingTheExpressionD=function(){return"\
An error occurred when generating the expression description. Check the cron expression syntax."},a.prototype.everyMinute=
function(){return"every minute"},a.prototype.everyHour=function(){return"every hour"},a.prototype.atSpace=function(){return"\
At "},a.prototype.everyMinuteBetweenX0AndX1=function(){return"Every minute between %s and %s"},a.prototype.at=function(){
return"At"},a.prototype.spaceAnd=function(){return" and"},a.prototype.everySecond=function(){return"every second"},a.prototype.
everyX0Seconds=function(){return"every %s seconds"},a.prototype.secondsX0ThroughX1PastTheMinute=function(){return"second\
s %s through %s past the minute"},a.prototype.atX0SecondsPastTheMinute=function(){return"at %s seconds past the minute"},
a.prototype.everyX0Minutes=function(){return"every %s minutes"},a.prototype.minutesX0ThroughX1PastTheHour=function(){return"\
minutes %s through %s past the hour"},a.prototype.atX0MinutesPastTheHour=function(){return"at %s minutes past the hour"},
a.prototype.everyX0Hours=function(){return"every %s hours"},a.prototype.betweenX0AndX1=function(){return"between %s and \
%s"},a.prototype.atX0=function(){return"at %s"},a.prototype.commaEveryDay=function(){return", every day"},a.prototype.commaEveryX0DaysOfTheWeek=
function(){return", every %s days of the week"},a.prototype.commaX0ThroughX1=function(){return", %s through %s"},a.prototype.
commaAndX0ThroughX1=function(){return", %s through %s"},a.prototype.first=function(){return"first"},a.prototype.second=function(){
return"second"},a.prototype.third=function(){return"third"},a.prototype.fourth=function(){return"fourth"},a.prototype.fifth=
function(){return"fifth"},a.prototype.commaOnThe=function(){return", on the "},a.prototype.spaceX0OfTheMonth=function(){
return" %s of the month"},a.prototype.lastDay=function(){return"the last day"},a.prototype.commaOnTheLastX0OfTheMonth=function(){
return", on the last %s of the month"},a.prototype.commaOnlyOnX0=function(){return", only on %s"},a.prototype.commaAndOnX0=
function(){return", and on %s"},a.prototype.commaEveryX0Months=function(){return", every %s months"},a.prototype.commaOnlyInX0=
function(){return", only in %s"},a.prototype.commaOnTheLastDayOfTheMonth=function(){return", on the last day of the mont\
h"},a.prototype.commaOnTheLastWeekdayOfTheMonth=function(){return", on the last weekday of the month"},a.prototype.commaDaysBeforeTheLastDayOfTheMonth=
function(){return", %s days before the last day of the month"},a.prototype.firstWeekday=function(){return"first weekday"},
a.prototype.weekdayNearestDayX0=function(){return"weekday nearest day %s"},a.prototype.commaOnTheX0OfTheMonth=function(){
return", on the %s of the month"},a.prototype.commaEveryX0Days=function(){return", every %s days"},a.prototype.commaBetweenDayX0AndX1OfTheMonth=
function(){return", between day %s and %s of the month"},a.prototype.commaOnDayX0OfTheMonth=function(){return", on day %\
s of the month"},a.prototype.commaEveryHour=function(){return", every hour"},a.prototype.commaEveryX0Years=function(){return"\
, every %s years"},a.prototype.commaStartingX0=function(){return", starting %s"},a.prototype.daysOfTheWeek=function(){return[
"Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"]},a.prototype.monthsOfTheYear=function(){return["\
January","February","March","April","May","June","July","August","September","October","November","December"]},a.prototype.
atReboot=function(){return"Run once, at startup"},a})();s.en=i}),515:((o,s)=>{Object.defineProperty(s,"__esModule",{value:!0});
function i(c,f){if(!c)throw new Error(f)}var a=(function(){function c(){}return c.secondRange=function(f){for(var l=f.split(
","),u=0;u<l.length;u++)if(!isNaN(parseInt(l[u],10))){var p=parseInt(l[u],10);i(p>=0&&p<=59,"seconds part must be >= 0 a\
nd <= 59")}},c.minuteRange=function(f){for(var l=f.split(","),u=0;u<l.length;u++)if(!isNaN(parseInt(l[u],10))){var p=parseInt(
l[u],10);i(p>=0&&p<=59,"minutes part must be >= 0 and <= 59")}},c.hourRange=function(f){for(var l=f.split(","),u=0;u<l.length;u++)
if(!isNaN(parseInt(l[u],10))){var p=parseInt(l[u],10);i(p>=0&&p<=23,"hours part must be >= 0 and <= 23")}},c.dayOfMonthRange=
function(f){for(var l=f.split(","),u=0;u<l.length;u++)if(!isNaN(parseInt(l[u],10))){var p=parseInt(l[u],10);i(p>=1&&p<=31,
"DOM part must be >= 1 and <= 31")}},c.monthRange=function(f,l){for(var u=f.split(","),p=0;p<u.length;p++)if(!isNaN(parseInt(
u[p],10))){var d=parseInt(u[p],10);i(d>=1&&d<=12,l?"month part must be >= 0 and <= 11":"month part must be >= 1 and <= 1\
2")}},c.dayOfWeekRange=function(f,l){for(var u=f.split(","),p=0;p<u.length;p++)if(!isNaN(parseInt(u[p],10))){var d=parseInt(
u[p],10);i(d>=0&&d<=6,l?"DOW part must be >= 0 and <= 6":"DOW part must be >= 1 and <= 7")}},c})();s.default=a}),823:((o,s)=>{
Object.defineProperty(s,"__esModule",{value:!0}),s.StringUtilities=void 0;var i=(function(){function a(){}return a.format=
function(c){for(var f=[],l=1;l<arguments.length;l++)f[l-1]=arguments[l];return c.replace(/%s/g,function(u){for(var p=[],
d=1;d<arguments.length;d++)p[d-1]=arguments[d];return f.shift()})},a.containsAny=function(c,f){return f.some(function(l){
return c.indexOf(l)>-1})},a})();s.StringUtilities=i})},e={};function t(o){var s=e[o];if(s!==void 0)return s.exports;var i=e[o]=
{exports:{}};return n[o](i,i.exports,t),i.exports}var r={};return(()=>{var o=r;Object.defineProperty(o,"__esModule",{value:!0}),
o.toString=void 0;var s=t(333),i=t(747);s.ExpressionDescriptor.initialize(new i.enLocaleLoader),o.default=s.ExpressionDescriptor;
var a=s.ExpressionDescriptor.toString;o.toString=a})(),r})())});var vo=["github","env","vars","job","jobs","steps","runner","secrets","strategy","matrix","needs","inputs"];function ko(n,e,t){
return e.expression===null?e.text:n.evaluateString(e.expression,t)}function Sf(n,e,t){let r=[];for(let[o,s]of Object.entries(
e)){let i=typeof t=="function"?t(o,s):t;r.push([o,ko(n,s,i)])}return Object.fromEntries(r)}function Ef(n,e,t){return n.evaluateTruthy(
e.expression,t)}function cn(n,e,t){switch(e.kind){case"literal":return e.value;case"expression":return n.evaluate(e.expression,
{...t,where:t.where??`line ${e.position.line}, column ${e.position.column}`});case"sequence":return e.items.map(r=>cn(n,
r,t));case"mapping":return Object.fromEntries(e.entries.map(({key:r,value:o})=>[r,cn(n,o,t)]))}}function Et(n){switch(n.
kind){case"literal":return!1;case"expression":return!0;case"sequence":return n.items.some(Et);case"mapping":return n.entries.
some(e=>Et(e.value))}}var _e=class{},Oe=class extends _e{constructor(e,t){super(),this.literal=e,this.token=t}accept(e){return e.visitLiteral(
this)}},ln=class extends _e{constructor(e,t){super(),this.operator=e,this.expr=t}accept(e){return e.visitUnary(this)}},Ft=class extends _e{constructor(e,t){
super(),this.functionName=e,this.args=t}accept(e){return e.visitFunctionCall(this)}},Wt=class extends _e{constructor(e,t,r){
super(),this.left=e,this.operator=t,this.right=r}accept(e){return e.visitBinary(this)}},ut=class extends _e{constructor(e,t){
super(),this.operator=e,this.args=t}accept(e){return e.visitLogical(this)}},ct=class extends _e{constructor(e){super(),this.
group=e}accept(e){return e.visitGrouping(this)}},Vt=class extends _e{constructor(e){super(),this.name=e}accept(e){return e.
visitContextAccess(this)}},Je=class extends _e{constructor(e,t){super(),this.expr=e,this.index=t}accept(e){return e.visitIndexAccess(
this)}},lt=class extends _e{accept(){throw new Error("Method not implemented.")}};var T;(function(n){n[n.String=0]="String",n[n.Array=1]="Array",n[n.Dictionary=2]="Dictionary",n[n.Boolean=3]="Boolean",n[n.
Number=4]="Number",n[n.CaseSensitiveDictionary=5]="CaseSensitiveDictionary",n[n.Null=6]="Null"})(T||(T={}));function Sr(n){
switch(n){case T.Array:return"Array";case T.Boolean:return"Boolean";case T.Null:return"Null";case T.Number:return"Number";case T.
Dictionary:return"Object";case T.String:return"String"}return"unknown"}var pt=class{constructor(...e){this.keys=[],this.v=[],this.indexMap={},this.kind=T.Dictionary,this.primitive=!1;for(let t of e)
this.add(t.key,t.value)}coerceString(){return Sr(this.kind)}number(){return NaN}add(e,t){e.toLowerCase()in this.indexMap||
(this.keys.push(e),this.v.push(t),this.indexMap[e.toLowerCase()]=this.v.length-1)}get(e){let t=this.indexMap[e.toLowerCase()];
if(t!==void 0)return this.v[t]}values(){return this.v}pairs(){let e=[];for(let t of this.keys)e.push({key:t,value:this.v[this.
indexMap[t.toLowerCase()]]});return e}};var F={};yc(F,{Array:()=>He,BooleanData:()=>q,Dictionary:()=>pt,Kind:()=>T,Null:()=>ye,NumberData:()=>de,StringData:()=>Q,
replacer:()=>Er,reviver:()=>$r});var He=class{constructor(...e){this.v=[],this.kind=T.Array,this.primitive=!1;for(let t of e)this.add(t)}coerceString(){return Sr(
this.kind)}number(){return NaN}add(e){this.v.push(e)}get(e){return this.v[e]}values(){return this.v}};var q=class{constructor(e){this.value=e,this.kind=T.Boolean,this.primitive=!0}coerceString(){return this.value?"true":"f\
alse"}number(){return this.value?1:0}};var ye=class{constructor(){this.kind=T.Null,this.primitive=!0}coerceString(){return""}number(){return 0}};var de=class{constructor(e){this.value=e,this.kind=T.Number,this.primitive=!0}coerceString(){return this.value===0?"0":(+this.
value.toFixed(15)).toString()}number(){return this.value}};var Q=class{constructor(e){this.value=e,this.kind=T.String,this.primitive=!0}coerceString(){return this.value}number(){return Number(
this.value)}};function Er(n,e){if(e instanceof ye)return null;if(e instanceof q)return e.value;if(e instanceof de)return e.number();if(e instanceof
Q)return e.coerceString();if(e instanceof He)return e.values();if(e instanceof pt){let t=e.pairs(),r={};for(let o of t)r[o.
key]=o.value;return r}return e}function $r(n,e){return e===null?new ye:typeof e=="string"?new Q(e):typeof e=="number"?new de(e):typeof e=="boolean"?new q(
e):Array.isArray(e)?new He(...e):typeof e=="object"?new pt(...Object.keys(e).map(t=>({key:t,value:e[t]}))):e}var $t=class extends He{};var x;(function(n){n[n.UNKNOWN=0]="UNKNOWN",n[n.LEFT_PAREN=1]="LEFT_PAREN",n[n.RIGHT_PAREN=2]="RIGHT_PAREN",n[n.LEFT_BRACKET=
3]="LEFT_BRACKET",n[n.RIGHT_BRACKET=4]="RIGHT_BRACKET",n[n.COMMA=5]="COMMA",n[n.DOT=6]="DOT",n[n.BANG=7]="BANG",n[n.BANG_EQUAL=
8]="BANG_EQUAL",n[n.EQUAL_EQUAL=9]="EQUAL_EQUAL",n[n.GREATER=10]="GREATER",n[n.GREATER_EQUAL=11]="GREATER_EQUAL",n[n.LESS=
12]="LESS",n[n.LESS_EQUAL=13]="LESS_EQUAL",n[n.AND=14]="AND",n[n.OR=15]="OR",n[n.STAR=16]="STAR",n[n.NUMBER=17]="NUMBER",
n[n.STRING=18]="STRING",n[n.IDENTIFIER=19]="IDENTIFIER",n[n.TRUE=20]="TRUE",n[n.FALSE=21]="FALSE",n[n.NULL=22]="NULL",n[n.
EOF=23]="EOF"})(x||(x={}));function Si(n){switch(n.type){case x.EOF:return"EOF";case x.NUMBER:return n.lexeme;case x.STRING:
return n.value.toString();default:return n.lexeme}}var Ke=class{constructor(e){this.input=e,this.start=0,this.offset=0,this.
line=0,this.lastLineOffset=0,this.tokens=[]}lex(){if(this.input.length>Gt)throw new Error("ErrorExceededMaxLength");for(;!this.
atEnd();){this.start=this.offset;let e=this.next();switch(e){case"(":this.addToken(x.LEFT_PAREN);break;case")":this.addToken(
x.RIGHT_PAREN);break;case"[":this.addToken(x.LEFT_BRACKET);break;case"]":this.addToken(x.RIGHT_BRACKET);break;case",":this.
addToken(x.COMMA);break;case".":this.previous()!=x.IDENTIFIER&&this.previous()!=x.RIGHT_BRACKET&&this.previous()!=x.RIGHT_PAREN&&
this.previous()!=x.STAR?this.consumeNumber():this.addToken(x.DOT);break;case"-":case"+":this.consumeNumber();break;case"\
!":this.addToken(this.match("=")?x.BANG_EQUAL:x.BANG);break;case"=":if(!this.match("=")){this.consumeIdentifier();break}
this.addToken(x.EQUAL_EQUAL);break;case"<":this.addToken(this.match("=")?x.LESS_EQUAL:x.LESS);break;case">":this.addToken(
this.match("=")?x.GREATER_EQUAL:x.GREATER);break;case"&":if(!this.match("&")){this.consumeIdentifier();break}this.addToken(
x.AND);break;case"|":if(!this.match("|")){this.consumeIdentifier();break}this.addToken(x.OR);break;case"*":this.addToken(
x.STAR);break;case" ":case"\r":case"	":break;case`
`:++this.line,this.lastLineOffset=this.offset;break;case"'":this.consumeString();break;default:!0===bc(e)?this.consumeNumber():
this.consumeIdentifier()}}return this.tokens.push({type:x.EOF,lexeme:"",range:this.range()}),{tokens:this.tokens}}pos(){
return{line:this.line,column:this.start-this.lastLineOffset}}endPos(){return{line:this.line,column:this.offset-this.lastLineOffset}}range(){
return{start:this.pos(),end:this.endPos()}}atEnd(){return this.offset>=this.input.length}peek(){return this.atEnd()?"\0":
this.input[this.offset]}peekNext(){return this.offset+1>=this.input.length?"\0":this.input[this.offset+1]}previous(){let e=this.
tokens.length;return e==0?x.EOF:this.tokens[e-1].type}next(){return this.input[this.offset++]}match(e){return this.atEnd()||
this.input[this.offset]!==e?!1:(this.offset++,!0)}addToken(e,t){this.tokens.push({type:e,lexeme:this.input.substring(this.
start,this.offset),range:this.range(),value:t})}consumeNumber(){for(;!this.atEnd()&&(!xi(this.peek())||this.peek()==".");)
this.next();let e=this.input.substring(this.start,this.offset),t=new Q(e).number();if(isNaN(t))throw new Error(`Unexpect\
ed symbol: '${e}'. Located at position ${this.start+1} within expression: ${this.input}`);this.addToken(x.NUMBER,t)}consumeString(){
for(;(this.peek()!=="'"||this.peekNext()==="'")&&!this.atEnd();)this.peek()===`
`&&this.line++,this.peek()==="'"&&this.peekNext()==="'"&&this.next(),this.next();if(this.atEnd())throw new Error(`Unexpe\
cted symbol: '${this.input.substring(this.start)}'. Located at position ${this.start+1} within expression: ${this.input}`);
this.next();let e=this.input.substring(this.start+1,this.offset-1);e=e.replace("''","'"),this.addToken(x.STRING,e)}consumeIdentifier(){
for(;!this.atEnd()&&!xi(this.peek());)this.next();let e=x.IDENTIFIER,t,r=this.input.substring(this.start,this.offset);if(this.
previous()!=x.DOT)switch(r){case"true":e=x.TRUE;break;case"false":e=x.FALSE;break;case"null":e=x.NULL;break;case"NaN":e=
x.NUMBER,t=NaN;break;case"Infinity":e=x.NUMBER,t=1/0;break}if(!vc(r))throw new Error(`Unexpected symbol: '${r}'. Located\
 at position ${this.start+1} within expression: ${this.input}`);this.addToken(e,t)}};function bc(n){return n>="0"&&n<="9"}
function xi(n){switch(n){case"(":case"[":case")":case"]":case",":case".":case"!":case">":case"<":case"=":case"&":case"|":
return!0}return/\s/.test(n)}function vc(n){if(n=="")return!1;let e=n[0];if(e>="a"&&e<="z"||e>="A"&&e<="Z"||e=="_"){for(let t of n.
substring(1).split(""))if(!(t>="a"&&t<="z"||t>="A"&&t<="Z"||t>="0"&&t<="9"||t=="_"||t=="-"))return!1;return!0}return!1}var xo=50,Gt=21e3,G;(function(n){n[n.ErrorUnexpectedSymbol=0]="ErrorUnexpectedSymbol",n[n.ErrorUnrecognizedNamedValue=1]=
"ErrorUnrecognizedNamedValue",n[n.ErrorUnexpectedEndOfExpression=2]="ErrorUnexpectedEndOfExpression",n[n.ErrorExceededMaxDepth=
3]="ErrorExceededMaxDepth",n[n.ErrorExceededMaxLength=4]="ErrorExceededMaxLength",n[n.ErrorTooFewParameters=5]="ErrorToo\
FewParameters",n[n.ErrorTooManyParameters=6]="ErrorTooManyParameters",n[n.ErrorEvenParameters=7]="ErrorEvenParameters",n[n.
ErrorUnrecognizedContext=8]="ErrorUnrecognizedContext",n[n.ErrorUnrecognizedFunction=9]="ErrorUnrecognizedFunction"})(G||
(G={}));var ze=class extends Error{constructor(e,t){super(`${kc(e)}: '${Si(t)}'`),this.typ=e,this.tok=t,this.pos=this.tok.
range.start}};function kc(n){switch(n){case G.ErrorUnexpectedEndOfExpression:return"Unexpected end of expression";case G.
ErrorUnexpectedSymbol:return"Unexpected symbol";case G.ErrorUnrecognizedNamedValue:return"Unrecognized named-value";case G.
ErrorExceededMaxDepth:return`Exceeded max expression depth ${xo}`;case G.ErrorExceededMaxLength:return`Exceeded max expr\
ession length ${Gt}`;case G.ErrorTooFewParameters:return"Too few parameters supplied";case G.ErrorTooManyParameters:return"\
Too many parameters supplied";case G.ErrorEvenParameters:return"Even number of parameters supplied, requires an odd numb\
er of parameters";case G.ErrorUnrecognizedContext:return"Unrecognized named-value";case G.ErrorUnrecognizedFunction:return"\
Unrecognized function";default:return"Unknown error"}}var Dn=class extends Error{};var Ei={name:"case",description:"`case( pred1, val1, pred2, val2, ..., default )`\n\nEvaluates predicates in order and ret\
urns the value corresponding to the first predicate that evaluates to `true`. If no predicate matches, it returns the la\
st argument as the default value.",minArgs:3,maxArgs:Number.MAX_SAFE_INTEGER,call:(...n)=>{for(let e=0;e<n.length-1;e+=2){
let t=n[e];if(t.kind!==T.Boolean)throw new Error("case predicate must evaluate to a boolean value");if(t.value)return n[e+
1]}return n[n.length-1]}};function Tr(n){switch(n.kind){case T.Null:return!0;case T.Boolean:return!n.value;case T.Number:{let e=n.value;return e===
0||isNaN(e)}case T.String:return n.value.length===0}return!1}function pn(n){return!Tr(n)}function Ln(n,e){let t=n,r=e;if(n.
kind===e.kind)return[t,r];switch(n.kind){case T.Number:if(e.kind===T.String)return r=new de(e.number()),[t,r];break;case T.
String:if(e.kind===T.Number)return t=new de(n.number()),[t,r];break;case T.Null:case T.Boolean:return t=new de(n.number()),
Ln(t,r)}switch(e.kind){case T.Null:case T.Boolean:return r=new de(e.number()),Ln(t,r)}return[t,r]}function Bt(n,e){let[t,
r]=Ln(n,e);if(t.kind!=r.kind)return!1;switch(t.kind){case T.Null:return!0;case T.Number:{let o=t.value,s=r.value;return isNaN(
o)||isNaN(s)?!1:o==s}case T.String:{let o=t.value,s=r.value;return Ie(o)===Ie(s)}case T.Boolean:{let o=t.value,s=r.value;
return o==s}case T.Dictionary:case T.Array:return t===r}return!1}function So(n,e){let[t,r]=Ln(n,e);if(t.kind!=r.kind)return!1;
switch(t.kind){case T.Number:{let o=t.value,s=r.value;return isNaN(o)||isNaN(s)?!1:o>s}case T.String:{let o=t.value,s=r.
value;return o=Ie(o),s=Ie(s),o>s}case T.Boolean:{let o=t.value,s=r.value;return o&&!s}}return!1}function Eo(n,e){let[t,r]=Ln(
n,e);if(t.kind!=r.kind)return!1;switch(t.kind){case T.Number:{let o=t.value,s=r.value;return isNaN(o)||isNaN(s)?!1:o<s}case T.
String:{let o=t.value,s=r.value;return o=Ie(o),s=Ie(s),o<s}case T.Boolean:{let o=t.value,s=r.value;return!o&&s}}return!1}
function Ie(n){let e=[],t=0,r=n.length,o=n.indexOf("\u0131");for(;t<r;)if(t<o)e.push(n.substring(t,o).toUpperCase()),t=o;else if(t==
o)e.push(n.substring(t,t+1)),t+=1,o=n.indexOf("\u0131",t);else{e.push(n.substring(t).toUpperCase());break}return e.join(
"")}var $i={name:"contains",description:"`contains( search, item )`\n\nReturns `true` if `search` contains `item`. If `search`\
 is an array, this function returns `true` if the `item` is an element in the array. If `search` is a string, this funct\
ion returns `true` if the `item` is a substring of `search`. This function is not case sensitive. Casts values to a stri\
ng.",minArgs:2,maxArgs:2,call:(...n)=>{let e=n[0],t=n[1];if(e.primitive){let r=e.coerceString();if(t.primitive){let o=t.
coerceString();return new q(r.toLowerCase().includes(o.toLowerCase()))}}else if(e.kind===T.Array){let r=e;if(r.values().
length===0)return new q(!1);for(let o of r.values())if(Bt(t,o))return new q(!0)}return new q(!1)}};var Ti={name:"endsWith",description:"`endsWith( searchString, searchValue )`\n\nReturns `true` if `searchString` ends with\
 `searchValue`. This function is not case sensitive. Casts values to a string.",minArgs:2,maxArgs:2,call:(...n)=>{let e=n[0];
if(!e.primitive)return new q(!1);let t=n[1];if(!t.primitive)return new q(!1);let r=Ie(e.coerceString()),o=Ie(t.coerceString());
return new q(r.endsWith(o))}};var Ni={name:"format",description:"`format( string, replaceValue0, replaceValue1, ..., replaceValueN)`\n\nReplaces values \
in the `string`, with the variable `replaceValueN`. Variables in the `string` are specified using the `{N}` syntax, wher\
e `N` is an integer. You must specify at least one `replaceValue` and `string`. There is no maximum for the number of va\
riables (`replaceValueN`) you can use. Escape curly braces using double braces.",minArgs:1,maxArgs:255,call:(...n)=>{let e=n[0].
coerceString(),t=[],r=0;for(;r<e.length;){let o=e.indexOf("{",r),s=e.indexOf("}",r);if(o>=0&&(s<0||s>o)){if($o(e,o+1)===
"{"){t.push(e.substr(r,o-r+1)),r=o+2;continue}if(s>o+1){let i=xc(e,o+1);if(i.success){if(1+i.result>n.length-1)throw new Error(
`The following format string references more arguments than were supplied: ${e}`);o>r&&t.push(e.substr(r,o-r)),t.push(`${n[1+
i.result].coerceString()}`),r=s+1;continue}}throw new Error(`The following format string is invalid: ${e}`)}else if(s>=0)
if($o(e,s+1)==="}")t.push(e.substr(r,s-r+1)),r=s+2;else throw new Error(`The following format string is invalid: ${e}`);else{
t.push(e.substr(r));break}}return new Q(t.join(""))}};function $o(n,e){return n.length>e?n[e]:"\0"}function xc(n,e){let t=0;
for(;;){let s=$o(n,e+t);if(s>="0"&&s<="9")t++;else break}if(t<1)return{success:!1};let r=e+t-1,o=parseInt(n.substr(e,t));
return{success:!isNaN(o),result:o,endIndex:r}}var _i={name:"fromJson",description:"`fromJSON(value)`\n\nReturns a JSON object or JSON data type for `value`. You can use\
 this function to provide a JSON object as an evaluated expression or to convert environment variables from a string.",minArgs:1,
maxArgs:1,call:(...n)=>{let t=n[0].coerceString();if(t.trim()==="")throw new Error("empty input");try{return JSON.parse(
t,$r)}catch(r){throw new Dn("Error parsing JSON when evaluating fromJson",{cause:r})}}};var Oi={name:"join",description:"`join( array, optionalSeparator )`\n\nThe value for `array` can be an array or a string. \
All values in `array` are concatenated into a string. If you provide `optionalSeparator`, it is inserted between the con\
catenated values. Otherwise, the default separator `,` is used. Casts values to a string.",minArgs:1,maxArgs:2,call:(...n)=>{
if(n[0].primitive)return new Q(n[0].coerceString());if(n[0].kind===T.Array){let e=",";return n.length>1&&n[1].primitive&&
(e=n[1].coerceString()),new Q(n[0].values().map(t=>t.coerceString()).join(e))}return new Q("")}};var Ii={name:"startsWith",description:"`startsWith( searchString, searchValue )`\n\nReturns `true` when `searchString` sta\
rts with `searchValue`. This function is not case sensitive. Casts values to a string.",minArgs:2,maxArgs:2,call:(...n)=>{
let e=n[0];if(!e.primitive)return new q(!1);let t=n[1];if(!t.primitive)return new q(!1);let r=Ie(e.coerceString()),o=Ie(
t.coerceString());return new q(r.startsWith(o))}};var Ai={name:"toJson",description:"`toJSON(value)`\n\nReturns a pretty-print JSON representation of `value`. You can use t\
his function to debug the information provided in contexts.",minArgs:1,maxArgs:1,call:(...n)=>new Q(JSON.stringify(n[0],
Er,"  "))};var Cn={case:Ei,contains:$i,endswith:Ti,format:Ni,fromjson:_i,join:Oi,startswith:Ii,tojson:Ai};function ji(n,e,t){let r=e.
lexeme.toLowerCase(),o;if(o=Cn[r],!o&&(o=n.extensionFunctions.get(r),!o)){if(!n.allowUnknownKeywords)throw new ze(G.ErrorUnrecognizedFunction,
e);return}if(t<o.minArgs)throw new ze(G.ErrorTooFewParameters,e);if(t>o.maxArgs)throw new ze(G.ErrorTooManyParameters,e);
if(r==="case"&&t%2===0)throw new ze(G.ErrorEvenParameters,e)}var qn=class{constructor(e,t){if(this.star=e,!!t&&!e){t.primitive&&(this.str=t.coerceString());let r=t.number();!isNaN(r)&&
isFinite(r)&&r>=0&&(r=Math.floor(r),this.int=r)}}};var fn=class{constructor(e,t,r){this.n=e,this.context=t,this.functions=r}evaluate(){return this.eval(this.n)}eval(e){return e.
accept(this)}visitLiteral(e){return e.literal}visitUnary(e){let t=this.eval(e.expr);if(e.operator.type===x.BANG)return new q(
Tr(t));throw new Error(`unknown unary operator: ${e.operator.lexeme}`)}visitBinary(e){let t=this.eval(e.left),r=this.eval(
e.right);switch(e.operator.type){case x.EQUAL_EQUAL:return new q(Bt(t,r));case x.BANG_EQUAL:return new q(!Bt(t,r));case x.
GREATER:return new q(So(t,r));case x.GREATER_EQUAL:return new q(Bt(t,r)||So(t,r));case x.LESS:return new q(Eo(t,r));case x.
LESS_EQUAL:return new q(Bt(t,r)||Eo(t,r))}throw new Error(`unknown binary operator: ${e.operator.lexeme}`)}visitLogical(e){
let t;for(let r of e.args)if(t=this.eval(r),e.operator.type===x.AND&&Tr(t)||e.operator.type===x.OR&&pn(t))break;return t}visitGrouping(e){
return this.eval(e.group)}visitContextAccess(e){return this.context.get(e.name.lexeme)}visitIndexAccess(e){let t;if(e.index instanceof
lt)t=new qn(!0,void 0);else{let s;try{s=this.eval(e.index)}catch(i){throw new Error(`could not evaluate index for index \
access: ${i.message}`,{cause:i})}t=new qn(!1,s)}let r=this.eval(e.expr),o;switch(r.kind){case T.Array:{let s=r;s instanceof
$t?o=Sc(s,t):o=Ec(s,t);break}case T.Dictionary:{o=$c(r,t);break}default:t.star?o=new $t:o=new ye}return o}visitFunctionCall(e){
let t=e.args.map(s=>this.eval(s)),r=e.functionName.lexeme.toLowerCase();return(this.functions?.get(r)||Cn[r]).call(...t)}};
function Sc(n,e){let t=new $t;for(let r of n.values())switch(r.kind){case T.Dictionary:{let o=r;if(e.star)for(let s of o.
values())t.add(s);else if(e.str!==void 0){let s=o.get(e.str);s!==void 0&&t.add(s)}break}case T.Array:{let o=r;if(e.star)
for(let s of o.values())t.add(s);else e.int!==void 0&&e.int<o.values().length&&t.add(o.get(e.int));break}}return t}function Ec(n,e){
if(e.star){let t=new $t;for(let r of n.values())t.add(r);return t}return e.int!==void 0&&e.int<n.values().length?n.get(e.
int):new ye}function $c(n,e){if(e.star)return new $t(...n.values());if(e.str!==void 0){let t=n.get(e.str);if(t!==void 0)
return t}return new ye}var Tc=["missingInputsQuickfix","blockScalarChompingWarning","allowCaseFunction","allowCopilotRequestsPermission","allow\
DrivesPermissionAutocomplete","allowBackgroundSteps"],dn=class{constructor(e){this.features=e??{}}isEnabled(e){let t=this.
features[e];return t!==void 0?t:this.features.all??!1}getEnabledFeatures(){return Tc.filter(e=>this.isEnabled(e))}};var Xe=class{constructor(e,t,r){this.tokens=e,this.offset=0,this.depth=0,this.extContexts=new Map,this.extFuncs=new Map;
for(let o of t)this.extContexts.set(o.toLowerCase(),!0);for(let{name:o,func:s}of r.map(i=>({name:i.name,func:i})))this.extFuncs.
set(o.toLowerCase(),s);this.context={allowUnknownKeywords:!1,extensionContexts:this.extContexts,extensionFunctions:this.
extFuncs}}parse(){let e;if(this.atEnd())return e;if(e=this.expression(),!this.atEnd())throw this.buildError(G.ErrorUnexpectedSymbol,
this.peek());return e}expression(){this.incrDepth();try{return this.logicalOr()}finally{this.decrDepth()}}logicalOr(){let e=this.
logicalAnd();if(this.check(x.OR)){this.incrDepth();try{let t=new ut(this.peek(),[e]);for(e=t;this.match(x.OR);){let r=this.
logicalAnd();t.args.push(r)}}finally{this.decrDepth()}}return e}logicalAnd(){let e=this.equality();if(this.check(x.AND)){
this.incrDepth();try{let t=new ut(this.peek(),[e]);for(e=t;this.match(x.AND);){let r=this.equality();t.args.push(r)}}finally{
this.decrDepth()}}return e}equality(){let e=this.comparison();for(;this.match(x.BANG_EQUAL,x.EQUAL_EQUAL);){let t=this.previous(),
r=this.comparison();e=new Wt(e,t,r)}return e}comparison(){let e=this.unary();for(;this.match(x.GREATER,x.GREATER_EQUAL,x.
LESS,x.LESS_EQUAL);){let t=this.previous(),r=this.unary();e=new Wt(e,t,r)}return e}unary(){if(this.match(x.BANG)){this.incrDepth();
let e=this.previous(),t=this.unary();try{return new ln(e,t)}finally{this.decrDepth()}}return this.index()}index(){let e=this.
call(),t=0;if(e instanceof ct||e instanceof Ft||e instanceof Vt){let r=!0;for(;r;)switch(!0){case this.match(x.LEFT_BRACKET):{
let o;this.match(x.STAR)?o=new lt:o=this.expression(),this.consume(x.RIGHT_BRACKET,G.ErrorUnexpectedSymbol),this.incrDepth(),
t++,e=new Je(e,o);break}case this.match(x.DOT):if(this.incrDepth(),t++,this.match(x.IDENTIFIER)){let o=this.previous();e=
new Je(e,new Oe(new Q(o.lexeme),o))}else if(this.match(x.STAR))e=new Je(e,new lt);else throw this.buildError(G.ErrorUnexpectedSymbol,
this.peek());break;default:r=!1}}for(let r=0;r<t;r++)this.decrDepth();return e}call(){if(!this.check(x.IDENTIFIER))return this.
primary();let e=this.next();if(!this.match(x.LEFT_PAREN)){if(!this.extContexts.has(e.lexeme.toLowerCase()))throw this.buildError(
G.ErrorUnrecognizedContext,e);return new Vt(e)}let t=[];for(;!this.match(x.RIGHT_PAREN);){let r=this.expression();t.push(
r),this.check(x.RIGHT_PAREN)||this.consume(x.COMMA,G.ErrorUnexpectedSymbol)}return ji(this.context,e,t.length),new Ft(e,
t)}primary(){switch(!0){case this.match(x.FALSE):return new Oe(new q(!1),this.previous());case this.match(x.TRUE):return new Oe(
new q(!0),this.previous());case this.match(x.NULL):return new Oe(new ye,this.previous());case this.match(x.NUMBER):return new Oe(
new de(this.previous().value),this.previous());case this.match(x.STRING):return new Oe(new Q(this.previous().value),this.
previous());case this.match(x.LEFT_PAREN):{let e=this.expression();if(this.atEnd())throw this.buildError(G.ErrorUnexpectedEndOfExpression,
this.previous());return this.consume(x.RIGHT_PAREN,G.ErrorUnexpectedSymbol),new ct(e)}case this.atEnd():throw this.buildError(
G.ErrorUnexpectedEndOfExpression,this.previous())}throw this.buildError(G.ErrorUnexpectedSymbol,this.peek())}match(...e){
for(let t of e)if(this.check(t))return this.next(),!0;return!1}check(e){return this.atEnd()?!1:this.peek().type==e}atEnd(){
return this.peek().type==x.EOF}next(){return this.atEnd()||this.offset++,this.previous()}peek(){return this.tokens[this.
offset]}previous(){return this.tokens[this.offset-1]}consume(e,t){if(this.check(e)){this.next();return}throw this.buildError(
t,this.peek())}incrDepth(){if(this.depth++,this.depth>xo)throw this.buildError(G.ErrorExceededMaxDepth,this.peek())}decrDepth(){
this.depth--}buildError(e,t){return new ze(e,t)}};function Ri(n){let e={paths:[],resultPaths:[],comparisons:[],fallbacks:[]},t=new To(e),r=n.accept(t);return t.record(r),
e.resultPaths=r.flows,e}var Nr={other:!0,flows:[]},Nc=new Set(["contains","startswith","endswith","success","failure","c\
ancelled","always","hashfiles"]),To=class{#e;#t=[];constructor(e){this.#e=e}record(e){return"path"in e&&(this.#e.paths.push(
e.path),this.#e.fallbacks.push(this.#t)),e}#n(e){let t=this.#t;this.#t=[];try{return e()}finally{this.#t=t}}visitLiteral(e){
return e.literal instanceof F.StringData?{literal:e.literal.value,flows:[]}:Nr}visitUnary(e){return this.#n(()=>(this.record(
e.expr.accept(this)),Nr))}visitBinary(e){return this.#n(()=>this.#r(e))}#r(e){let t=e.left.accept(this),r=e.right.accept(
this);this.record(t),this.record(r);let o=e.operator.type===x.EQUAL_EQUAL?"==":e.operator.type===x.BANG_EQUAL?"!=":null;
return o&&("path"in t&&"literal"in r&&this.#e.comparisons.push({path:t.path,literal:r.literal,operator:o}),"literal"in t&&
"path"in r&&this.#e.comparisons.push({path:r.path,literal:t.literal,operator:o})),Nr}visitLogical(e){let t=this.#t,r=e.operator.
type===x.OR,o=e.args.map((i,a)=>(this.#t=r&&a<e.args.length-1?Di(Pi(e.args.slice(a+1)),t):t,this.record(i.accept(this))));
return this.#t=t,{other:!0,flows:(e.operator.type===x.AND?o.slice(-1):o).flatMap(i=>i.flows)}}visitGrouping(e){return e.
group.accept(this)}visitContextAccess(e){let t=[e.name.lexeme.toLowerCase()];return{path:t,flows:[t]}}visitIndexAccess(e){
return this.#n(()=>this.#o(e))}#o(e){let t=e.expr.accept(this),r=e.index instanceof lt?null:e.index.accept(this);if("pat\
h"in t){if(r&&"literal"in r){let s=[...t.path,r.literal.toLowerCase()];return{path:s,flows:[s]}}r&&this.record(r);let o=[
...t.path,"*"];return{path:o,flows:[o]}}return r&&this.record(r),{other:!0,flows:t.flows}}visitFunctionCall(e){return this.#n(
()=>this.#s(e))}#s(e){let t=e.args.map(s=>this.record(s.accept(this))),r=e.functionName.lexeme.toLowerCase();return Nc.has(
r)?Nr:{other:!0,flows:(r==="case"?t.filter((s,i)=>i%2===1||i===t.length-1):t).flatMap(s=>s.flows)}}};function Pi(n){return n.
reduce((e,t)=>Di(e,Mi(t)),[])}function Mi(n){if(n instanceof ct)return Mi(n.group);if(n instanceof Oe)return pn(n.literal)?
"other":[];if(n instanceof ut&&n.operator.type===x.OR)return Pi(n.args);let e=Li(n);return e?[e]:"other"}function Di(n,e){
return n==="other"||e==="other"?"other":[...n,...e]}function Li(n){if(n instanceof Vt)return[n.name.lexeme.toLowerCase()];
if(!(n instanceof Je))return null;let e=Li(n.expr);if(e===null)return null;let t=n.index;return t instanceof Oe&&t.literal instanceof
F.StringData?[...e,t.literal.value.toLowerCase()]:[...e,"*"]}var No=class{#e=new Map;evaluate(e,t){return Oo(this.#n(e,t))}evaluateString(e,t){return this.#n(e,t).coerceString()}evaluateTruthy(e,t){
return pn(this.#n(e,t))}parseError(e){try{return this.#t(e),null}catch(t){return t instanceof Error?t.message:String(t)}}facts(e){
try{return this.#t(e).facts}catch{return{paths:[],resultPaths:[],comparisons:[],fallbacks:[]}}}#t(e){let t=this.#e.get(e);
if(!t){let r=new Ke(e).lex();for(let a of r.tokens)a.type===x.STRING&&(a.value=a.lexeme.slice(1,-1).replaceAll("''","'"));
let o=new Xe(r.tokens,[...vo],_c).parse(),s=Ri(o),i=new Set(s.paths.map(a=>a[0]));t={tree:o,facts:s,contexts:vo.filter(a=>i.
has(a))},this.#e.size>1e4&&this.#e.clear(),this.#e.set(e,t)}return t}#n(e,t){try{let{tree:r,contexts:o}=this.#t(e),s=new F.
Dictionary;for(let i of o)s.add(i,i==="env"?Ic(t.contexts.env):Ui(t.contexts[i]));return new fn(r,s,Oc(t)).evaluate()}catch(r){
if(r instanceof $)throw r;let o=r instanceof Error?r.message:String(r);throw new $("expression-failed",`\${{ ${e} }}: ${o}`,
{...t.where?{where:t.where}:{},cause:r})}}},Wm=new No,_c=[{name:"success",minArgs:0,maxArgs:255},{name:"failure",minArgs:0,
maxArgs:255},{name:"cancelled",minArgs:0,maxArgs:0},{name:"always",minArgs:0,maxArgs:0},{name:"hashFiles",minArgs:1,maxArgs:255}];
function Oc(n){let e=n.status,t=o=>o.map(s=>s.coerceString()),r=(o,s,i,a)=>[o.toLowerCase(),{name:o,minArgs:s,maxArgs:i,
call:a}];return new Map([r("success",0,255,(...o)=>new F.BooleanData(e?e.success(t(o)):!0)),r("failure",0,255,(...o)=>new F.
BooleanData(e?e.failure(t(o)):!1)),r("cancelled",0,0,()=>new F.BooleanData(e?e.cancelled():!1)),r("always",0,0,()=>new F.
BooleanData(!0)),r("hashFiles",1,255,(...o)=>{if(!n.host?.hashFiles)throw new $("expression-failed","hashFiles() is not \
available here",{...n.where?{where:n.where}:{}});try{return new F.StringData(n.host.hashFiles(t(o)))}catch(s){throw s instanceof
$&&s.where===void 0&&n.where?new $(s.code,s.message,{where:n.where,cause:s}):s}})])}var Ci=new WeakMap;function Ui(n){if(n===
void 0)return new F.Dictionary;if(n===null)return new F.Null;if(typeof n!="object")return Un(n);let e=Ci.get(n);return e||
(e=Un(n),Ci.set(n,e)),e}var qi=new WeakMap;function Ic(n){if(n==null||typeof n!="object")return Ui(n);let e=qi.get(n);if(!e){
let t=new _o;for(let[r,o]of Object.entries(n))t.add(r,Un(o));e=t,qi.set(n,e)}return e}var _o=class extends F.Dictionary{#e=new Map;add(e,t){
this.#e.has(e)||this.#e.set(e,t)}get(e){return this.#e.get(e)}values(){return[...this.#e.values()]}pairs(){return[...this.#e].
map(([e,t])=>({key:e,value:t}))}};function Un(n){if(n==null)return new F.Null;if(typeof n=="string")return new F.StringData(
n);if(typeof n=="number")return new F.NumberData(n);if(typeof n=="boolean")return new F.BooleanData(n);if(Array.isArray(
n))return new F.Array(...n.map(Un));if(typeof n=="object"){let e=new F.Dictionary;for(let[t,r]of Object.entries(n))e.add(
t,Un(r));return e}return new F.StringData(String(n))}function Oo(n){switch(n.kind){case F.Kind.Null:return null;case F.Kind.
String:return n.value;case F.Kind.Number:return n.value;case F.Kind.Boolean:return n.value;case F.Kind.Array:return n.values().
map(Oo);default:{let e=n.pairs().map(({key:t,value:r})=>[t,Oo(r)]);return Object.fromEntries(e)}}}var mn=at(br(),1),_r="${{",Ac="}}";function Io(n){let e=n.indexOf(_r);if(e<0)return null;let t=[],r=0;for(;r<n.length;)if(r===
e){let o=-1,s=!1;for(r+=_r.length;r<n.length;r++)if(n[r]==="'")s=!s;else if(!s&&n[r]==="}"&&n[r-1]==="}"){o=r,r++;break}
if(o<0)return null;t.push({expression:n.slice(e+_r.length,o+1-Ac.length).trim(),offset:e,end:o+1}),e=n.indexOf(_r,r)}else if(e>=
0&&r<e)t.push({literal:n.slice(r,e),offset:r}),r=e;else{t.push({literal:n.slice(r),offset:r});break}return t}function Fi(n){
let e=Io(n);if(e===null)return null;let[t]=e;if(e.length===1&&t&&"expression"in t)return t.expression;let r=[],o=[];for(let s of e)
"literal"in s?r.push(s.literal.replace(/'/g,"''").replace(/\{/g,"{{").replace(/\}/g,"}}")):(r.push(`{${o.length}}`),o.push(
s.expression));return`format('${r.join("")}'${o.map(s=>`, ${s}`).join("")})`}function Wi(n){let e=Io(n);return e!==null&&
e.filter(t=>"expression"in t).length===1&&e.every(t=>!("literal"in t)||/^\s*["']?\s*$/.test(t.literal))}function Vi(n){let e=Io(
n);return e===null?n:e.map(t=>"literal"in t?t.literal:n.slice(t.offset,t.end).replace(/[^\n]/g," ")).join("")}function Ao(n){
let e=new Map,t=[0];for(let s=0;s<n.length;s++)n[s]===`
`&&t.push(s+1);let r=s=>{let i=0,a=t.length-1;for(;i<a;){let c=i+a+1>>1;t[c]<=s?i=c:a=c-1}return`${i+1}:${s-t[i]+1}`},o=(0,mn.parseDocument)(
n,{uniqueKeys:!1});return(0,mn.visit)(o,{Scalar(s,i){(0,mn.isScalar)(i)&&typeof i.value=="string"&&i.range&&e.set(r(i.range[0]),
i.value)}}),e}function Or(n,e){let t=Gi(e);for(let r of n)if(r===e)return r;for(let r of n)if(Gi(r)===t)return r}function Bi(n){let e=n.
map(t=>t.id);return n.map(t=>t.needs.every(r=>e.includes(r.id))?t:{...t,needs:t.needs.map(r=>({...r,id:Or(e,r.id)??r.id}))})}
function Gi(n){return n.replace(/[A-Z]/g,e=>e.toLowerCase())}function jc(n,e){let t=Or(n.jobs.map(o=>o.id),e),r=n.jobs.find(
o=>o.id===t);if(!r)throw new $("job-unknown",`no job '${e}' in ${n.fileName}; jobs: ${n.jobs.map(o=>o.id).join(", ")}`);
return r}function Jm(n,e){let t=jc(n,e).id,r=Hi(new Map(n.jobs.map(o=>[o.id,o])),t);return n.jobs.map(o=>o.id).filter(o=>r.
has(o))}function Ji(n){let e=new Map;for(let o of jo(n)){let s=new Set;for(let i of o.needs){let a=e.get(i.id);if(a){s.add(
i.id);for(let c of a)s.add(c)}}e.set(o.id,s)}let t=new Map(n.jobs.map(o=>[o.id,o])),r=n.jobs.map(o=>o.id);return new Map(
r.map(o=>{let s=e.get(o)??Hi(t,o);return[o,r.filter(i=>s.has(i))]}))}function Hi(n,e){let t=new Set,r=[...n.get(e)?.needs.
map(o=>o.id)??[]];for(;r.length>0;){let o=r.pop();if(t.has(o)||o===e)continue;let s=n.get(o);s&&(t.add(o),r.push(...s.needs.
map(i=>i.id)))}return t}function jo(n){let e=new Set,t=[],r=new Set(n.jobs.map(s=>s.id)),o=!0;for(;o&&t.length<n.jobs.length;){
o=!1;for(let s of n.jobs)e.has(s.id)||s.needs.every(i=>e.has(i.id)||!r.has(i.id))&&(e.add(s.id),t.push(s),o=!0)}return t}
function Ir(n,e,t){let r=new Map(n.jobs.map(i=>[i.id,i])),o=new Map([[e,e]]),s=[e];for(let i=s.shift();i!==void 0;i=s.shift())
for(let a of r.get(i)?.needs??[])if(!(o.has(a.id)||!r.has(a.id))){if(o.set(a.id,i),a.id===t){let c=[t];for(let f=i;f!==e;f=
o.get(f))c.unshift(f);return[e,...c]}s.push(a.id)}return null}function Ar(n){return n.slice(0,-1).map((e,t)=>`${e} needs\
 ${n[t+1]}`).join(", ")}var Jt={invalid:"workflow-invalid",expression:"expression-invalid",needsUnknown:"needs-unknown",needsCycle:"needs-cycle"};
function me(n,e){return e&&e.line>0?`${n}:${e.line}:${e.column}`:n}function Ki(n){let e=[];for(let t of n.jobs)for(let r of t.
steps){let o=r.uses?.text;if(o===void 0||Rc(o))continue;let[s="",...i]=o.split("@"),a=i.length<=1&&s.split(/[/\\]/).filter(
c=>c!=="").length>=2?`name the commit it runs: ${s}@<40-hex commit sha>`:"an action is {owner}/{repo}[/path]@ref, ./path\
 (one of this repository) or docker://image";e.push({code:Jt.invalid,severity:"error",path:me(n.fileName,r.uses?.position??
r.position),message:`Expected format {org}/{repo}[/path]@ref. Actual '${o}': GitHub refuses the workflow; ${a}`})}return e}
function Rc(n){if(n.startsWith("docker://")||n.startsWith("./")||n.startsWith(".\\"))return!0;let e=n.split("@"),t=(e[0]??
"").split(/[/\\]/).filter(r=>r!=="");return e.length===2&&t.length>=2&&e[1]!==""}function zi(n){let e=[],t=new Map(n.jobs.
map(c=>[c.id,c])),r=n.jobs.map(c=>c.id);for(let c of n.jobs)for(let f of c.needs)t.has(f.id)||e.push({code:Jt.needsUnknown,
severity:"error",path:me(n.fileName,f.position),message:`job '${c.id}' needs '${f.id}', which is not a job in this workf\
low; jobs: ${r.join(", ")}`});let o=new Map,s=[],i=new Set,a=c=>{o.set(c,"active"),s.push(c);let f=t.get(c);for(let l of f?.
needs??[]){if(!t.has(l.id))continue;let u=o.get(l.id);if(u==="active"){let p=s.slice(s.indexOf(l.id)),d=Pc(p);if(!i.has(
d)){i.add(d);let m=p.map((h,w)=>`${h} needs ${p[(w+1)%p.length]}`);e.push({code:Jt.needsCycle,severity:"error",path:me(n.
fileName,l.position),message:`needs form a cycle: ${[...p,p[0]].join(" \u2192 ")} (${m.join(", ")}); remove one of these\
 needs`})}}else u===void 0&&a(l.id)}s.pop(),o.set(c,"done")};for(let c of n.jobs)o.has(c.id)||a(c.id);return e}function Pc(n){
return[...n].sort().join("\0")}var S;(function(n){n[n.String=0]="String",n[n.Sequence=1]="Sequence",n[n.Mapping=2]="Mapping",n[n.BasicExpression=3]="Ba\
sicExpression",n[n.InsertExpression=4]="InsertExpression",n[n.Boolean=5]="Boolean",n[n.Number=6]="Number",n[n.Null=7]="N\
ull"})(S||(S={}));function Tt(n){switch(n){case S.String:return"StringToken";case S.Sequence:return"SequenceToken";case S.
Mapping:return"MappingToken";case S.BasicExpression:return"BasicExpressionToken";case S.InsertExpression:return"InsertEx\
pressionToken";case S.Boolean:return"BooleanToken";case S.Number:return"NumberToken";case S.Null:return"NullToken";default:{
let e=n;throw new Error(`Unhandled token type: ${n} ${e}}`)}}}var hn=class{constructor(e,t){this.index=-1,this.isKey=!1,this.parent=e,this._token=t,this.current=t}moveNext(e){switch(this.
_token.templateTokenType){case S.Sequence:{let t=this._token;return++this.index<t.count?(this.current=t.get(this.index),
!0):(this.current=void 0,!1)}case S.Mapping:{let t=this._token;return this.isKey?(this.isKey=!1,this.currentKey=this.current,
this.current=t.get(this.index).value,!0):++this.index<t.count?e?(this.isKey=!1,this.currentKey=t.get(this.index).key,this.
current=t.get(this.index).value,!0):(this.isKey=!0,this.currentKey=void 0,this.current=t.get(this.index).key,!0):(this.currentKey=
void 0,this.current=void 0,!1)}default:throw new Error(`Unexpected token type '${this._token.templateTokenType}' when tr\
aversing state`)}}getAncestors(){let e=[],t=this.parent;for(;t;)t.current&&e.unshift(t.current),t=t.parent;return e}};var ke=class extends Error{constructor(e,t){super(e),this.token=t}},we=class{constructor(e,t,r,o){this.type=e,this.file=
t,this.range=r,this.definitionInfo=o}get templateTokenType(){return this.type}get line(){return this.range?.start.line}get col(){
return this.range?.start.column}get definition(){return this.definitionInfo?.definition}get description(){return this._description||
this.propertyDefinition?.description||this.definition?.description}set description(e){this._description=e}typeName(){return Tt(
this.type)}assertNull(e){if(this.type===S.Null)return this;throw new ke(`Unexpected type '${this.typeName()}' encountere\
d while reading '${e}'. The type '${Tt(S.Null)}' was expected.`,this)}assertBoolean(e){if(this.type===S.Boolean)return this;
throw new ke(`Unexpected type '${this.typeName()}' encountered while reading '${e}'. The type '${Tt(S.Boolean)}' was exp\
ected.`,this)}assertNumber(e){if(this.type===S.Number)return this;throw new ke(`Unexpected type '${this.typeName()}' enc\
ountered while reading '${e}'. The type '${Tt(S.Number)}' was expected.`,this)}assertString(e){if(this.type===S.String)return this;
throw new ke(`Unexpected type '${this.typeName()}' encountered while reading '${e}'. The type '${Tt(S.String)}' was expe\
cted.`,this)}assertScalar(e){if(this?.isScalar===!0)return this;throw new ke(`Unexpected type '${this.typeName()}' encou\
ntered while reading '${e}'. The type 'ScalarToken' was expected.`,this)}assertSequence(e){if(this.type===S.Sequence)return this;
throw new ke(`Unexpected type '${this.typeName()}' encountered while reading '${e}'. The type '${Tt(S.Sequence)}' was ex\
pected.`,this)}assertMapping(e){if(this.type===S.Mapping)return this;throw new ke(`Unexpected type '${this.typeName()}' \
encountered while reading '${e}'. The type '${Tt(S.Mapping)}' was expected.`,this)}static*traverse(e,t){switch(yield[void 0,
e,void 0,[]],e.templateTokenType){case S.Sequence:case S.Mapping:{let r=new hn(void 0,e);for(r=new hn(r,e);r.parent;)if(r.
moveNext(t??!1))switch(e=r.current,yield[r.parent?.current,e,r.currentKey,r.getAncestors()],e.type){case S.Sequence:case S.
Mapping:r=new hn(r,e);break}else r=r.parent;break}}}toJSON(){}};function Xi(n){if(n.startsWith("./"))return{path:n.substring(2)};if(n.startsWith("$/"))return{path:n.substring(2)};let[e,
t]=n.split("@"),[r,o,...s]=e.split("/").filter(i=>i.length>0);if(!r||!o||!t)throw new Error(`Invalid file reference: ${n}`);
return{repository:o,owner:r,path:s.join("/"),version:t}}var Fn=class{constructor(e,t,r,o){this.rawMessage=e,this.prefix=t,this.code=r,this.range=o}get message(){return this.prefix?
`${this.prefix}: ${this.rawMessage}`:this.rawMessage}toString(){return this.message}};var ft=class{constructor(e,t,r){this._fileIds={},this._fileNames=[],this.expressionFunctions=[],this.expressionNamedContexts=
[],this.state={},this.errors=e,this.schema=t,this.trace=r}error(e,t,r){let o=e,s=r||o?.range,i=this.getErrorPrefix(o?.file??
e,o?.line,o?.col),a=t?.message??String(t),c=new Fn(a,i,void 0,s);this.errors.add(c),this.trace.error(c.message)}getFileId(e){
let t=e.toUpperCase(),r=this._fileIds[t];return r===void 0&&(r=this._fileNames.length+1,this._fileIds[t]=r,this._fileNames.
push(e)),r}getFileName(e){return this._fileNames.length>=e?this._fileNames[e-1]:void 0}getFileTable(){return this._fileNames.
slice()}getErrorPrefix(e,t,r){let o=e!==void 0?this.getFileName(e):void 0;return o?t!==void 0&&r!==void 0?`${o} (Line: ${t}\
, Col: ${r})`:o:t!==void 0&&r!==void 0?`(Line: ${t}, Col: ${r})`:""}},Nt=class{constructor(e,t){this._errors=[],this._maxErrors=
e??0,this._maxMessageLength=t??0}get count(){return this._errors.length}add(e){for(let t of Array.isArray(e)?e:[e])(this.
_maxErrors<=0||this._errors.length<this._maxErrors)&&(this._maxMessageLength>0&&t.message.length>this._maxMessageLength&&
(t=new Fn(t.message.substring(0,this._maxMessageLength)+"[...]",t.prefix,t.code,t.range)),this._errors.push(t))}check(e){
if(!(this._errors.length<=0))throw e||(e="The template is not valid."),new Error(`${e} ${this._errors.map(t=>t.message).
join(",")}`)}clear(){this._errors=[]}getErrors(){return this._errors.slice()}};var ce=class{constructor(e,t){this.isDefinitionInfo=!0;let r=e?.isDefinitionInfo===!0?e:void 0;if(this._schema=r===void 0?
e:r._schema,this.definition=typeof t=="string"?this._schema.getDefinition(t):t,this.definition.readerContext.length>0){this.
allowedContext=[];let o={};for(let s of r?.allowedContext??[])this.allowedContext.push(s),o[s.toUpperCase()]=!0;for(let s of this.
definition.readerContext){let i=s.toUpperCase();o[i]||(this.allowedContext.push(s),o[i]=!0)}}else this.allowedContext=r?.
allowedContext??[]}getScalarDefinitions(){return this._schema.getScalarDefinitions(this.definition)}getDefinitionsOfType(e){
return this._schema.getDefinitionsOfType(this.definition,e)}};var D;(function(n){n[n.Null=0]="Null",n[n.Boolean=1]="Boolean",n[n.Number=2]="Number",n[n.String=3]="String",n[n.Sequence=
4]="Sequence",n[n.Mapping=5]="Mapping",n[n.OneOf=6]="OneOf",n[n.AllowedValues=7]="AllowedValues"})(D||(D={}));var gn="allowed-values";var ae="boolean",Ro="boolean-definition",Po="boolean-definition-properties";var _t="constant",xe="context",E="definition",Ot="definitions",le="description",Wn="ignore-case",Vn="insert",Gn="is-expr\
ession",yn="item-type",dt="loose-key-type",Ht="loose-value-type";var be="mapping",Mo="mapping-definition",Do="mapping-definition-properties",Ye="mapping-property-value",Ae="non-empty-st\
ring",Se="null",Lo="null-definition",Co="null-definition-properties",Ee="number",qo="number-definition",Uo="number-defin\
ition-properties",It="one-of",Fo="one-of-definition";var Wo="property-value",At="properties",Bn="required",wn="require-non-empty",Yi="scalar",$e="sequence",Vo="sequence-defi\
nition",Go="sequence-definition-properties",Jn="type",Fe="sequence-of-non-empty-string",J="string",Bo="string-definition",
Jo="string-definition-properties";var Qe="template-schema",jr="version";var je=class extends we{constructor(e,t,r,o){super(e,t,r,o)}get isScalar(){return!0}static trimDisplayString(e){let t=e.
trimStart(),r=t.indexOf(`
`),o=t.indexOf("\r");return(r>=0||o>=0)&&(t=t.substr(0,Math.min(r>=0?r:Number.MAX_VALUE,o>=0?o:Number.MAX_VALUE))),t}};var We=class extends je{constructor(e,t,r,o){super(e,t,r,o)}get isLiteral(){return!0}get isExpression(){return!1}toDisplayString(){
return je.trimDisplayString(this.toString())}assertUnexpectedValue(e){throw new Error(`Error while reading '${e}'. Unexp\
ected value '${this.toString()}'`)}};var N=class n extends We{constructor(e,t,r,o,s,i){super(S.String,e,t,o),this.value=r,this.source=s,this.blockScalarHeader=
i}clone(e){return e?new n(void 0,void 0,this.value,this.definitionInfo,this.source,this.blockScalarHeader):new n(this.file,
this.range,this.value,this.definitionInfo,this.source,this.blockScalarHeader)}toString(){return this.value}toJSON(){return this.
value}};var Kt=class n extends We{constructor(e,t,r,o){super(S.Number,e,t,o),this.num=r}get value(){return this.num}clone(e){return e?
new n(void 0,void 0,this.num,this.definitionInfo):new n(this.file,this.range,this.num,this.definitionInfo)}toString(){return`${this.
num}`}toJSON(){return this.num}};var zt=class n extends We{constructor(e,t,r,o){super(S.Boolean,e,t,o),this.bool=r}get value(){return this.bool}clone(e){
return e?new n(void 0,void 0,this.bool,this.definitionInfo):new n(this.file,this.range,this.bool,this.definitionInfo)}toString(){
return this.bool?"true":"false"}toJSON(){return this.bool}};var Re=class n extends We{constructor(e,t,r){super(S.Null,e,t,r)}clone(e){return e?new n(void 0,void 0,this.definitionInfo):
new n(this.file,this.range,this.definitionInfo)}toString(){return""}toJSON(){return null}};var Hn=class{constructor(e,t){this.key=e,this.value=t}};var mt=class n extends we{constructor(e,t,r){super(S.Sequence,e,t,r),this.seq=[]}get count(){return this.seq.length}get isScalar(){
return!1}get isLiteral(){return!1}get isExpression(){return!1}add(e){this.seq.push(e)}get(e){return this.seq[e]}clone(e){
let t=e?new n(void 0,void 0,this.definitionInfo):new n(this.file,this.range,this.definitionInfo);for(let r of this.seq)t.
add(r.clone(e));return t}toJSON(){return{type:S.Sequence,seq:this.seq}}*[Symbol.iterator](){for(let e of this.seq)yield e}};var ht=class n extends we{constructor(e,t,r){super(S.Mapping,e,t,r),this.map=[]}get count(){return this.map.length}get isScalar(){
return!1}get isLiteral(){return!1}get isExpression(){return!1}add(e,t){this.map.push(new Hn(e,t))}get(e){return this.map[e]}find(e){
return this.map.find(r=>r.key.toString()===e)?.value}remove(e){this.map.splice(e,1)}clone(e){let t=e?new n(void 0,void 0,
this.definitionInfo):new n(this.file,this.range,this.definitionInfo);for(let r of this.map)t.add(r.key.clone(e),r.value.
clone(e));return t}toJSON(){let e=[];for(let t of this.map)e.push({Key:t.key,Value:t.value});return{type:S.Mapping,map:e}}*[Symbol.
iterator](){for(let e of this.map)yield e}};function Rr(n){let e=/^([a-zA-Z0-9_]+)\(([0-9]+),([0-9]+|MAX)\)$/,t=[],r=[];if(n.length>0)for(let o of n){let s=o.match(
e);if(s){let i=s[1],a=Number.parseInt(s[2]),c=s[3],f=c==="MAX"?Number.MAX_SAFE_INTEGER:Number.parseInt(c);r.push({name:i,
minArgs:a,maxArgs:f})}else t.push(o)}return{namedContexts:t,functions:r}}var Ve=class extends je{constructor(e,t,r,o,s){super(e,t,r,s),this.directive=o}get isLiteral(){return!1}get isExpression(){
return!0}static validateExpression(e,t){let{namedContexts:r,functions:o}=Rr(t),i=new Ke(e).lex();new Xe(i.tokens,r,o).parse()}};var he=class n extends Ve{constructor(e,t,r,o,s,i,a,c){super(S.BasicExpression,e,t,void 0,o),this.expr=r,this.source=i,this.
originalExpressions=s,this.expressionRange=a,this.blockScalarHeader=c}get expression(){return this.expr}clone(e){return e?
new n(void 0,void 0,this.expr,this.definitionInfo,this.originalExpressions,this.source,this.expressionRange,this.blockScalarHeader):
new n(this.file,this.range,this.expr,this.definitionInfo,this.originalExpressions,this.source,this.expressionRange,this.
blockScalarHeader)}toString(){return`${"${{"} ${this.expr} ${"}}"}`}toDisplayString(){return je.trimDisplayString(this.toString())}toJSON(){
return{type:S.BasicExpression,expr:this.expr}}};var Kn=class n extends Ve{constructor(e,t,r){super(S.InsertExpression,e,t,Vn,r)}clone(e){return e?new n(void 0,void 0,this.
definitionInfo):new n(this.file,this.range,this.definitionInfo)}toString(){return`${"${{"} ${Vn} ${"}}"}`}toDisplayString(){
return je.trimDisplayString(this.toString())}toJSON(){return{type:S.InsertExpression,expr:"insert"}}};function zn(n){return n.isLiteral}function Ho(n){return n.isScalar}function I(n){return zn(n)&&n.templateTokenType===S.String}
function Xn(n){return zn(n)&&n.templateTokenType===S.Number}function gt(n){return zn(n)&&n.templateTokenType===S.Boolean}
function vn(n){return Ho(n)&&n.templateTokenType===S.BasicExpression}function ge(n){return n instanceof mt}function M(n){
return n instanceof ht}var Qi=/\s/,Dc=new Set(["background","wait","wait-all","cancel"]),Lc=new Set(["wait","wait-all","cancel"]);function kn(n,e,t,r){
let o=new Ko(n,t,r),s;try{t.validateStart();let i=new ce(n.schema,e);s=o.readValue(i),t.validateEnd()}catch(i){n.error(r,
i)}return s}var Ko=class{constructor(e,t,r){this._context=e,this._schema=e.schema,this._objectReader=t,this._fileId=r}readValue(e){
let t=this._objectReader.allowLiteral();if(t){let s=this.parseScalar(t,e);return s=this.validate(s,e),s}let r=this._objectReader.
allowSequenceStart();if(r){let s=e.getDefinitionsOfType(D.Sequence)[0];if(s){let i=new ce(e,s.itemType);for(;!this._objectReader.
allowSequenceEnd();){let a=this.readValue(i);r.add(a)}}else for(this._context.error(r,"A sequence was not expected");!this.
_objectReader.allowSequenceEnd();)this.skipValue();return r.definitionInfo=e,r}let o=this._objectReader.allowMappingStart();
if(o){let s=e.getDefinitionsOfType(D.Mapping);if(s.length>0)if(s.length>1||Object.keys(s[0].properties).length>0||!s[0].
looseKeyType)this.handleMappingWithWellKnownProperties(e,s,o);else{let i=new ce(e,s[0].looseKeyType),a=new ce(e,s[0].looseValueType);
this.handleMappingWithAllLooseProperties(e,i,a,s[0],o)}else for(this._context.error(o,"A mapping was not expected");!this.
_objectReader.allowMappingEnd();)this.skipValue(),this.skipValue();return o.definitionInfo||(o.definitionInfo=e),o}throw new Error(
"Expected a scalar value, a sequence, or a mapping")}handleMappingWithWellKnownProperties(e,t,r){let o,s,i,a;t[0].looseKeyType&&
(o=t[0].looseKeyType,s=t[0].looseValueType);let c={},f=!1,l;for(;l=this._objectReader.allowLiteral();){let u=this.parseScalar(
l,e);if(u.isExpression){if(f=!0,e.allowedContext.length>0){let m=new ce(e,"any");r.add(u,this.readValue(m))}else this._context.
error(u,"A template expression is not allowed in this context"),this.skipValue();continue}let p=u.templateTokenType===S.
String?u:new N(u.file,u.range,u.toString(),u.definitionInfo);if(p.value){let m=p.value.toUpperCase();if(c[m]){this._context.
error(p,`'${p.value}' is already defined`),this.skipValue();continue}c[m]=!0}let d=this._schema.matchPropertyAndFilter(t,
p.value);if(d){if(!this.backgroundStepsEnabled()&&Dc.has(p.value)){this._context.error(p,`Unexpected value '${p.value}'`),
this.skipValue();continue}let m=new ce(e,d.type);p.definitionInfo=m,d.description&&(p.description=d.description);let h=this.
readValue(m);r.add(p,h);continue}if(o){i||(i=new ce(e,o),a=new ce(e,s)),this.validate(p,i);let m=new ce(e,t[0].looseValueType);
p.definitionInfo=m;let h=this.readValue(a);r.add(p,h);continue}this._context.error(p,`Unexpected value '${p.value}'`),this.
skipValue()}if(t.length===1&&(r.definitionInfo=new ce(e,t[0])),t.length>1){let u={};for(let m of t)for(let h of Object.keys(
m.properties))u[h]=(u[h]??0)+1;let p=[];for(let m of Object.keys(u))u[m]===1&&p.push(m);let d=this.backgroundStepsEnabled()?
p:p.filter(m=>!Lc.has(m));this._context.error(r,`There's not enough info to determine what you meant. Add one of these p\
roperties: ${d.sort().join(", ")}`)}else if(t.length===1&&!f)for(let u of Object.keys(t[0].properties))t[0].properties[u].
required&&!c[u.toUpperCase()]&&this._context.error(r,`Required property is missing: ${u}`);this.expectMappingEnd()}handleMappingWithAllLooseProperties(e,t,r,o,s){
let i,a={},c;for(;c=this._objectReader.allowLiteral();){let f=this.parseScalar(c,e);if(f.definitionInfo=t,f.isExpression){
e.allowedContext.length>0?(i=this.readValue(r),s.add(f,i)):(this._context.error(f,"A template expression is not allowed \
in this context"),this.skipValue());continue}let l=f.templateTokenType===S.String?f:new N(f.file,f.range,f.toString(),f.
definitionInfo);if(l.value){let p=l.value.toUpperCase();if(a[p]){this._context.error(l,`'${l.value}' is already defined`),
this.skipValue();continue}a[p]=!0}this.validate(l,t);let u=new ce(e,o.looseValueType);l.definitionInfo=u,i=this.readValue(
r),s.add(l,i)}this.expectMappingEnd()}expectMappingEnd(){if(!this._objectReader.allowMappingEnd())throw new Error("Expec\
ted mapping end")}skipValue(){if(!this._objectReader.allowLiteral())if(this._objectReader.allowSequenceStart())for(;!this.
_objectReader.allowSequenceEnd();)this.skipValue();else if(this._objectReader.allowMappingStart())for(;!this._objectReader.
allowMappingEnd();)this.skipValue(),this.skipValue();else throw new Error("Expected a scalar value, a sequence, or a map\
ping")}validate(e,t){switch(e.templateTokenType){case S.Null:case S.Boolean:case S.Number:case S.String:{let r=e,o=t.getScalarDefinitions(),
s;if(s=o.find(i=>i.isMatch(r)))return e.definitionInfo=new ce(t,s),e;if(r.templateTokenType!==S.String){let i=new N(r.file,
r.range,r.toString(),r.definitionInfo);if(s=o.find(a=>a.isMatch(i)))return i.definitionInfo=new ce(t,s),i}return this._context.
error(r,`Unexpected value '${r.toString()}'`),e}case S.BasicExpression:return t.allowedContext.length===0&&this._context.
error(e,"A template expression is not allowed in this context"),e;default:return this._context.error(e,`Unexpected value\
 '${e.toString()}'`),e}}parseScalar(e,t){if(!I(e)||!e.value)return e;let r=t.allowedContext,o=e.range===void 0||e.range.
start.line===e.range.end.line,s=o?e.value:e.source??e.value,i=s.indexOf("${{");if(i<0)return e;let a=!1,c=[],f=0;for(;f<
s.length;)if(f===i){i=f;let m=-1,h=!1;for(f+="${{".length;f<s.length;f++)if(s[f]==="'")h=!h;else if(!h&&s[f]==="}"&&s[f-
1]==="}"){m=f,f++;break}if(m<i)return this._context.error(e,"The expression is not closed. An unescaped ${{ sequence was\
 found, but the closing }} sequence was not found."),e;let w=s.substr(i+"${{".length,m-i+1-"${{".length-"}}".length),y=e.
range;if(o){let k=(e.source??s).indexOf("${{")-s.indexOf("${{");y={start:{line:y.start.line,column:y.start.column+i+k},end:{
line:y.end.line,column:y.start.column+m+1+k}}}else{let k=s.substring(0,i),_=k.split(`
`).length,v=k.lastIndexOf(`
`),V=i-v,L=m-v+1;y={start:{line:y.start.line+_,column:V},end:{line:y.start.line+_,column:L}}}let b=this.parseIntoExpressionToken(
y,w,r,e,t);if(!b)a=!0;else{if(b.directive&&(i!==0||f<s.length))return this._context.error(e,`The directive '${b.directive}\
' is not allowed in this context. Directives are not supported for expressions that are embedded within a string. Direct\
ives are only supported when the entire value is an expression.`),e;c.push(b)}i=s.indexOf("${{",f)}else if(f<i)this.addString(
c,e.range,s.substr(f,i-f),e.definitionInfo),f=i;else{this.addString(c,e.range,s.substr(f),e.definitionInfo);break}if(a)return e;
if(c.length===1&&c[0].templateTokenType===S.BasicExpression){let m=c[0],h=this.getExpressionString(m.expression);if(h!==
void 0)return new N(this._fileId,e.range,h,e.definitionInfo)}if(c.length===1)return c[0];let l=[],u=[],p=[],d=0;for(let m of c)
if(I(m)){let h=m.value.replace(/'/g,"''").replace(/\{/g,"{{").replace(/\}/g,"}}");l.push(h)}else{l.push(`{${d}}`),d++;let h=m;
u.push(", "),u.push(h.expression),p.push(h)}return new he(this._fileId,e.range,`format('${l.join("")}'${u.join("")})`,t,
p,s,void 0,e.blockScalarHeader)}parseIntoExpressionToken(e,t,r,o,s){let i=this.parseExpression(e,o,t,r,s);if(i.error){this.
_context.error(o,i.error,e);return}return i.expression}parseExpression(e,t,r,o,s){let i=r.trim();if(!i)return{error:new Error(
"An expression was expected")};let a=this.matchDirective(i,Vn,0);if(a.isMatch)return{expression:new Kn(this._fileId,e,s)};
if(a.error)return{error:a.error};try{Ve.validateExpression(i,o)}catch(u){return{error:u}}let c=r.length-r.trimStart().length,
f=r.length-r.trimEnd().length,l={start:{...e.start,column:e.start.column+"${{".length+c},end:{...e.end,column:e.end.column-
"}}".length-f}};return{expression:new he(this._fileId,e,i,s,void 0,t.source,l,t.blockScalarHeader),error:void 0}}addString(e,t,r,o){
if(e.length>0&&e[e.length-1].templateTokenType===S.String){let s=e[e.length-1];e[e.length-1]=new N(this._fileId,t,`${s.value}${r}`,
o)}else e.push(new N(this._fileId,t,r,o))}matchDirective(e,t,r){let o=[];if(e.startsWith(t)&&(e.length===t.length||Qi.test(
e[t.length]))){let s=t.length,i=!1,a=0;for(let c=s;c<e.length;c++){let f=e[c];Qi.test(f)&&!i&&a==0?(s<1&&o.push(e.substr(
s,c-s)),s=c+1):f==="'"?i=!i:f==="("&&!i?a++:f===")"&&!i&&a--}return s<e.length&&o.push(e.substr(s)),r!=o.length?{isMatch:!1,
parameters:[],error:new Error(`Exactly ${r} parameter(s) were expected following the directive '${t}'. Actual parameter \
count: ${o.length}`)}:{isMatch:!0,parameters:o}}return{isMatch:!1,parameters:o}}getExpressionString(e){let t=[],r=!1;for(let o=0;o<
e.length;o++){let s=e[o];if(s==="'")r=!r,r&&o!==0&&t.push(s);else if(r)t.push(s);else return}return t.join("")}backgroundStepsEnabled(){
return this._context.state.featureFlags?.isEnabled("allowBackgroundSteps")??!1}};var Zi="workflow-root-strict";var H=class{constructor(e,t){this.type=e,this.token=t}},P;(function(n){n[n.Literal=0]="Literal",n[n.SequenceStart=1]="Se\
quenceStart",n[n.SequenceEnd=2]="SequenceEnd",n[n.MappingStart=3]="MappingStart",n[n.MappingEnd=4]="MappingEnd",n[n.DocumentStart=
5]="DocumentStart",n[n.DocumentEnd=6]="DocumentEnd"})(P||(P={}));var xn=class{constructor(e,t){this._fileId=e;let r=JSON.parse(t);this._generator=this.getParseEvents(r,!0),this._current=
this._generator.next()}allowLiteral(){if(!this._current.done){let e=this._current.value;if(e.type===P.Literal)return this.
_current=this._generator.next(),e.token}}allowSequenceStart(){if(!this._current.done){let e=this._current.value;if(e.type===
P.SequenceStart)return this._current=this._generator.next(),e.token}}allowSequenceEnd(){return!this._current.done&&this.
_current.value.type===P.SequenceEnd?(this._current=this._generator.next(),!0):!1}allowMappingStart(){if(!this._current.done){
let e=this._current.value;if(e.type===P.MappingStart)return this._current=this._generator.next(),e.token}}allowMappingEnd(){
return!this._current.done&&this._current.value.type===P.MappingEnd?(this._current=this._generator.next(),!0):!1}validateEnd(){
if(!this._current.done&&this._current.value.type===P.DocumentEnd){this._current=this._generator.next();return}throw new Error(
"Expected end of reader")}validateStart(){if(!this._current.done&&this._current.value.type===P.DocumentStart){this._current=
this._generator.next();return}throw new Error("Expected start of reader")}*getParseEvents(e,t){switch(t&&(yield new H(P.
DocumentStart,void 0)),typeof e){case"undefined":yield new H(P.Literal,new Re(this._fileId,void 0,void 0));break;case"bo\
olean":yield new H(P.Literal,new zt(this._fileId,void 0,e,void 0));break;case"number":yield new H(P.Literal,new Kt(this.
_fileId,void 0,e,void 0));break;case"string":yield new H(P.Literal,new N(this._fileId,void 0,e,void 0));break;case"objec\
t":if(e===null)yield new H(P.Literal,new Re(this._fileId,void 0,void 0));else if(Array.isArray(e)){yield new H(P.SequenceStart,
new mt(this._fileId,void 0,void 0));for(let r of e)for(let o of this.getParseEvents(r))yield o;yield new H(P.SequenceEnd,
void 0)}else{yield new H(P.MappingStart,new ht(this._fileId,void 0,void 0));for(let r of Object.keys(e)){yield new H(P.Literal,
new N(this._fileId,void 0,r,void 0));for(let o of this.getParseEvents(e[r]))yield o}yield new H(P.MappingEnd,void 0)}break;default:
throw new Error(`Unexpected value type '${typeof e}' when reading object`)}t&&(yield new H(P.DocumentEnd,void 0))}};var jt=class{error(){}info(){}verbose(){}};var Ze=class{constructor(e,t){if(this.readerContext=[],this.evaluatorContext=[],this.key=e,t)for(let r=0;r<t.count;)switch(t.
get(r).key.assertString(`${E} key`).value){case xe:{let s=t.get(r).value.assertSequence(`${E} ${xe}`);t.remove(r);let i={},
a={};for(let c of s){let f=c.assertString(`${xe} item`).value,l=f.toUpperCase();if(i[l])throw new Error(`Duplicate conte\
xt item '${f}'`);i[l]=!0,this.readerContext.push(f);let u=f.indexOf("("),p=u>0?f.substr(0,u+1)+")":f,d=p.toUpperCase();if(a[d])
throw new Error(`Duplicate context item '${p}'`);a[d]=!0,this.evaluatorContext.push(p)}break}case le:{let s=t.get(r).value;
this.description=s.assertString(le).value,t.remove(r);break}default:{r++;break}}}};var et=class extends Ze{constructor(e,t){super(e,t)}};var Qn=class extends et{constructor(e,t){if(super(e,t),t)for(let r of t){let o=r.key.assertString(`${E} key`);switch(o.value){case ae:{
let s=r.value.assertMapping(`${E} ${ae}`);for(let i of s){let a=i.key.assertString(`${E} ${ae} key`);switch(a.value){default:
a.assertUnexpectedValue(`${E} ${ae} key`);break}}break}default:o.assertUnexpectedValue(`${E} key`)}}}get definitionType(){
return D.Boolean}isMatch(e){return e.templateTokenType===S.Boolean}validate(){}};var j=class{constructor(e){if(this.type="",this.required=!1,e.templateTokenType===S.String)this.type=e.value;else{let t=e.
assertMapping(Ye);for(let r of t){let o=r.key.assertString(`${Ye} key`);switch(o.value){case Jn:this.type=r.value.assertString(
`${Ye} ${Jn}`).value;break;case Bn:this.required=r.value.assertBoolean(`${Ye} ${Bn}`).value;break;case le:this.description=
r.value.assertString(`${Ye} ${le}`).value;break;default:o.assertUnexpectedValue(`${Ye} key`)}}}}};var z=class extends Ze{constructor(e,t){if(super(e,t),this.properties={},this.looseKeyType="",this.looseValueType="",t)for(let r of t){
let o=r.key.assertString(`${E} key`);switch(o.value){case be:{let s=r.value.assertMapping(`${E} ${be}`);for(let i of s){
let a=i.key.assertString(`${E} ${be} key`);switch(a.value){case At:{let c=i.value.assertMapping(`${E} ${be} ${At}`);for(let f of c){
let l=f.key.assertString(`${E} ${be} ${At} key`);this.properties[l.value]=new j(f.value)}break}case dt:{let c=i.value.assertString(
`${E} ${be} ${dt}`);this.looseKeyType=c.value;break}case Ht:{let c=i.value.assertString(`${E} ${be} ${Ht}`);this.looseValueType=
c.value;break}default:a.assertUnexpectedValue(`${E} ${be} key`);break}}break}default:o.assertUnexpectedValue(`${E} key`)}}}get definitionType(){
return D.Mapping}validate(e,t){if(this.looseKeyType)if(e.getDefinition(this.looseKeyType),this.looseValueType)e.getDefinition(
this.looseValueType);else throw new Error(`Property '${dt}' is defined but '${Ht}' is not defined on '${t}'`);else if(this.
looseValueType)throw new Error(`Property '${Ht}' is defined but '${dt}' is not defined on '${t}'`);for(let r of Object.keys(
this.properties)){let o=this.properties[r];if(!o.type)throw new Error(`Type not specified for the property '${r}' on '${t}\
'`);e.getDefinition(o.type)}}};var Zn=class extends et{constructor(e,t){if(super(e,t),t)for(let r of t){let o=r.key.assertString(`${E} key`);switch(o.value){case Se:{
let s=r.value.assertMapping(`${E} ${Se}`);for(let i of s){let a=i.key.assertString(`${E} ${Se} key`);switch(a.value){default:
a.assertUnexpectedValue(`${E} ${Se} key`);break}}break}default:o.assertUnexpectedValue(`${E} key`)}}}get definitionType(){
return D.Null}isMatch(e){return e.templateTokenType===S.Null}validate(){}};var er=class extends et{constructor(e,t){if(super(e,t),t)for(let r of t){let o=r.key.assertString(`${E} key`);switch(o.value){case Ee:{
let s=r.value.assertMapping(`${E} ${Ee}`);for(let i of s){let a=i.key.assertString(`${E} ${Ee} key`);switch(a.value){default:
a.assertUnexpectedValue(`${E} ${Ee} key`);break}}break}default:o.assertUnexpectedValue(`${E} key`)}}}get definitionType(){
return D.Number}isMatch(e){return e.templateTokenType===S.Number}validate(){}};var Rt=class extends Ze{constructor(e,t){if(super(e,t),this.oneOf=[],this.oneOfPrefix=[],t)for(let r of t){let o=r.key.assertString(
`${E} key`);switch(o.value){case It:{let s=r.value.assertSequence(`${E} ${It}`);for(let i of s){let a=i.assertString(`${E}\
 ${It} item`);this.oneOf.push(a.value)}break}case gn:{let s=r.value.assertSequence(`${E} ${gn}`);for(let i of s){let a=i.
assertString(`${E} ${It} item`);this.oneOf.push(this.key+"-"+a.value)}break}default:o.assertUnexpectedValue(`${E} key`);
break}}}get definitionType(){return D.OneOf}validate(e,t){if(this.oneOf.length===0)throw new Error(`'${t}' does not cont\
ain any references`);let r=!1,o=[],s,i,a,c,f,l=[],u={};for(let p of this.oneOf){if(u[p])throw new Error(`'${t}' contains\
 duplicate nested type '${p}'`);u[p]=!0;let d=e.getDefinition(p);if(d.readerContext.length>0)throw new Error(`'${t}' is \
a one-of definition and references another definition that defines context. This is currently not supported.`);switch(d.
definitionType){case D.Mapping:{let m=d;o.push(m),m.looseKeyType&&(r=!0);break}case D.Sequence:{if(i)throw new Error(`'${t}\
' refers to more than one definition of type '${$e}'`);i=d;break}case D.Null:{if(a)throw new Error(`'${t}' refers to mor\
e than one definition of type '${Se}'`);a=d;break}case D.Boolean:{if(c)throw new Error(`'${t}' refers to more than one d\
efinition of type '${ae}'`);c=d;break}case D.Number:{if(f)throw new Error(`'${t}' refers to more than one definition of \
type '${Ee}'`);f=d;break}case D.String:{let m=d;if(l.length>0&&(!l[0].constant||!m.constant))throw new Error(`'${t}' ref\
ers to more than one '${Yi}', but some do not set '${_t}'`);l.push(m);break}case D.OneOf:{if(s)throw new Error(`'${t}' c\
ontains multiple allowed-values definitions`);s=d;break}default:throw new Error(`'${t}' refers to a definition with type\
 '${d.definitionType}'`)}}if(o.length>1){if(r)throw new Error(`'${t}' refers to two mappings and at least one sets '${dt}\
'. This is not currently supported.`);let p={};for(let d of o)for(let m of Object.keys(d.properties)){let h=d.properties[m],
w=p[m];if(w){if(w.type===h.type)continue;throw new Error(`'${t}' contains two mappings with the same property, but each \
refers to a different type. All matching properties must refer to the same type.`)}else p[m]=h}}}};var Sn=class extends Ze{constructor(e,t){if(super(e,t),this.itemType="",t)for(let r of t){let o=r.key.assertString(`${E}\
 key`);switch(o.value){case $e:{let s=r.value.assertMapping(`${E} ${$e}`);for(let i of s){let a=i.key.assertString(`${E}\
 ${$e} key`);if(a.value===yn){let c=i.value.assertString(`${E} ${$e} ${yn}`);this.itemType=c.value}else a.assertUnexpectedValue(
`${E} ${$e} key`)}break}default:o.assertUnexpectedValue(`${E} key`)}}}get definitionType(){return D.Sequence}validate(e,t){
if(!this.itemType)throw new Error(`'${t}' does not defined '${yn}'`);e.getDefinition(this.itemType)}};var Xt=class extends et{constructor(e,t){if(super(e,t),this.constant="",this.ignoreCase=!1,this.requireNonEmpty=!1,this.
isExpression=!1,t)for(let r of t){let o=r.key.assertString(`${E} key`);switch(o.value){case J:{let s=r.value.assertMapping(
`${E} ${J}`);for(let i of s){let a=i.key.assertString(`${E} ${J} key`);switch(a.value){case _t:{let c=i.value.assertString(
`${E} ${J} ${_t}`);this.constant=c.value;break}case Wn:{let c=i.value.assertBoolean(`${E} ${J} ${Wn}`);this.ignoreCase=c.
value;break}case wn:{let c=i.value.assertBoolean(`${E} ${J} ${wn}`);this.requireNonEmpty=c.value;break}case Gn:{let c=i.
value.assertBoolean(`${E} ${J} ${Gn}`);this.isExpression=c.value;break}default:a.assertUnexpectedValue(`${E} ${J} key`);
break}}break}default:o.assertUnexpectedValue(`${E} key`)}}}get definitionType(){return D.String}isMatch(e){if(e.templateTokenType===
S.String){let t=e.value;return this.constant?this.ignoreCase?this.constant.toUpperCase()===t.toUpperCase():this.constant===
t:this.requireNonEmpty?!!t:!0}return!1}validate(){if(this.constant&&this.requireNonEmpty)throw new Error(`Properties '${_t}\
' and '${wn}' cannot both be set`)}};var Pt=class n{constructor(e){this.definitions={},this.version="",this.definitions[Se]=new Zn(Se),this.definitions[ae]=new Qn(
ae),this.definitions[Ee]=new er(Ee),this.definitions[J]=new Xt(J);let t=new Sn($e);t.itemType="any",this.definitions[t.key]=
t;let r=new z(be);r.looseKeyType=J,r.looseValueType="any",this.definitions[r.key]=r;let o=new Rt("any");if(o.oneOf.push(
Se),o.oneOf.push(ae),o.oneOf.push(Ee),o.oneOf.push(J),o.oneOf.push($e),o.oneOf.push(be),this.definitions[o.key]=o,e)for(let s of e){
let i=s.key.assertString(`${Qe} key`);switch(i.value){case jr:{this.version=s.value.assertString(`${Qe} ${jr}`).value;break}case Ot:{
let a=s.value.assertMapping(`${Qe} ${Ot}`);for(let c of a){let f=c.key.assertString(`${Qe} ${Ot} key`),l=c.value.assertMapping(
`${Qe} ${Ot} value`),u;for(let p of l){let d=p.key.assertString(`${E} key`),m=c.value;switch(d.value){case Se:u=new Zn(f.
value,l);break;case ae:u=new Qn(f.value,l);break;case Ee:u=new er(f.value,l);break;case J:u=new Xt(f.value,l);break;case $e:
u=new Sn(f.value,l);break;case be:u=new z(f.value,l);break;case It:u=new Rt(f.value,l);break;case gn:for(let h of m)if(h.
value.templateTokenType===S.Sequence){let w=h.value;for(let y of w)if(y.templateTokenType===S.String){let b=y,k=f.value+
"-"+b.value,_=new Xt(k);_.constant=b.toDisplayString(),this.definitions[k]=_}}u=new Rt(f.value,l);break;case xe:case le:
continue;default:d.assertUnexpectedValue(`${E} mapping key`);break}break}if(!u)throw new Error(`Not enough information t\
o construct definition '${f.value}'`);this.definitions[f.value]=u}break}default:i.assertUnexpectedValue(`${Qe} key`);break}}}getDefinition(e){
let t=this.definitions[e];if(t)return t;throw new Error(`Schema definition '${e}' not found`)}getScalarDefinitions(e){let t=[];
switch(e.definitionType){case D.Null:case D.Boolean:case D.Number:case D.String:t.push(e);break;case D.OneOf:{let r=e;for(let o of r.
oneOf){let s=this.getDefinition(o);t.push(...this.getScalarDefinitions(s))}break}}return t}getDefinitionsOfType(e,t){let r=[];
if(e.definitionType===t)r.push(e);else if(e.definitionType===D.OneOf){let o=e;for(let s of o.oneOf){let i=this.getDefinition(
s);i.definitionType===t&&r.push(i)}}return r}matchPropertyAndFilter(e,t){let r,o=!1;for(let s of e){let i=s.properties[t];
i?r=i:o=!0}if(r&&o)for(let s=0;s<e.length;)e[s].properties[t]?s++:e.splice(s,1);return r}validate(){let e={};for(let t of Object.
keys(this.definitions)){if(!t.match(n._definitionNamePattern))throw new Error(`Invalid definition name '${t}'`);let r=this.
definitions[t];r.definitionType===D.OneOf?e[t]=r:r.validate(this,t)}for(let t of Object.keys(e))e[t].validate(this,t)}static load(e){
let t=new ft(new Nt(10,500),n.getInternalSchema(),new jt),r=kn(t,Qe,e,void 0);t.errors.check();let o=r.assertMapping(Qe),
s=new n(o);return s.validate(),s}static getInternalSchema(){if(n._internalSchema===void 0){let e=new n,t=new z(Qe);t.properties[jr]=
new j(new N(void 0,void 0,Ae,void 0)),t.properties[Ot]=new j(new N(void 0,void 0,Ot,void 0)),e.definitions[t.key]=t,t=new z(
Ot),t.looseKeyType=Ae,t.looseValueType=E,e.definitions[t.key]=t;let r=new Rt(E);r.oneOf.push(Lo),r.oneOf.push(Ro),r.oneOf.
push(qo),r.oneOf.push(Bo),r.oneOf.push(Vo),r.oneOf.push(Mo),r.oneOf.push(Fo),e.definitions[r.key]=r,t=new z(Lo),t.properties[le]=
new j(new N(void 0,void 0,J,void 0)),t.properties[xe]=new j(new N(void 0,void 0,Fe,void 0)),t.properties[Se]=new j(new N(
void 0,void 0,Co,void 0)),e.definitions[t.key]=t,t=new z(Co),e.definitions[t.key]=t,t=new z(Ro),t.properties[le]=new j(new N(
void 0,void 0,J,void 0)),t.properties[xe]=new j(new N(void 0,void 0,Fe,void 0)),t.properties[ae]=new j(new N(void 0,void 0,
Po,void 0)),e.definitions[t.key]=t,t=new z(Po),e.definitions[t.key]=t,t=new z(qo),t.properties[le]=new j(new N(void 0,void 0,
J,void 0)),t.properties[xe]=new j(new N(void 0,void 0,Fe,void 0)),t.properties[Ee]=new j(new N(void 0,void 0,Uo,void 0)),
e.definitions[t.key]=t,t=new z(Uo),e.definitions[t.key]=t,t=new z(Bo),t.properties[le]=new j(new N(void 0,void 0,J,void 0)),
t.properties[xe]=new j(new N(void 0,void 0,Fe,void 0)),t.properties[J]=new j(new N(void 0,void 0,Jo,void 0)),e.definitions[t.
key]=t,t=new z(Jo),t.properties[_t]=new j(new N(void 0,void 0,Ae,void 0)),t.properties[Wn]=new j(new N(void 0,void 0,ae,
void 0)),t.properties[wn]=new j(new N(void 0,void 0,ae,void 0)),t.properties[Gn]=new j(new N(void 0,void 0,ae,void 0)),e.
definitions[t.key]=t,t=new z(Vo),t.properties[le]=new j(new N(void 0,void 0,J,void 0)),t.properties[xe]=new j(new N(void 0,
void 0,Fe,void 0)),t.properties[$e]=new j(new N(void 0,void 0,Go,void 0)),e.definitions[t.key]=t,t=new z(Go),t.properties[yn]=
new j(new N(void 0,void 0,Ae,void 0)),e.definitions[t.key]=t,t=new z(Mo),t.properties[le]=new j(new N(void 0,void 0,J,void 0)),
t.properties[xe]=new j(new N(void 0,void 0,Fe,void 0)),t.properties[be]=new j(new N(void 0,void 0,Do,void 0)),e.definitions[t.
key]=t,t=new z(Do),t.properties[At]=new j(new N(void 0,void 0,At,void 0)),t.properties[dt]=new j(new N(void 0,void 0,Ae,
void 0)),t.properties[Ht]=new j(new N(void 0,void 0,Ae,void 0)),e.definitions[t.key]=t,t=new z(At),t.looseKeyType=Ae,t.looseValueType=
Wo,e.definitions[t.key]=t,r=new Rt(Wo),r.oneOf.push(Ae),r.oneOf.push(Ye),e.definitions[r.key]=r,t=new z(Ye),t.properties[Jn]=
new j(new N(void 0,void 0,Ae,void 0)),t.properties[Bn]=new j(new N(void 0,void 0,ae,void 0)),t.properties[le]=new j(new N(
void 0,void 0,J,void 0)),e.definitions[t.key]=t,t=new z(Fo),t.properties[le]=new j(new N(void 0,void 0,J,void 0)),t.properties[xe]=
new j(new N(void 0,void 0,Fe,void 0)),t.properties[It]=new j(new N(void 0,void 0,Fe,void 0)),t.properties[gn]=new j(new N(
void 0,void 0,Fe,void 0)),e.definitions[t.key]=t;let o=new Xt(Ae);o.requireNonEmpty=!0,e.definitions[o.key]=o;let s=new Sn(
Fe);s.itemType=Ae,e.definitions[s.key]=s,e.validate(),n._internalSchema=e}return n._internalSchema}};Pt._definitionNamePattern=
/^[a-zA-Z_][a-zA-Z0-9_-]*$/;var ea={version:"workflow-v1.0",definitions:{"workflow-root":{description:"A workflow file.",mapping:{properties:{on:"on",
name:"workflow-name",description:"workflow-description","run-name":"run-name",defaults:"workflow-defaults",env:"workflow\
-env",permissions:"permissions",concurrency:"workflow-concurrency",jobs:{type:"jobs",required:!0}}}},"workflow-root-stri\
ct":{description:"Workflow file with strict validation",mapping:{properties:{on:{type:"on-strict",required:!0},name:"wor\
kflow-name",description:"workflow-description","run-name":"run-name",defaults:"workflow-defaults",env:"workflow-env",permissions:"\
permissions",concurrency:"workflow-concurrency",jobs:{type:"jobs",required:!0}}}},"workflow-name":{description:`The name\
 of the workflow that GitHub displays on your repository's 'Actions' tab.

[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#name)`,string:{}},"wo\
rkflow-description":{description:"A description for your workflow or reusable workflow",string:{}},"run-name":{context:[
"github","inputs","vars"],string:{},description:`The name for workflow runs generated from the workflow. GitHub displays\
 the workflow run name in the list of workflow runs on your repository's 'Actions' tab.

[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#run-name)`},on:{description:`\
The GitHub event that triggers the workflow. Events can be a single string, array of events, array of event types, or an\
 event configuration map that schedules a workflow or restricts the execution of a workflow to specific files, tags, or \
branch changes. View a full list of [events that trigger workflows](https://docs.github.com/actions/using-workflows/even\
ts-that-trigger-workflows).

[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#on)`,"one-of":["strin\
g","sequence","on-mapping"]},"on-mapping":{mapping:{properties:{workflow_call:"workflow-call"},"loose-key-type":"non-emp\
ty-string","loose-value-type":"any"}},"on-strict":{description:`The GitHub event that triggers the workflow.  Events can\
 be a single string, array of events, array of event types, or an event configuration map that schedules a workflow or r\
estricts the execution of a workflow to specific files, tags, or branch changes. View a full list of [events that trigge\
r workflows](https://docs.github.com/actions/using-workflows/events-that-trigger-workflows).

[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#on)`,"one-of":["on-st\
ring-strict","on-sequence-strict","on-mapping-strict"]},"on-mapping-strict":{description:`The GitHub event that triggers\
 the workflow.  Events can be a single string, array of events, array of event types, or an event configuration map that\
 schedules a workflow or restricts the execution of a workflow to specific files, tags, or branch changes. View a full l\
ist of [events that trigger workflows](https://docs.github.com/actions/using-workflows/events-that-trigger-workflows).

[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#on)`,mapping:{properties:{
branch_protection_rule:"branch-protection-rule",check_run:"check-run",check_suite:"check-suite",create:"create",delete:"\
delete",deployment:"deployment",deployment_status:"deployment-status",discussion:"discussion",discussion_comment:"discus\
sion-comment",fork:"fork",gollum:"gollum",image_version:"image-version",issue_comment:"issue-comment",issues:"issues",label:"\
label",merge_group:"merge-group",milestone:"milestone",page_build:"page-build",project:"project",project_card:"project-c\
ard",project_column:"project-column",public:"public",pull_request:"pull-request",pull_request_comment:"pull-request-comm\
ent",pull_request_review:"pull-request-review",pull_request_review_comment:"pull-request-review-comment",pull_request_target:"\
pull-request-target",push:"push",registry_package:"registry-package",release:"release",repository_dispatch:"repository-d\
ispatch",schedule:"schedule",status:"status",watch:"watch",workflow_call:"workflow-call",workflow_dispatch:"workflow-dis\
patch",workflow_run:"workflow-run"}}},"on-string-strict":{"one-of":["branch-protection-rule-string","check-run-string","\
check-suite-string","create-string","delete-string","deployment-string","deployment-status-string","discussion-string","\
discussion-comment-string","fork-string","gollum-string","image-version-string","issue-comment-string","issues-string","\
label-string","merge-group-string","milestone-string","page-build-string","project-string","project-card-string","projec\
t-column-string","public-string","pull-request-string","pull-request-comment-string","pull-request-review-string","pull-\
request-review-comment-string","pull-request-target-string","push-string","registry-package-string","release-string","re\
pository-dispatch-string","schedule-string","status-string","watch-string","workflow-call-string","workflow-dispatch-str\
ing","workflow-run-string"]},"on-sequence-strict":{sequence:{"item-type":"on-string-strict"}},"branch-protection-rule-st\
ring":{description:"Runs your workflow when branch protection rules in the workflow repository are changed.",string:{constant:"\
branch_protection_rule"}},"branch-protection-rule":{description:"Runs your workflow when branch protection rules in the \
workflow repository are changed.","one-of":["null","branch-protection-rule-mapping"]},"branch-protection-rule-mapping":{
mapping:{properties:{types:"branch-protection-rule-activity"}}},"branch-protection-rule-activity":{description:"The type\
s of branch protection rule activity that trigger the workflow. Supported activity types: `created`, `edited`, `deleted`\
.","one-of":["branch-protection-rule-activity-type","branch-protection-rule-activity-types"]},"branch-protection-rule-ac\
tivity-types":{sequence:{"item-type":"branch-protection-rule-activity-type"}},"branch-protection-rule-activity-type":{"a\
llowed-values":["created","edited","deleted"]},"check-run-string":{description:"Runs your workflow when activity related\
 to a check run occurs. A check run is an individual test that is part of a check suite.",string:{constant:"check_run"}},
"check-run":{description:"Runs your workflow when activity related to a check run occurs. A check run is an individual t\
est that is part of a check suite.","one-of":["null","check-run-mapping"]},"check-run-mapping":{mapping:{properties:{types:"\
check-run-activity"}}},"check-run-activity":{description:"The types of check run activity that trigger the workflow. Sup\
ported activity types: `created`, `rerequested`, `completed`, `requested_action`.","one-of":["check-run-activity-type","\
check-run-activity-types"]},"check-run-activity-types":{sequence:{"item-type":"check-run-activity-type"}},"check-run-act\
ivity-type":{"allowed-values":["completed","created","rerequested","requested_action"]},"check-suite-string":{description:"\
Runs your workflow when check suite activity occurs. A check suite is a collection of the check runs created for a speci\
fic commit. Check suites summarize the status and conclusion of the check runs that are in the suite.",string:{constant:"\
check_suite"}},"check-suite":{description:"Runs your workflow when check suite activity occurs. A check suite is a colle\
ction of the check runs created for a specific commit. Check suites summarize the status and conclusion of the check run\
s that are in the suite.","one-of":["null","check-suite-mapping"]},"check-suite-mapping":{mapping:{properties:{types:"ch\
eck-suite-activity"}}},"check-suite-activity":{description:"The types of check suite activity that trigger the workflow.\
 Supported activity types: `completed`.","one-of":["check-suite-activity-type","check-suite-activity-types"]},"check-sui\
te-activity-types":{sequence:{"item-type":"check-suite-activity-type"}},"check-suite-activity-type":{"allowed-values":["\
completed"]},"create-string":{description:"Runs your workflow when someone creates a Git reference (Git branch or tag) i\
n the workflow's repository.",string:{constant:"create"}},create:{description:"Runs your workflow when someone creates a\
 Git reference (Git branch or tag) in the workflow's repository.",null:{}},"delete-string":{description:"Runs your workf\
low when someone deletes a Git reference (Git branch or tag) in the workflow's repository.",string:{constant:"delete"}},
delete:{description:"Runs your workflow when someone deletes a Git reference (Git branch or tag) in the workflow's repos\
itory.",null:{}},"deployment-string":{description:"Runs your workflow when someone creates a deployment in the workflow'\
s repository. Deployments created with a commit SHA may not have a Git ref.",string:{constant:"deployment"}},deployment:{
description:"Runs your workflow when someone creates a deployment in the workflow's repository. Deployments created with\
 a commit SHA may not have a Git ref.",null:{}},"deployment-status-string":{description:"Runs your workflow when a third\
 party provides a deployment status. Deployments created with a commit SHA may not have a Git ref.",string:{constant:"de\
ployment_status"}},"deployment-status":{description:"Runs your workflow when a third party provides a deployment status.\
 Deployments created with a commit SHA may not have a Git ref.",null:{}},"discussion-string":{description:"Runs your wor\
kflow when a discussion in the workflow's repository is created or modified. For activity related to comments on a discu\
ssion, use the `discussion_comment` event.",string:{constant:"discussion"}},discussion:{description:"Runs your workflow \
when a discussion in the workflow's repository is created or modified. For activity related to comments on a discussion,\
 use the `discussion_comment` event.","one-of":["null","discussion-mapping"]},"discussion-mapping":{mapping:{properties:{
types:"discussion-activity"}}},"discussion-activity":{description:"The types of discussion activity that trigger the wor\
kflow. Supported activity types: `created`, `edited`, `deleted`, `transferred`, `pinned`, `unpinned`, `labeled`, `unlabe\
led`, `locked`, `unlocked`, `category_changed`, `answered`, `unanswered`.","one-of":["discussion-activity-type","discuss\
ion-activity-types"]},"discussion-activity-types":{sequence:{"item-type":"discussion-activity-type"}},"discussion-activi\
ty-type":{"allowed-values":["created","edited","deleted","transferred","pinned","unpinned","labeled","unlabeled","locked",
"unlocked","category_changed","answered","unanswered"]},"discussion-comment-string":{description:"Runs your workflow whe\
n a comment on a discussion in the workflow's repository is created or modified. For activity related to a discussion as\
 opposed to comments on the discussion, use the `discussion` event.",string:{constant:"discussion_comment"}},"discussion\
-comment":{description:"Runs your workflow when a comment on a discussion in the workflow's repository is created or mod\
ified. For activity related to a discussion as opposed to comments on the discussion, use the `discussion` event.","one-\
of":["null","discussion-comment-mapping"]},"discussion-comment-mapping":{mapping:{properties:{types:"discussion-comment-\
activity"}}},"discussion-comment-activity":{description:"The types of discussion comment activity that trigger the workf\
low. Supported activity types: `created`, `edited`, `deleted`.","one-of":["discussion-comment-activity-type","discussion\
-comment-activity-types"]},"discussion-comment-activity-types":{sequence:{"item-type":"discussion-comment-activity-type"}},
"discussion-comment-activity-type":{"allowed-values":["created","edited","deleted"]},"fork-string":{description:"Runs yo\
ur workflow when someone forks a repository.",string:{constant:"fork"}},fork:{description:"Runs your workflow when someo\
ne forks a repository.",null:{}},"gollum-string":{description:"Runs your workflow when someone creates or updates a Wiki\
 page.",string:{constant:"gollum"}},gollum:{description:"Runs your workflow when someone creates or updates a Wiki page.",
null:{}},"image-version-string":{description:"Runs your workflow when an image version is created or changes state.",string:{
constant:"image_version"}},"image-version":{description:"Runs your workflow when an image version is created or changes \
state.","one-of":["null","image-version-mapping"]},"image-version-mapping":{mapping:{properties:{types:"image-version-ac\
tivity",names:"event-names",versions:"event-versions"}}},"image-version-activity":{description:"The types of image versi\
on activity that trigger the workflow. Supported activity types: `created`, `ready`, `deleted`.","one-of":["image-versio\
n-activity-type","image-version-activity-types"]},"image-version-activity-types":{sequence:{"item-type":"image-version-a\
ctivity-type"}},"image-version-activity-type":{"allowed-values":["created","ready","deleted"]},"issue-comment-string":{description:"\
Runs your workflow when an issue or pull request comment is created, edited, or deleted.",string:{constant:"issue_commen\
t"}},"issue-comment":{description:"Runs your workflow when an issue or pull request comment is created, edited, or delet\
ed.","one-of":["null","issue-comment-mapping"]},"issue-comment-mapping":{mapping:{properties:{types:"issue-comment-activ\
ity"}}},"issue-comment-activity":{description:"The types of issue comment activity that trigger the workflow. Supported \
activity types: `created`, `edited`, `deleted`.","one-of":["issue-comment-activity-type","issue-comment-activity-types"]},
"issue-comment-activity-types":{sequence:{"item-type":"issue-comment-activity-type"}},"issue-comment-activity-type":{"al\
lowed-values":["created","edited","deleted"]},"issues-string":{description:"Runs your workflow when an issue in the work\
flow's repository is created or modified. For activity related to comments in an issue, use the `issue_comment` event.",
string:{constant:"issues"}},issues:{description:"Runs your workflow when an issue in the workflow's repository is create\
d or modified. For activity related to comments in an issue, use the `issue_comment` event.","one-of":["null","issues-ma\
pping"]},"issues-mapping":{mapping:{properties:{types:"issues-activity"}}},"issues-activity":{description:"The types of \
issue activity that trigger the workflow. Supported activity types: `opened`, `edited`, `deleted`, `transferred`, `pinne\
d`, `unpinned`, `closed`, `reopened`, `assigned`, `unassigned`, `labeled`, `unlabeled`, `locked`, `unlocked`, `milestone\
d`, `demilestoned`, `field_added`, `field_removed`, `typed`, `untyped`.","one-of":["issues-activity-type","issues-activi\
ty-types"]},"issues-activity-types":{sequence:{"item-type":"issues-activity-type"}},"issues-activity-type":{"allowed-val\
ues":["opened","edited","deleted","transferred","pinned","unpinned","closed","reopened","assigned","unassigned","labeled",
"unlabeled","locked","unlocked","milestoned","demilestoned","field_added","field_removed","typed","untyped"]},"label-str\
ing":{description:"Runs your workflow when a label in your workflow's repository is created or modified.",string:{constant:"\
label"}},label:{description:"Runs your workflow when a label in your workflow's repository is created or modified.","one\
-of":["null","label-mapping"]},"label-mapping":{mapping:{properties:{types:"label-activity"}}},"label-activity":{description:"\
The types of label activity that trigger the workflow. Supported activity types: `created`, `edited`, `deleted`.","one-o\
f":["label-activity-type","label-activity-types"]},"label-activity-types":{sequence:{"item-type":"label-activity-type"}},
"label-activity-type":{"allowed-values":["created","edited","deleted"]},"merge-group-string":{description:"Runs your wor\
kflow when a pull request is added to a merge queue, which adds the pull request to a merge group.",string:{constant:"me\
rge_group"}},"merge-group":{description:"Runs your workflow when a pull request is added to a merge queue, which adds th\
e pull request to a merge group.","one-of":["null","merge-group-mapping"]},"merge-group-mapping":{mapping:{properties:{types:"\
merge-group-activity",branches:"event-branches","branches-ignore":"event-branches-ignore"}}},"merge-group-activity":{description:"\
The types of merge group activity that trigger the workflow. Supported activity types: `checks_requested`.","one-of":["m\
erge-group-activity-type","merge-group-activity-types"]},"merge-group-activity-types":{sequence:{"item-type":"merge-grou\
p-activity-type"}},"merge-group-activity-type":{"allowed-values":["checks_requested"]},"milestone-string":{description:"\
Runs your workflow when a milestone in the workflow's repository is created or modified.",string:{constant:"milestone"}},
milestone:{description:"Runs your workflow when a milestone in the workflow's repository is created or modified.","one-o\
f":["null","milestone-mapping"]},"milestone-mapping":{mapping:{properties:{types:"milestone-activity"}}},"milestone-acti\
vity":{description:"The types of milestone activity that trigger the workflow. Supported activity types: `created`, `clo\
sed`, `opened`, `edited`, `deleted`.","one-of":["milestone-activity-type","milestone-activity-types"]},"milestone-activi\
ty-types":{sequence:{"item-type":"milestone-activity-type"}},"milestone-activity-type":{"allowed-values":["created","clo\
sed","opened","edited","deleted"]},"page-build-string":{description:"Runs your workflow when someone pushes to a branch \
that is the publishing source for GitHub Pages, if GitHub Pages is enabled for the repository.",string:{constant:"page_b\
uild"}},"page-build":{description:"Runs your workflow when someone pushes to a branch that is the publishing source for \
GitHub Pages, if GitHub Pages is enabled for the repository.",null:{}},"project-string":{description:"Runs your workflow\
 when a project board is created or modified. For activity related to cards or columns in a project board, use the `proj\
ect_card` or `project_column` events instead.",string:{constant:"project"}},project:{description:"Runs your workflow whe\
n a project board is created or modified. For activity related to cards or columns in a project board, use the `project_\
card` or `project_column` events instead.","one-of":["null","project-mapping"]},"project-mapping":{mapping:{properties:{
types:"project-activity"}}},"project-activity":{description:"The types of project activity that trigger the workflow. Su\
pported activity types: `created`, `closed`, `reopened`, `edited`, `deleted`.","one-of":["project-activity-type","projec\
t-activity-types"]},"project-activity-types":{sequence:{"item-type":"project-activity-type"}},"project-activity-type":{"\
allowed-values":["created","closed","reopened","edited","deleted"]},"project-card-string":{description:"Runs your workfl\
ow when a card on a project board is created or modified. For activity related to project boards or columns in a project\
 board, use the `project` or `project_column` event instead.",string:{constant:"project_card"}},"project-card":{description:"\
Runs your workflow when a card on a project board is created or modified. For activity related to project boards or colu\
mns in a project board, use the `project` or `project_column` event instead.","one-of":["null","project-card-mapping"]},
"project-card-mapping":{mapping:{properties:{types:"project-card-activity"}}},"project-card-activity":{description:"The \
types of project card activity that trigger the workflow. Supported activity types: `created`, `moved`, `converted`, `ed\
ited`, `deleted`.","one-of":["project-card-activity-type","project-card-activity-types"]},"project-card-activity-types":{
sequence:{"item-type":"project-card-activity-type"}},"project-card-activity-type":{"allowed-values":["created","moved","\
converted","edited","deleted"]},"project-column-string":{description:"Runs your workflow when a column on a project boar\
d is created or modified. For activity related to project boards or cards in a project board, use the `project` or `proj\
ect_card` event instead.",string:{constant:"project_column"}},"project-column":{description:"Runs your workflow when a c\
olumn on a project board is created or modified. For activity related to project boards or cards in a project board, use\
 the `project` or `project_card` event instead.","one-of":["null","project-column-mapping"]},"project-column-mapping":{mapping:{
properties:{types:"project-column-activity"}}},"project-column-activity":{description:"The types of project column activ\
ity that trigger the workflow. Supported activity types: `created`, `updated`, `moved`, `deleted`.","one-of":["project-c\
olumn-activity-type","project-column-activity-types"]},"project-column-activity-types":{sequence:{"item-type":"project-c\
olumn-activity-type"}},"project-column-activity-type":{"allowed-values":["created","updated","moved","deleted"]},"public\
-string":{description:"Runs your workflow when your workflow's repository changes from private to public.",string:{constant:"\
public"}},public:{description:"Runs your workflow when your workflow's repository changes from private to public.",null:{}},
"pull-request-string":{description:"Runs your workflow when activity on a pull request in the workflow's repository occu\
rs. If no activity types are specified, the workflow runs when a pull request is opened, reopened, or when the head bran\
ch of the pull request is updated.",string:{constant:"pull_request"}},"pull-request":{description:"Runs your workflow wh\
en activity on a pull request in the workflow's repository occurs. If no activity types are specified, the workflow runs\
 when a pull request is opened, reopened, or when the head branch of the pull request is updated.","one-of":["null","pul\
l-request-mapping"]},"pull-request-mapping":{mapping:{properties:{types:"pull-request-activity",branches:"event-branches",
"branches-ignore":"event-branches-ignore",paths:"event-paths","paths-ignore":"event-paths-ignore"}}},"pull-request-activ\
ity":{description:"The types of pull request activity that trigger the workflow. Supported activity types: `assigned`, `\
unassigned`, `labeled`, `unlabeled`, `opened`, `edited`, `closed`, `reopened`, `synchronize`, `converted_to_draft`, `loc\
ked`, `unlocked`, `enqueued`, `dequeued`, `milestoned`, `demilestoned`, `ready_for_review`, `review_requested`, `review_\
request_removed`, `auto_merge_enabled`, `auto_merge_disabled`, `stacked`.","one-of":["pull-request-activity-type","pull-\
request-activity-types"]},"pull-request-activity-types":{sequence:{"item-type":"pull-request-activity-type"}},"pull-requ\
est-activity-type":{"allowed-values":["assigned","unassigned","labeled","unlabeled","opened","edited","closed","reopened",
"synchronize","converted_to_draft","locked","unlocked","enqueued","dequeued","milestoned","demilestoned","ready_for_revi\
ew","review_requested","review_request_removed","auto_merge_enabled","auto_merge_disabled","stacked"]},"pull-request-com\
ment-string":{description:"Please use the `issue_comment` event instead.",string:{constant:"pull_request_comment"}},"pul\
l-request-comment":{description:"Please use the `issue_comment` event instead.","one-of":["null","issue-comment-mapping"]},
"pull-request-review-string":{description:"Runs your workflow when a pull request review is submitted, edited, or dismis\
sed. A pull request review is a group of pull request review comments in addition to a body comment and a state. For act\
ivity related to pull request review comments or pull request comments, use the `pull_request_review_comment` or `issue_\
comment` events instead.",string:{constant:"pull_request_review"}},"pull-request-review":{description:"Runs your workflo\
w when a pull request review is submitted, edited, or dismissed. A pull request review is a group of pull request review\
 comments in addition to a body comment and a state. For activity related to pull request review comments or pull reques\
t comments, use the `pull_request_review_comment` or `issue_comment` events instead.","one-of":["null","pull-request-rev\
iew-mapping"]},"pull-request-review-mapping":{mapping:{properties:{types:"pull-request-review-activity"}}},"pull-request\
-review-activity":{description:"The types of pull request review activity that trigger the workflow. Supported activity \
types: `submitted`, `edited`, `dismissed`.","one-of":["pull-request-review-activity-type","pull-request-review-activity-\
types"]},"pull-request-review-activity-types":{sequence:{"item-type":"pull-request-review-activity-type"}},"pull-request\
-review-activity-type":{"allowed-values":["submitted","edited","dismissed"]},"pull-request-review-comment-string":{description:"",
string:{constant:"pull_request_review_comment"}},"pull-request-review-comment":{description:"","one-of":["null","pull-re\
quest-review-comment-mapping"]},"pull-request-review-comment-mapping":{mapping:{properties:{types:"pull-request-review-c\
omment-activity"}}},"pull-request-review-comment-activity":{description:"The types of pull request review comment activi\
ty that trigger the workflow. Supported activity types: `created`, `edited`, `deleted`.","one-of":["pull-request-review-\
comment-activity-type","pull-request-review-comment-activity-types"]},"pull-request-review-comment-activity-types":{sequence:{
"item-type":"pull-request-review-comment-activity-type"}},"pull-request-review-comment-activity-type":{"allowed-values":[
"created","edited","deleted"]},"pull-request-target-string":{description:"Runs your workflow when activity on a pull req\
uest in the workflow's repository occurs. If no activity types are specified, the workflow runs when a pull request is o\
pened, reopened, or when the head branch of the pull request is updated.\n\nThis event runs in the context of the base of \
the pull request, rather than in the context of the merge commit, as the `pull_request` event does. This prevents execut\
ion of unsafe code from the head of the pull request that could alter your repository or steal any secrets you use in yo\
ur workflow. This event allows your workflow to do things like label or comment on pull requests from forks. Avoid using\
 this event if you need to build or run code from the pull request.",string:{constant:"pull_request_target"}},"pull-requ\
est-target":{description:"Runs your workflow when activity on a pull request in the workflow's repository occurs. If no \
activity types are specified, the workflow runs when a pull request is opened, reopened, or when the head branch of the \
pull request is updated.\n\nThis event runs in the context of the base of the pull request, rather than in the context of \
the merge commit, as the `pull_request` event does. This prevents execution of unsafe code from the head of the pull req\
uest that could alter your repository or steal any secrets you use in your workflow. This event allows your workflow to \
do things like label or comment on pull requests from forks. Avoid using this event if you need to build or run code fro\
m the pull request.","one-of":["null","pull-request-target-mapping"]},"pull-request-target-mapping":{mapping:{properties:{
types:"pull-request-target-activity",branches:"event-branches","branches-ignore":"event-branches-ignore",paths:"event-pa\
ths","paths-ignore":"event-paths-ignore"}}},"pull-request-target-activity":{description:"The types of pull request activ\
ity that trigger the workflow. Supported activity types: `assigned`, `unassigned`, `labeled`, `unlabeled`, `opened`, `ed\
ited`, `closed`, `reopened`, `synchronize`, `converted_to_draft`, `locked`, `unlocked`, `enqueued`, `dequeued`, `milesto\
ned`, `demilestoned`, `ready_for_review`, `review_requested`, `review_request_removed`, `auto_merge_enabled`, `auto_merg\
e_disabled`, `stacked`.","one-of":["pull-request-target-activity-type","pull-request-target-activity-types"]},"pull-requ\
est-target-activity-types":{sequence:{"item-type":"pull-request-target-activity-type"}},"pull-request-target-activity-ty\
pe":{"allowed-values":["assigned","unassigned","labeled","unlabeled","opened","edited","closed","reopened","synchronize",
"converted_to_draft","locked","unlocked","enqueued","dequeued","milestoned","demilestoned","ready_for_review","review_re\
quested","review_request_removed","auto_merge_enabled","auto_merge_disabled","stacked"]},"push-string":{description:"Run\
s your workflow when you push a commit or tag.",string:{constant:"push"}},push:{description:"Runs your workflow when you\
 push a commit or tag.","one-of":["null","push-mapping"]},"push-mapping":{mapping:{properties:{branches:"event-branches",
"branches-ignore":"event-branches-ignore",tags:"event-tags","tags-ignore":"event-tags-ignore",paths:"event-paths","paths\
-ignore":"event-paths-ignore"}}},"registry-package-string":{description:"Runs your workflow when activity related to Git\
Hub Packages occurs in your repository.",string:{constant:"registry_package"}},"registry-package":{description:"Runs you\
r workflow when activity related to GitHub Packages occurs in your repository.","one-of":["null","registry-package-mappi\
ng"]},"registry-package-mapping":{mapping:{properties:{types:"registry-package-activity"}}},"registry-package-activity":{
description:"The types of registry package activity that trigger the workflow. Supported activity types: `published`, `u\
pdated`.","one-of":["registry-package-activity-type","registry-package-activity-types"]},"registry-package-activity-type\
s":{sequence:{"item-type":"registry-package-activity-type"}},"registry-package-activity-type":{"allowed-values":["publis\
hed","updated"]},"release-string":{description:"Runs your workflow when release activity in your repository occurs.",string:{
constant:"release"}},release:{description:"Runs your workflow when release activity in your repository occurs.","one-of":[
"null","release-mapping"]},"release-mapping":{mapping:{properties:{types:"release-activity"}}},"release-activity":{description:"\
The types of release activity that trigger the workflow. Supported activity types: `published`, `unpublished`, `created`\
, `edited`, `deleted`, `prereleased`, `released`.","one-of":["release-activity-type","release-activity-types"]},"release\
-activity-types":{sequence:{"item-type":"release-activity-type"}},"release-activity-type":{"allowed-values":["published",
"unpublished","created","edited","deleted","prereleased","released"]},"schedule-string":{description:"The `schedule` eve\
nt allows you to trigger a workflow at a scheduled time.\n\nYou can schedule a workflow to run at specific UTC times using\
 POSIX cron syntax. Scheduled workflows run on the latest commit on the default or base branch. The shortest interval yo\
u can run scheduled workflows is once every 5 minutes. GitHub Actions does not support the non-standard syntax `@yearly`\
, `@monthly`, `@weekly`, `@daily`, `@hourly`, and `@reboot`.",string:{constant:"schedule"}},schedule:{description:"The `\
schedule` event allows you to trigger a workflow at a scheduled time.\n\nYou can schedule a workflow to run at specific UT\
C times using POSIX cron syntax. Scheduled workflows run on the latest commit on the default or base branch. The shortes\
t interval you can run scheduled workflows is once every 5 minutes. GitHub Actions does not support the non-standard syn\
tax `@yearly`, `@monthly`, `@weekly`, `@daily`, `@hourly`, and `@reboot`.",sequence:{"item-type":"cron-mapping"}},"statu\
s-string":{description:"Runs your workflow when the status of a Git commit changes. For example, commits can be marked a\
s `error`, `failure`, `pending`, or `success`. If you want to provide more details about the status change, you may want\
 to use the `check_run` event.",string:{constant:"status"}},status:{description:"Runs your workflow when the status of a\
 Git commit changes. For example, commits can be marked as `error`, `failure`, `pending`, or `success`. If you want to p\
rovide more details about the status change, you may want to use the `check_run` event.",null:{}},"watch-string":{description:"\
Runs your workflow when the workflow's repository is starred.",string:{constant:"watch"}},watch:{description:"Runs your \
workflow when the workflow's repository is starred.","one-of":["null","watch-mapping"]},"watch-mapping":{mapping:{properties:{
types:"watch-activity"}}},"watch-activity":{description:"The types of watch activity that trigger the workflow. Supporte\
d activity types: `started`.","one-of":["watch-activity-type","watch-activity-types"]},"watch-activity-types":{sequence:{
"item-type":"watch-activity-type"}},"watch-activity-type":{"allowed-values":["started"]},"workflow-run-string":{description:"\
This event occurs when a workflow run is requested or completed. It allows you to execute a workflow based on execution \
or completion of another workflow. The workflow started by the `workflow_run` event is able to access secrets and write \
tokens, even if the previous workflow was not. This is useful in cases where the previous workflow is intentionally not \
privileged, but you need to take a privileged action in a later workflow.",string:{constant:"workflow_run"}},"workflow-r\
un":{description:"This event occurs when a workflow run is requested or completed. It allows you to execute a workflow b\
ased on execution or completion of another workflow. The workflow started by the `workflow_run` event is able to access \
secrets and write tokens, even if the previous workflow was not. This is useful in cases where the previous workflow is \
intentionally not privileged, but you need to take a privileged action in a later workflow.","one-of":["null","workflow-\
run-mapping"]},"workflow-run-mapping":{mapping:{properties:{types:"workflow-run-activity",workflows:"workflow-run-workfl\
ows",branches:"event-branches","branches-ignore":"event-branches-ignore"}}},"workflow-run-workflows":{description:"The n\
ame of the workflow that triggers the `workflow_run` event. The workflow must be in the same repository as the workflow \
that uses the `workflow_run` event.","one-of":["non-empty-string","sequence-of-non-empty-string"]},"workflow-run-activit\
y":{description:"The types of workflow run activity that trigger the workflow. Supported activity types: `completed`, `r\
equested`, `in_progress`.","one-of":["workflow-run-activity-type","workflow-run-activity-types"]},"workflow-run-activity\
-types":{sequence:{"item-type":"workflow-run-activity-type"}},"workflow-run-activity-type":{"allowed-values":["requested",
"completed","in_progress"]},"event-branches":{description:"Use the `branches` filter when you want to include branch nam\
e patterns or when you want to both include and exclude branch name patterns. You cannot use both the `branches` and `br\
anches-ignore` filters for the same event in a workflow.","one-of":["non-empty-string","sequence-of-non-empty-string"]},
"event-branches-ignore":{description:"Use the `branches-ignore` filter when you only want to exclude branch name pattern\
s. You cannot use both the `branches` and `branches-ignore` filters for the same event in a workflow.","one-of":["non-em\
pty-string","sequence-of-non-empty-string"]},"event-names":{description:"Use the `names` filter when you want to include\
 names via patterns or when you want to both include and exclude names using patterns. ","one-of":["non-empty-string","s\
equence-of-non-empty-string"]},"event-tags":{description:"Use the `tags` filter when you want to include tag name patter\
ns or when you want to both include and exclude tag names patterns. You cannot use both the `tags` and `tags-ignore` fil\
ters for the same event in a workflow.","one-of":["non-empty-string","sequence-of-non-empty-string"]},"event-tags-ignore":{
description:"Use the `tags-ignore` filter when you only want to exclude tag name patterns. You cannot use both the `tags\
` and `tags-ignore` filters for the same event in a workflow.","one-of":["non-empty-string","sequence-of-non-empty-strin\
g"]},"event-paths":{description:"Use the `paths` filter when you want to include file path patterns or when you want to \
both include and exclude file path patterns. You cannot use both the `paths` and `paths-ignore` filters for the same eve\
nt in a workflow.","one-of":["non-empty-string","sequence-of-non-empty-string"]},"event-paths-ignore":{description:"Use \
the `paths-ignore` filter when you only want to exclude file path patterns. You cannot use both the `paths` and `paths-i\
gnore` filters for the same event in a workflow.","one-of":["non-empty-string","sequence-of-non-empty-string"]},"event-v\
ersions":{description:"Use the `versions` filter when you want to include versions via patterns or when you want to both\
 include and exclude versions using patterns. ","one-of":["non-empty-string","sequence-of-non-empty-string"]},"repositor\
y-dispatch-string":{description:"You can use the GitHub API to trigger a webhook event called `repository_dispatch` when\
 you want to trigger a workflow for activity that happens outside of GitHub.",string:{constant:"branch_protection_rule"}},
"repository-dispatch":{description:"You can use the GitHub API to trigger a webhook event called `repository_dispatch` w\
hen you want to trigger a workflow for activity that happens outside of GitHub.","one-of":["null","repository-dispatch-m\
apping"]},"repository-dispatch-mapping":{mapping:{properties:{types:"sequence-of-non-empty-string"}}},"workflow-call-str\
ing":{description:"The `workflow_call` event is used to indicate that a workflow can be called by another workflow. When\
 a workflow is triggered with the `workflow_call` event, the event payload in the called workflow is the same event payl\
oad from the calling workflow.",string:{constant:"workflow_call"}},"workflow-call":{description:"The `workflow_call` eve\
nt is used to indicate that a workflow can be called by another workflow. When a workflow is triggered with the `workflo\
w_call` event, the event payload in the called workflow is the same event payload from the calling workflow.","one-of":[
"null","workflow-call-mapping"]},"workflow-call-mapping":{mapping:{properties:{inputs:"workflow-call-inputs",secrets:"wo\
rkflow-call-secrets",outputs:"workflow-call-outputs"}}},"workflow-call-inputs":{description:"Inputs that are passed to t\
he called workflow from the caller workflow.",mapping:{"loose-key-type":"non-empty-string","loose-value-type":"workflow-\
call-input-definition"}},"workflow-call-input-definition":{mapping:{properties:{description:{type:"string",description:"\
A string description of the input parameter."},type:{type:"workflow-call-input-type",required:!0},required:{type:"boolea\
n",description:"A boolean to indicate whether the action requires the input parameter. Set to `true` when the parameter \
is required."},default:"workflow-call-input-default"}}},"workflow-call-input-type":{description:"Required if input is de\
fined for the `on.workflow_call` keyword. The value of this parameter is a string specifying the data type of the input.\
 This must be one of: `boolean`, `number`, or `string`.","one-of":["input-type-string","input-type-boolean","input-type-\
number"]},"input-type-string":{string:{constant:"string"}},"input-type-boolean":{string:{constant:"boolean"}},"input-typ\
e-number":{string:{constant:"number"}},"input-type-choice":{string:{constant:"choice"}},"input-type-environment":{string:{
constant:"environment"}},"workflow-call-input-default":{description:'If a `default` parameter is not set, the default va\
lue of the input is `false` for boolean, `0` for a number, and `""` for a string.',context:["github","inputs","vars"],"o\
ne-of":["string","boolean","number"]},"workflow-call-secrets":{description:"A map of the secrets that can be used in the\
 called workflow. Within the called workflow, you can use the `secrets` context to refer to a secret.",mapping:{"loose-k\
ey-type":"workflow-call-secret-name","loose-value-type":"workflow-call-secret-definition"}},"workflow-call-secret-name":{
string:{"require-non-empty":!0},description:"A string identifier to associate with the secret."},"workflow-call-secret-d\
efinition":{"one-of":["null","workflow-call-secret-mapping-definition"]},"workflow-call-secret-mapping-definition":{mapping:{
properties:{description:{type:"string",description:"A string description of the secret parameter."},required:{type:"bool\
ean",description:"A boolean specifying whether the secret must be supplied."}}}},"workflow-call-outputs":{description:"A\
 reusable workflow may generate data that you want to use in the caller workflow. To use these outputs, you must specify\
 them as the outputs of the reusable workflow.",mapping:{"loose-key-type":"workflow-call-output-name","loose-value-type":"\
workflow-call-output-definition"}},"workflow-call-output-name":{string:{"require-non-empty":!0},description:"A string id\
entifier to associate with the output. The value of `<output_id>` is a map of the input's metadata. The `<output_id>` mu\
st be a unique identifier within the outputs object and must start with a letter or _ and contain only alphanumeric char\
acters, -, or _."},"workflow-call-output-definition":{mapping:{properties:{description:{type:"string",description:"A str\
ing description of the output parameter."},value:{type:"workflow-output-context",required:!0}}}},"workflow-output-contex\
t":{description:"The value to assign to the output parameter.",context:["github","inputs","vars","jobs"],string:{}},"wor\
kflow-dispatch-string":{description:"The `workflow_dispatch` event allows you to manually trigger a workflow run. A work\
flow can be manually triggered using the GitHub API, GitHub CLI, or GitHub browser interface.",string:{constant:"workflo\
w_dispatch"}},"workflow-dispatch":{description:"The `workflow_dispatch` event allows you to manually trigger a workflow \
run. A workflow can be manually triggered using the GitHub API, GitHub CLI, or GitHub browser interface.","one-of":["nul\
l","workflow-dispatch-mapping"]},"workflow-dispatch-mapping":{mapping:{properties:{inputs:"workflow-dispatch-inputs"}}},
"workflow-dispatch-inputs":{description:"You can configure custom-defined input properties, default input values, and re\
quired inputs for the event directly in your workflow. When you trigger the event, you can provide the `ref` and any `in\
puts`. When the workflow runs, you can access the input values in the `inputs` context.",mapping:{"loose-key-type":"work\
flow-dispatch-input-name","loose-value-type":"workflow-dispatch-input"}},"workflow-dispatch-input-name":{string:{"requir\
e-non-empty":!0},description:"A string identifier to associate with the input. The value of <input_id> is a map of the i\
nput's metadata. The <input_id> must be a unique identifier within the inputs object. The <input_id> must start with a l\
etter or _ and contain only alphanumeric characters, -, or _."},"workflow-dispatch-input":{mapping:{properties:{description:{
type:"string",description:"A string description of the input parameter."},type:{type:"workflow-dispatch-input-type"},required:{
type:"boolean",description:"A boolean to indicate whether the workflow requires the input parameter. Set to true when th\
e parameter is required."},default:"workflow-dispatch-input-default",options:{type:"sequence-of-string",description:"The\
 options of the dropdown list, if the type is a choice."}}}},"workflow-dispatch-input-type":{description:"A string repre\
senting the type of the input. This must be one of: `boolean`, `number`, `string`, `choice`, or `environment`.","one-of":[
"input-type-string","input-type-boolean","input-type-number","input-type-environment","input-type-choice"]},"workflow-di\
spatch-input-default":{description:"The default value is used when an input parameter isn't specified in a workflow file\
.","one-of":["string","boolean","number"]},permissions:{description:"You can use `permissions` to modify the default per\
missions granted to the `GITHUB_TOKEN`, adding or removing access as required, so that you only allow the minimum requir\
ed access.\n\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#permissio\
ns)","one-of":["permissions-mapping","permission-level-shorthand-read-all","permission-level-shorthand-write-all"]},"per\
missions-mapping":{mapping:{properties:{actions:{type:"permission-level-any",description:"Actions workflows, workflow ru\
ns, and artifacts."},"artifact-metadata":{type:"permission-level-any",description:"Storage and deployment records for bu\
ild artifacts."},attestations:{type:"permission-level-any",description:"Artifact attestations."},checks:{type:"permissio\
n-level-any",description:"Check runs and check suites."},"code-quality":{type:"permission-level-any",description:"Code q\
uality data."},contents:{type:"permission-level-any",description:"Repository contents, commits, branches, downloads, rel\
eases, and merges."},"copilot-requests":{type:"permission-level-write-or-no-access",description:"GitHub Copilot requests\
."},deployments:{type:"permission-level-any",description:"Deployments and deployment statuses."},discussions:{type:"perm\
ission-level-any",description:"Discussions and related comments and labels."},drives:{type:"permission-level-any",description:"\
GitHub Drives persistent workspace storage. Use `read` for checkout and `write` to commit changes."},"id-token":{type:"p\
ermission-level-write-or-no-access",description:"Token to request an OpenID Connect token."},issues:{type:"permission-le\
vel-any",description:"Issues and related comments, assignees, labels, and milestones."},models:{type:"permission-level-r\
ead-or-no-access",description:"Call AI models with GitHub Models."},packages:{type:"permission-level-any",description:"P\
ackages published to the GitHub Package Platform."},pages:{type:"permission-level-any",description:"Retrieve Pages statu\
ses, configuration, and builds, as well as create new builds."},"pull-requests":{type:"permission-level-any",description:"\
Pull requests and related comments, assignees, labels, milestones, and merges."},"repository-projects":{type:"permission\
-level-any",description:"Classic projects within a repository."},"security-events":{type:"permission-level-any",description:"\
Code scanning alerts."},statuses:{type:"permission-level-any",description:"Commit statuses."},"vulnerability-alerts":{type:"\
permission-level-read-or-no-access",description:"Dependabot alerts."}}}},"permission-level-any":{description:"The permis\
sion level for the `GITHUB_TOKEN`.","one-of":["permission-level-read","permission-level-write","permission-level-no-acce\
ss"]},"permission-level-read-or-no-access":{"one-of":["permission-level-read","permission-level-no-access"]},"permission\
-level-write-or-no-access":{"one-of":["permission-level-write","permission-level-no-access"]},"permission-level-read":{description:"\
The permission level for the `GITHUB_TOKEN`. Grants `read` permission for the specified scope.",string:{constant:"read"}},
"permission-level-write":{description:"The permission level for the `GITHUB_TOKEN`. Grants `write` permission for the sp\
ecified scope.",string:{constant:"write"}},"permission-level-no-access":{description:"The permission level for the `GITH\
UB_TOKEN`. Restricts all access for the specified scope.",string:{constant:"none"}},"permission-level-shorthand-read-all":{
description:"The permission level for the `GITHUB_TOKEN`. Grants `read` access for all scopes.",string:{constant:"read-a\
ll"}},"permission-level-shorthand-write-all":{description:"The permission level for the `GITHUB_TOKEN`. Grants `write` a\
ccess for all scopes.",string:{constant:"write-all"}},"workflow-defaults":{description:"Use `defaults` to create a map o\
f default settings that will apply to all jobs in the workflow. You can also set default settings that are only availabl\
e to a job.\n\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#defaults\
)",mapping:{properties:{run:"workflow-defaults-run"}}},"workflow-defaults-run":{mapping:{properties:{shell:"shell","work\
ing-directory":"working-directory"}}},"workflow-env":{description:`A map of environment variables that are available to \
the steps of all jobs in the workflow. You can also set environment variables that are only available to the steps of a \
single job or to a single step.

[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#env)`,context:["githu\
b","inputs","vars","secrets"],mapping:{"loose-key-type":"non-empty-string","loose-value-type":"string"}},jobs:{description:"\
A workflow run is made up of one or more `jobs`, which run in parallel by default. To run jobs sequentially, you can def\
ine dependencies on other jobs using the `jobs.<job_id>.needs` keyword. Each job runs in a runner environment specified \
by `runs-on`.\n\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#jobs)",
mapping:{"loose-key-type":"job-id","loose-value-type":"job"}},"job-id":{string:{"require-non-empty":!0},description:"A u\
nique identifier for the job. The identifier must start with a letter or _ and contain only alphanumeric characters, -, \
or _."},job:{description:"Each job must have an id to associate with the job. The key `job_id` is a string and its value\
 is a map of the job's configuration data. You must replace `<job_id>` with a string that is unique to the jobs object. \
The `<job_id>` must start with a letter or _ and contain only alphanumeric characters, -, or _.","one-of":["job-factory",
"workflow-job"]},"job-factory":{mapping:{properties:{needs:"needs",if:"job-if",strategy:"strategy",name:{type:"string-st\
rategy-context",description:"The name of the job displayed on GitHub."},"runs-on":{type:"runs-on",required:!0},"timeout-\
minutes":{type:"number-strategy-context",description:"The maximum number of minutes to let a workflow run before GitHub \
automatically cancels it. Default: 360"},"cancel-timeout-minutes":"number-strategy-context","continue-on-error":{type:"b\
oolean-strategy-context",description:"Prevents a workflow run from failing when a job fails. Set to true to allow a work\
flow run to pass when this job fails."},container:"container",services:"services",env:"job-env",environment:"job-environ\
ment",permissions:"permissions",concurrency:"job-concurrency",outputs:"job-outputs",defaults:"job-defaults",steps:"steps",
snapshot:"snapshot"}}},"workflow-job":{mapping:{properties:{name:{type:"string-strategy-context",description:"The name o\
f the job displayed on GitHub."},uses:{description:`The location and version of a reusable workflow file to run as a job\
. Use one of the following formats:

* \`{owner}/{repo}/.github/workflows/{filename}@{ref}\` for reusable workflows in public and private repositories.
* \`./.github/workflows/{filename}\` for reusable workflows in the same repository.

{ref} can be a SHA, a release tag, or a branch name. Using the commit SHA is the safest for stability and security.`,type:"\
non-empty-string",required:!0},with:"workflow-job-with",secrets:"workflow-job-secrets",needs:"needs",if:"job-if",permissions:"\
permissions",concurrency:"job-concurrency",strategy:"strategy"}}},"workflow-job-with":{description:"When a job is used t\
o call a reusable workflow, you can use `with` to provide a map of inputs that are passed to the called workflow.\n\nAny i\
nputs that you pass must match the input specifications defined in the called workflow.",mapping:{"loose-key-type":"non-\
empty-string","loose-value-type":"scalar-needs-context"}},"workflow-job-secrets":{description:"When a job is used to cal\
l a reusable workflow, you can use `secrets` to provide a map of secrets that are passed to the called workflow.\n\nAny se\
crets that you pass must match the names defined in the called workflow.","one-of":["workflow-job-secrets-mapping","work\
flow-job-secrets-inherit"]},"workflow-job-secrets-mapping":{mapping:{"loose-key-type":"non-empty-string","loose-value-ty\
pe":"scalar-needs-context-with-secrets"}},"workflow-job-secrets-inherit":{string:{constant:"inherit"}},needs:{description:"\
Use `needs` to identify any jobs that must complete successfully before this job will run. It can be a string or array o\
f strings. If a job fails, all jobs that need it are skipped unless the jobs use a conditional expression that causes th\
e job to continue. If a run contains a series of jobs that need each other, a failure applies to all jobs in the depende\
ncy chain from the point of failure onwards.","one-of":["sequence-of-non-empty-string","non-empty-string"]},"job-if":{description:"\
You can use the `if` conditional to prevent a job from running unless a condition is met. You can use any supported cont\
ext and expression to create a conditional.",context:["github","inputs","vars","needs","always(0,0)","failure(0,MAX)","c\
ancelled(0,0)","success(0,MAX)"],string:{}},"job-if-result":{context:["github","inputs","vars","needs","always(0,0)","fa\
ilure(0,MAX)","cancelled(0,0)","success(0,MAX)"],"one-of":["null","boolean","number","string","sequence","mapping"]},strategy:{
description:"Use `strategy` to use a matrix strategy for your jobs. A matrix strategy lets you use variables in a single\
 job definition to automatically create multiple job runs that are based on the combinations of the variables. ",context:[
"github","inputs","vars","needs"],mapping:{properties:{"fail-fast":{type:"boolean",description:"Setting `fail-fast` to `\
false` prevents GitHub from canceling all in-progress jobs if any matrix job fails. Default: `true`"},"max-parallel":{type:"\
number",description:"The maximum number of jobs that can run simultaneously when using a matrix job strategy. By default\
, GitHub will maximize the number of jobs run in parallel depending on runner availability."},matrix:"matrix"}}},matrix:{
description:"Use `matrix` to define a matrix of different job configurations. Within your matrix, define one or more var\
iables followed by an array of values.",mapping:{properties:{include:{type:"matrix-filter",description:"Use `include` to\
 expand existing matrix configurations or to add new configurations. The value of `include` is a list of objects.\n\nFor e\
ach object in the `include` list, the key:value pairs in the object will be added to each of the matrix combinations if \
none of the key:value pairs overwrite any of the original matrix values. If the object cannot be added to any of the mat\
rix combinations, a new matrix combination will be created instead. Note that the original matrix values will not be ove\
rwritten, but added matrix values can be overwritten."},exclude:{type:"matrix-filter",description:"To remove specific co\
nfigurations defined in the matrix, use `exclude`. An excluded configuration only has to be a partial match for it to be\
 excluded."}},"loose-key-type":"non-empty-string","loose-value-type":"sequence"}},"matrix-filter":{sequence:{"item-type":"\
matrix-filter-item"}},"matrix-filter-item":{mapping:{"loose-key-type":"non-empty-string","loose-value-type":"any"}},snapshot:{
description:"Use `snapshot` to define a custom image you want to create or update after your job succeeds by taking a sn\
apshot of your runner.","one-of":["non-empty-string","snapshot-mapping"]},"snapshot-mapping":{mapping:{properties:{"imag\
e-name":{description:"The desired name of the custom image you want to create or update.",type:"non-empty-string",required:!0},
if:"snapshot-if",version:{description:"The desired major version updates upon a new custom image version creation.",type:"\
non-empty-string"}}}},"snapshot-if":{context:["github","inputs","vars","needs","strategy","matrix"],description:"Use the\
 if conditional to prevent a snapshot from being taken unless a condition is met. Any supported context and expression c\
an be used to create a conditional. Expressions in an `if` conditional do not require the bracketed expression syntax. W\
hen you use expressions in an `if` conditional, you may omit the expression syntax because GitHub automatically evaluate\
s the `if` conditional as an expression.",string:{}},"runs-on":{description:"Use `runs-on` to define the type of machine\
 to run the job on.\n* The destination machine can be either a GitHub-hosted runner, larger runner, or a self-hosted runn\
er.\n* You can target runners based on the labels assigned to them, or their group membership, or a combination of these.\
\n* You can provide `runs-on` as a single string or as an array of strings.\n* If you specify an array of strings, your wo\
rkflow will execute on any runner that matches all of the specified `runs-on` values.\n* If you would like to run your wo\
rkflow on multiple machines, use `jobs.<job_id>.strategy`.",context:["github","inputs","vars","needs","strategy","matrix"],
"one-of":["non-empty-string","sequence-of-non-empty-string","runs-on-mapping"]},"runs-on-mapping":{mapping:{properties:{
group:{description:"The group from which to select a runner.",type:"non-empty-string"},labels:"runs-on-labels"}}},"runs-\
on-labels":{description:"The label by which to filter for available runners.","one-of":["non-empty-string","sequence-of-\
non-empty-string"]},"job-env":{description:"A map of variables that are available to all steps in the job.",context:["gi\
thub","inputs","vars","needs","strategy","matrix","secrets"],mapping:{"loose-key-type":"non-empty-string","loose-value-t\
ype":"string"}},"workflow-concurrency":{description:`Concurrency ensures that only a single job or workflow using the sa\
me concurrency group will run at a time. A concurrency group can be any string or expression.

You can also specify \`concurrency\` at the job level.

[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#concurrency)`,context:[
"github","inputs","vars"],"one-of":["string","concurrency-mapping"]},"job-concurrency":{description:"Concurrency ensures\
 that only a single job using the same concurrency group will run at a time. A concurrency group can be any string or ex\
pression. The expression can use any context except for the `secrets` context.\n\nYou can also specify `concurrency` at th\
e workflow level.",context:["github","inputs","vars","needs","strategy","matrix"],"one-of":["non-empty-string","concurre\
ncy-mapping"]},"concurrency-mapping":{description:`Concurrency ensures that only a single job or workflow using the same\
 concurrency group will run at a time. A concurrency group can be any string or expression.

You can also specify \`concurrency\` at the job level.

[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#concurrency)`,mapping:{
properties:{group:{type:"non-empty-string",required:!0,description:"When a concurrent job or workflow is queued, if anot\
her job or workflow using the same concurrency group in the repository is in progress, the queued job or workflow will b\
e `pending`. Any previously pending job or workflow in the concurrency group will be canceled. To also cancel any curren\
tly running job or workflow in the same concurrency group, specify `cancel-in-progress: true`."},"cancel-in-progress":{type:"\
boolean",description:"To cancel any currently running job or workflow in the same concurrency group, specify cancel-in-p\
rogress: true."},queue:{type:"concurrency-queue",description:"The queuing mode for the concurrency group. When set to `m\
ax`, workflows or jobs will wait in a queue for the concurrency group up to the maximum queue length. Default: `single` \
meaning at most one item can be pending."}}}},"concurrency-queue":{"allowed-values":["single","max"]},"job-environment":{
description:"The environment that the job references. All environment protection rules must pass before a job referencin\
g the environment is sent to a runner.",context:["github","inputs","vars","needs","strategy","matrix"],"one-of":["string",
"job-environment-mapping"]},"job-environment-mapping":{mapping:{properties:{name:{type:"job-environment-name",required:!0},
url:{type:"string-runner-context-no-secrets",description:"The environment URL, which maps to `environment_url` in the de\
ployments API."},deployment:{type:"boolean",description:"Whether to create a deployment record for this environment. Def\
aults to true."}}}},"job-environment-name":{description:"The name of the environment used by the job.",context:["github",
"inputs","vars","needs","strategy","matrix"],string:{}},"job-defaults":{description:"A map of default settings that will\
 apply to all steps in the job. You can also set default settings for the entire workflow.",mapping:{properties:{run:"jo\
b-defaults-run"}}},"job-defaults-run":{context:["github","inputs","vars","strategy","matrix","needs","env"],mapping:{properties:{
shell:"shell","working-directory":"working-directory"}}},"job-outputs":{description:"A map of outputs for a called workf\
low. Called workflow outputs are available to all downstream jobs in the caller workflow. Each output has an identifier,\
 an optional `description,` and a `value`. The `value` must be set to the value of an output from a job within the calle\
d workflow.",mapping:{"loose-key-type":"non-empty-string","loose-value-type":"string-runner-context"}},steps:{description:"\
A job contains a sequence of tasks called `steps`. Steps can run commands, run setup tasks, run an action in your reposi\
tory, a public repository, or an action published in a Docker registry, wait for background steps to complete, or cancel\
 a background step. Not all steps run actions, but all actions run as a step. Each step runs in its own process in the r\
unner environment and has access to the workspace and filesystem. Because steps run in their own process, changes to env\
ironment variables are not preserved between steps. GitHub provides built-in steps to set up and complete a job.",sequence:{
"item-type":"steps-item"}},"steps-item":{"one-of":["run-step","regular-step","wait-step","wait-all-step","cancel-step","\
parallel-step"]},"run-step":{mapping:{properties:{name:"step-name",id:"step-id",if:"step-if","timeout-minutes":"step-tim\
eout-minutes",run:{type:"string-steps-context",description:"Runs command-line programs using the operating system's shel\
l. If you do not provide a `name`, the step name will default to the text specified in the `run` command. Commands run u\
sing non-login shells by default. You can choose a different shell and customize the shell used to run commands. Each `r\
un` keyword represents a new process and shell in the virtual environment. When you provide multi-line commands, each li\
ne runs in the same shell.",required:!0},"continue-on-error":"step-continue-on-error",env:"step-env","working-directory":"\
string-steps-context",shell:"shell",background:"step-background"}}},"regular-step":{mapping:{properties:{name:"step-name",
id:"step-id",if:"step-if","continue-on-error":"step-continue-on-error","timeout-minutes":"step-timeout-minutes",uses:{type:"\
step-uses",required:!0},with:"step-with",env:"step-env",background:"step-background"}}},"wait-step":{mapping:{properties:{
name:"step-name",id:"step-id","continue-on-error":"step-continue-on-error",wait:{type:"step-wait-target",required:!0}}}},
"wait-all-step":{mapping:{properties:{name:"step-name",id:"step-id","continue-on-error":"step-continue-on-error","wait-a\
ll":{type:"step-wait-all-value",required:!0}}}},"cancel-step":{mapping:{properties:{name:"step-name",id:"step-id","conti\
nue-on-error":"step-continue-on-error",cancel:{type:"step-cancel-target",required:!0}}}},"parallel-step":{mapping:{properties:{
parallel:{type:"parallel-steps",required:!0,description:"Run a group of steps concurrently. All steps in the parallel bl\
ock run as background steps and the workflow waits for all of them to complete before continuing."}}}},"parallel-steps":{
sequence:{"item-type":"steps-item"}},"step-uses":{description:"Selects an action to run as part of a step in your job. A\
n action is a reusable unit of code. You can use an action defined in the same repository as the workflow, a public repo\
sitory, a [private repository with access enabled](https://docs.github.com/en/repositories/managing-your-repositorys-set\
tings-and-features/enabling-features-for-your-repository/managing-github-actions-settings-for-a-repository#allowing-acce\
ss-to-components-in-a-private-repository), or in a published Docker container image.",string:{"require-non-empty":!0}},"\
step-background":{boolean:{},description:"When set to true, runs this step in the background. The workflow continues to \
the next step immediately without waiting for the background step to finish."},"step-wait-target":{description:"The step\
 ID or IDs of background steps to wait for.","one-of":["non-empty-string","sequence-of-non-empty-string"]},"step-wait-al\
l-value":{description:"Wait for all prior background steps to complete. Use as a bare key (`wait-all:`) or with a boolea\
n value.","one-of":["null","boolean"]},"step-cancel-target":{description:"The step ID of a background step to cancel.",string:{
"require-non-empty":!0}},"step-continue-on-error":{context:["github","inputs","vars","needs","strategy","matrix","secret\
s","steps","job","runner","env","hashFiles(1,255)"],boolean:{},description:"Prevents a job from failing when a step fail\
s. Set to `true` to allow a job to pass when this step fails."},"step-id":{string:{"require-non-empty":!0},description:"\
A unique identifier for the step. You can use the `id` to reference the step in contexts."},"step-if":{context:["github",
"inputs","vars","needs","strategy","matrix","steps","job","runner","env","always(0,0)","failure(0,0)","cancelled(0,0)","\
success(0,0)","hashFiles(1,255)"],description:"Use the `if` conditional to prevent a step from running unless a conditio\
n is met. Any supported context and expression can be used to create a conditional. Expressions in an `if` conditional d\
o not require the bracketed expression syntax. When you use expressions in an `if` conditional, you may omit the express\
ion syntax because GitHub automatically evaluates the `if` conditional as an expression.",string:{}},"step-if-result":{context:[
"github","inputs","vars","strategy","matrix","steps","job","runner","env","always(0,0)","failure(0,0)","cancelled(0,0)",
"success(0,0)","hashFiles(1,255)"],"one-of":["null","boolean","number","string","sequence","mapping"]},"step-env":{description:"\
Sets variables for steps to use in the runner environment. You can also set variables for the entire workflow or a job.",
context:["github","inputs","vars","needs","strategy","matrix","secrets","steps","job","runner","env","hashFiles(1,255)"],
mapping:{"loose-key-type":"non-empty-string","loose-value-type":"string"}},"step-name":{context:["github","inputs","vars",
"needs","strategy","matrix","secrets","steps","job","runner","env","hashFiles(1,255)"],string:{},description:"A name for\
 your step to display on GitHub."},"step-timeout-minutes":{context:["github","inputs","vars","needs","strategy","matrix",
"secrets","steps","job","runner","env","hashFiles(1,255)"],number:{},description:"The maximum number of minutes to run t\
he step before killing the process."},"step-with":{description:"A map of the input parameters defined by the action. Eac\
h input parameter is a key/value pair. Input parameters are set as variables. When you specify an input in a workflow fi\
le or use a default input value, GitHub creates a variable for the input with the name `INPUT_<VARIABLE_NAME>`. The vari\
able created converts input names to uppercase letters and replaces spaces with `_`.",context:["github","inputs","vars",
"needs","strategy","matrix","secrets","steps","job","runner","env","hashFiles(1,255)"],mapping:{"loose-key-type":"non-em\
pty-string","loose-value-type":"string"}},container:{description:`A container to run any steps in a job that don't alrea\
dy specify a container. If you have steps that use both script and container actions, the container actions will run as \
sibling containers on the same network with the same volume mounts.

If you do not set a container, all steps will run directly on the host specified by runs-on unless a step refers to an a\
ction configured to run in a container.`,context:["github","inputs","vars","needs","strategy","matrix"],"one-of":["strin\
g","container-mapping"]},"container-mapping":{mapping:{properties:{image:{type:"non-empty-string",description:"Use `jobs\
.<job_id>.container.image` to define the Docker image to use as the container to run the action. The value can be the Do\
cker Hub image or a registry name."},options:{type:"string",description:"Use `jobs.<job_id>.container.options` to config\
ure additional Docker container resource options."},env:"container-env",ports:{type:"sequence-of-non-empty-string",description:"\
Use `jobs.<job_id>.container.ports` to set an array of ports to expose on the container."},volumes:{type:"sequence-of-no\
n-empty-string",description:"Use `jobs.<job_id>.container.volumes` to set an array of volumes for the container to use. \
You can use volumes to share data between services or other steps in a job. You can specify named Docker volumes, anonym\
ous Docker volumes, or bind mounts on the host."},credentials:"container-registry-credentials"}}},services:{description:"\
Additional containers to host services for a job in a workflow. These are useful for creating databases or cache service\
s like redis. The runner on the virtual machine will automatically create a network and manage the life cycle of the ser\
vice containers. When you use a service container for a job or your step uses container actions, you don't need to set p\
ort information to access the service. Docker automatically exposes all ports between containers on the same network. Wh\
en both the job and the action run in a container, you can directly reference the container by its hostname. The hostnam\
e is automatically mapped to the service name. When a step does not use a container action, you must access the service \
using localhost and bind the ports.",context:["github","inputs","vars","needs","strategy","matrix"],mapping:{"loose-key-\
type":"non-empty-string","loose-value-type":"services-container"}},"services-container":{context:["github","inputs","var\
s","needs","strategy","matrix"],"one-of":["non-empty-string","service-container-mapping"]},"container-registry-credentia\
ls":{description:"If the image's container registry requires authentication to pull the image, you can use `jobs.<job_id\
>.container.credentials` to set a map of the username and password. The credentials are the same values that you would p\
rovide to the `docker login` command.",context:["github","inputs","vars","secrets","env"],mapping:{properties:{username:"\
non-empty-string",password:"non-empty-string"}}},"container-env":{description:"Use `jobs.<job_id>.container.env` to set \
a map of variables in the container.",mapping:{"loose-key-type":"non-empty-string","loose-value-type":"string-runner-con\
text"}},"non-empty-string":{string:{"require-non-empty":!0}},"sequence-of-non-empty-string":{sequence:{"item-type":"non-\
empty-string"}},"sequence-of-string":{sequence:{"item-type":"string"}},"boolean-needs-context":{context:["github","input\
s","vars","needs"],boolean:{}},"number-needs-context":{context:["github","inputs","vars","needs"],number:{}},"string-nee\
ds-context":{context:["github","inputs","vars","needs"],string:{}},"scalar-needs-context":{context:["github","inputs","v\
ars","needs","strategy","matrix"],"one-of":["string","boolean","number"]},"scalar-needs-context-with-secrets":{context:[
"github","inputs","vars","needs","secrets","strategy","matrix"],"one-of":["string","boolean","number"]},"boolean-strateg\
y-context":{context:["github","inputs","vars","needs","strategy","matrix"],boolean:{}},"number-strategy-context":{context:[
"github","inputs","vars","needs","strategy","matrix"],number:{}},"string-strategy-context":{context:["github","inputs","\
vars","needs","strategy","matrix"],string:{}},"boolean-steps-context":{context:["github","inputs","vars","needs","strate\
gy","matrix","secrets","steps","job","runner","env","hashFiles(1,255)"],boolean:{}},"number-steps-context":{context:["gi\
thub","inputs","vars","needs","strategy","matrix","secrets","steps","job","runner","env","hashFiles(1,255)"],number:{}},
"string-runner-context":{context:["github","inputs","vars","needs","strategy","matrix","secrets","steps","job","runner",
"env"],string:{}},"string-runner-context-no-secrets":{context:["github","inputs","vars","needs","strategy","matrix","ste\
ps","job","runner","env"],string:{}},"string-steps-context":{context:["github","inputs","vars","needs","strategy","matri\
x","secrets","steps","job","runner","env","hashFiles(1,255)"],string:{}},shell:{string:{"require-non-empty":!0},description:"\
Use `shell` to override the default shell settings in the runner's operating system. You can use built-in shell keywords\
, or you can define a custom set of shell options. The shell command that is run internally executes a temporary file th\
at contains the commands specified in `run`."},"working-directory":{string:{"require-non-empty":!0},description:"The `wo\
rking-directory` keyword specifies the working directory where the command is run."},"cron-mapping":{mapping:{properties:{
cron:{type:"cron-pattern",required:!0},timezone:"timezone-string"}}},"cron-pattern":{description:"A cron expression that\
 represents a schedule. A scheduled workflow will run at most once every 5 minutes.",string:{"require-non-empty":!0}},"t\
imezone-string":{description:"A string that represents the time zone a scheduled workflow will run relative to in IANA f\
ormat (e.g. 'America/New_York' or 'Europe/London'). If omitted, the workflow will run relative to midnight UTC.",string:{
"require-non-empty":!0}},"service-container-mapping":{mapping:{properties:{image:{type:"non-empty-string",description:"T\
he Docker image to use as the container. The value can be the Docker Hub image or a registry name."},options:{type:"stri\
ng",description:"Additional Docker container resource options."},env:"container-env",ports:{type:"sequence-of-non-empty-\
string",description:"An array of ports to expose on the container."},volumes:{type:"sequence-of-non-empty-string",description:"\
An array of volumes for the container to use. You can use volumes to share data between services or other steps in a job\
. You can specify named Docker volumes, anonymous Docker volumes, or bind mounts on the host."},credentials:"container-r\
egistry-credentials",entrypoint:{type:"string",description:"Override the default ENTRYPOINT in the service container ima\
ge."},command:{type:"string",description:"Override the default CMD in the service container image."}}}}}};var zo;function ta(){if(zo===void 0){let n=JSON.stringify(ea);zo=Pt.load(new xn(void 0,n))}return zo}var te=at(br(),1);var En=class n{constructor(e,t){this.lineCounter=new te.LineCounter,this.errors=[],this.doc=(0,te.parseDocument)(t,{lineCounter:this.
lineCounter,keepSourceTokens:!0,uniqueKeys:!1});for(let r of this.doc.errors)this.errors.push({message:r.message,range:Uc(
r.linePos)});this._generator=this.getNodes(this.doc,new Set),this.fileId=e}*getNodes(e,t){let r=this.getRange(e);if((0,te.isDocument)(
e)){yield new H(P.DocumentStart);for(let o of this.getNodes(e.contents,new Set))yield o;yield new H(P.DocumentEnd)}if((0,te.isCollection)(
e)){(0,te.isSeq)(e)?yield new H(P.SequenceStart,new mt(this.fileId,r,void 0)):(0,te.isMap)(e)&&(yield new H(P.MappingStart,
new ht(this.fileId,r,void 0)));for(let o of e.items)for(let s of this.getNodes(o,t))yield s;(0,te.isSeq)(e)?yield new H(
P.SequenceEnd):(0,te.isMap)(e)&&(yield new H(P.MappingEnd))}if((0,te.isScalar)(e)&&(yield new H(P.Literal,n.getLiteralToken(
this.fileId,r,e))),(0,te.isAlias)(e)){let o=e.resolve(this.doc);if(o){if(t.has(o))return;let s=new Set(t);s.add(o),yield*this.
getNodes(o,s)}return}if((0,te.isPair)(e)){let o=e.key;r=this.getRange(o);let s=o.value;yield new H(P.Literal,new N(this.
fileId,r,s,void 0));for(let i of this.getNodes(e.value,t))yield i}}getRange(e){let t=e?.range??[],r=t[0],o=t[1];if(r!==void 0&&
o!==void 0){let s=this.lineCounter.linePos(r),i=this.lineCounter.linePos(o);return{start:{line:s.line,column:s.col},end:{
line:i.line,column:i.col}}}}static getLiteralToken(e,t,r){let o=r.value;if(o==null)return new Re(e,t,void 0);switch(typeof o){case"\
number":return new Kt(e,t,o,void 0);case"boolean":return new zt(e,t,o,void 0);case"string":{let s,i;if(r.srcToken&&"sour\
ce"in r.srcToken&&(s=r.srcToken.source,r.srcToken.type==="block-scalar"&&"props"in r.srcToken)){let c=r.srcToken.props.find(
f=>f.type==="block-scalar-header");c?.source&&(i=c.source)}return new N(e,t,o,void 0,s,i)}default:throw new Error(`Unexp\
ected value type '${typeof o}' when reading object`)}}allowLiteral(){if(!this._current.done){let e=this._current.value;if(e.
type===P.Literal)return this._current=this._generator.next(),e.token}}allowSequenceStart(){if(!this._current.done){let e=this.
_current.value;if(e.type===P.SequenceStart)return this._current=this._generator.next(),e.token}}allowSequenceEnd(){return!this.
_current.done&&this._current.value.type===P.SequenceEnd?(this._current=this._generator.next(),!0):!1}allowMappingStart(){
if(!this._current.done){let e=this._current.value;if(e.type===P.MappingStart)return this._current=this._generator.next(),
e.token}}allowMappingEnd(){return!this._current.done&&this._current.value.type===P.MappingEnd?(this._current=this._generator.
next(),!0):!1}validateEnd(){if(!this._current.done&&this._current.value.type===P.DocumentEnd){this._current=this._generator.
next();return}throw new Error("Expected end of reader")}validateStart(){if(this._current||(this._current=this._generator.
next()),!this._current.done&&this._current.value.type===P.DocumentStart){this._current=this._generator.next();return}throw new Error(
"Expected start of reader")}};function Uc(n){if(n===void 0)return;let e={line:n[0].line,column:n[0].col},t=n.length==2?{
line:n[1].line,column:n[1].col}:e;return{start:e,end:t}}function tr(n,e){let t=e instanceof ft?e:new ft(new Nt,ta(),e),r=t.getFileId(n.name),o=new En(r,n.content);if(o.errors.length>
0){for(let i of o.errors)t.error(r,i.message,i.range);return{context:t,value:void 0}}let s=kn(t,Zi,o,r);return{context:t,
value:s}}function Pr(n,e){let t={};if(e.isExpression)return t;if(I(e))return t.group=e,t;let r=e.assertMapping("concurrency group");
for(let o of r){let s=o.key.assertString("concurrency group key");if(!(o.key.isExpression||o.value.isExpression))switch(s.
value){case"group":t.group=o.value.assertString("concurrency group");break;case"cancel-in-progress":t.cancelInProgress=o.
value.assertBoolean("cancel-in-progress").value;break;case"queue":t.queue=o.value.assertString("queue").value;break;default:
n.error(s,`Invalid property name: ${s.value}`)}}return t}var Vc=at(na(),1);var Fc={jan:1,feb:2,mar:3,apr:4,may:5,jun:6,jul:7,aug:8,sep:9,oct:10,nov:11,dec:12},Wc={sun:0,mon:1,tue:2,wed:3,thu:4,fri:5,
sat:6},ra={min:0,max:59},oa={min:0,max:23},sa={min:1,max:31},ia={min:1,max:12,names:Fc},aa={min:0,max:6,names:Wc};function ca(n){let e=n.split(/ +/);if(e.length!=5)return!1;let[t,r,o,s,i]=e;return tt(t,ra)&&tt(r,oa)&&tt(o,sa)&&tt(s,ia)&&
tt(i,aa)}function tt(n,e,t=!0){if(e.names&&e.names[n.toLowerCase()]!==void 0||n==="*")return!0;if(n.includes(","))return t?n.split(
",").every(o=>o&&tt(o,e)):!1;if(n.includes("/")){if(!t)return!1;let[o,s,...i]=n.split("/"),a=+s;return i.length>0||isNaN(
a)||a<=0||!o||!s?!1:tt(o,e)&&tt(s,e,!1)}if(n.includes("-")){if(!t)return!1;let[o,s,...i]=n.split("-");if(i.length>0||!o||
!s)return!1;let a=ua(o,e.names),c=ua(s,e.names);return tt(o,e,!1)&&tt(s,e,!1)&&c>=a}let r=+n;return!isNaN(r)&&r>=e.min&&
r<=e.max}function ua(n,e){return e&&e[n.toLowerCase()]!==void 0?+e[n.toLowerCase()]:+n}function Mt(n,e){let t=[];for(let r of e)t.push(r.assertString(`${n} item`).value);return t}var re;(function(n){n.string="string",n.choice="choice",n.boolean="boolean",n.environment="environment"})(re||(re={}));function la(n,e){let t={};for(let r of e)switch(r.key.assertString("workflow dispatch input key").value){case"inputs":t.
inputs=Gc(n,r.value.assertMapping("workflow dispatch inputs"));break;case"secrets":t.secrets=Jc(n,r.value.assertMapping(
"workflow dispatch inputs"));break;case"outputs":break}return t}function Gc(n,e){let t={};for(let r of e){let o=r.key.assertString(
"input name"),s=r.value.assertMapping("input configuration");t[o.value]=Bc(n,s)}return t}function Bc(n,e){let t={type:re.
string},r;for(let o of e){let s=o.key.assertString("workflow dispatch input key");switch(s.value){case"description":t.description=
o.value.assertString("input description").value;break;case"required":t.required=o.value.assertBoolean("input required").
value;break;case"default":r=o.value.assertScalar("input default");break;case"type":t.type=re[o.value.assertString("input\
 type").value];break;case"options":t.options=Mt("input options",o.value.assertSequence("input options"));break;default:n.
error(o.key,`Invalid key '${s.value}'`)}}if(r!==void 0&&!r.isExpression)try{switch(t.type){case re.boolean:t.default=r.assertBoolean(
"input default").value;break;case re.string:case re.choice:case re.environment:t.default=r.assertString("input default").
value;break}}catch(o){n.error(r,o)}return t.type===re.choice?(t.options===void 0||t.options.length===0)&&n.error(e,"Miss\
ing 'options' for choice input"):t.options!==void 0&&n.error(e,"Input type is not 'choice', but 'options' is defined"),t}
function Jc(n,e){let t={};for(let r of e){let o=r.key.assertString("secret name");t[o.value]=Hc(n,r.value)}return t}function Hc(n,e){
let t={};if(M(e))for(let r of e)switch(r.key.assertString("workflow call secret key").value){case"description":t.description=
r.value.assertString("secret description").value;break;case"required":t.required=r.value.assertBoolean("secret required").
value;break}return t}function pa(n,e){let t={};for(let r of e)r.key.assertString("workflow dispatch input key").value==="inputs"&&(t.inputs=Kc(
n,r.value.assertMapping("workflow dispatch inputs")));return t}function Kc(n,e){let t={};for(let r of e){let o=r.key.assertString(
"input name"),s=r.value.assertMapping("input configuration");t[o.value]=zc(n,s)}return t}function zc(n,e){let t={type:re.
string},r;for(let o of e){let s=o.key.assertString("workflow dispatch input key");switch(s.value){case"description":t.description=
o.value.assertString("input description").value;break;case"required":t.required=o.value.assertBoolean("input required").
value;break;case"default":r=o.value.assertScalar("input default");break;case"type":t.type=re[o.value.assertString("input\
 type").value];break;case"options":t.options=Mt("input options",o.value.assertSequence("input options"));break;default:n.
error(o.key,`Invalid key '${s.value}'`)}}if(r!==void 0)try{switch(t.type){case re.boolean:t.default=r.assertBoolean("inp\
ut default").value;break;case re.string:case re.choice:case re.environment:t.default=r.assertString("input default").value;
break}}catch(o){n.error(r,o)}return t.type===re.choice?(t.options===void 0||t.options.length===0)&&n.error(e,"Missing 'o\
ptions' for choice input"):t.options!==void 0&&n.error(e,"Input type is not 'choice', but 'options' is defined"),t}function fa(n,e){if(zn(e))return{[e.assertString("on").value]:{}};if(ge(e)){let t={};for(let r of e){let o=r.assertString(
"on");t[o.value]={}}return t}if(M(e)){let t={};for(let r of e){let s=r.key.assertString("event name").value;if(r.value.templateTokenType===
S.Null){t[s]={};continue}if(s==="schedule"){let a=r.value.assertSequence(`event ${s}`);t.schedule=Xc(n,a);continue}let i=r.
value.assertMapping(`event ${s}`);if(s==="workflow_call"){t.workflow_call=la(n,i);continue}if(s==="workflow_dispatch"){t.
workflow_dispatch=pa(n,i);continue}t[s]={...Yo("branches",i),...Yo("tags",i),...Yo("paths",i),...Dr("types",i),...Dr("ve\
rsions",i),...Dr("names",i),...Dr("workflows",i)}}return t}return n.error(e,"Invalid format for 'on'"),{}}function Yo(n,e){
let t={};for(let r of e)switch(r.key.assertString(`${n} filter key`).value){case n:I(r.value)?t[n]=[r.value.value]:t[n]=
Mt(n,r.value.assertSequence(`${n} list`));break;case`${n}-ignore`:I(r.value)?t[`${n}-ignore`]=[r.value.value]:t[`${n}-ig\
nore`]=Mt(`${n}-ignore`,r.value.assertSequence(`${n}-ignore list`));break}return t}function Dr(n,e){let t={};for(let r of e)
r.key.assertString(`${n} filter key`).value===n&&(I(r.value)?t[n]=[r.value.value]:t[n]=Mt(n,r.value.assertSequence(`${n}\
 list`)));return t}function Xc(n,e){let t=[];for(let r of e){let o=r.assertMapping("event schedule"),s={cron:""},i=!0;for(let a of o){
let c=a.key.assertString("schedule key");if(c.value==="cron"){let f=a.value.assertString("schedule cron");ca(f.value)||n.
error(f,"Invalid cron expression. Expected format: '* * * * *' (minute hour day month weekday)"),s.cron=f.value}else if(c.
value==="timezone"){let f=a.value.assertString("schedule timezone");s.timezone=f.value}else n.error(c,"Invalid schedule \
key"),i=!1}i&&s.cron?t.push(s):i&&!s.cron&&n.error(o,"Missing required key 'cron' in schedule entry")}return t}function B(n,e,t,r){let o=t;try{o=r()}catch(s){s instanceof ke?e.error(s.token,s):e.error(n,s)}return o}function Qo(n,e){let t=e?.allowedContext||[];try{let{namedContexts:r,functions:o}=Rr(t),i=new Ke(n).lex(),c=new Xe(i.tokens,
r,o).parse();return yt(c)?n:`success() && (${n})`}catch{return n}}function Lr(n,e){let t=e.assertScalar("if condition"),
r=e.definitionInfo?.allowedContext||[],o,s;if(t instanceof he)o=t.expression,s=t.source;else{let a=t.assertString("if co\
ndition");o=a.value.trim(),s=a.source}let i;o?i=Qo(o,e.definitionInfo):i="success()";try{Ve.validateExpression(i,r)}catch(a){
n.error(e,a);return}return new he(e.file,e.range,i,e.definitionInfo,void 0,s)}function yt(n){if(!n)return!1;if(n instanceof
Ft){let e=n.functionName.lexeme.toLowerCase();return e==="success"||e==="failure"||e==="cancelled"||e==="always"?!0:n.args.
some(t=>yt(t))}return n instanceof Wt?yt(n.left)||yt(n.right):n instanceof ln?yt(n.expr):n instanceof ut?n.args.some(e=>yt(
e)):n instanceof ct?yt(n.group):n instanceof Je?yt(n.expr)||yt(n.index):!1}function da(n,e){let t,r,o,s,i;for(let[,c]of we.traverse(e))if(c.isExpression)return;if(I(e))return t=e.assertString("co\
ntainer item"),{image:t};let a=e.assertMapping("container item");if(a)for(let c of a){let f=c.key.assertString("containe\
r item key"),l=c.value;switch(f.value){case"image":t=l.assertString("container image");break;case"credentials":ha(n,l);break;case"\
env":r=l.assertMapping("container env");for(let u of r)u.key.assertString("container env value");break;case"ports":o=l.assertSequence(
"container ports");for(let u of o)u.assertString("container port");break;case"volumes":s=l.assertSequence("container vol\
umes");for(let u of s)u.assertString("container volume");break;case"options":i=l.assertString("container options");break;default:
n.error(f,`Unexpected container item key: ${f.value}`)}}if(!t)n.error(e,"Container image cannot be empty");else return{image:t,
env:r,ports:o,volumes:s,options:i}}function Yc(n,e){let t,r,o,s,i,a,c;for(let[,l]of we.traverse(e))if(l.isExpression)return;
if(I(e))return t=e.assertString("container item"),{image:t};let f=e.assertMapping("container item");if(f)for(let l of f){
let u=l.key.assertString("container item key"),p=l.value;switch(u.value){case"image":t=p.assertString("container image");
break;case"credentials":ha(n,p);break;case"env":r=p.assertMapping("container env");for(let d of r)d.key.assertString("co\
ntainer env value");break;case"ports":o=p.assertSequence("container ports");for(let d of o)d.assertString("container por\
t");break;case"volumes":s=p.assertSequence("container volumes");for(let d of s)d.assertString("container volume");break;case"\
options":i=p.assertString("container options");break;case"entrypoint":a=p.assertString("container entrypoint");break;case"\
command":c=p.assertString("container command");break;default:n.error(u,`Unexpected container item key: ${u.value}`)}}if(!t)
n.error(e,"Container image cannot be empty");else return{image:t,env:r,ports:o,volumes:s,options:i,entrypoint:a,command:c}}
function ma(n,e){let t=[],r=e.assertMapping("services");for(let o of r){o.key.assertString("service key");let s=Yc(n,o.value);
s&&t.push(s)}return t}function ha(n,e){let t=e.assertMapping("credentials"),r,o;for(let s of t){let i=s.key.assertString(
"credentials item"),a=s.value;switch(i.value){case"username":r=a.assertString("credentials username");break;case"passwor\
d":o=a.assertString("credentials password");break;default:n.error(i,`credentials key ${i.value}`)}}return{username:r,password:o}}var $n=class{constructor(){this.name=[],this.distinctNames=new Set}appendSegment(e){if(e.length!==0){if(this.name.length==
0){let t=e[0];this.isAlpha(t)||t=="_"||(this.isNumeric(t)||t=="-")&&this.name.push("_")}else this.name.push("_");for(let t of e)
this.isAlphaNumeric(t)||t=="_"||t=="-"?this.name.push(t):this.name.push("_")}}build(){let e=this.name.length>0?this.name.
join(""):"job",t="";for(let r=1;r<1e3;r++){r===1?t="":t=`_${r}`;let o=e.substring(0,Math.min(e.length,100-t.length))+t;if(!this.
distinctNames.has(o))return this.distinctNames.add(o),this.name=[],o}throw new Error("Unable to create a unique name")}tryAddKnownId(e){
if(!e||!this.isValid(e)||e.length>=100)return`The identifier '${e}' is invalid. IDs may only contain alphanumeric charac\
ters, '_', and '-'. IDs must start with a letter or '_' and and must be less than 100 characters.`;if(e.startsWith("__"))
return`The identifier '${e}' is invalid. IDs starting with '__' are reserved.`;if(this.distinctNames.has(e))return`The i\
dentifier '${e}' may not be used more than once within the same scope.`;this.distinctNames.add(e)}isValid(e){let t=!0;for(let r of e){
if(t){if(t=!1,!this.isAlpha(r)&&r!="_")return!1;continue}if(!this.isAlphaNumeric(r)&&r!="_"&&r!="-")return!1}return!0}isAlphaNumeric(e){
return this.isAlpha(e)||this.isNumeric(e)}isNumeric(e){return e>="0"&&e<="9"}isAlpha(e){return e>="a"&&e<="z"||e>="A"&&e<=
"Z"}};function ga(n,e){let t={};if(e.isExpression)return t;if(Ho(e))return t.name=e,t;let r=e.assertMapping("job environment");
for(let o of r){let s=o.key.assertString("job environment key");if(!(o.key.isExpression||o.value.isExpression))switch(s.
value){case"name":t.name=o.value.assertScalar("job environment name key");break;case"url":t.url=o.value;break;case"deplo\
yment":{o.value.assertBoolean("job environment deployment").value===!1&&(t.skipDeployment=!0);break}}}return t}function wa(n,e){let t=ya(e);if(!M(e))return{labels:t,group:""};let r="";for(let o of e)switch(o.key.assertString("job r\
uns-on property name").value){case"group":{if(o.value.isExpression)continue;let i=o.value.assertString("job runs-on grou\
p name").value,a=i.split("/");switch(a.length){case 1:{r=i;break}case 2:{if(!["org","organization","ent","enterprise"].includes(
a[0])){n.error(o.value,`Invalid runs-on group name '${i}. Please use 'organization/' or 'enterprise/' prefix to target a\
 single runner group.'`);continue}if(!a[1]){n.error(o.value,`Invalid runs-on group name '${i}'.`);continue}r=i;break}default:{
n.error(o.value,`Invalid runs-on group name '${i}. Please use 'organization/' or 'enterprise/' prefix to target a single\
 runner group.'`);break}}break}case"labels":{let i=ya(o.value);for(let a of i)t.add(a);break}}return{labels:t,group:r}}function ya(n){
let e=new Set;if(n.isExpression)return e;if(I(n))return e.add(n.value),e;if(ge(n))for(let t of n){if(t.isExpression)continue;
let r=t.assertString("job runs-on label sequence item");e.add(r.value)}return e}function ba(n){return n.uses!==void 0}function va(n){return n.type==="reusableWorkflowJob"}function es(n,e){if(!ge(e))return n.error(e,"Invalid format for steps"),[];let t=new $n,r=new Set,o=[];for(let s of e){let i=B(
e,n,void 0,()=>Qc(n,t,r,s));i&&o.push(i)}for(let s of o){if(s.id)continue;let i="";ba(s)?i=Zc(s):"wait"in s?i="wait":"wa\
it-all"in s?i="wait-all":"cancel"in s?i="cancel":"parallel"in s&&(i="parallel"),i||(i="run"),t.appendSegment(`__${i}`),s.
id=t.build()}return o}function Qc(n,e,t,r){let o=r.assertMapping("steps item"),s,i,a,c,f,l,u,p,d,m,h,w;for(let y of o)switch(y.
key.assertString("steps item key").value){case"id":if(i=y.value.assertString("steps item id"),i){let k=e.tryAddKnownId(i.
value);k?n.error(i,k):t.add(i.value)}break;case"name":a=y.value.assertScalar("steps item name");break;case"run":s=y.value.
assertScalar("steps item run");break;case"uses":c=y.value.assertString("steps item uses");break;case"background":f=y.value.
assertBoolean("steps item background").value;break;case"wait":l=el(n,t,y.value,i);break;case"wait-all":u=tl(n,y.value);break;case"\
cancel":p=y.value.assertString("steps item cancel"),Zo(n,t,p,i);break;case"parallel":d=y.value;break;case"env":h=y.value.
assertMapping("step env");break;case"if":w=Lr(n,y.value);break;case"continue-on-error":y.value.isExpression?m=y.value.assertScalar(
"steps item continue-on-error"):m=y.value.assertBoolean("steps item continue-on-error").value}if(s)return{id:i?.value||"",
name:a,if:w||new he(void 0,void 0,"success()",void 0,void 0,void 0),"continue-on-error":m,env:h,run:s,background:f};if(c)
return{id:i?.value||"",name:a,if:w||new he(void 0,void 0,"success()",void 0,void 0,void 0),"continue-on-error":m,env:h,uses:c,
background:f};if(l)return{id:i?.value||"",name:a||Cr("Wait"),"continue-on-error":m,wait:l};if(u!==void 0)return{id:i?.value||
"",name:a||Cr("Wait for all"),"continue-on-error":m,"wait-all":u};if(p)return{id:i?.value||"",name:a||Cr("Cancel"),"cont\
inue-on-error":m,cancel:p};if(d){let y=es(n,d);for(let b of y)"background"in b&&b.background!==void 0&&n.error(r,"'backg\
round' is not allowed inside a parallel block. Steps in a parallel block are automatically run as background steps."),"w\
ait"in b&&n.error(r,"'wait' is not allowed inside a parallel block."),"wait-all"in b&&n.error(r,"'wait-all' is not allow\
ed inside a parallel block."),"cancel"in b&&n.error(r,"'cancel' is not allowed inside a parallel block."),"parallel"in b&&
n.error(r,"Nested 'parallel' blocks are not allowed.");return{id:i?.value||"",name:a||Cr("Parallel group"),parallel:y}}n.
error(r,n.state.featureFlags?.isEnabled("allowBackgroundSteps")?"Expected one of uses, run, wait, wait-all, cancel, or p\
arallel to be defined":"Expected one of uses or run to be defined")}function Zc(n){let e=n.uses.value;if(e.startsWith("d\
ocker://"))return e.substring(9);if(e.startsWith("./")||e.startsWith(".\\")||e.startsWith("$/"))return"self";let t=e.split(
"@");if(t.length!=2)return"";let r=t[0].split(/[\\/]/).filter(s=>s.length>0),o=t[1];return r.length>=2&&r[0]&&r[1]&&o?`${r[0]}\
/${r[1]}`:""}function Cr(n){return new N(void 0,void 0,n,void 0,void 0,void 0)}function el(n,e,t,r){if(t instanceof N)return Zo(
n,e,t,r),[t];let o=t.assertSequence("steps item wait"),s=[];for(let i=0;i<o.count;i++){let a=o.get(i).assertString("step\
s item wait item");Zo(n,e,a,r),s.push(a)}return s}function tl(n,e){return e instanceof Re||e.assertBoolean("steps item w\
ait-all").value||n.error(e,"The value of 'wait-all' must be true or omitted"),!0}function Zo(n,e,t,r){t.value.startsWith(
"__")?n.error(t,`The identifier '${t.value}' is invalid. IDs starting with '__' are reserved.`):r&&t.value.toLowerCase()===
r.value.toLowerCase()?n.error(t,`Step '${r.value}' cannot reference itself`):e.has(t.value)||n.error(t,`Step references \
unknown step ID '${t.value}'`)}function xa(n,e,t){let r=new $n().tryAddKnownId(e.value);r&&n.error(e,r);let o,s,i,a,c,f,l,u,p,d,m,h,w=[],y,b,k=!1,_;for(let v of t)
switch(v.key.assertString("job property name").value){case"concurrency":B(v.value,n,void 0,()=>Pr(n,v.value)),o=v.value;
break;case"container":da(n,v.value),s=v.value;break;case"env":B(v.value,n,void 0,()=>{i=v.value.assertMapping("job env")});
break;case"environment":B(v.value,n,void 0,()=>ga(n,v.value)),a=v.value;break;case"if":c=Lr(n,v.value);break;case"name":
f=v.value.assertScalar("job name");break;case"needs":{if(h=[],I(v.value)){let L=v.value.assertString("job needs id");h.push(
L)}if(ge(v.value))for(let L of v.value){let pe=L.assertString("job needs id");h.push(pe)}break}case"outputs":B(v.value,n,
void 0,()=>{l=v.value.assertMapping("job outputs")});break;case"runs-on":B(v.value,n,void 0,()=>wa(n,v.value)),u=v.value;
break;case"services":ma(n,v.value),p=v.value;break;case"snapshot":m=v.value;break;case"steps":w=es(n,v.value);break;case"\
strategy":d=v.value;break;case"uses":y=v.value.assertString("job uses value");break;case"with":B(v.value,n,void 0,()=>{b=
v.value.assertMapping("uses-with value")});break;case"secrets":I(v.value)&&v.value.value==="inherit"?k=!0:B(v.value,n,void 0,
()=>{_=v.value.assertMapping("uses-secrets value")});break}return y!==void 0?{type:"reusableWorkflowJob",id:e,name:ka(f,
e),needs:h||[],if:c||new he(void 0,void 0,"success()",void 0,void 0,void 0),ref:y,"input-definitions":void 0,"input-valu\
es":b,"secret-definitions":void 0,"secret-values":_,"inherit-secrets":k||void 0,outputs:void 0,concurrency:o,strategy:d}:
{type:"job",id:e,name:ka(f,e),needs:h,if:c||new he(void 0,void 0,"success()",void 0,void 0,void 0),env:i,concurrency:o,environment:a,
strategy:d,"runs-on":u,container:s,services:p,outputs:l,steps:w,snapshot:m}}function ka(n,e){return n===void 0||I(n)&&n.
value===""?e:n}function qr(n,e){if(M(e)){let t=[],r=[],o=[];for(let s of e){let i=s.key.assertString("job name"),a=s.value.assertMapping(
`job ${i.value}`),c=B(e,n,void 0,()=>xa(n,i,a));if(c){t.push(c);let f={name:c.id.value,needs:Object.assign([],c.needs)};
f.needs.length>0?o.push(f):r.push(f)}}return nl(e,n,t,r,o),t}return n.error(e,"Invalid format for jobs"),[]}function nl(n,e,t,r,o){
if(r.length==0){e.error(n,"The workflow must contain at least one job with no dependencies.");return}for(;r.length>0;){let s=r.
shift();if(s==null)break;for(let i=o.length-1;i>=0;i--){let a=o[i];for(let c=a.needs.length-1;c>=0;c--)a.needs[c].value==
s.name&&(a.needs.splice(c,1),a.needs.length==0&&(r.push(a),o.splice(i,1)))}}if(o.length>0){let s=t.map(i=>i.id.value);for(let i of o)
for(let a of i.needs)s.includes(a.value)?e.error(a,`Job '${i.name}' depends on job '${a.value}' which creates a cycle in\
 the dependency graph.`):e.error(a,`Job '${i.name}' depends on unknown job '${a.value}'.`)}}function nr(n,e){let t=Yt(e["input-definitions"]?.assertMapping("workflow job input definitions"),"inputs"),r=Yt(e["inpu\
t-values"]?.assertMapping("workflow job input values"),"with");if(t!==void 0)for(let[,[o,s]]of t){let i=Yt(s.assertMapping(
`input ${o}`),`input ${o} key`);if(!i?.get("type")?.[1])continue;let c=r!==void 0&&r.has(o.toLowerCase());i.get("require\
d")?.[1].assertBoolean(`input ${o} required`).value&&!c&&n.error(e.ref,`Input ${o} is required, but not provided while c\
alling.`)}if(r!==void 0)for(let[,[o,s]]of r)t?.has(o.toLowerCase())||n.error(s,`Invalid input, ${o} is not defined in th\
e referenced workflow.`)}function Yt(n,e){if(!n)return;let t=new Map;for(let r of n){let o=r.key.assertString(`${e} key`);
t.set(o.value.toLowerCase(),[o.value,r.value])}return t}function rr(n,e){if(e["inherit-secrets"])return;let t=Yt(e["secret-definitions"]?.assertMapping("workflow job secret def\
initions"),"secrets"),r=Yt(e["secret-values"]?.assertMapping("workflow job secret values"),"secrets");if(t!==void 0)for(let[
,[o,s]]of t){if(s instanceof Re)continue;Yt(s.assertMapping(`secret ${o}`),`secret ${o} key`)?.get("required")?.[1].assertBoolean(
`secret ${o} required`).value&&(r==null||!r.has(o.toLowerCase()))&&n.error(e.ref,`Secret ${o} is required, but not provi\
ded while calling.`)}if(r!==void 0)for(let[,[o,s]]of r)t?.has(o.toLowerCase())||n.error(s,`Invalid secret, ${o} is not d\
efined in the referenced workflow.`)}function Sa(n,e,t){let r=e.assertMapping("root"),o=t.ref;for(let s of r)switch(s.key.assertString("root key").value){case"\
on":{B(o,n,void 0,()=>rl(n,s.value,t));break}case"jobs":{t.jobs=B(o,n,[],()=>qr(n,s.value));break}}}function rl(n,e,t){let r=t.
ref;switch(e.templateTokenType){case S.String:{if(e.assertString("Reference workflow on value").value==="workflow_call"){
B(r,n,void 0,()=>nr(n,t)),B(r,n,void 0,()=>rr(n,t));return}break}case S.Sequence:{let o=e.assertSequence("Reference work\
flow on value");for(let s of o)if(s.assertString(`Reference workflow on value ${s}`).value==="workflow_call"){B(r,n,void 0,
()=>nr(n,t)),B(r,n,void 0,()=>rr(n,t));return}break}case S.Mapping:{let o=e.assertMapping("Reference workflow on value");
for(let s of o){if(s.key.assertString(`Reference workflow on value ${s.key}`).value!=="workflow_call")continue;if(s.value.
templateTokenType===S.Null){B(r,n,void 0,()=>nr(n,t)),B(r,n,void 0,()=>rr(n,t));return}let a=s.value.assertMapping(`Refe\
rence workflow on value ${s.key}`);for(let c of a)switch(c.key.assertString(`on-workflow_call-${c.key}`).value){case"inp\
uts":t["input-definitions"]=c.value.assertMapping(`on-workflow_call-${c.key}`);break;case"outputs":t.outputs=c.value.assertMapping(
`on-workflow_call-${c.key}`);break;case"secrets":t["secret-definitions"]=c.value.assertMapping(`on-workflow_call-${c.key}`);
break}B(r,n,void 0,()=>nr(n,t)),B(r,n,void 0,()=>rr(n,t));return}break}}n.error(r,"workflow_call key is not defined in t\
he referenced workflow.")}var Tn;(function(n){n[n.ReturnErrorsOnly=0]="ReturnErrorsOnly",n[n.TryConversion=1]="TryConversion"})(Tn||(Tn={}));var or={
maxReusableWorkflowDepth:4,fetchReusableWorkflowDepth:0,errorPolicy:Tn.ReturnErrorsOnly,featureFlags:new dn};async function ts(n,e,t,r=or){
let o={},s=ol(r);if(n.state.featureFlags=s.featureFlags,n.errors.getErrors().length>0&&s.errorPolicy===Tn.ReturnErrorsOnly)
return o.errors=n.errors.getErrors().map(i=>({Message:i.message})),o;t===void 0&&s.fetchReusableWorkflowDepth>0&&n.error(
e,new Error("A file provider is required to fetch reusable workflows"));try{let i=e.assertMapping("root");for(let a of i)
switch(a.key.assertString("root key").value){case"on":o.events=B(e,n,{},()=>fa(n,a.value));break;case"jobs":o.jobs=B(e,n,
[],()=>qr(n,a.value));break;case"concurrency":B(e,n,{},()=>Pr(n,a.value)),o.concurrency=a.value;break;case"env":o.env=a.
value;break}for(let a of o.jobs||[])if(va(a)){if(s.maxReusableWorkflowDepth===0){n.error(a.ref,new Error("Reusable workf\
lows are not allowed"));continue}if(s.fetchReusableWorkflowDepth===0||t===void 0)continue;try{let c=await t.getFileContent(
Xi(a.ref.value)),f=tr(c,n);if(!f.value)continue;Sa(n,f.value,a)}catch{n.error(a.ref,new Error("Unable to find reusable w\
orkflow"))}}}catch(i){i instanceof ke?n.error(i.token,i):n.error(e,i)}finally{n.errors.getErrors().length>0&&(o.errors=n.
errors.getErrors().map(i=>({Message:i.message})))}return o}function ol(n){return{maxReusableWorkflowDepth:n.maxReusableWorkflowDepth!==
void 0?n.maxReusableWorkflowDepth:or.maxReusableWorkflowDepth,fetchReusableWorkflowDepth:n.fetchReusableWorkflowDepth!==
void 0?n.fetchReusableWorkflowDepth:or.fetchReusableWorkflowDepth,errorPolicy:n.errorPolicy!==void 0?n.errorPolicy:or.errorPolicy,
featureFlags:n.featureFlags??or.featureFlags}}var Ea={definitions:{"action-root":{description:"Action file",mapping:{properties:{name:"string",description:"string",inputs:"\
inputs",outputs:"outputs",runs:"runs"},"loose-key-type":"non-empty-string","loose-value-type":"any"}},"action-root-stric\
t":{description:`GitHub Action manifest file (action.yml/action.yaml) that defines an action's metadata, inputs, outputs\
, and execution configuration.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions)`,mapping:{properties:{
name:{type:"non-empty-string",required:!0,description:`The name of your action. GitHub displays the name in the Actions \
tab to help visually identify actions in each job.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#name)`},description:{
type:"string",required:!0,description:`A short description of the action. GitHub displays this description in the Action\
s Marketplace.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#description)`},author:{
type:"string",description:`The name of the action's author.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#author)`},inputs:"in\
puts-strict",outputs:"outputs",runs:{type:"runs-strict",required:!0},branding:"branding"}}},inputs:{mapping:{"loose-key-\
type":"non-empty-string","loose-value-type":"input"}},"inputs-strict":{description:`Input parameters allow you to specif\
y data that the action expects to use during runtime. GitHub stores input parameters as environment variables. Inputs id\
s with uppercase letters are converted to lowercase during runtime.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#inputs)`,mapping:{"l\
oose-key-type":"non-empty-string","loose-value-type":"input-strict"}},input:{mapping:{properties:{default:"input-default\
-context"},"loose-key-type":"non-empty-string","loose-value-type":"any"}},"input-strict":{description:"An input paramete\
r for this action.",mapping:{properties:{description:{type:"string",description:`A string description of the input param\
eter.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#inputsinput_iddescri\
ption)`},required:{type:"boolean",description:`A boolean to indicate whether the action requires the input parameter. Se\
t to true when the parameter is required.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#inputsinput_idrequir\
ed)`},default:{type:"input-default-context",description:`A string representing the default value. The default value is u\
sed when an input parameter isn't specified in a workflow file.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#inputsinput_iddefaul\
t)`},deprecationMessage:{type:"string",description:`A string shown to users using the deprecated input, warning them tha\
t the input is deprecated and mentioning any alternatives.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#inputsinput_iddeprec\
ationmessage)`}},"loose-key-type":"non-empty-string","loose-value-type":"any"}},"input-default-context":{description:`A \
string representing the default value. The default value is used when an input parameter isn't specified in a workflow f\
ile.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#inputsinput_iddefaul\
t)`,context:["github","strategy","matrix","job","runner","hashFiles(1,255)"],string:{}},outputs:{description:`Output par\
ameters allow you to declare data that an action sets. Actions that run later in a workflow can use the output data set \
in previously run actions.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#outputs-for-composit\
e-actions)`,mapping:{"loose-key-type":"non-empty-string","loose-value-type":"output-definition"}},"output-definition":{description:"\
An output parameter for this action.",mapping:{properties:{description:{type:"string",description:`A string description \
of the output parameter.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#outputsoutput_iddesc\
ription)`},value:{type:"output-value",description:`The value that the output parameter will be mapped to. You can set th\
is to a string or an expression with context.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#outputsoutput_idvalu\
e)`}}}},"output-value":{description:`The value that the output parameter will be mapped to. You can set this to a string\
 or an expression with context.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#outputsoutput_idvalu\
e)`,context:["github","strategy","matrix","steps","inputs","job","runner","env"],string:{}},"runs-if":{description:"Cond\
ition to control when this action's pre or post script runs.",context:["runner","github","job","strategy","matrix","env",
"inputs","always(0,0)","success(0,0)","failure(0,0)","cancelled(0,0)","hashFiles(1,255)"],string:{}},runs:{"one-of":["co\
ntainer-runs","node-runs","composite-runs","plugin-runs"]},"runs-strict":{description:`Specifies whether this is a JavaS\
cript action, a composite action, or a Docker container action and how the action is executed.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runs)`,"one-of":["co\
ntainer-runs-strict","node-runs-strict","composite-runs-strict"]},"plugin-runs":{mapping:{properties:{plugin:"non-empty-\
string"}}},"container-runs":{mapping:{properties:{using:"non-empty-string",image:"non-empty-string",entrypoint:"non-empt\
y-string",args:"container-runs-args",env:"container-runs-env","pre-entrypoint":"non-empty-string","pre-if":"non-empty-st\
ring","post-entrypoint":"non-empty-string","post-if":"non-empty-string"}}},"container-runs-args":{description:`An array \
of strings that define the inputs for a Docker container. Inputs can include hardcoded strings. GitHub passes the args t\
o the container's ENTRYPOINT when the container starts up.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsargs)`,sequence:{
"item-type":"container-runs-context"}},"container-runs-env":{description:`Specifies a key/value map of environment varia\
bles to set in the container environment.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsenv)`,context:["\
inputs"],mapping:{"loose-key-type":"non-empty-string","loose-value-type":"string"}},"container-runs-context":{context:["\
inputs"],string:{}},"node-runs":{mapping:{properties:{using:"non-empty-string",main:"non-empty-string",pre:"non-empty-st\
ring","pre-if":"non-empty-string",post:"non-empty-string","post-if":"non-empty-string"}}},"composite-runs":{mapping:{properties:{
using:"non-empty-string",steps:"composite-steps"}}},"container-runs-strict":{description:`Configuration for Docker conta\
iner actions.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runs)`,mapping:{properties:{
using:{type:"using",required:!0,description:`The runtime used to execute the action. Must be docker for Docker container\
 actions.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsusing)`},image:{
type:"non-empty-string",required:!0,description:`The Docker image to use as the container to run the action. The value c\
an be the Docker base image name, a local Dockerfile in your repository, or a public image in Docker Hub or another regi\
stry.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsimage)`},entrypoint:{
type:"non-empty-string",description:`Overrides the Docker ENTRYPOINT in the Dockerfile, or sets it if one wasn't already\
 specified.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsentrypoint)`},args:"\
container-runs-args",env:"container-runs-env","pre-entrypoint":{type:"non-empty-string",description:`Allows you to run a\
 script before the entrypoint action begins.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runspre-entrypoint)`},
"pre-if":{type:"runs-if",description:`Allows you to define conditions for the pre: action execution. The pre: action wil\
l only run if the conditions in pre-if are met. If not set, then pre-if defaults to always().

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runspre-if)`},"post-\
entrypoint":{type:"non-empty-string",description:`Allows you to run a cleanup script once the runs.entrypoint action has\
 completed.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runspost-entrypoint)`},
"post-if":{type:"runs-if",description:`Allows you to define conditions for the post: action execution. The post: action \
will only run if the conditions in post-if are met. If not set, then post-if defaults to always().

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runspost-if)`}}}},"n\
ode-runs-strict":{description:`Configuration for JavaScript actions executed with Node.js.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runs)`,mapping:{properties:{
using:{type:"using",required:!0,description:`The runtime used to execute the action. Use node20 or node24 for JavaScript\
 actions.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsusing)`},main:{type:"\
non-empty-string",required:!0,description:`The file that contains your action code. The runtime specified in using execu\
tes this file.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsmain)`},pre:{type:"\
non-empty-string",description:`Allows you to run a script at the start of a job, before the main: action begins. You can\
 use pre: to run prerequisite setup scripts.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runspre)`},"pre-if":{
type:"runs-if",description:`Allows you to define conditions for the pre: action execution. The pre: action will only run\
 if the conditions in pre-if are met. If not set, then pre-if defaults to always().

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runspre-if)`},post:{
type:"non-empty-string",description:`Allows you to run a script at the end of a job, once the main: action has completed\
. You can use post: to run cleanup scripts.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runspost)`},"post-if":{
type:"runs-if",description:`Allows you to define conditions for the post: action execution. The post: action will only r\
un if the conditions in post-if are met. If not set, then post-if defaults to always().

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runspost-if)`}}}},"c\
omposite-runs-strict":{description:`Configuration for composite actions that run multiple steps.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runs)`,mapping:{properties:{
using:{type:"using",required:!0,description:`The runtime used to execute the action. Must be composite for composite act\
ions.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsusing)`},steps:{
type:"composite-steps",required:!0}}}},"composite-steps":{description:`The steps that you plan to run in this action. Th\
ese can be either run steps or uses steps.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runssteps)`,sequence:{
"item-type":"composite-step"}},"composite-step":{description:"A step within a composite action.","one-of":["run-step","u\
ses-step"]},"run-step":{description:`Runs a command-line program using the operating system's shell.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsrun)`,mapping:{
properties:{name:{type:"string-steps-context",description:`A name for your step to display on GitHub.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsname)`},id:{
type:"non-empty-string",description:`A unique identifier for the step. You can use the id to reference the step in conte\
xts.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsid)`},if:{type:"\
step-if",description:`You can use the if conditional to prevent a step from running unless a condition is met. You can u\
se any supported context and expression to create a conditional.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsif)`},run:{
type:"string-steps-context",required:!0,description:`The command you want to run. This can be inline or a script in your\
 action repository.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsrun)`},shell:{
type:"string-steps-context",required:!0,description:`The shell where you want to run the command. Any shell supported by\
 the runner can be used. Required if run is set.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsshell)`},env:"\
step-env","continue-on-error":{type:"boolean-steps-context",description:`Prevents the action from failing when a step fa\
ils. Set to true to allow the action to pass when this step fails.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepscontinue-on\
-error)`},"working-directory":{type:"string-steps-context",description:`Specifies the working directory where the comman\
d is run.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsworking-dir\
ectory)`}}}},"uses-step":{description:`Runs another action as part of a step in your action.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsuses)`,mapping:{
properties:{name:{type:"string-steps-context",description:`A name for your step to display on GitHub.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsname)`},id:{
type:"non-empty-string",description:`A unique identifier for the step. You can use the id to reference the step in conte\
xts.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsid)`},if:{type:"\
step-if",description:`You can use the if conditional to prevent a step from running unless a condition is met. You can u\
se any supported context and expression to create a conditional.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsif)`},uses:{
type:"non-empty-string",required:!0,description:`Selects an action to run as part of a step in your action. An action is\
 a reusable unit of code.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsuses)`},with:"\
step-with",env:"step-env","continue-on-error":{type:"boolean-steps-context",description:`Prevents the action from failin\
g when a step fails. Set to true to allow the action to pass when this step fails.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepscontinue-on\
-error)`}}}},"string-steps-context":{context:["github","inputs","strategy","matrix","steps","job","runner","env","hashFi\
les(1,255)"],string:{}},"boolean-steps-context":{context:["github","inputs","strategy","matrix","steps","job","runner","\
env","hashFiles(1,255)"],boolean:{}},"step-env":{description:`Sets variables for steps to use in the runner environment.\
 You can also set variables for the entire action.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsenv)`,context:[
"github","inputs","strategy","matrix","steps","job","runner","env","hashFiles(1,255)"],mapping:{"loose-key-type":"non-em\
pty-string","loose-value-type":"string"}},"step-if":{description:`You can use the if conditional to prevent a step from \
running unless a condition is met. You can use any supported context and expression to create a conditional.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepsif)`,context:[
"github","inputs","strategy","matrix","steps","job","runner","env","always(0,0)","failure(0,0)","cancelled(0,0)","succes\
s(0,0)","hashFiles(1,255)"],string:{}},"step-with":{description:`A map of the input parameters defined by the action. Ea\
ch input parameter is a key/value pair.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#runsstepswith)`,context:[
"github","inputs","strategy","matrix","steps","job","runner","env","hashFiles(1,255)"],mapping:{"loose-key-type":"non-em\
pty-string","loose-value-type":"string"}},branding:{description:`You can use a color and Feather icon to create a badge \
to personalize and distinguish your action in GitHub Marketplace.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#branding)`,mapping:{
properties:{icon:{type:"branding-icon",description:`The name of the v4.28.0 Feather icon to use.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#brandingicon)`},color:{
type:"branding-color",description:`The background color of the badge.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#brandingcolor)`}}}},
"branding-icon":{description:`The name of the v4.28.0 Feather icon to use. Brand icons are omitted as well as: coffee, c\
olumns, divide-circle, divide-square, divide, frown, hexagon, key, meh, mouse-pointer, smile, tool, x-octagon.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#brandingicon)`,"allo\
wed-values":["activity","airplay","alert-circle","alert-octagon","alert-triangle","align-center","align-justify","align-\
left","align-right","anchor","aperture","archive","arrow-down-circle","arrow-down-left","arrow-down-right","arrow-down",
"arrow-left-circle","arrow-left","arrow-right-circle","arrow-right","arrow-up-circle","arrow-up-left","arrow-up-right","\
arrow-up","at-sign","award","bar-chart-2","bar-chart","battery-charging","battery","bell-off","bell","bluetooth","bold",
"book-open","book","bookmark","box","briefcase","calendar","camera-off","camera","cast","check-circle","check-square","c\
heck","chevron-down","chevron-left","chevron-right","chevron-up","chevrons-down","chevrons-left","chevrons-right","chevr\
ons-up","circle","clipboard","clock","cloud-drizzle","cloud-lightning","cloud-off","cloud-rain","cloud-snow","cloud","co\
de","command","compass","copy","corner-down-left","corner-down-right","corner-left-down","corner-left-up","corner-right-\
down","corner-right-up","corner-up-left","corner-up-right","cpu","credit-card","crop","crosshair","database","delete","d\
isc","dollar-sign","download-cloud","download","droplet","edit-2","edit-3","edit","external-link","eye-off","eye","fast-\
forward","feather","file-minus","file-plus","file-text","file","film","filter","flag","folder-minus","folder-plus","fold\
er","gift","git-branch","git-commit","git-merge","git-pull-request","globe","grid","hard-drive","hash","headphones","hea\
rt","help-circle","home","image","inbox","info","italic","layers","layout","life-buoy","link-2","link","list","loader","\
lock","log-in","log-out","mail","map-pin","map","maximize-2","maximize","menu","message-circle","message-square","mic-of\
f","mic","minimize-2","minimize","minus-circle","minus-square","minus","monitor","moon","more-horizontal","more-vertical",
"move","music","navigation-2","navigation","octagon","package","paperclip","pause-circle","pause","percent","phone-call",
"phone-forwarded","phone-incoming","phone-missed","phone-off","phone-outgoing","phone","pie-chart","play-circle","play",
"plus-circle","plus-square","plus","pocket","power","printer","radio","refresh-ccw","refresh-cw","repeat","rewind","rota\
te-ccw","rotate-cw","rss","save","scissors","search","send","server","settings","share-2","share","shield-off","shield",
"shopping-bag","shopping-cart","shuffle","sidebar","skip-back","skip-forward","slash","sliders","smartphone","speaker","\
square","star","stop-circle","sun","sunrise","sunset","tablet","tag","target","terminal","thermometer","thumbs-down","th\
umbs-up","toggle-left","toggle-right","trash-2","trash","trending-down","trending-up","triangle","truck","tv","type","um\
brella","underline","unlock","upload-cloud","upload","user-check","user-minus","user-plus","user-x","user","users","vide\
o-off","video","voicemail","volume-1","volume-2","volume-x","volume","watch","wifi-off","wifi","wind","x-circle","x-squa\
re","x","zap-off","zap","zoom-in","zoom-out"]},"branding-color":{description:`The background color of the badge.

[Documentation](https://docs.github.com/actions/creating-actions/metadata-syntax-for-github-actions#brandingcolor)`,"all\
owed-values":["white","yellow","blue","green","orange","red","purple","gray-dark"]},using:{description:"The runtime used\
 to execute the action.","allowed-values":["docker","node12","node16","node20","node24","composite"]},"non-empty-string":{
string:{"require-non-empty":!0}}}};var ns;function $a(){if(ns===void 0){let n=JSON.stringify(Ea);ns=Pt.load(new xn(void 0,n))}return ns}function Ta(n,e,t){if(e===null||e.line<1)return"";let r=n.split(/\r\n|\r|\n/);if(r[e.line-1]===void 0)return"";if(al(r,e,
t))return`; a value that holds ': ' must be quoted (run: "echo 'a: b'") or written as a block (run: |)`;let o=ul(r,e.line);
return o!==null?`; line ${e.line} is less indented than the text of the block scalar above it (${o.header} on line ${o.line}\
, text from column ${o.indent+1}), which ends the block there and makes YAML read the line as a key: indent it to column\
 ${o.indent+1} or more to keep it in the block`:""}var il=/Nested mappings are not allowed in compact mappings|Implicit map keys need to be followed by map values/;
function al(n,e,t){if(!il.test(t))return!1;let r=n[e.line-1],o=sr(r),s=[r.slice(Math.max(0,e.column-1))];for(let a=e.line;a<
n.length;a++){let c=n[a];if(c.trim()!==""){if(sr(c)<=o)break;s.push(c.trim())}}let i=/^Implicit map keys/.test(t);return s.
some((a,c)=>{let f=a;return c===0&&(i&&(f=f.replace(/^\s*(?:-\s+)?[^\s:][^:]*:(\s|$)/,"")),f=f.replace(/^\s*(?:"(?:[^"\\]|\\.)*"|'(?:[^']|'')*')/,
'""')),/\S:(\s|$)/.test(f.replace(/(^|\s)#.*$/,""))})}function ul(n,e){let t=sr(n[e-1]),r=Number.POSITIVE_INFINITY;for(let o=e-
2;o>=0;o--){let s=n[o];if(s.trim()==="")continue;let i=sr(s),a=s.replace(/\s+#.*$/,"").trimEnd();if(i<r&&r!==Number.POSITIVE_INFINITY&&
cl.test(a)){let c=n.slice(o+1,e-1).find(l=>l.trim()!==""),f=sr(c);return t<f?{header:a.trim(),line:o+1,indent:f}:null}if(i<=
t)return null;r=Math.min(r,i)}return null}var cl=/^\s*(?:-\s+)?(?:[^\s#][^#]*?:\s+)?[|>][-+1-9]{0,2}$/;function sr(n){return n.
length-n.trimStart().length}async function Db(n,e,t={}){let r=tr({name:e,content:n},new jt),o=r.value,s={},i=new Map;if(o){let p=await ts(r.context,
o,void 0,{errorPolicy:Tn.TryConversion});s=xl(p.events);for(let d of p.jobs??[])d.type==="job"&&i.set(d.id.value,d.steps.
map(m=>m.id))}let a=[],c=[],f=new Set,l=[];for(let p of r.context.errors.getErrors()){let d=(p.rawMessage.split(`
`)[0]??"").replace(/ at line \d+, column \d+:?$/,"");if(/depends on (unknown )?job|must contain at least one job with no dependencies/.
test(d)||d.startsWith("Unexpected symbol: '${{'")&&p.range&&l.some(_=>dl(_,p.range)))continue;let m=d==="Unrecognized na\
med-value: 'secrets'"?`${d}${fl}`:d,h=p.range?.start;h&&l.push(h);let w=h?`${e}:${h.line}:${h.column}`:e,y=`${w}\0${m}`;
if(f.has(y))continue;f.add(y);let b={code:hl(m),severity:"error",path:w,message:m};a.push(b);let k=/^'(.*)' is already defined$/.
exec(m)?.[1];k!==void 0&&h&&c.push({problem:b,key:k,position:h})}if(o===void 0&&a.length>0){let p=a[0],d=a.length-1,m=/:(\d+):(\d+)$/.
exec(p.path),h=Ta(n,m?{line:Number(m[1]),column:Number(m[2])}:null,p.message);a.splice(0,a.length,{...p,message:`not val\
id YAML: ${p.message}${h}${d>0?` (${d} more YAML error${d===1?"":"s"} after it, most likely from it)`:""}`})}o&&a.push(...ml(
o,e));let u={fileName:e,source:n,name:null,on:s,inputs:{},env:{},permissions:null,defaults:null,jobs:[],problems:a};if(o&&
M(o)){let p;ir=(d,m)=>(p??=Ao(n),p.get(`${d}:${m}`));try{gl(o,u,t)}finally{ir=()=>{}}}u.jobs=Bi(u.jobs);for(let{problem:p,
key:d,position:m}of c){let h=u.jobs.find(w=>w.id!==d&&w.id.toLowerCase()===d.toLowerCase()&&w.position.column===m.column&&
w.position.line<m.line);h&&(p.message=`job id '${d}' is already defined as '${h.id}' (line ${h.position.line}): GitHub c\
ompares job ids ignoring case, as needs: does, so they would be the same job; rename one of them`)}for(let p of u.jobs){
let d=i.get(p.id);if(d?.length===p.steps.length)for(let[m,h]of p.steps.entries())h.action=d[m]}return a.push(...zi(u),...Ki(
u)),a.sort(pl),u}function Lb(n,e,t,r={}){let o=ll(n,e),s=o.context.errors.getErrors(),i=o.value;if(s.length>0||!i||!M(i)){
let l=s.map(u=>{let p=(u.rawMessage.split(`
`)[0]??"").replace(/ at line \d+, column \d+:?$/,""),d=u.range?.start;return d?`${e}:${d.line}:${d.column}: ${p}`:p});throw new $(
"action-invalid",`${e} is not an action GitHub would run: ${l.join("; ")||"it is empty"}`)}let a={kind:"composite",file:e,
directory:t,source:n,inputs:[],outputs:[],steps:[]},c="",f;ir=(l,u)=>(f??=Ao(n),f.get(`${l}:${u}`));try{for(let{key:l,value:u}of i)
if(I(l)){if(l.value==="inputs"&&M(u))for(let p of u){if(!I(p.key))continue;let d=M(p.value)?p.value:null,m=y=>d?.find(y),
h=m("required"),w=m("default");a.inputs.push({id:p.key.value,default:w?Me(w):null,required:h!==void 0&&gt(h)&&h.value})}else if(l.
value==="outputs"&&M(u))for(let p of u){if(!I(p.key))continue;let d=M(p.value)?p.value.find("value"):void 0;a.outputs.push(
{id:p.key.value,value:d?Me(d):null})}else if(l.value==="runs"&&M(u)){let p=u.find("using");p&&I(p)&&(c=p.value.toLowerCase());
let d=u.find("steps");if(d&&ge(d)){let m=0;for(let h of d)M(h)&&a.steps.push(Oa(m,h,r)),m+=1}}}}finally{ir=()=>{}}return c===
"composite"?a:{kind:"other",file:e,using:c}}function ll(n,e){let t=new ft(new Nt,$a(),new jt),r=t.getFileId(e),o=new En(
r,n);if(o.errors.length>0){for(let s of o.errors)t.error(r,s.message,s.range);return{context:t,value:void 0}}return{context:t,
value:kn(t,"action-root",o,r)}}function pl(n,e){let t=n.path.match(/:(\d+):(\d+)$/),r=e.path.match(/:(\d+):(\d+)$/),o=t?
Number(t[1])*1e6+Number(t[2]):0,s=r?Number(r[1])*1e6+Number(r[2]):0;return o-s}var fl=" (GitHub reads secrets only in en\
v:, with:, run: and a few other keys, never in an if; to run a step only when a secret is set, put it in the job's env: \
as NAME: ${{ secrets.NAME }} and test env.NAME != '' in the step's if:)";function dl(n,e){let t=(r,o)=>r.line>o.line||r.
line===o.line&&r.column>=o.column;return t(n,e.start)&&t(e.end,n)}function ml(n,e){let t=[];for(let[,r]of we.traverse(n)){
if(!vn(r)||r.expression.length<=Gt)continue;let o=oe(r);t.push({code:Jt.expression,severity:"error",path:`${e}:${o.line}\
:${o.column}`,message:`this value holds \${{ }}, which GitHub reads as one expression of the whole value (format('\u2026', \u2026))\
: ${r.expression.length} characters, over GitHub's limit of ${Gt} ("Exceeded max expression length ${Gt}"), so GitHub re\
fuses the workflow; keep the long text out of it (a prompt in a file, prompt-file:; a script in a file) or pass the \${{ \
}} value in through env:`})}return t}function hl(n){return/named-value|Unrecognized function|expression|Unexpected symbol|Unexpected end|Too (few|many) parameters/i.
test(n)?Jt.expression:Jt.invalid}function gl(n,e,t){for(let{key:r,value:o}of n)if(I(r))switch(r.value){case"name":I(o)&&
(e.name=o.value);break;case"env":e.env=Qt(o);break;case"permissions":e.permissions=Ge(o);break;case"on":{e.inputs=yl(o);
let s=wl(o);s&&(e.call=s);break}case"jobs":if(M(o))for(let s of o)I(s.key)&&M(s.value)&&e.jobs.push(bl(s.key.value,s.key,
s.value,t));break;case"defaults":e.defaults=_a(o);break}}function yl(n){let e={};if(!M(n))return e;for(let t of n){if(!I(
t.key)||!["workflow_dispatch","workflow_call"].includes(t.key.value)||!M(t.value))continue;let r=t.value.find("inputs");
if(!(!r||!M(r)))for(let[o,s]of Object.entries(Na(r)))e[o]??=s}return e}function wl(n){let e=t=>I(t)&&t.value==="workflow\
_call";if(I(n))return e(n)?rs(oe(n)):void 0;if(ge(n)){let t=[...n].find(e);return t?rs(oe(t)):void 0}if(M(n))for(let t of n){
if(!e(t.key))continue;let r=rs(oe(t.key));if(!M(t.value))return r;let o=t.value.find("inputs");o&&M(o)&&(r.inputs=Na(o));
let s=t.value.find("secrets");if(s&&M(s))for(let a of s){if(!I(a.key))continue;let c=M(a.value)?a.value.find("required"):
void 0;r.secrets[a.key.value]={required:c!==void 0&&gt(c)&&c.value,position:oe(a.key)}}let i=t.value.find("outputs");if(i&&
M(i))for(let a of i){if(!I(a.key)||!M(a.value))continue;let c=a.value.find("value"),f=c?Me(c):null;f&&(r.outputs[a.key.value]=
{...f,keyPosition:oe(a.key)})}return r}}function rs(n){return{inputs:{},secrets:{},outputs:{},position:n}}function Na(n){
let e={};for(let t of n){if(!I(t.key)||e[t.key.value])continue;let r={name:t.key.value,type:"string",required:!1,default:null,
description:null,options:null,position:oe(t.key)};if(M(t.value))for(let o of t.value){if(!I(o.key))continue;let s=o.value;
switch(o.key.value){case"type":I(s)&&["string","choice","boolean","environment","number"].includes(s.value)&&(r.type=s.value);
break;case"required":gt(s)&&(r.required=s.value);break;case"default":(I(s)||gt(s)||Xn(s))&&(r.default=s.value);break;case"\
description":I(s)&&(r.description=s.value);break;case"options":ge(s)&&(r.options=[...s].filter(I).map(i=>i.value));break}}
e[r.name]=r}return e}function _a(n){if(!M(n))return null;let e=n.find("run");if(!e||!M(e))return null;let t={shell:null,
workingDirectory:null},r=e.find("shell"),o=e.find("working-directory");return r&&(t.shell=Me(r)),o&&(t.workingDirectory=
Me(o)),t}function bl(n,e,t,r){let o={id:n,name:null,position:oe(e),needs:[],if:{expression:"success()",text:null,position:null},
strategy:null,runsOn:null,container:null,services:null,env:{},outputs:{},permissions:null,continueOnError:!1,timeoutMinutes:null,
cancelTimeoutMinutes:null,defaults:null,uses:null,with:{},secrets:{},steps:[]};for(let{key:s,value:i}of t)if(I(s))switch(s.
value){case"name":o.name=Me(i);break;case"needs":o.needs=vl(i);break;case"if":o.if=Ia(i);break;case"strategy":o.strategy=
Ge(i);break;case"runs-on":o.runsOn=Ge(i);break;case"container":o.container=Ge(i);break;case"services":o.services=Ge(i);break;case"\
env":o.env=Qt(i);break;case"outputs":o.outputs=Qt(i);break;case"permissions":o.permissions=Ge(i);break;case"continue-on-\
error":o.continueOnError=Aa(i);break;case"timeout-minutes":o.timeoutMinutes=Ge(i);break;case"cancel-timeout-minutes":o.cancelTimeoutMinutes=
Ge(i);break;case"defaults":o.defaults=_a(i);break;case"uses":I(i)&&(o.uses={text:i.value,position:oe(i)});break;case"wit\
h":o.with=Qt(i);break;case"secrets":o.secrets=I(i)&&i.value==="inherit"?"inherit":Qt(i);break;case"steps":if(ge(i)){let a=0;
for(let c of i)M(c)&&o.steps.push(Oa(a,c,r)),a+=1}break}return o}function vl(n){return(ge(n)?[...n]:[n]).filter(I).map(t=>({
id:t.value,position:oe(t)}))}function Oa(n,e,t){let r={index:n,id:null,name:null,if:{expression:"success()",text:null,position:null},
run:null,uses:null,with:{},env:{},shell:null,workingDirectory:null,continueOnError:!1,timeoutMinutes:null,position:oe(e)};
for(let{key:o,value:s}of e)if(I(o))switch(o.value){case"id":I(s)&&(r.id=s.value);break;case"name":r.name=Me(s);break;case"\
if":r.if=Ia(s);break;case"run":r.run=Me(s);break;case"uses":if(I(s)){r.uses={text:s.value,position:oe(s)};let i=s.value.
trim();i.startsWith("./")&&t.ownAction?.(i.replace(/\/+$/,""))&&(r.ownAction=!0)}break;case"with":r.with=Qt(s);break;case"\
env":r.env=Qt(s);break;case"shell":r.shell=Me(s);break;case"working-directory":r.workingDirectory=Me(s);break;case"conti\
nue-on-error":r.continueOnError=Aa(s);break;case"timeout-minutes":r.timeoutMinutes=Ge(s);break}return r}function Ia(n){let e=vn(
n)?n.expression:I(n)?n.value.trim():"",t=vn(n)?n.source??`\${{ ${e} }}`:e;if(gt(n)||Xn(n)){let o=String(n.value);return{
expression:o,text:o,position:oe(n)}}let r=e?Qo(e,n.definitionInfo):"success()";return{expression:r,text:t,position:oe(n),
implicitSuccess:r!==e}}function Aa(n){return gt(n)?n.value:Me(n)??!1}function Qt(n){if(!M(n))return{};let e=[];for(let{key:t,
value:r}of n){if(!I(t))continue;let o=Me(r);o&&e.push([t.value,{...o,keyPosition:oe(t)}])}return Object.fromEntries(e)}var ir=()=>{};
function Me(n){let e=oe(n);if(vn(n)){let t=n.range;if(t&&t.start.line!==t.end.line){let r=ir(t.start.line,t.start.column),
o=r===void 0?null:Fi(r);if(r!==void 0&&o!==null)return{text:r,expression:o,position:e}}return{text:n.source??`\${{ ${n.expression}\
 }}`,expression:n.expression,position:e}}return I(n)?{text:n.value,expression:null,position:e,literal:"string"}:Xn(n)?{text:String(
n.value),expression:null,position:e,literal:"number"}:gt(n)?{text:String(n.value),expression:null,position:e,literal:"bo\
olean"}:n.templateTokenType===kl?{text:"",expression:null,position:e,literal:"null"}:null}var kl=7;function Ge(n){let e=oe(
n);if(vn(n))return{kind:"expression",expression:n.expression,text:n.source??`\${{ ${n.expression} }}`,position:e};if(I(n)||
Xn(n)||gt(n))return{kind:"literal",value:n.value,position:e};if(ge(n))return{kind:"sequence",items:[...n].map(Ge),position:e};
if(M(n)){let t=[];for(let{key:r,value:o}of n)I(r)&&t.push({key:r.value,value:Ge(o),keyPosition:oe(r)});return{kind:"mapp\
ing",entries:t,position:e}}return{kind:"literal",value:null,position:e}}function oe(n){let e=n.range?.start;return e?{line:e.
line,column:e.column}:{line:0,column:0}}function xl(n){return JSON.parse(JSON.stringify(n??{}))}function wt(n){if(!n.uses)return{kind:"run"};let e=n.uses.text.trim();if(n.ownAction&&e.startsWith("./"))return{kind:"lo\
cal",path:e.replace(/\/+$/,"")};let t=Sl(e);if(t)return{kind:"baton",action:t};if(e.startsWith("./"))return{kind:"local",
path:e.replace(/\/+$/,"")};let[r=""]=e.split("@"),o=r.toLowerCase();return o==="actions/checkout"?{kind:"noop",action:"c\
heckout",reason:"the local checkout is used as it is"}:o.startsWith("actions/setup-")?{kind:"noop",action:"setup",reason:"\
tools on this machine are used"}:{kind:"skip",notice:`${e} cannot run locally; step skipped`}}function Sl(n){let e=ja(n);
if(e===null)return null;for(let[t,r]of Object.entries(Us))if(r===e)return t;return null}function ja(n){if(n.startsWith("\
./"))return n.slice(2).replace(/\/+$/,"");let e=/^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)((?:\/[^@]*)?)@.+$/.exec(n);return e?.[2]?.
toLowerCase()!==Fs?null:(e[3]??"").replace(/^\/|\/+$/g,"")}function nt(n){return n.uses!==null&&os(n.uses.text)}function os(n){
return ja(n.trim())===Ws}var rt=["claude","codex","gemini","copilot"],nn=Pn(rt),ot={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},$l=[...new Set(
Object.values(ot).flatMap(n=>n.keyEnv))],Tl=["ANTHROPIC_AUTH_TOKEN","ANTHROPIC_FOUNDRY_API_KEY","AWS_SECRET_ACCESS_KEY",
"AWS_SESSION_TOKEN","AWS_BEARER_TOKEN_BEDROCK","AZURE_OPENAI_API_KEY"];function Vb(n){return[...$l,...Tl].map(e=>n[e]).filter(
e=>!!e)}var Nl=Y().check(Xs(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,{message:"must be a model name: letters, digits and \
. _ : / @ -, at most 128 characters"})),_l=xt({model:qe(Nl)}),Pa="--prompt=",Ma=128*1024-1-Pa.length,Ur=`"\${${An.handoffPath}\
%/*}"`,ar=`"$${An.promptPath}"`,ss=n=>`\${${Ce.model}:+${n} "$${Ce.model}"}`,Fr=["agent_args=()",`if [ -n "\${${Ce.args}\
:-}" ]; then`,"  while IFS= read -r arg; do",'    arg="${arg#"${arg%%[![:space:]]*}"}"','    arg="${arg%"${arg##*[![:spa\
ce:]]}"}"','    if [ -n "$arg" ]; then agent_args+=("$arg"); fi',`  done <<< "$${Ce.args}"`,"fi"],Wr='${agent_args[@]+"$\
{agent_args[@]}"}';function Da(n){let{cli:e,npmPackage:t}=ot[n];return`the ${e} CLI is not installed (no ${e} on PATH): \
install its npm package, npm install --global ${t}@<version> (baton-stage.yml installs it at agent-version)`}var Gr="bat\
on: ",La=n=>`the prompt is ${n} bytes; copilot takes it as one argument, at most ${Ma} bytes. Shorten it (max-prompt-tok\
ens) or use another agent.`;function Ol(n,e){if(e===Da(n))return!0;let t=/^the prompt is (\d{1,20}) bytes;/.exec(e)?.[1];
return n==="copilot"&&t!==void 0&&e===La(t)}function Vr(n){let{cli:e}=ot[n];return[`if ! command -v ${e} >/dev/null 2>&1\
; then`,`  echo "${Gr}${Da(n)}" >&2`,"  exit 127","fi"]}function Ra(n,e,t=""){return[`if [ -z "\${${e}:-}" ] && [ -n "\${${n}\
:-}" ]${t}; then`,`  export ${e}="$${n}"`,"fi"]}var Il={claude:[...Vr("claude"),'if [ "$EUID" -eq 0 ]; then',"  export I\
S_SANDBOX=1","fi",...Fr,"exec claude -p \\","  --output-format stream-json --verbose \\","  --permission-mode bypassPerm\
issions \\",`  --add-dir ${Ur} \\`,`  ${ss("--model")} \\`,`  ${Wr} \\`,`  < ${ar}`].join(`
`),codex:[...Vr("codex"),...Ra("OPENAI_API_KEY","CODEX_API_KEY"),...Fr,"exec codex exec \\","  --json \\","  --sandbox w\
orkspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${Ur} \\`,`  ${ss("--model")} \\`,`  ${Wr} \\`,`  - < ${ar}`].
join(`
`),gemini:[...Vr("gemini"),'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',...Ra("GOOGLE_API_K\
EY","GEMINI_API_KEY",' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),...Fr,"exec gemini \\","  --output-format json \
\\","  --approval-mode yolo \\",`  --include-directories ${Ur} \\`,`  ${ss("--model")} \\`,`  ${Wr} \\`,"  -p 'Carry out\
 the task above.' \\",`  < ${ar}`].join(`
`),copilot:[...Vr("copilot"),`prompt_bytes=$(wc -c < ${ar})`,`if [ "$prompt_bytes" -gt ${Ma} ]; then`,`  echo "${Gr}${La(
"$prompt_bytes")}" >&2`,"  exit 2","fi",...Fr,"exec copilot \\",`  ${Pa}"$(cat ${ar})" \\`,"  --output-format=json \\","\
  --allow-all-tools \\","  --no-ask-user \\",`  --add-dir=${Ur} \\`,`  \${${Ce.model}:+--model="$${Ce.model}"} \\`,`  ${Wr}`].
join(`
`)};function as(n,e=`input ${g.agent}`){let t=nn.safeParse(n);if(t.success)return t.data;throw new $("agent-preset-unkno\
wn",`"${n}" is not an agent preset; use one of ${rt.join(", ")}, or give the command in \`run\``,{where:e})}function Gb(n,e={}){
let t=as(n),r=_l.safeParse(e);if(!r.success){let s=r.error.issues[0];throw new $("agent-preset-options",`agent ${t}: ${s?.
path.join(".")||"options"} ${s?.message}`,{where:`agent ${t}`})}let o={};return r.data.model!==void 0&&(o[Ce.model]=r.data.
model),{script:Il[t],env:o}}function us(n,e){let t=as(n),r=[];switch(t){case"claude":return{...qa(en(e),r),problems:r};case"\
codex":return{...Pl(e,r),problems:r};case"gemini":return{...Ll(e,r),problems:r};case"copilot":return{...Cl(e,r),problems:r}}}
function Bb(n,e){let t=nn.safeParse(n);if(!t.success)throw new $("agent-preset-unknown",`"${n}" is not an agent preset; \
use one of ${rt.join(", ")}: the one whose CLI wrote the \`${g.agentOutput}\` file`,{where:`input ${g.agent}`});if(t.data!==
"claude")return us(t.data,e);let r=[],o=en(e),s=o.some(Ua)?o:jl(e);return{...qa(s,r),problems:r}}function Jb(n,e){return us(
n,e).usage}function Hb(n,e){return us(n,e).finalText}function Kb(n,e){let t=as(n),r=Al(t,e);if(r!==null&&r.trim()!=="")return{
source:"cli",text:r};let o=e.split(`
`);for(let s=o.length-1;s>=0;s--){let i=o[s].trimEnd(),a=i.slice(Gr.length);if(i.startsWith(Gr)&&Ol(t,a))return{source:"\
script",text:a}}return null}function Al(n,e){switch(n){case"claude":{let t=Zt(en(e),s=>s.type==="result"),r=t?.is_error===
!0||typeof t?.subtype=="string"&&t.subtype.startsWith("error");if(!t||!r)return null;if(typeof t.result=="string"&&t.result.
trim()!=="")return t.result;let o=Array.isArray(t.errors)?t.errors.filter(s=>typeof s=="string"):[];return o.length>0?o.
join("; "):typeof t.subtype=="string"?t.subtype:null}case"codex":{let t=en(e),r=Zt(t,s=>s.type==="turn.failed"&&se(s.error)),
o=se(r?.error)?r.error.message:Zt(t,s=>s.type==="error")?.message;return typeof o=="string"?o:null}case"gemini":{let t=Fa(
e)?.error;return se(t)&&typeof t.message=="string"?t.message:null}case"copilot":{let t=Zt(en(e),r=>r.type==="session.err\
or")?.data;return se(t)&&typeof t.message=="string"?t.message:null}}}function zb(n={}){return["## Handing off","",`When \
you are done, write your handoff as one JSON object to ${n.handoffPath?`\`${n.handoffPath}\` (also in the environment var\
iable \`${An.handoffPath}\`)`:`the path in the environment variable \`${An.handoffPath}\``}:`,"","```json",`{"version": ${Cs}\
, "status": "success", "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": \
{"key": "value"}}`,"```","",`- \`summary\` is required (at most ${ue.summaryBytes} bytes); \`status\` is one of success, p\
artial, blocked, failure.`,'- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage\
 id>", "reason": "\u2026"}` to hand off to a specific stage.',`- If you cannot write files, print the same JSON as the l\
ast thing you say, between a line \`${uo.start}\` and a line \`${uo.end}\`.`].join(`
`)}function se(n){return typeof n=="object"&&n!==null&&!Array.isArray(n)}function en(n){let e=[];for(let t of n.split(`
`)){let r=t.trim();if(r.startsWith("{"))try{let o=JSON.parse(r);se(o)&&e.push(o)}catch{}}return e}function jl(n){let e=n.
trim();if(e.startsWith("[")&&e.endsWith("]"))try{let s=JSON.parse(e);if(Array.isArray(s))return s.filter(se)}catch{}let t=[],
r=n.split(`
`),o=-1;for(let s=0;s<r.length;s++){let i=r[s].replace(/\r$/,"");if(i==="  {")o=s;else if(o!==-1&&(i==="  }"||i==="  },")){
try{let a=JSON.parse(`${r.slice(o,s).join(`
`)}
}`);se(a)&&t.push(a)}catch{}o=-1}}return t}function Zt(n,e){for(let t=n.length-1;t>=0;t--){let r=n[t];if(e(r))return r}}
var ve=(n,e)=>({key:e,value:n[e]});function Ca(n){return typeof n=="number"||typeof n=="boolean"?String(n):typeof n=="st\
ring"?"a string":Array.isArray(n)?"a list":"an object"}function is(n,e){return{code:pr.usageRefused,severity:"warning",path:`\
agent.usage.${n}`,message:`${e}; ${n} is not recorded`}}function tn(n,e,t,r){let o;for(let{key:s,value:i}of t)if(i!=null){
if(typeof i!="number"||!Number.isSafeInteger(i)||i<0){r.push(is(e,`${n} reported ${Ca(i)} as ${s}, which is not a whole \
number from 0 to ${Number.MAX_SAFE_INTEGER}`));return}if(o=(o??0)+i,!Number.isSafeInteger(o)){r.push(is(e,`the ${e} ${n}\
 reported add up to more than ${Number.MAX_SAFE_INTEGER}`));return}}return o}function Rl(n,{key:e,value:t},r){if(t!=null){
if(typeof t=="number"&&Number.isFinite(t)&&t>=0&&t<=ue.usageCostUsd)return t;r.push(is("cost_usd",`${n} reported ${Ca(t)}\
 as ${e}, which is not an amount from 0 to ${ue.usageCostUsd} USD`))}}function Br(n){let e={};return n.input!==void 0&&(e.
input_tokens=n.input),n.output!==void 0&&(e.output_tokens=n.output),n.cost!==void 0&&(e.cost_usd=n.cost),Object.keys(e).
length===0?null:e}function qa(n,e){let t=Zt(n,Ua);if(!t)return{finalText:null,usage:null};let r=se(t.modelUsage)?Object.
values(t.modelUsage).filter(se):[],o=se(t.usage)?t.usage:{},[s,i]=r.length>0?[r.flatMap(a=>[ve(a,"inputTokens"),ve(a,"ca\
cheCreationInputTokens"),ve(a,"cacheReadInputTokens")]),r.map(a=>ve(a,"outputTokens"))]:[[ve(o,"input_tokens"),ve(o,"cac\
he_creation_input_tokens"),ve(o,"cache_read_input_tokens")],[ve(o,"output_tokens")]];return{finalText:typeof t.result=="\
string"?t.result:null,usage:Br({input:tn("claude","input_tokens",s,e),output:tn("claude","output_tokens",i,e),cost:Rl("c\
laude",ve(t,"total_cost_usd"),e)})}}function Ua(n){return n.type==="result"}function Pl(n,e){let t=en(n),o=Zt(t,a=>a.type===
"item.completed"&&Ml(a.item))?.item?.text,s=t.filter(a=>a.type==="turn.completed"&&se(a.usage)),i=a=>s.map(c=>ve(c.usage,
a));return{finalText:typeof o=="string"?o:null,usage:Br({input:tn("codex","input_tokens",i("input_tokens"),e),output:tn(
"codex","output_tokens",i("output_tokens"),e)})}}function Ml(n){return se(n)&&(n.type==="agent_message"||n.item_type==="\
assistant_message")}var Dl=4;function Fa(n){let e=n.length;for(let t=0;t<Dl&&e>0;t++){let r=n.lastIndexOf(`
{`,e-1),o=r===-1?0:r+1;if(n[o]!=="{")return null;try{let s=JSON.parse(n.slice(o));if(se(s)&&("response"in s||"stats"in s||
"error"in s))return s}catch{}if(r===-1)return null;e=r}return null}function Ll(n,e){let t=Fa(n),r=t?.stats,s=(se(r)&&se(
r.models)?Object.values(r.models):[]).map(i=>se(i)&&se(i.tokens)?i.tokens:{});return{finalText:typeof t?.response=="stri\
ng"?t.response:null,usage:Br({input:tn("gemini","input_tokens",s.map(i=>ve(i,"prompt")),e),output:tn("gemini","output_to\
kens",s.flatMap(i=>[ve(i,"candidates"),ve(i,"thoughts")]),e)})}}function Cl(n,e){let t=en(n),r=Zt(t,s=>s.type==="assista\
nt.message")?.data?.content,o=t.filter(s=>s.type==="assistant.message"&&se(s.data));return{finalText:typeof r=="string"?
r:null,usage:Br({output:tn("copilot","output_tokens",o.map(s=>ve(s.data,"outputTokens")),e)})}}var cs=["actions","artifact-metadata","attestations","checks","contents","deployments","discussions","issues","packages",
"pages","pull-requests","repository-projects","statuses","security-events","id-token","models","vulnerability-alerts"],ql=new Set(
["models","vulnerability-alerts"]),Wa={none:0,read:1,write:2};function Jr(n){if(n===null)return null;let e=new Map,t=(r,o)=>e.
set(r,ql.has(r)&&o==="write"?"read":o);if(n.kind==="literal"){let r=n.value==="write-all"?"write":n.value==="read-all"?"\
read":null;if(r===null)return null;for(let o of cs)t(o,r);return e}if(n.kind!=="mapping")return null;for(let r of cs)e.set(
r,"none");for(let r of n.entries){if(r.value.kind!=="literal")return null;let o=String(r.value.value);if(o!=="none"&&o!==
"read"&&o!=="write")return null;t(r.key,o)}return e}function Va(n,e){let t=cs.filter(o=>Wa[n.get(o)??"none"]>Wa[e.get(o)??
"none"]);if(t.length===0)return null;let r=o=>t.map(s=>`${s}: ${o.get(s)??"none"}`).join(", ");return`requesting '${r(n)}\
', but is only allowed '${r(e)}'`}function Ga(n,e,t){let r=Jr(n.permissions);if(r!==null)return{levels:r,from:`jobs.${n.
id}.permissions of ${e.fileName}`};let o=Jr(e.permissions);return o!==null?{levels:o,from:`the permissions: of ${e.fileName}`}:
t}function ur(n){return n.jobs.some(nt)?{...n,jobs:n.jobs.map(e=>nt(e)?Wl(e):e)}:n}var Ja=/^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$/,
Ha=rt.flatMap(n=>[...ot[n].keyEnv]),Ba="stage",Ul=60,Fl=["status","next","present","data","sha256","artifact-id"],ls=[g.
stage,g.prompt,g.promptFile,g.agent,g.run,g.needs,g.handoff,g.onInvalid,g.dataSchema,g.vars,g.verify,g.attempts,g.maxHandoffs,
g.maxPromptTokens,g.redact,g.retentionDays,g.workingDirectory];function Wl(n){let e=n.uses,t=e.position,r=n.with,o={};for(let u of ls){
let p=r[u];p!==void 0&&(o[u]=p)}let s={},i=r.model;i!==void 0&&(s[Ce.model]=i);let a=r[Js.agentArgs];a!==void 0&&(s[Ce.args]=
a);let c=r[g.agent];for(let u of rt)for(let p of ot[u].keyEnv){let d=Vl(n,p);if(d===null||c===void 0)continue;let m=`(${Ka(
c)}) == '${u}' && (${d}) || ''`;s[p]={text:`\${{ ${m} }}`,expression:m,position:t}}let f={index:0,id:Ba,name:null,if:{expression:"\
success()",text:null,position:null},run:null,uses:{text:Bl(e.text.trim()),position:t},with:o,env:s,shell:null,workingDirectory:null,
continueOnError:!1,timeoutMinutes:null,position:t},l={};for(let u of Fl){let p=`steps.${Ba}.outputs['${u}']`;l[u]={text:`\
\${{ ${p} }}`,expression:p,position:t}}return{...n,env:{},outputs:l,timeoutMinutes:Gl(r["timeout-minutes"],t),defaults:null,
steps:[f],stageWorkflow:!0}}function Vl(n,e){if(n.secrets==="inherit")return`secrets.${e}`;let t=n.secrets[e];return t===
void 0?null:Ka(t)}function Ka(n){return n.expression??`'${n.text.replaceAll("'","''")}'`}function Gl(n,e){if(n===void 0)
return{kind:"literal",value:Ul,position:e};if(n.expression!==null)return{kind:"expression",expression:n.expression,text:n.
text,position:n.position};let t=n.text.trim(),r=t===""?Number.NaN:Number(t);return{kind:"literal",value:Number.isFinite(
r)?r:t,position:n.position}}function Bl(n){if(n.startsWith("./"))return"./";let e=n.indexOf("@"),[t="",r=""]=n.slice(0,e).
split("/");return`${t}/${r}${n.slice(e)}`}function za(n,e){return nt(e)&&!n.jobs.some(t=>t.id===Vs)}function Xa(n,e){let t=i=>i===
void 0?[]:i.expression!==null?null:i.text.split(/[\s,]+/).filter(Boolean),r=t(n);if(r===null)return null;let o=new Set,s=[
...r];for(let i=s.pop();i!==void 0;i=s.pop()){if(o.has(i))continue;o.add(i);let a=e(i);if(a===void 0)continue;let c=a.callsStageWorkflow?
t(a.needsInput):a.upstreamStages;if(c===null)return null;s.push(...c)}return o}function Ya(n,e,t,r){return`${n}: on GitH\
ub, a stage run by baton's stage workflow reads only the stages its needs input names and those they read; add ${e} to w\
ith.needs of job '${t}' (now: ${r?.text.trim()||"none"})`}var ps=10,Hr=".github/workflows/";function Kr(n){let e=n.trim();if(!e.startsWith("./"))return null;let t=[];for(let r of e.
slice(2).split("/"))r===""||r==="."||(r===".."?t.pop():t.push(r));return t.join("/")}function Qa(n){return n.replaceAll(
"/","-")}function ie(n){return n.slice(n.lastIndexOf("/")+1)}function fs(n,e){return n.flatMap(t=>[t,...fs(e(t)?.jobs??[],
e)])}function Za(n,e,t,r){let o=[],s=new Set([n.fileName]),i=(a,c,f,l,u)=>{let p=Ji(a),d=new Set(a.jobs.map(m=>m.id));for(let m of jo(
a)){let h=`${c}${m.id}`,w={id:h,job:m,workflow:a,calledBy:f,needs:m.needs.filter(R=>d.has(R.id)).map(R=>`${c}${R.id}`),upstream:(p.
get(m.id)??[]).map(R=>`${c}${R}`),call:null,skip:null};if(o.push(w),m.uses===null||m.stageWorkflow===!0)continue;let y=m.
uses.text.trim(),b=Kr(y),k=R=>r.push({code:C.workflowCallInvalid,severity:"error",path:me(a.fileName,m.uses?.position??m.
position),message:`jobs.${m.id}: ${R}`});if(b===null){w.skip=`${y}: reusable workflows of other repositories do not run \
locally`;continue}if(!b.startsWith(Hr)||b.slice(Hr.length).includes("/")){k(`uses: ${y}: a reusable workflow of this rep\
ository must be a file of ${Hr} (./${Hr}<file>.yml), as GitHub requires`);continue}let _=l.indexOf(b);if(_>=0){k(`uses: ${y}\
: calls form a cycle: ${[...l.slice(_),b].join(" \u2192 ")}`);continue}if(l.length>=ps){k(`uses: ${y}: too deep: ${[...l,
b].join(" \u2192 ")}; GitHub connects at most ${ps} levels of workflows (the caller and ${ps-1} called ones)`);continue}
let v=e.get(b);if(v===void 0||"unreadable"in v){k(`uses: ${y}: ${v?.unreadable??"the workflow was not read"}`);continue}
if(s.has(v.fileName)||(s.add(v.fileName),r.push(...v.problems)),v.call===void 0){Object.keys(v.on).length===0&&v.problems.
some(W=>W.severity==="error")||k(`uses: ${y}: ${b} is not a reusable workflow: its on: has no workflow_call, and GitHub \
calls only a workflow whose on: has workflow_call`);continue}Hl(a,m,b,v.call,t,r);let V=Ga(m,a,u);Jl(v,y,V,r);let L=ur(v);
w.call={path:b,workflow:L,jobs:[]};let pe=o.length;i(L,`${h}/`,h,[...l,b],V),w.call.jobs=o.slice(pe).filter(R=>R.calledBy===
h).map(R=>R.id)}};return i(n,"",null,[Kr(`./${n.fileName}`)??n.fileName],null),o}function Jl(n,e,t,r){if(t===null)return;
let o=(s,i)=>{let a=Jr(s),c=a===null?null:Va(a,t.levels);if(s===null||c===null)return;let f=me(n.fileName,s.position),l=`${i}\
 is ${c} by ${t.from}, which calls it (uses: ${e}); GitHub refuses the call. Ask for no more than the caller allows, or \
give the calling job the permissions`;r.some(u=>u.path===f&&u.message===l)||r.push({code:C.workflowCallInvalid,severity:"\
error",path:f,message:l})};o(n.permissions,"the workflow");for(let s of n.jobs)o(s.permissions,`the nested job '${s.id}'`)}
function Hl(n,e,t,r,o,s){let i=u=>me(n.fileName,u??e.uses?.position??e.position),a=(u,p)=>s.push({code:C.workflowCallInvalid,
severity:"error",path:u,message:`jobs.${e.id}: ${p}`}),c=Object.keys(r.inputs);for(let[u,p]of Object.entries(e.with)){let d=nu(
r,u);if(d===void 0){a(i(p.keyPosition??p.position),`with.${u}: ${t} declares no such input (on.workflow_call.inputs)${St(
u,c)}; its inputs: ${c.join(", ")||"(none)"}`);continue}let m=ds(d,u,p,t);m!==null&&a(i(p.position),m)}for(let u of Object.
values(r.inputs))!u.required||ru(e.with,u.name)!==void 0||a(i(e.uses?.position),`input '${u.name}' is required by ${t} (\
on.workflow_call.inputs.${u.name}); give it in with:${u.default===null?"":" (GitHub requires it of every call, its defau\
lt notwithstanding)"}`);let f=Object.keys(r.secrets);if(e.secrets==="inherit"){if(o===null)return;let u=new Set(o.names.
map(p=>p.toUpperCase()));for(let[p,d]of Object.entries(r.secrets))!d.required||u.has(p.toUpperCase())||a(i(e.uses?.position),
`secret ${p} is required by ${t} and passed by secrets: inherit, but this run has no ${p}; pass ${o.words.passSecret(p)}\
 (with ${p} set in the environment)`);return}let l=new Set(Object.keys(e.secrets).map(u=>u.toUpperCase()));for(let[u,p]of Object.
entries(e.secrets))f.some(d=>d.toUpperCase()===u.toUpperCase())||a(i(p.keyPosition??p.position),`secrets.${u}: ${t} decl\
ares no such secret (on.workflow_call.secrets)${St(u,f)}; its secrets: ${f.join(", ")||"(none)"}`);for(let[u,p]of Object.
entries(r.secrets))!p.required||l.has(u.toUpperCase())||a(i(e.uses?.position),`secret ${u} is required by ${t} (on.workf\
low_call.secrets.${u}); pass it in secrets: (or secrets: inherit)`)}function ds(n,e,t,r){if(t.expression!==null)return null;
try{return tu(n,eu(t),r),null}catch(o){if(!(o instanceof $))throw o;return`with.${e}: ${o.message}`}}function eu(n){switch(n.
literal){case"number":return Number(n.text);case"boolean":return n.text==="true";case"null":return null;default:return n.
text}}function tu(n,e,t){let r=e==null?"":typeof e=="string"?e:JSON.stringify(e),o=(s,i)=>{let a=e==null?"null":typeof e==
"string"?"a string":typeof e;return new $("input-invalid",`input '${n.name}' of ${t} is a ${s}; got ${JSON.stringify(r)}\
, ${a==="null"?"null":a}, which GitHub refuses ("Unexpected value '${r}'": it converts nothing to a ${s}); write ${i}`)};
switch(n.type){case"boolean":if(typeof e=="boolean")return e;throw o("boolean","true or false unquoted, or an expression\
 whose value is a boolean (${{ x == 'true' }})");case"number":if(typeof e=="number"&&Number.isFinite(e))return e;throw o(
"number","the number unquoted, or an expression whose value is a number (${{ fromJSON(x) }})");default:return e==null?"":
typeof e=="string"?e:String(e)}}function nu(n,e){let t=e.toLowerCase();return Object.values(n.inputs).find(r=>r.name.toLowerCase()===
t)}function ru(n,e){let t=e.toLowerCase(),r=Object.keys(n).find(o=>o.toLowerCase()===t);return r===void 0?void 0:n[r]}function ou(n,e,t,r){
let o={};for(let[s,i]of Object.entries(e.with)){let a=nu(t,s)?.type;o[s]=i.expression===null?eu(i):a==="number"||a==="bo\
olean"?n.evaluate(i.expression,r(s,i)):n.evaluateString(i.expression,r(s,i))}return o}function su(n,e,t){let r={};for(let o of Object.
values(n.inputs)){let s=ru(e,o.name);s!==void 0?r[o.name]=tu(o,s,t):o.default!==null?r[o.name]=o.default:r[o.name]=o.type===
"boolean"?!1:""}return r}function iu(n,e,t){if(t===e)return{kind:"self"};let r=d=>{let m=[d];for(let h=n(d)?.calledBy??null;h!==
null;h=n(h)?.calledBy??null)m.push(h);return m},o=r(e),s=r(t),i=d=>n(d)?.calledBy??null,a=e,c=t;e:for(let d of o)for(let m of s)
if(i(d)===i(m)){a=d,c=m;break e}if(a===c)return{kind:"after",text:`job '${t}' is the call that runs this job, and finish\
es after it`};let f=n(a)?.workflow,l=a.slice(0,a.length-ie(a).length),u=f?Ir(f,ie(c),ie(a)):null,p=(d,m)=>d===m?"":` (a \
job of the call '${d}')`;if(u!==null){let d=Ar(u.map(m=>`${l}${m}`));return{kind:"after",text:a===e&&c===t?`job '${t}' r\
uns after this job: ${d}`:`job '${t}'${p(c,t)} runs after ${a===e?"this job":`the call '${a}' that runs this job`}: ${d}`}}
return a===e?{kind:"add",need:ie(c),needsOf:`jobs.${ie(e)}.needs`}:{kind:"outside",text:`a job of a called workflow can \
need only the jobs of its own file; add '${ie(c)}' to jobs.${ie(a)}.needs, of the call '${a}' that runs this job, to rea\
d it`}}import{resolve as au}from"node:path";async function gv(n,e,t){let r=new Map,o=[e];for(let s=o.pop();s!==void 0;s=o.pop())for(let i of s.jobs){if(i.uses===null||
os(i.uses.text))continue;let a=Kr(i.uses.text);if(a===null||r.has(a)||!a.startsWith(".github/workflows/"))continue;if(a.
includes("\\")){r.set(a,{unreadable:`${a}: a workflow path holds no \\; GitHub's paths use /`});continue}let c=Kl(n,a);if(typeof c!=
"string"){r.set(a,c);continue}let f=await t(c,a);r.set(a,f),o.push(f)}return r}function Kl(n,e){try{let t=un(au(n,e),ue.
workflowFileBytes);switch(t.kind){case"file":return new TextDecoder().decode(t.bytes);case"missing":return{unreadable:`${e}\
: no such file in ${au(n)}`};case"not-regular":return{unreadable:`${e}: is ${t.what}, not a regular file; a called workf\
low must be a file of the repository`};case"too-large":return{unreadable:`${e}: is ${t.size} bytes, more than the ${ue.workflowFileBytes}\
 (1 MiB) a workflow file may be`}}}catch(t){return{unreadable:`${e}: ${wr(e,t).message}`}}}var zr=at(wc(),1),Xr=at(ao(),1);import{tmpdir as zl}from"node:os";import{isAbsolute as pu,join as cr,relative as Xl,resolve as Nn,
sep as cu}from"node:path";function uu(n){return{where:`the temp dir ${on(n)}`,makeRoom:"make room on its disk"}}function ms(n,e,t,r,o={}){let s=r?.
code,i=s==="ENOSPC"||s==="EDQUOT";return new $("temp-write-failed",`${t} could not be ${o.made?"made":"written"} in ${n.
where}: ${on(Ps(r,n.fewerJobs))}${i?`; ${n.makeRoom}`:""}`,{where:on(e),cause:r})}var lu=class{#e;#t;#n;#r;#o;constructor(e){this.#e=Nn(e.root),this.#t=Nn(e.tempDir??zl()),this.#n=e.privateTempDir??!1,this.#r=
e.tempPlace??uu(this.#t),this.#o=e.now??(()=>new Date)}async attemptPaths(e,t){if(this.#n){let s=cr(this.#t,`${e}-${t}-${(0,zr.randomBytes)(
12).toString("hex")}`);return{promptPath:`${s}.${jn.prompt}`,handoffPath:`${s}.${jn.handoff}`}}let r=cr(this.#t,`baton-${e}\
-${t}-`),o;try{o=ri(r)}catch(s){throw ms(this.#r,`${r}XXXXXX`,"the attempt's directory",s,{made:!0})}return{promptPath:cr(
o,jn.prompt),handoffPath:cr(o,jn.handoff)}}async writePrompt(e,t){try{(0,Xr.writeFileSync)(e,t,{flag:"wx",mode:384})}catch(r){
throw ms(this.#r,e,"the stage's prompt",r)}}readHandoff(e){return ei(e)}resolveDirectory(e){return Nn(this.#e,e)}async readArtifact(e,t,r){
let o=i=>({kind:"refused",reason:i}),s=Nn(this.resolveDirectory(e),...t.split("/"));try{let i=fu(this.#e,s);if(i!==null)
return o(i);let a=await Zs(s,r);switch(a.kind){case"file":return a;case"missing":return o("does not exist");case"not-reg\
ular":return o(`is ${a.what}; only regular files are kept, and links are never followed`);case"too-large":return o(`is ${a.
size} bytes, more than the ${r} bytes left of the ${ue.artifactBytes}-byte limit for one record's artifacts`)}}catch(i){
let a=i?.code;return o(`cannot be read (${typeof a=="string"?a:String(i)})`)}}now(){return this.#o()}sha256(e){return(0,zr.createHash)(
"sha256").update(e,"utf8").digest("hex")}};function fu(n,e){let t=Xl(n,e);if(t===""||t===".."||t.startsWith(`..${cu}`)||
pu(t))return`is outside the workspace (${n})`;let r=t.split(cu);for(let o=1;o<r.length;o++){let s=r.slice(0,o).join("/"),
i;try{i=(0,Xr.lstatSync)(cr(n,s))}catch(a){if(Yl(a))return"does not exist";throw a}if(i.isSymbolicLink())return`is under\
 ${s}, a symbolic link; links are never followed`;if(!i.isDirectory())return`does not exist (${s} is not a directory)`}return null}
function du(n,e,t){if(pu(e))throw new Error("must be a path inside the workspace");let r=Nn(n,e),o=fu(Nn(n),r);if(o!==null)
throw new Error(o);let s=un(r,t);switch(s.kind){case"file":{let i=Ds(s.bytes);if(i.kind==="text")return i.text;throw new Error(
i.kind==="utf-16"?`${i.problem}; ${Ms}`:i.problem)}case"missing":throw new Error("does not exist");case"not-regular":throw new Error(
`is ${s.what}; only regular files are read, and links are never followed`);case"too-large":throw new Error(`is ${s.size}\
 bytes, more than the ${t}-byte limit`)}}function Yl(n){let e=n?.code;return e==="ENOENT"||e==="ENOTDIR"}var hs=at(ao(),1);import{isAbsolute as Ql,relative as Zl,resolve as mu}from"node:path";function ep(n,e,t){let r=hu(n,e);if("reasons"in r)throw new $("action-missing",`${e} names no action here: ${r.reasons.join(
"; ")}`,{where:"uses"});return t(r.text,r.file,mu(n,e))}function hu(n,e){let t=[];for(let r of["action.yml","action.yaml"]){
let o=`${e.replace(/^\.\//,"").replace(/\/+$/,"")}/${r}`.replace(/^\//,"");try{return{text:du(n,tp(n,o),ue.templateBytes),
file:o}}catch(s){t.push(`${r} ${s.message}`)}}return{reasons:t}}function tp(n,e){let t,r;try{t=(0,hs.realpathSync)(mu(n,
e)),r=(0,hs.realpathSync)(n)}catch{return e}let o=Zl(r,t);return o!==""&&!o.startsWith("..")&&!Ql(o)?o:e}function Mv(n){
let e=new Map;return t=>{let r=e.get(t);if(r===void 0){let o=hu(n,t);r="text"in o&&!/^name:\s*(['"]?)baton (stage|prepare|capture|report)\1\s*$/m.
test(o.text),e.set(t,r)}return r}}function Dv(n,e,t){let r=new Map;return o=>{if(!r.has(o))try{r.set(o,ep(n,o,e))}catch(s){
r.set(o,void 0),t?.(o,s)}return r.get(o)}}var yu=at(ao(),1),bu=at(br(),1);import{basename as Yr,join as wu,resolve as gu}from"node:path";var np=/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Variation_Selector}\u115f\u1160\u3164\uffa0]/u;function rp(n){try{return(0,yu.readdirSync)(
wu(n,lo),{withFileTypes:!0}).filter(e=>!e.isDirectory()&&/\.ya?ml$/.test(e.name)&&!np.test(e.name)).map(e=>`${lo}/${e.name}`).
sort()}catch{return[]}}function op(n,e){let t=rp(n),r=Yr(e),o=t.find(i=>Yr(i)===r);if(o!==void 0)return o;let s=Ue(r,t.map(
i=>Yr(i)));return s===void 0?void 0:t.find(i=>Yr(i)===s)}function Bv(n,e){try{let t=un(wu(n,e),ue.workflowFileBytes);if(t.
kind!=="file")return!1;let r=Buffer.from(t.bytes).toString("utf8"),o=(0,bu.parse)(r)?.on,s=typeof o=="string"?[o]:Array.
isArray(o)?o:o!==null&&typeof o=="object"?Object.keys(o):[];return s.length>0&&s.every(i=>i==="workflow_call")}catch{return!1}}
function Jv(n,e,t){let r=wr(e,t),o=ci(t,"ENOENT")?op(n,e):void 0;return o===void 0||gu(n,o)===gu(n,e)?r:new $(r.code,r.message,
{...r.where===void 0?{}:{where:r.where},details:[`did you mean ${o}?`],cause:t})}function vu(n,e){if(n.expression!==null)return[];let t=[],r=/[^\s,]+/g;for(let o=r.exec(n.text);o!==null;o=r.exec(n.text)){
let s=gs(o[0],e);s!==null&&t.push({offset:o.index,message:`needs: ${s}`})}return t}function gs(n,e){let t=JSON.stringify(
n);if(!kt.test(n))return`${t} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`;if(e.upstreamStages.
includes(n)||e.unknown||ys(n,e)!==void 0)return null;let r=ip(e),o=e.jobs.get(n),s=o?.stages?.includes(n)??!1;if(o!==void 0&&
!s&&e.upstreamJobs.includes(n)){let c=o.stages===null?`${n}-<matrix values>, known when the run expands its matrix`:o.stages.
join(", ");return`${t} is ${o.matrix?"the matrix job":"job"} ${n}, not a stage: name ${o.matrix?"its legs":"its stage"} \
(${c}); upstream stages: ${r}`}let i=o!==void 0&&!s?n:sp(n,e);if(i!==void 0){let c=i===n&&!s,f="a stage needs only stage\
s of jobs that finish before it";if(i===e.job)return`${t} is ${c?"this job":"a stage of this job"} itself: ${f}; upstrea\
m stages: ${r}`;let l=c?`job '${i}'`:`a stage of job '${i}'`,u=e.runsAfter(i);return u!==null?`${t} is ${l}, which runs \
after job '${e.job}' (${Ar(u)}): ${f}; upstream stages: ${r}`:`${t} is ${l}, which is not upstream of job '${e.job}' (ad\
d '${i}' to jobs.${e.job}.needs); upstream stages: ${r}`}let a=Ue(n,e.upstreamStages);return`${t} is not a stage upstrea\
m of job '${e.job}'${a?` (did you mean ${a}?)`:""}; upstream stages: ${r}`}function ys(n,e){let t;for(let r of e.openMatrices)
n.startsWith(`${r}-`)&&r.length>(t?.length??0)&&(t=r);return t}function sp(n,e){let t;for(let[r,o]of e.jobs){if(o.stages?.
includes(n))return r;o.stages===null&&o.matrix&&n.startsWith(`${r}-`)&&r.length>(t?.length??0)&&(t=r)}return t}function ip(n){
let e=[...n.upstreamStages,...n.openMatrices.map(t=>`${t}-*`)];return e.length>0?e.join(", "):"(none)"}var Qr={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},ap=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function ku(n){return ap.get(n.toLowerCase())??""}var up="$ErrorActionPreference \
= 'stop'",cp="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",lp="bash",Zv="bash -e {0}",Su=[
"cmd","powershell"];function pp(n){let e=(n??"").trim().toLowerCase();return Su.find(t=>t===e)??null}function ek(n,e){return`\
shell: ${n} exists only on Windows runners; baton runs this step here, on ${e}, where there is no ${n} (a ${e} runner fa\
ils it too: "${n}: command not found"). Use ${n==="powershell"?"pwsh":"bash (or sh, pwsh, python)"}, or give the step if\
: runner.os == 'Windows' to skip it here`}var fp=`${Object.keys(Qr).join(", ")}, ${Su.join(", ")} (Windows only), or a c\
ommand containing {0} (e.g. "perl {0}")`;function Eu(n){pp(n)===null&&$u(n,fp)}var dp=`${Object.keys(Qr).join(", ")}, or\
 a command containing {0} (e.g. "perl {0}")`;function ws(n){return $u(n,dp)}function $u(n,e){let t=(n??"").trim()||lp;if(Object.
hasOwn(Qr,t)){let i=Qr[t],[a,...c]=xu(i.template);return{file:a,args:c,extension:ku(a)}}if(!t.includes("{0}"))throw new $(
"input-invalid",`${JSON.stringify(t)} is not one of ${e}`,{where:"shell"});let r=xu(t),[o,...s]=r;if(o===void 0||o.includes(
"{0}"))throw new $("input-invalid",`${JSON.stringify(t)} must start with a program, then {0} for the script`,{where:"she\
ll"});return{file:o,args:s,extension:ku(o)}}function tk(n,e){switch(n.file){case"pwsh":case"powershell":return`${up}
${e}
${cp}`;case"cmd":return`@echo off
${e}`;default:return e.endsWith(`
`)?e:`${e}
`}}function nk(n,e){return n.args.map(t=>t.replaceAll("{0}",e))}function xu(n){let e=[],t="",r=!1,o=null;for(let s of n){
if(o){s===o?o=null:t+=s;continue}s==='"'||s==="'"?(o=s,r=!0):/\s/.test(s)?(r&&e.push(t),t="",r=!1):(t+=s,r=!0)}if(o)throw new $(
"input-invalid",`${JSON.stringify(n)} has an unterminated ${o} quote`,{where:"shell"});return r&&e.push(t),e}function Tu(n,e){return e(ui(n))}async function pk(n,e,t){let r=e.problems.map(y=>_u(y,n)),o=hp(e.outcome,n),s=(y,b)=>{let k=Nu(y,n.redact,b);return r.push(
...k.problems),k.text},i=s(e.prompt,"prompt.md"),a=e.agent?s(e.agent.output,"agent.log"):void 0,c=n.agent?.kind==="comma\
nd"?s(n.agent.command,"agent.command"):null,f=e.verify?{...e.verify,command:s(e.verify.command,"verify.command")}:null,l=e.
agent?.startedAt??e.startedAt,u=e.agent?.finishedAt??e.finishedAt,p=e.outcome.reason!=="completed",d=mp(e.usage,r),m=y=>t.
workspace.sha256(y),h={schema:Ls.record,stage:n.stage,job:n.job,matrix:n.matrix,attempt:e.attempt,repair:e.repair,hop:e.
hop,run:n.run,agent:{command:c,preset:n.agent?.kind==="preset"?n.agent.preset:null,exit_code:e.agent?.exitCode??null,started_at:l.
toISOString(),finished_at:u.toISOString(),duration_ms:Math.max(0,u.getTime()-l.getTime()),usage:d},verify:f,status:p?"fa\
ilure":e.handoff?.status??"success",outcome:{reason:o.reason,message:o.message},present:e.handoff!==null,digests:{handoff:e.
handoff?Tu(e.handoff,m):null,prompt:m(i)},lineage:e.lineage,...e.parent?{parent:e.parent}:{},problems:r},w=await t.store.
put({record:h,prompt:i,handoff:e.handoff,...a===void 0?{}:{log:a},...e.files&&e.files.length>0?{files:e.files}:{}});return{
record:h,ref:w,handoff:e.handoff,outcome:o}}function mp(n,e){if(n===null)return null;let t={};for(let[r,o]of Object.entries(
n)){let s=ii.safeParse({[r]:o});if(s.success){t[r]=o;continue}let i=s.error.issues.map(a=>a.message).join("; ");e.push({
code:pr.usageRefused,severity:"warning",path:`agent.usage.${r}`,message:`the agent\u2019s usage cannot be stored (${i});\
 ${r} is not recorded`})}return Object.keys(t).length===0?null:t}function Nu(n,e,t){let r=Mn(n,e);return{text:r.text,problems:r.
redactions.length===0?[]:[{code:Gs.problemCode,severity:"warning",path:t,message:li(r.redactions)}]}}function bs(n,e){return Mn(
n,e.redact).text}function _u(n,e){return{...n,path:bs(n.path,e),message:bs(n.message,e)}}function hp(n,e){if(n.message===
null)return n;let t=bs(n.message,e);return"problems"in n?{...n,message:t,problems:n.problems.map(r=>_u(r,e))}:{...n,message:t}}function Zr(n){let e=n.split(/\r?\n/).map(t=>t.trim()).filter(t=>t.length>0);return[...new Set(e)]}function wk(n,e){if(e>=n)return null;let t=`${n} ${n===1?"value":"values"} to redact`,r=e===0?`none of ${n===1?"it":"the\
m"}`:`${e} of them`;return new $("redact-not-given",`prepare was given ${t} and capture was given ${r}: give capture the\
 same ${g.redact} input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the val\
ues it is given; nothing was stored`,{where:g.redact})}var De={attempts:{min:1,max:ue.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},gp=Pn(Ct.handoff),yp=Pn(Ct.onInvalid),wp=Ys("kind",[xt({kind:hr("command"),command:Y().check(Rn(1))}),xt({kind:hr(
"preset"),preset:nn})]),Ou=xt({stage:gr,job:Be(Y()),matrix:qe(mr(Y(),yo())),open:qe(hr(!0)),place:qe(Qs(qt(sn().check(an(),
zs()))))}),bp=xt({stage:gr,job:Y().check(Rn(1)),matrix:Be(mr(Y(),yo())),template:Be(xt({text:Y(),source:Y()})),upstream:qt(
Ou),expandLineage:go(),needs:qt(gr),handoff:gp,onInvalid:yp,dataSchema:qe(ti),agent:Be(wp),shell:Y(),workingDirectory:Y().
check(Rn(1)),verify:Be(Y()),attempts:sn().check(an(),mo(De.attempts.min),fo(De.attempts.max)),maxHandoffs:sn().check(an(),
mo(De.maxHandoffs.min),fo(De.maxHandoffs.max)),parentRun:Be(Y().check(Rn(1))),maxPromptTokens:Be(sn().check(an(),ho())),
retentionDays:Be(sn().check(an(),ho())),inputs:mr(Y(),Y()),github:di,redact:qt(Y()),workflowJobs:Be(qt(Y())),workflowUnread:qe(
Y()),madeEvent:qe(Y()),madeEventRun:qe(Y()),trustCheckout:qe(go()),run:ai}),vs="the stage id holds the value of a secret\
; a stage id names directories and artifacts, which are not redacted",st={bothPrompts:`give either \`${g.prompt}\` or \`${g.
promptFile}\`, not both`,noPrompt:`one of \`${g.prompt}\` or \`${g.promptFile}\` is required`,outputWithoutAgent:`is giv\
en without \`${g.agent}\`: name the CLI whose output the file holds (${rt.slice(0,-1).join(", ")} or ${rt.at(-1)}), so c\
apture can read its usage`,bothAgents:`give either \`${g.run}\` (a command) or \`${g.agent}\` (a preset), not both`,noAgent:`\
one of \`${g.run}\` (the agent's command) or \`${g.agent}\` (a preset) is required`};function Mk(n,e){let t=[],r=U=>{let ne=n[U];
if(ne===void 0)return null;let it=ne.trim();return it===""?null:it},o=(U,ne)=>t.push({input:U,message:ne}),s=(U,ne,it)=>{
try{return ne()}catch(A){if(A instanceof $)return o(A.where??U,A.message),it;throw A}},i=Np(r(g.stage),e,o),a=eo(g.handoff,
r(g.handoff),Ct.handoff,"optional",o),c=eo(g.onInvalid,r(g.onInvalid),Ct.onInvalid,"fail",o),f=Dt(g.attempts,r(g.attempts),
De.attempts,1,o),l=Dt(g.maxHandoffs,r(g.maxHandoffs),De.maxHandoffs,ue.defaultMaxHandoffs,o),u=e.parentRun!==void 0?e.parentRun:
Tp(r,o),p=Dt(g.maxPromptTokens,r(g.maxPromptTokens),De.maxPromptTokens,null,o),d=Dt(g.retentionDays,r(g.retentionDays),De.
retentionDays,null,o),m=r(g.shell)??"bash";s(g.shell,()=>ws(m),null);let h=Au(g.trustCheckout,r(g.trustCheckout),o),w=r(
g.workingDirectory)??".";w.includes("\0")&&o(g.workingDirectory,"must not contain a NUL character");let y=r(g.verify),b=s(
g.vars,()=>xp(n[g.vars]??"",e),{}),k=s(g.dataSchema,()=>Sp(n[g.dataSchema]??"",e),void 0),_=_p(n,r,e,o),v=Op(r,e,o),{upstream:V,
needs:L,expandLineage:pe}=Ap(r(g.needs),e,o),R=[...e.secrets??[],...Zr(n[g.redact]??"")].filter(U=>U.length>0);if(t.length>
0)throw $p(t);return{...bp.parse({stage:i,job:e.job,matrix:e.matrix??null,template:_,upstream:[],expandLineage:pe,needs:L,
handoff:a,onInvalid:c,...k===void 0?{}:{dataSchema:k},agent:v,shell:m,workingDirectory:w,verify:y,attempts:f,maxHandoffs:l,
parentRun:u,maxPromptTokens:p,retentionDays:d,inputs:{...e.dispatchInputs??vp(e.github),...b},github:e.github,redact:[...new Set(
R)],workflowJobs:e.workflowJobs??null,...e.workflowJobs==null&&e.workflowUnread!==void 0?{workflowUnread:e.workflowUnread}:
{},...e.madeEvent===void 0?{}:{madeEvent:e.madeEvent},...e.madeEvent===void 0||e.madeEventRun===void 0?{}:{madeEventRun:e.
madeEventRun},...h?{trustCheckout:h}:{},run:e.run}),upstream:kp(V)}}function vp(n){if(n.event_name!=="workflow_dispatch"&&
n.event_name!=="workflow_call")return{};let e=n.event.inputs;return e===null||typeof e!="object"||Array.isArray(e)?{}:Object.
fromEntries(Object.entries(e).filter(([,t])=>["string","number","boolean"].includes(typeof t)).map(([t,r])=>[t,String(r)]))}
function ks(n){return`${JSON.stringify(n)} is not one of ${rt.join(", ")}`}function Iu(n,e,t,r){let o=[],s=(d,m)=>o.push(
{input:d,message:m}),i=(d,m)=>{try{m()}catch(h){if(!(h instanceof $))throw h;s(h.where??d,h.message)}},a=d=>n.get(d)?.trim()||
null,c=d=>n.get(d)===null||a(d)!==null;eo(g.handoff,a(g.handoff),Ct.handoff,"optional",s),eo(g.onInvalid,a(g.onInvalid),
Ct.onInvalid,"fail",s),Dt(g.attempts,a(g.attempts),De.attempts,null,s),Dt(g.maxHandoffs,a(g.maxHandoffs),De.maxHandoffs,
null,s),Dt(g.maxPromptTokens,a(g.maxPromptTokens),De.maxPromptTokens,null,s),Dt(g.retentionDays,a(g.retentionDays),De.retentionDays,
null,s),Au(g.trustCheckout,a(g.trustCheckout),s);let f=a(g.agent);f!==null&&!nn.safeParse(f).success&&s(g.agent,ks(f));let l=a(
g.shell);l!==null&&i(g.shell,()=>ws(l));let u=n.get(g.vars);e!=="capture"&&t!==void 0&&typeof u=="string"&&i(g.vars,()=>t(
u));let p=n.get(g.dataSchema);return e!=="prepare"&&r!==void 0&&typeof p=="string"&&p.trim()!==""&&i(g.dataSchema,()=>r(
p)),e!=="capture"&&(c(g.prompt)&&c(g.promptFile)?s(g.prompt,st.bothPrompts):!c(g.prompt)&&!c(g.promptFile)&&s(g.prompt,st.
noPrompt)),e==="capture"&&c(g.agentOutput)&&!c(g.agent)&&s(g.agentOutput,st.outputWithoutAgent),e==="stage"&&(c(g.run)&&
c(g.agent)?s(g.run,st.bothAgents):!c(g.run)&&!c(g.agent)&&s(g.run,st.noAgent)),o}function kp(n){return n.every(Ep)?n:qt(Ou).parse(n)}function xp(n,e){if(e.mode==="capture"||n.trim()==="")return{};if(e.
parseVars===void 0)throw new io("stageSpecFromInputs: a vars input needs ctx.parseVars");return e.parseVars(n)}function Sp(n,e){
if(!(e.mode==="prepare"||n.trim()==="")){if(e.parseDataSchema===void 0)throw new io("stageSpecFromInputs: a data-schema \
input needs ctx.parseDataSchema");return e.parseDataSchema(n)}}function Ep(n){let e=Object.keys(n),{matrix:t,place:r}=n;
return e.length===2+(t===void 0?0:1)+(n.open===!0?1:0)+(r===void 0?0:1)&&(r===void 0||Array.isArray(r)&&r.every(o=>Number.
isInteger(o)&&o>=0))&&e.includes("stage")&&e.includes("job")&&typeof n.stage=="string"&&kt.test(n.stage)&&(n.job===null||
typeof n.job=="string")&&(t===void 0||typeof t=="object"&&t!==null&&!Array.isArray(t)&&Object.getPrototypeOf(t)===Object.
prototype)}function $p(n){let[e]=n;return n.length===1&&e?new $("input-invalid",e.message,{where:e.input}):new $("input-\
invalid",`${n.length} inputs are invalid`,{details:n.map(t=>`${t.input}: ${t.message}`)})}function eo(n,e,t,r,o){return e===
null?r:t.includes(e)?e:(o(n,`${JSON.stringify(e)} is not one of ${t.join(", ")}`),r)}function Au(n,e,t){return e===null||
e==="false"?!1:e==="true"?!0:(t(n,`${JSON.stringify(e)} is not one of true, false`),!1)}function Tp(n,e){let t=n(g.parentRun);
return t===null?null:fi.test(t)?t:(e(g.parentRun,`${JSON.stringify(t)} is not a workflow run id (a positive whole number\
, such as \${{ github.run_id }} of the run that started this one)`),null)}function Dt(n,e,t,r,o){if(e===null)return r;let s=/^\d{1,9}$/.
test(e)?Number(e):Number.NaN;return!Number.isInteger(s)||s<t.min||s>t.max?(o(n,`${JSON.stringify(e)} is not a whole numb\
er from ${t.min} to ${t.max}`),r):s}function Np(n,e,t){let r=e.secrets??[];if((n!==null?[n]:Object.values(e.matrix??{}).
map(s=>typeof s=="string"?s:JSON.stringify(s)??"")).some(s=>vr(s,r)))return t(g.stage,`${vs}, so ${n===null?`give one in\
 the \`${g.stage}\` input`:"choose one without it"}`),"invalid";if(n!==null&&!kt.test(n))return t(g.stage,`${JSON.stringify(
n)} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`),"invalid";try{let s=n??Ut(e.stageJob??e.job,
e.matrix??null);return oi(s,1),s}catch(s){if(s instanceof $){let i=n===null?`; give the stage id in the \`${g.stage}\` in\
put`:"";return t(g.stage,`${s.message}${i}`),"invalid"}throw s}}function _p(n,e,t,r){let o=n[g.prompt]?.trim()?n[g.prompt]:
null,s=e(g.promptFile);if(o!==null&&s!==null)return r(g.prompt,st.bothPrompts),null;if(o!==null)return{text:o,source:t.promptSource??
`jobs.${t.job} ${g.prompt}`};if(s!==null){if(!t.readFile)return r(g.promptFile,"cannot be read here (no file reader was \
given)"),null;try{return{text:t.readFile(s),source:s}}catch(i){let a=i instanceof Error?i.message:String(i);return r(g.promptFile,
`cannot read ${JSON.stringify(s)}: ${a}`),null}}return t.mode!=="capture"&&r(g.prompt,st.noPrompt+ju([g.prompt,g.promptFile],
t)),null}function ju(n,e){let t=[];for(let r of e.unreadInputs??[]){let o=Ue(r.replaceAll("_","-"),n);o!==void 0&&t.push(
`the step was given \`${r}\`, which is not an input of this action: did you mean \`${o}\`?`)}return t.map(r=>`; ${r}`).join(
"")}function Op(n,e,t){let r=n(g.run),o=n(g.agent);if(e.mode==="capture")return Ip(o,n(g.agentOutput),t);if(e.mode==="pr\
epare"&&o===null)return null;if(r!==null&&o!==null)return t(g.run,st.bothAgents),null;if(o!==null){let s=nn.safeParse(o);
return s.success?{kind:"preset",preset:s.data}:(t(g.agent,ks(o)),null)}return r!==null?{kind:"command",command:r}:(t(g.run,
st.noAgent+ju([g.run,g.agent],e)),null)}function Ip(n,e,t){if(e?.includes("\0")&&t(g.agentOutput,"must not contain a NUL\
 character"),n===null)return e!==null&&t(g.agentOutput,st.outputWithoutAgent),null;let r=nn.safeParse(n);return r.success?
{kind:"preset",preset:r.data}:(t(g.agent,`${ks(n)}: name the CLI whose output \`${g.agentOutput}\` holds (claude for clau\
de-code-action's execution_file)`),null)}function Dk(n){let e=(n[g.agentOutput]??"").trim();return e===""?null:e}function Ap(n,e,t){
let r=[];for(let o of(n??"").split(/[\s,]+/).filter(Boolean))kt.test(o)?r.includes(o)||r.push(o):t(g.needs,`${JSON.stringify(
o)} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`);return{...jp(r,e.job,e.upstream,t,e.needsFacts),
needs:r}}function jp(n,e,t,r,o){if(t===void 0)return{upstream:n.map(a=>({stage:a,job:null})),expandLineage:!0};let s=t.map(
a=>a.stage),i=[];for(let a of n)if(o!==void 0){let c=gs(a,o);c!==null&&r(g.needs,c);let f=c===null&&!s.includes(a)?ys(a,
o):void 0;f!==void 0&&i.push({stage:a,job:f,open:!0})}else s.includes(a)||r(g.needs,`${JSON.stringify(a)} is not upstrea\
m of job ${e}; upstream stages: ${s.join(", ")||"(none)"}`);return{upstream:i.length>0?[...t,...i]:t,expandLineage:!1}}var Ru=at(br(),1);function to(n){if(n.trim()==="")return{};let e;try{e=(0,Ru.parse)(n,{uniqueKeys:!0,maxAliasCount:100})}catch(r){let o=r instanceof
Error?r.message.split(`
`)[0]:String(r);throw new $("input-invalid",`is not valid YAML or JSON: ${o}`,{where:g.vars})}if(e==null)return{};if(typeof e!=
"object"||Array.isArray(e))throw new $("input-invalid","must be a map of names to values (YAML or JSON)",{where:g.vars});
let t={};for(let[r,o]of Object.entries(e)){if(!qs.test(r)||co.includes(r))throw new $("input-invalid",`key ${JSON.stringify(
r)} must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ and not be ${co.join(", ")}`,{where:g.vars});if(o===null)t[r]="";else if(typeof o==
"string"||typeof o=="number"||typeof o=="boolean")t[r]=String(o);else throw new $("input-invalid",`${r} must be a string\
, number or boolean, not a nested value`,{where:g.vars})}return t}function Bk(n,e={}){try{return hi(n).references}catch(t){throw t instanceof kr?mi(t,n,e.source??"template"):t}}function Jk(n,e){
let t=e.source??"template",{analysis:r,problems:o}=xr(n),s=o.map(i=>({code:i.code,severity:"error",path:`${t}:${i.line}:${i.
column}`,message:[i.message,...i.details].join("; "),line:i.line,column:i.column}));for(let i of r?.references??[]){let a=i.
kind==="stage"?e.stages:e.jobs;if(a.includes(i.stage))continue;let c=i.kind==="stage"?"stage":"job";s.push({code:fr.unknownStage,
severity:"error",path:`${t}:${i.line}:${i.column}`,message:`${i.kind==="stage"?"stages":"jobs"}.${i.stage}: no such upst\
ream ${c}${yr(i.stage,a)}; upstream ${c}s: ${a.length>0?a.join(", "):"(none)"}`,line:i.line,column:i.column})}return s.sort(
(i,a)=>i.line-a.line||i.column-a.column).map(({line:i,column:a,...c})=>c)}function Pu(n,e){let t=[];for(let r of n){let o={
line:r.line,column:r.column};if(r.kind==="input"){let f=e.inputs;if(f===void 0||f.names.includes(r.key))continue;t.push(
new kr(fr.missingField,`${r.path}: no input ${r.key}${yr(r.key,f.names)}`,o,[f.names.length>0?`inputs: ${f.names.join(",\
 ")} (${f.from})`:`the inputs of a prompt are ${f.from}, and there are none here`]));continue}if(r.owner===null||e.matrix===
void 0)continue;let s=e.matrix(r.owner);if(s===void 0||s.includes(r.key))continue;let i=e.call?.(r.owner),a="stage"in r.
owner?`stage ${r.owner.stage}`:`the stages of job ${r.owner.job}`,c="stage"in r.owner?`the job of stage ${r.owner.stage}\
 has no matrix (matrix is null)`:i?.job===r.owner.job?`the jobs that job ${i.job} calls (${i.file}) have no matrix (the \
matrix of its stages is null)`:`job ${r.owner.job} has no matrix (matrix is null)`;t.push(new kr(fr.missingField,s.length===
0?`${r.path}: ${c}, so there is no ${r.key}`:`${r.path}: no key ${r.key} in the matrix of ${a}${yr(r.key,s)}`,o,[...s.length===
0?[]:[`matrix keys: ${s.join(", ")}`],...i?.keys.includes(r.key)?[`${r.key} is a key of the matrix of job ${i.job}, whic\
h calls ${i.file}: a call's matrix reaches the called jobs only through the inputs its with: gives, and their stages rec\
ord their own jobs' matrix; tell its legs apart by their stage ids ({{id}}), made from those inputs (stage: <id>-\${{ inp\
uts.<name> }})`]:[]]))}return t}function Du(n){let e=[];for(let t of n.jobs){if(nt(t)){xs(t.with,po,"baton's stage workflow",e),t.secrets!=="inherit"&&xs(
t.secrets,Ha,"baton's stage workflow",e,"secret");continue}for(let r of t.steps){let o=wt(r);o.kind==="baton"&&xs(r.with,
Bs[o.action],"baton's action",e)}}return e}function xs(n,e,t,r,o="input"){let s=new Set(e);for(let[i,a]of Object.entries(
n)){if(s.has(i))continue;let c=e.find(f=>f.toLowerCase()===i.toLowerCase())??Ue(i,e);r.push({position:a.keyPosition??a.position,
message:`unknown ${o} "${i}" of ${t}; ${c===void 0?`its ${o}s: ${e.join(", ")}`:`did you mean "${c}"?`}`})}}function Lu(n){
let e=[],t=(r,o,s)=>{let i=new Map(Object.entries(r).map(([a,c])=>[a,c.expression===null?c.text:null]));for(let a of Iu(
i,s,to,ni))e.push({position:r[a.input]?.position??o,message:`${a.input}: ${a.message}`})};for(let r of n.jobs){if(nt(r)&&
r.uses){let s=new Set;for(let[c,f]of Object.entries(r.with)){let l=Rp(c,f);l!==null&&(s.add(c),e.push({position:f.position,
message:l}))}let i=new Set(ls);t(Object.fromEntries(Object.entries(r.with).filter(([c])=>i.has(c)&&!s.has(c))),r.uses.position,
"stage");for(let c of Hs)r.with[c]===void 0&&e.push({position:r.uses.position,message:`${c}: required by baton's stage w\
orkflow, and not given (GitHub refuses the call)`});let a=Mp(r.with);a&&e.push({position:a.position??r.uses.position,message:a.
message});continue}let o=null;for(let s of r.steps){let i=wt(s);if(!(i.kind!=="baton"||i.action==="report")&&(t(s.with,s.
position,i.action),i.action==="prepare"&&(o=s.with),i.action==="capture"&&o!==null)){let a=Pp(o,s.with);a&&e.push({position:s.
with[g.redact]?.position??s.position,message:a}),o=null}}}return e}function Rp(n,e){if(!po.includes(n))return null;let t=Ks.
includes(n)?"number":"string";return ds({name:n,type:t},n,e,"baton's stage workflow")}function Pp(n,e){let t=c=>c.expression===
null?Zr(c.text):null,r=n[g.redact],o=r===void 0?[]:t(r);if(o?.length===0)return null;let s=e[g.redact],i=s===void 0?[]:t(
s);if(i?.length===0)return Mu("is given none of them");if(o===null||i===null)return null;let a=o.filter(c=>!i.includes(c)).
length;return a===0?null:Mu(`lacks ${a} of its ${o.length} lines`)}function Mu(n){return`${g.redact}: the prepare step b\
efore this capture is given values to redact, and this capture ${n}: give capture the same ${g.redact} input as prepare;\
 it redacts only the values it is given, and refuses to store the record otherwise`}function Mp(n){let e=n[g.agent];if(e===
void 0||e.expression===null&&e.text.trim()==="")return null;let t=n[dr];if(t!==void 0&&t.expression!==null)return null;let r=t?.
text.trim()??"";if(Ja.test(r))return null;let o=e.expression===null?ot[e.text.trim()]:void 0,s=`pin the ${o?o.npmPackage:
"agent CLI's npm package"} version this stage runs`;return{position:t?.position??e.position,message:r===""?`${dr}: requi\
red with ${g.agent}, an exact version such as 1.2.3; ${s}`:`${dr}: '${r}' is not an exact version such as 1.2.3; ${s}`}}function Cu(n,e,t){let r=n.jobs.flatMap(o=>[o.if,...o.steps.map(s=>s.if)]);for(let o of r)for(let s of e.facts(o.expression).
comparisons)if(s.operator==="=="&&s.path.length===t.length&&s.path.every((i,a)=>i===t[a]))return s.literal}function Fu(n,e){let t=qu(n),r=qu(e);return(typeof t!=typeof r||t===null||r===null)&&((t===null||typeof t=="boolean")&&(t=
Number(t)),(r===null||typeof r=="boolean")&&(r=Number(r)),typeof t=="number"&&typeof r=="string"?r=Number(r):typeof t=="\
string"&&typeof r=="number"&&(t=Number(t))),typeof t!=typeof r?!1:typeof t=="number"?t===r:typeof t=="string"?Uu(t)===Uu(
r):t===r}function qu(n){return n===void 0?null:n===null||typeof n=="object"||typeof n=="string"||typeof n=="number"||typeof n==
"boolean"?n:String(n)}function Uu(n){return n.includes("\u0131")?n.split("\u0131").map(e=>e.toUpperCase()).join("\u0131"):
n.toUpperCase()}var Wu=256;function Es(n){return Object.keys(n).length>0?n:null}function $s(n,e,t={}){let r=m=>t.whereOf?.(m)??e;if(n===
null||typeof n!="object"||Array.isArray(n))throw new $("matrix-invalid",`strategy.matrix must be a mapping, got ${Ss(n)}`,
{where:e});let o=[],s=[],i=[];for(let[m,h]of Object.entries(n)){if(m==="include"||m==="exclude"){if(!Array.isArray(h))throw new $(
"matrix-invalid",`strategy.matrix.${m} must be a list of mappings`,{where:r([m])});m==="include"?s=h:i=h;continue}if(!Array.
isArray(h))throw new $("matrix-invalid",`strategy.matrix.${m} must be a list, got ${Ss(h)}`,{where:r([m])});if(h.length===
0)throw new $("matrix-invalid",`strategy.matrix.${m} is an empty list`,{where:r([m])});o.push([m,h])}let a=o.map(([m])=>m),
c=m=>a.some(h=>h.toLowerCase()===m.toLowerCase()),f=i.map((m,h)=>{let w=Vu(m,"exclude",r(["exclude",h])),y=Object.keys(w);
if(y.length===0)throw new $("matrix-invalid","strategy.matrix.exclude: an entry is empty, and GitHub refuses an empty ex\
clude filter; give it the values of the legs to leave out",{where:r(["exclude",h])});let b=y.find(k=>!c(k));if(b!==void 0)
throw new $("matrix-invalid",`strategy.matrix.exclude: key '${b}' does not match any key within the matrix${St(b,a)}; Gi\
tHub refuses the workflow; matrix keys: ${a.join(", ")||"none"}`,{where:r(["exclude",h,b])});return Gu(w)}),l=s.map((m,h)=>{
let w=Vu(m,"include",r(["include",h]));if(Object.keys(w).length===0)throw new $("matrix-invalid","strategy.matrix.includ\
e: an entry is empty, and GitHub refuses an include mapping without values; give it values to add to the legs it matches\
, or the values of a leg of its own",{where:r(["include",h])});let y=Object.fromEntries(Object.entries(w).filter(([k])=>c(
k))),b=Object.fromEntries(Object.entries(w).filter(([k])=>!c(k)));return{filter:y,extra:b,condition:Gu(y),matched:!1}}),
u=(m,h)=>m.every(({path:w,value:y})=>Fu(Lp(h,w),y)),p=o.length>0?[{}]:[];for(let[m,h]of o)p=p.flatMap(w=>h.map(y=>({...w,
[m]:y})));let d=[];for(let m of p){if(f.some(w=>u(w,m)))continue;let h={};for(let w of l)u(w.condition,m)&&(w.matched=!0,
h=Cp(h,w.extra));d.push({...m,...h})}for(let m of l)m.matched||d.push({...m.filter,...m.extra});if(d.length===0)throw new $(
"matrix-invalid","strategy.matrix produces no legs (every combination is excluded)",{where:e});if(d.length>Wu)throw new $(
"matrix-invalid",`strategy.matrix produces ${d.length} legs; GitHub allows at most ${Wu} per job`,{where:e});return d}function Bu(n,e){
return $s(e,n).map(t=>Ut(n,t))}function Ts(n,e){let t=n.lastIndexOf("/");return t>=0?`${n.slice(0,t+1)}${Ts(n.slice(t+1),
e)}`:Ut(n,Object.keys(e).length>0?e:null)}function Ju(n,e,t=new Set([n.toLowerCase()])){return e.map(r=>{let o=Ts(n,r),s=o;
if(Object.keys(r).length>0)for(let i=2;t.has(s.toLowerCase());i++)s=`${o}-${i}`;return t.add(s.toLowerCase()),s})}function Hu(n,e,t,r=[],o={}){
let s=new Map;for(let i of e){if(Object.values(i).map(l=>typeof l=="string"?l:JSON.stringify(l)??"").some(l=>Mn(l,r).redactions.
length>0))throw new $("matrix-invalid",`a matrix value of job ${n} holds the value of a secret (or text shaped like a to\
ken); a leg's id is made of its values and names its log and events, which are not redacted`,{where:t});if(o.recordsStages===
!1)continue;let c=Ts(n,i),f=s.get(c);if(f!==void 0)throw new $("matrix-invalid",`matrix legs ${JSON.stringify(f)} and ${JSON.
stringify(i)} of job ${n} would both be ${c}: a leg's id keeps only the letters, digits, _ and - of its values, so make \
them differ there`,{where:t});s.set(c,i)}}function Vu(n,e,t){if(n===null||typeof n!="object"||Array.isArray(n))throw new $(
"matrix-invalid",`each strategy.matrix.${e} entry must be a mapping, got ${Ss(n)}`,{where:t});return n}function Gu(n){let e=[],
t=Object.entries(n).reverse().map(([r,o])=>({path:[r],value:o}));for(let r=t.pop();r!==void 0;r=t.pop()){let{path:o,value:s}=r;
if(Array.isArray(s))for(let i=s.length-1;i>=0;i--)t.push({path:[...o,i],value:s[i]});else if(s!==null&&typeof s=="object"){
let i=Object.entries(s);for(let a=i.length-1;a>=0;a--){let[c,f]=i[a];t.push({path:[...o,c],value:f})}}else e.push({path:o,
value:Dp(s)})}return e}function Dp(n){return typeof n=="number"?Number(n.toPrecision(15)):typeof n=="string"||typeof n==
"boolean"?n:null}function Lp(n,e){let t=n;for(let r of e){if(Array.isArray(t)){let o=Number(r);t=Number.isFinite(o)&&o>=
0?t[Math.floor(o)]:void 0}else if(t!==null&&typeof t=="object"){let o=String(r).toLowerCase(),s=Object.keys(t).find(i=>i.
toLowerCase()===o);t=s===void 0?void 0:t[s]}else return null;if(t===void 0)return null}return t}function Cp(n,e){let t={
...n};for(let[r,o]of Object.entries(e)){let s=Object.keys(t).find(i=>i.toLowerCase()===r.toLowerCase());t[s??r]=o}return t}
function Ss(n){return n===null?"null":Array.isArray(n)?"a list":typeof n=="object"?"a mapping":`${typeof n} ${JSON.stringify(
n)}`}var no=class{#e;#t;#n;#r=new Map;constructor(e){this.#e=e,this.#t=e.split(/\r\n|\r|\n/),this.#n=[0];for(let t=0;t<e.length;t++)
e[t]===`
`&&this.#n.push(t+1)}locate(e,t){let o=this.#o(e)?.[Math.max(0,Math.min(t,e.text.length))];return o===void 0?this.#i(e,t):
this.#s(o)}locateLine(e,t,r){let o=e.text.split(`
`),s=r-1;for(let i=0;i<t-1&&i<o.length;i++)s+=(o[i]?.length??0)+1;return this.locate(e,s)}#o(e){let t=`${e.position.line}\
:${e.position.column}`,r=this.#r.get(t);if(r!==void 0&&(r===null||r.length===e.text.length+1))return r;let o=(this.#n[e.
position.line-1]??Number.NaN)+e.position.column-1,s=Number.isNaN(o)?null:Wp(this.#e,o,e.text);return this.#r.set(t,s),s}#s(e){
let t=0,r=this.#n.length-1;for(;t<r;){let o=t+r+1>>1;this.#n[o]<=e?t=o:r=o-1}return{line:t+1,column:e-this.#n[t]+1}}#i(e,t){
let{line:r,column:o}=e.position,s=e.text.slice(0,t),i=s.split(`
`).length-1,a=s.length-(s.lastIndexOf(`
`)+1),c=this.#t[r-1]?.slice(o-1)??"";if(/^[|>]/.test(c)){let l=this.#t.slice(r).find(d=>d.trim()!=="")??"",u=l.length-l.
trimStart().length,p=e.text.startsWith(l.slice(0,u))&&u>0;return{line:r+1+i,column:(p?0:u)+a+1}}let f=/^["']/.test(c)?1:
0;return i===0?{line:r,column:o+f+a}:{line:r+i,column:a+1}}},qp={0:"\0",a:"\x07",b:"\b",t:"	","	":"	",n:`
`,v:"\v",f:"\f",r:"\r",e:"\x1B"," ":" ",'"':'"',"/":"/","\\":"\\",N:"\x85",_:"\xA0",L:"\u2028",P:"\u2029"},Up={x:2,u:4,U:8};
function Fp(n,e){let t=n[e+1]??"",r=qp[t];if(r!==void 0)return{text:r,length:2};let o=Up[t];if(o===void 0)return null;let s=n.
slice(e+2,e+2+o);if(!/^[0-9a-fA-F]+$/.test(s)||s.length!==o)return null;let i=Number.parseInt(s,16);return i>1114111?null:
{text:String.fromCodePoint(i),length:2+o}}var Ns=n=>n===" "||n==="	",Ku=n=>n===`
`||n==="\r";function Wp(n,e,t){let r=n[e],o=r==="|"||r===">"?"block":r==='"'?"double":r==="'"?"single":"plain",s=e;if(o===
"block"){let c=n.indexOf(`
`,e);if(c<0)return t===""?[n.length]:null;s=c+1}else o!=="plain"&&(s=e+1);let i=[],a=0;for(;a<t.length;){let c=t[a],f=n[s];
if(f===void 0){if(o==="block"&&/^\n*$/.test(t.slice(a))){for(;i.length<t.length;)i.push(n.length);break}return null}if(o===
"double"&&f==="\\"){if(Ku(n[s+1])){for(s+=n[s+1]==="\r"&&n[s+2]===`
`?3:2;Ns(n[s]);)s+=1;continue}let l=Fp(n,s);if(l===null||!t.startsWith(l.text,a))return null;for(let u=0;u<l.text.length;u++)
i.push(s);a+=l.text.length,s+=l.length;continue}if(o==="double"&&f==='"')return null;if(o==="single"&&f==="'"){if(n[s+1]!==
"'"||c!=="'")return null;i.push(s),a+=1,s+=2;continue}if(f===c){i.push(s),a+=1,s+=1;continue}if(f===`
`&&(c===" "||c===`
`)){if(i.push(s),a+=1,s+=1,o!=="block")for(;Ns(n[s]);)s+=1;continue}if(Ns(f)||Ku(f)){s+=1;continue}return null}return i.
push(s),i}function zu(n){return typeof n!="number"||!Number.isFinite(n)?null:Math.trunc(n)+0}function _s(n){return typeof n=="stri\
ng"&&n.trim()!==""&&Number.isFinite(Number(n))?`got ${JSON.stringify(n)}, a string, not a number (fromJSON(\u2026) makes a nu\
mber of it, as GitHub requires)`:`got ${JSON.stringify(n)??String(n)}, not a number`}function Xu(n,e){let t=zu(n);if(t===
null)return{problem:`${e} must be a number of minutes, ${_s(n)}`};if(t<1){let r=t===n?"":` (GitHub keeps whole minutes: ${n}\
 is ${t})`;return{problem:`${e} must be a whole number of minutes above 0, got ${n}${r}`}}return{minutes:t}}function Yu(n){
let e=zu(n);return e===null?null:{minutes:e>0?e:null}}function Qu(n,e,t){let r="no step before it checks out this repository";for(let o of n.slice(0,e)){if(o.run!==null){if(Vp.
test(o.run.text))return null;continue}if(o.uses===null)continue;let s=o.uses.text.trim(),i=(s.split("@")[0]??"").toLowerCase();
if(i!=="actions/checkout"){if(i.startsWith("actions/")||s.startsWith("docker://"))continue;return null}let a=Gp(o);if(a===
null)return null;r=`the checkout before it (${t(o.uses.position)}) ${a}`}return r}var Vp=/\bgit\s+(?:clone|checkout|fetch|init|worktree|sparse-checkout)\b|\bgh\s+repo\s+clone\b/;
function Gp(n){let e=s=>n.with[s],t=e("repository");if(t!==void 0&&t.expression===null){let s=t.text.trim();if(s!=="")return`\
checks out ${s}, not this repository`}let r=e("path");if(r!==void 0&&r.expression===null){let s=r.text.trim().replace(/\/+$/,
"");if(s!==""&&s!==".")return`puts the repository in ${s}, not in the workspace where the stage looks for the workflow f\
ile`}let o=e("sparse-checkout");return o!==void 0&&o.expression===null&&Bp(o.text,e)?"is sparse and leaves out .github/":
null}function Bp(n,e){let t=n.split(/\r?\n/).map(s=>s.trim()).filter(s=>s!==""&&!s.startsWith("#"));if(t.length===0)return!1;
let r=e("sparse-checkout-cone-mode");return r===void 0||r.expression!==null||r.text.trim().toLowerCase()!=="false"?!t.some(
s=>{let i=s.replace(/^\/+|\/+$/g,"");return i===".github"||i===".github/workflows"||i.startsWith(".github/workflows/")}):
!t.some(s=>!s.startsWith("!")&&/^\/?(?:\.github|\*)/.test(s))}function Zu(n,e){let[t]=n.references;if(t!==void 0)return{
kind:"reference",path:`${t.kind==="stage"?"stages":"jobs"}.${t.stage}`,stage:t.stage,refKind:t.kind,at:e(t.line,t.column)};
for(let[r,o]of n.paths){let s=o.root;if(s?.length!==1||s[0]!=="stages"&&s[0]!=="jobs")continue;let[i=1,a=0]=r.split(":").
map(Number);return{kind:"all",path:s[0],at:e(i,a+1)}}return null}function ec(n,e,t,r){let o=e.kind==="reference"?`its pr\
ompt reads ${e.path} (${e.at})`:`its prompt reads every upstream stage ({{#each ${e.path}}} at ${e.at})`,s=e.kind==="ref\
erence"?`so it would know none and fail ("${e.path}: no such upstream ${e.refKind}")`:"so it would know none and render \
without them",i=r.length>0?`give the step \`${g.needs}: ${r.join(", ")}\``:`give the step a \`${g.needs}\` input naming t\
he upstream stages it reads`,a=t.startsWith("no step")?`${t}, nor does it have a \`${g.needs}\` input`:`${t}, and it has\
 no \`${g.needs}\` input`;return`job ${n}: ${o}, and ${a}: on GitHub the stage reads the workflow file from the checkout\
 to know its upstream stages, ${s}; add \`uses: actions/checkout\` with \`persist-credentials: false\` before this step, or ${i}`}var ac=Symbol("baton.plan");function Jx(n){return typeof n=="object"&&n!==null&&n[ac]===!0}function Hx(n,e,t={}){let r=uc(
n,e,t,!1);if(r.plan===null){let{errors:o}=r;throw new $("plan-rejected",`${n.fileName}: ${o.length} problem${o.length===
1?"":"s"}; nothing was run`,{details:o.map(s=>on(`${s.path}: ${s.message}`))})}return r.plan}function Kx(n,e,t={}){return uc(
n,e,t,t.anyRun===!0).errors}function uc(n,e,t,r){let o=ur(n),s=[...o.problems],i=t.facts??bo,a=t.vars??{},c=t.words??wo,
{eventName:f,inputs:l,labelName:u,event:p}=cc(o,e,t,c,r,s);r||Qp(o,f,t.secretNames??[],c,s);let d=!t.event&&f==="push"?yi(
o,i,c).notice:null,m=!t.event&&u!==void 0&&wf(p)?{level:"info",message:`the default ${f} payload brings the label ${JSON.
stringify(u)}, the name the workflow's if: compares github.event.label.name with; pass ${c.withEvent} with a payload for\
 another label`}:null,h=r?{}:{github:{event_name:f,event:p,repository:i.repository,ref:ki(f,p)??i.ref,sha:vi(f,p)??i.sha,
actor:bi(p)??i.actor},inputs:l,vars:a},w=Za(o,t.calledWorkflows??new Map,r?null:{names:t.secretNames??[],words:c},s),y=null;
if(t.job!==void 0){let O=o.jobs.map(K=>K.id),Z=Or(O,t.job),fe=w.find(K=>K.id===t.job&&K.calledBy!==null);Z!==void 0?y=Z:
fe?s.push({code:C.jobUnknown,severity:"error",path:o.fileName,message:`${c.job(t.job)}: a job of a called workflow runs \
only in its call; name the calling job: ${c.passJob(t.job.split("/")[0])}`}):s.push({code:C.jobUnknown,severity:"error",
path:o.fileName,message:`${c.job(t.job)}: no such job${St(t.job,O)}; jobs: ${O.join(", ")}`})}let b=new Map,k=new Map,_=[
{id:null,inputs:r?null:l}],v=new Set(w.map(O=>O.id.toLowerCase())),V=new Map,L=new Map;for(let O of w){let{job:Z,calledBy:fe}=O,
K=ee=>me(O.workflow.fileName,ee),Te=pc(Z.steps,t.loadAction),bt=Z.stageWorkflow===!0||Te!==null&&Te.length>0,Ne=fe===null?
h:{...h,inputs:{}},X=(fe!==null||r)&&rn(Z.strategy)!==null&&Et(rn(Z.strategy))?null:tf(e,Z,Ne,K,s,t.secretValues??[],bt),
On=fe===null?[]:b.get(fe)?.stageUpstream??[],Rs=ee=>{if(X===null||Te===null||fe!==null&&ee===null&&Te.some(({step:Le})=>Le.
with[g.stage]?.expression))return null;let lr=[],In=fc(e,Z,Te,X,fe===null?Ne:{...Ne,inputs:ee??{}},K,lr,t.secretValues??
[]);for(let Le of lr)s.some(Lt=>Lt.path===Le.path&&Lt.message===Le.message)||s.push(Le);if(In===null)return null;for(let{
stage:Le,leg:Lt}of In)Object.keys(Lt).length>0&&L.set(Le,Lt);return In.map(({stage:Le})=>Le)},so=fe===null?_:k.get(fe)??
null,vt=so?.map(ee=>({id:ee.id===null?O.id:`${ee.id}/${Z.id}`,stages:Rs(ee.inputs)}))??null;if(X!==null&&vt!==null)for(let ee of vt)
V.set(ee.id,Ju(ee.id,X,v));if(O.call!==null){let ee=O.call;k.set(O.id,so===null||vt===null||X===null?null:vt.flatMap((lr,In)=>{
let Le=so[In].inputs,Lt=V.get(lr.id)??[];return X.map((mc,hc)=>({id:Lt[hc],inputs:ef(e,Z,ee,{...Hp(h,Le),matrix:Es(mc)})}))}))}
b.set(O.id,{id:O.id,job:Z,workflow:O.workflow,needs:O.needs,upstream:O.upstream,stageUpstream:[...On,...O.upstream],calledBy:fe,
call:O.call,skip:O.skip,legs:X,stages:vt===null?Rs(null):vt.some(ee=>ee.stages===null)?null:vt.flatMap(ee=>ee.stages??[]),
instances:vt,steps:Z.steps.map(ee=>({step:ee,action:wt(ee)})),stageSteps:Te,recordsStages:bt})}for(let O of[...b.values()].
reverse()){if(O.call===null)continue;let Z=O.call.jobs.map(K=>b.get(K));O.stages=Z.some(K=>K?.stages==null)?null:Z.flatMap(
K=>K?.stages??[]);let fe=O.legs;O.instances===null||fe===null||(O.instances=O.instances.map(({id:K})=>{let Te=new Set(V.
get(K)),bt=Z.flatMap(Ne=>Ne?.instances?.filter(X=>Te.has(X.id.slice(0,X.id.lastIndexOf("/"))))??[null]);return{id:K,stages:bt.
some(Ne=>Ne?.stages==null)?null:bt.flatMap(Ne=>Ne?.stages??[])}}))}let pe=[...new Map(w.filter(O=>O.call!==null).map(O=>[
O.call.path,O.call.workflow])).values()];for(let O of[o,...pe])Kp(O,s);let R=af(b,s),W=new Map;for(let O of b.values())W.
set(O.id,lf(O.workflow,O,b,R,t.readFile,s));let U=s.filter(O=>O.severity==="error").sort(zp);if(U.length>0)return{plan:null,
errors:U};let ne=new Set(y?[y,...b.get(y)?.upstream??[]]:b.keys());for(let O of b.values())O.calledBy!==null&&ne.has(O.calledBy)&&
ne.add(O.id);let it=[...b.values()].filter(O=>ne.has(O.id)),A=[d,m].filter(O=>O!==null);return{plan:{[ac]:!0,workflow:o,
eventName:f,event:p,inputs:l,vars:a,contexts:h,jobs:it,target:y,notices:A,expanded:w,legIds:V,stageMatrices:L,legPlaces:f===
"workflow_call"||ro(o)?new Map:Jp(b,V),needsFacts:W},errors:[]}}function Jp(n,e){let t=new Map;for(let r of[...n.values()].
reverse()){let o=rn(r.job.strategy),s=o!==null&&!Et(o)?r.legs:null,i=new Map;if(r.call===null){if(s!==null)for(let[a,c]of pi(
r.job.id,s))i.set(a,[c])}else if(o===null)for(let a of r.call.jobs)for(let[c,f]of t.get(a)??[])i.set(c,f);else if(s!==null){
let a=(r.instances??[]).map(c=>e.get(c.id)??[]);for(let c of r.call.jobs){let f=t.get(c);for(let l of n.get(c)?.instances??
[]){let u=l.id.slice(0,l.id.lastIndexOf("/")),p=a.map(d=>d.indexOf(u)).find(d=>d>=0);if(p!==void 0)for(let d of l.stages??
[])i.set(d,[p,...f?.get(d)??[]])}}}i.size>0&&t.set(r.id,i)}return t}function zx(n,e){return e.calledBy!==null||e.job.stageWorkflow===
!0?()=>{}:(t,r)=>n.legPlaces.get(t)?.get(r)}function Hp(n,e){let{inputs:t,...r}=n;return e===null?r:{...r,inputs:e}}function Kp(n,e){
let t=c=>me(n.fileName,c);for(let c of Du(n))e.push({code:C.actionInputUnknown,severity:"error",path:t(c.position),message:c.
message});let r=Lu(n);for(let c of r)e.push({code:C.actionInputInvalid,severity:"error",path:t(c.position),message:c.message});
let o=n.jobs.flatMap(c=>[{key:"timeout-minutes",node:c.timeoutMinutes,step:!1},{key:"cancel-timeout-minutes",node:c.cancelTimeoutMinutes,
step:!1},...c.steps.map(f=>({key:"timeout-minutes",node:f.timeoutMinutes,step:!0}))]),s=new Set([...n.problems.map(c=>c.
path),...r.map(c=>t(c.position))]);for(let{key:c,node:f,step:l}of o){if(f?.kind!=="literal"||s.has(t(f.position)))continue;
let u=l?Yu(f.value):Xu(f.value,c),p=u===null?`${c} must be a number of minutes, ${_s(f.value)}`:"problem"in u?u.problem:
null;p!==null&&e.push({code:C.timeoutInvalid,severity:"error",path:t(f.position),message:p})}let i=c=>c!==null&&!c.text.
includes("${{")?c:null,a=[{shell:i(n.defaults?.shell??null),key:"defaults.run.shell"},...n.jobs.flatMap(c=>[{shell:i(c.defaults?.
shell??null),key:`jobs.${c.id}.defaults.run.shell`},...c.steps.filter(f=>f.run!==null).map(f=>({shell:i(f.shell),key:"sh\
ell"}))])];for(let{shell:c,key:f}of a){if(c===null)continue;let{text:l,position:u}=c;try{Eu(l)}catch(p){e.push({code:C.shellInvalid,
severity:"error",path:t(u),message:`${f}: ${p instanceof $?p.message:String(p)}`})}}}function zp(n,e){let t=r=>{let o=/:(\d+):(\d+)$/.
exec(r.path);return o?Number(o[1])*1e6+Number(o[2]):0};return t(n)-t(e)}function Xx(n,e,t={}){let{eventName:r,event:o}=cc(
ur(n),e,t,t.words??wo,!1,[]);return{name:r,payload:o,made:!t.event}}function cc(n,e,t,r,o,s){let i=t.facts??bo,{name:a,problem:c}=gi(
n,t.event??null,t.eventName,r);c!==null&&s.push({code:C.eventNotTrigger,severity:"error",path:n.fileName,message:c});let f=o?
{}:{...Yp(n,a,t.event??null),...t.inputs},l=o?{}:Zp(n,a,f,r,s),u=t.event?void 0:Cu(n,e,["github","event","label","name"]),
p=t.event?Xp(t.event,a,tc(l,f)):wi(a,i,tc(l,f),n,u);return{eventName:a,inputs:l,labelName:u,event:p}}function Xp(n,e,t){
if(!(e==="workflow_dispatch"||e==="workflow_call")||Object.keys(t).length===0)return n;let o=n.inputs!==null&&typeof n.inputs==
"object"?n.inputs:{};return{...n,inputs:{...o,...t}}}function tc(n,e){return Object.fromEntries(Object.entries(n).map(([
t,r])=>[t,Object.hasOwn(e,t)?e[t]:String(r)]))}function Yp(n,e,t){let r=t?.inputs;if(e!=="workflow_dispatch"||r===null||
typeof r!="object")return{};let o={};for(let[s,i]of Object.entries(r))Object.hasOwn(n.inputs,s)&&(i===""&&n.inputs[s].default===
null||(typeof i=="string"||typeof i=="number"||typeof i=="boolean")&&(o[s]=String(i)));return o}function ro(n){let e=Object.
keys(n.on);return e.length>0&&e.every(t=>t==="workflow_call")}function Qp(n,e,t,r,o){if(e!=="workflow_call"&&!ro(n))return;
let s=n.on.workflow_call?.secrets;if(s===null||typeof s!="object")return;let i=new Set(t.map(a=>a.toUpperCase()));for(let[
a,c]of Object.entries(s))c?.required!==!0||i.has(a.toUpperCase())||o.push({code:C.inputMissing,severity:"error",path:n.fileName,
message:`secret ${a} is required by on.workflow_call.secrets, as GitHub requires it of every caller; pass ${r.passSecret(
a)} (with ${a} set in the environment)`})}function Zp(n,e,t,r,o){let s={},i=ro(n),a=e==="workflow_dispatch"||e==="workfl\
ow_call"||i,c=e==="workflow_dispatch"&&!i?"workflow_dispatch":"workflow_call",f=n.on[c]?.inputs,l=Object.fromEntries(Object.
entries(n.inputs).filter(([p])=>f!==null&&typeof f=="object"&&Object.hasOwn(f,p))),u=Object.keys(l);if(!a){for(let p of Object.
keys(t))o.push({code:C.inputUnknown,severity:"error",path:n.fileName,message:`${r.input(p)}: ${e} runs have no inputs (o\
n GitHub, inputs are for workflow_dispatch and workflow_call); ${"workflow_dispatch"in n.on?`pass ${r.passEventName("wor\
kflow_dispatch")} to dispatch it`:`give the event's payload with ${r.withEvent} instead (this workflow is not triggered \
by workflow_dispatch)`}`});return s}for(let[p,d]of Object.entries(t)){let m=l[p];if(!m){o.push({code:C.inputUnknown,severity:"\
error",path:n.fileName,message:`${r.input(p)}: on.${c} declares no such input${St(p,u)}; its inputs: ${u.length>0?u.join(
", "):"(none)"}`});continue}let h=me(n.fileName,m.position);switch(m.type){case"boolean":d!=="true"&&d!=="false"?o.push(
{code:C.inputInvalid,severity:"error",path:h,message:`${r.input(p,d)}: input '${p}' is a boolean; use true or false`}):s[p]=
d==="true";break;case"number":d.trim()===""||!Number.isFinite(Number(d))?o.push({code:C.inputInvalid,severity:"error",path:h,
message:`${r.input(p,d)}: input '${p}' is a number`}):s[p]=Number(d);break;case"choice":m.options&&!m.options.includes(d)?
o.push({code:C.inputInvalid,severity:"error",path:h,message:`${r.input(p,d)}: not one of the options: ${m.options.join("\
, ")}`}):s[p]=d;break;default:s[p]=d}}for(let p of Object.values(l))p.name in t||(p.default!==null?s[p.name]=p.default:p.
required&&a?o.push({code:C.inputMissing,severity:"error",path:me(n.fileName,p.position),message:`input '${p.name}' is re\
quired and has no default; pass ${r.passInput(p.name)}`}):p.type==="boolean"?s[p.name]=!1:s[p.name]="");return s}function lc(n,e){
let[t,r]=n;if(t==="matrix")return!0;if(t==="inputs"||t==="vars")return Object.hasOwn(e,t);if(t!=="github"||r===void 0||r===
"*")return!1;let o=e.github;return typeof o=="object"&&o!==null&&!Array.isArray(o)&&Object.keys(o).some(s=>s.toLowerCase()===
r)}function ef(n,e,t,r){let o=t.workflow.call;if(o===void 0||Object.values(e.with).some(i=>i.expression!==null&&n.facts(
i.expression).paths.some(a=>!lc(a,r))))return null;try{return su(o,ou(n,e,o,()=>({contexts:r})),t.path)}catch(i){if(i instanceof
$)return null;throw i}}function tf(n,e,t,r,o,s,i){let a=rn(e.strategy);if(!a)return[{}];if(Os(a))return null;let c=(l,u)=>{
if(!(l instanceof $))throw l;return o.push({code:C.matrixInvalid,severity:"error",path:l.where??r(a.position),message:`j\
obs.${e.id}: ${l.message}`}),u},f;try{f=nf(n,a,t,r)}catch(l){return c(l,[{}])}try{Hu(e.id,f,r(a.position),s,{recordsStages:i})}catch(l){
return c(l,null)}return f}function rn(n){return n?n.kind==="expression"?n:n.kind!=="mapping"?null:n.entries.find(e=>e.key===
"matrix")?.value??null:null}function nf(n,e,t,r){let o=cn(n,e,{contexts:t,where:r(e.position)});return $s(o,r(e.position),
{whereOf:s=>r(rf(e,s))})}function rf(n,e){let t=n,r=n.position;for(let o of e)if(t.kind==="mapping"&&typeof o=="string"){
let s=t.entries.find(i=>i.key===o);if(!s)break;r=s.keyPosition??s.value.position,t=s.value}else if(t.kind==="sequence"&&
typeof o=="number"){let s=t.items[o];if(!s)break;r=s.position,t=s}else break;return r}function Os(n){if(!Et(n))return!1;
switch(n.kind){case"expression":return/\bneeds\b/i.test(n.expression);case"sequence":return n.items.some(Os);case"mappin\
g":return n.entries.some(e=>Os(e.value));default:return!1}}function of(n,e,t,r,o){let s=t.with[g.stage];return s&&s.text.
trim()!==""?(s.expression===null?[]:n.facts(s.expression).paths).some(a=>!lc(a,o))?null:ko(n,s,{contexts:{...o,matrix:Es(
r)}}).trim():Ut(e.id,Object.keys(r).length>0?r:null)}function Is(n){return n.action.kind==="baton"&&(n.action.action==="\
stage"||n.action.action==="prepare")}var sf=9;function pc(n,e,t=0){let r=[];for(let o of n){let s=wt(o);if(Is({step:o,action:s})&&
r.push({step:o,inAction:t>0}),s.kind!=="local")continue;if(e===void 0||t>sf)return null;let i=e(s.path);if(i===void 0)return null;
if(i.kind!=="composite")continue;let a=pc(i.steps,e,t+1);if(a===null)return null;r.push(...a)}return r}function Yx(n,e,t,r,o){
return e.stageSteps===null?null:fc(n,e.job,e.stageSteps,t,r,()=>"",[],o)}function fc(n,e,t,r,o,s,i,a){let c=[];for(let{step:f,
inAction:l}of t){if(l&&f.with[g.stage]?.expression)return null;for(let u of r){let p;try{p=of(n,e,f,u,o)}catch(m){if(!(m instanceof
$))throw m;i.push({code:C.stageInvalid,severity:"error",path:s(f.with[g.stage]?.position??f.position),message:m.message});
continue}if(p===null)return null;if(vr(p,a)){i.push({code:C.stageInvalid,severity:"error",path:s(f.with[g.stage]?.position??
f.position),message:vs});continue}if(!kt.test(p)){i.push({code:C.stageInvalid,severity:"error",path:s(f.with[g.stage]?.position??
f.position),message:`stage "${p}" is not a valid stage id: a letter or _ then up to 99 letters, digits, _ or -`});continue}
let d=si(p);if(d!==null){i.push({code:C.stageInvalid,severity:"error",path:s(f.with[g.stage]?.position??f.position),message:d});
continue}c.push({stage:p,leg:u})}}return c}function af(n,e){let t=new Map;for(let r of n.values()){if(r.call!==null)continue;
let o=c=>me(r.workflow.fileName,c),s=new Set,i=new Map,a=r.stages===null?[]:r.instances??[{id:r.id,stages:r.stages}];for(let c of a){
let f=new Set;for(let l of c.stages??[]){let u=t.get(l),p=i.get(l),d=f.has(l)?`job '${r.id}' runs stage '${l}' more than\
 once; give each baton step its own \`stage\` input`:p!==void 0?cf(l,r.id,[p,c.id]):u!==void 0?`stage '${l}' of job '${r.
id}' is also a stage of job '${u}'; set a different \`stage\` input${r.calledBy!==null||n.get(u)?.calledBy?" (a called w\
orkflow's job records its stages under its own job id, as github.job is inside a called workflow on GitHub, so two calls\
 of one file, or a called job and a job of the same id, record the same stage; give the called file's stage a `stage:` i\
nput made from one of its inputs)":""}`:null;d!==null&&!s.has(l)&&(s.add(l),e.push({code:C.stageDuplicate,severity:"erro\
r",path:o(r.job.position),message:d})),f.add(l),i.set(l,i.get(l)??c.id),t.set(l,t.get(l)??r.id)}}}return t}function uf(n,e,t,r,o){
let s=t.with[g.vars],i;if(e.calledBy===null&&(s===void 0||s.expression===null))try{let f=s===void 0?[]:Object.keys(to(s.
text)),l=Object.keys(n.inputs);i={names:[...new Set([...l,...f])],from:"the workflow's declared inputs and the keys of t\
he step's vars"}}catch{}let a=f=>("stage"in f?[o.get(f.stage)??""]:As(e,f.job)).map(l=>r.get(l)).filter(l=>l!==void 0),c=f=>f.
some(l=>l.legs===null)?void 0:nc(f.flatMap(l=>l.legs??[]));return{inputs:i,matrix:f=>{let l=a(f);if(!(l.length===0||l.some(
u=>u.skip!==null)))return c(l.flatMap(u=>u.call===null?[u]:oo(u,r).filter(p=>p.recordsStages||p.stageSteps===null)))},call:f=>{
for(let l of a(f)){let u=l.call!==null?l:r.get(l.calledBy??"");if(u?.call==null)continue;return{job:u===l&&"job"in f?f.job:
u.id,file:u.call.path,keys:nc(u.legs??[])}}}}}function nc(n){return[...new Set(n.flatMap(e=>Object.keys(e)))]}function cf(n,e,t){
return`stage '${n}' of job '${e}' would be recorded by every leg of the call around it (${t.join(", ")}): a called workf\
low's job records its stages under its own job id, as github.job is inside a called workflow on GitHub, and the caller's\
 matrix does not reach the called workflow; give the stage a \`stage:\` input made from the inputs its legs give it (stage\
: ${ie(e)}-\${{ inputs.<name> }}), so that each leg records its own`}function lf(n,e,t,r,o,s){let i=d=>me(n.fileName,d),
a=e.stageUpstream.map(d=>t.get(d)).filter(d=>d!==void 0),c=[...new Set(a.flatMap(d=>oo(d,t)))],f=[...new Set(c.flatMap(d=>d.
stages??[]))],l=c.filter(d=>d.stages===null),u=[...new Set(l.map(d=>ie(d.id)))],p={job:e.id,upstreamStages:f,openMatrices:[
...new Set(l.filter(sc).map(d=>ie(d.id)))],unknown:l.some(d=>!sc(d)),jobs:hf(t),upstreamJobs:e.upstream,runsAfter:d=>Ir(
n,d,e.id)};for(let{step:d,action:m}of e.steps){if(!Is({step:d,action:m}))continue;let h=d.with[g.needs];if(h)for(let R of vu(
h,p))s.push({code:C.needsInput,severity:"error",path:i(dc(n).locate(h,R.offset)),message:R.message});let w=za(n,e.job)?Xa(
h,R=>{let W=t.get(r.get(R)??"");if(W===void 0)return;let U=W.upstream.map(ne=>t.get(ne)?.stages??null);return{callsStageWorkflow:W.
job.stageWorkflow===!0,needsInput:W.job.steps[0]?.with[g.needs],upstreamStages:U.includes(null)?null:U.flatMap(ne=>ne??[])}}):
null,y=(R,W)=>({code:C.templateStage,severity:"error",message:Ya(R,W,e.id,h)}),b=[],k=d.with[g.prompt];if(k&&(k.expression===
null||!Wi(k.text))){let R=k.expression===null?k.text:Vi(k.text);b.push({template:R,locate:(W,U)=>yf(n,k,W,U)})}let _=d.with[g.
promptFile];if(_&&_.expression===null&&o){let R,W="does not exist";try{R=o(_.text)}catch(U){W=U instanceof Error?U.message:
String(U)}R===void 0?s.push({code:C.promptFileMissing,severity:"error",path:i(_.position),message:`prompt-file ${_.text}\
: ${W}`}):b.push({template:R,locate:(U,ne)=>`${_.text}:${U}:${ne}`})}let v=uf(n,e,d,t,r),V=null,L=[];for(let{template:R,
locate:W}of b){let{analysis:U,problems:ne}=xr(R);U&&(L.push(...U.references),V??=Zu(U,(A,_n)=>W(A,_n).replace(`${n.fileName}\
:`,"")));let it=Pu(U?.keys??[],v);for(let A of[...ne,...it])s.push({code:it.includes(A)?C.templateKey:C.templateInvalid,
severity:"error",path:W(A.line,A.column),message:[A.message,...A.details].join("; ")});for(let A of U?.references??[]){if(A.
kind==="job"){let K=As(e,A.stage).map(X=>t.get(X)?.stages);if(K.length>0){let X=K.includes(null)?null:K.flatMap(On=>On??
[]);w&&X&&X.length>0&&!X.some(On=>w.has(On))&&s.push({...y(`jobs.${A.stage}`,`its stages (${X.join(", ")})`),path:W(A.line,
A.column)});continue}let Te=[...new Set(e.stageUpstream.map(ie))],bt=Ue(A.stage,Te),Ne=ff(e.id).map(X=>`${X}${A.stage}`).
find(X=>t.has(X));s.push({code:C.templateStage,severity:"error",path:W(A.line,A.column),message:`jobs.${A.stage}: not a \
job upstream of job '${e.id}'${e.stageUpstream.includes(A.stage)?` (did you mean ${ie(A.stage)}? a called workflow reads\
 its own jobs by their ids in its file, as GitHub's records name them: github.job is the called file's own job id)`:Ne!==
void 0?rc(t,e.id,Ne,"job"):bt?` (did you mean ${bt}?)`:""}; upstream jobs: ${Te.length>0?Te.join(", "):"(none)"}`});continue}
if(f.includes(A.stage)){w&&!w.has(A.stage)&&s.push({...y(`stages.${A.stage}`,A.stage),path:W(A.line,A.column)});continue}
if(df(u,A.stage))continue;let _n=r.get(A.stage)??gf(A.stage,t),O=Ue(A.stage,f),Z=mf(A.stage,t),fe=_n?rc(t,e.id,_n,"stage"):
Z!==null?` (did you mean ${Z}? a called workflow's job records its stages under its own job id, as github.job is inside \
a called workflow on GitHub)`:O?` (did you mean ${O}?)`:"";s.push({code:C.templateStage,severity:"error",path:W(A.line,A.
column),message:`stages.${A.stage}: not a stage upstream of job '${e.id}'${fe}; upstream stages: ${f.length>0||u.length>
0?[...f,...u.map(K=>`${K}-*`)].join(", "):"(none)"}`})}}let pe=V?.kind==="reference"?pf(n,e,d,V,L,f,t):null;pe!==null&&s.
push(pe)}return p}function pf(n,e,t,r,o,s,i){if(e.calledBy!==null||e.job.stageWorkflow===!0||ro(n)||t.uses===null||t.uses.
text.trim().startsWith("./")||(t.with[g.needs]?.text.trim()??"")!=="")return null;let a=e.job.steps[t.index]?.position;if(a?.
line!==t.position.line||a.column!==t.position.column)return null;let c=Qu(e.job.steps,t.index,l=>`${l.line}:${l.column}`);
if(c===null)return null;let f=new Set;for(let l of o){if(l.kind==="stage"){s.includes(l.stage)&&f.add(l.stage);continue}
for(let u of As(e,l.stage))for(let p of i.get(u)?.stages??[])f.add(p)}return{code:C.checkoutMissing,severity:"error",path:me(
n.fileName,t.uses.position),message:ec(e.id,r,c,[...f])}}function As(n,e){return n.stageUpstream.filter(t=>ie(t)===e)}function ff(n){
let e=[];for(let t=n.lastIndexOf("/");t>=0;t=n.lastIndexOf("/",t-1))e.push(n.slice(0,t+1));return[...e,""]}function oo(n,e){
let t=r=>r===n.id?n:e.get(r);return fs([n.id],r=>t(r)?.call).map(t).filter(r=>r!==void 0&&r.call===null)}function Qx(n,e){
return n.call===null||n.stages!==null?[n.id]:[...oo(n,e).map(t=>t.id),n.id]}function Zx(n,e){let t=oo(n,e).filter(r=>r.stages===
null);return[...new Set(t.map(r=>ie(r.id)))]}function df(n,e){return n.some(t=>e===t||e.startsWith(`${t}-`))}function mf(n,e){
for(let t of e.values()){if(t.calledBy===null)continue;let r=Qa(t.id);if(n===r||n.startsWith(`${r}-`))return`${ie(t.id)}${n.
slice(r.length)}`}return null}function rc(n,e,t,r){let o="a prompt reads only stages of jobs that finish before it",s=iu(
i=>{let a=n.get(i);return a?{workflow:a.workflow,calledBy:a.calledBy}:void 0},e,t);return s.kind==="self"?` (${r==="stag\
e"?"it is a stage of this job itself":"it is this job itself"}: ${o}; a retry's previous attempt is {{attempt.previous}}\
)`:s.kind==="after"?` (${s.text}; ${o})`:s.kind!=="add"?` (${r==="stage"?`it is a stage of job '${t}'; `:""}${s.text})`:
r==="stage"?` (it is a stage of job '${t}'; add '${s.need}' to ${s.needsOf})`:` (add '${s.need}' to ${s.needsOf})`}var oc=new WeakMap;
function hf(n){let e=oc.get(n);return e===void 0&&(e=new Map([...n.values()].map(t=>[t.id,{stages:t.stages,matrix:rn(t.job.
strategy)!==null}])),oc.set(n,e)),e}function sc(n){return n.legs===null&&n.call===null&&n.steps.every(({step:e,action:t})=>t.
kind!=="local"&&(!Is({step:e,action:t})||(e.with[g.stage]?.text.trim()??"")===""))}function gf(n,e){let t;for(let r of e.
values()){let o=ie(r.id);r.stages!==null||r.call!==null||!(n===o||n.startsWith(`${o}-`))||(t===void 0||o.length>ie(t).length)&&
(t=r.id)}return t}var ic=new WeakMap;function yf(n,e,t,r){let o=dc(n).locateLine(e,t,r);return`${n.fileName}:${o.line}:${o.
column}`}function dc(n){let e=ic.get(n);return e===void 0&&(e=new no(n.source),ic.set(n,e)),e}function wf(n){return n.label!==
null&&typeof n.label=="object"}function js(n){let e=wt(n);return e.kind==="baton"?e.action:null}function aS(n){return n.steps.some(e=>{let t=js(e);return t===
"stage"||t==="prepare"})}function bf(n){let e=[];for(let t of n.steps){let r=js(t);(r==="stage"||r==="prepare")&&e.push(
t.with)}return nt(n)&&e.push(n.with),e}function vf(n){let e=new Set;for(let t of n.steps){let r=js(t);t.id&&(r==="stage"||
r==="capture")&&e.add(t.id.toLowerCase())}return e}function uS(n,e,t){if(nt(n))return new Set([e]);let r=vf(n),o=new Set;
for(let[s,i]of Object.entries(n.outputs)){if(i.expression===null)continue;t.facts(i.expression).paths.some(c=>c[0]==="st\
eps"&&c[2]==="outputs"&&c[3]===e&&r.has(c[1]??""))&&o.add(s.toLowerCase())}return o}var cS=new Set(Object.values(ot).flatMap(
n=>n.keyEnv.map(e=>e.toUpperCase())));function kf(n){let e=new Set,t=!1;for(let r of bf(n)){let o=r[g.stage];o?o.expression===
null?e.add(o.text.trim()):t=!0:e.add(n.id)}return{ids:[...e],matrix:n.strategy!==null&&xf(n.strategy),unknown:t}}function lS(n,e){
let{ids:t,matrix:r,unknown:o}=kf(n);if(o||n.steps.some(a=>wt(a).kind==="local"))return{stages:null,openMatrix:!1,matrix:r};
if(!r)return{stages:t,openMatrix:!1,matrix:r};let s=rn(n.strategy),i=t.includes(n.id);if(s===null||Et(s))return{stages:null,
openMatrix:i,matrix:r};try{let a=Bu(n.id,cn(e,s,{contexts:{}}));return{stages:t.flatMap(c=>c===n.id?a:[c]),openMatrix:!1,
matrix:r}}catch{return{stages:null,openMatrix:i,matrix:r}}}function xf(n){return n.kind!=="mapping"||n.entries.some(e=>e.
key==="matrix")}function pS(n,e){let t=n.permissions?"job":"workflow",r=n.permissions??e.permissions;if(r===null)return{
kind:"unset"};if(r.kind==="literal")return{kind:"all",level:String(r.value),position:r.position,from:t};if(r.kind==="map\
ping"){let o=new Map;for(let s of r.entries)if(s.value.kind==="literal")o.set(s.key,String(s.value.value));else return{kind:"\
expression",position:r.position,from:t};return{kind:"scopes",scopes:o,position:r.position,from:t}}return{kind:"expressio\
n",position:r.position,from:t}}function fS(n){return n.kind==="all"?n.level==="write-all"?["write-all"]:[]:n.kind==="sco\
pes"?[...n.scopes].filter(([,e])=>e==="write").map(([e])=>e):[]}function dS(n,e){return n.kind==="all"?n.level==="write-\
all":n.kind==="scopes"?n.scopes.get(e)==="write":!1}export{ko as a,Sf as b,Ef as c,cn as d,Et as e,Wm as f,Wi as g,Vi as h,Or as i,jc as j,Jm as k,Ir as l,Ar as m,me as n,Rc as o,
Db as p,Lb as q,wt as r,nt as s,rt as t,nn as u,ot as v,Vb as w,_l as x,Gb as y,us as z,Bb as A,Jb as B,Hb as C,Kb as D,
zb as E,za as F,Xa as G,Ya as H,ie as I,fs as J,Za as K,ou as L,su as M,iu as N,gv as O,uu as P,ms as Q,lu as R,du as S,
ep as T,Mv as U,Dv as V,rp as W,Bv as X,Jv as Y,no as Z,Es as _,Ju as $,Hu as aa,Zv as ba,pp as ca,ek as da,ws as ea,tk as fa,
nk as ga,vu as ha,pk as ia,Nu as ja,Zr as ka,wk as la,bp as ma,Mk as na,Dk as oa,to as pa,Bk as qa,Jk as ra,Du as sa,Lu as ta,
_s as ua,Xu as va,Yu as wa,Qu as xa,Zu as ya,ec as za,Jx as Aa,Hx as Ba,Kx as Ca,zx as Da,Xx as Ea,lc as Fa,rn as Ga,nf as Ha,
sf as Ia,Yx as Ja,cf as Ka,Qx as La,Zx as Ma,df as Na,js as Oa,aS as Pa,bf as Qa,vf as Ra,uS as Sa,cS as Ta,kf as Ua,lS as Va,
pS as Wa,fS as Xa,dS as Ya};
