import{a as _e,b as Ke,c as Ve,d as Be,e as Ze,f as qe,h as Qe}from"./chunks/chunk-KJBGTEI7.js";import{a as Ne,c as He}from"./chunks/chunk-ABRLLXVS.js";
import{a as Ae,b as Ie}from"./chunks/chunk-X6TCSO3M.js";import"./chunks/chunk-3VB3ZBWK.js";import{e as Fe,f as Ue,g as De,
h as Me,i as Je,l as Ge,m as ve}from"./chunks/chunk-Z53UUARW.js";import"./chunks/chunk-XKXLJUWA.js";import{a as Xe,b as $e}from"./chunks/chunk-R4S2GID6.js";
import"./chunks/chunk-WVPTD3PQ.js";import"./chunks/chunk-DM5RCSEP.js";import"./chunks/chunk-U776URLR.js";import{a as Ye}from"./chunks/chunk-NDKLJEIB.js";
import{f as be}from"./chunks/chunk-FAQWOPXZ.js";import{c as W}from"./chunks/chunk-GC6BKOQU.js";import{a as b}from"./chunks/chunk-E36CMU26.js";
import{a as Q,b as X,c as $,e as Ce,f as ze,g as Le,h as We,i as k}from"./chunks/chunk-FZGSJ24P.js";import{a as i,b as N,
g as K}from"./chunks/chunk-TNLQRMC6.js";import{A as _,C as F,E as U,F as D,Fa as Te,Ga as y,H as M,I as J,L as G,la as ue,
m as A,ma as P,n as I,pa as d,qa as ge,ra as Se,y as H,z as l}from"./chunks/chunk-MLSL2YDR.js";import{c as fe,d as me,e as ie,
f as le,g as ce,h as de,i as xe}from"./chunks/chunk-SDMNTC6M.js";import{a as ke,c as Oe,d as we,e as Ee,f as he,g as je}from"./chunks/chunk-OYGLVQPI.js";
import{a as Re,b as Pe,d as ye}from"./chunks/chunk-WEXUP4CD.js";import{a as ee,b as re,j as te,k as oe}from"./chunks/chunk-SDKXPEMD.js";
import{b as pe}from"./chunks/chunk-3AWORVJ4.js";import{N as q,S as ae,U as ne,V as se,a as v,j as R,k as c,l as V,p as B,
q as Y,r as Z}from"./chunks/chunk-P5WILCBV.js";import"./chunks/chunk-RBL3FFHZ.js";import"./chunks/chunk-6RREDHNG.js";import{
b as S}from"./chunks/chunk-HXWHHXB3.js";import"./chunks/chunk-FTDJT25X.js";import{a as L}from"./chunks/chunk-U74HPJCO.js";import{
f as m}from"./chunks/chunk-NINDYNX2.js";import"./chunks/chunk-FCWOFCWY.js";import{l as C,m as z}from"./chunks/chunk-YFTXPYAX.js";
import{c as O,d as w,e as E,f as h}from"./chunks/chunk-OKFZ7BVP.js";import"./chunks/chunk-5A7QKWCT.js";import{Ga as s,Na as g,
Oa as f,Pa as j,Ua as T,ja as o,pa as t,qa as p,ra as a,sa as x,va as n,xa as u}from"./chunks/chunk-RHKLK6JY.js";import"./chunks/chunk-3NR5HZ6E.js";var er=u({stage:f,attempt:p().check(a(),o(1)),repair:x(),prompt:t(),promptPath:t(),handoffPath:t(),lineage:n(R),hop:p().
check(a(),o(1)),parent:s(c),warnings:n(m),preparedAt:g.datetime(),agent:s(l)});function dr(e,r={}){return y(e,i,r)}function xr(e,r={}){return k(e,i,r)}function ur(e,r){return P(e,{parseVars:d,parseDataSchema:S,
...r})}export{_ as AGENT_PRESETS,H as AGENT_PRESET_NAMES,l as AgentPresetName,O as BatonError,Ee as DEFAULT_REPORT_KEY,le as GithubContext,
T as Handoff,j as HandoffStatus,fe as HandoffView,Le as Job,Re as JobResult,Q as LINT_RULES,X as LintFinding,q as LocalRecordStore,
be as LocalRunCatalog,K as LocalWorkspace,c as ParentLink,er as PreparedStage,F as PresetOptions,m as Problem,ce as PromptAttempt,
de as PromptContext,ee as REDACTION_KINDS,ae as RUN_ID_PATTERN,ye as RunEvent,Pe as RunStatus,B as RunSummary,Ne as STAGE_OUTPUT_NAMES,
Ze as ShellRunner,ie as StageContext,f as StageId,me as StageMeta,V as StageRecord,ue as StageSpec,ze as Step,E as SystemError,
Fe as TOKENIZER_ENCODING,w as UserError,We as Workflow,Ce as WorkflowValue,Be as agentEnvironment,dr as buildPlan,xe as buildPromptContext,
_e as captureStage,Se as checkTemplate,De as countTokens,Me as cutToTokens,te as describeRedactions,Z as encodeHandoffJson,
Y as encodeRecordJson,W as extractHandoffFromLog,Je as fence,Ie as finalStageOf,A as findJob,h as formatError,$ as formatFinding,
Ye as gatherRecords,Ae as handoffChain,G as handoffInstructions,b as handoffJsonSchema,Te as isPlan,se as isRunId,xr as lintWorkflow,
Ue as loadTokenizer,ne as newRunId,C as parseHandoff,z as parseHandoffText,M as parseUsage,d as parseVars,N as parseWorkflow,
Ge as prepareRender,Ke as prepareStage,U as presetCommand,J as presetFinalText,L as readHandoff,D as readPresetOutput,oe as redactHandoff,
re as redactText,Xe as renderLocalRunReport,ve as renderPrompt,je as renderReport,Qe as replayWorkflow,he as reportMarker,
Ve as runStage,qe as runWorkflow,Oe as sanitizeInline,ke as sanitizeMarkdown,we as sanitizeTableCell,pe as stageIdFor,He as stageOutputs,
ge as stageReferences,ur as stageSpecFromInputs,I as transitiveNeeds,v as writeFileAtomic,$e as writeRunReport};
