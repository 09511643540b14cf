import { DEFAULT_EV_CHARGER, EV_CHARGER_LABELS, EV_CHARGERS } from '@courant/domain';
import { Group, Stack, Switch } from '@mantine/core';
import { ChoiceSelect } from '../../ui/form/choice-select.tsx';
import { StepSection } from '../../ui/step-section.tsx';
import { type InstallationFieldsProps, withLightning } from './installation-model.ts';
import { OutdoorCircuitsSection } from './outdoor-circuits-section.tsx';
import { type InstallationRoom, RoomFactsSection } from './room-facts-section.tsx';
import { SupplySection } from './supply-section.tsx';

export interface InstallationPanelProps extends InstallationFieldsProps {
  rooms: readonly InstallationRoom[];
  /** 'Borne de recharge (IRVE)' is on in the options: the charger variant is asked. */
  irve: boolean;
}

/**
 * Step 5 'Installation électrique': the facts only the electrician knows, each read by the
 * dimensioning (circuits, RCDs, notes, checks) and so by the drawing and the estimate.
 */
export function InstallationPanel({ installation, change, rooms, irve }: InstallationPanelProps) {
  return (
    <Stack gap="md">
      <SupplySection installation={installation} change={change} />
      <RoomFactsSection installation={installation} change={change} rooms={rooms} />
      {irve ? (
        <StepSection
          title="Borne de recharge"
          description="Circuit et différentiel dédiés selon le type de borne (NF C 15-100-7-722)."
        >
          <ChoiceSelect
            label="Type de borne"
            choices={EV_CHARGERS}
            labelOf={(evCharger) => EV_CHARGER_LABELS[evCharger]}
            value={installation.evCharger ?? DEFAULT_EV_CHARGER}
            allowDeselect={false}
            onChange={(evCharger) => evCharger && change({ ...installation, evCharger })}
          />
        </StepSection>
      ) : null}
      <OutdoorCircuitsSection installation={installation} change={change} />
      <LightningSection installation={installation} change={change} />
    </Stack>
  );
}

/** The surge arrester's inputs the address cannot give. */
function LightningSection({ installation, change }: InstallationFieldsProps) {
  return (
    <StepSection title="Parafoudre" description="Faits que l’application ne peut pas déduire de l’adresse.">
      <Group gap="xl">
        <Switch
          label="Bâtiment équipé d’un paratonnerre"
          checked={installation.lightning?.lightningRod === true}
          onChange={(event) =>
            change(withLightning(installation, { lightningRod: event.currentTarget.checked }))
          }
        />
        <Switch
          label="Zone AQ2 (Nk > 25)"
          checked={installation.lightning?.aq2 === true}
          onChange={(event) => change(withLightning(installation, { aq2: event.currentTarget.checked }))}
        />
      </Group>
    </StepSection>
  );
}
