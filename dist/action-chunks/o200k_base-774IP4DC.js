import{a as z}from"./chunk-OQHQTPZU.js";import"./chunk-A64LSPLL.js";var ge="all",F=1e5;var l="<|endoftext|>",m="<|fim_prefix|>",f="<|fim_middle|>",g="<|fim_suffix|>",y="<|im_start|>",T="<|im_end|>",u="<|im_s\
ep|>",E="<|endofprompt|>",G="<|startoftext|>",C="<|start|>",P="<|end|>",N="<|message|>",w="<|channel|>",v="<|return|>",R="\
<|constrain|>",I="<|call|>";var j=n=>n<=127;function H(n){if(n.length===0)return!1;let t=n.charCodeAt(n.length-1);return t>=55296&&t<=56319}function ue(n){let t=0;for(;t<
n.length;){let e=n[t],o=0,r=0;if(e<=127)o=1,r=e;else if((e&224)===192){if(o=2,r=e&31,e<=193)return!1}else if((e&240)===224)
o=3,r=e&15;else if((e&248)===240){if(o=4,r=e&7,e>244)return!1}else return!1;if(t+o>n.length)return!1;for(let i=1;i<o;i++){
let s=n[t+i];if(s===void 0||(s&192)!==128)return!1;r=r<<6|s&63}if(o===2&&r<128||o===3&&r<2048||o===4&&r<65536||r>=55296&&
r<=57343||r>1114111)return!1;t+=o}return!0}var Ee=new TextDecoder("utf8",{fatal:!1});function W(n){if(ue(n))return Ee.decode(
n)}function X(n,t){let e=Math.min(n.length,t.length);for(let o=0;o<e;o++)if(n[o]!==t[o])return n[o]-t[o];return n.length-
t.length}function q(n){let t=0;return n.forEach(e=>{t=Math.max(t,e)}),t}function K(n){return n.replace(/[$()*+.?[\\\]^{|}]/g,"\\$&")}
function B(n){let t=[...n].map(K).join("|");return new RegExp(`(${t})`)}var M=new Uint8Array(0),S=new TextDecoder("utf8"),Y=class{mergeableBytePairRankCount;bytePairRankDecoder;bytePairNonUtfRankDecoder=new Map;bytePairNonUtfSortedEncoder;bytePairStringRankEncoder;tokenSplitRegex;specialTokensEncoder;specialTokensDecoder;specialTokenPatternRegex;textEncoder=new TextEncoder;mergeCache;mergeCacheSize;constructor({
bytePairRankDecoder:n,specialTokensEncoder:t,tokenSplitRegex:e,mergeCacheSize:o=1e5}){this.bytePairRankDecoder=n,this.bytePairStringRankEncoder=
new Map,this.mergeCacheSize=o,o>0&&(this.mergeCache=new Map),this.mergeableBytePairRankCount=Object.keys(n).length;let r=[];
n.forEach((s,c)=>{if(typeof s=="string"){this.bytePairStringRankEncoder.set(s,c);return}let a=new Uint8Array(s);r.push([
a,c]),this.bytePairNonUtfRankDecoder.set(c,a)}),this.bytePairNonUtfSortedEncoder=r.sort((s,c)=>X(s[0],c[0])),this.specialTokensEncoder=
t??new Map,this.specialTokensDecoder=t?new Map([...t].map(([s,c])=>[c,s])):new Map,this.tokenSplitRegex=e;let i=[...this.
specialTokensEncoder.keys()].map(K).join("|");try{this.specialTokenPatternRegex=new RegExp(i,"y")}catch{throw new Error(
"Invalid regular expression pattern.")}}setMergeCacheSize(n){this.mergeCacheSize===0&&n>0&&(this.mergeCache=new Map),this.
mergeCacheSize=n,n===0&&(this.mergeCache=void 0)}clearMergeCache(){this.mergeCache?.clear()}*encodeNativeGenerator(n,t){
let e=0,o=0;for(;;){let r=this.findNextSpecialToken(n,t,e),i=r?.[0],s=i??n.length,c=e===0&&s===n.length?n:n.slice(e,s);for(let[
a]of c.matchAll(this.tokenSplitRegex)){let p=this.getBpeRankFromString(a);if(p!==void 0){o=1,yield[p];continue}let h=this.
bytePairEncode(a);o=h.length,yield h}if(i!==void 0){let a=r[1],p=this.specialTokensEncoder.get(a);if(p===void 0)throw new Error(
`Special token "${a}" is not in the special token encoder.`);yield[p],e=i+a.length,o=1}else break}return o}encodeNative(n,t){
let e=0,o=[];for(;;){let r=this.findNextSpecialToken(n,t,e),i=r?.[0],s=i??n.length,c=e===0&&s===n.length?n:n.slice(e,s);
for(let[a]of c.matchAll(this.tokenSplitRegex)){let p=this.getBpeRankFromString(a);if(p!==void 0){o.push(p);continue}let h=this.
bytePairEncode(a);o.push(...h)}if(i!==void 0){let a=r[1],p=this.specialTokensEncoder.get(a);if(p===void 0)throw new Error(
`Special token "${a}" is not in the special token encoder.`);o.push(p),e=i+a.length}else break}return o}countNative(n,t){
let e=0,o=0;for(;;){let r=this.findNextSpecialToken(n,t,e),i=r?.[0],s=i??n.length,c=e===0&&s===n.length?n:n.slice(e,s);for(let[
a]of c.matchAll(this.tokenSplitRegex)){if(this.getBpeRankFromString(a)!==void 0){o++;continue}let p=this.bytePairEncode(
a);o+=p.length}if(i!==void 0){let a=r[1];if(this.specialTokensEncoder.get(a)===void 0)throw new Error(`Special token "${a}\
" is not in the special token encoder.`);o++,e=i+a.length}else break}return o}*decodeNativeGenerator(n){for(let t of n){
let e=this.tryDecodeToken(t);e&&(yield e)}}decodeNative(n){let t="",e=M;for(let o of n){let r=this.tryDecodeToken(o);if(r===
void 0)throw new Error(`Token ${o} is not in the byte pair encoder.`);if(typeof r=="string")e!==M&&(t+=S.decode(e,{stream:!0}),
e=M),t+=r;else{let i=new Uint8Array(e.length+r.length);i.set(e),i.set(r,e.length),e=i}}return e!==M&&(t+=S.decode(e,{stream:!0})),
t}async*decodeNativeAsyncIterable(n){for await(let t of n){let e=this.tryDecodeToken(t);e&&(yield e)}}getBpeRankFromString(n){
return this.bytePairStringRankEncoder.get(n)}getBpeRankFromStringOrThrow(n){let t=this.getBpeRankFromString(n);if(t===void 0)
throw new Error(`The byte-pair encoding does not contain a value for: ${n}`);return t}getBpeRankFromBytes(n){let t=W(n);
if(t!==void 0)return this.getBpeRankFromString(t);let e=this.binarySearch(n);if(e!==-1)return this.bytePairNonUtfSortedEncoder[e][1]}getBpeRankFromBytesOrThrow(n){
let t=this.getBpeRankFromBytes(n);if(t===void 0)throw new Error(`The byte-pair encoding does not contain a value for: ${n.
toString()}`);return t}binarySearch(n){let t=0,e=this.bytePairNonUtfSortedEncoder.length-1;for(;t<=e;){let o=t+e>>>1,r=this.
bytePairNonUtfSortedEncoder[o][0],i=0,s=Math.min(r.length,n.length);for(let c=0;c<s&&(i=r[c]-n[c],i===0);c++);if(i===0&&
(i=r.length-n.length),i===0)return o;i<0?t=o+1:e=o-1}return-1}findNextSpecialToken(n,t,e){let o=e;for(;;){this.specialTokenPatternRegex.
lastIndex=o;let r=this.specialTokenPatternRegex.exec(n);if(!r)return;let i=r[0];if(t?.has(i))return[r.index+o,i];o=r.index+
o+1}}tryDecodeToken(n){let t=this.bytePairRankDecoder[n];if(typeof t=="string")return t;if(typeof t=="object"){let e=this.
bytePairNonUtfRankDecoder.get(n);if(e)return e}return this.specialTokensDecoder.get(n)}addToMergeCache(n,t){if(this.mergeCache){
if(this.mergeCache.size>=this.mergeCacheSize){let e=this.mergeCache.keys().next().value;this.mergeCache.delete(e)}this.mergeCache.
set(n,t)}}bytePairEncode(n){if(n.length===1&&j(n.codePointAt(0)))return[this.getBpeRankFromStringOrThrow(n)];if(this.mergeCache?.
has(n)){let o=this.mergeCache.get(n);return this.mergeCache.delete(n),this.mergeCache.set(n,o),o}let t=this.textEncoder.
encode(n),e=this.bytePairMerge(t);return this.addToMergeCache(n,e),e}bytePairMerge(n){let t=[],e=[],o=(i,s=t[i],c=t[i+2])=>{
if(c===void 0)return Number.POSITIVE_INFINITY;let a=n.subarray(s,c);return this.getBpeRankFromBytes(a)??Number.POSITIVE_INFINITY};
for(let i=0;i<=n.length;i++)t.push(i),i<n.length-1?e.push(o(i,i,i+2)):e.push(Number.POSITIVE_INFINITY);for(;t.length>1;){
let i=Number.POSITIVE_INFINITY,s=-1;for(let c=0;c<e.length-1;c++){let a=e[c];a<i&&(i=a,s=c)}if(i===Number.POSITIVE_INFINITY||
s===-1)break;t.splice(s+1,1),e.splice(s,1),e[s]=o(s),s>0&&(e[s-1]=o(s-1))}let r=[];for(let i=0;i<t.length-1;i++){let s=t[i],
c=t[i+1],a=this.getBpeRankFromBytesOrThrow(n.subarray(s,c));r.push(a)}return r}};function ye(n,t){let e=0;if(n.role&&(e+=t(n.role)),n.content&&(e+=t(n.content)),n.name&&(e+=t(n.name)+1),n.function_call){
let{name:o,arguments:r}=n.function_call;o&&(e+=t(o)),r&&(e+=t(r)),e+=3}return e+=3,n.role==="function"&&(e-=2),e}function Z(n,t,e){
if(!n.properties)return"";let o=[],r=new Set(n.required??[]),i=" ".repeat(t);for(let[s,c]of Object.entries(n.properties)){
c.description&&t<2&&o.push(`${i}// ${c.description}`);let a=r.has(s),p=e(c,t);o.push(`${i}${s}${a?"":"?"}: ${p},`)}return o.
join(`
`)}function D(n,t){switch(n.type){case"string":return n.enum?.map(e=>JSON.stringify(e)).join(" | ")??"string";case"integ\
er":case"number":return n.enum?.map(e=>`${e}`).join(" | ")??"number";case"boolean":return"boolean";case"null":return"nul\
l";case"array":return n.items?`${D(n.items,t)}[]`:"any[]";case"object":return`{
${Z(n,t+2,D)}
${" ".repeat(t)}}`;default:return"any"}}function Te(n){let t=["namespace functions {",""];for(let e of n){e.description&&
t.push(`// ${e.description}`);let{parameters:o}=e,r=o?.properties;if(!o||!r||Object.keys(r).length===0)t.push(`type ${e.
name} = () => any;`);else{t.push(`type ${e.name} = (_: {`);let i=Z(o,0,D);i.length>0&&t.push(i),t.push("}) => any;")}t.push(
"")}return t.push("} // namespace functions"),t.join(`
`)}function ke(n,t){let e=t(Te(n));return e+=9,e}function be(n,t,e){return!t||e||n.role!=="system"||!n.content||n.content.
endsWith(`
`)?n:{...n,content:`${n.content}
`}}function J(n,t){let{messages:e,functions:o,function_call:r}=n,i=!!(o&&o.length>0),s=!1,c=0;for(let a of e){let p=be(a,
i,s);(p!==a&&a.role==="system"||a.role==="system"&&i&&!s)&&(s=!0),c+=ye(p,t)}return c+=3,i&&o&&(c+=ke(o,t),e.some(a=>a.role===
"system")&&(c-=4)),r&&r!=="auto"&&(r==="none"?c+=1:typeof r=="object"&&r.name&&(c+=t(r.name)+4)),c}var Q=["chat-latest","chatgpt-4o-latest","codex-mini-latest","computer-use-preview","computer-use-preview-2025-03-11","d\
aybreak-blue-latest","daybreak-red-latest","gpt-3.5","gpt-3.5-0301","gpt-3.5-turbo","gpt-3.5-turbo-0125","gpt-3.5-turbo-\
0613","gpt-3.5-turbo-1106","gpt-3.5-turbo-16k-0613","gpt-3.5-turbo-instruct","gpt-4","gpt-4-0125-preview","gpt-4-0314","\
gpt-4-0613","gpt-4-1106-preview","gpt-4-1106-vision-preview","gpt-4-32k","gpt-4-turbo","gpt-4-turbo-2024-04-09","gpt-4-t\
urbo-preview","gpt-4.1","gpt-4.1-2025-04-14","gpt-4.1-mini","gpt-4.1-mini-2025-04-14","gpt-4.1-nano","gpt-4.1-nano-2025-\
04-14","gpt-4.5-preview","gpt-4.5-preview-2025-02-27","gpt-4o","gpt-4o-2024-05-13","gpt-4o-2024-08-06","gpt-4o-2024-11-2\
0","gpt-4o-audio-preview","gpt-4o-audio-preview-2024-10-01","gpt-4o-audio-preview-2024-12-17","gpt-4o-audio-preview-2025\
-06-03","gpt-4o-mini","gpt-4o-mini-2024-07-18","gpt-4o-mini-audio-preview","gpt-4o-mini-audio-preview-2024-12-17","gpt-4\
o-mini-search-preview","gpt-4o-mini-search-preview-2025-03-11","gpt-4o-search-preview","gpt-4o-search-preview-2025-03-11",
"gpt-5","gpt-5-2025-08-07","gpt-5-chat-latest","gpt-5-codex","gpt-5-mini","gpt-5-mini-2025-08-07","gpt-5-nano","gpt-5-na\
no-2025-08-07","gpt-5-pro","gpt-5-pro-2025-10-06","gpt-5.1","gpt-5.1-2025-11-13","gpt-5.1-chat-latest","gpt-5.1-codex","\
gpt-5.1-codex-max","gpt-5.1-codex-mini","gpt-5.2","gpt-5.2-2025-12-11","gpt-5.2-chat-latest","gpt-5.2-codex","gpt-5.2-pr\
o","gpt-5.2-pro-2025-12-11","gpt-5.3-chat-latest","gpt-5.3-codex","gpt-5.4","gpt-5.4-2026-03-05","gpt-5.4-mini","gpt-5.4\
-mini-2026-03-17","gpt-5.4-nano","gpt-5.4-nano-2026-03-17","gpt-5.4-pro","gpt-5.4-pro-2026-03-05","gpt-5.5","gpt-5.5-202\
6-04-23","gpt-5.5-pro","gpt-5.5-pro-2026-04-23","gpt-5.6-cyber","gpt-5.6-luna","gpt-5.6-sol","gpt-5.6-terra","gpt-audio",
"gpt-audio-1.5","gpt-audio-2025-08-28","gpt-audio-mini","gpt-audio-mini-2025-10-06","gpt-audio-mini-2025-12-15","gpt-ima\
ge-1","gpt-oss-120b","gpt-oss-20b","o1","o1-2024-12-17","o1-mini","o1-mini-2024-09-12","o1-preview","o1-preview-2024-09-\
12","o1-pro","o1-pro-2025-03-19","o3","o3-2025-04-16","o3-deep-research","o3-deep-research-2025-06-26","o3-mini","o3-min\
i-2025-01-31","o3-pro","o3-pro-2025-06-10","o4-mini","o4-mini-2025-04-16","o4-mini-deep-research","o4-mini-deep-research\
-2025-06-26"];var ee=Object.defineProperty,te=(n,t)=>{let e={};for(var o in n)ee(e,o,{get:n[o],enumerable:!0});return t||ee(e,Symbol.toStringTag,
{value:"Module"}),e};var ne=te({cl100k_base:()=>Pe,gpt2:()=>Se,o200k_base:()=>Ne,o200k_harmony:()=>we,p50k_base:()=>_e,p50k_edit:()=>Ce,r50k_base:()=>xe}),
Se=["gpt2","gpt-2"],_e=["text-davinci-002","text-davinci-003","code-davinci-001","code-davinci-002","davinci-codex","cod\
e-cushman-001","code-cushman-002","cushman-codex"],xe=["text-ada-001","text-babbage-001","text-curie-001","text-davinci-\
001","ada","babbage","curie","davinci","code-search-ada-code-001","code-search-ada-text-001","text-similarity-ada-001","\
text-search-ada-doc-001","text-search-ada-query-001","text-similarity-babbage-001","text-search-babbage-doc-001","text-s\
earch-babbage-query-001","code-search-babbage-code-001","code-search-babbage-text-001","text-similarity-curie-001","text\
-search-curie-doc-001","text-search-curie-query-001","text-similarity-davinci-001","text-search-davinci-doc-001","text-s\
earch-davinci-query-001"],Ce=["code-davinci-edit-001","text-davinci-edit-001"],Pe=["gpt-3.5","gpt-3.5-0301","gpt-3.5-tur\
bo","gpt-3.5-turbo-0125","gpt-3.5-turbo-0613","gpt-3.5-turbo-1106","gpt-3.5-turbo-16k-0613","gpt-3.5-turbo-instruct","gp\
t-4","gpt-4-0125-preview","gpt-4-0314","gpt-4-0613","gpt-4-1106-preview","gpt-4-1106-vision-preview","gpt-4-32k","gpt-4-\
turbo","gpt-4-turbo-2024-04-09","gpt-4-turbo-preview","text-embedding-3-large","text-embedding-3-small","text-embedding-\
ada-002","babbage-002","davinci-002"],Ne=[],we=["gpt-oss-20b","gpt-oss-120b"];var oe=Object.fromEntries(Object.entries(ne).flatMap(([n,t])=>t.map(e=>[e,n]))),ve={messageSeparator:`
`,roleSeparator:`
`},Re={messageSeparator:"",roleSeparator:u},re=Object.fromEntries(Q.flatMap(n=>n.startsWith("gpt-3.5")?[[n,ve]]:[[n,Re]]));var _=new RegExp("'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+(?!\\S)|\\s+","gu"),se=String.raw`'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE])`,
ie=String.raw`(?:${se})?`,Ie=String.raw`${se}|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s+$|\s*[\r\n]|\s+(?!\S)|\s`,
ae=new RegExp(Ie,"gu"),Oe=String.raw`[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+${ie}|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*${ie}|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+`,
A=new RegExp(Oe,"gu");function ce(n){return{tokenSplitRegex:ae,bytePairRankDecoder:n,specialTokensEncoder:new Map([[l,100257],[m,100258],[f,100259],
[g,100260],[y,100264],[T,100265],[u,100266],[E,100276]])}}var Me=[[l,199999],[m,2e5],[f,200001],[g,200002],[y,200003],[T,200004],[u,200005],[E,200006]],Ae=()=>new Map(Me);function pe(n){
return{tokenSplitRegex:A,bytePairRankDecoder:n,specialTokensEncoder:Ae()}}var Le=200013,Fe=201088,Ge=[[G,199998],[l,199999],["<|reserved_200000|>",2e5],["<|reserved_200001|>",200001],[v,200002],
[R,200003],["<|reserved_200004|>",200004],[w,200005],[C,200006],[P,200007],[N,200008],["<|reserved_200009|>",200009],["<\
|reserved_200010|>",200010],["<|reserved_200011|>",200011],[I,200012]];function de(n){let t=new Map(Ge);for(let e=Le;e<Fe;e+=
1)t.set(`<|reserved_${e}|>`,e);return t.set(E,200018),{tokenSplitRegex:A,bytePairRankDecoder:n,specialTokensEncoder:t,chatFormatter:"\
harmony"}}function le(n){return{expectedVocabularySize:50281,tokenSplitRegex:_,bytePairRankDecoder:n,specialTokensEncoder:new Map(
[[l,50256]])}}function he(n){return{tokenSplitRegex:_,bytePairRankDecoder:n,specialTokensEncoder:new Map([[l,50256],[m,50281],[f,50282],
[g,50283]])}}function me(n){return{expectedVocabularySize:50257,tokenSplitRegex:_,bytePairRankDecoder:n,specialTokensEncoder:new Map(
[[l,50256]])}}function $(n,t){let e=t(n);switch(n.toLowerCase()){case"gpt2":case"r50k_base":return me(e);case"p50k_base":return le(e);case"\
p50k_edit":return he(e);case"cl100k_base":return ce(e);case"o200k_base":return pe(e);case"o200k_harmony":return de(e);default:
throw new Error(`Unknown encoding name: ${n}`)}}var fe=class U{static EndOfPrompt=E;static EndOfText=l;static FimMiddle=f;static FimPrefix=m;static FimSuffix=g;modelName;modelSpec;bytePairEncodingCoreProcessor;specialTokensEncoder;specialTokensSet;allSpecialTokenRegex;defaultSpecialTokenConfig;chatFormatter;countChatCompletionTokens;vocabularySize;constructor({
bytePairRankDecoder:t,specialTokensEncoder:e,expectedVocabularySize:o,modelName:r,modelSpec:i,chatFormatter:s,...c}){this.
specialTokensEncoder=e,this.specialTokensSet=new Set(this.specialTokensEncoder.keys()),this.allSpecialTokenRegex=B(this.
specialTokensSet),this.bytePairEncodingCoreProcessor=new Y({bytePairRankDecoder:t,specialTokensEncoder:e,...c}),this.defaultSpecialTokenConfig=
this.processSpecialTokens();let a=Math.max(t.length-1,q(e));if(this.vocabularySize=this.bytePairEncodingCoreProcessor.mergeableBytePairRankCount+
e.size,o!==void 0){if(this.vocabularySize!==o)throw new Error("The number of mergeable tokens and special tokens must be\
 equal to expectedVocabularySize.");if(a!==o-1)throw new Error(`The model encodings are invalid. The maximum token value\
 must be equal to expectedVocabularySize - 1. Currently ${a}, expected ${o-1}`)}this.encode=this.encode.bind(this),this.
decode=this.decode.bind(this),this.encodeGenerator=this.encodeGenerator.bind(this),this.decodeGenerator=this.decodeGenerator.
bind(this),this.decodeAsyncGenerator=this.decodeAsyncGenerator.bind(this),this.decodeAsync=this.decodeAsync.bind(this),this.
isWithinTokenLimit=this.isWithinTokenLimit.bind(this),this.encodeChat=this.encodeChat.bind(this),this.encodeChatGenerator=
this.encodeChatGenerator.bind(this),this.countTokens=this.countTokens.bind(this),this.setMergeCacheSize=this.setMergeCacheSize.
bind(this),this.clearMergeCache=this.clearMergeCache.bind(this),this.estimateCost=this.estimateCost.bind(this),i?.supported_features?.
includes("function_calling")&&(this.countChatCompletionTokens=this.countChatCompletionTokensInternal.bind(this)),this.modelName=
r,this.modelSpec=i,this.chatFormatter=s??"chatml"}*encodeHarmonyChatGenerator(t,e){let o=this.specialTokensEncoder.get(C),
r=this.specialTokensEncoder.get(N),i=this.specialTokensEncoder.get(P),s=this.specialTokensEncoder.get(v),c=this.specialTokensEncoder.
get(I),a=this.specialTokensEncoder.get(w),p=this.specialTokensEncoder.get(R);if(o===void 0||r===void 0||i===void 0||s===
void 0||c===void 0||a===void 0||p===void 0)throw new Error("Harmony chat format requires dedicated special tokens.");let h=d=>d.
length>0?this.encode(d):[],k=d=>{switch(d){case"<|return|>":return s;case"<|call|>":return c;default:return i}};for(let d of t){
if(d.content===void 0)throw new Error("Content must be defined for all messages.");let L=d.name??d.role??"user";yield[o],
yield h(L);let b=d.recipient&&(d.recipientPlacement==="role"||!d.channel),O=d.recipient&&!b;b&&(yield h(` to=${d.recipient}`)),
d.channel&&(yield[a],yield h(d.channel),O&&(yield h(` to=${d.recipient}`))),d.constraint&&(yield[p],yield h(d.constraint)),
yield[r],yield*this.encodeGenerator(d.content,e),yield[k(d.terminator)]}let x=e?.primeWithAssistantResponse??"assistant";
x.length>0&&(yield[o],yield h(x))}static getEncodingApi(t,e){let o=$(t,e);return new U(o)}static getEncodingApiForModel(t,e,o){
let r=oe[t]??"o200k_base",i=$(r,e);return new U({...i,modelName:t,modelSpec:o})}processSpecialTokens({allowedSpecial:t,disallowedSpecial:e}={}){
let o;if(t==="all"||t?.has("all")){t=new Set(this.specialTokensSet);let r=t;if(e==="all")throw new Error('allowedSpecial\
 and disallowedSpecial cannot both be set to "all".');typeof e=="object"?e.forEach(i=>r.delete(i)):e=new Set}if(!e||e===
"all"||e.has("all")){e=new Set(this.specialTokensSet);let r=e;t?.size?(t.forEach(i=>r.delete(i)),e.forEach(i=>t.delete(i)),
e.size>0&&(o=B(e))):o=this.allSpecialTokenRegex}return{allowedSpecial:t,regexPattern:o}}encodeGenerator(t,e){let o=e?this.
processSpecialTokens(e):this.defaultSpecialTokenConfig;if(o.regexPattern){let r=t.match(o.regexPattern);if(r!==null)throw new Error(
`Disallowed special token found: ${r[0]}`)}return this.bytePairEncodingCoreProcessor.encodeNativeGenerator(t,o.allowedSpecial)}encode(t,e){
let o=e?this.processSpecialTokens(e):this.defaultSpecialTokenConfig;if(o.regexPattern){let r=t.match(o.regexPattern);if(r!==
null)throw new Error(`Disallowed special token found: ${r[0]}`)}return this.bytePairEncodingCoreProcessor.encodeNative(t,
o.allowedSpecial)}*encodeChatGenerator(t,e=this.modelName,o){if(!e)throw new Error("Model name must be provided either d\
uring initialization or passed in to the method.");let r=re[e];if(!r)throw new Error(`Model '${e}' does not support chat\
.`);if(this.chatFormatter==="harmony"){yield*this.encodeHarmonyChatGenerator(t,o);return}let i=this.specialTokensEncoder.
get(y),s=this.specialTokensEncoder.get(T);if(i===void 0||s===void 0)throw new Error(`Model '${e}' does not support chat.`);
let c=new Set([u]),{messageSeparator:a,roleSeparator:p}=r,h=a.length>0?this.encode(a):[],k=p.length>0?this.encode(p,{allowedSpecial:c}):
[],x=new Map;for(let{role:L="system",name:b=L,content:O}of t){if(O===void 0)throw new Error("Content must be defined for\
 all messages.");yield[i];let V=x.get(b)??this.encode(b);x.set(b,V),yield V,k.length>0&&(yield k),yield*this.encodeGenerator(
O,o),yield[s],yield h}let d=o?.primeWithAssistantResponse??"assistant";d.length>0&&(yield[i],yield*this.encodeGenerator(
d,o)),k.length>0&&(yield k)}encodeChat(t,e=this.modelName,o){return[...this.encodeChatGenerator(t,e,o)].flat()}isWithinTokenLimit(t,e,o){
let r=typeof t=="string"?this.encodeGenerator(t,o):this.encodeChatGenerator(t,void 0,o),i=0;for(let s of r)if(i+=s.length,
i>e)return!1;return i}countTokens(t,e){if(typeof t=="string"){let i=e?this.processSpecialTokens(e):this.defaultSpecialTokenConfig;
if(i.regexPattern){let s=t.match(i.regexPattern);if(s!==null)throw new Error(`Disallowed special token found: ${s[0]}`)}
return this.bytePairEncodingCoreProcessor.countNative(t,i.allowedSpecial)}let o=this.encodeChatGenerator(t,void 0,e),r=0;
for(let i of o)r+=i.length;return r}countStringTokens(t){return t?this.bytePairEncodingCoreProcessor.countNative(t):0}countChatCompletionTokensInternal(t){
return J(t,e=>this.countStringTokens(e))}setMergeCacheSize(t){this.bytePairEncodingCoreProcessor.setMergeCacheSize(t)}clearMergeCache(){
this.bytePairEncodingCoreProcessor.clearMergeCache()}decode(t){return this.bytePairEncodingCoreProcessor.decodeNative(t)}*decodeGenerator(t){
let e=this.bytePairEncodingCoreProcessor.decodeNativeGenerator(t),o="";for(let r of e)o+=typeof r=="string"?r:S.decode(r,
{stream:!0}),!(o.length===0||H(o))&&(yield o,o="");o.length>0&&(yield o)}async*decodeAsyncGenerator(t){let e=this.bytePairEncodingCoreProcessor.
decodeNativeAsyncIterable(t),o="";for await(let r of e)o+=typeof r=="string"?r:S.decode(r,{stream:!0}),!(o.length===0||H(
o))&&(yield o,o="");o.length>0&&(yield o)}async decodeAsync(t){let e=this.bytePairEncodingCoreProcessor.decodeNativeAsyncIterable(
t),o="";for await(let r of e)o+=typeof r=="string"?r:S.decode(r,{stream:!0});return o}estimateCost(t,e=this.modelSpec){if(!e)
throw new Error("Model spec must be provided either during initialization or passed in to the method.");if(!e.price_data)
throw new Error(`No cost information available for model: ${e.name}`);let o=e.price_data,r={},i=t/1e6;return o.main&&(r.
main={input:o.main.input&&o.main.input*i,output:o.main.output&&o.main.output*i,cached_input:o.main.cached_input&&o.main.
cached_input*i,cached_output:o.main.cached_output&&o.main.cached_output*i}),o.batch&&(r.batch={input:o.batch.input&&o.batch.
input*i,output:o.batch.output&&o.batch.output*i,cached_input:o.batch.cached_input&&o.batch.cached_input*i,cached_output:o.
batch.cached_output&&o.batch.cached_output*i}),r}};var He=fe.getEncodingApi("o200k_base",()=>z),{decode:zt,decodeAsyncGenerator:jt,decodeGenerator:Wt,encode:Xt,encodeGenerator:qt,
isWithinTokenLimit:Yt,countTokens:Zt,encodeChat:Jt,encodeChatGenerator:Qt,vocabularySize:en,setMergeCacheSize:tn,clearMergeCache:nn,
estimateCost:on}=He;export{ge as ALL_SPECIAL_TOKENS,F as DEFAULT_MERGE_CACHE_SIZE,E as EndOfPrompt,l as EndOfText,f as FimMiddle,m as FimPrefix,
g as FimSuffix,I as HarmonyCall,w as HarmonyChannel,R as HarmonyConstrain,P as HarmonyEnd,N as HarmonyMessage,v as HarmonyReturn,
C as HarmonyStart,G as HarmonyStartOfText,T as ImEnd,u as ImSep,y as ImStart,nn as clearMergeCache,Zt as countTokens,zt as decode,
jt as decodeAsyncGenerator,Wt as decodeGenerator,He as default,Xt as encode,Jt as encodeChat,Qt as encodeChatGenerator,qt as encodeGenerator,
on as estimateCost,Yt as isWithinTokenLimit,tn as setMergeCacheSize,en as vocabularySize};
