import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UserError } from '../../../src/core/errors.js';
import { handlebars } from '../../../src/core/template/environment.js';
import { fence } from '../../../src/core/template/fence.js';
import { renderPrompt } from '../../../src/core/template/render-prompt.js';
import { loadTokenizer } from '../../../src/core/tokens.js';
import { contextOf, handoff, upstream } from '../../support/template-fixtures.js';

/**
 * Handoffs and event payloads are written by an LLM or by whoever opened the issue. They are data: nothing
 * in them is compiled, looked up or executed, whatever it looks like.
 */

// Published Handlebars exploits: the string-split RCE (2019, used against 4.0.x), the prototype-pollution
// RCE of CVE-2019-19919, the __lookupGetter__ variant of CVE-2021-23369, and the dynamic-partial payload of
// the 4.7.9 advisory. Each would set globalThis.__batonPwned if it ever ran.
const EXPLOIT = "return globalThis.__batonPwned = 'pwned'";
const PAYLOADS: Record<string, string> = {
  'string-split RCE': `{{#with "s" as |string|}}
  {{#with "e"}}
    {{#with split as |conslist|}}
      {{this.pop}}
      {{this.push (lookup string.sub "constructor")}}
      {{this.pop}}
      {{#with string.split as |codelist|}}
        {{this.pop}}
        {{this.push "${EXPLOIT}"}}
        {{this.pop}}
        {{#each conslist}}
          {{#with (string.sub.apply 0 codelist)}}
            {{this}}
          {{/with}}
        {{/each}}
      {{/with}}
    {{/with}}
  {{/with}}
{{/with}}`,
  'CVE-2019-19919': `{{#with this as |obj|}}{{#with (obj.constructor.keys "1") as |arr|}}{{arr.pop}}{{obj.constructor.name.constructor.bind}}{{arr.pop}}{{arr.push obj.constructor.name.constructor.bind.apply}}{{arr.pop}}{{arr.push "${EXPLOIT}"}}{{arr.pop}}{{#blockHelperMissing obj.constructor.name.constructor.bind}}{{#with (arr.constructor (obj.constructor.name.constructor.bind.apply obj.constructor.name.constructor arr))}}{{#with (obj.constructor.getOwnPropertyDescriptor this 0)}}{{#with (obj.constructor.defineProperty obj.constructor.prototype "toString" this)}}{{#with (obj.constructor.constructor "test")}}{{/with}}{{/with}}{{/with}}{{/with}}{{/blockHelperMissing}}{{/with}}{{/with}}`,
  'CVE-2021-23369 __lookupGetter__': `{{#with (__lookupGetter__ "__proto__")}}{{#with (./constructor.getOwnPropertyNames ./constructor.prototype)}}{{#with (./constructor.constructor "${EXPLOIT}")}}{{.}}{{/with}}{{/with}}{{/with}}`,
  'dynamic partial (4.7.9 advisory)': '{{> (lookup . "payload") }}',
  'constructor through lookup':
    "{{lookup this 'constructor'}}{{lookup (lookup this 'constructor') 'constructor'}}",
  'with constructor': '{{#with "constructor"}}{{lookup (lookup "" this) this}}{{/with}}',
};

const TEMPLATE_LOOKING: Record<string, string> = {
  'an env lookup': '{{env.X}} {{env.GITHUB_TOKEN}}',
  'a partial': '{{> p}} {{#> layout}}x{{/layout}}',
  'lookup constructor': "{{lookup this 'constructor'}}",
  'with constructor': '{{#with "constructor"}}{{this}}{{/with}}',
  'triple-stash': '{{{stages.a.summary}}} {{{{raw}}}} {{{{/raw}}}}',
  'a comment and whitespace control': '{{!-- hidden --}} {{~stages.a.summary~}}',
  'a helper call': '{{json this}} {{fence this}} {{#fit}}x{{/fit}}',
  ...PAYLOADS,
};

const STRICT_VALUE_TEMPLATE = [
  '{{stages.a.summary}}',
  '{{stages.a.detail}}',
  '{{stages.a.data.payload}}',
  '{{stages.a.next.reason}}',
  '{{stages.a.failure.reason}}',
  '{{#each stages.a.expectations.deliverables}}{{this}}{{/each}}',
  '{{github.event.issue.body}}',
  '{{github.event.comment.body}}',
  '{{inputs.note}}',
  '{{truncate stages.a.detail 100000}}',
  '{{json stages.a.data.payload}}',
  '{{indent stages.a.summary 2}}',
  '{{default stages.a.summary "x"}}',
  '{{tokens stages.a.detail 100000}}',
  '{{#fit}}{{stages.a.summary}}{{/fit}}',
  '{{fence stages.a.summary}}',
].join('\n');

function contextWith(payload: string) {
  return contextOf(
    [
      upstream(
        'a',
        handoff(payload, {
          status: 'failure',
          detail: payload,
          data: { payload },
          next: { stage: 'b', reason: payload },
          failure: { reason: payload },
          expectations: { deliverables: [payload] },
        }),
      ),
    ],
    {
      inputs: { note: payload },
      github: {
        event: { issue: { body: payload }, comment: { body: payload }, payload: { toString: payload } },
      },
    },
  );
}

const COMPILING = [
  'compile',
  'precompile',
  'template',
  'parse',
  'parseWithoutProcessing',
  'registerPartial',
] as const;
type Calls = Record<(typeof COMPILING)[number], unknown[][]>;

function noCalls(): Calls {
  return Object.fromEntries(COMPILING.map((name) => [name, []])) as unknown as Calls;
}

