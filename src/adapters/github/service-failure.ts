import { shorten } from '../../core/cut-text.js';
import { BatonError, UserError } from '../../core/errors.js';

/**
 * Why a request to one of GitHub's services failed, said in one line a person can read in an annotation:
 * the HTTP status and a short reason, or that no answer came and why. The toolkit's clients throw errors of
 * several shapes, and some carry the whole answer as their message — an HTML error page of several KiB
 * from a proxy or GitHub's front end. That is never shown whole: an HTML page is said by its title, any other
 * text is stripped of markup, put on one line and cut.
 */

/**
 * What an error about a failing service ends with: what a person can do about it. A request that got no
 * answer at all may also be a self-hosted runner that cannot reach GitHub.
 */
export function serviceAdvice(cause: string): string[] {
  return [
    're-run the job; if it fails again, check GitHub’s status at https://www.githubstatus.com',
    ...(/\bno answer\b/.test(cause)
      ? [
          'on a self-hosted runner, check that it can reach GitHub: https://docs.github.com/en/actions/hosting-your-own-runners/managing-self-hosted-runners/about-self-hosted-runners#communication-between-self-hosted-runners-and-github',
        ]
      : []),
  ];
}

/**
 * A request to one of GitHub's services that failed: what baton was doing, the cause in one line
 * (failureCause), what to do (serviceAdvice) and then `details`, what else the caller knows. baton's own
 * refusals pass through as they are: they say what to do already.
 */
export function serviceError(
  code: string,
  doing: string,
  error: unknown,
  options: { where?: string; details?: readonly string[] } = {},
): unknown {
  if (error instanceof BatonError) return error;
  const cause = failureCause(error);
  return new UserError(code, `${doing}: ${cause}`, {
    ...(options.where === undefined ? {} : { where: options.where }),
    details: [...serviceAdvice(cause), ...(options.details ?? [])],
    cause: error,
  });
}

/** The longest reason kept from an answer. */
const MAX_REASON_CHARS = 160;

/**
 * One line: `HTTP 502: Bad Gateway`, `FinalizeArtifact answered HTTP 500 Internal Server Error: injected
 * fault (5 tries)`, `no answer (ECONNREFUSED)`. Handles octokit's RequestError, the artifact client's Twirp
 * errors (text only) and NetworkError, and the blob storage client's RestError; anything else by its message.
 */
export function failureCause(error: unknown): string {
  const shape = (error ?? {}) as {
    name?: unknown;
    message?: unknown;
    status?: unknown;
    statusCode?: unknown;
    code?: unknown;
    response?: { data?: unknown };
    request?: { method?: unknown; url?: unknown };
  };
  const message = typeof shape.message === 'string' ? shape.message : String(error);
  const code = typeof shape.code === 'string' ? shape.code : undefined;

  // octokit: a status with the answer, or (status 500 without one) a request that got no answer.
  if (typeof shape.status === 'number' && shape.request !== undefined) {
    const request = requestLine(shape.request);
    if (shape.response === undefined) return `${request}got no answer: ${shortReason(message)}`;
    return `${request}answered HTTP ${shape.status}: ${reasonOf(shape.response.data, message)}`;
  }
  // The artifact client's NetworkError: its code, without the paragraph about self-hosted runners.
  if (shape.name === 'NetworkError' && code !== undefined) return `no answer (${code})`;
  // The blob storage client's RestError: status and storage error code.
  if (typeof shape.statusCode === 'number') {
    const first = shortReason(message);
    return `blob storage answered HTTP ${shape.statusCode}${code ? `: ${code}` : ''}${first && first !== code ? ` (${first})` : ''}`;
  }
  const twirp = twirpCause(message);
  if (twirp !== undefined) return twirp;
  if (code !== undefined && /^E[A-Z]+$/.test(code) && !message.includes(code))
    return `${shortReason(message)} (${code})`;
  return shortReason(message);
}

/**
 * The artifact client's Twirp errors are text: `Failed to FinalizeArtifact: Failed to make request after 5
 * attempts: Failed request: (500) Internal Server Error: <msg>`, `… Received non-retryable error: …`.
 */
function twirpCause(message: string): string | undefined {
  const outer =
    /^Failed to (\w+): (?:Failed to make request after (\d+) attempts: |Received non-retryable error: )?(.*)$/s.exec(
      message,
    );
  if (!outer) return undefined;
  const [, method, tries, rest = ''] = outer;
  const after = tries ? ` (${tries} tries)` : '';
  const status = /^Failed request: \((\d{3})\) ([^:]*?)(?:: (.*))?$/s.exec(rest);
  if (status) {
    const [, code, text, detail] = status;
    const reason = [text?.trim(), detail ? shortReason(detail) : ''].filter(Boolean).join(': ');
    return `${method} answered HTTP ${code}${reason ? ` ${reason}` : ''}${after}`;
  }
  // A connection failure, or an answer that was not JSON (an HTML error page from a proxy).
  const network = /Unable to make request: (\w+)/.exec(rest);
  if (network) return `${method} got no answer (${network[1]})${after}`;
  if (/is not valid JSON|Unexpected token/.test(rest))
    return `${method} got an answer that is not JSON${after}`;
  return `${method} failed: ${shortReason(rest)}${after}`;
}

function requestLine(request: { method?: unknown; url?: unknown }): string {
  if (typeof request.method !== 'string' || typeof request.url !== 'string') return '';
  let path = request.url;
  try {
    path = new URL(request.url).pathname;
  } catch {
    // A relative URL (octokit's template before expansion) is shown as it is.
  }
  return `${request.method} ${path} `;
}

/** The reason in an answer's body: GitHub's JSON `message`, or a text or HTML body cut short. */
function reasonOf(data: unknown, fallback: string): string {
  if (
    data !== null &&
    typeof data === 'object' &&
    typeof (data as { message?: unknown }).message === 'string'
  )
    return shortReason((data as { message: string }).message);
  if (typeof data === 'string' && data.trim() !== '') return shortReason(data);
  return shortReason(fallback);
}

/**
 * Text from an answer, on one line and short: an HTML page by its `<title>` (or its text without markup),
 * control characters and runs of white space as one space, cut to MAX_REASON_CHARS.
 */
export function shortReason(text: string): string {
  let line = text;
  if (/<(?:!doctype|html|head|body)\b/i.test(line)) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(line)?.[1]?.trim();
    line = title
      ? `an HTML page, “${decodeEntities(title)}”`
      : `an HTML page: ${decodeEntities(stripMarkup(line))}`;
  } else if (/<\/?[a-z][^>]*>/i.test(line)) {
    line = decodeEntities(stripMarkup(line));
  }
  line = line.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
  return shorten(line, MAX_REASON_CHARS);
}

function stripMarkup(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ');
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&middot;/g, '·')
    .replace(/&amp;/g, '&');
}
