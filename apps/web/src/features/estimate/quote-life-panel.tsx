import { formatDate, QUOTE_STATUS_LABELS, type QuoteStatus, quoteNumberLabel } from '@courant/domain';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy } from '@tabler/icons-react';
import { errorMessage } from '../../lib/error-message.ts';
import { trpc } from '../../lib/trpc.ts';
import { lifeOf, type QuoteLife } from './use-estimate-editor.ts';

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
}

/**
 * Step 8: the devis's number, version, status and dates (issue 16 'Quote life'), with what the
 * status allows next: a sent devis is marked accepted or refused; any devis can be duplicated.
 */
export function QuoteLifePanel({ projectId, life, onChange }: QuoteLifePanelProps) {
  const { quoteId, status, number, version, issuedOn, validUntil } = life;
  const utils = trpc.useUtils();
  const update = trpc.quotes.update.useMutation();
  const duplicate = trpc.quotes.duplicate.useMutation();
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
          {issuedOn ? (
            <Text size="sm" c="dimmed">
              {`Émis le ${formatDate(issuedOn)}${validUntil ? ` · valable jusqu’au ${formatDate(validUntil)}` : ''}`}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              Numéroté à l’envoi («{'\u00a0'}Terminer{'\u00a0'}»)
            </Text>
          )}
        </Group>
        <Group gap="xs">
          {status === 'sent' ? (
            <>
              <Button
                size="xs"
                color="green"
                variant="light"
                loading={update.isPending}
                onClick={() => void decide('accepted')}
              >
                Marquer accepté
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                loading={update.isPending}
                onClick={() => void decide('refused')}
              >
                Marquer refusé
              </Button>
            </>
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
    </Paper>
  );
}
