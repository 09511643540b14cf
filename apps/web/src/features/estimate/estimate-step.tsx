import { hasReducedRate, labourSummary } from '@courant/domain';
import { Badge, Center, Grid, Group, Loader, Stack, Text } from '@mantine/core';
import { confirmFirst } from '../../ui/confirm.tsx';
import { DossierLink } from '../dossier/dossier-link.tsx';
import { DevisInvoicesPanel } from '../invoices/devis-invoices-panel.tsx';
import { JetonLimitNotice, useProjectJeton, VALIDATE_WITH_JETON } from '../team/project-jeton.tsx';
import { useWizardNext } from '../wizard/wizard-context.tsx';
import { FOOTER_LABELS } from '../wizard/wizard-footer.tsx';
import { BoardStaleNotice } from './board-stale-notice.tsx';
import { DevisMentionsNotice } from './devis-mentions-notice.tsx';
import { EstimatePhoneTotals } from './estimate-cards.tsx';
import { EstimateLines } from './estimate-lines.tsx';
import { ESTIMATE_TEXT } from './estimate-model.ts';
import { AmountDetails, TotalCard } from './estimate-totals.tsx';
import { PricesToEnterNotice } from './prices-to-enter-notice.tsx';
import { QuoteLifePanel } from './quote-life-panel.tsx';
import { QuoteStaleAlert } from './quote-stale-alert.tsx';
import { QuoteVatSection } from './quote-vat-section.tsx';
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

  // Validating spends a jeton the first time: 'Valider le projet' '−1 jeton', or the limit.
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
      {editor.life?.status === 'accepted' && editor.life.quoteId ? (
        <DevisInvoicesPanel quoteId={editor.life.quoteId} />
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
          <TotalCard
            totalHT={totals.totalHT}
            exporting={editor.exporting}
            onRecalculate={askRecalculate}
            onExportCsv={editor.exportCsv}
            onExportParts={editor.exportParts}
            onExportPdf={() => void editor.exportPdf()}
          >
            <DossierLink projectId={projectId} />
          </TotalCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <AmountDetails totals={totals} labour={labourSummary(estimate.quoteItems)} save={editor.save} />
        </Grid.Col>
      </Grid>
      <QuoteVatSection
        vatRate={vatRate}
        reduced={hasReducedRate(items, vatRate)}
        onChange={editor.setVatRate}
      />

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
