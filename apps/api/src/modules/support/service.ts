import type { ZSupportRequest } from '@shop/contracts';
import type { z } from 'zod';
import type { Executor } from '#src/db/client.ts';
import { platformSupportMessages } from '#src/db/schema/tables.ts';

export const SUPPORT_THANKS = {
  nl: 'Bedankt voor uw bericht. We antwoorden binnen 1-2 werkdagen.',
  en: 'Thank you for your message. We will reply within 1-2 working days.',
} as const;

/** Stores the message; returns its id. */
export async function submitSupportMessage(db: Executor, input: z.output<typeof ZSupportRequest>): Promise<number> {
  const [row] = await db
    .insert(platformSupportMessages)
    .values({
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      language: input.language,
    })
    .returning({ id: platformSupportMessages.id });
  if (!row) throw new Error('support message insert returned nothing');
  return row.id;
}
