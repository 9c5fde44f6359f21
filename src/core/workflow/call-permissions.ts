import type { ValueNode } from './model.js';

/**
 * A called workflow's token permissions as GitHub bounds them (WorkflowParser PermissionsHelper
 * .ValidateEmbeddedPermissions): the called workflow's top-level `permissions:` and each of its jobs' own
 * may ask for no more than the calling job allows — the calling job's `permissions:`, else its workflow's,
 * else what its own caller allowed. When none of them sets any, GitHub bounds the call by the repository's
 * default token permissions, which a local run does not know: nothing is refused then (with the permissive
 * default every scope may be written; `baton lint`'s agent-job-write says the token is unbounded).
 */

/** The scopes GitHub compares, in its order (Permissions.ComparisonKeyMapping). */
const SCOPES = [
  'actions',
  'artifact-metadata',
  'attestations',
  'checks',
  'contents',
  'deployments',
  'discussions',
  'issues',
  'packages',
  'pages',
  'pull-requests',
  'repository-projects',
  'statuses',
  'security-events',
  'id-token',
  'models',
  'vulnerability-alerts',
] as const;

/** Scopes GitHub grants at most `read` (a `write` is read as `read`). */
const READ_AT_MOST: ReadonlySet<string> = new Set(['models', 'vulnerability-alerts']);

const RANK = { none: 0, read: 1, write: 2 } as const;
type Level = keyof typeof RANK;

/** A `permissions:` as GitHub reads it: each scope's level; null when it is not one GitHub reads (an expression). */
export type PermissionLevels = ReadonlyMap<string, Level>;

/**
 * `read-all` / `write-all` give every scope (id-token and attestations too); a mapping gives the scopes it
 * names and `none` to the others. Null for what GitHub's schema refuses anyway (workflow-invalid says so).
 */
export function permissionLevels(node: ValueNode | null): PermissionLevels | null {
  if (node === null) return null;
  const levels = new Map<string, Level>();
  const set = (scope: string, level: Level) =>
    levels.set(scope, READ_AT_MOST.has(scope) && level === 'write' ? 'read' : level);
  if (node.kind === 'literal') {
    const all = node.value === 'write-all' ? 'write' : node.value === 'read-all' ? 'read' : null;
    if (all === null) return null;
    for (const scope of SCOPES) set(scope, all);
    return levels;
  }
  if (node.kind !== 'mapping') return null;
  for (const scope of SCOPES) levels.set(scope, 'none');
  for (const entry of node.entries) {
    if (entry.value.kind !== 'literal') return null;
    const level = String(entry.value.value);
    if (level !== 'none' && level !== 'read' && level !== 'write') return null;
    set(entry.key, level);
  }
  return levels;
}

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
export function permissionsBeyond(requested: PermissionLevels, limit: PermissionLevels): string | null {
  const over = SCOPES.filter(
    (scope) => RANK[requested.get(scope) ?? 'none'] > RANK[limit.get(scope) ?? 'none'],
  );
  if (over.length === 0) return null;
  const list = (of: PermissionLevels) =>
    over.map((scope) => `${scope}: ${of.get(scope) ?? 'none'}`).join(', ');
  return `requesting '${list(requested)}', but is only allowed '${list(limit)}'`;
}

/** The limit a call gives its called jobs: the calling job's `permissions:`, else its workflow's, else its own limit. */
export function callLimit(
  job: { id: string; permissions: ValueNode | null },
  workflow: { fileName: string; permissions: ValueNode | null },
  inherited: PermissionLimit | null,
): PermissionLimit | null {
  const own = permissionLevels(job.permissions);
  if (own !== null) return { levels: own, from: `jobs.${job.id}.permissions of ${workflow.fileName}` };
  const top = permissionLevels(workflow.permissions);
  if (top !== null) return { levels: top, from: `the permissions: of ${workflow.fileName}` };
  return inherited;
}
