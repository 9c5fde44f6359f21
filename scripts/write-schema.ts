// Writes schema/handoff.v1.schema.json from the zod schema (`npm run schema`). test/core/json-schema.test.ts
// fails when the committed file and the schema drift.
import { writeFileSync } from 'node:fs';
import { handoffJsonSchemaText } from '../src/core/json-schema.js';

const target = new URL('../schema/handoff.v1.schema.json', import.meta.url);
writeFileSync(target, handoffJsonSchemaText());
console.log(`wrote ${target.pathname}`);
