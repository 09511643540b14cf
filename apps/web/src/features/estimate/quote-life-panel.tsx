import { formatDate, QUOTE_STATUS_LABELS, type QuoteStatus, quoteNumberLabel } from '@courant/domain';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconCopy, IconHistory } from '@tabler/icons-react';
import { SignaturePanel } from '../signature/signature-panel.tsx';
import type { QuoteLife } from './quote-life.ts';
import { QuoteScheduleFields } from './quote-schedule-fields.tsx';
import { QuoteVersions } from './quote-versions.tsx';
import { type QuoteLifeEditor, useQuoteLife } from './use-quote-life.ts';

const STATUS_COLORS: Record<QuoteStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  accepted: 'green',
  refused: 'red',
};

const DECISIONS = [
  ['accepted', 'green', 'Marquer accepté'],
  ['refused', 'red', 'Marquer refusé'],
] as const;

export interface QuoteLifePanelProps {
  projectId: string;
  life: QuoteLife;
  onChange(life: QuoteLife): void;
  /** The button that sends the devis: 'Terminer', or 'Valider le projet' while it spends a jeton. */
  finishLabel: string;
}

/**
 * Step 8: the devis's number, version, status and dates, with what the status allows next: a sent
 * devis is marked accepted or refused; any devis can be duplicated.
 */
export function QuoteLifePanel({ projectId, life, onChange, finishLabel }: QuoteLifePanelProps) {
  const editor = useQuoteLife(projectId, life, onChange);
  const { quoteId, status, number, version } = life;
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
        <QuoteActions life={life} editor={editor} />
      </Group>
      {quoteId && status !== 'accepted' ? (
        <QuoteScheduleFields editor={editor} offPremises={life.offPremises} />
      ) : null}
      {quoteId && (status === 'sent' || status === 'accepted') ? (
        <SignaturePanel quoteId={quoteId} onAccepted={editor.markAccepted} />
      ) : null}
      {editor.showVersions ? <QuoteVersions editor={editor} /> : null}
    </Paper>
  );
}

/** Accept or refuse a sent devis, show the earlier versions, duplicate. */
function QuoteActions({ life, editor }: { life: QuoteLife; editor: QuoteLifeEditor }) {
  const { quoteId, status, version } = life;
  return (
    <Group gap="xs">
      {status === 'sent'
        ? DECISIONS.map(([decision, color, label]) => (
            <Button
              key={decision}
              size="xs"
              color={color}
              variant="light"
              loading={editor.deciding}
              onClick={() => void editor.decide(decision)}
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
          aria-expanded={editor.showVersions}
          onClick={editor.toggleVersions}
        >
          {`Versions précédentes (${version - 1})`}
        </Button>
      ) : null}
      {quoteId ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconCopy size={14} />}
          loading={editor.copying}
          onClick={() => void editor.copy()}
        >
          Dupliquer
        </Button>
      ) : null}
    </Group>
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
