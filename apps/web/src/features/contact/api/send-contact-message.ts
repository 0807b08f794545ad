import type { TContactResponse } from '@shop/contracts';
import { callApi } from '#src/lib/api-client.ts';

export interface ContactMessage {
  tenantId: string;
  name: string;
  email: string;
  phoneNumber: string;
  message: string;
  attachments: File[];
}

/** Spec §7: POST /api/contact as multipart form data, language always nl, attachments repeated. */
export async function sendContactMessage(input: ContactMessage): Promise<TContactResponse> {
  const form = new FormData();
  form.append('tenantId', input.tenantId);
  form.append('name', input.name);
  form.append('email', input.email);
  form.append('phoneNumber', input.phoneNumber);
  form.append('message', input.message);
  form.append('language', 'nl');
  for (const file of input.attachments) form.append('attachments', file, file.name);
  return callApi('POST /api/contact', { body: form });
}
