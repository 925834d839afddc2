import type { Customization, ShippingRate, Tier } from '@nfc/contract/pricing';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../../lib/format';
import { useDeletePricingCustomization } from '../api/delete-pricing-customization';
import { useDeletePricingShippingRate } from '../api/delete-pricing-shipping-rate';
import { useDeletePricingTier } from '../api/delete-pricing-tier';
import { usePricingCustomizations } from '../api/get-pricing-customizations';
import { usePricingShippingRates } from '../api/get-pricing-shipping-rates';
import { usePricingTiers } from '../api/get-pricing-tiers';
import { AdminPage } from '../components/admin-page';
import { Badge } from '../components/badge';
import { CustomizationForm } from '../components/customization-form';
import { type ManagedColumn, ManagedList } from '../components/managed-list';
import { ShippingRateForm } from '../components/shipping-rate-form';
import { TierForm } from '../components/tier-form';
import { formatCountry, formatPercent } from '../lib/format';
import { localizeTexts } from '../lib/localized-texts';

/** Shipping amounts are always shown in euros (spec: billing and admin section 3). */
const SHIPPING_CURRENCY = 'EUR';

function ActiveBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Badge tone={isActive ? 'success' : 'neutral'}>{isActive ? t('pricing.active') : t('pricing.inactive')}</Badge>
  );
}

function NameCell({ name, description }: { name: string; description: string }) {
  return (
    <>
      <span className="block font-medium text-slate-900 dark:text-white">{name}</span>
      {description && <span className="block text-slate-600 dark:text-slate-400">{description}</span>}
    </>
  );
}

function TiersList() {
  const { t, i18n } = useTranslation('admin');
  const tiers = usePricingTiers();
  const deleteTier = useDeletePricingTier();
  const money = (amount: number, currency: string) => formatCurrency(amount, currency, i18n.language);
  const columns: ManagedColumn<Tier>[] = [
    {
      header: t('pricing.tiers.columns.name'),
      cell: (tier) => <NameCell {...localizeTexts(tier, i18n.language)} />,
      className: 'min-w-48',
    },
    { header: t('pricing.tiers.columns.productType'), cell: (tier) => t(`pricing.productTypes.${tier.productType}`) },
    {
      header: t('pricing.tiers.columns.quantity'),
      cell: (tier) =>
        tier.maxQuantity === null
          ? t('pricing.tiers.quantityFrom', { min: tier.minQuantity })
          : t('pricing.tiers.quantityRange', { min: tier.minQuantity, max: tier.maxQuantity }),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      header: t('pricing.tiers.columns.basePrice'),
      cell: (tier) => money(tier.basePrice, tier.currency),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      header: t('pricing.tiers.columns.discount'),
      cell: (tier) => formatPercent(tier.discountPercentage, i18n.language),
      className: 'tabular-nums',
    },
    {
      header: t('pricing.tiers.columns.monthlyFee'),
      cell: (tier) => (tier.hasMonthlyFee ? money(tier.monthlyFee, tier.currency) : t('pricing.none')),
      className: 'whitespace-nowrap tabular-nums',
    },
    { header: t('pricing.columns.status'), cell: (tier) => <ActiveBadge isActive={tier.isActive} /> },
  ];
  return (
    <ManagedList
      title={t('pricing.tiers.title')}
      description={t('pricing.tiers.description')}
      query={tiers}
      columns={columns}
      getName={(tier) => localizeTexts(tier, i18n.language).name}
      labels={{
        add: t('pricing.tiers.add'),
        caption: t('pricing.tiers.title'),
        empty: t('pricing.tiers.empty'),
        loading: t('pricing.tiers.loading'),
        loadFailedKey: 'admin:pricing.tiers.loadFailed',
        createTitle: t('pricing.tiers.createTitle'),
        editTitle: (tier) => t('pricing.tiers.editTitle', { name: tier.name }),
        deleteTitle: t('pricing.tiers.deleteTitle'),
        deleteMessage: (tier) => t('pricing.deleteMessage', { name: tier.name }),
        deleted: (tier) => t('pricing.deleted', { name: tier.name }),
        deleteFailedKey: 'admin:pricing.deleteFailed',
      }}
      renderForm={(tier, onDone) => <TierForm tier={tier} onDone={onDone} />}
      deleteItem={deleteTier.mutateAsync}
      isDeleting={deleteTier.isPending}
    />
  );
}

