import { formatDate, formatPrice, QUOTE_STATUS_LABELS, quoteNumberLabel } from '@courant/domain';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { QuoteLifeEditor } from './use-quote-life.ts';

/** The versions sent before this one, as they were sent, each with its PDF. */
export function QuoteVersions({ editor }: { editor: QuoteLifeEditor }) {
  const { versions } = editor;
  return (
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
                  loading={editor.printing === v.version}
                  onClick={() => void editor.printVersion(v.version)}
                >
                  PDF
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
