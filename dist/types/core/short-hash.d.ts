/**
 * FNV-1a, 32 bits, as 8 hex digits: a stable short hash without node:crypto (core stays pure), for names
 * cut to fit a limit (a long stage id, a job log's file name) that must stay distinct.
 */
export declare function shortHash(text: string): string;
