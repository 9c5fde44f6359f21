import type { Handoff } from '../handoff.js';
/**
 * sha256 for core without node:crypto (core stays pure): the Web Crypto API every supported Node has as
 * `globalThis.crypto`.
 */
export declare function sha256Hex(data: string | Uint8Array): Promise<string>;
/** `record.digests.handoff`: the sha256 of the handoff.json bytes every store writes (encodeHandoffJson). */
export declare function handoffDigest(handoff: Handoff): Promise<string>;
