// The classes of empty-state.module.css as named exports. Import them as a namespace
// (`import * as emptyState from '@/shared/ui/empty-state.module.css'`): the bundle keeps only the classes a page uses,
// where a default import would keep every class of the file. tests/style/design-tokens.test.ts
// checks that this list matches the stylesheet.
export declare const empty: string;
export declare const problem: string;
export declare const inset: string;
export declare const title: string;
export declare const problemTitle: string;
