/**
 * Text measured in characters as a person sees them (grapheme clusters): a family emoji joined by
 * zero-width joiners, a flag, a letter with its combining accent are each one, though several code points.
 */
/**
 * The first `max` characters of `text`, and whether that is all of it. Only as much of the text is read as
 * the cut needs: a 64 KiB text cut to 200 is segmented to its 201st character.
 */
export declare function graphemePrefix(text: string, max: number): {
    text: string;
    whole: boolean;
};
/** How many characters `text` has. */
export declare function graphemeCount(text: string): number;
