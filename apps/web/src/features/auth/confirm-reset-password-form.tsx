import { AUTH_MESSAGES, confirmResetFormSchema } from '@courant/domain';
import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { publicApi } from '../../lib/rest.ts';
import { useServerForm } from '../../lib/use-zod-form.ts';
import { FormFooterLink, FormHeading, PasswordField, SubmitButton } from '../../ui/form/form-fields.tsx';
import { ServerForm } from '../../ui/form/server-form.tsx';

const EMPTY = { newPassword: '', confirmPassword: '' };

/** Part 1 §2 confirm reset: the token is the link's token_hash; success returns to login. */
export function ConfirmResetPasswordForm({ tokenHash }: { tokenHash: string | undefined }) {
  const navigate = useNavigate();
  const confirmReset = useMutation({ mutationFn: publicApi.confirmResetPassword });
  const form = useServerForm(confirmResetFormSchema, EMPTY, {
    fallback: 'Échec de la réinitialisation. Veuillez réessayer.',
    submit: async ({ newPassword }) => {
      if (!tokenHash) return;
      await confirmReset.mutateAsync({ code: tokenHash, newPassword });
      notifications.show({
        color: 'green',
        title: 'Mot de passe modifié',
        message: 'Vous pouvez vous connecter avec votre nouveau mot de passe.',
      });
      await navigate({ to: '/auth/login', replace: true });
    },
  });

  return (
    <Stack gap="lg">
      <FormHeading title="Nouveau mot de passe">
        Choisissez un nouveau mot de passe pour votre compte.
      </FormHeading>
      <ServerForm form={form} alert={tokenHash ? form.serverError : AUTH_MESSAGES.resetTokenMissing}>
        <PasswordField kind="new" {...form.getInputProps('newPassword')} />
        <PasswordField kind="confirm" {...form.getInputProps('confirmPassword')} />
        <SubmitButton disabled={!tokenHash} loading={form.pending}>
          Réinitialiser le mot de passe
        </SubmitButton>
      </ServerForm>
      <FormFooterLink to="/auth/reset-password">Demander un nouveau lien</FormFooterLink>
    </Stack>
  );
}
