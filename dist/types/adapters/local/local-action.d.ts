import type { LocalAction } from '../../core/workflow/model.js';
/**
 * The action `uses: ./path` names, read from the project as a prompt file is (inside it, through no link,
 * at most 1 MiB): `action.yml`, else `action.yaml`. Throws a UserError saying why it cannot be.
 */
export declare function readLocalAction(workspace: string, path: string, parse: (text: string, fileName: string, directory: string) => LocalAction): LocalAction;
/**
 * Whether `uses: ./path` names an action of the project's own rather than baton's: there is an action.yml
 * (or action.yaml) at that path, and it is not one of baton's (`name: baton stage`, `baton prepare`, …). Where there is none, `./`,
 * `./prepare`, `./capture` and `./report` stay baton's actions, as in baton's own repository and its
 * examples.
 */
export declare function ownActionIn(workspace: string): (path: string) => boolean;
/**
 * The project's local actions as a plan or `baton lint` reads them: each read and parsed once, however many
 * steps use it; undefined for one that cannot be read, said once to `onUnreadable`.
 */
export declare function localActions(workspace: string, parse: (text: string, fileName: string, directory: string) => LocalAction, onUnreadable?: (path: string, error: unknown) => void): (path: string) => LocalAction | undefined;
