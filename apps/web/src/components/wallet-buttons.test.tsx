import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import german from '../../public/locales/de/wallet.json';
import english from '../../public/locales/en/wallet.json';
import { WalletButtons } from './wallet-buttons';

const i18n = i18next.createInstance();
const links = {
  apple: 'https://cards.example/api/wallet/links/signed.token/apple',
  google: 'https://cards.example/api/wallet/links/signed.token/google',
};

const inI18n = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

/** A promise settled from outside, to look at the buttons while the links are on their way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('WalletButtons', () => {
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { wallet: english }, de: { wallet: german } },
      interpolation: { escapeValue: false },
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows a badge for each wallet set up, named after the card where cards are listed', () => {
    inI18n(
      <WalletButtons
        availability={{ apple: true, google: true }}
        getLinks={async () => links}
        onError={() => {}}
        cardName="Trade fair"
      />,
    );
    const apple = screen.getByRole('button', { name: 'Add to Apple Wallet: Trade fair' });
    const google = screen.getByRole('button', { name: 'Add to Google Wallet: Trade fair' });
    expect(apple.textContent).toBe('Add to Apple Wallet');
    expect(google.textContent).toBe('Add to Google Wallet');
    // The glyphs are drawn, not images to download, and hidden from screen readers.
    expect(apple.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows only the wallets the server is set up for, and nothing at all when none is', () => {
    const { unmount } = inI18n(
      <WalletButtons availability={{ apple: false, google: true }} getLinks={async () => links} onError={() => {}} />,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Add to Google Wallet']);
    unmount();
    const { container } = inI18n(
      <WalletButtons availability={{ apple: false, google: false }} getLinks={async () => links} onError={() => {}} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('fetches fresh links on a press, shows that it is busy, then opens the pressed wallet', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const pending = deferred<typeof links>();
    const getLinks = vi.fn(() => pending.promise);
    inI18n(<WalletButtons availability={{ apple: true, google: true }} getLinks={getLinks} onError={() => {}} />);
    const apple = screen.getByRole('button', { name: 'Add to Apple Wallet' });
    fireEvent.click(apple);
    expect(apple.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Opening the wallet pass…');
    // A second press while the first loads asks nothing more.
    fireEvent.click(screen.getByRole('button', { name: 'Add to Google Wallet' }));
    expect(getLinks).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve(links));
    expect(assign).toHaveBeenCalledExactlyOnceWith(links.apple);
    expect(apple.getAttribute('aria-busy')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add to Google Wallet' }));
    await vi.waitFor(() => expect(assign).toHaveBeenLastCalledWith(links.google));
    expect(getLinks).toHaveBeenCalledTimes(2);
  });

  it('tells the user when the links could not be fetched, or the wallet has no link any more', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const onError = vi.fn();
    const { unmount } = inI18n(
      <WalletButtons
        availability={{ apple: true, google: true }}
        getLinks={() => Promise.reject(new Error('offline'))}
        onError={onError}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to Apple Wallet' }));
    await vi.waitFor(() =>
      expect(onError).toHaveBeenCalledWith('The wallet pass could not be opened. Please try again.'),
    );
    expect(screen.getByRole('button', { name: 'Add to Apple Wallet' }).getAttribute('aria-busy')).toBeNull();
    unmount();

    inI18n(
      <WalletButtons
        availability={{ apple: true, google: true }}
        getLinks={async () => ({ ...links, google: null })}
        onError={onError}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to Google Wallet' }));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(2));
    expect(assign).not.toHaveBeenCalled();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    inI18n(
      <WalletButtons
        availability={{ apple: true, google: true }}
        getLinks={async () => links}
        onError={() => {}}
        cardName="Messe"
      />,
    );
    expect(screen.getByRole('button', { name: 'Zu Apple Wallet hinzufügen: Messe' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zu Google Wallet hinzufügen: Messe' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
