import {
  EQUIPMENT_CATEGORIES,
  EQUIPMENT_CATEGORY_LABELS,
  type EquipmentCategory,
  formatSurface,
  ROOM_TYPE_LABELS,
  roomQuantity,
  roomTypeOf,
  toRoomType,
  totalSurface,
  typesForRoom,
} from '@courant/domain';
import { Alert, Badge, Center, Grid, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { SaveStatus } from '../../ui/save-status.tsx';
import { usePhone } from '../../ui/use-phone.ts';
import { ComplianceChip } from '../compliance/compliance-chip.tsx';
import { CompliancePanel } from '../compliance/compliance-panel.tsx';
import { RoomIssues } from '../compliance/room-issues.tsx';
import { useComplianceState } from '../compliance/use-compliance.ts';
import { EquipmentList } from './equipment-list.tsx';
import { ProjectPlans } from './project-plans.tsx';
import { RoomSelector } from './room-selector.tsx';
import { TotalSurface } from './total-surface.tsx';
import type { EquipmentEditor } from './use-equipment-editor.ts';

export interface EquipmentStepProps {
  editor: EquipmentEditor;
  /** The room shown first (the summary's 'Modifier' on a room). */
  initialRoomId?: string | null;
}

/** Step 4 'Équipements' (part 2 §2.1): also shown in the summary's full-screen modal. */
export function EquipmentStep({ editor, initialRoomId }: EquipmentStepProps) {
  const { project, rooms, items } = editor;
  const compliance = useComplianceState(editor.projectId);
  const [roomId, setRoomId] = useState<string | null>(initialRoomId ?? null);
  const [category, setCategory] = useState<EquipmentCategory>('electricite');
  const phone = usePhone();

  if (editor.error) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} title="Chargement impossible">
        {editor.error.message}
      </Alert>
    );
  }
  if (editor.loading || !project || !rooms || !items) {
    return (
      <Center py="xl">
        <Group gap="xs">
          <Loader size="sm" />
          <Text>Chargement des équipements…</Text>
        </Group>
      </Center>
    );
  }

  const room = rooms.find((r) => r.id === roomId) ?? rooms[0];
  const plans = project.planFiles ?? [];

  return (
    <Stack gap="md">
      {phone && rooms.length > 0 ? (
        <ComplianceChip
          projectId={editor.projectId}
          request={editor.request}
          onApplySuggestions={editor.applySuggestions}
          detailsId="compliance-title"
        />
      ) : null}
      <Group justify="space-between" gap="sm">
        <TotalSurface value={totalSurface(rooms)} />
        {room ? <RoomSelector rooms={rooms} selectedId={room.id} onChange={setRoomId} /> : null}
      </Group>

      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          {room ? (
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Group justify="space-between" gap="xs">
                  <Group gap="xs">
                    <Title order={2} size="h3">
                      {room.name}
                    </Title>
                    <Badge variant="light">{ROOM_TYPE_LABELS[toRoomType(roomTypeOf(room))]}</Badge>
                  </Group>
                  <Group gap="sm">
                    <Text c="dimmed" size="sm">
                      {formatSurface(room.surface, 2)}
                    </Text>
                    <SaveStatus status={editor.saveStatus} />
                  </Group>
                </Group>
                <RoomIssues result={compliance.result} roomId={room.id} />
                <Tabs
                  value={category}
                  onChange={(value) => value && setCategory(value as EquipmentCategory)}
                  styles={{ tab: { paddingInline: 10 } }}
                >
                  <Tabs.List>
                    {EQUIPMENT_CATEGORIES.map((cat) => {
                      const count = typesForRoom(cat, toRoomType(roomTypeOf(room))).reduce(
                        (sum, type) => sum + roomQuantity(items, room.id, type),
                        0,
                      );
                      return (
                        <Tabs.Tab
                          key={cat}
                          value={cat}
                          rightSection={
                            count > 0 ? (
                              <Badge size="xs" circle variant="filled">
                                {count}
                              </Badge>
                            ) : null
                          }
                        >
                          {EQUIPMENT_CATEGORY_LABELS[cat]}
                        </Tabs.Tab>
                      );
                    })}
                  </Tabs.List>
                  {EQUIPMENT_CATEGORIES.map((cat) => (
                    <Tabs.Panel key={cat} value={cat} pt="xs">
                      <EquipmentList
                        roomId={room.id}
                        types={typesForRoom(cat, toRoomType(roomTypeOf(room)))}
                        items={items}
                        color={editor.color}
                        onAdd={(type) => editor.add(room.id, type)}
                        onQuantity={editor.changeQuantity}
                        onToggle={(type, on) => editor.toggle(room.id, type, on)}
                        onColor={editor.setColor}
                      />
                    </Tabs.Panel>
                  ))}
                </Tabs>
              </Stack>
            </Paper>
          ) : (
            <Alert color="yellow" icon={<IconAlertCircle />} title="Aucune pièce">
              Ajoutez des pièces à l’étape Pièces pour choisir les équipements.
            </Alert>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <CompliancePanel
              projectId={editor.projectId}
              rooms={rooms}
              request={editor.request}
              onApplySuggestions={editor.applySuggestions}
            />
            <ProjectPlans plans={plans} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
