import type { ComplianceRequest, ComplianceResult, Room } from '@courant/domain';
import { Alert, Badge, Button, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconRefresh,
  IconShieldCheck,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { describeMissingEquipment } from '../equipment/equipment-model.ts';
import { ApplySuggestionsButton, useApplySuggestions } from './apply-suggestions.tsx';
import { COMPLIANCE_TEXT, nonCompliantRooms, roomLabel } from './compliance-model.ts';
import { useCompliance } from './use-compliance.ts';

export interface CompliancePanelProps {
  projectId: string;
  rooms: readonly Room[];
  /** The request for the data on screen; null while it is loading. */
  request: ComplianceRequest | null;
  /** Adds the missing equipment, saves and re-checks (part 2 §4.2). */
  onApplySuggestions?: (result: ComplianceResult) => Promise<void>;
}

/** The NF C 15-100 panel shared by steps 4 and 6 (part 2 §2.3, §4.2, §8). */
export function CompliancePanel({ projectId, rooms, request, onApplySuggestions }: CompliancePanelProps) {
  const { state, stale, check } = useCompliance(projectId, request);
  const validating = state.status === 'validating';
  const canCheck = request !== null && rooms.length > 0;
  const result = state.result;
  const { applying, apply, show: showApply } = useApplySuggestions(result, stale, onApplySuggestions);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="compliance-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconShieldCheck size={22} aria-hidden color="var(--mantine-color-blue-6)" />
            <Title order={3} size="h5" id="compliance-title">
              <KeepStandardTogether text={COMPLIANCE_TEXT.title} />
            </Title>
          </Group>
          {stale && state.status !== 'validating' ? (
            <Badge color="yellow" variant="light">
              À revérifier
            </Badge>
          ) : null}
        </Group>

        <ComplianceBody
          rooms={rooms}
          result={result}
          status={state.status}
          error={state.error}
          canCheck={canCheck}
          onRetry={() => void check({ force: true })}
        />

        {stale && result && state.status === 'done' ? (
          <Text size="sm" c="dimmed">
            Les pièces ou les équipements ont changé depuis la dernière vérification.
          </Text>
        ) : null}

        <Group gap="xs">
          <Button
            variant="light"
            leftSection={validating ? <Loader size={14} /> : <IconRefresh size={16} />}
            disabled={!canCheck || validating}
            onClick={() => void check({ force: true })}
          >
            {validating ? COMPLIANCE_TEXT.checking : COMPLIANCE_TEXT.recheck}
          </Button>
          {showApply ? (
            <ApplySuggestionsButton applying={applying} validating={validating} onApply={apply} />
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

interface ComplianceBodyProps {
  rooms: readonly Room[];
  result: ComplianceResult | null;
  status: 'idle' | 'validating' | 'done' | 'error';
  error: string | null;
  canCheck: boolean;
  onRetry: () => void;
}

function ComplianceBody({ rooms, result, status, error, canCheck, onRetry }: ComplianceBodyProps) {
  if (status === 'error') {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle />}
        title={<KeepStandardTogether text={COMPLIANCE_TEXT.errorTitle} />}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error}</Text>
          <Button size="xs" color="red" variant="outline" onClick={onRetry}>
            {COMPLIANCE_TEXT.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!result) {
    if (status === 'validating') {
      return (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{COMPLIANCE_TEXT.checking}</Text>
        </Group>
      );
    }
    return (
      <Text size="sm" c="dimmed">
        {canCheck
          ? 'La vérification se lance automatiquement.'
          : 'Ajoutez au moins une pièce pour vérifier la conformité.'}
      </Text>
    );
  }
  if (result.global_compliance.overall_status === 'compliant') {
    const advice = result.global_compliance.advice ?? [];
    return (
      <Verdict compliant>
        <Text size="sm">{COMPLIANCE_TEXT.compliantBody}</Text>
        {advice.length > 0 ? (
          <TitledList title={COMPLIANCE_TEXT.adviceTitle}>
            {advice.map((item) => (
              <List.Item key={`${item.rule_id}-${item.room_id ?? ''}`}>{item.message}</List.Item>
            ))}
          </TitledList>
        ) : null}
      </Verdict>
    );
  }
  const failing = nonCompliantRooms(result);
  return (
    <Verdict compliant={false}>
      {result.global_compliance.violations.length > 0 ? (
        <List size="sm" spacing={4}>
          {result.global_compliance.violations.map((violation) => (
            <List.Item key={`${violation.rule_id}-${violation.room_id ?? ''}`}>{violation.message}</List.Item>
          ))}
        </List>
      ) : null}
      {failing.length > 0 ? (
        <TitledList title="Pièces non conformes">
          {failing.map((room) => (
            <List.Item key={room.room_id}>
              <Text span size="sm" fw={500}>
                {roomLabel(room.room_id, rooms)}
              </Text>
              {room.missing_equipment.length > 0 ? (
                <Text span size="sm" c="dimmed">
                  {' '}
                  — manque : {room.missing_equipment.map(describeMissingEquipment).join(', ')}
                </Text>
              ) : null}
            </List.Item>
          ))}
        </TitledList>
      ) : null}
    </Verdict>
  );
}

/** The check's verdict: a green 'conforme' box or a red 'non conforme' one, its lines one under the other. */
function Verdict({ compliant, children }: { compliant: boolean; children: ReactNode }) {
  return (
    <Alert
      color={compliant ? 'green' : 'red'}
      variant="light"
      icon={compliant ? <IconCircleCheck /> : <IconCircleX />}
      title={
        <KeepStandardTogether
          text={compliant ? COMPLIANCE_TEXT.compliantTitle : COMPLIANCE_TEXT.nonCompliantTitle}
        />
      }
    >
      <Stack gap="xs">{children}</Stack>
    </Alert>
  );
}

/** A short list under its bold title, which also names it for screen readers. */
function TitledList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="sm" spacing={4} aria-label={title}>
        {children}
      </List>
    </div>
  );
}

const STANDARD = 'NF C 15-100';

/** Never breaks the standard's name across lines ('NF C 15-' / '100'); the text itself is unchanged. */
function KeepStandardTogether({ text }: { text: string }) {
  const at = text.indexOf(STANDARD);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span style={{ whiteSpace: 'nowrap' }}>{STANDARD}</span>
      {text.slice(at + STANDARD.length)}
    </>
  );
}
