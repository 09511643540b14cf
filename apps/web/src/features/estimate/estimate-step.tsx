import {
  formatPrice,
  formatVatRate,
  hasReducedRate,
  isVatExempt,
  labourSummary,
  REDUCED_VAT_MENTION,
  VAT_EXEMPT_MENTION,
  VAT_RATES,
  vatRateLabel,
  vatRateSchema,
} from '@courant/domain';
import {
  Alert,
  Badge,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFileTypeCsv, IconFileTypePdf, IconListDetails, IconRefresh } from '@tabler/icons-react';
import { confirmFirst } from '../../ui/confirm.tsx';
import { SaveStatus } from '../../ui/save-status.tsx';
import { DossierLink } from '../dossier/dossier-link.tsx';
import { JetonLimitNotice, useProjectJeton, VALIDATE_WITH_JETON } from '../team/project-jeton.tsx';
import { useWizardNext } from '../wizard/wizard-context.tsx';
import { FOOTER_LABELS } from '../wizard/wizard-footer.tsx';
import { BoardStaleNotice } from './board-stale-notice.tsx';
import { DevisMentionsNotice } from './devis-mentions-notice.tsx';
import { EstimatePhoneTotals } from './estimate-cards.tsx';
import { EstimateLines, hoursText } from './estimate-lines.tsx';
import { ESTIMATE_TEXT } from './estimate-model.ts';
import { PricesToEnterNotice } from './prices-to-enter-notice.tsx';
import { QuoteLifePanel } from './quote-life-panel.tsx';
import { QuoteStaleAlert } from './quote-stale-alert.tsx';
import { useEstimateEditor } from './use-estimate-editor.ts';

export interface EstimateStepProps {
  projectId: string;
}

/**
 * Step 8 'Estimations' (part 2 §2.5, §4.4, §4.5): the priced lines computed by the server, saved by
 * themselves one second after each change, exported as CSV or PDF; 'Terminer' completes the quote
 * and the project (use-estimate-editor.ts holds the state and the calls).
 */
