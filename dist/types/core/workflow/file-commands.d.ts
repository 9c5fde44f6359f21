/**
 * Parse a `GITHUB_OUTPUT` / `GITHUB_ENV` file. Throws a UserError (`file-command-invalid`) naming the
 * command and line for a line that is neither form, or a block whose delimiter never comes.
 */
export declare function parseKeyValueFile(text: string, command: string): Array<[string, string]>;
/** `GITHUB_ENV` pairs, refusing the names GitHub refuses. */
export declare function parseEnvFile(text: string, command: string): Array<[string, string]>;
/** `GITHUB_PATH`: directories to put in front of PATH, in the order they end up there (last written first). */
export declare function parsePathFile(text: string): string[];
