import { Link } from 'react-router';
import type { ProductFamily } from '@/shared/api/contract/products';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import styles from './compatible-with.module.css';

interface CompatibleWithProps {
  models: ProductFamily['compatibleWith'];
}

/** The machine models the family fits, each linking to everything for that model. */
export function CompatibleWith({ models }: CompatibleWithProps) {
  const language = useLanguage();
  return (
    <ul className={styles.models}>
      {models.map((model) => (
        <li key={`${model.brandUrl}/${model.typeUrl}`}>
          <Link
            className={styles.link}
            to={paths.results.getHref(language, model.brandUrl, model.typeUrl)}
          >
            {`${model.brandName} ${model.typeName}`}
          </Link>
        </li>
      ))}
    </ul>
  );
}
