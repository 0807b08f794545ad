import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';

// The look-and-feel forms' reads; each tab saves through its own PUT and puts the answer back here.
export const lookKey = (tenantName: string, form: string) => ['platform', 'look', tenantName, form] as const;

export const shopDetailsQuery = (tenantName: string) =>
  queryOptions({
    queryKey: lookKey(tenantName, 'shop'),
    queryFn: () => callApi('GET /api/platform/shops/:tenantName/settings/shop', { params: { tenantName } }),
    retry: false,
  });

export const themeQuery = (tenantName: string) =>
  queryOptions({
    queryKey: lookKey(tenantName, 'theme'),
    queryFn: () => callApi('GET /api/platform/shops/:tenantName/settings/theme', { params: { tenantName } }),
    retry: false,
  });

export const focusQuery = (tenantName: string) =>
  queryOptions({
    queryKey: lookKey(tenantName, 'focus-shop'),
    queryFn: () => callApi('GET /api/platform/shops/:tenantName/settings/focus-shop', { params: { tenantName } }),
    retry: false,
  });

export const socialQuery = (tenantName: string) =>
  queryOptions({
    queryKey: lookKey(tenantName, 'social-media'),
    queryFn: () => callApi('GET /api/platform/shops/:tenantName/settings/social-media', { params: { tenantName } }),
    retry: false,
  });

export const termsQuery = (tenantName: string) =>
  queryOptions({
    queryKey: lookKey(tenantName, 'terms'),
    queryFn: () => callApi('GET /api/platform/shops/:tenantName/settings/terms', { params: { tenantName } }),
    retry: false,
  });
