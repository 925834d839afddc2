import type { SsoTest } from '@nfc/contract/identity';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// POST /api/team/sso/test - where a test sign-in starts (it ends on /sso/test-result, not in a session)
export async function testSsoConnection(): Promise<SsoTest> {
  const { data } = await api.post<SsoTest>('/team/sso/test');
  return data;
}

export function useTestSsoConnection() {
  return useMutation({ mutationFn: testSsoConnection });
}
