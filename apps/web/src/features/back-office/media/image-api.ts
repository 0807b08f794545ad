import type { TImageUpdate, TManagedImage, TShopFileSlot, TShopFiles } from '@shop/contracts';
import i18next from 'i18next';
import { ApiError, NetworkError } from '#src/lib/api-client.ts';

/** What images belong to; an add-on is named with its product, as in its URLs. */
export type TImageOwner =
  | { kind: 'product'; id: number }
  | { kind: 'category'; id: number }
  | { kind: 'addon'; id: number; productId: number };

const shopPath = (tenantName: string) => `/api/platform/shops/${encodeURIComponent(tenantName)}`;

export function imagesPath(tenantName: string, owner: TImageOwner): string {
  if (owner.kind === 'product') return `${shopPath(tenantName)}/products/${owner.id}/images`;
  if (owner.kind === 'category') return `${shopPath(tenantName)}/categories/${owner.id}/images`;
  return `${shopPath(tenantName)}/products/${owner.productId}/addons/${owner.id}/images`;
}

export const shopFilesPath = (tenantName: string) => `${shopPath(tenantName)}/files`;

const language = () => (i18next.language === 'en' ? 'en' : 'nl');

async function requestJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Accept-Language': language(),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (response.status === 204) return null as T;
  const parsed = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, parsed?.message ?? null, response.statusText, parsed);
  return parsed as T;
}

export const fetchImages = (tenantName: string, owner: TImageOwner) =>
  requestJson<TManagedImage[]>('GET', imagesPath(tenantName, owner));

export const saveImageOrder = (tenantName: string, owner: TImageOwner, ids: number[]) =>
  requestJson<TManagedImage[]>('PUT', `${imagesPath(tenantName, owner)}/order`, { ids });

export const updateImage = (tenantName: string, owner: TImageOwner, imageId: number, change: TImageUpdate) =>
  requestJson<TManagedImage>('PUT', `${imagesPath(tenantName, owner)}/${imageId}`, change);

export const deleteImage = (tenantName: string, owner: TImageOwner, imageId: number) =>
  requestJson<null>('DELETE', `${imagesPath(tenantName, owner)}/${imageId}`);

export const fetchShopFiles = (tenantName: string) => requestJson<TShopFiles>('GET', shopFilesPath(tenantName));

export const deleteShopFile = (tenantName: string, slot: TShopFileSlot) =>
  requestJson<TShopFiles>('DELETE', `${shopFilesPath(tenantName)}/${slot}`);

/**
 * Sends a file as multipart/form-data with XMLHttpRequest, the one browser API that reports
 * upload progress. Rejects with ApiError (the server's field errors in `body`) or NetworkError.
 */
export function uploadFile<T>(
  url: string,
  file: File,
  fields: Record<string, string>,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', language());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let parsed: { message?: string } | null = null;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        // not JSON
      }
      if (request.status >= 200 && request.status < 300) resolve(parsed as T);
      else reject(new ApiError(request.status, parsed?.message ?? null, request.statusText, parsed));
    };
    request.onerror = () => reject(new NetworkError(new Error('upload failed')));
    request.onabort = () => reject(new NetworkError(new Error('upload aborted')));
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}
