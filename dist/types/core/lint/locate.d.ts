export { SourceLocator } from '../workflow/source-locator.js';
/** Each `${{ … }}` in a scalar: the expression inside and the offset of its `${{`. */
export declare function expressionsIn(text: string): Array<{
    expression: string;
    offset: number;
}>;
