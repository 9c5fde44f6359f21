#!/usr/bin/env node
// The demo project's tests: the `verify` command of examples/workflows/fix-issue.yml.
// Tests $DEMO_PROJECT/wordcount.mjs (where the demo fix agent writes its fix), else the buggy original.
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = process.env.DEMO_PROJECT || fileURLToPath(new URL('.', import.meta.url));
const { wordcount } = await import(pathToFileURL(resolve(dir, 'wordcount.mjs')).href);

const cases = [
  ['one two three', 3],
  ['a  b', 2],
  ['', 0],
  [' leading and trailing ', 3],
  ['tabs\tand\nnewlines', 3],
];
let failed = 0;
for (const [text, expected] of cases) {
  const got = wordcount(text);
  if (got === expected) {
    console.log(`ok   wordcount(${JSON.stringify(text)}) = ${got}`);
  } else {
    failed++;
    console.log(`FAIL wordcount(${JSON.stringify(text)}) = ${got}, expected ${expected}`);
  }
}
console.log(failed === 0 ? `all ${cases.length} tests passed` : `${failed} of ${cases.length} tests failed`);
process.exit(failed === 0 ? 0 : 1);
