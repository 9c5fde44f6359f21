import type { ActionAt, LocalAction } from '../../core/workflow/model.js';
/**
 * The action `uses: ./path` names, read from the project as a prompt file is (inside it, through no link,
 * at most 1 MiB): `action.yml`, else `action.yaml`, else a Docker action when there is a `Dockerfile`.
 * Throws a UserError saying why it cannot be.
 */
export declare function readLocalAction(workspace: string, path: string, parse: (text: string, fileName: string, directory: string) => LocalAction): LocalAction;
/**
 * What `uses: ./path` names in the project (ActionAt): an action of the project's own (an action.yml,
 * action.yaml or Dockerfile there that is not one of baton's, or one that cannot be read: running it says
 * why), baton's own action (the action.yml there is the one baton ships at that path: the project is baton,
 * or a checkout of it), or nothing (`missing`: GitHub fails the step).
 */
export declare function actionAtIn(workspace: string): (path: string) => ActionAt;
/**
 * The project's local actions as a plan or `baton lint` reads them: each read and parsed once, however many
 * steps use it; undefined for one that cannot be read, said once to `onUnreadable`.
 */
export declare function localActions(workspace: string, parse: (text: string, fileName: string, directory: string) => LocalAction, onUnreadable?: (path: string, error: unknown) => void): (path: string) => LocalAction | undefined;
