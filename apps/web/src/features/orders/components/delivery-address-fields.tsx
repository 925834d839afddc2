import { shippingCountries } from '@nfc/contract/constants';
import {
  DELIVERY_CITY_MAX,
  DELIVERY_COMPANY_MAX,
  DELIVERY_NAME_MAX,
  DELIVERY_NUMBER_MAX,
  DELIVERY_STREET_MAX,
  type orderFormSchema,
} from '@nfc/contract/orders';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Card } from '../../../components/card';
import { SelectField, TextField } from '../../../components/field';
import { translateMessage } from '../../../lib/messages';
import { useCountryName } from '../hooks/use-country-name';

type OrderFormInput = z.input<typeof orderFormSchema>;

type DeliveryAddressFieldsProps = {
  register: UseFormRegister<OrderFormInput>;
  errors: FieldErrors<OrderFormInput>['deliveryAddress'];
  /** The country is the shipping country: choosing one here chooses it there. */
  onCountryChange: (country: (typeof shippingCountries)[number]) => void;
};

/** Where the fobs go: prefilled from the organisation's profile, editable for this order. */
export function DeliveryAddressFields({ register, errors, onCountryChange }: DeliveryAddressFieldsProps) {
  const { t } = useTranslation('orders');
  const { t: tShared } = useTranslation();
  const countryName = useCountryName();
  const titleId = useId();
  const error = (field: 'name' | 'company' | 'street' | 'number' | 'plz' | 'city' | 'country') =>
    translateMessage(tShared, errors?.[field]?.message);

  return (
    <section aria-labelledby={titleId}>
      <Card className="space-y-4">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('orders:fobs.delivery.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('orders:fobs.delivery.hint')}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('orders:fobs.delivery.name')}
            autoComplete="shipping name"
            maxLength={DELIVERY_NAME_MAX}
            required
            error={error('name')}
            {...register('deliveryAddress.name')}
          />
          <TextField
            label={t('orders:fobs.delivery.company')}
            autoComplete="shipping organization"
            maxLength={DELIVERY_COMPANY_MAX}
            error={error('company')}
            {...register('deliveryAddress.company')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
          <TextField
            label={t('orders:fobs.delivery.street')}
            autoComplete="shipping address-line1"
            maxLength={DELIVERY_STREET_MAX}
            required
            error={error('street')}
            {...register('deliveryAddress.street')}
          />
          <TextField
            label={t('orders:fobs.delivery.number')}
            autoComplete="shipping address-line2"
            maxLength={DELIVERY_NUMBER_MAX}
            required
            error={error('number')}
            {...register('deliveryAddress.number')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <TextField
            label={t('orders:fobs.delivery.plz')}
            autoComplete="shipping postal-code"
            maxLength={10}
            required
            error={error('plz')}
            {...register('deliveryAddress.plz')}
          />
          <TextField
            label={t('orders:fobs.delivery.city')}
            autoComplete="shipping address-level2"
            maxLength={DELIVERY_CITY_MAX}
            required
            error={error('city')}
            {...register('deliveryAddress.city')}
          />
        </div>
        <SelectField
          label={t('orders:fobs.delivery.country')}
          autoComplete="shipping country"
          required
          error={error('country')}
          {...register('deliveryAddress.country', {
            onChange: (event) => onCountryChange(event.target.value),
          })}
        >
          {shippingCountries.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </SelectField>
      </Card>
    </section>
  );
}
