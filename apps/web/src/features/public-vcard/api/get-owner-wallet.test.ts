import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Window as HappyWindow } from 'happy-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getOwnerWallet, getWalletLinks } from './get-owner-wallet';

/** A local stand-in for the three routes, answering as the server does: a session token, else 401. */
const ownerToken = 'owner-session';
const strangerToken = 'stranger-session';
const cardsOf: Record<string, { id: string; downloadToken: string }[]> = {
  [ownerToken]: [
    { id: 'card-1', downloadToken: 'public-one' },
    { id: 'card-2', downloadToken: 'public-two' },
  ],
  [strangerToken]: [{ id: 'card-9', downloadToken: 'public-nine' }],
};
let wallets = { apple: true, google: true };
let requests: { path: string; token: string | undefined }[] = [];

function answer(request: IncomingMessage): [number, unknown] {
  const token = request.headers['x-auth-token'] as string | undefined;
  const cards = token ? cardsOf[token] : undefined;
  if (!cards) return [401, { message: 'Please sign in.' }];
  if (request.url === '/api/vcf-configs') return [200, cards];
  if (request.url === '/api/wallet') return [200, wallets];
  const links = request.url?.match(/^\/api\/vcf-configs\/([\w-]+)\/wallet\/links$/);
  if (links && cards.some((card) => card.id === links[1])) {
    return [200, { apple: `/api/wallet/links/t.${links[1]}/apple`, google: null }];
  }
  return [404, { message: 'Not found.' }];
}

let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({ path: request.url ?? '', token: request.headers['x-auth-token'] as string | undefined });
    const [status, body] = answer(request);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The page's own origin, so the module's relative /api addresses reach the stand-in.
  (window as unknown as HappyWindow).happyDOM.setURL(
    `http://127.0.0.1:${(server.address() as AddressInfo).port}/vcard/public-two`,
  );
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
  wallets = { apple: true, google: true };
});

describe('getOwnerWallet', () => {
  it("gives the owner this card's id and the wallets, asking with the visitor's session", async () => {
    expect(await getOwnerWallet('public-two', ownerToken)).toEqual({
      cardId: 'card-2',
      availability: { apple: true, google: true },
    });
    expect(requests).toEqual([
      { path: '/api/vcf-configs', token: ownerToken },
      { path: '/api/wallet', token: ownerToken },
    ]);
  });

  it('is null for a signed-in visitor whose cards do not include this one, who causes no further request', async () => {
    expect(await getOwnerWallet('public-two', strangerToken)).toBeNull();
    expect(requests.map((request) => request.path)).toEqual(['/api/vcf-configs']);
  });

  it('is null for the owner when no wallet is set up', async () => {
    wallets = { apple: false, google: false };
    expect(await getOwnerWallet('public-one', ownerToken)).toBeNull();
  });

  it('fails for a session the server no longer takes (the page then shows no buttons)', async () => {
    await expect(getOwnerWallet('public-two', 'revoked-session')).rejects.toThrow(/answered 401/);
  });
});

describe('getWalletLinks', () => {
  it("fetches the card's signed links with the session", async () => {
    expect(await getWalletLinks('card-2', ownerToken)).toEqual({
      apple: '/api/wallet/links/t.card-2/apple',
      google: null,
    });
    await expect(getWalletLinks('card-9', ownerToken)).rejects.toThrow(/answered 404/);
  });
});
