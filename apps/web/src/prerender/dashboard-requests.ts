/**
 * The requests a full load of /dashboard makes first: who is signed in (REST, asked by the
 * signed-in area's beforeLoad) and the dashboard loader's one batched tRPC request (the recent projects,
 * the plan's jetons, the overdue invoices and the balance to collect). build/prerender.ts writes them into dist/dashboard.html as
 * `<link rel="preload" as="fetch">`, so that they leave with the page instead of after its code has
 * loaded and run; the app's own requests then take the preloaded answers. Each URL must be exactly the
 * one the app asks for (dashboard-requests.test.ts checks it): a URL that drifted would be fetched twice.
 */
export const DASHBOARD_REQUESTS: readonly string[] = [
  '/api/v1/auth/user',
  `/trpc/projects.list,team.plan,invoices.overdue,invoices.outstanding?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { page: 1, limit: 5 } }))}`,
];
