import { Group, Stack } from '@mantine/core';
import { FormHeading } from '../../ui/form/form-fields.tsx';
import { SaveStatus } from '../../ui/save-status.tsx';
import { InstallationPanel } from '../installation/installation-panel.tsx';
import { useInstallationEditor } from '../installation/use-installation-editor.ts';
import { useProject } from '../projects/project-queries.ts';
import { useWizardFrame, useWizardNext } from '../wizard/wizard-context.tsx';
import { AccessControlSection, EcsSection } from './access-and-ecs-sections.tsx';
import { ControlSystemSection, WiserSection } from './control-system-section.tsx';
import { useOptionsEditor } from './use-options-editor.ts';

/** Step 5 'Options' (part 1 §2): control system, Wiser, access control and hot water, saved as you go. */
export function OptionsStep() {
  const { projectId } = useWizardFrame();
  const { options, change, flush, status } = useOptionsEditor(projectId);
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
      <ControlSystemSection options={options} change={change} />
      <WiserSection options={options} change={change} />
      <AccessControlSection options={options} change={change} />
      <EcsSection options={options} change={change} />

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
        irve={options.accessControl.irve}
      />
    </Stack>
  );
}
