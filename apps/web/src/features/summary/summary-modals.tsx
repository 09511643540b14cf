import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { EquipmentStep } from '../equipment/equipment-step.tsx';
import { useEquipmentEditor } from '../equipment/use-equipment-editor.ts';

export const NON_COMPLIANT_TEXT = {
  title: 'Installation non conforme',
  cancel: 'Annuler',
  proceed: 'Continuer quand même',
  hint: 'L’installation n’est pas conforme à la norme NF C 15-100\u00a0: une confirmation vous sera demandée.',
} as const;

export interface NonCompliantModalProps {
  opened: boolean;
  onCancel: () => void;
  onProceed: () => void;
}

/** Part 2 §2.2: going on with a non-compliant installation is confirmed first. */
export function NonCompliantModal({ opened, onCancel, onProceed }: NonCompliantModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={NON_COMPLIANT_TEXT.title} centered>
      <Stack gap="md">
        <Text size="sm">
          L’installation ne respecte pas toutes les exigences de la norme NF C 15-100. Voulez-vous continuer
          quand même ?
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {NON_COMPLIANT_TEXT.cancel}
          </Button>
          <Button color="red" onClick={onProceed}>
            {NON_COMPLIANT_TEXT.proceed}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export interface EditEquipmentModalProps {
  projectId: string;
  /** The room shown first; null: the first room. */
  roomId: string | null;
  onClosed: () => void;
}

/**
 * The equipment step in a full-screen modal, on one room (part 2 §2.2). Closing saves what is
 * pending first, so the summary and the check that follows see the edit.
 */
export function EditEquipmentModal({ projectId, roomId, onClosed }: EditEquipmentModalProps) {
  const editor = useEquipmentEditor(projectId);
  const [closing, setClosing] = useState(false);
  async function close() {
    if (closing) return;
    setClosing(true);
    await editor.flush();
    onClosed();
  }
  return (
    <Modal
      opened
      fullScreen
      onClose={() => void close()}
      title={closing ? 'Enregistrement…' : 'Modifier les équipements'}
      transitionProps={{ duration: 0 }}
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      <EquipmentStep editor={editor} initialRoomId={roomId} />
    </Modal>
  );
}
