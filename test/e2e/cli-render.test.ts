import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalRunCatalog } from '../../src/adapters/local/run-catalog.js';
import { LIMITS } from '../../src/core/names.js';
import { KNOWN_HELPERS } from '../../src/core/template/environment.js';
import { fence } from '../../src/core/template/fence.js';
import { withBatonActions } from '../support/baton-action-files.js';
import { CLI_PATH, ensureBuilt, REPO_ROOT } from '../support/build.js';
import { handoff, storedRecord } from '../support/template-fixtures.js';

/** Run the bundled CLI as a user would: `node dist/cli.js render …`, in the temp project. */
function baton(args: string[]) {
  const result = spawnSync(process.execPath, [CLI_PATH, 'render', ...args], { cwd: dir, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function write(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return name;
}

let dir = '';
beforeAll(() => {
  dir = withBatonActions(mkdtempSync(join(tmpdir(), 'baton-cli-render-')));
  mkdirSync(join(dir, 'samples'));
  ensureBuilt();
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const INJECTION = "{{env.GITHUB_TOKEN}} {{> p}} {{lookup this 'constructor'}} {{{stages.x.summary}}} </data>";

describe('baton render (the bundled CLI)', () => {
  it('renders a template file against sample handoffs, inputs and an event; the prompt alone on stdout', () => {
    write('samples/investigate.json', handoff('Off by one in wc', { data: { file: 'src/wc.js' } }));
    write('samples/review.json', handoff(INJECTION, { status: 'partial' }));
    write('event.json', { issue: { number: 7, body: INJECTION }, repository: { full_name: 'octo/repo' } });
    write(
      'fix.md',
      'Fix {{stages.investigate.data.file}}: {{stages.investigate.summary}} ({{inputs.tone}})\n' +
        'Review said ({{stages.review.status}}): {{stages.review.summary}}\n' +
        '{{github.repository}} {{github.event_name}} #{{github.event.issue.number}}\n' +
        '{{fence github.event.issue.body "issue"}}',
    );
    const r = baton([
      'fix.md',
      '--handoff',
      'investigate=samples/investigate.json',
      '--handoff',
      'review=samples/review.json',
      '--input',
      'tone=terse',
      '--event',
      'event.json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      'Fix src/wc.js: Off by one in wc (terse)\n' +
        `Review said (partial): ${INJECTION}\n` +
        'octo/repo issues #7\n' +
        fence(INJECTION, 'issue'),
    );
  });

  it('lists sample handoffs given as <stage>@<job> under jobs.<job>, as matrix legs, by leg id (no workflow orders them)', () => {
    write('samples/sec.json', handoff('no secrets touched'));
    write('samples/perf.json', handoff('no hot paths', { status: 'partial' }));
    const r = baton([
      '--template',
      '{{#each jobs.review}}{{id}}: {{summary}} ({{status}})\n{{/each}}{{stages.review-perf.summary}}',
      '--handoff',
      'review-security@review=samples/sec.json',
      '--handoff',
      'review-perf@review=samples/perf.json',
    ]);
    expect(r).toEqual({
      code: 0,
      stdout:
        'review-perf: no hot paths (partial)\nreview-security: no secrets touched (success)\nno hot paths',
      stderr: '',
    });
  });

  it('gives a sample leg its matrix values with --matrix <stage>=<json>, as a run records them', () => {
    write('samples/sec.json', handoff('no secrets touched'));
    write('samples/perf.json', handoff('no hot paths'));
    const template = '{{#each jobs.review}}{{matrix.angle}}/{{matrix.os.name}}: {{summary}}\n{{/each}}';
    const r = baton([
      '--template',
      template,
      '--handoff',
      'review-security-linux@review=samples/sec.json',
      '--matrix',
      'review-security-linux={"angle":"security","os":{"name":"linux"}}',
      '--handoff',
      'review-perf-linux@review=samples/perf.json',
      '--matrix',
      'review-perf-linux={"angle":"perf","os":{"name":"linux"}}',
    ]);
    expect(r).toEqual({
      code: 0,
      stdout: 'perf/linux: no hot paths\nsecurity/linux: no secrets touched\n',
      stderr: '',
    });
    // Without --matrix, a leg has no matrix values: the same template stops at the missing field.
    const bare = baton([
      '--template',
      template,
      '--handoff',
      'review-security-linux@review=samples/sec.json',
    ]);
    expect(bare.code).toBe(1);
    expect(bare.stderr).toContain('matrix.angle: no field angle in the current context');
  });

  it('warns when a --matrix leg is not named as a run would name a leg with those values', () => {
    write('samples/sec.json', handoff('no secrets touched'));
    const r = baton([
      '--template',
      '{{stages.review-sec.matrix.angle}}',
      '--handoff',
      'review-sec@review=samples/sec.json',
      '--matrix',
      'review-sec={"angle":"security"}',
    ]);
    expect(r).toEqual({
      code: 0,
      stdout: 'security',
      stderr:
        'warning: --matrix review-sec: a run names the leg of review with these values review-security (or <stage input>-security)\n',
    });
  });

  it('exits 2, rendering nothing, for --matrix values that are not a JSON object or a stage no --handoff gives', () => {
    write('samples/sec.json', handoff('no secrets touched'));
    const given = ['--template', 'x', '--handoff', 'review-security@review=samples/sec.json'];
    for (const bad of ['review-security=["security"]', 'review-security={angle:1}', 'review-security=null']) {
      const r = baton([...given, '--matrix', bad]);
      expect(r).toEqual({
        code: 2,
        stdout: '',
        stderr:
          'baton: --matrix: the matrix values of review-security must be one JSON object, such as {"angle":"security"}\n',
      });
    }
    const unknown = baton([...given, '--matrix', 'review-perf={"angle":"perf"}']);
    expect(unknown).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'baton: --matrix: "review-perf" is not a stage given by --handoff (given: review-security)\n' +
        '  give the leg a sample handoff too: --handoff <stage>@<job>=<file> --matrix <stage>=<json>\n',
    });
  });

  it('says a sample leg without --matrix has no matrix values, when the template reads them', () => {
    write('samples/leg.json', handoff('a leg'));
    const r = baton([
      '--template',
      '{{#each jobs.review}}{{matrix.angle}}{{/each}}',
      '--handoff',
      'review-security@review=samples/leg.json',
    ]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(
      `the sample leg review-security has no matrix values: give them with --matrix review-security='{"<key>":"<value>"}'`,
    );
  });

  it('exits 2, rendering nothing, for two --handoff files of one stage', () => {
    write('samples/one.json', handoff('one'));
    write('samples/two.json', handoff('two'));
    const r = baton([
      '--template',
      '{{stages.x.summary}}',
      '--handoff',
      'x=samples/one.json',
      '--handoff',
      'x@job=samples/two.json',
    ]);
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr: 'baton: --handoff: stage x is given twice; give each stage one handoff file\n',
    });
  });

  it('exits 1 when --run finds no run, saying how to start one', () => {
    const r = baton(['--template', '[{{stages.fix.summary}}]', '--run', 'latest']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^baton: no runs yet in .*\.baton\/runs\n {2}start one with: baton run <workflow.yml>\n$/,
    );
  });

  it('renders against the records of a stored local run', async () => {
    const catalog = LocalRunCatalog.forProject(dir);
    const store = await catalog.createRun({
      workflow: 'fix-issue',
      workflow_path: null,
      status: 'success',
      started_at: '2026-11-21T13:05:00.000Z',
      finished_at: null,
      duration_ms: null,
      replay_of: null,
      jobs: [
        { id: 'investigate', stages: ['investigate'], result: 'success' },
        { id: 'triage', stages: ['triage'], result: 'success' },
      ],
    });
    for (const stored of [
      storedRecord('investigate', handoff('found it', { detail: 'the loop' })),
      storedRecord('triage', null),
    ]) {
      await store.put({ record: stored.record, prompt: stored.prompt, handoff: stored.handoff });
    }
    const r = baton([
      '--template',
      '{{stages.investigate.summary}} / {{stages.investigate.meta.exit_code}} / [{{stages.triage.summary}}] {{stages.triage.present}} / {{github.repository}} {{github.run_id}}',
      '--run',
      'latest',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('found it / 0 / [] false / octo-org/octo-repo 20261121-1305-ab12');
    expect(r.stderr).toBe(
      'warning: stages.triage: upstream stage triage wrote no handoff; its fields render empty and its data has no fields (read one with {{default stages.triage.data.<key> "…"}}, or inside {{#if stages.triage.present}})\n',
    );

    // A sample handoff stands in for the run's record of that stage.
    write('samples/triage.json', handoff('triaged by hand'));
    const sampled = baton([
      '--template',
      '{{stages.triage.summary}}',
      '--run',
      'latest',
      '--handoff',
      'triage=samples/triage.json',
    ]);
    expect(sampled).toEqual({ code: 0, stdout: 'triaged by hand', stderr: '' });

    // The run's own inputs and event, as invocation.json keeps them; --input wins over one of them.
    const invocation = {
      workflow_path: 'fix.yml',
      job: null,
      inputs: { topic: 'parsers' },
      event_name: 'issues',
      event: { action: 'labeled', issue: { number: 9 } },
      vars: {},
      secrets: [],
    };
    writeFileSync(join(store.runDir, 'invocation.json'), JSON.stringify(invocation));
    const template = '{{inputs.topic}} #{{github.event.issue.number}} {{github.event_name}}';
    expect(baton(['--template', template, '--run', 'latest'])).toMatchObject({
      code: 0,
      stdout: 'parsers #9 issues',
    });
    expect(baton(['--template', template, '--run', 'latest', '--input', 'topic=lexers']).stdout).toBe(
      'lexers #9 issues',
    );
    // An --event of its own is named from its payload, not taken for the run's event.
    write('pr.json', JSON.stringify({ action: 'opened', pull_request: { number: 3 } }));
    expect(
      baton(['--template', '{{github.event_name}}', '--run', 'latest', '--event', 'pr.json']).stdout,
    ).toBe('pull_request');
    // A run stored with a secret redacted says that its values render as markers.
    writeFileSync(join(store.runDir, 'invocation.json'), JSON.stringify({ ...invocation, redacted: true }));
    // Of the run by its id, `latest` resolved.
    expect(baton(['--template', template, '--run', 'latest']).stderr).toContain(
      `warning: run ${basename(store.runDir)} was started with a secret in`,
    );
    expect(baton(['--template', template, '--run', 'latest']).stderr).toContain(
      'was stored redacted: those values render as redaction markers',
    );
  });

  it('renders against a run pulled after a re-run on GitHub as the re-run left it: a superseded record left out, saying why', async () => {
    const catalog = LocalRunCatalog.forProject(dir);
    const store = await catalog.createRun({
      workflow: 'fix-issue',
      workflow_path: null,
      status: 'success',
      started_at: '2026-11-22T09:00:00.000Z',
      finished_at: null,
      duration_ms: null,
      replay_of: null,
      jobs: [
        { id: 'triage', stages: ['triage'], result: 'success' },
        { id: 'fix', stages: ['fix'], result: 'skipped' },
      ],
    });
    // Run attempt 1: triage routed to fix, which failed. Re-run all jobs: triage again, fix skipped.
    const triage1 = storedRecord('triage', handoff('needs a fix'));
    const fix1 = storedRecord('fix', handoff('FIX FAILED', { status: 'failure' }), {
      hop: 2,
      lineage: [{ stage: 'triage', attempt: 1, record_sha256: triage1.recordSha256 }],
    });
    const triage2 = storedRecord('triage', handoff('nothing to fix'), {
      run: { id: '20261121-1305-ab12', attempt: 2 },
    });
    for (const stored of [triage1, fix1, triage2])
      await store.put({ record: stored.record, prompt: stored.prompt, handoff: stored.handoff });
    const r = baton([
      '--template',
      'triage={{stages.triage.summary}} fix={{stages.fix.summary}} present={{stages.fix.present}}',
      '--run',
      basename(store.runDir),
    ]);
    expect(r).toEqual({
      code: 0,
      stdout: 'triage=nothing to fix fix= present=false',
      stderr:
        'warning: stages.fix: upstream stage fix is left out: its newest record, attempt 1 of run attempt 1, was rendered from stage triage\'s record of run attempt 1, and triage ran again in run attempt 2 while fix did not (its job was skipped, or stopped before it recorded); its fields render empty and its data has no fields (read one with {{default stages.fix.data.<key> "…"}}, or inside {{#if stages.fix.present}})\n',
    });
  });

  it('exits 1 with the line, column, known stages and a suggestion for an unknown stage; nothing on stdout', () => {
    write('typo.md', 'Intro\n  {{stages.investgate.summary}}');
    const r = baton(['typo.md', '--handoff', 'investigate=samples/investigate.json']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      [
        'baton: typo.md:2:5: stages.investgate: no such upstream stage; did you mean investigate?',
        '  upstream stages: investigate',
        '  a prompt can use the stages its job needs, directly or through other jobs (needs:)',
        '  2 |   {{stages.investgate.summary}}',
        '    |     ^',
        '',
      ].join('\n'),
    );
  });

  it('says a printed stage that is not upstream is not upstream, not that it is an object; a printed one that is, is', () => {
    write('samples/fix.json', handoff('Fixed the count'));
    const notUpstream = (template: string) =>
      [
        'baton: --template:1:3: stages.fixx: no such upstream stage; did you mean fix?',
        '  upstream stages: fix',
        '  a prompt can use the stages its job needs, directly or through other jobs (needs:)',
        `  1 | ${template}`,
        '    |   ^',
        '',
      ].join('\n');
    // Each as a field of it is said (the last).
    for (const template of ['{{stages.fixx}}', '{{lookup stages "fixx"}}', '{{stages.fixx.summary}}']) {
      const r = baton(['--template', template, '--handoff', 'fix=samples/fix.json']);
      expect(r, template).toEqual({ code: 1, stdout: '', stderr: notUpstream(template) });
    }
    const printed = baton(['--template', '{{stages.fix}}', '--handoff', 'fix=samples/fix.json']);
    expect(printed.code).toBe(1);
    expect(printed.stdout).toBe('');
    expect(printed.stderr.split('\n').slice(0, 2)).toEqual([
      'baton: --template:1:1: stages.fix is an object, which has no text of its own',
      '  print one of its fields (stages.fix.<field>), or all of it with {{json stages.fix}}',
    ]);
  });

  it('exits 1 for a syntax error, with its position in the --template text', () => {
    const r = baton(['--template', 'ok\n{{#if inputs.x}}never closed']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.split('\n')[0]).toBe(
      'baton: --template:2:1: syntax error: {{#if}} opened at 2:1 is never closed; close it with {{/if}}',
    );
  });

  it('says a {{ or an {{#each}} never closed, and not what the mending of it guessed (an unknown helper, no root)', () => {
    const tag = baton(['--template', 'Review {{truncate stages.x.summary 10}} and {{foo bar']);
    expect(tag.code).toBe(1);
    expect(tag.stdout).toBe('');
    expect(tag.stderr).toBe(
      [
        'baton: --template:1:45: syntax error: {{ opened at 1:45 is never closed; close it with }}',
        '  1 | Review {{truncate stages.x.summary 10}} and {{foo bar',
        '    |                                             ^',
        '',
      ].join('\n'),
    );
    const block = baton(['--template', '{{#each stages.x.artifacts}}- {{pth}}\nThen: {{stages.x.summary}}']);
    expect(block.code).toBe(1);
    expect(block.stderr.split('\n').slice(0, 2)).toEqual([
      'baton: --template:1:1: syntax error: {{#each}} opened at 1:1 is never closed; close it with {{/each}}',
      '  1 | {{#each stages.x.artifacts}}- {{pth}}',
    ]);
  });

  it("names a block never closed at its opening, with the template's other mistakes", () => {
    mkdirSync(join(dir, 'prompts'), { recursive: true });
    write('prompts/p.md', 'line1\n{{stages.nope.summary}} {{truncat x}}\n{{#if x}}\n');
    const r = baton(['prompts/p.md']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      [
        'baton: prompts/p.md:2:25: unknown helper truncat; did you mean truncate?',
        `  helpers: ${[...KNOWN_HELPERS].join(', ')}`,
        '  also at 2:35: x: no root x',
        '  also at 3:1: syntax error: {{#if}} opened at 3:1 is never closed; close it with {{/if}}',
        '  also at 3:7: x: no root x',
        '  2 | {{stages.nope.summary}} {{truncat x}}',
        '    |                         ^',
        '',
      ].join('\n'),
    );
  });

  it(`exits 1, rendering nothing, for a template file over ${LIMITS.templateBytes} bytes or nested over ${LIMITS.templateDepth} deep`, () => {
    write('huge.md', 'x'.repeat(LIMITS.templateBytes + 1));
    expect(baton(['huge.md'])).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: huge.md: the template file is ${LIMITS.templateBytes + 1} bytes, more than the ${LIMITS.templateBytes} (256 KiB) a template may be\n`,
    });
    write('deep.md', `${'{{#if github.actor}}'.repeat(2000)}x${'{{/if}}'.repeat(2000)}`);
    const deep = baton(['deep.md']);
    expect(deep.code).toBe(1);
    expect(deep.stdout).toBe('');
    expect(deep.stderr.split('\n')[0]).toBe(
      `baton: deep.md:1:${LIMITS.templateDepth * 20 + 1}: blocks and (subexpressions) nest more than ${LIMITS.templateDepth} deep here`,
    );
    const wide = baton(['--template', '{{indent github.actor inputs.n}}', '--input', 'n=1000000000']);
    expect(wide.code).toBe(1);
    expect(wide.stdout).toBe('');
    expect(wide.stderr.split('\n')[0]).toBe(
      `baton: --template:1:1: indent: the indent must be at most ${LIMITS.indentWidth} spaces, got 1000000000`,
    );
  });

  it('reads a template file as baton run reads a prompt-file: without its byte order mark, and UTF-8 only (exit 1 otherwise, as for a --handoff)', () => {
    write('bom.md', '\uFEFFHello {{github.event.issue.number}}');
    write('issue.json', { issue: { number: 12 } });
    expect(baton(['bom.md', '--event', 'issue.json'])).toEqual({ code: 0, stdout: 'Hello 12', stderr: '' });
    // Columns on line 1 count from the first character of the text, not from the mark.
    write('bom-typo.md', '\uFEFFHello {{github.actr}}');
    expect(baton(['bom-typo.md']).stderr.split('\n')[0]).toBe(
      'baton: bom-typo.md:1:9: github.actr: no field actr in github; did you mean actor?',
    );
    // Not UTF-8 is the template's fault, as its size is (exit 1, as a stage refuses such a prompt-file), and
    // as a --handoff file's is; a file that cannot be read is a usage error (exit 2).
    writeFileSync(join(dir, 'utf16.md'), Buffer.from('\uFEFFHello', 'utf16le'));
    expect(baton(['utf16.md'])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'baton: utf16.md: the template file is UTF-16 (little-endian), not UTF-8; save it as UTF-8 (PowerShell: Set-Content -Encoding utf8, or Out-File -Encoding utf8)\n',
    });
    writeFileSync(join(dir, 'latin1.md'), Buffer.from('Hi \xe9t\xe9', 'latin1'));
    expect(baton(['latin1.md'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'baton: latin1.md: the template file is not valid UTF-8 (byte 0xe9 at offset 3)\n',
    });
    writeFileSync(join(dir, 'utf16.json'), Buffer.from(`\uFEFF${JSON.stringify(handoff('a'))}`, 'utf16le'));
    expect(baton(['--template', '{{stages.a.summary}}', '--handoff', 'a=utf16.json']).code).toBe(1);
    expect(baton(['no-such.md'])).toMatchObject({
      code: 2,
      stderr: 'baton: no-such.md: template file: no such file\n',
    });
  });

  it('exits 1 listing every problem of an invalid sample handoff, and prints no prompt', () => {
    write('samples/bad.json', { version: 1, summary: '', sumary: 'x' });
    const r = baton(['--template', '{{stages.a.summary}}', '--handoff', 'a=samples/bad.json']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trimEnd().split('\n')).toEqual([
      'samples/bad.json $.summary: must not be empty',
      'samples/bad.json $.sumary: unknown field; did you mean `summary`?',
    ]);
  });

  it('meets --max-prompt-tokens by cutting fit sections, with a warning', () => {
    const long = Array.from({ length: 300 }, (_, i) => `Line ${i} of the investigation notes.`).join('\n');
    write('samples/long.json', handoff('s', { detail: long }));
    const r = baton([
      '--template',
      'Fix it.\n{{#fit}}{{stages.investigate.detail}}{{/fit}}',
      '--handoff',
      'investigate=samples/long.json',
      '--max-prompt-tokens',
      '200',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^Fix it\.\nLine 0 of the investigation notes\.\n[\s\S]*\n\[… \d+ tokens cut to fit max-prompt-tokens; the full text is in the record of stage investigate\]$/,
    );
    expect(r.stderr).toMatch(
      /^warning: --template: the prompt was \d+ tokens, over max-prompt-tokens 200; cut to \d+ by shortening fit at 2:1 from \d+ to \d+ tokens\n$/,
    );
  });

  it('exits 1 with the size table when the fixed text alone is over --max-prompt-tokens', () => {
    const r = baton([
      '--template',
      `${'Do this carefully. '.repeat(100)}{{#fit}}x{{/fit}}`,
      '--max-prompt-tokens',
      '50',
    ]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^baton: --template: the prompt is \d+ tokens, over max-prompt-tokens 50, and its fixed text alone is \d+: cutting/,
    );
    expect(lines[1]).toMatch(/^ {2}section +tokens$/);
    expect(lines[2]).toMatch(/^ {2}fixed text \(outside fit and tokens sections\) +\d+$/);
    expect(lines.at(-2)).toMatch(/^ {2}max-prompt-tokens +50$/);
  });

  it.each([
    [['a.md', '--template', 'x'], 'baton: give a template file or --template, not both'],
    [[], 'baton: give a template file, or the template itself with --template'],
    [['missing.md'], 'baton: missing.md: template file: no such file'],
    [
      ['--template', 'x', '--max-prompt-tokens', 'lots'],
      'baton: --max-prompt-tokens: "lots" is not a whole number from 1',
    ],
    [
      ['--template', 'x', '--handoff', 'samples/investigate.json'],
      'baton: --handoff: "samples/investigate.json" is not key=value',
    ],
    [
      ['--template', 'x', '--handoff', '1bad=samples/investigate.json'],
      'baton: --handoff: "1bad" is not <stage> or <stage>@<job> (ids are a letter or _, then letters, digits, _ or -)',
    ],
    [
      ['--template', 'x', '--handoff', 'a=samples/none.json'],
      'baton: samples/none.json: handoff file: no such file',
    ],
    [
      ['--template', 'x', '--handoff', 'a@b@c=samples/sec.json'],
      'baton: --handoff: "a@b@c" is not <stage> or <stage>@<job> (ids are a letter or _, then letters, digits, _ or -)',
    ],
    [
      ['--template', 'x', '--event', 'samples'],
      "baton: samples: event file: is a directory; an event payload must be a regular file or a pipe: give a JSON file, or <(command) for a command's output",
    ],
    [
      ['--template', 'x', '--event', '/dev/zero'],
      "baton: /dev/zero: event file: is a character device; an event payload must be a regular file or a pipe: give a JSON file, or <(command) for a command's output",
    ],
  ])('exits 2 for a usage error: %j', (args, message) => {
    const r = baton(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`${message}\n`);
  });

  it('reads an event file that starts with a byte order mark, as JSON readers do', () => {
    write('bom.json', `\uFEFF${JSON.stringify({ issue: { number: 12 } })}`);
    expect(baton(['--template', '#{{github.event.issue.number}}', '--event', 'bom.json'])).toEqual({
      code: 0,
      stdout: '#12',
      stderr: '',
    });
  });

  it('exits 2 when the event file is not a JSON object', () => {
    write('list.json', '[1, 2]');
    const r = baton(['--template', 'x', '--event', 'list.json']);
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr: 'baton: list.json: an event payload must be a JSON object\n',
    });
  });

  it('exits 2 on an event nested deeper than baton run takes, as baton run refuses it', () => {
    write('deep.json', `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`);
    const r = baton(['--template', 'x', '--event', 'deep.json']);
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "baton: deep.json: an event payload nested deeper than 64 levels of objects and arrays is refused (GitHub's own nest under 10)\n",
    });
  });
});

/**
 * `repo` made a git checkout of acme/widgets on branch `topic`, its files committed: its HEAD, and the CLI
 * run there (CI=true).
 */
function committedRepo(repo: string) {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
  git('init', '-q', '-b', 'topic');
  git('config', 'user.name', 'tester');
  git('config', 'user.email', 'tester@example.com');
  git('remote', 'add', 'origin', 'https://github.com/acme/widgets.git');
  git('add', '-A');
  git('commit', '-qm', 'init');
  const sha = git('rev-parse', 'HEAD').stdout.trim();
  return { sha, cli: cliIn(repo) };
}

/** The bundled CLI run in `repo` as a user runs it there (CI=true). */
function cliIn(repo: string) {
  return (...args: string[]) => {
    const r = spawnSync(process.execPath, [CLI_PATH, ...args], {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true' },
    });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };
}

describe('baton render --workflow: the prompt of a job in a workflow file', () => {
  const WORKFLOW = `on: workflow_dispatch
jobs:
  investigate:
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with: { prompt: look, run: ./agent.sh }
  fix:
    needs: investigate
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with:
          max-prompt-tokens: 5000
          prompt: |
            Fix {{stages.investigate.data.file}}:
            {{stages.investigate.summary}}
          run: ./agent.sh
  two:
    runs-on: ubuntu-latest
    steps:
      - id: first
        uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with: { prompt: "one {{inputs.y}}", vars: "y: from-vars", run: ./agent.sh }
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with: { prompt: "\${{ github.event.issue.title }}", run: ./agent.sh }
  call:
    uses: ./.github/workflows/review.yml
`;

  it('a file GitHub cannot read says why, at its line, not that the job is not there', () => {
    write('broken.yml', WORKFLOW.replace('prompt: look,', 'prompt: "look,'));
    const r = baton(['--workflow', 'broken.yml', '--job', 'investigate']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^baton: broken\.yml: 1 problem; no prompt can be rendered from it\n {2}broken\.yml:\d+:\d+: not valid YAML: /,
    );
    expect(r.stderr).not.toContain('has no job');
  });

  it("renders a job's inline prompt against sample handoffs, as its stage would", () => {
    write('wf.yml', WORKFLOW);
    write('samples/inv.json', handoff('Off by one in wc', { data: { file: 'src/wc.js' } }));
    const r = baton(['--workflow', 'wf.yml', '--job', 'fix', '--handoff', 'investigate=samples/inv.json']);
    expect(r).toEqual({ code: 0, stdout: 'Fix src/wc.js:\nOff by one in wc\n', stderr: '' });
    // A stage the job needs that no --run or --handoff gives renders as one that did not run, said so;
    // a mistake in the prompt is placed as the run places it: the step's prompt in the file.
    const missing = baton(['--workflow', 'wf.yml', '--job', 'fix']);
    expect(missing.code).toBe(1);
    expect(missing.stderr.split('\n').slice(0, 2)).toEqual([
      'note: no --run or --handoff gives investigate, upstream of job fix: rendered as a stage that did not run (give --handoff investigate=<file>, or --run <run>)',
      'warning: stages.investigate: upstream stage investigate has no record (it was skipped or did not run); its fields render empty and its data has no fields (read one with {{default stages.investigate.data.<key> "…"}}, or inside {{#if stages.investigate.present}})',
    ]);
    expect(missing.stderr.split('\n')[2]).toBe(
      'baton: wf.yml:15:19 jobs.fix prompt:1:7: stages.investigate.data.file: no field file in stages.investigate.data',
    );
  });

  it("gives each leg of a written-out matrix its matrix values, one no --run or --handoff gives as well, as the run's prompt has them", () => {
    write(
      'legs.yml',
      `on: workflow_dispatch
jobs:
  review:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        angle: [security, perf]
    steps:
      - if: matrix.angle != 'perf'
        uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with: { prompt: look, run: ./agent.sh }
  synth:
    needs: review
    if: always()
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with: { persist-credentials: false }
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with:
          prompt: "{{#each jobs.review}}[{{id}} {{matrix.angle}} {{status}}]{{/each}}"
          run: ./agent.sh
`,
    );
    write('samples/sec.json', handoff('fine'));
    const none = baton(['--workflow', 'legs.yml', '--job', 'synth']);
    expect(none.code).toBe(0);
    expect(none.stdout).toBe('[review-security security ][review-perf perf ]');
    // A sample stands in for a record, its values the plan's unless --matrix gives them.
    const one = baton([
      '--workflow',
      'legs.yml',
      '--job',
      'synth',
      '--handoff',
      'review-security=samples/sec.json',
    ]);
    expect(one.code).toBe(0);
    expect(one.stdout).toBe('[review-security security success][review-perf perf ]');
  });

  it('names a --matrix leg as a run of the workflow would, by the job the plan gives it', () => {
    write(
      'legs2.yml',
      `on: workflow_dispatch
jobs:
  review:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        angle: [security, perf]
    steps:
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with: { prompt: look, run: ./agent.sh }
  fix:
    needs: review
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with: { persist-credentials: false }
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with:
          prompt: "{{#each jobs.review}}The {{matrix.angle}} review: {{summary}}\\n{{/each}}"
          run: ./agent.sh
`,
    );
    write('samples/sec.json', handoff('sec ok'));
    const r = baton([
      '--workflow',
      'legs2.yml',
      '--job',
      'fix',
      '--handoff',
      'review-security=samples/sec.json',
      '--matrix',
      'review-security={"angle":"securty"}',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('The securty review: sec ok\nThe perf review: \n');
    expect(r.stderr).toContain(
      'warning: --matrix review-security: a run names the leg of review with these values review-securty (or <stage input>-securty)\n',
    );
    expect(r.stderr).not.toContain('review-security-securty');
  });

  it('refuses a join key= no artifact has and #each over a data value, before rendering anything', () => {
    write('samples/inv.json', handoff('Off by one', { data: { files: 'a.js b.js' } }));
    const key = baton([
      '--template',
      '{{join stages.investigate.artifacts "; " key="pth"}}',
      '--handoff',
      'investigate=samples/inv.json',
    ]);
    expect(key.code).toBe(1);
    expect(key.stdout).toBe('');
    expect(key.stderr.split('\n')[0]).toBe(
      'baton: --template:1:46: pth: no field pth in the current item (of stages.investigate.artifacts); did you mean path?',
    );
    const each = baton([
      '--template',
      '{{#each stages.investigate.data.files}}- {{this}}{{/each}}',
      '--handoff',
      'investigate=samples/inv.json',
    ]);
    expect(each.code).toBe(1);
    expect(each.stdout).toBe('');
    expect(each.stderr.split('\n')[0]).toBe(
      'baton: --template:1:1: #each over stages.investigate.data.files: it is text, not a list: {{#each}} never goes round it, so its block renders nothing',
    );
    const flag = baton([
      '--template',
      'Checks:\n{{#each stages.investigate.present}}- {{this}}{{/each}}',
      '--handoff',
      'investigate=samples/inv.json',
    ]);
    expect(flag.code).toBe(1);
    expect(flag.stdout).toBe('');
    expect(flag.stderr.split('\n').slice(0, 2)).toEqual([
      'baton: --template:2:1: #each over stages.investigate.present: it is true or false, not a list: {{#each}} never goes round it, so its block renders nothing',
      '  print it as it is with {{stages.investigate.present}}, or test it with {{#if stages.investigate.present}}…{{/if}}',
    ]);
  });

  it('refuses #each over a number or a boolean it finds only when it renders (a --matrix value), naming it', () => {
    write('samples/sec.json', handoff('sec ok'));
    const r = baton([
      '--template',
      '{{#each jobs.review}}{{#each matrix.shards}}shard {{this}}{{/each}}{{/each}}',
      '--handoff',
      'review-3@review=samples/sec.json',
      '--matrix',
      'review-3={"shards":3}',
    ]);
    expect(r.stdout).toBe('');
    expect(r.stderr.split('\n').slice(0, 2)).toEqual([
      'baton: --template:1:22: #each over matrix.shards: it is a number, not a list: {{#each}} never goes round it, so its block renders nothing',
      '  print it as it is with {{matrix.shards}}, or compare it with {{#if (eq matrix.shards 0)}}…{{/if}}',
    ]);
    expect(r.code).toBe(1);
  });

  it('says to pass --input for a required input the workflow declares, as baton run does, and gives the others their defaults', () => {
    write(
      'inputs.yml',
      `on:
  workflow_dispatch:
    inputs:
      issue: { type: number, required: true }
      tone: { type: choice, options: [calm, terse], default: terse }
      note: { type: string, required: false }
      dry: { type: boolean, required: false }
jobs:
  fix:
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with:
          prompt: "Fix #{{inputs.issue}} ({{inputs.tone}}, [{{inputs.note}}], dry {{inputs.dry}})"
          run: ./agent.sh
`,
    );
    const missing = baton(['--workflow', 'inputs.yml', '--job', 'fix']);
    expect(missing).toEqual({
      code: 1,
      stdout: '',
      stderr:
        "baton: inputs.yml:4:7: input 'issue' is required and has no default; pass --input issue=<value>\n  the prompt of job fix reads inputs.issue, which a run of inputs.yml is always given\n",
    });
    // Given, the others are what the run gives the prompt: the declared default, else empty (false for a boolean).
    expect(baton(['--workflow', 'inputs.yml', '--job', 'fix', '--input', 'issue=42'])).toEqual({
      code: 0,
      stdout: 'Fix #42 (terse, [], dry false)',
      stderr: '',
    });
  });

  it("plans the upstream stages on the facts baton run would use (git's user as github.actor), not on placeholders", () => {
    // A git repository whose user is the actor, as `baton run` takes it.
    const repo = mkdtempSync(join(dir, 'actor-'));
    mkdirSync(join(repo, '.github', 'workflows'), { recursive: true });
    writeFileSync(
      join(repo, '.github', 'workflows', 'w.yml'),
      `on: workflow_dispatch
permissions: {}
jobs:
  review:
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with:
          stage: review-\${{ github.actor }}
          run: echo '{"version":1,"summary":"reviewed"}' > "$BATON_HANDOFF_PATH"
          prompt: review
  after:
    needs: review
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with: { persist-credentials: false }
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with:
          run: echo '{"version":1,"summary":"after"}' > "$BATON_HANDOFF_PATH"
          prompt: |
            {{#each jobs.review}}- {{id}}: {{summary}}
            {{/each}}
`,
    );
    const git = (...args: string[]) => spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
    git('init', '-q');
    git('config', 'user.name', 'tester');
    git('config', 'user.email', 'tester@example.com');
    git('add', '-A');
    git('commit', '-qm', 'init');
    const cli = cliIn(repo);
    const render = ['render', '--workflow', '.github/workflows/w.yml', '--job', 'after'];
    const before = cli(...render);
    expect(before.code, before.stderr).toBe(0);
    expect(before.stdout).toBe('- review-tester: \n');
    expect(before.stderr.split('\n')[0]).toBe(
      'note: no --run or --handoff gives review-tester, upstream of job after: rendered as a stage that did not run (give --handoff review-tester=<file>, or --run <run>)',
    );
    // The stage the run records is the one the render named.
    const run = cli('run', '.github/workflows/w.yml', '--plain');
    expect(run.code, run.stderr).toBe(0);
    const [id] = readdirSync(join(repo, '.baton', 'runs'));
    const summary = JSON.parse(readFileSync(join(repo, '.baton', 'runs', id as string, 'run.json'), 'utf8'));
    expect(summary.jobs[0].stages).toEqual(['review-tester']);
    expect(cli(...render, '--run', 'latest')).toEqual({
      code: 0,
      stdout: '- review-tester: reviewed\n',
      stderr: '',
    });
  });

  it("fills a template's {{github.*}} as baton run does (git's repository, ref, commit and user; the event's), not with placeholders", () => {
    const repo = mkdtempSync(join(dir, 'github-'));
    mkdirSync(join(repo, '.github', 'workflows'), { recursive: true });
    const template =
      '{{github.repository}} {{github.ref}} {{github.sha}} {{github.actor}} {{github.event_name}}';
    writeFileSync(join(repo, 'prompt.md'), template);
    writeFileSync(
      join(repo, '.github', 'workflows', 'w.yml'),
      `on: [workflow_dispatch, pull_request]
permissions: {}
jobs:
  look:
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with:
          run: echo '{"version":1,"summary":"looked"}' > "$BATON_HANDOFF_PATH"
          prompt: "${template}"
`,
    );
    const { sha, cli } = committedRepo(repo);
    const expected = `acme/widgets refs/heads/topic ${sha} tester workflow_dispatch`;
    expect(cli('render', 'prompt.md')).toEqual({ code: 0, stdout: expected, stderr: '' });
    expect(cli('render', '--workflow', '.github/workflows/w.yml', '--job', 'look')).toEqual({
      code: 0,
      stdout: expected,
      stderr: '',
    });
    // The prompt the run renders is the same.
    const run = cli('run', '.github/workflows/w.yml', '--plain');
    expect(run.code, run.stderr).toBe(0);
    expect(cli('show', 'latest', 'look', '--prompt').stdout).toBe(expected);
    // An event names what it knows: its sender, its repository, a pull request's merge ref (whose merge
    // commit, GitHub's sha for it, does not exist here: HEAD's, as the run takes it).
    writeFileSync(
      join(repo, 'pr.json'),
      JSON.stringify({
        number: 3,
        pull_request: { number: 3, head: { ref: 'topic', sha: 'a'.repeat(40) }, base: { ref: 'main' } },
        repository: { full_name: 'fork/widgets' },
        sender: { login: 'octocat' },
      }),
    );
    expect(cli('render', 'prompt.md', '--event', 'pr.json', '--event-name', 'pull_request')).toEqual({
      code: 0,
      stdout: `fork/widgets refs/pull/3/merge ${sha} octocat pull_request`,
      stderr: '',
    });
  });

  it("gives the template's github.event the payload baton run gives the stage: --event's, else the default one of the workflow's trigger", () => {
    const repo = mkdtempSync(join(dir, 'event-'));
    mkdirSync(join(repo, '.github', 'workflows'), { recursive: true });
    const step = (prompt: string) => `    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with:
          run: echo '{"version":1,"summary":"looked"}' > "$BATON_HANDOFF_PATH"
          prompt: ${JSON.stringify(prompt)}
`;
    const triage = (prompt: string) =>
      writeFileSync(
        join(repo, '.github', 'workflows', 'triage.yml'),
        `on:
  issues:
    types: [labeled]
permissions: {}
jobs:
  triage:
    if: github.event.label.name == 'agent:triage'
${step(prompt)}`,
      );
    triage(
      'Triage #{{github.event.issue.number}} (${{ github.event.issue.number }}) {{default github.event.label.name "none"}} {{github.event.action}} {{github.event_name}}',
    );
    writeFileSync(
      join(repo, '.github', 'workflows', 'review.yml'),
      `on: pull_request
permissions: {}
jobs:
  review:
${step('PR #{{github.event.pull_request.number}} ${{ github.event.pull_request.head.ref }} {{github.event.pull_request.base.ref}} {{github.ref}} {{github.sha}} {{github.actor}} {{github.event_name}}')}`,
    );
    const { sha, cli } = committedRepo(repo);
    const render = (file: string, job: string, ...more: string[]) =>
      cli('render', '--workflow', `.github/workflows/${file}`, '--job', job, ...more);
    // No --event: the payload baton run makes for the trigger, for {{ }} as for ${{ }}; the prompt the run
    // renders is the same.
    const ran = (file: string, job: string) => {
      const run = cli('run', `.github/workflows/${file}`, '--plain');
      expect(run.code, run.stderr).toBe(0);
      return cli('show', 'latest', job, '--prompt').stdout;
    };
    const triaged = 'Triage #1 (1) agent:triage labeled issues';
    expect(render('triage.yml', 'triage')).toEqual({ code: 0, stdout: triaged, stderr: '' });
    expect(ran('triage.yml', 'triage')).toBe(triaged);
    const reviewed = `PR #1 topic topic refs/pull/1/merge ${sha} tester pull_request`;
    expect(render('review.yml', 'review')).toEqual({ code: 0, stdout: reviewed, stderr: '' });
    expect(ran('review.yml', 'review')).toBe(reviewed);
    // --event gives both its payload (named by what it looks like, as the run names it).
    writeFileSync(
      join(repo, 'labeled.json'),
      JSON.stringify({
        action: 'labeled',
        issue: { number: 9, milestone: { title: 'v2' } },
        label: { name: 'bug' },
      }),
    );
    expect(render('triage.yml', 'triage', '--event', 'labeled.json')).toEqual({
      code: 0,
      stdout: 'Triage #9 (9) bug labeled issues',
      stderr: '',
    });
    // A field the default payload does not have: give a payload, rather than {{#if}} around a field GitHub
    // may always send.
    triage('Milestone {{github.event.issue.milestone.title}}');
    const missing = render('triage.yml', 'triage');
    expect(missing.code).toBe(1);
    expect(missing.stdout).toBe('');
    expect(missing.stderr.split('\n').slice(0, 3)).toEqual([
      'baton: .github/workflows/triage.yml:13:19 jobs.triage prompt:1:13: github.event.issue.milestone.title: no field milestone in github.event.issue',
      '  fields there: number, title, body, state, labels, user',
      '  github.event is the default issues payload baton makes when no --event is given, which holds only some of the fields GitHub sends: give one with --event <file.json>',
    ]);
    expect(render('triage.yml', 'triage', '--event', 'labeled.json')).toEqual({
      code: 0,
      stdout: 'Milestone v2',
      stderr: '',
    });
    // A template of its own has no trigger: its github.event is --event's, else empty, as before.
    writeFileSync(join(repo, 'prompt.md'), '#{{github.event.issue.number}}');
    const plain = cli('render', 'prompt.md');
    expect(plain.code).toBe(1);
    expect(plain.stderr.split('\n').slice(2, 3)).toEqual([
      '  for a field that may be absent, use {{#if github.event.issue.number}}…{{/if}} or {{default github.event.issue.number "…"}}',
    ]);
  });

  it('renders a prompt holding ${{ }} as the run does, its expressions evaluated first; refuses one reading what only a run knows', () => {
    const wf = (prompt: string) => `on: issues
jobs:
  investigate:
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with: { prompt: look, run: ./agent.sh }
  fix:
    needs: investigate
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with: { persist-credentials: false }
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with:
          run: ./agent.sh
          prompt: |
${prompt}`;
    write(
      'wf.yml',
      wf(
        "            Issue ${{ github.event.issue.number }} of ${{ github.event_name }} (${{ format('{0}}}', 'x') }}):\n            {{stages.investigate.summary}}\n",
      ),
    );
    write('issue.json', JSON.stringify({ issue: { number: 7, title: 't' } }));
    write('samples/inv.json', handoff('Off by one in wc'));
    expect(
      baton([
        '--workflow',
        'wf.yml',
        '--job',
        'fix',
        '--event',
        'issue.json',
        '--handoff',
        'investigate=samples/inv.json',
      ]),
    ).toEqual({ code: 0, stdout: 'Issue 7 of issues (x}):\nOff by one in wc\n', stderr: '' });
    // What only the run knows is named, not rendered empty.
    write(
      'wf.yml',
      wf(
        '            Run ${{ github.run_id }}, ${{ needs.investigate.outputs.x }}: {{stages.investigate.summary}}\n',
      ),
    );
    const unknown = baton([
      '--workflow',
      'wf.yml',
      '--job',
      'fix',
      '--handoff',
      'investigate=samples/inv.json',
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toBe(
      "baton: wf.yml:17:19: the prompt of job fix reads github.run_id, needs.investigate.outputs.x in ${{ }}, which only a run knows: the render fills in what the plan of the run knows before it starts (github's event, repository, ref, sha and actor, inputs, vars, and matrix outside a matrix or in a matrix of one leg); render the text it gives with --template\n",
    );
  });

  it("reads a step's prompt-file as the run does: never through a link, nor from outside the project, UTF-8 only; refused as the run refuses it (exit 1)", () => {
    mkdirSync(join(dir, 'private'), { recursive: true });
    write('private/secret.md', 'TOP SECRET');
    symlinkSync(join(dir, 'private', 'secret.md'), join(dir, 'linked.md'));
    const workflow = (file: string) => `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with:
          prompt-file: ${file}
          run: echo
`;
    write('pf.yml', workflow('linked.md'));
    expect(baton(['--workflow', 'pf.yml', '--job', 'a'])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'baton: pf.yml:8:24: prompt-file linked.md: is a symbolic link; only regular files are read, and links are never followed\n',
    });
    write('pf.yml', workflow('../outside.md'));
    const outside = baton(['--workflow', 'pf.yml', '--job', 'a']);
    expect(outside.code).toBe(1);
    expect(outside.stderr).toMatch(
      /^baton: pf\.yml:8:24: prompt-file \.\.\/outside\.md: is outside the workspace/,
    );
    // Not UTF-8: refused as a template file given to baton render is, and as the run refuses it (exit 1).
    writeFileSync(join(dir, 'utf16-prompt.md'), Buffer.from('\uFEFFHello', 'utf16le'));
    write('pf.yml', workflow('utf16-prompt.md'));
    expect(baton(['--workflow', 'pf.yml', '--job', 'a'])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'baton: pf.yml:8:24: prompt-file utf16-prompt.md: is UTF-16 (little-endian), not UTF-8; save it as UTF-8 (PowerShell: Set-Content -Encoding utf8, or Out-File -Encoding utf8)\n',
    });
    write('pf.yml', workflow('private/secret.md'));
    expect(baton(['--workflow', 'pf.yml', '--job', 'a']).stdout).toBe('TOP SECRET');
  });

  /** A workflow of one job `a` whose stage step's prompt is `prompt`, on `on`, with `vars` if given. */
  const oneJob = (on: string, prompt: string, extra = '') => `on:
${on}
permissions: {}
jobs:
  a:
    runs-on: ubuntu-latest${extra}
    steps:
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with:
          prompt: ${JSON.stringify(prompt)}
          run: ./agent.sh
`;

  it('refuses an --event-name that is not a trigger of the workflow, in the words baton run refuses it', () => {
    write('ev.yml', oneJob('  issues:\n    types: [opened]', 'event={{github.event_name}}'));
    const cli = cliIn(dir);
    for (const name of ['nonsense', 'push']) {
      const said = `ev.yml: --event-name "${name}" is not a trigger of this workflow; its triggers: issues`;
      expect(baton(['--workflow', 'ev.yml', '--job', 'a', '--event-name', name]), name).toEqual({
        code: 1,
        stdout: '',
        stderr: `baton: ev.yml: 1 problem; baton run would refuse it, so no prompt of job a is rendered\n  ${said}\n`,
      });
      const run = cli('run', 'ev.yml', '--event-name', name, '--plain');
      expect(run.code, name).toBe(1);
      expect(run.stderr, name).toContain(`\n  ${said}\n`);
    }
    // A trigger of it renders, named as the run names it.
    expect(baton(['--workflow', 'ev.yml', '--job', 'a', '--event-name', 'issues'])).toEqual({
      code: 0,
      stdout: 'event=issues',
      stderr: '',
    });
  });

  it('refuses a prompt baton run and baton lint refuse, with their words, before rendering it (an input or matrix key no run gives, in {{#if}} too)', () => {
    const cli = cliIn(dir);
    const noInput =
      "inputs.x: no input x; the inputs of a prompt are the workflow's declared inputs and the keys of the step's vars, and there are none here";
    const issues = '  issues:\n    types: [opened]';
    write('in1.yml', oneJob(issues, 'x={{inputs.x}}'));
    write('in2.yml', oneJob(issues, 'x={{#if inputs.x}}{{inputs.x}}{{/if}}'));
    expect(baton(['--workflow', 'in1.yml', '--job', 'a'])).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: in1.yml: 1 problem; baton run would refuse it, so no prompt of job a is rendered\n  in1.yml:11:24: ${noInput}\n`,
    });
    // Given --input x, the run refuses that as well: so does the render, and both say it the same way.
    const given =
      "in1.yml: --input x: issues runs have no inputs (on GitHub, inputs are for workflow_dispatch and workflow_call); give the event's payload with --event instead (this workflow is not triggered by workflow_dispatch)";
    expect(baton(['--workflow', 'in1.yml', '--job', 'a', '--input', 'x=1'])).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: in1.yml: 2 problems; baton run would refuse it, so no prompt of job a is rendered\n  ${given}\n  in1.yml:11:24: ${noInput}\n`,
    });
    expect(cli('run', 'in1.yml', '--input', 'x=1', '--plain').stderr).toContain(
      `\n  ${given}\n  in1.yml:11:24: ${noInput}\n`,
    );
    expect(cli('lint', 'in1.yml').stdout).toContain(`in1.yml:11:24: template-invalid: ${noInput}\n`);
    // What the refusal of a field not there would suggest ({{#if inputs.x}}) is refused as well.
    expect(baton(['--workflow', 'in2.yml', '--job', 'a'])).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: in2.yml: 2 problems; baton run would refuse it, so no prompt of job a is rendered\n  in2.yml:11:28: ${noInput}\n  in2.yml:11:40: ${noInput}\n`,
    });
    expect(cli('lint', 'in2.yml').stdout).toContain(`in2.yml:11:28: template-invalid: ${noInput}\n`);
    // A matrix key the legs upstream do not have, read or tested.
    const matrix = (read: string) => `on: workflow_dispatch
permissions: {}
jobs:
  review:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        os: [linux, mac]
    steps:
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with: { prompt: look, run: ./agent.sh }
  sum:
    needs: review
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with: { persist-credentials: false }
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with:
          prompt: "{{#each jobs.review}}{{id}} ${read}{{/each}}"
          run: ./agent.sh
`;
    const noKey = 'matrix.nope: no key nope in the matrix of the stages of job review; matrix keys: os';
    write('mx1.yml', matrix('{{matrix.nope}}'));
    write('mx2.yml', matrix('{{#if matrix.nope}}y{{/if}}'));
    for (const [file, column] of [
      ['mx1.yml', 50],
      ['mx2.yml', 54],
    ] as const) {
      expect(baton(['--workflow', file, '--job', 'sum']), file).toEqual({
        code: 1,
        stdout: '',
        stderr: `baton: ${file}: 1 problem; baton run would refuse it, so no prompt of job sum is rendered\n  ${file}:20:${column}: ${noKey}\n`,
      });
      expect(cli('lint', file).stdout, file).toContain(`${file}:20:${column}: template-invalid: ${noKey}\n`);
    }
    // The job upstream, whose own prompt is fine, still renders.
    expect(baton(['--workflow', 'mx1.yml', '--job', 'review'])).toEqual({
      code: 0,
      stdout: 'look',
      stderr: '',
    });
  });

  it("gives the prompt the step's vars: over --input, their ${{ }} (and the prompt's) evaluated as the run does, as the run's prompt has them", () => {
    const repo = mkdtempSync(join(dir, 'vars-'));
    const cli = cliIn(repo);
    writeFileSync(
      join(repo, 'v1.yml'),
      `on:
  workflow_dispatch:
    inputs:
      who: { type: string, required: true }
permissions: {}
jobs:
  r:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        angle: [security]
    steps:
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with:
          vars: |
            angle: \${{ matrix.angle }}
            by: \${{ inputs.who }}!
            who: override
          prompt: "angle={{inputs.angle}} by={{inputs.by}} who={{inputs.who}} m=\${{ matrix.angle }}"
          run: echo '{"version":1,"summary":"ok"}' > "$BATON_HANDOFF_PATH"
`,
    );
    const render = cli('render', '--workflow', 'v1.yml', '--job', 'r', '--input', 'who=me');
    expect(render).toEqual({ code: 0, stdout: 'angle=security by=me! who=override m=security', stderr: '' });
    const run = cli('run', 'v1.yml', '--input', 'who=me', '--plain');
    expect(run.code, run.stderr).toBe(0);
    expect(cli('show', 'latest', 'r-security', '--prompt').stdout).toBe(render.stdout);
  });

  it('leaves out, naming them, the keys of vars: whose ${{ }} only a run knows, keeps the others, and takes them from --input', () => {
    write(
      'v2.yml',
      `on: workflow_dispatch
permissions: {}
jobs:
  r:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        angle: [security, perf]
    steps:
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with:
          vars: |
            angle: \${{ matrix.angle }}
            id: \${{ github.run_id }}
            lit: plain
          prompt: "angle={{inputs.angle}} id={{inputs.id}} lit={{inputs.lit}}"
          run: ./agent.sh
`,
    );
    const none = baton(['--workflow', 'v2.yml', '--job', 'r']);
    expect(none.code).toBe(1);
    expect(none.stderr.split('\n').slice(0, 3)).toEqual([
      "warning: v2.yml:12:17: the step's vars: angle (reads matrix.angle), id (reads github.run_id) left out here: only a run knows what their ${{ }} read; give them with --input angle=<value>",
      'baton: v2.yml:16:19 jobs.r prompt:1:9: inputs.angle: no field angle in inputs',
      '  fields there: lit',
    ]);
    expect(baton(['--workflow', 'v2.yml', '--job', 'r', '--input', 'angle=perf', '--input', 'id=7'])).toEqual(
      {
        code: 0,
        stdout: 'angle=perf id=7 lit=plain',
        stderr: '',
      },
    );
    // An --input that is neither an input of the workflow nor such a key: the run's refusal.
    expect(
      baton([
        '--workflow',
        'v2.yml',
        '--job',
        'r',
        '--input',
        'angle=perf',
        '--input',
        'id=7',
        '--input',
        'lit=x',
      ]),
    ).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'baton: v2.yml: 1 problem; baton run would refuse it, so no prompt of job r is rendered\n  v2.yml: --input lit: on.workflow_dispatch declares no such input; its inputs: (none)\n',
    });
  });

  it('chooses among stage steps by id or number, and refuses what it cannot render, saying why', () => {
    write('wf.yml', WORKFLOW);
    expect(baton(['--workflow', 'wf.yml', '--job', 'two', '--step', 'first'])).toEqual({
      code: 0,
      stdout: 'one from-vars',
      stderr: '',
    });
    const cases: Array<[string[], string]> = [
      [['--job', 'two'], 'baton: --job: job two has 2 stage steps: choose one with --step (first, 2)\n'],
      [
        ['--job', 'two', '--step', '2'],
        'baton: wf.yml:26:26: the prompt of job two is an expression ("${{ github.event.issue.title }}"), which GitHub evaluates before baton sees it: render the text it gives with --template\n',
      ],
      [
        ['--job', 'fx'],
        'baton: --job: wf.yml has no job fx (did you mean fix?); jobs: investigate, fix, two, call\n',
      ],
      [
        [],
        'baton: --job: is required with --workflow: the job whose prompt to render (--workflow <file> --job <id>)\n',
      ],
      [
        ['--job', 'call'],
        'baton: --job: job call calls ./.github/workflows/review.yml: render a job of it (--workflow .github/workflows/review.yml --job <job>)\n',
      ],
    ];
    for (const [args, stderr] of cases) {
      expect(baton(['--workflow', 'wf.yml', ...args]), args.join(' ')).toEqual({
        code: 2,
        stdout: '',
        stderr,
      });
    }
    expect(baton(['--job', 'fix', '--template', 'x'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'baton: --job names a stage step of --workflow <file>, which is not given\n',
    });
  });
});

describe('baton render --workflow --run <a run of another workflow>', () => {
  it("reads the run's records but not its inputs or event, which are another workflow's, and says so", () => {
    const repo = mkdtempSync(join(dir, 'other-'));
    cpSync(join(REPO_ROOT, 'examples'), join(repo, 'examples'), { recursive: true });
    withBatonActions(repo);
    const cli = cliIn(repo);
    const triage = cli(
      'run',
      'examples/workflows/triage-on-label.yml',
      '--event',
      'examples/events/triage-on-label.json',
      '--plain',
    );
    expect(triage.code, triage.stderr).toBe(0);
    const [id] = readdirSync(join(repo, '.baton', 'runs'));
    const other = `note: run ${id} ran examples/workflows/triage-on-label.yml, not examples/workflows/REVIEW: its records are read, not its inputs or event (give those with --input and --event)`;

    // The legs the plan knows keep their matrix values, as without --run.
    const review = cli(
      'render',
      '--workflow',
      'examples/workflows/review-pr.yml',
      '--job',
      'synthesize',
      '--run',
      'latest',
    );
    expect(review.code, review.stderr).toBe(0);
    expect(review.stdout).toContain('> security: \n');
    const notes = review.stderr.split('\n');
    expect(notes[0]).toBe(other.replace('REVIEW', 'review-pr.yml'));
    expect(notes[1]).toBe(
      `note: neither run ${id} nor a --handoff gives review-security, review-tests, review-docs, upstream of job synthesize: rendered as a stage that did not run (give --handoff review-security=<file>, or --run <run>)`,
    );

    // A dispatch input the workflow is always given is asked for, as without --run.
    const fix = cli(
      'render',
      '--workflow',
      'examples/workflows/fix-issue.yml',
      '--job',
      'fix',
      '--run',
      'latest',
    );
    expect(fix.code).toBe(1);
    expect(fix.stderr).toContain(other.replace('REVIEW', 'fix-issue.yml'));
    expect(fix.stderr).toContain("input 'issue' is required and has no default; pass --input issue=<value>");
  });
});
