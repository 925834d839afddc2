import type { Language } from '@nfc/contract/constants';
import { type DeliveryAddress, deliveryAddressLines } from '@nfc/contract/orders';
import { escapeHtml } from '../../http/html.ts';
import type { MailMessage } from '../../platform/mail/mail.ts';

const statusNames: Record<Language, Record<string, string>> = {
  en: {
    pending: 'pending',
    processing: 'in production',
    shipped: 'shipped',
    delivered: 'delivered',
    cancelled: 'cancelled',
  },
  de: {
    pending: 'in Prüfung',
    processing: 'in Produktion',
    shipped: 'versandt',
    delivered: 'zugestellt',
    cancelled: 'storniert',
  },
};

function message(to: string, subject: string, lines: string[], link: string): MailMessage {
  return {
    to,
    subject,
    text: [...lines, '', link].join('\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p></body></html>`,
  };
}

const countryNames: Record<Language, Record<string, string>> = {
  en: { DE: 'Germany', AT: 'Austria', CH: 'Switzerland', NL: 'Netherlands', BE: 'Belgium' },
  de: { DE: 'Deutschland', AT: 'Österreich', CH: 'Schweiz', NL: 'Niederlande', BE: 'Belgien' },
};

/** The address as it goes on the parcel, one part a line. */
function addressLines(address: DeliveryAddress, language: Language): string[] {
  return [...deliveryAddressLines(address), countryNames[language][address.country] ?? address.country];
}

export function orderConfirmationMail(options: {
  to: string;
  language: Language;
  orderNumber: string;
  total: string;
  quantity: number;
  product: string;
  verifiedTaps: boolean;
  deliveryAddress: DeliveryAddress | null;
  appUrl: string;
}) {
  const { to, language, orderNumber, total, quantity, product, verifiedTaps, deliveryAddress, appUrl } = options;
  const delivery = deliveryAddress ? addressLines(deliveryAddress, language) : [];
  const link = `${appUrl}/orders/history`;
  return language === 'de'
    ? message(
        to,
        `Bestellung ${orderNumber} eingegangen`,
        [
          `Vielen Dank für Ihre Bestellung ${orderNumber}.`,
          `${quantity} × ${product}, gesamt ${total}.`,
          ...(verifiedTaps ? ['Chips: NTAG 424 DNA mit verifizierten Taps.'] : []),
          ...(delivery.length ? [`Lieferadresse: ${delivery.join(', ')}`] : []),
          'Wir prüfen Ihre Bestellung und melden uns, sobald sie in Produktion geht.',
        ],
        link,
      )
    : message(
        to,
        `Order ${orderNumber} received`,
        [
          `Thank you for your order ${orderNumber}.`,
          `${quantity} × ${product}, total ${total}.`,
          ...(verifiedTaps ? ['Chips: NTAG 424 DNA with verified taps.'] : []),
          ...(delivery.length ? [`Delivery address: ${delivery.join(', ')}`] : []),
          'We are reviewing your order and will let you know when it goes into production.',
        ],
        link,
      );
}

export function orderStatusMail(options: {
  to: string;
  language: Language;
  orderNumber: string;
  status: string;
  trackingNumber: string | null;
  appUrl: string;
}) {
  const { to, language, orderNumber, status, trackingNumber, appUrl } = options;
  const name = statusNames[language][status] ?? status;
  const link = `${appUrl}/orders/history`;
  return language === 'de'
    ? message(
        to,
        `Bestellung ${orderNumber}: ${name}`,
        [
          `Ihre Bestellung ${orderNumber} ist jetzt ${name}.`,
          ...(trackingNumber ? [`Sendungsnummer: ${trackingNumber}`] : []),
        ],
        link,
      )
    : message(
        to,
        `Order ${orderNumber}: ${name}`,
        [
          `Your order ${orderNumber} is now ${name}.`,
          ...(trackingNumber ? [`Tracking number: ${trackingNumber}`] : []),
        ],
        link,
      );
}
