/** Build-time settings of the admin area (Vite `VITE_*` variables, read once here). */

/** The address when it is an absolute http(s) URL, else null: nothing else is ever embedded. */
export function readDashboardUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The external metrics dashboard shown on /admin/metrics; without it the built-in charts are shown. */
export const metricsDashboardUrl = readDashboardUrl(import.meta.env.VITE_METRICS_DASHBOARD_URL);

/** `/admin/plans?create=1` (the dashboard's quick action) opens the create form right away. */
export const PLAN_CREATE_PARAM = 'create';
