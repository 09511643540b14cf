import type { DossierRcd } from '@courant/domain';
import { Paper, Stack, Text } from '@mantine/core';
import { type FormErrors, type MeasurementsForm, rcdTestOf, withRcdTest } from './measurements-model.ts';
import { MeasuredField } from './number-field.tsx';
import { YesNoField } from './yes-no-field.tsx';

export interface RcdTestsProps {
  rcds: readonly DossierRcd[];
  form: MeasurementsForm;
  errors: FormErrors;
  onChange: (form: MeasurementsForm) => void;
}

/** Each RCD of the board: trips when tested, and its trip time at IΔn when measured. */
export function RcdTests({ rcds, form, errors, onChange }: RcdTestsProps) {
  if (rcds.length === 0) return <Text c="dimmed">Aucun différentiel au tableau.</Text>;
  const errorOf = (rcd: number, field: 'trips' | 'timeMs' | 'rcd') => {
    const index = (form.rcdTests ?? []).findIndex((t) => Number(t.rcd) === rcd);
    return index >= 0 ? errors[`rcdTests.${index}.${field}`] : undefined;
  };
  return (
    <Stack gap="sm">
      {rcds.map((rcd) => {
        const test = rcdTestOf(form, rcd.number);
        const name = `Différentiel ${rcd.number}`;
        return (
          <Paper key={rcd.number} withBorder radius="sm" p="sm">
            <Text size="sm" fw={600}>
              {`${name}\u00a0: ${rcd.rating}\u00a0A ${rcd.sensitivityMa}\u00a0mA type ${rcd.type}`}
            </Text>
            <YesNoField
              label={`${name} déclenche`}
              value={test.trips}
              onChange={(trips) => onChange(withRcdTest(form, rcd.number, { trips }))}
              error={errorOf(rcd.number, 'trips') ?? errorOf(rcd.number, 'rcd')}
            />
            <MeasuredField
              label={`Temps de déclenchement du différentiel ${rcd.number}`}
              unit="ms"
              value={test.timeMs as string | number | null | undefined}
              onChange={(timeMs) => onChange(withRcdTest(form, rcd.number, { timeMs }))}
              error={errorOf(rcd.number, 'timeMs')}
            />
          </Paper>
        );
      })}
    </Stack>
  );
}
