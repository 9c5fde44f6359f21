import type { Handoff } from '../handoff.js';
import { encodeHandoffJson } from '../record-files.js';

/**
 * sha256 for core without node:crypto (core stays pure): the Web Crypto API every supported Node has as
 * `globalThis.crypto`.
 */
export async function sha256Hex(data: string | Uint8Array): Promise<string> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `record.digests.handoff`: the sha256 of the handoff.json bytes every store writes (encodeHandoffJson). */
export function handoffDigest(handoff: Handoff): Promise<string> {
  return sha256Hex(encodeHandoffJson(handoff));
}
