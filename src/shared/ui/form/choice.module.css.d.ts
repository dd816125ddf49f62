// The classes of choice.module.css as named exports. Import them as a namespace
// (`import * as choice from '@/shared/ui/form/choice.module.css'`): the bundle keeps only the
// classes a page uses. tests/style/design-tokens.test.ts checks that this list matches the stylesheet.
export declare const option: string;
export declare const radio: string;
export declare const box: string;
