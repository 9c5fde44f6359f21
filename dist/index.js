import{a as _e,b as Ke,c as Ve,d as Be,e as Ze,f as qe,h as Qe}from"./chunks/chunk-XWFPSLXT.js";import{a as Ne,c as He}from"./chunks/chunk-TO3ONTXG.js";
import{a as Ee,b as he}from"./chunks/chunk-MLA3KYDU.js";import"./chunks/chunk-J62RESZR.js";import{e as Fe,f as Ue,g as De,
h as Me,i as Je,l as Ge,m as ve}from"./chunks/chunk-OZSLJCHS.js";import"./chunks/chunk-XKXLJUWA.js";import{a as Xe,b as $e}from"./chunks/chunk-ATR34LZT.js";
import{a as ze,c as Le,d as We,e as be,f as Ae,g as Ie}from"./chunks/chunk-TDCM2W3Z.js";import"./chunks/chunk-H47F6ZRL.js";
import{a as je,b as Te,d as Ce}from"./chunks/chunk-FY252UJI.js";import"./chunks/chunk-U776URLR.js";import{a as Ye}from"./chunks/chunk-75TJKDNV.js";
import{f as we}from"./chunks/chunk-FAQWOPXZ.js";import"./chunks/chunk-6RREDHNG.js";import{c as W}from"./chunks/chunk-GC6BKOQU.js";
import{a as b}from"./chunks/chunk-E36CMU26.js";import{a as Q,b as X,c as $,e as Pe,f as ye,g as ke,h as Oe,i as k}from"./chunks/chunk-HS6WPC77.js";
import{a as i,b as N,g as K}from"./chunks/chunk-BWBMBBKQ.js";import{A as _,C as F,Da as Re,E as U,Ea as y,F as D,H as M,I as J,
L as G,la as ue,m as A,ma as P,n as I,pa as d,qa as ge,ra as Se,y as H,z as l}from"./chunks/chunk-RIUPRHVH.js";import{c as fe,
d as me,e as ie,f as le,g as ce,h as de,i as xe}from"./chunks/chunk-3ZF6RDFV.js";import{a as ee,b as re,j as te,k as oe}from"./chunks/chunk-J4ESGUIZ.js";
import{b as pe}from"./chunks/chunk-ZQQCC47Q.js";import"./chunks/chunk-LS2NIP65.js";import{N as q,S as ae,U as ne,V as se,a as v,
j as R,k as c,l as V,p as B,q as Y,r as Z}from"./chunks/chunk-P5WILCBV.js";import"./chunks/chunk-RBL3FFHZ.js";import{b as S}from"./chunks/chunk-HXWHHXB3.js";
import"./chunks/chunk-FTDJT25X.js";import{a as L}from"./chunks/chunk-U74HPJCO.js";import{f as m}from"./chunks/chunk-NINDYNX2.js";
import"./chunks/chunk-FCWOFCWY.js";import{l as C,m as z}from"./chunks/chunk-YFTXPYAX.js";import{c as O,d as w,e as E,f as h}from"./chunks/chunk-OKFZ7BVP.js";
import"./chunks/chunk-5A7QKWCT.js";import{Ga as s,Na as g,Oa as f,Pa as j,Ua as T,ja as o,pa as t,qa as p,ra as a,sa as x,
va as n,xa as u}from"./chunks/chunk-RHKLK6JY.js";import"./chunks/chunk-3NR5HZ6E.js";var er=u({stage:f,attempt:p().check(a(),o(1)),repair:x(),prompt:t(),promptPath:t(),handoffPath:t(),lineage:n(R),hop:p().
check(a(),o(1)),parent:s(c),warnings:n(m),preparedAt:g.datetime(),agent:s(l)});function dr(e,r={}){return y(e,i,r)}function xr(e,r={}){return k(e,i,r)}function ur(e,r){return P(e,{parseVars:d,parseDataSchema:S,
...r})}export{_ as AGENT_PRESETS,H as AGENT_PRESET_NAMES,l as AgentPresetName,O as BatonError,be as DEFAULT_REPORT_KEY,le as GithubContext,
T as Handoff,j as HandoffStatus,fe as HandoffView,ke as Job,je as JobResult,Q as LINT_RULES,X as LintFinding,q as LocalRecordStore,
we as LocalRunCatalog,K as LocalWorkspace,c as ParentLink,er as PreparedStage,F as PresetOptions,m as Problem,ce as PromptAttempt,
de as PromptContext,ee as REDACTION_KINDS,ae as RUN_ID_PATTERN,Ce as RunEvent,Te as RunStatus,B as RunSummary,Ne as STAGE_OUTPUT_NAMES,
Ze as ShellRunner,ie as StageContext,f as StageId,me as StageMeta,V as StageRecord,ue as StageSpec,ye as Step,E as SystemError,
Fe as TOKENIZER_ENCODING,w as UserError,Oe as Workflow,Pe as WorkflowValue,Be as agentEnvironment,dr as buildPlan,xe as buildPromptContext,
_e as captureStage,Se as checkTemplate,De as countTokens,Me as cutToTokens,te as describeRedactions,Z as encodeHandoffJson,
Y as encodeRecordJson,W as extractHandoffFromLog,Je as fence,he as finalStageOf,A as findJob,h as formatError,$ as formatFinding,
Ye as gatherRecords,Ee as handoffChain,G as handoffInstructions,b as handoffJsonSchema,Re as isPlan,se as isRunId,xr as lintWorkflow,
Ue as loadTokenizer,ne as newRunId,C as parseHandoff,z as parseHandoffText,M as parseUsage,d as parseVars,N as parseWorkflow,
Ge as prepareRender,Ke as prepareStage,U as presetCommand,J as presetFinalText,L as readHandoff,D as readPresetOutput,oe as redactHandoff,
re as redactText,Xe as renderLocalRunReport,ve as renderPrompt,Ie as renderReport,Qe as replayWorkflow,Ae as reportMarker,
Ve as runStage,qe as runWorkflow,Le as sanitizeInline,ze as sanitizeMarkdown,We as sanitizeTableCell,pe as stageIdFor,He as stageOutputs,
ge as stageReferences,ur as stageSpecFromInputs,I as transitiveNeeds,v as writeFileAtomic,$e as writeRunReport};
