-- ADR 0011: an active period discount needs a percentage above 0 (spec); a 0 % row is kept inactive.
UPDATE "period_discounts" SET "active" = false WHERE "percent_bp" = 0 AND "active" = true;
