import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { ZPageTextSchema } from '@firm/shared/content/page-text';
import { repoPaths } from '@firm/shared/server/paths';
import { refreshRetentionTexts } from '@firm/content-api/firm-studio/retention-texts';
import { clearContentCaches } from '@firm/content-api/http/content-caches';
import { changeRetention } from '@firm/leads-api/privacy/retention.service';
import { addTestStaff } from '../../support/staff';
import { useFixtureServer } from './support/fixture-server';

/** The firm's own privacy policy and terms, in a fixture folder. */
function copyLegalPages(dir: string): void {
  for (const page of ['privacy', 'terms'])
    for (const lang of ['es', 'en'])
      copyFileSync(
        path.join(repoPaths().content, 'pages', page, `body.${lang}.md`),
        path.join(dir, 'pages', page, `body.${lang}.md`),
      );
}

describe('The privacy policy and terms state the retention schedule (issue 31 §4)', () => {
  const served = useFixtureServer([{}], copyLegalPages);
  const bodyOf = async (lang: string, key: string): Promise<string> => {
    const response = await served.server.get(`/api/content/pages/${lang}/${key}`);
    expect(response.status).toBe(200);
    return ZPageTextSchema.parse(await response.json()).blocks.body ?? '';
  };

  it('When an admin changes the schedule, then the published policy and terms show the new periods in both languages, once', async () => {
    const { pool } = served.server;
    const before = await bodyOf('en', 'privacy');
    expect(before).toContain('a form we mark as spam: <strong>30 days</strong> after it arrives');
    expect(before).toContain('<strong>24 months</strong> after it arrives');
    expect(before).toContain('<strong>13 months</strong> after the tap');
    expect(before).toContain('We answer within <strong>45 days</strong>');
    expect(before).not.toContain('{{');
    expect(await bodyOf('es', 'terms')).toContain('se borra 24 meses después de recibirla');

    const admin = await addTestStaff(pool, { role: 'admin' });
    await changeRetention(
      { pool },
      {
        actorId: admin.id,
        body: { spamDays: '60', unengagedMonths: '18', callClickMonths: '12' },
        locale: 'en',
      },
    );
    expect(await refreshRetentionTexts(pool)).toBe(true);
    expect(await refreshRetentionTexts(pool)).toBe(false);
    clearContentCaches(served.server.caches);

    const en = await bodyOf('en', 'privacy');
    expect(en).toContain('a form we mark as spam: <strong>60 days</strong> after it arrives');
    expect(en).toContain('<strong>18 months</strong> after it arrives');
    expect(en).toContain('<strong>12 months</strong> after the tap');
    const es = await bodyOf('es', 'privacy');
    expect(es).toContain('un formulario que marcamos como spam: <strong>60 días</strong>');
    expect(es).toContain('<strong>18 meses</strong> después de recibirla');
    expect(await bodyOf('en', 'terms')).toContain('is deleted 18 months after it arrives');
    expect(await bodyOf('es', 'terms')).toContain('se borra 18 meses después de recibirla');
  });
});
