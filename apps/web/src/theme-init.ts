import { applyTheme, readStoredTheme } from './lib/theme';

// Imported first by main.tsx so the stored theme is on <html> before React renders anything.
applyTheme(readStoredTheme());
