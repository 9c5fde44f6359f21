import { type Document, isAlias, isScalar, isSeq, parseDocument, Scalar, visit } from 'yaml';
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
    const doc = parseDocument(text, { uniqueKeys: true });
    if (doc.errors.length > 0) throw doc.errors[0];
    keepWrittenNumbers(doc);
    parsed = doc.toJS({ maxAliasCount: 100 });
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    throw new UserError('input-invalid', `is not valid YAML or JSON: ${reason}`, {
      where: INPUTS.dataSchema,
    });
  }
  return dataSchemaFrom(parsed);
}

/**
 * Every number in an `enum` list as the text it was written as: a handoff keeps its numbers as written
 * (`1.0` stays `"1.0"`), and a JS number would not (`1.0` is `1`, 12345678901234567890 loses digits), so the
 * schema and the handoff would disagree on a value both spell alike.
 */
function keepWrittenNumbers(doc: Document): void {
  visit(doc, {
    Pair(_, pair) {
      if (!isScalar(pair.key) || pair.key.value !== 'enum' || !isSeq(pair.value)) return;
      const list = pair.value;
      list.items = list.items.map((item) => {
        const node = isAlias(item) ? item.resolve(doc) : item;
        return isScalar(node) && typeof node.value === 'number' && node.source !== undefined
          ? new Scalar(node.source)
          : item;
      });
    },
  });
}
