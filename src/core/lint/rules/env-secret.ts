import { untellableSecrets } from '../../env-secret-parts.js';
import { INPUTS } from '../../names.js';
import type { ValueMap } from '../../workflow/index.js';
import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
import { stepAction } from '../workflow-facts.js';

/**
 * `env-secret-whole-only`: an `env:` value of a baton step (the workflow's, its job's or its own) built
 * around a secret in a way its value does not tell apart (`format('Bearer {0}', secrets.X)`, two `${{ }}` with
 * no text between). On GitHub baton redacts such a value whole, not the secret inside it on its own, and its
 * log says so; `baton run --secret X` redacts the secret itself, so a local run would hide the difference.
 */
export function checkEnvSecrets({ workflow, file }: LintContext): LintFinding[] {
  const findings: LintFinding[] = [];
  const seen = new Set<string>();
  const check = (env: ValueMap) => {
    for (const [name, value] of Object.entries(env)) {
      const why = untellableSecrets(value.text);
      const at = `${value.position.line}:${value.position.column}`;
      if (why === null || seen.has(at)) continue;
      seen.add(at);
      findings.push({
        rule: 'env-secret-whole-only',
        file,
        ...value.position,
        severity: 'warning',
        message: `${name} is built around a secret ${why === 'function' ? 'by a function' : 'with no text between it and another ${{ }}'}, so on GitHub baton redacts only its whole value, not the secret inside on its own (an agent that prints part of ${name} shows it; baton run --secret redacts it, GitHub does not). Write it as text around \${{ secrets.NAME }} (AUTH: "Bearer \${{ secrets.API_KEY }}"), or give that secret to the \`${INPUTS.redact}\` input too`,
      });
    }
  };
  for (const job of workflow.jobs) {
    const steps = job.steps.filter((step) => stepAction(step) !== null && stepAction(step) !== 'report');
    if (steps.length === 0) continue;
    check(workflow.env);
    check(job.env);
    for (const step of steps) check(step.env);
  }
  return findings;
}
