import{a as Ne,b as He,c as _e,d as Ke,e as Ve,f as Be,g as Ze,h as qe,j as Qe}from"./chunks/chunk-JZO6YB66.js";import{a as Ee,
b as he}from"./chunks/chunk-YHQU7V4H.js";import"./chunks/chunk-WTCNWFCJ.js";import{e as Fe,f as Ue,g as De,h as Me,i as Je,
l as Ge,m as ve}from"./chunks/chunk-BVWLZBZ3.js";import"./chunks/chunk-DL24HBK2.js";import{a as Xe,b as $e}from"./chunks/chunk-DTLTFBSV.js";
import{a as Le,c as ze,d as We,e as be,f as Ae,g as Ie}from"./chunks/chunk-VPSZTLJF.js";import"./chunks/chunk-FMOTAYCC.js";
import{a as je,b as Te,d as Ce}from"./chunks/chunk-AM4PZ3UJ.js";import{a as Ye}from"./chunks/chunk-MV4YOLZH.js";import{b as we}from"./chunks/chunk-FTJLLILR.js";
import{a as z}from"./chunks/chunk-LTFBDF5K.js";import{a as W}from"./chunks/chunk-LRNZGWAP.js";import{a as Q,b as X,c as $,
e as ye,f as Pe,g as ke,h as Oe,i as P}from"./chunks/chunk-EQYW6ZA4.js";import{B as M,C as J,Da as Re,E as G,Ea as y,R as K,
f as m,j as b,k as A,ma as ue,na as R,p as I,pa as l,qa as ge,ra as Se,t as N,u as H,v as _,x as F,y as U,z as D}from"./chunks/chunk-HIRH77JO.js";
import{c as fe,d as me,e as ie,f as le,g as ce,h as de,i as xe}from"./chunks/chunk-DP6MXFN7.js";import{a as ee,b as re,j as te,
k as oe}from"./chunks/chunk-JU6BSEBN.js";import{b as pe}from"./chunks/chunk-KZKSW2XE.js";import"./chunks/chunk-LS2NIP65.js";
import{M as q,R as ae,T as ne,U as se,a as v,j as S,k as i,l as V,o as B,p as Y,q as Z}from"./chunks/chunk-LNFTVTQM.js";import"./chunks/chunk-RBL3FFHZ.js";
import{b as g}from"./chunks/chunk-LJHBBX6C.js";import"./chunks/chunk-LGMSU7P7.js";import{a as L}from"./chunks/chunk-4DTSV5DY.js";
import{f}from"./chunks/chunk-YN25PATV.js";import"./chunks/chunk-FCWOFCWY.js";import{l as T,m as C}from"./chunks/chunk-JYVLKM6Q.js";
import{c as k,d as O,e as w,f as E}from"./chunks/chunk-OKFZ7BVP.js";import"./chunks/chunk-5A7QKWCT.js";import{Ga as u,Ha as s,
Ia as h,Na as j,ca as o,ia as t,ja as p,ka as a,la as c,oa as n,qa as d,za as x}from"./chunks/chunk-6TGY3HYZ.js";import"./chunks/chunk-3NR5HZ6E.js";var er=d({stage:s,attempt:p().check(a(),o(1)),repair:c(),prompt:t(),promptPath:t(),handoffPath:t(),lineage:n(S),hop:p().
check(a(),o(1)),parent:x(i),warnings:n(f),preparedAt:u.datetime()});function cr(e,r={}){return y(e,m,r)}function dr(e,r={}){return P(e,m,r)}function xr(e,r){return R(e,{parseVars:l,parseDataSchema:g,
...r})}export{_ as AGENT_PRESETS,N as AGENT_PRESET_NAMES,H as AgentPresetName,k as BatonError,be as DEFAULT_REPORT_KEY,le as GithubContext,
j as Handoff,h as HandoffStatus,fe as HandoffView,ke as Job,je as JobResult,Q as LINT_RULES,X as LintFinding,q as LocalRecordStore,
we as LocalRunCatalog,K as LocalWorkspace,i as ParentLink,er as PreparedStage,F as PresetOptions,f as Problem,ce as PromptAttempt,
de as PromptContext,ee as REDACTION_KINDS,ae as RUN_ID_PATTERN,Ce as RunEvent,Te as RunStatus,B as RunSummary,Ne as STAGE_OUTPUT_NAMES,
Ze as ShellRunner,ie as StageContext,s as StageId,me as StageMeta,V as StageRecord,ue as StageSpec,Pe as Step,w as SystemError,
Fe as TOKENIZER_ENCODING,O as UserError,Oe as Workflow,ye as WorkflowValue,Be as agentEnvironment,cr as buildPlan,xe as buildPromptContext,
_e as captureStage,Se as checkTemplate,De as countTokens,Me as cutToTokens,te as describeRedactions,Z as encodeHandoffJson,
Y as encodeRecordJson,z as extractHandoffFromLog,Je as fence,he as finalStageOf,b as findJob,E as formatError,$ as formatFinding,
Ye as gatherRecords,Ee as handoffChain,G as handoffInstructions,W as handoffJsonSchema,Re as isPlan,se as isRunId,dr as lintWorkflow,
Ue as loadTokenizer,ne as newRunId,T as parseHandoff,C as parseHandoffText,M as parseUsage,l as parseVars,I as parseWorkflow,
Ge as prepareRender,Ke as prepareStage,U as presetCommand,J as presetFinalText,L as readHandoff,D as readPresetOutput,oe as redactHandoff,
re as redactText,Xe as renderLocalRunReport,ve as renderPrompt,Ie as renderReport,Qe as replayWorkflow,Ae as reportMarker,
Ve as runStage,qe as runWorkflow,ze as sanitizeInline,Le as sanitizeMarkdown,We as sanitizeTableCell,pe as stageIdFor,He as stageOutputs,
ge as stageReferences,xr as stageSpecFromInputs,A as transitiveNeeds,v as writeFileAtomic,$e as writeRunReport};
