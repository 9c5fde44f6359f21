import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitHubRecordStore } from '../../src/adapters/github/artifact-store.js';
import { artifactEnv } from '../support/actions-env.js';
import { batonCli, batonCliAsync, ensureBuilt } from '../support/build.js';
import { quietToolkitLog } from '../support/quiet-toolkit-log.js';
import { makeEntry, makeHandoff } from '../support/records.js';
import { type ResultsServer, startResultsServer } from '../support/results-server.js';

/**
 * A record pulled from a GitHub run is untrusted: any step of the run holding the runtime token can upload a
 * `baton-<stage>` artifact. Every field of it that `baton show`, `history`, `runs` and `report` print is data:
 * a control character (an escape sequence, OSC 52 writing the clipboard) is shown as `\uXXXX`, a one-line
 * field (a job, a workflow's name, a table cell) shows its line feed escaped too, and a message of several
 * lines keeps them, each after the first indented under it, so none reads as a line of baton's own.
 * (Found by helper-233: `job` went raw into `show`'s JOB column and `job …` line, a problem's newline
 * forged a line.)
 */
quietToolkitLog();
const TOKEN = 'ghs_pullTokenNeverPrinted0123456789';
const ESC = '\u001b]52;c;cHduZWQ=\u0007\u001b[2J\u009b31m\u202e';
/** Control characters but the line feed, and the invisible or reordering ones terminalSafe escapes. */
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/;

let server: ResultsServer;
let cwd: string;
let id: string;
const dirs: string[] = [];

