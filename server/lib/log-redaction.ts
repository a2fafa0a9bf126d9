/**
 * What the logs must never keep (issue 27): the values of secret-looking query parameters. A
 * set-password link (`/redefinir-senha?token=…`), an order's `?token=`, a signature or a code in
 * a URL is a key to someone's account or order; whoever reads the logs must not hold it.
 *
 * It runs on each finished log line (pino's `streamWrite` hook), not on chosen fields, so a URL
 * inside any message — Fastify's own "Route … not found", an error's text, a field someone adds
 * tomorrow — is covered too. The line is JSON, so a value stops at `"` and keeps its escapes
 * whole (`\"` is consumed as a pair), and the line stays valid JSON.
 */
export const REDACTED = '[removido]';

/**
 * The one line meant to carry links: without SMTP a mail is delivered to the log (README,
 * 'E-mails e links'; the mailer writes it with this field). A request cannot forge the mark: its
 * URL sits inside a JSON string, where the quotes come escaped.
 */
export const MAIL_DELIVERY_FIELD = 'mailDelivery';
const MAIL_DELIVERY_MARK = `"${MAIL_DELIVERY_FIELD}":true`;

/** Parameter names that carry secrets: any name containing one of these words (case-insensitive). */
const SECRET_WORDS = ['token', 'senha', 'password', 'passwd', 'pwd', 'secret', 'segredo', 'key', 'signature', 'sig', 'code', 'codigo', 'hash', 'auth', 'credential', 'session'];

const SECRET_PARAM = new RegExp(
  // `?` or `&` (raw or JSON/percent-escaped `\u0026`, `%26`), the name, `=` (or `%3D`), the value.
  String.raw`((?:[?&]|\\u0026|%26)[^=&\s"#\\?]*?(?:${SECRET_WORDS.join('|')})[^=&\s"#\\?]*(?:=|%3D))(?:\\.|[^&\s"#\\])*`,
  'gi',
);

export function redactQuerySecrets(line: string): string {
  if (line.includes(MAIL_DELIVERY_MARK)) return line;
  return line.replace(SECRET_PARAM, (_, name: string) => `${name}${REDACTED}`);
}
