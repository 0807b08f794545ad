import { type ReactNode, useId } from 'react';

/**
 * A titled panel of a back-office page, named by its heading for screen readers. `compact` for the
 * detail pages' smaller panels (a customer, a message), the default for settings pages.
 */
export function BackOfficeSection({
  title,
  children,
  compact = false,
}: {
  title: string;
  children: ReactNode;
  compact?: boolean;
}) {
  const headingId = useId();
  if (compact) {
    return (
      <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id={headingId} className="mb-2 text-lg font-semibold">
          {title}
        </h2>
        {children}
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
