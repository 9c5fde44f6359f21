import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

/**
 * An independent reading of Markdown, for tests of the report sanitiser: micromark is a spec-complete
 * CommonMark + GFM parser (tables, autolink literals, footnotes), so "what GitHub would render" is judged by
 * a parser that shares no code or assumptions with `sanitize.ts`. Raw HTML is passed through, so any that
 * survives sanitising shows up here.
 */
export function renderGfm(markdown: string): string {
  // The checks below each render; keep the last few so one assertion block renders a text once.
  const cached = cache.get(markdown);
  if (cached !== undefined) return cached;
  const html = micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
  });
  if (cache.size >= 8) cache.delete(cache.keys().next().value!);
  cache.set(markdown, html);
  return html;
}

const cache = new Map<string, string>();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/** Text with the HTML entities micromark writes (and numeric ones) turned back into characters. */
export function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The text a reader sees outside code, as GitHub's mention and reference filters would scan it: `<pre>` and
 * `<code>` elements are dropped, and every tag becomes a space (a new text node: text right after a tag
 * starts fresh, so `<em>x</em>@user` counts as a mention).
 */
export function textOutsideCode(html: string): string {
  return decode(
    html
      .replace(/<pre[\s>][\s\S]*?<\/pre>/g, ' ')
      .replace(/<code>[\s\S]*?<\/code>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  );
}

/** `@name` and `@org/team` a notification could go to: an `@` not preceded by a letter or digit. */
export function liveMentions(markdown: string): string[] {
  return textOutsideCode(renderGfm(markdown)).match(/(?<![A-Za-z0-9])@[A-Za-z0-9][A-Za-z0-9_/-]*/g) ?? [];
}

/** Closing keywords followed by an issue reference, outside code. */
export function liveClosingKeywords(markdown: string): string[] {
  return (
    textOutsideCode(renderGfm(markdown)).match(
      /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\b\s*:?\s*(?:[\w.-]+\/[\w.-]+)?#\d+/gi,
    ) ?? []
  );
}

/**
 * References GitHub would link and add to the timeline of the issue, pull request or discussion they name:
 * in text outside code and links (GitHub reads none in a link's text), `#` and a digit anywhere (`#1`,
 * `owner/repo#1`, `PR#1`), `GH-1` after no letter or digit, and the path of an issue's URL (`…/issues/3`);
 * and every link whose path is an issue's.
 */
export function liveReferences(markdown: string): string[] {
  const html = renderGfm(markdown);
  const text =
    textOutsideCode(html.replace(/<a\s[^>]*>[\s\S]*?<\/a>/g, ' ')).match(
      /#\d+|(?<![A-Za-z0-9])GH-\d+|\/(?:issues|pulls?|discussions)\/\d+/gi,
    ) ?? [];
  const links = urls(markdown).filter((url) => {
    try {
      return /\/(?:issues|pulls?|discussions)\/\d/i.test(decodeURIComponent(new URL(url).pathname));
    } catch {
      return true;
    }
  });
  return [...text, ...links];
}

/** Every URL the rendered HTML would link to or load (`href`, `src`, and any other URL attribute). */
export function urls(markdown: string): string[] {
  const html = renderGfm(markdown);
  return [...html.matchAll(/\s(?:href|src|srcset|action|formaction|poster|data)="([^"]*)"/g)]
    .map((m) => decode(m[1]!))
    .filter((url) => !url.startsWith('#'));
}

/** Image sources in the rendered HTML. */
export function images(markdown: string): string[] {
  return [...renderGfm(markdown).matchAll(/<img\s[^>]*src="([^"]*)"/g)].map((m) => decode(m[1]!));
}

/** HTML elements in the rendered HTML that Markdown itself does not produce (i.e. raw HTML that got through). */
export function rawHtmlTags(markdown: string, allowed: readonly string[] = []): string[] {
  const markdownTags = new Set([
    'p',
    'code',
    'pre',
    'a',
    'img',
    'em',
    'strong',
    'del',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'hr',
    'br',
    'input',
    'section',
    'sup',
    ...allowed,
  ]);
  const html = renderGfm(markdown)
    .replace(/<pre[\s>][\s\S]*?<\/pre>/g, '')
    .replace(/<code>[\s\S]*?<\/code>/g, '');
  const found: string[] = [];
  for (const m of html.matchAll(/<\/?([A-Za-z][A-Za-z0-9-]*)/g)) {
    if (!markdownTags.has(m[1]!.toLowerCase())) found.push(m[0]);
  }
  if (html.includes('<!--')) found.push('<!--');
  return found;
}
