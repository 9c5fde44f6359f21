import type { Handoff } from '../handoff.js';
/**
 * `record.digests.handoff`: the sha256 of the handoff.json bytes every store writes (encodeHandoffJson).
 * `sha256` is the platform's hash of a text's UTF-8 bytes (Workspace.sha256: core has no node:crypto).
 */
export declare function handoffDigest(handoff: Handoff, sha256: (text: string) => string): string;
