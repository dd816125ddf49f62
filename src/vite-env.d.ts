/// <reference types="vite/client" />

/** Messages precompiled to ICU ASTs by vite/compiled-messages.ts. */
declare module '*.json?compiled' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
