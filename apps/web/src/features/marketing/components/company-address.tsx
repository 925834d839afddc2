import { useTranslation } from 'react-i18next';
import { companyConfig, getCountryName } from '../config';

/** The operator's postal address from the build configuration, in the reader's language. */
export function CompanyAddress({ className = '' }: { className?: string }) {
  const { i18n } = useTranslation();
  return (
    <address className={`not-italic ${className}`}>
      {companyConfig.name}
      <br />
      {companyConfig.street}
      <br />
      {companyConfig.postalCode} {companyConfig.city}
      <br />
      {getCountryName(companyConfig.countryCode, i18n.resolvedLanguage)}
    </address>
  );
}
