import type { ReactNode } from 'react';

/** A form's outcome: an error is announced as an alert, a success as a status. */
export function Notice({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-4 py-3 text-sm font-medium text-white ${kind === 'error' ? 'bg-red-800' : 'bg-green-800'}`}
    >
      {children}
    </p>
  );
}
