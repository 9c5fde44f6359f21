import{a as _e,b as Ke,c as Ve,d as Be,e as Ze,f as qe,h as Qe}from"./chunks/chunk-P3VEYZQX.js";import{a as Ne,c as He}from"./chunks/chunk-TWJNZ2DS.js";
import{a as Ae,b as Ie}from"./chunks/chunk-X6TCSO3M.js";import"./chunks/chunk-F23OOSJA.js";import{e as Fe,f as Ue,g as De,
h as Me,i as Je,l as Ge,m as ve}from"./chunks/chunk-JEO7PA5A.js";import"./chunks/chunk-XKXLJUWA.js";import{a as Xe,b as $e}from"./chunks/chunk-QDPUUKTL.js";
import"./chunks/chunk-IVZFR5FV.js";import"./chunks/chunk-BKBQNDVW.js";import"./chunks/chunk-U776URLR.js";import{a as Ye}from"./chunks/chunk-NDKLJEIB.js";
import{f as be}from"./chunks/chunk-FAQWOPXZ.js";import{c as W}from"./chunks/chunk-FIIB5N6I.js";import{a as b}from"./chunks/chunk-E36CMU26.js";
import{a as Q,b as X,c as $,e as Ce,f as ze,g as Le,h as We,i as k}from"./chunks/chunk-EGBY46OP.js";import{a as i,b as N,
g as K}from"./chunks/chunk-AADP5HKV.js";import{A as _,C as F,E as U,F as D,Ga as Te,H as M,Ha as y,I as J,L as G,m as A,n as I,
oa as Ee,pa as P,sa as d,ta as he,ua as je,y as H,z as l}from"./chunks/chunk-SF2OOPRP.js";import{c as Se,d as Re,e as Pe,
f as ye,g as ke,h as Oe,i as we}from"./chunks/chunk-O3KYD2Q3.js";import{a as fe,c as me,d as ie,e as le,f as ce,g as de}from"./chunks/chunk-YMSHLLVN.js";
import{a as ee,b as re,d as te}from"./chunks/chunk-FARYOKGF.js";import{a as pe,b as ae,j as ne,k as se}from"./chunks/chunk-SDKXPEMD.js";
import{b as oe}from"./chunks/chunk-3AWORVJ4.js";import{N as q,S as xe,U as ue,V as ge,a as v,j as R,k as c,l as V,p as B,
q as Y,r as Z}from"./chunks/chunk-P5WILCBV.js";import"./chunks/chunk-RBL3FFHZ.js";import"./chunks/chunk-6RREDHNG.js";import{
b as S}from"./chunks/chunk-IQGPJATR.js";import"./chunks/chunk-FTDJT25X.js";import{a as L}from"./chunks/chunk-U74HPJCO.js";import{
f as m}from"./chunks/chunk-NINDYNX2.js";import"./chunks/chunk-FCWOFCWY.js";import{l as C,m as z}from"./chunks/chunk-YFTXPYAX.js";
import{c as O,d as w,e as E,f as h}from"./chunks/chunk-OKFZ7BVP.js";import"./chunks/chunk-5A7QKWCT.js";import{Ga as s,Na as g,
Oa as f,Pa as j,Ua as T,ja as o,pa as t,qa as p,ra as a,sa as x,va as n,xa as u}from"./chunks/chunk-RHKLK6JY.js";import"./chunks/chunk-3NR5HZ6E.js";var er=u({stage:f,attempt:p().check(a(),o(1)),repair:x(),prompt:t(),promptPath:t(),handoffPath:t(),lineage:n(R),hop:p().
check(a(),o(1)),parent:s(c),warnings:n(m),preparedAt:g.datetime(),agent:s(l)});function dr(e,r={}){return y(e,i,r)}function xr(e,r={}){return k(e,i,r)}function ur(e,r){return P(e,{parseVars:d,parseDataSchema:S,
...r})}export{_ as AGENT_PRESETS,H as AGENT_PRESET_NAMES,l as AgentPresetName,O as BatonError,le as DEFAULT_REPORT_KEY,ye as GithubContext,
T as Handoff,j as HandoffStatus,Se as HandoffView,Le as Job,ee as JobResult,Q as LINT_RULES,X as LintFinding,q as LocalRecordStore,
be as LocalRunCatalog,K as LocalWorkspace,c as ParentLink,er as PreparedStage,F as PresetOptions,m as Problem,ke as PromptAttempt,
Oe as PromptContext,pe as REDACTION_KINDS,xe as RUN_ID_PATTERN,te as RunEvent,re as RunStatus,B as RunSummary,Ne as STAGE_OUTPUT_NAMES,
Ze as ShellRunner,Pe as StageContext,f as StageId,Re as StageMeta,V as StageRecord,Ee as StageSpec,ze as Step,E as SystemError,
Fe as TOKENIZER_ENCODING,w as UserError,We as Workflow,Ce as WorkflowValue,Be as agentEnvironment,dr as buildPlan,we as buildPromptContext,
_e as captureStage,je as checkTemplate,De as countTokens,Me as cutToTokens,ne as describeRedactions,Z as encodeHandoffJson,
Y as encodeRecordJson,W as extractHandoffFromLog,Je as fence,Ie as finalStageOf,A as findJob,h as formatError,$ as formatFinding,
Ye as gatherRecords,Ae as handoffChain,G as handoffInstructions,b as handoffJsonSchema,Te as isPlan,ge as isRunId,xr as lintWorkflow,
Ue as loadTokenizer,ue as newRunId,C as parseHandoff,z as parseHandoffText,M as parseUsage,d as parseVars,N as parseWorkflow,
Ge as prepareRender,Ke as prepareStage,U as presetCommand,J as presetFinalText,L as readHandoff,D as readPresetOutput,se as redactHandoff,
ae as redactText,Xe as renderLocalRunReport,ve as renderPrompt,de as renderReport,Qe as replayWorkflow,ce as reportMarker,
Ve as runStage,qe as runWorkflow,me as sanitizeInline,fe as sanitizeMarkdown,ie as sanitizeTableCell,oe as stageIdFor,He as stageOutputs,
he as stageReferences,ur as stageSpecFromInputs,I as transitiveNeeds,v as writeFileAtomic,$e as writeRunReport};
