import { Link } from 'react-router';
import type { ProductFamily } from '@/shared/api/contract/products';
import type { Language } from '@/shared/config/languages';
import { paths } from '@/shared/config/paths';
import styles from './compatible-with.module.css';

interface CompatibleWithProps {
  models: ProductFamily['compatibleWith'];
  language: Language;
}

/** The machine models the family fits, each linking to everything for that model. */
export function CompatibleWith({ models, language }: CompatibleWithProps) {
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
