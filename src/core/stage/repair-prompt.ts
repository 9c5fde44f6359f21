import { type DataSchema, dataSchemaJsonText, markdownFence as fence } from '../data-schema.js';
import { handoffJsonSchema } from '../json-schema.js';
import { ENV, HANDOFF_MARKERS } from '../names.js';
import { formatProblem, type Problem } from '../problem.js';

/**
 * The prompt of a repair turn (issue 7): the agent's handoff was missing or refused, and it gets one more run
 * to write it correctly. Built by concatenation, never compiled as a template: the problems quote the
 * agent's own (untrusted) text.
 */
export function correctionPrompt(options: {
  stage: string;
  problems: Problem[];
  previousPrompt: string;
  /** The stage's `data-schema`, which `data` must also follow: shown after the handoff's schema. */
  dataSchema?: DataSchema;
}): string {
  const problems = options.problems.filter((p) => p.severity === 'error');
  const listed = (problems.length > 0 ? problems : options.problems)
    .map((p) => `- ${formatProblem(p).replace(/\s+/g, ' ')}`)
    .join('\n');
  const schema = JSON.stringify(handoffJsonSchema(), null, 2);
  return [
    `# Your handoff for stage \`${options.stage}\` was not accepted`,
    '',
    'Your last run finished, but baton could not accept its handoff:',
    '',
    listed,
    '',
    `Do not redo the work. Write the handoff again, as one JSON object that follows the JSON Schema below, to the file named by the environment variable \`${ENV.handoffPath}\` (or print it as the last thing you output, between a line \`${HANDOFF_MARKERS.start}\` and a line \`${HANDOFF_MARKERS.end}\`).`,
    '',
    '## The handoff JSON Schema',
    '',
    fence(schema, 'json'),
    '',
    ...(options.dataSchema === undefined
      ? []
      : [
          "## This stage's data-schema",
          '',
          "The handoff's `data` must also follow this JSON Schema (a pattern is an ECMAScript regular expression; lengths are in UTF-8 bytes):",
          '',
          fence(dataSchemaJsonText(options.dataSchema), 'json'),
          '',
        ]),
    '## The task you were given',
    '',
    fence(options.previousPrompt, 'markdown'),
    '',
  ].join('\n');
}
