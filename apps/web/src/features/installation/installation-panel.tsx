import {
  AGCP_SENSITIVITIES_MA,
  agcpSettingFor,
  DEDICATED_RATINGS,
  DEFAULT_AGCP_SENSITIVITY_MA,
  DEFAULT_EV_CHARGER,
  EV_CHARGER_LABELS,
  EV_CHARGERS,
  type Installation,
  maxEarthResistance,
  OUTDOOR_CIRCUIT_KINDS,
  OUTDOOR_CIRCUIT_LABELS,
  type OutdoorCircuit,
  outdoorCircuitPlan,
  type RoomInstallation,
  SUBSCRIBED_POWERS_KVA,
  SUPPLY_PHASE_LABELS,
  SUPPLY_PHASES,
  type Supply,
  VOLTAGE_DROP_LIMITS,
} from '@courant/domain';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ChoiceSelect } from '../../ui/form/choice-select.tsx';
import { DecimalInput, WholeNumberInput } from '../../ui/form/form-fields.tsx';
import { Section } from '../options/options-step.tsx';

const WET_ROOMS = new Set(['WetRoom', 'BathroomWithWC']);

/** A French number with a decimal comma (2,5). */
const fr = (n: number) => String(n).replace('.', ',');

function numberOrNull(value: string | number): number | null {
  if (value === '' || value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export interface InstallationPanelProps {
  installation: Installation;
  change: (next: Installation) => void;
  rooms: readonly { id: string; name: string; roomType: string | null }[];
  /** 'Borne de recharge (IRVE)' is on in the options: the charger variant is asked. */
  irve: boolean;
}

/**
 * Step 5 'Installation électrique' (issue 15): the facts only the electrician knows, each read by
 * the dimensioning (circuits, RCDs, notes, checks) and so by the drawing and the estimate.
 */
export function InstallationPanel({ installation, change, rooms, irve }: InstallationPanelProps) {
  const supply = installation.supply ?? null;
  const setSupply = (next: Partial<Supply>) => {
    const base: Supply = supply ?? { phases: 'monophase', subscribedKva: 9 };
    change({ ...installation, supply: { ...base, ...next } });
  };
  const roomFacts = (roomId: string) => installation.rooms?.find((r) => r.roomId === roomId) ?? { roomId };
  const setRoom = (roomId: string, next: Partial<RoomInstallation>) => {
    const others = (installation.rooms ?? []).filter((r) => r.roomId !== roomId);
    change({ ...installation, rooms: [...others, { ...roomFacts(roomId), ...next }] });
  };
  const setHeatPump = (next: NonNullable<Installation['heatPump']>) =>
    change({ ...installation, heatPump: { ...installation.heatPump, ...next } });
  const setLightning = (next: NonNullable<Installation['lightning']>) =>
    change({ ...installation, lightning: { ...installation.lightning, ...next } });
  const outdoor = installation.outdoorCircuits ?? [];
  const setOutdoor = (list: OutdoorCircuit[]) => change({ ...installation, outdoorCircuits: list });
  const sensitivity = supply?.agcpSensitivityMa ?? DEFAULT_AGCP_SENSITIVITY_MA;

  return (
    <Stack gap="md">
      <Section
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
            onChange={(phases) =>
              phases ? setSupply({ phases }) : change({ ...installation, supply: null })
            }
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
      </Section>

      <Section
        title="Pièces : volets roulants et chauffage"
        description="Puissance des émetteurs par pièce (sinon 100 W/m² est estimé), volets roulants motorisés, sèche-serviettes des salles d’eau."
      >
        {rooms.length === 0 ? (
          <Text size="sm" c="dimmed">
            Aucune pièce&nbsp;: ajoutez les pièces à l’étape 3.
          </Text>
        ) : (
          <Stack gap="xs">
            {rooms.map((room) => {
              const facts = roomFacts(room.id);
              const wet = WET_ROOMS.has(room.roomType ?? '');
              return (
                <Paper
                  key={room.id}
                  withBorder
                  radius="sm"
                  p="xs"
                  role="group"
                  aria-label={`Installation ${room.name}`}
                >
                  <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="xs" verticalSpacing={4}>
                    <Text fw={500} size="sm" style={{ alignSelf: 'center' }}>
                      {room.name}
                    </Text>
                    <WholeNumberInput
                      size="xs"
                      label="Volets roulants"
                      aria-label={`Volets roulants ${room.name}`}
                      min={0}
                      max={50}
                      value={facts.shutters ?? 0}
                      onChange={(value) => setRoom(room.id, { shutters: numberOrNull(value) ?? 0 })}
                    />
                    <WholeNumberInput
                      size="xs"
                      label="Chauffage (W)"
                      aria-label={`Chauffage ${room.name}`}
                      min={0}
                      max={30000}
                      step={250}
                      thousandSeparator=" "
                      value={facts.heatingWatts ?? ''}
                      placeholder="Estimé"
                      onChange={(value) => setRoom(room.id, { heatingWatts: numberOrNull(value) ?? 0 })}
                    />
                    {wet ? (
                      <WholeNumberInput
                        size="xs"
                        label="Sèche-serviettes (W)"
                        aria-label={`Sèche-serviettes ${room.name}`}
                        min={0}
                        max={5000}
                        step={250}
                        thousandSeparator=" "
                        value={facts.towelDryerWatts ?? ''}
                        onChange={(value) => setRoom(room.id, { towelDryerWatts: numberOrNull(value) ?? 0 })}
                      />
                    ) : null}
                  </SimpleGrid>
                </Paper>
              );
            })}
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <WholeNumberInput
            label="Zones fil pilote"
            min={0}
            max={20}
            value={installation.pilotWireZones ?? 0}
            onChange={(value) => change({ ...installation, pilotWireZones: numberOrNull(value) ?? 0 })}
          />
          <ChoiceSelect
            label="Unité extérieure PAC (calibre de la notice)"
            placeholder="Pas de PAC"
            choices={DEDICATED_RATINGS}
            labelOf={(rating) => `${rating} A`}
            value={installation.heatPump?.outdoorUnitRating ?? null}
            onChange={(outdoorUnitRating) => setHeatPump({ outdoorUnitRating })}
          />
          <WholeNumberInput
            label="Appoint électrique PAC (W)"
            min={0}
            max={12000}
            step={500}
            thousandSeparator=" "
            value={installation.heatPump?.backupHeaterWatts ?? 0}
            onChange={(value) => setHeatPump({ backupHeaterWatts: numberOrNull(value) ?? 0 })}
          />
        </SimpleGrid>
      </Section>

      {irve ? (
        <Section
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
        </Section>
      ) : null}

      <Section
        title="Circuits extérieurs"
        description={`Longueur depuis le tableau\u00a0: la section est choisie pour une chute de tension de ${VOLTAGE_DROP_LIMITS.lighting}\u00a0% au plus (éclairage) ou ${VOLTAGE_DROP_LIMITS.other}\u00a0% (autres usages).`}
      >
        <Stack gap="xs">
          {outdoor.map((circuit, index) => {
            const { choice } = outdoorCircuitPlan(circuit);
            const replace = (next: Partial<OutdoorCircuit>) =>
              setOutdoor(outdoor.map((c, i) => (i === index ? { ...c, ...next } : c)));
            return (
              <Paper
                key={circuit.id}
                withBorder
                radius="sm"
                p="xs"
                role="group"
                aria-label={`Circuit extérieur ${index + 1}`}
              >
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
                    aria-label={`Supprimer le circuit extérieur ${index + 1}`}
                    onClick={() => setOutdoor(outdoor.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
                {circuit.lengthM >= 1 ? (
                  <Text size="xs" c={choice.exceeds ? 'red' : 'dimmed'} mt={4}>
                    Section {fr(choice.section)} mm² — chute de tension {fr(choice.dropPercent)} % (limite{' '}
                    {choice.limitPercent} %)
                    {choice.exceeds ? ' : liaison trop longue, prévoir un tableau divisionnaire' : ''}
                  </Text>
                ) : null}
              </Paper>
            );
          })}
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
      </Section>

      <Section title="Parafoudre" description="Faits que l’application ne peut pas déduire de l’adresse.">
        <Group gap="xl">
          <Switch
            label="Bâtiment équipé d’un paratonnerre"
            checked={installation.lightning?.lightningRod === true}
            onChange={(event) => setLightning({ lightningRod: event.currentTarget.checked })}
          />
          <Switch
            label="Zone AQ2 (Nk > 25)"
            checked={installation.lightning?.aq2 === true}
            onChange={(event) => setLightning({ aq2: event.currentTarget.checked })}
          />
        </Group>
      </Section>
    </Stack>
  );
}
