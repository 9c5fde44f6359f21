/**
 * Whether a marker block of an agent's output came from the prompt it was given, for the markers fallback
 * (handoff-log.ts). Many agent CLIs and wrappers print their prompt back, and a prompt holds text that
 * upstream agents and the event wrote: a block there, printed back by an agent that writes no handoff file,
 * would be the stage's handoff, written by someone else. So a block of the output that is one of the
 * prompt's own marker blocks is not the agent's.
 *
 * Checked here, at capture, against the prompt rather than by `fence` or the render taking marker lines out
 * of upstream text: every stage has its prompt at capture (the root action and `baton run` in the prepared
 * attempt, the split form in the sealed state prepare left), and the prompt holds every way such a block can
 * get in — a fenced or unfenced handoff field, the event, `vars`, the task a repair turn quotes — while
 * `fence` sees only what passes through it, and must keep the data it wraps as it was. The handoff
 * instructions of the presets name the markers inside a sentence, never on lines of their own, so an agent
 * that prints them back prints no block; one that copies a whole block the workflow's prompt shows as an
 * example hands off nothing of its own, and its block is passed over too.
 *
 * Blocks are compared without whitespace and terminal sequences: a CLI may indent, wrap, colour or change
 * the line ends of what it prints back. The split form keeps the prompt redacted (split-redact.ts) while the
 * agent read it as rendered, so a block not found as printed is looked for again with both redacted.
 */
export declare function promptBlockTest(prompt: string, secrets: readonly string[]): (block: string) => boolean;
