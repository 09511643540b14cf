// A project's statuses and their badge texts, without zod (the dashboard's cards read them;
// importing them from project.schema.ts brought zod's runtime into its first load). project.schema.ts
// re-exports them beside projectStatusSchema.

export const PROJECT_STATUSES = ['draft', 'completed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Badge text of part 1 §4: completed is 'Terminé' (green), anything else 'En cours' (blue). */
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  completed: 'Terminé',
  draft: 'En cours',
};
