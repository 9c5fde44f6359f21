/**
 * The instructions in a commit message that make GitHub skip the workflow runs a push or a pull request
 * would start, as GitHub's "Skipping workflow runs" documents them: one of five bracketed strings anywhere in
 * the message, or a `skip-checks` trailer ending it.
 */

/** As GitHub's docs write them; they name no other spelling or case, so no other is taken. */
export const SKIP_INSTRUCTIONS = [
  '[skip ci]',
  '[ci skip]',
  '[no ci]',
  '[skip actions]',
  '[actions skip]',
] as const;

const SKIP_TRAILERS = ['skip-checks: true', 'skip-checks:true'] as const;

/** A trailer line (`Signed-off-by: Ann <ann@example.com>`), or the indented continuation of one. */
const TRAILER_LINE = /^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;

/** What in a commit message makes GitHub skip a run, or null when nothing does. */
export function skipInstruction(message: string): { kind: 'instruction' | 'trailer'; text: string } | null {
  const instruction = SKIP_INSTRUCTIONS.find((text) => message.includes(text));
  if (instruction !== undefined) return { kind: 'instruction', text: instruction };
  // The trailer: the last line of the trailers, which end the message after two empty lines (GitHub's docs;
  // git's default clean-up leaves one, so only a commit made with --cleanup=verbatim has them).
  const lines = message.trimEnd().split(/\r?\n/);
  const last = lines.at(-1) ?? '';
  const trailer = SKIP_TRAILERS.find((text) => text === last);
  if (trailer === undefined) return null;
  const empty = (line: string | undefined) => line !== undefined && line.trim() === '';
  let start = lines.length - 1;
  while (start > 0 && !empty(lines[start - 1])) start--;
  const trailers = lines.slice(start);
  return trailers.every((line) => TRAILER_LINE.test(line)) &&
    empty(lines[start - 1]) &&
    empty(lines[start - 2])
    ? { kind: 'trailer', text: trailer }
    : null;
}
