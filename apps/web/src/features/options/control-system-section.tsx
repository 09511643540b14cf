import { setModuleCount, WISER_CONTROLLERS, WISER_MODULE_LABELS, WISER_MODULES } from '@courant/domain';
import { Badge, Group, Radio, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { WholeNumberInput } from '../../ui/form/form-fields.tsx';
import { StepSection } from '../../ui/step-section.tsx';
import type { OptionsFieldsProps } from './options-fields.ts';

/** The project's control system: none for now, Wiser announced. */
export function ControlSystemSection({ options, change }: OptionsFieldsProps) {
  return (
    <StepSection title="Système de contrôle">
      <Radio.Group
        label="Type de système"
        value={options.type}
        onChange={(value) => {
          if (value === 'Aucun' || value === 'Wiser') change({ ...options, type: value });
        }}
      >
        <Group mt="xs" gap="lg">
          <Radio value="Aucun" label="Aucun" />
          {/* Part 1 §2: Wiser is not selectable as a project-level type. */}
          <Radio
            value="Wiser"
            disabled
            label={
              <Group gap={6} component="span">
                Wiser
                <Badge size="xs" variant="light" color="gray" component="span">
                  Bientôt disponible
                </Badge>
              </Group>
            }
          />
        </Group>
      </Radio.Group>
    </StepSection>
  );
}

/** The Wiser home-automation modules to provide: controller, module counts, gateway, Zigbee. */
export function WiserSection({ options, change }: OptionsFieldsProps) {
  const { wiserConfig } = options;
  const setWiser = (next: Partial<typeof wiserConfig>) =>
    change({ ...options, wiserConfig: { ...wiserConfig, ...next } });
  return (
    <StepSection
      title="Configuration Wiser"
      description="Modules domotiques Schneider Electric Wiser à prévoir."
    >
      <Stack gap="md">
        <Radio.Group
          label="Contrôleur"
          value={wiserConfig.controleur}
          onChange={(value) => {
            const controleur = WISER_CONTROLLERS.find((c) => c === value);
            if (controleur) setWiser({ controleur });
          }}
        >
          <Group mt="xs" gap="lg">
            {WISER_CONTROLLERS.map((controller) => (
              <Radio key={controller} value={controller} label={controller} />
            ))}
          </Group>
        </Radio.Group>
        <Text size="sm" fw={500} mb={-8}>
          Nombre de modules
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {WISER_MODULES.map((module) => (
            <WholeNumberInput
              key={module}
              label={WISER_MODULE_LABELS[module]}
              aria-label={`Modules ${WISER_MODULE_LABELS[module].toLowerCase()}`}
              min={0}
              max={100}
              step={1}
              clampBehavior="strict"
              value={wiserConfig.modules[module]}
              onChange={(value) => change(setModuleCount(options, module, Number(value) || 0))}
            />
          ))}
        </SimpleGrid>
        <Group gap="xl">
          <Switch
            label="Passerelle (gateway)"
            checked={wiserConfig.gateway}
            onChange={(event) => setWiser({ gateway: event.currentTarget.checked })}
          />
          <Switch
            label="Zigbee"
            checked={wiserConfig.zigbee}
            onChange={(event) => setWiser({ zigbee: event.currentTarget.checked })}
          />
        </Group>
      </Stack>
    </StepSection>
  );
}
