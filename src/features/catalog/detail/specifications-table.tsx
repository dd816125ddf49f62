import { useIntl } from 'react-intl';
import type { Product } from '@/shared/api/contract/products';
import styles from './specifications-table.module.css';

type Row = [labelId: string, value: string];

/** Every product attribute of requirements §5.1 for the chosen packaging, with yes/no translated. */
export function SpecificationsTable({ product }: { product: Product }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const yesNo = (value: boolean) => t(value ? 'detail.specs.yes' : 'detail.specs.no');
  const rows: Row[] = [
    ['detail.specs.material', t(`detail.specs.material.${product.material}`)],
    [
      'detail.specs.layers',
      product.layers === null ? t('detail.specs.none') : String(product.layers),
    ],
    ['detail.specs.amount', String(product.amount)],
    ['detail.specs.doubleLayerPaper', yesNo(product.doubleLayerPaper)],
    ['detail.specs.rubberRing', yesNo(product.rubberRing)],
    ['detail.specs.motorProtectionFilter', yesNo(product.motorProtectionFilter)],
    ['detail.specs.roundShape', yesNo(product.roundShape)],
    ['detail.specs.exhaustAirFilter', yesNo(product.exhaustAirFilter)],
    ['detail.specs.vacuumClass', product.vacuumClass ?? t('detail.specs.none')],
    ['detail.specs.slidingValve', yesNo(product.slidingValve)],
    ['detail.specs.dirtValve', yesNo(product.dirtValve)],
  ];
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">
        {intl.formatMessage({ id: 'detail.specs.caption' }, { count: product.amount })}
      </caption>
      <tbody>
        {rows.map(([labelId, value]) => (
          <tr key={labelId}>
            <th scope="row">{t(labelId)}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
