import { describe, expect, it } from 'vitest';
import { formatError, UserError } from '../../src/core/errors.js';
import { parsePullTarget } from '../../src/core/pull-target.js';

const FORMS =
  'name the run by its URL (https://github.com/<owner>/<repo>/actions/runs/<id>), or as <owner>/<repo> <run-id>, or --repo <owner>/<repo> <run-id>';

/** The refusal of these arguments, as `baton pull` prints it (without the `baton: ` prefix). */
function refusal(args: string[], options: { repo?: string; apiUrl?: string } = {}): string {
  try {
    parsePullTarget(args, options);
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).code).toBe('usage');
    return formatError(error);
  }
  throw new Error(`accepted ${JSON.stringify(args)}`);
}

describe('parsePullTarget', () => {
  it('reads a run URL, with an attempt, a job page, a trailing slash or a query', () => {
    expect(parsePullTarget(['https://github.com/octo/app/actions/runs/123'])).toEqual({
      owner: 'octo',
      repo: 'app',
      runId: 123,
      attempt: null,
      url: 'https://github.com/octo/app/actions/runs/123',
      apiUrl: 'https://api.github.com',
    });
    expect(parsePullTarget(['https://github.com/octo/app/actions/runs/123/attempts/2/'])).toMatchObject({
      runId: 123,
      attempt: 2,
      url: 'https://github.com/octo/app/actions/runs/123/attempts/2',
    });
    expect(
      parsePullTarget(['https://github.com/octo/app/actions/runs/123/job/456?pr=7#step:3:1']),
    ).toMatchObject({ runId: 123, attempt: null, url: 'https://github.com/octo/app/actions/runs/123' });
  });

  it('derives the API of a GitHub Enterprise Cloud host, and lets GITHUB_API_URL win', () => {
    expect(parsePullTarget(['https://acme.ghe.com/octo/app/actions/runs/9']).apiUrl).toBe(
      'https://api.acme.ghe.com',
    );
    expect(
      parsePullTarget(['https://github.com/octo/app/actions/runs/9'], { apiUrl: 'http://127.0.0.1:8080/' })
        .apiUrl,
    ).toBe('http://127.0.0.1:8080');
    expect(parsePullTarget(['octo/app', '9'], { apiUrl: 'http://127.0.0.1:8080' }).apiUrl).toBe(
      'http://127.0.0.1:8080',
    );
  });

  it('reads <owner>/<repo> <run-id> and --repo <owner>/<repo> <run-id>', () => {
    const expected = {
      owner: 'octo',
      repo: 'my.app',
      runId: 42,
      attempt: null,
      url: 'https://github.com/octo/my.app/actions/runs/42',
      apiUrl: 'https://api.github.com',
    };
    expect(parsePullTarget(['octo/my.app', '42'])).toEqual(expected);
    expect(parsePullTarget(['42'], { repo: 'octo/my.app' })).toEqual(expected);
  });

  it('refuses each malformed run, saying what is wrong and the forms that work', () => {
    const cases: Array<[string[], { repo?: string; apiUrl?: string }, string]> = [
      [[], {}, 'no run given'],
      [['a/b', '1', '2'], {}, 'takes one run; it was given 3 arguments'],
      [['123'], {}, 'run 123 of which repository? a run id alone does not say'],
      [['main'], {}, 'main is not a run URL or <owner>/<repo>'],
      [['octo/app'], {}, 'no run id after octo/app'],
      [['octo/app', 'abc'], {}, 'abc is not a run id (a whole number, like 123456789)'],
      [['octo/app', '0'], {}, '0 is not a run id (a whole number, like 123456789)'],
      [['octo/app/x', '1'], {}, 'octo/app/x is not a repository (<owner>/<repo>)'],
      [['octo/..', '1'], {}, 'octo/.. is not a repository (<owner>/<repo>)'],
      [['1', '2'], { repo: 'octo/app' }, 'with --repo, give only the run id; it was also given 2'],
      [
        ['https://github.com/octo/app/actions/runs/1'],
        { repo: 'octo/app' },
        '--repo is for a run given by its id; the URL names the repository already',
      ],
      [['https://github.com/octo/app/actions/runs/1', '2'], {}, 'a run URL takes no run id after it (2)'],
      [
        ['https://github.com/octo/app/pull/7'],
        {},
        'https://github.com/octo/app/pull/7 is not the address of a workflow run',
      ],
      [['https://github.com/octo/app/actions/runs/x1'], {}, 'x1 in the run URL is not a run id'],
      [
        ['https://github.com/octo/app/actions/runs/1/attempts/0'],
        {},
        '0 in the run URL is not an attempt number',
      ],
      [
        ['ftp://github.com/octo/app/actions/runs/1'],
        {},
        "ftp: is not a web address's scheme (http or https)",
      ],
    ];
    for (const [args, options, message] of cases) {
      const said = refusal(args, options);
      expect(said.split('\n')[0], JSON.stringify(args)).toBe(message);
      expect(said).toContain(FORMS);
    }
  });

  it('refuses a GitHub Enterprise Server host, saying it keeps no baton records and how to reach one that does', () => {
    const said = refusal(['https://ghes.example.com/octo/app/actions/runs/1']);
    expect(said).toMatch(
      /^ghes\.example\.com is not github\.com or a \*\.ghe\.com host; GitHub Enterprise Server keeps no baton records/,
    );
    expect(said).toContain('set GITHUB_API_URL and give the run as <owner>/<repo> <run-id>');
  });

  it('never repeats a password or a query of a run URL it refuses', () => {
    const withPassword = refusal(['https://x:ghp_secret123@github.com/octo/app/actions/runs/1']);
    expect(withPassword).toContain('give the token in GITHUB_TOKEN instead');
    const withQuery = refusal(['https://github.com/octo/app/pulls?token=ghp_secret123']);
    expect(withQuery).toContain('https://github.com/octo/app/pulls is not the address of a workflow run');
    for (const said of [withPassword, withQuery]) expect(said).not.toContain('ghp_secret123');
  });

  it('refuses a GITHUB_API_URL that is not an http(s) address, or holds a user or password, never repeating it', () => {
    const token = 'ghp_SECRETsecretSECRET0123456789abcdef';
    expect(refusal(['octo/app', '1'], { apiUrl: 'api.github.com' })).toMatch(
      /^GITHUB_API_URL is not an http\(s\) address\n/,
    );
    const pasted = refusal(['octo/app', '1'], { apiUrl: token });
    expect(pasted).toMatch(/^GITHUB_API_URL is not an http\(s\) address\n/);
    for (const apiUrl of [
      `https://x-access-token:${token}@api.github.com`,
      `http://:${token}@127.0.0.1:8080`,
    ]) {
      const said = refusal(['octo/app', '1'], { apiUrl });
      expect(said).toMatch(
        /^GITHUB_API_URL \((https:\/\/api\.github\.com|http:\/\/127\.0\.0\.1:8080)\) holds a user or password; the token is read from GITHUB_TOKEN or GH_TOKEN, never from the address/,
      );
      expect(said).not.toContain('SECRET');
    }
    expect(pasted).not.toContain('SECRET');
  });
});
