/** The button of an action that cannot be undone (delete, remove) in the back office. */
export const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-800 px-5 py-2.5 font-semibold text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:cursor-not-allowed disabled:opacity-60';
