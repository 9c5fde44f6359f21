/**
 * Parse a `GITHUB_OUTPUT` / `GITHUB_ENV` file. Throws a UserError (`file-command-invalid`) naming the
 * command and line for a line that is neither form, or a block whose delimiter never comes.
 */
export declare function parseKeyValueFile(text: string, command: string): Array<[string, string]>;
/** `GITHUB_ENV` pairs, refusing the names GitHub refuses. */
export declare function parseEnvFile(text: string, command: string): Array<[string, string]>;
/** `GITHUB_PATH`: directories to put in front of PATH, in the order they end up there (last written first). */
export declare function parsePathFile(text: string): string[];
/**
 * Reads the values a step's output registers with GitHub's `::add-mask::<value>` workflow command, as the
 * output arrives (every line of it, before any of it is cut to a tail), read as the runner reads commands:
 * a line that starts (after spaces) with `::`, the data unescaped (`%25`, `%0D`, `%0A`), and none between
 * `::stop-commands::<token>` and `::<token>::`. An empty value registers nothing.
 */
export declare class AddMaskReader {
    #private;
    push(text: string): void;
    /** The values registered, in order, once the output has ended. */
    end(): string[];
}
