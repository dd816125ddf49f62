/**
 * The products ordered before for a machine, each with one "add to cart" that puts the same pack
 * and amount in the cart (docs/decisions/0079-reorder-per-machine.md). Its own chunk: only a
 * logged-in buyer with machines loads it. No prices here: the cart computes today's.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MachineReorderLine } from '@/shared/api/contract/machines';
import { formatDutchDate } from '@/shared/api/contract/formats';
import { AddToCart } from '@/shared/cart/add-to-cart';
import { detailLinkState, paths } from '@/shared/config/paths';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { useMachineReorders } from '../api/reorders-api';
import styles from './reorder-lines.module.css';

export interface ReorderLinesProps {
  userId: string;
  machineId: string;
  /** The machine in words, for the home line and to tell the buttons apart. */
  machineLabel: string;
  /** `page`: every product ordered before (the account page); `home`: the last one only. */
  variant: 'page' | 'home';
}

function ReorderLine({ line, describedBy }: { line: MachineReorderLine; describedBy: string }) {
  const intl = useIntl();
  const language = useLanguage();
  const pack = intl.formatMessage(
    { id: 'machines.reorder.pack' },
    { product: line.name, pieces: line.packagingAmount },
  );
  const text = intl.formatMessage({ id: 'machines.reorder.line' }, { pack, amount: line.amount });
  return (
    <>
      <span className={styles.what}>
        {line.available ? (
          <Link
            to={paths.detail.getHref(language, line.slug)}
            state={detailLinkState(line.productId)}
          >
            {text}
          </Link>
        ) : (
          text
        )}
      </span>
      {line.available ? (
        <AddToCart
          productId={line.productId}
          label={pack}
          takeCount={() => line.amount}
          describedBy={describedBy}
        />
      ) : (
        <span className={styles.unavailable}>
          {intl.formatMessage({ id: 'machines.reorder.unavailable' })}
        </span>
      )}
    </>
  );
}

export function ReorderLines({ userId, machineId, machineLabel, variant }: ReorderLinesProps) {
  const intl = useIntl();
  const labelId = useId();
  const { data } = useMachineReorders(userId);
  // Nothing ordered yet, or not (yet) known: the machine shows as it always did.
  const lines = data?.find((m) => m.machineId === machineId)?.lines ?? [];
  const [last] = lines;
  if (!last) return null;
  if (variant === 'home')
    return (
      // A group, not a paragraph: the button brings its confirmation dialog along.
      <div role="group" aria-labelledby={labelId} className={styles.home}>
        <span id={labelId}>
          {intl.formatMessage({ id: 'machines.reorder.last' }, { machine: machineLabel })}
        </span>{' '}
        <ReorderLine line={last} describedBy={labelId} />
      </div>
    );
  return (
    <section className={styles.page} aria-labelledby={labelId}>
      <h3 id={labelId} className={styles.title}>
        {intl.formatMessage({ id: 'machines.reorder.title' }, { machine: machineLabel })}
      </h3>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.familyId} className={styles.line}>
            <ReorderLine line={line} describedBy={labelId} />
            <span className={styles.date}>
              {intl.formatMessage(
                { id: 'machines.reorder.orderedOn' },
                { date: formatDutchDate(line.orderedOn) },
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
