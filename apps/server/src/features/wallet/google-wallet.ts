import type { AppDeps } from '../../deps.ts';
import type { WalletPass } from './content.ts';

// Helper "push" writes this: https://pay.google.com/gp/v/save/<JWT> for a card's pass (RS256, the service account).
export async function googleSaveUrl(_deps: Pick<AppDeps, 'config' | 'storage'>, _pass: WalletPass): Promise<string> {
  throw new Error('googleSaveUrl is being written');
}
