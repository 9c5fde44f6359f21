import{a as Xe,b as $e}from"./chunks/chunk-HKINPSWB.js";import{a as _e,b as Ke,c as Ve,d as Be,e as Ze,f as qe,h as Qe}from"./chunks/chunk-FBT55NWW.js";
import{a as Ne,c as He}from"./chunks/chunk-UBZPH6B2.js";import"./chunks/chunk-ROOTWFYX.js";import{e as Fe,f as Ue,g as De,
h as Me,i as Je,m as Ge,n as ve}from"./chunks/chunk-JOHY2KO3.js";import{a as re,b as te,c as oe,e as Ce,f as ze,g as Le,h as We,
i as k}from"./chunks/chunk-F4NU273L.js";import{a as i,b as U,g as Z}from"./chunks/chunk-NUJQ5MB4.js";import{A as l,B as M,
D as J,F as G,G as v,I as K,J as V,Ka as Te,La as y,M as B,n as _,o as F,qa as Ee,ra as P,ua as d,va as he,wa as je,z as D}from"./chunks/chunk-D7GU7ZB6.js";
import"./chunks/chunk-3AEQ2PYJ.js";import{c as Se,d as Re,e as Pe,f as ye,g as ke,h as Oe,i as we}from"./chunks/chunk-3CJ365NI.js";
import{a as fe,c as me,d as ie,e as le,f as ce,g as de}from"./chunks/chunk-YQLCREPZ.js";import"./chunks/chunk-U6G3BVZI.js";
import{a as Ae,b as Ie}from"./chunks/chunk-7YHKUFFB.js";import{a as Ye}from"./chunks/chunk-LI62HDKS.js";import{b as se}from"./chunks/chunk-M6PCGQAN.js";
import"./chunks/chunk-N4ZGVNJR.js";import"./chunks/chunk-MF4L3K4G.js";import"./chunks/chunk-URU3H7ZW.js";import{f as be}from"./chunks/chunk-CQFXWFSA.js";
import{a as pe,b as ae,d as ne}from"./chunks/chunk-672GVUQV.js";import{l as ee}from"./chunks/chunk-YW23EYA3.js";import{D as xe,
F as ue,G as ge,a as Y,k as R,l as c,m as q,q as Q,r as X,s as $}from"./chunks/chunk-LZYN5DKP.js";import"./chunks/chunk-RBL3FFHZ.js";
import"./chunks/chunk-6RREDHNG.js";import{a as S}from"./chunks/chunk-AG2SH75Z.js";import"./chunks/chunk-NUWPZMYM.js";import"./chunks/chunk-MYVF2C32.js";
import"./chunks/chunk-XFERVBZB.js";import{a as b,b as A,j as I,k as N}from"./chunks/chunk-YEKP4IAG.js";import"./chunks/chunk-T7W5VX65.js";
import"./chunks/chunk-LS2NIP65.js";import"./chunks/chunk-JFRZY623.js";import{a as L}from"./chunks/chunk-P7RHU6DD.js";import{
h as m}from"./chunks/chunk-X6MVMOSM.js";import{c as W}from"./chunks/chunk-OTYAPETV.js";import"./chunks/chunk-TR6ONM2E.js";import"./chunks/chunk-FCWOFCWY.js";
import{h as C,i as z}from"./chunks/chunk-LYVVWMII.js";import"./chunks/chunk-TIXFR75A.js";import{c as O,d as w,e as E,f as h}from"./chunks/chunk-OKFZ7BVP.js";
import{a as H}from"./chunks/chunk-FTXZAJHZ.js";import"./chunks/chunk-5A7QKWCT.js";import{F as g,G as f,H as j,M as T,b as o,
h as t,i as p,j as a,k as x,n,p as u,y as s}from"./chunks/chunk-FJ7SBSSN.js";import"./chunks/chunk-C33NMHQG.js";import"./chunks/chunk-3NR5HZ6E.js";var er=u({stage:f,attempt:p().check(a(),o(1)),repair:x(),prompt:t(),promptPath:t(),handoffPath:t(),lineage:n(R),hop:p().
check(a(),o(1)),parent:s(c),warnings:n(m),preparedAt:g.datetime(),agent:s(l)});function dr(e,r={}){return y(e,i,r)}function xr(e,r={}){return k(e,i,r)}function ur(e,r){return P(e,{parseVars:d,parseDataSchema:S,
...r})}export{M as AGENT_PRESETS,D as AGENT_PRESET_NAMES,l as AgentPresetName,O as BatonError,le as DEFAULT_REPORT_KEY,ye as GithubContext,
T as Handoff,j as HandoffStatus,Se as HandoffView,Le as Job,pe as JobResult,re as LINT_RULES,te as LintFinding,ee as LocalRecordStore,
be as LocalRunCatalog,Z as LocalWorkspace,c as ParentLink,er as PreparedStage,J as PresetOptions,m as Problem,ke as PromptAttempt,
Oe as PromptContext,b as REDACTION_KINDS,xe as RUN_ID_PATTERN,ne as RunEvent,ae as RunStatus,Q as RunSummary,Ne as STAGE_OUTPUT_NAMES,
Ze as ShellRunner,Pe as StageContext,f as StageId,Re as StageMeta,q as StageRecord,Ee as StageSpec,ze as Step,E as SystemError,
Fe as TOKENIZER_ENCODING,w as UserError,We as Workflow,Ce as WorkflowValue,Be as agentEnvironment,dr as buildPlan,we as buildPromptContext,
_e as captureStage,je as checkTemplate,De as countTokens,Me as cutToTokens,I as describeRedactions,$ as encodeHandoffJson,
X as encodeRecordJson,W as extractHandoffFromLog,Je as fence,Ie as finalStageOf,_ as findJob,h as formatError,oe as formatFinding,
Ye as gatherRecords,Ae as handoffChain,B as handoffInstructions,H as handoffJsonSchema,Te as isPlan,ge as isRunId,xr as lintWorkflow,
Ue as loadTokenizer,ue as newRunId,C as parseHandoff,z as parseHandoffText,K as parseUsage,d as parseVars,U as parseWorkflow,
Ge as prepareRender,Ke as prepareStage,G as presetCommand,V as presetFinalText,L as readHandoff,v as readPresetOutput,N as redactHandoff,
A as redactText,Xe as renderLocalRunReport,ve as renderPrompt,de as renderReport,Qe as replayWorkflow,ce as reportMarker,
Ve as runStage,qe as runWorkflow,me as sanitizeInline,fe as sanitizeMarkdown,ie as sanitizeTableCell,se as stageIdFor,He as stageOutputs,
he as stageReferences,ur as stageSpecFromInputs,F as transitiveNeeds,Y as writeFileAtomic,$e as writeRunReport};
