var s={flags:!0,job:t=>`--job ${t}`,passJob:t=>`--job ${t}`,input:(t,e)=>e===void 0?`--input ${t}`:`--input ${t}=${e}`,passInput:t=>`\
--input ${t}=<value>`,eventName:t=>`--event-name ${JSON.stringify(t)}`,passEventName:t=>`--event-name ${t}`,event:"--eve\
nt",withEvent:"--event",vars:"--var",secrets:"--secret",passSecret:t=>`--secret ${t}`,secretNotGiven:t=>`no --secret ${t}\
 was given`,giveSecret:t=>`export ${t} and pass --secret ${t}`,dropSecret:t=>`drop --secret ${t}`,setSecret:t=>`export ${t}\
=\u2026`,parent:"--parent",from:"--from",fromStage:t=>`--from ${t}`,replay:(t,e)=>`baton replay ${t} --from ${e}`,run:t=>`\
baton run ${t}`,runCommand:"baton run",typedValues:"an --input, a --var or the event",noPath:"PATH is not set in its env\
ironment"},i={flags:!1,job:t=>`job ${JSON.stringify(t)}`,passJob:t=>`{ job: ${JSON.stringify(t)} }`,input:(t,e)=>`inputs${n(
t)}${e===void 0?"":` ${JSON.stringify(e)}`}`,passInput:t=>`{ inputs: { ${r(t)}: <value> } }`,eventName:t=>`eventName ${JSON.
stringify(t)}`,passEventName:t=>`{ eventName: ${JSON.stringify(t)} }`,event:"event",withEvent:"the event option",vars:"v\
ars",secrets:"secrets",passSecret:t=>`{ secrets: [${JSON.stringify(t)}] }`,secretNotGiven:t=>`secrets does not name ${t}`,
giveSecret:t=>`set ${t} in env and name it in secrets`,dropSecret:t=>`take ${t} out of secrets`,setSecret:t=>`set ${t} i\
n env`,parent:"parent",from:"from",fromStage:t=>`from ${JSON.stringify(t)}`,replay:(t,e)=>`replayWorkflow(${JSON.stringify(
t)}, ${JSON.stringify(e)})`,run:t=>`runWorkflow(${JSON.stringify(t)}, \u2026)`,runCommand:"runWorkflow",typedValues:"inp\
uts, vars or the event",noPath:"PATH is not set in the environment the run was given: runWorkflow's env replaces process\
.env (give { ...process.env, NAME: 'value' } to add to it)"};function n(t){return/^[A-Za-z_$][\w$-]*$/.test(t)?`.${t}`:`\
[${JSON.stringify(t)}]`}function r(t){return/^[A-Za-z_$][\w$]*$/.test(t)?t:JSON.stringify(t)}export{s as a,i as b};
