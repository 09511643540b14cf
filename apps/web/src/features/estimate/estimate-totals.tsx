import { type EstimateTotals, formatPrice, type labourSummary, vatRateLabel } from '@courant/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileTypeCsv, IconFileTypePdf, IconListDetails, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SaveStatus } from '../../ui/save-status.tsx';
import { hoursText } from './estimate-lines.tsx';
import { ESTIMATE_TEXT } from './estimate-model.ts';
import type { EstimateEditor } from './use-estimate-editor.ts';

export interface TotalCardProps {
  totalHT: number;
  exporting: boolean;
  onRecalculate: () => void;
  onExportCsv: () => void;
  onExportParts: () => void;
  onExportPdf: () => void;
  /** More links beside the exports (the Consuel dossier). */
  children?: ReactNode;
}

/** 'Montant total estimé' in large, with 'Recalculer' and the exports. */
export function TotalCard({
  totalHT,
  exporting,
  onRecalculate,
  onExportCsv,
  onExportParts,
  onExportPdf,
  children,
}: TotalCardProps) {
  const actions = [
    { label: ESTIMATE_TEXT.recalculate, icon: IconRefresh, onClick: onRecalculate },
    { label: ESTIMATE_TEXT.exportCsv, icon: IconFileTypeCsv, onClick: onExportCsv },
    { label: ESTIMATE_TEXT.exportParts, icon: IconListDetails, onClick: onExportParts },
    { label: ESTIMATE_TEXT.exportPdf, icon: IconFileTypePdf, loading: exporting, onClick: onExportPdf },
  ];
  return (
    <Paper
      component="section"
      aria-label={ESTIMATE_TEXT.total}
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-color-blue-0)"
      h="100%"
    >
      <Stack gap="sm" h="100%" justify="space-between">
        <div>
          <Text size="sm" fw={600} c="dimmed" tt="uppercase">
            {ESTIMATE_TEXT.total}
          </Text>
          <Text
            fz={32}
            fw={800}
            lh={1.2}
            aria-label={`${ESTIMATE_TEXT.total}\u00a0: ${formatPrice(totalHT)} HT`}
          >
            {`${formatPrice(totalHT)} HT`}
          </Text>
        </div>
        <Group gap="xs">
          {actions.map(({ label, icon: Glyph, loading, onClick }) => (
            <Button
              key={label}
              variant="default"
              leftSection={<Glyph size={16} />}
              loading={loading}
              onClick={onClick}
            >
              {label}
            </Button>
          ))}
          {children}
        </Group>
      </Stack>
    </Paper>
  );
}

export interface AmountDetailsProps {
  totals: EstimateTotals;
  labour: ReturnType<typeof labourSummary>;
  save: EstimateEditor['save'];
}

/** 'Détail du montant': HT, the labour in it, the VAT of each rate and the TTC, with the save status. */
export function AmountDetails({ totals, labour, save }: AmountDetailsProps) {
  return (
    <Paper component="section" aria-label="Détail du montant" withBorder radius="md" p="md" h="100%">
      <Stack gap={6}>
        <Group justify="space-between">
          <Title order={3} size="h5">
            Détail du montant
          </Title>
          <SaveStatus status={save.status} error={save.error} />
        </Group>
        <Group justify="space-between">
          <Text size="sm">Total HT</Text>
          <Text size="sm" fw={600}>
            {formatPrice(totals.totalHT)}
          </Text>
        </Group>
        {labour.hours > 0 ? (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">{`dont main d’œuvre (${hoursText(labour.hours)})`}</Text>
            <Text size="sm" c="dimmed">
              {formatPrice(labour.amount)}
            </Text>
          </Group>
        ) : null}
        {totals.byRate.map((r) => (
          <Group key={r.rate} justify="space-between">
            <Text size="sm">
              {totals.byRate.length > 1
                ? `${vatRateLabel(r.rate)} sur ${formatPrice(r.baseHT)}`
                : vatRateLabel(r.rate)}
            </Text>
            <Text size="sm" fw={600}>
              {formatPrice(r.tva)}
            </Text>
          </Group>
        ))}
        <Group justify="space-between" pt={6} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Text fw={700}>Total TTC</Text>
          <Text fw={800} size="lg">
            {formatPrice(totals.totalTTC)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
