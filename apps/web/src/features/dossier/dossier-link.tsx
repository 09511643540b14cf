import { Anchor, Button } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { stepHref } from '../wizard/wizard-model.ts';

/** The address of a project's Consuel dossier. */
export const dossierHref = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/dossier`;

/** A link inside the app (keyboard, middle click and new tab work; a plain click stays in the app). */
function useAppLink(href: string) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate({ href });
  };
}

/** From the devis (step 8) to the project's Consuel dossier. */
export function DossierLink({ projectId }: { projectId: string }) {
  const href = dossierHref(projectId);
  const onClick = useAppLink(href);
  return (
    <Button
      component="a"
      href={href}
      onClick={onClick}
      variant="light"
      leftSection={<IconClipboardCheck size={16} />}
    >
      Dossier Consuel
    </Button>
  );
}

/** From the dossier back to step 8. */
export function BackToEstimate({ projectId, children }: { projectId: string; children: ReactNode }) {
  const href = stepHref(projectId, 'quote');
  const onClick = useAppLink(href);
  return (
    <Anchor href={href} onClick={onClick} size="sm" w="fit-content">
      {children}
    </Anchor>
  );
}
