/**
 * `actions/checkout` is a no-op in `baton run`: the project directory is the checkout. That holds only for
 * a checkout of this repository, at the commit at hand, into the workspace; one asked for another
 * repository, a `path:` or a `ref:` would have put files where later steps look for them, so it is said,
 * as a warning, what was not done.
 */

/** The `with:` inputs of a checkout step that change what it checks out, evaluated ('' when not given). */
export interface CheckoutInputs {
  repository: string;
  path: string;
  ref: string;
}

/** What the local checkout is, from the `github` context. */
export interface LocalCheckout {
  /** `owner/name`. */
  repository: string;
  /** The refs that name what is checked out here: `github.sha`, `github.ref`, `github.ref_name`, … */
  refs: string[];
  /** The project directory, absolute (`github.workspace`). */
  workspace: string;
}

/** The inputs of `actions/checkout` that say what it checks out, and where. */
export const CHECKOUT_TARGET_INPUTS = ['repository', 'path', 'ref'] as const;

/**
 * What a checkout step asked for that is not done here, as the step's warning, or null when it asked for
 * what is here already (this repository, at the commit at hand, in the workspace).
 */
export function checkoutNotDone(uses: string, given: CheckoutInputs, local: LocalCheckout): string | null {
  const repository = given.repository.trim();
  const other = repository !== '' && repository.toLowerCase() !== local.repository.toLowerCase();
  const path = given.path.trim();
  const elsewhere = !isWorkspace(path, local.workspace);
  const ref = given.ref.trim();
  const otherRef = ref !== '' && !local.refs.includes(ref);
  if (!other && !elsewhere && !otherRef) return null;
  const what = other
    ? `${repository}${otherRef ? ` at ${ref}` : ''} is not cloned`
    : otherRef
      ? `ref ${ref}${elsewhere ? ' of this repository' : ''} is not checked out`
      : 'this repository is not checked out again';
  return `${uses}: ${what}${elsewhere ? ` into ${path}` : ''}: baton checks nothing out; the project directory is used as it is`;
}

/** Whether a checkout `path:` is the workspace itself: empty, `.`, `./`, or the workspace's own path. */
function isWorkspace(path: string, workspace: string): boolean {
  if (path === '') return true;
  const trimmed = path.replace(/\/+$/, '') || '/';
  return trimmed === '.' || trimmed === (workspace.replace(/\/+$/, '') || '/');
}
