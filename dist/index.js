import{a as Qe,b as Xe}from"./chunks/chunk-HAUNS43R.js";import{a as He,b as ve,c as Ke,d as Ve,e as Ye,f as Ze,h as qe}from"./chunks/chunk-INLGAZKA.js";
import{a as Ie,c as Ne}from"./chunks/chunk-QGQIA7GF.js";import{a as we,b as Ee}from"./chunks/chunk-YHQU7V4H.js";import"./chunks/chunk-MUCWDERD.js";
import{e as _e,f as Fe,g as Ue,h as Me,i as De,l as Je,m as Ge}from"./chunks/chunk-RY46JNT3.js";import"./chunks/chunk-DL24HBK2.js";
import{a as Te,c as Le,d as ze,e as We,f as be,g as Ae}from"./chunks/chunk-AS5Z7CAL.js";import{a as Be}from"./chunks/chunk-CGK7UWFE.js";
import{a as L}from"./chunks/chunk-LSBRJ6JD.js";import{a as z}from"./chunks/chunk-M3WD6POP.js";import{a as q,b as Q,c as X,
e as Se,f as ye,g as Pe,h as ke,i as y}from"./chunks/chunk-2J5H6W7X.js";import{a as m,b as A,g as v}from"./chunks/chunk-Y5AAYERN.js";
import{A as N,B as H,D as _,E as F,F as U,H as M,I as D,K as J,ja as xe,ka as R,ma as l,n as W,na as ue,o as b,oa as ge,
xa as Re,ya as S,z as I}from"./chunks/chunk-6MSCN2E4.js";import{c as se,d as fe,e as me,f as ie,g as le,h as ce,i as de}from"./chunks/chunk-M7HJS4M3.js";
import{a as $,b as ee,j as re,k as te}from"./chunks/chunk-IMR3AT7B.js";import{b as oe}from"./chunks/chunk-L2RBRXJP.js";import"./chunks/chunk-LS2NIP65.js";
import{a as T}from"./chunks/chunk-SWPS2NCV.js";import"./chunks/chunk-EFBLKXQP.js";import{a as je,b as he,d as Ce}from"./chunks/chunk-WQOLYL6Y.js";
import{b as Oe}from"./chunks/chunk-EZR23E7B.js";import"./chunks/chunk-6RREDHNG.js";import{M as Z,R as pe,T as ae,U as ne,a as G,
j as g,k as i,l as K,o as V,p as B,q as Y}from"./chunks/chunk-BUDROWRH.js";import"./chunks/chunk-RBL3FFHZ.js";import{l as h,
m as C,t as f}from"./chunks/chunk-SIVHNBVM.js";import"./chunks/chunk-FCWOFCWY.js";import{c as P,d as k,e as O,f as w}from"./chunks/chunk-OKFZ7BVP.js";
import{Ga as u,Ha as s,Ia as E,Na as j,ca as o,ia as t,ja as p,ka as a,la as c,oa as n,qa as d,za as x}from"./chunks/chunk-WXLRAERB.js";
import"./chunks/chunk-5A7QKWCT.js";import"./chunks/chunk-3NR5HZ6E.js";var $e=d({stage:s,attempt:p().check(a(),o(1)),repair:c(),prompt:t(),promptPath:t(),handoffPath:t(),lineage:n(g),hop:p().
check(a(),o(1)),parent:x(i),warnings:n(f),preparedAt:u.datetime()});function ir(e,r={}){return S(e,m,r)}function lr(e,r={}){return y(e,m,r)}function cr(e,r){return R(e,{parseVars:l,...r})}export{H as AGENT_PRESETS,I as AGENT_PRESET_NAMES,N as AgentPresetName,P as BatonError,We as DEFAULT_REPORT_KEY,ie as GithubContext,
j as Handoff,E as HandoffStatus,se as HandoffView,Pe as Job,je as JobResult,q as LINT_RULES,Q as LintFinding,Z as LocalRecordStore,
Oe as LocalRunCatalog,v as LocalWorkspace,i as ParentLink,$e as PreparedStage,_ as PresetOptions,f as Problem,le as PromptAttempt,
ce as PromptContext,$ as REDACTION_KINDS,pe as RUN_ID_PATTERN,Ce as RunEvent,he as RunStatus,V as RunSummary,Ie as STAGE_OUTPUT_NAMES,
Ye as ShellRunner,me as StageContext,s as StageId,fe as StageMeta,K as StageRecord,xe as StageSpec,ye as Step,O as SystemError,
_e as TOKENIZER_ENCODING,k as UserError,ke as Workflow,Se as WorkflowValue,Ve as agentEnvironment,ir as buildPlan,de as buildPromptContext,
He as captureStage,ge as checkTemplate,Ue as countTokens,Me as cutToTokens,re as describeRedactions,Y as encodeHandoffJson,
B as encodeRecordJson,L as extractHandoffFromLog,De as fence,Ee as finalStageOf,W as findJob,w as formatError,X as formatFinding,
Be as gatherRecords,we as handoffChain,J as handoffInstructions,z as handoffJsonSchema,Re as isPlan,ne as isRunId,lr as lintWorkflow,
Fe as loadTokenizer,ae as newRunId,h as parseHandoff,C as parseHandoffText,M as parseUsage,l as parseVars,A as parseWorkflow,
Je as prepareRender,ve as prepareStage,F as presetCommand,D as presetFinalText,T as readHandoff,U as readPresetOutput,te as redactHandoff,
ee as redactText,Qe as renderLocalRunReport,Ge as renderPrompt,Ae as renderReport,qe as replayWorkflow,be as reportMarker,
Ke as runStage,Ze as runWorkflow,Le as sanitizeInline,Te as sanitizeMarkdown,ze as sanitizeTableCell,oe as stageIdFor,Ne as stageOutputs,
ue as stageReferences,cr as stageSpecFromInputs,b as transitiveNeeds,G as writeFileAtomic,Xe as writeRunReport};
