import { zodResolver } from '@hookform/resolvers/zod';
import { shippingCountries } from '@nfc/contract/constants';
import {
  orderFormSchema,
  organisationDeliveryAddress,
  PRICE_DEBOUNCE_MS,
  type ProductType,
  productTypeSchema,
  QUANTITY_DEFAULT,
  QUANTITY_MAX,
  QUANTITY_MIN,
} from '@nfc/contract/orders';
import type { User } from '@nfc/contract/users';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Card } from '../../../components/card';
import { SelectField, TextField } from '../../../components/field';
import { PageMeta } from '../../../components/page-meta';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { getErrorMessage, getErrorStatus } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useErrorFocus } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePriceQuote } from '../api/calculate-price';
import { useBrandLogoUrl } from '../api/get-brand-logo';
import { type OrderRequestResponse, useRequestOrder } from '../api/request-order';
import { BrandLogoChoice } from '../components/brand-logo-choice';
import { DeliveryAddressFields } from '../components/delivery-address-fields';
import { LogoField } from '../components/logo-field';
import { OrderSummary } from '../components/order-summary';
import { PriceBar } from '../components/price-bar';
import { PriceSidebar } from '../components/price-sidebar';
import { ProductPicker } from '../components/product-picker';
import { VerifiedTapsField } from '../components/verified-taps-field';
import { WritingPreferenceField } from '../components/writing-preference-field';
import { useCountryName } from '../hooks/use-country-name';
import { createIdempotencyKey } from '../lib/idempotency-key';
import { acceptsLogo } from '../lib/order-labels';
import { clampQuantity, normalizeQuantityInput, parseQuantity } from '../lib/quantity';

type OrderFormInput = z.input<typeof orderFormSchema>;
type OrderFormValues = z.output<typeof orderFormSchema>;

/** Spec: the form starts with, and returns to after an order, 10 units of the individual product. */
const defaultProductType: ProductType = 'nfc_card_individual';

/** The organisation's profile address fills the delivery address, and its country the shipping country. */
function getDefaultValues(user: User | null): OrderFormInput {
  const address = organisationDeliveryAddress(
    user ?? {
      organisationName: null,
      organisationStreet: null,
      organisationNumber: null,
      organisationPlz: null,
      organisationCity: null,
      organisationCountry: null,
      contactFirstName: null,
      contactLastName: null,
    },
    'DE',
  );
  return {
    productType: defaultProductType,
    quantity: String(QUANTITY_DEFAULT),
    tagWritingPreference: 'by_us',
    verifiedTaps: false,
    shippingCountry: address.country,
    deliveryAddress: address,
  };
}

/** Reorder links pre-fill the product and the quantity through ?productType=...&quantity=... */
function getInitialValues(params: URLSearchParams, user: User | null): OrderFormInput {
  const productType = productTypeSchema.safeParse(params.get('productType'));
  return {
    ...getDefaultValues(user),
    productType: productType.success ? productType.data : defaultProductType,
    quantity: String(clampQuantity(params.get('quantity'), QUANTITY_DEFAULT)),
  };
}

export default function OrderFobsPage() {
  const { t } = useTranslation('orders');
  const { user } = useAuth();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageMeta title={t('orders:fobs.title')} description={t('orders:fobs.subtitle')} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {t('orders:fobs.title')}
      </h1>
      {user ? (
        <>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('orders:fobs.subtitle')}</p>
          <OrderForm />
        </>
      ) : (
        <p className="mt-4 text-slate-700 dark:text-slate-300">
          {t('orders:fobs.loginRequired')}{' '}
          <Link to={paths.login} className={textLink}>
            {t('orders:fobs.loginLink')}
          </Link>
        </p>
      )}
    </div>
  );
}

