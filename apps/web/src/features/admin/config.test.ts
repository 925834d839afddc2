import { describe, expect, it } from 'vitest';
import { readDashboardUrl } from './config';

describe('readDashboardUrl', () => {
  it('accepts absolute http(s) addresses', () => {
    expect(readDashboardUrl(' https://grafana.example.com/d/abc?kiosk ')).toBe(
      'https://grafana.example.com/d/abc?kiosk',
    );
    expect(readDashboardUrl('http://localhost:3001/')).toBe('http://localhost:3001/');
  });

  it('embeds nothing for missing, relative or other-scheme values', () => {
    expect(readDashboardUrl(undefined)).toBeNull();
    expect(readDashboardUrl('  ')).toBeNull();
    expect(readDashboardUrl('/grafana')).toBeNull();
    expect(readDashboardUrl('javascript:alert(1)')).toBeNull();
  });
});
