import { quoteScheduleSchema } from '@courant/domain';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { z } from 'zod';
import { errorMessage } from '../../lib/error-message.ts';
import { trpc } from '../../lib/trpc.ts';
import { downloadQuotePdf } from './estimate-export.ts';
import { lifeOf, type QuoteLife } from './quote-life.ts';

export type ScheduleText = 'signaturePlace' | 'plannedStart' | 'plannedDurationDays';
export type ScheduleField = ScheduleText | 'offPremises';

const scheduleInputSchema = quoteScheduleSchema.extend({ offPremises: z.boolean().optional() });

const failed = (title: string) => (error: unknown) =>
  notifications.show({ color: 'red', title, message: errorMessage(error, '') });

/**
 * The devis's life at step 8: its schedule texts (where it is signed, the planned start and
 * duration, signed at the client's home or not), each checked by the domain's schema with its French
 * message in place and saved when its field is left (a sent devis changed becomes a new version);
 * accepting or refusing a sent devis, duplicating it, and the versions sent before, as they were sent.
 */
export function useQuoteLife(projectId: string, life: QuoteLife, onChange: (life: QuoteLife) => void) {
  const { quoteId } = life;
  const utils = trpc.useUtils();
  const update = trpc.quotes.update.useMutation();
  const duplicate = trpc.quotes.duplicate.useMutation();
  const [showVersions, setShowVersions] = useState(false);
  const versions = trpc.quotes.versions.useQuery(
    { id: quoteId ?? '' },
    { enabled: showVersions && quoteId !== null },
  );
  const [printing, setPrinting] = useState<number | null>(null);
  const [texts, setTexts] = useState<Record<ScheduleText, string>>({
    signaturePlace: life.signaturePlace ?? '',
    plannedStart: life.plannedStart ?? '',
    plannedDurationDays: life.plannedDurationDays === null ? '' : String(life.plannedDurationDays),
  });
  const [scheduleErrors, setScheduleErrors] = useState<Partial<Record<ScheduleField, string>>>({});

  const refresh = () =>
    Promise.all([utils.quotes.listByProject.invalidate({ projectId }), utils.projects.invalidate()]);

  const saveSchedule = async (field: ScheduleField, text: string | boolean) => {
    if (!quoteId) return;
    const value = typeof text === 'boolean' ? text : text.trim() === '' ? null : text.trim();
    const parsed = scheduleInputSchema.safeParse({ [field]: value });
    if (!parsed.success) {
      setScheduleErrors({ ...scheduleErrors, [field]: parsed.error.issues[0]?.message ?? 'Valeur invalide' });
      return;
    }
    setScheduleErrors({ ...scheduleErrors, [field]: undefined });
    const next = parsed.data[field] ?? null;
    if (next === (life[field] ?? null)) return;
    try {
      onChange(lifeOf(await update.mutateAsync({ id: quoteId, [field]: next })));
      await refresh();
    } catch (error) {
      failed('Devis non enregistré')(error);
    }
  };

  const decide = async (target: 'accepted' | 'refused') => {
    if (!quoteId) return;
    try {
      onChange(lifeOf(await update.mutateAsync({ id: quoteId, status: target })));
      await refresh();
    } catch (error) {
      failed('Statut inchangé')(error);
    }
  };

  // The client signed (online or on paper): the devis is accepted on the server, so it is here too.
  const markAccepted = () => {
    if (life.status === 'accepted') return;
    onChange({ ...life, status: 'accepted' });
    void refresh();
  };

  const copy = async () => {
    if (!quoteId) return;
    try {
      await duplicate.mutateAsync({ id: quoteId });
      await refresh();
      notifications.show({
        color: 'green',
        title: 'Devis dupliqué',
        message: 'Une copie en brouillon a été créée.',
      });
    } catch (error) {
      failed('Duplication impossible')(error);
    }
  };

  /** An earlier version's PDF, as it was sent (its lines, dates, client and place of signature). */
  const printVersion = async (version: number) => {
    if (!quoteId) return;
    setPrinting(version);
    try {
      await downloadQuotePdf(quoteId, version);
    } catch (error) {
      failed('Export PDF impossible')(error);
    } finally {
      setPrinting(null);
    }
  };

  return {
    texts,
    setText: (field: ScheduleText, text: string) => setTexts((all) => ({ ...all, [field]: text })),
    scheduleErrors,
    saveSchedule,
    deciding: update.isPending,
    decide,
    markAccepted,
    copying: duplicate.isPending,
    copy,
    showVersions,
    toggleVersions: () => setShowVersions((shown) => !shown),
    versions,
    printing,
    printVersion,
  };
}

export type QuoteLifeEditor = ReturnType<typeof useQuoteLife>;
