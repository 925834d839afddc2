import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearPendingVerificationFor,
  getPendingVerification,
  rememberPendingVerification,
} from './pending-verification';

describe('pending verification', () => {
  beforeEach(() => window.localStorage.clear());

  it('remembers the registered address until that address signs in', () => {
    expect(getPendingVerification()).toBeNull();
    rememberPendingVerification(' Anna@Example.com ');
    expect(getPendingVerification()).toBe('Anna@Example.com');
    clearPendingVerificationFor('someone-else@example.com');
    expect(getPendingVerification()).toBe('Anna@Example.com');
    clearPendingVerificationFor('anna@example.com');
    expect(getPendingVerification()).toBeNull();
  });
});
