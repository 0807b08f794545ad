import { contrastRatio, EDGE_CONTRAST_MIN, TEXT_CONTRAST_MIN } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

export interface ColourPair {
  /** What is read or seen ('Tekst op achtergrond'). */
  label: string;
  foreground: string;
  background: string;
  /** Text needs 4.5:1 (WCAG AA); a button's edge against the page needs 3:1. */
  kind: 'text' | 'edge';
}

/** The pairs that miss WCAG AA, each with its ratio; nothing when all pass. */
export function ContrastWarnings({ pairs }: { pairs: ColourPair[] }) {
  const { t } = useTranslation();
  const failing = pairs.flatMap((pair) => {
    const ratio = contrastRatio(pair.foreground, pair.background);
    const minimum = pair.kind === 'text' ? TEXT_CONTRAST_MIN : EDGE_CONTRAST_MIN;
    return ratio !== null && ratio < minimum ? [{ ...pair, ratio, minimum }] : [];
  });
  if (failing.length === 0) {
    return <p className="text-sm text-green-800">{t('boLook.contrast.allGood')}</p>;
  }
  return (
    <div role="note" className="rounded-lg border border-amber-500 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">{t('boLook.contrast.title')}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {failing.map((pair) => (
          <li key={pair.label}>
            {t('boLook.contrast.pair', {
              label: pair.label,
              ratio: pair.ratio.toFixed(1),
              minimum: pair.minimum,
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
