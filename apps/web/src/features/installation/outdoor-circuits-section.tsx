import {
  OUTDOOR_CIRCUIT_KINDS,
  OUTDOOR_CIRCUIT_LABELS,
  type OutdoorCircuit,
  outdoorCircuitPlan,
  VOLTAGE_DROP_LIMITS,
} from '@courant/domain';
import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ChoiceSelect } from '../../ui/form/choice-select.tsx';
import { DecimalInput, WholeNumberInput } from '../../ui/form/form-fields.tsx';
import { StepSection } from '../../ui/step-section.tsx';
import { frenchDecimal, type InstallationFieldsProps, numberOrNull } from './installation-model.ts';

/** Circuits leaving the house, each with the section its length needs for the voltage drop. */
export function OutdoorCircuitsSection({ installation, change }: InstallationFieldsProps) {
  const outdoor = installation.outdoorCircuits ?? [];
  const setOutdoor = (list: OutdoorCircuit[]) => change({ ...installation, outdoorCircuits: list });

  return (
    <StepSection
      title="Circuits extérieurs"
      description={`Longueur depuis le tableau\u00a0: la section est choisie pour une chute de tension de ${VOLTAGE_DROP_LIMITS.lighting}\u00a0% au plus (éclairage) ou ${VOLTAGE_DROP_LIMITS.other}\u00a0% (autres usages).`}
    >
      <Stack gap="xs">
        {outdoor.map((circuit, index) => (
          <OutdoorCircuitRow
            key={circuit.id}
            circuit={circuit}
            position={index + 1}
            replace={(next) => setOutdoor(outdoor.map((c, i) => (i === index ? { ...c, ...next } : c)))}
            remove={() => setOutdoor(outdoor.filter((_, i) => i !== index))}
          />
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() =>
              setOutdoor([...outdoor, { id: crypto.randomUUID(), kind: 'prises_jardin', lengthM: 15 }])
            }
          >
            Ajouter un circuit extérieur
          </Button>
        </Group>
      </Stack>
    </StepSection>
  );
}

interface OutdoorCircuitRowProps {
  circuit: OutdoorCircuit;
  /** 1 for the first: names the row and its delete button. */
  position: number;
  replace: (next: Partial<OutdoorCircuit>) => void;
  remove: () => void;
}

function OutdoorCircuitRow({ circuit, position, replace, remove }: OutdoorCircuitRowProps) {
  const { choice } = outdoorCircuitPlan(circuit);
  return (
    <Paper withBorder radius="sm" p="xs" role="group" aria-label={`Circuit extérieur ${position}`}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <ChoiceSelect
          size="xs"
          label="Usage"
          choices={OUTDOOR_CIRCUIT_KINDS}
          labelOf={(kind) => OUTDOOR_CIRCUIT_LABELS[kind]}
          value={circuit.kind}
          allowDeselect={false}
          onChange={(kind) => kind && replace({ kind })}
          w={220}
        />
        <DecimalInput
          size="xs"
          label="Longueur (m)"
          min={1}
          max={300}
          value={circuit.lengthM}
          onChange={(value) => replace({ lengthM: numberOrNull(value) ?? 0 })}
          w={110}
        />
        <WholeNumberInput
          size="xs"
          label="Puissance (W)"
          min={0}
          max={12000}
          thousandSeparator=" "
          value={circuit.powerW ?? ''}
          placeholder="Calibre"
          onChange={(value) => replace({ powerW: numberOrNull(value) ?? 0 })}
          w={120}
        />
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Supprimer le circuit extérieur ${position}`}
          onClick={remove}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
      {circuit.lengthM >= 1 ? (
        <Text size="xs" c={choice.exceeds ? 'red' : 'dimmed'} mt={4}>
          Section {frenchDecimal(choice.section)} mm² — chute de tension {frenchDecimal(choice.dropPercent)} %
          (limite {choice.limitPercent} %)
          {choice.exceeds ? ' : liaison trop longue, prévoir un tableau divisionnaire' : ''}
        </Text>
      ) : null}
    </Paper>
  );
}
