import { escapeHtml } from '#src/lib/html.ts';

export type MailLanguage = 'nl' | 'en';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailLayout {
  shopName: string;
  title: string;
  /** Already escaped HTML. */
  bodyHtml: string;
  footer: string;
  language: MailLanguage;
}

/** A plain, table-free layout that mail clients render well. */
export function renderMailHtml(layout: MailLayout): string {
  return `<!doctype html>
<html lang="${layout.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(layout.title)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:600px;margin:0 auto;padding:24px">
<p style="font-size:14px;color:#52525b;margin:0 0 8px">${escapeHtml(layout.shopName)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(layout.title)}</h1>
<div style="background:#ffffff;border-radius:8px;padding:20px;font-size:15px;line-height:1.5">${layout.bodyHtml}</div>
<p style="font-size:12px;color:#71717a;margin-top:16px">${escapeHtml(layout.footer)}</p>
</div>
</body>
</html>`;
}
