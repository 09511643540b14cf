import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { LabourMinutesFields, LogoField, SettingsGroups } from './company-settings-fields.tsx';
import { LinePricesFields } from './line-prices-fields.tsx';
import { useCompanySettings } from './use-company-settings.ts';

/**
 * The company's settings: legal mentions, décennale insurance, pricing defaults and the logo,
 * editable by the owner, checked by the domain schema (SIRET key, VAT number…) here and again on
 * the server.
 */
export function CompanySettingsForm() {
  const form = useCompanySettings();
  const { company, draft, errors } = form;

  if (form.loadError) return <Alert color="red">{form.loadError}</Alert>;
  if (!company || !draft) return <Text c="dimmed">Chargement…</Text>;
  const readOnly = !company.canEdit;

  return (
    <form onSubmit={(e) => void form.submit(e)} noValidate aria-label="Paramètres de l’entreprise">
      <Stack gap="lg">
        {readOnly ? (
          <Alert color="gray">Seul le responsable de l’entreprise peut modifier ces paramètres.</Alert>
        ) : null}
        <LogoField
          logo={company.logo}
          readOnly={readOnly}
          uploading={form.uploadingLogo}
          error={form.logoError}
          upload={(file) => void form.uploadLogo(file)}
        />
        <SettingsGroups
          values={draft.values}
          errors={errors.fields}
          readOnly={readOnly}
          onChange={(values) => form.edit({ values })}
        />
        <LabourMinutesFields
          minutes={draft.minutes}
          errors={errors.minutes}
          readOnly={readOnly}
          onChange={(minutes) => form.edit({ minutes })}
        />
        <LinePricesFields
          prices={draft.prices}
          errors={errors.prices}
          readOnly={readOnly}
          onChange={(prices) => form.edit({ prices })}
        />
        {readOnly ? null : (
          <Group justify="flex-end">
            <Button type="submit" loading={form.saving}>
              Enregistrer
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