function OrderForm() {
  const { t } = useTranslation('orders');
  // Contract validation messages are keys of the shared namespace.
  const { t: tShared } = useTranslation();
  const countryName = useCountryName();
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const [initialValues] = useState(() => getInitialValues(searchParams, user));
  const [logo, setLogo] = useState<File | null>(null);
  const brandLogoUrl = useBrandLogoUrl().data ?? null;
  const [isBrandLogoChosen, setBrandLogoChosen] = useState(true);
  const [confirmation, setConfirmation] = useState<OrderRequestResponse | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // A refused logo file keeps its place in the hourly order limit (decision 012), so say so.
  const [isLogoRejected, setIsLogoRejected] = useState(false);
  const attemptRef = useRef<{ fingerprint: string; key: string } | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const priceRef = useRef<HTMLElement>(null);
  const requestOrder = useRequestOrder();

  const {
    control,
    register,
    handleSubmit,
    reset,
    setValue,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<OrderFormInput, unknown, OrderFormValues>({
    resolver: zodResolver(orderFormSchema),
    defaultValues: initialValues,
    mode: 'onChange',
  });

  const [productType, quantityText, shippingCountry, tagWritingPreference, verifiedTaps, deliveryAddress] = useWatch({
    control,
    name: ['productType', 'quantity', 'shippingCountry', 'tagWritingPreference', 'verifiedTaps', 'deliveryAddress'],
  });
  const quantity = parseQuantity(quantityText);
  const country = shippingCountry ?? 'DE';
  const preference = tagWritingPreference ?? 'by_us';

  // The delivery country is the shipping country: changing either changes both, and the postal code is checked again.
  const syncCountry = (
    next: (typeof shippingCountries)[number],
    field: 'shippingCountry' | 'deliveryAddress.country',
  ) => {
    setValue(field, next, { shouldDirty: true });
    void trigger(['deliveryAddress.country', 'deliveryAddress.plz']);
  };
  const showPriceDetails = () => {
    priceRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    priceRef.current?.focus({ preventScroll: true });
  };

  // The quote follows the choices 400 ms after the last valid change; a newer one aborts the older request.
  const quoteInput = useMemo(
    () => (quantity === null ? null : { productType, quantity, shippingCountry: country }),
    [productType, quantity, country],
  );
  const debouncedInput = useDebouncedValue(quoteInput, PRICE_DEBOUNCE_MS);
  const isDebouncing = quoteInput !== null && debouncedInput !== quoteInput;
  const priceQuote = usePriceQuote(quoteInput ? debouncedInput : null);
  const isQuoteUpdating = isDebouncing || priceQuote.isFetching;
  const quoteError =
    priceQuote.isError && !priceQuote.isFetching
      ? getErrorMessage(priceQuote.error, 'orders:fobs.price.errorFallback')
      : null;
  const currentQuote =
    !isQuoteUpdating && !priceQuote.isPlaceholderData && !priceQuote.isError ? priceQuote.data : undefined;

  const { formRef, focusErrors } = useErrorFocus();

  const onSubmit = async (values: OrderFormValues) => {
    setSubmitError(null);
    setIsLogoRejected(false);
    setConfirmation(null);
    const logoToSend = acceptsLogo(values.productType) ? logo : null;
    const useBrandLogo = acceptsLogo(values.productType) && Boolean(brandLogoUrl) && isBrandLogoChosen;
    // A retry of the same choices keeps the key, so an order whose answer got lost is not placed twice.
    const fingerprint = JSON.stringify([
      values,
      logoToSend?.name,
      logoToSend?.size,
      logoToSend?.lastModified,
      useBrandLogo,
    ]);
    if (attemptRef.current?.fingerprint !== fingerprint) {
      attemptRef.current = { fingerprint, key: createIdempotencyKey() };
    }
    try {
      const result = await requestOrder.mutateAsync({
        values,
        logo: logoToSend,
        useBrandLogo,
        idempotencyKey: attemptRef.current.key,
      });
      attemptRef.current = null;
      reset(getDefaultValues(user));
      setLogo(null);
      if (searchParams.size > 0) setSearchParams({}, { replace: true });
      setConfirmation(result);
      window.requestAnimationFrame(() => confirmationRef.current?.focus());
    } catch (error) {
      const status = getErrorStatus(error);
      const fallback =
        status === 413
          ? 'orders:fobs.logo.errors.tooLarge'
          : status === 415
            ? 'orders:fobs.logo.errors.wrongType'
            : status === 503
              ? 'orders:fobs.logo.errors.busy'
              : 'orders:fobs.submit.error';
      setSubmitError(getErrorMessage(error, fallback));
      setIsLogoRejected(Boolean(logoToSend) && (status === 413 || status === 415));
      focusErrors();
    }
  };

  const quantityError = translateMessage(tShared, errors.quantity?.message);

  return (
    <>
      {confirmation && (
        <div ref={confirmationRef} tabIndex={-1} className="mt-6 outline-none">
          <Alert tone="success" title={t('orders:fobs.success.title')}>
            <p>{t('orders:fobs.success.text', { orderNumber: confirmation.orderNumber })}</p>
            <Link to={paths.orderHistory} className={`${textLink} mt-2 inline-block`}>
              {t('orders:fobs.success.historyLink')}
            </Link>
          </Alert>
        </div>
      )}
      <form
        ref={formRef}
        noValidate
        onSubmit={handleSubmit(onSubmit, focusErrors)}
        aria-label={t('orders:fobs.formLabel')}
        className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <div className="space-y-6">
          <Controller
            control={control}
            name="productType"
            render={({ field }) => (
              <ProductPicker
                name={field.name}
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  // Spec: switching to the core product clears any chosen logo.
                  if (!acceptsLogo(next)) setLogo(null);
                }}
              />
            )}
          />
          <Card className="space-y-5">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('orders:fobs.details.title')}</h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <Controller
                control={control}
                name="quantity"
                render={({ field }) => (
                  <TextField
                    ref={field.ref}
                    name={field.name}
                    label={t('orders:fobs.details.quantity')}
                    type="number"
                    inputMode="numeric"
                    min={QUANTITY_MIN}
                    max={QUANTITY_MAX}
                    step={1}
                    required
                    hint={t('orders:fobs.details.quantityHint', { min: QUANTITY_MIN, max: QUANTITY_MAX })}
                    error={quantityError}
                    value={typeof field.value === 'string' || typeof field.value === 'number' ? field.value : ''}
                    onChange={(event) => field.onChange(normalizeQuantityInput(event.target.value))}
                    onBlur={field.onBlur}
                  />
                )}
              />
              <SelectField
                label={t('orders:fobs.details.country')}
                {...register('shippingCountry', {
                  onChange: (event) => syncCountry(event.target.value, 'deliveryAddress.country'),
                })}
              >
                {shippingCountries.map((code) => (
                  <option key={code} value={code}>
                    {countryName(code)}
                  </option>
                ))}
              </SelectField>
            </div>
            {acceptsLogo(productType) && brandLogoUrl && (
              <BrandLogoChoice
                logoUrl={brandLogoUrl}
                checked={isBrandLogoChosen}
                onChange={setBrandLogoChosen}
                isOverridden={Boolean(logo)}
              />
            )}
            {acceptsLogo(productType) && <LogoField logo={logo} onChange={setLogo} />}
            <WritingPreferenceField {...register('tagWritingPreference')} />
            <VerifiedTapsField {...register('verifiedTaps')} />
          </Card>
          <DeliveryAddressFields
            register={register}
            errors={errors.deliveryAddress}
            onCountryChange={(next) => syncCountry(next, 'shippingCountry')}
          />
        </div>
        <aside
          ref={priceRef}
          tabIndex={-1}
          aria-label={t('orders:fobs.sidebarLabel')}
          className="scroll-mt-4 space-y-6 outline-none lg:sticky lg:top-6"
        >
          <PriceSidebar
            quote={priceQuote.data}
            isUpdating={isQuoteUpdating}
            error={quoteError}
            isQuantityInvalid={quantity === null}
          />
          {submitError && (
            <Alert tone="error" title={t('orders:fobs.submit.errorTitle')}>
              <p>{submitError}</p>
              {isLogoRejected && <p className="mt-2">{t('orders:fobs.logo.errors.countsTowardsLimit')}</p>}
            </Alert>
          )}
          <OrderSummary
            productType={productType}
            quantity={quantity}
            shippingCountry={country}
            tagWritingPreference={preference}
            verifiedTaps={verifiedTaps === true}
            deliveryAddress={deliveryAddress}
            logo={acceptsLogo(productType) ? logo : null}
            quote={currentQuote}
            isSubmitting={isSubmitting}
          />
        </aside>
      </form>
      <PriceBar
        quote={priceQuote.data}
        isUpdating={isQuoteUpdating}
        isQuantityInvalid={quantity === null}
        detailsRef={priceRef}
        onShowDetails={showPriceDetails}
      />
    </>
  );
}
