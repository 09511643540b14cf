import { ActionIcon, type ActionIconProps, Button, Group, Tooltip } from '@mantine/core';
import { type Icon, IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import type { MouseEvent } from 'react';

export interface IconActionProps extends Omit<ActionIconProps, 'children'> {
  /** What the button does, shown on hover ('Supprimer'); null on a phone card (no hover). */
  tooltip: string | null;
  /** Its accessible name, with what it acts on ('Supprimer Disjoncteur 1'). */
  label: string;
  icon: Icon;
  iconSize?: number;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  type?: 'submit';
}

/** An icon button of a row or a card, named for screen readers and explained by its tooltip. */
export function IconAction({ tooltip, label, icon: Glyph, iconSize = 18, ...props }: IconActionProps) {
  const button = (
    <ActionIcon variant="subtle" {...props} aria-label={label}>
      <Glyph size={iconSize} />
    </ActionIcon>
  );
  return tooltip ? <Tooltip label={tooltip}>{button}</Tooltip> : button;
}

export interface EditDeleteActionsProps {
  /** What the buttons act on: 'Modifier Séjour', 'Supprimer le client Dupont'. */
  target: string;
  onEdit: () => void;
  onDelete: () => void;
  disabled?: boolean;
  iconSize?: number;
  /** A phone card's 44 px buttons, without tooltips. */
  touch?: boolean;
}

/** 'Modifier' and 'Supprimer' side by side, at the end of a row or a card. */
export function EditDeleteActions({
  target,
  onEdit,
  onDelete,
  disabled,
  iconSize = 18,
  touch = false,
}: EditDeleteActionsProps) {
  const shared = { disabled, iconSize, size: touch ? 'lg' : undefined };
  return (
    <>
      <IconAction
        {...shared}
        tooltip={touch ? null : 'Modifier'}
        label={`Modifier ${target}`}
        icon={IconPencil}
        onClick={onEdit}
      />
      <IconAction
        {...shared}
        tooltip={touch ? null : 'Supprimer'}
        label={`Supprimer ${target}`}
        icon={IconTrash}
        color="red"
        onClick={onDelete}
      />
    </>
  );
}

export interface SaveCancelActionsProps {
  /** What is being edited: 'Enregistrer Disjoncteur 1', 'Annuler Disjoncteur 1'. */
  target: string;
  onSave: () => void;
  onCancel: () => void;
  /** On a phone card, buttons with their words ('Annuler', then 'Enregistrer'). */
  touch?: boolean;
}

/** 'Enregistrer' and 'Annuler' of a row being edited (part 2 §4.3). */
export function SaveCancelActions({ target, onSave, onCancel, touch = false }: SaveCancelActionsProps) {
  const actions = [
    { word: 'Enregistrer', icon: IconCheck, variant: 'filled', color: 'green', onClick: onSave },
    { word: 'Annuler', icon: IconX, variant: 'default', color: undefined, onClick: onCancel },
  ] as const;
  if (!touch) {
    return actions.map(({ word, ...action }) => (
      <IconAction key={word} {...action} tooltip={word} label={`${word} ${target}`} iconSize={16} />
    ));
  }
  return (
    <Group justify="flex-end" gap="xs">
      {[...actions].reverse().map(({ word, icon: Glyph, ...action }) => (
        <Button key={word} {...action} aria-label={`${word} ${target}`} leftSection={<Glyph size={16} />}>
          {word}
        </Button>
      ))}
    </Group>
  );
}
