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
export declare const CHECKOUT_TARGET_INPUTS: readonly ["repository", "path", "ref"];
/**
 * What a checkout step asked for that is not done here, as the step's warning, or null when it asked for
 * what is here already (this repository, at the commit at hand, in the workspace).
 */
export declare function checkoutNotDone(uses: string, given: CheckoutInputs, local: LocalCheckout): string | null;
