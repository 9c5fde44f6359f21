import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * STYLE #1 and DESIGN §8: `src/core/**` is pure. It imports no `@actions/*` (only src/action and
 * src/adapters/github do), no Node built-in that reaches the machine (fs, child_process, os, …), nothing
 * from the outer layers (adapters, action, cli), and never touches `process`. Read from the syntax tree,
 * so a `process.env` inside a message string or a comment is not mistaken for a use.
 */

const CORE = fileURLToPath(new URL('../../src/core/', import.meta.url));

/**
 * The only exceptions, each with its reason. A Node built-in not listed here fails the test; an entry that
 * no longer matches an import fails it too, so the list cannot go stale.
 */
const ALLOWED: ReadonlyArray<{ file: string; module: string; reason: string }> = [
  {
    file: 'template/fence.ts',
    module: 'node:crypto',
    reason:
      'createHash: a synchronous sha256 to derive the fence from the fenced text (pure; the Web Crypto digest is async)',
  },
  {
    file: 'bounded-match.ts',
    module: 'node:vm',
    reason:
      "Script.runInContext with a timeout: a data-schema pattern's match stopped after a bound, as no static check catches every pattern that backtracks (computes; reaches nothing outside the process)",
  },
  {
    file: 'workflow/execute.ts',
    module: 'node:events',
    reason:
      "setMaxListeners: one listener per running leg on the run's and a job's abort signals is no leak; it keeps Node's warning out of the progress view (reaches nothing outside the process)",
  },
];

const BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

interface Violation {
  line: number;
  what: string;
}

/** Every impure dependency or `process` use in one source file. */
function impurities(source: string, file: string): Violation[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: Violation[] = [];
  const at = (node: ts.Node) => tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;

  const checkModule = (node: ts.Node, specifier: string) => {
    if (specifier.startsWith('@actions/')) {
      found.push({
        line: at(node),
        what: `imports ${specifier} (only src/action and src/adapters/github may)`,
      });
    } else if (BUILTINS.has(specifier) || BUILTINS.has(specifier.split('/')[0] ?? '')) {
      const normalized = specifier.startsWith('node:') ? specifier : `node:${specifier}`;
      if (!ALLOWED.some((a) => a.file === file && a.module === normalized))
        found.push({ line: at(node), what: `imports the Node built-in ${specifier}` });
    } else if (specifier.startsWith('.')) {
      const target = resolve(dirname(join(CORE, file)), specifier);
      if (!`${target}${sep}`.startsWith(CORE))
        found.push({
          line: at(node),
          what: `imports ${specifier}, outside src/core (dependencies point inward)`,
        });
    }
  };

  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      checkModule(node, node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) checkModule(node, expression.text);
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if ((isImport || isRequire) && first && ts.isStringLiteralLike(first)) checkModule(node, first.text);
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      if (ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal))
        checkModule(node, argument.literal.text);
    } else if (ts.isIdentifier(node) && node.text === 'process' && isReference(node)) {
      found.push({ line: at(node), what: 'uses process' });
    } else if (
      (ts.isPropertyAccessExpression(node) && node.name.text === 'process') ||
      (ts.isElementAccessExpression(node) &&
        ts.isStringLiteralLike(node.argumentExpression) &&
        node.argumentExpression.text === 'process')
    ) {
      if (
        ts.isIdentifier(node.expression) &&
        ['globalThis', 'global', 'window', 'self'].includes(node.expression.text)
      )
        found.push({ line: at(node), what: `uses ${node.getText(tree)}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** An identifier that names the variable `process`, not a property or key that happens to be called so. */
function isReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isMethodSignature(parent) ||
      ts.isGetAccessorDeclaration(parent) ||
      ts.isSetAccessorDeclaration(parent) ||
      ts.isEnumMember(parent)) &&
    parent.name === node
  )
    return false;
  if (ts.isBindingElement(parent) && parent.propertyName === node) return false;
  // A local binding of its own name (`const process = …`) is not the global either.
  if ((ts.isVariableDeclaration(parent) || ts.isParameter(parent)) && parent.name === node) return false;
  return true;
}

function coreFiles(dir = CORE): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return coreFiles(path);
    return /\.[cm]?tsx?$/.test(entry.name) ? [relative(CORE, path).split(sep).join('/')] : [];
  });
}

describe('core purity', () => {
  it('keeps src/core free of @actions/*, Node built-ins, outer layers and process', () => {
    const files = coreFiles();
    expect(files.length).toBeGreaterThan(20);
    const violations = files.flatMap((file) =>
      impurities(readFileSync(join(CORE, file), 'utf8'), file).map(
        (v) => `src/core/${file}:${v.line}: ${v.what}`,
      ),
    );
    expect(violations).toEqual([]);
  });

  it('lists only exceptions that are still used, each with a reason', () => {
    for (const allowed of ALLOWED) {
      expect(allowed.reason.length).toBeGreaterThan(20);
      const source = readFileSync(join(CORE, allowed.file), 'utf8');
      expect(source, `${allowed.file} no longer imports ${allowed.module}; drop it from ALLOWED`).toMatch(
        new RegExp(`from '${allowed.module}'`),
      );
    }
  });

  it('finds every kind of impurity it looks for, and nothing in strings or comments', () => {
    const bad = [
      "import { getInput } from '@actions/core';",
      "import type { Expr } from '@actions/expressions';",
      "import { readFileSync } from 'node:fs';",
      "import { readFile } from 'fs/promises';",
      "export { spawn } from 'node:child_process';",
      "const os = await import('node:os');",
      'const { env } = process;',
      'const home = process.env.HOME;',
      'const p = globalThis.process;',
      "import { ShellRunner } from '../../adapters/local/shell-runner.js';",
      "import { createHash } from 'node:crypto';",
    ].join('\n');
    expect(impurities(bad, 'workflow/example.ts').map((v) => v.line)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);

    const fine = [
      '// process.env is read by the adapters, not here',
      "const advice = 'read process.env.NAME';",
      'const spec = { process: 1 };',
      'const step = spec.process;',
      "import { z } from 'zod';",
      "import type { Workflow } from './model.js';",
      "import { UserError } from '../errors.js';",
    ].join('\n');
    expect(impurities(fine, 'workflow/example.ts')).toEqual([]);
    expect(impurities("import { createHash } from 'node:crypto';", 'template/fence.ts')).toEqual([]);
  });
});
