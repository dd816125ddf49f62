import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { MIN_QUANTITY, checkQuantity } from '@/shared/cart/quantity';
import { MAX_AMOUNT } from '@/shared/cart/stored-cart';

/**
 * The product page's quantity: the stepper's props and `takeCount` for AddToCart. A wrong entry
 * is said as it is typed; an empty field only when the shopper adds, which then focuses it.
 */
export type Quantity = ReturnType<typeof useQuantity>;

export function useQuantity() {
  const intl = useIntl();
  const [text, setText] = useState(String(MIN_QUANTITY));
  const [attempted, setAttempted] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const check = checkQuantity(text);
  const showError = !check.ok && (attempted || text.trim() !== '');
  return {
    stepper: {
      label: intl.formatMessage({ id: 'detail.quantity.label' }),
      value: text,
      onChange: setText,
      min: MIN_QUANTITY,
      max: MAX_AMOUNT,
      error: showError ? intl.formatMessage({ id: check.messageId }, check.values) : undefined,
      decreaseLabel: intl.formatMessage({ id: 'detail.quantity.decrease' }),
      increaseLabel: intl.formatMessage({ id: 'detail.quantity.increase' }),
      ref: input,
    },
    takeCount: (): number | null => {
      if (check.ok) return check.count;
      setAttempted(true);
      // In the middle of the screen, with its message: on a phone the add button is in a bar
      // fixed to the bottom, which would cover a field scrolled only just into view.
      input.current?.focus({ preventScroll: true });
      input.current?.scrollIntoView?.({ block: 'center' }); // absent without layout (jsdom)
      return null;
    },
  };
}
