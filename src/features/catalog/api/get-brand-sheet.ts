import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/api';

/** GET brands/{brandId}/pdf: where the brand's product sheet can be downloaded (asked on click). */
export const fetchBrandSheet = (brandId: string) => api.call('brandPdf', { params: { brandId } });

export const useBrandSheet = () => useMutation({ mutationFn: fetchBrandSheet });
