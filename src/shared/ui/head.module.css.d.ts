// The classes of head.module.css as named exports. Import them as a namespace
// (`import * as head from '@/shared/ui/head.module.css'`): the bundle keeps only the classes a
// page uses. tests/style/design-tokens.test.ts checks that this list matches the stylesheet.
export declare const head: string;
export declare const baseline: string;
