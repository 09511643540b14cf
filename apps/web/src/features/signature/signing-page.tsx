import { Alert, Anchor, Box, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { errorMessage, serverAnswerOf } from '../../lib/error-message.ts';
import { Logo } from '../../ui/logo.tsx';
import { DevisSummary, WithdrawalNotice } from './devis-summary.tsx';
import { CodeForm, IdentityForm } from './signing-forms.tsx';
import { type Signing, useSigning } from './use-signing.ts';

/**
 * The page a signing e-mail links to, without an account: the devis and its totals, the withdrawal
 * information when it applies, then name, consent and the e-mailed code. Narrow first (a phone, 390 px).
 */
export function SigningPage({ token }: { token: string }) {
  const signing = useSigning(token);
  return (
    <Box bg="gray.0" mih="100dvh" py="md">
      <Container size={640} px="sm">
        <Stack gap="md">
          <Logo />
          <SigningBody signing={signing} />
        </Stack>
      </Container>
    </Box>
  );
}

function SigningBody({ signing }: { signing: Signing }) {
  const { view } = signing;
  if (view.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Chargement du devis" />
      </Center>
    );
  if (view.isError) return <LinkRefused signing={signing} error={view.error} />;
  if (signing.step === 'signed') return <Signed signing={signing} />;
  const devis = view.data;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Signature du devis
      </Title>
      <Text size="sm">
        {devis.company} vous invite à lire et signer ce devis
        {devis.clientName ? ` (${devis.clientName})` : ''}.
      </Text>
      <DevisSummary view={devis} pdfUrl={signing.pdfUrl} />
      {devis.withdrawal ? <WithdrawalNotice withdrawal={devis.withdrawal} /> : null}
      {signing.serverError ? (
        <Alert color="red" role="alert">
          {signing.serverError.message}
        </Alert>
      ) : null}
      {signing.step === 'code' ? (
        <CodeForm signing={signing} />
      ) : (
        <IdentityForm signing={signing} consentText={devis.consent} emailHint={devis.emailHint} />
      )}
    </Stack>
  );
}

/** A link that cannot sign (used, replaced, expired, unknown): the server's French reason. */
function LinkRefused({ signing, error }: { signing: Signing; error: unknown }) {
  const used = serverAnswerOf(error)?.code === 'SIGNING_LINK_USED';
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {used ? 'Devis signé' : 'Signature impossible'}
      </Title>
      <Alert color={used ? 'green' : 'red'} role="alert">
        {errorMessage(error, 'Le serveur ne répond pas. Vérifiez votre connexion et réessayez.')}
      </Alert>
      {used ? <SignedPdfLink href={signing.signedPdfUrl} /> : null}
    </Stack>
  );
}

function Signed({ signing }: { signing: Signing }) {
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="nowrap">
        <IconCircleCheck size={28} color="var(--mantine-color-green-7)" aria-hidden />
        <Title order={1} size="h2">
          Devis signé
        </Title>
      </Group>
      <Text>
        Merci, {signing.fields.name.trim()}. Votre signature est enregistrée et le devis est accepté. Une
        confirmation vous a été envoyée par e-mail.
      </Text>
      <SignedPdfLink href={signing.signedPdfUrl} />
    </Stack>
  );
}

function SignedPdfLink({ href }: { href: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener">
      Télécharger le devis signé (PDF)
    </Anchor>
  );
}
