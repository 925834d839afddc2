import { TAG_ALERT_DAYS } from '@nfc/contract/tag-alerts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { focusRing, textLink } from '../../../components/styles';
import { getHref, paths } from '../../../config/paths';
import { getLocale } from '../../../lib/format';
import { useTagAlerts } from '../api/get-tag-alerts';

/**
 * Tags that came with a delivered order and were still never scanned after TAG_ALERT_DAYS days: often a
 * chip that was never handed out or never written. Nothing shows while loading or when all is well.
 */
export function UnscannedTagsAlert() {
  const { t, i18n } = useTranslation('hub');
  const alerts = useTagAlerts();
  if (alerts.isError) {
    return (
      <Alert tone="error" title={t('unscanned.error')}>
        <Button variant="secondary" className="mt-2" onClick={() => void alerts.refetch()}>
          {t('unscanned.retry')}
        </Button>
      </Alert>
    );
  }
  if (!alerts.data?.length) return null;
  const dateFormat = new Intl.DateTimeFormat(getLocale(i18n.resolvedLanguage), { dateStyle: 'medium' });
  return (
    <Alert tone="warning" title={t('unscanned.title', { count: alerts.data.length })}>
      <p>{t('unscanned.text', { days: TAG_ALERT_DAYS })}</p>
      <ul className="mt-3 space-y-2">
        {alerts.data.map((alert) => (
          <li key={alert.id} className="flex flex-wrap items-baseline gap-x-2">
            <Link
              to={getHref(paths.tagEdit, { id: alert.id })}
              className={`font-semibold underline underline-offset-2 rounded-sm wrap-anywhere ${focusRing}`}
            >
              {alert.name}
            </Link>
            <span className="text-xs">
              {t('unscanned.order', {
                number: alert.orderNumber,
                date: dateFormat.format(new Date(alert.deliveredAt)),
              })}
            </span>
          </li>
        ))}
      </ul>
      <Link to={paths.dashboard} className={`${textLink} mt-3 inline-block`}>
        {t('unscanned.allTags')}
      </Link>
    </Alert>
  );
}
