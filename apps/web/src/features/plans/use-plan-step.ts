import { checkDeclaredFile, PROJECT_UPLOAD_RULE } from '@courant/domain';
import type { FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { confirmFirst } from '../../ui/confirm.tsx';
import { usePlans, useRooms } from '../projects/project-queries.ts';
import { useWizardNext } from '../wizard/wizard-context.tsx';
import { PLAN_MESSAGES } from './plan-model.ts';
import { usePlanUploads } from './use-plan-uploads.ts';
import { usePurgeEffects } from './use-purge-effects.ts';

const PLAN_STEP_MESSAGES = {
  noPlan: 'Ajoutez au moins un plan pour continuer',
  uploading: 'Envoi des plans en cours…',
  confirmTitle: 'Remplacer les pièces existantes\u00a0?',
  confirmText:
    'Ce projet a déjà des pièces. Ajouter un plan supprimera les pièces et les équipements existants\u00a0; une nouvelle analyse sera faite.',
  confirmDeleteTitle: 'Supprimer ce plan\u00a0?',
  confirmDeleteText: 'Les pièces et les équipements du projet seront aussi supprimés.',
} as const;

/** The files refused by the drop zone or by the domain's upload rule, each with its French reason. */
function sortFiles(accepted: File[], rejected: FileRejection[]) {
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
  return { valid, refused };
}

/**
 * Step 2's state and calls: the project's plans page by page, the uploads under way, adding plans
 * (confirmed first when the project has rooms, which the upload then purges) and deleting one.
 */
export function usePlanStep(projectId: string) {
  const [page, setPage] = useState(1);
  const plans = usePlans(projectId, page);
  const rooms = useRooms(projectId);
  const uploads = usePlanUploads(projectId);
  const remove = trpc.plans.delete.useMutation();
  const utils = trpc.useUtils();
  const afterPurge = usePurgeEffects(projectId);
  const planList = plans.data?.plans ?? [];
  const hasRooms = (rooms.data?.rooms.length ?? 0) > 0;

  useWizardNext({
    disabledReason: uploads.uploading
      ? PLAN_STEP_MESSAGES.uploading
      : planList.length === 0 && !hasRooms
        ? PLAN_STEP_MESSAGES.noPlan
        : null,
  });

  const addFiles = (accepted: File[], rejected: FileRejection[]) => {
    uploads.clearErrors();
    const { valid, refused } = sortFiles(accepted, rejected);
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
        body: `« ${name} » sera supprimé. ${PLAN_STEP_MESSAGES.confirmDeleteText}`,
        confirm: 'Supprimer',
      },
      () => void deletePlan(planId),
    );

  return {
    page,
    setPage,
    plans: planList,
    total: plans.data?.total ?? 0,
    totalPages: plans.data?.totalPages ?? 0,
    loading: plans.isPending,
    uploads,
    addFiles,
    askDelete,
    deletingId: remove.isPending ? remove.variables?.planId : undefined,
  };
}