/** Record every call of the environment's compiling entry points (and what each returned), still calling through. */
function watchEnvironment(): { calls: Calls; returned: Calls; restore: () => void } {
  const calls = noCalls();
  const returned = noCalls();
  const env = handlebars as unknown as Record<keyof Calls, (...args: unknown[]) => unknown>;
  const originals = Object.fromEntries(Object.keys(calls).map((name) => [name, env[name as keyof Calls]]));
  for (const name of Object.keys(calls) as Array<keyof Calls>) {
    const original = env[name];
    env[name] = function (this: unknown, ...args: unknown[]) {
      calls[name].push(args);
      const result = original.apply(this, args);
      returned[name].push([result]);
      return result;
    };
  }
  return {
    calls,
    returned,
    restore: () => {
      for (const [name, original] of Object.entries(originals)) env[name as keyof Calls] = original as never;
    },
  };
}

describe('untrusted values are data', () => {
  beforeAll(() => loadTokenizer());
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).__batonPwned;
  });

  for (const [name, payload] of Object.entries(TEMPLATE_LOOKING)) {
    it(`prints a value containing ${name} literally, in every field and through every helper`, () => {
      const { prompt } = renderPrompt(STRICT_VALUE_TEMPLATE, contextWith(payload));
      const indented = payload
        .split('\n')
        .map((line) => (line.trim() === '' ? line : `  ${line}`))
        .join('\n');
      expect(prompt).toBe(
        [
          ...Array.from({ length: 10 }, () => payload),
          JSON.stringify(payload),
          indented,
          payload,
          payload,
          payload,
          fence(payload),
        ].join('\n'),
      );
      expect((globalThis as Record<string, unknown>).__batonPwned).toBeUndefined();
      expect(Object.keys(handlebars.partials)).toEqual([]);
    });
  }

  it('calls Handlebars to compile only the template text, never a value', () => {
    const template = `${STRICT_VALUE_TEMPLATE}\nunique ${Math.random()}`;
    const watch = watchEnvironment();
    try {
      for (const payload of Object.values(TEMPLATE_LOOKING)) renderPrompt(template, contextWith(payload));
    } finally {
      watch.restore();
    }
    const { calls, returned } = watch;
    // The template text is parsed once, and only it; baton's analysis and then Handlebars' compiler (one
    // compile, then the cache) work on the tree that parse returned: nothing else is ever parsed.
    expect(calls.parseWithoutProcessing.map((args) => args[0])).toEqual([template]);
    const tree = returned.parseWithoutProcessing[0]![0];
    expect(calls.compile).toHaveLength(1);
    expect(calls.compile[0]![0]).toBe(tree);
    expect(calls.parse).toHaveLength(1);
    expect(calls.parse[0]![0]).toBe(tree);
    // template() receives the spec Handlebars compiled from that text: an object, never a string.
    expect(calls.template).toHaveLength(1);
    expect(typeof calls.template[0]![0]).toBe('object');
    expect(calls.precompile).toEqual([]);
    expect(calls.registerPartial).toEqual([]);
  });

  it('does not let an event payload pollute prototypes', () => {
    const event = JSON.parse(
      '{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}',
    );
    const ctx = contextOf([upstream('a', handoff('s'))], { github: { event } });
    const { prompt } = renderPrompt(
      '{{json github.event}}|{{github.event.constructor.prototype.polluted}}',
      ctx,
    );
    expect(prompt).toContain('"__proto__"');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the same payloads written into a template are refused or inert', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).__batonPwned;
  });

  const EXPECTED: Record<string, string> = {
    'string-split RCE': 'template-unknown-helper: unknown helper this.push',
    'CVE-2019-19919': 'template-unknown-helper: unknown helper obj.constructor.keys',
    'CVE-2021-23369 __lookupGetter__': 'template-unknown-helper: unknown helper __lookupGetter__',
    'dynamic partial (4.7.9 advisory)':
      'template-unsupported: partials ({{> name}}) are not supported: a prompt template is self-contained',
    // A literal key is checked as the path it stands for (this.constructor): refused before the render.
    'constructor through lookup': 'template-missing-field: this.constructor: no root constructor',
    'with constructor': 'rendered: ""',
  };

  for (const [name, payload] of Object.entries(PAYLOADS)) {
    it(`${name}: ${EXPECTED[name]}`, () => {
      const ctx = contextOf([upstream('a', handoff('s'))]);
      let outcome: string;
      try {
        outcome = `rendered: ${JSON.stringify(renderPrompt(payload, ctx).prompt)}`;
      } catch (error) {
        if (!(error instanceof UserError)) throw error;
        outcome = `${error.code}: ${error.message}`;
      }
      expect(outcome).toBe(EXPECTED[name]);
      expect((globalThis as Record<string, unknown>).__batonPwned).toBeUndefined();
      expect(Object.keys(handlebars.partials)).toEqual([]);
    });
  }

  it("prints nothing for a template's own lookup of constructor by a key only the render knows: prototype access stays blocked", () => {
    const ctx = contextOf([upstream('a', handoff('s'))]);
    expect(
      renderPrompt(
        '{{#with "constructor" as |key|}}[{{lookup @root key}}][{{lookup @root.stages.a key}}]{{/with}}',
        ctx,
      ).prompt,
    ).toBe('[][]');
    // Written as a literal, it is a field no value has: refused as the path (stages.a.constructor) is.
    expect(() => renderPrompt("{{lookup stages.a 'constructor'}}", ctx)).toThrow(
      'stages.a.constructor: stages have no field constructor',
    );
  });
});
