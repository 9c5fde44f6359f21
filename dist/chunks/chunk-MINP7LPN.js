import{a as $t,b as qt,c as xt}from"./chunk-H7U35SUM.js";import{a as bt,d as Et,e as Ot,f as Rt}from"./chunk-LX6PPNU6.js";
import{h as A,j as yt,k as S,s as wt}from"./chunk-WI5ZCLIY.js";import{b as Kt,d as Jt}from"./chunk-3NR5HZ6E.js";var Dt=Kt((Q,z)=>{(function(c,p){typeof Q=="object"&&typeof z<"u"?z.exports=p():typeof define=="function"&&define.amd?define(
p):c.Bottleneck=p()})(Q,(function(){"use strict";var c=typeof globalThis<"u"?globalThis:typeof window<"u"?window:typeof global<
"u"?global:typeof self<"u"?self:{};function p(u){return u&&u.default||u}var l=function(u,e,t={}){var r,s,i;for(r in e)i=
e[r],t[r]=(s=u[r])!=null?s:i;return t},h=function(u,e,t={}){var r,s;for(r in u)s=u[r],e[r]!==void 0&&(t[r]=s);return t},
a={load:l,overwrite:h},_;_=class{constructor(e,t){this.incr=e,this.decr=t,this._first=null,this._last=null,this.length=0}push(e){
var t;this.length++,typeof this.incr=="function"&&this.incr(),t={value:e,prev:this._last,next:null},this._last!=null?(this.
_last.next=t,this._last=t):this._first=this._last=t}shift(){var e;if(this._first!=null)return this.length--,typeof this.
decr=="function"&&this.decr(),e=this._first.value,(this._first=this._first.next)!=null?this._first.prev=null:this._last=
null,e}first(){if(this._first!=null)return this._first.value}getArray(){var e,t,r;for(e=this._first,r=[];e!=null;)r.push(
(t=e,e=e.next,t.value));return r}forEachShift(e){var t;for(t=this.shift();t!=null;)e(t),t=this.shift()}debug(){var e,t,r,
s,i;for(e=this._first,i=[];e!=null;)i.push((t=e,e=e.next,{value:t.value,prev:(r=t.prev)!=null?r.value:void 0,next:(s=t.next)!=
null?s.value:void 0}));return i}};var d=_,v;v=class{constructor(e){if(this.instance=e,this._events={},this.instance.on!=
null||this.instance.once!=null||this.instance.removeAllListeners!=null)throw new Error("An Emitter already exists for th\
is object");this.instance.on=(t,r)=>this._addListener(t,"many",r),this.instance.once=(t,r)=>this._addListener(t,"once",r),
this.instance.removeAllListeners=(t=null)=>t!=null?delete this._events[t]:this._events={}}_addListener(e,t,r){var s;return(s=
this._events)[e]==null&&(s[e]=[]),this._events[e].push({cb:r,status:t}),this.instance}listenerCount(e){return this._events[e]!=
null?this._events[e].length:0}async trigger(e,...t){var r,s;try{return e!=="debug"&&this.trigger("debug",`Event triggere\
d: ${e}`,t),this._events[e]==null?void 0:(this._events[e]=this._events[e].filter(function(i){return i.status!=="none"}),
s=this._events[e].map(async i=>{var n,o;if(i.status!=="none"){i.status==="once"&&(i.status="none");try{return o=typeof i.
cb=="function"?i.cb(...t):void 0,typeof o?.then=="function"?await o:o}catch(f){return n=f,this.trigger("error",n),null}}}),
(await Promise.all(s)).find(function(i){return i!=null}))}catch(i){return r=i,this.trigger("error",r),null}}};var y=v,w,
b,q;w=d,b=y,q=class{constructor(e){var t;this.Events=new b(this),this._length=0,this._lists=(function(){var r,s,i;for(i=
[],t=r=1,s=e;1<=s?r<=s:r>=s;t=1<=s?++r:--r)i.push(new w((()=>this.incr()),(()=>this.decr())));return i}).call(this)}incr(){
if(this._length++===0)return this.Events.trigger("leftzero")}decr(){if(--this._length===0)return this.Events.trigger("ze\
ro")}push(e){return this._lists[e.options.priority].push(e)}queued(e){return e!=null?this._lists[e].length:this._length}shiftAll(e){
return this._lists.forEach(function(t){return t.forEachShift(e)})}getFirst(e=this._lists){var t,r,s;for(t=0,r=e.length;t<
r;t++)if(s=e[t],s.length>0)return s;return[]}shiftLastFrom(e){return this.getFirst(this._lists.slice(e).reverse()).shift()}};
var T=q,I;I=class extends Error{};var E=I,x,k,D,O,$;O=10,k=5,$=a,x=E,D=class{constructor(e,t,r,s,i,n,o,f){this.task=e,this.
args=t,this.rejectOnDrop=i,this.Events=n,this._states=o,this.Promise=f,this.options=$.load(r,s),this.options.priority=this.
_sanitizePriority(this.options.priority),this.options.id===s.id&&(this.options.id=`${this.options.id}-${this._randomIndex()}`),
this.promise=new this.Promise((m,g)=>{this._resolve=m,this._reject=g}),this.retryCount=0}_sanitizePriority(e){var t;return t=
~~e!==e?k:e,t<0?0:t>O-1?O-1:t}_randomIndex(){return Math.random().toString(36).slice(2)}doDrop({error:e,message:t="This \
job has been dropped by Bottleneck"}={}){return this._states.remove(this.options.id)?(this.rejectOnDrop&&this._reject(e??
new x(t)),this.Events.trigger("dropped",{args:this.args,options:this.options,task:this.task,promise:this.promise}),!0):!1}_assertStatus(e){
var t;if(t=this._states.jobStatus(this.options.id),!(t===e||e==="DONE"&&t===null))throw new x(`Invalid job status ${t}, \
expected ${e}. Please open an issue at https://github.com/SGrondin/bottleneck/issues`)}doReceive(){return this._states.start(
this.options.id),this.Events.trigger("received",{args:this.args,options:this.options})}doQueue(e,t){return this._assertStatus(
"RECEIVED"),this._states.next(this.options.id),this.Events.trigger("queued",{args:this.args,options:this.options,reachedHWM:e,
blocked:t})}doRun(){return this.retryCount===0?(this._assertStatus("QUEUED"),this._states.next(this.options.id)):this._assertStatus(
"EXECUTING"),this.Events.trigger("scheduled",{args:this.args,options:this.options})}async doExecute(e,t,r,s){var i,n,o;this.
retryCount===0?(this._assertStatus("RUNNING"),this._states.next(this.options.id)):this._assertStatus("EXECUTING"),n={args:this.
args,options:this.options,retryCount:this.retryCount},this.Events.trigger("executing",n);try{if(o=await(e!=null?e.schedule(
this.options,this.task,...this.args):this.task(...this.args)),t())return this.doDone(n),await s(this.options,n),this._assertStatus(
"DONE"),this._resolve(o)}catch(f){return i=f,this._onFailure(i,n,t,r,s)}}doExpire(e,t,r){var s,i;return this._states.jobStatus(
this.options.id==="RUNNING")&&this._states.next(this.options.id),this._assertStatus("EXECUTING"),i={args:this.args,options:this.
options,retryCount:this.retryCount},s=new x(`This job timed out after ${this.options.expiration} ms.`),this._onFailure(s,
i,e,t,r)}async _onFailure(e,t,r,s,i){var n,o;if(r())return n=await this.Events.trigger("failed",e,t),n!=null?(o=~~n,this.
Events.trigger("retry",`Retrying ${this.options.id} after ${o} ms`,t),this.retryCount++,s(o)):(this.doDone(t),await i(this.
options,t),this._assertStatus("DONE"),this._reject(e))}doDone(e){return this._assertStatus("EXECUTING"),this._states.next(
this.options.id),this.Events.trigger("done",e)}};var jt=D,V,K,N;N=a,V=E,K=class{constructor(e,t,r){this.instance=e,this.
storeOptions=t,this.clientId=this.instance._randomIndex(),N.load(r,r,this),this._nextRequest=this._lastReservoirRefresh=
this._lastReservoirIncrease=Date.now(),this._running=0,this._done=0,this._unblockTime=0,this.ready=this.Promise.resolve(),
this.clients={},this._startHeartbeat()}_startHeartbeat(){var e;return this.heartbeat==null&&(this.storeOptions.reservoirRefreshInterval!=
null&&this.storeOptions.reservoirRefreshAmount!=null||this.storeOptions.reservoirIncreaseInterval!=null&&this.storeOptions.
reservoirIncreaseAmount!=null)?typeof(e=this.heartbeat=setInterval(()=>{var t,r,s,i,n;if(i=Date.now(),this.storeOptions.
reservoirRefreshInterval!=null&&i>=this._lastReservoirRefresh+this.storeOptions.reservoirRefreshInterval&&(this._lastReservoirRefresh=
i,this.storeOptions.reservoir=this.storeOptions.reservoirRefreshAmount,this.instance._drainAll(this.computeCapacity())),
this.storeOptions.reservoirIncreaseInterval!=null&&i>=this._lastReservoirIncrease+this.storeOptions.reservoirIncreaseInterval&&
({reservoirIncreaseAmount:t,reservoirIncreaseMaximum:s,reservoir:n}=this.storeOptions,this._lastReservoirIncrease=i,r=s!=
null?Math.min(t,s-n):t,r>0))return this.storeOptions.reservoir+=r,this.instance._drainAll(this.computeCapacity())},this.
heartbeatInterval)).unref=="function"?e.unref():void 0:clearInterval(this.heartbeat)}async __publish__(e){return await this.
yieldLoop(),this.instance.Events.trigger("message",e.toString())}async __disconnect__(e){return await this.yieldLoop(),clearInterval(
this.heartbeat),this.Promise.resolve()}yieldLoop(e=0){return new this.Promise(function(t,r){return setTimeout(t,e)})}computePenalty(){
var e;return(e=this.storeOptions.penalty)!=null?e:15*this.storeOptions.minTime||5e3}async __updateSettings__(e){return await this.
yieldLoop(),N.overwrite(e,e,this.storeOptions),this._startHeartbeat(),this.instance._drainAll(this.computeCapacity()),!0}async __running__(){
return await this.yieldLoop(),this._running}async __queued__(){return await this.yieldLoop(),this.instance.queued()}async __done__(){
return await this.yieldLoop(),this._done}async __groupCheck__(e){return await this.yieldLoop(),this._nextRequest+this.timeout<
e}computeCapacity(){var e,t;return{maxConcurrent:e,reservoir:t}=this.storeOptions,e!=null&&t!=null?Math.min(e-this._running,
t):e!=null?e-this._running:t??null}conditionsCheck(e){var t;return t=this.computeCapacity(),t==null||e<=t}async __incrementReservoir__(e){
var t;return await this.yieldLoop(),t=this.storeOptions.reservoir+=e,this.instance._drainAll(this.computeCapacity()),t}async __currentReservoir__(){
return await this.yieldLoop(),this.storeOptions.reservoir}isBlocked(e){return this._unblockTime>=e}check(e,t){return this.
conditionsCheck(e)&&this._nextRequest-t<=0}async __check__(e){var t;return await this.yieldLoop(),t=Date.now(),this.check(
e,t)}async __register__(e,t,r){var s,i;return await this.yieldLoop(),s=Date.now(),this.conditionsCheck(t)?(this._running+=
t,this.storeOptions.reservoir!=null&&(this.storeOptions.reservoir-=t),i=Math.max(this._nextRequest-s,0),this._nextRequest=
s+i+this.storeOptions.minTime,{success:!0,wait:i,reservoir:this.storeOptions.reservoir}):{success:!1}}strategyIsBlock(){
return this.storeOptions.strategy===3}async __submit__(e,t){var r,s,i;if(await this.yieldLoop(),this.storeOptions.maxConcurrent!=
null&&t>this.storeOptions.maxConcurrent)throw new V(`Impossible to add a job having a weight of ${t} to a limiter having\
 a maxConcurrent setting of ${this.storeOptions.maxConcurrent}`);return s=Date.now(),i=this.storeOptions.highWater!=null&&
e===this.storeOptions.highWater&&!this.check(t,s),r=this.strategyIsBlock()&&(i||this.isBlocked(s)),r&&(this._unblockTime=
s+this.computePenalty(),this._nextRequest=this._unblockTime+this.storeOptions.minTime,this.instance._dropAllQueued()),{reachedHWM:i,
blocked:r,strategy:this.storeOptions.strategy}}async __free__(e,t){return await this.yieldLoop(),this._running-=t,this._done+=
t,this.instance._drainAll(this.computeCapacity()),{running:this._running}}};var Pt=K,J,H;J=E,H=class{constructor(e){this.
status=e,this._jobs={},this.counts=this.status.map(function(){return 0})}next(e){var t,r;if(t=this._jobs[e],r=t+1,t!=null&&
r<this.status.length)return this.counts[t]--,this.counts[r]++,this._jobs[e]++;if(t!=null)return this.counts[t]--,delete this.
_jobs[e]}start(e){var t;return t=0,this._jobs[e]=t,this.counts[t]++}remove(e){var t;return t=this._jobs[e],t!=null&&(this.
counts[t]--,delete this._jobs[e]),t!=null}jobStatus(e){var t;return(t=this.status[this._jobs[e]])!=null?t:null}statusJobs(e){
var t,r,s,i,n;if(e!=null){if(r=this.status.indexOf(e),r<0)throw new J(`status must be one of ${this.status.join(", ")}`);
s=this._jobs,i=[];for(t in s)n=s[t],n===r&&i.push(t);return i}else return Object.keys(this._jobs)}statusCounts(){return this.
counts.reduce(((e,t,r)=>(e[this.status[r]]=t,e)),{})}};var Tt=H,Y,X;Y=d,X=class{constructor(e,t){this.schedule=this.schedule.
bind(this),this.name=e,this.Promise=t,this._running=0,this._queue=new Y}isEmpty(){return this._queue.length===0}async _tryToRun(){
var e,t,r,s,i,n,o;if(this._running<1&&this._queue.length>0)return this._running++,{task:o,args:e,resolve:i,reject:s}=this.
_queue.shift(),t=await(async function(){try{return n=await o(...e),function(){return i(n)}}catch(f){return r=f,function(){
return s(r)}}})(),this._running--,this._tryToRun(),t()}schedule(e,...t){var r,s,i;return i=s=null,r=new this.Promise(function(n,o){
return i=n,s=o}),this._queue.push({task:e,args:t,resolve:i,reject:s}),this._tryToRun(),r}};var Nt=X,Z="2.19.5",Bt={version:Z},
Ft=Object.freeze({version:Z,default:Bt}),tt=()=>console.log("You must import the full version of Bottleneck in order to \
use this feature."),et=()=>console.log("You must import the full version of Bottleneck in order to use this feature."),Gt=()=>console.
log("You must import the full version of Bottleneck in order to use this feature."),rt,st,it,nt,ot,L;L=a,rt=y,nt=tt,it=et,
ot=Gt,st=(function(){class u{constructor(t={}){this.deleteKey=this.deleteKey.bind(this),this.limiterOptions=t,L.load(this.
limiterOptions,this.defaults,this),this.Events=new rt(this),this.instances={},this.Bottleneck=mt,this._startAutoCleanup(),
this.sharedConnection=this.connection!=null,this.connection==null&&(this.limiterOptions.datastore==="redis"?this.connection=
new nt(Object.assign({},this.limiterOptions,{Events:this.Events})):this.limiterOptions.datastore==="ioredis"&&(this.connection=
new it(Object.assign({},this.limiterOptions,{Events:this.Events}))))}key(t=""){var r;return(r=this.instances[t])!=null?r:
(()=>{var s;return s=this.instances[t]=new this.Bottleneck(Object.assign(this.limiterOptions,{id:`${this.id}-${t}`,timeout:this.
timeout,connection:this.connection})),this.Events.trigger("created",s,t),s})()}async deleteKey(t=""){var r,s;return s=this.
instances[t],this.connection&&(r=await this.connection.__runCommand__(["del",...ot.allKeys(`${this.id}-${t}`)])),s!=null&&
(delete this.instances[t],await s.disconnect()),s!=null||r>0}limiters(){var t,r,s,i;r=this.instances,s=[];for(t in r)i=r[t],
s.push({key:t,limiter:i});return s}keys(){return Object.keys(this.instances)}async clusterKeys(){var t,r,s,i,n,o,f,m,g;if(this.
connection==null)return this.Promise.resolve(this.keys());for(o=[],t=null,g=`b_${this.id}-`.length,r=9;t!==0;)for([m,s]=
await this.connection.__runCommand__(["scan",t??0,"match",`b_${this.id}-*_settings`,"count",1e4]),t=~~m,i=0,f=s.length;i<
f;i++)n=s[i],o.push(n.slice(g,-r));return o}_startAutoCleanup(){var t;return clearInterval(this.interval),typeof(t=this.
interval=setInterval(async()=>{var r,s,i,n,o,f;o=Date.now(),i=this.instances,n=[];for(s in i){f=i[s];try{await f._store.
__groupCheck__(o)?n.push(this.deleteKey(s)):n.push(void 0)}catch(m){r=m,n.push(f.Events.trigger("error",r))}}return n},this.
timeout/2)).unref=="function"?t.unref():void 0}updateSettings(t={}){if(L.overwrite(t,this.defaults,this),L.overwrite(t,t,
this.limiterOptions),t.timeout!=null)return this._startAutoCleanup()}disconnect(t=!0){var r;if(!this.sharedConnection)return(r=
this.connection)!=null?r.disconnect(t):void 0}}return u.prototype.defaults={timeout:1e3*60*5,connection:null,Promise,id:"\
group-key"},u}).call(c);var Mt=st,ut,at,ht;ht=a,at=y,ut=(function(){class u{constructor(t={}){this.options=t,ht.load(this.
options,this.defaults,this),this.Events=new at(this),this._arr=[],this._resetPromise(),this._lastFlush=Date.now()}_resetPromise(){
return this._promise=new this.Promise((t,r)=>this._resolve=t)}_flush(){return clearTimeout(this._timeout),this._lastFlush=
Date.now(),this._resolve(),this.Events.trigger("batch",this._arr),this._arr=[],this._resetPromise()}add(t){var r;return this.
_arr.push(t),r=this._promise,this._arr.length===this.maxSize?this._flush():this.maxTime!=null&&this._arr.length===1&&(this.
_timeout=setTimeout(()=>this._flush(),this.maxTime)),r}}return u.prototype.defaults={maxTime:null,maxSize:null,Promise},
u}).call(c);var Ut=ut,Qt=()=>console.log("You must import the full version of Bottleneck in order to use this feature."),
zt=p(Ft),lt,ct,B,F,dt,G,ft,_t,pt,M,R,vt=[].splice;G=10,ct=5,R=a,ft=T,F=jt,dt=Pt,_t=Qt,B=y,pt=Tt,M=Nt,lt=(function(){class u{constructor(t={},...r){
var s,i;this._addToQueue=this._addToQueue.bind(this),this._validateOptions(t,r),R.load(t,this.instanceDefaults,this),this.
_queues=new ft(G),this._scheduled={},this._states=new pt(["RECEIVED","QUEUED","RUNNING","EXECUTING"].concat(this.trackDoneStatus?
["DONE"]:[])),this._limiter=null,this.Events=new B(this),this._submitLock=new M("submit",this.Promise),this._registerLock=
new M("register",this.Promise),i=R.load(t,this.storeDefaults,{}),this._store=(function(){if(this.datastore==="redis"||this.
datastore==="ioredis"||this.connection!=null)return s=R.load(t,this.redisStoreDefaults,{}),new _t(this,i,s);if(this.datastore===
"local")return s=R.load(t,this.localStoreDefaults,{}),new dt(this,i,s);throw new u.prototype.BottleneckError(`Invalid da\
tastore type: ${this.datastore}`)}).call(this),this._queues.on("leftzero",()=>{var n;return(n=this._store.heartbeat)!=null&&
typeof n.ref=="function"?n.ref():void 0}),this._queues.on("zero",()=>{var n;return(n=this._store.heartbeat)!=null&&typeof n.
unref=="function"?n.unref():void 0})}_validateOptions(t,r){if(!(t!=null&&typeof t=="object"&&r.length===0))throw new u.prototype.
BottleneckError("Bottleneck v2 takes a single object argument. Refer to https://github.com/SGrondin/bottleneck#upgrading\
-to-v2 if you're upgrading from Bottleneck v1.")}ready(){return this._store.ready}clients(){return this._store.clients}channel(){
return`b_${this.id}`}channel_client(){return`b_${this.id}_${this._store.clientId}`}publish(t){return this._store.__publish__(
t)}disconnect(t=!0){return this._store.__disconnect__(t)}chain(t){return this._limiter=t,this}queued(t){return this._queues.
queued(t)}clusterQueued(){return this._store.__queued__()}empty(){return this.queued()===0&&this._submitLock.isEmpty()}running(){
return this._store.__running__()}done(){return this._store.__done__()}jobStatus(t){return this._states.jobStatus(t)}jobs(t){
return this._states.statusJobs(t)}counts(){return this._states.statusCounts()}_randomIndex(){return Math.random().toString(
36).slice(2)}check(t=1){return this._store.__check__(t)}_clearGlobalState(t){return this._scheduled[t]!=null?(clearTimeout(
this._scheduled[t].expiration),delete this._scheduled[t],!0):!1}async _free(t,r,s,i){var n,o;try{if({running:o}=await this.
_store.__free__(t,s.weight),this.Events.trigger("debug",`Freed ${s.id}`,i),o===0&&this.empty())return this.Events.trigger(
"idle")}catch(f){return n=f,this.Events.trigger("error",n)}}_run(t,r,s){var i,n,o;return r.doRun(),i=this._clearGlobalState.
bind(this,t),o=this._run.bind(this,t,r),n=this._free.bind(this,t,r),this._scheduled[t]={timeout:setTimeout(()=>r.doExecute(
this._limiter,i,o,n),s),expiration:r.options.expiration!=null?setTimeout(function(){return r.doExpire(i,o,n)},s+r.options.
expiration):void 0,job:r}}_drainOne(t){return this._registerLock.schedule(()=>{var r,s,i,n,o;return this.queued()===0?this.
Promise.resolve(null):(o=this._queues.getFirst(),{options:n,args:r}=i=o.first(),t!=null&&n.weight>t?this.Promise.resolve(
null):(this.Events.trigger("debug",`Draining ${n.id}`,{args:r,options:n}),s=this._randomIndex(),this._store.__register__(
s,n.weight,n.expiration).then(({success:f,wait:m,reservoir:g})=>{var C;return this.Events.trigger("debug",`Drained ${n.id}`,
{success:f,args:r,options:n}),f?(o.shift(),C=this.empty(),C&&this.Events.trigger("empty"),g===0&&this.Events.trigger("de\
pleted",C),this._run(s,i,m),this.Promise.resolve(n.weight)):this.Promise.resolve(null)})))})}_drainAll(t,r=0){return this.
_drainOne(t).then(s=>{var i;return s!=null?(i=t!=null?t-s:t,this._drainAll(i,r+s)):this.Promise.resolve(r)}).catch(s=>this.
Events.trigger("error",s))}_dropAllQueued(t){return this._queues.shiftAll(function(r){return r.doDrop({message:t})})}stop(t={}){
var r,s;return t=R.load(t,this.stopDefaults),s=i=>{var n;return n=()=>{var o;return o=this._states.counts,o[0]+o[1]+o[2]+
o[3]===i},new this.Promise((o,f)=>n()?o():this.on("done",()=>{if(n())return this.removeAllListeners("done"),o()}))},r=t.
dropWaitingJobs?(this._run=function(i,n){return n.doDrop({message:t.dropErrorMessage})},this._drainOne=()=>this.Promise.
resolve(null),this._registerLock.schedule(()=>this._submitLock.schedule(()=>{var i,n,o;n=this._scheduled;for(i in n)o=n[i],
this.jobStatus(o.job.options.id)==="RUNNING"&&(clearTimeout(o.timeout),clearTimeout(o.expiration),o.job.doDrop({message:t.
dropErrorMessage}));return this._dropAllQueued(t.dropErrorMessage),s(0)}))):this.schedule({priority:G-1,weight:0},()=>s(
1)),this._receive=function(i){return i._reject(new u.prototype.BottleneckError(t.enqueueErrorMessage))},this.stop=()=>this.
Promise.reject(new u.prototype.BottleneckError("stop() has already been called")),r}async _addToQueue(t){var r,s,i,n,o,f,
m;({args:r,options:n}=t);try{({reachedHWM:o,blocked:s,strategy:m}=await this._store.__submit__(this.queued(),n.weight))}catch(g){
return i=g,this.Events.trigger("debug",`Could not queue ${n.id}`,{args:r,options:n,error:i}),t.doDrop({error:i}),!1}return s?
(t.doDrop(),!0):o&&(f=m===u.prototype.strategy.LEAK?this._queues.shiftLastFrom(n.priority):m===u.prototype.strategy.OVERFLOW_PRIORITY?
this._queues.shiftLastFrom(n.priority+1):m===u.prototype.strategy.OVERFLOW?t:void 0,f?.doDrop(),f==null||m===u.prototype.
strategy.OVERFLOW)?(f==null&&t.doDrop(),o):(t.doQueue(o,s),this._queues.push(t),await this._drainAll(),o)}_receive(t){return this.
_states.jobStatus(t.options.id)!=null?(t._reject(new u.prototype.BottleneckError(`A job with the same id already exists \
(id=${t.options.id})`)),!1):(t.doReceive(),this._submitLock.schedule(this._addToQueue,t))}submit(...t){var r,s,i,n,o,f,m;
return typeof t[0]=="function"?(o=t,[s,...t]=o,[r]=vt.call(t,-1),n=R.load({},this.jobDefaults)):(f=t,[n,s,...t]=f,[r]=vt.
call(t,-1),n=R.load(n,this.jobDefaults)),m=(...g)=>new this.Promise(function(C,Vt){return s(...g,function(...gt){return(gt[0]!=
null?Vt:C)(gt)})}),i=new F(m,t,n,this.jobDefaults,this.rejectOnDrop,this.Events,this._states,this.Promise),i.promise.then(
function(g){return typeof r=="function"?r(...g):void 0}).catch(function(g){return Array.isArray(g)?typeof r=="function"?
r(...g):void 0:typeof r=="function"?r(g):void 0}),this._receive(i)}schedule(...t){var r,s,i;return typeof t[0]=="functio\
n"?([i,...t]=t,s={}):[s,i,...t]=t,r=new F(i,t,s,this.jobDefaults,this.rejectOnDrop,this.Events,this._states,this.Promise),
this._receive(r),r.promise}wrap(t){var r,s;return r=this.schedule.bind(this),s=function(...i){return r(t.bind(this),...i)},
s.withOptions=function(i,...n){return r(i,t,...n)},s}async updateSettings(t={}){return await this._store.__updateSettings__(
R.overwrite(t,this.storeDefaults)),R.overwrite(t,this.instanceDefaults,this),this}currentReservoir(){return this._store.
__currentReservoir__()}incrementReservoir(t=0){return this._store.__incrementReservoir__(t)}}return u.default=u,u.Events=
B,u.version=u.prototype.version=zt.version,u.strategy=u.prototype.strategy={LEAK:1,OVERFLOW:2,OVERFLOW_PRIORITY:4,BLOCK:3},
u.BottleneckError=u.prototype.BottleneckError=E,u.Group=u.prototype.Group=Mt,u.RedisConnection=u.prototype.RedisConnection=
tt,u.IORedisConnection=u.prototype.IORedisConnection=et,u.Batcher=u.prototype.Batcher=Ut,u.prototype.jobDefaults={priority:ct,
weight:1,expiration:null,id:"<no-id>"},u.prototype.storeDefaults={maxConcurrent:null,minTime:0,highWater:null,strategy:u.
prototype.strategy.LEAK,penalty:null,reservoir:null,reservoirRefreshInterval:null,reservoirRefreshAmount:null,reservoirIncreaseInterval:null,
reservoirIncreaseAmount:null,reservoirIncreaseMaximum:null},u.prototype.localStoreDefaults={Promise,timeout:null,heartbeatInterval:250},
u.prototype.redisStoreDefaults={Promise,timeout:null,heartbeatInterval:5e3,clientTimeout:1e4,Redis:null,clientOptions:{},
clusterNodes:null,clearDatastore:!1,connection:null},u.prototype.instanceDefaults={datastore:"local",connection:null,id:"\
<no-id>",rejectOnDrop:!0,trackDoneStatus:!1,Promise},u.prototype.stopDefaults={enqueueErrorMessage:"This limiter has bee\
n stopped and cannot accept new jobs.",dropWaitingJobs:!0,dropErrorMessage:"This limiter has been stopped."},u}).call(c);
var mt=lt,Wt=mt;return Wt}))});var Ht=5,Yt=[400,401,403,404,422];function It(c,p=Ht,l=Yt){var h;if(p<=0)return[{enabled:!1},c.request];let a={enabled:!0};
l.length>0&&(a.doNotRetry=l);let _=Object.assign(Object.assign({},c.request),{retries:p});return A(`GitHub client config\
ured with: (retries: ${_.retries}, retry-exempt-status-code: ${(h=a.doNotRetry)!==null&&h!==void 0?h:"octokit default: [\
400, 401, 403, 404, 422]"})`),[a,_]}var kt="6.0.0";function U(c){c.hook.wrap("request",(p,l)=>{c.log.debug("request",l);let h=Date.now(),a=c.request.endpoint.parse(l),_=a.
url.replace(l.baseUrl,"");return p(l).then(d=>{let v=d.headers["x-github-request-id"];return c.log.info(`${a.method} ${_}\
 - ${d.status} with id ${v} in ${Date.now()-h}ms`),d}).catch(d=>{let v=d.response?.headers["x-github-request-id"]||"UNKN\
OWN";throw c.log.error(`${a.method} ${_} - ${d.status} with id ${v} in ${Date.now()-h}ms`),d})})}U.VERSION=kt;var Lt=Jt(Dt(),1);var Xt="0.0.0-development";function Zt(c){return c.request!==void 0}async function Ct(c,p,l,h){if(!Zt(l)||!l?.request.request)
throw l;if(l.status>=400&&!c.doNotRetry.includes(l.status)){let a=h.request.retries!=null?h.request.retries:c.retries,_=Math.
pow((h.request.retryCount||0)+1,2);throw p.retry.retryRequest(l,a,_)}throw l}async function te(c,p,l,h){let a=new Lt.default;
return a.on("failed",function(_,d){let v=~~_.request.request?.retries,y=~~_.request.request?.retryAfter;if(h.request.retryCount=
d.retryCount+1,v>d.retryCount)return y*c.retryAfterBaseValue}),a.schedule(ee.bind(null,c,p,l),h)}async function ee(c,p,l,h){
let a=await l(h);if(a.data&&a.data.errors&&a.data.errors.length>0&&/Something went wrong while executing your query/.test(
a.data.errors[0].message)){let _=new $t(a.data.errors[0].message,500,{request:h,response:a});return Ct(c,p,_,h)}return a}
function W(c,p){let l=Object.assign({enabled:!0,retryAfterBaseValue:1e3,doNotRetry:[400,401,403,404,410,422,451],retries:3},
p.retry),h={retry:{retryRequest:(a,_,d)=>(a.request.request=Object.assign({},a.request.request,{retries:_,retryAfter:d}),
a)}};return l.enabled&&(c.hook.error("request",Ct.bind(null,l,h)),c.hook.wrap("request",te.bind(null,l,h))),h}W.VERSION=
Xt;var At=function(c,p,l,h){function a(_){return _ instanceof l?_:new l(function(d){d(_)})}return new(l||(l=Promise))(function(_,d){
function v(b){try{w(h.next(b))}catch(q){d(q)}}function y(b){try{w(h.throw(b))}catch(q){d(q)}}function w(b){b.done?_(b.value):
a(b.value).then(v,y)}w((h=h.apply(c,p||[])).next())})},j=wt(),P=100,re=Math.ceil(j/P);function ke(c,p,l,h){return At(this,
arguments,void 0,function*(a,_,d,v,y=!1){S(`Fetching artifact list for workflow run ${a} in repository ${_}/${d}`);let w=[],
[b,q]=It(qt),T={log:void 0,userAgent:Et(),previews:void 0,retry:b,request:q},I=xt(v,T,W,U),E=1,{data:x}=yield I.request(
"GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts",{owner:_,repo:d,run_id:a,per_page:P,page:E}),k=Math.ceil(x.total_count/
P),D=x.total_count;D>j&&(yt(`Workflow run ${a} has ${D} artifacts, exceeding the limit of ${j}. Results will be incomple\
te as only the first ${j} artifacts will be returned`),k=re);for(let O of x.artifacts)w.push({name:O.name,id:O.id,size:O.
size_in_bytes,createdAt:O.created_at?new Date(O.created_at):void 0,digest:O.digest});for(E++,E;E<=k;E++){A(`Fetching pag\
e ${E} of artifact list`);let{data:O}=yield I.request("GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts",{owner:_,
repo:d,run_id:a,per_page:P,page:E});for(let $ of O.artifacts)w.push({name:$.name,id:$.id,size:$.size_in_bytes,createdAt:$.
created_at?new Date($.created_at):void 0,digest:$.digest})}return y&&(w=St(w)),S(`Found ${w.length} artifact(s)`),{artifacts:w}})}
function De(){return At(this,arguments,void 0,function*(c=!1){let p=Rt(),{workflowRunBackendId:l,workflowJobRunBackendId:h}=Ot(),
a={workflowRunBackendId:l,workflowJobRunBackendId:h},d=(yield p.ListArtifacts(a)).artifacts.map(v=>{var y;return{name:v.
name,id:Number(v.databaseId),size:Number(v.size),createdAt:v.createdAt?bt.toDate(v.createdAt):void 0,digest:(y=v.digest)===
null||y===void 0?void 0:y.value}});return c&&(d=St(d)),S(`Found ${d.length} artifact(s)`),{artifacts:d}})}function St(c){
c.sort((h,a)=>a.id-h.id);let p=[],l=new Set;for(let h of c)l.has(h.name)||(p.push(h),l.add(h.name));return p}export{It as a,U as b,W as c,ke as d,De as e};
