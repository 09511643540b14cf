import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { serverAnswerOf } from '../../lib/error-message.ts';
import { clearProjectDraft } from '../../lib/project-draft.ts';
import { trpc } from '../../lib/trpc.ts';
import { finishNotice, type QuoteContent } from './estimate-model.ts';

/** The autosave calls finishing needs: what is pending is dropped, then what runs is awaited. */
interface FinishSaver {
  cancel(): void;
  flush(): Promise<boolean>;
}

/**
 * Part 2 §4.5: 'Terminer'. The pending save is dropped and quotes.finish saves the lines and
 * completes the quote and the project together; back to the list, even on error (the error is
 * shown, not swallowed), except when no jeton is left: the step explains the limit, so the user
 * stays on it.
 */
export function useFinishEstimate(projectId: string, saver: FinishSaver, content: () => QuoteContent | null) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [finishing, setFinishing] = useState(false);

  /** `spendsJeton`: the button read 'Valider le projet (−1 jeton)', which the toast confirms. */
  const finish = async (spendsJeton = false) => {
    setFinishing(true);
    let stay = false;
    try {
      const lines = content();
      if (!lines) {
        console.error('Projet non trouvé');
        return false;
      }
      saver.cancel();
      await saver.flush();
      try {
        const sent = await utils.client.quotes.finish.mutate({ projectId, ...lines });
        clearProjectDraft(projectId, ['status']);
        notifications.show({ color: 'green', ...finishNotice(sent, spendsJeton) });
        await Promise.all([
          utils.projects.get.invalidate({ id: projectId }),
          utils.projects.list.invalidate(),
          utils.quotes.listByProject.invalidate({ projectId }),
          utils.team.jeton.invalidate({ projectId }),
          utils.team.plan.invalidate(),
        ]);
      } catch (error) {
        stay = serverAnswerOf(error)?.code === 'JETONS_EXHAUSTED';
        if (stay) await utils.team.jeton.invalidate({ projectId });
        console.error('Erreur lors de la finalisation de l’estimation', error);
        notifications.show({
          color: 'red',
          title: 'Projet non terminé',
          message: error instanceof Error ? error.message : String(error),
        });
      }
      return false;
    } finally {
      setFinishing(false);
      if (!stay) void navigate({ to: '/projects' });
    }
  };

  return { finishing, finish };
}
