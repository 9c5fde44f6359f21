/**
 * Terminal escape sequences in a command's output: colours (`ESC [ 31 m`), cursor moves and clears (CSI,
 * `ESC [ … final`), titles and hyperlinks (OSC, `ESC ] … BEL` or `ESC ] … ESC \`). Redaction reads output
 * as if they were not there (a secret a colour code splits is still one secret), and what baton shows of a
 * command's output leaves them out: one definition for both, so what is shown never joins what redaction
 * saw apart.
 */

const ESC = 0x1b;
const BEL = 0x07;
/** An OSC sequence longer than this is not taken for one (its text stays, for redaction to read). */
const MAX_OSC = 4096;

/** The index after the escape sequence that starts at `i`, or -1 when none starts there. */
export function terminalSequenceEnd(text: string, i: number): number {
  if (text.charCodeAt(i) !== ESC) return -1;
  const kind = text.charCodeAt(i + 1);
  if (kind === 0x5b) {
    // CSI: parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, one final byte 0x40–0x7E.
    let k = i + 2;
    while (k < text.length && text.charCodeAt(k) >= 0x30 && text.charCodeAt(k) <= 0x3f) k++;
    while (k < text.length && text.charCodeAt(k) >= 0x20 && text.charCodeAt(k) <= 0x2f) k++;
    const final = text.charCodeAt(k);
    return final >= 0x40 && final <= 0x7e ? k + 1 : -1;
  }
  if (kind === 0x5d) {
    // OSC: up to BEL or ST (ESC \).
    const limit = Math.min(text.length, i + MAX_OSC);
    for (let k = i + 2; k < limit; k++) {
      const c = text.charCodeAt(k);
      if (c === BEL) return k + 1;
      if (c === ESC) return text.charCodeAt(k + 1) === 0x5c ? k + 2 : -1;
    }
  }
  return -1;
}

/** A line as a terminal leaves it when it is rewritten with `\r` (a progress bar): its last state. */
export function lastState(line: string): string {
  // A loop, not `/\r+$/`: that reads a long run of `\r` once from each of its characters.
  let end = line.length;
  while (end > 0 && line.charCodeAt(end - 1) === 0x0d) end--;
  const kept = line.slice(0, end);
  return kept.slice(kept.lastIndexOf('\r') + 1);
}

/** `text` without its terminal escape sequences; every other character, control characters included, stays. */
export function withoutTerminalSequences(text: string): string {
  if (!text.includes('\u001b')) return text;
  let out = '';
  let from = 0;
  for (let i = text.indexOf('\u001b'); i >= 0; i = text.indexOf('\u001b', i + 1)) {
    const end = terminalSequenceEnd(text, i);
    if (end < 0) continue;
    out += text.slice(from, i);
    from = end;
    i = end - 1;
  }
  return out + text.slice(from);
}
