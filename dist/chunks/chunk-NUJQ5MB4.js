import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{B as _r,Q as Nr,Sa as Dr,_ as Ir,a as Sn,ca as Or,e as vr,f as br,h as kr,k as Tn,m as xr,r as rn,t as Er,v as Sr,
w as _n,x as Nn,y as Tr}from"./chunk-D7GU7ZB6.js";import{d as Ar}from"./chunk-LZYN5DKP.js";import{a as Xo}from"./chunk-RBL3FFHZ.js";
import{a as Ho}from"./chunk-NUWPZMYM.js";import{a as yr}from"./chunk-P7RHU6DD.js";import{b as gr,c as nn,f as wr}from"./chunk-X6MVMOSM.js";
import{c as tn}from"./chunk-FCWOFCWY.js";import{b as fr,d as se}from"./chunk-OKFZ7BVP.js";import{a as pr}from"./chunk-5A7QKWCT.js";
import{G as Ce,K as En,S as mr,g as dr,h as hr,w as Nt}from"./chunk-C33NMHQG.js";import{b as Wo,c as Vo,d as _t}from"./chunk-3NR5HZ6E.js";var ro=Wo((hn,Zn)=>{(function(e,t){typeof hn=="object"&&typeof Zn=="object"?Zn.exports=t():typeof define=="function"&&define.
amd?define("cronstrue",[],t):typeof hn=="object"?hn.cronstrue=t():e.cronstrue=t()})(globalThis,()=>(()=>{"use strict";var n={
949:((o,i,s)=>{Object.defineProperty(i,"__esModule",{value:!0}),i.CronParser=void 0;var a=s(515),f=(function(){function h(u,c,l){
c===void 0&&(c=!0),l===void 0&&(l=!1),this.expression=u,this.dayOfWeekStartIndexZero=c,this.monthStartIndexZero=l}return h.
prototype.parse=function(){var u,c,l=(u=this.expression)!==null&&u!==void 0?u:"";if(l==="@reboot")return c=["@reboot","",
"","","","",""],c;if(l.startsWith("@")){var p=this.parseSpecial(this.expression);c=this.extractParts(p)}else c=this.extractParts(
this.expression);return this.normalize(c),this.validate(c),c},h.prototype.parseSpecial=function(u){var c={"@yearly":"0 0\
 1 1 *","@annually":"0 0 1 1 *","@monthly":"0 0 1 * *","@weekly":"0 0 * * 0","@daily":"0 0 * * *","@midnight":"0 0 * * *",
"@hourly":"0 * * * *","@reboot":"@reboot"},l=c[u];if(!l)throw new Error("Unknown special expression.");return l},h.prototype.
extractParts=function(u){if(!this.expression)throw new Error("cron expression is empty");for(var c=u.trim().split(/[ ]+/),
l=0;l<c.length;l++)if(c[l].includes(",")){var p=c[l].split(",").map(function(m){return m.trim()}).filter(function(m){return m!==
""}).map(function(m){return isNaN(Number(m))?m:Number(m)}).filter(function(m){return m!==null&&m!==""});p.length===0&&p.
push("*"),p.sort(function(m,y){return m!==null&&y!==null?m-y:0}),c[l]=p.map(function(m){return m!==null?m.toString():""}).
join(",")}if(c.length<5)throw new Error("Expression has only ".concat(c.length," part").concat(c.length==1?"":"s",". At \
least 5 parts are required."));if(c.length==5)c.unshift(""),c.push("");else if(c.length==6){var d=/\d{4}$/.test(c[5])||c[4]==
"?"||c[2]=="?";d?c.unshift(""):c.push("")}else if(c.length>7)throw new Error("Expression has ".concat(c.length," parts; \
too many!"));return c},h.prototype.normalize=function(u){var c=this;if(u[3]=u[3].replace("?","*"),u[5]=u[5].replace("?",
"*"),u[2]=u[2].replace("?","*"),u[0].indexOf("0/")==0&&(u[0]=u[0].replace("0/","*/")),u[1].indexOf("0/")==0&&(u[1]=u[1].
replace("0/","*/")),u[2].indexOf("0/")==0&&(u[2]=u[2].replace("0/","*/")),u[3].indexOf("1/")==0&&(u[3]=u[3].replace("1/",
"*/")),u[4].indexOf("1/")==0&&(u[4]=u[4].replace("1/","*/")),u[6].indexOf("1/")==0&&(u[6]=u[6].replace("1/","*/")),u[5]=
u[5].replace(/(^\d)|([^#/\s]\d)/g,function(k){var A=k.replace(/\D/,""),b=A;return c.dayOfWeekStartIndexZero?A=="7"&&(b="\
0"):b=(parseInt(A)-1).toString(),k.replace(A,b)}),u[5]=="L"&&(u[5]="6"),u[3]=="?"&&(u[3]="*"),u[3].indexOf("W")>-1&&(u[3].
indexOf(",")>-1||u[3].indexOf("-")>-1))throw new Error("The 'W' character can be specified only when the day-of-month is\
 a single day, not a range or list of days.");var l={SUN:0,MON:1,TUE:2,WED:3,THU:4,FRI:5,SAT:6};for(var p in l)u[5]=u[5].
replace(new RegExp(p,"gi"),l[p].toString());u[4]=u[4].replace(/(^\d{1,2})|([^#/\s]\d{1,2})/g,function(k){var A=k.replace(
/\D/,""),b=A;return c.monthStartIndexZero&&(b=(parseInt(A)+1).toString()),k.replace(A,b)});var d={JAN:1,FEB:2,MAR:3,APR:4,
MAY:5,JUN:6,JUL:7,AUG:8,SEP:9,OCT:10,NOV:11,DEC:12};for(var m in d)u[4]=u[4].replace(new RegExp(m,"gi"),d[m].toString());
u[0]=="0"&&(u[0]=""),!/\*|\-|\,|\//.test(u[2])&&(/\*|\//.test(u[1])||/\*|\//.test(u[0]))&&(u[2]+="-".concat(u[2]));for(var y=0;y<
u.length;y++)if(u[y].indexOf(",")!=-1&&(u[y]=u[y].split(",").filter(function(k){return k!==""}).join(",")||"*"),u[y]=="*\
/1"&&(u[y]="*"),u[y].indexOf("/")>-1&&!/^\*|\-|\,/.test(u[y])){var g=null;switch(y){case 4:g="12";break;case 5:g="6";break;case 6:
g="9999";break;default:g=null;break}if(g!==null){var S=u[y].split("/");u[y]="".concat(S[0],"-").concat(g,"/").concat(S[1])}}},
h.prototype.validate=function(u){var c="0-9,\\-*/";this.validateOnlyExpectedCharactersFound(u[0],c),this.validateOnlyExpectedCharactersFound(
u[1],c),this.validateOnlyExpectedCharactersFound(u[2],c),this.validateOnlyExpectedCharactersFound(u[3],"0-9,\\-*/LW"),this.
validateOnlyExpectedCharactersFound(u[4],c),this.validateOnlyExpectedCharactersFound(u[5],"0-9,\\-*/L#"),this.validateOnlyExpectedCharactersFound(
u[6],c),this.validateAnyRanges(u)},h.prototype.validateAnyRanges=function(u){a.default.secondRange(u[0]),a.default.minuteRange(
u[1]),a.default.hourRange(u[2]),a.default.dayOfMonthRange(u[3]),a.default.monthRange(u[4],this.monthStartIndexZero),a.default.
dayOfWeekRange(u[5],this.dayOfWeekStartIndexZero)},h.prototype.validateOnlyExpectedCharactersFound=function(u,c){var l=u.
match(new RegExp("[^".concat(c,"]+"),"gi"));if(l&&l.length)throw new Error("Expression contains invalid values: '".concat(
l.toString(),"'"))},h})();i.CronParser=f}),333:((o,i,s)=>{Object.defineProperty(i,"__esModule",{value:!0}),i.ExpressionDescriptor=
void 0;var a=s(823),f=s(949),h=(function(){function u(c,l){if(this.expression=c,this.options=l,this.expressionParts=new Array(
5),!this.options.locale&&u.defaultLocale&&(this.options.locale=u.defaultLocale),!u.locales[this.options.locale]){var p=Object.
keys(u.locales)[0];console.warn("Locale '".concat(this.options.locale,"' could not be found; falling back to '").concat(
p,"'.")),this.options.locale=p}this.i18n=u.locales[this.options.locale],l.use24HourTimeFormat===void 0&&(l.use24HourTimeFormat=
this.i18n.use24HourTimeFormatByDefault())}return u.toString=function(c,l){var p=l===void 0?{}:l,d=p.throwExceptionOnParseError,
m=d===void 0?!0:d,y=p.verbose,g=y===void 0?!1:y,S=p.dayOfWeekStartIndexZero,k=S===void 0?!0:S,A=p.monthStartIndexZero,b=A===
void 0?!1:A,Z=p.use24HourTimeFormat,L=p.locale,ut=L===void 0?null:L,lt={throwExceptionOnParseError:m,verbose:g,dayOfWeekStartIndexZero:k,
monthStartIndexZero:b,use24HourTimeFormat:Z,locale:ut};lt.tzOffset&&console.warn("'tzOffset' option has been deprecated \
and is no longer supported.");var en=new u(c,lt);return en.getFullDescription()},u.initialize=function(c,l){l===void 0&&
(l="en"),u.specialCharacters=["/","-",",","*"],u.defaultLocale=l,c.load(u.locales)},u.prototype.getFullDescription=function(){
var c,l,p="";try{var d=new f.CronParser(this.expression,this.options.dayOfWeekStartIndexZero,this.options.monthStartIndexZero);
if(this.expressionParts=d.parse(),this.expressionParts[0]==="@reboot")return((l=(c=this.i18n).atReboot)===null||l===void 0?
void 0:l.call(c))||"Run once, at startup";var m=this.getTimeOfDayDescription(),y=this.getDayOfMonthDescription(),g=this.
getMonthDescription(),S=this.getDayOfWeekDescription(),k=this.getYearDescription();p+=m+y+S+g+k,p=this.transformVerbosity(
p,!!this.options.verbose),p=p.charAt(0).toLocaleUpperCase()+p.substr(1)}catch(A){if(!this.options.throwExceptionOnParseError)
p=this.i18n.anErrorOccuredWhenGeneratingTheExpressionD();else throw"".concat(A)}return p},u.prototype.getTimeOfDayDescription=
function(){var c=this.expressionParts[0],l=this.expressionParts[1],p=this.expressionParts[2],d="";if(!a.StringUtilities.
containsAny(l,u.specialCharacters)&&!a.StringUtilities.containsAny(p,u.specialCharacters)&&!a.StringUtilities.containsAny(
c,u.specialCharacters))d+=this.i18n.atSpace()+this.formatTime(p,l,c);else if(!c&&l.indexOf("-")>-1&&!(l.indexOf(",")>-1)&&
!(l.indexOf("/")>-1)&&!a.StringUtilities.containsAny(p,u.specialCharacters)){var m=l.split("-");d+=a.StringUtilities.format(
this.i18n.everyMinuteBetweenX0AndX1(),this.formatTime(p,m[0],""),this.formatTime(p,m[1],""))}else if(!c&&p.indexOf(",")>
-1&&p.indexOf("-")==-1&&p.indexOf("/")==-1&&!a.StringUtilities.containsAny(l,u.specialCharacters)){var y=p.split(",");d+=
this.i18n.at();for(var g=0;g<y.length;g++)d+=" ",d+=this.formatTime(y[g],l,""),g<y.length-2&&(d+=","),g==y.length-2&&(d+=
this.i18n.spaceAnd())}else{var S=this.getSecondsDescription(),k=this.getMinutesDescription(),A=this.getHoursDescription();
if(d+=S,d&&k&&(d+=", "),d+=k,k===A)return d;d&&A&&(d+=", "),d+=A}return d},u.prototype.getSecondsDescription=function(){
var c=this,l=this.getSegmentDescription(this.expressionParts[0],this.i18n.everySecond(),function(p){return p},function(p){
return a.StringUtilities.format(c.i18n.everyX0Seconds(p),p)},function(p){return c.i18n.secondsX0ThroughX1PastTheMinute()},
function(p){return p=="0"?"":parseInt(p)<20?c.i18n.atX0SecondsPastTheMinute(p):c.i18n.atX0SecondsPastTheMinuteGt20()||c.
i18n.atX0SecondsPastTheMinute(p)});return l},u.prototype.getMinutesDescription=function(){var c=this,l=this.expressionParts[0],
p=this.expressionParts[2],d=this.getSegmentDescription(this.expressionParts[1],this.i18n.everyMinute(),function(m){return m},
function(m){return a.StringUtilities.format(c.i18n.everyX0Minutes(m),m)},function(m){return c.i18n.minutesX0ThroughX1PastTheHour()},
function(m){try{return m=="0"&&p.indexOf("/")==-1&&l==""?c.i18n.everyHour():parseInt(m)<20?c.i18n.atX0MinutesPastTheHour(
m):c.i18n.atX0MinutesPastTheHourGt20()||c.i18n.atX0MinutesPastTheHour(m)}catch{return c.i18n.atX0MinutesPastTheHour(m)}});
return d},u.prototype.getHoursDescription=function(){var c=this,l=this.expressionParts[2],p=0,d=[];l.split("/")[0].split(
",").forEach(function(g){var S=g.split("-");S.length===2&&d.push({value:S[1],index:p+1}),p+=S.length});var m=0,y=this.getSegmentDescription(
l,this.i18n.everyHour(),function(g){var S=d.find(function(A){return A.value===g&&A.index===m}),k=S&&c.expressionParts[1]!==
"0";return m++,k?c.formatTime(g,"59",""):c.formatTime(g,"0","")},function(g){return a.StringUtilities.format(c.i18n.everyX0Hours(
g),g)},function(g){return c.i18n.betweenX0AndX1()},function(g){return c.i18n.atX0()});return y},u.prototype.getDayOfWeekDescription=
function(){var c=this,l=this.i18n.daysOfTheWeek(),p=null;return this.expressionParts[5]=="*"?p="":p=this.getSegmentDescription(
this.expressionParts[5],this.i18n.commaEveryDay(),function(d,m){var y=d;d.indexOf("#")>-1?y=d.substring(0,d.indexOf("#")):
d.indexOf("L")>-1&&(y=y.replace("L",""));var g=parseInt(y),S=c.i18n.daysOfTheWeekInCase?c.i18n.daysOfTheWeekInCase(m)[g]:
l[g];if(d.indexOf("#")>-1){var k=null,A=d.substring(d.indexOf("#")+1),b=d.substring(0,d.indexOf("#"));switch(A){case"1":
k=c.i18n.first(b);break;case"2":k=c.i18n.second(b);break;case"3":k=c.i18n.third(b);break;case"4":k=c.i18n.fourth(b);break;case"\
5":k=c.i18n.fifth(b);break}S=k+" "+S}return S},function(d){return parseInt(d)==1?"":a.StringUtilities.format(c.i18n.commaEveryX0DaysOfTheWeek(
d),d)},function(d){var m=d.substring(0,d.indexOf("-")),y=c.expressionParts[3]!="*";return y?c.i18n.commaAndX0ThroughX1(m):
c.i18n.commaX0ThroughX1(m)},function(d){var m=null;if(d.indexOf("#")>-1){var y=d.substring(d.indexOf("#")+1),g=d.substring(
0,d.indexOf("#"));m=c.i18n.commaOnThe(y,g).trim()+c.i18n.spaceX0OfTheMonth()}else if(d.indexOf("L")>-1)m=c.i18n.commaOnTheLastX0OfTheMonth(
d.replace("L",""));else{var S=c.expressionParts[3]!="*";m=S?c.i18n.commaAndOnX0():c.i18n.commaOnlyOnX0(d)}return m}),p},
u.prototype.getMonthDescription=function(){var c=this,l=this.i18n.monthsOfTheYear(),p=this.getSegmentDescription(this.expressionParts[4],
"",function(d,m){return m&&c.i18n.monthsOfTheYearInCase?c.i18n.monthsOfTheYearInCase(m)[parseInt(d)-1]:l[parseInt(d)-1]},
function(d){return parseInt(d)==1?"":a.StringUtilities.format(c.i18n.commaEveryX0Months(d),d)},function(d){return c.i18n.
commaMonthX0ThroughMonthX1()||c.i18n.commaX0ThroughX1()},function(d){return c.i18n.commaOnlyInMonthX0?c.i18n.commaOnlyInMonthX0():
c.i18n.commaOnlyInX0()});return p},u.prototype.getDayOfMonthDescription=function(){var c=this,l=null,p=this.expressionParts[3];
switch(p){case"L":l=this.i18n.commaOnTheLastDayOfTheMonth();break;case"WL":case"LW":l=this.i18n.commaOnTheLastWeekdayOfTheMonth();
break;default:var d=p.match(/(\d{1,2}W)|(W\d{1,2})/);if(d){var m=parseInt(d[0].replace("W","")),y=m==1?this.i18n.firstWeekday():
a.StringUtilities.format(this.i18n.weekdayNearestDayX0(),m.toString());l=a.StringUtilities.format(this.i18n.commaOnTheX0OfTheMonth(),
y);break}else{var g=p.match(/L-(\d{1,2})/);if(g){var S=g[1];l=a.StringUtilities.format(this.i18n.commaDaysBeforeTheLastDayOfTheMonth(
S),S);break}else{if(p=="*"&&this.expressionParts[5]!="*")return"";l=this.getSegmentDescription(p,this.i18n.commaEveryDay(),
function(k){return k=="L"?c.i18n.lastDay():c.i18n.dayX0?a.StringUtilities.format(c.i18n.dayX0(),k):k},function(k){return k==
"1"?c.i18n.commaEveryDay():c.i18n.commaEveryX0Days(k)},function(k){return c.i18n.commaBetweenDayX0AndX1OfTheMonth(k)},function(k){
return c.i18n.commaOnDayX0OfTheMonth(k)})}break}}return l},u.prototype.getYearDescription=function(){var c=this,l=this.getSegmentDescription(
this.expressionParts[6],"",function(p){return/^\d+$/.test(p)?new Date(parseInt(p),1).getFullYear().toString():p},function(p){
return a.StringUtilities.format(c.i18n.commaEveryX0Years(p),p)},function(p){return c.i18n.commaYearX0ThroughYearX1()||c.
i18n.commaX0ThroughX1()},function(p){return c.i18n.commaOnlyInYearX0?c.i18n.commaOnlyInYearX0():c.i18n.commaOnlyInX0()});
return l},u.prototype.getSegmentDescription=function(c,l,p,d,m,y){var g=null,S=c.indexOf("/")>-1,k=c.indexOf("-")>-1,A=c.
indexOf(",")>-1;if(!c)g="";else if(c==="*")g=l;else if(!S&&!k&&!A)g=a.StringUtilities.format(y(c),p(c));else if(A){for(var b=c.
split(","),Z="",L=0;L<b.length;L++)if(L>0&&b.length>2&&(Z+=",",L<b.length-1&&(Z+=" ")),L>0&&b.length>1&&(L==b.length-1||
b.length==2)&&(Z+="".concat(this.i18n.spaceAnd()," ")),b[L].indexOf("/")>-1||b[L].indexOf("-")>-1){var ut=b[L].indexOf("\
-")>-1&&b[L].indexOf("/")==-1,lt=this.getSegmentDescription(b[L],l,p,d,ut?this.i18n.commaX0ThroughX1:m,y);ut&&(lt=lt.replace(
", ","")),Z+=lt}else S?Z+=this.getSegmentDescription(b[L],l,p,d,m,y):Z+=p(b[L]);S?g=Z:g=a.StringUtilities.format(y(c),Z)}else if(S){
var b=c.split("/");if(g=a.StringUtilities.format(d(b[1]),b[1]),b[0].indexOf("-")>-1){var en=this.generateRangeSegmentDescription(
b[0],m,p);en.indexOf(", ")!=0&&(g+=", "),g+=en}else if(b[0].indexOf("*")==-1){var xn=a.StringUtilities.format(y(b[0]),p(
b[0]));xn=xn.replace(", ",""),g+=a.StringUtilities.format(this.i18n.commaStartingX0(),xn)}}else k&&(g=this.generateRangeSegmentDescription(
c,m,p));return g},u.prototype.generateRangeSegmentDescription=function(c,l,p){var d="",m=c.split("-"),y=p(m[0],1),g=p(m[1],
2),S=l(c);return d+=a.StringUtilities.format(S,y,g),d},u.prototype.formatTime=function(c,l,p){var d=0,m=0,y=parseInt(c)+
d,g=parseInt(l)+m;g>=60?(g-=60,y+=1):g<0&&(g+=60,y-=1),y>=24?y=y-24:y<0&&(y=24+y);var S="",k=!1;this.options.use24HourTimeFormat||
(k=!!(this.i18n.setPeriodBeforeTime&&this.i18n.setPeriodBeforeTime()),S=k?"".concat(this.getPeriod(y)," "):" ".concat(this.
getPeriod(y)),y>12&&(y-=12),y===0&&(y=12));var A="";return p&&(A=":".concat(("00"+p).substring(p.length))),"".concat(k?S:
"").concat(("00"+y.toString()).substring(y.toString().length),":").concat(("00"+g.toString()).substring(g.toString().length)).
concat(A).concat(k?"":S)},u.prototype.transformVerbosity=function(c,l){if(!l&&(c=c.replace(new RegExp(", ".concat(this.i18n.
everyMinute()),"g"),""),c=c.replace(new RegExp(", ".concat(this.i18n.everyHour()),"g"),""),c=c.replace(new RegExp(this.i18n.
commaEveryDay(),"g"),""),c=c.replace(/\, ?$/,""),this.i18n.conciseVerbosityReplacements))for(var p=0,d=Object.entries(this.
i18n.conciseVerbosityReplacements());p<d.length;p++){var m=d[p],y=m[0],g=m[1];c=c.replace(new RegExp(y,"g"),g)}return c},
u.prototype.getPeriod=function(c){return c>=12?this.i18n.pm&&this.i18n.pm()||"PM":this.i18n.am&&this.i18n.am()||"AM"},u.
locales={},u})();i.ExpressionDescriptor=h}),747:((o,i,s)=>{Object.defineProperty(i,"__esModule",{value:!0}),i.enLocaleLoader=
void 0;var a=s(486),f=(function(){function h(){}return h.prototype.load=function(u){u.en=new a.en},h})();i.enLocaleLoader=
f}),486:((o,i)=>{Object.defineProperty(i,"__esModule",{value:!0}),i.en=void 0;var s=(function(){function a(){}return a.prototype.
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
atReboot=function(){return"Run once, at startup"},a})();i.en=s}),515:((o,i)=>{Object.defineProperty(i,"__esModule",{value:!0});
function s(f,h){if(!f)throw new Error(h)}var a=(function(){function f(){}return f.secondRange=function(h){for(var u=h.split(
","),c=0;c<u.length;c++)if(!isNaN(parseInt(u[c],10))){var l=parseInt(u[c],10);s(l>=0&&l<=59,"seconds part must be >= 0 a\
nd <= 59")}},f.minuteRange=function(h){for(var u=h.split(","),c=0;c<u.length;c++)if(!isNaN(parseInt(u[c],10))){var l=parseInt(
u[c],10);s(l>=0&&l<=59,"minutes part must be >= 0 and <= 59")}},f.hourRange=function(h){for(var u=h.split(","),c=0;c<u.length;c++)
if(!isNaN(parseInt(u[c],10))){var l=parseInt(u[c],10);s(l>=0&&l<=23,"hours part must be >= 0 and <= 23")}},f.dayOfMonthRange=
function(h){for(var u=h.split(","),c=0;c<u.length;c++)if(!isNaN(parseInt(u[c],10))){var l=parseInt(u[c],10);s(l>=1&&l<=31,
"DOM part must be >= 1 and <= 31")}},f.monthRange=function(h,u){for(var c=h.split(","),l=0;l<c.length;l++)if(!isNaN(parseInt(
c[l],10))){var p=parseInt(c[l],10);s(p>=1&&p<=12,u?"month part must be >= 0 and <= 11":"month part must be >= 1 and <= 1\
2")}},f.dayOfWeekRange=function(h,u){for(var c=h.split(","),l=0;l<c.length;l++)if(!isNaN(parseInt(c[l],10))){var p=parseInt(
c[l],10);s(p>=0&&p<=6,u?"DOW part must be >= 0 and <= 6":"DOW part must be >= 1 and <= 7")}},f})();i.default=a}),823:((o,i)=>{
Object.defineProperty(i,"__esModule",{value:!0}),i.StringUtilities=void 0;var s=(function(){function a(){}return a.format=
function(f){for(var h=[],u=1;u<arguments.length;u++)h[u-1]=arguments[u];return f.replace(/%s/g,function(c){for(var l=[],
p=1;p<arguments.length;p++)l[p-1]=arguments[p];return h.shift()})},a.containsAny=function(f,h){return h.some(function(u){
return f.indexOf(u)>-1})},a})();i.StringUtilities=s})},e={};function t(o){var i=e[o];if(i!==void 0)return i.exports;var s=e[o]=
{exports:{}};return n[o](s,s.exports,t),s.exports}var r={};return(()=>{var o=r;Object.defineProperty(o,"__esModule",{value:!0}),
o.toString=void 0;var i=t(333),s=t(747);i.ExpressionDescriptor.initialize(new s.enLocaleLoader),o.default=i.ExpressionDescriptor;
var a=i.ExpressionDescriptor.toString;o.toString=a})(),r})())});var ae=class{},ee=class extends ae{constructor(e,t){super(),this.literal=e,this.token=t}accept(e){return e.visitLiteral(
this)}},Ue=class extends ae{constructor(e,t){super(),this.operator=e,this.expr=t}accept(e){return e.visitUnary(this)}},Oe=class extends ae{constructor(e,t){
super(),this.functionName=e,this.args=t}accept(e){return e.visitFunctionCall(this)}},Qe=class extends ae{constructor(e,t,r){
super(),this.left=e,this.operator=t,this.right=r}accept(e){return e.visitBinary(this)}},we=class extends ae{constructor(e,t){
super(),this.operator=e,this.args=t}accept(e){return e.visitLogical(this)}},ve=class extends ae{constructor(e){super(),this.
group=e}accept(e){return e.visitGrouping(this)}},Ze=class extends ae{constructor(e){super(),this.name=e}accept(e){return e.
visitContextAccess(this)}},be=class extends ae{constructor(e,t){super(),this.expr=e,this.index=t}accept(e){return e.visitIndexAccess(
this)}},De=class extends ae{accept(){throw new Error("Method not implemented.")}};var E;(function(n){n[n.String=0]="String",n[n.Array=1]="Array",n[n.Dictionary=2]="Dictionary",n[n.Boolean=3]="Boolean",n[n.
Number=4]="Number",n[n.CaseSensitiveDictionary=5]="CaseSensitiveDictionary",n[n.Null=6]="Null"})(E||(E={}));function on(n){
switch(n){case E.Array:return"Array";case E.Boolean:return"Boolean";case E.Null:return"Null";case E.Number:return"Number";case E.
Dictionary:return"Object";case E.String:return"String"}return"unknown"}var Re=class{constructor(...e){this.keys=[],this.v=[],this.indexMap={},this.kind=E.Dictionary,this.primitive=!1;for(let t of e)
this.add(t.key,t.value)}coerceString(){return on(this.kind)}number(){return NaN}add(e,t){e.toLowerCase()in this.indexMap||
(this.keys.push(e),this.v.push(t),this.indexMap[e.toLowerCase()]=this.v.length-1)}get(e){let t=this.indexMap[e.toLowerCase()];
if(t!==void 0)return this.v[t]}values(){return this.v}pairs(){let e=[];for(let t of this.keys)e.push({key:t,value:this.v[this.
indexMap[t.toLowerCase()]]});return e}};var q={};Vo(q,{Array:()=>ke,BooleanData:()=>R,Dictionary:()=>Re,Kind:()=>E,Null:()=>J,NumberData:()=>X,StringData:()=>U,
replacer:()=>sn,reviver:()=>an});var ke=class{constructor(...e){this.v=[],this.kind=E.Array,this.primitive=!1;for(let t of e)this.add(t)}coerceString(){return on(
this.kind)}number(){return NaN}add(e){this.v.push(e)}get(e){return this.v[e]}values(){return this.v}};var R=class{constructor(e){this.value=e,this.kind=E.Boolean,this.primitive=!0}coerceString(){return this.value?"true":"f\
alse"}number(){return this.value?1:0}};var J=class{constructor(){this.kind=E.Null,this.primitive=!0}coerceString(){return""}number(){return 0}};var X=class{constructor(e){this.value=e,this.kind=E.Number,this.primitive=!0}coerceString(){return this.value===0?"0":(+this.
value.toFixed(15)).toString()}number(){return this.value}};var U=class{constructor(e){this.value=e,this.kind=E.String,this.primitive=!0}coerceString(){return this.value}number(){return Number(
this.value)}};function sn(n,e){if(e instanceof J)return null;if(e instanceof R)return e.value;if(e instanceof X)return e.number();if(e instanceof
U)return e.coerceString();if(e instanceof ke)return e.values();if(e instanceof Re){let t=e.pairs(),r={};for(let o of t)r[o.
key]=o.value;return r}return e}function an(n,e){return e===null?new J:typeof e=="string"?new U(e):typeof e=="number"?new X(e):typeof e=="boolean"?new R(
e):Array.isArray(e)?new ke(...e):typeof e=="object"?new Re(...Object.keys(e).map(t=>({key:t,value:e[t]}))):e}var Fe=class extends ke{};var w;(function(n){n[n.UNKNOWN=0]="UNKNOWN",n[n.LEFT_PAREN=1]="LEFT_PAREN",n[n.RIGHT_PAREN=2]="RIGHT_PAREN",n[n.LEFT_BRACKET=
3]="LEFT_BRACKET",n[n.RIGHT_BRACKET=4]="RIGHT_BRACKET",n[n.COMMA=5]="COMMA",n[n.DOT=6]="DOT",n[n.BANG=7]="BANG",n[n.BANG_EQUAL=
8]="BANG_EQUAL",n[n.EQUAL_EQUAL=9]="EQUAL_EQUAL",n[n.GREATER=10]="GREATER",n[n.GREATER_EQUAL=11]="GREATER_EQUAL",n[n.LESS=
12]="LESS",n[n.LESS_EQUAL=13]="LESS_EQUAL",n[n.AND=14]="AND",n[n.OR=15]="OR",n[n.STAR=16]="STAR",n[n.NUMBER=17]="NUMBER",
n[n.STRING=18]="STRING",n[n.IDENTIFIER=19]="IDENTIFIER",n[n.TRUE=20]="TRUE",n[n.FALSE=21]="FALSE",n[n.NULL=22]="NULL",n[n.
EOF=23]="EOF"})(w||(w={}));function qr(n){switch(n.type){case w.EOF:return"EOF";case w.NUMBER:return n.lexeme;case w.STRING:
return n.value.toString();default:return n.lexeme}}var xe=class{constructor(e){this.input=e,this.start=0,this.offset=0,this.
line=0,this.lastLineOffset=0,this.tokens=[]}lex(){if(this.input.length>et)throw new Error("ErrorExceededMaxLength");for(;!this.
atEnd();){this.start=this.offset;let e=this.next();switch(e){case"(":this.addToken(w.LEFT_PAREN);break;case")":this.addToken(
w.RIGHT_PAREN);break;case"[":this.addToken(w.LEFT_BRACKET);break;case"]":this.addToken(w.RIGHT_BRACKET);break;case",":this.
addToken(w.COMMA);break;case".":this.previous()!=w.IDENTIFIER&&this.previous()!=w.RIGHT_BRACKET&&this.previous()!=w.RIGHT_PAREN&&
this.previous()!=w.STAR?this.consumeNumber():this.addToken(w.DOT);break;case"-":case"+":this.consumeNumber();break;case"\
!":this.addToken(this.match("=")?w.BANG_EQUAL:w.BANG);break;case"=":if(!this.match("=")){this.consumeIdentifier();break}
this.addToken(w.EQUAL_EQUAL);break;case"<":this.addToken(this.match("=")?w.LESS_EQUAL:w.LESS);break;case">":this.addToken(
this.match("=")?w.GREATER_EQUAL:w.GREATER);break;case"&":if(!this.match("&")){this.consumeIdentifier();break}this.addToken(
w.AND);break;case"|":if(!this.match("|")){this.consumeIdentifier();break}this.addToken(w.OR);break;case"*":this.addToken(
w.STAR);break;case" ":case"\r":case"	":break;case`
`:++this.line,this.lastLineOffset=this.offset;break;case"'":this.consumeString();break;default:!0===Ko(e)?this.consumeNumber():
this.consumeIdentifier()}}return this.tokens.push({type:w.EOF,lexeme:"",range:this.range()}),{tokens:this.tokens}}pos(){
return{line:this.line,column:this.start-this.lastLineOffset}}endPos(){return{line:this.line,column:this.offset-this.lastLineOffset}}range(){
return{start:this.pos(),end:this.endPos()}}atEnd(){return this.offset>=this.input.length}peek(){return this.atEnd()?"\0":
this.input[this.offset]}peekNext(){return this.offset+1>=this.input.length?"\0":this.input[this.offset+1]}previous(){let e=this.
tokens.length;return e==0?w.EOF:this.tokens[e-1].type}next(){return this.input[this.offset++]}match(e){return this.atEnd()||
this.input[this.offset]!==e?!1:(this.offset++,!0)}addToken(e,t){this.tokens.push({type:e,lexeme:this.input.substring(this.
start,this.offset),range:this.range(),value:t})}consumeNumber(){for(;!this.atEnd()&&(!Rr(this.peek())||this.peek()==".");)
this.next();let e=this.input.substring(this.start,this.offset),t=new U(e).number();if(isNaN(t))throw new Error(`Unexpect\
ed symbol: '${e}'. Located at position ${this.start+1} within expression: ${this.input}`);this.addToken(w.NUMBER,t)}consumeString(){
for(;(this.peek()!=="'"||this.peekNext()==="'")&&!this.atEnd();)this.peek()===`
`&&this.line++,this.peek()==="'"&&this.peekNext()==="'"&&this.next(),this.next();if(this.atEnd())throw new Error(`Unexpe\
cted symbol: '${this.input.substring(this.start)}'. Located at position ${this.start+1} within expression: ${this.input}`);
this.next();let e=this.input.substring(this.start+1,this.offset-1);e=e.replace("''","'"),this.addToken(w.STRING,e)}consumeIdentifier(){
for(;!this.atEnd()&&!Rr(this.peek());)this.next();let e=w.IDENTIFIER,t,r=this.input.substring(this.start,this.offset);if(this.
previous()!=w.DOT)switch(r){case"true":e=w.TRUE;break;case"false":e=w.FALSE;break;case"null":e=w.NULL;break;case"NaN":e=
w.NUMBER,t=NaN;break;case"Infinity":e=w.NUMBER,t=1/0;break}if(!Yo(r))throw new Error(`Unexpected symbol: '${r}'. Located\
 at position ${this.start+1} within expression: ${this.input}`);this.addToken(e,t)}};function Ko(n){return n>="0"&&n<="9"}
function Rr(n){switch(n){case"(":case"[":case")":case"]":case",":case".":case"!":case">":case"<":case"=":case"&":case"|":
return!0}return/\s/.test(n)}function Yo(n){if(n=="")return!1;let e=n[0];if(e>="a"&&e<="z"||e>="A"&&e<="Z"||e=="_"){for(let t of n.
substring(1).split(""))if(!(t>="a"&&t<="z"||t>="A"&&t<="Z"||t>="0"&&t<="9"||t=="_"||t=="-"))return!1;return!0}return!1}var An=50,et=21e3,$;(function(n){n[n.ErrorUnexpectedSymbol=0]="ErrorUnexpectedSymbol",n[n.ErrorUnrecognizedNamedValue=1]=
"ErrorUnrecognizedNamedValue",n[n.ErrorUnexpectedEndOfExpression=2]="ErrorUnexpectedEndOfExpression",n[n.ErrorExceededMaxDepth=
3]="ErrorExceededMaxDepth",n[n.ErrorExceededMaxLength=4]="ErrorExceededMaxLength",n[n.ErrorTooFewParameters=5]="ErrorToo\
FewParameters",n[n.ErrorTooManyParameters=6]="ErrorTooManyParameters",n[n.ErrorEvenParameters=7]="ErrorEvenParameters",n[n.
ErrorUnrecognizedContext=8]="ErrorUnrecognizedContext",n[n.ErrorUnrecognizedFunction=9]="ErrorUnrecognizedFunction"})($||
($={}));var Ee=class extends Error{constructor(e,t){super(`${Jo(e)}: '${qr(t)}'`),this.typ=e,this.tok=t,this.pos=this.tok.
range.start}};function Jo(n){switch(n){case $.ErrorUnexpectedEndOfExpression:return"Unexpected end of expression";case $.
ErrorUnexpectedSymbol:return"Unexpected symbol";case $.ErrorUnrecognizedNamedValue:return"Unrecognized named-value";case $.
ErrorExceededMaxDepth:return`Exceeded max expression depth ${An}`;case $.ErrorExceededMaxLength:return`Exceeded max expr\
ession length ${et}`;case $.ErrorTooFewParameters:return"Too few parameters supplied";case $.ErrorTooManyParameters:return"\
Too many parameters supplied";case $.ErrorEvenParameters:return"Even number of parameters supplied, requires an odd numb\
er of parameters";case $.ErrorUnrecognizedContext:return"Unrecognized named-value";case $.ErrorUnrecognizedFunction:return"\
Unrecognized function";default:return"Unknown error"}}var At=class extends Error{};var $r={name:"case",description:"`case( pred1, val1, pred2, val2, ..., default )`\n\nEvaluates predicates in order and ret\
urns the value corresponding to the first predicate that evaluates to `true`. If no predicate matches, it returns the la\
st argument as the default value.",minArgs:3,maxArgs:Number.MAX_SAFE_INTEGER,call:(...n)=>{for(let e=0;e<n.length-1;e+=2){
let t=n[e];if(t.kind!==E.Boolean)throw new Error("case predicate must evaluate to a boolean value");if(t.value)return n[e+
1]}return n[n.length-1]}};function cn(n){switch(n.kind){case E.Null:return!0;case E.Boolean:return!n.value;case E.Number:{let e=n.value;return e===
0||isNaN(e)}case E.String:return n.value.length===0}return!1}function tt(n){return!cn(n)}function It(n,e){let t=n,r=e;if(n.
kind===e.kind)return[t,r];switch(n.kind){case E.Number:if(e.kind===E.String)return r=new X(e.number()),[t,r];break;case E.
String:if(e.kind===E.Number)return t=new X(n.number()),[t,r];break;case E.Null:case E.Boolean:return t=new X(n.number()),
It(t,r)}switch(e.kind){case E.Null:case E.Boolean:return r=new X(e.number()),It(t,r)}return[t,r]}function nt(n,e){let[t,
r]=It(n,e);if(t.kind!=r.kind)return!1;switch(t.kind){case E.Null:return!0;case E.Number:{let o=t.value,i=r.value;return isNaN(
o)||isNaN(i)?!1:o==i}case E.String:{let o=t.value,i=r.value;return ce(o)===ce(i)}case E.Boolean:{let o=t.value,i=r.value;
return o==i}case E.Dictionary:case E.Array:return t===r}return!1}function In(n,e){let[t,r]=It(n,e);if(t.kind!=r.kind)return!1;
switch(t.kind){case E.Number:{let o=t.value,i=r.value;return isNaN(o)||isNaN(i)?!1:o>i}case E.String:{let o=t.value,i=r.
value;return o=ce(o),i=ce(i),o>i}case E.Boolean:{let o=t.value,i=r.value;return o&&!i}}return!1}function On(n,e){let[t,r]=It(
n,e);if(t.kind!=r.kind)return!1;switch(t.kind){case E.Number:{let o=t.value,i=r.value;return isNaN(o)||isNaN(i)?!1:o<i}case E.
String:{let o=t.value,i=r.value;return o=ce(o),i=ce(i),o<i}case E.Boolean:{let o=t.value,i=r.value;return!o&&i}}return!1}
function ce(n){let e=[],t=0,r=n.length,o=n.indexOf("\u0131");for(;t<r;)if(t<o)e.push(n.substring(t,o).toUpperCase()),t=o;else if(t==
o)e.push(n.substring(t,t+1)),t+=1,o=n.indexOf("\u0131",t);else{e.push(n.substring(t).toUpperCase());break}return e.join(
"")}var Mr={name:"contains",description:"`contains( search, item )`\n\nReturns `true` if `search` contains `item`. If `search`\
 is an array, this function returns `true` if the `item` is an element in the array. If `search` is a string, this funct\
ion returns `true` if the `item` is a substring of `search`. This function is not case sensitive. Casts values to a stri\
ng.",minArgs:2,maxArgs:2,call:(...n)=>{let e=n[0],t=n[1];if(e.primitive){let r=e.coerceString();if(t.primitive){let o=t.
coerceString();return new R(r.toLowerCase().includes(o.toLowerCase()))}}else if(e.kind===E.Array){let r=e;if(r.values().
length===0)return new R(!1);for(let o of r.values())if(nt(t,o))return new R(!0)}return new R(!1)}};var jr={name:"endsWith",description:"`endsWith( searchString, searchValue )`\n\nReturns `true` if `searchString` ends with\
 `searchValue`. This function is not case sensitive. Casts values to a string.",minArgs:2,maxArgs:2,call:(...n)=>{let e=n[0];
if(!e.primitive)return new R(!1);let t=n[1];if(!t.primitive)return new R(!1);let r=ce(e.coerceString()),o=ce(t.coerceString());
return new R(r.endsWith(o))}};var Pr={name:"format",description:"`format( string, replaceValue0, replaceValue1, ..., replaceValueN)`\n\nReplaces values \
in the `string`, with the variable `replaceValueN`. Variables in the `string` are specified using the `{N}` syntax, wher\
e `N` is an integer. You must specify at least one `replaceValue` and `string`. There is no maximum for the number of va\
riables (`replaceValueN`) you can use. Escape curly braces using double braces.",minArgs:1,maxArgs:255,call:(...n)=>{let e=n[0].
coerceString(),t=[],r=0;for(;r<e.length;){let o=e.indexOf("{",r),i=e.indexOf("}",r);if(o>=0&&(i<0||i>o)){if(Dn(e,o+1)===
"{"){t.push(e.substr(r,o-r+1)),r=o+2;continue}if(i>o+1){let s=zo(e,o+1);if(s.success){if(1+s.result>n.length-1)throw new Error(
`The following format string references more arguments than were supplied: ${e}`);o>r&&t.push(e.substr(r,o-r)),t.push(`${n[1+
s.result].coerceString()}`),r=i+1;continue}}throw new Error(`The following format string is invalid: ${e}`)}else if(i>=0)
if(Dn(e,i+1)==="}")t.push(e.substr(r,i-r+1)),r=i+2;else throw new Error(`The following format string is invalid: ${e}`);else{
t.push(e.substr(r));break}}return new U(t.join(""))}};function Dn(n,e){return n.length>e?n[e]:"\0"}function zo(n,e){let t=0;
for(;;){let i=Dn(n,e+t);if(i>="0"&&i<="9")t++;else break}if(t<1)return{success:!1};let r=e+t-1,o=parseInt(n.substr(e,t));
return{success:!isNaN(o),result:o,endIndex:r}}var Lr={name:"fromJson",description:"`fromJSON(value)`\n\nReturns a JSON object or JSON data type for `value`. You can use\
 this function to provide a JSON object as an evaluated expression or to convert environment variables from a string.",minArgs:1,
maxArgs:1,call:(...n)=>{let t=n[0].coerceString();if(t.trim()==="")throw new Error("empty input");try{return JSON.parse(
t,an)}catch(r){throw new At("Error parsing JSON when evaluating fromJson",{cause:r})}}};var Cr={name:"join",description:"`join( array, optionalSeparator )`\n\nThe value for `array` can be an array or a string. \
All values in `array` are concatenated into a string. If you provide `optionalSeparator`, it is inserted between the con\
catenated values. Otherwise, the default separator `,` is used. Casts values to a string.",minArgs:1,maxArgs:2,call:(...n)=>{
if(n[0].primitive)return new U(n[0].coerceString());if(n[0].kind===E.Array){let e=",";return n.length>1&&n[1].primitive&&
(e=n[1].coerceString()),new U(n[0].values().map(t=>t.coerceString()).join(e))}return new U("")}};var Ur={name:"startsWith",description:"`startsWith( searchString, searchValue )`\n\nReturns `true` when `searchString` sta\
rts with `searchValue`. This function is not case sensitive. Casts values to a string.",minArgs:2,maxArgs:2,call:(...n)=>{
let e=n[0];if(!e.primitive)return new R(!1);let t=n[1];if(!t.primitive)return new R(!1);let r=ce(e.coerceString()),o=ce(
t.coerceString());return new R(r.startsWith(o))}};var Fr={name:"toJson",description:"`toJSON(value)`\n\nReturns a pretty-print JSON representation of `value`. You can use t\
his function to debug the information provided in contexts.",minArgs:1,maxArgs:1,call:(...n)=>new U(JSON.stringify(n[0],
sn,"  "))};var Ot={case:$r,contains:Mr,endswith:jr,format:Pr,fromjson:Lr,join:Cr,startswith:Ur,tojson:Fr};function Gr(n,e,t){let r=e.
lexeme.toLowerCase(),o;if(o=Ot[r],!o&&(o=n.extensionFunctions.get(r),!o)){if(!n.allowUnknownKeywords)throw new Ee($.ErrorUnrecognizedFunction,
e);return}if(t<o.minArgs)throw new Ee($.ErrorTooFewParameters,e);if(t>o.maxArgs)throw new Ee($.ErrorTooManyParameters,e);
if(r==="case"&&t%2===0)throw new Ee($.ErrorEvenParameters,e)}var Dt=class{constructor(e,t){if(this.star=e,!!t&&!e){t.primitive&&(this.str=t.coerceString());let r=t.number();!isNaN(r)&&
isFinite(r)&&r>=0&&(r=Math.floor(r),this.int=r)}}};var pt=class{constructor(e,t,r){this.n=e,this.context=t,this.functions=r}evaluate(){return this.eval(this.n)}eval(e){return e.
accept(this)}visitLiteral(e){return e.literal}visitUnary(e){let t=this.eval(e.expr);if(e.operator.type===w.BANG)return new R(
cn(t));throw new Error(`unknown unary operator: ${e.operator.lexeme}`)}visitBinary(e){let t=this.eval(e.left),r=this.eval(
e.right);switch(e.operator.type){case w.EQUAL_EQUAL:return new R(nt(t,r));case w.BANG_EQUAL:return new R(!nt(t,r));case w.
GREATER:return new R(In(t,r));case w.GREATER_EQUAL:return new R(nt(t,r)||In(t,r));case w.LESS:return new R(On(t,r));case w.
LESS_EQUAL:return new R(nt(t,r)||On(t,r))}throw new Error(`unknown binary operator: ${e.operator.lexeme}`)}visitLogical(e){
let t;for(let r of e.args)if(t=this.eval(r),e.operator.type===w.AND&&cn(t)||e.operator.type===w.OR&&tt(t))break;return t}visitGrouping(e){
return this.eval(e.group)}visitContextAccess(e){return this.context.get(e.name.lexeme)}visitIndexAccess(e){let t;if(e.index instanceof
De)t=new Dt(!0,void 0);else{let i;try{i=this.eval(e.index)}catch(s){throw new Error(`could not evaluate index for index \
access: ${s.message}`,{cause:s})}t=new Dt(!1,i)}let r=this.eval(e.expr),o;switch(r.kind){case E.Array:{let i=r;i instanceof
Fe?o=Qo(i,t):o=Zo(i,t);break}case E.Dictionary:{o=ei(r,t);break}default:t.star?o=new Fe:o=new J}return o}visitFunctionCall(e){
let t=e.args.map(i=>this.eval(i)),r=e.functionName.lexeme.toLowerCase();return(this.functions?.get(r)||Ot[r]).call(...t)}};
function Qo(n,e){let t=new Fe;for(let r of n.values())switch(r.kind){case E.Dictionary:{let o=r;if(e.star)for(let i of o.
values())t.add(i);else if(e.str!==void 0){let i=o.get(e.str);i!==void 0&&t.add(i)}break}case E.Array:{let o=r;if(e.star)
for(let i of o.values())t.add(i);else e.int!==void 0&&e.int<o.values().length&&t.add(o.get(e.int));break}}return t}function Zo(n,e){
if(e.star){let t=new Fe;for(let r of n.values())t.add(r);return t}return e.int!==void 0&&e.int<n.values().length?n.get(e.
int):new J}function ei(n,e){if(e.star)return new Fe(...n.values());if(e.str!==void 0){let t=n.get(e.str);if(t!==void 0)return t}
return new J}var ti=["missingInputsQuickfix","blockScalarChompingWarning","allowCaseFunction","allowCopilotRequestsPermission","allow\
DrivesPermissionAutocomplete","allowBackgroundSteps"],ft=class{constructor(e){this.features=e??{}}isEnabled(e){let t=this.
features[e];return t!==void 0?t:this.features.all??!1}getEnabledFeatures(){return ti.filter(e=>this.isEnabled(e))}};var Se=class{constructor(e,t,r){this.tokens=e,this.offset=0,this.depth=0,this.extContexts=new Map,this.extFuncs=new Map;
for(let o of t)this.extContexts.set(o.toLowerCase(),!0);for(let{name:o,func:i}of r.map(s=>({name:s.name,func:s})))this.extFuncs.
set(o.toLowerCase(),i);this.context={allowUnknownKeywords:!1,extensionContexts:this.extContexts,extensionFunctions:this.
extFuncs}}parse(){let e;if(this.atEnd())return e;if(e=this.expression(),!this.atEnd())throw this.buildError($.ErrorUnexpectedSymbol,
this.peek());return e}expression(){this.incrDepth();try{return this.logicalOr()}finally{this.decrDepth()}}logicalOr(){let e=this.
logicalAnd();if(this.check(w.OR)){this.incrDepth();try{let t=new we(this.peek(),[e]);for(e=t;this.match(w.OR);){let r=this.
logicalAnd();t.args.push(r)}}finally{this.decrDepth()}}return e}logicalAnd(){let e=this.equality();if(this.check(w.AND)){
this.incrDepth();try{let t=new we(this.peek(),[e]);for(e=t;this.match(w.AND);){let r=this.equality();t.args.push(r)}}finally{
this.decrDepth()}}return e}equality(){let e=this.comparison();for(;this.match(w.BANG_EQUAL,w.EQUAL_EQUAL);){let t=this.previous(),
r=this.comparison();e=new Qe(e,t,r)}return e}comparison(){let e=this.unary();for(;this.match(w.GREATER,w.GREATER_EQUAL,w.
LESS,w.LESS_EQUAL);){let t=this.previous(),r=this.unary();e=new Qe(e,t,r)}return e}unary(){if(this.match(w.BANG)){this.incrDepth();
let e=this.previous(),t=this.unary();try{return new Ue(e,t)}finally{this.decrDepth()}}return this.index()}index(){let e=this.
call(),t=0;if(e instanceof ve||e instanceof Oe||e instanceof Ze){let r=!0;for(;r;)switch(!0){case this.match(w.LEFT_BRACKET):{
let o;this.match(w.STAR)?o=new De:o=this.expression(),this.consume(w.RIGHT_BRACKET,$.ErrorUnexpectedSymbol),this.incrDepth(),
t++,e=new be(e,o);break}case this.match(w.DOT):if(this.incrDepth(),t++,this.match(w.IDENTIFIER)){let o=this.previous();e=
new be(e,new ee(new U(o.lexeme),o))}else if(this.match(w.STAR))e=new be(e,new De);else throw this.buildError($.ErrorUnexpectedSymbol,
this.peek());break;default:r=!1}}for(let r=0;r<t;r++)this.decrDepth();return e}call(){if(!this.check(w.IDENTIFIER))return this.
primary();let e=this.next();if(!this.match(w.LEFT_PAREN)){if(!this.extContexts.has(e.lexeme.toLowerCase()))throw this.buildError(
$.ErrorUnrecognizedContext,e);return new Ze(e)}let t=[];for(;!this.match(w.RIGHT_PAREN);){let r=this.expression();t.push(
r),this.check(w.RIGHT_PAREN)||this.consume(w.COMMA,$.ErrorUnexpectedSymbol)}return Gr(this.context,e,t.length),new Oe(e,
t)}primary(){switch(!0){case this.match(w.FALSE):return new ee(new R(!1),this.previous());case this.match(w.TRUE):return new ee(
new R(!0),this.previous());case this.match(w.NULL):return new ee(new J,this.previous());case this.match(w.NUMBER):return new ee(
new X(this.previous().value),this.previous());case this.match(w.STRING):return new ee(new U(this.previous().value),this.
previous());case this.match(w.LEFT_PAREN):{let e=this.expression();if(this.atEnd())throw this.buildError($.ErrorUnexpectedEndOfExpression,
this.previous());return this.consume(w.RIGHT_PAREN,$.ErrorUnexpectedSymbol),new ve(e)}case this.atEnd():throw this.buildError(
$.ErrorUnexpectedEndOfExpression,this.previous())}throw this.buildError($.ErrorUnexpectedSymbol,this.peek())}match(...e){
for(let t of e)if(this.check(t))return this.next(),!0;return!1}check(e){return this.atEnd()?!1:this.peek().type==e}atEnd(){
return this.peek().type==w.EOF}next(){return this.atEnd()||this.offset++,this.previous()}peek(){return this.tokens[this.
offset]}previous(){return this.tokens[this.offset-1]}consume(e,t){if(this.check(e)){this.next();return}throw this.buildError(
t,this.peek())}incrDepth(){if(this.depth++,this.depth>An)throw this.buildError($.ErrorExceededMaxDepth,this.peek())}decrDepth(){
this.depth--}buildError(e,t){return new Ee(e,t)}};function Br(n){let e={paths:[],resultPaths:[],comparisons:[],fallbacks:[],afterFailure:ln(n)},t=new Rn(e),r=n.accept(t);
return t.record(r),e.resultPaths=r.flows,e}var ni=new Map([["success",!1],["failure",!0],["cancelled",!1],["always",!0]]);
function ln(n){if(n instanceof ve)return ln(n.group);if(n instanceof ee)return tt(n.literal);if(n instanceof Oe)return n.
args.length===0?ni.get(n.functionName.lexeme.toLowerCase())??null:null;if(n instanceof Ue){let e=ln(n.expr);return e===null?
null:!e}if(n instanceof we){let e=n.args.map(ln),t=n.operator.type===w.AND;return e.includes(!t)?!t:e.includes(null)?null:
t}return null}var un={other:!0,flows:[]},ri=new Set(["contains","startswith","endswith","success","failure","cancelled",
"always","hashfiles"]),Rn=class{#e;#t=[];constructor(e){this.#e=e}record(e){return"path"in e&&(this.#e.paths.push(e.path),
this.#e.fallbacks.push(this.#t)),e}#n(e){let t=this.#t;this.#t=[];try{return e()}finally{this.#t=t}}visitLiteral(e){return e.
literal instanceof q.StringData?{literal:e.literal.value,flows:[]}:un}visitUnary(e){return this.#n(()=>(this.record(e.expr.
accept(this)),un))}visitBinary(e){return this.#n(()=>this.#r(e))}#r(e){let t=e.left.accept(this),r=e.right.accept(this);
this.record(t),this.record(r);let o=e.operator.type===w.EQUAL_EQUAL?"==":e.operator.type===w.BANG_EQUAL?"!=":null;return o&&
("path"in t&&"literal"in r&&this.#e.comparisons.push({path:t.path,literal:r.literal,operator:o}),"literal"in t&&"path"in
r&&this.#e.comparisons.push({path:r.path,literal:t.literal,operator:o})),un}visitLogical(e){let t=this.#t,r=e.operator.type===
w.OR,o=e.args.map((s,a)=>(this.#t=r&&a<e.args.length-1?Hr(Wr(e.args.slice(a+1)),t):t,this.record(s.accept(this))));return this.#t=
t,{other:!0,flows:(e.operator.type===w.AND?o.slice(-1):o).flatMap(s=>s.flows)}}visitGrouping(e){return e.group.accept(this)}visitContextAccess(e){
let t=[e.name.lexeme.toLowerCase()];return{path:t,flows:[t]}}visitIndexAccess(e){return this.#n(()=>this.#o(e))}#o(e){let t=e.
expr.accept(this),r=e.index instanceof De?null:e.index.accept(this);if("path"in t){if(r&&"literal"in r){let i=[...t.path,
r.literal.toLowerCase()];return{path:i,flows:[i]}}r&&this.record(r);let o=[...t.path,"*"];return{path:o,flows:[o]}}return r&&
this.record(r),{other:!0,flows:t.flows}}visitFunctionCall(e){return this.#n(()=>this.#i(e))}#i(e){let t=e.args.map(i=>this.
record(i.accept(this))),r=e.functionName.lexeme.toLowerCase();return ri.has(r)?un:{other:!0,flows:(r==="case"?t.filter((i,s)=>s%
2===1||s===t.length-1):t).flatMap(i=>i.flows)}}};function Wr(n){return n.reduce((e,t)=>Hr(e,Vr(t)),[])}function Vr(n){if(n instanceof
ve)return Vr(n.group);if(n instanceof ee)return tt(n.literal)?"other":[];if(n instanceof we&&n.operator.type===w.OR)return Wr(
n.args);let e=Xr(n);return e?[e]:"other"}function Hr(n,e){return n==="other"||e==="other"?"other":[...n,...e]}function Xr(n){
if(n instanceof Ze)return[n.name.lexeme.toLowerCase()];if(!(n instanceof be))return null;let e=Xr(n.expr);if(e===null)return null;
let t=n.index;return t instanceof ee&&t.literal instanceof q.StringData?[...e,t.literal.value.toLowerCase()]:[...e,"*"]}var qn=class{#e=new Map;evaluate(e,t){return Mn(this.#n(e,t))}evaluateString(e,t){return this.#n(e,t).coerceString()}evaluateTruthy(e,t){
return tt(this.#n(e,t))}parseError(e){try{return this.#t(e),null}catch(t){return t instanceof Error?t.message:String(t)}}facts(e){
try{return this.#t(e).facts}catch{return{paths:[],resultPaths:[],comparisons:[],fallbacks:[],afterFailure:null}}}#t(e){let t=this.#e.
get(e);if(!t){let r=new xe(e).lex();for(let a of r.tokens)a.type===w.STRING&&(a.value=a.lexeme.slice(1,-1).replaceAll("'\
'","'"));let o=new Se(r.tokens,[...Sn],oi).parse(),i=Br(o),s=new Set(i.paths.map(a=>a[0]));t={tree:o,facts:i,contexts:Sn.
filter(a=>s.has(a))},this.#e.size>1e4&&this.#e.clear(),this.#e.set(e,t)}return t}#n(e,t){try{let{tree:r,contexts:o}=this.#t(
e),i=new q.Dictionary;for(let s of o)i.add(s,s==="env"?si(t.contexts.env):Jr(t.contexts[s]));return new pt(r,i,ii(t)).evaluate()}catch(r){
if(r instanceof se)throw r;let o=r instanceof Error?r.message:String(r);throw new se("expression-failed",`\${{ ${e} }}: ${o}`,
{...t.where?{where:t.where}:{},cause:r})}}},Ec=new qn,oi=[{name:"success",minArgs:0,maxArgs:255},{name:"failure",minArgs:0,
maxArgs:255},{name:"cancelled",minArgs:0,maxArgs:0},{name:"always",minArgs:0,maxArgs:0},{name:"hashFiles",minArgs:1,maxArgs:255}];
function ii(n){let e=n.status,t=o=>o.map(i=>i.coerceString()),r=(o,i,s,a)=>[o.toLowerCase(),{name:o,minArgs:i,maxArgs:s,
call:a}];return new Map([r("success",0,255,(...o)=>new q.BooleanData(e?e.success(t(o)):!0)),r("failure",0,255,(...o)=>new q.
BooleanData(e?e.failure(t(o)):!1)),r("cancelled",0,0,()=>new q.BooleanData(e?e.cancelled():!1)),r("always",0,0,()=>new q.
BooleanData(!0)),r("hashFiles",1,255,(...o)=>{if(!n.host?.hashFiles)throw new se("expression-failed","hashFiles() is not\
 available here",{...n.where?{where:n.where}:{}});try{return new q.StringData(n.host.hashFiles(t(o)))}catch(i){throw i instanceof
se&&i.where===void 0&&n.where?new se(i.code,i.message,{where:n.where,cause:i}):i}})])}var Kr=new WeakMap;function Jr(n){
if(n===void 0)return new q.Dictionary;if(n===null)return new q.Null;if(typeof n!="object")return Rt(n);let e=Kr.get(n);return e||
(e=Rt(n),Kr.set(n,e)),e}var Yr=new WeakMap;function si(n){if(n==null||typeof n!="object")return Jr(n);let e=Yr.get(n);if(!e){
let t=new $n;for(let[r,o]of Object.entries(n))t.add(r,Rt(o));e=t,Yr.set(n,e)}return e}var $n=class extends q.Dictionary{#e=new Map;add(e,t){
this.#e.has(e)||this.#e.set(e,t)}get(e){return this.#e.get(e)}values(){return[...this.#e.values()]}pairs(){return[...this.#e].
map(([e,t])=>({key:e,value:t}))}};function Rt(n){if(n==null)return new q.Null;if(typeof n=="string")return new q.StringData(
n);if(typeof n=="number")return new q.NumberData(n);if(typeof n=="boolean")return new q.BooleanData(n);if(Array.isArray(
n))return new q.Array(...n.map(Rt));if(typeof n=="object"){let e=new q.Dictionary;for(let[t,r]of Object.entries(n))e.add(
t,Rt(r));return e}return new q.StringData(String(n))}function Mn(n){switch(n.kind){case q.Kind.Null:return null;case q.Kind.
String:return n.value;case q.Kind.Number:return n.value;case q.Kind.Boolean:return n.value;case q.Kind.Array:return n.values().
map(Mn);default:{let e=n.pairs().map(({key:t,value:r})=>[t,Mn(r)]);return Object.fromEntries(e)}}}var v;(function(n){n[n.String=0]="String",n[n.Sequence=1]="Sequence",n[n.Mapping=2]="Mapping",n[n.BasicExpression=3]="Ba\
sicExpression",n[n.InsertExpression=4]="InsertExpression",n[n.Boolean=5]="Boolean",n[n.Number=6]="Number",n[n.Null=7]="N\
ull"})(v||(v={}));function Ge(n){switch(n){case v.String:return"StringToken";case v.Sequence:return"SequenceToken";case v.
Mapping:return"MappingToken";case v.BasicExpression:return"BasicExpressionToken";case v.InsertExpression:return"InsertEx\
pressionToken";case v.Boolean:return"BooleanToken";case v.Number:return"NumberToken";case v.Null:return"NullToken";default:{
let e=n;throw new Error(`Unhandled token type: ${n} ${e}}`)}}}var dt=class{constructor(e,t){this.index=-1,this.isKey=!1,this.parent=e,this._token=t,this.current=t}moveNext(e){switch(this.
_token.templateTokenType){case v.Sequence:{let t=this._token;return++this.index<t.count?(this.current=t.get(this.index),
!0):(this.current=void 0,!1)}case v.Mapping:{let t=this._token;return this.isKey?(this.isKey=!1,this.currentKey=this.current,
this.current=t.get(this.index).value,!0):++this.index<t.count?e?(this.isKey=!1,this.currentKey=t.get(this.index).key,this.
current=t.get(this.index).value,!0):(this.isKey=!0,this.currentKey=void 0,this.current=t.get(this.index).key,!0):(this.currentKey=
void 0,this.current=void 0,!1)}default:throw new Error(`Unexpected token type '${this._token.templateTokenType}' when tr\
aversing state`)}}getAncestors(){let e=[],t=this.parent;for(;t;)t.current&&e.unshift(t.current),t=t.parent;return e}};var te=class extends Error{constructor(e,t){super(e),this.token=t}},z=class{constructor(e,t,r,o){this.type=e,this.file=t,
this.range=r,this.definitionInfo=o}get templateTokenType(){return this.type}get line(){return this.range?.start.line}get col(){
return this.range?.start.column}get definition(){return this.definitionInfo?.definition}get description(){return this._description||
this.propertyDefinition?.description||this.definition?.description}set description(e){this._description=e}typeName(){return Ge(
this.type)}assertNull(e){if(this.type===v.Null)return this;throw new te(`Unexpected type '${this.typeName()}' encountere\
d while reading '${e}'. The type '${Ge(v.Null)}' was expected.`,this)}assertBoolean(e){if(this.type===v.Boolean)return this;
throw new te(`Unexpected type '${this.typeName()}' encountered while reading '${e}'. The type '${Ge(v.Boolean)}' was exp\
ected.`,this)}assertNumber(e){if(this.type===v.Number)return this;throw new te(`Unexpected type '${this.typeName()}' enc\
ountered while reading '${e}'. The type '${Ge(v.Number)}' was expected.`,this)}assertString(e){if(this.type===v.String)return this;
throw new te(`Unexpected type '${this.typeName()}' encountered while reading '${e}'. The type '${Ge(v.String)}' was expe\
cted.`,this)}assertScalar(e){if(this?.isScalar===!0)return this;throw new te(`Unexpected type '${this.typeName()}' encou\
ntered while reading '${e}'. The type 'ScalarToken' was expected.`,this)}assertSequence(e){if(this.type===v.Sequence)return this;
throw new te(`Unexpected type '${this.typeName()}' encountered while reading '${e}'. The type '${Ge(v.Sequence)}' was ex\
pected.`,this)}assertMapping(e){if(this.type===v.Mapping)return this;throw new te(`Unexpected type '${this.typeName()}' \
encountered while reading '${e}'. The type '${Ge(v.Mapping)}' was expected.`,this)}static*traverse(e,t){switch(yield[void 0,
e,void 0,[]],e.templateTokenType){case v.Sequence:case v.Mapping:{let r=new dt(void 0,e);for(r=new dt(r,e);r.parent;)if(r.
moveNext(t??!1))switch(e=r.current,yield[r.parent?.current,e,r.currentKey,r.getAncestors()],e.type){case v.Sequence:case v.
Mapping:r=new dt(r,e);break}else r=r.parent;break}}}toJSON(){}};function zr(n){if(n.startsWith("./"))return{path:n.substring(2)};if(n.startsWith("$/"))return{path:n.substring(2)};let[e,
t]=n.split("@"),[r,o,...i]=e.split("/").filter(s=>s.length>0);if(!r||!o||!t)throw new Error(`Invalid file reference: ${n}`);
return{repository:o,owner:r,path:i.join("/"),version:t}}var qt=class{constructor(e,t,r,o){this.rawMessage=e,this.prefix=t,this.code=r,this.range=o}get message(){return this.prefix?
`${this.prefix}: ${this.rawMessage}`:this.rawMessage}toString(){return this.message}};var qe=class{constructor(e,t,r){this._fileIds={},this._fileNames=[],this.expressionFunctions=[],this.expressionNamedContexts=
[],this.state={},this.errors=e,this.schema=t,this.trace=r}error(e,t,r){let o=e,i=r||o?.range,s=this.getErrorPrefix(o?.file??
e,o?.line,o?.col),a=t?.message??String(t),f=new qt(a,s,void 0,i);this.errors.add(f),this.trace.error(f.message)}getFileId(e){
let t=e.toUpperCase(),r=this._fileIds[t];return r===void 0&&(r=this._fileNames.length+1,this._fileIds[t]=r,this._fileNames.
push(e)),r}getFileName(e){return this._fileNames.length>=e?this._fileNames[e-1]:void 0}getFileTable(){return this._fileNames.
slice()}getErrorPrefix(e,t,r){let o=e!==void 0?this.getFileName(e):void 0;return o?t!==void 0&&r!==void 0?`${o} (Line: ${t}\
, Col: ${r})`:o:t!==void 0&&r!==void 0?`(Line: ${t}, Col: ${r})`:""}},Be=class{constructor(e,t){this._errors=[],this._maxErrors=
e??0,this._maxMessageLength=t??0}get count(){return this._errors.length}add(e){for(let t of Array.isArray(e)?e:[e])(this.
_maxErrors<=0||this._errors.length<this._maxErrors)&&(this._maxMessageLength>0&&t.message.length>this._maxMessageLength&&
(t=new qt(t.message.substring(0,this._maxMessageLength)+"[...]",t.prefix,t.code,t.range)),this._errors.push(t))}check(e){
if(!(this._errors.length<=0))throw e||(e="The template is not valid."),new Error(`${e} ${this._errors.map(t=>t.message).
join(",")}`)}clear(){this._errors=[]}getErrors(){return this._errors.slice()}};var V=class{constructor(e,t){this.isDefinitionInfo=!0;let r=e?.isDefinitionInfo===!0?e:void 0;if(this._schema=r===void 0?
e:r._schema,this.definition=typeof t=="string"?this._schema.getDefinition(t):t,this.definition.readerContext.length>0){this.
allowedContext=[];let o={};for(let i of r?.allowedContext??[])this.allowedContext.push(i),o[i.toUpperCase()]=!0;for(let i of this.
definition.readerContext){let s=i.toUpperCase();o[s]||(this.allowedContext.push(i),o[s]=!0)}}else this.allowedContext=r?.
allowedContext??[]}getScalarDefinitions(){return this._schema.getScalarDefinitions(this.definition)}getDefinitionsOfType(e){
return this._schema.getDefinitionsOfType(this.definition,e)}};var D;(function(n){n[n.Null=0]="Null",n[n.Boolean=1]="Boolean",n[n.Number=2]="Number",n[n.String=3]="String",n[n.Sequence=
4]="Sequence",n[n.Mapping=5]="Mapping",n[n.OneOf=6]="OneOf",n[n.AllowedValues=7]="AllowedValues"})(D||(D={}));var ht="allowed-values";var W="boolean",jn="boolean-definition",Pn="boolean-definition-properties";var We="constant",ne="context",x="definition",Ve="definitions",H="description",$t="ignore-case",Mt="insert",jt="is-expre\
ssion",mt="item-type",$e="loose-key-type",rt="loose-value-type";var Q="mapping",Ln="mapping-definition",Cn="mapping-definition-properties",Te="mapping-property-value",ue="non-empty-str\
ing",re="null",Un="null-definition",Fn="null-definition-properties",oe="number",Gn="number-definition",Bn="number-defini\
tion-properties",He="one-of",Wn="one-of-definition";var Vn="property-value",Xe="properties",Pt="required",gt="require-non-empty",Qr="scalar",ie="sequence",Hn="sequence-defi\
nition",Xn="sequence-definition-properties",Lt="type",he="sequence-of-non-empty-string",j="string",Kn="string-definition",
Yn="string-definition-properties";var _e="template-schema",pn="version";var le=class extends z{constructor(e,t,r,o){super(e,t,r,o)}get isScalar(){return!0}static trimDisplayString(e){let t=e.trimStart(),
r=t.indexOf(`
`),o=t.indexOf("\r");return(r>=0||o>=0)&&(t=t.substr(0,Math.min(r>=0?r:Number.MAX_VALUE,o>=0?o:Number.MAX_VALUE))),t}};var me=class extends le{constructor(e,t,r,o){super(e,t,r,o)}get isLiteral(){return!0}get isExpression(){return!1}toDisplayString(){
return le.trimDisplayString(this.toString())}assertUnexpectedValue(e){throw new Error(`Error while reading '${e}'. Unexp\
ected value '${this.toString()}'`)}};var T=class n extends me{constructor(e,t,r,o,i,s){super(v.String,e,t,o),this.value=r,this.source=i,this.blockScalarHeader=
s}clone(e){return e?new n(void 0,void 0,this.value,this.definitionInfo,this.source,this.blockScalarHeader):new n(this.file,
this.range,this.value,this.definitionInfo,this.source,this.blockScalarHeader)}toString(){return this.value}toJSON(){return this.
value}};var ot=class n extends me{constructor(e,t,r,o){super(v.Number,e,t,o),this.num=r}get value(){return this.num}clone(e){return e?
new n(void 0,void 0,this.num,this.definitionInfo):new n(this.file,this.range,this.num,this.definitionInfo)}toString(){return`${this.
num}`}toJSON(){return this.num}};var it=class n extends me{constructor(e,t,r,o){super(v.Boolean,e,t,o),this.bool=r}get value(){return this.bool}clone(e){
return e?new n(void 0,void 0,this.bool,this.definitionInfo):new n(this.file,this.range,this.bool,this.definitionInfo)}toString(){
return this.bool?"true":"false"}toJSON(){return this.bool}};var pe=class n extends me{constructor(e,t,r){super(v.Null,e,t,r)}clone(e){return e?new n(void 0,void 0,this.definitionInfo):
new n(this.file,this.range,this.definitionInfo)}toString(){return""}toJSON(){return null}};var Ct=class{constructor(e,t){this.key=e,this.value=t}};var Me=class n extends z{constructor(e,t,r){super(v.Sequence,e,t,r),this.seq=[]}get count(){return this.seq.length}get isScalar(){
return!1}get isLiteral(){return!1}get isExpression(){return!1}add(e){this.seq.push(e)}get(e){return this.seq[e]}clone(e){
let t=e?new n(void 0,void 0,this.definitionInfo):new n(this.file,this.range,this.definitionInfo);for(let r of this.seq)t.
add(r.clone(e));return t}toJSON(){return{type:v.Sequence,seq:this.seq}}*[Symbol.iterator](){for(let e of this.seq)yield e}};var je=class n extends z{constructor(e,t,r){super(v.Mapping,e,t,r),this.map=[]}get count(){return this.map.length}get isScalar(){
return!1}get isLiteral(){return!1}get isExpression(){return!1}add(e,t){this.map.push(new Ct(e,t))}get(e){return this.map[e]}find(e){
return this.map.find(r=>r.key.toString()===e)?.value}remove(e){this.map.splice(e,1)}clone(e){let t=e?new n(void 0,void 0,
this.definitionInfo):new n(this.file,this.range,this.definitionInfo);for(let r of this.map)t.add(r.key.clone(e),r.value.
clone(e));return t}toJSON(){let e=[];for(let t of this.map)e.push({Key:t.key,Value:t.value});return{type:v.Mapping,map:e}}*[Symbol.
iterator](){for(let e of this.map)yield e}};function fn(n){let e=/^([a-zA-Z0-9_]+)\(([0-9]+),([0-9]+|MAX)\)$/,t=[],r=[];if(n.length>0)for(let o of n){let i=o.match(
e);if(i){let s=i[1],a=Number.parseInt(i[2]),f=i[3],h=f==="MAX"?Number.MAX_SAFE_INTEGER:Number.parseInt(f);r.push({name:s,
minArgs:a,maxArgs:h})}else t.push(o)}return{namedContexts:t,functions:r}}var ge=class extends le{constructor(e,t,r,o,i){super(e,t,r,i),this.directive=o}get isLiteral(){return!1}get isExpression(){
return!0}static validateExpression(e,t){let{namedContexts:r,functions:o}=fn(t),s=new xe(e).lex();new Se(s.tokens,r,o).parse()}};var K=class n extends ge{constructor(e,t,r,o,i,s,a,f){super(v.BasicExpression,e,t,void 0,o),this.expr=r,this.source=s,this.
originalExpressions=i,this.expressionRange=a,this.blockScalarHeader=f}get expression(){return this.expr}clone(e){return e?
new n(void 0,void 0,this.expr,this.definitionInfo,this.originalExpressions,this.source,this.expressionRange,this.blockScalarHeader):
new n(this.file,this.range,this.expr,this.definitionInfo,this.originalExpressions,this.source,this.expressionRange,this.
blockScalarHeader)}toString(){return`${"${{"} ${this.expr} ${"}}"}`}toDisplayString(){return le.trimDisplayString(this.toString())}toJSON(){
return{type:v.BasicExpression,expr:this.expr}}};var Ut=class n extends ge{constructor(e,t,r){super(v.InsertExpression,e,t,Mt,r)}clone(e){return e?new n(void 0,void 0,this.
definitionInfo):new n(this.file,this.range,this.definitionInfo)}toString(){return`${"${{"} ${Mt} ${"}}"}`}toDisplayString(){
return le.trimDisplayString(this.toString())}toJSON(){return{type:v.InsertExpression,expr:"insert"}}};function Ft(n){return n.isLiteral}function Jn(n){return n.isScalar}function _(n){return Ft(n)&&n.templateTokenType===v.String}
function Gt(n){return Ft(n)&&n.templateTokenType===v.Number}function Pe(n){return Ft(n)&&n.templateTokenType===v.Boolean}
function wt(n){return Jn(n)&&n.templateTokenType===v.BasicExpression}function Y(n){return n instanceof Me}function O(n){
return n instanceof je}var Zr=/\s/,ci=new Set(["background","wait","wait-all","cancel"]),ui=new Set(["wait","wait-all","cancel"]);function vt(n,e,t,r){
let o=new zn(n,t,r),i;try{t.validateStart();let s=new V(n.schema,e);i=o.readValue(s),t.validateEnd()}catch(s){n.error(r,
s)}return i}var zn=class{constructor(e,t,r){this._context=e,this._schema=e.schema,this._objectReader=t,this._fileId=r}readValue(e){
let t=this._objectReader.allowLiteral();if(t){let i=this.parseScalar(t,e);return i=this.validate(i,e),i}let r=this._objectReader.
allowSequenceStart();if(r){let i=e.getDefinitionsOfType(D.Sequence)[0];if(i){let s=new V(e,i.itemType);for(;!this._objectReader.
allowSequenceEnd();){let a=this.readValue(s);r.add(a)}}else for(this._context.error(r,"A sequence was not expected");!this.
_objectReader.allowSequenceEnd();)this.skipValue();return r.definitionInfo=e,r}let o=this._objectReader.allowMappingStart();
if(o){let i=e.getDefinitionsOfType(D.Mapping);if(i.length>0)if(i.length>1||Object.keys(i[0].properties).length>0||!i[0].
looseKeyType)this.handleMappingWithWellKnownProperties(e,i,o);else{let s=new V(e,i[0].looseKeyType),a=new V(e,i[0].looseValueType);
this.handleMappingWithAllLooseProperties(e,s,a,i[0],o)}else for(this._context.error(o,"A mapping was not expected");!this.
_objectReader.allowMappingEnd();)this.skipValue(),this.skipValue();return o.definitionInfo||(o.definitionInfo=e),o}throw new Error(
"Expected a scalar value, a sequence, or a mapping")}handleMappingWithWellKnownProperties(e,t,r){let o,i,s,a;t[0].looseKeyType&&
(o=t[0].looseKeyType,i=t[0].looseValueType);let f={},h=!1,u;for(;u=this._objectReader.allowLiteral();){let c=this.parseScalar(
u,e);if(c.isExpression){if(h=!0,e.allowedContext.length>0){let d=new V(e,"any");r.add(c,this.readValue(d))}else this._context.
error(c,"A template expression is not allowed in this context"),this.skipValue();continue}let l=c.templateTokenType===v.
String?c:new T(c.file,c.range,c.toString(),c.definitionInfo);if(l.value){let d=l.value.toUpperCase();if(f[d]){this._context.
error(l,`'${l.value}' is already defined`),this.skipValue();continue}f[d]=!0}let p=this._schema.matchPropertyAndFilter(t,
l.value);if(p){if(!this.backgroundStepsEnabled()&&ci.has(l.value)){this._context.error(l,`Unexpected value '${l.value}'`),
this.skipValue();continue}let d=new V(e,p.type);l.definitionInfo=d,p.description&&(l.description=p.description);let m=this.
readValue(d);r.add(l,m);continue}if(o){s||(s=new V(e,o),a=new V(e,i)),this.validate(l,s);let d=new V(e,t[0].looseValueType);
l.definitionInfo=d;let m=this.readValue(a);r.add(l,m);continue}this._context.error(l,`Unexpected value '${l.value}'`),this.
skipValue()}if(t.length===1&&(r.definitionInfo=new V(e,t[0])),t.length>1){let c={};for(let d of t)for(let m of Object.keys(
d.properties))c[m]=(c[m]??0)+1;let l=[];for(let d of Object.keys(c))c[d]===1&&l.push(d);let p=this.backgroundStepsEnabled()?
l:l.filter(d=>!ui.has(d));this._context.error(r,`There's not enough info to determine what you meant. Add one of these p\
roperties: ${p.sort().join(", ")}`)}else if(t.length===1&&!h)for(let c of Object.keys(t[0].properties))t[0].properties[c].
required&&!f[c.toUpperCase()]&&this._context.error(r,`Required property is missing: ${c}`);this.expectMappingEnd()}handleMappingWithAllLooseProperties(e,t,r,o,i){
let s,a={},f;for(;f=this._objectReader.allowLiteral();){let h=this.parseScalar(f,e);if(h.definitionInfo=t,h.isExpression){
e.allowedContext.length>0?(s=this.readValue(r),i.add(h,s)):(this._context.error(h,"A template expression is not allowed \
in this context"),this.skipValue());continue}let u=h.templateTokenType===v.String?h:new T(h.file,h.range,h.toString(),h.
definitionInfo);if(u.value){let l=u.value.toUpperCase();if(a[l]){this._context.error(u,`'${u.value}' is already defined`),
this.skipValue();continue}a[l]=!0}this.validate(u,t);let c=new V(e,o.looseValueType);u.definitionInfo=c,s=this.readValue(
r),i.add(u,s)}this.expectMappingEnd()}expectMappingEnd(){if(!this._objectReader.allowMappingEnd())throw new Error("Expec\
ted mapping end")}skipValue(){if(!this._objectReader.allowLiteral())if(this._objectReader.allowSequenceStart())for(;!this.
_objectReader.allowSequenceEnd();)this.skipValue();else if(this._objectReader.allowMappingStart())for(;!this._objectReader.
allowMappingEnd();)this.skipValue(),this.skipValue();else throw new Error("Expected a scalar value, a sequence, or a map\
ping")}validate(e,t){switch(e.templateTokenType){case v.Null:case v.Boolean:case v.Number:case v.String:{let r=e,o=t.getScalarDefinitions(),
i;if(i=o.find(s=>s.isMatch(r)))return e.definitionInfo=new V(t,i),e;if(r.templateTokenType!==v.String){let s=new T(r.file,
r.range,r.toString(),r.definitionInfo);if(i=o.find(a=>a.isMatch(s)))return s.definitionInfo=new V(t,i),s}return this._context.
error(r,`Unexpected value '${r.toString()}'`),e}case v.BasicExpression:return t.allowedContext.length===0&&this._context.
error(e,"A template expression is not allowed in this context"),e;default:return this._context.error(e,`Unexpected value\
 '${e.toString()}'`),e}}parseScalar(e,t){if(!_(e)||!e.value)return e;let r=t.allowedContext,o=e.range===void 0||e.range.
start.line===e.range.end.line,i=o?e.value:e.source??e.value,s=i.indexOf("${{");if(s<0)return e;let a=!1,f=[],h=0;for(;h<
i.length;)if(h===s){s=h;let d=-1,m=!1;for(h+="${{".length;h<i.length;h++)if(i[h]==="'")m=!m;else if(!m&&i[h]==="}"&&i[h-
1]==="}"){d=h,h++;break}if(d<s)return this._context.error(e,"The expression is not closed. An unescaped ${{ sequence was\
 found, but the closing }} sequence was not found."),e;let y=i.substr(s+"${{".length,d-s+1-"${{".length-"}}".length),g=e.
range;if(o){let k=(e.source??i).indexOf("${{")-i.indexOf("${{");g={start:{line:g.start.line,column:g.start.column+s+k},end:{
line:g.end.line,column:g.start.column+d+1+k}}}else{let k=i.substring(0,s),A=k.split(`
`).length,b=k.lastIndexOf(`
`),Z=s-b,L=d-b+1;g={start:{line:g.start.line+A,column:Z},end:{line:g.start.line+A,column:L}}}let S=this.parseIntoExpressionToken(
g,y,r,e,t);if(!S)a=!0;else{if(S.directive&&(s!==0||h<i.length))return this._context.error(e,`The directive '${S.directive}\
' is not allowed in this context. Directives are not supported for expressions that are embedded within a string. Direct\
ives are only supported when the entire value is an expression.`),e;f.push(S)}s=i.indexOf("${{",h)}else if(h<s)this.addString(
f,e.range,i.substr(h,s-h),e.definitionInfo),h=s;else{this.addString(f,e.range,i.substr(h),e.definitionInfo);break}if(a)return e;
if(f.length===1&&f[0].templateTokenType===v.BasicExpression){let d=f[0],m=this.getExpressionString(d.expression);if(m!==
void 0)return new T(this._fileId,e.range,m,e.definitionInfo)}if(f.length===1)return f[0];let u=[],c=[],l=[],p=0;for(let d of f)
if(_(d)){let m=d.value.replace(/'/g,"''").replace(/\{/g,"{{").replace(/\}/g,"}}");u.push(m)}else{u.push(`{${p}}`),p++;let m=d;
c.push(", "),c.push(m.expression),l.push(m)}return new K(this._fileId,e.range,`format('${u.join("")}'${c.join("")})`,t,l,
i,void 0,e.blockScalarHeader)}parseIntoExpressionToken(e,t,r,o,i){let s=this.parseExpression(e,o,t,r,i);if(s.error){this.
_context.error(o,s.error,e);return}return s.expression}parseExpression(e,t,r,o,i){let s=r.trim();if(!s)return{error:new Error(
"An expression was expected")};let a=this.matchDirective(s,Mt,0);if(a.isMatch)return{expression:new Ut(this._fileId,e,i)};
if(a.error)return{error:a.error};try{ge.validateExpression(s,o)}catch(c){return{error:c}}let f=r.length-r.trimStart().length,
h=r.length-r.trimEnd().length,u={start:{...e.start,column:e.start.column+"${{".length+f},end:{...e.end,column:e.end.column-
"}}".length-h}};return{expression:new K(this._fileId,e,s,i,void 0,t.source,u,t.blockScalarHeader),error:void 0}}addString(e,t,r,o){
if(e.length>0&&e[e.length-1].templateTokenType===v.String){let i=e[e.length-1];e[e.length-1]=new T(this._fileId,t,`${i.value}${r}`,
o)}else e.push(new T(this._fileId,t,r,o))}matchDirective(e,t,r){let o=[];if(e.startsWith(t)&&(e.length===t.length||Zr.test(
e[t.length]))){let i=t.length,s=!1,a=0;for(let f=i;f<e.length;f++){let h=e[f];Zr.test(h)&&!s&&a==0?(i<1&&o.push(e.substr(
i,f-i)),i=f+1):h==="'"?s=!s:h==="("&&!s?a++:h===")"&&!s&&a--}return i<e.length&&o.push(e.substr(i)),r!=o.length?{isMatch:!1,
parameters:[],error:new Error(`Exactly ${r} parameter(s) were expected following the directive '${t}'. Actual parameter \
count: ${o.length}`)}:{isMatch:!0,parameters:o}}return{isMatch:!1,parameters:o}}getExpressionString(e){let t=[],r=!1;for(let o=0;o<
e.length;o++){let i=e[o];if(i==="'")r=!r,r&&o!==0&&t.push(i);else if(r)t.push(i);else return}return t.join("")}backgroundStepsEnabled(){
return this._context.state.featureFlags?.isEnabled("allowBackgroundSteps")??!1}};var eo="workflow-root-strict";var P=class{constructor(e,t){this.type=e,this.token=t}},I;(function(n){n[n.Literal=0]="Literal",n[n.SequenceStart=1]="Se\
quenceStart",n[n.SequenceEnd=2]="SequenceEnd",n[n.MappingStart=3]="MappingStart",n[n.MappingEnd=4]="MappingEnd",n[n.DocumentStart=
5]="DocumentStart",n[n.DocumentEnd=6]="DocumentEnd"})(I||(I={}));var bt=class{constructor(e,t){this._fileId=e;let r=JSON.parse(t);this._generator=this.getParseEvents(r,!0),this._current=
this._generator.next()}allowLiteral(){if(!this._current.done){let e=this._current.value;if(e.type===I.Literal)return this.
_current=this._generator.next(),e.token}}allowSequenceStart(){if(!this._current.done){let e=this._current.value;if(e.type===
I.SequenceStart)return this._current=this._generator.next(),e.token}}allowSequenceEnd(){return!this._current.done&&this.
_current.value.type===I.SequenceEnd?(this._current=this._generator.next(),!0):!1}allowMappingStart(){if(!this._current.done){
let e=this._current.value;if(e.type===I.MappingStart)return this._current=this._generator.next(),e.token}}allowMappingEnd(){
return!this._current.done&&this._current.value.type===I.MappingEnd?(this._current=this._generator.next(),!0):!1}validateEnd(){
if(!this._current.done&&this._current.value.type===I.DocumentEnd){this._current=this._generator.next();return}throw new Error(
"Expected end of reader")}validateStart(){if(!this._current.done&&this._current.value.type===I.DocumentStart){this._current=
this._generator.next();return}throw new Error("Expected start of reader")}*getParseEvents(e,t){switch(t&&(yield new P(I.
DocumentStart,void 0)),typeof e){case"undefined":yield new P(I.Literal,new pe(this._fileId,void 0,void 0));break;case"bo\
olean":yield new P(I.Literal,new it(this._fileId,void 0,e,void 0));break;case"number":yield new P(I.Literal,new ot(this.
_fileId,void 0,e,void 0));break;case"string":yield new P(I.Literal,new T(this._fileId,void 0,e,void 0));break;case"objec\
t":if(e===null)yield new P(I.Literal,new pe(this._fileId,void 0,void 0));else if(Array.isArray(e)){yield new P(I.SequenceStart,
new Me(this._fileId,void 0,void 0));for(let r of e)for(let o of this.getParseEvents(r))yield o;yield new P(I.SequenceEnd,
void 0)}else{yield new P(I.MappingStart,new je(this._fileId,void 0,void 0));for(let r of Object.keys(e)){yield new P(I.Literal,
new T(this._fileId,void 0,r,void 0));for(let o of this.getParseEvents(e[r]))yield o}yield new P(I.MappingEnd,void 0)}break;default:
throw new Error(`Unexpected value type '${typeof e}' when reading object`)}t&&(yield new P(I.DocumentEnd,void 0))}};var Ke=class{error(){}info(){}verbose(){}};var Ne=class{constructor(e,t){if(this.readerContext=[],this.evaluatorContext=[],this.key=e,t)for(let r=0;r<t.count;)switch(t.
get(r).key.assertString(`${x} key`).value){case ne:{let i=t.get(r).value.assertSequence(`${x} ${ne}`);t.remove(r);let s={},
a={};for(let f of i){let h=f.assertString(`${ne} item`).value,u=h.toUpperCase();if(s[u])throw new Error(`Duplicate conte\
xt item '${h}'`);s[u]=!0,this.readerContext.push(h);let c=h.indexOf("("),l=c>0?h.substr(0,c+1)+")":h,p=l.toUpperCase();if(a[p])
throw new Error(`Duplicate context item '${l}'`);a[p]=!0,this.evaluatorContext.push(l)}break}case H:{let i=t.get(r).value;
this.description=i.assertString(H).value,t.remove(r);break}default:{r++;break}}}};var Ae=class extends Ne{constructor(e,t){super(e,t)}};var Wt=class extends Ae{constructor(e,t){if(super(e,t),t)for(let r of t){let o=r.key.assertString(`${x} key`);switch(o.value){case W:{
let i=r.value.assertMapping(`${x} ${W}`);for(let s of i){let a=s.key.assertString(`${x} ${W} key`);switch(a.value){default:
a.assertUnexpectedValue(`${x} ${W} key`);break}}break}default:o.assertUnexpectedValue(`${x} key`)}}}get definitionType(){
return D.Boolean}isMatch(e){return e.templateTokenType===v.Boolean}validate(){}};var N=class{constructor(e){if(this.type="",this.required=!1,e.templateTokenType===v.String)this.type=e.value;else{let t=e.
assertMapping(Te);for(let r of t){let o=r.key.assertString(`${Te} key`);switch(o.value){case Lt:this.type=r.value.assertString(
`${Te} ${Lt}`).value;break;case Pt:this.required=r.value.assertBoolean(`${Te} ${Pt}`).value;break;case H:this.description=
r.value.assertString(`${Te} ${H}`).value;break;default:o.assertUnexpectedValue(`${Te} key`)}}}}};var C=class extends Ne{constructor(e,t){if(super(e,t),this.properties={},this.looseKeyType="",this.looseValueType="",t)for(let r of t){
let o=r.key.assertString(`${x} key`);switch(o.value){case Q:{let i=r.value.assertMapping(`${x} ${Q}`);for(let s of i){let a=s.
key.assertString(`${x} ${Q} key`);switch(a.value){case Xe:{let f=s.value.assertMapping(`${x} ${Q} ${Xe}`);for(let h of f){
let u=h.key.assertString(`${x} ${Q} ${Xe} key`);this.properties[u.value]=new N(h.value)}break}case $e:{let f=s.value.assertString(
`${x} ${Q} ${$e}`);this.looseKeyType=f.value;break}case rt:{let f=s.value.assertString(`${x} ${Q} ${rt}`);this.looseValueType=
f.value;break}default:a.assertUnexpectedValue(`${x} ${Q} key`);break}}break}default:o.assertUnexpectedValue(`${x} key`)}}}get definitionType(){
return D.Mapping}validate(e,t){if(this.looseKeyType)if(e.getDefinition(this.looseKeyType),this.looseValueType)e.getDefinition(
this.looseValueType);else throw new Error(`Property '${$e}' is defined but '${rt}' is not defined on '${t}'`);else if(this.
looseValueType)throw new Error(`Property '${rt}' is defined but '${$e}' is not defined on '${t}'`);for(let r of Object.keys(
this.properties)){let o=this.properties[r];if(!o.type)throw new Error(`Type not specified for the property '${r}' on '${t}\
'`);e.getDefinition(o.type)}}};var Vt=class extends Ae{constructor(e,t){if(super(e,t),t)for(let r of t){let o=r.key.assertString(`${x} key`);switch(o.value){case re:{
let i=r.value.assertMapping(`${x} ${re}`);for(let s of i){let a=s.key.assertString(`${x} ${re} key`);switch(a.value){default:
a.assertUnexpectedValue(`${x} ${re} key`);break}}break}default:o.assertUnexpectedValue(`${x} key`)}}}get definitionType(){
return D.Null}isMatch(e){return e.templateTokenType===v.Null}validate(){}};var Ht=class extends Ae{constructor(e,t){if(super(e,t),t)for(let r of t){let o=r.key.assertString(`${x} key`);switch(o.value){case oe:{
let i=r.value.assertMapping(`${x} ${oe}`);for(let s of i){let a=s.key.assertString(`${x} ${oe} key`);switch(a.value){default:
a.assertUnexpectedValue(`${x} ${oe} key`);break}}break}default:o.assertUnexpectedValue(`${x} key`)}}}get definitionType(){
return D.Number}isMatch(e){return e.templateTokenType===v.Number}validate(){}};var Ye=class extends Ne{constructor(e,t){if(super(e,t),this.oneOf=[],this.oneOfPrefix=[],t)for(let r of t){let o=r.key.assertString(
`${x} key`);switch(o.value){case He:{let i=r.value.assertSequence(`${x} ${He}`);for(let s of i){let a=s.assertString(`${x}\
 ${He} item`);this.oneOf.push(a.value)}break}case ht:{let i=r.value.assertSequence(`${x} ${ht}`);for(let s of i){let a=s.
assertString(`${x} ${He} item`);this.oneOf.push(this.key+"-"+a.value)}break}default:o.assertUnexpectedValue(`${x} key`);
break}}}get definitionType(){return D.OneOf}validate(e,t){if(this.oneOf.length===0)throw new Error(`'${t}' does not cont\
ain any references`);let r=!1,o=[],i,s,a,f,h,u=[],c={};for(let l of this.oneOf){if(c[l])throw new Error(`'${t}' contains\
 duplicate nested type '${l}'`);c[l]=!0;let p=e.getDefinition(l);if(p.readerContext.length>0)throw new Error(`'${t}' is \
a one-of definition and references another definition that defines context. This is currently not supported.`);switch(p.
definitionType){case D.Mapping:{let d=p;o.push(d),d.looseKeyType&&(r=!0);break}case D.Sequence:{if(s)throw new Error(`'${t}\
' refers to more than one definition of type '${ie}'`);s=p;break}case D.Null:{if(a)throw new Error(`'${t}' refers to mor\
e than one definition of type '${re}'`);a=p;break}case D.Boolean:{if(f)throw new Error(`'${t}' refers to more than one d\
efinition of type '${W}'`);f=p;break}case D.Number:{if(h)throw new Error(`'${t}' refers to more than one definition of t\
ype '${oe}'`);h=p;break}case D.String:{let d=p;if(u.length>0&&(!u[0].constant||!d.constant))throw new Error(`'${t}' refe\
rs to more than one '${Qr}', but some do not set '${We}'`);u.push(d);break}case D.OneOf:{if(i)throw new Error(`'${t}' co\
ntains multiple allowed-values definitions`);i=p;break}default:throw new Error(`'${t}' refers to a definition with type \
'${p.definitionType}'`)}}if(o.length>1){if(r)throw new Error(`'${t}' refers to two mappings and at least one sets '${$e}\
'. This is not currently supported.`);let l={};for(let p of o)for(let d of Object.keys(p.properties)){let m=p.properties[d],
y=l[d];if(y){if(y.type===m.type)continue;throw new Error(`'${t}' contains two mappings with the same property, but each \
refers to a different type. All matching properties must refer to the same type.`)}else l[d]=m}}}};var kt=class extends Ne{constructor(e,t){if(super(e,t),this.itemType="",t)for(let r of t){let o=r.key.assertString(`${x}\
 key`);switch(o.value){case ie:{let i=r.value.assertMapping(`${x} ${ie}`);for(let s of i){let a=s.key.assertString(`${x}\
 ${ie} key`);if(a.value===mt){let f=s.value.assertString(`${x} ${ie} ${mt}`);this.itemType=f.value}else a.assertUnexpectedValue(
`${x} ${ie} key`)}break}default:o.assertUnexpectedValue(`${x} key`)}}}get definitionType(){return D.Sequence}validate(e,t){
if(!this.itemType)throw new Error(`'${t}' does not defined '${mt}'`);e.getDefinition(this.itemType)}};var st=class extends Ae{constructor(e,t){if(super(e,t),this.constant="",this.ignoreCase=!1,this.requireNonEmpty=!1,this.
isExpression=!1,t)for(let r of t){let o=r.key.assertString(`${x} key`);switch(o.value){case j:{let i=r.value.assertMapping(
`${x} ${j}`);for(let s of i){let a=s.key.assertString(`${x} ${j} key`);switch(a.value){case We:{let f=s.value.assertString(
`${x} ${j} ${We}`);this.constant=f.value;break}case $t:{let f=s.value.assertBoolean(`${x} ${j} ${$t}`);this.ignoreCase=f.
value;break}case gt:{let f=s.value.assertBoolean(`${x} ${j} ${gt}`);this.requireNonEmpty=f.value;break}case jt:{let f=s.
value.assertBoolean(`${x} ${j} ${jt}`);this.isExpression=f.value;break}default:a.assertUnexpectedValue(`${x} ${j} key`);
break}}break}default:o.assertUnexpectedValue(`${x} key`)}}}get definitionType(){return D.String}isMatch(e){if(e.templateTokenType===
v.String){let t=e.value;return this.constant?this.ignoreCase?this.constant.toUpperCase()===t.toUpperCase():this.constant===
t:this.requireNonEmpty?!!t:!0}return!1}validate(){if(this.constant&&this.requireNonEmpty)throw new Error(`Properties '${We}\
' and '${gt}' cannot both be set`)}};var Je=class n{constructor(e){this.definitions={},this.version="",this.definitions[re]=new Vt(re),this.definitions[W]=new Wt(
W),this.definitions[oe]=new Ht(oe),this.definitions[j]=new st(j);let t=new kt(ie);t.itemType="any",this.definitions[t.key]=
t;let r=new C(Q);r.looseKeyType=j,r.looseValueType="any",this.definitions[r.key]=r;let o=new Ye("any");if(o.oneOf.push(re),
o.oneOf.push(W),o.oneOf.push(oe),o.oneOf.push(j),o.oneOf.push(ie),o.oneOf.push(Q),this.definitions[o.key]=o,e)for(let i of e){
let s=i.key.assertString(`${_e} key`);switch(s.value){case pn:{this.version=i.value.assertString(`${_e} ${pn}`).value;break}case Ve:{
let a=i.value.assertMapping(`${_e} ${Ve}`);for(let f of a){let h=f.key.assertString(`${_e} ${Ve} key`),u=f.value.assertMapping(
`${_e} ${Ve} value`),c;for(let l of u){let p=l.key.assertString(`${x} key`),d=f.value;switch(p.value){case re:c=new Vt(h.
value,u);break;case W:c=new Wt(h.value,u);break;case oe:c=new Ht(h.value,u);break;case j:c=new st(h.value,u);break;case ie:
c=new kt(h.value,u);break;case Q:c=new C(h.value,u);break;case He:c=new Ye(h.value,u);break;case ht:for(let m of d)if(m.
value.templateTokenType===v.Sequence){let y=m.value;for(let g of y)if(g.templateTokenType===v.String){let S=g,k=h.value+
"-"+S.value,A=new st(k);A.constant=S.toDisplayString(),this.definitions[k]=A}}c=new Ye(h.value,u);break;case ne:case H:continue;default:
p.assertUnexpectedValue(`${x} mapping key`);break}break}if(!c)throw new Error(`Not enough information to construct defin\
ition '${h.value}'`);this.definitions[h.value]=c}break}default:s.assertUnexpectedValue(`${_e} key`);break}}}getDefinition(e){
let t=this.definitions[e];if(t)return t;throw new Error(`Schema definition '${e}' not found`)}getScalarDefinitions(e){let t=[];
switch(e.definitionType){case D.Null:case D.Boolean:case D.Number:case D.String:t.push(e);break;case D.OneOf:{let r=e;for(let o of r.
oneOf){let i=this.getDefinition(o);t.push(...this.getScalarDefinitions(i))}break}}return t}getDefinitionsOfType(e,t){let r=[];
if(e.definitionType===t)r.push(e);else if(e.definitionType===D.OneOf){let o=e;for(let i of o.oneOf){let s=this.getDefinition(
i);s.definitionType===t&&r.push(s)}}return r}matchPropertyAndFilter(e,t){let r,o=!1;for(let i of e){let s=i.properties[t];
s?r=s:o=!0}if(r&&o)for(let i=0;i<e.length;)e[i].properties[t]?i++:e.splice(i,1);return r}validate(){let e={};for(let t of Object.
keys(this.definitions)){if(!t.match(n._definitionNamePattern))throw new Error(`Invalid definition name '${t}'`);let r=this.
definitions[t];r.definitionType===D.OneOf?e[t]=r:r.validate(this,t)}for(let t of Object.keys(e))e[t].validate(this,t)}static load(e){
let t=new qe(new Be(10,500),n.getInternalSchema(),new Ke),r=vt(t,_e,e,void 0);t.errors.check();let o=r.assertMapping(_e),
i=new n(o);return i.validate(),i}static getInternalSchema(){if(n._internalSchema===void 0){let e=new n,t=new C(_e);t.properties[pn]=
new N(new T(void 0,void 0,ue,void 0)),t.properties[Ve]=new N(new T(void 0,void 0,Ve,void 0)),e.definitions[t.key]=t,t=new C(
Ve),t.looseKeyType=ue,t.looseValueType=x,e.definitions[t.key]=t;let r=new Ye(x);r.oneOf.push(Un),r.oneOf.push(jn),r.oneOf.
push(Gn),r.oneOf.push(Kn),r.oneOf.push(Hn),r.oneOf.push(Ln),r.oneOf.push(Wn),e.definitions[r.key]=r,t=new C(Un),t.properties[H]=
new N(new T(void 0,void 0,j,void 0)),t.properties[ne]=new N(new T(void 0,void 0,he,void 0)),t.properties[re]=new N(new T(
void 0,void 0,Fn,void 0)),e.definitions[t.key]=t,t=new C(Fn),e.definitions[t.key]=t,t=new C(jn),t.properties[H]=new N(new T(
void 0,void 0,j,void 0)),t.properties[ne]=new N(new T(void 0,void 0,he,void 0)),t.properties[W]=new N(new T(void 0,void 0,
Pn,void 0)),e.definitions[t.key]=t,t=new C(Pn),e.definitions[t.key]=t,t=new C(Gn),t.properties[H]=new N(new T(void 0,void 0,
j,void 0)),t.properties[ne]=new N(new T(void 0,void 0,he,void 0)),t.properties[oe]=new N(new T(void 0,void 0,Bn,void 0)),
e.definitions[t.key]=t,t=new C(Bn),e.definitions[t.key]=t,t=new C(Kn),t.properties[H]=new N(new T(void 0,void 0,j,void 0)),
t.properties[ne]=new N(new T(void 0,void 0,he,void 0)),t.properties[j]=new N(new T(void 0,void 0,Yn,void 0)),e.definitions[t.
key]=t,t=new C(Yn),t.properties[We]=new N(new T(void 0,void 0,ue,void 0)),t.properties[$t]=new N(new T(void 0,void 0,W,void 0)),
t.properties[gt]=new N(new T(void 0,void 0,W,void 0)),t.properties[jt]=new N(new T(void 0,void 0,W,void 0)),e.definitions[t.
key]=t,t=new C(Hn),t.properties[H]=new N(new T(void 0,void 0,j,void 0)),t.properties[ne]=new N(new T(void 0,void 0,he,void 0)),
t.properties[ie]=new N(new T(void 0,void 0,Xn,void 0)),e.definitions[t.key]=t,t=new C(Xn),t.properties[mt]=new N(new T(void 0,
void 0,ue,void 0)),e.definitions[t.key]=t,t=new C(Ln),t.properties[H]=new N(new T(void 0,void 0,j,void 0)),t.properties[ne]=
new N(new T(void 0,void 0,he,void 0)),t.properties[Q]=new N(new T(void 0,void 0,Cn,void 0)),e.definitions[t.key]=t,t=new C(
Cn),t.properties[Xe]=new N(new T(void 0,void 0,Xe,void 0)),t.properties[$e]=new N(new T(void 0,void 0,ue,void 0)),t.properties[rt]=
new N(new T(void 0,void 0,ue,void 0)),e.definitions[t.key]=t,t=new C(Xe),t.looseKeyType=ue,t.looseValueType=Vn,e.definitions[t.
key]=t,r=new Ye(Vn),r.oneOf.push(ue),r.oneOf.push(Te),e.definitions[r.key]=r,t=new C(Te),t.properties[Lt]=new N(new T(void 0,
void 0,ue,void 0)),t.properties[Pt]=new N(new T(void 0,void 0,W,void 0)),t.properties[H]=new N(new T(void 0,void 0,j,void 0)),
e.definitions[t.key]=t,t=new C(Wn),t.properties[H]=new N(new T(void 0,void 0,j,void 0)),t.properties[ne]=new N(new T(void 0,
void 0,he,void 0)),t.properties[He]=new N(new T(void 0,void 0,he,void 0)),t.properties[ht]=new N(new T(void 0,void 0,he,
void 0)),e.definitions[t.key]=t;let o=new st(ue);o.requireNonEmpty=!0,e.definitions[o.key]=o;let i=new kt(he);i.itemType=
ue,e.definitions[i.key]=i,e.validate(),n._internalSchema=e}return n._internalSchema}};Je._definitionNamePattern=/^[a-zA-Z_][a-zA-Z0-9_-]*$/;var to={version:"workflow-v1.0",definitions:{"workflow-root":{description:"A workflow file.",mapping:{properties:{on:"on",
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
ge."},command:{type:"string",description:"Override the default CMD in the service container image."}}}}}};var Qn;function no(){if(Qn===void 0){let n=JSON.stringify(to);Qn=Je.load(new bt(void 0,n))}return Qn}var F=_t(Ho(),1);var xt=class n{constructor(e,t){this.lineCounter=new F.LineCounter,this.errors=[],this.doc=(0,F.parseDocument)(t,{lineCounter:this.
lineCounter,keepSourceTokens:!0,uniqueKeys:!1});for(let r of this.doc.errors)this.errors.push({message:r.message,range:fi(
r.linePos)});this._generator=this.getNodes(this.doc,new Set),this.fileId=e}*getNodes(e,t){let r=this.getRange(e);if((0,F.isDocument)(
e)){yield new P(I.DocumentStart);for(let o of this.getNodes(e.contents,new Set))yield o;yield new P(I.DocumentEnd)}if((0,F.isCollection)(
e)){(0,F.isSeq)(e)?yield new P(I.SequenceStart,new Me(this.fileId,r,void 0)):(0,F.isMap)(e)&&(yield new P(I.MappingStart,
new je(this.fileId,r,void 0)));for(let o of e.items)for(let i of this.getNodes(o,t))yield i;(0,F.isSeq)(e)?yield new P(I.
SequenceEnd):(0,F.isMap)(e)&&(yield new P(I.MappingEnd))}if((0,F.isScalar)(e)&&(yield new P(I.Literal,n.getLiteralToken(
this.fileId,r,e))),(0,F.isAlias)(e)){let o=e.resolve(this.doc);if(o){if(t.has(o))return;let i=new Set(t);i.add(o),yield*this.
getNodes(o,i)}return}if((0,F.isPair)(e)){let o=e.key;r=this.getRange(o);let i=o.value;yield new P(I.Literal,new T(this.fileId,
r,i,void 0));for(let s of this.getNodes(e.value,t))yield s}}getRange(e){let t=e?.range??[],r=t[0],o=t[1];if(r!==void 0&&
o!==void 0){let i=this.lineCounter.linePos(r),s=this.lineCounter.linePos(o);return{start:{line:i.line,column:i.col},end:{
line:s.line,column:s.col}}}}static getLiteralToken(e,t,r){let o=r.value;if(o==null)return new pe(e,t,void 0);switch(typeof o){case"\
number":return new ot(e,t,o,void 0);case"boolean":return new it(e,t,o,void 0);case"string":{let i,s;if(r.srcToken&&"sour\
ce"in r.srcToken&&(i=r.srcToken.source,r.srcToken.type==="block-scalar"&&"props"in r.srcToken)){let f=r.srcToken.props.find(
h=>h.type==="block-scalar-header");f?.source&&(s=f.source)}return new T(e,t,o,void 0,i,s)}default:throw new Error(`Unexp\
ected value type '${typeof o}' when reading object`)}}allowLiteral(){if(!this._current.done){let e=this._current.value;if(e.
type===I.Literal)return this._current=this._generator.next(),e.token}}allowSequenceStart(){if(!this._current.done){let e=this.
_current.value;if(e.type===I.SequenceStart)return this._current=this._generator.next(),e.token}}allowSequenceEnd(){return!this.
_current.done&&this._current.value.type===I.SequenceEnd?(this._current=this._generator.next(),!0):!1}allowMappingStart(){
if(!this._current.done){let e=this._current.value;if(e.type===I.MappingStart)return this._current=this._generator.next(),
e.token}}allowMappingEnd(){return!this._current.done&&this._current.value.type===I.MappingEnd?(this._current=this._generator.
next(),!0):!1}validateEnd(){if(!this._current.done&&this._current.value.type===I.DocumentEnd){this._current=this._generator.
next();return}throw new Error("Expected end of reader")}validateStart(){if(this._current||(this._current=this._generator.
next()),!this._current.done&&this._current.value.type===I.DocumentStart){this._current=this._generator.next();return}throw new Error(
"Expected start of reader")}};function fi(n){if(n===void 0)return;let e={line:n[0].line,column:n[0].col},t=n.length==2?{
line:n[1].line,column:n[1].col}:e;return{start:e,end:t}}function Xt(n,e){let t=e instanceof qe?e:new qe(new Be,no(),e),r=t.getFileId(n.name),o=new xt(r,n.content);if(o.errors.length>
0){for(let s of o.errors)t.error(r,s.message,s.range);return{context:t,value:void 0}}let i=vt(t,eo,o,r);return{context:t,
value:i}}function dn(n,e){let t={};if(e.isExpression)return t;if(_(e))return t.group=e,t;let r=e.assertMapping("concurrency group");
for(let o of r){let i=o.key.assertString("concurrency group key");if(!(o.key.isExpression||o.value.isExpression))switch(i.
value){case"group":t.group=o.value.assertString("concurrency group");break;case"cancel-in-progress":t.cancelInProgress=o.
value.assertBoolean("cancel-in-progress").value;break;case"queue":t.queue=o.value.assertString("queue").value;break;default:
n.error(i,`Invalid property name: ${i.value}`)}}return t}var mi=_t(ro(),1);var di={jan:1,feb:2,mar:3,apr:4,may:5,jun:6,jul:7,aug:8,sep:9,oct:10,nov:11,dec:12},hi={sun:0,mon:1,tue:2,wed:3,thu:4,fri:5,
sat:6},oo={min:0,max:59},io={min:0,max:23},so={min:1,max:31},ao={min:1,max:12,names:di},co={min:0,max:6,names:hi};function lo(n){let e=n.split(/ +/);if(e.length!=5)return!1;let[t,r,o,i,s]=e;return Ie(t,oo)&&Ie(r,io)&&Ie(o,so)&&Ie(i,ao)&&
Ie(s,co)}function Ie(n,e,t=!0){if(e.names&&e.names[n.toLowerCase()]!==void 0||n==="*")return!0;if(n.includes(","))return t?n.split(
",").every(o=>o&&Ie(o,e)):!1;if(n.includes("/")){if(!t)return!1;let[o,i,...s]=n.split("/"),a=+i;return s.length>0||isNaN(
a)||a<=0||!o||!i?!1:Ie(o,e)&&Ie(i,e,!1)}if(n.includes("-")){if(!t)return!1;let[o,i,...s]=n.split("-");if(s.length>0||!o||
!i)return!1;let a=uo(o,e.names),f=uo(i,e.names);return Ie(o,e,!1)&&Ie(i,e,!1)&&f>=a}let r=+n;return!isNaN(r)&&r>=e.min&&
r<=e.max}function uo(n,e){return e&&e[n.toLowerCase()]!==void 0?+e[n.toLowerCase()]:+n}function ze(n,e){let t=[];for(let r of e)t.push(r.assertString(`${n} item`).value);return t}var G;(function(n){n.string="string",n.choice="choice",n.boolean="boolean",n.environment="environment"})(G||(G={}));function po(n,e){let t={};for(let r of e)switch(r.key.assertString("workflow dispatch input key").value){case"inputs":t.
inputs=gi(n,r.value.assertMapping("workflow dispatch inputs"));break;case"secrets":t.secrets=wi(n,r.value.assertMapping(
"workflow dispatch inputs"));break;case"outputs":break}return t}function gi(n,e){let t={};for(let r of e){let o=r.key.assertString(
"input name"),i=r.value.assertMapping("input configuration");t[o.value]=yi(n,i)}return t}function yi(n,e){let t={type:G.
string},r;for(let o of e){let i=o.key.assertString("workflow dispatch input key");switch(i.value){case"description":t.description=
o.value.assertString("input description").value;break;case"required":t.required=o.value.assertBoolean("input required").
value;break;case"default":r=o.value.assertScalar("input default");break;case"type":t.type=G[o.value.assertString("input \
type").value];break;case"options":t.options=ze("input options",o.value.assertSequence("input options"));break;default:n.
error(o.key,`Invalid key '${i.value}'`)}}if(r!==void 0&&!r.isExpression)try{switch(t.type){case G.boolean:t.default=r.assertBoolean(
"input default").value;break;case G.string:case G.choice:case G.environment:t.default=r.assertString("input default").value;
break}}catch(o){n.error(r,o)}return t.type===G.choice?(t.options===void 0||t.options.length===0)&&n.error(e,"Missing 'op\
tions' for choice input"):t.options!==void 0&&n.error(e,"Input type is not 'choice', but 'options' is defined"),t}function wi(n,e){
let t={};for(let r of e){let o=r.key.assertString("secret name");t[o.value]=vi(n,r.value)}return t}function vi(n,e){let t={};
if(O(e))for(let r of e)switch(r.key.assertString("workflow call secret key").value){case"description":t.description=r.value.
assertString("secret description").value;break;case"required":t.required=r.value.assertBoolean("secret required").value;
break}return t}function fo(n,e){let t={};for(let r of e)r.key.assertString("workflow dispatch input key").value==="inputs"&&(t.inputs=bi(
n,r.value.assertMapping("workflow dispatch inputs")));return t}function bi(n,e){let t={};for(let r of e){let o=r.key.assertString(
"input name"),i=r.value.assertMapping("input configuration");t[o.value]=ki(n,i)}return t}function ki(n,e){let t={type:G.
string},r;for(let o of e){let i=o.key.assertString("workflow dispatch input key");switch(i.value){case"description":t.description=
o.value.assertString("input description").value;break;case"required":t.required=o.value.assertBoolean("input required").
value;break;case"default":r=o.value.assertScalar("input default");break;case"type":t.type=G[o.value.assertString("input \
type").value];break;case"options":t.options=ze("input options",o.value.assertSequence("input options"));break;default:n.
error(o.key,`Invalid key '${i.value}'`)}}if(r!==void 0)try{switch(t.type){case G.boolean:t.default=r.assertBoolean("inpu\
t default").value;break;case G.string:case G.choice:case G.environment:t.default=r.assertString("input default").value;break}}catch(o){
n.error(r,o)}return t.type===G.choice?(t.options===void 0||t.options.length===0)&&n.error(e,"Missing 'options' for choic\
e input"):t.options!==void 0&&n.error(e,"Input type is not 'choice', but 'options' is defined"),t}function ho(n,e){if(Ft(e))return{[e.assertString("on").value]:{}};if(Y(e)){let t={};for(let r of e){let o=r.assertString(
"on");t[o.value]={}}return t}if(O(e)){let t={};for(let r of e){let i=r.key.assertString("event name").value;if(r.value.templateTokenType===
v.Null){t[i]={};continue}if(i==="schedule"){let a=r.value.assertSequence(`event ${i}`);t.schedule=xi(n,a);continue}let s=r.
value.assertMapping(`event ${i}`);if(i==="workflow_call"){t.workflow_call=po(n,s);continue}if(i==="workflow_dispatch"){t.
workflow_dispatch=fo(n,s);continue}t[i]={...er("branches",s),...er("tags",s),...er("paths",s),...mn("types",s),...mn("ve\
rsions",s),...mn("names",s),...mn("workflows",s)}}return t}return n.error(e,"Invalid format for 'on'"),{}}function er(n,e){
let t={};for(let r of e)switch(r.key.assertString(`${n} filter key`).value){case n:_(r.value)?t[n]=[r.value.value]:t[n]=
ze(n,r.value.assertSequence(`${n} list`));break;case`${n}-ignore`:_(r.value)?t[`${n}-ignore`]=[r.value.value]:t[`${n}-ig\
nore`]=ze(`${n}-ignore`,r.value.assertSequence(`${n}-ignore list`));break}return t}function mn(n,e){let t={};for(let r of e)
r.key.assertString(`${n} filter key`).value===n&&(_(r.value)?t[n]=[r.value.value]:t[n]=ze(n,r.value.assertSequence(`${n}\
 list`)));return t}function xi(n,e){let t=[];for(let r of e){let o=r.assertMapping("event schedule"),i={cron:""},s=!0;for(let a of o){
let f=a.key.assertString("schedule key");if(f.value==="cron"){let h=a.value.assertString("schedule cron");lo(h.value)||n.
error(h,"Invalid cron expression. Expected format: '* * * * *' (minute hour day month weekday)"),i.cron=h.value}else if(f.
value==="timezone"){let h=a.value.assertString("schedule timezone");i.timezone=h.value}else n.error(f,"Invalid schedule \
key"),s=!1}s&&i.cron?t.push(i):s&&!i.cron&&n.error(o,"Missing required key 'cron' in schedule entry")}return t}function M(n,e,t,r){let o=t;try{o=r()}catch(i){i instanceof te?e.error(i.token,i):e.error(n,i)}return o}function tr(n,e){let t=e?.allowedContext||[];try{let{namedContexts:r,functions:o}=fn(t),s=new xe(n).lex(),f=new Se(s.tokens,
r,o).parse();return Le(f)?n:`success() && (${n})`}catch{return n}}function gn(n,e){let t=e.assertScalar("if condition"),
r=e.definitionInfo?.allowedContext||[],o,i;if(t instanceof K)o=t.expression,i=t.source;else{let a=t.assertString("if con\
dition");o=a.value.trim(),i=a.source}let s;o?s=tr(o,e.definitionInfo):s="success()";try{ge.validateExpression(s,r)}catch(a){
n.error(e,a);return}return new K(e.file,e.range,s,e.definitionInfo,void 0,i)}function Le(n){if(!n)return!1;if(n instanceof
Oe){let e=n.functionName.lexeme.toLowerCase();return e==="success"||e==="failure"||e==="cancelled"||e==="always"?!0:n.args.
some(t=>Le(t))}return n instanceof Qe?Le(n.left)||Le(n.right):n instanceof Ue?Le(n.expr):n instanceof we?n.args.some(e=>Le(
e)):n instanceof ve?Le(n.group):n instanceof be?Le(n.expr)||Le(n.index):!1}function mo(n,e){let t,r,o,i,s;for(let[,f]of z.traverse(e))if(f.isExpression)return;if(_(e))return t=e.assertString("con\
tainer item"),{image:t};let a=e.assertMapping("container item");if(a)for(let f of a){let h=f.key.assertString("container\
 item key"),u=f.value;switch(h.value){case"image":t=u.assertString("container image");break;case"credentials":yo(n,u);break;case"\
env":r=u.assertMapping("container env");for(let c of r)c.key.assertString("container env value");break;case"ports":o=u.assertSequence(
"container ports");for(let c of o)c.assertString("container port");break;case"volumes":i=u.assertSequence("container vol\
umes");for(let c of i)c.assertString("container volume");break;case"options":s=u.assertString("container options");break;default:
n.error(h,`Unexpected container item key: ${h.value}`)}}if(!t)n.error(e,"Container image cannot be empty");else return{image:t,
env:r,ports:o,volumes:i,options:s}}function Ei(n,e){let t,r,o,i,s,a,f;for(let[,u]of z.traverse(e))if(u.isExpression)return;
if(_(e))return t=e.assertString("container item"),{image:t};let h=e.assertMapping("container item");if(h)for(let u of h){
let c=u.key.assertString("container item key"),l=u.value;switch(c.value){case"image":t=l.assertString("container image");
break;case"credentials":yo(n,l);break;case"env":r=l.assertMapping("container env");for(let p of r)p.key.assertString("co\
ntainer env value");break;case"ports":o=l.assertSequence("container ports");for(let p of o)p.assertString("container por\
t");break;case"volumes":i=l.assertSequence("container volumes");for(let p of i)p.assertString("container volume");break;case"\
options":s=l.assertString("container options");break;case"entrypoint":a=l.assertString("container entrypoint");break;case"\
command":f=l.assertString("container command");break;default:n.error(c,`Unexpected container item key: ${c.value}`)}}if(!t)
n.error(e,"Container image cannot be empty");else return{image:t,env:r,ports:o,volumes:i,options:s,entrypoint:a,command:f}}
function go(n,e){let t=[],r=e.assertMapping("services");for(let o of r){o.key.assertString("service key");let i=Ei(n,o.value);
i&&t.push(i)}return t}function yo(n,e){let t=e.assertMapping("credentials"),r,o;for(let i of t){let s=i.key.assertString(
"credentials item"),a=i.value;switch(s.value){case"username":r=a.assertString("credentials username");break;case"passwor\
d":o=a.assertString("credentials password");break;default:n.error(s,`credentials key ${s.value}`)}}return{username:r,password:o}}var Et=class{constructor(){this.name=[],this.distinctNames=new Set}appendSegment(e){if(e.length!==0){if(this.name.length==
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
"Z"}};function wo(n,e){let t={};if(e.isExpression)return t;if(Jn(e))return t.name=e,t;let r=e.assertMapping("job environment");
for(let o of r){let i=o.key.assertString("job environment key");if(!(o.key.isExpression||o.value.isExpression))switch(i.
value){case"name":t.name=o.value.assertScalar("job environment name key");break;case"url":t.url=o.value;break;case"deplo\
yment":{o.value.assertBoolean("job environment deployment").value===!1&&(t.skipDeployment=!0);break}}}return t}function bo(n,e){let t=vo(e);if(!O(e))return{labels:t,group:""};let r="";for(let o of e)switch(o.key.assertString("job r\
uns-on property name").value){case"group":{if(o.value.isExpression)continue;let s=o.value.assertString("job runs-on grou\
p name").value,a=s.split("/");switch(a.length){case 1:{r=s;break}case 2:{if(!["org","organization","ent","enterprise"].includes(
a[0])){n.error(o.value,`Invalid runs-on group name '${s}. Please use 'organization/' or 'enterprise/' prefix to target a\
 single runner group.'`);continue}if(!a[1]){n.error(o.value,`Invalid runs-on group name '${s}'.`);continue}r=s;break}default:{
n.error(o.value,`Invalid runs-on group name '${s}. Please use 'organization/' or 'enterprise/' prefix to target a single\
 runner group.'`);break}}break}case"labels":{let s=vo(o.value);for(let a of s)t.add(a);break}}return{labels:t,group:r}}function vo(n){
let e=new Set;if(n.isExpression)return e;if(_(n))return e.add(n.value),e;if(Y(n))for(let t of n){if(t.isExpression)continue;
let r=t.assertString("job runs-on label sequence item");e.add(r.value)}return e}function ko(n){return n.uses!==void 0}function xo(n){return n.type==="reusableWorkflowJob"}function rr(n,e){if(!Y(e))return n.error(e,"Invalid format for steps"),[];let t=new Et,r=new Set,o=[];for(let i of e){let s=M(
e,n,void 0,()=>Si(n,t,r,i));s&&o.push(s)}for(let i of o){if(i.id)continue;let s="";ko(i)?s=Ti(i):"wait"in i?s="wait":"wa\
it-all"in i?s="wait-all":"cancel"in i?s="cancel":"parallel"in i&&(s="parallel"),s||(s="run"),t.appendSegment(`__${s}`),i.
id=t.build()}return o}function Si(n,e,t,r){let o=r.assertMapping("steps item"),i,s,a,f,h,u,c,l,p,d,m,y;for(let g of o)switch(g.
key.assertString("steps item key").value){case"id":if(s=g.value.assertString("steps item id"),s){let k=e.tryAddKnownId(s.
value);k?n.error(s,k):t.add(s.value)}break;case"name":a=g.value.assertScalar("steps item name");break;case"run":i=g.value.
assertScalar("steps item run");break;case"uses":f=g.value.assertString("steps item uses");break;case"background":h=g.value.
assertBoolean("steps item background").value;break;case"wait":u=_i(n,t,g.value,s);break;case"wait-all":c=Ni(n,g.value);break;case"\
cancel":l=g.value.assertString("steps item cancel"),nr(n,t,l,s);break;case"parallel":p=g.value;break;case"env":m=g.value.
assertMapping("step env");break;case"if":y=gn(n,g.value);break;case"continue-on-error":g.value.isExpression?d=g.value.assertScalar(
"steps item continue-on-error"):d=g.value.assertBoolean("steps item continue-on-error").value}if(i)return{id:s?.value||"",
name:a,if:y||new K(void 0,void 0,"success()",void 0,void 0,void 0),"continue-on-error":d,env:m,run:i,background:h};if(f)
return{id:s?.value||"",name:a,if:y||new K(void 0,void 0,"success()",void 0,void 0,void 0),"continue-on-error":d,env:m,uses:f,
background:h};if(u)return{id:s?.value||"",name:a||yn("Wait"),"continue-on-error":d,wait:u};if(c!==void 0)return{id:s?.value||
"",name:a||yn("Wait for all"),"continue-on-error":d,"wait-all":c};if(l)return{id:s?.value||"",name:a||yn("Cancel"),"cont\
inue-on-error":d,cancel:l};if(p){let g=rr(n,p);for(let S of g)"background"in S&&S.background!==void 0&&n.error(r,"'backg\
round' is not allowed inside a parallel block. Steps in a parallel block are automatically run as background steps."),"w\
ait"in S&&n.error(r,"'wait' is not allowed inside a parallel block."),"wait-all"in S&&n.error(r,"'wait-all' is not allow\
ed inside a parallel block."),"cancel"in S&&n.error(r,"'cancel' is not allowed inside a parallel block."),"parallel"in S&&
n.error(r,"Nested 'parallel' blocks are not allowed.");return{id:s?.value||"",name:a||yn("Parallel group"),parallel:g}}n.
error(r,n.state.featureFlags?.isEnabled("allowBackgroundSteps")?"Expected one of uses, run, wait, wait-all, cancel, or p\
arallel to be defined":"Expected one of uses or run to be defined")}function Ti(n){let e=n.uses.value;if(e.startsWith("d\
ocker://"))return e.substring(9);if(e.startsWith("./")||e.startsWith(".\\")||e.startsWith("$/"))return"self";let t=e.split(
"@");if(t.length!=2)return"";let r=t[0].split(/[\\/]/).filter(i=>i.length>0),o=t[1];return r.length>=2&&r[0]&&r[1]&&o?`${r[0]}\
/${r[1]}`:""}function yn(n){return new T(void 0,void 0,n,void 0,void 0,void 0)}function _i(n,e,t,r){if(t instanceof T)return nr(
n,e,t,r),[t];let o=t.assertSequence("steps item wait"),i=[];for(let s=0;s<o.count;s++){let a=o.get(s).assertString("step\
s item wait item");nr(n,e,a,r),i.push(a)}return i}function Ni(n,e){return e instanceof pe||e.assertBoolean("steps item w\
ait-all").value||n.error(e,"The value of 'wait-all' must be true or omitted"),!0}function nr(n,e,t,r){t.value.startsWith(
"__")?n.error(t,`The identifier '${t.value}' is invalid. IDs starting with '__' are reserved.`):r&&t.value.toLowerCase()===
r.value.toLowerCase()?n.error(t,`Step '${r.value}' cannot reference itself`):e.has(t.value)||n.error(t,`Step references \
unknown step ID '${t.value}'`)}function So(n,e,t){let r=new Et().tryAddKnownId(e.value);r&&n.error(e,r);let o,i,s,a,f,h,u,c,l,p,d,m,y=[],g,S,k=!1,A;for(let b of t)
switch(b.key.assertString("job property name").value){case"concurrency":M(b.value,n,void 0,()=>dn(n,b.value)),o=b.value;
break;case"container":mo(n,b.value),i=b.value;break;case"env":M(b.value,n,void 0,()=>{s=b.value.assertMapping("job env")});
break;case"environment":M(b.value,n,void 0,()=>wo(n,b.value)),a=b.value;break;case"if":f=gn(n,b.value);break;case"name":
h=b.value.assertScalar("job name");break;case"needs":{if(m=[],_(b.value)){let L=b.value.assertString("job needs id");m.push(
L)}if(Y(b.value))for(let L of b.value){let ut=L.assertString("job needs id");m.push(ut)}break}case"outputs":M(b.value,n,
void 0,()=>{u=b.value.assertMapping("job outputs")});break;case"runs-on":M(b.value,n,void 0,()=>bo(n,b.value)),c=b.value;
break;case"services":go(n,b.value),l=b.value;break;case"snapshot":d=b.value;break;case"steps":y=rr(n,b.value);break;case"\
strategy":p=b.value;break;case"uses":g=b.value.assertString("job uses value");break;case"with":M(b.value,n,void 0,()=>{S=
b.value.assertMapping("uses-with value")});break;case"secrets":_(b.value)&&b.value.value==="inherit"?k=!0:M(b.value,n,void 0,
()=>{A=b.value.assertMapping("uses-secrets value")});break}return g!==void 0?{type:"reusableWorkflowJob",id:e,name:Eo(h,
e),needs:m||[],if:f||new K(void 0,void 0,"success()",void 0,void 0,void 0),ref:g,"input-definitions":void 0,"input-value\
s":S,"secret-definitions":void 0,"secret-values":A,"inherit-secrets":k||void 0,outputs:void 0,concurrency:o,strategy:p}:
{type:"job",id:e,name:Eo(h,e),needs:m,if:f||new K(void 0,void 0,"success()",void 0,void 0,void 0),env:s,concurrency:o,environment:a,
strategy:p,"runs-on":c,container:i,services:l,outputs:u,steps:y,snapshot:d}}function Eo(n,e){return n===void 0||_(n)&&n.
value===""?e:n}function wn(n,e){if(O(e)){let t=[],r=[],o=[];for(let i of e){let s=i.key.assertString("job name"),a=i.value.assertMapping(
`job ${s.value}`),f=M(e,n,void 0,()=>So(n,s,a));if(f){t.push(f);let h={name:f.id.value,needs:Object.assign([],f.needs)};
h.needs.length>0?o.push(h):r.push(h)}}return Ai(e,n,t,r,o),t}return n.error(e,"Invalid format for jobs"),[]}function Ai(n,e,t,r,o){
if(r.length==0){e.error(n,"The workflow must contain at least one job with no dependencies.");return}for(;r.length>0;){let i=r.
shift();if(i==null)break;for(let s=o.length-1;s>=0;s--){let a=o[s];for(let f=a.needs.length-1;f>=0;f--)a.needs[f].value==
i.name&&(a.needs.splice(f,1),a.needs.length==0&&(r.push(a),o.splice(s,1)))}}if(o.length>0){let i=t.map(s=>s.id.value);for(let s of o)
for(let a of s.needs)i.includes(a.value)?e.error(a,`Job '${s.name}' depends on job '${a.value}' which creates a cycle in\
 the dependency graph.`):e.error(a,`Job '${s.name}' depends on unknown job '${a.value}'.`)}}function Kt(n,e){let t=at(e["input-definitions"]?.assertMapping("workflow job input definitions"),"inputs"),r=at(e["inpu\
t-values"]?.assertMapping("workflow job input values"),"with");if(t!==void 0)for(let[,[o,i]]of t){let s=at(i.assertMapping(
`input ${o}`),`input ${o} key`);if(!s?.get("type")?.[1])continue;let f=r!==void 0&&r.has(o.toLowerCase());s.get("require\
d")?.[1].assertBoolean(`input ${o} required`).value&&!f&&n.error(e.ref,`Input ${o} is required, but not provided while c\
alling.`)}if(r!==void 0)for(let[,[o,i]]of r)t?.has(o.toLowerCase())||n.error(i,`Invalid input, ${o} is not defined in th\
e referenced workflow.`)}function at(n,e){if(!n)return;let t=new Map;for(let r of n){let o=r.key.assertString(`${e} key`);
t.set(o.value.toLowerCase(),[o.value,r.value])}return t}function Yt(n,e){if(e["inherit-secrets"])return;let t=at(e["secret-definitions"]?.assertMapping("workflow job secret def\
initions"),"secrets"),r=at(e["secret-values"]?.assertMapping("workflow job secret values"),"secrets");if(t!==void 0)for(let[
,[o,i]]of t){if(i instanceof pe)continue;at(i.assertMapping(`secret ${o}`),`secret ${o} key`)?.get("required")?.[1].assertBoolean(
`secret ${o} required`).value&&(r==null||!r.has(o.toLowerCase()))&&n.error(e.ref,`Secret ${o} is required, but not provi\
ded while calling.`)}if(r!==void 0)for(let[,[o,i]]of r)t?.has(o.toLowerCase())||n.error(i,`Invalid secret, ${o} is not d\
efined in the referenced workflow.`)}function To(n,e,t){let r=e.assertMapping("root"),o=t.ref;for(let i of r)switch(i.key.assertString("root key").value){case"\
on":{M(o,n,void 0,()=>Ii(n,i.value,t));break}case"jobs":{t.jobs=M(o,n,[],()=>wn(n,i.value));break}}}function Ii(n,e,t){let r=t.
ref;switch(e.templateTokenType){case v.String:{if(e.assertString("Reference workflow on value").value==="workflow_call"){
M(r,n,void 0,()=>Kt(n,t)),M(r,n,void 0,()=>Yt(n,t));return}break}case v.Sequence:{let o=e.assertSequence("Reference work\
flow on value");for(let i of o)if(i.assertString(`Reference workflow on value ${i}`).value==="workflow_call"){M(r,n,void 0,
()=>Kt(n,t)),M(r,n,void 0,()=>Yt(n,t));return}break}case v.Mapping:{let o=e.assertMapping("Reference workflow on value");
for(let i of o){if(i.key.assertString(`Reference workflow on value ${i.key}`).value!=="workflow_call")continue;if(i.value.
templateTokenType===v.Null){M(r,n,void 0,()=>Kt(n,t)),M(r,n,void 0,()=>Yt(n,t));return}let a=i.value.assertMapping(`Refe\
rence workflow on value ${i.key}`);for(let f of a)switch(f.key.assertString(`on-workflow_call-${f.key}`).value){case"inp\
uts":t["input-definitions"]=f.value.assertMapping(`on-workflow_call-${f.key}`);break;case"outputs":t.outputs=f.value.assertMapping(
`on-workflow_call-${f.key}`);break;case"secrets":t["secret-definitions"]=f.value.assertMapping(`on-workflow_call-${f.key}`);
break}M(r,n,void 0,()=>Kt(n,t)),M(r,n,void 0,()=>Yt(n,t));return}break}}n.error(r,"workflow_call key is not defined in t\
he referenced workflow.")}var St;(function(n){n[n.ReturnErrorsOnly=0]="ReturnErrorsOnly",n[n.TryConversion=1]="TryConversion"})(St||(St={}));var Jt={
maxReusableWorkflowDepth:4,fetchReusableWorkflowDepth:0,errorPolicy:St.ReturnErrorsOnly,featureFlags:new ft};async function or(n,e,t,r=Jt){
let o={},i=Oi(r);if(n.state.featureFlags=i.featureFlags,n.errors.getErrors().length>0&&i.errorPolicy===St.ReturnErrorsOnly)
return o.errors=n.errors.getErrors().map(s=>({Message:s.message})),o;t===void 0&&i.fetchReusableWorkflowDepth>0&&n.error(
e,new Error("A file provider is required to fetch reusable workflows"));try{let s=e.assertMapping("root");for(let a of s)
switch(a.key.assertString("root key").value){case"on":o.events=M(e,n,{},()=>ho(n,a.value));break;case"jobs":o.jobs=M(e,n,
[],()=>wn(n,a.value));break;case"concurrency":M(e,n,{},()=>dn(n,a.value)),o.concurrency=a.value;break;case"env":o.env=a.
value;break}for(let a of o.jobs||[])if(xo(a)){if(i.maxReusableWorkflowDepth===0){n.error(a.ref,new Error("Reusable workf\
lows are not allowed"));continue}if(i.fetchReusableWorkflowDepth===0||t===void 0)continue;try{let f=await t.getFileContent(
zr(a.ref.value)),h=Xt(f,n);if(!h.value)continue;To(n,h.value,a)}catch{n.error(a.ref,new Error("Unable to find reusable w\
orkflow"))}}}catch(s){s instanceof te?n.error(s.token,s):n.error(e,s)}finally{n.errors.getErrors().length>0&&(o.errors=n.
errors.getErrors().map(s=>({Message:s.message})))}return o}function Oi(n){return{maxReusableWorkflowDepth:n.maxReusableWorkflowDepth!==
void 0?n.maxReusableWorkflowDepth:Jt.maxReusableWorkflowDepth,fetchReusableWorkflowDepth:n.fetchReusableWorkflowDepth!==
void 0?n.fetchReusableWorkflowDepth:Jt.fetchReusableWorkflowDepth,errorPolicy:n.errorPolicy!==void 0?n.errorPolicy:Jt.errorPolicy,
featureFlags:n.featureFlags??Jt.featureFlags}}var _o={definitions:{"action-root":{description:"Action file",mapping:{properties:{name:"string",description:"string",inputs:"\
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
string:{"require-non-empty":!0}}}};var ir;function No(){if(ir===void 0){let n=JSON.stringify(_o);ir=Je.load(new bt(void 0,n))}return ir}function Ao(n,e,t){if(e===null||e.line<1)return"";let r=n.split(/\r\n|\r|\n/);if(r[e.line-1]===void 0)return"";if(qi(r,e,
t))return`; a value that holds ': ' must be quoted (run: "echo 'a: b'") or written as a block (run: |)`;let o=$i(r,e.line);
return o!==null?`; line ${e.line} is less indented than the text of the block scalar above it (${o.header} on line ${o.line}\
, text from column ${o.indent+1}), which ends the block there and makes YAML read the line as a key: indent it to column\
 ${o.indent+1} or more to keep it in the block`:""}var Ri=/Nested mappings are not allowed in compact mappings|Implicit map keys need to be followed by map values/;
function qi(n,e,t){if(!Ri.test(t))return!1;let r=n[e.line-1],o=zt(r),i=[r.slice(Math.max(0,e.column-1))];for(let a=e.line;a<
n.length;a++){let f=n[a];if(f.trim()!==""){if(zt(f)<=o)break;i.push(f.trim())}}let s=/^Implicit map keys/.test(t);return i.
some((a,f)=>{let h=a;return f===0&&(s&&(h=h.replace(/^\s*(?:-\s+)?[^\s:][^:]*:(\s|$)/,"")),h=h.replace(/^\s*(?:"(?:[^"\\]|\\.)*"|'(?:[^']|'')*')/,
'""')),/\S:(\s|$)/.test(h.replace(/(^|\s)#.*$/,""))})}function $i(n,e){let t=zt(n[e-1]),r=Number.POSITIVE_INFINITY;for(let o=e-
2;o>=0;o--){let i=n[o];if(i.trim()==="")continue;let s=zt(i),a=i.replace(/\s+#.*$/,"").trimEnd();if(s<r&&r!==Number.POSITIVE_INFINITY&&
Mi.test(a)){let f=n.slice(o+1,e-1).find(u=>u.trim()!==""),h=zt(f);return t<h?{header:a.trim(),line:o+1,indent:h}:null}if(s<=
t)return null;r=Math.min(r,s)}return null}var Mi=/^\s*(?:-\s+)?(?:[^\s#][^#]*?:\s+)?[|>][-+1-9]{0,2}$/;function zt(n){return n.
length-n.trimStart().length}async function dd(n,e,t={}){let r=Xt({name:e,content:n},new Ke),o=r.value,i={},s=new Map;if(o){let l=await or(r.context,
o,void 0,{errorPolicy:St.TryConversion});i=Ki(l.events);for(let p of l.jobs??[])p.type==="job"&&s.set(p.id.value,p.steps.
map(d=>d.id))}let a=[],f=[],h=new Set,u=[];for(let l of r.context.errors.getErrors()){let p=(l.rawMessage.split(`
`)[0]??"").replace(/ at line \d+, column \d+:?$/,"");if(/depends on (unknown )?job|must contain at least one job with no dependencies/.
test(p)||p.startsWith("Unexpected symbol: '${{'")&&l.range&&u.some(A=>Ci(A,l.range)))continue;let d=p==="Unrecognized na\
med-value: 'secrets'"?`${p}${Li}`:p,m=l.range?.start;m&&u.push(m);let y=m?`${e}:${m.line}:${m.column}`:e,g=`${y}\0${d}`;
if(h.has(g))continue;h.add(g);let S={code:Fi(d),severity:"error",path:y,message:d};a.push(S);let k=/^'(.*)' is already defined$/.
exec(d)?.[1];k!==void 0&&m&&f.push({problem:S,key:k,position:m})}if(o===void 0&&a.length>0){let l=a[0],p=a.length-1,d=/:(\d+):(\d+)$/.
exec(l.path),m=Ao(n,d?{line:Number(d[1]),column:Number(d[2])}:null,l.message);a.splice(0,a.length,{...l,message:`not val\
id YAML: ${l.message}${m}${p>0?` (${p} more YAML error${p===1?"":"s"} after it, most likely from it)`:""}`})}o&&a.push(...Ui(
o,e));let c={fileName:e,source:n,name:null,on:i,inputs:{},env:{},permissions:null,defaults:null,jobs:[],problems:a};if(o&&
O(o)){let l;Qt=(p,d)=>(l??=Tn(n),l.get(`${p}:${d}`));try{Gi(o,c,t)}finally{Qt=()=>{}}}c.jobs=xr(c.jobs);for(let{problem:l,
key:p,position:d}of f){let m=c.jobs.find(y=>y.id!==p&&y.id.toLowerCase()===p.toLowerCase()&&y.position.column===d.column&&
y.position.line<d.line);m&&(l.message=`job id '${p}' is already defined as '${m.id}' (line ${m.position.line}): GitHub c\
ompares job ids ignoring case, as needs: does, so they would be the same job; rename one of them`)}for(let l of c.jobs){
let p=s.get(l.id);if(p?.length===l.steps.length)for(let[d,m]of l.steps.entries())m.action=p[d]}return a.push(...Sr(c),...Er(
c)),a.sort(Pi),c}function hd(n,e,t,r={}){let o=ji(n,e),i=o.context.errors.getErrors(),s=o.value;if(i.length>0||!s||!O(s)){
let u=i.map(c=>{let l=(c.rawMessage.split(`
`)[0]??"").replace(/ at line \d+, column \d+:?$/,""),p=c.range?.start;return p?`${e}:${p.line}:${p.column}: ${l}`:l});throw new se(
"action-invalid",`${e} is not an action GitHub would run: ${u.join("; ")||"it is empty"}`)}let a={kind:"composite",file:e,
directory:t,source:n,inputs:[],outputs:[],steps:[]},f="",h;Qt=(u,c)=>(h??=Tn(n),h.get(`${u}:${c}`));try{for(let{key:u,value:c}of s)
if(_(u)){if(u.value==="inputs"&&O(c))for(let l of c){if(!_(l.key))continue;let p=O(l.value)?l.value:null,d=g=>p?.find(g),
m=d("required"),y=d("default");a.inputs.push({id:l.key.value,default:y?de(y):null,required:m!==void 0&&Pe(m)&&m.value})}else if(u.
value==="outputs"&&O(c))for(let l of c){if(!_(l.key))continue;let p=O(l.value)?l.value.find("value"):void 0;a.outputs.push(
{id:l.key.value,value:p?de(p):null})}else if(u.value==="runs"&&O(c)){let l=c.find("using");l&&_(l)&&(f=l.value.toLowerCase());
let p=c.find("steps");if(p&&Y(p)){let d=0;for(let m of p)O(m)&&a.steps.push(Do(d,m,r)),d+=1}}}}finally{Qt=()=>{}}return f===
"composite"?a:{kind:"other",file:e,using:f}}function ji(n,e){let t=new qe(new Be,No(),new Ke),r=t.getFileId(e),o=new xt(
r,n);if(o.errors.length>0){for(let i of o.errors)t.error(r,i.message,i.range);return{context:t,value:void 0}}return{context:t,
value:vt(t,"action-root",o,r)}}function Pi(n,e){let t=n.path.match(/:(\d+):(\d+)$/),r=e.path.match(/:(\d+):(\d+)$/),o=t?
Number(t[1])*1e6+Number(t[2]):0,i=r?Number(r[1])*1e6+Number(r[2]):0;return o-i}var Li=" (GitHub reads secrets only in en\
v:, with:, run: and a few other keys, never in an if; to run a step only when a secret is set, put it in the job's env: \
as NAME: ${{ secrets.NAME }} and test env.NAME != '' in the step's if:)";function Ci(n,e){let t=(r,o)=>r.line>o.line||r.
line===o.line&&r.column>=o.column;return t(n,e.start)&&t(e.end,n)}function Ui(n,e){let t=[];for(let[,r]of z.traverse(n)){
if(!wt(r)||r.expression.length<=et)continue;let o=B(r);t.push({code:rn.expression,severity:"error",path:`${e}:${o.line}:${o.
column}`,message:`this value holds \${{ }}, which GitHub reads as one expression of the whole value (format('\u2026', \u2026)): ${r.
expression.length} characters, over GitHub's limit of ${et} ("Exceeded max expression length ${et}"), so GitHub refuses \
the workflow; keep the long text out of it (a prompt in a file, prompt-file:; a script in a file) or pass the \${{ }} val\
ue in through env:`})}return t}function Fi(n){return/named-value|Unrecognized function|expression|Unexpected symbol|Unexpected end|Too (few|many) parameters/i.
test(n)?rn.expression:rn.invalid}function Gi(n,e,t){for(let{key:r,value:o}of n)if(_(r))switch(r.value){case"name":_(o)&&
(e.name=o.value);break;case"env":e.env=ct(o);break;case"permissions":e.permissions=ye(o);break;case"on":{e.inputs=Bi(o);
let i=Wi(o);i&&(e.call=i);break}case"jobs":if(O(o))for(let i of o)_(i.key)&&O(i.value)&&e.jobs.push(Vi(i.key.value,i.key,
i.value,t));break;case"defaults":e.defaults=Oo(o);break}}function Bi(n){let e={};if(!O(n))return e;for(let t of n){if(!_(
t.key)||!["workflow_dispatch","workflow_call"].includes(t.key.value)||!O(t.value))continue;let r=t.value.find("inputs");
if(!(!r||!O(r)))for(let[o,i]of Object.entries(Io(r)))e[o]??=i}return e}function Wi(n){let e=t=>_(t)&&t.value==="workflow\
_call";if(_(n))return e(n)?sr(B(n)):void 0;if(Y(n)){let t=[...n].find(e);return t?sr(B(t)):void 0}if(O(n))for(let t of n){
if(!e(t.key))continue;let r=sr(B(t.key));if(!O(t.value))return r;let o=t.value.find("inputs");o&&O(o)&&(r.inputs=Io(o));
let i=t.value.find("secrets");if(i&&O(i))for(let a of i){if(!_(a.key))continue;let f=O(a.value)?a.value.find("required"):
void 0;r.secrets[a.key.value]={required:f!==void 0&&Pe(f)&&f.value,position:B(a.key)}}let s=t.value.find("outputs");if(s&&
O(s))for(let a of s){if(!_(a.key)||!O(a.value))continue;let f=a.value.find("value"),h=f?de(f):null;h&&(r.outputs[a.key.value]=
{...h,keyPosition:B(a.key)})}return r}}function sr(n){return{inputs:{},secrets:{},outputs:{},position:n}}function Io(n){
let e={};for(let t of n){if(!_(t.key)||e[t.key.value])continue;let r={name:t.key.value,type:"string",required:!1,default:null,
description:null,options:null,position:B(t.key)};if(O(t.value))for(let o of t.value){if(!_(o.key))continue;let i=o.value;
switch(o.key.value){case"type":_(i)&&["string","choice","boolean","environment","number"].includes(i.value)&&(r.type=i.value);
break;case"required":Pe(i)&&(r.required=i.value);break;case"default":(_(i)||Pe(i)||Gt(i))&&(r.default=i.value);break;case"\
description":_(i)&&(r.description=i.value);break;case"options":Y(i)&&(r.options=[...i].filter(_).map(s=>s.value));break}}
e[r.name]=r}return e}function Oo(n){if(!O(n))return null;let e=n.find("run");if(!e||!O(e))return null;let t={shell:null,
workingDirectory:null},r=e.find("shell"),o=e.find("working-directory");return r&&(t.shell=de(r)),o&&(t.workingDirectory=
de(o)),t}function Vi(n,e,t,r){let o={id:n,name:null,position:B(e),needs:[],if:{expression:"success()",text:null,position:null},
strategy:null,runsOn:null,container:null,services:null,env:{},outputs:{},permissions:null,continueOnError:!1,timeoutMinutes:null,
cancelTimeoutMinutes:null,defaults:null,uses:null,with:{},secrets:{},steps:[]};for(let{key:i,value:s}of t)if(_(i))switch(i.
value){case"name":o.name=de(s);break;case"needs":o.needs=Hi(s);break;case"if":o.if=Ro(s);break;case"strategy":o.strategy=
ye(s);break;case"runs-on":o.runsOn=ye(s);break;case"container":o.container=ye(s);break;case"services":o.services=ye(s);break;case"\
env":o.env=ct(s);break;case"outputs":o.outputs=ct(s);break;case"permissions":o.permissions=ye(s);break;case"continue-on-\
error":o.continueOnError=qo(s);break;case"timeout-minutes":o.timeoutMinutes=ye(s);break;case"cancel-timeout-minutes":o.cancelTimeoutMinutes=
ye(s);break;case"defaults":o.defaults=Oo(s);break;case"uses":_(s)&&(o.uses={text:s.value,position:B(s)});break;case"with":
o.with=ct(s);break;case"secrets":o.secrets=_(s)&&s.value==="inherit"?"inherit":ct(s);break;case"steps":if(Y(s)){let a=0;
for(let f of s)O(f)&&o.steps.push(Do(a,f,r)),a+=1}break}return o}function Hi(n){return(Y(n)?[...n]:[n]).filter(_).map(t=>({
id:t.value,position:B(t)}))}function Do(n,e,t){let r={index:n,id:null,name:null,if:{expression:"success()",text:null,position:null},
run:null,uses:null,with:{},env:{},shell:null,workingDirectory:null,continueOnError:!1,timeoutMinutes:null,position:B(e)};
for(let{key:o,value:i}of e)if(_(o))switch(o.value){case"id":_(i)&&(r.id=i.value);break;case"name":r.name=de(i);break;case"\
if":r.if=Ro(i);break;case"run":r.run=de(i);break;case"uses":if(_(i)){r.uses={text:i.value,position:B(i)};let s=i.value.trim(),
a=s.startsWith("./")?t.actionAt?.(s.replace(/\/+$/,"")):void 0;a==="own"?r.ownAction=!0:a==="missing"&&(r.actionMissing=
!0)}break;case"with":r.with=ct(i);break;case"env":r.env=ct(i);break;case"shell":r.shell=de(i);break;case"working-directo\
ry":r.workingDirectory=de(i);break;case"continue-on-error":r.continueOnError=qo(i);break;case"timeout-minutes":r.timeoutMinutes=
ye(i);break}return r}function Ro(n){let e=wt(n)?n.expression:_(n)?n.value.trim():"",t=wt(n)?n.source??`\${{ ${e} }}`:e;if(Pe(
n)||Gt(n)){let o=String(n.value);return{expression:o,text:o,position:B(n)}}let r=e?tr(e,n.definitionInfo):"success()";return{
expression:r,text:t,position:B(n),implicitSuccess:r!==e}}function qo(n){return Pe(n)?n.value:de(n)??!1}function ct(n){if(!O(
n))return{};let e=[];for(let{key:t,value:r}of n){if(!_(t))continue;let o=de(r);o&&e.push([t.value,{...o,keyPosition:B(t)}])}
return Object.fromEntries(e)}var Qt=()=>{};function de(n){let e=B(n);if(wt(n)){let t=n.range;if(t&&t.start.line!==t.end.
line){let r=Qt(t.start.line,t.start.column),o=r===void 0?null:kr(r);if(r!==void 0&&o!==null)return{text:r,expression:o,position:e}}
return{text:n.source??`\${{ ${n.expression} }}`,expression:n.expression,position:e}}return _(n)?{text:n.value,expression:null,
position:e,literal:"string"}:Gt(n)?{text:String(n.value),expression:null,position:e,literal:"number"}:Pe(n)?{text:String(
n.value),expression:null,position:e,literal:"boolean"}:n.templateTokenType===Xi?{text:"",expression:null,position:e,literal:"\
null"}:null}var Xi=7;function ye(n){let e=B(n);if(wt(n))return{kind:"expression",expression:n.expression,text:n.source??
`\${{ ${n.expression} }}`,position:e};if(_(n)||Gt(n)||Pe(n))return{kind:"literal",value:n.value,position:e};if(Y(n))return{
kind:"sequence",items:[...n].map(ye),position:e};if(O(n)){let t=[];for(let{key:r,value:o}of n)_(r)&&t.push({key:r.value,
value:ye(o),keyPosition:B(r)});return{kind:"mapping",entries:t,position:e}}return{kind:"literal",value:null,position:e}}
function B(n){let e=n.range?.start;return e?{line:e.line,column:e.column}:{line:0,column:0}}function Ki(n){return JSON.parse(
JSON.stringify(n??{}))}import{resolve as $o}from"node:path";async function xd(n,e,t){let r=new Map,o=[e];for(let i=o.pop();i!==void 0;i=o.pop())for(let s of i.jobs){if(s.uses===null||
Tr(s.uses.text))continue;let a=Nr(s.uses.text);if(a===null||r.has(a)||!a.startsWith(".github/workflows/"))continue;if(a.
includes("\\")){r.set(a,{unreadable:`${a}: a workflow path holds no \\; GitHub's paths use /`});continue}let f=Yi(n,a);if(typeof f!=
"string"){r.set(a,f);continue}let h=await t(f,a);r.set(a,h),o.push(h)}return r}function Yi(n,e){try{let t=nn($o(n,e),Ce.
workflowFileBytes);switch(t.kind){case"file":return new TextDecoder().decode(t.bytes);case"missing":return{unreadable:`${e}\
: no such file in ${$o(n)}`};case"not-regular":return{unreadable:`${e}: is ${t.what}, not a regular file; a called workf\
low must be a file of the repository`};case"too-large":return{unreadable:`${e}: is ${t.size} bytes, more than the ${Ce.workflowFileBytes}\
 (1 MiB) a workflow file may be`}}}catch(t){return{unreadable:`${e}: ${wr(e,t).message}`}}}var vn=_t(Xo(),1),bn=_t(pr(),1);import{tmpdir as Ji}from"node:os";import{isAbsolute as Lo,join as Zt,relative as zi,resolve as Tt,
sep as jo}from"node:path";function Mo(n){return{where:`the temp dir ${tn(n)}`,makeRoom:"make room on its disk"}}function ar(n,e,t,r,o={}){let i=r?.
code,s=i==="ENOSPC"||i==="EDQUOT";return new se("temp-write-failed",`${t} could not be ${o.made?"made":"written"} in ${n.
where}: ${tn(fr(r,n.fewerJobs))}${s?`; ${n.makeRoom}`:""}`,{where:tn(e),cause:r})}var Po=class{#e;#t;#n;#r;#o;constructor(e){this.#e=Tt(e.root),this.#t=Tt(e.tempDir??Ji()),this.#n=e.privateTempDir??!1,this.#r=
e.tempPlace??Mo(this.#t),this.#o=e.now??(()=>new Date)}async attemptPaths(e,t){if(this.#n){let i=Zt(this.#t,`${e}-${t}-${(0,vn.randomBytes)(
12).toString("hex")}`);return{promptPath:`${i}.${Nt.prompt}`,handoffPath:`${i}.${Nt.handoff}`}}let r=Zt(this.#t,`baton-${e}\
-${t}-`),o;try{o=Ar(r)}catch(i){throw ar(this.#r,`${r}XXXXXX`,"the attempt's directory",i,{made:!0})}return{promptPath:Zt(
o,Nt.prompt),handoffPath:Zt(o,Nt.handoff)}}async writePrompt(e,t){try{(0,bn.writeFileSync)(e,t,{flag:"wx",mode:384})}catch(r){
throw ar(this.#r,e,"the stage's prompt",r)}}readHandoff(e){return yr(e)}resolveDirectory(e){return Tt(this.#e,e)}async readArtifact(e,t,r){
let o=s=>({kind:"refused",reason:s}),i=Tt(this.resolveDirectory(e),...t.split("/"));try{let s=Co(this.#e,i);if(s!==null)
return o(s);let a=await gr(i,r);switch(a.kind){case"file":return a;case"missing":return o("does not exist");case"not-reg\
ular":return o(`is ${a.what}; only regular files are kept, and links are never followed`);case"too-large":return o(`is ${a.
size} bytes, more than the ${r} bytes left of the ${Ce.artifactBytes}-byte limit for one record's artifacts`)}}catch(s){
let a=s?.code;return o(`cannot be read (${typeof a=="string"?a:String(s)})`)}}now(){return this.#o()}sha256(e){return(0,vn.createHash)(
"sha256").update(e,"utf8").digest("hex")}};function Co(n,e){let t=zi(n,e);if(t===""||t===".."||t.startsWith(`..${jo}`)||
Lo(t))return`is outside the workspace (${n})`;let r=t.split(jo);for(let o=1;o<r.length;o++){let i=r.slice(0,o).join("/"),
s;try{s=(0,bn.lstatSync)(Zt(n,i))}catch(a){if(Qi(a))return"does not exist";throw a}if(s.isSymbolicLink())return`is under\
 ${i}, a symbolic link; links are never followed`;if(!s.isDirectory())return`does not exist (${i} is not a directory)`}return null}
function cr(n,e,t){if(Lo(e))throw new Error("must be a path inside the workspace");let r=Tt(n,e),o=Co(Tt(n),r);if(o!==null)
throw new Error(o);let i=nn(r,t);switch(i.kind){case"file":{let s=hr(i.bytes);if(s.kind==="text")return s.text;throw new Error(
s.kind==="utf-16"?`${s.problem}; ${dr}`:s.problem)}case"missing":throw new Error("does not exist");case"not-regular":throw new Error(
`is ${i.what}; only regular files are read, and links are never followed`);case"too-large":throw new Error(`is ${i.size}\
 bytes, more than the ${t}-byte limit`)}}function Qi(n){let e=n?.code;return e==="ENOENT"||e==="ENOTDIR"}var ur=_t(pr(),1);import{isAbsolute as Zi,relative as es,resolve as Uo}from"node:path";function ts(n,e,t){let r=Fo(n,e);if("reasons"in r){if(Bo(n,e)==="own"&&r.reasons.every(i=>/^action\.ya?ml does not exist/.
test(i)))return{kind:"other",file:`${kn(e)}/Dockerfile`.replace(/^\//,""),using:"docker"};let o=e==="."?"./":e;throw new se(
"action-missing",`${o} names no action here: ${r.reasons.join("; ")}`,{where:"uses"})}return t(r.text,r.file,Uo(n,e))}function Fo(n,e){
let t=[];for(let r of["action.yml","action.yaml"]){let o=`${kn(e)}/${r}`.replace(/^\//,"");try{return{text:cr(n,Go(n,o),
Ce.templateBytes),file:o}}catch(i){t.push(`${r} ${i.message}`)}}return{reasons:t}}function Go(n,e){let t,r;try{t=(0,ur.realpathSync)(
Uo(n,e)),r=(0,ur.realpathSync)(n)}catch{return e}let o=es(r,t);return o!==""&&!o.startsWith("..")&&!Zi(o)?o:e}function Fd(n){
let e=new Map;return t=>{let r=e.get(t);return r===void 0&&(r=Bo(n,t),e.set(t,r)),r}}function Bo(n,e){let t=Fo(n,e);if("\
text"in t)return ns(e,t.text)?"baton":"own";if(t.reasons.some(o=>!/^action\.ya?ml does not exist/.test(o)))return"own";let r=`${kn(
e)}/Dockerfile`.replace(/^\//,"");try{return cr(n,Go(n,r),Ce.templateBytes),"own"}catch(o){return/^does not exist/.test(
o.message)?"missing":"own"}}function ns(n,e){let t=kn(n),r=Object.entries(mr).find(([,s])=>s===t)?.[0];if(r===void 0)return!1;
let o=new RegExp(`^name:\\s*(['"]?)baton ${r}\\1\\s*$`,"m"),i=new RegExp(`^\\s+main:\\s*(['"]?)${t===""?"":"\\.\\./"}dis\
t/${r}/index\\.js\\1\\s*$`,"m");return o.test(e)&&i.test(e)}function kn(n){return n.replace(/^\.(?:\/|$)/,"").replace(/\/+$/,
"")}function Gd(n,e,t){let r=new Map;return o=>{if(!r.has(o))try{r.set(o,ts(n,o,e))}catch(i){r.set(o,void 0),t?.(o,i)}return r.
get(o)}}function zd(n){let e=n.with[En.mode];if(e&&e.expression!==null)return"expression";let t=e?.text.trim()||"both";return Ir.
includes(t)?t:"invalid"}function lr(n){let e=_n(n);return e.kind==="baton"?e.action:null}function Qd(n){return n.steps.some(
e=>{let t=lr(e);return t==="stage"||t==="prepare"})}function rs(n){let e=[];for(let t of n.steps){let r=lr(t);(r==="stag\
e"||r==="prepare")&&e.push(t.with)}return Nn(n)&&e.push(n.with),e}function os(n){let e=new Set;for(let t of n.steps){let r=lr(
t);t.id&&(r==="stage"||r==="capture")&&e.add(t.id.toLowerCase())}return e}function Zd(n,e,t){if(Nn(n))return new Set([e]);
let r=os(n),o=new Set;for(let[i,s]of Object.entries(n.outputs)){if(s.expression===null)continue;t.facts(s.expression).paths.
some(f=>f[0]==="steps"&&f[2]==="outputs"&&f[3]===e&&r.has(f[1]??""))&&o.add(i.toLowerCase())}return o}var eh=new Set(Object.
values(_r).flatMap(n=>n.keyEnv.map(e=>e.toUpperCase())));function is(n){let e=new Set,t=!1;for(let r of rs(n)){let o=r[En.
stage];o?o.expression===null?e.add(o.text.trim()):t=!0:e.add(n.id)}return{ids:[...e],matrix:n.strategy!==null&&ss(n.strategy),
unknown:t}}function th(n,e){let{ids:t,matrix:r,unknown:o}=is(n);if(o||n.steps.some(a=>_n(a).kind==="local"))return{stages:null,
openMatrix:!1,matrix:r};if(!r)return{stages:t,openMatrix:!1,matrix:r};let i=Dr(n.strategy),s=t.includes(n.id);if(i===null||
br(i))return{stages:null,openMatrix:s,matrix:r};try{let a=Or(n.id,vr(e,i,{contexts:{}}));return{stages:t.flatMap(f=>f===
n.id?a:[f]),openMatrix:!1,matrix:r}}catch{return{stages:null,openMatrix:s,matrix:r}}}function ss(n){return n.kind!=="map\
ping"||n.entries.some(e=>e.key==="matrix")}function nh(n,e){let t=n.permissions?"job":"workflow",r=n.permissions??e.permissions;
if(r===null)return{kind:"unset"};if(r.kind==="literal")return{kind:"all",level:String(r.value),position:r.position,from:t};
if(r.kind==="mapping"){let o=new Map;for(let i of r.entries)if(i.value.kind==="literal")o.set(i.key,String(i.value.value));else
return{kind:"expression",position:r.position,from:t};return{kind:"scopes",scopes:o,position:r.position,from:t}}return{kind:"\
expression",position:r.position,from:t}}function rh(n){return n.kind==="all"?n.level==="write-all"?["write-all"]:[]:n.kind===
"scopes"?[...n.scopes].filter(([,e])=>e==="write").map(([e])=>e):[]}function oh(n,e){return n.kind==="all"?n.level==="wr\
ite-all":n.kind==="scopes"?n.scopes.get(e)==="write":!1}export{Ec as a,dd as b,hd as c,xd as d,Mo as e,ar as f,Po as g,cr as h,ts as i,Fd as j,Gd as k,zd as l,lr as m,Qd as n,rs as o,
os as p,Zd as q,eh as r,is as s,th as t,nh as u,rh as v,oh as w};
