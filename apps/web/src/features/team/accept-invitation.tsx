import { joinFormSchema } from '@courant/domain';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAuth, useLogout, useRefreshSession } from '../../lib/auth.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { publicApi } from '../../lib/rest.ts';
import { useServerForm } from '../../lib/use-zod-form.ts';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { FormHeading, PasswordField, PersonNameFields, SubmitButton } from '../../ui/form/form-fields.tsx';
import { ServerForm } from '../../ui/form/server-form.tsx';

/**
 * The page an invitation e-mail links to: who invites to which company. A new person picks
 * names and a password; an existing account signs in with the invited address, then joins.
 */
export function AcceptInvitation({ token }: { token: string | undefined }) {
  const { user, isPending } = useAuth();
  const navigate = useNavigate();
  const preview = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => publicApi.invitation({ token: token ?? '' }),
    enabled: Boolean(token),
    retry: false,
  });
  if (!token) return <FormAlert message="Ce lien d’invitation n’est pas valide" />;
  if (isPending || preview.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Chargement de l’invitation" />
      </Center>
    );
  if (preview.isError) {
    return (
      <Stack gap="md">
        <FormHeading title="Invitation">Ce lien ne permet pas de rejoindre une entreprise.</FormHeading>
        <Alert color="red" role="alert">
          {errorMessage(preview.error, 'Impossible de lire l’invitation. Veuillez réessayer.')}
        </Alert>
      </Stack>
    );
  }
  const invitation = preview.data;
  const heading = (
    <FormHeading title={`Rejoindre ${invitation.company}`}>
      {invitation.invitedBy ?? 'L’entreprise'} vous invite à rejoindre {invitation.company} sur Courant (
      {invitation.email}).
    </FormHeading>
  );
  if (user)
    return (
      <JoinAsSignedIn token={token} heading={heading} invitedEmail={invitation.email} email={user.email} />
    );
  if (invitation.hasAccount) {
    const from = `/invitation?token=${encodeURIComponent(token)}`;
    return (
      <Stack gap="lg">
        {heading}
        <Text size="sm">
          Un compte existe déjà pour {invitation.email}. Connectez-vous pour accepter l’invitation.
        </Text>
        <Button size="md" onClick={() => void navigate({ to: '/auth/login', search: { from } })}>
          Se connecter
        </Button>
      </Stack>
    );
  }
  return <JoinAsNewPerson token={token} heading={heading} />;
}

function JoinAsSignedIn({
  token,
  heading,
  invitedEmail,
  email,
}: {
  token: string;
  heading: React.ReactNode;
  invitedEmail: string;
  email: string;
}) {
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const logout = useLogout();
  const accept = useMutation({ mutationFn: publicApi.acceptInvitation });
  const join = async () => {
    await accept.mutateAsync({ token });
    await refreshSession();
    await navigate({ to: '/dashboard' });
  };
  if (email !== invitedEmail) {
    return (
      <Stack gap="lg">
        {heading}
        <Alert color="yellow">
          Vous êtes connecté avec {email}. Cette invitation est destinée à {invitedEmail}.
        </Alert>
        <Button variant="default" onClick={() => void logout()}>
          Se déconnecter
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {heading}
      <FormAlert
        message={accept.isError ? errorMessage(accept.error, 'L’invitation n’a pas pu être acceptée.') : null}
      />
      <Text size="sm">
        En rejoignant l’entreprise, vous verrez et modifierez ses projets. Les projets de votre entreprise
        actuelle restent à cette entreprise.
      </Text>
      <Button size="md" loading={accept.isPending} onClick={() => void join().catch(() => undefined)}>
        Rejoindre l’entreprise
      </Button>
    </Stack>
  );
}

function JoinAsNewPerson({ token, heading }: { token: string; heading: React.ReactNode }) {
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const accept = useMutation({ mutationFn: publicApi.acceptInvitation });
  const form = useServerForm(
    joinFormSchema,
    { firstName: '', lastName: '', password: '', confirmPassword: '' },
    {
      fallback: 'L’invitation n’a pas pu être acceptée. Veuillez réessayer.',
      submit: async ({ firstName, lastName, password }) => {
        await accept.mutateAsync({ token, firstName, lastName, password });
        await refreshSession();
        await navigate({ to: '/dashboard' });
      },
    },
  );
  return (
    <Stack gap="lg">
      {heading}
      <ServerForm form={form}>
        <PersonNameFields
          firstName={form.getInputProps('firstName')}
          lastName={form.getInputProps('lastName')}
        />
        <PasswordField kind="new" {...form.getInputProps('password')} />
        <PasswordField kind="confirm" {...form.getInputProps('confirmPassword')} />
        <SubmitButton loading={form.pending}>Créer mon compte et rejoindre</SubmitButton>
      </ServerForm>
    </Stack>
  );
}
