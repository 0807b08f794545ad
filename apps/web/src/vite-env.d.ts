/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PLATFORM_DOMAIN?: string;
  readonly VITE_STAGING_DOMAIN?: string;
}