export function EstimateStep({ projectId }: EstimateStepProps) {
  const editor = useEstimateEditor(projectId);
  const { project, estimate, items, totals, vatRate, finishing } = editor;

  const askRecalculate = () =>
    confirmFirst(
      items.length > 0,
      {
        title: ESTIMATE_TEXT.confirmTitle,
        body: ESTIMATE_TEXT.confirmBody,
        confirm: ESTIMATE_TEXT.confirmTitle,
        cancel: ESTIMATE_TEXT.cancel,
      },
      () => void editor.recalculate(),
    );

  // Validating spends a jeton the first time (issue 21): 'Valider le projet' '−1 jeton', or the limit.
  const jeton = useProjectJeton(projectId);
  useWizardNext({
    label: finishing ? ESTIMATE_TEXT.finishing : (jeton.label ?? ESTIMATE_TEXT.finish),
    pending: finishing,
    disabledReason: estimate ? jeton.disabledReason : 'Chargement des estimations…',
    onNext: () => editor.finish(jeton.label === VALIDATE_WITH_JETON),
  });

  if (!estimate || !project) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs" role="status" aria-live="polite">
          <Loader />
          <Text c="dimmed">Chargement des estimations…</Text>
        </Stack>
      </Center>
    );
  }

  const labour = labourSummary(estimate.quoteItems);
  const reduced = hasReducedRate(items, vatRate);

  return (
    <Stack gap="lg">
      <JetonLimitNotice message={jeton.exhausted} />
      {editor.life ? (
        <QuoteLifePanel
          projectId={projectId}
          life={editor.life}
          onChange={editor.setLife}
          finishLabel={jeton.label === VALIDATE_WITH_JETON ? FOOTER_LABELS.validate : ESTIMATE_TEXT.finish}
        />
      ) : null}
      <EstimatePhoneTotals totalHT={totals.totalHT} totalTTC={totals.totalTTC} />
      <DevisMentionsNotice client={project.client ?? null} />
      <BoardStaleNotice projectId={projectId} />
      <PricesToEnterNotice items={items} />
      <QuoteStaleAlert
        items={estimate.quoteItems}
        rooms={project.rooms}
        equipment={project.equipments}
        onRecalculate={askRecalculate}
      />
      <Grid gutter="lg" align="stretch">
        <Grid.Col span={{ base: 12, md: 7 }}>
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
                  aria-label={`${ESTIMATE_TEXT.total}\u00a0: ${formatPrice(totals.totalHT)} HT`}
                >
                  {`${formatPrice(totals.totalHT)} HT`}
                </Text>
              </div>
              <Group gap="xs">
                {[
                  { label: ESTIMATE_TEXT.recalculate, icon: IconRefresh, onClick: askRecalculate },
                  { label: ESTIMATE_TEXT.exportCsv, icon: IconFileTypeCsv, onClick: editor.exportCsv },
                  { label: ESTIMATE_TEXT.exportParts, icon: IconListDetails, onClick: editor.exportParts },
                  {
                    label: ESTIMATE_TEXT.exportPdf,
                    icon: IconFileTypePdf,
                    loading: editor.exporting,
                    onClick: () => void editor.exportPdf(),
                  },
                ].map(({ label, icon: Glyph, loading, onClick }) => (
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
                <DossierLink projectId={projectId} />
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper component="section" aria-label="Détail du montant" withBorder radius="md" p="md" h="100%">
            <Stack gap={6}>
              <Group justify="space-between">
                <Title order={3} size="h5">
                  Détail du montant
                </Title>
                <SaveStatus status={editor.save.status} error={editor.save.error} />
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
              <Group
                justify="space-between"
                pt={6}
                style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Text fw={700}>Total TTC</Text>
                <Text fw={800} size="lg">
                  {formatPrice(totals.totalTTC)}
                </Text>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>

      <Paper component="section" aria-label="TVA du devis" withBorder radius="md" p="md">
        {isVatExempt(vatRate) ? (
          <Stack gap="xs">
            <Title order={3} size="h5">
              TVA du devis
            </Title>
            <Text size="xs" c="dimmed">
              {
                'Entreprise en franchise en base de TVA (paramètres de l’entreprise)\u00a0: toutes les lignes à 0\u00a0%.'
              }
            </Text>
            <Alert color="blue" variant="light" title="Mention portée sur le devis">
              <Text size="xs">{VAT_EXEMPT_MENTION}</Text>
            </Alert>
          </Stack>
        ) : (
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <div>
                <Title order={3} size="h5">
                  TVA du devis
                </Title>
                <Text size="xs" c="dimmed">
                  {
                    '10\u00a0%\u00a0: amélioration d’un logement de plus de deux ans\u00a0; 5,5\u00a0%\u00a0: rénovation énergétique.'
                  }{' '}
                  Chaque ligne peut avoir son propre taux.
                </Text>
              </div>
              <SegmentedControl
                aria-label="Taux de TVA du devis"
                value={String(vatRate)}
                data={VAT_RATES.map((r) => ({ value: String(r), label: formatVatRate(r) }))}
                onChange={(v) => {
                  const parsed = vatRateSchema.safeParse(v);
                  if (parsed.success) editor.setVatRate(parsed.data);
                }}
              />
            </Group>
            {reduced ? (
              <Alert color="blue" variant="light" title="Mention portée sur le devis, à signer par le client">
                <Text size="xs">{REDUCED_VAT_MENTION}</Text>
              </Alert>
            ) : null}
          </Stack>
        )}
      </Paper>

      <EstimateLines
        estimate={estimate}
        rooms={project.rooms}
        vatRate={vatRate}
        quoteItemHandlers={editor.quoteItemHandlers}
        onBoardChange={editor.editBoardItem}
        onAdd={editor.addCustomItem}
        onDelete={editor.deleteQuoteItem}
      />
      {project.status === 'completed' ? (
        <Group>
          <Badge color="green" variant="light">
            Projet terminé
          </Badge>
        </Group>
      ) : null}
    </Stack>
  );
}
