import {
  ACCESS_CONTROL_KEYS,
  ACCESS_CONTROL_LABELS,
  ECS_TYPE_LABELS,
  ECS_TYPES,
  GATE_TYPE_LABELS,
  GATE_TYPES,
  setAccessControl,
} from '@courant/domain';
import { Group, Radio, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { WholeNumberInput } from '../../ui/form/form-fields.tsx';
import { StepSection } from '../../ui/step-section.tsx';
import type { OptionsFieldsProps } from './options-fields.ts';

/** The hot water's counts, whole numbers from their least to 100. */
const ECS_COUNTS = [
  { key: 'nombrePersonnes', label: 'Nombre de personnes', min: 1 },
  { key: 'nombrePiecesEau', label: 'Nombre de pièces d’eau', min: 0 },
] as const;

/** Access control and outdoor equipment, one switch each; an entrance gate asks its type. */
export function AccessControlSection({ options, change }: OptionsFieldsProps) {
  const { accessControl } = options;
  return (
    <StepSection title="Contrôle d’accès et extérieurs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {ACCESS_CONTROL_KEYS.map((key) => (
          <Stack key={key} gap="xs">
            <Switch
              label={ACCESS_CONTROL_LABELS[key]}
              checked={accessControl[key]}
              onChange={(event) => change(setAccessControl(options, key, event.currentTarget.checked))}
            />
            {key === 'portailEntree' && accessControl.portailEntree ? (
              <Radio.Group
                label="Type de portail"
                value={accessControl.portailType ?? ''}
                onChange={(value) => {
                  const portailType = GATE_TYPES.find((g) => g === value) ?? null;
                  change({ ...options, accessControl: { ...accessControl, portailType } });
                }}
                pl="xl"
              >
                <Group mt={4} gap="lg">
                  {GATE_TYPES.map((gate) => (
                    <Radio key={gate} value={gate} label={GATE_TYPE_LABELS[gate]} />
                  ))}
                </Group>
              </Radio.Group>
            ) : null}
          </Stack>
        ))}
      </SimpleGrid>
    </StepSection>
  );
}

/** The hot water: its kind, the people and the wet rooms it serves. */
export function EcsSection({ options, change }: OptionsFieldsProps) {
  const { ecs } = options;
  return (
    <StepSection title="Eau chaude sanitaire (ECS)">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label="Type d’ECS"
          data={ECS_TYPES.map((type) => ({ value: type, label: ECS_TYPE_LABELS[type] }))}
          value={ecs.type}
          onChange={(value) => {
            const type = ECS_TYPES.find((t) => t === value);
            if (type) change({ ...options, ecs: { ...ecs, type } });
          }}
          allowDeselect={false}
        />
        {ECS_COUNTS.map(({ key, label, min }) => (
          <WholeNumberInput
            key={key}
            label={label}
            min={min}
            max={100}
            clampBehavior="strict"
            value={ecs[key]}
            onChange={(value) => {
              // An emptied count that may be 0 is 0; otherwise it is being retyped: nothing to save yet.
              if (value === '' && min > 0) return;
              change({
                ...options,
                ecs: { ...ecs, [key]: Math.max(min, Math.trunc(Number(value) || min)) },
              });
            }}
          />
        ))}
      </SimpleGrid>
    </StepSection>
  );
}
