import { NetworkError } from '@actions/artifact/internal/shared/errors.js';
import { RestError } from '@azure/core-rest-pipeline';
import { RequestError } from '@octokit/request-error';
import { describe, expect, it } from 'vitest';
import { failureCause, serviceAdvice, shortReason } from '../../../src/adapters/github/service-failure.js';

/**
 * The errors the toolkit's clients throw, as they throw them (their own classes, and the artifact client's
 * Twirp errors, which are text), said in one line. The clients themselves run against the local servers
 * in artifact-store.test.ts, comment-sink.test.ts and the end-to-end tests of the actions.
 */

/** An HTML error page of several KiB, as GitHub's front end serves one for a 502. */
const UNICORN = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Unicorn! &middot; GitHub</title>
<style type="text/css" media="screen">${'body { background: #f1f1f1; }\n'.repeat(300)}</style></head>
<body><p>We had issues producing the response to your request.</p></body></html>`;

const request = (method: 'GET' | 'POST', url: string) => ({ method, url, headers: {} });

describe('failureCause', () => {
  it('says an octokit answer by request, status and GitHub’s message', () => {
    const error = new RequestError('fault 502', 502, {
      request: request('POST', 'https://api.github.com/repos/o/r/issues/7/comments'),
      response: { status: 502, url: '', headers: {}, data: { message: 'fault 502' } },
    });
    expect(failureCause(error)).toBe('POST /repos/o/r/issues/7/comments answered HTTP 502: fault 502');
  });

  it('says an HTML page by its title, never the page', () => {
    const error = new RequestError(UNICORN, 502, {
      request: request('GET', 'https://api.github.com/repos/o/r/issues/7/comments?per_page=100'),
      response: { status: 502, url: '', headers: {}, data: UNICORN },
    });
    const cause = failureCause(error);
    expect(cause).toBe(
      'GET /repos/o/r/issues/7/comments answered HTTP 502: an HTML page, “Unicorn! · GitHub”',
    );
  });

  it('says a request that got no answer, with why', () => {
    // What octokit throws when fetch fails: status 500 and no response.
    const error = new RequestError('getaddrinfo ENOTFOUND api.github.com', 500, {
      request: request('GET', 'https://api.github.com/user'),
    });
    expect(failureCause(error)).toBe('GET /user got no answer: getaddrinfo ENOTFOUND api.github.com');
  });

  it('reads the artifact client’s Twirp errors: method, status, reason and tries', () => {
    expect(
      failureCause(
        new Error(
          'Failed to FinalizeArtifact: Failed to make request after 5 attempts: Failed request: (500) Internal Server Error: injected fault',
        ),
      ),
    ).toBe('FinalizeArtifact answered HTTP 500 Internal Server Error: injected fault (5 tries)');
    expect(
      failureCause(
        new Error('Failed to CreateArtifact: Received non-retryable error: Failed request: (403) Forbidden'),
      ),
    ).toBe('CreateArtifact answered HTTP 403 Forbidden');
    expect(
      failureCause(
        new Error(
          `Failed to ListArtifacts: Failed to make request after 5 attempts: Unexpected token '<', "<!DOCTYPE "... is not valid JSON`,
        ),
      ),
    ).toBe('ListArtifacts got an answer that is not JSON (5 tries)');
    expect(
      failureCause(new Error(`Failed to CreateArtifact: ${new NetworkError('ECONNRESET').message}`)),
    ).toBe('CreateArtifact got no answer (ECONNRESET)');
  });

  it('says a NetworkError by its code, without its paragraph', () => {
    expect(failureCause(new NetworkError('ETIMEDOUT'))).toBe('no answer (ETIMEDOUT)');
  });

  it('says the blob storage’s answer by status and storage error code', () => {
    const error = new RestError('The server encountered an internal error.\nRequestId:1\nTime:2', {
      statusCode: 500,
      code: 'InternalError',
    });
    expect(failureCause(error)).toBe(
      'blob storage answered HTTP 500: InternalError (The server encountered an internal error. RequestId:1 Time:2)',
    );
    expect(failureCause(new RestError('InternalError', { statusCode: 500, code: 'InternalError' }))).toBe(
      'blob storage answered HTTP 500: InternalError',
    );
  });

  it('cuts any other message to one short line', () => {
    const cause = failureCause(new Error(`line one\nline two ${'x'.repeat(400)}`));
    expect(cause).not.toContain('\n');
    expect(cause.length).toBeLessThanOrEqual(160);
    expect(cause.startsWith('line one line two')).toBe(true);
    expect(cause.endsWith('…')).toBe(true);
  });
});

describe('shortReason', () => {
  it('strips markup from text that is not a page', () => {
    expect(shortReason('<p>Service <b>unavailable</b></p>')).toBe('Service unavailable');
  });

  it('says a page without a title by its text, cut', () => {
    const reason = shortReason(
      `<html><body><h1>502 Bad Gateway</h1>${'<p>more</p>'.repeat(100)}</body></html>`,
    );
    expect(reason.startsWith('an HTML page: 502 Bad Gateway more')).toBe(true);
    expect(reason.length).toBeLessThanOrEqual(160);
    expect(reason).not.toContain('<');
  });
});

describe('serviceAdvice', () => {
  it('says to re-run and check GitHub’s status, and for no answer at all, to check a self-hosted runner', () => {
    expect(serviceAdvice('FinalizeArtifact answered HTTP 500')).toEqual([
      're-run the job; if it fails again, check GitHub’s status at https://www.githubstatus.com',
    ]);
    expect(serviceAdvice('CreateArtifact got no answer (ECONNRESET)')).toHaveLength(2);
  });
});
