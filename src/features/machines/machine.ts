import type { Machine } from '@/shared/api/contract/machines';

/** A catalogue reference: id, name and url slug (a brand, or one of its models). */
export type CatalogRef = Machine['brand'];

/** A machine to save: the catalogue's brand and model, as the finder or a results page knows them. */
export interface MachineModel {
  brand: CatalogRef;
  type: CatalogRef;
}

/** "Nilfisk Attix 30". */
export const modelName = ({ brand, type }: MachineModel): string => `${brand.name} ${type.name}`;
