// The built app's stand-in for `use-sync-external-store/shim` (react-i18next imports it): the React
// compatibility layer has the hook itself, and the CommonJS shim would pull that layer in through
// `require`, which makes the bundler wrap all of it in late-run initialisers.
export { useSyncExternalStore } from 'react';
