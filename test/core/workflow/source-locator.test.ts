import { describe, expect, it } from 'vitest';
import type { WorkflowValue } from '../../../src/core/workflow/model.js';
import { SourceLocator } from '../../../src/core/workflow/source-locator.js';
import { parseWorkflow } from '../../support/workflow-language.js';
import { positionIn } from '../../support/workflow-text.js';

/** The workflow around one `prompt:` (written from its key on, indented for a step's `with:`). */
function workflowWith(prompt: string): string {
  return `on: push
jobs:
  a:
    runs-on: x
    steps:
      - uses: ./
        with:
          run: ./agent.sh
          prompt: ${prompt}
`;
}

async function promptOf(source: string): Promise<WorkflowValue> {
  const workflow = await parseWorkflow(source, 'wf.yml');
  expect(workflow.problems).toEqual([]);
  return workflow.jobs[0]!.steps[0]!.with.prompt!;
}

/**
 * Where the locator puts each marker of the prompt's value, and where the marker is in the file: the
 * template's line and column of `{{a}}` must land on the `{{a}}` written in the file.
 */
async function placesOf(source: string, markers: string[]) {
  const value = await promptOf(source);
  const locator = new SourceLocator(source);
  return markers.map((marker) => {
    const inTemplate = positionIn(value.text, marker);
    return {
      marker,
      located: locator.locateLine(value, inTemplate.line, inTemplate.column),
      inFile: positionIn(source, marker),
    };
  });
}

function expectEachInPlace(places: Awaited<ReturnType<typeof placesOf>>): void {
  for (const place of places) expect(place.located, place.marker).toEqual(place.inFile);
}

describe('SourceLocator: a place in a value is the place in the file', () => {
  it('maps a literal block scalar line by line, through blank and more-indented lines', async () => {
    const source = workflowWith(
      '|\n            {{a}} first\n\n              {{b}} indented\n            {{c}}\n',
    );
    expectEachInPlace(await placesOf(source, ['{{a}}', '{{b}}', '{{c}}']));
  });

  it('maps a block scalar with an indentation indicator, keep chomping or a comment on its header', async () => {
    for (const header of ['|2', '|+', '>-', '| # the prompt']) {
      const source = workflowWith(`${header}\n              {{a}} x\n              y {{b}}\n`);
      expectEachInPlace(await placesOf(source, ['{{a}}', '{{b}}']));
    }
  });

  it('maps a folded block scalar, whose one template line is several lines of the file', async () => {
    const source = workflowWith('>\n            Fix {{a}}\n            then {{b}}\n\n            {{c}}\n');
    const value = await promptOf(source);
    expect(value.text).toBe('Fix {{a}} then {{b}}\n{{c}}\n');
    expectEachInPlace(await placesOf(source, ['{{a}}', '{{b}}', '{{c}}']));
  });

  it('maps a double-quoted scalar through its quote, escapes and folded lines', async () => {
    const source = workflowWith('"Say \\"{{a}}\\"\\n\\t{{b}}\n            and {{c}} \\\n            {{d}}"');
    const value = await promptOf(source);
    expect(value.text).toBe('Say "{{a}}"\n\t{{b}} and {{c}} {{d}}');
    expectEachInPlace(await placesOf(source, ['{{a}}', '{{b}}', '{{c}}', '{{d}}']));
  });

  it('maps a double-quoted scalar through an escaped line break and the indentation after it', async () => {
    // The QA case: `\` at the end of a line, then `\ ` (an escaped space) on the next.
    const source = workflowWith(
      '"Line \\"one\\"\\n\\t{{a}} and\\\n            \\ {{b}}\n            and {{c}}\\\n             {{d}}"',
    );
    const value = await promptOf(source);
    expect(value.text).toBe('Line "one"\n\t{{a}} and {{b}} and {{c}}{{d}}');
    expectEachInPlace(await placesOf(source, ['{{a}}', '{{b}}', '{{c}}', '{{d}}']));
  });

  it("maps a single-quoted scalar through '' and folded lines, and a plain one over several lines", async () => {
    const single = workflowWith("'It''s {{a}}\n            {{b}}'");
    expect((await promptOf(single)).text).toBe("It's {{a}} {{b}}");
    expectEachInPlace(await placesOf(single, ['{{a}}', '{{b}}']));
    const plain = workflowWith('Fix {{a}}\n            and {{b}}');
    expectEachInPlace(await placesOf(plain, ['{{a}}', '{{b}}']));
  });

  it('maps a file with CRLF line ends', async () => {
    const source = workflowWith('|\n            {{a}}\n              {{b}}\n').replace(/\n/g, '\r\n');
    const value = await promptOf(source);
    const locator = new SourceLocator(source);
    const b = positionIn(value.text, '{{b}}');
    expect(locator.locateLine(value, b.line, b.column)).toEqual(
      positionIn(source.replace(/\r/g, ''), '{{b}}'),
    );
  });

  it('points just after the value for a position at its end', async () => {
    const source = workflowWith('"Fix {{a}}"');
    const value = await promptOf(source);
    const end = new SourceLocator(source).locate(value, value.text.length);
    const quote = positionIn(source, '}}"');
    expect(end).toEqual({ line: quote.line, column: quote.column + 2 });
  });

  it('estimates, as before, where the file does not read as the value it is given', () => {
    const source = 'run: |\n  echo hi\n';
    const value: WorkflowValue = {
      text: 'something else\nnot here',
      expression: null,
      position: { line: 1, column: 6 },
    };
    expect(new SourceLocator(source).locateLine(value, 2, 3)).toEqual({ line: 3, column: 5 });
  });
});
