import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The centred card of the account pages. `focusKey` moves focus to the heading whenever it
 * changes (a new step), so a screen reader announces where the user is.
 */
export function AuthCard({
  title,
  intro,
  focusKey,
  wide = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  focusKey?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstKey = useRef(focusKey);
  useEffect(() => {
    if (focusKey !== firstKey.current) heading.current?.focus();
  }, [focusKey]);
  return (
    <div className="bg-gradient-to-b from-violet-50 to-white px-4 py-10 sm:py-16">
      <section
        aria-labelledby="auth-card-title"
        className={`mx-auto w-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 [&_input]:scroll-mt-28 ${wide ? 'max-w-2xl' : 'max-w-md'}`}
      >
        <h1
          id="auth-card-title"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-extrabold tracking-tight focus:outline-none sm:text-3xl"
        >
          {title}
        </h1>
        {intro && <div className="mt-2 text-slate-600">{intro}</div>}
        <div className="mt-6">{children}</div>
      </section>
    </div>
  );
}
