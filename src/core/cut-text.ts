/** The first `n` UTF-16 units of `text`, one fewer when the last would split a surrogate pair. */
export function cutAt(text: string, n: number): string {
  let end = Math.max(0, Math.min(n, text.length));
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return text.slice(0, end);
}

/**
 * One line of text for a terminal, at most `max` characters: `text` itself when it fits, else cut and
 * ended with `…` so a reader knows there is more. The cut falls between words when the last word break
 * keeps at least half of the line; a single long word is cut inside it.
 */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const kept = cutAt(text, max - 1);
  let end = kept.length;
  // A cut right before a space already ends at a word.
  if (!/\s/.test(text.charAt(end))) {
    const space = kept.search(/\s\S*$/);
    if (space >= kept.length / 2) end = space;
  }
  return `${kept.slice(0, end).trimEnd()}…`;
}
