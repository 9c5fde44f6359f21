import { handoffJsonSchemaText } from '../../core/json-schema.js';
import { type CliIO, EXIT } from '../io.js';

/** `baton schema`: print the JSON Schema of handoff v1, the same text as schema/handoff.v1.schema.json. */
export async function schemaCommand(io: CliIO): Promise<number> {
  io.stdout(handoffJsonSchemaText());
  return EXIT.ok;
}
