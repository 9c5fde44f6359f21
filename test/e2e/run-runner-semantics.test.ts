import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '../../src/adapters/local/run-workflow.js';
import type { RunEvent } from '../../src/core/workflow/events.js';
import { withBatonActions } from '../support/baton-action-files.js';

/**
 * `baton run` starts `run:` steps as GitHub's runner does (actions/runner, ScriptHandler and StepsRunner):
 * real bash, a temp project per test, what each step saw written to files and read back.
 */

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function run(
  workflow: string,
  {
    files = {},
    links = {},
    ...options
  }: Parameters<typeof runWorkflow>[1] & {
    files?: Record<string, string>;
    links?: Record<string, string>;
  } = {},
) {
  const root = mkdtempSync(join(tmpdir(), 'baton-runner-'));
  dirs.push(root);
  const dir = join(root, 'project');
  mkdirSync(dir);
  withBatonActions(dir);
  writeFileSync(join(dir, 'wf.yml'), workflow);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  for (const [name, target] of Object.entries(links)) symlinkSync(target, join(dir, name));
  const events: RunEvent[] = [];
  const result = await runWorkflow('wf.yml', {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: root },
    onEvent: (event) => events.push(event),
    ...options,
  });
  const steps = events.filter((e) => e.type === 'step-finished');
  const notices = events.flatMap((e) => (e.type === 'notice' ? [`${e.level}: ${e.message}`] : []));
  const seen = (file: string) => readFileSync(join(dir, file), 'utf8');
  const jobs = Object.fromEntries(
    events.flatMap((e) => (e.type === 'job-finished' ? [[e.job, e.result]] : [])),
  );
  return { ...result, root, dir, steps, notices, seen, jobs };
}

