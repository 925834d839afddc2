import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../../components/page-meta';
import { textLink } from '../../../components/styles';
import { CompanyAddress } from '../components/company-address';
import { PageHeader } from '../components/page-header';
import { companyConfig } from '../config';
import { formatLongDate } from '../format';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';

/** Spec section 9: the policy is dated 10 June 2025 and names a children threshold of 13. */
const LAST_UPDATED = new Date('2025-06-10T12:00:00+02:00');
const CHILDREN_MIN_AGE = 13;

type Block =
  | { type: 'text'; key: string }
  | { type: 'list'; key: string; items: string[] }
  | { type: 'address' }
  | { type: 'privacyEmail' };

const sections: { key: string; blocks: Block[] }[] = [
  {
    key: 'controller',
    blocks: [{ type: 'text', key: 'p1' }, { type: 'address' }, { type: 'text', key: 'p2' }, { type: 'privacyEmail' }],
  },
  {
    key: 'data',
    blocks: [
      { type: 'text', key: 'p1' },
      {
        type: 'list',
        key: 'items',
        items: ['account', 'cards', 'tags', 'scans', 'orders', 'payments', 'contact', 'logs'],
      },
    ],
  },
  {
    key: 'purposes',
    blocks: [
      { type: 'text', key: 'p1' },
      { type: 'list', key: 'items', items: ['contract', 'legal', 'interest', 'consent'] },
      { type: 'text', key: 'p2' },
    ],
  },
  {
    key: 'storage',
    blocks: [
      { type: 'text', key: 'p1' },
      { type: 'list', key: 'items', items: ['token', 'theme', 'language', 'access'] },
      { type: 'text', key: 'p2' },
    ],
  },
  {
    key: 'recipients',
    blocks: [
      { type: 'text', key: 'p1' },
      { type: 'list', key: 'items', items: ['hosting', 'mail', 'payments', 'shipping'] },
      { type: 'text', key: 'p2' },
    ],
  },
  {
    key: 'retention',
    blocks: [
      { type: 'text', key: 'p1' },
      { type: 'list', key: 'items', items: ['account', 'scans', 'contact', 'invoices', 'logs'] },
      { type: 'text', key: 'p2' },
    ],
  },
  {
    key: 'rights',
    blocks: [
      { type: 'text', key: 'p1' },
      {
        type: 'list',
        key: 'items',
        items: ['access', 'rectification', 'erasure', 'restriction', 'portability', 'objection', 'withdrawal'],
      },
      { type: 'text', key: 'p2' },
      { type: 'privacyEmail' },
    ],
  },
  {
    key: 'children',
    blocks: [
      { type: 'text', key: 'p1' },
      { type: 'text', key: 'p2' },
    ],
  },
  {
    key: 'changes',
    blocks: [
      { type: 'text', key: 'p1' },
      { type: 'text', key: 'p2' },
    ],
  },
];

export default function PrivacyPage() {
  const { t, i18n } = useTranslation('marketing');
  useScrollToHash();
  const values = { age: CHILDREN_MIN_AGE, company: companyConfig.name };

  const renderBlock = (section: string, block: Block) => {
    switch (block.type) {
      case 'text':
        return (
          <p key={block.key} className="mt-4">
            {t(`privacy.sections.${section}.${block.key}`, values)}
          </p>
        );
      case 'list':
        return (
          <ul
            key={block.key}
            className="mt-4 list-disc space-y-2 pl-6 marker:text-indigo-700 dark:marker:text-indigo-300"
          >
            {block.items.map((item) => (
              <li key={item}>
                <strong className="font-semibold text-slate-900 dark:text-white">
                  {t(`privacy.sections.${section}.${block.key}.${item}.title`)}
                </strong>{' '}
                {t(`privacy.sections.${section}.${block.key}.${item}.text`, values)}
              </li>
            ))}
          </ul>
        );
      case 'address':
        return <CompanyAddress key="address" className="mt-4 rounded-lg bg-slate-100 p-4 dark:bg-slate-800" />;
      case 'privacyEmail':
        return (
          <p key="privacy-email" className="mt-4">
            {t('privacy.emailLabel')}{' '}
            <a href={`mailto:${companyConfig.privacyEmail}`} className={textLink}>
              {companyConfig.privacyEmail}
            </a>
          </p>
        );
    }
  };

  return (
    <>
      <PageMeta title={t('meta.privacy.title')} description={t('meta.privacy.description')} />
      <PageHeader
        eyebrow={t('privacy.eyebrow')}
        title={t('privacy.title')}
        intro={
          <>
            <p>{t('privacy.intro', { company: companyConfig.name })}</p>
            <p className="mt-3 text-base">
              {t('privacy.lastUpdatedLabel')}{' '}
              <time dateTime="2025-06-10">{formatLongDate(LAST_UPDATED, i18n.resolvedLanguage)}</time>
            </p>
          </>
        }
      />

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-4">
        <nav aria-labelledby="privacy-toc-title" className="lg:col-span-1">
          <div className="lg:sticky lg:top-24">
            <h2 id="privacy-toc-title" className="text-sm font-semibold text-slate-900 uppercase dark:text-white">
              {t('privacy.tocTitle')}
            </h2>
            <ol className="mt-3 space-y-2 text-sm">
              {sections.map(({ key }, index) => (
                <li key={key}>
                  <a href={`#privacy-${key}`} className={textLink}>
                    {index + 1}. {t(`privacy.sections.${key}.title`)}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <div className="max-w-3xl text-slate-700 lg:col-span-3 dark:text-slate-300">
          {sections.map(({ key, blocks }, index) => (
            <section
              key={key}
              id={`privacy-${key}`}
              aria-labelledby={`privacy-${key}-title`}
              className="scroll-mt-24 border-b border-slate-200 py-8 outline-none first:pt-0 last:border-b-0 dark:border-slate-800"
            >
              <h2 id={`privacy-${key}-title`} className="text-xl font-semibold text-slate-900 dark:text-white">
                {index + 1}. {t(`privacy.sections.${key}.title`)}
              </h2>
              {blocks.map((block) => renderBlock(key, block))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
