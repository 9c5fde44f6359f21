import { describe, expect, it } from 'vitest';
import {
  type Annotation,
  MAX_STEP_ANNOTATIONS,
  parseCommandLine,
  WorkflowCommandReader,
  withMaskCommandsHidden,
  withMaskValuesHidden,
} from '../../../src/core/workflow/file-commands.js';

/** The reader over a whole output at once. */
function read(output: string) {
  const reader = new WorkflowCommandReader();
  reader.push(output);
  return reader.end();
}
const addMaskValues = (output: string) => read(output).masks;

describe('WorkflowCommandReader: ::add-mask::', () => {
  it('takes each ::add-mask:: value, as the runner reads the command', () => {
    const output = [
      'plain output',
      '::add-mask::generated-token-123',
      '   ::add-mask::  padded value  ',
      '::add-mask::two%0Alines%25',
      'not a command ::add-mask::inline',
      '::add-mask::',
      '::add-mask::generated-token-123',
    ].join('\n');
    expect(addMaskValues(output)).toEqual([
      'generated-token-123',
      'padded value',
      'two\nlines%',
      'two',
      'lines%',
    ]);
  });

  it('trims a value and a property list holding a long run of whitespace in linear time (a trim by regex took minutes on one long line)', () => {
    const gap = ' '.repeat(600_000);
    expect(addMaskValues(`::add-mask::  x${gap}y  `)).toEqual([`x${gap}y`]);
    const parsed = parseCommandLine(`::error  file=a.js,${gap}line=3  ::boom`);
    expect(parsed).toMatchObject({ command: 'error', data: 'boom' });
  });

  it('takes each line of a multi-line value too, trimmed, as the runner does (ActionCommandManagerL0 AddMaskWithMultilineValue)', () => {
    const masks = addMaskValues(
      ['::add-mask::abc%0Ddef%0Aghi%0D%0Ajkl', '::add-mask:: %0D  %0A   %0D%0A    %0D'].join('\n'),
    );
    expect(masks).toEqual(['abc\rdef\nghi\r\njkl', 'abc', 'def', 'ghi', 'jkl']);
  });

  it('reads no command between ::stop-commands::<token> and ::<token>::', () => {
    const output = [
      '::stop-commands::pause-7f3a',
      '::add-mask::printed-not-run',
      '::pause-7f3a::',
      '::add-mask::after-the-pause\r',
    ].join('\n');
    // The token, longer than 6 characters, is a secret too, as on GitHub.
    expect(addMaskValues(output)).toEqual(['pause-7f3a', 'after-the-pause']);
  });

  it('resumes on a command named by the token in any case, whatever follows it, as the runner does', () => {
    const output = [
      '::stop-commands::pause7',
      '::add-mask::printed-not-run',
      '  ::PAUSE7 some=thing::and data',
      '::add-mask::after-the-pause',
    ].join('\n');
    expect(addMaskValues(output)).toEqual(['after-the-pause']);
  });

  it('reads a command whose property holds a single colon, as the runner does', () => {
    expect(addMaskValues('::add-mask x=a:b::abcdef-value')).toEqual(['abcdef-value']);
  });

  it('reads a command split between chunks, and no command from a line too long to be one', () => {
    const reader = new WorkflowCommandReader();
    for (const chunk of [
      'out\n::add-',
      'mask::split-val',
      'ue-1\nmore\n',
      `::add-mask::${'y'.repeat(1_100_000)}`,
      `\n::add-mask::${'q'.repeat(70_000)}`,
      '\n::add-mask::last-one',
    ])
      reader.push(chunk);
    expect(reader.end().masks).toEqual(['split-value-1', 'q'.repeat(70_000), 'last-one']);
  });

  it('ends a line where the runner does: at \\n, \\r\\n or a lone \\r, not at U+2028; escapes are upper case', () => {
    const output = [
      'progress 10%\r::add-mask::after-a-carriage-return',
      '::add-mask::before-a-carriage-return\rrest of the line',
      '::add-mask::with\u2028separator',
      '::add-mask::crlf-ended\r',
      '::add-mask::lower%0acase',
    ].join('\n');
    expect(addMaskValues(output)).toEqual([
      'after-a-carriage-return',
      'before-a-carriage-return',
      'with\u2028separator',
      'crlf-ended',
      'lower%0acase',
    ]);
  });
});