function CustomizationsList() {
  const { t, i18n } = useTranslation('admin');
  const customizations = usePricingCustomizations();
  const deleteCustomization = useDeletePricingCustomization();
  const columns: ManagedColumn<Customization>[] = [
    { header: t('pricing.customizations.columns.name'), cell: (item) => <NameCell {...item} />, className: 'min-w-48' },
    { header: t('pricing.customizations.columns.category'), cell: (item) => t(`pricing.categories.${item.category}`) },
    {
      header: t('pricing.customizations.columns.price'),
      cell: (item) => formatCurrency(item.price, item.currency, i18n.language),
      className: 'whitespace-nowrap tabular-nums',
    },
    { header: t('pricing.columns.status'), cell: (item) => <ActiveBadge isActive={item.isActive} /> },
  ];
  return (
    <ManagedList
      title={t('pricing.customizations.title')}
      description={t('pricing.customizations.description')}
      query={customizations}
      columns={columns}
      getName={(item) => item.name}
      labels={{
        add: t('pricing.customizations.add'),
        caption: t('pricing.customizations.title'),
        empty: t('pricing.customizations.empty'),
        loading: t('pricing.customizations.loading'),
        loadFailedKey: 'admin:pricing.customizations.loadFailed',
        createTitle: t('pricing.customizations.createTitle'),
        editTitle: (item) => t('pricing.customizations.editTitle', { name: item.name }),
        deleteTitle: t('pricing.customizations.deleteTitle'),
        deleteMessage: (item) => t('pricing.deleteMessage', { name: item.name }),
        deleted: (item) => t('pricing.deleted', { name: item.name }),
        deleteFailedKey: 'admin:pricing.deleteFailed',
      }}
      renderForm={(item, onDone) => <CustomizationForm item={item} onDone={onDone} />}
      deleteItem={deleteCustomization.mutateAsync}
      isDeleting={deleteCustomization.isPending}
    />
  );
}

function ShippingRatesList() {
  const { t, i18n } = useTranslation('admin');
  const rates = usePricingShippingRates();
  const deleteRate = useDeletePricingShippingRate();
  const euros = (amount: number) => formatCurrency(amount, SHIPPING_CURRENCY, i18n.language);
  const rateName = (rate: ShippingRate) =>
    t('pricing.shipping.name', {
      country: formatCountry(rate.country, i18n.language),
      region: t(`pricing.regions.${rate.region}`),
    });
  const columns: ManagedColumn<ShippingRate>[] = [
    {
      header: t('pricing.shipping.columns.country'),
      cell: (rate) => (
        <>
          <span className="block font-medium text-slate-900 dark:text-white">
            {t('pricing.countryOption', { name: formatCountry(rate.country, i18n.language), code: rate.country })}
          </span>
          <span className="block text-slate-600 dark:text-slate-400">{t(`pricing.regions.${rate.region}`)}</span>
        </>
      ),
      className: 'min-w-44',
    },
    {
      header: t('pricing.shipping.columns.baseRate'),
      cell: (rate) => euros(rate.baseRate),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      header: t('pricing.shipping.columns.perItemRate'),
      cell: (rate) => euros(rate.perItemRate),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      header: t('pricing.shipping.columns.freeShippingThreshold'),
      cell: (rate) => (rate.freeShippingThreshold === null ? t('pricing.none') : euros(rate.freeShippingThreshold)),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      header: t('pricing.shipping.columns.estimatedDays'),
      cell: (rate) => t('pricing.shipping.days', { days: rate.estimatedDays }),
      className: 'whitespace-nowrap',
    },
    { header: t('pricing.columns.status'), cell: (rate) => <ActiveBadge isActive={rate.isActive} /> },
  ];
  return (
    <ManagedList
      title={t('pricing.shipping.title')}
      description={t('pricing.shipping.description')}
      query={rates}
      columns={columns}
      getName={rateName}
      labels={{
        add: t('pricing.shipping.add'),
        caption: t('pricing.shipping.title'),
        empty: t('pricing.shipping.empty'),
        loading: t('pricing.shipping.loading'),
        loadFailedKey: 'admin:pricing.shipping.loadFailed',
        createTitle: t('pricing.shipping.createTitle'),
        editTitle: (rate) => t('pricing.shipping.editTitle', { name: rateName(rate) }),
        deleteTitle: t('pricing.shipping.deleteTitle'),
        deleteMessage: (rate) => t('pricing.deleteMessage', { name: rateName(rate) }),
        deleted: (rate) => t('pricing.deleted', { name: rateName(rate) }),
        deleteFailedKey: 'admin:pricing.deleteFailed',
      }}
      renderForm={(rate, onDone) => <ShippingRateForm rate={rate} onDone={onDone} />}
      deleteItem={deleteRate.mutateAsync}
      isDeleting={deleteRate.isPending}
    />
  );
}

export default function AdminPricingPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('pricing.title')} description={t('pricing.description')}>
      <div className="space-y-10">
        <TiersList />
        <CustomizationsList />
        <ShippingRatesList />
      </div>
    </AdminPage>
  );
}
