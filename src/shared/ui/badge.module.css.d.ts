// The classes of badge.module.css as named exports. Import them as a namespace
// (`import * as badge from '@/shared/ui/badge.module.css'`): the bundle keeps only the classes a page uses,
// where a default import would keep every class of the file. tests/style/design-tokens.test.ts
// checks that this list matches the stylesheet.
export declare const badge: string;
export declare const outline: string;
