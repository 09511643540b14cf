import { TextInput, type TextInputProps } from '@mantine/core';

/** Part 1 §5: the SIRET input keeps digits only and stops at 14. */
export function cleanSiret(value: string): string {
  return value.replace(/\D/g, '').slice(0, 14);
}

/**
 * 'Nom de la société' and 'Numéro SIRET', asked at registration and at a first SSO sign-in (the provider
 * knows neither), bound to the form's `company` and `siret`. Part 1 §5: the SIRET input keeps digits
 * only and stops at 14.
 */
export function CompanyFields({
  form,
}: {
  form: {
    getInputProps(name: 'company' | 'siret'): TextInputProps;
    setFieldValue(name: 'siret', value: string): void;
  };
}) {
  return (
    <>
      <TextInput
        label="Nom de la société"
        autoComplete="organization"
        required
        {...form.getInputProps('company')}
      />
      <TextInput
        label="Numéro SIRET"
        inputMode="numeric"
        required
        description="14 chiffres"
        {...form.getInputProps('siret')}
        onChange={(event) => form.setFieldValue('siret', cleanSiret(event.currentTarget.value))}
      />
    </>
  );
}
