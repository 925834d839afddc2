import type { Vcard } from '@nfc/contract/vcards';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { LinkButton } from '../../../components/button';
import { LoadingState } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { getErrorMessage, getErrorStatus } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { getTeamRole, hasTeamRole, teamAreas } from '../../../lib/team-role';
import { useCardTemplates } from '../api/get-card-templates';
import { useTeamSettings } from '../api/get-team-settings';
import { useVcard } from '../api/get-vcard';
import { useVcards } from '../api/get-vcards';
import { CardWalletSection } from '../components/card-wallet-buttons';
import { VcardForm } from '../components/vcard-form';
import { getTemplateRules } from '../lib/template-rules';
import { getVcardCreation } from '../lib/vcard-rules';

function BackLink() {
  const { t } = useTranslation('vcards');
  return (
    <LinkButton to={paths.vcards} variant="secondary" className="mt-3">
      {t('vcards:editor.backToList')}
    </LinkButton>
  );
}

/** The organisation's template rules for this card; the form waits for them so that it starts on the right template. */
function useCardTemplateRules(card: Vcard | null) {
  const { user } = useAuth();
  const templatesQuery = useCardTemplates();
  const settingsQuery = useTeamSettings();
  if (templatesQuery.isPending || settingsQuery.isPending) return null;
  return getTemplateRules(settingsQuery.data, templatesQuery.data ?? [], card, getTeamRole(user));
}

function EditVcard({ id }: { id: string }) {
  const { t } = useTranslation('vcards');
  const cardQuery = useVcard(id);
  const rules = useCardTemplateRules(cardQuery.data ?? null);
  if (cardQuery.isPending || !rules) return <LoadingState label={t('vcards:editor.loading')} />;
  if (cardQuery.isError) {
    const isMissing = getErrorStatus(cardQuery.error) === 404;
    return (
      <Alert tone="error" title={t('vcards:editor.loadFailed')}>
        <p>{isMissing ? t('vcards:editor.notFound') : getErrorMessage(cardQuery.error, 'vcards:editor.loadFailed')}</p>
        <BackLink />
      </Alert>
    );
  }
  return (
    <>
      <VcardForm key={cardQuery.data.id} card={cardQuery.data} rules={rules} />
      <CardWalletSection card={cardQuery.data} />
    </>
  );
}

function CreateVcard() {
  const { t } = useTranslation('vcards');
  const { user } = useAuth();
  const cardsQuery = useVcards();
  const rules = useCardTemplateRules(null);
  if (cardsQuery.isPending || !rules) return <LoadingState label={t('vcards:editor.loading')} />;
  const creation = getVcardCreation(user, cardsQuery.data?.length ?? 0);
  if (creation.kind === 'limitReached') {
    // The same reason as the card list gives, and the way to the plan choice for whoever may choose it.
    const canChoosePlan = hasTeamRole(user, teamAreas.billing);
    return (
      <Alert
        tone="warning"
        title={creation.limit === 0 ? t('vcards:list.noCardsTitle') : t('vcards:list.limitReachedTitle')}
      >
        <p>
          {creation.limit === 0
            ? t('vcards:list.noCardsInPlan')
            : t('vcards:list.limitReached', { count: creation.limit })}
        </p>
        {!canChoosePlan && <p className="mt-1">{t('vcards:list.askOwner')}</p>}
        <div className="flex flex-wrap gap-2">
          {canChoosePlan && (
            <LinkButton to={paths.billing} className="mt-3">
              {t('vcards:list.choosePlan')}
            </LinkButton>
          )}
          <BackLink />
        </div>
      </Alert>
    );
  }
  return <VcardForm card={null} rules={rules} />;
}

/** /vcards/new and /dashboard/create-vcf create; /vcards/edit?id= and /dashboard/edit-vcf/:vcfId edit. */
export default function VcardEditorPage() {
  const { t } = useTranslation('vcards');
  const { vcfId } = useParams();
  const [searchParams] = useSearchParams();
  const isEditByQuery = useMatch(paths.vcardEdit) !== null;
  const id = vcfId ?? (isEditByQuery ? (searchParams.get('id') ?? '') : '');
  const isEdit = Boolean(vcfId) || isEditByQuery;

  let content: ReactNode;
  if (isEdit && !id) {
    content = (
      <Alert tone="error" title={t('vcards:editor.loadFailed')}>
        <p>{t('vcards:editor.missingId')}</p>
        <BackLink />
      </Alert>
    );
  } else if (isEdit) {
    content = <EditVcard id={id} />;
  } else {
    content = <CreateVcard />;
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {isEdit ? t('vcards:editor.editTitle') : t('vcards:editor.createTitle')}
        </h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t('vcards:editor.subtitle')}</p>
      </div>
      {content}
    </div>
  );
}
