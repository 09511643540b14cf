import {
  formatDate,
  formatPrice,
  QUOTE_STATUS_LABELS,
  type QuoteStatus,
  quoteNumberLabel,
  quoteScheduleSchema,
} from '@courant/domain';
import { Badge, Button, Checkbox, Group, List, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconFileTypePdf, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { errorMessage } from '../../lib/error-message.ts';
import { trpc } from '../../lib/trpc.ts';
import { SignaturePanel } from '../signature/signature-panel.tsx';
import { downloadQuotePdf } from './estimate-export.ts';
import { lifeOf, type QuoteLife } from './use-estimate-editor.ts';

type ScheduleText = 'signaturePlace' | 'plannedStart' | 'plannedDurationDays';
type ScheduleField = ScheduleText | 'offPremises';

interface ScheduleTextInput {
  field: ScheduleText;
  w: number;
  label: string;
  description: string;
  placeholder?: string;
  type?: 'date';
  inputMode?: 'numeric';
}

/**
 * The devis's schedule texts, in the order step 8 shows them: each typed freely, checked and saved
 * when left.
 */
const SCHEDULE_TEXTS: ScheduleTextInput[] = [
  {
    field: 'signaturePlace',
    w: 260,
    label: 'Lieu de signature',
    description: 'Imprimé «\u00a0Fait à …, le\u00a0» au-dessus de la signature du client',
    placeholder: 'Lyon',
  },
  {
    field: 'plannedStart',
    w: 170,
    type: 'date',
    label: 'Début des travaux prévu',
    description: 'Imprimé sur le devis',
  },
  {
    field: 'plannedDurationDays',
    w: 150,
    label: 'Durée estimée (jours)',
    description: 'Jours de travail',
    inputMode: 'numeric',
  },
];

const STATUS_COLORS: Record<QuoteStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  accepted: 'green',
  refused: 'red',
};

export interface QuoteLifePanelProps {
  projectId: string;
  life: QuoteLife;
  onChange(life: QuoteLife): void;
  /** The button that sends the devis: 'Terminer', or 'Valider le projet' while it spends a jeton. */
  finishLabel: string;
}

/**
 * Step 8: the devis's number, version, status and dates (issue 16 'Quote life'), with what the
 * status allows next: a sent devis is marked accepted or refused; any devis can be duplicated.
 */
