import { UserError } from './errors.js';
import { oneLine } from './one-line.js';

/** A GitHub run to bring into the local store (`baton pull`), as its arguments named it. */
export interface PullTarget {
  owner: string;
  repo: string;
  /** The workflow run's id (the number in `/actions/runs/<id>`). */
  runId: number;
  /** The run attempt asked for (`/attempts/<n>`): its records and those it reused; null for the newest. */
  attempt: number | null;
  /** The run's page: the URL given, without query or fragment, or the github.com page of `owner/repo id`. */
  url: string;
  /** The REST API the run's artifacts are listed and downloaded through. */
  apiUrl: string;
}

/** The way to name a run, said in every refusal. */
const FORMS =
  'name the run by its URL (https://github.com/<owner>/<repo>/actions/runs/<id>), or as <owner>/<repo> <run-id>, or --repo <owner>/<repo> <run-id>';

const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const REPO = /^[A-Za-z0-9._-]{1,100}$/;
const NUMBER = /^[1-9][0-9]{0,15}$/;

/**
 * The run `baton pull` names: `<url>`, `<owner>/<repo> <run-id>`, or `<run-id>` with `repo` (`--repo`).
 * `apiUrl` is GITHUB_API_URL when set: it wins over the API derived from the run's host (api.github.com,
 * or api.<name>.ghe.com for GitHub Enterprise Cloud with data residency). Every refusal is a `usage`
 * UserError saying what was wrong and the forms that work.
 */
export function parsePullTarget(
  args: readonly string[],
  options: { repo?: string | undefined; apiUrl?: string | undefined } = {},
): PullTarget {
  const refuse = (message: string, details: string[] = []) =>
    new UserError('usage', message, { details: [...details, FORMS] });
  const apiFromEnv = options.apiUrl?.trim() ? checkApiUrl(options.apiUrl.trim()) : null;
  const [first, second, ...extra] = args;
  if (first === undefined) throw refuse('no run given');
  if (extra.length > 0) throw refuse(`takes one run; it was given ${args.length} arguments`);

  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(first)) {
    if (second !== undefined) throw refuse(`a run URL takes no run id after it (${shown(second)})`);
    if (options.repo !== undefined)
      throw refuse('--repo is for a run given by its id; the URL names the repository already');
    const fromUrl = parseRunUrl(first, refuse);
    return { ...fromUrl, apiUrl: apiFromEnv ?? fromUrl.apiUrl };
  }

  let repository: string;
  let id: string | undefined;
  if (options.repo !== undefined) {
    if (second !== undefined)
      throw refuse(`with --repo, give only the run id; it was also given ${shown(second)}`);
    repository = options.repo;
    id = first;
  } else if (first.includes('/')) {
    repository = first;
    id = second;
    if (id === undefined) throw refuse(`no run id after ${shown(first)}`);
  } else {
    throw refuse(
      NUMBER.test(first)
        ? `run ${first} of which repository? a run id alone does not say`
        : `${shown(first)} is not a run URL or <owner>/<repo>`,
    );
  }
  const [owner, repo, ...rest] = repository.split('/');
  if (rest.length > 0 || !owner || !repo || !OWNER.test(owner) || !REPO.test(repo) || /^\.+$/.test(repo))
    throw refuse(`${shown(repository)} is not a repository (<owner>/<repo>)`);
  if (!NUMBER.test(id)) throw refuse(`${shown(id)} is not a run id (a whole number, like 123456789)`);
  return {
    owner,
    repo,
    runId: Number(id),
    attempt: null,
    url: `https://github.com/${owner}/${repo}/actions/runs/${id}`,
    apiUrl: apiFromEnv ?? 'https://api.github.com',
  };
}

function parseRunUrl(text: string, refuse: (message: string, details?: string[]) => UserError): PullTarget {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse(`${shown(text)} is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw refuse(`${shown(url.protocol)} is not a web address's scheme (http or https)`);
  if (url.username || url.password)
    throw refuse('the run URL holds a user name or password; give the token in GITHUB_TOKEN instead');
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter((p) => p !== '');
  // /<owner>/<repo>/actions/runs/<id>[/attempts/<n>][/job/<id>] (a job's page names its run too).
  const [owner, repo, actions, runs, id, ...rest] = parts;
  // Said without its query or fragment, which may hold anything (a token pasted along with it).
  const address = `${url.protocol}//${url.host}${url.pathname}`;
  const wrongPath = () =>
    refuse(`${shown(address)} is not the address of a workflow run`, [
      'open the run on GitHub (the Actions tab, then the run) and copy its address',
    ]);
  if (actions !== 'actions' || runs !== 'runs' || owner === undefined || repo === undefined || !id)
    throw wrongPath();
  if (!OWNER.test(owner) || !REPO.test(repo)) throw wrongPath();
  if (!NUMBER.test(id)) throw refuse(`${shown(id)} in the run URL is not a run id`);
  let attempt: number | null = null;
  if (rest[0] === 'attempts') {
    if (!rest[1] || !NUMBER.test(rest[1]))
      throw refuse(`${shown(rest[1] ?? '')} in the run URL is not an attempt number`);
    attempt = Number(rest[1]);
    rest.splice(0, 2);
  }
  if (rest.length > 0 && !(rest[0] === 'job' && rest.length === 2 && NUMBER.test(rest[1]!)))
    throw wrongPath();
  let apiUrl: string;
  if (host === 'github.com' || host === 'www.github.com') apiUrl = 'https://api.github.com';
  else if (host.endsWith('.ghe.com')) apiUrl = `https://api.${host}`;
  else {
    throw refuse(
      `${host} is not github.com or a *.ghe.com host; GitHub Enterprise Server keeps no baton records (baton's actions store them as artifacts through @actions/artifact v2+, which does not support it)`,
      [
        'for a host that does serve them (a proxy, a mirror), set GITHUB_API_URL and give the run as <owner>/<repo> <run-id>',
      ],
    );
  }
  const path = `/${owner}/${repo}/actions/runs/${id}${attempt === null ? '' : `/attempts/${attempt}`}`;
  return {
    owner,
    repo,
    runId: Number(id),
    attempt,
    url: `${url.protocol}//${url.host}${path}`,
    apiUrl,
  };
}

function checkApiUrl(text: string): string {
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  // The value is never repeated: one that is no address may be a token pasted in the wrong place, and one
  // with a user or password holds a credential.
  const fix = { details: ['set it to the REST API of the run’s host (https://api.github.com), or unset it'] };
  if (url === undefined || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new UserError('usage', 'GITHUB_API_URL is not an http(s) address', fix);
  if (url.username || url.password)
    throw new UserError(
      'usage',
      `GITHUB_API_URL (${url.origin}) holds a user or password; the token is read from GITHUB_TOKEN or GH_TOKEN, never from the address`,
      fix,
    );
  return text.replace(/\/+$/, '');
}

/** Text from the command line, quoted when it would read ambiguously, and kept to one short line. */
function shown(text: string): string {
  const line = oneLine(text);
  const cut = line.length > 80 ? `${line.slice(0, 80)}…` : line;
  return /^[\w./:@-]+$/.test(cut) ? cut : JSON.stringify(cut);
}
