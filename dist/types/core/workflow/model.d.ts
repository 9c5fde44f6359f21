import * as z from '../zod.js';
/**
 * The workflow model: what `parseWorkflow` makes of a workflow file. Plain data (it survives JSON), with the
 * position of everything a message may have to point at. Expressions are kept as GitHub's parser left them
 * (`echo ${{ matrix.angle }}` becomes `format('echo {0}', matrix.angle)`), so evaluating them later gives
 * GitHub's results without a hand-written interpolator.
 */
/** A one-based line and column in the workflow file. */
export declare const Position: z.ZodMiniObject<{
    line: z.ZodMiniNumber<number>;
    column: z.ZodMiniNumber<number>;
}, z.core.$strip>;
export type Position = z.infer<typeof Position>;
/**
 * A scalar as written: literal text, or an expression. `text` is the source (`echo ${{ x }}`); `expression`
 * is what evaluates to the value (`format('echo {0}', x)`), or null for a literal.
 */
export declare const WorkflowValue: z.ZodMiniObject<{
    text: z.ZodMiniString<string>;
    expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
    position: z.ZodMiniObject<{
        line: z.ZodMiniNumber<number>;
        column: z.ZodMiniNumber<number>;
    }, z.core.$strip>;
    keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
        line: z.ZodMiniNumber<number>;
        column: z.ZodMiniNumber<number>;
    }, z.core.$strip>>;
    literal: z.ZodMiniOptional<z.ZodMiniEnum<{
        string: "string";
        number: "number";
        boolean: "boolean";
        null: "null";
    }>>;
}, z.core.$strip>;
export type WorkflowValue = z.infer<typeof WorkflowValue>;
/** A YAML tree (strategy, permissions …) whose scalars may be expressions. */
export type ValueNode = {
    kind: 'literal';
    value: string | number | boolean | null;
    position: Position;
} | {
    kind: 'expression';
    expression: string;
    text: string;
    position: Position;
} | {
    kind: 'sequence';
    items: ValueNode[];
    position: Position;
} | {
    kind: 'mapping';
    /** `keyPosition`: where the key is written, for a message about the key itself. */
    entries: Array<{
        key: string;
        value: ValueNode;
        keyPosition?: Position;
    }>;
    position: Position;
};
export declare const ValueNode: z.ZodMiniType<ValueNode>;
/**
 * An `if:` condition. `expression` has GitHub's implicit `success() && (…)` added when the condition calls
 * no status function; `text` is the condition as written, or null when there was none.
 */
