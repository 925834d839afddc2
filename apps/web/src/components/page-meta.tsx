import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

function getDescriptionTag(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}

/**
 * Sets the document title ("Page · App name") and the meta description while the page is shown,
 * and puts the previous values back when it leaves (pages without their own title keep a sensible one).
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  const appName = t('common.appName');
  const fullTitle = title === appName ? title : `${title} · ${appName}`;

  useEffect(() => {
    const descriptionTag = getDescriptionTag();
    const previousTitle = document.title;
    const previousDescription = descriptionTag.content;
    document.title = fullTitle;
    descriptionTag.content = description;
    return () => {
      document.title = previousTitle;
      descriptionTag.content = previousDescription;
    };
  }, [fullTitle, description]);

  return null;
}
