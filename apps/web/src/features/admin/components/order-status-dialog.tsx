import {
  type AdminOrder,
  adminOrderStatuses,
  deliveryAddressLines,
  updateOrderStatusBodySchema,
} from '@nfc/contract/orders';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/field';
import { TextAreaField } from '../../../components/text-area-field';
import { getErrorMessage } from '../../../lib/api-client';
import { formatCurrency } from '../../../lib/format';
import { adminToastOptions, toast } from '../../../lib/toast';
import { useDownloadOrderEncodingSheet } from '../api/download-order-encoding-sheet';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { toNullableText } from '../lib/form-values';
import { formatCountry, formatDateTime } from '../lib/format';
import { translateAdminMessage } from '../lib/messages';
import { DialogForm, FormDialog, useDialogForm } from './form-dialog';
import { FieldGrid } from './form-fields';
import { useProductLabel } from './order-labels';
import { OrderLogo } from './order-logo';

/** Any status may follow any other (spec: billing and admin section 4); shipped needs a tracking number. */
const orderStatusFormSchema = z
  .object({ status: z.enum(adminOrderStatuses), adminNotes: z.string(), trackingNumber: z.string() })
  .transform(
    (values): z.input<typeof updateOrderStatusBodySchema> => ({
      status: values.status,
      adminNotes: toNullableText(values.adminNotes),
      trackingNumber: toNullableText(values.trackingNumber),
    }),
  )
  .pipe(updateOrderStatusBodySchema);

type OrderStatusValues = z.output<typeof orderStatusFormSchema>;

export function OrderStatusDialog({ order, onClose }: { order: AdminOrder | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <FormDialog
      isOpen={order !== null}
      title={order ? t('orders.dialog.title', { orderNumber: order.orderNumber }) : ''}
      onClose={onClose}
    >
      {order && <OrderStatusForm key={order.id} order={order} onClose={onClose} />}
    </FormDialog>
  );
}

function OrderFacts({ order }: { order: AdminOrder }) {
  const { t, i18n } = useTranslation('admin');
  const productLabel = useProductLabel();
  const street = [order.organisationStreet, order.organisationNumber].filter(Boolean).join(' ');
  const city = [order.organisationPlz, order.organisationCity].filter(Boolean).join(' ');
  const facts = [
    { label: t('orders.dialog.customer'), value: order.userEmail },
    { label: t('orders.dialog.organisation'), value: order.organisationName ?? t('audit.none') },
    { label: t('orders.dialog.address'), value: [street, city].filter(Boolean).join(', ') || t('audit.none') },
    { label: t('orders.dialog.createdAt'), value: formatDateTime(order.createdAt, i18n.language) },
    { label: t('orders.dialog.product'), value: productLabel(order.productType) },
    { label: t('orders.dialog.quantity'), value: String(order.quantity) },
    { label: t('orders.dialog.country'), value: formatCountry(order.shippingCountry, i18n.language) },
    {
      label: t('orders.dialog.deliveryAddress'),
      value: order.deliveryAddress
        ? [
            ...deliveryAddressLines(order.deliveryAddress),
            formatCountry(order.deliveryAddress.country, i18n.language),
          ].join(', ')
        : t('orders.dialog.organisationAddress'),
    },
    { label: t('orders.dialog.total'), value: formatCurrency(order.totalAmount, order.currency, i18n.language) },
    { label: t('orders.dialog.writing'), value: t(`orders.writing.${order.tagWritingPreference}`) },
    {
      label: t('orders.verifiedTaps.label'),
      value: order.verifiedTaps ? t('orders.verifiedTaps.yes') : t('orders.verifiedTaps.no'),
    },
  ];
  return (
    <div className="grid gap-4 rounded-lg bg-slate-50 p-4 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] dark:bg-slate-900">
      <dl className="grid grid-cols-[auto_1fr] content-start gap-x-3 gap-y-1 text-sm">
        {facts.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="font-medium text-slate-700 dark:text-slate-300">{fact.label}</dt>
            <dd className="text-slate-900 wrap-anywhere dark:text-slate-100">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="space-y-4">
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t('orders.logo.title')}</h3>
          <OrderLogo order={order} />
        </div>
        {order.verifiedTaps && <EncodingSheetDownload order={order} />}
      </div>
    </div>
  );
}

/** The order's encoding sheet for the chip-encoding vendor: URL templates and SDM offsets, never a key. */
function EncodingSheetDownload({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  const download = useDownloadOrderEncodingSheet();
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t('orders.verifiedTaps.sheetTitle')}</h3>
      <p className="text-xs text-slate-700 dark:text-slate-300">{t('orders.verifiedTaps.sheetHint')}</p>
      <Button
        variant="secondary"
        className="px-3 py-1.5"
        isLoading={download.isPending}
        onClick={() =>
          download.mutate(order, {
            onError: (error) =>
              toast.error(getErrorMessage(error, 'admin:orders.verifiedTaps.failed'), adminToastOptions),
          })
        }
      >
        {download.isPending ? t('orders.verifiedTaps.downloading') : t('orders.verifiedTaps.download')}
      </Button>
    </div>
  );
}

function OrderStatusForm({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const updateStatus = useUpdateOrderStatus();
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
    notice,
    submit,
  } = useDialogForm({
    schema: orderStatusFormSchema,
    defaultValues: {
      status: order.status,
      adminNotes: order.adminNotes ?? '',
      trackingNumber: order.trackingNumber ?? '',
    },
  });
  const isShipped = watch('status') === 'shipped';

  const save = async (values: OrderStatusValues) => {
    await updateStatus.mutateAsync({ id: order.id, body: values });
    toast.success(
      t('orders.dialog.saved', { orderNumber: order.orderNumber, status: t(`orders.statuses.${values.status}`) }),
      adminToastOptions,
    );
    onClose();
  };

  return (
    <DialogForm
      onSubmit={submit(save, 'admin:orders.dialog.failed')}
      onCancel={onClose}
      submitLabel={t('orders.dialog.submit')}
      isSubmitting={isSubmitting}
      notice={notice}
    >
      <OrderFacts order={order} />
      <FieldGrid>
        <SelectField
          label={t('orders.dialog.status')}
          error={translateAdminMessage(t, errors.status?.message)}
          {...register('status')}
        >
          {adminOrderStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`orders.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('orders.dialog.trackingNumber')}
          required={isShipped}
          autoComplete="off"
          spellCheck={false}
          hint={t('orders.dialog.trackingHint')}
          error={translateAdminMessage(t, errors.trackingNumber?.message)}
          {...register('trackingNumber')}
        />
      </FieldGrid>
      <TextAreaField
        isCompact
        label={t('orders.dialog.adminNotes')}
        hint={t('orders.dialog.adminNotesHint')}
        rows={4}
        error={translateAdminMessage(t, errors.adminNotes?.message)}
        {...register('adminNotes')}
      />
    </DialogForm>
  );
}
