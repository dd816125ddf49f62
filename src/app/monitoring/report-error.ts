import { showToast } from '@/shared/ui/toast/toast-store';
import { captureError } from './sentry-handle';

/**
 * Reports an unexpected error. When the error-reporting service took it, the shopper sees the red
 * 'Error' notification with the event id to quote to customer service (requirements §12.1).
 */
export function reportError(error: unknown): void {
  console.error(error);
  const eventId = captureError(error);
  if (eventId)
    showToast({
      tone: 'error',
      title: { id: 'error.reported.title' },
      text: { id: 'error.reported.text', values: { eventId } },
    });
}
