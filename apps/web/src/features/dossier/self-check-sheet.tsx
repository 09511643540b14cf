import {
  type ConsuelDossier,
  SELF_CHECK_STATUS_LABELS,
  type SelfCheckResult,
  type SelfCheckStatus,
} from '@courant/domain';
import { Badge, Group, Paper, Radio, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type MeasurementsForm, withSelfCheckAnswer } from './measurements-model.ts';

const STATUS_COLOR: Record<SelfCheckStatus, string> = {
  conforme: 'teal',
  non_conforme: 'red',
  sans_objet: 'gray',
};

function StatusBadge({ item }: { item: SelfCheckResult }) {
  if (item.status === null) {
    return (
      <Badge color="orange" variant="light">
        À renseigner
      </Badge>
    );
  }
  return (
    <Badge color={STATUS_COLOR[item.status]} variant="light">
      {SELF_CHECK_STATUS_LABELS[item.status]}
    </Badge>
  );
}

export interface SelfCheckSheetProps {
  dossier: ConsuelDossier;
  form: MeasurementsForm;
  onChange: (form: MeasurementsForm) => void;
}

/**
 * The self-check sheet: each point with its clause, decided by Courant where it can (the board, the
 * rooms, the measurements), else answered here by hand; blocking points keep the dossier from 'prêt'.
 */
export function SelfCheckSheet({ dossier, form, onChange }: SelfCheckSheetProps) {
  const answerOf = (id: SelfCheckResult['id']) => form.selfCheck?.find((a) => a.id === id)?.status ?? '';
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {dossier.selfCheck.map((item) => (
        <Paper key={item.id} component="li" withBorder radius="sm" p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600}>
              {item.label}
            </Text>
            <StatusBadge item={item} />
          </Group>
          <Text size="xs" c="dimmed">
            {`${item.clause}${item.blocking ? '' : ' · non bloquant'}${item.source === 'saisie' ? ' · coché par l’installateur' : ''}`}
          </Text>
          <Text size="sm" mt={4}>
            {item.detail}
          </Text>
          {item.manual ? (
            <Radio.Group
              mt={6}
              label={<VisuallyHidden>{`Constat\u00a0: ${item.label}`}</VisuallyHidden>}
              value={answerOf(item.id)}
              onChange={(next) =>
                onChange(withSelfCheckAnswer(form, item.id, next === '' ? null : (next as SelfCheckStatus)))
              }
            >
              <Group gap="md">
                {(Object.keys(SELF_CHECK_STATUS_LABELS) as SelfCheckStatus[]).map((status) => (
                  <Radio key={status} value={status} label={SELF_CHECK_STATUS_LABELS[status]} />
                ))}
                <Radio value="" label="À renseigner" />
              </Group>
            </Radio.Group>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
