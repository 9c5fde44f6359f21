// Prints the README's quick-start commands, one per line: every command line inside the ```sh blocks of
// the "## Quick start" section. .ci/run runs exactly these in a fresh clone, so the README cannot drift.
import { readFileSync } from 'node:fs';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const section = readme.split(/^## /m).find((part) => part.startsWith('Quick start'));
if (!section) {
  console.error('README.md has no "## Quick start" section');
  process.exit(1);
}
const commands = [];
for (const block of section.matchAll(/^```(?:sh|bash|shell)\n([\s\S]*?)^```/gm)) {
  for (const line of block[1].split('\n')) {
    const command = line.trim();
    if (command && !command.startsWith('#')) commands.push(command);
  }
}
if (commands.length < 2) {
  console.error(`README.md's quick start has ${commands.length} command(s); expected the demo and the tests`);
  process.exit(1);
}
process.stdout.write(`${commands.join('\n')}\n`);
