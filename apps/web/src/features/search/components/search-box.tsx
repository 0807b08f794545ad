import { formatEuros, SEARCH_DEBOUNCE_MS, SEARCH_SUGGESTIONS_MIN_CHARS } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { SearchIcon } from '#src/components/ui/icons.tsx';
import { suggestionsQuery } from '#src/lib/catalogue.ts';
import { useLocale } from '#src/lib/i18n.ts';
import { useShop } from '#src/lib/shop-context.ts';
import { useDebouncedValue } from '#src/lib/use-debounced-value.ts';

/**
 * Spec §2.4/§5/§9 search box: suggestions from 2 characters, after 300 ms, 5 results, as an
 * ARIA combobox (arrows move, Enter opens, Escape closes).
 */
export function SearchBox({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { tenant } = useShop();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const containerRef = useRef<HTMLDivElement>(null);
  const debounced = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = debounced.length >= SEARCH_SUGGESTIONS_MIN_CHARS;
  const suggestions = useQuery({ ...suggestionsQuery(tenant.id, debounced), enabled });
  const products = enabled ? (suggestions.data ?? []) : [];
  const listId = `${idPrefix}-search-suggestions`;
  const inputId = `${idPrefix}-search-input`;
  const expanded = open && enabled && products.length > 0 && term.trim().length >= SEARCH_SUGGESTIONS_MIN_CHARS;

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the list whenever the route changes
  useEffect(() => {
    setOpen(false);
    setActive(-1);
  }, [pathname, search]);

  useEffect(() => {
    if (!expanded) return;
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [expanded]);

  const goToSearch = () => {
    const q = term.trim();
    if (!q) return;
    setOpen(false);
    navigate(`/search?${new URLSearchParams({ q, tenant: tenant.id }).toString()}`);
  };

  const openProduct = (productId: number) => {
    setOpen(false);
    setTerm('');
    navigate(`/product/${productId}`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? products[active] : undefined;
    if (chosen) openProduct(chosen.id);
    else goToSearch();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (products.length === 0 ? -1 : (index + 1) % products.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (products.length === 0 ? -1 : index <= 0 ? products.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div ref={containerRef} className="relative">
      {/* Before the page is hydrated (or without JavaScript) the browser sends the form itself to the
          server-rendered search page. */}
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet in React's JSX types */}
      <form role="search" action="/search" onSubmit={onSubmit} aria-label={t('search.formLabel')}>
        <label htmlFor={inputId} className="sr-only">
          {t('search.label')}
        </label>
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted">
          <SearchIcon size={18} />
        </span>
        <input
          id={inputId}
          name="q"
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-full border border-line bg-surface pr-4 pl-10 text-fg placeholder:text-muted focus:border-primary focus:outline-2 focus:outline-primary"
        />
      </form>
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-50 mt-2 overflow-hidden rounded-xl border border-line bg-surface shadow-card"
      >
        {products.map((product, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: options are chosen with the keyboard through the combobox (aria-activedescendant)
          // biome-ignore lint/a11y/useFocusableInteractive: in the combobox pattern focus stays on the input
          <div
            key={product.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseEnter={() => setActive(index)}
            onClick={() => openProduct(product.id)}
            className={`flex cursor-pointer items-center justify-between gap-3 px-4 py-3 text-sm ${
              index === active ? 'bg-surface-2' : ''
            }`}
          >
            <span className="truncate">{product.name}</span>
            <span className="shrink-0 text-muted">{formatEuros(product.price, locale)}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
