// The classes of toolbar.module.css as named exports. Import them as a namespace
// (`import * as toolbar from '@/shared/ui/toolbar.module.css'`): the bundle keeps only the classes
// a page uses. tests/style/design-tokens.test.ts checks that this list matches the stylesheet.
export declare const control: string;
