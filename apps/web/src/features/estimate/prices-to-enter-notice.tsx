import { formatPrice, isPriceToEnter, PRICE_TO_ENTER } from '@courant/domain';
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Lines named in the notice; the others are counted. */
const NAMED = 4;

/**
 * Lines without a catalogue price go on the devis at 0 € with 'prix à saisir' until the
 * user types one. In a long estimate they are easy to miss: step 8 names them before the devis is sent.
 */
export function PricesToEnterNotice({
  items,
}: {
  items: ReadonlyArray<{ intitule?: string; prixASaisir?: boolean; prix?: number | null }>;
}) {
  const waiting = items.filter(isPriceToEnter);
  if (waiting.length === 0) return null;
  const names = waiting.slice(0, NAMED).map((i) => i.intitule || 'Ligne sans intitulé');
  const others = waiting.length - names.length;
  const plural = waiting.length > 1;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle />}
      title={`${waiting.length}\u00a0ligne${plural ? 's' : ''} sans prix`}
    >
      <Text size="sm">
        {`${plural ? 'Elles sont' : 'Elle est'} à ${formatPrice(0)} («\u00a0${PRICE_TO_ENTER}\u00a0»)\u00a0: ${names.join(', ')}${others > 0 ? ` et ${others}\u00a0autre${others > 1 ? 's' : ''}` : ''}. Saisissez ${plural ? 'leur' : 'son'} prix unitaire avant d’envoyer le devis.`}
      </Text>
    </Alert>
  );
}
