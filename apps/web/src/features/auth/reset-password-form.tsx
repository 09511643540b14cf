import { RESET_LINK_VALIDITY_MS, resetPasswordFormSchema } from '@courant/domain';
import { Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { publicApi } from '../../lib/rest.ts';
import { useServerForm } from '../../lib/use-zod-form.ts';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { EmailField, FormFooterLink, FormHeading, SubmitButton } from '../../ui/form/form-fields.tsx';
import { ServerForm } from '../../ui/form/server-form.tsx';

const FAILURE = 'Impossible d’envoyer l’email. Veuillez réessayer.';
const VALIDITY_HOURS = RESET_LINK_VALIDITY_MS / 3_600_000;

/** Part 1 §2 reset request: the e-mail carries a link to the confirm page of this site. */
export function ResetPasswordForm() {
  const resetPassword = useMutation({ mutationFn: publicApi.resetPassword });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useServerForm(
    resetPasswordFormSchema,
    { email: '' },
    {
      fallback: FAILURE,
      submit: async ({ email }) => {
        await resetPassword.mutateAsync({
          email,
          redirectUrl: `${window.location.origin}/auth/confirm-reset-password`,
        });
        setSentTo(email);
      },
    },
  );

  if (sentTo) {
    return (
      <Stack gap="lg" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="green">
          <IconMailCheck size={30} aria-hidden="true" />
        </ThemeIcon>
        <Title order={1} size="h2">
          Email envoyé !
        </Title>
        <Text>
          Si un compte existe pour <strong>{sentTo}</strong>, vous allez recevoir un lien pour choisir un
          nouveau mot de passe.
        </Text>
        <Text size="sm" c="dimmed">
          Ce lien expire dans {VALIDITY_HOURS} heure. Pensez à vérifier vos courriers indésirables.
        </Text>
        <FormAlert message={form.serverError} />
        <Button
          variant="light"
          fullWidth
          loading={resetPassword.isPending}
          onClick={() => void form.run({ email: sentTo })}
        >
          Renvoyer l’email
        </Button>
        <Anchor component={Link} to="/auth/login" size="sm">
          Retour à la connexion
        </Anchor>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <FormHeading title="Mot de passe oublié">
        Indiquez l’adresse email de votre compte : nous vous enverrons un lien de réinitialisation.
      </FormHeading>
      <ServerForm form={form}>
        <EmailField {...form.getInputProps('email')} />
        <SubmitButton loading={form.pending}>Envoyer le lien</SubmitButton>
      </ServerForm>
      <FormFooterLink to="/auth/login">Retour à la connexion</FormFooterLink>
    </Stack>
  );
}
