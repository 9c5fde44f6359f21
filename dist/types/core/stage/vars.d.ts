/**
 * The `vars` input: a YAML (or JSON) map of names to scalar values, which become `inputs.<name>` strings.
 * Throws UserError (where `vars`) naming the offending key.
 */
export declare function parseVars(text: string): Record<string, string>;
