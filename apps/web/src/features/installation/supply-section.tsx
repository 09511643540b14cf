import {
  AGCP_SENSITIVITIES_MA,
  agcpSettingFor,
  DEFAULT_AGCP_SENSITIVITY_MA,
  maxEarthResistance,
  SUBSCRIBED_POWERS_KVA,
  SUPPLY_PHASE_LABELS,
  SUPPLY_PHASES,
} from '@courant/domain';
import { SimpleGrid, Text } from '@mantine/core';
import { ChoiceSelect } from '../../ui/form/choice-select.tsx';
import { DecimalInput, WholeNumberInput } from '../../ui/form/form-fields.tsx';
import { StepSection } from '../../ui/step-section.tsx';
import { type InstallationFieldsProps, numberOrNull, withSupply } from './installation-model.ts';

/** The supply and its main breaker (AGCP): they size the RCDs and bound the power drawn. */
export function SupplySection({ installation, change }: InstallationFieldsProps) {
  const supply = installation.supply ?? null;
  const setSupply = (next: Parameters<typeof withSupply>[1]) => change(withSupply(installation, next));
  const sensitivity = supply?.agcpSensitivityMa ?? DEFAULT_AGCP_SENSITIVITY_MA;

  return (
    <StepSection
      title="Alimentation et disjoncteur de branchement"
      description="Raccordement, puissance souscrite et AGCP : calibre des différentiels (règle de l’amont) et contrôle de la puissance appelée."
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <ChoiceSelect
          label="Raccordement"
          placeholder="Non renseigné"
          choices={SUPPLY_PHASES}
          labelOf={(phases) => SUPPLY_PHASE_LABELS[phases]}
          value={supply?.phases ?? null}
          onChange={(phases) => (phases ? setSupply({ phases }) : change({ ...installation, supply: null }))}
        />
        <ChoiceSelect
          label="Puissance souscrite"
          choices={SUBSCRIBED_POWERS_KVA}
          labelOf={(kva) => `${kva}\u00a0kVA`}
          value={supply?.subscribedKva ?? null}
          disabled={!supply}
          allowDeselect={false}
          onChange={(kva) => kva && setSupply({ subscribedKva: kva })}
        />
        <WholeNumberInput
          label="Calibre de l’AGCP (A)"
          min={5}
          max={90}
          disabled={!supply}
          value={supply?.agcpRating ?? ''}
          onChange={(value) => setSupply({ agcpRating: numberOrNull(value) })}
        />
        <ChoiceSelect
          label="Sensibilité de l’AGCP"
          choices={AGCP_SENSITIVITIES_MA}
          labelOf={(ma) => `${ma}\u00a0mA`}
          value={sensitivity}
          disabled={!supply}
          allowDeselect={false}
          onChange={(ma) => ma && setSupply({ agcpSensitivityMa: ma })}
        />
        <DecimalInput
          label="Résistance de la prise de terre (Ω)"
          min={0}
          max={10000}
          disabled={!supply}
          value={supply?.earthResistanceOhm ?? ''}
          onChange={(value) => setSupply({ earthResistanceOhm: numberOrNull(value) })}
        />
      </SimpleGrid>
      {supply ? (
        <Text size="xs" c="dimmed">
          Réglage de l’AGCP pour {supply.subscribedKva} kVA :{' '}
          {agcpSettingFor(supply.phases, supply.subscribedKva)} A ; prise de terre :{' '}
          {maxEarthResistance(sensitivity)} Ω au plus avec {sensitivity} mA (R × IΔn ≤ 50 V).
        </Text>
      ) : null}
    </StepSection>
  );
}