describe('baton run: the shell of a run: step', () => {
  it('is bash -e {0} when none is given (no pipefail), and bash --noprofile --norc -eo pipefail {0} for shell: bash', async () => {
    const r = await run(`on: push
jobs:
  unspecified:
    runs-on: ubuntu-latest
    steps:
      - run: |
          false | true
          echo "$-" > unspecified.txt
  explicit:
    runs-on: ubuntu-latest
    steps:
      - run: |
          false | true
          echo reached > explicit.txt
        shell: bash
  defaulted:
    runs-on: ubuntu-latest
    defaults:
      run:
        shell: bash
    steps:
      - run: false | true
`);
    expect(r.seen('unspecified.txt')).toMatch(/e/);
    expect(r.jobs).toEqual({ unspecified: 'success', explicit: 'failure', defaulted: 'failure' });
    expect(() => r.seen('explicit.txt')).toThrow(/ENOENT/);
  });

  it("writes a pwsh script as the runner does, and names every script file by its shell's first word", async () => {
    // No pwsh here: a stand-in on PATH that notes its name, its arguments and the script file it was given.
    const standIn = `#!/bin/sh
{
  printf 'program: %s\\n' "\${0##*/}"
  for arg in "$@"; do
    printf 'arg: %s\\n' "$arg"
    case "$arg" in
      ". '"*"'") script=\${arg#". '"}; script=\${script%"'"} ;;
      -*) ;;
      *) script=$arg ;;
    esac
  done
  printf 'file: %s\\n' "\${script##*/}"
  cat "$script"
  printf '<end>\\n'
} >> seen.txt
`;
    const r = await run(
      `on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: chmod +x bin/pwsh bin/python && echo "$PWD/bin" >> "$GITHUB_PATH"
      - shell: pwsh
        run: |
          Write-Output hi
          & ./tool
      - shell: pwsh -NoProfile -File {0}
        run: Write-Output custom
      - shell: python -u {0}
        run: print('hi')
      - shell: bash -e {0}
        run: echo "\${0##*/}" > bash.txt
      - shell: env bash {0}
        run: echo "\${0##*/}" > env.txt
`,
      { files: { 'bin/pwsh': standIn, 'bin/python': standIn } },
    );
    expect(r.jobs).toEqual({ a: 'success' });
    const id = /baton-step-[0-9a-f-]{36}/g;
    const seen = r
      .seen('seen.txt')
      .replace(/(?:\/[^\s'/]+)+\/(?=baton-step-)/g, '<temp>/')
      .replace(id, 'baton-step-<id>');
    expect(seen).toBe(
      [
        'program: pwsh',
        'arg: -command',
        "arg: . '<temp>/baton-step-<id>.ps1'",
        'file: baton-step-<id>.ps1',
        "$ErrorActionPreference = 'stop'",
        'Write-Output hi',
        '& ./tool',
        '',
        'if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }<end>',
        'program: pwsh',
        'arg: -NoProfile',
        'arg: -File',
        'arg: <temp>/baton-step-<id>.ps1',
        'file: baton-step-<id>.ps1',
        "$ErrorActionPreference = 'stop'",
        'Write-Output custom',
        'if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }<end>',
        'program: python',
        'arg: -u',
        'arg: <temp>/baton-step-<id>.py',
        'file: baton-step-<id>.py',
        "print('hi')",
        '<end>',
        '',
      ].join('\n'),
    );
    expect(r.seen('bash.txt').replace(id, 'baton-step-<id>')).toBe('baton-step-<id>.sh\n');
    // A program the runner has no extension for: none.
    expect(r.seen('env.txt').replace(id, 'baton-step-<id>')).toBe('baton-step-<id>\n');
  });
});

describe('baton run: defaults.run', () => {
  it("evaluates a job's defaults.run in its contexts when it starts (matrix, env)", async () => {
    const r = await run(
      `on: push
jobs:
  build:
    runs-on: ubuntu-latest
    strategy:
      fail-fast: false
      matrix:
        pkg: [pkg-a, pkg-b]
    env:
      SH: bash
    defaults:
      run:
        working-directory: packages/\${{ matrix.pkg }}
        shell: \${{ env.SH }}
    steps:
      - run: |
          pwd > here.txt
          false | true
`,
      { files: { 'packages/pkg-a/.keep': '', 'packages/pkg-b/.keep': '' } },
    );
    // pipefail: the shell came from the expression (bash), so `false | true` fails each leg after pwd.
    expect(r.jobs).toEqual({ build: 'failure' });
    expect(r.seen('packages/pkg-a/here.txt').trim()).toBe(join(r.dir, 'packages/pkg-a'));
    expect(r.seen('packages/pkg-b/here.txt').trim()).toBe(join(r.dir, 'packages/pkg-b'));
  });

  // The runner (JobExtension.cs) overlays the job request's defaults in turn, the workflow's then the
  // job's ("last wins", AgentJobRequestMessage.Defaults), each one with a `run` key replacing the whole
  // `run` mapping, and leaves out an empty value: nothing is taken key by key from the workflow's.
  it("takes a job's defaults.run whole over the workflow's: a key it leaves out, or that is empty, has no default", async () => {
    const r = await run(
      `on: push
defaults:
  run:
    shell: bash
    working-directory: fallback
jobs:
  workflows:
    runs-on: ubuntu-latest
    steps:
      - run: |
          pwd > here.txt
          false | true
  dir-only:
    runs-on: ubuntu-latest
    defaults:
      run:
        working-directory: sub
    steps:
      - run: |
          pwd > here.txt
          false | true
  empty:
    runs-on: ubuntu-latest
    env:
      NONE: ''
    defaults:
      run:
        working-directory: \${{ env.NONE }}
    steps:
      - run: pwd > here.txt
  no-run:
    runs-on: ubuntu-latest
    defaults: {}
    steps:
      - run: pwd > no-run.txt
`,
      { files: { 'sub/.keep': '', 'fallback/.keep': '' } },
    );
    // The workflow's bash (pipefail) fails `false | true`; without a shell, bash -e {0} does not.
    expect(r.jobs).toEqual({
      workflows: 'failure',
      'dir-only': 'success',
      empty: 'success',
      'no-run': 'success',
    });
    expect(r.seen('fallback/here.txt').trim()).toBe(join(r.dir, 'fallback'));
    expect(r.seen('sub/here.txt').trim()).toBe(join(r.dir, 'sub'));
    expect(r.seen('here.txt').trim()).toBe(r.dir);
    expect(r.seen('fallback/no-run.txt').trim()).toBe(join(r.dir, 'fallback'));
  });

  it('fails the job, naming the place, when its defaults.run cannot be evaluated, and runs none of its steps', async () => {
    const r = await run(`on: push
jobs:
  a:
    runs-on: ubuntu-latest
    defaults:
      run:
        working-directory: \${{ fromJSON('{') }}
    steps:
      - run: touch ran.txt
`);
    expect(r.jobs).toEqual({ a: 'failure' });
    expect(r.notices.join('\n')).toMatch(/wf\.yml:7:28: .*fromJSON|wf\.yml:7:\d+: /);
    expect(existsSync(join(r.dir, 'ran.txt'))).toBe(false);
  });
});

describe('baton run: the outputs of a matrix job', () => {
  it('are those of the leg that finished last, as on GitHub, not of the last leg written', async () => {
    // Leg 3 waits for leg 2, which waits for leg 1: they finish 1, 2, 3, written 3, 1, 2.
    const r = await run(
      `on: push
jobs:
  legs:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        n: [3, 1, 2]
    outputs:
      who: \${{ steps.o.outputs.who }}
    steps:
      - id: o
        run: |
          n=\${{ matrix.n }}
          if [ "$n" -gt 1 ]; then
            until [ -e "done-$((n - 1))" ]; do sleep 0.02; done
            sleep 0.3
          fi
          echo "who=$n" >> "$GITHUB_OUTPUT"
          touch "done-$n"
  after:
    needs: legs
    runs-on: ubuntu-latest
    steps:
      - run: echo "\${{ needs.legs.outputs.who }}" > who.txt
`,
      { concurrency: 3 },
    );
    expect(r.status).toBe('success');
    expect(r.seen('who.txt').trim()).toBe('3');
  });
});

describe('baton run: an ::add-mask:: whose property holds a colon', () => {
  it("registers the value and keeps it out of the job log and the failed step's shown end", async () => {
    const r = await run(`on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: |
          echo "::add-mask x=a:b::ab"
          echo "::add-mask x=a:b::l1%0Al2"
          echo "the end"
          exit 1
`);
    expect(r.jobs).toEqual({ a: 'failure' });
    const log = readFileSync(join(r.runDir, 'job-a.log'), 'utf8');
    expect(log).toContain('::add-mask::***\n::add-mask::***\nthe end\n');
    expect(r.steps[0]).toMatchObject({ output_tail: 'the end' });
  });
});

describe('baton run: the event payload file', () => {
  it('is written afresh for each step, as the runner writes it: what a step changes there reaches no step after it', async () => {
    const r = await run(
      `on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: |
          echo '{"tampered":true}' > "$GITHUB_EVENT_PATH"
      - run: cp "$GITHUB_EVENT_PATH" a2.json
  b:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - run: |
          rm "$GITHUB_EVENT_PATH"
          ln -s "$PWD/target.txt" "$GITHUB_EVENT_PATH"
      - run: cp "\${{ github.event_path }}" b2.json
`,
      { event: { ref: 'refs/heads/main', after: 'x' }, files: { 'target.txt': 'untouched\n' } },
    );
    expect(r.status).toBe('success');
    expect(JSON.parse(r.seen('a2.json'))).toEqual({ ref: 'refs/heads/main', after: 'x' });
    expect(JSON.parse(r.seen('b2.json'))).toEqual({ ref: 'refs/heads/main', after: 'x' });
    // A link a step put in its place was removed, not written through.
    expect(r.seen('target.txt')).toBe('untouched\n');
  });
});

describe('baton run: an ::add-mask:: value the output or the step name could show', () => {
  it('stays hidden when the other stream writes inside the command line, and in a step name built from an output', async () => {
    const r = await run(`on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - id: gen
        run: echo "pw=$(echo hunter | tr h H)42xyz" >> "$GITHUB_OUTPUT"
      - run: echo "::add-mask::\${{ steps.gen.outputs.pw }}"
      - run: |
          V=$(echo correct-horse | tr c C)-battery
          printf '::add-mask::%s' "\${V:0:9}"; sleep 0.2; echo progress >&2; sleep 0.2; printf '%s\\n' "\${V:9}"
          exit 1
`);
    expect(r.jobs).toEqual({ a: 'failure' });
    const log = readFileSync(join(r.runDir, 'job-a.log'), 'utf8');
    const stored = `${log}\n${readFileSync(join(r.runDir, 'events.jsonl'), 'utf8')}\n${JSON.stringify(r.steps)}`;
    for (const part of ['CorreCt', 'orse-battery', 'Hunter42xyz']) expect(stored).not.toContain(part);
    expect(log).toContain('── step 2: Run echo "::add-mask::***\n');
    expect(log).toContain('progress\n::add-mask::***\n');
  });
});

describe('baton run: the event payload file of legs side by side', () => {
  it("is each leg's own: a change in one leg reaches no leg running beside it; a directory put in its place is replaced", async () => {
    const r = await run(
      `on: push
jobs:
  m:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        n: [1, 2]
    steps:
      - run: |
          if [ "\${{ matrix.n }}" = 1 ]; then
            echo '{"tampered":true}' > "$GITHUB_EVENT_PATH"; touch tampered
            until [ -e read ]; do sleep 0.02; done
            rm "$GITHUB_EVENT_PATH"; mkdir -p "$GITHUB_EVENT_PATH/inside"
          else
            until [ -e tampered ]; do sleep 0.02; done
            cp "$GITHUB_EVENT_PATH" leg2.json; touch read
          fi
      - run: cp "$GITHUB_EVENT_PATH" "after-\${{ matrix.n }}.json"
`,
      { event: { ref: 'refs/heads/main', after: 'x' }, concurrency: 2 },
    );
    expect(r.status).toBe('success');
    for (const file of ['leg2.json', 'after-1.json', 'after-2.json'])
      expect(JSON.parse(r.seen(file))).toEqual({ ref: 'refs/heads/main', after: 'x' });
  });
});

describe('baton run: a directory left where the payload file was', () => {
  it('is removed with the leg, never failing the run', async () => {
    const r = await run(`on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: rm -f "$GITHUB_EVENT_PATH"; mkdir -p "$GITHUB_EVENT_PATH/inside"
  b:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - run: touch b-ran
`);
    expect(r.status).toBe('success');
    expect(existsSync(join(r.dir, 'b-ran'))).toBe(true);
  });
});

describe('baton run: a run: step stopped by its timeout', () => {
  it('gets SIGINT first, as from the runner: its trap on INT cleans up before the step fails', async () => {
    const r = await run(
      `on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - timeout-minutes: 1
        run: |
          trap 'kill %1; echo cleaned > cleaned.txt; exit 130' INT
          sleep 30 & wait
`,
      { minuteMs: 600 },
    );
    expect(r.jobs).toEqual({ a: 'failure' });
    expect(r.seen('cleaned.txt')).toBe('cleaned\n');
    expect(r.steps[0]?.message).toMatch(/timeout-minutes/);
    // Said when the time is up, while the step may still take its grace to stop.
    expect(r.notices).toContainEqual(
      expect.stringMatching(
        /^warning: wf\.yml:6:26: step 1 \(Run trap 'kill %1; echo cleaned > cleaned\.txt; exit 130' INT\) exceeded its timeout-minutes \(1 minute\): stopping it$/,
      ),
    );
  });
});

describe('baton run: a step that timed out, then was cancelled while it stopped', () => {
  it('is cancelled, as the runner decides when the step ends (StepsRunner: timed out only while the job is not being cancelled)', async () => {
    const cancel = new AbortController();
    const r = await run(
      `on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - timeout-minutes: 1
        run: |
          trap 'echo got INT; sleep 1; exit 130' INT
          while true; do sleep 0.05 || true; done
`,
      {
        minuteMs: 300,
        cancel: cancel.signal,
        onOutput: ({ line }) => {
          if (line === 'got INT') cancel.abort();
        },
      },
    );
    expect(cancel.signal.aborted).toBe(true);
    expect(r.steps[0]).toMatchObject({ outcome: 'cancelled' });
    expect(r.status).toBe('cancelled');
  });
});

describe('baton run: a run: step stopped by a cancel, then at once', () => {
  it("gets SIGINT on the cancel and SIGTERM on the hard stop, without waiting out SIGINT's grace", async () => {
    const cancel = new AbortController();
    const stop = new AbortController();
    const r = await run(
      `on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: |
          trap 'echo INT >> seen.txt' INT
          trap 'echo TERM >> seen.txt; exit 1' TERM
          echo started
          while true; do sleep 0.05 || true; done
`,
      {
        cancel: cancel.signal,
        signal: stop.signal,
        // The SIGINT's wait is 1.5 times this: the test would time out if the hard stop waited for it.
        killGraceMs: 60_000,
        onOutput: ({ line }) => {
          if (line !== 'started' || cancel.signal.aborted) return;
          cancel.abort();
          setTimeout(() => stop.abort(), 300);
        },
      },
    );
    expect(r.status).toBe('cancelled');
    expect(r.seen('seen.txt')).toBe('INT\nTERM\n');
  });
});

describe('baton run: the env context', () => {
  it('compares names exactly, as the runner does on Linux and macOS: env.foo is not FOO, and a step env: is not hidden by GITHUB_ENV', async () => {
    const r = await run(`on: push
env:
  FOO: upper
jobs:
  a:
    runs-on: ubuntu-latest
    env:
      Bar: job
    steps:
      - run: |
          echo 'foo=[\${{ env.foo }}] FOO=[\${{ env.FOO }}] bar=[\${{ env.bar }}] Bar=[\${{ env.Bar }}]' > one.txt
          echo "Baz=fromfile" >> "$GITHUB_ENV"
      - env:
          baz: step-lower
        run: echo "ctx=[\${{ env.baz }}] Ctx=[\${{ env.Baz }}] proc=[$baz]" > two.txt
`);
    expect(r.status).toBe('success');
    expect(r.seen('one.txt').trim()).toBe('foo=[] FOO=[upper] bar=[] Bar=[job]');
    expect(r.seen('two.txt').trim()).toBe('ctx=[step-lower] Ctx=[fromfile] proc=[step-lower]');
  });
});

describe("baton run: GitHub's variables", () => {
  it('are set over env: and GITHUB_ENV, as the runner sets them: outputs still arrive, GITHUB_SHA stays', async () => {
    const r = await run(`on: push
env:
  GITHUB_SHA: from-workflow-env
  RUNNER_TEMP: /nowhere
jobs:
  a:
    runs-on: ubuntu-latest
    outputs:
      value: \${{ steps.write.outputs.value }}
    steps:
      - run: |
          echo "GITHUB_OUTPUT=$PWD/stolen.txt" >> "$GITHUB_ENV"
          echo "GITHUB_REF=refs/heads/elsewhere" >> "$GITHUB_ENV"
      - id: write
        env:
          GITHUB_STEP_SUMMARY: /dev/null
        run: |
          echo "value=arrived" >> "$GITHUB_OUTPUT"
          echo "$GITHUB_SHA|$RUNNER_TEMP|$GITHUB_REF|$GITHUB_ACTIONS|$GITHUB_ACTION|$CI" > seen.txt
          echo "from the env context: \${{ env.GITHUB_SHA }}" >> seen.txt
  b:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - run: echo "\${{ needs.a.outputs.value }}" > b.txt
`);
    expect(r.status).toBe('success');
    const [variables, context] = r.seen('seen.txt').trim().split('\n');
    const [sha, temp, ref, actions, action, ci] = (variables ?? '').split('|');
    expect(sha).toMatch(/^[0-9a-f]{40}$/);
    expect(temp).not.toBe('/nowhere');
    expect(ref).not.toBe('refs/heads/elsewhere');
    expect([actions, action, ci]).toEqual(['true', 'write', 'true']);
    // The env context is the workflow's own env, as on GitHub.
    expect(context).toBe('from the env context: from-workflow-env');
    expect(r.seen('b.txt')).toBe('arrived\n');
    expect(() => r.seen('stolen.txt')).toThrow(/ENOENT/);
  });
});

describe("baton run: the github context's files and GitHub's other variables", () => {
  it("names the event payload and each run: step's own files in github.* as in GITHUB_*, GITHUB_STATE too, as the runner does", async () => {
    const event = { ref: 'refs/heads/main', after: 'b'.repeat(40), sender: { login: 'octocat' } };
    const r = await run(
      `on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: |
          check() { if [ -n "$2" ] && [ "$2" = "$3" ]; then echo "$1 same"; else echo "$1 [$2] [$3]"; fi; }
          {
            check event_path "$GITHUB_EVENT_PATH" "\${{ github.event_path }}"
            check env "$GITHUB_ENV" "\${{ github.env }}"
            check output "$GITHUB_OUTPUT" "\${{ github.output }}"
            check path "$GITHUB_PATH" "\${{ github.path }}"
            check state "$GITHUB_STATE" "\${{ github.state }}"
            check step_summary "$GITHUB_STEP_SUMMARY" "\${{ github.step_summary }}"
          } > files.txt
          echo "pid=42" >> "$GITHUB_STATE"
          echo "$GITHUB_OUTPUT" > first-output.txt
          cp "$GITHUB_EVENT_PATH" event.json
      - run: |
          echo "[\${STATE_pid:-}]" > state.txt
          if [ "\${{ github.output }}" != "$(cat first-output.txt)" ]; then echo own > second-output.txt; fi
`,
      { event },
    );
    expect(r.status).toBe('success');
    expect(r.seen('files.txt')).toBe(
      ['event_path', 'env', 'output', 'path', 'state', 'step_summary']
        .map((name) => `${name} same\n`)
        .join(''),
    );
    expect(JSON.parse(r.seen('event.json'))).toEqual(event);
    // What a run: step writes to GITHUB_STATE reaches no step: it has no post step.
    expect(r.seen('state.txt')).toBe('[]\n');
    expect(r.seen('second-output.txt')).toBe('own\n');
  });

  it("sets GitHub's other variables baton can know, as the github and runner contexts say: the payload's ids, no protection, 90 days, self-hosted", async () => {
    const workflow = `on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: |
          echo "\${GITHUB_ACTOR_ID-unset}|\${GITHUB_REPOSITORY_ID-unset}|\${GITHUB_REPOSITORY_OWNER_ID-unset}|$GITHUB_REF_PROTECTED|$GITHUB_RETENTION_DAYS|$RUNNER_ENVIRONMENT" > vars.txt
          echo "\${{ github.actor_id }}|\${{ github.repository_id }}|\${{ github.repository_owner_id }}|\${{ github.ref_protected }}|\${{ github.retention_days }}|\${{ runner.environment }}" > contexts.txt
`;
    const given = await run(workflow, {
      event: {
        ref: 'refs/heads/main',
        after: 'b'.repeat(40),
        sender: { login: 'octocat', id: 583231 },
        repository: {
          id: 1296269,
          full_name: 'octocat/Hello-World',
          owner: { login: 'octocat', id: 583231 },
        },
      },
    });
    expect(given.seen('vars.txt')).toBe('583231|1296269|583231|false|90|self-hosted\n');
    expect(given.seen('contexts.txt')).toBe('583231|1296269|583231|false|90|self-hosted\n');
    // Without a payload that gives them, no id is made up.
    const local = await run(workflow);
    expect(local.seen('vars.txt')).toBe('unset|unset|unset|false|90|self-hosted\n');
    expect(local.seen('contexts.txt')).toBe('|||false|90|self-hosted\n');
  });
});

describe('baton run: the runner context', () => {
  it('has runner.workspace, the directory that holds the workspace, as RUNNER_WORKSPACE too, as the runner sets it', async () => {
    const r = await run(`on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: |
          mkdir -p ../build
          echo "[\${{ runner.workspace }}] [$RUNNER_WORKSPACE]" > seen.txt
      - run: pwd > "$GITHUB_WORKSPACE/build-dir.txt"
        working-directory: \${{ runner.workspace }}/build
`);
    expect(r.status).toBe('success');
    expect(r.seen('seen.txt')).toBe(`[${r.root}] [${r.root}]\n`);
    expect(r.seen('build-dir.txt')).toBe(`${join(r.root, 'build')}\n`);
  });

  it('has runner.debug 1 and RUNNER_DEBUG=1 only when step debug is on: ACTIONS_STEP_DEBUG true as a --secret, else as a --var', async () => {
    const workflow = `on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: echo "[\${{ runner.debug }}] [\${RUNNER_DEBUG-unset}]" > debug.txt
`;
    const off = await run(workflow);
    expect(off.seen('debug.txt')).toBe('[] [unset]\n');
    const byVar = await run(workflow, { vars: { ACTIONS_STEP_DEBUG: 'True' } });
    expect(byVar.seen('debug.txt')).toBe('[1] [1]\n');
    const bySecret = await run(workflow, {
      env: { PATH: process.env.PATH ?? '', ACTIONS_STEP_DEBUG: ' true ' },
      secrets: ['ACTIONS_STEP_DEBUG'],
    });
    expect(bySecret.seen('debug.txt')).toBe('[1] [1]\n');
    // As the runner reads it: the secret, when there is one, over the variable; anything but true is off.
    const secretOff = await run(workflow, {
      env: { PATH: process.env.PATH ?? '', ACTIONS_STEP_DEBUG: 'false' },
      secrets: ['ACTIONS_STEP_DEBUG'],
      vars: { ACTIONS_STEP_DEBUG: 'true' },
    });
    expect(secretOff.seen('debug.txt')).toBe('[] [unset]\n');
    const notTrue = await run(workflow, { vars: { ACTIONS_STEP_DEBUG: '1' } });
    expect(notTrue.seen('debug.txt')).toBe('[] [unset]\n');
  });
});

describe('baton run: the actor and the sha', () => {
  const workflow = `on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: |
          echo "$GITHUB_ACTOR|$GITHUB_TRIGGERING_ACTOR|\${{ github.actor }}|\${{ github.triggering_actor }}" > actor.txt
          echo "$GITHUB_SHA|\${{ github.sha }}|\${{ github.event.head_commit.id }}" > sha.txt
`;
  const HEAD = 'a'.repeat(40);

  it("are the payload's sender.login and a push's after, as on GitHub, over the checkout's user and HEAD", async () => {
    const after = 'b'.repeat(40);
    const r = await run(workflow, {
      facts: { actor: 'Jane Doe', sha: HEAD },
      event: { ref: 'refs/heads/main', before: HEAD, after, sender: { login: 'octocat' } },
    });
    expect(r.status).toBe('success');
    expect(r.seen('actor.txt')).toBe('octocat|octocat|octocat|octocat\n');
    expect(r.seen('sha.txt')).toBe(`${after}|${after}|\n`);
  });

  it("are the checkout's user and HEAD without a payload, whose push has HEAD as its head commit", async () => {
    const r = await run(workflow, { facts: { actor: 'Jane Doe', sha: HEAD } });
    expect(r.seen('actor.txt')).toBe('Jane Doe|Jane Doe|Jane Doe|Jane Doe\n');
    expect(r.seen('sha.txt')).toBe(`${HEAD}|${HEAD}|${HEAD}\n`);
  });
});

describe('baton run: GITHUB_ENV and step names', () => {
  it('leaves a NODE_OPTIONS line out with an error, keeping the rest, as the runner does; a name sees its env:', async () => {
    const r = await run(`on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: |
          echo "A=1" >> "$GITHUB_ENV"
          echo "NODE_OPTIONS=--max-old-space-size=4096" >> "$GITHUB_ENV"
          echo "B=2" >> "$GITHUB_ENV"
      - name: named \${{ env.FOO }}
        env:
          FOO: bar
        run: echo "A=$A B=$B NODE_OPTIONS=\${NODE_OPTIONS:-unset}" > seen.txt
`);
    expect(r.status).toBe('success');
    expect(r.seen('seen.txt')).toBe('A=1 B=2 NODE_OPTIONS=unset\n');
    expect(r.notices).toContainEqual(
      "error: step 1: can't store NODE_OPTIONS using GITHUB_ENV; it was left out",
    );
    expect(r.steps.map((s) => s.type === 'step-finished' && s.name)).toEqual([
      'Run echo "A=1" >> "$GITHUB_ENV"',
      'named bar',
    ]);
  });
});

describe('baton run: RUNNER_TEMP', () => {
  it("is each leg's own, as each job has its runner's on GitHub, and is emptied when the leg ends", async () => {
    const r = await run(`on: push
jobs:
  a:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        n: [1, 2, 3]
    steps:
      - run: |
          echo "\${{ matrix.n }}" > "$RUNNER_TEMP/data.txt"
          sleep 0.3
          echo "\${{ matrix.n }}=$(cat "$RUNNER_TEMP/data.txt")|\${{ runner.temp == env.RUNNER_TEMP_SEEN }}" >> "$GITHUB_WORKSPACE/legs.txt"
        env:
          RUNNER_TEMP_SEEN: \${{ runner.temp }}
      - run: echo "$RUNNER_TEMP" >> "$GITHUB_WORKSPACE/temps.txt"
  b:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - run: ls -A "$RUNNER_TEMP" > "$GITHUB_WORKSPACE/b-sees.txt"
`);
    expect(r.status).toBe('success');
    expect(r.seen('legs.txt').trim().split('\n').sort()).toEqual(['1=1|true', '2=2|true', '3=3|true']);
    const temps = r.seen('temps.txt').trim().split('\n');
    expect(new Set(temps).size).toBe(3);
    expect(r.seen('b-sees.txt')).toBe('');
    for (const temp of temps) expect(existsSync(temp)).toBe(false);
  });
});

describe('baton run: workflow commands on two streams', () => {
  it('honours ::add-mask:: on stderr while stdout has a line not yet ended: nothing stored holds the value', async () => {
    const r = await run(`on: push
jobs:
  a:
    runs-on: ubuntu-latest
    outputs:
      tok: \${{ steps.s.outputs.tok }}
    steps:
      - id: s
        run: |
          printf 'Fetching credentials...'; sleep 0.2
          echo "::add-mask::dyn-secret-4242" >&2; sleep 0.2
          echo " done"; echo "token is dyn-secret-4242"
          echo "tok=dyn-secret-4242" >> "$GITHUB_OUTPUT"
  b:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - run: echo "got \${{ needs.a.outputs.tok }}"
`);
    expect(r.status).toBe('success');
    const stored = spawnSync('grep', ['-r', 'dyn-secret-4242', join(r.dir, '.baton')], { encoding: 'utf8' });
    expect(stored.stdout).toBe('');
  });
});

describe('baton run: the ::add-mask:: line in the job log', () => {
  it('is ::add-mask::*** as the runner echoes it, whatever the value: a short one, an escaped one; other redaction is as before', async () => {
    const live: string[] = [];
    const r = await run(
      `on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: |
          echo "::add-mask::$(printf 'k%s' 9z)"
          echo "  ::add-mask::$(printf 'two%s' '%0Alines-here')"
          echo "::add-mask::$(printf 'long-%s' masked-value-77)"
          echo "then long-masked-value-77"
          echo "::stop-commands::pause-1b2c"
          echo "::add-mask::printed-while-stopped"
          echo "::pause-1b2c::"
`,
      { onOutput: (output) => live.push(output.line) },
    );
    expect(r.status).toBe('success');
    // The live view shows no command line, one printed after spaces included.
    expect(live).toEqual(['then [REDACTED:secret-value]']);
    const log = readFileSync(join(r.runDir, 'job-a.log'), 'utf8');
    expect(log).toContain(
      [
        '::add-mask::***',
        '  ::add-mask::***',
        '::add-mask::***',
        'then [REDACTED:secret-value]',
        // The token, longer than 6 characters, is a secret, as on GitHub.
        '::stop-commands::[REDACTED:secret-value]',
        '::add-mask::printed-while-stopped',
        '::[REDACTED:secret-value]::',
      ].join('\n'),
    );
    for (const value of ['k9z', 'two%0Alines', 'lines-here', 'long-masked-value-77']) {
      const stored = spawnSync('grep', ['-rF', value, r.runDir], { encoding: 'utf8' });
      expect(stored.stdout, value).toBe('');
    }
  });
});

describe('baton run: what a job leaves running', () => {
  it('is ended when the job ends, as the runner ends orphan processes; later steps of the job still had it', async () => {
    const r = await run(`on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: |
          sleep 300 &
          echo $! > "$GITHUB_WORKSPACE/background.pid"
      - run: kill -0 "$(cat background.pid)" && echo alive > still.txt
  b:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - run: echo b > b.txt
`);
    expect(r.status).toBe('success');
    expect(r.seen('still.txt')).toBe('alive\n');
    const pid = Number(r.seen('background.pid'));
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 40 && alive(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alive()).toBe(false);
  });
});

describe('baton run: a RUNNER_TEMP that cannot be removed', () => {
  const immutable = spawnSync('sh', [
    '-c',
    'd=$(mktemp -d) && touch "$d/f" && chattr +i "$d/f" && chattr -i "$d/f" && rm -r "$d"',
  ]);
  it.skipIf(immutable.status !== 0)(
    'fails neither the job nor the run, as the runner cleans a job temp directory; the next job runs',
    async () => {
      let left = '';
      try {
        const r = await run(`on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: |
          touch "$RUNNER_TEMP/stuck"
          chattr +i "$RUNNER_TEMP/stuck"
          echo "$RUNNER_TEMP/stuck" > "$GITHUB_WORKSPACE/stuck.txt"
  b:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - run: echo ran > b.txt
`);
        left = r.seen('stuck.txt').trim();
        expect(r.status).toBe('success');
        expect(r.jobs).toEqual({ a: 'success', b: 'success' });
        expect(r.seen('b.txt')).toBe('ran\n');
      } finally {
        // Even when the run failed before saying where: no immutable file is left behind.
        if (left !== '') spawnSync('chattr', ['-i', left]);
        else spawnSync('sh', ['-c', `find ${tmpdir()} -maxdepth 4 -name stuck -exec chattr -i {} +`]);
        // The run left its temp dir, which it could not remove: removed here, now that it can be.
        if (left !== '') rmSync(dirname(dirname(left)), { recursive: true, force: true });
      }
    },
  );
});

describe('baton run: working-directory', () => {
  it('may be outside the project, as on GitHub: runner.temp, a sibling directory', async () => {
    const r = await run(`on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: mkdir -p ../sibling
      - run: pwd > "$GITHUB_WORKSPACE/in-sibling.txt"
        working-directory: ../sibling
      - run: echo "$PWD" > "$GITHUB_WORKSPACE/in-temp.txt"
        working-directory: \${{ runner.temp }}
      - run: echo never
        working-directory: ../missing
`);
    expect(r.seen('in-sibling.txt')).toBe(`${join(r.root, 'sibling')}\n`);
    expect(r.seen('in-temp.txt').trim()).not.toBe(r.dir);
    expect(r.steps.at(-1)).toMatchObject({ conclusion: 'failure' });
    expect(r.steps.at(-1)?.type === 'step-finished' && r.steps.at(-1)?.message).toMatch(/missing/);
  });
});

describe('baton run: the workflow commands GitHub replaced by files', () => {
  it('takes ::set-output:: with a warning, and fails a step that uses ::set-env:: or ::add-path::', async () => {
    const r = await run(`on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - id: old
        run: echo "::set-output name=answer::42"
      - run: echo "\${{ steps.old.outputs.answer }}" > answer.txt
      - run: echo "::set-env name=SECRETISH::value-not-shown"
      - run: echo "::add-path::/opt/x"
        if: always()
      - run: echo "::set-env name=ALLOWED::yes"
        if: always()
        env:
          ACTIONS_ALLOW_UNSECURE_COMMANDS: true
      - run: echo "$ALLOWED" > allowed.txt
        if: always()
`);
    expect(r.seen('answer.txt')).toBe('42\n');
    expect(r.seen('allowed.txt')).toBe('yes\n');
    expect(r.steps.map((s) => s.type === 'step-finished' && s.conclusion)).toEqual([
      'success',
      'success',
      'failure',
      'failure',
      'success',
      'success',
    ]);
    expect(r.notices).toContainEqual(
      expect.stringMatching(/^warning: step 1: the `set-output` command is deprecated/),
    );
    expect(r.notices).toContainEqual(
      expect.stringMatching(
        /^error: step 3: unable to process ::set-env::: the `set-env` command is disabled; write to GITHUB_ENV instead/,
      ),
    );
    expect(r.notices.join('\n')).not.toContain('value-not-shown');
  });

  it('takes ::save-state:: with the same warning, to no effect on a run: step', async () => {
    const r = await run(`on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: echo "::save-state name=pid::42"
      - run: echo "[$STATE_pid]" > state.txt
`);
    expect(r.status).toBe('success');
    expect(r.seen('state.txt')).toBe('[]\n');
    expect(r.notices).toEqual([
      expect.stringMatching(
        /^warning: step 1: the `save-state` command is deprecated and will be disabled soon; write to GITHUB_STATE instead/,
      ),
    ]);
  });
});

describe('baton run: ::stop-commands::', () => {
  it("fails a step whose token is a workflow command's name, as the runner does, unless ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS", async () => {
    const r = await run(`on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: |
          echo "::stop-commands::warning"
          echo "::warning::read all the same"
      - if: always()
        env:
          ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS: true
        run: |
          echo "::stop-commands::warning"
          echo "::warning::not read"
          echo "::warning::"
          echo "::notice::read again"
      - if: always()
        run: |
          echo "::stop-commands::my-own-token-1f2e"
          echo "::warning::not read either"
          echo "::my-own-token-1f2e::"
`);
    expect(r.steps.map((s) => s.type === 'step-finished' && s.conclusion)).toEqual([
      'failure',
      'success',
      'success',
    ]);
    expect(r.steps[0]).toMatchObject({
      message: expect.stringMatching(
        /^unable to process ::stop-commands::: you cannot use an endToken that is an empty string, the string 'pause-logging', or another workflow command \(this one is "warning"\)/,
      ),
    });
    expect(
      r.notices.filter((n) => !n.startsWith('error: step 1: unable to process ::stop-commands::')),
    ).toEqual(['warning: step 1: read all the same', 'info: step 2: read again']);
  });
});

describe('baton run: a ::stop-commands:: token in the job log', () => {
  it('is a secret from then on when longer than 6 characters, as the runner masks it; a shorter one is not', async () => {
    const r = await run(`on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: |
          echo "::stop-commands::pause-1b2c"
          echo "::pause-1b2c::"
          echo "::stop-commands::short6"
          echo "::short6::"
      - run: echo "again pause-1b2c short6"
`);
    expect(r.status).toBe('success');
    const log = readFileSync(join(r.runDir, 'job-a.log'), 'utf8');
    expect(log).toContain(
      [
        '::stop-commands::[REDACTED:secret-value]',
        '::[REDACTED:secret-value]::',
        '::stop-commands::short6',
        '::short6::',
      ].join('\n'),
    );
    expect(log).toContain('again [REDACTED:secret-value] short6');
    // Nowhere in the log, which is redacted when the step ends (the step-started event, sent before the
    // token is a secret, names it in the step's name, as GitHub shows the step's name).
    expect(log).not.toContain('pause-1b2c');
  });
});

describe('baton run: composite actions of the repository (uses: ./path)', () => {
  it("runs their steps in the job as GitHub does: inputs and defaults, outputs, GITHUB_ENV and GITHUB_PATH, action_path, a failed step's if:", async () => {
    const r = await run(
      `on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - id: greet
        uses: ./.github/actions/greet
        with:
          who: world
      - run: |
          echo "\${{ steps.greet.outputs.greeting }}|$FROM_ACTION|$(tool)" > after.txt
      - id: broken
        uses: ./.github/actions/greet
        continue-on-error: true
        with:
          who: world
          fail: 'yes'
      - run: echo "\${{ steps.broken.outcome }}|\${{ steps.broken.conclusion }}" > broken.txt
      - uses: ./.github/actions/node
`,
      {
        files: {
          '.github/actions/greet/action.yml': `name: greet
description: says hello
inputs:
  who:
    description: whom
    required: true
  greeting:
    description: the word
    default: hello
  fail:
    description: fail on purpose
    default: 'no'
outputs:
  greeting:
    description: what it said
    value: \${{ steps.say.outputs.text }}
runs:
  using: composite
  steps:
    - id: say
      shell: bash
      run: |
        echo "text=\${{ inputs.greeting }} \${{ inputs.who }}" >> "$GITHUB_OUTPUT"
        echo "FROM_ACTION=set inside" >> "$GITHUB_ENV"
        mkdir -p "$RUNNER_TEMP/bin" && printf '#!/bin/sh\\necho tool ran\\n' > "$RUNNER_TEMP/bin/tool" && chmod +x "$RUNNER_TEMP/bin/tool"
        echo "$RUNNER_TEMP/bin" >> "$GITHUB_PATH"
        echo "$GITHUB_ACTION_PATH|\${{ github.action_path }}" > "$GITHUB_WORKSPACE/action-path.txt"
    - shell: bash
      if: inputs.fail == 'yes'
      run: exit 3
    - shell: bash
      run: echo never > "$GITHUB_WORKSPACE/never-\${{ inputs.fail }}.txt"
    - shell: bash
      if: failure()
      run: echo "cleanup after failure" > "$GITHUB_WORKSPACE/cleanup.txt"
`,
          '.github/actions/node/action.yml': `name: node
description: a JavaScript action
runs:
  using: node20
  main: index.js
`,
        },
      },
    );
    expect(r.status).toBe('success');
    expect(r.seen('after.txt')).toBe('hello world|set inside|tool ran\n');
    const actionDir = join(r.dir, '.github', 'actions', 'greet');
    expect(r.seen('action-path.txt')).toBe(`${actionDir}|${actionDir}\n`);
    expect(r.seen('broken.txt')).toBe('failure|success\n');
    expect(r.seen('cleanup.txt')).toBe('cleanup after failure\n');
    expect(r.seen('never-no.txt')).toBe('never\n');
    expect(() => r.seen('never-yes.txt')).toThrow(/ENOENT/);
    // One step of the job each: the action's steps are not steps of the job.
    expect(r.steps.map((s) => s.type === 'step-finished' && [s.step, s.conclusion])).toEqual([
      [0, 'success'],
      [1, 'success'],
      [2, 'success'],
      [3, 'success'],
      [4, 'skipped'],
    ]);
    const broken = r.steps[2];
    expect(broken?.type === 'step-finished' && broken.message).toBe(
      './.github/actions/greet: exited with code 3',
    );
    expect(r.notices).toContainEqual(
      'warning: ./.github/actions/node is a node20 action, which cannot run locally; step skipped',
    );
  });

  it("reads action.yml as the runner does, keeps the using step's env:, passes every with: key, and keeps GITHUB_ENV when outputs fail", async () => {
    const r = await run(
      `on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ./.github/actions/loose
        env:
          FOO: from-step
        with:
          declared: d
          extra: e
      - id: outputs
        uses: ./.github/actions/bad-output
        continue-on-error: true
      - run: echo "$SETUP_DONE|\${{ steps.outputs.outcome }}" > after-outputs.txt
      - uses: ./.github/actions/linked
      - uses: ./.github/actions/bad-if
        continue-on-error: true
`,
      {
        files: {
          // No name, no description, \`using\` in another case: the runner runs it.
          '.github/actions/loose/action.yml': `inputs:
  declared:
    description: d
runs:
  using: Composite
  steps:
    - shell: bash
      run: echo "FOO=from-file" >> "$GITHUB_ENV"
    - shell: bash
      run: echo "$FOO|\${{ env.FOO }}|\${{ inputs.declared }}|\${{ inputs.extra }}" > "$GITHUB_WORKSPACE/loose.txt"
`,
          '.github/actions/bad-output/action.yml': `outputs:
  broken:
    description: not JSON
    value: \${{ fromJSON(steps.a.outputs.x) }}
runs:
  using: composite
  steps:
    - id: a
      shell: bash
      run: |
        echo "x={bad" >> "$GITHUB_OUTPUT"
        echo "SETUP_DONE=yes" >> "$GITHUB_ENV"
`,
          '.github/actions/real/action.yml': `runs:
  using: composite
  steps:
    - shell: bash
      run: echo linked > "$GITHUB_WORKSPACE/linked.txt"
`,
          '.github/actions/bad-if/action.yml': `runs:
  using: composite
  steps:
    - shell: bash
      if: fromJSON('{bad')
      run: echo never
    - shell: bash
      if: always()
      run: echo "after a bad if" > "$GITHUB_WORKSPACE/bad-if.txt"
`,
        },
        links: { '.github/actions/linked': 'real' },
      },
    );
    // The step's env: stays over GITHUB_ENV for the action's steps; an undeclared with: key is an input too.
    expect(r.seen('loose.txt')).toBe('from-step|from-step|d|e\n');
    expect(r.notices).toContainEqual(
      "warning: step 1: unexpected input(s) 'extra' of ./.github/actions/loose, valid inputs are ['declared']",
    );
    expect(r.seen('after-outputs.txt')).toBe('yes|failure\n');
    expect(r.seen('linked.txt')).toBe('linked\n');
    expect(() => r.seen('bad-if.txt')).toThrow(/ENOENT/);
    expect(r.steps.map((s) => s.type === 'step-finished' && s.conclusion)).toEqual([
      'success',
      'success',
      'success',
      'success',
      'success',
    ]);
  });

  it("runs the project's own action at ./ or ./report as that action, not as baton's", async () => {
    const own = (what: string) => `name: ${what}
inputs:
  who: { description: w }
runs:
  using: composite
  steps:
    - shell: bash
      run: echo "${what} \${{ inputs.who }}" >> "$GITHUB_WORKSPACE/own.txt"
`;
    const r = await run(
      `on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with: { who: me }
      - uses: ./report
        with: { who: you }
`,
      { files: { 'action.yml': own('greet'), 'report/action.yml': own('my report') } },
    );
    expect(r.status).toBe('success');
    expect(r.seen('own.txt')).toBe('greet me\nmy report you\n');
  });

  it("gives each leg its own RUNNER_TEMP when a job is named as another job's leg", async () => {
    const r = await run(`on: push
jobs:
  build-linux:
    runs-on: ubuntu-latest
    steps: [{ run: 'sleep 0.3; echo "$RUNNER_TEMP" >> "$GITHUB_WORKSPACE/temps.txt"' }]
  build:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        os: [linux, mac]
    steps: [{ run: 'sleep 0.3; echo "$RUNNER_TEMP" >> "$GITHUB_WORKSPACE/temps.txt"' }]
`);
    expect(r.status).toBe('success');
    expect(new Set(r.seen('temps.txt').trim().split('\n')).size).toBe(3);
  });

  it("stops an action's running step when its job is cancelled, unless that step's if: still holds", async () => {
    const r = await run(
      `on: push
jobs:
  a:
    runs-on: ubuntu-latest
    timeout-minutes: 1
    steps:
      - uses: ./.github/actions/slow
        if: always()
`,
      {
        minuteMs: 1200,
        files: {
          '.github/actions/slow/action.yml': `runs:
  using: composite
  steps:
    - shell: bash
      run: sleep 30; echo not-here > "$GITHUB_WORKSPACE/not-here.txt"
    - shell: bash
      if: always()
      run: echo cleanup > "$GITHUB_WORKSPACE/cleanup.txt"
`,
        },
      },
    );
    expect(r.status).toBe('cancelled');
    expect(() => r.seen('not-here.txt')).toThrow(/ENOENT/);
    expect(r.seen('cleanup.txt')).toBe('cleanup\n');
    expect(r.steps.at(-1)).toMatchObject({ conclusion: 'cancelled' });
  });

  it('fails the step, saying why, when the action is missing or not one GitHub would run', async () => {
    const r = await run(
      `on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ./.github/actions/missing
      - uses: ./.github/actions/bad
        if: always()
      - uses: ./.github/actions/loop
        if: always()
`,
      {
        files: {
          '.github/actions/loop/action.yml': `name: loop
description: uses itself
runs:
  using: composite
  steps:
    - run: echo "$GITHUB_ACTION_PATH" >> "$GITHUB_WORKSPACE/loop.txt"
      shell: bash
    - uses: ./.github/actions/loop
`,
          '.github/actions/bad/action.yml': `name: bad
description: a run step without a shell
runs:
  using: composite
  steps:
    - run: echo
`,
        },
      },
    );
    expect(r.status).toBe('failure');
    const [missing, bad, loop] = r.steps.map((s) => (s.type === 'step-finished' ? s.message : null));
    expect(loop).toMatch(
      /composite action depth exceeded max depth 9, as on GitHub \(does it use itself\?\)/,
    );
    expect(r.seen('loop.txt').trim().split('\n')).toHaveLength(10);
    expect(missing).toMatch(
      /^uses: \.\/\.github\/actions\/missing names no action here: action\.yml does not exist; action\.yaml does not exist/,
    );
    expect(bad).toBe(
      '.github/actions/bad/action.yml is not an action GitHub would run: .github/actions/bad/action.yml:6:7: Required property is missing: shell',
    );
  });
});
