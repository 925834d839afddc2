import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import german from '../../../../public/locales/de/orders.json';
import english from '../../../../public/locales/en/orders.json';
import { VerifiedTapsField } from './verified-taps-field';

const i18n = i18next.createInstance();

function Sample() {
  const [sent, setSent] = useState<boolean | null>(null);
  const { register, handleSubmit } = useForm<{ verifiedTaps: boolean }>({ defaultValues: { verifiedTaps: false } });
  return (
    <I18nextProvider i18n={i18n}>
      <form onSubmit={handleSubmit((values) => setSent(values.verifiedTaps))}>
        <VerifiedTapsField {...register('verifiedTaps')} />
        <button type="submit">Order</button>
        {sent !== null && <output>{String(sent)}</output>}
      </form>
    </I18nextProvider>
  );
}

describe('VerifiedTapsField', () => {
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { orders: english }, de: { orders: german } },
      interpolation: { escapeValue: false },
    });
  });
  afterEach(cleanup);

  it('is a labelled checkbox with its explanation, off by default, that the form sends when ticked', async () => {
    render(<Sample />);
    const box = screen.getByRole('checkbox', { name: 'NTAG 424 DNA, verified taps' });
    expect(box).toHaveProperty('checked', false);
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    const explanation = document.getElementById(box.getAttribute('aria-describedby')!);
    expect(explanation?.textContent).toMatch(/Each tap proves the real chip was touched.*loyalty, check-ins/);
    fireEvent.click(screen.getByRole('button', { name: 'Order' }));
    expect(await screen.findByText('false')).toBeTruthy();
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Order' }));
    expect(await screen.findByText('true')).toBeTruthy();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    render(<Sample />);
    expect(screen.getByRole('checkbox', { name: 'NTAG 424 DNA, verifizierte Taps' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
