/** Build-time settings read by ./config.ts; every one is optional and has a default there. */
interface ImportMetaEnv {
  readonly VITE_LAUNCH_DATE?: string;
  readonly VITE_LAUNCH_COUNTDOWN_START?: string;
  readonly VITE_PLATFORM_PASSWORD?: string;
  readonly VITE_IMPRINT_COMPANY?: string;
  readonly VITE_IMPRINT_STREET?: string;
  readonly VITE_IMPRINT_POSTAL_CODE?: string;
  readonly VITE_IMPRINT_CITY?: string;
  readonly VITE_IMPRINT_COUNTRY?: string;
  readonly VITE_IMPRINT_EMAIL?: string;
  readonly VITE_IMPRINT_PRIVACY_EMAIL?: string;
  readonly VITE_IMPRINT_PHONE?: string;
  readonly VITE_IMPRINT_REPRESENTATIVES?: string;
  readonly VITE_IMPRINT_REGISTER_COURT?: string;
  readonly VITE_IMPRINT_REGISTER_NUMBER?: string;
  readonly VITE_IMPRINT_VAT_ID?: string;
}
