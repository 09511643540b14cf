import { type CompanySettings, LOGO_MAX_BYTES } from '@courant/domain';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import {
  bytesToBase64,
  type Minutes,
  parseCompanySettings,
  type SettingsErrors,
  toMinutes,
  toValues,
  type Values,
} from './company-settings-model.ts';
import { type LinePricesText, toLinePricesText } from './line-prices-fields.tsx';

/** The form's texts: the settings, the fitting times and the line prices, as typed. */
export interface CompanySettingsDraft {
  values: Values;
  minutes: Minutes;
  prices: LinePricesText;
}

const draftOf = (settings: CompanySettings): CompanySettingsDraft => ({
  values: toValues(settings),
  minutes: toMinutes(settings),
  prices: toLinePricesText(settings),
});

const NO_ERRORS: SettingsErrors = { fields: {}, minutes: {}, prices: {} };

/**
 * The company's settings being edited: read once, checked by the domain schema before they are sent
 * (the server checks them again), then shown as saved; the logo is sent on its own.
 */
export function useCompanySettings() {
  const utils = trpc.useUtils();
  const query = trpc.companies.get.useQuery(undefined, { staleTime: 0 });
  const update = trpc.companies.update.useMutation();
  const setLogo = trpc.companies.setLogo.useMutation();
  const [draft, setDraft] = useState<CompanySettingsDraft | null>(null);
  const [errors, setErrors] = useState<SettingsErrors>(NO_ERRORS);
  const [logoError, setLogoError] = useState<string | null>(null);

  useEffect(() => {
    if (query.data && !draft) setDraft(draftOf(query.data));
  }, [query.data, draft]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const parsed = parseCompanySettings(draft.values, draft.minutes, draft.prices);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors(NO_ERRORS);
    try {
      const saved = await update.mutateAsync(parsed.data);
      utils.companies.get.setData(undefined, saved);
      setDraft(draftOf(saved));
      notifications.show({ color: 'green', message: 'Paramètres de l’entreprise enregistrés' });
    } catch (error) {
      notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const uploadLogo = async (file: File | null) => {
    if (!file) return;
    setLogoError(null);
    if (file.size > LOGO_MAX_BYTES) {
      setLogoError('Le logo ne doit pas dépasser 500 Ko');
      return;
    }
    try {
      const data = bytesToBase64(new Uint8Array(await file.arrayBuffer()));
      utils.companies.get.setData(undefined, await setLogo.mutateAsync({ data }));
    } catch (error) {
      setLogoError(error instanceof Error ? error.message : String(error));
    }
  };

  return {
    company: query.data,
    loadError: query.error?.message,
    draft,
    edit: (next: Partial<CompanySettingsDraft>) =>
      setDraft((current) => (current ? { ...current, ...next } : current)),
    errors,
    submit,
    saving: update.isPending,
    uploadLogo,
    uploadingLogo: setLogo.isPending,
    logoError,
  };
}
