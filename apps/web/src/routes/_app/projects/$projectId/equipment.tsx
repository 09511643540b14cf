import { createFileRoute } from '@tanstack/react-router';
import { EquipmentStep } from '../../../../features/equipment/equipment-step.tsx';
import { useEquipmentEditor } from '../../../../features/equipment/use-equipment-editor.ts';
import { useWizardNext } from '../../../../features/wizard/wizard-context.tsx';

/** Step 4 'Équipements' (part 2 §2.1). */
export const Route = createFileRoute('/_app/projects/$projectId/equipment')({ component: EquipmentRoute });

function EquipmentRoute() {
  const { projectId } = Route.useParams();
  const editor = useEquipmentEditor(projectId);
  // Leaving the step saves what is still pending; a failed save keeps the user here.
  useWizardNext({ onNext: () => editor.flush() });
  return <EquipmentStep editor={editor} />;
}
