import type { IntlShape } from 'react-intl';

/**
 * Schema issues carry a message id, not text: schemas are language-free and the form translates
 * at render, so a language switch re-words errors already on screen. Values such as {min} travel
 * with the id as `id|{"min":8}` because a form library passes only the message string along.
 */
export type FieldMessageValues = Record<string, string | number>;

export function fieldMessage(id: string, values?: FieldMessageValues): string {
  return values ? `${id}|${JSON.stringify(values)}` : id;
}

export function formatFieldMessage(
  intl: IntlShape,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  const split = message.indexOf('|');
  if (split < 0) return intl.formatMessage({ id: message });
  const values = JSON.parse(message.slice(split + 1)) as FieldMessageValues;
  return intl.formatMessage({ id: message.slice(0, split) }, values);
}