export function QuoteLifePanel({ projectId, life, onChange, finishLabel }: QuoteLifePanelProps) {
  const { quoteId, status, number, version } = life;
  const utils = trpc.useUtils();
  const update = trpc.quotes.update.useMutation();
  const duplicate = trpc.quotes.duplicate.useMutation();
  // Issue 16: the versions sent before this one, as they were sent (GET /quotes/{id}/versions).
  const [showVersions, setShowVersions] = useState(false);
  // Where the devis is signed ('Fait à …' in the PDF), the planned start and duration, and whether it
  // is signed at the client's home (the withdrawal form): each saved when its field is left, checked
  // by the domain's schema with its French message in place (a sent devis changed becomes a new version).
  const [texts, setTexts] = useState<Record<ScheduleText, string>>({
    signaturePlace: life.signaturePlace ?? '',
    plannedStart: life.plannedStart ?? '',
    plannedDurationDays: life.plannedDurationDays === null ? '' : String(life.plannedDurationDays),
  });
  const [scheduleErrors, setScheduleErrors] = useState<Partial<Record<ScheduleField, string>>>({});
  const saveSchedule = async (field: ScheduleField, text: string | boolean) => {
    if (!quoteId) return;
    const value = typeof text === 'boolean' ? text : text.trim() === '' ? null : text.trim();
    const parsed = quoteScheduleSchema
      .extend({ offPremises: z.boolean().optional() })
      .safeParse({ [field]: value });
    if (!parsed.success) {
      setScheduleErrors({ ...scheduleErrors, [field]: parsed.error.issues[0]?.message ?? 'Valeur invalide' });
      return;
    }
    setScheduleErrors({ ...scheduleErrors, [field]: undefined });
    const next = parsed.data[field] ?? null;
    if (next === (life[field] ?? null)) return;
    try {
      onChange(lifeOf(await update.mutateAsync({ id: quoteId, [field]: next })));
      await refresh();
    } catch (error) {
      notifications.show({ color: 'red', title: 'Devis non enregistré', message: errorMessage(error, '') });
    }
  };
  const versions = trpc.quotes.versions.useQuery(
    { id: quoteId ?? '' },
    { enabled: showVersions && quoteId !== null },
  );
  // An earlier version's PDF, as it was sent (its lines, dates, client and place of signature).
  const [printing, setPrinting] = useState<number | null>(null);
  const printVersion = async (v: number) => {
    if (!quoteId) return;
    setPrinting(v);
    try {
      await downloadQuotePdf(quoteId, v);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Export PDF impossible', message: errorMessage(error, '') });
    } finally {
      setPrinting(null);
    }
  };
  const refresh = () =>
    Promise.all([utils.quotes.listByProject.invalidate({ projectId }), utils.projects.invalidate()]);
  const decide = async (target: 'accepted' | 'refused') => {
    if (!quoteId) return;
    try {
      onChange(lifeOf(await update.mutateAsync({ id: quoteId, status: target })));
      await refresh();
    } catch (error) {
      notifications.show({ color: 'red', title: 'Statut inchangé', message: errorMessage(error, '') });
    }
  };
  // The client signed (online or on paper): the devis is accepted on the server, so it is here too.
  const markAccepted = () => {
    if (life.status === 'accepted') return;
    onChange({ ...life, status: 'accepted' });
    void refresh();
  };
  const copy = async () => {
    if (!quoteId) return;
    try {
      await duplicate.mutateAsync({ id: quoteId });
      await refresh();
      notifications.show({
        color: 'green',
        title: 'Devis dupliqué',
        message: 'Une copie en brouillon a été créée.',
      });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Duplication impossible', message: errorMessage(error, '') });
    }
  };

  return (
    <Paper component="section" aria-label="Devis" withBorder radius="md" p="md">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Text fw={700}>{number ? `Devis ${quoteNumberLabel(number, version)}` : 'Devis non numéroté'}</Text>
          <Badge color={STATUS_COLORS[status]} variant="light">
            {QUOTE_STATUS_LABELS[status]}
          </Badge>
          <Text size="sm" c="dimmed">
            {issueLine(life, finishLabel)}
          </Text>
        </Group>
        <Group gap="xs">
          {status === 'sent'
            ? (
                [
                  ['accepted', 'green', 'Marquer accepté'],
                  ['refused', 'red', 'Marquer refusé'],
                ] as const
              ).map(([decision, color, label]) => (
                <Button
                  key={decision}
                  size="xs"
                  color={color}
                  variant="light"
                  loading={update.isPending}
                  onClick={() => void decide(decision)}
                >
                  {label}
                </Button>
              ))
            : null}
          {quoteId && version > 1 ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconHistory size={14} />}
              aria-expanded={showVersions}
              onClick={() => setShowVersions((shown) => !shown)}
            >
              {`Versions précédentes (${version - 1})`}
            </Button>
          ) : null}
          {quoteId ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconCopy size={14} />}
              loading={duplicate.isPending}
              onClick={() => void copy()}
            >
              Dupliquer
            </Button>
          ) : null}
        </Group>
      </Group>
      {quoteId && status !== 'accepted' ? (
        <Group mt="sm" gap="md" align="flex-start" wrap="wrap">
          {SCHEDULE_TEXTS.map(({ field, ...input }) => (
            <TextInput
              key={field}
              {...input}
              size="xs"
              value={texts[field]}
              error={scheduleErrors[field]}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setTexts((all) => ({ ...all, [field]: text }));
              }}
              onBlur={() => void saveSchedule(field, texts[field])}
            />
          ))}
          <Checkbox
            mt={22}
            maw={300}
            size="xs"
            label="Signé chez le client ou à distance"
            description={
              'Un client particulier a 14\u00a0jours pour se rétracter\u00a0: le formulaire de rétractation est joint au devis'
            }
            checked={life.offPremises}
            onChange={(e) => void saveSchedule('offPremises', e.currentTarget.checked)}
          />
        </Group>
      ) : null}
      {quoteId && (status === 'sent' || status === 'accepted') ? (
        <SignaturePanel quoteId={quoteId} onAccepted={markAccepted} />
      ) : null}
      {showVersions ? (
        <Stack gap={4} mt="sm" role="region" aria-label="Versions précédentes">
          {versions.isError ? (
            <Text size="sm" c="red">
              {versions.error.message}
            </Text>
          ) : !versions.data ? (
            <Text size="sm" c="dimmed">
              Chargement…
            </Text>
          ) : (
            <List size="sm" spacing={2}>
              {versions.data.map((v) => (
                <List.Item key={v.version}>
                  <Group gap="xs" wrap="nowrap">
                    <span>
                      {[
                        `Devis ${quoteNumberLabel(v.number, v.version)}`,
                        v.issuedOn ? `émis le ${formatDate(v.issuedOn)}` : null,
                        `${formatPrice(v.totalAmount)} HT`,
                        v.signaturePlace ? `fait à ${v.signaturePlace}` : null,
                        QUOTE_STATUS_LABELS[v.status],
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      leftSection={<IconFileTypePdf size={14} />}
                      aria-label={`PDF de la version ${v.version}`}
                      loading={printing === v.version}
                      onClick={() => void printVersion(v.version)}
                    >
                      PDF
                    </Button>
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      ) : null}
    </Paper>
  );
}

/**
 * When the devis was or will be issued. A new version is a draft that still carries the issue date of
 * the version the client received: it says it goes out when sent, not that it already went.
 */
function issueLine(life: QuoteLife, finishLabel: string): string {
  const onFinish = `(«\u00a0${finishLabel}\u00a0»)`;
  if (!life.number) return `Numéroté à l’envoi ${onFinish}`;
  if (life.status === 'draft' || !life.issuedOn) return `Version ${life.version} émise à l’envoi ${onFinish}`;
  const validity = life.validUntil ? ` · valable jusqu’au ${formatDate(life.validUntil)}` : '';
  return `Émis le ${formatDate(life.issuedOn)}${validity}`;
}
