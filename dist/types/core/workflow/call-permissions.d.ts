import type { ValueNode } from './model.js';
declare const RANK: {
    readonly none: 0;
    readonly read: 1;
    readonly write: 2;
};
type Level = keyof typeof RANK;
/** A `permissions:` as GitHub reads it: each scope's level; null when it is not one GitHub reads (an expression). */
export type PermissionLevels = ReadonlyMap<string, Level>;
/**
 * `read-all` / `write-all` give every scope (id-token and attestations too); a mapping gives the scopes it
 * names and `none` to the others. Null for what GitHub's schema refuses anyway (workflow-invalid says so).
 */
export declare function permissionLevels(node: ValueNode | null): PermissionLevels | null;
/** What a called job's `permissions:` may ask for: the limit, and where it was set (for the message). */
export interface PermissionLimit {
    levels: PermissionLevels;
    /** `jobs.fix.permissions of .github/workflows/ci.yml`. */
    from: string;
}
/**
 * Each scope `requested` asks for beyond `limit`, GitHub's way: `requesting 'contents: write', but is only
 * allowed 'contents: read'`; null when it asks for nothing more.
 */
export declare function permissionsBeyond(requested: PermissionLevels, limit: PermissionLevels): string | null;
/** The limit a call gives its called jobs: the calling job's `permissions:`, else its workflow's, else its own limit. */
export declare function callLimit(job: {
    id: string;
    permissions: ValueNode | null;
}, workflow: {
    fileName: string;
    permissions: ValueNode | null;
}, inherited: PermissionLimit | null): PermissionLimit | null;
export {};
