// The classes of skeleton.module.css as named exports. Import them as a namespace
// (`import * as skeleton from '@/shared/ui/skeleton.module.css'`): the bundle keeps only the classes a page uses,
// where a default import would keep every class of the file. tests/style/design-tokens.test.ts
// checks that this list matches the stylesheet.
export declare const line: string;
export declare const short: string;
