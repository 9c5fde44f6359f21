/**
 * baton's library API. The same contract the action and the CLI use: handoff and record schemas, the
 * parser, the prompt renderer and the local runner.
 */
export { Handoff, HandoffStatus, StageId } from './core/handoff.js';
export { StageRecord, RunSummary } from './core/record.js';
export type { StoredRecord } from './core/record.js';
export { Problem } from './core/problem.js';
export { BatonError, UserError, SystemError } from './core/errors.js';
export type { RecordStore, RecordEntry, RecordRef, RunCatalog } from './core/ports.js';
