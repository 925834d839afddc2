import { zodResolver } from '@hookform/resolvers/zod';
import { type Tag, type TagBody, tagActionTypes, tagDocumentTypes, tagStatuses } from '@nfc/contract/tags';
import { tagVerificationModes } from '@nfc/contract/verified-taps';
import { type ReactNode, useId, useMemo, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button, LinkButton } from '../../../components/button';
import { Card } from '../../../components/card';
import { SelectField, TextField } from '../../../components/field';
import { Icon } from '../../../components/icon';
import { LinkDomainField } from '../../../components/link-domain-field';
import { focusRing, textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { getApiError, getErrorMessage, getErrorStatus } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useErrorFocus } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { canManageLinkDomains, getLinkDomainId, toDomainIdChange, useLinkDomains } from '../../../lib/link-domains';
import { translateMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { withHttpsOnBlur } from '../../../lib/url-input';
import { useCreateTag } from '../api/create-tag';
import { useOrderChoices } from '../api/get-order-choices';
import { useVcardChoices } from '../api/get-vcard-choices';
import { useUpdateTag } from '../api/update-tag';
import { getBrowserTimeZone, parseLocalDateTime } from '../lib/local-date-time';
import {
  emptyActionData,
  getTagFormValues,
  type TagFormValues,
  tagFormSchema,
  toFormFieldPath,
} from '../lib/tag-form-values';
import { LinkRulesField } from './link-rules-field';
import { RuleTester } from './rule-tester';

/** A radio choice drawn as a card: the chosen one is outlined. */
const choiceCard =
  'flex cursor-pointer gap-3 rounded-lg border border-slate-300 bg-white p-3 hover:border-indigo-400 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-checked:ring-1 has-checked:ring-indigo-600 dark:border-slate-600 dark:bg-slate-900 dark:hover:border-indigo-500 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-950 dark:has-checked:ring-indigo-400';

const documentAccept = ['.pdf', '.png', '.jpg', '.jpeg', ...tagDocumentTypes].join(',');
const resolver = zodResolver(tagFormSchema);

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId} className="space-y-4">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{description}</p>}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** Fields under "More options": a tag that holds any of them opens with the options shown. */
const advancedFields = [
  'campaignId',
  'campaignName',
  'groupId',
  'rules',
  'expiresAt',
  'maxScans',
  'verification',
  'verificationFallbackUrl',
] as const;
const hasAdvancedValues = (tag: Tag | null) =>
  Boolean(
    tag &&
      (tag.campaignId ||
        tag.campaignName ||
        tag.groupId ||
        tag.rules.length > 0 ||
        tag.expiresAt ||
        tag.maxScans !== null ||
        (tag.verification ?? 'off') !== 'off'),
  );
const hasAdvancedErrors = (errors: FieldErrors<TagFormValues>) => advancedFields.some((field) => errors[field]);

