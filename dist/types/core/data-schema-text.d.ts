import { type DataSchema } from './data-schema.js';
/**
 * The `data-schema` input's text (YAML, or JSON, which YAML reads too) as a DataSchema. Apart from
 * data-schema.ts so that only a step given a schema loads the YAML parser. Throws UserError `input-invalid`
 * at the `data-schema` input.
 */
export declare function parseDataSchemaText(text: string): DataSchema;
