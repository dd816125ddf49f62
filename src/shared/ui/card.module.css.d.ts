// The classes of card.module.css as named exports. Import them as a namespace
// (`import * as card from '@/shared/ui/card.module.css'`): the bundle keeps only the classes a
// page uses, where a default import would keep every class of the file.
// tests/style/design-tokens.test.ts checks that this list matches the stylesheet.
export declare const card: string;
export declare const raised: string;
export declare const plain: string;
export declare const stack: string;
export declare const image: string;
