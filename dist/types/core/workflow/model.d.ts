import { z } from 'zod';
/**
 * The workflow model: what `parseWorkflow` makes of a workflow file. Plain data (it survives JSON), with the
 * position of everything a message may have to point at. Expressions are kept as GitHub's parser left them
 * (`echo ${{ matrix.angle }}` becomes `format('echo {0}', matrix.angle)`), so evaluating them later gives
 * GitHub's results without a hand-written interpolator.
 */
/** A one-based line and column in the workflow file. */
export declare const Position: z.ZodObject<{
    line: z.ZodNumber;
    column: z.ZodNumber;
}, z.core.$strip>;
export type Position = z.infer<typeof Position>;
/**
 * A scalar as written: literal text, or an expression. `text` is the source (`echo ${{ x }}`); `expression`
 * is what evaluates to the value (`format('echo {0}', x)`), or null for a literal.
 */
export declare const WorkflowValue: z.ZodObject<{
    text: z.ZodString;
    expression: z.ZodNullable<z.ZodString>;
    position: z.ZodObject<{
        line: z.ZodNumber;
        column: z.ZodNumber;
    }, z.core.$strip>;
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
    entries: Array<{
        key: string;
        value: ValueNode;
    }>;
    position: Position;
};
export declare const ValueNode: z.ZodType<ValueNode>;
/**
 * An `if:` condition. `expression` has GitHub's implicit `success() && (…)` added when the condition calls
 * no status function; `text` is the condition as written, or null when there was none.
 */
