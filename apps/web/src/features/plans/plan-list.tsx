import { Badge, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileTypePdf, IconPhoto, IconTrash } from '@tabler/icons-react';
import { IconAction } from '../../ui/icon-action.tsx';
import { Pager } from '../../ui/pager.tsx';
import { isPdf } from './plan-model.ts';
import type { PlanFile } from './upload-plan.ts';

export interface PlanListProps {
  plans: readonly PlanFile[];
  total: number;
  loading: boolean;
  /** The plan being deleted, which shows its button loading. */
  deletingId: string | undefined;
  onDelete: (planId: string, name: string) => void;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** 'Plans ajoutés': the project's plans, a page at a time, each with its delete button. */
export function PlanList({
  plans,
  total,
  loading,
  deletingId,
  onDelete,
  page,
  totalPages,
  onPageChange,
}: PlanListProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          Plans ajoutés
        </Title>
        <Badge variant="light">{total}</Badge>
      </Group>
      {loading ? (
        <Loader size="sm" />
      ) : plans.length === 0 ? (
        <Text size="sm" c="dimmed">
          Aucun plan pour l’instant.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Plans ajoutés">
          {plans.map((plan) => (
            <Group key={plan.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <ThemeIcon variant="light" color={isPdf(plan.mime, plan.originalName) ? 'red' : 'blue'}>
                  {isPdf(plan.mime, plan.originalName) ? (
                    <IconFileTypePdf size={18} />
                  ) : (
                    <IconPhoto size={18} />
                  )}
                </ThemeIcon>
                <Text size="sm" truncate>
                  {plan.originalName}
                </Text>
              </Group>
              <IconAction
                tooltip="Supprimer le plan"
                label={`Supprimer le plan ${plan.originalName}`}
                icon={IconTrash}
                color="red"
                loading={deletingId === plan.id}
                onClick={() => onDelete(plan.id, plan.originalName)}
              />
            </Group>
          ))}
        </Stack>
      )}
      <Pager
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        label="Pages des plans ajoutés"
        previous="Plans précédents"
        next="Plans suivants"
      />
    </Paper>
  );
}
