/**
 * One workflow calling a file of the repository whose job `sum` reads its sibling `review` (a matrix) as
 * `jobs.review`, for the end-to-end tests that run it with `baton run` (run-reusable-workflows.test.ts) and
 * with the bundled action as GitHub runs each job of it (action-stage.test.ts): both must render `sum`'s
 * prompt to SIBLINGS_PROMPT.
 */

/** The caller, `.github/workflows/ci.yml`. */
export const SIBLINGS_CALLER = `on: workflow_dispatch
permissions:
  contents: read
jobs:
  deploy:
    uses: ./.github/workflows/_deploy.yml
`;

/** The template of `sum`'s stage: its sibling's legs, by the sibling's own job id, as GitHub's records name it. */
export const SIBLINGS_TEMPLATE =
  '{{#each jobs.review}}{{id}} ({{job}}, {{matrix.angle}}): {{summary}}\n{{/each}}{{stages.review-docs.job}}';

/**
 * The called file, `.github/workflows/_deploy.yml`. On GitHub a stage inside a called workflow reads what its
 * `needs` input names (the caller's workflow file, which GITHUB_WORKFLOW_REF names, has no job `sum`).
 */
export const SIBLINGS_CALLED = `on: workflow_call
jobs:
  review:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        angle: [security, docs]
    steps:
      - uses: ./
        with:
          prompt: Review.
          run: bash ./agent.sh
  sum:
    needs: review
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          needs: review-security review-docs
          prompt: ${JSON.stringify(SIBLINGS_TEMPLATE)}
          run: bash ./agent.sh
`;

/** The agent of every stage: a handoff whose summary names its stage. */
export const SIBLINGS_AGENT = `#!/usr/bin/env bash
set -eu
printf '{"version":1,"summary":"%s done"}' "$BATON_STAGE" > "$BATON_HANDOFF_PATH"
`;

/**
 * What `sum`'s prompt renders to, in `baton run` and on GitHub: inside a called workflow the legs come by
 * stage id (docs/prompts.md, "The order of the legs"), as the action there has no workflow file of its own to place them.
 */
export const SIBLINGS_PROMPT =
  'review-docs (review, docs): review-docs done\nreview-security (review, security): review-security done\nreview';