/** An annotation's place: null for each property not given. */
function place(given: Partial<NonNullable<Annotation['place']>>): NonNullable<Annotation['place']> {
  return { title: null, file: null, line: null, end_line: null, col: null, end_column: null, ...given };
}

describe('withMaskValuesHidden: two commands on one line', () => {
  it('hides the value of each that was registered', () => {
    expect(withMaskValuesHidden('::add-mask::xy::add-mask::q1', ['xy', 'q1'])).toBe(
      '::add-mask::***::add-mask::***',
    );
  });
});

describe('withMaskCommandsHidden: a step name holding an ::add-mask:: command', () => {
  it('shows each such value as ***, wherever it is, in any case', () => {
    expect(withMaskCommandsHidden('Run echo "::add-mask::Hunter42xyz"')).toBe('Run echo "::add-mask::***');
    expect(withMaskCommandsHidden('Run x ::ADD-MASK title=a:b::ab%0Acd')).toBe('Run x ::ADD-MASK::***');
    expect(withMaskCommandsHidden('Run echo plain')).toBe('Run echo plain');
  });
});

describe('withMaskValuesHidden: the ::add-mask:: line in a job log', () => {
  it('is ::add-mask::*** for each value the step registered, wherever the command is in the line', () => {
    const output = [
      '::add-mask::abc',
      '   ::add-mask::  padded value  ',
      '::ADD-MASK::two%0Alines%25\r',
      'Fetching...::add-mask::abc',
      '::add-mask::abc\rprogress',
      '::add-mask x=a:b::ab',
      'İİİİ::add-mask::abc',
    ].join('\n');
    const { masks } = read(output);
    expect(withMaskValuesHidden(output, masks)).toBe(
      [
        '::add-mask::***',
        '   ::add-mask::***',
        '::ADD-MASK::***\r',
        'Fetching...::add-mask::***',
        '::add-mask::***\rprogress',
        '::add-mask::***',
        'İİİİ::add-mask::***',
      ].join('\n'),
    );
  });

  it('leaves a line that only looks like one (while commands are stopped) as printed, and an output with no masks as it is', () => {
    const output = '::stop-commands::tok-1\n::add-mask::not-registered\n::tok-1::\n::add-mask::abc';
    const { masks } = read(output);
    expect(masks).toEqual(['abc']);
    expect(withMaskValuesHidden(output, masks)).toBe(
      '::stop-commands::tok-1\n::add-mask::not-registered\n::tok-1::\n::add-mask::***',
    );
    expect(withMaskValuesHidden('::add-mask::abc', [])).toBe('::add-mask::abc');
  });
});

describe('WorkflowCommandReader: annotations', () => {
  it('reads ::error::, ::warning:: and ::notice:: with their title and where they point, as GitHub shows them', () => {
    const output = [
      '::error file=app.js,line=1,col=5,endColumn=7,title=Missing semicolon::Expected ;',
      '::warning::plain warning',
      '  ::notice title=Deploy%3A done::took 3%25 longer%0Athan usual',
      '::ERROR file=a%2Cb.js::commas in a name',
      '::error line=9::no file, so no place',
      '::stop-commands::tok',
      '::error::not read while commands are stopped',
      '::tok::',
      'text ::error::not at the start of a line',
      '::debug::not an annotation',
      '::error file=C:/src/x.ts,line=2::a colon in a property',
      '::error title=Build failed: lint::a colon in the title',
      '::error title=x%0Arun fake success,file=a%0Ab::one line',
    ].join('\n');
    expect(read(output).annotations).toEqual([
      {
        level: 'error',
        message: 'app.js:1:5: Missing semicolon: Expected ;',
        place: place({ file: 'app.js', line: 1, col: 5, end_column: 7, title: 'Missing semicolon' }),
      },
      { level: 'warning', message: 'plain warning', place: place({}) },
      {
        level: 'notice',
        message: 'Deploy: done: took 3% longer than usual',
        place: place({ title: 'Deploy: done' }),
      },
      { level: 'error', message: 'a,b.js: commas in a name', place: place({ file: 'a,b.js' }) },
      { level: 'error', message: 'no file, so no place', place: place({ line: 9 }) },
      {
        level: 'error',
        message: 'C:/src/x.ts:2: a colon in a property',
        place: place({ file: 'C:/src/x.ts', line: 2 }),
      },
      {
        level: 'error',
        message: 'Build failed: lint: a colon in the title',
        place: place({ title: 'Build failed: lint' }),
      },
      {
        level: 'error',
        message: 'a b: x run fake success: one line',
        place: place({ title: 'x run fake success', file: 'a b' }),
      },
    ]);
    const long = read(`::notice::${'b'.repeat(200_000)}`).annotations;
    expect(long).toEqual([
      { level: 'notice', message: `${'b'.repeat(4000)}… (196000 more characters)`, place: place({}) },
    ]);
  });

  it('gives where an annotation points as numbers only when they are line or column numbers', () => {
    const [first, second] = read(
      ['::error file=a.js,line=3,endLine=4,col=0,endColumn=x::t', '::error LINE=12,Col=2::t'].join('\n'),
    ).annotations;
    expect(first?.place).toEqual(place({ file: 'a.js', line: 3, end_line: 4 }));
    expect(second?.place).toEqual(place({ line: 12, col: 2 }));
    const titled = read(`::error title=${'t'.repeat(5000)}::x`).annotations[0];
    expect(titled?.place?.title).toBe(`${'t'.repeat(4000)}… (1000 more characters)`);
  });

  it(`keeps at most ${MAX_STEP_ANNOTATIONS} of one step, and says how many more there were`, () => {
    const output = Array.from({ length: MAX_STEP_ANNOTATIONS + 3 }, (_, i) => `::warning::w${i}`).join('\n');
    const { annotations } = read(output);
    expect(annotations).toHaveLength(MAX_STEP_ANNOTATIONS + 1);
    expect(annotations.at(-1)).toEqual({
      level: 'warning',
      message: `3 more annotations of this step not shown (at most ${MAX_STEP_ANNOTATIONS})`,
    });
  });
});

