import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';

/**
 * GET orders/{orderNumber}/invoice needs the session's Authorization header, so a plain link
 * cannot fetch it: the app's fetch does (the auth SDK adds the token), and the PDF is handed to
 * the browser as a blob URL with a meaningful file name.
 */
export async function downloadInvoice(context: ShopperContext, orderNumber: string): Promise<void> {
  const pdf = await api.download('orderInvoice', { context, params: { orderNumber } });
  const href = URL.createObjectURL(pdf);
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = invoiceFileName(orderNumber);
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser's download; give it a moment before freeing it.
    setTimeout(() => URL.revokeObjectURL(href), 30_000);
  }
}

export const invoiceFileName = (orderNumber: string): string =>
  `invoice-${orderNumber.replace(/[^\w.-]+/g, '_')}.pdf`;

export function useDownloadInvoice() {
  const context = useShopperContext();
  return useMutation({
    mutationFn: (orderNumber: string) => downloadInvoice(context, orderNumber),
  });
}
