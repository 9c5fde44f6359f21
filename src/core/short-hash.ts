/**
 * FNV-1a, 32 bits, as 8 hex digits: a stable short hash without node:crypto (core stays pure), for names
 * cut to fit a limit (a long stage id, a job log's file name) that must stay distinct.
 */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
