import { checkDeclaredFile, PROJECT_UPLOAD_RULE, uploadAccept } from '@courant/domain';
import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { confirmFirst } from '../../ui/confirm.tsx';
import { FormHeading } from '../../ui/form/form-fields.tsx';
import { IconAction } from '../../ui/icon-action.tsx';
import { Pager } from '../../ui/pager.tsx';
import { usePlans, useRooms } from '../projects/project-queries.ts';
import { useWizardFrame, useWizardNext } from '../wizard/wizard-context.tsx';
import { isPdf, PLAN_MESSAGES } from './plan-model.ts';
import { PlanViewer } from './plan-viewer.tsx';
import { usePlanUploads } from './use-plan-uploads.ts';
import { usePurgeEffects } from './use-purge-effects.ts';

/** The drop zone's declared types (the domain's wizard upload rule). */
const PLAN_ACCEPT = uploadAccept(PROJECT_UPLOAD_RULE);

export const PLAN_STEP_MESSAGES = {
  noPlan: 'Ajoutez au moins un plan pour continuer',
  uploading: 'Envoi des plans en cours…',
  confirmTitle: 'Remplacer les pièces existantes\u00a0?',
  confirmText:
    'Ce projet a déjà des pièces. Ajouter un plan supprimera les pièces et les équipements existants\u00a0; une nouvelle analyse sera faite.',
  confirmDeleteTitle: 'Supprimer ce plan\u00a0?',
  confirmDeleteText: 'Les pièces et les équipements du projet seront aussi supprimés.',
} as const;

