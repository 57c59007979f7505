import { API_PATHS } from '@firm/shared/routes/api-paths';
import { STAFF_API_PATHS, staffAssignmentRulePath } from '@firm/shared/routes/staff-paths';
import type { TLeadVariantId } from '@firm/shared/forms/form-types';
import type { TAssignmentRuleView } from '@firm/shared/staff/assignment-rules';
import { storeConsentTexts } from '@firm/leads-api/consent/consent-record';
import { insertLeadWithOutbox } from '@firm/leads-api/leads/leads.repository';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { leadFields } from '../../support/lead-factory';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { seedLeadRecord } from '../../support/seed-lead';
import { addTestStaff, signedInVisitor, type TTestStaff } from '../../support/staff';
import { Visitor } from '../../support/visitor';

jest.setTimeout(60_000);

describe('Every lead has an owner: assignment rules and the owner chosen on insert', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let admin: TTestStaff;
  let adminVisitor: Visitor;

  beforeAll(async () => {
    db = await createIsolatedDatabase('leadowners');
    api = await startLeadsApi({ pool: db.pool });
    admin = await addTestStaff(db.pool, { role: 'admin' });
    adminVisitor = await signedInVisitor(api.url, admin);
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const members = (count: number) =>
    Promise.all(Array.from({ length: count }, () => addTestStaff(db.pool, { role: 'intake' })));
  const addRule = async (rule: Record<string, unknown>): Promise<TAssignmentRuleView> => {
    const answer = await adminVisitor.postJson(STAFF_API_PATHS.assignment, rule);
    expect(answer.status).toBe(201);
    return answer.body.rule as TAssignmentRuleView;
  };
  const dropRule = async (rule: TAssignmentRuleView) =>
    expect(
      (await adminVisitor.postJson(staffAssignmentRulePath(rule.id, 'delete'), {})).status,
    ).toBe(200);
  const postLead = async (variant: TLeadVariantId, overrides: Record<string, string> = {}) => {
    const fields = leadFields(variant, overrides);
    const answer = await new Visitor(api.url).postForm(API_PATHS.leadSubmit, fields);
    expect(answer.status).toBe(200);
    const { rows } = await db.pool.query<{ owner_id: number | null }>(
      'SELECT owner_id FROM leads WHERE idempotency_key = $1',
      [fields.idempotency_key],
    );
    return rows[0]!.owner_id;
  };
  const setAvailable = (ids: number[], available: boolean) =>
    db.pool.query('UPDATE staff_accounts SET available = $2 WHERE id = ANY ($1::bigint[])', [
      ids,
      available,
    ]);

  it('When two forms each take turns over the same three members, then each form goes round the three in turn', async () => {
    const [a, b, c] = await members(3);
    const ids = [a!.id, b!.id, c!.id];
    const footer = await addRule({ form_variant: 'footer-es', mode: 'round_robin', members: ids });
    const contact = await addRule({
      form_variant: 'contact-es',
      mode: 'round_robin',
      members: ids.join(','),
    });
    const footerOwners: (number | null)[] = [];
    const contactOwners: (number | null)[] = [];
    for (let i = 0; i < 6; i += 1) {
      footerOwners.push(await postLead('footer-es'));
      if (i % 2 === 0) contactOwners.push(await postLead('contact-es'));
    }
    // each form its own rotation: three different members, then the same three again in order
    expect(new Set(footerOwners.slice(0, 3))).toEqual(new Set(ids));
    expect(footerOwners.slice(3)).toEqual(footerOwners.slice(0, 3));
    expect(new Set(contactOwners)).toEqual(new Set(ids));
    await dropRule(footer);
    await dropRule(contact);
  });

  it('When rules overlap, then the most specific one decides, and a fixed member gets every lead while available', async () => {
    const [spouseOnly, visaSpouse, fixed] = await members(3);
    const general = await addRule({
      situation: 'spouse',
      mode: 'fixed',
      members: [spouseOnly!.id],
    });
    const specific = await addRule({
      form_variant: 'visa-es',
      situation: 'spouse',
      mode: 'fixed',
      members: [visaSpouse!.id],
    });
    const english = await addRule({
      form_variant: 'footer-en',
      locale: 'en',
      mode: 'fixed',
      members: String(fixed!.id),
    });
    expect(await postLead('visa-es', { situacion: 'spouse' })).toBe(visaSpouse!.id);
    expect(await postLead('blog-es', { situacion: 'spouse' })).toBe(spouseOnly!.id);
    expect(await postLead('footer-en')).toBe(fixed!.id);
    expect(await postLead('footer-en')).toBe(fixed!.id);
    // the fixed member away: the lead still finds an available member, never waits for them
    await setAvailable([fixed!.id], false);
    const whileAway = await postLead('footer-en');
    expect(whileAway).not.toBeNull();
    expect(whileAway).not.toBe(fixed!.id);
    await setAvailable([fixed!.id], true);
    for (const rule of [general, specific, english]) await dropRule(rule);
  });

  it('When nobody in the rule is available, then the default pool takes the lead; with nobody available at all, an enabled member still does', async () => {
    const [away1, away2, pooled] = await members(3);
    const rule = await addRule({
      form_variant: 'parole-es',
      mode: 'round_robin',
      members: [away1!.id, away2!.id],
    });
    const defaults = await addRule({ mode: 'round_robin', members: [pooled!.id] });
    await setAvailable([away1!.id, away2!.id], false);
    expect(await postLead('parole-es')).toBe(pooled!.id);
    // everybody away: any enabled intake member or admin, in turn, never an editor or a disabled one
    const editor = await addTestStaff(db.pool, { role: 'editor' });
    const { rows: everyone } = await db.pool.query<{ id: number }>(
      `UPDATE staff_accounts SET available = false RETURNING id`,
    );
    const disabled = await addTestStaff(db.pool, { role: 'intake' });
    await db.pool.query('UPDATE staff_accounts SET disabled_at = now() WHERE id = $1', [
      disabled.id,
    ]);
    const owners = new Set<number | null>();
    for (let i = 0; i < 4; i += 1) owners.add(await postLead('parole-es'));
    expect(owners.has(null)).toBe(false);
    expect(owners.has(editor.id)).toBe(false);
    expect(owners.has(disabled.id)).toBe(false);
    expect(owners.size).toBe(4);
    await setAvailable(
      everyone.map((row) => row.id),
      true,
    );
    await dropRule(rule);
    await dropRule(defaults);
  });

  it('When 60 leads arrive at once, then every one is owned and the three members of the rule get 20 each', async () => {
    const trio = await members(3);
    const rule = await addRule({
      form_variant: 'video-landing',
      mode: 'round_robin',
      members: trio.map((member) => member.id),
    });
    const owners = await Promise.all(
      Array.from({ length: 60 }, () => postLead('video-landing', { situacion: 'none' })),
    );
    const counts = new Map<number | null, number>();
    for (const owner of owners) counts.set(owner, (counts.get(owner) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual(
      Object.fromEntries(trio.map((member) => [member.id, 20])),
    );
    await dropRule(rule);
  });

  it("When a rule names an unknown, disabled or editor member, then 400 says so in the admin's language and nothing is stored", async () => {
    const editor = await addTestStaff(db.pool, { role: 'editor' });
    const gone = await addTestStaff(db.pool, { role: 'intake' });
    await db.pool.query('UPDATE staff_accounts SET disabled_at = now() WHERE id = $1', [gone.id]);
    const before = await db.pool.query('SELECT count(*)::int AS n FROM assignment_rules');
    const unknown = await adminVisitor.postJson(STAFF_API_PATHS.assignment, {
      mode: 'round_robin',
      members: [987654],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Ese miembro del equipo no existe.');
    const disabled = await adminVisitor.postJson(`${STAFF_API_PATHS.assignment}?lang=en`, {
      mode: 'fixed',
      members: [gone.id],
    });
    expect(disabled.status).toBe(400);
    expect(disabled.body.message).toBe(
      `${gone.name}'s account is disabled. Please choose another team member.`,
    );
    const byEditor = await adminVisitor.postJson(STAFF_API_PATHS.assignment, {
      mode: 'fixed',
      members: [editor.id],
    });
    expect(byEditor.status).toBe(400);
    expect(byEditor.body.message).toBe(
      `${editor.name} es editor del sitio y no atiende prospectos. Por favor elija a alguien del equipo de admisión.`,
    );
    const twoFixed = await adminVisitor.postJson(STAFF_API_PATHS.assignment, {
      mode: 'fixed',
      members: [admin.id, gone.id],
    });
    expect(twoFixed.body.message).toBe('Una regla de miembro fijo lleva exactamente un miembro.');
    const after = await db.pool.query('SELECT count(*)::int AS n FROM assignment_rules');
    expect(after.rows).toEqual(before.rows);
  });

  it('When an admin adds, changes and deletes a rule, then each change is audited with before and after', async () => {
    const [member] = await members(1);
    const rule = await addRule({ form_variant: 'blog-en', mode: 'fixed', members: [member!.id] });
    const edited = await adminVisitor.postJson(staffAssignmentRulePath(rule.id), {
      form_variant: 'blog-en',
      locale: 'en',
      mode: 'round_robin',
      members: [member!.id, admin.id],
      note: 'Blog in English',
    });
    expect(edited.status).toBe(200);
    await dropRule(rule);
    const overview = await adminVisitor.request(STAFF_API_PATHS.assignment);
    const audit = (overview.body.audit as { ruleId: number; action: string }[]).filter(
      (entry) => entry.ruleId === rule.id,
    );
    expect(audit.map((entry) => entry.action)).toEqual([
      'rule.deleted',
      'rule.updated',
      'rule.created',
    ]);
    const { rows } = await db.pool.query(
      `SELECT actor_id, before->>'mode' AS before_mode, after->>'mode' AS after_mode
         FROM assignment_rule_audit WHERE rule_id = $1 AND action = 'rule.updated'`,
      [rule.id],
    );
    expect(rows).toEqual([{ actor_id: admin.id, before_mode: 'fixed', after_mode: 'round_robin' }]);
    expect(overview.body.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: member!.id, available: true, disabled: false }),
      ]),
    );
  });

  it('When an intake member or an editor asks for the rules, then 403; anonymous, 401', async () => {
    const intake = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'intake' }));
    const editor = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'editor' }));
    expect((await intake.request(STAFF_API_PATHS.assignment)).status).toBe(403);
    expect(
      (await intake.postJson(STAFF_API_PATHS.assignment, { mode: 'fixed', members: [admin.id] }))
        .status,
    ).toBe(403);
    expect((await editor.request(STAFF_API_PATHS.assignment)).status).toBe(403);
    expect((await new Visitor(api.url).request(STAFF_API_PATHS.assignment)).status).toBe(401);
  });

  it('When a rule is written by hand, then its trigger gives it turns; with its sequence gone, a lead is still stored and owned', async () => {
    const [fixed] = await members(1);
    const { rows } = await db.pool.query<{ id: number }>(
      `INSERT INTO assignment_rules (form_variant, mode, member_ids) VALUES ('blog-es', 'fixed', $1)
       RETURNING id`,
      [[fixed!.id]],
    );
    const ruleId = rows[0]!.id;
    const owned = async () => {
      const id = await insertLeadWithOutbox(db.pool, seedLeadRecord(), { acknowledge: false }, [
        ruleId,
      ]);
      return (await db.pool.query('SELECT owner_id FROM leads WHERE id = $1', [id])).rows[0]
        .owner_id as number | null;
    };
    expect(await owned()).toBe(fixed!.id);
    await db.pool.query(`DROP SEQUENCE assignment_turns_rule_${ruleId}`);
    expect(await owned()).toBe(fixed!.id);
    await db.pool.query('DELETE FROM assignment_rules WHERE id = $1', [ruleId]);
  });

  it('When a lead is stored straight through the repository, then it is owned in the same statement', async () => {
    const id = await insertLeadWithOutbox(db.pool, seedLeadRecord());
    const { rows } = await db.pool.query('SELECT owner_id FROM leads WHERE id = $1', [id]);
    expect(rows[0].owner_id).toEqual(expect.any(Number));
  });
});

describe('A firm without any member who works leads', () => {
  let db: TIsolatedDatabase;

  beforeAll(async () => {
    db = await createIsolatedDatabase('ownersnone');
    await storeConsentTexts(db.pool);
  });
  afterAll(async () => {
    await db.drop();
  });

  const ownerOf = async () => {
    const id = await insertLeadWithOutbox(db.pool, seedLeadRecord());
    const { rows } = await db.pool.query('SELECT owner_id FROM leads WHERE id = $1', [id]);
    return rows[0].owner_id as number | null;
  };

  it('When the firm has no intake member or admin, then a lead is stored without an owner; the first intake member (even away) owns the next', async () => {
    expect(await ownerOf()).toBeNull();
    await addTestStaff(db.pool, { role: 'editor' });
    expect(await ownerOf()).toBeNull();
    const intake = await addTestStaff(db.pool, { role: 'intake' });
    await db.pool.query('UPDATE staff_accounts SET available = false WHERE id = $1', [intake.id]);
    expect(await ownerOf()).toBe(intake.id);
  });
});
