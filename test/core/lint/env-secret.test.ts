import { describe, expect, it } from 'vitest';
import { lintCalls, lintText, where } from '../../support/lint-fixtures.js';

/** A read-only job with an agent stage step, `env` at the step; `jobEnv` at the job. */
const workflow = (env: string, jobEnv = '') => `on: workflow_dispatch
permissions:
  contents: read
jobs:
  fix:
    runs-on: ubuntu-latest
${jobEnv}    steps:
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        env:
${env}        with:
          prompt: Fix it.
          run: ./agent.sh
`;

describe('lint rule env-secret-whole-only', () => {
  it('warns of an env value built around a secret by a function, or with no text between two ${{ }}', async () => {
    const findings = await lintText(
      workflow(
        `          AUTH: "\${{ format('Bearer {0}', secrets.API_KEY) }}"
          PAIR: \${{ secrets.USER }}\${{ secrets.PW }}
`,
        `    env:
      JOINED: x-\${{ github.actor }}\${{ secrets.TOKEN }}
`,
      ),
    );
    const found = findings.filter((f) => f.rule === 'env-secret-whole-only');
    expect(where(found)).toEqual([
      '8:15 env-secret-whole-only',
      '12:18 env-secret-whole-only',
      '13:17 env-secret-whole-only',
    ]);
    expect(found.every((f) => f.severity === 'warning')).toBe(true);
    expect(found[1]?.message).toBe(
      'AUTH is built around a secret by a function, so on GitHub baton redacts only its whole value, not the secret inside on its own (an agent that prints part of AUTH shows it; baton run --secret redacts it, GitHub does not). Write it as text around ${{ secrets.NAME }} (AUTH: "Bearer ${{ secrets.API_KEY }}"), or give that secret to the `redact` input too',
    );
    expect(found[2]?.message).toContain(
      'PAIR is built around a secret with no text between it and another ${{ }}',
    );
  });

  it('says nothing of values whose secrets the action recovers: text around a secret, a plain secret, toJSON(secrets)', async () => {
    const findings = await lintText(
      workflow(`          AUTH: "Bearer \${{ secrets.API_KEY }}"
          BASIC: \${{ secrets.USER }}:\${{ secrets.PW }}
          TOKEN: \${{ secrets.TOKEN || secrets.OTHER }}
          ALL: \${{ toJSON(secrets) }}
          NAME: \${{ format('{0}-x', github.actor) }}
`),
    );
    expect(findings.filter((f) => f.rule === 'env-secret-whole-only')).toEqual([]);
  });

  it('is among the warnings baton run gives before it starts, as --secret would hide the difference', async () => {
    const findings = await lintCalls(
      workflow(`          AUTH: "\${{ format('Bearer {0}', secrets.API_KEY) }}"\n`),
      {},
      'run',
    );
    expect(where(findings)).toEqual(['10:18 env-secret-whole-only']);
  });
});
