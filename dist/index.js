import{a as Qe,b as Xe}from"./chunks/chunk-P4TNPZNP.js";import{a as Ie,b as Ne,c as He,d as ve,e as Ke,f as Ve,g as Ye,h as Ze,
j as qe}from"./chunks/chunk-NICUXIHW.js";import{a as we,b as Ee}from"./chunks/chunk-OBE6TA4Y.js";import"./chunks/chunk-XPN6JAWL.js";
import{e as _e,f as Fe,g as Ue,h as Me,i as De,l as Je,m as Ge}from"./chunks/chunk-G2MMU2AY.js";import"./chunks/chunk-DL24HBK2.js";
import{a as Te,c as ze,d as Le,e as We,f as be,g as Ae}from"./chunks/chunk-K6NRRJXL.js";import{a as Be}from"./chunks/chunk-HB3GFTMF.js";
import{a as L}from"./chunks/chunk-LSBRJ6JD.js";import{a as W}from"./chunks/chunk-M3WD6POP.js";import{a as q,b as Q,c as X,
e as Se,f as Pe,g as ye,h as ke,i as y}from"./chunks/chunk-6RJSNBSP.js";import{A as U,C as M,D,Da as Re,Ea as P,G as J,T as v,
f as i,j as b,k as A,oa as xe,p as I,pa as S,sa as d,t as N,ta as ue,u as l,ua as ge,v as H,x as _,z as F}from"./chunks/chunk-PVIUSE6K.js";
import{c as se,d as fe,e as me,f as ie,g as le,h as ce,i as de}from"./chunks/chunk-GL626EY7.js";import{a as $,b as ee,j as re,
k as te}from"./chunks/chunk-7FB37INI.js";import{b as oe}from"./chunks/chunk-CHUFW2YH.js";import"./chunks/chunk-LS2NIP65.js";
import{a as z}from"./chunks/chunk-247Q3DYB.js";import"./chunks/chunk-4TJXDVW7.js";import{a as je,b as he,d as Ce}from"./chunks/chunk-QZU2WCNM.js";
import{b as Oe}from"./chunks/chunk-52D4L7X6.js";import{L as Z,Q as pe,S as ae,T as ne,b as G,j as R,k as c,l as K,p as V,
q as B,r as Y}from"./chunks/chunk-QCJPVNNI.js";import{l as C,m as T,t as m}from"./chunks/chunk-6PYYODLU.js";import{c as k,
d as O,e as w,f as E}from"./chunks/chunk-4X335366.js";import{Ga as g,Ha as f,Ia as j,Na as h,ca as o,ia as t,ja as p,ka as a,
la as x,oa as n,qa as u,za as s}from"./chunks/chunk-WXLRAERB.js";import"./chunks/chunk-5A7QKWCT.js";import"./chunks/chunk-3NR5HZ6E.js";var $e=u({stage:f,attempt:p().check(a(),o(1)),repair:x(),prompt:t(),promptPath:t(),handoffPath:t(),lineage:n(R),hop:p().
check(a(),o(1)),parent:s(c),warnings:n(m),preparedAt:g.datetime(),agent:s(l)});function lr(e,r={}){return P(e,i,r)}function cr(e,r={}){return y(e,i,r)}function dr(e,r){return S(e,{parseVars:d,...r})}export{H as AGENT_PRESETS,N as AGENT_PRESET_NAMES,l as AgentPresetName,k as BatonError,We as DEFAULT_REPORT_KEY,ie as GithubContext,
h as Handoff,j as HandoffStatus,se as HandoffView,ye as Job,je as JobResult,q as LINT_RULES,Q as LintFinding,Z as LocalRecordStore,
Oe as LocalRunCatalog,v as LocalWorkspace,c as ParentLink,$e as PreparedStage,_ as PresetOptions,m as Problem,le as PromptAttempt,
ce as PromptContext,$ as REDACTION_KINDS,pe as RUN_ID_PATTERN,Ce as RunEvent,he as RunStatus,V as RunSummary,Ie as STAGE_OUTPUT_NAMES,
Ye as ShellRunner,me as StageContext,f as StageId,fe as StageMeta,K as StageRecord,xe as StageSpec,Pe as Step,w as SystemError,
_e as TOKENIZER_ENCODING,O as UserError,ke as Workflow,Se as WorkflowValue,Ve as agentEnvironment,lr as buildPlan,de as buildPromptContext,
He as captureStage,ge as checkTemplate,Ue as countTokens,Me as cutToTokens,re as describeRedactions,Y as encodeHandoffJson,
B as encodeRecordJson,L as extractHandoffFromLog,De as fence,Ee as finalStageOf,b as findJob,E as formatError,X as formatFinding,
Be as gatherRecords,we as handoffChain,J as handoffInstructions,W as handoffJsonSchema,Re as isPlan,ne as isRunId,cr as lintWorkflow,
Fe as loadTokenizer,ae as newRunId,C as parseHandoff,T as parseHandoffText,M as parseUsage,d as parseVars,I as parseWorkflow,
Je as prepareRender,ve as prepareStage,F as presetCommand,D as presetFinalText,z as readHandoff,U as readPresetOutput,te as redactHandoff,
ee as redactText,Qe as renderLocalRunReport,Ge as renderPrompt,Ae as renderReport,qe as replayWorkflow,be as reportMarker,
Ke as runStage,Ze as runWorkflow,ze as sanitizeInline,Te as sanitizeMarkdown,Le as sanitizeTableCell,oe as stageIdFor,Ne as stageOutputs,
ue as stageReferences,dr as stageSpecFromInputs,A as transitiveNeeds,G as writeFileAtomic,Xe as writeRunReport};
