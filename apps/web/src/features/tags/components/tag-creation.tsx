import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LinkButton } from '../../../components/button';
import { paths } from '../../../config/paths';
import type { TagCreation } from '../lib/tag-rules';

function PlusIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="M12 5v14M5 12h14" strokeLinecap="round" />
    </svg>
  );
}

/** 'Create tag', 'Upgrade to Create Tags' (no Pro plan) or a disabled button with the reason (limit reached). */
export function TagCreationButton({ creation }: { creation: TagCreation }) {
  const { t } = useTranslation('tags');
  const reasonId = useId();
  if (creation.kind === 'needsPlan') {
    return <LinkButton to={paths.pricing}>{t('tags:list.upgrade')}</LinkButton>;
  }
  if (creation.kind === 'limitReached') {
    return (
      <>
        <Button disabled aria-describedby={reasonId}>
          <PlusIcon />
          {t('tags:list.create')}
        </Button>
        <span id={reasonId} className="sr-only">
          {t('tags:list.limitReached', { count: creation.limit })}
        </span>
      </>
    );
  }
  return (
    <LinkButton to={paths.tagNew}>
      <PlusIcon />
      {t('tags:list.create')}
    </LinkButton>
  );
}
