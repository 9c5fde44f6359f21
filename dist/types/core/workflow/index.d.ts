/**
 * The workflow model and its plan: what the GitHub action reads to know its upstream stages (DESIGN §5),
 * what `baton lint` checks and what `baton run` executes. GitHub's parser makes the model
 * (src/adapters/github/workflow-parser.ts); core never parses a workflow file itself.
 */
export { Condition, DispatchInput, Job, LocalAction, Need, Position, RunDefaults, Step, ValueMap, ValueNode, Workflow, WorkflowValue, } from './model.js';
export { findJob, jobsInNeedsOrder, transitiveNeeds, upstreamOfEveryJob } from './needs.js';
export { needsProblems, WORKFLOW_PROBLEM, where } from './workflow-problems.js';
