import { Button, Checkbox, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { Signing } from './use-signing.ts';

/** Step 1: the client's name and the consent, then a code sent to the address the link went to. */
export function IdentityForm({
  signing,
  consentText,
  emailHint,
}: {
  signing: Signing;
  consentText: string;
  emailHint: string;
}) {
  const { fields, errors } = signing;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      aria-label="Signer le devis"
      onSubmit={(event) => {
        event.preventDefault();
        signing.askCode();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Vos prénom et nom"
          autoComplete="name"
          value={fields.name}
          error={errors.name}
          onChange={(event) => signing.setName(event.currentTarget.value)}
        />
        <Checkbox
          label={consentText}
          checked={fields.consent}
          error={errors.consent}
          onChange={(event) => signing.setConsent(event.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          Un code à 6&nbsp;chiffres vous sera envoyé par e-mail ({emailHint}) pour confirmer votre signature.
        </Text>
        <Button type="submit" loading={signing.pending}>
          Recevoir le code
        </Button>
      </Stack>
    </Paper>
  );
}

/** Step 2: the code received by e-mail; a wrong one says how many tries are left. */
export function CodeForm({ signing }: { signing: Signing }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      aria-label="Code de signature"
      onSubmit={(event) => {
        event.preventDefault();
        signing.submitCode();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">Un code vous a été envoyé à {signing.sentTo}. Il est valable 15&nbsp;minutes.</Text>
        <TextInput
          label="Code reçu par e-mail"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={signing.fields.code}
          error={signing.errors.code}
          onChange={(event) => signing.setCode(event.currentTarget.value)}
        />
        <Button type="submit" loading={signing.pending}>
          Signer le devis
        </Button>
        <Button variant="subtle" onClick={signing.askCode} disabled={signing.pending}>
          Recevoir un nouveau code
        </Button>
      </Stack>
    </Paper>
  );
}
