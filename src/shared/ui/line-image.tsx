import * as card from './card.module.css';
import * as productLine from './product-line.module.css';

/**
 * The picture of a product row (a cart line, a favourite): decorative, as the row's name says
 * what it is; lazy, as a long cart has rows below the fold. Without a source yet (the product's
 * data still loading) an empty box of the same size holds the row's layout.
 */
export function LineImage({ src }: { src: string | undefined }) {
  if (!src) return <div className={`${card.image} ${productLine.image}`} />;
  return (
    <img
      className={`${card.image} ${productLine.image}`}
      src={src}
      alt=""
      width={96}
      height={96}
      loading="lazy"
      decoding="async"
    />
  );
}
