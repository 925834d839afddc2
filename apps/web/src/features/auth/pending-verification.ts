import { readStorage, writeStorage } from '../../lib/storage';

/** The address registered on this browser whose verification mail is outstanding (kept across tabs and visits). */
const PENDING_KEY = 'vcf_platform_pending_verification';

export function getPendingVerification(): string | null {
  return readStorage('local', PENDING_KEY);
}

export function rememberPendingVerification(email: string): void {
  writeStorage('local', PENDING_KEY, email.trim());
}

/** Forgets the pending address once that address has signed in (another address leaves it alone). */
export function clearPendingVerificationFor(email: string): void {
  const pending = getPendingVerification();
  if (pending && pending.toLowerCase() === email.trim().toLowerCase()) writeStorage('local', PENDING_KEY, null);
}
