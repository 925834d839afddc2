import { type CustomerOrder, deliveryAddressLines } from '@nfc/contract/orders';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { textLink } from '../../../components/styles';
import { getErrorMessage } from '../../../lib/api-client';
import { useDownloadEncodingSheet } from '../api/download-encoding-sheet';
import { useCountryName } from '../hooks/use-country-name';
import { formatOrderDate, formatOrderMoney } from '../lib/order-format';
import { getLineLabelKey, getProductLabelKeys } from '../lib/order-labels';
import { getDisplayedTotal } from '../lib/order-total';
import { getTrackingUrl } from '../lib/tracking';
import { useCustomizationText } from './order-items';
import { OrderStatusBadge } from './order-status-badge';

type OrderDetailsDialogProps = { order: CustomerOrder | null; onClose: () => void };

/** Everything the history knows about one order, with the price of each item. */
export function OrderDetailsDialog({ order, onClose }: OrderDetailsDialogProps) {
  const { t } = useTranslation('orders');
  return (
    <Dialog
      isOpen={order !== null}
      onClose={onClose}
      title={order ? t('orders:history.details.title', { orderNumber: order.orderNumber }) : ''}
      className="max-w-xl"
    >
      {order && <OrderDetails order={order} onClose={onClose} />}
    </Dialog>
  );
}

function OrderDetails({ order, onClose }: { order: CustomerOrder; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const countryName = useCountryName();
  const customizationText = useCustomizationText();
  const product = getProductLabelKeys(order.productType);
  const rows = [
    { label: t('orders:history.details.date'), value: formatOrderDate(order.orderDate) },
    { label: t('orders:history.details.status'), value: <OrderStatusBadge status={order.status} /> },
    {
      label: t('orders:history.details.product'),
      value: t('orders:productName', { line: t(product.line), edition: t(product.edition) }),
    },
    { label: t('orders:history.details.country'), value: countryName(order.shippingCountry) },
    {
      label: t('orders:history.details.deliveryAddress'),
      value: order.deliveryAddress ? (
        <address className="not-italic">
          {[...deliveryAddressLines(order.deliveryAddress), countryName(order.deliveryAddress.country)].map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : (
        t('orders:history.details.organisationAddress')
      ),
    },
    {
      label: t('orders:history.details.writing'),
      value: t(`orders:writingPreference.${order.tagWritingPreference}.short`),
    },
    {
      label: t('orders:verifiedTaps.label'),
      value: order.verifiedTaps ? t('orders:verifiedTaps.yes') : t('orders:verifiedTaps.no'),
    },
    {
      label: t('orders:history.details.tracking'),
      value: order.trackingNumber ? (
        <a href={getTrackingUrl(order.trackingNumber)} target="_blank" rel="noopener noreferrer" className={textLink}>
          {order.trackingNumber}
          <span className="sr-only"> {t('orders:history.card.newTab')}</span>
        </a>
      ) : (
        t('orders:history.details.noTracking')
      ),
    },
  ];

  return (
    <>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-medium text-slate-700 dark:text-slate-300">{row.label}</dt>
            <dd className="text-slate-900 wrap-anywhere dark:text-white">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-md text-left text-sm">
          <caption className="sr-only">{t('orders:history.details.itemsCaption')}</caption>
          <thead className="border-b border-slate-200 text-slate-700 dark:border-slate-700 dark:text-slate-300">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('orders:history.details.itemProduct')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('orders:history.details.itemQuantity')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('orders:history.details.itemUnitPrice')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('orders:history.details.itemTotal')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {order.items.map((item, index) => {
              const customization = customizationText(item);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: items have no id and keep their order
                <tr key={index}>
                  <td className="py-2 pr-3 text-slate-900 dark:text-white">
                    {t(getLineLabelKey(item.productType))}
                    {customization && (
                      <span className="block text-xs text-slate-600 dark:text-slate-400">{customization}</span>
                    )}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{item.quantity}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {formatOrderMoney(item.unitPrice, order.currency)}
                  </td>
                  <td className="py-2 text-right tabular-nums">
                    {formatOrderMoney(item.unitPrice * item.quantity, order.currency)}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot className="border-t border-slate-300 dark:border-slate-600">
            <tr>
              <th scope="row" colSpan={3} className="py-2 pr-3 text-right font-semibold">
                {t('orders:history.details.total')}
              </th>
              <td className="py-2 text-right font-semibold tabular-nums">
                {formatOrderMoney(getDisplayedTotal(order), order.currency)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('orders:history.details.totalNote')}</p>
      {order.verifiedTaps && <EncodingSheetDownload order={order} />}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('orders:history.details.close')}
        </Button>
      </div>
    </>
  );
}

/** The encoding sheet of an order with verified taps: what the chip-encoding vendor personalises the chips from. */
function EncodingSheetDownload({ order }: { order: CustomerOrder }) {
  const { t } = useTranslation('orders');
  const download = useDownloadEncodingSheet();
  return (
    <section className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('orders:encodingSheet.hint')}</p>
      <Button variant="secondary" isLoading={download.isPending} onClick={() => download.mutate(order)}>
        {download.isPending ? t('orders:encodingSheet.downloading') : t('orders:encodingSheet.download')}
      </Button>
      {download.isError && <Alert tone="error">{getErrorMessage(download.error, 'orders:encodingSheet.failed')}</Alert>}
    </section>
  );
}
