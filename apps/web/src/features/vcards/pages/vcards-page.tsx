import type { VcfConfig } from '@nfc/contract/vcards';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button, LinkButton } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingState } from '../../../components/spinner';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useDeleteConfirmation } from '../../../lib/use-delete-confirmation';
import { useDeleteVcfConfig } from '../api/delete-vcf-config';
import { useVcfConfigs } from '../api/get-vcf-configs';
import { VcardItem } from '../components/vcard-item';
import { VcardQrDialog } from '../components/vcard-qr-dialog';
import { getVcardCreation, type VcardCreation } from '../lib/vcard-rules';

function CreateButton({ creation }: { creation: VcardCreation }) {
  const { t } = useTranslation('vcards');
  const reasonId = useId();
  const icon = (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="M12 5v14M5 12h14" strokeLinecap="round" />
    </svg>
  );
  if (creation.kind === 'limitReached') {
    return (
      <>
        <Button disabled aria-describedby={reasonId}>
          {icon}
          {t('vcards:list.create')}
        </Button>
        <span id={reasonId} className="sr-only">
          {t('vcards:list.limitReached', { count: creation.limit })}
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
  const cardsQuery = useVcfConfigs();
  const deleteCard = useDeleteVcfConfig();
  const [qrCard, setQrCard] = useState<VcfConfig | null>(null);
  const deletion = useDeleteConfirmation<VcfConfig>({
    remove: (card) => deleteCard.mutateAsync(card.id),
    onDeleted: (card) => toast.success(t('vcards:delete.success', { name: card.configName })),
    failureKey: 'vcards:delete.failed',
  });
  const cardToDelete = deletion.item;

  const cards = cardsQuery.data ?? [];
  const creation = getVcardCreation(user, cards.length);

  let content: ReactNode;
  if (cardsQuery.isPending) {
    content = <LoadingState label={t('vcards:list.loading')} />;
  } else if (cardsQuery.isError) {
    content = (
      <Alert tone="error" title={t('vcards:list.loadFailed')}>
        <p>{getErrorMessage(cardsQuery.error, 'vcards:list.loadFailedText')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void cardsQuery.refetch()}>
          {t('translation:common.tryAgain')}
        </Button>
      </Alert>
    );
  } else if (cards.length === 0) {
    content = (
      <div className="rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mx-auto size-12 text-indigo-600 dark:text-indigo-400"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <circle cx="9" cy="11" r="2" />
          <path d="M6 16c.6-1.5 1.7-2 3-2s2.4.5 3 2M14 10h4M14 13h3" strokeLinecap="round" />
        </svg>
        <h2 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{t('vcards:list.emptyTitle')}</h2>
        <p className="mx-auto mt-2 max-w-md text-sm text-slate-700 dark:text-slate-300">{t('vcards:list.emptyText')}</p>
        <div className="mt-6 flex justify-center">
          <CreateButton creation={creation} />
        </div>
      </div>
    );
  } else {
    content = (
      <ul aria-label={t('vcards:list.title')} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <VcardItem key={card.id} card={card} onShowQr={setQrCard} onDelete={deletion.ask} />
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {t('vcards:list.title')}
          </h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('vcards:list.subtitle')}</p>
          {creation.kind === 'allowed' && cardsQuery.isSuccess && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t('vcards:list.usage', { count: cards.length, limit: creation.limit })}
            </p>
          )}
        </div>
        {!cardsQuery.isPending && <CreateButton creation={creation} />}
      </div>

      {creation.kind === 'limitReached' && cardsQuery.isSuccess && (
        <Alert tone="warning" title={t('vcards:list.limitReachedTitle')}>
          {t('vcards:list.limitReached', { count: creation.limit })}{' '}
          <Link to={paths.pricing} className={textLink}>
            {t('vcards:list.seePlans')}
          </Link>
        </Alert>
      )}

      {content}

      <VcardQrDialog card={qrCard} onClose={() => setQrCard(null)} />
      <ConfirmDialog
        isOpen={cardToDelete !== null}
        title={t('vcards:delete.title')}
        message={cardToDelete ? t('vcards:delete.message', { name: cardToDelete.configName }) : ''}
        confirmLabel={t('vcards:delete.confirm')}
        cancelLabel={t('vcards:delete.cancel')}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.close}
        isLoading={deleteCard.isPending}
        error={deletion.error}
      />
    </div>
  );
}