export declare const Condition: z.ZodObject<{
    expression: z.ZodString;
    text: z.ZodNullable<z.ZodString>;
    position: z.ZodNullable<z.ZodObject<{
        line: z.ZodNumber;
        column: z.ZodNumber;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type Condition = z.infer<typeof Condition>;
/** Named values (`env:`, `with:`, job `outputs:`), in file order. */
export declare const ValueMap: z.ZodRecord<z.ZodString, z.ZodObject<{
    text: z.ZodString;
    expression: z.ZodNullable<z.ZodString>;
    position: z.ZodObject<{
        line: z.ZodNumber;
        column: z.ZodNumber;
    }, z.core.$strip>;
}, z.core.$strip>>;
export type ValueMap = z.infer<typeof ValueMap>;
export declare const Step: z.ZodObject<{
    index: z.ZodNumber;
    id: z.ZodNullable<z.ZodString>;
    name: z.ZodNullable<z.ZodObject<{
        text: z.ZodString;
        expression: z.ZodNullable<z.ZodString>;
        position: z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    if: z.ZodObject<{
        expression: z.ZodString;
        text: z.ZodNullable<z.ZodString>;
        position: z.ZodNullable<z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>>;
    }, z.core.$strip>;
    run: z.ZodNullable<z.ZodObject<{
        text: z.ZodString;
        expression: z.ZodNullable<z.ZodString>;
        position: z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    uses: z.ZodNullable<z.ZodObject<{
        text: z.ZodString;
        position: z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    with: z.ZodRecord<z.ZodString, z.ZodObject<{
        text: z.ZodString;
        expression: z.ZodNullable<z.ZodString>;
        position: z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    env: z.ZodRecord<z.ZodString, z.ZodObject<{
        text: z.ZodString;
        expression: z.ZodNullable<z.ZodString>;
        position: z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    shell: z.ZodNullable<z.ZodObject<{
        text: z.ZodString;
        expression: z.ZodNullable<z.ZodString>;
        position: z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    workingDirectory: z.ZodNullable<z.ZodObject<{
        text: z.ZodString;
        expression: z.ZodNullable<z.ZodString>;
        position: z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    continueOnError: z.ZodUnion<readonly [z.ZodBoolean, z.ZodObject<{
        text: z.ZodString;
        expression: z.ZodNullable<z.ZodString>;
        position: z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>]>;
    position: z.ZodObject<{
        line: z.ZodNumber;
        column: z.ZodNumber;
    }, z.core.$strip>;
}, z.core.$strip>;
export type Step = z.infer<typeof Step>;
/** `defaults.run` of the workflow or a job. */
export declare const RunDefaults: z.ZodObject<{
    shell: z.ZodNullable<z.ZodString>;
    workingDirectory: z.ZodNullable<z.ZodString>;
}, z.core.$strip>;
export type RunDefaults = z.infer<typeof RunDefaults>;
export declare const Need: z.ZodObject<{
    id: z.ZodString;
    position: z.ZodObject<{
        line: z.ZodNumber;
        column: z.ZodNumber;
    }, z.core.$strip>;
}, z.core.$strip>;
export type Need = z.infer<typeof Need>;
export declare const Job: z.ZodObject<{
    id: z.ZodString;
    name: z.ZodNullable<z.ZodObject<{
        text: z.ZodString;
        expression: z.ZodNullable<z.ZodString>;
        position: z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    position: z.ZodObject<{
        line: z.ZodNumber;
        column: z.ZodNumber;
    }, z.core.$strip>;
    needs: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        position: z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    if: z.ZodObject<{
        expression: z.ZodString;
        text: z.ZodNullable<z.ZodString>;
        position: z.ZodNullable<z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>>;
    }, z.core.$strip>;
    strategy: z.ZodNullable<z.ZodType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
    runsOn: z.ZodNullable<z.ZodType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
    env: z.ZodRecord<z.ZodString, z.ZodObject<{
        text: z.ZodString;
        expression: z.ZodNullable<z.ZodString>;
        position: z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    outputs: z.ZodRecord<z.ZodString, z.ZodObject<{
        text: z.ZodString;
        expression: z.ZodNullable<z.ZodString>;
        position: z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    permissions: z.ZodNullable<z.ZodType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
    continueOnError: z.ZodUnion<readonly [z.ZodBoolean, z.ZodObject<{
        text: z.ZodString;
        expression: z.ZodNullable<z.ZodString>;
        position: z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>]>;
    timeoutMinutes: z.ZodNullable<z.ZodType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
    defaults: z.ZodObject<{
        shell: z.ZodNullable<z.ZodString>;
        workingDirectory: z.ZodNullable<z.ZodString>;
    }, z.core.$strip>;
    uses: z.ZodNullable<z.ZodObject<{
        text: z.ZodString;
        position: z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    with: z.ZodRecord<z.ZodString, z.ZodObject<{
        text: z.ZodString;
        expression: z.ZodNullable<z.ZodString>;
        position: z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    secrets: z.ZodRecord<z.ZodString, z.ZodObject<{
        text: z.ZodString;
        expression: z.ZodNullable<z.ZodString>;
        position: z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    secretsInherit: z.ZodNullable<z.ZodObject<{
        line: z.ZodNumber;
        column: z.ZodNumber;
    }, z.core.$strip>>;
    steps: z.ZodArray<z.ZodObject<{
        index: z.ZodNumber;
        id: z.ZodNullable<z.ZodString>;
        name: z.ZodNullable<z.ZodObject<{
            text: z.ZodString;
            expression: z.ZodNullable<z.ZodString>;
            position: z.ZodObject<{
                line: z.ZodNumber;
                column: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        if: z.ZodObject<{
            expression: z.ZodString;
            text: z.ZodNullable<z.ZodString>;
            position: z.ZodNullable<z.ZodObject<{
                line: z.ZodNumber;
                column: z.ZodNumber;
            }, z.core.$strip>>;
        }, z.core.$strip>;
        run: z.ZodNullable<z.ZodObject<{
            text: z.ZodString;
            expression: z.ZodNullable<z.ZodString>;
            position: z.ZodObject<{
                line: z.ZodNumber;
                column: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        uses: z.ZodNullable<z.ZodObject<{
            text: z.ZodString;
            position: z.ZodObject<{
                line: z.ZodNumber;
                column: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        with: z.ZodRecord<z.ZodString, z.ZodObject<{
            text: z.ZodString;
            expression: z.ZodNullable<z.ZodString>;
            position: z.ZodObject<{
                line: z.ZodNumber;
                column: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        env: z.ZodRecord<z.ZodString, z.ZodObject<{
            text: z.ZodString;
            expression: z.ZodNullable<z.ZodString>;
            position: z.ZodObject<{
                line: z.ZodNumber;
                column: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        shell: z.ZodNullable<z.ZodObject<{
            text: z.ZodString;
            expression: z.ZodNullable<z.ZodString>;
            position: z.ZodObject<{
                line: z.ZodNumber;
                column: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        workingDirectory: z.ZodNullable<z.ZodObject<{
            text: z.ZodString;
            expression: z.ZodNullable<z.ZodString>;
            position: z.ZodObject<{
                line: z.ZodNumber;
                column: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        continueOnError: z.ZodUnion<readonly [z.ZodBoolean, z.ZodObject<{
            text: z.ZodString;
            expression: z.ZodNullable<z.ZodString>;
            position: z.ZodObject<{
                line: z.ZodNumber;
                column: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>]>;
        position: z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type Job = z.infer<typeof Job>;
export declare const DispatchInput: z.ZodObject<{
    name: z.ZodString;
    type: z.ZodEnum<{
        string: "string";
        number: "number";
        boolean: "boolean";
        choice: "choice";
        environment: "environment";
    }>;
    required: z.ZodBoolean;
    default: z.ZodNullable<z.ZodUnion<readonly [z.ZodString, z.ZodBoolean, z.ZodNumber]>>;
    description: z.ZodNullable<z.ZodString>;
    options: z.ZodNullable<z.ZodArray<z.ZodString>>;
    position: z.ZodObject<{
        line: z.ZodNumber;
        column: z.ZodNumber;
    }, z.core.$strip>;
}, z.core.$strip>;
export type DispatchInput = z.infer<typeof DispatchInput>;
export declare const Workflow: z.ZodObject<{
    fileName: z.ZodString;
    source: z.ZodString;
    name: z.ZodNullable<z.ZodString>;
    on: z.ZodRecord<z.ZodString, z.ZodUnknown>;
    inputs: z.ZodRecord<z.ZodString, z.ZodObject<{
        name: z.ZodString;
        type: z.ZodEnum<{
            string: "string";
            number: "number";
            boolean: "boolean";
            choice: "choice";
            environment: "environment";
        }>;
        required: z.ZodBoolean;
        default: z.ZodNullable<z.ZodUnion<readonly [z.ZodString, z.ZodBoolean, z.ZodNumber]>>;
        description: z.ZodNullable<z.ZodString>;
        options: z.ZodNullable<z.ZodArray<z.ZodString>>;
        position: z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    env: z.ZodRecord<z.ZodString, z.ZodObject<{
        text: z.ZodString;
        expression: z.ZodNullable<z.ZodString>;
        position: z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    permissions: z.ZodNullable<z.ZodType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
    defaults: z.ZodObject<{
        shell: z.ZodNullable<z.ZodString>;
        workingDirectory: z.ZodNullable<z.ZodString>;
    }, z.core.$strip>;
    jobs: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        name: z.ZodNullable<z.ZodObject<{
            text: z.ZodString;
            expression: z.ZodNullable<z.ZodString>;
            position: z.ZodObject<{
                line: z.ZodNumber;
                column: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        position: z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>;
        needs: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            position: z.ZodObject<{
                line: z.ZodNumber;
                column: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        if: z.ZodObject<{
            expression: z.ZodString;
            text: z.ZodNullable<z.ZodString>;
            position: z.ZodNullable<z.ZodObject<{
                line: z.ZodNumber;
                column: z.ZodNumber;
            }, z.core.$strip>>;
        }, z.core.$strip>;
        strategy: z.ZodNullable<z.ZodType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
        runsOn: z.ZodNullable<z.ZodType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
        env: z.ZodRecord<z.ZodString, z.ZodObject<{
            text: z.ZodString;
            expression: z.ZodNullable<z.ZodString>;
            position: z.ZodObject<{
                line: z.ZodNumber;
                column: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        outputs: z.ZodRecord<z.ZodString, z.ZodObject<{
            text: z.ZodString;
            expression: z.ZodNullable<z.ZodString>;
            position: z.ZodObject<{
                line: z.ZodNumber;
                column: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        permissions: z.ZodNullable<z.ZodType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
        continueOnError: z.ZodUnion<readonly [z.ZodBoolean, z.ZodObject<{
            text: z.ZodString;
            expression: z.ZodNullable<z.ZodString>;
            position: z.ZodObject<{
                line: z.ZodNumber;
                column: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>]>;
        timeoutMinutes: z.ZodNullable<z.ZodType<ValueNode, unknown, z.core.$ZodTypeInternals<ValueNode, unknown>>>;
        defaults: z.ZodObject<{
            shell: z.ZodNullable<z.ZodString>;
            workingDirectory: z.ZodNullable<z.ZodString>;
        }, z.core.$strip>;
        uses: z.ZodNullable<z.ZodObject<{
            text: z.ZodString;
            position: z.ZodObject<{
                line: z.ZodNumber;
                column: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        with: z.ZodRecord<z.ZodString, z.ZodObject<{
            text: z.ZodString;
            expression: z.ZodNullable<z.ZodString>;
            position: z.ZodObject<{
                line: z.ZodNumber;
                column: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        secrets: z.ZodRecord<z.ZodString, z.ZodObject<{
            text: z.ZodString;
            expression: z.ZodNullable<z.ZodString>;
            position: z.ZodObject<{
                line: z.ZodNumber;
                column: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        secretsInherit: z.ZodNullable<z.ZodObject<{
            line: z.ZodNumber;
            column: z.ZodNumber;
        }, z.core.$strip>>;
        steps: z.ZodArray<z.ZodObject<{
            index: z.ZodNumber;
            id: z.ZodNullable<z.ZodString>;
            name: z.ZodNullable<z.ZodObject<{
                text: z.ZodString;
                expression: z.ZodNullable<z.ZodString>;
                position: z.ZodObject<{
                    line: z.ZodNumber;
                    column: z.ZodNumber;
                }, z.core.$strip>;
            }, z.core.$strip>>;
            if: z.ZodObject<{
                expression: z.ZodString;
                text: z.ZodNullable<z.ZodString>;
                position: z.ZodNullable<z.ZodObject<{
                    line: z.ZodNumber;
                    column: z.ZodNumber;
                }, z.core.$strip>>;
            }, z.core.$strip>;
            run: z.ZodNullable<z.ZodObject<{
                text: z.ZodString;
                expression: z.ZodNullable<z.ZodString>;
                position: z.ZodObject<{
                    line: z.ZodNumber;
                    column: z.ZodNumber;
                }, z.core.$strip>;
            }, z.core.$strip>>;
            uses: z.ZodNullable<z.ZodObject<{
                text: z.ZodString;
                position: z.ZodObject<{
                    line: z.ZodNumber;
                    column: z.ZodNumber;
                }, z.core.$strip>;
            }, z.core.$strip>>;
            with: z.ZodRecord<z.ZodString, z.ZodObject<{
                text: z.ZodString;
                expression: z.ZodNullable<z.ZodString>;
                position: z.ZodObject<{
                    line: z.ZodNumber;
                    column: z.ZodNumber;
                }, z.core.$strip>;
            }, z.core.$strip>>;
            env: z.ZodRecord<z.ZodString, z.ZodObject<{
                text: z.ZodString;
                expression: z.ZodNullable<z.ZodString>;
                position: z.ZodObject<{
                    line: z.ZodNumber;
                    column: z.ZodNumber;
                }, z.core.$strip>;
            }, z.core.$strip>>;
            shell: z.ZodNullable<z.ZodObject<{
                text: z.ZodString;
                expression: z.ZodNullable<z.ZodString>;
                position: z.ZodObject<{
                    line: z.ZodNumber;
                    column: z.ZodNumber;
                }, z.core.$strip>;
            }, z.core.$strip>>;
            workingDirectory: z.ZodNullable<z.ZodObject<{
                text: z.ZodString;
                expression: z.ZodNullable<z.ZodString>;
                position: z.ZodObject<{
                    line: z.ZodNumber;
                    column: z.ZodNumber;
                }, z.core.$strip>;
            }, z.core.$strip>>;
            continueOnError: z.ZodUnion<readonly [z.ZodBoolean, z.ZodObject<{
                text: z.ZodString;
                expression: z.ZodNullable<z.ZodString>;
                position: z.ZodObject<{
                    line: z.ZodNumber;
                    column: z.ZodNumber;
                }, z.core.$strip>;
            }, z.core.$strip>]>;
            position: z.ZodObject<{
                line: z.ZodNumber;
                column: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    problems: z.ZodArray<z.ZodObject<{
        code: z.ZodString;
        severity: z.ZodEnum<{
            error: "error";
            warning: "warning";
        }>;
        path: z.ZodString;
        message: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type Workflow = z.infer<typeof Workflow>;
