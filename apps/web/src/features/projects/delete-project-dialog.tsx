import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../lib/error-message.ts';
import { useDeleteProject } from './project-queries.ts';

const deleteConfirmText = (name: string) =>
  `Êtes-vous sûr de vouloir supprimer le projet "${name}"\u00a0? Cette action est irréversible.`;

export interface DeleteProjectDialogProps {
  /** The project to delete; null keeps the dialog closed. */
  project: { id: string; name: string } | null;
  onClose(): void;
}

/**
 * The confirmation of part 1 §2 'Project card': 'Annuler', and a confirm button disabled with a spinner
 * while the deletion runs. Closes on 'Annuler' or once deleted (the list is invalidated by the hook).
 */
export function DeleteProjectDialog({ project, onClose }: DeleteProjectDialogProps) {
  const remove = useDeleteProject();
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={project !== null} onClose={close} title="Supprimer le projet" centered>
      {project ? (
        <Stack gap="md">
          <Text>{deleteConfirmText(project.name)}</Text>
          {remove.isError ? (
            <Alert color="red" variant="light">
              {errorMessage(remove.error, 'La suppression a échoué. Veuillez réessayer.')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              Annuler
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { id: project.id },
                  {
                    onSuccess: () => {
                      remove.reset();
                      onClose();
                    },
                  },
                )
              }
            >
              Supprimer
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
