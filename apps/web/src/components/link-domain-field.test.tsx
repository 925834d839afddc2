import type { LinkDomain } from '@nfc/contract/link-domains';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { type ComponentProps, useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import german from '../../public/locales/de/domains.json';
import english from '../../public/locales/en/domains.json';
import { makeLinkDomain } from '../test/link-domains';
import { LinkDomainField } from './link-domain-field';

const i18n = i18next.createInstance();
const app = 'https://app.nfc.example';
const brand = makeLinkDomain({ id: 'd-brand', hostname: 'go.brand.example' });
const events = makeLinkDomain({ id: 'd-events', hostname: 'events.brand.example' });
const pending = makeLinkDomain({ id: 'd-new', hostname: 'new.brand.example', status: 'pending', isServing: false });

type FieldProps = Omit<ComponentProps<typeof LinkDomainField>, 'value' | 'onChange'> & { initial?: string };

/** The field as a form holds it: the chosen value in state, shown beside it as a save would send it. */
function Picker({ initial = '', ...props }: FieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <I18nextProvider i18n={i18n}>
      <LinkDomainField {...props} value={value} onChange={setValue} appOrigin={app} />
      <p data-testid="chosen">{value}</p>
    </I18nextProvider>
  );
}

const tagProps = { storedDomainId: null, currentUrl: null, path: '/t/', isPathPending: true, kind: 'tag' } as const;

describe('LinkDomainField', () => {
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { domains: english }, de: { domains: german } },
      interpolation: { escapeValue: false },
    });
  });
  afterEach(cleanup);

  it('offers the default and every serving domain, and previews the link on the one chosen', () => {
    render(<Picker domains={[brand, events, pending]} {...tagProps} />);
    const select = screen.getByRole('combobox', { name: 'Link domain' });
    const options = [...select.querySelectorAll('option')].map((option) => option.textContent);
    expect(options).toEqual(['Default (app.nfc.example)', 'go.brand.example', 'events.brand.example']);
    const preview = screen.getByRole('status', { name: 'Link preview' });
    expect(preview.textContent).toBe('https://app.nfc.example/t/…');
    expect(screen.getByText('The code at the end is made when you save.')).toBeTruthy();

    fireEvent.change(select, { target: { value: 'd-events' } });
    expect(preview.textContent).toBe('https://events.brand.example/t/…');
    expect(screen.getByTestId('chosen').textContent).toBe('d-events');
  });

  it('names the default domain in the default choice', () => {
    render(<Picker domains={[{ ...brand, isDefault: true }, events]} {...tagProps} />);
    expect(screen.getByRole('option', { name: 'Default (go.brand.example)' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Link preview' }).textContent).toBe('https://go.brand.example/t/…');
  });

  it('shows the link the server answered while the saved choice stands, and the new one after a change', () => {
    render(
      <Picker
        domains={[brand, events]}
        initial="d-brand"
        storedDomainId="d-brand"
        currentUrl="https://go.brand.example/t/AbCd1234"
        path="/t/AbCd1234"
        kind="tag"
      />,
    );
    const preview = screen.getByRole('status', { name: 'Link preview' });
    expect(preview.textContent).toBe('https://go.brand.example/t/AbCd1234');
    fireEvent.change(screen.getByRole('combobox', { name: 'Link domain' }), { target: { value: '' } });
    expect(preview.textContent).toBe('https://app.nfc.example/t/AbCd1234');
    expect(screen.getByTestId('chosen').textContent).toBe('');
  });

  it('keeps a domain that stopped serving selected while the card is on it', () => {
    const lapsed = { ...brand, status: 'failed', isServing: false } satisfies LinkDomain;
    render(
      <Picker
        domains={[lapsed]}
        initial="d-brand"
        storedDomainId="d-brand"
        currentUrl="https://app.nfc.example/vcard/tok"
        path="/vcard/tok"
        kind="card"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Link domain' }) as HTMLSelectElement;
    expect(select.value).toBe('d-brand');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Default (app.nfc.example)',
      'go.brand.example (not serving)',
    ]);
    expect(screen.getByText(/The host of the card's public link/)).toBeTruthy();
  });

  it('is not there without a domain to choose', () => {
    const { container } = render(<Picker domains={[pending]} {...tagProps} />);
    expect(container.querySelector('select')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a member the link on the domain read-only, and nothing for a card on the default', () => {
    const { unmount } = render(
      <Picker
        domains={undefined}
        storedDomainId="d-brand"
        currentUrl="https://go.brand.example/vcard/tok"
        path="/vcard/tok"
        kind="card"
      />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('https://go.brand.example/vcard/tok')).toBeTruthy();
    expect(screen.getByText('The owner and admins of your organisation choose the domain.')).toBeTruthy();
    unmount();
    const { container } = render(
      <Picker
        domains={undefined}
        storedDomainId={null}
        currentUrl="https://app.nfc.example/vcard/tok"
        path="/vcard/tok"
        kind="card"
      />,
    );
    expect(container.textContent).toBe('');
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    render(<Picker domains={[brand]} {...tagProps} />);
    expect(screen.getByRole('combobox', { name: 'Link-Domain' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Standard (app.nfc.example)' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Link-Vorschau' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
