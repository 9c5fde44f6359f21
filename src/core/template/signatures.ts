import { graphemeCount, graphemePrefix } from '../graphemes.js';
import { oneLine } from '../one-line.js';
import type { BATON_HELPERS, BUILTIN_HELPERS } from './environment.js';

/**
 * How each helper a template may call is called: how many arguments it takes, which must be whole numbers,
 * its named options, whether it is written as a block. One description, read by the helpers when they run
 * (helpers.ts) and by the analysis of a template before anything runs (analyze.ts), so both refuse the same
 * calls with the same words.
 */
export interface HelperSignature {
  /** Fewest and most positional arguments (`Infinity`: any number more). */
  min: number;
  max: number;
  /**
   * Arguments that must be a whole number of at least 0, by position, each named as messages name it.
   * `text` too: a text that is not a number is taken as it is (`indent`'s prefix).
   */
  counts?: Readonly<Record<number, { what: string; text?: true }>>;
  /** Named options (`suffix="…"`), and those of them that must be whole numbers. */
  options: readonly string[];
  countOptions?: readonly string[];
  /** `always`: only as `{{#name}}…{{/name}}`; `never`: never as a block. */
  block: 'always' | 'never';
  /** How it is called, for messages. */
  usage: string;
}

type HelperName = (typeof BUILTIN_HELPERS)[number] | (typeof BATON_HELPERS)[number];

export const HELPER_SIGNATURES: Readonly<Record<HelperName, HelperSignature>> = {
  if: { min: 1, max: 1, options: ['includeZero'], block: 'always', usage: '{{#if value}}…{{else}}…{{/if}}' },
  unless: {
    min: 1,
    max: 1,
    options: ['includeZero'],
    block: 'always',
    usage: '{{#unless value}}…{{/unless}}',
  },
  each: { min: 1, max: 1, options: [], block: 'always', usage: '{{#each list}}…{{this}}…{{/each}}' },
  with: { min: 1, max: 1, options: [], block: 'always', usage: '{{#with value}}…{{/with}}' },
  lookup: { min: 2, max: 2, options: [], block: 'never', usage: '{{lookup value "field"}}' },
  truncate: {
    min: 2,
    max: 2,
    counts: { 1: { what: 'the length' } },
    options: ['suffix'],
    block: 'never',
    usage: '{{truncate text 200}} (or suffix="…")',
  },
  tokens: {
    min: 2,
    max: 2,
    counts: { 1: { what: 'the token limit' } },
    options: [],
    block: 'never',
    usage: '{{tokens text 2000}} (the first 2000 tokens, then a marker line)',
  },
  json: {
    min: 1,
    max: 1,
    options: ['indent'],
    countOptions: ['indent'],
    block: 'never',
    usage: '{{json value}} (or indent=0)',
  },
  indent: {
    min: 2,
    max: 2,
    counts: { 1: { what: 'the indent', text: true } },
    options: [],
    block: 'never',
    usage: '{{indent text 4}} or {{indent text "> "}}',
  },
  default: {
    min: 2,
    max: Number.POSITIVE_INFINITY,
    options: [],
    block: 'never',
    usage: '{{default value "fallback"}}',
  },
  join: { min: 1, max: 2, options: ['key'], block: 'never', usage: '{{join list ", "}} (or key="path")' },
  lines: { min: 1, max: 2, options: ['key'], block: 'never', usage: '{{lines list "- "}} (or key="path")' },
  eq: { min: 2, max: 2, options: [], block: 'never', usage: '{{#if (eq a b)}}' },
  ne: { min: 2, max: 2, options: [], block: 'never', usage: '{{#if (ne a b)}}' },
  and: { min: 2, max: Number.POSITIVE_INFINITY, options: [], block: 'never', usage: '{{#if (and a b)}}' },
  or: { min: 2, max: Number.POSITIVE_INFINITY, options: [], block: 'never', usage: '{{#if (or a b)}}' },
  not: { min: 1, max: 1, options: [], block: 'never', usage: '{{#if (not a)}}' },
  fence: {
    min: 1,
    max: 2,
    options: ['label'],
    block: 'never',
    usage: '{{fence text}} or {{fence text "label"}}',
  },
  fit: {
    min: 0,
    max: 0,
    options: ['label'],
    block: 'always',
    usage: '{{#fit}}…{{/fit}} (or label="findings")',
  },
};

/** The signature of a helper a template may call, or undefined for a name that is none. */
export function signatureOf(name: string): HelperSignature | undefined {
  return Object.hasOwn(HELPER_SIGNATURES, name) ? HELPER_SIGNATURES[name as HelperName] : undefined;
}

/** What is wrong with calling `name` with `count` positional arguments, or null when nothing is. */
export function arityProblem(name: string, count: number): string | null {
  const signature = signatureOf(name);
  if (signature === undefined) return null;
  const { min, max } = signature;
  if (count >= min && count <= max) return null;
  const wanted =
    min === max ? `${min}` : max === Number.POSITIVE_INFINITY ? `at least ${min}` : `${min} to ${max}`;
  return `takes ${wanted} argument${wanted === '1' ? '' : 's'}, got ${count}`;
}

/** A value a count takes: a whole number of at least 0, or a text of digits (inputs are text). */
export function asCount(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
}

/** The message for a count that is not one. */
export function countProblem(what: string, value: unknown): string {
  const got =
    value === undefined || value === null ? 'nothing (a missing field, or null)' : shownValue(value);
  return `${what} must be a whole number, got ${got}`;
}

/** How many characters of a value an error quotes: enough to know it again, never a whole agent's text. */
const EXCERPT_CHARACTERS = 60;

/**
 * A value as an error quotes it: a text in JSON quotes, anything else as JSON, cut to its first
 * EXCERPT_CHARACTERS with its length after (`"Finding 0: …"… (15,120 characters)`), and on one line with
 * nothing a terminal would act on. The value may be an agent's whole text, and the error becomes the
 * stage's error and annotation.
 */
export function shownValue(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const head = graphemePrefix(text, EXCERPT_CHARACTERS);
  const quoted = typeof value === 'string' ? JSON.stringify(head.text) : head.text;
  const length = head.whole ? '' : `… (${graphemeCount(text).toLocaleString('en-US')} characters)`;
  return oneLine(quoted + length);
}

/** The message for a helper written as a block that is none, or the other way round. */
export function blockProblem(name: string, signature: HelperSignature): string {
  return signature.block === 'always'
    ? `${name} is a block helper: write ${signature.usage.replace(/ \(or .*\)$/, '')}`
    : `${name} is not a block helper: write ${signature.usage.replace(/ \(or .*\)$/, '').split(' or ')[0]}`;
}
