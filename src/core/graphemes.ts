/**
 * Text measured in characters as a person sees them (grapheme clusters): a family emoji joined by
 * zero-width joiners, a flag, a letter with its combining accent are each one, though several code points.
 */

let segmenter: Intl.Segmenter | undefined;
function segments(text: string): Intl.Segments {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter.segment(text);
}

/**
 * The first `max` characters of `text`, and whether that is all of it. Only as much of the text is read as
 * the cut needs: a 64 KiB text cut to 200 is segmented to its 201st character.
 */
export function graphemePrefix(text: string, max: number): { text: string; whole: boolean } {
  // A character is at least one UTF-16 unit, so a text no longer than `max` units fits whole.
  if (text.length <= max) return { text, whole: true };
  let count = 0;
  for (const { index } of segments(text)) {
    if (count === max) return { text: text.slice(0, index), whole: false };
    count++;
  }
  return { text, whole: true };
}

/** How many characters `text` has. */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of segments(text)) count++;
  return count;
}