describe('WorkflowCommandReader: the commands GitHub replaced by files', () => {
  const output = [
    '::set-output name=first::one%0Atwo',
    '::set-output name=second::2',
    '::set-env name=GREETING::hello',
    '::add-path::/opt/a',
    '::add-path::/opt/b',
  ].join('\n');

  it('sets outputs from ::set-output::, with one warning that it is deprecated', () => {
    const { commands, annotations } = read('::set-output name=first::one%0Atwo\n::set-output name=second::2');
    expect(commands.outputs).toEqual([
      ['first', 'one\ntwo'],
      ['second', '2'],
    ]);
    expect(commands.failures).toEqual([]);
    expect(annotations).toEqual([
      {
        level: 'warning',
        message: expect.stringMatching(
          /^the `set-output` command is deprecated .*write to GITHUB_OUTPUT instead/,
        ),
      },
    ]);
  });

  it('fails on ::set-env:: and ::add-path::, naming the file to write instead and never the value', () => {
    const { commands } = read(output);
    expect(commands.env).toEqual([]);
    expect(commands.path).toEqual([]);
    expect(commands.failures).toEqual([
      expect.stringMatching(
        /^unable to process ::set-env::: the `set-env` command is disabled; write to GITHUB_ENV instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS to true/,
      ),
      expect.stringMatching(
        /^unable to process ::add-path::: the `add-path` command is disabled; write to GITHUB_PATH instead/,
      ),
      expect.stringMatching(
        /^unable to process ::add-path::: the `add-path` command is disabled; write to GITHUB_PATH instead/,
      ),
    ]);
    expect(commands.failures.join('\n')).not.toMatch(/hello|\/opt\/a/);
  });

  it('applies them with ACTIONS_ALLOW_UNSECURE_COMMANDS, refusing NODE_OPTIONS as GitHub does', () => {
    const reader = new WorkflowCommandReader({ allowUnsecureCommands: true });
    reader.push(`${output}\n::set-env name=NODE_OPTIONS::--require x\n::set-output::no name\n`);
    const { commands, annotations } = reader.end();
    expect(commands.env).toEqual([['GREETING', 'hello']]);
    expect(commands.path).toEqual(['/opt/a', '/opt/b']);
    expect(commands.failures).toEqual([
      "unable to process ::set-output::: required field 'name' is missing in the set-output command",
    ]);
    expect(annotations).toContainEqual({
      level: 'error',
      message: "can't update NODE_OPTIONS using ::set-env::",
    });
  });

  it('ignores them between ::stop-commands:: and its token', () => {
    const { commands } = read(`::stop-commands::tok\n${output}\n::tok::\n::set-output name=after::x`);
    expect(commands).toEqual({ outputs: [['after', 'x']], env: [], path: [], failures: [] });
  });
});

