import { ssoCompleteFormSchema } from '@courant/domain';
import { Loader, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { followHref, useRefreshSession } from '../../lib/auth.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { publicApi } from '../../lib/rest.ts';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { useServerForm } from '../../lib/use-zod-form.ts';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { FormFooterLink, FormHeading, PersonNameFields, SubmitButton } from '../../ui/form/form-fields.tsx';
import { ServerForm } from '../../ui/form/server-form.tsx';
import { CompanyFields } from './company-fields.tsx';

type PendingSignup = RouterOutputs['auth']['sso']['signup'];
const FAILURE = 'Échec de l’inscription. Veuillez réessayer.';
const TITLE = 'Finaliser votre inscription';

/**
 * First sign-in through an identity provider: the account is created with what the provider did not
 * give — company and SIRET, and the names when it sent none — then the dashboard (or `from`) opens.
 */
export function SsoCompleteForm({ from }: { from: string | undefined }) {
  const pending = useQuery({
    queryKey: ['auth', 'sso', 'signup'],
    queryFn: publicApi.ssoSignup,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (pending.isPending) {
    return (
      <Stack align="center" py="xl">
        <Loader role="status" aria-label="Chargement" />
      </Stack>
    );
  }
  if (!pending.data) {
    // Expired or already used: the server's French message, and the way back.
    return (
      <Stack gap="lg">
        <FormHeading title={TITLE}>Votre inscription n’a pas pu être retrouvée.</FormHeading>
        <FormAlert message={errorMessage(pending.error, FAILURE)} />
        <FormFooterLink to="/auth/login">Retour à la connexion</FormFooterLink>
      </Stack>
    );
  }
  return <CompletionForm signup={pending.data} from={from} />;
}

function CompletionForm({ signup, from }: { signup: PendingSignup; from: string | undefined }) {
  const navigate = useNavigate();
  const router = useRouter();
  const refreshSession = useRefreshSession();
  const complete = useMutation({ mutationFn: publicApi.ssoComplete });
  // Asked only when the provider did not give them.
  const askNames = !signup.firstName || !signup.lastName;
  const form = useServerForm(
    ssoCompleteFormSchema,
    { company: '', siret: '', firstName: signup.firstName, lastName: signup.lastName },
    {
      fallback: FAILURE,
      submit: async (input) => {
        await complete.mutateAsync(input);
        await refreshSession();
        if (from) followHref(router, from);
        else await navigate({ to: '/dashboard', replace: true });
      },
    },
  );

  return (
    <Stack gap="lg">
      <FormHeading title={TITLE}>
        {signup.firstName ? `Bienvenue ${signup.firstName}\u202f! ` : 'Bienvenue\u202f! '}
        Votre adresse est confirmée par votre fournisseur d’identité. Il ne manque que les informations de
        votre entreprise.
      </FormHeading>
      <TextInput label="Adresse email" value={signup.email} readOnly variant="filled" />
      <ServerForm form={form}>
        <CompanyFields form={form} />
        {askNames ? (
          <PersonNameFields
            firstName={form.getInputProps('firstName')}
            lastName={form.getInputProps('lastName')}
          />
        ) : null}
        <SubmitButton loading={form.pending}>Créer mon compte</SubmitButton>
      </ServerForm>
    </Stack>
  );
}