export declare const Condition: z.ZodMiniObject<{
    expression: z.ZodMiniString<string>;
    text: z.ZodMiniNullable<z.ZodMiniString<string>>;
    position: z.ZodMiniNullable<z.ZodMiniObject<{
        line: z.ZodMiniNumber<number>;
        column: z.ZodMiniNumber<number>;
    }, z.core.$strip>>;
    implicitSuccess: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
}, z.core.$strip>;
export type Condition = z.infer<typeof Condition>;
/** Named values (`env:`, `with:`, job `outputs:`), in file order. */
export declare const ValueMap: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
    text: z.ZodMiniString<string>;
    expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
    position: z.ZodMiniObject<{
        line: z.ZodMiniNumber<number>;
        column: z.ZodMiniNumber<number>;
    }, z.core.$strip>;
    keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
        line: z.ZodMiniNumber<number>;
        column: z.ZodMiniNumber<number>;
    }, z.core.$strip>>;
    literal: z.ZodMiniOptional<z.ZodMiniEnum<{
        string: "string";
        number: "number";
        boolean: "boolean";
        null: "null";
    }>>;
}, z.core.$strip>>;
export type ValueMap = z.infer<typeof ValueMap>;
export declare const Step: z.ZodMiniObject<{
    index: z.ZodMiniNumber<number>;
    id: z.ZodMiniNullable<z.ZodMiniString<string>>;
    action: z.ZodMiniOptional<z.ZodMiniString<string>>;
    name: z.ZodMiniNullable<z.ZodMiniObject<{
        text: z.ZodMiniString<string>;
        expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
        keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>>;
        literal: z.ZodMiniOptional<z.ZodMiniEnum<{
            string: "string";
            number: "number";
            boolean: "boolean";
            null: "null";
        }>>;
    }, z.core.$strip>>;
    if: z.ZodMiniObject<{
        expression: z.ZodMiniString<string>;
        text: z.ZodMiniNullable<z.ZodMiniString<string>>;
        position: z.ZodMiniNullable<z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>>;
        implicitSuccess: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    }, z.core.$strip>;
    run: z.ZodMiniNullable<z.ZodMiniObject<{
        text: z.ZodMiniString<string>;
        expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
        keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>>;
        literal: z.ZodMiniOptional<z.ZodMiniEnum<{
            string: "string";
            number: "number";
            boolean: "boolean";
            null: "null";
        }>>;
    }, z.core.$strip>>;
    uses: z.ZodMiniNullable<z.ZodMiniObject<{
        text: z.ZodMiniString<string>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    ownAction: z.ZodMiniOptional<z.ZodMiniLiteral<true>>;
    actionMissing: z.ZodMiniOptional<z.ZodMiniLiteral<true>>;
    with: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
        text: z.ZodMiniString<string>;
        expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
        keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>>;
        literal: z.ZodMiniOptional<z.ZodMiniEnum<{
            string: "string";
            number: "number";
            boolean: "boolean";
            null: "null";
        }>>;
    }, z.core.$strip>>;
    env: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
        text: z.ZodMiniString<string>;
        expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
        keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>>;
        literal: z.ZodMiniOptional<z.ZodMiniEnum<{
            string: "string";
            number: "number";
            boolean: "boolean";
            null: "null";
        }>>;
    }, z.core.$strip>>;
    shell: z.ZodMiniNullable<z.ZodMiniObject<{
        text: z.ZodMiniString<string>;
        expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
        keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>>;
        literal: z.ZodMiniOptional<z.ZodMiniEnum<{
            string: "string";
            number: "number";
            boolean: "boolean";
            null: "null";
        }>>;
    }, z.core.$strip>>;
    workingDirectory: z.ZodMiniNullable<z.ZodMiniObject<{
        text: z.ZodMiniString<string>;
        expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
        keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>>;
        literal: z.ZodMiniOptional<z.ZodMiniEnum<{
            string: "string";
            number: "number";
            boolean: "boolean";
            null: "null";
        }>>;
    }, z.core.$strip>>;
    continueOnError: z.ZodMiniUnion<readonly [z.ZodMiniBoolean<boolean>, z.ZodMiniObject<{
        text: z.ZodMiniString<string>;
        expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
        keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>>;
        literal: z.ZodMiniOptional<z.ZodMiniEnum<{
            string: "string";
            number: "number";
            boolean: "boolean";
            null: "null";
        }>>;
    }, z.core.$strip>]>;
    timeoutMinutes: z.ZodMiniNullable<z.ZodMiniType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
    position: z.ZodMiniObject<{
        line: z.ZodMiniNumber<number>;
        column: z.ZodMiniNumber<number>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type Step = z.infer<typeof Step>;
/**
 * What a project holds at the path a `uses: ./path` names: an action of its own, baton's own action (the
 * project is baton, or a checkout of it), or none.
 */
export type ActionAt = 'own' | 'baton' | 'missing';
/**
 * A local action (`uses: ./path`) as `baton run` reads its `action.yml`: a composite action's inputs,
 * outputs and steps, which run in the job as on GitHub; any other kind (`node20`, `docker`) by its `using`.
 */
export declare const LocalAction: z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
    kind: z.ZodMiniLiteral<"composite">;
    file: z.ZodMiniString<string>;
    directory: z.ZodMiniString<string>;
    source: z.ZodMiniString<string>;
    inputs: z.ZodMiniArray<z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        default: z.ZodMiniNullable<z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
        required: z.ZodMiniBoolean<boolean>;
    }, z.core.$strip>>;
    outputs: z.ZodMiniArray<z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        value: z.ZodMiniNullable<z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    steps: z.ZodMiniArray<z.ZodMiniObject<{
        index: z.ZodMiniNumber<number>;
        id: z.ZodMiniNullable<z.ZodMiniString<string>>;
        action: z.ZodMiniOptional<z.ZodMiniString<string>>;
        name: z.ZodMiniNullable<z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
        if: z.ZodMiniObject<{
            expression: z.ZodMiniString<string>;
            text: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniNullable<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            implicitSuccess: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        }, z.core.$strip>;
        run: z.ZodMiniNullable<z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
        uses: z.ZodMiniNullable<z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        ownAction: z.ZodMiniOptional<z.ZodMiniLiteral<true>>;
        actionMissing: z.ZodMiniOptional<z.ZodMiniLiteral<true>>;
        with: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
        env: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
        shell: z.ZodMiniNullable<z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
        workingDirectory: z.ZodMiniNullable<z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
        continueOnError: z.ZodMiniUnion<readonly [z.ZodMiniBoolean<boolean>, z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>]>;
        timeoutMinutes: z.ZodMiniNullable<z.ZodMiniType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
    }, z.core.$strip>>;
}, z.core.$strip>, z.ZodMiniObject<{
    kind: z.ZodMiniLiteral<"other">;
    file: z.ZodMiniString<string>;
    using: z.ZodMiniString<string>;
}, z.core.$strip>], "kind">;
export type LocalAction = z.infer<typeof LocalAction>;
/**
 * `defaults.run` of the workflow or a job. A job's may hold expressions (`packages/${{ matrix.pkg }}`),
 * evaluated when its job starts; the workflow's are literals (GitHub's schema gives them no context). A
 * job's, when it has one, replaces the workflow's whole, as the runner overlays them (JobExtension.cs): a
 * key it does not give has no default, whatever the workflow's gives.
 */
