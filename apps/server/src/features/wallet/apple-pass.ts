import type { AppDeps } from '../../deps.ts';
import type { WalletPass } from './content.ts';

// Helper "apple" writes this (passkit-generator): the signed .pkpass of a card's pass as it is now.
export async function buildApplePass(_deps: Pick<AppDeps, 'config' | 'storage'>, _pass: WalletPass): Promise<Buffer> {
  throw new Error('buildApplePass is being written');
}
