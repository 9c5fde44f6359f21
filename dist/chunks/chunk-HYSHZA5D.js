import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{C as So,D as vi,E as ki,F as xi,H as Si,I as Ei,K as $i,b as hi,f as yi,r as qn,u as wi,w as bi,y as Tr}from"./chunk-ETIGVOOY.js";
import{b as Cn,d as $r,j as mi}from"./chunk-JU6BSEBN.js";import{b as Vt}from"./chunk-KZKSW2XE.js";import{a as xo}from"./chunk-LS2NIP65.js";
import{R as di,T as gi,d as ai,e as ui,f as li,h as ci,i as pi,r as fi}from"./chunk-FFMDQTTX.js";import{a as _l}from"./chunk-RBL3FFHZ.js";
import{a as Sr,b as Er}from"./chunk-XNRD3O7X.js";import{c as oi,g as si,h as ii}from"./chunk-GRBFDW7V.js";import{
a as ri}from"./chunk-4DTSV5DY.js";import{a as ni,b as pn,d as xr}from"./chunk-YN25PATV.js";import{c as un}from"./chunk-FCWOFCWY.js";
import{f as We,h as Ln,i as $t}from"./chunk-JYVLKM6Q.js";import{b as Ls,d as E,e as co}from"./chunk-OKFZ7BVP.js";
import{a as po}from"./chunk-5A7QKWCT.js";import{$ as Ys,Aa as Ke,B as g,Ca as ti,D as ye,F as mo,G as Wt,H as gr,Ha as kr,
I as Pn,J as Vs,K as Bs,L as ho,M as Js,N as Hs,S as D,T as Ks,W as zs,Y as yr,Z as wr,_ as Xs,aa as go,b as Cs,ba as yo,
ca as wo,da as bo,ea as Qs,fa as Mn,g as qs,ga as Zs,h as Us,i as jn,ia as z,ja as ln,ka as cn,la as vo,m as fo,n as Rn,
na as ko,oa as Gt,qa as Et,ua as ei,v as Fs,va as br,w as Ws,wa as Dn,x as ue,xa as vr,y as St,z as Gs,za as Fe}from"./chunk-6TGY3HYZ.js";
import{b as Tl,c as Nl,d as pt}from"./chunk-3NR5HZ6E.js";var ia=Tl((qr,es)=>{(function(e,t){typeof qr=="object"&&typeof es=="object"?es.exports=t():typeof define=="function"&&define.
amd?define("cronstrue",[],t):typeof qr=="object"?qr.cronstrue=t():e.cronstrue=t()})(globalThis,()=>(()=>{"use strict";var n={
949:((o,s,i)=>{Object.defineProperty(s,"__esModule",{value:!0}),s.CronParser=void 0;var a=i(515),l=(function(){function d(p,u,c){
u===void 0&&(u=!0),c===void 0&&(c=!1),this.expression=p,this.dayOfWeekStartIndexZero=u,this.monthStartIndexZero=c}return d.
prototype.parse=function(){var p,u,c=(p=this.expression)!==null&&p!==void 0?p:"";if(c==="@reboot")return u=["@reboot","",
"","","","",""],u;if(c.startsWith("@")){var f=this.parseSpecial(this.expression);u=this.extractParts(f)}else u=this.extractParts(
this.expression);return this.normalize(u),this.validate(u),u},d.prototype.parseSpecial=function(p){var u={"@yearly":"0 0\
 1 1 *","@annually":"0 0 1 1 *","@monthly":"0 0 1 * *","@weekly":"0 0 * * 0","@daily":"0 0 * * *","@midnight":"0 0 * * *",
"@hourly":"0 * * * *","@reboot":"@reboot"},c=u[p];if(!c)throw new Error("Unknown special expression.");return c},d.prototype.
extractParts=function(p){if(!this.expression)throw new Error("cron expression is empty");for(var u=p.trim().split(/[ ]+/),
c=0;c<u.length;c++)if(u[c].includes(",")){var f=u[c].split(",").map(function(h){return h.trim()}).filter(function(h){return h!==
""}).map(function(h){return isNaN(Number(h))?h:Number(h)}).filter(function(h){return h!==null&&h!==""});f.length===0&&f.
push("*"),f.sort(function(h,w){return h!==null&&w!==null?h-w:0}),u[c]=f.map(function(h){return h!==null?h.toString():""}).
join(",")}if(u.length<5)throw new Error("Expression has only ".concat(u.length," part").concat(u.length==1?"":"s",". At \
least 5 parts are required."));if(u.length==5)u.unshift(""),u.push("");else if(u.length==6){var m=/\d{4}$/.test(u[5])||u[4]==
"?"||u[2]=="?";m?u.unshift(""):u.push("")}else if(u.length>7)throw new Error("Expression has ".concat(u.length," parts; \
too many!"));return u},d.prototype.normalize=function(p){var u=this;if(p[3]=p[3].replace("?","*"),p[5]=p[5].replace("?",
"*"),p[2]=p[2].replace("?","*"),p[0].indexOf("0/")==0&&(p[0]=p[0].replace("0/","*/")),p[1].indexOf("0/")==0&&(p[1]=p[1].
replace("0/","*/")),p[2].indexOf("0/")==0&&(p[2]=p[2].replace("0/","*/")),p[3].indexOf("1/")==0&&(p[3]=p[3].replace("1/",
"*/")),p[4].indexOf("1/")==0&&(p[4]=p[4].replace("1/","*/")),p[6].indexOf("1/")==0&&(p[6]=p[6].replace("1/","*/")),p[5]=
p[5].replace(/(^\d)|([^#/\s]\d)/g,function(k){var O=k.replace(/\D/,""),v=O;return u.dayOfWeekStartIndexZero?O=="7"&&(v="\
0"):v=(parseInt(O)-1).toString(),k.replace(O,v)}),p[5]=="L"&&(p[5]="6"),p[3]=="?"&&(p[3]="*"),p[3].indexOf("W")>-1&&(p[3].
indexOf(",")>-1||p[3].indexOf("-")>-1))throw new Error("The 'W' character can be specified only when the day-of-month is\
 a single day, not a range or list of days.");var c={SUN:0,MON:1,TUE:2,WED:3,THU:4,FRI:5,SAT:6};for(var f in c)p[5]=p[5].
replace(new RegExp(f,"gi"),c[f].toString());p[4]=p[4].replace(/(^\d{1,2})|([^#/\s]\d{1,2})/g,function(k){var O=k.replace(
/\D/,""),v=O;return u.monthStartIndexZero&&(v=(parseInt(O)+1).toString()),k.replace(O,v)});var m={JAN:1,FEB:2,MAR:3,APR:4,
MAY:5,JUN:6,JUL:7,AUG:8,SEP:9,OCT:10,NOV:11,DEC:12};for(var h in m)p[4]=p[4].replace(new RegExp(h,"gi"),m[h].toString());
p[0]=="0"&&(p[0]=""),!/\*|\-|\,|\//.test(p[2])&&(/\*|\//.test(p[1])||/\*|\//.test(p[0]))&&(p[2]+="-".concat(p[2]));for(var w=0;w<
p.length;w++)if(p[w].indexOf(",")!=-1&&(p[w]=p[w].split(",").filter(function(k){return k!==""}).join(",")||"*"),p[w]=="*\
/1"&&(p[w]="*"),p[w].indexOf("/")>-1&&!/^\*|\-|\,/.test(p[w])){var y=null;switch(w){case 4:y="12";break;case 5:y="6";break;case 6:
y="9999";break;default:y=null;break}if(y!==null){var b=p[w].split("/");p[w]="".concat(b[0],"-").concat(y,"/").concat(b[1])}}},
d.prototype.validate=function(p){var u="0-9,\\-*/";this.validateOnlyExpectedCharactersFound(p[0],u),this.validateOnlyExpectedCharactersFound(
p[1],u),this.validateOnlyExpectedCharactersFound(p[2],u),this.validateOnlyExpectedCharactersFound(p[3],"0-9,\\-*/LW"),this.
validateOnlyExpectedCharactersFound(p[4],u),this.validateOnlyExpectedCharactersFound(p[5],"0-9,\\-*/L#"),this.validateOnlyExpectedCharactersFound(
p[6],u),this.validateAnyRanges(p)},d.prototype.validateAnyRanges=function(p){a.default.secondRange(p[0]),a.default.minuteRange(
p[1]),a.default.hourRange(p[2]),a.default.dayOfMonthRange(p[3]),a.default.monthRange(p[4],this.monthStartIndexZero),a.default.
dayOfWeekRange(p[5],this.dayOfWeekStartIndexZero)},d.prototype.validateOnlyExpectedCharactersFound=function(p,u){var c=p.
match(new RegExp("[^".concat(u,"]+"),"gi"));if(c&&c.length)throw new Error("Expression contains invalid values: '".concat(
c.toString(),"'"))},d})();s.CronParser=l}),333:((o,s,i)=>{Object.defineProperty(s,"__esModule",{value:!0}),s.ExpressionDescriptor=
void 0;var a=i(823),l=i(949),d=(function(){function p(u,c){if(this.expression=u,this.options=c,this.expressionParts=new Array(
5),!this.options.locale&&p.defaultLocale&&(this.options.locale=p.defaultLocale),!p.locales[this.options.locale]){var f=Object.
keys(p.locales)[0];console.warn("Locale '".concat(this.options.locale,"' could not be found; falling back to '").concat(
f,"'.")),this.options.locale=f}this.i18n=p.locales[this.options.locale],c.use24HourTimeFormat===void 0&&(c.use24HourTimeFormat=
this.i18n.use24HourTimeFormatByDefault())}return p.toString=function(u,c){var f=c===void 0?{}:c,m=f.throwExceptionOnParseError,
h=m===void 0?!0:m,w=f.verbose,y=w===void 0?!1:w,b=f.dayOfWeekStartIndexZero,k=b===void 0?!0:b,O=f.monthStartIndexZero,v=O===
void 0?!1:O,G=f.use24HourTimeFormat,C=f.locale,pe=C===void 0?null:C,R={throwExceptionOnParseError:h,verbose:y,dayOfWeekStartIndexZero:k,
monthStartIndexZero:v,use24HourTimeFormat:G,locale:pe};R.tzOffset&&console.warn("'tzOffset' option has been deprecated a\
nd is no longer supported.");var W=new p(u,R);return W.getFullDescription()},p.initialize=function(u,c){c===void 0&&(c="\
en"),p.specialCharacters=["/","-",",","*"],p.defaultLocale=c,u.load(p.locales)},p.prototype.getFullDescription=function(){
var u,c,f="";try{var m=new l.CronParser(this.expression,this.options.dayOfWeekStartIndexZero,this.options.monthStartIndexZero);
if(this.expressionParts=m.parse(),this.expressionParts[0]==="@reboot")return((c=(u=this.i18n).atReboot)===null||c===void 0?
void 0:c.call(u))||"Run once, at startup";var h=this.getTimeOfDayDescription(),w=this.getDayOfMonthDescription(),y=this.
getMonthDescription(),b=this.getDayOfWeekDescription(),k=this.getYearDescription();f+=h+w+b+y+k,f=this.transformVerbosity(
f,!!this.options.verbose),f=f.charAt(0).toLocaleUpperCase()+f.substr(1)}catch(O){if(!this.options.throwExceptionOnParseError)
f=this.i18n.anErrorOccuredWhenGeneratingTheExpressionD();else throw"".concat(O)}return f},p.prototype.getTimeOfDayDescription=
function(){var u=this.expressionParts[0],c=this.expressionParts[1],f=this.expressionParts[2],m="";if(!a.StringUtilities.
containsAny(c,p.specialCharacters)&&!a.StringUtilities.containsAny(f,p.specialCharacters)&&!a.StringUtilities.containsAny(
u,p.specialCharacters))m+=this.i18n.atSpace()+this.formatTime(f,c,u);else if(!u&&c.indexOf("-")>-1&&!(c.indexOf(",")>-1)&&
!(c.indexOf("/")>-1)&&!a.StringUtilities.containsAny(f,p.specialCharacters)){var h=c.split("-");m+=a.StringUtilities.format(
this.i18n.everyMinuteBetweenX0AndX1(),this.formatTime(f,h[0],""),this.formatTime(f,h[1],""))}else if(!u&&f.indexOf(",")>
-1&&f.indexOf("-")==-1&&f.indexOf("/")==-1&&!a.StringUtilities.containsAny(c,p.specialCharacters)){var w=f.split(",");m+=
this.i18n.at();for(var y=0;y<w.length;y++)m+=" ",m+=this.formatTime(w[y],c,""),y<w.length-2&&(m+=","),y==w.length-2&&(m+=
this.i18n.spaceAnd())}else{var b=this.getSecondsDescription(),k=this.getMinutesDescription(),O=this.getHoursDescription();
if(m+=b,m&&k&&(m+=", "),m+=k,k===O)return m;m&&O&&(m+=", "),m+=O}return m},p.prototype.getSecondsDescription=function(){
var u=this,c=this.getSegmentDescription(this.expressionParts[0],this.i18n.everySecond(),function(f){return f},function(f){
return a.StringUtilities.format(u.i18n.everyX0Seconds(f),f)},function(f){return u.i18n.secondsX0ThroughX1PastTheMinute()},
function(f){return f=="0"?"":parseInt(f)<20?u.i18n.atX0SecondsPastTheMinute(f):u.i18n.atX0SecondsPastTheMinuteGt20()||u.
i18n.atX0SecondsPastTheMinute(f)});return c},p.prototype.getMinutesDescription=function(){var u=this,c=this.expressionParts[0],
f=this.expressionParts[2],m=this.getSegmentDescription(this.expressionParts[1],this.i18n.everyMinute(),function(h){return h},
function(h){return a.StringUtilities.format(u.i18n.everyX0Minutes(h),h)},function(h){return u.i18n.minutesX0ThroughX1PastTheHour()},
function(h){try{return h=="0"&&f.indexOf("/")==-1&&c==""?u.i18n.everyHour():parseInt(h)<20?u.i18n.atX0MinutesPastTheHour(
h):u.i18n.atX0MinutesPastTheHourGt20()||u.i18n.atX0MinutesPastTheHour(h)}catch{return u.i18n.atX0MinutesPastTheHour(h)}});
return m},p.prototype.getHoursDescription=function(){var u=this,c=this.expressionParts[2],f=0,m=[];c.split("/")[0].split(
",").forEach(function(y){var b=y.split("-");b.length===2&&m.push({value:b[1],index:f+1}),f+=b.length});var h=0,w=this.getSegmentDescription(
c,this.i18n.everyHour(),function(y){var b=m.find(function(O){return O.value===y&&O.index===h}),k=b&&u.expressionParts[1]!==
"0";return h++,k?u.formatTime(y,"59",""):u.formatTime(y,"0","")},function(y){return a.StringUtilities.format(u.i18n.everyX0Hours(
y),y)},function(y){return u.i18n.betweenX0AndX1()},function(y){return u.i18n.atX0()});return w},p.prototype.getDayOfWeekDescription=
function(){var u=this,c=this.i18n.daysOfTheWeek(),f=null;return this.expressionParts[5]=="*"?f="":f=this.getSegmentDescription(
this.expressionParts[5],this.i18n.commaEveryDay(),function(m,h){var w=m;m.indexOf("#")>-1?w=m.substring(0,m.indexOf("#")):
m.indexOf("L")>-1&&(w=w.replace("L",""));var y=parseInt(w),b=u.i18n.daysOfTheWeekInCase?u.i18n.daysOfTheWeekInCase(h)[y]:
c[y];if(m.indexOf("#")>-1){var k=null,O=m.substring(m.indexOf("#")+1),v=m.substring(0,m.indexOf("#"));switch(O){case"1":
k=u.i18n.first(v);break;case"2":k=u.i18n.second(v);break;case"3":k=u.i18n.third(v);break;case"4":k=u.i18n.fourth(v);break;case"\
5":k=u.i18n.fifth(v);break}b=k+" "+b}return b},function(m){return parseInt(m)==1?"":a.StringUtilities.format(u.i18n.commaEveryX0DaysOfTheWeek(
m),m)},function(m){var h=m.substring(0,m.indexOf("-")),w=u.expressionParts[3]!="*";return w?u.i18n.commaAndX0ThroughX1(h):
u.i18n.commaX0ThroughX1(h)},function(m){var h=null;if(m.indexOf("#")>-1){var w=m.substring(m.indexOf("#")+1),y=m.substring(
0,m.indexOf("#"));h=u.i18n.commaOnThe(w,y).trim()+u.i18n.spaceX0OfTheMonth()}else if(m.indexOf("L")>-1)h=u.i18n.commaOnTheLastX0OfTheMonth(
m.replace("L",""));else{var b=u.expressionParts[3]!="*";h=b?u.i18n.commaAndOnX0():u.i18n.commaOnlyOnX0(m)}return h}),f},
p.prototype.getMonthDescription=function(){var u=this,c=this.i18n.monthsOfTheYear(),f=this.getSegmentDescription(this.expressionParts[4],
"",function(m,h){return h&&u.i18n.monthsOfTheYearInCase?u.i18n.monthsOfTheYearInCase(h)[parseInt(m)-1]:c[parseInt(m)-1]},
function(m){return parseInt(m)==1?"":a.StringUtilities.format(u.i18n.commaEveryX0Months(m),m)},function(m){return u.i18n.
commaMonthX0ThroughMonthX1()||u.i18n.commaX0ThroughX1()},function(m){return u.i18n.commaOnlyInMonthX0?u.i18n.commaOnlyInMonthX0():
u.i18n.commaOnlyInX0()});return f},p.prototype.getDayOfMonthDescription=function(){var u=this,c=null,f=this.expressionParts[3];
switch(f){case"L":c=this.i18n.commaOnTheLastDayOfTheMonth();break;case"WL":case"LW":c=this.i18n.commaOnTheLastWeekdayOfTheMonth();
break;default:var m=f.match(/(\d{1,2}W)|(W\d{1,2})/);if(m){var h=parseInt(m[0].replace("W","")),w=h==1?this.i18n.firstWeekday():
a.StringUtilities.format(this.i18n.weekdayNearestDayX0(),h.toString());c=a.StringUtilities.format(this.i18n.commaOnTheX0OfTheMonth(),
w);break}else{var y=f.match(/L-(\d{1,2})/);if(y){var b=y[1];c=a.StringUtilities.format(this.i18n.commaDaysBeforeTheLastDayOfTheMonth(
b),b);break}else{if(f=="*"&&this.expressionParts[5]!="*")return"";c=this.getSegmentDescription(f,this.i18n.commaEveryDay(),
function(k){return k=="L"?u.i18n.lastDay():u.i18n.dayX0?a.StringUtilities.format(u.i18n.dayX0(),k):k},function(k){return k==
"1"?u.i18n.commaEveryDay():u.i18n.commaEveryX0Days(k)},function(k){return u.i18n.commaBetweenDayX0AndX1OfTheMonth(k)},function(k){
return u.i18n.commaOnDayX0OfTheMonth(k)})}break}}return c},p.prototype.getYearDescription=function(){var u=this,c=this.getSegmentDescription(
this.expressionParts[6],"",function(f){return/^\d+$/.test(f)?new Date(parseInt(f),1).getFullYear().toString():f},function(f){
return a.StringUtilities.format(u.i18n.commaEveryX0Years(f),f)},function(f){return u.i18n.commaYearX0ThroughYearX1()||u.
i18n.commaX0ThroughX1()},function(f){return u.i18n.commaOnlyInYearX0?u.i18n.commaOnlyInYearX0():u.i18n.commaOnlyInX0()});
return c},p.prototype.getSegmentDescription=function(u,c,f,m,h,w){var y=null,b=u.indexOf("/")>-1,k=u.indexOf("-")>-1,O=u.
indexOf(",")>-1;if(!u)y="";else if(u==="*")y=c;else if(!b&&!k&&!O)y=a.StringUtilities.format(w(u),f(u));else if(O){for(var v=u.
split(","),G="",C=0;C<v.length;C++)if(C>0&&v.length>2&&(G+=",",C<v.length-1&&(G+=" ")),C>0&&v.length>1&&(C==v.length-1||
v.length==2)&&(G+="".concat(this.i18n.spaceAnd()," ")),v[C].indexOf("/")>-1||v[C].indexOf("-")>-1){var pe=v[C].indexOf("\
-")>-1&&v[C].indexOf("/")==-1,R=this.getSegmentDescription(v[C],c,f,m,pe?this.i18n.commaX0ThroughX1:h,w);pe&&(R=R.replace(
", ","")),G+=R}else b?G+=this.getSegmentDescription(v[C],c,f,m,h,w):G+=f(v[C]);b?y=G:y=a.StringUtilities.format(w(u),G)}else if(b){
var v=u.split("/");if(y=a.StringUtilities.format(m(v[1]),v[1]),v[0].indexOf("-")>-1){var W=this.generateRangeSegmentDescription(
v[0],h,f);W.indexOf(", ")!=0&&(y+=", "),y+=W}else if(v[0].indexOf("*")==-1){var q=a.StringUtilities.format(w(v[0]),f(v[0]));
q=q.replace(", ",""),y+=a.StringUtilities.format(this.i18n.commaStartingX0(),q)}}else k&&(y=this.generateRangeSegmentDescription(
u,h,f));return y},p.prototype.generateRangeSegmentDescription=function(u,c,f){var m="",h=u.split("-"),w=f(h[0],1),y=f(h[1],
2),b=c(u);return m+=a.StringUtilities.format(b,w,y),m},p.prototype.formatTime=function(u,c,f){var m=0,h=0,w=parseInt(u)+
m,y=parseInt(c)+h;y>=60?(y-=60,w+=1):y<0&&(y+=60,w-=1),w>=24?w=w-24:w<0&&(w=24+w);var b="",k=!1;this.options.use24HourTimeFormat||
(k=!!(this.i18n.setPeriodBeforeTime&&this.i18n.setPeriodBeforeTime()),b=k?"".concat(this.getPeriod(w)," "):" ".concat(this.
getPeriod(w)),w>12&&(w-=12),w===0&&(w=12));var O="";return f&&(O=":".concat(("00"+f).substring(f.length))),"".concat(k?b:
"").concat(("00"+w.toString()).substring(w.toString().length),":").concat(("00"+y.toString()).substring(y.toString().length)).
concat(O).concat(k?"":b)},p.prototype.transformVerbosity=function(u,c){if(!c&&(u=u.replace(new RegExp(", ".concat(this.i18n.
everyMinute()),"g"),""),u=u.replace(new RegExp(", ".concat(this.i18n.everyHour()),"g"),""),u=u.replace(new RegExp(this.i18n.
commaEveryDay(),"g"),""),u=u.replace(/\, ?$/,""),this.i18n.conciseVerbosityReplacements))for(var f=0,m=Object.entries(this.
i18n.conciseVerbosityReplacements());f<m.length;f++){var h=m[f],w=h[0],y=h[1];u=u.replace(new RegExp(w,"g"),y)}return u},
p.prototype.getPeriod=function(u){return u>=12?this.i18n.pm&&this.i18n.pm()||"PM":this.i18n.am&&this.i18n.am()||"AM"},p.
locales={},p})();s.ExpressionDescriptor=d}),747:((o,s,i)=>{Object.defineProperty(s,"__esModule",{value:!0}),s.enLocaleLoader=
void 0;var a=i(486),l=(function(){function d(){}return d.prototype.load=function(p){p.en=new a.en},d})();s.enLocaleLoader=
l}),486:((o,s)=>{Object.defineProperty(s,"__esModule",{value:!0}),s.en=void 0;var i=(function(){function a(){}return a.prototype.
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
function i(l,d){if(!l)throw new Error(d)}var a=(function(){function l(){}return l.secondRange=function(d){for(var p=d.split(
","),u=0;u<p.length;u++)if(!isNaN(parseInt(p[u],10))){var c=parseInt(p[u],10);i(c>=0&&c<=59,"seconds part must be >= 0 a\
nd <= 59")}},l.minuteRange=function(d){for(var p=d.split(","),u=0;u<p.length;u++)if(!isNaN(parseInt(p[u],10))){var c=parseInt(
p[u],10);i(c>=0&&c<=59,"minutes part must be >= 0 and <= 59")}},l.hourRange=function(d){for(var p=d.split(","),u=0;u<p.length;u++)
if(!isNaN(parseInt(p[u],10))){var c=parseInt(p[u],10);i(c>=0&&c<=23,"hours part must be >= 0 and <= 23")}},l.dayOfMonthRange=
function(d){for(var p=d.split(","),u=0;u<p.length;u++)if(!isNaN(parseInt(p[u],10))){var c=parseInt(p[u],10);i(c>=1&&c<=31,
"DOM part must be >= 1 and <= 31")}},l.monthRange=function(d,p){for(var u=d.split(","),c=0;c<u.length;c++)if(!isNaN(parseInt(
u[c],10))){var f=parseInt(u[c],10);i(f>=1&&f<=12,p?"month part must be >= 0 and <= 11":"month part must be >= 1 and <= 1\
2")}},l.dayOfWeekRange=function(d,p){for(var u=d.split(","),c=0;c<u.length;c++)if(!isNaN(parseInt(u[c],10))){var f=parseInt(
u[c],10);i(f>=0&&f<=6,p?"DOW part must be >= 0 and <= 6":"DOW part must be >= 1 and <= 7")}},l})();s.default=a}),823:((o,s)=>{
Object.defineProperty(s,"__esModule",{value:!0}),s.StringUtilities=void 0;var i=(function(){function a(){}return a.format=
function(l){for(var d=[],p=1;p<arguments.length;p++)d[p-1]=arguments[p];return l.replace(/%s/g,function(u){for(var c=[],
f=1;f<arguments.length;f++)c[f-1]=arguments[f];return d.shift()})},a.containsAny=function(l,d){return d.some(function(p){
return l.indexOf(p)>-1})},a})();s.StringUtilities=i})},e={};function t(o){var s=e[o];if(s!==void 0)return s.exports;var i=e[o]=
{exports:{}};return n[o](i,i.exports,t),i.exports}var r={};return(()=>{var o=r;Object.defineProperty(o,"__esModule",{value:!0}),
o.toString=void 0;var s=t(333),i=t(747);s.ExpressionDescriptor.initialize(new i.enLocaleLoader),o.default=s.ExpressionDescriptor;
var a=s.ExpressionDescriptor.toString;o.toString=a})(),r})())});var Eo=["github","env","vars","job","jobs","steps","runner","secrets","strategy","matrix","needs","inputs"];function $o(n,e,t){
return e.expression===null?e.text:n.evaluateString(e.expression,t)}function Pf(n,e,t){let r=[];for(let[o,s]of Object.entries(
e)){let i=typeof t=="function"?t(o,s):t;r.push([o,$o(n,s,i)])}return Object.fromEntries(r)}function Mf(n,e,t){return n.evaluateTruthy(
e.expression,t)}function fn(n,e,t){switch(e.kind){case"literal":return e.value;case"expression":return n.evaluate(e.expression,
{...t,where:t.where??`line ${e.position.line}, column ${e.position.column}`});case"sequence":return e.items.map(r=>fn(n,
r,t));case"mapping":return Object.fromEntries(e.entries.map(({key:r,value:o})=>[r,fn(n,o,t)]))}}function Tt(n){switch(n.
kind){case"literal":return!1;case"expression":return!0;case"sequence":return n.items.some(Tt);case"mapping":return n.entries.
some(e=>Tt(e.value))}}var Ae=class{},Ie=class extends Ae{constructor(e,t){super(),this.literal=e,this.token=t}accept(e){return e.visitLiteral(
this)}},dn=class extends Ae{constructor(e,t){super(),this.operator=e,this.expr=t}accept(e){return e.visitUnary(this)}},Bt=class extends Ae{constructor(e,t){
super(),this.functionName=e,this.args=t}accept(e){return e.visitFunctionCall(this)}},Jt=class extends Ae{constructor(e,t,r){
super(),this.left=e,this.operator=t,this.right=r}accept(e){return e.visitBinary(this)}},ft=class extends Ae{constructor(e,t){
super(),this.operator=e,this.args=t}accept(e){return e.visitLogical(this)}},dt=class extends Ae{constructor(e){super(),this.
group=e}accept(e){return e.visitGrouping(this)}},Ht=class extends Ae{constructor(e){super(),this.name=e}accept(e){return e.
visitContextAccess(this)}},ze=class extends Ae{constructor(e,t){super(),this.expr=e,this.index=t}accept(e){return e.visitIndexAccess(
this)}},mt=class extends Ae{accept(){throw new Error("Method not implemented.")}};var T;(function(n){n[n.String=0]="String",n[n.Array=1]="Array",n[n.Dictionary=2]="Dictionary",n[n.Boolean=3]="Boolean",n[n.
Number=4]="Number",n[n.CaseSensitiveDictionary=5]="CaseSensitiveDictionary",n[n.Null=6]="Null"})(T||(T={}));function Nr(n){
switch(n){case T.Array:return"Array";case T.Boolean:return"Boolean";case T.Null:return"Null";case T.Number:return"Number";case T.
Dictionary:return"Object";case T.String:return"String"}return"unknown"}var ht=class{constructor(...e){this.keys=[],this.v=[],this.indexMap={},this.kind=T.Dictionary,this.primitive=!1;for(let t of e)
this.add(t.key,t.value)}coerceString(){return Nr(this.kind)}number(){return NaN}add(e,t){e.toLowerCase()in this.indexMap||
(this.keys.push(e),this.v.push(t),this.indexMap[e.toLowerCase()]=this.v.length-1)}get(e){let t=this.indexMap[e.toLowerCase()];
if(t!==void 0)return this.v[t]}values(){return this.v}pairs(){let e=[];for(let t of this.keys)e.push({key:t,value:this.v[this.
indexMap[t.toLowerCase()]]});return e}};var F={};Nl(F,{Array:()=>Xe,BooleanData:()=>U,Dictionary:()=>ht,Kind:()=>T,Null:()=>we,NumberData:()=>fe,StringData:()=>X,
replacer:()=>_r,reviver:()=>Or});var Xe=class{constructor(...e){this.v=[],this.kind=T.Array,this.primitive=!1;for(let t of e)this.add(t)}coerceString(){return Nr(
this.kind)}number(){return NaN}add(e){this.v.push(e)}get(e){return this.v[e]}values(){return this.v}};var U=class{constructor(e){this.value=e,this.kind=T.Boolean,this.primitive=!0}coerceString(){return this.value?"true":"f\
alse"}number(){return this.value?1:0}};var we=class{constructor(){this.kind=T.Null,this.primitive=!0}coerceString(){return""}number(){return 0}};var fe=class{constructor(e){this.value=e,this.kind=T.Number,this.primitive=!0}coerceString(){return this.value===0?"0":(+this.
value.toFixed(15)).toString()}number(){return this.value}};var X=class{constructor(e){this.value=e,this.kind=T.String,this.primitive=!0}coerceString(){return this.value}number(){return Number(
this.value)}};function _r(n,e){if(e instanceof we)return null;if(e instanceof U)return e.value;if(e instanceof fe)return e.number();if(e instanceof
X)return e.coerceString();if(e instanceof Xe)return e.values();if(e instanceof ht){let t=e.pairs(),r={};for(let o of t)r[o.
key]=o.value;return r}return e}function Or(n,e){return e===null?new we:typeof e=="string"?new X(e):typeof e=="number"?new fe(e):typeof e=="boolean"?new U(
e):Array.isArray(e)?new Xe(...e):typeof e=="object"?new ht(...Object.keys(e).map(t=>({key:t,value:e[t]}))):e}var Nt=class extends Xe{};var x;(function(n){n[n.UNKNOWN=0]="UNKNOWN",n[n.LEFT_PAREN=1]="LEFT_PAREN",n[n.RIGHT_PAREN=2]="RIGHT_PAREN",n[n.LEFT_BRACKET=
3]="LEFT_BRACKET",n[n.RIGHT_BRACKET=4]="RIGHT_BRACKET",n[n.COMMA=5]="COMMA",n[n.DOT=6]="DOT",n[n.BANG=7]="BANG",n[n.BANG_EQUAL=
8]="BANG_EQUAL",n[n.EQUAL_EQUAL=9]="EQUAL_EQUAL",n[n.GREATER=10]="GREATER",n[n.GREATER_EQUAL=11]="GREATER_EQUAL",n[n.LESS=
12]="LESS",n[n.LESS_EQUAL=13]="LESS_EQUAL",n[n.AND=14]="AND",n[n.OR=15]="OR",n[n.STAR=16]="STAR",n[n.NUMBER=17]="NUMBER",
n[n.STRING=18]="STRING",n[n.IDENTIFIER=19]="IDENTIFIER",n[n.TRUE=20]="TRUE",n[n.FALSE=21]="FALSE",n[n.NULL=22]="NULL",n[n.
EOF=23]="EOF"})(x||(x={}));function Ni(n){switch(n.type){case x.EOF:return"EOF";case x.NUMBER:return n.lexeme;case x.STRING:
return n.value.toString();default:return n.lexeme}}var Ye=class{constructor(e){this.input=e,this.start=0,this.offset=0,this.
line=0,this.lastLineOffset=0,this.tokens=[]}lex(){if(this.input.length>Kt)throw new Error("ErrorExceededMaxLength");for(;!this.
atEnd();){this.start=this.offset;let e=this.next();switch(e){case"(":this.addToken(x.LEFT_PAREN);break;case")":this.addToken(
x.RIGHT_PAREN);break;case"[":this.addToken(x.LEFT_BRACKET);break;case"]":this.addToken(x.RIGHT_BRACKET);break;case",":this.
addToken(x.COMMA);break;case".":this.previous()!=x.IDENTIFIER&&this.previous()!=x.RIGHT_BRACKET&&this.previous()!=x.RIGHT_PAREN&&
this.previous()!=x.STAR?this.consumeNumber():this.addToken(x.DOT);break;case"-":case"+":this.consumeNumber();break;case"\
!":this.addToken(this.match("=")?x.BANG_EQUAL:x.BANG);break;case"=":if(!this.match("=")){this.consumeIdentifier();break}
this.addToken(x.EQUAL_EQUAL);break;case"<":this.addToken(this.match("=")?x.LESS_EQUAL:x.LESS);break;case">":this.addToken(
this.match("=")?x.GREATER_EQUAL:x.GREATER);break;case"&":if(!this.match("&")){this.consumeIdentifier();break}this.addToken(
x.AND);break;case"|":if(!this.match("|")){this.consumeIdentifier();break}this.addToken(x.OR);break;case"*":this.addToken(
x.STAR);break;case" ":case"\r":case"	":break;case`
`:++this.line,this.lastLineOffset=this.offset;break;case"'":this.consumeString();break;default:!0===Ol(e)?this.consumeNumber():
this.consumeIdentifier()}}return this.tokens.push({type:x.EOF,lexeme:"",range:this.range()}),{tokens:this.tokens}}pos(){
return{line:this.line,column:this.start-this.lastLineOffset}}endPos(){return{line:this.line,column:this.offset-this.lastLineOffset}}range(){
return{start:this.pos(),end:this.endPos()}}atEnd(){return this.offset>=this.input.length}peek(){return this.atEnd()?"\0":
this.input[this.offset]}peekNext(){return this.offset+1>=this.input.length?"\0":this.input[this.offset+1]}previous(){let e=this.
tokens.length;return e==0?x.EOF:this.tokens[e-1].type}next(){return this.input[this.offset++]}match(e){return this.atEnd()||
this.input[this.offset]!==e?!1:(this.offset++,!0)}addToken(e,t){this.tokens.push({type:e,lexeme:this.input.substring(this.
start,this.offset),range:this.range(),value:t})}consumeNumber(){for(;!this.atEnd()&&(!Ti(this.peek())||this.peek()==".");)
this.next();let e=this.input.substring(this.start,this.offset),t=new X(e).number();if(isNaN(t))throw new Error(`Unexpect\
ed symbol: '${e}'. Located at position ${this.start+1} within expression: ${this.input}`);this.addToken(x.NUMBER,t)}consumeString(){
for(;(this.peek()!=="'"||this.peekNext()==="'")&&!this.atEnd();)this.peek()===`
`&&this.line++,this.peek()==="'"&&this.peekNext()==="'"&&this.next(),this.next();if(this.atEnd())throw new Error(`Unexpe\
cted symbol: '${this.input.substring(this.start)}'. Located at position ${this.start+1} within expression: ${this.input}`);
this.next();let e=this.input.substring(this.start+1,this.offset-1);e=e.replace("''","'"),this.addToken(x.STRING,e)}consumeIdentifier(){
for(;!this.atEnd()&&!Ti(this.peek());)this.next();let e=x.IDENTIFIER,t,r=this.input.substring(this.start,this.offset);if(this.
previous()!=x.DOT)switch(r){case"true":e=x.TRUE;break;case"false":e=x.FALSE;break;case"null":e=x.NULL;break;case"NaN":e=
x.NUMBER,t=NaN;break;case"Infinity":e=x.NUMBER,t=1/0;break}if(!Al(r))throw new Error(`Unexpected symbol: '${r}'. Located\
 at position ${this.start+1} within expression: ${this.input}`);this.addToken(e,t)}};function Ol(n){return n>="0"&&n<="9"}
function Ti(n){switch(n){case"(":case"[":case")":case"]":case",":case".":case"!":case">":case"<":case"=":case"&":case"|":
return!0}return/\s/.test(n)}function Al(n){if(n=="")return!1;let e=n[0];if(e>="a"&&e<="z"||e>="A"&&e<="Z"||e=="_"){for(let t of n.
substring(1).split(""))if(!(t>="a"&&t<="z"||t>="A"&&t<="Z"||t>="0"&&t<="9"||t=="_"||t=="-"))return!1;return!0}return!1}var To=50,Kt=21e3,V;(function(n){n[n.ErrorUnexpectedSymbol=0]="ErrorUnexpectedSymbol",n[n.ErrorUnrecognizedNamedValue=1]=
"ErrorUnrecognizedNamedValue",n[n.ErrorUnexpectedEndOfExpression=2]="ErrorUnexpectedEndOfExpression",n[n.ErrorExceededMaxDepth=
3]="ErrorExceededMaxDepth",n[n.ErrorExceededMaxLength=4]="ErrorExceededMaxLength",n[n.ErrorTooFewParameters=5]="ErrorToo\
FewParameters",n[n.ErrorTooManyParameters=6]="ErrorTooManyParameters",n[n.ErrorEvenParameters=7]="ErrorEvenParameters",n[n.
ErrorUnrecognizedContext=8]="ErrorUnrecognizedContext",n[n.ErrorUnrecognizedFunction=9]="ErrorUnrecognizedFunction"})(V||
(V={}));var Qe=class extends Error{constructor(e,t){super(`${Il(e)}: '${Ni(t)}'`),this.typ=e,this.tok=t,this.pos=this.tok.
range.start}};function Il(n){switch(n){case V.ErrorUnexpectedEndOfExpression:return"Unexpected end of expression";case V.
ErrorUnexpectedSymbol:return"Unexpected symbol";case V.ErrorUnrecognizedNamedValue:return"Unrecognized named-value";case V.
ErrorExceededMaxDepth:return`Exceeded max expression depth ${To}`;case V.ErrorExceededMaxLength:return`Exceeded max expr\
ession length ${Kt}`;case V.ErrorTooFewParameters:return"Too few parameters supplied";case V.ErrorTooManyParameters:return"\
Too many parameters supplied";case V.ErrorEvenParameters:return"Even number of parameters supplied, requires an odd numb\
er of parameters";case V.ErrorUnrecognizedContext:return"Unrecognized named-value";case V.ErrorUnrecognizedFunction:return"\
Unrecognized function";default:return"Unknown error"}}var Un=class extends Error{};var _i={name:"case",description:"`case( pred1, val1, pred2, val2, ..., default )`\n\nEvaluates predicates in order and ret\
urns the value corresponding to the first predicate that evaluates to `true`. If no predicate matches, it returns the la\
st argument as the default value.",minArgs:3,maxArgs:Number.MAX_SAFE_INTEGER,call:(...n)=>{for(let e=0;e<n.length-1;e+=2){
let t=n[e];if(t.kind!==T.Boolean)throw new Error("case predicate must evaluate to a boolean value");if(t.value)return n[e+
1]}return n[n.length-1]}};function Ar(n){switch(n.kind){case T.Null:return!0;case T.Boolean:return!n.value;case T.Number:{let e=n.value;return e===
0||isNaN(e)}case T.String:return n.value.length===0}return!1}function mn(n){return!Ar(n)}function Fn(n,e){let t=n,r=e;if(n.
kind===e.kind)return[t,r];switch(n.kind){case T.Number:if(e.kind===T.String)return r=new fe(e.number()),[t,r];break;case T.
String:if(e.kind===T.Number)return t=new fe(n.number()),[t,r];break;case T.Null:case T.Boolean:return t=new fe(n.number()),
Fn(t,r)}switch(e.kind){case T.Null:case T.Boolean:return r=new fe(e.number()),Fn(t,r)}return[t,r]}function zt(n,e){let[t,
r]=Fn(n,e);if(t.kind!=r.kind)return!1;switch(t.kind){case T.Null:return!0;case T.Number:{let o=t.value,s=r.value;return isNaN(
o)||isNaN(s)?!1:o==s}case T.String:{let o=t.value,s=r.value;return je(o)===je(s)}case T.Boolean:{let o=t.value,s=r.value;
return o==s}case T.Dictionary:case T.Array:return t===r}return!1}function No(n,e){let[t,r]=Fn(n,e);if(t.kind!=r.kind)return!1;
switch(t.kind){case T.Number:{let o=t.value,s=r.value;return isNaN(o)||isNaN(s)?!1:o>s}case T.String:{let o=t.value,s=r.
value;return o=je(o),s=je(s),o>s}case T.Boolean:{let o=t.value,s=r.value;return o&&!s}}return!1}function _o(n,e){let[t,r]=Fn(
n,e);if(t.kind!=r.kind)return!1;switch(t.kind){case T.Number:{let o=t.value,s=r.value;return isNaN(o)||isNaN(s)?!1:o<s}case T.
String:{let o=t.value,s=r.value;return o=je(o),s=je(s),o<s}case T.Boolean:{let o=t.value,s=r.value;return!o&&s}}return!1}
function je(n){let e=[],t=0,r=n.length,o=n.indexOf("\u0131");for(;t<r;)if(t<o)e.push(n.substring(t,o).toUpperCase()),t=o;else if(t==
o)e.push(n.substring(t,t+1)),t+=1,o=n.indexOf("\u0131",t);else{e.push(n.substring(t).toUpperCase());break}return e.join(
"")}var Oi={name:"contains",description:"`contains( search, item )`\n\nReturns `true` if `search` contains `item`. If `search`\
 is an array, this function returns `true` if the `item` is an element in the array. If `search` is a string, this funct\
ion returns `true` if the `item` is a substring of `search`. This function is not case sensitive. Casts values to a stri\
ng.",minArgs:2,maxArgs:2,call:(...n)=>{let e=n[0],t=n[1];if(e.primitive){let r=e.coerceString();if(t.primitive){let o=t.
coerceString();return new U(r.toLowerCase().includes(o.toLowerCase()))}}else if(e.kind===T.Array){let r=e;if(r.values().
length===0)return new U(!1);for(let o of r.values())if(zt(t,o))return new U(!0)}return new U(!1)}};var Ai={name:"endsWith",description:"`endsWith( searchString, searchValue )`\n\nReturns `true` if `searchString` ends with\
 `searchValue`. This function is not case sensitive. Casts values to a string.",minArgs:2,maxArgs:2,call:(...n)=>{let e=n[0];
if(!e.primitive)return new U(!1);let t=n[1];if(!t.primitive)return new U(!1);let r=je(e.coerceString()),o=je(t.coerceString());
return new U(r.endsWith(o))}};var Ii={name:"format",description:"`format( string, replaceValue0, replaceValue1, ..., replaceValueN)`\n\nReplaces values \
in the `string`, with the variable `replaceValueN`. Variables in the `string` are specified using the `{N}` syntax, wher\
e `N` is an integer. You must specify at least one `replaceValue` and `string`. There is no maximum for the number of va\
riables (`replaceValueN`) you can use. Escape curly braces using double braces.",minArgs:1,maxArgs:255,call:(...n)=>{let e=n[0].
coerceString(),t=[],r=0;for(;r<e.length;){let o=e.indexOf("{",r),s=e.indexOf("}",r);if(o>=0&&(s<0||s>o)){if(Oo(e,o+1)===
"{"){t.push(e.substr(r,o-r+1)),r=o+2;continue}if(s>o+1){let i=jl(e,o+1);if(i.success){if(1+i.result>n.length-1)throw new Error(
`The following format string references more arguments than were supplied: ${e}`);o>r&&t.push(e.substr(r,o-r)),t.push(`${n[1+
i.result].coerceString()}`),r=s+1;continue}}throw new Error(`The following format string is invalid: ${e}`)}else if(s>=0)
if(Oo(e,s+1)==="}")t.push(e.substr(r,s-r+1)),r=s+2;else throw new Error(`The following format string is invalid: ${e}`);else{
t.push(e.substr(r));break}}return new X(t.join(""))}};function Oo(n,e){return n.length>e?n[e]:"\0"}function jl(n,e){let t=0;
for(;;){let s=Oo(n,e+t);if(s>="0"&&s<="9")t++;else break}if(t<1)return{success:!1};let r=e+t-1,o=parseInt(n.substr(e,t));
return{success:!isNaN(o),result:o,endIndex:r}}var ji={name:"fromJson",description:"`fromJSON(value)`\n\nReturns a JSON object or JSON data type for `value`. You can use\
 this function to provide a JSON object as an evaluated expression or to convert environment variables from a string.",minArgs:1,
maxArgs:1,call:(...n)=>{let t=n[0].coerceString();if(t.trim()==="")throw new Error("empty input");try{return JSON.parse(
t,Or)}catch(r){throw new Un("Error parsing JSON when evaluating fromJson",{cause:r})}}};var Ri={name:"join",description:"`join( array, optionalSeparator )`\n\nThe value for `array` can be an array or a string. \
All values in `array` are concatenated into a string. If you provide `optionalSeparator`, it is inserted between the con\
catenated values. Otherwise, the default separator `,` is used. Casts values to a string.",minArgs:1,maxArgs:2,call:(...n)=>{
if(n[0].primitive)return new X(n[0].coerceString());if(n[0].kind===T.Array){let e=",";return n.length>1&&n[1].primitive&&
(e=n[1].coerceString()),new X(n[0].values().map(t=>t.coerceString()).join(e))}return new X("")}};var Pi={name:"startsWith",description:"`startsWith( searchString, searchValue )`\n\nReturns `true` when `searchString` sta\
rts with `searchValue`. This function is not case sensitive. Casts values to a string.",minArgs:2,maxArgs:2,call:(...n)=>{
let e=n[0];if(!e.primitive)return new U(!1);let t=n[1];if(!t.primitive)return new U(!1);let r=je(e.coerceString()),o=je(
t.coerceString());return new U(r.startsWith(o))}};var Mi={name:"toJson",description:"`toJSON(value)`\n\nReturns a pretty-print JSON representation of `value`. You can use t\
his function to debug the information provided in contexts.",minArgs:1,maxArgs:1,call:(...n)=>new X(JSON.stringify(n[0],
_r,"  "))};var Wn={case:_i,contains:Oi,endswith:Ai,format:Ii,fromjson:ji,join:Ri,startswith:Pi,tojson:Mi};function Di(n,e,t){let r=e.
lexeme.toLowerCase(),o;if(o=Wn[r],!o&&(o=n.extensionFunctions.get(r),!o)){if(!n.allowUnknownKeywords)throw new Qe(V.ErrorUnrecognizedFunction,
e);return}if(t<o.minArgs)throw new Qe(V.ErrorTooFewParameters,e);if(t>o.maxArgs)throw new Qe(V.ErrorTooManyParameters,e);
if(r==="case"&&t%2===0)throw new Qe(V.ErrorEvenParameters,e)}var Gn=class{constructor(e,t){if(this.star=e,!!t&&!e){t.primitive&&(this.str=t.coerceString());let r=t.number();!isNaN(r)&&
isFinite(r)&&r>=0&&(r=Math.floor(r),this.int=r)}}};var hn=class{constructor(e,t,r){this.n=e,this.context=t,this.functions=r}evaluate(){return this.eval(this.n)}eval(e){return e.
accept(this)}visitLiteral(e){return e.literal}visitUnary(e){let t=this.eval(e.expr);if(e.operator.type===x.BANG)return new U(
Ar(t));throw new Error(`unknown unary operator: ${e.operator.lexeme}`)}visitBinary(e){let t=this.eval(e.left),r=this.eval(
e.right);switch(e.operator.type){case x.EQUAL_EQUAL:return new U(zt(t,r));case x.BANG_EQUAL:return new U(!zt(t,r));case x.
GREATER:return new U(No(t,r));case x.GREATER_EQUAL:return new U(zt(t,r)||No(t,r));case x.LESS:return new U(_o(t,r));case x.
LESS_EQUAL:return new U(zt(t,r)||_o(t,r))}throw new Error(`unknown binary operator: ${e.operator.lexeme}`)}visitLogical(e){
let t;for(let r of e.args)if(t=this.eval(r),e.operator.type===x.AND&&Ar(t)||e.operator.type===x.OR&&mn(t))break;return t}visitGrouping(e){
return this.eval(e.group)}visitContextAccess(e){return this.context.get(e.name.lexeme)}visitIndexAccess(e){let t;if(e.index instanceof
mt)t=new Gn(!0,void 0);else{let s;try{s=this.eval(e.index)}catch(i){throw new Error(`could not evaluate index for index \
access: ${i.message}`,{cause:i})}t=new Gn(!1,s)}let r=this.eval(e.expr),o;switch(r.kind){case T.Array:{let s=r;s instanceof
Nt?o=Rl(s,t):o=Pl(s,t);break}case T.Dictionary:{o=Ml(r,t);break}default:t.star?o=new Nt:o=new we}return o}visitFunctionCall(e){
let t=e.args.map(s=>this.eval(s)),r=e.functionName.lexeme.toLowerCase();return(this.functions?.get(r)||Wn[r]).call(...t)}};
function Rl(n,e){let t=new Nt;for(let r of n.values())switch(r.kind){case T.Dictionary:{let o=r;if(e.star)for(let s of o.
values())t.add(s);else if(e.str!==void 0){let s=o.get(e.str);s!==void 0&&t.add(s)}break}case T.Array:{let o=r;if(e.star)
for(let s of o.values())t.add(s);else e.int!==void 0&&e.int<o.values().length&&t.add(o.get(e.int));break}}return t}function Pl(n,e){
if(e.star){let t=new Nt;for(let r of n.values())t.add(r);return t}return e.int!==void 0&&e.int<n.values().length?n.get(e.
int):new we}function Ml(n,e){if(e.star)return new Nt(...n.values());if(e.str!==void 0){let t=n.get(e.str);if(t!==void 0)
return t}return new we}var Dl=["missingInputsQuickfix","blockScalarChompingWarning","allowCaseFunction","allowCopilotRequestsPermission","allow\
DrivesPermissionAutocomplete","allowBackgroundSteps"],gn=class{constructor(e){this.features=e??{}}isEnabled(e){let t=this.
features[e];return t!==void 0?t:this.features.all??!1}getEnabledFeatures(){return Dl.filter(e=>this.isEnabled(e))}};var Ze=class{constructor(e,t,r){this.tokens=e,this.offset=0,this.depth=0,this.extContexts=new Map,this.extFuncs=new Map;
for(let o of t)this.extContexts.set(o.toLowerCase(),!0);for(let{name:o,func:s}of r.map(i=>({name:i.name,func:i})))this.extFuncs.
set(o.toLowerCase(),s);this.context={allowUnknownKeywords:!1,extensionContexts:this.extContexts,extensionFunctions:this.
extFuncs}}parse(){let e;if(this.atEnd())return e;if(e=this.expression(),!this.atEnd())throw this.buildError(V.ErrorUnexpectedSymbol,
this.peek());return e}expression(){this.incrDepth();try{return this.logicalOr()}finally{this.decrDepth()}}logicalOr(){let e=this.
logicalAnd();if(this.check(x.OR)){this.incrDepth();try{let t=new ft(this.peek(),[e]);for(e=t;this.match(x.OR);){let r=this.
logicalAnd();t.args.push(r)}}finally{this.decrDepth()}}return e}logicalAnd(){let e=this.equality();if(this.check(x.AND)){
this.incrDepth();try{let t=new ft(this.peek(),[e]);for(e=t;this.match(x.AND);){let r=this.equality();t.args.push(r)}}finally{
this.decrDepth()}}return e}equality(){let e=this.comparison();for(;this.match(x.BANG_EQUAL,x.EQUAL_EQUAL);){let t=this.previous(),
r=this.comparison();e=new Jt(e,t,r)}return e}comparison(){let e=this.unary();for(;this.match(x.GREATER,x.GREATER_EQUAL,x.
LESS,x.LESS_EQUAL);){let t=this.previous(),r=this.unary();e=new Jt(e,t,r)}return e}unary(){if(this.match(x.BANG)){this.incrDepth();
let e=this.previous(),t=this.unary();try{return new dn(e,t)}finally{this.decrDepth()}}return this.index()}index(){let e=this.
call(),t=0;if(e instanceof dt||e instanceof Bt||e instanceof Ht){let r=!0;for(;r;)switch(!0){case this.match(x.LEFT_BRACKET):{
let o;this.match(x.STAR)?o=new mt:o=this.expression(),this.consume(x.RIGHT_BRACKET,V.ErrorUnexpectedSymbol),this.incrDepth(),
t++,e=new ze(e,o);break}case this.match(x.DOT):if(this.incrDepth(),t++,this.match(x.IDENTIFIER)){let o=this.previous();e=
new ze(e,new Ie(new X(o.lexeme),o))}else if(this.match(x.STAR))e=new ze(e,new mt);else throw this.buildError(V.ErrorUnexpectedSymbol,
this.peek());break;default:r=!1}}for(let r=0;r<t;r++)this.decrDepth();return e}call(){if(!this.check(x.IDENTIFIER))return this.
primary();let e=this.next();if(!this.match(x.LEFT_PAREN)){if(!this.extContexts.has(e.lexeme.toLowerCase()))throw this.buildError(
V.ErrorUnrecognizedContext,e);return new Ht(e)}let t=[];for(;!this.match(x.RIGHT_PAREN);){let r=this.expression();t.push(
r),this.check(x.RIGHT_PAREN)||this.consume(x.COMMA,V.ErrorUnexpectedSymbol)}return Di(this.context,e,t.length),new Bt(e,
t)}primary(){switch(!0){case this.match(x.FALSE):return new Ie(new U(!1),this.previous());case this.match(x.TRUE):return new Ie(
new U(!0),this.previous());case this.match(x.NULL):return new Ie(new we,this.previous());case this.match(x.NUMBER):return new Ie(
new fe(this.previous().value),this.previous());case this.match(x.STRING):return new Ie(new X(this.previous().value),this.
previous());case this.match(x.LEFT_PAREN):{let e=this.expression();if(this.atEnd())throw this.buildError(V.ErrorUnexpectedEndOfExpression,
this.previous());return this.consume(x.RIGHT_PAREN,V.ErrorUnexpectedSymbol),new dt(e)}case this.atEnd():throw this.buildError(
V.ErrorUnexpectedEndOfExpression,this.previous())}throw this.buildError(V.ErrorUnexpectedSymbol,this.peek())}match(...e){
for(let t of e)if(this.check(t))return this.next(),!0;return!1}check(e){return this.atEnd()?!1:this.peek().type==e}atEnd(){
return this.peek().type==x.EOF}next(){return this.atEnd()||this.offset++,this.previous()}peek(){return this.tokens[this.
offset]}previous(){return this.tokens[this.offset-1]}consume(e,t){if(this.check(e)){this.next();return}throw this.buildError(
t,this.peek())}incrDepth(){if(this.depth++,this.depth>To)throw this.buildError(V.ErrorExceededMaxDepth,this.peek())}decrDepth(){
this.depth--}buildError(e,t){return new Qe(e,t)}};function Li(n){let e={paths:[],resultPaths:[],comparisons:[],fallbacks:[]},t=new Ao(e),r=n.accept(t);return t.record(r),
e.resultPaths=r.flows,e}var Ir={other:!0,flows:[]},Ll=new Set(["contains","startswith","endswith","success","failure","c\
ancelled","always","hashfiles"]),Ao=class{#e;#t=[];constructor(e){this.#e=e}record(e){return"path"in e&&(this.#e.paths.push(
e.path),this.#e.fallbacks.push(this.#t)),e}#n(e){let t=this.#t;this.#t=[];try{return e()}finally{this.#t=t}}visitLiteral(e){
return e.literal instanceof F.StringData?{literal:e.literal.value,flows:[]}:Ir}visitUnary(e){return this.#n(()=>(this.record(
e.expr.accept(this)),Ir))}visitBinary(e){return this.#n(()=>this.#r(e))}#r(e){let t=e.left.accept(this),r=e.right.accept(
this);this.record(t),this.record(r);let o=e.operator.type===x.EQUAL_EQUAL?"==":e.operator.type===x.BANG_EQUAL?"!=":null;
return o&&("path"in t&&"literal"in r&&this.#e.comparisons.push({path:t.path,literal:r.literal,operator:o}),"literal"in t&&
"path"in r&&this.#e.comparisons.push({path:r.path,literal:t.literal,operator:o})),Ir}visitLogical(e){let t=this.#t,r=e.operator.
type===x.OR,o=e.args.map((i,a)=>(this.#t=r&&a<e.args.length-1?Ui(Ci(e.args.slice(a+1)),t):t,this.record(i.accept(this))));
return this.#t=t,{other:!0,flows:(e.operator.type===x.AND?o.slice(-1):o).flatMap(i=>i.flows)}}visitGrouping(e){return e.
group.accept(this)}visitContextAccess(e){let t=[e.name.lexeme.toLowerCase()];return{path:t,flows:[t]}}visitIndexAccess(e){
return this.#n(()=>this.#o(e))}#o(e){let t=e.expr.accept(this),r=e.index instanceof mt?null:e.index.accept(this);if("pat\
h"in t){if(r&&"literal"in r){let s=[...t.path,r.literal.toLowerCase()];return{path:s,flows:[s]}}r&&this.record(r);let o=[
...t.path,"*"];return{path:o,flows:[o]}}return r&&this.record(r),{other:!0,flows:t.flows}}visitFunctionCall(e){return this.#n(
()=>this.#s(e))}#s(e){let t=e.args.map(s=>this.record(s.accept(this))),r=e.functionName.lexeme.toLowerCase();return Ll.has(
r)?Ir:{other:!0,flows:(r==="case"?t.filter((s,i)=>i%2===1||i===t.length-1):t).flatMap(s=>s.flows)}}};function Ci(n){return n.
reduce((e,t)=>Ui(e,qi(t)),[])}function qi(n){if(n instanceof dt)return qi(n.group);if(n instanceof Ie)return mn(n.literal)?
"other":[];if(n instanceof ft&&n.operator.type===x.OR)return Ci(n.args);let e=Fi(n);return e?[e]:"other"}function Ui(n,e){
return n==="other"||e==="other"?"other":[...n,...e]}function Fi(n){if(n instanceof Ht)return[n.name.lexeme.toLowerCase()];
if(!(n instanceof ze))return null;let e=Fi(n.expr);if(e===null)return null;let t=n.index;return t instanceof Ie&&t.literal instanceof
F.StringData?[...e,t.literal.value.toLowerCase()]:[...e,"*"]}var Io=class{#e=new Map;evaluate(e,t){return Ro(this.#n(e,t))}evaluateString(e,t){return this.#n(e,t).coerceString()}evaluateTruthy(e,t){
return mn(this.#n(e,t))}parseError(e){try{return this.#t(e),null}catch(t){return t instanceof Error?t.message:String(t)}}facts(e){
try{return this.#t(e).facts}catch{return{paths:[],resultPaths:[],comparisons:[],fallbacks:[]}}}#t(e){let t=this.#e.get(e);
if(!t){let r=new Ye(e).lex();for(let a of r.tokens)a.type===x.STRING&&(a.value=a.lexeme.slice(1,-1).replaceAll("''","'"));
let o=new Ze(r.tokens,[...Eo],Cl).parse(),s=Li(o),i=new Set(s.paths.map(a=>a[0]));t={tree:o,facts:s,contexts:Eo.filter(a=>i.
has(a))},this.#e.size>1e4&&this.#e.clear(),this.#e.set(e,t)}return t}#n(e,t){try{let{tree:r,contexts:o}=this.#t(e),s=new F.
Dictionary;for(let i of o)s.add(i,i==="env"?Ul(t.contexts.env):Vi(t.contexts[i]));return new hn(r,s,ql(t)).evaluate()}catch(r){
if(r instanceof E)throw r;let o=r instanceof Error?r.message:String(r);throw new E("expression-failed",`\${{ ${e} }}: ${o}`,
{...t.where?{where:t.where}:{},cause:r})}}},Zm=new Io,Cl=[{name:"success",minArgs:0,maxArgs:255},{name:"failure",minArgs:0,
maxArgs:255},{name:"cancelled",minArgs:0,maxArgs:0},{name:"always",minArgs:0,maxArgs:0},{name:"hashFiles",minArgs:1,maxArgs:255}];
function ql(n){let e=n.status,t=o=>o.map(s=>s.coerceString()),r=(o,s,i,a)=>[o.toLowerCase(),{name:o,minArgs:s,maxArgs:i,
call:a}];return new Map([r("success",0,255,(...o)=>new F.BooleanData(e?e.success(t(o)):!0)),r("failure",0,255,(...o)=>new F.
BooleanData(e?e.failure(t(o)):!1)),r("cancelled",0,0,()=>new F.BooleanData(e?e.cancelled():!1)),r("always",0,0,()=>new F.
BooleanData(!0)),r("hashFiles",1,255,(...o)=>{if(!n.host?.hashFiles)throw new E("expression-failed","hashFiles() is not \
available here",{...n.where?{where:n.where}:{}});try{return new F.StringData(n.host.hashFiles(t(o)))}catch(s){throw s instanceof
E&&s.where===void 0&&n.where?new E(s.code,s.message,{where:n.where,cause:s}):s}})])}var Wi=new WeakMap;function Vi(n){if(n===
void 0)return new F.Dictionary;if(n===null)return new F.Null;if(typeof n!="object")return Vn(n);let e=Wi.get(n);return e||
(e=Vn(n),Wi.set(n,e)),e}var Gi=new WeakMap;function Ul(n){if(n==null||typeof n!="object")return Vi(n);let e=Gi.get(n);if(!e){
let t=new jo;for(let[r,o]of Object.entries(n))t.add(r,Vn(o));e=t,Gi.set(n,e)}return e}var jo=class extends F.Dictionary{#e=new Map;add(e,t){
this.#e.has(e)||this.#e.set(e,t)}get(e){return this.#e.get(e)}values(){return[...this.#e.values()]}pairs(){return[...this.#e].
map(([e,t])=>({key:e,value:t}))}};function Vn(n){if(n==null)return new F.Null;if(typeof n=="string")return new F.StringData(
n);if(typeof n=="number")return new F.NumberData(n);if(typeof n=="boolean")return new F.BooleanData(n);if(Array.isArray(
n))return new F.Array(...n.map(Vn));if(typeof n=="object"){let e=new F.Dictionary;for(let[t,r]of Object.entries(n))e.add(
t,Vn(r));return e}return new F.StringData(String(n))}function Ro(n){switch(n.kind){case F.Kind.Null:return null;case F.Kind.
String:return n.value;case F.Kind.Number:return n.value;case F.Kind.Boolean:return n.value;case F.Kind.Array:return n.values().
map(Ro);default:{let e=n.pairs().map(({key:t,value:r})=>[t,Ro(r)]);return Object.fromEntries(e)}}}var yn=pt(Sr(),1),jr="${{",Fl="}}";function Po(n){let e=n.indexOf(jr);if(e<0)return null;let t=[],r=0;for(;r<n.length;)if(r===
e){let o=-1,s=!1;for(r+=jr.length;r<n.length;r++)if(n[r]==="'")s=!s;else if(!s&&n[r]==="}"&&n[r-1]==="}"){o=r,r++;break}
if(o<0)return null;t.push({expression:n.slice(e+jr.length,o+1-Fl.length).trim(),offset:e,end:o+1}),e=n.indexOf(jr,r)}else if(e>=
0&&r<e)t.push({literal:n.slice(r,e),offset:r}),r=e;else{t.push({literal:n.slice(r),offset:r});break}return t}function Bi(n){
let e=Po(n);if(e===null)return null;let[t]=e;if(e.length===1&&t&&"expression"in t)return t.expression;let r=[],o=[];for(let s of e)
"literal"in s?r.push(s.literal.replace(/'/g,"''").replace(/\{/g,"{{").replace(/\}/g,"}}")):(r.push(`{${o.length}}`),o.push(
s.expression));return`format('${r.join("")}'${o.map(s=>`, ${s}`).join("")})`}function Ji(n){let e=Po(n);return e!==null&&
e.filter(t=>"expression"in t).length===1&&e.every(t=>!("literal"in t)||/^\s*["']?\s*$/.test(t.literal))}function Hi(n){let e=Po(
n);return e===null?n:e.map(t=>"literal"in t?t.literal:n.slice(t.offset,t.end).replace(/[^\n]/g," ")).join("")}function Mo(n){
let e=new Map,t=[0];for(let s=0;s<n.length;s++)n[s]===`
`&&t.push(s+1);let r=s=>{let i=0,a=t.length-1;for(;i<a;){let l=i+a+1>>1;t[l]<=s?i=l:a=l-1}return`${i+1}:${s-t[i]+1}`},o=(0,yn.parseDocument)(
n,{uniqueKeys:!1});return(0,yn.visit)(o,{Scalar(s,i){(0,yn.isScalar)(i)&&typeof i.value=="string"&&i.range&&e.set(r(i.range[0]),
i.value)}}),e}function Rr(n,e){let t=Ki(e);for(let r of n)if(r===e)return r;for(let r of n)if(Ki(r)===t)return r}function zi(n){let e=n.
map(t=>t.id);return n.map(t=>t.needs.every(r=>e.includes(r.id))?t:{...t,needs:t.needs.map(r=>({...r,id:Rr(e,r.id)??r.id}))})}
function Ki(n){return n.replace(/[A-Z]/g,e=>e.toLowerCase())}function Wl(n,e){let t=Rr(n.jobs.map(o=>o.id),e),r=n.jobs.find(
o=>o.id===t);if(!r)throw new E("job-unknown",`no job '${e}' in ${n.fileName}; jobs: ${n.jobs.map(o=>o.id).join(", ")}`);
return r}function rh(n,e){let t=Wl(n,e).id,r=Yi(new Map(n.jobs.map(o=>[o.id,o])),t);return n.jobs.map(o=>o.id).filter(o=>r.
has(o))}function Xi(n){let e=new Map;for(let o of Do(n)){let s=new Set;for(let i of o.needs){let a=e.get(i.id);if(a){s.add(
i.id);for(let l of a)s.add(l)}}e.set(o.id,s)}let t=new Map(n.jobs.map(o=>[o.id,o])),r=n.jobs.map(o=>o.id);return new Map(
r.map(o=>{let s=e.get(o)??Yi(t,o);return[o,r.filter(i=>s.has(i))]}))}function Yi(n,e){let t=new Set,r=[...n.get(e)?.needs.
map(o=>o.id)??[]];for(;r.length>0;){let o=r.pop();if(t.has(o)||o===e)continue;let s=n.get(o);s&&(t.add(o),r.push(...s.needs.
map(i=>i.id)))}return t}function Do(n){let e=new Set,t=[],r=new Set(n.jobs.map(s=>s.id)),o=!0;for(;o&&t.length<n.jobs.length;){
o=!1;for(let s of n.jobs)e.has(s.id)||s.needs.every(i=>e.has(i.id)||!r.has(i.id))&&(e.add(s.id),t.push(s),o=!0)}return t}
function Pr(n,e,t){let r=new Map(n.jobs.map(i=>[i.id,i])),o=new Map([[e,e]]),s=[e];for(let i=s.shift();i!==void 0;i=s.shift())
for(let a of r.get(i)?.needs??[])if(!(o.has(a.id)||!r.has(a.id))){if(o.set(a.id,i),a.id===t){let l=[t];for(let d=i;d!==e;d=
o.get(d))l.unshift(d);return[e,...l]}s.push(a.id)}return null}function Mr(n){return n.slice(0,-1).map((e,t)=>`${e} needs\
 ${n[t+1]}`).join(", ")}var Xt={invalid:"workflow-invalid",expression:"expression-invalid",needsUnknown:"needs-unknown",needsCycle:"needs-cycle"};
function de(n,e){return e&&e.line>0?`${n}:${e.line}:${e.column}`:n}function Qi(n){let e=[];for(let t of n.jobs)for(let r of t.
steps){let o=r.uses?.text;if(o===void 0||Gl(o))continue;let[s="",...i]=o.split("@"),a=i.length<=1&&s.split(/[/\\]/).filter(
l=>l!=="").length>=2?`name the commit it runs: ${s}@<40-hex commit sha>`:"an action is {owner}/{repo}[/path]@ref, ./path\
 (one of this repository) or docker://image";e.push({code:Xt.invalid,severity:"error",path:de(n.fileName,r.uses?.position??
r.position),message:`Expected format {org}/{repo}[/path]@ref. Actual '${o}': GitHub refuses the workflow; ${a}`})}return e}
function Gl(n){if(n.startsWith("docker://")||n.startsWith("./")||n.startsWith(".\\"))return!0;let e=n.split("@"),t=(e[0]??
"").split(/[/\\]/).filter(r=>r!=="");return e.length===2&&t.length>=2&&e[1]!==""}function Zi(n){let e=[],t=new Map(n.jobs.
map(l=>[l.id,l])),r=n.jobs.map(l=>l.id);for(let l of n.jobs)for(let d of l.needs)t.has(d.id)||e.push({code:Xt.needsUnknown,
severity:"error",path:de(n.fileName,d.position),message:`job '${l.id}' needs '${d.id}', which is not a job in this workf\
low; jobs: ${r.join(", ")}`});let o=new Map,s=[],i=new Set,a=l=>{o.set(l,"active"),s.push(l);let d=t.get(l);for(let p of d?.
needs??[]){if(!t.has(p.id))continue;let u=o.get(p.id);if(u==="active"){let c=s.slice(s.indexOf(p.id)),f=Vl(c);if(!i.has(
f)){i.add(f);let m=c.map((h,w)=>`${h} needs ${c[(w+1)%c.length]}`);e.push({code:Xt.needsCycle,severity:"error",path:de(n.
fileName,p.position),message:`needs form a cycle: ${[...c,c[0]].join(" \u2192 ")} (${m.join(", ")}); remove one of these\
 needs`})}}else u===void 0&&a(p.id)}s.pop(),o.set(l,"done")};for(let l of n.jobs)o.has(l.id)||a(l.id);return e}function Vl(n){
return[...n].sort().join("\0")}var S;(function(n){n[n.String=0]="String",n[n.Sequence=1]="Sequence",n[n.Mapping=2]="Mapping",n[n.BasicExpression=3]="Ba\
sicExpression",n[n.InsertExpression=4]="InsertExpression",n[n.Boolean=5]="Boolean",n[n.Number=6]="Number",n[n.Null=7]="N\
ull"})(S||(S={}));function _t(n){switch(n){case S.String:return"StringToken";case S.Sequence:return"SequenceToken";case S.
Mapping:return"MappingToken";case S.BasicExpression:return"BasicExpressionToken";case S.InsertExpression:return"InsertEx\
pressionToken";case S.Boolean:return"BooleanToken";case S.Number:return"NumberToken";case S.Null:return"NullToken";default:{
let e=n;throw new Error(`Unhandled token type: ${n} ${e}}`)}}}var wn=class{constructor(e,t){this.index=-1,this.isKey=!1,this.parent=e,this._token=t,this.current=t}moveNext(e){switch(this.
_token.templateTokenType){case S.Sequence:{let t=this._token;return++this.index<t.count?(this.current=t.get(this.index),
!0):(this.current=void 0,!1)}case S.Mapping:{let t=this._token;return this.isKey?(this.isKey=!1,this.currentKey=this.current,
this.current=t.get(this.index).value,!0):++this.index<t.count?e?(this.isKey=!1,this.currentKey=t.get(this.index).key,this.
current=t.get(this.index).value,!0):(this.isKey=!0,this.currentKey=void 0,this.current=t.get(this.index).key,!0):(this.currentKey=
void 0,this.current=void 0,!1)}default:throw new Error(`Unexpected token type '${this._token.templateTokenType}' when tr\
aversing state`)}}getAncestors(){let e=[],t=this.parent;for(;t;)t.current&&e.unshift(t.current),t=t.parent;return e}};var Se=class extends Error{constructor(e,t){super(e),this.token=t}},be=class{constructor(e,t,r,o){this.type=e,this.file=
t,this.range=r,this.definitionInfo=o}get templateTokenType(){return this.type}get line(){return this.range?.start.line}get col(){
return this.range?.start.column}get definition(){return this.definitionInfo?.definition}get description(){return this._description||
this.propertyDefinition?.description||this.definition?.description}set description(e){this._description=e}typeName(){return _t(
this.type)}assertNull(e){if(this.type===S.Null)return this;throw new Se(`Unexpected type '${this.typeName()}' encountere\
d while reading '${e}'. The type '${_t(S.Null)}' was expected.`,this)}assertBoolean(e){if(this.type===S.Boolean)return this;
throw new Se(`Unexpected type '${this.typeName()}' encountered while reading '${e}'. The type '${_t(S.Boolean)}' was exp\
ected.`,this)}assertNumber(e){if(this.type===S.Number)return this;throw new Se(`Unexpected type '${this.typeName()}' enc\
ountered while reading '${e}'. The type '${_t(S.Number)}' was expected.`,this)}assertString(e){if(this.type===S.String)return this;
throw new Se(`Unexpected type '${this.typeName()}' encountered while reading '${e}'. The type '${_t(S.String)}' was expe\
cted.`,this)}assertScalar(e){if(this?.isScalar===!0)return this;throw new Se(`Unexpected type '${this.typeName()}' encou\
ntered while reading '${e}'. The type 'ScalarToken' was expected.`,this)}assertSequence(e){if(this.type===S.Sequence)return this;
throw new Se(`Unexpected type '${this.typeName()}' encountered while reading '${e}'. The type '${_t(S.Sequence)}' was ex\
pected.`,this)}assertMapping(e){if(this.type===S.Mapping)return this;throw new Se(`Unexpected type '${this.typeName()}' \
encountered while reading '${e}'. The type '${_t(S.Mapping)}' was expected.`,this)}static*traverse(e,t){switch(yield[void 0,
e,void 0,[]],e.templateTokenType){case S.Sequence:case S.Mapping:{let r=new wn(void 0,e);for(r=new wn(r,e);r.parent;)if(r.
moveNext(t??!1))switch(e=r.current,yield[r.parent?.current,e,r.currentKey,r.getAncestors()],e.type){case S.Sequence:case S.
Mapping:r=new wn(r,e);break}else r=r.parent;break}}}toJSON(){}};function ea(n){if(n.startsWith("./"))return{path:n.substring(2)};if(n.startsWith("$/"))return{path:n.substring(2)};let[e,
t]=n.split("@"),[r,o,...s]=e.split("/").filter(i=>i.length>0);if(!r||!o||!t)throw new Error(`Invalid file reference: ${n}`);
return{repository:o,owner:r,path:s.join("/"),version:t}}var Bn=class{constructor(e,t,r,o){this.rawMessage=e,this.prefix=t,this.code=r,this.range=o}get message(){return this.prefix?
`${this.prefix}: ${this.rawMessage}`:this.rawMessage}toString(){return this.message}};var gt=class{constructor(e,t,r){this._fileIds={},this._fileNames=[],this.expressionFunctions=[],this.expressionNamedContexts=
[],this.state={},this.errors=e,this.schema=t,this.trace=r}error(e,t,r){let o=e,s=r||o?.range,i=this.getErrorPrefix(o?.file??
e,o?.line,o?.col),a=t?.message??String(t),l=new Bn(a,i,void 0,s);this.errors.add(l),this.trace.error(l.message)}getFileId(e){
let t=e.toUpperCase(),r=this._fileIds[t];return r===void 0&&(r=this._fileNames.length+1,this._fileIds[t]=r,this._fileNames.
push(e)),r}getFileName(e){return this._fileNames.length>=e?this._fileNames[e-1]:void 0}getFileTable(){return this._fileNames.
slice()}getErrorPrefix(e,t,r){let o=e!==void 0?this.getFileName(e):void 0;return o?t!==void 0&&r!==void 0?`${o} (Line: ${t}\
, Col: ${r})`:o:t!==void 0&&r!==void 0?`(Line: ${t}, Col: ${r})`:""}},Ot=class{constructor(e,t){this._errors=[],this._maxErrors=
e??0,this._maxMessageLength=t??0}get count(){return this._errors.length}add(e){for(let t of Array.isArray(e)?e:[e])(this.
_maxErrors<=0||this._errors.length<this._maxErrors)&&(this._maxMessageLength>0&&t.message.length>this._maxMessageLength&&
(t=new Bn(t.message.substring(0,this._maxMessageLength)+"[...]",t.prefix,t.code,t.range)),this._errors.push(t))}check(e){
if(!(this._errors.length<=0))throw e||(e="The template is not valid."),new Error(`${e} ${this._errors.map(t=>t.message).
join(",")}`)}clear(){this._errors=[]}getErrors(){return this._errors.slice()}};var le=class{constructor(e,t){this.isDefinitionInfo=!0;let r=e?.isDefinitionInfo===!0?e:void 0;if(this._schema=r===void 0?
e:r._schema,this.definition=typeof t=="string"?this._schema.getDefinition(t):t,this.definition.readerContext.length>0){this.
allowedContext=[];let o={};for(let s of r?.allowedContext??[])this.allowedContext.push(s),o[s.toUpperCase()]=!0;for(let s of this.
definition.readerContext){let i=s.toUpperCase();o[i]||(this.allowedContext.push(s),o[i]=!0)}}else this.allowedContext=r?.
allowedContext??[]}getScalarDefinitions(){return this._schema.getScalarDefinitions(this.definition)}getDefinitionsOfType(e){
return this._schema.getDefinitionsOfType(this.definition,e)}};var L;(function(n){n[n.Null=0]="Null",n[n.Boolean=1]="Boolean",n[n.Number=2]="Number",n[n.String=3]="String",n[n.Sequence=
4]="Sequence",n[n.Mapping=5]="Mapping",n[n.OneOf=6]="OneOf",n[n.AllowedValues=7]="AllowedValues"})(L||(L={}));var bn="allowed-values";var ie="boolean",Lo="boolean-definition",Co="boolean-definition-properties";var At="constant",Ee="context",$="definition",It="definitions",ce="description",Jn="ignore-case",Hn="insert",Kn="is-expr\
ession",vn="item-type",yt="loose-key-type",Yt="loose-value-type";var ve="mapping",qo="mapping-definition",Uo="mapping-definition-properties",et="mapping-property-value",Re="non-empty-st\
ring",$e="null",Fo="null-definition",Wo="null-definition-properties",Te="number",Go="number-definition",Vo="number-defin\
ition-properties",jt="one-of",Bo="one-of-definition";var Jo="property-value",Rt="properties",zn="required",kn="require-non-empty",ta="scalar",Ne="sequence",Ho="sequence-defi\
nition",Ko="sequence-definition-properties",Xn="type",Ge="sequence-of-non-empty-string",J="string",zo="string-definition",
Xo="string-definition-properties";var tt="template-schema",Dr="version";var Pe=class extends be{constructor(e,t,r,o){super(e,t,r,o)}get isScalar(){return!0}static trimDisplayString(e){let t=e.
trimStart(),r=t.indexOf(`
`),o=t.indexOf("\r");return(r>=0||o>=0)&&(t=t.substr(0,Math.min(r>=0?r:Number.MAX_VALUE,o>=0?o:Number.MAX_VALUE))),t}};var Ve=class extends Pe{constructor(e,t,r,o){super(e,t,r,o)}get isLiteral(){return!0}get isExpression(){return!1}toDisplayString(){
return Pe.trimDisplayString(this.toString())}assertUnexpectedValue(e){throw new Error(`Error while reading '${e}'. Unexp\
ected value '${this.toString()}'`)}};var N=class n extends Ve{constructor(e,t,r,o,s,i){super(S.String,e,t,o),this.value=r,this.source=s,this.blockScalarHeader=
i}clone(e){return e?new n(void 0,void 0,this.value,this.definitionInfo,this.source,this.blockScalarHeader):new n(this.file,
this.range,this.value,this.definitionInfo,this.source,this.blockScalarHeader)}toString(){return this.value}toJSON(){return this.
value}};var Qt=class n extends Ve{constructor(e,t,r,o){super(S.Number,e,t,o),this.num=r}get value(){return this.num}clone(e){return e?
new n(void 0,void 0,this.num,this.definitionInfo):new n(this.file,this.range,this.num,this.definitionInfo)}toString(){return`${this.
num}`}toJSON(){return this.num}};var Zt=class n extends Ve{constructor(e,t,r,o){super(S.Boolean,e,t,o),this.bool=r}get value(){return this.bool}clone(e){
return e?new n(void 0,void 0,this.bool,this.definitionInfo):new n(this.file,this.range,this.bool,this.definitionInfo)}toString(){
return this.bool?"true":"false"}toJSON(){return this.bool}};var Me=class n extends Ve{constructor(e,t,r){super(S.Null,e,t,r)}clone(e){return e?new n(void 0,void 0,this.definitionInfo):
new n(this.file,this.range,this.definitionInfo)}toString(){return""}toJSON(){return null}};var Yn=class{constructor(e,t){this.key=e,this.value=t}};var wt=class n extends be{constructor(e,t,r){super(S.Sequence,e,t,r),this.seq=[]}get count(){return this.seq.length}get isScalar(){
return!1}get isLiteral(){return!1}get isExpression(){return!1}add(e){this.seq.push(e)}get(e){return this.seq[e]}clone(e){
let t=e?new n(void 0,void 0,this.definitionInfo):new n(this.file,this.range,this.definitionInfo);for(let r of this.seq)t.
add(r.clone(e));return t}toJSON(){return{type:S.Sequence,seq:this.seq}}*[Symbol.iterator](){for(let e of this.seq)yield e}};var bt=class n extends be{constructor(e,t,r){super(S.Mapping,e,t,r),this.map=[]}get count(){return this.map.length}get isScalar(){
return!1}get isLiteral(){return!1}get isExpression(){return!1}add(e,t){this.map.push(new Yn(e,t))}get(e){return this.map[e]}find(e){
return this.map.find(r=>r.key.toString()===e)?.value}remove(e){this.map.splice(e,1)}clone(e){let t=e?new n(void 0,void 0,
this.definitionInfo):new n(this.file,this.range,this.definitionInfo);for(let r of this.map)t.add(r.key.clone(e),r.value.
clone(e));return t}toJSON(){let e=[];for(let t of this.map)e.push({Key:t.key,Value:t.value});return{type:S.Mapping,map:e}}*[Symbol.
iterator](){for(let e of this.map)yield e}};function Lr(n){let e=/^([a-zA-Z0-9_]+)\(([0-9]+),([0-9]+|MAX)\)$/,t=[],r=[];if(n.length>0)for(let o of n){let s=o.match(
e);if(s){let i=s[1],a=Number.parseInt(s[2]),l=s[3],d=l==="MAX"?Number.MAX_SAFE_INTEGER:Number.parseInt(l);r.push({name:i,
minArgs:a,maxArgs:d})}else t.push(o)}return{namedContexts:t,functions:r}}var Be=class extends Pe{constructor(e,t,r,o,s){super(e,t,r,s),this.directive=o}get isLiteral(){return!1}get isExpression(){
return!0}static validateExpression(e,t){let{namedContexts:r,functions:o}=Lr(t),i=new Ye(e).lex();new Ze(i.tokens,r,o).parse()}};var me=class n extends Be{constructor(e,t,r,o,s,i,a,l){super(S.BasicExpression,e,t,void 0,o),this.expr=r,this.source=i,this.
originalExpressions=s,this.expressionRange=a,this.blockScalarHeader=l}get expression(){return this.expr}clone(e){return e?
new n(void 0,void 0,this.expr,this.definitionInfo,this.originalExpressions,this.source,this.expressionRange,this.blockScalarHeader):
new n(this.file,this.range,this.expr,this.definitionInfo,this.originalExpressions,this.source,this.expressionRange,this.
blockScalarHeader)}toString(){return`${"${{"} ${this.expr} ${"}}"}`}toDisplayString(){return Pe.trimDisplayString(this.toString())}toJSON(){
return{type:S.BasicExpression,expr:this.expr}}};var Qn=class n extends Be{constructor(e,t,r){super(S.InsertExpression,e,t,Hn,r)}clone(e){return e?new n(void 0,void 0,this.
definitionInfo):new n(this.file,this.range,this.definitionInfo)}toString(){return`${"${{"} ${Hn} ${"}}"}`}toDisplayString(){
return Pe.trimDisplayString(this.toString())}toJSON(){return{type:S.InsertExpression,expr:"insert"}}};function Zn(n){return n.isLiteral}function Yo(n){return n.isScalar}function A(n){return Zn(n)&&n.templateTokenType===S.String}
function er(n){return Zn(n)&&n.templateTokenType===S.Number}function vt(n){return Zn(n)&&n.templateTokenType===S.Boolean}
function Sn(n){return Yo(n)&&n.templateTokenType===S.BasicExpression}function he(n){return n instanceof wt}function M(n){
return n instanceof bt}var na=/\s/,Jl=new Set(["background","wait","wait-all","cancel"]),Hl=new Set(["wait","wait-all","cancel"]);function En(n,e,t,r){
let o=new Qo(n,t,r),s;try{t.validateStart();let i=new le(n.schema,e);s=o.readValue(i),t.validateEnd()}catch(i){n.error(r,
i)}return s}var Qo=class{constructor(e,t,r){this._context=e,this._schema=e.schema,this._objectReader=t,this._fileId=r}readValue(e){
let t=this._objectReader.allowLiteral();if(t){let s=this.parseScalar(t,e);return s=this.validate(s,e),s}let r=this._objectReader.
allowSequenceStart();if(r){let s=e.getDefinitionsOfType(L.Sequence)[0];if(s){let i=new le(e,s.itemType);for(;!this._objectReader.
allowSequenceEnd();){let a=this.readValue(i);r.add(a)}}else for(this._context.error(r,"A sequence was not expected");!this.
_objectReader.allowSequenceEnd();)this.skipValue();return r.definitionInfo=e,r}let o=this._objectReader.allowMappingStart();
if(o){let s=e.getDefinitionsOfType(L.Mapping);if(s.length>0)if(s.length>1||Object.keys(s[0].properties).length>0||!s[0].
looseKeyType)this.handleMappingWithWellKnownProperties(e,s,o);else{let i=new le(e,s[0].looseKeyType),a=new le(e,s[0].looseValueType);
this.handleMappingWithAllLooseProperties(e,i,a,s[0],o)}else for(this._context.error(o,"A mapping was not expected");!this.
_objectReader.allowMappingEnd();)this.skipValue(),this.skipValue();return o.definitionInfo||(o.definitionInfo=e),o}throw new Error(
"Expected a scalar value, a sequence, or a mapping")}handleMappingWithWellKnownProperties(e,t,r){let o,s,i,a;t[0].looseKeyType&&
(o=t[0].looseKeyType,s=t[0].looseValueType);let l={},d=!1,p;for(;p=this._objectReader.allowLiteral();){let u=this.parseScalar(
p,e);if(u.isExpression){if(d=!0,e.allowedContext.length>0){let m=new le(e,"any");r.add(u,this.readValue(m))}else this._context.
error(u,"A template expression is not allowed in this context"),this.skipValue();continue}let c=u.templateTokenType===S.
String?u:new N(u.file,u.range,u.toString(),u.definitionInfo);if(c.value){let m=c.value.toUpperCase();if(l[m]){this._context.
error(c,`'${c.value}' is already defined`),this.skipValue();continue}l[m]=!0}let f=this._schema.matchPropertyAndFilter(t,
c.value);if(f){if(!this.backgroundStepsEnabled()&&Jl.has(c.value)){this._context.error(c,`Unexpected value '${c.value}'`),
this.skipValue();continue}let m=new le(e,f.type);c.definitionInfo=m,f.description&&(c.description=f.description);let h=this.
readValue(m);r.add(c,h);continue}if(o){i||(i=new le(e,o),a=new le(e,s)),this.validate(c,i);let m=new le(e,t[0].looseValueType);
c.definitionInfo=m;let h=this.readValue(a);r.add(c,h);continue}this._context.error(c,`Unexpected value '${c.value}'`),this.
skipValue()}if(t.length===1&&(r.definitionInfo=new le(e,t[0])),t.length>1){let u={};for(let m of t)for(let h of Object.keys(
m.properties))u[h]=(u[h]??0)+1;let c=[];for(let m of Object.keys(u))u[m]===1&&c.push(m);let f=this.backgroundStepsEnabled()?
c:c.filter(m=>!Hl.has(m));this._context.error(r,`There's not enough info to determine what you meant. Add one of these p\
roperties: ${f.sort().join(", ")}`)}else if(t.length===1&&!d)for(let u of Object.keys(t[0].properties))t[0].properties[u].
required&&!l[u.toUpperCase()]&&this._context.error(r,`Required property is missing: ${u}`);this.expectMappingEnd()}handleMappingWithAllLooseProperties(e,t,r,o,s){
let i,a={},l;for(;l=this._objectReader.allowLiteral();){let d=this.parseScalar(l,e);if(d.definitionInfo=t,d.isExpression){
e.allowedContext.length>0?(i=this.readValue(r),s.add(d,i)):(this._context.error(d,"A template expression is not allowed \
in this context"),this.skipValue());continue}let p=d.templateTokenType===S.String?d:new N(d.file,d.range,d.toString(),d.
definitionInfo);if(p.value){let c=p.value.toUpperCase();if(a[c]){this._context.error(p,`'${p.value}' is already defined`),
this.skipValue();continue}a[c]=!0}this.validate(p,t);let u=new le(e,o.looseValueType);p.definitionInfo=u,i=this.readValue(
r),s.add(p,i)}this.expectMappingEnd()}expectMappingEnd(){if(!this._objectReader.allowMappingEnd())throw new Error("Expec\
ted mapping end")}skipValue(){if(!this._objectReader.allowLiteral())if(this._objectReader.allowSequenceStart())for(;!this.
_objectReader.allowSequenceEnd();)this.skipValue();else if(this._objectReader.allowMappingStart())for(;!this._objectReader.
allowMappingEnd();)this.skipValue(),this.skipValue();else throw new Error("Expected a scalar value, a sequence, or a map\
ping")}validate(e,t){switch(e.templateTokenType){case S.Null:case S.Boolean:case S.Number:case S.String:{let r=e,o=t.getScalarDefinitions(),
s;if(s=o.find(i=>i.isMatch(r)))return e.definitionInfo=new le(t,s),e;if(r.templateTokenType!==S.String){let i=new N(r.file,
r.range,r.toString(),r.definitionInfo);if(s=o.find(a=>a.isMatch(i)))return i.definitionInfo=new le(t,s),i}return this._context.
error(r,`Unexpected value '${r.toString()}'`),e}case S.BasicExpression:return t.allowedContext.length===0&&this._context.
error(e,"A template expression is not allowed in this context"),e;default:return this._context.error(e,`Unexpected value\
 '${e.toString()}'`),e}}parseScalar(e,t){if(!A(e)||!e.value)return e;let r=t.allowedContext,o=e.range===void 0||e.range.
start.line===e.range.end.line,s=o?e.value:e.source??e.value,i=s.indexOf("${{");if(i<0)return e;let a=!1,l=[],d=0;for(;d<
s.length;)if(d===i){i=d;let m=-1,h=!1;for(d+="${{".length;d<s.length;d++)if(s[d]==="'")h=!h;else if(!h&&s[d]==="}"&&s[d-
1]==="}"){m=d,d++;break}if(m<i)return this._context.error(e,"The expression is not closed. An unescaped ${{ sequence was\
 found, but the closing }} sequence was not found."),e;let w=s.substr(i+"${{".length,m-i+1-"${{".length-"}}".length),y=e.
range;if(o){let k=(e.source??s).indexOf("${{")-s.indexOf("${{");y={start:{line:y.start.line,column:y.start.column+i+k},end:{
line:y.end.line,column:y.start.column+m+1+k}}}else{let k=s.substring(0,i),O=k.split(`
`).length,v=k.lastIndexOf(`
`),G=i-v,C=m-v+1;y={start:{line:y.start.line+O,column:G},end:{line:y.start.line+O,column:C}}}let b=this.parseIntoExpressionToken(
y,w,r,e,t);if(!b)a=!0;else{if(b.directive&&(i!==0||d<s.length))return this._context.error(e,`The directive '${b.directive}\
' is not allowed in this context. Directives are not supported for expressions that are embedded within a string. Direct\
ives are only supported when the entire value is an expression.`),e;l.push(b)}i=s.indexOf("${{",d)}else if(d<i)this.addString(
l,e.range,s.substr(d,i-d),e.definitionInfo),d=i;else{this.addString(l,e.range,s.substr(d),e.definitionInfo);break}if(a)return e;
if(l.length===1&&l[0].templateTokenType===S.BasicExpression){let m=l[0],h=this.getExpressionString(m.expression);if(h!==
void 0)return new N(this._fileId,e.range,h,e.definitionInfo)}if(l.length===1)return l[0];let p=[],u=[],c=[],f=0;for(let m of l)
if(A(m)){let h=m.value.replace(/'/g,"''").replace(/\{/g,"{{").replace(/\}/g,"}}");p.push(h)}else{p.push(`{${f}}`),f++;let h=m;
u.push(", "),u.push(h.expression),c.push(h)}return new me(this._fileId,e.range,`format('${p.join("")}'${u.join("")})`,t,
c,s,void 0,e.blockScalarHeader)}parseIntoExpressionToken(e,t,r,o,s){let i=this.parseExpression(e,o,t,r,s);if(i.error){this.
_context.error(o,i.error,e);return}return i.expression}parseExpression(e,t,r,o,s){let i=r.trim();if(!i)return{error:new Error(
"An expression was expected")};let a=this.matchDirective(i,Hn,0);if(a.isMatch)return{expression:new Qn(this._fileId,e,s)};
if(a.error)return{error:a.error};try{Be.validateExpression(i,o)}catch(u){return{error:u}}let l=r.length-r.trimStart().length,
d=r.length-r.trimEnd().length,p={start:{...e.start,column:e.start.column+"${{".length+l},end:{...e.end,column:e.end.column-
"}}".length-d}};return{expression:new me(this._fileId,e,i,s,void 0,t.source,p,t.blockScalarHeader),error:void 0}}addString(e,t,r,o){
if(e.length>0&&e[e.length-1].templateTokenType===S.String){let s=e[e.length-1];e[e.length-1]=new N(this._fileId,t,`${s.value}${r}`,
o)}else e.push(new N(this._fileId,t,r,o))}matchDirective(e,t,r){let o=[];if(e.startsWith(t)&&(e.length===t.length||na.test(
e[t.length]))){let s=t.length,i=!1,a=0;for(let l=s;l<e.length;l++){let d=e[l];na.test(d)&&!i&&a==0?(s<1&&o.push(e.substr(
s,l-s)),s=l+1):d==="'"?i=!i:d==="("&&!i?a++:d===")"&&!i&&a--}return s<e.length&&o.push(e.substr(s)),r!=o.length?{isMatch:!1,
parameters:[],error:new Error(`Exactly ${r} parameter(s) were expected following the directive '${t}'. Actual parameter \
count: ${o.length}`)}:{isMatch:!0,parameters:o}}return{isMatch:!1,parameters:o}}getExpressionString(e){let t=[],r=!1;for(let o=0;o<
e.length;o++){let s=e[o];if(s==="'")r=!r,r&&o!==0&&t.push(s);else if(r)t.push(s);else return}return t.join("")}backgroundStepsEnabled(){
return this._context.state.featureFlags?.isEnabled("allowBackgroundSteps")??!1}};var ra="workflow-root-strict";var H=class{constructor(e,t){this.type=e,this.token=t}},P;(function(n){n[n.Literal=0]="Literal",n[n.SequenceStart=1]="Se\
quenceStart",n[n.SequenceEnd=2]="SequenceEnd",n[n.MappingStart=3]="MappingStart",n[n.MappingEnd=4]="MappingEnd",n[n.DocumentStart=
5]="DocumentStart",n[n.DocumentEnd=6]="DocumentEnd"})(P||(P={}));var $n=class{constructor(e,t){this._fileId=e;let r=JSON.parse(t);this._generator=this.getParseEvents(r,!0),this._current=
this._generator.next()}allowLiteral(){if(!this._current.done){let e=this._current.value;if(e.type===P.Literal)return this.
_current=this._generator.next(),e.token}}allowSequenceStart(){if(!this._current.done){let e=this._current.value;if(e.type===
P.SequenceStart)return this._current=this._generator.next(),e.token}}allowSequenceEnd(){return!this._current.done&&this.
_current.value.type===P.SequenceEnd?(this._current=this._generator.next(),!0):!1}allowMappingStart(){if(!this._current.done){
let e=this._current.value;if(e.type===P.MappingStart)return this._current=this._generator.next(),e.token}}allowMappingEnd(){
return!this._current.done&&this._current.value.type===P.MappingEnd?(this._current=this._generator.next(),!0):!1}validateEnd(){
if(!this._current.done&&this._current.value.type===P.DocumentEnd){this._current=this._generator.next();return}throw new Error(
"Expected end of reader")}validateStart(){if(!this._current.done&&this._current.value.type===P.DocumentStart){this._current=
this._generator.next();return}throw new Error("Expected start of reader")}*getParseEvents(e,t){switch(t&&(yield new H(P.
DocumentStart,void 0)),typeof e){case"undefined":yield new H(P.Literal,new Me(this._fileId,void 0,void 0));break;case"bo\
olean":yield new H(P.Literal,new Zt(this._fileId,void 0,e,void 0));break;case"number":yield new H(P.Literal,new Qt(this.
_fileId,void 0,e,void 0));break;case"string":yield new H(P.Literal,new N(this._fileId,void 0,e,void 0));break;case"objec\
t":if(e===null)yield new H(P.Literal,new Me(this._fileId,void 0,void 0));else if(Array.isArray(e)){yield new H(P.SequenceStart,
new wt(this._fileId,void 0,void 0));for(let r of e)for(let o of this.getParseEvents(r))yield o;yield new H(P.SequenceEnd,
void 0)}else{yield new H(P.MappingStart,new bt(this._fileId,void 0,void 0));for(let r of Object.keys(e)){yield new H(P.Literal,
new N(this._fileId,void 0,r,void 0));for(let o of this.getParseEvents(e[r]))yield o}yield new H(P.MappingEnd,void 0)}break;default:
throw new Error(`Unexpected value type '${typeof e}' when reading object`)}t&&(yield new H(P.DocumentEnd,void 0))}};var Pt=class{error(){}info(){}verbose(){}};var nt=class{constructor(e,t){if(this.readerContext=[],this.evaluatorContext=[],this.key=e,t)for(let r=0;r<t.count;)switch(t.
get(r).key.assertString(`${$} key`).value){case Ee:{let s=t.get(r).value.assertSequence(`${$} ${Ee}`);t.remove(r);let i={},
a={};for(let l of s){let d=l.assertString(`${Ee} item`).value,p=d.toUpperCase();if(i[p])throw new Error(`Duplicate conte\
xt item '${d}'`);i[p]=!0,this.readerContext.push(d);let u=d.indexOf("("),c=u>0?d.substr(0,u+1)+")":d,f=c.toUpperCase();if(a[f])
throw new Error(`Duplicate context item '${c}'`);a[f]=!0,this.evaluatorContext.push(c)}break}case ce:{let s=t.get(r).value;
this.description=s.assertString(ce).value,t.remove(r);break}default:{r++;break}}}};var rt=class extends nt{constructor(e,t){super(e,t)}};var nr=class extends rt{constructor(e,t){if(super(e,t),t)for(let r of t){let o=r.key.assertString(`${$} key`);switch(o.value){case ie:{
let s=r.value.assertMapping(`${$} ${ie}`);for(let i of s){let a=i.key.assertString(`${$} ${ie} key`);switch(a.value){default:
a.assertUnexpectedValue(`${$} ${ie} key`);break}}break}default:o.assertUnexpectedValue(`${$} key`)}}}get definitionType(){
return L.Boolean}isMatch(e){return e.templateTokenType===S.Boolean}validate(){}};var j=class{constructor(e){if(this.type="",this.required=!1,e.templateTokenType===S.String)this.type=e.value;else{let t=e.
assertMapping(et);for(let r of t){let o=r.key.assertString(`${et} key`);switch(o.value){case Xn:this.type=r.value.assertString(
`${et} ${Xn}`).value;break;case zn:this.required=r.value.assertBoolean(`${et} ${zn}`).value;break;case ce:this.description=
r.value.assertString(`${et} ${ce}`).value;break;default:o.assertUnexpectedValue(`${et} key`)}}}}};var K=class extends nt{constructor(e,t){if(super(e,t),this.properties={},this.looseKeyType="",this.looseValueType="",t)for(let r of t){
let o=r.key.assertString(`${$} key`);switch(o.value){case ve:{let s=r.value.assertMapping(`${$} ${ve}`);for(let i of s){
let a=i.key.assertString(`${$} ${ve} key`);switch(a.value){case Rt:{let l=i.value.assertMapping(`${$} ${ve} ${Rt}`);for(let d of l){
let p=d.key.assertString(`${$} ${ve} ${Rt} key`);this.properties[p.value]=new j(d.value)}break}case yt:{let l=i.value.assertString(
`${$} ${ve} ${yt}`);this.looseKeyType=l.value;break}case Yt:{let l=i.value.assertString(`${$} ${ve} ${Yt}`);this.looseValueType=
l.value;break}default:a.assertUnexpectedValue(`${$} ${ve} key`);break}}break}default:o.assertUnexpectedValue(`${$} key`)}}}get definitionType(){
return L.Mapping}validate(e,t){if(this.looseKeyType)if(e.getDefinition(this.looseKeyType),this.looseValueType)e.getDefinition(
this.looseValueType);else throw new Error(`Property '${yt}' is defined but '${Yt}' is not defined on '${t}'`);else if(this.
looseValueType)throw new Error(`Property '${Yt}' is defined but '${yt}' is not defined on '${t}'`);for(let r of Object.keys(
this.properties)){let o=this.properties[r];if(!o.type)throw new Error(`Type not specified for the property '${r}' on '${t}\
'`);e.getDefinition(o.type)}}};var rr=class extends rt{constructor(e,t){if(super(e,t),t)for(let r of t){let o=r.key.assertString(`${$} key`);switch(o.value){case $e:{
let s=r.value.assertMapping(`${$} ${$e}`);for(let i of s){let a=i.key.assertString(`${$} ${$e} key`);switch(a.value){default:
a.assertUnexpectedValue(`${$} ${$e} key`);break}}break}default:o.assertUnexpectedValue(`${$} key`)}}}get definitionType(){
return L.Null}isMatch(e){return e.templateTokenType===S.Null}validate(){}};var or=class extends rt{constructor(e,t){if(super(e,t),t)for(let r of t){let o=r.key.assertString(`${$} key`);switch(o.value){case Te:{
let s=r.value.assertMapping(`${$} ${Te}`);for(let i of s){let a=i.key.assertString(`${$} ${Te} key`);switch(a.value){default:
a.assertUnexpectedValue(`${$} ${Te} key`);break}}break}default:o.assertUnexpectedValue(`${$} key`)}}}get definitionType(){
return L.Number}isMatch(e){return e.templateTokenType===S.Number}validate(){}};var Mt=class extends nt{constructor(e,t){if(super(e,t),this.oneOf=[],this.oneOfPrefix=[],t)for(let r of t){let o=r.key.assertString(
`${$} key`);switch(o.value){case jt:{let s=r.value.assertSequence(`${$} ${jt}`);for(let i of s){let a=i.assertString(`${$}\
 ${jt} item`);this.oneOf.push(a.value)}break}case bn:{let s=r.value.assertSequence(`${$} ${bn}`);for(let i of s){let a=i.
assertString(`${$} ${jt} item`);this.oneOf.push(this.key+"-"+a.value)}break}default:o.assertUnexpectedValue(`${$} key`);
break}}}get definitionType(){return L.OneOf}validate(e,t){if(this.oneOf.length===0)throw new Error(`'${t}' does not cont\
ain any references`);let r=!1,o=[],s,i,a,l,d,p=[],u={};for(let c of this.oneOf){if(u[c])throw new Error(`'${t}' contains\
 duplicate nested type '${c}'`);u[c]=!0;let f=e.getDefinition(c);if(f.readerContext.length>0)throw new Error(`'${t}' is \
a one-of definition and references another definition that defines context. This is currently not supported.`);switch(f.
definitionType){case L.Mapping:{let m=f;o.push(m),m.looseKeyType&&(r=!0);break}case L.Sequence:{if(i)throw new Error(`'${t}\
' refers to more than one definition of type '${Ne}'`);i=f;break}case L.Null:{if(a)throw new Error(`'${t}' refers to mor\
e than one definition of type '${$e}'`);a=f;break}case L.Boolean:{if(l)throw new Error(`'${t}' refers to more than one d\
efinition of type '${ie}'`);l=f;break}case L.Number:{if(d)throw new Error(`'${t}' refers to more than one definition of \
type '${Te}'`);d=f;break}case L.String:{let m=f;if(p.length>0&&(!p[0].constant||!m.constant))throw new Error(`'${t}' ref\
ers to more than one '${ta}', but some do not set '${At}'`);p.push(m);break}case L.OneOf:{if(s)throw new Error(`'${t}' c\
ontains multiple allowed-values definitions`);s=f;break}default:throw new Error(`'${t}' refers to a definition with type\
 '${f.definitionType}'`)}}if(o.length>1){if(r)throw new Error(`'${t}' refers to two mappings and at least one sets '${yt}\
'. This is not currently supported.`);let c={};for(let f of o)for(let m of Object.keys(f.properties)){let h=f.properties[m],
w=c[m];if(w){if(w.type===h.type)continue;throw new Error(`'${t}' contains two mappings with the same property, but each \
refers to a different type. All matching properties must refer to the same type.`)}else c[m]=h}}}};var Tn=class extends nt{constructor(e,t){if(super(e,t),this.itemType="",t)for(let r of t){let o=r.key.assertString(`${$}\
 key`);switch(o.value){case Ne:{let s=r.value.assertMapping(`${$} ${Ne}`);for(let i of s){let a=i.key.assertString(`${$}\
 ${Ne} key`);if(a.value===vn){let l=i.value.assertString(`${$} ${Ne} ${vn}`);this.itemType=l.value}else a.assertUnexpectedValue(
`${$} ${Ne} key`)}break}default:o.assertUnexpectedValue(`${$} key`)}}}get definitionType(){return L.Sequence}validate(e,t){
if(!this.itemType)throw new Error(`'${t}' does not defined '${vn}'`);e.getDefinition(this.itemType)}};var en=class extends rt{constructor(e,t){if(super(e,t),this.constant="",this.ignoreCase=!1,this.requireNonEmpty=!1,this.
isExpression=!1,t)for(let r of t){let o=r.key.assertString(`${$} key`);switch(o.value){case J:{let s=r.value.assertMapping(
`${$} ${J}`);for(let i of s){let a=i.key.assertString(`${$} ${J} key`);switch(a.value){case At:{let l=i.value.assertString(
`${$} ${J} ${At}`);this.constant=l.value;break}case Jn:{let l=i.value.assertBoolean(`${$} ${J} ${Jn}`);this.ignoreCase=l.
value;break}case kn:{let l=i.value.assertBoolean(`${$} ${J} ${kn}`);this.requireNonEmpty=l.value;break}case Kn:{let l=i.
value.assertBoolean(`${$} ${J} ${Kn}`);this.isExpression=l.value;break}default:a.assertUnexpectedValue(`${$} ${J} key`);
break}}break}default:o.assertUnexpectedValue(`${$} key`)}}}get definitionType(){return L.String}isMatch(e){if(e.templateTokenType===
S.String){let t=e.value;return this.constant?this.ignoreCase?this.constant.toUpperCase()===t.toUpperCase():this.constant===
t:this.requireNonEmpty?!!t:!0}return!1}validate(){if(this.constant&&this.requireNonEmpty)throw new Error(`Properties '${At}\
' and '${kn}' cannot both be set`)}};var Dt=class n{constructor(e){this.definitions={},this.version="",this.definitions[$e]=new rr($e),this.definitions[ie]=new nr(
ie),this.definitions[Te]=new or(Te),this.definitions[J]=new en(J);let t=new Tn(Ne);t.itemType="any",this.definitions[t.key]=
t;let r=new K(ve);r.looseKeyType=J,r.looseValueType="any",this.definitions[r.key]=r;let o=new Mt("any");if(o.oneOf.push(
$e),o.oneOf.push(ie),o.oneOf.push(Te),o.oneOf.push(J),o.oneOf.push(Ne),o.oneOf.push(ve),this.definitions[o.key]=o,e)for(let s of e){
let i=s.key.assertString(`${tt} key`);switch(i.value){case Dr:{this.version=s.value.assertString(`${tt} ${Dr}`).value;break}case It:{
let a=s.value.assertMapping(`${tt} ${It}`);for(let l of a){let d=l.key.assertString(`${tt} ${It} key`),p=l.value.assertMapping(
`${tt} ${It} value`),u;for(let c of p){let f=c.key.assertString(`${$} key`),m=l.value;switch(f.value){case $e:u=new rr(d.
value,p);break;case ie:u=new nr(d.value,p);break;case Te:u=new or(d.value,p);break;case J:u=new en(d.value,p);break;case Ne:
u=new Tn(d.value,p);break;case ve:u=new K(d.value,p);break;case jt:u=new Mt(d.value,p);break;case bn:for(let h of m)if(h.
value.templateTokenType===S.Sequence){let w=h.value;for(let y of w)if(y.templateTokenType===S.String){let b=y,k=d.value+
"-"+b.value,O=new en(k);O.constant=b.toDisplayString(),this.definitions[k]=O}}u=new Mt(d.value,p);break;case Ee:case ce:
continue;default:f.assertUnexpectedValue(`${$} mapping key`);break}break}if(!u)throw new Error(`Not enough information t\
o construct definition '${d.value}'`);this.definitions[d.value]=u}break}default:i.assertUnexpectedValue(`${tt} key`);break}}}getDefinition(e){
let t=this.definitions[e];if(t)return t;throw new Error(`Schema definition '${e}' not found`)}getScalarDefinitions(e){let t=[];
switch(e.definitionType){case L.Null:case L.Boolean:case L.Number:case L.String:t.push(e);break;case L.OneOf:{let r=e;for(let o of r.
oneOf){let s=this.getDefinition(o);t.push(...this.getScalarDefinitions(s))}break}}return t}getDefinitionsOfType(e,t){let r=[];
if(e.definitionType===t)r.push(e);else if(e.definitionType===L.OneOf){let o=e;for(let s of o.oneOf){let i=this.getDefinition(
s);i.definitionType===t&&r.push(i)}}return r}matchPropertyAndFilter(e,t){let r,o=!1;for(let s of e){let i=s.properties[t];
i?r=i:o=!0}if(r&&o)for(let s=0;s<e.length;)e[s].properties[t]?s++:e.splice(s,1);return r}validate(){let e={};for(let t of Object.
keys(this.definitions)){if(!t.match(n._definitionNamePattern))throw new Error(`Invalid definition name '${t}'`);let r=this.
definitions[t];r.definitionType===L.OneOf?e[t]=r:r.validate(this,t)}for(let t of Object.keys(e))e[t].validate(this,t)}static load(e){
let t=new gt(new Ot(10,500),n.getInternalSchema(),new Pt),r=En(t,tt,e,void 0);t.errors.check();let o=r.assertMapping(tt),
s=new n(o);return s.validate(),s}static getInternalSchema(){if(n._internalSchema===void 0){let e=new n,t=new K(tt);t.properties[Dr]=
new j(new N(void 0,void 0,Re,void 0)),t.properties[It]=new j(new N(void 0,void 0,It,void 0)),e.definitions[t.key]=t,t=new K(
It),t.looseKeyType=Re,t.looseValueType=$,e.definitions[t.key]=t;let r=new Mt($);r.oneOf.push(Fo),r.oneOf.push(Lo),r.oneOf.
push(Go),r.oneOf.push(zo),r.oneOf.push(Ho),r.oneOf.push(qo),r.oneOf.push(Bo),e.definitions[r.key]=r,t=new K(Fo),t.properties[ce]=
new j(new N(void 0,void 0,J,void 0)),t.properties[Ee]=new j(new N(void 0,void 0,Ge,void 0)),t.properties[$e]=new j(new N(
void 0,void 0,Wo,void 0)),e.definitions[t.key]=t,t=new K(Wo),e.definitions[t.key]=t,t=new K(Lo),t.properties[ce]=new j(new N(
void 0,void 0,J,void 0)),t.properties[Ee]=new j(new N(void 0,void 0,Ge,void 0)),t.properties[ie]=new j(new N(void 0,void 0,
Co,void 0)),e.definitions[t.key]=t,t=new K(Co),e.definitions[t.key]=t,t=new K(Go),t.properties[ce]=new j(new N(void 0,void 0,
J,void 0)),t.properties[Ee]=new j(new N(void 0,void 0,Ge,void 0)),t.properties[Te]=new j(new N(void 0,void 0,Vo,void 0)),
e.definitions[t.key]=t,t=new K(Vo),e.definitions[t.key]=t,t=new K(zo),t.properties[ce]=new j(new N(void 0,void 0,J,void 0)),
t.properties[Ee]=new j(new N(void 0,void 0,Ge,void 0)),t.properties[J]=new j(new N(void 0,void 0,Xo,void 0)),e.definitions[t.
key]=t,t=new K(Xo),t.properties[At]=new j(new N(void 0,void 0,Re,void 0)),t.properties[Jn]=new j(new N(void 0,void 0,ie,
void 0)),t.properties[kn]=new j(new N(void 0,void 0,ie,void 0)),t.properties[Kn]=new j(new N(void 0,void 0,ie,void 0)),e.
definitions[t.key]=t,t=new K(Ho),t.properties[ce]=new j(new N(void 0,void 0,J,void 0)),t.properties[Ee]=new j(new N(void 0,
void 0,Ge,void 0)),t.properties[Ne]=new j(new N(void 0,void 0,Ko,void 0)),e.definitions[t.key]=t,t=new K(Ko),t.properties[vn]=
new j(new N(void 0,void 0,Re,void 0)),e.definitions[t.key]=t,t=new K(qo),t.properties[ce]=new j(new N(void 0,void 0,J,void 0)),
t.properties[Ee]=new j(new N(void 0,void 0,Ge,void 0)),t.properties[ve]=new j(new N(void 0,void 0,Uo,void 0)),e.definitions[t.
key]=t,t=new K(Uo),t.properties[Rt]=new j(new N(void 0,void 0,Rt,void 0)),t.properties[yt]=new j(new N(void 0,void 0,Re,
void 0)),t.properties[Yt]=new j(new N(void 0,void 0,Re,void 0)),e.definitions[t.key]=t,t=new K(Rt),t.looseKeyType=Re,t.looseValueType=
Jo,e.definitions[t.key]=t,r=new Mt(Jo),r.oneOf.push(Re),r.oneOf.push(et),e.definitions[r.key]=r,t=new K(et),t.properties[Xn]=
new j(new N(void 0,void 0,Re,void 0)),t.properties[zn]=new j(new N(void 0,void 0,ie,void 0)),t.properties[ce]=new j(new N(
void 0,void 0,J,void 0)),e.definitions[t.key]=t,t=new K(Bo),t.properties[ce]=new j(new N(void 0,void 0,J,void 0)),t.properties[Ee]=
new j(new N(void 0,void 0,Ge,void 0)),t.properties[jt]=new j(new N(void 0,void 0,Ge,void 0)),t.properties[bn]=new j(new N(
void 0,void 0,Ge,void 0)),e.definitions[t.key]=t;let o=new en(Re);o.requireNonEmpty=!0,e.definitions[o.key]=o;let s=new Tn(
Ge);s.itemType=Re,e.definitions[s.key]=s,e.validate(),n._internalSchema=e}return n._internalSchema}};Dt._definitionNamePattern=
/^[a-zA-Z_][a-zA-Z0-9_-]*$/;var oa={version:"workflow-v1.0",definitions:{"workflow-root":{description:"A workflow file.",mapping:{properties:{on:"on",
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
ge."},command:{type:"string",description:"Override the default CMD in the service container image."}}}}}};var Zo;function sa(){if(Zo===void 0){let n=JSON.stringify(oa);Zo=Dt.load(new $n(void 0,n))}return Zo}var Z=pt(Sr(),1);var Nn=class n{constructor(e,t){this.lineCounter=new Z.LineCounter,this.errors=[],this.doc=(0,Z.parseDocument)(t,{lineCounter:this.
lineCounter,keepSourceTokens:!0,uniqueKeys:!1});for(let r of this.doc.errors)this.errors.push({message:r.message,range:Xl(
r.linePos)});this._generator=this.getNodes(this.doc,new Set),this.fileId=e}*getNodes(e,t){let r=this.getRange(e);if((0,Z.isDocument)(
e)){yield new H(P.DocumentStart);for(let o of this.getNodes(e.contents,new Set))yield o;yield new H(P.DocumentEnd)}if((0,Z.isCollection)(
e)){(0,Z.isSeq)(e)?yield new H(P.SequenceStart,new wt(this.fileId,r,void 0)):(0,Z.isMap)(e)&&(yield new H(P.MappingStart,
new bt(this.fileId,r,void 0)));for(let o of e.items)for(let s of this.getNodes(o,t))yield s;(0,Z.isSeq)(e)?yield new H(P.
SequenceEnd):(0,Z.isMap)(e)&&(yield new H(P.MappingEnd))}if((0,Z.isScalar)(e)&&(yield new H(P.Literal,n.getLiteralToken(
this.fileId,r,e))),(0,Z.isAlias)(e)){let o=e.resolve(this.doc);if(o){if(t.has(o))return;let s=new Set(t);s.add(o),yield*this.
getNodes(o,s)}return}if((0,Z.isPair)(e)){let o=e.key;r=this.getRange(o);let s=o.value;yield new H(P.Literal,new N(this.fileId,
r,s,void 0));for(let i of this.getNodes(e.value,t))yield i}}getRange(e){let t=e?.range??[],r=t[0],o=t[1];if(r!==void 0&&
o!==void 0){let s=this.lineCounter.linePos(r),i=this.lineCounter.linePos(o);return{start:{line:s.line,column:s.col},end:{
line:i.line,column:i.col}}}}static getLiteralToken(e,t,r){let o=r.value;if(o==null)return new Me(e,t,void 0);switch(typeof o){case"\
number":return new Qt(e,t,o,void 0);case"boolean":return new Zt(e,t,o,void 0);case"string":{let s,i;if(r.srcToken&&"sour\
ce"in r.srcToken&&(s=r.srcToken.source,r.srcToken.type==="block-scalar"&&"props"in r.srcToken)){let l=r.srcToken.props.find(
d=>d.type==="block-scalar-header");l?.source&&(i=l.source)}return new N(e,t,o,void 0,s,i)}default:throw new Error(`Unexp\
ected value type '${typeof o}' when reading object`)}}allowLiteral(){if(!this._current.done){let e=this._current.value;if(e.
type===P.Literal)return this._current=this._generator.next(),e.token}}allowSequenceStart(){if(!this._current.done){let e=this.
_current.value;if(e.type===P.SequenceStart)return this._current=this._generator.next(),e.token}}allowSequenceEnd(){return!this.
_current.done&&this._current.value.type===P.SequenceEnd?(this._current=this._generator.next(),!0):!1}allowMappingStart(){
if(!this._current.done){let e=this._current.value;if(e.type===P.MappingStart)return this._current=this._generator.next(),
e.token}}allowMappingEnd(){return!this._current.done&&this._current.value.type===P.MappingEnd?(this._current=this._generator.
next(),!0):!1}validateEnd(){if(!this._current.done&&this._current.value.type===P.DocumentEnd){this._current=this._generator.
next();return}throw new Error("Expected end of reader")}validateStart(){if(this._current||(this._current=this._generator.
next()),!this._current.done&&this._current.value.type===P.DocumentStart){this._current=this._generator.next();return}throw new Error(
"Expected start of reader")}};function Xl(n){if(n===void 0)return;let e={line:n[0].line,column:n[0].col},t=n.length==2?{
line:n[1].line,column:n[1].col}:e;return{start:e,end:t}}function sr(n,e){let t=e instanceof gt?e:new gt(new Ot,sa(),e),r=t.getFileId(n.name),o=new Nn(r,n.content);if(o.errors.length>
0){for(let i of o.errors)t.error(r,i.message,i.range);return{context:t,value:void 0}}let s=En(t,ra,o,r);return{context:t,
value:s}}function Cr(n,e){let t={};if(e.isExpression)return t;if(A(e))return t.group=e,t;let r=e.assertMapping("concurrency group");
for(let o of r){let s=o.key.assertString("concurrency group key");if(!(o.key.isExpression||o.value.isExpression))switch(s.
value){case"group":t.group=o.value.assertString("concurrency group");break;case"cancel-in-progress":t.cancelInProgress=o.
value.assertBoolean("cancel-in-progress").value;break;case"queue":t.queue=o.value.assertString("queue").value;break;default:
n.error(s,`Invalid property name: ${s.value}`)}}return t}var Zl=pt(ia(),1);var Yl={jan:1,feb:2,mar:3,apr:4,may:5,jun:6,jul:7,aug:8,sep:9,oct:10,nov:11,dec:12},Ql={sun:0,mon:1,tue:2,wed:3,thu:4,fri:5,
sat:6},aa={min:0,max:59},ua={min:0,max:23},la={min:1,max:31},ca={min:1,max:12,names:Yl},pa={min:0,max:6,names:Ql};function da(n){let e=n.split(/ +/);if(e.length!=5)return!1;let[t,r,o,s,i]=e;return ot(t,aa)&&ot(r,ua)&&ot(o,la)&&ot(s,ca)&&
ot(i,pa)}function ot(n,e,t=!0){if(e.names&&e.names[n.toLowerCase()]!==void 0||n==="*")return!0;if(n.includes(","))return t?n.split(
",").every(o=>o&&ot(o,e)):!1;if(n.includes("/")){if(!t)return!1;let[o,s,...i]=n.split("/"),a=+s;return i.length>0||isNaN(
a)||a<=0||!o||!s?!1:ot(o,e)&&ot(s,e,!1)}if(n.includes("-")){if(!t)return!1;let[o,s,...i]=n.split("-");if(i.length>0||!o||
!s)return!1;let a=fa(o,e.names),l=fa(s,e.names);return ot(o,e,!1)&&ot(s,e,!1)&&l>=a}let r=+n;return!isNaN(r)&&r>=e.min&&
r<=e.max}function fa(n,e){return e&&e[n.toLowerCase()]!==void 0?+e[n.toLowerCase()]:+n}function Lt(n,e){let t=[];for(let r of e)t.push(r.assertString(`${n} item`).value);return t}var ne;(function(n){n.string="string",n.choice="choice",n.boolean="boolean",n.environment="environment"})(ne||(ne={}));function ma(n,e){let t={};for(let r of e)switch(r.key.assertString("workflow dispatch input key").value){case"inputs":t.
inputs=ec(n,r.value.assertMapping("workflow dispatch inputs"));break;case"secrets":t.secrets=nc(n,r.value.assertMapping(
"workflow dispatch inputs"));break;case"outputs":break}return t}function ec(n,e){let t={};for(let r of e){let o=r.key.assertString(
"input name"),s=r.value.assertMapping("input configuration");t[o.value]=tc(n,s)}return t}function tc(n,e){let t={type:ne.
string},r;for(let o of e){let s=o.key.assertString("workflow dispatch input key");switch(s.value){case"description":t.description=
o.value.assertString("input description").value;break;case"required":t.required=o.value.assertBoolean("input required").
value;break;case"default":r=o.value.assertScalar("input default");break;case"type":t.type=ne[o.value.assertString("input\
 type").value];break;case"options":t.options=Lt("input options",o.value.assertSequence("input options"));break;default:n.
error(o.key,`Invalid key '${s.value}'`)}}if(r!==void 0&&!r.isExpression)try{switch(t.type){case ne.boolean:t.default=r.assertBoolean(
"input default").value;break;case ne.string:case ne.choice:case ne.environment:t.default=r.assertString("input default").
value;break}}catch(o){n.error(r,o)}return t.type===ne.choice?(t.options===void 0||t.options.length===0)&&n.error(e,"Miss\
ing 'options' for choice input"):t.options!==void 0&&n.error(e,"Input type is not 'choice', but 'options' is defined"),t}
function nc(n,e){let t={};for(let r of e){let o=r.key.assertString("secret name");t[o.value]=rc(n,r.value)}return t}function rc(n,e){
let t={};if(M(e))for(let r of e)switch(r.key.assertString("workflow call secret key").value){case"description":t.description=
r.value.assertString("secret description").value;break;case"required":t.required=r.value.assertBoolean("secret required").
value;break}return t}function ha(n,e){let t={};for(let r of e)r.key.assertString("workflow dispatch input key").value==="inputs"&&(t.inputs=oc(
n,r.value.assertMapping("workflow dispatch inputs")));return t}function oc(n,e){let t={};for(let r of e){let o=r.key.assertString(
"input name"),s=r.value.assertMapping("input configuration");t[o.value]=sc(n,s)}return t}function sc(n,e){let t={type:ne.
string},r;for(let o of e){let s=o.key.assertString("workflow dispatch input key");switch(s.value){case"description":t.description=
o.value.assertString("input description").value;break;case"required":t.required=o.value.assertBoolean("input required").
value;break;case"default":r=o.value.assertScalar("input default");break;case"type":t.type=ne[o.value.assertString("input\
 type").value];break;case"options":t.options=Lt("input options",o.value.assertSequence("input options"));break;default:n.
error(o.key,`Invalid key '${s.value}'`)}}if(r!==void 0)try{switch(t.type){case ne.boolean:t.default=r.assertBoolean("inp\
ut default").value;break;case ne.string:case ne.choice:case ne.environment:t.default=r.assertString("input default").value;
break}}catch(o){n.error(r,o)}return t.type===ne.choice?(t.options===void 0||t.options.length===0)&&n.error(e,"Missing 'o\
ptions' for choice input"):t.options!==void 0&&n.error(e,"Input type is not 'choice', but 'options' is defined"),t}function ga(n,e){if(Zn(e))return{[e.assertString("on").value]:{}};if(he(e)){let t={};for(let r of e){let o=r.assertString(
"on");t[o.value]={}}return t}if(M(e)){let t={};for(let r of e){let s=r.key.assertString("event name").value;if(r.value.templateTokenType===
S.Null){t[s]={};continue}if(s==="schedule"){let a=r.value.assertSequence(`event ${s}`);t.schedule=ic(n,a);continue}let i=r.
value.assertMapping(`event ${s}`);if(s==="workflow_call"){t.workflow_call=ma(n,i);continue}if(s==="workflow_dispatch"){t.
workflow_dispatch=ha(n,i);continue}t[s]={...ts("branches",i),...ts("tags",i),...ts("paths",i),...Ur("types",i),...Ur("ve\
rsions",i),...Ur("names",i),...Ur("workflows",i)}}return t}return n.error(e,"Invalid format for 'on'"),{}}function ts(n,e){
let t={};for(let r of e)switch(r.key.assertString(`${n} filter key`).value){case n:A(r.value)?t[n]=[r.value.value]:t[n]=
Lt(n,r.value.assertSequence(`${n} list`));break;case`${n}-ignore`:A(r.value)?t[`${n}-ignore`]=[r.value.value]:t[`${n}-ig\
nore`]=Lt(`${n}-ignore`,r.value.assertSequence(`${n}-ignore list`));break}return t}function Ur(n,e){let t={};for(let r of e)
r.key.assertString(`${n} filter key`).value===n&&(A(r.value)?t[n]=[r.value.value]:t[n]=Lt(n,r.value.assertSequence(`${n}\
 list`)));return t}function ic(n,e){let t=[];for(let r of e){let o=r.assertMapping("event schedule"),s={cron:""},i=!0;for(let a of o){
let l=a.key.assertString("schedule key");if(l.value==="cron"){let d=a.value.assertString("schedule cron");da(d.value)||n.
error(d,"Invalid cron expression. Expected format: '* * * * *' (minute hour day month weekday)"),s.cron=d.value}else if(l.
value==="timezone"){let d=a.value.assertString("schedule timezone");s.timezone=d.value}else n.error(l,"Invalid schedule \
key"),i=!1}i&&s.cron?t.push(s):i&&!s.cron&&n.error(o,"Missing required key 'cron' in schedule entry")}return t}function B(n,e,t,r){let o=t;try{o=r()}catch(s){s instanceof Se?e.error(s.token,s):e.error(n,s)}return o}function ns(n,e){let t=e?.allowedContext||[];try{let{namedContexts:r,functions:o}=Lr(t),i=new Ye(n).lex(),l=new Ze(i.tokens,
r,o).parse();return kt(l)?n:`success() && (${n})`}catch{return n}}function Fr(n,e){let t=e.assertScalar("if condition"),
r=e.definitionInfo?.allowedContext||[],o,s;if(t instanceof me)o=t.expression,s=t.source;else{let a=t.assertString("if co\
ndition");o=a.value.trim(),s=a.source}let i;o?i=ns(o,e.definitionInfo):i="success()";try{Be.validateExpression(i,r)}catch(a){
n.error(e,a);return}return new me(e.file,e.range,i,e.definitionInfo,void 0,s)}function kt(n){if(!n)return!1;if(n instanceof
Bt){let e=n.functionName.lexeme.toLowerCase();return e==="success"||e==="failure"||e==="cancelled"||e==="always"?!0:n.args.
some(t=>kt(t))}return n instanceof Jt?kt(n.left)||kt(n.right):n instanceof dn?kt(n.expr):n instanceof ft?n.args.some(e=>kt(
e)):n instanceof dt?kt(n.group):n instanceof ze?kt(n.expr)||kt(n.index):!1}function ya(n,e){let t,r,o,s,i;for(let[,l]of be.traverse(e))if(l.isExpression)return;if(A(e))return t=e.assertString("co\
ntainer item"),{image:t};let a=e.assertMapping("container item");if(a)for(let l of a){let d=l.key.assertString("containe\
r item key"),p=l.value;switch(d.value){case"image":t=p.assertString("container image");break;case"credentials":ba(n,p);break;case"\
env":r=p.assertMapping("container env");for(let u of r)u.key.assertString("container env value");break;case"ports":o=p.assertSequence(
"container ports");for(let u of o)u.assertString("container port");break;case"volumes":s=p.assertSequence("container vol\
umes");for(let u of s)u.assertString("container volume");break;case"options":i=p.assertString("container options");break;default:
n.error(d,`Unexpected container item key: ${d.value}`)}}if(!t)n.error(e,"Container image cannot be empty");else return{image:t,
env:r,ports:o,volumes:s,options:i}}function ac(n,e){let t,r,o,s,i,a,l;for(let[,p]of be.traverse(e))if(p.isExpression)return;
if(A(e))return t=e.assertString("container item"),{image:t};let d=e.assertMapping("container item");if(d)for(let p of d){
let u=p.key.assertString("container item key"),c=p.value;switch(u.value){case"image":t=c.assertString("container image");
break;case"credentials":ba(n,c);break;case"env":r=c.assertMapping("container env");for(let f of r)f.key.assertString("co\
ntainer env value");break;case"ports":o=c.assertSequence("container ports");for(let f of o)f.assertString("container por\
t");break;case"volumes":s=c.assertSequence("container volumes");for(let f of s)f.assertString("container volume");break;case"\
options":i=c.assertString("container options");break;case"entrypoint":a=c.assertString("container entrypoint");break;case"\
command":l=c.assertString("container command");break;default:n.error(u,`Unexpected container item key: ${u.value}`)}}if(!t)
n.error(e,"Container image cannot be empty");else return{image:t,env:r,ports:o,volumes:s,options:i,entrypoint:a,command:l}}
function wa(n,e){let t=[],r=e.assertMapping("services");for(let o of r){o.key.assertString("service key");let s=ac(n,o.value);
s&&t.push(s)}return t}function ba(n,e){let t=e.assertMapping("credentials"),r,o;for(let s of t){let i=s.key.assertString(
"credentials item"),a=s.value;switch(i.value){case"username":r=a.assertString("credentials username");break;case"passwor\
d":o=a.assertString("credentials password");break;default:n.error(i,`credentials key ${i.value}`)}}return{username:r,password:o}}var _n=class{constructor(){this.name=[],this.distinctNames=new Set}appendSegment(e){if(e.length!==0){if(this.name.length==
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
"Z"}};function va(n,e){let t={};if(e.isExpression)return t;if(Yo(e))return t.name=e,t;let r=e.assertMapping("job environment");
for(let o of r){let s=o.key.assertString("job environment key");if(!(o.key.isExpression||o.value.isExpression))switch(s.
value){case"name":t.name=o.value.assertScalar("job environment name key");break;case"url":t.url=o.value;break;case"deplo\
yment":{o.value.assertBoolean("job environment deployment").value===!1&&(t.skipDeployment=!0);break}}}return t}function xa(n,e){let t=ka(e);if(!M(e))return{labels:t,group:""};let r="";for(let o of e)switch(o.key.assertString("job r\
uns-on property name").value){case"group":{if(o.value.isExpression)continue;let i=o.value.assertString("job runs-on grou\
p name").value,a=i.split("/");switch(a.length){case 1:{r=i;break}case 2:{if(!["org","organization","ent","enterprise"].includes(
a[0])){n.error(o.value,`Invalid runs-on group name '${i}. Please use 'organization/' or 'enterprise/' prefix to target a\
 single runner group.'`);continue}if(!a[1]){n.error(o.value,`Invalid runs-on group name '${i}'.`);continue}r=i;break}default:{
n.error(o.value,`Invalid runs-on group name '${i}. Please use 'organization/' or 'enterprise/' prefix to target a single\
 runner group.'`);break}}break}case"labels":{let i=ka(o.value);for(let a of i)t.add(a);break}}return{labels:t,group:r}}function ka(n){
let e=new Set;if(n.isExpression)return e;if(A(n))return e.add(n.value),e;if(he(n))for(let t of n){if(t.isExpression)continue;
let r=t.assertString("job runs-on label sequence item");e.add(r.value)}return e}function Sa(n){return n.uses!==void 0}function Ea(n){return n.type==="reusableWorkflowJob"}function os(n,e){if(!he(e))return n.error(e,"Invalid format for steps"),[];let t=new _n,r=new Set,o=[];for(let s of e){let i=B(
e,n,void 0,()=>uc(n,t,r,s));i&&o.push(i)}for(let s of o){if(s.id)continue;let i="";Sa(s)?i=lc(s):"wait"in s?i="wait":"wa\
it-all"in s?i="wait-all":"cancel"in s?i="cancel":"parallel"in s&&(i="parallel"),i||(i="run"),t.appendSegment(`__${i}`),s.
id=t.build()}return o}function uc(n,e,t,r){let o=r.assertMapping("steps item"),s,i,a,l,d,p,u,c,f,m,h,w;for(let y of o)switch(y.
key.assertString("steps item key").value){case"id":if(i=y.value.assertString("steps item id"),i){let k=e.tryAddKnownId(i.
value);k?n.error(i,k):t.add(i.value)}break;case"name":a=y.value.assertScalar("steps item name");break;case"run":s=y.value.
assertScalar("steps item run");break;case"uses":l=y.value.assertString("steps item uses");break;case"background":d=y.value.
assertBoolean("steps item background").value;break;case"wait":p=cc(n,t,y.value,i);break;case"wait-all":u=pc(n,y.value);break;case"\
cancel":c=y.value.assertString("steps item cancel"),rs(n,t,c,i);break;case"parallel":f=y.value;break;case"env":h=y.value.
assertMapping("step env");break;case"if":w=Fr(n,y.value);break;case"continue-on-error":y.value.isExpression?m=y.value.assertScalar(
"steps item continue-on-error"):m=y.value.assertBoolean("steps item continue-on-error").value}if(s)return{id:i?.value||"",
name:a,if:w||new me(void 0,void 0,"success()",void 0,void 0,void 0),"continue-on-error":m,env:h,run:s,background:d};if(l)
return{id:i?.value||"",name:a,if:w||new me(void 0,void 0,"success()",void 0,void 0,void 0),"continue-on-error":m,env:h,uses:l,
background:d};if(p)return{id:i?.value||"",name:a||Wr("Wait"),"continue-on-error":m,wait:p};if(u!==void 0)return{id:i?.value||
"",name:a||Wr("Wait for all"),"continue-on-error":m,"wait-all":u};if(c)return{id:i?.value||"",name:a||Wr("Cancel"),"cont\
inue-on-error":m,cancel:c};if(f){let y=os(n,f);for(let b of y)"background"in b&&b.background!==void 0&&n.error(r,"'backg\
round' is not allowed inside a parallel block. Steps in a parallel block are automatically run as background steps."),"w\
ait"in b&&n.error(r,"'wait' is not allowed inside a parallel block."),"wait-all"in b&&n.error(r,"'wait-all' is not allow\
ed inside a parallel block."),"cancel"in b&&n.error(r,"'cancel' is not allowed inside a parallel block."),"parallel"in b&&
n.error(r,"Nested 'parallel' blocks are not allowed.");return{id:i?.value||"",name:a||Wr("Parallel group"),parallel:y}}n.
error(r,n.state.featureFlags?.isEnabled("allowBackgroundSteps")?"Expected one of uses, run, wait, wait-all, cancel, or p\
arallel to be defined":"Expected one of uses or run to be defined")}function lc(n){let e=n.uses.value;if(e.startsWith("d\
ocker://"))return e.substring(9);if(e.startsWith("./")||e.startsWith(".\\")||e.startsWith("$/"))return"self";let t=e.split(
"@");if(t.length!=2)return"";let r=t[0].split(/[\\/]/).filter(s=>s.length>0),o=t[1];return r.length>=2&&r[0]&&r[1]&&o?`${r[0]}\
/${r[1]}`:""}function Wr(n){return new N(void 0,void 0,n,void 0,void 0,void 0)}function cc(n,e,t,r){if(t instanceof N)return rs(
n,e,t,r),[t];let o=t.assertSequence("steps item wait"),s=[];for(let i=0;i<o.count;i++){let a=o.get(i).assertString("step\
s item wait item");rs(n,e,a,r),s.push(a)}return s}function pc(n,e){return e instanceof Me||e.assertBoolean("steps item w\
ait-all").value||n.error(e,"The value of 'wait-all' must be true or omitted"),!0}function rs(n,e,t,r){t.value.startsWith(
"__")?n.error(t,`The identifier '${t.value}' is invalid. IDs starting with '__' are reserved.`):r&&t.value.toLowerCase()===
r.value.toLowerCase()?n.error(t,`Step '${r.value}' cannot reference itself`):e.has(t.value)||n.error(t,`Step references \
unknown step ID '${t.value}'`)}function Ta(n,e,t){let r=new _n().tryAddKnownId(e.value);r&&n.error(e,r);let o,s,i,a,l,d,p,u,c,f,m,h,w=[],y,b,k=!1,O;for(let v of t)
switch(v.key.assertString("job property name").value){case"concurrency":B(v.value,n,void 0,()=>Cr(n,v.value)),o=v.value;
break;case"container":ya(n,v.value),s=v.value;break;case"env":B(v.value,n,void 0,()=>{i=v.value.assertMapping("job env")});
break;case"environment":B(v.value,n,void 0,()=>va(n,v.value)),a=v.value;break;case"if":l=Fr(n,v.value);break;case"name":
d=v.value.assertScalar("job name");break;case"needs":{if(h=[],A(v.value)){let C=v.value.assertString("job needs id");h.push(
C)}if(he(v.value))for(let C of v.value){let pe=C.assertString("job needs id");h.push(pe)}break}case"outputs":B(v.value,n,
void 0,()=>{p=v.value.assertMapping("job outputs")});break;case"runs-on":B(v.value,n,void 0,()=>xa(n,v.value)),u=v.value;
break;case"services":wa(n,v.value),c=v.value;break;case"snapshot":m=v.value;break;case"steps":w=os(n,v.value);break;case"\
strategy":f=v.value;break;case"uses":y=v.value.assertString("job uses value");break;case"with":B(v.value,n,void 0,()=>{b=
v.value.assertMapping("uses-with value")});break;case"secrets":A(v.value)&&v.value.value==="inherit"?k=!0:B(v.value,n,void 0,
()=>{O=v.value.assertMapping("uses-secrets value")});break}return y!==void 0?{type:"reusableWorkflowJob",id:e,name:$a(d,
e),needs:h||[],if:l||new me(void 0,void 0,"success()",void 0,void 0,void 0),ref:y,"input-definitions":void 0,"input-valu\
es":b,"secret-definitions":void 0,"secret-values":O,"inherit-secrets":k||void 0,outputs:void 0,concurrency:o,strategy:f}:
{type:"job",id:e,name:$a(d,e),needs:h,if:l||new me(void 0,void 0,"success()",void 0,void 0,void 0),env:i,concurrency:o,environment:a,
strategy:f,"runs-on":u,container:s,services:c,outputs:p,steps:w,snapshot:m}}function $a(n,e){return n===void 0||A(n)&&n.
value===""?e:n}function Gr(n,e){if(M(e)){let t=[],r=[],o=[];for(let s of e){let i=s.key.assertString("job name"),a=s.value.assertMapping(
`job ${i.value}`),l=B(e,n,void 0,()=>Ta(n,i,a));if(l){t.push(l);let d={name:l.id.value,needs:Object.assign([],l.needs)};
d.needs.length>0?o.push(d):r.push(d)}}return fc(e,n,t,r,o),t}return n.error(e,"Invalid format for jobs"),[]}function fc(n,e,t,r,o){
if(r.length==0){e.error(n,"The workflow must contain at least one job with no dependencies.");return}for(;r.length>0;){let s=r.
shift();if(s==null)break;for(let i=o.length-1;i>=0;i--){let a=o[i];for(let l=a.needs.length-1;l>=0;l--)a.needs[l].value==
s.name&&(a.needs.splice(l,1),a.needs.length==0&&(r.push(a),o.splice(i,1)))}}if(o.length>0){let s=t.map(i=>i.id.value);for(let i of o)
for(let a of i.needs)s.includes(a.value)?e.error(a,`Job '${i.name}' depends on job '${a.value}' which creates a cycle in\
 the dependency graph.`):e.error(a,`Job '${i.name}' depends on unknown job '${a.value}'.`)}}function ir(n,e){let t=tn(e["input-definitions"]?.assertMapping("workflow job input definitions"),"inputs"),r=tn(e["inpu\
t-values"]?.assertMapping("workflow job input values"),"with");if(t!==void 0)for(let[,[o,s]]of t){let i=tn(s.assertMapping(
`input ${o}`),`input ${o} key`);if(!i?.get("type")?.[1])continue;let l=r!==void 0&&r.has(o.toLowerCase());i.get("require\
d")?.[1].assertBoolean(`input ${o} required`).value&&!l&&n.error(e.ref,`Input ${o} is required, but not provided while c\
alling.`)}if(r!==void 0)for(let[,[o,s]]of r)t?.has(o.toLowerCase())||n.error(s,`Invalid input, ${o} is not defined in th\
e referenced workflow.`)}function tn(n,e){if(!n)return;let t=new Map;for(let r of n){let o=r.key.assertString(`${e} key`);
t.set(o.value.toLowerCase(),[o.value,r.value])}return t}function ar(n,e){if(e["inherit-secrets"])return;let t=tn(e["secret-definitions"]?.assertMapping("workflow job secret def\
initions"),"secrets"),r=tn(e["secret-values"]?.assertMapping("workflow job secret values"),"secrets");if(t!==void 0)for(let[
,[o,s]]of t){if(s instanceof Me)continue;tn(s.assertMapping(`secret ${o}`),`secret ${o} key`)?.get("required")?.[1].assertBoolean(
`secret ${o} required`).value&&(r==null||!r.has(o.toLowerCase()))&&n.error(e.ref,`Secret ${o} is required, but not provi\
ded while calling.`)}if(r!==void 0)for(let[,[o,s]]of r)t?.has(o.toLowerCase())||n.error(s,`Invalid secret, ${o} is not d\
efined in the referenced workflow.`)}function Na(n,e,t){let r=e.assertMapping("root"),o=t.ref;for(let s of r)switch(s.key.assertString("root key").value){case"\
on":{B(o,n,void 0,()=>dc(n,s.value,t));break}case"jobs":{t.jobs=B(o,n,[],()=>Gr(n,s.value));break}}}function dc(n,e,t){let r=t.
ref;switch(e.templateTokenType){case S.String:{if(e.assertString("Reference workflow on value").value==="workflow_call"){
B(r,n,void 0,()=>ir(n,t)),B(r,n,void 0,()=>ar(n,t));return}break}case S.Sequence:{let o=e.assertSequence("Reference work\
flow on value");for(let s of o)if(s.assertString(`Reference workflow on value ${s}`).value==="workflow_call"){B(r,n,void 0,
()=>ir(n,t)),B(r,n,void 0,()=>ar(n,t));return}break}case S.Mapping:{let o=e.assertMapping("Reference workflow on value");
for(let s of o){if(s.key.assertString(`Reference workflow on value ${s.key}`).value!=="workflow_call")continue;if(s.value.
templateTokenType===S.Null){B(r,n,void 0,()=>ir(n,t)),B(r,n,void 0,()=>ar(n,t));return}let a=s.value.assertMapping(`Refe\
rence workflow on value ${s.key}`);for(let l of a)switch(l.key.assertString(`on-workflow_call-${l.key}`).value){case"inp\
uts":t["input-definitions"]=l.value.assertMapping(`on-workflow_call-${l.key}`);break;case"outputs":t.outputs=l.value.assertMapping(
`on-workflow_call-${l.key}`);break;case"secrets":t["secret-definitions"]=l.value.assertMapping(`on-workflow_call-${l.key}`);
break}B(r,n,void 0,()=>ir(n,t)),B(r,n,void 0,()=>ar(n,t));return}break}}n.error(r,"workflow_call key is not defined in t\
he referenced workflow.")}var On;(function(n){n[n.ReturnErrorsOnly=0]="ReturnErrorsOnly",n[n.TryConversion=1]="TryConversion"})(On||(On={}));var ur={
maxReusableWorkflowDepth:4,fetchReusableWorkflowDepth:0,errorPolicy:On.ReturnErrorsOnly,featureFlags:new gn};async function ss(n,e,t,r=ur){
let o={},s=mc(r);if(n.state.featureFlags=s.featureFlags,n.errors.getErrors().length>0&&s.errorPolicy===On.ReturnErrorsOnly)
return o.errors=n.errors.getErrors().map(i=>({Message:i.message})),o;t===void 0&&s.fetchReusableWorkflowDepth>0&&n.error(
e,new Error("A file provider is required to fetch reusable workflows"));try{let i=e.assertMapping("root");for(let a of i)
switch(a.key.assertString("root key").value){case"on":o.events=B(e,n,{},()=>ga(n,a.value));break;case"jobs":o.jobs=B(e,n,
[],()=>Gr(n,a.value));break;case"concurrency":B(e,n,{},()=>Cr(n,a.value)),o.concurrency=a.value;break;case"env":o.env=a.
value;break}for(let a of o.jobs||[])if(Ea(a)){if(s.maxReusableWorkflowDepth===0){n.error(a.ref,new Error("Reusable workf\
lows are not allowed"));continue}if(s.fetchReusableWorkflowDepth===0||t===void 0)continue;try{let l=await t.getFileContent(
ea(a.ref.value)),d=sr(l,n);if(!d.value)continue;Na(n,d.value,a)}catch{n.error(a.ref,new Error("Unable to find reusable w\
orkflow"))}}}catch(i){i instanceof Se?n.error(i.token,i):n.error(e,i)}finally{n.errors.getErrors().length>0&&(o.errors=n.
errors.getErrors().map(i=>({Message:i.message})))}return o}function mc(n){return{maxReusableWorkflowDepth:n.maxReusableWorkflowDepth!==
void 0?n.maxReusableWorkflowDepth:ur.maxReusableWorkflowDepth,fetchReusableWorkflowDepth:n.fetchReusableWorkflowDepth!==
void 0?n.fetchReusableWorkflowDepth:ur.fetchReusableWorkflowDepth,errorPolicy:n.errorPolicy!==void 0?n.errorPolicy:ur.errorPolicy,
featureFlags:n.featureFlags??ur.featureFlags}}var _a={definitions:{"action-root":{description:"Action file",mapping:{properties:{name:"string",description:"string",inputs:"\
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
string:{"require-non-empty":!0}}}};var is;function Oa(){if(is===void 0){let n=JSON.stringify(_a);is=Dt.load(new $n(void 0,n))}return is}function Aa(n,e,t){if(e===null||e.line<1)return"";let r=n.split(/\r\n|\r|\n/);if(r[e.line-1]===void 0)return"";if(yc(r,e,
t))return`; a value that holds ': ' must be quoted (run: "echo 'a: b'") or written as a block (run: |)`;let o=wc(r,e.line);
return o!==null?`; line ${e.line} is less indented than the text of the block scalar above it (${o.header} on line ${o.line}\
, text from column ${o.indent+1}), which ends the block there and makes YAML read the line as a key: indent it to column\
 ${o.indent+1} or more to keep it in the block`:""}var gc=/Nested mappings are not allowed in compact mappings|Implicit map keys need to be followed by map values/;
function yc(n,e,t){if(!gc.test(t))return!1;let r=n[e.line-1],o=lr(r),s=[r.slice(Math.max(0,e.column-1))];for(let a=e.line;a<
n.length;a++){let l=n[a];if(l.trim()!==""){if(lr(l)<=o)break;s.push(l.trim())}}let i=/^Implicit map keys/.test(t);return s.
some((a,l)=>{let d=a;return l===0&&(i&&(d=d.replace(/^\s*(?:-\s+)?[^\s:][^:]*:(\s|$)/,"")),d=d.replace(/^\s*(?:"(?:[^"\\]|\\.)*"|'(?:[^']|'')*')/,
'""')),/\S:(\s|$)/.test(d.replace(/(^|\s)#.*$/,""))})}function wc(n,e){let t=lr(n[e-1]),r=Number.POSITIVE_INFINITY;for(let o=e-
2;o>=0;o--){let s=n[o];if(s.trim()==="")continue;let i=lr(s),a=s.replace(/\s+#.*$/,"").trimEnd();if(i<r&&r!==Number.POSITIVE_INFINITY&&
bc.test(a)){let l=n.slice(o+1,e-1).find(p=>p.trim()!==""),d=lr(l);return t<d?{header:a.trim(),line:o+1,indent:d}:null}if(i<=
t)return null;r=Math.min(r,i)}return null}var bc=/^\s*(?:-\s+)?(?:[^\s#][^#]*?:\s+)?[|>][-+1-9]{0,2}$/;function lr(n){return n.
length-n.trimStart().length}async function Hb(n,e,t={}){let r=sr({name:e,content:n},new Pt),o=r.value,s={},i=new Map;if(o){let c=await ss(r.context,
o,void 0,{errorPolicy:On.TryConversion});s=jc(c.events);for(let f of c.jobs??[])f.type==="job"&&i.set(f.id.value,f.steps.
map(m=>m.id))}let a=[],l=[],d=new Set,p=[];for(let c of r.context.errors.getErrors()){let f=(c.rawMessage.split(`
`)[0]??"").replace(/ at line \d+, column \d+:?$/,"");if(/depends on (unknown )?job|must contain at least one job with no dependencies/.
test(f)||f.startsWith("Unexpected symbol: '${{'")&&c.range&&p.some(O=>Sc(O,c.range)))continue;let m=f==="Unrecognized na\
med-value: 'secrets'"?`${f}${xc}`:f,h=c.range?.start;h&&p.push(h);let w=h?`${e}:${h.line}:${h.column}`:e,y=`${w}\0${m}`;
if(d.has(y))continue;d.add(y);let b={code:$c(m),severity:"error",path:w,message:m};a.push(b);let k=/^'(.*)' is already defined$/.
exec(m)?.[1];k!==void 0&&h&&l.push({problem:b,key:k,position:h})}if(o===void 0&&a.length>0){let c=a[0],f=a.length-1,m=/:(\d+):(\d+)$/.
exec(c.path),h=Aa(n,m?{line:Number(m[1]),column:Number(m[2])}:null,c.message);a.splice(0,a.length,{...c,message:`not val\
id YAML: ${c.message}${h}${f>0?` (${f} more YAML error${f===1?"":"s"} after it, most likely from it)`:""}`})}o&&a.push(...Ec(
o,e));let u={fileName:e,source:n,name:null,on:s,inputs:{},env:{},permissions:null,defaults:null,jobs:[],problems:a};if(o&&
M(o)){let c;cr=(f,m)=>(c??=Mo(n),c.get(`${f}:${m}`));try{Tc(o,u,t)}finally{cr=()=>{}}}u.jobs=zi(u.jobs);for(let{problem:c,
key:f,position:m}of l){let h=u.jobs.find(w=>w.id!==f&&w.id.toLowerCase()===f.toLowerCase()&&w.position.column===m.column&&
w.position.line<m.line);h&&(c.message=`job id '${f}' is already defined as '${h.id}' (line ${h.position.line}): GitHub c\
ompares job ids ignoring case, as needs: does, so they would be the same job; rename one of them`)}for(let c of u.jobs){
let f=i.get(c.id);if(f?.length===c.steps.length)for(let[m,h]of c.steps.entries())h.action=f[m]}return a.push(...Zi(u),...Qi(
u)),a.sort(kc),u}function Kb(n,e,t,r={}){let o=vc(n,e),s=o.context.errors.getErrors(),i=o.value;if(s.length>0||!i||!M(i)){
let p=s.map(u=>{let c=(u.rawMessage.split(`
`)[0]??"").replace(/ at line \d+, column \d+:?$/,""),f=u.range?.start;return f?`${e}:${f.line}:${f.column}: ${c}`:c});throw new E(
"action-invalid",`${e} is not an action GitHub would run: ${p.join("; ")||"it is empty"}`)}let a={kind:"composite",file:e,
directory:t,source:n,inputs:[],outputs:[],steps:[]},l="",d;cr=(p,u)=>(d??=Mo(n),d.get(`${p}:${u}`));try{for(let{key:p,value:u}of i)
if(A(p)){if(p.value==="inputs"&&M(u))for(let c of u){if(!A(c.key))continue;let f=M(c.value)?c.value:null,m=y=>f?.find(y),
h=m("required"),w=m("default");a.inputs.push({id:c.key.value,default:w?Le(w):null,required:h!==void 0&&vt(h)&&h.value})}else if(p.
value==="outputs"&&M(u))for(let c of u){if(!A(c.key))continue;let f=M(c.value)?c.value.find("value"):void 0;a.outputs.push(
{id:c.key.value,value:f?Le(f):null})}else if(p.value==="runs"&&M(u)){let c=u.find("using");c&&A(c)&&(l=c.value.toLowerCase());
let f=u.find("steps");if(f&&he(f)){let m=0;for(let h of f)M(h)&&a.steps.push(Ra(m,h,r)),m+=1}}}}finally{cr=()=>{}}return l===
"composite"?a:{kind:"other",file:e,using:l}}function vc(n,e){let t=new gt(new Ot,Oa(),new Pt),r=t.getFileId(e),o=new Nn(
r,n);if(o.errors.length>0){for(let s of o.errors)t.error(r,s.message,s.range);return{context:t,value:void 0}}return{context:t,
value:En(t,"action-root",o,r)}}function kc(n,e){let t=n.path.match(/:(\d+):(\d+)$/),r=e.path.match(/:(\d+):(\d+)$/),o=t?
Number(t[1])*1e6+Number(t[2]):0,s=r?Number(r[1])*1e6+Number(r[2]):0;return o-s}var xc=" (GitHub reads secrets only in en\
v:, with:, run: and a few other keys, never in an if; to run a step only when a secret is set, put it in the job's env: \
as NAME: ${{ secrets.NAME }} and test env.NAME != '' in the step's if:)";function Sc(n,e){let t=(r,o)=>r.line>o.line||r.
line===o.line&&r.column>=o.column;return t(n,e.start)&&t(e.end,n)}function Ec(n,e){let t=[];for(let[,r]of be.traverse(n)){
if(!Sn(r)||r.expression.length<=Kt)continue;let o=re(r);t.push({code:Xt.expression,severity:"error",path:`${e}:${o.line}\
:${o.column}`,message:`this value holds \${{ }}, which GitHub reads as one expression of the whole value (format('\u2026', \u2026))\
: ${r.expression.length} characters, over GitHub's limit of ${Kt} ("Exceeded max expression length ${Kt}"), so GitHub re\
fuses the workflow; keep the long text out of it (a prompt in a file, prompt-file:; a script in a file) or pass the \${{ \
}} value in through env:`})}return t}function $c(n){return/named-value|Unrecognized function|expression|Unexpected symbol|Unexpected end|Too (few|many) parameters/i.
test(n)?Xt.expression:Xt.invalid}function Tc(n,e,t){for(let{key:r,value:o}of n)if(A(r))switch(r.value){case"name":A(o)&&
(e.name=o.value);break;case"env":e.env=nn(o);break;case"permissions":e.permissions=Je(o);break;case"on":{e.inputs=Nc(o);
let s=_c(o);s&&(e.call=s);break}case"jobs":if(M(o))for(let s of o)A(s.key)&&M(s.value)&&e.jobs.push(Oc(s.key.value,s.key,
s.value,t));break;case"defaults":e.defaults=ja(o);break}}function Nc(n){let e={};if(!M(n))return e;for(let t of n){if(!A(
t.key)||!["workflow_dispatch","workflow_call"].includes(t.key.value)||!M(t.value))continue;let r=t.value.find("inputs");
if(!(!r||!M(r)))for(let[o,s]of Object.entries(Ia(r)))e[o]??=s}return e}function _c(n){let e=t=>A(t)&&t.value==="workflow\
_call";if(A(n))return e(n)?as(re(n)):void 0;if(he(n)){let t=[...n].find(e);return t?as(re(t)):void 0}if(M(n))for(let t of n){
if(!e(t.key))continue;let r=as(re(t.key));if(!M(t.value))return r;let o=t.value.find("inputs");o&&M(o)&&(r.inputs=Ia(o));
let s=t.value.find("secrets");if(s&&M(s))for(let a of s){if(!A(a.key))continue;let l=M(a.value)?a.value.find("required"):
void 0;r.secrets[a.key.value]={required:l!==void 0&&vt(l)&&l.value,position:re(a.key)}}let i=t.value.find("outputs");if(i&&
M(i))for(let a of i){if(!A(a.key)||!M(a.value))continue;let l=a.value.find("value"),d=l?Le(l):null;d&&(r.outputs[a.key.value]=
{...d,keyPosition:re(a.key)})}return r}}function as(n){return{inputs:{},secrets:{},outputs:{},position:n}}function Ia(n){
let e={};for(let t of n){if(!A(t.key)||e[t.key.value])continue;let r={name:t.key.value,type:"string",required:!1,default:null,
description:null,options:null,position:re(t.key)};if(M(t.value))for(let o of t.value){if(!A(o.key))continue;let s=o.value;
switch(o.key.value){case"type":A(s)&&["string","choice","boolean","environment","number"].includes(s.value)&&(r.type=s.value);
break;case"required":vt(s)&&(r.required=s.value);break;case"default":(A(s)||vt(s)||er(s))&&(r.default=s.value);break;case"\
description":A(s)&&(r.description=s.value);break;case"options":he(s)&&(r.options=[...s].filter(A).map(i=>i.value));break}}
e[r.name]=r}return e}function ja(n){if(!M(n))return null;let e=n.find("run");if(!e||!M(e))return null;let t={shell:null,
workingDirectory:null},r=e.find("shell"),o=e.find("working-directory");return r&&(t.shell=Le(r)),o&&(t.workingDirectory=
Le(o)),t}function Oc(n,e,t,r){let o={id:n,name:null,position:re(e),needs:[],if:{expression:"success()",text:null,position:null},
strategy:null,runsOn:null,container:null,services:null,env:{},outputs:{},permissions:null,continueOnError:!1,timeoutMinutes:null,
cancelTimeoutMinutes:null,defaults:null,uses:null,with:{},secrets:{},steps:[]};for(let{key:s,value:i}of t)if(A(s))switch(s.
value){case"name":o.name=Le(i);break;case"needs":o.needs=Ac(i);break;case"if":o.if=Pa(i);break;case"strategy":o.strategy=
Je(i);break;case"runs-on":o.runsOn=Je(i);break;case"container":o.container=Je(i);break;case"services":o.services=Je(i);break;case"\
env":o.env=nn(i);break;case"outputs":o.outputs=nn(i);break;case"permissions":o.permissions=Je(i);break;case"continue-on-\
error":o.continueOnError=Ma(i);break;case"timeout-minutes":o.timeoutMinutes=Je(i);break;case"cancel-timeout-minutes":o.cancelTimeoutMinutes=
Je(i);break;case"defaults":o.defaults=ja(i);break;case"uses":A(i)&&(o.uses={text:i.value,position:re(i)});break;case"wit\
h":o.with=nn(i);break;case"secrets":o.secrets=A(i)&&i.value==="inherit"?"inherit":nn(i);break;case"steps":if(he(i)){let a=0;
for(let l of i)M(l)&&o.steps.push(Ra(a,l,r)),a+=1}break}return o}function Ac(n){return(he(n)?[...n]:[n]).filter(A).map(t=>({
id:t.value,position:re(t)}))}function Ra(n,e,t){let r={index:n,id:null,name:null,if:{expression:"success()",text:null,position:null},
run:null,uses:null,with:{},env:{},shell:null,workingDirectory:null,continueOnError:!1,timeoutMinutes:null,position:re(e)};
for(let{key:o,value:s}of e)if(A(o))switch(o.value){case"id":A(s)&&(r.id=s.value);break;case"name":r.name=Le(s);break;case"\
if":r.if=Pa(s);break;case"run":r.run=Le(s);break;case"uses":if(A(s)){r.uses={text:s.value,position:re(s)};let i=s.value.
trim();i.startsWith("./")&&t.ownAction?.(i.replace(/\/+$/,""))&&(r.ownAction=!0)}break;case"with":r.with=nn(s);break;case"\
env":r.env=nn(s);break;case"shell":r.shell=Le(s);break;case"working-directory":r.workingDirectory=Le(s);break;case"conti\
nue-on-error":r.continueOnError=Ma(s);break;case"timeout-minutes":r.timeoutMinutes=Je(s);break}return r}function Pa(n){let e=Sn(
n)?n.expression:A(n)?n.value.trim():"",t=Sn(n)?n.source??`\${{ ${e} }}`:e;if(vt(n)||er(n)){let o=String(n.value);return{
expression:o,text:o,position:re(n)}}let r=e?ns(e,n.definitionInfo):"success()";return{expression:r,text:t,position:re(n),
implicitSuccess:r!==e}}function Ma(n){return vt(n)?n.value:Le(n)??!1}function nn(n){if(!M(n))return{};let e=[];for(let{key:t,
value:r}of n){if(!A(t))continue;let o=Le(r);o&&e.push([t.value,{...o,keyPosition:re(t)}])}return Object.fromEntries(e)}var cr=()=>{};
function Le(n){let e=re(n);if(Sn(n)){let t=n.range;if(t&&t.start.line!==t.end.line){let r=cr(t.start.line,t.start.column),
o=r===void 0?null:Bi(r);if(r!==void 0&&o!==null)return{text:r,expression:o,position:e}}return{text:n.source??`\${{ ${n.expression}\
 }}`,expression:n.expression,position:e}}return A(n)?{text:n.value,expression:null,position:e,literal:"string"}:er(n)?{text:String(
n.value),expression:null,position:e,literal:"number"}:vt(n)?{text:String(n.value),expression:null,position:e,literal:"bo\
olean"}:n.templateTokenType===Ic?{text:"",expression:null,position:e,literal:"null"}:null}var Ic=7;function Je(n){let e=re(
n);if(Sn(n))return{kind:"expression",expression:n.expression,text:n.source??`\${{ ${n.expression} }}`,position:e};if(A(n)||
er(n)||vt(n))return{kind:"literal",value:n.value,position:e};if(he(n))return{kind:"sequence",items:[...n].map(Je),position:e};
if(M(n)){let t=[];for(let{key:r,value:o}of n)A(r)&&t.push({key:r.value,value:Je(o),keyPosition:re(r)});return{kind:"mapp\
ing",entries:t,position:e}}return{kind:"literal",value:null,position:e}}function re(n){let e=n.range?.start;return e?{line:e.
line,column:e.column}:{line:0,column:0}}function jc(n){return JSON.parse(JSON.stringify(n??{}))}function He(n){if(!n.uses)return{kind:"run"};let e=n.uses.text.trim();if(n.ownAction&&e.startsWith("./"))return{kind:"lo\
cal",path:e.replace(/\/+$/,"")};let t=Rc(e);if(t)return{kind:"baton",action:t};if(e.startsWith("./"))return{kind:"local",
path:e.replace(/\/+$/,"")};let[r=""]=e.split("@"),o=r.toLowerCase();return o==="actions/checkout"?{kind:"noop",action:"c\
heckout",reason:"the local checkout is used as it is"}:o.startsWith("actions/setup-")?{kind:"noop",action:"setup",reason:"\
tools on this machine are used"}:{kind:"skip",notice:`${e} cannot run locally; step skipped`}}function Rc(n){let e=Da(n);
if(e===null)return null;for(let[t,r]of Object.entries(Vs))if(r===e)return t;return null}function Da(n){if(n.startsWith("\
./"))return n.slice(2).replace(/\/+$/,"");let e=/^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)((?:\/[^@]*)?)@.+$/.exec(n);return e?.[2]?.
toLowerCase()!==Bs?null:(e[3]??"").replace(/^\/|\/+$/g,"")}function Ce(n){return n.uses!==null&&us(n.uses.text)}function us(n){
return Da(n.trim())===Js}var st=["claude","codex","gemini","copilot"],on=Dn(st),it={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},Mc=[...new Set(
Object.values(it).flatMap(n=>n.keyEnv))],Dc=["ANTHROPIC_AUTH_TOKEN","ANTHROPIC_FOUNDRY_API_KEY","AWS_SECRET_ACCESS_KEY",
"AWS_SESSION_TOKEN","AWS_BEARER_TOKEN_BEDROCK","AZURE_OPENAI_API_KEY"];function nv(n){return[...Mc,...Dc].map(e=>n[e]).filter(
e=>!!e)}var Lc=z().check(Zs(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,{message:"must be a model name: letters, digits and \
. _ : / @ -, at most 128 characters"})),Cc=Et({model:Fe(Lc)}),qa="--prompt=",Ua=128*1024-1-qa.length,qc=128*1024,La=qc-`${ye.
args}=`.length-1;function rv(n){let e=n[ye.args];if(e===void 0)return;let t=Cs(e);if(!(t<=La))throw new E("agent-args-to\
o-long",`is ${t} bytes, over the ${La} bytes one environment variable of that name can hold on Linux (128 KiB with its n\
ame, MAX_ARG_STRLEN), so the agent CLI cannot start ("Argument list too long"): move long text into a file the CLI reads\
 (a system prompt or settings file) and pass only its path, or put it in the prompt`,{where:`${ye.args} (the reusable wo\
rkflow's ${wr.agentArgs} input)`})}var Vr=`"\${${jn.handoffPath}%/*}"`,pr=`"$${jn.promptPath}"`,ls=n=>`\${${ye.model}:+${n}\
 "$${ye.model}"}`,Br=["agent_args=()",`if [ -n "\${${ye.args}:-}" ]; then`,"  while IFS= read -r arg; do",'    arg="${ar\
g#"${arg%%[![:space:]]*}"}"','    arg="${arg%"${arg##*[![:space:]]}"}"','    if [ -n "$arg" ]; then agent_args+=("$arg")\
; fi',`  done <<< "$${ye.args}"`,"fi"],Jr='${agent_args[@]+"${agent_args[@]}"}';function Fa(n){let{cli:e,npmPackage:t}=it[n];
return`the ${e} CLI is not installed (no ${e} on PATH): install its npm package, npm install --global ${t}@<version> (ba\
ton-stage.yml installs it at agent-version)`}var Kr="baton: ",Wa=n=>`the prompt is ${n} bytes; copilot takes it as one a\
rgument, at most ${Ua} bytes. Shorten it (max-prompt-tokens) or use another agent.`;function Uc(n,e){if(e===Fa(n))return!0;
let t=/^the prompt is (\d{1,20}) bytes;/.exec(e)?.[1];return n==="copilot"&&t!==void 0&&e===Wa(t)}function Hr(n){let{cli:e}=it[n];
return[`if ! command -v ${e} >/dev/null 2>&1; then`,`  echo "${Kr}${Fa(n)}" >&2`,"  exit 127","fi"]}function Ca(n,e,t=""){
return[`if [ -z "\${${e}:-}" ] && [ -n "\${${n}:-}" ]${t}; then`,`  export ${e}="$${n}"`,"fi"]}var Fc={claude:[...Hr("cl\
aude"),'if [ "$EUID" -eq 0 ]; then',"  export IS_SANDBOX=1","fi",...Br,"exec claude -p \\","  --output-format stream-jso\
n --verbose \\","  --permission-mode bypassPermissions \\",`  --add-dir ${Vr} \\`,`  ${ls("--model")} \\`,`  ${Jr} \\`,`\
  < ${pr}`].join(`
`),codex:[...Hr("codex"),...Ca("OPENAI_API_KEY","CODEX_API_KEY"),...Br,"exec codex exec \\","  --json \\","  --sandbox w\
orkspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${Vr} \\`,`  ${ls("--model")} \\`,`  ${Jr} \\`,`  - < ${pr}`].
join(`
`),gemini:[...Hr("gemini"),'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',...Ca("GOOGLE_API_K\
EY","GEMINI_API_KEY",' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),...Br,"exec gemini \\","  --output-format json \
\\","  --approval-mode yolo \\",`  --include-directories ${Vr} \\`,`  ${ls("--model")} \\`,`  ${Jr} \\`,"  -p 'Carry out\
 the task above.' \\",`  < ${pr}`].join(`
`),copilot:[...Hr("copilot"),`prompt_bytes=$(wc -c < ${pr})`,`if [ "$prompt_bytes" -gt ${Ua} ]; then`,`  echo "${Kr}${Wa(
"$prompt_bytes")}" >&2`,"  exit 2","fi",...Br,"exec copilot \\",`  ${qa}"$(cat ${pr})" \\`,"  --output-format=json \\","\
  --allow-all-tools \\","  --no-ask-user \\",`  --add-dir=${Vr} \\`,`  \${${ye.model}:+--model="$${ye.model}"} \\`,`  ${Jr}`].
join(`
`)};function ps(n,e=`input ${g.agent}`){let t=on.safeParse(n);if(t.success)return t.data;throw new E("agent-preset-unkno\
wn",`"${n}" is not an agent preset; use one of ${st.join(", ")}, or give the command in \`run\``,{where:e})}function ov(n,e={}){
let t=ps(n),r=Cc.safeParse(e);if(!r.success){let s=r.error.issues[0];throw new E("agent-preset-options",`agent ${t}: ${s?.
path.join(".")||"options"} ${s?.message}`,{where:`agent ${t}`})}let o={};return r.data.model!==void 0&&(o[ye.model]=r.data.
model),{script:Fc[t],env:o}}function fs(n,e){let t=ps(n),r=[];switch(t){case"claude":return{...Ha(qt(e),r),problems:r};case"\
codex":return{...Vc(e,r),problems:r};case"gemini":return{...Hc(e,r),problems:r};case"copilot":return{...Kc(e,r),problems:r}}}
function sv(n,e){let t=on.safeParse(n);if(!t.success)throw new E("agent-preset-unknown",`"${n}" is not an agent preset; \
use one of ${st.join(", ")}: the one whose CLI wrote the \`${g.agentOutput}\` file`,{where:`input ${g.agent}`});if(t.data!==
"claude")return fs(t.data,e);let r=[],o=qt(e),s=o.some(fr)?o:Ba(e);return{...Ha(s,r),problems:r}}function iv(n,e){return fs(
n,e).usage}function av(n,e){return fs(n,e).finalText}function uv(n,e){let t=ps(n),r=Wc(t,e);if(r!==null&&r.trim()!=="")return{
source:"cli",text:r};let o=e.split(`
`);for(let s=o.length-1;s>=0;s--){let i=o[s].trimEnd(),a=i.slice(Kr.length);if(i.startsWith(Kr)&&Uc(t,a))return{source:"\
script",text:a}}return null}function Wc(n,e){switch(n){case"claude":{let t=Ct(qt(e),fr);return t&&Ga(t)?Va(t):null}case"\
codex":{let t=qt(e),r=Ct(t,s=>s.type==="turn.failed"&&oe(s.error)),o=oe(r?.error)?r.error.message:Ct(t,s=>s.type==="erro\
r")?.message;return typeof o=="string"?o:null}case"gemini":{let t=Ka(e)?.error;return oe(t)&&typeof t.message=="string"?
t.message:null}case"copilot":{let t=Ct(qt(e),r=>r.type==="session.error")?.data;return oe(t)&&typeof t.message=="string"?
t.message:null}}}function Ga(n){return n.is_error===!0||typeof n.subtype=="string"&&n.subtype.startsWith("error")}function Va(n){
if(typeof n.result=="string"&&n.result.trim()!=="")return n.result;let e=Array.isArray(n.errors)?n.errors.filter(t=>typeof t==
"string"):[];return e.length>0?e.join("; "):typeof n.subtype=="string"?n.subtype:null}function lv(n,e){if(n!=="claude")return null;
let t=qt(e),r=Ct(t.some(fr)?t:Ba(e),fr);if(!r||!Ga(r))return null;let o=typeof r.subtype=="string"&&/^[a-z_]{1,64}$/.test(
r.subtype)?r.subtype:null;return{text:Va(r)??"",subtype:o}}function cv(n={}){return["## Handing off","",`When you are do\
ne, write your handoff as one JSON object to ${n.handoffPath?`\`${n.handoffPath}\` (also in the environment variable \`${jn.
handoffPath}\`)`:`the path in the environment variable \`${jn.handoffPath}\``}:`,"","```json",`{"version": ${Ws}, "statu\
s": "success", "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": {"key": \
"value"}}`,"```","",`- \`summary\` is required (at most ${ue.summaryBytes} bytes); \`status\` is one of success, partial, \
blocked, failure.`,'- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage id>", "\
reason": "\u2026"}` to hand off to a specific stage.',`- If you cannot write files, print the same JSON as the last thin\
g you say, between a line \`${fo.start}\` and a line \`${fo.end}\`.`,...n.dataSchema===void 0?[]:["- This stage's `data`\
 must follow the JSON Schema below (every value a string; a pattern is an ECMAScript regular expression; lengths are in \
UTF-8 bytes), or the handoff is refused:","",ii(si(n.dataSchema),"json")]].join(`
`)}function oe(n){return typeof n=="object"&&n!==null&&!Array.isArray(n)}function qt(n){let e=[];for(let t of n.split(`
`)){let r=t.trim();if(r.startsWith("{"))try{let o=JSON.parse(r);oe(o)&&e.push(o)}catch{}}return e}function Ba(n){let e=n.
trim();if(e.startsWith("[")&&e.endsWith("]"))try{let s=JSON.parse(e);if(Array.isArray(s))return s.filter(oe)}catch{}let t=[],
r=n.split(`
`),o=-1;for(let s=0;s<r.length;s++){let i=r[s].replace(/\r$/,"");if(i==="  {")o=s;else if(o!==-1&&(i==="  }"||i==="  },")){
try{let a=JSON.parse(`${r.slice(o,s).join(`
`)}
}`);oe(a)&&t.push(a)}catch{}o=-1}}return t}function Ct(n,e){for(let t=n.length-1;t>=0;t--){let r=n[t];if(e(r))return r}}
var ke=(n,e)=>({key:e,value:n[e]});function Ja(n){return typeof n=="number"||typeof n=="boolean"?String(n):typeof n=="st\
ring"?"a string":Array.isArray(n)?"a list":"an object"}function cs(n,e){return{code:gr.usageRefused,severity:"warning",path:`\
agent.usage.${n}`,message:`${e}; ${n} is not recorded`}}function rn(n,e,t,r){let o;for(let{key:s,value:i}of t)if(i!=null){
if(typeof i!="number"||!Number.isSafeInteger(i)||i<0){r.push(cs(e,`${n} reported ${Ja(i)} as ${s}, which is not a whole \
number from 0 to ${Number.MAX_SAFE_INTEGER}`));return}if(o=(o??0)+i,!Number.isSafeInteger(o)){r.push(cs(e,`the ${e} ${n}\
 reported add up to more than ${Number.MAX_SAFE_INTEGER}`));return}}return o}function Gc(n,{key:e,value:t},r){if(t!=null){
if(typeof t=="number"&&Number.isFinite(t)&&t>=0&&t<=ue.usageCostUsd)return t;r.push(cs("cost_usd",`${n} reported ${Ja(t)}\
 as ${e}, which is not an amount from 0 to ${ue.usageCostUsd} USD`))}}function zr(n){let e={};return n.input!==void 0&&(e.
input_tokens=n.input),n.output!==void 0&&(e.output_tokens=n.output),n.cost!==void 0&&(e.cost_usd=n.cost),Object.keys(e).
length===0?null:e}function Ha(n,e){let t=Ct(n,fr);if(!t)return{finalText:null,usage:null};let r=oe(t.modelUsage)?Object.
values(t.modelUsage).filter(oe):[],o=oe(t.usage)?t.usage:{},[s,i]=r.length>0?[r.flatMap(a=>[ke(a,"inputTokens"),ke(a,"ca\
cheCreationInputTokens"),ke(a,"cacheReadInputTokens")]),r.map(a=>ke(a,"outputTokens"))]:[[ke(o,"input_tokens"),ke(o,"cac\
he_creation_input_tokens"),ke(o,"cache_read_input_tokens")],[ke(o,"output_tokens")]];return{finalText:typeof t.result=="\
string"?t.result:null,usage:zr({input:rn("claude","input_tokens",s,e),output:rn("claude","output_tokens",i,e),cost:Gc("c\
laude",ke(t,"total_cost_usd"),e)})}}function fr(n){return n.type==="result"}function Vc(n,e){let t=qt(n),o=Ct(t,a=>a.type===
"item.completed"&&Bc(a.item))?.item?.text,s=t.filter(a=>a.type==="turn.completed"&&oe(a.usage)),i=a=>s.map(l=>ke(l.usage,
a));return{finalText:typeof o=="string"?o:null,usage:zr({input:rn("codex","input_tokens",i("input_tokens"),e),output:rn(
"codex","output_tokens",i("output_tokens"),e)})}}function Bc(n){return oe(n)&&(n.type==="agent_message"||n.item_type==="\
assistant_message")}var Jc=4;function Ka(n){let e=n.length;for(let t=0;t<Jc&&e>0;t++){let r=n.lastIndexOf(`
{`,e-1),o=r===-1?0:r+1;if(n[o]!=="{")return null;try{let s=JSON.parse(n.slice(o));if(oe(s)&&("response"in s||"stats"in s||
"error"in s))return s}catch{}if(r===-1)return null;e=r}return null}function Hc(n,e){let t=Ka(n),r=t?.stats,s=(oe(r)&&oe(
r.models)?Object.values(r.models):[]).map(i=>oe(i)&&oe(i.tokens)?i.tokens:{});return{finalText:typeof t?.response=="stri\
ng"?t.response:null,usage:zr({input:rn("gemini","input_tokens",s.map(i=>ke(i,"prompt")),e),output:rn("gemini","output_to\
kens",s.flatMap(i=>[ke(i,"candidates"),ke(i,"thoughts")]),e)})}}function Kc(n,e){let t=qt(n),r=Ct(t,s=>s.type==="assista\
nt.message")?.data?.content,o=t.filter(s=>s.type==="assistant.message"&&oe(s.data));return{finalText:typeof r=="string"?
r:null,usage:zr({output:rn("copilot","output_tokens",o.map(s=>ke(s.data,"outputTokens")),e)})}}var ds=["actions","artifact-metadata","attestations","checks","contents","deployments","discussions","issues","packages",
"pages","pull-requests","repository-projects","statuses","security-events","id-token","models","vulnerability-alerts"],zc=new Set(
["models","vulnerability-alerts"]),za={none:0,read:1,write:2};function Xr(n){if(n===null)return null;let e=new Map,t=(r,o)=>e.
set(r,zc.has(r)&&o==="write"?"read":o);if(n.kind==="literal"){let r=n.value==="write-all"?"write":n.value==="read-all"?"\
read":null;if(r===null)return null;for(let o of ds)t(o,r);return e}if(n.kind!=="mapping")return null;for(let r of ds)e.set(
r,"none");for(let r of n.entries){if(r.value.kind!=="literal")return null;let o=String(r.value.value);if(o!=="none"&&o!==
"read"&&o!=="write")return null;t(r.key,o)}return e}function Xa(n,e){let t=ds.filter(o=>za[n.get(o)??"none"]>za[e.get(o)??
"none"]);if(t.length===0)return null;let r=o=>t.map(s=>`${s}: ${o.get(s)??"none"}`).join(", ");return`requesting '${r(n)}\
', but is only allowed '${r(e)}'`}function Ya(n,e,t){let r=Xr(n.permissions);if(r!==null)return{levels:r,from:`jobs.${n.
id}.permissions of ${e.fileName}`};let o=Xr(e.permissions);return o!==null?{levels:o,from:`the permissions: of ${e.fileName}`}:
t}function dr(n){return n.jobs.some(Ce)?{...n,jobs:n.jobs.map(e=>Ce(e)?Qc(e):e)}:n}var Za=/^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$/,
eu=st.flatMap(n=>[...it[n].keyEnv]),Qa="stage",Xc=60,Yc=["status","next","present","data","sha256","artifact-id"],ms=[g.
stage,g.prompt,g.promptFile,g.agent,g.run,g.needs,g.handoff,g.onInvalid,g.dataSchema,g.vars,g.verify,g.attempts,g.maxHandoffs,
g.maxPromptTokens,g.redact,g.retentionDays,g.workingDirectory];function Qc(n){let e=n.uses,t=e.position,r=n.with,o={};for(let u of ms){
let c=r[u];c!==void 0&&(o[u]=c)}let s={},i=r.model;i!==void 0&&(s[ye.model]=i);let a=r[wr.agentArgs];a!==void 0&&(s[ye.args]=
a);let l=r[g.agent];for(let u of st)for(let c of it[u].keyEnv){let f=Zc(n,c);if(f===null||l===void 0)continue;let m=`(${tu(
l)}) == '${u}' && (${f}) || ''`;s[c]={text:`\${{ ${m} }}`,expression:m,position:t}}let d={index:0,id:Qa,name:null,if:{expression:"\
success()",text:null,position:null},run:null,uses:{text:tp(e.text.trim()),position:t},with:o,env:s,shell:null,workingDirectory:null,
continueOnError:!1,timeoutMinutes:null,position:t},p={};for(let u of Yc){let c=`steps.${Qa}.outputs['${u}']`;p[u]={text:`\
\${{ ${c} }}`,expression:c,position:t}}return{...n,env:{},outputs:p,timeoutMinutes:ep(r["timeout-minutes"],t),defaults:null,
steps:[d],stageWorkflow:!0}}function Zc(n,e){if(n.secrets==="inherit")return`secrets.${e}`;let t=n.secrets[e];return t===
void 0?null:tu(t)}function tu(n){return n.expression??`'${n.text.replaceAll("'","''")}'`}function ep(n,e){if(n===void 0)
return{kind:"literal",value:Xc,position:e};if(n.expression!==null)return{kind:"expression",expression:n.expression,text:n.
text,position:n.position};let t=n.text.trim(),r=t===""?Number.NaN:Number(t);return{kind:"literal",value:Number.isFinite(
r)?r:t,position:n.position}}function tp(n){if(n.startsWith("./"))return"./";let e=n.indexOf("@"),[t="",r=""]=n.slice(0,e).
split("/");return`${t}/${r}${n.slice(e)}`}function nu(n,e){return Ce(e)&&!n.jobs.some(t=>t.id===Hs)}function ru(n,e){let t=i=>i===
void 0?[]:i.expression!==null?null:i.text.split(/[\s,]+/).filter(Boolean),r=t(n);if(r===null)return null;let o=new Set,s=[
...r];for(let i=s.pop();i!==void 0;i=s.pop()){if(o.has(i))continue;o.add(i);let a=e(i);if(a===void 0)continue;let l=a.callsStageWorkflow?
t(a.needsInput):a.upstreamStages;if(l===null)return null;s.push(...l)}return o}function ou(n,e,t,r){return`${n}: on GitH\
ub, a stage run by baton's stage workflow reads only the stages its needs input names and those they read; add ${e} to w\
ith.needs of job '${t}' (now: ${r?.text.trim()||"none"})`}var hs=10,Yr=".github/workflows/";function Qr(n){let e=n.trim();if(!e.startsWith("./"))return null;let t=[];for(let r of e.
slice(2).split("/"))r===""||r==="."||(r===".."?t.pop():t.push(r));return t.join("/")}function su(n){return n.replaceAll(
"/","-")}function se(n){return n.slice(n.lastIndexOf("/")+1)}function gs(n,e){return n.flatMap(t=>[t,...gs(e(t)?.jobs??[],
e)])}function iu(n,e,t,r){let o=[],s=new Set([n.fileName]),i=(a,l,d,p,u)=>{let c=Xi(a),f=new Set(a.jobs.map(m=>m.id));for(let m of Do(
a)){let h=`${l}${m.id}`,w={id:h,job:m,workflow:a,calledBy:d,needs:m.needs.filter(R=>f.has(R.id)).map(R=>`${l}${R.id}`),upstream:(c.
get(m.id)??[]).map(R=>`${l}${R}`),call:null,skip:null};if(o.push(w),m.uses===null||m.stageWorkflow===!0)continue;let y=m.
uses.text.trim(),b=Qr(y),k=R=>r.push({code:D.workflowCallInvalid,severity:"error",path:de(a.fileName,m.uses?.position??m.
position),message:`jobs.${m.id}: ${R}`});if(b===null){w.skip=`${y}: reusable workflows of other repositories do not run \
locally`;continue}if(!b.startsWith(Yr)||b.slice(Yr.length).includes("/")){k(`uses: ${y}: a reusable workflow of this rep\
ository must be a file of ${Yr} (./${Yr}<file>.yml), as GitHub requires`);continue}let O=p.indexOf(b);if(O>=0){k(`uses: ${y}\
: calls form a cycle: ${[...p.slice(O),b].join(" \u2192 ")}`);continue}if(p.length>=hs){k(`uses: ${y}: too deep: ${[...p,
b].join(" \u2192 ")}; GitHub connects at most ${hs} levels of workflows (the caller and ${hs-1} called ones)`);continue}
let v=e.get(b);if(v===void 0||"unreadable"in v){k(`uses: ${y}: ${v?.unreadable??"the workflow was not read"}`);continue}
if(s.has(v.fileName)||(s.add(v.fileName),r.push(...v.problems)),v.call===void 0){Object.keys(v.on).length===0&&v.problems.
some(W=>W.severity==="error")||k(`uses: ${y}: ${b} is not a reusable workflow: its on: has no workflow_call, and GitHub \
calls only a workflow whose on: has workflow_call`);continue}rp(a,m,b,v.call,t,r);let G=Ya(m,a,u);np(v,y,G,r);let C=dr(v);
w.call={path:b,workflow:C,jobs:[]};let pe=o.length;i(C,`${h}/`,h,[...p,b],G),w.call.jobs=o.slice(pe).filter(R=>R.calledBy===
h).map(R=>R.id)}};return i(n,"",null,[Qr(`./${n.fileName}`)??n.fileName],null),o}function np(n,e,t,r){if(t===null)return;
let o=(s,i)=>{let a=Xr(s),l=a===null?null:Xa(a,t.levels);if(s===null||l===null)return;let d=de(n.fileName,s.position),p=`${i}\
 is ${l} by ${t.from}, which calls it (uses: ${e}); GitHub refuses the call. Ask for no more than the caller allows, or \
give the calling job the permissions`;r.some(u=>u.path===d&&u.message===p)||r.push({code:D.workflowCallInvalid,severity:"\
error",path:d,message:p})};o(n.permissions,"the workflow");for(let s of n.jobs)o(s.permissions,`the nested job '${s.id}'`)}
function rp(n,e,t,r,o,s){let i=u=>de(n.fileName,u??e.uses?.position??e.position),a=(u,c)=>s.push({code:D.workflowCallInvalid,
severity:"error",path:u,message:`jobs.${e.id}: ${c}`}),l=Object.keys(r.inputs);for(let[u,c]of Object.entries(e.with)){let f=lu(
r,u);if(f===void 0){a(i(c.keyPosition??c.position),`with.${u}: ${t} declares no such input (on.workflow_call.inputs)${$t(
u,l)}; its inputs: ${l.join(", ")||"(none)"}`);continue}let m=ys(f,u,c,t);m!==null&&a(i(c.position),m)}for(let u of Object.
values(r.inputs))!u.required||cu(e.with,u.name)!==void 0||a(i(e.uses?.position),`input '${u.name}' is required by ${t} (\
on.workflow_call.inputs.${u.name}); give it in with:${u.default===null?"":" (GitHub requires it of every call, its defau\
lt notwithstanding)"}`);let d=Object.keys(r.secrets);if(e.secrets==="inherit"){if(o===null)return;let u=new Set(o.names.
map(c=>c.toUpperCase()));for(let[c,f]of Object.entries(r.secrets))!f.required||u.has(c.toUpperCase())||a(i(e.uses?.position),
`secret ${c} is required by ${t} and passed by secrets: inherit, but this run has no ${c}; pass ${o.words.passSecret(c)}\
 (with ${c} set in the environment)`);return}let p=new Set(Object.keys(e.secrets).map(u=>u.toUpperCase()));for(let[u,c]of Object.
entries(e.secrets))d.some(f=>f.toUpperCase()===u.toUpperCase())||a(i(c.keyPosition??c.position),`secrets.${u}: ${t} decl\
ares no such secret (on.workflow_call.secrets)${$t(u,d)}; its secrets: ${d.join(", ")||"(none)"}`);for(let[u,c]of Object.
entries(r.secrets))!c.required||p.has(u.toUpperCase())||a(i(e.uses?.position),`secret ${u} is required by ${t} (on.workf\
low_call.secrets.${u}); pass it in secrets: (or secrets: inherit)`)}function ys(n,e,t,r){if(t.expression!==null)return null;
try{return uu(n,au(t),r),null}catch(o){if(!(o instanceof E))throw o;return`with.${e}: ${o.message}`}}function au(n){switch(n.
literal){case"number":return Number(n.text);case"boolean":return n.text==="true";case"null":return null;default:return n.
text}}function uu(n,e,t){let r=e==null?"":typeof e=="string"?e:JSON.stringify(e),o=(s,i)=>{let a=e==null?"null":typeof e==
"string"?"a string":typeof e;return new E("input-invalid",`input '${n.name}' of ${t} is a ${s}; got ${JSON.stringify(r)}\
, ${a==="null"?"null":a}, which GitHub refuses ("Unexpected value '${r}'": it converts nothing to a ${s}); write ${i}`)};
switch(n.type){case"boolean":if(typeof e=="boolean")return e;throw o("boolean","true or false unquoted, or an expression\
 whose value is a boolean (${{ x == 'true' }})");case"number":if(typeof e=="number"&&Number.isFinite(e))return e;throw o(
"number","the number unquoted, or an expression whose value is a number (${{ fromJSON(x) }})");default:return e==null?"":
typeof e=="string"?e:String(e)}}function lu(n,e){let t=e.toLowerCase();return Object.values(n.inputs).find(r=>r.name.toLowerCase()===
t)}function cu(n,e){let t=e.toLowerCase(),r=Object.keys(n).find(o=>o.toLowerCase()===t);return r===void 0?void 0:n[r]}function pu(n,e,t,r){
let o={};for(let[s,i]of Object.entries(e.with)){let a=lu(t,s)?.type;o[s]=i.expression===null?au(i):a==="number"||a==="bo\
olean"?n.evaluate(i.expression,r(s,i)):n.evaluateString(i.expression,r(s,i))}return o}function fu(n,e,t){let r={};for(let o of Object.
values(n.inputs)){let s=cu(e,o.name);s!==void 0?r[o.name]=uu(o,s,t):o.default!==null?r[o.name]=o.default:r[o.name]=o.type===
"boolean"?!1:""}return r}function du(n,e,t){if(t===e)return{kind:"self"};let r=f=>{let m=[f];for(let h=n(f)?.calledBy??null;h!==
null;h=n(h)?.calledBy??null)m.push(h);return m},o=r(e),s=r(t),i=f=>n(f)?.calledBy??null,a=e,l=t;e:for(let f of o)for(let m of s)
if(i(f)===i(m)){a=f,l=m;break e}if(a===l)return{kind:"after",text:`job '${t}' is the call that runs this job, and finish\
es after it`};let d=n(a)?.workflow,p=a.slice(0,a.length-se(a).length),u=d?Pr(d,se(l),se(a)):null,c=(f,m)=>f===m?"":` (a \
job of the call '${f}')`;if(u!==null){let f=Mr(u.map(m=>`${p}${m}`));return{kind:"after",text:a===e&&l===t?`job '${t}' r\
uns after this job: ${f}`:`job '${t}'${c(l,t)} runs after ${a===e?"this job":`the call '${a}' that runs this job`}: ${f}`}}
return a===e?{kind:"add",need:se(l),needsOf:`jobs.${se(e)}.needs`}:{kind:"outside",text:`a job of a called workflow can \
need only the jobs of its own file; add '${se(l)}' to jobs.${se(a)}.needs, of the call '${a}' that runs this job, to rea\
d it`}}import{resolve as mu}from"node:path";async function Iv(n,e,t){let r=new Map,o=[e];for(let s=o.pop();s!==void 0;s=o.pop())for(let i of s.jobs){if(i.uses===null||
us(i.uses.text))continue;let a=Qr(i.uses.text);if(a===null||r.has(a)||!a.startsWith(".github/workflows/"))continue;if(a.
includes("\\")){r.set(a,{unreadable:`${a}: a workflow path holds no \\; GitHub's paths use /`});continue}let l=op(n,a);if(typeof l!=
"string"){r.set(a,l);continue}let d=await t(l,a);r.set(a,d),o.push(d)}return r}function op(n,e){try{let t=pn(mu(n,e),ue.
workflowFileBytes);switch(t.kind){case"file":return new TextDecoder().decode(t.bytes);case"missing":return{unreadable:`${e}\
: no such file in ${mu(n)}`};case"not-regular":return{unreadable:`${e}: is ${t.what}, not a regular file; a called workf\
low must be a file of the repository`};case"too-large":return{unreadable:`${e}: is ${t.size} bytes, more than the ${ue.workflowFileBytes}\
 (1 MiB) a workflow file may be`}}}catch(t){return{unreadable:`${e}: ${xr(e,t).message}`}}}var Zr=pt(_l(),1),eo=pt(po(),1);import{tmpdir as sp}from"node:os";import{isAbsolute as wu,join as mr,relative as ip,resolve as An,
sep as gu}from"node:path";function hu(n){return{where:`the temp dir ${un(n)}`,makeRoom:"make room on its disk"}}function ws(n,e,t,r,o={}){let s=r?.
code,i=s==="ENOSPC"||s==="EDQUOT";return new E("temp-write-failed",`${t} could not be ${o.made?"made":"written"} in ${n.
where}: ${un(Ls(r,n.fewerJobs))}${i?`; ${n.makeRoom}`:""}`,{where:un(e),cause:r})}var yu=class{#e;#t;#n;#r;#o;constructor(e){this.#e=An(e.root),this.#t=An(e.tempDir??sp()),this.#n=e.privateTempDir??!1,this.#r=
e.tempPlace??hu(this.#t),this.#o=e.now??(()=>new Date)}async attemptPaths(e,t){if(this.#n){let s=mr(this.#t,`${e}-${t}-${(0,Zr.randomBytes)(
12).toString("hex")}`);return{promptPath:`${s}.${Rn.prompt}`,handoffPath:`${s}.${Rn.handoff}`}}let r=mr(this.#t,`baton-${e}\
-${t}-`),o;try{o=ai(r)}catch(s){throw ws(this.#r,`${r}XXXXXX`,"the attempt's directory",s,{made:!0})}return{promptPath:mr(
o,Rn.prompt),handoffPath:mr(o,Rn.handoff)}}async writePrompt(e,t){try{(0,eo.writeFileSync)(e,t,{flag:"wx",mode:384})}catch(r){
throw ws(this.#r,e,"the stage's prompt",r)}}readHandoff(e){return ri(e)}resolveDirectory(e){return An(this.#e,e)}async readArtifact(e,t,r){
let o=i=>({kind:"refused",reason:i}),s=An(this.resolveDirectory(e),...t.split("/"));try{let i=bu(this.#e,s);if(i!==null)
return o(i);let a=await ni(s,r);switch(a.kind){case"file":return a;case"missing":return o("does not exist");case"not-reg\
ular":return o(`is ${a.what}; only regular files are kept, and links are never followed`);case"too-large":return o(`is ${a.
size} bytes, more than the ${r} bytes left of the ${ue.artifactBytes}-byte limit for one record's artifacts`)}}catch(i){
let a=i?.code;return o(`cannot be read (${typeof a=="string"?a:String(i)})`)}}now(){return this.#o()}sha256(e){return(0,Zr.createHash)(
"sha256").update(e,"utf8").digest("hex")}};function bu(n,e){let t=ip(n,e);if(t===""||t===".."||t.startsWith(`..${gu}`)||
wu(t))return`is outside the workspace (${n})`;let r=t.split(gu);for(let o=1;o<r.length;o++){let s=r.slice(0,o).join("/"),
i;try{i=(0,eo.lstatSync)(mr(n,s))}catch(a){if(ap(a))return"does not exist";throw a}if(i.isSymbolicLink())return`is under\
 ${s}, a symbolic link; links are never followed`;if(!i.isDirectory())return`does not exist (${s} is not a directory)`}return null}
function vu(n,e,t){if(wu(e))throw new Error("must be a path inside the workspace");let r=An(n,e),o=bu(An(n),r);if(o!==null)
throw new Error(o);let s=pn(r,t);switch(s.kind){case"file":{let i=Us(s.bytes);if(i.kind==="text")return i.text;throw new Error(
i.kind==="utf-16"?`${i.problem}; ${qs}`:i.problem)}case"missing":throw new Error("does not exist");case"not-regular":throw new Error(
`is ${s.what}; only regular files are read, and links are never followed`);case"too-large":throw new Error(`is ${s.size}\
 bytes, more than the ${t}-byte limit`)}}function ap(n){let e=n?.code;return e==="ENOENT"||e==="ENOTDIR"}var bs=pt(po(),1);import{isAbsolute as up,relative as lp,resolve as ku}from"node:path";function cp(n,e,t){let r=xu(n,e);if("reasons"in r)throw new E("action-missing",`${e} names no action here: ${r.reasons.join(
"; ")}`,{where:"uses"});return t(r.text,r.file,ku(n,e))}function xu(n,e){let t=[];for(let r of["action.yml","action.yaml"]){
let o=`${e.replace(/^\.\//,"").replace(/\/+$/,"")}/${r}`.replace(/^\//,"");try{return{text:vu(n,pp(n,o),ue.templateBytes),
file:o}}catch(s){t.push(`${r} ${s.message}`)}}return{reasons:t}}function pp(n,e){let t,r;try{t=(0,bs.realpathSync)(ku(n,
e)),r=(0,bs.realpathSync)(n)}catch{return e}let o=lp(r,t);return o!==""&&!o.startsWith("..")&&!up(o)?o:e}function Xv(n){
let e=new Map;return t=>{let r=e.get(t);if(r===void 0){let o=xu(n,t);r="text"in o&&!/^name:\s*(['"]?)baton (stage|prepare|capture|report)\1\s*$/m.
test(o.text),e.set(t,r)}return r}}function Yv(n,e,t){let r=new Map;return o=>{if(!r.has(o))try{r.set(o,cp(n,o,e))}catch(s){
r.set(o,void 0),t?.(o,s)}return r.get(o)}}var Eu=pt(po(),1),Tu=pt(Sr(),1);import{basename as to,join as $u,resolve as Su}from"node:path";var fp=/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Variation_Selector}\u115f\u1160\u3164\uffa0]/u;function dp(n){try{return(0,Eu.readdirSync)(
$u(n,ho),{withFileTypes:!0}).filter(e=>!e.isDirectory()&&/\.ya?ml$/.test(e.name)&&!fp.test(e.name)).map(e=>`${ho}/${e.name}`).
sort()}catch{return[]}}function mp(n,e){let t=dp(n),r=to(e),o=t.find(i=>to(i)===r);if(o!==void 0)return o;let s=We(r,t.map(
i=>to(i)));return s===void 0?void 0:t.find(i=>to(i)===s)}function ik(n,e){try{let t=pn($u(n,e),ue.workflowFileBytes);if(t.
kind!=="file")return!1;let r=Buffer.from(t.bytes).toString("utf8"),o=(0,Tu.parse)(r)?.on,s=typeof o=="string"?[o]:Array.
isArray(o)?o:o!==null&&typeof o=="object"?Object.keys(o):[];return s.length>0&&s.every(i=>i==="workflow_call")}catch{return!1}}
function ak(n,e,t){let r=xr(e,t),o=di(t,"ENOENT")?mp(n,e):void 0;return o===void 0||Su(n,o)===Su(n,e)?r:new E(r.code,r.message,
{...r.where===void 0?{}:{where:r.where},details:[`did you mean ${o}?`],cause:t})}function Nu(n,e){if(n.expression!==null)return[];let t=[],r=/[^\s,]+/g;for(let o=r.exec(n.text);o!==null;o=r.exec(n.text)){
let s=vs(o[0],e);s!==null&&t.push({offset:o.index,message:`needs: ${s}`})}return t}function vs(n,e){let t=JSON.stringify(
n);if(!St.test(n))return`${t} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`;if(e.upstreamStages.
includes(n)||e.unknown||ks(n,e)!==void 0)return null;let r=gp(e),o=e.jobs.get(n),s=o?.stages?.includes(n)??!1;if(o!==void 0&&
!s&&e.upstreamJobs.includes(n)){let l=o.stages===null?`${n}-<matrix values>, known when the run expands its matrix`:o.stages.
join(", ");return`${t} is ${o.matrix?"the matrix job":"job"} ${n}, not a stage: name ${o.matrix?"its legs":"its stage"} \
(${l}); upstream stages: ${r}`}let i=o!==void 0&&!s?n:hp(n,e);if(i!==void 0){let l=i===n&&!s,d="a stage needs only stage\
s of jobs that finish before it";if(i===e.job)return`${t} is ${l?"this job":"a stage of this job"} itself: ${d}; upstrea\
m stages: ${r}`;let p=l?`job '${i}'`:`a stage of job '${i}'`,u=e.runsAfter(i);return u!==null?`${t} is ${p}, which runs \
after job '${e.job}' (${Mr(u)}): ${d}; upstream stages: ${r}`:`${t} is ${p}, which is not upstream of job '${e.job}' (ad\
d '${i}' to jobs.${e.job}.needs); upstream stages: ${r}`}let a=We(n,e.upstreamStages);return`${t} is not a stage upstrea\
m of job '${e.job}'${a?` (did you mean ${a}?)`:""}; upstream stages: ${r}`}function ks(n,e){let t;for(let r of e.openMatrices)
n.startsWith(`${r}-`)&&r.length>(t?.length??0)&&(t=r);return t}function hp(n,e){let t;for(let[r,o]of e.jobs){if(o.stages?.
includes(n))return r;o.stages===null&&o.matrix&&n.startsWith(`${r}-`)&&r.length>(t?.length??0)&&(t=r)}return t}function gp(n){
let e=[...n.upstreamStages,...n.openMatrices.map(t=>`${t}-*`)];return e.length>0?e.join(", "):"(none)"}var no={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},yp=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function _u(n){return yp.get(n.toLowerCase())??""}var wp="$ErrorActionPreference \
= 'stop'",bp="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",vp="bash",mk="bash -e {0}",Au=[
"cmd","powershell"];function kp(n){let e=(n??"").trim().toLowerCase();return Au.find(t=>t===e)??null}function hk(n,e){return`\
shell: ${n} exists only on Windows runners; baton runs this step here, on ${e}, where there is no ${n} (a ${e} runner fa\
ils it too: "${n}: command not found"). Use ${n==="powershell"?"pwsh":"bash (or sh, pwsh, python)"}, or give the step if\
: runner.os == 'Windows' to skip it here`}var xp=`${Object.keys(no).join(", ")}, ${Au.join(", ")} (Windows only), or a c\
ommand containing {0} (e.g. "perl {0}")`;function Iu(n){kp(n)===null&&ju(n,xp)}var Sp=`${Object.keys(no).join(", ")}, or\
 a command containing {0} (e.g. "perl {0}")`;function xs(n){return ju(n,Sp)}function ju(n,e){let t=(n??"").trim()||vp;if(Object.
hasOwn(no,t)){let i=no[t],[a,...l]=Ou(i.template);return{file:a,args:l,extension:_u(a)}}if(!t.includes("{0}"))throw new E(
"input-invalid",`${JSON.stringify(t)} is not one of ${e}`,{where:"shell"});let r=Ou(t),[o,...s]=r;if(o===void 0||o.includes(
"{0}"))throw new E("input-invalid",`${JSON.stringify(t)} must start with a program, then {0} for the script`,{where:"she\
ll"});return{file:o,args:s,extension:_u(o)}}function gk(n,e){switch(n.file){case"pwsh":case"powershell":return`${wp}
${e}
${bp}`;case"cmd":return`@echo off
${e}`;default:return e.endsWith(`
`)?e:`${e}
`}}function yk(n,e){return n.args.map(t=>t.replaceAll("{0}",e))}function Ou(n){let e=[],t="",r=!1,o=null;for(let s of n){
if(o){s===o?o=null:t+=s;continue}s==='"'||s==="'"?(o=s,r=!0):/\s/.test(s)?(r&&e.push(t),t="",r=!1):(t+=s,r=!0)}if(o)throw new E(
"input-invalid",`${JSON.stringify(n)} has an unterminated ${o} quote`,{where:"shell"});return r&&e.push(t),e}function Ru(n,e){return e(fi(n))}async function Tk(n,e,t){let r=e.problems.map(y=>Mu(y,n)),o=$p(e.outcome,n),s=(y,b)=>{let k=Pu(y,n.redact,b);return r.push(
...k.problems),k.text},i=s(e.prompt,"prompt.md"),a=e.agent?s(e.agent.output,"agent.log"):void 0,l=n.agent?.kind==="comma\
nd"?s(n.agent.command,"agent.command"):null,d=e.verify?{...e.verify,command:s(e.verify.command,"verify.command")}:null,p=e.
agent?.startedAt??e.startedAt,u=e.agent?.finishedAt??e.finishedAt,c=e.outcome.reason!=="completed",f=Ep(e.usage,r),m=y=>t.
workspace.sha256(y),h={schema:Fs.record,stage:n.stage,job:n.job,matrix:n.matrix,attempt:e.attempt,repair:e.repair,hop:e.
hop,run:n.run,agent:{command:l,preset:n.agent?.kind==="preset"?n.agent.preset:null,exit_code:e.agent?.exitCode??null,started_at:p.
toISOString(),finished_at:u.toISOString(),duration_ms:Math.max(0,u.getTime()-p.getTime()),usage:f},verify:d,status:c?"fa\
ilure":e.handoff?.status??"success",outcome:{reason:o.reason,message:o.message},present:e.handoff!==null,digests:{handoff:e.
handoff?Ru(e.handoff,m):null,prompt:m(i)},lineage:e.lineage,...e.parent?{parent:e.parent}:{},problems:r},w=await t.store.
put({record:h,prompt:i,handoff:e.handoff,...a===void 0?{}:{log:a},...e.files&&e.files.length>0?{files:e.files}:{}});return{
record:h,ref:w,handoff:e.handoff,outcome:o}}function Ep(n,e){if(n===null)return null;let t={};for(let[r,o]of Object.entries(
n)){let s=ci.safeParse({[r]:o});if(s.success){t[r]=o;continue}let i=s.error.issues.map(a=>a.message).join("; ");e.push({
code:gr.usageRefused,severity:"warning",path:`agent.usage.${r}`,message:`the agent\u2019s usage cannot be stored (${i});\
 ${r} is not recorded`})}return Object.keys(t).length===0?null:t}function Pu(n,e,t){let r=Cn(n,e);return{text:r.text,problems:r.
redactions.length===0?[]:[{code:Ks.problemCode,severity:"warning",path:t,message:mi(r.redactions)}]}}function Ss(n,e){return Cn(
n,e.redact).text}function Mu(n,e){return{...n,path:Ss(n.path,e),message:Ss(n.message,e)}}function $p(n,e){if(n.message===
null)return n;let t=Ss(n.message,e);return"problems"in n?{...n,message:t,problems:n.problems.map(r=>Mu(r,e))}:{...n,message:t}}function ro(n){let e=n.split(/\r?\n/).map(t=>t.trim()).filter(t=>t.length>0);return[...new Set(e)]}function Rk(n,e){if(e>=n)return null;let t=`${n} ${n===1?"value":"values"} to redact`,r=e===0?`none of ${n===1?"it":"the\
m"}`:`${e} of them`;return new E("redact-not-given",`prepare was given ${t} and capture was given ${r}: give capture the\
 same ${g.redact} input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the val\
ues it is given; nothing was stored`,{where:g.redact})}var qe={attempts:{min:1,max:ue.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},Tp=Dn(Wt.handoff),Np=Dn(Wt.onInvalid),_p=ei("kind",[Et({kind:vr("command"),command:z().check(Mn(1))}),Et({kind:vr(
"preset"),preset:on})]),Du=Et({stage:kr,job:Ke(z()),matrix:Fe(br(z(),ko())),open:Fe(vr(!0)),place:Fe(ti(Gt(ln().check(cn(),
Qs()))))}),Op=Et({stage:kr,job:z().check(Mn(1)),matrix:Ke(br(z(),ko())),template:Ke(Et({text:z(),source:z()})),upstream:Gt(
Du),expandLineage:vo(),needs:Gt(kr),handoff:Tp,onInvalid:Np,dataSchema:Fe(oi),agent:Ke(_p),shell:z(),workingDirectory:z().
check(Mn(1)),verify:Ke(z()),attempts:ln().check(cn(),wo(qe.attempts.min),yo(qe.attempts.max)),maxHandoffs:ln().check(cn(),
wo(qe.maxHandoffs.min),yo(qe.maxHandoffs.max)),parentRun:Ke(z().check(Mn(1))),maxPromptTokens:Ke(ln().check(cn(),bo())),
retentionDays:Ke(ln().check(cn(),bo())),inputs:br(z(),z()),github:yi,redact:Gt(z()),workflowJobs:Ke(Gt(z())),workflowUnread:Fe(
z()),madeEvent:Fe(z()),madeEventRun:Fe(z()),trustCheckout:Fe(vo()),run:pi}),Es="the stage id holds the value of a secret\
; a stage id names directories and artifacts, which are not redacted",at={bothPrompts:`give either \`${g.prompt}\` or \`${g.
promptFile}\`, not both`,noPrompt:`one of \`${g.prompt}\` or \`${g.promptFile}\` is required`,outputWithoutAgent:`is giv\
en without \`${g.agent}\`, here or on its prepare step: name the CLI whose output the file holds (${st.slice(0,-1).join(
", ")} or ${st.at(-1)}), so capture can read its usage`,bothAgents:`give either \`${g.run}\` (a command) or \`${g.agent}\
\` (a preset), not both`,noAgent:`one of \`${g.run}\` (the agent's command) or \`${g.agent}\` (a preset) is required`};function Xk(n,e){
let t=[],r=q=>{let ee=n[q];if(ee===void 0)return null;let ut=ee.trim();return ut===""?null:ut},o=(q,ee)=>t.push({input:q,
message:ee}),s=(q,ee,ut)=>{try{return ee()}catch(lt){if(lt instanceof E)return o(lt.where??q,lt.message),ut;throw lt}},i=Lp(
r(g.stage),e,o),a=oo(g.handoff,r(g.handoff),Wt.handoff,"optional",o),l=oo(g.onInvalid,r(g.onInvalid),Wt.onInvalid,"fail",
o),d=Ut(g.attempts,r(g.attempts),qe.attempts,1,o),p=Ut(g.maxHandoffs,r(g.maxHandoffs),qe.maxHandoffs,ue.defaultMaxHandoffs,
o),u=e.parentRun!==void 0?e.parentRun:Dp(r,o),c=Ut(g.maxPromptTokens,r(g.maxPromptTokens),qe.maxPromptTokens,null,o),f=Ut(
g.retentionDays,r(g.retentionDays),qe.retentionDays,null,o),m=r(g.shell)??"bash";s(g.shell,()=>xs(m),null);let h=Cu(g.trustCheckout,
r(g.trustCheckout),o),w=r(g.workingDirectory)??".";w.includes("\0")&&o(g.workingDirectory,"must not contain a NUL charac\
ter");let y=r(g.verify),b=s(g.vars,()=>jp(n[g.vars]??"",e),{}),k=s(g.dataSchema,()=>Rp(n[g.dataSchema]??"",e),void 0),O=Cp(
n,r,e,o),v=qp(r,e,o),{upstream:G,needs:C,expandLineage:pe}=Fp(r(g.needs),e,o),R=[...e.secrets??[],...ro(n[g.redact]??"")].
filter(q=>q.length>0);if(t.length>0)throw Mp(t);return{...Op.parse({stage:i,job:e.job,matrix:e.matrix??null,template:O,upstream:[],
expandLineage:pe,needs:C,handoff:a,onInvalid:l,...k===void 0?{}:{dataSchema:k},agent:v,shell:m,workingDirectory:w,verify:y,
attempts:d,maxHandoffs:p,parentRun:u,maxPromptTokens:c,retentionDays:f,inputs:{...e.dispatchInputs??Ap(e.github),...b},github:e.
github,redact:[...new Set(R)],workflowJobs:e.workflowJobs??null,...e.workflowJobs==null&&e.workflowUnread!==void 0?{workflowUnread:e.
workflowUnread}:{},...e.madeEvent===void 0?{}:{madeEvent:e.madeEvent},...e.madeEvent===void 0||e.madeEventRun===void 0?{}:
{madeEventRun:e.madeEventRun},...h?{trustCheckout:h}:{},run:e.run}),upstream:Ip(G)}}function Ap(n){if(n.event_name!=="wo\
rkflow_dispatch"&&n.event_name!=="workflow_call")return{};let e=n.event.inputs;return e===null||typeof e!="object"||Array.
isArray(e)?{}:Object.fromEntries(Object.entries(e).filter(([,t])=>["string","number","boolean"].includes(typeof t)).map(
([t,r])=>[t,String(r)]))}function $s(n){return`${JSON.stringify(n)} is not one of ${st.join(", ")}`}function Lu(n,e,t,r){
let o=[],s=(f,m)=>o.push({input:f,message:m}),i=(f,m)=>{try{m()}catch(h){if(!(h instanceof E))throw h;s(h.where??f,h.message)}},
a=f=>n.get(f)?.trim()||null,l=f=>n.get(f)===null||a(f)!==null;oo(g.handoff,a(g.handoff),Wt.handoff,"optional",s),oo(g.onInvalid,
a(g.onInvalid),Wt.onInvalid,"fail",s),Ut(g.attempts,a(g.attempts),qe.attempts,null,s),Ut(g.maxHandoffs,a(g.maxHandoffs),
qe.maxHandoffs,null,s),Ut(g.maxPromptTokens,a(g.maxPromptTokens),qe.maxPromptTokens,null,s),Ut(g.retentionDays,a(g.retentionDays),
qe.retentionDays,null,s),Cu(g.trustCheckout,a(g.trustCheckout),s);let d=a(g.agent);d!==null&&!on.safeParse(d).success&&s(
g.agent,$s(d));let p=a(g.shell);p!==null&&i(g.shell,()=>xs(p));let u=n.get(g.vars);e!=="capture"&&t!==void 0&&typeof u==
"string"&&i(g.vars,()=>t(u));let c=n.get(g.dataSchema);return e!=="prepare"&&r!==void 0&&typeof c=="string"&&c.trim()!==
""&&i(g.dataSchema,()=>r(c)),e!=="capture"&&(l(g.prompt)&&l(g.promptFile)?s(g.prompt,at.bothPrompts):!l(g.prompt)&&!l(g.
promptFile)&&s(g.prompt,at.noPrompt)),e==="stage"&&(l(g.run)&&l(g.agent)?s(g.run,at.bothAgents):!l(g.run)&&!l(g.agent)&&
s(g.run,at.noAgent)),o}function Ip(n){return n.every(Pp)?n:Gt(Du).parse(n)}function jp(n,e){if(e.mode==="capture"||n.trim()==="")return{};if(e.
parseVars===void 0)throw new co("stageSpecFromInputs: a vars input needs ctx.parseVars");return e.parseVars(n)}function Rp(n,e){
if(!(e.mode==="prepare"||n.trim()==="")){if(e.parseDataSchema===void 0)throw new co("stageSpecFromInputs: a data-schema \
input needs ctx.parseDataSchema");return e.parseDataSchema(n)}}function Pp(n){let e=Object.keys(n),{matrix:t,place:r}=n;
return e.length===2+(t===void 0?0:1)+(n.open===!0?1:0)+(r===void 0?0:1)&&(r===void 0||Array.isArray(r)&&r.every(o=>Number.
isInteger(o)&&o>=0))&&e.includes("stage")&&e.includes("job")&&typeof n.stage=="string"&&St.test(n.stage)&&(n.job===null||
typeof n.job=="string")&&(t===void 0||typeof t=="object"&&t!==null&&!Array.isArray(t)&&Object.getPrototypeOf(t)===Object.
prototype)}function Mp(n){let[e]=n;return n.length===1&&e?new E("input-invalid",e.message,{where:e.input}):new E("input-\
invalid",`${n.length} inputs are invalid`,{details:n.map(t=>`${t.input}: ${t.message}`)})}function oo(n,e,t,r,o){return e===
null?r:t.includes(e)?e:(o(n,`${JSON.stringify(e)} is not one of ${t.join(", ")}`),r)}function Cu(n,e,t){return e===null||
e==="false"?!1:e==="true"?!0:(t(n,`${JSON.stringify(e)} is not one of true, false`),!1)}function Dp(n,e){let t=n(g.parentRun);
return t===null?null:gi.test(t)?t:(e(g.parentRun,`${JSON.stringify(t)} is not a workflow run id (a positive whole number\
, such as \${{ github.run_id }} of the run that started this one)`),null)}function Ut(n,e,t,r,o){if(e===null)return r;let s=/^\d{1,9}$/.
test(e)?Number(e):Number.NaN;return!Number.isInteger(s)||s<t.min||s>t.max?(o(n,`${JSON.stringify(e)} is not a whole numb\
er from ${t.min} to ${t.max}`),r):s}function Lp(n,e,t){let r=e.secrets??[];if((n!==null?[n]:Object.values(e.matrix??{}).
map(s=>typeof s=="string"?s:JSON.stringify(s)??"")).some(s=>$r(s,r)))return t(g.stage,`${Es}, so ${n===null?`give one in\
 the \`${g.stage}\` input`:"choose one without it"}`),"invalid";if(n!==null&&!St.test(n))return t(g.stage,`${JSON.stringify(
n)} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`),"invalid";try{let s=n??Vt(e.stageJob??e.job,
e.matrix??null);return ui(s,1),s}catch(s){if(s instanceof E){let i=n===null?`; give the stage id in the \`${g.stage}\` in\
put`:"";return t(g.stage,`${s.message}${i}`),"invalid"}throw s}}function Cp(n,e,t,r){let o=n[g.prompt]?.trim()?n[g.prompt]:
null,s=e(g.promptFile);if(o!==null&&s!==null)return r(g.prompt,at.bothPrompts),null;if(o!==null)return{text:o,source:t.promptSource??
`jobs.${t.job} ${g.prompt}`};if(s!==null){if(!t.readFile)return r(g.promptFile,"cannot be read here (no file reader was \
given)"),null;try{return{text:t.readFile(s),source:s}}catch(i){let a=i instanceof Error?i.message:String(i);return r(g.promptFile,
`cannot read ${JSON.stringify(s)}: ${a}`),null}}return t.mode!=="capture"&&r(g.prompt,at.noPrompt+qu([g.prompt,g.promptFile],
t)),null}function qu(n,e){let t=[];for(let r of e.unreadInputs??[]){let o=We(r.replaceAll("_","-"),n);o!==void 0&&t.push(
`the step was given \`${r}\`, which is not an input of this action: did you mean \`${o}\`?`)}return t.map(r=>`; ${r}`).join(
"")}function qp(n,e,t){let r=n(g.run),o=n(g.agent);if(e.mode==="capture")return Up(o,n(g.agentOutput),t);if(e.mode==="pr\
epare"&&o===null)return null;if(r!==null&&o!==null)return t(g.run,at.bothAgents),null;if(o!==null){let s=on.safeParse(o);
return s.success?{kind:"preset",preset:s.data}:(t(g.agent,$s(o)),null)}return r!==null?{kind:"command",command:r}:(t(g.run,
at.noAgent+qu([g.run,g.agent],e)),null)}function Up(n,e,t){if(e?.includes("\0")&&t(g.agentOutput,"must not contain a NUL\
 character"),n===null)return null;let r=on.safeParse(n);return r.success?{kind:"preset",preset:r.data}:(t(g.agent,`${$s(
n)}: name the CLI whose output \`${g.agentOutput}\` holds (claude for claude-code-action's execution_file)`),null)}function Yk(n,e,t){
if(n.agent!==null||t===null)return n;if(e.agent!==void 0)return{...n,agent:{kind:"preset",preset:e.agent}};throw new E("\
input-invalid",at.outputWithoutAgent,{where:g.agentOutput})}function Uu(n,e){let t=(r,o)=>{let s=r?.get(o);return s===null||
s!==void 0&&s.trim()!==""};return!t(n,g.agentOutput)||t(n,g.agent)||t(e,g.agent)?null:{input:g.agentOutput,message:at.outputWithoutAgent}}
function Qk(n){let e=(n[g.agentOutput]??"").trim();return e===""?null:e}function Fp(n,e,t){let r=[];for(let o of(n??"").
split(/[\s,]+/).filter(Boolean))St.test(o)?r.includes(o)||r.push(o):t(g.needs,`${JSON.stringify(o)} is not a stage id: a\
 letter or _ then up to 99 letters, digits, _ or -`);return{...Wp(r,e.job,e.upstream,t,e.needsFacts),needs:r}}function Wp(n,e,t,r,o){
if(t===void 0)return{upstream:n.map(a=>({stage:a,job:null})),expandLineage:!0};let s=t.map(a=>a.stage),i=[];for(let a of n)
if(o!==void 0){let l=vs(a,o);l!==null&&r(g.needs,l);let d=l===null&&!s.includes(a)?ks(a,o):void 0;d!==void 0&&i.push({stage:a,
job:d,open:!0})}else s.includes(a)||r(g.needs,`${JSON.stringify(a)} is not upstream of job ${e}; upstream stages: ${s.join(
", ")||"(none)"}`);return{upstream:i.length>0?[...t,...i]:t,expandLineage:!1}}var Fu=pt(Sr(),1);function so(n){if(n.trim()==="")return{};let e;try{e=(0,Fu.parse)(n,{uniqueKeys:!0,maxAliasCount:100})}catch(r){let o=r instanceof
Error?r.message.split(`
`)[0]:String(r);throw new E("input-invalid",`is not valid YAML or JSON: ${o}`,{where:g.vars})}if(e==null)return{};if(typeof e!=
"object"||Array.isArray(e))throw new E("input-invalid","must be a map of names to values (YAML or JSON)",{where:g.vars});
let t={};for(let[r,o]of Object.entries(e)){if(!Gs.test(r)||mo.includes(r))throw new E("input-invalid",`key ${JSON.stringify(
r)} must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ and not be ${mo.join(", ")}`,{where:g.vars});if(o===null)t[r]="";else if(typeof o==
"string"||typeof o=="number"||typeof o=="boolean")t[r]=String(o);else throw new E("input-invalid",`${r} must be a string\
, number or boolean, not a nested value`,{where:g.vars})}return t}function ax(n,e={}){try{return bi(n).references}catch(t){throw t instanceof qn?wi(t,n,e.source??"template"):t}}function ux(n,e){
let t=e.source??"template",{analysis:r,problems:o}=Tr(n),s=o.map(i=>({code:i.code,severity:"error",path:`${t}:${i.line}:${i.
column}`,message:[i.message,...i.details].join("; "),line:i.line,column:i.column}));for(let i of r?.references??[]){let a=i.
kind==="stage"?e.stages:e.jobs;if(a.includes(i.stage))continue;let l=i.kind==="stage"?"stage":"job";s.push({code:Pn.unknownStage,
severity:"error",path:`${t}:${i.line}:${i.column}`,message:`${i.kind==="stage"?"stages":"jobs"}.${i.stage}: no such upst\
ream ${l}${Ln(i.stage,a)}; upstream ${l}s: ${a.length>0?a.join(", "):"(none)"}`,line:i.line,column:i.column})}return s.sort(
(i,a)=>i.line-a.line||i.column-a.column).map(({line:i,column:a,...l})=>l)}function Wu(n,e){let t=[];for(let r of n){let o={
line:r.line,column:r.column};if(r.kind==="input"){let d=e.inputs;if(d===void 0||d.names.includes(r.key))continue;t.push(
new qn(Pn.missingField,`${r.path}: no input ${r.key}${Ln(r.key,d.names)}`,o,[d.names.length>0?`inputs: ${d.names.join(",\
 ")} (${d.from})`:`the inputs of a prompt are ${d.from}, and there are none here`]));continue}if(r.kind==="data"||r.owner===
null||e.matrix===void 0)continue;let s=e.matrix(r.owner);if(s===void 0||s.includes(r.key))continue;let i=e.call?.(r.owner),
a="stage"in r.owner?`stage ${r.owner.stage}`:`the stages of job ${r.owner.job}`,l="stage"in r.owner?`the job of stage ${r.
owner.stage} has no matrix (matrix is null)`:i?.job===r.owner.job?`the jobs that job ${i.job} calls (${i.file}) have no \
matrix (the matrix of its stages is null)`:`job ${r.owner.job} has no matrix (matrix is null)`;t.push(new qn(Pn.missingField,
s.length===0?`${r.path}: ${l}, so there is no ${r.key}`:`${r.path}: no key ${r.key} in the matrix of ${a}${Ln(r.key,s)}`,
o,[...s.length===0?[]:[`matrix keys: ${s.join(", ")}`],...i?.keys.includes(r.key)?[`${r.key} is a key of the matrix of j\
ob ${i.job}, which calls ${i.file}: a call's matrix reaches the called jobs only through the inputs its with: gives, and\
 their stages record their own jobs' matrix; tell its legs apart by their stage ids ({{id}}), made from those inputs (st\
age: <id>-\${{ inputs.<name> }})`]:[]]))}return t}function Gu(n,e){return n.flatMap(t=>{let r=t.kind==="data"?Gp(t,e):null;
return r===null?[]:[r]})}function Gp(n,e){if(n.owner===null||e.data===void 0)return null;let t=e.data(n.owner);if(t===void 0||
t.keys.includes(n.key))return null;let r="stage"in n.owner?`stage ${n.owner.stage}`:`the stages of job ${n.owner.job}`,o=t.
keys.length>0?`its keys: ${t.keys.join(", ")}`:"it declares no keys";return{closed:t.closed,error:new qn(Pn.missingField,
`${n.path}: no key ${n.key} in the data-schema of ${r}${Ln(n.key,t.keys)}`,{line:n.line,column:n.column},[t.closed?`${o}\
 (additionalProperties is false: a handoff with any other key is refused, so this always renders empty)`:`${o}; a handof\
f may hold others (additionalProperties is not false), but none is promised: declare ${n.key} under properties (and in r\
equired, if the stage must write it)`])}}function Bu(n){let e=[];for(let t of n.jobs){if(Ce(t)){Ts(t.with,go,"baton's stage workflow",e),t.secrets!=="inherit"&&Ts(
t.secrets,eu,"baton's stage workflow",e,"secret");continue}for(let r of t.steps){let o=He(r);o.kind==="baton"&&Ts(r.with,
zs[o.action],"baton's action",e)}}return e}function Ts(n,e,t,r,o="input"){let s=new Set(e);for(let[i,a]of Object.entries(
n)){if(s.has(i))continue;let l=e.find(d=>d.toLowerCase()===i.toLowerCase())??We(i,e);r.push({position:a.keyPosition??a.position,
message:`unknown ${o} "${i}" of ${t}; ${l===void 0?`its ${o}s: ${e.join(", ")}`:`did you mean "${l}"?`}`})}}function Ju(n){
let e=[],t=(r,o,s)=>{let i=new Map(Object.entries(r).map(([a,l])=>[a,l.expression===null?l.text:null]));for(let a of Lu(
i,s,so,Er))e.push({position:r[a.input]?.position??o,message:`${a.input}: ${a.message}`})};for(let r of n.jobs){if(Ce(r)&&
r.uses){let s=new Set;for(let[l,d]of Object.entries(r.with)){let p=Vp(l,d);p!==null&&(s.add(l),e.push({position:d.position,
message:p}))}let i=new Set(ms);t(Object.fromEntries(Object.entries(r.with).filter(([l])=>i.has(l)&&!s.has(l))),r.uses.position,
"stage");for(let l of Xs)r.with[l]===void 0&&e.push({position:r.uses.position,message:`${l}: required by baton's stage w\
orkflow, and not given (GitHub refuses the call)`});let a=Jp(r.with);a&&e.push({position:a.position??r.uses.position,message:a.
message});continue}let o=null;for(let s of r.steps){let i=He(s);if(!(i.kind!=="baton"||i.action==="report")){if(t(s.with,
s.position,i.action),i.action==="prepare"&&(o=s.with),i.action==="capture"){let a=d=>new Map(Object.entries(d).map(([p,u])=>[
p,u.expression===null?u.text:null])),l=Uu(a(s.with),o===null?null:a(o));l&&e.push({position:s.with[l.input]?.position??s.
position,message:`${l.input}: ${l.message}`})}if(i.action==="capture"&&o!==null){let a=Bp(o,s.with);a&&e.push({position:s.
with[g.redact]?.position??s.position,message:a}),o=null}}}}return e}function Vp(n,e){if(!go.includes(n))return null;let t=Ys.
includes(n)?"number":"string";return ys({name:n,type:t},n,e,"baton's stage workflow")}function Bp(n,e){let t=l=>l.expression===
null?ro(l.text):null,r=n[g.redact],o=r===void 0?[]:t(r);if(o?.length===0)return null;let s=e[g.redact],i=s===void 0?[]:t(
s);if(i?.length===0)return Vu("is given none of them");if(o===null||i===null)return null;let a=o.filter(l=>!i.includes(l)).
length;return a===0?null:Vu(`lacks ${a} of its ${o.length} lines`)}function Vu(n){return`${g.redact}: the prepare step b\
efore this capture is given values to redact, and this capture ${n}: give capture the same ${g.redact} input as prepare;\
 it redacts only the values it is given, and refuses to store the record otherwise`}function Jp(n){let e=n[g.agent];if(e===
void 0||e.expression===null&&e.text.trim()==="")return null;let t=n[yr];if(t!==void 0&&t.expression!==null)return null;let r=t?.
text.trim()??"";if(Za.test(r))return null;let o=e.expression===null?it[e.text.trim()]:void 0,s=`pin the ${o?o.npmPackage:
"agent CLI's npm package"} version this stage runs`;return{position:t?.position??e.position,message:r===""?`${yr}: requi\
red with ${g.agent}, an exact version such as 1.2.3; ${s}`:`${yr}: '${r}' is not an exact version such as 1.2.3; ${s}`}}function Hu(n,e,t){let r=n.jobs.flatMap(o=>[o.if,...o.steps.map(s=>s.if)]);for(let o of r)for(let s of e.facts(o.expression).
comparisons)if(s.operator==="=="&&s.path.length===t.length&&s.path.every((i,a)=>i===t[a]))return s.literal}function Ku(n){let e=Ce(n)?[n.with]:n.steps.filter(o=>{let s=He(o);return s.kind==="baton"&&(s.action==="stage"||s.action===
"capture")}).map(o=>o.with);if(e.length===0)return;let t=new Set,r=!0;for(let o of e){let s=o[g.dataSchema];if(s===void 0||
s.expression!==null||s.text.trim()==="")return;try{let i=Er(s.text);for(let a of Object.keys(i.properties))t.add(a);r&&=
!i.additionalProperties}catch{return}}return{keys:[...t],closed:r}}function Yu(n,e){let t=zu(n),r=zu(e);return(typeof t!=typeof r||t===null||r===null)&&((t===null||typeof t=="boolean")&&(t=
Number(t)),(r===null||typeof r=="boolean")&&(r=Number(r)),typeof t=="number"&&typeof r=="string"?r=Number(r):typeof t=="\
string"&&typeof r=="number"&&(t=Number(t))),typeof t!=typeof r?!1:typeof t=="number"?t===r:typeof t=="string"?Xu(t)===Xu(
r):t===r}function zu(n){return n===void 0?null:n===null||typeof n=="object"||typeof n=="string"||typeof n=="number"||typeof n==
"boolean"?n:String(n)}function Xu(n){return n.includes("\u0131")?n.split("\u0131").map(e=>e.toUpperCase()).join("\u0131"):
n.toUpperCase()}var Qu=256;function _s(n){return Object.keys(n).length>0?n:null}function Os(n,e,t={}){let r=m=>t.whereOf?.(m)??e;if(n===
null||typeof n!="object"||Array.isArray(n))throw new E("matrix-invalid",`strategy.matrix must be a mapping, got ${Ns(n)}`,
{where:e});let o=[],s=[],i=[];for(let[m,h]of Object.entries(n)){if(m==="include"||m==="exclude"){if(!Array.isArray(h))throw new E(
"matrix-invalid",`strategy.matrix.${m} must be a list of mappings`,{where:r([m])});m==="include"?s=h:i=h;continue}if(!Array.
isArray(h))throw new E("matrix-invalid",`strategy.matrix.${m} must be a list, got ${Ns(h)}`,{where:r([m])});if(h.length===
0)throw new E("matrix-invalid",`strategy.matrix.${m} is an empty list`,{where:r([m])});o.push([m,h])}let a=o.map(([m])=>m),
l=m=>a.some(h=>h.toLowerCase()===m.toLowerCase()),d=i.map((m,h)=>{let w=Zu(m,"exclude",r(["exclude",h])),y=Object.keys(w);
if(y.length===0)throw new E("matrix-invalid","strategy.matrix.exclude: an entry is empty, and GitHub refuses an empty ex\
clude filter; give it the values of the legs to leave out",{where:r(["exclude",h])});let b=y.find(k=>!l(k));if(b!==void 0)
throw new E("matrix-invalid",`strategy.matrix.exclude: key '${b}' does not match any key within the matrix${$t(b,a)}; Gi\
tHub refuses the workflow; matrix keys: ${a.join(", ")||"none"}`,{where:r(["exclude",h,b])});return el(w)}),p=s.map((m,h)=>{
let w=Zu(m,"include",r(["include",h]));if(Object.keys(w).length===0)throw new E("matrix-invalid","strategy.matrix.includ\
e: an entry is empty, and GitHub refuses an include mapping without values; give it values to add to the legs it matches\
, or the values of a leg of its own",{where:r(["include",h])});let y=Object.fromEntries(Object.entries(w).filter(([k])=>l(
k))),b=Object.fromEntries(Object.entries(w).filter(([k])=>!l(k)));return{filter:y,extra:b,condition:el(y),matched:!1}}),
u=(m,h)=>m.every(({path:w,value:y})=>Yu(Kp(h,w),y)),c=o.length>0?[{}]:[];for(let[m,h]of o)c=c.flatMap(w=>h.map(y=>({...w,
[m]:y})));let f=[];for(let m of c){if(d.some(w=>u(w,m)))continue;let h={};for(let w of p)u(w.condition,m)&&(w.matched=!0,
h=zp(h,w.extra));f.push({...m,...h})}for(let m of p)m.matched||f.push({...m.filter,...m.extra});if(f.length===0)throw new E(
"matrix-invalid","strategy.matrix produces no legs (every combination is excluded)",{where:e});if(f.length>Qu)throw new E(
"matrix-invalid",`strategy.matrix produces ${f.length} legs; GitHub allows at most ${Qu} per job`,{where:e});return f}function tl(n,e){
return Os(e,n).map(t=>Vt(n,t))}function As(n,e){let t=n.lastIndexOf("/");return t>=0?`${n.slice(0,t+1)}${As(n.slice(t+1),
e)}`:Vt(n,Object.keys(e).length>0?e:null)}function nl(n,e,t=new Set([n.toLowerCase()])){return e.map(r=>{let o=As(n,r),s=o;
if(Object.keys(r).length>0)for(let i=2;t.has(s.toLowerCase());i++)s=`${o}-${i}`;return t.add(s.toLowerCase()),s})}function rl(n,e,t,r=[],o={}){
let s=new Map;for(let i of e){if(Object.values(i).map(p=>typeof p=="string"?p:JSON.stringify(p)??"").some(p=>Cn(p,r).redactions.
length>0))throw new E("matrix-invalid",`a matrix value of job ${n} holds the value of a secret (or text shaped like a to\
ken); a leg's id is made of its values and names its log and events, which are not redacted`,{where:t});if(o.recordsStages===
!1)continue;let l=As(n,i),d=s.get(l);if(d!==void 0)throw new E("matrix-invalid",`matrix legs ${JSON.stringify(d)} and ${JSON.
stringify(i)} of job ${n} would both be ${l}: a leg's id keeps only the letters, digits, _ and - of its values, so make \
them differ there`,{where:t});s.set(l,i)}}function Zu(n,e,t){if(n===null||typeof n!="object"||Array.isArray(n))throw new E(
"matrix-invalid",`each strategy.matrix.${e} entry must be a mapping, got ${Ns(n)}`,{where:t});return n}function el(n){let e=[],
t=Object.entries(n).reverse().map(([r,o])=>({path:[r],value:o}));for(let r=t.pop();r!==void 0;r=t.pop()){let{path:o,value:s}=r;
if(Array.isArray(s))for(let i=s.length-1;i>=0;i--)t.push({path:[...o,i],value:s[i]});else if(s!==null&&typeof s=="object"){
let i=Object.entries(s);for(let a=i.length-1;a>=0;a--){let[l,d]=i[a];t.push({path:[...o,l],value:d})}}else e.push({path:o,
value:Hp(s)})}return e}function Hp(n){return typeof n=="number"?Number(n.toPrecision(15)):typeof n=="string"||typeof n==
"boolean"?n:null}function Kp(n,e){let t=n;for(let r of e){if(Array.isArray(t)){let o=Number(r);t=Number.isFinite(o)&&o>=
0?t[Math.floor(o)]:void 0}else if(t!==null&&typeof t=="object"){let o=String(r).toLowerCase(),s=Object.keys(t).find(i=>i.
toLowerCase()===o);t=s===void 0?void 0:t[s]}else return null;if(t===void 0)return null}return t}function zp(n,e){let t={
...n};for(let[r,o]of Object.entries(e)){let s=Object.keys(t).find(i=>i.toLowerCase()===r.toLowerCase());t[s??r]=o}return t}
function Ns(n){return n===null?"null":Array.isArray(n)?"a list":typeof n=="object"?"a mapping":`${typeof n} ${JSON.stringify(
n)}`}var io=class{#e;#t;#n;#r=new Map;constructor(e){this.#e=e,this.#t=e.split(/\r\n|\r|\n/),this.#n=[0];for(let t=0;t<e.length;t++)
e[t]===`
`&&this.#n.push(t+1)}locate(e,t){let o=this.#o(e)?.[Math.max(0,Math.min(t,e.text.length))];return o===void 0?this.#i(e,t):
this.#s(o)}locateLine(e,t,r){let o=e.text.split(`
`),s=r-1;for(let i=0;i<t-1&&i<o.length;i++)s+=(o[i]?.length??0)+1;return this.locate(e,s)}#o(e){let t=`${e.position.line}\
:${e.position.column}`,r=this.#r.get(t);if(r!==void 0&&(r===null||r.length===e.text.length+1))return r;let o=(this.#n[e.
position.line-1]??Number.NaN)+e.position.column-1,s=Number.isNaN(o)?null:Zp(this.#e,o,e.text);return this.#r.set(t,s),s}#s(e){
let t=0,r=this.#n.length-1;for(;t<r;){let o=t+r+1>>1;this.#n[o]<=e?t=o:r=o-1}return{line:t+1,column:e-this.#n[t]+1}}#i(e,t){
let{line:r,column:o}=e.position,s=e.text.slice(0,t),i=s.split(`
`).length-1,a=s.length-(s.lastIndexOf(`
`)+1),l=this.#t[r-1]?.slice(o-1)??"";if(/^[|>]/.test(l)){let p=this.#t.slice(r).find(f=>f.trim()!=="")??"",u=p.length-p.
trimStart().length,c=e.text.startsWith(p.slice(0,u))&&u>0;return{line:r+1+i,column:(c?0:u)+a+1}}let d=/^["']/.test(l)?1:
0;return i===0?{line:r,column:o+d+a}:{line:r+i,column:a+1}}},Xp={0:"\0",a:"\x07",b:"\b",t:"	","	":"	",n:`
`,v:"\v",f:"\f",r:"\r",e:"\x1B"," ":" ",'"':'"',"/":"/","\\":"\\",N:"\x85",_:"\xA0",L:"\u2028",P:"\u2029"},Yp={x:2,u:4,U:8};
function Qp(n,e){let t=n[e+1]??"",r=Xp[t];if(r!==void 0)return{text:r,length:2};let o=Yp[t];if(o===void 0)return null;let s=n.
slice(e+2,e+2+o);if(!/^[0-9a-fA-F]+$/.test(s)||s.length!==o)return null;let i=Number.parseInt(s,16);return i>1114111?null:
{text:String.fromCodePoint(i),length:2+o}}var Is=n=>n===" "||n==="	",ol=n=>n===`
`||n==="\r";function Zp(n,e,t){let r=n[e],o=r==="|"||r===">"?"block":r==='"'?"double":r==="'"?"single":"plain",s=e;if(o===
"block"){let l=n.indexOf(`
`,e);if(l<0)return t===""?[n.length]:null;s=l+1}else o!=="plain"&&(s=e+1);let i=[],a=0;for(;a<t.length;){let l=t[a],d=n[s];
if(d===void 0){if(o==="block"&&/^\n*$/.test(t.slice(a))){for(;i.length<t.length;)i.push(n.length);break}return null}if(o===
"double"&&d==="\\"){if(ol(n[s+1])){for(s+=n[s+1]==="\r"&&n[s+2]===`
`?3:2;Is(n[s]);)s+=1;continue}let p=Qp(n,s);if(p===null||!t.startsWith(p.text,a))return null;for(let u=0;u<p.text.length;u++)
i.push(s);a+=p.text.length,s+=p.length;continue}if(o==="double"&&d==='"')return null;if(o==="single"&&d==="'"){if(n[s+1]!==
"'"||l!=="'")return null;i.push(s),a+=1,s+=2;continue}if(d===l){i.push(s),a+=1,s+=1;continue}if(d===`
`&&(l===" "||l===`
`)){if(i.push(s),a+=1,s+=1,o!=="block")for(;Is(n[s]);)s+=1;continue}if(Is(d)||ol(d)){s+=1;continue}return null}return i.
push(s),i}function sl(n){return typeof n!="number"||!Number.isFinite(n)?null:Math.trunc(n)+0}function js(n){return typeof n=="stri\
ng"&&n.trim()!==""&&Number.isFinite(Number(n))?`got ${JSON.stringify(n)}, a string, not a number (fromJSON(\u2026) makes a nu\
mber of it, as GitHub requires)`:`got ${JSON.stringify(n)??String(n)}, not a number`}function il(n,e){let t=sl(n);if(t===
null)return{problem:`${e} must be a number of minutes, ${js(n)}`};if(t<1){let r=t===n?"":` (GitHub keeps whole minutes: ${n}\
 is ${t})`;return{problem:`${e} must be a whole number of minutes above 0, got ${n}${r}`}}return{minutes:t}}function al(n){
let e=sl(n);return e===null?null:{minutes:e>0?e:null}}function ul(n,e,t){let r="no step before it checks out this repository";for(let o of n.slice(0,e)){if(o.run!==null){if(ef.
test(o.run.text))return null;continue}if(o.uses===null)continue;let s=o.uses.text.trim(),i=(s.split("@")[0]??"").toLowerCase();
if(i!=="actions/checkout"){if(i.startsWith("actions/")||s.startsWith("docker://"))continue;return null}let a=tf(o);if(a===
null)return null;r=`the checkout before it (${t(o.uses.position)}) ${a}`}return r}var ef=/\bgit\s+(?:clone|checkout|fetch|init|worktree|sparse-checkout)\b|\bgh\s+repo\s+clone\b/;
function tf(n){let e=s=>n.with[s],t=e("repository");if(t!==void 0&&t.expression===null){let s=t.text.trim();if(s!=="")return`\
checks out ${s}, not this repository`}let r=e("path");if(r!==void 0&&r.expression===null){let s=r.text.trim().replace(/\/+$/,
"");if(s!==""&&s!==".")return`puts the repository in ${s}, not in the workspace where the stage looks for the workflow f\
ile`}let o=e("sparse-checkout");return o!==void 0&&o.expression===null&&nf(o.text,e)?"is sparse and leaves out .github/":
null}function nf(n,e){let t=n.split(/\r?\n/).map(s=>s.trim()).filter(s=>s!==""&&!s.startsWith("#"));if(t.length===0)return!1;
let r=e("sparse-checkout-cone-mode");return r===void 0||r.expression!==null||r.text.trim().toLowerCase()!=="false"?!t.some(
s=>{let i=s.replace(/^\/+|\/+$/g,"");return i===".github"||i===".github/workflows"||i.startsWith(".github/workflows/")}):
!t.some(s=>!s.startsWith("!")&&/^\/?(?:\.github|\*)/.test(s))}function ll(n,e){let[t]=n.references;if(t!==void 0)return{
kind:"reference",path:`${t.kind==="stage"?"stages":"jobs"}.${t.stage}`,stage:t.stage,refKind:t.kind,at:e(t.line,t.column)};
for(let[r,o]of n.paths){let s=o.root;if(s?.length!==1||s[0]!=="stages"&&s[0]!=="jobs")continue;let[i=1,a=0]=r.split(":").
map(Number);return{kind:"all",path:s[0],at:e(i,a+1)}}return null}function cl(n,e,t,r){let o=e.kind==="reference"?`its pr\
ompt reads ${e.path} (${e.at})`:`its prompt reads every upstream stage ({{#each ${e.path}}} at ${e.at})`,s=e.kind==="ref\
erence"?`so it would know none and fail ("${e.path}: no such upstream ${e.refKind}")`:"so it would know none and render \
without them",i=r.length>0?`give the step \`${g.needs}: ${r.join(", ")}\``:`give the step a \`${g.needs}\` input naming t\
he upstream stages it reads`,a=t.startsWith("no step")?`${t}, nor does it have a \`${g.needs}\` input`:`${t}, and it has\
 no \`${g.needs}\` input`;return`job ${n}: ${o}, and ${a}: on GitHub the stage reads the workflow file from the checkout\
 to know its upstream stages, ${s}; add \`uses: actions/checkout\` with \`persist-credentials: false\` before this step, or ${i}`}
function Dx(n,e,t){let r=e.kind==="reference"?`its prompt reads ${e.path} (${e.at})`:`its prompt reads every upstream st\
age ({{#each ${e.path}}} at ${e.at})`,o=e.kind==="reference"?`so it would know none and fail ("${e.path}: no such upstre\
am ${e.refKind}")`:"so it would know none and render without them",s=t.length>0?`give the step \`${g.needs}: ${t.join(",\
 ")}\``:`give the step a \`${g.needs}\` input naming the upstream stages it reads`;return`job ${n}: ${r}, and it has no \
\`${g.needs}\` input: in a workflow run as a call the stage knows its upstream stages from that input alone (the workflow\
 file it reads on GitHub is the caller's, which has no job ${n}; a checkout does not change that), ${o}; ${s}`}var yl=Symbol("baton.plan");function mS(n){return typeof n=="object"&&n!==null&&n[yl]===!0}function hS(n,e,t={}){let r=wl(
n,e,t,!1);if(r.plan===null){let{errors:o}=r;throw new E("plan-rejected",`${n.fileName}: ${o.length} problem${o.length===
1?"":"s"}; nothing was run`,{details:o.map(s=>un(`${s.path}: ${s.message}`))})}return r.plan}function gS(n,e,t={}){return wl(
n,e,t,t.anyRun===!0).errors}function wl(n,e,t,r){let o=dr(n),s=[...o.problems],i=t.facts??So,a=t.vars??{},l=t.words??xo,
{eventName:d,inputs:p,labelName:u,event:c}=bl(o,e,t,l,r,s);r||cf(o,d,t.secretNames??[],l,s);let f=!t.event&&d==="push"?ki(
o,i,l).notice:null,m=!t.event&&u!==void 0&&Of(c)?{level:"info",message:`the default ${d} payload brings the label ${JSON.
stringify(u)}, the name the workflow's if: compares github.event.label.name with; pass ${l.withEvent} with a payload for\
 another label`}:null,h=r?{}:{github:{event_name:d,event:c,repository:i.repository,ref:$i(d,c)??i.ref,sha:Ei(d,c)??i.sha,
actor:Si(c)??i.actor},inputs:p,vars:a},w=iu(o,t.calledWorkflows??new Map,r?null:{names:t.secretNames??[],words:l},s),y=null;
if(t.job!==void 0){let _=o.jobs.map(te=>te.id),Y=Rr(_,t.job),ae=w.find(te=>te.id===t.job&&te.calledBy!==null);Y!==void 0?
y=Y:ae?s.push({code:D.jobUnknown,severity:"error",path:o.fileName,message:`${l.job(t.job)}: a job of a called workflow r\
uns only in its call; name the calling job: ${l.passJob(t.job.split("/")[0])}`}):s.push({code:D.jobUnknown,severity:"err\
or",path:o.fileName,message:`${l.job(t.job)}: no such job${$t(t.job,_)}; jobs: ${_.join(", ")}`})}let b=new Map,k=new Map,
O=[{id:null,inputs:r?null:p}],v=new Set(w.map(_=>_.id.toLowerCase())),G=new Map,C=new Map;for(let _ of w){let{job:Y,calledBy:ae}=_,
te=Q=>de(_.workflow.fileName,Q),ge=kl(Y.steps,t.loadAction),ct=Y.stageWorkflow===!0||ge!==null&&ge.length>0,_e=ae===null?
h:{...h,inputs:{}},xe=(ae!==null||r)&&sn(Y.strategy)!==null&&Tt(sn(Y.strategy))?null:df(e,Y,_e,te,s,t.secretValues??[],ct),
Oe=ae===null?[]:b.get(ae)?.stageUpstream??[],an=Q=>{if(xe===null||ge===null||ae!==null&&Q===null&&ge.some(({step:Ue})=>Ue.
with[g.stage]?.expression))return null;let hr=[],In=xl(e,Y,ge,xe,ae===null?_e:{..._e,inputs:Q??{}},te,hr,t.secretValues??
[]);for(let Ue of hr)s.some(Ft=>Ft.path===Ue.path&&Ft.message===Ue.message)||s.push(Ue);if(In===null)return null;for(let{
stage:Ue,leg:Ft}of In)Object.keys(Ft).length>0&&C.set(Ue,Ft);return In.map(({stage:Ue})=>Ue)},lo=ae===null?O:k.get(ae)??
null,xt=lo?.map(Q=>({id:Q.id===null?_.id:`${Q.id}/${Y.id}`,stages:an(Q.inputs)}))??null;if(xe!==null&&xt!==null)for(let Q of xt)
G.set(Q.id,nl(Q.id,xe,v));if(_.call!==null){let Q=_.call;k.set(_.id,lo===null||xt===null||xe===null?null:xt.flatMap((hr,In)=>{
let Ue=lo[In].inputs,Ft=G.get(hr.id)??[];return xe.map((El,$l)=>({id:Ft[$l],inputs:ff(e,Y,Q,{...of(h,Ue),matrix:_s(El)})}))}))}
b.set(_.id,{id:_.id,job:Y,workflow:_.workflow,needs:_.needs,upstream:_.upstream,stageUpstream:[...Oe,..._.upstream],calledBy:ae,
call:_.call,skip:_.skip,legs:xe,stages:xt===null?an(null):xt.some(Q=>Q.stages===null)?null:xt.flatMap(Q=>Q.stages??[]),instances:xt,
steps:Y.steps.map(Q=>({step:Q,action:He(Q)})),stageSteps:ge,recordsStages:ct})}for(let _ of[...b.values()].reverse()){if(_.
call===null)continue;let Y=_.call.jobs.map(te=>b.get(te));_.stages=Y.some(te=>te?.stages==null)?null:Y.flatMap(te=>te?.stages??
[]);let ae=_.legs;_.instances===null||ae===null||(_.instances=_.instances.map(({id:te})=>{let ge=new Set(G.get(te)),ct=Y.
flatMap(_e=>_e?.instances?.filter(xe=>ge.has(xe.id.slice(0,xe.id.lastIndexOf("/"))))??[null]);return{id:te,stages:ct.some(
_e=>_e?.stages==null)?null:ct.flatMap(_e=>_e?.stages??[])}}))}let pe=[...new Map(w.filter(_=>_.call!==null).map(_=>[_.call.
path,_.call.workflow])).values()];for(let _ of[o,...pe])sf(_,s);let R=wf(b,s),W=new Map;for(let _ of b.values())W.set(_.
id,kf(_.workflow,_,b,R,t.readFile,s));let q=s.filter(_=>_.severity==="error").sort(af);if(q.length>0)return{plan:null,errors:q};
let ee=new Set(y?[y,...b.get(y)?.upstream??[]]:b.keys());for(let _ of b.values())_.calledBy!==null&&ee.has(_.calledBy)&&
ee.add(_.id);let ut=[...b.values()].filter(_=>ee.has(_.id)),lt=[f,m].filter(_=>_!==null);return{plan:{[yl]:!0,workflow:o,
eventName:d,event:c,inputs:p,vars:a,contexts:h,jobs:ut,target:y,notices:lt,expanded:w,legIds:G,stageMatrices:C,legPlaces:d===
"workflow_call"||ao(o)?new Map:rf(b,G),needsFacts:W},errors:[]}}function rf(n,e){let t=new Map;for(let r of[...n.values()].
reverse()){let o=sn(r.job.strategy),s=o!==null&&!Tt(o)?r.legs:null,i=new Map;if(r.call===null){if(s!==null)for(let[a,l]of hi(
r.job.id,s))i.set(a,[l])}else if(o===null)for(let a of r.call.jobs)for(let[l,d]of t.get(a)??[])i.set(l,d);else if(s!==null){
let a=(r.instances??[]).map(l=>e.get(l.id)??[]);for(let l of r.call.jobs){let d=t.get(l);for(let p of n.get(l)?.instances??
[]){let u=p.id.slice(0,p.id.lastIndexOf("/")),c=a.map(f=>f.indexOf(u)).find(f=>f>=0);if(c!==void 0)for(let f of p.stages??
[])i.set(f,[c,...d?.get(f)??[]])}}}i.size>0&&t.set(r.id,i)}return t}function yS(n,e){return e.calledBy!==null||e.job.stageWorkflow===
!0?()=>{}:(t,r)=>n.legPlaces.get(t)?.get(r)}function of(n,e){let{inputs:t,...r}=n;return e===null?r:{...r,inputs:e}}function sf(n,e){
let t=l=>de(n.fileName,l);for(let l of Bu(n))e.push({code:D.actionInputUnknown,severity:"error",path:t(l.position),message:l.
message});let r=Ju(n);for(let l of r)e.push({code:D.actionInputInvalid,severity:"error",path:t(l.position),message:l.message});
let o=n.jobs.flatMap(l=>[{key:"timeout-minutes",node:l.timeoutMinutes,step:!1},{key:"cancel-timeout-minutes",node:l.cancelTimeoutMinutes,
step:!1},...l.steps.map(d=>({key:"timeout-minutes",node:d.timeoutMinutes,step:!0}))]),s=new Set([...n.problems.map(l=>l.
path),...r.map(l=>t(l.position))]);for(let{key:l,node:d,step:p}of o){if(d?.kind!=="literal"||s.has(t(d.position)))continue;
let u=p?al(d.value):il(d.value,l),c=u===null?`${l} must be a number of minutes, ${js(d.value)}`:"problem"in u?u.problem:
null;c!==null&&e.push({code:D.timeoutInvalid,severity:"error",path:t(d.position),message:c})}let i=l=>l!==null&&!l.text.
includes("${{")?l:null,a=[{shell:i(n.defaults?.shell??null),key:"defaults.run.shell"},...n.jobs.flatMap(l=>[{shell:i(l.defaults?.
shell??null),key:`jobs.${l.id}.defaults.run.shell`},...l.steps.filter(d=>d.run!==null).map(d=>({shell:i(d.shell),key:"sh\
ell"}))])];for(let{shell:l,key:d}of a){if(l===null)continue;let{text:p,position:u}=l;try{Iu(p)}catch(c){e.push({code:D.shellInvalid,
severity:"error",path:t(u),message:`${d}: ${c instanceof E?c.message:String(c)}`})}}}function af(n,e){let t=r=>{let o=/:(\d+):(\d+)$/.
exec(r.path);return o?Number(o[1])*1e6+Number(o[2]):0};return t(n)-t(e)}function wS(n,e,t={}){let{eventName:r,event:o}=bl(
dr(n),e,t,t.words??xo,!1,[]);return{name:r,payload:o,made:!t.event}}function bl(n,e,t,r,o,s){let i=t.facts??So,{name:a,problem:l}=vi(
n,t.event??null,t.eventName,r);l!==null&&s.push({code:D.eventNotTrigger,severity:"error",path:n.fileName,message:l});let d=o?
{}:{...lf(n,a,t.event??null),...t.inputs},p=o?{}:pf(n,a,d,r,s),u=t.event?void 0:Hu(n,e,["github","event","label","name"]),
c=t.event?uf(t.event,a,pl(p,d)):xi(a,i,pl(p,d),n,u);return{eventName:a,inputs:p,labelName:u,event:c}}function uf(n,e,t){
if(!(e==="workflow_dispatch"||e==="workflow_call")||Object.keys(t).length===0)return n;let o=n.inputs!==null&&typeof n.inputs==
"object"?n.inputs:{};return{...n,inputs:{...o,...t}}}function pl(n,e){return Object.fromEntries(Object.entries(n).map(([
t,r])=>[t,Object.hasOwn(e,t)?e[t]:String(r)]))}function lf(n,e,t){let r=t?.inputs;if(e!=="workflow_dispatch"||r===null||
typeof r!="object")return{};let o={};for(let[s,i]of Object.entries(r))Object.hasOwn(n.inputs,s)&&(i===""&&n.inputs[s].default===
null||(typeof i=="string"||typeof i=="number"||typeof i=="boolean")&&(o[s]=String(i)));return o}function ao(n){let e=Object.
keys(n.on);return e.length>0&&e.every(t=>t==="workflow_call")}function cf(n,e,t,r,o){if(e!=="workflow_call"&&!ao(n))return;
let s=n.on.workflow_call?.secrets;if(s===null||typeof s!="object")return;let i=new Set(t.map(a=>a.toUpperCase()));for(let[
a,l]of Object.entries(s))l?.required!==!0||i.has(a.toUpperCase())||o.push({code:D.inputMissing,severity:"error",path:n.fileName,
message:`secret ${a} is required by on.workflow_call.secrets, as GitHub requires it of every caller; pass ${r.passSecret(
a)} (with ${a} set in the environment)`})}function pf(n,e,t,r,o){let s={},i=ao(n),a=e==="workflow_dispatch"||e==="workfl\
ow_call"||i,l=e==="workflow_dispatch"&&!i?"workflow_dispatch":"workflow_call",d=n.on[l]?.inputs,p=Object.fromEntries(Object.
entries(n.inputs).filter(([c])=>d!==null&&typeof d=="object"&&Object.hasOwn(d,c))),u=Object.keys(p);if(!a){for(let c of Object.
keys(t))o.push({code:D.inputUnknown,severity:"error",path:n.fileName,message:`${r.input(c)}: ${e} runs have no inputs (o\
n GitHub, inputs are for workflow_dispatch and workflow_call); ${"workflow_dispatch"in n.on?`pass ${r.passEventName("wor\
kflow_dispatch")} to dispatch it`:`give the event's payload with ${r.withEvent} instead (this workflow is not triggered \
by workflow_dispatch)`}`});return s}for(let[c,f]of Object.entries(t)){let m=p[c];if(!m){o.push({code:D.inputUnknown,severity:"\
error",path:n.fileName,message:`${r.input(c)}: on.${l} declares no such input${$t(c,u)}; its inputs: ${u.length>0?u.join(
", "):"(none)"}`});continue}let h=de(n.fileName,m.position);switch(m.type){case"boolean":f!=="true"&&f!=="false"?o.push(
{code:D.inputInvalid,severity:"error",path:h,message:`${r.input(c,f)}: input '${c}' is a boolean; use true or false`}):s[c]=
f==="true";break;case"number":f.trim()===""||!Number.isFinite(Number(f))?o.push({code:D.inputInvalid,severity:"error",path:h,
message:`${r.input(c,f)}: input '${c}' is a number`}):s[c]=Number(f);break;case"choice":m.options&&!m.options.includes(f)?
o.push({code:D.inputInvalid,severity:"error",path:h,message:`${r.input(c,f)}: not one of the options: ${m.options.join("\
, ")}`}):s[c]=f;break;default:s[c]=f}}for(let c of Object.values(p))c.name in t||(c.default!==null?s[c.name]=c.default:c.
required&&a?o.push({code:D.inputMissing,severity:"error",path:de(n.fileName,c.position),message:`input '${c.name}' is re\
quired and has no default; pass ${r.passInput(c.name)}`}):c.type==="boolean"?s[c.name]=!1:s[c.name]="");return s}function vl(n,e){
let[t,r]=n;if(t==="matrix")return!0;if(t==="inputs"||t==="vars")return Object.hasOwn(e,t);if(t!=="github"||r===void 0||r===
"*")return!1;let o=e.github;return typeof o=="object"&&o!==null&&!Array.isArray(o)&&Object.keys(o).some(s=>s.toLowerCase()===
r)}function ff(n,e,t,r){let o=t.workflow.call;if(o===void 0||Object.values(e.with).some(i=>i.expression!==null&&n.facts(
i.expression).paths.some(a=>!vl(a,r))))return null;try{return fu(o,pu(n,e,o,()=>({contexts:r})),t.path)}catch(i){if(i instanceof
E)return null;throw i}}function df(n,e,t,r,o,s,i){let a=sn(e.strategy);if(!a)return[{}];if(Rs(a))return null;let l=(p,u)=>{
if(!(p instanceof E))throw p;return o.push({code:D.matrixInvalid,severity:"error",path:p.where??r(a.position),message:`j\
obs.${e.id}: ${p.message}`}),u},d;try{d=mf(n,a,t,r)}catch(p){return l(p,[{}])}try{rl(e.id,d,r(a.position),s,{recordsStages:i})}catch(p){
return l(p,null)}return d}function sn(n){return n?n.kind==="expression"?n:n.kind!=="mapping"?null:n.entries.find(e=>e.key===
"matrix")?.value??null:null}function mf(n,e,t,r){let o=fn(n,e,{contexts:t,where:r(e.position)});return Os(o,r(e.position),
{whereOf:s=>r(hf(e,s))})}function hf(n,e){let t=n,r=n.position;for(let o of e)if(t.kind==="mapping"&&typeof o=="string"){
let s=t.entries.find(i=>i.key===o);if(!s)break;r=s.keyPosition??s.value.position,t=s.value}else if(t.kind==="sequence"&&
typeof o=="number"){let s=t.items[o];if(!s)break;r=s.position,t=s}else break;return r}function Rs(n){if(!Tt(n))return!1;
switch(n.kind){case"expression":return/\bneeds\b/i.test(n.expression);case"sequence":return n.items.some(Rs);case"mappin\
g":return n.entries.some(e=>Rs(e.value));default:return!1}}function gf(n,e,t,r,o){let s=t.with[g.stage];return s&&s.text.
trim()!==""?(s.expression===null?[]:n.facts(s.expression).paths).some(a=>!vl(a,o))?null:$o(n,s,{contexts:{...o,matrix:_s(
r)}}).trim():Vt(e.id,Object.keys(r).length>0?r:null)}function Ps(n){return n.action.kind==="baton"&&(n.action.action==="\
stage"||n.action.action==="prepare")}var yf=9;function kl(n,e,t=0){let r=[];for(let o of n){let s=He(o);if(Ps({step:o,action:s})&&
r.push({step:o,inAction:t>0}),s.kind!=="local")continue;if(e===void 0||t>yf)return null;let i=e(s.path);if(i===void 0)return null;
if(i.kind!=="composite")continue;let a=kl(i.steps,e,t+1);if(a===null)return null;r.push(...a)}return r}function bS(n,e,t,r,o){
return e.stageSteps===null?null:xl(n,e.job,e.stageSteps,t,r,()=>"",[],o)}function xl(n,e,t,r,o,s,i,a){let l=[];for(let{step:d,
inAction:p}of t){if(p&&d.with[g.stage]?.expression)return null;for(let u of r){let c;try{c=gf(n,e,d,u,o)}catch(m){if(!(m instanceof
E))throw m;i.push({code:D.stageInvalid,severity:"error",path:s(d.with[g.stage]?.position??d.position),message:m.message});
continue}if(c===null)return null;if($r(c,a)){i.push({code:D.stageInvalid,severity:"error",path:s(d.with[g.stage]?.position??
d.position),message:Es});continue}if(!St.test(c)){i.push({code:D.stageInvalid,severity:"error",path:s(d.with[g.stage]?.position??
d.position),message:`stage "${c}" is not a valid stage id: a letter or _ then up to 99 letters, digits, _ or -`});continue}
let f=li(c);if(f!==null){i.push({code:D.stageInvalid,severity:"error",path:s(d.with[g.stage]?.position??d.position),message:f});
continue}l.push({stage:c,leg:u})}}return l}function wf(n,e){let t=new Map;for(let r of n.values()){if(r.call!==null)continue;
let o=l=>de(r.workflow.fileName,l),s=new Set,i=new Map,a=r.stages===null?[]:r.instances??[{id:r.id,stages:r.stages}];for(let l of a){
let d=new Set;for(let p of l.stages??[]){let u=t.get(p),c=i.get(p),f=d.has(p)?`job '${r.id}' runs stage '${p}' more than\
 once; give each baton step its own \`stage\` input`:c!==void 0?vf(p,r.id,[c,l.id]):u!==void 0?`stage '${p}' of job '${r.
id}' is also a stage of job '${u}'; set a different \`stage\` input${r.calledBy!==null||n.get(u)?.calledBy?" (a called w\
orkflow's job records its stages under its own job id, as github.job is inside a called workflow on GitHub, so two calls\
 of one file, or a called job and a job of the same id, record the same stage; give the called file's stage a `stage:` i\
nput made from one of its inputs)":""}`:null;f!==null&&!s.has(p)&&(s.add(p),e.push({code:D.stageDuplicate,severity:"erro\
r",path:o(r.job.position),message:f})),d.add(p),i.set(p,i.get(p)??l.id),t.set(p,t.get(p)??r.id)}}}return t}function bf(n,e,t,r,o){
let s=t.with[g.vars],i;if(e.calledBy===null&&(s===void 0||s.expression===null))try{let u=s===void 0?[]:Object.keys(so(s.
text)),c=Object.keys(n.inputs);i={names:[...new Set([...c,...u])],from:"the workflow's declared inputs and the keys of t\
he step's vars"}}catch{}let a=u=>("stage"in u?[o.get(u.stage)??""]:Ms(e,u.job)).map(c=>r.get(c)).filter(c=>c!==void 0),l=u=>u.
some(c=>c.legs===null)?void 0:fl(u.flatMap(c=>c.legs??[])),d=new Map,p=u=>(d.has(u)||d.set(u,Ku(u.job)),d.get(u));return{
inputs:i,data:u=>{let c=a(u);if(c.length===0||c.some(m=>m.skip!==null||m.call!==null))return;let f=c.map(p);if(!f.some(m=>m===
void 0))return{keys:[...new Set(f.flatMap(m=>m.keys))],closed:f.every(m=>m.closed)}},matrix:u=>{let c=a(u);if(!(c.length===
0||c.some(f=>f.skip!==null)))return l(c.flatMap(f=>f.call===null?[f]:uo(f,r).filter(m=>m.recordsStages||m.stageSteps===null)))},
call:u=>{for(let c of a(u)){let f=c.call!==null?c:r.get(c.calledBy??"");if(f?.call==null)continue;return{job:f===c&&"job"in
u?u.job:f.id,file:f.call.path,keys:fl(f.legs??[])}}}}}function fl(n){return[...new Set(n.flatMap(e=>Object.keys(e)))]}function vf(n,e,t){
return`stage '${n}' of job '${e}' would be recorded by every leg of the call around it (${t.join(", ")}): a called workf\
low's job records its stages under its own job id, as github.job is inside a called workflow on GitHub, and the caller's\
 matrix does not reach the called workflow; give the stage a \`stage:\` input made from the inputs its legs give it (stage\
: ${se(e)}-\${{ inputs.<name> }}), so that each leg records its own`}function kf(n,e,t,r,o,s){let i=f=>de(n.fileName,f),
a=e.stageUpstream.map(f=>t.get(f)).filter(f=>f!==void 0),l=[...new Set(a.flatMap(f=>uo(f,t)))],d=[...new Set(l.flatMap(f=>f.
stages??[]))],p=l.filter(f=>f.stages===null),u=[...new Set(p.map(f=>se(f.id)))],c={job:e.id,upstreamStages:d,openMatrices:[
...new Set(p.filter(hl).map(f=>se(f.id)))],unknown:p.some(f=>!hl(f)),jobs:Tf(t),upstreamJobs:e.upstream,runsAfter:f=>Pr(
n,f,e.id)};for(let{step:f,action:m}of e.steps){if(!Ps({step:f,action:m}))continue;let h=f.with[g.needs];if(h)for(let R of Nu(
h,c))s.push({code:D.needsInput,severity:"error",path:i(Sl(n).locate(h,R.offset)),message:R.message});let w=nu(n,e.job)?ru(
h,R=>{let W=t.get(r.get(R)??"");if(W===void 0)return;let q=W.upstream.map(ee=>t.get(ee)?.stages??null);return{callsStageWorkflow:W.
job.stageWorkflow===!0,needsInput:W.job.steps[0]?.with[g.needs],upstreamStages:q.includes(null)?null:q.flatMap(ee=>ee??[])}}):
null,y=(R,W)=>({code:D.templateStage,severity:"error",message:ou(R,W,e.id,h)}),b=[],k=f.with[g.prompt];if(k&&(k.expression===
null||!Ji(k.text))){let R=k.expression===null?k.text:Hi(k.text);b.push({template:R,locate:(W,q)=>_f(n,k,W,q)})}let O=f.with[g.
promptFile];if(O&&O.expression===null&&o){let R,W="does not exist";try{R=o(O.text)}catch(q){W=q instanceof Error?q.message:
String(q)}R===void 0?s.push({code:D.promptFileMissing,severity:"error",path:i(O.position),message:`prompt-file ${O.text}\
: ${W}`}):b.push({template:R,locate:(q,ee)=>`${O.text}:${q}:${ee}`})}let v=bf(n,e,f,t,r),G=null,C=[];for(let{template:R,
locate:W}of b){let{analysis:q,problems:ee}=Tr(R);q&&(C.push(...q.references),G??=ll(q,(I,_)=>W(I,_).replace(`${n.fileName}\
:`,"")));let ut=Wu(q?.keys??[],v),lt=Gu(q?.keys??[],v).filter(I=>I.closed).map(I=>I.error);for(let I of[...ee,...ut,...lt])
s.push({code:lt.includes(I)?D.templateDataKey:ut.includes(I)?D.templateKey:D.templateInvalid,severity:"error",path:W(I.line,
I.column),message:[I.message,...I.details].join("; ")});for(let I of q?.references??[]){if(I.kind==="job"){let ge=Ms(e,I.
stage).map(Oe=>t.get(Oe)?.stages);if(ge.length>0){let Oe=ge.includes(null)?null:ge.flatMap(an=>an??[]);w&&Oe&&Oe.length>
0&&!Oe.some(an=>w.has(an))&&s.push({...y(`jobs.${I.stage}`,`its stages (${Oe.join(", ")})`),path:W(I.line,I.column)});continue}
let ct=[...new Set(e.stageUpstream.map(se))],_e=We(I.stage,ct),xe=Sf(e.id).map(Oe=>`${Oe}${I.stage}`).find(Oe=>t.has(Oe));
s.push({code:D.templateStage,severity:"error",path:W(I.line,I.column),message:`jobs.${I.stage}: not a job upstream of jo\
b '${e.id}'${e.stageUpstream.includes(I.stage)?` (did you mean ${se(I.stage)}? a called workflow reads its own jobs by t\
heir ids in its file, as GitHub's records name them: github.job is the called file's own job id)`:xe!==void 0?dl(t,e.id,
xe,"job"):_e?` (did you mean ${_e}?)`:""}; upstream jobs: ${ct.length>0?ct.join(", "):"(none)"}`});continue}if(d.includes(
I.stage)){w&&!w.has(I.stage)&&s.push({...y(`stages.${I.stage}`,I.stage),path:W(I.line,I.column)});continue}if(Ef(u,I.stage))
continue;let _=r.get(I.stage)??Nf(I.stage,t),Y=We(I.stage,d),ae=$f(I.stage,t),te=_?dl(t,e.id,_,"stage"):ae!==null?` (did\
 you mean ${ae}? a called workflow's job records its stages under its own job id, as github.job is inside a called workf\
low on GitHub)`:Y?` (did you mean ${Y}?)`:"";s.push({code:D.templateStage,severity:"error",path:W(I.line,I.column),message:`\
stages.${I.stage}: not a stage upstream of job '${e.id}'${te}; upstream stages: ${d.length>0||u.length>0?[...d,...u.map(
ge=>`${ge}-*`)].join(", "):"(none)"}`})}}let pe=G?.kind==="reference"?xf(n,e,f,G,C,d,t):null;pe!==null&&s.push(pe)}return c}
function xf(n,e,t,r,o,s,i){if(e.calledBy!==null||e.job.stageWorkflow===!0||ao(n)||t.uses===null||t.uses.text.trim().startsWith(
"./")||(t.with[g.needs]?.text.trim()??"")!=="")return null;let a=e.job.steps[t.index]?.position;if(a?.line!==t.position.
line||a.column!==t.position.column)return null;let l=ul(e.job.steps,t.index,p=>`${p.line}:${p.column}`);if(l===null)return null;
let d=new Set;for(let p of o){if(p.kind==="stage"){s.includes(p.stage)&&d.add(p.stage);continue}for(let u of Ms(e,p.stage))
for(let c of i.get(u)?.stages??[])d.add(c)}return{code:D.checkoutMissing,severity:"error",path:de(n.fileName,t.uses.position),
message:cl(e.id,r,l,[...d])}}function Ms(n,e){return n.stageUpstream.filter(t=>se(t)===e)}function Sf(n){let e=[];for(let t=n.
lastIndexOf("/");t>=0;t=n.lastIndexOf("/",t-1))e.push(n.slice(0,t+1));return[...e,""]}function uo(n,e){let t=r=>r===n.id?
n:e.get(r);return gs([n.id],r=>t(r)?.call).map(t).filter(r=>r!==void 0&&r.call===null)}function vS(n,e){return n.call===
null||n.stages!==null?[n.id]:[...uo(n,e).map(t=>t.id),n.id]}function kS(n,e){let t=uo(n,e).filter(r=>r.stages===null);return[
...new Set(t.map(r=>se(r.id)))]}function Ef(n,e){return n.some(t=>e===t||e.startsWith(`${t}-`))}function $f(n,e){for(let t of e.
values()){if(t.calledBy===null)continue;let r=su(t.id);if(n===r||n.startsWith(`${r}-`))return`${se(t.id)}${n.slice(r.length)}`}
return null}function dl(n,e,t,r){let o="a prompt reads only stages of jobs that finish before it",s=du(i=>{let a=n.get(i);
return a?{workflow:a.workflow,calledBy:a.calledBy}:void 0},e,t);return s.kind==="self"?` (${r==="stage"?"it is a stage o\
f this job itself":"it is this job itself"}: ${o}; a retry's previous attempt is {{attempt.previous}})`:s.kind==="after"?
` (${s.text}; ${o})`:s.kind!=="add"?` (${r==="stage"?`it is a stage of job '${t}'; `:""}${s.text})`:r==="stage"?` (it is\
 a stage of job '${t}'; add '${s.need}' to ${s.needsOf})`:` (add '${s.need}' to ${s.needsOf})`}var ml=new WeakMap;function Tf(n){
let e=ml.get(n);return e===void 0&&(e=new Map([...n.values()].map(t=>[t.id,{stages:t.stages,matrix:sn(t.job.strategy)!==
null}])),ml.set(n,e)),e}function hl(n){return n.legs===null&&n.call===null&&n.steps.every(({step:e,action:t})=>t.kind!==
"local"&&(!Ps({step:e,action:t})||(e.with[g.stage]?.text.trim()??"")===""))}function Nf(n,e){let t;for(let r of e.values()){
let o=se(r.id);r.stages!==null||r.call!==null||!(n===o||n.startsWith(`${o}-`))||(t===void 0||o.length>se(t).length)&&(t=
r.id)}return t}var gl=new WeakMap;function _f(n,e,t,r){let o=Sl(n).locateLine(e,t,r);return`${n.fileName}:${o.line}:${o.
column}`}function Sl(n){let e=gl.get(n);return e===void 0&&(e=new io(n.source),gl.set(n,e)),e}function Of(n){return n.label!==
null&&typeof n.label=="object"}function Ds(n){let e=He(n);return e.kind==="baton"?e.action:null}function OS(n){return n.steps.some(e=>{let t=Ds(e);return t===
"stage"||t==="prepare"})}function Af(n){let e=[];for(let t of n.steps){let r=Ds(t);(r==="stage"||r==="prepare")&&e.push(
t.with)}return Ce(n)&&e.push(n.with),e}function If(n){let e=new Set;for(let t of n.steps){let r=Ds(t);t.id&&(r==="stage"||
r==="capture")&&e.add(t.id.toLowerCase())}return e}function AS(n,e,t){if(Ce(n))return new Set([e]);let r=If(n),o=new Set;
for(let[s,i]of Object.entries(n.outputs)){if(i.expression===null)continue;t.facts(i.expression).paths.some(l=>l[0]==="st\
eps"&&l[2]==="outputs"&&l[3]===e&&r.has(l[1]??""))&&o.add(s.toLowerCase())}return o}var IS=new Set(Object.values(it).flatMap(
n=>n.keyEnv.map(e=>e.toUpperCase())));function jf(n){let e=new Set,t=!1;for(let r of Af(n)){let o=r[g.stage];o?o.expression===
null?e.add(o.text.trim()):t=!0:e.add(n.id)}return{ids:[...e],matrix:n.strategy!==null&&Rf(n.strategy),unknown:t}}function jS(n,e){
let{ids:t,matrix:r,unknown:o}=jf(n);if(o||n.steps.some(a=>He(a).kind==="local"))return{stages:null,openMatrix:!1,matrix:r};
if(!r)return{stages:t,openMatrix:!1,matrix:r};let s=sn(n.strategy),i=t.includes(n.id);if(s===null||Tt(s))return{stages:null,
openMatrix:i,matrix:r};try{let a=tl(n.id,fn(e,s,{contexts:{}}));return{stages:t.flatMap(l=>l===n.id?a:[l]),openMatrix:!1,
matrix:r}}catch{return{stages:null,openMatrix:i,matrix:r}}}function Rf(n){return n.kind!=="mapping"||n.entries.some(e=>e.
key==="matrix")}function RS(n,e){let t=n.permissions?"job":"workflow",r=n.permissions??e.permissions;if(r===null)return{
kind:"unset"};if(r.kind==="literal")return{kind:"all",level:String(r.value),position:r.position,from:t};if(r.kind==="map\
ping"){let o=new Map;for(let s of r.entries)if(s.value.kind==="literal")o.set(s.key,String(s.value.value));else return{kind:"\
expression",position:r.position,from:t};return{kind:"scopes",scopes:o,position:r.position,from:t}}return{kind:"expressio\
n",position:r.position,from:t}}function PS(n){return n.kind==="all"?n.level==="write-all"?["write-all"]:[]:n.kind==="sco\
pes"?[...n.scopes].filter(([,e])=>e==="write").map(([e])=>e):[]}function MS(n,e){return n.kind==="all"?n.level==="write-\
all":n.kind==="scopes"?n.scopes.get(e)==="write":!1}export{$o as a,Pf as b,Mf as c,fn as d,Tt as e,Zm as f,Ji as g,Hi as h,Rr as i,Wl as j,rh as k,Pr as l,Mr as m,de as n,Gl as o,
Hb as p,Kb as q,He as r,Ce as s,st as t,on as u,it as v,nv as w,Cc as x,rv as y,ov as z,fs as A,sv as B,iv as C,av as D,
uv as E,lv as F,cv as G,nu as H,ru as I,ou as J,se as K,gs as L,iu as M,pu as N,fu as O,du as P,Iv as Q,hu as R,ws as S,
yu as T,vu as U,cp as V,Xv as W,Yv as X,dp as Y,ik as Z,ak as _,io as $,_s as aa,nl as ba,rl as ca,mk as da,kp as ea,hk as fa,
xs as ga,gk as ha,yk as ia,Nu as ja,Tk as ka,Pu as la,ro as ma,Rk as na,Op as oa,Xk as pa,Yk as qa,Qk as ra,so as sa,ax as ta,
ux as ua,Gu as va,Bu as wa,Ju as xa,Ku as ya,js as za,il as Aa,al as Ba,ul as Ca,ll as Da,cl as Ea,Dx as Fa,mS as Ga,hS as Ha,
gS as Ia,yS as Ja,wS as Ka,vl as La,sn as Ma,mf as Na,yf as Oa,bS as Pa,vf as Qa,vS as Ra,kS as Sa,Ef as Ta,Ds as Ua,OS as Va,
Af as Wa,If as Xa,AS as Ya,IS as Za,jf as _a,jS as $a,RS as ab,PS as bb,MS as cb};
