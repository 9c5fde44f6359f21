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
export declare function hostNotices(hosts: LegHost[], os: string): HostNotice[];
/**
 * The image a job's `container` starts, or null when it starts none: as the runner reads it
 * (PipelineTemplateConverter.ConvertToJobContainer), a string is the image, a mapping has `image`, and an
 * empty image is no container at all (`container: ${{ matrix.container }}` with '' for some legs).
 */
export declare function containerImage(container: unknown): string | null;
/** The names of the service containers `services` starts: an empty image starts none, as on GitHub. */
export declare function startedServices(services: unknown): string[];
/**
 * The OS of the runner `runs-on` names, when it is one this machine may not be: a label `windows`,
 * `windows-*`, `macos` or `macos-*` (GitHub's images, `windows-latest`, `macos-14`, and self-hosted
 * runners' OS labels, `[self-hosted, macOS]`), in a string, a list, or a `{ group, labels }` object. A
 * group's name says nothing of its OS; null for anything else.
 */
export declare function runnerOs(runsOn: unknown): ForeignOs | null;
/**
 * A node as written, its expressions as their text (`${{ matrix.os }}`): what a notice names when the node
 * cannot be evaluated here. baton uses none of these values, so one it cannot evaluate fails nothing.
 */
export declare function writtenNode(node: ValueNode): unknown;
export {};
