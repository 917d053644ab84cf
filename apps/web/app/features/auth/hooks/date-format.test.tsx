import { CATALOGS } from '@app/i18n/catalogs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished } from 'vitest';
import { formatDateTime, reviewDateStyle } from '../../../shared/lib/format';
import { I18nProvider } from '../../../shared/lib/i18n';
import { AuthProvider, useDateTimeFormat } from './auth';

function Shown({ value }: { value: string }) {
  const format = useDateTimeFormat();
  return <time>{format(value, { dateStyle: 'long' })}</time>;
}

describe('dates in the reader’s time zone', () => {
  it('are written in UTC while the session is unknown: the server render and the hydrating one agree', () => {
    // 21:30 UTC on the 14th is already the 15th in Tbilisi; the server (and the first browser render,
    // before the session is read) must not depend on the machine's zone.
    const machineZone = process.env.TZ;
    process.env.TZ = 'Asia/Tbilisi';
    onTestFinished(() => {
      if (machineZone === undefined) delete process.env.TZ;
      else process.env.TZ = machineZone;
    });
    expect(new Date('2026-02-14T21:30:00.000Z').getDate()).toBe(15);
    const html = renderToString(
      <I18nProvider locale="ka" catalog={CATALOGS.ka}>
        <AuthProvider>
          <Shown value="2026-02-14T21:30:00.000Z" />
        </AuthProvider>
      </I18nProvider>,
    );
    expect(html).toContain('14 თებერვალი, 2026');
  });

  it('keep the day of a review without its author’s name (stored as midnight UTC) in any zone', () => {
    const day = '2026-02-14T00:00:00.000Z';
    const anonymous = { author: null, hideAuthor: false };
    const style = {
      ...reviewDateStyle(anonymous),
      timeZone: reviewDateStyle(anonymous).timeZone ?? 'America/New_York',
    };
    expect(formatDateTime(day, 'en-US', style)).toBe('February 14, 2026');
    expect(reviewDateStyle({ author: null, hideAuthor: true }).timeZone).toBe('UTC');
    expect(reviewDateStyle({ author: { id: 'a' }, hideAuthor: true }).timeZone).toBe('UTC');
    // A named author's review has its full time: it follows the reader's zone.
    expect(reviewDateStyle({ author: { id: 'a' }, hideAuthor: false }).timeZone).toBeUndefined();
  });
});
