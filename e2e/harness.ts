import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export interface ShopServer {
  port: number;
  /** http://{tenant}.localhost:{port}, or the platform host without a tenant. */
  baseUrl(tenant?: string): string;
  browser: Browser;
  newPage(options?: { viewport?: { width: number; height: number } }): Promise<Page>;
  stop(): Promise<void>;
}

/**
 * A Chromium attached to the shared demo server (see global-setup.ts), or to the server on `port`
 * that a test file started itself. Call stop() in afterAll.
 */
export async function startShop(port: number = inject('shopPort')): Promise<ShopServer> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return {
    port,
    baseUrl: (tenant) => (tenant ? `http://${tenant}.localhost:${port}` : `http://localhost:${port}`),
    browser,
    newPage: async (options) => {
      const context = await browser.newContext({ viewport: options?.viewport ?? { width: 1280, height: 900 } });
      return context.newPage();
    },
    stop: () => browser.close(),
  };
}
