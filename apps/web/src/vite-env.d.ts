/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PLATFORM_DOMAIN?: string;
  readonly VITE_STAGING_DOMAIN?: string;
}

/** Top-level sections of a locale file (see scripts/locale-sections.ts). */
declare module 'virtual:locale-sections/*' {
  const texts: Record<string, unknown>;
  export default texts;
}
