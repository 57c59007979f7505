-- Content studio (issue 28): a third role, `editor`, who writes the site's content and sees no lead.
-- Admins are editors too (the rule is in packages/shared/src/staff/staff-policy.ts).
ALTER TABLE staff_accounts DROP CONSTRAINT staff_accounts_role_check;
ALTER TABLE staff_accounts ADD CONSTRAINT staff_accounts_role_check
  CHECK (role IN ('intake', 'editor', 'admin'));
