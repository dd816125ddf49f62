// The classes of page.module.css as named exports. Import them as a namespace
// (`import * as page from '@/shared/ui/page.module.css'`): the bundle keeps only the classes a page
// uses. tests/style/design-tokens.test.ts checks that this list matches the stylesheet.
export declare const page: string;