describe('WorkflowCommandReader: ::save-state::', () => {
  it('takes it to no effect, with one warning that it is deprecated, and fails it without a name, as the runner does', () => {
    const { commands, annotations } = read(
      '::save-state name=a::1\n::save-state name=b::2\n::set-output name=o::x\n::save-state::no name',
    );
    expect(commands.outputs).toEqual([['o', 'x']]);
    expect(commands.env).toEqual([]);
    expect(commands.failures).toEqual([
      "unable to process ::save-state::: required field 'name' is missing in the save-state command",
    ]);
    expect(annotations).toEqual([
      {
        level: 'warning',
        message: expect.stringMatching(
          /^the `save-state` command is deprecated and will be disabled soon; write to GITHUB_STATE instead \(see https:\/\/github\.blog\/changelog\/2022-10-11-github-actions-deprecating-save-state-and-set-output-commands\/\)$/,
        ),
      },
      { level: 'warning', message: expect.stringMatching(/^the `set-output` command is deprecated/) },
    ]);
  });
});

describe('WorkflowCommandReader: a ::stop-commands:: token the runner refuses', () => {
  it('fails on an empty token, pause-logging or the name of a workflow command (any case), and stops nothing', () => {
    for (const token of [
      '',
      'warning',
      'WARNING',
      'add-mask',
      'pause-logging',
      'Pause-Logging',
      'endgroup',
    ]) {
      const { commands, annotations, masks } = read(
        `::stop-commands::${token}\n::warning::still read\n::add-mask::still-a-secret\n::${token}::`,
      );
      expect(commands.failures, token).toEqual([
        `unable to process ::stop-commands::: you cannot use an endToken that is an empty string, the string 'pause-logging', or another workflow command (this one is ${token === '' ? 'empty' : `"${token}"`}); use a token of your own, such as a random one, or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS to true (see https://docs.github.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stopping-and-starting-workflow-commands)`,
      ]);
      expect(masks, token).toEqual(['still-a-secret']);
      expect(annotations[0], token).toMatchObject({ level: 'warning', message: 'still read' });
    }
  });

  it('takes any token with ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS: an empty one stops commands for good', () => {
    const allowed = (output: string) => {
      const reader = new WorkflowCommandReader({ allowUnsecureStopCommandTokens: true });
      reader.push(output);
      return reader.end();
    };
    const named = allowed(
      '::stop-commands::warning\n::add-mask::not-read\n::warning::\n::add-mask::read-again',
    );
    expect(named.commands.failures).toEqual([]);
    // `warning`, taken as a token of 7 characters, is a secret from then on, as the runner masks it.
    expect(named.masks).toEqual(['warning', 'read-again']);
    expect(named.annotations).toEqual([]);
    const empty = allowed('::stop-commands::\n::add-mask::not-read\n::::\n::add-mask::not-read-either');
    expect(empty.commands.failures).toEqual([]);
    expect(empty.masks).toEqual([]);
  });

  it('takes a token of its own, one that only contains a command name too', () => {
    const { commands, masks } = read('::stop-commands::warning-7f3a\n::add-mask::not-read\n::warning-7f3a::');
    expect(commands.failures).toEqual([]);
    expect(masks).toEqual(['warning-7f3a']);
  });
});

describe('WorkflowCommandReader: a ::stop-commands:: token as a secret', () => {
  it('registers a token longer than 6 characters as a mask, as the runner adds it to its secret masker; a shorter one not', () => {
    expect(read('::stop-commands::pause-7f3a\n::add-mask::not-read\n::pause-7f3a::').masks).toEqual([
      'pause-7f3a',
    ]);
    expect(read('::stop-commands::pause7\n::add-mask::not-read\n::pause7::').masks).toEqual([]);
    // Once, however often it is used.
    expect(
      read('::stop-commands::pause-7f3a\n::pause-7f3a::\n::stop-commands::pause-7f3a\n::pause-7f3a::').masks,
    ).toEqual(['pause-7f3a']);
  });

  it('takes the token unescaped, as the runner reads the data: it resumes at the token as unescaped', () => {
    const { masks, annotations } = read(
      '::stop-commands::pause%25-7f3a\n::warning::not read\n::pause%25-7f3a::\n::warning::still not read\n::pause%-7f3a::\n::warning::read',
    );
    expect(masks).toEqual(['pause%-7f3a']);
    expect(annotations.map((a) => a.message)).toEqual(['read']);
  });

  it('masks a refused token only when ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS takes it', () => {
    expect(read('::stop-commands::endgroup').masks).toEqual([]);
    const reader = new WorkflowCommandReader({ allowUnsecureStopCommandTokens: true });
    reader.push('::stop-commands::endgroup\n::endgroup::');
    expect(reader.end().masks).toEqual(['endgroup']);
  });
});

