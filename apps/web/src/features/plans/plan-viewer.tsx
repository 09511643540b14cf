import { Center, Image, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { isDrawableImage, isPdf } from './plan-model.ts';

const PdfPages = lazy(() => import('./pdf-pages.tsx').then((module) => ({ default: module.PdfPages })));

/** What the viewer reads of a plan file (plans.list answer). */
export interface ViewablePlan {
  id: string;
  originalName: string;
  publicUrl: string;
  previewUrl?: string | null;
  /** 'pending' while the server's job draws the preview (the plans list is asked again meanwhile). */
  previewStatus?: 'pending' | 'ready' | 'unavailable';
  mime: string;
}

export interface PlanViewerProps {
  plans: readonly ViewablePlan[];
  /** Heading above the viewer, e.g. 'Plans du projet'. */
  title?: string;
  /** Plan shown first; defaults to the first one. */
  initialPlanId?: string;
  /** Drawn over each page (boxes of the detected rooms), positioned in fractions of the page. */
  overlay?: (planId: string, page: number) => ReactNode;
}

/** One plan at a time: images as they are, PDF pages drawn in the page; a picker when there are several. */
export function PlanViewer({ plans, title = 'Aperçu du plan', initialPlanId, overlay }: PlanViewerProps) {
  const [selectedId, setSelectedId] = useState<string | null>(initialPlanId ?? null);
  const plan = plans.find((p) => p.id === selectedId) ?? plans[0];
  if (!plan) return null;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        {plans.length > 1 ? (
          <Select
            label="Plan affiché"
            data={plans.map((p) => ({ value: p.id, label: p.originalName }))}
            value={plan.id}
            onChange={(value) => value && setSelectedId(value)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <Text size="sm" c="dimmed" truncate>
            {plan.originalName}
          </Text>
        )}
        <PlanContent plan={plan} overlay={overlay ? (page) => overlay(plan.id, page) : undefined} />
      </Stack>
    </Paper>
  );
}

function PlanContent({ plan, overlay }: { plan: ViewablePlan; overlay?: (page: number) => ReactNode }) {
  if (isPdf(plan.mime, plan.originalName)) {
    return (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        }
      >
        <PdfPages url={plan.publicUrl} title={plan.originalName} overlay={overlay} />
      </Suspense>
    );
  }
  // HEIC cannot be drawn by browsers: the server's PNG preview stands in for it.
  const src = isDrawableImage(plan.mime) ? plan.publicUrl : plan.previewUrl;
  if (!src && plan.previewStatus === 'pending') {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader size="sm" aria-label="Aperçu en préparation" />
          <Text size="sm" c="dimmed">
            Aperçu en cours de préparation…
          </Text>
        </Stack>
      </Center>
    );
  }
  if (!src) {
    return (
      <Text size="sm" c="dimmed">
        Aperçu indisponible pour ce format.
      </Text>
    );
  }
  if (overlay) {
    // The boxes are placed in fractions of the picture: the wrapper is exactly the picture's size.
    return (
      <div style={{ position: 'relative', lineHeight: 0 }}>
        <img
          src={src}
          alt={`Plan ${plan.originalName}`}
          style={{
            display: 'block',
            width: '100%',
            border: '1px solid var(--mantine-color-gray-3)',
            background: 'white',
          }}
        />
        {overlay(1)}
      </div>
    );
  }
  return (
    <Image
      src={src}
      alt={`Plan ${plan.originalName}`}
      fit="contain"
      radius="sm"
      mah={720}
      style={{ border: '1px solid var(--mantine-color-gray-3)', background: 'white' }}
    />
  );
}
