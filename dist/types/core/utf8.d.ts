/** Length of a string in UTF-8 bytes: every limit in DESIGN §2 counts bytes, not characters. */
export declare function utf8Length(text: string): number;
