// The classes of product-line.module.css as named exports. Import them as a namespace
// (`import * as productLine from '@/shared/ui/product-line.module.css'`): the bundle keeps only the
// classes a page uses. tests/style/design-tokens.test.ts checks that this list matches the stylesheet.
export declare const line: string;
export declare const beside: string;
export declare const image: string;
export declare const info: string;
export declare const actions: string;
export declare const meta: string;
export declare const name: string;
