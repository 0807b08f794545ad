import type { TImportPreview, TImportResult } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiPath, callApi } from '#src/lib/api-client.ts';

export interface ImportRequest {
  file: File;
  updateExisting: boolean;
}

const formOf = ({ file, updateExisting }: ImportRequest) => {
  const form = new FormData();
  form.append('updateExisting', String(updateExisting));
  form.append('file', file);
  return form;
};

/** The download address of the shop's products as CSV (a plain link: the browser saves it). */
export const exportHref = (tenantName: string) =>
  apiPath('GET /api/platform/shops/:tenantName/products/export.csv', { params: { tenantName } });

export const usePreviewImport = (tenantName: string) =>
  useMutation({
    mutationFn: (request: ImportRequest) =>
      callApi('POST /api/platform/shops/:tenantName/products/import/preview', {
        params: { tenantName },
        body: formOf(request),
      }),
  });

export const useRunImport = (tenantName: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) =>
      callApi('POST /api/platform/shops/:tenantName/products/import', {
        params: { tenantName },
        body: formOf(request),
      }),
    // An import adds products and categories: every list of the shop's back office read before it
    // is out of date (also when the owner has already left this page).
    onSuccess: () => client.invalidateQueries({ queryKey: ['platform', 'back-office', tenantName] }),
  });
};

/** The preview the API sends back when it refused an import because of row errors. */
export function refusedPreview(error: unknown): TImportPreview | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { error?: unknown; preview?: TImportPreview } | null;
  return body?.error === 'import_has_errors' && body.preview ? body.preview : null;
}

export type { TImportPreview, TImportResult };
