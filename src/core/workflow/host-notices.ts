import type { ValueNode } from './model.js';

/**
 * What a job asks of its runner that `baton run` does not do here: a container to run in, service
 * containers, a Windows or macOS runner. Each is said once per job (not once per matrix leg), from the
 * job's `runs-on`, `container` and `services` as each leg evaluates them, so that a step that then fails
 * (`psql` finds no server, `$env:FOO = "bar"` is not bash) is not a mystery.
 */

/** A job-level notice: what was not done here, and at what level. */
export interface HostNotice {
  level: 'info' | 'warning';
  message: string;
}

/** One leg's `runs-on`, `container` and `services`, evaluated (null when the job has none). */
export interface LegHost {
  runsOn: unknown;
  container: unknown;
  services: unknown;
}

/** The runner OSes a `runs-on` label can name that this machine may not be (runner.os spelling). */
type ForeignOs = 'Windows' | 'macOS';

/**
 * The notices for a job whose legs ask for `hosts`, on a machine whose `runner.os` is `os`: at most one
 * about `container`, one about `services`, and one per runner OS named that this machine is not. A
 * Windows runner's is a warning: its `run:` steps are written for its default shell, pwsh (or cmd,
 * powershell), and run in bash here. A macOS runner's is information: it runs `run:` steps in bash too, and
 * only its tools differ.
 */
export function hostNotices(hosts: LegHost[], os: string): HostNotice[] {
  const notices: HostNotice[] = [];
  const images = distinct(hosts.map((host) => containerImage(host.container)));
  if (images.length > 0) {
    notices.push({
      level: 'warning',
      message: `container: ${images.join(', ')} ${images.length === 1 ? 'is' : 'are'} not started: baton runs the job's steps on this machine, not in a container`,
    });
  }
  const services = distinct(hosts.flatMap((host) => startedServices(host.services)));
  if (services.length > 0) {
    const one = services.length === 1;
    notices.push({
      level: 'warning',
      message: `services: ${services.join(', ')} ${one ? 'is' : 'are'} not started: baton starts no containers, and the job's steps run on this machine without ${one ? 'it' : 'them'}`,
    });
  }
  for (const foreign of ['Windows', 'macOS'] as const) {
    if (foreign === os) continue;
    const named = distinct(
      hosts.map((host) => (runnerOs(host.runsOn) === foreign ? formatRunsOn(host.runsOn) : null)),
    );
    if (named.length === 0) continue;
    notices.push(
      foreign === 'Windows'
        ? {
            level: 'warning',
            message: `runs-on: ${named.join(', ')}: runs here, on ${os}, with this machine's shells (bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`,
          }
        : {
            level: 'info',
            message: `runs-on: ${named.join(', ')}: runs here, on ${os}, with this machine's shells and tools (bash by default, as on macOS)`,
          },
    );
  }
  return notices;
}

/**
 * The image a job's `container` starts, or null when it starts none: as the runner reads it
 * (PipelineTemplateConverter.ConvertToJobContainer), a string is the image, a mapping has `image`, and an
 * empty image is no container at all (`container: ${{ matrix.container }}` with '' for some legs).
 */
export function containerImage(container: unknown): string | null {
  const image =
    typeof container === 'string'
      ? container
      : isRecord(container) && typeof container.image === 'string'
        ? container.image
        : null;
  return image === null || image.trim() === '' ? null : image;
}

/** The names of the service containers `services` starts: an empty image starts none, as on GitHub. */
export function startedServices(services: unknown): string[] {
  if (typeof services === 'string') return services.trim() === '' ? [] : [services];
  if (!isRecord(services)) return [];
  return Object.entries(services).flatMap(([name, service]) =>
    containerImage(service) === null ? [] : [name],
  );
}

/**
 * The OS of the runner `runs-on` names, when it is one this machine may not be: a label `windows`,
 * `windows-*`, `macos` or `macos-*` (GitHub's images, `windows-latest`, `macos-14`, and self-hosted
 * runners' OS labels, `[self-hosted, macOS]`), in a string, a list, or a `{ group, labels }` object. A
 * group's name says nothing of its OS; null for anything else.
 */
export function runnerOs(runsOn: unknown): ForeignOs | null {
  for (const label of runnerLabels(runsOn)) {
    const lower = label.trim().toLowerCase();
    if (lower === 'windows' || lower.startsWith('windows-')) return 'Windows';
    if (lower === 'macos' || lower.startsWith('macos-')) return 'macOS';
  }
  return null;
}

function runnerLabels(runsOn: unknown): string[] {
  if (typeof runsOn === 'string') return [runsOn];
  if (Array.isArray(runsOn)) return runsOn.filter((label): label is string => typeof label === 'string');
  if (isRecord(runsOn)) return runnerLabels(runsOn.labels);
  return [];
}

/** `runs-on` as a person reads it: `windows-latest`, `[self-hosted, windows]`, `{ group: g, labels: x }`. */
function formatRunsOn(runsOn: unknown): string {
  if (Array.isArray(runsOn)) return `[${runsOn.map(formatRunsOn).join(', ')}]`;
  if (isRecord(runsOn))
    return `{ ${Object.entries(runsOn)
      .map(([key, value]) => `${key}: ${formatRunsOn(value)}`)
      .join(', ')} }`;
  return String(runsOn);
}

/**
 * A node as written, its expressions as their text (`${{ matrix.os }}`): what a notice names when the node
 * cannot be evaluated here. baton uses none of these values, so one it cannot evaluate fails nothing.
 */
export function writtenNode(node: ValueNode): unknown {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'expression':
      return node.text;
    case 'sequence':
      return node.items.map(writtenNode);
    case 'mapping':
      return Object.fromEntries(node.entries.map(({ key, value }) => [key, writtenNode(value)]));
  }
}

function distinct(values: Array<string | null>): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
