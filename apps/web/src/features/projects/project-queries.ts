import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { clearProjectDraft, mergeProjectDraft, readProjectDraft } from '../../lib/project-draft.ts';
import { trpcQueryUtils } from '../../lib/signed-in-providers.tsx';
import { type RouterInputs, type RouterOutputs, trpc } from '../../lib/trpc.ts';

export type ProjectDetail = RouterOutputs['projects']['get'];
export type ProjectListItem = RouterOutputs['projects']['list']['projects'][number];
export type ProjectUpdate = RouterInputs['projects']['update'];

const MINUTE = 60_000;
/** Part 1 §9 cache times. */
export const CACHE = {
  /** Project and project list: 5 min stale; a project is kept 10 min. */
  projectStale: 5 * MINUTE,
  projectGc: 10 * MINUTE,
  listStale: 5 * MINUTE,
  /** Recent projects on the dashboard: 2 min. */
  recentStale: 2 * MINUTE,
  /** Rooms: 2 min, no refetch on focus. */
  roomsStale: 2 * MINUTE,
  /** Project equipment (part 2 §7): 2 min, kept 5 min. */
  equipmentStale: 2 * MINUTE,
  equipmentGc: 5 * MINUTE,
} as const;

/** Part 1 §9: 6 projects a page on the list, 5 recent ones on the dashboard. */
export const LIST_PAGE_SIZE = 6;
export const RECENT_LIMIT = 5;

export function useProjectList(page: number) {
  return trpc.projects.list.useQuery(
    { page, limit: LIST_PAGE_SIZE },
    { staleTime: CACHE.listStale, placeholderData: (previous) => previous },
  );
}

const RECENT_INPUT = { page: 1, limit: RECENT_LIMIT };

export function useRecentProjects() {
  return trpc.projects.list.useQuery(RECENT_INPUT, { staleTime: CACHE.recentStale });
}

/**
 * Starts loading the recent projects with the dashboard's code rather than after it, so that the page
 * is drawn with them instead of placeholders that the cards then push around (layout shift).
 * Never throws: a failure shows in the page, as without it.
 */
export function prefetchRecentProjects(queryClient: QueryClient): Promise<void> {
  return trpcQueryUtils(queryClient).projects.list.prefetch(RECENT_INPUT, { staleTime: CACHE.recentStale });
}

/**
 * One project, with the local draft laid over the server's data (part 1 §4 'Temporary local edits').
 * Disabled for 'new' and for a missing id.
 */
export function useProject(projectId: string | undefined) {
  const enabled = Boolean(projectId) && projectId !== 'new';
  const query = trpc.projects.get.useQuery(
    { id: projectId ?? '' },
    { enabled, staleTime: CACHE.projectStale, gcTime: CACHE.projectGc },
  );
  const project = useMemo(
    () => (query.data && projectId ? mergeProjectDraft(query.data, readProjectDraft(projectId)) : undefined),
    [query.data, projectId],
  );
  return { ...query, project };
}

export function useCreateProject() {
  const utils = trpc.useUtils();
  return trpc.projects.create.useMutation({
    onSuccess: () => {
      // Part 1 §4: a new project goes to the front of the list: the lists are read again.
      void utils.projects.list.invalidate();
    },
  });
}

/**
 * Updates a project. On success (part 2 §7 'Update project'): the local draft of the saved fields is
 * cleared and the project and list caches refreshed.
 */
export function useUpdateProject() {
  const utils = trpc.useUtils();
  return trpc.projects.update.useMutation({
    onSuccess: (project, input) => {
      const { id, ...fields } = input;
      clearProjectDraft(id, Object.keys(fields));
      utils.projects.get.setData({ id }, (old) => (old ? { ...old, ...project } : old));
      void utils.projects.get.invalidate({ id });
      void utils.projects.list.invalidate();
    },
  });
}

export function useDeleteProject() {
  const utils = trpc.useUtils();
  return trpc.projects.delete.useMutation({
    onSuccess: (_answer, { id }) => {
      clearProjectDraft(id);
      utils.projects.get.setData({ id }, undefined);
      // Part 1 §4: a successful deletion invalidates the cached project list.
      void utils.projects.list.invalidate();
    },
    onError: (error) => {
      // Part 1 §8: a failed deletion is logged (the dialog shows it too).
      console.error('Erreur lors de la suppression du projet', error);
    },
  });
}

export function useRooms(projectId: string | undefined) {
  return trpc.rooms.get.useQuery(
    { id: projectId ?? '' },
    {
      enabled: Boolean(projectId) && projectId !== 'new',
      staleTime: CACHE.roomsStale,
      refetchOnWindowFocus: false,
    },
  );
}

/** A plan's preview is drawn by a server job after its upload: asked again while one is on its way. */
const PREVIEW_POLL_MS = 2000;

/** Step 2 lists a project's plans 10 a page; the plan viewers ask for up to 100, the server's largest page. */
const PLAN_PAGE_SIZE = 10;
export const PLAN_VIEW_LIMIT = 100;

export function usePlans(projectId: string | undefined, page = 1, limit = PLAN_PAGE_SIZE) {
  return trpc.plans.list.useQuery(
    { id: projectId ?? '', page, limit },
    {
      enabled: Boolean(projectId) && projectId !== 'new',
      staleTime: CACHE.projectStale,
      // Another page of the same project's plans shows the last one meanwhile (never another project's).
      placeholderData: (previous) => (previous?.plans[0]?.projectId === projectId ? previous : undefined),
      refetchInterval: (query) =>
        query.state.data?.plans.some((plan) => plan.previewStatus === 'pending') ? PREVIEW_POLL_MS : false,
    },
  );
}
