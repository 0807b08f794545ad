import { SOCIAL_NETWORKS, type TSocialMediaSettings, type TSocialNetwork } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextField } from '#src/components/ui/form-field.tsx';
import { callApi } from '#src/lib/api-client.ts';
import { socialQuery } from './look-api.ts';
import { CheckboxField, SettingsFormShell, useSettingsForm } from './settings-form.tsx';

const showKey = (network: TSocialNetwork) => `show${network}Icon` as keyof TSocialMediaSettings & `show${string}`;
const urlKey = (network: TSocialNetwork) =>
  `${network.charAt(0).toLowerCase()}${network.slice(1)}Url` as keyof TSocialMediaSettings & `${string}Url`;

const WEB_ADDRESS = /^https?:\/\/\S+$/i;

export function SocialForm({ tenantName, saved }: { tenantName: string; saved: TSocialMediaSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useSettingsForm(
    saved,
    async (values) => {
      const answer = await callApi('PUT /api/platform/shops/:tenantName/settings/social-media', {
        params: { tenantName },
        body: values,
      });
      queryClient.setQueryData(socialQuery(tenantName).queryKey, answer);
      return answer;
    },
    (values) =>
      Object.fromEntries(
        SOCIAL_NETWORKS.flatMap((network) => {
          const url = values[urlKey(network)];
          if (url && !WEB_ADDRESS.test(url)) return [[urlKey(network), t('boLook.social.invalidUrl')]];
          if (values[showKey(network)] && !url) return [[urlKey(network), t('boLook.social.urlNeeded')]];
          return [];
        }),
      ),
  );
  return (
    <SettingsFormShell form={form} title={t('boLook.social.title')} intro={t('boLook.social.intro')}>
      <ul className="space-y-4">
        {SOCIAL_NETWORKS.map((network) => {
          const url = urlKey(network);
          const show = showKey(network);
          return (
            <li
              key={network}
              className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[12rem_1fr] sm:items-end"
            >
              <CheckboxField
                id={`look-${show}`}
                label={t('boLook.social.show', { network })}
                checked={form.values[show]}
                onChange={(checked) => form.change(show, checked)}
              />
              <TextField
                id={`look-${url}`}
                label={t('boLook.social.url', { network })}
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://"
                maxLength={500}
                value={form.values[url] ?? ''}
                onChange={(event) => form.change(url, event.target.value.trim() === '' ? null : event.target.value)}
                error={form.errorAt(url)}
              />
            </li>
          );
        })}
      </ul>
    </SettingsFormShell>
  );
}
