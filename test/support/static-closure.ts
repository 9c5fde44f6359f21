import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/**
 * The files of a built bundle that `main` imports statically, directly or not (itself included), with their
 * text: what loading it loads. Code loaded with `import()` is not in it.
 */
export async function staticClosure(main: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const pending = [main];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    const text = await readFile(file, 'utf8');
    files.set(file, text);
    // esbuild's ESM output: `import{a as b}from"./chunk.js"` and `import"./chunk.js"`; never `import(`.
    for (const match of text.matchAll(/\bimport\s*(?:[\w*${}\s,]+?\s*from\s*)?"(\.{1,2}\/[^"]+)"/g)) {
      pending.push(resolve(dirname(file), match[1]!));
    }
  }
  return files;
}
