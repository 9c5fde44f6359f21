var s={flags:!0,job:e=>`--job ${e}`,passJob:e=>`--job ${e}`,input:(e,t)=>t===void 0?`--input ${e}`:`--input ${e}=${t}`,passInput:e=>`\
--input ${e}=<value>`,eventName:e=>`--event-name ${JSON.stringify(e)}`,passEventName:e=>`--event-name ${e}`,event:"--eve\
nt",withEvent:"--event",vars:"--var",secrets:"--secret",passSecret:e=>`--secret ${e}`,secretNotGiven:e=>`no --secret ${e}\
 was given`,giveSecret:e=>`export ${e} and pass --secret ${e}`,dropSecret:e=>`drop --secret ${e}`,setSecret:e=>`export ${e}\
=\u2026`,parent:"--parent",from:"--from",fromStage:e=>`--from ${e}`,replay:(e,t)=>`baton replay ${e} --from ${t}`,run:e=>`\
baton run ${e}`,runCommand:"baton run",typedValues:"an --input, a --var or the event",noPath:"PATH is not set in its env\
ironment",fewerJobs:"run fewer jobs at once with -j N"},i={flags:!1,job:e=>`job ${JSON.stringify(e)}`,passJob:e=>`{ job:\
 ${JSON.stringify(e)} }`,input:(e,t)=>`inputs${n(e)}${t===void 0?"":` ${JSON.stringify(t)}`}`,passInput:e=>`{ inputs: { ${r(
e)}: <value> } }`,eventName:e=>`eventName ${JSON.stringify(e)}`,passEventName:e=>`{ eventName: ${JSON.stringify(e)} }`,event:"\
event",withEvent:"the event option",vars:"vars",secrets:"secrets",passSecret:e=>`{ secrets: [${JSON.stringify(e)}] }`,secretNotGiven:e=>`\
secrets does not name ${e}`,giveSecret:e=>`set ${e} in env and name it in secrets`,dropSecret:e=>`take ${e} out of secre\
ts`,setSecret:e=>`set ${e} in env`,parent:"parent",from:"from",fromStage:e=>`from ${JSON.stringify(e)}`,replay:(e,t)=>`r\
eplayWorkflow(${JSON.stringify(e)}, ${JSON.stringify(t)})`,run:e=>`runWorkflow(${JSON.stringify(e)}, \u2026)`,runCommand:"\
runWorkflow",typedValues:"inputs, vars or the event",noPath:"PATH is not set in the environment the run was given: runWo\
rkflow's env replaces process.env (give { ...process.env, NAME: 'value' } to add to it)",fewerJobs:"run fewer jobs at on\
ce with a lower concurrency"};function n(e){return/^[A-Za-z_$][\w$-]*$/.test(e)?`.${e}`:`[${JSON.stringify(e)}]`}function r(e){
return/^[A-Za-z_$][\w$]*$/.test(e)?e:JSON.stringify(e)}export{s as a,i as b};