/** Create (no tag) or edit a tag; on success the user goes back to the tag list. */
export function TagForm({ tag }: { tag: Tag | null }) {
  // Fallback mode: the contract's `validation.*` keys are found in the shared namespace.
  const { t, i18n } = useTranslation(['tags', 'translation'], { nsMode: 'fallback' });
  const navigate = useNavigate();
  const createTag = useCreateTag();
  const updateTag = useUpdateTag();
  const vcards = useVcardChoices();
  const orders = useOrderChoices();
  const { user } = useAuth();
  const linkDomains = useLinkDomains({ enabled: canManageLinkDomains(user) });
  const storedDomainId = tag ? getLinkDomainId(tag) : null;
  // Beside the form's values: the contract's tag body does not name the domain yet, so its schema would drop it.
  const [domainId, setDomainId] = useState(storedDomainId ?? '');
  const [domainError, setDomainError] = useState<string | null>(null);
  const [document, setDocument] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [documentError, setDocumentError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<{ message: string; isPlanIssue: boolean } | null>(null);
  const [isMoreOpen, setIsMoreOpen] = useState(() => hasAdvancedValues(tag));
  const moreId = useId();
  const { formRef, focusErrors } = useErrorFocus();

  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<TagFormValues, unknown, TagBody>({ resolver, defaultValues: getTagFormValues(tag) });

  const timeZone = useMemo(getBrowserTimeZone, []);
  const actionType = watch('actionType');
  const expiresAt = watch('expiresAt');
  const maxScans = watch('maxScans');
  const verification = watch('verification');
  const expiresAtTime = parseLocalDateTime(expiresAt);
  const isExpiryPast = expiresAtTime !== null && expiresAtTime <= Date.now();
  const hasStoredDocument = Boolean(tag?.actionType === 'DOCUMENT' && tag.documentName);
  const actionDataError = translateMessage(t, errors.actionData?.message);

  // Spec: changing the action type resets the action data and clears the chosen file.
  const actionTypeField = register('actionType', {
    onChange: () => {
      // With exactly one card there is nothing to choose: a vCard page shows that card.
      const onlyCard = vcards.data?.length === 1 ? vcards.data[0]?.id : undefined;
      setValue('actionData', { ...emptyActionData, vcfConfigId: onlyCard ?? '' });
      clearErrors('actionData');
      setDocument(null);
      setDocumentError(null);
      setFileInputKey((key) => key + 1);
    },
  });

  const onInvalid = (invalid: FieldErrors<TagFormValues>) => {
    if (hasAdvancedErrors(invalid)) setIsMoreOpen(true);
    focusErrors();
  };

  const onSubmit = async (values: TagBody) => {
    setServerError(null);
    setDocumentError(null);
    setDomainError(null);
    if (values.actionType === 'DOCUMENT' && !document && !hasStoredDocument) {
      setDocumentError(t('tags:editor.documentRequired'));
      focusErrors();
      return;
    }
    const body = { ...values, ...toDomainIdChange(domainId, storedDomainId) };
    try {
      if (tag) await updateTag.mutateAsync({ id: tag.id, values: body, document });
      else await createTag.mutateAsync({ values: body, document });
      toast.success(tag ? t('tags:editor.updated') : t('tags:editor.created'));
      navigate(paths.dashboard);
    } catch (error) {
      const status = getErrorStatus(error);
      const fieldErrors = getApiError(error)?.errors;
      if (status === 413 || status === 415) {
        setDocumentError(getErrorMessage(error, 'tags:editor.documentRejected'));
        focusErrors();
        return;
      }
      if (fieldErrors?.documentFile) setDocumentError(fieldErrors.documentFile);
      if (fieldErrors?.domainId) setDomainError(translateMessage(t, fieldErrors.domainId) ?? null);
      for (const [field, message] of Object.entries(fieldErrors ?? {})) {
        const path = toFormFieldPath(field);
        if (path) setError(path, { type: 'server', message });
        if (path && advancedFields.some((name) => path === name || path.startsWith(`${name}.`))) setIsMoreOpen(true);
      }
      setServerError({
        message: getErrorMessage(error, tag ? 'tags:editor.updateFailed' : 'tags:editor.createFailed'),
        isPlanIssue: status === 403,
      });
      focusErrors();
    }
  };

  const vcardChoices = vcards.data ?? [];
  const orderChoices = orders.data ?? [];

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(onSubmit, onInvalid)}
      className="space-y-6"
      aria-busy={isSubmitting || undefined}
    >
      {serverError && (
        <Alert tone="error" title={tag ? t('tags:editor.updateFailed') : t('tags:editor.createFailed')}>
          {serverError.message}
          {serverError.isPlanIssue && (
            <>
              {' '}
              <Link to={paths.pricing} className={textLink}>
                {t('tags:list.seePlans')}
              </Link>
            </>
          )}
        </Alert>
      )}

      <Section title={t('tags:editor.basics')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="sm:col-span-2">
            <TextField
              label={t('tags:editor.name')}
              hint={t('tags:editor.nameHint')}
              required
              maxLength={100}
              autoComplete="off"
              error={translateMessage(t, errors.name?.message)}
              {...register('name')}
            />
          </div>
          <SelectField
            label={t('tags:editor.status')}
            error={translateMessage(t, errors.status?.message)}
            {...register('status')}
          >
            {tagStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`tags:statuses.${status}`)}
              </option>
            ))}
          </SelectField>
        </div>
        {/* Only for users with orders: a tag linked to a delivered order is flagged while nobody scans it. */}
        {(orderChoices.length > 0 || tag?.orderId) && (
          <SelectField
            label={t('tags:editor.order')}
            hint={t('tags:editor.orderHint')}
            error={translateMessage(t, errors.orderId?.message)}
            {...register('orderId')}
          >
            <option value="">{t('tags:editor.orderNone')}</option>
            {tag?.orderId && !orderChoices.some((order) => order.id === tag.orderId) && (
              <option value={tag.orderId}>{t('tags:editor.orderCurrent')}</option>
            )}
            {orderChoices.map((order) => (
              <option key={order.id} value={order.id}>
                {t('tags:editor.orderOption', {
                  number: order.orderNumber,
                  date: formatDate(order.orderDate, i18n.resolvedLanguage),
                })}
              </option>
            ))}
          </SelectField>
        )}
        {orders.isError && <Alert tone="error">{getErrorMessage(orders.error, 'tags:editor.ordersLoadFailed')}</Alert>}
        <LinkDomainField
          domains={linkDomains.data}
          value={domainId}
          onChange={setDomainId}
          storedDomainId={storedDomainId}
          currentUrl={tag?.scanUrl ?? null}
          path={tag ? `/t/${tag.userFacingId}` : '/t/'}
          isPathPending={!tag}
          kind="tag"
          error={domainError ?? undefined}
        />
      </Section>

      <Section title={t('tags:editor.action')} description={t('tags:editor.actionDescription')}>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('tags:editor.actionType')}
          </legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-3">
            {tagActionTypes.map((type) => (
              <label key={type} className={choiceCard}>
                <input
                  type="radio"
                  value={type}
                  className={`mt-0.5 size-4 shrink-0 accent-indigo-600 ${focusRing}`}
                  {...actionTypeField}
                />
                <span>
                  <span className="block text-sm font-semibold text-slate-900 dark:text-white">
                    {t(`tags:actionTypes.${type}`)}
                  </span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {t(`tags:actionDescriptions.${type}`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        {actionType === 'WEBSITE_LINK' && (
          <TextField
            label={t('tags:editor.url')}
            type="url"
            inputMode="url"
            placeholder="https://"
            required
            hint={t('tags:editor.urlHint')}
            error={actionDataError}
            {...withHttpsOnBlur(register('actionData.url'))}
          />
        )}

        {actionType === 'VCARD_PAGE' && (
          <div className="space-y-2">
            <SelectField
              label={t('tags:editor.vcard')}
              required
              disabled={vcards.isPending}
              hint={t('tags:editor.vcardHint')}
              error={actionDataError}
              {...register('actionData.vcfConfigId')}
            >
              <option value="">
                {vcards.isPending ? t('tags:editor.vcardLoading') : t('tags:editor.vcardChoose')}
              </option>
              {vcardChoices.map((card) => (
                <option key={card.id} value={card.id}>
                  {card.configName}
                </option>
              ))}
            </SelectField>
            {vcards.isError && (
              <Alert tone="error">{getErrorMessage(vcards.error, 'tags:editor.vcardLoadFailed')}</Alert>
            )}
            {vcards.isSuccess && vcardChoices.length === 0 && (
              <Alert tone="info">
                {t('tags:editor.noVcards')}{' '}
                <Link to={paths.vcardNew} className={textLink}>
                  {t('tags:editor.createVcard')}
                </Link>
              </Alert>
            )}
          </div>
        )}

        {actionType === 'DOCUMENT' && (
          <div className="space-y-2">
            {hasStoredDocument && !document && (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t('tags:editor.currentDocument')}{' '}
                {tag?.documentUrl ? (
                  <a href={tag.documentUrl} target="_blank" rel="noopener noreferrer" className={textLink}>
                    {tag.documentName}
                  </a>
                ) : (
                  <span className="font-medium">{tag?.documentName}</span>
                )}
              </p>
            )}
            <TextField
              key={fileInputKey}
              label={hasStoredDocument ? t('tags:editor.replaceDocument') : t('tags:editor.document')}
              type="file"
              accept={documentAccept}
              required={!hasStoredDocument}
              hint={t('tags:editor.documentHint')}
              error={documentError ?? undefined}
              className="file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-indigo-800 dark:file:bg-indigo-950 dark:file:text-indigo-200"
              onChange={(event) => {
                setDocument(event.currentTarget.files?.[0] ?? null);
                setDocumentError(null);
              }}
            />
          </div>
        )}
      </Section>

      <div>
        <button
          type="button"
          aria-expanded={isMoreOpen}
          aria-controls={moreId}
          onClick={() => setIsMoreOpen((open) => !open)}
          className={`flex w-full items-center gap-2 rounded-md py-2 text-left text-sm font-semibold text-indigo-700 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100 ${focusRing}`}
        >
          <Icon name="arrowRight" className={`size-4 shrink-0 transition-transform ${isMoreOpen ? 'rotate-90' : ''}`} />
          {t('tags:editor.moreOptions')}
        </button>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('tags:editor.moreOptionsHint')}</p>
      </div>

      <div id={moreId} hidden={!isMoreOpen} className="space-y-6">
        <Section title={t('tags:editor.organise')} description={t('tags:editor.organiseDescription')}>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label={t('tags:editor.campaignName')}
              maxLength={100}
              error={translateMessage(t, errors.campaignName?.message)}
              {...register('campaignName')}
            />
            <TextField
              label={t('tags:editor.campaignId')}
              maxLength={100}
              error={translateMessage(t, errors.campaignId?.message)}
              {...register('campaignId')}
            />
            <TextField
              label={t('tags:editor.group')}
              maxLength={100}
              error={translateMessage(t, errors.groupId?.message)}
              {...register('groupId')}
            />
          </div>
        </Section>

        <Section title={t('tags:editor.rules.title')} description={t('tags:editor.rules.description')}>
          <LinkRulesField control={control} register={register} errors={errors.rules} timeZone={timeZone} />
          <RuleTester control={control} timeZone={timeZone} />
        </Section>

        <Section title={t('tags:editor.limits.title')} description={t('tags:editor.limits.description')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <TextField
                label={t('tags:editor.limits.expiresAt')}
                type="datetime-local"
                hint={t('tags:editor.limits.expiresAtHint', { zone: timeZone })}
                error={translateMessage(t, errors.expiresAt?.message)}
                {...register('expiresAt')}
              />
              {isExpiryPast && (
                <p className="mt-1 text-sm text-amber-800 dark:text-amber-200">
                  {t('tags:editor.limits.expiresAtPast')}
                </p>
              )}
              {expiresAt && (
                <Button
                  variant="ghost"
                  className="mt-1 px-2 py-1 text-xs"
                  aria-label={t('tags:editor.limits.clearExpiresAt')}
                  onClick={() => setValue('expiresAt', '', { shouldDirty: true, shouldValidate: isSubmitted })}
                >
                  {t('tags:editor.limits.clear')}
                </Button>
              )}
            </div>
            <div>
              <TextField
                label={t('tags:editor.limits.maxScans')}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                hint={
                  tag
                    ? `${t('tags:editor.limits.maxScansHint')} ${t('tags:editor.limits.scannedSoFar', { count: tag.scanCount })}`
                    : t('tags:editor.limits.maxScansHint')
                }
                error={translateMessage(t, errors.maxScans?.message)}
                {...register('maxScans')}
              />
              {maxScans && (
                <Button
                  variant="ghost"
                  className="mt-1 px-2 py-1 text-xs"
                  aria-label={t('tags:editor.limits.clearMaxScans')}
                  onClick={() => setValue('maxScans', '', { shouldDirty: true, shouldValidate: isSubmitted })}
                >
                  {t('tags:editor.limits.clear')}
                </Button>
              )}
            </div>
          </div>
        </Section>

        <Section title={t('tags:editor.verification.title')} description={t('tags:editor.verification.description')}>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('tags:editor.verification.mode')}
            </legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-3">
              {tagVerificationModes.map((mode) => (
                <label key={mode} className={choiceCard}>
                  <input
                    type="radio"
                    value={mode}
                    className={`mt-0.5 size-4 shrink-0 accent-indigo-600 ${focusRing}`}
                    {...register('verification')}
                  />
                  <span>
                    <span className="block text-sm font-semibold text-slate-900 dark:text-white">
                      {t(`tags:editor.verification.modes.${mode}`)}
                    </span>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {t(`tags:editor.verification.modeDescriptions.${mode}`)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {errors.verification && (
              <p className="mt-1 text-sm text-red-700 dark:text-red-400">
                {translateMessage(t, errors.verification.message)}
              </p>
            )}
          </fieldset>
          {verification === 'require' && (
            <>
              <Alert tone="warning">{t('tags:editor.verification.requireNote')}</Alert>
              <TextField
                label={t('tags:editor.verification.fallbackUrl')}
                type="url"
                inputMode="url"
                placeholder="https://"
                hint={t('tags:editor.verification.fallbackUrlHint')}
                error={translateMessage(t, errors.verificationFallbackUrl?.message)}
                {...withHttpsOnBlur(register('verificationFallbackUrl'))}
              />
            </>
          )}
        </Section>
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <LinkButton to={paths.dashboard} variant="secondary">
          {t('tags:editor.cancel')}
        </LinkButton>
        <Button type="submit" isLoading={isSubmitting}>
          {isSubmitting ? t('translation:common.saving') : tag ? t('tags:editor.save') : t('tags:editor.create')}
        </Button>
      </div>
    </form>
  );
}