export declare const RunDefaults: z.ZodMiniObject<{
    shell: z.ZodMiniNullable<z.ZodMiniObject<{
        text: z.ZodMiniString<string>;
        expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
        keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>>;
        literal: z.ZodMiniOptional<z.ZodMiniEnum<{
            string: "string";
            number: "number";
            boolean: "boolean";
            null: "null";
        }>>;
    }, z.core.$strip>>;
    workingDirectory: z.ZodMiniNullable<z.ZodMiniObject<{
        text: z.ZodMiniString<string>;
        expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
        keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>>;
        literal: z.ZodMiniOptional<z.ZodMiniEnum<{
            string: "string";
            number: "number";
            boolean: "boolean";
            null: "null";
        }>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type RunDefaults = z.infer<typeof RunDefaults>;
/**
 * A `needs:` entry. `id` is the id of the job it names, spelled as that job's id is (GitHub matches needs
 * ignoring case: `needs: build` names job `Build`; see withNeedsResolved), or as written when it names none.
 */
export declare const Need: z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    position: z.ZodMiniObject<{
        line: z.ZodMiniNumber<number>;
        column: z.ZodMiniNumber<number>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type Need = z.infer<typeof Need>;
export declare const Job: z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    name: z.ZodMiniNullable<z.ZodMiniObject<{
        text: z.ZodMiniString<string>;
        expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
        keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>>;
        literal: z.ZodMiniOptional<z.ZodMiniEnum<{
            string: "string";
            number: "number";
            boolean: "boolean";
            null: "null";
        }>>;
    }, z.core.$strip>>;
    position: z.ZodMiniObject<{
        line: z.ZodMiniNumber<number>;
        column: z.ZodMiniNumber<number>;
    }, z.core.$strip>;
    needs: z.ZodMiniArray<z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    if: z.ZodMiniObject<{
        expression: z.ZodMiniString<string>;
        text: z.ZodMiniNullable<z.ZodMiniString<string>>;
        position: z.ZodMiniNullable<z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>>;
        implicitSuccess: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    }, z.core.$strip>;
    strategy: z.ZodMiniNullable<z.ZodMiniType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
    runsOn: z.ZodMiniNullable<z.ZodMiniType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
    container: z.ZodMiniNullable<z.ZodMiniType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
    services: z.ZodMiniNullable<z.ZodMiniType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
    env: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
        text: z.ZodMiniString<string>;
        expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
        keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>>;
        literal: z.ZodMiniOptional<z.ZodMiniEnum<{
            string: "string";
            number: "number";
            boolean: "boolean";
            null: "null";
        }>>;
    }, z.core.$strip>>;
    outputs: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
        text: z.ZodMiniString<string>;
        expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
        keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>>;
        literal: z.ZodMiniOptional<z.ZodMiniEnum<{
            string: "string";
            number: "number";
            boolean: "boolean";
            null: "null";
        }>>;
    }, z.core.$strip>>;
    permissions: z.ZodMiniNullable<z.ZodMiniType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
    continueOnError: z.ZodMiniUnion<readonly [z.ZodMiniBoolean<boolean>, z.ZodMiniObject<{
        text: z.ZodMiniString<string>;
        expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
        keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>>;
        literal: z.ZodMiniOptional<z.ZodMiniEnum<{
            string: "string";
            number: "number";
            boolean: "boolean";
            null: "null";
        }>>;
    }, z.core.$strip>]>;
    timeoutMinutes: z.ZodMiniNullable<z.ZodMiniType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
    cancelTimeoutMinutes: z.ZodMiniNullable<z.ZodMiniType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
    defaults: z.ZodMiniNullable<z.ZodMiniObject<{
        shell: z.ZodMiniNullable<z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
        workingDirectory: z.ZodMiniNullable<z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    uses: z.ZodMiniNullable<z.ZodMiniObject<{
        text: z.ZodMiniString<string>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    with: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
        text: z.ZodMiniString<string>;
        expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
        keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>>;
        literal: z.ZodMiniOptional<z.ZodMiniEnum<{
            string: "string";
            number: "number";
            boolean: "boolean";
            null: "null";
        }>>;
    }, z.core.$strip>>;
    secrets: z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"inherit">, z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
        text: z.ZodMiniString<string>;
        expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
        keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>>;
        literal: z.ZodMiniOptional<z.ZodMiniEnum<{
            string: "string";
            number: "number";
            boolean: "boolean";
            null: "null";
        }>>;
    }, z.core.$strip>>]>;
    steps: z.ZodMiniArray<z.ZodMiniObject<{
        index: z.ZodMiniNumber<number>;
        id: z.ZodMiniNullable<z.ZodMiniString<string>>;
        action: z.ZodMiniOptional<z.ZodMiniString<string>>;
        name: z.ZodMiniNullable<z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
        if: z.ZodMiniObject<{
            expression: z.ZodMiniString<string>;
            text: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniNullable<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            implicitSuccess: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        }, z.core.$strip>;
        run: z.ZodMiniNullable<z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
        uses: z.ZodMiniNullable<z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        ownAction: z.ZodMiniOptional<z.ZodMiniLiteral<true>>;
        actionMissing: z.ZodMiniOptional<z.ZodMiniLiteral<true>>;
        with: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
        env: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
        shell: z.ZodMiniNullable<z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
        workingDirectory: z.ZodMiniNullable<z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
        continueOnError: z.ZodMiniUnion<readonly [z.ZodMiniBoolean<boolean>, z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>]>;
        timeoutMinutes: z.ZodMiniNullable<z.ZodMiniType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    stageWorkflow: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
}, z.core.$strip>;
export type Job = z.infer<typeof Job>;
export declare const DispatchInput: z.ZodMiniObject<{
    name: z.ZodMiniString<string>;
    type: z.ZodMiniEnum<{
        string: "string";
        number: "number";
        boolean: "boolean";
        choice: "choice";
        environment: "environment";
    }>;
    required: z.ZodMiniBoolean<boolean>;
    default: z.ZodMiniNullable<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniBoolean<boolean>, z.ZodMiniNumber<number>]>>;
    description: z.ZodMiniNullable<z.ZodMiniString<string>>;
    options: z.ZodMiniNullable<z.ZodMiniArray<z.ZodMiniString<string>>>;
    position: z.ZodMiniObject<{
        line: z.ZodMiniNumber<number>;
        column: z.ZodMiniNumber<number>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type DispatchInput = z.infer<typeof DispatchInput>;
/**
 * `on.workflow_call` as a caller meets it: the inputs it types and defaults, the secrets it takes, and the
 * outputs it gives its calling job (`value` read with the `jobs` context once its jobs are done).
 */
export declare const WorkflowCall: z.ZodMiniObject<{
    inputs: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
        name: z.ZodMiniString<string>;
        type: z.ZodMiniEnum<{
            string: "string";
            number: "number";
            boolean: "boolean";
            choice: "choice";
            environment: "environment";
        }>;
        required: z.ZodMiniBoolean<boolean>;
        default: z.ZodMiniNullable<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniBoolean<boolean>, z.ZodMiniNumber<number>]>>;
        description: z.ZodMiniNullable<z.ZodMiniString<string>>;
        options: z.ZodMiniNullable<z.ZodMiniArray<z.ZodMiniString<string>>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    secrets: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
        required: z.ZodMiniBoolean<boolean>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    outputs: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
        text: z.ZodMiniString<string>;
        expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
        keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>>;
        literal: z.ZodMiniOptional<z.ZodMiniEnum<{
            string: "string";
            number: "number";
            boolean: "boolean";
            null: "null";
        }>>;
    }, z.core.$strip>>;
    position: z.ZodMiniObject<{
        line: z.ZodMiniNumber<number>;
        column: z.ZodMiniNumber<number>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type WorkflowCall = z.infer<typeof WorkflowCall>;
export declare const Workflow: z.ZodMiniObject<{
    fileName: z.ZodMiniString<string>;
    source: z.ZodMiniString<string>;
    name: z.ZodMiniNullable<z.ZodMiniString<string>>;
    on: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>;
    inputs: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
        name: z.ZodMiniString<string>;
        type: z.ZodMiniEnum<{
            string: "string";
            number: "number";
            boolean: "boolean";
            choice: "choice";
            environment: "environment";
        }>;
        required: z.ZodMiniBoolean<boolean>;
        default: z.ZodMiniNullable<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniBoolean<boolean>, z.ZodMiniNumber<number>]>>;
        description: z.ZodMiniNullable<z.ZodMiniString<string>>;
        options: z.ZodMiniNullable<z.ZodMiniArray<z.ZodMiniString<string>>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    env: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
        text: z.ZodMiniString<string>;
        expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
        keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>>;
        literal: z.ZodMiniOptional<z.ZodMiniEnum<{
            string: "string";
            number: "number";
            boolean: "boolean";
            null: "null";
        }>>;
    }, z.core.$strip>>;
    permissions: z.ZodMiniNullable<z.ZodMiniType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
    defaults: z.ZodMiniNullable<z.ZodMiniObject<{
        shell: z.ZodMiniNullable<z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
        workingDirectory: z.ZodMiniNullable<z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    jobs: z.ZodMiniArray<z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        name: z.ZodMiniNullable<z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
        needs: z.ZodMiniArray<z.ZodMiniObject<{
            id: z.ZodMiniString<string>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        if: z.ZodMiniObject<{
            expression: z.ZodMiniString<string>;
            text: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniNullable<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            implicitSuccess: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        }, z.core.$strip>;
        strategy: z.ZodMiniNullable<z.ZodMiniType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
        runsOn: z.ZodMiniNullable<z.ZodMiniType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
        container: z.ZodMiniNullable<z.ZodMiniType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
        services: z.ZodMiniNullable<z.ZodMiniType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
        env: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
        outputs: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
        permissions: z.ZodMiniNullable<z.ZodMiniType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
        continueOnError: z.ZodMiniUnion<readonly [z.ZodMiniBoolean<boolean>, z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>]>;
        timeoutMinutes: z.ZodMiniNullable<z.ZodMiniType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
        cancelTimeoutMinutes: z.ZodMiniNullable<z.ZodMiniType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
        defaults: z.ZodMiniNullable<z.ZodMiniObject<{
            shell: z.ZodMiniNullable<z.ZodMiniObject<{
                text: z.ZodMiniString<string>;
                expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
                position: z.ZodMiniObject<{
                    line: z.ZodMiniNumber<number>;
                    column: z.ZodMiniNumber<number>;
                }, z.core.$strip>;
                keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                    line: z.ZodMiniNumber<number>;
                    column: z.ZodMiniNumber<number>;
                }, z.core.$strip>>;
                literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                    string: "string";
                    number: "number";
                    boolean: "boolean";
                    null: "null";
                }>>;
            }, z.core.$strip>>;
            workingDirectory: z.ZodMiniNullable<z.ZodMiniObject<{
                text: z.ZodMiniString<string>;
                expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
                position: z.ZodMiniObject<{
                    line: z.ZodMiniNumber<number>;
                    column: z.ZodMiniNumber<number>;
                }, z.core.$strip>;
                keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                    line: z.ZodMiniNumber<number>;
                    column: z.ZodMiniNumber<number>;
                }, z.core.$strip>>;
                literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                    string: "string";
                    number: "number";
                    boolean: "boolean";
                    null: "null";
                }>>;
            }, z.core.$strip>>;
        }, z.core.$strip>>;
        uses: z.ZodMiniNullable<z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        with: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
        secrets: z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"inherit">, z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>]>;
        steps: z.ZodMiniArray<z.ZodMiniObject<{
            index: z.ZodMiniNumber<number>;
            id: z.ZodMiniNullable<z.ZodMiniString<string>>;
            action: z.ZodMiniOptional<z.ZodMiniString<string>>;
            name: z.ZodMiniNullable<z.ZodMiniObject<{
                text: z.ZodMiniString<string>;
                expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
                position: z.ZodMiniObject<{
                    line: z.ZodMiniNumber<number>;
                    column: z.ZodMiniNumber<number>;
                }, z.core.$strip>;
                keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                    line: z.ZodMiniNumber<number>;
                    column: z.ZodMiniNumber<number>;
                }, z.core.$strip>>;
                literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                    string: "string";
                    number: "number";
                    boolean: "boolean";
                    null: "null";
                }>>;
            }, z.core.$strip>>;
            if: z.ZodMiniObject<{
                expression: z.ZodMiniString<string>;
                text: z.ZodMiniNullable<z.ZodMiniString<string>>;
                position: z.ZodMiniNullable<z.ZodMiniObject<{
                    line: z.ZodMiniNumber<number>;
                    column: z.ZodMiniNumber<number>;
                }, z.core.$strip>>;
                implicitSuccess: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            }, z.core.$strip>;
            run: z.ZodMiniNullable<z.ZodMiniObject<{
                text: z.ZodMiniString<string>;
                expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
                position: z.ZodMiniObject<{
                    line: z.ZodMiniNumber<number>;
                    column: z.ZodMiniNumber<number>;
                }, z.core.$strip>;
                keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                    line: z.ZodMiniNumber<number>;
                    column: z.ZodMiniNumber<number>;
                }, z.core.$strip>>;
                literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                    string: "string";
                    number: "number";
                    boolean: "boolean";
                    null: "null";
                }>>;
            }, z.core.$strip>>;
            uses: z.ZodMiniNullable<z.ZodMiniObject<{
                text: z.ZodMiniString<string>;
                position: z.ZodMiniObject<{
                    line: z.ZodMiniNumber<number>;
                    column: z.ZodMiniNumber<number>;
                }, z.core.$strip>;
            }, z.core.$strip>>;
            ownAction: z.ZodMiniOptional<z.ZodMiniLiteral<true>>;
            actionMissing: z.ZodMiniOptional<z.ZodMiniLiteral<true>>;
            with: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
                text: z.ZodMiniString<string>;
                expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
                position: z.ZodMiniObject<{
                    line: z.ZodMiniNumber<number>;
                    column: z.ZodMiniNumber<number>;
                }, z.core.$strip>;
                keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                    line: z.ZodMiniNumber<number>;
                    column: z.ZodMiniNumber<number>;
                }, z.core.$strip>>;
                literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                    string: "string";
                    number: "number";
                    boolean: "boolean";
                    null: "null";
                }>>;
            }, z.core.$strip>>;
            env: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
                text: z.ZodMiniString<string>;
                expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
                position: z.ZodMiniObject<{
                    line: z.ZodMiniNumber<number>;
                    column: z.ZodMiniNumber<number>;
                }, z.core.$strip>;
                keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                    line: z.ZodMiniNumber<number>;
                    column: z.ZodMiniNumber<number>;
                }, z.core.$strip>>;
                literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                    string: "string";
                    number: "number";
                    boolean: "boolean";
                    null: "null";
                }>>;
            }, z.core.$strip>>;
            shell: z.ZodMiniNullable<z.ZodMiniObject<{
                text: z.ZodMiniString<string>;
                expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
                position: z.ZodMiniObject<{
                    line: z.ZodMiniNumber<number>;
                    column: z.ZodMiniNumber<number>;
                }, z.core.$strip>;
                keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                    line: z.ZodMiniNumber<number>;
                    column: z.ZodMiniNumber<number>;
                }, z.core.$strip>>;
                literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                    string: "string";
                    number: "number";
                    boolean: "boolean";
                    null: "null";
                }>>;
            }, z.core.$strip>>;
            workingDirectory: z.ZodMiniNullable<z.ZodMiniObject<{
                text: z.ZodMiniString<string>;
                expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
                position: z.ZodMiniObject<{
                    line: z.ZodMiniNumber<number>;
                    column: z.ZodMiniNumber<number>;
                }, z.core.$strip>;
                keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                    line: z.ZodMiniNumber<number>;
                    column: z.ZodMiniNumber<number>;
                }, z.core.$strip>>;
                literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                    string: "string";
                    number: "number";
                    boolean: "boolean";
                    null: "null";
                }>>;
            }, z.core.$strip>>;
            continueOnError: z.ZodMiniUnion<readonly [z.ZodMiniBoolean<boolean>, z.ZodMiniObject<{
                text: z.ZodMiniString<string>;
                expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
                position: z.ZodMiniObject<{
                    line: z.ZodMiniNumber<number>;
                    column: z.ZodMiniNumber<number>;
                }, z.core.$strip>;
                keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                    line: z.ZodMiniNumber<number>;
                    column: z.ZodMiniNumber<number>;
                }, z.core.$strip>>;
                literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                    string: "string";
                    number: "number";
                    boolean: "boolean";
                    null: "null";
                }>>;
            }, z.core.$strip>]>;
            timeoutMinutes: z.ZodMiniNullable<z.ZodMiniType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        stageWorkflow: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    }, z.core.$strip>>;
    call: z.ZodMiniOptional<z.ZodMiniObject<{
        inputs: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
            name: z.ZodMiniString<string>;
            type: z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                choice: "choice";
                environment: "environment";
            }>;
            required: z.ZodMiniBoolean<boolean>;
            default: z.ZodMiniNullable<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniBoolean<boolean>, z.ZodMiniNumber<number>]>>;
            description: z.ZodMiniNullable<z.ZodMiniString<string>>;
            options: z.ZodMiniNullable<z.ZodMiniArray<z.ZodMiniString<string>>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        secrets: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
            required: z.ZodMiniBoolean<boolean>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        outputs: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            expression: z.ZodMiniNullable<z.ZodMiniString<string>>;
            position: z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            keyPosition: z.ZodMiniOptional<z.ZodMiniObject<{
                line: z.ZodMiniNumber<number>;
                column: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
            literal: z.ZodMiniOptional<z.ZodMiniEnum<{
                string: "string";
                number: "number";
                boolean: "boolean";
                null: "null";
            }>>;
        }, z.core.$strip>>;
        position: z.ZodMiniObject<{
            line: z.ZodMiniNumber<number>;
            column: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    problems: z.ZodMiniArray<z.ZodMiniObject<{
        code: z.ZodMiniString<string>;
        severity: z.ZodMiniEnum<{
            error: "error";
            warning: "warning";
        }>;
        path: z.ZodMiniString<string>;
        message: z.ZodMiniString<string>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type Workflow = z.infer<typeof Workflow>;
