import { applySuggestions, type ComplianceResult, installationChecks } from '@courant/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { complianceStore } from '../compliance/compliance-store.ts';
import { useCompliance } from '../compliance/use-compliance.ts';
import { buildComplianceRequest, newEquipmentId } from '../equipment/project-data-model.ts';
import {
  useProjectEquipmentData,
  useSaveEquipment,
  useSendCheck,
} from '../equipment/use-project-equipment.ts';
import { useWizardNext } from '../wizard/wizard-context.tsx';
import { NON_COMPLIANT_TEXT } from './summary-modals.tsx';

/**
 * Step 6's state: the project read fresh, its compliance checked when the summary opens and after
 * each edit of its equipment, the supply checks, and 'next' asking for confirmation when the
 * installation is not compliant.
 */
export function useSummary(projectId: string) {
  const data = useProjectEquipmentData(projectId, { fresh: true });
  const { project, rooms, equipments } = data;
  const request = useMemo(
    () => (project && rooms && equipments ? buildComplianceRequest(project, rooms, equipments) : null),
    [project, rooms, equipments],
  );
  const { state } = useCompliance(projectId, request);
  // The supply checks step 7 shows (subscribed power, AGCP, earth, three-phase charger), from the
  // same domain rule, so that they are seen before the board.
  const supplyChecks = useMemo(
    () =>
      project && rooms && equipments
        ? installationChecks({
            rooms,
            equipments,
            options: project.options ?? null,
            workType: project.typeTravaux,
            workScope: project.workScope ?? null,
            installation: project.installation ?? null,
          })
        : [],
    [project, rooms, equipments],
  );
  const send = useSendCheck();
  const { save } = useSaveEquipment(projectId);
  const [confirmOpen, setConfirmOpen] = useState(false);
  /** undefined: closed; null: opened from the global button (first room). */
  const [editing, setEditing] = useState<string | null | undefined>(undefined);

  // Part 2 §2.2: a non-compliant result asks for confirmation; compliant or unknown goes on directly.
  const nonCompliant = state.result?.global_compliance.overall_status === 'non_compliant';
  useWizardNext({
    hint: nonCompliant ? NON_COMPLIANT_TEXT.hint : null,
    onNext: () => {
      if (!nonCompliant) return true;
      setConfirmOpen(true);
      return false;
    },
  });

  // Part 2 §4.2: a check when the summary opens and each time its modal closes (same data is skipped).
  const [checkTrigger, setCheckTrigger] = useState(1);
  const handledTrigger = useRef(0);
  useEffect(() => {
    if (
      handledTrigger.current === checkTrigger ||
      !request ||
      data.equipmentFetching ||
      editing !== undefined
    ) {
      return;
    }
    handledTrigger.current = checkTrigger;
    void complianceStore.check(projectId, request, send);
  }, [checkTrigger, request, data.equipmentFetching, editing, projectId, send]);

  async function applyFromSummary(result: ComplianceResult) {
    if (!project || !rooms || !equipments) return;
    await save(applySuggestions(equipments, result, newEquipmentId), { project, rooms });
  }

  return {
    error: data.error,
    project,
    rooms,
    equipments,
    request,
    result: state.result,
    supplyChecks,
    applyFromSummary,
    confirmOpen,
    setConfirmOpen,
    editing,
    edit: (roomId: string | null) => setEditing(roomId),
    /** The equipment modal closed (its edits saved): check again. */
    editClosed: () => {
      setEditing(undefined);
      setCheckTrigger((n) => n + 1);
    },
  };
}
