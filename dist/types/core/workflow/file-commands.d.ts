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
 * The values a step's output registers with GitHub's `::add-mask::<value>` workflow command, read as the
 * runner reads commands: a line that starts (after leading spaces) with `::`, the data unescaped (`%25`,
 * `%0D`, `%0A`), and none between `::stop-commands::<token>` and `::<token>::`. An empty value registers
 * nothing.
 */
export declare function addMaskValues(output: string): string[];
