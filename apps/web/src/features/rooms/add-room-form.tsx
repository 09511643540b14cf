import type { Exposition, NewRoomErrors, RoomType } from '@courant/domain';
import { DEFAULT_ROOM_TYPE, roomTypeFromName, validateNewRoom } from '@courant/domain';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { SurfaceInput } from '../../ui/form/form-fields.tsx';
import type { EditableRoom } from './room-model.ts';
import { ExpositionSelect, RoomTypeSelect } from './room-selects.tsx';

/** The new-room form of part 1 §2 step 3: name and surface required (truthy, min 0, step 0.01). */
export function AddRoomForm({ onAdd }: { onAdd(room: EditableRoom): void }) {
  const [name, setName] = useState('');
  const [surface, setSurface] = useState<number | string>('');
  const [roomType, setRoomType] = useState<RoomType>(DEFAULT_ROOM_TYPE);
  // The type follows the name typed (Séjour, Ch. 2, SdB…) until the user picks one.
  const [typeChosen, setTypeChosen] = useState(false);
  const inferred = typeChosen ? null : roomTypeFromName(name, typeof surface === 'number' ? surface : null);
  const [exposition, setExposition] = useState<Exposition | null>(null);
  const [errors, setErrors] = useState<NewRoomErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const revalidate = (next: { name: string; surface: number | string }) => {
    if (submitted) setErrors(validateNewRoom(next));
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="add-room-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          const found = validateNewRoom({ name, surface });
          setErrors(found);
          if (found.name || found.surface) return;
          onAdd({
            id: crypto.randomUUID(),
            name: name.trim(),
            surface: Number(surface),
            roomType,
            exposition,
            detection: null,
          });
          setName('');
          setSurface('');
          setRoomType(DEFAULT_ROOM_TYPE);
          setTypeChosen(false);
          setExposition(null);
          setSubmitted(false);
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h5" id="add-room-title">
            Ajouter une pièce
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Nom de la pièce"
              placeholder="Chambre 2"
              withAsterisk
              value={name}
              onChange={(event) => {
                const next = event.currentTarget.value;
                setName(next);
                if (!typeChosen)
                  setRoomType(
                    roomTypeFromName(next, typeof surface === 'number' ? surface : null) ?? DEFAULT_ROOM_TYPE,
                  );
                revalidate({ name: next, surface });
              }}
              error={errors.name}
            />
            <SurfaceInput
              placeholder="12,5"
              withAsterisk
              value={surface}
              onChange={(value) => {
                setSurface(value);
                if (!typeChosen)
                  setRoomType(
                    roomTypeFromName(name, typeof value === 'number' ? value : null) ?? DEFAULT_ROOM_TYPE,
                  );
                revalidate({ name, surface: value });
              }}
              error={errors.surface}
            />
            <RoomTypeSelect
              label="Type"
              value={roomType}
              description={inferred ? 'Déduit du nom : vérifiez-le' : undefined}
              onChange={(type) => {
                setRoomType(type);
                setTypeChosen(true);
              }}
            />
            <ExpositionSelect
              label="Exposition"
              placeholder="Non renseignée"
              value={exposition}
              onChange={setExposition}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconPlus size={18} />}>
              Ajouter la pièce
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