describe('WorkflowCommandReader: two streams', () => {
  it("reads each stream's lines apart: a line stdout has not ended never swallows a command on stderr", () => {
    const reader = new WorkflowCommandReader();
    reader.push('Fetching credentials...', 'stdout');
    reader.push('::add-mask::dyn-secret-4242\n', 'stderr');
    reader.push('::stop-commands::tok123\n', 'stderr');
    reader.push(' done\n::set-output name=deploy::true\n', 'stdout');
    reader.push('::tok123::\n', 'stderr');
    const { masks, commands } = reader.end();
    expect(masks).toEqual(['dyn-secret-4242']);
    // Between ::stop-commands:: and its token, nothing is a command, whichever stream printed it.
    expect(commands.outputs).toEqual([]);
  });
});

describe('WorkflowCommandReader: annotations and secrets', () => {
  it('redacts an annotation whole before cutting it, so no secret is cut in two and let through', () => {
    const secret = 's3cr3t-value-123';
    const reader = new WorkflowCommandReader({
      redact: (text, masks) => [secret, ...masks].reduce((t, s) => t.replaceAll(s, '[REDACTED]'), text),
    });
    const pad = 'A'.repeat(3985);
    reader.push(
      `::error::${pad}${secret}\n::warning title=${pad}${secret}::t\n::add-mask::later-mask-77\n::notice file=${pad}later-mask-77,line=1::f\n`,
    );
    const { annotations } = reader.end();
    const shown = JSON.stringify(annotations);
    expect(shown).not.toMatch(/s3cr3t-value-1|later-mask-7/);
    expect(annotations[0]?.message).toMatch(/^A+\[REDAC/);
  });
});

/**
 * The runner's own cases, ported: actions/runner src/Test/L0/Worker/ActionCommandL0.cs (CommandParserTest for
 * the legacy `##[` form, CommandParserV2Test for `::`) and ActionCommandManagerL0.cs (StopProcessCommand,
 * StopProcessCommandAcceptsValidToken), at 258d6c8.
 */
describe("parseCommandLine: the runner's ActionCommandL0 cases", () => {
  const commands = new Set(['do-something']);
  const parsed = (line: string) => {
    const c = parseCommandLine(line, commands);
    return c && { command: c.command, properties: Object.fromEntries(c.properties), data: c.data };
  };

  it('reads the legacy ##[ form anywhere in a line, with its own escapes (CommandParserTest)', () => {
    expect(parsed('##[do-something k1=v1;]msg')).toEqual({
      command: 'do-something',
      properties: { k1: 'v1' },
      data: 'msg',
    });
    expect(parsed('##[do-something]')).toEqual({ command: 'do-something', properties: {}, data: '' });
    expect(parsed('##[do-something k1=%3B=%0D=%0A=%5D;]%3B-%0D-%0A-%5D')).toEqual({
      command: 'do-something',
      properties: { k1: ';=\r=\n=]' },
      data: ';-\r-\n-]',
    });
    expect(parsed('##[do-something k1=%253B=%250D=%250A=%255D;]%253B-%250D-%250A-%255D')).toEqual({
      command: 'do-something',
      properties: { k1: '%3B=%0D=%0A=%5D' },
      data: '%3B-%0D-%0A-%5D',
    });
    expect(parsed('##[do-something k1=;k2=;]')).toEqual({
      command: 'do-something',
      properties: {},
      data: '',
    });
    expect(parsed('>>>   ##[do-something k1=v1;]msg')).toEqual({
      command: 'do-something',
      properties: { k1: 'v1' },
      data: 'msg',
    });
  });

  it("reads the :: form only at the line's start, with its escapes (CommandParserV2Test)", () => {
    expect(parsed('::do-something k1=v1,::msg')).toEqual({
      command: 'do-something',
      properties: { k1: 'v1' },
      data: 'msg',
    });
    expect(parsed('::do-something::')).toEqual({ command: 'do-something', properties: {}, data: '' });
    expect(parsed('::do-something k1=;=%2C=%0D=%0A=]=%3A,::;-%0D-%0A-]-:-,')).toEqual({
      command: 'do-something',
      properties: { k1: ';=,=\r=\n=]=:' },
      data: ';-\r-\n-]-:-,',
    });
    expect(parsed('::do-something k1=;=%252C=%250D=%250A=]=%253A,::;-%250D-%250A-]-:-,')).toEqual({
      command: 'do-something',
      properties: { k1: ';=%2C=%0D=%0A=]=%3A' },
      data: ';-%0D-%0A-]-:-,',
    });
    expect(parsed('::do-something k1=,k2=,::')).toEqual({
      command: 'do-something',
      properties: {},
      data: '',
    });
    expect(parsed('::do-something k1=v1::')).toEqual({
      command: 'do-something',
      properties: { k1: 'v1' },
      data: '',
    });
    expect(parsed('   ::do-something k1=v1,::msg')).toEqual({
      command: 'do-something',
      properties: { k1: 'v1' },
      data: 'msg',
    });
    expect(parsed('   >>>   ::do-something k1=v1,::msg')).toBeNull();
  });

  it("trims .NET whitespace before :: (U+0085 and NBSP too, not U+FEFF) and keeps the data's end", () => {
    expect(parsed('\u0085\u00a0\u3000::do-something::msg  ')).toMatchObject({ data: 'msg  ' });
    expect(parsed('\ufeff::do-something::msg')).toBeNull();
  });

  it('takes :: first, and ##[ when the :: form names no registered command (TryProcessCommand)', () => {
    expect(parsed('::do-something::has ##[other]')).toMatchObject({
      command: 'do-something',
      data: 'has ##[other]',
    });
    expect(parsed('::unknown::then ##[do-something]x')).toMatchObject({ command: 'do-something', data: 'x' });
    // Only the first ##[ counts, and a name not registered is no command.
    expect(parsed('##[unknown]##[do-something]x')).toBeNull();
    expect(parsed('##[DO-SOMETHING]x')).toMatchObject({ command: 'do-something' });
  });

  it("splits a property as .NET's Split('=', 2, RemoveEmptyEntries) does", () => {
    expect(parsed('##[do-something =k1=v1;k2==v2;k3=a=b;k4;=]')?.properties).toEqual({
      k1: 'v1',
      k2: 'v2',
      k3: 'a=b',
    });
    // Names are not trimmed: the runner's dictionary holds " k2".
    expect(parsed('::do-something k1=v1, k2=v2::')?.properties).toEqual({ k1: 'v1', ' k2': 'v2' });
  });
});

describe('WorkflowCommandReader: the legacy ##[ form', () => {
  it('applies add-mask, set-output and annotations written as ##[ anywhere in a line', () => {
    const r = read(
      [
        '##[add-mask]s3cret',
        '>>> ##[add-mask]two%3Bparts%5D',
        'log: ##[set-output name=x;]v%3B1',
        '##[warning title=Lint;file=a.js;line=3]careful%0Anow',
      ].join('\n'),
    );
    expect(r.masks).toEqual(['s3cret', 'two;parts]']);
    expect(r.commands.outputs).toEqual([['x', 'v;1']]);
    expect(r.annotations.map((a) => a.message)).toContain('a.js:3: Lint: careful now');
  });

  it('stops and resumes commands in either form (StopProcessCommand, StopProcessCommandAcceptsValidToken)', () => {
    const r = read(
      [
        '##[stop-commands]stopToken',
        '##[set-output name=a]held',
        '::add-mask::held-mask',
        'x ##[stopToken]',
        '##[set-output name=b]after',
        '::stop-commands::randomToken',
        '##[add-mask]held-too',
        '::randomToken::',
        '::add-mask::after-mask',
      ].join('\n'),
    );
    expect(r.commands.outputs).toEqual([['b', 'after']]);
    expect(r.masks).toEqual(['stopToken', 'randomToken', 'after-mask']);
  });

  it('refuses a ##[stop-commands] token the runner refuses', () => {
    expect(read('##[stop-commands]set-env').commands.failures).toHaveLength(1);
  });
});

describe('withMaskValuesHidden: a legacy ##[add-mask] line in a job log', () => {
  it('keeps the command with its value as ***', () => {
    expect(withMaskValuesHidden('>>> ##[add-mask]abc\nabc', ['abc'])).toBe('>>> ##[add-mask]***\nabc');
    expect(withMaskCommandsHidden('Run echo "##[add-mask]${{ secrets.x }}"')).toBe(
      'Run echo "##[add-mask]***',
    );
  });
});
