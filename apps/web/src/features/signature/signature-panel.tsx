import { Alert, Badge, Button, FileInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconFileTypePdf, IconMail, IconPaperclip, IconSignature } from '@tabler/icons-react';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { type SignaturePanelState, useSignaturePanel } from './use-signature-panel.ts';

type SignatureStatus = RouterOutputs['signatures']['get'];

/** '07/12/2026 à 23:05' in France. */
const when = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' })
    .format(new Date(iso))
    .replace(' ', ' à ');

/** Where the signature stands, in one line. */
function statusLine(s: SignatureStatus): string {
  if (s.state === 'pending')
    return `Lien envoyé à ${s.email} le ${when(s.sentAt ?? '')}, en attente de signature`;
  if (s.state === 'signed' && s.method === 'paper')
    return `Signé sur papier (enregistré le ${when(s.signedAt ?? '')})`;
  if (s.state === 'signed') return `Signé en ligne par ${s.signerName} le ${when(s.signedAt ?? '')}`;
  return 'Pas encore envoyé pour signature';
}

/**
 * Step 8: the client's signature of a sent devis — sent by e-mail with a signing link, or recorded
 * on paper with its scan — and, once signed, the sealed PDF (or the scan) to download.
 */
export function SignaturePanel({ quoteId, onAccepted }: { quoteId: string; onAccepted: () => void }) {
  const panel = useSignaturePanel(quoteId, onAccepted);
  const s = panel.status.data;
  if (!s) return null;
  const signed = s.state === 'signed';
  return (
    <Stack gap="xs" mt="sm" role="region" aria-label="Signature du client">
      <Group gap="xs">
        <Badge color={signed ? 'green' : s.state === 'pending' ? 'blue' : 'gray'} variant="light">
          {signed ? 'Signé' : s.state === 'pending' ? 'Signature en attente' : 'Non signé'}
        </Badge>
        <Text size="sm">{statusLine(s)}</Text>
        {!s.trailIntact ? (
          <Text size="sm" c="red">
            Journal de signature altéré
          </Text>
        ) : null}
      </Group>
      {signed ? (
        <SignedFiles panel={panel} status={s} />
      ) : (
        <SignActions panel={panel} resend={s.state === 'pending'} />
      )}
    </Stack>
  );
}

function SignedFiles({ panel, status }: { panel: SignaturePanelState; status: SignatureStatus }) {
  return (
    <Group gap="xs">
      {status.signedPdf ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFileTypePdf size={14} />}
          onClick={() => void panel.download('pdf')}
        >
          Devis signé (PDF)
        </Button>
      ) : null}
      {status.scan ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPaperclip size={14} />}
          onClick={() => void panel.download('scan')}
        >
          Scan signé
        </Button>
      ) : null}
    </Group>
  );
}

function SignActions({ panel, resend }: { panel: SignaturePanelState; resend: boolean }) {
  const { email, paper } = panel;
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          size="xs"
          w={260}
          type="email"
          label="E-mail du client"
          description={'Vide\u00a0: l’adresse du client du devis'}
          value={email.value}
          error={email.error}
          onChange={(event) => email.set(event.currentTarget.value)}
        />
        <Button
          mt={38}
          size="xs"
          leftSection={<IconMail size={14} />}
          loading={panel.sending}
          onClick={() => void panel.sendLink()}
        >
          {resend ? 'Renvoyer un lien' : 'Envoyer pour signature'}
        </Button>
        <Button
          mt={38}
          size="xs"
          variant="default"
          leftSection={<IconSignature size={14} />}
          aria-expanded={paper.open}
          onClick={() => paper.setOpen(!paper.open)}
        >
          Signature papier
        </Button>
      </Group>
      {paper.open ? (
        <Group gap="xs" align="flex-start" wrap="wrap" role="group" aria-label="Signature papier">
          <TextInput
            size="xs"
            w={170}
            type="date"
            label="Signé le"
            value={paper.signedOn}
            onChange={(event) => paper.setSignedOn(event.currentTarget.value)}
          />
          <FileInput
            size="xs"
            w={260}
            label="Scan du devis signé"
            placeholder="PDF, JPEG ou PNG"
            accept="application/pdf,image/jpeg,image/png"
            value={paper.scan}
            onChange={paper.setScan}
          />
          <Button mt={22} size="xs" loading={paper.pending} onClick={() => void paper.submit()}>
            Enregistrer la signature papier
          </Button>
        </Group>
      ) : null}
      {paper.error ? (
        <Alert color="red" role="alert" p="xs">
          {paper.error}
        </Alert>
      ) : null}
    </Stack>
  );
}
