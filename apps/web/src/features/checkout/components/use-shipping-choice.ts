import type { TShippingCalculation, TShippingMethod } from '@shop/contracts';
import { useEffect, useRef, useState } from 'react';
import { calculateShipping } from '#src/features/checkout/api/checkout.ts';
import { reselectShippingMethod } from '#src/features/checkout/checkout-validation.ts';

/**
 * Spec §4: choosing a shipping method recalculates the totals on the server (the latest choice
 * wins), and when the methods change, an invalid choice is cleared and the first valid one chosen.
 */
export function useShippingChoice(
  tenantId: string,
  methods: TShippingMethod[],
  selectedId: number | null,
  setSelectedId: (methodId: number | null) => void,
) {
  const [totals, setTotals] = useState<TShippingCalculation | null>(null);
  const calculation = useRef(0);

  const select = (methodId: number | null) => {
    setSelectedId(methodId);
    const request = ++calculation.current;
    setTotals(null);
    if (methodId === null) return;
    calculateShipping(tenantId, methodId)
      .then((result) => {
        if (request === calculation.current) setTotals(result);
      })
      .catch(() => {
        // the summary falls back to the method's own price
      });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new list of methods can invalidate the choice
  useEffect(() => {
    const next = reselectShippingMethod(selectedId, methods);
    if (next !== selectedId) select(next);
  }, [methods]);

  return { totals, select };
}
