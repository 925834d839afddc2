import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/button';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { hasTeamRole, teamAreas } from '../../../lib/team-role';
import { useUserActivity } from '../api/get-user-activity';
import { getCardCreation } from '../card-creation';

/**
 * The hub's "create a card": the card form when the plan allows another card, otherwise the reason in words and,
 * for the owner, the way to the plan choice (anyone else is told who can choose it).
 */
export function CreateCardAction({
  label,
  variant = 'primary',
  className = 'items-start',
}: {
  label: string;
  variant?: 'primary' | 'secondary';
  className?: string;
}) {
  const { t } = useTranslation('hub');
  const { user } = useAuth();
  const activity = useUserActivity();
  const isManager = hasTeamRole(user, teamAreas.manage);
  const creation = getCardCreation(user, isManager ? (activity.data?.counts.vcards ?? null) : null);
  if (creation.kind === 'allowed') {
    return (
      <LinkButton to={paths.vcardNew} variant={variant}>
        {label}
      </LinkButton>
    );
  }
  const canChoosePlan = hasTeamRole(user, teamAreas.billing);
  const reason =
    creation.kind === 'limitReached'
      ? t('createBlocked.limitReached', { count: creation.limit })
      : t(`createBlocked.${creation.kind}`);
  return (
    <div className={`flex flex-col gap-2 ${className}`} data-testid="create-card-blocked">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {reason} {!canChoosePlan && t('createBlocked.askOwner')}
      </p>
      {canChoosePlan && (
        <LinkButton to={paths.billing} variant={variant}>
          {t('createBlocked.choosePlan')}
        </LinkButton>
      )}
    </div>
  );
}
