import {
  DEFAULT_CEILING_HEIGHT,
  DEFAULT_HEAT_PUMP_PERIOD,
  HEAT_PUMP_PERIODS,
  type HeatPumpResult,
  heatPumpSizing,
} from '@courant/domain';
import {
  Alert,
  Button,
  Card,
  Container,
  Grid,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconFlame, IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { DecimalInput } from '../../ui/form/form-fields.tsx';
import { PageHeader } from '../shell/page-header.tsx';

const KW = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const DECIMAL = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** Part 1 §9: powers in kW to 0.1, with a decimal comma: 6.4 → '6,4 kW'. */
function formatKw(value: number): string {
  return `${KW.format(value)}\u00a0kW`;
}

function ResultCard({
  label,
  value,
  hint,
  strong,
}: {
  label: string;
  value: string;
  hint: string;
  strong?: boolean;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" bg={strong ? 'blue.0' : undefined}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={36} fw={800} c={strong ? 'blue.8' : undefined} style={{ letterSpacing: '-0.02em' }}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Card>
  );
}

/** The 'Calculateur PAC' (part 1 §2, §9): the sizing itself is the domain's heatPumpSizing. */
export function HeatPumpCalculator() {
  const [surface, setSurface] = useState<string | number>('');
  const [postalCode, setPostalCode] = useState('');
  const [period, setPeriod] = useState<string>(DEFAULT_HEAT_PUMP_PERIOD);
  const [ceilingHeight, setCeilingHeight] = useState<string | number>(DEFAULT_CEILING_HEIGHT);
  const [result, setResult] = useState<HeatPumpResult | null>(null);

  const calculate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(heatPumpSizing({ surface, postalCode, period, ceilingHeight }));
  };

  const sizing = result?.ok ? result.value : null;
  return (
    <Container size="lg" px={0}>
      <PageHeader
        title="Calculateur PAC"
        description="Estimez la puissance de pompe à chaleur adaptée à un logement."
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="lg" padding="lg">
            <form onSubmit={calculate} noValidate>
              <Stack gap="md">
                <DecimalInput
                  label="Surface habitable (m²)"
                  value={surface}
                  onChange={setSurface}
                  min={0}
                  hideControls
                  required
                />
                <TextInput
                  label="Code postal"
                  value={postalCode}
                  onChange={(event) => setPostalCode(event.currentTarget.value.slice(0, 5))}
                  maxLength={5}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  required
                />
                <NativeSelect
                  label="Période de construction"
                  value={period}
                  onChange={(event) => setPeriod(event.currentTarget.value)}
                  data={HEAT_PUMP_PERIODS.map((p) => ({ value: p.value, label: p.label }))}
                  required
                />
                <DecimalInput
                  label="Hauteur sous plafond (m)"
                  value={ceilingHeight}
                  onChange={setCeilingHeight}
                  min={0}
                  step={0.1}
                  decimalScale={2}
                  required
                />
                <Button type="submit" size="md" leftSection={<IconFlame size={18} aria-hidden="true" />}>
                  Calculer
                </Button>
              </Stack>
            </form>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg" aria-live="polite">
            {result && !result.ok ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
                {result.error.message}
              </Alert>
            ) : null}
            {sizing ? (
              <>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                  <ResultCard
                    label="Puissance minimale recommandée"
                    value={formatKw(sizing.minKw)}
                    hint="80 % des déperditions"
                    strong
                  />
                  <ResultCard
                    label="Puissance maximale recommandée"
                    value={formatKw(sizing.maxKw)}
                    hint="120 % des déperditions, avec appoint électrique"
                  />
                </SimpleGrid>
                <Card withBorder radius="lg" padding="lg">
                  <Title order={2} size="h5" mb="sm">
                    Détail du calcul
                  </Title>
                  <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
                    <Detail label="Volume chauffé" value={`${DECIMAL.format(sizing.volume)}\u00a0m³`} />
                    <Detail label="Département" value={sizing.department} />
                    <Detail
                      label="Température de base"
                      value={`${String(sizing.baseTemperature).replace('-', '−')}\u00a0°C`}
                    />
                    <Detail label="Déperditions" value={formatKw(sizing.lossKw)} />
                  </SimpleGrid>
                </Card>
              </>
            ) : null}
            {!sizing ? (
              <Card withBorder radius="lg" padding="lg" bg="gray.0">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" radius="xl">
                    <IconInfoCircle size={18} aria-hidden="true" />
                  </ThemeIcon>
                  <Text size="sm" c="dimmed">
                    Les déperditions sont estimées à partir du volume chauffé, de l’isolation selon la période
                    de construction et de la température extérieure de base du département (intérieur à
                    19&nbsp;°C). La puissance recommandée va de 80&nbsp;% à 120&nbsp;% des déperditions.
                  </Text>
                </Group>
              </Card>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}
