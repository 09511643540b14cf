import type { ComplianceResult } from '@courant/domain';
import { Alert, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { describeMissingEquipment } from '../equipment/equipment-model.ts';

/** The room's entry of the last result when it is non-compliant, else null. */
function roomIssues(result: ComplianceResult | null, roomId: string) {
  const room = result?.room_results.find((r) => String(r.room_id) === roomId);
  return room && room.compliance_status === 'non_compliant' ? room : null;
}

/**
 * The yellow per-room box of steps 4 and 6 (part 2 §2.1, §2.2): missing equipment and violations
 * from the last compliance result. Nothing when the room has no issue.
 */
export function RoomIssues({ result, roomId }: { result: ComplianceResult | null; roomId: string }) {
  const room = roomIssues(result, roomId);
  if (!room || (room.missing_equipment.length === 0 && room.violations.length === 0)) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} title="Problèmes de conformité">
      <Stack gap={6}>
        {room.missing_equipment.length > 0 ? (
          <div>
            <Text size="sm" fw={600}>
              Équipements manquants
            </Text>
            <List size="sm" spacing={2} aria-label="Équipements manquants">
              {room.missing_equipment.map((entry) => (
                <List.Item key={entry}>{describeMissingEquipment(entry)}</List.Item>
              ))}
            </List>
          </div>
        ) : null}
        {room.violations.length > 0 ? (
          <div>
            <Text size="sm" fw={600}>
              Non-conformités
            </Text>
            <List size="xs" spacing={2}>
              {room.violations.map((violation) => (
                <List.Item key={violation.rule_id}>{violation.message}</List.Item>
              ))}
            </List>
          </div>
        ) : null}
      </Stack>
    </Alert>
  );
}
