import { withHttpsScheme } from '@nfc/contract/urls';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A URL input's registration that, on leaving the field, shows a bare host as the https URL the server will
 * store (`example.de` becomes `https://example.de`): `{...withHttpsOnBlur(register('websiteUrl'))}`.
 */
export function withHttpsOnBlur<T extends UseFormRegisterReturn>(registration: T): T {
  return {
    ...registration,
    onBlur: async (event: { target: HTMLInputElement; type?: string }) => {
      const input = event.target;
      const normalised = withHttpsScheme(input.value);
      if (input.value.trim() !== '' && normalised !== input.value) {
        input.value = normalised;
        // The form reads the input itself (uncontrolled), so a change event stores the new text.
        await registration.onChange({ target: input, type: 'change' });
      }
      return registration.onBlur(event);
    },
  };
}
