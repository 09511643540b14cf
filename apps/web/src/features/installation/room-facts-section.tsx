import { DEDICATED_RATINGS } from '@courant/domain';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { ChoiceSelect } from '../../ui/form/choice-select.tsx';
import { WholeNumberInput } from '../../ui/form/form-fields.tsx';
import { StepSection } from '../../ui/step-section.tsx';
import {
  type InstallationFieldsProps,
  numberOrNull,
  roomFactsOf,
  WET_ROOMS,
  withHeatPump,
  withRoomFacts,
} from './installation-model.ts';

export interface InstallationRoom {
  id: string;
  name: string;
  roomType: string | null;
}

export interface RoomFactsSectionProps extends InstallationFieldsProps {
  rooms: readonly InstallationRoom[];
}

/** Per room: shutters, heating power and towel dryer; then the pilot wire and the heat pump. */
export function RoomFactsSection({ installation, change, rooms }: RoomFactsSectionProps) {
  const setHeatPump = (next: Parameters<typeof withHeatPump>[1]) => change(withHeatPump(installation, next));
  return (
    <StepSection
      title="Pièces : volets roulants et chauffage"
      description="Puissance des émetteurs par pièce (sinon 100 W/m² est estimé), volets roulants motorisés, sèche-serviettes des salles d’eau."
    >
      {rooms.length === 0 ? (
        <Text size="sm" c="dimmed">
          Aucune pièce&nbsp;: ajoutez les pièces à l’étape 3.
        </Text>
      ) : (
        <Stack gap="xs">
          {rooms.map((room) => (
            <RoomFactsRow key={room.id} room={room} installation={installation} change={change} />
          ))}
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
          labelOf={(rating) => `${rating} A`}
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
    </StepSection>
  );
}

function RoomFactsRow({ room, installation, change }: InstallationFieldsProps & { room: InstallationRoom }) {
  const facts = roomFactsOf(installation, room.id);
  const setRoom = (next: Parameters<typeof withRoomFacts>[2]) =>
    change(withRoomFacts(installation, room.id, next));
  return (
    <Paper withBorder radius="sm" p="xs" role="group" aria-label={`Installation ${room.name}`}>
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
          onChange={(value) => setRoom({ shutters: numberOrNull(value) ?? 0 })}
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
          onChange={(value) => setRoom({ heatingWatts: numberOrNull(value) ?? 0 })}
        />
        {WET_ROOMS.has(room.roomType ?? '') ? (
          <WholeNumberInput
            size="xs"
            label="Sèche-serviettes (W)"
            aria-label={`Sèche-serviettes ${room.name}`}
            min={0}
            max={5000}
            step={250}
            thousandSeparator=" "
            value={facts.towelDryerWatts ?? ''}
            onChange={(value) => setRoom({ towelDryerWatts: numberOrNull(value) ?? 0 })}
          />
        ) : null}
      </SimpleGrid>
    </Paper>
  );
}
