import {
  type ComplianceResult,
  type EquipmentItem,
  formatSurface,
  ROOM_TYPE_LABELS,
  type Room,
  roomItems,
  roomTypeOf,
  toRoomType,
} from '@courant/domain';
import { Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { RoomIssues } from '../compliance/room-issues.tsx';
import { describeItem } from '../equipment/equipment-model.ts';
import { SummaryCard } from './project-overview.tsx';

export interface RoomDetailsProps {
  rooms: readonly Room[];
  items: readonly EquipmentItem[];
  result: ComplianceResult | null;
  /** Opens the equipment editor on a room (the first one for the global button). */
  onEdit: (roomId: string | null) => void;
}

/**
 * A room type's badge wraps onto several lines when its label is long ('Autres (garage, dégagement
 * < 4 m², placard…)' on a phone), instead of a one-line badge cut by an ellipsis.
 */
const WRAPPING_BADGE = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3 },
} as const;

/** 'Détail par pièce' (part 2 §2.2). */
export function RoomDetails({ rooms, items, result, onEdit }: RoomDetailsProps) {
  return (
    <SummaryCard
      title="Détail par pièce"
      action={
        <Button
          variant="light"
          size="xs"
          leftSection={<IconEdit size={14} />}
          onClick={() => onEdit(null)}
          disabled={rooms.length === 0}
          aria-label="Modifier les équipements"
        >
          Modifier
        </Button>
      }
    >
      {rooms.length === 0 ? (
        <Text size="sm" c="dimmed">
          Aucune pièce.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {rooms.map((room) => {
            const list = roomItems(items, room.id);
            return (
              <Paper key={room.id} withBorder radius="md" p="sm" component="article" aria-label={room.name}>
                <Stack gap="xs">
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    {/* The name and type may shrink and wrap; the button keeps its width ('Modifier' whole). */}
                    <div style={{ minWidth: 0, flex: 1 }}>
                      <Title order={3} size="h5">
                        {room.name}
                      </Title>
                      <Group gap={6} mt={4}>
                        <Text size="sm" c="dimmed">
                          {formatSurface(room.surface, 2)}
                        </Text>
                        <Badge variant="light" size="sm" styles={WRAPPING_BADGE}>
                          {ROOM_TYPE_LABELS[toRoomType(roomTypeOf(room))]}
                        </Badge>
                      </Group>
                    </div>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconEdit size={14} />}
                      onClick={() => onEdit(room.id)}
                      aria-label={`Modifier ${room.name}`}
                      style={{ flexShrink: 0 }}
                    >
                      Modifier
                    </Button>
                  </Group>
                  {list.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      Aucun équipement
                    </Text>
                  ) : (
                    <List size="sm" spacing={2} aria-label={`Équipements ${room.name}`}>
                      {list.map((item) => (
                        <List.Item key={item.id}>{describeItem(item)}</List.Item>
                      ))}
                    </List>
                  )}
                  <RoomIssues result={result} roomId={room.id} />
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </SummaryCard>
  );
}
