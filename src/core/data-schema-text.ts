import { parse as parseYaml } from 'yaml';
import { type DataSchema, dataSchemaFrom } from './data-schema.js';
import { UserError } from './errors.js';
import { INPUTS, LIMITS } from './names.js';
import { utf8Length } from './utf8.js';

/**
 * The `data-schema` input's text (YAML, or JSON, which YAML reads too) as a DataSchema. Apart from
 * data-schema.ts so that only a step given a schema loads the YAML parser. Throws UserError `input-invalid`
 * at the `data-schema` input.
 */
export function parseDataSchemaText(text: string): DataSchema {
  const bytes = utf8Length(text);
  if (bytes > LIMITS.dataSchemaBytes)
    throw new UserError(
      'input-invalid',
      `is ${bytes} bytes; a data-schema may be at most ${LIMITS.dataSchemaBytes} bytes (${LIMITS.dataSchemaBytes / 1024} KiB)`,
      { where: INPUTS.dataSchema },
    );
  let parsed: unknown;
  try {
    parsed = parseYaml(text, { uniqueKeys: true, maxAliasCount: 100 });
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    throw new UserError('input-invalid', `is not valid YAML or JSON: ${reason}`, {
      where: INPUTS.dataSchema,
    });
  }
  return dataSchemaFrom(parsed);
}
