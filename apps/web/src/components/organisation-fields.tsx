import { registrationCountries } from '@nfc/contract/constants';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from './field';

type OrganisationAddressField =
  | 'organisationStreet'
  | 'organisationNumber'
  | 'organisationPlz'
  | 'organisationCity'
  | 'organisationCountry';

type OrganisationField = 'organisationName' | OrganisationAddressField;

type OrganisationFieldProps = {
  /** The form's `register`; any form holding these fields fits. */
  register: (name: OrganisationField) => UseFormRegisterReturn;
  /** The translated error of a field, if any. */
  fieldError: (name: OrganisationField) => string | undefined;
};

export function OrganisationNameField({ register, fieldError }: OrganisationFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.fields.organisationName')}
      autoComplete="organization"
      required
      error={fieldError('organisationName')}
      {...register('organisationName')}
    />
  );
}

type OrganisationAddressFieldsProps = OrganisationFieldProps & {
  /** Registration asks for the whole address; the profile lets all but the city stay empty. */
  isAddressRequired?: boolean;
  postalCodeHint?: string;
  countries?: readonly string[];
  /** Label of an empty first choice; without it a country must be picked. */
  noCountryLabel?: string;
  /** Only registration offers the browser's country autofill so far. */
  countryAutoComplete?: string;
};

/** Street, number, postal code, city and country as cells of the caller's six-column grid. */
export function OrganisationAddressFields({
  register,
  fieldError,
  isAddressRequired = false,
  postalCodeHint,
  countries = registrationCountries,
  noCountryLabel,
  countryAutoComplete,
}: OrganisationAddressFieldsProps) {
  const { t } = useTranslation();
  const required = isAddressRequired || undefined;
  return (
    <>
      <div className="sm:col-span-4">
        <TextField
          label={t('auth.fields.street')}
          autoComplete="address-line1"
          required={required}
          error={fieldError('organisationStreet')}
          {...register('organisationStreet')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label={t('auth.fields.number')}
          required={required}
          error={fieldError('organisationNumber')}
          {...register('organisationNumber')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label={t('auth.fields.postalCode')}
          autoComplete="postal-code"
          inputMode="numeric"
          required={required}
          hint={postalCodeHint}
          error={fieldError('organisationPlz')}
          {...register('organisationPlz')}
        />
      </div>
      <div className="sm:col-span-4">
        <TextField
          label={t('auth.fields.city')}
          autoComplete="address-level2"
          required
          error={fieldError('organisationCity')}
          {...register('organisationCity')}
        />
      </div>
      <div className="sm:col-span-6">
        <SelectField
          label={t('auth.fields.country')}
          autoComplete={countryAutoComplete}
          required={required}
          error={fieldError('organisationCountry')}
          {...register('organisationCountry')}
        >
          {noCountryLabel !== undefined && <option value="">{noCountryLabel}</option>}
          {countries.map((country) => (
            <option key={country} value={country}>
              {t(`countries.${country}`, { defaultValue: country })}
            </option>
          ))}
        </SelectField>
      </div>
    </>
  );
}
