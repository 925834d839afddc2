/**
 * What an API key may reach (issue 28). Each organisation route names the one scope it needs in its route config
 * (`config: { scope }`); a route without one (billing, team, API keys, admin, the profile) is never reachable with a key.
 */
export const apiKeyScopes = [
  'tags:read',
  'tags:write',
  'cards:read',
  'cards:write',
  'leads:read',
  'leads:write',
  'analytics:read',
  'webhooks:write',
] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];
