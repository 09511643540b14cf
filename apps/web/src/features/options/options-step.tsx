import {
  ACCESS_CONTROL_KEYS,
  ACCESS_CONTROL_LABELS,
  ECS_TYPE_LABELS,
  ECS_TYPES,
  GATE_TYPE_LABELS,
  GATE_TYPES,
  setAccessControl,
  setModuleCount,
  WISER_CONTROLLERS,
  WISER_MODULE_LABELS,
  WISER_MODULES,
} from '@courant/domain';
import { Badge, Group, Paper, Radio, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormHeading, WholeNumberInput } from '../../ui/form/form-fields.tsx';
import { SaveStatus } from '../../ui/save-status.tsx';
import { InstallationPanel } from '../installation/installation-panel.tsx';
import { useInstallationEditor } from '../installation/use-installation-editor.ts';
import { useProject } from '../projects/project-queries.ts';
import { useWizardFrame, useWizardNext } from '../wizard/wizard-context.tsx';
import { useOptionsEditor } from './use-options-editor.ts';

/** The hot water's counts, whole numbers from their least to 100. */
const ECS_COUNTS = [
  { key: 'nombrePersonnes', label: 'Nombre de personnes', min: 1 },
  { key: 'nombrePiecesEau', label: 'Nombre de pièces d’eau', min: 0 },
] as const;

/** Step 5 'Options' (part 1 §2): control system, Wiser, access control and hot water, saved as you go. */
export function OptionsStep() {
  const { projectId } = useWizardFrame();
  const { options, change, flush, status } = useOptionsEditor(projectId);
  const { wiserConfig, accessControl, ecs } = options;
  const { project } = useProject(projectId);
  const facts = useInstallationEditor(projectId);

  useWizardNext({
    pending: status === 'saving' || facts.status === 'saving',
    onNext: async () => {
      await Promise.all([flush(), facts.flush()]);
    },
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <FormHeading level="section" title="Options de l’installation">
          Les choix sont enregistrés automatiquement.
        </FormHeading>
        <SaveStatus status={status} />
      </Group>

      <Section title="Système de contrôle">
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
      </Section>

      <Section
        title="Configuration Wiser"
        description="Modules domotiques Schneider Electric Wiser à prévoir."
      >
        <Stack gap="md">
          <Radio.Group
            label="Contrôleur"
            value={wiserConfig.controleur}
            onChange={(value) => {
              const controleur = WISER_CONTROLLERS.find((c) => c === value);
              if (controleur) change({ ...options, wiserConfig: { ...wiserConfig, controleur } });
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
              onChange={(event) =>
                change({ ...options, wiserConfig: { ...wiserConfig, gateway: event.currentTarget.checked } })
              }
            />
            <Switch
              label="Zigbee"
              checked={wiserConfig.zigbee}
              onChange={(event) =>
                change({ ...options, wiserConfig: { ...wiserConfig, zigbee: event.currentTarget.checked } })
              }
            />
          </Group>
        </Stack>
      </Section>

      <Section title="Contrôle d’accès et extérieurs">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {ACCESS_CONTROL_KEYS.map((key) => (
            <Stack key={key} gap="xs">
              <Switch
                label={ACCESS_CONTROL_LABELS[key]}
                checked={accessControl[key]}
                onChange={(event) => change(setAccessControl(options, key, event.currentTarget.checked))}
              />
              {key === 'portailEntree' && accessControl.portailEntree ? (
                <Radio.Group
                  label="Type de portail"
                  value={accessControl.portailType ?? ''}
                  onChange={(value) => {
                    const portailType = GATE_TYPES.find((g) => g === value) ?? null;
                    change({ ...options, accessControl: { ...accessControl, portailType } });
                  }}
                  pl="xl"
                >
                  <Group mt={4} gap="lg">
                    {GATE_TYPES.map((gate) => (
                      <Radio key={gate} value={gate} label={GATE_TYPE_LABELS[gate]} />
                    ))}
                  </Group>
                </Radio.Group>
              ) : null}
            </Stack>
          ))}
        </SimpleGrid>
      </Section>

      <Section title="Eau chaude sanitaire (ECS)">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="Type d’ECS"
            data={ECS_TYPES.map((type) => ({ value: type, label: ECS_TYPE_LABELS[type] }))}
            value={ecs.type}
            onChange={(value) => {
              const type = ECS_TYPES.find((t) => t === value);
              if (type) change({ ...options, ecs: { ...ecs, type } });
            }}
            allowDeselect={false}
          />
          {ECS_COUNTS.map(({ key, label, min }) => (
            <WholeNumberInput
              key={key}
              label={label}
              min={min}
              max={100}
              clampBehavior="strict"
              value={ecs[key]}
              onChange={(value) => {
                // An emptied count that may be 0 is 0; otherwise it is being retyped: nothing to save yet.
                if (value === '' && min > 0) return;
                change({
                  ...options,
                  ecs: { ...ecs, [key]: Math.max(min, Math.trunc(Number(value) || min)) },
                });
              }}
            />
          ))}
        </SimpleGrid>
      </Section>

      <Group justify="space-between" mt="sm">
        <FormHeading level="section" title="Installation électrique">
          Ce que seul l’électricien sait : ces faits dimensionnent le tableau (étape 7) et l’estimation.
        </FormHeading>
        <SaveStatus status={facts.status} />
      </Group>
      <InstallationPanel
        installation={facts.installation}
        change={facts.change}
        rooms={(project?.rooms ?? []).map((r) => ({ id: r.id, name: r.name, roomType: r.roomType }))}
        irve={accessControl.irve}
      />
    </Stack>
  );
}

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5">
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
