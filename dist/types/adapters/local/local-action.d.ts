import type { LocalAction } from '../../core/workflow/model.js';
/**
 * The action `uses: ./path` names, read from the project as a prompt file is (inside it, through no link,
 * at most 1 MiB): `action.yml`, else `action.yaml`. Throws a UserError saying why it cannot be.
 */
export declare function readLocalAction(workspace: string, path: string, parse: (text: string, fileName: string, directory: string) => LocalAction): LocalAction;
