import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../support/build.js';

/**
 * The gate of examples/workflows/triage-on-label.yml, as it runs on GitHub: its script, taken from the
 * workflow file, run by bash with a GitHub token and a fake `gh` on PATH that answers the collaborator
 * permission lookup (or fails it). `baton run` has no token, so this is where the API path is proven:
 * write, maintain (reported as write) and admin pass; read, triage (reported as read), none, a bot and a
 * failed lookup are refused, and a refusal never writes `allowed=true`.
 */

const workflow = parse(readFileSync(join(REPO_ROOT, 'examples/workflows/triage-on-label.yml'), 'utf8'));
const script: string = workflow.jobs.gate.steps[0].run;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Run the gate with `gh` answering `permission` (or failing when it is null). */
function gate(options: {
  labeller: string;
  type?: string;
  permission: string | null;
  token?: string;
  runnerName?: string | undefined;
}) {
  const dir = mkdtempSync(join(tmpdir(), 'baton-gate-'));
  dirs.push(dir);
  const calls = join(dir, 'gh-calls');
  // The fake gh checks it was asked exactly the documented question, then answers it.
  writeFileSync(
    join(dir, 'gh'),
    [
      '#!/usr/bin/env bash',
      `printf '%s\\n' "$*" >> '${calls}'`,
      'if [ "$#" != 4 ] || [ "$1 $2 $3 $4" != "api repos/octo-org/wordcount/collaborators/$LABELLER/permission --jq .permission" ]; then',
      '  echo "fake gh: unexpected call: $*" >&2; exit 64',
      'fi',
      options.permission === null
        ? 'echo "HTTP 403: Resource not accessible by integration" >&2; exit 1'
        : `echo '${options.permission}'`,
    ].join('\n'),
  );
  chmodSync(join(dir, 'gh'), 0o755);
  const output = join(dir, 'github-output');
  writeFileSync(output, '');
  const result = spawnSync('bash', ['-e', '-c', script], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      PATH: `${dir}:/usr/bin:/bin`,
      GITHUB_OUTPUT: output,
      GH_TOKEN: options.token ?? 'ghs_fake',
      REPO: 'octo-org/wordcount',
      LABELLER: options.labeller,
      LABELLER_TYPE: options.type ?? 'User',
      ...(options.runnerName === undefined ? {} : { RUNNER_NAME: options.runnerName }),
    },
  });
  let asked = '';
  try {
    asked = readFileSync(calls, 'utf8');
  } catch {
    // gh was never called
  }
  return { code: result.status, stdout: result.stdout, output: readFileSync(output, 'utf8'), asked };
}

describe('the triage gate', () => {
  it.each(['write', 'admin'])('lets a labeller with %s permission through', (permission) => {
    const r = gate({ labeller: 'octo-maintainer', permission });
    expect(r.code).toBe(0);
    expect(r.output).toBe('allowed=true\n');
    expect(r.asked).toBe(
      'api repos/octo-org/wordcount/collaborators/octo-maintainer/permission --jq .permission\n',
    );
  });

  it.each(['read', 'none', ''])('refuses a labeller with permission %j', (permission) => {
    const r = gate({ labeller: 'a-triager', permission });
    expect(r.code).toBe(1);
    expect(r.output).toBe('');
    expect(r.stdout).toBe(
      `::error::Refused: a-triager has '${permission}' access; starting agents needs write, maintain or admin.\n`,
    );
  });

  it('fails closed when the permission lookup fails', () => {
    const r = gate({ labeller: 'octo-maintainer', permission: null });
    expect(r.code).toBe(1);
    expect(r.output).toBe('');
    expect(r.stdout).toBe(
      '::error::Refused: the permission lookup for octo-maintainer failed, so the gate stays closed.\n',
    );
  });

  it.each([
    ['a Bot sender', { labeller: 'renovate', type: 'Bot' }],
    ['a [bot] login', { labeller: 'helper[bot]', type: 'User' }],
  ])('refuses %s without asking the API', (_what, who) => {
    const r = gate({ ...who, permission: 'admin' });
    expect(r.code).toBe(1);
    expect(r.output).toBe('');
    expect(r.asked).toBe('');
    expect(r.stdout).toBe(
      `::error::Refused: ${who.labeller} is a bot. Only a person with write access may start the triage agents.\n`,
    );
  });

  it('without a token (baton run on a machine) lets the local user through without a lookup', () => {
    const r = gate({ labeller: 'me', permission: null, token: '', runnerName: 'baton-local' });
    expect(r.code).toBe(0);
    expect(r.output).toBe('allowed=true\n');
    expect(r.asked).toBe('');
  });

  it.each([
    ['a GitHub runner', 'GitHub Actions 2'],
    ['no runner name', undefined],
  ])('without a token on %s stays closed', (_what, runnerName) => {
    const r = gate({ labeller: 'octo-maintainer', permission: 'admin', token: '', runnerName });
    expect(r.code).toBe(1);
    expect(r.output).toBe('');
    expect(r.asked).toBe('');
    expect(r.stdout).toBe(
      "::error::Refused: no token to look up octo-maintainer's permission, so the gate stays closed.\n",
    );
  });
});
