import * as z from 'zod/mini';
import { ProductResultSchema } from './products';

/** GET favorites: the families the user marked (PUT/DELETE favorites/{familyId} answer 204). */
export const FavoriteListSchema = z.array(ProductResultSchema);
export type FavoriteList = z.infer<typeof FavoriteListSchema>;