/** Step 2 'Plan' (part 1 §2): upload one or more plans, list and delete them, see them. */
export function PlanStep() {
  const { projectId, goTo } = useWizardFrame();
  const [page, setPage] = useState(1);
  const plans = usePlans(projectId, page);
  const rooms = useRooms(projectId);
  const uploads = usePlanUploads(projectId);
  const remove = trpc.plans.delete.useMutation();
  const utils = trpc.useUtils();
  const afterPurge = usePurgeEffects(projectId);
  const planList = plans.data?.plans ?? [];
  const planTotal = plans.data?.total ?? 0;
  const hasRooms = (rooms.data?.rooms.length ?? 0) > 0;

  useWizardNext({
    disabledReason: uploads.uploading
      ? PLAN_STEP_MESSAGES.uploading
      : planList.length === 0 && !hasRooms
        ? PLAN_STEP_MESSAGES.noPlan
        : null,
  });

  const onFiles = (accepted: File[], rejected: FileRejection[]) => {
    uploads.clearErrors();
    const refused: string[] = rejected.map(
      ({ file }) =>
        checkDeclaredFile(PROJECT_UPLOAD_RULE, file) ?? PROJECT_UPLOAD_RULE.messages.unsupported(file.name),
    );
    const valid: File[] = [];
    for (const file of accepted) {
      const problem = checkDeclaredFile(PROJECT_UPLOAD_RULE, file);
      if (problem) refused.push(problem);
      else valid.push(file);
    }
    uploads.addErrors(refused);
    if (valid.length === 0) return;
    // Part 1 §4: with rooms, confirmation first; the first file of the batch then purges them.
    confirmFirst(
      hasRooms,
      {
        title: PLAN_STEP_MESSAGES.confirmTitle,
        body: PLAN_STEP_MESSAGES.confirmText,
        confirm: 'Ajouter le plan',
      },
      () => void uploads.upload(valid, { purgeFirst: hasRooms }),
    );
  };

  const deletePlan = async (planId: string) => {
    try {
      await remove.mutateAsync({ id: projectId, planId });
      // Part 1 §4: deleting a plan also purges rooms and equipment on the server.
      await Promise.all([
        afterPurge(),
        utils.plans.list.invalidate({ id: projectId }),
        utils.projects.list.invalidate(),
      ]);
    } catch (error) {
      console.error(error);
      notifications.show({ color: 'red', message: PLAN_MESSAGES.deleteFailed });
    }
  };

  const askDelete = (planId: string, name: string) =>
    confirmFirst(
      hasRooms,
      {
        title: PLAN_STEP_MESSAGES.confirmDeleteTitle,
        body: (
          <>
            « {name} » sera supprimé. {PLAN_STEP_MESSAGES.confirmDeleteText}
          </>
        ),
        confirm: 'Supprimer',
      },
      () => void deletePlan(planId),
    );

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: planList.length > 0 ? 5 : 12 }}>
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <Stack gap="md">
              <FormHeading level="section" title="Plans du logement">
                Ajoutez un ou plusieurs plans : l’analyse détectera les pièces et leurs surfaces.
              </FormHeading>
              <Dropzone
                onDrop={(files) => onFiles(files, [])}
                onReject={(rejections) => onFiles([], rejections)}
                accept={PLAN_ACCEPT}
                maxSize={PROJECT_UPLOAD_RULE.maxBytes}
                multiple
                aria-label="Déposer des plans"
                inputProps={{ 'aria-label': 'Choisir des plans à envoyer' }}
                radius="md"
              >
                <Stack align="center" gap={6} py="lg" style={{ pointerEvents: 'none' }}>
                  <Dropzone.Accept>
                    <IconUpload size={40} color="var(--mantine-color-blue-6)" />
                  </Dropzone.Accept>
                  <Dropzone.Reject>
                    <IconX size={40} color="var(--mantine-color-red-6)" />
                  </Dropzone.Reject>
                  <Dropzone.Idle>
                    <IconUpload size={40} color="var(--mantine-color-gray-5)" />
                  </Dropzone.Idle>
                  <Text fw={600} ta="center">
                    Glissez vos plans ici ou cliquez pour les choisir
                  </Text>
                  <Text size="sm" c="dimmed" ta="center">
                    PDF, JPG, PNG, HEIC ou WEBP · 20 Mo maximum par fichier
                  </Text>
                </Stack>
              </Dropzone>

              {/* Also once rooms were typed without a plan: coming back here never leaves the user stuck. */}
              {planTotal === 0 && goTo ? (
                // Issue 20: a site visit starts without a plan; the rooms are typed by hand at step 3.
                <Button variant="default" onClick={() => goTo('rooms')}>
                  Je n’ai pas de plan
                </Button>
              ) : null}

              {uploads.entries.map((entry) => (
                <Stack key={entry.key} gap={4} aria-label={`Envoi de ${entry.name}`}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm" truncate>
                      {entry.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {Math.round(entry.progress * 100)} %
                    </Text>
                  </Group>
                  <Progress
                    value={entry.progress * 100}
                    size="sm"
                    animated
                    aria-label={`Progression de ${entry.name}`}
                  />
                </Stack>
              ))}

              {uploads.errors.length > 0 ? (
                <Alert
                  color="red"
                  variant="light"
                  title="Certains fichiers n’ont pas été ajoutés"
                  withCloseButton
                  closeButtonLabel="Fermer"
                  onClose={uploads.clearErrors}
                >
                  <Stack gap={4}>
                    {uploads.errors.map((message, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: an append-only list of messages
                      <Text key={`${i}-${message}`} size="sm">
                        {message}
                      </Text>
                    ))}
                  </Stack>
                </Alert>
              ) : null}
            </Stack>
          </Paper>

          <Paper withBorder radius="md" p="md">
            <Group justify="space-between" mb="sm">
              <Title order={3} size="h5">
                Plans ajoutés
              </Title>
              <Badge variant="light">{planTotal}</Badge>
            </Group>
            {plans.isPending ? (
              <Loader size="sm" />
            ) : planList.length === 0 ? (
              <Text size="sm" c="dimmed">
                Aucun plan pour l’instant.
              </Text>
            ) : (
              <Stack
                gap="xs"
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label="Plans ajoutés"
              >
                {planList.map((plan) => (
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
                      loading={remove.isPending && remove.variables?.planId === plan.id}
                      onClick={() => askDelete(plan.id, plan.originalName)}
                    />
                  </Group>
                ))}
              </Stack>
            )}
            <Pager
              page={page}
              totalPages={plans.data?.totalPages ?? 0}
              onPageChange={setPage}
              label="Pages des plans ajoutés"
              previous="Plans précédents"
              next="Plans suivants"
            />
          </Paper>
        </Stack>
      </Grid.Col>
      {planList.length > 0 ? (
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PlanViewer plans={planList} />
        </Grid.Col>
      ) : null}
    </Grid>
  );
}
