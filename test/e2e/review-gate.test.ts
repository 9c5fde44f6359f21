import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../support/build.js';
import { expressions } from '../support/workflow-language.js';

/**
 * The gate of examples/workflows/review-pr.yml, as it runs on GitHub for a `/baton review <sha>` comment:
 * its script, taken from the workflow file, run by bash with a GitHub token and a fake `gh` on PATH that
 * answers the collaborator permission lookup and the pull request lookup (or fails them). `baton run` has
 * no token, so this is where the API path is proven: a commenter with write or admin access whose comment
 * names the pull request's head, in full, passes and the gate outputs that sha; a head that moved on, a
 * short or missing sha, read access, a bot and a failed lookup are refused, and a refusal outputs nothing.
 */

const workflow = parse(readFileSync(join(REPO_ROOT, 'examples/workflows/review-pr.yml'), 'utf8'));
const script: string = workflow.jobs.gate.steps[0].run;
const HEAD = '0123456789abcdef0123456789abcdef01234567';
const MOVED = 'fedcba9876543210fedcba9876543210fedcba98';
const LOCAL = '89abcdef0123456789abcdef0123456789abcdef';
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Run the gate with `gh` answering `permission` and `head` (failing a lookup whose answer is null). */
function gate(options: {
  comment: string;
  commenter?: string;
  type?: string;
  permission?: string | null;
  head?: string | null;
  token?: string;
  runnerName?: string | undefined;
}) {
  const dir = mkdtempSync(join(tmpdir(), 'baton-review-gate-'));
  dirs.push(dir);
  const calls = join(dir, 'gh-calls');
  const answer = (value: string | null | undefined) =>
    value === null || value === undefined
      ? 'echo "HTTP 403: Resource not accessible by integration" >&2; exit 1'
      : `echo '${value}'`;
  // The fake gh checks it was asked exactly one of the two documented questions, then answers it.
  writeFileSync(
    join(dir, 'gh'),
    [
      '#!/usr/bin/env bash',
      `printf '%s\\n' "$*" >> '${calls}'`,
      'if [ "$#" = 4 ] && [ "$*" = "api repos/octo-org/wordcount/collaborators/$COMMENTER/permission --jq .permission" ]; then',
      `  ${answer(options.permission === undefined ? 'write' : options.permission)}`,
      'elif [ "$#" = 4 ] && [ "$*" = "api repos/octo-org/wordcount/pulls/12 --jq .head.sha" ]; then',
      `  ${answer(options.head === undefined ? HEAD : options.head)}`,
      'else',
      '  echo "fake gh: unexpected call: $*" >&2; exit 64',
      'fi',
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
      GITHUB_SHA: LOCAL,
      GH_TOKEN: options.token ?? 'ghs_fake',
      REPO: 'octo-org/wordcount',
      PR: '12',
      COMMENT: options.comment,
      COMMENTER: options.commenter ?? 'octo-maintainer',
      COMMENTER_TYPE: options.type ?? 'User',
      ...(options.runnerName === undefined ? {} : { RUNNER_NAME: options.runnerName }),
    },
  });
  let asked = '';
  try {
    asked = readFileSync(calls, 'utf8');
  } catch {
    // gh was never called
  }
  return {
    code: result.status,
    stdout: result.stdout,
    output: readFileSync(output, 'utf8'),
    asked,
    dir,
  };
}

const ASKED_BOTH =
  'api repos/octo-org/wordcount/collaborators/octo-maintainer/permission --jq .permission\n' +
  'api repos/octo-org/wordcount/pulls/12 --jq .head.sha\n';

