import {
  formatVatRate,
  isVatExempt,
  REDUCED_VAT_MENTION,
  VAT_EXEMPT_MENTION,
  VAT_RATES,
  type VatRate,
  vatRateSchema,
} from '@courant/domain';
import { Alert, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';

export interface QuoteVatSectionProps {
  vatRate: VatRate;
  /** A line is at a reduced rate: the client signs the mention that allows it. */
  reduced: boolean;
  onChange: (rate: VatRate) => void;
}

/** 'TVA du devis': the quote's rate and the mention it puts on the devis; none to choose under the franchise. */
export function QuoteVatSection({ vatRate, reduced, onChange }: QuoteVatSectionProps) {
  return (
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
                if (parsed.success) onChange(parsed.data);
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
  );
}
