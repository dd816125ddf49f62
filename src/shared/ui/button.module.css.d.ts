// The classes of button.module.css as named exports. Import them as a namespace
// (`import * as button from '@/shared/ui/button.module.css'`): the bundle keeps only the classes a page uses,
// where a default import would keep every class of the file. tests/style/design-tokens.test.ts
// checks that this list matches the stylesheet.
export declare const primary: string;
export declare const secondary: string;
export declare const accent: string;
export declare const danger: string;
export declare const large: string;
export declare const compact: string;
export declare const remove: string;
export declare const icon: string;
export declare const link: string;
export declare const standalone: string;
