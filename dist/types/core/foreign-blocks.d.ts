import { type ForeignBlock } from './handoff-log.js';
/** The texts a stage's agent was handed that someone else wrote. */
export interface ForeignTexts {
    /** The prompt as capture holds it (the split form's redacted). */
    prompt: string;
    /** The event payload (`github.event`): every string in it, however deep, is text an outsider may write. */
    event: unknown;
}
/**
 * Whether a marker block of an agent's output is one someone else wrote, and where it was: a block of the
 * agent's output that is also a whole block of its prompt or of a string of the event payload, or whose text
 * is part of a string of the event payload (a block split across two strings, knownParts), is not the
 * agent's handoff.
 *
 * The prompt: many agent CLIs and wrappers print their prompt back, and a prompt holds text that upstream
 * agents and the event wrote. Checked here, at capture, against the prompt rather than by `fence` or the
 * render taking marker lines out of upstream text: every stage has its prompt at capture (the root action
 * and `baton run` in the prepared attempt, the split form in the sealed state prepare left), and the prompt
 * holds every way such a block can get in — a fenced or unfenced handoff field, the event, `vars`, the task
 * a repair turn quotes — while `fence` sees only what passes through it, and must keep the data it wraps as
 * it was. The handoff instructions of the presets name the markers inside a sentence, never on lines of
 * their own, so an agent that prints them back prints no block; one that copies a whole block the
 * workflow's prompt shows as an example hands off nothing of its own, and its block is passed over too.
 *
 * The event: an outsider's text often reaches the agent through a tool rather than the prompt ("triage
 * issue #7: read it with `gh issue view`"), and an agent that logs what its tools return prints it. Every
 * stage has the event at capture too: `github.event` of its spec, which the capturing step reads from
 * GITHUB_EVENT_PATH itself (the root action, and the split form's capture, which runs in prepare's job so
 * prepare need keep nothing of it) and `baton run` takes from the run's event. Text the agent reads from
 * anywhere else (a file of a fork's pull request, a web page) is not known here: docs/handoff.md says so.
 *
 * Blocks are compared without whitespace and terminal sequences: a CLI may indent, wrap, colour or change
 * the line ends of what it prints. The split form keeps the prompt redacted (split-redact.ts) while the
 * agent read it as rendered, so a block not found as printed is looked for again with both redacted.
 *
 * The event's warning names the string that held the block (`github.event.issue.body`): a legitimate block
 * that collided, such as an issue quoting an earlier run's handoff, is then found. The first such string of
 * the payload in its own order is named, so the same event always names the same one.
 *
 * Nothing is read until a block is asked about (most agents write the handoff file, and most outputs hold
 * no block), and each text once: the event's strings are walked on the first question.
 */
export declare function foreignBlockTest(texts: ForeignTexts, secrets: readonly string[]): (block: string) => ForeignBlock | null;
