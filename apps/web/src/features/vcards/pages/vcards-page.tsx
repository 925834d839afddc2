import type { Vcard } from '@nfc/contract/vcards';
import type { TFunction } from 'i18next';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button, LinkButton } from '../../../components/button';
import {
  DeleteConfirmDialog,
  EmptyState,
  EmptyStateIcon,
  ListLoadError,
  ListPage,
} from '../../../components/list-page';
import { LoadingState } from '../../../components/spinner';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { hasTeamRole, teamAreas } from '../../../lib/team-role';
import { toast } from '../../../lib/toast';
import { useDeleteConfirmation } from '../../../lib/use-delete-confirmation';
import { useDeleteVcard } from '../api/delete-vcard';
import { useCardTemplates } from '../api/get-card-templates';
import { useVcards } from '../api/get-vcards';
import { EmailSignatureDialog } from '../components/email-signature-dialog';
import { VcardItem } from '../components/vcard-item';
import { VcardQrDialog } from '../components/vcard-qr-dialog';
import { getVcardCreation, type VcardCreation } from '../lib/vcard-rules';

/** Why no card can be created: a plan without cards (the Free plan has none) or all of the plan's cards in use. */
function blockedReason(t: TFunction<'vcards'>, limit: number) {
  return limit === 0 ? t('vcards:list.noCardsInPlan') : t('vcards:list.limitReached', { count: limit });
}

function CreateButton({ creation, canChoosePlan }: { creation: VcardCreation; canChoosePlan: boolean }) {
  const { t } = useTranslation('vcards');
  const reasonId = useId();
  const icon = (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="M12 5v14M5 12h14" strokeLinecap="round" />
    </svg>
  );
  // A plan without cards (a new account): the way to a plan instead of a button that can never work.
  if (creation.kind === 'limitReached' && creation.limit === 0 && canChoosePlan) {
    return (
      <>
        <LinkButton to={paths.billing} aria-describedby={reasonId}>
          {t('vcards:list.choosePlan')}
        </LinkButton>
        <span id={reasonId} className="sr-only">
          {blockedReason(t, creation.limit)}
        </span>
      </>
    );
  }
  if (creation.kind === 'limitReached') {
    return (
      <>
        <Button disabled aria-describedby={reasonId}>
          {icon}
          {t('vcards:list.create')}
        </Button>
        <span id={reasonId} className="sr-only">
          {blockedReason(t, creation.limit)}
        </span>
      </>
    );
  }
  return (
    <LinkButton to={paths.vcardNew}>
      {icon}
      {t('vcards:list.create')}
    </LinkButton>
  );
}

export default function VcardsPage() {
  const { t } = useTranslation(['vcards', 'translation']);
  const { user } = useAuth();
  const cardsQuery = useVcards();
  const templatesQuery = useCardTemplates();
  const deleteCard = useDeleteVcard();
  const [qrCard, setQrCard] = useState<Vcard | null>(null);
  const [signatureCard, setSignatureCard] = useState<Vcard | null>(null);
  const deletion = useDeleteConfirmation<Vcard>({
    remove: (card) => deleteCard.mutateAsync(card.id),
    onDeleted: (card) => toast.success(t('vcards:delete.success', { name: card.configName })),
    failureKey: 'vcards:delete.failed',
  });

  const cards = cardsQuery.data ?? [];
  const templateNames = new Map((templatesQuery.data ?? []).map((template) => [template.id, template.name]));
  const creation = getVcardCreation(user, cards.length);
  const canChoosePlan = hasTeamRole(user, teamAreas.billing);

  let content: ReactNode;
  if (cardsQuery.isPending) {
    content = <LoadingState label={t('vcards:list.loading')} />;
  } else if (cardsQuery.isError) {
    content = (
      <ListLoadError
        title={t('vcards:list.loadFailed')}
        message={getErrorMessage(cardsQuery.error, 'vcards:list.loadFailedText')}
        onRetry={() => void cardsQuery.refetch()}
      />
    );
  } else if (cards.length === 0) {
    content = (
      <EmptyState
        icon={
          <EmptyStateIcon>
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <circle cx="9" cy="11" r="2" />
            <path d="M6 16c.6-1.5 1.7-2 3-2s2.4.5 3 2M14 10h4M14 13h3" strokeLinecap="round" />
          </EmptyStateIcon>
        }
        title={t('vcards:list.emptyTitle')}
        text={t('vcards:list.emptyText')}
        action={
          creation.kind === 'allowed' && (
            <div className="mt-6 flex justify-center">
              <CreateButton creation={creation} canChoosePlan={canChoosePlan} />
            </div>
          )
        }
      />
    );
  } else {
    content = (
      <ul aria-label={t('vcards:list.title')} className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <VcardItem
            key={card.id}
            card={card}
            templateName={card.templateId ? templateNames.get(card.templateId) : undefined}
            onShowQr={setQrCard}
            onShowSignature={setSignatureCard}
            onDelete={deletion.ask}
          />
        ))}
      </ul>
    );
  }

  return (
    <ListPage
      title={t('vcards:list.title')}
      subtitle={t('vcards:list.subtitle')}
      note={
        creation.kind === 'allowed' && cardsQuery.isSuccess
          ? t('vcards:list.usage', { count: cards.length, limit: creation.limit })
          : undefined
      }
      actions={!cardsQuery.isPending && <CreateButton creation={creation} canChoosePlan={canChoosePlan} />}
    >
      {creation.kind === 'limitReached' && cardsQuery.isSuccess && (
        <Alert
          tone="warning"
          title={creation.limit === 0 ? t('vcards:list.noCardsTitle') : t('vcards:list.limitReachedTitle')}
        >
          {blockedReason(t, creation.limit)}{' '}
          {canChoosePlan ? (
            <Link to={paths.billing} className={textLink}>
              {t('vcards:list.choosePlan')}
            </Link>
          ) : (
            t('vcards:list.askOwner')
          )}
        </Alert>
      )}

      {content}

      <VcardQrDialog card={qrCard} onClose={() => setQrCard(null)} />
      <EmailSignatureDialog card={signatureCard} onClose={() => setSignatureCard(null)} />
      <DeleteConfirmDialog
        deletion={deletion}
        isDeleting={deleteCard.isPending}
        title={t('vcards:delete.title')}
        message={(card) => t('vcards:delete.message', { name: card.configName })}
        confirmLabel={t('vcards:delete.confirm')}
        cancelLabel={t('vcards:delete.cancel')}
      />
    </ListPage>
  );
}
