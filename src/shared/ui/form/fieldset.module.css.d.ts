// The classes of fieldset.module.css as named exports. Import them as a namespace
// (`import * as fieldset from '@/shared/ui/form/fieldset.module.css'`): the bundle keeps only the
// classes a page uses. tests/style/design-tokens.test.ts checks that this list matches the stylesheet.
export declare const group: string;
