import { GitHub, defaults as toolkitDefaults } from '@actions/github/lib/utils';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

/**
 * The REST client baton's GitHub adapters build: `@actions/github`'s `GitHub` (what `getOctokit` builds on)
 * with the retry and throttling plugins.
 */
export const BatonOctokit = GitHub.plugin(retry, throttling);
export type BatonOctokit = InstanceType<typeof BatonOctokit>;

/** Octokit's own log, silenced: each adapter says what failed in its own words. */
export const SILENT_LOG = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

/**
 * The `request.fetch` for BatonOctokit: `base` (the toolkit's proxy-aware fetch, which HTTPS_PROXY and
 * NO_PROXY reach, unless given) with one timeout per try. Options replace GitHub's defaults field by field,
 * so giving `request` would drop the toolkit's fetch: it is wrapped instead. A signal given once would be
 * spent by the first try, hence a timeout each call. A request given up by its caller's signal rejects with
 * an AbortError: fetch rejects with the signal's reason (a string), which octokit would take for a failed
 * request and try again.
 */
export function timedFetch(
  timeoutMs: number,
  base?: typeof globalThis.fetch,
): (url: string, init?: RequestInit) => Promise<Response> {
  const baseFetch =
    base ?? (toolkitDefaults.request?.fetch as typeof globalThis.fetch | undefined) ?? globalThis.fetch;
  return async (url, init) => {
    const signals = [AbortSignal.timeout(timeoutMs), ...(init?.signal ? [init.signal] : [])];
    try {
      return await baseFetch(url, { ...init, signal: AbortSignal.any(signals) });
    } catch (error) {
      if (init?.signal?.aborted) throw new DOMException(String(init.signal.reason), 'AbortError');
      throw error;
    }
  };
}