beforeAll(async () => {
  ensureBuilt();
  server = await startResultsServer();
  const runBackendId = randomUUID();
  Object.assign(process.env, artifactEnv({ resultsUrl: server.url, runBackendId }));
  const tmp = mkdtempSync(join(tmpdir(), 'baton-pull-crafted-'));
  dirs.push(tmp);
  const store = new GitHubRecordStore({ tempDir: join(tmp, 'up'), retry: { attempts: 1, baseDelayMs: 1 } });
  await store.put(
    makeEntry({
      record: {
        stage: 'a',
        job: `evil${ESC}\nFORGED JOB LINE`,
        matrix: { v: `${ESC}\nFORGED MATRIX LINE` },
        run: {
          id: '4001',
          workflow: `wf ${ESC}\nFORGED WORKFLOW LINE`,
          repository: 'octo/app',
          event_name: 'issues',
        },
        parent: { run: `7${ESC}\nFORGED PARENT LINE`, lineage: [] },
        outcome: { reason: 'completed', message: `${ESC}msg\nFORGED OUTCOME LINE` },
        problems: [{ code: 'x', severity: 'warning', path: '$.x', message: `m${ESC}\nFORGED PROBLEM LINE` }],
      },
      handoff: makeHandoff({ summary: `sum ${ESC}\nFORGED SUMMARY LINE` }),
    }),
  );
  // A stage whose prompt could not be rendered: its message is an error's lines, shown as details of one.
  await store.put(
    makeEntry({
      record: {
        stage: 'b',
        job: 'b',
        status: 'failure',
        outcome: {
          reason: 'render-failed',
          message: `template broke${ESC}\n  at line 1\nFORGED RENDER LINE`,
        },
      },
      prompt: '',
      handoff: null,
    }),
  );
  server.publishRun({ workflowRunId: 4001, runBackendId, repository: 'octo/app', token: TOKEN });
  cwd = join(tmp, 'work');
  mkdirSync(cwd);
  mkdirSync(join(tmp, 'tmp'));
  const pulled = await batonCliAsync(['pull', 'https://github.com/octo/app/actions/runs/4001'], cwd, {
    GITHUB_TOKEN: TOKEN,
    GITHUB_API_URL: server.url,
    TMPDIR: join(tmp, 'tmp'),
  });
  expect(pulled.code, pulled.stderr).toBe(0);
  expect(pulled.stdout + pulled.stderr).not.toMatch(RAW);
  id = readdirSync(join(cwd, '.baton', 'runs'))[0]!;
});
afterAll(async () => {
  await server.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function view(args: string[], paragraphLines: string[] = []): string {
  const r = batonCli(args, cwd);
  expect(r.code, r.stderr).toBe(0);
  const out = r.stdout + r.stderr;
  expect(out).not.toMatch(RAW);
  // No line starts with text of the record: each forged line is escaped, or indented under its message.
  expect(out.split('\n').filter((line) => line.startsWith('FORGED'))).toEqual(paragraphLines);
  return r.stdout;
}

describe('the views of a crafted pulled record', () => {
  it('baton show <run>: the job and the workflow on one line each, escaped', () => {
    const out = view(['show', id]);
    expect(out).toContain(
      'wf \\u001b]52;c;cHduZWQ=\\u0007\\u001b[2J\\u009b31m\\u202e\\u000aFORGED WORKFLOW LINE',
    );
    expect(out).toContain(
      '\nevil\\u001b]52;c;cHduZWQ=\\u0007\\u001b[2J\\u009b31m\\u202e\\u000aFORGED JOB LINE  success',
    );
  });

  it('baton show <run> <stage>: job, matrix and parent escaped; messages keep their lines, indented', () => {
    const out = view(['show', id, 'a']);
    expect(out).toContain(
      '  job evil\\u001b]52;c;cHduZWQ=\\u0007\\u001b[2J\\u009b31m\\u202e\\u000aFORGED JOB LINE  matrix {',
    );
    // JSON's own escape, in the matrix's JSON.
    expect(out).toContain('\\u202e\\nFORGED MATRIX LINE"}\n');
    expect(out).toContain(
      '(continues run 7\\u001b]52;c;cHduZWQ=\\u0007\\u001b[2J\\u009b31m\\u202e\\u000aFORGED PARENT LINE)',
    );
    expect(out).toContain(
      '\n  \\u001b]52;c;cHduZWQ=\\u0007\\u001b[2J\\u009b31m\\u202emsg\n    FORGED OUTCOME LINE\n',
    );
    expect(out).toContain(
      '\nsummary: sum \\u001b]52;c;cHduZWQ=\\u0007\\u001b[2J\\u009b31m\\u202e\n  FORGED SUMMARY LINE\n',
    );
    expect(out).toContain(
      '\n  warning: $.x: m\\u001b]52;c;cHduZWQ=\\u0007\\u001b[2J\\u009b31m\\u202e\n    FORGED PROBLEM LINE\n',
    );
  });

  it('baton show <run> <stage> --prompt of a stage not rendered: the message in the error, its lines indented', () => {
    const r = batonCli(['show', id, 'b', '--prompt'], cwd);
    expect(r.code).toBe(1);
    expect(r.stderr).not.toMatch(RAW);
    expect(r.stderr).toContain(
      'has no prompt: its template could not be rendered\n  template broke\\u001b]52;c;cHduZWQ=\\u0007\\u001b[2J\\u009b31m\\u202e\n      at line 1\n    FORGED RENDER LINE\n',
    );
  });

  it('baton history <run>: the workflow, the job and the parent run escaped on their lines', () => {
    const out = view(['history', id]);
    expect(out).toContain('\\u000aFORGED WORKFLOW LINE · failure');
    expect(out).toContain(
      'continues run 7\\u001b]52;c;cHduZWQ=\\u0007\\u001b[2J\\u009b31m\\u202e\\u000aFORGED PARENT LINE:',
    );
  });

  it('baton runs: the workflow escaped in its cell', () => {
    const out = view(['runs']);
    expect(out).toContain(
      `${id}  wf \\u001b]52;c;cHduZWQ=\\u0007\\u001b[2J\\u009b31m\\u202e\\u000aFORGED WORKFLOW LINE  failure`,
    );
  });

  it('baton report <run>: nothing raw, no forged line', () => {
    // Markdown: a summary's lines are its paragraph's, in the stage's Summary block, as the agent wrote them.
    const out = view(['report', id], ['FORGED SUMMARY LINE']);
    expect(out).toContain('**Summary**\n\nsum \\]52;c;cHduZWQ=\\[2J31m\nFORGED SUMMARY LINE\n\n**Problems**');
    expect(out).toContain('`$.x`: m\\]52;c;cHduZWQ=\\[2J31m FORGED PROBLEM LINE');
  });
});