describe('the /baton review gate', () => {
  it.each(['write', 'admin'])(
    'lets a commenter with %s permission through when the pull request is still at the commit named, and outputs it',
    (permission) => {
      const r = gate({ comment: `/baton review ${HEAD}`, permission });
      expect(r.code).toBe(0);
      expect(r.output).toBe(`sha=${HEAD}\n`);
      expect(r.asked).toBe(ASKED_BOTH);
    },
  );

  it('takes the sha in capitals, with more lines after the command, as the commit named', () => {
    const r = gate({ comment: `/baton review ${HEAD.toUpperCase()}\r\nThe tests look right now.` });
    expect(r.code).toBe(0);
    expect(r.output).toBe(`sha=${HEAD}\n`);
  });

  it("takes the command in any case, as the job's if: (startsWith) reads it", () => {
    const r = gate({ comment: `/Baton Review ${HEAD}` });
    expect(r.code).toBe(0);
    expect(r.output).toBe(`sha=${HEAD}\n`);
  });

  it('refuses when the pull request moved on after the comment, saying which commit to look at', () => {
    const r = gate({ comment: `/baton review ${HEAD}`, head: MOVED });
    expect(r.code).toBe(1);
    expect(r.output).toBe('');
    expect(r.stdout).toBe(
      `::error::Refused: pull request #12 has moved on to ${MOVED} since ${HEAD}. Look at the new commits, then comment \`/baton review ${MOVED}\` to review them.\n`,
    );
  });

  it('refuses a short sha even when the head starts with it: the author could push another commit that does', () => {
    const r = gate({ comment: `/baton review ${HEAD.slice(0, 7)}` });
    expect(r.code).toBe(1);
    expect(r.output).toBe('');
    expect(r.stdout).toBe(
      `::error::Refused: ${HEAD.slice(0, 7)} is a short sha, and the pull request's author can push another commit that starts with it. Comment \`/baton review <sha>\` with the full 40-character sha of the commit you reviewed (the pull request's head is now ${HEAD}).\n`,
    );
  });

  it.each([
    ['no sha', '/baton review'],
    ['a word', '/baton review please'],
    ['two words', `/baton review ${HEAD} now`],
    ['the command glued to the sha', `/baton review${HEAD}`],
  ])('refuses a command with %s, naming the head to review', (_what, comment) => {
    const r = gate({ comment });
    expect(r.code).toBe(1);
    expect(r.output).toBe('');
    expect(r.stdout).toBe(
      `::error::Refused: the comment's first line is not \`/baton review <sha>\`. Comment \`/baton review <sha>\`, and nothing else on that line, with the full 40-character sha of the commit you reviewed (the pull request's head is now ${HEAD}).\n`,
    );
  });

  it('never runs the comment as code, and never echoes it', () => {
    const comment = '/baton review $(touch pwned)`touch pwned2`;touch pwned3\n::warning::injected';
    for (const token of ['ghs_fake', '']) {
      const r = gate({ comment, token, runnerName: 'baton-local' });
      expect(r.code).toBe(1);
      expect(r.output).toBe('');
      expect(r.stdout).not.toContain('touch');
      expect(r.stdout).not.toContain('injected');
      for (const file of ['pwned', 'pwned2', 'pwned3']) expect(existsSync(join(r.dir, file))).toBe(false);
    }
  });

  it.each(['read', 'none', ''])(
    'refuses a commenter with permission %j before looking at the pull request',
    (permission) => {
      const r = gate({ comment: `/baton review ${HEAD}`, commenter: 'a-reader', permission });
      expect(r.code).toBe(1);
      expect(r.output).toBe('');
      expect(r.asked).toBe(
        'api repos/octo-org/wordcount/collaborators/a-reader/permission --jq .permission\n',
      );
      expect(r.stdout).toBe(
        `::error::Refused: a-reader has '${permission}' access; starting agents needs write, maintain or admin.\n`,
      );
    },
  );

  it('fails closed when the permission lookup fails', () => {
    const r = gate({ comment: `/baton review ${HEAD}`, permission: null });
    expect(r.code).toBe(1);
    expect(r.output).toBe('');
    expect(r.stdout).toBe(
      '::error::Refused: the permission lookup for octo-maintainer failed, so the gate stays closed.\n',
    );
  });

  it.each([
    ['fails', null],
    ['answers no sha', 'null'],
  ])('fails closed when the pull request lookup %s', (_what, head) => {
    const r = gate({ comment: `/baton review ${HEAD}`, head });
    expect(r.code).toBe(1);
    expect(r.output).toBe('');
    expect(r.asked).toBe(ASKED_BOTH);
    expect(r.stdout).toBe(
      "::error::Refused: the lookup of pull request #12's head commit failed, so the gate stays closed.\n",
    );
  });

  it.each([
    ['a Bot commenter', { commenter: 'renovate', type: 'Bot' }],
    ['a [bot] login', { commenter: 'helper[bot]', type: 'User' }],
  ])('refuses %s without asking the API', (_what, who) => {
    const r = gate({ comment: `/baton review ${HEAD}`, ...who, permission: 'admin' });
    expect(r.code).toBe(1);
    expect(r.output).toBe('');
    expect(r.asked).toBe('');
    expect(r.stdout).toBe(
      `::error::Refused: ${who.commenter} is a bot. Only a person with write access may start the review agents.\n`,
    );
  });

  it('without a token (baton run on a machine) lets the local user through to the checkout here, without a lookup', () => {
    const r = gate({
      comment: `/baton review ${HEAD}`,
      token: '',
      runnerName: 'baton-local',
      permission: null,
    });
    expect(r.code).toBe(0);
    expect(r.output).toBe(`sha=${LOCAL}\n`);
    expect(r.asked).toBe('');
    expect(r.stdout).toBe(
      `baton run on this machine: no token and nothing to protect; the gate lets octo-maintainer through, and the reviewers read the checkout here (${LOCAL}), not ${HEAD}.\n`,
    );
  });

  it('without a token (baton run on a machine) still refuses a command that names no commit', () => {
    const r = gate({ comment: '/baton review', token: '', runnerName: 'baton-local' });
    expect(r.code).toBe(1);
    expect(r.output).toBe('');
    expect(r.stdout).toBe(
      "::error::Refused: the comment's first line is not `/baton review <sha>`. Comment `/baton review <sha>`, and nothing else on that line, with the full 40-character sha of the commit you reviewed.\n",
    );
  });

  it.each([
    ['a GitHub runner', 'GitHub Actions 2'],
    ['no runner name', undefined],
  ])('without a token on %s stays closed', (_what, runnerName) => {
    const r = gate({ comment: `/baton review ${HEAD}`, permission: 'admin', token: '', runnerName });
    expect(r.code).toBe(1);
    expect(r.output).toBe('');
    expect(r.asked).toBe('');
    expect(r.stdout).toBe(
      "::error::Refused: no token to look up octo-maintainer's permission and pull request #12, so the gate stays closed.\n",
    );
  });
});

describe('the /baton review checkout', () => {
  /** The review job's checkout inputs, as the runner evaluates them with `needs` and `github`. */
  const checkout = workflow.jobs.review.steps[0].with as Record<string, string | number>;
  const ref = (needs: Record<string, unknown>, eventName: string) =>
    expressions.evaluateString(/^\$\{\{\s*([\s\S]+?)\s*\}\}$/.exec(String(checkout.ref).trim())?.[1] ?? '', {
      contexts: { needs, github: { event_name: eventName, event: { issue: { number: 12 } } } },
    });

  it('is of the commit the gate checked, which cannot move, on a /baton review comment', () => {
    expect(workflow.jobs.review.needs).toBe('gate');
    expect(ref({ gate: { result: 'success', outputs: { sha: HEAD } } }, 'issue_comment')).toBe(HEAD);
  });

  it('is the default (the merge commit) on pull_request, where the gate is skipped', () => {
    expect(ref({ gate: { result: 'skipped', outputs: {} } }, 'pull_request')).toBe('');
  });

  it('fetches the history, so the default branch’s commit is there for the agent’s project configuration', () => {
    expect(checkout['fetch-depth']).toBe(0);
  });
});
