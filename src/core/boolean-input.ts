import { UserError } from './errors.js';

/**
 * The words a boolean input of baton's actions may be: exactly those GitHub's `core.getBooleanInput` takes
 * (the YAML 1.2 core schema's), so an input reads the same in every action, in `baton lint` and in
 * `baton run`. `yes`, `on` or `1` are none of them.
 */
export const BOOLEAN_WORDS = {
  true: ['true', 'True', 'TRUE'],
  false: ['false', 'False', 'FALSE'],
} as const;

const ACCEPTED = [...BOOLEAN_WORDS.true, ...BOOLEAN_WORDS.false].join(', ');

/**
 * A boolean input's value from its text, spaces around it ignored (`core.getInput` trims them); `fallback`
 * when it is empty or not given. Anything else throws a UserError on `input` listing the words it takes.
 */
export function parseBooleanInput(
  input: string,
  text: string | null | undefined,
  fallback: boolean,
): boolean {
  const value = (text ?? '').trim();
  if (value === '') return fallback;
  if ((BOOLEAN_WORDS.true as readonly string[]).includes(value)) return true;
  if ((BOOLEAN_WORDS.false as readonly string[]).includes(value)) return false;
  throw new UserError('input-invalid', `${JSON.stringify(value)} is not one of ${ACCEPTED}`, {
    where: input,
  });
}
