import { useEffect, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { CartCalculation } from '@/shared/api/contract/cart';
import { useCartStore, type CalculationStatus } from '../stores/cart-store';
import { sharedCalculator } from './calculator';

export interface CartCalculationState {
  /** idle: empty cart (no result); loading: a newer answer is on its way (the old one stays). */
  status: CalculationStatus;
  /** null on error: totals are shown as unavailable, never as possibly wrong numbers. */
  calculation: CartCalculation | null;
  /** Asks again after a failure. */
  retry: () => void;
}

/** The cart's calculation, kept up to date while the calling screen is mounted. */
export function useCartCalculation(): CartCalculationState {
  const calculator = useMemo(() => sharedCalculator(), []);
  useEffect(() => calculator.acquire(), [calculator]);
  const { status, calculation } = useCartStore(
    useShallow((state) => ({
      status: state.calculationStatus,
      calculation: state.calculation,
    })),
  );
  return { status, calculation, retry: calculator.retry };
}
