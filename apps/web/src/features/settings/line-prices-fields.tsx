import { type CompanySettings, type LinePriceKey, PRICE_TO_ENTER, PRICEABLE_LINES } from '@courant/domain';
import { SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';

/** The company's prices as typed, per line without a catalogue price; empty: 'prix à saisir'. */
export type LinePricesText = Record<LinePriceKey, string>;

export function toLinePricesText(settings: Pick<CompanySettings, 'linePrices'>): LinePricesText {
  return Object.fromEntries(
    PRICEABLE_LINES.map(({ key }) => {
      const price = settings.linePrices[key];
      return [key, price === undefined ? '' : price.toFixed(2).replace('.', ',')];
    }),
  ) as LinePricesText;
}

/** Typed prices as the schema reads them: only the filled ones (an empty one stays 'prix à saisir'). */
export function linePricesInput(prices: LinePricesText): Record<string, string> {
  return Object.fromEntries(Object.entries(prices).filter(([, text]) => text.trim() !== ''));
}

/** 'Vos prix': a price field per line the catalogue leaves unpriced. */
export function LinePricesFields({
  prices,
  errors,
  readOnly,
  onChange,
}: {
  prices: LinePricesText;
  errors: Partial<Record<LinePriceKey, string>>;
  readOnly: boolean;
  onChange: (prices: LinePricesText) => void;
}) {
  return (
    <Stack gap="xs" role="group" aria-label="Vos prix">
      <Title order={3} size="h5">
        Vos prix
      </Title>
      <Text size="xs" c="dimmed">
        {`Prix unitaires HT des fournitures que le catalogue ne chiffre pas, repris sur chaque devis. Laissé vide, la ligne reste à 0\u00a0€ («\u00a0${PRICE_TO_ENTER}\u00a0»).`}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {PRICEABLE_LINES.map((line) => (
          <TextInput
            key={line.key}
            label={line.label}
            description={line.unit === 'm' ? 'En €\u00a0HT par mètre' : 'En €\u00a0HT par unité'}
            placeholder={PRICE_TO_ENTER}
            inputMode="decimal"
            value={prices[line.key]}
            error={errors[line.key]}
            readOnly={readOnly}
            onChange={(e) => onChange({ ...prices, [line.key]: e.currentTarget.value })}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
