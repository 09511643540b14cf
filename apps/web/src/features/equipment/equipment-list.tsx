import {
  COLORS,
  type Color,
  EQUIPMENT_HINTS,
  EQUIPMENT_TYPE_LABELS,
  type EquipmentItem,
  type EquipmentType,
  isOnOff,
  needsColor,
  roomQuantity,
} from '@courant/domain';
import {
  ActionIcon,
  Button,
  ColorSwatch,
  Divider,
  Group,
  Stack,
  Switch,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck, IconMinus, IconPlus } from '@tabler/icons-react';
import { Fragment } from 'react';

const COLOR_REQUIRED = 'Veuillez sélectionner une couleur';

export interface EquipmentListProps {
  roomId: string;
  types: readonly EquipmentType[];
  items: readonly EquipmentItem[];
  color: Color | null;
  onAdd: (type: EquipmentType) => void;
  onQuantity: (itemId: string, delta: number) => void;
  onToggle: (type: EquipmentType, on: boolean) => void;
  onColor: (color: Color) => void;
}

/** The types of one category tab for the selected room (part 2 §2.1, §3.4, §4.1, §5). */
export function EquipmentList({
  roomId,
  types,
  items,
  color,
  onAdd,
  onQuantity,
  onToggle,
  onColor,
}: EquipmentListProps) {
  return (
    <Stack gap={0}>
      {types.map((type, index) => {
        const label = EQUIPMENT_TYPE_LABELS[type];
        const hint = EQUIPMENT_HINTS[type];
        const quantity = roomQuantity(items, roomId, type);
        const item = items.find((i) => i.roomId != null && String(i.roomId) === roomId && i.type === type);
        return (
          <Fragment key={type}>
            {index > 0 ? <Divider /> : null}
            <Group justify="space-between" wrap="wrap" gap="sm" py="sm">
              <Stack gap={2} style={{ flex: '1 1 220px' }}>
                <Text fw={500}>{label}</Text>
                {hint ? (
                  <Text size="xs" c="dimmed">
                    {hint}
                  </Text>
                ) : null}
              </Stack>
              <Group gap="md" wrap="nowrap">
                {needsColor(type) ? <ColorChoice label={label} value={color} onChange={onColor} /> : null}
                {isOnOff(type) ? (
                  <Switch
                    size="md"
                    checked={quantity > 0}
                    onChange={(event) => onToggle(type, event.currentTarget.checked)}
                    label={quantity > 0 ? 'Oui' : 'Non'}
                    aria-label={label}
                  />
                ) : (
                  <QuantityControl
                    label={label}
                    quantity={quantity}
                    blocked={needsColor(type) && !color}
                    onAdd={() => onAdd(type)}
                    onRemove={() => item && onQuantity(item.id, -1)}
                  />
                )}
              </Group>
            </Group>
          </Fragment>
        );
      })}
    </Stack>
  );
}

interface QuantityControlProps {
  label: string;
  quantity: number;
  /** A colourable item waits for a colour (part 2 §5). */
  blocked: boolean;
  onAdd: () => void;
  onRemove: () => void;
}

function QuantityControl({ label, quantity, blocked, onAdd, onRemove }: QuantityControlProps) {
  if (quantity === 0) {
    return (
      <Tooltip label={COLOR_REQUIRED} disabled={!blocked} withArrow>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          aria-label={`Ajouter ${label}`}
          data-disabled={blocked || undefined}
          onClick={(event) => (blocked ? event.preventDefault() : onAdd())}
        >
          Ajouter
        </Button>
      </Tooltip>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon variant="default" aria-label={`Retirer ${label}`} onClick={onRemove}>
        <IconMinus size={14} />
      </ActionIcon>
      <Text fw={600} w={28} ta="center" aria-label={`Quantité ${label}`} role="status">
        {quantity}
      </Text>
      <Tooltip label={COLOR_REQUIRED} disabled={!blocked} withArrow>
        <ActionIcon
          variant="default"
          aria-label={`Ajouter ${label}`}
          data-disabled={blocked || undefined}
          onClick={(event) => (blocked ? event.preventDefault() : onAdd())}
        >
          <IconPlus size={14} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

const COLOR_CHOICES: { value: Color; name: string }[] = [
  { value: COLORS.white, name: 'Blanc' },
  { value: COLORS.black, name: 'Noir' },
];

/** White or black; the choice applies to every socket and switch of the project (part 2 §4.1). */
function ColorChoice({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Color | null;
  onChange: (c: Color) => void;
}) {
  return (
    <Group gap={6} role="radiogroup" aria-label={`Couleur ${label}`} wrap="nowrap">
      {COLOR_CHOICES.map((choice) => {
        const checked = value === choice.value;
        return (
          <Tooltip key={choice.value} label={choice.name} withArrow openDelay={300}>
            <UnstyledButton
              role="radio"
              aria-checked={checked}
              aria-label={choice.name}
              onClick={() => onChange(choice.value)}
              style={{ borderRadius: '50%' }}
            >
              <ColorSwatch
                color={choice.value}
                size={24}
                withShadow
                style={{
                  outline: checked
                    ? '2px solid var(--mantine-color-blue-6)'
                    : '1px solid var(--mantine-color-gray-4)',
                  outlineOffset: 2,
                }}
              >
                {checked ? (
                  <IconCheck
                    size={14}
                    color={choice.value === COLORS.black ? 'white' : 'black'}
                    aria-hidden
                  />
                ) : null}
              </ColorSwatch>
            </UnstyledButton>
          </Tooltip>
        );
      })}
    </Group>
  );
}
