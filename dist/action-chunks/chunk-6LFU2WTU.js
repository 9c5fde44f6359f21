import{b as Ve,c as fn}from"./chunk-Q6FS6WJP.js";import{b as ue,c as ln,d as un,h as Ut,l as L,o as cn}from"./chunk-DHIUKFLR.js";
import{e as Ft,f as Je}from"./chunk-5RPB7GQ6.js";import{b as h,d as v}from"./chunk-A64LSPLL.js";var We=h(ce=>{"use strict";Object.defineProperty(ce,"__esModule",{value:!0});ce.isJsonObject=ce.typeofJsonValue=void 0;function hi(s){
let e=typeof s;if(e=="object"){if(Array.isArray(s))return"array";if(s===null)return"null"}return e}ce.typeofJsonValue=hi;
function pi(s){return s!==null&&typeof s=="object"&&!Array.isArray(s)}ce.isJsonObject=pi});var Ge=h(fe=>{"use strict";Object.defineProperty(fe,"__esModule",{value:!0});fe.base64encode=fe.base64decode=void 0;var Q="\
ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".split(""),$e=[];for(let s=0;s<Q.length;s++)$e[Q[s].charCodeAt(
0)]=s;$e[45]=Q.indexOf("+");$e[95]=Q.indexOf("/");function mi(s){let e=s.length*3/4;s[s.length-2]=="="?e-=2:s[s.length-1]==
"="&&(e-=1);let t=new Uint8Array(e),r=0,n=0,i,o=0;for(let a=0;a<s.length;a++){if(i=$e[s.charCodeAt(a)],i===void 0)switch(s[a]){case"\
=":n=0;case`
`:case"\r":case"	":case" ":continue;default:throw Error("invalid base64 string.")}switch(n){case 0:o=i,n=1;break;case 1:
t[r++]=o<<2|(i&48)>>4,o=i,n=2;break;case 2:t[r++]=(o&15)<<4|(i&60)>>2,o=i,n=3;break;case 3:t[r++]=(o&3)<<6|i,n=0;break}}
if(n==1)throw Error("invalid base64 string.");return t.subarray(0,r)}fe.base64decode=mi;function bi(s){let e="",t=0,r,n=0;
for(let i=0;i<s.length;i++)switch(r=s[i],t){case 0:e+=Q[r>>2],n=(r&3)<<4,t=1;break;case 1:e+=Q[n|r>>4],n=(r&15)<<2,t=2;break;case 2:
e+=Q[n|r>>6],e+=Q[r&63],t=0;break}return t&&(e+=Q[n],e+="=",t==1&&(e+="=")),e}fe.base64encode=bi});var dn=h(Ke=>{"use strict";Object.defineProperty(Ke,"__esModule",{value:!0});Ke.utf8read=void 0;var Dt=s=>String.fromCharCode.
apply(String,s);function yi(s){if(s.length<1)return"";let e=0,t=[],r=[],n=0,i,o=s.length;for(;e<o;)i=s[e++],i<128?r[n++]=
i:i>191&&i<224?r[n++]=(i&31)<<6|s[e++]&63:i>239&&i<365?(i=((i&7)<<18|(s[e++]&63)<<12|(s[e++]&63)<<6|s[e++]&63)-65536,r[n++]=
55296+(i>>10),r[n++]=56320+(i&1023)):r[n++]=(i&15)<<12|(s[e++]&63)<<6|s[e++]&63,n>8191&&(t.push(Dt(r)),n=0);return t.length?
(n&&t.push(Dt(r.slice(0,n))),t.join("")):Dt(r.slice(0,n))}Ke.utf8read=yi});var Ie=h($=>{"use strict";Object.defineProperty($,"__esModule",{value:!0});$.WireType=$.mergeBinaryOptions=$.UnknownFieldHandler=
void 0;var gi;(function(s){s.symbol=Symbol.for("protobuf-ts/unknown"),s.onRead=(t,r,n,i,o)=>{(e(r)?r[s.symbol]:r[s.symbol]=
[]).push({no:n,wireType:i,data:o})},s.onWrite=(t,r,n)=>{for(let{no:i,wireType:o,data:a}of s.list(r))n.tag(i,o).raw(a)},s.
list=(t,r)=>{if(e(t)){let n=t[s.symbol];return r?n.filter(i=>i.no==r):n}return[]},s.last=(t,r)=>s.list(t,r).slice(-1)[0];
let e=t=>t&&Array.isArray(t[s.symbol])})(gi=$.UnknownFieldHandler||($.UnknownFieldHandler={}));function wi(s,e){return Object.
assign(Object.assign({},s),e)}$.mergeBinaryOptions=wi;var ki;(function(s){s[s.Varint=0]="Varint",s[s.Bit64=1]="Bit64",s[s.
LengthDelimited=2]="LengthDelimited",s[s.StartGroup=3]="StartGroup",s[s.EndGroup=4]="EndGroup",s[s.Bit32=5]="Bit32"})(ki=
$.WireType||($.WireType={}))});var Ze=h(P=>{"use strict";Object.defineProperty(P,"__esModule",{value:!0});P.varint32read=P.varint32write=P.int64toString=
P.int64fromString=P.varint64write=P.varint64read=void 0;function _i(){let s=0,e=0;for(let r=0;r<28;r+=7){let n=this.buf[this.
pos++];if(s|=(n&127)<<r,(n&128)==0)return this.assertBounds(),[s,e]}let t=this.buf[this.pos++];if(s|=(t&15)<<28,e=(t&112)>>
4,(t&128)==0)return this.assertBounds(),[s,e];for(let r=3;r<=31;r+=7){let n=this.buf[this.pos++];if(e|=(n&127)<<r,(n&128)==
0)return this.assertBounds(),[s,e]}throw new Error("invalid varint")}P.varint64read=_i;function Ti(s,e,t){for(let i=0;i<
28;i=i+7){let o=s>>>i,a=!(!(o>>>7)&&e==0),u=(a?o|128:o)&255;if(t.push(u),!a)return}let r=s>>>28&15|(e&7)<<4,n=e>>3!=0;if(t.
push((n?r|128:r)&255),!!n){for(let i=3;i<31;i=i+7){let o=e>>>i,a=!!(o>>>7),u=(a?o|128:o)&255;if(t.push(u),!a)return}t.push(
e>>>31&1)}}P.varint64write=Ti;var Xe=65536*65536;function vi(s){let e=s[0]=="-";e&&(s=s.slice(1));let t=1e6,r=0,n=0;function i(o,a){
let u=Number(s.slice(o,a));n*=t,r=r*t+u,r>=Xe&&(n=n+(r/Xe|0),r=r%Xe)}return i(-24,-18),i(-18,-12),i(-12,-6),i(-6),[e,r,n]}
P.int64fromString=vi;function Oi(s,e){if(e>>>0<=2097151)return""+(Xe*e+(s>>>0));let t=s&16777215,r=(s>>>24|e<<8)>>>0&16777215,
n=e>>16&65535,i=t+r*6777216+n*6710656,o=r+n*8147497,a=n*2,u=1e7;i>=u&&(o+=Math.floor(i/u),i%=u),o>=u&&(a+=Math.floor(o/u),
o%=u);function l(c,f){let p=c?String(c):"";return f?"0000000".slice(p.length)+p:p}return l(a,0)+l(o,a)+l(i,1)}P.int64toString=
Oi;function Si(s,e){if(s>=0){for(;s>127;)e.push(s&127|128),s=s>>>7;e.push(s)}else{for(let t=0;t<9;t++)e.push(s&127|128),
s=s>>7;e.push(1)}}P.varint32write=Si;function Ii(){let s=this.buf[this.pos++],e=s&127;if((s&128)==0)return this.assertBounds(),
e;if(s=this.buf[this.pos++],e|=(s&127)<<7,(s&128)==0)return this.assertBounds(),e;if(s=this.buf[this.pos++],e|=(s&127)<<
14,(s&128)==0)return this.assertBounds(),e;if(s=this.buf[this.pos++],e|=(s&127)<<21,(s&128)==0)return this.assertBounds(),
e;s=this.buf[this.pos++],e|=(s&15)<<28;for(let t=5;(s&128)!==0&&t<10;t++)s=this.buf[this.pos++];if((s&128)!=0)throw new Error(
"invalid varint");return this.assertBounds(),e>>>0}P.varint32read=Ii});var te=h(ee=>{"use strict";Object.defineProperty(ee,"__esModule",{value:!0});ee.PbLong=ee.PbULong=ee.detectBi=void 0;var Ne=Ze(),
b;function hn(){let s=new DataView(new ArrayBuffer(8));b=globalThis.BigInt!==void 0&&typeof s.getBigInt64=="function"&&typeof s.
getBigUint64=="function"&&typeof s.setBigInt64=="function"&&typeof s.setBigUint64=="function"?{MIN:BigInt("-922337203685\
4775808"),MAX:BigInt("9223372036854775807"),UMIN:BigInt("0"),UMAX:BigInt("18446744073709551615"),C:BigInt,V:s}:void 0}ee.
detectBi=hn;hn();function pn(s){if(!s)throw new Error("BigInt unavailable, see https://github.com/timostamm/protobuf-ts/\
blob/v1.0.8/MANUAL.md#bigint-support")}var mn=/^-?[0-9]+$/,He=4294967296,ze=2147483648,Ye=class{constructor(e,t){this.lo=
e|0,this.hi=t|0}isZero(){return this.lo==0&&this.hi==0}toNumber(){let e=this.hi*He+(this.lo>>>0);if(!Number.isSafeInteger(
e))throw new Error("cannot convert to safe number");return e}},Re=class s extends Ye{static from(e){if(b)switch(typeof e){case"\
string":if(e=="0")return this.ZERO;if(e=="")throw new Error("string is no integer");e=b.C(e);case"number":if(e===0)return this.
ZERO;e=b.C(e);case"bigint":if(!e)return this.ZERO;if(e<b.UMIN)throw new Error("signed value for ulong");if(e>b.UMAX)throw new Error(
"ulong too large");return b.V.setBigUint64(0,e,!0),new s(b.V.getInt32(0,!0),b.V.getInt32(4,!0))}else switch(typeof e){case"\
string":if(e=="0")return this.ZERO;if(e=e.trim(),!mn.test(e))throw new Error("string is no integer");let[t,r,n]=Ne.int64fromString(
e);if(t)throw new Error("signed value for ulong");return new s(r,n);case"number":if(e==0)return this.ZERO;if(!Number.isSafeInteger(
e))throw new Error("number is no integer");if(e<0)throw new Error("signed value for ulong");return new s(e,e/He)}throw new Error(
"unknown value "+typeof e)}toString(){return b?this.toBigInt().toString():Ne.int64toString(this.lo,this.hi)}toBigInt(){return pn(
b),b.V.setInt32(0,this.lo,!0),b.V.setInt32(4,this.hi,!0),b.V.getBigUint64(0,!0)}};ee.PbULong=Re;Re.ZERO=new Re(0,0);var Ee=class s extends Ye{static from(e){
if(b)switch(typeof e){case"string":if(e=="0")return this.ZERO;if(e=="")throw new Error("string is no integer");e=b.C(e);case"\
number":if(e===0)return this.ZERO;e=b.C(e);case"bigint":if(!e)return this.ZERO;if(e<b.MIN)throw new Error("signed long t\
oo small");if(e>b.MAX)throw new Error("signed long too large");return b.V.setBigInt64(0,e,!0),new s(b.V.getInt32(0,!0),b.
V.getInt32(4,!0))}else switch(typeof e){case"string":if(e=="0")return this.ZERO;if(e=e.trim(),!mn.test(e))throw new Error(
"string is no integer");let[t,r,n]=Ne.int64fromString(e);if(t){if(n>ze||n==ze&&r!=0)throw new Error("signed long too sma\
ll")}else if(n>=ze)throw new Error("signed long too large");let i=new s(r,n);return t?i.negate():i;case"number":if(e==0)
return this.ZERO;if(!Number.isSafeInteger(e))throw new Error("number is no integer");return e>0?new s(e,e/He):new s(-e,-e/
He).negate()}throw new Error("unknown value "+typeof e)}isNegative(){return(this.hi&ze)!==0}negate(){let e=~this.hi,t=this.
lo;return t?t=~t+1:e+=1,new s(t,e)}toString(){if(b)return this.toBigInt().toString();if(this.isNegative()){let e=this.negate();
return"-"+Ne.int64toString(e.lo,e.hi)}return Ne.int64toString(this.lo,this.hi)}toBigInt(){return pn(b),b.V.setInt32(0,this.
lo,!0),b.V.setInt32(4,this.hi,!0),b.V.getBigInt64(0,!0)}};ee.PbLong=Ee;Ee.ZERO=new Ee(0,0)});var Lt=h(he=>{"use strict";Object.defineProperty(he,"__esModule",{value:!0});he.BinaryReader=he.binaryReadOptions=void 0;
var de=Ie(),Be=te(),bn=Ze(),yn={readUnknownField:!0,readerFactory:s=>new Qe(s)};function Ni(s){return s?Object.assign(Object.
assign({},yn),s):yn}he.binaryReadOptions=Ni;var Qe=class{constructor(e,t){this.varint64=bn.varint64read,this.uint32=bn.varint32read,
this.buf=e,this.len=e.length,this.pos=0,this.view=new DataView(e.buffer,e.byteOffset,e.byteLength),this.textDecoder=t??new TextDecoder(
"utf-8",{fatal:!0,ignoreBOM:!0})}tag(){let e=this.uint32(),t=e>>>3,r=e&7;if(t<=0||r<0||r>5)throw new Error("illegal tag:\
 field no "+t+" wire type "+r);return[t,r]}skip(e){let t=this.pos;switch(e){case de.WireType.Varint:for(;this.buf[this.pos++]&
128;);break;case de.WireType.Bit64:this.pos+=4;case de.WireType.Bit32:this.pos+=4;break;case de.WireType.LengthDelimited:
let r=this.uint32();this.pos+=r;break;case de.WireType.StartGroup:let n;for(;(n=this.tag()[1])!==de.WireType.EndGroup;)this.
skip(n);break;default:throw new Error("cant skip wire type "+e)}return this.assertBounds(),this.buf.subarray(t,this.pos)}assertBounds(){
if(this.pos>this.len)throw new RangeError("premature EOF")}int32(){return this.uint32()|0}sint32(){let e=this.uint32();return e>>>
1^-(e&1)}int64(){return new Be.PbLong(...this.varint64())}uint64(){return new Be.PbULong(...this.varint64())}sint64(){let[
e,t]=this.varint64(),r=-(e&1);return e=(e>>>1|(t&1)<<31)^r,t=t>>>1^r,new Be.PbLong(e,t)}bool(){let[e,t]=this.varint64();
return e!==0||t!==0}fixed32(){return this.view.getUint32((this.pos+=4)-4,!0)}sfixed32(){return this.view.getInt32((this.
pos+=4)-4,!0)}fixed64(){return new Be.PbULong(this.sfixed32(),this.sfixed32())}sfixed64(){return new Be.PbLong(this.sfixed32(),
this.sfixed32())}float(){return this.view.getFloat32((this.pos+=4)-4,!0)}double(){return this.view.getFloat64((this.pos+=
8)-8,!0)}bytes(){let e=this.uint32(),t=this.pos;return this.pos+=e,this.assertBounds(),this.buf.subarray(t,t+e)}string(){
return this.textDecoder.decode(this.bytes())}};he.BinaryReader=Qe});var pe=h(A=>{"use strict";Object.defineProperty(A,"__esModule",{value:!0});A.assertFloat32=A.assertUInt32=A.assertInt32=
A.assertNever=A.assert=void 0;function Ri(s,e){if(!s)throw new Error(e)}A.assert=Ri;function Ei(s,e){throw new Error(e??
"Unexpected object: "+s)}A.assertNever=Ei;var Bi=34028234663852886e22,Pi=-34028234663852886e22,ji=4294967295,Ui=2147483647,
Fi=-2147483648;function Di(s){if(typeof s!="number")throw new Error("invalid int 32: "+typeof s);if(!Number.isInteger(s)||
s>Ui||s<Fi)throw new Error("invalid int 32: "+s)}A.assertInt32=Di;function Li(s){if(typeof s!="number")throw new Error("\
invalid uint 32: "+typeof s);if(!Number.isInteger(s)||s>ji||s<0)throw new Error("invalid uint 32: "+s)}A.assertUInt32=Li;
function Ai(s){if(typeof s!="number")throw new Error("invalid float 32: "+typeof s);if(Number.isFinite(s)&&(s>Bi||s<Pi))
throw new Error("invalid float 32: "+s)}A.assertFloat32=Ai});var At=h(be=>{"use strict";Object.defineProperty(be,"__esModule",{value:!0});be.BinaryWriter=be.binaryWriteOptions=void 0;
var Pe=te(),je=Ze(),me=pe(),gn={writeUnknownFields:!0,writerFactory:()=>new et};function xi(s){return s?Object.assign(Object.
assign({},gn),s):gn}be.binaryWriteOptions=xi;var et=class{constructor(e){this.stack=[],this.textEncoder=e??new TextEncoder,
this.chunks=[],this.buf=[]}finish(){this.chunks.push(new Uint8Array(this.buf));let e=0;for(let n=0;n<this.chunks.length;n++)
e+=this.chunks[n].length;let t=new Uint8Array(e),r=0;for(let n=0;n<this.chunks.length;n++)t.set(this.chunks[n],r),r+=this.
chunks[n].length;return this.chunks=[],t}fork(){return this.stack.push({chunks:this.chunks,buf:this.buf}),this.chunks=[],
this.buf=[],this}join(){let e=this.finish(),t=this.stack.pop();if(!t)throw new Error("invalid state, fork stack empty");
return this.chunks=t.chunks,this.buf=t.buf,this.uint32(e.byteLength),this.raw(e)}tag(e,t){return this.uint32((e<<3|t)>>>
0)}raw(e){return this.buf.length&&(this.chunks.push(new Uint8Array(this.buf)),this.buf=[]),this.chunks.push(e),this}uint32(e){
for(me.assertUInt32(e);e>127;)this.buf.push(e&127|128),e=e>>>7;return this.buf.push(e),this}int32(e){return me.assertInt32(
e),je.varint32write(e,this.buf),this}bool(e){return this.buf.push(e?1:0),this}bytes(e){return this.uint32(e.byteLength),
this.raw(e)}string(e){let t=this.textEncoder.encode(e);return this.uint32(t.byteLength),this.raw(t)}float(e){me.assertFloat32(
e);let t=new Uint8Array(4);return new DataView(t.buffer).setFloat32(0,e,!0),this.raw(t)}double(e){let t=new Uint8Array(8);
return new DataView(t.buffer).setFloat64(0,e,!0),this.raw(t)}fixed32(e){me.assertUInt32(e);let t=new Uint8Array(4);return new DataView(
t.buffer).setUint32(0,e,!0),this.raw(t)}sfixed32(e){me.assertInt32(e);let t=new Uint8Array(4);return new DataView(t.buffer).
setInt32(0,e,!0),this.raw(t)}sint32(e){return me.assertInt32(e),e=(e<<1^e>>31)>>>0,je.varint32write(e,this.buf),this}sfixed64(e){
let t=new Uint8Array(8),r=new DataView(t.buffer),n=Pe.PbLong.from(e);return r.setInt32(0,n.lo,!0),r.setInt32(4,n.hi,!0),
this.raw(t)}fixed64(e){let t=new Uint8Array(8),r=new DataView(t.buffer),n=Pe.PbULong.from(e);return r.setInt32(0,n.lo,!0),
r.setInt32(4,n.hi,!0),this.raw(t)}int64(e){let t=Pe.PbLong.from(e);return je.varint64write(t.lo,t.hi,this.buf),this}sint64(e){
let t=Pe.PbLong.from(e),r=t.hi>>31,n=t.lo<<1^r,i=(t.hi<<1|t.lo>>>31)^r;return je.varint64write(n,i,this.buf),this}uint64(e){
let t=Pe.PbULong.from(e);return je.varint64write(t.lo,t.hi,this.buf),this}};be.BinaryWriter=et});var xt=h(re=>{"use strict";Object.defineProperty(re,"__esModule",{value:!0});re.mergeJsonOptions=re.jsonWriteOptions=re.
jsonReadOptions=void 0;var wn={emitDefaultValues:!1,enumAsInteger:!1,useProtoFieldName:!1,prettySpaces:0},kn={ignoreUnknownFields:!1};
function qi(s){return s?Object.assign(Object.assign({},kn),s):kn}re.jsonReadOptions=qi;function Mi(s){return s?Object.assign(
Object.assign({},wn),s):wn}re.jsonWriteOptions=Mi;function Ci(s,e){var t,r;let n=Object.assign(Object.assign({},s),e);return n.
typeRegistry=[...(t=s?.typeRegistry)!==null&&t!==void 0?t:[],...(r=e?.typeRegistry)!==null&&r!==void 0?r:[]],n}re.mergeJsonOptions=
Ci});var Ue=h(tt=>{"use strict";Object.defineProperty(tt,"__esModule",{value:!0});tt.MESSAGE_TYPE=void 0;tt.MESSAGE_TYPE=Symbol.
for("protobuf-ts/message-type")});var qt=h(rt=>{"use strict";Object.defineProperty(rt,"__esModule",{value:!0});rt.lowerCamelCase=void 0;function Vi(s){let e=!1,
t=[];for(let r=0;r<s.length;r++){let n=s.charAt(r);n=="_"?e=!0:/\d/.test(n)?(t.push(n),e=!0):e?(t.push(n.toUpperCase()),
e=!1):r==0?t.push(n.toLowerCase()):t.push(n)}return t.join("")}rt.lowerCamelCase=Vi});var J=h(I=>{"use strict";Object.defineProperty(I,"__esModule",{value:!0});I.readMessageOption=I.readFieldOption=I.readFieldOptions=
I.normalizeFieldInfo=I.RepeatType=I.LongType=I.ScalarType=void 0;var _n=qt(),Ji;(function(s){s[s.DOUBLE=1]="DOUBLE",s[s.
FLOAT=2]="FLOAT",s[s.INT64=3]="INT64",s[s.UINT64=4]="UINT64",s[s.INT32=5]="INT32",s[s.FIXED64=6]="FIXED64",s[s.FIXED32=7]=
"FIXED32",s[s.BOOL=8]="BOOL",s[s.STRING=9]="STRING",s[s.BYTES=12]="BYTES",s[s.UINT32=13]="UINT32",s[s.SFIXED32=15]="SFIX\
ED32",s[s.SFIXED64=16]="SFIXED64",s[s.SINT32=17]="SINT32",s[s.SINT64=18]="SINT64"})(Ji=I.ScalarType||(I.ScalarType={}));
var Wi;(function(s){s[s.BIGINT=0]="BIGINT",s[s.STRING=1]="STRING",s[s.NUMBER=2]="NUMBER"})(Wi=I.LongType||(I.LongType={}));
var Tn;(function(s){s[s.NO=0]="NO",s[s.PACKED=1]="PACKED",s[s.UNPACKED=2]="UNPACKED"})(Tn=I.RepeatType||(I.RepeatType={}));
function $i(s){var e,t,r,n;return s.localName=(e=s.localName)!==null&&e!==void 0?e:_n.lowerCamelCase(s.name),s.jsonName=
(t=s.jsonName)!==null&&t!==void 0?t:_n.lowerCamelCase(s.name),s.repeat=(r=s.repeat)!==null&&r!==void 0?r:Tn.NO,s.opt=(n=
s.opt)!==null&&n!==void 0?n:s.repeat||s.oneof?!1:s.kind=="message",s}I.normalizeFieldInfo=$i;function Gi(s,e,t,r){var n;
let i=(n=s.fields.find((o,a)=>o.localName==e||a==e))===null||n===void 0?void 0:n.options;return i&&i[t]?r.fromJson(i[t]):
void 0}I.readFieldOptions=Gi;function Ki(s,e,t,r){var n;let i=(n=s.fields.find((a,u)=>a.localName==e||u==e))===null||n===
void 0?void 0:n.options;if(!i)return;let o=i[t];return o===void 0?o:r?r.fromJson(o):o}I.readFieldOption=Ki;function Xi(s,e,t){
let n=s.options[e];return n===void 0?n:t?t.fromJson(n):n}I.readMessageOption=Xi});var Mt=h(j=>{"use strict";Object.defineProperty(j,"__esModule",{value:!0});j.getSelectedOneofValue=j.clearOneofValue=j.setUnknownOneofValue=
j.setOneofValue=j.getOneofValue=j.isOneofGroup=void 0;function Zi(s){if(typeof s!="object"||s===null||!s.hasOwnProperty(
"oneofKind"))return!1;switch(typeof s.oneofKind){case"string":return s[s.oneofKind]===void 0?!1:Object.keys(s).length==2;case"\
undefined":return Object.keys(s).length==1;default:return!1}}j.isOneofGroup=Zi;function zi(s,e){return s[e]}j.getOneofValue=
zi;function Hi(s,e,t){s.oneofKind!==void 0&&delete s[s.oneofKind],s.oneofKind=e,t!==void 0&&(s[e]=t)}j.setOneofValue=Hi;
function Yi(s,e,t){s.oneofKind!==void 0&&delete s[s.oneofKind],s.oneofKind=e,t!==void 0&&e!==void 0&&(s[e]=t)}j.setUnknownOneofValue=
Yi;function Qi(s){s.oneofKind!==void 0&&delete s[s.oneofKind],s.oneofKind=void 0}j.clearOneofValue=Qi;function es(s){if(s.
oneofKind!==void 0)return s[s.oneofKind]}j.getSelectedOneofValue=es});var Vt=h(nt=>{"use strict";Object.defineProperty(nt,"__esModule",{value:!0});nt.ReflectionTypeCheck=void 0;var _=J(),ts=Mt(),
Ct=class{constructor(e){var t;this.fields=(t=e.fields)!==null&&t!==void 0?t:[]}prepare(){if(this.data)return;let e=[],t=[],
r=[];for(let n of this.fields)if(n.oneof)r.includes(n.oneof)||(r.push(n.oneof),e.push(n.oneof),t.push(n.oneof));else switch(t.
push(n.localName),n.kind){case"scalar":case"enum":(!n.opt||n.repeat)&&e.push(n.localName);break;case"message":n.repeat&&
e.push(n.localName);break;case"map":e.push(n.localName);break}this.data={req:e,known:t,oneofs:Object.values(r)}}is(e,t,r=!1){
if(t<0)return!0;if(e==null||typeof e!="object")return!1;this.prepare();let n=Object.keys(e),i=this.data;if(n.length<i.req.
length||i.req.some(o=>!n.includes(o))||!r&&n.some(o=>!i.known.includes(o)))return!1;if(t<1)return!0;for(let o of i.oneofs){
let a=e[o];if(!ts.isOneofGroup(a))return!1;if(a.oneofKind===void 0)continue;let u=this.fields.find(l=>l.localName===a.oneofKind);
if(!u||!this.field(a[a.oneofKind],u,r,t))return!1}for(let o of this.fields)if(o.oneof===void 0&&!this.field(e[o.localName],
o,r,t))return!1;return!0}field(e,t,r,n){let i=t.repeat;switch(t.kind){case"scalar":return e===void 0?t.opt:i?this.scalars(
e,t.T,n,t.L):this.scalar(e,t.T,t.L);case"enum":return e===void 0?t.opt:i?this.scalars(e,_.ScalarType.INT32,n):this.scalar(
e,_.ScalarType.INT32);case"message":return e===void 0?!0:i?this.messages(e,t.T(),r,n):this.message(e,t.T(),r,n);case"map":
if(typeof e!="object"||e===null)return!1;if(n<2)return!0;if(!this.mapKeys(e,t.K,n))return!1;switch(t.V.kind){case"scalar":
return this.scalars(Object.values(e),t.V.T,n,t.V.L);case"enum":return this.scalars(Object.values(e),_.ScalarType.INT32,n);case"\
message":return this.messages(Object.values(e),t.V.T(),r,n)}break}return!0}message(e,t,r,n){return r?t.isAssignable(e,n):
t.is(e,n)}messages(e,t,r,n){if(!Array.isArray(e))return!1;if(n<2)return!0;if(r){for(let i=0;i<e.length&&i<n;i++)if(!t.isAssignable(
e[i],n-1))return!1}else for(let i=0;i<e.length&&i<n;i++)if(!t.is(e[i],n-1))return!1;return!0}scalar(e,t,r){let n=typeof e;
switch(t){case _.ScalarType.UINT64:case _.ScalarType.FIXED64:case _.ScalarType.INT64:case _.ScalarType.SFIXED64:case _.ScalarType.
SINT64:switch(r){case _.LongType.BIGINT:return n=="bigint";case _.LongType.NUMBER:return n=="number"&&!isNaN(e);default:
return n=="string"}case _.ScalarType.BOOL:return n=="boolean";case _.ScalarType.STRING:return n=="string";case _.ScalarType.
BYTES:return e instanceof Uint8Array;case _.ScalarType.DOUBLE:case _.ScalarType.FLOAT:return n=="number"&&!isNaN(e);default:
return n=="number"&&Number.isInteger(e)}}scalars(e,t,r,n){if(!Array.isArray(e))return!1;if(r<2)return!0;if(Array.isArray(
e)){for(let i=0;i<e.length&&i<r;i++)if(!this.scalar(e[i],t,n))return!1}return!0}mapKeys(e,t,r){let n=Object.keys(e);switch(t){case _.
ScalarType.INT32:case _.ScalarType.FIXED32:case _.ScalarType.SFIXED32:case _.ScalarType.SINT32:case _.ScalarType.UINT32:
return this.scalars(n.slice(0,r).map(i=>parseInt(i)),t,r);case _.ScalarType.BOOL:return this.scalars(n.slice(0,r).map(i=>i==
"true"?!0:i=="false"?!1:i),t,r);default:return this.scalars(n,t,r,_.LongType.STRING)}}};nt.ReflectionTypeCheck=Ct});var st=h(it=>{"use strict";Object.defineProperty(it,"__esModule",{value:!0});it.reflectionLongConvert=void 0;var vn=J();
function rs(s,e){switch(e){case vn.LongType.BIGINT:return s.toBigInt();case vn.LongType.NUMBER:return s.toNumber();default:
return s.toString()}}it.reflectionLongConvert=rs});var Wt=h(lt=>{"use strict";Object.defineProperty(lt,"__esModule",{value:!0});lt.ReflectionJsonReader=void 0;var On=We(),
ns=Ge(),N=J(),at=te(),ne=pe(),ot=st(),Jt=class{constructor(e){this.info=e}prepare(){var e;if(this.fMap===void 0){this.fMap=
{};let t=(e=this.info.fields)!==null&&e!==void 0?e:[];for(let r of t)this.fMap[r.name]=r,this.fMap[r.jsonName]=r,this.fMap[r.
localName]=r}}assert(e,t,r){if(!e){let n=On.typeofJsonValue(r);throw(n=="number"||n=="boolean")&&(n=r.toString()),new Error(
`Cannot parse JSON ${n} for ${this.info.typeName}#${t}`)}}read(e,t,r){this.prepare();let n=[];for(let[i,o]of Object.entries(
e)){let a=this.fMap[i];if(!a){if(!r.ignoreUnknownFields)throw new Error(`Found unknown field while reading ${this.info.typeName}\
 from JSON format. JSON key: ${i}`);continue}let u=a.localName,l;if(a.oneof){if(o===null&&(a.kind!=="enum"||a.T()[0]!=="\
google.protobuf.NullValue"))continue;if(n.includes(a.oneof))throw new Error(`Multiple members of the oneof group "${a.oneof}\
" of ${this.info.typeName} are present in JSON.`);n.push(a.oneof),l=t[a.oneof]={oneofKind:u}}else l=t;if(a.kind=="map"){
if(o===null)continue;this.assert(On.isJsonObject(o),a.name,o);let c=l[u];for(let[f,p]of Object.entries(o)){this.assert(p!==
null,a.name+" map value",null);let S;switch(a.V.kind){case"message":S=a.V.T().internalJsonRead(p,r);break;case"enum":if(S=
this.enum(a.V.T(),p,a.name,r.ignoreUnknownFields),S===!1)continue;break;case"scalar":S=this.scalar(p,a.V.T,a.V.L,a.name);
break}this.assert(S!==void 0,a.name+" map value",p);let U=f;a.K==N.ScalarType.BOOL&&(U=U=="true"?!0:U=="false"?!1:U),U=this.
scalar(U,a.K,N.LongType.STRING,a.name).toString(),c[U]=S}}else if(a.repeat){if(o===null)continue;this.assert(Array.isArray(
o),a.name,o);let c=l[u];for(let f of o){this.assert(f!==null,a.name,null);let p;switch(a.kind){case"message":p=a.T().internalJsonRead(
f,r);break;case"enum":if(p=this.enum(a.T(),f,a.name,r.ignoreUnknownFields),p===!1)continue;break;case"scalar":p=this.scalar(
f,a.T,a.L,a.name);break}this.assert(p!==void 0,a.name,o),c.push(p)}}else switch(a.kind){case"message":if(o===null&&a.T().
typeName!="google.protobuf.Value"){this.assert(a.oneof===void 0,a.name+" (oneof member)",null);continue}l[u]=a.T().internalJsonRead(
o,r,l[u]);break;case"enum":if(o===null)continue;let c=this.enum(a.T(),o,a.name,r.ignoreUnknownFields);if(c===!1)continue;
l[u]=c;break;case"scalar":if(o===null)continue;l[u]=this.scalar(o,a.T,a.L,a.name);break}}}enum(e,t,r,n){if(e[0]=="google\
.protobuf.NullValue"&&ne.assert(t===null||t==="NULL_VALUE",`Unable to parse field ${this.info.typeName}#${r}, enum ${e[0]}\
 only accepts null.`),t===null)return 0;switch(typeof t){case"number":return ne.assert(Number.isInteger(t),`Unable to pa\
rse field ${this.info.typeName}#${r}, enum can only be integral number, got ${t}.`),t;case"string":let i=t;e[2]&&t.substring(
0,e[2].length)===e[2]&&(i=t.substring(e[2].length));let o=e[1][i];return typeof o>"u"&&n?!1:(ne.assert(typeof o=="number",
`Unable to parse field ${this.info.typeName}#${r}, enum ${e[0]} has no value for "${t}".`),o)}ne.assert(!1,`Unable to pa\
rse field ${this.info.typeName}#${r}, cannot parse enum value from ${typeof t}".`)}scalar(e,t,r,n){let i;try{switch(t){case N.
ScalarType.DOUBLE:case N.ScalarType.FLOAT:if(e===null)return 0;if(e==="NaN")return Number.NaN;if(e==="Infinity")return Number.
POSITIVE_INFINITY;if(e==="-Infinity")return Number.NEGATIVE_INFINITY;if(e===""){i="empty string";break}if(typeof e=="str\
ing"&&e.trim().length!==e.length){i="extra whitespace";break}if(typeof e!="string"&&typeof e!="number")break;let o=Number(
e);if(Number.isNaN(o)){i="not a number";break}if(!Number.isFinite(o)){i="too large or small";break}return t==N.ScalarType.
FLOAT&&ne.assertFloat32(o),o;case N.ScalarType.INT32:case N.ScalarType.FIXED32:case N.ScalarType.SFIXED32:case N.ScalarType.
SINT32:case N.ScalarType.UINT32:if(e===null)return 0;let a;if(typeof e=="number"?a=e:e===""?i="empty string":typeof e=="\
string"&&(e.trim().length!==e.length?i="extra whitespace":a=Number(e)),a===void 0)break;return t==N.ScalarType.UINT32?ne.
assertUInt32(a):ne.assertInt32(a),a;case N.ScalarType.INT64:case N.ScalarType.SFIXED64:case N.ScalarType.SINT64:if(e===null)
return ot.reflectionLongConvert(at.PbLong.ZERO,r);if(typeof e!="number"&&typeof e!="string")break;return ot.reflectionLongConvert(
at.PbLong.from(e),r);case N.ScalarType.FIXED64:case N.ScalarType.UINT64:if(e===null)return ot.reflectionLongConvert(at.PbULong.
ZERO,r);if(typeof e!="number"&&typeof e!="string")break;return ot.reflectionLongConvert(at.PbULong.from(e),r);case N.ScalarType.
BOOL:if(e===null)return!1;if(typeof e!="boolean")break;return e;case N.ScalarType.STRING:if(e===null)return"";if(typeof e!=
"string"){i="extra whitespace";break}try{encodeURIComponent(e)}catch(u){u="invalid UTF8";break}return e;case N.ScalarType.
BYTES:if(e===null||e==="")return new Uint8Array(0);if(typeof e!="string")break;return ns.base64decode(e)}}catch(o){i=o.message}
this.assert(!1,n+(i?" - "+i:""),e)}};lt.ReflectionJsonReader=Jt});var Gt=h(ut=>{"use strict";Object.defineProperty(ut,"__esModule",{value:!0});ut.ReflectionJsonWriter=void 0;var is=Ge(),
Sn=te(),B=J(),w=pe(),$t=class{constructor(e){var t;this.fields=(t=e.fields)!==null&&t!==void 0?t:[]}write(e,t){let r={},
n=e;for(let i of this.fields){if(!i.oneof){let l=this.field(i,n[i.localName],t);l!==void 0&&(r[t.useProtoFieldName?i.name:
i.jsonName]=l);continue}let o=n[i.oneof];if(o.oneofKind!==i.localName)continue;let a=i.kind=="scalar"||i.kind=="enum"?Object.
assign(Object.assign({},t),{emitDefaultValues:!0}):t,u=this.field(i,o[i.localName],a);w.assert(u!==void 0),r[t.useProtoFieldName?
i.name:i.jsonName]=u}return r}field(e,t,r){let n;if(e.kind=="map"){w.assert(typeof t=="object"&&t!==null);let i={};switch(e.
V.kind){case"scalar":for(let[u,l]of Object.entries(t)){let c=this.scalar(e.V.T,l,e.name,!1,!0);w.assert(c!==void 0),i[u.
toString()]=c}break;case"message":let o=e.V.T();for(let[u,l]of Object.entries(t)){let c=this.message(o,l,e.name,r);w.assert(
c!==void 0),i[u.toString()]=c}break;case"enum":let a=e.V.T();for(let[u,l]of Object.entries(t)){w.assert(l===void 0||typeof l==
"number");let c=this.enum(a,l,e.name,!1,!0,r.enumAsInteger);w.assert(c!==void 0),i[u.toString()]=c}break}(r.emitDefaultValues||
Object.keys(i).length>0)&&(n=i)}else if(e.repeat){w.assert(Array.isArray(t));let i=[];switch(e.kind){case"scalar":for(let u=0;u<
t.length;u++){let l=this.scalar(e.T,t[u],e.name,e.opt,!0);w.assert(l!==void 0),i.push(l)}break;case"enum":let o=e.T();for(let u=0;u<
t.length;u++){w.assert(t[u]===void 0||typeof t[u]=="number");let l=this.enum(o,t[u],e.name,e.opt,!0,r.enumAsInteger);w.assert(
l!==void 0),i.push(l)}break;case"message":let a=e.T();for(let u=0;u<t.length;u++){let l=this.message(a,t[u],e.name,r);w.
assert(l!==void 0),i.push(l)}break}(r.emitDefaultValues||i.length>0||r.emitDefaultValues)&&(n=i)}else switch(e.kind){case"\
scalar":n=this.scalar(e.T,t,e.name,e.opt,r.emitDefaultValues);break;case"enum":n=this.enum(e.T(),t,e.name,e.opt,r.emitDefaultValues,
r.enumAsInteger);break;case"message":n=this.message(e.T(),t,e.name,r);break}return n}enum(e,t,r,n,i,o){if(e[0]=="google.\
protobuf.NullValue")return!i&&!n?void 0:null;if(t===void 0){w.assert(n);return}if(!(t===0&&!i&&!n))return w.assert(typeof t==
"number"),w.assert(Number.isInteger(t)),o||!e[1].hasOwnProperty(t)?t:e[2]?e[2]+e[1][t]:e[1][t]}message(e,t,r,n){return t===
void 0?n.emitDefaultValues?null:void 0:e.internalJsonWrite(t,n)}scalar(e,t,r,n,i){if(t===void 0){w.assert(n);return}let o=i||
n;switch(e){case B.ScalarType.INT32:case B.ScalarType.SFIXED32:case B.ScalarType.SINT32:return t===0?o?0:void 0:(w.assertInt32(
t),t);case B.ScalarType.FIXED32:case B.ScalarType.UINT32:return t===0?o?0:void 0:(w.assertUInt32(t),t);case B.ScalarType.
FLOAT:w.assertFloat32(t);case B.ScalarType.DOUBLE:return t===0?o?0:void 0:(w.assert(typeof t=="number"),Number.isNaN(t)?
"NaN":t===Number.POSITIVE_INFINITY?"Infinity":t===Number.NEGATIVE_INFINITY?"-Infinity":t);case B.ScalarType.STRING:return t===
""?o?"":void 0:(w.assert(typeof t=="string"),t);case B.ScalarType.BOOL:return t===!1?o?!1:void 0:(w.assert(typeof t=="bo\
olean"),t);case B.ScalarType.UINT64:case B.ScalarType.FIXED64:w.assert(typeof t=="number"||typeof t=="string"||typeof t==
"bigint");let a=Sn.PbULong.from(t);return a.isZero()&&!o?void 0:a.toString();case B.ScalarType.INT64:case B.ScalarType.SFIXED64:case B.
ScalarType.SINT64:w.assert(typeof t=="number"||typeof t=="string"||typeof t=="bigint");let u=Sn.PbLong.from(t);return u.
isZero()&&!o?void 0:u.toString();case B.ScalarType.BYTES:return w.assert(t instanceof Uint8Array),t.byteLength?is.base64encode(
t):o?"":void 0}}};ut.ReflectionJsonWriter=$t});var ft=h(ct=>{"use strict";Object.defineProperty(ct,"__esModule",{value:!0});ct.reflectionScalarDefault=void 0;var W=J(),
In=st(),Nn=te();function ss(s,e=W.LongType.STRING){switch(s){case W.ScalarType.BOOL:return!1;case W.ScalarType.UINT64:case W.
ScalarType.FIXED64:return In.reflectionLongConvert(Nn.PbULong.ZERO,e);case W.ScalarType.INT64:case W.ScalarType.SFIXED64:case W.
ScalarType.SINT64:return In.reflectionLongConvert(Nn.PbLong.ZERO,e);case W.ScalarType.DOUBLE:case W.ScalarType.FLOAT:return 0;case W.
ScalarType.BYTES:return new Uint8Array(0);case W.ScalarType.STRING:return"";default:return 0}}ct.reflectionScalarDefault=
ss});var Xt=h(dt=>{"use strict";Object.defineProperty(dt,"__esModule",{value:!0});dt.ReflectionBinaryReader=void 0;var Rn=Ie(),
O=J(),Fe=st(),En=ft(),Kt=class{constructor(e){this.info=e}prepare(){var e;if(!this.fieldNoToField){let t=(e=this.info.fields)!==
null&&e!==void 0?e:[];this.fieldNoToField=new Map(t.map(r=>[r.no,r]))}}read(e,t,r,n){this.prepare();let i=n===void 0?e.len:
e.pos+n;for(;e.pos<i;){let[o,a]=e.tag(),u=this.fieldNoToField.get(o);if(!u){let p=r.readUnknownField;if(p=="throw")throw new Error(
`Unknown field ${o} (wire type ${a}) for ${this.info.typeName}`);let S=e.skip(a);p!==!1&&(p===!0?Rn.UnknownFieldHandler.
onRead:p)(this.info.typeName,t,o,a,S);continue}let l=t,c=u.repeat,f=u.localName;switch(u.oneof&&(l=l[u.oneof],l.oneofKind!==
f&&(l=t[u.oneof]={oneofKind:f})),u.kind){case"scalar":case"enum":let p=u.kind=="enum"?O.ScalarType.INT32:u.T,S=u.kind=="\
scalar"?u.L:void 0;if(c){let Ce=l[f];if(a==Rn.WireType.LengthDelimited&&p!=O.ScalarType.STRING&&p!=O.ScalarType.BYTES){let jt=e.
uint32()+e.pos;for(;e.pos<jt;)Ce.push(this.scalar(e,p,S))}else Ce.push(this.scalar(e,p,S))}else l[f]=this.scalar(e,p,S);
break;case"message":if(c){let Ce=l[f],jt=u.T().internalBinaryRead(e,e.uint32(),r);Ce.push(jt)}else l[f]=u.T().internalBinaryRead(
e,e.uint32(),r,l[f]);break;case"map":let[U,di]=this.mapEntry(u,e,r);l[f][U]=di;break}}}mapEntry(e,t,r){let n=t.uint32(),
i=t.pos+n,o,a;for(;t.pos<i;){let[u,l]=t.tag();switch(u){case 1:e.K==O.ScalarType.BOOL?o=t.bool().toString():o=this.scalar(
t,e.K,O.LongType.STRING);break;case 2:switch(e.V.kind){case"scalar":a=this.scalar(t,e.V.T,e.V.L);break;case"enum":a=t.int32();
break;case"message":a=e.V.T().internalBinaryRead(t,t.uint32(),r);break}break;default:throw new Error(`Unknown field ${u}\
 (wire type ${l}) in map entry for ${this.info.typeName}#${e.name}`)}}if(o===void 0){let u=En.reflectionScalarDefault(e.
K);o=e.K==O.ScalarType.BOOL?u.toString():u}if(a===void 0)switch(e.V.kind){case"scalar":a=En.reflectionScalarDefault(e.V.
T,e.V.L);break;case"enum":a=0;break;case"message":a=e.V.T().create();break}return[o,a]}scalar(e,t,r){switch(t){case O.ScalarType.
INT32:return e.int32();case O.ScalarType.STRING:return e.string();case O.ScalarType.BOOL:return e.bool();case O.ScalarType.
DOUBLE:return e.double();case O.ScalarType.FLOAT:return e.float();case O.ScalarType.INT64:return Fe.reflectionLongConvert(
e.int64(),r);case O.ScalarType.UINT64:return Fe.reflectionLongConvert(e.uint64(),r);case O.ScalarType.FIXED64:return Fe.
reflectionLongConvert(e.fixed64(),r);case O.ScalarType.FIXED32:return e.fixed32();case O.ScalarType.BYTES:return e.bytes();case O.
ScalarType.UINT32:return e.uint32();case O.ScalarType.SFIXED32:return e.sfixed32();case O.ScalarType.SFIXED64:return Fe.
reflectionLongConvert(e.sfixed64(),r);case O.ScalarType.SINT32:return e.sint32();case O.ScalarType.SINT64:return Fe.reflectionLongConvert(
e.sint64(),r)}}};dt.ReflectionBinaryReader=Kt});var zt=h(ht=>{"use strict";Object.defineProperty(ht,"__esModule",{value:!0});ht.ReflectionBinaryWriter=void 0;var F=Ie(),
y=J(),ye=pe(),De=te(),Zt=class{constructor(e){this.info=e}prepare(){if(!this.fields){let e=this.info.fields?this.info.fields.
concat():[];this.fields=e.sort((t,r)=>t.no-r.no)}}write(e,t,r){this.prepare();for(let i of this.fields){let o,a,u=i.repeat,
l=i.localName;if(i.oneof){let c=e[i.oneof];if(c.oneofKind!==l)continue;o=c[l],a=!0}else o=e[l],a=!1;switch(i.kind){case"\
scalar":case"enum":let c=i.kind=="enum"?y.ScalarType.INT32:i.T;if(u)if(ye.assert(Array.isArray(o)),u==y.RepeatType.PACKED)
this.packed(t,c,i.no,o);else for(let f of o)this.scalar(t,c,i.no,f,!0);else o===void 0?ye.assert(i.opt):this.scalar(t,c,
i.no,o,a||i.opt);break;case"message":if(u){ye.assert(Array.isArray(o));for(let f of o)this.message(t,r,i.T(),i.no,f)}else
this.message(t,r,i.T(),i.no,o);break;case"map":ye.assert(typeof o=="object"&&o!==null);for(let[f,p]of Object.entries(o))
this.mapEntry(t,r,i,f,p);break}}let n=r.writeUnknownFields;n!==!1&&(n===!0?F.UnknownFieldHandler.onWrite:n)(this.info.typeName,
e,t)}mapEntry(e,t,r,n,i){e.tag(r.no,F.WireType.LengthDelimited),e.fork();let o=n;switch(r.K){case y.ScalarType.INT32:case y.
ScalarType.FIXED32:case y.ScalarType.UINT32:case y.ScalarType.SFIXED32:case y.ScalarType.SINT32:o=Number.parseInt(n);break;case y.
ScalarType.BOOL:ye.assert(n=="true"||n=="false"),o=n=="true";break}switch(this.scalar(e,r.K,1,o,!0),r.V.kind){case"scala\
r":this.scalar(e,r.V.T,2,i,!0);break;case"enum":this.scalar(e,y.ScalarType.INT32,2,i,!0);break;case"message":this.message(
e,t,r.V.T(),2,i);break}e.join()}message(e,t,r,n,i){i!==void 0&&(r.internalBinaryWrite(i,e.tag(n,F.WireType.LengthDelimited).
fork(),t),e.join())}scalar(e,t,r,n,i){let[o,a,u]=this.scalarInfo(t,n);(!u||i)&&(e.tag(r,o),e[a](n))}packed(e,t,r,n){if(!n.
length)return;ye.assert(t!==y.ScalarType.BYTES&&t!==y.ScalarType.STRING),e.tag(r,F.WireType.LengthDelimited),e.fork();let[
,i]=this.scalarInfo(t);for(let o=0;o<n.length;o++)e[i](n[o]);e.join()}scalarInfo(e,t){let r=F.WireType.Varint,n,i=t===void 0,
o=t===0;switch(e){case y.ScalarType.INT32:n="int32";break;case y.ScalarType.STRING:o=i||!t.length,r=F.WireType.LengthDelimited,
n="string";break;case y.ScalarType.BOOL:o=t===!1,n="bool";break;case y.ScalarType.UINT32:n="uint32";break;case y.ScalarType.
DOUBLE:r=F.WireType.Bit64,n="double";break;case y.ScalarType.FLOAT:r=F.WireType.Bit32,n="float";break;case y.ScalarType.
INT64:o=i||De.PbLong.from(t).isZero(),n="int64";break;case y.ScalarType.UINT64:o=i||De.PbULong.from(t).isZero(),n="uint6\
4";break;case y.ScalarType.FIXED64:o=i||De.PbULong.from(t).isZero(),r=F.WireType.Bit64,n="fixed64";break;case y.ScalarType.
BYTES:o=i||!t.byteLength,r=F.WireType.LengthDelimited,n="bytes";break;case y.ScalarType.FIXED32:r=F.WireType.Bit32,n="fi\
xed32";break;case y.ScalarType.SFIXED32:r=F.WireType.Bit32,n="sfixed32";break;case y.ScalarType.SFIXED64:o=i||De.PbLong.
from(t).isZero(),r=F.WireType.Bit64,n="sfixed64";break;case y.ScalarType.SINT32:n="sint32";break;case y.ScalarType.SINT64:
o=i||De.PbLong.from(t).isZero(),n="sint64";break}return[r,n,i||o]}};ht.ReflectionBinaryWriter=Zt});var Ht=h(pt=>{"use strict";Object.defineProperty(pt,"__esModule",{value:!0});pt.reflectionCreate=void 0;var as=ft(),os=Ue();
function ls(s){let e=s.messagePrototype?Object.create(s.messagePrototype):Object.defineProperty({},os.MESSAGE_TYPE,{value:s});
for(let t of s.fields){let r=t.localName;if(!t.opt)if(t.oneof)e[t.oneof]={oneofKind:void 0};else if(t.repeat)e[r]=[];else
switch(t.kind){case"scalar":e[r]=as.reflectionScalarDefault(t.T,t.L);break;case"enum":e[r]=0;break;case"map":e[r]={};break}}
return e}pt.reflectionCreate=ls});var Yt=h(mt=>{"use strict";Object.defineProperty(mt,"__esModule",{value:!0});mt.reflectionMergePartial=void 0;function us(s,e,t){
let r,n=t,i;for(let o of s.fields){let a=o.localName;if(o.oneof){let u=n[o.oneof];if(u?.oneofKind==null)continue;if(r=u[a],
i=e[o.oneof],i.oneofKind=u.oneofKind,r==null){delete i[a];continue}}else if(r=n[a],i=e,r==null)continue;switch(o.repeat&&
(i[a].length=r.length),o.kind){case"scalar":case"enum":if(o.repeat)for(let l=0;l<r.length;l++)i[a][l]=r[l];else i[a]=r;break;case"\
message":let u=o.T();if(o.repeat)for(let l=0;l<r.length;l++)i[a][l]=u.create(r[l]);else i[a]===void 0?i[a]=u.create(r):u.
mergePartial(i[a],r);break;case"map":switch(o.V.kind){case"scalar":case"enum":Object.assign(i[a],r);break;case"message":
let l=o.V.T();for(let c of Object.keys(r))i[a][c]=l.create(r[c]);break}break}}}mt.reflectionMergePartial=us});var er=h(yt=>{"use strict";Object.defineProperty(yt,"__esModule",{value:!0});yt.reflectionEquals=void 0;var Qt=J();function cs(s,e,t){
if(e===t)return!0;if(!e||!t)return!1;for(let r of s.fields){let n=r.localName,i=r.oneof?e[r.oneof][n]:e[n],o=r.oneof?t[r.
oneof][n]:t[n];switch(r.kind){case"enum":case"scalar":let a=r.kind=="enum"?Qt.ScalarType.INT32:r.T;if(!(r.repeat?Bn(a,i,
o):jn(a,i,o)))return!1;break;case"map":if(!(r.V.kind=="message"?Pn(r.V.T(),bt(i),bt(o)):Bn(r.V.kind=="enum"?Qt.ScalarType.
INT32:r.V.T,bt(i),bt(o))))return!1;break;case"message":let u=r.T();if(!(r.repeat?Pn(u,i,o):u.equals(i,o)))return!1;break}}
return!0}yt.reflectionEquals=cs;var bt=Object.values;function jn(s,e,t){if(e===t)return!0;if(s!==Qt.ScalarType.BYTES)return!1;
let r=e,n=t;if(r.length!==n.length)return!1;for(let i=0;i<r.length;i++)if(r[i]!=n[i])return!1;return!0}function Bn(s,e,t){
if(e.length!==t.length)return!1;for(let r=0;r<e.length;r++)if(!jn(s,e[r],t[r]))return!1;return!0}function Pn(s,e,t){if(e.
length!==t.length)return!1;for(let r=0;r<e.length;r++)if(!s.equals(e[r],t[r]))return!1;return!0}});var Dn=h(gt=>{"use strict";Object.defineProperty(gt,"__esModule",{value:!0});gt.MessageType=void 0;var fs=Ue(),ds=J(),hs=Vt(),
ps=Wt(),ms=Gt(),bs=Xt(),ys=zt(),gs=Ht(),tr=Yt(),ws=We(),Un=xt(),ks=er(),_s=At(),Ts=Lt(),Fn=Object.getOwnPropertyDescriptors(
Object.getPrototypeOf({})),vs=Fn[fs.MESSAGE_TYPE]={},rr=class{constructor(e,t,r){this.defaultCheckDepth=16,this.typeName=
e,this.fields=t.map(ds.normalizeFieldInfo),this.options=r??{},vs.value=this,this.messagePrototype=Object.create(null,Fn),
this.refTypeCheck=new hs.ReflectionTypeCheck(this),this.refJsonReader=new ps.ReflectionJsonReader(this),this.refJsonWriter=
new ms.ReflectionJsonWriter(this),this.refBinReader=new bs.ReflectionBinaryReader(this),this.refBinWriter=new ys.ReflectionBinaryWriter(
this)}create(e){let t=gs.reflectionCreate(this);return e!==void 0&&tr.reflectionMergePartial(this,t,e),t}clone(e){let t=this.
create();return tr.reflectionMergePartial(this,t,e),t}equals(e,t){return ks.reflectionEquals(this,e,t)}is(e,t=this.defaultCheckDepth){
return this.refTypeCheck.is(e,t,!1)}isAssignable(e,t=this.defaultCheckDepth){return this.refTypeCheck.is(e,t,!0)}mergePartial(e,t){
tr.reflectionMergePartial(this,e,t)}fromBinary(e,t){let r=Ts.binaryReadOptions(t);return this.internalBinaryRead(r.readerFactory(
e),e.byteLength,r)}fromJson(e,t){return this.internalJsonRead(e,Un.jsonReadOptions(t))}fromJsonString(e,t){let r=JSON.parse(
e);return this.fromJson(r,t)}toJson(e,t){return this.internalJsonWrite(e,Un.jsonWriteOptions(t))}toJsonString(e,t){var r;
let n=this.toJson(e,t);return JSON.stringify(n,null,(r=t?.prettySpaces)!==null&&r!==void 0?r:0)}toBinary(e,t){let r=_s.binaryWriteOptions(
t);return this.internalBinaryWrite(e,r.writerFactory(),r).finish()}internalJsonRead(e,t,r){if(e!==null&&typeof e=="objec\
t"&&!Array.isArray(e)){let n=r??this.create();return this.refJsonReader.read(e,n,t),n}throw new Error(`Unable to parse m\
essage ${this.typeName} from JSON ${ws.typeofJsonValue(e)}.`)}internalJsonWrite(e,t){return this.refJsonWriter.write(e,t)}internalBinaryWrite(e,t,r){
return this.refBinWriter.write(e,t,r),t}internalBinaryRead(e,t,r,n){let i=n??this.create();return this.refBinReader.read(
e,i,r,t),i}};gt.MessageType=rr});var Ln=h(wt=>{"use strict";Object.defineProperty(wt,"__esModule",{value:!0});wt.containsMessageType=void 0;var Os=Ue();function Ss(s){
return s[Os.MESSAGE_TYPE]!=null}wt.containsMessageType=Ss});var xn=h(G=>{"use strict";Object.defineProperty(G,"__esModule",{value:!0});G.listEnumNumbers=G.listEnumNames=G.listEnumValues=
G.isEnumObject=void 0;function An(s){if(typeof s!="object"||s===null||!s.hasOwnProperty(0))return!1;for(let e of Object.
keys(s)){let t=parseInt(e);if(Number.isNaN(t)){let r=s[e];if(r===void 0||typeof r!="number"||s[r]===void 0)return!1}else{
let r=s[t];if(r===void 0||s[r]!==t)return!1}}return!0}G.isEnumObject=An;function nr(s){if(!An(s))throw new Error("not a \
typescript enum object");let e=[];for(let[t,r]of Object.entries(s))typeof r=="number"&&e.push({name:t,number:r});return e}
G.listEnumValues=nr;function Is(s){return nr(s).map(e=>e.name)}G.listEnumNames=Is;function Ns(s){return nr(s).map(e=>e.number).
filter((e,t,r)=>r.indexOf(e)==t)}G.listEnumNumbers=Ns});var g=h(d=>{"use strict";Object.defineProperty(d,"__esModule",{value:!0});var qn=We();Object.defineProperty(d,"typeofJso\
nValue",{enumerable:!0,get:function(){return qn.typeofJsonValue}});Object.defineProperty(d,"isJsonObject",{enumerable:!0,
get:function(){return qn.isJsonObject}});var Mn=Ge();Object.defineProperty(d,"base64decode",{enumerable:!0,get:function(){
return Mn.base64decode}});Object.defineProperty(d,"base64encode",{enumerable:!0,get:function(){return Mn.base64encode}});
var Rs=dn();Object.defineProperty(d,"utf8read",{enumerable:!0,get:function(){return Rs.utf8read}});var ir=Ie();Object.defineProperty(
d,"WireType",{enumerable:!0,get:function(){return ir.WireType}});Object.defineProperty(d,"mergeBinaryOptions",{enumerable:!0,
get:function(){return ir.mergeBinaryOptions}});Object.defineProperty(d,"UnknownFieldHandler",{enumerable:!0,get:function(){
return ir.UnknownFieldHandler}});var Cn=Lt();Object.defineProperty(d,"BinaryReader",{enumerable:!0,get:function(){return Cn.
BinaryReader}});Object.defineProperty(d,"binaryReadOptions",{enumerable:!0,get:function(){return Cn.binaryReadOptions}});
var Vn=At();Object.defineProperty(d,"BinaryWriter",{enumerable:!0,get:function(){return Vn.BinaryWriter}});Object.defineProperty(
d,"binaryWriteOptions",{enumerable:!0,get:function(){return Vn.binaryWriteOptions}});var Jn=te();Object.defineProperty(d,
"PbLong",{enumerable:!0,get:function(){return Jn.PbLong}});Object.defineProperty(d,"PbULong",{enumerable:!0,get:function(){
return Jn.PbULong}});var sr=xt();Object.defineProperty(d,"jsonReadOptions",{enumerable:!0,get:function(){return sr.jsonReadOptions}});
Object.defineProperty(d,"jsonWriteOptions",{enumerable:!0,get:function(){return sr.jsonWriteOptions}});Object.defineProperty(
d,"mergeJsonOptions",{enumerable:!0,get:function(){return sr.mergeJsonOptions}});var Es=Ue();Object.defineProperty(d,"ME\
SSAGE_TYPE",{enumerable:!0,get:function(){return Es.MESSAGE_TYPE}});var Bs=Dn();Object.defineProperty(d,"MessageType",{enumerable:!0,
get:function(){return Bs.MessageType}});var ie=J();Object.defineProperty(d,"ScalarType",{enumerable:!0,get:function(){return ie.
ScalarType}});Object.defineProperty(d,"LongType",{enumerable:!0,get:function(){return ie.LongType}});Object.defineProperty(
d,"RepeatType",{enumerable:!0,get:function(){return ie.RepeatType}});Object.defineProperty(d,"normalizeFieldInfo",{enumerable:!0,
get:function(){return ie.normalizeFieldInfo}});Object.defineProperty(d,"readFieldOptions",{enumerable:!0,get:function(){
return ie.readFieldOptions}});Object.defineProperty(d,"readFieldOption",{enumerable:!0,get:function(){return ie.readFieldOption}});
Object.defineProperty(d,"readMessageOption",{enumerable:!0,get:function(){return ie.readMessageOption}});var Ps=Vt();Object.
defineProperty(d,"ReflectionTypeCheck",{enumerable:!0,get:function(){return Ps.ReflectionTypeCheck}});var js=Ht();Object.
defineProperty(d,"reflectionCreate",{enumerable:!0,get:function(){return js.reflectionCreate}});var Us=ft();Object.defineProperty(
d,"reflectionScalarDefault",{enumerable:!0,get:function(){return Us.reflectionScalarDefault}});var Fs=Yt();Object.defineProperty(
d,"reflectionMergePartial",{enumerable:!0,get:function(){return Fs.reflectionMergePartial}});var Ds=er();Object.defineProperty(
d,"reflectionEquals",{enumerable:!0,get:function(){return Ds.reflectionEquals}});var Ls=Xt();Object.defineProperty(d,"Re\
flectionBinaryReader",{enumerable:!0,get:function(){return Ls.ReflectionBinaryReader}});var As=zt();Object.defineProperty(
d,"ReflectionBinaryWriter",{enumerable:!0,get:function(){return As.ReflectionBinaryWriter}});var xs=Wt();Object.defineProperty(
d,"ReflectionJsonReader",{enumerable:!0,get:function(){return xs.ReflectionJsonReader}});var qs=Gt();Object.defineProperty(
d,"ReflectionJsonWriter",{enumerable:!0,get:function(){return qs.ReflectionJsonWriter}});var Ms=Ln();Object.defineProperty(
d,"containsMessageType",{enumerable:!0,get:function(){return Ms.containsMessageType}});var Le=Mt();Object.defineProperty(
d,"isOneofGroup",{enumerable:!0,get:function(){return Le.isOneofGroup}});Object.defineProperty(d,"setOneofValue",{enumerable:!0,
get:function(){return Le.setOneofValue}});Object.defineProperty(d,"getOneofValue",{enumerable:!0,get:function(){return Le.
getOneofValue}});Object.defineProperty(d,"clearOneofValue",{enumerable:!0,get:function(){return Le.clearOneofValue}});Object.
defineProperty(d,"getSelectedOneofValue",{enumerable:!0,get:function(){return Le.getSelectedOneofValue}});var kt=xn();Object.
defineProperty(d,"listEnumValues",{enumerable:!0,get:function(){return kt.listEnumValues}});Object.defineProperty(d,"lis\
tEnumNames",{enumerable:!0,get:function(){return kt.listEnumNames}});Object.defineProperty(d,"listEnumNumbers",{enumerable:!0,
get:function(){return kt.listEnumNumbers}});Object.defineProperty(d,"isEnumObject",{enumerable:!0,get:function(){return kt.
isEnumObject}});var Cs=qt();Object.defineProperty(d,"lowerCamelCase",{enumerable:!0,get:function(){return Cs.lowerCamelCase}});
var Ae=pe();Object.defineProperty(d,"assert",{enumerable:!0,get:function(){return Ae.assert}});Object.defineProperty(d,"\
assertNever",{enumerable:!0,get:function(){return Ae.assertNever}});Object.defineProperty(d,"assertInt32",{enumerable:!0,
get:function(){return Ae.assertInt32}});Object.defineProperty(d,"assertUInt32",{enumerable:!0,get:function(){return Ae.assertUInt32}});
Object.defineProperty(d,"assertFloat32",{enumerable:!0,get:function(){return Ae.assertFloat32}})});var wr=h(H=>{"use strict";Object.defineProperty(H,"__esModule",{value:!0});H.readServiceOption=H.readMethodOption=H.readMethodOptions=
H.normalizeMethodInfo=void 0;var Vs=g();function Js(s,e){var t,r,n;let i=s;return i.service=e,i.localName=(t=i.localName)!==
null&&t!==void 0?t:Vs.lowerCamelCase(i.name),i.serverStreaming=!!i.serverStreaming,i.clientStreaming=!!i.clientStreaming,
i.options=(r=i.options)!==null&&r!==void 0?r:{},i.idempotency=(n=i.idempotency)!==null&&n!==void 0?n:void 0,i}H.normalizeMethodInfo=
Js;function Ws(s,e,t,r){var n;let i=(n=s.methods.find((o,a)=>o.localName===e||a===e))===null||n===void 0?void 0:n.options;
return i&&i[t]?r.fromJson(i[t]):void 0}H.readMethodOptions=Ws;function $s(s,e,t,r){var n;let i=(n=s.methods.find((a,u)=>a.
localName===e||u===e))===null||n===void 0?void 0:n.options;if(!i)return;let o=i[t];return o===void 0?o:r?r.fromJson(o):o}
H.readMethodOption=$s;function Gs(s,e,t){let r=s.options;if(!r)return;let n=r[e];return n===void 0?n:t?t.fromJson(n):n}H.
readServiceOption=Gs});var Xn=h(Tt=>{"use strict";Object.defineProperty(Tt,"__esModule",{value:!0});Tt.ServiceType=void 0;var Ks=wr(),kr=class{constructor(e,t,r){
this.typeName=e,this.methods=t.map(n=>Ks.normalizeMethodInfo(n,this)),this.options=r??{}}};Tt.ServiceType=kr});var Tr=h(vt=>{"use strict";Object.defineProperty(vt,"__esModule",{value:!0});vt.RpcError=void 0;var _r=class extends Error{constructor(e,t="\
UNKNOWN",r){super(e),this.name="RpcError",Object.setPrototypeOf(this,new.target.prototype),this.code=t,this.meta=r??{}}toString(){
let e=[this.name+": "+this.message];this.code&&(e.push(""),e.push("Code: "+this.code)),this.serviceName&&this.methodName&&
e.push("Method: "+this.serviceName+"/"+this.methodName);let t=Object.entries(this.meta);if(t.length){e.push(""),e.push("\
Meta:");for(let[r,n]of t)e.push(`  ${r}: ${n}`)}return e.join(`
`)}};vt.RpcError=_r});var vr=h(St=>{"use strict";Object.defineProperty(St,"__esModule",{value:!0});St.mergeRpcOptions=void 0;var Zn=g();function Xs(s,e){
if(!e)return s;let t={};Ot(s,t),Ot(e,t);for(let r of Object.keys(e)){let n=e[r];switch(r){case"jsonOptions":t.jsonOptions=
Zn.mergeJsonOptions(s.jsonOptions,t.jsonOptions);break;case"binaryOptions":t.binaryOptions=Zn.mergeBinaryOptions(s.binaryOptions,
t.binaryOptions);break;case"meta":t.meta={},Ot(s.meta,t.meta),Ot(e.meta,t.meta);break;case"interceptors":t.interceptors=
s.interceptors?s.interceptors.concat(n):n.concat();break}}return t}St.mergeRpcOptions=Xs;function Ot(s,e){if(!s)return;let t=e;
for(let[r,n]of Object.entries(s))n instanceof Date?t[r]=new Date(n.getTime()):Array.isArray(n)?t[r]=n.concat():t[r]=n}});var Sr=h(ae=>{"use strict";Object.defineProperty(ae,"__esModule",{value:!0});ae.Deferred=ae.DeferredState=void 0;var Y;(function(s){
s[s.PENDING=0]="PENDING",s[s.REJECTED=1]="REJECTED",s[s.RESOLVED=2]="RESOLVED"})(Y=ae.DeferredState||(ae.DeferredState={}));
var Or=class{constructor(e=!0){this._state=Y.PENDING,this._promise=new Promise((t,r)=>{this._resolve=t,this._reject=r}),
e&&this._promise.catch(t=>{})}get state(){return this._state}get promise(){return this._promise}resolve(e){if(this.state!==
Y.PENDING)throw new Error(`cannot resolve ${Y[this.state].toLowerCase()}`);this._resolve(e),this._state=Y.RESOLVED}reject(e){
if(this.state!==Y.PENDING)throw new Error(`cannot reject ${Y[this.state].toLowerCase()}`);this._reject(e),this._state=Y.
REJECTED}resolvePending(e){this._state===Y.PENDING&&this.resolve(e)}rejectPending(e){this._state===Y.PENDING&&this.reject(
e)}};ae.Deferred=Or});var Nr=h(It=>{"use strict";Object.defineProperty(It,"__esModule",{value:!0});It.RpcOutputStreamController=void 0;var zn=Sr(),
oe=g(),Ir=class{constructor(){this._lis={nxt:[],msg:[],err:[],cmp:[]},this._closed=!1,this._itState={q:[]}}onNext(e){return this.
addLis(e,this._lis.nxt)}onMessage(e){return this.addLis(e,this._lis.msg)}onError(e){return this.addLis(e,this._lis.err)}onComplete(e){
return this.addLis(e,this._lis.cmp)}addLis(e,t){return t.push(e),()=>{let r=t.indexOf(e);r>=0&&t.splice(r,1)}}clearLis(){
for(let e of Object.values(this._lis))e.splice(0,e.length)}get closed(){return this._closed!==!1}notifyNext(e,t,r){oe.assert(
(e?1:0)+(t?1:0)+(r?1:0)<=1,"only one emission at a time"),e&&this.notifyMessage(e),t&&this.notifyError(t),r&&this.notifyComplete()}notifyMessage(e){
oe.assert(!this.closed,"stream is closed"),this.pushIt({value:e,done:!1}),this._lis.msg.forEach(t=>t(e)),this._lis.nxt.forEach(
t=>t(e,void 0,!1))}notifyError(e){oe.assert(!this.closed,"stream is closed"),this._closed=e,this.pushIt(e),this._lis.err.
forEach(t=>t(e)),this._lis.nxt.forEach(t=>t(void 0,e,!1)),this.clearLis()}notifyComplete(){oe.assert(!this.closed,"strea\
m is closed"),this._closed=!0,this.pushIt({value:null,done:!0}),this._lis.cmp.forEach(e=>e()),this._lis.nxt.forEach(e=>e(
void 0,void 0,!0)),this.clearLis()}[Symbol.asyncIterator](){return this._closed===!0?this.pushIt({value:null,done:!0}):this.
_closed!==!1&&this.pushIt(this._closed),{next:()=>{let e=this._itState;oe.assert(e,"bad state"),oe.assert(!e.p,"iterator\
 contract broken");let t=e.q.shift();return t?"value"in t?Promise.resolve(t):Promise.reject(t):(e.p=new zn.Deferred,e.p.
promise)}}}pushIt(e){let t=this._itState;if(t.p){let r=t.p;oe.assert(r.state==zn.DeferredState.PENDING,"iterator contrac\
t broken"),"value"in e?r.resolve(e):r.reject(e),delete t.p}else t.q.push(e)}};It.RpcOutputStreamController=Ir});var Er=h(we=>{"use strict";var Zs=we&&we.__awaiter||function(s,e,t,r){function n(i){return i instanceof t?i:new t(function(o){
o(i)})}return new(t||(t=Promise))(function(i,o){function a(c){try{l(r.next(c))}catch(f){o(f)}}function u(c){try{l(r.throw(
c))}catch(f){o(f)}}function l(c){c.done?i(c.value):n(c.value).then(a,u)}l((r=r.apply(s,e||[])).next())})};Object.defineProperty(
we,"__esModule",{value:!0});we.UnaryCall=void 0;var Rr=class{constructor(e,t,r,n,i,o,a){this.method=e,this.requestHeaders=
t,this.request=r,this.headers=n,this.response=i,this.status=o,this.trailers=a}then(e,t){return this.promiseFinished().then(
r=>e?Promise.resolve(e(r)):r,r=>t?Promise.resolve(t(r)):Promise.reject(r))}promiseFinished(){return Zs(this,void 0,void 0,
function*(){let[e,t,r,n]=yield Promise.all([this.headers,this.response,this.status,this.trailers]);return{method:this.method,
requestHeaders:this.requestHeaders,request:this.request,headers:e,response:t,status:r,trailers:n}})}};we.UnaryCall=Rr});var Pr=h(ke=>{"use strict";var zs=ke&&ke.__awaiter||function(s,e,t,r){function n(i){return i instanceof t?i:new t(function(o){
o(i)})}return new(t||(t=Promise))(function(i,o){function a(c){try{l(r.next(c))}catch(f){o(f)}}function u(c){try{l(r.throw(
c))}catch(f){o(f)}}function l(c){c.done?i(c.value):n(c.value).then(a,u)}l((r=r.apply(s,e||[])).next())})};Object.defineProperty(
ke,"__esModule",{value:!0});ke.ServerStreamingCall=void 0;var Br=class{constructor(e,t,r,n,i,o,a){this.method=e,this.requestHeaders=
t,this.request=r,this.headers=n,this.responses=i,this.status=o,this.trailers=a}then(e,t){return this.promiseFinished().then(
r=>e?Promise.resolve(e(r)):r,r=>t?Promise.resolve(t(r)):Promise.reject(r))}promiseFinished(){return zs(this,void 0,void 0,
function*(){let[e,t,r]=yield Promise.all([this.headers,this.status,this.trailers]);return{method:this.method,requestHeaders:this.
requestHeaders,request:this.request,headers:e,status:t,trailers:r}})}};ke.ServerStreamingCall=Br});var Ur=h(_e=>{"use strict";var Hs=_e&&_e.__awaiter||function(s,e,t,r){function n(i){return i instanceof t?i:new t(function(o){
o(i)})}return new(t||(t=Promise))(function(i,o){function a(c){try{l(r.next(c))}catch(f){o(f)}}function u(c){try{l(r.throw(
c))}catch(f){o(f)}}function l(c){c.done?i(c.value):n(c.value).then(a,u)}l((r=r.apply(s,e||[])).next())})};Object.defineProperty(
_e,"__esModule",{value:!0});_e.ClientStreamingCall=void 0;var jr=class{constructor(e,t,r,n,i,o,a){this.method=e,this.requestHeaders=
t,this.requests=r,this.headers=n,this.response=i,this.status=o,this.trailers=a}then(e,t){return this.promiseFinished().then(
r=>e?Promise.resolve(e(r)):r,r=>t?Promise.resolve(t(r)):Promise.reject(r))}promiseFinished(){return Hs(this,void 0,void 0,
function*(){let[e,t,r,n]=yield Promise.all([this.headers,this.response,this.status,this.trailers]);return{method:this.method,
requestHeaders:this.requestHeaders,headers:e,response:t,status:r,trailers:n}})}};_e.ClientStreamingCall=jr});var Dr=h(Te=>{"use strict";var Ys=Te&&Te.__awaiter||function(s,e,t,r){function n(i){return i instanceof t?i:new t(function(o){
o(i)})}return new(t||(t=Promise))(function(i,o){function a(c){try{l(r.next(c))}catch(f){o(f)}}function u(c){try{l(r.throw(
c))}catch(f){o(f)}}function l(c){c.done?i(c.value):n(c.value).then(a,u)}l((r=r.apply(s,e||[])).next())})};Object.defineProperty(
Te,"__esModule",{value:!0});Te.DuplexStreamingCall=void 0;var Fr=class{constructor(e,t,r,n,i,o,a){this.method=e,this.requestHeaders=
t,this.requests=r,this.headers=n,this.responses=i,this.status=o,this.trailers=a}then(e,t){return this.promiseFinished().
then(r=>e?Promise.resolve(e(r)):r,r=>t?Promise.resolve(t(r)):Promise.reject(r))}promiseFinished(){return Ys(this,void 0,
void 0,function*(){let[e,t,r]=yield Promise.all([this.headers,this.status,this.trailers]);return{method:this.method,requestHeaders:this.
requestHeaders,headers:e,status:t,trailers:r}})}};Te.DuplexStreamingCall=Fr});var Yn=h(Se=>{"use strict";var Qs=Se&&Se.__awaiter||function(s,e,t,r){function n(i){return i instanceof t?i:new t(function(o){
o(i)})}return new(t||(t=Promise))(function(i,o){function a(c){try{l(r.next(c))}catch(f){o(f)}}function u(c){try{l(r.throw(
c))}catch(f){o(f)}}function l(c){c.done?i(c.value):n(c.value).then(a,u)}l((r=r.apply(s,e||[])).next())})};Object.defineProperty(
Se,"__esModule",{value:!0});Se.TestTransport=void 0;var x=Tr(),Nt=g(),Hn=Nr(),ea=vr(),ta=Er(),ra=Pr(),na=Ur(),ia=Dr(),Oe=class s{constructor(e){
this.suppressUncaughtRejections=!0,this.headerDelay=10,this.responseDelay=50,this.betweenResponseDelay=10,this.afterResponseDelay=
10,this.data=e??{}}get sentMessages(){return this.lastInput instanceof ve?this.lastInput.sent:typeof this.lastInput=="ob\
ject"?[this.lastInput.single]:[]}get sendComplete(){return this.lastInput instanceof ve?this.lastInput.completed:typeof this.
lastInput=="object"}promiseHeaders(){var e;let t=(e=this.data.headers)!==null&&e!==void 0?e:s.defaultHeaders;return t instanceof
x.RpcError?Promise.reject(t):Promise.resolve(t)}promiseSingleResponse(e){if(this.data.response instanceof x.RpcError)return Promise.
reject(this.data.response);let t;return Array.isArray(this.data.response)?(Nt.assert(this.data.response.length>0),t=this.
data.response[0]):this.data.response!==void 0?t=this.data.response:t=e.O.create(),Nt.assert(e.O.is(t)),Promise.resolve(t)}streamResponses(e,t,r){
return Qs(this,void 0,void 0,function*(){let n=[];if(this.data.response===void 0)n.push(e.O.create());else if(Array.isArray(
this.data.response))for(let i of this.data.response)Nt.assert(e.O.is(i)),n.push(i);else this.data.response instanceof x.
RpcError||(Nt.assert(e.O.is(this.data.response)),n.push(this.data.response));try{yield E(this.responseDelay,r)(void 0)}catch(i){
t.notifyError(i);return}if(this.data.response instanceof x.RpcError){t.notifyError(this.data.response);return}for(let i of n){
t.notifyMessage(i);try{yield E(this.betweenResponseDelay,r)(void 0)}catch(o){t.notifyError(o);return}}if(this.data.status instanceof
x.RpcError){t.notifyError(this.data.status);return}if(this.data.trailers instanceof x.RpcError){t.notifyError(this.data.
trailers);return}t.notifyComplete()})}promiseStatus(){var e;let t=(e=this.data.status)!==null&&e!==void 0?e:s.defaultStatus;
return t instanceof x.RpcError?Promise.reject(t):Promise.resolve(t)}promiseTrailers(){var e;let t=(e=this.data.trailers)!==
null&&e!==void 0?e:s.defaultTrailers;return t instanceof x.RpcError?Promise.reject(t):Promise.resolve(t)}maybeSuppressUncaught(...e){
if(this.suppressUncaughtRejections)for(let t of e)t.catch(()=>{})}mergeOptions(e){return ea.mergeRpcOptions({},e)}unary(e,t,r){
var n;let i=(n=r.meta)!==null&&n!==void 0?n:{},o=this.promiseHeaders().then(E(this.headerDelay,r.abort)),a=o.catch(c=>{}).
then(E(this.responseDelay,r.abort)).then(c=>this.promiseSingleResponse(e)),u=a.catch(c=>{}).then(E(this.afterResponseDelay,
r.abort)).then(c=>this.promiseStatus()),l=a.catch(c=>{}).then(E(this.afterResponseDelay,r.abort)).then(c=>this.promiseTrailers());
return this.maybeSuppressUncaught(u,l),this.lastInput={single:t},new ta.UnaryCall(e,i,t,o,a,u,l)}serverStreaming(e,t,r){
var n;let i=(n=r.meta)!==null&&n!==void 0?n:{},o=this.promiseHeaders().then(E(this.headerDelay,r.abort)),a=new Hn.RpcOutputStreamController,
u=o.then(E(this.responseDelay,r.abort)).catch(()=>{}).then(()=>this.streamResponses(e,a,r.abort)).then(E(this.afterResponseDelay,
r.abort)),l=u.then(()=>this.promiseStatus()),c=u.then(()=>this.promiseTrailers());return this.maybeSuppressUncaught(l,c),
this.lastInput={single:t},new ra.ServerStreamingCall(e,i,t,o,a,l,c)}clientStreaming(e,t){var r;let n=(r=t.meta)!==null&&
r!==void 0?r:{},i=this.promiseHeaders().then(E(this.headerDelay,t.abort)),o=i.catch(l=>{}).then(E(this.responseDelay,t.abort)).
then(l=>this.promiseSingleResponse(e)),a=o.catch(l=>{}).then(E(this.afterResponseDelay,t.abort)).then(l=>this.promiseStatus()),
u=o.catch(l=>{}).then(E(this.afterResponseDelay,t.abort)).then(l=>this.promiseTrailers());return this.maybeSuppressUncaught(
a,u),this.lastInput=new ve(this.data,t.abort),new na.ClientStreamingCall(e,n,this.lastInput,i,o,a,u)}duplex(e,t){var r;let n=(r=
t.meta)!==null&&r!==void 0?r:{},i=this.promiseHeaders().then(E(this.headerDelay,t.abort)),o=new Hn.RpcOutputStreamController,
a=i.then(E(this.responseDelay,t.abort)).catch(()=>{}).then(()=>this.streamResponses(e,o,t.abort)).then(E(this.afterResponseDelay,
t.abort)),u=a.then(()=>this.promiseStatus()),l=a.then(()=>this.promiseTrailers());return this.maybeSuppressUncaught(u,l),
this.lastInput=new ve(this.data,t.abort),new ia.DuplexStreamingCall(e,n,this.lastInput,i,o,u,l)}};Se.TestTransport=Oe;Oe.
defaultHeaders={responseHeader:"test"};Oe.defaultStatus={code:"OK",detail:"all good"};Oe.defaultTrailers={responseTrailer:"\
test"};function E(s,e){return t=>new Promise((r,n)=>{if(e?.aborted)n(new x.RpcError("user cancel","CANCELLED"));else{let i=setTimeout(
()=>r(t),s);e&&e.addEventListener("abort",o=>{clearTimeout(i),n(new x.RpcError("user cancel","CANCELLED"))})}})}var ve=class{constructor(e,t){
this._completed=!1,this._sent=[],this.data=e,this.abort=t}get sent(){return this._sent}get completed(){return this._completed}send(e){
if(this.data.inputMessage instanceof x.RpcError)return Promise.reject(this.data.inputMessage);let t=this.data.inputMessage===
void 0?10:this.data.inputMessage;return Promise.resolve(void 0).then(()=>{this._sent.push(e)}).then(E(t,this.abort))}complete(){
if(this.data.inputComplete instanceof x.RpcError)return Promise.reject(this.data.inputComplete);let e=this.data.inputComplete===
void 0?10:this.data.inputComplete;return Promise.resolve(void 0).then(()=>{this._completed=!0}).then(E(e,this.abort))}}});var Qn=h(q=>{"use strict";Object.defineProperty(q,"__esModule",{value:!0});q.stackDuplexStreamingInterceptors=q.stackClientStreamingInterceptors=
q.stackServerStreamingInterceptors=q.stackUnaryInterceptors=q.stackIntercept=void 0;var sa=g();function qe(s,e,t,r,n){var i,
o,a,u;if(s=="unary"){let l=(c,f,p)=>e.unary(c,f,p);for(let c of((i=r.interceptors)!==null&&i!==void 0?i:[]).filter(f=>f.
interceptUnary).reverse()){let f=l;l=(p,S,U)=>c.interceptUnary(f,p,S,U)}return l(t,n,r)}if(s=="serverStreaming"){let l=(c,f,p)=>e.
serverStreaming(c,f,p);for(let c of((o=r.interceptors)!==null&&o!==void 0?o:[]).filter(f=>f.interceptServerStreaming).reverse()){
let f=l;l=(p,S,U)=>c.interceptServerStreaming(f,p,S,U)}return l(t,n,r)}if(s=="clientStreaming"){let l=(c,f)=>e.clientStreaming(
c,f);for(let c of((a=r.interceptors)!==null&&a!==void 0?a:[]).filter(f=>f.interceptClientStreaming).reverse()){let f=l;l=
(p,S)=>c.interceptClientStreaming(f,p,S)}return l(t,r)}if(s=="duplex"){let l=(c,f)=>e.duplex(c,f);for(let c of((u=r.interceptors)!==
null&&u!==void 0?u:[]).filter(f=>f.interceptDuplex).reverse()){let f=l;l=(p,S)=>c.interceptDuplex(f,p,S)}return l(t,r)}sa.
assertNever(s)}q.stackIntercept=qe;function aa(s,e,t,r){return qe("unary",s,e,r,t)}q.stackUnaryInterceptors=aa;function oa(s,e,t,r){
return qe("serverStreaming",s,e,r,t)}q.stackServerStreamingInterceptors=oa;function la(s,e,t){return qe("clientStreaming",
s,e,t)}q.stackClientStreamingInterceptors=la;function ua(s,e,t){return qe("duplex",s,e,t)}q.stackDuplexStreamingInterceptors=
ua});var ei=h(Rt=>{"use strict";Object.defineProperty(Rt,"__esModule",{value:!0});Rt.ServerCallContextController=void 0;var Lr=class{constructor(e,t,r,n,i={
code:"OK",detail:""}){this._cancelled=!1,this._listeners=[],this.method=e,this.headers=t,this.deadline=r,this.trailers={},
this._sendRH=n,this.status=i}notifyCancelled(){if(!this._cancelled){this._cancelled=!0;for(let e of this._listeners)e()}}sendResponseHeaders(e){
this._sendRH(e)}get cancelled(){return this._cancelled}onCancel(e){let t=this._listeners;return t.push(e),()=>{let r=t.indexOf(
e);r>=0&&t.splice(r,1)}}};Rt.ServerCallContextController=Lr});var ri=h(T=>{"use strict";Object.defineProperty(T,"__esModule",{value:!0});var ca=Xn();Object.defineProperty(T,"ServiceT\
ype",{enumerable:!0,get:function(){return ca.ServiceType}});var Ar=wr();Object.defineProperty(T,"readMethodOptions",{enumerable:!0,
get:function(){return Ar.readMethodOptions}});Object.defineProperty(T,"readMethodOption",{enumerable:!0,get:function(){return Ar.
readMethodOption}});Object.defineProperty(T,"readServiceOption",{enumerable:!0,get:function(){return Ar.readServiceOption}});
var fa=Tr();Object.defineProperty(T,"RpcError",{enumerable:!0,get:function(){return fa.RpcError}});var da=vr();Object.defineProperty(
T,"mergeRpcOptions",{enumerable:!0,get:function(){return da.mergeRpcOptions}});var ha=Nr();Object.defineProperty(T,"RpcO\
utputStreamController",{enumerable:!0,get:function(){return ha.RpcOutputStreamController}});var pa=Yn();Object.defineProperty(
T,"TestTransport",{enumerable:!0,get:function(){return pa.TestTransport}});var ti=Sr();Object.defineProperty(T,"Deferred",
{enumerable:!0,get:function(){return ti.Deferred}});Object.defineProperty(T,"DeferredState",{enumerable:!0,get:function(){
return ti.DeferredState}});var ma=Dr();Object.defineProperty(T,"DuplexStreamingCall",{enumerable:!0,get:function(){return ma.
DuplexStreamingCall}});var ba=Ur();Object.defineProperty(T,"ClientStreamingCall",{enumerable:!0,get:function(){return ba.
ClientStreamingCall}});var ya=Pr();Object.defineProperty(T,"ServerStreamingCall",{enumerable:!0,get:function(){return ya.
ServerStreamingCall}});var ga=Er();Object.defineProperty(T,"UnaryCall",{enumerable:!0,get:function(){return ga.UnaryCall}});
var Me=Qn();Object.defineProperty(T,"stackIntercept",{enumerable:!0,get:function(){return Me.stackIntercept}});Object.defineProperty(
T,"stackDuplexStreamingInterceptors",{enumerable:!0,get:function(){return Me.stackDuplexStreamingInterceptors}});Object.
defineProperty(T,"stackClientStreamingInterceptors",{enumerable:!0,get:function(){return Me.stackClientStreamingInterceptors}});
Object.defineProperty(T,"stackServerStreamingInterceptors",{enumerable:!0,get:function(){return Me.stackServerStreamingInterceptors}});
Object.defineProperty(T,"stackUnaryInterceptors",{enumerable:!0,get:function(){return Me.stackUnaryInterceptors}});var wa=ei();
Object.defineProperty(T,"ServerCallContextController",{enumerable:!0,get:function(){return wa.ServerCallContextController}})});var ii=h((Fo,ka)=>{ka.exports={name:"@actions/artifact",version:"6.2.1",preview:!0,description:"Actions artifact lib",keywords:[
"github","actions","artifact"],homepage:"https://github.com/actions/toolkit/tree/main/packages/artifact",license:"MIT",type:"\
module",main:"lib/artifact.js",types:"lib/artifact.d.ts",exports:{".":{types:"./lib/artifact.d.ts",import:"./lib/artifac\
t.js"}},directories:{lib:"lib",test:"__tests__"},files:["lib","!.DS_Store"],publishConfig:{access:"public"},repository:{
type:"git",url:"git+https://github.com/actions/toolkit.git",directory:"packages/artifact"},scripts:{"audit-moderate":"np\
m install && npm audit --json --audit-level=moderate > audit.json",test:"cd ../../ && npm run test ./packages/artifact",
bootstrap:"cd ../../ && npm run bootstrap","tsc-run":"tsc && cp src/internal/shared/package-version.cjs lib/internal/sha\
red/",tsc:"npm run bootstrap && npm run tsc-run","gen:docs":"typedoc --plugin typedoc-plugin-markdown --out docs/generat\
ed src/artifact.ts --githubPages false --readme none"},bugs:{url:"https://github.com/actions/toolkit/issues"},dependencies:{
"@actions/core":"^3.0.0","@actions/github":"^9.0.0","@actions/http-client":"^4.0.0","@azure/storage-blob":"^12.30.0","@o\
ctokit/core":"^7.0.6","@octokit/plugin-request-log":"^6.0.0","@octokit/plugin-retry":"^8.0.0","@octokit/request":"^10.0.\
7","@octokit/request-error":"^7.1.0","@protobuf-ts/plugin":"^2.2.3-alpha.1","@protobuf-ts/runtime":"^2.9.4",archiver:"^7\
.0.1","jwt-decode":"^4.0.0","unzip-stream":"^0.3.1"},devDependencies:{"@types/archiver":"^7.0.0","@types/unzip-stream":"\
^0.3.4",typedoc:"^0.28.16","typedoc-plugin-markdown":"^4.9.0",typescript:"^5.9.3"},overrides:{"uri-js":"npm:uri-js-repla\
ce@^1.0.1","node-fetch":"^3.3.2"}}});var ai=h((Do,si)=>{var _a=ii();si.exports={version:_a.version}});var ar=v(g(),1),or=v(g(),1),Wn=v(g(),1),$n=v(g(),1),Gn=v(g(),1),ge=v(g(),1),Kn=v(g(),1),lr=class extends Kn.MessageType{constructor(){
super("google.protobuf.Timestamp",[{no:1,name:"seconds",kind:"scalar",T:3},{no:2,name:"nanos",kind:"scalar",T:5}])}now(){
let e=this.create(),t=Date.now();return e.seconds=ge.PbLong.from(Math.floor(t/1e3)).toString(),e.nanos=t%1e3*1e6,e}toDate(e){
return new Date(ge.PbLong.from(e.seconds).toNumber()*1e3+Math.ceil(e.nanos/1e6))}fromDate(e){let t=this.create(),r=e.getTime();
return t.seconds=ge.PbLong.from(Math.floor(r/1e3)).toString(),t.nanos=r%1e3*1e6,t}internalJsonWrite(e,t){let r=ge.PbLong.
from(e.seconds).toNumber()*1e3;if(r<Date.parse("0001-01-01T00:00:00Z")||r>Date.parse("9999-12-31T23:59:59Z"))throw new Error(
"Unable to encode Timestamp to JSON. Must be from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z inclusive.");if(e.nanos<0)
throw new Error("Unable to encode invalid Timestamp to JSON. Nanos must not be negative.");let n="Z";if(e.nanos>0){let i=(e.
nanos+1e9).toString().substring(1);i.substring(3)==="000000"?n="."+i.substring(0,3)+"Z":i.substring(6)==="000"?n="."+i.substring(
0,6)+"Z":n="."+i+"Z"}return new Date(r).toISOString().replace(".000Z",n)}internalJsonRead(e,t,r){if(typeof e!="string")throw new Error(
"Unable to parse Timestamp from JSON "+(0,Gn.typeofJsonValue)(e)+".");let n=e.match(/^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:Z|\.([0-9]{3,9})Z|([+-][0-9][0-9]:[0-9][0-9]))$/);
if(!n)throw new Error("Unable to parse Timestamp from JSON. Invalid format.");let i=Date.parse(n[1]+"-"+n[2]+"-"+n[3]+"T"+
n[4]+":"+n[5]+":"+n[6]+(n[8]?n[8]:"Z"));if(Number.isNaN(i))throw new Error("Unable to parse Timestamp from JSON. Invalid\
 value.");if(i<Date.parse("0001-01-01T00:00:00Z")||i>Date.parse("9999-12-31T23:59:59Z"))throw new globalThis.Error("Unab\
le to parse Timestamp from JSON. Must be from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z inclusive.");return r||(r=this.
create()),r.seconds=ge.PbLong.from(i/1e3).toString(),r.nanos=0,n[7]&&(r.nanos=parseInt("1"+n[7]+"0".repeat(9-n[7].length))-
1e9),r}create(e){let t={seconds:"0",nanos:0};return globalThis.Object.defineProperty(t,$n.MESSAGE_TYPE,{enumerable:!1,value:this}),
e!==void 0&&(0,Wn.reflectionMergePartial)(this,t,e),t}internalBinaryRead(e,t,r,n){let i=n??this.create(),o=e.pos+t;for(;e.
pos<o;){let[a,u]=e.tag();switch(a){case 1:i.seconds=e.int64().toString();break;case 2:i.nanos=e.int32();break;default:let l=r.
readUnknownField;if(l==="throw")throw new globalThis.Error(`Unknown field ${a} (wire type ${u}) for ${this.typeName}`);let c=e.
skip(u);l!==!1&&(l===!0?or.UnknownFieldHandler.onRead:l)(this.typeName,i,a,u,c)}}return i}internalBinaryWrite(e,t,r){e.seconds!==
"0"&&t.tag(1,ar.WireType.Varint).int64(e.seconds),e.nanos!==0&&t.tag(2,ar.WireType.Varint).int32(e.nanos);let n=r.writeUnknownFields;
return n!==!1&&(n==!0?or.UnknownFieldHandler.onWrite:n)(this.typeName,e,t),t}},se=new lr;var xe=v(g(),1),gr=v(g(),1),K=v(g(),1),R=v(g(),1),X=v(g(),1),Z=v(g(),1),z=v(g(),1),ur=class extends z.MessageType{constructor(){
super("google.protobuf.DoubleValue",[{no:1,name:"value",kind:"scalar",T:1}])}internalJsonWrite(e,t){return this.refJsonWriter.
scalar(2,e.value,"value",!1,!0)}internalJsonRead(e,t,r){return r||(r=this.create()),r.value=this.refJsonReader.scalar(e,
1,void 0,"value"),r}create(e){let t={value:0};return globalThis.Object.defineProperty(t,Z.MESSAGE_TYPE,{enumerable:!1,value:this}),
e!==void 0&&(0,X.reflectionMergePartial)(this,t,e),t}internalBinaryRead(e,t,r,n){let i=n??this.create(),o=e.pos+t;for(;e.
pos<o;){let[a,u]=e.tag();switch(a){case 1:i.value=e.double();break;default:let l=r.readUnknownField;if(l==="throw")throw new globalThis.
Error(`Unknown field ${a} (wire type ${u}) for ${this.typeName}`);let c=e.skip(u);l!==!1&&(l===!0?R.UnknownFieldHandler.
onRead:l)(this.typeName,i,a,u,c)}}return i}internalBinaryWrite(e,t,r){e.value!==0&&t.tag(1,K.WireType.Bit64).double(e.value);
let n=r.writeUnknownFields;return n!==!1&&(n==!0?R.UnknownFieldHandler.onWrite:n)(this.typeName,e,t),t}},Qa=new ur,cr=class extends z.MessageType{constructor(){
super("google.protobuf.FloatValue",[{no:1,name:"value",kind:"scalar",T:2}])}internalJsonWrite(e,t){return this.refJsonWriter.
scalar(1,e.value,"value",!1,!0)}internalJsonRead(e,t,r){return r||(r=this.create()),r.value=this.refJsonReader.scalar(e,
1,void 0,"value"),r}create(e){let t={value:0};return globalThis.Object.defineProperty(t,Z.MESSAGE_TYPE,{enumerable:!1,value:this}),
e!==void 0&&(0,X.reflectionMergePartial)(this,t,e),t}internalBinaryRead(e,t,r,n){let i=n??this.create(),o=e.pos+t;for(;e.
pos<o;){let[a,u]=e.tag();switch(a){case 1:i.value=e.float();break;default:let l=r.readUnknownField;if(l==="throw")throw new globalThis.
Error(`Unknown field ${a} (wire type ${u}) for ${this.typeName}`);let c=e.skip(u);l!==!1&&(l===!0?R.UnknownFieldHandler.
onRead:l)(this.typeName,i,a,u,c)}}return i}internalBinaryWrite(e,t,r){e.value!==0&&t.tag(1,K.WireType.Bit32).float(e.value);
let n=r.writeUnknownFields;return n!==!1&&(n==!0?R.UnknownFieldHandler.onWrite:n)(this.typeName,e,t),t}},eo=new cr,fr=class extends z.MessageType{constructor(){
super("google.protobuf.Int64Value",[{no:1,name:"value",kind:"scalar",T:3}])}internalJsonWrite(e,t){return this.refJsonWriter.
scalar(xe.ScalarType.INT64,e.value,"value",!1,!0)}internalJsonRead(e,t,r){return r||(r=this.create()),r.value=this.refJsonReader.
scalar(e,xe.ScalarType.INT64,gr.LongType.STRING,"value"),r}create(e){let t={value:"0"};return globalThis.Object.defineProperty(
t,Z.MESSAGE_TYPE,{enumerable:!1,value:this}),e!==void 0&&(0,X.reflectionMergePartial)(this,t,e),t}internalBinaryRead(e,t,r,n){
let i=n??this.create(),o=e.pos+t;for(;e.pos<o;){let[a,u]=e.tag();switch(a){case 1:i.value=e.int64().toString();break;default:
let l=r.readUnknownField;if(l==="throw")throw new globalThis.Error(`Unknown field ${a} (wire type ${u}) for ${this.typeName}`);
let c=e.skip(u);l!==!1&&(l===!0?R.UnknownFieldHandler.onRead:l)(this.typeName,i,a,u,c)}}return i}internalBinaryWrite(e,t,r){
e.value!=="0"&&t.tag(1,K.WireType.Varint).int64(e.value);let n=r.writeUnknownFields;return n!==!1&&(n==!0?R.UnknownFieldHandler.
onWrite:n)(this.typeName,e,t),t}},_t=new fr,dr=class extends z.MessageType{constructor(){super("google.protobuf.UInt64Va\
lue",[{no:1,name:"value",kind:"scalar",T:4}])}internalJsonWrite(e,t){return this.refJsonWriter.scalar(xe.ScalarType.UINT64,
e.value,"value",!1,!0)}internalJsonRead(e,t,r){return r||(r=this.create()),r.value=this.refJsonReader.scalar(e,xe.ScalarType.
UINT64,gr.LongType.STRING,"value"),r}create(e){let t={value:"0"};return globalThis.Object.defineProperty(t,Z.MESSAGE_TYPE,
{enumerable:!1,value:this}),e!==void 0&&(0,X.reflectionMergePartial)(this,t,e),t}internalBinaryRead(e,t,r,n){let i=n??this.
create(),o=e.pos+t;for(;e.pos<o;){let[a,u]=e.tag();switch(a){case 1:i.value=e.uint64().toString();break;default:let l=r.
readUnknownField;if(l==="throw")throw new globalThis.Error(`Unknown field ${a} (wire type ${u}) for ${this.typeName}`);let c=e.
skip(u);l!==!1&&(l===!0?R.UnknownFieldHandler.onRead:l)(this.typeName,i,a,u,c)}}return i}internalBinaryWrite(e,t,r){e.value!==
"0"&&t.tag(1,K.WireType.Varint).uint64(e.value);let n=r.writeUnknownFields;return n!==!1&&(n==!0?R.UnknownFieldHandler.onWrite:
n)(this.typeName,e,t),t}},to=new dr,hr=class extends z.MessageType{constructor(){super("google.protobuf.Int32Value",[{no:1,
name:"value",kind:"scalar",T:5}])}internalJsonWrite(e,t){return this.refJsonWriter.scalar(5,e.value,"value",!1,!0)}internalJsonRead(e,t,r){
return r||(r=this.create()),r.value=this.refJsonReader.scalar(e,5,void 0,"value"),r}create(e){let t={value:0};return globalThis.
Object.defineProperty(t,Z.MESSAGE_TYPE,{enumerable:!1,value:this}),e!==void 0&&(0,X.reflectionMergePartial)(this,t,e),t}internalBinaryRead(e,t,r,n){
let i=n??this.create(),o=e.pos+t;for(;e.pos<o;){let[a,u]=e.tag();switch(a){case 1:i.value=e.int32();break;default:let l=r.
readUnknownField;if(l==="throw")throw new globalThis.Error(`Unknown field ${a} (wire type ${u}) for ${this.typeName}`);let c=e.
skip(u);l!==!1&&(l===!0?R.UnknownFieldHandler.onRead:l)(this.typeName,i,a,u,c)}}return i}internalBinaryWrite(e,t,r){e.value!==
0&&t.tag(1,K.WireType.Varint).int32(e.value);let n=r.writeUnknownFields;return n!==!1&&(n==!0?R.UnknownFieldHandler.onWrite:
n)(this.typeName,e,t),t}},ro=new hr,pr=class extends z.MessageType{constructor(){super("google.protobuf.UInt32Value",[{no:1,
name:"value",kind:"scalar",T:13}])}internalJsonWrite(e,t){return this.refJsonWriter.scalar(13,e.value,"value",!1,!0)}internalJsonRead(e,t,r){
return r||(r=this.create()),r.value=this.refJsonReader.scalar(e,13,void 0,"value"),r}create(e){let t={value:0};return globalThis.
Object.defineProperty(t,Z.MESSAGE_TYPE,{enumerable:!1,value:this}),e!==void 0&&(0,X.reflectionMergePartial)(this,t,e),t}internalBinaryRead(e,t,r,n){
let i=n??this.create(),o=e.pos+t;for(;e.pos<o;){let[a,u]=e.tag();switch(a){case 1:i.value=e.uint32();break;default:let l=r.
readUnknownField;if(l==="throw")throw new globalThis.Error(`Unknown field ${a} (wire type ${u}) for ${this.typeName}`);let c=e.
skip(u);l!==!1&&(l===!0?R.UnknownFieldHandler.onRead:l)(this.typeName,i,a,u,c)}}return i}internalBinaryWrite(e,t,r){e.value!==
0&&t.tag(1,K.WireType.Varint).uint32(e.value);let n=r.writeUnknownFields;return n!==!1&&(n==!0?R.UnknownFieldHandler.onWrite:
n)(this.typeName,e,t),t}},no=new pr,mr=class extends z.MessageType{constructor(){super("google.protobuf.BoolValue",[{no:1,
name:"value",kind:"scalar",T:8}])}internalJsonWrite(e,t){return e.value}internalJsonRead(e,t,r){return r||(r=this.create()),
r.value=this.refJsonReader.scalar(e,8,void 0,"value"),r}create(e){let t={value:!1};return globalThis.Object.defineProperty(
t,Z.MESSAGE_TYPE,{enumerable:!1,value:this}),e!==void 0&&(0,X.reflectionMergePartial)(this,t,e),t}internalBinaryRead(e,t,r,n){
let i=n??this.create(),o=e.pos+t;for(;e.pos<o;){let[a,u]=e.tag();switch(a){case 1:i.value=e.bool();break;default:let l=r.
readUnknownField;if(l==="throw")throw new globalThis.Error(`Unknown field ${a} (wire type ${u}) for ${this.typeName}`);let c=e.
skip(u);l!==!1&&(l===!0?R.UnknownFieldHandler.onRead:l)(this.typeName,i,a,u,c)}}return i}internalBinaryWrite(e,t,r){e.value!==
!1&&t.tag(1,K.WireType.Varint).bool(e.value);let n=r.writeUnknownFields;return n!==!1&&(n==!0?R.UnknownFieldHandler.onWrite:
n)(this.typeName,e,t),t}},io=new mr,br=class extends z.MessageType{constructor(){super("google.protobuf.StringValue",[{no:1,
name:"value",kind:"scalar",T:9}])}internalJsonWrite(e,t){return e.value}internalJsonRead(e,t,r){return r||(r=this.create()),
r.value=this.refJsonReader.scalar(e,9,void 0,"value"),r}create(e){let t={value:""};return globalThis.Object.defineProperty(
t,Z.MESSAGE_TYPE,{enumerable:!1,value:this}),e!==void 0&&(0,X.reflectionMergePartial)(this,t,e),t}internalBinaryRead(e,t,r,n){
let i=n??this.create(),o=e.pos+t;for(;e.pos<o;){let[a,u]=e.tag();switch(a){case 1:i.value=e.string();break;default:let l=r.
readUnknownField;if(l==="throw")throw new globalThis.Error(`Unknown field ${a} (wire type ${u}) for ${this.typeName}`);let c=e.
skip(u);l!==!1&&(l===!0?R.UnknownFieldHandler.onRead:l)(this.typeName,i,a,u,c)}}return i}internalBinaryWrite(e,t,r){e.value!==
""&&t.tag(1,K.WireType.LengthDelimited).string(e.value);let n=r.writeUnknownFields;return n!==!1&&(n==!0?R.UnknownFieldHandler.
onWrite:n)(this.typeName,e,t),t}},D=new br,yr=class extends z.MessageType{constructor(){super("google.protobuf.BytesValu\
e",[{no:1,name:"value",kind:"scalar",T:12}])}internalJsonWrite(e,t){return this.refJsonWriter.scalar(12,e.value,"value",
!1,!0)}internalJsonRead(e,t,r){return r||(r=this.create()),r.value=this.refJsonReader.scalar(e,12,void 0,"value"),r}create(e){
let t={value:new Uint8Array(0)};return globalThis.Object.defineProperty(t,Z.MESSAGE_TYPE,{enumerable:!1,value:this}),e!==
void 0&&(0,X.reflectionMergePartial)(this,t,e),t}internalBinaryRead(e,t,r,n){let i=n??this.create(),o=e.pos+t;for(;e.pos<
o;){let[a,u]=e.tag();switch(a){case 1:i.value=e.bytes();break;default:let l=r.readUnknownField;if(l==="throw")throw new globalThis.
Error(`Unknown field ${a} (wire type ${u}) for ${this.typeName}`);let c=e.skip(u);l!==!1&&(l===!0?R.UnknownFieldHandler.
onRead:l)(this.typeName,i,a,u,c)}}return i}internalBinaryWrite(e,t,r){e.value.length&&t.tag(1,K.WireType.LengthDelimited).
bytes(e.value);let n=r.writeUnknownFields;return n!==!1&&(n==!0?R.UnknownFieldHandler.onWrite:n)(this.typeName,e,t),t}},
so=new yr;var ni=v(ri(),1),m=v(g(),1),k=v(g(),1),M=v(g(),1),C=v(g(),1),V=v(g(),1);var qr=class extends V.MessageType{constructor(){super("github.actions.results.api.v1.CreateArtifactRequest",[{no:1,name:"\
workflow_run_backend_id",kind:"scalar",T:9},{no:2,name:"workflow_job_run_backend_id",kind:"scalar",T:9},{no:3,name:"name",
kind:"scalar",T:9},{no:4,name:"expires_at",kind:"message",T:()=>se},{no:5,name:"version",kind:"scalar",T:5},{no:6,name:"\
mime_type",kind:"message",T:()=>D}])}create(e){let t={workflowRunBackendId:"",workflowJobRunBackendId:"",name:"",version:0};
return globalThis.Object.defineProperty(t,C.MESSAGE_TYPE,{enumerable:!1,value:this}),e!==void 0&&(0,M.reflectionMergePartial)(
this,t,e),t}internalBinaryRead(e,t,r,n){let i=n??this.create(),o=e.pos+t;for(;e.pos<o;){let[a,u]=e.tag();switch(a){case 1:
i.workflowRunBackendId=e.string();break;case 2:i.workflowJobRunBackendId=e.string();break;case 3:i.name=e.string();break;case 4:
i.expiresAt=se.internalBinaryRead(e,e.uint32(),r,i.expiresAt);break;case 5:i.version=e.int32();break;case 6:i.mimeType=D.
internalBinaryRead(e,e.uint32(),r,i.mimeType);break;default:let l=r.readUnknownField;if(l==="throw")throw new globalThis.
Error(`Unknown field ${a} (wire type ${u}) for ${this.typeName}`);let c=e.skip(u);l!==!1&&(l===!0?k.UnknownFieldHandler.
onRead:l)(this.typeName,i,a,u,c)}}return i}internalBinaryWrite(e,t,r){e.workflowRunBackendId!==""&&t.tag(1,m.WireType.LengthDelimited).
string(e.workflowRunBackendId),e.workflowJobRunBackendId!==""&&t.tag(2,m.WireType.LengthDelimited).string(e.workflowJobRunBackendId),
e.name!==""&&t.tag(3,m.WireType.LengthDelimited).string(e.name),e.expiresAt&&se.internalBinaryWrite(e.expiresAt,t.tag(4,
m.WireType.LengthDelimited).fork(),r).join(),e.version!==0&&t.tag(5,m.WireType.Varint).int32(e.version),e.mimeType&&D.internalBinaryWrite(
e.mimeType,t.tag(6,m.WireType.LengthDelimited).fork(),r).join();let n=r.writeUnknownFields;return n!==!1&&(n==!0?k.UnknownFieldHandler.
onWrite:n)(this.typeName,e,t),t}},zr=new qr,Mr=class extends V.MessageType{constructor(){super("github.actions.results.a\
pi.v1.CreateArtifactResponse",[{no:1,name:"ok",kind:"scalar",T:8},{no:2,name:"signed_upload_url",kind:"scalar",T:9}])}create(e){
let t={ok:!1,signedUploadUrl:""};return globalThis.Object.defineProperty(t,C.MESSAGE_TYPE,{enumerable:!1,value:this}),e!==
void 0&&(0,M.reflectionMergePartial)(this,t,e),t}internalBinaryRead(e,t,r,n){let i=n??this.create(),o=e.pos+t;for(;e.pos<
o;){let[a,u]=e.tag();switch(a){case 1:i.ok=e.bool();break;case 2:i.signedUploadUrl=e.string();break;default:let l=r.readUnknownField;
if(l==="throw")throw new globalThis.Error(`Unknown field ${a} (wire type ${u}) for ${this.typeName}`);let c=e.skip(u);l!==
!1&&(l===!0?k.UnknownFieldHandler.onRead:l)(this.typeName,i,a,u,c)}}return i}internalBinaryWrite(e,t,r){e.ok!==!1&&t.tag(
1,m.WireType.Varint).bool(e.ok),e.signedUploadUrl!==""&&t.tag(2,m.WireType.LengthDelimited).string(e.signedUploadUrl);let n=r.
writeUnknownFields;return n!==!1&&(n==!0?k.UnknownFieldHandler.onWrite:n)(this.typeName,e,t),t}},Hr=new Mr,Cr=class extends V.MessageType{constructor(){
super("github.actions.results.api.v1.FinalizeArtifactRequest",[{no:1,name:"workflow_run_backend_id",kind:"scalar",T:9},{
no:2,name:"workflow_job_run_backend_id",kind:"scalar",T:9},{no:3,name:"name",kind:"scalar",T:9},{no:4,name:"size",kind:"\
scalar",T:3},{no:5,name:"hash",kind:"message",T:()=>D}])}create(e){let t={workflowRunBackendId:"",workflowJobRunBackendId:"",
name:"",size:"0"};return globalThis.Object.defineProperty(t,C.MESSAGE_TYPE,{enumerable:!1,value:this}),e!==void 0&&(0,M.reflectionMergePartial)(
this,t,e),t}internalBinaryRead(e,t,r,n){let i=n??this.create(),o=e.pos+t;for(;e.pos<o;){let[a,u]=e.tag();switch(a){case 1:
i.workflowRunBackendId=e.string();break;case 2:i.workflowJobRunBackendId=e.string();break;case 3:i.name=e.string();break;case 4:
i.size=e.int64().toString();break;case 5:i.hash=D.internalBinaryRead(e,e.uint32(),r,i.hash);break;default:let l=r.readUnknownField;
if(l==="throw")throw new globalThis.Error(`Unknown field ${a} (wire type ${u}) for ${this.typeName}`);let c=e.skip(u);l!==
!1&&(l===!0?k.UnknownFieldHandler.onRead:l)(this.typeName,i,a,u,c)}}return i}internalBinaryWrite(e,t,r){e.workflowRunBackendId!==
""&&t.tag(1,m.WireType.LengthDelimited).string(e.workflowRunBackendId),e.workflowJobRunBackendId!==""&&t.tag(2,m.WireType.
LengthDelimited).string(e.workflowJobRunBackendId),e.name!==""&&t.tag(3,m.WireType.LengthDelimited).string(e.name),e.size!==
"0"&&t.tag(4,m.WireType.Varint).int64(e.size),e.hash&&D.internalBinaryWrite(e.hash,t.tag(5,m.WireType.LengthDelimited).fork(),
r).join();let n=r.writeUnknownFields;return n!==!1&&(n==!0?k.UnknownFieldHandler.onWrite:n)(this.typeName,e,t),t}},Yr=new Cr,
Vr=class extends V.MessageType{constructor(){super("github.actions.results.api.v1.FinalizeArtifactResponse",[{no:1,name:"\
ok",kind:"scalar",T:8},{no:2,name:"artifact_id",kind:"scalar",T:3}])}create(e){let t={ok:!1,artifactId:"0"};return globalThis.
Object.defineProperty(t,C.MESSAGE_TYPE,{enumerable:!1,value:this}),e!==void 0&&(0,M.reflectionMergePartial)(this,t,e),t}internalBinaryRead(e,t,r,n){
let i=n??this.create(),o=e.pos+t;for(;e.pos<o;){let[a,u]=e.tag();switch(a){case 1:i.ok=e.bool();break;case 2:i.artifactId=
e.int64().toString();break;default:let l=r.readUnknownField;if(l==="throw")throw new globalThis.Error(`Unknown field ${a}\
 (wire type ${u}) for ${this.typeName}`);let c=e.skip(u);l!==!1&&(l===!0?k.UnknownFieldHandler.onRead:l)(this.typeName,i,
a,u,c)}}return i}internalBinaryWrite(e,t,r){e.ok!==!1&&t.tag(1,m.WireType.Varint).bool(e.ok),e.artifactId!=="0"&&t.tag(2,
m.WireType.Varint).int64(e.artifactId);let n=r.writeUnknownFields;return n!==!1&&(n==!0?k.UnknownFieldHandler.onWrite:n)(
this.typeName,e,t),t}},Qr=new Vr,Jr=class extends V.MessageType{constructor(){super("github.actions.results.api.v1.ListA\
rtifactsRequest",[{no:1,name:"workflow_run_backend_id",kind:"scalar",T:9},{no:2,name:"workflow_job_run_backend_id",kind:"\
scalar",T:9},{no:3,name:"name_filter",kind:"message",T:()=>D},{no:4,name:"id_filter",kind:"message",T:()=>_t}])}create(e){
let t={workflowRunBackendId:"",workflowJobRunBackendId:""};return globalThis.Object.defineProperty(t,C.MESSAGE_TYPE,{enumerable:!1,
value:this}),e!==void 0&&(0,M.reflectionMergePartial)(this,t,e),t}internalBinaryRead(e,t,r,n){let i=n??this.create(),o=e.
pos+t;for(;e.pos<o;){let[a,u]=e.tag();switch(a){case 1:i.workflowRunBackendId=e.string();break;case 2:i.workflowJobRunBackendId=
e.string();break;case 3:i.nameFilter=D.internalBinaryRead(e,e.uint32(),r,i.nameFilter);break;case 4:i.idFilter=_t.internalBinaryRead(
e,e.uint32(),r,i.idFilter);break;default:let l=r.readUnknownField;if(l==="throw")throw new globalThis.Error(`Unknown fie\
ld ${a} (wire type ${u}) for ${this.typeName}`);let c=e.skip(u);l!==!1&&(l===!0?k.UnknownFieldHandler.onRead:l)(this.typeName,
i,a,u,c)}}return i}internalBinaryWrite(e,t,r){e.workflowRunBackendId!==""&&t.tag(1,m.WireType.LengthDelimited).string(e.
workflowRunBackendId),e.workflowJobRunBackendId!==""&&t.tag(2,m.WireType.LengthDelimited).string(e.workflowJobRunBackendId),
e.nameFilter&&D.internalBinaryWrite(e.nameFilter,t.tag(3,m.WireType.LengthDelimited).fork(),r).join(),e.idFilter&&_t.internalBinaryWrite(
e.idFilter,t.tag(4,m.WireType.LengthDelimited).fork(),r).join();let n=r.writeUnknownFields;return n!==!1&&(n==!0?k.UnknownFieldHandler.
onWrite:n)(this.typeName,e,t),t}},en=new Jr,Wr=class extends V.MessageType{constructor(){super("github.actions.results.a\
pi.v1.ListArtifactsResponse",[{no:1,name:"artifacts",kind:"message",repeat:2,T:()=>xr}])}create(e){let t={artifacts:[]};
return globalThis.Object.defineProperty(t,C.MESSAGE_TYPE,{enumerable:!1,value:this}),e!==void 0&&(0,M.reflectionMergePartial)(
this,t,e),t}internalBinaryRead(e,t,r,n){let i=n??this.create(),o=e.pos+t;for(;e.pos<o;){let[a,u]=e.tag();switch(a){case 1:
i.artifacts.push(xr.internalBinaryRead(e,e.uint32(),r));break;default:let l=r.readUnknownField;if(l==="throw")throw new globalThis.
Error(`Unknown field ${a} (wire type ${u}) for ${this.typeName}`);let c=e.skip(u);l!==!1&&(l===!0?k.UnknownFieldHandler.
onRead:l)(this.typeName,i,a,u,c)}}return i}internalBinaryWrite(e,t,r){for(let i=0;i<e.artifacts.length;i++)xr.internalBinaryWrite(
e.artifacts[i],t.tag(1,m.WireType.LengthDelimited).fork(),r).join();let n=r.writeUnknownFields;return n!==!1&&(n==!0?k.UnknownFieldHandler.
onWrite:n)(this.typeName,e,t),t}},tn=new Wr,$r=class extends V.MessageType{constructor(){super("github.actions.results.a\
pi.v1.ListArtifactsResponse.MonolithArtifact",[{no:1,name:"workflow_run_backend_id",kind:"scalar",T:9},{no:2,name:"workf\
low_job_run_backend_id",kind:"scalar",T:9},{no:3,name:"database_id",kind:"scalar",T:3},{no:4,name:"name",kind:"scalar",T:9},
{no:5,name:"size",kind:"scalar",T:3},{no:6,name:"created_at",kind:"message",T:()=>se},{no:7,name:"digest",kind:"message",
T:()=>D}])}create(e){let t={workflowRunBackendId:"",workflowJobRunBackendId:"",databaseId:"0",name:"",size:"0"};return globalThis.
Object.defineProperty(t,C.MESSAGE_TYPE,{enumerable:!1,value:this}),e!==void 0&&(0,M.reflectionMergePartial)(this,t,e),t}internalBinaryRead(e,t,r,n){
let i=n??this.create(),o=e.pos+t;for(;e.pos<o;){let[a,u]=e.tag();switch(a){case 1:i.workflowRunBackendId=e.string();break;case 2:
i.workflowJobRunBackendId=e.string();break;case 3:i.databaseId=e.int64().toString();break;case 4:i.name=e.string();break;case 5:
i.size=e.int64().toString();break;case 6:i.createdAt=se.internalBinaryRead(e,e.uint32(),r,i.createdAt);break;case 7:i.digest=
D.internalBinaryRead(e,e.uint32(),r,i.digest);break;default:let l=r.readUnknownField;if(l==="throw")throw new globalThis.
Error(`Unknown field ${a} (wire type ${u}) for ${this.typeName}`);let c=e.skip(u);l!==!1&&(l===!0?k.UnknownFieldHandler.
onRead:l)(this.typeName,i,a,u,c)}}return i}internalBinaryWrite(e,t,r){e.workflowRunBackendId!==""&&t.tag(1,m.WireType.LengthDelimited).
string(e.workflowRunBackendId),e.workflowJobRunBackendId!==""&&t.tag(2,m.WireType.LengthDelimited).string(e.workflowJobRunBackendId),
e.databaseId!=="0"&&t.tag(3,m.WireType.Varint).int64(e.databaseId),e.name!==""&&t.tag(4,m.WireType.LengthDelimited).string(
e.name),e.size!=="0"&&t.tag(5,m.WireType.Varint).int64(e.size),e.createdAt&&se.internalBinaryWrite(e.createdAt,t.tag(6,m.WireType.
LengthDelimited).fork(),r).join(),e.digest&&D.internalBinaryWrite(e.digest,t.tag(7,m.WireType.LengthDelimited).fork(),r).
join();let n=r.writeUnknownFields;return n!==!1&&(n==!0?k.UnknownFieldHandler.onWrite:n)(this.typeName,e,t),t}},xr=new $r,
Gr=class extends V.MessageType{constructor(){super("github.actions.results.api.v1.GetSignedArtifactURLRequest",[{no:1,name:"\
workflow_run_backend_id",kind:"scalar",T:9},{no:2,name:"workflow_job_run_backend_id",kind:"scalar",T:9},{no:3,name:"name",
kind:"scalar",T:9}])}create(e){let t={workflowRunBackendId:"",workflowJobRunBackendId:"",name:""};return globalThis.Object.
defineProperty(t,C.MESSAGE_TYPE,{enumerable:!1,value:this}),e!==void 0&&(0,M.reflectionMergePartial)(this,t,e),t}internalBinaryRead(e,t,r,n){
let i=n??this.create(),o=e.pos+t;for(;e.pos<o;){let[a,u]=e.tag();switch(a){case 1:i.workflowRunBackendId=e.string();break;case 2:
i.workflowJobRunBackendId=e.string();break;case 3:i.name=e.string();break;default:let l=r.readUnknownField;if(l==="throw")
throw new globalThis.Error(`Unknown field ${a} (wire type ${u}) for ${this.typeName}`);let c=e.skip(u);l!==!1&&(l===!0?k.UnknownFieldHandler.
onRead:l)(this.typeName,i,a,u,c)}}return i}internalBinaryWrite(e,t,r){e.workflowRunBackendId!==""&&t.tag(1,m.WireType.LengthDelimited).
string(e.workflowRunBackendId),e.workflowJobRunBackendId!==""&&t.tag(2,m.WireType.LengthDelimited).string(e.workflowJobRunBackendId),
e.name!==""&&t.tag(3,m.WireType.LengthDelimited).string(e.name);let n=r.writeUnknownFields;return n!==!1&&(n==!0?k.UnknownFieldHandler.
onWrite:n)(this.typeName,e,t),t}},rn=new Gr,Kr=class extends V.MessageType{constructor(){super("github.actions.results.a\
pi.v1.GetSignedArtifactURLResponse",[{no:1,name:"signed_url",kind:"scalar",T:9}])}create(e){let t={signedUrl:""};return globalThis.
Object.defineProperty(t,C.MESSAGE_TYPE,{enumerable:!1,value:this}),e!==void 0&&(0,M.reflectionMergePartial)(this,t,e),t}internalBinaryRead(e,t,r,n){
let i=n??this.create(),o=e.pos+t;for(;e.pos<o;){let[a,u]=e.tag();switch(a){case 1:i.signedUrl=e.string();break;default:let l=r.
readUnknownField;if(l==="throw")throw new globalThis.Error(`Unknown field ${a} (wire type ${u}) for ${this.typeName}`);let c=e.
skip(u);l!==!1&&(l===!0?k.UnknownFieldHandler.onRead:l)(this.typeName,i,a,u,c)}}return i}internalBinaryWrite(e,t,r){e.signedUrl!==
""&&t.tag(1,m.WireType.LengthDelimited).string(e.signedUrl);let n=r.writeUnknownFields;return n!==!1&&(n==!0?k.UnknownFieldHandler.
onWrite:n)(this.typeName,e,t),t}},nn=new Kr,Xr=class extends V.MessageType{constructor(){super("github.actions.results.a\
pi.v1.DeleteArtifactRequest",[{no:1,name:"workflow_run_backend_id",kind:"scalar",T:9},{no:2,name:"workflow_job_run_backe\
nd_id",kind:"scalar",T:9},{no:3,name:"name",kind:"scalar",T:9}])}create(e){let t={workflowRunBackendId:"",workflowJobRunBackendId:"",
name:""};return globalThis.Object.defineProperty(t,C.MESSAGE_TYPE,{enumerable:!1,value:this}),e!==void 0&&(0,M.reflectionMergePartial)(
this,t,e),t}internalBinaryRead(e,t,r,n){let i=n??this.create(),o=e.pos+t;for(;e.pos<o;){let[a,u]=e.tag();switch(a){case 1:
i.workflowRunBackendId=e.string();break;case 2:i.workflowJobRunBackendId=e.string();break;case 3:i.name=e.string();break;default:
let l=r.readUnknownField;if(l==="throw")throw new globalThis.Error(`Unknown field ${a} (wire type ${u}) for ${this.typeName}`);
let c=e.skip(u);l!==!1&&(l===!0?k.UnknownFieldHandler.onRead:l)(this.typeName,i,a,u,c)}}return i}internalBinaryWrite(e,t,r){
e.workflowRunBackendId!==""&&t.tag(1,m.WireType.LengthDelimited).string(e.workflowRunBackendId),e.workflowJobRunBackendId!==
""&&t.tag(2,m.WireType.LengthDelimited).string(e.workflowJobRunBackendId),e.name!==""&&t.tag(3,m.WireType.LengthDelimited).
string(e.name);let n=r.writeUnknownFields;return n!==!1&&(n==!0?k.UnknownFieldHandler.onWrite:n)(this.typeName,e,t),t}},
sn=new Xr,Zr=class extends V.MessageType{constructor(){super("github.actions.results.api.v1.DeleteArtifactResponse",[{no:1,
name:"ok",kind:"scalar",T:8},{no:2,name:"artifact_id",kind:"scalar",T:3}])}create(e){let t={ok:!1,artifactId:"0"};return globalThis.
Object.defineProperty(t,C.MESSAGE_TYPE,{enumerable:!1,value:this}),e!==void 0&&(0,M.reflectionMergePartial)(this,t,e),t}internalBinaryRead(e,t,r,n){
let i=n??this.create(),o=e.pos+t;for(;e.pos<o;){let[a,u]=e.tag();switch(a){case 1:i.ok=e.bool();break;case 2:i.artifactId=
e.int64().toString();break;default:let l=r.readUnknownField;if(l==="throw")throw new globalThis.Error(`Unknown field ${a}\
 (wire type ${u}) for ${this.typeName}`);let c=e.skip(u);l!==!1&&(l===!0?k.UnknownFieldHandler.onRead:l)(this.typeName,i,
a,u,c)}}return i}internalBinaryWrite(e,t,r){e.ok!==!1&&t.tag(1,m.WireType.Varint).bool(e.ok),e.artifactId!=="0"&&t.tag(2,
m.WireType.Varint).int64(e.artifactId);let n=r.writeUnknownFields;return n!==!1&&(n==!0?k.UnknownFieldHandler.onWrite:n)(
this.typeName,e,t),t}},an=new Zr,So=new ni.ServiceType("github.actions.results.api.v1.ArtifactService",[{name:"CreateArt\
ifact",options:{},I:zr,O:Hr},{name:"FinalizeArtifact",options:{},I:Yr,O:Qr},{name:"ListArtifacts",options:{},I:en,O:tn},
{name:"GetSignedArtifactURL",options:{},I:rn,O:nn},{name:"DeleteArtifact",options:{},I:sn,O:an}]);var Et=class{constructor(e){this.rpc=e,this.CreateArtifact.bind(this),this.FinalizeArtifact.bind(this),this.ListArtifacts.
bind(this),this.GetSignedArtifactURL.bind(this),this.DeleteArtifact.bind(this)}CreateArtifact(e){let t=zr.toJson(e,{useProtoFieldName:!0,
emitDefaultValues:!1});return this.rpc.request("github.actions.results.api.v1.ArtifactService","CreateArtifact","applica\
tion/json",t).then(n=>Hr.fromJson(n,{ignoreUnknownFields:!0}))}FinalizeArtifact(e){let t=Yr.toJson(e,{useProtoFieldName:!0,
emitDefaultValues:!1});return this.rpc.request("github.actions.results.api.v1.ArtifactService","FinalizeArtifact","appli\
cation/json",t).then(n=>Qr.fromJson(n,{ignoreUnknownFields:!0}))}ListArtifacts(e){let t=en.toJson(e,{useProtoFieldName:!0,
emitDefaultValues:!1});return this.rpc.request("github.actions.results.api.v1.ArtifactService","ListArtifacts","applicat\
ion/json",t).then(n=>tn.fromJson(n,{ignoreUnknownFields:!0}))}GetSignedArtifactURL(e){let t=rn.toJson(e,{useProtoFieldName:!0,
emitDefaultValues:!1});return this.rpc.request("github.actions.results.api.v1.ArtifactService","GetSignedArtifactURL","a\
pplication/json",t).then(n=>nn.fromJson(n,{ignoreUnknownFields:!0}))}DeleteArtifact(e){let t=sn.toJson(e,{useProtoFieldName:!0,
emitDefaultValues:!1});return this.rpc.request("github.actions.results.api.v1.ArtifactService","DeleteArtifact","applica\
tion/json",t).then(n=>an.fromJson(n,{ignoreUnknownFields:!0}))}};var oi=v(ai(),1);function li(){return`@actions/artifact-${oi.version}`}var le=class extends Error{};le.prototype.name="InvalidTokenError";function Ta(s){return decodeURIComponent(atob(s).replace(
/(.)/g,(e,t)=>{let r=t.charCodeAt(0).toString(16).toUpperCase();return r.length<2&&(r="0"+r),"%"+r}))}function va(s){let e=s.
replace(/-/g,"+").replace(/_/g,"/");switch(e.length%4){case 0:break;case 2:e+="==";break;case 3:e+="=";break;default:throw new Error(
"base64 string is not of the correct length")}try{return Ta(e)}catch{return atob(e)}}function ui(s,e){if(typeof s!="stri\
ng")throw new le("Invalid token specified: must be a string");e||(e={});let t=e.header===!0?0:1,r=s.split(".")[t];if(typeof r!=
"string")throw new le(`Invalid token specified: missing part #${t+1}`);let n;try{n=va(r)}catch(i){throw new le(`Invalid \
token specified: invalid base64 for part #${t+1} (${i.message})`)}try{return JSON.parse(n)}catch(i){throw new le(`Invali\
d token specified: invalid json for part #${t+1} (${i.message})`)}}var Bt=new Error("Failed to get backend IDs: The provided JWT token is invalid and/or missing claims");function Vo(){let s=Ve(),
e=ui(s);if(!e.scp)throw Bt;let t=e.scp.split(" ");if(t.length===0)throw Bt;for(let r of t){let n=r.split(":");if(n?.[0]!==
"Actions.Results")continue;if(n.length!==3)throw Bt;let i={workflowRunBackendId:n[1],workflowJobRunBackendId:n[2]};return L(
`Workflow Run Backend ID: ${i.workflowRunBackendId}`),L(`Workflow Job Run Backend ID: ${i.workflowJobRunBackendId}`),i}throw Bt}
function ci(s){if(s)try{let t=new URL(s).searchParams.get("sig");t&&(Ut(t),Ut(encodeURIComponent(t)))}catch(e){L(`Failed\
 to parse URL: ${s} ${e instanceof Error?e.message:String(e)}`)}}function fi(s){if(typeof s!="object"||s===null){L("body\
 is not an object or is null");return}"signed_upload_url"in s&&typeof s.signed_upload_url=="string"&&ci(s.signed_upload_url),
"signed_url"in s&&typeof s.signed_url=="string"&&ci(s.signed_url)}var Pt=function(s,e,t,r){function n(i){return i instanceof t?i:new t(function(o){o(i)})}return new(t||(t=Promise))(function(i,o){
function a(c){try{l(r.next(c))}catch(f){o(f)}}function u(c){try{l(r.throw(c))}catch(f){o(f)}}function l(c){c.done?i(c.value):
n(c.value).then(a,u)}l((r=r.apply(s,e||[])).next())})},on=class{constructor(e,t,r,n){this.maxAttempts=5,this.baseRetryIntervalMilliseconds=
3e3,this.retryMultiplier=1.5;let i=Ve();this.baseUrl=fn(),t&&(this.maxAttempts=t),r&&(this.baseRetryIntervalMilliseconds=
r),n&&(this.retryMultiplier=n),this.httpClient=new ln(e,[new un(i)])}request(e,t,r,n){return Pt(this,void 0,void 0,function*(){
let i=new URL(`/twirp/${e}/${t}`,this.baseUrl).href;L(`[Request] ${t} ${i}`);let o={"Content-Type":r};try{let{body:a}=yield this.
retryableRequest(()=>Pt(this,void 0,void 0,function*(){return this.httpClient.post(i,JSON.stringify(n),o)}));return a}catch(a){
throw new Error(`Failed to ${t}: ${a.message}`)}})}retryableRequest(e){return Pt(this,void 0,void 0,function*(){let t=0,
r="",n="";for(;t<this.maxAttempts;){let i=!1;try{let a=yield e(),u=a.message.statusCode;n=yield a.readBody(),L(`[Respons\
e] - ${a.message.statusCode}`),L(`Headers: ${JSON.stringify(a.message.headers,null,2)}`);let l=JSON.parse(n);if(fi(l),L(
`Body: ${JSON.stringify(l,null,2)}`),this.isSuccessStatusCode(u))return{response:a,body:l};if(i=this.isRetryableHttpStatusCode(
u),r=`Failed request: (${u}) ${a.message.statusMessage}`,l.msg){if(Je.isUsageErrorMessage(l.msg))throw new Je;r=`${r}: ${l.
msg}`}}catch(a){if(a instanceof SyntaxError&&L(`Raw Body: ${n}`),a instanceof Je)throw a;if(Ft.isNetworkErrorCode(a?.code))
throw new Ft(a?.code);i=!0,r=a.message}if(!i)throw new Error(`Received non-retryable error: ${r}`);if(t+1===this.maxAttempts)
throw new Error(`Failed to make request after ${this.maxAttempts} attempts: ${r}`);let o=this.getExponentialRetryTimeMilliseconds(
t);cn(`Attempt ${t+1} of ${this.maxAttempts} failed with error: ${r}. Retrying request in ${o} ms...`),yield this.sleep(
o),t++}throw new Error("Request failed")})}isSuccessStatusCode(e){return e?e>=200&&e<300:!1}isRetryableHttpStatusCode(e){
return e?[ue.BadGateway,ue.GatewayTimeout,ue.InternalServerError,ue.ServiceUnavailable,ue.TooManyRequests].includes(e):!1}sleep(e){
return Pt(this,void 0,void 0,function*(){return new Promise(t=>setTimeout(t,e))})}getExponentialRetryTimeMilliseconds(e){
if(e<0)throw new Error("attempt should be a positive integer");if(e===0)return this.baseRetryIntervalMilliseconds;let t=this.
baseRetryIntervalMilliseconds*Math.pow(this.retryMultiplier,e),r=t*this.retryMultiplier;return Math.trunc(Math.random()*
(r-t)+t)}};function Yo(s){let e=new on(li(),s?.maxAttempts,s?.retryIntervalMs,s?.retryMultiplier);return new Et(e)}export{se as a,_t as b,D as c,li as d,Vo as e,Yo as f};
