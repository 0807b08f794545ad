/** Shared class lists, so buttons and links that look like buttons stay consistent. */
export const buttonPrimary =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-primary px-5 py-2.5 font-semibold text-on-primary shadow-sm transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-link disabled:cursor-not-allowed disabled:opacity-60';

export const buttonSecondary =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-line bg-surface px-5 py-2.5 font-semibold text-fg transition hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-link disabled:cursor-not-allowed disabled:opacity-60';

export const iconButton =
  'relative inline-flex h-11 w-11 items-center justify-center rounded-full text-fg transition hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-link';

export const card = 'overflow-hidden rounded-card border border-line bg-surface shadow-card';

export const textLink =
  'text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-link';
