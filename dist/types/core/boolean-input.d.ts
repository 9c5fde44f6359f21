/**
 * The words a boolean input of baton's actions may be: exactly those GitHub's `core.getBooleanInput` takes
 * (the YAML 1.2 core schema's), so an input reads the same in every action, in `baton lint` and in
 * `baton run`. `yes`, `on` or `1` are none of them.
 */
export declare const BOOLEAN_WORDS: {
    readonly true: readonly ["true", "True", "TRUE"];
    readonly false: readonly ["false", "False", "FALSE"];
};
/**
 * A boolean input's value from its text, spaces around it ignored (`core.getInput` trims them); `fallback`
 * when it is empty or not given. Anything else throws a UserError on `input` listing the words it takes.
 */
export declare function parseBooleanInput(input: string, text: string | null | undefined, fallback: boolean): boolean;
