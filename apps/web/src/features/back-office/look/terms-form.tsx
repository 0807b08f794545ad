import type { TTermsInput } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '#src/features/back-office/components/rich-text-editor.tsx';
import { callApi } from '#src/lib/api-client.ts';
import { termsQuery } from './look-api.ts';
import { SettingsFormShell, useSettingsForm } from './settings-form.tsx';

export function TermsForm({ tenantName, saved }: { tenantName: string; saved: TTermsInput }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useSettingsForm(saved, async (values) => {
    const answer = await callApi('PUT /api/platform/shops/:tenantName/settings/terms', {
      params: { tenantName },
      body: values,
    });
    queryClient.setQueryData(termsQuery(tenantName).queryKey, answer);
    return answer;
  });
  return (
    <SettingsFormShell form={form} title={t('boLook.terms.title')} intro={t('boLook.terms.intro')}>
      <div>
        <p id="look-terms-label" className="mb-1 text-sm font-medium text-slate-900">
          {t('boLook.terms.label')}
        </p>
        <RichTextEditor
          id="look-terms"
          labelId="look-terms-label"
          value={form.values.termsHtml}
          onChange={(termsHtml) => form.change('termsHtml', termsHtml)}
          error={form.errorAt('termsHtml')}
          describedBy="look-terms-hint"
        />
        <p id="look-terms-hint" className="mt-1 text-xs text-slate-600">
          {t('boLook.terms.hint')}
        </p>
        {form.errorAt('termsHtml') && (
          <p id="look-terms-error" className="mt-1 text-sm text-red-700">
            {form.errorAt('termsHtml')}
          </p>
        )}
      </div>
    </SettingsFormShell>
  );
}
