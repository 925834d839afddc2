import { jwtVerify, SignJWT } from 'jose';

/** How long the person has on Salesforce's consent screen before the state runs out. */
export const OAUTH_STATE_LIFETIME_SECONDS = 15 * 60;
const AUDIENCE = 'crm-oauth';

export type OauthState = { organisationId: string; userId: string; provider: 'salesforce' };

/** The OAuth `state`: signed with its own key (keys.ts), expiring, binding the organisation and the person. */
export async function signOauthState(key: string, state: OauthState, now = new Date()): Promise<string> {
  return new SignJWT({ org: state.organisationId, provider: state.provider })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(state.userId)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(now.getTime() / 1000) + OAUTH_STATE_LIFETIME_SECONDS)
    .sign(Buffer.from(key, 'base64url'));
}

/** The state's binding, or null when it is forged, changed, expired or not ours. */
export async function verifyOauthState(key: string, value: string): Promise<OauthState | null> {
  try {
    const { payload } = await jwtVerify(value, Buffer.from(key, 'base64url'), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
    });
    if (typeof payload.org !== 'string' || typeof payload.sub !== 'string' || payload.provider !== 'salesforce') {
      return null;
    }
    return { organisationId: payload.org, userId: payload.sub, provider: 'salesforce' };
  } catch {
    return null;
  }
}
