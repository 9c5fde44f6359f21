import { parse as parseYaml } from 'yaml';
import { UserError } from '../errors.js';
import { DATA_KEY_PATTERN, FORBIDDEN_KEYS, INPUTS } from '../names.js';

/**
 * The `vars` input: a YAML (or JSON) map of names to scalar values, which become `inputs.<name>` strings.
 * Throws UserError (where `vars`) naming the offending key.
 */
export function parseVars(text: string): Record<string, string> {
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = parseYaml(text, { uniqueKeys: true, maxAliasCount: 100 });
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new UserError('input-invalid', `is not valid YAML or JSON: ${reason}`, { where: INPUTS.vars });
  }
  if (parsed === null || parsed === undefined) return {};
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new UserError('input-invalid', 'must be a map of names to values (YAML or JSON)', {
      where: INPUTS.vars,
    });
  }
  const vars: Record<string, string> = {};
  for (const [key, item] of Object.entries(parsed as Record<string, unknown>)) {
    if (!DATA_KEY_PATTERN.test(key) || (FORBIDDEN_KEYS as readonly string[]).includes(key)) {
      throw new UserError(
        'input-invalid',
        `key ${JSON.stringify(key)} must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ and not be ${FORBIDDEN_KEYS.join(', ')}`,
        { where: INPUTS.vars },
      );
    }
    if (item === null) vars[key] = '';
    else if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean')
      vars[key] = String(item);
    else {
      throw new UserError('input-invalid', `${key} must be a string, number or boolean, not a nested value`, {
        where: INPUTS.vars,
      });
    }
  }
  return vars;
}
