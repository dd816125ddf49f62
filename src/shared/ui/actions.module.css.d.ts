// The classes of actions.module.css as named exports. Import them as a namespace
// (`import * as actions from '@/shared/ui/actions.module.css'`): the bundle keeps only the classes
// a page uses. tests/style/design-tokens.test.ts checks that this list matches the stylesheet.
export declare const row: string;
