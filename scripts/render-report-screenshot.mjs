// Renders the example run report (the snapshot the report tests keep in
// test/core/report/__snapshots__/demo-report.md, also shown in docs/reports.md) the way GitHub shows a comment:
// GFM to HTML with micromark, the Mermaid block drawn by Mermaid, GitHub-like styles; then takes a
// screenshot with headless Chromium into docs/report.png.
//
// Run by hand when the report's look changes, not by the tests:
//   apt-get install -y chromium     (Debian's package)
//   npm install --no-save mermaid   (only this script needs it, so it is not a devDependency)
//   node scripts/render-report-screenshot.mjs [chromium-binary]
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

const root = resolve(import.meta.dirname, '..');
const source = join(root, 'test/core/report/__snapshots__/demo-report.md');
const output = join(root, 'docs/report.png');
const chromium = process.argv[2] ?? 'chromium';

const markdown = readFileSync(source, 'utf8');
// GitHub draws ```mermaid blocks; micromark leaves them as code, which Mermaid then finds by class.
let html = micromark(markdown, {
  allowDangerousHtml: true,
  extensions: [gfm()],
  htmlExtensions: [gfmHtml()],
});
html = html.replace(
  /<pre><code class="language-mermaid">([\s\S]*?)<\/code><\/pre>/g,
  '<pre class="mermaid">$1</pre>',
);

const mermaidScript = join(root, 'node_modules/mermaid/dist/mermaid.min.js');
try {
  readFileSync(mermaidScript);
} catch {
  console.error('Mermaid is not installed: run `npm install --no-save mermaid` first.');
  process.exit(2);
}
const dir = mkdtempSync(join(tmpdir(), 'baton-report-shot-'));
try {
  copyFileSync(mermaidScript, join(dir, 'mermaid.min.js'));
  writeFileSync(
    join(dir, 'report.html'),
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>baton report</title>
<style>
  body { margin: 0; background: #f6f8fa; font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif, "Noto Color Emoji"; color: #1f2328; }
  .comment { width: 880px; margin: 16px auto; background: #fff; border: 1px solid #d1d9e0; border-radius: 6px; }
  .comment header { padding: 8px 16px; background: #f6f8fa; border-bottom: 1px solid #d1d9e0; border-radius: 6px 6px 0 0; color: #59636e; }
  .comment header b { color: #1f2328; }
  .body { padding: 16px; }
  h2 { font-size: 1.5em; border-bottom: 1px solid #d1d9e0; padding-bottom: .3em; margin-top: 0; }
  table { border-collapse: collapse; margin: 0 0 16px; display: block; overflow: auto; }
  th, td { border: 1px solid #d1d9e0; padding: 6px 13px; }
  th { font-weight: 600; } tr:nth-child(2n) { background: #f6f8fa; }
  code { font: 85% ui-monospace, SFMono-Regular, Menlo, monospace; background: #eff1f3; padding: .2em .4em; border-radius: 6px; }
  a { color: #0969da; text-decoration: none; }
  details { margin: 0 0 8px; } summary { cursor: pointer; padding: 2px 0; }
  pre.mermaid { background: #fff; text-align: center; margin: 0 0 16px; }
  sub { color: #59636e; }
</style></head>
<body><div class="comment"><header><b>github-actions</b> <span>bot</span> commented</header><div class="body">
${html}
</div></div>
<script src="mermaid.min.js"></script>
<script>
  mermaid.initialize({ startOnLoad: false, theme: 'default', securityLevel: 'strict' });
  mermaid.run({ querySelector: 'pre.mermaid' }).then(() => { document.title = 'drawn'; });
</script>
</body></html>
`,
  );
  mkdirSync(join(root, 'docs'), { recursive: true });
  execFileSync(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--hide-scrollbars',
      '--force-device-scale-factor=1',
      '--window-size=920,1160',
      // Give Mermaid time to draw before the picture is taken.
      '--virtual-time-budget=10000',
      `--screenshot=${output}`,
      `file://${join(dir, 'report.html')}`,
    ],
    { stdio: 'inherit' },
  );
  console.log(`wrote ${output}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
