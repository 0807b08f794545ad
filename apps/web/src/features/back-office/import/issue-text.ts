import type { TImportIssue } from '@shop/contracts';
import type { TFunction } from 'i18next';

/** Why an image could not be fetched, in words; an HTTP status reads as itself. */
function reasonText(t: TFunction, reason: string | number | undefined): string {
  const text = String(reason ?? '');
  if (text.startsWith('http_')) return t('boImport.imageReason.http', { status: text.slice(5) });
  return t(`boImport.imageReason.${text}`, { defaultValue: text });
}

/** Amounts the API writes as "30.06", with the decimal comma in Dutch. */
function localAmount(language: string, value: string | number | undefined) {
  return language === 'en' ? value : String(value ?? '').replace('.', ',');
}

/** An issue of a row as a sentence, with the column it is about. */
export function issueText(t: TFunction, issue: TImportIssue, language: string): string {
  const params = {
    ...issue.params,
    price: localAmount(language, issue.params.price),
    becomes: localAmount(language, issue.params.becomes),
    reason: reasonText(t, issue.params.reason),
  };
  return t('boImport.issueInColumn', { column: issue.column, text: t(`boImport.issues.${issue.code}`, params) });
}
