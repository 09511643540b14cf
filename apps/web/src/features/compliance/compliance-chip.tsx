import type { ComplianceRequest, ComplianceResult } from '@courant/domain';
import { Badge, Button, Group } from '@mantine/core';
import { StickyBar } from '../../ui/panel-section.tsx';
import { ApplySuggestionsButton, useApplySuggestions } from './apply-suggestions.tsx';
import { COMPLIANCE_TEXT, nonCompliantRooms } from './compliance-model.ts';
import { useCompliance } from './use-compliance.ts';

export interface ComplianceChipProps {
  projectId: string;
  request: ComplianceRequest | null;
  onApplySuggestions: (result: ComplianceResult) => Promise<void>;
  /** The id of the full panel's title, which 'Détails' scrolls to. */
  detailsId: string;
}

/** 'Conforme', 'Non conforme · 2 pièces', 'Vérification...', 'À revérifier' or 'Erreur'. */
function chipState(
  status: 'idle' | 'validating' | 'done' | 'error',
  result: ComplianceResult | null,
  stale: boolean,
): { label: string; color: string } {
  if (status === 'validating') return { label: COMPLIANCE_TEXT.checking, color: 'gray' };
  if (status === 'error') return { label: 'Erreur de vérification', color: 'red' };
  if (!result) return { label: 'Non vérifiée', color: 'gray' };
  if (stale) return { label: 'À revérifier', color: 'yellow' };
  if (result.global_compliance.overall_status === 'compliant') return { label: 'Conforme', color: 'green' };
  const rooms = nonCompliantRooms(result).length;
  return {
    label: rooms > 0 ? `Non conforme · ${rooms}\u00a0pièce${rooms > 1 ? 's' : ''}` : 'Non conforme',
    color: 'red',
  };
}

/**
 * On a phone the step 4 compliance state and 'Appliquer les suggestions' stay at the top of
 * the screen while the equipment lists scroll (the full panel, further down, keeps the details).
 */
export function ComplianceChip({ projectId, request, onApplySuggestions, detailsId }: ComplianceChipProps) {
  const { state, stale } = useCompliance(projectId, request);
  const result = state.result;
  const { label, color } = chipState(state.status, result, stale);
  const { applying, apply, show: showApply } = useApplySuggestions(result, stale, onApplySuggestions);

  return (
    <StickyBar label="Conformité NF C 15-100">
      <Group justify="space-between" gap={6} wrap="wrap">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <Badge color={color} variant="light" size="lg" role="status" style={{ flexShrink: 1, minWidth: 0 }}>
            {label}
          </Badge>
          <Button
            variant="subtle"
            size="compact-sm"
            px={6}
            onClick={() =>
              document.getElementById(detailsId)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
            }
          >
            Détails
          </Button>
        </Group>
        {showApply ? (
          <ApplySuggestionsButton
            size="sm"
            px="sm"
            fullWidth
            applying={applying}
            validating={state.status === 'validating'}
            onApply={apply}
          />
        ) : null}
      </Group>
    </StickyBar>
  );
}
