import type { ComplianceRequest, ComplianceResult } from '@courant/domain';
import { Badge, Button, Group, Loader } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { StickyBar } from '../../ui/panel-section.tsx';
import { COMPLIANCE_TEXT, canApplySuggestions, nonCompliantRooms } from './compliance-model.ts';
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
 * Issue 20: on a phone the step 4 compliance state and 'Appliquer les suggestions' stay at the top of
 * the screen while the equipment lists scroll (the full panel, further down, keeps the details).
 */
export function ComplianceChip({ projectId, request, onApplySuggestions, detailsId }: ComplianceChipProps) {
  const { state, stale } = useCompliance(projectId, request);
  const [applying, setApplying] = useState(false);
  const result = state.result;
  const { label, color } = chipState(state.status, result, stale);
  const showApply = applying || canApplySuggestions(result, stale);

  async function apply() {
    if (!result) return;
    setApplying(true);
    try {
      await onApplySuggestions(result);
    } catch (error) {
      // Part 2 §8: a failure to apply suggestions is only logged.
      console.error('Application des suggestions impossible', error);
    } finally {
      setApplying(false);
    }
  }

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
          <Button
            color="teal"
            size="sm"
            px="sm"
            fullWidth
            leftSection={applying ? <Loader size={14} color="white" /> : <IconWand size={16} />}
            disabled={applying || state.status === 'validating'}
            onClick={() => void apply()}
          >
            {applying ? COMPLIANCE_TEXT.applying : COMPLIANCE_TEXT.apply}
          </Button>
        ) : null}
      </Group>
    </StickyBar>
  );
}
