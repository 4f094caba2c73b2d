ALTER TABLE "logins" ADD COLUMN "auth_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Decision 024: whatever a session is allowed or answered is bumped here, by the database, whoever writes it, so no
-- module can forget. Each change also sends NOTIFY brewline_auth (login id, or '*'), delivered on commit.
CREATE FUNCTION brewline_auth_changed(login_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(login_ids, 1), 0) = 0 THEN RETURN; END IF;
  UPDATE logins SET auth_version = auth_version + 1 WHERE id = ANY(login_ids);
  IF array_length(login_ids, 1) = 1 THEN
    PERFORM pg_notify('brewline_auth', login_ids[1]::text);
  ELSE
    PERFORM pg_notify('brewline_auth', '*');
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION brewline_auth_permissions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM brewline_auth_changed(ARRAY(SELECT DISTINCT login_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM brewline_auth_changed(ARRAY(SELECT DISTINCT login_id FROM old_rows));
  ELSE
    PERFORM brewline_auth_changed(ARRAY(SELECT login_id FROM new_rows UNION SELECT login_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER shop_permissions_auth_insert AFTER INSERT ON shop_permissions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION brewline_auth_permissions_changed();--> statement-breakpoint
CREATE TRIGGER shop_permissions_auth_update AFTER UPDATE ON shop_permissions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION brewline_auth_permissions_changed();--> statement-breakpoint
CREATE TRIGGER shop_permissions_auth_delete AFTER DELETE ON shop_permissions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION brewline_auth_permissions_changed();--> statement-breakpoint
CREATE FUNCTION brewline_auth_shops_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM brewline_auth_changed(ARRAY(
    SELECT DISTINCT p.login_id FROM shop_permissions p JOIN new_rows n ON n.id = p.shop_id JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.is_onboarded, n.is_chain_shop) IS DISTINCT FROM (o.name, o.is_onboarded, o.is_chain_shop)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER shops_auth_update AFTER UPDATE ON shops REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION brewline_auth_shops_changed();--> statement-breakpoint
CREATE FUNCTION brewline_auth_login_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.email, NEW.first_name, NEW.last_name, NEW.is_platform_admin)
     IS DISTINCT FROM (OLD.email, OLD.first_name, OLD.last_name, OLD.is_platform_admin) THEN
    NEW.auth_version := OLD.auth_version + 1;
    PERFORM pg_notify('brewline_auth', NEW.id::text);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER logins_auth_update BEFORE UPDATE ON logins
  FOR EACH ROW EXECUTE FUNCTION brewline_auth_login_changed();--> statement-breakpoint
CREATE FUNCTION brewline_auth_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A revoked or deleted session needs no version: the per-request check reads revoked_at itself; the NOTIFY
  -- lets a process that trusts its cache (PGlite, one process) drop the login's entries.
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('brewline_auth', CASE WHEN (SELECT count(DISTINCT login_id) FROM old_rows) = 1
      THEN (SELECT min(login_id) FROM old_rows)::text ELSE '*' END)
    WHERE EXISTS (SELECT 1 FROM old_rows);
  ELSE
    PERFORM pg_notify('brewline_auth', CASE WHEN (SELECT count(DISTINCT login_id) FROM new_rows) = 1
      THEN (SELECT min(login_id) FROM new_rows)::text ELSE '*' END)
    WHERE EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.revoked_at IS DISTINCT FROM o.revoked_at
      OR n.expires_at IS DISTINCT FROM o.expires_at OR n.login_id IS DISTINCT FROM o.login_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_auth_update AFTER UPDATE ON sessions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION brewline_auth_sessions_changed();--> statement-breakpoint
CREATE TRIGGER sessions_auth_delete AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION brewline_auth_sessions_changed();
