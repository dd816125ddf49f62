// The classes of spinner.module.css as named exports. Import them as a namespace
// (`import * as spinner from '@/shared/ui/spinner.module.css'`): the bundle keeps only the classes
// a page uses. tests/style/design-tokens.test.ts checks that this list matches the stylesheet.
export declare const spinner: string;
